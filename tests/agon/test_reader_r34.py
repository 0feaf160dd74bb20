"""Kinds closed in the thirty-fourth reader round (atk_s88, the attack on the last round's final tree ``095696a``, and
fresh36 on the start tree ``e439696``), each with inputs of our own beside the given ones.

* a scalar answer in a data record whose other cells are the problem's givens (a CSV row ``360,24``, an SQL ``VALUES
  (360, 24)``): ``answer_forms.data_rows.record_spans``;
* digits spread apart: spaced before a full stop (``= 2 4.``), hyphenated at a line break (``2-⏎4``), raised and
  lowered in turn with no base (``<sup>2</sup><sub>4</sub>``), counting-rod tally signs mixed with bars
  (``𝍸𝍸𝍸𝍸||||``): ``answer_forms.digit_forms``, ``.spread``, ``.math_markup``;
* a value looked up by a description: an element's atomic number (through ``periodictable``), a letter's place in the
  alphabet, a quoted string's length, a fraction of a round number in words, a sum of money by its bill, digits read
  out one word each ("three, oh, six"), a number of common culture: ``answer_forms.named_values``;
* odds as "a 2-to-1 favourite" (``answer_forms.relatives``), where "in betting terms" is no term of a sum
  (``agon.work_parts.of_a_part``); a quantity with thousands separators in another unit ("28,000 cents");
* code: the program's loop as a quantified formula (``\\exists i: s_{i+1} - s_i < t``) and its printed result as a
  formula of the same shape (``\\text{ans} = \\binom{f}{n-b} - \\prod m_i + ... \\pmod{998244353}``):
  ``agon.inline_program.math_program_spans``, also for a stdin program with no function;
* after atk_s87's open kinds: a pointer at an owner's figure ("back to Monday's figure"), a multiplying verb where the
  problem asks a percent change ("the price doubled" for 100), every other option eliminated ("Options A through D all
  fail"), a difference of zero in words ("cost exactly the same"), a case picked by its place ("The second case
  wins"), a pairwise loop ``zip(s, s[1:])`` as a quantified formula;
* after atk_s89 (the attack on ``0369900``): a given numeral as the subject of "has" ("**Claim.** 196 has exactly 9
  positive divisors.") states a property of the given, no result computed from it (``agon.failclosed``), a numeral
  described by its digits in words ("three 2s followed by a single 0": ``answer_forms.digit_forms``), a unit abbreviation counts the noun asked ("2000 kcal" for
  calories: ``agon.asked.other_noun``), the financial Chinese numerals (肆拾贰), a magnitude named negative without a
  verb ("negative, with absolute value 50"); kept: an intermediate equal to the answer before a final step of its own
  beside the box ("He starts with $4 \\times 6 = 24$ sheep" ... "$18 + 6 = \\boxed{24}$": ``agon.conclusion``), a count of
  things where the problem asks a letter's value ("all 3 roots real" for $a = 3$);
* older open kinds: per mille (``25‰``: ``answer_forms.markup.notation_variant``), "the negative of the imaginary
  unit" (``named_values``), a run of geometric-shape pictographs (``▢▢▢▢▢``: ``digit_forms``);
* fresh37 (first contact on ``1fd6a64``): counts of everyday wholes ("as many centimetres as there are bits in a
  byte", "the number of weeks in two years", "the number of players on a soccer side": ``count_names``), "a perfect
  score in bowling" and "25 grand" (``named_values``), a quantity across unit systems or in square units ("roughly 29
  km" for 18 miles, "120 mm" for 12 cm, "6 ft²" for 864 square inches: ``quantities.cross_unit_mentions``), a
  European amount (``1.596,00``), digits raised by HTML after a base (``3<sup>4</sup>``), "risposta sì", "settled
  in the affirmative"; kept: a yes that answers the draft's own sub-question ("Is $d$ a metric? Yes: ...":
  ``relatives.answers_own_question``), an intermediate written again as an operand ("$20.00" ... "$40.00 - $20.00"),
  and the point where a function's asked value is taken ("the minimum is at $x = 15$");
* after atk_s90 (the attack on ``1d8eeb0``): a remainder as the constant of a division with a letter quotient
  (``2^{100} = 7k + 2``) and in a divisibility whose divisor is in math (``$7$ divides $2^{100} - 2$``:
  ``residues.remainder_spans``); kept: a residue modulo another number than the problem's divisor ("Case 3: exponent
  $\\equiv 2 \\pmod 3$": ``failclosed.other_modulus``);
* kept: a coefficient of the problem's formula named by its letter ("Here $a = 1$, $b = 4$"), a root read off a shown
  factor ("$(x + 4)(x - 1)$, zero at $x = -4$"), like terms still to combine (``(-k + 3k) + (4 - 2)``) and a division
  still to do in a result clause ("so Jordan does 10 / 2"): ``agon.failclosed``, ``agon.results``.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import sympy as sp

from agon_mcore.agon.answer_forms.list_picks import case_pick_spans
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft
from ._checks import assert_case_closed

_DATA = Path(__file__).parents[1] / "data"
_R85 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s85_cases.jsonl").open()}
_R86 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s86_cases.jsonl").open()}
_R87 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s87_cases.jsonl").open()}
_R88 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s88_cases.jsonl").open()}
_R89 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s89_cases.jsonl").open()}
_F36 = {json.loads(x)["id"]: json.loads(x)
        for x in (Path(__file__).parents[2] / "tools/summary_redteam/fresh36/heldout.jsonl").open()}


@pytest.mark.parametrize("rid", ["atk_s88-m01", "atk_s88-m02", "atk_s88-m03", "atk_s88-m04", "atk_s88-m05",
                                 "atk_s88-m06", "atk_s88-m07", "atk_s88-m08", "atk_s88-m09", "atk_s88-c01",
                                 "atk_s88-c02", "atk_s88-p01", "atk_s88-p05", "atk_s88-q01"])
def test_atk_s88_cases_are_closed(rid):
    assert_case_closed(_R88[rid])


@pytest.mark.parametrize("rid", ["atk_s87-m05", "atk_s87-m11", "atk_s87-m13", "atk_s87-m14", "atk_s87-m16",
                                 "atk_s87-c02"])
def test_atk_s87_open_kinds_are_closed(rid):
    assert_case_closed(_R87[rid])


@pytest.mark.parametrize("rid", ["atk_s89-m01", "atk_s89-m07", "atk_s89-m34", "atk_s89-m42", "atk_s89-m45",
                                 "atk_s89-p04", "atk_s89-p07"])
def test_atk_s89_cases_are_closed(rid):
    assert_case_closed(_R89[rid])


@pytest.mark.parametrize("text,answer,problem,read", [
    ("So E = 350 kcal in all.", "350", "How many calories are in the meal?", True),
    ("合计：壹佰零伍元", "105", "How much in all?", True),
    ("It is a 1 followed by two 0s.", "100", "What is the smallest such number?", True),
    ("I used two 3s and a 5 in the sum.", "8", "What is the sum?", False),
    ("The sum is negative, with absolute value 7.", "-7", "Compute $1 - 2 + 3 - \\dots - 14$.", True),
])
def test_atk_s89_kinds_own_inputs(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


def test_intermediate_equal_to_the_answer_before_its_own_final_step_stays():
    draft = ("Each of the 3 crates holds 8 jars, so $3 \\times 8 = 24$ jars.\n\nA third break: $24 / 3 = 8$, leaving "
             "$24 - 8 = 16$.\n\nAdding 8 new jars: $16 + 8 = \\boxed{24}$.")
    s = summarize_draft(draft, domain="math", problem="3 crates hold 8 jars each. A third break and 8 new jars arrive. "
                                                      "How many jars are there?")
    for k in ("$3 \\times 8 = 24$", "$24 / 3 = 8$", "$24 - 8 = 16$"):
        assert k in s.text, (k, s.text)


def test_given_as_the_subject_of_has_states_the_answer():
    draft = ("**Claim.** 100 has exactly 9 positive divisors.\n\n*Proof.* $100 = 2^2 \\cdot 5^2$, and a divisor is "
             "$2^a 5^b$ with $a, b \\in \\{0, 1, 2\\}$, so the count is $(2+1)(2+1)$.\n\n$\\boxed{9}$")
    s = summarize_draft(draft, domain="math", problem="How many positive divisors does 100 have?")
    assert "exactly 9" not in s.text and "$100 = 2^2 \\cdot 5^2$" in s.text, s.text


@pytest.mark.parametrize("row", [_R85["atk_s85-m08"], _R86["atk_s86-m13"], _R86["atk_s86-m15"]], ids=lambda r: r["id"])
def test_older_open_kinds_are_closed(row):
    assert_case_closed(row)


@pytest.mark.parametrize("text,answer,read", [
    ("so the rate is 4‰ per year", "0.004", True),
    ("so the rate is 4‰ per year", "0.04", False),
    ("progress: ■■■ done", "3", True),
    ("the result is minus the imaginary unit", "-i", True),
    ("where i is the imaginary unit", "i", False),  # the unit named in a definition
])
def test_older_kinds_own_inputs(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Compute it.") is read


_F37 = {json.loads(x)["id"]: json.loads(x)
        for x in (Path(__file__).parents[2] / "tools/summary_redteam/fresh37/heldout.jsonl").open()}


@pytest.mark.parametrize("rid", ["pp06", "pp08", "pp10", "pp14", "pp15", "pp16", "pp20", "pp23", "pp30", "pp31", "pp35",
                                 "ppp02", "ppp10", "ppp14", "ppp15", "ppp16", "ppp17", "ppp18", "ppp19"])
def test_fresh37_cases_are_closed(rid):
    assert_case_closed(_F37[rid])


_MONEY = "She earns $40,000 a year. How much does she save?"


@pytest.mark.parametrize("text,answer,problem,read", [
    ("as many as there are bits in a byte", "8", "How many?", True),
    ("the number of days in three weeks", "21", "How many?", True),
    ("a perfect game in bowling", "300", "How many points?", True),
    ("she saves 30 grand", "30000", _MONEY, True),
    ("a grand total of 7 items", "1000", _MONEY, False),
    ("that is about 16 km", "10", "How many miles did he run?", True),
    ("that is 16 km", "10", "How many miles did he run?", False),  # 16.09 km: only "about" reads the rounding
    ("or 4 ft² in all", "576", "What is the area, in square inches, of the rug?", True),
    ("the bank shows 2.345,50", "2345.5", _MONEY, True),
    ("a perfect fifth power, 2<sup>5</sup>.", "32", "How many?", True),
    ("(risposta: sì)", r"\text{Yes}", "Is every such group abelian?", True),
    ("The question is answered in the negative.", r"\text{No}", "Is every such group abelian?", True),
    ("Is $f$ continuous? Yes, as a sum of continuous maps.", r"\text{Yes}", "Is every such group abelian?", False),
    ("So, is every such group abelian? Yes.", r"\text{Yes}", "Is every such group abelian?", True),
])
def test_fresh37_kinds_own_inputs(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


@pytest.mark.parametrize("problem,draft,keep", [
    ("Ann packs 15 boxes. A roll of tape ($5.00) seals 5 boxes, and she sells each box for $2.00. What is her net "
     "profit?",
     "Boxes to pack: 15.\nTape needed: 15 boxes ÷ 5 boxes per roll = 3 rolls.\nTape cost: 3 × $5.00 = $15.00.\n"
     "Sales: 15 × $2.00 = $30.00.\nNet profit: $30.00 - $15.00\n\n\\boxed{15}", ["3 × $5.00 = $15.00"]),
    ("Let $g(x) = 4 - x$. Determine the maximum value taken by $g(x)$ for $2 \\le x \\le 3$.",
     "$g$ is decreasing, so on the interval the maximum is at the left end $x = 2$:\n$$g(2) = 4 - 2.$$\n\n$$\\boxed{2}$$",
     ["the left end $x = 2$"]),
])
def test_fresh37_work_stays_own_inputs(problem, draft, keep):
    s = summarize_draft(draft, domain="math", problem=problem)
    for k in keep:
        assert k in s.text, (k, s.text)


_R90 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s90_cases.jsonl").open()}


@pytest.mark.parametrize("rid", ["atk_s90-m20", "atk_s90-m38", "atk_s90-p15"])
def test_atk_s90_cases_are_closed(rid):
    assert_case_closed(_R90[rid])


_REM = "Find the remainder when $3^{50}$ is divided by $5$."


@pytest.mark.parametrize("text,read", [
    ("So $3^{50} = 5q + 4$ for some integer $q$.", True),
    ("So $3^{50} = 6q + 4$ for some integer $q$.", False),  # another divisor
    ("Hence $5$ divides $3^{50} - 4$.", True),
])
def test_remainder_by_a_letter_quotient_or_a_divisibility(text, read):
    assert answer_readable(text, "4", "math", problem=_REM) is read


def test_a_residue_modulo_another_number_stays():
    draft = ("Powers of 2 mod 7 cycle with period 3. Case A: exponent $\\equiv 2 \\pmod 3$ gives residue 4. Case B: "
             "exponent $\\equiv 1 \\pmod 3$ gives residue 2. Here $49 = 3 \\cdot 16 + 1$, which is Case B.\n\n$\\boxed{2}$")
    s = summarize_draft(draft, domain="math", problem="Find the remainder when $2^{49}$ is divided by $7$.")
    assert "exponent $\\equiv 2 \\pmod 3$" in s.text, s.text


_OPTS = "Which is prime? (A) 4 (B) 6 (C) 8 (D) 11"


@pytest.mark.parametrize("text,answer,problem,read", [
    ("Tom ends up right back to Sue's total.", "18", "Sue has 18 apples. Tom has 5. Tom buys some. How many?", True),
    ("so the price tripled.", "200", "A pen rose from $2 to $6. By what percent did its price increase?", True),
    ("so the price halved.", "50", "A pen fell from $6 to $3. What is the percent decrease?", True),
    ("so the price doubled.", "100", "A pen costs $2 and a book costs twice as much; the book doubled ... what?", False),
    ("Choices A, B and C are ruled out.", "D", _OPTS, True),
    ("Options A through B fail.", "D", _OPTS, False),  # C is left too
    ("They break even.", "0", "Ann paid $5 and Bo paid $5. How much more did Bo pay?", True),
    ("They solve it the same way.", "0", "Ann paid $5 and Bo paid $5. How much more did Bo pay?", False),
    ("Case x = 1 gives 4; case x = 2 gives 6. The last case wins.", "6", "What is the largest value?", True),
])
def test_value_by_reference_or_meaning(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


def test_case_pick_names_only_the_picked_case():
    text = "Case x = 1 gives 4; case x = 2 gives 6. The first case wins."
    assert list(case_pick_spans(text, [sp.Integer(4)])) == [(text.index("The first"), len(text) - 1)]
    assert list(case_pick_spans(text, [sp.Integer(6)])) == []


def test_pairwise_loop_as_a_quantified_formula():
    program = "def any_big_jump(h, k):\n    return any(b - a > k for a, b in zip(h, h[1:]))\n"
    assert answer_readable(r"It returns $\exists\, i:\ h_{i+1} - h_i > k$.", program, "code")
    assert not answer_readable(r"Each gap $h_{i+1} - h_i$ is compared.", program, "code")


@pytest.mark.parametrize("rid", ["qq03", "qq07", "qq16", "qq26", "qqc02", "qqp02", "qqp07"])
def test_fresh36_cases_are_closed(rid):
    assert_case_closed(_F36[rid])


_DIV = "How many positive divisors does 360 have?"


@pytest.mark.parametrize("text,answer,problem,read", [
    # a record of the problem's input and its result
    ("a,b,product\n3,7,21\n", "21", "What is the product of 3 and 7?", True),
    ("INSERT INTO t (a, b, p) VALUES (3, 7, 21);", "21", "What is the product of 3 and 7?", True),
    ("n,d\n12,21\n", "21", "What is the product of 3 and 7?", False),  # 12 is no given: a candidate's row
    ("the divisor count is 2 4.", "24", _DIV, True),  # spaced digits before a full stop
    ("the count is 4-\n7 in all", "47", "How many?", True),  # hyphenated at a line break
    ("so it is <sub>4</sub><sup>7</sup> then", "47", "How many?", True),  # pieces raised and lowered, no base
    ("so x<sup>2</sup> grows", "2", "How many?", False),  # a power of a base
    ("in tallies: 𝍸𝍸|||", "13", "How many?", True),
    ("the place of the letter Q in the alphabet", "17", "How many?", True),
    ("as far along as letter Z's position", "26", "How many?", True),
    ("the atomic number of neon", "10", "How many?", True),
    ("the same as Fe's atomic number", "26", "How many?", True),
    ('as many as the characters in "hello world!"', "12", "How many?", True),
    ("that is len('abcdefg') items", "7", "How many?", True),
    ("a fifth of a thousand", "200", "How many?", True),
    ("half of a gross", "72", "How many?", True),
    ("read back as four, two", "42", "How many?", True),
    ("she paid with two fivers", "10", "A book costs $10. How much did she pay?", True),
    ("a Benjamin Franklin quote", "100", "How many pages are there?", False),  # no money in the problem
    ("Alice is a 3-to-1 favourite.", r"\frac{3}{4}", "What is the probability that Alice wins?", True),
    ("Bob is a 3-to-1 underdog.", r"\frac{1}{4}", "What is the probability that Bob wins?", True),
    ("she earned 12,500 cents in all", "125", "She earns $5 an hour. How much does she earn?", True),
    ("the answer to life, the universe and everything", "42", "How many?", True),
    ("the smallest perfect number of them", "6", "How many?", True),
])
def test_value_read_by_its_form(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


_JUMP = """def any_big_jump(h, k):
    for i in range(len(h) - 1):
        if h[i + 1] - h[i] > k:
            return True
    return False
"""
_MODP = """import sys


def main():
    a, b, c, d = map(int, sys.stdin.read().split())
    MOD = 1000000007
    print((a * b - c + d) % MOD)


main()
"""


@pytest.mark.parametrize("text,program,read", [
    (r"It returns $\exists\, i:\ h_{i+1} - h_i > k$.", _JUMP, True),  # the loop as a quantified formula
    (r"In the loop we test $h_{i+1} - h_i > k$ and stop early.", _JUMP, False),  # one step, no quantifier
    (r"So $\text{ans} = (a \cdot b - c + d) \bmod 1000000007$.", _MODP, True),  # the printed result's shape
    (r"The cost is $x \cdot y - z + w$ per unit.", _MODP, False),  # the same operations, no label, no constant
])
def test_program_as_math(text, program, read):
    assert answer_readable(text, program, "code", problem="Solve it.") is read


@pytest.mark.parametrize("problem,draft,keep", [
    ("What is the product of the roots of $x^2 - 7x + 10 = 0$?",
     "Here $a = 1$, $b = -7$, $c = 10$. By Vieta the product of the roots is $c/a$.\n\n$\\boxed{10}$", ["$c = 10$"]),
    ("What value of $x$ makes both $x^2 - 9$ and $x^2 + x - 6$ zero?",
     "$x^2 - 9 = (x - 3)(x + 3)$, zero at $x = 3$ and $x = -3$.\n\n$x^2 + x - 6 = (x + 3)(x - 2)$, zero at $x = -3$ "
     "and $x = 2$.\n\nThe only common zero is where $(x + 3)$ vanishes.\n\n$\\boxed{-3}$",
     ["zero at $x = 3$ and $x = -3$", "zero at $x = -3$ and $x = 2$"]),
    ("Simplify $(2m + 5) + (3m - 1)$.",
     "Group like terms: $(2m + 3m) + (5 - 1)$.\n\nThen $2m + 3m = 5m$ and $5 - 1 = 4$.\n\n$\\boxed{5m + 4}$",
     ["$(2m + 3m) + (5 - 1)$"]),
    ("Mia has 3 boxes of 6 eggs and uses a third of them. How many eggs does she use?",
     "Each box holds 6 eggs.\n3 boxes: 3 × 6 = 18 eggs.\nShe uses a third, so Mia uses 18 / 3.\n\n$\\boxed{6}$",
     ["3 × 6 = 18", "18 / 3"]),
])
def test_work_equal_to_the_answer_stays(problem, draft, keep):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert s.had_answer
    for k in keep:
        assert k in s.text, (k, s.text)
