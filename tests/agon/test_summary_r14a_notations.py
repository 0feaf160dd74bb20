"""Round 14 (r14a): value notations the answer reader reads by value and structure: an unsimplified radical of an
irrational answer, a tuple answer as the one data row of a delimited block, a compass word as its letter named as such,
a time of day or a duration as a clock time.
Each reading gives a span (the summarizer hides it, agon.reader_closed); work containing the same value stays."""
import pytest

from agon_mcore.agon.leak import reading_spans
from agon_mcore.agon.summary import summarize_draft

DIST = "What is the distance between the points $(1, 2)$ and $(7, 8)$? Express your answer in simplest radical form."
MID = "Find the midpoint of the segment with endpoints $(-5, 5)$ and $(3, 7)$. Express your answer as an ordered pair."
SPIN = "A hiker faces north and turns 450 degrees clockwise. Which direction (north, south, east or west) does she face?"


def _read(text, answer, problem):
    return [text[s:e] for s, e in reading_spans(text, answer, problem=problem)]


@pytest.mark.parametrize("text,answer,form", [
    ("So the distance is $d = \\sqrt{6^2 + 6^2} = \\sqrt{72}$ units.", "6\\sqrt{2}", "\\sqrt{72}"),
    ("The edge of the cube is \\sqrt[3]{54} cm, from V = 54.", "3\\sqrt[3]{2}", "\\sqrt[3]{54}"),
    ("Thus the radius equals $2\\sqrt{18}$.", "6\\sqrt{2}", "2\\sqrt{18}"),
    ("Hence $r = 72^{1/2}$ and we stop.", "6\\sqrt{2}", "72^{1/2}"),
    ("**Final Answer** sqrt(117)", "3\\sqrt{13}", "sqrt(117)"),
])
def test_unsimplified_radical_reads(text, answer, form):
    assert form in _read(text, answer, DIST)


@pytest.mark.parametrize("text", [
    "We square both sides: $(\\sqrt{72})^2 = 72$.",
    "Add them: $\\sqrt{72} + \\sqrt{8}$ is the perimeter part.",
    "Half of it is $\\frac{\\sqrt{72}}{2}$.",
    "So $d = \\sqrt{36 + 36}$, still to add.",
])
def test_radical_work_stays(text):
    assert _read(text, "6\\sqrt{2}", DIST) == []


def test_radical_given_by_problem_stays():
    p = "A square has diagonal $\\sqrt{72}$. Find its diagonal in simplest radical form."
    assert "\\sqrt{72}" not in _read("The diagonal $\\sqrt{72}$ is given.", "6\\sqrt{2}", p)


@pytest.mark.parametrize("text,form", [
    ("Averages of the coordinates:\n\n```csv\nx,y\n-1,6\n```\n", "-1,6"),
    ("| x | y |\n|---|---|\n| -1 | 6 |\n", "-1 | 6"),
    ("x;y\n-1;6\n", "-1;6"),
    ("```\n-1\t6\n```\n", "-1\t6"),
])
def test_tuple_as_data_row_reads(text, form):
    assert form in _read(text, "(-1,6)", MID)


@pytest.mark.parametrize("text", [
    "The endpoints:\n\n```csv\nx,y\n-5,5\n3,7\n```\n",
    "Candidates, one per case:\nx,y\n-1,6\n3,2\n",
    "x,y,z\n-1,6,0\n",
])
def test_data_rows_of_work_stay(text):
    assert not any("," in f for f in _read(text, "(-1,6)", MID))


@pytest.mark.parametrize("text,answer,form", [
    ("A quarter turn past north on the compass rose lands on the letter E.", "\\text{east}", "E"),
    ("Her final heading on the compass is the one labelled **W**.", "\\text{west}", "W"),
    ("The needle stops at the symbol NE of the compass card.", "\\text{northeast}", "NE"),
])
def test_compass_letter_reads(text, answer, form):
    assert form in _read(text, answer, SPIN)


@pytest.mark.parametrize("text", [
    "In the figure, point E is the midpoint of AB.",
    "The compass rose shows the letters N, E, S, W in order.",
])
def test_compass_letters_of_work_stay(text):
    assert _read(text, "\\text{east}", SPIN) == []


def test_realistic_draft_hides_notations():
    draft = ("### Step 1: Differences\n$dx = 7 - 1 = 6$, $dy = 8 - 2 = 6$.\n\n### Step 2: Distance\n"
             "$$d = \\sqrt{36 + 36} = \\sqrt{72}$$\n\n**Verification**: $72 = 36 \\cdot 2$.\n\n"
             "**Final Answer**\n\\boxed{6\\sqrt{2}}")
    s = summarize_draft(draft, domain="math", problem=DIST)
    text = s.text
    assert "\\sqrt{72}" not in text and "\\sqrt{36 + 36}" in text


def test_realistic_csv_draft_hides_row():
    draft = ("### Step 1\nMidpoint $= \\left(\\frac{-5+3}{2}, \\frac{5+7}{2}\\right)$.\n\n### Result table\n"
             "```csv\nx,y\n-1,6\n```\n\n**Final Answer**\n\\boxed{(-1,6)}")
    s = summarize_draft(draft, domain="math", problem=MID)
    text = s.text
    assert "-1,6" not in text


ARRIVE = ("A train leaves at 9:30 and travels 4 hours 45 minutes. At what time does it arrive? Give the time as a "
          "4-digit number in 24-hour format.")
WORK = "Ann works 45 minutes before lunch and 90 minutes after it. How many minutes does she work in total?"


@pytest.mark.parametrize("text,form", [
    ("It arrives at a quarter past two in the afternoon (14:15).", "14:15"),
    ("Adding 4:45 to the departure gives **2:15 p.m.**", "2:15 p.m."),
])
def test_time_of_day_answer_as_clock_reads(text, form):
    assert form in _read(text, "1415", ARRIVE)


def test_time_of_day_givens_and_intermediates_stay():
    assert _read("It leaves at 9:30; four hours later it is 13:30, then 45 more minutes.", "1415", ARRIVE) == []


@pytest.mark.parametrize("text,form", [
    ("If we start at noon we finish at 2:15 pm.", "2:15 pm"),
    ("Say she begins at 3 pm: she is done by 5:15 pm.", "5:15 pm"),
])
def test_duration_as_end_time_from_stated_start_reads(text, form):
    assert form in _read(text, "135", WORK)


@pytest.mark.parametrize("text", [
    "Starting at noon, lunch ends at 12:45 pm.",
    "Start at 9 am; after the first part it is 9:45 am.",
])
def test_end_times_of_other_durations_stay(text):
    assert _read(text, "135", WORK) == []


def test_duration_from_first_time_past_intermediate_reads():
    draft = ("### Step 1: Timeline\nStart at 9 am. The first part ends at 9:45 am.\n\n### Step 2\n"
             "The second part ends at 11:15 am.\n\n**Final Answer**\n\\boxed{135}")
    s = summarize_draft(draft, domain="math", problem=WORK)
    assert "11:15" not in s.text and "9:45" in s.text


def test_end_time_given_by_problem_stays_on_a_12_hour_clock():
    p = "A film starts at 7:45 pm and ends at 10:15 pm. How long is it in minutes?"
    assert _read("From 7:45 to 9:45 is 2 hours. From 9:45 to 10:15 is another 30 minutes.", "150", p) == []
