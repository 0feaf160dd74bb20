"""The summarizer by structure: what it keeps is decided by role, so whole kinds fail, not examples.

Self-written inputs (two or more a kind) of the kinds the structural rules cover: everything after
the final derivation joins the conclusion (checks, paraphrases, code printing the answer), a
statement of the answer never derived is hidden before it, values are read on canonical text
(styled and circled digits, zero-width characters, digit groups with any separator, decimal
comma), and code drafts keep prose and data only."""
import pytest

from agon_mcore.agon.answer_forms import answer_mentions, number_mentions
from agon_mcore.agon.answer_forms.canon import canonical
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.spans import arith_spans
from agon_mcore.agon.summary import CODE_PLACEHOLDER, CONCLUSION_PLACEHOLDER, summarize_draft

PROGRAM = ("n = int(input())\nxs = list(map(int, input().split()))\ntotal = 0\nfor x in xs:\n    if x % 2 == 0:\n"
           "        total += x\nprint(total)")
FENCED = "```python\n" + PROGRAM + "\n```"


# ----------------------------------------------------------------------------- after the final derivation

@pytest.mark.parametrize("problem,draft,answer,gone,keep", [
    # a plug-back check after the last step, whatever its numbers
    ("Solve 4x - 3 = 25.", "Add 3: 4x = 28. Divide by 4.\n\nPlugging in: 4·7 - 3 = 28 - 3 = 25 ✓.\n\n\\boxed{7}", "7",
     ["4·7"], ["4x = 28"]),
    ("What is 20% of 150?", "10% is 15, so 20% is 15 + 15 = 30.\n\nSanity: 30/150 = 0.2 exactly.\n\n\\boxed{30}", "30",
     ["30/150"], ["10% is 15"]),
    # a paraphrase of the result with no number at all
    ("How many edges has a cube?", "There are 8 vertices of degree 3, so the edge count is half of 8·3 = 24. "
     "That is the number of hours on a clock face.\n\n\\boxed{12}", "12", ["hours on a clock"], ["degree 3"]),
    ("Angle between (1,0) and (0,1)?", "The dot product is 1·0 + 0·1 = 0, so they are orthogonal: "
     "a right angle, of course.\n\n\\boxed{\\frac{\\pi}{2}}", "\\frac{\\pi}{2}", ["right angle"], ["1·0 + 0·1 = 0"]),
    # the final derivation keeps its left side; an unreduced value in result position is the value
    ("Roll a die. Probability of a 5 or 6?", "Two faces of six qualify. So the probability is 2/6.\n\n"
     "Simplify: \\boxed{\\frac{1}{3}}", "\\frac{1}{3}", ["2/6"], ["Two faces of six"]),
    ("How many girls in a class of 30 with 15 boys?", "Half of 30 is 15, so there are 15 boys. "
     "The girls are the rest: 30 − 15.\n\n\\boxed{15}", "15", [], ["Half of 30 is 15", "15 boys", "30 − 15"]),
])
def test_everything_after_the_final_derivation_is_the_conclusion(problem, draft, answer, gone, keep):
    s = summarize_draft(draft, problem=problem)
    assert s.text.endswith(CONCLUSION_PLACEHOLDER), s.text
    for g in gone:
        assert g not in s.text, (g, s.text)
    for k in keep:
        assert k in s.text, (k, s.text)


@pytest.mark.parametrize("problem,draft,gone,keep", [
    # a claim stated first, then proved: the claim loses its value
    ("Find the least n with n! divisible by 100.", "We claim that $n = 10$. The factors 5 of n! number 1 for n = 9 "
     "and 2 for n = 10, and 2 fives with plenty of twos give 100.\n\n\\boxed{10}", "$n = 10$", ["1 for n = 9"]),
    ("How many subsets has a 5-set?", "Short answer: 32.\n\nEach element is in or out: 2 choices each, 2^5 in all.\n\n\\boxed{32}",
     "answer: 32", ["2 choices each"]),
    # a spoiler in parentheses
    ("Compute C(7,2).", "We want C(7,2) (it is 21). The formula gives 7·6/2 = 42/2.\n\n\\boxed{21}", "it is 21", ["7·6/2"]),
])
def test_a_statement_of_the_answer_before_its_derivation_is_hidden(problem, draft, gone, keep):
    s = summarize_draft(draft, problem=problem)
    assert gone not in s.text, s.text
    for k in keep:
        assert k in s.text, (k, s.text)


@pytest.mark.parametrize("problem,draft,keep", [
    # roots of a count, a given equal to the answer, "one" as a pronoun, a list of residues
    ("How many integer solutions has x^2 - 7x + 12 = 0?", "Factor: (x − 3)(x − 4) = 0, so x = 3 or x = 4. "
     "Both are integers.\n\n\\boxed{2}", ["(x − 3)(x − 4)", "x = 3 or x = 4"]),
    ("How many n < 10 make n^2 + 2 divisible by 3?", "Squares mod 3 are 0 or 1, so n^2 + 2 is 2 or 0 mod 3; "
     "n = 1, 2, 4, 5, 7, 8 work.\n\n\\boxed{6}", ["Squares mod 3 are 0 or 1"]),
    ("A square has side 6. What is the side of a square with the same area?", "The area is 6 · 6 = 36, and "
     "one can take the square root: √36.\n\n\\boxed{6}", ["6 · 6 = 36", "one can take"]),
])
def test_work_equal_to_the_answer_stays(problem, draft, keep):
    s = summarize_draft(draft, problem=problem)
    for k in keep:
        assert k in s.text, (k, s.text)


# ----------------------------------------------------------------------------- canonical text

@pytest.mark.parametrize("text,value", [
    ("a total of 𝟓𝟔 apples", 56), ("that makes ㊲ days", 37), ("it is ５６ in all", 56), ("٥٦ stones", 56),
    ("5\u200b6 tiles", 56), ("1\u202f234\u202f567 grains", 1234567), ("1'234'567 grains", 1234567),
    ("1.234.567 grains", 1234567), ("12 000 metres", 12000),
])
def test_digits_are_read_on_canonical_text(text, value):
    vals = [m.value for m in number_mentions(text)]
    assert value in vals, (text, vals)


def test_canonical_keeps_spans_of_the_original():
    t = "we get 𝟓𝟔 days"
    m = [m for m in answer_mentions(t, "56")][0]
    assert t[m.start:m.end] == "𝟓𝟔"
    assert canonical("bеst = mаx(bеst, x)")[0] == "best = max(best, x)"  # Cyrillic е and а
    assert canonical("x² + ½")[0] == "x² + ½"  # the reader's own forms stay


@pytest.mark.parametrize("text,answer,readable", [
    ("On a German calculator: 0,375.", "\\frac{3}{8}", True),
    ("The pair (3,5) is a point.", "3.5", False),  # a bracketed list, not a decimal comma
    ("The real part is 2 and the imaginary part is -5.", "2-5i", True),
    ("From p(0) = 4 we get c = 4, then a = 1 and b = -2.", "x^2-2x+4", True),
    ("So $(u-1)^2 = u^2 - 2u + 1$.", "x^2-2x+1", True),  # the same polynomial in another variable
    ("Dividing by 2: $-1 < 2x - 4 < 6$.", "(1.5, 5)", False),  # a step of an inequality, not the interval
])
def test_reader_values_by_parts_and_notation(text, answer, readable):
    assert answer_readable(text, answer) is readable


def test_arith_spans_read_latex_and_unicode_operators():
    t = "so $\\frac{9 \\cdot 8}{2} = 36$ and 40 − 4"
    got = {t[s:e]: int(v) for s, e, v, _ in arith_spans(t)}
    assert got == {"\\frac{9 \\cdot 8}{2}": 36, "40 − 4": 36}


# ----------------------------------------------------------------------------- code drafts: prose and data only

@pytest.mark.parametrize("extra", [
    "Encoded for the archive: bj1pbnQoaW5wdXQoKSkKeHMgPSBsaXN0KG1hcChpbnQsIGlucHV0KCkuc3BsaXQoKSkpCnRvdGFsID0gMA==",
    "The same in rot13:\na = vag(vachg())\nkf = yvfg(znc(vag, vachg().fcyvg()))\ngbgny += k",
    "\\begin{algorithmic}\n\\STATE $total \\gets 0$\n\\FOR{$x$ in $xs$}\n\\STATE $total \\gets total + x$\n\\ENDFOR\n\\end{algorithmic}",
    "\\begin{lstlisting}\nfor x in xs:\n    if x % 2 == 0:\n        total += x\n\\end{lstlisting}",
    "Backup:\n```text\nfоr x in xs:\n    if x % 2 == 0:\n        tоtal += x\n```",  # Cyrillic о
    "Step by step: we set total = 0, then for each x we do total += x when x % 2 == 0, and print(total).",
    "Core: `for x in xs: total += x if x % 2 == 0 else 0`.",
])
def test_code_in_any_form_is_dropped(extra):
    s = summarize_draft("Sum the even numbers in one pass. O(n) time.\n\n" + extra + "\n\n" + FENCED, domain="code")
    assert "Sum the even numbers in one pass." in s.text and "O(n) time." in s.text
    assert "total += x" not in s.text and "tоtal += x" not in s.text and "gbgny" not in s.text, s.text
    assert "gets total + x" not in s.text and "bj1pbnQ" not in s.text, s.text
    assert CODE_PLACEHOLDER in s.text


@pytest.mark.parametrize("text", [
    "Sample input:\n```\n4\n1 2 3 4\n```\nexpected output `6` (2 + 4).",
    "Trace on xs = [1, 2, 3, 4]:\n\n| x | total |\n|---|---|\n| 2 | 2 |\n| 4 | 6 |",
    "Read the line with `input()` and not `split()`; the condition is `x % 2 == 0`. With n ≤ 2·10^5, O(n) suffices.",
    "```\n>>> even_sum([1, 2, 3, 4])\n6\n```",
])
def test_prose_and_data_in_a_code_draft_stay(text):
    s = summarize_draft(text + "\n\n" + FENCED, domain="code")
    for line in text.split("\n"):
        if line.strip() and not line.startswith("```"):
            assert line in s.text, (line, s.text)


# ----------------------------------------------------------------------------- overlapping hidden spans

@pytest.mark.parametrize("problem,draft,answer", [
    # another box command before the graded box: the early box and the conclusion overlap, and the
    # graded box must not survive because the early box was hidden first (the red team's held-out set)
    ("Sum of the interior angles of a pentagon, in degrees?",
     "$(5 - 2) \\cdot 180$. I get \\fbox{540}.\n\n$\\boxed{540}$", "540"),
    ("How many diagonals has a hexagon?", "$6 \\cdot 3 / 2$ gives \\boxed{9} here.\n\nSo: $\\boxed{9}$", "9"),
])
def test_overlapping_hidden_spans_hide_their_union(problem, draft, answer):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert "\\boxed{" + answer not in s.text and "fbox{" + answer not in s.text
    assert not answer_readable(s.text, answer, "math", problem=problem)


def test_replace_spans_fails_closed_on_overlap():
    from agon_mcore.agon.spans import replace_spans

    text = "abcdefghij"
    out, orig = replace_spans(text, [(2, 4, "[x]"), (3, 8, "[wide]")])
    assert out == "ab[wide]ij" and orig == ["cdefgh"]
    out, orig = replace_spans(text, [(5, 6, "[b]"), (0, 2, "[a]")])
    assert out == "[a]cde[b]ghij" and orig == ["ab", "f"]
