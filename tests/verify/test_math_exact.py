"""Exact values are compared exactly, and a mixed number may have any LaTeX space between its
integer and its fraction.

The pair table (test_math_pairs.py) holds the examples first reported as rows of the whole
verifier; here the pieces are pinned down one by one: the worker's comparison run
in-process with the real math-verify, the exact number reading it relies on, and the
rewrite of every space command.
"""
from __future__ import annotations

import logging

import pytest

from agon_mcore.verify.math import _worker as worker
from agon_mcore.verify.answer import LATEX_SPACE_RE
from agon_mcore.verify.math import canonical_answer, prepare_pair, quick_verdict


@pytest.fixture(scope="module")
def judge():
    """The worker's ``judge`` with the real math-verify, exact reading on."""
    logging.getLogger("math_verify").setLevel(logging.CRITICAL)
    from math_verify import parse as mv_parse
    from math_verify import verify as mv_verify

    assert worker.install_exact_numbers(), "latex2sympy's number readers moved: exact decimals are off"
    exact_parse = worker.make_exact_parse(mv_parse)

    def parse(text):
        return tuple(mv_parse(text, parsing_timeout=None))

    def verify(g, p):
        return mv_verify(list(g), list(p), timeout_seconds=None)

    def run(pred: str, gold: str) -> tuple[str, str]:
        return worker.judge(parse, verify, {"pred": pred, "gold": gold}, exact_parse)

    return run


def test_number_literals_read_as_written(judge):
    """The exact reading gives the rational of the digits, not the nearest binary float."""
    import sympy
    from math_verify import parse as mv_parse

    judge("1", "1")  # installs the readers
    exact_parse = worker.make_exact_parse(mv_parse)
    assert exact_parse("\\boxed{0.0000003}")[0] == sympy.Rational(3, 10**7)
    assert exact_parse("\\boxed{3.50}")[0] == sympy.Rational(7, 2)
    assert set(exact_parse("\\boxed{\\{0.25, 2\\}}")[0].args) == {sympy.Rational(1, 4), sympy.Integer(2)}
    # the float reading is untouched outside the exact parse
    assert isinstance(mv_parse("\\boxed{0.0000003}", parsing_timeout=None)[0], sympy.Float)


@pytest.mark.parametrize("pred, gold, reason", [
    # the examples first reported
    ("\\frac{1}{2006!}", "\\frac{1}{2004!}", "wrong"),
    ("0.0000003", "0.0000001", "wrong"),
    ("2^{-20}", "\\frac{1}{1048576}", "correct"),
    ("5\\times 10^{-7}", "0.0000005", "correct"),
    # more of the kind: tiny, huge and close exact values
    ("\\frac{1}{7^{30}}", "\\frac{1}{7^{31}}", "wrong"),
    ("10^{30}", "10^{30}+1", "wrong"),
    ("\\frac{1}{99!}", "\\frac{100}{100!}", "correct"),
    ("\\binom{60}{30}", "118264581564861424", "correct"),
    ("\\binom{60}{30}", "118264581564861425", "wrong"),
    ("0.1234567891", "0.1234567892", "wrong"),
    ("2.000000", "2", "correct"),
    ("0.0000003", "3 \\cdot 10^{-7}", "correct"),
    ("(1, 0.0000003)", "(1, 0.0000001)", "wrong"),
    ("\\{10^{-9}, 1\\}", "\\{10^{-10}, 1\\}", "wrong"),
    # exact irrationals: unequal when they differ at 30 digits, however little
    ("\\sqrt{3}", "\\sqrt{3} + 10^{-25}", "wrong"),
    ("e", "\\left(1+10^{-12}\\right)^{10^{12}}", "wrong"),
    # a decimal against an irrational: math-verify's 6-place rounding (documented)
    ("1.7320508", "\\sqrt{3}", "correct"),
    ("1.7320", "\\sqrt{3}", "wrong"),
])
def test_exact_values_compared_exactly(judge, pred, gold, reason):
    got, detail = judge(pred, gold)
    assert got == reason, (pred, gold, detail)


def test_beyond_the_size_limit_no_rounding(judge, monkeypatch):
    """Above EXACT_MAX_DIGITS the pair is compared by a 30-digit difference, not exactly,
    and still not rounded."""
    monkeypatch.setattr(worker, "EXACT_MAX_DIGITS", 50)
    assert judge("\\frac{1}{2006!}", "\\frac{1}{2004!}")[0] == "wrong"
    assert judge("2^{-300}", "2^{-301}")[0] == "wrong"


def test_fast_path_compares_decimals_exactly():
    """The parent's fast path (no worker) agrees: exact numbers equal iff their values are."""
    for pred, gold, ok in [("0.0000003", "0.0000001", False), ("0.333333", "\\frac13", False),
                           ("3.500", "3.5", True), ("0.25", "\\frac{1}{4}", True),
                           ("\\{0.0000003, 2\\}", "\\{0.0000001, 2\\}", False)]:
        v = quick_verdict(*prepare_pair(pred, gold))
        assert v is not None and v.correct is ok, (pred, gold, v)


# Every horizontal space command of LaTeX (and TeX dimensions), each between 2 and 2/3.
SPACES = ["~", "\\,", "\\:", "\\;", "\\>", "\\!", "\\ ", "\\quad", "\\qquad", "\\thinspace",
          "\\medspace", "\\thickspace", "\\enspace", "\\enskip", "\\negthinspace", "\\nobreakspace",
          "\\hspace{1mm}", "\\hspace*{0.5em}", "\\mspace{3mu}", "\\kern2pt", "\\mkern 4mu",
          "\\hskip 1em", "\\phantom{0}", "\\text{ }", "\\mbox{ }", " ", "\u00a0", "\u2009", "~\\,"]


@pytest.mark.parametrize("space", SPACES, ids=[repr(s) for s in SPACES])
@pytest.mark.parametrize("frac", ["\\frac{2}{3}", "\\dfrac{2}{3}", "\\tfrac23", "2/3"])
def test_mixed_number_with_any_space(space, frac):
    if space != " ":
        assert LATEX_SPACE_RE.sub("", space) == "", f"{space!r} is not read as a space"
    pred = f"2{space}{frac}"
    assert canonical_answer(pred) == "\\frac{8}{3}", pred
    v = quick_verdict(*prepare_pair(pred, "8/3"))
    assert v is not None and v.correct, (pred, v)


@pytest.mark.parametrize("pred, gold, ok", [
    ("2~\\frac{2}{3}", "8/3", True),  # the example first reported
    ("-3\\,\\frac{1}{4}", "-\\frac{13}{4}", True),
    ("1\\quad\\frac{1}{2}", "1.5", True),
    ("2~\\frac{2}{3}", "\\frac{2}{3}", False),  # never the fraction alone (math-verify's misreading)
    ("2~\\frac{2}{3}", "\\frac{4}{3}", False),  # nor the product
    ("x = 4\\enspace\\frac{1}{5}", "\\frac{21}{5}", True),
    ("\\left(1~\\frac{1}{2}, 2\\right)", "(1.5, 2)", True),
])
def test_mixed_numbers_graded(math_verifier, pred, gold, ok):
    [v] = math_verifier.verify_batch([f"<think>w</think>\\boxed{{{pred}}}"], [gold])
    assert v.correct is ok, (pred, gold, v)


def test_space_between_digits_is_still_not_one_number():
    """The space rewrite leaves 1~2 two numbers (not 12), and joins thousands groups."""
    assert quick_verdict(*prepare_pair("1~2", "12")).correct is False
    assert quick_verdict(*prepare_pair("1\\enspace 000", "1000")).correct is True
