"""The example strings the summary issue's list of kinds gives, written out once so that a red-team set's kind
check (``fresh11/check_kinds.py``, ``fresh12/check_kinds.py``) can refuse cases that reuse them verbatim: a new set
must attack with inputs of its own, not the issue's examples. Variants a set's check matched as written are kept."""
ISSUE_EXAMPLES = [
    "three quarters of the tiles", "twelve", "a dozen", "the fourth", "fivefold", "infinitely many",
    "no such number", "the unique solution", "impossible", "⅔", "x²", "五", "0.1(6)", "0.1666...", "0.1666", "1.2e3",
    "1.2×10³", "0x1F", "1011₂", "1 1/2", "40% for 0.4", "(40% for 0.4)", "2.236", "sqrt(5)", "5^(1/2)",
    "x is 3 and y is -1", "pick C", "option C is the only one left", r"\cfrac", r"{3 \over 4}", r"\tfrac34",
    r"12\,000", "x = ±2", "b = -5",
]
