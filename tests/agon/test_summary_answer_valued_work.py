"""A value equal to the answer stays where its role is work: a coefficient of a formula, a property of
another object ("multiplicity 3"), an intermediate a later step uses, an expression heading its line.

Each kind has two self-written drafts (the work substring stays, the answer is not read from the summary
as a statement), and the limits: the same value in answer position is still hidden.
"""
import re

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

CONCLUSION = "[hidden: the conclusion and final answer]"

STAY = [
    ("coefficient of a formula", "What is the ratio of the surface area of a sphere of radius 3 to the area of its great circle?",
     "Using $S = 4\\pi r^2$ and $A = \\pi r^2$: $S = 36\\pi$ and $A = 9\\pi$.\n\nThe ratio is $\\frac{36\\pi}{9\\pi}$.\n\n\\boxed{4}",
     "4", "S = 4\\pi r^2"),
    ("coefficient of a formula", "A rhombus has side 1. What is its perimeter?",
     "### Step 1: Formula\nEvery side of a rhombus is equal, so $P = 4s$ with $s = 1$.\n\n"
     "### Step 2: Evaluate\nThe perimeter is $4 \\cdot 1 = 4$.\n\n**Final Answer:** $\\boxed{4}$", "4", "P = 4s"),
    ("property of another object", "How many distinct real roots does $(x - 1)^3 (x + 2)(x - 4) = 0$ have?",
     "### Step 1: Roots\nThe factors vanish at $x = 1$, $x = -2$ and $x = 4$.\n\n### Step 2: Multiplicity\n"
     "The root $x = 1$ has multiplicity $3$, but it counts once.\n\n**Final Answer:** $\\boxed{3}$", "3", "multiplicity $3$"),
    ("property of another object", "How many real roots does $x^3 - 6x^2 + 11x - 6 = 0$ have?",
     "### Step 1: Degree\nThe polynomial has degree $3$, so we look for integer roots among the divisors of $6$.\n\n"
     "### Step 2: Roots\nTrying them, $x = 1$, $x = 2$ and $x = 6 - 3$ all work: $(x - 1)(x - 2)(x - 3)$.\n\n\\boxed{3}",
     "3", "has degree $3$"),
    ("intermediate used later", "What is the value of $\\log_2 32 - \\log_5 125$?",
     "1. $\\log_2 32$: since $2^5 = 32$, we have $\\log_2 32 = 5$.\n2. $\\log_5 125$: since $5^3 = 125$, we have $\\log_5 125 = 3$.\n\n"
     "Therefore\n$$\n\\log_2 32 - \\log_5 125 = 5 - 3.\n$$\n\n\\boxed{2}", "2", "$\\log_5 125 = 3$"),
    ("intermediate used later", "What is the value of $\\sqrt{36} - \\sqrt{9}$?",
     "- $\\sqrt{36}$: the square root of $36$ is $6$.\n- $\\sqrt{9}$: the square root of $9$ is $3$.\n\n"
     "Hence\n$$\n\\sqrt{36} - \\sqrt{9} = 6 - 3.\n$$\n\n\\boxed{3}", "3", "the square root of $9$ is $3$"),
]


@pytest.mark.parametrize("kind,problem,draft,answer,work", STAY, ids=[f"{i}:{x[0]}" for i, x in enumerate(STAY)])
def test_a_value_equal_to_the_answer_stays_as_work(kind, problem, draft, answer, work):
    s = summarize_draft(draft, problem=problem).text
    assert work in s, s
    assert CONCLUSION in s
    # the reader (agon.leak) reads the work itself as a statement where the answer's value stands in result
    # position or against a variable ("4s", "\\log_2 8 = 3", "multiplicity 3"): the rest of the summary is read,
    # without the final derivation's arithmetic ("= 6 - 3") that the cut keeps as work
    # and without the numbered list's labels ("2. $\\log_5 125$: ..."), which stay as labels (agon.work_parts, r9h)
    read = re.sub(r"(?m)^\d+\. ", "", re.sub(r"= [\d\s+\-]+\.?(?=\[hidden: the conclusion)", "", s.replace(work, "")))
    assert not answer_readable(read, answer, problem=problem, count_work=False), s


HIDE = [  # the same value in answer position, or plugged into a check (a later operand that only checks is no use)
    ("A convex polygon has 27 diagonals. How many sides does it have?",
     "n(n − 3)/2 = 27 means n(n − 3) = 54. Try values: n = 9 gives 9 · 6 = 54 ✓.\n\n\\boxed{9}", "9", "n = 9"),
    ("Solve $3x + 4 = 25$.", "Guess $x = 7$: then $3 \\cdot 7 + 4 = 25$, which checks out.\n\n\\boxed{7}", "7", "x = 7"),
    ("What is the ratio of the surface area of a sphere of radius 3 to the area of its great circle?",
     "Spoiler: 4.\n\nUsing $S = 4\\pi r^2$ and $A = \\pi r^2$ the ratio is $\\frac{36\\pi}{9\\pi}$.\n\n\\boxed{4}", "4", "Spoiler: 4"),
    ("How many distinct real roots does $(x - 1)^3 (x + 2)(x - 4) = 0$ have?",
     "The roots are $1, -2, 4$, so the count has value 3.\n\n\\boxed{3}", "3", "value 3"),
    ("What is $\\log_3 81 - \\log_2 4$?", "The difference: $4 - 2 = 2$, and the check $2 + 2 = 4$ holds.\n\n\\boxed{2}", "2",
     "2 + 2 = 4"),
]


@pytest.mark.parametrize("problem,draft,answer,gone", HIDE, ids=[str(i) for i in range(len(HIDE))])
def test_the_same_value_in_answer_position_is_hidden(problem, draft, answer, gone):
    s = summarize_draft(draft, problem=problem).text
    assert gone not in s, s
