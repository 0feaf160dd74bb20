"""The final result in another form of the answer (agon.final_forms, agon.final_result): the answer by its definition
or an identity of the asked function, a logarithm's other notations and a sum padded with zero terms, and a power or
a value in apposition in a restatement or a closing statement. Each kind has inputs in several wordings, and must-stay
inputs that a too-broad rule would hide."""
import pytest

from agon_mcore.agon.answer_forms.values import latex_value
from agon_mcore.agon.final_forms import same_formula, zero_padded
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def _text(draft, problem):
    return summarize_draft(draft, "stop", domain="math", problem=problem).text


# the answer by its definition or an identity: the last member of the last chain is symbolically the answer
IDENTITY = [
    ("Simplify $\\frac{1}{\\cos x} \\cdot \\sin x$.",
     "$$\\frac{1}{\\cos x} \\cdot \\sin x = \\frac{\\sin x}{\\cos x}.$$\n\n$\\boxed{\\tan x}$", "\\tan x",
     "\\frac{\\sin x}{\\cos x}"),
    ("Simplify $\\frac{1 - \\cos^2 t}{\\sin t \\cos t}$.",
     "Using the Pythagorean identity, $\\frac{1 - \\cos^2 t}{\\sin t \\cos t} = \\frac{\\sin^2 t}{\\sin t \\cos t} "
     "= \\frac{1}{\\cot t}$.\n\nAnswer: $\\boxed{\\tan t}$", "\\tan t", "\\frac{1}{\\cot t}"),
    ("Expand and simplify $(y+1)^2 - 2y$.",
     "We get $(y+1)^2 - 2y = y^2 + 2y + 1 - 2y = 1 + y^2$.\n\nThe answer is $\\boxed{y^2+1}$.", "y^2+1", "1 + y^2"),
    ("Simplify $2\\sin\\theta\\cos\\theta / \\cos\\theta$ for the derivative.",
     "Differentiating gives $f'(u) = 2 \\cdot \\frac{\\sin 2u}{2 \\cos u} = \\frac{2 \\sin u \\cos u}{\\cos u}$ "
     "and so $f'(u) = 2\\sin u \\cos u \\sec u$.\n\n$\\boxed{2\\sin u}$", "2\\sin u", "2\\sin u \\cos u \\sec u"),
]


@pytest.mark.parametrize("problem,draft,answer,form", IDENTITY)
def test_identity_form_of_the_answer_is_hidden(problem, draft, answer, form):
    assert form not in _text(draft, problem)


# a logarithm's notations and a sum padded with literally zero terms
LOGS = [
    ("Evaluate $\\int_1^3 \\frac{dx}{x}$.",
     "The antiderivative is $\\ln x$, so $\\int_1^3 \\frac{dx}{x} = \\ln 3 - \\ln 1$.\n\n$\\boxed{\\ln 3}$", "\\ln 3",
     "\\ln 3 - \\ln 1"),
    ("Compute the area under $1/t$ from $1$ to $5$.",
     "Area $= [\\ln t]_1^5 = \\operatorname{ln} 5 - \\operatorname{ln} 1$.\n\n**Final Answer** $\\boxed{\\ln 5}$", "\\ln 5",
     "\\operatorname{ln} 5 - \\operatorname{ln} 1"),
    ("Find $\\int_0^{\\pi/2} \\cos u\\,du + 7$.",
     "We get $\\int_0^{\\pi/2} \\cos u\\,du + 7 = \\sin\\frac{\\pi}{2} - \\sin 0 + 7 = 8 - \\sin 0$.\n\n$\\boxed{8}$", "8",
     "8 - \\sin 0"),
    ("Evaluate $\\log_{10} 1000 + 5 \\cdot 0$.",
     "So $\\log_{10} 1000 + 5 \\cdot 0 = 3 + 0 \\cdot 5$.\n\n$\\boxed{3}$", "3", "3 + 0 \\cdot 5"),
]


@pytest.mark.parametrize("problem,draft,answer,form", LOGS)
def test_zero_padded_or_log_notation_is_hidden(problem, draft, answer, form):
    assert form not in _text(draft, problem)


@pytest.mark.parametrize("latex,value", [("\\log_e 2", "\\ln 2"), ("\\log_{e} 7", "\\ln 7"),
                                         ("\\operatorname{ln} 3", "\\ln 3"), ("\\mathrm{ln}\\,3", "\\ln 3"),
                                         ("\\lg 5", "\\log_{10} 5"), ("\\operatorname{lg} 5", "\\log_{10} 5")])
def test_log_notations_read_as_one_value(latex, value):
    assert latex_value(latex) == latex_value(value)


def test_reader_reads_log_base_e():
    assert answer_readable("so the length is $\\log_e 2$.", "\\ln 2", "math")
    assert answer_readable("so the length is $\\log_{e} 6$.", "\\ln 6", "math")


# a power in a restatement, a relative of the answer in apposition in a closing statement
RESTATED = [
    ("If $c^5 = -33554432$, find $c$.", "Since $c^5 < 0$, c is negative with |c| = 32, i.e. c = -2^5."
     "\n\n\\boxed{-32}", "-32", "-2^5"),
    ("Find b if b^3 = -1953125.", "Taking cube roots, b is negative and |b| = 125, that is, b = -5^3.\n\n\\boxed{-125}",
     "-125", "-5^3"),
    ("Find the negative root of x^2 = 81^2.", "The root is negative with absolute value 81, in other words x = -3^4."
     "\n\n\\boxed{-81}", "-81", "-3^4"),
    ("A pump empties a pool in 4 hours. How many hours?", "It empties 1/4 pool per hour. The time is the reciprocal "
     "of that rate, 0.25 pool/hour.\n\nSo \\boxed{4} hours.", "4", "0.25"),
    ("A faucet fills a tub in 20 minutes. How many minutes?", "In hours, the answer is the time to fill, 1/3 "
     "hour.\n\n\\boxed{20}", "20", "1/3"),
]


@pytest.mark.parametrize("problem,draft,answer,form", RESTATED)
def test_restated_power_or_apposition_is_hidden(problem, draft, answer, form):
    assert form not in _text(draft, problem)


# must stay: work towards the answer, a given, an intermediate power, arithmetic still to do
STAY = [
    ("Simplify $\\frac{\\sec x}{\\sin x} - \\frac{\\sin x}{\\cos x}$.",
     "$$\\frac{\\sec x}{\\sin x} - \\frac{\\sin x}{\\cos x} = \\frac{1 - \\sin^2 x}{\\sin x \\cos x} = "
     "\\frac{\\cos x}{\\sin x}.$$\n\n$\\boxed{\\cot x}$", ["\\frac{1 - \\sin^2 x}{\\sin x \\cos x}"]),
    ("How many subsets of an 8-element set have even size?",
     "We need 2^8 = 256 subsets, and half of them, 256/2 = 128, have even size.\n\n\\boxed{128}", ["2^8 = 256"]),
    ("If $a = -2^8$, what is $a$ times 3?", "We have a = -2^8, i.e. a = -256, and 3a = -768.\n\n\\boxed{-768}",
     ["a = -256"]),
    ("Evaluate $\\int_1^4 \\frac{dx}{x}$.",
     "The antiderivative is $\\ln x$, so the integral is $\\ln 4 - \\ln 1 = \\ln 4 - 0 = 2\\ln 2$.\n\n$\\boxed{2\\ln 2}$",
     ["\\ln 4 - \\ln 1"]),
    ("Find r + 1 where r is the real cube root of -512.", "The root is negative, i.e. r = -2^3, and r + 1 is what is "
     "asked.\n\n\\boxed{-7}", ["r = -2^3"]),
    ("Two taps fill a tank in 2 hours and 6 hours. How many hours together?", "The first tap's time is the "
     "reciprocal of its rate, 2 hours, the second's 6 hours.\n\n\\boxed{1.5}", ["2 hours", "6 hours"]),
    ("Compute $650 \\cdot 90$.", "It is 65 tens times 9 tens, so $650 \\cdot 90 = 65 \\cdot 9 \\cdot 100$.\n\n"
     "$\\boxed{58500}$", ["65 \\cdot 9 \\cdot 100"]),
    ("A pipe fills 1/8 of a tank per hour; a drain empties 1/24 per hour. How many hours to fill?",
     "The net rate is 1/8 - 1/24 = 1/12, so the time is the reciprocal of that, twelve hours in all, using the "
     "rate 1/12.\n\n\\boxed{12}", ["1/8 - 1/24"]),
]


@pytest.mark.parametrize("problem,draft,keep", STAY)
def test_work_and_givens_stay(problem, draft, keep):
    out = _text(draft, problem)
    for k in keep:
        assert k in out


def test_an_operation_to_carry_out_is_no_form_of_the_answer():
    a = latex_value("\\sin x")
    assert not same_formula(latex_value("\\int_0^x \\cos t\\,dt"), a)
    assert same_formula(latex_value("\\frac{\\tan x}{\\sec x}"), a)
    assert not zero_padded(latex_value("\\int_1^2 \\frac{dt}{t} + 0"), latex_value("\\ln 2"))
    assert not zero_padded(latex_value("40 + 2"), latex_value("42"))
    assert zero_padded(latex_value("\\ln 4 - \\ln 1"), latex_value("2\\ln 2"))  # ln 4 is 2 ln 2 by value
    assert not zero_padded(latex_value("\\ln 4 - \\ln 2"), latex_value("\\ln 2"))  # no zero term: work


def test_a_written_zero_is_a_carried_value():
    assert not zero_padded(latex_value("0 - 1"), latex_value("-1"))
    assert not zero_padded(latex_value("0 + \\pi"), latex_value("\\pi"))
    assert zero_padded(latex_value("\\pi - \\sin 0"), latex_value("\\pi"))
