"""Answers that are not one plain number: a word answer stated in prose, and a code answer's
return expression as inline code. Each kind: two drafts that must hide it (summarizer and reader
agree) and work that must stay."""
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

# --- a word answer stated in prose ---------------------------------------------------------------

CONIC_PROBLEM = "Is the graph of $x^2 + 4y^2 = 16$ a parabola, circle, ellipse or hyperbola?"
CONIC_DRAFT = (
    "<think>divide by 16</think>\n### Step 1\nThe choices are parabola, circle, ellipse or hyperbola.\n\n"
    "Dividing by $16$ gives $\\frac{x^2}{16} + \\frac{y^2}{4} = 1$, the usual form of an ellipse "
    "with semi-axes $4$ and $2$.\n\n### Step 2\nBoth squares have positive coefficients of different size, "
    "so it is not a circle.\n\n**Final Answer**\n\\boxed{\\text{ellipse}}"
)
CHOICE_PROBLEM = ("Which surface is $z = x^2 + y^2$? (A) Plane (B) Sphere (C) Paraboloid (D) Cone "
                  "Enter the letter of the correct option.")
CHOICE_DRAFT = (
    "<think>level sets are circles</think>\n### Step 1\nSo we have a paraboloid opening upward here, because each level "
    "set $z = c$ is a circle of radius $\\sqrt c$.\n\n### Step 2\nA cone would have straight profiles, a sphere is "
    "bounded, a plane has no squares.\n\n### Step 3\nThe radius grows like the square root of the height.\n\n"
    "Therefore the option is (C).\n\n\\boxed{(C)}"
)


def test_word_answer_hidden_where_stated_and_read_back():
    for draft, problem, answer, word in ((CONIC_DRAFT, CONIC_PROBLEM, "\\text{ellipse}", "form of an ellipse"),
                                          (CHOICE_DRAFT, CHOICE_PROBLEM, "(C)", "a paraboloid")):
        s = summarize_draft(draft, domain="math", problem=problem).text
        assert word not in s, s
        assert not answer_readable(s, answer, "math", problem=problem)
        assert answer_readable(draft.split("\\boxed")[0], answer, "math", problem=problem)


def test_word_answer_work_and_problem_copies_stay():
    s = summarize_draft(CONIC_DRAFT, domain="math", problem=CONIC_PROBLEM).text
    assert "The choices are parabola, circle, ellipse or hyperbola." in s  # copied from the problem
    assert "with semi-axes $4$ and $2$." in s  # the sentence that stated the word keeps its work
    s = summarize_draft(CHOICE_DRAFT, domain="math", problem=CHOICE_PROBLEM).text
    assert "a circle of radius $\\sqrt c$" in s and "A cone would have straight profiles" in s


# --- a code answer's return expression as inline code ----------------------------------------------

SQUARES_PROBLEM = 'def squares(n: int) -> list:\n    """Return the squares of 0..n-1.\n    >>> squares(3)\n    [0, 1, 4]\n    """\n'
SQUARES_DRAFT = (
    "### Approach\nLevel $i$ holds $i^2$, so the body is just `return [k ** 2 for k in range(n)]`; "
    "a sample call `squares(3)` gives `[0, 1, 4]`.\n\n### Complexity\n`O(n)` time, `n` values.\n\n"
    "### Solution Code\n```python\ndef squares(n: int) -> list:\n    out = []\n    for i in range(n):\n"
    "        out.append(i * i)\n    return out\n```\n"
)
JOIN_PROBLEM = 'def shout(words: list, sep: str) -> str:\n    """Upper-case every word and join them with sep."""\n'
JOIN_DRAFT = (
    "**Idea.** Upper-case each word, then join: that is exactly `sep.join(map(str.upper, words))`. "
    "The loop index is `i + 1` when printing positions, and `len(words)` words are joined.\n\n"
    "```python\ndef shout(words: list, sep: str) -> str:\n    parts = []\n    for w in words:\n"
    "        parts.append(w.upper())\n    return sep.join(parts)\n```\n"
)


def test_inline_return_expression_hidden_and_read_back():
    for draft, problem, expr in ((SQUARES_DRAFT, SQUARES_PROBLEM, "`return [k ** 2 for k in range(n)]`"),
                                 (JOIN_DRAFT, JOIN_PROBLEM, "`sep.join(map(str.upper, words))`")):
        s = summarize_draft(draft, domain="code", problem=problem)
        assert expr not in s.text, s.text
        program = draft.split("```python\n")[1].split("```")[0]
        assert answer_readable(expr, program, "code")
        assert not answer_readable(s.text, program, "code")


def test_inline_work_stays():
    s = summarize_draft(SQUARES_DRAFT, domain="code", problem=SQUARES_PROBLEM).text
    assert "`squares(3)` gives `[0, 1, 4]`" in s and "`O(n)` time, `n` values" in s
    s = summarize_draft(JOIN_DRAFT, domain="code", problem=JOIN_PROBLEM).text
    assert "`i + 1`" in s and "`len(words)`" in s


# --- a structured answer: components stated together, a relation rearranged ---------------------

PAIR_PROBLEM = "The line through $(0, 4)$ and $(2, 10)$ is $y = mx + b$. Enter the ordered pair $(m, b)$."
PAIR_DRAFT = (
    "### Step 1\nThe slope is $\\frac{10 - 4}{2 - 0}$, and the intercept is read at $x = 0$.\n\n"
    "So the line is $y = 3x + 4$, which we check at the second point next.\n\n"
    "### Step 2\nAt $x = 2$ the formula gives $6 + 4$, the point's height, as it should.\n\n"
    "### Step 3\nReading off slope and intercept in order gives the pair.\n\n\\boxed{(3, 4)}"
)
COMPLEX_PROBLEM = "Compute $(2 + i)(3 - i)$."
COMPLEX_DRAFT = (
    "### Step 1\nExpanding gives $6 - 2i + 3i - i^2$.\n\n"
    "That is a number with real part 7 and imaginary part 1, as we confirm with moduli below.\n\n"
    "### Step 2\n$|2 + i|^2 |3 - i|^2 = 5 \\cdot 10 = 50$, and $49 + 1 = 50$ too.\n\n"
    "### Step 3\nCollect the real and imaginary parts.\n\n\\boxed{7 + i}"
)
LINE_PROBLEM = "All points $(x, y)$ with $\\begin{pmatrix} 3 \\\\ -1 \\end{pmatrix} \\cdot \\begin{pmatrix} x \\\\ y \\end{pmatrix} = 0$ lie on a line. Enter it in the form \"$y = mx + b$\"."
LINE_DRAFT = (
    "### Step 1\nThe dot product vanishes, so the points lie on the line $3x - y = 0$, a line through the origin.\n\n"
    "### Step 2\nCheck with a point: $(1, 3)$ gives $3 \\cdot 1 - 1 \\cdot 3$, which vanishes.\n\n"
    "### Step 3\nSolve for $y$ to put it in the asked form.\n\n\\boxed{y = 3x}"
)


def test_components_together_hidden_and_read_back():
    for draft, problem, answer, stated in ((PAIR_DRAFT, PAIR_PROBLEM, "(3, 4)", "$y = 3x + 4$"),
                                           (COMPLEX_DRAFT, COMPLEX_PROBLEM, "7 + i", "real part 7 and imaginary part 1")):
        s = summarize_draft(draft, domain="math", problem=problem).text
        assert stated not in s, s
        assert not answer_readable(s, answer, "math", problem=problem)
        assert answer_readable(stated, answer, "math", problem=problem)


def test_relation_rearranged_hidden():
    s = summarize_draft(LINE_DRAFT, domain="math", problem=LINE_PROBLEM).text
    assert "$3x - y = 0$" not in s, s
    assert "a line through the origin" in s and "Check with a point: $(1, 3)$" in s
    assert answer_readable("the line $3x - y = 0$ here", "y = 3x", "math", problem=LINE_PROBLEM)
    assert not answer_readable(s, "y = 3x", "math", problem=LINE_PROBLEM)


def test_components_work_stays():
    s = summarize_draft(PAIR_DRAFT, domain="math", problem=PAIR_PROBLEM).text
    assert "$\\frac{10 - 4}{2 - 0}$" in s and "the intercept is read at $x = 0$" in s  # one component, unevaluated
    s = summarize_draft(COMPLEX_DRAFT, domain="math", problem=COMPLEX_PROBLEM).text
    assert "$49 + 1 = 50$ too" in s and "$|2 + i|^2 |3 - i|^2 = 5 \\cdot 10 = 50$" in s


# --- one value in another notation: a unit macro, a base named in words, number words in arithmetic ---

MACRO_PROBLEM = "A tank holds 30 litres and a second tank 45 litres. How many litres in all?"
MACRO_DRAFT = (
    "Together they hold \\qty{75}{\\litre}, which we confirm by adding the two tanks: $30 + 45$ litres.\n\n"
    "The units agree (litres), so the sum is the total.\n\n\\boxed{75}"
)
BASE_PROBLEM = "Compute $25_7 + 13_7$. Express your answer in base $7$."
BASE_DRAFT = (
    "**Check in base 10.** $25_7 = 19$ and $13_7 = 10$, which gives $19 + 10$ in base ten; "
    "that is 41 in base 7, matching the column sums.\n\n**Columns.** Units $5 + 3 = 8 = 7 + 1$, "
    "write 1 carry 1; sevens $2 + 1 + 1 = 4$.\n\n\\boxed{41_7}"
)
WORDS_PROBLEM = "Sam had 8 apples and bought 12 more. How many apples does he have?"
WORDS_DRAFT = (
    "Sam ends with a dozen plus eight apples, because buying adds to what he had: $8 + 12$.\n\n"
    "Nothing is eaten or given away, so no subtraction is needed.\n\n\\boxed{20}"
)


def test_value_in_another_notation_hidden_and_read_back():
    for draft, problem, answer, stated in ((MACRO_DRAFT, MACRO_PROBLEM, "75", "\\qty{75}{\\litre}"),
                                           (BASE_DRAFT, BASE_PROBLEM, "41_7", "41 in base 7"),
                                           (WORDS_DRAFT, WORDS_PROBLEM, "20", "a dozen plus eight")):
        s = summarize_draft(draft, domain="math", problem=problem).text
        assert stated not in s, s
        assert answer_readable(f"it is {stated} here", answer, "math", problem=problem)


def test_value_in_another_notation_work_stays():
    s = summarize_draft(MACRO_DRAFT, domain="math", problem=MACRO_PROBLEM).text
    assert "adding the two tanks: $30 + 45$" in s
    s = summarize_draft(BASE_DRAFT, domain="math", problem=BASE_PROBLEM).text
    assert "$25_7 = 19$ and $13_7 = 10$" in s and "write 1 carry 1" in s
    s = summarize_draft(WORDS_DRAFT, domain="math", problem=WORDS_PROBLEM).text
    assert "buying adds to what he had: $8 + 12$" in s
