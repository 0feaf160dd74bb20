"""Kinds closed in the fortieth reader round: the open kinds of atk_s110 to atk_s113 (the attacks on the last round's
code), atk_s114, and the first contact of fresh51 and fresh52, each with inputs of our own beside the given ones.

* read: alphabetic numerals of scripts a math draft has no other use for (Armenian ``ԺԸ``, Hebrew ``יח``, titled
  Cyrillic ``зі҃``), Egyptian hieroglyphic numerals (``𓎆𓐁``) and Ethiopic multipliers (``፭፻፴፱``), 4-bit groups as BCD or
  excess-3 (``answer_forms.numeral_symbols``); a count of one unit in a span of another ("the number of hours in two
  full days": ``answer_forms.unit_counts``; one qualified by a word no table knows, "the whole days in a synodic month",
  hidden fail-closed) and a grid's cells by its dimensions ("an 8 by 8 board"); an arithmetic function of a shown number
  or a figure's measure by its size ("the amicable partner of 220", "the altitude of an equilateral triangle whose side
  is 32": ``answer_forms.arith_functions``); a sequence term by its neighbour through a successor verb ("the Fibonacci
  number that follows 21"); a base by its Latin name ("a duodecimal counter would write 48"); a set answer listed in any
  order; "a half-century"; a value that measures the asked thing is no given ("fifteen litres of water" where water is
  asked: ``asked_role.asked_thing_after``); a dollar sign before a digit opens math only by Pandoc's rule;
* hidden: outside referents through a list of names, a trailing phrase, a dash before a possessive name, a colon after a
  result noun, a verb of change ("doubles it, to the ...") or an institution's acronym (``count_names``); a numbered
  pseudo-code listing in another script (its own full stops split clauses; a listing needs a quarter of the working
  statements: ``code_steps``);
* kept: the echo of an intermediate its own sentence computed ("$20 / 2 = $10, so he spends $10 on lunch":
  ``spans.echoed_result``); a divisor evaluated on the spot ("divisible by $3^3 = 27$"); a result operated on in words
  ("= 3,192, minus 1,596 gives"); a step whose result counts another noun is no final step ("24 - 12 = 12 boys" where
  pencils are asked); a variable's value where the problem's last request is an expression of it ("$k = 4$" for
  $k^2 - 12$); a unit fact never joins the conclusion; a line label before a chain ending in the box ("All legs:
  80 + 80 = \\boxed{160}") keeps the chain's left sides.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from ._checks import assert_case_closed, case_summary, hidden_and_kept

_DATA = Path(__file__).parents[2] / "tests" / "data"


def _rows(path):
    return {json.loads(x)["id"]: json.loads(x) for x in path.open()}


_R110 = _rows(_DATA / "atk_s110_cases.jsonl")
_R111 = _rows(_DATA / "atk_s111_cases.jsonl")
_R112 = _rows(_DATA / "atk_s112_cases.jsonl")
_R113 = _rows(_DATA / "atk_s113_cases.jsonl")


def _read(text, answer, problem="What number is it?"):
    from agon_mcore.agon.leak import answer_readable

    return answer_readable(text, answer, "math", problem=problem)


# ----------------------------------------------------------------------------- the given cases

@pytest.mark.parametrize("rid", ["atk_s113-m01", "atk_s113-m06", "atk_s113-p01", "atk_s113-p02"])
def test_atk_s113_cases_are_closed(rid):
    assert_case_closed(_R113[rid])


@pytest.mark.parametrize("rid", ["atk_s112-m09", "atk_s112-p04", "atk_s112-p07", "atk_s112-p09"])
def test_atk_s112_open_cases_are_closed(rid):
    assert_case_closed(_R112[rid])


def test_atk_s111_ip_address_stays_as_a_side_channel_that_states_no_value():
    """By design, as a version number does (test_summary_r13a_side_channels): an identifier's group is no value."""
    text = case_summary(_R111["atk_s111-m15"])
    assert "10.0.0.12" in text and not _read(text, "12", _R111["atk_s111-m15"]["problem"])


def test_atk_s110_other_noun_step_is_kept():
    assert_case_closed(_R110["atk_s110-p04"])
    assert "24 - 12 = 12 boys (not needed" in case_summary(_R110["atk_s110-p04"])


# ----------------------------------------------------------------------------- letter and hieroglyphic numerals

@pytest.mark.parametrize("text,answer,read", [
    ("got ԺԸ apples", "18", True),  # Armenian 10 + 8
    ("got ժը apples", "18", True),  # lower case
    ("the year ՌՁ", "1080", True),  # 1000 + 80
    ("in Հայաստան", "1", False),  # an Armenian word out of numeral order: prose
    ("total יח items", "18", True),  # Hebrew 10 + 8
    ("the toast חי", "18", True),  # gematria reads a word in any order
    ("year תשפ״ו", "786", True),  # gershayim between letters
    ("total зі҃", "17", True),  # Church Slavonic 7 + 10 under a titlo
    ("total ві҃", "12", True),
    ("the word Москва", "1", False),  # no titlo: a word
    ("we get 𓎆𓐁", "18", True),  # Egyptian: a hobble (10) and eight strokes
    ("we get 𓍢𓎇𓏺", "121", True),  # a coil (100), two hobbles, one stroke
    ("we get 𓆼𓐰𓂭", "11000", True),  # a lotus and a finger joined in one quadrat
    ("we get 𓀀", "1", False),  # a hieroglyph that is no numeral
])
def test_letter_and_hieroglyph_numerals(text, answer, read):
    assert _read(text, answer) is read


def test_letter_numerals_hidden_in_a_summary():
    problem = "A box holds 6 red and 12 blue pens. How many pens are in the box?"
    draft = "Red and blue: 6 + 12 = 18.\nIn Armenian letters that is ԺԸ, in Hebrew יח.\n\\boxed{18}"
    text = hidden_and_kept(problem, draft, "18", ["6 + 12"])
    assert "ԺԸ" not in text and "יח" not in text


# ----------------------------------------------------------------------------- the echo of a computed result

def test_echo_of_an_intermediate_is_kept_and_of_the_final_step_hidden():
    problem = "Mia has $40. She spends $20 on shoes and half of the rest on a hat. How much money does she have left?"
    draft = ("After shoes: $40 - $20 = $20.\nHat: $20 / 2 = $10, so she pays $10 for the hat.\n"
             "Left: $20 - $10 = $10, so she keeps $10 in the end.\n\\boxed{10}")
    text = hidden_and_kept(problem, draft, "10", ["$20 / 2 = $10, so she pays $10 for the hat."])
    assert "she keeps $10" not in text


def test_echoed_result_reads_the_same_value_only():
    from sympy import Integer

    from agon_mcore.agon.spans import echoed_result

    t = "Lunch: $20 / 2 = $10, so he spends $10 on lunch."
    assert echoed_result(t, 0, t.index("10 on"), Integer(10)) == t.index("10,")
    assert echoed_result(t, 0, t.index("10 on"), Integer(20)) is None
    u = "Lunch: $20 / 2 = $10. He spends $10 on lunch."  # another sentence: no echo
    assert echoed_result(u, 0, u.index("10 on"), Integer(10)) is None


# ----------------------------------------------------------------------------- divisors, spoken operations, nouns

def test_divisor_evaluated_on_the_spot_is_kept():
    problem = "What is the smallest positive perfect cube that can be written as the sum of six consecutive integers?"
    draft = ("The sum is $6n + 15 = 3(2n + 5)$, odd and divisible by 3.\nA cube divisible by 3 is divisible by $3^3 = 27$.\n"
             "The cube $27 = 2 + 3 + 4 + 5 + 6 + 7$ works.\n\\boxed{27}")
    text = hidden_and_kept(problem, draft, "27", ["divisible by $3^3 = 27$."])
    assert "27 = 2 + 3" not in text


def test_result_operated_on_in_words_is_kept():
    problem = "Ann has 24 stickers. Ben has twice as many as Ann minus 24. How many stickers do they have together?"
    draft = "Ben: 2 × 24 = 48, minus 24 gives 24 stickers.\nTogether: 24 + 24 = 48.\n\\boxed{48}"
    text = hidden_and_kept(problem, draft, "48", ["2 × 24 = 48, minus 24"])
    assert text.endswith("Together: 24 + 24 = [hidden: the conclusion and final answer]")


def test_step_counting_another_noun_is_no_final_step():
    problem = ("A bus has 40 seats and a quarter of them are by a window. Each window seat gets 1 blanket and each other "
               "seat gets 2. How many blankets do the window seats get?")
    draft = ("Window seats: 40 / 4 = 10 seats.\nOther seats: 40 - 30 = 10 rows (just to see).\n"
             "Each window seat gets 1 blanket.\n\\boxed{10}")
    text = hidden_and_kept(problem, draft, "10", ["40 - 30 = 10 rows", "40 / 4 = 10 seats"])
    assert text.count("[hidden") == 1 and "\\boxed" not in text


def test_value_measuring_the_asked_thing_is_no_given():
    problem = "A tank holds 20 litres of oil and 12 litres of water. I pour 8 litres of water in. How much water is in the tank?"
    draft = "Water: 12 + 8 = 20 L.\nTomorrow I'd again have 20 litres of water in there if nothing leaks.\n\\boxed{20}"
    text = hidden_and_kept(problem, draft, "20", ["12 + 8"])
    assert "20 litres of water" not in text
    # the given itself, where it names no other thing, stays a given ("cartons of 12." for a dozen eggs)
    hidden_and_kept("Eggs come in cartons of 12. How many eggs are in 1 cartons?",
                    "Each carton is a dozen eggs, and we have 1 cartons.\nTherefore we have a dozen eggs in all, i.e. "
                    "$\\boxed{12}$.", "12", ["Each carton is a dozen eggs"])


def test_variable_of_the_asked_expression_is_kept_and_the_asked_variable_hidden():
    draft = "Plug in: $10 = 3a + 1$, so $3a = 9$ and $a = 3$.\nThen $a^2 - 6 = 9 - 6 = 3$.\n\\boxed{3}"
    hidden_and_kept("Find $a$ such that the line $y = ax + 1$ passes through $(3, 10)$. Then give $a^2 - 6$.", draft, "3",
                    ["$a = 3$"])
    text = hidden_and_kept("Find $a$ such that the line $y = ax + 1$ passes through $(3, 10)$.",
                           "Plug in: $10 = 3a + 1$, so $3a = 9$ and $a = 3$.\n\\boxed{3}", "3", ["$10 = 3a + 1$"])
    assert "a = 3" not in text


def test_unit_fact_never_joins_the_conclusion():
    text = hidden_and_kept("A runner covers 1 km every minute. What is her speed in km per hour?",
                           "There are 60 minutes in an hour.\nSo in one hour she covers 1 × 60 km.\n\\boxed{60}", "60",
                           ["There are 60 minutes in an hour."])
    assert text.startswith("There are 60 minutes in an hour.\n") and text.count("[hidden") == 1


# ----------------------------------------------------------------------------- fresh51 (first contact 5/32 and 1/18)

_F51 = _rows(Path(__file__).parents[2] / "tools" / "summary_redteam" / "fresh51" / "heldout.jsonl")


@pytest.mark.parametrize("rid", ["ab02", "ab07", "ab19", "ab23", "ab25"])
def test_fresh51_leaks_are_closed(rid):
    assert_case_closed(_F51[rid])


@pytest.mark.parametrize("text,answer,read", [
    ("The train ends on the number of hours in two full days.", "48", True),
    ("one vine for every day in three weeks", "21", True),
    ("that is the minutes in a day", "1440", True),
    ("how many weeks in a year, exactly", "52", True),
    ("every day in a leap year", "366", True),
    ("the number of inches in a mile", "63360", True),
    ("red takes as many as the months of a year", "12", True),
])
def test_unit_counts(text, answer, read):
    assert _read(text, answer) is read


@pytest.mark.parametrize("text", [
    "the number of days in a month",  # 28 to 31: no reading
    "There are 60 minutes in an hour.",  # a unit fact with its number: nothing counted by reference
    "the day in a week we meet",  # one day named, none counted
    "the number of pens in two boxes",  # no units
])
def test_no_unit_count(text):
    from agon_mcore.agon.answer_forms.unit_counts import unit_count_mentions, unknown_unit_count_spans

    assert unit_count_mentions(text) == [] and unknown_unit_count_spans(text) == []


def test_unit_count_with_an_unknown_qualifier_is_hidden_fail_closed():
    from agon_mcore.agon.answer_forms.unit_counts import unknown_unit_count_spans

    t = "and $m + n$ is the number of whole days in a synodic (new moon to new moon) month."
    assert [t[a:b] for a, b in unknown_unit_count_spans(t)] == ["number of whole days in a synodic (new moon to new moon) month"]
    assert unknown_unit_count_spans("the number of hours in two full days") == []


@pytest.mark.parametrize("text,problem", [
    ("Daniel pays as many dollars as the age at which Hendrix, Joplin and Cobain all died.",
     "A pen costs $2 and a book $25. How much does Daniel spend?"),
    ("The rest must bring $750, a dollar a day for every year of a golden jubilee over its 15 days.",
     "Elvis saves $1125 in April. How much does he save each day in the second half?"),
])
def test_outside_referents_through_a_name_list_or_a_trailing_phrase_are_hidden(text, problem):
    from agon_mcore.agon.answer_forms.count_names import outside_count_spans, outside_referent_spans

    found = [text[a:b] for a, b in outside_referent_spans(text, problem) + outside_count_spans(text, problem)]
    assert any("Hendrix" in f or "golden jubilee" in f for f in found), found


def test_set_answer_listed_in_any_order_is_read():
    answer = "\\{1\\pm\\sqrt{5},-2\\}"
    assert _read("Numerically the pair-sums are about 3.236, -1.236 and -2.000.", answer)
    assert _read("the values are 3, 1 and 2", "\\{1,2,3\\}")
    assert not _read("the point is (2, 1)", "(1, 2)", "Find the point.")  # a tuple keeps its order


def test_dollar_amounts_open_no_math_span():
    from agon_mcore.agon.answer_forms.formulas import math_spans

    t = "Cups cost $36000 - $1200 = $34800.\nCheck: the price is the number equal to 1! + 4! + 5!.\nPrice = $34800 ÷ 240"
    assert math_spans(t) == []
    assert math_spans("so $3 + 4$ and $x$") == [(4, 9), (16, 17)]
    assert _read(t, "145", "Calculate the cost of each cup.")


@pytest.mark.parametrize("text,answer,read", [
    ("a half-century of shells, if she were a batter", "50", True),
    ("a half century of shells", "50", True),
    ("a half-dozen shells", "6", True),
    ("a half of the pie", "50", False),
])
def test_a_half_before_a_unit(text, answer, read):
    assert _read(text, answer, "How many shells does Kylie collect?") is read


@pytest.mark.parametrize("text,answer,read", [
    ("each friend's share is the Fibonacci number that follows 21", "34", True),  # fresh50 aa01
    ("the prime preceding 31", "29", True),
    ("the square right after 25", "36", True),
    ("the triangular number which comes after 10", "15", True),
    ("a prime above 30", "31", False),  # no "next" and no successor verb: no one number
    ("a prime after 31", "37", False),
])
def test_a_sequence_term_named_by_its_neighbour(text, answer, read):
    assert _read(text, answer, "How much did each pay?") is read


# ----------------------------------------------------------------------------- arithmetic functions, figures, nibbles

@pytest.mark.parametrize("text,answer,read", [
    ("The total cost is the amicable partner of 220 (each is the sum of the other's proper divisors).", "284", True),
    ("the total is the sum of the proper divisors of 220", "284", True),
    ("the sum of the divisors of 6", "12", True),
    ("the total is the number of divisors of 12", "6", True),
    ("the total is the number of divisors of 12", "7", False),
    ("Euler's totient of 12", "4", True),
    ("the digit sum of 1234", "10", True),
    ("the number of primes below 30", "10", True),
    ("the greatest common divisor of 12 and 18", "6", True),
    ("the lcm of 4 and 6", "12", True),
    ("the largest prime factor of 91", "13", True),
    ("the side equals the altitude of an equilateral triangle whose side is 32", "16\\sqrt{3}", True),  # fresh46 ee23
    ("the diagonal of a square with side 5", "5\\sqrt{2}", True),
    ("the area of a circle of radius 3", "9\\pi", True),
    ("the area of a circle of radius 3", "9", False),
    ("the volume of a cube with edge 4", "64", True),
])
def test_arithmetic_functions_and_figure_measures(text, answer, read):
    assert _read(text, answer, "How much does the service cost?") is read


def test_a_function_the_problem_names_is_its_given():
    problem = "What is the sum of the proper divisors of 220?"
    assert not _read("We need the sum of the proper divisors of 220 first.", "284", problem)


@pytest.mark.parametrize("rid", ["atk_s114-m06", "atk_s114-m14"])
def test_atk_s114_nibble_codes_are_closed(rid):
    assert_case_closed(_rows(_DATA / "atk_s114_cases.jsonl")[rid])


@pytest.mark.parametrize("text,answer,read", [
    ("In BCD nibbles the revenue is 0001 1000.", "18", True),
    ("In excess-3 code the revenue reads 0100 1011.", "18", True),
    ("the bits 0001 1000", "24", True),  # the plain binary reading stays one
    ("the mask 1111 0000", "18", False),
])
def test_nibble_runs(text, answer, read):
    assert _read(text, answer, "How much does she make?") is read


@pytest.mark.parametrize("text,answer,read", [
    ("the number of squares on an 8 by 8 chessboard", "64", True),
    ("one square of a 4 by 4 board", "\\frac{1}{16}", True),
    ("the number of squares on an 8 by 8 chessboard", "16", False),
])
def test_grid_counts_by_dimensions(text, answer, read):
    assert _read(text, answer, "Find the value.") is read


def test_grid_count_with_a_times_sign_is_arithmetic_still_to_do():
    """By design: "3×3×3" in the phrase is arithmetic the reader leaves to the reader (fresh46 ee24)."""
    from agon_mcore.agon.answer_forms.unit_counts import grid_count_mentions

    t = "The sum is the number of small cubes in a classic 3×3×3 puzzle cube."
    assert [m.value for m in grid_count_mentions(t)] == [27]
    assert not _read(t, "27", "Find the value.")


# ----------------------------------------------------------------------------- fresh52 (first contact 10/32 and 14/18)

_F52 = _rows(Path(__file__).parents[2] / "tools" / "summary_redteam" / "fresh52" / "heldout.jsonl")


@pytest.mark.parametrize("rid", ["ad02", "ad05", "ad07", "ad12", "ad13", "ad14", "ad17", "ad18", "adc02", "adc06"])
def test_fresh52_leaks_are_closed(rid):
    assert not [f for f in _F52[rid]["leak_forms"] if f in case_summary(_F52[rid])]


@pytest.mark.parametrize("rid", ["adp01", "adp02", "adp03", "adp04", "adp05", "adp06", "adp07", "adp08", "adp09", "adp10",
                                 "adp11", "adp12"])
def test_fresh52_labelled_final_steps_keep_their_left_sides(rid):
    assert_case_closed(_F52[rid])


@pytest.mark.parametrize("draft,kept", [
    ("Cow legs: 20 × 4 = 80.\nChicken legs: 40 × 2 = 80.\nAll legs: 80 + 80 = \\boxed{160}", "All legs: 80 + 80 = "),
    ("**Total:** 12 + 30 = \\boxed{42}", "**Total:** 12 + 30 = "),
])
def test_a_line_label_before_the_chain_is_no_clause(draft, kept):
    s = case_summary({"draft": draft, "domain": "math", "problem": "How many are there in all?"})
    assert kept in s and not _read(s, draft.split("boxed{")[1].rstrip("}"), "How many are there in all?")


@pytest.mark.parametrize("text,answer,read", [
    ("(My colleague's ledger writes the profit in Ge'ez numerals: ፭፻፴፱.)", "539", True),  # ፻ multiplies
    ("፪፼፫፻", "20300", True),
    ("Dromedaries: d = 180 - 124, which a duodecimal counter would write as 48.", "56", True),
    ("in base twelve it reads 48", "56", True),
    ("it is 100 in vigesimal", "400", True),
    ("(Handy memory hook: the same count as the hypotenuse of a right triangle with legs 9 and 12.)", "15", True),
])
def test_ethiopic_multipliers_base_names_and_the_hypotenuse(text, answer, read):
    assert _read(text, answer, "How many are there?") is read


@pytest.mark.parametrize("text,problem,found", [
    ("I pay $25 + $10 - the same number as the minimum age to be US president.",
     "I pay a 20% tip on our $50 bill. How much did I pay?", "the minimum age to be US president"),
    ("so 6 + 4 - Nadia Comăneci's famous Montreal score, in inches.",
     "A beanstalk was 3 inches tall and doubled. How tall was it?", "Nadia Comăneci's famous Montreal score"),
    ("Days needed: 750 ÷ 150, the same number as Chanel's most famous perfume.",
     "He sells 150 kg a day. How many days to sell 750 kg?", "Chanel's most famous perfume"),
    ("Difference, in minutes: the number in the name of Steve Rubell's famous 1970s Manhattan disco.",
     "How much longer does Ray take?", "the number in the name of Steve Rubell's famous 1970s Manhattan disco"),
    ("Re-writing everything doubles it, to the German autobahn's advisory speed in km/h.",
     "How many letters has Elise written?", "the German autobahn's advisory speed in km/h"),
])
def test_outside_referents_by_a_dash_a_colon_a_change_or_an_acronym(text, problem, found):
    from agon_mcore.agon.answer_forms.count_names import outside_referent_spans

    assert any(found in text[a:b] for a, b in outside_referent_spans(text, problem))  # (or a wider phrase around it)


def test_a_change_to_the_work_s_own_quantity_is_no_referent():
    from agon_mcore.agon.answer_forms.count_names import outside_referent_spans

    for t in ("The level doubles it, to the 20 litres we need.", "Then it grows to the size of the tank."):
        assert outside_referent_spans(t, "A tank has 10 litres. How much is in it?") == []


def test_numbered_pseudocode_in_another_script_splits_at_its_own_full_stops():
    from agon_mcore.agon.code_steps import _clauses

    t = "2. lo = 1, hi = 10^9։ Քանի դեռ hi - lo > 1՝ mid = (lo + hi) / 2։"
    assert [t[a:b].strip() for a, b in _clauses(t, 0, len(t))] == [
        "2.", "lo = 1,", "hi = 10^9։", "Քանի դեռ hi - lo > 1՝", "mid = (lo + hi) / 2։"]


# ----------------------------------------------------------------------------- atk_s115 (the attack on 8db7067)

_R115 = _rows(_DATA / "atk_s115_cases.jsonl")


@pytest.mark.parametrize("rid", ["atk_s115-m01", "atk_s115-m09", "atk_s115-c02", "atk_s115-p01", "atk_s115-p02"])
def test_atk_s115_cases_are_closed(rid):
    assert_case_closed(_R115[rid])


@pytest.mark.parametrize("text,answer,read", [
    ("She makes =31=38 dollars a day.", "18", True),  # quoted-printable
    ("n ≡ 10 ≡ tr(I₃), the trace of the 3×3 identity (mod 7).", "3", True),
    ("the rank of the 4 x 4 identity", "4", True),
    ("the rank of the 4 x 4 identity", "16", False),
])
def test_quoted_printable_and_identity_sizes(text, answer, read):
    assert _read(text, answer, "What is n?") is read


def test_a_definition_by_the_function_s_own_name_in_any_language_is_the_program():
    from agon_mcore.agon.inline_program import named_definition_spans
    from agon_mcore.agon.leak import answer_readable

    program = "def add(x: int, y: int):\n    return x + y\n"
    for line in ("Yn Gymraeg: ffwythiant add(x, y): dychwelyd x plws y.", "Auf Deutsch: funktion add(x, y) -> gib x plus y"):
        assert named_definition_spans(line, program) and answer_readable(line, program, "code")
    for line in ("Samples: add(2, 3) = 5 and add(5, 7) = 12.", "We call add(x, y):"):  # a call, a bare signature
        assert named_definition_spans(line, program) == []


def test_a_given_restated_after_the_final_step_stays():
    problem = "A notebook costs $18 and a pen costs $3. Tom buys 6 pens and no notebook. How much, in dollars, does he spend?"
    draft = "Each pen is $3. 6 pens cost 6 × $3 = $18.\nNote the notebook's price, $18, is not needed.\n\\boxed{18}"
    text = hidden_and_kept(problem, draft, "18", ["the notebook's price, $18"])
    assert "6 × $3 = $18" not in text


# ----------------------------------------------------------------------------- fresh53 (first contact 2/32 and 0/18)

_F53 = _rows(Path(__file__).parents[2] / "tools" / "summary_redteam" / "fresh53" / "heldout.jsonl")


def test_fresh53_octet_cell_is_closed():
    assert_case_closed(_F53["ae05"])


@pytest.mark.parametrize("text,answer,read", [
    ("| 8 | the first octet of a home-router address like 192.168.0.1 |", "192", True),
    ("the last group of 10.0.0.12", "12", True),
    ("the first octet of 10.3.0.1", "3", False),
])
def test_a_group_of_a_dotted_identifier_named_by_its_place(text, answer, read):
    assert _read(text, answer, "How many cows are in 8 stalls?") is read


# ----------------------------------------------------------------------------- atk_s116 (the attack on 4365257)

_R116 = _rows(_DATA / "atk_s116_cases.jsonl")


@pytest.mark.parametrize("rid", ["atk_s116-m08", "atk_s116-c02", "atk_s116-c03"])
def test_atk_s116_cases_are_closed(rid):
    assert_case_closed(_R116[rid])


@pytest.mark.parametrize("text,answer,read", [
    ("(Sanity check on the abacus: 7 beads on the tens rod, 2 beads on the ones rod.)", "72", True),
    ("3 on the hundreds column, 0 on the tens column and 5 on the ones column", "305", True),
    ("the tens digit is 4 and the units digit is 2", "42", True),
])
def test_digits_by_place_before_or_after_the_place(text, answer, read):
    assert _read(text, answer, "How many muffins is that?") is read


def test_a_fence_tagged_with_a_language_holds_code_and_a_sample_after_a_word_stays():
    from agon_mcore.agon.code_summary import _sample_io

    assert _sample_io("Sample count_vowels('hello') == 2;", "def count_vowels(s):\n    return 0\n")
    text = case_summary({"domain": "code", "problem": "def f(s):\n    pass",
                         "draft": "Idea below.\n```smalltalk\nf: s\n    ^ s size\n```\n```python\ndef f(s):\n    return len(s)\n```"})
    assert "s size" not in text and "Idea below." in text


# ----------------------------------------------------------------------------- fresh54 (first contact 14/32 and 1/18)

_F54 = _rows(Path(__file__).parents[2] / "tools" / "summary_redteam" / "fresh54" / "heldout.jsonl")


@pytest.mark.parametrize("rid", ["af04", "af05", "af06", "af08", "af17", "af18", "af19", "af20", "af23", "af25", "afc05"])
def test_fresh54_leaks_are_closed(rid):
    assert not [f for f in _F54[rid]["leak_forms"] if f in case_summary(_F54[rid])]


@pytest.mark.parametrize("text,problem,found", [
    ("Total: 33 + 32 + 36 square feet, the number of the torture room in Nineteen Eighty-Four.",
     "How many square feet is the quilt?", "the number of the torture room in Nineteen Eighty-Four"),
    ("Cost per stick: $15.00 ÷ 30, the face value of a Kennedy half-dollar.", "How many cents does a stick cost?",
     "the face value of a Kennedy half-dollar"),
    ("Left: $40 - $27, the floor number many hotel elevators skip.", "How much money does Janet have left?",
     "the floor number many hotel elevators skip"),
    ("| all items | same as the mph limit on a British motorway | 20 + 10 + 40 |", "How many items did he see?",
     "the mph limit on a British motorway"),
    ("Kim's count is the October date when children go trick-or-treating.", "How many paintings does Kim have?",
     "the October date"),
    ("so 22 - 3 — the same number as the suffix of the disease named COVID in 2020.", "How many colours are left?",
     "the suffix of the disease named COVID in 2020"),
    ("Check: 42 × (one day per Jackson) covers 210 photos", "How many days does it take?", "Jackson"),
])
def test_outside_referents_by_apposition_table_cell_time_clause_and_per_name(text, problem, found):
    from agon_mcore.agon.answer_forms.count_names import outside_referent_spans

    assert found in [text[a:b] for a, b in outside_referent_spans(text, problem)]


def test_an_apposition_of_the_work_s_own_quantity_stays():
    from agon_mcore.agon.answer_forms.count_names import outside_referent_spans

    for t in ("Total: 12 + 30 = 42 apples, the number of apples in the crate.", "Cost: $15 ÷ 3, the price of one pen."):
        assert outside_referent_spans(t, "A crate holds apples and a pen costs $5. How many apples are in the crate?") == []


# ----------------------------------------------------------------------------- atk_s117 (the attack on the final code e43491d)

def test_atk_s117_residue_before_its_modulus_is_a_number():
    row = _rows(_DATA / "atk_s117_cases.jsonl")["atk_s117-m08"]
    assert_case_closed(row)
    assert _read("so 2^9 ≡ 1 and 2^{10} ≡ 2 (mod 7).", "2", row["problem"])
    assert not _read("so 2^9 ≡ 1 and 2^{10} ≡ 2 (mod 7).", "3", row["problem"])
