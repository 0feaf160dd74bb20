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

__all__ = ["function_identity", "result_is_answer"]

_IDENTITY_LEFT = re.compile(r"(?<![\\\w])[A-Za-z](?:_\{?\w+\}?)?\s*\(\s*[a-z]\s*\)\s*(?:\\equiv|≡)\s*\$?\s*$")


def function_identity(vis: str, s: int, e: int, problem: Optional[str]) -> bool:
    """``vis[s:e]`` is the right side of an identity of a function of a variable (``q(x) \\equiv 0``, ``f(t) ≡ 1``): the
    value is a function (a constant polynomial), another kind than a number the problem asks (a degree, a count);
    not a congruence (``\\pmod``, "mod", "remainder", "congruent" on the line or in the problem). Raises nothing."""
    if not _IDENTITY_LEFT.search(vis[max(0, s - 30):s]) or re.search(r"(?i)mod|remainder|congruen", problem or ""):
        return False
    le = vis.find("\n", e)
    return not re.search(r"(?i)mod\b|\\pmod|\\bmod", vis[e:le if le >= 0 else len(vis)][:30])


# the right side of a relation in digits: "= 6", "=<<30-6-24+6=6>>6" (a GSM8K annotation's own result)
_RESULT = re.compile(r"(?<![<>!])=\s*\$?\s*(?:<<[^<>]*>>\s*)?(-?\d+(?:\.\d+)?)(?![\d.]|\s*[-+*/×·÷^−(])")


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
