"""Work the summary must keep, by kind: each kind with two self-written drafts whose work substrings stay
while the answer stays hidden (not readable by ``leak.answer_readable``), and the must-hide side of each rule."""
import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import CONCLUSION_PLACEHOLDER, summarize_draft


def _summary(problem: str, draft: str) -> str:
    return summarize_draft(draft, domain="math", problem=problem).text


KEEP = [
    # the conclusion cut: a clause after a colon that names a given or a value of the work stays
    ("given-clause", "A bag has 4 red and 6 blue marbles. How many marbles in all?",
     "Tally:\n• red: 4\n• blue: 6\n• total: 10\n\n\\boxed{10}", "10", ["• red: 4", "• blue: 6"]),
    ("given-clause", "Find the sum of the roots of x^2 - 9x + 20 = 0.",
     "Factor: (x − 4)(x − 5) = 0, so the roots are 4 and 5. Their sum: 4 + 5. Vieta agrees: the coefficient of x is −9."
     "\n\n\\boxed{9}", "9", ["Their sum: 4 + 5.", "Vieta agrees: the coefficient of x is −9."]),
    ("work-clause", "Is there a common prime factor of 8 and 15? Give the gcd.",
     "8 = 2³ and 15 = 3·5 share no prime. One way to see it: one of them is a power of 2 and the other is odd.\n\n\\boxed{1}",
     "1", ["One way to see it: one of them is a power of 2 and the other is odd."]),
    # the conclusion cut: a step label's number is no use of the answer
    ("step-label", "How many distinct prime factors does 42 have?",
     "Step 1: 42 is even, split off 2 → 21. Step 2: 21 = 3 · 7. Step 3: 7 is prime, stop.\n\n\\boxed{3}", "3",
     ["Step 2: 21 = 3 · 7.", "Step 3: 7 is prime, stop."]),
    ("step-label", "How many distinct prime factors does 70 have?",
     "Step 1: 70 = 2 · 35. Step 2: 35 = 5 · 7. Step 3: both 5 and 7 are prime.\n\n\\boxed{3}", "3",
     ["Step 3: both 5 and 7 are prime."]),
    # the fail-closed pass: a quantity read in another unit whose number, as written, later work uses
    ("unit-intermediate", "How many seconds are there in a week?",
     "7 · 24 = 168 hours, and 168 · 3600 s gives the count.\n\n\\boxed{604800}", "604800", ["7 · 24 = 168 hours", "168 · 3600"]),
    ("unit-intermediate", "How many minutes are there in 3 days?",
     "3 · 24 = 72 hours, and 72 · 60 min is the total.\n\n\\boxed{4320}", "4320", ["3 · 24 = 72 hours", "72 · 60"]),
    # the results pass: the counts of a share, still to divide
    ("share-counts", "Two fair dice are rolled. What is the probability that the sum is at most 4?",
     "Sums 2, 3, 4 occur in 1 + 2 + 3 = 6 of the 36 outcomes. Reducing gives the probability.\n\n\\boxed{\\frac{1}{6}}",
     "\\frac{1}{6}", ["1 + 2 + 3 = 6 of the 36 outcomes"]),
    ("share-counts", "Four fair coins are flipped. What is the probability of exactly one head?",
     "Outcomes with one head: HTTT, THTT, TTHT, TTTH — 4 of the 16 equally likely outcomes. That's a quarter.\n\n"
     "\\boxed{\\frac{1}{4}}", "\\frac{1}{4}", ["— 4 of the 16 equally likely outcomes"]),
    # the results pass: the members of a series before its last (a running tally, per-case counts)
    ("series", "How many squares of any size are on a 4x4 grid?",
     "1×1 squares: 16 (so far 16). 2×2 squares: 9 (so far 25). 3×3 squares: 4 (so far 29). 4×4 squares: 1 (so far 30)."
     "\n\n\\boxed{30}", "30", ["(so far 25)", "(so far 29)"]),
    ("series", "Four fair coins are flipped. What is the probability of at most one head?",
     "At most one head: 0 heads (1 way) or 1 head (4 ways) — a small share of the 16 outcomes.\n\n\\boxed{\\frac{5}{16}}",
     "\\frac{5}{16}", ["0 heads (1 way)", "1 head (4 ways)"]),
    # the results pass: a quantity stated before, converted to other units
    ("conversion", "A film starts at 6:50 and lasts 155 minutes. When does it end?",
     "155 min = 2 h 35 min, landing at twenty-five past nine.\n\n\\boxed{9:25}", "9:25", ["155 min = 2 h 35 min"]),
    ("conversion", "A cake bakes for 95 minutes, starting at 4:30. When is it done?",
     "95 min = 1 h 35 min, so it is done at five past six.\n\n\\boxed{6:05}", "6:05", ["95 min = 1 h 35 min"]),
    # the results pass: a pronoun for a value named before
    ("pronoun", "Two fair dice are rolled. What is the probability that the sum is 3?",
     "Since P(sum 3) = 1/18, about 2 in 36 rolls show it. The two pairs (1,2), (2,1) out of 36 give it.\n\n"
     "\\boxed{\\frac{1}{18}}", "\\frac{1}{18}", ["(1,2), (2,1) out of 36 give it."]),
    ("pronoun", "Two fair dice are rolled. What is the probability that both show 6?",
     "Of the 36 ordered pairs (6 × 6 = 36), only (6, 6) gives that.\n\n\\boxed{\\frac{1}{36}}", "\\frac{1}{36}",
     ["only (6, 6) gives that."]),
    # the results pass: the cases listed in an aside
    ("cases-listed", "Two fair coins are tossed. What is the probability that both land heads?",
     "HH is one of four equally likely outcomes (HH, HT, TH, TT): a 25 percent chance.\n\n\\boxed{\\frac{1}{4}}",
     "\\frac{1}{4}", ["(HH, HT, TH, TT)"]),
    ("cases-listed", "A family has three children. What is the probability of exactly two girls?",
     "Exactly two girls happens in some of the eight cases (BGG, GBG, GGB), that is 37.5 percent.\n\n\\boxed{\\frac{3}{8}}",
     "\\frac{3}{8}", ["(BGG, GBG, GGB)"]),
    # the results pass: a power of a number still to evaluate
    ("power-to-do", "Which of these is prime? (A) 8 (B) 11 (C) 15 (D) 21",
     "15 = 3·5, 21 = 3·7, 8 = 2³. Only one option has no divisor other than 1 and itself, and that is the one after A."
     "\n\n\\boxed{B}", "B", ["8 = 2³"]),
    ("power-to-do", "What is the area of a circle of radius 3?",
     "A = πr² = π · 3², roughly 28.27 square units.\n\n\\boxed{9\\pi}", "9\\pi", ["A = πr² = π · 3²"]),
]


@pytest.mark.parametrize("kind,problem,draft,answer,work", KEEP, ids=[f"{k[0]}-{i}" for i, k in enumerate(KEEP)])
def test_work_stays_answer_hidden(kind, problem, draft, answer, work):
    text = _summary(problem, draft)
    for w in work:
        assert w in text, (kind, w, text)
    assert CONCLUSION_PLACEHOLDER in text
    # the summary states no answer (count_work=False: kept work such as `21 = 3 · 7` holds the
    # answer as an operand, which the per-step metric counts as its upper bound); "Step 3" labels a step
    read = text.replace("Step 3", "Step") if kind == "step-label" else text
    assert not answer_readable(read, answer, problem=problem, count_work=False), (kind, text)


HIDE = [
    # a closing clause whose numbers are no given and no single value of the work: a ratio built from the work
    ("A die is rolled. What is the probability of a six?", "1 six, 5 other faces: odds of 1 to 5.\n\n\\boxed{\\frac{1}{6}}",
     "odds of 1 to 5"),
    ("A card is drawn from 40 cards, 10 of each suit. What is the probability it is a club?",
     "10 clubs, 30 others: odds of 1 to 3 in favour.\n\n\\boxed{\\frac{1}{4}}", "odds of 1 to 3"),
    # the last member of a series is its result
    ("How many squares of any size are on a 4x4 grid?",
     "1×1 squares: 16 (so far 16). 2×2 squares: 9 (so far 25). 3×3 squares: 4 (so far 29). 4×4 squares: 1 (so far 30)."
     "\n\n\\boxed{30}", "so far 30"),
    # a share stated after a connective is a statement, not counts to divide
    ("Three fair coins are flipped. What is the probability of exactly two heads?",
     "HHT, HTH and THH have two heads, so the chance is 3 of the 8.\n\n\\boxed{\\frac{3}{8}}", "3 of the 8"),
]


@pytest.mark.parametrize("problem,draft,gone", HIDE)
def test_statement_stays_hidden(problem, draft, gone):
    assert gone not in _summary(problem, draft)


def test_pinned_units_of_each_rule():
    """The rules' helpers directly: a conversion needs a quantity of the same family right before."""
    from agon_mcore.agon.results import _template
    from agon_mcore.agon.slot_position import conversion as _conversion

    assert _template("so far 13") == _template("so far 14") == "so far #"
    assert _template("1 way") == _template("3 ways")
    assert _conversion("135 min = ", 0, 10, "2 h 15 min")
    assert _conversion("15 more days make ", 0, 18, "2 weeks and 1 day")
    assert not _conversion("135 cm = ", 0, 9, "2 h 15 min")  # another family
    assert not _conversion("so it lands at ", 0, 15, "2 h 15 min")  # no quantity before


FINAL_EXPRESSION = [
    # the final derivation's expression, still to evaluate, after a relation with work on its left: the cut keeps it
    ("Eight teams each play each other once. How many games are played?",
     "Each game is a pair of teams, so we count pairs: C(8, 2) = 8·7/2.\n\nSo there are \\boxed{28} games.", "28",
     "C(8, 2) = 8·7/2."),
    ("How many arrangements of the letters of APPLE are there?",
     "Two P's repeat, so the count is 5!/(2!·1!·1!·1!) = 120/2.\n\nSo there are \\boxed{60} arrangements.", "60",
     "5!/(2!·1!·1!·1!) = 120/2."),
    ("How many 3-person committees can be chosen from 8 people?",
     "$\\binom{8}{3} = \\frac{8 \\cdot 7 \\cdot 6}{3 \\cdot 2 \\cdot 1} = \\frac{336}{6}$.\n\nSo there are \\boxed{56} committees.",
     "56", "= \\frac{336}{6}$."),
]


@pytest.mark.parametrize("problem,draft,answer,work", FINAL_EXPRESSION)
def test_final_expression_stays(problem, draft, answer, work):
    """The work stays and the value is not stated (the reader, by design of the leak metric, still reads
    arithmetic that evaluates to the answer)."""
    text = _summary(problem, draft)
    assert work in text and answer not in text and CONCLUSION_PLACEHOLDER in text


@pytest.mark.parametrize("draft", ["The answer is $50 + 6$.\n\nSo there are \\boxed{56} committees.",
                                   "Short answer: 112/2.\n\n\\boxed{56}"])
def test_expression_without_work_stays_hidden(draft):
    problem = "How many 3-person committees can be chosen from 8 people?"
    assert not answer_readable(_summary(problem, draft), "56", problem=problem)


CUT_WORK = [
    # the conclusion cut: a share still to compute ("30% of 180") is the final derivation, earlier results stay
    ("A shop has 200 apples, sells 10% of them on Monday and 30% of the rest on Tuesday. How many are sold on Tuesday?",
     "Monday: 10% of 200 = 20 apples, leaving 200 − 20 = 180. Tuesday: 30% of 180.\n\n\\boxed{54}", "54",
     ["10% of 200 = 20 apples", "200 − 20 = 180", "Tuesday: 30% of 180."]),
    ("A class of 40 students: 25% walk, and half of the rest take the bus. How many take the bus?",
     "Walkers: 25% of 40 = 10, so 30 remain. Bus: 50% of 30.\n\n\\boxed{15}", "15", ["25% of 40 = 10", "Bus: 50% of 30."]),
    # the conclusion cut: a divisor equal to the answer in the final expression is no check of it
    ("A right triangle has legs 6 and 8. Find the radius of its inscribed circle.",
     "The hypotenuse is √(36 + 64) = 10. For a right triangle r = (a + b − c)/2 = (6 + 8 − 10)/2.\n\n\\boxed{2}", "2",
     ["r = (a + b − c)/2 = (6 + 8 − 10)/2"]),
    ("A triangle has base 4 and height 1. Find its area.", "A = bh/2 = (4 · 1)/2.\n\n\\boxed{2}", "2", ["A = bh/2 = (4 · 1)/2"]),
]


@pytest.mark.parametrize("problem,draft,answer,work", CUT_WORK)
def test_final_step_found_work_before_stays(problem, draft, answer, work):
    text = _summary(problem, draft)
    for w in work:
        assert w in text, (w, text)
    assert not answer_readable(text, answer, problem=problem, count_work=False), text


@pytest.mark.parametrize("draft", [
    "Factor: x^2(x − 2) = 0, so x = 0 (a double root) or x = 2. Those are the distinct roots.\n\n\\boxed{2}",
    "Expand nothing: x^2(x − 2) = 0 gives x = 0 twice or x = 2. Those are the distinct roots.\n\n\\boxed{2}"])
def test_count_roots_factor_stays(draft):
    """A multiplier word ("a double root") and a linear factor's number state no count: the factored equation stays
    (the roots equal to the count are the reader's concern: it reads ``x = 2`` in a count problem)."""
    text = _summary("How many distinct real solutions does x^3 - 2x^2 = 0 have?", draft)
    assert "x^2(x − 2) = 0" in text and "x = 2" in text and text.endswith(CONCLUSION_PLACEHOLDER)


PARTS = "Edges of the prism (see the sketch): 3 on the top, 3 on the bottom, 3 upright"


@pytest.mark.parametrize("problem,draft,answer,work", [
    # the results pass: the parts counted one by one after a colon, a sum still to do
    ("How many edges does a triangular prism have?", PARTS + ".\n\n\\boxed{9}", "9", "3 on the top, 3 on the bottom, 3 upright"),
    ("How many faces does a cube have?",
     "Faces by direction (x, y and z): 2 facing up or down, 2 facing left or right, 2 facing front or back.\n\n\\boxed{6}", "6",
     "2 facing up or down, 2 facing left or right, 2 facing front or back"),
])
def test_parts_counted_stay(problem, draft, answer, work):
    text = _summary(problem, draft)
    assert work in text and not answer_readable(text, answer, problem=problem, count_work=False), text


@pytest.mark.parametrize("problem,draft,work", [
    # the conclusion cut: a formula's exponent equal to the answer is no use of it; the verdict clause after it goes
    ("A box keeps its square base and its height is doubled. By what factor does its volume change?",
     "$V = a^2 h$ depends linearly on $h$, so the volume doubles too.\n\n$\\boxed{2}$", "V = a^2 h"),
    ("A square prism keeps its base and its height is doubled. By what factor does its volume change?",
     "$V = s^2 h$ is linear in $h$, so the volume doubles as well.\n\n$\\boxed{2}$", "V = s^2 h"),
])
def test_formula_exponent_stays(problem, draft, work):
    """(The reader reads a formula's exponent as a factor answer: its concern, not the summary's.)"""
    text = _summary(problem, draft)
    assert work in text and "doubles" not in text and text.endswith(CONCLUSION_PLACEHOLDER), text


def test_total_after_the_parts_stays_hidden():
    text = _summary("How many edges does a triangular prism have?", PARTS + ", 9 in all.\n\n\\boxed{9}")
    assert "9 in all" not in text and not answer_readable(text, "9", problem="How many edges does a triangular prism have?")
