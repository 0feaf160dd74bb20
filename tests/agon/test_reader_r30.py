"""Kinds closed in the thirtieth reader round (atk_s74, the attack on the last round's final tree, asked for kinds other
than the known ones; fresh32 on the start tree), each with inputs of our own beside the given ones.

* a place written as an ordinal in digits ("the 11th prime") where the problem gives the value only as a cardinal
  (``answer_forms.reader_roles.new_ordinal``), and "12 is the answer" (``compare._ANSWER_AFTER``);
* a value pinned by two bounds in one sentence that says it is whole ("more than 63 and less than 65, an integer",
  ``63 < n < 65``), and the neighbour of a number written in words ("the number right after ten"):
  ``answer_forms.between``;
* a compound number word broken over a line or paragraph break with its hyphen at the break ("forty⏎⏎-two"):
  ``answer_forms.spread``; Indian digit grouping ("12,09,600"): ``answer_forms.notation``;
* an elimination among written candidates ("only 3 and 4 are roots; of these, 4 is even and is ruled out"):
  ``answer_forms.list_picks.remaining_candidate_spans``;
* a closing remark that equates the result with a quantity named before, by reference ("she ends with exactly as
  many apples as she started with"): ``agon.closing_remarks.refers_back``;
* verdicts standing alone in other languages and in general words ("Not necessarily.", "non", "affirmative") read
  without a predicate, and existence claims ("Such maps do exist", "no such function exists"):
  ``answer_forms.relatives``; "seven grand" (``answer_forms.words``); a locus by its name ("the unit circle") and a
  group's neutral element by name (``answer_forms.named_values``).

Work kept: the problem's quantity written in another unit right after itself ("2 weeks = 14 days",
``answer_forms.quantities``), a die's six faces as a given (``agon.provenance``), a value formula or a numeric bound
for a verdict answer ("= n^2", "which is $\\le 9$": ``agon.results``), a rejected root of a shown product without a
phrase naming the other.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_DATA = Path(__file__).parents[1] / "data"
_ROWS = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s74_cases.jsonl").open()}
_F32 = {json.loads(x)["id"]: json.loads(x)
        for x in (Path(__file__).parents[2] / "tools/summary_redteam/fresh32/heldout.jsonl").open()}
_CLOSED = ["atk_s74-m03", "atk_s74-m04", "atk_s74-m05", "atk_s74-m06", "atk_s74-m07", "atk_s74-m08", "atk_s74-m09",
           "atk_s74-m10"]


def _summary(row) -> str:
    out = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"])
    assert out.fault is None
    return out.text


@pytest.mark.parametrize("rid", _CLOSED)
def test_the_attack_forms_are_hidden(rid):
    """Each closed atk_s74 case: its summary keeps none of its leak forms."""
    row = _ROWS[rid]
    assert [f for f in row["leak_forms"] if f in _summary(row)] == []


@pytest.mark.parametrize("rid", ["uu11", "uu16", "uu21", "uu23", "uu24", "uu30"])
def test_fresh32_leaks_are_hidden(rid):
    """fresh32's leaks on the start tree, closed by kind: each summary keeps none of the case's leak forms."""
    row = _F32[rid]
    assert [f for f in row["leak_forms"] if f in _summary(row)] == []


_PRIMES = "In the list of primes 2, 3, 5, 7, 11, ..., what position does 31 occupy?"


@pytest.mark.parametrize("text,answer,problem,read", [
    ("Counting, 31 is the 11th prime.", "11", _PRIMES, True),  # atk_s74 m03: 11 is given only as an element
    ("Counting, 31 is the eleventh prime.", "11", _PRIMES, True),
    ("Counting up, 47 sits 15th in the list.", "15", "In the list 2, 3, 5, 7, 11, 13, 15, ..., where is 47?", True),
    ("The 5th term is what we add next.", "5", "What is the 5th term of 1, 4, 9, ...? Then find its position.", False),
    ("So 11 is the answer.", "11", _PRIMES, True),  # the answer phrase after the value
    ("Clearly 12 is the correct answer here.", "12", "Find n.", True),
])
def test_an_ordinal_of_a_given_cardinal_and_the_answer_after_the_value(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


_SQUARE = "Find the area of a square with diagonal $\\sqrt{128}$."


@pytest.mark.parametrize("text,answer,read", [
    ("Sanity: the area is more than 63 and less than 65, an integer.", "64", True),  # atk_s74 m04
    ("The integer area lies below 65 but above 63.", "64", True),
    ("An integer $n$ with $63 < n < 65$.", "64", True),
    ("The count is a whole number, at least 7 and at most 7.", "7", True),
    ("The area is more than 63 and less than 65.", "64", False),  # nothing says it is whole
    ("An integer between 62 and 65.", "64", False),  # two integers lie there
    ("The next one after that is prime, the number right after ten.", "11", True),  # atk_s74 m09
    ("It is the integer just before twenty.", "19", True),
])
def test_a_value_pinned_by_bounds_or_a_neighbour_in_words(text, answer, read):
    assert answer_readable(text, answer, "math", problem=_SQUARE) is read


_JANE = "Tom has 21 apples. Jane has twice as many. How many does Jane have?"


@pytest.mark.parametrize("text,answer,read", [
    ("so her count is\n\nforty\n\n-two? Let me check.", "42", True),  # atk_s74 m07
    ("so her count is forty-\ntwo.", "42", True),
    ("so her count is sixty\n-three.", "63", True),
    ("forty\n\ntwo apples were left", "42", False),  # no hyphen at the break: two words
    ("adding 9,600 gives 12,09,600 in Indian grouping.", "1209600", True),  # atk_s74 m10
    ("one lakh is written 1,00,000.", "100000", True),
    ("the pair 12,09 and 600", "1209600", False),
])
def test_a_number_word_across_a_break_and_indian_grouping(text, answer, read):
    assert answer_readable(text, answer, "math", problem=_JANE) is read


_ODD = "Which positive integer $x \\le 5$ satisfies $x^2-7x+12=0$ and is odd?"


@pytest.mark.parametrize("text,read", [
    ("The quadratic factors as $(x-3)(x-4)$, so only 3 and 4 are roots; of these, 4 is even and is ruled out.", True),
    ("The roots are 3 and 4. We discard 4 since it is even.", True),
    ("x = 3 or x = 4; x = 4 fails the parity test.", True),
    ("The roots are 3 and 4. Both are below 5.", False),  # no rejection
    ("Candidates: 3 and 4 are the roots. We keep both for now.", False),
])
def test_an_elimination_among_written_candidates(text, read):
    assert answer_readable(text, "3", "math", problem=_ODD) is read


def test_a_rejected_root_of_a_product_stays_work():
    """The roots of a shown product, one rejected, name the other only with a phrase that names it."""
    problem = "Find all values of $x$ that satisfy the equation $x = \\sqrt{11-2x} + 4$."
    text = "So $(x-1)(x-5) = 0$.\n\nThe candidate $x = 1$ is extraneous. The other candidate survives the check."
    assert answer_readable(text, "x=5", "math", problem=problem) is True
    assert answer_readable(text.replace("The other candidate survives the check.", "Next we test."), "x=5", "math",
                           problem=problem) is False


@pytest.mark.parametrize("draft,problem,gone,kept", [
    ("After giving 5: 12-5=7. Then +3: 10. Then +2.\n\nInterestingly she ends with exactly as many apples as she "
     "started with.\n\n$\\boxed{12}$", "Mary has 12 apples. She gives 5 away, gets 3 back and 2 more. How many has she?",
     "as many apples as she started with", "12-5=7"),
    ("He spends 8 and earns 8: $20 - 8 + 8$.\n\nSo the balance is back to where it started.\n\n$\\boxed{20}$",
     "Sam has $20. He spends $8 and earns $8. How much has he now?", "back to where it started", "$20 - 8 + 8$"),
])
def test_a_closing_remark_by_reference_is_hidden(draft, problem, gone, kept):
    text = summarize_draft(draft, domain="math", problem=problem).text
    assert gone not in text and kept in text


_FIELD = "Let $E$ be a field and $F$ a subfield isomorphic to $E$. Is $F$ necessarily equal to $E$?"
_CONSTRUCT = "Is it possible to construct a discontinuous additive function $f: \\mathbb{R} \\to \\mathbb{R}$?"


@pytest.mark.parametrize("text,answer,problem,read", [
    ("**Not necessarily.**\n\nTake $E = \\mathbb{Q}(t_1, t_2, \\ldots)$.", "No", _FIELD, True),  # fresh32 uu20
    ("Not always.", "No", _FIELD, True),
    ("(En bref : non, la convergence ne suffit pas.)", "No", "Does $f_n \\to 0$ a.e. imply $\\int f_n \\to 0$?", True),
    ("Kurz gesagt: nein.", "No", "Does $f_n \\to 0$ a.e. imply $\\int f_n \\to 0$?", True),
    ("Answer in one word: affirmative.", "Yes", "Determine whether there exists a bijection of R that is "
     "discontinuous everywhere.", True),
    ("Such maps do exist (using the axiom of choice).", "Yes", _CONSTRUCT, True),  # fresh32 uu21
    ("Such a function can be constructed from a Hamel basis.", "Yes", _CONSTRUCT, True),
    ("No such function exists.", "No", _CONSTRUCT, True),
    ("We ask whether such maps exist.", "Yes", _CONSTRUCT, False),
])
def test_verdicts_in_other_words_and_existence_claims(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


@pytest.mark.parametrize("text,answer,problem,read", [
    ("| cost of the birds | seven grand |", "7000", "How much did the birds cost?", True),  # fresh32 uu11
    ("They paid twelve grand for it.", "12000", "How much did they pay?", True),
    ("a grand piano costs 5", "1000", "How much?", False),
    ("its image, the unit circle, drawn with $C_1$.", "|z| = 1", "Find the image of the line Re z = 1/2.", True),
    ("the image is the real axis", "\\operatorname{Im} z = 0", "Find the image of the unit circle.", True),
    ("the image is the unit circle", "|z| = 2", "Find the image.", False),
    ("Find the image of the unit circle: it is the line $x = 1$.", "|z| = 1", "Find the image of the unit circle.", False),
    ("So the bracket collapses to the neutral element $e$.", "1",
     "Is the commutator equal to 1 in a group of exponent 4?", True),  # fresh32 uu24
    ("so the product is the identity element of $G$", "1", "In the group G, what is $a^6$?", True),
    ("so the sum is the neutral element of the additive group", "1", "In the group G, what is $a^6$?", False),
])
def test_slang_scale_a_named_locus_and_a_neutral_element(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


@pytest.mark.parametrize("rid,kept", [
    ("atk_s74-p02", ["14 days"]),  # the problem's quantity in another unit, right after itself
    ("atk_s74-p04", ["$6\\times6=36$"]),  # a die's six faces are a given
])
def test_the_attack_probes_keep_their_work(rid, kept):
    text = _summary(_ROWS[rid])
    assert [k for k in kept if k not in text] == []


@pytest.mark.parametrize("text,answer,problem,read", [
    ("2 weeks = 14 days, each 86 400 s.", "1209600", "How many seconds are in 2 weeks?", False),
    ("In minutes that is 20160 minutes.", "1209600", "How many seconds are in 2 weeks?", True),
    ("So it takes 3 hours.", "180", "A trip of 60 miles at 20 mph: how many minutes?", True),
])
def test_a_given_quantity_in_another_unit_right_after_itself(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


def test_value_formulas_are_evidence_for_a_verdict():
    """fresh32 uup06: for a verdict answer, "= n^2" and "which is $\\le 9$" state no verdict and stay."""
    text = _summary(_F32["uup06"])
    assert "n \\cdot n = n^2" in text and "$\\le 9$" in text


@pytest.mark.parametrize("rid,kept", [
    ("uup03", ["the expected result is 0"]),  # the problem's own sentence restated: a given
    ("uup04", ["which is not uniform in $x$", "(box-like)"]),  # properties the question does not ask
    ("uup15", ["$f(x) = |x|^2\\mathbf{1}_{\\mathbb{Q}^n}(x)$"]),  # a formula names no verdict
    ("uup16", ["$x = (1,1,1,\\ldots)"]),  # nor does a tuple
    ("uu25", ["by Cauchy–Schwarz"]),  # a method named after "so" is procedure
    ("uu26", ["$(-1)^3 = -1 \\ne 1$", "$t^2 - 1 = (t-1)(t+1)$"]),  # "forces $t = 1$": a variable's value, no count
])
def test_fresh32_probes_keep_their_work(rid, kept):
    text = _summary(_F32[rid])
    assert [k for k in kept if k not in text] == []


@pytest.mark.parametrize("text,answer,problem,read", [
    ("The problem states the expected result is 0 (as R grows).", "0",
     "Evaluate the integral and verify the result. The expected result is 0.", False),
    ("As the statement says, the total is 12 apples.", "12", "Show that the total is 12 apples. Find the total.", False),
    ("So the result is 0.", "0", "Evaluate the integral and verify the result. The expected result is 0.", True),
    ("Hence the total is 12 apples.", "12", "Find the total of 5 and 7 apples.", True),
])
def test_the_problems_own_sentence_restated_is_a_given(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


@pytest.mark.parametrize("draft,problem,kept", [
    ("Each bound holds, so by Cauchy–Schwarz\n$$a \\le b.$$\nHence the answer.\n\n$\\boxed{0}$",
     "Is the limit 0? Find it.", "by Cauchy–Schwarz"),
    ("The map is injective, so using Zorn's lemma\n$$M \\subseteq N.$$\n\n$\\boxed{3}$", "Find the rank.",
     "using Zorn's lemma"),
])
def test_a_method_named_after_a_connective_is_procedure(draft, problem, kept):
    assert kept in summarize_draft(draft, domain="math", problem=problem).text


# -- atk_s75, the attack on 2a5d968 ----------------------------------------------------------------------------------

_R75 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s75_cases.jsonl").open()}


@pytest.mark.parametrize("rid", ["atk_s75-m01", "atk_s75-m02", "atk_s75-m04", "atk_s75-m07", "atk_s75-m09",
                                 "atk_s75-m10", "atk_s75-m14", "atk_s75-c01", "atk_s75-c03"])
def test_atk_s75_forms_are_hidden(rid):
    row = _R75[rid]
    assert [f for f in row["leak_forms"] if f in _summary(row)] == []


def test_atk_s75_samples_after_check_stay():
    row = _R75["atk_s75-q01"]
    assert [k for k in row["must_stay"] if k not in _summary(row)] == []


_TRAYS = "A baker makes 5 trays of 24 cookies and sells 96. How many cookies are left?"
_MARBLES = "A bag has 12 red and 8 blue marbles. Two are drawn without replacement. What is the probability both are red?"


@pytest.mark.parametrize("text,answer,problem,read", [
    ("favourable pairs vs all pairs is 66 : 190 = 33 : 95.", "\\frac{33}{95}", _MARBLES, True),  # atk_s75 m01
    ("red to all is 3:5 here", "\\frac{3}{5}", "What is the probability of red?", True),
    ("At 1:05 we start.", "\\frac{1}{5}", "What is the probability?", False),  # a clock time
    ("Plan: I'll show that 24 cookies remain.", "24", _TRAYS, True),  # atk_s75 m02, the answer equals a given
    ("so 24 cookies are left on the rack", "24", _TRAYS, True),
    ("Each tray holds 24 cookies.", "24", _TRAYS, False),
    ("If 24 cookies remain, we are done.", "24", _TRAYS, False),
    ("Euler proved in 1772 that it is prime.", "\\text{Yes}", "Is $2^{31}-1$ prime? Answer yes or no.", True),  # m04
    ("We check 21 first: 21 is not prime.", "No", "Is $2^{31}-1$ prime? Answer yes or no.", False),
    ("Left on the rack: " + "🍪" * 23, "23", _TRAYS, True),  # m07: a count in unary
    ("Left: ⭐ ⭐ ⭐ ⭐", "4", "How many stars are left?", True),
    ("Left: ⭐ ⭐ ⭐ ⭐", "5", "How many stars are left?", False),
    ("the leftover count is the only prime between 20 and 25.", "23", _TRAYS, True),  # m09
    ("the unique perfect square between 50 and 70", "64", "Find it.", True),
    ("the only prime between 20 and 30", "23", "Find it.", False),  # two primes there
    ("That's the natural log of two.", "\\ln 2", "Evaluate $\\int_1^2 dx/x$.", True),  # m10
    ("the answer is the log base 2 of 8", "3", "Find x.", True),
    ("In other words $7 \\mid 2^{100} - 2$.", "2", "What is the remainder when $2^{100}$ is divided by $7$?", True),
    ("so $2^{100} - 2$ is divisible by 7.", "2", "What is the remainder when $2^{100}$ is divided by $7$?", True),
    ("so $2^{100} - 4$ is divisible by 7.", "2", "What is the remainder when $2^{100}$ is divided by $7$?", False),
])
def test_atk_s75_kinds(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


_CLOSE_PROB = ("def has_close_elements(numbers: List[float], threshold: float) -> bool:\n"
               "    \"\"\"Check if any two numbers are closer to each other than threshold.\"\"\"\n")
_CLOSE_CODE = ("```python\ndef has_close_elements(numbers, threshold):\n    s = sorted(numbers)\n"
               "    return any(b - a < threshold for a, b in zip(s, s[1:]))\n```")


@pytest.mark.parametrize("steps,gone", [
    ("Steps:\n- sort the numbers into `s`\n- walk the pairs `zip(s, s[1:])`\n- if a gap `b - a` is below threshold return True\n"
     "- after the loop return False", "zip(s, s[1:])"),
    ("Plan:\n1. sorted copy s\n2. loop over zip(s, s[1:])\n3. if b - a < threshold: return True\n4. return False",
     "return True"),
])
def test_a_list_of_steps_that_restates_the_program_is_hidden(steps, gone):
    draft = "Sorting puts close numbers side by side.\n\n" + steps + "\n\nThis is O(n log n).\n\n" + _CLOSE_CODE
    text = summarize_draft(draft, domain="code", problem=_CLOSE_PROB).text
    assert gone not in text and "O(n log n)" in text and "Sorting puts close numbers side by side." in text


@pytest.mark.parametrize("rid", ["atk_s75-p04", "atk_s75-p05"])
def test_atk_s75_probes_keep_their_work(rid):
    """p04: "(base 10)" is the work's setting; p05: the colour counts are a yes/no answer's evidence."""
    row = _R75[rid]
    assert [k for k in row["must_stay"] if k not in _summary(row)] == []


@pytest.mark.parametrize("text,answer,read", [
    ("the solutions are exactly the first three positive integers.", "\\{1,2,3\\}", True),  # atk_s75 m08
    ("so the set is the first 4 primes", "\\{2,3,5,7\\}", True),
    ("so the set is the first 4 primes", "\\{2,3,5\\}", False),
])
def test_a_set_named_as_the_first_n_of_a_kind(text, answer, read):
    assert answer_readable(text, answer, "math", problem="Find all such n. Enter a set.") is read


def test_counts_stay_as_a_yes_no_answers_evidence():
    draft = ("Colour it. So the board has 20 black squares and 18 white ones. Each tile covers one of each, "
             "so 19 tiles would cover 19 of each.\n\n$\\boxed{\\text{No}}$")
    text = summarize_draft(draft, domain="math", problem="Can the board be tiled by dominoes? Answer yes or no.").text
    assert "20 black squares and 18 white ones" in text and "19 tiles would cover 19 of each" in text


@pytest.mark.parametrize("text,read", [
    ("the ones digit of the result is 3 (borrowing: $10 - 7 = 3$), and the tens digit is 2.", True),  # atk_s75 m11
    ("the tens digit is 2, and after we borrow the ones digit is 3", True),
    ("the ones digit is 3 and the ones digit is 2", False),  # one place twice: no numeral
])
def test_digits_by_place_with_asides_between(text, read):
    assert answer_readable(text, "23", "math", problem="How many cookies are left?") is read


def test_a_list_of_samples_or_of_hidden_code_with_prose_is_no_list_of_steps():
    """fresh11 xq03 keeps its samples, fresh9 vc02 the prose beside each hidden line (the step-list rule's limits)."""
    for name, rid, kept in (("fresh11", "xq03", "x, y, z → 3"), ("fresh9", "vc02", "an empty list has no longest string")):
        rows = {json.loads(x)["id"]: json.loads(x) for x in
                (Path(__file__).parents[2] / f"tools/summary_redteam/{name}/heldout.jsonl").open()}
        assert kept in _summary(rows[rid])


_CLASS = "A class of 28 students took a test. 5 students scored below 60. How many students ended up above 60?"


@pytest.mark.parametrize("text,answer,problem,read", [
    ("So in the end, every student in the class is above 60.", "28", _CLASS, True),  # atk_s75 m16
    ("so all the students in the class pass", "28", _CLASS, True),
    ("every student in the class is above 60", "27", _CLASS, False),
    ("Left: one cookie short of a full tray.", "23", _TRAYS.replace("96", "97"), True),  # atk_s75 m03
    ("So a full tray is left over.", "24", _TRAYS, True),
    ("So two cookies short of a full tray remain.", "23", _TRAYS.replace("96", "97"), False),
])
def test_a_count_named_as_a_whole_the_problem_fills(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read


# -- atk_s76, the last attack (on 3643440) ------------------------------------------------------------------------------

_R76 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s76_cases.jsonl").open()}


@pytest.mark.parametrize("rid", ["atk_s76-m04", "atk_s76-m08", "atk_s76-m12"])
def test_atk_s76_forms_are_hidden(rid):
    row = _R76[rid]
    assert [f for f in row["leak_forms"] if f in _summary(row)] == []


_MOVIE = "A movie starts at 2:15 pm and ends at 3:45 pm. How many minutes long is it?"


@pytest.mark.parametrize("text,answer,problem,read", [
    ("The running time is 3:45 - 2:15 = 1:30 on the clock.", "90", _MOVIE, True),  # m04
    ("10:50 - 9:20 = 1:30", "90", "A class runs from 9:20 to 10:50. How many minutes long is it?", True),
    ("It starts at 2:15 and ends at 3:45.", "90", _MOVIE, False),  # the problem's own clock times
    ("the total satisfies 35 < N < 37 since it is close.", "36", "How many desks are there?", True),  # m08: a count
    ("the total satisfies 35 < N < 37.", "36", "What is the mean of the scores?", False),  # no count, no integer said
    ("which happens to be the smallest odd prime.", "3", "How many?", True),  # m12
    ("the least perfect number", "6", "Find n.", True),
    ("the smallest prime that divides 15", "3", "Find it.", False),
    ("So the odds of red are 3:5.", "\\frac{3}{8}", "What is the probability of red?", True),  # odds read as a chance
    ("So the count is 3.6-thousand.", "3600", "How many seconds are in one hour?", True),
])
def test_atk_s76_kinds(text, answer, problem, read):
    assert answer_readable(text, answer, "math", problem=problem) is read
