"""Value provenance (agon/provenance.py): the answer's value stays only where a given or a visible derivation put
it there. Self-written inputs, two or more per form: the answer is gone, the named work stays, and without the pass
the summary keeps it (so each input exercises the pass). A prose mention after the conclusion is mostly taken by
the conclusion's tail already (agon/conclusion.py); the pass catches what that tail keeps (a check chain).
Must-stay inputs: the value as a given, as an intermediate derived before and used next, a factor of a given, its
negation, a root pair when the answer counts roots, a formula constant, a list element."""
import pytest

import agon_mcore.agon.summary as summary_mod
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.answer_forms import HIDDEN
from agon_mcore.agon.provenance import provenance_spans, relation_chain
from agon_mcore.agon.summary import segments, summarize_draft

# (form, problem, draft, answer value as written, work that must stay)
HIDE = [
    ("check operand", "How many ways can 2 books be chosen from 8?",
     "Choosing 2 of 8 books: C(8, 2) pairs. Sanity check with a ninth book: 28 + 8 = 36 = C(9, 2), consistent.\n\n"
     "\\boxed{28}", "28", ["C(8, 2) pairs", "Sanity check with a ninth book"]),
    ("check operand", "What is the least common multiple of 6 and 8?",
     "Multiples of 8 are tested against 6 in turn. Its double, 48 = 2 · 24, is also common but larger.\n\n\\boxed{24}",
     "24", ["Multiples of 8 are tested against 6 in turn", "is also common but larger"]),
    ("check operand", "What is 15% of 60?",
     "Ten percent is 6 and five percent is 3. Confirm: 9 / 60 = 0.15 ✓.\n\n\\boxed{9}", "9",
     ["Ten percent is 6 and five percent is 3"]),
    ("check operand", "What is the sum 1 + 2 + ... + 9?",  # a stated result "used later" by its own check
     "Gauss pairing gives the total of 45 here. Doubling it, 45 · 2 = 90 = 9 · 10 ✓, as the pairing predicts.\n\n"
     "\\boxed{45}", "45", ["Gauss pairing gives the total of", "as the pairing predicts"]),
    ("common factor of two decompositions", "What is the greatest common divisor of 24 and 36?",
     "Both are multiples of 12: 24 = 2 · 12 and 36 = 3 · 12, with 2 and 3 coprime.\n\n\\boxed{12}", "12",
     ["with 2 and 3 coprime"]),
    ("substitution after a guess", "Solve 5x + 4 = 39.",
     "Guess x = 7 and substitute: 5 · 7 + 4 = 35 + 4 = 39. It fits, and a linear equation has one root.\n\n\\boxed{7}",
     "7", ["and substitute", "a linear equation has one root"]),
    ("substitution after a guess", "Solve 2y - 9 = 15.",
     "Let me test y = 12: 2 · 12 − 9 = 24 − 9 = 15, which matches the right side.\n\n\\boxed{12}",
     "12", ["Let me test", "which matches the right side"]),
    ("substitution after a guess", "Solve 2(x + 3) = x + 1.",
     "Expand: 2x + 6 = x + 1, so x comes out as minus five. Plugging back in: 2(−5 + 3) = −4 and −5 + 1 = −4 ✓.\n\n"
     "\\boxed{-5}", "-5", ["Expand: 2x + 6 = x + 1", "Plugging back in"]),
    ("witness", "What is the largest integer k with k^3 < 200?",
     "5³ = 125 is below 200, while 6³ = 216 is above.\n\n\\boxed{5}", "5", ["6³ = 216 is above"]),
    ("witness", "What is the smallest positive integer n with n^2 > 90?",
     "Take n = 10: 10² = 100 > 90, while 9² = 81 is not.\n\n\\boxed{10}", "10", ["9² = 81 is not"]),
    ("subexpression equal to the answer", "What is the length of the diagonal of a 3 by 3 square?",
     "Pythagoras on the two sides. Check the simplified form: $(\\sqrt{2} \\cdot 3)^2 = 2 \\cdot 9 = 18$ ✓.\n\n"
     "\\boxed{3\\sqrt{2}}", "3\\sqrt{2}", ["Pythagoras on the two sides", "Check the simplified form"]),
    ("subexpression equal to the answer", "Simplify \\sqrt{12}.",
     "Pull out the square factor 4. Check: $(\\sqrt{3} + \\sqrt{3})^2 = 3 + 6 + 3 = 12$ ✓.\n\n\\boxed{2\\sqrt{3}}",
     "2\\sqrt{3}", ["Pull out the square factor 4", "Check:"]),
    ("prose mention before the conclusion", "What is the sum 2 + 4 + 6 + ... + 20?",
     "Pair 2+20, 4+18, 6+16, 8+14, 10+12: five pairs of 22. Log: check passed for 110 (5 · 22).\n\n\\boxed{110}",
     "110", ["five pairs of 22", "Log: check passed for"]),
    ("prose mention after the conclusion", "How many handshakes happen among 7 people?",
     "Each of the 7 shakes 6 hands and each handshake is counted twice: 7 · 6 / 2.\n\n\\boxed{21}\n\n"
     "An eighth guest would add 7 more, giving 21 + 7 = 28 = C(8, 2).", "21",
     ["7 · 6 / 2", "An eighth guest would add 7 more"]),
    ("prose mention after the conclusion", "How many ways can 2 items be chosen from 9?",
     "Each of the 9 pairs with 8 others, each pair counted twice: 9 · 8 / 2.\n\n\\boxed{36}\n\n"
     "A tenth item would add 9 more, giving 36 + 9 = 45 = C(10, 2).", "36", ["9 · 8 / 2", "A tenth item would add 9 more"]),
]


@pytest.mark.parametrize("form,problem,draft,answer,keep", HIDE, ids=[f"{c[0]}-{i}" for i, c in enumerate(HIDE)])
def test_answer_without_provenance_is_hidden(form, problem, draft, answer, keep, monkeypatch):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert s.hidden_answer == answer
    assert not answer_readable(s.text, answer, "math", problem=problem), s.text
    for k in keep:
        assert k in s.text, (k, s.text)
    monkeypatch.setattr(summary_mod, "provenance_spans", lambda *a, **k: [])
    monkeypatch.setattr(summary_mod, "final_then_reader", lambda vis, spans, *a: spans)  # the final-result and reader passes hide after it
    before = summarize_draft(draft, domain="math", problem=problem).text
    assert before != s.text, before  # the pass is what hides it


STAY = [
    ("a given", "Each of 5 friends brings 5 apples to share equally among the 5. How many apples does each get?",
     "In total 5 · 5 = 25 apples, and 25 / 5 per person.\n\n\\boxed{5}", ["5 · 5 = 25 apples", "25 / 5"]),
    ("a given in another form", "An item is 25% off. What fraction of the price is saved, as a decimal?",
     "25% off means paying 75% and saving the rest: 1 − 0.75.\n\n\\boxed{0.25}", ["25% off", "1 − 0.75"]),
    ("derived before and used next", "How many girls are in a class of 24 where half are boys?",
     "Half of 24 is 12, so there are 12 boys. The girls are 24 − 12 = 12 as well.\n\n\\boxed{12}",
     ["Half of 24 is 12, so there are 12 boys. The girls are 24 − 12"]),
    ("a factor of a given", "How many positive divisors does 12 have?",
     "12 = 2 · 6 = 2^2 · 3, so the exponents are 2 and 1 and the count is (2 + 1)(1 + 1).\n\n\\boxed{6}",
     ["12 = 2 · 6 = 2^2 · 3"]),
    ("the negation", "What is the distance from 0 to the root of x + 5 = 0?",
     "The root is x = −5, on the negative side.\n\n\\boxed{5}", ["x = −5"]),
    ("a root pair when the answer counts roots", "How many real solutions does x^2 = 4 have?",
     "Taking square roots, x = ±2, that is x = 2 or x = −2.\n\n\\boxed{2}", ["x = ±2", "x = 2 or x = −2"]),
    ("a formula constant", "How many handshakes happen among 5 people?",
     "With n people there are n(n − 1)/2 handshakes, here 5 · 4 / 2.\n\n\\boxed{10}", ["n(n − 1)/2", "5 · 4 / 2"]),
    # (r9l) "What is the 4th positive multiple of 3?" made 12 the asked position of this list: hidden now
    # (agon.enumeration); the list element that is no asked, marked or last position still stays
    ("a list element", "What is 4 times 3?",
     "Multiples of 3: 3, 6, 9, 12, 15, counting along.\n\n\\boxed{12}", ["3, 6, 9, 12, 15"]),
]


@pytest.mark.parametrize("form,problem,draft,keep", STAY, ids=[c[0] for c in STAY])
def test_value_with_provenance_stays(form, problem, draft, keep, monkeypatch):
    s = summarize_draft(draft, domain="math", problem=problem)
    for k in keep:
        assert k in s.text, (k, s.text)
    monkeypatch.setattr(summary_mod, "provenance_spans", lambda *a, **k: [])
    assert summarize_draft(draft, domain="math", problem=problem).text == s.text  # the pass changed nothing


def test_relation_chain_spans():
    t = "Try x = 12 as a guess: 3 · 12 − 7 = 36 − 7 = 29. It fits."
    s = t.index("12 −")
    assert t[slice(*relation_chain(t, s, s + 2))] == "3 · 12 − 7 = 36 − 7 = 29"
    t = "by adding one more: 15 + 6 = 21 = C(7, 2), consistent."
    s = t.index("15")
    assert t[slice(*relation_chain(t, s, s + 2))] == "15 + 6 = 21 = C(7, 2)"
    t = "Final check passed for 45 (9 · 10 / 2)."  # a bracket after a space is an aside, not part of the chain
    s = t.index("45")
    assert relation_chain(t, s, s + 2) == (s, s + 2)


def test_relation_around_a_value_hidden_before_is_hidden():
    # an earlier pass hid the plugged-in value only; the kept relation "[hidden] − 2 = −6" would give it back
    vis = "Plugging back in: −4 − 2 = −6 ✓."
    s = vis.index("−4")
    out = provenance_spans(vis, segments(vis), [(s, s + 2, HIDDEN)], ["-4"], "Solve x - 2 = -6.", [], False)
    assert [vis[a:b] for a, b, _ in out] == ["−4 − 2 = −6"]
    # the same value as a given of the problem: nothing to add
    assert provenance_spans(vis, segments(vis), [(s, s + 2, HIDDEN)], ["-4"], "Does -4 solve x - 2 = -6?", [], False) == []
