"""The reader by value generation: number words of any language (num2words), and the answer's value as an
operand or subexpression of a numeric relation (the leak metric's upper bound). Self-written inputs."""
import pytest
import sympy

from agon_mcore.agon.answer_forms.languages import language_mentions, renderings
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

LANGUAGE = [
    ("polish", "Dwadzieścia sposobów, jak w tabeli.", "20"),
    ("polish without accents", "wychodzi dwadziescia par", "20"),
    ("turkish spaced", "Sonuç: on sekiz öğrenci kaldı.", "18"),
    ("turkish joined", "toplam onsekiz elma", "18"),
    ("german", "Es bleiben genau siebenunddreißig Kugeln übrig.", "37"),
    ("german capitals", "ACHTZEHN Schüler", "18"),
    ("spanish", "En total son veinticinco caminos.", "25"),
    ("spanish with a connector", "quedan cuarenta y dos", "42"),
    ("french hyphen or space", "il reste dix huit billes", "18"),
    ("russian", "Получается двадцать способов.", "20"),
    ("ordinal german", "Es ist der achtzehnte Tag.", "18"),
    ("ordinal italian", "Arriva ventesimo nella gara.", "20"),
    ("decimal in words", "das sind zwei Komma fünf Meter", "2.5"),
    ("negative", "la température est moins douze", "-12"),
]


@pytest.mark.parametrize("kind,text,answer", LANGUAGE, ids=[k for k, _, _ in LANGUAGE])
def test_number_words_of_any_language_are_read(kind, text, answer):
    assert answer_readable(text, answer), (kind, text)
    assert answer_readable(text, answer, count_work=False)  # a statement, not work


NOT_READ = [
    ("part of a longer number", "Sonuç: on sekiz öğrenci kaldı.", "8"),
    ("part of a longer number, spanish", "son treinta y dos", "30"),
    ("turkish 'on' is an English word", "Based on the table, we add the rows.", "10"),
    ("danish 'to' is an English word", "We need to check it, then add.", "2"),
    ("spanish 'once' is an English word", "Apply the rule once more.", "11"),
    ("french 'cent' is an English word", "Not one cent is left.", "100"),
    ("inside a longer word", "Im Jahr achtzehnhundert", "18"),
    ("another value", "Dwadzieścia jeden sposobów", "20"),
]


@pytest.mark.parametrize("kind,text,answer", NOT_READ, ids=[k for k, _, _ in NOT_READ])
def test_common_words_and_parts_of_numbers_are_not_read(kind, text, answer):
    assert not answer_readable(text, answer), (kind, text)


def test_a_given_in_words_of_another_language_is_not_the_answer():
    problem = "W klasie jest 20 osób i 4 ławki. Ile osób siedzi przy jednej ławce?"
    assert answer_readable("Mamy dwadzieścia osób w klasie i liczymy dalej.", "20")
    assert not answer_readable("Mamy dwadzieścia osób w klasie i liczymy dalej.", "20", problem=problem)


def test_renderings_cover_the_languages_and_are_normalised():
    r = renderings("18")
    assert "onsekiz" in r and "tr" in r["onsekiz"]
    assert "osiemnascie" in r and "pl" in r["osiemnascie"]  # accents dropped on both sides
    assert "achtzehn" in r and "dixhuit" in r
    assert not any(k in r for k in ("on", "eighteen"))  # no 2-letter words, English is words.py's
    ms = language_mentions("Kızlar on sekiz, erkekler 12", [sympy.Integer(18)])
    assert [(m.start, m.end) for m in ms] == [(7, 15)]


def test_the_summarizer_hides_number_words_of_another_language():
    problem = "In einer Klasse sind 30 Kinder, 40% davon Jungen. Wie viele Mädchen?"
    draft = "Jungen: 30 · 0.4 = 12. Mädchen sind also achtzehn, zusammen 30.\n\n\\boxed{18}"
    s = summarize_draft(draft, domain="math", problem=problem)
    assert "achtzehn" not in s.text and "30 · 0.4" in s.text, s.text
    assert not answer_readable(s.text, "18", problem=problem), s.text


OPERANDS = [
    ("operand of a check", "Sanity check with a 7th person: 15 + 6 = 21, consistent.", "15", None),
    ("operand of a check, LaTeX", r"Check: $3 \cdot 12 - 7 = 29$ as required.", "12", "Solve 3x - 7 = 29."),
    ("factor of a larger multiple", "The next common multiple would be 120 = 2 · 60.", "60", None),
    ("base of a witness", "7² = 49 fits under 50, while 8² = 64 does not.", "7", None),
    ("witness, plain power", "9^2 = 81 < 90 but 10^2 = 100 > 90", "9", None),
    ("subexpression, LaTeX", r"Check the simplified form: $(\sqrt2 \cdot 5)^2 = 2 \cdot 25 = 50$.", r"5\sqrt{2}", None),
    ("subexpression, plain", "Squaring back: (2√3)² = 4 · 3 = 12.", r"2\sqrt{3}", None),
    ("a fraction operand", r"Check: $\frac{3}{4} + \frac{1}{4} = 1$.", r"\frac{3}{4}", None),
    ("an asked exponent in a decomposition", "243 = 3 · 81 = 3^5", "5", "Find n such that 3^n = 243."),
    ("a factor of a decomposed given", "Indeed 91 = 7·13.", "7", "What is the smallest prime factor of 91?"),
    ("an asked exponent, plain", "Check: 2^7 = 128, matches.", "7", "Solve 2^k = 128."),
]


@pytest.mark.parametrize("kind,text,answer,problem", OPERANDS, ids=[k for k, *_ in OPERANDS])
def test_the_answer_value_in_a_check_counts_for_the_metric(kind, text, answer, problem):
    assert answer_readable(text, answer, problem=problem), (kind, text)
    # round 15 (r15b): a check of the answer by structure (a given on the far side of a product or power, or marked true
    # with the answer plugged into the problem's numbers) is a statement too (answer_forms.check_roles)
    checks = {"operand of a check, LaTeX", "subexpression, LaTeX", "an asked exponent in a decomposition",
              "a factor of a decomposed given", "an asked exponent, plain"}
    assert answer_readable(text, answer, problem=problem, count_work=False) == (kind in checks), (kind, text)


OPERAND_NOT_READ = [
    ("arithmetic still to do", "$6 + 6 = $ the apples", "12", None),
    ("other numbers", "3 \\times 4 = 12 marbles in rows", "3", "A box holds 3 rows of 4 marbles."),
    ("a given used in a check", "12 · 2 = 24 eggs in two boxes", "12", "A box holds 12 eggs. How many eggs in a dozen boxes?"),
    ("a fraction is one number", "x = 7/2 + 1 = 9/2.", "2", None),
    ("the negation", "b = -5 < 0 and -5 · 2 = -10", "5", None),
    ("work in symbols", "(x - 2)(x + 3) = 0", "2", None),
    ("one is no operand", "3^4 = 81 = 80 + 1", "1", None),
    ("a number of the problem, in an exponent", "Since 2^3 = 8 ≡ 1 (mod 7)", "2", "Find the remainder when 2^{10} is divided by 7."),
]


@pytest.mark.parametrize("kind,text,answer,problem", OPERAND_NOT_READ, ids=[k for k, *_ in OPERAND_NOT_READ])
def test_values_that_are_not_the_answer_operand_are_not_read(kind, text, answer, problem):
    assert not answer_readable(text, answer, problem=problem), (kind, text)


EXISTS = "Is there a positive integer n for which n^2 + n + 41 is composite? Answer Yes or No."


@pytest.mark.parametrize("text,problem,read", [
    ("Take n = 40: 1600 + 40 + 41 = 1681 = 41², composite.", EXISTS, True),
    ("Try n = 41: 41·43, a composite number.", EXISTS, True),
    ("For n = 1 we get 43, not composite.", EXISTS, False),
    ("We check whether 1681 is composite.", EXISTS, False),
])
def test_a_witness_of_an_existence_question_counts_for_the_metric(text, problem, read):
    assert answer_readable(text, r"\text{Yes}", problem=problem) is read
    assert not answer_readable(text, r"\text{Yes}", problem=problem, count_work=False)
    assert not answer_readable(text, r"\text{No}", problem=problem)


def test_a_subtracted_number_is_an_operand():
    from agon_mcore.agon.answer_forms.operands import operand_mentions

    assert operand_mentions("Check: 8 − 5 = 3 ✓", [sympy.Integer(5)], problem="What number subtracted from 8 leaves 3?")
    assert not operand_mentions("x = −5 < 0", [sympy.Integer(5)])  # a negative literal is no operand 5


def test_renderings_return_for_large_numbers():
    # num2words' Amharic converter never returns on 1234321; it is skipped, and sizes of 10**7 or more are
    # not rendered
    assert renderings("1234321") and "am" not in set().union(*renderings("1234321").values())
    assert renderings("123456789") == {}
    assert answer_readable("It is 1 234 321 in the end.", "1234321")
