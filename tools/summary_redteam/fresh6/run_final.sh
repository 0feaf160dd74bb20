#!/usr/bin/env bash
# fresh6's held-out set on three code versions: main before summ5's merge (a `git archive` of
# f99ba39 in /tmp/rt6/main_<ref>), summ5 (a `git archive` of the branch summ5 at 4b95ec9 in
# /tmp/rt6/summ5), both made here when missing, and summ6 (a worktree, default /work/wt/summ6).
# Main's current HEAD (/work/main) is run too (heldout_mainhead): after summ5's merge it should
# give summ5's summaries. Each is imported as a black box. Prints the three-way tables and,
# per branch, the cases whose summary differs from main's and still lacks a verdict (read those,
# record verdicts with kit/judge_add.py, rerun).
# Usage: tools/summary_redteam/fresh6/run_final.sh [SUMM6_DIR=/work/wt/summ6] [OUT=/tmp/rt6/f6] [SUMM5_REF=4b95ec9] [MAIN_REF=f99ba39]
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
KIT=$(cd "$HERE/../kit" && pwd)
S6=${1:-/work/wt/summ6}
OUT=${2:-/tmp/rt6/f6}
S5REF=${3:-4b95ec9}
MREF=${4:-f99ba39}
S5=/tmp/rt6/summ5
M0=/tmp/rt6/main_$MREF
mkdir -p "$OUT"
archive() {  # REF DIR: a worktree-free copy of a commit
  if [ ! -d "$2/agon_mcore" ]; then
    mkdir -p "$2" && git -C /work/main archive "$1" | tar -x -C "$2"
    (cd "$2" && { [ -d agon_kernels ] || ln -sfn kernels agon_kernels; } && ln -sfn ../configs agon_mcore/configs)
  fi
}
archive "$S5REF" "$S5"
archive "$MREF" "$M0"
run() {  # DIR NAME [--commit C]
  local dir=$1 name=$2; shift 2
  (cd "$dir" && PYTHONPATH="$dir" OMP_NUM_THREADS=1 nice -n 15 python "$KIT/run.py" "$HERE" heldout "$OUT/heldout_$name" --label "heldout-$name" "$@" >/dev/null)
}
run "$M0" main --commit "$(git -C /work/main rev-parse --short "$MREF")"
run /work/main mainhead
run "$S5" summ5 --commit "$(git -C /work/main rev-parse --short "$S5REF")"
run "$S6" summ6
args=("heldout-main=$OUT/heldout_main" "heldout-summ5=$OUT/heldout_summ5" "heldout-summ6=$OUT/heldout_summ6")
python "$KIT/table.py" "${args[@]}" --rows
echo
python "$KIT/table.py" "${args[@]}"
for name in mainhead summ5 summ6; do
  python "$KIT/changed.py" "$OUT/heldout_main" "$OUT/heldout_$name" --only-unreviewed > "$OUT/heldout_${name}_changed.md"
  echo "$name: $(tail -1 "$OUT/heldout_${name}_changed.md")"
done
for d in "$OUT"/*/; do python -c "import json; c=json.load(open('$d/counts.json')); print(c['label'], c['code_commit'], 'unreviewed:', len(c['unreviewed']), ' '.join(c['unreviewed']))"; done
echo "main=$MREF mainhead=$(git -C /work/main rev-parse --short HEAD) summ5=$S5REF summ6=$(git -C "$S6" rev-parse --short HEAD)"
