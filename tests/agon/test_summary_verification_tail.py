"""The passage after the final derivation is decided clause by clause (``agon.tail``): a verification that
re-derives other quantities from known values stays; a clause with the answer's value in any role, a
rounding or percentage of it, or its number word goes with the conclusion. Drafts written for this test."""
import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

P1="A farm has $50$ animals: $20$ cows, $18$ sheep, and the rest goats. How many goats are there?"
D1="""### Step 1: Cows and sheep
$$20 + 18 = 38.$$

### Step 2: Goats
Goats: $50 - 38 = 12$.

### Verification
Going back over step 1: $38 - 20 = 18$ sheep and $38 - 18 = 20$ cows. ✓

**Final Answer**
$$\\boxed{12}$$"""
P2="A shop had $90$ apples and sold $35$ in the morning and $25$ in the afternoon. How many apples are left?"
D2="""### Step 1: Sold
$$35 + 25 = 60.$$

### Step 2: Left
Left: $90 - 60 = 30$.

### Verification
From step 1: $60 - 35 = 25$ in the afternoon and $60 - 25 = 35$ in the morning. ✓

**Final Answer**
$$\\boxed{30}$$"""
H1=D1.replace("Going back over step 1: $38 - 20 = 18$ sheep and $38 - 18 = 20$ cows. ✓","Going back over step 1: $38 - 20 = 18$ sheep, and $12 + 38 = 50$ ✓; twelve goats.")
H2=D2.replace("and $60 - 25 = 35$ in the morning. ✓","and $30 + 60 = 90$ ✓; that is $30 / 90 = 33\\%$ of the stock, and $2 \\cdot 15 = 30$ again.")


@pytest.mark.parametrize("problem,draft,kept", [
    (P1, D1, ["$38 - 20 = 18$ sheep and $38 - 18 = 20$ cows", "### Verification", "$50 - 38 = "]),
    (P2, D2, ["$60 - 35 = 25$ in the afternoon and $60 - 25 = 35$ in the morning", "### Verification", "$90 - 60 = "]),
])
def test_verification_of_other_quantities_stays(problem, draft, kept):
    s = summarize_draft(draft, domain="math", problem=problem).text
    for k in kept:
        assert k in s, (k, s)
    answer = "12" if problem is P1 else "30"
    assert not answer_readable(s, answer, "math", problem=problem)


@pytest.mark.parametrize("problem,draft,answer,gone", [
    (P1, H1, "12", ["12 + 38", "twelve", "= 12"]),
    (P2, H2, "30", ["30 + 60", "30 / 90", "33", "2 \\cdot 15", "= 30$"]),
])
def test_answer_in_the_verification_goes(problem, draft, answer, gone):
    s = summarize_draft(draft, domain="math", problem=problem).text
    for g in gone:
        assert g not in s, (g, s)
    assert not answer_readable(s, answer, "math", problem=problem)


P3 = "A rectangle has perimeter $30$ and width $5$. What is its length?"
E_KEEP = ("Half the perimeter is $30 / 2 = 15$; the length is then $15 - 5$. Check of the half-perimeter: "
          "$2 \\cdot 15 = 30$ and $30 - 15 = 15$.\n\n$$\\boxed{10}$$")
E_HIDE = "Half the perimeter is $30 / 2 = 15$; the length is then $15 - 5$. Check: $2(5 + 10) = 30$, so ten.\n\n$$\\boxed{10}$$"


def test_after_a_final_expression_the_checks_are_decided_alone():
    kept = summarize_draft(E_KEEP, domain="math", problem=P3).text
    assert "$15 - 5$" in kept and "$2 \\cdot 15 = 30$ and $30 - 15 = 15$" in kept
    hidden = summarize_draft(E_HIDE, domain="math", problem=P3).text
    assert "$15 - 5$" in hidden and "5 + 10" not in hidden and "ten" not in hidden
    assert not answer_readable(hidden, "10", "math", problem=P3)
