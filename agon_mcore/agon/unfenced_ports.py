"""The program ported to a C-family language and written inside a prose sentence, with no fence or backticks:
"In JavaScript I'd write it as: const s=[...numbers].sort((x,y)=>x-y); for (let i=1;i<s.length;i++) if
(s[i]-s[i-1]<threshold) return true; return false;".

A run of statements is read by structure, not by language: it opens with a declaration (``const``/``let``/``var``, a
typed name ``double[] s =``, ``int n =``), a loop or branch head (``for (``, ``while (``, ``if (``) or a ``return``,
and goes on statement by statement (a loop or branch head without brackets, ``for w in s.windows(2) {``, too), each ended by a ``;`` or a ``}`` outside brackets and none written as words
(three plain words side by side are prose). The run is a program where it holds two statements or more, a loop or a
branch, and a ``return`` or an assignment, and names one of the task's inputs (the graded function's parameters), or
is a whole function body by itself (a loop whose branch returns, then a second ``return``: the inputs renamed by the
port's own header): an algorithm over the inputs, that is a version of the graded program in another language. The sentence around it
stays.

The same in Python's own syntax, woven into a sentence without its layout (:func:`prose_python_spans`): "walk over
adjacent pairs with for a, b in zip(s, s[1:]) and if b - a < threshold return True; after the loop, return False".
A loop head ``for NAMES in EXPR``, a test ``if EXPR`` and a ``return`` in one paragraph, each expression parsing as
Python and the loop or the test reading an input, are the program's statements: the run from the loop head to the
last ``return`` is read.

The same in a functional language's applicative syntax (:func:`applicative_port_spans`): "any (< threshold) (zipWith
(-) (tail o) o) where o = sort numbers". A run of names, brackets and operators with no three plain words side by side,
holding three bracketed groups or more (an operator section ``(< threshold)``, ``(-)`` counts), that names an input and
calls two or more of the graded program's operations (by the names ``agon.code_words`` maps: ``sort`` for ``sorted``,
``zipWith`` for ``zip``, ``tail`` for a suffix slice) is the program ported.
"""
from __future__ import annotations

import re
from typing import List, Optional, Sequence, Tuple

__all__ = ["unfenced_port_spans", "prose_python_spans", "applicative_port_spans"]

_TYPE = r"(?:const|let|var|auto|final|int|long|short|double|float|bool|boolean|char|string|String|size_t|i32|i64|f64|usize|" \
        r"(?:std::)?(?:vector|list|map|set|array)\s*<[^<>;\n]{1,30}>|[A-Za-z_]\w*\s*\[\s*\])"
_OPENER = re.compile(r"(?<![\w.$])(?:" + _TYPE + r"\s+(?:mut\s+)?[A-Za-z_]\w*\s*(?:=|;|\[)|(?:for|while|if)\s*\(|return\s+[^;\n]{1,80};)")
_START = re.compile(r"(?:" + _TYPE + r"\s+(?:mut\s+)?[A-Za-z_]\w*\s*(?:=|;|\[)|(?:for|while|if|switch)\s*\(|(?:for|while|if)\s+[^;{}()\n]{1,60}(?:\([^;{}\n]{0,30}\))?\s*\{|return\b|else\b|do\s*\{|[{}]|"
                    r"[A-Za-z_][\w.]*(?:\[[^\]\n]*\])?\s*(?:[-+*/%]?=(?!=)|\+\+|--|\(|\.))")
_CONTROL = re.compile(r"\b(?:for|while|if)\s*\(|\b(?:for|while|if)\s+[^;{}\n]{1,60}\{")
_EFFECT = re.compile(r"\breturn\b|(?<![=!<>])=(?![=>])")
_WORDS = re.compile(r"(?<![\w.\[(])[A-Za-z]{2,}\s+[A-Za-z]{2,}\s+[A-Za-z]{2,}(?![\w(\[])")
_KEYWORDS = re.compile(r"\b(?:return|else|const|let|var|new|int|double|long|float|auto|true|false|null|None)\b")


def _statement_end(text: str, pos: int) -> Optional[int]:
    """Index of the ``;`` or ``}`` that ends the statement starting at ``pos`` (outside brackets, on the same line), or
    None."""
    depth = 0
    for i in range(pos, min(len(text), pos + 300)):
        c = text[i]
        if c == "\n":
            return None
        if c in "([":
            depth += 1
        elif c in ")]":
            depth = max(0, depth - 1)
        elif depth == 0 and c in ";}":
            return i
    return None


def _codeish(piece: str) -> bool:
    body = re.sub(r"\"[^\"\n]*\"|'[^'\n]*'", "s", piece)
    return bool(re.search(r"[()=\[\]{}<>+*/%-]|\breturn\b", body)) and not _WORDS.search(_KEYWORDS.sub("k", body))


# a loop whose body branches to a return: a whole function body, over inputs renamed by its own header (the header
# itself hidden as code: "int close(double *v, int n, double t) { ... for (...) if (v[i] - v[i-1] < t) return 1; return 0;")
_WHOLE_BODY = re.compile(r"\b(?:for|while)\s*\([^\n]*?\bif\s*\([^\n]*?\breturn\b[^\n]*?\breturn\b")


def unfenced_port_spans(text: str, params: Sequence[str]) -> List[Tuple[int, int]]:
    """``(start, end)`` of each run of C-family statements in ``text`` that is an algorithm over the inputs ``params``
    (the graded function's parameter names; module docstring). Raises nothing."""
    if not params:
        return []
    names = re.compile(r"(?<![\w.])(?:" + "|".join(map(re.escape, params)) + r")(?!\w)")
    out: List[Tuple[int, int]] = []
    for m in _OPENER.finditer(text):
        if out and m.start() < out[-1][1]:
            continue
        pos, end, count = m.start(), None, 0
        while True:
            stop = _statement_end(text, pos)
            if stop is None or not _codeish(text[pos:stop + 1]):
                break
            end, count = stop + 1, count + 1
            nxt = end + len(text[end:]) - len(text[end:].lstrip(" \t"))
            if not _START.match(text, nxt):
                break
            pos = nxt
        if end is None or count < 2:
            continue
        run = text[m.start():end]
        if _CONTROL.search(run) and _EFFECT.search(run) and (names.search(run) or _WHOLE_BODY.search(run)):
            out.append((m.start(), end))
    return out


_PY_FOR = re.compile(r"\bfor\s+[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*\s+in\s+")
_PY_IF = re.compile(r"\bif\s+(?!it\b|the\b|a\b|an\b|we\b|so\b|there\b|not\s+all\b)")
_PY_RETURN = re.compile(r"\breturn\s+(?:True|False|None|[A-Za-z_]\w*(?:\([^()\n]{0,40}\))?|\d+)(?![\w(])")


def _expr_after(text: str, pos: int) -> int:
    """End of the longest Python expression (three characters or more) starting at ``pos``, or -1."""
    import ast

    stop = min(len(text), pos + 100)
    for end in range(stop, pos + 2, -1):
        piece = text[pos:end]
        if piece[-1:].isspace() or not re.search(r"[\w)\]]$", piece) or (end < len(text) and (text[end].isalnum() or text[end] == "_")):
            continue  # the expression ends at a token's end ("... and i|f" is no expression)
        if re.search(r"\s(?:and|or|not|if|in|is)$", piece):
            continue  # a connective that the prose goes on with
        try:
            ast.parse(piece, mode="eval")
            return end
        except (SyntaxError, ValueError, RecursionError):
            continue
    return -1


_LAMBDA = re.compile(r"(?:(?<![\w.])[A-Za-z_]\w*\s*=\s*)?(?<![\w.])lambda\b")


def prose_lambda_spans(text: str, program: Optional[str] = None) -> List[Tuple[int, int]]:
    """``(start, end)`` of each Python lambda written inside prose with a body of some size (``close = lambda xs, t:
    (lambda s: any(...))(sorted(xs))``), with its assignment and a call applied to it: the program as one expression,
    as a lambda in inline code is (``inline_program.is_inline_program``). A keyword argument (``key=lambda p: p[1]``)
    is a detail of a call, not a program. With the graded ``program``, only a lambda that shares a quarter of its
    tokens with it (``answer_forms.code.code_similarity``): a helper of another task stays. Raises nothing."""
    import ast

    from agon_mcore.agon.answer_forms.code import code_similarity

    if "lambda" not in text:
        return []
    out: List[Tuple[int, int]] = []
    for m in _LAMBDA.finditer(text):
        lam = text.index("lambda", m.start())
        if re.search(r"\w=$", text[max(0, lam - 2):lam]):
            continue  # key=lambda ...: an argument
        start = lam - 1 if text[lam - 1:lam] == "(" else lam  # an immediately applied lambda opens with a bracket
        end = _expr_after(text, start)
        if end < 0:
            continue
        params = set(re.findall(r"[A-Za-z_]\w*", text[lam + 6:text.find(":", lam)]))
        depth, k = 0, start
        while k < end:  # the prose goes on at a top-level "and", "or" or comma before a word that is no name of the lambda
            depth += text[k] in "([{"
            depth -= text[k] in ")]}"
            c = re.match(r"(?:\s+(?:and|or)|\s*,)\s+([A-Za-z_]\w*)", text[k:end]) if depth == 0 else None
            if c and c.group(1) not in params and c.group(1) not in ("not", "None", "True", "False"):
                try:
                    ast.parse(text[start:k], mode="eval")
                    end = k
                    break
                except (SyntaxError, ValueError, RecursionError):
                    pass
            k += 1
        if end - lam >= 20 and not any(x <= m.start() < y for x, y in out) and \
                (program is None or code_similarity(text[m.start():end], program) >= 0.25):
            out.append((m.start(), end))
    return out


_COMPREHENSION_CALL = re.compile(r"(?<![\w.])(?:any|all|sum|max|min|sorted|len|list|set|dict|tuple|next|''.join|\"\".join)\s*\(")


def prose_comprehension_spans(text: str, program: Optional[str]) -> List[Tuple[int, int]]:
    """``(start, end)`` of a Python call over a comprehension written bare in prose ("i.e. any(b - a < threshold for a,
    b in zip(s, s[1:]))"): the program as one expression, as a lambda is (:func:`prose_lambda_spans`), where it shares a
    quarter of its tokens with the graded ``program``. Raises nothing."""
    import ast

    from agon_mcore.agon.answer_forms.code import code_similarity

    if not program or " for " not in text:
        return []
    out: List[Tuple[int, int]] = []
    for m in _COMPREHENSION_CALL.finditer(text):
        depth, end = 0, -1
        for k in range(m.end() - 1, min(len(text), m.end() + 300)):  # the call ends at its own closing bracket
            depth += (text[k] in "([{") - (text[k] in ")]}")
            if depth == 0:
                end = k + 1
                break
        piece = text[m.start():end] if end > 0 else ""
        try:
            ast.parse(piece, mode="eval")
        except (SyntaxError, ValueError, RecursionError):
            continue
        if len(piece) >= 20 and re.search(r"\sfor\s.+\sin\s", piece) and not any(a <= m.start() < b for a, b in out) and \
                code_similarity(piece, program) >= 0.25:
            out.append((m.start(), end))
    return out


def prose_python_spans(text: str, params: Sequence[str]) -> List[Tuple[int, int]]:
    """``(start, end)`` of each run of Python statements written inside prose (module docstring) that loops over or
    tests the inputs ``params``. Raises nothing."""
    if not params:
        return []
    names = re.compile(r"(?<![\w.])(?:" + "|".join(map(re.escape, params)) + r")(?!\w)")
    out: List[Tuple[int, int]] = []
    for para in re.finditer(r"[^\n]+(?:\n[^\n]+)*", text):
        body, base = para.group(0), para.start()
        loop = next((m for m in _PY_FOR.finditer(body) if _expr_after(body, m.end()) > 0), None)
        if loop is None:
            continue
        loop_end = _expr_after(body, loop.end())
        test = next((m for m in _PY_IF.finditer(body, loop_end) if _expr_after(body, m.end()) > 0), None)
        rets = list(_PY_RETURN.finditer(body, loop_end))
        if test is None or not rets:
            continue
        test_end = _expr_after(body, test.end())
        if not (names.search(body, loop.start(), loop_end) or names.search(body, test.start(), test_end)):
            continue
        if not re.search(r"[-+*/%<>=\[(]", body[test.end():test_end]):
            continue  # "if it is small": prose, no expression
        out.append((base + loop.start(), base + rets[-1].end()))
    return out


_APP_RUN = re.compile(r"(?:[A-Za-z_][\w']*|\d+(?:\.\d+)?|[-+*/<>=$]+|[()])(?:[ \t]*(?:[A-Za-z_][\w']*|\d+(?:\.\d+)?|[-+*/<>=$]+|[()]))+")
_APP_TOKEN = re.compile(r"[A-Za-z_][\w']*|\d+(?:\.\d+)?|[-+*/<>=$]+|[()]")


def applicative_port_spans(text: str, params: Sequence[str], program: Optional[str]) -> List[Tuple[int, int]]:
    """``(start, end)`` of each run of ``text`` in applicative syntax that ports the graded ``program`` (module
    docstring). Raises nothing."""
    if not params or not program or text.count("(") < 3:
        return []
    from agon_mcore.agon.code_words import result_expressions, expression_tokens, words_tokens

    ops = set()
    for e in result_expressions(program):
        got = expression_tokens(re.sub(r"^lambda[^:]*:", "", e.strip()))
        if got:
            ops |= {o for o in got[0] if re.fullmatch(r"[a-z_\[\]:k]+", o) and o not in ("for", "each", "if", "in", "and", "or",
                                                                                      "not")}
    for m in re.finditer(r"(?m)^\s*[A-Za-z_]\w*\s*=(?!=)\s*(.+)$", program):  # an operand's definition ("s = sorted(...)")
        got = expression_tokens(m.group(1))
        if got:
            ops |= {o for o in got[0] if re.fullmatch(r"[a-z_]+", o)}
    if len(ops) < 2:
        return []
    names = re.compile(r"(?<![\w.])(?:" + "|".join(map(re.escape, params)) + r")(?![\w'])")
    out = []
    for m in _APP_RUN.finditer(text):
        toks = list(_APP_TOKEN.finditer(m.group(0)))
        while len(toks) >= 3 and all(re.fullmatch(r"[A-Za-z_][\w']*", t.group(0)) for t in toks[:2]) and \
                toks[2].group(0) != "=":
            toks = toks[1:]  # the prose before it ("in Haskell terms it's"): two plain words side by side open no code
        if len(toks) < 3:
            continue
        a, b = m.start() + toks[0].start(), m.start() + toks[-1].end()
        run = text[a:b]
        depth, groups, ok = 0, 0, True
        for c in run:
            depth += (c == "(") - (c == ")")
            groups += c == "("
            ok = ok and depth >= 0
        if not ok or depth != 0 or groups < 3 or _WORDS.search(re.sub(r"\bwhere\b|\blet\b|\bin\b", "(", run)):
            continue
        if not names.search(run):
            continue
        called = words_tokens(run.replace("(", " ").replace(")", " "), (), ops)
        if len(called & ops) >= 2:
            out.append((a, b))
    return out
