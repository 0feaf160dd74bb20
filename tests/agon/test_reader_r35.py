"""Kinds closed in the thirty-fifth reader round (after atk_s91, the attack on ``bb81082``, and the open kinds of the
rounds before it), each with inputs of our own beside the given ones.

* kept: a zero that a relation sets or compares with (``2x - 4 = 0``, ``f''(x) = 2 > 0``, ``(x-2)^2 \\ge 0``) where the
  answer is 0: the standard step of solving, or a sign condition, no statement of the value (``agon.spans.zero_side``,
  a role of ``failclosed.structural_role`` and no use of the answer for ``agon.conclusion``'s cut);
* kept: the constant of a unit conversion equal to the answer (100 of ``25/100`` after "25%", 60 of ``30/60`` after "30
  minutes", 60 of ``1.5 \\times 60`` after "1.5 h"): ``agon.asked_role.conversion_operand``;
* kept: the bracketed base of a power whose shown result the work uses again (``(1/2)^3 = 1/8`` ... ``4 \\cdot
  \\frac18``): ``failclosed.power_base``;
* read: the Indian scale words ("₹12 lakh", "1.2 crore") and a capital ``M``, ``mn`` or ``bn`` glued to the digits
  (``answer_forms.notation``); an angle in degrees and minutes of arc (``22^\\circ 30'``, "22 degrees 30 minutes":
  ``quantities.dms_mentions``); a root as the point where a graph meets the x-axis (``(5, 0)``:
  ``answer_forms.axis_points``);
* read (fresh38, first contact on ``1c1a32d``): a true-or-false question graded by a letter under the convention (A)
  true / (B) false, read as that verdict ("The statement is refuted."); a verdict as a bit after its label ("verdict
  bit: 1"); kept: a verdict word inside a question or right after a relation it judges ("$\\det(-B) = 0$, true since
  ...": ``relatives.answers_own_question``, a role of ``failclosed.structural_role``), the problem's own line ``y = 2``
  beside a pair answer (``components.problem_assignment``), and arithmetic still to do on LaTeX fractions or grouped
  thousands (``\\frac12 \\cdot \\frac12``, ``40{,}000 \\times 30``: ``agon.unevaluated``);
* read (atk_s90's open kind): a rate written as its factor, "the yearly growth factor must be at least 1.1" for 10
  percent (``answer_forms.pointers.growth_factor_spans``);
* after atk_s92 (the attack on ``18f0414``): polar coordinates ``(r, θ)`` as a phasor ``3∠90°`` or ``3e^{i\\pi/2}``
  (``components.polar_spans``), a system's solution read off a matrix in reduced row-echelon form, LaTeX or plain
  rows (``answer_forms.rref``), a Python digit-grouped literal with a unit abbreviation ("2_000 kcal" for calories:
  ``reader_roles``); kept: a float test ``assert abs(f([...]) - 1.0) < 1e-9`` (``code_data``), "One more
  observation" (``words``), and a length where a speed is asked ("$12 - 4 - 2 = 6$ miles": the "speed" dimension of
  ``agon.asked``, a role of ``failclosed.structural_role``, also for ``agon.conclusion``'s cut and
  ``agon.answer_position``);
* atk_s87's open kind: a clock time in words ("quarter past nine", "half past 2", "quarter to ten", "seven o'clock")
  read as the clock time it names (``markup.notation_variant``), so an end time in words states a duration;
  kept: two terms of the final step still to do ("P(both even) = 1/4 and P(both odd) = 1/4" for 1/2:
  ``unsourced`` and ``results``);
* fresh39 (first contact on ``e54edc7``): read: "as many dollars as February has days", "one for each US state"
  (``count_names``), "a gross less one" (``named_values``), a remainder 0 in words ("with nothing left over",
  "divides evenly": ``residues``), a verdict emoji (👍), an AsciiDoc source listing of the program
  (``[source,python]`` then ``----``: ``answer_forms.code``); kept: a multiplier in the problem is no owner's figure
  ("4 times the number Sophia bought": ``pointers``), money arithmetic with currency signs (``$120 + $90``: an
  operand, ``notation``), the work of a true-or-false question graded by a letter (the summarizer reads the letter as
  its verdict: ``choices.letter_verdict``, one helper for it and the reader), an identity to zero
  (``p(x) - 1 \\equiv 0``; a residue ``\\equiv 0 \\pmod 3`` is no identity: ``spans.zero_side``), and a step of an
  existence proof ("bounded, hence constant by Liouville" where the problem asks whether a sequence exists: only a
  verdict or existence word says the verdict there, ``results.verdict_terms``), and a verdict that answers the draft's
  own sub-question right before the box ("Does $S_3$ work? Yes: ...": ``summary._conclusion``);
* after atk_s93 (the attack on ``dd488fd``): read: the CJK magnitude characters after digits ("2.5万", "8千枚"; a
  number right after a kana or an ideograph: ``notation``), a fraction's parts in words ("numerator three and
  denominator fifty-six": ``components``), a unit interval that holds the value where the problem asks an integer
  part ("lies in $(17, 18)$": ``between.floor_bracket_spans``), a ± pair by its centre and half-width ("midpoint 3
  with radius $\\sqrt5$": ``signed``); kept: a unit fact as an equation ("1 m = 100 cm": ``asked_role.unit_fact``, a
  role of ``failclosed.structural_role``);
* after atk_s94 (the attack on ``5037830``): read: a rate's amount with the article before its unit ("$25 000 a
  year": no variable ``a``; ``notation._position_kind``), digits described in number words ("three twos followed by a
  single zero": ``digit_forms``), "7 dozen" also as 7 counted in dozens; kept: a zero read off a shown factor where
  the problem asks no root ("$(x - 1)(x - 3)$, so the zeros of $f$ are $x = 1$ and $x = 3$" for $f(f(1)) = 3$); a
  continued fraction with a repeating tail is a value (``[1; 1, 1, 1, \\dots]``, ``[1; \\overline{2}]``:
  ``continued_fractions.periodic_value``), read where a value states the answer (atk_s94 m16, where it stands after
  "the convergents of", stays open).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from ._checks import assert_case_closed, hidden_and_kept

_DATA = Path(__file__).parents[1] / "data"
_R91 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s91_cases.jsonl").open()}
_F38 = {json.loads(x)["id"]: json.loads(x)
        for x in (Path(__file__).parents[2] / "tools/summary_redteam/fresh38/heldout.jsonl").open()}



_R90 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s90_cases.jsonl").open()}


def test_atk_s90_growth_factor_is_closed():
    assert_case_closed(_R90["atk_s90-m17"])


@pytest.mark.parametrize("rid", ["atk_s91-p01", "atk_s91-p04", "atk_s91-p11", "atk_s91-p12", "atk_s91-m09", "atk_s91-m22",
                                 "atk_s91-m28", "atk_s91-m30", "atk_s91-m41"])
def test_atk_s91_cases_are_closed(rid):
    assert_case_closed(_R91[rid])


@pytest.mark.parametrize("problem,draft,answer,keep", [
    ("Find the minimum value of $g(t) = t^2 + 6t + 9$.",
     "Differentiate: $g'(t) = 2t + 6$. Setting $2t + 6 = 0$ gives $t = -3$.\n"
     "Since $g''(t) = 2 > 0$ it is a minimum, and $g(t) = (t+3)^2 \\ge 0$ anyway.\n"
     "So the minimum value is $\\boxed{0}$.",
     "0", ["2t + 6 = 0", "2 > 0", "(t+3)^2 \\ge 0"]),
    ("For which value of $k$ does $x^2 - 6x + k = 0$ have a double root, minus 9?",
     "A double root needs the discriminant to vanish: $36 - 4k = 0$, so $k = 9$.\n"
     "Then $k - 9$ is asked.\n\n$\\boxed{0}$",
     "0", ["36 - 4k = 0"]),
])
def test_zero_set_by_a_relation_stays(problem, draft, answer, keep):
    text = hidden_and_kept(problem, draft, answer, keep)
    assert "[hidden: the conclusion" in text and all(k in text for k in keep)


@pytest.mark.parametrize("problem,draft,answer,keep", [
    ("A jacket costs $\\$48$ and is discounted by 25%. Then a tax adds $\\$4$. How much is paid, in dollars?",
     "25% off means paying $75/100 = 0.75$ of the price: $48 \\times 0.75 = 36$ dollars.\n"
     "Add the tax: $36 + 4$.\n\n$\\boxed{40}$... wait, recheck: the answer is $\\boxed{40}$",
     "40", ["75/100 = 0.75", "48 \\times 0.75 = 36"]),
    ("A runner keeps a pace of 5 minutes per km for 12 km. How many minutes does she run?",
     "The run takes $12 \\times 5$ minutes, i.e. 1 h exactly, since $1 \\times 60 = 60$ min per hour.\n\n$\\boxed{60}$",
     "60", ["1 \\times 60"]),
    ("A bottle holds 0.75 L. How many mL are in $\\frac43$ of a bottle?",
     "0.75 L is $0.75 \\times 1000 = 750$ mL.\nThen $\\frac43 \\cdot 750$ mL.\n\n$\\boxed{1000}$",
     "1000", ["0.75 \\times 1000 = 750"]),
])
def test_conversion_constant_equal_to_the_answer_stays(problem, draft, answer, keep):
    text = hidden_and_kept(problem, draft, answer, keep)
    assert "[hidden: the conclusion" in text and all(k in text for k in keep)


@pytest.mark.parametrize("problem,draft,answer,keep", [
    ("A fair die is rolled twice. What is the probability that the first roll is even? Express it as a fraction.",
     "Each ordered pair has probability $(1/6)^2 = 1/36$.\nThe first roll is even in 18 of the 36 pairs: $18 \\cdot "
     "\\frac{1}{36}$.\n\n$\\boxed{\\frac{1}{2}}$",
     "\\frac{1}{2}", []),
    ("A spinner lands on red with probability $\\frac13$. It is spun 2 times. What is the probability of red on the "
     "first spin only, times 3, as a fraction?",
     "Each spin is red with probability $\\left(\\frac13\\right)^2 = \\frac19$ for two reds, and $\\frac{1}{3} \\cdot "
     "\\frac{2}{3} = \\frac29$ for red then not red.\nTimes 3: $3 \\cdot \\frac29$.\n\n$\\boxed{\\frac{2}{3}}$",
     "\\frac{2}{3}", ["\\frac{1}{3} \\cdot"]),
])
def test_power_base_inputs(problem, draft, answer, keep):
    text = hidden_and_kept(problem, draft, answer, keep)
    assert "[hidden: the conclusion" in text and all(k in text for k in keep)


def test_power_base_needs_the_result_used_again():
    """A check ``(5)^2 = 25`` computes nothing the work goes on with: not a base of an intermediate."""
    import sympy as sp

    from agon_mcore.agon.failclosed import power_base

    t = "Check: $(1/2)^3 = 1/8$, as claimed."
    s = t.index("1/2")
    assert power_base(t, s, s + 3, sp.Rational(1, 2)) is False
    t2 = "Each has $(1/2)^3 = 1/8$; four of them: $4 \\cdot 1/8$."
    s2 = t2.index("1/2")
    assert power_base(t2, s2, s2 + 3, sp.Rational(1, 2)) is True


def test_conversion_operand_reads_the_unit():
    from agon_mcore.agon.asked_role import conversion_operand

    t = "30 minutes is $30/60 = 0.5$ h"
    s = t.index("60")
    assert conversion_operand(t, s, s + 2) is True
    t2 = "30 apples in $30/60$ of the crates"
    s2 = t2.index("60")
    assert conversion_operand(t2, s2, s2 + 2) is False
    t3 = "25% means $25/100$"
    s3 = t3.index("100")
    assert conversion_operand(t3, s3, s3 + 3) is True
    t4 = "It takes 1.5 h, i.e. $1.5 \\times 60 = 90$ min"
    s4 = t4.index("60")
    assert conversion_operand(t4, s4, s4 + 2) is True


def test_zero_side_reads_the_relation():
    from agon_mcore.agon.spans import zero_side

    for t, want in [("Setting $2x - 4 = 0$ gives", True), ("so $f(2) = 0$.", False), ("Finally 4 - 4 = 0", False),
                    ("so $k = 0$.", False), ("with $E_v = 0$", False), ("$3x = 0$", True),
                    ("since $f''(1) = 2 > 0$", True), ("the minimum is 0", False)]:
        i = t.rindex("0")
        assert zero_side(t, i, i + 1) is want, t
    # a bare name: the problem's own variable, not asked, is a point; the asked letter states its value
    t = "the only zero inside is $z = 0$"
    assert zero_side(t, len(t) - 2, len(t) - 1, "Evaluate $\\oint \\frac{dz}{\\sin z}$ over $|z| = 3$.") is True
    t = "so $k = 0$"
    assert zero_side(t, len(t) - 2, len(t) - 1, "Find $k$ such that $x^2 + kx = 0$ has a double root.") is False
    t = "The first factor is $E[W_s] = 0$"
    assert zero_side(t, len(t) - 2, len(t) - 1) is True


@pytest.mark.parametrize("rid", ["oo30", "oo31", "oo32", "oo35", "ooo12", "ooo17", "ooo18"])
def test_fresh38_cases_are_closed(rid):
    assert_case_closed(_F38[rid])


@pytest.mark.parametrize("text,answer,problem,read", [
    ("Over the decade that adds up to 3 crore rupees.", "30000000", "How many rupees in all?", True),
    ("Roughly ₹4.5 lakh a year.", "450000", "How many rupees a year?", True),
    ("The app reached 2.4M downloads.", "2400000", "How many downloads?", True),
    ("He ran 5m further.", "5000000", "How many?", False),  # metres, not millions
    ("each angle is $41^\\circ 15'$.", "41.25", "What is the angle in degrees?", True),
    ("each angle is 12 degrees 45 minutes.", "12.75", "What is the angle in degrees?", True),
    ("each angle is $41^\\circ 15'$.", "41.25", "Convert $41^\\circ 15'$ to degrees.", False),  # the problem's own
    ("The graph of $y = 4x - 8$ crosses the $x$-axis at $(2, 0)$.", "2", "Solve $4x - 8 = 0$.", True),
    ("The $y$-intercept is $(0, 2)$.", "2", "Solve $4x - 8 = 0$.", False),
    ("It meets the x-axis at (7, 0).", "7", "How many apples are left?", False),  # no root asked
    ("truth value = 0", "False", "Is every bounded sequence convergent?", True),
    ("verdict: 1", "Yes", "Is 91 composite?", True),
    ("The claim is refuted by $n = 4$.", "B", "Determine whether the following statement is true or false: every "
     "even number is a power of 2.", True),
    ("so the yearly growth factor is 1.08.", "8", "What annual interest rate, in percent, is needed?", True),
    ("a decay factor of 0.85 a year", "15", "By what percent does it fall each year?", True),
    ("a decay factor of 0.85 a year", "15", "How many apples are left?", False),
    ("The claim is refuted by $n = 4$.", "A", "Determine whether the following statement is true or false: every "
     "even number is a power of 2.", False),
])
def test_fresh38_and_atk_s91_kinds_own_inputs(text, answer, problem, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem=problem) is read


@pytest.mark.parametrize("problem,draft,answer,keep", [
    ("Is every continuous function on $[0, 1]$ bounded?",
     "**Step 1.** Is the image of a compact set compact here? True, since $f$ is continuous.\n"
     "**Step 2.** Take $x = 0$: $|f(0)| \\le M$, true since $M$ bounds the image.\n"
     "**Step 3.** A compact subset of $\\mathbb{R}$ is bounded.\n\n$\\boxed{Yes}$",
     "Yes", ["compact here? True", "true since $M$"]),
    ("The point $(1, 1)$ is reflected over the line $x = 3$. What is the image? Give $(x, y)$.",
     "Reflecting over the line $x = 3$ sends $(x, y) \\mapsto (6 - x, y)$, so $(1, 1) \\mapsto (6 - 1, 1)$.\n\n"
     "$$\\boxed{(5, 1)}$$",
     "(5, 1)", ["the line $x = 3$", "(6 - x, y)"]),
    ("A shop sells 25,000 mugs at $\\$4$ each. What is the revenue in dollars?",
     "Revenue = mugs × price = $25{,}000 \\times 4$.\n\n$\\boxed{100000}$", "100000", ["25{,}000 \\times 4"]),
    ("Two fair coins are tossed. What is the probability of two tails? Express it as a fraction.",
     "The tosses are independent:\n$$P(TT) = \\frac12 \\cdot \\frac12,$$\nas for any two independent halves.\n\n"
     "$$\\boxed{\\frac{1}{4}}$$", "\\frac{1}{4}", ["\\frac12 \\cdot \\frac12"]),
])
def test_fresh38_kinds_kept_own_inputs(problem, draft, answer, keep):
    text = hidden_and_kept(problem, draft, answer, keep)
    assert "[hidden: the conclusion" in text and all(k in text for k in keep)


_R92 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s92_cases.jsonl").open()}


@pytest.mark.parametrize("rid", ["atk_s92-m09", "atk_s92-m14", "atk_s92-m28", "atk_s92-m34", "atk_s92-m41",
                                 "atk_s92-p07", "atk_s92-p09", "atk_s92-q03"])
def test_atk_s92_cases_are_closed(rid):
    assert_case_closed(_R92[rid])


@pytest.mark.parametrize("text,answer,problem,read", [
    ("As a phasor this is $2\\angle 45^\\circ$.", "\\left(2, \\frac{\\pi}{4}\\right)",
     "Convert $(\\sqrt2, \\sqrt2)$ to polar coordinates $(r, \\theta)$.", True),
    ("In Euler form, $-5 = 5e^{i\\pi}$.", "(5, \\pi)", "Convert $(-5, 0)$ to polar coordinates $(r, \\theta)$.", True),
    ("$$\\begin{bmatrix} 1 & 0 & 0 & 2 \\\\ 0 & 1 & 0 & -1 \\\\ 0 & 0 & 1 & 5 \\end{bmatrix}$$", "(2, -1, 5)",
     "Solve the system for $(x, y, z)$.", True),
    ("$$\\begin{bmatrix} 1 & 1 & 8 \\\\ 1 & -1 & -2 \\end{bmatrix}$$", "(3, 5)", "Solve the system for $(x, y)$.", False),
    ("Reduced:\n[1 0 | 4]\n[0 1 | -2]", "(4, -2)", "Solve the system for $(x, y)$.", True),
    ("so the total is 1_500 kcal", "1500", "How many calories does he eat?", True),
])
def test_atk_s92_kinds_own_inputs(text, answer, problem, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem=problem) is read


def test_float_tolerance_tests_are_tests():
    from agon_mcore.agon.code_data import is_test_line

    prog = "def mean(xs):\n    return sum(xs) / len(xs)\n"
    assert is_test_line("assert abs(mean([1.0, 2.0]) - 1.5) <= 1e-12", prog)
    assert is_test_line("assert math.isclose(mean([2.0, 4.0]), 3.0)", prog)
    assert not is_test_line("assert abs(total - 1.5) < 1e-9", prog)  # no call on literals: program text


@pytest.mark.parametrize("problem,draft,answer,keep", [
    ("A cyclist rides a 30-mile route. She rode 10 miles in 1 hour and 5 miles in the next hour. To average 10 mph over "
     "the route, what speed (in miles per hour) must she ride the rest?",
     "At 10 mph the route takes $30 / 10 = 3$ hours.\n\nShe has covered 15 miles in 2 hours, leaving $30 - 15 = 15$ "
     "miles and $3 - 2 = 1$ hour.\n\nRequired speed: $15 \\text{ mi} / 1 \\text{ h}$.\n\n$$\\boxed{15}$$",
     "15", ["covered 15 miles", "$30 - 15 = 15$ miles"]),
    ("What is the units digit of $7^{100}$?",
     "The units digits of powers of 7 cycle: 7, 9, 3, 1 with period 4.\n\nOne last check: 100 is divisible by 4, so "
     "$7^{100}$ ends like $7^4 = 2401$.\n\n$$\\boxed{1}$$", "1", ["One last check"]),
])
def test_atk_s92_kinds_kept_own_inputs(problem, draft, answer, keep):
    text = hidden_and_kept(problem, draft, answer, keep)
    assert "[hidden: the conclusion" in text and all(k in text for k in keep)


def test_atk_s87_clock_time_in_words_is_closed():
    rows = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s87_cases.jsonl").open()}
    assert_case_closed(rows["atk_s87-m07"])


@pytest.mark.parametrize("text,answer,problem,read", [
    ("It left at 3:00 and got in at half past three.", "30", "How many minutes did the ride take?", True),
    ("Starting at 6:00, the movie ends at quarter to eight.", "105", "How many minutes long is the movie?", True),
    ("Doors open at seven o'clock, and the show starts at 7:20.", "20", "How many minutes after the doors open does "
     "the show start?", True),  # from 7:00 to 7:20: the end time states the duration asked
    ("A quarter of the pie is left.", "15", "How many minutes?", False),
])
def test_clock_words_own_inputs(text, answer, problem, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem=problem) is read


_F39 = {json.loads(x)["id"]: json.loads(x)
        for x in (Path(__file__).parents[2] / "tools/summary_redteam/fresh39/heldout.jsonl").open()}


@pytest.mark.parametrize("rid", ["nn08", "nn21", "nn23", "nn24", "nn31", "nn34", "nnc08", "nnp04", "nnp09", "nnp19"])
def test_fresh39_cases_are_closed(rid):
    assert_case_closed(_F39[rid])


def test_atk_s87_terms_of_the_final_step_stay():
    rows = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s87_cases.jsonl").open()}
    assert_case_closed(rows["atk_s87-p03"])


@pytest.mark.parametrize("text,answer,problem,read", [
    ("That is as many as September has days.", "30", "How many pages did she read?", True),
    ("We need one flag for each US state.", "50", "How many flags are needed?", True),
    ("That makes a gross and one.", "145", "How many eggs?", True),
    ("So 7 divides 91 evenly.", "0", "What is the remainder when 91 is divided by 7?", True),
    ("So 7 divides 91 evenly.", "0", "How many groups of 7 are there in 91, minus 13?", False),  # no remainder asked
    ("Both conditions hold. 👍", "Yes", "Is every finite integral domain a field?", True),
    ("Both conditions fail. 👎", "No", "Is every finite ring a field?", True),
])
def test_fresh39_kinds_own_inputs(text, answer, problem, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem=problem) is read


def test_asciidoc_listing_is_a_code_region():
    from agon_mcore.agon.answer_forms.code import code_regions

    text = "Intro.\n\n[source,python]\n.sol.py\n----\nn = int(input())\nprint(n * 2)\n----\n\nDone."
    rs = [r for r in code_regions(text) if r.form == "asciidoc"]
    assert len(rs) == 1 and rs[0].code == "n = int(input())\nprint(n * 2)" and rs[0].lang == "python"
    assert not [r for r in code_regions("A rule:\n----\nnot code\n----\n") if r.form == "asciidoc"]


@pytest.mark.parametrize("problem,draft,answer,keep", [
    ("Tom has 3 times as many stamps as Ann. Tom has 24 stamps and Ann's brother has 8. How many does Ann have?",
     "Tom: 24 stamps.\nTom has 3 times as many as Ann, so\nAnn = 24 / 3\n\n\\boxed{8}", "8", ["3 times as many as Ann"]),
    ("Ann has $80, Ben has $40 and Cy has $120. They share it equally. How much does each get, in dollars?",
     "Total: $80 + $40 + $120 = $240\nEach: $240 / 3\n\n\\boxed{80}", "80", ["$80 + $40 + $120 = $240"]),
])
def test_fresh39_kinds_kept_own_inputs(problem, draft, answer, keep):
    text = hidden_and_kept(problem, draft, answer, keep)
    assert "[hidden: the conclusion" in text and all(k in text for k in keep)


def test_letter_verdict():
    from agon_mcore.agon.answer_forms.choices import letter_verdict

    tf = "Determine whether the following statement is true or false: every group is abelian."
    assert letter_verdict("B", tf) == "False" and letter_verdict("A", tf) == "True"
    assert letter_verdict("C", tf) is None and letter_verdict("B", "Which is larger? (A) 2 (B) 3") is None
    assert letter_verdict("B", "What is the value of $x$?") is None


def test_existence_question_verdict_terms():
    from agon_mcore.agon.results import verdict_terms

    p = "Determine whether there exists a sequence $z_n \\to \\infty$ such that the ratio is unbounded."
    assert verdict_terms("such a sequence exists", p) and verdict_terms("none can", p)
    assert not verdict_terms("constant by Liouville", p)


_R93 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s93_cases.jsonl").open()}


@pytest.mark.parametrize("rid", ["atk_s93-m08", "atk_s93-m27", "atk_s93-m34", "atk_s93-m40", "atk_s93-m42",
                                 "atk_s93-m48", "atk_s93-m49", "atk_s93-p15"])
def test_atk_s93_cases_are_closed(rid):
    assert_case_closed(_R93[rid])


@pytest.mark.parametrize("text,answer,problem,read", [
    ("人口は約3万人です。", "30000", "How many people live there?", True),
    ("总共1.5亿元", "150000000", "How much in total?", True),
    ("so the numerator is two and the denominator is nine.", "\\frac{2}{9}", "Find the probability.", True),
    ("since $6 < \\sqrt{40} < 7$", "6", "What is $\\lfloor \\sqrt{40} \\rfloor$?", True),
    ("since $6 < \\sqrt{40} < 7$", "6", "How many apples are left?", False),  # no integer part asked
    ("The roots are centred at 2 with half-width 3.", "(-1, 5)", "Find the roots of $x^2 - 4x - 5 = 0$.", True),
])
def test_atk_s93_kinds_own_inputs(text, answer, problem, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem=problem) is read


def test_unit_fact_as_an_equation():
    from agon_mcore.agon.asked_role import unit_fact

    t = "Since 1 h = 60 min, the trip"
    s = t.index("60")
    assert unit_fact(t, s, s + 2) and unit_fact(t, t.index("1 h"), t.index("1 h") + 3)
    t2 = "Since 1 h = 50 min, the trip"
    assert not unit_fact(t2, t2.index("50"), t2.index("50") + 2)


_R94 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s94_cases.jsonl").open()}


@pytest.mark.parametrize("rid", ["atk_s94-m24", "atk_s94-m29", "atk_s94-p04", "atk_s94-p15"])
def test_atk_s94_cases_are_closed(rid):
    assert_case_closed(_R94[rid])


def test_atk_s94_therefore_dozen_is_hidden():
    assert_case_closed(_R94["atk_s94-m05"], must_stay=[])  # (its remark "7.5 dozen" is hidden with it)


@pytest.mark.parametrize("text,answer,problem,read", [
    ("He earns $42,000 a year now.", "42000", "What is his salary?", True),
    ("so $3a + 2b = 7$", "3", "Find $a$.", False),  # a coefficient of the variable a
    ("It is two fives followed by a zero.", "550", "What is the number?", True),
    ("That makes 5 dozen.", "5", "How many dozens of eggs does she buy?", True),
])
def test_atk_s94_kinds_own_inputs(text, answer, problem, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem=problem) is read


def test_root_of_a_shown_factor_for_another_question_stays():
    text = hidden_and_kept("Let $g(x) = x^2 - 6x + 5$. Find $g(g(1))$.",
                           "Factor: $g(x) = (x - 1)(x - 5)$, so the zeros of $g$ are $x = 1$ and $x = 5$.\n\n"
                           "So $g(1) = 0$ and $g(g(1)) = g(0) = 0 - 0 + 5$.\n\n\\boxed{5}", "5",
                           ["the zeros of $g$ are $x = 1$ and $x = 5$"])
    assert "the zeros of $g$ are $x = 1$ and $x = 5$" in text and "\\boxed" not in text


@pytest.mark.parametrize("text,value", [
    ("[1; 1, 1, 1, \\dots]", "1/2 + sqrt(5)/2"), ("[1; \\overline{2}]", "sqrt(2)"),
    ("[2; 1, 2, 1, 2, \\ldots]", "1 + sqrt(3)"), ("[1; 2, 3, \\dots]", None),
])
def test_periodic_continued_fractions(text, value):
    import sympy as sp

    from agon_mcore.agon.answer_forms.continued_fractions import continued_fraction_mentions

    got = [m.value for m in continued_fraction_mentions(text)]
    assert (got == []) if value is None else (len(got) == 1 and sp.simplify(got[0] - sp.sympify(value)) == 0)


def test_periodic_continued_fraction_in_answer_position_reads():
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable("The limit is [1; 1, 1, 1, \\dots].", "\\frac{1+\\sqrt{5}}{2}", "math",
                           problem="Find the limit of $F_{n+1}/F_n$.")
