"""final_answer: the one rule for which stated answer counts, shared by the math
verifier and the draft summary."""
from __future__ import annotations

import pytest

from agon_mcore.verify.answer import FinalAnswer, answer_key, final_answer, last_boxed


@pytest.mark.parametrize(
    "text, answer, hedged",
    [
        # one box, or boxes that agree: that value
        ("The answer is \\boxed{4}.", "4", False),
        ("\\boxed{2}. So again \\boxed{ 2 }.", "2", False),
        # same value in another form: different strings, so flagged (the verifier checks values)
        ("\\boxed{\\dfrac{1}{2}} i.e. \\boxed{0.5}", "\\dfrac{1}{2}, 0.5", True),
        ("\\boxed{\\dfrac{1}{2}} i.e. \\boxed{\\frac{1}{2}}", "\\dfrac{1}{2}", False),
        # several different boxes: a hedge, read as the list of values
        ("\\boxed{1} and \\boxed{2}", "1, 2", True),
        ("\\boxed{4}, no wait: \\boxed{5}", "4, 5", True),
        ("$\\boxed{7}$ or maybe $\\boxed{-7}$", "7, -7", True),
        ("\\boxed{1}, \\boxed{2}, \\boxed{3}", "1, 2, 3", True),
        ("\\boxed{1 2} \\boxed{12}", "1 2, 12", True),  # digits across a space are not glued
        # a later explicit final answer corrects the box
        ("so $\\boxed{3}$ is wrong. The final answer is $5$.", "5", False),
        ("\\boxed{4}. Final answer: 7", "7", False),
        ("\\boxed{4}. **Final answer:** **7**", "7", False),
        ("\\boxed{4}, hmm, the final answer is **-3**.", "-3", False),
        ("\\boxed{4} Final Answer: The final answer is $6$. I hope it is correct.", "6", False),
        ("\\boxed{4} so the answer is \\(x=2\\)", "x=2", False),
        ("\\boxed{1} \\boxed{2}. The final answer is $2$.", "2", False),  # statement settles a hedge
        # statements that do not count: before the last box, or prose
        ("The final answer is $5$. Checking: \\boxed{3}", "3", False),
        ("\\boxed{4}. The answer is correct because it works.", "4", False),
        ("\\boxed{4}. The final answer is not $5$.", "4", False),
        # no answer
        ("\\boxed{3", None, False),
        ("\\boxed{1} then a cut \\boxed{2", None, False),
        ("\\boxed{}", None, False),
        ("The final answer is $5$.", None, False),  # no box: the final-box requirement
        ("", None, False),
        (None, None, False),
    ],
)
def test_final_answer(text, answer, hedged):
    fa = final_answer(text)
    assert isinstance(fa, FinalAnswer)
    assert (fa.text, fa.hedged) == (answer, hedged)


def test_spans_cover_every_box_and_the_counting_statement():
    t = "so $\\boxed{3}$ is wrong. The final answer is $5$."
    fa = final_answer(t)
    assert [t[s:e] for s, e in fa.spans] == ["\\boxed{3}", "The final answer is $5$"]
    t = "a \\boxed{\\boxed{1}} b \\fbox{2} c \\boxed{9"
    fa = final_answer(t)
    assert [t[s:e] for s, e in fa.spans] == ["\\boxed{\\boxed{1}}", "\\fbox{2}", "\\boxed{9"]
    assert fa.text is None  # the last box is cut
    t = "The final answer is $5$. So \\boxed{5}."
    assert [t[s:e] for s, e in final_answer(t).spans] == ["\\boxed{5}"]


def test_single_box_agrees_with_last_boxed():
    for t in ["\\boxed{42}", "x \\fbox{7}.", "\\boxed{\\{1, 2\\}}", "$\\boxed 5$", "\\boxed { 12 }"]:
        assert final_answer(t).text == last_boxed(t)


def test_answer_key():
    assert answer_key("1 2") != answer_key("12")
    assert answer_key("1\\ 2") == answer_key("1 2")
    assert answer_key("\\left( \\dfrac{1}{2} \\right).") == answer_key("(\\frac{1}{2})")
    assert answer_key("x + y") == answer_key("x+y")
