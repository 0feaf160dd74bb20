"""Closed expressions, roundings and based numerals read as their value where they stand as a statement (r15a).

Kinds (``agon.answer_forms.closed_values``): a closed expression in a copula slot ("the count is $12^2$"); a literal
notation at the end of a chain (an unreduced fraction, an unsimplified radical); a decimal or percent that rounds to
the answer and is no operand; the answer's digits with another mark of its base. Work with the same value stays: an
unevaluated last step without a copula, an operand, a given, a value in another base than the answer's.
"""
from agon_mcore.agon.leak import answer_readable, reading_spans
from agon_mcore.agon.summary import summarize_draft


def _reads(text, answer, problem=None):
    return [text[s:e] for s, e in reading_spans(text, answer, problem=problem, count_work=False)]


# --- closed expressions in a statement slot ------------------------------------------------------------

def test_closed_expression_after_a_copula_states_its_value():
    p = "How many ways can 9 people be split into a pair and a group of 7?"
    assert "\\dbinom{9}{2}" in _reads("Nicely, that number works out to $\\dbinom{9}{2}$ again.", "36", p)
    assert "4!\\cdot 5" in _reads("Interestingly, the total equals $4!\\cdot 5$ as well.", "120", "How many orders?")
    assert "2^{10}-1" in _reads("Note the count is exactly $2^{10}-1$, one less than a power.", "1023", "How many subsets?")
    assert "3**5" in _reads("Check: the result is 3**5 in Python terms.", "243", "Compute the number of strings.")
    assert not _reads("Each of 5 places has 3 letters, so there are 3**5 strings.", "243", "Compute the number of strings.")


def test_unreduced_fraction_and_radical_state_the_value():
    p = "Two cards are drawn from a deck. What is the probability both are hearts?"
    assert "\\frac{156}{2652}" in _reads("Before we simplify, the probability is $\\frac{156}{2652}$.", "\\frac{1}{17}", p)
    d = "$$AB = \\sqrt{9 + 36} = \\sqrt{45}.$$"
    assert "\\sqrt{45}" in _reads(d, "3\\sqrt{5}", "Find the length of AB.")


def test_unevaluated_last_steps_and_chains_stay_work():
    p = "How many ways can 5 books be arranged with two kept together?"
    assert not answer_readable("### Step 3\n$4! \\cdot 2!$ arrangements.", "48", problem=p, count_work=False)
    assert not answer_readable("$$4! \\cdot 2! = 24 \\cdot 2.$$", "48", problem=p, count_work=False)
    # a ratio of two results the text stated is the last step, still to reduce; a new unreduced value is read
    assert not _reads("Areas: $6 \\cdot 2 = 12$ and $48$. Ratio $12/48$.", "\\frac{1}{4}", "Find the probability.")
    assert _reads("Area $12$ over the whole, so the probability is $12/48$.", "\\frac{1}{4}", "Find the probability.") == ["12/48"]
    assert not _reads("Area $12$ over the whole. So $P = 12/48$; now reduce.", "\\frac{1}{4}", "Find the probability.")
    assert not answer_readable("$1 - \\frac{5}{9}$.", "\\frac{4}{9}", problem="Find the probability.", count_work=False)
    # arithmetic after a copula outside a check or an aside is the last step, still to do
    assert not _reads("A minute is 60 seconds, so the total is 60 × 24 frames.", "1440", "A film runs 24 frames per second.")
    assert not _reads("so the number of factors is (3+1)(1+1).", "8", "How many positive divisors does 54 have?")
    assert not _reads("The new count over the old one is 450 / 150.", "3", "It grew from 150 to 450. By what factor?")
    # an unreduced fraction in the middle of a chain is a step
    assert not _reads("$$\\frac{6}{8} \\cdot \\frac{2}{3} = x$$", "\\frac{3}{4}", "Find x.")


# --- roundings: decimals and percents ------------------------------------------------------------------

def test_percent_and_decimal_roundings_are_read():
    assert "41.7%" in _reads("A simulation gave 41.7% of the trials.", "\\frac{5}{12}", "Find the probability.")
    assert "0.2734375" in _reads("As a decimal it is $0.2734375$, as expected.", "\\frac{35}{128}", "Find the coefficient.")
    assert "0.417" in _reads("$5/12 \\approx 0.417$", "\\frac{5}{12}", "Find the probability.")


def test_roundings_used_as_operands_or_integers_stay():
    p = "Find the probability."
    assert not _reads("Each trial succeeds with $0.417 \\cdot 2$ weight.", "\\frac{5}{12}", p)
    assert not _reads("so the mean is 30.6 minutes", "31", "How many minutes?")  # an integer answer is never a rounding
    assert not _reads("a 41% share", "\\frac{5}{12}", p)  # no place after the point: too coarse
    assert not _reads("The rate 0.25 was given.", "\\frac{1}{4}", "A rate of 0.25 per hour. Find the probability.")


# --- numerals in other base notations ---------------------------------------------------------------------

def test_answer_digits_with_another_mark_of_its_base():
    p = "Express $1358_{10}$ in base 8."
    assert _reads("In Python, `oct(1358)` prints `0o2516`.", "2516_8", p) == ["0o2516"]
    assert _reads("Grouping gave us 2516 (octal), as planned.", "2516_8", p) == ["2516 (octal"]
    assert _reads("In octal that is 2516.", "2516_8", p) == ["2516"]  # bare digits after a word naming the base
    assert _reads("The answer is 2516.", "2516_8", p) == ["2516"]  # its value is the given 1358: read by its digits
    assert not _reads("We counted 2516 steps.", "2516_8", p)
    p5 = "Convert $555_{10}$ to base $5$."
    assert _reads("So $555_{10} = 4210_{(5)}$.", "4210_{5}", p5) == ["4210_{(5)}"]
    assert _reads("that is 4210 in base-five notation", "4210_{5}", p5)


def test_other_bases_and_given_digits_stay():
    p = "Express $1358_{10}$ in base 8."
    assert not _reads("The binary form 0b10101001110 has 11 digits.", "2516_8", p)
    assert not _reads("We wrote 0x2516 by mistake.", "2516_8", p)  # another base's prefix: another value
    assert not _reads("The digits 2516 in base 8 were given.", "2516_8", "Convert 2516 in base 8 to base 10.")


# --- the summary hides what the reader reads -------------------------------------------------------------

def test_summary_hides_closed_forms_and_keeps_the_work():
    p = "How many ways can 4 boys and 3 girls sit in a row if the girls sit together?"
    d = ("### Step 1: Block\nTreat the girls as one block: $5! = 120$ orders.\n\n"
         "### Step 2: Inside\nThe girls can be ordered in $3! = 6$ ways.\n\n"
         "### Step 3: Multiply\n$120 \\cdot 6$ seatings.\n\n"
         "**Verification**\nFunnily enough the count is equal to $6!$, which is less than $7! = 5040$.\n\n"
         "**Final Answer**\n$$\\boxed{720}$$")
    text = summarize_draft(d, domain="math", problem=p).text
    assert "$6!$" not in text and "$120 \\cdot 6$ seatings" in text and "$5! = 120$" in text
    p2 = "Two fair dice are rolled. What is the probability that the sum is at most 4?"
    d2 = ("Count pairs: sums 2, 3, 4 have 1 + 2 + 3 = 6 pairs out of 36.\n\n"
          "Wait, let me check: that is about 16.7% of the rolls, fine.\n\n"
          "So the answer is $\\boxed{\\frac{1}{6}}$.")
    text2 = summarize_draft(d2, domain="math", problem=p2).text
    assert "16.7%" not in text2 and "1 + 2 + 3 = 6" in text2


def test_part_of_a_whole_across_a_math_delimiter():
    p = "Two fair dice are rolled. What is the probability that the product is a multiple of 5?"
    got = _reads("Direct count: $6 + 6 - 1 = 11$ out of 36 pairs.", "\\frac{11}{36}", p)
    assert "11" in got and "36" in got
    assert _reads("Listing them, exactly $7$ out of the 12 outcomes work.", "\\frac{7}{12}", "Find the probability.")
    assert not _reads("Then $3$ out of 12 remain, reduce.", "\\frac{1}{4}", "Find the probability.")  # not lowest terms


def test_gsm_annotation_and_code_string_of_the_digits_are_hidden():
    p = "A bag has 5 red and 3 blue marbles. Two are drawn without replacement. What is the probability both are red?"
    d = ("P(first red) = 5/8, P(second red | first red) = 4/7.\nSo P = 5/8 * 4/7 = <<5/8*4/7=20/56>>20/56.\n"
         "Wait, let me check: 20/56 is about 35.7%, which seems reasonable.\nFinal answer: \\boxed{\\frac{5}{14}}")
    text = summarize_draft(d, domain="math", problem=p).text
    # the check's copy and its percent go; the step's own unreduced result (its reduction still to come) stays
    assert "check: 20/56" not in text and "35.7%" not in text and "P(second red | first red) = 4/7" in text
    assert ">>20/56." in text
    p7 = "Convert $100_{10}$ to base 7."
    assert _reads("Python: `np.base_repr(100, 7)` returns `'202'`.", "202_7", p7) == ["'202'"]
    assert _reads("and int('202', base=7) == 100 holds", "202_7", p7) == ["'202'"]
    assert not _reads("the string '202' was printed", "202_7", p7)  # no base beside it


def test_chatty_aside_restating_the_count_as_arithmetic():
    p = "How many diagonals does a convex decagon have?"
    d = ("Okay so each vertex connects to 7 non-adjacent vertices.\nThat gives 10 * 7 / 2 diagonals.\n"
         "Hmm wait, let me double check with the formula n(n-3)/2 = 10*7/2. Yes.\n"
         "Fun fact: this also equals segments minus sides, i.e. all pairs minus 10, which is 45 - 10.\n\n"
         "**Answer:** \\boxed{35}")
    text = summarize_draft(d, domain="math", problem=p).text
    assert "45 - 10" not in text and "That gives 10 * 7 / 2 diagonals." in text  # the last step stays
