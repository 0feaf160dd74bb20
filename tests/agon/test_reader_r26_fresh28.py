"""fresh28's kinds, closed by kind (set: tools/summary_redteam/fresh28), with inputs of our own for each.

* after the box, a unit that opens as a restatement ("So the limsup is ...", "Equivalently: ...", "(In EE notation,
  ...", "Values: ...") or gives the answer in another unit ("Working in cents: ... = 24,500¢") and is no check
  restates the answer, work or not (``agon.closing_remarks``); checks and another part's work (under a heading, "for
  part (b)") stay;
* TeX grouping braces around a formula (``${\\color{white} r = 2\\sqrt{2}}$``, ``${2\\sqrt2}$``) print nothing: the
  body is read inside them (``answer_forms.formulas.math_spans``, ``answer_forms.values.latex_value``);
* LaTeX in prose without delimiters ("so r = 2\\sqrt{2}.") is read as math (``formulas.bare_latex_spans``);
* over-hiding: the right side of an equation in an unknown (``\\lambda^2 + \\lambda + 1 = 0``) is a condition, not a
  result (``agon.value_kind.condition_equation``); ``h \\equiv 0`` of a bare function name is an identity.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.answer_forms.formulas import bare_latex_spans
from agon_mcore.agon.answer_forms.values import latex_value
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft
from agon_mcore.agon.value_kind import condition_equation, function_identity

_SET = Path(__file__).parents[2] / "tools" / "summary_redteam" / "fresh28" / "heldout.jsonl"
_ROWS = {r["id"]: r for r in map(json.loads, _SET.open())}
CONCL = "[hidden: the conclusion and final answer]"


def _summ(d: str, p: str) -> str:
    return summarize_draft(d, domain="math", problem=p).text


@pytest.mark.parametrize("cid,gone", [
    ("yy07", "24,500¢"),
    ("yy14", "|A_n|/|S_n|"),
    ("yy16", "j\\pi"),
    ("yy23", "95\\%"),
    ("yy30", "9y^2"),
    ("yy32", "1, 2, 3, 4"),
    ("yy34", "2\\sqrt{2}"),
])
def test_fresh28_leaks_hidden(cid, gone):
    r = _ROWS[cid]
    text = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text
    for form in r["leak_forms"]:
        assert form not in text, (cid, form, text)
    assert gone not in text, text


@pytest.mark.parametrize("cid,kept", [
    ("yyp04", "\\lambda^2 + \\lambda + 1 = 0"),  # a condition on lambda, not the count 0
    ("yyp19", "h \\equiv 0"),  # the identity theorem's zero function
])
def test_fresh28_probes_keep_their_work(cid, kept):
    r = _ROWS[cid]
    text = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text
    assert kept in text, text


# --- after the box: restatements go, checks and another part's work stay

@pytest.mark.parametrize("problem,draft,gone", [
    ("A fair coin is tossed twice. What is the probability that exactly one toss is heads?",
     "The outcomes HH, HT, TH, TT are equally likely; two of them have exactly one head: $2/4$.\n\n"
     "$\\boxed{\\frac{1}{2}}$\n\nSo the chance is the same as a single fair coin landing heads.",
     "single fair coin"),
    ("A square has side 3. Find its area.",
     "The area of a square is the side squared: $3 \\cdot 3$.\n\n$\\boxed{9}$\n\n"
     "Equivalently, the area is the number of unit squares in a 3 by 3 grid.",
     "unit squares"),
    ("A movie runs from 7:00 to 8:30. How many hours long is it?",
     "From 7:00 to 8:00 is 1 hour, and from 8:00 to 8:30 is another half hour: $1 + 0.5$.\n\n$\\boxed{1.5}$\n\n"
     "(Counting in minutes instead: 60 + 30 = 90 minutes.)",
     "90 minutes"),
    ("A book costs $12.50 and a pen $3.25. What do both cost, in dollars?",
     "Add the prices: $12.50 + 3.25$.\n\n$\\boxed{15.75}$\n\nIn cents that is 1250 + 325 = 1575 cents.",
     "1575"),
])
def test_restatement_after_the_box_is_hidden(problem, draft, gone):
    text = _summ(draft, problem)
    assert gone not in text and text.rstrip().endswith(CONCL), text


@pytest.mark.parametrize("cid,gone", [
    ("f33", "Leibniz series"),  # fresh22: "Fun fact: that is exactly the sum of the Leibniz series ..."
    ("a01", "same height as the first child"),  # fresh24: "Funny how it works out: ... so the youngest is exactly 6 feet"
])
def test_older_sets_after_the_box_remarks_hidden(cid, gone):
    setname = {"f33": "fresh22", "a01": "fresh24"}[cid]
    rows = {r["id"]: r for r in map(json.loads, (_SET.parents[1] / setname / "heldout.jsonl").open())}
    r = rows[cid]
    text = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text
    assert gone not in text, text


def test_limit_itself_remark_hidden():
    text = _summ("Substituting, $\\ln L = \\lim 4\\cdot\\frac14\\ln\\frac{8a}{2a}$.\n\n$\\boxed{4}$\n\n"
                 "(The limit itself is $2\\ln 2 \\approx 1.386$.)", "Find $n$ with $\\ln n = L$.")
    assert "1.386" not in text and "2\\ln 2" not in text


def test_work_of_another_part_after_the_box_stays():
    # no restatement lead, no value in another unit: another quantity, kept (as before)
    text = _summ("Subtract 3: $2x = 8$, so $x = 8 / 2$.\n\n$\\boxed{4}$\n\nThe same $x$ also gives $x^2 = 16$ for part (b).",
                 "Solve $2x + 3 = 11$.")
    assert "$x^2 = 16$" in text
    text = _summ("The legs are 3 and 4, so the hypotenuse is $\\sqrt{9 + 16}$.\n\n\\boxed{5}\n\n### Area\n\n"
                 "So the area is $\\frac12 \\cdot 3 \\cdot 4 = 6$, another quantity.",
                 "A right triangle has legs 3 and 4. Find its hypotenuse.")
    assert "\\frac12 \\cdot 3 \\cdot 4 = 6" in text  # a heading opens another part: its "So" is no restatement


# --- grouping braces and LaTeX without delimiters

@pytest.mark.parametrize("text,answer,read", [
    ("${\\color{white} r = 2\\sqrt{2}}$", "2\\sqrt{2}", True),
    ("${2\\sqrt{2}}$", "2\\sqrt{2}", True),
    ("${ {x = 7} }$ in the end", "7", True),
    ("${1, 2, 3}$", "\\{1, 2, 3\\}", True),
    ("${2\\sqrt{3}}$", "2\\sqrt{2}", False),
    ("so r = 2\\sqrt{2}.", "2\\sqrt{2}", True),
    ("about \\frac{\\pi}{4} of the square", "\\frac{\\pi}{4}", True),
    ("and then 3\\pi overall", "3\\pi", True),
    ("so r = 2\\sqrt{3}.", "2\\sqrt{2}", False),
])
def test_groups_and_bare_latex_are_read(text, answer, read):
    assert answer_readable(text, answer, "math") is read


def test_group_braces_parse_as_their_body_and_a_comma_group_stays_a_set():
    assert str(latex_value("{2\\sqrt{2}}")) == "2*sqrt(2)"
    assert str(latex_value("{ {x = 3} }")) == "Eq(x, 3)"
    assert latex_value("{1, 2, 3}") == latex_value("\\{1, 2, 3\\}")


def test_bare_latex_runs_are_whole_terms_outside_formulas():
    spans = lambda t: [t[a:b] for a, b in bare_latex_spans(t)]  # noqa: E731
    assert spans("so r = 2\\sqrt{2}.") == ["2\\sqrt{2}"]
    assert spans("gives 3\\sqrt{2} + 1 and") == []  # an operand: the plain readers decide
    assert spans("total = 10 \\cdot \\frac{3}{2} = 15") == []  # a digit fraction is a number already
    assert spans("$$d = 50 \\cdot \\frac{9}{4} =") == []  # a piece cut out of a formula is math already
    assert spans("$x$ and $\\sqrt{2}$ only") == []


# --- equations in an unknown and identities

@pytest.mark.parametrize("text,cond", [
    ("needs $\\lambda^2 + \\lambda + 1 = 0", True),
    ("satisfies $x_{n+2} + x_{n+1} + x_n = 0", True),
    ("so $2x - 6 = 0", True),
    ("so the sum is $3 - 3 = 0", False),  # a computation: its result
    ("$\\lim_{x\\to 0} x^2 + 1 = 1", False),  # a limit is a computed value
    ("$E[r^n] = 0", False),
    ("$x = 0", False),  # an assignment, decided by the other rules
    ("$a + b = 0", False),  # the problem asks for a + b: its subject
    ("for independent motions $d\\langle B^1, B^2\\rangle_t = 0", False),  # a covariation: a computed value
    ("so $f(a, b) = 0", False),  # read from inside a bracket: no whole left side
    ("so $\\frac{\\sqrt3\\,e^{i\\pi/2}}{-1} = -i", False),  # e and i are constants, an exponent names no unknown
])
def test_condition_equation(text, cond):
    assert condition_equation(text, len(text) - 1, "Find $a + b$.") is cond


def test_condition_needs_a_number_alone_on_the_right():
    t = "check: $V − E + F = 8 − 12 + 6 = 2$"
    assert not condition_equation(t, t.index("8"), "")  # an operand of arithmetic (U+2212 minus), not a right side


def test_identity_of_a_bare_function_name():
    assert function_identity("so $h \\equiv 0", 13, 14, "Find all entire g.")
    assert not function_identity("so $2^{10} \\equiv 2", 18, 19, "Find the remainder mod 7.")


def test_count_zero_keeps_the_equations_and_hides_the_count():
    text = _summ("Write the roots: any root $r$ satisfies $r^2 + r + 1 = 0$, whose discriminant $1 - 4 = -3$ is negative.\n\n"
                 "$\\boxed{0}$", "How many real numbers $r$ satisfy $r^4 + r^2 + 1 = 0$?")
    assert "r^2 + r + 1 = 0" in text and "1 - 4 = -3" in text
    assert not answer_readable(_summ("Compute: $5 - 5 = 0$.\n\n$\\boxed{0}$", "Compute $5 - 5$."), "0")


# --- a function's rule written with another argument name (fresh28 yy29: "which forces $f(t) = t$")

@pytest.mark.parametrize("text,answer,read", [
    ("which forces $f(t) = t$", "f(x) = x", True),
    ("so $f(y) = y$ for every y", "f(x) = x", True),
    ("so $f(u) = 2u + 1$", "f(x) = 2x + 1", True),
    ("$f(t) = t^2$", "f(x) = x", False),  # another rule
    ("$g(t) = t$", "f(x) = x", False),  # another function
    ("hence $z_1 = z_2$", "f(x) = x", False),  # a bare letter is no value of the rule "x"
])
def test_function_rule_renamed(text, answer, read):
    assert answer_readable(text, answer, "math") is read


def test_function_rule_leak_hidden():
    r = _ROWS["yy29"]
    text = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text
    assert "f(t) = t$" not in text.replace("f(f(t)) = t", "")


# --- a closed form split by an operation word (fresh28 yyp09: "the limit is $2i$ times $\pi f(x)$")

@pytest.mark.parametrize("text,answer,read", [
    ("the limit is $2i$ times $\\pi f(x)$", "2\\pi i f(x)", True),
    ("the area is $3$ times $\\pi$", "3\\pi", True),
    ("it is $3$ over $\\sqrt{2}$", "\\frac{3}{\\sqrt2}", True),
    ("it is $3$ times $\\pi$", "4\\pi", False),
    ("we multiply $3$ times $5$ next", "15", False),  # a product still to compute, in no answer position: work
    ("where $x = 2$ times $y = 3$", "6", False),  # relations are no operands
])
def test_worded_operation_between_formulas(text, answer, read):
    assert answer_readable(text, answer, "math") is read


def test_worded_operation_probe_leak_hidden():
    r = _ROWS["yyp09"]
    text = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text
    assert "$2i$ times $\\pi f(x)$" not in text


# --- a product with a symbol still written out is the final derivation (fresh28 yyp12: "$\kappa = \lambda \cdot 0$")

def test_symbolic_pending_product_is_the_final_step():
    r = _ROWS["yyp12"]
    text = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text
    assert "$E[r^n] = 0$ for odd $n$" in text and "\\lambda \\cdot 0" in text
    text = _summ("Each term is $a_k = 3$, and there are $n$ of them.\n\nSo the sum is $S = n \\cdot 3$.\n\n$\\boxed{3n}$",
                 "Find the sum of n terms each equal to 3.")
    assert "Each term is $a_k = 3$" in text


def test_symbolic_products_found_only_where_they_equal_the_answer():
    from sympy import Integer

    from agon_mcore.agon.conclusion import _symbolic_products

    t = "so $\\kappa = \\lambda \\cdot 0$ and $y = 2 \\cdot c$"
    assert [t[a:b] for a, b in _symbolic_products(t, [Integer(0)])] == ["\\lambda \\cdot 0"]
    assert _symbolic_products(t, [Integer(5)]) == []
