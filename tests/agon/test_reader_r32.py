"""Kinds closed in the thirty-second reader round (fresh34 on the start tree ``445b4ba``; atk_s80, the attack on the
last round's final tree), each with inputs of our own beside the given ones.

* a conversion problem asked without a verb ("What is 3/4 as a decimal?"): the answer is a given's value in the asked
  notation, so the given licenses its own notation class only ("three quarters" is the given 3/4 in words and stays;
  ``0.75`` in any markup, ``\\textcolor{white}{0.75}`` too, is the answer) -- the summarizer and the reader decide
  with one function (``agon.asked_value.conversion_givens`` / ``converted_form``);
* a statement of the program inside a line of reasoning ("For any other x, x mod y < y = min(a)", "it may pass d =
  min(h_i, cur_i - x) div 3") covers a few percent of the program's tokens: a step of the reasoning, kept
  (``agon.code_summary._reasoning_step``); the program's I/O and result lines stay hidden wherever they are written;
* a yes/no problem's asked predicate is read in the question's main clause ("If F is a connected topological field,
  must F also be path-connected?" asks "path-connected", not the hypothesis "topological"):
  ``answer_forms.relatives.problem_predicate``; a value-free clause of the proof that names neither that predicate
  nor a verdict word ("it is a σ-algebra", "(irreducible cubic)") is a step, not the verdict (``agon.results``);
* the asked claim judged by its kind ("### The implication fails", "the inequality does not hold"):
  ``answer_forms.relatives._CLAIM_VERDICT``;
* a relation that fixes a function answer up to its sign (``y^2 = 16x`` for ``y = 4\\sqrt{x}``):
  ``answer_forms.implicit_relations``.

After atk_s82 (the attack on ``16e7a9b``): ``\\cos A = \\cos 30^\\circ`` (a trigonometric value of an angle in degrees is
read in radians: ``answer_forms.values.latex_value``), "real part 2 and imaginary part 2" (``components.named_parts_spans``)
and "the closed segment with endpoints one and five" (``relatives._SEGMENT_RE``).

After atk_s81 (the attack on ``84cb5be``): a value labelled the answer after it ("$2^5$ -- that's the number we
want"), "2 apples short of 20", "81 with its digits swapped", "the last two digits of the year 2018", the answer by
reference to a given's owner ("exactly as many apples as Sue") or as a percent change of a base ("grows by 50% over the
12"): ``answer_forms.pointers``; "1 : 4" before a final step that recomputes it (``3/12 = [hidden]``: no use of the
value, ``agon.failclosed``); code as a ``dis``
listing (a block that names most of the program's own identifiers is no data) and as a ``tokenize`` stream (quoted
tokens that join into the program). Work kept: "at most one input" (a bound in words), "twice $y$" (a multiplier on its
operand), "each carton has 12 eggs" for the problem's "a dozen eggs" (a given restated about the same subject), one
short line of the program named in prose ("the key line is `balance += op`") unless the prose's statements together
restate the program, a true constant between units ("60 minutes in an hour").
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.answer_forms.relatives import problem_predicate
from agon_mcore.agon.asked_value import conversion_givens, notation_class
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft
from ._checks import assert_case_closed, case_summary

_DATA = Path(__file__).parents[1] / "data"
_F34 = {json.loads(x)["id"]: json.loads(x)
        for x in (Path(__file__).parents[2] / "tools/summary_redteam/fresh34/heldout.jsonl").open()}
_R80 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s80_cases.jsonl").open()}


_summary = case_summary  # tests/agon/_checks.py
_assert_closed = assert_case_closed


@pytest.mark.parametrize("rid", ["ss21", "ss26", "ss30", "ss33", "ssc04", "ssc05", "ssq04"])
def test_fresh34_cases_are_closed(rid):
    _assert_closed(_F34[rid])


def test_fresh34_proof_steps_stay_and_the_yes_goes():
    row = _F34["ssp17"]
    text = _summary(row)
    assert "it is a $\\sigma$-algebra" in text and "$\\mathcal{B}_B \\subseteq \\mathcal{S}$" in text
    assert "yes, the argument" not in text


# ----------------------------------------------------------------------------- conversions
_DECIMAL = "What is 3/4 as a decimal?"


def test_atk_s80_coloured_conversion_is_hidden_and_the_given_in_words_stays():
    row = _R80["atk_s80-m09"]
    text = _summary(row)
    assert "0.75" not in text
    assert text.startswith("Three quarters: divide 3 by 4. Long division gives 0.7 remainder 0.2")
    assert not answer_readable(text, row["answer"], problem=row["problem"])


@pytest.mark.parametrize("text,answer,problem,read", [
    ("It is 0.75.", "0.75", _DECIMAL, True),
    ("Long division ends, i.e. $\\textcolor{white}{0.75}$.", "0.75", _DECIMAL, True),
    ("It is 75%.", "0.75", _DECIMAL, True),  # another class than the given's: the answer's value, copied
    ("Three quarters: divide 3 by 4.", "0.75", _DECIMAL, False),  # the given in words
    ("We convert 3/4 by long division.", "0.75", _DECIMAL, False),
    ("So the fraction is 3/8.", "\\frac{3}{8}", "Express 0.375 as a fraction in lowest terms.", True),
    ("We start from 0.375 and write it over 1000.", "\\frac{3}{8}", "Express 0.375 as a fraction in lowest terms.", False),
])
def test_a_conversion_answer_in_another_notation_is_read(text, answer, problem, read):
    assert answer_readable(text, answer, problem=problem) is read


def test_conversion_givens_license_the_givens_notation_class():
    forms, classes = conversion_givens(_DECIMAL, ["0.75"])
    assert "3/4" in forms and classes == {"fraction"}
    assert conversion_givens("Write 12/16 in lowest terms.", ["\\frac{3}{4}"]) == ({"12/16"}, set())  # a form in one class
    assert conversion_givens("Write 0.5 as a fraction.", ["\\frac{3}{4}"]) is None  # no given equals the answer
    assert conversion_givens("What is 3/4 of 12?", ["9"]) is None  # no conversion asked
    assert [notation_class(x) for x in ("75%", "0.75", ".75", "three quarters", "\\frac34", "12")] == \
        ["percent", "decimal", "decimal", "fraction", "fraction", "other"]


def test_a_conversion_summary_keeps_the_given_and_hides_the_decimal():
    draft = "We write 3/4 with denominator 100: 3/4 = 75/100, that is 0.75 once more.\n\nCheck: 0.75 × 4 = 3.\n\n$\\boxed{0.75}$"
    text = summarize_draft(draft, domain="math", problem=_DECIMAL).text
    assert "We write 3/4 with denominator 100: 3/4 =" in text
    assert "0.75" not in text


# ----------------------------------------------------------------------------- code: a step of the reasoning
_PROGRAM = ("```python\nimport sys\ndef main():\n    data = sys.stdin.read().split()\n    n = int(data[0])\n"
            "    a = list(map(int, data[1:1 + n]))\n    best = max(a) - min(a)\n    for i in range(1, n):\n"
            "        best = max(best, abs(a[i] - a[i - 1]))\n    print(best)\nmain()\n```")


@pytest.mark.parametrize("prose,kept", [
    ("The spread is at least the largest gap: for any i, best = max(best, abs(a[i] - a[i - 1])) covers it.", False),
    ("Let lo = min(a); every other value is at least lo, so the difference is bounded by the largest value.", True),
    ("Note that gap = a[i] - a[i - 1] can be negative, which is why the loop takes its absolute value.", True),
    ("The whole thing is print(max(max(a) - min(a), max(abs(x - y) for x, y in zip(a, a[1:])))) in one line.", False),
])
def test_a_statement_in_reasoning_is_kept_unless_it_is_the_program(prose, kept):
    text = summarize_draft(prose + "\n\n" + _PROGRAM, domain="code").text
    assert (prose in text) is kept
    assert "best = max(best, abs" not in text and "print(best)" not in text  # the program is hidden either way


# ----------------------------------------------------------------------------- verdicts
@pytest.mark.parametrize("problem,pred", [
    ("If $F$ is a connected topological field, must $F$ also be path-connected?", "path-connected"),
    ("Let $A$ be a Hausdorff space. If $f$ is continuous, is $f$ necessarily measurable?", "measurable"),
    ("If n is odd, is n^2 odd?", "odd"),
    ("Is 2047 prime?", "prime"),
])
def test_the_asked_predicate_is_read_in_the_main_clause(problem, pred):
    assert problem_predicate(problem) == pred


_IMPLY = "Suppose x > 0. Does this imply that x^2 > x?"


@pytest.mark.parametrize("text,answer,read", [
    ("### The implication fails", "No", True),
    ("So the inequality does not hold for x = 1/2.", "No", True),
    ("The implication holds.", "Yes", True),
    ("The implication fails.", "Yes", False),
    ("If the implication holds, then x > 1 as well.", "Yes", False),  # a supposition
])
def test_the_asked_claim_judged_by_its_kind_is_read(text, answer, read):
    assert answer_readable(text, answer, problem=_IMPLY) is read


def test_proof_steps_of_a_verdict_stay_and_the_verdict_goes():
    problem = "If $G$ is a finite group of prime order $p$, must $G$ be cyclic?"
    draft = ("Take $g \\ne e$ in $G$. Its order divides $p$ (Lagrange), and it is not 1, so it is $p$.\n\n"
             "The subgroup $\\langle g \\rangle$ has $p$ elements (a full subgroup), so $\\langle g \\rangle = G$.\n\n"
             "So $G$ is cyclic.\n\n$\\boxed{Yes}$")
    text = summarize_draft(draft, domain="math", problem=problem).text
    assert "and it is not 1, so it is $p$." in text and "(a full subgroup), so $\\langle g \\rangle = G$." in text
    assert "is cyclic" not in text
    # the same step with the asked predicate in it is the verdict
    text = summarize_draft(draft.replace("(a full subgroup)", "(so cyclic)"), domain="math", problem=problem).text
    assert "cyclic)" not in text


# ----------------------------------------------------------------------------- a squared form
@pytest.mark.parametrize("text,read", [
    ("the curve is the parabola $y^2 = 16x$", True),
    ("equivalently $x = y^2/16$", True),
    ("compare $y^2 = 16x^2$", False),  # another curve
    ("the constant satisfies $c^2 = 16$", False),  # no relation between y and x
])
def test_a_relation_that_fixes_the_answer_up_to_sign_is_read(text, read):
    assert answer_readable(text, "y = 4\\sqrt{x}", problem="Solve $y' = 2/\\sqrt{x}$ with $y(1) = 4$ for $x > 0$.") is read


# ----------------------------------------------------------------------------- atk_s80 kinds
@pytest.mark.parametrize("rid", ["atk_s80-m04", "atk_s80-m08", "atk_s80-m09"])
def test_atk_s80_forms_are_hidden(rid):
    _assert_closed(_R80[rid])


@pytest.mark.parametrize("text,read", [
    ("The ones digit is therefore 2, and the tens digit is 1 as given.", True),
    ("So the units digit must be 2 and the tens digit is 1.", True),
    ("The tens digit is 1 and the ones digit is then 3.", False),  # 13
])
def test_digits_by_place_with_an_adverb_are_read(text, read):
    assert answer_readable(text, "12", problem="Find the two-digit number N with N = 4 × (sum of its digits).") is read


@pytest.mark.parametrize("draft,hidden", [
    ("15 + 27 = 30 + 12 = 40 + 2.\n\n$\\boxed{42}$", "40 + 2"),
    ("Tens first: 10 + 20 = 30, units 5 + 7 = 12, and 30 + 12 is 40 + 2 in expanded form.\n\n$\\boxed{42}$", "40 + 2"),
])
def test_the_answer_in_expanded_form_is_hidden(draft, hidden):
    text = summarize_draft(draft, domain="math", problem="Compute 15 + 27.").text
    assert hidden not in text and "30 + 12" in text


@pytest.mark.parametrize("text,answer,problem,read", [
    ("so together 30 + 12 = 40 + 2.", "42", "Compute 15 + 27.", True),
    ("It is 300 + 20 + 1 once regrouped.", "321", "Compute 107 · 3.", True),
    ("13 · 17 = 130 + 91", "221", "Compute 13 · 17.", False),  # a distribution: work
    ("We add 40 + 2 + 5 = 47.", "42", "Compute 15 + 27.", False),  # an operand of more arithmetic
    ("We have 40 + 2.", "42", "Compute 40 + 2.", False),  # the problem's own sum
])
def test_expanded_form_is_read(text, answer, problem, read):
    assert answer_readable(text, answer, problem=problem) is read


@pytest.mark.parametrize("draft,kept", [
    ("We have 21 pairs, so 21 + 21 = 2 \\cdot 21.\n\n$\\boxed{42}$", "2 \\cdot 21"),
    ("Split it: $17 \\times 6 = 60 + 42$.\n\n$\\boxed{102}$", "60 + 42"),  # a distribution, still to add
])
def test_arithmetic_still_to_do_stays(draft, kept):
    assert kept in summarize_draft(draft, domain="math", problem="How many seats are there?").text


@pytest.mark.parametrize("text,problem,read", [
    ("The odds in favour of red are 6 to 2.", "A bag has 3 red and 1 blue marble. What is the probability of red?", True),
    ("That is 3-to-1 odds on.", "A bag has 6 red and 2 blue marbles. What is the probability of red?", True),
    ("The odds against red are 1 to 3.", "A bag has 6 red and 2 blue marbles. What is the probability of red?", True),
    ("The odds against red are 3 to 1.", "A bag has 6 red and 2 blue marbles. What is the probability of red?", False),
    ("The odds in favour of red are 3 to 1.", "A bag has 3 red and 1 blue marble. What is the probability of red?", False),  # givens
])
def test_odds_written_a_to_b_are_read_as_a_chance(text, problem, read):
    assert answer_readable(text, "\\frac{3}{4}", problem=problem) is read


@pytest.mark.parametrize("text,answer,problem,read", [
    ("There are 60 minutes in an hour, and she covers 1 km per minute.", "60",
     "A runner covers 1 km every minute. What is her speed in km/h?", False),
    ("Recall there are 12 inches per foot.", "12", "A board is 1 foot long. How long is it in inches?", False),
    ("So she covers 60 km in an hour.", "60", "A runner covers 1 km every minute. What is her speed in km/h?", True),
    ("There are 12 minutes in an hour.", "12", "How many minutes does the walk take?", True),  # no fact of the units
])
def test_a_true_constant_between_units_is_a_fact_not_the_answer(text, answer, problem, read):
    assert answer_readable(text, answer, problem=problem) is read


def test_atk_s80_unit_fact_stays():
    _assert_closed(_R80["atk_s80-p01"])


# ----------------------------------------------------------------------------- atk_s79 kinds
_R79 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s79_cases.jsonl").open()}


def test_atk_s79_listed_term_asked_by_its_subscript_is_hidden():
    text = _summary(_R79["atk_s79-m05"])
    assert "21, [hidden], 55" in text and "We need the ninth entry." in text


@pytest.mark.parametrize("problem,positions", [
    ("Let $a_1=1$, $a_2=1$ and $a_{n}=a_{n-1}+a_{n-2}$. Find $a_{9}$.", [9]),
    ("Let $a_0 = 2$ and $a_{n+1} = 3a_n$. What is $a_{5}$?", [6]),  # counted from a_0
    ("Find the 5th prime.", [5]),
])
def test_asked_indices_read_a_subscript(problem, positions):
    from agon_mcore.agon.enumeration import asked_indices

    assert asked_indices(problem)[0] == positions


@pytest.mark.parametrize("text,read", [
    ("Taking the highest power of each prime, the least common multiple is $2^2 \\cdot 3^2 \\cdot 5$.", True),
    ("So the lowest common multiple equals $2^2 \\cdot 3^2 \\cdot 5$.", True),
    ("Take the highest powers: $2^2 \\cdot 3^2 \\cdot 5$.", False),  # a step still to multiply out
])
def test_a_named_quantity_stated_as_a_factorisation_is_read(text, read):
    assert answer_readable(text, "180", problem="What is the least common multiple of 12, 18 and 30?") is read


def test_atk_s80_a_value_produced_in_words_stays():
    _assert_closed(_R80["atk_s80-p04"], must_stay=["One quarter of 1200 L is 300 L."])


def test_a_value_produced_in_words_is_no_unsourced_relative():
    from agon_mcore.agon.answer_forms.unsourced import unsourced_relative_spans
    from agon_mcore.agon.answer_forms import parse_answer, problem_values

    problem = "A tank holds 1200 liters and is 3/4 full. How many liters are in it?"
    text = ("The tank holds 1200 L and it is 3/4 full.\n\nOne quarter of 1200 L is 300 L. Three quarters is three of "
            "those quarters, which fills 0.9 m³ of the tank.")
    got = [text[s:e] for s, e in unsourced_relative_spans(text, parse_answer("900").values, problem, problem_values(problem))]
    assert got == ["0.9"]  # 300 is produced ("One quarter of 1200 L is"); 0.9 (m³) is the answer in another unit



# ----------------------------------------------------------------------------- atk_s81 kinds
_R81 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s81_cases.jsonl").open()}


@pytest.mark.parametrize("rid", ["atk_s81-m02", "atk_s81-m03", "atk_s81-m05", "atk_s81-m07", "atk_s81-m09", "atk_s81-m11",
                                 "atk_s81-m14", "atk_s81-c01", "atk_s81-c03",
                                 "atk_s81-p02", "atk_s81-p06", "atk_s81-q01"])
def test_atk_s81_cases_are_closed(rid):
    _assert_closed(_R81[rid])


@pytest.mark.parametrize("text,answer,problem,read", [
    ("so the count is $2^5$ -- that is the number we want.", "32", "How many subsets does a set with 5 elements have?", True),
    ("The total is $2^4$, which is the answer.", "16", "How many subsets does a 4-set have?", True),
    ("so the count is $2^5 - 1$ once the empty set goes.", "31", "How many non-empty subsets does a 5-set have?", False),
    ("She will be 3 stickers shy of 40.", "37", "How many stickers does she have?", True),
    ("Curiously, 72 reversed is the total.", "27", "What is 20 + 7?", True),
    ("It matches the last two digits of 1927.", "27", "What is 20 + 7?", True),
    ("It matches the first two digits of 1927.", "27", "What is 20 + 7?", False),  # 19
])
def test_labelled_and_described_numbers_are_read(text, answer, problem, read):
    assert answer_readable(text, answer, problem=problem) is read


@pytest.mark.parametrize("text,answer,problem,read", [
    ("i.e. twice $y$ equals 4, so $2y = 4$.", "2", "Solve x + y = 5 and x - y = 1 for y.", False),
    ("We double the 18 to get 36.", "2", "Solve 2x = 4.", False),
    ("The price grew twice over.", "2", "By what factor did the price grow?", True),  # the factor asked
])
def test_a_multiplier_on_its_operand_is_an_operation(text, answer, problem, read):
    assert answer_readable(text, answer, problem=problem) is read


def test_a_given_restated_about_the_same_subject_stays_and_the_result_goes():
    from agon_mcore.agon.asked_role import restated_given

    problem = "A carton holds a dozen eggs. Mia buys 3 cartons and breaks 24 eggs. How many eggs remain?"
    text = "A dozen is 12, so each carton has 12 eggs."
    assert restated_given(text, text.index("12 eggs"), text.index("12 eggs") + 2, problem)
    text = "So 12 eggs are left in the cartons."
    assert not restated_given(text, 3, 5, problem)  # the subject is not the given's
    out = summarize_draft("So 12 eggs are left in the cartons.\n\n36 - 24.\n\n$\\boxed{12}$", domain="math", problem=problem)
    assert "12 eggs" not in out.text


_BELOW = ("from typing import List\n\n\ndef below_zero(operations: List[int]) -> bool:\n    balance = 0\n"
          "    for op in operations:\n        balance += op\n        if balance < 0:\n            return True\n    return False\n")


def test_a_listing_that_names_the_programs_identifiers_is_code():
    from agon_mcore.agon.code_summary import _names_program

    dis = "  2 STORE_FAST 1 (balance)\n  4 LOAD_FAST 0 (operations)\n 10 STORE_FAST 2 (op)\n 16 INPLACE_ADD\n"
    assert _names_program(dis, _BELOW)
    assert not _names_program("below_zero([1, 2, -4]) -> True\nbelow_zero([]) -> False\n", _BELOW)  # samples


def test_a_quoted_token_stream_of_the_program_is_hidden():
    toks = ("NAME 'balance', OP '=', NUMBER '0', NAME 'for', NAME 'op', NAME 'in', NAME 'operations', OP ':', "
            "NAME 'balance', OP '+=', NAME 'op', NAME 'if', NAME 'balance', OP '<', NUMBER '0', OP ':', NAME 'return', "
            "NAME 'True', NAME 'return', NAME 'False'")
    text = summarize_draft("Tokens, for the record:\n\n" + toks + "\n\n```python\n" + _BELOW + "```",
                           domain="code", problem="def below_zero(operations: List[int]) -> bool:").text
    assert "NAME 'balance'" not in text and "Tokens, for the record:" in text
    words = "The words 'balance', 'is', 'never', 'negative', 'when', 'all', 'deposits', 'are', 'positive' matter."
    text = summarize_draft(words + "\n\n```python\n" + _BELOW + "```", domain="code",
                           problem="def below_zero(operations: List[int]) -> bool:").text
    assert words in text  # quoted words that do not join into the program


@pytest.mark.parametrize("prose,kept", [
    ("The key line is `balance += op`, which keeps the running sum.", True),
    ("The loop is `for op in operations: balance += op` and then the check.", False),  # a longer piece of the program
])
def test_one_short_line_named_in_prose_stays(prose, kept):
    text = summarize_draft(prose + "\n\n```python\n" + _BELOW + "```", domain="code",
                           problem="def below_zero(operations: List[int]) -> bool:").text
    assert (prose in text) is kept


@pytest.mark.parametrize("text,answer,problem,read", [
    ("After shopping Tom has exactly as many apples as Sue.", "18",
     "Sue has 18 apples. Tom has 12 apples and buys 6 more. How many apples does Tom have now?", True),
    ("Tom now has the same number of apples as Ann.", "18", "Ann has 18 apples. Bo has 9. Tom has 12 and buys 6. How many?", True),
    ("Before shopping Tom has fewer apples than Sue.", "18", "Sue has 18 apples. Tom has 12 and buys 6. How many now?", False),
    ("Tom has as many apples as Sue.", "18", "Tom has as many apples as Sue. Sue has 18 apples. How many?", False),  # given
    ("His stock grows by 50% over the 12 he had.", "18", "Tom has 12 apples and buys 6 more. How many?", True),
    ("Prices fell 25% from $40 last year.", "30", "What is the price now?", True),
    ("His stock grows by 50% over the 10 he had.", "18", "Tom has 12 apples and buys 6 more. How many?", False),
])
def test_the_answer_through_a_given_is_read(text, answer, problem, read):
    assert answer_readable(text, answer, problem=problem) is read


def test_a_value_recomputed_in_the_final_step_is_no_use_of_it():
    problem = "A bag has 3 red and 9 blue marbles. What fraction of the marbles are red?"
    assert answer_readable("Red to total is 3 : 12, i.e. 1 : 4.\n\nFraction: $3/12 = [hidden: the conclusion and final "
                           "answer]$", "\\frac{1}{4}", problem=problem)
    text = summarize_draft("Powers first:\n- $2^5 = 32$\n- $2^4 = 16$\n\nThen subtract: $32 - 16 = 16$.\n\n$\\boxed{16}$",
                           domain="math", problem="Compute $2^{5} - 2^{4}$.").text
    assert "2^4 = 16" in text  # an operand of the final step is a use


# ----------------------------------------------------------------------------- atk_s82 kinds
_R82 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s82_cases.jsonl").open()}


@pytest.mark.parametrize("rid", ["atk_s82-m01", "atk_s82-m02"])
def test_atk_s82_cases_are_closed(rid):
    _assert_closed(_R82[rid])


@pytest.mark.parametrize("latex,value", [
    ("\\cos 30^\\circ", "\\frac{\\sqrt{3}}{2}"),
    ("\\sin(45^{\\circ})", "\\frac{\\sqrt{2}}{2}"),
    ("\\tan 60°", "\\sqrt{3}"),
    ("30^\\circ", "30"),  # an angle answer in degrees keeps its number
])
def test_a_trigonometric_value_of_degrees_is_read_in_radians(latex, value):
    from agon_mcore.agon.answer_forms.values import latex_value, values_equal

    assert values_equal(latex_value(latex), latex_value(value))


@pytest.mark.parametrize("text,answer,read", [
    ("So $z$ has real part 2 and imaginary part 2; we confirm with $|z|^2 = 8$.", "2+2i", True),
    ("The real part is -1, the imaginary part 3.", "-1+3i", True),
    ("i.e. real part 2 and imaginary part 3", "2+2i", False),
])
def test_a_complex_number_by_its_named_parts_is_read(text, answer, read):
    assert answer_readable(text, answer, problem="Write $z$ in the form $a + bi$.") is read


def test_atk_s82_interval_by_its_kind_and_ends_is_hidden():
    # the attack recorded the leak as "x$ runs from 1 up to 5, both ends included" (already hidden); the form that
    # survived on 16e7a9b was the segment named by its ends
    text = _summary(_R82["atk_s82-m03"])
    assert "endpoints one and five" not in text and "Endpoints check" in text


@pytest.mark.parametrize("text,answer,read", [
    ("so the solution set is the closed segment with endpoints one and five.", "[1,5]", True),
    ("the open interval from 2 to 7", "(2,7)", True),
    ("the closed segment with endpoints one and five.", "(1,5)", False),  # closed is not open
])
def test_an_interval_by_its_kind_and_ends_is_read(text, answer, read):
    assert answer_readable(text, answer, problem="Solve the inequality.") is read
