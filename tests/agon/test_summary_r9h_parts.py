"""Over-hiding of work: a value equal to the answer that is a PART of something else
(a numerator, a factor, a member of an enumeration, a table cell of a counted case, a list label) and remarks on
the work (a value-free aside, a rejected root, a ± pair that is not the answer) stay; the answer stated as the
asked quantity is still hidden (agon.work_parts, agon.workprose.work_clause)."""
import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import CONCLUSION_PLACEHOLDER, summarize_draft
from agon_mcore.agon.work_parts import part_role


def _summary(draft, problem):
    return summarize_draft("<think>ok</think>\n" + draft, problem=problem).text


# --- kind 1: the answer's value as a part of a larger thing -------------------------------------------------------

def test_numerator_after_so_stays_and_the_ratio_is_hidden():
    problem = "Angle $A$ is acute and $\\sin A = \\frac{1}{\\sqrt{10}}$. What is $\\cot A$?"
    draft = ("### Step 1: Find the cosine\nThen $\\cos^2 A = 1 - \\frac{1}{10} = \\frac{9}{10}$.\n"
             "So $\\cos A = \\frac{3}{\\sqrt{10}}$ (positive, because $A$ is acute).\n\n"
             "### Step 2: Take the ratio\n$$\\cot A = \\frac{\\cos A}{\\sin A} = \\frac{3/\\sqrt{10}}{1/\\sqrt{10}} = 3.$$\n\n"
             "**Final Answer**\n$$\\boxed{3}$$")
    text = _summary(draft, problem)
    assert "\\cos A = \\frac{3}{\\sqrt{10}}" in text
    assert "(positive, because $A$ is acute)" in text
    assert "= 3." not in text and "\\boxed" not in text and CONCLUSION_PLACEHOLDER in text


def test_factors_of_a_product_stay():
    problem = "Two fair coins are tossed. What is the probability that they show different faces?"
    draft = ("The outcomes that show different faces are HT and TH.\n\n"
             "**Step 1.** Each coin is fair, so $P(HT) = \\frac{1}{2} \\times \\frac{1}{2} = \\frac{1}{4}$ and likewise "
             "$P(TH) = \\frac{1}{4}$.\n\n**Step 2.** These outcomes are disjoint, so we add: $\\frac14 + \\frac14$.\n\n"
             "The probability is $\\boxed{\\frac{1}{2}}$.")
    text = _summary(draft, problem)
    assert "\\frac{1}{2} \\times \\frac{1}{2} = \\frac{1}{4}" in text
    assert not answer_readable(text, "\\frac{1}{2}", problem=problem)


def test_members_of_an_and_enumeration_stay():
    problem = "How many distinct prime factors does 18 have?"
    draft = ("Factor 18 completely: $18 = 2 \\cdot 3^2$. The distinct primes in the factorisation are 2 and 3, each "
             "counted once no matter its exponent.\n\n**Final Answer:** $\\boxed{2}$")
    assert "are 2 and 3, each counted once" in _summary(draft, problem)


def test_table_cells_of_counted_cases_stay():
    problem = "For how many integers $k$ with $1 \\le k \\le 6$ is $3^k \\bmod 7$ at most 3?"
    draft = ("### Step 1: Tabulate\n| $k$ | $3^k \\bmod 7$ |\n|---|---|\n| 1 | 3 |\n| 2 | 2 |\n| 3 | 6 |\n| 4 | 4 |\n"
             "| 5 | 5 |\n| 6 | 1 |\n\n### Step 2: Count\nCounting the rows whose value is at most 3 gives the answer.\n\n"
             "$$\\boxed{3}$$")
    text = _summary(draft, problem)
    assert "| 1 | 3 |" in text and "| 3 | 6 |" in text


def test_numbered_list_labels_stay():
    problem = "How many of the numbers 11, 21, 31, 41, 51 are prime?"
    draft = ("Check each number:\n\n1. 11 is prime.\n2. 21 = 3 · 7, not prime.\n3. 31 is prime.\n4. 41 is prime.\n"
             "5. 51 = 3 · 17, not prime.\n\nSo the primes are 11, 31 and 41.\n\n**Final Answer** $\\boxed{3}$")
    assert "\n3. 31 is prime." in _summary(draft, problem)


@pytest.mark.parametrize("text,answer,role", [
    ("so $\\sin A = \\frac{2}{\\sqrt{5}}$", "2", "argument"),
    ("$x + 1/x \\ge 2\\sqrt{x}$", "2", "coefficient"),
    ("so $2 \\cdot (1/2)(1/2)$", "2", "factor"),
    ("the primes are 2 and 3.", "2", "enumeration"),
])
def test_part_role_names_the_structure(text, answer, role):
    s = text.index(answer)
    assert part_role(text, s, s + len(answer), [answer]) == role


@pytest.mark.parametrize("text,answer", [
    ("so $\\tan A = \\frac{4}{2}$", "4"),  # the numerator of a whole that is no answer 4: still a part ...
])
def test_part_of_a_whole_that_is_not_the_answer(text, answer):
    s = text.index(answer)
    assert part_role(text, s, s + 1, [answer]) == "argument"


def test_a_whole_equal_to_the_answer_is_no_part():
    text = "so the ratio is $\\frac{2}{1}$"
    s = text.index("2")
    assert part_role(text, s, s + 1, ["2"]) is None


# --- leaks of the same shapes stay hidden ----------------------------------------------------------------------------

def test_a_hedge_with_or_is_no_enumeration():
    text = "so it is 2 or 3 here"
    s = text.index("2")
    assert part_role(text, s, s + 1, ["2"]) is None


def test_a_clause_after_and_is_no_enumeration():
    problem = "What is 6 times 7?"
    text = _summary("Six sevens: 6 × 7. In Arabic-Indic digits the product is ٤٢, and 7 × 6 = 42 too.\n\n$\\boxed{42}$",
                    problem)
    assert "٤٢" not in text


def test_the_asked_value_in_a_table_row_stays_hidden():
    problem = "Let $f(n) = n^2 + n + 29$. What is $f(6)$?"
    draft = ("We tabulate $f(n)$ for small $n$:\n\n| $n$ | $f(n)$ |\n|---|---|\n| 4 | 49 |\n| 5 | 59 |\n| 6 | 71 |\n"
             "| 7 | 85 |\n\nThe values grow by $2n + 2$ each step.\n\n$$\\boxed{71}$$")
    assert "71" not in _summary(draft, problem)


def test_a_list_label_needs_a_list():
    text = "Try again.\n3. That settles it."
    s = text.index("3")
    assert part_role(text, s, s + 1, ["3"]) is None


# --- kind 2: remarks on the work and values that are not the answer's ----------------------------------------------

def test_a_plus_minus_pair_that_is_not_the_answer_stays():
    problem = "Find the larger solution of $(y - 3)^2 = 16$."
    draft = ("### Step 1: Square roots\nTaking square roots, $y - 3 = \\pm 4$.\n\n### Step 2: Solve\n"
             "So $y = 3 + 4$ or $y = 3 - 4 = -1$; the larger is $3 + 4$.\n\n$$\\boxed{7}$$")
    assert "y - 3 = \\pm 4" in _summary(draft, problem)


def test_a_plus_minus_pair_of_the_answer_is_hidden():
    problem = "Find all real $x$ with $x^2 = 16$."
    draft = "Taking square roots of both sides, $x = \\pm 4$ and nothing else.\n\n$$\\boxed{\\pm 4}$$"
    assert "4" not in _summary(draft, problem)


def test_a_rejected_root_and_a_value_free_remark_stay():
    problem = "A rectangle has area 24 and its length is 2 more than its width. What is its width?"
    draft = ("Let the width be $w$. Then $w(w + 2) = 24$, so $w^2 + 2w - 24 = 0$ and $(w + 6)(w - 4) = 0$.\n"
             "The factor $w + 6$ gives $w = -6$ (rejected, since a width is positive).\n"
             "The factor $w - 4$ gives the width.\n\n**Final Answer:** $\\boxed{4}$")
    assert "(rejected, since a width is positive)" in _summary(draft, problem)


def test_a_unit_in_a_table_header_stays():
    problem = "Ana buys 3 pens at \\$2 each and 4 notebooks at \\$5 each. How much does she spend in dollars?"
    draft = ("| Item | Price (dollars) | Quantity | Cost (dollars) |\n|---|---|---|---|\n| pen | 2 | 3 | 6 |\n"
             "| notebook | 5 | 4 | 20 |\n\nAdding the costs: $6 + 20$.\n\n$$\\boxed{26}$$")
    assert "| Item | Price (dollars) | Quantity | Cost (dollars) |" in _summary(draft, problem)


def test_a_remark_naming_a_quantity_word_stays_hidden():
    problem = "What is the smallest prime?"
    draft = "Every even number above it is composite, so p must be the only even prime.\n\n$$\\boxed{2}$$"
    assert "only even prime" not in _summary(draft, problem)
