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
* **Math answers** (issue 12). What is hidden is exactly what the math verifier grades,
  ``agon_mcore.verify.answer.final_answer`` of the visible part (the boxes read together, or
  a later explicit "The final answer is ..." statement), and every restatement of it:

  1. every ``\\boxed`` / ``\\fbox`` / ``\\framebox`` command (nested braces, escaped
     ``\\{ \\}``, the TeX form ``\\boxed 5``) becomes :data:`BOXED_PLACEHOLDER`, not only
     the last one (drafts box intermediate results too); a box whose brace never closes (a
     draft cut mid-answer) is hidden from ``\\boxed`` to the end; the value of a counting
     final-answer statement becomes :data:`HIDDEN`;
  2. every occurrence of each graded value in the rest of the text becomes :data:`HIDDEN`,
     in the forms a model writes it: the number in any form math-verify grades equal
     (``12``, ``12.0``, ``-12`` for 12 and vice versa, ``1,000`` / ``1{,}000`` / ``1\\,000``,
     ``24/2``, ``\\frac{24}{2}``, ``\\tfrac12``, ``1.5e3``, ``1.5 \\times 10^{3}``,
     ``10^2``, a percent ``12\\%`` for 0.12 and vice versa), inside any wrapper
     (``\\mathbf{42}``, ``\\textbf``, ``\\color{red}{42}``, ``**42**``: the value is hidden,
     the wrapper stays); number words for integers below one million (``forty-two``,
     ``one hundred and five``); and a non-numeric answer's own text up to spacing,
     ``\\left``/``\\right`` and ``\\dfrac`` (``\\frac{\\pi}{2}``, ``(0, 12.5)``, ``Yes``
     as a word), a one-letter answer only in answer position (``(D)``, ``**D**``,
     ``answer is D``, ``option D``).

  Everything else stays readable. Not hidden, by design: an expression the challenger would
  still have to evaluate (``6 + 6`` for 12: that is reasoning, not the answer), a digit
  inside a longer number (the ``12`` of ``125``). ``hidden_answer`` is the graded answer
  (``None`` when the verifier reads none). ``agon_mcore.agon.leak`` measures what remains.
* **Code answers.** Exactly the block the code verifier runs
  (``agon_mcore.verify.code.graded_program``: the last closed Python-tagged block, else the
  last bare one; its fence may open mid-line; ```` ```text ```` sample output is never the
  program) is replaced by a placeholder keeping its tag; other blocks with the same code
  (after whitespace normalisation) and an unclosed program block (cut output) are hidden
  too; other blocks (helpers, sample output) are kept. Boxes are hidden as for math.
* **Domain.** ``domain="math"`` / ``"code"`` picks the rule; ``None`` detects it: code when
  the visible part has no complete boxed answer but has a program block, math otherwise.
* **Chat templates that open the reasoning block** (``opened``, issue 11): the draft is
  read as ``opened + draft_text`` (``agon_mcore.verify.answer.template_opened``), the same
  view the verifier and ``format_reward`` take.
* **Chat markup.** ``<|...|>`` special-token text (``<|im_end|>``, ``<|im_start|>``...) is
  removed so a draft cannot inject turns into the challenger's chat prompt.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import List, Optional, Tuple

from agon_mcore.agon.answer_forms import HIDDEN, hide_value
from agon_mcore.verify.answer import THINK_OPEN, boxed_spans, check_opened, final_answer, split_response
from agon_mcore.verify.code import PROGRAM_LANGS, code_blocks, graded_program

BOXED_PLACEHOLDER = "\\boxed{" + HIDDEN + "}"
CODE_PLACEHOLDER = "# [hidden: the final code]"
FINISH_REASONS = ("stop", "length", "abort")
DOMAINS = ("math", "code")

_SPECIAL = re.compile(r"<\|[A-Za-z0-9_]+\|>")


@dataclass
class DraftSummary:
    """The challenger's view of one draft.

    Attributes:
        text: the visible part with the answer hidden (``""`` when the draft has no
            visible part: reasoning never closed).
        had_answer: the visible part holds a final answer the verifier would read (math:
            ``final_answer`` has a value; code: a graded program block); it is hidden.
        hidden_answer: that final answer (math: ``final_answer(...).text``; code: the
            graded program's code), ``None`` when ``had_answer`` is False. Never shown to
            the challenger; kept for logs, tests and the leak metric.
        truncated: the draft was cut (``finish_reason != "stop"``) or its reasoning block
            never closed.
        domain: the rule that was applied, ``"math"`` or ``"code"``.
        hidden_values: math: every value that was graded (``final_answer(...).values``;
            several when the draft hedged, e.g. ``["3", "4"]`` for ``hidden_answer``
            ``"3, 4"``), each hidden; code: ``[hidden_answer]``; empty without an answer.
    """

    text: str
    had_answer: bool
    hidden_answer: Optional[str]
    truncated: bool
    domain: str = "math"
    hidden_values: List[str] = field(default_factory=list)


def _visible_part(text: str, opened: str) -> Optional[str]:
    """The answer part as the verifier reads it, minus a trailing unclosed ``<think>``."""
    _, vis = split_response(text, opened)
    if vis is None:
        return None
    k = vis.find(THINK_OPEN)  # a reasoning block reopened after the last </think>: drop it
    return vis[:k] if k >= 0 else vis


def _replace(text: str, spans: List[Tuple[int, int, str]]) -> str:
    """Replace non-overlapping ``(start, end, new)`` spans (any order)."""
    out, prev = [], 0
    for start, end, new in sorted(spans):
        if start < prev:  # inside a span already replaced
            continue
        out.append(text[prev:start])
        out.append(new)
        prev = end
    out.append(text[prev:])
    return "".join(out)


def _box_spans(vis: str) -> List[Tuple[int, int]]:
    """Every box command's span; an unclosed one runs to the end of the text."""
    out: List[Tuple[int, int]] = []
    for start, end, _, _ in boxed_spans(vis):
        if out and start < out[-1][1]:  # nested, e.g. \\boxed{\\boxed{1}}: the outer one hides it
            continue
        out.append((start, end if end >= 0 else len(vis)))
        if end < 0:
            break
    return out


def _hide_math(vis: str) -> Tuple[str, Optional[str], List[str]]:
    """Hide the graded answer (boxes, a counting statement, every restatement of each value).
    Returns (text, the graded answer or None, the graded values)."""
    fa = final_answer(vis)
    boxes = _box_spans(vis)
    spans = [(s, e, BOXED_PLACEHOLDER) for s, e in boxes]
    for s, e in fa.spans:  # a counting "The final answer is 5" statement: keep the lead-in
        if any(s >= bs and e <= be for bs, be in boxes):
            continue
        seg = vis[s:e]
        k = seg.rfind(fa.text) if fa.text else -1
        spans.append((s, e, (seg[:k] + HIDDEN) if k > 0 else HIDDEN))
    text = _replace(vis, spans)
    values = list(dict.fromkeys([*fa.values, *([fa.text] if fa.text and not fa.hedged else [])]))
    for v in values:
        text = hide_value(text, v)
    return text, fa.text, (values if fa.text else [])


def _hide_code(vis: str) -> Tuple[str, Optional[str], List[str]]:
    """Hide the graded program, blocks with the same code, and an unclosed program block.
    Returns (text, the graded program's code or None, [that code] or [])."""
    prog = graded_program(vis)
    key = " ".join(prog.code.split()) if prog is not None else None
    spans = []
    for b in code_blocks(vis):
        same = prog is not None and (b.start == prog.start or (b.code.strip() and " ".join(b.code.split()) == key))
        cut = not b.closed and (b.lang in PROGRAM_LANGS or b.lang == "")
        if same or cut:
            spans.append((b.start, b.end, f"```{b.lang}\n{CODE_PLACEHOLDER}\n```"))
    text = _replace(vis, spans)
    text = _replace(text, [(s, e, BOXED_PLACEHOLDER) for s, e in _box_spans(text)])
    code = prog.code.strip("\n") if prog is not None else None
    return text, code, ([code] if code is not None else [])


def summarize_draft(
    draft_text: str,
    finish_reason: str = "stop",
    *,
    domain: Optional[str] = None,
    max_chars: Optional[int] = None,
    opened: str = "",
) -> DraftSummary:
    """Turn a draft into the summary its challenger reads (AGON.md step 3).

    Args:
        draft_text: the drafter's decoded response (special tokens kept, so ``</think>``
            is visible), e.g. ``"<think>...</think>\\n\\nSo the sum is 7.\\n\\n\\boxed{7}"``.
        finish_reason: the engine's ``"stop" | "length" | "abort"``; anything but ``"stop"``
            marks the summary ``truncated``.
        domain: ``"math"`` (hide the graded answer and its restatements), ``"code"`` (hide
            the graded program and boxed answers), or ``None`` to detect (see the module
            docstring).
        max_chars: if set, the hidden-answer summary is cut to this many characters
            (``" [...]"`` appended); cutting happens after hiding, so it never reveals an
            answer.
        opened: what the drafter's chat template already wrote of the reasoning block
            (``agon_mcore.verify.answer.template_opened``); the draft is read as
            ``opened + draft_text``.

    Returns:
        A :class:`DraftSummary`; see the module docstring for the exact rules.

    Raises:
        TypeError: ``draft_text`` is not a ``str`` (decode token ids first, with the
            drafter's own tokenizer).
        ValueError: unknown ``finish_reason`` or ``domain``, ``max_chars < 1``, or a bad
            ``opened``.
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
    check_opened(opened, "summarize_draft")
    cut = finish_reason != "stop"
    vis = _visible_part(draft_text, opened)
    if vis is None:
        return DraftSummary(text="", had_answer=False, hidden_answer=None, truncated=True, domain=domain or "math")
    vis = _SPECIAL.sub("", vis)
    if domain is None:
        closed_box = any(end >= 0 for _, end, _, _ in boxed_spans(vis))
        domain = "code" if not closed_box and graded_program(vis) is not None else "math"
    text, answer, values = _hide_code(vis) if domain == "code" else _hide_math(vis)
    text = text.strip()
    if max_chars is not None and len(text) > max_chars:
        text = text[:max_chars].rstrip() + " [...]"
    return DraftSummary(text=text, had_answer=answer is not None, hidden_answer=answer, truncated=cut, domain=domain,
                        hidden_values=values)
