"""Round 11 (r11o): a value is hidden only in answer position and as the ASKED quantity.

Kinds (two self-written drafts each, realistic model style, plus limits that must stay hidden):
a value equal to the answer that is another quantity (``agon.asked_role``: the number before the asked base
conversion, a variable's value in a count, a unit constant, the centre of a ± pair); a result slot that is an
intermediate (``agon.slot_position``: value-free or other values, with work after it); a predicate about another
object than the asked one (a verdict answer).
"""
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def _summary(draft, problem):
    return summarize_draft(draft, problem=problem).text


# -- another notation: the value before the asked base conversion ---------------------------------------------------

def test_decimal_sum_before_conversion_to_base_4_stays():
    # the value before the asked base conversion is another quantity than the asked numeral (the conversion is the
    # work left), in answer position too ("So the sum is 16"); the reader reads it so as well (agon.reader_closed)
    problem = "Find $13_4 + 21_4$. Express your answer in base 4."
    draft = ("### Step 1: Convert to base 10\n$13_4 = 1 \\cdot 4 + 3 = 7$ and $21_4 = 2 \\cdot 4 + 1 = 9$.\n\n"
             "### Step 2: Add\nSo the sum is $7 + 9 = 16$.\n\n"
             "### Step 3: Back to base 4\nWe write 16 in base 4 by repeated division: $16 = 1 \\cdot 4^2$.\n\n"
             "**Final Answer**\n\\[\n\\boxed{100_4}\n\\]")
    text = _summary(draft, problem)
    assert "7 + 9 = 16" in text and "write 16 in base 4" in text
    assert "100_4" not in text
    assert not answer_readable(text, "100_4", problem=problem, count_work=False)


def test_binary_answer_stated_in_base_2_stays_hidden():
    problem = "Write the decimal number 13 in base 2."
    draft = ("**Repeated division by 2**\n\n$13 = 2 \\cdot 6 + 1$, $6 = 2 \\cdot 3 + 0$, $3 = 2 \\cdot 1 + 1$, "
             "$1 = 2 \\cdot 0 + 1$.\n\nReading the remainders upward, the base-2 form is $1101_2$.\n\n"
             "**Final Answer**\n$$\\boxed{1101_2}$$")
    text = _summary(draft, problem)
    assert "1101" not in text
    assert "Repeated division by 2" in text and "6 = 2 \\cdot 3 + 0" in text  # the base's 2 is no answer value


# -- a variable's value in a count, the centre of a ± pair ----------------------------------------------------------

def test_root_value_equal_to_the_count_stays():
    problem = "How many $x$-intercepts does the graph of $y = (x - 2)^2(x + 5)$ have?"
    draft = ("Set $y = 0$: $(x - 2)^2(x + 5) = 0$.\n\n- The squared factor gives $x = 2$ (a double root, one point).\n"
             "- The linear factor gives $x = -5$.\n\nThe distinct zeros are the intercepts.\n\n"
             "**Final Answer**\n\\[\n\\boxed{2}\n\\]")
    text = _summary(draft, problem)
    assert "$x = 2$" in text and "$x = -5$" in text
    assert "\\boxed{2}" not in text


def test_pm_centre_equal_to_the_count_stays():
    problem = "How many integers lie strictly between the two roots of $x^2 - 6x + 7 = 0$?"
    draft = ("### Step 1: The roots\nBy the quadratic formula,\n$$x = \\frac{6 \\pm \\sqrt{36 - 28}}{2} = 3 \\pm \\sqrt{2}.$$\n\n"
             "### Step 2: Bounds\nSince $\\sqrt{2} \\approx 1.414$, the roots are about $1.586$ and $4.414$, so the integers "
             "between them are $2, 3, 4$.\n\n**Final Answer**\n$$\\boxed{3}$$")
    text = _summary(draft, problem)
    assert "3 \\pm \\sqrt{2}" in text
    assert "\\boxed{3}" not in text


# -- a unit constant equal to the answer ------------------------------------------------------------------------------

def test_unit_constant_equal_to_the_answer_stays():
    problem = "A 4-foot board is cut into pieces that are each 4 inches long. How many pieces are there?"
    draft = ("**Step 1.** Convert the board to inches: $4 \\times 12 = 48$ inches (12 inches in a foot).\n\n"
             "**Step 2.** Divide by the piece length: $48 \\div 4$ pieces.\n\n**Final Answer:** $\\boxed{12}$")
    text = _summary(draft, problem)
    assert "4 \\times 12 = 48" in text and "12 inches in a foot" in text
    assert "\\boxed{12}" not in text


def test_answer_in_another_unit_stays_hidden():
    problem = "A film lasts 1.5 hours. How many minutes long is it?"
    draft = ("We multiply by 60 minutes per hour.\n\n$1.5 \\times 60$, so the film is 90 minutes long.\n\n"
             "In seconds that is 5400 seconds, a check on the unit: $5400 / 60$ gives the minutes back.\n\n"
             "**Final Answer**\n$$\\boxed{90}$$")
    text = _summary(draft, problem)
    assert "90" not in text and "5400 seconds" not in text


# -- result slots that are intermediates ------------------------------------------------------------------------------

def test_value_free_step_conclusion_stays():
    problem = "A triangle has sides of length 6, 8 and 10. What is its area?"
    draft = ("### Step 1: Recognise the shape\nSince $6^2 + 8^2 = 36 + 64 = 100 = 10^2$, the converse of Pythagoras "
             "applies, so the triangle is right-angled.\n\n### Step 2: Area from the legs\nThe legs are the base and "
             "the height:\n$$A = \\frac{1}{2} \\cdot 6 \\cdot 8$$\n\n**Final Answer**\n$$\\boxed{24}$$")
    text = _summary(draft, problem)
    assert "so the triangle is right-angled" in text
    assert "\\frac{1}{2} \\cdot 6 \\cdot 8" in text
    assert "24" not in text


def test_step_title_and_check_with_other_values_stay():
    problem = "What are the last two digits of $7^{4} \\cdot 3$?"
    draft = ("### Step 1: Work modulo 100\n$7^2 = 49$, so $7^4 = 49^2 = 2401 \\equiv 1 \\pmod{100}$.\n\n"
             "### Step 2: Multiply\n$1 \\cdot 3 = 3$, written with two digits.\n\n"
             "### Verification\nDirectly, $2401 \\cdot 3 = 7203$, whose tens digit is 0 (the hundreds are dropped ✓).\n\n"
             "**Final Answer**\n$$\\boxed{03}$$")
    text = _summary(draft, problem)
    assert "Work modulo 100" in text
    assert "\\boxed{03}" not in text


def test_restatement_with_the_answer_value_stays_hidden():
    problem = "Sam buys 3 books at \\$4 each and 2 pens at \\$1.50 each. How many dollars does he spend?"
    draft = ("### Step 1\nBooks: $3 \\times 4 = 12$ dollars; pens: $2 \\times 1.50 = 3$ dollars.\n\n"
             "### Step 2\nTogether that is 1500 cents, so we add the two amounts: $12 + 3$.\n\n"
             "**Final Answer**\n$$\\boxed{15}$$")
    text = _summary(draft, problem)
    assert "1500" not in text and "\\boxed{15}" not in text


# -- a verdict answer: a predicate about another object ---------------------------------------------------------------

def test_even_word_about_the_factors_stays():
    problem = "Is $f(x) = x^2 \\cos x$ an even function, an odd function, or neither?"
    draft = ("### Step 1: The factors\n$(-x)^2 = x^2$, so $x^2$ is even. Also $\\cos(-x) = \\cos x$, so $\\cos x$ is even.\n\n"
             "### Step 2: The product\nA product of two even functions is even, so $f$ is even.\n\n"
             "**Final Answer**\n\\[\n\\boxed{\\text{even}}\n\\]")
    text = _summary(draft, problem)
    assert "so $x^2$ is even" in text and "so $\\cos x$ is even" in text
    assert "so $f$ is even" not in text


def test_odd_word_about_the_terms_stays():
    problem = "Determine whether $h(x) = x^5 + 3x$ is odd, even, or neither."
    draft = ("Check each term: since $(-x)^5 = -x^5$, $x^5$ is odd; and $3(-x) = -3x$, so $3x$ is odd.\n\n"
             "A sum of odd functions is odd, hence $h(x)$ is odd.\n\n**Final Answer**\n$$\\boxed{\\text{odd}}$$")
    text = _summary(draft, problem)
    assert "so $3x$ is odd" in text
    assert "$h(x)$ is odd" not in text
