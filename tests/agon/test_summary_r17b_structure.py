"""Conclusion placement and values equal to the answer that are work, not statements of it.

Kinds (each with self-written drafts in other forms than the dev examples, plus drafts where the answer really is
stated, which must stay hidden):

1. an intermediate equal to the answer in a chain that goes on: its result, derived by work in words ("a quarter of
   24, which is 6") or in symbols, is an operand of later work ("6 + 8 = 14", "2 × 9 = 18"): it stays;
2. one conclusion: a run the conclusion placeholder caught between kept work that states nothing of the answer (a
   verdict over listed candidates "none qualifies", a connective "i.e." before an intermediate) stays;
3. a value of another kind: the centre of a ± pair (``2 \\pm \\sqrt{3}`` for the count 2), a function's identity
   (``f(x) \\equiv 0`` for the degree 0) and an expansion still in the limit's variable are no statement of the answer;
4. an unevaluated last step (a formula in words, then its arithmetic still to do: ``90k − 65k``,
   ``$360^\\circ / 30^\\circ$``, ``144 / 12``) stays; only its value goes with the conclusion.
"""
from __future__ import annotations

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import CONCLUSION_PLACEHOLDER, summarize_draft
from agon_mcore.agon.unevaluated import arithmetic_to_do, limit_variable_form, unevaluated_step, words_then_arithmetic
from agon_mcore.agon.value_kind import function_identity, result_is_answer
from agon_mcore.agon.work_parts import operand_goes_on, worded_result

COOKIES = ("Maya bakes 24 cookies. She gives a quarter of them to her brother and a third of them to her sister. "
           "Her mother eats 4 of the rest. How many cookies are left?")
POLY = "Let $f(x) = (x+1)^2 - (x-1)^2 - 4x$. What is the degree of the polynomial $f(x) + 1$?"
SIDES = "Each interior angle of a regular polygon measures 150 degrees. How many sides does the polygon have?"


def _summary(draft: str, problem: str) -> str:
    return summarize_draft(draft, domain="math", problem=problem).text


# (problem, draft, answer, what must stay)
KEEP = [
    # kind 1: chatty, the result of work in words used as the first operand later (main hid "which is 6")
    (COOKIES,
     "Okay, a quarter of 24, which is 6 cookies, goes to her brother. A third of 24 is 8 for her sister. Together "
     "that's 6 + 8 = 14 cookies given away, leaving 24 − 14 = 10. Mom eats 4, so 10 − 4 = 6 cookies are left.\n\n"
     "\\boxed{6}", "6", ["which is 6 cookies", "6 + 8 = 14"]),
    # kind 1: terse, "one fifth of 45, that is 9" then "2 × 9 = 18" (main hid both)
    ("A farmer has 45 sheep. A fifth of them are sold, and the farmer then buys twice as many sheep as were sold. The "
     "new sheep all arrive in 2 trucks carrying the same number each. How many sheep does each truck carry?",
     "Sold: one fifth of 45, that is 9 sheep. Bought: 2 × 9 = 18 sheep. Each of the 2 trucks carries 18 / 2 = 9.\n\n"
     "\\boxed{9}", "9", ["that is 9 sheep", "2 × 9 = 18"]),
    # kind 1: bold labels, the intermediate 3 in a relation, then the last operand of "4 + 3 = 7" (kept before too)
    ("Jenny is dividing up a pizza with 12 slices. She gives 1/3 to Bill and 1/4 to Mark. If Jenny eats 2 slices, how "
     "many slices are left?",
     "**Bill:** $12/3 = 4$ slices\n**Mark:** $12/4 = 3$ slices\n**Given away:** $4 + 3 = 7$\n**Eaten or given:** "
     "$7 + 2 = 9$\n**Left:** $12 - 9 = 3$\n\n$\\boxed{3}$", "3", ["12/4 = 3", "4 + 3 = 7"]),
    # kind 1: the intermediate is the first operand of a step whose result the chain uses again ("8 − 3 = 5", then
    # "3 + 5"): main hid "i.e. 8" and the step
    ("Kai has 16 apples. Half of them are red. He gives away 3 red apples, then buys as many red apples as he gave "
     "away, plus 5 more. How many red apples did he buy?",
     "Red apples: half of 16, i.e. 8. After giving 3 away he has 8 − 3 = 5 red. He buys 3 + 5 = 8 red apples.\n\n"
     "\\boxed{8}", "8", ["i.e. 8.", "8 − 3 = 5"]),
    # kind 1, GSM8K annotations: an operand equal to the answer in the last line is no check of it (main placed the
    # conclusion at "24/4 = 6", a line before)
    ("Nia has 30 stickers. She gives a fifth of them to Omar, then 4 times that many more. Omar gives back a quarter "
     "of the second batch. How many stickers does Nia have now?",
     "A fifth of 30 is 30/5=<<30/5=6>>6 stickers.\nThen 4*6=<<4*6=24>>24 more.\nOmar gives back 24/4=<<24/4=6>>6.\n"
     "Nia now has 30-6-24+6=<<30-6-24+6=6>>6 stickers.\n\\boxed{6}", "6", ["Omar gives back 24/4=<<24/4=6>>6.\nNia now has 30-6-24+6="]),
    # kind 2: a verdict over listed candidates with its reason (main hid "none qualifies ...")
    ("Which positive integer less than 10 has exactly three positive divisors and is odd?",
     "Numbers with exactly three divisors are squares of primes: 4, 9.\nEven ones: 4 (divisors 1, 2, 4). Odd: 9.\n"
     "Other candidates 1, 3, 5, 7: none qualifies (1 has one divisor, primes have two).\n\nSo the number is 9.\n\n"
     "\\boxed{9}", "9", ["none qualifies"]),
    # kind 2: a bullet list, then a sentence about an intermediate joined by "i.e." (main: a conclusion placeholder)
    ("A shop has 80 shirts. It sells 50 and then receives a delivery of 3 times the number left. How many shirts does "
     "it have now?",
     "- Sold 50: 80 − 50 = 30 left\n- Delivery: 3 × 30 = 90\n- Now: 30 + 90 = 120\n\nThe delivery is three times the "
     "30 shirts left, i.e. 90 shirts.\n\n\\boxed{120}", "120", ["The delivery is three times the 30 shirts left, i.e. 90"]),
    # kind 2: "neither fits" with the reason in an aside, answer-first check after it
    ("What is the smallest positive integer n greater than 4 such that n^2 + 1 is divisible by 10?",
     "Try 5 and 6: neither fits (26 and 37 are not multiples of 10).\nTry 7: 49 + 1 = 50, a multiple of 10.\n\n"
     "\\boxed{7}", "7", ["neither fits"]),
    # kind 3: the ± centre equals the count (another problem than the dev example; main hid the roots)
    ("How many real solutions does the equation $x^2 - 4x + 1 = 0$ have?",
     "Discriminant: $16 - 4 = 12 > 0$. By the formula, $x = \\frac{4 \\pm \\sqrt{12}}{2} = 2 \\pm \\sqrt{3}$, about "
     "3.73 and 0.27.\n\nTwo distinct real roots, so the answer is $\\boxed{2}$.", "2", ["= 2 \\pm \\sqrt{3}", "3.73"]),
    # kind 3: the zero polynomial for the degree 0, in a "so" clause before the conclusion (main swallowed it)
    (POLY,
     "Expand: $(x+1)^2 - (x-1)^2 = 4x$, so $f(x) \\equiv 0$ and $f(x) + 1 \\equiv 1$, a nonzero constant.\n\n"
     "A nonzero constant has degree $\\boxed{0}$.", "0", ["f(x) \\equiv 0"]),
    # kind 3: an expansion still in the limit's variable at the end of a display (fresh16 q35's kind; main hid it)
    ("Find $\\lim_{n\\to\\infty} n\\left(\\left(1+\\frac1n\\right)^{n} - e\\right)$.",
     "From $n\\ln(1 + 1/n) = 1 - \\frac{1}{2n} + O(n^{-2})$ we get $(1+1/n)^n = e \\cdot e^{-1/(2n) + O(n^{-2})}$, so\n"
     "$$\\left(1+\\frac1n\\right)^n - e = -\\frac{e}{2n} + O(n^{-2}).$$\nNow multiply by $n$.\n\n$\\boxed{-\\frac{e}{2}}$",
     "-\\frac{e}{2}", ["= -\\frac{e}{2n} + O(n^{-2})"]),
    ("Evaluate $\\lim_{n \\to \\infty} n \\sin\\left(\\frac{\\pi}{n}\\right)$.",
     "Small angle: $\\sin(\\pi/n) = \\frac{\\pi}{n} - \\frac{\\pi^3}{6n^3} + O(n^{-5})$. Multiplying by $n$ leaves the "
     "leading term in the limit.\n\n$\\boxed{\\pi}$", "\\pi", ["= \\frac{\\pi}{n} - \\frac{\\pi^3}{6n^3} + O(n^{-5})"]),
    # kind 4: a formula in words then its arithmetic with a thousands suffix (main folded it into the conclusion)
    ("A company's income is $90,000 and its costs are $65,000. How much profit does it make?",
     "Work in thousands: income 90k, costs 65k.\nProfit is income minus costs: 90k − 65k.\n\n\\boxed{25000}", "25000",
     ["Profit is income minus costs: 90k − 65k"]),
    # kind 4: degrees, "so the side count is $360^\\circ / 30^\\circ$." (main folded it into the conclusion)
    (SIDES,
     "The exterior angle is $180^\\circ - 150^\\circ = 30^\\circ$. The exterior angles sum to $360^\\circ$, so the "
     "side count is $360^\\circ / 30^\\circ$.\n\n$\\boxed{12}$", "12", ["$360^\\circ / 30^\\circ$"]),
    # kind 4: a formula in words, a dash, then the division (the box stays on its own line)
    ("A box holds 12 eggs. How many boxes are needed for 144 eggs?",
     "Boxes needed = eggs / eggs per box — 144 / 12.\n\n\\boxed{12}", "12", ["— 144 / 12."]),
]


@pytest.mark.parametrize("problem,draft,answer,stay", KEEP)
def test_work_equal_to_the_answer_stays(problem, draft, answer, stay):
    s = _summary(draft, problem)
    for piece in stay:
        assert piece in s, (piece, s)
    assert "\\boxed" not in s
    # one conclusion: the list's last result and the box may each hold the answer, no work between them is caught
    assert s.count(CONCLUSION_PLACEHOLDER) == (2 if draft.startswith("- Sold") else 1), s


# the answer really stated: it stays hidden
STATED = [
    (COOKIES, "Brother: 24/4 = 6. Sister: 24/3 = 8. Left before mom: 24 − 6 − 8 = 10. The answer is 6 cookies, since "
              "10 − 4 = 6.\n\n\\boxed{6}", "6", "The answer is 6"),
    (COOKIES, "24 − 6 − 8 − 4 = 6, so 6 cookies are left. Check: 6 + 4 + 6 + 8 = 24.\n\n\\boxed{6}", "6", "so 6 cookies"),
    ("What is the smallest positive integer n greater than 4 such that n^2 + 1 is divisible by 10?",
     "Try 5, 6, 7 in turn: only 7 works, since 49 + 1 = 50.\n\n\\boxed{7}", "7", "only 7 works"),
    ("Find the remainder when $2^{10}$ is divided by 7.",
     "$2^3 = 8 \\equiv 1 \\pmod 7$, so $2^{9} \\equiv 1$ and $2^{10} \\equiv 2 \\pmod 7$.\n\n$\\boxed{2}$", "2",
     "2^{10} \\equiv 2"),
    (POLY, "Expanding, $f(x) + 1 = 1$, a constant, so its degree is 0.\n\n$\\boxed{0}$", "0", "its degree is 0"),
    ("Evaluate $\\lim_{x \\to 0} \\frac{\\sin x - x}{x^3}$.",
     "Taylor: $\\sin x = x - \\frac{x^3}{6} + O(x^5)$, so\n$$\\sin x - x = -\\frac{x^3}{6} + O(x^5).$$\nDivide by $x^3$ "
     "and let $x \\to 0$: $-\\frac16 + O(x^2) \\to -\\frac16$.\n\n$\\boxed{-\\frac{1}{6}}$", "-\\frac{1}{6}", "\\to -\\frac16"),
    (SIDES, "The exterior angle is $180^\\circ - 150^\\circ = 30^\\circ$. The exterior angles sum to $360^\\circ$, so "
            "the side count is $360^\\circ / 30^\\circ = 12$.\n\n$\\boxed{12}$", "12", "30^\\circ = 12"),
]


@pytest.mark.parametrize("problem,draft,answer,stated", STATED)
def test_the_stated_answer_stays_hidden(problem, draft, answer, stated):
    s = _summary(draft, problem)
    assert stated not in s, s
    assert not answer_readable(s, answer, domain="math", problem=problem, count_work=False), s


def test_helpers_by_structure():
    assert worded_result("Mark gets a quarter of 12, which is ")
    assert worded_result("twice Amy's 9 makes ")
    assert not worded_result("The answer is ")
    assert not worded_result("Then the count, which is ")  # no work on a numeral in its clause
    assert function_identity("so $q(x) \\equiv 0$", 15, 16, "Find the degree of p.")
    assert not function_identity("so $2^{10} \\equiv 2 \\pmod 7$", 19, 20, "Find the remainder of 2^10 by 7.")
    assert not function_identity("so $q(x) = 0$", 11, 12, "Find the degree of p.")  # an equation, no identity
    assert arithmetic_to_do("90k − 65k.") and arithmetic_to_do("$360^\\circ / 30^\\circ$")
    assert not arithmetic_to_do("90k − 65k = 25k") and not arithmetic_to_do("25k")
    assert unevaluated_step("so the side count is $360^\\circ / 30^\\circ$")
    assert not unevaluated_step("so the side count is $360^\\circ / 30^\\circ = 12$")
    assert operand_goes_on("he has 8 − 3 = 5 red. He buys 3 + 5 = 8.", 7, 8)
    assert not operand_goes_on("he has 8 − 3 = 5 red. Check: 8 = 8.", 7, 8)  # the result 5 is used nowhere
    assert result_is_answer("30-6-24+6=<<30-6-24+6=6>>6 stickers", [6]) and not result_is_answer("6 + 3 = 9", [6])
    assert not result_is_answer("$30 + 60 = 90$ ✓; that is $2 \\cdot 15 = 30$ again", [30])  # a check, then another path
    assert words_then_arithmetic("worth minus what he spent: 200k − 130k")
    lim = "Evaluate $\\lim_{n\\to\\infty} a_n$."
    assert limit_variable_form("\\frac{\\ln(2\\pi n)}{2en} + o\\left(\\frac{\\ln n}{n}\\right)", lim)
    assert not limit_variable_form("\\frac{1}{2e} + o(1/n)", lim) and not limit_variable_form("\\frac{\\ln 2}{2}", "Find x.")
    assert not words_then_arithmetic("worth minus what he spent: 70k")
