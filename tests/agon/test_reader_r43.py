"""Summaries of real reference solutions keep their work: over-hiding decided by structure.

MATH-500's reference solutions are drafts whose work is all work (``tools/eval_reference_summaries.py`` reads the 500
back); the cases here are seven of them, read from the real data folder (``data_root``: skipped without it), and
fresh58's probes, written like them. Each kind: a figure is read as a figure (``agon.figures``), an "evaluate" problem's rewriting
is the problem restated (``closing_remarks``), one number word that is not the answer's value states nothing more
(``number_free.one_other_number``), a plan is no equation with an outside referent (``count_names``), and a value
evaluated in its chain and fed on is an intermediate (``provenance._evaluated_on``, ``operands.literal_operand``).
"""
import json
import os
from fractions import Fraction

import pytest

from agon_mcore.agon.answer_forms.operands import literal_operand
from agon_mcore.agon.figures import figure_regions, figure_spans
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.number_free import one_other_number
from agon_mcore.agon.summary import summarize_draft

from ._checks import assert_case_closed

HERE = os.path.dirname(__file__)
_F58 = {c["id"]: c for c in map(json.loads, open(os.path.join(HERE, "..", "..", "tools", "summary_redteam", "fresh58",
                                                              "heldout.jsonl"), encoding="utf-8"))}


@pytest.fixture(scope="module")
def math500(data_root):
    """The MATH-500 rows by line index (the real data folder's ``math500/test.jsonl``)."""
    path = data_root / "math500" / "test.jsonl"
    if not path.is_file():
        pytest.skip(f"{path} is absent; set AGON_DATA_ROOT to a copy of shared/data")
    return [json.loads(x) for x in path.open(encoding="utf-8") if x.strip()]


def _ref(rows, i):
    r = rows[i]
    return r, summarize_draft(r["solution"], domain="math", problem=r["problem"]).text


def _case(cid):
    c = _F58[cid]
    return c, summarize_draft(c["draft"], domain=c["domain"], problem=c["problem"]).text


# --- figures


def test_a_figure_after_the_box_stays_a_figure(math500):
    r, text = _ref(math500, 5)  # the hexagon's figure after the conclusion: pen settings and a loop of draws, no value
    assert "unitsize(10mm);\ndefaultpen(linewidth(.7pt)+fontsize(8pt));" in text
    assert "draw(dir(60*i)--dir(60*(i+1)));" in text and "[/asy]" in text
    assert not answer_readable(text, r["answer"], problem=r["problem"])


def test_a_figure_statement_that_writes_the_answer_is_hidden_alone(math500):
    r, text = _ref(math500, 473)  # the magic square drawn after the box: its centre cell is labelled with the answer 7
    assert 'label("7",' not in text  # (cells the text never writes, 6 and 5, go too: the figure adds nothing new)
    assert 'label("2",(2.5,.5));' in text and 'label("3",(.5,1.5));' in text and "draw((1,0)--(1,3),linewidth(1));" in text
    r, text = _ref(math500, 28)  # the image point of a rotation: (-2, 7) is the answer -2 + 7i as a point
    assert "(-2,7)" not in text and '"$-2 + 7i$"' not in text
    assert 'dot("$7 + 2i$", (7,2), E);' in text
    assert not answer_readable(text, r["answer"], problem=r["problem"])


def test_a_figure_inside_the_work_keeps_its_coordinates(math500):
    r, text = _ref(math500, 129)
    assert "A = (0,8);\nB = (15,0);" in text and 'label("$D$", D, NE);' in text


def test_a_label_of_a_given_equal_to_the_answer_stays():
    c, text = _case("ajp02")  # BC = 8 is read off the problem's own figure; the area asked is 8 too
    assert 'label("$8$",(4,-1));' in text
    assert not [f for f in c["leak_forms"] if f in text]


def test_figure_spans_unit():
    vis = "Work.\n[asy]\nsize(5cm);\nlabel(\"$42$\", (0,0));\ndraw((0,0)--(1,1));\n[/asy]\nSo $\\boxed{42}$."
    regions = figure_regions(vis)
    assert len(regions) == 1 and vis[regions[0][0]:regions[0][1]].startswith("[asy]") and vis[regions[0][1] - 6:regions[0][1]] == "[/asy]"
    spans = figure_spans(vis, [(0, len(vis), "[hidden]")], ["42"])
    kept = [vis[a:b] for a, b, _ in spans]
    assert any(k.startswith('label("$42$"') for k in kept)  # the label that writes the answer, hidden alone
    assert not any("size(5cm)" in k for k in kept)  # the span over the figure is cut out of it
    assert "Work." in kept[0]  # the part before the figure stays hidden with its placeholder
    tikz = "\\begin{tikzpicture}\n\\node at (0,0) {$x = 42$};\n\\draw (0,0) -- (1,1);\n\\end{tikzpicture}"
    hid = [tikz[a:b] for a, b, _ in figure_spans(tikz, [], ["42"])]
    assert hid == ["\\node at (0,0) {$x = 42$};"]
    assert figure_spans("no figure", [(0, 2, "x")], ["1"]) == [(0, 2, "x")]


# --- an "evaluate" problem: the rewriting of its expression is the problem restated


def test_a_step_before_the_simplified_product_stays(math500):
    r, text = _ref(math500, 256)
    assert "We can also see that $8$ and $12$ have a common factor of $4$." in text
    assert "\\frac{8}{21}" not in text and not answer_readable(text, r["answer"], problem=r["problem"])


def test_a_remark_after_the_value_form_of_an_evaluate_problem_stays_hidden():
    p = "Convert $\\frac{21}{2^2 \\cdot 5^7}$ to a terminating decimal."
    d = ("Make the denominator a power of 10:\n$$\\frac{21}{2^2 \\cdot 5^7} = \\frac{21 \\cdot 2^5}{10^7} = \\frac{672}{10^7}.$$\n\n"
         "In other words the value is 67.2 millionths.\n\n\\boxed{.0000672}")
    assert "67.2 millionths" not in summarize_draft(d, domain="math", problem=p).text


# --- one number word, not the answer's value


@pytest.mark.parametrize("content,answer,expected", [
    ("that is, with one seat between them", 144, True),
    ("a hexagon", 7, False),  # a shape states several values (6 sides, 9 diagonals): never licensed (atk_s127 m09)
    ("so it is a cube", 2, False),
    ("a fortnight", 7, False),  # a unit: 14 days, 2 weeks (atk_s127 m08)
    ("with one seat between them", 1, False),
    ("the shelf holds one fewer", 18, False),  # a relation word: a relative of another value
    ("two dozen eggs", 24, False),  # two number words compose
    ("a power of a single prime", 121, False),  # "of" relates it
    ("the only triplet", 5, False),  # a pointer
    ("with 1 seat", 144, False),  # a digit is a value stated
    ("not a single integer qualifies", 0, False),  # a negation: none (fresh4 h07)
    ("there isn't one left", 0, False),
])
def test_one_other_number(content, answer, expected):
    assert one_other_number(content, [Fraction(answer)]) is expected


def test_an_aside_with_one_number_word_stays(math500):
    r, text = _ref(math500, 26)
    assert "(that is, with one seat between them)" in text
    assert not answer_readable(text, r["answer"], problem=r["problem"])


# --- a plan is no equation with an outside referent


def test_a_plan_stays(math500):
    r, text = _ref(math500, 462)
    assert text.startswith("Instead of adding large numbers together, we can find the residue for each person for easier computation.")


def test_a_result_linked_to_an_outside_referent_stays_hidden():
    p = "Ann saves 4 dollars and Bo saves 5 dollars. How many dollars do they save?"
    d = "Adding their savings together, we get the number of lives a cat has in the proverb.\n\nSo the total is $\\boxed{9}$."
    assert "a cat has" not in summarize_draft(d, domain="math", problem=p).text


# --- a value evaluated in its chain and fed on is an intermediate


@pytest.mark.parametrize("literal,text,expected", [
    ("12", "= 12$, plus $1$ gives 13", True),
    ("12", "3 times 12", True),
    ("4", "Rewrite $16$ as $2^4$ and $4$ as $2^2$", True),
    ("4", "Rewrite 4 as 2^2", True),
    ("4", "Rewrite 14 as 2*7", False),
    ("12", "we get 12 apples", False),
])
def test_literal_operand_reads_words_and_rewritings(literal, text, expected):
    assert bool(literal_operand(literal).search(text)) is expected


def test_an_intermediate_equal_to_the_answer_stays():
    c, text = _case("ajp06")  # the cube root of a^2 is 4, the answer is the cube root of 16 times it
    assert "\\sqrt[3]{a^2} = 2^2 = 4" in text
    c, text = _case("ajp09")  # 3(-2)^2 = 12 is one term's value; the remainder is 12 too
    assert "3(-2)^2 = 3 \\cdot 4 = 12" in text
    assert not answer_readable(text, c["answer"], problem=c["problem"])


# --- a bare remark near the answer stays hidden (one_other_number and the plan rule do not open it)


def test_a_bare_remark_before_the_conclusion_stays_hidden():
    d = "There are $3 \\cdot 4 = 12$ eggs in all.\n\nThat's like a carton of eggs.\n\nThe box holds $\\boxed{12}$ eggs."
    assert "carton" not in summarize_draft(d, domain="math", problem="A box has 3 rows of 4 eggs. How many eggs?").text


def test_a_negated_number_word_stays_hidden():
    rt = os.path.join(HERE, "..", "..", "tools", "summary_redteam", "fresh4", "heldout.jsonl")
    c = next(x for x in map(json.loads, open(rt, encoding="utf-8")) if x["id"] == "h07")
    text = summarize_draft(c["draft"], domain=c["domain"], problem=c["problem"]).text
    assert "not a single integer" not in text and not answer_readable(text, c["answer"], problem=c["problem"])


# --- after the draft reached its answer as work still to do, its value restated in work


@pytest.mark.parametrize("cid,gone,kept", [
    ("aj13", "after 20 steps", "Days between services: 18,000 ÷ 900"),  # a count of another noun equal to the answer
    ("aj14", "3⅓ cents a minute", "Profit per hour: $18 ÷ 9"),  # the answer in another unit (a rate's)
    ("aj22", "three halvings", "The product telescopes"),  # the answer's count in words in an aside
])
def test_the_value_restated_after_the_answer_is_reached(cid, gone, kept):
    c, text = _case(cid)
    assert gone not in text and kept in text
    assert not [f for f in c["leak_forms"] if f in text]


# --- code: a listing of the program's steps in a language no table maps


def test_a_listing_in_another_script_restating_the_program_is_hidden():
    c, text = _case("ajc05")  # Urdu steps: the program's names and operators (≤, −, 2n), its stops "۲۔"
    assert not [f for f in c["leak_forms"] if f in text]
    assert "On the sample it prints 7, 10, 9, 3, 0." in text and "The answer is the smaller time." in text


def test_clause_tokens_read_math_signs():
    from agon_mcore.agon.code_steps import clause_tokens

    assert {"<=", "-", "*", "2", "n", "rb"} <= clause_tokens("if rb ≤ rd then 2n − rb", {"rb", "rd", "n"})



# --- atk_s127, the attack on 671f751 (tests/data/atk_s127_cases.jsonl): figures, one number word, a vertex name


_A127 = {r["id"]: r for r in map(json.loads, open(os.path.join(HERE, "..", "data", "atk_s127_cases.jsonl"), encoding="utf-8"))}
# open: m07 (the count of the problem's own things in an outside set, announced as a plan), c01 c02 (the program as a
# LaTeX display: its closed form, its state update); p03 loses a given converted after the final step left to do, by design


@pytest.mark.parametrize("rid", sorted(k for k in _A127 if k.split("-")[1] not in ("m07", "c01", "c02", "p03")))
def test_atk_s127_cases_are_closed(rid):
    assert_case_closed(_A127[rid])


@pytest.mark.parametrize("statement,kept", [
    ('label("$A(5,3)$", A, SW);', True),  # the problem's values restated
    ('label("$30-1$", (10,0), S);', False),  # arithmetic between numbers
    ('label("$c = 2" + "9$", (5,5));', False),  # concatenated strings read joined
    ('\\node at (1,1) {one less than thirty};', False),  # a TikZ node's text in words
    ('for (int i = 0; i < 6; ++i) dot((i,0));', False),  # a literal equal to the answer that the text never shows
    ('label("$y = x^2$", (2.6,6.76), N);', True),  # an exponent is notation, 2 is the problem's
    ('label("$\\sqrt{x^2 + 1}$", (A + B)/2, NW);', True),  # an exponent plus one: a formula (MATH-500 284)
    ('dot("$(-5 + 4t, -3 - 18t)$", D, S);', True),  # coefficients of a parameter (MATH-500 288)
    ('dot("$O = (0,0)$", O, S);', True),  # the origin (MATH-500 361)
    ('label("$\\frac{29}{1}$", (0,0));', False),  # a fraction read by value, 29 unknown
])
def test_figure_statements(statement, kept):
    from agon_mcore.agon.figures import _states
    from agon_mcore.agon.answer_forms import parse_answer, problem_values

    p = "The parabola $y = x^2$ meets a line through $A(5,3)$. How many points are there?"
    secret = [*parse_answer("6").values]
    assert _states(statement, secret, problem_values(p) + [parse_answer("2").values[0]], ["6"], p) is (not kept)


def test_an_unclosed_figure_is_text():
    vis = "[asy]\ndraw((0,0)--(1,1));\n\nSo it is one less than thirty.\n\n$\\boxed{29}$"
    assert figure_regions(vis) == []
    assert figure_regions("[ASY]draw(A--B);[/ASY]") == [(0, 22, 5, 16)]


# --- fresh58 probes: a given of another named object, a rewritten value, a figure named by its vertices


def test_a_given_of_another_named_object_stays():
    c, text = _case("ajp02")  # BC = 8 read off the problem's figure; the area of DBEF is asked (and is 8 too)
    assert "$C = (8,0)$, so $BC = 8$" in text and "so $F$ is the centroid of triangle $ABC$" in text
    p = "In right triangle $ABC$ the legs are 6 and 8. What is $AB$?"
    d = "The legs are $BC = 6$ and $AC = 8$, so $AB = \\sqrt{36 + 64} = 10$.\n\n$\\boxed{10}$"
    assert "AB = \\sqrt{36 + 64} = 10" not in summarize_draft(d, domain="math", problem=p).text  # the asked object


def test_a_rewritten_value_and_a_named_figure_stay():
    c, text = _case("ajp06")
    assert "Rewrite $16$ as $2^4$ and $4$ as $2^2$" in text
    c, text = _case("ajp10")
    assert "so triangle $PRS$ is equilateral" in text
    assert not number_free_text("so it is a triangle", 180)


def number_free_text(text, answer):
    from agon_mcore.agon.number_free import number_free

    return number_free(text, [Fraction(answer)])


def test_an_idea_paragraph_naming_the_programs_variables_stays():
    rt = os.path.join(HERE, "..", "..", "tools", "summary_redteam", "fresh43", "heldout.jsonl")
    c = next(x for x in map(json.loads, open(rt, encoding="utf-8")) if x["id"] == "hhc01")
    text = summarize_draft(c["draft"], domain=c["domain"], problem=c["problem"]).text
    assert "each equality removes exactly one degree of freedom" in text  # names alone match only in a list's items
