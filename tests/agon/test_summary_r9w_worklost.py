"""Work lost with the answer (round 9, r9w): the summarizer hides the answer-stating clause, not the work around it.

Kinds: (a) the cut keeps the clauses after the answer that state nothing of it; (b) an unevaluated expression
built from known values is work; (c) a placeholder never breaks math or bold delimiters; (d) a verification
passage that never states the answer stays. Every input here is written for these tests (none is a red-team case).
"""
from agon_mcore.agon.summary import summarize_draft
from agon_mcore.agon.worklost import balanced_placeholder

T = "<think>\nLet me think.\n</think>\n\n"


def _s(draft, problem):
    return summarize_draft(T + draft, domain="math", problem=problem).text


def _balanced(text):
    body = text.replace("\\$", "")
    return (body.count("$") - 2 * body.count("$$")) % 2 == 0 and body.count("$$") % 2 == 0


# ----------------------------------------------------------------------------- (b) work still to compute

def test_unevaluated_complex_sum_stays_and_its_value_is_hidden():
    p = "Compute $(3+2i) + (1-i)$."
    s = _s("Group the real and imaginary parts:\n$$3 + 1 + 2i - i$$\nwhich simplifies to $4 + i$.\n\n"
           "The answer is $\\boxed{4+i}$.", p)
    assert "3 + 1 + 2i - i" in s
    assert "4 + i" not in s and "4+i" not in s


def test_unevaluated_display_step_after_a_product_stays():
    p = "Simplify $(2-i)\\cdot 4 + 5i$."
    s = _s("Expand the product first:\n$$(2-i)\\cdot 4 = 8 - 4i.$$\nNow bring in the $5i$:\n$$8 - 4i + 5i .$$\n"
           "Collecting imaginary terms, we get $i + 8$.\n\n**Final Answer:** $\\boxed{8+i}$", p)
    assert "$$8 - 4i + 5i .$$" in s
    assert "i + 8" not in s and "8+i" not in s
    assert _balanced(s)


def test_unevaluated_dbinom_stays_count_hidden():
    p = "In how many ways can 3 books be chosen from 7 different books?"
    s = _s("Order does not matter, so we count combinations: $\\dbinom{7}{3} = \\frac{7 \\cdot 6 \\cdot 5}"
           "{3 \\cdot 2 \\cdot 1}$.\n\nTherefore there are 35 ways.\n\n$\\boxed{35}$", p)
    assert "\\dbinom{7}{3}" in s
    assert "35" not in s


def test_value_in_its_own_form_stays_hidden():
    # "i + 4" is the answer reordered, not work still to compute: evaluating it removes no numeral
    p = "Compute $(3+2i) + (1-i)$."
    s = _s("Adding the parts gives $i + 4$.\n\n**Final Answer:** $\\boxed{4+i}$", p)
    assert "i + 4" not in s


# ----------------------------------------------------------------------------- (c) balanced delimiters

def test_balanced_placeholder_inline_display_env_and_bold():
    v = "A \\begin{align} x &= 1 \\\\ y &= 2 \\end{align} then $x = 0$ gives $6 > 0$ ok **Step 1 - Disc.** more"

    def hide(a, b):
        i, j = v.index(a), v.index(b)
        return v[:i] + balanced_placeholder(v, i, j, "[h]") + v[j:]

    assert "[h]\\end{align}then" in hide("y &=", "then")
    assert "gives $[h]$ ok" in hide("6 >", " ok")
    assert "**Step [h]** more" in hide("1 - D", " more")
    assert "$[h]> 0$" in hide("then", "> 0")
    assert balanced_placeholder(v, 2, 3, "[h]") == "[h]"


def test_interval_check_keeps_math_delimiters():
    p = "Solve $|x - 1| < 4$. Give the interval."
    s = _s("The inequality means $-4 < x - 1 < 4$, so $-3 < x < 5$.\n\n**Check:** $x = 0$ gives $|0 - 1| = 1 < 4$ "
           "✓, and $x = 6$ gives $5 > 4$ ✗.\n\n**Final Answer:** $\\boxed{(-3, 5)}$", p)
    assert "-3 < x < 5" not in s
    assert _balanced(s)
    assert "$|0 - 1| = 1 < 4$" in s


# ----------------------------------------------------------------------------- (a) the answer's clause only

def test_closing_sentence_keeps_the_complex_roots_after_the_count():
    p = "How many real solutions does $x^2 + x + 1 = 0$ have?"
    s = _s("### Step 1: Discriminant\n$$\\Delta = 1^2 - 4 \\cdot 1 \\cdot 1 = -3.$$\n\n### Step 2\nSo there are no real "
           "solutions at all; the roots are the complex pair $\\frac{-1 \\pm i\\sqrt{3}}{2}$.\n\n**Final Answer:** "
           "$\\boxed{0}$", p)
    assert "\\frac{-1 \\pm i\\sqrt{3}}{2}" in s
    assert "no real" not in s


def test_result_line_in_radical_form_then_reasoning_clause_stays():
    p = "What is the distance from the origin to the point $(2,2)$? Express your answer in simplest radical form."
    s = _s("By the distance formula,\n$$d = \\sqrt{2^2 + 2^2} = \\sqrt{8}.$$\n\nSanity check: the distance is roughly "
           "2.83, which fits because each leg is 2 and the hypotenuse must be longer than a leg. As a decimal that's "
           "2.828.\n\n**Final Answer**\n\\[\\boxed{2\\sqrt{2}}\\]", p)
    assert "each leg is 2" in s
    assert "2.83" not in s and "2.828" not in s and "\\sqrt{8}" not in s and "2\\sqrt{2}" not in s
    assert _balanced(s)


# ----------------------------------------------------------------------------- (d) verification without the answer

def test_numeric_double_check_without_a_derivation_keeps_its_reasoning():
    p = "What is the distance between the points $(0,1)$ and $(3,2)$? Express your answer in simplest radical form."
    s = _s("Distance formula:\n$$d = \\sqrt{(3-0)^2 + (2-1)^2} = \\sqrt{9 + 1}$$\n\nQuick numeric check: this is about "
           "3.16, which is sensible since the horizontal gap is 3 and the vertical gap is 1. In code: `math.sqrt(10)`."
           "\n\n**Final Answer:** $\\boxed{\\sqrt{10}}$", p)
    assert "the horizontal gap is 3 and the vertical gap is 1" in s
    assert "3.16" not in s and "sqrt(10)" not in s and "\\sqrt{10}" not in s


def test_word_only_restatement_after_the_answer_stays_hidden():
    # a clause in words alone may restate a count ("the list is empty"): it joins the conclusion
    p = "How many primes are there between 24 and 28?"
    s = _s("The candidates are 25 = 5^2, 26 = 2 \\cdot 13 and 27 = 3^3. Each of them factors, so the list of primes "
           "here is empty.\n\n**Final Answer:** $\\boxed{0}$", p)
    assert "empty" not in s
