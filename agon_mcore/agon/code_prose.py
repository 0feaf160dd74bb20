"""The graded program restated in prose or inline code, read by normalised token overlap.

A code draft's prose stays (``agon_mcore.agon.code_summary``), but prose can carry the whole program
("read the line, strip it, turn it into a set and print the length of that set"; "let a be n
integer-divided by 3, ..."; "min over the counter with key lambda ch: (-c[ch], ch)"). Instead of a
list of phrases, both sides are reduced to **operation tokens**: the program's called names and
methods (``strip``, ``len``, ``sorted``; reading and printing aside, every program does them), its operators that carry meaning (``//``, ``%``,
``**``), ``lambda``/``key`` and its numeric literals (2 and up); the prose's words are mapped to the
same tokens through a small synonym table ("read" -> ``input``, "length" -> ``len``, "integer-divided"
-> ``//``, "remainder" -> ``%``, "output" -> ``print``). A paragraph (consecutive lines) whose tokens
cover at least :data:`PROSE_COVER` of the program's (and at least :data:`PROSE_MIN` of them) restates
the program: its clauses that name three or more of its operations, or an operator with all of its
numbers (three or more), are hidden, so the algorithm's idea in words that name one or two operations
at a time stays; in a list of steps that restates the program (numbered or bulleted items, each naming one
operation) the items are hidden together, the list's lead line stays. Inline code that restates the program by the code
similarity (``answer_forms.restates_program``) is hidden whatever its form (an expression, a Python 2
line). The reader (``leak.answer_readable`` for code) uses :func:`prose_restates` too.
"""
from __future__ import annotations

import re
from typing import List, Set, Tuple

from agon_mcore.agon.answer_forms import CodeRegion, restates_program
from agon_mcore.agon.code_data import is_base_case, is_recurrence
from agon_mcore.agon.code_notation import complexity_reason, program_values
from agon_mcore.agon.segments import segments

__all__ = ["PROSE_COVER", "PROSE_MIN", "program_tokens", "prose_tokens", "prose_restates", "prose_program_spans"]

PROSE_COVER = 0.7  # share of the program's operation tokens a paragraph names
PROSE_MIN = 3  # and at least this many of them

_IO = {"input", "print", "split", "int", "map", "readline", "read"}  # reading and printing: every program does
_GENERIC = {"range", "int", "str", "list", "map", "open", "main", "solve", "exit", "readline", "stdin", "append", "write",
            "flush", "float", "tuple", "print_function", "format", "rstrip", "lstrip"}
_SYN = [
    (r"\bread(?:s|ing)?\b|\binput\b", "input"), (r"\blength\b|\blen\b|\bsize\b", "len"),
    (r"\binteger[- ]divided\b|\bfloor[- ]divided\b|\bfloor\s+division\b|\binteger\s+division\b|\bdiv\b|//", "//"),
    (r"\bmodulo\b|\bmod\b|\bremainder\b|%", "%"), (r"\bprint(?:s|ed|ing)?\b|\boutputs?\b|\bwrite\s+out\b", "print"),
    (r"\bminimum\b|\bmin\b|\bsmallest\b", "min"), (r"\bmaximum\b|\bmax\b|\blargest\b|\bbiggest\b", "max"),
    (r"\bsort(?:s|ed|ing)?\b", "sorted"), (r"\bcounter\b|\bcounts?\b|\btally\b", "counter"), (r"\bsum(?:s|med)?\b|\badd(?:s|ing)?\s+up\b|\btotal\s+of\b", "sum"),
    (r"\blower[- ]?cas\w*|\blower\b", "lower"), (r"\bupper[- ]?cas\w*|\bupper\b", "upper"),
    (r"\bhow\s+many\s+times\b|\boccurrences?\b|\boccurs?\b", "count"),
    (r"\bsets?\b|\bdistinct\b|\bunique\b", "set"), (r"\bstrip(?:s|ped|ping)?\b|\btrim(?:s|med)?\b", "strip"),
    (r"\bsplit(?:s|ting)?\b", "split"), (r"\blambda\b", "lambda"), (r"\bkey\b", "key"), (r"\bjoin(?:s|ed)?\b", "join"),
    (r"\brevers(?:e|ed|es|ing)\b", "reversed"), (r"\bpower\b|\bsquared?\b|\*\*|\^", "**"), (r"\babsolute\b|\babs\b", "abs"),
    (r"\bgcd\b|\bgreatest\s+common\b", "gcd"), (r"\bcombinations?\b|\bcomb\b|\bchoose\b", "comb"),
    (r"\benumerat\w*\b", "enumerate"), (r"\bzip(?:s|ped)?\b", "zip"), (r"\bany\b", "any"), (r"\ball\b", "all"),
    # a search loop written out is the program's any / all: "if C: return True ... return False" (agon.code_words)
    (r"(?s)\bif\b.{0,120}?\breturn\s+`?True\b.{0,120}?\breturn\s+`?False\b", "any"),
    (r"(?s)\bif\b.{0,120}?\breturn\s+`?False\b.{0,120}?\breturn\s+`?True\b", "all"),
]
_SYN_RE = [(re.compile(p, re.IGNORECASE), t) for p, t in _SYN]


def program_tokens(code: str) -> Set[str]:
    """The program's operation tokens (module docstring)."""
    toks = {n.lower() for n in re.findall(r"\b([A-Za-z_]\w*)\s*\(", code) + re.findall(r"\.([A-Za-z_]\w*)", code)}
    toks -= _GENERIC
    toks -= {"if", "while", "for", "return", "def", "print_"}
    toks |= {op for op in ("//", "%", "**") if op in re.sub(r"#.*|(['\"]).*?\1", "", code)}
    if re.search(r"\blambda\b", code):
        toks.add("lambda")
    if re.search(r"\bkey\s*=", code):
        toks.add("key")
    toks |= {n for n in re.findall(r"(?<![\w.])(\d+)(?![\w.])", re.sub(r"#.*", "", code)) if int(n) >= 2}
    return toks - _IO


def prose_tokens(text: str) -> Set[str]:
    """The operation tokens that prose names (its words through the synonym table, its numbers, and the
    identifiers it writes out)."""
    out = {t for rx, t in _SYN_RE if rx.search(text)}
    out |= {n for n in re.findall(r"(?<![\w.])(\d+)(?!\w|\.\d)", text)}
    out |= {w.lower() for w in re.findall(r"[A-Za-z_]\w*", text)}
    return out


def prose_restates(text: str, code: str) -> bool:
    """Whether ``text`` (one paragraph) names at least :data:`PROSE_COVER` of the program's operation
    tokens and at least :data:`PROSE_MIN` of them (reading and printing aside: every program does)."""
    want = program_tokens(code)
    if len(want) < PROSE_MIN:
        return False
    got = want & prose_tokens(text)
    return len(got) >= PROSE_MIN and len(got) >= PROSE_COVER * len(want)


_INLINE = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")


def prose_program_spans(vis: str, code: str, taken: List[Tuple[int, int]], placeholder: str) -> List[Tuple[int, int, str]]:
    """Spans of ``vis`` (outside ``taken``) that restate the program in prose or inline code."""
    out: List[Tuple[int, int, str]] = []
    want = program_tokens(code)
    for m in _INLINE.finditer(vis):
        if not any(a <= m.start() < b for a, b in taken) and not (is_recurrence(m.group(1)) or is_base_case(m.group(1))) and \
                restates_program(CodeRegion(m.start(), m.end(), m.group(1), "inline"), code, 0.5):
            out.append((m.start(), m.end(), f"`{placeholder}`"))
    for parts, decoded in _decoded_and_tables(vis):  # an encoded token, a table's code cells: read as one region
        parts = [(a, b) for a, b in parts if not any(x <= a < y for x, y in taken)]
        if parts and restates_program(CodeRegion(parts[0][0], parts[-1][1], decoded, "inline"), code, 0.5):
            out += [(a, b, f" `{placeholder}` " if vis[a - 1:a] == "|" else placeholder) for a, b in parts]
    if len(want) < PROSE_MIN:
        return out
    segs = [sg for sg in segments(vis) if sg.kind in ("text", "heading") and not any(a <= sg.start < b for a, b in taken)]
    paras: List[list] = []
    for sg in segs:  # paragraphs: segments with no blank line between
        if paras and "\n\n" not in vis[paras[-1][-1].end:sg.start] and vis[paras[-1][-1].end:sg.start].count("\n") <= 1:
            paras[-1].append(sg)
        else:
            paras.append([sg])
    values = program_values(code)  # a cost's reason names operations, not the program's values (agon.code_notation)
    for para in paras:
        text = vis[para[0].start:para[-1].end]
        if not prose_restates(text, code):
            continue
        lo = vis.rfind("\n", 0, para[0].start) + 1  # whole lines: a segment may start after an item's number
        lines = [(m.start() + lo, m.end() + lo) for m in re.finditer(r"[^\n]+", vis[lo:para[-1].end])]
        first = next((k for k, (a, _) in enumerate(lines) if _STEP_ITEM.match(vis, a)), None)
        items = lines[first:] if first is not None else []
        if len(items) >= 2 and all(_STEP_ITEM.match(vis, a) or re.match(r"[ \t]{2,}\S", vis[a:b]) for a, b in items) and \
                not any(_prose_beside_hidden(vis, a, b, taken + [(x, y) for x, y, _ in out]) for a, b in items) and \
                not any(_SAMPLE_CALL.search(vis, a, b) for a, b in items) and \
                not any(_LABELLED_ITEM.match(vis, a) for a, b in items):  # "2. **Answer**: ...": an explanation, no step
            # a list of steps that restates it: the program one item a line (each item names one operation, the list all
            # of them); its lead stays. Not a list of samples, nor one whose code pieces are hidden already (its prose
            # around them stays: "- `...` — an empty list has no longest string")
            out.append((items[0][0], items[-1][1], placeholder))
        for sg in para:  # the clauses that restate the program; the others stay
            row = _ROW.fullmatch(vis, sg.start, sg.end)  # a table row: its cells are its clauses (a prose cell stays)
            for a, b in (_cells(vis, sg.start, sg.end) if row else _clauses(vis, sg.start, sg.end)):
                if _clause_restates(want & prose_tokens(vis[a:b]), want) and not complexity_reason(vis[a:b], code, values):
                    out.append((a, b, f" `{placeholder}` " if row else placeholder))
    return out


def _prose_beside_hidden(vis: str, lo: int, hi: int, taken: List[Tuple[int, int]]) -> bool:
    """The list item ``vis[lo:hi]`` holds a hidden span and prose beside it (two words or more outside it)."""
    hidden = [(max(a, lo), min(b, hi)) for a, b in taken if a < hi and lo < b]
    if not hidden:
        return False
    rest = "".join(ch if not any(a <= i < b for a, b in hidden) else " " for i, ch in enumerate(vis[lo:hi], lo))
    return len(re.findall(r"[A-Za-z]{2,}", _STEP_ITEM.sub("", rest, count=1))) >= 2


_LABELLED_ITEM = re.compile(r"[ \t]*(?:\d+[.)]|[-*•])\s+(?:\*\*|__)[^*_\n]{1,40}(?:\*\*|__)\s*[:—–-]")
_SAMPLE_CALL = re.compile(r"\b[A-Za-z_]\w*\(\s*(?:['\"\[\d-][^()]*)?\)\s*`?\s*(?::|→|->|=>|==|gives|returns|is\b)")  # f('ab') → 2
_STEP_ITEM = re.compile(r"[ \t]*(?:\d+[.)]|[-*•]|step\s+\d+\s*[:.)])\s", re.IGNORECASE)


def _decoded_and_tables(vis: str) -> List[Tuple[List[Tuple[int, int]], str]]:
    """``(spans, code)``: each encoded token decoded (``agon.code_data.encoded_spans``), and each markdown
    table's cells that hold a statement, joined one a line (a program spread over a table's rows; the spans are
    those cells, so the table's other columns stay)."""
    import base64
    import urllib.parse

    from agon_mcore.agon.code_data import encoded_spans
    from agon_mcore.agon.code_summary import is_code_text

    out = []
    for a, b in encoded_spans(vis, None):
        tok = vis[a:b]
        for dec in (lambda t: urllib.parse.unquote(t) if "%" in t else "", lambda t: bytes.fromhex(t).decode("utf-8"),
                    lambda t: base64.b64decode(t + "=" * (-len(t) % 4)).decode("utf-8")):
            try:
                d = dec(tok.strip("`.,;:()[]"))
            except Exception:  # noqa: BLE001 - not this encoding
                continue
            if d:
                out.append(([(a, b)], d))
                break
    for m in re.finditer(r"(?m)(?:^[ \t]*\|[^\n]*\|[ \t]*(?:\n|$))+", vis):
        cells = [c for c in re.finditer(r"(?<=\|)[^|\n]+(?=\|)", vis[m.start():m.end()])
                 if c.group(0).strip() and is_code_text(c.group(0).strip().strip("`"))]
        if len(cells) >= 2:
            out.append(([(m.start() + c.start(), m.start() + c.end()) for c in cells],
                        "\n".join(c.group(0).strip().strip("`") for c in cells)))
    return out


def _clause_restates(got: Set[str], want: Set[str]) -> bool:
    """A clause restates the program when it names three or more of its operations ("strip", "set",
    "length"), or an operator with every one of its numbers, three or more ("n integer-divided by 3, by 5,
    by 15"): one operation or a few numbers are the idea or the sample, not the program."""
    named = {t for t in got if not t.isdigit()}
    nums = {t for t in want if t.isdigit()}
    return len(named) >= 3 or (bool(named & {"//", "%", "**"}) and len(nums) >= 3 and nums <= got)


_ROW = re.compile(r"[ \t]*\|[^\n]*\|[ \t]*")
_CELL = re.compile(r"(?<=\|)[^|`]*(?:`[^`]*`[^|`]*)*(?=\|)")


def _cells(vis: str, lo: int, hi: int) -> List[Tuple[int, int]]:
    """The cells of the table row ``vis[lo:hi]`` (inline code may hold ``|``), as spans, each with its blanks."""
    return [(m.start(), m.end()) for m in _CELL.finditer(vis, lo, hi) if m.group(0).strip()]


def _clauses(vis: str, lo: int, hi: int) -> List[Tuple[int, int]]:
    """``vis[lo:hi]`` split after ``;``, ``:`` and ``. `` outside brackets (spans, blanks trimmed)."""
    out, depth, start = [], 0, lo
    for i in range(lo, hi):
        c = vis[i]
        depth += c in "([{"
        depth -= c in ")]}"
        if depth <= 0 and c in ";:." and (i + 1 >= hi or vis[i + 1] in " \n"):
            out.append((start, i + 1))
            start = i + 1
    out.append((start, hi))
    res = []
    for a, b in out:
        while a < b and vis[a] in " \n":
            a += 1
        if a < b:
            res.append((a, b))
    return res
