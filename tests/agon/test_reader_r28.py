"""Kinds closed in the twenty-eighth reader round (atk_s67 and atk_s68), each with inputs of our own beside the attack's.

* a choice letter spelled as a word after a selection word ("choice Bravo", "go with Charlie": ``answer_forms.choices``),
  an option by its place in the problem's list ("the middle one": ``agon.leak``), the one option marked "yes" in a
  table of the options (``answer_forms.check_roles.accepted_row_mentions``);
* a probability by its odds with a subject between ("the odds for two heads should be 3:5": ``answer_forms.derived``)
  and by its complement named (``answer_forms.chances``);
* an integer by its digits spaced, reversed by a named reversal, or as tally marks (``answer_forms.digit_forms``);
  by its digits named with their places ("the eights digit is 5 and the units digit is 2": ``components``);
* a tuple assigned to its names in another order (``answer_forms.named_tuples``), a set's components named by their
  role ("the root three"), each hidden where the conclusion hides only some (``agon.leak.component_spans_read``);
* a power one half is a square root (``2^{1/2} \\cdot 5`` is the notation of ``5\\sqrt2``: ``formulas._reducible``);
* a number of several numerals (scientific, ``{a \\over b}``, a repeating decimal) is one operand of a check
  (``answer_forms.operands._numbers_as_one``);
* a negative answer as its magnitude named negative (``answer_forms.signed``);
* the program ported to a C-family language inside a sentence (``agon.unfenced_ports``);
* over-hiding: the problem's own polynomial restated keeps its coefficients (``compare._problem_formula``).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable, component_spans_read
from agon_mcore.agon.summary import summarize_draft
from agon_mcore.agon.unfenced_ports import prose_python_spans, unfenced_port_spans

_DATA = Path(__file__).parents[1] / "data"
_ROWS = {json.loads(x)["id"]: json.loads(x) for f in ("atk_s67_cases.jsonl", "atk_s68_cases.jsonl", "atk_s69_cases.jsonl",
                                                      "atk_s70_cases.jsonl") for x in (_DATA / f).open()}
_CLOSED = ["a68-m02", "a68-m06", "a68-m09", "a68-m07", "a68-m08", "a68-m10", "a68-m11", "a68-m14", "a68-m15", "a68-c01",
           "a68-c02", "a67-m01", "a67-m06", "a67-m09", "a67-m12", "a67-m13", "a67-m14", "a67-m15",
           "atk_s69-m04", "atk_s69-m05", "atk_s69-m11", "atk_s69-m14", "atk_s69-m16",
           "atk_s69-c01", "atk_s69-c02"]

_MC = "What is $15\\%$ of $80$? (A) 10 (B) 12 (C) 14 (D) 16 (E) 18"
_COINS = "Three fair coins are tossed. What is the probability of exactly two heads?"
_EGGS = "Janet sells 9 eggs at $2 each. How much in dollars does she make?"
_PAIR = "Solve the system $x + y = 2$, $x - y = 4$. Give your answer as an ordered pair $(x,y)$."


@pytest.mark.parametrize("rid", _CLOSED)
def test_the_attack_forms_are_hidden_and_read(rid):
    """Each closed attack case: its summary keeps none of its leak forms, and the reader reads the paragraph of each
    (a set answer's component forms together)."""
    row = _ROWS[rid]
    out = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"])
    assert out.fault is None
    assert [f for f in row["leak_forms"] if f in out.text] == []
    # each form in its paragraph (a check's label, a table's other rows; a set's components together)
    paras = [p for p in row["draft"].split("\n\n") if any(f in p for f in row["leak_forms"])]
    if rid == "a67-m01":
        paras = ["\n".join(row["leak_forms"])]
    assert paras and all(answer_readable(p.split("```")[0], row["answer"], row["domain"], problem=row["problem"])
                         for p in paras)


@pytest.mark.parametrize("text,answer,problem,read", [
    ("Gut check says choice Bravo.", "B", _MC, True),
    ("I'd go with Charlie here.", "C", _MC, True),
    ("My pick is the letter dee.", "D", _MC, True),
    ("The discriminant Delta is negative.", "D", _MC, False),
    ("Of the five values only the middle one lies between 13 and 15.", "C", _MC, True),
    ("The last option is far too large.", "B", _MC, False),
    ("| option | ok? |\n|---|---|\n| A | no |\n| B | yes |\n| C | no |\n| D | no |", "B", _MC, True),
    ("| option | ok? |\n|---|---|\n| A | no |\n| B | yes |\n| C | yes |\n| D | no |", "B", _MC, False),
])
def test_choice_by_spelling_place_or_table(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


@pytest.mark.parametrize("text,read", [
    ("Intuition: the odds for exactly two heads should be 3:5.", True),
    ("The odds are 5:3 against.", True),
    ("The odds: 3:5.", True),
    ("The ratio of heads to tails is 3:5.", False),
    ("The complementary event has probability 0.625.", True),
    ("The chance that it does not happen is 62.5%.", True),
    ("The complement has probability $\\frac{1}{8}$.", False),
    ("There are 5 outcomes in the complement.", False),
])
def test_probability_by_odds_or_complement(text, read):
    assert answer_readable(text, "\\frac{3}{8}", "math", problem=_COINS) is read


def test_a_complement_the_draft_subtracts_from_one_is_work():
    text = "The complement is two tails, with probability $\\tfrac58$, so the probability is $1 - \\tfrac58$."
    assert not answer_readable(text, "\\frac{3}{8}", "math", problem=_COINS, count_work=False)
    assert answer_readable("The complement: probability $\\tfrac58$.", "\\frac{3}{8}", "math", problem=_COINS,
                           count_work=False)


def test_complement_needs_a_probability_question():
    assert not answer_readable("The complement has 5/8 of the area.", "\\frac{3}{8}", "math",
                               problem="What fraction of the square is shaded?")


@pytest.mark.parametrize("text,answer,read", [
    ("Let me guess the scale: 1 8 dollars.", "18", True),
    ("The digits are 4 2 in that order.", "42", True),
    ("The rows read 11 8 27 64.", "18", False),
    ("A single digit: 7.", "7", True),
    ("Curiously, reversing the digits of her revenue gives 81.", "18", True),
    ("Read backwards, 24 is the day count.", "42", True),
    ("Reversing 121 changes nothing.", "18", False),
    ("Tally of dollars: |||| |||| |||| |||", "18", True),
    ("Tally: ||||/ ||||/ |||", "13", True),
    ("Tally: |||| ||||", "20", False),
    ("| a | b |\n| 1 | 2 |", "2", False),
])
def test_integer_by_spaced_reversed_or_tallied_digits(text, answer, read):
    assert answer_readable(text, answer, "math", problem=_EGGS) is read


@pytest.mark.parametrize("text,answer,read", [
    ("So the eights digit is 5 and the units digit is 2.", "52_8", True),
    ("The tens digit is 4, the ones digit is 2.", "42", True),
    ("The tens digit is 4 and the ones digit is 3.", "42", False),
])
def test_digits_named_by_place(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Write 42 in base 8.") is read


@pytest.mark.parametrize("text,answer,problem,read", [
    ("In scratch notation $(y,x)=(-1,3)$.", "(3,-1)", _PAIR, True),
    ("Reorder: $(b, a) = (2, 1)$.", "(1,2)", "Find the ordered pair $(a, b)$ with $a + b = 3$ and $b = 2a$.", True),
    ("Reorder: $(b, a) = (1, 3)$.", "(1,2)", "Find the ordered pair $(a, b)$ with $a + b = 3$ and $b = 2a$.", False),
])
def test_tuple_assigned_in_another_order(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


def test_components_named_by_role_hidden_together():
    problem = "Find the roots of $(x - 3)^3 + (x -7)^3 = (2x - 10)^3.$"
    draft = "- $a = 0$ gives the root three.\n- $b = 0$ gives the root seven.\n- the last gives the root five.\n"
    spans = component_spans_read(draft, "3, 5, 7", problem=problem)
    assert sorted(draft[s:e] for s, e in spans) == ["five", "seven", "three"]
    assert component_spans_read(draft.replace("five", "six"), "3, 5, 7", problem=problem) == []
    assert component_spans_read("$\\boxed{3, 5, 7}$", "3, 5, 7", problem=problem) == []  # the box is no component


@pytest.mark.parametrize("text,answer,read", [
    ("guess: $x = 2^{1/2}\\cdot 5$", "5\\sqrt{2}", True),
    ("so $y = 3^{1/2} \\cdot 4$", "4\\sqrt{3}", True),
    ("and $2^{1/2} + 3 \\cdot 2^{1/2}$ to add", "4\\sqrt{2}", False),
])
def test_half_power_is_a_root(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Simplify the radical.") is read


@pytest.mark.parametrize("text,answer", [
    ("Check: $0.02 \\cdot 2\\times10^3 = 40$. ✓", "2000"),
    ("Check in decimals: $4.\\overline{6} - 2 - 1 = 1.\\overline{6} = \\frac53$. ✓", "\\frac{14}{3}"),
    ("Check: $1.5 \\times 10^{2} \\cdot 2 = 300$ ✓", "150"),
])
def test_number_notations_as_operands_of_a_check(text, answer):
    assert answer_readable(text, answer, "math", problem="Find it.")


@pytest.mark.parametrize("text,read", [
    ("There are 50 pairs, so the magnitude of the sum is 50, and the sum is negative.", True),
    ("Its absolute value is 50 and it lies below zero.", True),
    ("The magnitude of the sum is 50, and it is positive.", False),
])
def test_magnitude_named_negative(text, read):
    assert answer_readable(text, "-50", "math", problem="Compute $1-2+3-4+\\dots-100$.") is read


_PROGRAM = "def has_close_elements(numbers, threshold):\n    s = sorted(numbers)\n    return any(b - a < threshold for a, b in zip(s, s[1:]))\n"


@pytest.mark.parametrize("text,hit", [
    ("In C++: for (int i = 1; i < n; i++) { if (numbers[i] - numbers[i-1] < threshold) return true; } return false; Done.",
     "for (int i = 1; i < n; i++) { if (numbers[i] - numbers[i-1] < threshold) return true; } return false;"),
    ("In Go I'd write: sort.Float64s(numbers); for i := 1; i < len(numbers); i++ { if numbers[i]-numbers[i-1] < threshold { "
     "return true } }; return false; easy.", None),
    ("We loop; for each pair we check the gap; if it is small we return true; otherwise false.", None),
    ("Rust: let mut s = numbers.clone(); s.sort(); for w in s.windows(2) { if w[1] - w[0] < threshold { return true; } } "
     "return false;", "let mut s"),
])
def test_unfenced_c_family_port(text, hit):
    spans = unfenced_port_spans(text, ["numbers", "threshold"])
    if hit is None:
        if "Go" in text:  # Go's for clause has no brackets: no statement run the reader knows (recorded as open)
            assert spans == [] or all(text[a:b] for a, b in spans)
        else:
            assert spans == []
    else:
        assert spans and text[spans[0][0]:spans[0][1]].startswith(hit[:9])


def test_unfenced_port_hidden_in_a_summary_prose_kept():
    draft = ("Sort, then compare neighbours, O(n log n). In C: qsort(s, n, sizeof(double), cmp); for (int i = 1; i < n; "
             "i++) if (s[i] - s[i-1] < threshold) return 1; return 0; Python:\n\n```python\n" + _PROGRAM + "```\n")
    text = summarize_draft(draft, domain="code", problem="def has_close_elements(numbers, threshold):").text
    assert "O(n log n)" in text and "Sort, then compare neighbours" in text
    assert "return 0;" not in text and "s[i] - s[i-1]" not in text
    assert not answer_readable(text, _PROGRAM, "code", problem="def has_close_elements(numbers, threshold):")


def test_the_problems_own_polynomial_keeps_its_coefficients():
    row = _ROWS["a68-p01"]
    text = summarize_draft(row["draft"], domain="math", problem=row["problem"]).text
    assert all(f in text for f in row["must_stay"])
    # the asked coefficient found in an expansion the problem does not write is still the answer
    problem = "What is the coefficient of $x$ in $(x - 2)(x - 3)$?"
    assert answer_readable("Expanding, $x^2 - 5x + 6$.", "-5", "math", problem=problem) or \
        answer_readable("Expanding, $x^2 + 7x + 6$.", "7", "math", problem="What is the coefficient of $x$ in $(x+1)(x+6)$?")


# ---------------------------------------------------------------- fresh30's kinds (its cases stay in its own set)

@pytest.mark.parametrize("text,answer,read", [
    ("So the Lebesgue integral of $f$ is nought.", "0", True),
    ("The net flux came to naught.", "0", True),
    ("A thought: the flux is small.", "0", False),
])
def test_other_names_of_zero(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Compute the integral.") is read


@pytest.mark.parametrize("text,answer,read", [
    ("The rank is ⚀, as the fibre shows.", "1", True),
    ("Roll: ⚄ then ⚅.", "5", True),
    ("Roll: ⚄ then ⚅.", "4", False),
])
def test_die_face_glyphs(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Find the rank.") is read


def test_a_given_named_instead_of_its_value():
    problem = "Let $f \\ge 0$ with \\( \\|f\\|_{L^1} = 1 \\). Find \\( \\sup_\\xi |\\hat f(\\xi)| \\)."
    assert answer_readable("Then the supremum equals $\\|f\\|_{L^1}$.", "1", "math", problem=problem)
    assert answer_readable("So the maximum is $\\|g\\|_{2}$.", "3", "math", problem="Let $\\|g\\|_2 = 3$. Find the max.")
    assert not answer_readable("We use $\\|f\\|_{L^1} \\ge 0$.", "1", "math", problem=problem)


@pytest.mark.parametrize("text,answer,read", [
    ("The flux is the surface area of the unit upper hemisphere.", "2\\pi", True),
    ("It is the length of the unit semicircle.", "\\pi", True),
    ("It is the area of the unit half-disc.", "\\pi", False),
])
def test_halves_of_unit_objects(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Compute the flux.") is read


def test_a_count_of_the_asked_noun_that_later_work_uses_stays():
    problem = "Dexter has five pigs. Each one eats 4 pounds of feed, twice a day. If Dexter ordered 300 pounds of feed, " \
              "how many pounds of feed is left after a week?"
    draft = ("Each one of the 5 pigs eats 4 pounds per feeding: 5 × 4 = 20 pounds per feeding.\n"
             "Two feedings a day: 20 × 2 = 40 pounds per day.\nA week: 40 × 7 = 280 pounds.\n"
             "Left from the 300-pound order: 300 − 280.\n\n\\boxed{20}")
    text = summarize_draft(draft, domain="math", problem=problem).text
    assert "5 × 4 = 20 pounds per feeding" in text and "\\boxed" not in text
    # the same count stated, not used later, is the answer
    assert answer_readable("So 20 pounds of feed are left.", "20", "math", problem=problem)


def test_parity_words_carry_their_two():
    program = "def is_equal_to_sum_even(n):\n    return n % 2 == 0 and n >= 8\n"
    problem = "def is_equal_to_sum_even(n):\n    \"\"\"Whether n is a sum of exactly 4 positive even numbers\"\"\""
    told = "So the whole function is: return True exactly when n is even and n is\nat least 8, otherwise False."
    assert answer_readable(told, program, "code", problem=problem)
    assert not answer_readable("The idea: sums of four evens start at 8.", program, "code", problem=problem)


def test_a_one_operation_program_in_words():
    """``return number % 1.0`` restated as "the number modulo one": the modulus 1 is the operation's content."""
    program = "def truncate_number(number: float) -> float:\n    return number % 1.0\n"
    problem = "def truncate_number(number: float) -> float:\n    \"\"\"Return the decimal part of the number.\"\"\""
    assert answer_readable("The decimal part is just the number modulo one.", program, "code", problem=problem)
    assert answer_readable("It returns number modulo 1.", program, "code", problem=problem)
    assert not answer_readable("Take the decimal part; O(1).", program, "code", problem=problem)
    row = _ROWS["a67-c01"]
    text = summarize_draft(row["draft"], domain="code", problem=row["problem"]).text
    assert [f for f in row["leak_forms"] if f in text] == [] and "O(1)" in text


def test_what_a_code_command_prints_is_sample_output():
    draft = ("I checked the examples from the shell:\n\n```console\n$ python3 -c 'eat = lambda number, need, remaining: "
             "[number + min(need, remaining), remaining - min(need, remaining)]; print(eat(5, 6, 10), eat(4, 8, 9))'\n"
             "[11, 4] [12, 1]\n```\n\n```python\ndef eat(number, need, remaining):\n    ate = min(need, remaining)\n"
             "    return [number + ate, remaining - ate]\n```\n")
    text = summarize_draft(draft, domain="code", problem="def eat(number, need, remaining):").text
    assert "[11, 4] [12, 1]" in text and "lambda" not in text and "min(need" not in text
    # a listing printed by a command stays hidden with it
    listing = draft.replace("[11, 4] [12, 1]", "    return [number + ate, remaining - ate]")
    assert "return [number" not in summarize_draft(listing, domain="code", problem="def eat(number, need, remaining):").text


@pytest.mark.parametrize("text,answer,read", [
    ("The lines meet three units right of the y-axis and one unit below the x-axis.", "(3,-1)", True),
    ("The point is 2 units left of the $y$-axis and 5 units above the x-axis.", "(-2,5)", True),
    ("The point is 2 units left of the y-axis and 5 units above the x-axis.", "(4,1)", False),
    # atk_s70 m13's wording (the attack ran before it was read): "to the right of"
    ("So the point lies one unit below the $x$-axis and three units to the right of the $y$-axis.", "(3,-1)", True),
])
def test_point_by_its_distances_to_the_axes(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Find the intersection point $(x, y)$.") is read



# ---------------------------------------------------------------- atk_s69's kinds

@pytest.mark.parametrize("text,answer,read", [
    ("A sanity remark: about three fifty-sixths, small.", "\\frac{3}{56}", True),
    ("Roughly three twenty-fifths of the mass.", "\\frac{3}{25}", True),
    ("Roughly three twenty-fifths of the mass.", "\\frac{3}{20}", False),
    ("That is a couple of thousand calories a day.", "2000", True),
    ("A couple hundred is far too many.", "200", True),
])
def test_fractions_with_compound_ordinals_and_a_couple(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Find the amount.") is read


@pytest.mark.parametrize("text,answer,problem,read", [
    ("The smallest such cube is $3^3$.", "27", "Find the smallest cube divisible by 3 that is a sum of three consecutive integers.", True),
    ("The largest possible value is $2^4$.", "16", "Find the largest possible value.", True),
    ("The cube $3^3$ is in the table.", "27", "Find the smallest cube divisible by 3 that is a sum of three consecutive integers.", False),
])
def test_the_asked_extremum_named_is_answer_position(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem, count_work=False) is read


@pytest.mark.parametrize("text,answer,read", [
    ("The smallest such number is formed by 222 followed by 0.", "2220", True),
    ("It is written as 7 followed by a zero.", "70", True),
    ("It is written as 7 followed by a zero.", "700", False),
])
def test_a_lead_followed_by_one_zero(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Find the least multiple of 30 written with digits 0 and 2.") is read


def test_bounds_and_relations_found_on_the_way_stay():
    """Two kinds tried and left open (atk_s69 m10, m15): the bounds of an interval answer derived one by one ("so $x \\ge
    2$ ... so $x < 5$") and the last relation before a division ("so $4xy = 100$", "$56\\,p(8) = 3$") are the
    derivation's steps; fresh8 u18, fresh17 o15 and fresh16 q32 want them kept, as arithmetic still to do stays."""
    problem = "Find all $p$ such that $54p \\le 144$ and $20p > 12$."
    draft = ("First inequality: $54p \\le 144 \\Rightarrow p \\le \\frac{144}{54}$. Second: $20p > 12 \\Rightarrow "
             "p > \\frac{12}{20}$.\n\n$\\boxed{\\left(\\frac35, \\frac83\\right]}$")
    text = summarize_draft(draft, domain="math", problem=problem).text
    assert "p \\le \\frac{144}{54}" in text and "p > \\frac{12}{20}" in text
    assert not answer_readable("so $4xy = 100$", "25", "math", problem="Find $xy$.", count_work=False)


@pytest.mark.parametrize("text,read", [
    ("so x is one of the two numbers at distance 3 from the origin", True),
    ("the reals whose absolute value is 3", True),
    ("the numbers at distance 4 from 0", False),
])
def test_a_pm_pair_by_its_distance_from_zero(text, read):
    assert answer_readable(text, "\\pm 3", "math", problem="Solve $x^2 = 9$.") is read



_ROWS69 = [r for k, r in _ROWS.items() if k.startswith(("atk_s69", "atk_s70"))]


def test_atk_s69_and_s70_are_recorded_whole():
    for name in ("atk_s69", "atk_s70"):
        rows = [r for r in _ROWS69 if r["id"].startswith(name)]
        assert len(rows) == 26 and {r["id"][:9] for r in rows} == {name + x for x in ("-m", "-c", "-p", "-q")}
    assert all(f in r["draft"] for r in _ROWS69 for f in r["leak_forms"] + r["must_stay"])


@pytest.mark.parametrize("row", _ROWS69, ids=[r["id"] for r in _ROWS69])
def test_atk_s69_graded_answer_never_survives(row):
    """Whatever stays open of atk_s69 and atk_s70 (docs/summaries.md), the box and the graded program are hidden, no
    fault."""
    out = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"])
    assert out.fault is None
    if row["domain"] == "math":
        assert "\\boxed" not in out.text
    else:
        assert row["answer"].strip() not in out.text



@pytest.mark.parametrize("text,hit", [
    ("then walk over adjacent pairs with for a, b in zip(s, s[1:]) and if b - a < threshold return True; after the loop, "
     "return False.", "for a, b in zip(s, s[1:])"),
    ("Scan: for x in numbers, if x > threshold return x; otherwise return None.", "for x in numbers"),
    ("We loop for i in range(n) and keep the best; if it is larger we return it.", None),
    ("For each pair we check whether the gap is below the threshold; if so we return True, else False.", None),
])
def test_python_statements_woven_into_prose(text, hit):
    spans = prose_python_spans(text, ["numbers", "threshold"])
    if hit is None:
        assert spans == []
    else:
        assert spans and text[spans[0][0]:spans[0][1]].startswith(hit)


# ---------------------------------------------------------------- atk_s70's kinds closed after it (it ran on cc1230c)

def test_a_count_in_words_of_the_asked_solutions_is_no_given():
    problem = "How many real solutions does $x^2 + 4 = 0$ have?"
    assert answer_readable("The equation has no real solutions at all.", "0", "math", problem=problem, count_work=False)
    assert not answer_readable("Case one has no real solutions.", "2", "math", problem=problem)
    row = _ROWS["atk_s70-m04"]
    assert row["leak_forms"][0] not in summarize_draft(row["draft"], domain="math", problem=row["problem"]).text


@pytest.mark.parametrize("text,answer,read", [
    ("so we need the integer strictly between 6 and 8.", "7", True),
    ("the integer between 6 and 9", "7", False),  # two integers lie there
    ("he is exactly halfway between 10 and 20", "15", True),
    ("the midpoint of 4 and 10", "7", True),
    ("i.e. the next integer after 24", "25", True),
    ("the integer just before 100", "99", True),
    ("the successor of 41", "42", True),
    ("the predecessor of 41", "42", False),
])
def test_a_number_by_its_place_among_others(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Find the number.") is read


@pytest.mark.parametrize("text,answer,read", [
    ("In binary, $a_5$ is a 1 followed by five 0s.", "32", True),
    ("In base 3 it is a 2 followed by two zeros.", "18", True),
    ("It is a 1 followed by five 0s.", "100000", True),
    ("In binary, it is a 1 followed by five 0s.", "100000", False),
])
def test_a_lead_and_zeros_in_the_named_base(text, answer, read):
    assert answer_readable(text, answer, "math", problem="What is $a_5$?") is read


@pytest.mark.parametrize("text,answer,read", [
    ("Check: $12{,}000 / 1000 = 12$ ✓.", "12000", True),
    ("The larger of the pair is the baker's dozen.", "13", True),
    ("This is the famous Hardy–Ramanujan taxicab number.", "1729", True),
    ("A dozen eggs, no more.", "13", False),
])
def test_named_numbers_and_tex_thousands(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Compute it.") is read


@pytest.mark.parametrize("text,read", [
    ("The body is one line: return whether text is equal to text read with a slice of step minus one.", True),
    ("It returns whether text equals text reversed.", True),
    ("A palindrome reads the same reversed; compare.", False),  # the idea, no result framing
    ("Check text equals its reverse.", False),
])
def test_a_one_comparison_program_restated_with_a_framing(text, read):
    program = "def is_palindrome(text: str):\n    return text == text[::-1]\n"
    problem = "def is_palindrome(text: str):\n    \"\"\"Checks if given string is a palindrome\"\"\""
    assert answer_readable(text, program, "code", problem=problem) is read
