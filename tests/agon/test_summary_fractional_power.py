"""A non-integer answer written as a fractional power in a check (``4^{1.5} = 8`` for 3/2): an exponent that is not
an integer is no formula's degree, so the reader reads it as a value and the summary hides the check with the
conclusion; integer exponents keep their formula role. Drafts written for this test (fresh12 z13 is the case that
found the kind on the merged round 11)."""
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def _s(draft, problem):
    return summarize_draft(draft, domain="math", problem=problem).text


def test_decimal_power_check_of_a_fraction_answer_is_hidden():
    problem = "To what power must 9 be raised to give 27? Express your answer as a common fraction."
    draft = ("Rewrite both numbers with base 3: $9 = 3^2$ and $27 = 3^3$, so the power $p$ has $2p = 3$.\n\n"
             "**Check:** $9^{1.5} = (\\sqrt{9})^3 = 3^3 = 27$ ✓\n\n**Final Answer**\n$$\\boxed{\\frac{3}{2}}$$")
    out = _s(draft, problem)
    assert "9^{1.5}" not in out and "2p = 3" in out
    assert not answer_readable(out, "\\frac{3}{2}", "math", problem=problem)


def test_slash_power_restatement_is_read():
    problem = "For what value of $t$ is $16^t = 8$? Give a common fraction."
    assert answer_readable("Indeed $16^{3/4} = 2^3 = 8$.", "\\frac{3}{4}", "math", problem=problem)
    assert answer_readable("Check: $16^{0.75} = 8$.", "\\frac{3}{4}", "math", problem=problem)


def test_integer_and_other_exponents_stay_work():
    problem = "The side of a square is doubled three times in a row. By what factor does its area grow?"
    draft = ("### Step 1: One doubling\nDoubling the side multiplies the area by $2^2 = 4$; the side is the area to the "
             "power $0.5$ ($16^{0.5} = 4$).\n\n### Step 2: Three doublings\nThe factors multiply: $4 \\cdot 4 \\cdot 4$.\n\n"
             "**Final Answer**\n$$\\boxed{64}$$")
    out = _s(draft, problem)
    assert "2^2 = 4" in out and "16^{0.5} = 4" in out  # an integer exponent is a degree; 0.5 is not the answer
    assert not answer_readable("the area grows like $r^{1.5}$", "\\frac{3}{4}", "math", problem="Find $t$.")
