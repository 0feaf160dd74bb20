"""Work in prose stays: section labels, step labels in words and formulas in the problem's terms.

Each kind has two self-written drafts: the work substring stays in the summary and the answer is not
readable from it; a must-hide input checks the limit of each rule.
"""
import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft
from agon_mcore.agon.workprose import in_own_terms, line_label_end

CONCLUSION = "[hidden: the conclusion and final answer]"

# (kind, problem, draft, answer, work that must stay)
STAY = [
    ("heading with a line label", "Compute $1 + 3 + 5 + \\dots + 19$.",
     "### Approach 1: Pair the ends\n$$\n1 + 19 = 20, \\quad 3 + 17 = 20\n$$\nFive pairs: $5 \\cdot 20$.\n\n"
     "**Final Answer**\n$$\n\\boxed{100}\n$$", "100", "### Approach 1: Pair the ends"),
    ("heading with a line label", "How many edges does a triangular prism have?",
     "**Part 2: Counting by faces**\nTwo triangles give $2 \\cdot 3 = 6$ edges and the lateral sides add $3$ more: "
     "$6 + 3$.\n\n\\boxed{9}", "9", "**Part 2: Counting by faces**"),
    ("heading with a value-free aside", "Find the area of the triangle with vertices $(0,0)$, $(5,0)$, $(0,8)$.",
     "### Step 1: Legs\nThe legs are $5$ and $8$.\n\n### Cross-check (determinant method)\n"
     "$$\n\\tfrac{1}{2}|5 \\cdot 8 - 0 \\cdot 0| = \\tfrac{1}{2} \\cdot 40.\n$$\n\n\\boxed{20}", "20",
     "### Cross-check (determinant method)"),
    ("heading with a value-free aside", "What is the sum of the interior angles of a hexagon, in degrees?",
     "### Setup (triangulation argument)\nFrom one vertex we draw diagonals that cut the hexagon into $4$ triangles, "
     "so the sum is $4 \\cdot 180$.\n\n\\boxed{720}", "720", "### Setup (triangulation argument)"),
    ("side remark heading", "A rectangle has sides $6$ and $10$. What is its perimeter?",
     "### Step 1: Perimeter\n$2(6 + 10)$.\n\n### Aside: area of the rectangle\nThe area would be $6 \\cdot 10 = 60$.\n\n"
     "\\boxed{32}", "32", "### Aside: area of the rectangle"),
    ("title naming known values", "How many two-digit positive integers are divisible by both $4$ and $6$?",
     "Divisible by both means divisible by $\\operatorname{lcm}(4, 6) = 12$.\n\n**Listing the two-digit multiples of 12:**\n"
     "$$\n12,\\ 24,\\ 36,\\ 48,\\ 60,\\ 72,\\ 84,\\ 96\n$$\n\nThat list has eight entries.\n\n\\boxed{8}", "8",
     "**Listing the two-digit multiples of 12:**"),
    ("title naming known values", "A box holds $6$ rows of $7$ eggs. How many eggs are in $3$ boxes?",
     "One box: $6 \\cdot 7 = 42$ eggs.\n\n### Scaling the 42 eggs to 3 boxes\nWe multiply: $3 \\cdot 42$.\n\n\\boxed{126}", "126",
     "### Scaling the 42 eggs to 3 boxes"),
    ("step label in words", "How many real solutions does $|2x + 1| = 9$ have?",
     "Part one: 2x + 1 = 9 gives x = 4. Part two: 2x + 1 = -9 gives x = -5. Both are valid.\n\n\\boxed{2}", "2",
     "Part two: 2x + 1 = -9"),
    ("step label in words", "How many integers $n$ satisfy $(n - 1)(n - 4) = 0$?",
     "Branch one: n - 1 = 0 gives n = 1.\nBranch two: n - 4 = 0 gives n = 4.\n\n\\boxed{2}", "2", "Branch two:"),
    ("formula in the problem's terms", "A shelf has 7 rows with 8 jars in each row. How many jars are on the shelf?",
     "## Step 1\nJars = rows × jars per row.\n\n## Step 2\n7 × 8.\n\n\\boxed{56}", "56", "Jars = rows × jars per row"),
    ("formula in the problem's terms", "A rhombus has diagonals 6 and 10. What is its area?",
     "Area = half the product of the diagonals.\n\nSo we take $\\frac{6 \\cdot 10}{2}$.\n\n\\boxed{30}", "30",
     "Area = half the product of the diagonals"),
    ("clause in the problem's terms", "A die is rolled. What is the probability of rolling a number above 4?",
     "Probability = favorable outcomes / possible outcomes.\n\nRolling 5 or 6 is favorable: $\\frac{2}{6}$.\n\n"
     "$\\boxed{\\frac{1}{3}}$", "\\frac{1}{3}", "Probability = favorable outcomes / possible outcomes"),
    ("clause in the problem's terms", "Each of 9 crates holds 12 bottles. How many bottles are there?",
     "Multiplying crates by bottles per crate gives the total bottles.\n\nThat is $9 \\cdot 12$.\n\n\\boxed{108}", "108",
     "gives the total bottles"),
]


@pytest.mark.parametrize("kind,problem,draft,answer,work", STAY, ids=[f"{i}:{x[0]}" for i, x in enumerate(STAY)])
def test_work_in_prose_stays(kind, problem, draft, answer, work):
    s = summarize_draft(draft, problem=problem).text
    assert work in s, s
    assert CONCLUSION in s
    # the reader (agon.leak) still reads a line label's number as a statement ("Part two:"): the rest is read
    read = s.replace(work, "") if kind == "step label in words" else s
    assert not answer_readable(read, answer, problem=problem, count_work=False), s


# (problem, draft, answer, what must go): the limits of the rules above
HIDE = [
    ("How many sides has a polygon whose angles sum to 1620 degrees?",
     "## Verdict: a hendecagon\n(n − 2)·180 = 1620 holds.\n\n\\boxed{11}", "11", "a hendecagon"),
    ("A box holds $6$ rows of $7$ eggs. How many eggs are in $3$ boxes?",
     "One box: $6 \\cdot 7 = 42$ eggs, and $3 \\cdot 42 = 126$.\n\n### Checking the 126 eggs\nEach box adds 42.\n\n\\boxed{126}", "126",
     "Checking the 126 eggs"),
    ("How many faces has an octahedron?", "### Step 1: Faces\nIt is dual to the cube, so it has as many faces as a cube has corners.\n\n"
     "Duality swaps them.\n\n\\boxed{8}", "8", "as many faces as a cube has corners"),
    ("How many months have 31 days?", "Count them: the total is the number of months in a year minus the short ones, "
     "so it is the number of knuckles on two hands.\n\nJanuary, March, May, July, August, October, December.\n\n\\boxed{7}",
     "7", "the number of knuckles on two hands"),
]


@pytest.mark.parametrize("problem,draft,answer,gone", HIDE, ids=[str(i) for i in range(len(HIDE))])
def test_a_statement_of_the_answer_in_a_title_or_in_outside_terms_is_still_hidden(problem, draft, answer, gone):
    s = summarize_draft(draft, problem=problem).text
    assert gone not in s, s


def test_line_labels_and_own_terms():
    assert line_label_end("Method 1: Direct addition") == len("Method 1: ")
    assert line_label_end("Part (b). Sides") == len("Part (b). ")
    assert line_label_end("Answer 1: twelve") == 0  # a result word labels a result
    assert line_label_end("Counting pairs") == 0
    problem = "Each of 4 boxes holds 9 apples."
    assert in_own_terms("boxes × apples per box", problem)
    assert in_own_terms("half the product of the boxes", problem)
    assert not in_own_terms("as many apples as boxes", problem)  # a comparison names another quantity
    assert not in_own_terms("a baker's dozen", problem)
    assert not in_own_terms("so the apples", problem)
