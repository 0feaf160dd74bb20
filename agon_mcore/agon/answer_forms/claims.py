"""Claims a draft states in words that name a yes/no or multiple-choice answer without its verdict word or letter.

* :func:`verb_claims`: the question's predicate stated as a verb between the question's own numbers ("Is 1001
  divisible by 7?" answered "so 7 divides 1001"; "does not divide" for a no).
* :func:`elimination_mentions`: a sentence that names every option of the problem's list but one, and not that one
  ("(A) is too small, (C), (D) and (E) are too large"): the one left is the choice, whatever the sentence says of
  the others (a range "(A) through (D)" names each letter in it).

* :func:`symbol_claims`: the question's relation written as its symbol between the question's own objects ("is it true
  that $A$ can be embedded in $B$?" answered ``$$A \\hookrightarrow B$$``; ``7 \\nmid 1001`` for a no).
* :func:`truth_row_mentions`: a table of claims whose last row holds a truth value (``| such $f$ exists | F |``):
  the table ends in its result, as a table of steps ends in its number (``agon.provenance.last_table_row``).

All are read by the reader (``relatives.relative_mentions``) and hidden by the summarizer's fail-closed pass.
"""
from __future__ import annotations

import re
from typing import List, Sequence

from agon_mcore.agon.answer_forms.choices import choice_letter, choice_options
from agon_mcore.agon.answer_forms.values import Mention, Word, line_starts

__all__ = ["verb_claims", "elimination_mentions", "truth_row_mentions", "symbol_claims"]


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


_TRUTH = {"t": "yes", "true": "yes", "yes": "yes", "y": "yes", "✓": "yes", "✔": "yes", "✅": "yes", "⊤": "yes",
          "\\top": "yes", "$\\top$": "yes",
          "f": "no", "false": "no", "no": "no", "n": "no", "✗": "no", "✘": "no", "❌": "no", "⊥": "no", "\\bot": "no",
          "$\\bot$": "no"}


def truth_row_mentions(text: str, ws: Sequence[str]) -> List[Mention]:
    """The truth value in the last cell of a markdown table's last row (two data rows or more, every row a claim and
    its value) where that value is one of the verdicts ``ws`` (``"yes"``/``"no"``): the table's last row is its
    result. Kind ``mark``; the span is the cell's value. Raises nothing."""
    out: List[Mention] = []
    lines = text.split("\n")
    starts = line_starts(text)
    i = 0
    while i < len(lines):
        if not lines[i].lstrip().startswith("|"):
            i += 1
            continue
        j = i
        while j < len(lines) and lines[j].lstrip().startswith("|"):
            j += 1
        rows = [k for k in range(i, j) if not re.fullmatch(r"\s*\|[\s:|-]+\|?\s*", lines[k])]
        body = rows[1:] if j - i > len(rows) else rows  # a header above a separator is no claim
        if len(body) >= 2:
            last = lines[body[-1]]
            cell = re.search(r"\|\s*([^|]*?)\s*\|?\s*$", last)
            v = _TRUTH.get(cell.group(1).strip("*_`").lower()) if cell and last.count("|") >= 2 else None
            if v in ws:
                out.append(Mention(starts[body[-1]] + cell.start(1), starts[body[-1]] + cell.end(1), Word(v), "mark"))
        i = j
    return out


# a relation the question asks about (a word stem of the problem) and its symbols: (stem, affirmed, negated)
_RELATION_SYMBOLS = (
    (r"embed", r"\\hookrightarrow|↪|\\lhook\\joinrel\\rightarrow", r"\\not\s*\\hookrightarrow|\\nhookrightarrow"),
    (r"isomorph", r"\\cong|≅|\\simeq|≃", r"\\ncong|\\not\s*\\cong|≇|\\not\s*\\simeq"),
    (r"divi[sd]", r"\\mid|∣", r"\\nmid|∤|\\not\s*\\mid"),
    (r"subset|contain", r"\\subseteq|\\subset|⊆|⊂", r"\\not\s*\\subseteq|\\not\s*\\subset|\\nsubseteq|⊈|⊄"),
    (r"parallel", r"\\parallel|∥", r"\\nparallel|∦|\\not\s*\\parallel"),
    (r"perpendicular|orthogonal", r"\\perp|⊥", r"\\not\s*\\perp"),
    (r"congruent", r"\\equiv|≡", r"\\not\s*\\equiv|≢"),
    (r"homeomorph", r"\\approx|\\cong|≅", r"\\not\s*\\approx|\\ncong|≇"),
)
_ATOM = r"([A-Za-z0-9]+(?:_\{?[A-Za-z0-9]+\}?)?|\\[A-Za-z]+(?:\{[A-Za-z0-9]+\})?)"


def symbol_claims(text: str, ws: Sequence[str], problem: str) -> List[Mention]:
    """The question's relation written as its symbol between two of the question's own objects (module docstring): a
    claim ``X SYM Y`` in the text where ``X`` and ``Y`` are objects the question sentence names (a math atom or a
    number) and ``SYM`` is a symbol of the relation the question asks ("embedded" and ``\\hookrightarrow``); a negated
    symbol is a no. Not read under "if", "suppose", "whether". Kind ``mark``; the span is the claim. Raises nothing."""
    q_at = problem.rfind("?")
    if q_at < 0:
        return []
    q_start = max(problem.rfind(c, 0, q_at) for c in ".!\n")
    question = problem[q_start + 1:q_at + 1]
    atoms = {a for m in re.finditer(r"\$([^$]{1,40})\$|\\\((.{1,40}?)\\\)", question) for a in [(m.group(1) or m.group(2)).strip()]}
    atoms |= set(re.findall(r"(?<![\w.])\d+(?![\w.])", question))
    atoms = {re.sub(r"\s+", "", a) for a in atoms if a}
    if len(atoms) < 2:
        return []
    out: List[Mention] = []
    for stem, yes_sym, no_sym in _RELATION_SYMBOLS:
        if not re.search(rf"(?i)\b{stem}", question):
            continue
        for sym, v in ((no_sym, "no"), (yes_sym, "yes")):
            if v not in ws:
                continue
            for m in re.finditer(_ATOM + r"\s*(?:" + sym + r")\s*" + _ATOM, text):
                left, right = m.group(1), m.group(2)
                if left not in atoms or right not in atoms or left == right:
                    continue
                lo = max(text.rfind(c, 0, m.start()) for c in ".;\n")
                if re.search(r"(?i)\b(?:if|suppose|assume|whether|since|given)\b", text[lo + 1:m.start()]):
                    continue
                if v == "yes" and re.match(r"\\not\s*$", text[max(0, m.start(0) - 5):m.start(0)]):
                    continue
                out.append(Mention(m.start(), m.end(), Word(v), "mark"))
    return out
