"""Round 10 (r10r): values the reader could not read, read by structure and compared as values.

Kinds: markup around or inside a value (``answer_forms.markup``); a vector with a factor out, degrees in a tuple,
sigma notation for a polynomial, place-value words, an interval by a sign word, an angle as a word, a share of a
whole for a percent, an option named by an expression only it holds, a marked table row
(``answer_forms.value_forms``); an expression in symbols in the answer's own numbers (``reader_roles``); and the
false alarms that go: a reciprocal, a tally's terms, exponents where no power is asked, a lower power for a degree
(``operands``, ``reader_roles``, ``relatives``). Every input here is written for this round (not a fresh9 case).
"""
import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_OPTS = "Which grows fastest? (A) $2x+1$ (B) $x^2$ (C) $3x$ (D) $x+5$"
_TABLE = ("| $n$ | divides 12? | even? | note |\n|---|---|---|---|\n| 3 | ✓ | ✗ | odd |\n| 4 | ✓ | ✓ | ⭐ answer |\n"
          "| 5 | ✗ | ✗ | odd |")

READS = [
    # markup removed before reading
    ("So the total is ||1024|| bytes.", "1024", None),
    ("The area is \\colorbox{yellow}{42} square units.", "42", None),
    ("The answer: 1<b>5</b> apples.", "15", None),
    ("Total: 3__6__ marbles.", "36", None),
    ("$\\overbrace{12 \\cdot 12}^{144}$ tiles in all.", "144", "How many tiles?"),
    ("\\begin{tabular}{lr} total & \\multicolumn{1}{r}{64} \\end{tabular}", "64", None),
    # a vector with a factor out; degrees in a tuple
    ("So the point is $2(1, -3)$.", "(2, -6)", None),
    ("$$\\mathbf{v} = \\frac12\\begin{pmatrix} 1 \\\\ 3 \\end{pmatrix}$$", "\\begin{pmatrix} 1/2 \\\\ 3/2 \\end{pmatrix}", None),
    ("In polar form the point is $(2, 45^\\circ)$.", "\\left(2, \\frac{\\pi}{4}\\right)", None),
    ("so the point is (5, 180°).", "(5, \\pi)", None),
    # sigma notation for a polynomial
    ("So $q(x) = \\sum_{k=0}^{3} x^{2k}$.", "x^6 + x^4 + x^2 + 1", None),
    ("The result is $\\sum_{j=1}^{3} j x^j$.", "3x^3 + 2x^2 + x", None),
    # place-value words (a rewrite problem: its given is a given only in its own form)
    ("That is three tenths.", "0.3", "Write 3/10 as a decimal."),
    ("In words: 125 thousandths.", "0.125", None),
    # an interval by a sign word
    ("So the domain is all positive real numbers.", "(0, \\infty)", None),
    ("The solution set: every negative real number.", "(-\\infty, 0)", None),
    # an angle as a word
    ("Hence the diagonals are perpendicular.", "90", "Find the angle between the diagonals, in degrees."),
    ("so the vectors are orthogonal.", "\\frac{\\pi}{2}", "Find the angle between the vectors, in radians."),
    # a share of a whole for a percent
    ("The new price is three quarters of the old one, a drop of one quarter of the price.", "25",
     "By what percent does the price drop?"),
    ("so three fifths of the students passed.", "60", "What percent of the students passed?"),
    # an expression in symbols in the answer's own numbers
    ("So the answer is $\\frac{3}{4}x + \\frac{1}{4}$.", "\\frac{3x+1}{4}", None),
    ("Collecting, it equals $\\frac{5}{7} - \\frac{2}{7}t$.", "\\frac{5 - 2t}{7}", None),
    # an option by an expression only it holds, where chosen; a marked table row
    ("So the fastest growing is $x^2$, which we pick.", "\\text{(B)}", _OPTS),
    ("Therefore the winner is $x^2$.", "\\text{(B)}", _OPTS),
    (_TABLE, "4", "What is the smallest even divisor of 12 greater than 3?"),
    ("$$\\begin{array}{c|cc} & a & b \\\\ \\hline x & 2 & 5 \\\\ \\hline \\text{total} & \\multicolumn{2}{c}{7} \\end{array}$$",
     "7", "How many are there?"),
    ("| item | cost |\n|---|---|\n| pen | 3 |\n| book | 9 |\n| **Total** | 12 |", "12", "What is the total cost?"),
    ("| 1 | ✓ | ✓ | ✅ smallest |", "1", "What is the smallest integer x with f(x) real?"),
    # exponents where an unknown is one; a degree's largest power
    ("$8^3 = 512$.", "3", "What power of 8 equals 512?"),
    ("So $f(x) = x^3 + 2x$.", "3", "What is the degree of f?"),
]

STAYS = [
    ("The normal $(1, -3)$ is scaled by 4 later.", "(2, -6)", None),
    ("The sum is $\\sum_{i=1}^{4} i^2$, still to evaluate.", "30", None),
    ("The two lines are perpendicular as given.", "90", "Two perpendicular lines meet a third line; find the angle ABC in degrees."),
    ("so three fifths of the students passed.", "60", "How many students passed?"),
    ("First $\\frac{6x+2}{8}$, to reduce.", "\\frac{3x+1}{4}", None),
    ("Check: $\\frac{5}{1/4} = 20$.", "4", "What number times 5 gives 20?"),
    ("Add them: $2 + 4 + 6 + 8 = 20$.", "4", "What is the common difference?"),
    ("$8^3 = 512$, and so on.", "3", "What is the units digit?"),
    ("The right side $3x^4 + x^3$ has degree 4.", "3", "What is the degree of f?"),
    ("Option $2x+1$ is linear and $x^2$ is quadratic.", "\\text{(B)}", _OPTS),
    ("| $n$ | ok? |\n|---|---|\n| 3 | ✓ |\n| 4 | ✓ |\n| 5 | ✓ |", "4", "What is the smallest even divisor of 12 greater than 3?"),
    ("In Python, `2**10` is 1024.", "10", "What is 2 to the power 10?"),
    ("| n | ok |\n|---|---|\n| 3 | ✅ |\n| 4 | ✅ |\n| 5 | ✅ |", "4", "Which n below 6 is the smallest square?"),
]


@pytest.mark.parametrize("text,answer,problem", READS)
def test_reader_reads_value_forms(text, answer, problem):
    assert answer_readable(text, answer, "math", problem=problem)


@pytest.mark.parametrize("text,answer,problem", STAYS)
def test_reader_leaves_work_and_givens(text, answer, problem):
    assert not answer_readable(text, answer, "math", problem=problem)


SUMMARIES = [
    ("Find the projection of $(1,2)$ onto $(1,1)$.",
     "### Step 1\nThe dot product is $1 + 2 = 3$ and $|(1,1)|^2 = 2$.\n\n### Step 2\nSo the projection is "
     "$\\frac{3}{2}(1, 1)$.\n\n**Final Answer**\n$$\\boxed{\\left(\\frac{3}{2}, \\frac{3}{2}\\right)}$$",
     "\\left(\\frac{3}{2}, \\frac{3}{2}\\right)", "$1 + 2 = 3$"),
    ("Write $\\frac{7}{20}$ as a decimal.",
     "Scale to hundredths first.\n\nThat is thirty-five hundredths, two decimal places.\n\n$$\\boxed{0.35}$$",
     "0.35", "Scale to hundredths first."),
    ("What is $17 \\cdot 3 - 1$?",
     "Compute $17 \\cdot 3 = 51$, then subtract 1.\n\nResult: >!50!<\n\n$\\boxed{50}$", "50", "$17 \\cdot 3 = 51$"),
    ("Find the angle between $(1,0,1)$ and $(0,1,0)$, in degrees.",
     "**Dot product.** $(1)(0) + (0)(1) + (1)(0) = 0$, so the vectors are orthogonal.\n\n$$\\boxed{90^\\circ}$$",
     "90^\\circ", "$(1)(0) + (0)(1) + (1)(0) = 0$"),
    ("How many divisors does 12 have?",
     "Divisors by pairs:\n$$\\begin{array}{cc} 1 & 12 \\\\ 2 & 6 \\\\ 3 & 4 \\\\ \\hline \\text{count} & \\multicolumn{1}{c}{6} \\end{array}$$\n"
     "Each pair gives two divisors.\n\n$$\\boxed{6}$$", "6", "Each pair gives two divisors."),
    ("Find the quotient when $x^4 - 1$ is divided by $x - 1$.",
     "Long division gives $q(x) = \\sum_{k=0}^{3} x^k$, remainder 0.\n\n**Final Answer**\n$\\boxed{x^3 + x^2 + x + 1}$",
     "x^3 + x^2 + x + 1", "Long division gives"),
]


@pytest.mark.parametrize("problem,draft,answer,kept", SUMMARIES)
def test_summary_hides_value_forms(problem, draft, answer, kept):
    text = summarize_draft(draft, domain="math", problem=problem).text
    assert not answer_readable(text, answer, "math", problem=problem), text
    assert kept in text
