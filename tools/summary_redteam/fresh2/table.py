"""fresh2's table: the shared kit's (tools/summary_redteam/kit/table.py)
(no kinds.py: no issue/further split). Usage: python table.py NAME=OUT_DIR [...] [--by-kind] [--rows]"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from kit.table import main  # noqa: E402

if __name__ == "__main__":
    main(sys.argv[1:])
