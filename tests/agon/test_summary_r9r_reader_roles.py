"""The reader decides by value role (agon_mcore.agon.answer_forms.reader_roles): r9r's own attacks, by kind.

Each kind: a value in a work role is not read as the answer; the same value in answer position still is."""
from agon_mcore.agon.leak import answer_readable


def R(text, answer, problem):
    return answer_readable(text, answer, "math", problem=problem)


# kind: arithmetic still to do (a symbolic expression kept as the last step), even where a phrase names it

def test_unevaluated_product_in_answer_position_is_work():
    p = "A hall has 17 rows with 3 chairs each. How many chairs are there?"
    assert not R("### Step 2\nThe total is $17 \\cdot 3$.", "51", p)
    assert R("### Step 2\nChairs in all: $51$.", "51", p)


def test_unevaluated_binomial_and_whole_division_are_work():
    p = "In how many ways can a committee of 3 be chosen from 8 people?"
    assert not R("Order does not matter, so the count is $\\dbinom{8}{3} = \\frac{336}{6}$.", "56", p)
    assert R("Order does not matter, so the count is $\\dbinom{8}{3} = 56$.", "56", p)


def test_number_notations_are_no_arithmetic():
    p = "Light travels for a while. How far, in km?"
    assert R("The distance is $1.5 \\times 10^{3}$ km.", "1500", p)
    assert R("**Final Answer:** $2\\tfrac{1}{4}$ cups", "\\frac{9}{4}", "Half of 4.5 cups?")


# kind: a line label in any numerals

def test_labels_in_roman_and_words_are_work():
    p = "Solve for $y$: $3y = 12$."
    assert not R("**Stage 4:** divide both sides by 3.\n\n[hidden]", "4", p)
    assert not R("Part III. Check the sign.\nPart IV. Divide.", "3", "What is $9 / 3$? Show parts.")


def test_label_word_then_value_in_answer_position_reads():
    p = "Solve for $y$: $3y = 12$."
    assert R("**Stage 2:** so y = 4.", "4", p)


# kind: a part of a formula (exponent, coefficient) where the problem asks for no part

def test_exponent_and_coefficient_of_a_formula_are_work():
    p = "A sphere has radius 2. What is the ratio of its volume to that of a radius-1 sphere? Give a number."
    assert not R("Using $V = \\frac{4}{3}\\pi r^3$, the volume grows like $r^3$.", "3", "What is 9 divided by 3?")
    assert not R("The area of a triangle is $A = \\frac{1}{2}bh$, with $b = 6$.", "\\frac{1}{2}", p)


def test_exponent_reads_where_the_problem_asks_a_degree():
    assert R("Its leading term is $x^5$.", "5", "What is the degree of $(x^2+1)(x^3-2)$?")


# kind: a root of an equation whose solutions the problem counts

def test_roots_of_a_counted_equation_are_work():
    p = "How many real roots does $x^2 - 5x + 6 = 0$ have?"
    assert not R("Factor: $(x - 2)(x - 3) = 0$, so $x = 2$ or $x = 3$.", "2", p)
    assert not R("### Step 1\nThe roots are $x = 3$ and $x = 2$.", "2", p)


def test_the_count_itself_still_reads():
    p = "How many real roots does $x^2 - 5x + 6 = 0$ have?"
    assert R("So there are 2 real roots.", "2", p)


# kind: a list element: work, unless the list continues known values with a new one or the problem asks its place

def test_list_elements_are_work():
    p = "How many positive divisors does 12 have?"
    assert not R("The divisors are 1, 2, 3, 4, 6, 12.", "6", p)
    assert not R("Primes below 20: 2, 3, 5, 7, 11, 13, 17, 19.", "8", "How many primes are below 20?")


def test_list_continuing_known_values_or_at_the_asked_place_reads():
    assert R("Adding 4 each time: 3, 7, 11, 15, 19, 23.", "19", "Find the next term: 3, 7, 11, 15, ...")
    assert R("In order: 2, 4, 6, 8 is the one.", "8", "What is the 4th positive even number?")


# kind: a factor of a decomposition equal to an asked count

def test_factor_equal_to_an_asked_count_is_work():
    p = "How many positive divisors does 36 have?"
    assert not R("Write $36 = 4 \\cdot 9 = 2^2 \\cdot 3^2$; the exponents are 2 and 2.", "9", p)
    assert not R("We have 20 - 12 = 8 left over.", "12", "How many eggs did she use?")


def test_factor_asked_as_such_still_reads():
    assert R("Indeed $91 = 7 \\cdot 13$.", "7", "What is the smallest prime factor of 91?")


def test_enumeration_ending_in_the_asked_term_reads():
    assert R("Listing the terms: 2, 6, 18, 54, 162, 486.", "486", "What is the 6th term of the sequence 2, 6, 18, ...?")
    assert R("Term by term the values are 1, 3, 6, 10, 15, 21.", "21", "Compute $T_6$, the sixth triangular number.")
    # in a counted list the last element is an element, not the count
    assert not R("The odd numbers below 12: 1, 3, 5, 7, 9, 11.", "11", "How many odd numbers are below 12? (miscounted)")


# kind: a tuple's components stated one by one as the results of consecutive steps (bullets, clauses), in order

def test_components_as_results_of_consecutive_steps_read():
    p = "Find the center of the circle through the diameter endpoints (2, -3) and (8, 5)."
    t = "### Step 1\n- **Center, first coordinate:** $\\frac{2 + 8}{2} = 5$;\n- **Center, second coordinate:** $\\frac{-3 + 5}{2} = 1$.\n"
    assert R(t, "(5, 1)", p)
    p2 = "Solve the system $x + y = 7$, $x - y = 1$. Give $(x, y)$."
    assert R("Adding the equations, 2x = 8 so x = 8/2 = 4 and then y = 7 - 4 = 3.", "(4, 3)", p2)


def test_components_as_results_in_another_order_or_apart_are_work():
    p = "Solve the system $x + y = 7$, $x - y = 1$. Give $(x, y)$."
    assert not R("Check the sums: 5 - 2 = 3 and 2 + 2 = 4.", "(4, 3)", p)  # unnamed and reversed: the pair (3, 4)
    assert R("First y = 7 - 4 = 3, and x = 3 + 1 = 4.", "(4, 3)", p)  # named: each component by its name
    assert not R("Check: 2 + 2 = 4. Then 9 - 7 = 2 and 1 + 1 = 2, finally 1 + 2 = 3.", "(4, 3)", p)  # a result between them


# kind: a numeral's digits written in words with their places (another base)

def test_place_value_words_read():
    assert R("$[hidden]$: that is six sixteens and three ones.", "63_{16}", "Write 99 in base 16.")
    assert R("In base 5 the number is two twenty-fives, one five and four ones.", "214_5", "Convert 59 to base 5.")


def test_words_that_are_no_place_values_are_work():
    assert not R("She bought five apples and two pears.", "52_8", "What is $6_8 \\cdot 7_8$ in base 8?")
    assert not R("Use two eights and three ones as the check.", "52_8", "What is $6_8 \\cdot 7_8$ in base 8?")


# kind: the asked quantity assigned by its own name, even where its value is a given of the problem

def test_asked_quantity_assigned_reads_even_when_given():
    p = "In right triangle $ABC$, $\\sin A = 3\\cos A$. What is $\\tan A$?"
    assert R("Divide both sides by $\\cos A$:\n$$\\frac{\\sin A}{\\cos A} = [hidden] \\quad\\Rightarrow\\quad \\tan A = 3.$$", "3", p)
    p2 = "Let $g(x) = 5$ for every real $x$. Find $g(7)$."
    assert R("### Step 1\nThe function is constant, so $g(7) = 5$ as well.", "5", p2)


def test_given_not_assigned_to_the_asked_quantity_is_work():
    p = "In right triangle $ABC$, $\\sin A = 3\\cos A$. What is $\\tan A$?"
    assert not R("We start from $\\sin A = 3\\cos A$ and divide by $\\cos A$.", "3", p)
    p2 = "Let $g(x) = 5$ for every real $x$. Find $g(7)$."
    assert not R("The rule $g(x) = 5$ ignores its input.", "5", p2)


# kind: emphasis set off around a value is the draft's own marking of its result (answer position)

def test_emphasised_value_reads():
    p = "A shop sells 3 apples on Monday, 4 on Tuesday and 5 on Wednesday. How many apples in all?"
    assert R("| day | apples |\n|---|---|\n| Mon | 3 |\n| Tue | 4 |\n| Wed | 5 |\n| **Sum** | **12** |", "12", p)
    assert R("$$\\text{apples} = 3 + 4 + 5 = \\mathbf{12}$$", "12", p)


def test_bold_label_is_no_emphasised_value():
    p = "A shop sells 3 apples on Monday, 4 on Tuesday and 5 on Wednesday. How many apples in all?"
    assert not R("**Step 12** is not needed; add $3 + 4 + 5$.", "12", p)


# kind: the answer's value used inside a check of it reads (operand, intermediate, operation roles do not apply there)

def test_answer_used_in_a_check_reads():
    p = "Ana bought some pencils at 15 cents each and paid 105 cents. How many pencils did she buy?"
    assert R("**Verification:** 7 pencils × 15 cents = 105 cents.", "7", p)
    assert R("Cross-multiplying back, 7 · 15 = 105 ✓", "7", p)


def test_a_value_in_forward_work_is_not_a_check():
    p = "Crista has 20 plants; 4 need 1/2 cup and 8 need 1 cup, the rest 1/4 cup. How many cups a day?"
    assert not R("4 + 8 = 12 plants are accounted for, so the rest is 20 - 12 = 8 plants.", "12", p)


# kind: a count of the asked noun in other words ("210 paths") is no count of another noun

def test_count_of_the_asked_noun_reads():
    assert R("**Result — 210 paths**", "210", "How many shortest lattice paths lead from (0,0) to (6,4)?")
    assert R("Together with $z = 0$ that gives seven solutions.", "7", "How many solutions does $z^5 = \\bar z$ have?")


def test_count_of_another_noun_is_work():
    assert not R("A pentagon has 5 vertices and 5 sides.", "5", "How many diagonals does a convex pentagon have?")
