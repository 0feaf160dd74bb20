"""Leaks by value the reader did not read: a count of one stated by a word of uniqueness as the
predicate of the counted object, and a residue whose modulus the line stated before it. Inputs are written for the
kinds, in other wordings, notations, problems and draft styles than the dev examples (fresh18 n31, n24)."""
import pytest
import sympy as sp

from agon_mcore.agon.answer_forms.residues import residue_mentions
from agon_mcore.agon.answer_forms.words import count_mentions
from agon_mcore.agon.leak import answer_readable, reading_spans
from agon_mcore.agon.summary import CONCLUSION_PLACEHOLDER, summarize_draft


def _summary(draft: str, problem: str) -> str:
    return summarize_draft(draft, domain="math", problem=problem).text


def _read(text, answer, problem):
    return [text[s:e] for s, e in reading_spans(text, answer, problem=problem)]


# ---- a count of one stated by uniqueness -------------------------------------------------------------------------
ONE_BY_UNIQUENESS = [
    ("How many real solutions does $x^3 = 8$ have?", "1",
     "### Step 1\nThe map $x \\mapsto x^3$ is strictly increasing, so $x = 2$ is its sole solution over the "
     "reals.\n\n### Step 2\nNothing else.\n\n\\boxed{1}", "its sole solution"),
    ("How many primes are even?", "1",
     "ok so any even number above 2 has the factor 2 and another factor... I mean 2 is the only even prime, right."
     "\n\n**Answer:** $\\boxed{1}$", "is the only even"),
    ("How many positive integers $n < 10$ satisfy $n^2 = 2n + 3$?", "1",
     "- $n^2 - 2n - 3 = (n - 3)(n + 1) = 0$\n- $n = -1$ is not positive\n- so $n = 3$ is the single positive "
     "integer here\n\n$\\boxed{1}$", "is the single positive"),
]


@pytest.mark.parametrize("problem, answer, draft, form", ONE_BY_UNIQUENESS)
def test_a_count_of_one_by_uniqueness_is_hidden(problem, answer, draft, form):
    assert any(form in r for r in _read(draft, answer, problem))
    s = _summary(draft, problem)
    assert form not in s, s
    assert not answer_readable(s, answer, problem=problem)


@pytest.mark.parametrize("text", [
    "The only way to be divisible by 3, 4 and 5 is to be divisible by 60.",  # a way, not a count
    "Of the candidates, 7 is the only one that fits the second condition as well.",  # a pronoun for a candidate
    "The remaining step is the only hard part left.",  # a work word
    "That is the only thing to check.",
])
def test_uniqueness_words_in_work_are_no_count(text):
    assert not [m for m in count_mentions(text) if m.value == 1], text


def test_a_stated_count_stays_hidden_with_uniqueness_prose():
    problem = "How many integers $k$ with $1 \\le k \\le 50$ are perfect cubes greater than 20?"
    draft = ("Cubes up to 50: 1, 8, 27. Above 20: just 27, the lone cube in range. So exactly 1 integer works.\n\n"
             "\\boxed{1}")
    s = _summary(draft, problem)
    assert "the lone cube" not in s and "exactly 1 integer" not in s, s
    assert not answer_readable(s, "1", problem=problem)


# ---- a residue whose modulus the paragraph stated before it -------------------------------------------------------------
def test_a_residue_after_the_paragraphs_modulus_is_read():
    ans = [sp.Integer(4)]
    text = "Work modulo 7: $3^5 = 243 \\equiv 5$, then $2 \\cdot 3^5 \\equiv 10 \\equiv -3$."
    got = [text[m.start:m.end] for m in residue_mentions(text, ans)]
    assert got == ["-3"]  # the last side; 10 is a middle side of the chain
    text2 = "In $\\mathbb{Z}/7$ (mod 7), so $x$ is congruent to 11, and we stop."
    assert [text2[m.start:m.end] for m in residue_mentions(text2, ans)] == ["11"]
    text3 = "1. Reduce mod 7 first.\n2. Then $3^5 \\equiv 5$ and $x \\equiv 11$."  # a step list: one paragraph
    assert [text3[m.start:m.end] for m in residue_mentions(text3, ans)] == ["11"]


@pytest.mark.parametrize("text", [
    "Modulo 7 the powers cycle.\n\nLater $y \\equiv -3$ by the other relation.",  # another paragraph's modulus
    "Work modulo 7: $a \\equiv -3 \\equiv 4$ is a step.",  # a middle side
    "Work modulo 7: $a \\equiv -3 \\pmod{5}$.",  # its own modulus follows, -3 is not 4 mod 5
    "We check $n \\equiv 11$ next.",  # no modulus at all
])
def test_no_line_modulus_no_reading(text):
    assert [text[m.start:m.end] for m in residue_mentions(text, [sp.Integer(4)])] == [], text


def test_a_residue_by_the_lines_modulus_is_hidden_in_the_summary():
    problem = "Find the remainder when $2^{40}$ is divided by 11."
    draft = ("By Fermat, $2^{10} \\equiv 1 \\pmod{11}$, so $2^{40} = (2^{10})^4 \\equiv 1$ and the remainder is what it is.\n"
             "Check another way mod 11: $2^5 = 32 \\equiv -1$, so $2^{40} = (2^5)^8 \\equiv 1$.\n\n\\boxed{1}")
    s = _summary(draft, problem)
    assert CONCLUSION_PLACEHOLDER in s
    assert not answer_readable(s, "1", problem=problem)
    problem2 = "What integer $n$ satisfies $0 \\le n < 9$ and $n \\equiv -100 \\pmod 9$?"
    draft2 = "Digit sum of 100 is 1, so $100 \\equiv 1 \\pmod 9$ and therefore $n \\equiv -1$.\n\n\\boxed{8}"
    s2 = _summary(draft2, problem2)
    assert "\\equiv -1" not in s2, s2
    assert "100 \\equiv 1 \\pmod 9" in s2, s2  # the reduction is work and stays
    assert not answer_readable(s2, "8", problem=problem2)


# ---- a measure of the asked figure stated as its fixed-factor relative ---------------------------------------------
MEASURE_RELATIVES = [
    ("A circle has area $16\\pi$. What is its radius?", "4",
     "Step 1: $\\pi r^2 = 16\\pi$ gives $r^2 = 16$.\nStep 2: so the circle's diameter is 8.\n\n\\boxed{4}", "diameter is 8"),
    ("A square has area 49 square meters. Find the length of its side.", "7",
     "side^2 = 49 -> the square has a 28 m perimeter\n\nAnswer: $\\boxed{7}$", "28 m perimeter"),
    ("The radius of a circle is 9. What is the diameter of the circle?", "18",
     "Hmm, twice the radius... well, the radius is 9 and a radius of 9 means the radius: 9 -> diameter.\n\n\\boxed{18}",
     None),  # the problem names the relative (its given): nothing read by this form
]


@pytest.mark.parametrize("problem, answer, draft, form", MEASURE_RELATIVES)
def test_a_measure_relative_is_hidden(problem, answer, draft, form):
    s = _summary(draft, problem)
    if form is not None:
        assert any(form[-8:] in r or r in form for r in _read(draft, answer, problem) if r != answer)
        assert form not in s, s
    else:
        assert "the radius is 9" in s, s  # the given restated is work and stays
    assert not answer_readable(s, answer, problem=problem)


@pytest.mark.parametrize("problem, text", [
    ("A circle has diameter 10. What is its radius?", "The diameter is 10, so halve it."),  # a given
    ("A circle has area $16\\pi$. What is its area in square units?", "So the diameter is 8."),  # asks no measure
    ("A square has area 49. Find the length of its side.", "Its perimeter = 4 \\cdot 7 after all."),  # an operation
    ("A rectangle has area 49 and one side 7. Find the other side.", "Its perimeter is 28."),  # no square
])
def test_no_measure_relative(problem, text):
    from agon_mcore.agon.answer_forms.measure_relatives import measure_relative_mentions
    assert measure_relative_mentions(text, [sp.Integer(7), sp.Integer(5), sp.Integer(4)], problem) == [], text
