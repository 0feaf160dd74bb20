#!/usr/bin/env bash
# fresh6's held-out set on three code versions: main (/work/main), summ5 (a `git archive` of
# the branch summ5 at 4b95ec9 in /tmp/rt6/summ5, made here when missing) and summ6 (a worktree,
# default /work/wt/summ6). Each is imported as a black box. Prints the three-way tables and,
# per branch, the cases whose summary differs from main's and still lacks a verdict (read those,
# record verdicts with kit/judge_add.py, rerun).
# Usage: tools/summary_redteam/fresh6/run_final.sh [SUMM6_DIR=/work/wt/summ6] [OUT=/tmp/rt6/f6] [SUMM5_REF=4b95ec9]
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
KIT=$(cd "$HERE/../kit" && pwd)
S6=${1:-/work/wt/summ6}
OUT=${2:-/tmp/rt6/f6}
S5REF=${3:-4b95ec9}
S5=/tmp/rt6/summ5
mkdir -p "$OUT"
if [ ! -d "$S5/agon_mcore" ]; then
  mkdir -p "$S5" && git -C /work/main archive "$S5REF" | tar -x -C "$S5"
  (cd "$S5" && ln -sfn kernels agon_kernels && ln -sfn ../configs agon_mcore/configs)
fi
run() {  # DIR NAME [--commit C]
  local dir=$1 name=$2; shift 2
  (cd "$dir" && PYTHONPATH="$dir" OMP_NUM_THREADS=1 nice -n 15 python "$KIT/run.py" "$HERE" heldout "$OUT/heldout_$name" --label "heldout-$name" "$@" >/dev/null)
}
run /work/main main
run "$S5" summ5 --commit "$(git -C /work/main rev-parse --short "$S5REF")"
run "$S6" summ6
args=("heldout-main=$OUT/heldout_main" "heldout-summ5=$OUT/heldout_summ5" "heldout-summ6=$OUT/heldout_summ6")
python "$KIT/table.py" "${args[@]}" --rows
echo
python "$KIT/table.py" "${args[@]}"
for name in summ5 summ6; do
  python "$KIT/changed.py" "$OUT/heldout_main" "$OUT/heldout_$name" --only-unreviewed > "$OUT/heldout_${name}_changed.md"
  echo "$name: $(tail -1 "$OUT/heldout_${name}_changed.md")"
done
for d in "$OUT"/*/; do python -c "import json; c=json.load(open('$d/counts.json')); print(c['label'], c['code_commit'], 'unreviewed:', len(c['unreviewed']), ' '.join(c['unreviewed']))"; done
echo "main=$(git -C /work/main rev-parse --short HEAD) summ5=$S5REF summ6=$(git -C "$S6" rev-parse --short HEAD)"
