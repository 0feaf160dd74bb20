"""A coefficient glued to LaTeX's ``\\pi`` is one value for the plain-text reader (answer_forms.formulas): the pi of
``\\frac{2\\pi}{3}`` or ``2\\pi`` is a factor of another quantity, not the answer pi (fresh21 j09's period)."""
import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


@pytest.mark.parametrize("text,answer,readable", [
    ("The graph repeats every $\\frac{2\\pi}{3}$, so $b = 3$.", "\\pi", False),
    ("the period is 2\\pi, twice the half turn", "\\pi", False),
    ("the period is 2\\pi", "2\\pi", True),
    ("the period is $2\\pi$", "2\\pi", True),
    ("so c = \\pi here", "\\pi", True),
    ("the angle is 3 pi / 4", "\\frac{3\\pi}{4}", True),
    ("c = 2\\pi/3", "2\\pi", False),
])
def test_pi_with_a_coefficient(text, answer, readable):
    assert answer_readable(text, answer, "math") is readable


def test_fresh21_j09_period_stays():
    path = Path(__file__).resolve().parents[2] / "tools" / "summary_redteam" / "fresh21" / "heldout.jsonl"
    row = next(json.loads(line) for line in open(path) if json.loads(line)["id"] == "j09")
    out = summarize_draft(row["draft"], domain="math", problem=row["problem"])
    assert "$\\frac{2\\pi}{3}$" in out.text and "\\boxed{\\pi}" not in out.text
