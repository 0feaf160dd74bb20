"""Leaks of a math answer in realistic drafts, by kind; every input self-written. For each kind: the
summary does not give the answer back (the metric's reader, ``answer_readable``), the named work stays,
and the reader reads the leaking passage on its own."""
import pytest

from agon_mcore.agon.answer_forms.canon import canonical, to_original
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def _check(problem, draft, answer, keep, leak):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert s.hidden_answer == answer
    assert not answer_readable(s.text, answer, "math", problem=problem), s.text
    for k in keep:
        assert k in s.text, (k, s.text)
    assert answer_readable(leak, answer, "math", problem=problem), leak
    return s.text


# ----------------------------------------------------------------------------- encodings read before values

ENCODED = [
    ("decimal references", "A garden is 6 m by 9 m. What is its area in square metres?",
     "Area is length times width: 6 · 9.\n\nSo the garden covers &#53;&#52; square metres.\n\n\\boxed{54}", "54",
     ["6 · 9"], "the garden covers &#53;&#52; square metres"),
    ("hex references", "Tickets cost 7 dollars. How much do 13 tickets cost, in dollars?",
     "Multiply the price by the count: 7 · 13 = 70 + 21.\n\nThat makes &#x39;&#x31; dollars, paid at the door."
     "\n\n\\boxed{91}", "91", ["Multiply the price by the count: 7 · 13"], "That makes &#x39;&#x31; dollars"),
    ("full-width digits", "What is 17 + 26?",
     "Add the tens, 10 + 20 = 30, then the units, 7 + 6 = 13.\n\nThe sum comes to ４３ in all.\n\n\\boxed{43}", "43",
     ["10 + 20 = 30", "7 + 6 = 13"], "The sum comes to ４３ in all."),
    ("zero-width inside a number", "What is 12 · 12?",
     "Twelve dozens: 12 · 10 + 12 · 2 = 120 + 24.\n\nThat is 14\u200b4 exactly.\n\n\\boxed{144}", "144",
     ["12 · 10 + 12 · 2 = 120 + 24"], "That is 14\u200b4 exactly."),
]


@pytest.mark.parametrize("form,problem,draft,answer,keep,leak", ENCODED, ids=[c[0] for c in ENCODED])
def test_encoded_answer_is_read_and_hidden(form, problem, draft, answer, keep, leak):
    text = _check(problem, draft, answer, keep, leak)
    assert "&#" not in text and "\u200b" not in text  # the hidden span covers the original characters


def test_canonical_span_covers_the_reference():
    t = "total: &#52;&#x32; kg"
    c, idx = canonical(t)
    assert c == "total: 42 kg"
    k = c.index("42")
    assert t[slice(*to_original(idx, k, k + 2))] == "&#52;&#x32;"
    assert t[slice(*to_original(idx, k, k + 1))] == "&#52;"
    assert canonical("R&D, a &b and x &= y")[1] is None  # no reference: the text is left as it is
