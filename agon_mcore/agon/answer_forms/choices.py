"""Multiple choice: choice letters in selection phrases, the problem's option list."""
from __future__ import annotations

import re
from typing import List, Optional, Tuple

from agon_mcore.agon.answer_forms.values import Mention, Word

# ----------------------------------------------------------------------------- choices

_CHOICE_RES = [
    re.compile(r"(?i:\b(?:pick|picks|picking|choose|chooses|choosing|chose|select|selects|selecting|option|choice|"
               r"answer|go\s+with|going\s+with|mark|circle|letter))\s*(?:is\s*)?[:(\s]*(?:\*\*)?\(?(?P<L>[A-E])\)?(?![A-Za-z0-9])"),
    re.compile(r"\(\s*(?P<L>[A-E])\s*\)"),
    re.compile(r"\\(?:boxed|fbox|framebox)\s*\{\s*(?:\\text(?:bf)?\s*\{\s*)?\(?\s*(?P<L>[A-Ea-e])\s*\)?\s*\}"),
    # lowercase only where it cannot be the article "a": in a selection phrase, in brackets
    re.compile(r"(?i:\b(?:pick|choose|chose|select|go\s+for|going\s+for|opt\s+for|go\s+with|going\s+with|mark|circle|"
               r"answer\s+is|option|choice|letter))\s*[:\s]*(?:\*\*)?\(\s*(?P<L>[a-e])\s*\)"
               r"|(?i:\b(?:option|choice|letter))\s+(?P<L2>[b-e])(?![A-Za-z0-9])"),
    re.compile(r"(?<![A-Za-z0-9])(?P<L>[A-E])\)"),
    re.compile(r"\*\*\s*\(?(?P<L>[A-E])\)?\s*\*\*|\\(?:textbf|mathbf|text|mathrm)\s*\{\s*\(?(?P<L2>[A-E])\)?\s*\}"),
    re.compile(r"(?<![A-Za-z0-9'])(?P<L>[A-E])(?=\s+(?:is|must\s+be|has\s+to\s+be|remains|survives|stands|fits|works|"
               r"is\s+(?:the\s+)?(?:only|correct|right|answer|one)))"),
]


def choice_mentions(text: str) -> List[Mention]:
    """Choice letters in a selection phrase or choice markup (module docstring)."""
    out = []
    for rx in _CHOICE_RES:
        for m in rx.finditer(text):
            g = "L" if m.groupdict().get("L") else "L2"
            if not m.group(g):
                continue
            out.append(Mention(m.start(g), m.end(g), Word("choice:" + m.group(g).upper()), "choice"))
    return out


_OPTION_RE = re.compile(
    r"(?:\\textbf\s*\{\s*)?\(\s*(?P<L>[A-E])\s*\)\s*\}?\s*(?P<v>[^()\n]*?(?:\([^()\n]*\)[^()\n]*?)*)"
    r"(?=\s*(?:\\qquad|\\quad|,|;)?\s*(?:\\textbf\s*\{\s*)?\(\s*[A-E]\s*\)|\s*$|\n)")


def choice_options(problem: Optional[str]) -> Tuple[dict, str]:
    """The problem's option list as ``({letter: option text}, the problem without it)``;
    ``({}, problem)`` when it has fewer than two ``(A) ...`` options."""
    if not problem:
        return {}, problem or ""
    opts = {}
    spans = []
    for m in _OPTION_RE.finditer(problem):
        v = m.group("v").strip().strip(",;$").strip()
        if v:
            opts.setdefault(m.group("L"), v)
            spans.append(m.span())
    if len(opts) < 2:
        return {}, problem
    stem = problem
    for a, b in reversed(spans):
        stem = stem[:a] + " " + stem[b:]
    return opts, stem


def choice_letter(answer: str) -> Optional[str]:
    """The choice letter an answer names (``C``, ``(C)``, ``\\text{C}``), or None."""
    m = re.fullmatch(r"\s*(?:\\text(?:bf)?\s*\{\s*)?\(?\s*([A-Ea-e])\s*\)?\s*\}?\s*", answer)
    return m.group(1).upper() if m else None


