#!/usr/bin/env bash
# fresh8's two splits (heldout, adaptive) on main and on other checkouts: kit/run_splits.sh with this set.
# Usage: tools/summary_redteam/fresh8/run_final.sh OUT NAME=DIR [NAME=DIR ...]
exec "$(dirname "$0")/../kit/run_splits.sh" "$(dirname "$0")" "$@"
