"""A residue stated by another representative of its class: ``x \\equiv -667 \\pmod{1000}`` states 333.

In a congruence modulo m the values are residue classes, so the value a congruence's last side states is compared
with the answer modulo m: when the answer is an integer a with 0 <= a < m (a least residue, as problems ask it) and
the side is an integer v != a with v = a (mod m), the side states a. Only the side directly before its modulus is
read (``... \\equiv -667 \\pmod{1000}``, ``≡ 1333 (mod 1000)``, "is congruent to -2 modulo 7"): the middle sides of a
chain (``2401 \\equiv 401``) are steps. Whether the reading is the answer's statement or work is the reader's role
rules' call, as for any other mention.
"""
from __future__ import annotations

import re
from typing import List

from agon_mcore.agon.answer_forms.values import Mention, _sp

__all__ = ["residue_mentions"]

_CONGRUENCE = re.compile(
    r"(?:\\equiv|≡|\bis\s+congruent\s+to|\bcongruent\s+to)\s*\$?\s*\(?\s*([-−]?\s*\d+)\s*\)?\s*\$?\s*"
    r"(?:\\pmod\s*\{?|\\?\(\s*(?:\\text\s*\{\s*|\\operatorname\s*\{\s*|\\mathrm\s*\{\s*)?mod\s*\}?|\\bmod\s*\{?|\\mod\s*\{?|"
    r"\bmod(?:ulo)?\b)\s*\$?\s*\{?\s*(\d+)(?![\d.])")


def residue_mentions(text: str, answers) -> List[Mention]:
    """Congruences' last sides in ``text`` that state one of ``answers`` (sympy integers) as another
    representative of its class modulo the congruence's modulus (module docstring), as ``"number"`` mentions."""
    sp = _sp()
    ints = [int(a) for a in answers if getattr(a, "is_integer", False) and a.is_integer]
    out = []
    for m in _CONGRUENCE.finditer(text):
        v, mod = int(re.sub(r"\s", "", m.group(1)).replace("−", "-")), int(m.group(2))
        if mod < 2:
            continue
        for a in ints:
            if 0 <= a < mod and v != a and (v - a) % mod == 0:
                out.append(Mention(m.start(1), m.end(1), sp.Integer(a), "number", alts=(sp.Integer(v),)))
                break
    return out
