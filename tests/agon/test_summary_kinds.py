"""The summarizer and the reader on the kinds a red team found open: numbers in other languages
and scripts, derived values, restatements before the final step, checks after it, programs split
or restated as formulae, choices by place or elimination, and the over-hiding kinds (a root equal
to the count, "one" as a pronoun, a clause after the result). Two or more inputs of each kind,
written for these tests (none is a red-team case)."""
import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import CODE_PLACEHOLDER, summarize_draft

# (kind, problem, draft, answer, texts that must stay)
LEAKS = [
    # numbers in other languages and scripts
    ("italian", "A crate has 4 rows of 9 pears. How many pears?",
     "We have 4 rows with 9 pears each; in italiano fanno trentasei pere.\n\n\\boxed{36}", "36", ["4 rows with 9 pears"]),
    ("portuguese", "A crate has 4 rows of 9 pears. How many pears?",
     "Four rows of nine. Em português: trinta e seis peras.\n\n\\boxed{36}", "36", ["Four rows of nine"]),
    ("german", "How many legs do 5 spiders have?", "Each spider has 8 legs, zusammen vierzig Beine.\n\n\\boxed{40}", "40",
     ["Each spider has 8 legs"]),
    ("roman", "How many days have 5 weeks?", "Five weeks of 7 days make XXXV days.\n\n\\boxed{35}", "35", ["Five weeks of 7 days"]),
    ("roman in latex", "How many days have 5 weeks?", "Counting days: $\\mathrm{XXXV}$.\n\nWeeks have 7 days.\n\n\\boxed{35}",
     "35", ["Weeks have 7 days."]),
    ("korean", "How many days have 5 weeks?", "5 × 7 = 삼십오 (in Korean).\n\n\\boxed{35}", "35", ["5 × 7 = "]),
    ("keycap digits", "How many days have 5 weeks?", "Days: 3️⃣5️⃣\n\nMultiply weeks by 7.\n\n\\boxed{35}", "35", ["Multiply weeks by 7."]),
    ("digits spelled", "How many days have 5 weeks?", "Read digit by digit the count is three-five.\n\n\\boxed{35}", "35", []),
    ("digits by place", "How many days have 5 weeks?", "The tens digit is 3 and the units digit is 5.\n\n\\boxed{35}", "35", []),
    # derived values: the work left in words or symbols where the answer stands
    ("product in words", "A crate has 4 rows of 9 pears. How many pears?",
     "The total is just four times nine, nothing more to do.\n\n\\boxed{36}", "36", []),
    ("difference in words", "How many days have 5 weeks?", "We want three less than thirty-eight, which is the answer.\n\n\\boxed{35}",
     "35", []),
    ("sum in symbols", "A crate has 4 rows of 9 pears. How many pears?", "The answer is $30 + 6$.\n\n\\boxed{36}", "36", []),
    ("quotient in symbols", "Share 72 sweets among 2 children. Sweets each?", "So the result is 72/2 and we stop.\n\n\\boxed{36}",
     "36", []),
    ("fraction in words", "A class has 5 pupils, 2 wear glasses. What fraction wears glasses?",
     "Two out of every five pupils wear them.\n\n\\boxed{\\frac{2}{5}}", "\\frac{2}{5}", []),
    ("decimal in words", "A class has 5 pupils, 2 wear glasses. What fraction wears glasses?",
     "That is zero point four of the class.\n\n\\boxed{\\frac{2}{5}}", "\\frac{2}{5}", []),
    ("percent in words", "A class has 5 pupils, 2 wear glasses. What fraction wears glasses?",
     "Forty percent of them wear glasses.\n\n\\boxed{\\frac{2}{5}}", "\\frac{2}{5}", []),
    ("root in words", "Find the diagonal of a square of side 1, times sqrt(3)/sqrt(2).",
     "That simplifies to the square root of three.\n\n\\boxed{\\sqrt{3}}", "\\sqrt{3}", []),
    ("± pair in words", "Solve y^2 = 16.", "y is four or negative four.\n\n\\boxed{\\pm 4}", "\\pm 4", []),
    ("range in words", "Solve |t - 4| <= 3.", "All t from 1 up to 7 work, endpoints included.\n\n\\boxed{[1,7]}", "[1,7]", []),
    ("scale suffix", "Sell 50 books at 40 dollars. Revenue?", "Revenue is 2k dollars.\n\n\\boxed{2000}", "2000", []),
    ("ratio", "A box has 7 balls, 2 are red. What fraction is red?", "Red to total is in the ratio 2:7.\n\n\\boxed{\\frac{2}{7}}",
     "\\frac{2}{7}", []),
    ("base in words", "Write 5 + 8.", "In base two the sum is 1101 (base two).\n\n\\boxed{13}", "13", []),
    # restatements before the final step
    ("title", "A crate has 4 rows of 9 pears. How many pears?",
     "## Pears: 36\n\nWe multiply the 4 rows by the 9 pears in each row.\n\n\\boxed{36}", "36", ["We multiply the 4 rows"]),
    ("bold title", "A crate has 4 rows of 9 pears. How many pears?",
     "**In short — 36 pears.**\n\nMultiply rows by pears per row.\n\n\\boxed{36}", "36", ["Multiply rows by pears per row."]),
    ("quote", "A crate has 4 rows of 9 pears. How many pears?",
     "> Note: the crate holds 36 pears.\n\nNow the detail: 4 rows, 9 each.\n\n\\boxed{36}", "36", ["4 rows, 9 each"]),
    ("html comment", "A crate has 4 rows of 9 pears. How many pears?",
     "<!-- 36 -->Multiply rows and columns.\n\n\\boxed{36}", "36", []),  # one sentence: all of it restates
    ("hedge", "A crate has 4 rows of 9 pears. How many pears?",
     "It is 35 or 36; 35 is odd, so it cannot be 4 times 9.\n\n\\boxed{36}", "36", []),
    ("table row", "A crate has 4 rows of 9 pears. How many pears?",
     "| step | value |\n|---|---|\n| 4 × 9 | 36 |\n\nDone.\n\n\\boxed{36}", "36", ["| 4 × 9 |"]),
    # checks after the last step
    ("check by division", "A crate has 4 rows of 9 pears. How many pears?",
     "Multiply: 4 · 9. Check: 36 / 4 = 9, as it should.\n\n\\boxed{36}", "36", ["Multiply: 4 · 9."]),
    ("check by subtraction", "What is 19 + 17?", "Add the tens and the ones of 19 and 17. Check: 36 - 17 = 19.\n\n\\boxed{36}", "36",
     ["Add the tens and the ones"]),
    # multiple choice by place, by elimination, in other languages
    ("ordinal choice", "Which is a square? (A) 5 (B) 9 (C) 11 (D) 13", "Since 9 = 3^2, the second option.\n\n\\boxed{B}", "B", []),
    ("option number", "Which is a square? (A) 5 (B) 9 (C) 11 (D) 13", "Only 9 is a square, so it is option two.\n\n\\boxed{B}", "B", []),
    ("elimination", "Which is a square? (A) 5 (B) 9 (C) 11 (D) 13", "Rule out A, C and D: none is a square.\n\n\\boxed{B}", "B", []),
    ("elimination by reasons", "Which is even? (A) 3 (B) 5 (C) 7 (D) 8", "A is odd, B is odd, C is odd: all wrong.\n\n\\boxed{D}", "D", []),
    ("choice by its value", "Which is even? (A) 3 (B) 5 (C) 7 (D) 8", "3, 5 and 7 are odd, leaving 8.\n\n\\boxed{D}", "D",
     ["3, 5 and 7 are odd"]),
    ("choice by its value, chosen", "Which is a square? (A) 5 (B) 9 (C) 11 (D) 13", "We pick 9, the only square.\n\n\\boxed{B}", "B", []),
    ("choice in french", "Which is even? (A) 3 (B) 5 (C) 7 (D) 8", "Les autres sont impairs; la réponse est D.\n\n\\boxed{D}", "D", []),
]

P_SQ = "Read n and print the sum of the first n odd numbers."
PROG_SQ = "n = int(input())\nprint(n * n)\n"
P_TRI = "Read n and print n(n+1)/2."
PROG_TRI = "n = int(input())\nprint(n * (n + 1) // 2)\n"
CODE_LEAKS = [
    ("split across fences", P_TRI, "Read it:\n```python\nn = int(input())\n```\nThen:\n```python\nprint(n * (n + 1) // 2)\n```",
     ["Read it:"]),
    ("split across fences, other names", P_SQ, "First:\n```python\nk = int(input())\n```\nNext:\n```python\nprint(k * k)\n```",
     ["First:"]),
    ("formula in latex", P_TRI, "The closed form is $\\frac{n(n+1)}{2}$.\n\n```python\n" + PROG_TRI + "```", ["The closed form is"]),
    ("formula in plain text", P_TRI, "Plan:\n1. read n\n2. output n(n+1)/2\n\n```python\n" + PROG_TRI + "```", ["1. read n"]),
    ("text-tagged program", P_SQ, "Slow check:\n```text\nn = int(input())\nprint(sum(2*i+1 for i in range(n)))\n```\n\n```python\n"
     + PROG_SQ + "```", ["Slow check:"]),
]

# over-hiding: (kind, problem, draft, texts that must stay)
KEEPS = [
    ("root equal to the count", "How many real solutions has t^2 = 9?",
     "Square roots give t = 3 or t = -3. Both are real.\n\nTherefore there are 2 solutions... no: t = ±3, so 2 real roots.\n\n\\boxed{2}",
     ["t = 3 or t = -3"]),
    ("root equal to the count, words", "How many integers n satisfy n^2 = 4?",
     "Then n = 2 or n = -2, i.e. n is 2 or -2.\n\nSo the number of integers is 2.\n\n\\boxed{2}", ["n = 2 or n = -2"]),
    ("one as a pronoun", "How many primes are there between 4 and 6?",
     "The only one that works is 5, and one sees 4 and 6 are even.\n\nSo the count is 1.\n\n\\boxed{1}",
     ["The only one that works is 5", "one sees 4 and 6 are even"]),
    ("one as a pronoun, a candidate", "How many perfect squares lie between 10 and 20?",
     "Check each one: 16 is one of them, since 4^2 = 16.\n\nThus exactly one.\n\n\\boxed{1}", ["16 is one of them", "4^2 = 16"]),
    ("clause after the result", "Solve a + b = 14, a - b = 4. Give a.", "Adding: 2a = 18, so a = 9, and b = 5.\n\n\\boxed{9}",
     ["2a = 18", "b = 5"]),
    ("clause after the result, words", "Solve p + q = 12, p - q = 2. Give p.",
     "Adding gives 2p = 14, thus p = 7, while q = 5 follows.\n\n\\boxed{7}", ["2p = 14", "q = 5"]),
    ("chain in the conclusion", "Find 3^5 mod 4.", "3^2 = 9 ≡ 1 (mod 4). So 3^5 = 3^4 · 3 ≡ 1 · 3 = 3.\n\n\\boxed{3}",
     ["3^4 · 3"]),
    ("an operation on a given", "Solve 4x + 3 = 23.", "Subtract 3: $4x = 20$. Divide by 4: $x = 5$.\n\n\\boxed{5}",
     ["Subtract 3", "Divide by 4", "$4x = 20$"]),
]


@pytest.mark.parametrize("kind,problem,draft,answer,keep", LEAKS, ids=[c[0] for c in LEAKS])
def test_restatement_hidden_reasoning_kept(kind, problem, draft, answer, keep):
    assert answer_readable(draft, answer, problem=problem)
    s = summarize_draft(draft, domain="math", problem=problem)
    assert s.hidden_answer == answer
    # no statement of the answer left; a check that keeps its value as an operand ("36 - 17 = 19") is
    # work to the summarizer and counted by the leak metric's upper bound (count_work=True)
    assert not answer_readable(s.text, answer, problem=problem, count_work=False), s.text
    for k in keep:
        assert k in s.text, (k, s.text)


@pytest.mark.parametrize("kind,problem,draft,keep", CODE_LEAKS, ids=[c[0] for c in CODE_LEAKS])
def test_program_restated_is_hidden(kind, problem, draft, keep):
    s = summarize_draft(draft, domain="code", problem=problem)
    assert s.had_answer and CODE_PLACEHOLDER in s.text
    assert answer_readable(draft.replace(s.hidden_answer, ""), s.hidden_answer, "code") or kind.startswith("split")
    assert not answer_readable(s.text, s.hidden_answer, "code"), s.text
    assert "int(input())" not in s.text
    for k in keep:
        assert k in s.text, (k, s.text)


@pytest.mark.parametrize("kind,problem,draft,keep", KEEPS, ids=[c[0] for c in KEEPS])
def test_values_equal_to_the_answer_that_are_not_it_stay(kind, problem, draft, keep):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert s.had_answer
    for k in keep:
        assert k in s.text, (k, s.text)


@pytest.mark.parametrize("text,answer,readable", [
    ("cuarenta y dos", "42", True),
    ("die Antwort ist zweiundvierzig", "42", True),
    ("We got MMXXIV in the end.", "2024", True),
    ("six times seven", "42", False),  # work, not in answer position
    ("The total is six times seven.", "42", True),
    ("six times seven is 42", "41", False),
    ("once more we try", "11", False),  # "once" is English
    ("due to the symmetry", "2", False),
    ("I think so", "1", False),  # a pronoun, not a Roman numeral
    ("at 9:30 we leave", "\\frac{3}{10}", False),  # a time, not a ratio
    ("Points A, B and C are not collinear.", "D", True),  # elimination reads what is left: an upper bound
])
def test_reader_forms(text, answer, readable):
    assert answer_readable(text, answer) is readable
