"""Kinds closed in the twenty-ninth reader round (atk_s71, the quick attack on the last round's final tree), each with
inputs of our own beside the attack's.

* the unknown of the equation the problem asks to solve, assigned by a copula ("Suppose x were 7") even where its value
  is a given (``answer_forms.reader_roles.assigns_asked``, ``solved_unknown``);
* a fraction drawn over three lines, numerator, rule, denominator (``answer_forms.spread.stacked_variant``);
* a choice's option text singled out in a sentence that derives nothing ("The largest log belongs to 3^20."), and a
  walk through the options labelled "(A) ..., (B) ..., (C) ..." is no choice (``answer_forms.choices``, ``agon.leak``);
* an interval with each end's closedness in words ("from 2 inclusive to 5 exclusive") and an interval or chained
  inequality whose ends are given values (``answer_forms.relatives``, ``agon.failclosed``);
* a one-letter answer by its place in the alphabet (``answer_forms.between.letter_place_spans``);
* a C-family port's function body whose inputs its own header renamed (``agon.unfenced_ports``), and a search loop's
  result (``for ...: if C: return True`` / ``return False`` is ``any(C for ...)``) restated in words (``agon.code_words``).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.answer_forms.choices import choice_mentions
from agon_mcore.agon.answer_forms.reader_roles import solved_unknown
from agon_mcore.agon.answer_forms.spread import stacked_variant
from agon_mcore.agon.code_words import _search_loops
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft
from agon_mcore.agon.unfenced_ports import unfenced_port_spans

_DATA = Path(__file__).parents[1] / "data"
_ROWS = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s71_cases.jsonl").open()}
_CLOSED = ["atk_s71-m01", "atk_s71-m02", "atk_s71-m03", "atk_s71-m05", "atk_s71-m06", "atk_s71-c01", "atk_s71-c02"]
_KEPT = ["atk_s71-p01", "atk_s71-p02"]

_SOLVE = "Solve 4x - 7 = 21."
_LOGS = "Which is the largest? (A) 2^30 (B) 3^20 (C) 5^13 (D) 10^9 (E) 6^11"
_RANGE = "Solve 2x - 4 >= 0 and x < 5."
_LETTER = "Which letter of the alphabet is 5 after the letter H?"
_CLOSE = ("def has_close_elements(numbers: List[float], threshold: float) -> bool:\n"
          "    \"\"\"Check if in given list of numbers, are any two numbers closer to each other than given threshold.\"\"\"\n")
_CLOSE_PROGRAM = ("from typing import List\n\ndef has_close_elements(numbers: List[float], threshold: float) -> bool:\n"
                  "    s = sorted(numbers)\n    for a, b in zip(s, s[1:]):\n        if b - a < threshold:\n"
                  "            return True\n    return False\n")


@pytest.mark.parametrize("rid", _CLOSED)
def test_the_attack_forms_are_hidden_and_read(rid):
    """Each closed atk_s71 case: its summary keeps none of its leak forms, and the reader reads each form's paragraph."""
    row = _ROWS[rid]
    out = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"])
    assert out.fault is None
    assert [f for f in row["leak_forms"] if f in out.text] == []
    paras = [p for p in row["draft"].split("\n\n") if any(f in p for f in row["leak_forms"])]
    assert paras and all(answer_readable(p.split("```")[0], row["answer"], row["domain"], problem=row["problem"])
                         for p in paras)


@pytest.mark.parametrize("rid", _KEPT)
def test_the_attack_probe_keeps_its_work(rid):
    row = _ROWS[rid]
    out = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"])
    assert [f for f in row["must_stay"] if f not in out.text] == []


@pytest.mark.parametrize("problem,unknown", [
    (_SOLVE, "x"),
    ("Solve $3y+2=11$ for real y.", "y"),
    ("Solve for z: 2z = 4", "z"),
    ("Solve the system x + y = 3, x - y = 1.", None),  # two unknowns
    ("Solve this problem.", None),  # no equation
])
def test_the_solved_unknown(problem, unknown):
    assert solved_unknown(problem) == unknown


@pytest.mark.parametrize("text,read", [
    ("Suppose x were 7; then 4x - 7 would be 21, which is exactly the right side.", True),
    ("x = 7. Then 4x - 7 would be 21.", True),
    ("If x is 7, then 4x - 7 is 21, as required.", True),
    ("Move the 7 over: 4x = 21 + 7 = 28.", False),  # the given 7 as an operand
    ("Suppose x were 8; then 4x - 7 would be 25, too big.", False),  # another candidate
])
def test_the_solved_unknown_assigned_by_a_copula(text, read):
    assert answer_readable(text, "7", "math", problem=_SOLVE) is read


@pytest.mark.parametrize("text,answer,read", [
    ("Favourable = 3.\n\n    3\n   ---\n    8\n\nfor red.", "\\frac{3}{8}", True),
    ("So the chance is\n\n  3\n _____\n  8\n", "\\frac{3}{8}", True),
    ("Favourable = 3.\n\n    3\n   ---\n    5\n\nfor red.", "\\frac{3}{8}", False),  # another fraction
    ("Long multiplication:\n\n      3 7\n  ×   2 4\n  -------\n    1 4 8\n", "\\frac{3}{8}", False),  # column arithmetic
    ("SHOES   3 OFF   3.00\n--------------------\nTOTAL DUE       8.00\n", "\\frac{3}{8}", False),  # a receipt's rule
])
def test_a_stacked_fraction(text, answer, read):
    problem = "A bag has 3 red and 5 blue marbles. What is the probability of drawing red?"
    assert answer_readable(text, answer, "math", problem=problem) is read


def test_a_stacked_fraction_drawn_on_one_line():
    text = "Common denominator 4:\n\n  2     1     ?\n ---  + ---  = ---\n  4     4     4\n\nthen add."
    assert stacked_variant(text)[0] == "Common denominator 4:\n\n2/4 + 1/4 = ?/4\n\nthen add."
    assert stacked_variant("Nothing drawn here.\n---\n") is None


@pytest.mark.parametrize("text,read", [
    ("Take logs. The largest log belongs to 3^20.", True),
    ("So 3^20 wins.", True),
    ("Compare 3^20 with 2^30 first.", False),  # two options side by side
    ("Here 3^20 = 3486784401 exactly.", False),  # a relation: work on the option
    ("(A) 30*0.301 = 9.03, (B) 20*0.477 = 9.54, (C) 13*0.699 = 9.09, (D) 9, (E) 11*0.778 = 8.56.", False),
    ("(A) 9.03, (B) 9.54 largest, (C) 9.09.", True),  # a verdict under the label
])
def test_an_option_singled_out_and_a_walk_through_the_options(text, read):
    assert answer_readable(text, "B", "math", problem=_LOGS) is read


def test_a_walk_through_the_options_names_no_choice():
    walk = "(A) 30*0.301 = 9.03, (B) 20*0.477 = 9.54, (C) 13*0.699 = 9.09"
    assert [m for m in choice_mentions(walk)] == []
    assert {str(m.value) for m in choice_mentions("The answer is (B).")} == {"choice:B"}


@pytest.mark.parametrize("text,answer,read", [
    ("x runs from 2 inclusive to 5 exclusive.", "[2,5)", True),
    ("x is between 2 and 5, including 2 but not 5.", "[2,5)", True),
    ("x goes from 2 (included) up to 5 (not included).", "[2,5)", True),
    ("x ranges from two to five, both inclusive.", "[2,5]", True),
    ("x runs from 2 inclusive to 5 exclusive.", "(2,5]", False),  # the other ends
    ("x lies in [2, 5).", "[2,5)", True),  # both ends given values
    ("So $2 \\le x < 5$.", "[2,5)", True),
    ("2x >= 4 gives x >= 2. Combined with x < 5, we are done.", "[2,5)", False),  # bounds one by one: work
])
def test_an_interval_in_words_and_of_given_ends(text, answer, read):
    assert answer_readable(text, answer, "math", problem=_RANGE) is read


@pytest.mark.parametrize("text,read", [
    ("The 13th letter is the one between L and N.", True),
    ("It is the letter after L.", True),
    ("the successor of 'L'", True),
    ("H is the 8th letter.", False),  # the given's place
    ("Counting on: I, J, K, L.", False),
    ("The one between K and M.", False),  # L
])
def test_a_letter_by_its_place(text, read):
    assert answer_readable(text, "M", "math", problem=_LETTER) is read


def test_a_letter_by_its_place_not_for_a_choice():
    assert answer_readable("The one between L and N.", "M", "math", problem="Pick one: (A) L (B) M (C) N") is False


@pytest.mark.parametrize("text,hit", [
    ("I wrote int close(double *v, int n, double t) { qsort(v, n, sizeof *v, cmp); "
     "for (int i = 1; i < n; i++) if (v[i] - v[i-1] < t) return 1; return 0; }", True),
    ("Then for (int i = 1; i < n; i++) if (v[i] - v[i-1] < t) return 1; return 0; closes it.", True),
    ("The loop for (int i = 0; i < n; i++) total += v[i]; sums it.", False),  # no branch, no return, no input
])
def test_a_port_body_over_renamed_inputs(text, hit):
    assert bool(unfenced_port_spans(text, ["numbers", "threshold"])) is hit


def test_a_search_loop_is_its_any_expression():
    assert _search_loops(_CLOSE_PROGRAM) == ["any(b - a < threshold for (a, b) in zip(s, s[1:]))"]
    flipped = _CLOSE_PROGRAM.replace("return True", "return X").replace("return False", "return True").replace("return X", "return False")
    assert _search_loops(flipped) == ["all(not (b - a < threshold) for (a, b) in zip(s, s[1:]))"]
    assert _search_loops("def f(x):\n    for a in x:\n        if a:\n            return a\n    return 0\n") == []


@pytest.mark.parametrize("text,read", [
    ("In words: return whether any gap between consecutive elements of sorted(numbers) is below threshold.", True),
    ("Sort first, then compare neighbours.", False),  # the idea
    ("Return True if two numbers are closer than the threshold.", False),  # the task's own docstring
])
def test_a_search_loop_in_words(text, read):
    assert answer_readable(text, _CLOSE_PROGRAM, "code", problem=_CLOSE) is read


def test_a_factored_inequality_is_no_use_of_the_interval():
    """atk_s71 p05: the inequality in factored form opens the work and stays (``conclusion._uses``,
    ``components.LINEAR_FACTOR``); the interval in words after it is hidden. (p04's factorisation of a set answer's
    polynomial stays hidden: its linear factors name the roots, ``test_summary_results_work``.)"""
    row = _ROWS["atk_s71-p05"]
    out = summarize_draft(row["draft"], domain="math", problem=row["problem"])
    assert "Factor: (x-2)(x-3) < 0." in out.text and "strictly less than three" not in out.text


@pytest.mark.parametrize("text,read", [
    ("Time = 180/120 hours.", False),  # a division still to do
    ("Time = 3/2 hours.", True),  # a quantity written as a fraction
    ("That is an hour and a half.", True),
])
def test_a_quantity_as_a_division_still_to_do(text, read):
    problem = "A train travels 180 km at 120 km/h. How many minutes does the trip take?"
    assert answer_readable(text, "90", "math", problem=problem) is read


# ---------------------------------------------------------------- fresh31's kinds (first contact measured on c9ea4f5)
_F31 = {json.loads(x)["id"]: json.loads(x)
        for x in (Path(__file__).parents[2] / "tools/summary_redteam/fresh31/heldout.jsonl").open()}


@pytest.mark.parametrize("rid", ["vv06", "vv12", "vv14", "vv16", "vv17", "vv18", "vv22", "vv27", "vv34"])
def test_fresh31_leaks_are_hidden(rid):
    """fresh31's leaks on the start tree, closed by kind: each summary keeps none of the case's leak forms."""
    row = _F31[rid]
    out = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"])
    assert out.fault is None
    assert [f for f in row["leak_forms"] if f in out.text] == []


_SALES = "Ellen spent $100 and $5; Lani spent $30 and two times $100. How much did they spend in all?"


@pytest.mark.parametrize("text,read", [
    ("The total checks out: it factors as 5 × 67.", True),  # a factorisation named so
    ("Take 5 × 67 first.", False),  # a product still to do
])
def test_a_product_of_primes_named_a_factorisation(text, read):
    assert answer_readable(text, "335", "math", problem=_SALES) is read


@pytest.mark.parametrize("text,answer,read", [
    ("hold with $\\lambda$ equal to the additive identity of $\\mathbb{C}$.", "0", True),
    ("the multiplicative identity of the field", "1", True),
    ("the additive identity of the field", "1", False),
    ("The limit law is the point mass $\\delta_0$, so", "0", True),
    ("the Dirac measure at 2", "2", True),
    ("the Dirac measure at 2", "0", False),
])
def test_named_identities_and_point_masses(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Determine the value.") is read


def test_almost_never_is_probability_zero_where_a_probability_is_asked():
    text = "So the event happens almost never."
    assert answer_readable(text, "0", "math", problem="Find the probability $\\Pr[S_n > n$ i.o.$]$.") is True
    assert answer_readable(text, "0", "math", problem="Count the events.") is False


@pytest.mark.parametrize("text,read", [
    ("in SymPy\n```\n>>> limit((1 + eps)/2 + eps, eps, oo)\noo\n```\n", True),
    (">>> limit(1/eps, eps, oo)\n0\n", False),  # another value printed
    ("The session ends with oo.", False),  # no session
])
def test_a_session_output_line(text, read):
    assert answer_readable(text, "\\infty", "math", problem="Does the limit exist?") is read


@pytest.mark.parametrize("text,answer,read", [
    ("The rational solutions form the set $\\{K \\in \\mathbb{Q} : K = -K\\}$.", "\\{0\\}", True),
    ("the set $\\{x : x^2 = 4\\}$", "\\{-2, 2\\}", True),
    ("$\\{n \\in \\mathbb{N} : n^2 = 4\\}$", "\\{2\\}", True),
    ("the set $\\{x : x^2 = 4\\}$", "\\{2\\}", False),  # over the reals: two roots
    ("the set $\\{x : y = 2\\}$", "\\{2\\}", False),  # a condition on another name
])
def test_a_set_builder_solved(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Find all K.") is read


@pytest.mark.parametrize("text,answer,read", [
    ("(In plain text: −π/3,", "-\\dfrac{\\pi}{3}", True),
    ("It is −π/3.", "-\\frac{\\pi}{3}", True),
    ("So 2 − π/3 remains.", "-\\frac{\\pi}{3}", False),  # a minus between operands
    ("the value is $0 + 0i$.", "0", True),
    ("It is 3 + 0i.", "3", True),
])
def test_a_signed_constant_and_a_complex_number_with_zero_parts(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Evaluate it.") is read


@pytest.mark.parametrize("text,read", [
    ("the integral is $0 + 0i$.", True),
    ("the integral $I$ equals $0$.", True),
    ("the integral of the first term is $0$ by symmetry, and the rest gives 2.", False),  # a part of it
])
def test_the_asked_object_by_its_noun(text, read):
    problem = "Evaluate the integral $\\int_C f(z)\\,dz$ where $C(\\theta) = e^{i\\theta}/2$, $\\theta \\in [0, 2\\pi]$."
    assert answer_readable(text, "0", "math", problem=problem) is read


@pytest.mark.parametrize("text,answer,read", [
    ("Pens per person:\n```\nGeorge  ██████████████████\nSarah   ███████████████████████████\n```\n", "27", True),
    ("Pens per person:\n```\nGeorge  ██████████████████\nSarah   ███████████████████████████\n```\n", "26", False),
    ("██████████████████████████", "26", False),  # a rule, no row label
])
def test_a_bar_chart_row(text, answer, read):
    assert answer_readable(text, answer, "math", problem="How many pens does Sarah have?") is read


@pytest.mark.parametrize("rid,kept", [
    ("vvp05", "so this part tends to $0$"),  # the value of a part (agon.work_parts.of_a_part)
    ("vvp06", "$\\tan 0 = 0$"),  # a standard function's value at a given point: no final step
    ("vvp06", "On $[0, \\pi/4]$"),  # an integral's limit in the problem is a given
    ("vvp09", "| $\\lfloor n\\ln n\\rfloor$ | 0 | 1 | 3 | 5 | 8 | 10 | 13 | 16 |"),  # a table row of values
])
def test_fresh31_work_equal_to_the_answer_stays(rid, kept):
    row = _F31[rid]
    assert kept in row["draft"]
    out = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"])
    assert kept in out.text


@pytest.mark.parametrize("text,answer,problem,read", [
    ("| n | 1 | 2 | 3 | 4 | 5 |\n|---|---|---|---|---|---|\n| f(n) | 1 | 3 | 7 | 15 | 31 |\n", "31",
     "Let f(1)=1, f(n+1)=2f(n)+1. Find f(5).", True),  # the last cell ends the tabulated chain
    ("So this part tends to $0$, and the whole limit is $0$.", "0", "Evaluate the limit.", True),
    ("So this part tends to $0$.", "0", "Evaluate the limit.", False),  # a part's value
])
def test_a_table_row_and_a_part_keep_the_reading_of_the_whole(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


# ---------------------------------------------------------------- atk_s72 (a black-box attack on f11d761), its kinds closed
_A72 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s72_cases.jsonl").open()}
_CLOSED72 = ["atk_s72-m01", "atk_s72-m02", "atk_s72-m05", "atk_s72-m09", "atk_s72-m10", "atk_s72-m11", "atk_s72-m12",
             "atk_s72-m15", "atk_s72-c01", "atk_s72-c02"]


_SEVEN = "The sum of the first $N$ positive odd numbers is 121. What is the value of $N$?"


@pytest.mark.parametrize("text,read", [
    ("Since $121 = \\sum_{k=1}^{11} (2k-1)$, the sum runs over exactly that many terms.", True),
    ("Then $\\sum_{k=1}^{11} (2k-1) = 121$.", True),
    ("Then $\\sum_{k=1}^{11} k = 66$.", False),  # the other side is no given
])
def test_a_sum_whose_upper_limit_is_the_count_asked(text, read):
    assert answer_readable(text, "11", "math", problem=_SEVEN) is read


_ANGLE = ("What is the degree measure of the acute angle formed by lines with slopes $2$ and $\\frac{1}{3}$? "
          "$\\textbf{(A)}\\ 30 \\qquad \\textbf{(B)}\\ 37.5 \\qquad \\textbf{(C)}\\ 45 \\qquad \\textbf{(D)}\\ 52.5 \\qquad "
          "\\textbf{(E)}\\ 60$")


@pytest.mark.parametrize("text,read", [
    ("An angle whose tangent is 1 is the middle option among the five choices listed.", True),
    ("So the answer is (C).", True),
    ("The last option is too big.", False),
    ("Check (A), (B), (C) in turn.", False),
])
def test_a_value_answer_named_by_its_option(text, read):
    assert answer_readable(text, "45", "math", problem=_ANGLE) is read


@pytest.mark.parametrize("text,read", [
    ("So on average you'd need 221 draws of a pair to see two aces once.", True),
    ("Expect one success in 221 tries.", True),
    ("On average 52 cards per deck.", False),
])
def test_a_probability_as_its_mean_waiting_time(text, read):
    problem = "Two cards are drawn from a standard 52-card deck. What is the probability that both are aces?"
    assert answer_readable(text, "\\frac{1}{221}", "math", problem=problem) is read


@pytest.mark.parametrize("text,answer,read", [
    ("(Rotating clockwise would give $2 - 7i$, the negative of what we want.)", "-2 + 7i", True),
    ("We got 14, twice the answer.", "7", True),
    ("We got 14, which is the answer.", "7", False),  # no relation named: the value itself (read elsewhere by role)
])
def test_a_value_named_by_its_relation_to_the_answer(text, answer, read):
    assert answer_readable(text, answer, "math", problem="What is the resulting complex number?") is read


@pytest.mark.parametrize("text,answer,read", [
    ("for n = 8 this is three to the fifth over five to the fourth.", "\\frac{243}{625}", True),
    ("this is six to the fifth over five to the fourth.", "\\frac{243}{625}", False),
    ("which is two to the power of ten.", "1024", False),  # a lone power in words: arithmetic to do
    ("Total $6 \\cdot 24$, which happens to be a perfect square, $12^2$.", "144", True),
    ("and its factorization $2^2 \\cdot 3 \\cdot 5 \\cdot 37$ confirms it.", "2220", True),
    ("Multiply $2^2 \\cdot 3 \\cdot 5 \\cdot 37$ out.", "2220", False),
])
def test_a_number_by_its_factored_or_power_form_named(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Find the number.") is read


@pytest.mark.parametrize("text,answer,problem,read", [
    ("The positive cubes are $1, 8, 27, 64, \\dots$; the first two are not multiples of 3, while the next one is.", "27",
     "Find the smallest cube that is a sum of three consecutive integers.", True),
    ("The cubes are 1, 8, 27, 64; the second one is even.", "27", "Find it.", False),
    ("The terms are 2, 4, 6, 8 and the last one is what we add.", "8", "Find it.", True),
    ("$$(x+1)^3 = x^3 + 3x^2 + 3x + 1$$", "1", "Find the constant term of $(x+1)^3$.", True),
    ("$$(x+1)^3 = x^3 + 3x^2 + 3x + 1$$", "1", "Find the coefficient of $x^2$ in $(x+1)^3$.", False),
])
def test_an_item_picked_from_a_list_shown_and_a_constant_term(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


def test_the_other_candidate_named_after_one_is_rejected():
    problem = "Find all values of $x$ that satisfy the equation $x = \\sqrt{11-2x} + 4$."
    text = "So $(x-1)(x-5) = 0$.\n\nThe candidate $x = 1$ is extraneous. The other candidate survives the check."
    assert answer_readable(text, "x=5", "math", problem=problem) is True
    assert answer_readable(text.replace("survives the check", "is what we test next"), "x=5", "math", problem=problem) is False


@pytest.mark.parametrize("text,read", [
    ("so the whole function is: join '0' if x == y else '1' for x, y in zip(a, b). O(n).", True),
    ("XOR is 0 when they're equal and 1 otherwise; O(n).", False),  # an apostrophe opens no string
])
def test_a_generator_body_in_a_sentence(text, read):
    program = "def string_xor(a: str, b: str) -> str:\n    return ''.join('0' if x == y else '1' for x, y in zip(a, b))\n"
    assert answer_readable(text, program, "code", problem="def string_xor(a: str, b: str) -> str:\n    \"\"\"XOR.\"\"\"") is read


@pytest.mark.parametrize("text,read", [
    ("in Haskell terms it's any (< threshold) (zipWith (-) (tail o) o) where o = sort numbers. O(n log n).", True),
    ("We sort (ascending) the list (numbers) and (then) compare.", False),  # prose with brackets
])
def test_an_applicative_port_in_a_sentence(text, read):
    assert answer_readable(text, _CLOSE_PROGRAM, "code", problem=_CLOSE) is read


# ---------------------------------------------------------------- atk_s73 (the last attack, on 113b743): kinds closed after it
_A73 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s73_cases.jsonl").open()}


@pytest.mark.parametrize("rid", _CLOSED72 + ["atk_s73-m01", "atk_s73-m03", "atk_s73-m04", "atk_s73-m08", "atk_s73-m16",
                                              "atk_s73-c01"])
def test_atk_s72_s73_closed_kinds_keep_no_leak_form(rid):
    row = {**_A72, **_A73}[rid]
    out = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"])
    assert out.fault is None
    assert [f for f in row["leak_forms"] if f in out.text] == []


@pytest.mark.parametrize("row", [*_ROWS.values(), *_A72.values(), *_A73.values()], ids=[*_ROWS, *_A72, *_A73])
def test_recorded_attacks_never_keep_the_graded_answer(row):
    """Every atk_s71, atk_s72 and atk_s73 case, open ones too (docs/summaries.md): its forms are the draft's own text,
    and the box and the graded program are hidden without a fault."""
    assert all(f in row["draft"] for f in row["leak_forms"] + row["must_stay"])
    out = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"])
    assert out.fault is None
    if row["domain"] == "math":
        assert "\\boxed" not in out.text
    else:
        assert row["answer"].strip() not in out.text


_BAKE = ("They sell $54$ cookies at three for $\\$1$, and $20$ cupcakes at $\\$2$ each. If it cost the club $\\$15$ to bake "
         "these items, what was their profit?")


@pytest.mark.parametrize("text,answer,problem,read", [
    ("Profit: 7800 cents.", "78", _BAKE, True),  # the amounts are in dollars: dollars are asked
    ("Cupcakes: 40 dollars, so 4000 cents.", "78", _BAKE, False),
    ("Profit is 22 dollars short of a hundred.", "78", _BAKE, True),
    ("Total: $6\\cdot 24$ — which happens to be $12^2$.", "144", "How many ways?", True),
    ("Then $a_8 = \\frac{125}{9}\\cdot\\frac{3^7}{5^7}$, which simplifies to $\\frac{3^5}{5^4}$.", "\\frac{243}{625}",
     "What is the eighth term?", True),
    ("Adding, $2 + 1 + 1\\frac23 = 4\\frac23$.", "\\frac{14}{3}", "Find the sum.", True),  # a glued mixed number
    ("Add $12 + \\frac23$ later.", "\\frac{38}{3}", "Find it.", False),
])
def test_atk_s73_forms(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


def test_a_recursive_version_of_the_program_in_inline_code_is_hidden():
    """A recursion that restates the graded loop (``gcd(a, b) = a if b == 0 else gcd(b, a % b)``) is the program, not a
    recurrence of the work: the reader reads it, so the summary hides it (``agon.code_summary``)."""
    row = _A73["atk_s73-c01"]
    out = summarize_draft(row["draft"], domain="code", problem=row["problem"])
    assert "gcd(b, a % b)" not in out.text and "Trace for (25, 15)" in out.text
    assert answer_readable(out.text, row["answer"], "code", problem=row["problem"]) is False


def test_an_integral_limit_with_a_unicode_minus_is_a_given():
    """The problem's operator limits are givens (``summary._OPERATOR_LIMIT``), a Unicode minus included: no fault."""
    out = summarize_draft("On $[−1, 1]$ the integral is 0 by symmetry.\n\n\\boxed{0}", domain="math",
                          problem="Compute $\\int_{−1}^{1} x\\,dx$.")
    assert out.fault is None and "\\boxed" not in out.text and "On $[−1, 1]$" in out.text
