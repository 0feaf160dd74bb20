"""A base conversion's given keeps its own digits however the draft marks their base, and the decimal value a
conversion into another base passes through is a step (``agon.asked_value.conversion_spans``); the answer's own
digits stay hidden."""
from agon_mcore.agon.asked_value import _literal
from agon_mcore.agon.summary import summarize_draft


def _summary(draft: str, problem: str) -> str:
    return summarize_draft(draft, domain="math", problem=problem).text


def test_base_marks_are_one_form():
    assert _literal("555_{10}") == _literal("$555$") == "555"
    assert _literal("4210_{\\text{five}}") == _literal("4210_{(5)}") == _literal("4210_5") == "4210_5"
    assert _literal("1011_{2}") == "1011_2"
    assert _literal("x_{n}") == "x_{n}"  # a subscript that names no base is left alone


def test_given_with_base_ten_mark_stays_bare():
    problem = "Convert $345_{10}$ to base 7."
    draft = ("The powers of 7 are 1, 7, 49, 343. Since $343 \\le 345 < 2401$, the number has four digits.\n\n"
             "$345 = 1 \\cdot 343 + 2$, and $2 = 0 \\cdot 49 + 0 \\cdot 7 + 2$.\n\n"
             "So the digits are 1, 0, 0, 2.\n\n$\\boxed{1002_7}$")
    out = _summary(draft, problem)
    assert "$345 = 1 \\cdot 343 + 2$" in out and "345 < 2401" in out
    assert "1002" not in out


def test_given_written_in_words_base_mark():
    problem = "What is $222_{10}$ in base 6?"
    draft = ("We need powers of 6: 6, 36, 216.\n"
             "222 - 216 = 6, so 222 = 1·216 + 0·36 + 1·6 + 0.\n"
             "Answer: \\boxed{1010_6}")
    out = _summary(draft, problem)
    assert "222 - 216 = 6" in out and "222 = 1·216" in out
    assert "1010" not in out


def test_decimal_value_between_two_other_bases_is_a_step():
    problem = "Express $1221_3$ in base 4."
    draft = ("First to base 10: $1221_3 = 27 + 2 \\cdot 9 + 2 \\cdot 3 + 1 = 52$.\n\n"
             "Then $52 = 3 \\cdot 16 + 4 = 3 \\cdot 16 + 1 \\cdot 4 + 0$, so the base-4 digits are read off.\n\n"
             "$\\boxed{310_4}$")
    out = _summary(draft, problem)
    assert "= 52$" in out and "$52 = 3 \\cdot 16" in out
    assert "310" not in out


def test_answer_digits_in_another_mark_still_hidden():
    problem = "Convert $100_{10}$ to base 3."
    draft = ("$100 = 81 + 18 + 1 = 1 \\cdot 81 + 0 \\cdot 27 + 2 \\cdot 9 + 0 \\cdot 3 + 1$.\n\n"
             "Reading the digits gives $10201_{\\text{three}}$.\n\n$\\boxed{10201_3}$")
    out = _summary(draft, problem)
    assert "10201" not in out
    assert "$100 = 81 + 18 + 1" in out
