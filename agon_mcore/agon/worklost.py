"""Work that a hiding rule must not take with the answer (used by :mod:`agon_mcore.agon.summary`).

Two structural repairs applied to a math draft's final list of hidden spans:

* **Work still to compute** (:func:`keep_unevaluated`). A ``[hidden]`` span whose whole text is an
  expression with an operation still to do (``6 + 12i - 3i``, ``\\binom{5}{2}``, ``\\frac{12}{2}``),
  built only from values the reader already has (stated before it in the draft or given by the problem),
  is the drafter's work, not the answer, even where its value is the answer: the span is dropped. An
  expression already in a value's form (``9i + 6``: no fewer numerals after evaluating it), a bare power
  (``2^{8}``), one fraction of two numbers (``72/2``), an expression with fewer than two numbers above 1 (``-\\frac{0}{1}``), a box, the boxed form itself (the graded answer's text) and any span that holds prose stay hidden.
* **Balanced delimiters** (:func:`balanced_placeholder`). A placeholder that replaces text opening or
  closing inline or display math (``$``, ``$$``, ``\\(``, ``\\)``, ``\\begin{equation}`` ... ``\\end{equation}``) or a bold ``**`` takes the delimiter it
  removed, so ``gives $6 > 0$ ✓`` hidden from ``6`` on reads ``gives $[hidden]$``: what stays keeps its markup.
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence, Tuple

from sympy import Rational

from agon_mcore.agon.answer_forms import number_mentions, parse_answer, values_equal, word_mentions

_DELIM = re.compile(r"\\\$|\$\$|\$|\\\(|\\\)|\\\[|\\\]|\*\*|\\(?:begin|end)\{[A-Za-z]+\*?\}")
_CLOSER = {"$": "$", "$$": "$$", "\\(": "\\)", "\\[": "\\]", "**": "**"}
_OPERATION = re.compile(r"(?<=[\w})])\s*(?:[-+*/×·÷−]|\\cdot|\\times|\\div)\s*(?=[\w({\\])|\\[dt]?binom|\\[dt]?frac|\\sum|\\prod|(?<=[\d})])!")
_ONLY_POWER = re.compile(r"\(?\s*-?\d+\s*\)?\s*\^\s*\{?\s*\d+\s*\}?")
_MATH_ONLY = re.compile(r"[\s\d.,+\-−*/×·÷^(){}\[\]!=a-zA-Z\\]+")


def _closer(opener: str) -> str:
    return "\\end" + opener[len("\\begin"):] if opener.startswith("\\begin") else _CLOSER[opener]


def _states(vis: str, upto: int) -> Tuple[Optional[str], bool]:
    """The math delimiter open at offset ``upto`` of ``vis`` (None outside math) and whether a bold ``**``
    is open on its line (outside math)."""
    math: Optional[str] = None
    bold = False
    line_start = vis.rfind("\n", 0, upto) + 1
    for m in _DELIM.finditer(vis, 0, upto):
        tok = m.group(0)
        if tok == "\\$":
            continue
        if tok == "**":
            if math is None and m.start() >= line_start:
                bold = not bold
            continue
        if math is None and (tok in ("$", "$$", "\\(", "\\[") or tok.startswith("\\begin")):
            math = tok
        elif math is not None and tok == _closer(math):
            math = None
    return math, bold


def balanced_placeholder(vis: str, start: int, end: int, new: str) -> str:
    """``new`` with the delimiters that ``vis[start:end]`` opens or closes put back around it: a span that
    starts inside math and ends outside it closes that math after the placeholder, one that starts outside
    and ends inside opens it before; the same for bold ``**`` on one line. ``vis`` is read with its currency signs
    blanked by the caller (``spans.placeholder_text``: a ``$`` before digits opens no math). Raises nothing."""
    if "$" not in vis[start:end] and "\\" not in vis[start:end] and "*" not in vis[start:end]:
        return new
    m0, b0 = _states(vis, start)
    m1, b1 = _states(vis, end)
    pre, post = "", ""
    if m0 != m1:
        if m0 is not None:
            post += _closer(m0)
        if m1 is not None:
            pre += m1
    if b0 != b1 and m0 is None and m1 is None and "\n" not in vis[start:end]:
        if b0:
            post += "**"
        else:
            pre = "**" + pre
    return pre + new + post


def _norm(t: str) -> str:
    return re.sub(r"\s+|\\[,;!]|\\left|\\right|\$", "", t).replace("\\dfrac", "\\frac").replace("\\tfrac", "\\frac")


def _numerals(t: str) -> int:
    return len(re.findall(r"\d+(?:\.\d+)?", t))


def _still_to_compute(expr: str) -> bool:
    """``expr`` is an expression whose evaluation removes numerals (``6 + 12i - 3i`` -> ``6 + 9i``):
    an operation is still to do. A bare power and a value's own form are not."""
    body = expr.strip().strip("$").strip().rstrip(".,;:").strip()
    if not body or not _MATH_ONLY.fullmatch(body) or "=" in body or not _OPERATION.search(body):
        return False
    if re.fullmatch(r"\(?\s*\d+\s*\)?\s*/\s*\(?\s*\d+\s*\)?|\\[dt]?frac\s*\{\s*\d+\s*\}\s*\{\s*\d+\s*\}", body):
        return False  # one fraction of two numbers ("72/2") is a value's notation, as in spans.arith_spans
    if _ONLY_POWER.fullmatch(body) or re.search(r"[A-Za-z]{2,}", re.sub(r"\\[A-Za-z]+", "", body)):
        return False
    vals = parse_answer(body).values
    if len(vals) != 1:
        return False
    v = vals[0]
    if not getattr(v, "is_number", False):
        return False
    import sympy as sp  # on first use, as in answer_forms

    try:
        v = sp.simplify(v)  # "(1 + 2)*(1 + 2)" as parsed from "(2+1)\\cdot(2+1)" is 9
    except Exception:  # noqa: BLE001 - an expression sympy cannot simplify stays hidden
        return False
    if sum(1 for x in re.findall(r"\d+(?:\.\d+)?", body) if float(x) > 1) < 2:
        return False  # only 0s and 1s beside one number ("-\\frac{0}{1}", "1^{50}"): the value written another way
    return _numerals(str(v)) < _numerals(body)


def _known(prior: str) -> List[Any]:
    return [*(m.value for m in number_mentions(prior) + word_mentions(prior)),  # values, and every digit run (an exponent too)
            *{Rational(x) for x in re.findall(r"\d+(?:\.\d+)?", prior)}]


def keep_unevaluated(vis: str, spans: List[Tuple[int, int, str]], answers: Sequence[str], problem: str,
                     hidden: str) -> List[Tuple[int, int, str]]:
    """``spans`` without the ``hidden`` spans that are work still to compute (module docstring): the
    whole span an expression with an operation to do, every numeral of it known before it (0 and 1
    aside) or in the ``problem`` text (any role: an exponent too), not the graded answer's text (``answers``). Raises nothing."""
    forms = {_norm(a) for a in answers}
    out = []
    for s, e, ph in spans:
        t = vis[s:e]
        if ph == hidden and "\\boxed" not in t and _norm(t).rstrip(".,;:") not in forms and _still_to_compute(t):
            known = _known(problem + "\n" + vis[:s])
            nums = [Rational(x) for x in re.findall(r"\d+(?:\.\d+)?", t)]  # every digit run, not subexpressions' values
            if all(abs(v) <= 1 or any(values_equal(v, k) for k in known) for v in nums):
                continue
        out.append((s, e, ph))
    return out
