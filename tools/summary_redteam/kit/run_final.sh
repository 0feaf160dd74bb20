#!/usr/bin/env bash
# Both splits of one red-team set on main (/work/main) and on a branch's worktree (run as a black box:
# its code is imported, never read). Prints the tables and, per split, the cases whose summary differs
# from main's (read those, record verdicts with kit/judge_add.py, rerun).
# Usage: tools/summary_redteam/kit/run_final.sh SET_DIR BRANCH_DIR NAME OUT [NICE=10]
set -euo pipefail
KIT=$(cd "$(dirname "$0")" && pwd)
HERE=$(cd "$1" && pwd)
BR=$2
NAME=$3
OUT=$4
NICE=${5:-10}
mkdir -p "$OUT"
C=$(git -C "$BR" rev-parse --short HEAD)
for set in dev heldout; do
  (cd /work/main && PYTHONPATH=/work/main OMP_NUM_THREADS=1 nice -n "$NICE" python "$KIT/run.py" "$HERE" "$set" "$OUT/${set}_main" --label "$set-main" >/dev/null)
  (cd "$BR" && PYTHONPATH="$BR" OMP_NUM_THREADS=1 nice -n "$NICE" python "$KIT/run.py" "$HERE" "$set" "$OUT/${set}_$NAME" --label "$set-$NAME" >/dev/null)
done
args=("dev-main=$OUT/dev_main" "dev-$NAME=$OUT/dev_$NAME" "heldout-main=$OUT/heldout_main" "heldout-$NAME=$OUT/heldout_$NAME")
python "$KIT/table.py" "${args[@]}" --rows
echo
python "$KIT/table.py" "${args[@]}"
for set in dev heldout; do
  python "$KIT/changed.py" "$OUT/${set}_main" "$OUT/${set}_$NAME" --only-unreviewed > "$OUT/${set}_changed.md"
  tail -1 "$OUT/${set}_changed.md"
done
for d in "$OUT"/*/; do python -c "import json; c=json.load(open('$d/counts.json')); print(c['label'], c['code_commit'], 'unreviewed:', len(c['unreviewed']), ' '.join(c['unreviewed']))"; done
echo "main=$(git -C /work/main rev-parse --short HEAD) $NAME=$C"
