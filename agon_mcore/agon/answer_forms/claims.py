"""Claims a draft states in words that name a yes/no or multiple-choice answer without its verdict word or letter.

* :func:`verb_claims`: the question's predicate stated as a verb between the question's own numbers ("Is 1001
  divisible by 7?" answered "so 7 divides 1001"; "does not divide" for a no).
* :func:`elimination_mentions`: a sentence that names every option of the problem's list but one, and not that one
  ("(A) is too small, (C), (D) and (E) are too large"): the one left is the choice, whatever the sentence says of
  the others (a range "(A) through (D)" names each letter in it).

Both are read by the reader (``relatives.relative_mentions``) and hidden by the summarizer's fail-closed pass.
"""
from __future__ import annotations

import re
from typing import List, Sequence

from agon_mcore.agon.answer_forms.choices import choice_letter, choice_options
from agon_mcore.agon.answer_forms.values import Mention, Word

__all__ = ["verb_claims", "elimination_mentions"]


def verb_claims(text: str, ws: Sequence[str], pred: str, problem: str) -> List[Mention]:
    """The question's predicate stated as a verb between the question's own numbers ("Is 1001 divisible by 7?" and
    "so 7 divides 1001"; "does not divide" for no): a word that shares the predicate's first four letters and ends
    in -s, in a clause that holds every number of the question, not under "whether"/"if"/"check"."""
    nums = set(re.findall(r"\d+", problem[:problem.rfind("?") + 1] if "?" in problem else problem))
    if len(pred) < 6 or not nums:
        return []
    out = []
    for m in re.finditer(rf"(?i)\b(does\s+not\s+|doesn't\s+|never\s+)?{re.escape(pred[:4])}[a-z]*?(?:es|s)\b", text):
        lo = max(text.rfind(c, 0, m.start()) for c in ".;:\n?,")
        hi = min([k for k in (text.find(c, m.end()) for c in ".;:\n?,") if k >= 0] or [len(text)])
        clause = text[lo + 1:hi]
        if not nums <= set(re.findall(r"\d+", clause)) or re.search(r"(?i)\b(?:whether|if|check\w*)\b", clause):
            continue
        v = "no" if m.group(1) else "yes"
        if v in ws:  # the claim from its first number to its last ("7 divides 1001"): the verb alone leaves its frame
            ds = [lo + 1 + d.start() for d in re.finditer(r"\d", clause)]
            out.append(Mention(min(ds[0], m.start()), max(ds[-1] + 1, m.end()), Word(v), "word"))
    return out


_LETTER = re.compile(r"\(([A-Z])\)(?:\s*(?:through|thru|to|-|–|—)\s*\(([A-Z])\))?")


def elimination_mentions(text: str, answer: str, problem: str) -> List[Mention]:
    """Sentences of ``text`` that name every option but the answer's, by letter in brackets, and not the answer's:
    one mention from the first letter named to the last (module docstring)."""
    letter = choice_letter(answer)
    opts, _ = choice_options(problem)
    if not letter or letter not in opts or len(opts) < 3:
        return []
    others = set(opts) - {letter}
    out = []
    for sent in re.finditer(r"[^.!?\n]+", text):
        named, first, last = set(), None, None
        for m in _LETTER.finditer(sent.group(0)):
            a, b = m.group(1), m.group(2) or m.group(1)
            named |= {chr(k) for k in range(ord(a), ord(b) + 1)}
            first = m.start() if first is None else first
            last = m.end()
        if named and others <= named and letter not in named:
            out.append(Mention(sent.start() + first, sent.start() + last, Word("choice:" + letter), "choice"))
    return out
