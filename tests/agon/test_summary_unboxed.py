"""A draft without a box: no derived value survives its summary, and the answer it states is hidden as a boxed one.

The grader reads boxed answers only, so such a draft scores as failed and a challenger copying its answer would earn
the conversion bonus. Each position kind (an answer statement, a marker line, the closing unit) and the fail-closed
values (other languages, remarks and questions after the answer, verbs no rule reads) have inputs in several styles; must-stay inputs keep the givens and the method of drafts that state no result. The 40 drafts of
``tests/data/unboxed_attack.jsonl`` and of ``unboxed_attack2.jsonl`` were each written by an attacker against an
earlier version of these rules (each 24 leak attempts, 12 must-stay probes, 4 boxed controls) and are judged here
by their listed forms and the reader; a box-free probe's work is expected as the fail-closed values show it."""
import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import BOXED_PLACEHOLDER, CONCLUSION_PLACEHOLDER, summarize_draft
from agon_mcore.agon.unboxed import stated_answers, values_closed

EGGS = ("Janet's ducks lay 16 eggs per day. She eats 3 and bakes with 4. She sells the rest for $2 each. "
        "How much does she make every day?")

# (problem, draft, answer, work that must stay: the givens, the method's words and operations)
STATED = [
    # an answer statement
    (EGGS, "She keeps 16 - 3 - 4 = 9 eggs to sell, at 2 dollars each: 9 * 2.\n\nAnswer: 18", "18",
     ["She keeps 16 - 3 - 4 =", "eggs to sell, at 2 dollars each"]),
    ("What is $\\gcd(84, 36)$?", "84 = 2^2 * 3 * 7 and 36 = 2^2 * 3^2, so the common part is 2^2 * 3.\n\n"
     "The final answer is $12$.", "12", ["84 = ", "and 36 = ", "so the common part is"]),
    ("Solve $3x - 7 = 11$.", "Adding 7 to both sides gives $3x = 18$, and dividing by 3,\n\n**Final Answer:** x = 6",
     "6", ["Adding 7 to both sides gives $3x ="]),
    # a value line: a marker, emphasis, a display, a label
    (EGGS, "Eggs left: 16 - 3 - 4 = 9.\nMoney: 9 x $2 = $18.\n#### 18", "18", ["Eggs left: 16 - 3 - 4 ="]),
    ("Solve $2x + 1 = 11$.", "Subtract 1 from both sides: $2x = 10$. Divide by 2.\n\n**x = 5**", "5",
     ["Subtract 1 from both sides", "Divide by"]),
    ("Compute $\\frac{3}{8} + \\frac{3}{8}$.", "The denominators agree, so we add the numerators: 3 + 3 = 6 eighths, "
     "and 6/8 reduces by 2.\n\n\\[\\frac{3}{4}\\]", "\\frac{3}{4}", ["we add the numerators: 3 + 3 ="]),
    ("He has 12 apples and gives away 5. How many apples are left?",
     "He starts with 12 apples and gives away 5, so 12 - 5 remain.\n\n∴ 7 apples", "7", ["so 12 - 5"]),
    ("What is the perimeter of a square with side 7?", "A square has 4 equal sides, each 7.\n\nTotal: **28**", "28",
     ["equal sides, each 7"]),
    # the closing statement of a finished draft
    (EGGS, "She has 16 - 3 - 4 = 9 eggs left, and each sells for $2.\n\nTherefore, Janet makes $18 every day.", "18",
     ["She has 16 - 3 - 4 = ", "each sells for $2"]),
    ("How many ways can 4 books stand in a row?", "There are 4 choices for the first place, then 3, 2 and 1.\n"
     "So there are 24 ways to arrange them. I hope this helps!", "24", ["4 choices for the first place"]),
    ("Find the minimum of $x^2 - 4x + 1$.", "Completing the square, $x^2 - 4x + 1 = (x-2)^2 - 3$. Thus the minimum "
     "value is $-3$, attained at $x = 2$.", "-3", ["Completing the square"]),
    ("Solve $2x = 10$.", "Dividing by 2, so x = 5. Now check: 2 * 5 = 10, which matches.", "5", ["Dividing by 2"]),
]


@pytest.mark.parametrize("problem,draft,answer,keep", STATED)
def test_stated_answer_is_hidden_and_the_method_stays(problem, draft, answer, keep):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert answer not in s.text and not answer_readable(s.text, answer, "math", problem=problem), s.text
    for k in keep:
        assert k in s.text, (k, s.text)
    assert BOXED_PLACEHOLDER not in s.text, "the summary shows no box the draft never wrote"


def test_placeholder_originals_name_the_value_without_a_box():
    s = summarize_draft(STATED[0][1], domain="math", problem=EGGS)
    assert s.hidden_answer == "18"
    assert any("18" in o for o in s.placeholders) and not any("\\boxed" in o for o in s.placeholders)
    assert s.numerals_hidden >= 3  # 9 twice and 18: derived values; 16, 3, 4, 2 are givens


def test_no_derived_value_survives_whatever_states_it():
    """The kinds no position rule reads (another language, a remark after the answer, a verb that is no copula): the
    values go all the same, the givens stay."""
    drafts = [
        "Ella usa 3 + 4 = 7 huevos y vende 16 - 7 = 9. Por lo tanto, Janet gana 18 dólares al día.",
        "她每天剩下 16 - 7 = 9 个鸡蛋，每个 2 美元。因此，珍妮特每天赚 18 美元。",
        "She sells 16 - 7 = 9 eggs. Janet brings in $18 a day (this assumes she sells all 9 at $2).",
        "She sells 9 eggs at $2, so she makes $18.\n\nWould you like the weekly total as well?",
        "So Janet makes $18 every day. Let me double-check: 9 + 7 =",
    ]
    for draft in drafts:
        s = summarize_draft(draft, "length" if draft.endswith("=") else "stop", domain="math", problem=EGGS)
        assert "18" not in s.text and "9" not in s.text, s.text
        shown = s.text + s.placeholders[-1]  # the givens stay, in the text or in its hidden closing statement
        assert all(g in shown for g in ("16", "3 + 4", "$2") if g in draft), s.text


@pytest.mark.parametrize("draft,answer", [
    ("Counting forward from Monday: 3 days later is Thursday.", "Thursday"),
    ("The light cycles red, green, yellow; after 7 changes it is back to green. So the light is green.", "green"),
    ("All four sides are equal and the angles are right, so ABCD is a square. Hope this helps!", "square"),
    ("We start with 12 muffins, sell 4 and bake 4 more.\n\nSo the bakery ends the day with 12 muffins.", "12"),
])
def test_closing_statement_of_a_finished_box_free_draft_is_hidden(draft, answer):
    """An answer no value reader reads (a word, a given restated) goes with the draft's last statement."""
    problem = "A bakery has 12 muffins, sells 4 and bakes 4. Which day, colour or shape is it?"
    s = summarize_draft(draft, domain="math", problem=problem)
    assert answer not in s.text.split(CONCLUSION_PLACEHOLDER)[-1] and s.text.endswith(CONCLUSION_PLACEHOLDER), s.text
    assert answer in s.placeholders[-1]
    cut = summarize_draft(draft, "length", domain="math", problem=problem)
    assert not cut.text.endswith(CONCLUSION_PLACEHOLDER)  # a cut draft has no closing statement


# (problem, draft, finish reason, text that must stay, derived values that go)
NO_STATED = [
    # cut by the length limit: no stated answer, the givens and the words stay
    (EGGS, "She has 16 - 3 - 4 = 9 eggs left, and each sells for $2.\n\nSo she makes 18 dollars a day, and then",
     "length", "She has 16 - 3 - 4 =", ["9", "18"]),
    # no answer stated at all
    ("Find the area of a 3 by 4 rectangle.", "The area is length times width, here 3 * 4.", "length",
     "The area is length times width, here 3 * 4.", []),
    # a plan of arithmetic still to do after the last "so" clause: the draft has not concluded
    ("Each box has 3 packs of 4 pencils. How many pencils are in 5 boxes?", "Each box has 3 packs of 4 pencils.\n\nSo each box has 12 pencils.\n\n"
     "Next, we should compute 12 * 5.", "stop", "Each box has 3 packs of 4 pencils.", ["12"]),
    # a question after it: the same
    ("Tom picked 9 apples and his sister 6. They give away 4. How many are left?", "Tom picked 9 apples and his "
     "sister picked 6.\n\nSo together they have 15 apples now.\n\nHow many do they give away?", "stop",
     "Tom picked 9 apples and his sister picked 6.", ["15"]),
    # headings that are steps, not values; a finished draft's last statement (here givens restated) is its closing
    ("Count the 4 red and 5 blue marbles.", "#### Step 1\nThere are 4 red and 5 blue marbles.\n#### Step 2\n"
     "We still need the green ones.", "stop", "#### Step 1\n[hidden: the conclusion and final answer]", []),
]


@pytest.mark.parametrize("problem,draft,finish,keep,gone", NO_STATED)
def test_no_stated_answer_keeps_givens_and_method(problem, draft, finish, keep, gone):
    s = summarize_draft(draft, finish, domain="math", problem=problem)
    assert keep in s.text, s.text
    assert s.hidden_answer is None
    for v in gone:
        assert v not in s.text, (v, s.text)


def test_a_draft_with_a_box_is_read_by_its_box_only():
    vis = "So x = 3, and the answer is 3.\n\n\\boxed{}"
    assert stated_answers(vis) == []  # an empty box: final_answer decides, no stated answer is guessed
    s = summarize_draft("x + 1 = 4, so x = 3.\n\n\\boxed{3}\n\nAnswer: 3", domain="math", problem="Find x.")
    assert s.hidden_answer == "3" and s.placeholders and "\\boxed{3}" in s.placeholders[-1]
    assert not answer_readable(s.text, "3", "math", problem="Find x.")


@pytest.mark.parametrize("vis,problem,values", [
    ("We add.\n\nAnswer: 5", None, ["5"]),
    ("Subtract: $2x = 10$.\n\n**x = 5**", None, ["5"]),
    ("Work: 7 * 8.\n#### 56", None, ["56"]),
    ("The total is 9 * 2.\n\n- Daily revenue: **$18**", None, ["18"]),
    ("He gives away 5 of the 12, so\n\n$$x = 12 - 5$$\n\n$$x = 7$$\n\nsquare units.", None, ["7"]),
    # a result built from givens only, the one value of the closing unit (no fail-closed value would hide it)
    ("The distance between the points is $2\\sqrt{5}$ units.", "Find the distance from (1, 2) to (5, 4).",
     ["2\\sqrt{5}"]),
    ("Hence the correct option is (C).", "Which is $6x - 4$? (A) 28 (B) 30 (C) 32", ["C"]),
    # a formula in a variable at the close
    ("Expanding and collecting,\n\nSo $f(g(x)) = x^2 + 1$.", "Let $f(x) = x^2 - 2x + 2$ and $g(x) = x + 1$.",
     ["x^2 + 1"]),
    # derived values are left to the fail-closed values: no position is guessed
    ("Hence the total is about 3.5 hours.", None, []),
    ("Thus the minimum value is $-3$, attained at $x = 2$.", None, []),
    # a hedged statement is no statement; a unit restating givens and more is no closing result
    ("It is tempting to say the answer is 27, but 5 students take both", None, []),
    ("Note that we excluded 0 as a leading digit, which is why the first factor is 4 rather than 5.",
     "How many three-digit integers have all digits from {0, 2, 4, 6, 8}?", []),
])
def test_stated_answer_spans(vis, problem, values):
    assert [vis[s:e] for s, e in stated_answers(vis, problem=problem)] == values


def test_closing_unit_needs_a_finished_draft():
    vis = "The rest is 9 eggs.\n\n**18 dollars**"
    assert [vis[s:e] for s, e in stated_answers(vis)] == ["18"]
    assert stated_answers(vis, finished=False) == []
    cut = vis + ".\n\nAnswer: 18"
    assert [cut[s:e] for s, e in stated_answers(cut, finished=False)] == ["18"]


def test_givens_restated_at_the_close_are_no_answer():
    problem = "A tank holds 500 liters and drains 20 liters per minute. When is it empty?"
    vis = "We need the time to empty it.\n\nSo the tank's capacity is 500 liters, and it drains at 20 liters per minute."
    assert stated_answers(vis, problem=problem) == []


def test_leak_metric_counts_the_stated_answer():
    from agon_mcore.agon.leak import hiding_stats

    s = summarize_draft(STATED[3][1], domain="math", problem=EGGS)
    stats = hiding_stats([s])
    assert s.hidden_answer == "18" and stats["numerals_hidden_frac"] > 0


ATTACK = [dict(json.loads(line), set=name) for name in ("unboxed_attack", "unboxed_attack2", "unboxed_attack3")
          for line in (Path(__file__).parents[1] / "data" / f"{name}.jsonl").open()]


@pytest.mark.parametrize("case", ATTACK, ids=[f"{c['set']}-{c['id']}" for c in ATTACK])
def test_attack_drafts(case):
    s = summarize_draft(case["draft"], case["finish_reason"], domain="math", problem=case["problem"])
    boxed = "\\boxed" in case["draft"]
    closing = s.placeholders[-1] if not boxed and s.text.endswith(CONCLUSION_PLACEHOLDER) else ""
    for form in case["must_stay"]:  # the work as a box-free draft shows it: givens and words, no derived value,
        shown = [form] if boxed else [form, values_closed(form, case["problem"])[0],  # and no closing statement
                                      values_closed(f"${form}$", case["problem"])[0][1:-1]]
        assert any(v in s.text or (v in closing and case["finish_reason"] == "stop") for v in shown), (form, s.text)
    if case["expect"] == "leak_must_be_hidden":
        assert not [f for f in case["leak_forms"] if f in s.text], s.text
        assert not answer_readable(s.text, case["answer"], "math", problem=case["problem"]), s.text
