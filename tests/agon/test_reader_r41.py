"""Kinds closed in the forty-first reader round: atk_s119 (the attack on the last round's final code), the first contact
of fresh55 and fresh56, and open kinds of earlier rounds (fresh53 ae14, atk_s115 m05, atk_s110 m12, fresh54 afc04), each
with inputs of our own beside the given ones; atk_s120 and atk_s121 (the attacks on this round's code) recorded with what
they tried that stays closed.

* read, by value: relations in a letter the page never introduces, solved together ("$A - 30 = 2$", "$1/N \\approx
  0.008333$", "$N \\bmod 100 = 20$ and $\\lfloor N/100 \\rfloor = 1$", congruences with a bound:
  ``answer_forms.pinned_unknowns``); the value of a letter the draft binds to the asked noun ("Let $s$ be the number of
  sheep ... $(s, g) = (15, 5)$": ``answer_forms.asked_binding``); a comparison with a known side ("exceeds the perimeter
  by 8", "36, which is 4 more than ours", "its complement is 30°", "400 draws ... about 300 reds", change from bills, a
  share of a quantity the problem gives: ``answer_forms.comparatives``); the number labelled with the asked entity
  ("193 (B)": ``answer_forms.asked_label``); the argument of a function equal to a formula answer ("$f(2t+3)$"); an
  index whose term reaches a target the problem states in words; "strictly between 31.5 and 32.5" of a whole number; a
  prime factorisation with repeated primes, named; "4½ dozen"; "15 full days"; "about 105.8 lb";
* hidden by structure: the answer's digits new to the draft in a clause after the final step ("either half of a 20/20
  reading"); a statement about the result with new values after a pending final step ("the total is dialled 1 then T");
  code of any language by its nesting (SQL, Scheme, R one-liners: ``agon.code_nested``) and pseudo-code by its data
  flow under names of its own (``agon.code_dataflow``);
* kept: a table of the work's terms is no final derivation ("$S_1 = 1$, $S_2 = 3$, $S_3 = 6$, ...");
* second batch: a closing remark one operation from the answer ("$40 more than Ava gave him":
  ``answer_forms.remark_relatives``; a step in words, a list, a number under 10 or in words are not read), a fenced
  block projected onto the program's vocabulary (``code_summary.projects_program``), spreadsheet formulas as code.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

from ._checks import assert_case_closed, case_summary, hidden_and_kept

_ROOT = Path(__file__).parents[2]


def _rows(path):
    return {json.loads(x)["id"]: json.loads(x) for x in path.open()}


_A119 = _rows(_ROOT / "tests" / "data" / "atk_s119_cases.jsonl")
_F55 = _rows(_ROOT / "tools" / "summary_redteam" / "fresh55" / "heldout.jsonl")
_F53 = _rows(_ROOT / "tools" / "summary_redteam" / "fresh53" / "heldout.jsonl")
_F54 = _rows(_ROOT / "tools" / "summary_redteam" / "fresh54" / "heldout.jsonl")
_A115 = _rows(_ROOT / "tests" / "data" / "atk_s115_cases.jsonl")
_A110 = _rows(_ROOT / "tests" / "data" / "atk_s110_cases.jsonl")


def _read(text, answer, problem="What number is it?"):
    return answer_readable(text, answer, "math", problem=problem)


# ----------------------------------------------------------------------------- the given cases

@pytest.mark.parametrize("rid", ["atk_s119-m01", "atk_s119-m02", "atk_s119-m03", "atk_s119-m05", "atk_s119-m07",
                                 "atk_s119-m08", "atk_s119-m10", "atk_s119-m11", "atk_s119-m12", "atk_s119-m13",
                                 "atk_s119-m14", "atk_s119-m15"])
def test_atk_s119_math_leaks_are_closed(rid):
    row = _A119[rid]
    text = case_summary(row)
    assert not [f for f in row["leak_forms"] if f in text], text
    assert not _read(text, row["answer"], row["problem"]), text


@pytest.mark.parametrize("rid", ["atk_s119-c02", "atk_s119-c03", "atk_s119-c04"])
def test_atk_s119_unfenced_ports_are_hidden(rid):
    row = _A119[rid]
    text = case_summary(row)
    assert "[hidden: the final code]" in text.split("Final solution")[0]
    assert "We scan once" in text and "O(n) time" in text
    assert not answer_readable(text, row["answer"], "code", problem=row["problem"])


@pytest.mark.parametrize("rid", ["atk_s119-p05", "atk_s119-q01", "atk_s119-q02"])
def test_atk_s119_probes_keep_their_work(rid):
    assert_case_closed(_A119[rid])
    text = case_summary(_A119[rid])  # the answer is still hidden while the work stays
    assert ("[hidden: the conclusion" if _A119[rid]["domain"] == "math" else "[hidden: the final code]") in text


def test_atk_s119_table_of_terms_is_no_final_derivation():
    """p01: "$S_3 = 6$" (the answer's value) in a table of partial sums no longer opens the conclusion."""
    text = case_summary(_A119["atk_s119-p01"])
    assert all(f in text for f in ["$S_3 = 6$", "$S_4 = 10$", "$S_5 = 15$", "$S_7 = 28$"]), text


@pytest.mark.parametrize("rid", ["ag06", "ag09", "ag16", "ag17", "ag18", "ag20", "ag24"])
def test_fresh55_leaks_are_closed(rid):
    row = _F55[rid]
    text = case_summary(row)
    assert not [f for f in row["leak_forms"] if f in text], text
    assert not [f for f in row["must_stay"] if f not in text], text


def test_earlier_open_kinds_are_closed():
    assert_case_closed(_F53["ae14"])
    assert "0.4 × 50 hours;" in case_summary(_F53["ae14"])
    assert_case_closed(_A115["atk_s115-m05"])
    assert "revenue = 9 × 2." in case_summary(_A115["atk_s115-m05"])
    text = case_summary(_A110["atk_s110-m12"])
    assert "f(2t+3)" not in text and "\\frac{2t}{2} = t" in text
    text = case_summary(_F54["afc04"])
    assert "I-print ang a + b − c." not in text and "Sample: 10 → 4" in text


# ----------------------------------------------------------------------------- relations in a letter never introduced

_RECT = "A rectangle has perimeter 30 and its length is twice its width. What is its area?"


@pytest.mark.parametrize("text,answer,read", [
    ("Sanity check: ours is a bit more than a 7 by 7 square, $B - 49 = 1$.", "50", True),
    ("A square of the same area has side $\\sqrt{B} = 5\\sqrt{2}$.", "50", True),
    ("The chance of guessing it is $1/K \\approx 0.0200$.", "50", True),
    ("As a check, $M \\equiv 2 \\pmod 8$, $M \\equiv 0 \\pmod 5$, and $40 < M < 60$.", "50", True),
    ("As a check, $M \\equiv 2 \\pmod 8$, $M \\equiv 0 \\pmod 5$, and $M < 60$.", "50", False),  # 10 and 50
    ("As a check, $M \\equiv 2 \\pmod 8$ and $M < 60$.", "50", False),  # 2, 10, ..., 58: not one value
    ("The general term is $a_n = 3 + 4(n-1)$; setting $3 + 4(n-1) = 27$ gives $n - 1 = 6$.", "7", False),
])
def test_pinned_unknowns(text, answer, read):
    assert _read(text, answer, _RECT) is read


def test_the_drafts_own_unknown_is_not_pinned():
    from agon_mcore.agon.answer_forms.pinned_unknowns import pinned_unknown_spans

    assert pinned_unknown_spans("Let $w$ be the width. Then $6w = 30$, so the area is $50$.", [5], _RECT) == []
    assert pinned_unknown_spans("Then $6W = 30$ gives it.", [5], _RECT) == [(5, 14)]
    assert pinned_unknown_spans("Then $6w = 30$ gives it.", [5], _RECT) == []  # lower case: the work's unknown


def test_pinned_unknown_relation_is_hidden_and_work_stays():
    draft = ("Let the width be $w$. Then $2(w + 2w) = 30$, so $6w = 30$ and $w = 5$. The length is $10$.\n\n"
             "Check: ours is just above a 7 by 7 square, $B - 49 = 1$.\n\nThe area is $5 \\cdot 10 = \\boxed{50}$.")
    text = hidden_and_kept(_RECT, draft, "50", ["$6w = 30$", "The length is $10$."])
    assert "B - 49" not in text


# ----------------------------------------------------------------------------- a letter bound to the asked noun

_FARM = "A farm keeps only cows and hens. There are 30 heads and 100 legs. How many cows are on the farm?"


@pytest.mark.parametrize("text,read", [
    ("Let $c$ be the number of cows and $h$ the number of hens. Solving gives $(c, h) = (20, 10)$.", True),
    ("Let c be the number of cows and h the number of hens. Solving gives c = 20 and h = 10.", True),
    ("Let c be the number of cows and h the number of hens. Solving gives h = 20 and c = 10.", False),
    ("Let h be the number of hens. Then h = 20 would be too many legs.", False),  # bound to another noun
])
def test_asked_binding(text, read):
    assert _read(text, "20", _FARM) is read


# ----------------------------------------------------------------------------- comparisons with a known side

@pytest.mark.parametrize("text,answer,problem,read", [
    ("Numerically the area exceeds the perimeter by 20.", "50", _RECT, True),
    ("P.S. a 7 by 8 rectangle has area 56, which is 6 more than ours.", "50", _RECT, True),
    ("Its complement is $25^\\circ$.", "65", "What is the measure of the angle, in degrees?", True),
    ("Over 600 rolls we would expect about 100 sixes.", "\\frac{1}{6}", "A fair die is rolled. What is the probability of a six?",
     True),
    ("If she pays with two $50 bills she should get $37 back.", "63", "How much does she spend in dollars?", True),
    ("That is a third of an average crate's apples.", "40",
     "A crate holds an average of 120 apples. How many apples are left over?", True),
    ("The 12 boys are half of the 24 students.", "12", "A class has 12 boys and 24 students. How many girls are there?",
     False),  # a given's value
    ("The area exceeds 30 by 20.", "50", _RECT, False),  # no asked side in this form: read by other readers or none
])
def test_comparatives(text, answer, problem, read):
    assert _read(text, answer, problem) is read


# ----------------------------------------------------------------------------- the asked entity's label

_PAPERS = ("Ann delivers 500 papers: 140 to Zone A, some to Zone B and 170 to Zone C. How many papers go to Zone B?")


@pytest.mark.parametrize("text,read", [
    ("```\n  140 (A)\n  190 (B)\n+ 170 (C)\n  ---\n  500\n```", True),
    ("| A | 140 |\n| B | 190 |\n| C | 170 |", True),
    ("Zone B: 190", True),
])
def test_asked_label(text, read):
    assert _read(text, "190", _PAPERS) is read


def test_asked_label_needs_a_sibling_label():
    """Without another "Zone X" in the problem a label names nothing apart: no reading by label."""
    from agon_mcore.agon.answer_forms.asked_label import asked_label_spans

    assert asked_label_spans("190 (B)", [190], "Ann delivers papers to Zone B. How many go to Zone B?") == []
    assert asked_label_spans("190 (B)", [190], _PAPERS) == [(0, 7)]
    assert asked_label_spans("  140 (A)\n  190 (C)", [190], _PAPERS) == []  # another entity's label


# ----------------------------------------------------------------------------- forms of values

@pytest.mark.parametrize("text,answer,problem,read", [
    ("he should ask for 2½ dozen.", "30", "How many rolls does he need?", True),
    ("that is 1¼ hundred sheets.", "125", "How many sheets?", True),
    ("as much as 3 whole hours.", "180", "How many minutes does it take?", True),
    ("that is about 22.0 lb.", "10", "How many kilograms of flour are in the bags?", True),
    ("Since the count is whole and the estimate puts it strictly between 6.5 and 7.5, it is settled.", "7",
     "How many marbles?", True),
    ("strictly between 6.5 and 8.5, it is settled.", "7", "What is the length?", False),  # two integers inside
    ("Its prime factorization is $2 \\cdot 2 \\cdot 3 \\cdot 7$.", "84", "How many ways?", True),
    ("The first place has 2 choices, then $2 \\cdot 2 \\cdot 3 \\cdot 7$ more.", "84", "How many ways?", False),
    ("Listing: $T_8 = 36$, $T_9 = 45$, $T_{10} = 55$.", "10", "Find $n$ if the $n$th triangular number is 55.", True),
])
def test_value_forms(text, answer, problem, read):
    assert _read(text, answer, problem) is read


@pytest.mark.parametrize("text,read", [
    ("Check: $f(3u - 1) = \\frac{3u}{3} = u$.", True),
    ("Check: $g\\left(3y - 1\\right) = y$.", True),
    ("Check: $f(3) = \\frac{4}{3}$.", False),
])
def test_argument_of_a_formula_answer(text, read):
    assert _read(text, "3x - 1", "If $f(x) = \\frac{x + 1}{3}$, find $f^{-1}(x)$.") is read


# ----------------------------------------------------------------------------- structure after the final step

def test_new_digits_after_a_pending_final_step_join_the_conclusion():
    problem = "A team plays 3 games of 5 innings. How many innings does it play?"
    draft = ("Innings per game: 5.\nAll games: 3 × 5 innings; a scoreboard would show that many as one side of a 15-15 tie.\n\n"
             "**Answer:** \\boxed{15}")
    text = hidden_and_kept(problem, draft, "15", ["Innings per game: 5.", "All games: 3 × 5"])
    assert "15-15" not in text


def test_a_statement_about_the_result_after_a_pending_step_joins_the_conclusion():
    problem = "Tom buys 7 pens at $3 each. How much does he pay in dollars?"
    draft = ("Each pen costs $3, so the bill = 7 × 3.\nOn a scoreboard the total is shown as 2 then 1 (two tens, one unit).\n"
             "\\boxed{21}")
    text = hidden_and_kept(problem, draft, "21", ["the bill = 7 × 3."])
    assert "2 then 1" not in text


# ----------------------------------------------------------------------------- code by nesting and by data flow

_RUN = ("Find the length of the longest strictly increasing contiguous run.", "import sys\n\ndef main():\n"
        "    a = list(map(int, sys.stdin.read().split()))[1:]\n    best = cur = 1\n    for i in range(1, len(a)):\n"
        "        cur = cur + 1 if a[i] > a[i - 1] else 1\n        best = max(best, cur)\n    print(best)\n\nmain()\n")


def _code_draft(extra):
    return ("We scan once, keeping the current run and the best. O(n) time.\n\n" + extra +
            "\n\nSample: 1 2 3 1 2 → 3.\n\n```python\n" + _RUN[1] + "```\n")


@pytest.mark.parametrize("extra", [
    "In Clojure: (reduce (fn [[best cur prev] x] (let [c (if (> x prev) (inc cur) 1)] [(max best c) c x])) [1 0 0] xs)",
    "In Haskell: maximum (map length (filter (all id) (map (zipWith (<) <*> tail) (tails xs))))",
])
def test_nested_code_of_another_language_is_hidden(extra):
    s = summarize_draft(_code_draft(extra), domain="code", problem=_RUN[0])
    assert "reduce" not in s.text and "O(n) time" in s.text and "Sample: 1 2 3 1 2 → 3." in s.text
    assert not answer_readable(s.text, _RUN[1], "code", problem=_RUN[0])


def test_prose_with_a_short_aside_is_no_nested_code():
    from agon_mcore.agon.code_nested import nested_code_spans

    prose = "We keep two counters (the current run (reset at a drop) and the best) and print the best at the end."
    assert nested_code_spans(prose) == []


_SQUARES = ("Count the numbers from 1 to n that are squares or cubes.",
            "from math import isqrt\n\ndef icbrt(n):\n    r = round(n ** (1 / 3))\n    while r ** 3 > n:\n        r -= 1\n"
            "    return r\n\ndef isixth(n):\n    r = round(n ** (1 / 6))\n    while r ** 6 > n:\n        r -= 1\n    return r\n\n"
            "n = int(input())\nprint(isqrt(n) + icbrt(n) - isixth(n))\n")


@pytest.mark.parametrize("listing", [
    "1. Lue n.\n2. Olkoon p = suurin r, jolle r² ≤ n.\n3. Olkoon q = suurin r, jolle r³ ≤ n.\n"
    "4. Olkoon s = suurin r, jolle r⁶ ≤ n.\n5. Tulosta p + q − s.",
    "- x ← floor of the square root of n\n- y ← floor of the cube root of n\n- z ← floor of the sixth root of n\n- write x + y - z",
])
def test_pseudocode_by_its_data_flow_is_hidden(listing):
    draft = "Squares plus cubes minus sixth powers (counted twice). O(1).\n\n" + listing + "\n\nSample: 10 → 4.\n\n```python\n" + \
        _SQUARES[1] + "```\n"
    s = summarize_draft(draft, domain="code", problem=_SQUARES[0])
    assert "+" not in s.text.split("O(1).")[1].split("Sample")[0], s.text
    assert "Sample: 10 → 4." in s.text and "O(1)." in s.text


def test_an_expression_without_assignments_is_no_data_flow():
    from agon_mcore.agon.code_dataflow import dataflow_spans

    assert dataflow_spans("The answer is a + b - c for the three counts.", _SQUARES[1]) == []
    assert dataflow_spans("a = 1\nb = 2\nc = 3\nprint a + b - c", _SQUARES[1]) != []


# ----------------------------------------------------------------------------- fresh56: remarks one step from the answer

_F56 = _rows(_ROOT / "tools" / "summary_redteam" / "fresh56" / "heldout.jsonl")


@pytest.mark.parametrize("rid", ["ah01", "ah03", "ah05", "ah08", "ah10", "ah13", "ah16", "ah22",
                                 "ahc04", "ahc06"])
def test_fresh56_leaks_are_closed(rid):
    row = _F56[rid]
    text = case_summary(row)
    assert not [f for f in row["leak_forms"] if f in text], text
    assert not [f for f in row["must_stay"] if f not in text], text


_BAKE = "A baker makes 40 rolls a day for 3 days and sells 45 of them. How many rolls are left?"


@pytest.mark.parametrize("draft,gone", [
    ("Rolls made: 40 × 3 = 120.\n\nThe leftovers would still fill 25 bags of three.\n\nLeft: 120 − 45 = \\boxed{75}",
     "25 bags"),  # 25 × 3
    ("Rolls made: 40 × 3 = 120.\n\nSo the rolls left fall 45 short of what was made.\n\nLeft: 120 − 45 = \\boxed{75}",
     None),  # 45 and 120 are the page's: nothing new (the reader reads none of it)
    ("Rolls made: 40 × 3 = 120.\n\nLeft: 120 − 45 = \\boxed{75}\n\nP.S. that is 5 short of two full days' batches.",
     "5 short"),  # 80 − 5, after the box
])
def test_closing_remark_one_step_from_the_answer(draft, gone):
    text = hidden_and_kept(_BAKE, draft, "75", ["40 × 3 = 120"])
    if gone:
        assert gone not in text, text


def test_lists_and_known_pairs_in_a_closing_remark_are_not_read():
    """Two known numbers of a remark ("There are 10 pairs of 21", the final step still to do) and a list of values are
    not read: on the dev splits those readings hid probes' work."""
    from agon_mcore.agon.answer_forms.remark_relatives import remark_relative_spans

    problem = "What is the sum of the integers from 1 to 20?"
    text = "Pair the ends: 1 + 20 = 21 and 10 + 11 = 21.\nThere are 10 pairs of 21.\n[hidden: the conclusion and final answer]"
    assert remark_relative_spans(text, [210], problem) == []
    text = "Pairs: $(1, 60), (2, 30), (3, 20), (4, 15)$.\n[hidden: the conclusion and final answer]"
    assert remark_relative_spans(text, [12], "How many divisors does 60 have?") == []


@pytest.mark.parametrize("clause,answer,problem", [
    ("Split 30 into 5 parts of 6; red takes 2 of them.", "18", "30 marbles are red and blue in the ratio 2:3. How many blue?"),
    ("Each layer is a 4 by 4 square of 16 cubes, and there are 4 layers.", "64", "How many unit cubes make a 4-cube?"),
    ("So the rectangle keeps 90% of the area, and the decrease is $100\\% - 90\\%$.", "10",
     "A square's sides change by 10% and 0%. By what percent does the area decrease?"),
])
def test_a_step_in_words_before_the_conclusion_is_no_remark(clause, answer, problem):
    from agon_mcore.agon.answer_forms.remark_relatives import remark_relative_spans

    assert remark_relative_spans(clause + "\n[hidden: the conclusion and final answer]", [int(answer)], problem) == []


def test_a_remark_inside_the_work_is_not_read():
    """A step in words before more derivation ("are $15 each") is work: only a remark that closes the work is read."""
    from agon_mcore.agon.answer_forms.remark_relatives import remark_relative_spans

    text = ("The two pizzas that cost $30 together are $15 each.\nThe other two cost 64 − 30 = $34 together.\n"
            "Each: $34 ÷ 2 = [hidden: the conclusion and final answer]")
    assert remark_relative_spans(text, [17], "Four pizzas cost 64 dollars; two cost 30 dollars. How much is each other?") == []
    closing = "The other two cost 64 − 30 = $34 together.\nThat is 13 more than the cheap pair's 4 dollars of tip.\n" \
              "Each: $34 ÷ 2 = [hidden: the conclusion and final answer]"
    assert remark_relative_spans(closing, [17], "Four pizzas cost 64 dollars; two cost 30 dollars. How much is each other?")


_A120 = _rows(_ROOT / "tests" / "data" / "atk_s120_cases.jsonl")


@pytest.mark.parametrize("rid", [r for r in _A120 if r[-3] in "mc" and r[-3:] not in ("m05", "m14", "m15", "c02")])
def test_atk_s120_hidden_cases_stay_hidden(rid):
    row = _A120[rid]
    text = case_summary(row)
    assert not [f for f in row["leak_forms"] if f in text], text


@pytest.mark.parametrize("rid", [r for r in _A120 if r[-3] in "pq" and r[-3:] not in ("p05", "q02")])
def test_atk_s120_kept_probes_stay_kept(rid):
    assert_case_closed(_A120[rid])
    text = case_summary(_A120[rid])  # the answer is still hidden while the work stays
    assert ("[hidden: the conclusion" if _A120[rid]["domain"] == "math" else "[hidden: the final code]") in text


_A121 = _rows(_ROOT / "tests" / "data" / "atk_s121_cases.jsonl")


@pytest.mark.parametrize("rid", [r for r in _A121 if r[-3] in "mc" and r[-3:] not in ("m12", "m15", "m16")])
def test_atk_s121_hidden_cases_stay_hidden(rid):
    """The attack on the final code: what it tried and the summary hid stays hidden, m10 (digits stated place by place)
    closed after it (m12 and m15 are open; m16 keeps the slope, one of the two facts that fix the line, with the
    intercept hidden)."""
    row = _A121[rid]
    text = case_summary(row)
    assert not [f for f in row["leak_forms"] if f in text], text


@pytest.mark.parametrize("rid", [r for r in _A121 if r[-3] in "pq"])
def test_atk_s121_probes_stay_kept(rid):
    assert_case_closed(_A121[rid])
    text = case_summary(_A121[rid])  # the answer is still hidden while the work stays
    assert ("[hidden: the conclusion" if _A121[rid]["domain"] == "math" else "[hidden: the final code]") in text


# ----------------------------------------------------------------------------- a fenced block in another language's words

@pytest.mark.parametrize("block,hidden", [
    ("ZA SVAKI test:\n    učitaj a, b, c\n    AKO je z = x + y:\n        ispiši \"YES\"\n    INAČE AKO je x = y I z % 2 = 0:\n"
     "        ispiši \"YES\"\n    INAČE:\n        ispiši \"NO\"", True),
    ("POUR chaque test :\n    lire a, b, c\n    SI z = x + y : écrire \"YES\"\n    SINON SI y = z ET x % 2 = 0 : écrire \"YES\"\n"
     "    SINON : écrire \"NO\"", True),
    ("6 1 5\n2 5 2\n2 4 2\n5 5 4\n\nYES\nNO\nYES\nYES", False),  # sample data
])
def test_pseudocode_block_by_projection(block, hidden):
    from agon_mcore.agon.code_summary import projects_program

    program = ("def ok(a, b, c):\n    x, y, z = sorted((a, b, c))\n    if z == x + y:\n        return True\n"
               "    if x == y and z % 2 == 0:\n        return True\n    if y == z and x % 2 == 0:\n        return True\n"
               "    return False\n\nfor _ in range(int(input())):\n    a, b, c = map(int, input().split())\n"
               "    print(\"YES\" if ok(a, b, c) else \"NO\")\n")
    assert projects_program(block, program) is hidden


@pytest.mark.parametrize("text,n", [
    ("B2 is `=IF(A2>A1,B1+1,1)` filled down and the answer is `=MAX(B:B)`.", 2),
    ("the formula =IF(A2=\"\", \"\", A2 & \" \" & (G2 - A2 - B2)) in H2", 1),
    ("In Excel, =MAX(3, 4) gives 4.", 0),  # no cell reference: a value, not a sheet's program
])
def test_spreadsheet_formulas_are_code(text, n):
    from agon_mcore.agon.code_nested import nested_code_spans

    assert len(nested_code_spans(text)) == n


# ----------------------------------------------------------------------------- digits stated place by place (atk_s121 m10)

@pytest.mark.parametrize("text,answer,read", [
    ("So the units digit is 5. Next, the tens digit is 0. Finally the hundreds digit is 1.", "105", True),
    ("So the ones digit is 3; later the tens digit is $9 - 2 = 7$.", "73", True),
    ("The units digit of the total is 7. The tens digit is 1.", "42", False),  # another number's digits
])
def test_digits_stated_place_by_place(text, answer, read):
    assert _read(text, answer, "What is the number?") is read


def test_digits_place_by_place_hide_the_digits_and_keep_the_work():
    text = case_summary(_A121["atk_s121-m10"])
    assert "units digit is 4." not in text and "= 8$" not in text
    assert "$2 \\cdot 4 = [hidden]$" in text and "$3u = 12$" in text


# ----------------------------------------------------------------------------- atk_s122 (hacks, escapes, relations; final code)

_A122 = _rows(_ROOT / "tests" / "data" / "atk_s122_cases.jsonl")


@pytest.mark.parametrize("rid", [r for r in _A122 if r[-3] in "mc" and r[-3:] not in ("m12", "m17", "m18")])
def test_atk_s122_hidden_cases_stay_hidden(rid):
    """What the last attack tried and the summary hid stays hidden (m12 a square checked by arithmetic, m17 a square
    root's decimal, m18 the answer as an exponent named in words are open)."""
    row = _A122[rid]
    text = case_summary(row)
    assert not [f for f in row["leak_forms"] if f in text], text


@pytest.mark.parametrize("rid", [r for r in _A122 if r[-3] in "pq" and r[-3:] != "p03"])
def test_atk_s122_probes_stay_kept(rid):
    assert_case_closed(_A122[rid])
    text = case_summary(_A122[rid])  # the answer is still hidden while the work stays
    assert ("[hidden: the conclusion" if _A122[rid]["domain"] == "math" else "[hidden: the final code]") in text
