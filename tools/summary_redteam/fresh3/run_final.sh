#!/usr/bin/env bash
# The final measurement: both sets on main (/work/main's checkout) and on the latest commit of
# a branch (default s23c), exported with `git archive` into /tmp/rt3_<branch> and run as a black
# box (its code is never read). Prints both tables. Then read OUT/*/review_new.md and record
# verdicts with judge_add.py; rerun this script to apply them.
# Usage: tools/summary_redteam/fresh3/run_final.sh [BRANCH=s23c] [OUT=/tmp/rt3/final]
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
BR=${1:-s23c}
OUT=${2:-/tmp/rt3/final}
C=$(git -C /work/main rev-parse --short "$BR")
M=$(git -C /work/main rev-parse --short HEAD)
SRC=/tmp/rt3_$BR
rm -rf "$SRC" && mkdir -p "$SRC"
git -C /work/main archive "$BR" | tar -x -C "$SRC"
[ -d "$SRC/agon_kernels" ] || ln -sfn kernels "$SRC/agon_kernels"  # commits before the rename had kernels/
ln -sfn ../configs "$SRC/agon_mcore/configs"
mkdir -p "$OUT"
for set in dev heldout; do
  f="$HERE/$set.jsonl"
  (cd /work/main && PYTHONPATH=/work/main OMP_NUM_THREADS=1 nice -n 15 python "$HERE/run.py" "$f" "$OUT/${set}_main" --label "$set-main" >/dev/null)
  (cd "$SRC" && PYTHONPATH="$SRC" OMP_NUM_THREADS=1 nice -n 15 python "$HERE/run.py" "$f" "$OUT/${set}_$BR" --label "$set-$BR" --commit "$BR@$C" >/dev/null)
done
args=("dev-main=$OUT/dev_main" "dev-$BR=$OUT/dev_$BR" "heldout-main=$OUT/heldout_main" "heldout-$BR=$OUT/heldout_$BR")
python "$HERE/table.py" "${args[@]}" --rows
echo
python "$HERE/table.py" "${args[@]}" --by-kind
for d in "$OUT"/*/; do python -c "import json,sys; c=json.load(open('$d/counts.json')); print(c['label'], c['code_commit'], 'unreviewed:', len(c['unreviewed']), ' '.join(c['unreviewed']))"; done
echo "main=$M $BR=$C"
