"""Round 11 (r11s): a structured answer read by its constituents, and an answer stated in another unit or notation.

Self-written drafts, in other wordings, notations and problems than fresh10's w05/w11/w13/w17/w19/va02/va04: the
components of a complex number or a point stated in prose with work between them, a fraction as a part of a whole,
a vector on a basis, the value whose digit is asked written out, a direction as a bearing; and what must stay
(components that are work on the way, an unreduced part of a whole, numbers with the same digit, a turn of work).
Each test checks the summarizer and the reader (``leak.answer_readable``) together: they are the same code.
"""
import sympy as sp

from agon_mcore.agon.answer_forms.components import component_spans
from agon_mcore.agon.answer_forms.constituents import fraction_role_spans
from agon_mcore.agon.asked_value import digit_object_spans
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def _s(draft, problem):
    return summarize_draft(draft, problem=problem, domain="math").text


# ----------------------------------------------------------------------------- components in prose, work between

def test_complex_parts_with_arithmetic_between_are_hidden():
    problem = "Simplify $(3+2i)(1+i)$."
    draft = ("### Step 1: Expand\n$$(3+2i)(1+i) = 3 + 3i + 2i + 2i^2.$$\n\n"
             "### Step 2: Collect\nSince $i^2 = -1$, the real part comes to $3 - 2 = 1$ while the imaginary "
             "coefficient collects $3 + 2 = 5$.\n\n**Final Answer**\n$$\\boxed{1+5i}$$")
    out = _s(draft, problem)
    assert "3 + 3i + 2i + 2i^2" in out and "i^2 = -1" in out
    assert "3 - 2 = 1" not in out and "3 + 2 = 5" not in out
    line = "Since $i^2 = -1$, the real part comes to $3 - 2 = 1$ while the imaginary coefficient collects $3 + 2 = 5$."
    assert answer_readable(line, "1+5i", problem=problem)


def test_point_coordinates_with_their_derivations_are_hidden():
    problem = "Find the midpoint of the segment from $(2, -1)$ to $(8, 7)$."
    draft = ("**Midpoint formula.** Average the coordinates.\n\n"
             "The x-coordinate is $(2 + 8) / 2 = 5$, and the y-coordinate is $(-1 + 7) / 2 = 3$.\n\n"
             "**Final Answer**\n$$\\boxed{(5, 3)}$$")
    out = _s(draft, problem)
    assert "Average the coordinates" in out and "(2 + 8) / 2" in out
    assert "= 5$" not in out or "= 3$" not in out
    assert answer_readable("The x-coordinate is $(2 + 8) / 2 = 5$, and the y-coordinate is $(-1 + 7) / 2 = 3$.",
                           "(5, 3)", problem=problem)


def test_components_met_on_the_way_with_other_results_between_are_work():
    problem = "Solve the system $2x + y = 5$ and $x - y = 4$. Give $(x, y)$."
    line = "Adding the equations gives $3x = 9$, i.e. 3 for the first unknown; then $2(3) + y = 5$ leaves $-1$ for the other."
    assert component_spans(line, ["(3, -1)"], problem) == []  # the 5 between is a result of the derivation
    # named by the problem's names, in any order, they are stated
    assert component_spans("Back-substituting, $y = 4 - 5 = -1$ and $x = 3$.", ["(3, -1)"], problem)
    line2 = "From $x = 3$ we get $y = 6 - 7 = -1$."
    assert component_spans(line2, ["(3, -1)"], problem)  # operands of work between, no other result


# ----------------------------------------------------------------------------- a fraction as a part of a whole

def test_fraction_as_part_of_a_whole_in_digits_is_hidden():
    problem = ("A bag has 5 red, 4 blue and 3 green marbles. What fraction of the marbles are not green? "
               "Express your answer as a common fraction.")
    draft = ("There are $5 + 4 + 3 = 12$ marbles, and $12 - 3 = 9$ of them are not green, so the fraction is "
             "$\\frac{9}{12}$. Put another way, 3 of every 4 marbles are red or blue.\n\n"
             "**Final Answer**\n$$\\boxed{\\frac{3}{4}}$$")
    out = _s(draft, problem)
    assert "5 + 4 + 3 = 12" in out
    assert "3 of every 4" not in out
    assert answer_readable("Put another way, 3 of every 4 marbles are red or blue.", "\\frac{3}{4}", problem=problem)


def test_fraction_as_part_of_a_whole_in_words_is_read_and_unreduced_stays():
    problem = "A fair die is rolled. What is the probability of rolling a 5? Express it as a common fraction."
    assert answer_readable("So you would expect a five about one in six rolls.", "\\frac{1}{6}", problem=problem)
    problem2 = "In a carton, 5 eggs out of the 12 are brown. What fraction of the eggs are brown?"
    # the problem's own part of a whole: the problem's; a plain "of" counts the cases (work)
    assert fraction_role_spans("So 5 out of the 12 eggs are brown.", [sp.Rational(5, 12)], problem2) == []
    assert fraction_role_spans("So 5 out of the 12 eggs are brown.", [sp.Rational(5, 12)], "What fraction is brown?")
    assert fraction_role_spans("So 5 of the 12 eggs are brown.", [sp.Rational(5, 12)], "What fraction is brown?") == []


# ----------------------------------------------------------------------------- a vector on a basis

def test_vector_on_unit_basis_vectors_is_hidden():
    problem = "Compute $\\mathbf{u} \\times \\mathbf{v}$ for $\\mathbf{u} = (1, 0, 1)$ and $\\mathbf{v} = (0, 2, 0)$."
    draft = ("### Step 1: Determinant\nExpanding along the first row, the cross product is "
             "$-2\\mathbf{i} + 2\\mathbf{k}$.\n\n### Verification\nIt is orthogonal to both vectors ✓.\n\n"
             "**Final Answer**\n$$\\boxed{\\begin{pmatrix} -2 \\\\ 0 \\\\ 2 \\end{pmatrix}}$$")
    out = _s(draft, problem)
    assert "2\\mathbf{k}" not in out
    assert "Expanding along the first row" in out


def test_vector_on_indexed_basis_is_read():
    problem = "Write the vector from $P = (1, 1)$ to $Q = (4, -1)$."
    assert answer_readable("The displacement is $3 e_1 - 2 e_2$.", "(3, -2)", problem=problem)


# ----------------------------------------------------------------------------- the value whose digit is asked

def test_value_whose_units_digit_is_asked_written_out_is_hidden():
    problem = "What is the units digit of $7^5$?"
    draft = ("### Step 1: The cycle\nUnits digits of powers of 7 repeat with period 4. Since $5 = 4 + 1$, $7^5$ "
             "sits in the first slot of the cycle.\n\n### Verification\n$7^2 = 49$, $7^4 = 2401$, and "
             "$7^5 = 16807$ ✓.\n\n**Final Answer**\n$$\\boxed{7}$$")
    out = _s(draft, problem)
    assert "16807" not in out
    assert "7^2 = 49" in out and "5 = 4 + 1" in out and "2401" in out


def test_decimal_expansion_whose_digit_is_asked_is_read_not_the_fraction():
    problem = "What is the last nonzero digit to the right of the decimal point in the decimal expansion of $\\frac{3}{16}$?"
    assert answer_readable("**Verification:** long division gives $3/16 = 0.1875$ ✓.", "5", problem=problem)
    # in the derivation the written-out value is the work the digit is read from (fresh2 hp11's verdict)
    assert digit_object_spans("As a decimal, $3/16 = 0.1875$, and we read off its last digit.", ["5"], problem) == []
    assert not answer_readable("Scale up: $\\frac{3}{16} = \\frac{1875}{10000}$.", "5", problem=problem, count_work=False)


# ----------------------------------------------------------------------------- a direction as a bearing

def test_direction_as_heading_is_hidden_turns_stay():
    problem = ("A ship faces north and turns 450 degrees counterclockwise. Which direction (north, south, east or "
               "west) does it face?")
    draft = ("$450 = 360 + 90$, so after one full turn it still turns 90 degrees counterclockwise, "
             "ending on a heading of 270 degrees.\n\n**Final Answer**\n$$\\boxed{\\text{west}}$$")
    out = _s(draft, problem)
    assert "450 = 360 + 90" in out and "90 degrees counterclockwise" in out
    assert "heading of 270" not in out


def test_three_digit_bearing_is_read_a_plain_turn_is_not():
    problem = "A hiker faces east and turns 90 degrees to the right. Which direction (north, south, east or west) is she facing?"
    assert answer_readable("Her bearing is now 180°.", "\\text{south}", problem=problem)
    assert not answer_readable("She turned through $180^\\circ$ in total before the last step.", "\\text{south}",
                               problem=problem, count_work=False)
