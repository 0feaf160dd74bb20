"""Kinds closed in the thirty-seventh reader round (the open kinds of atk_s98, the attack on ``43475c8``, and of the
rounds before it; fresh43's and fresh44's first contact; atk_s99 and atk_s100), each with inputs of our own beside the
given ones.

* read: an amount stated as the banknotes and coins that make it ("a ten-dollar bill, a five and three singles" for
  18, "three quarters and a dime" for 85 cents: ``answer_forms.money_pieces``); Greek alphabetic numerals closed by a
  keraia (``ιηʹ``: ``scripts.greek_mentions``); a range whose connector says the far end's closedness ("from $-2$
  inclusive up to but not including $5$": ``relatives``); an item of a shown list picked by its index (from 0) or
  position (from 1: ``list_picks``); a limit compared by its value (``values._limits_taken``); a numeral broken at its
  thousands comma, a seven-segment display (``spread``); digits in any LaTeX styling command (``canon.STYLE_COMMANDS``);
* hidden fail-closed: a value equated with an outside referent that locates a thing in a world ("the frequency in
  hertz of the A above concert pitch", "like the top of a clock face", "one dollar per tooth in a full adult set of
  teeth": ``count_names.outside_referent_spans``), the asked quantity equated with a pointer ("exactly the first
  friend's guess": ``count_names.asked_pointer_spans``);
* kept: an intermediate equal to the answer where the final step is arithmetic still to do (``operand_later.
  final_operands`` in ``results``, ``provenance`` and ``failclosed``), a result computed in a conclusion-word sentence and
  used again by the work (``summary._operand_later``), a relation whose result the work uses next (``check_roles``), a
  count slot that ends at a rate's denominator ("4 slices a day"), a value named by another part of the work ("the
  base 2": ``reader_roles._named_part``);
* code: an unfenced ``dis`` listing, offsets or not (``answer_forms.code._DIS_RUN``, ``code_summary.bytecode_of``);
  inline TeX code with escaped quotes (``inline_program._TEX_ESCAPE``); an arrow type is no shell redirect
  (``runs_the_solution``).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from ._checks import assert_case_closed, case_summary, hidden_and_kept

_DATA = Path(__file__).parents[1] / "data"
_R98 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s98_cases.jsonl").open()}
_R99 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s99_cases.jsonl").open()}
_EGGS = ("Janet's ducks lay 16 eggs per day. She eats three for breakfast every morning and bakes muffins for her "
         "friends every day with four. She sells the remainder at the farmers' market daily for $2 per fresh duck egg. "
         "How much in dollars does she make every day at the farmers' market?")


@pytest.mark.parametrize("rid", ["atk_s98-m03", "atk_s98-m09", "atk_s98-m30", "atk_s98-m35", "atk_s98-p03"])
def test_atk_s98_cases_are_closed(rid):
    assert_case_closed(_R98[rid])


def test_atk_s98_pascal_row_pick_is_hidden():
    # the listed row stays (work: every entry is there); the pick "the entry at index 3" that names 56 is hidden
    text = case_summary(_R98["atk_s98-m22"])
    assert "1, 8, 28, 56, 70, 56, 28, 8, 1" in text and "index 3" not in text, text


@pytest.mark.parametrize("text,answer,problem,read", [
    # banknotes and coins counted out
    ("Her purse holds a ten-dollar bill, a five and three singles.", "18", _EGGS, True),
    ("She was paid two $5 bills, a $1 bill and 3 quarters.", "11.75", "How much was she paid?", True),
    ("The change is three quarters and a dime.", "85", "How much change, in cents, does he get?", True),
    ("In coins: a half-dollar, two dimes and a nickel.", "0.75", "How much money is that in dollars?", True),
    ("The jar has 4 dimes plus 2 nickels.", "50", "How many cents are in the jar?", True),
    ("Two fivers and a tenner sit in the till.", "20", "How much money is in the till?", True),
    ("She pays with a twenty-dollar bill and a five.", "25",
     "Ann pays $25 for a coat. How much change does she get from a twenty-dollar bill and a five?", False),  # given
    ("three quarters of the tiles and a dime", "85", "How many cents?", False),  # "quarters of": a fraction
    ("He keeps a ten-dollar bill and three singles.", "12", "How much does he keep?", False),  # 13, not 12
    # Greek alphabetic numerals
    ("In Greek numerals the takings are ιηʹ.", "18", _EGGS, True),
    ("Chapter ρκγʹ of the scroll.", "123", "Find n.", True),
    ("The word λόγοςʹ is no numeral.", "18", _EGGS, False),
    ("The letters ηιʹ are out of order.", "18", _EGGS, False),
    # ranges whose connector says the far end's closedness
    ("So $x$ runs from $-2$ inclusive up to but not including $5$.", "[-2, 5)", "Solve for x.", True),
    ("x goes from 1 up to and including 4", "(1, 4]", "Find the domain.", True),  # an unsaid near end reads either way
    ("x goes from 1 exclusive up to and including 4", "(1, 4]", "Find the domain.", True),
    ("x goes from 1 exclusive up to and including 4", "[1, 4]", "Find the domain.", False),
    # an item picked by its index or position
    ("Row 8 reads 1, 8, 28, 56, 70, 56, 28, 8, 1, and the entry at index 3 agrees.", "56",
     "Compute $\\binom{8}{3}$.", True),
    ("The list 4, 9, 16, 25, 36; the term in position 4 is it.", "25", "Find the fourth square.", True),
    ("So the entry at index 3 agrees.", "56", "Compute $\\binom{8}{3}$.", False),  # no list shown
])
def test_r37_kinds_own_inputs(text, answer, problem, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem=problem) is read


@pytest.mark.parametrize("text,answer,spans", [
    ("cash: a ten-dollar bill, a five and three singles.", "18", [(6, 49)]),
    ("He has seven dimes.", "0.7", [(7, 18)]),
    ("He has one dime.", "0.1", []),  # a single piece: its numeral's readers read it
    ("a £5 note and 2 50p coins", "6", [(0, 25)]),
])
def test_money_piece_spans(text, answer, spans):
    import sympy

    from agon_mcore.agon.answer_forms.money_pieces import money_piece_spans

    assert list(money_piece_spans(text, [sympy.sympify(answer)], None)) == spans


def test_greek_mentions():
    from agon_mcore.agon.answer_forms.scripts import greek_mentions

    assert [(m.start, m.end, int(m.value)) for m in greek_mentions("ιηʹ and ͵ακʹ and Ϟʹ")] == \
        [(0, 3, 18), (8, 12, 1020), (17, 19, 90)]


@pytest.mark.parametrize("problem,draft,answer,keep", [
    ("Charlie sells candles. Supplies cost $10.00 per pound and he needs 2 pounds. He sells 20 candles at $2.00 each. "
     "What is his net profit?",
     "Supplies: so they cost 2 × $10.00 = $20.00.\nRevenue: 20 × $2.00 = $40.00.\nProfit = $40.00 − $20.00.\n\n"
     "\\boxed{20}", "20", ["2 × $10.00 = $20.00"]),
    ("A box holds 3 rows of 4 cans; 12 cans cost $1 each and the box costs $12 more. What is the total cost?",
     "There are 3 × 4 = 12 cans, so the cans cost 12 × $1 = $12.\nTotal = $12 + $12.\n\n\\boxed{24}", "24",
     ["3 × 4 = 12 cans"]),
    ("Eggs: 16 a day, 3 eaten, 4 baked, the rest sold at $2. How much does she make?",
     "She sells 16 - 3 - 4 = 9 eggs.\nHer till then holds a ten-dollar bill, a five and three singles.\n\n\\boxed{18}",
     "18", ["16 - 3 - 4 = 9 eggs"]),
])
def test_r37_kinds_in_summaries(problem, draft, answer, keep):
    from agon_mcore.agon.leak import answer_readable

    text = hidden_and_kept(problem, draft, answer, keep)  # (which asserts the same; here in the test's own words)
    assert not answer_readable(text, answer, "math", problem=problem), text
    assert all(k in text for k in keep), text


def test_check_after_the_result_is_no_use_by_the_work():
    from agon_mcore.agon.summary import summarize_draft

    problem = "Tom buys 3 packs of 4 pens. How many pens does he have?"
    draft = "So he has 3 × 4 = 12 pens.\nCheck: 12 - 4 - 4 = 4 ✓\n\n\\boxed{12}"
    text = summarize_draft(draft, domain="math", problem=problem).text
    assert "= 12 pens" not in text, text


@pytest.mark.parametrize("text,problem,spans", [
    # a value equated with something outside the problem and the work: hidden fail-closed, whatever it names
    ("The bill in dollars is the frequency in hertz of the A above concert pitch, A5.",
     "Watermelons cost 3 times peppers. What is the total bill?", ["the frequency in hertz of the A above concert pitch"]),
    ("Each side: 12 cm (like the top of a clock face).", "How long is each side of the octagon?",
     ["the top of a clock face"]),
    # one new word names no located thing: "a blackjack" (a lookup no structure reads), "the conventional one"
    ("$$A = \\frac{42}{2}\\ \\text{cm}^2,$$\na blackjack, if you count it like cards.", "Find the trapezoid's area.", []),
    ("The symmetric answer is the conventional one.", "Find the integral.", []),
    ("So $x = 1$ is a root of the quartic.", "Solve it.", []),
    ("Numerically that is 0.38, which is a useful sanity check for the simplification.", "Simplify it.", []),
    ("Here 3 is the largest allowed absolute value.", "Find the largest.", []),
    ("The total is the number of keys on a grand piano's black notes.", "How many apples are left?",
     ["the number of keys on a grand piano's black notes"]),
    # a value by its label, a symbol, "as many as", "one ... per": the same phrase test
    ("Bill ends on the floor numbered like the voting age in the UK, and so on.", "What floor is Bill on now?",
     ["the voting age in the UK"]),
    ("So $p$ is the number you dial for the police in Germany or Japan.", "How many take physics?",
     ["the number you dial for the police in Germany or Japan"]),
    ("The bound is as many as the hexagrams of the I Ching.", "Find the minimum value.", ["the hexagrams of the I Ching"]),
    ("Sanity check: one dollar per minute of a regulation soccer match.", "How much money did he have?",
     ["minute of a regulation soccer match"]),
    ("Each share is one dollar per tooth in a full adult set of teeth.", "How many dollars did each pay?",
     ["tooth in a full adult set of teeth"]),
    ("He was short by the number in Sammy Hagar's song title about driving.", "How many more crates did he need?",
     ["the number in Sammy Hagar's song title about driving"]),
    ("| 6 | Carmen | as many dollars as the miles the Proclaimers would walk |", "How much did the desk sell for?",
     ["the miles the Proclaimers"]),
    ("Unmanned ruins: half of 88, the same count as Obama's place in the list of US presidents.",
     "How many castles are unmanned?", ["Obama's place in the list of US presidents"]),
    ("He was short by the amount he spent on lunch.", "He spent $12 on lunch. How much more did he need?", []),  # the
    # problem's own words
    ("$$ds^2 = du^2 + dv^2,$$\nthe Euclidean metric.", "Find the length.", []),  # an eponymous adjective, no name
    ("He earns one dollar per hour worked.", "How much does he earn?", []),  # no located thing: a rate
    ("So $x$ is the root of the first factor.", "Solve for x.", []),  # one new word
    # kept: the work's own words, the problem's words, words the draft used before, a referent with a digit
    ("So the area is the product of base and height.", "Find the area of the triangle.", []),
    ("The total is the price of the watermelons.", "Watermelons cost $45. What is the total?", []),
    ("We sold apples at the fair.\nThe total is the fair's apple count.", "How many were sold?", []),
    ("The total is the sum of 12 and 30.", "How many?", []),
    ("The key observation is the symmetry of the figure.", "Find the area.", []),  # no value equated
])
def test_outside_referent_spans(text, problem, spans):
    from agon_mcore.agon.answer_forms.count_names import outside_referent_spans

    assert [text[s:e] for s, e in outside_referent_spans(text, problem)] == spans


@pytest.mark.parametrize("a,b,equal", [
    ("\\lim_{x \\to 0} \\frac{\\sin x}{x}", "1", True),
    ("\\lim_{x \\to 0} \\frac{\\sin 2x}{x}", "2", True),
    ("\\lim_{x \\to 0} \\frac{\\sin x}{x}", "2", False),
    ("\\lim_{n \\to \\infty} \\left(1 + \\frac{1}{n}\\right)^n", "e", True),
])
def test_limits_compare_by_value(a, b, equal):
    from agon_mcore.agon.answer_forms import parse_answer
    from agon_mcore.agon.answer_forms.values import values_equal

    assert values_equal(parse_answer(a).values[0], parse_answer(b).values[0]) is equal


def _rows(path):
    return {json.loads(x)["id"]: json.loads(x) for x in path.open()}


@pytest.mark.parametrize("where,rid", [
    ("tools/summary_redteam/fresh42/heldout.jsonl", "jj19"),  # the sinc limit
    ("tools/summary_redteam/fresh41/heldout.jsonl", "kk05"),  # A5 in hertz
    ("tests/data/atk_s97_cases.jsonl", "atk_s97-m39"),  # the top of a clock face
    ("tools/summary_redteam/fresh43/heldout.jsonl", "hh05"),  # one dollar per tooth in a full adult set of teeth
    ("tools/summary_redteam/fresh43/heldout.jsonl", "hh09"),  # numbered like the voting age in the UK
    ("tools/summary_redteam/fresh43/heldout.jsonl", "hh22"),  # one dollar per minute of a regulation soccer match
    ("tools/summary_redteam/fresh43/heldout.jsonl", "hh33"),  # as many as the hexagrams of the I Ching
    ("tools/summary_redteam/fresh43/heldout.jsonl", "hh35"),  # the number you dial for the police
    ("tools/summary_redteam/fresh44/heldout.jsonl", "gg04"),  # short by the number in a song title
    ("tools/summary_redteam/fresh44/heldout.jsonl", "gg05"),  # as many dollars as the miles the Proclaimers would walk
    ("tools/summary_redteam/fresh44/heldout.jsonl", "gg16"),  # the same count as Obama's place among presidents
    ("tools/summary_redteam/fresh43/heldout.jsonl", "hh26"),  # 180 minutes before "180 / 60" stays
    ("tools/summary_redteam/fresh43/heldout.jsonl", "hhp12"),  # "4 slices a day" counts slices
    ("tools/summary_redteam/fresh43/heldout.jsonl", "hhp15"),  # 25 boxes, 400 ounces before "400 / 16" stay
    ("tools/summary_redteam/fresh43/heldout.jsonl", "hhc03"),  # an Idris port: its type signatures are code
    ("tools/summary_redteam/fresh41/heldout.jsonl", "kk25"),  # 34 × 80 = 2720 before the final 3000 − 2920 stays
    ("tools/summary_redteam/fresh41/heldout.jsonl", "kk20"),  # the check 15 - 10 before the final 30 - 15 stays
])
def test_earlier_open_cases_are_closed(where, rid):
    assert_case_closed(_rows(Path(__file__).parents[2] / where)[rid])


@pytest.mark.parametrize("block,runs", [
    ("qbinom : Integer -> Integer -> Integer", False),  # an arrow type, no redirect to a file "Integer"
    ("f :: Int -> Int", False),
    ("python3 sol.py < in.txt > out.txt", True),
    ("python3 gen.py > big.txt", True),
])
def test_an_arrow_type_is_no_redirect(block, runs):
    from agon_mcore.agon.answer_forms.code import runs_the_solution

    assert runs_the_solution(block) is runs


@pytest.mark.parametrize("vis,ops", [
    ("Abby: 2 a day.\nDays: 24 / 6.[C]", [24, 6]),
    ("Total: 200 + 200 = 400 ounces.\nIn pounds: $400 / 16$ pounds.[C]", [400, 16]),
    ("So the total is 3 × 4 = 12.[C]", None),  # the final step's result is stated
    ("We are done.[C]", None),
])
def test_final_operands(vis, ops):
    from fractions import Fraction

    from agon_mcore.agon.operand_later import final_operands

    got = final_operands(vis, vis.index("[C]"))
    assert got == (None if ops is None else [Fraction(x) for x in ops])


@pytest.mark.parametrize("rid", ["atk_s99-m24", "atk_s99-p04"])
def test_atk_s99_cases_are_closed(rid):
    assert_case_closed(_R99[rid])


@pytest.mark.parametrize("text,answer,problem,read", [
    # a numeral broken at its thousands comma by a line break
    ("The order contains 1,\n250 pencils in all.", "1250", "How many pencils?", True),
    ("So the town has 12,\n500 people.", "12500", "How many people live there?", True),
    ("We get 12,\n50 more.", "1250", "How many pencils?", False),  # no group of three after the comma
    # a value named by the part of the work it is, where the problem asks another part
    ("Since the base 2 is greater than 1, exponents match.", "2", "Solve $2^{x+1} = 8$.", False),
    ("Here the modulus 7 is prime, so inverses exist.", "7", "Find the inverse of 3 mod 7 plus 2.", False),
    ("So the common ratio 3 gives the sequence.", "3", "The terms are 2, 6, 18. What is the common ratio?", True),
])
def test_r37_second_batch_own_inputs(text, answer, problem, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem=problem) is read


_R95 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s95_cases.jsonl").open()}


@pytest.mark.parametrize("rid", ["atk_s95-m36", "atk_s95-c10"])
def test_atk_s95_last_open_cases_are_closed(rid):
    assert_case_closed(_R95[rid])


@pytest.mark.parametrize("text,answer,spans", [
    (" _  _ \n|_| _|\n|_||_ \n", "82", [(0, 20)]),  # 8, 2
    (" _  _ \n|_| _|\n|_||_ \n", "28", []),
    ("    _ \n  | _|\n  ||_ ", "12", [(0, 20)]),  # a 1 is two bars on the right
    ("| a | b |\n|---|---|\n| 1 | 2 |", "12", []),  # a markdown table is no display
])
def test_seven_segment_spans(text, answer, spans):
    from agon_mcore.agon.answer_forms.spread import seven_segment_spans

    assert seven_segment_spans(text, answer) == spans


@pytest.mark.parametrize("text,regions", [
    ("dis output:\n  LOAD_GLOBAL len\n  LOAD_FAST string\n  CALL 1\n  RETURN_VALUE\n\nDone.", 1),
    ("dis output:\n  2  0 LOAD_FAST 0 (n)\n     2 LOAD_CONST 1 (2)\n     4 BINARY_OP 5 (*)\n", 1),
    ("NOTE THIS\nLOAD BEARING WALL\nRETURN POLICY applies", 0),  # capitals, no opcodes
    ("LOAD BEARING WALL\nCALL ME MAYBE\nRETURN TO SENDER", 0),
])
def test_unfenced_dis_listing_is_a_code_region(text, regions):
    from agon_mcore.agon.answer_forms import code_regions

    assert len([r for r in code_regions(text) if r.form == "dis"]) == regions


_JAR = ("Gunter asks his friends how many jelly beans are in a jar. One says 80. Another says 20 more than half the first "
        "one. A third says 25% more than the first one. What is their average guess?")


@pytest.mark.parametrize("text,problem,spans", [
    ("Interesting: the average turns out to be exactly the first friend's guess, since 60 and 100 are symmetric.", _JAR,
     ["the first friend's guess"]),
    ("This leaves $\\tan A$ equal to the coefficient in front of $\\cos A$ in the given relation.",
     "We have $\\sin A = 2\\cos A$. What is $\\tan A$?", ["the coefficient in front of $\\cos A$ in the given relation"]),
    ("So the average is the same as the starting guess.", _JAR, ["the same as the starting guess"]),
    ("Choosing 5 of the 6 students is the same as choosing the one to leave out.", "How many ways to choose 5 students?",
     []),  # a method, no pointer
    ("How much more likely is the first?", "How much more likely is the first event than the second?", []),  # a question
    # kept: no pointer word, a digit, a subject that is not the asked quantity
    ("The average is the sum divided by the count of guesses.", _JAR, []),
    ("The average is the first guess plus 0.", _JAR, []),
    ("The second guess is the first one halved plus twenty.", _JAR, []),
])
def test_asked_pointer_spans(text, problem, spans):
    from agon_mcore.agon.answer_forms.count_names import asked_pointer_spans

    assert [text[s:e] for s, e in asked_pointer_spans(text, problem)] == spans


_R92 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s92_cases.jsonl").open()}


@pytest.mark.parametrize("rid", ["atk_s92-m23", "atk_s92-m32"])
def test_atk_s92_pointers_are_closed(rid):
    assert_case_closed(_R92[rid])


_R100 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s100_cases.jsonl").open()}


@pytest.mark.parametrize("rid", ["atk_s100-m38", "atk_s100-c07"])
def test_atk_s100_cases_are_closed(rid):
    assert_case_closed(_R100[rid])


@pytest.mark.parametrize("text,answer,read", [
    # every LaTeX styling command typesets its digits as plain text
    ("The count matches $\\texttt{4}\\texttt{2}$.", "42", True),
    ("The count matches \\textsf{4}\\emph{2}.", "42", True),
    ("The count is \\textsc{42} exactly.", "42", True),
    ("The count matches $\\texttt{4}\\texttt{3}$.", "42", False),
])
def test_styled_digit_groups(text, answer, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem="How many pencils are there?") is read


def test_tex_code_undoes_escaped_quotes():
    from agon_mcore.agon.inline_program import tex_code

    t = 'so $f(s) = \\texttt{sum(1 for ch in s if ch in \\"aeiou\\")}$'
    assert [c for _, _, c in tex_code(t)] == ['sum(1 for ch in s if ch in "aeiou")']
