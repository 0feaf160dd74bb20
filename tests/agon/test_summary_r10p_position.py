"""Round 10 (r10p): the answer stated outside the conclusion in answer position (``agon.answer_position``).

Self-written drafts, in other forms and problems than fresh9's v02/v08/v10/va02/va05: the conclusion's own
step evaluated elsewhere, a candidate marked as selected, a summary callout, a formula answer rearranged; and
the values equal to the answer that must stay (another step's result, a given, a plain check mark).
"""
from agon_mcore.agon.summary import summarize_draft


def _s(draft, problem):
    return summarize_draft(draft, problem=problem, domain="math").text


# ----------------------------------------------------------------------------- the final step evaluated elsewhere

def test_final_step_evaluated_mid_draft_in_symbols_is_hidden():
    problem = "A bakery packs 15 boxes with 12 muffins each. How many muffins does it pack?"
    draft = ("Okay, 15 boxes and 12 muffins per box. Quick mental math: $12 \\times 15 = 180$. Hmm, is that "
             "right? For scale, a crate of $9 \\times 20 = 180$ jars is similar.\n\n"
             "### Step 1: Set up\nEach box holds 12 muffins and there are 15 boxes.\n\n"
             "### Step 2: Multiply\n$$\\text{muffins} = 15 \\times 12$$\n\n"
             "**Final Answer**\n\n$$\\boxed{180}$$")
    out = _s(draft, problem)
    assert "12 \\times 15 = 180" not in out
    assert "15 \\times 12" in out


def test_final_step_evaluated_in_words_as_a_sum_is_hidden():
    problem = ("A delivery van drives 120 km in the morning, 85 km after lunch and 45 km in the evening. "
               "How many kilometres does it drive in total?")
    draft = ("Let me add the legs. The sum of 120, 85 and 45 is 250 km. Wait, let me re-read: morning, after "
             "lunch, evening, three legs. Yes. For scale, $2 \\cdot 125 = 250$ would be two legs of 125 km.\n\n"
             "**Solution.** The total distance is\n$$d = 120 + 85 + 45.$$\n\n$$\\boxed{250}$$")
    out = _s(draft, problem)
    assert "is 250 km" not in out
    assert "2 \\cdot 125 = 250" in out
    assert "d = 120 + 85 + 45" in out


# ----------------------------------------------------------------------------- a candidate marked as selected

def test_list_item_marked_smallest_is_hidden():
    problem = "What is the smallest positive integer $n$ such that $n^2 > 50$?"
    draft = ("We test consecutive integers:\n\n"
             "- $n = 6$: $36 < 50$ ✗\n"
             "- $n = 7$: $49 < 50$ ✗\n"
             "- $n = 8$: $64 > 50$ ✓ ← smallest\n\n"
             "Every larger $n$ also works, since $n^2$ increases for positive $n$.\n\n"
             "**Final Answer**\n$$\\boxed{8}$$")
    out = _s(draft, problem)
    assert "$n = 8$: $64 > 50$ ✓ ← smallest" not in out
    # r11t: the failing rows of consecutive candidates name the passing one by order (an elimination): hidden with it
    assert "$n = 7$: $49 < 50$ ✗" not in out
    assert "We test consecutive integers:" in out


def test_table_row_marked_max_in_a_separate_column_is_hidden():
    problem = "Find the maximum value of $f(x) = -x^2 + 4x + 9$ over the integers $x$ with $0 \\le x \\le 4$."
    draft = ("Evaluate $f$ at each integer in the range:\n\n"
             "| $x$ | $f(x)$ | note |\n|---|---|---|\n"
             "| 0 | 9 | endpoint |\n| 1 | 12 | |\n| 2 | 13 | ⬅️ max |\n| 3 | 12 | |\n| 4 | 9 | endpoint |\n\n"
             "The parabola opens downward with vertex at $x = 2$, which matches the table.\n\n"
             "$$\\boxed{13}$$")
    out = _s(draft, problem)
    assert "| 2 | 13 | ⬅️ max |" not in out
    assert "| 1 | 12 | |" in out
    assert "vertex at $x = 2$" in out


def test_verification_checklist_and_rejected_candidate_stay():
    problem = "If $a + b = 8$ and $a - b = 2$, what is the value of $ab$?"
    draft = ("Adding, $2a = 10$, so $a = 5$ and $b = 3$.\n\n"
             "Verification:\n- ✅ $a + b = 5 + 3 = 8$\n- ✅ $a - b = 5 - 3 = 2$\n\n"
             "| candidate $b$ | check | verdict |\n|---|---|---|\n| $b = 15$ | $5 - 15 \\ne 2$ | ✗ rejected |\n\n"
             "Product: $5 \\cdot 3$.\n\n$$\\boxed{15}$$")
    out = _s(draft, problem)
    assert "✅ $a + b = 5 + 3 = 8$" in out
    assert "✗ rejected |" in out


# ----------------------------------------------------------------------------- a summary callout

def test_tldr_line_with_the_value_is_hidden():
    problem = ("Maria buys 3 notebooks at \\$12 each and 4 pens at \\$3 each, and pays with a \\$100 bill. "
               "How much change does she get?")
    draft = ("**TL;DR:** she gets 52 dollars back.\n\n"
             "### Step 1: Notebooks\n$3 \\times 12 = 36$ dollars.\n\n"
             "### Step 2: Pens\n$4 \\times 3 = 12$ dollars.\n\n"
             "### Step 3: Change\nShe spends $36 + 12 = 48$, so the change is $100 - 48$.\n\n"
             "**Final Answer**\n$$\\boxed{52}$$")
    out = _s(draft, problem)
    assert "52 dollars" not in out
    assert "**TL;DR:**" in out and "$3 \\times 12 = 36$" in out and "$100 - 48$" in out


def test_in_short_block_quote_is_hidden_but_a_note_on_a_given_stays():
    problem = "Solve for $x$: $3x - 5 = 16$. The coefficient of $x$ is 3."
    draft = ("> **In short:** isolating $x$ gives $x = 7$.\n\n"
             "Add 5 to both sides: $3x = 21$. Divide by 3.\n\n"
             "Note: the coefficient 3 is the given one, so dividing by it is allowed.\n\n"
             "$$\\boxed{7}$$")
    out = _s(draft, problem)
    assert "x = 7" not in out
    assert "$3x = 21$" in out
    assert "Note: the coefficient 3 is the given one" in out


# ----------------------------------------------------------------------------- a formula answer rearranged

def test_factored_answer_in_another_order_is_hidden_but_other_structures_stay():
    problem = "Factor $x^2 + 7x + 12$."
    draft = ("We need two numbers with product 12 and sum 7: 3 and 4, so the factorization is $(x + 4)(x + 3)$.\n\n"
             "**Verification.** Split the middle term: $x^2 + 3x + 4x + 12 = x(x + 3) + 4(x + 3)$, which shows "
             "the common factor $x + 3$.\n\n"
             "**Final Answer**\n$$\\boxed{(x+3)(x+4)}$$")
    out = _s(draft, problem)
    assert "(x + 4)(x + 3)" not in out
    assert "product 12 and sum 7: 3 and 4" in out


# ----------------------------------------------------------------------------- more forms, and work that stays

def test_final_step_as_a_fraction_evaluated_mid_think_is_hidden():
    problem = "A rope of 96 m is cut into 8 equal pieces. How long is each piece?"
    draft = ("Okay so 96 over 8. Let me see, 96/8 = 12 m. Hmm wait, equal pieces, yes.\n\n"
             "### Step 1\nEach piece is the total length divided by the number of pieces:\n$$\\ell = \\frac{96}{8}$$\n\n"
             "**Final Answer**\n$$\\boxed{12}$$")
    out = _s(draft, problem)
    assert "96/8 = 12" not in out
    assert "\\frac{96}{8}" in out


def test_power_listed_in_a_cycle_stays_although_the_conclusion_is_that_power():
    problem = "Find the remainder when $3^{21}$ is divided by $13$."
    draft = ("### Step 1: The cycle\n$3^1 = 3$, $3^2 = 9$, $3^3 = 27 \\equiv 1 \\pmod{13}$, so the period is 3.\n\n"
             "### Step 2: Reduce\n$21 = 3 \\cdot 7$, so $3^{21} = (3^3)^7 \\equiv 1 \\pmod{13}$. Hmm, recheck with "
             "$3^{22} \\equiv 3$, so $3^{21} \\equiv 3^{22} / 3$, consistent with $3^3 \\equiv 1$.\n\n"
             "**Final Answer**\n$$\\boxed{1}$$")
    out = _s(draft, problem)
    assert "$3^1 = 3$, $3^2 = 9$" in out


def test_bold_candidate_with_a_pointer_in_a_nested_list_is_hidden():
    problem = "Find the largest prime factor of 221."
    draft = ("Try small primes:\n\n- 2, 3, 5, 7, 11: none divide 221.\n- $221 = 13 \\times 17$\n"
             "  - 13 (prime)\n  - **17** (prime) ← largest\n\nBoth factors are prime, so we are done.\n\n"
             "$$\\boxed{17}$$")
    out = _s(draft, problem)
    assert "**17** (prime) ← largest" not in out
    assert "13 (prime)" in out


def test_key_idea_with_an_intermediate_equal_to_the_answer_stays():
    problem = "What is the difference between the positive square root of 64 and the cube root of 64?"
    draft = ("**Key idea:** compute both roots separately; $\\sqrt{64} = 8$ and $\\sqrt[3]{64} = 4$ since $4^3 = 64$.\n\n"
             "Their difference is $8 - 4$.\n\n$$\\boxed{4}$$")
    out = _s(draft, problem)
    assert "$\\sqrt[3]{64} = 4$" in out


def test_marked_table_row_hides_the_value_in_every_cell():
    problem = "Which of 39, 45, 51, 57 has the most divisors?"
    draft = ("| n | divisors | count | |\n|---|---|---|---|\n| 39 | 1, 3, 13, 39 | 4 | |\n"
             "| 45 | 1, 3, 5, 9, 15, 45 | 6 | **← answer** |\n| 51 | 1, 3, 17, 51 | 4 | |\n| 57 | 1, 3, 19, 57 | 4 | |\n\n"
             "Only one number has more than four divisors.\n\n$$\\boxed{45}$$")
    out = _s(draft, problem)
    assert "| 45 |" not in out and "15, 45" not in out
    assert "| 39 | 1, 3, 13, 39 | 4 | |" in out and "| 51 | 1, 3, 17, 51 | 4 | |" in out


def test_insight_callout_decomposing_the_answer_is_hidden():
    problem = "What is the smallest positive perfect cube that can be written as the sum of five consecutive integers?"
    draft = ("Write the integers as $m-2, m-1, m, m+1, m+2$; their sum is $5m$.\n\n"
             "> 💡 **Insight:** every such sum is a multiple of 5, and the first cube that is one is $5^3$, as "
             "$125 = 23 + 24 + 25 + 26 + 27$ shows.\n\n"
             "**Smaller cubes.** $1, 8, 27, 64$ are not multiples of 5.\n\n"
             "**So** with $5m = 5^3$ we get $m = 25$.\n\nTherefore the smallest such cube is $\\boxed{125}$.")
    out = _s(draft, problem)
    assert "125 = 23" not in out
    assert "every such sum is a multiple of 5" in out and "$1, 8, 27, 64$ are not multiples of 5" in out


def test_callout_value_as_a_left_side_after_a_power_is_hidden():
    problem = "What is the smallest positive perfect cube that is the sum of three consecutive even integers?"
    draft = ("Let the integers be $2k - 2$, $2k$, $2k + 2$; their sum is $6k$.\n\n"
             "> 🔑 **Key fact:** we need a cube divisible by 6, the first being $6^3$: indeed $216 = 70 + 72 + 74$.\n\n"
             "**Smaller cubes.** $1^3, \\dots, 5^3$ are not multiples of 6, since a cube is divisible by 6 only if its "
             "base is.\n\n**Solve.** $6k = 6^3$ gives $k = 36$.\n\nTherefore the smallest such cube is\n$$\\boxed{216}$$")
    out = _s(draft, problem)
    assert "216 = 70" not in out
    assert "their sum is $6k$" in out and "a cube is divisible by 6 only if its base is" in out
