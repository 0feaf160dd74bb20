#!/usr/bin/env bash
# Both fresh5 sets on main (/work/main) and on a branch's worktree (default /work/wt/summ5), with the shared
# kit/run_final.sh (tables, and the summaries that differ from main's to read).
# Usage: tools/summary_redteam/fresh5/run_final.sh [BRANCH_DIR=/work/wt/summ5] [NAME=summ5] [OUT=/tmp/rt5/f5]
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
exec "$HERE/../kit/run_final.sh" "$HERE" "${1:-/work/wt/summ5}" "${2:-summ5}" "${3:-/tmp/rt5/f5}" 15
