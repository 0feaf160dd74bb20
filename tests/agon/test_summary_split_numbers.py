"""A number split into LaTeX groups (``${5}{9}$``, ``$\\mathrm{5}\\mathrm{9}$``) is one number for the summarizer
and the reader alike (``answer_forms.canon``); a command's arguments and groups with space between them are not
joined."""
import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

SPLIT_PROBLEM = "A shop sells 8 boxes of 7 pens and 3 loose pens. How many pens does it sell?"


@pytest.mark.parametrize("form", ["$\\mathrm{5}\\mathrm{9}$", "${5}{9}$", "$\\textbf{5}9$"])
def test_a_number_split_into_latex_groups_is_hidden_and_read(form):
    draft = (f"<think>\nok\n</think>\n\nBoxes: 8 · 7 = 56 pens. With the loose ones the shop sells {form} pens, "
             "as the next line checks.\n\nCheck: 56 + 3.\n\n\\boxed{59}")
    s = summarize_draft(draft, problem=SPLIT_PROBLEM).text
    assert "8 · 7 = 56" in s and form not in s and "9}" not in s, s
    assert answer_readable(form, "59", problem=SPLIT_PROBLEM)


@pytest.mark.parametrize("text", ["$\\frac{5}{9}$ of the pens", "the sets {5} {9}", "$x^{5}{9}$"])
def test_arguments_and_spaced_groups_are_not_joined(text):
    assert not answer_readable(text, "59")
