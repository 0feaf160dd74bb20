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

__all__ = ["function_identity"]

_IDENTITY_LEFT = re.compile(r"(?<![\\\w])[A-Za-z](?:_\{?\w+\}?)?\s*\(\s*[a-z]\s*\)\s*(?:\\equiv|≡)\s*\$?\s*$")


def function_identity(vis: str, s: int, e: int, problem: Optional[str]) -> bool:
    """``vis[s:e]`` is the right side of an identity of a function of a variable (``q(x) \\equiv 0``, ``f(t) ≡ 1``): the
    value is a function (a constant polynomial), another kind than a number the problem asks (a degree, a count);
    not a congruence (``\\pmod``, "mod", "remainder", "congruent" on the line or in the problem). Raises nothing."""
    if not _IDENTITY_LEFT.search(vis[max(0, s - 30):s]) or re.search(r"(?i)mod|remainder|congruen", problem or ""):
        return False
    le = vis.find("\n", e)
    return not re.search(r"(?i)mod\b|\\pmod|\\bmod", vis[e:le if le >= 0 else len(vis)][:30])
