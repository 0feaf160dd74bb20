"""A value-free reason stays for a numeric answer; a value-free slot with a number-bearing token still fails closed.

Kind: the results pass hides a value-free clause or aside after a connective unless licensed. By value
(``agon.number_free``): a slot states a number only through a number-bearing token (digits, number words of any
language the reader knows, ordinals, multiplicatives, named quantities, shapes named by a count, Roman numerals) or
a description that names or pins a quantity. A reason with none of these stays; "one" as a pronoun is no number.
"""
from agon_mcore.agon.number_free import number_free
from agon_mcore.agon.summary import summarize_draft
from fractions import Fraction

_TAIL = ("\n\n### Step 2\nWe double-check by listing the cases again.\n\n**Verification**\nThe count matches the setup."
         "\n\n**Final Answer**\n$$\\boxed{%s}$$")


def _s(draft, problem, answer):
    return summarize_draft(draft + _TAIL % answer, domain="math", problem=problem).text


def test_reason_aside_with_pronoun_one_stays():
    p = "Solve $\\sqrt{2x+1} = x - 1$."
    d = ("### Step 1: Square\nSquare both sides (each side is non-negative on the domain, so nothing is lost):\n"
         "$$2x + 1 = x^2 - 2x + 1.$$\nThe root $x = 0$ makes the right side negative (the smaller one, so we reject it).")
    s = _s(d, p, "4")
    assert "(each side is non-negative on the domain, so nothing is lost)" in s
    assert "(the smaller one, so we reject it)" in s


def test_reason_clause_after_so_stays():
    p = "A pipe fills a 360 L tank at 12 L/min. How many minutes does it take?"
    d = ("### Step 1\n**Time.** The pipe needs $360 / 12$ minutes (the flow is steady), so the rate never changes. "
         "Division works here because the flow stays constant (consistent with the setup).")
    s = _s(d, p, "30")
    assert "so the rate never changes" in s
    assert "(the flow is steady)" in s and "(consistent with the setup)" in s


def test_number_bearing_slots_still_hidden():
    cases = [("How many sides does the polygon have?", "### Step 1\nThe exterior angle is $32.73$ degrees, so it is a hendecagon.",
              "11", "hendecagon"),
             ("What is $40 \\times 25$ in dollars?", "### Step 1\nMultiply the numbers (a cool grand).", "1000", "grand"),
             ("Find the prime $p$ with $p+1$ prime.", "### Step 1\nOne of them is even, so p must be the only even prime.",
              "2", "only even prime"),
             ("How many apples are left?", "### Step 1\nCount them all, so the total is acht (as the Germans say).", "8", "acht"),
             ("How many faces does the solid have?", "### Step 1\nCount the faces, so it is an octahedron (the usual die).",
              "8", "octahedron")]
    for p, d, a, word in cases:
        assert word not in _s(d, p, a), word


def test_small_values_words_fail_closed():
    assert not number_free("so there are none", [Fraction(0)])
    assert not number_free("so both are real", [Fraction(2)])
    assert not number_free("so there is a root", [Fraction(1)])
    assert number_free("so both are real", [Fraction(9)])


def test_lexicon_by_generation():
    for t in ("so it is a dodecahedron", "so a fivefold gain", "so it is twice that", "so the count is quatre",
              "so it is chapter XII", "so it equals the number of months", "so it is the largest such value",
              "so exactly one works", "so it is a score", "so it is a half-dozen", "so it is vingt-deux", "so it is 二十"):
        assert not number_free(t, [Fraction(22)]), t
    for t in ("so no one is left out", "(the larger one, so not the answer)",
              "(consistent with Vieta)", "(division algorithm)", "so the times agree"):
        assert number_free(t, [Fraction(22)]), t


def test_acrostic_and_foreign_compound_fail_closed():
    assert not number_free("Naively Exposes...", [Fraction(91)])
    assert not number_free("honderdtachtig minuten", [Fraction(180)])
    assert number_free("the division is exact", [Fraction(180)])
