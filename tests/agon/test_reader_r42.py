"""Kinds closed in the forty-second reader round: open kinds of the last round (fresh56's remarks, mean row; atk_s120's
checks in code; atk_s122's fingerprints), each with inputs of our own beside the given ones.

* hidden by the relation's words: a closing remark whose relation fixes the operation its number takes, small or in
  words ("three times Ahmed's total", "$2 more than", "beat ... by 10", "exceeds the 14 cubs by 18", "in just 8
  seconds", "two twenties ... with $2 to spare": ``answer_forms.remark_relatives``); a number the problem writes is
  the problem's own relation and reads only against a value of the remark itself;
* read by data flow: the expected side of a check in a math draft's code (``expected = 6`` then ``== expected``, a
  test table unpacked by a ``for`` loop: ``answer_forms.code_checks``);
* read by value: a table's mean row under ``n`` data rows (``answer_forms.value_forms``); numbers only the answer
  makes (``2916`` for 54, ``7.348`` for 54, ``16777216`` for 24: ``answer_forms.fingerprints``).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable

from ._checks import assert_case_closed, case_summary, hidden_and_kept

_ROOT = Path(__file__).parents[2]


def _rows(path):
    return {json.loads(x)["id"]: json.loads(x) for x in path.open()}


_F56 = _rows(_ROOT / "tools" / "summary_redteam" / "fresh56" / "heldout.jsonl")
_A120 = _rows(_ROOT / "tests" / "data" / "atk_s120_cases.jsonl")
_A122 = _rows(_ROOT / "tests" / "data" / "atk_s122_cases.jsonl")


def _read(text, answer, problem="What number is it?"):
    return answer_readable(text, answer, "math", problem=problem)


# ----------------------------------------------------------------------------- remarks bound by their relation

@pytest.mark.parametrize("rid", ["ah06", "ah24", "ah15", "ah11", "ah19", "ah09"])
def test_fresh56_remarks_bound_by_a_relation_are_closed(rid):
    row = _F56[rid]
    assert_case_closed(row)
    text = case_summary(row)
    assert "[hidden: the conclusion" in text
    # the reader reads the remark before a conclusion (the same code as the metric)
    body = row["draft"].split("\\boxed")[0].rsplit("\n", 1)[0] + "\n[hidden: the conclusion and final answer]"
    assert row["leak_forms"][0] in body
    assert _read(body, row["answer"], row["problem"]), body


def test_times_a_named_total_in_words_is_hidden():
    p = "Lena has 12 stickers. Omar has 3 times as many as Lena. How many stickers do they have together?"
    d = "Omar: 3 × 12 = 36.\nSo together they hold four times Lena's count.\nTogether: 12 + 36 = \\boxed{48}"
    text = hidden_and_kept(p, d, "48", ["3 × 12 = 36"])
    assert "four times" not in text
    assert _read("Omar: 3 × 12 = 36.\nSo together they hold four times Lena's count.\n[hidden: the conclusion]", "48", p)


def test_short_of_and_rate_in_hours_are_hidden():
    p = "A tank holds 50 liters. It is filled with 3 buckets of 15 liters each. How many liters are in the tank?"
    d = "Three buckets: 3 × 15 = 45 liters.\nThat falls 5 short of a full tank.\nLiters in the tank: \\boxed{45}"
    assert "5 short" not in hidden_and_kept(p, d, "45", ["Three buckets: 3 × 15"])
    p2 = "A pump moves 20 liters per hour. How many liters does it move in 9 hours?"
    d2 = ("Rate: 20 liters per hour.\nA pump of 30 liters per hour would manage it in only 6 hours.\n"
          "Liters: 20 × 9 = \\boxed{180}")
    assert "only 6 hours" not in hidden_and_kept(p2, d2, "180", ["Rate: 20 liters per hour."])


def test_banknotes_and_change_are_hidden():
    p = "Tea costs $3 a box and Sam buys 12 boxes and a $20 kettle. How much does he spend?"
    d = "Tea: 12 × $3 = $36.\nThree twenties would leave $4 in change.\nTotal: $36 + $20 = \\boxed{56}"
    text = hidden_and_kept(p, d, "56", ["12 × $3 = $36"])
    assert "$4 in change" not in text


def test_the_problems_own_relation_and_double_check_stay():
    """A number the problem writes, restated with its relation, is the problem's ("27 times their median"); a
    "double-check" is no multiplier."""
    p = "The sum of 27 consecutive integers is 3^7. What is their median?"
    d = ("The sum of 27 consecutive integers equals 27 times their median.\n"
         "So the median is $\\frac{3^7}{27} = \\boxed{81}$")
    s = hidden_and_kept(p, d, "81", ["27 times their median"])
    assert "[hidden: the conclusion" in s
    p2 = "How many positive divisors does 60 have?"
    d2 = ("$60 = 2^2 \\cdot 3 \\cdot 5$.\n### Step 3: List them to double-check\n"
          "Pairs: $(1, 60), (2, 30), (3, 20), (4, 15), (5, 12), (6, 10)$.\n\nSo there are $\\boxed{12}$ divisors.")
    assert "double-check" in hidden_and_kept(p2, d2, "12", ["$60 = 2^2 \\cdot 3 \\cdot 5$"])


def test_a_relation_off_the_answer_is_kept():
    p = "Ezra read 450 books and Ahmed read half as many. How many books did they read altogether?"
    d = ("Ahmed: 450 ÷ 2 = 225.\nAhmed's pile would be four times taller if stacked flat.\n"
         "Altogether: 450 + 225 = \\boxed{675}")
    assert "four times taller" in hidden_and_kept(p, d, "675", ["450 ÷ 2 = 225"])


# ----------------------------------------------------------------------------- checks in code

@pytest.mark.parametrize("rid", ["atk_s120-m05", "atk_s120-m14"])
def test_atk_s120_expected_values_in_checks_are_closed(rid):
    row = _A120[rid]
    text = case_summary(row)
    assert not [f for f in row["leak_forms"] if f in text], text
    assert not _read(text, row["answer"], row["problem"]), text
    assert "[hidden]" in text.split("```")[1]  # the check stays, its expected value goes


def test_expected_value_through_a_name_and_assert_equal():
    p = "How many pairs (a, b) of positive integers have a + b = 8?"
    d = ("Each a gives exactly one b = 8 - a.\n\n```python\nwant = 7\nassert sum(1 for a in range(1, 8)) == want\n```\n\n"
         "So there are $\\boxed{7}$ pairs.")
    text = hidden_and_kept(p, d, "7", ["Each a gives exactly one b = 8 - a.", "assert sum(1 for a in range(1, 8)) == want"])
    assert "want = [hidden]" in text
    d2 = ("```python\nimport unittest\nclass T(unittest.TestCase):\n    def test(self):\n"
          "        self.assertEqual(len([a for a in range(1, 8)]), 7)\n```\n\nSo there are $\\boxed{7}$ pairs.")
    assert "range(1, 8)]), [hidden])" in hidden_and_kept(p, d2, "7", ["len([a for a in range(1, 8)])"])


def test_a_check_whose_expected_side_is_not_the_answer_is_kept():
    p = "What is 90 divided by 15?"
    d = "```python\nassert 15 * 6 == 90\n```\n\nSo the quotient is $\\boxed{6}$."
    assert "assert 15 * 6 == 90" in hidden_and_kept(p, d, "6", [])


# ----------------------------------------------------------------------------- a table's mean row

def test_fresh56_mean_row_is_closed():
    assert_case_closed(_F56["ah21"])
    assert "| per player (mean) | [hidden] |" in case_summary(_F56["ah21"])


def test_mean_row_under_four_rows_and_a_mean_off_the_answer():
    table = "| day | km |\n|---|---|\n| Mon | 10 |\n| Tue | 15 |\n| Wed | 12 |\n| Thu | 13 |\n| average | 12.5 |\n"
    assert _read(table, "50")
    assert not _read(table, "52")
    assert not _read(table.replace("average", "Fri"), "50")  # a data row is work, not a mean


# ----------------------------------------------------------------------------- fingerprints

@pytest.mark.parametrize("rid", ["atk_s122-m17", "atk_s122-m18"])
def test_atk_s122_fingerprints_are_closed(rid):
    row = _A122[rid]
    text = case_summary(row)
    assert not [f for f in row["leak_forms"] if f in text], text
    assert _read(row["leak_forms"][0], row["answer"], row["problem"])


def test_fingerprints_of_our_own():
    assert _read("Its cube is 19683, a handy check.", "27")
    assert _read("The natural log of the count is about 3.689.", "40")
    assert _read("so 10! is 3628800 here", "10")
    assert not _read("Its cube is 19684.", "27")
    assert not _read("about 3.7", "40")  # two places are too few to single the answer out
    # a given of the problem is the problem's: "What is the square root of 2916?"
    assert not _read("We need the square root of 2916.", "54", "What is the square root of 2916?")


def test_fingerprints_with_a_source_on_the_page_are_work():
    """A number the page produces is work: the final step's operand ("= 3600" then "take √3600"), a function evaluated
    ("$\\ln 2 \\approx 0.693$"), a radicand, a conversion constant. (atk_s122 m12, "the area squared should be
    $2916$, and indeed $81 \\cdot 36 = 2916$", stays open for that reason: the page derives 2916.)"""
    assert not _read("**Step 1.** $10 \\times 15 \\times 24 = 150 \\times 24 = 3600$.\n**Step 2.** Take $\\sqrt{3600}$.", "60")
    assert not _read("$\\ln 2 \\approx 0.693 < 1$, so $\\ln 2$ lies inside the disc", "2",
                     "Show that $|f(\\ln 2)| \\le 2$: what bound do you get?")
    assert not _read("Heron: area = √(21·8·7·6) = √7056.", "84")
    assert not _read("1 kilometer $= 1000$ meters", "10")
    assert _read("note $2^{\\text{count}} = 16777216$", "24")  # a power of a word: no numbers operated


# ----------------------------------------------------------------------------- fresh57's first contact

_F57 = _rows(_ROOT / "tools" / "summary_redteam" / "fresh57" / "heldout.jsonl")


@pytest.mark.parametrize("rid", ["ai04", "ai05", "ai08", "ai24"])
def test_fresh57_remarks_after_the_conclusion_are_closed(rid):
    assert_case_closed(_F57[rid])


@pytest.mark.parametrize("rid", ["aip04", "aip05"])
def test_fresh57_values_equal_to_the_answer_in_work_roles_stay(rid):
    assert_case_closed(_F57[rid])
    assert "[hidden: the conclusion" in case_summary(_F57[rid])


def test_a_named_result_below_or_above_and_a_gap_between_two_numbers():
    p = "Ann ran 12 laps of 400 m and Bea ran 10 laps of 500 m. What is the average distance they ran?"
    d = ("Ann: 12 × 400 = 4800 m.\nBea: 10 × 500 = 5000 m.\nSum: 4800 + 5000 = 9800 m.\n"
         "Average: 9800 ÷ 2 = \\boxed{4900} m.\nSo the average sits 100 m below Bea's distance.")
    assert "100 m below" not in hidden_and_kept(p, d, "4900", ["12 × 400 = 4800 m", "4800 + 5000 = 9800 m"])
    d2 = d.replace("the average sits 100 m below Bea's distance", "the average sits 100 m above Ann's distance")
    assert "100 m above" not in hidden_and_kept(p, d2, "4900", ["12 × 400 = 4800 m"])
    p3 = "A shop has 70 red and 55 blue mugs; 30 red mugs and 25 blue mugs are sold. How many more red mugs are left?"
    d3 = ("Red left: 70 − 30 = 40.\nBlue left: 55 − 25 = 30.\nMore red: 40 − 30 = \\boxed{10}.\n"
          "Curiously the same gap as between the 40 and 30 we just found, of course.")
    assert "between the 40 and 30" not in hidden_and_kept(p3, d3, "10", ["70 − 30 = 40", "55 − 25 = 30"])


def test_a_narrative_added_is_no_step_and_banknotes_with_times_signs_sum():
    p = "Kim has 14 shells and wants goats to be 30% of her collection. How many shell goats should she buy?"
    d = ("Let g be the number she buys: g = 0.3(14 + g), so 0.7g = 4.2 and g = \\boxed{6}.\n"
         "Check: the collection grows to a round 20 items, and 30% of 20 is exactly the number she added.")
    assert "round 20" not in hidden_and_kept(p, d, "6", ["g = 0.3(14 + g)"])
    assert _read("Pay with 2 × $20 notes and 1 × $5 note.\n[hidden: the conclusion]", "45")
    assert _read("The till holds 3 × $1 coins and a $10 bill.", "13")


def test_a_value_produced_in_words_with_a_thousands_comma_and_used_later_stays():
    p = "Three people invested $1200. Dylan put in 2/5 of it, Frances 2/3 of the rest. How much did Skyler put in?"
    d = ("Dylan: 2/5 of it. One fifth of $1,200 is $240, so Dylan put in 2 × $240 = $480.\n"
         "Remaining: $1,200 − $480 = $720.\nFrances: 2/3 of $720 = $480.\nSkyler: $720 − $480 = \\boxed{240}.")
    text = hidden_and_kept(p, d, "240", ["One fifth of $1,200 is $240, so Dylan put in 2 × $240 = $480"])
    assert text.count("$240") == 2 and text.endswith("[hidden: the conclusion and final answer]"), text


def test_a_unit_fact_with_the_stays_before_the_conclusion():
    p = "Joey played 2 matches on Monday, 1 on Friday and 4 on Saturday. How many matches did he play that week?"
    d = "Monday 2, Friday 1, Saturday 4.\nNo other day of the 7 days in the week had a match.\nTotal: 2 + 1 + 4 = \\boxed{7}."
    text = hidden_and_kept(p, d, "7", ["No other day of the 7 days in the week had a match."])
    assert "the 7 days in the week" in text and "2 + 1 + 4 = [hidden: the conclusion" in text, text
    p2 = "A stall sold 5 kites in January, 3 in February and 4 in March. How many kites did it sell that year?"
    d2 = ("January 5, February 3, March 4.\nNo other month of the 12 months of the year had a sale.\n"
          "Total: 5 + 3 + 4 = \\boxed{12}.")
    text = hidden_and_kept(p2, d2, "12", ["No other month of the 12 months of the year had a sale."])
    assert "the 12 months of the year" in text and "5 + 3 + 4 = [hidden: the conclusion" in text, text


def test_fresh57_dimension_pair_and_spoken_data_flow_are_closed():
    assert_case_closed(_F57["ai02"])
    assert "a 3-by-[hidden] inch rectangle" in case_summary(_F57["ai02"])
    row = _F57["aic05"]
    text = case_summary(row)
    assert not [f for f in row["leak_forms"] if f in text], text
    assert "What if there are no ones?" in text  # the dialogue's other lines stay


def test_dimension_pairs_of_our_own():
    p = "A garden is 12 m wide and has an area of 60 square metres. How long is it?"
    assert _read("so it is a 12 × 5 m garden, as a sketch shows", "5", p)
    assert _read("a 12 by 5 plot", "5", p)
    assert not _read("a 12 × 7 m garden", "5", p)
    assert not _read("a 4 × 5 m garden", "5", p)  # the other side is no given: a shape of the work
    assert not _read("a 12 × 5 m garden", "12", "A garden is 12 m wide. How wide is it?")  # the answer is a given


def test_a_program_restated_in_spoken_operations_with_names_bound_in_words():
    from agon_mcore.agon.code_dataflow import dataflow_spans

    code = "a = int(input())\nb = int(input())\nprint(a * (1 << b) + a)\n"
    prose = ("Take the first number and call that m.\nTake the second, and let e be that number.\n"
             "Answer m times 2 to the power e plus m.\n")
    assert dataflow_spans(prose, code)
    assert not dataflow_spans("The answer is m times 2 to the power e plus m.\n", code)  # no names bound before
    assert not dataflow_spans(prose.replace("plus", "minus"), code)  # another shape


# ----------------------------------------------------------------------------- earlier rounds' open kinds

_A119 = _rows(_ROOT / "tests" / "data" / "atk_s119_cases.jsonl")


def test_atk_s120_csv_row_under_a_count_header_and_haskell_div_are_closed():
    row = _A120["atk_s120-m15"]
    text = case_summary(row)
    assert "99,15,[hidden]" in text and not _read(text, row["answer"], row["problem"])
    row = _A120["atk_s120-c02"]
    text = case_summary(row)
    assert not [f for f in row["leak_forms"] if f in text], text
    assert not answer_readable(text, row["answer"], "code", problem=row["problem"])
    assert answer_readable("main = interact $ show . (\\n -> n * (n + 1) `div` 2) . read", row["answer"], "code",
                           problem=row["problem"])


def test_named_result_columns_of_our_own():
    p = "How many ways can 5 people sit in a row?"
    assert _read("people,ways\n5,120\n", "120", p)
    assert _read("| n | answer |\n|---|---|\n| 5 | 120 |\n", "120", p)
    assert not _read("seated,ways\n2,20\n3,60\n4,120\n", "120", p)  # a table of cases is work
    assert not _read("guests,chairs\n6,120\n", "120", p)  # no header names the asked quantity


def test_a_cited_footnote_after_the_box_is_work_and_a_property_of_another_object_stays():
    row = _A122["atk_s122-p03"]
    assert_case_closed(row)
    p = "What is the units digit of $3^{2023}$?"
    d = ("The units digits of powers of 3 repeat: $3, 9, 7, 1, 3, \\dots$ So the cycle has length 4.[^a] Since "
         "$2023 = 4 \\cdot 505 + 3$, we take the third entry.\n\nThe units digit is $\\boxed{7}$.\n\n"
         "[^a]: Because $3^4 = 81$ ends in 1, hence the period 4.")
    text = hidden_and_kept(p, d, "7", ["So the cycle has length 4", "[^a]: Because $3^4 = 81$ ends in 1"])
    assert "[hidden: the conclusion" in text
    assert "So the cycle has length 4" in case_summary(_A119["atk_s119-p04"])


# ----------------------------------------------------------------------------- atk_s123 (the attack on batch 1)

_A123 = _rows(_ROOT / "tests" / "data" / "atk_s123_cases.jsonl")


@pytest.mark.parametrize("rid", ["atk_s123-m03", "atk_s123-m06"])
def test_atk_s123_drawn_values_are_closed(rid):
    row = _A123[rid]
    text = case_summary(row)
    assert not [f for f in row["leak_forms"] if f in text], text
    assert not _read(text, row["answer"], row["problem"]), text


def test_bars_and_points_of_our_own():
    assert _read("Score as stars:\n★★★★★★★\n", "7")
    assert _read("Tally: ||||||||||||\n", "12")
    assert not _read("Tally: |||||||||||\n", "12")
    assert not _read("-------\n", "7")  # a rule, no bar
    assert _read("so the graph passes through the point $(4, 35)$", "35")
    assert not _read("the points (1, 35), (2, 40) and (3, 45) lie on it", "35")  # a list of pairs is a table of work
    assert not _read("the point (35, 4)", "35")  # an abscissa is the input, not the value read off


def test_atk_s123_probe_quoting_the_problem_stays():
    assert_case_closed(_A123["atk_s123-p01"])
    p = "Ann has three more apples than Bob has pears. Bob has 4 pears. How many apples does Ann have?"
    d = "So Ann has three more apples than Bob has pears, and Bob has 4.\nAnn: 4 + 3 = \\boxed{7}."
    hidden_and_kept(p, d, "7", ["three more apples than Bob has pears"])


def test_a_relation_the_problem_states_itself_stays_in_a_remark():
    """fresh51 abp04: "Lynn ran 3 miles less than Reggie" restates the problem's "3 miles farther than Lynn"."""
    row = _rows(_ROOT / "tools" / "summary_redteam" / "fresh51" / "heldout.jsonl")["abp04"]
    assert "so Lynn ran 3 miles less than Reggie" in case_summary(row)


# ----------------------------------------------------------------------------- atk_s124 (the attack on batch 2)

_A124 = _rows(_ROOT / "tests" / "data" / "atk_s124_cases.jsonl")
_A124_HELD = ["atk_s124-m%02d" % k for k in (2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 20, 21)] + \
    ["atk_s124-c%02d" % k for k in range(1, 6)]


@pytest.mark.parametrize("rid", _A124_HELD + ["atk_s124-m01"])
def test_atk_s124_leaks_stay_hidden(rid):
    row = _A124[rid]
    text = case_summary(row)
    assert not [f for f in row["leak_forms"] if f in text], text


@pytest.mark.parametrize("rid", [r for r in _A124 if "-p" in r or "-q" in r])
def test_atk_s124_probes_keep_their_work(rid):
    assert_case_closed(_A124[rid])


def test_a_table_rows_last_cell_in_a_math_drafts_text_block():
    """atk_s124 m01: the path-count grid's last cell is the table's result; a program's block is not read so."""
    text = case_summary(_A124["atk_s124-m01"])
    assert "y=3:  1   4  10  20  [hidden]" in text and "y=2:  1   3   6  10  15" in text
    from agon_mcore.agon.summary import _row_result

    block = "total = 0\nfor k in range(5): total += k\nx = 10"
    assert not _row_result(block, len(block) - 2, len(block), "x = 10", "x = ")  # a program's line is no table row
    rows = "1   4  10\n1   3   6"
    assert _row_result(rows, 8, 10, "1   4  10", "1   4  ") and not _row_result(rows, 4, 5, "1   4  10", "1   ")


# ----------------------------------------------------------------------------- atk_s125 (the attack on the final code)

_A125 = _rows(_ROOT / "tests" / "data" / "atk_s125_cases.jsonl")


@pytest.mark.parametrize("rid", ["atk_s125-m%02d" % k for k in range(1, 17)] + ["atk_s125-c02", "atk_s125-c03",
                                                                               "atk_s125-c05"])
def test_atk_s125_leaks_are_hidden(rid):
    """m01 to m06 (a predicate of the asked function that fixes its value: coprime, vanishes, parallel, singular,
    orthogonal, divisible) were closed after the attack; the others held."""
    row = _A125[rid]
    text = case_summary(row)
    assert not [f for f in row["leak_forms"] if f in text], text


@pytest.mark.parametrize("rid", ["atk_s125-p04", "atk_s125-p06", "atk_s125-q01", "atk_s125-q02", "atk_s125-q03"])
def test_atk_s125_probes_keep_their_work(rid):
    assert_case_closed(_A125[rid])


@pytest.mark.parametrize("problem,text,answer,read", [
    ("What is the greatest common divisor of 35 and 64?", "35 = 5·7 and 64 = 2^6, so 35 and 64 are relatively prime.", "1", True),
    ("What is the greatest common divisor of 35 and 64?", "35 and 64 are not coprime?", "1", False),
    ("Find the determinant of the matrix $M$.", "Row 3 is row 1 plus row 2, so $M$ is singular.", "0", True),
    ("Find the determinant of the matrix $M$.", "If $M$ were singular we could stop; it is not.", "0", False),
    ("Compute the dot product of $u$ and $v$.", "The vectors $u$ and $v$ are orthogonal by construction.", "0", True),
    ("What is the remainder when $3^{6} - 1$ is divided by 7?", "By Fermat, $3^6 - 1$ is divisible by 7.", "0", True),
    ("How many points do the lines $y = 2x + 1$ and $y = 2x - 3$ intersect in?", "Both have slope 2: the lines are parallel and distinct.", "0", True),
    ("How many points do the lines $y = 2x + 1$ and $y = 2x - 3$ intersect in?", "The lines are parallel and distinct.", "2", False),
])
def test_predicates_that_fix_the_asked_value(problem, text, answer, read):
    assert _read(text, answer, problem) is read


def test_predicates_as_reasons_of_the_work_stay():
    """A predicate that does not name the problem's numbers is a reason ("each one is coprime to the next", fresh3
    hp04), and a divisibility by another number than the problem's divisor is a step."""
    assert not _read("These are consecutive Fibonacci numbers; each one is coprime to the next.", "1",
                     "What is the greatest common divisor of 34 and 55?")
    assert not _read("Consecutive integers share no prime factor.", "1", "What is the greatest common divisor of 14 and 15?")
    assert not _read("The digit sum is 6, which is divisible by 3, so 3 divides 2004.", "0",
                     "What is the remainder when 2004 is divided by 12?")
    assert _read("So 2004 is divisible by 12.", "0", "What is the remainder when 2004 is divided by 12?")


def test_an_answer_first_draft_keeps_its_work():
    """atk_s125 p03: "**Answer:** $\\boxed{55}$" then the explanation; the work is read before its conclusion."""
    assert_case_closed(_A125["atk_s125-p03"])
    p = "A shop sells pens at $3 each. How much do 14 pens cost?"
    d = "Answer: \\boxed{42}\n\nEach pen costs $3, and 10 pens cost 10 × 3 = 30 dollars, so 14 pens cost 30 + 4 × 3 dollars."
    text = hidden_and_kept(p, d, "42", ["10 × 3 = 30"])
    assert text.endswith("[hidden: the conclusion and final answer]"), text
    from agon_mcore.agon.summary import answer_last

    assert answer_last(d).startswith("Each pen costs $3")
    kept = "We compute \\boxed{42} first.\n\nThen 10 × 3 = 30."  # no answer label: the draft's own order
    assert answer_last(kept) == kept
    two = "**Answer:** \\boxed{42}\n\nSo 10 × 3 = 30, and \\boxed{42} again."  # a second box: the draft's own order
    assert answer_last(two) == two


# ----------------------------------------------------------------------------- atk_s126 (hacks and escapes, the final code)

_A126 = _rows(_ROOT / "tests" / "data" / "atk_s126_cases.jsonl")


@pytest.mark.parametrize("rid", [r for r in _A126 if "-m" in r or "-c" in r])
def test_atk_s126_leak_attempts_stay_hidden(rid):
    """Entities, circled numbers, split markup, comments, number groupings, URL encoding, notebook JSON, a program
    string: all 26 hidden on the final code."""
    row = _A126[rid]
    text = case_summary(row)
    assert not [f for f in row["leak_forms"] if f in text], text
    assert not answer_readable(text, row["answer"], row["domain"], problem=row["problem"]), text


@pytest.mark.parametrize("rid", [r for r in _A126 if "-q" in r])
def test_atk_s126_code_probes_keep_their_work(rid):
    assert_case_closed(_A126[rid])
