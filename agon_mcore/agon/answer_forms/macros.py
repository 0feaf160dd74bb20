"""LaTeX macros read as they render: a definition renders nothing, a use renders the definition's body.

A draft may define a macro (``\\newcommand{\\ans}{\\pi e^{-6}}``, ``\\def\\ans{42}``, ``\\renewcommand``,
``\\providecommand``, ``\\DeclareMathOperator``) and use it later (``$I = \\ans$``). A reader of the string sees the
value once, in a definition, and a name elsewhere; a reader of the rendered page sees the value wherever the name
stands. So the summarizer reads the draft with its macros expanded (:func:`expand_macros`: every definition removed,
every use replaced by its body, arguments ``#1``..``#9`` substituted, nested uses expanded to a fixed depth), and the
reader, given text that still holds definitions, reads each definition's body as a statement and each use as the
body it renders (:func:`macro_spans`).

Only what the definition fixes is expanded: a macro defined nowhere in the text (``\\frac``, ``\\sqrt``) is left
alone, and a definition whose body does not close is left as written.
"""
from __future__ import annotations

import re
from typing import Callable, Iterable, List, Optional, Tuple

__all__ = ["macro_definitions", "expand_macros", "has_macros", "macro_spans"]

_DEF_HEAD = re.compile(r"\\(?:(?:re)?newcommand\*?|providecommand\*?|DeclareMathOperator\*?)\s*(?:\{\s*(\\[A-Za-z@]+)\s*\}|(\\[A-Za-z@]+))"
                       r"\s*(?:\[(\d)\])?\s*(?=\{)|\\(?:g|e|x)?def\s*(\\[A-Za-z@]+)\s*((?:#\d)*)\s*(?=\{)")
_MAX_DEPTH = 5

Definition = Tuple[int, int, str, int, str]  # (start, end, name without backslash, number of arguments, body)


def has_macros(text: str) -> bool:
    """Cheap test: ``text`` may define a macro."""
    return "command" in text or "\\def" in text or "DeclareMathOperator" in text or "def\\" in text


def _group(text: str, i: int) -> Optional[int]:
    """The index after the brace group that opens at ``text[i] == "{"``, or None when it does not close."""
    depth = 0
    for j in range(i, len(text)):
        c = text[j]
        if c == "\\":
            continue
        if c == "{" and (j == 0 or text[j - 1] != "\\"):
            depth += 1
        elif c == "}" and text[j - 1] != "\\":
            depth -= 1
            if depth == 0:
                return j + 1
    return None


def macro_definitions(text: str) -> List[Definition]:
    """Every macro definition of ``text`` as ``(start, end, name, nargs, body)``, ``name`` without its backslash; a
    definition wrapped alone in ``$...$`` covers the dollars too. Raises nothing."""
    out: List[Definition] = []
    for m in _DEF_HEAD.finditer(text):
        end = _group(text, m.end())
        if end is None:
            continue
        name = (m.group(1) or m.group(2) or m.group(4))[1:]
        nargs = int(m.group(3)) if m.group(3) else len(re.findall(r"#\d", m.group(5) or ""))
        s, e = m.start(), end
        if text[max(0, s - 1):s] == "$" and text[e:e + 1] == "$":
            s, e = s - 1, e + 1
        out.append((s, e, name, nargs, text[m.end() + 1:end - 1]))
    return out


def _uses(text: str, name: str, nargs: int) -> Iterable[Tuple[int, int, List[str]]]:
    """(start, end, arguments) of every use of ``\\name`` with its ``nargs`` brace arguments."""
    for m in re.finditer(r"\\" + re.escape(name) + r"(?![A-Za-z@])", text):
        pos, args = m.end(), []
        for _ in range(nargs):
            while pos < len(text) and text[pos] in " \t":
                pos += 1
            if pos < len(text) and text[pos] == "{":
                e = _group(text, pos)
                if e is None:
                    break
                args.append(text[pos + 1:e - 1])
                pos = e
            elif pos < len(text):
                args.append(text[pos])
                pos += 1
        if len(args) == nargs:
            yield m.start(), pos, args


def _body(body: str, args: List[str]) -> str:
    return re.sub(r"#(\d)", lambda m: args[int(m.group(1)) - 1] if int(m.group(1)) <= len(args) else m.group(0), body)


def expand_macros(text: str) -> str:
    """``text`` as it renders: every macro definition removed (with a line it stood alone on) and every use of a
    defined macro replaced by its body with the arguments substituted, to a depth of five. ``str -> str``; raises
    nothing."""
    if not has_macros(text):
        return text
    defs = macro_definitions(text)
    if not defs:
        return text
    table = {name: (nargs, body) for _, _, name, nargs, body in defs}
    for s, e, *_ in sorted(defs, reverse=True):
        ls = text.rfind("\n", 0, s) + 1
        le = text.find("\n", e)
        le = len(text) if le < 0 else le
        if not text[ls:s].strip() and not text[e:le].strip():
            s, e = ls, min(le + 1, len(text))  # the definition's own line goes with it
        text = text[:s] + text[e:]
    for _ in range(_MAX_DEPTH):
        changed = False
        for name, (nargs, body) in table.items():
            uses = list(_uses(text, name, nargs))
            for s, e, args in reversed(uses):
                rep = _body(body, args)
                if e < len(text) and re.match(r"[A-Za-z]", text[e]) and re.search(r"\\[A-Za-z]+$", rep):
                    rep += " "  # "\ans x" keeps its space after a body ending in a command
                text = text[:s] + rep + text[e:]
                changed = True
        if not changed:
            break
    return text


def macro_spans(text: str, read: Callable[[str], bool]) -> List[Tuple[int, int]]:
    """Spans of ``text`` that render a statement ``read`` accepts: a definition whose body (arguments left as
    written) ``read`` accepts, and every use of that macro. ``read``: the reader on a short text. Raises what
    ``read`` raises."""
    out: List[Tuple[int, int]] = []
    if not has_macros(text):
        return out
    for s, e, name, nargs, body in macro_definitions(text):
        if read(body):
            out.append((s, e))
            out += [(us, ue) for us, ue, _ in _uses(text, name, nargs) if not (s <= us < e)]
    return out
