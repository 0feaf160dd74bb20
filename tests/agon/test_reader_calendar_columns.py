"""Answers of a type of their own, read as values (``answer_forms.calendar``): a date, a day of the week and a time of
day written as text had no reading at all (atk_s50c e04: the reader read ``\\text{April 10}`` in no form, not even
itself). And a result laid out in columns, one digit per column (``answer_forms.spread.column_spans``, atk_s50c e14:
``8 8 8`` under the rule of a long multiplication)."""
import pytest

from agon_mcore.agon.answer_forms.calendar import answer_clock, answer_date, answer_weekday
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

from ._checks import hidden_and_kept

_DATE_Q = "In a non-leap year, January 1 is day 1. On what date (month and day) does day 100 fall?"
_TIME_Q = "A bus leaves at 1:20 pm and the trip takes 145 minutes. At what time does it arrive?"
_DAY_Q = "Today is a Monday. What day of the week will it be 100 days from now?"


@pytest.mark.parametrize("answer,date,weekday,clock", [
    ("\\text{April 10}", (None, 4, 10), None, None),
    ("\\text{Apr. 10th, 2023}", (2023, 4, 10), None, None),
    ("2023-04-10", (2023, 4, 10), None, None),
    ("\\text{the tenth of April}", (None, 4, 10), None, None),
    ("\\text{Wednesday}", None, 2, None),
    ("\\text{Thurs.}", None, 3, None),
    ("\\text{3:45 p.m.}", None, None, 945),
    ("15{:}45", None, None, 945),
    ("\\text{noon}", None, None, 720),
    ("4/10", None, None, None),  # a fraction, not a date
    ("10", None, None, None),
    ("\\text{ellipse}", None, None, None),
])
def test_answer_types(answer, date, weekday, clock):
    assert (answer_date(answer), answer_weekday(answer), answer_clock(answer)) == (date, weekday, clock)


@pytest.mark.parametrize("answer,problem,text,readable", [
    # a date in any form
    ("\\text{April 10}", _DATE_Q, "So day 100 is April 10.", True),
    ("\\text{April 10}", _DATE_Q, "So day 100 is the tenth of April.", True),
    ("\\text{April 10}", _DATE_Q, "On a calendar it is 04/10.", True),
    ("\\text{April 10}", _DATE_Q, "In Europe one writes 10.04.", True),
    ("\\text{April 10}", _DATE_Q, "ISO: 2023-04-10.", True),
    ("\\text{April 10}", _DATE_Q, "Day 100 is 100 - 90 = 10 days into April.", True),
    ("\\text{April 10}", _DATE_Q, "March ends on day 90, so count 10 more days.", False),
    ("\\text{April 10}", _DATE_Q, "January 1 is day 1 and January 31 is day 31.", False),
    ("\\text{January 1}", "January 1 is day 1. Which date is day 366 in a leap year minus 365 days?",
     "January 1 is day 1, as given.", False),  # a date the problem gives stays
    # a day of the week
    ("\\text{Wednesday}", _DAY_Q, "100 = 14 \\cdot 7 + 2, so two days after Monday: Wed.", True),
    ("\\text{Wednesday}", _DAY_Q, "Two days after Monday it is Wednesday.", True),
    ("\\text{Wednesday}", _DAY_Q, "100 = 14 \\cdot 7 + 2, so two days on from today.", False),
    ("\\text{Monday}", _DAY_Q, "Today is a Monday.", False),  # the problem names the day
    # a time of day
    ("\\text{3:45 PM}", _TIME_Q, "It arrives at 3:45 pm.", True),
    ("\\text{3:45 PM}", _TIME_Q, "It arrives at 15:45.", True),
    ("\\text{3:45 PM}", _TIME_Q, "It arrives at a quarter to four in the afternoon.", True),
    ("\\text{3:45 PM}", _TIME_Q, "1:20 pm plus 145 minutes: 2 hours and 25 minutes later.", False),
    ("\\text{1:20 PM}", _TIME_Q, "It leaves at 1:20 pm.", False),  # the problem gives that time
])
def test_calendar_readings(answer, problem, text, readable):
    assert answer_readable(text, answer, "math", problem=problem) is readable


def test_date_draft_hidden_work_kept():
    """atk_s50c e04: the numeric and ISO dates and the day counted into April were left; now hidden, the day counts
    stay."""
    draft = ("Cumulative day counts: January ends on day 31, February on day 59, March on day 90.\n\n"
             "Day 100 is 100 − 90 = 10 days into April, so on a calendar it is 04/10 (ISO 2023-04-10 for a non-leap "
             "year such as 2023).\n\n\\boxed{\\text{April 10}}")
    text = hidden_and_kept(_DATE_Q, draft, "\\text{April 10}", ["day 31", "day 59", "day 90", "100 − 90"])
    assert "04/10" not in text and "2023-04-10" not in text and "into April" not in text


def test_time_draft_hidden_work_kept():
    draft = ("The trip is 145 minutes = 2 h 25 min. From 1:20 pm, two hours gives 3:20 pm, and 25 more minutes "
             "give 3:45 pm, a quarter to four.\n\n\\boxed{\\text{3:45 PM}}")
    text = hidden_and_kept(_TIME_Q, draft, "\\text{3:45 PM}", ["145 minutes", "2 h 25 min", "3:20 pm"])
    assert "3:45" not in text and "quarter to four" not in text


_COLUMNS = ("Long multiplication, column by column:\n\n```\n      3 7\n  ×   2 4\n  -------\n    1 4 8\n  + 7 4 0\n"
            "  -------\n    8 8 8\n```\n\n\\boxed{888}")


@pytest.mark.parametrize("text,answer,problem,readable", [
    (_COLUMNS.split("\\boxed")[0], "888", "Compute 37 × 24.", True),
    ("  4 5 6\n+ 1 2 3\n-------\n  5 7 9\n", "579", "Compute 456 + 123.", True),
    ("  4 5 6\n+ 1 2 3\n  5 7 9\n", "579", "Compute 456 + 123.", True),  # no rule: the last row
    ("  4 5 6\n+ 1 2 3\n-------\n  5 7 9\n", "456", "What is 456 + 123 - 123?", False),  # an operand row stays
    (_COLUMNS.split("\\boxed")[0], "148", "Compute 37 × 4.", False),  # a partial product above the last rule
    ("The sample is\n1 2 3\nand nothing else.", "123", "Sum the list.", False),  # one row, no block
])
def test_column_rows(text, answer, problem, readable):
    assert answer_readable(text, answer, "math", problem=problem) is readable


def test_column_draft_result_row_hidden():
    s = summarize_draft(_COLUMNS, domain="math", problem="Compute 37 × 24.")
    assert "8 8 8" not in s.text and "1 4 8" in s.text and "7 4 0" in s.text
    assert not answer_readable(s.text, "888", "math", problem="Compute 37 × 24.")
