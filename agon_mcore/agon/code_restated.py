"""The graded program's statements restated as code in prose, read by normalised token overlap.

A code draft's plan or explanation quotes expressions (`` `shift > len(s)` ``, `` `len(a)` ``, `` `n` ``): work. It
is the program when a quoted span, in backticks or written bare in a sentence, restates one of the program's
**result statements**: what it returns, prints, yields, appends or assigns. The exact line is hidden elsewhere
(``code_summary``: its return expressions and longer lines up to spacing); an equivalent spelling is not the same
text ("return `s[-shift:] + s[:-shift]`" for ``return s[len(s) - shift:] + s[:len(s) - shift]``). Both sides are
read as **normalised token sequences**:

* Python's own equivalences are folded: a slice or index counted from the end written with ``len(v) - k`` is the
  negative index (``v[len(v) - k:]`` -> ``v[-k:]``); spacing and a trailing ``;`` go.
* A name the program assigns once (``s = str(x)``) also reads as what it was assigned, so the span may use either.
* The span parses as a Python expression (``return``/``print``/``name =`` in front are dropped); math written with
  ``..`` ranges or subscripts is no Python expression and is not read here (``agon.code_notation``).

A span **restates** a statement when the token multisets' Dice overlap is at least :data:`OVERLAP` and both have at
least :data:`MIN_TOKENS` tokens. A short generic fragment (a name, ``len(a)``, ``O(n)``, ``i + 1``) has too few
tokens; a condition of an ``if``/``while`` is no result statement (a step named in prose, ``agon.inline_program``);
a piece of a longer expression shares too few of its tokens.
"""
from __future__ import annotations

import ast
import re
from collections import Counter
from typing import List, Optional, Sequence, Tuple

__all__ = ["OVERLAP", "MIN_TOKENS", "result_statements", "restates_statement", "restated_statement_spans"]

OVERLAP = 0.8  # Dice overlap of the token multisets
MIN_TOKENS = 6  # tokens each side has at least

_TOKEN = re.compile(r"[A-Za-z_]\w*|\d+(?:\.\d+)?|==|!=|<=|>=|//|\*\*|[-+*/%<>()\[\]{}:,.~&|^]|'[^'\n]*'|\"[^\"\n]*\"")
_LEAD = re.compile(r"\s*(?:return|yield|print)\b\s*|\s*[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s*(?:[-+*/%|&^]|//|\*\*)?=(?!=)\s*")
_INLINE = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")


def _fold(expr: str) -> str:
    """``expr`` without spacing, with ``v[len(v) - k`` read as ``v[-k`` (also after ``:`` in a slice)."""
    s = re.sub(r"(?<=\W)\s+|\s+(?=\W)", "", expr.strip()).rstrip(";")  # words stay apart: "for x in xs"
    prev = None
    while prev != s:
        prev = s
        s = re.sub(r"\b([A-Za-z_]\w*)\[((?:[^\[\]]*:)?)len\(\1\)-", r"\1[\2-", s)
    return s


def _tokens(expr: str) -> Counter:
    return Counter(_TOKEN.findall(_fold(expr)))


def _parses(expr: str) -> bool:
    try:
        ast.parse(expr.strip(), mode="eval")
        return True
    except (SyntaxError, ValueError, RecursionError):
        return False


def result_statements(program: str) -> List[str]:
    """The expressions of the program's result statements (returned, printed, yielded, appended, assigned), each
    also with the names the program assigns once replaced by what they hold."""
    body = re.sub(r"(\"\"\"|\'\'\')[\s\S]*?\1", "", program)
    lines = [re.sub(r"\s+#.*$", "", ln).strip() for ln in body.split("\n")]
    lines = [ln for ln in lines if ln and not ln.startswith("#")]
    once = {}
    counts = Counter(m.group(1) for ln in lines for m in [re.match(r"([A-Za-z_]\w*)\s*(?:[-+*/%|&^]|//|\*\*)?=(?!=)", ln)] if m)
    counts.update(v for ln in lines for m in [re.match(r"for\s+(.+?)\s+in\b", ln)] if m for v in re.findall(r"\w+", m.group(1)))
    out: List[str] = []
    io_names: set = set()
    for ln in lines:
        m = re.match(r"(?:return|yield)\s+(.+)$|print\s*\((.+)\)$|[\w.]+\.(?:append|add|extend)\s*\((.+)\)$|"
                     r"([A-Za-z_]\w*)\s*=(?!=)\s*(.+)$|.*\blambda\b[^:]*:\s*(.+)$", ln)
        if not m:
            continue
        expr = next(g for k, g in enumerate(m.groups()) if g and k != 3)
        if m.group(4) and counts[m.group(4)] == 1 and _parses(m.group(5)):
            once[m.group(4)] = m.group(5)
        if not _parses(expr):
            continue
        if _reads_input(expr, io_names):
            io_names |= {m.group(4)} if m.group(4) else set()  # what holds the input, or a piece of it (``n = int(data[0])``)
        else:
            out.append(expr)
    varying = _loop_names(program)
    out = [e for e in out if not _free(e) & varying]
    expanded = []
    for e in out:
        x = e
        for name, val in once.items():
            rep = f"({val})" if re.search(r"[-+*/%<>=|&^ ]", val) else val
            x = re.sub(rf"(?<![\w.]){re.escape(name)}(?![\w(])", lambda _m, rep=rep: rep, x)  # the program's text literally
            # (a function, not a template: "\s" in a regex literal of the program is no escape of re.sub's)
        if x != e:
            expanded.append(x)
    return out + expanded


_IO = {"sys", "stdin", "stdout", "buffer", "read", "readline", "readlines", "input", "split", "strip", "rstrip", "map", "int",
       "list", "str", "float", "tuple", "open", "decode", "iter", "next", "join", "format"}


def _reads_input(expr: str, io_names: set) -> bool:
    """``expr`` only reads (``sys.stdin.buffer.read().split()``, ``int(input())``, ``int(data[0])`` of what was read)
    or formats for printing (``"\\n".join(map(str, out))``): every program does, no result."""
    names = set(re.findall(r"[A-Za-z_]\w*", expr))
    if bool(names & ({"input", "stdin", "readline", "read"} | io_names)) and names <= _IO | io_names:
        return True
    bare = re.sub(r"'[^'\n]*'|\"[^\"\n]*\"", "''", expr)  # formatting what was computed: "\n".join(map(str, out))
    called = set(re.findall(r"([A-Za-z_]\w*)\s*\(", bare))
    return bool(called) and called <= _IO and not re.search(r"[-+*/%<>=&|^~]|\[", bare)


def _free(expr: str) -> set:
    try:
        tree = ast.parse(expr.strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError):
        return set()
    bound = {t.id for c in ast.walk(tree) if isinstance(c, ast.comprehension) for t in ast.walk(c.target) if isinstance(t, ast.Name)}
    return {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)} - bound


def _loop_names(program: str) -> set:
    """The names a loop of the program binds or changes (its targets, what its body assigns): an expression that
    reads one is a piece of the loop body (a query's formula ``pre[r] - pre[l - 1]``), not the program's result."""
    try:
        tree = ast.parse(program)
    except (SyntaxError, ValueError, RecursionError):
        return set(re.findall(r"\bfor\s+([A-Za-z_]\w*)", program))
    out = set()
    for loop in ast.walk(tree):
        if isinstance(loop, (ast.For, ast.While, ast.AsyncFor)):
            for n in ast.walk(loop):
                if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
                    out.add(n.id)
    return out


def restates_statement(span: str, program: Optional[str], statements: Optional[Sequence[str]] = None) -> bool:
    """``span`` (code quoted in prose, backticks stripped) restates a result statement of ``program`` (module
    docstring)."""
    if not program:
        return False
    src = _LEAD.sub("", span.strip(), count=1) if _LEAD.match(span.strip()) else span.strip()
    src = re.sub(r"^print\s*\((.*)\)\s*$", r"\1", src)
    if not _parses(src):
        return False
    from agon_mcore.agon.inline_program import _computes_nothing

    a = _tokens(src)
    na = sum(a.values())
    if na < MIN_TOKENS or not re.search(r"[-+*/%<>\[\]&|^~]|\bfor\b|\bif\b|\.\w+\(", src) or \
            _computes_nothing(ast.parse(src, mode="eval").body):
        return False  # a name, a call on names, an offset (``len(arr) - 1``): generic (agon.inline_program)
    names = _free(src)
    for e in statements if statements is not None else result_statements(program):
        b = _tokens(e)
        nb = sum(b.values())
        # a span reading a name the statement binds itself (a comprehension's element) is a piece of it
        if nb >= MIN_TOKENS and names <= _free(e) and 2 * sum((a & b).values()) / (na + nb) >= OVERLAP:
            return True
    return False


def restated_statement_spans(text: str, program: Optional[str], taken: Sequence[Tuple[int, int]] = ()) -> List[Tuple[int, int, bool]]:
    """``(start, end, inline)`` of the quoted code in ``text`` (outside ``taken``) that restates a result statement
    of ``program``: inline code spans (``inline`` True, the backticks included) and expressions written bare in a
    sentence (``agon.inline_program``'s code runs)."""
    if not program:
        return []
    from agon_mcore.agon.inline_program import _code_runs

    stmts = result_statements(program)
    out: List[Tuple[int, int, bool]] = []
    free = lambda s, e: not any(a < e and s < b for a, b in taken)  # noqa: E731 - no part of it hidden already
    for m in _INLINE.finditer(text):
        if free(m.start(), m.end()) and restates_statement(m.group(1), program, stmts):
            out.append((m.start(), m.end(), True))
    plain = _INLINE.sub(lambda x: " " * len(x.group(0)), text)
    plain = re.sub(r"(?ms)^[ \t]*(`{3,}|~{3,}).*?^[ \t]*\1[ \t]*$", lambda x: " " * len(x.group(0)), plain)
    for a, b in _code_runs(plain):
        b = _first_item(plain, a, b)  # "sum(...), one pass": the run's tuple is the expression and the prose after it
        if free(a, b) and restates_statement(plain[a:b], program, stmts):
            out.append((a, b, False))
    return out


def _first_item(text: str, a: int, b: int) -> int:
    """The end of the first item of the unbracketed tuple ``text[a:b]`` (a sentence's comma read as Python's), else ``b``."""
    try:
        tree = ast.parse(text[a:b], mode="eval").body
    except (SyntaxError, ValueError, RecursionError):
        return b
    if isinstance(tree, ast.Tuple) and tree.elts and not text[a:b].lstrip().startswith("(") and "\n" not in text[a:b]:
        return a + tree.elts[0].end_col_offset
    return b
