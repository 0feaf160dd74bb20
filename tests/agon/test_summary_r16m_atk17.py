"""Kinds found by the atk17 black-box attack on the merged round 16 (inputs written here, not atk17's):
an intermediate result in the problem's count slot, a percentage answer stated as its share in words, "one ... in N"
with "one" as the part's determiner, and names that state the asked count (``answer_forms.count_names``)."""
from agon_mcore.agon.answer_forms.count_names import COUNT_NAMES, count_name_mentions
from agon_mcore.agon.answer_forms import parse_answer
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def _summary(draft: str, problem: str) -> str:
    return summarize_draft(draft, domain="math", problem=problem).text


# ------------------------------------------------------------------ an intermediate result in the count slot stays

def test_intermediate_in_asked_unit_stays_when_later_work_uses_it():
    problem = "A tank holds 12 liters. Ana pours out a quarter of it and then twice that amount more. How many liters are left?"
    draft = ("A quarter of 12 is 12 ÷ 4 = 3 liters.\n\nTwice that is 2 × 3 = 6 liters.\n\n"
             "Poured out: 3 + 6 = 9 liters, so 12 − 9 = 3 liters remain.\n\n\\boxed{3}")
    out = _summary(draft, problem)
    assert "12 ÷ 4 = 3 liters" in out and "2 × 3 = 6" in out
    assert not answer_readable(out, "3", problem=problem)


def test_intermediate_in_asked_unit_chatty():
    problem = "Tom reads 15 pages on Monday and a third as many on Tuesday. How many more pages did he read on Monday than on Tuesday?"
    draft = ("Hmm, a third of 15 pages... that's 15/3 = 5 pages on Tuesday. Okay and then the gap is 15 - 5.\n\n"
             "So he read 10 more pages on Monday.\n\n\\boxed{10}")
    out = _summary(draft, problem)
    assert "15/3 = 5 pages" in out
    assert "10 more" not in out


def test_count_slot_statement_still_read():
    problem = "How many liters are left in the tank?"
    assert answer_readable("So there are 3 liters left.", "3", problem=problem)


# ------------------------------------------------------------------ a percentage answer stated as its share

def test_percentage_share_as_part_of_a_whole_is_read():
    problem = "Of the 30 students in a class, 6 walk to school. What percentage of the students walk to school?"
    assert answer_readable("That is one student in five.", "20", problem=problem)
    assert answer_readable("So 1 out of every 5 students walks.", "20", problem=problem)
    assert answer_readable("That is 0.2 of the class.", "20", problem=problem)


def test_percentage_share_unreduced_and_other_values_stay():
    problem = "Of the 30 students in a class, 6 walk to school. What percentage of the students walk to school?"
    assert not answer_readable("6 out of 30 students walk.", "20", problem=problem)  # the problem's own numbers, to reduce
    assert not answer_readable("That is one student in four.", "20", problem=problem)
    draft = "6 of the 30 students walk: 6/30 of the class, one student in five.\n\nAs a percentage: 20%.\n\n\\boxed{20}"
    out = _summary(draft, problem)
    assert "one student in five" not in out and "20%" not in out
    assert "6 of the 30 students walk" in out


# ------------------------------------------------------------------ "one" as the part's determiner

def test_one_as_determiner_of_a_part_of_a_whole():
    problem = "A fair die is rolled. What is the probability that the result is a multiple of 3?"
    assert answer_readable("It lands on a multiple of 3 one roll in three.", "\\frac{1}{3}", problem=problem)
    assert answer_readable("We expect this about one time out of every three.", "\\frac{1}{3}", problem=problem)


def test_one_as_pronoun_or_other_fraction_stays():
    problem = "A fair die is rolled. What is the probability that the result is a multiple of 3?"
    assert not answer_readable("Exactly one of the three pairs works.", "\\frac{1}{3}", problem=problem)
    assert not answer_readable("It happens one time in six.", "\\frac{1}{3}", problem=problem)


# ------------------------------------------------------------------ names that state the asked count

def test_generated_names():
    assert COUNT_NAMES["sides"]["octagon"] == 8 and COUNT_NAMES["sides"]["hendecagon"] == 11
    assert COUNT_NAMES["faces"]["icosahedron"] == 20 and COUNT_NAMES["degree"]["quintic"] == 5


def test_polygon_name_states_the_asked_side_count():
    problem = "The interior angles of a convex polygon sum to $1440^\\circ$. How many sides does it have?"
    draft = ("$(n-2) \\cdot 180 = 1440$, so $n - 2 = 8$.\n\nSo the polygon is a decagon, the regular one has "
             "$144^\\circ$ angles.\n\n$\\boxed{10}$")
    out = _summary(draft, problem)
    assert "decagon" not in out
    assert "$(n-2) \\cdot 180 = 1440$" in out
    assert answer_readable("a 10-gon", "10", problem=problem)


def test_degree_name_and_polyhedron_name():
    problem = "What is the degree of the polynomial $p(x) = (x^2+1)(x^3-2)$?"
    assert answer_readable("Multiplying a quadratic by a cubic gives a quintic.", "5", problem=problem)
    faces = "A convex solid has 12 vertices and 30 edges. How many faces does it have?"
    assert answer_readable("By Euler, it is an icosahedron.", "20", problem=faces)


def test_names_that_are_work_stay():
    sides = "The interior angles of a convex polygon sum to $540^\\circ$. How many sides does it have?"
    assert not answer_readable("Cut it into triangles from one vertex.", "3", problem=sides)  # a plural: other objects
    area = "A regular octagon has side 2. What is its area?"
    assert count_name_mentions("The octagon splits into 8 triangles.", parse_answer("8").values, area) == []  # not asked
    given = "A hexagon is cut along a diagonal. How many sides does the larger piece have, at most?"
    assert not answer_readable("Each piece of the hexagon keeps some of its sides.", "6", problem=given)  # the given
