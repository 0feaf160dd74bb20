"""Round 18 (r18a): the conclusion is the span that states the answer, not the work before it
(``agon_mcore.agon.statement_cut``). Inputs written here, in other wordings, notations and draft styles than the
fresh17 cases that showed the kind (op10, op14, op18, op19, o01): the line, clause, list item or relation before the
statement stays; where the answer really is stated, it stays hidden."""
import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.statement_cut import clause_work, enumeration_line, open_relation_cut, statement_start, unevaluated_operation
from agon_mcore.agon.segments import segments
from agon_mcore.agon.summary import CONCLUSION_PLACEHOLDER, summarize_draft


def _summary(draft: str, problem: str) -> str:
    return summarize_draft(draft, domain="math", problem=problem).text


WORK_STAYS = [
    # an open relation before the box: the box is its right side, all the line is work (### steps; chatty)
    ("What is the units digit of $3^{2023}$?", "7",
     "### Step 1\nThe units digits of powers of 3 cycle with period 4: 3, 9, 7, 1.\n\n### Step 2\nSince $2023 = 4 \\cdot 505 + 3$, "
     "the units digit of $3^{2023}$ equals the third one in the cycle, which is\n\n\\boxed{7}",
     # (the place in the cycle named, "the third one", picks 7 from the list shown: a reading of its own since round 29,
     # answer_forms.list_picks; the work before it stays)
     ["The units digits of powers of 3 cycle with period 4: 3, 9, 7, 1.", "Since $2023 = 4 \\cdot 505 + 3$, the units digit of $3^{2023}$ equals"]),
    ("Tom has 17 red marbles and 25 blue marbles. He gives half of all his marbles to his sister. How many marbles does he give away?", "21",
     "ok so red plus blue is 17 + 25 = 42 marbles, and he gives half, so 42 / 2 comes to\n\n\\boxed{21}",
     ["17 + 25 = 42 marbles, and he gives half, so 42 / 2 comes to"]),
    ("Determine the remainder when $6 + 10 + 14$ is divided by 4.", "2",
     "Term by term:\n* $6 \\equiv 2$\n* $10 \\equiv 2$\n* $14 \\equiv 2$\n\nAdding the residues: $2 + 2 + 2 = 6$, which mod 4 comes to\n\n\\boxed{2}",
     ["* $14 \\equiv 2$", "Adding the residues: $2 + 2 + 2 = 6$, which mod 4 comes to"]),
    # work and statement in one sentence: the work's conjunct stays (terse; GSM8K prose)
    ("Mia had 30 stickers. She gave 12 to her brother. How many stickers does she have left?", "18",
     "Mia starts with 30 stickers. She gives her brother 12 of them and keeps eighteen.\n\n\\boxed{18}",
     ["She gives her brother 12 of them and"]),
    ("A bus had 40 riders. At the stop, 15 got off. How many riders are on the bus now?", "25",
     "40 riders at first. At the stop 15 get off the 40 and twenty-five stay on.\n\n\\boxed{25}",
     ["At the stop 15 get off the 40 and"]),
    # another root or candidate named before the verdict: work, not a restatement (prose; numbered list)
    ("A ball's height is $h(t) = -t^2 + 2t + 3$ meters. At what time $t > 0$ does it hit the ground?", "3",
     "Set $h(t) = 0$: $t^2 - 2t - 3 = 0$, so $(t + 1)(t - 3) = 0$.\nThe roots are $t = -1$ and the positive root; time must be positive.\n\n\\boxed{3}",
     ["The roots are $t = -1$ and the positive root;"]),
    ("Solve $x^2 - 7x + 10 = 0$ and give the smaller solution.", "2",
     "1) Try x = 5: 25 - 35 + 10 = 0, works.\n2) Vieta: the product of the roots is 10, so the other root is 10/5.\n"
     "3) Candidates: x = 5 and the other one; the problem wants the smaller one.\n\n\\boxed{2}",
     ["3) Candidates: x = 5 and the other one;"]),
    # an enumeration of the counted objects after the final derivation (a line; a line in words)
    ("How many distinct arrangements of the letters of the word CAB are there?", "6",
     "Three distinct letters, so $3! = 3 \\cdot 2 \\cdot 1$ orders.\nThey are: CAB, CBA, ACB, ABC, BCA, BAC.\n\n\\boxed{6}",
     ["$3! = 3 \\cdot 2 \\cdot 1$ orders.", "They are: CAB, CBA, ACB, ABC, BCA, BAC."]),
    ("Sam has a red and a blue shirt and jeans and a skirt. How many outfits of one shirt and one bottom can he make?", "4",
     "Each shirt goes with each bottom: $2 \\times 2$ outfits.\nWriting them out: red with jeans, red with skirt, blue with jeans, blue with skirt.\n\nAnswer: \\boxed{4}",
     ["Writing them out: red with jeans, red with skirt, blue with jeans, blue with skirt."]),
    # a binomial coefficient still to evaluate on the right of the last relation
    ("In how many ways can 7 of 8 players be chosen?", "8",
     "Leaving one player out is the same choice: $\\binom{8}{7} = \\binom{8}{1}$.\n\n\\boxed{8}",
     ["$\\binom{8}{7} = \\binom{8}{1}$"]),
]


@pytest.mark.parametrize("problem, answer, draft, stays", WORK_STAYS)
def test_work_before_the_statement_stays(problem, answer, draft, stays):
    s = _summary(draft, problem)
    for piece in stays:
        assert piece in s, s
    assert CONCLUSION_PLACEHOLDER in s
    assert not answer_readable(s, answer, problem=problem, count_work=False)  # the summarizer's own closing reader


ANSWER_STATED = [
    ("What is 2 + 3?", "5", "The sum is 2 + 3 = 5, so the answer is\n\n\\boxed{5}", "= 5"),
    ("A rectangle has width $y$ and length $y+2$ and area 24. What is $y$?", "4",
     "Area: $y(y+2) = 24$, so $y^2 + 2y - 24 = 0$, i.e. $(y - 4)(y + 6) = 0$.\n\nRoots: $y = 4$ and $y = -6$; a width must be positive.\n\n\\boxed{4}",
     "y = 4"),
    ("In how many ways can 7 of 8 players be chosen?", "8",
     "Leaving one player out is the same choice: $\\binom{8}{7} = \\binom{8}{1} = 8$.\n\n\\boxed{8}", "= 8"),
    ("Mia had 30 stickers. She gave 12 to her brother. How many stickers does she have left?", "18",
     "She gives her brother 12 of them and keeps 18 stickers.\n\n\\boxed{18}", "18"),
    ("Compute $2 + 3$.", "5", "We add: 2 + 3 = 5 and the answer is\n\n\\boxed{5}", "= 5"),
    ("Which perfect squares lie strictly between 2 and 20?", "\\{4, 9, 16\\}",  # a list of values, not of objects
     "Squares: 1, 4, 9, 16, 25.\nThose strictly between 2 and 20: four, nine and sixteen.\n\n\\boxed{\\{4, 9, 16\\}}", "four, nine and sixteen"),
]


@pytest.mark.parametrize("problem, answer, draft, form", ANSWER_STATED)
def test_a_stated_answer_stays_hidden(problem, answer, draft, form):
    s = _summary(draft, problem)
    assert form not in s, s
    assert not answer_readable(s, answer, problem=problem)


def _segs(text):
    return text, segments(text)


def test_open_relation_cut_needs_an_operation_and_a_box():
    vis = "Total $\\equiv 2 + 2 + 2 = 6$, and $6 \\bmod 4$ is\n\n\\boxed{2}"
    segs = segments(vis)
    anchor = len(segs) - 1
    assert open_relation_cut(vis, segs, anchor) == vis.index(" is") + 4
    for vis in ["So the answer is\n\n\\boxed{2}", "We computed 6 mod 4 and it is small.\n\n\\boxed{2}"]:
        segs = segments(vis)
        assert open_relation_cut(vis, segs, len(segs) - 1) is None


def test_statement_start_and_clause_work():
    t = "so he takes 3 off the 15 and lands on twelve."
    assert t[statement_start(t, ["12"]):].startswith("lands on twelve")
    assert statement_start("so the total is twelve.", ["12"]) == 0
    assert clause_work("$x = 1$ and the negative root;", ["-2"])
    assert not clause_work("$x = -2$ is the only value;", ["-2"])
    assert not clause_work("So $n = 3$ is the only integer that works;", ["1"])  # a closing clause restates the count
    assert not clause_work("every point of $x + y = 3$ works,", ["\\infty"])  # a relation, no name set


@pytest.mark.parametrize("line, want", [
    ("Listing them: AB, BA, AC, CA", True),
    ("red with jeans, red with skirt, blue with jeans", True),
    ("so the values are 1, 2, 3", False),
    ("Those left: four, nine and sixteen.", False),
    ("first, second", False),
])
def test_enumeration_line(line, want):
    assert enumeration_line(line) is want


def test_unevaluated_operation():
    assert unevaluated_operation("\\binom{6}{1}") and unevaluated_operation("C(6, 1)")
    assert not unevaluated_operation("6") and not unevaluated_operation("3^2")
