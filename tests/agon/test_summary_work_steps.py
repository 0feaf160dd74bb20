"""Steps of work that stay: a licensed clause followed by procedure, the base of a later power, (for a count
of solutions) an equation still to solve whose right side equals the count, and a division by a decimal.

Two self-written drafts per kind: the work substring stays and the answer is not read from the rest of the
summary; a must-hide input checks each limit.
"""
import re

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

CONCLUSION = "[hidden: the conclusion and final answer]"

STAY = [
    ("clause then procedure", "Each of $5$ shelves holds $8$ books. After $8$ books are lent out, how many books remain?",
     "The shelves hold 5 · 8 = 40 books; 8 are lent out, so the count so far is 40 and we take away 8.\n\n\\boxed{32}", "32",
     "so the count so far is 40 and we take away 8"),
    ("clause then procedure", "A tank holds $60$ litres and $15$ litres leak out. How many litres are left?",
     "Full, the tank has 60 litres; the leak removes 15 of them, thus the start value is 60 and then we subtract 15.\n\n"
     "\\boxed{45}", "45", "the start value is 60 and then we subtract 15"),
    ("base of a later power", "What is the remainder when $5^{40}$ is divided by $8$?",
     "### Step 1: Small powers\n$5^2 = 25 = 3 \\cdot 8 + 1$ means $5^2 \\equiv 1 \\pmod 8$.\n\n"
     "### Step 2: Raise\nSince $5^2 \\equiv 1$, we write\n$$\n5^{40} = (5^2)^{20} \\equiv 1^{20} \\pmod 8.\n$$\n\n\\boxed{1}",
     "1", "means $5^2 \\equiv 1 \\pmod 8$"),
    ("base of a later power", "What is the remainder when $7^{50}$ is divided by $6$?",
     "Since $7 = 6 + 1$, we have $7 \\equiv 1 \\pmod 6$.\n\nThen $7^{50} \\equiv 1^{50} \\pmod 6$.\n\n\\boxed{1}", "1",
     "$7 = 6 + 1$"),
    ("equation to solve for a count", "How many real solutions does $x^3 - 5x = 0$ have?",
     "**Factor:** $x(x^2 - 5) = 0$.\n\n- $x = 0$\n- $x^2 = 5 \\implies x = \\pm\\sqrt{5}$\n\nThey differ.\n\n**Final Answer:** $\\boxed{3}$",
     "3", "x^2 = 5 \\implies x = \\pm\\sqrt{5}"),
    ("equation to solve for a count", "How many real roots does $(x^2 - 2)(x - 7) = 0$ have?",
     "The first factor gives $x^2 = 2$, so $x = \\pm\\sqrt{2}$; the second gives $x = 7$.\n\nAll three are different.\n\n\\boxed{3}",
     "3", "$x^2 = 2$, so $x = \\pm\\sqrt{2}$"),
    ("division by a decimal still to do", "A jacket costs $60$ dollars after a $25\\%$ discount. What was its original price?",
     "### Step 1: Equation\nThe buyer pays $75\\%$: $0.75p = 60$.\n\n### Step 2: Solve\n$$\np = \\frac{60}{0.75}.\n$$\n\n"
     "### Step 3: Check\n$25\\%$ of $80$ is $20$ and $80 - 20 = 60$. ✓\n\n\\boxed{80}", "80", "p = \\frac{60}{0.75}"),
    ("division by a decimal still to do", "A lamp uses $0.5$ kWh per hour. How many hours does $12$ kWh last?",
     "Hours are energy over rate:\n$$\nt = 12/0.5\n$$\n\nDouble-check: 24 hours at 0.5 kWh each use 12 kWh.\n\n\\boxed{24}",
     "24", "t = 12/0.5"),
    ("sum under a root still to add", "Find the distance between the points $(0, 1)$ and $(2, 5)$.",
     "### Step 1: Differences\n$2 - 0 = 2$ and $5 - 1 = 4$.\n\n### Step 2: Distance\n$$\nd = \\sqrt{2^2 + 4^2} = \\sqrt{4 + 16}\n$$\n\n"
     "**Final Answer:** $\\boxed{2\\sqrt{5}}$", "2\\sqrt{5}", "\\sqrt{4 + 16}"),
    ("sum under a root still to add", "A right triangle has legs $2$ and $3$. How long is its hypotenuse?",
     "By Pythagoras,\n$$\nc = \\sqrt{2^2 + 3^2} = \\sqrt{4 + 9}\n$$\n\n$\\boxed{\\sqrt{13}}$", "\\sqrt{13}", "\\sqrt{4 + 9}"),
]


@pytest.mark.parametrize("kind,problem,draft,answer,work", STAY, ids=[f"{i}:{x[0]}" for i, x in enumerate(STAY)])
def test_a_step_of_work_stays(kind, problem, draft, answer, work):
    s = summarize_draft(draft, problem=problem).text
    assert work in s, s
    assert CONCLUSION in s
    if kind == "base of a later power":
        # the reader (agon.leak) reads every "\\equiv 1" as the remainder asked (a result equal to the answer, by
        # design), so only the place matters here: the intermediate stays before the cut
        assert re.search(r"\\equiv 1(?!\^)", s.split(CONCLUSION)[0]), s
        return
    assert not answer_readable(s.replace(work, ""), answer, problem=problem, count_work=False), s


HIDE = [
    ("A right triangle has legs $2$ and $3$. How long is its hypotenuse?",
     "By Pythagoras $c^2 = 4 + 9$, so $c = \\sqrt{13}$ exactly.\n\nThat is about 3.6.\n\n$\\boxed{\\sqrt{13}}$", "c = \\sqrt{13}"),
    ("Compute $8^2$.", "$8^2 = (2^3)^2 = 2^{6}$, a power of two.\n\n\\boxed{64}", "2^{6}"),  # a bare power: the value
    ("Each of $5$ shelves holds $8$ books. After $8$ books are lent out, how many books remain?",
     "5 · 8 = 40 books, so the count is 32 and we are done.\n\n\\boxed{32}", "the count is 32"),
    ("A jacket costs $60$ dollars after a $25\\%$ discount. What was its original price?",
     "So $p = \\frac{60}{0.75}$, that is, the original price is 80 dollars.\n\n\\boxed{80}", "the original price is 80"),
    ("How many real solutions does $x^3 - 5x = 0$ have?", "The roots are $0, \\pm\\sqrt{5}$, so there are $3$ of them.\n\n\\boxed{3}",
     "there are $3$"),
]


@pytest.mark.parametrize("problem,draft,gone", HIDE, ids=[str(i) for i in range(len(HIDE))])
def test_a_statement_in_the_same_place_is_hidden(problem, draft, gone):
    s = summarize_draft(draft, problem=problem).text
    assert gone not in s, s
