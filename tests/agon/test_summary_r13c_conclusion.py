"""Round 13 (r13c): the conclusion's own clauses and the work before it (``agon.conclusion_extent``).

(a) What continues a hidden statement of the answer belongs to the conclusion: a clause of the same sentence with no
relation or operation of its own that refers back to it (a relative clause, an apposition, "i.e. ..."), and the lines
of the same paragraph that give a tuple answer's other components (before or after the hidden one). (b) A step of work
before the result stays outside, even in the same display: the final derivation's right side still to evaluate
(``\\frac{550}{4}``, ``\\binom{6}{1}``) when a later unit states the result. Drafts written for this test (fresh13
v21, v09, v15 and vp06 are the dev examples; these use other problems, wording and notation)."""
from agon_mcore.agon.summary import summarize_draft

CONCL = "[hidden: the conclusion and final answer]"


def summ(draft, problem):
    return summarize_draft(draft, domain="math", problem=problem).text


# --- (a) a clause that continues the hidden statement


def test_relative_clause_restating_in_another_form_joins():
    s = summ("### Step 1: Count positions\nThe first slot has 4 choices, then 3, then 2, then 1.\n\n"
             "So the number of orders is $4 \\cdot 3 \\cdot 2 \\cdot 1$, which is just 4!, as expected for permutations."
             "\n\n**Final Answer**\n\\boxed{24}", "How many ways can 4 different books be arranged in a row?")
    assert "4!" not in s and s.count(CONCL) == 1
    assert "The first slot has 4 choices, then 3, then 2, then 1." in s


def test_ie_apposition_after_an_abbreviation_joins():
    s = summ("Doubling ten times: 2, 4, 8, ..., 512, 1024.\n\n"
             "So $2^{10}$ comes out as 1024, i.e. 1K in computing units, a handy fact.\n\n\\boxed{1024}",
             "What is $2^{10}$?")
    assert "1K" not in s and s.count(CONCL) == 1
    assert "Doubling ten times" in s


def test_tuple_next_component_line_joins():
    s = summ("We need $r = \\sqrt{x^2 + y^2}$.\n\n$$r = \\sqrt{(-2)^2 + 0^2}$$\n\nThe point is on the negative $x$-axis."
             "\n\nTherefore the distance is\nr = 2\nwith angle\nθ = π\n\n\\boxed{(2, \\pi)}",
             "Convert the point $(-2, 0)$ in rectangular coordinates to polar coordinates $(r, \\theta)$ with $r > 0$ "
             "and $0 \\le \\theta < 2\\pi$.")
    assert "θ = π" not in s and "r = 2" not in s
    assert "$$r = \\sqrt{(-2)^2 + 0^2}$$" in s and "negative $x$-axis" in s


def test_tuple_earlier_component_lines_join():
    s = summ("Complete the square: $y = (x - 3)^2 + 2$.\n\nThe vertex has\nh = 3\nand\nk = 2\n\n**Final Answer**\n"
             "\\boxed{(3, 2)}", "Find the vertex $(h, k)$ of the parabola $y = x^2 - 6x + 11$.")
    assert "h = 3" not in s and "k = 2" not in s
    assert "$y = (x - 3)^2 + 2$" in s
    s = summ("Adding the equations: $2x = 8$.\n\nSo\nx = 4\nand then\ny = 3\n\n**Final Answer**\n\\boxed{(4, 3)}",
             "Solve the system x + y = 7, x - y = 1. Give (x, y).")
    assert "x = 4" not in s and "y = 3" not in s and "$2x = 8$" in s


# --- (b) a step of work before the result


def test_binomial_step_stays_before_a_closing_sentence():
    s = summ("Picking 7 of the 8 people is the same as picking the single person left out, so\n"
             "$$\\binom{8}{7} = \\binom{8}{1}.$$\n\nThere are as many committees as there are people to leave out.\n\n"
             "\\boxed{8}", "In how many ways can a committee of 7 be chosen from 8 people?")
    assert "$$\\binom{8}{7} = \\binom{8}{1}.$$" in s
    assert "There are as many committees" not in s and s.count(CONCL) == 1


def test_chain_step_leaves_the_display_when_the_result_follows():
    s = summ("Distance is rate times time:\n$$d = 50 \\cdot 2\\tfrac{1}{4} = 50 \\cdot \\frac{9}{4} = \\frac{450}{4}.$$\n\n"
             "That is 112.5 km. As a mixed number:\n\n\\boxed{112 \\frac{1}{2}}",
             "A cyclist rides at 50 km per hour for 2 1/4 hours. How far does she ride, in km?")
    assert "50 \\cdot \\frac{9}{4} = " in s and "112.5" not in s
    head, _, tail = s.partition(CONCL)
    assert head.count("$$") == 2  # the conclusion starts after the display, not inside it


# --- must stay


def test_must_stay_a_relation_clause_between_pieces():
    s = summ("$36 = 2^2 \\cdot 3^2$. The count is $(2+1)(2+1) = 9$, where $2 + 1 = 3$ for each prime, and listing "
             "$1, 2, 3, 4, 6, 9, 12, 18, 36$ agrees.\n\n\\boxed{9}", "How many positive divisors does 36 have?")
    assert "where $2 + 1 = 3$ for each prime" in s and "$36 = 2^2 \\cdot 3^2$" in s


def test_must_stay_component_in_an_earlier_paragraph_and_interval_endpoint():
    s = summ("Add 2 to both sides: $3x > 15$.\nThe boundary is\nx = 5\nand values above it work, so the solution is "
             "$x > 5$.\n\n\\boxed{(5, \\infty)}", "Solve $3x - 2 > 13$.")
    assert "x = 5" in s and "$3x > 15$" in s  # an interval's endpoint is no component
    s = summ("There are 9 marbles, 3 red. So the probability is 3/9.\n\nSimplify: \\boxed{\\frac{1}{3}}",
             "A bag has 3 red and 6 blue marbles. What is the probability of drawing red?")
    assert "3/9" not in s  # stated after an answer phrase: the result, no step


def test_must_stay_value_written_out_is_the_result():
    s = summ("Every term is a function of $y$. Then $x^2 - 2x - 18 = 0$, whose roots are $x = 1 + \\sqrt{19}$ and "
             "$x = 1 - \\sqrt{19}$, both real.\n\n\\boxed{1 \\pm \\sqrt{19}}", "Find the real roots of $x^2 - 2x - 18 = 0$.")
    assert "\\sqrt{19}" not in s and "$x^2 - 2x - 18 = 0$" in s
