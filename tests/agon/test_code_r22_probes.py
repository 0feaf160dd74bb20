"""Code work that a real draft writes and the code summary hid (fresh22 fq02, fq04, fq05; fresh19 lq03), each kind
fixed where it lives:

* a property assertion (``assert f(<test data>)``, ``assert not f(...)``) is a test line, like a test on literals
  (``agon.code_data.is_test_line``);
* one of several returned expressions that only compares a name with a literal is a base case, not the program
  (``answer_forms.code.return_expressions``): "`x == 1` is `n ** 0`" stays;
* a sentence's full stop after a name is no attribute access, and a bracketed reason ("(because y < x)") is no
  call's arguments (``agon.code_summary.is_code_text``).
"""
import json
from pathlib import Path

import pytest

from agon_mcore.agon.answer_forms import return_expressions
from agon_mcore.agon.code_data import is_test_line
from agon_mcore.agon.code_summary import is_code_text
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_SETS = Path(__file__).resolve().parents[2] / "tools" / "summary_redteam"
_PROGRAM = "def check(d):\n    if not d:\n        return False\n    return all(k.islower() for k in d)\n"


@pytest.mark.parametrize("set_name,case_id", [("fresh22", "fq02"), ("fresh22", "fq04"), ("fresh22", "fq05"),
                                              ("fresh19", "lq03")])
def test_probe_kept(set_name, case_id):
    row = next(json.loads(x) for x in open(_SETS / set_name / "heldout.jsonl") if json.loads(x)["id"] == case_id)
    out = summarize_draft(row["draft"], problem=row["problem"])
    for k in row["must_stay"]:
        assert k in out.text, (k, out.text)
    assert not answer_readable(out.text, row["answer"], "code", problem=row["problem"])


@pytest.mark.parametrize("line,test", [
    ("assert check(d)", True),
    ("assert not check({k: v for k, v in d.items() if k})", True),
    ("assert check(d), 'lower keys'", True),
    ("assert helper(d)", False),  # not a function of the graded program
    ("assert check(check(d))", False),
    ("assert all(k.islower() for k in d)", False),  # the program's own expression, no call of it
])
def test_property_assertions(line, test):
    assert is_test_line(line, _PROGRAM) is test


@pytest.mark.parametrize("program,expected", [
    ("def f(x, n):\n    if n == 1:\n        return x == 1\n    p = 1\n    while p < x:\n        p *= n\n    return p == x\n",
     ["p == x"]),
    ("def even(n):\n    return n % 2 == 0\n", ["n % 2 == 0"]),
    ("def f(n):\n    return n == 0\n", ["n == 0"]),  # the only return: the program itself
])
def test_base_case_returns(program, expected):
    assert return_expressions(program) == expected


@pytest.mark.parametrize("text,code", [
    ("Then n mod x = y mod x = y (because y < x), and y mod n = y (because y < n). Equal.", False),
    ("Then a mod b = b (since b < a).", False),
    ("y mod n = y.", False),
    ("x = s.split()", True),
    ("best = max(best, cur)", True),
    ("n = y (x + 1)", True),
])
def test_prose_relations_are_no_statements(text, code):
    assert is_code_text(text) is code


def test_base_case_in_prose_stays():
    draft = ("Special cases first: for `k == 0` the answer is `n == 0`, since only 0 has no digits left.\n\n"
             "```python\ndef f(n, k):\n    if k == 0:\n        return n == 0\n    total = 0\n    while n:\n"
             "        total += n % 10\n        n //= 10\n    return total % k == 0\n```\n")
    out = summarize_draft(draft, problem="Write f(n, k): is the digit sum of n divisible by k?")
    assert "`n == 0`" in out.text and "total % k == 0" not in out.text
