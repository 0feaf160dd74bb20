"""Values of another kind than the asked one, by structure (used by ``agon.work_parts``, ``agon.failclosed`` and
``agon.conclusion``).

A value equal to the answer may stand where it is not a number of the asked kind at all: the right side of an
identity of a function of a variable (``q(x) \\equiv 0``, ``f(t) ≡ 1``) states a constant *function* (the zero
polynomial), not a degree, a count or a length. Such a mention is no statement of the answer, wherever it stands.
A congruence (``2^{10} \\equiv 2 \\pmod 7``) is a statement of a number and is left to the other rules.
"""
from __future__ import annotations

import re
from typing import Optional

from agon_mcore.agon.unevaluated import arithmetic_to_do  # noqa: F401 - re-exported for agon.conclusion

__all__ = ["function_identity", "condition_equation", "result_is_answer", "other_formula"]

_IDENTITY_LEFT = re.compile(r"(?<![\\\w])[A-Za-z](?:_\{?\w+\}?)?\s*(?:\(\s*[a-z]\s*\)\s*)?(?:\\equiv|≡)\s*\$?\s*$")


def function_identity(vis: str, s: int, e: int, problem: Optional[str]) -> bool:
    """``vis[s:e]`` is the right side of an identity of a function of a variable (``q(x) \\equiv 0``, ``f(t) ≡ 1``): the
    value is a function (a constant polynomial), another kind than a number the problem asks (a degree, a count);
    not a congruence (``\\pmod``, "mod", "remainder", "congruent" on the line or in the problem). Raises nothing."""
    if not _IDENTITY_LEFT.search(vis[max(0, s - 30):s]) or re.search(r"(?i)mod|remainder|congruen", problem or ""):
        return False
    le = vis.find("\n", e)
    return not re.search(r"(?i)mod\b|\\pmod|\\bmod", vis[e:le if le >= 0 else len(vis)][:30])


# a letter that names an unknown: a Latin letter (not e or i, the constants) or a Greek command, not a function called
_UNKNOWN = r"(?:(?<![\\A-Za-z])[A-DF-HJ-Za-df-hj-z]|\\(?:alpha|beta|gamma|lambda|mu|nu|omega|theta|xi|zeta|rho|sigma|tau|phi|psi|eta|kappa|chi))(?![A-Za-z(])"
_BOUND = re.compile(r"\\(?:lim|int|sum|prod|max|min|sup|inf|det|operatorname|langle|rangle|mathbb\s*\{?\s*[EP])|\b[EP]\s*[\[(]|[|]")
_EQ_END = re.compile(r"=\s*\$?\s*$")
# where a relation's left side starts: a delimiter, a separator or another relation before it
_LEFT_STOP = re.compile(r"\$|\\[(\[]|[,;:=<>]|\\(?:implies|iff|Rightarrow|Longrightarrow|Leftrightarrow|quad|qquad|to|le|ge|leq|geq|"
                        r"approx|equiv)(?![A-Za-z])|\b(?:needs|gives|satisfies|solves|so|and|with|where|then|hence|thus)\b")


def condition_equation(vis: str, s: int, problem: Optional[str]) -> bool:
    """The mention starting at ``vis[s]`` is the right side of an equation in an unknown (``\\lambda^2 + \\lambda + 1 =
    0``, ``x_{n+2} + x_{n+1} + x_n = 0``, ``2x - 6 = 0``): a condition on the unknown, to be solved, not a result
    computed, so no statement of the answer whatever its value. The left side holds a letter combined with others by
    ``+``, ``-`` or a power, no bound operator (a limit, an integral, a sum, an expectation: those are computed
    values) and is no expression the problem asks for ("find $a + b$": it is the answer's subject; a formula the problem
    writes elsewhere, the coordinate ``t^3`` of a point, is no subject). Raises nothing."""
    if not re.match(r"\s*[-−]?\d+(?:\.\d+)?(?![\d.]|\s*[-−+*/^(×·÷\\A-Za-z])", vis[s:s + 30]):
        return False  # a condition's right side is a number ("= 0"); "= \\frac{\\cos x}{\\sin x}" simplifies
    before = vis[max(0, s - 120):s]
    eq = _EQ_END.search(before)
    if not eq:
        return False
    stops = list(_LEFT_STOP.finditer(before, 0, eq.start()))
    left = before[stops[-1].end() if stops else 0:eq.start()].strip()
    if len(left) < 3 or left.count("(") < left.count(")") or left.count("[") < left.count("]"):
        return False  # cut inside a bracket ("f(a, b) = 0" read from its comma): no whole left side
    bare = re.sub(r"\^\s*\{[^{}]*\}", "^", left)  # an exponent's letters (e^{i\\pi/3}) name no unknown; nor do e and i
    formula = before[max(before.rfind("$", 0, eq.start()), before.rfind("\\(", 0, eq.start()), 0):eq.start()]
    if _BOUND.search(formula) or not re.search(_UNKNOWN, bare) or not re.search(r"[-+−^]", left.strip().lstrip("-−")):
        return False
    flat = re.sub(r"\s+", "", left)
    asked = "".join(m.group(1) for m in _ASKED_EXPR.finditer(problem or "")  # where the problem asks for an expression
                    if not re.search(r"[A-Za-z]{3,}", re.sub(r"\\[A-Za-z]+", "", m.group(1))))  # (a formula, not prose)
    return flat not in re.sub(r"\s+", "", asked)


# the expression a problem asks for ("find $a + b$", "compute the value of x^2 + y^2"): a relation with it on the left
# states its value; the problem's other formulas (a point's coordinate t^3) are no asked subject
_ASKED_EXPR = re.compile(r"(?i)\b(?:find|compute|evaluate|determine|calculate|what\s+is|what\s+are)\s+(?:the\s+(?:value|sum|product)s?\s+of\s+)?"
                         r"((?:\$[^$]{1,80}\$|\\\([^)]{1,80}\\\)|[^.?$]{1,60}))")


# the right side of a relation in digits: "= 6", "=<<30-6-24+6=6>>6" (a GSM8K annotation's own result)
_RESULT = re.compile(r"(?<![<>!])=\s*\$?\s*(?:<<[^<>]*>>\s*)?(-?\d+(?:\.\d+)?)(?!\d|\.\d|\s*[-+*/×·÷^−(])")  # (a full stop ends it)


def result_is_answer(t: str, vals) -> bool:
    """The last relation of ``t`` derives a numeral equal to one of ``vals`` (the answer's values) from a left side that
    holds the answer's value as an operand (an intermediate of equal value, ``30 − 6 − 24 + 6 = 6``): a derivation of
    the answer, not a check of it. A check elsewhere in ``t`` (``30 + 60 = 90``, then ``2 · 15 = 30``) is not one.
    Raises nothing."""
    from fractions import Fraction

    found = list(_RESULT.finditer(t))
    if not found:
        return False
    v = Fraction(found[-1].group(1))
    if not any(getattr(x, "is_number", isinstance(x, (int, Fraction))) and x == v for x in vals):
        return False
    lhs = re.split(r"[=;,:$\n<>]|\s(?:and|so|then)\s", t[:found[-1].start()])[-1]
    return any(Fraction(x) == v for x in re.findall(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])", lhs))


def _lenient(t: str):
    """A formula read with every name a plain symbol (``I - E_{ij}``: I and E are no constants here), or None."""
    import sympy as sp
    from sympy.parsing.sympy_parser import implicit_multiplication_application, parse_expr, standard_transformations

    t = re.sub(r"\\(?:left|right|,|;|!)", "", t.strip())
    t = re.sub(r"_\{(\w+)\}|_(\w)", lambda m: "_" + (m.group(1) or m.group(2)), t)
    t = t.replace("\\cdot", "*").replace("\\times", "*").replace("^", "**").replace("{", "(").replace("}", ")")
    if re.search(r"\\|[=<>]", t) or not re.fullmatch(r"[\w\s+\-*/().']+", t):
        return None
    from agon_mcore.agon.answer_forms.values import too_big

    if too_big(t):
        return None
    names = {n: sp.Symbol(n) for n in re.findall(r"[A-Za-z]\w*", t)}
    try:
        return parse_expr(t, local_dict=names, transformations=standard_transformations + (implicit_multiplication_application,))
    except Exception:  # noqa: BLE001 (not a formula)
        return None


def _same_at_points(x, t) -> bool:
    """``x`` and ``t`` agree at a few integer points of their variables (``\\cos(k\\pi)\\,k!`` and ``(-1)^k k!``: equal for
    integers, which sympy's simplification does not see without assumptions)."""
    import sympy as sp

    if not isinstance(x, sp.Expr) or not isinstance(t, sp.Expr):
        return False
    syms = sorted(x.free_symbols | t.free_symbols, key=str)
    if not syms or len(syms) > 4:
        return False
    try:
        for base in (2, 3, 5, 7):
            sub = {v: base + i for i, v in enumerate(syms)}
            a, b = complex(sp.N(x.subs(sub))), complex(sp.N(t.subs(sub)))
            if abs(a - b) > 1e-9 * max(1.0, abs(a), abs(b)):
                return False
        return True
    except Exception:  # noqa: BLE001 (no value at a point: not shown equal)
        return False


def other_formula(content: str, answers) -> bool:
    """A result slot's content (``"z^{n-1}(n g(z) + z g'(z))"``, "invertible, inverse $I - E_{ij}$") whose math is formulas
    in variables that are not the answer's value, compared as values: every math span (or, with none, the content
    itself) parses to a sympy expression or relation with a free symbol, none equals an answer value (or a side of an
    answer equation), none holds an answer value as a subexpression, and none simplifies to a number. Such a formula
    is another quantity of the work, not the answer in another form. Raises nothing."""
    from agon_mcore.agon.answer_forms import parse_answer
    from agon_mcore.agon.answer_forms.values import latex_value, values_equal

    spans = re.findall(r"\$([^$]+)\$?", content)
    if not spans:  # no math: the content itself, where it is a formula and not words ("every entry")
        if re.search(r"[A-Za-z]{3,}", re.sub(r"\\[A-Za-z]+", " ", content)):
            return False
        spans = [content]
    if any(not re.search(r"[A-Za-z]", s) for s in spans):
        return False
    if any(re.search(r"\b[A-Za-z]{3,}\b", re.sub(r"\\[A-Za-z]+", " ", x)) for x in spans):
        return False  # words inside a span: prose (a slot that opens inside math, "x$ runs from -2 up to 7"), not a formula
    outside = re.sub(r"\$[^$]*\$?", " ", content) if spans != [content] else ""
    if re.search(r"\d", outside):
        return False  # values in the prose around the math ("$x$ runs from -2 up to 7") are read by the other rules
    if any(not re.search(r"[-+*/^(=<>]|\\(?:frac|cdot|times|sqrt|int|sum|prod|lim|le|ge|neq)|[A-Za-z]\s*[A-Za-z]", x.strip()) for x in spans):
        return False  # a bare name ("$x$", "$E_{ij}$") is no formula of the work
    targets = []
    for a in answers:
        for v in parse_answer(a).values:
            targets.append(v)
            targets += [getattr(v, "lhs", None), getattr(v, "rhs", None)]
    targets = [t for t in targets if t is not None and not isinstance(t, str)]
    if not targets:
        return False
    try:
        import sympy as sp

        for s in spans:
            f = latex_value(s.strip())
            if f is None:
                f = _lenient(s)
            if f is None or isinstance(f, str) or not getattr(f, "free_symbols", None):
                return False
            sides = [f.lhs, f.rhs] if isinstance(f, sp.core.relational.Relational) else [f]
            for x in [f, *sides]:
                if getattr(x, "is_number", False) or any(values_equal(x, t) or _same_at_points(x, t) for t in targets):
                    return False
                if any(isinstance(t, sp.Basic) and not t.is_Atom and x.has(t) for t in targets):
                    return False
    except Exception:  # noqa: BLE001 (sympy faults on odd parses: read nothing as other)
        return False
    return True
