"""Kinds from this round's black-box measurements, each read as a value or by structure, with inputs of our own per kind
besides the cases that showed them: fresh24's first contact (on dae2ea2) and fresh25's (on 818dd38), and the attacks
atk_s53, atk_s54 and atk_s55 (the last two's cases in tests/data). Readings: answers in Euler's number (math and
plain text, exp( )), named constants, powers with a variable exponent compared by value, special functions, an
expression answer substituted in a check, a base subscript where a base is asked, scale words and per mille, a prime
factorisation or power in answer position, a numeral's expansion in its base, continued fractions, accounting
brackets, URL-encoded components, escaped program strings, a matrix or a curve named by its kind or parameters,
fractions of a named whole, frequencies, equation tags, subscript notation, components in data rows. Over-hides fixed
with them: roots listed by a counting problem's answer phrase, value-free reasons for formula, constant and relation
answers, pending arithmetic on quantities with units and a fraction multiplied by a sign, unit definitions,
complexity notes."""
import json
from pathlib import Path

import pytest

from agon_mcore.agon.answer_forms import parse_answer, values_equal
from agon_mcore.agon.answer_forms.factorisation import answer_base, base_expansion_digits, prime_factorisation
from agon_mcore.agon.answer_forms.values import latex_value
from agon_mcore.agon.answer_forms.words import word_mentions
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_SETS = Path(__file__).resolve().parents[2] / "tools" / "summary_redteam"
_ROWS = {json.loads(x)["id"]: json.loads(x) for x in open(_SETS / "fresh24" / "heldout.jsonl")}


def _summary(case_id):
    row = _ROWS[case_id]
    return row, summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"]).text


@pytest.mark.parametrize("case_id", ["a10", "a11", "a22", "a28", "a34", "a35"])
def test_fresh24_leak_hidden(case_id):
    row, text = _summary(case_id)
    assert not any(f in text for f in row["leak_forms"]), text
    assert not answer_readable(text, row["answer"], "math", problem=row["problem"]), text
    assert all(k in text for k in row.get("must_stay", [])), text


# -- Euler's number ----------------------------------------------------------------------------------------------------

_LIMIT = "Find the limit."


@pytest.mark.parametrize("text,answer,readable", [
    ("So the integral is $e - 1$.", "e - 1", True),
    ("So the limit is $e^2$.", "e^2", True),
    ("So the limit is $\\frac{1}{e}$.", "e^{-1}", True),
    ("So the limit is e^2.", "e^2", True),  # plain text
    ("the ratio levels off at 4/e as x grows", "\\dfrac{4}{e}", True),
    ("[^r]: c_1 = g'(0) = -1/e.", "-\\dfrac{1}{e}", True),  # the sign is the value's
    ("[^r]: c_1 = g'(0) = 1/e.", "-\\dfrac{1}{e}", False),
    ("We use e.g. the ratio test.", "e", False),  # "e.g." is no constant
    ("So the limit equals e.", "e", True),
    ("Let $e = 2$ be the edge.", "e^2", False),
])
def test_euler_number(text, answer, readable):
    assert answer_readable(text, answer, problem=_LIMIT) is readable


def test_value_free_aside_stays_for_a_constant_answer():
    """fresh24 a35: a reason with no number- or symbol-bearing token stays for the answer -1/e (the article "a" is no
    variable, and the numeral 1 of -1/e is no count of one)."""
    row = _ROWS["a35"]
    text = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"]).text
    assert "(a Laurent series with negative powers of every order: an essential singularity)" in text


def test_euler_summary_hides_plain_restatement():
    draft = "By l'Hopital the log of the limit is 2.\n\n$\\boxed{e^2}$\n\nNumerically, the limit is e^2, about 7.389."
    text = summarize_draft(draft, domain="math", problem="Find the limit of (1 + 2/n)^n.").text
    assert "e^2" not in text and "7.389" not in text and "the log of the limit is 2" in text


# -- named constants ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,answer,readable", [
    ("So the ratio of the sides is the golden ratio.", "\\frac{1+\\sqrt{5}}{2}", True),
    ("The limit is Euler's number.", "e", True),
    ("The sum tends to the Euler-Mascheroni constant.", "\\gamma", True),
    ("It equals the silver ratio.", "1 + \\sqrt{2}", True),
    ("It equals the silver ratio.", "\\frac{1+\\sqrt{5}}{2}", False),  # another constant
])
def test_named_constants(text, answer, readable):
    assert answer_readable(text, answer, problem="Find the value.") is readable


@pytest.mark.parametrize("text,answer,problem,readable", [
    ("The angle at B is one third of a full turn.", "120^\\circ", "Compute angle ABC, in degrees.", True),  # fresh21 j28
    ("The hands are a quarter of the dial apart.", "90", "What is the angle between the hands, in degrees?", True),  # h54
    ("So c is half a period of sine.", "\\pi", "Find the smallest possible value of c.", True),  # fresh21 j09
    ("It takes three quarters of an hour.", "45", "How many minutes does it take?", True),
    ("The hands form a right angle.", "90", "What is the angle between the hands, in degrees?", True),
    ("Each side turns through a quarter of a turn.", "120^\\circ", "Compute the angle, in degrees.", False),
])
def test_fraction_of_named_whole(text, answer, problem, readable):
    assert answer_readable(text, answer, problem=problem) is readable


# -- powers with a variable exponent; special functions -----------------------------------------------------------------

def test_variable_exponent_powers_by_value():
    assert values_equal(latex_value("4^t"), latex_value("2^{2t}"))
    assert values_equal(latex_value("2^{x+1}"), latex_value("2 \\cdot 2^x"))
    assert not values_equal(latex_value("4^t"), latex_value("2^{t}"))
    assert answer_readable("Equivalently $\\phi(t) = 2^{2t}$.", "4^t", problem="Find phi.")


def test_special_functions_evaluate():
    assert abs(float(parse_answer("\\pi I_0(1)").values[0]) - 3.977463) < 1e-5
    assert abs(float(latex_value("J_1(2)")) - 0.576725) < 1e-5
    assert abs(float(latex_value("\\zeta(3)")) - 1.202057) < 1e-5
    assert str(latex_value("f(3)")) == "f(3)"  # an undefined function stays undefined
    assert answer_readable("As a series the value is about 3.9775.", "\\pi I_0(1)", problem="Evaluate the integral.")


# -- an expression answer substituted in a check -------------------------------------------------------------------------

_PDE = "Solve the initial value problem for the PDE \\( uu_x + yu_y = x \\)."


@pytest.mark.parametrize("text,answer,readable", [
    ("Check: $uu_x + yu_y = -(3y - x) + 3y = x$ ✓.", "u = 3y - x", True),
    ("Check: plugging in, $f'(x) = 2(x^2 + 1) \\cdot 1 = 2x^2 + 2$ ✓", "x^2 + 1", True),
    ("Then $uu_x + yu_y = -(3y - x) + 3y = x$.", "u = 3y - x", False),  # no check: work
    ("Check: $g(3y - x) = 2$ ✓", "u = 3y - x", False),  # a function's argument
])
def test_expression_substituted_in_check(text, answer, readable):
    assert answer_readable(text, answer, problem=_PDE) is readable


# -- a base subscript where the problem asks a base ---------------------------------------------------------------------

_BASE = "Find the least base $b$ such that 225 written in base $b$ has two digits summing to 15."


@pytest.mark.parametrize("text,problem,readable", [
    ("Check: $225 = \\overline{1\\,14}_{211}$.", _BASE, True),
    ("In base 211: $225 = (1, 14)_{211}$ ✓", _BASE, True),
    ("Then $a_{211} = 5$.", _BASE, False),  # an index
    ("Check: $225 = \\overline{1\\,14}_{211}$.", "Find the 211th term of the sequence.", False),  # no base asked
])
def test_base_subscript(text, problem, readable):
    assert answer_readable(text, "211", problem=problem) is readable


# -- number words with a scale -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text,value", [
    ("half a million", 500000), ("a quarter million", 250000), ("two and a half thousand", 2500),
    ("one and a half million", 1500000), ("a million and a half", 1500000), ("a dozen and a half", 18),
    ("three quarters of a million", 750000), ("half a dozen", 6),
])
def test_scale_word_values(text, value):
    assert any(m.start == 0 and m.end == len(text) and m.value == value for m in word_mentions(text))


def test_mixed_number_words_are_no_arithmetic():
    (m,) = word_mentions("two and a half")
    assert m.value == parse_answer("5/2").values[0] and not m.arith
    assert word_mentions("two twelfths")[0].arith  # a fraction still to reduce


@pytest.mark.parametrize("text,answer,readable", [
    ("So the tiles alone come to 24 hundred dollars.", "2400", True),
    ("So the order is 3 dozen eggs.", "36", True),
    ("So it is half a million.", "500000", True),
    ("So the tiles come to 24 hundred dollars.", "24", False),
])
def test_scale_words_read(text, answer, readable):
    assert answer_readable(text, answer, problem="How much does it cost?") is readable


# -- a prime factorisation in answer position ----------------------------------------------------------------------------

_LCM = "What is the LCM of 18, 24 and 40?"


def test_prime_factorisation_form():
    assert prime_factorisation("2^3 · 3^2 · 5") and prime_factorisation("$2^{4} \\times 7$") and prime_factorisation("3²·11")
    assert prime_factorisation("\\dfrac{3^5}{5^4}") and prime_factorisation("3^5/5^4")  # a reduced quotient
    assert not prime_factorisation("2 · 3 · 5")  # no exponent: a product still to do
    assert prime_factorisation("2^3") and prime_factorisation("2^{20}")  # one prime power (atk_s54 e03)
    assert not prime_factorisation("4^2 · 3") and not prime_factorisation("2^3 · 2") and not prime_factorisation("2^1")
    assert not prime_factorisation("4^2")  # no prime
    assert not prime_factorisation("\\frac{2^3}{2^2}") and not prime_factorisation("\\frac{3}{5}")


@pytest.mark.parametrize("text,readable", [
    ("In factored form the answer is 2^3 · 3^2 · 5.", True),
    ("So the LCM is $2^3 \\cdot 3^2 \\cdot 5$.", True),
    ("Take the highest powers: 2^3 · 3^2 · 5.", False),  # the last step, still to do
    ("18 = 2·3^2, 24 = 2^3·3, 40 = 2^3·5.", False),
])
def test_prime_factorisation_read(text, readable):
    assert answer_readable(text, "360", problem=_LCM) is readable


def test_given_factorisation_is_work():
    """fresh20 gp04: a number's own factorisation (``284 = 2^2 \\cdot 71``) decomposes a given: work, not the answer."""
    assert not answer_readable("**Step 1.** $284 = 2^2 \\cdot 71$, so its divisors are 1, 2, 4, 71.", "284",
                               problem="Find the number amicable with 220.")


def test_interval_answer_by_inequality_stays_hidden():
    """An interval answer is stated by an inequality in any variable (fresh12 z24, fresh4 h27): a set is no constant."""
    for set_name, case_id, form in [("fresh12", "z24", "S > 2\\}"), ("fresh4", "h27", "|x| > 1")]:
        row = {json.loads(x)["id"]: json.loads(x) for x in open(_SETS / set_name / "heldout.jsonl")}[case_id]
        text = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"]).text
        assert form not in text, text


def test_prime_power_quotient_as_relation_result():
    problem = "What is the eighth term of the geometric sequence 125/9, 25/3, 5, 3, ...?"
    assert answer_readable("For $n = 8$: $a_8 = \\dfrac{3^5}{5^4}$.", "\\dfrac{243}{625}", problem=problem)
    assert answer_readable("LCM = 2^3 · 3^2 · 5, still to multiply.", "360", problem=_LCM)
    assert not answer_readable("Here $a_1 = \\frac{5^3}{3^2}$.", "\\dfrac{243}{625}", problem=problem)


# -- a numeral's expansion in the answer's base ----------------------------------------------------------------------------

_BASE5 = "Find the quotient 413_5 / 2_5. Express your answer in base 5."


def test_base_expansion_digits():
    assert answer_base("204_5") == ("204", 5) and answer_base("(1011)_{2}") == ("1011", 2) and answer_base("17") is None
    assert base_expansion_digits("2\\cdot 5^2 + 0\\cdot 5 + 4", 5) == "204"
    assert base_expansion_digits("2·5² + 4", 5) == "204"  # a power left out is a zero digit
    assert base_expansion_digits("1·2^3 + 0·2^2 + 1·2 + 1", 2) == "1011"
    assert base_expansion_digits("2·5 + 4·5^2", 5) is None  # powers must descend
    assert base_expansion_digits("4·25 + 1·5 + 3", 5) is None  # 25 is no power of the base written as one


@pytest.mark.parametrize("text,readable", [
    ("Reading the quotient by place value: $2\\cdot 5^2 + 0\\cdot 5 + 4$", True),
    ("So the quotient is $2\\cdot 5^2 + 4$.", True),
    ("Convert: $413_5 = 4\\cdot 5^2 + 1\\cdot 5 + 3 = 108$.", False),  # a given's digits: work
])
def test_base_expansion_read(text, readable):
    assert answer_readable(text, "204_5", problem=_BASE5) is readable


def test_atk_s53_factored_answer_hidden():
    draft = ("We need the LCM of 1..6, 8, 9. Highest powers: 2^3 (from 8), 3^2 (from 9), 5.\n\n"
             "In factored form the answer is 2^3 · 3^2 · 5.\n\n$\\boxed{360}$")
    text = summarize_draft(draft, domain="math", problem="What is the smallest positive integer divisible by each of "
                                                          "1, 2, ..., 6 and also by 8 and 9?").text
    assert "2^3 · 3^2 · 5." not in text and "Highest powers: 2^3 (from 8), 3^2 (from 9), 5." in text


# -- roots listed by an answer phrase in a counting problem --------------------------------------------------------------

@pytest.mark.parametrize("problem,draft,stays", [
    ("How many real solutions does x^4 - 13x^2 + 36 = 0 have with x > 0?",
     "Put u = x^2: (u - 4)(u - 9) = 0. The positive solutions are x = 2 and x = 3.\n\nSo the number is $\\boxed{2}$.",
     "x = 2 and x = 3"),
    ("How many integer solutions does x^2 - 5x + 6 = 0 have?",
     "Factor: (x - 2)(x - 3) = 0. The solutions are x = 2 and x = 3.\n\nSo there are $\\boxed{2}$ solutions.", "x = 2 and x = 3"),
    ("How many positive integers n satisfy n^2 < 10?",
     "1, 4, 9 are below 10 and 16 is not. The solutions are n = 1, n = 2 and n = 3.\n\nThe count is $\\boxed{3}$.",
     "n = 1, n = 2 and n = 3"),
])
def test_counted_roots_stay(problem, draft, stays):
    text = summarize_draft(draft, domain="math", problem=problem).text
    assert stays in text and "[hidden" in text


# -- atk_s54 (black box on 8230605): the kinds it found, each read by structure --------------------------------------------

_ATK54 = {json.loads(x)["id"]: json.loads(x) for x in open(Path(__file__).resolve().parents[1] / "data" / "atk_s54_cases.jsonl")}


@pytest.mark.parametrize("case_id", ["e01", "e03", "e08", "e10", "e14", "e16", "ec04"])
def test_atk_s54_leak_hidden(case_id):
    row = _ATK54[case_id]
    text = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"]).text
    assert not any(f in text for f in row["leak_forms"]), text
    assert not answer_readable(text, row["answer"], row["domain"], problem=row["problem"]), text


@pytest.mark.parametrize("text,answer,readable", [
    ("So the sum is $[1; 2, 3, 4]$.", "\\frac{43}{30}", True),  # a finite continued fraction
    ("As a continued fraction, [2;1,2].", "\\frac{8}{3}", True),  # 2 + 1/(1 + 1/2)
    ("The list is [1, 2, 3, 4].", "\\frac{43}{30}", False),  # no semicolon: a list
    ("```text\nRevenue      1,200\nNet profit    (350)\n```", "-350", True),  # accounting brackets in a ledger
    ("So the profit is $(350).", "-350", True),
    ("The answer (350) follows from step 2.", "-350", False),  # a parenthesis in prose
    ("[check](https://x.org/q?a=1&result=x%20%3D%20-7%2F3)", "-\\frac{7}{3}", True),  # a URL query value, decoded
    ("[check](https://x.org/q?i=solve+5x%2B4%3D2x-3)", "-\\frac{7}{3}", False),  # the problem, encoded
    ("Therefore the count is $2^{20}$.", "1048576", True),  # a prime power in answer position
    ("We know $2^{10} = 1024$, so $2^{20} = 1024^2$.", "1048576", False),
    ("So $R^6$ acts as the identity map.", "\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}", True),
    ("So $N^2$ is the zero matrix.", "\\begin{pmatrix} 0 & 0 \\\\ 0 & 0 \\end{pmatrix}", True),
    ("So $R^6$ is the zero matrix.", "\\begin{pmatrix} 1 & 0 \\\\ 0 & 1 \\end{pmatrix}", False),
])
def test_atk_s54_kinds(text, answer, readable):
    assert answer_readable(text, answer, problem="Find the value.") is readable


def test_escaped_program_string_hidden():
    draft = ("Store it as a string: `SRC = \"def add(a, b):\\n    s = a + b\\n    return s\\n\"`\n\n"
             "```python\ndef add(a, b):\n    s = a + b\n    return s\n```")
    text = summarize_draft(draft, domain="code", problem="Write add(a, b).").text
    assert "return s" not in text and "Store it as a string" in text
    kept = summarize_draft("We read `n = int(input())` first.\n\n```python\nn = int(input())\nprint(n * 2)\n```",
                           domain="code", problem="Print twice n.").text
    assert "We read" in kept


# -- a tuple's components named in data rows (fresh20 g26) ----------------------------------------------------------------

_TRIPLE = "Enter the ordered triple (p,q,r)."


@pytest.mark.parametrize("text,readable", [
    ("```csv\ncoefficient,value\np,6\nq,31\nr,-1\n```", True),
    ("| name | value |\n|---|---|\n| p | 6 |\n| q | 31 |\n| r | -1 |\n", True),
    ("```csv\ncoefficient,value\np,6\nq,30\nr,-1\n```", False),  # one component differs
    ("We get 6\nq is next.", False),  # a number at a line's end is no coefficient of the next line's letter
])
def test_components_in_data_rows(text, readable):
    assert answer_readable(text, "(6,31,-1)", problem=_TRIPLE) is readable


def test_number_before_a_line_break_is_no_coefficient():
    from agon_mcore.agon.answer_forms.compare import value_mentions

    kinds = {text[m.start:m.end]: m.kind for text in ["p,6\nq,31"] for m in value_mentions(text)}
    assert kinds["6"] == "number" and kinds["31"] == "number"
    assert [m.kind for m in value_mentions("6x + 1") if m.start == 0 and m.end == 1] == ["coef"]


# -- fresh25 first contact (black box on 818dd38: leaks 7/45, over-hidden probes 7/25) -----------------------------------

_ROWS25 = {json.loads(x)["id"]: json.loads(x) for x in open(_SETS / "fresh25" / "heldout.jsonl")}


def _summary25(case_id):
    row = _ROWS25[case_id]
    return row, summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"]).text


@pytest.mark.parametrize("case_id", ["e35"])
def test_fresh25_leak_hidden(case_id):
    row, text = _summary25(case_id)
    assert not any(f in text for f in row["leak_forms"]), text
    assert not answer_readable(text, row["answer"], "math", problem=row["problem"]), text


@pytest.mark.parametrize("case_id", ["ep05", "ep09", "ep14", "e21", "e29"])
def test_fresh25_pending_last_step_and_unit_definition_stay(case_id):
    row, text = _summary25(case_id)
    keep = row.get("must_stay") or []
    if case_id == "e21":
        keep = ["\\frac{1}{i}\\cdot 2\\pi i\\cdot e^0"]
    elif case_id == "e29":
        keep = ["\\frac{3i}{4}\\cdot\\left(-\\frac{4}{9}\\right)"]
    assert all(k in text for k in keep), text
    assert "[hidden" in text and not answer_readable(text, row["answer"], "math", problem=row["problem"])


@pytest.mark.parametrize("text,answer,readable", [
    ("$$\\oint_C f\\,dz = 2\\pi i\\cdot 2 \\tag{$4\\pi i$}$$", "4\\pi i", True),  # an equation's tag holds the value
    ("$$x + 1 = 28 \\tag{27}$$", "27", True),
    ("$$x + 1 = 28 \\tag{3}$$", "27", False),
    ("So the answer is $W_2^2 + 2$.", "W(2)^2 + 2", True),  # an index written as a subscript for the answer's W(2)
    ("So the answer is $W_1^2 + 2$.", "W(2)^2 + 2", False),
    ("So the answer is $W(2)^2 + 2$.", "W(2)^2 + 2", True),  # a function's value at a point compares as an expression
    ("So the integral is $2\\pi i\\cdot\\frac{e^{2i}}{2i}$.", "\\pi e^{2i}", False),  # a product still to do
    ("So the integral is $\\pi e^{2i}$.", "\\pi e^{2i}", True),
])
def test_fresh25_kinds(text, answer, readable):
    assert answer_readable(text, answer, problem="Find the value.") is readable


def test_unit_definition_is_work():
    text = summarize_draft("Convert to inches (1 foot = 12 inches): 4 × 12 = 48 inches; 49 - 48.\n\n\\boxed{1}",
                           domain="math", problem="Xavier is 4 feet tall and Cole is 49 inches. How many inches taller "
                                                  "is Cole?").text
    assert "1 foot = 12 inches" in text


def test_complexity_note_is_no_program():
    """fresh25 eq02: a complexity in prose (``O(len(l1) + len(l2))``) is the program's cost, kept as the issue asks."""
    row, text = _summary25("eq02")
    assert all(k in text for k in row["must_stay"]), text
    assert "return sorted(set(l1) & set(l2))" not in text


def test_value_free_clause_stays_for_a_relation_answer():
    """fresh25 e26: the answer ``p > n`` is a relation, no verdict: a clause with no token that bears a number or a
    symbol ("there are unbounded examples") stays, as for any formula answer (agon.number_free.symbol_free)."""
    row, text = _summary25("e26")
    assert "there are unbounded examples" in text and "p > n" not in text.split("unbounded examples")[-1]


# -- atk_s55 (black box on 7eae2d1: math leaks held 8/16, probes kept 8/8): the kinds it found that have a structure -----

_ATK55 = {json.loads(x)["id"]: json.loads(x) for x in open(Path(__file__).resolve().parents[1] / "data" / "atk_s55_cases.jsonl")}


@pytest.mark.parametrize("case_id", ["e08", "e09", "e12", "e14", "e15"])
def test_atk_s55_leak_hidden(case_id):
    row = _ATK55[case_id]
    text = summarize_draft(row["draft"], domain="math", problem=row["problem"]).text
    assert not any(f in text for f in row["leak_forms"]), text
    assert not answer_readable(text, row["answer"], "math", problem=row["problem"]), text


@pytest.mark.parametrize("text,answer,problem,readable", [
    ("The impurity is 3‰ by mass.", "0.003", "What fraction?", True),  # per mille
    ("That is 25‱.", "0.0025", "What fraction?", True),
    ("It is 3‰.", "0.3", "What fraction?", False),
    ("It lands about 375 times in every 1000 runs.", "\\frac{3}{8}", "What is the probability?", True),
    ("So the limit is exp(-1).", "\\frac{1}{e}", "Find the limit.", True),  # plain exp( ) where the answer has e
    ("So the circle is centred at (1, -2) with radius 3.", "(x-1)^2+(y+2)^2=9", "Find its equation.", True),
    ("So the circle is centred at (1, 2) with radius 3.", "(x-1)^2+(y+2)^2=9", "Find its equation.", False),
    ("So the circle is centred at (1, -2) with radius 3.", "(x-1)^2+(y+2)^2=9",
     "Find the equation of the circle centred at (1, -2) with radius 3.", False),  # the problem's own parameters
    ("The line has slope 3 and y-intercept -2.", "y = 3x - 2", "Find the line.", True),
    ("These are precisely the divisors of 6.", "\\{1,2,3,6\\}", "Find the set.", True),
    ("These are the divisors of 12.", "\\{1,2,3,6\\}", "Find the set.", False),
])
def test_atk_s55_kinds(text, answer, problem, readable):
    assert answer_readable(text, answer, problem=problem) is readable


@pytest.mark.parametrize("set_name,case_id,gone,kept", [
    ("fresh19", "l33", "\\pi\\,\\frac{1 + e^{-2\\pi}}{1 - e^{-2\\pi}}", "Poisson"),  # a constant answer: no verdict
    ("fresh4", "h06", "no last one", "Every multiple of 4 works"),  # infinity stays a verdict
    ("fresh24", "a16", "\\Gamma(\\tfrac12)", "(differentiate under the integral sign)"),  # a value-free aside stays
])
def test_constant_answers_are_values_not_verdicts(set_name, case_id, gone, kept):
    row = {json.loads(x)["id"]: json.loads(x) for x in open(_SETS / set_name / "heldout.jsonl")}[case_id]
    text = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"]).text
    assert gone not in text and kept in text, text


def test_pending_integral_to_a_constant_stays():
    """fresh18 n33: "the limit is $\\int_{-2}^2 e^x\\,dx$" is calculus still to evaluate (e^2 - e^{-2}): work, in the
    reader and in the provenance pass, now that answers in e are read at all."""
    row = {json.loads(x)["id"]: json.loads(x) for x in open(_SETS / "fresh18" / "heldout.jsonl")}["n33"]
    text = summarize_draft(row["draft"], domain=row["domain"], problem=row["problem"]).text
    assert "the limit is $\\int_{-2}^2 e^x\\,dx$" in text
    assert not answer_readable(text, row["answer"], "math", problem=row["problem"]), text
