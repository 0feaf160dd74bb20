"""Which text of a response is the graded program (text only: nothing here parses or
compiles the program; that happens inside the sandbox).

A fence is a run of three or more backticks, anywhere in a line; see :func:`code_blocks`
and :func:`graded_program` (shared with the draft summary, which hides the graded block).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

PROGRAM_LANGS = ("python", "python3", "py", "py3")
_FENCE_RE = re.compile(r"`{3,}")
_READS_STDIN = re.compile(r"\binput\s*\(|\bsys\.stdin\b|\bstdin\.(?:read|buffer)|\bopen\s*\(\s*0\b")


def _dedent(code: str, n: int) -> str:
    """``code`` with up to ``n`` leading spaces/tabs removed from each line."""
    if n <= 0:
        return code
    out = []
    for line in code.splitlines(keepends=True):
        k = 0
        while k < n and k < len(line) and line[k] in " \t":
            k += 1
        out.append(line[k:])
    return "".join(out)


@dataclass
class CodeBlock:
    """One fenced block of a text.

    Attributes:
        start, end: ``text[start:end]`` is the whole block, fences included (an unclosed
            block runs to the end of the text).
        lang: the fence's language tag, lower-cased (``""`` for a bare fence).
        code: the text between the fences (after the tag's line).
        closed: the closing fence is present.
    """

    start: int
    end: int
    lang: str
    code: str
    closed: bool


def code_blocks(text: str | None) -> list[CodeBlock]:
    """Every fenced block of ``text``, in order.

    A fence is a run of three or more backticks and may start anywhere in a line
    (``Here is the program: ```python``). A fence indented by whitespace only (a block
    inside a list item) has that indentation removed from its code lines, as Markdown does. An opening fence's tag is the first word after it
    on its line; the code starts on the next line and ends at the next fence. A block opened
    and closed on one line (```` ```print(1)``` ````) is a block without a tag. An opening
    fence without a closing one gives an unclosed block running to the end of the text.
    """
    text = text or ""
    fences = list(_FENCE_RE.finditer(text))
    out: list[CodeBlock] = []
    k = 0
    while k < len(fences):
        op = fences[k]
        line_end = text.find("\n", op.end())
        line_end = len(text) if line_end < 0 else line_end
        nxt = fences[k + 1] if k + 1 < len(fences) else None
        if nxt is not None and nxt.start() < line_end:  # opened and closed on one line
            out.append(CodeBlock(op.start(), nxt.end(), "", text[op.end():nxt.start()], True))
            k += 2
            continue
        tag = text[op.end():line_end].strip()
        lang = tag.split()[0].lower() if tag else ""
        body = min(line_end + 1, len(text))
        line_start = text.rfind("\n", 0, op.start()) + 1
        lead = text[line_start:op.start()]
        indent = len(lead) if lead.strip() == "" else 0
        if nxt is None:
            out.append(CodeBlock(op.start(), len(text), lang, _dedent(text[body:], indent), False))
            break
        out.append(CodeBlock(op.start(), nxt.end(), lang, _dedent(text[body:nxt.start()], indent), True))
        k += 2
    return out


def graded_program(answer_part: str | None, tests: dict | None = None) -> CodeBlock | None:
    """The block the code verifier runs (see the package docstring), or ``None``.

    Candidates are the closed non-empty blocks tagged Python (:data:`PROGRAM_LANGS`); when
    none is tagged, the closed non-empty bare blocks. Among them (text only; the trainer
    never parses a program):

    - function tasks (``tests`` has ``entry_point``): the last block that defines the entry
      point at its top level (``def name(`` / ``async def name(`` / ``name =`` at column 0),
      so a later "example usage" block or a block of the model's own asserts is not graded;
      when none defines it, the last candidate (a body that completes the prompt's stub);
    - stdin/stdout tasks (other ``tests``): the last block that reads standard input
      (``input(``, ``sys.stdin``, ``open(0``), else the last candidate;
    - ``tests=None`` (callers that do not know the task): the last candidate.

    Args:
        answer_part: the text after ``</think>`` (``split_response(...)[1]``).
        tests: the problem's ``tests`` (``Problem.tests``), or ``None``.
    """
    blocks = [b for b in code_blocks(answer_part) if b.closed and b.code.strip()]
    cands = [b for b in blocks if b.lang in PROGRAM_LANGS] or [b for b in blocks if b.lang == ""]
    if not cands:
        return None
    if isinstance(tests, dict):
        entry = tests.get("entry_point")
        if isinstance(entry, str) and entry.isidentifier():
            pat = re.compile(rf"^(?:(?:async[ \t]+)?def[ \t]+{re.escape(entry)}[ \t]*\(|{re.escape(entry)}[ \t]*=[^=])",
                             re.MULTILINE)
            defining = [b for b in cands if pat.search(b.code)]
            return defining[-1] if defining else cands[-1]
        if "entry_point" not in tests:
            reading = [b for b in cands if _READS_STDIN.search(b.code)]
            return reading[-1] if reading else cands[-1]
    return cands[-1]


def extract_code(text: str | None, tests: dict | None = None) -> str | None:
    """The code of :func:`graded_program` (``None`` when there is none)."""
    b = graded_program(text, tests)
    return b.code if b is not None else None


def outputs_match(got: str, expected: str, tol: float = 1e-6) -> bool:
    """Whitespace-normalised comparison of program output with the expected output.

    Tokens (split on any whitespace) must be equal, except that an expected token with a
    ``.`` matches a number within ``tol`` absolute or relative.
    """
    a, b = got.split(), expected.split()
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if x == y:
            continue
        if "." not in y:
            return False
        try:
            fx, fy = float(x), float(y)
        except ValueError:
            return False
        if not (math.isfinite(fx) and math.isfinite(fy)):
            return False
        if abs(fx - fy) > tol * max(1.0, abs(fy)):
            return False
    return True


def _short(s: str, n: int = 60) -> str:
    s = "".join(c if c.isprintable() or c == "\n" else "?" for c in s.strip()).replace("\n", "\\n")
    return s if len(s) <= n else s[: n - 3] + "..."
