"""Inline code that is a working program: a whole return statement or an expression that computes
the function's result from its inputs.

A code draft's inline code is mostly work (a name, a sample call ``f(3)``, a recurrence, a
complexity ``O(n)``); it is the program itself when it reads as the function body's result: a
``return``/``lambda`` statement, or an expression whose free names cover every parameter of the
graded function (the problem's ``def`` line) and that does something with them (an operator, a
comprehension, a method call on a parameter), not a bare call of a builtin on one name
(``len(s)``).

What the expression reads decides, not its operators: a value name that is neither an input nor
bound by the expression itself (a loop index ``i`` in ``text[i]``, the element ``s`` in
``s.startswith(prefix)``, ``s[i], s[i+1], s[i+2]``) makes it a piece of the program's loop body named in
prose, no result computed from the inputs; called names (``math.sqrt``, a helper) and CAPITAL constants
are the program's tools, not values. An expression built only of things that compute nothing shown
(a name, a call on names, such a thing offset by a constant: ``n - 1``, ``len(text) - 1``) is no
program either.

Inline code is also written in TeX (``\\texttt{...}``, ``\\verb|...|``: :func:`inline_code`), and the program may be
translated into math notation (a list builder, ``\\equiv 0 \\pmod 2``, ``\\wedge``): :func:`math_program_spans` reads a
math span as Python and applies the same test.
"""
from __future__ import annotations

import ast
import functools
import re
import sys
from typing import List, Optional, Sequence, Tuple

from agon_mcore.agon.code_notation import is_math_notation
from agon_mcore.agon.code_session import interpreter_program

_DEF = re.compile(r"\bdef\s+([A-Za-z_]\w*)\s*\(([^)]*)\)")


def function_params(*texts: Optional[str]) -> List[str]:
    """The parameter names of the first ``def`` line in ``texts`` (the problem, then the graded
    program); ``[]`` where none is found. Type annotations and defaults are dropped."""
    for t in texts:
        m = _DEF.search(t or "")
        if m is None:
            continue
        names = []
        for p in re.split(r",(?![^\[]*\])", m.group(2)):
            p = p.strip().lstrip("*")
            n = re.match(r"[A-Za-z_]\w*", p)
            if n and n.group(0) not in ("self", "cls"):
                names.append(n.group(0))
        return names
    return []


def _value_names(node: ast.AST) -> set:
    """The free names ``node`` reads as values: not called (a helper, a builtin), not a standard module
    (``math`` in ``math.sqrt(n)``), no builtin and no CAPITAL constant."""
    tools = {n.func.id for n in ast.walk(node) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    tools |= {n for n in _free_names(node) if n in _MODULES}
    return {n for n in _free_names(node) - tools if not n.isupper() and n not in _BUILTINS}


_MODULES = set(getattr(sys, "stdlib_module_names", ())) | {"np", "numpy", "math", "itertools", "collections"}
_BUILTINS = set(dir(__import__("builtins")))


def _computes_nothing(node: ast.AST) -> bool:
    """A name, a literal, a call of a named function on names and literals (``len(s)``), one of those offset by an
    integer (``n - 1``, ``len(text) - 1``) or compared with a literal (``n == 1``): nothing computed that a reader
    could take for the result."""
    if isinstance(node, (ast.Name, ast.Constant)):
        return True
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return all(isinstance(a, (ast.Name, ast.Constant)) for a in node.args) and not node.keywords
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
        const = [x for x in (node.left, node.right) if isinstance(x, ast.Constant) and isinstance(x.value, int)]
        return bool(const) and all(_computes_nothing(x) for x in (node.left, node.right))
    if isinstance(node, ast.Compare) and len(node.ops) == 1:  # "n == 1", "len(s) > 0": a condition on an input
        sides = (node.left, node.comparators[0])
        return any(isinstance(x, ast.Constant) for x in sides) and all(_computes_nothing(x) for x in sides)
    return False


def _minor_piece(expr: str, program: str) -> bool:
    """``expr`` (spacing aside) is part of one line of ``program`` and under half of the program's working text
    (its lines without ``def``/``class`` headers, imports, comments and docstrings): a step of the program (the
    condition of one ``if``), not the program."""
    e = re.sub(r"\s+", "", expr)
    body = re.sub(r"(\"\"\"|\'\'\')[\s\S]*?\1", "", program)
    lines = [re.sub(r"\s+", "", ln) for ln in body.split("\n")
             if ln.strip() and not re.match(r"\s*(?:#|def\b|class\b|import\b|from\b|@)", ln)]
    return bool(e) and any(e in ln for ln in lines) and len(e) < 0.5 * sum(len(ln) for ln in lines)


def _free_names(node: ast.AST) -> set:
    bound = {t.id for c in ast.walk(node) if isinstance(c, ast.comprehension)
             for t in ast.walk(c.target) if isinstance(t, ast.Name)}
    bound |= {a.arg for c in ast.walk(node) if isinstance(c, ast.Lambda) for a in c.args.args}
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)} - bound


def is_inline_program(inner: str, params: List[str], program: Optional[str] = None) -> bool:
    """``inner`` (inline code, backticks stripped) is the function's result computed from its
    inputs: ``return [n + 2 * i for i in range(n)]``, ``number % 1.0`` for ``f(number)``,
    ``[x for x in xs if x.startswith(p)]`` for ``f(xs, p)``. Not: ``len(s)``, ``f(3)``, ``O(n)``,
    ``n``, ``i + 1`` (a loop index, not every parameter). ``params``: the graded function's
    parameter names (``[]``: only ``return``/``lambda`` statements count). With the graded ``program``, an
    expression that is part of one of its lines and under half of its working text (``n % 2 == 0`` of a Collatz
    loop) is a step named in prose, not the program; and a binding of the graded function's own name to a callable
    (``strlen = len``, ``solve = lambda s: ...``, ``f = functools.partial(...)``) is the program, as is a shell command
    that runs an interpreter on a computing inline program in any language (``awk '{ print $1+$2 }'``:
    :func:`agon.code_session.interpreter_program`)."""
    src = inner.strip()
    if interpreter_program(src, program):
        return True  # ``awk '{ print ($1>0 && $2>0) ? $1+$2 : 0 }'``: the program run by an interpreter (agon.code_session)
    if is_math_notation(src):
        return False  # a range "a[0..j-1]", a subscript, a LaTeX relation: math, no Python (agon.code_notation)
    alias = re.match(r"([A-Za-z_]\w*)\s*=\s*(?!=)(.+)$", src)
    if program and alias and alias.group(1) in {d.group(1) for d in _DEF.finditer(program)}:
        try:  # ``strlen = len``, ``solve = lambda s: ...``: the graded function itself, bound to its own name
            rhs = ast.parse(alias.group(2), mode="eval").body
        except (SyntaxError, ValueError):
            rhs = None
        if isinstance(rhs, (ast.Name, ast.Attribute, ast.Lambda)) or \
                isinstance(rhs, ast.Call) and isinstance(rhs.func, ast.Attribute) and rhs.func.attr == "partial":
            return True
    m = re.match(r"return\s+(.+)$", src)
    if m:
        src = m.group(1)
        stated = True
    else:
        stated = bool(re.match(r"lambda\b", src))
    try:
        tree = ast.parse(src, mode="eval").body
    except (SyntaxError, ValueError):
        return False
    if stated:  # a return of a literal (``return []``) is a base case, not the program
        return isinstance(tree, ast.Lambda) or (not isinstance(tree, (ast.Name, ast.Constant)) and bool(_free_names(tree)))
    if not params or isinstance(tree, (ast.Name, ast.Constant)):
        return False
    free = _free_names(tree)
    if not set(params) <= free:
        return False
    if _value_names(tree) - set(params):
        return False  # it reads a value no input holds (a loop's index or element): a piece of a loop body
    if _computes_nothing(tree):
        return False  # len(s), range(n), f(a, b), n - 1, len(text) - 1: a call or an offset, computes nothing shown
    if program and _minor_piece(src, program):
        return False
    return any(isinstance(n, (ast.BinOp, ast.BoolOp, ast.Compare, ast.IfExp, ast.comprehension, ast.Attribute,
                              ast.Subscript, ast.UnaryOp)) for n in ast.walk(tree))


_INLINE = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
# inline code written in TeX: \texttt{...}, \mathtt{...}, \code{...}, \lstinline{...}, \verb|...| (any delimiter)
_TEX_CODE = re.compile(r"\\(?:texttt|mathtt|code|lstinline|inlinecode)\s*\{((?:[^{}\n]|\{[^{}\n]*\})+)\}"
                       r"|\\(?:verb|lstinline)\*?([^\w\s{])(.+?)\2")
_TEX_ESCAPE = re.compile(r"\\([_{}%$&#\"'])|\\textbackslash\s*(?:\{\})?|\\(?:[,;:!]|\s)|~")


def tex_code(text: str) -> List[tuple]:
    """``(start, end, code)`` for each piece of inline code written in TeX (``\\texttt{next(s for s in xs)}``,
    ``\\verb|x[::-1]|``), inside math or not: the code with TeX's escapes undone (``\\_`` -> ``_``, ``\\{`` ->
    ``{``, an escaped quote ``\\"`` -> ``"``, a thin space -> a blank)."""
    out = []
    for m in _TEX_CODE.finditer(text):
        raw = m.group(1) if m.group(1) is not None else m.group(3)
        code = _TEX_ESCAPE.sub(lambda e: e.group(1) if e.group(1) else ("\\" if "textbackslash" in e.group(0) else " "), raw)
        out.append((m.start(), m.end(), code))
    return out


def inline_code(text: str) -> List[tuple]:
    """``(start, end, code)`` for each piece of inline code in ``text``: single backticks and TeX's forms
    (:func:`tex_code`)."""
    return sorted([(m.start(), m.end(), m.group(1)) for m in _INLINE.finditer(text)] + tex_code(text))


def inline_program_spans(text: str, params: List[str], program: Optional[str] = None) -> List[tuple]:
    """``(start, end)`` of every inline code span (single backticks, TeX's ``\\texttt``/``\\verb``) in ``text`` that
    :func:`is_inline_program` reads as the program (the reader's check, ``agon.leak``); with the graded
    ``program``, an attempt the draft rejects that is no version of it is work (``agon.code_attempts``)."""
    from agon_mcore.agon.code_attempts import rejected_attempt

    return [(a, b) for a, b, code in inline_code(text) if is_inline_program(code, params, program)
            and not rejected_attempt(text, a, b, program)]


_TOKEN = re.compile(r"[A-Za-z_]\w*|\d+(?:\.\d+)?|==|!=|<=|>=|//|\*\*|[-+*/%<>()\[\]{}:,.~&|^]|(?<![A-Za-z])'[^'\n]{0,40}'(?![A-Za-z])|(?<![A-Za-z])\"[^\"\n]{0,40}\"")  # an apostrophe ("they're") opens no string
# words that continue a sentence after a comma, never a Python operand there
_PROSE_GLUE = {"but", "and", "or", "so", "which", "that", "then", "while", "where", "since", "because", "with", "though",
               "although", "yet", "hence", "thus", "is", "are", "was", "it", "this", "the", "a", "an", "we", "i", "you",
               "as", "for", "if", "when", "otherwise", "giving", "making", "leaving", "i.e", "e.g"}
_QUOTED = re.compile(r"'[^'\n]{0,12}'|\"[^\"\n]{0,12}\"")  # a string literal: the run is code, its keywords join it
_PY_WORDS = {"for", "in", "if", "else", "not", "and", "or", "is", "lambda", "None", "True", "False"}


def _code_runs(text: str) -> List[tuple]:
    """``(start, end)`` of each run of ``text`` written as code: tokens where two words never stand side by side
    outside brackets (prose does: "the whole body is"), with an operator or a bracket in it; trimmed from the
    right until it parses as a Python expression."""
    toks = [(m.start(), m.end(), m.group(0)) for m in _TOKEN.finditer(text)]
    runs, cur, depth = [], [], 0
    word = lambda t: re.fullmatch(r"[A-Za-z_]\w*|\d+(?:\.\d+)?", t) is not None  # noqa: E731
    for k, (a, b, t) in enumerate(toks):
        gap = text[toks[k - 1][1]:a] if k else ""
        joined = cur and not re.search(r"[^ ]", gap) and (depth > 0 or not (word(t) and word(cur[-1][2])) or
                                                            t in _PY_WORDS and depth > 0 or
                                                            (t in _PY_WORDS or cur[-1][2] in _PY_WORDS) and _QUOTED.search(
                                                                text, cur[0][0], a)) and \
            not (depth == 0 and gap and word(t) and (cur[-1][2] == "." or cur[-1][2] == "," and t.lower() in _PROSE_GLUE))
        # ", but that", ". Take": the sentence goes on in words (a code tuple "k == 0, choose(n, 0)" stays one run)
        if not joined:
            runs.append(cur)
            cur, depth = [], 0
        cur.append((a, b, t))
        depth = max(0, depth + (t in "([{") - (t in ")]}"))
    runs.append(cur)
    out = []
    for run in runs:
        while run and not any(t not in _PY_WORDS and not word(t) and t not in ",." for _, _, t in run):
            run = []
        while run and run[-1][2] in ",.:":  # a sentence's period or comma, not the expression's
            run = run[:-1]
        # a prose word glued to a list or set display ("the comprehension [n for n in xs if ...]") is no subscript:
        # the run may also start at the bracket
        lead = next((k + 1 for k, (_, _, t) in enumerate(run[:4]) if t == ":"), 0)  # "is: join '0' if ...": the words
        # before a colon introduce the expression
        for cand in [run] + ([run[1:]] if len(run) > 1 and word(run[0][2]) and run[1][2] in "[{" else []) + \
                ([run[lead:]] if lead else []) + ([run[lead + 1:]] if lead and len(run) > lead + 1 and word(run[lead][2]) else []):
            got = _parsed_prefix(text, cand)
            if got:
                out.append(got)
                break
    return out


def _parsed_prefix(text: str, run: List[tuple]) -> Optional[tuple]:
    """``(start, end)`` of the longest prefix of ``run`` (three tokens or more) that parses as a Python expression."""
    while len(run) >= 3:
        if _parses(text[run[0][0]:run[-1][1]]):
            return run[0][0], run[-1][1]
        run = run[:-1]
    return None


def _parses(src: str) -> Optional[str]:
    """``src`` as a Python expression that parses: itself, or in parentheses where it is a bare generator's body
    (``'0' if x == y else '1' for x, y in zip(a, b)``, the argument a sentence names a call for); None otherwise."""
    for cand in (src, f"({src})" if re.search(r"\bfor\b.+\bin\b", src) else None):
        if cand is None:
            continue
        try:
            ast.parse(cand, mode="eval")
            return cand
        except (SyntaxError, ValueError, RecursionError):
            continue
    return None


def plain_program_spans(text: str, params: List[str], program: Optional[str] = None) -> List[tuple]:
    """``(start, end)`` of each expression written in a prose sentence without backticks (``sum(v for v in lst if
    not v % 2)``, ``text == text[::-1]``: a run of code tokens, :func:`_code_runs`) that :func:`is_inline_program`
    reads as the function's result computed from its inputs. The sentence around it stays; an expression that
    reads a loop's value, only some inputs (``log2(len(a)) + 1``) or is a small piece of the program's text stays too,
    and so does one that is the left side of an equation the sentence states (``gcd(a, 0) = a``) and quotes no piece
    of the program, or a condition heading a list item (``- a < b: the first iteration swaps them``)."""
    if not params:
        return []
    return [(a, b) for a, b in _code_runs(text) if is_inline_program(_parses(text[a:b]) or text[a:b], params, program) and
            not (_EQUATION_AFTER.match(text, b) and not _quotes_program(text[a:b], program)) and
            not _BIG_O_RUN.fullmatch(text[a:b].strip()) and not _BIG_O_TERM.search(text[a:b]) and
            not _RECURRENCE_LEFT.search(text[max(0, a - 30):a]) and
            not ((_ITEM_OPEN.search(text[max(0, a - 12):a]) or _ITEM_OPEN.search(text[max(0, a - 12):a] + text[a:a + 2]))
                 and _LABEL_COLON.match(text, b))]  # (the run may take the item's dash for a minus)


# a condition heading its list item ("- a < b: the first iteration swaps them"): a case of the reasoning, no result
_ITEM_OPEN = re.compile(r"(?:^|\n)[ \t]*(?:[-*+•]|\d+[.)])[ \t]+$")
_LABEL_COLON = re.compile(r"[ \t]*:(?:\s|$)")


# a complexity note (``O(len(l1) + len(l2))``, ``Θ(n log n)``): the cost of a program, not the program (the issue keeps it)
_BIG_O_RUN = re.compile(r"[OΘΩo]\s*\(.*\)", re.S)
_BIG_O_TERM = re.compile(r"(?<![\w.])[OΘΩ]\s*\(")  # "T(n-1) + T(n-2) + O(1)": a cost, not the program
# the right side of a recurrence or a definition in prose ("T(n) = T(n-1) + T(n-2)", "dp[i] = ..."): math (agon.code_data)
_RECURRENCE_LEFT = re.compile(r"(?<![\w.])[A-Za-z_]\w*\s*(?:\([^()=]{0,12}\)|\[[^\[\]=]{0,12}\])\s*=\s*$")


def _quotes_program(run: str, program: Optional[str]) -> bool:
    """A piece of ``run`` (split at its commas) is written in ``program`` (blanks aside): the program's own text."""
    prog = re.sub(r"\s+", "", program or "")
    return any(len(p) >= 3 and p in prog for p in (re.sub(r"\s+", "", x) for x in run.split(",")))


# the run is the left side of an equation the sentence states ("when b == 0, gcd(a, 0) = a"): math notation, not the
# program's expression (a relation in math is work, agon.code_notation)
_EQUATION_AFTER = re.compile(r"[ \t]*=(?!=)")


# a definition in a language of its own syntax: a colon definition on its own line (Forth: ": gcd ( a b -- g ) begin
# dup while tuck mod repeat drop ;"), a name bound by a definition arrow to a braced body (APL's dfn "gcd ← {⍵=0:⍺ ⋄
# ⍵ ∇ ⍵|⍺}", R's "f <- function(a, b) {...}"), or a rule on pattern variables (Wolfram: "gcd[a_, b_] := gcd[b, Mod[a,
# b]]")
COLON_DEFINITION = re.compile(r"[ \t]*:[ \t]+[A-Za-z_][\w-]*[ \t]+\S.*;[ \t]*")
FOREIGN_DEFINITION = re.compile(r"(?m)^" + COLON_DEFINITION.pattern + r"$|"
                                r"(?<![\w.])[A-Za-z_]\w*[ \t]*(?:←|<-|:=)[ \t]*(?:function\s*\([^()]*\)\s*)?\{|"
                                r"(?<![\w.])[A-Za-z]\w*\[[^\]\n]*(?<![\w])[a-z]\w*_(?=[\s,\]])[^\]\n]*\][ \t]*:?=")


def foreign_definition_spans(text: str) -> List[tuple]:
    """``(start, end)`` of each line of ``text`` that holds a function definition in another language's own syntax
    (:data:`FOREIGN_DEFINITION`): in a code draft, a version of the program that token overlap with Python cannot
    see. Math definitions (``f(x) = x^2``, ``dp[i] := ...`` without a braced body or pattern variables) are none.
    Raises nothing."""
    out = []
    for m in FOREIGN_DEFINITION.finditer(text):
        s, e = text.rfind("\n", 0, m.start()) + 1, text.find("\n", m.end())
        out.append((s, len(text) if e < 0 else e))
    return list(dict.fromkeys(out))


def named_definition_spans(text: str, program: Optional[str]) -> List[tuple]:
    """``(start, end)``, from the keyword to the line's end, wherever ``text`` defines the graded function by its own name
    and parameters after a keyword of any language, with a body after the colon ("ffwythiant add(x, y): dychwelyd x plws y", "funktion add(x,
    y): gib x plus y zurück"): the program ported into words the statement readers do not know. A call with arguments
    ("add(2, 3) = 5") or a bare signature ("add(x, y):" ending the line) is none. Raises nothing."""
    if not program:
        return []
    m = _DEF.search(program)
    if m is None:
        return []
    params = function_params(program)
    name = re.escape(m.group(1))
    sig = r"\(\s*" + r"\s*,\s*".join(re.escape(p) + r"(?:\s*:\s*\w+)?" for p in params) + r"\s*\)" if params else r"\(\s*\)"
    out = []
    for d in re.finditer(r"(?<![\w.])[^\W\d_][\w'-]*[ \t]+" + name + r"[ \t]*" + sig + r"[ \t]*(?::|=>|->|=)[ \t]*\S", text):
        e = text.find("\n", d.end())
        out.append((d.start(), len(text) if e < 0 else e))  # from the keyword to the line's end (the prose before stays)
    return list(dict.fromkeys(out))


# ----------------------------------------------------------------------------- a program written in math notation
# math in a draft: display and inline dollars, \\( \\), \\[ \\] (the one pattern the code summarizer and the reader use)
MATH = re.compile(r"\$\$.+?\$\$|(?<!\\)\$[^$\n]+\$|\\\(.+?\\\)|\\\[.+?\\\]", re.DOTALL)
_DELIMITERS = re.compile(r"^(?:\$\$|\$|\\\(|\\\[)|(?:\$\$|\$|\\\)|\\\])$")


def blank_math_and_inline(text: str) -> str:
    """``text`` with its math (:data:`MATH`) and inline code blanked (same length): what its sentences say in plain
    words, for the readers of code written bare in prose."""
    blank = lambda x: " " * len(x.group(0))  # noqa: E731
    return MATH.sub(blank, _INLINE.sub(blank, text))
_UNWRAP = re.compile(r"\\(?:mathit|mathrm|mathtt|texttt|text|textit|operatorname|mathsf|mathbf)\s*\{([^{}]*)\}")
_MATH_TO_PY = [
    (r"\\(?:,|;|!|:|quad|qquad)|~", " "), (r"\\left|\\right|\\big|\\Big|\\bigg", ""),
    (r"\\notin(?![A-Za-z])", " not in "), (r"\\in(?![A-Za-z])", " in "), (r"\\(?:wedge|land)(?![A-Za-z])", " and "),
    (r"\\(?:vee|lor)(?![A-Za-z])", " or "), (r"\\(?:neg|lnot)(?![A-Za-z])", " not "), (r"\\geq?(?![A-Za-z])|≥", ">="),
    (r"\\leq?(?![A-Za-z])|≤", "<="), (r"\\neq?(?![A-Za-z])|≠", "!="), (r"\\(?:cdot|times)(?![A-Za-z])|·|×", "*"),
    (r"\\equiv\s*(\w+)\s*\\pmod\s*\{?\s*(\w+)\s*\}?", r" % \2 == \1 "), (r"\\bmod(?![A-Za-z])|\\mod(?![A-Za-z])", " % "),
    (r"\\\{", "{"), (r"\\\}", "}"), (r"\\mid(?![A-Za-z])", " | "), (r"∧", " and "), (r"∨", " or "), (r"∈", " in "), (r"¬", " not "),
]
# a list or set builder: "[x in S : P]", "{x in S | P}"
_BUILDER = re.compile(r"^\s*([\[{])\s*([A-Za-z_]\w*)\s+in\s+(.+?)\s*(?::|\|)\s*(.+?)\s*([\]}])\s*$")


def math_as_python(latex: str) -> Optional[str]:
    """A math span of a code draft read as Python, or None: text commands unwrapped (``\\mathit{strings}``),
    ``\\in``, ``\\wedge``, ``\\vee``, ``\\neg``, ``\\ge``, ``\\le``, ``\\ne``, ``\\cdot`` and ``a \\equiv 0
    \\pmod 2`` mapped to Python's operators, a lone ``=`` between terms to ``==``, and a list or set builder
    (``[x \\in S : P]``) to a comprehension. Only what then parses as one Python expression is returned."""
    t = latex
    for _ in range(3):
        t = _UNWRAP.sub(r"\1", t)
    for rx, rep in _MATH_TO_PY:
        t = re.sub(rx, rep, t)
    if re.search(r"\\[A-Za-z]+|[_^]\s*\{|\.\.", t):
        return None  # a command left over, a subscript, a range: math, no Python
    t = re.sub(r"(?<![=!<>])=(?!=)", "==", t).strip().rstrip(".,")
    b = _BUILDER.match(t)
    if b:
        t = f"{b.group(1)}{b.group(2)} for {b.group(2)} in {b.group(3)} if {b.group(4)}{'}' if b.group(1) == '{' else ']'}"
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", SyntaxWarning)
            ast.parse(t, mode="eval")
    except (SyntaxError, ValueError, RecursionError):
        return None
    return re.sub(r"\s+", " ", t)


def math_program_spans(text: str, params: List[str], program: Optional[str] = None) -> List[tuple]:
    """``(start, end)`` of each math span of ``text`` (inline or display) that, read as Python
    (:func:`math_as_python`), is the function's result computed from its inputs (:func:`is_inline_program`): the
    program translated into math notation (``$n \\equiv 0 \\pmod 2 \\wedge n \\ge 8$``, ``[x \\in
    \\mathit{strings} : x.\\mathrm{startswith}(\\mathit{prefix})]``); with the graded ``program`` also the program's loop
    as a quantified formula (:func:`_quantified_condition`) and its printed or returned result as a formula of the same
    shape (:func:`_result_shape`), whether or not the program is a function."""
    conditions = _program_conditions(program) if program else []
    shapes = _result_shapes(program) if program else []
    if not params and not conditions and not shapes:
        return []
    out = []
    for m in MATH.finditer(text):
        src = math_as_python(_DELIMITERS.sub("", m.group(0))) if params else None
        if (src and is_inline_program(src, params, program)) or (conditions and _quantified_condition(m.group(0), conditions)) or \
                (shapes and _result_shape(m.group(0), shapes)):
            out.append(m.span())
    return out


# a quantifier or an aggregate over an index: the loop of a program written as math
_QUANTIFIER = re.compile(r"\\(?:exists|forall|min|max|sum|prod|bigvee|bigwedge|argmin|argmax)(?![A-Za-z])|[∃∀∑∏]|"
                         r"\\operatorname\*?\{\s*(?:arg\s*)?(?:min|max|any|all)\s*\}")


def _flat(expr: str) -> str:
    """An expression with brackets of grouping and spacing dropped, for comparing a program's condition with its
    rendering in math: ``s[i + 1] - s[i] < threshold`` and ``(s_{i+1} - s_i) < \\text{threshold}`` both give
    ``s[i+1]-s[i]<threshold``."""
    t = expr
    for _ in range(3):
        t = _UNWRAP.sub(r"\1", t)
    for rx, rep in _MATH_TO_PY:  # math_as_python's operators
        t = re.sub(rx, rep, t)
    t = re.sub(r"_\{([^{}]*)\}", r"[\1]", t)
    t = re.sub(r"_([A-Za-z0-9])", r"[\1]", t)
    return re.sub(r"\\ |[\s()$]", "", t.replace("−", "-"))


@functools.lru_cache(maxsize=32)
def _program_conditions(program: str) -> Tuple[str, ...]:
    """The flattened comparisons and arithmetic of a program's tests and results (``if``/``while`` tests, returned and
    yielded expressions, a comprehension's element and filters) that compute from a subscript and hold at least one
    comparison or operation: the loop body a formula can restate. The names of a pairwise loop ``for x, y in zip(s,
    s[1:])`` read as ``s[i]`` and ``s[i + 1]``. Empty when the program does not parse. Computed once per program (the
    summarizer asks per segment)."""
    try:
        tree = ast.parse(program)
    except (SyntaxError, ValueError):
        return ()
    pairs = {}  # "for x, y in zip(s, s[1:])": x is s[i], y is s[i + 1]
    for node in ast.walk(tree):
        if isinstance(node, (ast.comprehension, ast.For)) and isinstance(node.target, ast.Tuple) and \
                len(node.target.elts) == 2 and all(isinstance(t, ast.Name) for t in node.target.elts) and \
                isinstance(node.iter, ast.Call) and isinstance(node.iter.func, ast.Name) and node.iter.func.id == "zip" and \
                len(node.iter.args) == 2 and isinstance(node.iter.args[0], ast.Name) and \
                re.fullmatch(r"\s*%s\s*\[\s*1\s*:\s*\]\s*" % re.escape(node.iter.args[0].id), ast.unparse(node.iter.args[1])):
            a = node.iter.args[0].id
            pairs[node.target.elts[0].id], pairs[node.target.elts[1].id] = f"{a}[i]", f"{a}[i + 1]"
    out = []
    for node in ast.walk(tree):
        exprs = []
        if isinstance(node, (ast.If, ast.While)):
            exprs.append(node.test)
        elif isinstance(node, (ast.Return, ast.Yield)) and node.value is not None:
            exprs.append(node.value)
        elif isinstance(node, ast.comprehension):
            exprs += node.ifs
        if isinstance(node, ast.GeneratorExp) or isinstance(node, ast.ListComp):
            exprs.append(node.elt)
        for x in exprs:
            for sub in ast.walk(x):
                paired = pairs and any(isinstance(y, ast.Name) and y.id in pairs for y in ast.walk(sub))
                if isinstance(sub, (ast.Compare, ast.BinOp)) and (paired or any(isinstance(y, ast.Subscript) for y in ast.walk(sub))):
                    src = ast.unparse(sub)
                    if paired:
                        src = re.sub(r"\b(%s)\b" % "|".join(map(re.escape, pairs)), lambda t: pairs[t.group(1)], src)
                    flat = _flat(src)
                    if len(flat) >= 8:
                        out.append(flat)
    return tuple(dict.fromkeys(out))


def _quantified_condition(math: str, conditions: Sequence[str]) -> bool:
    """A math span with a quantifier or an aggregate over an index (``\\exists i``, ``\\min_{i}``, ``\\sum``) whose
    body restates one of the program's loop conditions (:func:`_program_conditions`): ``\\exists\\, i < n-1:\\ s_{i+1}
    - s_i < \\text{threshold}`` for ``if s[i + 1] - s[i] < threshold: return True``: the program's loop in math."""
    if not _QUANTIFIER.search(math):
        return False
    flat = _flat(math)
    return any(c in flat for c in conditions)


_OPS = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "/", ast.Mod: "%", ast.Pow: "^"}


@functools.lru_cache(maxsize=32)
def _result_shapes(program: str) -> Tuple[tuple, ...]:
    """The shape of each printed or returned result of ``program`` that computes with three operations or more:
    ``(operators in order, constants)``, names bound once to a number read as the number (``MOD = 998244353``).
    ``print((total - mixed + a + b) % MOD)`` gives ``(("-", "+", "+", "%"), {998244353})``. Computed once per
    program."""
    try:
        tree = ast.parse(program)
    except (SyntaxError, ValueError):
        return ()
    consts = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) and \
                isinstance(node.value, ast.Constant) and isinstance(node.value.value, int):
            consts[node.targets[0].id] = node.value.value
    out = []
    for node in ast.walk(tree):
        exprs = []
        if isinstance(node, ast.Return) and node.value is not None:
            exprs.append(node.value)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "print":
            exprs += node.args
        for x in exprs:
            ops, nums = [], set()

            def walk(n):
                if isinstance(n, ast.BinOp) and type(n.op) in _OPS:
                    walk(n.left)
                    ops.append(_OPS[type(n.op)])
                    walk(n.right)
                elif isinstance(n, ast.Constant) and isinstance(n.value, int):
                    nums.add(n.value)
                elif isinstance(n, ast.Name) and n.id in consts:
                    nums.add(consts[n.id])
            walk(x)
            if len(ops) >= 3:
                out.append((tuple(ops), frozenset(nums)))
    return tuple(out)


def _result_shape(math: str, shapes: Sequence[tuple]) -> bool:
    """A math span whose top-level operations (inside braces and brackets aside; ``\\pmod{p}`` a final ``%``), in
    order, are those of one of the program's results (:func:`_result_shapes`), with the result's large constant
    (``998244353``) or a result label (``\\text{ans} =``, ``answer``, ``output``) in it: the printed expression
    restated as a formula."""
    t = _DELIMITERS.sub("", math.strip())
    label = re.match(r"\s*(?:\\text\{\s*|\\mathrm\{\s*|\\operatorname\{\s*)?(?:ans|answer|result|output|res)\b\}?\s*=", t, re.I)
    if label:
        t = t[label.end():]
    mod = re.search(r"\\(?:p?mod|bmod)\s*\{?\s*(\d+)", t)
    nums = {int(x) for x in re.findall(r"(?<![\w.])\d{3,}(?![\w.])", t)}
    t = re.sub(r"\\(?:p?mod|bmod)\s*\{?\s*\w+\s*\}?|\\pmod\s*\{[^{}]*\}", " % ", t)
    for _ in range(4):
        t = re.sub(r"\{[^{}]*\}|\[[^\[\]]*\]|\([^()]*\)", " ", t)
    ops = re.findall(r"(?<![\^_])[-+%/*]|\\cdot|\\times", t)
    ops = tuple("*" if o in ("\\cdot", "\\times") else o for o in ops)
    if len(ops) < 3:
        return False
    for shape, consts in shapes:
        if ops == shape and (label or (mod and int(mod.group(1)) in consts) or nums & {c for c in consts if c >= 100}):
            return True
    return False
