"""A parenthetical reason whose values are all read and none is the answer's stays (``results.licensed``).

Kind: an aside after a step that gives its reason with numbers ("(because 2024 = 4·506)", "(no divisor among 2, 3)",
"(since 91 = 7·13)") is work, by value: every numeral in it is a value the reader read, and none equals the answer
in any common unit step (29 cents as 0.29, 135 minutes as 2.25 hours). An aside holding the answer's value, or a
numeral the reader cannot read, still fails closed.
"""
from agon_mcore.agon.summary import summarize_draft


def _s(draft, problem):
    return summarize_draft(draft, domain="math", problem=problem).text


def test_reason_with_a_decomposition_stays():
    p = "What is the units digit of $7^{2026}$?"
    d = ("### Step 1: Cycle\nPowers of 7 end in $7, 9, 3, 1$ and then repeat. The cycle length is 4.\n\n"
         "### Step 2: Reduce the exponent\n$2026 \\equiv 2 \\pmod 4$ (because $2024 = 4\\cdot 506$).\n\n"
         "### Step 3: Read off\nSo $7^{2026}$ ends like $7^2$.\n\n**Final Answer**\n$$\\boxed{9}$$")
    assert "(because $2024 = 4\\cdot 506$)" in _s(d, p)


def test_reason_listing_trial_divisors_stays():
    p = "Find the smallest prime $p \\ge 11$ such that $p + 2$ is also prime."
    d = ("### Step 1\nWe need $p \\ge 11$ with both $p$ and $p+2$ prime.\n\n### Step 2\nStart at the lower bound. "
         "The bound itself is prime, and adding 2 gives 13, and 13 is prime (no divisor among 2, 3).\n\n"
         "**Final Answer**\n$$\\boxed{11}$$")
    assert "(no divisor among 2, 3)" in _s(d, p)


def test_aside_with_the_answer_in_another_unit_is_hidden():
    p = "A job has 3 stages of 45 minutes each. How many minutes does it take?"
    d = ("### Step 1\n$3 \\times 45$ minutes in all (that is 2.25 hours).\n\n**Final Answer**\n$$\\boxed{135}$$")
    assert "2.25" not in _s(d, p)
    p2 = "A pencil costs 29 cents. How many cents do 1 pencil cost?"
    d2 = "### Step 1\nOne pencil (a price of \\$0.29 at the shop) costs what the problem says.\n\n\\boxed{29}"
    assert "0.29" not in _s(d2, p2)


def test_a_tuple_after_a_relation_is_one_slot():
    # a relation slot's content runs over a bracket: the tuple's comma opens no clause (no "[hidden], -5)" left)
    p = "Rotate $z = 2 - 3i$ about the origin; write the image $w$ as $a + bi$."
    d = ("### Step 3\nCoordinates of $w$ in the plane: $(\\operatorname{Re} w, \\operatorname{Im} w) = (6, -5)$.\n\n"
         "**Final Answer**\n\\[\n\\boxed{6 - 5i}\n\\]")
    text = _s(d, p)
    assert "-5)" not in text and ", -5" not in text
    p2 = "Find the vertex of the parabola $y = x^2 - 6x + 5$."
    d2 = ("### Step 1\nComplete the square: $y = (x - 3)^2 - 4$.\n\n### Step 2\nRead off $(h, k) = (3, -4)$ from the "
          "vertex form.\n\n**Final Answer**\n$$\\boxed{(3,-4)}$$")
    text2 = _s(d2, p2)
    assert "-4)" not in text2.replace("(x - 3)^2 - 4$", "") and "Complete the square" in text2
