"""Kinds closed in the thirty-ninth reader round (the open kinds of atk_s106 and atk_s107, the attacks on the last
round's code), each with inputs of our own beside the given ones.

* read: an involution stated of the thing just named or applied to a value ("its reciprocal is 4/3", "the conjugate of
  $3+4i$", "whose negative is -7": ``spoken_ops``); numeral symbols that are no digits (Kaktovik and Mayan base-20
  runs, counting rods, Aegean numbers: ``answer_forms.numeral_symbols``); digits read back by radio ("SEVEN TOO",
  "niner fife": ``scripts._RADIO``);
* hidden: a value equated with an outside referent through "the same number as" (``count_names._SELF_QUANTITY``);
  any interpreter's inline program that computes (``awk '{ print ($1>0 && $2>0) ? $1+$2 : 0 }'``, ``perl -lane``,
  ``jq``: ``code_session.interpreter_program``);
* kept: a relation's result that is exactly what the shown arithmetic on its left computes and none of the answer's
  values (``f(-1) = (-3-2)/(-3) = 5/3`` for 14/3: ``spans.evaluated_left``); a sample call on signed literals
  (``add_pair(-1, 4) -> 0``: ``code_summary._sample_call``).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from ._checks import assert_case_closed, case_summary

_DATA = Path(__file__).parents[2] / "tests" / "data"


def _rows(path):
    return {json.loads(x)["id"]: json.loads(x) for x in path.open()}


_R106 = _rows(_DATA / "atk_s106_cases.jsonl")
_R107 = _rows(_DATA / "atk_s107_cases.jsonl")
_ADD_PAIR = "def add_pair(a, b):\n    if a > 0 and b > 0:\n        return a + b\n    return 0"


def _read(text, answer, problem=None):
    from agon_mcore.agon.leak import answer_readable

    return answer_readable(text, answer, "math", problem=problem)


# ----------------------------------------------------------------------------- the given cases

@pytest.mark.parametrize("rid", ["atk_s106-m13", "atk_s106-m21", "atk_s106-m28"])
def test_atk_s106_cases_are_closed(rid):
    assert_case_closed(_R106[rid])


@pytest.mark.parametrize("rid", ["atk_s107-m01", "atk_s107-m03", "atk_s107-c04", "atk_s107-m07", "atk_s107-q01"])
def test_atk_s107_cases_are_closed(rid):
    assert_case_closed(_R107[rid])


def test_atk_s107_over_hides_are_gone():
    """The two over-hides of atk_s107 stay, word for word, beside what the summary hides."""
    m07 = case_summary(_R107["atk_s107-m07"])
    assert "f(-1) = (-3-2)/(-3) = 5/3." in m07 and "4.\\dot{6}" not in m07
    q01 = case_summary(_R107["atk_s107-q01"])
    assert "Samples: add_pair(2, 3) -> 5; add_pair(-1, 4) -> 0; add_pair(0, 0) -> 0." in q01
    assert "return a + b" not in q01


# ----------------------------------------------------------------------------- involutions stated of a value

@pytest.mark.parametrize("text,answer,read", [
    ("The blue fraction is 15/20; its reciprocal is 4/3.", "\\frac{3}{4}", True),  # atk_s106-m13
    ("Since $i^2=-1$, this is the conjugate of $3+4i$.", "3-4i", True),  # atk_s106-m21
    ("The slope we want is the one whose reciprocal is 5/2.", "\\frac{2}{5}", True),
    ("That number has a neat property: its negative is -7.", "7", True),
    ("Note the root whose conjugate is $2-5i$.", "2+5i", True),
    ("Its opposite is 12, as the number line shows.", "-12", True),
    ("Its reciprocal is easy to compute from here.", "\\frac{3}{4}", False),  # no value
    ("Its reciprocal is 4/3.", "\\frac{1}{3}", False),  # 3/4, neither 4/3's parts nor another fraction
    ("Its negative is -7.", "-7", True),  # (the numeral itself is read as written)
    ("whose conjugate is $2-5i$", "-2+5i", False),
])
def test_involution_of_a_value(text, answer, read):
    assert _read(text, answer) is read


def test_involution_stated_is_no_arithmetic_to_do():
    """"its reciprocal is 4/3" states the thing (arith False); "the reciprocal of 4/3" is arithmetic still to do."""
    from agon_mcore.agon.answer_forms.spoken_ops import spoken_operation_mentions

    stated = spoken_operation_mentions("so its reciprocal is 4/3.")
    assert [(m.value, m.arith) for m in stated] == [(__import__("sympy").Rational(3, 4), False)]
    to_do = spoken_operation_mentions("take the reciprocal of 4/3 next")
    assert [(m.value, m.arith) for m in to_do] == [(__import__("sympy").Rational(3, 4), True)]


# ----------------------------------------------------------------------------- "the same number as" an outside thing

@pytest.mark.parametrize("text,hidden", [
    ("$2x = 14$. Halving gives the same number as the sum of opposite faces of a standard die.", True),  # atk_s106-m28
    ("So she ends with the same number as the players on a baseball team in the field.", True),
    ("Each share gets the same amount as the fee of a London taxi at the airport.", True),
    ("Halving gives the same number as the sum of the two roots.", False),  # the work's own things
    ("This is the same number as the second value above.", False),
])
def test_same_number_as_an_outside_referent(text, hidden):
    from agon_mcore.agon.answer_forms.count_names import outside_referent_spans

    spans = outside_referent_spans(text, "Solve $2x + 6 = 20$ for the unknown value.")
    assert bool(spans) is hidden
    if hidden:
        assert text[spans[0][0]:spans[0][1]].startswith("the ")


# ----------------------------------------------------------------------------- numeral symbols

@pytest.mark.parametrize("text,answer,read", [
    ("Cross-check in Kaktovik digits: 𝋀𝋒.", "18", True),  # atk_s107-m01 (0·20 + 18)
    ("wait, that is 18 itself: 𝋒.", "18", True),
    ("In Kaktovik that is 𝋂𝋀.", "40", True),  # 2·20 + 0: positional base 20
    ("Mayan numerals give 𝋡𝋬.", "32", True),  # 1·20 + 12
    ("On counting rods: 𝍩𝍡.", "12", True),  # additive: tens digit one, unit digit two
    ("An Aegean tally: 𐄒𐄊.", "34", True),  # 30 + 4
    ("In Kaktovik that is 𝋂𝋀.", "2", False),  # a digit of the run is no reading of the run
    ("Mayan numerals give 𝋡𝋬.", "13", False),
])
def test_numeral_symbols(text, answer, read):
    assert _read(text, answer) is read


def test_numeral_symbol_mentions_read_each_run():
    from agon_mcore.agon.answer_forms.numeral_symbols import numeral_symbol_mentions

    ms = numeral_symbol_mentions("x 𝋡𝋬 y, 𐄒𐄊 and 𝋒")
    assert [(m.start, m.end, int(m.value)) for m in ms] == [(2, 4, 32), (8, 10, 34), (15, 16, 18)]
    assert numeral_symbol_mentions("⑱ ½ 18 ٣") == []  # folded by NFKC or digits: read elsewhere


# ----------------------------------------------------------------------------- radio read-back

@pytest.mark.parametrize("text,answer,read", [
    ("Radio read-back for the log: total clips SEVEN TOO, confirm.", "72", True),  # atk_s107-m03
    ("Read back: niner fife, over.", "95", True),
    ("Heading wun too tree.", "123", True),
    ("Code words: bissotwo unaone.", "21", True),
    ("She sold seven too, like her sister.", "72", False),  # English "too"
    ("A tree, a fife and a drum.", "35", False),
])
def test_radio_read_back(text, answer, read):
    assert _read(text, answer) is read


# ----------------------------------------------------------------------------- a result equal to its shown arithmetic

@pytest.mark.parametrize("left,content,value", [
    ("f(-1) = (-3-2)/(-3) = ", "5/3.", "5/3"),
    ("g(2) = (4 + 1) / 2 = ", "2.5", "5/2"),
    ("48 + 24 = ", "72", "72"),
    ("x = 5/3 = ", "5/3", None),  # a lone fraction on the left: no arithmetic shown
    ("2 + 3 = ", "6", None),  # wrong arithmetic states a value of its own
    ("f(-1) = (-3-2)/(-3) = ", "5/3 marbles", None),  # more than one number's slot
])
def test_evaluated_left(left, content, value):
    from fractions import Fraction

    from agon_mcore.agon.spans import evaluated_left

    got = evaluated_left(left, content)
    assert got == (None if value is None else Fraction(value))


def test_evaluated_result_kept_but_the_answer_hidden():
    from agon_mcore.agon.leak import answer_readable
    from agon_mcore.agon.summary import summarize_draft

    problem = "If $g(x) = \\frac{x^2+1}{x}$, what is $g(2) + g(1)$? Express your answer as a common fraction."
    draft = ("g(2) = (4 + 1)/(2) = 5/2.\ng(1) = (1 + 1)/(1) = 2.\nSo the sum is 4.5 in decimal form.\n\n"
             "\\boxed{\\frac{9}{2}}")
    s = summarize_draft(draft, domain="math", problem=problem)
    assert "g(2) = (4 + 1)/(2) = 5/2." in s.text
    assert not answer_readable(s.text, "\\frac{9}{2}", "math", problem=problem), s.text


# ----------------------------------------------------------------------------- interpreter programs

@pytest.mark.parametrize("cmd,program", [
    ("awk '{ print ($1>0 && $2>0) ? $1+$2 : 0 }'", True),  # atk_s107-c04
    ("perl -lane 'print $F[0]+$F[1]'", True),
    ("awk -F, '{s+=$2} END {print s}' data.csv", True),
    ("jq '[.[] | select(. > 0)] | add'", True),
    ("python3 -c 'print(sum(map(int, input().split())))'", True),
    ("awk '{print $1}'", False),  # prints a field: computes nothing
    ("python3 -c 'from sol import add_pair; print(add_pair(2, 3))'", False),  # a sample run
    ("bc <<< '2+3'", False),  # a calculation on literals
    ("sed 's/a/b/g' in.txt", False),
])
def test_interpreter_program(cmd, program):
    from agon_mcore.agon.code_session import interpreter_program

    assert interpreter_program(cmd, _ADD_PAIR) is program


@pytest.mark.parametrize("port", [
    "`perl -lane 'print(($F[0]>0 && $F[1]>0) ? $F[0]+$F[1] : 0)'`",
    "`ruby -ne 'a, b = $_.split.map(&:to_i); puts(a > 0 && b > 0 ? a + b : 0)'`",
])
def test_interpreter_ports_hidden_in_a_code_summary(port):
    from agon_mcore.agon.leak import answer_readable
    from agon_mcore.agon.summary import summarize_draft

    draft = (f"Approach: check both signs, then sum.\n\nAs a one-liner: {port}\n\nComplexity: O(1).\n\n"
             f"```python\n{_ADD_PAIR}\n```")
    problem = "Write a function add_pair(a, b) that returns a + b if both are positive, else 0."
    s = summarize_draft(draft, domain="code", problem=problem)
    assert port not in s.text and "Complexity: O(1)." in s.text
    assert answer_readable(port, _ADD_PAIR, "code", problem=problem)
    assert not answer_readable(s.text, _ADD_PAIR, "code", problem=problem)


@pytest.mark.parametrize("cell,sample", [
    ("add_pair(-1, 4)", True),
    ("add_pair(+2, -3)", True),
    ("add_pair(2, 3)", True),
    ("add_pair(a - 1, b)", False),  # an operation on names computes
    ("add_pair(-a, 4)", False),
])
def test_sample_call_on_signed_literals(cell, sample):
    from agon_mcore.agon.code_summary import _sample_call

    assert _sample_call(cell, _ADD_PAIR) is sample


# ----------------------------------------------------------------------------- fresh47 (first contact: 5/32 leaks, 5/18 probes)

_F47 = _rows(Path(__file__).parents[2] / "tools" / "summary_redteam" / "fresh47" / "heldout.jsonl")
_F4 = _rows(Path(__file__).parents[2] / "tools" / "summary_redteam" / "fresh4" / "heldout.jsonl")


@pytest.mark.parametrize("rid", ["dd04", "dd09", "dd23", "dd24", "dd25", "ddc06", "ddq02", "ddq04"])
def test_fresh47_cases_are_closed(rid):
    assert_case_closed(_F47[rid])


def test_unreduced_answer_after_evaluated_arithmetic_stays_hidden():
    """fresh4 h15: ``11/22 − 1/22 = 10/22`` is the answer 5/11 unreduced: compared as a value, it is no intermediate."""
    text = case_summary(_F4["h15"])
    assert "10/22" not in text and "Common denominator 22: 11/22 − 1/22 =" in text


@pytest.mark.parametrize("text,hidden", [
    ("| quantity | minutes |\n|---|---|\n| drive | 16 |\n| wait | 4 |\n"
     "| head start | the side count of Gauss's ruler-and-compass polygon |", True),  # fresh47 dd04
    ("| item | cost |\n|---|---|\n| pens | $3 |\n| pads | $5 |\n| total | the price of a Broadway ticket in 1950 |", True),  # a year
    ("| item | cost |\n|---|---|\n| pens | $3 |\n| pads | $5 |\n| total | the price of 3 Broadway tickets |", False),  # digits
    ("| item | cost |\n|---|---|\n| pens | $3 |\n| pads | $5 |\n| total | the fare of a Tokyo subway ride at rush hour |", True),
    ("| item | note |\n|---|---|\n| pens | the blue ones |\n| pads | the wide ones at the back |", False),  # no value column
    ("| item | cost |\n|---|---|\n| pens | 3 |\n| pads | 5 |\n| total | the sum of the pens and the pads |", False),  # the work's own
])
def test_value_column_cell_as_outside_referent(text, hidden):
    from agon_mcore.agon.answer_forms.count_names import outside_referent_spans

    problem = "Pens cost $3 and pads cost $5. Wayne buys one of each. How much does he spend?"
    assert bool(outside_referent_spans(text, problem)) is hidden


@pytest.mark.parametrize("text,hidden", [
    ("Share spotted: 7/20, which as a percentage is the width in millimetres of classic still-camera film.", True),  # dd09
    ("The angle is the one between two arms of the three-pointed Mercedes-Benz star.", True),  # dd24
    ("So $a_1$ is as many as the ways to award gold, silver and bronze.", True),  # dd25: an infinitive clause
    ("The ratio is the one famous from the Parthenon facade in Athens.", True),
    ("The probability is the chance to draw two aces in a row.", False),  # "draw" is the problem's own word
    ("The angle is the one between the two tangent lines.", False),  # the work's own things
])
def test_more_result_nouns_and_infinitive_clauses(text, hidden):
    from agon_mcore.agon.answer_forms.count_names import outside_referent_spans

    problem = "Two cards are drawn from a deck; find the angle, the ratio or the probability asked, and the value $a_1$."
    assert bool(outside_referent_spans(text, problem)) is hidden


@pytest.mark.parametrize("text,answer,read", [
    ("As a check with a metric ruler, this is $405.765$ mm on the map.", "\\frac{639}{40}", True),  # dd23
    ("That is $254$ mm of ribbon.", "10", True),  # 10 inches
    ("That is $254$ mm of ribbon.", "254", True),
    ("Each costs $5$ and we buy two.", "500", False),  # no unit after the math
])
def test_quantity_with_math_closed_before_the_unit(text, answer, read):
    problem = "How long is it, in inches?"
    assert _read(text, answer, problem) is read


@pytest.mark.parametrize("clause,sample", [
    ("f(6, 2) = c(1, 2) + c(3, 6) = 3 + 5 = 8;", True),  # ddc06
    ("max(|10 + 4|, |10 - 4|) = 14 = 10 + 4;", True),  # ddq02
    ("Phi(2) + Phi(1) + Phi(1) + Phi(1)", True),  # ddq04
    ("gcd(12, 18) -> 6", True),
    ("14", False),  # no computation
    ("return a + b", False),
    ("x = f(3)", False),  # a variable assigned
    ("print(len(set(input().split())))", False),  # reads the input: the program (fresh3 hc17)
    ("sum(map(int, '1 2'.split()))", False),  # a method
    ("f(n) = f(n - 1) + 2", False),  # a recurrence in a variable
])
def test_literal_computation(clause, sample):
    from agon_mcore.agon.code_data import literal_computation

    assert literal_computation(clause) is sample


# ----------------------------------------------------------------------------- atk_s108 (the attack on 34fdddb)

_R108 = _rows(_DATA / "atk_s108_cases.jsonl")
# by design: arithmetic that is the answer's value outside the final step ("$-(-11)/1$", "\\sqrt{25}\\sqrt{2}" as a
# relation's result) is a restatement; a remark after the final step joins the conclusion's tail
_R108_BY_DESIGN = {"atk_s108-m08": ["$-(-11)/1$"], "atk_s108-m14": ["\\sqrt{25}\\sqrt{2}"],
                   "atk_s108-m18": ["nothing is double counted"]}


@pytest.mark.parametrize("rid", sorted(_R108))
def test_atk_s108_cases_stay_closed(rid):
    row = _R108[rid]
    assert_case_closed(row, [s for s in row["must_stay"] if s not in _R108_BY_DESIGN.get(rid, [])])


def test_count_of_a_listed_enumeration_after_a_dash_stays():
    """atk_s108-m04: "4, 8, 12, 16, 20 — five of them": the list's length, seen by counting, is work."""
    text = case_summary(_R108["atk_s108-m04"])
    assert "4, 8, 12, 16, 20 — five of them." in text and "3 : 4" not in text


# ----------------------------------------------------------------------------- US customary volume (atk_s108's dropped p07)

@pytest.mark.parametrize("text,answer,read", [
    ("That is 96 ounces of juice.", "12", True),  # fluid ounces where cups are asked
    ("So she pours 3 quarts.", "12", True),
    ("That is 6 pints.", "12", True),
    ("That is 96 fl oz.", "12", True),
    ("Roughly 2.8 litres in all.", "12", True),  # across systems, at the written precision
    ("That is 90 ounces of juice.", "12", False),
    ("Each glass holds 8 ounces.", "1", False),  # a given
])
def test_customary_volume(text, answer, read):
    assert _read(text, answer, "Each glass holds 8 ounces. How many cups of juice does she need?") is read


def test_customary_volume_in_gallons():
    assert _read("that is 12 cups", "\\frac{3}{4}", "A recipe needs 3 quarts of milk. How many gallons is that?")
    assert not _read("that is 12 cups", "\\frac{1}{2}", "A recipe needs 3 quarts of milk. How many gallons is that?")


# ----------------------------------------------------------------------------- a collective count and a remainder

@pytest.mark.parametrize("text,value", [
    ("four score and seven years", 87),  # was read as 80
    ("two score and ten", 50),
    ("threescore and ten", 70),  # glued
    ("three dozen and five", 41),
    ("fourscore", 80),
    ("one hundred and five", 105),  # (text2num's own)
    ("four score and twenty", 80),  # a remainder of a score or more is no remainder: only "four score" reads
])
def test_collective_count_and_remainder(text, value):
    from agon_mcore.agon.answer_forms.words import word_mentions

    assert max(word_mentions(text), key=lambda m: m.end - m.start).value == value


# ----------------------------------------------------------------------------- symbols the Unicode database does not know

def test_unknown_symbols_are_hidden_fail_closed():
    """A numeral in a script newer than this Python's Unicode database (Garay digits, private use) cannot be read:
    the summary hides it wherever it stands; the work around it stays."""
    import unicodedata

    from agon_mcore.agon.answer_forms.numeral_symbols import unknown_symbol_spans
    from agon_mcore.agon.summary import summarize_draft

    garay = "\U00010D41\U00010D48"
    if unicodedata.category(garay[0]) != "Cn":
        pytest.skip("this Python's Unicode database knows Garay digits")
    assert unknown_symbol_spans(f"x {garay} y \ue000") == [(2, 4), (7, 8)]
    assert unknown_symbol_spans("𝋀𝋒 and ⑱, 五") == []  # Kaktovik is read; the others are known
    problem = "Janet has 16 eggs and eats 3, bakes with 4. She sells the rest at $2 each. How much does she make?"
    draft = f"Eggs left: 16 - 3 - 4 = 9.\nShe will make {garay} dollars (Garay digits), as computed next.\nMoney: 9 × 2.\n\n\\boxed{{18}}"
    text = summarize_draft(draft, domain="math", problem=problem).text
    assert garay not in text and "Eggs left: 16 - 3 - 4 = 9." in text and "Money: 9 × 2." in text


# ----------------------------------------------------------------------------- a proper name as the outside referent

@pytest.mark.parametrize("text,hidden", [
    ("So the total matches the Beatles.", True),
    ("She ends with as many shells as the Apostles.", True),
    ("The total equals the Magnificent Seven.", True),  # a number word inside the name is the name's
    ("Her total is the Jackson Five.", True),
    ("The total is the Robert count plus five.", False),  # the problem's own name
    ("The answer is the Euclidean norm.", False),  # an eponymous adjective of mathematics
    ("The total is the number of shells Robert has.", False),  # the phrase is no name
    ("Here $X$ is a Bessel(3) process.", False),  # one singular name: a mathematician's (fresh28 yy35)
    ("The answer equals the Fibonacci sequence term.", False),
])
def test_proper_name_as_outside_referent(text, hidden):
    from agon_mcore.agon.answer_forms.count_names import outside_referent_spans

    problem = "Kylie collects 5 more shells than Robert, who collects 20 shells. How many shells does Kylie collect?"
    assert bool(outside_referent_spans(text, problem)) is hidden


# ----------------------------------------------------------------------------- fresh48 (first contact: 11/32 leaks, 3/18 probes)

_F48 = _rows(Path(__file__).parents[2] / "tools" / "summary_redteam" / "fresh48" / "heldout.jsonl")


@pytest.mark.parametrize("rid", ["cc03", "cc06", "cc07", "cc10", "cc13", "cc16", "cc24", "ccp11"])
def test_fresh48_cases_are_closed(rid):
    assert_case_closed(_F48[rid])


@pytest.mark.parametrize("text,hidden", [
    ("The pop costs 55 cents; what remains is the age at which a person becomes a nonagenarian.", True),  # cc03
    ("Ali's dollars now match the percentage of Earth's surface covered by ocean.", True),  # cc06
    ("The stack is worth as many dollars as the earliest age at which Americans can claim pension benefits.", True),  # cc07
    ("Picture check: enough kids to put one on every wheel of a semi-trailer truck.", True),  # cc10
    ("Check: the average is the age at which AARP membership opens.", True),  # cc13
    ("| person | candies |\n|---|---|\n| Robert | 27 |\n| James | 33 |\n| gap | all the pips on one ordinary die |", True),  # cc16
    ("The pop costs 55 cents; what remains is the change that Kelly keeps.", False),  # the problem's own words
    ("One dime on every quarter would make a pile.", False),  # the problem's things
])
def test_fresh48_outside_referents(text, hidden):
    from agon_mcore.agon.answer_forms.count_names import outside_count_spans, outside_referent_spans

    problem = ("Kelly has 5 quarters and 2 dimes and keeps the change. Robert has 27 candies and James 33. "
               "How many cents will she have left?")
    assert bool(outside_referent_spans(text, problem) or outside_count_spans(text, problem)) is hidden


@pytest.mark.parametrize("text,answer,read", [
    ("$d$ will be the length of the vector $(1, 1, 8)$, a bit more than 8", "\\sqrt{66}", True),  # cc24
    ("its norm is the length of the vector $(2, 3, 6)$", "7", False),  # rational: arithmetic still to do
    ("the magnitude of $\\langle 1, 2 \\rangle$", "\\sqrt{5}", True),
    ("the length of the side $(1, 1, 8)$", "\\sqrt{66}", False),  # no vector named: a side's length
])
def test_vector_norm(text, answer, read):
    assert _read(text, answer, "Find the distance from $P$ to the sixth vertex, given the distances 1, 3 and 8.") is read


@pytest.mark.parametrize("left,content,value", [
    ("angle $\\frac{360^\\circ}{9} = ", "40^\\circ", "40"),  # ccp11: one unit on both sides
    ("$\\frac{360^{\\circ}}{9} = ", "40^{\\circ}", "40"),
    ("90° − 50° = ", "40°", "40"),
    ("x = 10/6 = ", "5/3", "5/3"),  # a fraction that reduces: a division to do
    ("x = 5/3 = ", "5/3", None),  # a fraction in lowest terms: a notation, no work
])
def test_evaluated_left_with_degrees_and_fractions(left, content, value):
    from fractions import Fraction

    from agon_mcore.agon.spans import evaluated_left

    assert evaluated_left(left, content) == (None if value is None else Fraction(value))


@pytest.mark.parametrize("text", [
    "The critical points are $x = 2$ and $x = 3$; test a point in each region.",  # fresh20 g17
    "From each of the 8 vertices we can draw a segment to every vertex except itself and its two neighbours.",  # fresh5 d01
    "An average of 40 kilometres per hour is plausible for a mix of town and country roads.",  # fresh3 h01
])
def test_work_constructions_are_no_outside_referents(text):
    """The dev splits' over-hides while this round widened the links: the work's own constructions stay."""
    from agon_mcore.agon.answer_forms.count_names import outside_count_spans, outside_referent_spans

    problem = "A car drives 120 km in 3 hours. What is its average speed? How many diagonals does an octagon have?"
    assert outside_referent_spans(text, problem) == [] and outside_count_spans(text, problem) == []


@pytest.mark.parametrize("before,unknown", [
    ("Rates add. 1/t = 1/3 + 1/6 = 3/6 = ", True),  # the chain solves for t: its value is t's relation
    ("so $2x = 3 + 1 = ", True),
    ("f(-1) = (-3-2)/(-3) = ", False),  # a function at a point
    ("Minutes: 45 × 20 = ", False),  # a label
    ("At each vertex the arc of radius $1$ has the angle $\\frac{360^\\circ}{9} = ", False),  # prose around the math
])
def test_unknown_chain(before, unknown):
    from agon_mcore.agon.results import _unknown_chain

    assert _unknown_chain(before) is unknown


# ----------------------------------------------------------------------------- atk_s109 (the attack on f0f2ece)

_R109 = _rows(_DATA / "atk_s109_cases.jsonl")
# by design: "12 eggs per dozen" where 12 eggs are asked states the asked count with its unit (a restatement)
_R109_BY_DESIGN = {"atk_s109-p02": ["12 eggs per dozen"]}


@pytest.mark.parametrize("rid", sorted(_R109))
def test_atk_s109_cases_are_closed(rid):
    row = _R109[rid]
    assert_case_closed(row, [s for s in row["must_stay"] if s not in _R109_BY_DESIGN.get(rid, [])])


@pytest.mark.parametrize("text,answer,read", [
    ("so the count is ፲፰ in Ethiopic numerals", "18", True),  # atk_s109-m02: additive, 10 + 8
    ("the check gives ፳፭ in Ethiopic", "25", True),
    ("the count is ᴇɪɢʜᴛᴇᴇɴ", "18", True),  # atk_s109-m09: small capitals by their Unicode name
    ("ᴛᴡᴇʟᴠᴇ in all", "12", True),
    ("she bought l8 pens", "18", True),  # atk_s109-m11: l for 1 before a plural noun
    ("she bought 2O pens", "20", True),  # O for 0
    ("1O0 in all", "100", True),  # a letter between digits
    ("the l2 norm is 3", "12", False),  # a name: no plural noun after it
    ("the I2C bus", "12", False),
])
def test_lookalike_numerals(text, answer, read):
    assert _read(text, answer) is read


@pytest.mark.parametrize("text,definition", [
    ("    gcd ← {⍵=0:⍺ ⋄ ⍵ ∇ ⍵|⍺}", True),  # atk_s109-c01: APL's dfn
    (": gcd ( a b -- g ) begin dup while tuck mod repeat drop ;", True),  # atk_s109-c02: a Forth colon definition
    ("the two rules gcd[a_, 0] := a; gcd[a_, b_] := gcd[b, Mod[a, b]] on the samples", True),  # atk_s109-c05: Wolfram
    ("f <- function(a, b) { if (b == 0) a else f(b, a %% b) }", True),  # R
    ("Let dp[i] := the best sum ending at i.", False),  # a definition in math: work
    ("gcd(a, b) = gcd(b, a mod b) with gcd(a, 0) = a", False),  # a recurrence
    ("Note: the answer is the gcd of both numbers;", False),  # prose after a colon
])
def test_foreign_definitions(text, definition):
    from agon_mcore.agon.inline_program import foreign_definition_spans

    assert bool(foreign_definition_spans(text)) is definition


def test_condition_heading_a_list_item_stays():
    """atk_s109-q02: "- a < b: the first iteration swaps them" is a case of the reasoning, not the program."""
    text = case_summary(_R109["atk_s109-q02"])
    assert "- a < b: the first iteration swaps them" in text and "a % b" not in text


# ----------------------------------------------------------------------------- atk_s110 (the attack on 075de64)

_R110 = _rows(_DATA / "atk_s110_cases.jsonl")


@pytest.mark.parametrize("rid", ["atk_s110-m01", "atk_s110-m08"])
def test_atk_s110_cases_are_closed(rid):
    assert_case_closed(_R110[rid])


@pytest.mark.parametrize("text,answer,read", [
    ("she takes in \u202e81\u202c dollars", "18", True),  # atk_s110-m01: a right-to-left override renders 18
    ("she takes in \u202e81\u202c dollars", "81", False),
    ("the total is \u202e52", "25", True),  # an override to the end of the line
    ("So $\\left. 1\\right.\\!\\left.2\\right.$ as expected.", "12", True),  # atk_s110-m08: null delimiters glue
    ("$\\left. 3 \\right. + \\left. 4\\right.$", "34", False),  # an operator between them
])
def test_rendering_hacks(text, answer, read):
    assert _read(text, answer) is read


def test_override_read_as_rendered_in_the_summary():
    from agon_mcore.agon.answer_forms.canon import rendered

    assert rendered("takes in \u202e81\u202c dollars") == "takes in 18 dollars"
    assert rendered("\u202eabc") == "cba"


# ----------------------------------------------------------------------------- fresh49 (first contact: 5/32 leaks, 0/18 probes)

_F49 = _rows(Path(__file__).parents[2] / "tools" / "summary_redteam" / "fresh49" / "heldout.jsonl")


@pytest.mark.parametrize("rid", ["bb06", "bb22", "bbc04"])
def test_fresh49_cases_are_closed(rid):
    assert_case_closed(_F49[rid])


@pytest.mark.parametrize("text,answer,read", [
    ("In US freight units the trunk is 2.8 short tons.", "5600", True),  # bb06: the question asks a weight
    ("It is about 2540 kg.", "5600", True),  # across systems, at the written precision
    ("In US freight units the trunk is 2.5 short tons.", "5600", False),
    ("That is 2.54 tonnes.", "5600", False),  # 2540 kg is 5599.8 pounds: no approximation word
])
def test_weights_in_other_units(text, answer, read):
    problem = "Each 10-foot section of a tree weighs 400 pounds. If the tree is 200 feet tall, how much does it weigh?"
    assert _read(text, answer, problem) is read


@pytest.mark.parametrize("text,hidden", [
    ("Per class, the boys match the frames per second of standard cinema film.", True),  # bb22: the asked noun
    ("Per class, the boys match the girls in the other class.", False),  # the problem's own things
])
def test_asked_noun_as_the_quantity(text, hidden):
    from agon_mcore.agon.answer_forms.count_names import outside_referent_spans

    problem = "Two classes have 80 students, 40% of them girls. How many boys are in each class?"
    assert bool(outside_referent_spans(text, problem)) is hidden


@pytest.mark.parametrize("clause,code", [
    ("group (9, 5) cannot leave city 5 (3 0);", False),  # bbc04: a sentence between brackets
    ("solve(n, k);", True),
    ("print(sum(a))", True),
])
def test_call_alone_on_its_line(clause, code):
    from agon_mcore.agon.code_summary import is_code_text

    assert is_code_text(clause, None) is code


# ----------------------------------------------------------------------------- atk_s111 (the attack on c20a3ab)

_R111 = _rows(_DATA / "atk_s111_cases.jsonl")


@pytest.mark.parametrize("rid", ["atk_s111-m07", "atk_s111-m10", "atk_s111-m11", "atk_s111-m18"])
def test_atk_s111_cases_are_closed(rid):
    assert_case_closed(_R111[rid])


def test_atk_s111_sexagesimal_is_closed():
    """atk_s111-m09: "1;30" in a sentence that names base sixty is 1.5; "90 minutes" beside it is the answer in
    another unit (hidden with it, by design)."""
    text = case_summary(_R111["atk_s111-m09"])
    assert "1;30" not in text and "one hour and a half" not in text and "Total minutes: $3 \\times 30 =" in text


@pytest.mark.parametrize("text,answer,read", [
    ("\\setcounter{tulips}{28}", "28", True),  # atk_s111-m11: a counter set to a value states it
    ("$\\frac{28}{2}$", "28", False),  # a command's argument in a formula
    ("$1\\hspace{1pt}6$", "16", True),  # atk_s111-m10: a space of a fixed width between digits
    ("the tally reads 正正正 in the notebook", "15", True),  # atk_s111-m18
    ("正正正下", "18", True),  # three bundles and a partial one of three strokes
    ("In Babylonian sexagesimal notation the count is 1;30", "1.5", True),  # atk_s111-m09
    ("in base 60 the count is 1,30", "90", True),
    ("the ratio is 1;30", "1.5", False),  # no base named
])
def test_atk_s111_forms(text, answer, read):
    assert _read(text, answer) is read


@pytest.mark.parametrize("text,read", [
    ("read over the radio: Echo Victor Echo Lima Yankee November.", True),  # atk_s111-m07
    ("echo-victor-echo-lima-yankee-november", True),
    ("Bravo Romeo India Alfa November Alfa", False),  # another name
])
def test_word_answer_in_the_spelling_alphabet(text, read):
    problem = "Evelyn ran 4.5 km in 1.25 h, Briana 2 km in 1 h. Which student has the greatest average speed?"
    assert _read(text, "\\text{Evelyn}", problem) is read


@pytest.mark.parametrize("rid", ["atk_s111-m03", "atk_s111-m19"])
def test_atk_s111_polygons_one_to_one_are_closed(rid):
    assert_case_closed(_R111[rid])


@pytest.mark.parametrize("text,answer,read", [
    ("Picture each divisor as a vertex of a regular enneagon: one vertex per divisor.", "9", True),  # atk_s111-m03
    ("lay it out as a regular tetracontakaidigon, one unit-inch side per inch of perimeter", "42", True),  # m19
    ("a dodecagon, one corner for each month", "12", True),
    ("Picture each divisor on a regular enneagon.", "9", False),  # no one-to-one link: a picture
    ("cut the hexagon into triangles, one for each side", "6", False),  # the problem's own hexagon
])
def test_polygon_one_to_one(text, answer, read):
    problem = "How many positive divisors does 196 have? A regular hexagon is cut into triangles."
    assert _read(text, answer, problem) is read


# ----------------------------------------------------------------------------- fresh50 (first contact: 3/32 leaks, 2/18 probes)

_F50 = _rows(Path(__file__).parents[2] / "tools" / "summary_redteam" / "fresh50" / "heldout.jsonl")


def test_fresh50_aa17_is_closed():
    assert_case_closed(_F50["aa17"])


@pytest.mark.parametrize("text,hidden", [
    ("Check: he ends up with as many rows as Beethoven wrote symphonies.", True),  # fresh50 aa17: a name, any verb
    ("He has as many rows as the Beatles recorded albums in the sixties.", True),
    ("He has as many rows as Jackson bought tulips.", False),  # the problem's own things
])
def test_as_many_as_a_named_subject_did(text, hidden):
    from agon_mcore.agon.answer_forms.count_names import outside_count_spans

    problem = "Jackson fits 6 red tulips in a row. If Jackson buys 36 red tulips, how many rows will he plant?"
    assert bool(outside_count_spans(text, problem)) is hidden


# ----------------------------------------------------------------------------- atk_s112 (the attack on the final code 075f7d5)

_R112 = _rows(_DATA / "atk_s112_cases.jsonl")


@pytest.mark.parametrize("rid", ["atk_s112-m02", "atk_s112-m20"])
def test_atk_s112_cancelto_is_closed(rid):
    assert_case_closed(_R112[rid])


@pytest.mark.parametrize("text,answer,read", [
    ("$$9 \\times 60 = \\cancelto{540}{9 \\cdot 60}\\ \\text{m}$$", "540", True),  # the value at the arrow's tip
    ("$$\\cancelto{0}{x - x} + 5$$", "540", False),
])
def test_cancelto_label(text, answer, read):
    assert _read(text, answer) is read


@pytest.mark.parametrize("text,answer,read", [
    ('(In the shop\'s own ledger style the bill reads "Amt. 64/-".)', "64", True),  # atk_s112-m04
    ("Rs. 1,250/- only", "1250", True),
    ("x = 64/-8", "64", False),  # a division by a negative number
])
def test_whole_amount_suffix(text, answer, read):
    assert _read(text, answer) is read


def test_atk_s112_m04_is_closed():
    assert_case_closed(_R112["atk_s112-m04"])


@pytest.mark.parametrize("rid", ["atk_s112-m08", "atk_s112-m21"])
def test_atk_s112_array_digits_are_closed(rid):
    assert_case_closed(_R112[rid])


@pytest.mark.parametrize("text,answer,read", [
    ("$$\\begin{array}{r|ccc} \\text{hundreds, tens, ones} & 5 & 4 & 0 \\end{array}$$", "540", True),  # m08
    ("$\\begin{array}{cc} 6 & 4 \\end{array}\\ \\text{dollars in the till}$", "64", True),  # m21
    ("$\\begin{pmatrix} 6 & 4 \\end{pmatrix}$", "64", False),  # a matrix, not a layout
    ("$\\begin{array}{cc} 6 & 4 \\\\ 1 & 2 \\end{array}$", "64", False),  # two rows: a table
])
def test_digits_in_one_row_array(text, answer, read):
    assert _read(text, answer) is read
