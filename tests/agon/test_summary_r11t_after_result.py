"""Round 11 (r11t): what follows the result is answer position by structure (``agon.after_result``).

Self-written drafts in other forms and problems than fresh10's w05/w06/w07/va03/va08: a program's printed output
of the answer or of the problem's expression (an IPython cell, a REPL value of the asked power), values after the
result that give it back (the problem's expression evaluated in a check, a value one operation from the answer),
an elimination that leaves one candidate (a marked table, prose checks without marks); and what must stay: work
before the result, checks that state no answer, runs whose items all pass, outputs of intermediates.
"""
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def _s(draft, problem):
    return summarize_draft(draft, problem=problem, domain="math").text


# ----------------------------------------------------------------------------- output of a program

def test_repl_value_of_the_problems_power_is_hidden():
    problem = "What is the remainder when $2^{20}$ is divided by $7$?"
    draft = ("Powers of 2 modulo 7 cycle with period 3: $2^1 \\equiv 2$, $2^2 \\equiv 4$, $2^3 \\equiv 1$.\n\n"
             "### Step 1: Reduce the exponent\n$20 = 3 \\cdot 6 + 2$, so $2^{20} \\equiv 2^2 \\pmod 7$.\n\n"
             "A quick check in Python:\n```\n>>> 2**20\n1048576\n>>> 1048576 % 7\n4\n```\n\n"
             "**Final Answer**\n\\[\n\\boxed{4}\n\\]")
    out = _s(draft, problem)
    assert "1048576" not in out
    assert "20 = 3 \\cdot 6 + 2" in out
    assert ">>> 2**20" in out


def test_ipython_output_of_a_formula_answer_is_hidden():
    problem = "Simplify $\\frac{6x^2 + 4x}{2x}$ for $x \\neq 0$."
    draft = ("### Step 1: Factor the numerator\n$6x^2 + 4x = 2x(3x + 2)$.\n\n"
             "### Step 2: Cancel\nThe common factor $2x$ cancels since $x \\neq 0$.\n\n"
             "Let me confirm with SymPy:\n```python\nIn [2]: simplify((6*x**2 + 4*x)/(2*x))\nOut[2]: 3*x + 2\n```\n\n"
             "**Final Answer**\n$$\\boxed{3x + 2}$$")
    out = _s(draft, problem)
    assert "Out[2]: 3*x + 2" not in out
    assert "simplify((6*x**2 + 4*x)/(2*x))" in out


def test_output_of_an_intermediate_stays():
    problem = "What is the remainder when $2^{20}$ is divided by $7$?"
    draft = ("Powers of 2 modulo 7 cycle with period 3.\n\n```\n>>> [pow(2, k, 7) for k in range(1, 4)]\n[2, 4, 1]\n```\n\n"
             "Since $20 = 3 \\cdot 6 + 2$, $2^{20} \\equiv 2^2 \\pmod 7$.\n\n**Final Answer**\n\\[\n\\boxed{4}\n\\]")
    out = _s(draft, problem)
    assert "[2, 4, 1]" in out


# ----------------------------------------------------------------------------- values after the result

def test_problem_expression_evaluated_in_a_check_after_the_result_is_hidden():
    problem = "What is the remainder when $2^{15}$ is divided by $11$?"
    draft = ("### Step 1: A small power\n$2^5 = 32 = 2 \\cdot 11 + 10$, so $2^5 \\equiv -1 \\pmod{11}$.\n\n"
             "### Step 2: Cube it\n$2^{15} = (2^5)^3 \\equiv (-1)^3 = -1$, and $-1 \\equiv 10 \\pmod{11}$:\n"
             "$$2^{15} \\equiv 10 \\pmod{11}$$\n\n"
             "**Check.** Directly, $2^{15} = 32768 = 11 \\cdot 2978 + 10$, consistent with the above.\n\n"
             "**Final Answer**\n$$\\boxed{10}$$")
    out = _s(draft, problem)
    assert "32768" not in out
    assert "2^5 = 32" in out
    assert not answer_readable(out, "10", "math", problem=problem)


def test_value_one_step_from_the_answer_after_the_result_is_hidden():
    problem = ("A number $n$ leaves a remainder of $2$ when divided by $3$ or by $4$, and $n$ is divisible by $5$. "
               "If $n < 70$, what is $n$?")
    draft = ("Since $n - 2$ is divisible by 3 and by 4, it is divisible by $\\text{lcm}(3, 4) = 12$, so $n$ is one of "
             "$14, 26, 38, 50, 62$ (below 70). Only a number ending in 0 or 5 is divisible by 5, so\n\n"
             "**n = 50**\n\n"
             "Sanity check: $48 = 12 \\cdot 4$ is a multiple of 12, as needed.\n\n"
             "**Final Answer**\n$$\\boxed{50}$$")
    out = _s(draft, problem)
    assert "48" not in out and "12 \\cdot 4" not in out
    assert "14, 26, 38, 50, 62" in out  # the candidates are work; the choice among them is the reader's to make
    assert "\\text{lcm}(3, 4) = 12" in out


def test_work_before_the_result_and_a_check_without_the_answer_stay():
    problem = "What are the last two digits of $3^{10}$?"
    draft = ("### Step 1: Compute directly\n$3^5 = 243$, so $3^{10} = 243^2 = 59049$.\n\n"
             "### Step 2: Read the last two digits\n$$59049 \\bmod 100 = 49$$\n\n"
             "**Verification.** The identity $(a+b)^2 = a^2 + 2ab + b^2$ with $243 = 240 + 3$ gives "
             "$57600 + 1440 + 9$ ✓.\n\n**Final Answer**\n$$\\boxed{49}$$")
    out = _s(draft, problem)
    assert "3^{10} = 243^2 = 59049" in out  # the work that produced the result
    assert "243 = 240 + 3" in out


# ----------------------------------------------------------------------------- an elimination

def test_marked_candidate_table_is_hidden_whole():
    problem = "Which of the numbers 91, 93, 97 and 99 is prime?"
    draft = ("A number below 100 is prime when no prime up to 9 divides it.\n\n"
             "| $n$ | factorisation | prime? |\n|---|---|---|\n| 91 | $7 \\cdot 13$ | ✗ |\n"
             "| 93 | $3 \\cdot 31$ | ✗ |\n| 97 | no divisor among 2, 3, 5, 7 | ✓ |\n| 99 | $9 \\cdot 11$ | ✗ |\n\n"
             "**Final Answer**\n$$\\boxed{97}$$")
    out = _s(draft, problem)
    assert "| 97 |" not in out and "7 \\cdot 13" not in out
    assert "no prime up to 9 divides it" in out
    assert not answer_readable(out, "97", "math", problem=problem)


def test_unmarked_prose_elimination_is_hidden():
    problem = "Find the positive integer $x$ with $x^2 + x + 1 = 21$."
    draft = ("The left side grows with $x$, so I try small values. Trying: $x = 1$ gives $3$, not 21; "
             "$x = 2$ gives $7$, not 21; $x = 3$ gives $13$, not 21; $x = 4$ gives $16 + 4 + 1 = 21$.\n\n"
             "**Final Answer**\n$$\\boxed{4}$$")
    out = _s(draft, problem)
    assert "x = 3$ gives $13$" not in out
    assert "The left side grows with $x$" in out


def test_run_whose_items_all_pass_stays():
    problem = "What is the sum of the roots of $x^2 - 3x + 2 = 0$?"
    draft = ("Factor: $x^2 - 3x + 2 = (x - 1)(x - 2)$, so the roots are 1 and 2.\n\n"
             "- $x = 1$: $1 - 3 + 2 = 0$ ✓\n- $x = 2$: $4 - 6 + 2 = 0$ ✓\n\n"
             "Their sum is $1 + 2 = 3$.\n\n**Final Answer**\n$$\\boxed{3}$$")
    out = _s(draft, problem)
    assert "$4 - 6 + 2 = 0$ ✓" in out
