#!/usr/bin/env bash
# Measure main and a branch's commit on both sets; print the side-by-side table.
# Usage: tools/summary_redteam/fresh3/run_all.sh BRANCH_COMMIT [OUT=/tmp/fresh3]
# The branch's commit is exported with `git archive` (its code is run, not read).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(git -C "$HERE" rev-parse --show-toplevel)
C=$(git -C "$REPO" rev-parse --short "$1")
OUT=${2:-/tmp/fresh3}
mkdir -p "$OUT"
SRC="$OUT/code_$C"
if [ ! -d "$SRC" ]; then
  mkdir -p "$SRC" && git -C "$REPO" archive "$C" | tar -x -C "$SRC"
  ln -s kernels "$SRC/agon_kernels"; ln -s ../configs "$SRC/agon_mcore/configs"
fi
M=$(git -C /work/main rev-parse --short HEAD)
for set in dev heldout; do
  f="$HERE/$set.jsonl"; [ -f "$f" ] || continue
  (cd /work/main && PYTHONPATH=/work/main OMP_NUM_THREADS=1 nice -n 15 python "$HERE/run.py" "$f" "$OUT/${set}_main" --label "$set-main" >/dev/null)
  (cd "$SRC" && PYTHONPATH="$SRC" OMP_NUM_THREADS=1 nice -n 15 python "$HERE/run.py" "$f" "$OUT/${set}_$C" --label "$set-$C" --commit "$C" >/dev/null)
done
args=()
for set in dev heldout; do
  [ -d "$OUT/${set}_main" ] && args+=("$set-main=$OUT/${set}_main" "$set-branch=$OUT/${set}_$C")
done
python "$HERE/table.py" "${args[@]}" --by-kind
