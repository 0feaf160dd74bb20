"""fresh58 problems: the kit's one copy (``kit/problems.py``, read at build time from /work/shared/data)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "kit"))

from problems import DATA, aime, cc, dm, gsm, he, m500  # noqa: E402,F401 (the set's build scripts import these names)
