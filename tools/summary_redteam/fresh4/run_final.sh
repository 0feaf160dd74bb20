#!/usr/bin/env bash
# Both fresh4 sets on main (/work/main) and on a branch's worktree (default /work/wt/summ23), with the shared
# kit/run_final.sh (tables, and the summaries that differ from main's to read).
# Usage: tools/summary_redteam/fresh4/run_final.sh [BRANCH_DIR=/work/wt/summ23] [NAME=summ23] [OUT=/tmp/rt4/f4]
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
exec "$HERE/../kit/run_final.sh" "$HERE" "${1:-/work/wt/summ23}" "${2:-summ23}" "${3:-/tmp/rt4/f4}" 10
