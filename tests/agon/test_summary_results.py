"""Results fail closed (``agon_mcore.agon.results``): where a draft states a result (a relation's right
side, a clause after a conclusion word or a dash, a title or a preamble claim, a key-value line or a
table's total row, an aside, a question, a check mark, a choice), the content is hidden unless it is
licensed (a given, one value stated before, used again later, arithmetic still to do, procedure).

Every input below is written for this test. Each hidden form is one the reader does NOT read (asserted:
``answer_readable(form, answer)`` is False), and the summary keeps it when the results pass is switched
off (asserted), so it is hidden by the rule and not by a reading. The must-stay inputs are results the
challenger needs: a value used later, a given restated, procedure, arithmetic to do, an equation still
to solve, a definition, a count of another noun, an enumeration, a plain number after a relation, a
section title."""
from fractions import Fraction

import pytest

import agon_mcore.agon.summary as summary_mod
from agon_mcore.agon.answer_forms.claims import elimination_mentions
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.results import licensed, result_slots, values_in
from agon_mcore.agon.summary import summarize_draft

# (slot kind, problem, draft, answer, a form of the answer the reader cannot read)
HIDE = [
    ('relation', 'How many sides has a polygon whose interior angles sum to 1620 degrees?', '(n − 2)·180 = 1620: as many sides as a football team has players.\n\nThe formula holds for convex polygons.\n\n\\boxed{11}', '11', 'as many sides as a football team has players'),
    ('relation', 'How many sides has a polygon whose interior angles sum to 1260 degrees?', '(n − 2)·180 = 1260 → as many sides as a baseball game has innings.\n\nConvexity is not needed.\n\n\\boxed{9}', '9', 'as many sides as a baseball game has innings'),
    ('connective', 'How many edges has an octahedron?', 'It is dual to the cube, so it has as many edges as a cube.\n\nDuality swaps faces and vertices.\n\n\\boxed{12}', '12', 'as many edges as a cube'),
    # ("the smallest prime" is read since stop 59, answer_forms.named_values: a description the reader still cannot compute)
    ('connective', 'Which prime is even?', 'Every other prime is odd, hence the lowest prime of all.\n\nParity settles it.\n\n\\boxed{2}', '2', 'the lowest prime of all'),
    ('dash', 'How many edges has a cube?', 'A cube — as many edges as months in a year — has 6 faces of 4 edges, each shared by 2: 6·4/2.\n\n\\boxed{12}', '12', 'as many edges as months in a year'),
    ('dash', 'How many beads are red if 30 beads are split 2 : 3?', 'Split 30 into 5 parts of 6; red takes 2 parts — as many as the jurors on a panel.\n\nBlue takes the rest.\n\n\\boxed{12}', '12', 'as many as the jurors on a panel'),
    # ("the months of a year" is read since stop 68: answer_forms.unit_counts)
    ('title', 'How many lattice paths go from (0,0) to (6,4)?', "**Outcome — as many as the ways to pick 4 of 10**\n\nEach path is a word of 6 R's and 4 U's.\n\n\\boxed{210}", '210', 'as many as the ways to pick 4 of 10'),
    ('title', 'What is 2^9 - 1?', '# Spoiler — nine ones in binary\n\nDrop the empty subset from 2^9.\n\n\\boxed{511}', '511', 'nine ones in binary'),
    ('preamble', 'What is 3^4?', 'TL;DR: four threes multiplied, i.e. the fourth power of three.\n\nPowers repeat multiplication.\n\n\\boxed{81}', '81', 'four threes multiplied'),
    ('preamble', 'Is 97 prime?', 'Short answer: it checks out.\n\nNo divisor up to 9 works: we check 2, 3, 5 and 7.\n\n\\boxed{\\text{Yes}}', '\\text{Yes}', 'it checks out'),
    ('keyvalue', 'How many multiples of 3 are at most 50?', 'floor(50/3) counts them.\n\n```yaml\ncount_of_multiples: four squared\n```\n\n\\boxed{16}', '16', 'four squared'),
    ('keyvalue', 'How many multiples of 3 are at most 50?', 'floor(50/3) counts them.\n\n| bucket | count |\n|---|---|\n| 3, 6, ... | many |\n| Total | two to the fourth |\n\nThe largest is 48.\n\n\\boxed{16}', '16', 'two to the fourth'),
    ('aside', 'What is 7 times 6?', 'Six sevens (the answer to everything, famously) is easy.\n\nTimes tables help.\n\n\\boxed{42}', '42', 'the answer to everything'),
    # ("a whole revolution" is read since fresh24: a named whole, answer_forms.named_values; another unread form here)
    ('aside', 'How many degrees are in a full turn?', 'The turns add up (a complete circuit) as you walk around.\n\nThis does not depend on the shape.\n\n\\boxed{360}', '360', 'a complete circuit'),
    ('question', 'What is the gcd of 84 and 126?', 'Is it half of eighty-four? 84 = 2·42 and 126 = 3·42.\n\nThe cofactors are coprime.\n\n\\boxed{42}', '42', 'half of eighty-four'),
    ('question', 'What is the gcd of 84 and 126?', 'Could it be six sevens? Both are multiples of 42.\n\nThe cofactors 2 and 3 are coprime.\n\n\\boxed{42}', '42', 'six sevens'),
    ('mark', 'Is 91 prime?', '91 = 7·13 ✘\n\nA prime has only two divisors.\n\n\\boxed{\\text{No}}', '\\text{No}', '✘'),
    ('mark', 'Is 1001 divisible by 7?', '1001 = 7·143 ✅\n\nAnd 143 = 11·13.\n\n\\boxed{\\text{Yes}}', '\\text{Yes}', '✅'),
    ('choice', 'Which is prime? (A) 51 (B) 53 (C) 55 (D) 57', '51 = 3·17, 55 = 5·11, 57 = 3·19. I would go with b.\n\nThe others factor.\n\n\\boxed{B}', 'B', 'go with b'),
    ('choice', 'Which is prime? (A) 51 (B) 53 (C) 55 (D) 57', '~~(A) 51~~ ~~(C) 55~~ ~~(D) 57~~ all factor.\n\nOne option is left.\n\n\\boxed{B}', 'B', '~~(C) 55~~'),
]

# (what it is, problem, draft, answer, text that must stay)
STAY = [
    ('used later', 'Tom doubles his apples and adds 9 to get 23. How many did he start with?', 'Undo the 9: 23 − 9 = 14, which is a dozen and two. Half of that: 14 / 2.\n\n\\boxed{7}', '7', '23 − 9 = 14'),
    ('used later', 'How many diagonals has an octagon?', 'Each vertex sees 8 − 3 = 5 others, so 8 · 5 = 40 ends; halve 40 for the pairs.\n\n\\boxed{20}', '20', '8 · 5 = 40'),
    ('given', 'A square has side 6. What is its area?', 'The side is 6, so the area is side times side: 6 · 6.\n\n\\boxed{36}', '36', 'The side is 6'),
    ('given', 'A rectangle has length 12 and perimeter 40. What is its width?', 'We are told the length is 12, so 2(12 + w) = 40 gives 12 + w = 20.\n\n\\boxed{8}', '8', '12 + w = 20'),
    ('procedure', 'How many 3-digit numbers have at least one 7?', 'Counting the complement is easier, so we use complementary counting: 900 − 8·9·9.\n\n\\boxed{252}', '252', 'so we use complementary counting'),
    ('procedure', 'How many subsets has a 6-element set?', 'Each element is in or out, so we multiply the choices: 2^6.\n\n\\boxed{64}', '64', 'so we multiply the choices'),
    ('arithmetic to do', 'How many handshakes among 12 people?', 'Each shakes 11 hands and each handshake counts twice, so the count is \\frac{12 \\cdot 11}{2}.\n\n\\boxed{66}', '66', '\\frac{12 \\cdot 11}{2}'),
    ('arithmetic to do', 'What is 17 times 23?', '17·23 = (20 − 3)(20 + 3) = 20² − 3² = 400 − 9.\n\n\\boxed{391}', '391', '400 − 9'),
    ('equation to solve', 'Solve x + y = 2, x - y = 4 for (x, y).', 'Adding the equations gives $2x = 6$.\nSubtracting gives $2y = -2$.\nTherefore x is 3 and y is -1.\n\\boxed{(3, -1)}', '(3, -1)', '$2x = 6$'),
    ('definition', 'Simplify (1 + 2i)(1 - 2i).', 'Use $i^2 = -1$. The product is a difference of squares.\n\n\\boxed{5}', '5', '$i^2 = -1$'),
    ('count of another noun', 'A bag has 3 red and 9 blue marbles. What is the probability of red?', 'There are $3 + 9 = 12$ marbles and 3 of them are red.\n\n$\\boxed{\\frac14}$', '\\frac14', '3 + 9 = 12'),
    ('enumeration', 'How many two-digit multiples of 30 are there?', 'Multiples of 30 below 100 start at 30.\n\nSo the list is 30, 60, 90.\n\n$\\boxed{3}$', '3', '30, 60, 90'),
    ('plain number after a relation', 'What is the side of a square of area 9?', 'The side s satisfies s^2 = 9, whose negative root is s = -3, which we reject.\n\n\\boxed{3}', '3', 's = -3'),
    ('title without a value', 'How many lattice paths go from (0,0) to (3,2)?', "## Counting words\n\nEach path is a word of 3 R's and 2 U's: C(5, 2).\n\n\\boxed{10}", '10', '## Counting words'),
]


@pytest.mark.parametrize("kind,problem,draft,answer,form", HIDE, ids=[f"{i}:{x[0]}" for i, x in enumerate(HIDE)])
def test_a_result_slot_hides_a_form_the_reader_cannot_read(kind, problem, draft, answer, form, monkeypatch):
    assert form in draft and not answer_readable(form, answer, problem=problem)  # no reading can hide it
    s = summarize_draft(draft, problem=problem).text
    assert form not in s and "[hidden: the conclusion and final answer]" in s, s
    monkeypatch.setattr(summary_mod, "result_slot_spans", lambda *a, **k: [])
    monkeypatch.setattr(summary_mod, "outside_count_spans", lambda *a, **k: [])  # a count by an outside set: also hidden
    monkeypatch.setattr(summary_mod, "outside_referent_spans", lambda *a, **k: [])  # (and by an outside referent)
    assert form in summarize_draft(draft, problem=problem).text or \
        elimination_mentions(draft, answer, problem)  # the results pass hides it (or: every other option rejected)


@pytest.mark.parametrize("what,problem,draft,answer,keep", STAY, ids=[f"{i}:{x[0]}" for i, x in enumerate(STAY)])
def test_licensed_results_stay(what, problem, draft, answer, keep):
    s = summarize_draft(draft, problem=problem).text
    assert keep in s, s
    assert "[hidden: the conclusion and final answer]" in s


def test_slots_are_found_by_structure():
    t = "So 8 · 5 = 40 ends: twice the edges; hence a dozen (the months) — more or less. Is it 12? ✓"
    kinds = {(t[s:e], k) for s, e, k in result_slots(t)}
    assert ("40 ends", "relation") in kinds
    assert ("a dozen (the months)", "connective") in kinds
    assert ("more or less", "connective") in kinds
    assert ("the months", "aside") in kinds
    assert ("12", "question") in kinds
    assert ("✓", "mark") in kinds
    t = "~~(A) 4~~ so pick (B)."
    assert {t[s:e] for s, e, k in result_slots(t, options=True) if k == "choice"} == {"~~(A) 4~~", "B"}
    t = "count: 16\nlargest: 48"
    assert [t[s:e] for s, e, k in result_slots(t, data=True)] == ["16", "48"]


def test_license_rules():
    assert sorted(v for _, _, v in values_in("2⁷ and 80% of a dozen")) == [Fraction(4, 5), 2, 7, 12, 80]
    kw = dict(known=[], givens=[], later="")
    assert not licensed("a hendecagon", "connective", **kw)  # a statement without a value is a result
    assert licensed("we use complementary counting", "connective", **kw)  # procedure
    assert licensed("14", "connective", known=[], givens=[], later=" so 14 / 2 remains")  # used later
    assert not licensed("14", "connective", known=[], givens=[], later=" so 14 remains")  # restated is no use
    assert licensed("6", "connective", known=[6], givens=[6], later="")  # a given
    assert not licensed("2 to the 6th", "connective", known=[2, 6], givens=[6], later="")  # values compose a result
    assert licensed("7·6/2", "relation", **kw)  # arithmetic still to do
    assert not licensed("10/22", "relation", work_before=True, **kw)  # a fraction computed by work is a value
    assert not licensed("210 paths", "title", known=[210], givens=[210], later="")  # a title states
    assert licensed("✓", "mark", **kw)  # a check passed, the answer a value and no options: nothing named
    assert not licensed("✓", "mark", numeric_answer=False, **kw)  # for a verdict answer a mark is the verdict
    assert not licensed("✓", "mark", choice_problem=True, **kw)  # with options a mark names one
