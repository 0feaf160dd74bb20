"""Leaks of a math answer in realistic drafts, by kind; every input self-written. For each kind: the
summary does not give the answer back (the metric's reader, ``answer_readable``), the named work stays,
and the reader reads the leaking passage on its own."""
import pytest

from agon_mcore.agon.answer_forms.canon import canonical, to_original
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def _check(problem, draft, answer, keep, leak):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert s.hidden_answer == answer
    assert not answer_readable(s.text, answer, "math", problem=problem), s.text
    for k in keep:
        assert k in s.text, (k, s.text)
    assert answer_readable(leak, answer, "math", problem=problem), leak
    return s.text


# ----------------------------------------------------------------------------- encodings read before values

ENCODED = [
    ("decimal references", "A garden is 6 m by 9 m. What is its area in square metres?",
     "Area is length times width: 6 · 9.\n\nSo the garden covers &#53;&#52; square metres.\n\n\\boxed{54}", "54",
     ["6 · 9"], "the garden covers &#53;&#52; square metres"),
    ("hex references", "Tickets cost 7 dollars. How much do 13 tickets cost, in dollars?",
     "Multiply the price by the count: 7 · 13 = 70 + 21.\n\nThat makes &#x39;&#x31; dollars, paid at the door."
     "\n\n\\boxed{91}", "91", ["Multiply the price by the count: 7 · 13"], "That makes &#x39;&#x31; dollars"),
    ("full-width digits", "What is 17 + 26?",
     "Add the tens, 10 + 20 = 30, then the units, 7 + 6 = 13.\n\nThe sum comes to ４３ in all.\n\n\\boxed{43}", "43",
     ["10 + 20 = 30", "7 + 6 = 13"], "The sum comes to ４３ in all."),
    ("zero-width inside a number", "What is 12 · 12?",
     "Twelve dozens: 12 · 10 + 12 · 2 = 120 + 24.\n\nThat is 14\u200b4 exactly.\n\n\\boxed{144}", "144",
     ["12 · 10 + 12 · 2 = 120 + 24"], "That is 14\u200b4 exactly."),
]


@pytest.mark.parametrize("form,problem,draft,answer,keep,leak", ENCODED, ids=[c[0] for c in ENCODED])
def test_encoded_answer_is_read_and_hidden(form, problem, draft, answer, keep, leak):
    text = _check(problem, draft, answer, keep, leak)
    assert "&#" not in text and "\u200b" not in text  # the hidden span covers the original characters


def test_canonical_span_covers_the_reference():
    t = "total: &#52;&#x32; kg"
    c, idx = canonical(t)
    assert c == "total: 42 kg"
    k = c.index("42")
    assert t[slice(*to_original(idx, k, k + 2))] == "&#52;&#x32;"
    assert t[slice(*to_original(idx, k, k + 1))] == "&#52;"
    assert canonical("R&D, a &b and x &= y")[1] is None  # no reference: the text is left as it is


# ----------------------------------------------------------------------------- checks that plug the answer back in

PLUGGED = [
    ("one unknown", "Solve for $x$: $4x + 3 = 2x + 17$.",
     "Collect terms: $4x - 2x = 17 - 3$, so $2x = 14$; halve both sides.\n\n**Verification**\n"
     "- Left: $4(7) + 3 = 31$\n- Right: $2(7) + 17 = 31$ ✓\n\n### Remark\nDoubling the equation first gives "
     "$8x + 6 = 4x + 34$, the same line.\n\n\\boxed{7}", "7",
     ["4x - 2x = 17 - 3", "2x = 14"], "Left: $4(7) + 3 = 31$"),
    ("a pair, each component small", "Solve the system $x + 2y = 8$ and $3x - y = 3$. Give $(x, y)$.",
     "Double the second equation and add: $7x = 14$. Then $y = 3x - 3$.\n\n**Check.** $2 + 2 \\cdot 3 = 8$ ✓ and "
     "$3 \\cdot 2 - 3 = 3$ ✓.\n\n**Another route.** From the first, $x = 8 - 2y$, and $3(8 - 2y) - y = 24 - 7y$."
     "\n\n\\boxed{(2, 3)}", "(2, 3)", ["7x = 14", "y = 3x - 3"],
     "$2 + 2 \\cdot 3 = 8$ and $3 \\cdot 2 - 3 = 3$"),
    ("a power of the unknown", "Solve $2^x = 512$.",
     "Halve repeatedly: 512, 256, 128, 64, 32, 16, 8, 4, 2, 1 takes nine halvings, so $512 = 2^9$.\n\n### Why one answer\n"
     "The map $t \\mapsto 2^t$ is increasing, and $2^8 = 256 < 512 < 1024 = 2^{10}$.\n\n\\boxed{9}",
     "9", ["Halve repeatedly"], "so $512 = 2^9$"),
]


@pytest.mark.parametrize("form,problem,draft,answer,keep,leak", PLUGGED, ids=[c[0] for c in PLUGGED])
def test_answer_plugged_into_the_problem_relation_is_hidden(form, problem, draft, answer, keep, leak):
    _check(problem, draft, answer, keep, leak)


AFTER_FINAL = [
    ("evaluated after the final expression", "A right triangle has legs 20 and 21. How long is its hypotenuse?",
     "### Step 1\n$$c = \\sqrt{20^2 + 21^2} = \\sqrt{400 + 441} = \\sqrt{841}.$$\n\n### Check\nIndeed "
     "$841 = 29^2$, a perfect square.\n\n### Remark\nThe legs differ by 1, as in $3, 4, 5$; here "
     "$20 \\cdot 21 = 420$ is twice the area.\n\n**Final Answer**\n$$\\boxed{29}$$", "29",
     ["\\sqrt{400 + 441} = \\sqrt{841}"], "Indeed $841 = 29^2$"),
    ("the main chain's end before a second method", "Find the sum $2 + 5 + 8 + \\cdots + 59$.",
     "There are $n = 20$ terms.\n\n**Sum.**\n$$S = \\frac{20(2 + 59)}{2} = \\frac{20 \\cdot 61}{2} = 610.$$\n\n"
     "A second way: the mean term is $\\frac{2 + 59}{2}$ and $20$ terms give $30.5 \\cdot 20 = 610$ ✓.\n\n"
     "**Final Answer**\n$$\\boxed{610}$$", "610", ["\\frac{20 \\cdot 61}{2}", "n = 20"],
     "S = \\frac{20 \\cdot 61}{2} = 610."),
]


@pytest.mark.parametrize("form,problem,draft,answer,keep,leak", AFTER_FINAL, ids=[c[0] for c in AFTER_FINAL])
def test_value_after_the_final_expression_has_no_provenance(form, problem, draft, answer, keep, leak):
    _check(problem, draft, answer, keep, leak)


def test_substitution_needs_the_answer_where_the_unknown_stood():
    from agon_mcore.agon.answer_forms import parse_answer
    from agon_mcore.agon.answer_forms.substitution import substitution_runs
    p = "Solve for $x$: $4x + 3 = 2x + 17$."
    v = parse_answer("7").values
    assert substitution_runs("so $4x - 2x = 17 - 3$ and $2x = 14$", v, p) == []  # the draft's own steps
    assert substitution_runs("trying 6: $4(6) + 3 = 27$, too small", v, p) == []  # another value
    t = "check $4 \\cdot 7 + 3 = 31$"
    assert [t[s:e] for s, e in substitution_runs(t, v, p)] == ["4 \\cdot 7 + 3"]
    assert substitution_runs(t, v, "How many solutions does $4x + 3 = 2x + 17$ have?") == []  # a count


# ----------------------------------------------------------------------------- the answer described by its digits

DIGITS = [
    ("digits listed in order", "What is $27 \\cdot 31$?",
     "Its digits, in order, are 8, 3 and 7, which I will confirm.\n\n### Step 1\n$27 \\cdot 31 = 27 \\cdot 30 + 27 "
     "= 810 + 27$.\n\n### Step 2\nRounding check: $30 \\cdot 30 = 900$ is close.\n\n\\boxed{837}", "837",
     ["27 \\cdot 30 + 27", "30 \\cdot 30 = 900"], "Its digits, in order, are 8, 3 and 7"),
    ("a number built digit by digit", "Compute $3^7$.",
     "Expect a four-digit number starting with two, then one, then eight, then seven.\n\n$3^7 = 3^4 \\cdot 3^3 = 81 "
     "\\cdot 27$, and $81 \\cdot 27 = 2160 + 27$.\n\n### Sanity\n$3^6 = 729$ is below it.\n\n\\boxed{2187}", "2187",
     ["81 \\cdot 27", "2160 + 27", "3^6 = 729"], "a four-digit number starting with two, then one, then eight, then seven"),
]


@pytest.mark.parametrize("form,problem,draft,answer,keep,leak", DIGITS, ids=[c[0] for c in DIGITS])
def test_answer_described_by_its_digits_is_hidden(form, problem, draft, answer, keep, leak):
    _check(problem, draft, answer, keep, leak)


def test_digits_named_but_not_listed_are_no_number():
    from agon_mcore.agon.answer_forms.scripts import described_digit_mentions
    assert described_digit_mentions("its digit sum 16 is not divisible by 3") == []
    assert described_digit_mentions("the units digit is 4.") == []
    assert [m.value for m in described_digit_mentions("digits: 1, 0, 2, 4.")] == [1024]


# ----------------------------------------------------------------------------- a yes/no claim, elimination among options

OTHER = [
    ("yes claim with a modifier", "Is $2^{13} - 1$ a prime number? Answer Yes or No.",
     "$2^{13} - 1 = 8191$. Trial division by the primes up to $90$ finds no factor.\n\nSo $8191$ is indeed a "
     "Mersenne prime, as the table of known exponents agrees.\n\n### Note\nThe exponent $13$ is prime too.\n\n"
     "\\boxed{\\text{Yes}}", "\\text{Yes}", ["Trial division by the primes up to $90$"], "So $2^{13} - 1$ is indeed a Mersenne prime"),
    ("yes claim as a verb", "Is $221$ divisible by $13$? Answer Yes or No.",
     "Known product: $13 \\cdot 17 = 221$, so 13 divides 221 exactly.\n\n### Long division\n$13 \\cdot 10 = 130$, "
     "$221 - 130 = 91$, and $91 = 13 \\cdot 7$.\n\n\\boxed{\\text{Yes}}", "\\text{Yes}", ["$221 - 130 = 91$"],
     "so 13 divides 221 exactly"),
    ("every other option rejected", "What is $\\sqrt{144} + \\sqrt{25}$? (A) $13$ (B) $15$ (C) $17$ (D) $19$",
     "$\\sqrt{144} = 12$ and $\\sqrt{25} = 5$.\n\nChecking the options: (A) and (B) are too small, (D) is too large.\n\n"
     "### Why the roots add\nThe two roots are separate terms, so no product rule applies: $12 + 5$.\n\n\\boxed{C}",
     "C", ["\\sqrt{144} = 12"], "(A) and (B) are too small, (D) is too large"),
    ("a range of options rejected", "Which is a perfect square? (A) $50$ (B) $60$ (C) $70$ (D) $81$",
     "Squares near these: $7^2 = 49$, $8^2 = 64$.\n\nOptions (A) through (C) fall strictly between consecutive squares.\n\n"
     "### Remark\nThe next square after $64$ is $9^2$.\n\n\\boxed{D}", "D", ["$7^2 = 49$, $8^2 = 64$"],
     "Options (A) through (C) fall strictly between consecutive squares."),
]


@pytest.mark.parametrize("form,problem,draft,answer,keep,leak", OTHER, ids=[c[0] for c in OTHER])
def test_claims_that_name_a_verdict_or_a_choice_are_hidden(form, problem, draft, answer, keep, leak):
    _check(problem, draft, answer, keep, leak)


def test_options_checked_one_by_one_with_the_answer_named_are_no_elimination():
    from agon_mcore.agon.answer_forms.claims import elimination_mentions
    p = "Pick one: (A) $1$ (B) $2$ (C) $3$"
    assert elimination_mentions("(A) fails, (B) works, (C) fails.", "B", p) == []  # the answer's letter is named
    assert elimination_mentions("(A) fails and (C) fails.", "B", p) != []


# ----------------------------------------------------------------------------- a table's last row, degrees for radians

TABLE_AND_UNITS = [
    ("table of steps", "A sequence has $b_1 = 1$ and $b_{n+1} = 2b_n + 3$. Find $b_5$.",
     "Apply the rule row by row.\n\n| $n$ | $b_n$ |\n|---|---|\n| 1 | 1 |\n| 2 | 5 |\n| 3 | 13 |\n| 4 | 29 |\n"
     "| 5 | 61 |\n\n**Closed form check.** $b_n + 3$ doubles each step, so $b_n = 4 \\cdot 2^{n-1} - 3$.\n\n"
     "\\boxed{61}", "61", ["| 3 | 13 |", "| 4 | 29 |"], "| 5 | 61 |"),
    ("table of partial sums", "What is $1^2 + 2^2 + 3^2 + 4^2 + 5^2$?",
     "| $k$ | $k^2$ | running sum |\n|---|---|---|\n| 1 | 1 | 1 |\n| 2 | 4 | 5 |\n| 3 | 9 | 14 |\n| 4 | 16 | 30 |\n"
     "| 5 | 25 | 55 |\n\nThe formula $\\frac{n(n+1)(2n+1)}{6}$ at $n = 5$ is $\\frac{5 \\cdot 6 \\cdot 11}{6}$.\n\n\\boxed{55}",
     "55", ["| 4 | 16 | 30 |", "\\frac{5 \\cdot 6 \\cdot 11}{6}"], "| 5 | 25 | 55 |"),
    ("degrees in a conversion", "Find the smallest positive angle $x$, in radians, with $\\tan x = \\sqrt{3}$.",
     "### Step 1\nThe tangent is $\\sqrt{3}$ first at $60^\\circ$.\n\n### Step 2\n$$60^\\circ \\cdot \\frac{\\pi}{180^\\circ}$$\n\n"
     "### Check\nThe ratio $\\frac{\\sin}{\\cos}$ in the 30-60-90 triangle is $\\frac{\\sqrt3/2}{1/2}$.\n\n"
     "\\boxed{\\frac{\\pi}{3}}", "\\frac{\\pi}{3}", ["\\frac{\\pi}{180^\\circ}", "\\frac{\\sqrt3/2}{1/2}"], "$60^\\circ$"),
    ("degrees in words", "An angle of a regular hexagon, in radians?",
     "Each interior angle is 120 degrees, from $(6 - 2) \\cdot 180 / 6$.\n\n### Convert\nMultiply by $\\pi/180$.\n\n"
     "### Remark\nThe exterior angles sum to a full turn.\n\n\\boxed{\\frac{2\\pi}{3}}", "\\frac{2\\pi}{3}",
     ["(6 - 2) \\cdot 180 / 6", "Multiply by $\\pi/180$"], "Each interior angle is 120 degrees"),
]


@pytest.mark.parametrize("form,problem,draft,answer,keep,leak", TABLE_AND_UNITS, ids=[c[0] for c in TABLE_AND_UNITS])
def test_last_table_row_and_degrees_for_radians_are_hidden(form, problem, draft, answer, keep, leak):
    _check(problem, draft, answer, keep, leak)
