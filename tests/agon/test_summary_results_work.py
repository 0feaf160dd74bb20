"""Results fail closed, but work stays (``agon_mcore.agon.results``): the slot kinds whose content is work
rather than a stated value. Each kind has two self-written inputs whose work must survive the summary,
each asserted hidden when the license is taken away (so the license is what keeps it), and must-hide
inputs that the same kinds must not let through (a new exponent, linear factors of a set answer, a mark
for a verdict or with options)."""
import pytest

import agon_mcore.agon.results as results_mod
from agon_mcore.agon.results import licensed, result_slots
from agon_mcore.agon.summary import summarize_draft

CONCL = "[hidden: the conclusion and final answer]"

# (kind, problem, draft, work that must stay)
WORK = [
    ("step label", "How many odd numbers from 1 to 15 are not multiples of 3?",
     "Step 1: list 1 to 15. Step 2: cross out the even ones. Step 3: cross out 3, 9 and 15. Step 4: what is left is 1, 5, 7, 11, 13.\n\n\\boxed{5}",
     "Step 2: cross out the even ones. Step 3: cross out 3, 9 and 15."),
    ("step label", "How many primes are below 12?",
     "Case 1: the even numbers give only 2.\nCase 2: drop 1 and 9 from the odd ones.\nWhat remains: 2, 3, 5, 7, 11.\n\n\\boxed{5}",
     "Case 2: drop 1 and 9 from the odd ones."),
    ("ratio colon", "Red and blue beads are 15 and 25. What fraction of the beads is red?",
     "15 : 25, divide both by 5.\n\nSo red : blue = 3 : 5 and red is 3 of 8 parts.\n\n\\boxed{\\frac{3}{8}}", "15 : 25, divide both by 5."),
    ("ratio colon", "A recipe uses 18 g of salt and 24 g of sugar. What is the ratio of salt to sugar in lowest terms?",
     "18 : 24, then cancel 6 from both.\n\n\\boxed{3:4}", "18 : 24, then cancel 6 from both."),
    ("expression", "How many real solutions has x^3 - 5x^2 + 4x = 0?",
     "Factor: x(x^2 − 5x + 4) = x(x − 1)(x − 4), so x = 0, x = 1 or x = 4.\n\nThese are the roots; count them: \\boxed{3}",
     "= x(x − 1)(x − 4)"),
    ("expression", "How many real solutions has x^4 = 81?",
     "x^4 − 81 = (x^2 − 9)(x^2 + 9). The second factor never vanishes, the first gives two roots.\n\n\\boxed{2}",
     "= (x^2 − 9)(x^2 + 9)"),
    ("verbal arithmetic", "What is 1 + 2 + ... + 11?",
     "Gauss: 11 · 12 / 2. Pairing 1 + 11, 2 + 10, ... gives 5 pairs of 12 plus the middle 6.\n\n\\boxed{66}",
     "5 pairs of 12 plus the middle 6"),
    ("verbal arithmetic", "What is 3^8?",
     "Start from 3^4 = 81 and multiply by 3 four more times.\n\n\\boxed{6561}", "81 and multiply by 3 four more times"),
    ("two alternatives", "A fair die is rolled. What is the probability of a prime greater than 2?",
     "The outcomes are 1 to 6; a prime greater than 2 means 3 or 5; count them over the six outcomes.\n\n\\boxed{\\frac{1}{3}}", "means 3 or 5"),
    ("two alternatives", "What is the product of the roots of x^2 + 3x + 2 = 0?",
     "By Vieta the product is c/a. (Indeed the roots are $-1$ and $-2$.)\n\n\\boxed{2}", "(Indeed the roots are $-1$ and $-2$.)"),
    ("check mark", "A box has a base of 3 by 4 and height 5. What is its volume?",
     "Area of the base: 3·4 = 12 (check: 12/4 = 3 ✓). Volume: 12 · 5.\n\n\\boxed{60}", "12/4 = 3 ✓"),
    ("check mark", "How many boys are in a class of 28 with 16 girls?",
     "Girls: 16, boys: 28 − 16 = 12, and the total checks: 12 + 16 = 28 ✓. Each boy gets 2 pencils, so 12 · 2.\n\n\\boxed{24}",
     "12 + 16 = 28 ✓"),
    ("procedural aside", "How many integers from 1 to 60 are multiples of 4 or 6?",
     "Multiples of 4: 15. Multiples of 6: 10. Multiples of 12: 5.\n\nRunning count: 15 → 25 → 20 (add the sixes, then remove the double-counted twelves).\n\n\\boxed{20}",
     "(add the sixes, then remove the double-counted twelves)"),
    ("procedural aside", "How many integers from 1 to 30 are multiples of 2 or 5?",
     "Multiples of 2: 15; of 5: 6; of 10: 3 (subtract the tens once, they were counted twice). So 15 + 6 − 3.\n\n\\boxed{18}",
     "(subtract the tens once, they were counted twice)"),
    ("dash explanation", "What is the remainder of 1001 divided by 13?",
     "No remainder is possible here — since 13 · 77 = 1001 — as the product shows.\n\n\\boxed{0}", "since 13 · 77 = 1001"),
    ("dash explanation", "What is the remainder of 221 divided by 17?",
     "The division is exact — because 17 · 13 = 221 — so nothing remains.\n\n\\boxed{0}", "because 17 · 13 = 221"),
]

NO_SLOT = ("step label", "ratio colon", "dash explanation")

# (kind, problem, draft, form that must not survive)
HIDE = [
    ("new exponent", "What is log base 2 of 256?", "256 = 2·2·2·2·2·2·2·2 = 2⁸.\n\n\\boxed{8}", "2⁸"),
    ("new exponent", "What is log base 3 of 243?", "243 = 3·3·3·3·3 = 3^{5}.\n\n\\boxed{5}", "3^{5}"),
    ("linear factors of a set answer", "Solve x^3 − 10x^2 + 29x − 20 = 0.",
     "x = 1 is a root. Dividing it out leaves x^2 − 9x + 20 = (x − 4)(x − 5).\n\n\\boxed{\\{1, 4, 5\\}}", "(x − 4)(x − 5)"),
    ("linear factors of a set answer", "Solve x^2 − 13x + 42 = 0.",
     "Split the middle term: x^2 − 13x + 42 = (x − 6)(x − 7).\n\n\\boxed{\\{6, 7\\}}", "(x − 6)(x − 7)"),
    ("mark for a choice", "Which is prime? (A) 21 (B) 23 (C) 25",
     "(A) 21 = 3·7 ✗\n(B) 23 ✓\n(C) 25 = 5² ✗\n\n\\boxed{B}", "✓"),
    ("mark for a verdict", "Is 221 prime?", "221 = 13·17 ✘\n\nA prime has two divisors only.\n\n\\boxed{\\text{No}}", "✘"),
]


@pytest.mark.parametrize("kind,problem,draft,keep", WORK, ids=[f"{i}:{x[0]}" for i, x in enumerate(WORK)])
def test_work_in_a_result_slot_stays(kind, problem, draft, keep, monkeypatch):
    s = summarize_draft(draft, problem=problem).text
    assert keep in s and CONCL in s, s
    if kind in NO_SLOT:
        return  # a label, a ratio or an explanation opens no slot (test_labels_and_ratios_open_no_slot)
    monkeypatch.setattr(results_mod, "licensed", lambda *a, **k: False)
    monkeypatch.setattr(results_mod, "operated_later", lambda *a, **k: False)  # the licence for a value operated on later
    assert keep not in summarize_draft(draft, problem=problem).text  # a result slot: the license keeps it


@pytest.mark.parametrize("kind,problem,draft,form", HIDE, ids=[f"{i}:{x[0]}" for i, x in enumerate(HIDE)])
def test_results_that_state_the_answer_stay_hidden(kind, problem, draft, form):
    assert form in draft
    s = summarize_draft(draft, problem=problem).text
    assert form not in s and CONCL in s, s


def test_work_licenses_directly():
    kw = dict(known=[], givens=[], later="", scalar_answer=True)
    assert licensed("x(x − 1)(x − 3)", "relation", **kw)  # an expression in the unknown
    assert licensed("5²", "relation", **{**kw, "known": [5, 2]})  # a power of values stated before
    assert not licensed("2⁷", "relation", **kw)  # a new exponent states a value
    assert not licensed("10/22", "relation", work_before=True, **kw)  # a lone fraction is a value
    assert not licensed("(3, -1)", "relation", **{**kw, "scalar_answer": False})  # a tuple is no mere form
    assert not licensed("(x − 2)(x − 4)", "relation", **{**kw, "scalar_answer": False})  # roots of a set answer
    assert licensed("4 pairs of 10 plus the middle 5", "connective", **kw)
    assert not licensed("21 times out of 36", "connective", **kw)  # a ratio phrase is no arithmetic
    assert licensed("5 or 6", "connective", **kw)  # two alternatives, the answer one value
    assert not licensed("5 or 6", "connective", **{**kw, "scalar_answer": False})
    assert not licensed("3 or -3", "connective", **kw)  # a ± pair
    assert licensed("add the fives, then remove the fifteens", "aside", **kw)
    assert licensed("they divide 3", "connective", known=[], givens=[], later=" the divisors of 3 are 1 and 3")  # used later


def test_labels_and_ratios_open_no_slot():
    t = "Step 2: drop the even ones. 12 : 20, divide by 4. 40 × 25: a grand."
    found = {t[s:e] for s, e, k in result_slots(t) if k == "relation"}
    assert "drop the even ones" not in found and not any(x.startswith("20") for x in found)
    assert "a grand" in found  # ": X" after an expression is still a slot
    t = "It divides — since 7 · 143 = 1001 — so the rest is nil."
    assert not any(t[s:e].startswith("since") for s, e, _ in result_slots(t))
