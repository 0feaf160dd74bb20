"""A draft that states its answer without a box: the summary hides the stated answer as it hides a boxed one.

The grader reads boxed answers only, so such a draft scores as failed and a challenger copying its answer would earn
the conversion bonus. Each position kind (an answer statement, a value line, the closing statement) has inputs in
several styles; must-stay inputs keep a cut draft's last work and a draft that states no result. The 40 drafts of
``tests/data/unboxed_attack.jsonl`` were written by an attacker against the first version of the rules (24 leak
attempts, 12 must-stay probes, 4 boxed controls) and are judged here by their listed forms and the reader."""
import json
from pathlib import Path

import pytest

from agon_mcore.agon.answer_forms import HIDDEN
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import BOXED_PLACEHOLDER, summarize_draft
from agon_mcore.agon.unboxed import stated_answers

EGGS = ("Janet's ducks lay 16 eggs per day. She eats 3 and bakes with 4. She sells the rest for $2 each. "
        "How much does she make every day?")

# (problem, draft, answer, work that must stay)
STATED = [
    # an answer statement
    (EGGS, "She keeps 16 - 3 - 4 = 9 eggs to sell, at 2 dollars each: 9 * 2.\n\nAnswer: 18", "18", ["16 - 3 - 4 = 9"]),
    ("What is $\\gcd(84, 36)$?", "84 = 2^2 * 3 * 7 and 36 = 2^2 * 3^2, so the common part is 2^2 * 3.\n\n"
     "The final answer is $12$.", "12", ["84 = 2^2 * 3 * 7"]),
    ("Solve $3x - 7 = 11$.", "Adding 7 to both sides gives $3x = 18$, and dividing by 3,\n\n**Final Answer:** x = 6",
     "6", ["$3x = 18$"]),
    # a value line: a marker, emphasis, a display, a label
    (EGGS, "Eggs left: 16 - 3 - 4 = 9.\nMoney: 9 x $2 = $18.\n#### 18", "18", ["16 - 3 - 4 = 9"]),
    ("Solve $2x + 1 = 11$.", "Subtract 1 from both sides: $2x = 10$. Divide by 2.\n\n**x = 5**", "5", ["$2x = 10$"]),
    ("Compute $\\frac{3}{8} + \\frac{3}{8}$.", "The denominators agree, so we add the numerators: 3 + 3 = 6 eighths, "
     "and 6/8 reduces by 2.\n\n\\[\\frac{3}{4}\\]", "\\frac{3}{4}", ["3 + 3 = 6"]),
    ("How many apples are left?", "He starts with 12 apples and gives away 5, so 12 - 5 remain.\n\n∴ 7 apples", "7",
     ["12 - 5"]),
    ("What is the perimeter of a square with side 7?", "A square has 4 equal sides, each 7.\n\nTotal: **28**", "28",
     ["4 equal sides"]),
    # the closing statement of a finished draft
    (EGGS, "She has 16 - 3 - 4 = 9 eggs left, and each sells for $2.\n\nTherefore, Janet makes $18 every day.", "18",
     ["16 - 3 - 4 = 9"]),
    ("How many ways can 4 books stand in a row?", "There are 4 choices for the first place, then 3, 2 and 1.\n"
     "So there are 24 ways to arrange them. I hope this helps!", "24", ["4 choices"]),
    ("Find the minimum of $x^2 - 4x + 1$.", "Completing the square, $x^2 - 4x + 1 = (x-2)^2 - 3$. Thus the minimum "
     "value is $-3$, attained at $x = 2$.", "-3", ["(x-2)^2 - 3"]),
    ("Solve $2x = 10$.", "Dividing by 2, so x = 5. Now check: 2 * 5 = 10, which matches.", "5", ["Dividing by 2"]),
]


@pytest.mark.parametrize("problem,draft,answer,keep", STATED)
def test_stated_answer_is_hidden_and_work_stays(problem, draft, answer, keep):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert s.had_answer and s.hidden_answer is not None, s
    assert not answer_readable(s.text, answer, "math", problem=problem), s.text
    for k in keep:
        assert k in s.text, (k, s.text)
    assert BOXED_PLACEHOLDER not in s.text, "the summary shows no box the draft never wrote"


def test_placeholder_originals_name_the_value_without_a_box():
    s = summarize_draft(STATED[0][1], domain="math", problem=EGGS)
    assert s.hidden_answer == "18"
    assert any("18" in o for o in s.placeholders) and not any("\\boxed" in o for o in s.placeholders)
    assert HIDDEN in s.text or "[hidden" in s.text


# (problem, draft, finish reason, text that must stay)
NO_STATED = [
    # cut by the length limit: the last clause is work in progress, not a conclusion
    (EGGS, "She has 16 - 3 - 4 = 9 eggs left, and each sells for $2.\n\nSo she makes 18 dollars a day, and then",
     "length", "So she makes 18 dollars a day"),
    # no answer stated at all
    ("Find the area of a 3 by 4 rectangle.", "The area is length times width, here 3 * 4.", "stop", "3 * 4"),
    # a plan of arithmetic still to do after the last "so" clause: the draft has not concluded
    ("How many pencils are in 5 boxes?", "Each box has 3 packs of 4 pencils.\n\nSo each box has 12 pencils.\n\n"
     "Next, we should compute 12 * 5.", "stop", "So each box has 12 pencils"),
    # a question after it: the same
    ("Tom picked 9 apples and his sister 6. They give away 4. How many are left?", "Tom picked 9 apples and his "
     "sister picked 6.\n\nSo together they have 15 apples now.\n\nHow many do they give away?", "stop", "15 apples"),
    # a heading that is a step, not a value
    ("How many marbles?", "#### Step 1\nThere are 4 red and 5 blue marbles.\n#### Step 2\nWe still need the green ones.",
     "stop", "4 red and 5 blue"),
]


@pytest.mark.parametrize("problem,draft,finish,keep", NO_STATED)
def test_no_stated_answer_keeps_the_draft(problem, draft, finish, keep):
    s = summarize_draft(draft, finish, domain="math", problem=problem)
    assert keep in s.text, s.text
    assert s.hidden_answer is None


def test_a_draft_with_a_box_is_read_by_its_box_only():
    vis = "So x = 3, and the answer is 3.\n\n\\boxed{}"
    assert stated_answers(vis) == []  # an empty box: final_answer decides, no stated answer is guessed
    s = summarize_draft("x + 1 = 4, so x = 3.\n\n\\boxed{3}\n\nAnswer: 3", domain="math", problem="Find x.")
    assert s.hidden_answer == "3" and s.placeholders and "\\boxed{3}" in s.placeholders[-1]
    assert not answer_readable(s.text, "3", "math", problem="Find x.")


@pytest.mark.parametrize("vis,values", [
    ("We add.\n\nAnswer: 5", ["5"]),
    ("Subtract: $2x = 10$.\n\n**x = 5**", ["5"]),
    ("Work: 7 * 8.\n#### 56", ["56"]),
    ("Hence the total is about 3.5 hours.", ["3.5"]),
    ("So the count comes to \\(42\\).", ["42"]),
    # the stated one of several results: after a word copula, else the last
    ("Thus the minimum value is $-3$, attained at $x = 2$.", ["-3"]),
    ("Therefore, Janet sells 16 - 7 = 9 eggs at $2 each, making $18 every day.", ["18"]),
    # an intermediate "so" clause followed by a new result: both the clause and the closing result
    ("Dividing by 2, so x = 5. Then y = 2 * 5 + 1 = 11 follows.", ["5", "11"]),
    # a hedged statement is no statement
    ("It is tempting to say the answer is 27, but 5 students take both", []),
])
def test_stated_answer_spans(vis, values):
    assert [vis[s:e] for s, e in stated_answers(vis)] == values


def test_closing_statement_needs_a_finished_draft():
    vis = "The rest is 9 eggs. So she makes 18 dollars"
    assert [vis[s:e] for s, e in stated_answers(vis)] == ["18"]
    assert stated_answers(vis, finished=False) == []
    cut = vis + ".\n\nAnswer: 18"
    assert [cut[s:e] for s, e in stated_answers(cut, finished=False)] == ["18"]


def test_a_given_is_never_the_closing_result():
    problem = "A tank holds 500 liters and drains 20 liters per minute. When is it empty?"
    vis = "We need the time to empty it.\n\nSo the tank's capacity is 500 liters, and it drains at 20 liters per minute."
    assert stated_answers(vis, problem=problem) == []


def test_leak_metric_counts_the_stated_answer():
    from agon_mcore.agon.leak import hiding_stats

    s = summarize_draft(STATED[3][1], domain="math", problem=EGGS)
    stats = hiding_stats([s])
    assert s.hidden_answer == "18" and stats["numerals_hidden_frac"] > 0


ATTACK = [json.loads(line) for line in (Path(__file__).parents[1] / "data" / "unboxed_attack.jsonl").open()]


@pytest.mark.parametrize("case", ATTACK, ids=[c["id"] for c in ATTACK])
def test_attack_drafts(case):
    s = summarize_draft(case["draft"], case["finish_reason"], domain="math", problem=case["problem"])
    for form in case["must_stay"]:
        assert form in s.text, (form, s.text)
    if case["expect"] == "leak_must_be_hidden":
        assert not [f for f in case["leak_forms"] if f in s.text], s.text
        assert not answer_readable(s.text, case["answer"], "math", problem=case["problem"]), s.text
