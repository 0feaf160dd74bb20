"""The conclusion read by sentences and answers compared as values.

Self-written inputs, two a kind, of the kinds a sentence-level conclusion and value comparison make
fail as a whole: the verdict restated in words in the conclusion's own sentence or in a closing
sentence that opens with a conclusion word; "k in n" odds; a matrix written out row by row; an
equation answer in another arrangement (and its right side alone is not the answer)."""
import pytest

from agon_mcore.agon.answer_forms import parse_answer
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import CONCLUSION_PLACEHOLDER, summarize_draft


def _summary(problem, draft):
    s = summarize_draft(draft, domain="math", problem=problem)
    assert s.text.endswith(CONCLUSION_PLACEHOLDER), s.text
    return s.text


# ----------------------------------------------------------------------------- the verdict in words

@pytest.mark.parametrize("problem,draft,gone,keep", [
    # the clauses before the conclusion in its sentence that only name known values restate it in words: they
    # join it (a clause before "so ..." is its premise and stays: see the next test)
    ("Is 221 prime? Answer Yes or No.",
     "Trial division: $221 = 13 \\times 17$.\n\nThat factorisation is proper, 221 has a divisor besides 1 and itself; "
     "it is not a prime.\n\n$\\boxed{\\text{No}}$", "221 has a divisor", ["221 = 13 \\times 17", "That factorisation is proper"]),
    ("How many lattice points (x, y) lie on both 2x + 2y = 8 and x + y = 4?",
     "Halving the first equation gives the second, so they are one line: each of its points is shared, "
     "and there are infinitely many.\n\n$\\boxed{\\infty}$", "each of its points is shared", ["Halving the first equation"]),
])
def test_clauses_restating_the_conclusion_in_its_sentence_join_it(problem, draft, gone, keep):
    text = _summary(problem, draft)
    assert gone not in text, text
    for k in keep:
        assert k in text, (k, text)


@pytest.mark.parametrize("problem,draft,gone,keep", [
    # a closing sentence opened by a conclusion word is the verdict, whatever it names beside it
    ("How many real x satisfy x^2 + 4 = 0?",
     "Here $x^2 = -4$, and a real square is never negative.\n\nHence nothing real squares to it; only the imaginary "
     "values $\\pm 2i$ do.\n\n$\\boxed{0}$", "nothing real", ["x^2 = -4", "never negative"]),
    ("Does the sequence 1, 1/2, 1/4, ... have a largest term? Answer Yes or No.",
     "Each term is half the one before, $a_{n+1} = a_n / 2$.\n\nTherefore the first term beats all the others, "
     "the rest shrinking toward 0.\n\n$\\boxed{\\text{Yes}}$", "beats all the others", ["a_{n+1} = a_n / 2"]),
])
def test_a_closing_sentence_opened_by_a_conclusion_word_is_the_conclusion(problem, draft, gone, keep):
    text = _summary(problem, draft)
    assert gone not in text, text
    for k in keep:
        assert k in text, (k, text)


@pytest.mark.parametrize("problem,draft,keep", [
    ("Which x in {1, 2, 3, 4} divide 4? Give the set.",
     "The divisors of 4 among them are 1, 2 and 4, and each of them is a power of 2, so the set is 1, 2, 4.\n\n"
     "$\\boxed{\\{1, 2, 4\\}}$", "each of them is a power of 2"),
    ("Is 97 prime? Answer Yes or No.",
     "No prime up to 9 divides 97, and 9^2 = 81 < 97 < 100 = 10^2, so 97 has no proper divisor.\n\n$\\boxed{\\text{Yes}}$",
     "No prime up to 9 divides 97"),
])
def test_the_premise_of_a_so_clause_stays(problem, draft, keep):
    assert keep in _summary(problem, draft)


def test_an_enumeration_in_the_closing_sentence_stays():
    text = _summary("How many two-digit multiples of 30 are there?",
                    "Multiples of 30 below 100 start at 30.\n\nSo the list is 30, 60, 90.\n\n$\\boxed{3}$")
    assert "30, 60, 90" in text, text


# ----------------------------------------------------------------------------- values compared as values

@pytest.mark.parametrize("problem,draft,answer,gone,keep", [
    ("A bag has 3 red and 9 blue marbles. One is drawn. What is the probability it is red?",
     "There are $3 + 9 = 12$ marbles and 3 of them are red.\n\nThat makes it a 1 in 4 chance.\n\n$\\boxed{\\frac14}$",
     "\\frac14", "1 in 4", ["3 + 9 = 12"]),
    ("A die is rolled. What is the probability of rolling at most 5?",
     "Five of the six faces qualify, 1 through 5.\n\nSo the odds are 5 in 6.\n\n$\\boxed{\\frac{5}{6}}$",
     "\\frac{5}{6}", "5 in 6", ["Five of the six faces"]),
])
def test_k_in_n_odds_are_the_probability(problem, draft, answer, gone, keep):
    assert answer_readable(f"it is {gone} trials", answer)
    text = _summary(problem, draft)
    assert gone not in text and not answer_readable(text, answer, problem=problem), text
    for k in keep:
        assert k in text, (k, text)


@pytest.mark.parametrize("text,answer,readable", [
    ("first row 2, 0 and second row 0, 2", "\\begin{pmatrix} 2 & 0 \\\\ 0 & 2 \\end{pmatrix}", True),
    ("top row 3 1, bottom row 5 2", "\\begin{bmatrix} 3 & 1 \\\\ 5 & 2 \\end{bmatrix}", True),
    ("as a list of lists [[3, 1], [5, 2]]", "\\begin{bmatrix} 3 & 1 \\\\ 5 & 2 \\end{bmatrix}", True),
    # the entries in another order, or only some of them, are not the matrix
    ("top row 3 5, bottom row 1 2", "\\begin{bmatrix} 3 & 1 \\\\ 5 & 2 \\end{bmatrix}", False),
    ("the diagonal entries are 2 and 2", "\\begin{pmatrix} 2 & 0 \\\\ 0 & 2 \\end{pmatrix}", False),
])
def test_a_matrix_is_read_row_by_row(text, answer, readable):
    assert answer_readable(text, answer) is readable


def test_a_matrix_written_out_before_the_box_joins_the_conclusion():
    text = _summary("Compute 2I for the 2 by 2 identity matrix I.",
                    "Doubling each entry of I: the diagonal entries become 2 and the others stay 0. Written out, first "
                    "row 2, 0 and second row 0, 2.\n\n$\\boxed{\\begin{pmatrix} 2 & 0 \\\\ 0 & 2 \\end{pmatrix}}$")
    assert "first row" not in text and "Doubling each entry of I" in text, text


@pytest.mark.parametrize("problem,draft,answer,gone,keep", [
    ("Find the line through (0, 1) with slope 2, in the form y = mx + b.",
     "The intercept is 1 and the slope is 2. Moved to one side, the line reads $2x - y + 1 = 0$.\n\n$\\boxed{y = 2x + 1}$",
     "y = 2x + 1", "2x - y + 1 = 0", ["The intercept is 1"]),
    ("Find the circle with centre (0, 0) through (3, 4), as x^2 + y^2 = r^2.",
     "The radius is $\\sqrt{9 + 16} = 5$. In general form: $x^2 + y^2 - 25 = 0$.\n\n$\\boxed{x^2 + y^2 = 25}$",
     "x^2 + y^2 = 25", "x^2 + y^2 - 25 = 0", ["\\sqrt{9 + 16}"]),
])
def test_an_equation_answer_in_another_arrangement_is_hidden(problem, draft, answer, gone, keep):
    assert answer_readable(f"${gone}$", answer)
    text = _summary(problem, draft)
    assert gone not in text, text
    for k in keep:
        assert k in text, (k, text)


@pytest.mark.parametrize("answer,not_values", [
    ("(x-1)^2 + (y+2)^2 = 9", [9]),
    ("x^2 + y^2 = 25", [25]),
])
def test_the_right_side_of_an_equation_answer_is_not_the_answer(answer, not_values):
    # only "name = value" answers are read by their right side ("x = 5" is 5; a circle is not 9)
    vals = parse_answer(answer).values
    assert len(vals) == 1 and not any(str(v) == str(n) for v in vals for n in not_values)
    assert not answer_readable("The radius is 5, so $r^2 = 25$.", answer)
    assert parse_answer("x = 5").values[-1] == 5 and parse_answer("f(x) = x^2 + 1").values[-1] is not None


@pytest.mark.parametrize("problem,draft,answer,gone,keep", [
    # an interval answer stated as an inequality on the variable alone, in prose
    ("Find all real x with 3x - 6 > 0, in interval notation.",
     "Add 6 and divide by 3: the condition is that x > 2, nothing more.\n\n$\\boxed{(2, \\infty)}$",
     "(2, \\infty)", "x > 2", ["Add 6 and divide by 3"]),
    ("Solve |x| <= 4 in interval notation.",
     "Here |x| is the distance from 0. It is at most 4 exactly when -4 <= x <= 4.\n\n$\\boxed{[-4, 4]}$",
     "[-4, 4]", "-4 <= x <= 4", ["the distance from 0"]),
])
def test_an_interval_stated_as_an_inequality_in_prose_is_hidden(problem, draft, answer, gone, keep):
    assert answer_readable(gone, answer) and not answer_readable("x - 1 >= 3", answer)
    text = _summary(problem, draft)
    assert gone not in text, text
    for k in keep:
        assert k in text, (k, text)


@pytest.mark.parametrize("problem,draft,answer,gone,keep", [
    # the left side of the final relation is itself the answer in another notation: not work
    ("Write 2/9 + 1/9 as a fraction.",
     "Adding numerators: $\\frac{2 + 1}{9}$. As a decimal that reads 0.3333… $= 0.\\overline{3}$.\n\n$\\boxed{\\frac{1}{3}}$",
     "\\frac{1}{3}", "0.3333", ["\\frac{2 + 1}{9}"]),
    ("Write 5/11 + 2/11 as a fraction.",
     "Adding numerators: $\\frac{5 + 2}{11}$, which is 0.636363... in decimals $= 0.\\overline{63}$.\n\n$\\boxed{\\frac{7}{11}}$",
     "\\frac{7}{11}", "0.6363", ["\\frac{5 + 2}{11}"]),
])
def test_a_repeating_decimal_on_the_left_of_the_final_relation_is_hidden(problem, draft, answer, gone, keep):
    text = _summary(problem, draft)
    assert gone not in text and not answer_readable(text, answer, problem=problem), text
    for k in keep:
        assert k in text, (k, text)


@pytest.mark.parametrize("problem,draft,answer,gone,keep", [
    # the answer as the coefficient of the term the problem asks about, in a shown expansion
    ("What is the coefficient of $x^3$ in $(x + 2)^4$?",
     "Expanding with the binomial theorem,\n$$(x+2)^4 = x^4 + 8x^3 + 24x^2 + 32x + 16.$$\n\n$\\boxed{8}$",
     "8", "8x^3", ["(x+2)^4 = x^4 + ", "24x^2 + 32x + 16"]),
    ("Find the coefficient of $y^{2}$ in $(1 + 3y)^3$.",
     "The expansion is $1 + 9y + 27y^2 + 27y^3$ by the binomial theorem.\n\n$\\boxed{27}$",
     "27", "27y^2", ["1 + 9y + ", "y^2 + 27y^3"]),
])
def test_the_answer_as_the_asked_coefficient_of_an_expansion_is_hidden(problem, draft, answer, gone, keep):
    assert answer_readable(gone, answer, problem=problem)
    text = _summary(problem, draft)
    assert gone not in text and not answer_readable(text, answer, problem=problem), text
    for k in keep:
        assert k in text, (k, text)


# ----------------------------------------------------------------------------- code

@pytest.mark.parametrize("problem,draft,gone,keep", [
    # the program's printed expression written as a LaTeX formula (a floor for integer division)
    ("Given n (1 <= n <= 10^9), print how many multiples of 3 lie in [1, n].",
     "Every third number counts, so the count is $\\left\\lfloor \\frac{n}{3} \\right\\rfloor$; Python does it in one "
     "line.\n\n```python\nn = int(input())\nprint(n // 3)\n```", "\\lfloor", ["Every third number counts"]),
    ("Given n, print the number of odd integers in [1, n].",
     "Half of the numbers, rounded up: that is $\\lfloor (n + 1)/2 \\rfloor$ in integer arithmetic.\n\n"
     "```python\nn = int(input())\nprint((n + 1) // 2)\n```", "(n + 1)/2", ["Half of the numbers, rounded up"]),
])
def test_a_code_drafts_formula_in_latex_is_hidden(problem, draft, gone, keep):
    s = summarize_draft(draft, domain="code", problem=problem)
    assert gone not in s.text and not answer_readable(s.text, s.hidden_answer, "code"), s.text
    for k in keep:
        assert k in s.text, (k, s.text)


@pytest.mark.parametrize("problem,draft,gone,keep", [
    # a shell pipeline that computes by itself is a translation of the program; running the solution is a command
    ("Given a line of words, print the number of distinct words.",
     "Put the words in a set and take its size. In a shell: `tr ' ' '\\n' | sort | uniq | wc -l`.\n\n"
     "```python\nprint(len(set(input().split())))\n```", "sort | uniq", ["Put the words in a set"]),
    ("Given a line of integers, print the largest.",
     "Keep the maximum. A shell version would be `tr ' ' '\\n' | sort -n | tail -1`, and I test mine with "
     "`echo 3 9 2 | python3 sol.py`.\n\n```python\nprint(max(map(int, input().split())))\n```",
     "sort -n", ["Keep the maximum", "`echo 3 9 2 | python3 sol.py`"]),
])
def test_a_shell_pipeline_translation_in_inline_code_is_hidden(problem, draft, gone, keep):
    s = summarize_draft(draft, domain="code", problem=problem)
    assert gone not in s.text and not answer_readable(s.text, s.hidden_answer, "code"), s.text
    assert answer_readable(draft.split("```")[0], s.hidden_answer, "code")
    for k in keep:
        assert k in s.text, (k, s.text)


# ----------------------------------------------------------------------------- work that stays

@pytest.mark.parametrize("problem,draft,keep", [
    # the problem's own expression restated is a given, not the final derivation
    ("Show that 1 + 2 + ... + n = n(n+1)/2 and use it to compute $2 + 4 + 6 + 8$.",
     "Pair the first and last terms: each pair sums to $n + 1$, and there are $n/2$ pairs.\n\nThe sum $2 + 4 + 6 + 8$ "
     "is twice $1 + 2 + 3 + 4$, which has $n = 4$ terms.\n\n$\\boxed{20}$", ["which has $n = 4$ terms"]),
    ("Evaluate $3 \\cdot 4 + 2$.",
     "Multiplication first: the expression $3 \\cdot 4 + 2$ has the product 12 to compute, then we add.\n\n$\\boxed{14}$",
     ["has the product 12 to compute, then we add"]),
    # a count of another noun than the one the problem asks about is a quantity of the work
    ("How many handshakes happen in a trio where everyone shakes hands once with each other?",
     "A trio has 3 people; each shakes 2 hands, and each handshake is counted twice: $\\frac{3 \\cdot 2}{2}$.\n\n$\\boxed{3}$",
     ["A trio has 3 people", "\\frac{3 \\cdot 2}{2}"]),
    ("How many diagonals does a square have?",
     "A square has 4 corners and each corner has 2 neighbours, so it sees 1 corner across: $\\frac{4 \\cdot 1}{2}$.\n\n"
     "$\\boxed{2}$", ["each corner has 2 neighbours", "\\frac{4 \\cdot 1}{2}"]),
    # what follows a case label is the case, not a result
    ("In how many ways can you pay 6 cents with 1-cent and 5-cent coins?",
     "Case 1: no nickel, six pennies. Case 2: one nickel and one penny. Nothing else fits.\n\n$\\boxed{2}$",
     ["Case 2: one nickel"]),
    ("How many ways can 3 cents be paid with 1-cent and 2-cent coins?",
     "Step 1: three pennies. Step 2: one two-cent coin plus a penny. No other mix works.\n\n$\\boxed{2}$",
     ["Step 2: one two-cent coin"]),
    # the last step left unevaluated, its numbers stated in the same sentence, or a division still to do
    ("A \\$80 jacket is taxed at 5%. What does it cost in dollars?",
     "The tax is 5% of 80, that is $0.05 \\times 80 = 4$, and the price with tax is $80 + 4$.\n\n$\\boxed{84}$",
     ["$80 + 4$"]),
    ("How many handshakes happen when 4 people each shake hands with every other person once?",
     "There are 4 people and each shakes 3 hands, so $4 \\cdot 3 = 12$ half-handshakes, halved: $\\frac{12}{2}$.\n\n"
     "$\\boxed{6}$", ["\\frac{12}{2}"]),
    # a draft whose only sentence states the answer as a premise keeps its other premises
    ("A fair die is rolled twice. Given the first roll is a 6, what is the probability the second roll is even?",
     "The rolls do not influence each other, and an even face comes up with probability 1/2 on any roll.\n\n"
     "$\\boxed{\\frac{1}{2}}$", ["The rolls do not influence each other"]),
    ("Two fair coins are tossed. Given the first is tails, what is the probability that the second is tails?",
     "Knowing the first coin tells nothing about the second, and the second is tails with probability 1/2.\n\n"
     "$\\boxed{\\frac{1}{2}}$", ["Knowing the first coin tells nothing about the second"]),
])
def test_work_and_premises_stay(problem, draft, keep):
    text = _summary(problem, draft)
    for k in keep:
        assert k in text, (k, text)


@pytest.mark.parametrize("problem,draft,keep,gone", [
    # the prose before a one-liner stays; the one-liner goes
    ("Given n and n integers, print their product modulo 998244353.",
     "Easy: the whole solution is print(reduce(lambda x, y: x * y % 998244353, map(int, data[1:]), 1)) after reading.\n\n"
     "```python\nfrom functools import reduce\ndata = open(0).read().split()\nprint(reduce(lambda x, y: x * y % 998244353, "
     "map(int, data[1:]), 1))\n```", ["Easy:"], "reduce(lambda"),
    ("Given a string, print it reversed.",
     "Slicing does it; in one go: s = input(); print(s[::-1]) and nothing more.\n\n```python\ns = input()\nprint(s[::-1])\n```",
     ["Slicing does it"], "s[::-1]"),
])
def test_prose_before_a_one_liner_stays(problem, draft, keep, gone):
    s = summarize_draft(draft, domain="code", problem=problem)
    assert gone not in s.text, s.text
    for k in keep:
        assert k in s.text, (k, s.text)


@pytest.mark.parametrize("block", [
    "```bash\npython3 gen.py > big.txt\ntime python3 sol.py < big.txt\n```",
    "```sh\n$ g++ -O2 -o sol sol.cpp\n$ ./sol < in1.txt\n```",
])
def test_commands_that_run_or_time_the_solution_stay(block):
    draft = (f"I timed it on the largest input:\n\n{block}\n\nIt runs in 0.3 s.\n\n"
             "```python\nn = int(input())\nprint(n * (n + 1) // 2)\n```")
    s = summarize_draft(draft, domain="code", problem="Given n, print 1 + 2 + ... + n.")
    assert block in s.text and "n * (n + 1)" not in s.text, s.text


def test_a_heredoc_or_a_computing_command_block_is_still_hidden():
    for block in ["```bash\ncat > sol.py <<'EOF'\nn = int(input())\nprint(n * (n + 1) // 2)\nEOF\npython3 sol.py < in.txt\n```",
                  "```bash\necho 5 | python3 -c \"n = int(input()); print(n * (n + 1) // 2)\"\n```"]:
        draft = f"Checked:\n\n{block}\n\n```python\nn = int(input())\nprint(n * (n + 1) // 2)\n```"
        s = summarize_draft(draft, domain="code", problem="Given n, print 1 + 2 + ... + n.")
        assert "n * (n + 1)" not in s.text, s.text


@pytest.mark.parametrize("problem,draft,answer,gone,keep", [
    # a symbolic answer as a plain-text formula outside math
    ("Find g(x) if g(x + 2) = x^2 + 8x + 12.",
     "Put t = x + 2, so x = t − 2 and g(t) = (t − 2)^2 + 8(t − 2) + 12. Thus g(x) = x² + 4x.\n\n\\boxed{x^2 + 4x}",
     "x^2 + 4x", "x² + 4x", ["Put t = x + 2"]),
    ("Give the plane z = 2x + y - 3 in the form z = ax + by + c.",
     "The coefficients are read off directly. Moved to one side, the plane is 2x + y − z − 3 = 0.\n\n\\boxed{z = 2x + y - 3}",
     "z = 2x + y - 3", "2x + y − z − 3 = 0", ["The coefficients are read off directly"]),
])
def test_a_plain_text_formula_equal_to_the_answer_is_hidden(problem, draft, answer, gone, keep):
    assert answer_readable(gone, answer)
    text = _summary(problem, draft)
    assert gone not in text, text
    for k in keep:
        assert k in text, (k, text)


@pytest.mark.parametrize("problem,draft,gone,keep", [
    # the closing clause that restates the result in other words or units, with no operation of its own
    ("How many minutes does it take to cycle 3 km at 12 km/h?",
     "Time is distance over speed: 3 / 12 of an hour, which is a quarter of an hour.\n\n\\boxed{15}",
     "a quarter of an hour", ["3 / 12 of an hour"]),
    ("A film starts at 6:20 and ends at 7:30. How many minutes long is it?",
     "From 6:20 to 7:20 is one hour, and 7:20 to 7:30 is 10 more minutes: 1 hour 10 minutes in all.\n\n\\boxed{70}",
     "1 hour 10 minutes in all", ["7:20 to 7:30 is 10 more minutes"]),
    # a verdict word is the conclusion itself, not a derived result whose left side is work
    ("Is 2^7 - 1 = 127 a prime number? Answer Yes or No.",
     "No prime up to 11 divides 127, since 11^2 = 121 and 13^2 = 169 > 127, so 127 is prime, which makes the claim "
     "true.\n\n\\boxed{\\text{Yes}}", "127 is prime", ["13^2 = 169 > 127"]),
    ("Is 91 a prime number? Answer Yes or No.",
     "Try 7: 7 · 13 = 91, so 91 is not prime and the answer is no.\n\n\\boxed{\\text{No}}", "91 is not prime", ["7 · 13 = 91"]),
])
def test_a_closing_restatement_in_words_or_units_joins_the_conclusion(problem, draft, gone, keep):
    text = _summary(problem, draft)
    assert gone not in text, text
    for k in keep:
        assert k in text, (k, text)


@pytest.mark.parametrize("text,answer,readable", [
    # a CJK fraction "b分之a" is a over b
    ("所以概率是八分之三.", "\\frac{3}{8}", True),
    ("答案是十二分之五", "\\frac{5}{12}", True),
    ("八分之三", "\\frac{5}{8}", False),
    # an angle in radians where the answer is in degrees
    ("each turn is 2π/5 radians", "72", True),
    ("the angle is $\\frac{\\pi}{3}$ radians", "60", True),
    ("π/2 rad", "45", False),
])
def test_cjk_fractions_and_radians_for_degrees_are_values(text, answer, readable):
    assert answer_readable(text, answer) is readable


@pytest.mark.parametrize("problem,draft,gone,keep", [
    ("Three fair coins are tossed. What is the probability of no heads?",
     "Only TTT qualifies, out of 2^3 outcomes. 所以概率是八分之一.\n\n\\boxed{\\frac{1}{8}}", "八分之一", ["Only TTT qualifies"]),
    ("What is each interior angle of an equilateral triangle, in degrees?",
     "The three angles are equal and add up to half a turn, so each is a third of it: π/3 radians.\n\n\\boxed{60}",
     "π/3 radians", ["add up to half a turn"]),
])
def test_a_cjk_fraction_or_radians_before_the_box_are_hidden(problem, draft, gone, keep):
    text = _summary(problem, draft)
    assert gone not in text, text
    for k in keep:
        assert k in text, (k, text)
