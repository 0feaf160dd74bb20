"""A remark before or after the final result that restates the answer in another form is hidden; read by value.

Kinds (drafts written for this test, in other wordings, problems and notations than the cases that showed them):

* a factorial characterising the result ("it is precisely $5!$"): ``answer_forms.restated_forms`` reads ``n!``
  as its value, ``identity_remark`` lets the reader read it where an adverb of identity names it; a factorial
  evaluated in a counting step of another answer stays;
* a decimal approximation of a closed-form answer with a reciprocal hyperbolic function (``\\coth``, ``\\sech``,
  ``\\csch``), which the LaTeX parser misread (``answer_forms.hyperbolic``); an intermediate's decimal stays;
* a fraction stated as "k of the n" in a result clause ("so altogether 7 of the 9 ..."; ``constituents``); the case
  count of a plain "of" outside a result clause, and a part of another value, stay;
* a negative value in words ("12 meters below sea level", "$40 in the red", "a loss of $7"); a given below zero stays;
* the exact power of a base that divides a number (``10^6 \\mid 25!`` and ``10^7 \\nmid 25!``; ``3^2 \\parallel 72``);
  a bound alone (``2^3 \\mid 48``) and the exact power of another value stay.
"""
import pytest

from agon_mcore.agon.answer_forms.values import latex_value
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

# (problem, draft, answer, the restatement that must go, what must stay)
LEAKS = [
    # factorial
    ("How many ways can 5 runners finish a race with no ties?",
     "The winner can be any of the 5, the runner-up any of the other 4, and so on: $5 \\cdot 4 \\cdot 3 \\cdot 2 \\cdot 1$."
     "\n\n$\\boxed{120}$\n\nSanity check: that is precisely $5!$, as it should be.",
     "120", "$5!$", ["5 \\cdot 4 \\cdot 3 \\cdot 2 \\cdot 1"]),
    ("In how many orders can the letters of MONKEY be written?",
     "All six letters differ, so each order is a permutation: $6 \\cdot 5 \\cdot 4 \\cdot 3 \\cdot 2 \\cdot 1$.\n\n"
     "Fun fact: the count is simply 6!, one for each ordering of six objects.\n\n$\\boxed{720}$",
     "720", "simply 6!", ["6 \\cdot 5 \\cdot 4"]),
    ("Compute $2 + 4 + 6 + 12$.",
     "Add in order: 2 + 4 = 6, then 6 + 6 = 12, then 12 + 12.\n\nRemark: the total is nothing but $4!$.\n\n$\\boxed{24}$",
     "24", "$4!$", ["2 + 4 = 6", "6 + 6 = 12"]),
    # decimal approximation of a hyperbolic closed form
    ("Write $\\frac{e^2+1}{e^2-1}$ with a hyperbolic function.",
     "Divide the top and bottom by $e$: $\\frac{e + e^{-1}}{e - e^{-1}}$, which is cosh over sinh at 1.\n\n"
     "Numerically this is about 1.313.\n\n$\\boxed{\\coth 1}$",
     "\\coth 1", "1.313", ["\\frac{e + e^{-1}}{e - e^{-1}}"]),
    ("Write $\\frac{2}{e + e^{-1}}$ with a hyperbolic function.",
     "Since $\\cosh 1 = \\frac{e + e^{-1}}{2}$, the quantity is the reciprocal of $\\cosh 1$.\n\n"
     "(As a check, it comes to roughly 0.648.)\n\n$\\boxed{\\operatorname{sech}(1)}$",
     "\\operatorname{sech}(1)", "0.648", ["\\cosh 1 = \\frac{e + e^{-1}}{2}"]),
    ("Find $2\\pi\\frac{1 + e^{-2\\pi}}{1 - e^{-2\\pi}}$ in closed form.",
     "Multiply the top and bottom by $e^{\\pi}$: $\\frac{e^{\\pi} + e^{-\\pi}}{e^{\\pi} - e^{-\\pi}}$, a hyperbolic cotangent."
     "\n\nThat is approximately 6.3067.\n\n$\\boxed{2\\pi\\coth(\\pi)}$",
     "2\\pi\\coth(\\pi)", "6.3067", ["Multiply the top and bottom"]),
    # k of the n in a result clause
    ("A box has 4 red, 3 blue and 2 green balls. What fraction of the balls is not green?",
     "There are 4 + 3 + 2 = 9 balls; red and blue together are 4 + 3, so altogether 7 of the 9 balls are not green.\n\n"
     "$\\boxed{\\frac{7}{9}}$",
     "\\frac{7}{9}", "7 of the 9", ["4 + 3 + 2 = 9"]),
    ("Three fair coins are tossed. What is the probability of exactly two heads?",
     "The 8 outcomes are equally likely; HHT, HTH and THH have two heads, so in total 3 of the 8 outcomes qualify.\n\n"
     "$\\boxed{\\frac{3}{8}}$",
     "\\frac{3}{8}", "3 of the 8", ["HHT, HTH and THH"]),
    ("Ann reads $\\frac{1}{4}$ of a book and Ben $\\frac{1}{6}$ of it. What fraction do they read together?",
     "Over 12: $\\frac{3}{12} + \\frac{2}{12}$. Cut the book into 12 parts: Ann takes 3 and Ben 2, so together they read "
     "5 of the 12 parts.\n\n$\\boxed{\\frac{5}{12}}$",
     "\\frac{5}{12}", "5 of the 12", ["\\frac{3}{12} + \\frac{2}{12}"]),
    # a negative value in words
    ("A diver at 4 meters below the surface descends 8 more meters. What is her elevation relative to sea level, in meters?",
     "Start at −4 and go down 8: −4 − 8.\n\nSo she ends up 12 meters below sea level.\n\n$\\boxed{-12}$",
     "-12", "12 meters below sea level", ["−4 − 8"]),
    ("Mia has $25 and spends $65 on credit. What is her balance in dollars?",
     "Balance: 25 − 65. In words, she is $40 in the red after shopping.\n\n$\\boxed{-40}$",
     "-40", "40 in the red", ["25 − 65"]),
    ("A stall buys stock for $30 and sells it for $23. What is its profit in dollars?",
     "Profit = revenue − cost = 23 − 30.\n\nThat's a loss of $7 on the day.\n\n$\\boxed{-7}$",
     "-7", "loss of $7", ["23 − 30"]),
    # the exact power that divides
    ("How many zeros does $25!$ end with?",
     "Count the factors of 5: $\\lfloor 25/5 \\rfloor + \\lfloor 25/25 \\rfloor = 5 + 1$.\n\n"
     "**Summary:** $10^6 \\mid 25!$ and $10^7 \\nmid 25!$.\n\n$\\boxed{6}$",
     "6", "10^6 \\mid 25!", ["5 + 1"]),
    ("What is the largest $k$ such that $2^k$ divides 48?",
     "Halve repeatedly: 48, 24, 12, 6, 3, four halvings.\n\nIn short, $2^4$ divides 48 but $2^5$ does not divide 48.\n\n"
     "$\\boxed{4}$",
     "4", "$2^5$ does not divide", ["48, 24, 12, 6, 3"]),
    ("What is the exponent of 3 in the factorisation of 72?",
     "$72 = 8 \\cdot 9$ and 8 has no factor 3.\n\nPut differently, $3^2 \\parallel 72$.\n\n$\\boxed{2}$",
     "2", "3^2 \\parallel 72", ["72 = 8 \\cdot 9"]),
]

STAYS = [
    # a factorial as a counting step of another answer
    ("In how many ways can 5 books be shelved if two of them must stand together?",
     "Glue the pair into one unit: 4 units give 4! = 24 orders, and the pair has 2 orders inside, so 24 · 2.\n\n"
     "$\\boxed{48}$", "48", ["4! = 24 orders"]),
    # a decimal of an intermediate (the closed form the summation gives is the answer's own value: it goes, as
    # answer_forms.formulas._reducible reads it; the remark before it stays)
    ("Evaluate $\\sum_{n\\in\\mathbb{Z}} \\frac{1}{n^2+1}$.",
     "Since $e^{-2\\pi} \\approx 0.00187$ is tiny, the terms decay fast. Poisson summation gives "
     "$\\pi\\frac{1 + e^{-2\\pi}}{1 - e^{-2\\pi}}$.\n\n"
     "$\\boxed{\\pi\\coth(\\pi)}$", "\\pi\\coth(\\pi)", ["0.00187", "Poisson summation gives"]),
    # k of the n that is not the answer; a case count of a plain "of"
    ("A bag has 2 blue and 3 red marbles. What is the probability of drawing red?",
     "There are 5 marbles and 2 of the 5 marbles are blue, so the rest are red: 5 − 2.\n\n$\\boxed{\\frac{3}{5}}$",
     "\\frac{3}{5}", ["2 of the 5 marbles"]),
    ("A die is rolled. What is the probability of an even number or a 1?",
     "Four of the six faces qualify: 1, 2, 4 and 6. Each face has chance $\\frac16$.\n\n$\\boxed{\\frac{2}{3}}$",
     "\\frac{2}{3}", ["Four of the six faces"]),
    # a given below zero
    ("The temperature is 5 degrees below zero and rises 9 degrees. What is it now, in degrees?",
     "It starts 5 degrees below zero, that is −5, and rises 9: −5 + 9.\n\n$\\boxed{4}$",
     "4", ["5 degrees below zero", "−5 + 9"]),
    # a bound alone; the exact power of another quantity
    ("What is the largest $k$ such that $2^k$ divides 48?",
     "Since $2^3 \\mid 48$ (48 = 8 · 6) and 6 is even, one more halving works: 48 = 16 · 3.\n\n$\\boxed{4}$",
     "4", ["2^3 \\mid 48"]),
    ("How many positive divisors does 100 have?",
     "$5^2 \\mid 100$ but $5^3 \\nmid 100$, and likewise for 2, so $100 = 2^2 \\cdot 5^2$: (2+1)(2+1) divisors.\n\n"
     "$\\boxed{9}$", "9", ["5^3 \\nmid 100", "(2+1)(2+1)"]),
]


@pytest.mark.parametrize("problem,draft,answer,gone,keep", LEAKS)
def test_remark_restating_the_answer_is_hidden(problem, draft, answer, gone, keep):
    text = summarize_draft(draft, domain="math", problem=problem).text
    assert gone not in text, text
    assert not answer_readable(text, answer, problem=problem), text
    for k in keep:
        assert k in text, (k, text)


@pytest.mark.parametrize("problem,draft,answer,gone,keep", LEAKS)
def test_the_reader_reads_the_remark(problem, draft, answer, gone, keep):
    # the restating sentence alone states the answer
    sentence = next(s for s in draft.replace("\n\n", "\n").split("\n") if gone in s)
    assert answer_readable(sentence, answer, problem=problem), sentence


@pytest.mark.parametrize("problem,draft,answer,keep", STAYS)
def test_work_in_these_forms_stays(problem, draft, answer, keep):
    text = summarize_draft(draft, domain="math", problem=problem).text
    for k in keep:
        assert k in text, (k, text)


@pytest.mark.parametrize("latex,expected", [("\\coth(\\pi)", "coth(pi)"), ("\\operatorname{csch} 2", "csch(2)"),
                                             ("\\sech^2 x", "sech(x)**2"), ("\\cot 1 + \\coth 1", None)])
def test_reciprocal_hyperbolic_functions_parse(latex, expected):
    v = latex_value(latex)
    if expected is None:  # both the circular and the hyperbolic command: no substitution is safe
        return
    assert str(v) == expected, v
