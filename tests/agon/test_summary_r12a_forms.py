"""Round 12 (r12a): two reader forms, read by value. (1) A decimal kept to more places than a decimal
answer that rounds half up to it at the answer's places (``24.375`` for ``24.38``). (2) Numbers written as a
programming language's constructors and literals (``Fraction(14, 3)``, ``Decimal('0.35')``, ``complex(3, -4)``,
``np.array([1, 2])``, ``sp.sqrt(5)``, R's ``448/15625``): read as values, and in a math draft's code block the
answer's value as a non-integer literal is answer position. Drafts written for this test (fresh11 x28, x06 and
ya02 are the dev examples; these use other problems, wording and languages)."""
from agon_mcore.agon.answer_forms.approx import answer_places, rounds_to
from agon_mcore.agon.answer_forms.code_literals import code_literal_mentions
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def summ(draft, problem):
    return summarize_draft(draft, domain="math", problem=problem).text


# --- kind 1: an approximation in either direction


def test_rounding_to_the_answer_places_by_value():
    import sympy

    assert answer_places(sympy.Rational(1219, 50)) == 2 and answer_places(sympy.Integer(50)) is None
    assert rounds_to(sympy.Rational(195, 8), 3, sympy.Rational(1219, 50))  # 24.375 -> 24.38
    assert not rounds_to(sympy.Rational(195, 8), 3, sympy.Integer(24))  # no rounding to an integer answer
    assert not rounds_to(sympy.Rational(2437, 100), 2, sympy.Rational(1219, 50))  # 24.37: another value
    assert answer_readable("the price is 24.375", "24.38", "math")
    assert answer_readable("the price is 24.375", "\\$24.38", "math")
    assert not answer_readable("the price is 24.375", "50", "math")


P_LOAN = "A loan of $1200 earns 3.5% simple interest a year. How much interest is due after 2.5 years, in dollars?"
D_LOAN = ("### Step 1: The formula\n\nSimple interest is $I = P r t$.\n\n"
          "### Step 2: Substitute\n\n$$I = 1200 \\times 0.035 \\times 2.5 = 105.0$$\n\n"
          "### Step 3: Per month\n\nOver 30 months that is $105 / 30 = 3.5$ dollars a month.\n\n"
          "**Verification:** $1200 \\times 0.0875 = 105$. ✓\n\n**Final Answer**\n\n$\\boxed{105}$")


P_TIP = "Dinner costs $47.85 and Maria leaves an 18% tip. How much is the tip, to the nearest cent?"
D_TIP = ("### Step 1: Convert the rate\n\n18% is $0.18$.\n\n"
         "### Step 2: Multiply\n\n$$47.85 \\times 0.18 = 8.613$$\n\n"
         "### Step 3: Round\n\nTo the nearest cent this is about \\$8.61.\n\n"
         "**Final Answer**\n\n$\\boxed{8.61}$")


def test_a_longer_decimal_of_the_answer_is_hidden():
    s = summ(D_TIP, P_TIP)
    assert "8.613" not in s and "8.61" not in s and not answer_readable(s, "8.61", "math", problem=P_TIP)
    assert "47.85 \\times 0.18" in s and "0.18" in s


P_AVG = "The masses of three samples are 2.314 g, 2.306 g and 2.321 g. What is their mean mass, to one decimal place?"
D_AVG = ("**Step 1.** Add the masses: $2.314 + 2.306 + 2.321 = 6.941$.\n\n"
         "**Step 2.** Divide by 3: $6.941 / 3 = 2.31366\\ldots$\n\n"
         "**Step 3.** To one decimal place the mean is $2.3$ g.\n\n**Final Answer:** $\\boxed{2.3}$")


def test_the_unrounded_mean_is_hidden_the_sum_stays():
    s = summ(D_AVG, P_AVG)
    assert "6.941" in s and "2.314 + 2.306 + 2.321" in s
    assert not answer_readable(s, "2.3", "math", problem=P_AVG)


P_HALF = "A rectangle is 12.5 m by 3.9 m. What is its area, to the nearest square metre?"
D_HALF = ("### Step 1\n\nArea $= 12.5 \\times 3.9 = 48.75$ m².\n\n### Step 2\n\nThe perimeter is "
          "$2(12.5 + 3.9) = 32.8$ m, not needed.\n\n**Final Answer**\n\n$\\boxed{50}$")


def test_intermediates_stay_and_integers_are_not_rounded():
    s = summ(D_HALF, P_HALF)  # 48.75 does not round to 50 at 0 places, and integers are never rounded to
    assert "48.75" in s and "32.8" in s
    d = D_HALF.replace("3.9 = 48.75", "1.95 \\times 2 = 24.375 \\cdot 2")
    s = summ(d, P_HALF)
    assert "24.375" in s  # an intermediate 24.375 when the answer is 50 stays
    s = summ(D_LOAN, P_LOAN)
    assert "105.0" not in s or "3.5" in s  # the answer 105 is an integer: 3.5 per month and the rate stay
    assert "0.035" in s and "3.5" in s


# --- kind 2: constructors and literals in code


def test_constructors_are_read_by_parsing_the_call():
    t = ("x = sympy.Rational(7, 12); y = Decimal('0.35'); z = complex(3, -4); v = np.array([1, 2]); "
         "r = sp.sqrt(5); w = Fraction(n, 3)")
    got = {t[m.start:m.end]: str(m.value) for m in code_literal_mentions(t)}
    assert got["sympy.Rational(7, 12)"] == "7/12" and got["Decimal('0.35')"] == "7/20"
    assert got["complex(3, -4)"] == "3 - 4*I" and got["sp.sqrt(5)"] == "sqrt(5)"
    assert "np.array([1, 2])" in got and "Fraction(n, 3)" not in got  # a name among the arguments is work
    assert answer_readable("assert z == complex(3, -4)", "3-4i", "math")
    assert answer_readable("np.allclose(v, np.array([1, 2]))", "\\begin{pmatrix}1\\\\2\\end{pmatrix}", "math")


P_SUM = "Compute $\\frac{1}{2} + \\frac{1}{3} + \\frac{1}{4}$. Express your answer as a common fraction."
D_SUM = ("### Step 1: Common denominator\n\nThe least common denominator is $12$.\n\n"
         "### Step 2: Rewrite and add\n\n$$\\frac{6}{12} + \\frac{4}{12} + \\frac{3}{12} = \\frac{6 + 4 + 3}{12}$$\n\n"
         "**Verification** with SymPy:\n\n```python\nimport sympy as sp\nterms = [sp.Rational(1, k) for k in (2, 3, 4)]\n"
         "total = sum(terms)\nprint(total == sp.Rational(13, 12))  # True\n```\n\n**Final Answer**\n\n$\\boxed{\\frac{13}{12}}$")


def test_a_sympy_constructor_of_the_answer_is_hidden_the_program_stays():
    s = summ(D_SUM, P_SUM)
    assert "sp.Rational(13, 12)" not in s and not answer_readable(s, "\\frac{13}{12}", "math", problem=P_SUM)
    assert "sp.Rational(1, k) for k in (2, 3, 4)" in s and "\\frac{6 + 4 + 3}{12}" in s


P_DICE = "Two fair dice are rolled. What is the probability that the sum is 9? Express your answer as a decimal to 4 places."
D_DICE = ("**Step 1.** There are $36$ equally likely outcomes.\n\n**Step 2.** The sums of 9 are (3,6), (4,5), (5,4), (6,3): "
          "$4$ outcomes, so $P = 4/36 = 1/9$.\n\n**Check (Julia):**\n\n```julia\nusing Test\n"
          "@test isapprox(count(a + b == 9 for a in 1:6, b in 1:6) / 36, 0.1111; atol=1e-4)\n```\n\n"
          "**Final Answer**\n\n$\\boxed{0.1111}$")


def test_a_decimal_literal_in_another_language_is_hidden_the_count_stays():
    s = summ(D_DICE, P_DICE)
    assert not answer_readable(s, "0.1111", "math", problem=P_DICE)
    assert "a + b == 9 for a in 1:6, b in 1:6" in s and "36" in s


P_ROOT = "Solve $x^2 - 4x + 3 = 0$ and give the larger root."
D_ROOT = ("### Step 1\n\nFactor: $(x - 1)(x - 3) = 0$, so $x = 1$ or $x = 3$.\n\n**Verification:**\n\n```python\n"
          "roots = [1, 3]\nassert all(r**2 - 4*r + 3 == 0 for r in roots)\nassert Fraction(1, 2) * 2 == 1\n```\n\n"
          "**Final Answer**\n\n$\\boxed{3}$")


def test_a_check_of_an_intermediate_stays():
    s = summ(D_ROOT, P_ROOT)
    assert "assert all(r**2 - 4*r + 3 == 0 for r in roots)" in s and "Fraction(1, 2) * 2 == 1" in s
