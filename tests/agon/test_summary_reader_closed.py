"""The summarizer hides what the leak metric's statement reader reads (``agon.reader_closed``), so the two agree.

Kinds: a mention the summarizer's role rules kept while the reader reads it (a count in words at a sentence's start),
and the reader's roles aligned with the summarizer's (a part of another
value in a "So ..." sentence, a line label in words, a cycle list, a verdict about another object, the problem's
own formula in code notation), so that the pass hides no work.
"""
import pytest

from agon_mcore.agon import reader_closed as rc
from agon_mcore.agon.leak import answer_readable, reading_spans
from agon_mcore.agon.summary import CONCLUSION_PLACEHOLDER, summarize_draft


def _s(draft, problem):
    return summarize_draft(draft, domain="math", problem=problem).text


# -- what the reader reads is hidden --------------------------------------------------------------------------------

def test_count_in_words_opening_a_sentence_is_hidden():
    problem = "How many positive divisors does 64 have?"
    draft = ("### Step 1: Factor\nSince $64 = 2^6$, the divisors are powers of two.\n\n### Step 2: Count\n"
             "Seven exponents are possible, from $0$ to $6$.\nEvery exponent $k$ gives divisor $2^k$.\n\n"
             "**Final Answer**\n\\boxed{7}")
    text = _s(draft, problem)
    assert "Seven" not in text and "from $0$ to $6$" in text and "$64 = 2^6$" in text
    assert not answer_readable(text, "7", problem=problem, count_work=False)


def test_count_in_words_before_its_noun_is_hidden():
    problem = "How many ways can 3 books be arranged on a shelf?"
    draft = ("Each arrangement is an ordering of the 3 books, so we count orderings.\n\n"
             "Six orderings exist: ABC, ACB, BAC, BCA, CAB, CBA.\n\n\\boxed{6}")
    text = _s(draft, problem)
    assert "Six" not in text and "Each arrangement is an ordering of the 3 books" in text
    assert not answer_readable(text, "6", problem=problem, count_work=False)


@pytest.mark.parametrize("problem,draft,answer", [
    ("How many positive divisors does 64 have?",
     "Seven exponents are possible, from $0$ to $6$.\n\n\\boxed{7}", "7"),
    ("Find $13_4 + 21_4$. Express your answer in base 4.",
     "$13_4 = 7$ and $21_4 = 9$. So the answer is $7 + 9 = 16$ in base ten.\n\n\\boxed{100_4}", "100_4"),
    ("What is $\\frac{3}{4}$ of 20?", "Three quarters of 20 is fifteen, as $20 / 4 = 5$ and $3 \\cdot 5$.\n\n\\boxed{15}", "15"),
])
def test_the_statement_reader_reads_nothing_in_any_summary(problem, draft, answer):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert s.hidden_answer == answer
    assert reading_spans(s.text, answer, problem=problem) == []


def test_reading_spans_agree_with_answer_readable():
    p = "How many positive divisors does 64 have?"
    for text in ["Seven exponents are possible.", "There are 2 primes here.", "So the count is 7.", "A hexagon has 6 sides."]:
        for count_work in (False, True):
            assert bool(reading_spans(text, "7", problem=p, count_work=count_work)) == \
                answer_readable(text, "7", problem=p, count_work=count_work)
    spans = reading_spans("Seven exponents are possible.", "7", problem=p)
    assert [("Seven exponents are possible."[s:e]) for s, e in spans] == ["Seven"]


def test_spans_map_back_through_placeholders_and_markup():
    vis = "We get 12 then **7**2 and more."
    spans = [(7, 9, "[hidden]")]
    text, to_vis = rc.summary_to_draft(vis, spans, balance=False)
    assert text == "We get [hidden] then **7**2 and more."
    s = text.index("**7**2")
    assert to_vis(s, s + 6) == (vis.index("**7**2"), vis.index("**7**2") + 6)
    assert to_vis(text.index("[hidden]") + 2, text.index("[hidden]") + 4) == (7, 9)  # a piece of a placeholder
    assert [vis[a:b].replace("*", "") for a, b in [to_vis(*sp) for sp in reading_spans(text, "72")]] == ["72"]


# -- the reader's roles are the summarizer's: work stays ---------------------------------------------------------

def test_numerator_in_a_so_sentence_is_a_part():
    problem = "Angle $A$ is acute and $\\sin A = \\frac{1}{\\sqrt{10}}$. What is $\\cot A$?"
    assert not answer_readable("So $\\cos A = \\frac{3}{\\sqrt{10}}$ (positive).", "3", problem=problem, count_work=False)
    problem2 = "In a right triangle the legs are 5 and 12. What is $\\tan B$ times 12/5?"
    assert not answer_readable("So $\\sin B = \\frac{12}{13}$ and the rest follows.", "12", problem=problem2, count_work=False)


def test_label_in_words_is_no_statement():
    problem = "How many integers $n$ satisfy $(n - 1)(n - 4) = 0$?"
    assert not answer_readable("Branch two: n - 4 = 0 gives n = 4.", "2", problem=problem)
    assert not answer_readable("Route three: go around the lake.", "3", problem="How many routes lead to the lake?")


def test_list_members_read_as_the_summarizer_reads_lists():
    p = "What is the units digit of $2^{40}$?"
    assert not answer_readable("The last digits of $2^1, 2^2, 2^3, 2^4$ are 2, 4, 8, 6 and then the cycle starts over.", "6", problem=p)
    p2 = "How many odd numbers are below 12?"
    assert not answer_readable("The odd numbers below 12: 1, 3, 5, 7, 9, 11.", "11", problem=p2)
    assert answer_readable("Listing the terms: 2, 6, 18, 54, 162, 486.", "486", problem="What is the 6th term of 2, 6, 18, ...?")


def test_verdict_about_another_object_is_work():
    p = "Is $f(x) = x^2 \\cos x$ an even function, an odd function, or neither?"
    assert not answer_readable("Since $(-x)^2 = x^2$, so $x^2$ is even, and $\\cos x$ is even.", "\\text{even}", problem=p)
    assert answer_readable("Therefore $f$ is even.", "\\text{even}", problem=p)


def test_the_problems_formula_in_code_notation_is_a_given():
    p = "Simplify $\\frac{6x^2 + 4x}{2x}$ for $x \\neq 0$."
    assert not answer_readable("In [2]: simplify((6*x**2 + 4*x)/(2*x))", "3x + 2", problem=p)
    assert answer_readable("which is 2 + 3*x after cancelling", "3x + 2", problem=p)
    p2 = "Factor $x^2 - 9$ completely."
    assert not answer_readable("sympy: factor(x**2 - 9)", "(x - 3)(x + 3)", problem=p2)


def test_pass_never_hides_inside_a_kept_placeholder_twice():
    problem = "How many positive divisors does 64 have?"
    draft = "Seven exponents, seven divisors. Seven in all.\n\n\\boxed{7}"
    text = _s(draft, problem)
    assert "Seven" not in text and "seven" not in text
    assert text.count(CONCLUSION_PLACEHOLDER) >= 1


def test_complex_sum_still_to_do_is_work():
    p = "Compute $(2 + 3i)(1 - i)$ and write the result in the form $a + bi$."
    assert not answer_readable("Using $i^2 = -1$:\n$$\n= 2 + i + 3.\n$$", "5 + i", problem=p, count_work=False)
    assert not answer_readable("$$= 6 - 2i + 3i + 1$$", "7 + i", problem="Compute $(3 + i)(2 + i)$.", count_work=False)
    assert answer_readable("So the product is i + 5.", "5 + i", problem=p)


def test_vector_arithmetic_is_read_without_a_fault(monkeypatch):
    import agon_mcore.agon.leak as leak_mod

    faults = []
    monkeypatch.setattr(leak_mod, "report_fault", lambda *a, **k: faults.append(a))
    assert not answer_readable("Scaling: $(2,4) = 2(1,2)$ and $(3,6) = 3(1,2)$.", "(5, 7)")
    assert not answer_readable("$\\vec v = (6, 9) = 3(2, 3)$", "12")
    assert faults == []  # a tuple has no single value: no reader fault (which would count as a leak)


def test_no_labelled_math_summary_reads_as_its_answer():
    # the pass's guarantee over the labelled set (tests/data/summary_drafts.jsonl, 132 math drafts): the metric's
    # statement reader reads no graded value in any summary (a fixed point within ROUNDS)
    import json
    from pathlib import Path

    rows = [json.loads(x) for x in (Path(__file__).parents[1] / "data" / "summary_drafts.jsonl").read_text().splitlines() if x.strip()]
    math_rows = [r for r in rows if r.get("domain", "math") == "math"]
    assert len(math_rows) >= 100
    read = []
    for r in math_rows:
        s = summarize_draft(r["draft"], domain="math", problem=r.get("problem"))
        if s.hidden_answer and any(reading_spans(s.text, v, problem=r.get("problem"))
                                   for v in dict.fromkeys([s.hidden_answer, *s.hidden_values])):
            read.append(r.get("id"))
    assert read == []
