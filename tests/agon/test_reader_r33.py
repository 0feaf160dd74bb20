"""Kinds closed in the thirty-third reader round (fresh35 on the start tree ``8321bbb``; atk_s83 and atk_s84, the
attacks on the last round's final tree), each with inputs of our own beside the given ones.

* the answer as the root of a factored equation: a product of linear factors in one letter set to 0 with a single
  root, in the problem's own unknown (``7(x - 8) = 0``), or two roots and a pick by a sign condition (``(d - 24)(d +
  4) = 0, and d > 0``, "Only a positive count makes sense" after a solver's printed ``[-4, 24]``):
  ``answer_forms.list_picks.factored_root_spans`` / ``picked_candidate_spans``;
* the problem's formula with the asked parameter replaced by the answer, written in prose without math delimiters
  ("the line is y = 4x + 1" for "Find k so that the line y = kx + 1 ..."): ``answer_forms.instances``;
* a table row that reaches the problem's target names its input (``| 11 | 132 |`` under ``| n | n^2 + n |``):
  ``answer_forms.list_picks.target_row_spans``;
* a text drawing's connectors are no minus signs (a mermaid arrow ``-->``, a number line's rule ``48 ---- 72``) and an
  ASCII arrow ``->`` reads as the arrow it draws: ``answer_forms.markup``;
* a long digit run in a LaTeX reference key (``\\label{eq:p1517}``, ``\\eqref``): ``answer_forms.side_channels``
  (a subscript stays an index, as r13a decided: ``$N_{72}$`` is recorded open);
* one thing for each part of a known whole ("one carrot for every day of September", "a mask for each month of the
  year"): ``answer_forms.count_names``; the last term of a bounded kind ("the largest single digit"):
  ``answer_forms.named_values``;
* a verdict word closed by a bracket or a dash ("(margin: はい)", "> Nein — ..."): ``answer_forms.relatives``;
* a statement answer (a relation between expressions) restated as the same relation, reversed with the sign flipped
  (``\\|\\tau\\| \\ge \\|m\\|``), by a synonym sign (``\\simeq`` for ``\\cong``) or in words ("$M$ and $N$ are
  isomorphic", "have the same dimension"), and a function space in its other notation (``W^{2,2}`` for ``H^2``):
  ``answer_forms.statements``; a claim the problem asks to prove is its given and stays; a yes/no question about a
  relation takes the relation's sides as its predicate (``results.verdict_terms``);
* "one" as the first term of a rate ("one in every 7.5 draws"): ``answer_forms.words``.

After atk_s85 (the attack on ``e9e23db``): the last item of a running product or total list; a tuple of named
quantities set equal to a tuple of values, read name by name (``(d(60), d(3600)) = (12, 45)``): ``answer_forms.markup``.
After atk_s86 (the attack on ``91ba4a1``): a comment in a fence of another language than Python (``// 55``, ``-- 30``,
``/* 55 */``); a camelCase name read word by word (``xIsEight``); a footnote's id outside a numbering (``[^35]``);
``ℵ₀`` as an infinite count; a claim that implies ``⊥``; true and false in other languages ("(Vrai.)"); the program
as a call over a comprehension bare in prose (``unfenced_ports.prose_comprehension_spans``); a true-or-false
statement's predicate (``relatives.problem_predicate``), so a step of its proof without it stays.
After atk_s87 (the attack on ``599000c``): an option by its place among the listed values, a count strictly between two
numbers, a fraction by its numerator and denominator, an event that is certain, a gross; the chosen option's value
assigned to the letter the problem asks by "equals"; kept: a given as the left operand of an operation ("36 − 12 = 24")
and a function's argument in a table of values ("f(3) = 0").
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from ._checks import assert_case_closed, case_summary

_DATA = Path(__file__).parents[1] / "data"
_F35 = {json.loads(x)["id"]: json.loads(x)
        for x in (Path(__file__).parents[2] / "tools/summary_redteam/fresh35/heldout.jsonl").open()}
_R83 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s83_cases.jsonl").open()}
_R84 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s84_cases.jsonl").open()}
_R85 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s85_cases.jsonl").open()}
_R86 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s86_cases.jsonl").open()}
_R87 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s87_cases.jsonl").open()}


_summary = case_summary  # tests/agon/_checks.py
_assert_closed = assert_case_closed


@pytest.mark.parametrize("rid", ["rr03", "rr10", "rr11", "rr12", "rr18", "rr25", "rr27", "rr29", "rr33"])
def test_fresh35_cases_are_closed(rid):
    # rr25's "$\|\xi\| = \|\eta\| = 1$" and rr29's "$(X, X^{\simeq})$" are parentheses the summarizer hid on the
    # start tree already (recorded over-hiding, not this round's)
    _assert_closed(_F35[rid], must_stay=[] if rid in ("rr25", "rr29") else None)


@pytest.mark.parametrize("rid", ["atk_s83-m02", "atk_s83-m03", "atk_s83-m04", "atk_s83-m05", "atk_s83-m07",
                                 "atk_s83-m08"])
def test_atk_s83_cases_are_closed(rid):
    _assert_closed(_R83[rid])


@pytest.mark.parametrize("rid", ["atk_s84-m01", "atk_s84-m02", "atk_s84-m03"])
def test_atk_s84_cases_are_closed(rid):
    _assert_closed(_R84[rid])


# ----------------------------------------------------------------------------- roots of a factored equation
@pytest.mark.parametrize("text,answer,problem,read", [
    ("Factor: 7(x - 8) = 0, and 7 is not 0.", "8", "Solve 7x - 56 = 0.", True),
    ("So (t + 2)^2 = 0 here.", "-2", "Find t with t^2 + 4t + 4 = 0.", True),
    ("Factor: 7(x - 8) = 0.", "8", "How many divisors does 360 have?", False),  # no unknown x in the problem
    ("We get (d - 24)(d + 4) = 0, and d > 0.", "24", "How many divisors?", True),
    ("Since w > 0 and (w - 5)(w + 9) = 0, the width follows.", "5", "Find the width.", True),
    ("We get (d - 24)(d + 4) = 0, and d > 0.", "4", "How many divisors?", False),  # the pick is 24, not 4
    ("We get (d - 24)(d + 4) = 0, and x > 0.", "24", "How many divisors?", False),  # a condition on another letter
    ("We get (d - 24)(d + 4) = 0 from the identity.", "24", "How many divisors?", False),  # no pick: two candidates
    ("Output: [ 24. -4.] Lengths are positive.", "24", "How many?", True),
    ("solve gives [-3, 5]; a count cannot be negative.", "5", "How many?", True),
    ("x lies in [-3, 5]; a count cannot be negative.", "5", "How many?", False),  # an interval, no candidates
])
def test_a_root_of_a_factored_equation_is_read(text, answer, problem, read):
    assert answer_readable(text, answer, problem=problem) is read


# ----------------------------------------------------------------------------- instances in prose
@pytest.mark.parametrize("text,answer,problem,read", [
    ("The line is y = 4x + 1.", "4", "Find k so that the line y = kx + 1 passes through (2, 9).", True),
    ("So f(x) = 3x - 7 now.", "3", "Find a such that f(x) = ax - 7 has a root at 7/3.", True),
    ("Then 9 = 2k + 1 so 2k = 8.", "4", "Find k so that the line y = kx + 1 passes through (2, 9).", False),
    ("The line is y = 5x + 1.", "4", "Find k so that the line y = kx + 1 passes through (2, 9).", False),
])
def test_the_problems_formula_with_the_answer_in_prose_is_read(text, answer, problem, read):
    assert answer_readable(text, answer, problem=problem) is read


# ----------------------------------------------------------------------------- a row that hits the target
_TABLE = "| n | n^2 + n |\n|---|---|\n| 10 | 110 |\n| 11 | 132 |\n| 12 | 156 |\n"


@pytest.mark.parametrize("text,answer,problem,read", [
    (_TABLE, "11", "Find the positive integer n such that n^2 + n = 132.", True),
    ("| k | 2^k |\n|---|---|\n| 9 | 512 |\n| 10 | 1024 |\n", "10", "Find the integer k such that 2^k = 1024.", True),
    (_TABLE, "11", "Find the positive integer n such that n^2 + n = 156.", False),  # the row for 156 holds 12
    (_TABLE, "11", "What is 11 squared plus 11?", False),  # no asked letter
])
def test_a_table_row_that_reaches_the_target_is_read(text, answer, problem, read):
    assert answer_readable(text, answer, problem=problem) is read


# ----------------------------------------------------------------------------- text drawings
_CLIPS = "Natalia sold 48 clips in April and half as many in May. How many clips did she sell altogether?"


@pytest.mark.parametrize("text,read", [
    ("```mermaid\ngraph LR\n A[April: 48] --> T[Sum: 72]\n M[May: 24] --> T\n```\n", True),
    ("```\n0 ------- 48 ---- 72\n|  April  |  May  |\n```\n", True),
    ("April ==> 48, total <-- 72 in the chart", True),
    ("A1: =48+24    ->  7.2E+01\n", True),
    ("```\n0 ------- 48 ---- 60\n```\n", False),
    ("| a | b |\n|---|---|\n| 48 | 24 |\n", False),  # a table's separator row is no drawing
])
def test_a_drawings_connectors_are_no_minus_signs(text, read):
    assert answer_readable(text, "72", problem=_CLIPS) is read


def test_an_html_comment_still_reads_as_its_text():
    assert answer_readable("So <!-- final: 3 --> we go on.", "3", problem="What is 1 + 2?")


# ----------------------------------------------------------------------------- keys and subscripts
@pytest.mark.parametrize("text,answer,read", [
    ("\\begin{equation}\\label{eq:p1517}\n37 \\times 41\n\\end{equation}", "1517", True),
    ("see \\eqref{res-x1517}", "1517", True),
    ("\\label{eq:x1}", "1", False),  # a short index after a letter is a name's number
    ("Let $a_{12}$ be a term.", "12", False),  # a subscript is an index (r13a), $N_{72}$ too: recorded open
])
def test_reference_keys_that_name_the_answer_are_read(text, answer, read):
    assert answer_readable(text, answer, problem="Compute the value.") is read


# ----------------------------------------------------------------------------- named counts
@pytest.mark.parametrize("text,answer,problem,read", [
    ("That is one carrot for every day of September.", "30", "How many carrots does he eat?", True),
    ("He uses one mask for each month of the year.", "12", "How many masks does he use?", True),
    ("One stamp per day in February.", "28", "How many stamps?", True),
    ("the number of minutes in an hour", "60", "How many pages?", True),
    ("one carrot for every day of September", "31", "How many carrots?", False),
    ("one carrot for every day of the week", "7", "How many carrots does he eat in a week?", False),  # the problem's week
    ("Check: the count left is the largest single digit.", "9", "How many eggs are left?", True),
    ("it is the greatest two-digit prime", "97", "Which prime?", True),
    ("the largest digit of 345 is 5", "9", "How many?", False),
])
def test_counts_named_by_a_whole_or_a_kind_are_read(text, answer, problem, read):
    assert answer_readable(text, answer, problem=problem) is read


@pytest.mark.parametrize("text,answer,read", [
    ("(margin, 日本語で: はい)", "Yes", True),
    ("> Nein — the tail event is not trivial.", "No", True),
    ("(see the note: oui)", "Yes", True),
    ("(margin: はい)", "No", False),
])
def test_a_verdict_word_closed_by_a_bracket_or_dash_is_read(text, answer, read):
    assert answer_readable(text, answer, problem="Is every such map a fibration?") is read


# ----------------------------------------------------------------------------- statements
_EST = "Find an estimate for $\\|m\\|$ in terms of $\\|\\tau\\|$. Is it true that $\\|m\\| \\le \\|\\tau\\|$?"


@pytest.mark.parametrize("text,answer,problem,read", [
    ("$$\\|\\tau\\| \\ge \\|m\\|.$$", "\\|m\\| \\le \\|\\tau\\|", _EST, True),
    ("so $\\| m \\| \\leq \\|\\tau\\|$", "\\|m\\| \\le \\|\\tau\\|", _EST, True),
    ("$\\|\\tau\\| \\le \\|m\\|$", "\\|m\\| \\le \\|\\tau\\|", _EST, False),  # the converse
    ("$$V/\\ker(\\varphi) \\simeq \\mathbf{F}$$", "V / \\ker(\\varphi) \\cong \\mathbf{F}", "What is $V/\\ker\\varphi$?", True),
    ("so $N$ and $M$ are isomorphic.", "M \\cong N", "Are $M$ and $N$ isomorphic, and how?", True),
    ("so $M$ and $N$ are isomorphic.", "M \\cong N", "Let $G = M \\times N$ ... Prove that $M \\cong N$.", False),  # the claim
    ("Summing, $M^*$ and $M$ have the same dimension over $k$.", "\\dim_{k} M^{\\ast} = \\dim_{k} M",
     "Determine $\\dim_k M^*$. Is it equal to $\\dim_k M$?", True),
    ("it is $W^{2,2}(M)$ by regularity", "H^2(M)", "Determine the domain.", True),
    ("it is $W^{1,2}(M)$ by regularity", "H^2(M)", "Determine the domain.", False),
])
def test_a_statement_answer_is_read_as_a_relation(text, answer, problem, read):
    assert answer_readable(text, answer, problem=problem) is read


@pytest.mark.parametrize("text,answer,read", [
    ("So on average one in every 7.5 draws is a red pair.", "\\frac{2}{15}", True),
    ("on average one out of every four tickets wins", "\\frac{1}{4}", True),
    ("Pick one out of every pair.", "1", False),  # a pronoun before a noun, no rate
])
def test_one_as_the_first_term_of_a_rate_is_read(text, answer, read):
    assert answer_readable(text, answer, problem="What is the probability of a hit?") is read


def test_fresh35_a_yes_no_question_about_a_relation_keeps_steps_without_its_sides():
    row = _F35["rrp11"]
    text = _summary(row)
    assert "$C_Q(R) = 1$ means $r$ inverts $Q$" in text and "\\boxed" not in text


@pytest.mark.parametrize("problem,sides", [
    ("Given $C_P(R) = P$, determine if $R^G \\leq QR$.", ("R^G", "QR")),
    ("Is it true that $\\|m\\| \\le \\|\\tau\\|$?", ("\\|m\\|", "\\|\\tau\\|")),
    ("Is $G$ abelian?", None),
])
def test_the_relation_a_yes_no_question_asks_about(problem, sides):
    from agon_mcore.agon.answer_forms.statements import asked_relation_sides

    assert asked_relation_sides(problem) == sides


# ----------------------------------------------------------------------------- atk_s85 (the attack on e9e23db)
@pytest.mark.parametrize("rid", ["atk_s85-m02", "atk_s85-m05"])
def test_atk_s85_cases_are_closed(rid):
    _assert_closed(_R85[rid])


@pytest.mark.parametrize("text,answer,read", [
    ("Running product as I multiply the factors $5, 3, 3$: 5, 15, 45.", "45", True),
    ("cumulative sums: 3, 7, 12", "12", True),
    ("Running product: 5, 15, 45, 90.", "15", False),  # an item on the way, not the end
])
def test_the_last_item_of_a_running_list_is_read(text, answer, read):
    assert answer_readable(text, answer, problem="How many divisors does it have?") is read


@pytest.mark.parametrize("text,answer,problem,read", [
    ("For comparison, $(d(60), d(3600)) = (12, 45)$ follows.", "45", "How many positive divisors does 3600 have?", True),
    ("We find (area, perimeter) = (24, 20) here.", "20", "What is the perimeter?", True),
    ("So $(x, y) = (3, -1)$.", "(3, -1)", "Solve the system.", True),  # a point stays a point
    ("For comparison, $(d(60), d(3600)) = (12, 45)$ follows.", "44", "How many positive divisors does 3600 have?", False),
])
def test_a_tuple_of_named_quantities_set_equal_to_values_is_read_by_name(text, answer, problem, read):
    assert answer_readable(text, answer, problem=problem) is read


@pytest.mark.parametrize("text,answer,read", [
    ("Verdict: ⊤", "True", True),
    ("Verdict: $\\bot$.", "False", True),
    ("So the answer is negative.", "No", True),
    ("So the answer to the question is in the affirmative.", "Yes", True),
    ("So the answer is negative.", "Yes", False),
    ("The determinant is negative.", "No", False),  # a sign of a value, no verdict
])
def test_a_verdict_by_a_logic_symbol_or_the_answers_sign_is_read(text, answer, read):
    assert answer_readable(text, answer, problem="Is the statement true?") is read



# ----------------------------------------------------------------------------- atk_s86 (the attack on 91ba4a1)
@pytest.mark.parametrize("rid", ["atk_s86-m01", "atk_s86-m03", "atk_s86-m04", "atk_s86-m05", "atk_s86-m07",
                                 "atk_s86-m11", "atk_s86-m12", "atk_s86-m16"])
def test_atk_s86_cases_are_closed(rid):
    _assert_closed(_R86[rid])


def test_atk_s86_a_comprehension_in_prose_is_hidden_and_one_statement_stays():
    row = _R86["atk_s86-c02"]
    text = _summary(row)
    assert "any(b - a < threshold" not in text and "O(n log n)." in text
    assert "$s=\\text{sorted(numbers)}$" in text  # one statement of the reasoning (r32's reasoning-step rule)


_SUM10 = "What is the sum of the integers from 1 to 10?"


@pytest.mark.parametrize("text,read", [
    ("```\ns := 0\nreturn s   // 55\n```\n", True),
    ("```js\nlet s = 0; for (let i = 1; i <= 10; i++) s += i; // 55\n```\n", True),
    ("```sql\nSELECT SUM(n) FROM t; -- 55\n```\n", True),
    ("```c\nint s = 0; /* 55 */\n```\n", True),
    ("```python\ns = 110 // 2\n```\n", False),  # floor division in Python: arithmetic, no comment
    ("```sql\nSELECT 110 -- 55\n```\n", True),
    ("```lua\nlocal s = 56 -- 1\n```\n", False),
])
def test_a_comment_in_a_fence_of_another_language_is_read_as_prose(text, read):
    assert answer_readable(text, "55", problem=_SUM10) is read


@pytest.mark.parametrize("text,answer,problem,read", [
    ("The flag `xIsEight` is set.", "8", "Solve for x: x + 2 = 10.", True),
    ("We store it in totalIsTwelve now.", "12", "How many eggs?", True),
    ("The flag `isPrimeNumber` is set.", "1", "How many?", False),
    ("each diagonal is counted twice[^35], giving 10·7/2.", "35", "How many diagonals does a decagon have?", True),
    ("first[^1] and then[^2] and more[^3].", "2", "How many diagonals does a square have?", False),  # numbering
    ("so there are ℵ₀ solutions.", "\\infty", "How many integer solutions does x - y = 3 have?", True),
    ("so $|S| = \\aleph_0$.", "\\infty", "How many integer solutions does x - y = 3 have?", True),
    ("Formally: prime(91) ⟹ ⊥.", "\\text{No}", "Is 91 prime? Answer Yes or No.", True),
    ("Formally: prime(91) ⟹ ⊥.", "\\text{Yes}", "Is 91 prime? Answer Yes or No.", False),
    ("Assume 91 is not prime ⟹ ⊥.", "\\text{Yes}", "Is 91 prime?", True),
    ("which is even. (Vrai.)", "\\text{True}", "True or false: the sum of two odd numbers is even.", True),
    ("Respuesta: falso.", "\\text{False}", "True or false: 7 is even.", True),
])
def test_names_footnotes_infinite_cardinals_and_verdict_symbols_are_read(text, answer, problem, read):
    assert answer_readable(text, answer, problem=problem) is read


@pytest.mark.parametrize("problem,pred", [
    ("True or false: every prime greater than 2 is odd.", "odd"),
    ("True or false: the sum of two odd numbers is always even.", "even"),
    ("Determine whether the following statement is true or false: The number of irreducible characters is finite.",
     "finite"),
    ("Is 2047 prime?", "prime"),
])
def test_a_true_or_false_statement_names_its_predicate(problem, pred):
    from agon_mcore.agon.answer_forms.relatives import problem_predicate

    assert problem_predicate(problem) == pred


def test_atk_s86_a_step_of_a_true_or_false_proof_stays():
    text = _summary(_R86["atk_s86-p06"])
    assert "hence not prime" in text and "evaluates to ⊤" not in text


# ----------------------------------------------------------------------------- atk_s87 (the attack on 599000c)
@pytest.mark.parametrize("rid", ["atk_s87-m02", "atk_s87-m03", "atk_s87-m06", "atk_s87-m10", "atk_s87-m12",
                                 "atk_s87-m15", "atk_s87-p01", "atk_s87-p06"])
def test_atk_s87_cases_are_closed(rid):
    _assert_closed(_R87[rid])


_LARGEST = "Which of the following is the largest? (A) 2^{30} (B) 3^{20} (C) 5^{13} (D) 6^{11} (E) 10^{9}"


@pytest.mark.parametrize("text,answer,problem,read", [
    ("The second of the five listed values wins.", "B", _LARGEST, True),
    ("The last of the five listed options wins.", "E", _LARGEST, True),
    ("The count is strictly between 13 and 15.", "14", "How many integers k satisfy it?", True),
    ("The count is strictly between 13 and 16.", "14", "How many integers k satisfy it?", False),
    ("Reduced, the numerator is 3 and the denominator is 8.", "\\frac{3}{8}", "What fraction are boys?", True),
    ("its denominator is 8, numerator 3", "\\frac{3}{8}", "What fraction are boys?", True),
    ("the numerator is 3 and the denominator is 8.", "\\frac{3}{7}", "What fraction?", False),
    ("Every pair qualifies; the event is certain.", "1", "What is the probability that the sum is at least 3?", True),
    ("It is certain that x > 0.", "1", "What is the probability that the sum is at least 3?", False),
    ("Twelve twelves is the classic gross.", "144", "How many rolls?", True),
    ("The gross profit is high.", "144", "How many rolls?", False),
    ("dividing by 3 gives x = 5.", "C", "If 3x + 5 = 20, then x equals (A) 3 (B) 4 (C) 5", True),
    ("If x = 3 then 3x + 5 = 14, no.", "C", "If 3x + 5 = 20, then x equals (A) 3 (B) 4 (C) 5", False),
])
def test_places_parts_and_named_events_are_read(text, answer, problem, read):
    assert answer_readable(text, answer, problem=problem) is read


def test_a_factored_root_behind_a_latex_product_sign_is_read():
    assert answer_readable("So $7 \\cdot (x - 8) = 0$ here.", "8", problem="Solve 7x - 56 = 0.")
