"""A result slot whose clause ends in arithmetic still to do keeps it (``unevaluated.pending_arithmetic``): the clause
names the final operation, not its result ("so the total time is 11 × 4 hours", fresh22 f08; "the intersection is
the list without 2: $10 - 1$", fp09). A fraction is a value's notation and a hyphen between digits a record or a
range: those are no arithmetic still to do, and a clause that names the answer ("the answer is 40 + 2") is none."""
import json
from fractions import Fraction
from pathlib import Path

import pytest

from agon_mcore.agon.unevaluated import pending_arithmetic

from ._checks import hidden_and_kept

_SETS = Path(__file__).resolve().parents[2] / "tools" / "summary_redteam"


@pytest.mark.parametrize("content,known,pending", [
    ("the total time is 11 × 4 hours", [], True),
    ("the intersection is the list without 2: $10 - 1$", [Fraction(2)], True),
    ("the area is \\frac12\\cdot 6\\cdot 4 square units", [], True),
    ("the favourable outcomes number $36 - 25$", [], True),
    ("the list without 7: $10 - 1$", [], False),  # a value the reader does not have stands before it
    ("they finished with a 15-7 record", [], False),
    ("9/20 = 45/100", [], False),
    ("\\frac{8}{84}", [], False),
    ("the answer is 40 + 2", [], False),
    ("it is 44 hours", [], False),
])
def test_pending_arithmetic(content, known, pending):
    assert pending_arithmetic(content, known) is pending


@pytest.mark.parametrize("case_id", ["f08", "fp09"])
def test_fresh22_pending_clause_stays(case_id):
    row = next(json.loads(x) for x in open(_SETS / "fresh22" / "heldout.jsonl") if json.loads(x)["id"] == case_id)
    text = hidden_and_kept(row["problem"], row["draft"], row["answer"], row["must_stay"])
    assert all(k in text for k in row["must_stay"]) and "[hidden" in text


def test_pending_cost_stays():
    text = hidden_and_kept(
        "A pen costs $3 and a notebook costs $4. Sam buys 5 pens and 2 notebooks. How much does he spend?",
        "Pens: 5 × 3 = 15 dollars. Notebooks: 2 × 4 = 8 dollars.\n\nSo altogether he spends 15 + 8 dollars.\n\n\\boxed{23}",
        "23", ["he spends 15 + 8"])
    assert "he spends 15 + 8" in text and "23" not in text


def test_pending_difference_stays():
    text = hidden_and_kept(
        "Two dice are rolled. In how many of the 36 outcomes does at least one die show a 5?",
        "Neither die shows a 5 in $5 \\times 5 = 25$ of the 36 outcomes.\n\nSo the favourable outcomes number $36 - 25$.\n\n"
        "\\boxed{11}", "11", ["$36 - 25$"])
    assert "favourable outcomes number $36 - 25$" in text and "11" not in text


def test_a_record_is_no_arithmetic():
    text = hidden_and_kept(
        "A team played 22 games and won 8 more than it lost. How many games did it win?",
        "Let $L$ be losses, so wins are $L + 8$.\n\n$$L + (L + 8) = 22 \\implies 2L = 14 \\implies L = 7.$$\n\n"
        "So they finished with a 15-7 record.\n\n\\boxed{15}", "15", ["2L = 14"])
    assert "15-7" not in text
