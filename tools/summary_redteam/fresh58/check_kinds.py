"""Check fresh58's kinds: every case kind is in kinds.py, none repeats a fresh9-fresh57 kind name,
and the issue's own example strings are not reused verbatim in drafts, leak forms or must-stay strings."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))
from kinds_check import check_set  # noqa: E402 (the kit's one copy of the check)

EARLIER = ("fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15", "fresh16", "fresh17",
           "fresh18", "fresh19", "fresh20", "fresh21", "fresh22", "fresh23",
           "fresh24", "fresh25", "fresh26", "fresh27", "fresh28", "fresh29", "fresh30", "fresh31", "fresh32", "fresh33", "fresh34", "fresh35", "fresh36", "fresh37", "fresh38", "fresh39", "fresh40", "fresh41", "fresh42", "fresh43", "fresh44", "fresh45", "fresh46", "fresh47", "fresh48", "fresh49", "fresh50", "fresh51", "fresh52", "fresh53", "fresh54", "fresh55", "fresh56", "fresh57")


def check(cases):
    """Raise ValueError on a kind not in kinds.py, a reused kind name, or an issue example string reused."""
    return check_set("fresh58", EARLIER, cases)
