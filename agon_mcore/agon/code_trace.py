"""A traceback, a crash report or a stack trace in a code draft: the output of a run, not code.

A draft that debugs shows what its first version printed when it crashed ("IndexError: list index out of
range", ``Exception in thread "main" java.lang.ArrayIndexOutOfBoundsException``, ``Segmentation fault``):
that is work (the bug, the case that failed), and the challenger needs it. A block is a **trace**
(:func:`trace_kept_spans`) when every line is one of a trace's parts: a header (``Traceback (most recent call
last):``, ``Exception in thread ...``, "During handling of the above exception ..."), a frame (``File "x.py",
line 3, in f``, ``at Main.main(Main.java:7)``, ``at f (sol.js:3:5)``, ``#0 0x... in main``), a caret marker
(``^^^^``), an error line (``IndexError: ...``, ``ZeroDivisionError``, ``Segmentation fault (core dumped)``,
``terminate called after throwing ...``, ``what(): ...``, "Process finished with exit code 1"), a command that
runs the solution or another command (a ``$`` prompt), or a source line echoed under a frame; and it has an
error line and a header, a frame, a command that ran the solution or a second error line (a C++ crash:
``terminate called ...`` then ``what(): ...``).

The trace stays line by line, except an echoed source line that is a line of the graded program (spacing
aside) or holds one of its returned expressions, and a command that carries the program (``python3 -c "..."``
overlapping it): those are the program, and the caller hides them.
"""
from __future__ import annotations

import re
from typing import List, Optional, Tuple

from agon_mcore.agon.answer_forms import code_similarity, return_expressions, runs_the_solution
from agon_mcore.agon.answer_forms.code import CodeRegion

__all__ = ["trace_kept_spans"]

_HEADER = re.compile(r"\s*(?:Traceback \(most recent call last\):|Exception in thread\b.*|During handling of the above exception.*|"
                     r"The above exception was the direct cause.*|Caused by:.*|Stack trace:|thread '.*' panicked at .*|"
                     r"goroutine \d+ \[.*\]:)\s*")
_FRAME = re.compile(r"\s*(?:File \"[^\"\n]*\", line \d+(?:, in \S+)?|at \S.*(?:\(|:)[\w./<>\\-]*:\d+(?::\d+)?\)?|"
                    r"at \S+\s*\(<?[\w ./-]+>?\)|#\d+\s+0x[0-9a-f]+ in .*|\.\.\. \d+ more|[\w./-]+\.(?:go|rs|c|cpp|js|py):\d+.*)\s*")
_CARET = re.compile(r"\s*[~^]+\s*")
_ERROR = re.compile(r"\s*(?:[\w.$]*(?:Error|Exception|Exit|Interrupt|Warning|Fault)\b(?::.*)?|"
                    r"Segmentation fault.*|Aborted.*|Killed.*|terminate called .*|\s*what\(\):.*|"
                    r"Process finished with exit code.*|(?:RE|TLE|MLE|WA|Runtime error)\b.*|panic: .*|exit status \d+|"
                    r"Floating point exception.*|Bus error.*|Illegal instruction.*|note: run with .*)\s*")


def _norm(s: str) -> str:
    return re.sub(r"\s+", "", s)


def trace_kept_spans(vis: str, r: CodeRegion, program: Optional[str]) -> Optional[List[Tuple[int, int]]]:
    """The spans of the lines of block ``r`` (in ``vis``) to keep when the block is a trace (module
    docstring): every line but an echoed source line that restates ``program``; ``None`` when it is no trace."""
    lines, pos = [], r.start
    for ln in vis[r.start:r.end].split("\n"):
        lines.append((pos, pos + len(ln), ln))
        pos += len(ln) + 1
    prog_lines = {_norm(x) for x in (program or "").split("\n") if len(_norm(x)) >= 4}
    exprs = [_norm(e) for e in return_expressions(program or "")]
    keep: List[Tuple[int, int]] = []
    frame = error = ran = False
    errors = 0
    after_frame = False
    for k, (s, e, ln) in enumerate(lines):
        if not ln.strip() or r.form in ("fence", "tilde") and (k == 0 or k == len(lines) - 1) and re.fullmatch(r"\s*(?:`{3,}|~{3,}).*", ln):
            keep.append((s, e))
            continue
        body = re.sub(r"^\s*(?:\$|>)\s+", "", ln)
        if re.match(r"\s*Exception in thread\b", ln):  # Java's header names the error too
            frame = error = True
            after_frame = False
        elif _HEADER.fullmatch(ln) or _FRAME.fullmatch(ln):
            frame, after_frame = True, True
        elif _ERROR.fullmatch(ln):
            errors, error, after_frame = errors + 1, True, False
        elif _CARET.fullmatch(ln) or runs_the_solution(body):
            ran = ran or not _CARET.fullmatch(ln)
        elif body != ln:  # another command that was run: kept unless it carries the program
            after_frame = False
            if program and code_similarity(body, program) >= 0.3 or any(x and x in _norm(body) for x in exprs):
                continue
        elif after_frame:  # a source line echoed under its frame (Node's is not indented: one line only)
            after_frame = ln[:1] in (" ", "\t")
            n = _norm(ln)
            if n in prog_lines or any(x and x in n for x in exprs):
                continue
        else:
            return None
        keep.append((s, e))
    return keep if error and (frame or ran or errors >= 2) else None
