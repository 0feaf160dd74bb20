"""A relation's result whose NAMED quantity later work uses: an intermediate, not the draft's final derivation.

The provenance pass (``agon_mcore.agon.provenance``) takes the first place where the kept text reaches the answer's
value as work still to do in result position (``d = \\sqrt{169}``) as the draft's final derivation, and hides what
follows it as a restatement. A chain whose left side names a quantity (``f(5) = 2 \\cdot 5 - 3 = 7``, ``a_2 = ...``,
``P(A) = ...``) that later kept work uses again as an operand (``f(5) - 1 = 6``, ``g(f(5))``, ``3 a_2``) is not that
final derivation: the draft goes on from it, so its result is an intermediate whatever its value. Decided by
structure (the chain's left side, a name with a letter, read again next to an operator or inside another
function's argument), never by a draft's words. A bare restatement later (``f(5) = 7`` again, "f(5) is 7") is no use.
"""
from __future__ import annotations

import re
from typing import Optional

__all__ = ["chain_subject", "subject_used_later"]

_REL = re.compile(r"(?<![<>!=\\])(?:=|\\equiv|≡)(?!=)")
_OP = r"(?:[-+*/×·÷^−]|\\cdot|\\times|\\div)"


def chain_subject(t: str, pos: int) -> Optional[str]:
    """The left side of the relation chain that reaches position ``pos`` of ``t`` (on its line, inside its math or
    clause), when it is a name: a short formula with a letter and no operation of its own (``f(5)``, ``a_{2}``,
    ``P(A)``, ``x``); else None. Raises nothing."""
    ls = max(t.rfind("\n", 0, pos), t.rfind("$", 0, pos), t.rfind(", ", 0, pos), t.rfind(": ", 0, pos),
             t.rfind("\\(", 0, pos), t.rfind("\\[", 0, pos)) + 1
    seg = t[ls:pos]
    m = _REL.search(seg)
    if not m:
        return None
    left = seg[:m.start()].strip().lstrip("(")
    left = re.sub(r"^(?:[A-Za-z]+\s+)+(?=[A-Za-z\\])", "", left) if " " in left else left  # "so x" -> "x"
    if not left or len(left) > 24 or not re.search(r"[A-Za-z]", left) or \
            re.search(r"\s[-+*/×·÷−]\s|\\cdot|\\times|\\frac|\\sqrt", left) or re.search(r"[A-Za-z]{3,}", re.sub(r"\\[A-Za-z]+", "", left)):
        return None
    return left


def subject_used_later(t: str, pos: int, later: str) -> bool:
    """The chain reaching ``pos`` of ``t`` has a named left side (:func:`chain_subject`) that ``later`` (the kept text
    after it) uses as an operand: next to an operation (``f(5) - 1``, ``2x``... not ``x =``) or inside another
    function's argument (``g(f(5))``). Raises nothing."""
    name = chain_subject(t, pos)
    if not name:
        return False
    pat = re.escape(name).replace(r"\ ", r"\s*")
    for m in re.finditer(rf"(?<![A-Za-z0-9_\\]){pat}(?![A-Za-z0-9_(])", later):
        before, after = later[max(0, m.start() - 12):m.start()], later[m.end():m.end() + 12]
        if re.match(r"\s*\$?\s*(?:=|is\b|equals\b)", after):
            continue  # restated or redefined
        if re.search(_OP + r"\s*\(?\s*$", before) or re.match(r"\s*\)?\s*" + _OP, after) or \
                re.search(r"[A-Za-z]\s*\(\s*$", before) and re.match(r"\s*[-+)]", after):
            return True
    return False
