"""Reading a response: the reasoning block, the answer part and the final boxed answer.

Which answer counts (several boxes, a correction after the box): :func:`final_answer`.

Response format (docs/INTERFACES.md)::

    <think>{private reasoning}</think>{answer part: visible summary ... \\boxed{ANSWER}}
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

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


def template_opened(generation_prompt: str) -> str:
    """What a chat template's generation prompt already wrote of the reasoning block.

    Some templates open the block for the model (R1-distill, Qwen3 thinking variants:
    ``<|im_start|>assistant\n<think>\n``) or write an empty closed one (Qwen3 with
    ``enable_thinking=False``: ``<think>\n\n</think>\n\n``); the response then continues
    that text. Everything that reads a response (``split_response``, ``format_reward``,
    the verifiers, the draft summary) reads ``opened + response``.

    Args:
        generation_prompt: the text the template adds for the assistant turn (what
            ``add_generation_prompt=True`` adds after the last user turn; see
            ``agon_mcore.data.prompts.generation_prompt_text``). Passing the whole rendered
            prompt works too as long as the user turn holds no ``<think>`` after the last
            role marker; prefer the generation prompt alone.

    Returns:
        ``""`` (no think tag in it), or the generation prompt from its last ``<think>`` on
        (``"<think>\n"``, ``"<think>\n\n</think>\n\n"``).
    """
    k = generation_prompt.rfind(THINK_OPEN)
    return generation_prompt[k:] if k >= 0 else ""


def check_opened(opened: str, where: str = "opened") -> str:
    """Validate an ``opened`` prefix (:func:`template_opened`'s result); returns it.

    Raises:
        TypeError / ValueError: not a string, or non-empty without starting with ``<think>``.
    """
    if not isinstance(opened, str):
        raise TypeError(f"{where}: opened must be a str (template_opened(...)), got {type(opened).__name__}")
    if opened and not opened.lstrip().startswith(THINK_OPEN):
        raise ValueError(
            f"{where}: opened={opened[:40]!r} must be '' or start with {THINK_OPEN!r}; pass "
            "template_opened(generation prompt), not the whole prompt"
        )
    return opened


def continuation_after(response: str, opened: str) -> str:
    """The part of a full response (``<think>r</think>answer``, e.g. a reference solution)
    that a model writes after its chat template already wrote ``opened``, so that
    ``opened + continuation`` reads as the response (an SFT target for such a template).

    - ``opened == ""``: the response unchanged;
    - ``opened`` opens the block (``"<think>\\n"``): the response without its leading
      ``<think>`` (and the whitespace after it);
    - ``opened`` is an empty closed block: the answer part only (the template left no room
      for reasoning).

    A response without a leading ``<think>`` is returned unchanged.

    Raises:
        ValueError: ``opened`` is neither ``""`` nor a text starting with ``<think>``.
    """
    check_opened(opened, "continuation_after")
    s = response.lstrip()
    if not opened or not s.startswith(THINK_OPEN):
        return response
    if THINK_CLOSE in opened:
        _, answer = split_response(response)
        return (answer or "").lstrip()
    return s[len(THINK_OPEN):].lstrip()


def split_response(text: str, opened: str = "") -> tuple[str | None, str | None]:
    """Split a response into (reasoning, answer_part).

    ``opened`` is what the chat template's generation prompt already wrote of the reasoning
    block (:func:`template_opened`: ``""``, ``"<think>\n"``, ``"<think>\n\n</think>\n\n"``);
    the response is read as ``opened + text``.

    - ``</think>`` present: reasoning is the text before the LAST ``</think>`` (without a
      leading ``<think>``), the answer part is the text after it.
    - ``<think>`` opened but never closed (e.g. truncated): ``(reasoning, None)``; such a
      response has no answer.
    - no think tags at all (a non-thinking model): ``(None, text)``; the whole response is
      the answer part.

    Trailing ``<|im_end|>``/``<|endoftext|>`` markers are removed from the answer part.

    Raises:
        ValueError: ``opened`` is neither ``""`` nor a text starting with ``<think>``.
    """
    if opened:
        text = check_opened(opened, "split_response") + text
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


# ----------------------------------------------------------------------------- the final answer

# A statement of the final answer in prose: "The final answer is $5$.", "Final answer: 7",
# "the answer is \(x=2\)". The value must be math-delimited or a short bare value (below).
_STATEMENT_RE = re.compile(
    r"(?i)\b(?:the\s+)?(?:final\s+answer|answer)(?:\s+(?:is|would\s+be|will\s+be|should\s+be)\s*:?|\s*[:=])[ \t]*(?:\*\*[ \t]*)?"
)
_DELIMITED = (("$$", "$$"), ("$", "$"), ("\\(", "\\)"), ("\\[", "\\]"))
_BARE_RE = re.compile(r"[^\s.,;:!?][^\n]{0,60}?(?=\.\s|\.?$|[,;!?]\s|\n)")
_PROSE_RE = re.compile(r"(?<![\\A-Za-z])[A-Za-z]{3,}")
# Every LaTeX/TeX horizontal-space command (and the unicode spaces models emit): control
# spaces (``\\,`` ``\\:`` ``\\;`` ``\\>`` ``\\!`` ``\\ ``), ``~``, the named spaces (``\\quad``,
# ``\\qquad``, ``\\thinspace``, ``\\enspace``, ``\\medspace``...), ``\\hspace{..}``/``\\mspace{..}``,
# ``\\phantom{..}``/``\\hphantom{..}``, a blank ``\\text{ }``/``\\mbox{ }``,
# and ``\\hskip``/``\\kern``/``\\mkern``/``\\mskip`` with a dimension. Each reads as one space.
LATEX_SPACE = (
    r"\\[,:;>!]|\\\s|~|[\u00a0\u2000-\u200b\u202f\u205f\u3000]"
    r"|\\(?:q?quad|thinspace|medspace|thickspace|enspace|enskip|negthinspace|negmedspace|negthickspace"
    r"|nobreakspace|space)(?![A-Za-z])"
    r"|\\(?:hspace|mspace|h?phantom)\*?\s*\{[^{}]*\}|\\(?:text|mbox|mathrm)\s*\{\s*\}"
    r"|\\(?:hskip|kern|mkern|mskip)\s*[-+]?\s*(?:\d+(?:\.\d*)?|\.\d+)\s*(?:pt|em|ex|mu|mm|cm|in|bp|pc|dd|cc|sp|px)"
)
LATEX_SPACE_RE = re.compile(LATEX_SPACE)
_SPACING_RE = LATEX_SPACE_RE
_KEY_SIZING_RE = re.compile(r"\\(?:left|right)(?![A-Za-z])")
_KEY_FRAC_RE = re.compile(r"\\[dt]frac(?![A-Za-z])")


@dataclass
class FinalAnswer:
    """The stated final answer of an answer part (see :func:`final_answer` for the rule).

    Attributes:
        text: the answer the verifier grades (LaTeX, stripped); ``None``: no answer.
        spans: ``[start, end)`` character spans in the answer part that hold the stated
            final answer: every box command including its argument (an unclosed box runs to
            the end of the text), and the explicit final-answer statement when that is what
            counts. Sorted, non-overlapping.
        hedged: several boxes with different values (after a light normalisation: spaces,
            ``\\left``/``\\right``, ``\\dfrac``); ``text`` then lists them all, comma-separated.
        values: the distinct box values, in order of first appearance (one entry when the
            boxes agree); empty when there is no complete box.
    """

    text: str | None
    spans: list[tuple[int, int]]
    hedged: bool
    values: list[str] = field(default_factory=list)


def answer_key(s: str) -> str:
    """A light canonical form for comparing two stated answers as strings: spaces,
    ``\\left``/``\\right`` and ``\\dfrac``/``\\tfrac`` dropped, a space between two digits
    kept (``1 2`` is not ``12``), ``$`` and a final period stripped."""
    s = _SPACING_RE.sub(" ", s.strip().strip("$").strip().rstrip(".").strip())
    s = _KEY_FRAC_RE.sub(r"\\frac", _KEY_SIZING_RE.sub("", s))
    s = re.sub(r"(?<=\d)\s+(?=\d)", "\0", s)
    s = re.sub(r"\s+", "", s)
    return s.replace("\0", " ")


def answer_statements(text: str, start: int = 0) -> list[tuple[int, int, str]]:
    """Every explicit answer statement in ``text[start:]``, in order: ``(lead_in_start, value_end, value)``.

    A statement is a lead-in (``The final answer is``, ``Final answer:``, ``the answer is``, ``Answer =``)
    followed by a value in ``$..$``, ``\\(..\\)``, ``\\[..\\]``, ``**..**`` or a short bare value that is not
    prose (``Answer: 5``; not ``the answer is clear from the table``). ``value`` is the value's text, stripped
    of its delimiters; offsets are into ``text``. :func:`final_answer` reads the last one after the last box as
    a correction; the draft summary reads the last one of a draft with no box as its stated answer."""
    found = []
    for m in _STATEMENT_RE.finditer(text, start):
        got = _statement_value(text, m.end())
        if got is not None:
            found.append((m.start(), got[1], got[0]))
    return found


def _statement_value(text: str, at: int) -> tuple[str, int] | None:
    """The value stated at ``text[at:]`` after an "answer is" lead-in, and where it ends."""
    rest = text[at:]
    if rest.startswith("**"):  # markdown bold: **5** or **$5$**
        close = rest.find("**", 2)
        if close > 2:
            inner = _statement_value(rest[: close], 2)
            if inner is not None and inner[1] == close:
                return inner[0], at + close + 2
            value = rest[2:close].strip()
            return (value, at + close + 2) if value and not _PROSE_RE.search(value) else None
    for open_, close_ in _DELIMITED:
        if rest.startswith(open_):
            end = rest.find(close_, len(open_))
            if end < 0:
                return None
            value = rest[len(open_):end].strip()
            return (value, at + end + len(close_)) if value else None
    m = _BARE_RE.match(rest)
    if not m:
        return None
    value = m.group(0).strip().strip("*").strip()
    words = _PROSE_RE.findall(value)
    if len(words) > 1 or (words and len(value.split()) > 1):  # prose, not a value
        return None
    return value, at + m.end()


def final_answer(answer_part: str | None) -> FinalAnswer:
    """The final answer stated in ``answer_part`` (the text after ``</think>``).

    The one rule for which answer counts (used by the math verifier, the draft summary's
    hidden answer and its leak metric):

    1. A response commits to an answer with a box command (``\\boxed``/``\\fbox``/
       ``\\framebox``); no complete box means no answer (``text=None``), and so does a
       last box whose brace never closes (cut output). Empty boxes and boxes nested in
       another box carry no value of their own.
    2. Several boxes are read together: if their values agree (same after
       :func:`answer_key`) that value is the answer; if they differ the answer is the list
       of the distinct values, ``"1, 2, 3"``, and ``hedged`` is True. (math-verify reads
       several boxes the same way, as one set; the verifier accepts such a list only for a
       gold that is a set of those elements, see :class:`MathVerifier`.)
    3. A response may correct itself after its boxes: an explicit statement after the
       LAST box, ``The final answer is $5$.`` / ``Final answer: 5`` / ``the answer is
       \\(5\\)`` (value in ``$..$``, ``\\(..\\)``, ``\\[..\\]``, ``**..**`` or a short bare
       value that is not prose), overrides the boxes: its value is the answer
       (the last such statement if several), ``hedged`` is False. Statements before the
       last box are superseded by it.

    Returns:
        :class:`FinalAnswer`; ``spans`` always covers every box command (for hiding), plus
        the counting statement from its lead-in to the end of its value.
    """
    if not answer_part:
        return FinalAnswer(None, [], False)
    boxes = []
    for start, end, cs, ce in boxed_spans(answer_part):
        if boxes and start < boxes[-1][1]:
            continue  # nested in the previous box (or inside an unclosed one)
        boxes.append((start, end if end >= 0 else len(answer_part), cs, ce, end >= 0))
    spans = [(s, e) for s, e, _, _, _ in boxes]
    if not boxes:
        return FinalAnswer(None, [], False)
    if not boxes[-1][4]:  # the last box never closes: a cut answer is no answer
        return FinalAnswer(None, spans, False)
    values: list[str] = []
    keys: list[str] = []
    for _, _, cs, ce, closed in boxes:
        v = answer_part[cs:ce].strip()
        if closed and v and answer_key(v) not in keys:
            values.append(v)
            keys.append(answer_key(v))
    stated = answer_statements(answer_part, boxes[-1][1])
    if stated:
        start, end, value = stated[-1]
        return FinalAnswer(value, spans + [(start, end)], False, values)
    if not values:
        return FinalAnswer(None, spans, False)
    if len(values) == 1:
        return FinalAnswer(values[0], spans, False, values)
    return FinalAnswer(", ".join(values), spans, True, values)
