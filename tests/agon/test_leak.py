"""Issue 12: summaries hide every restatement of the graded answer; the leak metric reads
summaries back with the math verifier and finds zero leaks on the synthetic task's
reference solutions and on hand-written adversarial drafts, but finds every leak of a
summary that hides the boxes only (the old protocol)."""
from __future__ import annotations

import math

import pytest

from agon_mcore.agon.answer_forms import number_word_values, number_words
from agon_mcore.agon.leak import leak_rate, math_candidates, summary_leaks
from agon_mcore.agon.summary import BOXED_PLACEHOLDER, CODE_PLACEHOLDER, DraftSummary, summarize_draft
from agon_mcore.verify import MathVerifier
from agon_mcore.verify.answer import boxed_spans, split_response


@pytest.fixture(scope="module")
def mv():
    with MathVerifier(num_workers=2, timeout_s=20.0) as v:
        yield v


# (draft, graded answer): each restates its answer in the visible text in a form a model
# writes (the issue lists digits, LaTeX forms, equal numbers, wrappers, number words).
ADVERSARIAL = [
    ("<think>6+6=12</think>6 + 6 + 0 = 12. \\boxed{12}", "12"),  # the issue's input
    ("<think>r</think>So the answer is 42. \\boxed{42}", "42"),
    ("<think>r</think>Solving, x = 42, i.e. $x=42$. \\boxed{x = 42}", "x = 42"),
    ("<think>r</think>The result is $\\mathbf{42}$ (bold) or \\textbf{42}. \\boxed{42}", "42"),
    ("<think>r</think>We get {\\color{red} 42} and \\color{blue}{42} and **42**. \\boxed{42}", "42"),
    ("<think>r</think>The count is forty-two, Forty Two in words. \\boxed{42}", "42"),
    ("<think>r</think>Numerically 42.0 = 84/2 = \\frac{84}{2} = \\tfrac{84}{2} = 4.2e1 = 4.2 \\times 10^{1}. \\boxed{42}", "42"),
    ("<think>r</think>The total is 1,000 (that is 1{,}000 or 1\\,000 or 10^3 or one thousand). \\boxed{1000}", "1000"),
    ("<think>r</think>The temperature falls to -7, minus seven degrees, \u22127. \\boxed{-7}", "-7"),
    ("<think>r</think>The share is 0.75, i.e. 3/4 or $\\dfrac{3}{4}$ or 75\\%. \\boxed{\\frac{3}{4}}", "\\frac{3}{4}"),
    ("<think>r</think>A quarter: 0.25 of them, 25% in all. \\boxed{25\\%}", "25\\%"),
    ("<think>r</think>The angle is $\\frac{\\pi}{2}$, also written \\dfrac{\\pi}{2} or \\left( \\frac{\\pi}{2} \\right). "
     "\\boxed{\\frac{\\pi}{2}}", "\\frac{\\pi}{2}"),
    ("<think>r</think>The solution set is (0, 12.5), i.e. $\\left(0, 12.5\\right)$. \\boxed{(0, 12.5)}", "(0, 12.5)"),
    ("<think>r</think>Yes, it can. The answer is yes. \\boxed{\\text{Yes}}", "\\text{Yes}"),
    ("<think>r</think>Option (D) works, the answer is D. \\boxed{\\textbf{(D)}\\ 7}", "\\textbf{(D)}\\ 7"),
    ("<think>r</think>\\boxed{5} Hmm, I slipped: 6 it is. The final answer is $6$.", "6"),  # statement counts
    ("<think>r</think>Either 3 or 4: \\boxed{3} or \\boxed{4}", "3, 4"),  # hedged: both values graded
    ("<think>r</think>Check:\n```python\nprint(6 * 7)  # 42\n```\nIt prints 42. \\boxed{42}", "42"),
    ("<think>r</think>The side is $2\\sqrt{3}$, so 2\\sqrt{3} it is. \\boxed{2\\sqrt{3}}", "2\\sqrt{3}"),
    ("<think>r</think>The value is 0.5 = 1/2 = \\frac12. Answer: 0.5 \\boxed{\\frac{1}{2}}", "\\frac{1}{2}"),
]


def _box_only(draft: str) -> DraftSummary:
    """The old protocol: the visible part with box commands hidden, nothing else."""
    vis = split_response(draft)[1]
    out, prev = [], 0
    for s, e, _, _ in boxed_spans(vis):
        if e >= 0 and s >= prev:
            out += [vis[prev:s], BOXED_PLACEHOLDER]
            prev = e
    out.append(vis[prev:])
    new = summarize_draft(draft)
    return DraftSummary("".join(out).strip(), True, new.hidden_answer, False, "math", new.hidden_values)


def test_issue_input_hides_the_restated_value():
    s = summarize_draft(ADVERSARIAL[0][0])
    assert s.text == f"6 + 6 + 0 = [hidden]. {BOXED_PLACEHOLDER}" and s.hidden_answer == "12"


def test_adversarial_drafts_zero_leaks_and_old_protocol_leaks_every_one(mv):
    summaries = [summarize_draft(d) for d, _ in ADVERSARIAL]
    assert [s.hidden_answer for s in summaries] == [a for _, a in ADVERSARIAL]
    flags = summary_leaks(summaries, mv)
    leaked = [(s.hidden_answer, s.text) for s, f in zip(summaries, flags) if f]
    assert flags == [False] * len(ADVERSARIAL), leaked
    assert leak_rate(summaries, mv) == 0.0
    # the metric can fail: hiding boxes only (the old protocol) leaks each of these drafts
    old = summary_leaks([_box_only(d) for d, _ in ADVERSARIAL], mv)
    assert old == [True] * len(ADVERSARIAL), [a for (_, a), f in zip(ADVERSARIAL, old) if not f]


@pytest.mark.parametrize("draft,answer,text", [
    # a slash fraction that ends a sentence ("24/2.") was read as "24" and "2." and stayed
    ("<think>r</think>That is 24/2. \\boxed{12}", "12", "That is [hidden]."),
    ("<think>r</think>The share is 3/4.\nSo \\boxed{\\frac{3}{4}}", "\\frac{3}{4}", "The share is [hidden].\nSo"),
    ("<think>r</think>Hence x = -24/2. Done: \\boxed{-12}", "-12", "Hence x = [hidden]. Done:"),
])
def test_slash_fraction_ending_a_sentence_is_hidden(mv, draft, answer, text):
    s = summarize_draft(draft)
    assert s.hidden_answer == answer and s.text == f"{text} {BOXED_PLACEHOLDER}"
    assert summary_leaks([s], mv) == [False]
    assert summary_leaks([_box_only(draft)], mv) == [True]  # the metric reads the fraction back


@pytest.mark.parametrize("draft,answer,value,text", [
    # a default run's draft (step 16 of `agon train`): math-verify reads the box as 0, the
    # operand 0 stayed visible and the leak metric read it back
    ("<think>2 + 0 = 0. 2 + 1 = 10.</think>2 + 0 + 1 = \\boxed{ + \\b+ 0}", "+ \\b+ 0", 0, "2 + [hidden] + 1 ="),
    ("<think>r</think>We add 3 and 2 to get 5. \\boxed{\\quad 5}", "\\quad 5", 5, "We add 3 and 2 to get [hidden]."),
    ("<think>r</think>So 7 + 5 gives 12 in all. \\boxed{: 12}", ": 12", 12, "So 7 + 5 gives [hidden] in all."),
    ("<think>r</think>Two pairs make 4. \\boxed{++4}", "++4", 4, "Two pairs make [hidden]."),
    ("<think>r</think>It is 3. \\boxed{\\foo 3}", "\\foo 3", 3, "It is [hidden]."),
])
def test_number_behind_leading_noise_is_hidden(mv, draft, answer, value, text):
    from math_verify import parse

    assert parse("\\boxed{" + answer + "}")[0] == value  # what the verifier grades
    s = summarize_draft(draft)
    assert s.hidden_answer.strip() == answer.strip() and s.text == f"{text} {BOXED_PLACEHOLDER}"
    assert summary_leaks([s], mv) == [False]
    assert summary_leaks([_box_only(draft)], mv) == [True]


@pytest.mark.parametrize("draft,answer,value,text", [
    # an `agon compare` draft (seed 1, self_cascade, step 7): math-verify grades the chain
    # `1120 =2012 = 4` by its last side, 4; the operand 4 stayed visible and the metric read it back
    ("<think>2 + 5 = 7. 8 + 4 = 11.</think>1 + 5 + 4 = \\boxed{1120 =2012 = 4}", "1120 =2012 = 4", 4,
     "1 + 5 + [hidden] ="),
    ("<think>r</think>Adding 6 and 3 gives 9. \\boxed{x = 6 + 3 = 9}", "x = 6 + 3 = 9", 9, "Adding 6 and 3 gives [hidden]."),
    ("<think>r</think>The total is 15 apples. \\boxed{a = b = 15}", "a = b = 15", 15, "The total is [hidden] apples."),
])
def test_last_side_of_an_equation_chain_is_hidden(mv, draft, answer, value, text):
    from math_verify import parse, verify

    assert verify(parse(f"\\boxed{{{value}}}"), parse("\\boxed{" + answer + "}"))  # graded as its last side
    s = summarize_draft(draft)
    assert s.hidden_answer.strip() == answer and s.text == f"{text} {BOXED_PLACEHOLDER}"
    assert summary_leaks([s], mv) == [False]
    assert summary_leaks([_box_only(draft)], mv) == [True]


@pytest.mark.parametrize("draft,answer,text", [
    # an irrational answer restated in another form math-verify accepts as equal
    ("<think>r</think>The side is \\sqrt{12}, so the length is \\boxed{2\\sqrt{3}}", "2\\sqrt{3}",
     "The side is [hidden], so the length is"),
    ("<think>r</think>We get $x = 2 \\sqrt{3}$ in the end. \\boxed{\\sqrt{12}}", "\\sqrt{12}",
     "We get $x = [hidden]$ in the end."),
    ("<think>r</think>The angle is \\frac{\\pi}{2} radians. \\boxed{\\pi/2}", "\\pi/2",
     "The angle is [hidden] radians."),
    ("<think>r</think>The height is \\frac{\\sqrt 3}{2} times 1, not \\sqrt{2}. \\boxed{\\frac{\\sqrt{3}}{2}}",
     "\\frac{\\sqrt{3}}{2}", "The height is [hidden] times 1, not \\sqrt{2}."),
])
def test_irrational_value_in_another_form_is_hidden(mv, draft, answer, text):
    s = summarize_draft(draft)
    assert s.hidden_answer == answer and s.text == f"{text} {BOXED_PLACEHOLDER}"
    assert summary_leaks([s], mv) == [False]
    assert summary_leaks([_box_only(draft)], mv) == [True]  # the metric reads the other form back


@pytest.mark.parametrize("answer", ["\\sqrt 2", "\\frac{1}{2}", "\\pi", "-5", "3 \\b"])
def test_meaningful_commands_are_not_noise(answer):
    from agon_mcore.agon.answer_forms import answer_forms

    assert answer_forms(answer) == [answer]


def test_rest_of_the_reasoning_stays_readable():
    s = summarize_draft("<think>r</think>Since $x^2 - 5x + 6 = 0$ factors as (x-2)(x-3), the roots sum to 5. \\boxed{5}")
    assert s.text == f"Since $x^2 - 5x + 6 = 0$ factors as (x-2)(x-3), the roots sum to [hidden]. {BOXED_PLACEHOLDER}"
    s = summarize_draft("<think>r</think>125 apples minus 113 leaves 12, i.e. twelve. \\boxed{12}")
    assert s.text == f"125 apples minus 113 leaves [hidden], i.e. [hidden]. {BOXED_PLACEHOLDER}"


def test_synthetic_reference_solutions_zero_leaks(mv):
    from agon_mcore.config import SyntheticConfig
    from agon_mcore.data import load_problems
    from agon_mcore.data.synthetic import generate

    problems = load_problems("synthetic:train") + load_problems("synthetic:test")
    problems += generate(SyntheticConfig(min_digits=1, max_digits=2, num_ops=2, ops="+-*", num_train=150,
                                         num_test=0, seed=3), "train")
    summaries = [summarize_draft(p.solution, domain="math") for p in problems]
    assert all(s.had_answer and s.hidden_answer == p.answer for s, p in zip(summaries, problems))
    assert leak_rate(summaries, mv) == 0.0
    # the visible part of a reference solution is its worked steps (the challenger reads them);
    # the value is the last step's result and the box, both hidden in the summary
    for p, s in zip(problems, summaries):
        assert split_response(p.solution)[1].endswith(f" = {p.answer}. \\boxed{{{p.answer}}}")
        assert s.text.endswith("= [hidden]. \\boxed{[hidden]}")


CODE_MIDLINE = "<think>t</think>Here is the program: ```python\nn = int(input())\nprint(2 * n)\n```"
CODE_TRAILING_TEXT = "<think>t</think>```python\nn = int(input())\nprint(2 * n)\n```\nSample run:\n```text\n8\n```"
CODE_BARE_AFTER = "<think>t</think>Program:\n```py\nn = int(input())\nprint(2 * n)\n```\nOutput:\n```\n8\n```"
CODE_BOXED = "<think>t</think>```python\nn = int(input())\nprint(2 * n)\n```\n\\boxed{done}"


@pytest.mark.parametrize("draft", [CODE_MIDLINE, CODE_TRAILING_TEXT, CODE_BARE_AFTER, CODE_BOXED])
def test_code_summary_hides_the_graded_program(mv, draft):
    s = summarize_draft(draft, domain="code")
    assert s.hidden_answer == "n = int(input())\nprint(2 * n)" and s.domain == "code"
    assert "print(2 * n)" not in s.text and CODE_PLACEHOLDER in s.text
    assert summary_leaks([s], mv) == [False]
    if "Sample run" in draft or "Output:" in draft:
        assert "8" in s.text  # sample output is not the program: it stays
    assert summary_leaks([DraftSummary(split_response(draft)[1], True, s.hidden_answer, False, "code")], mv) == [True]


def test_no_answer_means_nothing_to_leak(mv):
    s = summarize_draft("<think>r</think>I could not finish.")
    assert summary_leaks([s], mv) == [None] and math.isnan(leak_rate([s], mv))
    with pytest.raises(TypeError, match="pass DraftSummary"):
        summary_leaks(["text"], mv)


def test_number_words_round_trip():
    for n in (0, 7, 12, 42, 100, 105, 999, 1000, 4321, 999_999):
        assert number_word_values(number_words(n)) == [n]
    assert number_word_values("a hundred and five apples and forty two pears") == [105, 42]
    assert "42" in math_candidates("It is forty-two.", "42")
