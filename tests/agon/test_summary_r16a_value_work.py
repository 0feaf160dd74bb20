"""Round 16, r16a: a value equal to the answer (or holding it) that does work stays (agon.value_work): the base of a
power taken up later, a constant written against work, an equivalent form the derivation goes on from, a variable's
bounds and a candidate set (constraints, not values), the problem's own relation cited, an integral still to evaluate,
an intermediate that later work (given back as unevaluated) uses, a piece of the problem's formula evaluated to the
answer's value and then used; and the same values stated as the answer stay hidden."""
from __future__ import annotations

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft
from agon_mcore.agon.value_work import problem_relation, slot_work, widen_commands
from fractions import Fraction


def _summary(draft, problem):
    return summarize_draft(draft, domain="math", problem=problem).text


WORK = [
    # the base of a power later in the hidden conclusion (fresh16 qp12's kind), another notation and problem
    ("Let $\\omega$ satisfy $\\omega^2 + \\omega + 1 = 0$. Compute $\\omega^{99}$.",
     "Multiply by $\\omega - 1$: $\\omega^3 - 1 = 0$, so $\\omega^3 = 1$. Hence $\\omega^{99} = (\\omega^3)^{33} = 1^{33}$."
     "\n\n$\\boxed{1}$", "\\omega^3 = 1"),
    # a constant written against a bracket or a variable (qp08's kind): chatty and ### Step styles
    ("A circle has radius $\\sqrt{2}$. What is its area divided by 2?",
     "Area $= \\pi r^2 = \\pi (\\sqrt2)^2$, then halve it: $\\frac{2\\pi}{2}$.\n\n$\\boxed{\\pi}$", "\\pi (\\sqrt2)^2"),
    ("A cylinder has radius 1 and height 2. What is its volume divided by 2?",
     "### Step 1\n$V = \\pi r^2 h = \\pi \\cdot 1 \\cdot 2$.\n### Step 2\nHalf of it: $\\frac{2\\pi}{2}$.\n\n$\\boxed{\\pi}$",
     "V = \\pi r^2 h"),
    # an equivalent form the next step starts from (q06's kind)
    ("Compute $\\dbinom{10}{8}$.",
     "By symmetry $\\binom{10}{8} = \\binom{10}{2}$, and $\\binom{10}{2} = \\frac{10 \\cdot 9}{2} = 45$.\n\n$\\boxed{45}$",
     "\\binom{10}{8} = \\binom{10}{2}"),
    # bounds of a variable, none the answer (qp16's kind): double and decimal, another problem
    ("What integer $n$ satisfies $\\frac{1}{5} < \\frac{n}{12} < \\frac{1}{3}$?",
     "Multiply through by 12: $2.4 < n < 4$. The only integer there is the one in between.\n\n$\\boxed{3}$", "2.4 < n < 4"),
    ("The integer $k$ satisfies $\\sqrt{30} < k < \\sqrt{40}$. Find $k$.",
     "Numerically $\\sqrt{30} \\approx 5.48$ and $\\sqrt{40} \\approx 6.32$, so $5.48 < k < 6.32$.\n\n$\\boxed{6}$",
     "5.48 < k < 6.32"),
    # a candidate set holding the answer (qp05's kind): set notation, and in words after a label
    ("The five-digit number $2468N$ is divisible by 3 and $N$ is even and nonzero. Find $N$.",
     "Digit sum $20 + N$ must be a multiple of 3, so $N \\in \\{1, 4, 7\\}$. Only one of those is even.\n\n$\\boxed{4}$",
     "N \\in \\{1, 4, 7\\}"),
    ("A digit $d$ satisfies $d \\equiv 2 \\pmod 3$ and $d$ is odd. Find $d$.",
     "Digits that leave remainder 2 on division by 3: so d is one of 2, 5, 8. Drop the even ones.\n\n**$\\boxed{5}$**",
     "d is one of 2, 5, 8"),
    # the problem's own relation cited as a reason (qp11's kind)
    ("Let $x$ be a real number with $x + \\frac{1}{x} = 2$. Find $x^7 + \\frac{1}{x^7}$.",
     "Then $x^2 - 2x + 1 = 0$, so $(x-1)^2 = 0$ and $x = 1$. So $x^7 + x^{-7} = 1 + 1$ (recall $x + \\frac{1}{x} = 2$)."
     "\n\n$\\boxed{2}$", "x + \\frac{1}{x} = 2$)"),
    ("Real numbers $a, b$ satisfy $a + b = 9$ and $a - b = 1$. Find $a - 4$.",
     "Add the two: $2a = 10$, so $a = 5$ and then $a - 4 = 5 - 4$ (since $a - b = 1$).\n\n$\\boxed{1}$", "a - b = 1"),
    # a piece of the problem's formula evaluated to the answer's value, then used as an operand: work, not a check
    ("What is $3^{4} - 3^{3} \\cdot 2$?",
     "$3^4 = 81$ and $3^3 = 27$, so $27 \\cdot 2 = 54$ and $81 - 54 = 27$.\n\n$\\boxed{27}$", "3^3 = 27"),
    ("Compute $2^{5} - 2^{4}$.",
     "Powers first:\n- $2^5 = 32$\n- $2^4 = 16$\n\nThen subtract: $32 - 16 = 16$.\n\n$\\boxed{16}$", "2^4 = 16"),
    # an integral still to evaluate, the answer as its coefficient (qp08's chain)
    ("Compute $\\int_0^1 6x^2\\,dx / 2$.",
     "The integral is $\\int_0^1 6x^2\\,dx = 6 \\int_0^1 x^2\\,dx$ and $\\int_0^1 x^2\\,dx = \\frac13$, and halving "
     "$6 \\cdot \\frac13$ finishes it.\n\n$\\boxed{1}$", "6 \\int_0^1 x^2\\,dx"),
]


@pytest.mark.parametrize("problem, draft, stay", WORK)
def test_value_doing_work_stays(problem, draft, stay):
    assert stay in _summary(draft, problem)


LEAKS = [
    ("What is $5^2$?", "$5^2 = 25$. Check: $25 / 5 = 5$.\n\n$\\boxed{25}$", "25", "= 25"),
    ("What integer $n$ satisfies $\\frac{1}{5} < \\frac{n}{12} < \\frac{1}{3}$?",
     "Multiply through by 12: $2.4 < n < 4$, so $n = 3$ since $3 \\le n \\le 3$.\n\n$\\boxed{3}$", "3", "n = 3"),
    ("Compute $\\dbinom{10}{8}$.",
     "By symmetry it is $\\binom{10}{2}$. The answer is $\\binom{10}{2}$.\n\n$\\boxed{45}$", "45", "answer is $\\binom"),
    ("The five-digit number $2468N$ is divisible by 3 and $N$ is even and nonzero. Find $N$.",
     "Digit sum $20 + N$, so $N \\in \\{1, 4, 7\\}$ and being even, $N \\in \\{4\\}$.\n\n$\\boxed{4}$", "4", "\\{4\\}"),
    ("Find the area enclosed by the circle $x^2 + y^2 = 1$.",
     "Area is $\\pi r^2$ with $r = 1$, so the area equals $\\pi$.\n\n$\\boxed{\\pi}$", "\\pi", "equals $\\pi"),
]


@pytest.mark.parametrize("problem, draft, answer, form", LEAKS)
def test_answer_stated_stays_hidden(problem, draft, answer, form):
    text = _summary(draft, problem)
    assert form not in text
    assert not answer_readable(text, answer, "math", problem=problem, count_work=False)


def test_problem_relation_is_a_premise_only():
    p = "Given $x + y = 10$ and $x - y = 2$, find $x + y$."
    assert not problem_relation("so $x + y = 10$", 14, 16, p)  # the asked expression: the answer itself
    assert problem_relation("as $x - y = 2$", 13, 14, "Given $x + y = 10$ and $x - y = 2$, find $x$.")
    assert not problem_relation("as $x - y = 21$", 13, 15, "Given $x - y = 2$, find $x$.")  # another value
    assert answer_readable("Since $x + y = 10$, done.", "10", problem=p)


def test_slot_work_forms():
    three = [Fraction(3)]
    assert slot_work("$2.4 < n < 4$", scalar_answer=True, answer_values=three, problem="Which integer n ...?")
    assert not slot_work("$3 \\le n < 4$", scalar_answer=True, answer_values=three, problem="Which integer n ...?")
    assert not slot_work("$2.4 < n < 4$", scalar_answer=True, answer_values=three, problem="Find the largest n ...")
    assert not slot_work("$2.4 < n < 4$", scalar_answer=False, answer_values=three, problem="Solve the inequality.")
    assert slot_work("so $N \\in \\{0, 3, 6, 9\\}$", scalar_answer=True, answer_values=[Fraction(6)], problem="")
    assert not slot_work("$N \\in \\{6\\}$", scalar_answer=True, answer_values=[Fraction(6)], problem="")


def test_widen_commands():
    vis = "area $\\frac{\\pi}{x^2}$"
    s = vis.index("pi")
    assert widen_commands(vis, [(s, s + 2, "[hidden]")]) == [(s - 1, s + 2, "[hidden]")]
    assert widen_commands("a 42 b", [(2, 4, "h")]) == [(2, 4, "h")]
