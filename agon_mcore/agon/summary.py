"""Draft summaries: what the challenger reads of the drafter's response.

AGON.md, step 3: a draft ``a_i`` is turned into a summary by dropping the private
reasoning block (for Qwen3-style models everything up to and including ``</think>``) and
hiding the final answer, so the challenger reads the visible explanation but cannot copy
the verdict-bearing answer.

Choices this module fixes (the paper leaves them open):

* **Reasoning block.** The visible part is the verifier's answer part
  (``agon_mcore.verify.answer.split_response``): the text after the LAST ``</think>``, or
  the whole text when the response has no think tags at all (a non-thinking model). A
  ``<think>`` reopened after that point is dropped with everything after it. A draft whose
  ``<think>`` never closes (the model stopped or was cut inside its reasoning) has **no
  visible part**: the summary text is empty, ``had_answer=False``, ``truncated=True``;
  the verifier scores such a response ``no_answer``.
* **Math answers.** The argument of *every* ``\\boxed`` / ``\\fbox`` / ``\\framebox`` in
  the visible part (spans from ``agon_mcore.verify.answer.boxed_spans``: nested braces,
  escaped ``\\{ \\}``, the TeX form ``\\boxed 5``) is replaced, the command included, by
  :data:`BOXED_PLACEHOLDER`, not only the last one: drafts often box an intermediate
  result or the same answer twice, and any boxed value could leak the final one. A box
  whose brace never closes (a draft cut mid-answer) is hidden from ``\\boxed`` to the end.
  ``hidden_answer`` is what the verifier would read (``last_boxed``: ``None`` when the
  last box is broken). The final answer can still appear in the prose (``so x = 42``);
  scrubbing every occurrence of a short answer such as ``2`` would destroy the
  explanation, so we do not try: the protocol hides the *stated* answer, as in the paper.
* **Code answers.** The last closed fenced code block (```` ```lang ... ``` ````) is
  replaced by a placeholder keeping its language tag; earlier blocks identical to it
  (after whitespace normalisation) and an unclosed block (cut output) are hidden too;
  other earlier blocks (helpers, examples) are kept. Boxed answers are hidden as for math.
* **Domain.** ``domain="math"`` / ``"code"`` picks the rule; ``None`` detects it: code when
  the visible part has no complete boxed answer but has a fenced block, math otherwise.
* **Chat markup.** ``<|...|>`` special-token text (``<|im_end|>``, ``<|im_start|>``...) is
  removed so a draft cannot inject turns into the challenger's chat prompt.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import List, Optional, Tuple

from agon_mcore.verify.answer import THINK_OPEN, boxed_spans, last_boxed, split_response

HIDDEN = "[hidden]"
BOXED_PLACEHOLDER = "\\boxed{" + HIDDEN + "}"
CODE_PLACEHOLDER = "# [hidden: the final code]"
FINISH_REASONS = ("stop", "length", "abort")
DOMAINS = ("math", "code")

_SPECIAL = re.compile(r"<\|[A-Za-z0-9_]+\|>")
_FENCE = re.compile(r"^[ \t]*```[^\n`]*$", re.MULTILINE)


@dataclass
class DraftSummary:
    """The challenger's view of one draft.

    Attributes:
        text: the visible part with the answer hidden (``""`` when the draft has no
            visible part: reasoning never closed).
        had_answer: the visible part holds a final answer the verifier would read (math:
            the last boxed command is complete; code: a closed fenced block); it is hidden.
        hidden_answer: that final answer (``last_boxed`` content, or the last closed code
            block's code), ``None`` when ``had_answer`` is False. Never shown to the
            challenger; kept for logs and tests.
        truncated: the draft was cut (``finish_reason != "stop"``) or its reasoning block
            never closed.
    """

    text: str
    had_answer: bool
    hidden_answer: Optional[str]
    truncated: bool


def _visible_part(text: str) -> Optional[str]:
    """The answer part as the verifier reads it, minus a trailing unclosed ``<think>``."""
    _, vis = split_response(text)
    if vis is None:
        return None
    k = vis.find(THINK_OPEN)  # a reasoning block reopened after the last </think>: drop it
    return vis[:k] if k >= 0 else vis


def _box_spans(vis: str) -> List[Tuple[int, int, int, int]]:
    """verify's boxed spans as (start, end, content_start, content_end); an unclosed command
    (``end == -1`` there) runs to the end of the text and ends the list."""
    out = []
    for start, end, c0, c1 in boxed_spans(vis):
        if out and start < out[-1][1]:  # nested, e.g. \\boxed{\\boxed{1}}: the outer one hides it
            continue
        if end < 0:
            out.append((start, len(vis), c0, c1))
            return out
        out.append((start, end, c0, c1))
    return out


def _closed_boxes(vis: str) -> List[Tuple[int, int, int, int]]:
    return [s for s in boxed_spans(vis) if s[1] >= 0]


def _hide_boxed(vis: str) -> Tuple[str, Optional[str]]:
    """Hide every boxed command; returns (new text, the verifier's final answer or None)."""
    out, prev = [], 0
    for start, end, _, _ in _box_spans(vis):
        out.append(vis[prev:start])
        out.append(BOXED_PLACEHOLDER)
        prev = end
    out.append(vis[prev:])
    return "".join(out), last_boxed(vis)


def _code_blocks(vis: str) -> List[Tuple[int, int, str, str, bool]]:
    """Fenced blocks as (start, end, info, code, closed); an unclosed last fence runs to the end."""
    fences = list(_FENCE.finditer(vis))
    blocks = []
    for j in range(0, len(fences), 2):
        open_m = fences[j]
        info = open_m.group(0).strip()[3:].strip()
        body_start = min(open_m.end() + 1, len(vis))
        if j + 1 < len(fences):
            close_m = fences[j + 1]
            blocks.append((open_m.start(), close_m.end(), info, vis[body_start:close_m.start()], True))
        else:
            blocks.append((open_m.start(), len(vis), info, vis[body_start:], False))
    return blocks


def _hide_code(vis: str) -> Tuple[str, Optional[str]]:
    """Hide the final code: the last closed block, blocks identical to it, and an unclosed
    block (cut output). Returns (text, code of the last closed block or None)."""
    blocks = _code_blocks(vis)
    closed = [k for k, b in enumerate(blocks) if b[4]]
    last = closed[-1] if closed else None
    key = " ".join(blocks[last][3].split()) if last is not None else None
    out, prev = [], 0
    for k, (start, end, info, code, is_closed) in enumerate(blocks):
        if k == last or not is_closed or (key and " ".join(code.split()) == key):
            out.append(vis[prev:start])
            out.append(f"```{info}\n{CODE_PLACEHOLDER}\n```")
            prev = end
    out.append(vis[prev:])
    return "".join(out), (blocks[last][3].strip("\n") if last is not None else None)


def summarize_draft(
    draft_text: str,
    finish_reason: str = "stop",
    *,
    domain: Optional[str] = None,
    max_chars: Optional[int] = None,
) -> DraftSummary:
    """Turn a draft into the summary its challenger reads (AGON.md step 3).

    Args:
        draft_text: the drafter's decoded response (special tokens kept, so ``</think>``
            is visible), e.g. ``"<think>...</think>\\n\\nSo the sum is 7.\\n\\n\\boxed{7}"``.
        finish_reason: the engine's ``"stop" | "length" | "abort"``; anything but ``"stop"``
            marks the summary ``truncated``.
        domain: ``"math"`` (hide boxed answers), ``"code"`` (hide the final code block and
            boxed answers), or ``None`` to detect (see the module docstring).
        max_chars: if set, the hidden-answer summary is cut to this many characters
            (``" [...]"`` appended); cutting happens after hiding, so it never reveals an
            answer.

    Returns:
        A :class:`DraftSummary`; see the module docstring for the exact rules.

    Raises:
        TypeError: ``draft_text`` is not a ``str`` (decode token ids first, with the
            drafter's own tokenizer).
        ValueError: unknown ``finish_reason`` or ``domain``, or ``max_chars < 1``.
    """
    if not isinstance(draft_text, str):
        raise TypeError(
            f"summarize_draft: draft_text must be str, got {type(draft_text).__name__}; "
            "decode the drafter's output ids with the drafter's own tokenizer first"
        )
    if finish_reason not in FINISH_REASONS:
        raise ValueError(f"summarize_draft: finish_reason={finish_reason!r}; use one of {FINISH_REASONS}")
    if domain is not None and domain not in DOMAINS:
        raise ValueError(f"summarize_draft: domain={domain!r}; use one of {DOMAINS} or None to detect")
    if max_chars is not None and max_chars < 1:
        raise ValueError(f"summarize_draft: max_chars={max_chars} must be >= 1 (or None for no limit)")
    cut = finish_reason != "stop"
    vis = _visible_part(draft_text)
    if vis is None:
        return DraftSummary(text="", had_answer=False, hidden_answer=None, truncated=True)
    vis = _SPECIAL.sub("", vis)
    if domain is None:
        domain = "code" if not _closed_boxes(vis) and _code_blocks(vis) else "math"
    text, answer = _hide_boxed(vis)
    if domain == "code":
        text, code = _hide_code(text)
        answer = code if code is not None else answer
    text = text.strip()
    if max_chars is not None and len(text) > max_chars:
        text = text[:max_chars].rstrip() + " [...]"
    return DraftSummary(text=text, had_answer=answer is not None, hidden_answer=answer, truncated=cut)
