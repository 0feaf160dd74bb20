"""Kinds closed in the thirty-sixth reader round (the open kinds of atk_s95, the attack on ``61ec1e3``, and of the
rounds before it; fresh40's first contact), each with inputs of our own beside the given ones.

* read: Morse code (``--... ..---`` for 72: two or more five-symbol digit groups anywhere, letters and digits in a
  sentence that names Morse), read on the raw text, before markup reads its dashes (``answer_forms.encodings.
  morse_spans``); the IEC binary prefixes ("1 Ki", "4 MiB", "1 kibi": ``answer_forms.notation``); the builtins that
  read a literal as a number (``ord('H')``, ``len('abcdefghijkl')``, ``int('1011', 2)``: ``answer_forms.code_literals``);
  a sign run on a bracketed number (``-(-7)``, ``+(−7)``: signs only, no arithmetic, ``notation``); a number after a
  connective at a line's start ("So 72 is the total.") is no line label (``spans.label``); a continued fraction's
  terms are one value's notation, no work on givens (``spans.of_givens``);
* read and hidden: the argument a function literal is applied to (``assert (lambda x: x*x-10*x+25)(5) == 0``): a
  call, not a product of two factors (``work_parts.anonymous_call``, used by ``work_parts.part_role`` and
  ``provenance``);
* code: the graded function's own name bound to a callable (``strlen = len``, ``solve = lambda s: ...``) is the
  program (``inline_program.is_inline_program``);
* fresh40 (first contact on ``defaac2``): hidden fail-closed, a count given by a set the problem never names ("as many
  divisors as an octave has notes", "one evening for each ring of the Olympic flag": ``count_names.outside_count_spans``,
  the referent's clause up to its verb); read: a line by its slope and a point or its intercept (``answer_forms.lines``),
  status lamps (🟢, 🔴), "the second of the four statements"; kept: dollar amounts are no math delimiters in the final
  cut and the closing remarks (``spans.currency_blanked``), thousands commas in arithmetic (``spans.arith_spans``), a
  time quantity is no unit of an asked distance (``quantities.unit_mentions``), a hypothesis ("If $f$ exists, ...") and
  a verdict on the draft's own sub-question with its work between are no verdicts (``relatives.answers_own_question``),
  a worked sample value (``f(1, 3) = 3``) is no code, the problem's own symbol in a relation ("$A \\subseteq
  \\bigcap_m A_m$" where the answer is the ring $A$: ``results``); code: a decision table whose code cells cover 40% of
  the program's tokens restates it (``code_summary.program_table_cells``);
* atk_s96 (the attack on ``3098364``): read: the index of the term that crosses the problem's bound (``a_{19} = 205``
  for "which term is the first to exceed 200": ``list_picks.index_of_target_spans``); kept: a chain result of another
  dimension ("speed $90 / 2 = 45$ km/h" where a distance is asked: ``final_result``); a hidden power keeps its brace;
* fresh41 (first contact on ``ae57a13``): an rST ``.. code-block::`` directive is a code region (``answer_forms.code``);
  a ``dis`` listing of a part of the program is the program (``code_summary.bytecode_of``); verdict words in more
  languages and before a colon; the unit a question names decides its dimension ("how fast ..., in seconds?" asks a
  time: ``asked.asked_dimension``);
* last batch (fresh42's first contact on ``104179b``, atk_s96 m36, atk_s94 m16): read: a binomial coefficient whose top
  is the answer equated with a given (``\\binom{10}{2} = 45``: ``check_roles.binomial_check_mentions``), ", which is what
  $L$ equals" (``compare._ANSWER_AFTER``); kept: an item count of the problem's objects ("1 salad + 1 yogurt" where a
  price is asked: ``asked.counts_problem_object``), the unit after the final expression ("90 + 5 minutes"), a label with
  a bracketed aside ("left (column 1)" is no call), a placeholder balanced with currency read as currency.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from ._checks import assert_case_closed

_DATA = Path(__file__).parents[1] / "data"
_R95 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s95_cases.jsonl").open()}
_GSM = ("Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. "
        "How many clips did Natalia sell altogether in April and May?")


@pytest.mark.parametrize("rid", ["atk_s95-m11", "atk_s95-m28", "atk_s95-m30", "atk_s95-m40", "atk_s95-c02"])
def test_atk_s95_cases_are_closed(rid):
    assert_case_closed(_R95[rid])


def test_atk_s95_applied_lambda_is_closed():
    # the attack's must-stay "(x-5)^2 = 0" shows the asked root as a factor's zero: hidden by design (the root asked)
    assert_case_closed(_R95["atk_s95-m19"], must_stay=["Quick check in Python"])


@pytest.mark.parametrize("text,answer,problem,read", [
    # Morse: digit groups anywhere, letters only where the sentence names Morse
    ("The sum, sent as --... ..---, checks out.", "72", _GSM, True),
    ("In Morse the count is ....- ..... .", "45", None, True),
    ("In Morse code: ... . ...- . -.", "7", None, True),  # "seven" spelled in letters
    ("-----\n\nA rule of dashes, then text.", "0", None, False),  # one group, no Morse named: a markdown rule
    ("The pattern ..--- alone.", "2", None, False),
    # the IEC binary prefixes
    ("2^10 = 1 Ki in binary prefix terms.", "1024", "What is $2^{10}$?", True),
    ("The buffer holds 4 MiB.", "4194304", "How many bytes?", True),
    ("That is 1 kibi of entries.", "1024", "How many entries?", True),
    ("It is 5 Mi of data.", "5", "How many?", False),  # 5 Mi is 5 * 2^20
    # builtins that read a literal as a number
    ("April 48, May 24, total equals ord('H').", "72", _GSM, True),
    ("So the count is len('abcdefghijkl').", "12", "How many letters?", True),
    ("which is int('1011', 2) in the end", "11", "What is the value?", True),
    ("The count is len(xs) for the input list.", "12", "How many letters?", False),
    # signs only on a bracketed number
    ("-x = -7, so x = -(-7).", "7", "Solve $-x = 4 - 11$.", True),
    ("so the value is +(-3)", "-3", "Find the value.", True),
    ("so the value is -(+3)", "3", "Find the value.", False),
    # a connective at the line's start is no label
    ("So 72 is the total.", "72", _GSM, True),
    ("Thus 72 is the sum.", "72", _GSM, True),
    ("Step 72: add them.", "72", _GSM, False),
    # a continued fraction states its value where it stands in answer position, givens of 1 or not
    ("The limit equals $[1; 1, 1, 1, \\dots]$.", "\\frac{1+\\sqrt{5}}{2}",
     "Let $F_1 = F_2 = 1$ and $F_{n+2} = F_{n+1} + F_n$. Find $\\lim_{n\\to\\infty} \\frac{F_{n+1}}{F_n}$.", True),
    # a function literal applied to the answer
    ("Check: `assert (lambda t: t*t - 6*t + 9)(3) == 0`.", "3", "Solve $x^2 - 6x + 9 = 0$.", True),
    ("Check: ((t) => t*t - 6*t + 9)(3) === 0", "3", "Solve $x^2 - 6x + 9 = 0$.", True),
    ("Expand $(x-3)(3)$ first.", "3", "Solve $x^2 - 6x + 9 = 0$.", False),  # a product: a factor, no argument
])
def test_r36_kinds_own_inputs(text, answer, problem, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem=problem) is read


def test_anonymous_call_is_no_product():
    from agon_mcore.agon.work_parts import anonymous_call, part_role

    t = "assert (lambda x: x*x - 10*x + 25)(5) == 0"
    s = t.index("(5") + 1
    assert anonymous_call(t, s)
    assert part_role(t, s, s + 1, ("5",)) is None
    u = "(x - 5)(5) = 0"
    assert not anonymous_call(u, u.index("(5") + 1)
    assert part_role(u, u.index("(5") + 1, u.index("(5") + 2, ("7",)) == "factor"


@pytest.mark.parametrize("problem,draft,answer,hidden", [
    ("Solve $x^2 - 8x + 16 = 0$.",
     "$(x-4)^2 = 0$. In Python: `assert (lambda v: v*v - 8*v + 16)(4) == 0`.\n\nFinal answer: $\\boxed{4}$", "4",
     ["(4) =="]),
    ("How many letters are in the word 'abcdefghij'?",
     "Count them: ten letters, and `len('abcdefghij')` confirms it.\n\n$\\boxed{10}$", "10", ["len('abcdefghij')"]),
    ("Elena had 30 stickers and gave away 12. How many are left?",
     "30 - 12 = 18. Sent as .---- ---.. in my notes.\n\n$\\boxed{18}$", "18", [".---- ---.."]),
])
def test_r36_kinds_are_hidden_in_summaries(problem, draft, answer, hidden):
    from agon_mcore.agon.summary import summarize_draft

    text = summarize_draft(draft, domain="math", problem=problem).text
    for h in hidden:
        assert h not in text, text


@pytest.mark.parametrize("inner,program,read", [
    ("strlen = len", "def strlen(string):\n    return len(string)\n", True),
    ("solve = lambda xs: sorted(xs)[::-1]", "def solve(xs):\n    return sorted(xs, reverse=True)\n", True),
    ("total = len", "def strlen(string):\n    return len(string)\n", False),  # another name: no binding of the program
    ("strlen = 5", "def strlen(string):\n    return len(string)\n", False),  # a value, no callable
])
def test_binding_the_graded_name_is_the_program(inner, program, read):
    from agon_mcore.agon.inline_program import function_params, is_inline_program

    assert is_inline_program(inner, function_params(program), program) is read


_F40 = {json.loads(x)["id"]: json.loads(x)
        for x in (Path(__file__).parents[2] / "tools/summary_redteam/fresh40/heldout.jsonl").open()}


@pytest.mark.parametrize("rid", ["mm07", "mm11", "mm12", "mm13", "mm14", "mm23", "mm26", "mm31", "mm32",
                                 "mmp11", "mmp15", "mmp16", "mmq02"])
def test_fresh40_cases_are_closed(rid):
    assert_case_closed(_F40[rid])


def test_fresh39_around_the_clock_is_closed():
    rows = {json.loads(x)["id"]: json.loads(x)
            for x in (Path(__file__).parents[2] / "tools/summary_redteam/fresh39/heldout.jsonl").open()}
    assert_case_closed(rows["nn10"])


@pytest.mark.parametrize("text,problem,spans", [
    # a count given by a set the problem never mentions: hidden whatever its size (fail closed)
    ("So she saves as many dollars as there are keys on a ukulele fretboard.", "How much does Ana save?",
     ["as many dollars as there are keys on a ukulele fretboard"]),
    ("one cookie for every moon of Jupiter, all told.", "How many cookies did Ben bake?",
     ["one cookie for every moon of Jupiter"]),
    ("It has as many sides as a stop sign has edges.", "How many sides does the polygon have?",
     ["as many sides as a stop sign has edges"]),
    # the problem's own things, digits or a formula in the referent: work, kept
    ("one egg for each flan she makes", "She makes 15 flans with 3 eggs each. How many eggs?", []),
    ("one for each value of the first roll", "A die is rolled twice. What is the probability the sum is 7?", []),
    ("as many boys as there are 12 girls", "How many children?", []),
    ("as many subsets as there are subsets of $S$", "How many subsets does a 5-set have?", []),
])
def test_outside_count_spans(text, problem, spans):
    from agon_mcore.agon.answer_forms.count_names import outside_count_spans

    assert [text[a:b] for a, b in outside_count_spans(text, problem)] == spans


@pytest.mark.parametrize("text,answer,read", [
    ("So the image is the line of slope $2$ through the point $(0, 3)$.", "y = 2x + 3", True),
    ("It is the line with slope -1/2 passing through (2, 0).", "y = -\\frac{1}{2}x + 1", True),
    ("slope 3 and y-intercept -4", "y = 3x - 4", True),
    ("slope $2$ through the point $(1, 3)$", "y = 2x + 3", False),  # (1, 3) is not on the line
    ("slope $2$ alone", "y = 2x + 3", False),
])
def test_line_by_slope_and_point(text, answer, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math") is read


@pytest.mark.parametrize("text,answer,problem,read", [
    ("Only the third of the four statements holds.", "C",
     "Which of the following statements is true?\n1. a\n2. b\n3. c\n4. d", True),
    ("Status lamp for the claim: 🟢", "Yes", "Does the sequence converge?", True),
    ("Status lamp for the claim: 🔴", "No", "Is every bounded sequence convergent?", True),
    ("If $f$ exists, then $f/B^3$ is analytic.", "Yes", "Determine whether there exists a function $f$ with ...", False),
])
def test_fresh40_kinds_own_inputs(text, answer, problem, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem=problem) is read


@pytest.mark.parametrize("problem,draft,answer,keep", [
    # a dollar sign before digits is currency, no math delimiter: the intermediate equal to the answer stays
    ("Ana has $30 and spends $3 on each of 5 pens. How much is left?",
     "Pens: 5 × $3 = $15\nMoney: $30\nLeft: $30 − $15\n\n\\boxed{15}", "15", ["5 × $3 = $15", "$30 − $15"]),
    ("Raj saves 20% of $10,000 at $1,000 a week. How many weeks?",
     "Goal: 0.20 × $10,000 = $2,000.\nWeeks: $2,000 ÷ $1,000 per week.\n\n\\boxed{2}", "2",
     ["$2,000 ÷ $1,000 per week"]),
    # a time quantity is no distance: "5 days" is 120 hours, not 120 miles
    ("Pancho walks 20 miles a day on weekdays and 10 miles on weekend days. How many miles does he walk in a week?",
     "Weekdays: 5 days × 20 miles = 100 miles\nWeekend: 2 days × 10 miles = 20 miles\nWeek: 100 + 20\n\n\\boxed{120}",
     "120", ["5 days × 20 miles"]),
    # a verdict on the draft's own sub-question, with its work between question and verdict
    ("Does a function with these properties exist?",
     "Sub-question: can $g(0) = \\frac12$ be met? $g(0) = 2 \\cdot \\frac14 = \\frac12$. Yes: it is met.\n"
     "So all conditions hold together.\n\n\\boxed{Yes}", "Yes", ["Yes: it is met"]),
])
def test_fresh40_kinds_kept_own_inputs(problem, draft, answer, keep):
    from agon_mcore.agon.summary import summarize_draft

    text = summarize_draft(draft, domain="math", problem=problem).text
    for k in keep:
        assert k in text, text


def test_a_worked_sample_value_is_no_code():
    from agon_mcore.agon.code_summary import is_code_text

    assert not is_code_text("- f(1, 3) = 3: 3 stays;")
    assert not is_code_text("4 → k = ceil(4/3) = 2 pieces (1 op), first piece 2;")
    assert is_code_text("x = f(a, b);")


def test_thousands_commas_in_arithmetic():
    from fractions import Fraction

    from agon_mcore.agon.spans import arith_spans

    assert [(v, single) for _, _, v, single in arith_spans("Weeks: 2,000 ÷ 1,000 per week.")] == [(Fraction(2), False)]
    assert [v for _, _, v, _ in arith_spans("12,500 - 2,500 = 10,000")] == [Fraction(10000)]


_R96 = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s96_cases.jsonl").open()}


@pytest.mark.parametrize("rid", ["atk_s96-m03", "atk_s96-m38", "atk_s96-p05"])
def test_atk_s96_cases_are_closed(rid):
    assert_case_closed(_R96[rid])


def test_atk_s96_brace_of_a_hidden_power_is_kept_balanced():
    text = summarize(_R96["atk_s96-m37"])
    assert "2^{10}" not in text and "]}" not in text, text


def summarize(row) -> str:
    from agon_mcore.agon.summary import summarize_draft

    return summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"]).text


@pytest.mark.parametrize("text,answer,problem,read", [
    # the index of the term that crosses the problem's bound, where it asks a term's place or a count of terms
    ("Checking: $a_{14} = 101$ is the first above 100.", "14",
     "In the arithmetic sequence $10, 17, 24, \\ldots$, which term is the first to exceed $100$? Give its position.", True),
    ("The last qualifying term is $b_{9} = 44$.", "9", "How many terms of the sequence $4, 9, 14, \\ldots$ are less than $45$?", True),
    ("So $a_{9} = 44$.", "9", "What is the 9th term of $4, 9, 14, \\ldots$ minus $35$?", False),  # a given index
    ("Indeed $a_{9} = 44$.", "9", "Which term of the sequence $4, 9, 14, \\ldots$ equals $44$?", True),
])
def test_index_of_the_crossing_term(text, answer, problem, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem=problem) is read


def test_a_result_of_another_dimension_is_no_final_result():
    from agon_mcore.agon.summary import summarize_draft

    problem = "A train covers 150 km in 3 hours at constant speed. How far does it go in the next hour, in km?"
    draft = "Its speed is $150 / 3 = 50$ km/h.\n\nIn one more hour it covers the speed times one hour.\n\n$\\boxed{50}$"
    assert "150 / 3 = 50$ km/h" in summarize_draft(draft, domain="math", problem=problem).text


_ABS_PROGRAM = "def solve(xs):\n    best = 0\n    for x in xs:\n        if x < 0:\n            best = max(best, -x * 2)\n        else:\n            best = max(best, x + 1)\n    return best\n"


@pytest.mark.parametrize("table,read", [
    # a decision table of the program's rule, one row a branch: its code cells restate the program
    ("| case | condition | update |\n|---|---|---|\n| negative | `x < 0` | `best = max(best, -x * 2)` |\n"
     "| otherwise | `x >= 0` | `best = max(best, x + 1)` |\n", True),
    # a sample table: inputs and outputs, no rule
    ("| input | output |\n|---|---|\n| `[1, -3]` | `6` |\n| `[2]` | `3` |\n", False),
])
def test_a_decision_table_of_the_program(table, read):
    from agon_mcore.agon.leak import answer_readable
    from agon_mcore.agon.summary import summarize_draft

    assert answer_readable(table, _ABS_PROGRAM, "code") is read
    draft = "The rule per element:\n\n" + table + "\n```python\n" + _ABS_PROGRAM + "```\n"
    text = summarize_draft(draft, domain="code").text
    if read:
        assert "best = max(best, -x * 2)" not in text and "`x < 0`" not in text, text
    else:
        assert "| `[1, -3]` | `6` |" in text, text


def test_fresh40_decision_table_is_closed():
    assert_case_closed(_F40["mmc10"])


_F41 = {json.loads(x)["id"]: json.loads(x)
        for x in (Path(__file__).parents[2] / "tools/summary_redteam/fresh41/heldout.jsonl").open()}


@pytest.mark.parametrize("rid", ["kk02", "kk24", "kkc04", "kkc07"])
def test_fresh41_cases_are_closed(rid):
    assert_case_closed(_F41[rid])


def test_fresh38_kept_with_this_round():
    rows = {json.loads(x)["id"]: json.loads(x)
            for x in (Path(__file__).parents[2] / "tools/summary_redteam/fresh38/heldout.jsonl").open()}
    assert_case_closed(rows["oo14"])  # "how fast ..., in seconds?" asks a time: "0.6 min" is the answer's unit
    assert_case_closed(rows["ooq05"])  # a sample trace chain "jump[1] = p(p(1)) = p(5) = 1" is no code


@pytest.mark.parametrize("problem,dim", [
    ("How fast can Gerald run the 400-meter hurdles, in seconds?", "time"),
    ("How far does she ride in the next hour, in km?", "length"),
    ("How far does it go (in miles)?", "length"),
    ("How fast does he go?", "speed"),
])
def test_the_unit_a_question_names_decides_its_dimension(problem, dim):
    from agon_mcore.agon.asked import asked_dimension

    assert asked_dimension(problem) == dim


@pytest.mark.parametrize("text,code,read", [
    # an rST code directive with its options and an indented block is a code region
    (".. code-block:: python\n   :caption: v1.py\n\n   def f(xs):\n       return sorted(xs)[::-1]\n\nAfter it.", True, True),
    ("Text.\n\n.. note::\n\n   This is a note.\n", False, False),
])
def test_rst_code_directive_is_a_region(text, code, read):
    from agon_mcore.agon.answer_forms.code import code_regions

    regions = [r for r in code_regions(text) if r.form == "rst"]
    assert bool(regions) is code
    if code:
        assert regions[0].code.startswith("def f(xs):\n    return") and "After it" not in regions[0].code


def test_a_dis_listing_of_part_of_the_program():
    from agon_mcore.agon.code_summary import bytecode_of

    program = ("def pair(where, fact, total, n):\n    for i in range(1, n + 1):\n        j = where.get(total ^ fact[i])\n"
               "        if j is not None:\n            return [i, j]\n    return []\n\ndef main():\n    pass\n")
    listing = ("        >>  138 FOR_ITER                46 (to 232)\n            140 STORE_FAST               4 (i)\n"
               " 13         142 LOAD_FAST                3 (where)\n            144 LOAD_METHOD              1 (get)\n"
               "            166 LOAD_FAST                2 (total)\n            168 LOAD_DEREF               1 (fact)\n"
               "            200 STORE_FAST               5 (j)\n")
    assert bytecode_of(listing, program)
    other = listing.replace("where", "table").replace("total", "acc").replace("fact", "hashes").replace("(j)", "(k)")
    assert not bytecode_of(other, program)  # another function's listing: its names are not the program's
    assert not bytecode_of("3 1\n4 1\n5 9\n", program)  # sample data


@pytest.mark.parametrize("text,answer,problem,read", [
    ("The energy bound holds for every t. Ita est.", "Yes", "Does the modulus stay bounded for all time?", True),
    ("The partial sums grow without bound. Minime.", "No", "Does the series converge?", True),
])
def test_more_verdict_words(text, answer, problem, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem=problem) is read


@pytest.mark.parametrize("text,answer,problem,read", [
    # a binomial coefficient whose top is the answer, equated with a given: the answer plugged into the count
    ("Trying values: $\\binom{9}{2} = 36$ is too few, and $\\binom{10}{2} = 45$ matches.", "10",
     "A round-robin tournament has $45$ games, every pair of teams playing once. How many teams are there?", True),
    ("So C(8, 2) = 28 handshakes, as given.", "8", "At a party there were 28 handshakes. How many people came?", True),
    ("and 7 choose 3 is 35, the number of committees given", "7", "There are 35 committees of 3. How many people?", True),
    ("$\\binom{9}{2} = 36$ is too few.", "10",
     "A round-robin tournament has $45$ games, every pair of teams playing once. How many teams are there?", False),
    ("$\\binom{10}{2} = 45$ pairs", "10", "How many teams play 40 games in total?", False),  # 45 is no given
])
def test_binomial_top_in_a_check(text, answer, problem, read):
    from agon_mcore.agon.leak import answer_readable

    assert answer_readable(text, answer, "math", problem=problem) is read


def test_atk_s96_binomial_top_is_closed():
    assert_case_closed(_R96["atk_s96-m36"])


@pytest.mark.parametrize("text,answer,read", [
    # a value followed by a relative clause that names it the asked value (72 is a given of the problem here)
    ("the continued fraction $[1; 1, 1, 1, \\dots]$, which is what $L$ equals.", "\\frac{1+\\sqrt{5}}{2}", True),
    ("Note 72, which is exactly what we want.", "72", True),
    ("Note 72, which is what the store charges per box.", "72", False),  # no name of the asked value
])
def test_which_is_what_the_name_equals(text, answer, read):
    from agon_mcore.agon.leak import answer_readable

    problem = "A box holds 72 pens and costs $72. How many pens are in two boxes, minus 72?"
    assert answer_readable(text, answer, "math", problem=problem) is read


def test_atk_s94_continued_fraction_is_closed():
    rows = {json.loads(x)["id"]: json.loads(x) for x in (_DATA / "atk_s94_cases.jsonl").open()}
    assert_case_closed(rows["atk_s94-m16"])


_F42 = {json.loads(x)["id"]: json.loads(x)
        for x in (Path(__file__).parents[2] / "tools/summary_redteam/fresh42/heldout.jsonl").open()}


@pytest.mark.parametrize("rid", ["jj07", "jjq03"])
def test_fresh42_cases_are_closed(rid):
    assert_case_closed(_F42[rid])


def test_fresh42_item_counts_of_the_problems_objects_stay():
    # "1 salad + 1 yogurt" counts objects the problem names where it asks a price: work (the final step's operands
    # "$2 / 2" sit in the box's own segment, the conclusion by the rule)
    assert_case_closed(_F42["jjp06"], must_stay=["1 salad + 1 yogurt = $6 + $3 = $9", "$11 − $9 = $2"])
    text = summarize(_F42["jjp06"])
    assert not text.rstrip().endswith("$"), text  # no stray dollar after the placeholder: currency opens no math


@pytest.mark.parametrize("text,code", [
    (" left (column 1) ", False),  # a label with a bracketed aside
    (" right (columns 2-5) ", False),
    ("solve(a, b)", True),
    ("print (x)", True),
])
def test_a_bracketed_aside_is_no_call(text, code):
    from agon_mcore.agon.code_summary import is_code_text

    assert is_code_text(text) is code


@pytest.mark.parametrize("problem,draft,keep", [
    # the unit after the final step's expression stays with it
    ("Peeling 60 potatoes takes 1.5 minutes each and cutting takes 5 minutes in all. How many minutes in total?",
     "Peeling: 60 × 1.5 = 90 minutes.\nTotal: 90 + 5 minutes, about an hour and a half.\n\n\\boxed{95}", "90 + 5 minutes"),
])
def test_the_unit_after_the_final_expression_stays(problem, draft, keep):
    from agon_mcore.agon.summary import summarize_draft

    assert keep in summarize_draft(draft, domain="math", problem=problem).text
