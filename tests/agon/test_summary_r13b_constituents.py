"""Round 13 (r13b): two reader kinds, read by structure and value, hidden by the summarizer through the reader
(``agon.reader_closed``). (1) A numeral's digits stated one by one (``answer_forms.digit_runs``): a run of single
digits in the answer's order, or reversed where a reverse reading is announced, in a sentence or block that speaks of
digits, remainders or a reading. (2) An expression answer as a parenthesised factor of a shown product
(``answer_forms.factors``). Drafts written for this test (fresh13 v08 and v12 are the dev examples; these use other
problems, bases, notations and wording)."""
from agon_mcore.agon.answer_forms.digit_runs import answer_digits, digit_run_spans
from agon_mcore.agon.answer_forms.factors import factor_mentions
from agon_mcore.agon.answer_forms.compare import parse_answer
from agon_mcore.agon.leak import answer_readable, reading_spans
from agon_mcore.agon.summary import summarize_draft


def summ(draft, problem):
    return summarize_draft(draft, domain="math", problem=problem).text


def read(text, answer, problem):
    return [text[s:e] for s, e in reading_spans(text, answer, problem=problem)]


# --- kind 1: a numeral's digits one by one

P_B4 = "Convert $37$ to base $4$."
D_B4 = ("**Step 1 (powers).** $4^2 = 16 \\le 37 < 64 = 4^3$, so three digits.\n\n"
        "**Step 2 (division).**\n- $37 = 9 \\cdot 4 + 1$\n- $9 = 2 \\cdot 4 + 1$\n- $2 = 0 \\cdot 4 + 2$\n\n"
        "**Step 3 (reading).** Reading the remainders from the last division up, the digits are\n\n2 1 1\n\n"
        "**Verification:** $2 \\cdot 16 + 1 \\cdot 4 + 1 = 37$ ✓\n\n**Final Answer** $\\boxed{211_4}$")

P_BIN = "Convert $13_{10}$ to base 2."
D_BIN = ("### Step 1: Repeated division by 2\n\n"
         "$$13 \\div 2 = 6 \\text{ r } 1,\\quad 6 \\div 2 = 3 \\text{ r } 0,\\quad 3 \\div 2 = 1 \\text{ r } 1,\\quad "
         "1 \\div 2 = 0 \\text{ r } 1$$\n\n### Step 2: Read the remainders\n\nThe remainders were produced in the order "
         "1, 0, 1, 1; reading them in reverse order gives the binary numeral.\n\n**Verification:** $8 + 4 + 1 = 13$ ✓\n\n"
         "**Final Answer**\n\n$\\boxed{1101_2}$")

P_B3 = "Write $46_{10}$ in base $3$."
D_B3 = ("We divide by 3 repeatedly:\n\n- $46 = 15 \\cdot 3 + 1$\n- $15 = 5 \\cdot 3 + 0$\n- $5 = 1 \\cdot 3 + 2$\n"
        "- $1 = 0 \\cdot 3 + 1$\n\nThe remainders in the order found are 1, 0, 2, 1.\n\nThe answer is $\\boxed{1201_3}$")


def test_answer_digits_of_numerals():
    assert answer_digits("4210_{5}") == "4210" and answer_digits("\\text{1011}_2") == "1011"
    assert answer_digits("-391") == "391" and answer_digits("7") is None and answer_digits("\\frac{3}{4}") is None


def test_digits_in_the_answer_order_are_read():
    assert read("So the digits are $3 \\to 9 \\to 1$ in order.", "391", "Find the number.") == ["$3 \\to 9 \\to 1$"]
    assert read("The remainders, bottom to top: 1 0 1 1 so done", "1011_2", "Convert 11 to binary.") == ["1 0 1 1"]
    assert read("Digits read upward:\n4 2 1 0\n", "4210_5", "Express $555_{10}$ in base $5$.") == ["4 2 1 0"]


def test_reversed_digits_only_where_a_reverse_reading_is_announced():
    p = "Express $555_{10}$ in base $5$."
    assert not answer_readable("Remainders in order: 0, 1, 2, 4.", "4210_5", problem=p)  # computing order: work
    assert read("Remainders in order: 0, 1, 2, 4; reading them in reverse gives the numeral.", "4210_5", p) == \
        ["0, 1, 2, 4"]


def test_digit_lists_that_are_work_stay():
    p = "Express $555_{10}$ in base $5$."
    assert not digit_run_spans("We try 12, 4, 2, 1, 0 in turn (reading each).", "4210_5", p)  # the tail of a list
    assert not digit_run_spans("We test the values 1, 2, 3 in turn.", "123", "Find n.")  # no numeral announced
    assert not digit_run_spans("The units digits of powers of 3 cycle: 3, 9, 7, 1.", "3971", "Find it.")  # a cycle
    assert not digit_run_spans("Using the digits 1, 2, 3, 4 once each.", "1234",
                               "Using the digits 1, 2, 3, 4 once each, form the smallest number.")  # the problem's
    assert not answer_readable("- $555 = 111 \\cdot 5 + 0$\n- $111 = 22 \\cdot 5 + 1$\n- $22 = 4 \\cdot 5 + 2$",
                               "4210_5", problem=p)


def test_summaries_hide_digit_runs_and_keep_the_division():
    s = summ(D_B4, P_B4)
    assert "2 1 1" not in s and "$9 = 2 \\cdot 4 + 1$" in s and "$2 = 0 \\cdot 4 + 2$" in s and "Verification" in s
    s = summ(D_BIN, P_BIN)
    assert "1, 0, 1, 1" not in s and "6 \\div 2 = 3 \\text{ r } 0" in s
    s = summ(D_B3, P_B3)
    assert "1, 0, 2, 1" in s and "$15 = 5 \\cdot 3 + 0$" in s  # remainders in computing order, no reading: work


# --- kind 2: an expression answer as a factor of a shown product

P_Q = "Find the quotient when $x^4 - 10$ is divided by $x - 1$."
D_Q = ("### Step 1: A known factorisation\n\nWe know $x^4 - 1 = (x - 1)(x^3 + x^2 + x + 1)$.\n\n"
       "### Step 2: Remainder\n\nWriting $x^4 - 10 = (x^4 - 1) - 9$, the remainder is $-9$.\n\n"
       "### Step 3: Check\n\nAt $x = 2$: $16 - 10 = 6$ and $1 \\cdot 15 - 9 = 6$ ✓\n\n**Final Answer**\n\n"
       "$\\boxed{x^3 + x^2 + x + 1}$")
P_C = "Factor $x^3 - 27$ over the reals and give its quadratic factor."
D_C = ("Step 1: By the difference of cubes, x^3 - 27 = (x - 3)*(x^2 + 3x + 9).\n\n"
       "Step 2: The quadratic has discriminant 9 - 36 = -27 < 0, so it has no real roots and does not factor further.\n\n"
       "Final Answer: \\boxed{x^2 + 3x + 9}")


def test_factors_equal_to_the_answer_are_read():
    assert read("We get $6x^2 + 4x = 2x \\cdot (3x + 2)$, so", "3x+2", "Simplify $\\frac{6x^2+4x}{2x}$.") == ["(3x + 2)"]
    assert read("Note $x^2 - 9 = \\left(x-3\\right)\\left(x+3\\right)$.", "x+3",
                "Find the GCD of $x^2-9$ and $x^2+6x+9$.") == ["\\left(x+3\\right)"]
    assert read("Factor: 2*x^2 - 2 = 2(x - 1)(x + 1) .", "x-1", "Factor $2x^2-2$; give the factor with constant -1.") == \
        ["(x - 1)"]


def test_factors_that_are_work_stay():
    vals = parse_answer("x+1").values
    assert not factor_mentions("so (x+1)^2 = x^2 + 2x + 1", vals)  # a base
    assert not factor_mentions("then f(x+1) = 2x + 3", vals)  # a function's argument
    assert not factor_mentions("so 3 + (x + 1) = x + 4", vals)  # a term of a sum
    assert not factor_mentions("$x^4 + 1 = (x + 1)q(x) + 2$", vals, "Divide $x^4 + 1$ by $(x + 1)$.")  # the problem's
    assert not factor_mentions("$(x-2)(x+2)$", vals)  # other factors
    assert not factor_mentions("$\\sin(x + 1) \\cdot 2$", vals)


def test_summaries_hide_the_factor_and_keep_the_identity():
    s = summ(D_Q, P_Q)
    assert "x^3 + x^2 + x + 1" not in s and "(x - 1)" in s and "$x^4 - 10 = (x^4 - 1) - 9$" in s and "✓" in s
    s = summ(D_C, P_C)
    assert "x^2 + 3x + 9" not in s and "x^3 - 27 = (x - 3)*" in s and "9 - 36 = -27" in s
