"""fresh3's case helpers: the shared kit's (tools/summary_redteam/kit/casekit.py), strict checks on."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from kit.casekit import case, last_boxed, last_python_block, write  # noqa: E402,F401
