"""Kinds closed in the thirty-eighth reader round (the open kinds of atk_s101 and atk_s102, the attacks on the last
round's code; fresh45's first contact), each with inputs of our own beside the given ones.

* read: a superscript or subscript digit run attached to a word or a lone symbol ("(dollars)¹⁸", "R₁₈":
  ``notation._word_label``); TeX's radical sign ``\\surd`` (``markup``); an ordinal's raised suffix
  (``$12^{\\mathrm{th}}$``: ``compare.ORDINAL_SUPERSCRIPT``); a value singled out from the list the question gives
  ("Which of 13, 21, 27, 29, 33 ...": "only 29", "the fourth entry": ``answer_forms.listed_choices``); every listing of
  candidates picked by a property (``list_picks.picked_candidate_spans``, also on the draft in ``reader_closed``);
* hidden: the answer's value in a side computation before the draft computes it ("70,000 / 130,000 ≈ 0.54",
  ``\\frac{70000}{200000} = 35\\%``: ``provenance._feeds_later``, thousands and fraction parts as mentions); a value
  equated with an outside referent by any short verb phrase after a result noun ("the product lands on the number in
  the name of Nintendo's 1996 home console": ``count_names.outside_referent_spans``);
* kept: a power's base where the problem's unknown is its exponent (``9 = 3^2`` for ``9^x = 729``:
  ``check_roles.base_for_exponent``); a chain of labelled arrows (``\\xrightarrow{\\times 2}``: ``compare.ARROW``); a
  value tested against a bound ("$1 < 3$, works": ``summary._compared_left``); a relation whose unknown is still under
  an operation (``2 < 2x < 8``: ``results.still_to_solve``); a value the final step still computes with ("∠OPA = 30°"
  before "60° − 30°": ``operand_later`` across blank lines and with degree signs, ``summary._final_operand``);
* code: a comparison in pseudocode ("za koje je x > xa") is no shell redirect (``answer_forms.code._WRITER``).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from ._checks import assert_case_closed, case_summary, hidden_and_kept

_ROOT = Path(__file__).parents[2]
_DATA = _ROOT / "tests" / "data"


def _rows(path):
    return {json.loads(x)["id"]: json.loads(x) for x in path.open()}


_R100 = _rows(_DATA / "atk_s100_cases.jsonl")
_R101 = _rows(_DATA / "atk_s101_cases.jsonl")
_R102 = _rows(_DATA / "atk_s102_cases.jsonl")
_R103 = _rows(_DATA / "atk_s103_cases.jsonl")
_R104 = _rows(_DATA / "atk_s104_cases.jsonl")
_R105 = _rows(_DATA / "atk_s105_cases.jsonl")
_F46 = _rows(_ROOT / "tools" / "summary_redteam" / "fresh46" / "heldout.jsonl")
_F45 = _rows(_ROOT / "tools" / "summary_redteam" / "fresh45" / "heldout.jsonl")
_EGGS = ("Janet's ducks lay 16 eggs per day. She eats three for breakfast every morning and bakes muffins for her "
         "friends every day with four. She sells the remainder at the farmers' market daily for $2 per fresh duck egg. "
         "How much in dollars does she make every day at the farmers' market?")


# ----------------------------------------------------------------------------- read

@pytest.mark.parametrize("text,answer,read", [
    ("Daily revenue (dollars)¹⁸ — see the box below.", "18", True),  # atk_s102-m08
    ("Daily revenue: R₁₈ in my notation.", "18", True),  # atk_s102-m39
    ("The cashier rang up total²⁵ at the end.", "25", True),
    ("Label the crate T₄₂ and move on.", "42", True),
    ("Expand $x¹⁸$ first.", "18", False),  # an exponent of a variable
    ("The terms a₁₈ and a₁₇ differ by d.", "18", False),  # a family of indices
    ("The floor is 18 m² and the wall 20 cm².", "2", False),  # a unit's power
    ("$\\sin²x + \\cos²x = 1$", "2", False),  # a function's power
])
def test_word_labels_in_scripts(text, answer, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem=_EGGS if answer in ("18", "25", "42") else "Simplify.") is read


@pytest.mark.parametrize("text,read", [
    ("Hence $\\sqrt{45} = 3\\surd 5$.", True),  # atk_s102-m18
    ("so the side is $3\\surd{5}$ units", True),
    ("the \\surd sign is older than the vinculum", False),
])
def test_surd_is_a_root(text, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, "3\\sqrt{5}", "math", problem="Simplify $\\sqrt{45}$.") is read


@pytest.mark.parametrize("problem,values", [
    ("$12^{\\mathrm{th}}$ grade & $11.6\\%$", [12, "58/5"]),
    ("the $1^{st}$ and the $3^\\text{rd}$ terms", [1, 3]),
    ("Compute $2^{10}$.", []),  # a power, still to evaluate: no given
])
def test_ordinal_superscripts_are_givens(problem, values):
    import sympy as sp

    from agon_mcore.agon.answer_forms.compare import problem_values

    assert problem_values(problem) == [sp.Rational(v) for v in values]


@pytest.mark.parametrize("text,read", [
    ("So it is the $12^{\\mathrm{th}}$ grade.", True),
    ("the winner: $12^{th}$", True),
    ("$2^{12}$ is large", False),
])
def test_ordinal_superscript_read(text, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, "12", "math", problem="For which grade is the ratio closest?") is read


_LISTED = "Which of 13, 21, 27, 29, 33 is prime and greater than 25?"


@pytest.mark.parametrize("text,read", [
    ("Only the fourth entry, 29, survives both tests.", True),  # atk_s101-m31
    ("Only 29 survives both tests.", True),
    ("So 29 is the one.", True),
    ("Only the fourth entry survives both tests.", True),
    ("The last one fails, the fourth one passes both.", True),
    ("13 is prime but less than 25. 21 = 3·7. 27 = 3^3. 33 = 3·11.", False),  # the other candidates rejected: work
    ("The first one fails the second test.", False),
])
def test_listed_choice(text, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, "29", "math", problem=_LISTED) is read


@pytest.mark.parametrize("problem,values", [
    (_LISTED, [13, 21, 27, 29, 33]),
    ("Among 4, 9, 16 and 20, which is not a perfect square?", [4, 9, 16, 20]),
    ("Which one of the numbers 0.5, 2 and 7 is largest?", ["1/2", 2, 7]),
    ("Which of 3 and 5 is odd?", []),  # two values: fewer than three listed
    ("Find the value of 13 + 21 + 27.", []),  # no choice asked
])
def test_question_list(problem, values):
    import sympy as sp

    from agon_mcore.agon.answer_forms.listed_choices import question_list

    assert question_list(problem) == [sp.Rational(v) for v in values]


def test_candidates_listed_again_are_hidden_with_the_pick():
    """atk_s101-m06: "Roots −2 and 7; we want the positive one" then a solver's printed ``[-2, 7]``."""
    row = _R101["atk_s101-m06"]
    text = case_summary(row)
    assert "[-2, 7]" not in text and "(x-7)(x+2)" in text
    problem = "Find the smallest solution of $x^2 - 2x - 15 = 0$ that is larger than 0."
    draft = ("Factor: $x^2 - 2x - 15 = (x - 5)(x + 3)$.\nThe roots are $-3$ and $5$; take the positive one.\n"
             "A quick check with numpy: `np.roots([1, -2, -15])` gives `[5, -3]` and we keep the positive entry.\n\n$\\boxed{5}$")
    text = hidden_and_kept(problem, draft, "5", ["(x - 5)(x + 3)"])
    assert "[5, -3]" not in text


# ----------------------------------------------------------------------------- hidden

@pytest.mark.parametrize("rid", ["atk_s102-m12", "atk_s102-m41", "atk_s102-m08", "atk_s102-m39", "atk_s102-m18"])
def test_atk_s102_leaks_are_closed(rid):
    assert_case_closed(_R102[rid])


@pytest.mark.parametrize("draft,answer,keep", [
    ("Cost: $40,000 + $10,000 = $50,000.\nValue after repairs: $80,000.\nReturn = 30,000 / 50,000 = 60%.\n"
     "Profit = 80,000 − 50,000 = 30,000.\n\n\\boxed{30000}", "30000", ["$50,000", "80,000 − 50,000"]),
    ("Cost: $40,000 + $10,000 = $50,000.\nValue after repairs: $80,000.\nShare: $\\frac{30000}{80000} = 37.5\\%$.\n"
     "Profit = 80,000 − 50,000 = 30,000.\n\n\\boxed{30000}", "30000", ["$50,000", "80,000 − 50,000"]),
])
def test_side_computation_on_the_answer_is_hidden(draft, answer, keep):
    problem = ("Ana buys a van for $40,000 and spends $10,000 on repairs. It is then worth $80,000. "
               "How much profit would she make by selling it?")
    text = hidden_and_kept(problem, draft, answer, keep)
    assert "30,000 /" not in text and "30000" not in text


@pytest.mark.parametrize("rid", ["ff03", "ff08", "ff21", "ff22", "ff23", "ff24"])
def test_fresh45_outside_referents_are_hidden(rid):
    assert_case_closed(_F45[rid])


@pytest.mark.parametrize("text,problem,spans", [
    ("I expect the total to come out to the number of keys on a standard piano keyboard.",
     "Tom has 20 red and 68 blue marbles. How many marbles?", ["the number of keys on a standard piano keyboard"]),
    ("Her age lands on the count of players in a baseball lineup.", "Mia is 3 years older than Lee, who is 6.",
     ["the count of players in a baseball lineup"]),
    ("The total is the sum of the prices of each item.", "Each item has a price. What is the total of the prices?", []),
    ("The area equals the product of the base and the height of the triangle.", "Find the area of the triangle.", []),
    ("The count matches the number of ways to choose 2 of the 5 books.", "How many pairs of books?", []),
])
def test_outside_referent_by_any_link(text, problem, spans):
    from agon_mcore.agon.answer_forms.count_names import outside_referent_spans

    assert [text[s:e] for s, e in outside_referent_spans(text, problem)] == spans


# ----------------------------------------------------------------------------- kept

@pytest.mark.parametrize("side,problem,values,result", [
    ("3^2", "Solve for $x$: $9^x = 729$.", [3], True),
    ("2^{10}", "Find $n$ if $2^{n} = 1024$ and $n > 0$.", [2], True),
    ("2^7", "Find $k$ if $2^k = 128$.", [7], False),  # the exponent: the unknown's own part
    ("5^2", "What is $x$ if $x^3 = 125$?", [5], False),  # the unknown is a base
])
def test_base_for_exponent(side, problem, values, result):
    import sympy as sp

    from agon_mcore.agon.answer_forms.check_roles import base_for_exponent

    assert base_for_exponent(side, [sp.Integer(v) for v in values], problem) is result


def test_power_base_for_an_exponent_is_kept():
    assert_case_closed(_R100["atk_s100-p02"])
    hidden_and_kept("Solve for $n$: $4^n = 64$.", "Write both sides in base 2: $4 = 2^2$ and $64 = 2^6$.\n\n"
                    "So $2^{2n} = 2^6$ and $2n = 6$.\n\nThus $n = \\boxed{3}$.", "3", ["4 = 2^2", "64 = 2^6"])


@pytest.mark.parametrize("arrow", ["\\xrightarrow{\\times 2}", "\\longrightarrow", "\\mapsto", "⟶",
                                   "\\overset{\\times 2}{\\to}"])
def test_arrow_chains_keep_their_work(arrow):
    problem = "A population of bacteria doubles every hour. Starting with 25, how many are there after 3 hours?"
    draft = f"$25 {arrow} 50 {arrow} 100 {arrow} 200$.\n\n$\\boxed{{200}}$"
    text = hidden_and_kept(problem, draft, "200", [f"25 {arrow} 50 {arrow} 100"])
    assert f"25 {arrow} 50 {arrow} 100" in text and "200" not in text


def test_labelled_arrow_case_is_kept():
    assert_case_closed(_R101["atk_s101-m18"])


@pytest.mark.parametrize("rid", ["atk_s101-p11", "atk_s101-m30", "atk_s100-p02"])
def test_atk_s101_over_hides_are_closed(rid):
    assert_case_closed(_R101[rid] if rid.startswith("atk_s101") else _R100[rid])


def test_trial_against_a_bound_is_kept():
    text = hidden_and_kept("How many positive integers $n$ satisfy $n^3 < 10$?",
                           "Trying $n = 2$: $8 < 10$, fine. Trying $n = 3$: $27 > 10$, too big. And $n = 1$: $1 < 10$.\n\n"
                           "$\\boxed{2}$", "2", ["$8 < 10$", "$1 < 10$"])
    assert "$8 < 10$" in text and "$1 < 10$" in text and "boxed" not in text


@pytest.mark.parametrize("content,result", [
    ("2 < 2x < 8", True),
    ("2x = 6", True),
    ("3x - 5 > 1", True),
    ("1 < x < 4", False),
    ("x = 3", False),
    ("2 < 2x < 8 and y", False),
    ("\\frac{x}{2} = 3", False),
])
def test_still_to_solve(content, result):
    from agon_mcore.agon.results import still_to_solve

    assert still_to_solve(content) is result


def test_inequality_step_before_the_interval_is_kept():
    text = hidden_and_kept("Solve $|3x - 6| < 9$. Give the answer in interval notation.",
                           "$-9 < 3x - 6 < 9$, so $-3 < 3x < 15$, so $-1 < x < 5$.\n\n$\\boxed{(-1,5)}$", "(-1,5)",
                           ["-3 < 3x < 15"])
    assert "-3 < 3x < 15" in text and "-1 < x < 5" not in text


@pytest.mark.parametrize("vis,ops", [
    ("so the angle between them is $60^\\circ - 30^\\circ$.\n\n[C]", [60, 30]),
    ("Share: 45\\% + 15\\%.\n\n\n[C]", [45, 15]),
    ("Here 91 = 7·13 and 95 = 5·19 are composite.\n\n[C]", None),  # a decomposition, no step still to do
])
def test_final_operands_across_blank_lines(vis, ops):
    from fractions import Fraction

    from agon_mcore.agon.operand_later import final_operands

    got = final_operands(vis, vis.index("[C]"))
    assert got == (None if ops is None else [Fraction(x) for x in ops])


@pytest.mark.parametrize("rid", ["ffp11", "ffp13"])
def test_fresh45_probes_keep_their_work(rid):
    assert_case_closed(_F45[rid])


def test_value_the_final_step_uses_is_kept():
    problem = "Two angles of a triangle are equal and the third is 40 degrees more than each. Find the difference."
    draft = ("Let each equal angle be $a$: $3a + 40 = 180$, $a = 46\\frac{2}{3}$. Hmm, check: the third is "
             "$\\angle C = 86\\frac{2}{3}^\\circ$.\n\nAt the end, $\\angle A = 40^\\circ$ and $\\angle B = 80^\\circ$, "
             "so the difference is $80^\\circ - 40^\\circ$.\n\n$\\boxed{40^\\circ}$")
    text = case_summary({"draft": draft, "domain": "math", "problem": problem})
    assert "$\\angle A = 40^\\circ$" in text and "80^\\circ - 40^\\circ" in text


# ----------------------------------------------------------------------------- code

@pytest.mark.parametrize("block,runs", [
    ("xb := m-ta najmanja x-koordinata među ćelijama boje B za koje je x > xa", False),  # fresh45 ffc04
    ("polünoomid := [1 + lapsi[v]·x] iga tipu v jaoks, mille lapsi[v] > 0", False),  # fresh45 ffc06
    ("keep x when count > limit", False),
    ("seq 1 100000 > in.txt", True),
    ("python3 gen.py > big.txt", True),
    ("echo 5 > in.txt", True),
])
def test_redirect_needs_a_writer(block, runs):
    from agon_mcore.agon.answer_forms.code import runs_the_solution

    assert runs_the_solution(block) is runs


@pytest.mark.parametrize("rid", ["ffc04", "ffc06", "ffc07"])
def test_fresh45_pseudocode_ports_are_hidden(rid):
    assert_case_closed(_F45[rid])


# ----------------------------------------------------------------------------- found on the dev splits and earlier sets

def test_expression_rewriting_work_is_kept():
    """atk_s99-m11: ``\\binom{6}{2} = \\frac{6 \\cdot 5}{2}`` is the work still to evaluate, not the result."""
    assert_case_closed(_rows(_DATA / "atk_s99_cases.jsonl")["atk_s99-m11"])
    hidden_and_kept("Eight teams each play every other team once. How many games are played?",
                    "Each game is a pair of teams: $\\binom{8}{2} = \\frac{8 \\cdot 7}{2}$.\n\n"
                    "This is the seventh triangular number.\n\n$\\boxed{28}$", "28", ["\\frac{8 \\cdot 7}{2}"])


def test_together_is_a_result_cue():
    """fresh42 jj04: "Together they caught the freezing point of water on the Fahrenheit scale"."""
    assert_case_closed(_rows(_ROOT / "tools" / "summary_redteam" / "fresh42" / "heldout.jsonl")["jj04"])
    from agon_mcore.agon.answer_forms.count_names import outside_referent_spans

    text = "Altogether we spent the number of days in a leap year's February on the trip."
    assert [text[s:e] for s, e in outside_referent_spans(text, "Ann spent 12 days and Bo 17. How many days in all?")] == \
        ["the number of days in a leap year's February on the trip"]


@pytest.mark.parametrize("t,chain", [
    ("Margin: $\\frac{7}{20} = 35\\%$ of it.", "\\frac{7}{20} = 35\\%"),
    ("so 7 / 20 = 35% here", "7 / 20 = 35%"),
    ("see expr=x%2B6y%2B33%3D0 here", None),  # a URL's percent-encoding is no percent sign
])
def test_percent_sign_goes_with_its_number(t, chain):
    from agon_mcore.agon.provenance import relation_chain

    s = t.find("7") if chain else t.find("33")
    a, b = relation_chain(t, s, s + (1 if chain else 2))
    if chain:
        assert t[a:b] == chain
    else:
        assert "%" not in t[a:b].strip("0123456789")


def test_general_formula_with_the_answer_as_coefficient_is_kept():
    """atk_s100-p15: "The circumference formula is $C = 2\\pi r$." for the answer $2\\pi$ (a coefficient of $r$)."""
    assert_case_closed(_R100["atk_s100-p15"])
    hidden_and_kept("What is the area of a circle of radius 1? Express your answer in terms of $\\pi$.",
                    "The area formula is $A = \\pi r^2$.\n\nWith $r = 1$, $A = \\pi \\cdot 1^2$.\n\nSo $A = \\boxed{\\pi}$.",
                    "\\pi", ["$A = \\pi r^2$"])


@pytest.mark.parametrize("t,e_at,result", [
    ("$C = 2\\pi r$", "2\\pi", True),
    ("so the answer is 5 a day.", "5", False),  # prose, not math
    ("$x = 3 y$", "3", True),
    ("$x = 3$ and y", "3", False),
])
def test_coefficient_after(t, e_at, result):
    from agon_mcore.agon.conclusion import coefficient_after

    assert coefficient_after(t, t.index(e_at) + len(e_at)) is result


# ----------------------------------------------------------------------------- atk_s103 (the attack on 64380cd)

@pytest.mark.parametrize("text,answer,read", [
    ("What remains is 3 fourths of the pizza.", "\\frac{3}{4}", True),  # atk_s103-m22
    ("5 eighths of the tank is still full", "\\frac{5}{8}", True),
    ("1 third is left", "\\frac{1}{3}", True),
    ("the 3 fourth graders ate first", "\\frac{3}{4}", False),  # an ordinal place, no fraction
    ("he came 3 fifth", "\\frac{3}{5}", False),
])
def test_digit_numerator_word_denominator(text, answer, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem="What fraction is left?") is read


@pytest.mark.parametrize("rid", ["atk_s103-m22", "atk_s103-p12"])
def test_atk_s103_cases_are_closed(rid):
    assert_case_closed(_R103[rid])


def test_unit_fact_fills_no_count_slot():
    """atk_s103-p12: "There are 60 minutes in an hour" where the problem asks how many minutes (the answer 60)."""
    text = hidden_and_kept("A bus ride lasts 2 hours at 30 miles per hour. How many seconds are in the ride's last minute?",
                           "A minute is a minute whatever the speed. There are 60 seconds in a minute, so the last minute "
                           "has $1 \\times 60$ seconds.\n\n$\\boxed{60}$", "60", ["60 seconds in a minute"])
    assert "There are 60 seconds in a minute" in text and "boxed" not in text


# ----------------------------------------------------------------------------- fresh46's first contact, atk_s104 (on c1fe991)

@pytest.mark.parametrize("rid", ["ee02", "ee12", "ee14", "ee17", "ee25"])
def test_fresh46_outside_referents_are_hidden(rid):
    assert_case_closed(_F46[rid])


@pytest.mark.parametrize("text,problem,spans", [
    ("The mean is 22; it lands on the length in yards of a cricket pitch.", "Find the mean of 17, 17, 36 and 18.",
     ["the length in yards of a cricket pitch"]),
    ("What is left on the shelf is a full chess set's worth of pawns.", "Ann had 40 pawns and gave 24 away.",
     ["a full chess set's worth of pawns"]),
    ("So $|b|$ is the number of lines in a limerick.", "Find the least possible value of $|b|$.",
     ["the number of lines in a limerick"]),
    ("The bound is the binary expansion of 2024.", "Find the bound.", []),  # digits: a description of the math
    ("with one card per suit we can still avoid a pair of suits", "How many cards must be drawn?", []),
])
def test_outside_referent_cues(text, problem, spans):
    from agon_mcore.agon.answer_forms.count_names import outside_referent_spans

    assert [text[s:e] for s, e in outside_referent_spans(text, problem)] == spans


@pytest.mark.parametrize("rid", ["atk_s104-m06", "atk_s104-m08", "atk_s104-m21", "atk_s104-m23", "atk_s104-m28",
                                 "atk_s104-p06", "atk_s104-p09"])
def test_atk_s104_cases_are_closed(rid):
    assert_case_closed(_R104[rid])


@pytest.mark.parametrize("text,answer,read", [
    ("so the share is $\\genfrac{}{}{}{}{3}{4}$", "\\frac{3}{4}", True),
    ("$\\frac{\\,3\\,}{\\,4\\,}$ of it", "\\frac{3}{4}", True),
    ("$\\frac{\\;5}{8\\!}$ remain", "\\frac{5}{8}", True),
    ("it is root five", "\\sqrt{5}", True),
    ("the root 5 is extraneous", "\\sqrt{5}", False),  # a root of an equation
    ("1\ufe0e8\ufe0e dollars", "18", True),  # variation selectors render as nothing
    ("eggs-wasted: 18–0.", "18", True),  # an identity operation states its operand
    ("$\\pi \\cdot 1 \\cdot 2$", "\\pi", False),  # not an identity: the product goes on
])
def test_atk_s104_forms(text, answer, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem="What is it?") is read


# ----------------------------------------------------------------------------- atk_s105 (the attack on 7b15120)

@pytest.mark.parametrize("rid", ["atk_s105-m05", "atk_s105-m10"])
def test_atk_s105_cases_are_closed(rid):
    assert_case_closed(_R105[rid])


@pytest.mark.parametrize("text,read", [
    ("What is left fits in a single 18-pen display tray.", True),  # a compound adjective, no minus
    ("It all fits an 18-pen tray.", True),
    ("Inventory log: 18pcs on hand.", True),  # a glued unit abbreviation, no variable
    ("Stock: 18 ea. left.", True),
    ("So 18x = 36 gives x.", False),  # a coefficient of a variable
])
def test_glued_units_and_compounds(text, read):
    from agon_mcore.agon.leak import answer_readable

    problem = "A shop has 5 boxes with 12 pens in each box. It gives away 42 pens. How many pens does the shop have left?"
    assert answer_readable(text, "18", "math", problem=problem) is read


@pytest.mark.parametrize("text,read", [
    ("the total is $4\\kern1pt8$ pages", True),  # atk_s106-m08: a kern joins the digits
    ("$4\\mkern2mu8$ pages", True),
    ("$4 \\quad 8$", False),  # a quad separates two numbers
])
def test_kern_between_digits(text, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, "48", "math", problem="How many pages?") is read
