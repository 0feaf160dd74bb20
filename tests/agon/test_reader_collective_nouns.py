"""Collective number nouns after a count are numbers ("a gross" 144, "three score" 60); alone they are words
(answer_forms.words)."""
import pytest

from agon_mcore.agon.answer_forms import word_mentions
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


@pytest.mark.parametrize("text,value", [
    ("the bill comes to exactly a gross of dollars", 144),
    ("two gross of pencils", 288),
    ("three score, the minutes in an hour", 60),
    ("a score of years", 20),
])
def test_collective_after_a_count(text, value):
    assert [m.value for m in word_mentions(text)] == [value]


@pytest.mark.parametrize("text", ["the gross income rose", "the score is 3 to 1", "gross margin and final score"])
def test_collective_alone_is_a_word(text):
    assert [m for m in word_mentions(text) if m.value in (20, 144)] == []


def test_fresh4_d44_three_score_hidden_lcm_kept():
    """fresh4 d44: "three score" is the answer 60; the factorisations of 12 and 15 are work and stay. "so the LCM is
    2²·3·5" states the answer in its factored form, in answer position (answer_forms.factorisation; atk_s53 e14)."""
    draft = "12 = 2²·3 and 15 = 3·5, so the LCM is 2²·3·5: three score, the number of minutes in an hour.\n\n\\boxed{60}"
    out = summarize_draft(draft, domain="math", problem="What is the least common multiple of 12 and 15?")
    assert "three score" not in out.text and "12 = 2²·3 and 15 = 3·5" in out.text and "2²·3·5" not in out.text
    assert not answer_readable(out.text, "60", "math")
