"""Reading a response: the reasoning block, the answer part and the final boxed answer.

Response format (docs/INTERFACES.md)::

    <think>{private reasoning}</think>{answer part: visible summary ... \\boxed{ANSWER}}
"""
from __future__ import annotations

import re

THINK_OPEN = "<think>"
THINK_CLOSE = "</think>"
END_TOKENS = ("<|im_end|>", "<|endoftext|>")
BOX_COMMANDS = ("\\boxed", "\\fbox", "\\framebox")
_BOX_RE = re.compile(r"\\(?:boxed|fbox|framebox)(?![A-Za-z])")


def strip_end_tokens(text: str) -> str:
    """Drop trailing end-of-turn markers (``<|im_end|>``, ``<|endoftext|>``) left by a
    decode with ``skip_special_tokens=False``."""
    while True:
        stripped = text.rstrip()
        for tok in END_TOKENS:
            if stripped.endswith(tok):
                text = stripped[: -len(tok)]
                break
        else:
            return text


def split_response(text: str) -> tuple[str | None, str | None]:
    """Split a response into (reasoning, answer_part).

    - ``</think>`` present: reasoning is the text before the LAST ``</think>`` (without a
      leading ``<think>``), the answer part is the text after it.
    - ``<think>`` opened but never closed (e.g. truncated): ``(reasoning, None)``; such a
      response has no answer.
    - no think tags at all (a non-thinking model): ``(None, text)``; the whole response is
      the answer part.

    Trailing ``<|im_end|>``/``<|endoftext|>`` markers are removed from the answer part.
    """
    if THINK_CLOSE in text:
        head, _, tail = text.rpartition(THINK_CLOSE)
        start = head.find(THINK_OPEN)
        reasoning = head[start + len(THINK_OPEN):] if start >= 0 else head
        return reasoning, strip_end_tokens(tail)
    if THINK_OPEN in text:
        return strip_end_tokens(text.split(THINK_OPEN, 1)[1]), None
    return None, strip_end_tokens(text)


def _match_braces(text: str, open_at: int) -> int:
    """Index just past the ``}`` matching the ``{`` at ``open_at``; -1 if unbalanced.
    ``\\{`` and ``\\}`` are literal braces and do not count."""
    depth = 0
    i = open_at
    n = len(text)
    while i < n:
        c = text[i]
        if c == "\\":
            i += 2
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return -1


def boxed_spans(text: str) -> list[tuple[int, int, int, int]]:
    """Every ``\\boxed``/``\\fbox``/``\\framebox`` command in ``text``, in order.

    Returns:
        ``(start, end, content_start, content_end)`` per command: ``text[start:end]`` is the
        whole command, ``text[content_start:content_end]`` its argument. Brace form
        ``\\boxed{...}`` (nested braces ok) and the TeX space form ``\\boxed 5`` (up to the
        next space, ``$`` or end) are read. An unclosed ``\\boxed{...`` is reported with
        ``end == -1`` and an empty content range.
    """
    spans = []
    for m in _BOX_RE.finditer(text):
        i = m.end()
        while i < len(text) and text[i] in " \t":
            i += 1
        if i < len(text) and text[i] == "{":
            end = _match_braces(text, i)
            if end < 0:
                spans.append((m.start(), -1, i + 1, i + 1))
            else:
                spans.append((m.start(), end, i + 1, end - 1))
        elif i > m.end() and i < len(text):  # "\boxed 5"
            j = i
            while j < len(text) and not text[j].isspace() and text[j] != "$":
                j += 1
            spans.append((m.start(), j, i, j))
        else:
            spans.append((m.start(), -1, m.end(), m.end()))
    return spans


def last_boxed(text: str | None) -> str | None:
    """Content of the last ``\\boxed{...}`` (or ``\\fbox{...}``) in ``text``, stripped.

    Nested braces are kept whole (``\\boxed{\\frac{1}{2}}`` -> ``\\frac{1}{2}``). The last
    command counts even when it is broken: an unclosed last ``\\boxed{...`` gives ``None``
    (a truncated final answer is no answer), as does an empty one.
    """
    if not text:
        return None
    spans = boxed_spans(text)
    if not spans:
        return None
    _, end, cs, ce = spans[-1]
    if end < 0:
        return None
    content = text[cs:ce].strip()
    return content or None
