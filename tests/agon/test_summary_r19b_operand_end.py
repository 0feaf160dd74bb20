"""Round 19 (r19b): over-hiding by structure and role.

Kinds (inputs written for this round, in other wordings, notations and draft styles than the dev examples):
* a conclusion span that ends on an operand (``agon.operand_end``): a coefficient glued to a variable in math
  (``hence $3y = 9$`` when the answer is 3) or the first term of an expression that goes on (``t = 2 \\pm \\sqrt{3}``
  when the answer is the count 2) is no statement of the answer: the span goes back to its clause or goes;
* the summarizer's own placeholder text ("[hidden: the conclusion and final answer]") is no answer phrase of the
  draft: a value after it is not in answer position for that reason (``answer_forms.compare.in_answer_position``).
Where the answer really is stated ("So $x = 3$", "2 real roots", "n = 4 - and", "10m" in prose) it stays hidden.
"""
from agon_mcore.agon.answer_forms.compare import in_answer_position
from agon_mcore.agon.operand_end import drop_operand_ends
from agon_mcore.agon.summary import summarize_draft

H = "[hidden"
P = "[hidden: the conclusion and final answer]"


def _s(draft, problem, domain="math"):
    return summarize_draft(draft, domain=domain, problem=problem).text


# --- a coefficient is no statement -----------------------------------------------------------------------------

def test_coefficient_after_conclusion_word_stays_step_style():
    out = _s("### Step 1\n$27^3 = (3^3)^3 = 3^9$.\n\n### Step 2\nMatching exponents, hence $3y = 9$.\n\n"
             "**Final answer:** $\\boxed{3}$", "Solve for $y$: $3^{3y} = 27^3$.")
    assert "hence $3y = 9$" in out
    assert "\\boxed" not in out


def test_centre_of_pm_pair_stays_count_in_words_hidden():
    out = _s("Discriminant: $16 - 4 = 12$, positive, therefore two distinct roots, namely $t = 2 \\pm \\sqrt{3}$.\n\n$\\boxed{2}$",
             "How many real roots does $t^2 - 4t + 1 = 0$ have?")
    assert "$t = 2 \\pm \\sqrt{3}$" in out
    assert "two distinct" not in out and "\\boxed" not in out


def test_drop_operand_ends_unit():
    vis = "so $2x = 4$."
    assert drop_operand_ends(vis, [(0, 5, P)], ["2"], P) == []  # "so $2": nothing stated before the coefficient
    vis = "so two roots, $y = 2 \\pm 1$."
    (s, e, _), = drop_operand_ends(vis, [(0, 20, P)], ["2"], P)
    assert vis[s:e] == "so two roots"
    vis = "so x = 2."  # a value stated alone: unchanged
    assert drop_operand_ends(vis, [(0, 8, P)], ["2"], P) == [(0, 8, P)]
    assert drop_operand_ends(vis, [(0, 8, "[hidden]")], ["2"], "[other]") == [(0, 8, "[hidden]")]


# --- where it is stated, it stays hidden -----------------------------------------------------------------------

def test_stated_answers_stay_hidden():
    out = _s("Subtract 1: $2x = 6$. So $x = 3$.\n\n$\\boxed{3}$", "Solve $2x + 1 = 7$ for $x$.")
    assert "x = 3" not in out and "2x = 6" in out
    out = _s("Discriminant $16 - 4 = 12 > 0$, so the equation has 2 real roots.\n\n$\\boxed{2}$",
             "How many real roots does $t^2 - 4t + 1 = 0$ have?")
    assert "2 real roots" not in out
    out = _s("Divide by 5, so n = 4 - and that checks: 5·4 = 20.\n\n$\\boxed{4}$", "Find $n$ if $5n = 20$.")
    assert "n = 4" not in out
    out = _s("At 45 degrees height equals shadow, so the height is 10m.\n\n$\\boxed{10}$",
             "How tall is the pole, in metres, if its shadow is 10 m at 45 degrees?")
    assert "10m" not in out


# --- the placeholder is no answer phrase ----------------------------------------------------------------------

def test_placeholder_is_no_answer_phrase():
    t = "Discriminant $20 > 0$, " + P + ", $y = 2 \\pm \\sqrt{5}$."
    i = t.index("2 \\pm")
    assert not in_answer_position(t, i, i + 1)
    t = "Hence " + P + " and the total is 7."  # a phrase of the draft's own after it still counts
    assert in_answer_position(t, t.index("7"), t.index("7") + 1)
    t = "The answer is 5."
    assert in_answer_position(t, 14, 15)


# --- a clause that sets out known operands is work -------------------------------------------------------------

def test_known_operands_clause_stays_chatty():
    out = _s("Hmm, okay. The top is $\\sqrt{49} = 7$ and the bottom is just 0.5. So we are dividing 7 by 0.5, which doubles "
             "it to 14.\n\n$\\boxed{14}$", "What is $\\frac{\\sqrt{49}}{0.5}$?")
    assert "So we are dividing 7 by 0.5," in out
    assert "14" not in out and "doubles" not in out


def test_known_operands_clause_stays_labelled_lines():
    out = _s("Numerator: $\\sqrt{20.25} = 4.5$.\nDenominator: $1.2 + 0.3 = 1.5$.\nTherefore we compare 4.5 with 1.5, a factor "
             "of 3.\n\n$\\boxed{3}$", "Evaluate $\\frac{\\sqrt{20.25}}{1.2 + 0.3}$.")
    assert "Therefore we compare 4.5 with 1.5," in out and "$\\sqrt{20.25} = 4.5$" in out
    assert "factor of 3" not in out


def test_known_operands_with_the_answer_stays_hidden():
    out = _s("$\\sqrt{2.25} = 1.5$ and $1.5 / 0.3 = 5$. So the ratio is 5, from 1.5 and 0.3.\n\n$\\boxed{5}$",
             "Simplify $\\frac{\\sqrt{2.25}}{0.3}$.")
    assert "ratio is 5" not in out and "= 5$" not in out


def test_names_operands_and_known_operands_units():
    from fractions import Fraction as F

    from agon_mcore.agon.operand_end import known_operands, names_operands
    assert names_operands("So the expression compares 2.4 to 0.2, ", ["12"])
    assert not names_operands("So the expression is 12, ", ["12"])  # the answer stated
    assert not names_operands("so it is 2.4, ", ["12"])  # one value: no operands set out
    c = "the expression compares 2.4 to 0.2, "
    assert known_operands([F(12, 5), F(1, 5)], [F(12, 5), F(1, 5)], [F(12)], c)
    assert not known_operands([F(12, 5), F(12)], [F(12, 5), F(12)], [F(12)], c)
    assert not known_operands([F(12, 5), F(7)], [F(12, 5)], [F(12)], c)  # a new value: may compose a result
    assert not known_operands([F(12, 5), F(1, 5)], [F(12, 5), F(1, 5)], [], c)
    assert not known_operands([F(2), F(-3)], [F(2), F(-3)], [F(1, 8)], "which is $2^{-3}$")  # joined: one value


def test_known_numbers_joined_into_the_answer_stay_hidden():
    # "which is $3^{-2}$": two numbers already on the page, joined by a power into the answer 1/9
    out = _s("The ratio halves each time after a square: $\\frac{1}{3} \\cdot \\frac{1}{3} = \\frac{3}{27}$, "
             "which is $3^{-2}$.\n\n$\\boxed{\\frac{1}{9}}$", "What is $\\left(\\frac{1}{3}\\right)^2$? Use $-2$ and 3 if needed.")
    assert "3^{-2}" not in out


def test_scaled_numeral_is_one_value_stays_hidden():
    from fractions import Fraction as F

    from agon_mcore.agon.operand_end import known_operands
    assert not known_operands([F(26), F(1000)], [F(26), F(1000)], [F(26000)], "so it should be about 26 thousand-ish")
    assert not known_operands([F(3), F(1000000)], [F(3), F(1000000)], [F(3000000)], "hence roughly 3 million")
    assert known_operands([F(7), F(1, 2)], [F(7), F(1, 2)], [F(14)], "we are dividing 7 by 0.5, ")
