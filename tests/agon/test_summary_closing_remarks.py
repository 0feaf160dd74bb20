"""Closing remarks (agon.closing_remarks): a remark after the draft's work reached its answer that carries a value of
its own joins the conclusion; the final step in words, checks, listings and remarks without new values stay."""
import json
from pathlib import Path

import pytest

from agon_mcore.agon.closing_remarks import closing_remark_spans
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.segments import segments
from agon_mcore.agon.summary import CONCLUSION_PLACEHOLDER, summarize_draft

SETS = Path(__file__).resolve().parents[2] / "tools" / "summary_redteam"


def _case(set_name: str, case_id: str) -> dict:
    for line in open(SETS / set_name / "heldout.jsonl"):
        row = json.loads(line)
        if row["id"] == case_id:
            return row
    raise KeyError(case_id)


# the inputs of the black-box sets that the rule closes (fresh20 g09, g14, g30, fresh21 j29)
SET_LEAKS = [("fresh20", "g09"), ("fresh20", "g14"), ("fresh20", "g30"), ("fresh21", "j29")]


@pytest.mark.parametrize("set_name,case_id", SET_LEAKS)
def test_set_remarks_hidden(set_name, case_id):
    row = _case(set_name, case_id)
    out = summarize_draft(row["draft"], domain="math", problem=row["problem"])
    for form in row["leak_forms"]:
        assert form not in out.text
    if (set_name, case_id) != ("fresh20", "g30"):  # g30's midpoint display is hidden before this rule runs (open)
        for keep in row["must_stay"]:
            assert keep in out.text
    assert not answer_readable(out.text, row["answer"], "math", problem=row["problem"])


# (problem, draft, the remark's text that must go) -- one kind per pair, written for this rule
LEAKS = [
    # a description of the answer by name, after the relation that reaches it
    ("Two angles of a triangle are 50° and 60°. What is the third angle, in degrees?",
     "The angles of a triangle add to $180^\\circ$, so the third is $180^\\circ - 50^\\circ - 60^\\circ$.\n\n"
     "That is the angle of a regular pentagon's corner minus a right angle and a half of eighteen, a neat coincidence.\n\n"
     "$$\\boxed{70}$$", "a right angle and a half of eighteen"),
    ("A square has side 9. What is its area?",
     "The area of a square is its side squared: $9^2 = 9 \\cdot 9$.\n\n"
     "In other words, the area is four more than seventy-seven, which is easy to remember.\n\n$\\boxed{81}$",
     "four more than seventy-seven"),
    # directions and positions for a point
    ("Find the midpoint of the segment from $(2, 8)$ to $(6, -2)$.",
     "Average the coordinates: $\\left(\\frac{2 + 6}{2}, \\frac{8 + (-2)}{2}\\right)$.\n\n"
     "So from the origin you walk four units to the right and three units up.\n\n$$\\boxed{(4, 3)}$$",
     "four units to the right and three units up"),
    # a remark after the box
    ("Ann has 3 bags of 12 apples. How many apples does she have?",
     "Each bag has 12 apples and there are 3 bags: $3 \\times 12 = 36$.\n\n$\\boxed{36}$\n\n"
     "P.S. that is three dozen apples, or thirty-six if you count them one by one.", "thirty-six"),
    ("What is $0.25$ written as a fraction in lowest terms?",
     "$0.25 = \\frac{25}{100} = \\frac{1}{4}$ after dividing by 25.\n\n$$\\boxed{\\frac14}$$\n\n"
     "*Edit:* as a percentage that is 25 percent, one part in four.", "one part in four"),
    # a unit or scale restatement
    ("A rope is 3 m long and is cut into 4 equal pieces. How long is each piece, in metres?",
     "Each piece is $3 \\div 4 = 0.75$ m.\n\nFor a tailor that is seventy-five centimetres per piece.\n\n$$\\boxed{0.75}$$",
     "seventy-five centimetres"),
    ("A movie lasts 150 minutes. How many hours is that?",
     "There are 60 minutes in an hour, so $150 / 60 = 2.5$.\n\n"
     "On a watch it reads two and a half hours, i.e. two hours and thirty minutes.\n\n$\\boxed{2.5}$",
     "two hours and thirty minutes"),
]


@pytest.mark.parametrize("problem,draft,gone", LEAKS)
def test_remark_after_reaching_hidden(problem, draft, gone):
    out = summarize_draft(draft, domain="math", problem=problem)
    assert gone not in out.text
    assert CONCLUSION_PLACEHOLDER in out.text


# (problem, draft, what must stay) -- work around the conclusion that the rule must not take
STAYS = [
    # the final step in words: the answer is not reached before it
    ("Ana stands behind 3 people in a line. What is her position?",
     "There are 3 people ahead of Ana, and we count one more for Ana herself.\n\nSo Ana is fourth.\n\n\\boxed{4}",
     "we count one more for Ana herself"),
    ("A trip takes 3 weeks and 2 days. How many days is that?",
     "Three weeks are $3 \\cdot 7 = 21$ days.\n\nThen we add the two extra days and one more for the day of travel home.\n\n"
     "So the total is below.\n\n$\\boxed{24}$", "one more for the day of travel home"),
    # a check that re-derives another quantity (derived on the page: a bare 36, one step from the answer through the
    # given 81 with no source, is read as a relative of the answer, answer_forms.unsourced)
    ("The middle term of an arithmetic sequence with ends 9 and 81 is $x$. Find $x$.",
     "The middle term is the average: $$x = \\frac{9 + 81}{2}.$$\n\n"
     "Consistency check: the common difference is then $(81 - 9)/2 = 36$ on both sides.\n\n$$\\boxed{45}$$",
     "common difference is then $(81 - 9)/2 = 36$"),
    # a listing of values
    ("How many multiples of 30 are at most 100?",
     "$\\text{lcm}$ aside, the multiples of 30 are easy: $30 \\cdot 1 = 30$.\n\n"
     "The multiples of 30 up to 100 are 30, 60 and 90, and 120 is too big.\n\nSo the count is as shown.\n\n$\\boxed{3}$",
     "30, 60 and 90"),
    # a function of numbers
    ("How many ways are there to choose 4 of 10 books?",
     "Order does not matter, so we count subsets: $\\binom{10}{4} = \\frac{10 \\cdot 9 \\cdot 8 \\cdot 7}{24}$.\n\n"
     "That is C(10, 4) in calculator notation.\n\n$\\boxed{210}$", "C(10, 4)"),
    # a generalisation in a variable
    ("How many edges does a triangular prism have?",
     "Two triangles give $3 + 3$ edges and three lateral edges join them: $3 + 3 + 3$.\n\n"
     "In general a prism over an $n$-gon has $3n$ edges.\n\n$\\boxed{9}$", "$3n$ edges"),
    # work after the box: a relation that derives another quantity
    ("Solve $2x + 3 = 11$.",
     "Subtract 3: $2x = 8$, so $x = 8 / 2$.\n\n$\\boxed{4}$\n\nThe same $x$ also gives $x^2 = 16$ for part (b).",
     "$x^2 = 16$"),
]


@pytest.mark.parametrize("problem,draft,keep", STAYS)
def test_work_around_conclusion_stays(problem, draft, keep):
    out = summarize_draft(draft, domain="math", problem=problem)
    assert keep in out.text


def test_remark_without_value_stays():
    """fresh20 g15: "Both values are positive." carries no value and stays; the remark with the squares after it is
    an operation, work the rule leaves (it still restates the answer: not closed here)."""
    row = _case("fresh20", "g15")
    out = summarize_draft(row["draft"], domain="math", problem=row["problem"])
    assert "Both values are positive." in out.text and "(1 \\pm \\sqrt{2})^2" in out.text


def test_no_work_no_closing_run():
    """A draft with no step before its conclusion has no closing run: its prose stays."""
    vis = "We test small n and the pattern persists for every n of the form four k plus one.\nSo infinitely many.\n\\boxed{\\infty}"
    segs = segments(vis)
    anchor = len(segs) - 1
    conc = (vis.index("So infinitely"), len(vis), CONCLUSION_PLACEHOLDER)
    assert closing_remark_spans(vis, segs, [conc], anchor, CONCLUSION_PLACEHOLDER, None, ["\\infty"]) == [conc]


def test_remark_joins_conclusion_placeholder():
    """A remark right before the conclusion widens the conclusion's span; no second placeholder appears."""
    vis = ("Each side is 9, so the area is $9 \\cdot 9 = 81$.\n\n"
           "That is four more than seventy-seven.\n\nSo the area is shown below.\n\n$\\boxed{81}$")
    segs = segments(vis)
    anchor = len(segs) - 1
    start = vis.index("So the area")
    out = closing_remark_spans(vis, segs, [(start, len(vis), CONCLUSION_PLACEHOLDER)], anchor,
                               CONCLUSION_PLACEHOLDER, "A square has side 9. What is its area?", ["81"])
    assert out == [(vis.index("That is four"), len(vis), CONCLUSION_PLACEHOLDER)]


def _rule(vis: str, problem: str, answer: str, concl_from: str):
    """closing_remark_spans alone on ``vis``: the conclusion is ``vis[vis.index(concl_from):]``; the hidden texts."""
    segs = segments(vis)
    start = vis.index(concl_from)
    out = closing_remark_spans(vis, segs, [(start, len(vis), CONCLUSION_PLACEHOLDER)], len(segs) - 1,
                               CONCLUSION_PLACEHOLDER, problem, [answer])
    return [vis[s:e] for s, e, _ in out]


@pytest.mark.parametrize("vis,problem,answer,concl_from,first_hidden", [
    # reached by an expression, then a remark with a new value: joins the conclusion
    ("Add: $m + n = 99 + 28$.\n\nIt is the largest prime below one hundred and thirty.\n\nSo the answer is below.\n\n$\\boxed{127}$",
     "Find m + n where m = 99 and n = 28.", "127", "So the answer", "It is the largest prime"),
    # reached by a relation's result, then a direction remark
    ("Average: $x = \\frac{2 + 6}{2} = 4$ and $y = \\frac{8 - 2}{2} = 3$, so $(x, y) = (4, 3)$.\n\n"
     "From the origin walk east for four blocks and north for three.\n\nThus it is shown.\n\n$\\boxed{(4, 3)}$",
     "Find the midpoint of (2, 8) and (6, -2).", "(4, 3)", "Thus it is", "From the origin walk"),
])
def test_rule_hides_remark_after_reaching(vis, problem, answer, concl_from, first_hidden):
    hidden = _rule(vis, problem, answer, concl_from)
    assert hidden[0].startswith(first_hidden) and hidden[0].endswith("$")


@pytest.mark.parametrize("vis,problem,answer,concl_from", [
    # not reached before: the final step in words
    ("There are 3 people ahead of Ana: $3$ people.\n\nWe count one more for Ana herself.\n\nSo she is shown.\n\n\\boxed{4}",
     "Ana stands behind 3 people. What is her position?", "4", "So she is"),
    # a listing, a check, a function of numbers: work
    ("Multiples: $30 \\cdot 3 = 90$ is the last.\n\nThe multiples of 30 are 30, 60 and 90.\n\nSo the count is below.\n\n$\\boxed{3}$",
     "How many multiples of 30 are at most 100?", "3", "So the count"),
    ("The middle term: $x = \\frac{9 + 81}{2} = 45$.\n\nConsistency check: the common difference is 36 on both sides.\n\n"
     "So x is below.\n\n$\\boxed{45}$", "Find the middle term of 9, x, 81 in arithmetic progression.", "45", "So x is"),
    ("Count: $\\binom{10}{4} = 210$.\n\nThat is C(10, 4) in calculator notation.\n\nSo the count is below.\n\n$\\boxed{210}$",
     "How many ways to choose 4 of 10?", "210", "So the count"),
])
def test_rule_keeps_work_and_final_step(vis, problem, answer, concl_from):
    assert _rule(vis, problem, answer, concl_from) == [vis[vis.index(concl_from):]]
