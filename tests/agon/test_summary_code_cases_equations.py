"""Code drafts: rows of a table of test cases are data, and an equation a sentence states in math notation is prose
(agon.code_data._case_row, agon.inline_program.plain_program_spans); the graded program stays hidden."""
import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

SET = Path(__file__).resolve().parents[2] / "tools" / "summary_redteam" / "fresh21" / "heldout.jsonl"


@pytest.mark.parametrize("case_id", ["jq01", "jq02"])
def test_fresh21_code_probes_keep_their_work(case_id):
    row = next(json.loads(line) for line in open(SET) if json.loads(line)["id"] == case_id)
    out = summarize_draft(row["draft"], domain="code", problem=row["problem"])
    for keep in row["must_stay"]:
        assert keep in out.text
    assert not answer_readable(out.text, row["answer"], "code", problem=row["problem"])


PARAMETRIZE = '''Tests first:

```python
import pytest


@pytest.mark.parametrize("xs, expected", [
    ([3, 1, 2], 2),
    ([5, 5], 0),
    ([-4, 10, 7], 14),
])
def test_spread(xs, expected):
    assert spread(xs) == expected
```

Implementation:

```python
def spread(xs):
    return max(xs) - min(xs)
```'''


def test_parametrize_rows_and_test_function_stay_program_hidden():
    """A test module is tests: its rows, its import and decorator, the test function and its assert on the graded
    function stay (fresh23 bq06: the body was hidden as program text before); the implementation goes."""
    out = summarize_draft(PARAMETRIZE, domain="code", problem="def spread(xs):\n    \"\"\"max minus min\"\"\"")
    assert "    ([3, 1, 2], 2)," in out.text and "    ([-4, 10, 7], 14)," in out.text
    assert "def test_spread(xs, expected):" in out.text and "    assert spread(xs) == expected" in out.text
    assert "@pytest.mark.parametrize" in out.text and "max(xs) - min(xs)" not in out.text


EARLIER_TABLE = '''A first version used a lookup table:

```python
def small(n):
    table = [
        (0, 1),
        (1, 1),
    ]
    return dict(table)[n]
```

Final:

```python
def small(n):
    return 1 if n < 2 else n * small(n - 1)
```'''


def test_rows_inside_a_definition_are_program():
    out = summarize_draft(EARLIER_TABLE, domain="code", problem="def small(n):")
    assert "(0, 1)," not in out.text and "dict(table)" not in out.text


@pytest.mark.parametrize("draft,problem,kept,gone", [
    # an equation in prose whose left side is no piece of the program: math, stays
    ("Termination: n shrinks each call; when n == 1, fact(1) = 1 ends it.\n\n```python\ndef fact(n):\n"
     "    return 1 if n <= 1 else n * fact(n - 1)\n```", "def fact(n):", "when n == 1, fact(1) = 1", None),
    ("Correctness: for the empty list, longest([]) = 0 as required.\n\n```python\ndef longest(xs):\n"
     "    best = cur = 0\n    for i, x in enumerate(xs):\n        cur = cur + 1 if i and x > xs[i - 1] else 1\n"
     "        best = max(best, cur)\n    return best\n```", "def longest(xs):", "longest([]) = 0", None),
    ("Base case: if k == 0, choose(n, 0) = 1 for every n.\n\n```python\ndef choose(n, k):\n"
     "    return 1 if k == 0 or k == n else choose(n - 1, k - 1) + choose(n - 1, k)\n```", "def choose(n, k):",
     None, "k == 0, choose(n, 0)"),  # "k == 0" is the program's own text
    # the left side quotes the program: hidden as before
    ("We loop: when n % 2 == 0, n // 2 = next value.\n\n```python\ndef collatz_next(n):\n"
     "    return n // 2 if n % 2 == 0 else 3 * n + 1\n```", "def collatz_next(n):", None, "n % 2 == 0, n // 2"),
])
def test_equation_in_prose(draft, problem, kept, gone):
    out = summarize_draft(draft, domain="code", problem=problem)
    if kept:
        assert kept in out.text
    if gone:
        assert gone not in out.text
    assert "```python\n# [hidden: the final code]\n```" in out.text
