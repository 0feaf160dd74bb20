"""Round 12 (r12b): a quantity stated in mixed units is ONE quantity, compared with the answer by value.

Sub-kinds (two self-written drafts each, realistic model style): a run of (number, unit) pairs of one dimension
(time in hours and minutes, length in feet and inches, mass in pounds and ounces, money in dollars and cents);
an end time on a clock that states the asked duration. Must stay: a single pair that is a given or an
intermediate, a mixed quantity that is another value, a duration between clock times in another problem.
"""
from sympy import Integer

from agon_mcore.agon.answer_forms.quantities import mixed_quantity, unit_mentions
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def _summary(draft, problem):
    return summarize_draft(draft, problem=problem).text


# -- mixed units, time -------------------------------------------------------------------------------------------

def test_hours_and_minutes_for_a_minutes_answer_hidden():
    problem = ("A train leaves with 3 stops: the first leg takes 45 minutes, the second 70 minutes and the third 35 "
               "minutes. How many minutes does the trip take?")
    draft = ("### Step 1: Add the legs\nThe legs take $45 + 70 + 35$ minutes.\n\n"
             "### Step 2: Convert\nThat is two hours and thirty minutes of travel.\n\n"
             "**Verification:** $45 + 35 = 80$, and $80 + 70$ checks out.\n\n**Final Answer**\n\\[\n\\boxed{150}\n\\]")
    text = _summary(draft, problem)
    assert not answer_readable(text, "150", problem=problem)
    assert "45 + 70 + 35" in text


def test_hours_minutes_seconds_written_h_min_s_hidden():
    problem = "A runner holds 5 m/s for 9 km. How many seconds does the run take?"
    draft = ("**Step 1.** Time $= \\frac{9000}{5}$ s.\n\n**Step 2.** In clock terms the run lasts 30 min 0 s, "
             "i.e. 0 h 30 min.\n\n**Final Answer:** $\\boxed{1800}$")
    assert answer_readable("In clock terms the run lasts 30 min 0 s.", "1800", problem=problem)
    text = _summary(draft, problem)
    assert not answer_readable(text, "1800", problem=problem)
    assert "\\frac{9000}{5}" in text


# -- mixed units, length / mass / money ------------------------------------------------------------------------------

def test_feet_and_inches_for_an_inches_answer_hidden():
    problem = "A board is 50 inches long. Maya cuts off 8 inches twice. How many inches are left, in inches?"
    draft = ("### Step 1\nShe removes $8 \\times 2 = 16$ inches.\n\n### Step 2\nLeft: $50 - 16$ inches, "
             "just under three feet (2 feet 10 inches).\n\n**Final Answer**\n\\boxed{34}")
    text = _summary(draft, problem)
    assert not answer_readable(text, "34", problem=problem)
    assert "8 \\times 2 = 16" in text


def test_pounds_and_ounces_and_dollars_and_cents_read_by_value():
    assert [str(m.value) for m in unit_mentions("the bag weighs 3 lb, 4 oz in all", [Integer(52)])] == ["52"]
    assert [str(m.value) for m in unit_mentions("she paid 4 dollars and 5 cents", [Integer(405)])] == ["405"]
    problem = "Each apple weighs 6 ounces. How many ounces do 9 apples weigh?"
    draft = ("**Step 1:** $6 \\times 9$ ounces.\n\n**Step 2:** That's 3 pounds 6 ounces.\n\n"
             "**Final Answer**\n$\\boxed{54}$")
    text = _summary(draft, problem)
    assert not answer_readable(text, "54", problem=problem)
    assert "6 \\times 9" in text


# -- an end time on a clock ------------------------------------------------------------------------------------------

def test_end_time_after_start_time_states_the_duration():
    problem = "A movie marathon has three films of 95, 110 and 100 minutes. How many minutes does it last?"
    draft = ("### Step 1: Sum\n$95 + 110 + 100$ minutes.\n\n### Step 2: On the clock\nStarting at 6:00 PM, the "
             "marathon ends at 11:05 PM.\n\n**Final Answer**\n\\[\\boxed{305}\\]")
    text = _summary(draft, problem)
    # the clock line is a closing remark (agon.closing_remarks): after the sum reached 305 it states a start time the
    # problem does not give, so it joins the conclusion whole; the sum, the work, stays
    assert "11:05" not in text and "$95 + 110 + 100$ minutes" in text and "6:00 PM" not in text
    assert not answer_readable(text, "305", problem=problem)


def test_end_time_24_hour_clock_past_midnight_hidden():
    problem = "A night shift has 4 blocks of 90 minutes. How long is the shift, in hours?"
    draft = ("**Step 1.** $4 \\times 90 = 360$ minutes.\n\n**Step 2.** From 22:00 the shift runs to 04:00.\n\n"
             "**Final Answer**\n$\\boxed{6}$")
    assert answer_readable("From 22:00 the shift runs to 04:00.", "6", problem=problem)
    text = _summary(draft, problem)
    assert "04:00" not in text


# -- must stay ---------------------------------------------------------------------------------------------------------

def test_single_given_pair_and_other_mixed_quantity_stay():
    problem = ("The first movie is 1 hour and 30 minutes long and the second is 2 hours and 5 minutes long. "
               "How many minutes do both take?")
    draft = ("### Step 1\nFirst: 1 hour 30 minutes $= 60 + 30 = 90$ minutes.\n\n### Step 2\nSecond: 2 hours "
             "5 minutes $= 120 + 5 = 125$ minutes.\n\n**Final Answer**\n\\boxed{215}")
    text = _summary(draft, problem)
    assert "1 hour 30 minutes" in text and "2 hours 5 minutes" in text
    assert "60 + 30 = 90" in text and "120 + 5 = 125" in text


def test_list_of_same_unit_values_is_no_mixed_quantity():
    assert not mixed_quantity("5 km, 3 km")
    assert mixed_quantity("2 ft 2 in") and mixed_quantity("2 hours and 40 minutes")
    assert unit_mentions("legs of 5 km, 3 km and 2 km", [Integer(10)]) == []
    assert unit_mentions("12 in all", [Integer(1)]) == []  # "in" alone is no unit


def test_clock_times_in_a_duration_problem_that_gives_them_stay():
    problem = "A class starts at 9:15 AM and ends at 10:45 AM. How many minutes long is it?"
    draft = ("### Step 1\nFrom 9:15 AM to 10:45 AM is 1 hour and 30 minutes.\n\n"
             "**Final Answer**\n\\boxed{90}")
    text = _summary(draft, problem)
    assert "9:15 AM to 10:45 AM" in text
    problem2 = "A bus leaves at 8:10 and arrives at 8:40. How many passengers are on it if 30 got on?"
    assert not answer_readable("It leaves at 8:10 and arrives at 8:40.", "30", problem=problem2)


def test_mixed_quantity_followed_by_another_word_is_no_count_of_another_noun():
    problem = ("Sam's shift starts at 8:45 AM and he works 3 tasks of 50 minutes each with no break. "
               "How many minutes does he work?")
    draft = ("**Step 1.** $3 \\times 50$ minutes of work.\n\n**Step 2.** Starting at 8:45 AM he is done at 11:15 AM, "
             "so the shift is 2 h 30 min long.\n\n**Final Answer:** $\\boxed{150}$")
    text = _summary(draft, problem)
    assert "2 h 30 min" not in text and "11:15" not in text
    assert "3 \\times 50" in text and not answer_readable(text, "150", problem=problem)
