"""Kinds closed in the thirty-first reader round (atk_s77, the attack on the last round's final tree; fresh33 on the
start tree), each with inputs of our own beside the given ones.

* a value one step from the answer that nothing on the page produces ("the total squared is 3025", "strictly between
  2317 and 2319", "45 pages left" of a given 100, "averages 18⅓ a day" over the problem's 3 days, "12/55 of the
  total", "ΔU = −55"): ``answer_forms.unsourced``, read by value and provenance, not by phrase;
* number words spelled letter by letter or glued together ("f-i-f-t-y-f-i-v-e", "fiftyfive"):
  ``answer_forms.markup.spelled_variant``;
* one of the roots of a shown product picked by a property only it has ("only the positive root makes sense"):
  ``answer_forms.list_picks.picked_candidate_spans``;
* a count named as the parts of a well-known object ("as many vertices as a cube has faces"):
  ``answer_forms.count_names.part_count_spans``;
* a verdict word after full-width punctuation ("メモ：はい、存在します。"), a table of claims ending in a truth value
  (``| such $f$ exists | F |``): ``answer_forms.relatives``, ``answer_forms.claims``;
* the question's relation written as its symbol between the question's objects (``$$A \\hookrightarrow B$$`` for "can
  $A$ be embedded in $B$?", ``7 \\nmid 1001``): ``answer_forms.claims.symbol_claims``;
* a whole hour asked as a time of day, written on a 24-hour clock ("14:00" for 2): ``answer_forms.clock_times``;
* a class word that fixes the asked value ("the triangle is right-angled" for an angle of 90, "the teams are level"
  for a difference of 0): ``answer_forms.named_values``; common fractions in other languages ("un cuarto", "drei
  Viertel"): ``answer_forms.languages``; a long decimal off by one unit in its last place ("35.9999999" for 36):
  ``answer_forms.values``; a numeral before a noun for the value itself ("the classic 3.6-thousand figure"):
  ``agon.asked.other_noun``; a numeral expanded in powers of its base (``1 \\cdot 10^4 + 0 \\cdot 10^3 + ...``):
  ``answer_forms.components.place_value_spans``;
* a function answer by its graph, a line with a slope and a point ("the diagonal line through the origin with slope
  one"): ``answer_forms.named_values``.

After atk_s78 (run on ``3fdf575``): plain-text and computer-algebra function names (``arctan(1)``, ``Sqrt[5]``),
``12_000``, ``3h24m``, ``18m²`` (``answer_forms.markup.notation_variant``); a complex number in polar form
(``√2 cis 45°``, ``\\sqrt2 e^{i\\pi/4}``: ``answer_forms.components.polar_spans``); "the three cube roots of unity"
(``answer_forms.named_values``); a point as a move from the origin ("3 units to the right of the origin and 1 unit
below it": ``answer_forms.named_tuples``); "neither of them is prime" for 0 (``answer_forms.words``); an angle as a
fraction of a turn ("a quarter turn": ``answer_forms.angles.turn_mentions``); a listed cycle picked by its place ("at
the end of a cycle") and a reference listing with its index convention (``answer_forms.list_picks``); the statements
joined to a hidden piece of the program by semicolons in prose (``agon.code_summary._semicolon_runs``).

After atk_s79 (the attack after the review pass, on ``2a87e67``): a dot as the thousands separator (``259.200``) and
emphasis around a whole number (``___54___``) read through (``answer_forms.notation``, ``.markup.markup_edits``); a
Roman numeral was already read (``answer_forms.scripts.roman_mentions``); a number by its distance and direction from zero ("5 units to the left of the
origin": ``answer_forms.signed.direction_spans``); "the only even prime" (``answer_forms.named_values``); the index
of the term that reaches the problem's target (``T_{10} = 55`` for "for what $n$ is ... = 55":
``answer_forms.list_picks.index_of_target_spans``).

Work kept: an intermediate a relation on the page produces, a number one operation away from two others of the page,
an operand, a list element, a table cell, a conversion constant ("one hour is 3600 s"), a given.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft
from ._checks import assert_case_closed, case_summary

_DATA = Path(__file__).parents[1] / "data"
_ROWS = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s77_cases.jsonl").open()}
_F33 = {json.loads(x)["id"]: json.loads(x)
        for x in (Path(__file__).parents[2] / "tools/summary_redteam/fresh33/heldout.jsonl").open()}
_R78 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s78_cases.jsonl").open()}
_R75 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s75_cases.jsonl").open()}
_R76 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s76_cases.jsonl").open()}
_CLOSED = ["atk_s77-m01", "atk_s77-m02", "atk_s77-m03", "atk_s77-m04", "atk_s77-m05", "atk_s77-m06", "atk_s77-m07", "atk_s77-m08",
           "atk_s77-m13"]


_summary = case_summary  # tests/agon/_checks.py
_assert_closed = assert_case_closed


@pytest.mark.parametrize("rid", _CLOSED)
def test_the_attack_forms_are_hidden(rid):
    _assert_closed(_ROWS[rid])


@pytest.mark.parametrize("rid", ["atk_s75-m05", "atk_s75-m15", "atk_s76-m07", "atk_s76-m09", "atk_s76-m15"])
def test_earlier_attack_forms_are_hidden(rid):
    _assert_closed((_R75 if rid.startswith("atk_s75") else _R76)[rid])


@pytest.mark.parametrize("rid", ["tt02", "tt18", "tt21", "tt24", "tt28", "tt30"])
def test_fresh33_leaks_are_hidden(rid):
    _assert_closed(_F33[rid])


_PAGES = ("Tom reads 12 pages on Monday, twice as many on Tuesday, and 5 fewer than Tuesday on Wednesday. "
          "His book has 100 pages. How many pages does he read over the three days?")
_WORK = "Monday: 12 pages. Tuesday: $2 \\cdot 12 = 24$. Wednesday: $24 - 5 = 19$.\n\n"


@pytest.mark.parametrize("tail,read", [
    # relatives with no source on the page: the answer 55 is one step away
    ("Quick check: the total squared is $3025$.", True),                 # A²
    ("He is left with 45 pages of the book.", True),                      # the given 100 less A
    ("Over the three days he averages $18\\tfrac{1}{3}$ pages.", True),   # A over the problem's 3
    ("Monday's share of the total is $\\frac{12}{55}$.", True),           # a given over A
    ("The count of unread pages changes by $\\Delta U = -55$.", True),    # -A
    ("Sanity: the total lies strictly between 54 and 56.", True),        # A - 1 and A + 1 (each no source of the other)
    ("Had he read triple, the total would be 165 pages.", True),          # 3A (3: the problem's three days)
    ("Had he read double, the total would be 110 pages.", False),         # 100 + 10: a source on the page, by chance
    # work: produced by a relation, one operation from the page, an operand, a list, a table cell, a given
    ("Tuesday and Wednesday together: $24 + 19 = 43$.", False),
    ("Tuesday and Wednesday together make 43 pages.", False),             # 24 + 19 on the page
    ("So $100 - 45$ pages would be left if he read 45.", False),          # an operand
    ("Pages per day: 12, 24, 19, 45.", False),                            # a list element
    ("| day | pages |\n|---|---|\n| Mon | 12 |\n| rest | 43 |", False),   # a table cell
])
def test_a_relative_of_the_answer_with_no_source_is_read(tail, read):
    assert answer_readable(_WORK + tail, "55", "math", problem=_PAGES) is read


def test_relatives_are_hidden_and_work_kept_in_a_summary():
    draft = (_WORK + "Quick check: the total squared is $3025$, a perfect square.\n\n"
             "He is left with 45 pages of the book.\n\nAdding: $12 + 24 + 19 = 55$.\n\n**Answer:** $\\boxed{55}$")
    text = summarize_draft(draft, domain="math", problem=_PAGES).text
    assert "3025" not in text and "45 pages" not in text
    assert "2 \\cdot 12 = 24" in text and "24 - 5 = 19" in text


_MIDDLE = "The middle term of an arithmetic sequence with ends 9 and 81 is $x$. Find $x$."


@pytest.mark.parametrize("text,read", [
    ("$$x = \\frac{9 + 81}{2}.$$ Check: the common difference is then 36 on both sides.", True),  # 81 - A, no source
    ("$$x = \\frac{9 + 81}{2}.$$ Check: the common difference is $(81 - 9)/2 = 36$.", False),       # derived here
])
def test_a_check_that_restates_the_answer_through_a_given(text, read):
    assert answer_readable(text, "45", "math", problem=_MIDDLE) is read


@pytest.mark.parametrize("text,answer,problem,read", [
    ("One hour is 3600 s, so ten hours is the rest.", "36000", "How many seconds are in 10 hours?", False),  # a constant
    ("The gcd is $\\gcd(18, 42) = 6$.", "7", "Reduce 42/18 and give the denominator.", False),               # arguments
    ("each of the $4! = 24$ orderings", "1/24", "What is the chance of one ordering of 4 values?", False),   # produced
    ("$\\angle B = 180^\\circ - 90^\\circ - 14^\\circ$", "76", "Find angle B in degrees.", False),         # a subtraction
])
def test_work_positions_of_a_relative_stay(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


@pytest.mark.parametrize("text,answer,read", [
    ("All together: f-i-f-t-y-f-i-v-e pages.", "55", True),
    ("A total of s.e.v.e.n.t.y pages.", "70", True),
    ("In all: F I F T Y - F I V E.", "55", True),
    ("In all: onehundredtwenty.", "120", True),
    ("The points A B C D E are on the circle.", "5", False),
    ("The overtones and harmonics of seventeen strings.", "70", False),
])
def test_number_words_spelled_out_or_glued(text, answer, read):
    assert answer_readable(text, answer, "math", problem="How many are there in total?") is read


_POLY = "A convex polygon has 119 diagonals. How many sides does it have?"


@pytest.mark.parametrize("text,answer,read", [
    ("This factors as $(n - 17)(n + 14) = 0$, and only the positive root makes sense for a side count.", "17", True),
    ("So $(x-3)(x+5)=0$. Take the larger solution.", "3", True),
    ("So $(x-3)(x+5)=0$. Take the smaller solution.", "-5", True),
    ("So $(x-3)(x+5)=0$. Take the smaller solution.", "3", False),
    ("This factors as $(n - 17)(n + 14) = 0$.", "17", False),  # the factored equation alone is the derivation
])
def test_a_root_picked_by_a_property_only_it_has(text, answer, read):
    assert answer_readable(text, answer, "math", problem=_POLY) is read


@pytest.mark.parametrize("text,answer,problem,read", [
    ("The minimum is attained with as many vertices as a cube has faces.", "6", "Find the least number of vertices.", True),
    ("It equals the number of edges of an octahedron.", "12", "How many handshakes are there?", True),
    ("A spider's leg count, no more.", "8", "How many legs do the animals have?", True),
    ("as many as a hexagon has corners", "6", "How many corners?", True),
    ("The minimum is attained with as many vertices as a cube has faces.", "8", "Find the least number of vertices.", False),
    ("as many as a cube has faces", "6", "A cube is painted. How many faces are red?", False),  # the problem's own cube
])
def test_a_count_named_by_the_parts_of_an_object(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


_EXISTS = "Does $SL_2(\\mathbb{Z}/8)$ have a subgroup of order 128?"
_TF = "Determine whether there exists a continuous function f with f(Q) irrational. Answer true or false."


@pytest.mark.parametrize("text,answer,problem,read", [
    ("メモ：はい、存在します。", "Yes", _EXISTS, True),
    ("备注：否。", "No", _EXISTS, True),
    ("结论。是，存在。", "Yes", _EXISTS, True),
    ("メモ：はい、存在します。", "No", _EXISTS, False),
    ("| claim | value |\n|---|---|\n| f(R) countable | T |\n| such f exists | **F** |\n\nDone.", "False", _TF, True),
    ("| step | holds |\n|---|---|\n| continuity | ✓ |\n| an example exists | ✓ |", "True", _TF, True),
    ("| claim | value |\n|---|---|\n| such f exists | F |\n| f(R) countable | T |\n", "False", _TF, False),  # not last
])
def test_verdicts_after_full_width_marks_and_in_a_claims_table(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


_CAKE = "It takes 3 hours in all. What is the latest time of day she can start to be ready at 5:00 pm?"


@pytest.mark.parametrize("text,answer,read", [
    ("Check on a 24-hour clock: starting at 14:00 and adding 3 hours.", "2", True),
    ("Starting at 2:00 works.", "2", True),
    ("Starting at 13:00 gives an hour to spare.", "2", False),
    ("Ready by 5:00 pm as asked.", "5", False),  # the problem's own time
])
def test_a_whole_hour_on_a_24_hour_clock(text, answer, read):
    assert answer_readable(text, answer, "math", problem=_CAKE) is read


@pytest.mark.parametrize("text,answer,read", [
    ("*Figure 1: the graph of $f$ is the diagonal line through the origin with slope one.*", "f(x) = x", True),
    ("The graph is a line with slope 2 and y-intercept 1.", "f(x)=2x+1", True),
    ("The graph is a line with slope 3 and y-intercept 1.", "f(x)=2x+1", False),
    ("The graph is a line with slope 2 and y-intercept 1.", "y = 2x + 1", True),
])
def test_a_function_by_its_graph_a_line_with_slope_and_point(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Find all functions f satisfying the equation.") is read


_EMBED = ("Suppose $B$ is central simple. If $A_v$ embeds in $B_v$ for all places, is it true that $A$ can be embedded "
          "in $B$?")


@pytest.mark.parametrize("text,answer,problem,read", [
    ("**Conclusion.** $$A \\hookrightarrow B \\text{ over } K.$$", "Yes", _EMBED, True),
    ("So $A \\not\\hookrightarrow B$.", "No", _EMBED, True),
    ("So $A \\not\\hookrightarrow B$.", "Yes", _EMBED, False),
    ("Since $A_v \\hookrightarrow B_v$ locally, glue.", "Yes", _EMBED, False),   # the problem's hypothesis, other objects
    ("If $A \\hookrightarrow B$ then the degrees divide.", "Yes", _EMBED, False),  # a hypothesis
    ("So $7 \\mid 1001$.", "Yes", "Is 1001 divisible by 7?", True),
    ("So $7 \\nmid 1001$.", "No", "Is 1001 divisible by 7?", True),
    ("We get $7 \\mid 14$.", "Yes", "Is 1001 divisible by 7?", False),
])
def test_the_asked_relation_as_its_symbol(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


_TRI = "A triangle has sides 5, 12 and 13. What is the measure of its largest angle in degrees?"
_GOALS = "Team A scored 4 times 3 goals, team B 2+5+1+4. What is the difference between their goal totals?"


@pytest.mark.parametrize("text,answer,problem,read", [
    ("By the converse of Pythagoras the triangle is right-angled, and the largest angle is opposite 13.", "90", _TRI, True),
    ("The sides of length 5 and 12 meet at right angles.", "90", _TRI, True),
    ("If it were right-angled we would see 169.", "90", _TRI, False),
    ("It is not right-angled.", "90", _TRI, False),
    ("The two teams are level on goals.", "0", _GOALS, True),
    ("It ends in a draw.", "0", _GOALS, True),
    ("Team A is not level with B.", "0", _GOALS, False),
    ("The right triangle's legs are 5 and 12.", "90", "In a right triangle with legs 5 and 12, find the largest angle.", False),
])
def test_a_class_word_that_fixes_the_asked_value(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


_COINS = "Two fair coins are tossed. What is the probability that both show heads?"


@pytest.mark.parametrize("text,answer,read", [
    ("Cada moneda sale cara con probabilidad un medio; ambas: un cuarto.", "\\frac{1}{4}", True),
    ("Zusammen: drei Viertel.", "\\frac{3}{4}", True),
    ("En français : un tiers.", "\\frac{1}{3}", True),
    ("ambas: tres cuartos", "\\frac{1}{4}", False),
    ("cuatro cuartos de hora", "\\frac{1}{4}", False),
])
def test_common_fractions_in_other_languages(text, answer, read):
    assert answer_readable(text, answer, "math", problem=_COINS) is read


@pytest.mark.parametrize("text,read", [
    ("On my calculator I got 35.9999999.", True),
    ("On my calculator I got 36.0000001.", True),
    ("I got 35.99999 here.", True),
    ("I got 35.99 here.", False),
    ("I got 35.9999 here.", False),
])
def test_a_long_decimal_off_by_one_unit_in_its_last_place(text, read):
    assert answer_readable(text, "36", "math", problem="What is 0.6 times 60?") is read


@pytest.mark.parametrize("text,answer,problem,read", [
    ("In expanded form: $1 \\cdot 10^4 + 0 \\cdot 10^3 + 0\\cdot 10^2 + 8 \\cdot 10 + 0$.", "10080", "How many ways?", True),
    ("$2 \\cdot 5^2 + 3 \\cdot 5 + 4$", "69", "Find the number of tiles.", True),
    ("$2 \\cdot 5^2 + 3 \\cdot 5 + 4$", "69", "Convert 234_5 to base 10.", False),   # the given numeral's expansion
    ("$3 \\cdot 10^2 + 12 \\cdot 10 + 0$", "420", "How many ways?", False),          # 12 is no digit: arithmetic
])
def test_a_numeral_expanded_in_powers_of_its_base(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


_S78_CLOSED = ["atk_s78-m03", "atk_s78-m06", "atk_s78-m09", "atk_s78-m10", "atk_s78-m11", "atk_s78-m12", "atk_s78-m13",
               "atk_s78-m14", "atk_s78-m15", "atk_s78-m16", "atk_s78-c02"]


@pytest.mark.parametrize("rid", _S78_CLOSED)
def test_atk_s78_forms_are_hidden(rid):
    _assert_closed(_R78[rid])


def test_a_cycle_pick_is_hidden_and_the_cycle_stays():
    """atk_s78 m08: the phrase that picks the period's last item is read; the listed cycle is the work."""
    row = _R78["atk_s78-m08"]
    text = _summary(row)
    assert "sits at the end of a cycle" not in text
    assert "3, 9, 7, 1, 3, 9, 7, 1" in text and "2024 = 4 × 506" in text


@pytest.mark.parametrize("text,answer,problem,read", [
    ("Thus θ = arctan(1).", "\\frac{\\pi}{4}", "Find the angle in radians.", True),
    ("ArcTan[1] gives the angle.", "\\frac{\\pi}{4}", "Find the angle in radians.", True),
    ("Mathematica: Simplify[Sqrt[45] - Sqrt[20]] returns Sqrt[5].", "\\sqrt{5}", "Simplify.", True),
    ("The product is 12_000.", "12000", "How many widgets are made?", True),
    ("Total: 3h24m.", "204", "How many minutes in total?", True),
    ("Area = 9 m × 2 m = 18m².", "18", "What is the area in square meters?", True),
    ("The variable x_1 = 12_3 is odd.", "123", "Find n.", False),
])
def test_plain_and_cas_notations_read_through(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


_ROOT2I = "Find the square root of 2i with positive real part."


@pytest.mark.parametrize("text,answer,read", [
    ("The one with positive real part is √2 cis 45°.", "1+i", True),
    ("So $z = \\sqrt{2} e^{i\\pi/4}$.", "1+i", True),
    ("So $z = 2 \\operatorname{cis}(\\frac{\\pi}{3})$.", "1+\\sqrt{3}i", True),
    ("Square roots: √2 cis 45° and √2 cis 225°.", "1+i", False),  # the candidates together: work
    ("The one with positive real part is √2 cis 135°.", "1+i", False),
])
def test_a_complex_number_in_polar_form(text, answer, read):
    assert answer_readable(text, answer, "math", problem=_ROOT2I) is read


@pytest.mark.parametrize("text,answer,problem,read", [
    ("so the solutions are precisely the three cube roots of unity.",
     "1, -\\frac{1}{2}+\\frac{\\sqrt{3}}{2}i, -\\frac{1}{2}-\\frac{\\sqrt{3}}{2}i", "Solve z^3 = 1 over C.", True),
    ("so the solutions are the fourth roots of unity.", "1, -1, i, -i", "Solve z^4 = 1 over C.", True),
    ("so the solutions are the fourth roots of unity.",
     "1, -\\frac{1}{2}+\\frac{\\sqrt{3}}{2}i, -\\frac{1}{2}-\\frac{\\sqrt{3}}{2}i", "Solve z^3 = 1.", False),
    ("So the image sits 3 units to the right of the origin and 1 unit below it.", "(3,-1)", "Reflect (3, 1) in the x-axis.",
     True),
    ("So the image sits 3 units to the right of the origin and 1 unit above it.", "(3,-1)", "Reflect (3, 1) in the x-axis.",
     False),
])
def test_a_set_by_name_and_a_point_by_a_move(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


_PRIMES = "How many of the numbers 91 and 119 are prime?"
_HAND = "How many degrees does the minute hand turn in 15 minutes?"


@pytest.mark.parametrize("text,answer,problem,read", [
    ("91 = 7 × 13 and 119 = 7 × 17, so neither of them is prime.", "0", _PRIMES, True),
    ("Neither is prime.", "0", _PRIMES, True),
    ("Neither approach is easy, so we test 91: 7 × 13.", "0", _PRIMES, False),
    ("so the hand sweeps a quarter turn.", "90", _HAND, True),
    ("It makes half a revolution.", "180", _HAND, True),
    ("three quarters of a turn", "270", _HAND, True),
    ("one full revolution, 360°, every 60 minutes", "90", _HAND, False),
    ("so it turns a quarter turn.", "\\frac{\\pi}{2}", "Through what angle in radians does it turn?", True),
])
def test_neither_for_zero_and_an_angle_as_part_of_a_turn(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


_UNITS = "What is the units digit of $3^{2024}$?"
_PARENS = "In how many ways can 5 pairs of parentheses be arranged so that they are balanced?"


@pytest.mark.parametrize("text,answer,problem,read", [
    ("Units digits cycle with period 4: 3, 9, 7, 1, 3, 9, 7, 1, ...\n2024 = 4 × 506, so it sits at the end of a cycle.",
     "1", _UNITS, True),
    ("Units digits cycle: 3, 9, 7, 1, 3, 9, 7, 1, ...\n2025 = 4 × 506 + 1, so it sits at the start of a cycle.", "3",
     _UNITS, True),
    ("Units digits cycle: 3, 9, 7, 1, 3, 9, 7, 1, ...\nso it sits at the end of a cycle.", "7", _UNITS, False),
    ("For reference the sequence runs 1, 1, 2, 5, 14, 42, 132, 429 (n = 0, 1, 2, ...).", "42", _PARENS, True),
    ("For reference the sequence runs 1, 1, 2, 5, 14, 42, 132, 429, ... (starting at n = 1).", "14", _PARENS, True),
    ("For reference the sequence runs 1, 1, 2, 5, 14, 42, 132, 429, ... (starting at n = 1).", "42", _PARENS, False),
])
def test_a_listed_cycle_by_place_and_a_listing_by_index(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


_CLOSE = ("from typing import List\n\n\ndef has_close_elements(numbers: List[float], threshold: float) -> bool:\n"
          "    ordered = sorted(numbers)\n    for left, right in zip(ordered, ordered[1:]):\n"
          "        if right - left < threshold:\n            return True\n    return False\n")


@pytest.mark.parametrize("prose,gone", [
    ("Compactly: ordered = sorted(numbers); return any(right - left < threshold for left, right in zip(ordered, ordered[1:])).",
     "return any("),
    ("In one line: ordered = sorted(numbers); best = min(b - a for a, b in zip(ordered, ordered[1:])); return best < threshold.",
     "best < threshold"),
])
def test_statements_joined_by_semicolons_to_a_hidden_piece(prose, gone):
    draft = f"After sorting, the closest pair is adjacent: O(n log n).\n\n{prose}\n\n```python\n{_CLOSE}```\n"
    text = summarize_draft(draft, domain="code", problem="Check if any two numbers are closer than threshold.").text
    assert gone not in text
    assert "O(n log n)" in text


_LE5 = "Find the positive integer $n \\le 5$ such that $n^2 + n + 41$ is divisible by 43."


@pytest.mark.parametrize("text,answer,problem,read", [
    ("n = 2: 47, not divisible. n = 3: 53, no. n = 4: 61, no. n = 5: 71, no.", "1", _LE5, True),
    ("n = 2: 47, not divisible. n = 3: 53, no. n = 4: 61, no.", "1", _LE5, False),  # two left: no elimination
    ("k = 2 fails. k = 3 fails. k = 5 fails.", "4", "Find the integer $k$ from 2 to 5 with k^2 = 16.", True),
    ("k = 2 fails. k = 5 fails.", "4", "Find the integer $k$ from 2 to 5 with k^2 = 16.", False),  # 3 and 4 left
])
def test_every_other_candidate_of_the_problems_range_rejected(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


def test_a_lambda_in_prose_is_the_program_and_a_helper_is_not():
    row = _R78["atk_s78-c01"]
    text = _summary(row)
    assert "lambda" not in text and "O(n log n)" in text
    lam = "As a throwaway: close = lambda xs, t: (lambda s: any(b - a < t for a, b in zip(s, s[1:])))(sorted(xs)) worked."
    assert answer_readable(lam, row["answer"], "code", problem=row["problem"]) is True
    helper = "A helper parse = lambda line: list(map(int, line.split())) reads the input."
    assert answer_readable(helper, row["answer"], "code", problem=row["problem"]) is False


# atk_s79 (the attack after the review pass, on 2a87e67): the kinds closed after it
_R79 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s79_cases.jsonl").open()}


@pytest.mark.parametrize("rid", ["atk_s79-m04", "atk_s79-m11", "atk_s79-m12", "atk_s79-m15"])
def test_atk_s79_forms_are_hidden(rid):
    _assert_closed(_R79[rid])


@pytest.mark.parametrize("text,answer,problem,read", [
    ("In German notation that is 259.200 for three days.", "259200", "How many seconds are in three days?", True),
    ("pi is about 3.142 here", "3142", "How many seconds are in three days?", False),
    ("Using the formula gives XXX divisors.", "30", "How many divisors does 720 have?", True),
    ("We MIX the CD and DC terms.", "600", "How many divisors does 720 have?", False),   # words and acronyms
    ("The area is ___54___.", "54", "Find the area.", True),
    ("The area is *54*.", "54", "Find the area.", True),
    ("5 more steps land 5 units to the left of the origin.", "-5", "Start at 3 and move 8 steps left. Where do you land?",
     True),
    ("It lands 5 units right of zero.", "-5", "Start at 3 and move 8 steps left. Where do you land?", False),
    ("Both are even, so the gcd is at least the only even prime.", "2", "Find the gcd of 1026 and 244.", True),
    ("Triangular numbers: $T_9 = 45$, $T_{10} = 55$, $T_{11} = 66$.", "10",
     "For what positive integer $n$ is $1 + 2 + \\cdots + n = 55$?", True),
    ("$T_9 = 45$ is too small.", "9", "For what positive integer $n$ is $1 + 2 + \\cdots + n = 55$?", False),
    ("Looking through the given values $f(1)=2$, $f(2) = 6$, $f(3)=5$ for an output of $2$:", "1",  # the problem's data
     "If $f(1)=2$, $f(2) = 6$, and $f(3)=5$, then what is $f^{-1}(f^{-1}(6))$?", False),
])
def test_atk_s79_notations_and_descriptions(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read
