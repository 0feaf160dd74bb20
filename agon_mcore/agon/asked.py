"""What the problem counts: the asked noun ("How many diagonals ..." -> ``diagonal``), a count of another noun
("5 vertices"), and case or step labels ("Case 2:"), read by the conclusion cut (``agon.conclusion``), the
answer-position rules (``agon.summary``) and the fail-closed pass (``agon.failclosed``)."""
from __future__ import annotations

import re
from typing import Optional

__all__ = ["LABEL_COLON", "asked_noun", "other_noun", "named_property"]

_NOT_NOUNS = {"different", "distinct", "positive", "negative", "real", "possible", "more", "are",
              "does", "can", "will", "should", "must", "the", "such", "these", "those", "its", "his", "her", "their"}


def _stem(w: str) -> str:
    w = w.lower()
    for suf in ("ies", "es", "s"):
        if w.endswith(suf) and len(w) - len(suf) >= 3:
            return w[: -len(suf)] + ("y" if suf == "ies" else "")
    return w


def asked_noun(problem: Optional[str]) -> Optional[str]:
    """The noun the problem counts ("How many diagonals does ..." -> ``diagonal``), or None."""
    if not problem:
        return None
    for m in re.finditer(r"\b(?:how\s+many|number\s+of)\s+((?:[\w-]+\s+){0,3}[\w-]+)", problem, re.IGNORECASE):
        for w in m.group(1).lower().split():
            if w in _GENERIC:
                return None  # "how many ways": the count may be named by any noun (arrangements, choices)
            if re.fullmatch(r"[a-z]{3,}", w) and w not in _NOT_NOUNS:
                return _stem(w)
    return None


_GENERIC = {"way", "ways", "number", "numbers", "them", "ordered", "times", "things", "items", "options", "possibilities",
            "outcomes", "cases", "values"}
# a case or step label right before the mention ("Case 2: two nickels"): the case's content, not a result
LABEL_COLON = re.compile(r"\b(?:case|step|part|method|option|stage|round|example)\s*\d+\s*[:.)]\s*\$?\s*$", re.IGNORECASE)


def other_noun(vis: str, e: int, asked: Optional[str]) -> bool:
    """The number ending at ``e`` counts a noun other than the one the problem asks about ("5 vertices"
    when it asks for diagonals, "two nickels" when it asks for ways): a quantity of the reasoning."""
    if not asked:
        return False
    m = re.match(r"\s+(?:[a-z]+[- ])?([a-z]{3,})\b", vis[e:e + 40])
    if not m or m.group(1).lower() in ("of", "and", "the", "for", "with", "more", "less", "times", "ways"):
        return False
    return _stem(m.group(1)) != asked and not m.group(1).lower().startswith(asked[:4])


# "each have multiplicity 2", "a polynomial of degree 4", "with period 3": a value named by a property noun of another object
_PROPERTY = re.compile(r"\b(?:has|have|having|with|of)\s+(?:an?\s+|the\s+)?(?:[a-z]+\s+)?([a-z]{4,})\s*\$?\s*$", re.IGNORECASE)
_RESULT_NOUNS = {"answer", "result", "total", "count", "value", "number", "solution", "final", "exactly", "only", "about",
                 "around", "roughly", "approximately", "least", "most", "size", "amount", "which", "what", "them", "these", "those"}


def named_property(vis: str, lo: int, s: int, problem: Optional[str]) -> bool:
    """The value starting at ``s`` (in the segment starting at ``lo``) is named by a property noun that another object has
    ("the roots each have multiplicity 2", "a polynomial of degree 4"): a quantity of the reasoning, not the answer. The noun
    is no result word and no word of the problem's question (a "side length 8.5" when the side length is asked states it)."""
    m = _PROPERTY.search(vis[max(lo, s - 60):s])
    if not m or m.group(1).lower() in _RESULT_NOUNS:
        return False
    question = re.split(r"(?<=[.!])\s+", (problem or "").strip())[-1]
    return not re.search(r"(?i)\b" + re.escape(_stem(m.group(1))[:5]), question)
