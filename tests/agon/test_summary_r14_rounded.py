"""The value a problem takes the floor, ceiling or nearest integer of, written out, states the answer.

Kind: "the greatest integer less than x", "round to the nearest whole number", "the ceiling of ...": a decimal of
that value in the draft gives the answer with no work left (``13535.9997`` for 13535). Read by value in
``agon.asked_value.rounded_object_spans`` (the reader; the summary hides it through ``agon.reader_closed``); the
function the problem asks decides (a floor is not a rounding), a given decimal and decimals a unit or more away stay.
"""
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def test_floor_value_written_out_is_hidden():
    p = "Find the greatest integer less than $(\\sqrt{7} + \\sqrt{5})^6$."
    d = ("### Step 1\nWith $a = \\sqrt7 + \\sqrt5$, $b = \\sqrt7 - \\sqrt5$: $a^6 + b^6 = 13536$ and $0 < b^6 < 1$.\n\n"
         "**Verification**\nNumerically $\\sqrt7 + \\sqrt5 \\approx 4.88187$ and $4.88187^6 \\approx 13535.9997$.\n\n"
         "**Final Answer**\n$$\\boxed{13535}$$")
    text = summarize_draft(d, domain="math", problem=p).text
    assert "13535.9997" not in text and "a^6 + b^6 = 13536" in text and "4.88187" in text
    assert answer_readable("the sixth power is about 13,535.99", "13535", problem=p)


def test_nearest_integer_and_ceiling_read_by_their_own_function():
    p = "A recipe needs $\\frac{22}{3}$ cups. Rounded to the nearest whole number, how many cups is that?"
    assert answer_readable("That is about 7.33 cups.", "7", problem=p)
    assert not answer_readable("That is about 7.6 cups.", "7", problem=p)  # rounds to 8
    p2 = "What is the least integer greater than $\\frac{31}{5}$?"
    assert answer_readable("Since 31/5 = 6.2, we go up.", "7", problem=p2)
    assert not answer_readable("Since 31/5 = 6.2, we go up.", "6", problem=p2)


def test_decimals_that_are_no_object_stay():
    p = "Find the greatest integer less than $10.5 \\cdot 2.3$."
    assert not answer_readable("First $10.5 \\cdot 2 = 21$.", "24", problem=p)  # the given 10.5
    assert not answer_readable("The speed was 3.5 m/s.", "24", problem=p)
    assert not answer_readable("We need 24.9 here.", "24", problem="How many boxes fit on the shelf?")  # no floor asked
