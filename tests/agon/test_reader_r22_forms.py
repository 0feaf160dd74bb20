"""Four kinds the fresh21 set found, each fixed where the kind lives, not per form:

* rendered characters: the summarizer reads the draft as it renders (``answer_forms.canon.rendered``), so an
  invisible character or a digit of another script inside a number reaches no rule (fresh21 j34);
* outward interval brackets (ISO 80000-2: ``]3, 4]`` = ``(3, 4]``; ``;`` as the separator) are intervals (j22);
* a pair of roots stated as rounded decimals, in either order, states a ``\\pm`` / two-element set answer; a
  vector whose entries include them does not (j20; fresh4 h25);
* a closed form that is the value's own form or a name of it (``1 + \\sqrt{19}``, ``e^{i\\pi}``) states the value;
  arithmetic still to do (``36 - 19``, ``\\frac{-(-6)}{5}``, ``\\frac{2 + \\sqrt{76}}{2}``) stays work (j17).
"""
import json
from pathlib import Path

import pytest

from agon_mcore.agon.answer_forms import latex_value
from agon_mcore.agon.answer_forms.canon import rendered
from agon_mcore.agon.answer_forms.formulas import _reducible
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

from ._checks import hidden_and_kept

_SETS = Path(__file__).resolve().parents[2] / "tools" / "summary_redteam"


def _row(set_name, case_id):
    return next(json.loads(line) for line in open(_SETS / set_name / "heldout.jsonl") if json.loads(line)["id"] == case_id)


@pytest.mark.parametrize("text,out", [
    ("1\u200b7 and 2\u00ad0", "17 and 20"),
    ("\u0661\u0667 apples", "17 apples"),  # Arabic-Indic digits
    ("\uff11\uff17 = x\u00b2", "17 = x\u00b2"),  # fullwidth digits; a superscript stays
    ("plain ascii 17", "plain ascii 17"),
    ("\u2060\ufeffx = 5", "x = 5"),
])
def test_rendered(text, out):
    assert rendered(text) == out


@pytest.mark.parametrize("case_id", ["j34", "j22", "j20", "j17"])
def test_fresh21_cases_hidden(case_id):
    row = _row("fresh21", case_id)
    out = summarize_draft(row["draft"], domain="math", problem=row["problem"])
    assert not answer_readable(out.text, row["answer"], "math", problem=row["problem"]), out.text
    for k in row.get("must_stay", []):
        assert k in out.text, (k, out.text)


def test_invisible_character_in_a_check():
    hidden_and_kept(
        "A number $x$ is added to 12 and 15; the mean of the three is 16. Find $x$.",
        "The three add to $3 \\times 16 = 48$, and $12 + 15 = 27$, so $x = 48 - 27$.\n\n"
        "Check: (12 + 15 + 2\u00ad1)/3 = 48/3 = 16 \u2713\n\n\\boxed{21}",
        "21", ["$3 \\times 16 = 48$", "$12 + 15 = 27$"])


def test_other_script_digits_in_a_restatement():
    text = hidden_and_kept(
        "Tom has 9 marbles and buys 14 more. How many does he have?",
        "He has $9 + 14$ marbles. That is \u0662\u0663 marbles in all.\n\n\\boxed{23}",
        "23", ["$9 + 14$"])
    assert "\u0662\u0663" not in text


@pytest.mark.parametrize("text,answer,readable", [
    ("so $\\lambda \\in \\left]3, 4\\right]$", "(3,4]", True),
    ("so $x \\in [0, 2[$ as claimed", "[0,2)", True),
    ("so $x\\in ]3;4]$", "(3,4]", True),
    ("the set $\\{1;2\\}$", "\\{1,2\\}", True),
    ("so $x \\in (3,\\;4]$", "(3,4]", True),
    ("$f[x] + 3, g[y]$", "(3,4]", False),
    ("so $x \\in [1, 2[$", "(0,2)", False),
])
def test_outward_interval_brackets(text, answer, readable):
    assert answer_readable(text, answer, "math") is readable


@pytest.mark.parametrize("text,answer,readable", [
    ("the roots are $x \\approx 5.359$ and $x \\approx -3.359$.", "1 \\pm \\sqrt{19}", True),
    ("the roots are -3.359 and 5.359.", "1 \\pm \\sqrt{19}", True),
    ("numerically $t \\approx 0.268$ or $t \\approx 3.732$.", "2 \\pm \\sqrt{3}", True),
    ("$x = 1+\\sqrt{19}$ and $x = 1-\\sqrt{19}$", "1 \\pm \\sqrt{19}", True),
    ("The vectors $x = (1, 1, 0, 0, \\ldots)$ and $y = (1, -1, 0, 0, \\ldots)$ work.", "\\{-1, 1\\}", False),
    ("the roots are 5.4 and -3.4.", "1 \\pm \\sqrt{19}", True),  # one place rounds an irrational value
    ("the roots are 5.3 and -3.3.", "1 \\pm \\sqrt{19}", False),  # no rounding of either
])
def test_root_pairs_as_values(text, answer, readable):
    assert answer_readable(text, answer, "math") is readable


@pytest.mark.parametrize("written,arithmetic", [
    ("36-19", True), ("3 \\cdot 2^7", True), ("\\sqrt{16}", True), ("\\frac{-(-6)}{5}", True),
    ("3 \\div 20", True), ("\\frac{2+\\sqrt{76}}{2}", True), ("4\\sqrt{2}+2\\sqrt{2}", True),
    ("\\frac{(3-\\sqrt5)(3+\\sqrt5)}{32}", True),
    ("1+\\sqrt{19}", False), ("\\frac{1+\\sqrt5}{2}", False), ("2\\sqrt{3}-1", False), ("e^{i\\pi}", False),
])
def test_arithmetic_or_closed_form(written, arithmetic):
    assert _reducible(written, latex_value(written)) is arithmetic


@pytest.mark.parametrize("text,answer,readable", [
    ("Cute: it's $e^{i\\pi}$, the same value Euler's identity gives.", "-1", True),
    ("That is just $e^{\\ln 7}$ in disguise.", "7", True),
    ("The known numbers add to 19, so $x = 36 - 19$.", "17", False),
    ("Here $p = 5$ and $q = -6$, so $a + b + c = \\frac{-(-6)}{5}$.", "\\frac{6}{5}", False),
])
def test_names_and_arithmetic_in_text(text, answer, readable):
    assert answer_readable(text, answer, "math") is readable


def test_vector_entries_stay():
    """A vector whose entries are the answer's elements among others is work (fresh20 g33's shape)."""
    text = hidden_and_kept(
        "Find the eigenvalues of the shift-swap operator $T$ on $\\ell^2$.",
        "Both roots of $\\lambda^2 = 1$ occur: the vectors $x = (1, 1, 0, 0, \\ldots)$ and $y = (1, -1, 0, 0, \\ldots)$ "
        "satisfy $Tx = x$ and $Ty = -y$.\n\nSo the eigenvalues are $\\pm 1$.\n\n\\boxed{\\{-1, 1\\}}",
        "\\{-1, 1\\}", [])
    assert "y = (1, -1, 0, 0, \\ldots)" in text
