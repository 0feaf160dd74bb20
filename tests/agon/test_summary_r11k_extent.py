"""Round 11 (r11k): the conclusion placeholder's extent is decided by its units' content
(``agon.conclusion_extent``).

Self-written drafts, in other forms and problems than fresh10's w03/w04/w15/wp02/wp07: a unit of work inside the
region the cut found (an unevaluated step in a display, a recap's intermediate rows, a verification item about
another value, a case of an enumeration, a clause about a rejected candidate) stays; the units that state the
answer (a bold result with a currency sign, a recap's last row, an answer phrase with a power, a check with the
answer as operand) still go; the cut never leaves a bare delimiter hidden.
"""
from agon_mcore.agon.summary import CONCLUSION_PLACEHOLDER, summarize_draft


def _s(draft, problem):
    return summarize_draft(draft, problem=problem, domain="math").text


# ----------------------------------------------------------------------------- work inside the region stays

def test_unevaluated_step_in_a_bracket_display_stays_and_the_result_goes():
    problem = "A train covers 240 km at a constant 60 km per hour. How many hours does the trip take?"
    draft = ("Time is distance over speed.\n\n### Step 1: Formula\n\\[\nt = \\frac{d}{v}\n\\]\n\n"
             "### Step 2: Substitute\n\\[\nt = \\dfrac{240}{60}\n\\]\n\n"
             "**Answer:** the trip takes **4 hours**.\n\n"
             "**Check:** $60 \\times 4 = 240$ km ✓\n\n**Final Answer**\n$$\\boxed{4}$$")
    out = _s(draft, problem)
    assert "t = \\dfrac{240}{60}" in out
    assert "4 hours" not in out and "60 \\times 4" not in out and "\\boxed{4}" not in out
    assert CONCLUSION_PLACEHOLDER in out


def test_recap_list_keeps_intermediate_rows_and_hides_the_total_row():
    problem = ("Ana buys 3 notebooks at \\$4 each and 2 pens at \\$1.50 each, and she pays with a \\$20 bill. "
               "How much change does she get?")
    draft = ("### Step 1: Notebooks\n$3 \\times 4 = 12$ dollars.\n\n### Step 2: Pens\n$2 \\times 1.50 = 3$ dollars.\n\n"
             "### Step 3: Change\nShe spends $12 + 3 = 15$, so the change is $20 - 15$.\n\n"
             "### Recap\n\n| Item | Cost |\n|---|---|\n| Notebooks | \\$12 |\n| Pens | \\$3 |\n| Spent | \\$15 |\n"
             "| **Change** | **\\$5** |\n\n**Final Answer**\n$$\\boxed{5}$$")
    out = _s(draft, problem)
    assert "| Item | Cost |" in out and "| Spent | \\$15 |" in out and "| Pens | \\$3 |" in out
    assert "**\\$5**" not in out and "\\boxed{5}" not in out


def test_verification_item_about_another_value_stays():
    problem = "Solve $\\frac{2}{x + 3} < 0$. Give your answer in interval notation."
    draft = ("The numerator 2 is positive, so the fraction is negative exactly when $x + 3 < 0$.\n\n"
             "**Check:**\n1. $x = -4$: $\\frac{2}{-1} = -2 < 0$ ✓\n2. $x = 0$: $\\frac{2}{3} > 0$ ✗\n"
             "3. $x = -3$ is not allowed: the denominator vanishes.\n\n"
             "**Final Answer**\n\\[\n\\boxed{(-\\infty, -3)}\n\\]")
    out = _s(draft, problem)
    assert "$x = -3$ is not allowed: the denominator vanishes." in out
    assert "\\boxed" not in out and "(-\\infty, -3)" not in out


def test_enumerated_case_and_symmetry_remark_stay_for_a_count():
    problem = "In how many ways can 6 identical coins be split into two unlabeled piles, each pile nonempty?"
    draft = ("The piles are unlabeled, so a split is a way to write 6 as a sum of two positive parts, order ignored.\n\n"
             "1. Split A: $5 + 1$\n2. Split B: $4 + 2$\n3. Split C: $3 + 3$\n\n"
             "Writing the parts the other way round (as in $1 + 5$) gives the same split, since the piles can be swapped.\n\n"
             "$$\\boxed{3}$$")
    out = _s(draft, problem)
    assert "Split C: $3 + 3$" in out
    assert "as in $1 + 5$" in out
    assert "\\boxed{3}" not in out


def test_clause_about_a_rejected_candidate_stays():
    problem = "Find the smallest value of $t$ with $t^2 - 5t + 6 = 0$."
    draft = ("Factor: $(t - 2)(t - 3) = 0$, so the candidates are the roots of the two factors. The root of "
             "$t - 3$ checks out, $9 - 15 + 6 = 0$ ✓, so that one works too, it is simply not the smallest.\n\n"
             "**Final Answer**\n\\[\n\\boxed{2}\n\\]")
    out = _s(draft, problem)
    # the clause leaves the conclusion; what the result-slot pass (agon.results) makes of its prose is its own concern
    assert "so that one works too" in out and out.index("so that one works too") < out.index(CONCLUSION_PLACEHOLDER)
    assert "\\boxed{2}" not in out


# ----------------------------------------------------------------------------- what states the answer still goes

def test_answer_phrase_with_a_power_and_a_currency_result_still_go():
    problem = "A shop sells 4 packs of 8 stickers each. How many stickers is that?"
    draft = ("There are 4 packs and 8 stickers per pack, so the count is $4 \\cdot 8$. "
             "The answer is $2^5$.\n\n**Result:** the shop sells **32** stickers.\n\n$\\boxed{32}$")
    out = _s(draft, problem)
    assert "2^5" not in out and "**32**" not in out and "\\boxed{32}" not in out
    assert "4 \\cdot 8" in out


def test_bold_currency_result_after_an_unevaluated_display_goes():
    problem = "A jacket costs \\$60 after a 40% discount. What was its original price in dollars?"
    draft = ("Let the original price be $p$. After the discount she pays 60% of it.\n\n**Setup:**\n$$0.6p = 60$$\n\n"
             "**Solve:**\n$$p = \\frac{60}{0.6}$$\n\n**Result:** The jacket originally cost **\\$100.00**.\n\n"
             "**Final Answer:** $\\boxed{100}$")
    out = _s(draft, problem)
    assert "p = \\frac{60}{0.6}" in out
    assert "100" not in out


def test_no_placeholder_only_for_a_display_delimiter():
    problem = "What is $7 \\cdot 8 - 6$?"
    draft = ("Multiply first:\n$$7 \\cdot 8 - 6 = 56 - 6.$$\n\n"
             "Subtracting six from fifty-six is the last step.\n\n$\\boxed{50}$")
    out = _s(draft, problem)
    assert "56 - 6" in out
    assert "\\boxed{50}" not in out
    assert f"[{CONCLUSION_PLACEHOLDER[1:-1]}]$$" not in out  # no placeholder standing for the display's close alone


def test_cut_inside_an_environment_keeps_the_unevaluated_line_and_its_close():
    problem = "A rectangle has a perimeter of 30 cm and a width of 6 cm. What is its length in cm?"
    draft = ("Perimeter is twice length plus twice width.\n\n\\begin{align*}\n2L + 2 \\cdot 6 &= 30 \\\\\n"
             "L &= \\frac{30 - 12}{2}\n\\end{align*}\n\n**Answer:** The length is **9 cm**.\n\n$\\boxed{9}$")
    out = _s(draft, problem)
    assert "L &= \\frac{30 - 12}{2}\n\\end{align*}" in out
    assert "9 cm" not in out and "\\boxed{9}" not in out


def test_labelled_recap_items_stay_and_the_total_item_goes():
    problem = "A meal costs \\$40 before a 15% tip. What is the total cost in dollars?"
    draft = ("The tip is 15% of 40.\n\n$$0.15 \\times 40 = 6$$\n\nAdding it to the price: $40 + 6$.\n\n"
             "**Recap**\n- Price: \\$40\n- Tip: \\$6.00\n- **Total: \\$46.00**\n\n$\\boxed{46}$")
    out = _s(draft, problem)
    assert "- Tip: \\$6.00" in out
    assert "46" not in out
