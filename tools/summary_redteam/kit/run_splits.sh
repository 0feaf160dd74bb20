#!/usr/bin/env bash
# A set's two splits (heldout, adaptive) on main (/work/main) and on one or more other checkouts, each imported as
# a black box (PYTHONPATH=that checkout). Prints the tables (kit/table.py --rows and kit/split.py: realistic vs
# adversarial) and, per version, the cases whose summary differs from main's and still lacks a verdict (read those
# in OUT/<split>_<name>_changed.md, record verdicts with kit/judge_add.py, rerun).
# Usage: tools/summary_redteam/kit/run_splits.sh SET_DIR OUT NAME=DIR [NAME=DIR ...]
# (fresh7/run_final.sh and fresh8/run_final.sh call it with their own set.)
set -euo pipefail
KIT=$(cd "$(dirname "$0")" && pwd)
SET=$(cd "${1:?SET_DIR}" && pwd); shift
OUT=${1:?OUT}; shift
mkdir -p "$OUT"
run() {  # DIR NAME SPLIT [--commit C]
  local dir=$1 name=$2 split=$3; shift 3
  (cd "$dir" && PYTHONPATH="$dir" OMP_NUM_THREADS=1 nice -n 15 python "$KIT/run.py" "$SET" "$split" \
     "$OUT/${split}_$name" --label "$split-$name" "$@" >/dev/null)
}
for split in heldout adaptive; do
  run /work/main main "$split" --commit "main@$(git -C /work/main rev-parse --short HEAD)"
  args=("main=$OUT/${split}_main")
  for nd in "$@"; do
    name=${nd%%=*}; dir=${nd#*=}
    c=$(git -C "$dir" rev-parse --short HEAD 2>/dev/null || echo unknown)
    run "$dir" "$name" "$split" --commit "$name@$c"
    args+=("$name=$OUT/${split}_$name")
    python "$KIT/changed.py" "$OUT/${split}_main" "$OUT/${split}_$name" --only-unreviewed > "$OUT/${split}_${name}_changed.md"
    echo "$split $name: $(tail -1 "$OUT/${split}_${name}_changed.md")"
  done
  echo "## $split"
  python "$KIT/table.py" "${args[@]}" --rows
  python "$KIT/split.py" "${args[@]}"
done
