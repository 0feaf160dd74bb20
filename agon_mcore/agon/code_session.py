"""A shell command that runs the solution on sample input through an interpreter's inline program.

In a shell or REPL session (``agon.code_data.data_line_spans``), ``python -c '...'`` is code when its inline program
computes (a version of the solution), and a run when it only imports the solution and calls it on literals:
``python -c 'from sol import *; print(f([1.0, 2.8], 0.3))'`` followed by its output ``True`` is a sample run, as
``python3 sol.py < in.txt`` is. :func:`runs_inline` tells them apart by structure: every statement of the inline
program (split at ``;`` and newlines) is an import or a test on literals (``agon.code_data.is_test_line``: a call
on literals, printed or asserted). Interpreters: ``python``/``python3``/``pypy3`` ``-c``, ``node -e``/``-p``,
``ruby -e``, ``perl -e``/``-E``, also behind a notebook's shell escape (``!python -c ...``, ``%sx``); a statement that defines, loops or assigns a computed value makes it code.

:func:`interpreter_program` reads any interpreter's inline program the same way, whatever its language (``awk '{ print
($1>0 && $2>0) ? $1+$2 : 0 }'``, ``perl -lane '...'``, ``jq``): a program text that computes (an operator or a
control word) is a version of the solution; a sample run is not.
"""
from __future__ import annotations

import re
from typing import Optional

__all__ = ["runs_inline", "is_import", "interpreter_program"]

_INLINE_RUN = re.compile(r"\s*(?:[\w./-]*/)?(?:python[\d.]*|pypy[\d.]*|node|ruby|perl)(?:\s+-[A-Za-z]+)*?\s+-[ceEp]\s+"
                         r"(?P<q>['\"])(?P<src>.+)(?P=q)\s*(?:\|\s*(?:head|tail|sort)\b[^\n|;&]*)?\s*")
_IMPORT = re.compile(r"\s*(?:from\s+[\w.]+\s+import\s+(?:\*|[\w, ]+)|import\s+[\w., ]+|"
                     r"(?:const|let|var)\s+\{?[\w, ]+\}?\s*=\s*require\([^()]*\)|require\s*\(?['\"][^'\"]+['\"]\)?)\s*")
_HOST_PROMPT = re.compile(r"^\s*[\w.-]+@[\w.-]+(?::[^\s$#]*)?\s*[$#%]\s+")  # user@box:~$
_SHELL_ESCAPE = re.compile(r"^\s*(?:!|%(?:sx|system)\s+)")  # a notebook cell's shell escape: ``!python -c ...``
_PRINTS = re.compile(r"console\.log\((.*)\)|puts\s+(.*)|print\s+(.*)")


def _sample_statement(src: str, program: Optional[str]) -> bool:
    """One statement that tests or prints calls on literals (``print(f(1), g.h(2))``, ``assert f(1) == 2``)."""
    import ast

    from agon_mcore.agon.code_data import _call_on_literals, _literal, is_test_line

    if is_test_line(src, program):
        return True
    try:
        tree = ast.parse(src)
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return False
    if len(tree.body) != 1 or not isinstance(tree.body[0], ast.Expr):
        return False
    v = tree.body[0].value
    args = v.args if isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and v.func.id == "print" else [v]
    calls = [_call_on_literals(a, program, method=True) for a in args]
    return any(calls) and all(c or _literal(a, program) for a, c in zip(args, calls))


def runs_inline(cmd: str, program: Optional[str] = None) -> bool:
    """Whether shell command ``cmd`` (prompt removed) runs an interpreter on an inline program made only of
    imports of the solution's module and tests or calls on literals (module docstring). Raises nothing."""
    m = _INLINE_RUN.fullmatch(_SHELL_ESCAPE.sub("", _HOST_PROMPT.sub("", cmd, count=1), count=1))
    if not m:
        return False
    stmts = [s.strip() for s in re.split(r";|\\n|\n", m.group("src")) if s.strip()]
    if any(_IMPORT.fullmatch(s) and not is_import(s) for s in stmts):
        return False  # a library imported: the inline program computes by itself
    calls = [s for s in stmts if not _IMPORT.fullmatch(s)]
    for s in calls:
        other = _PRINTS.fullmatch(s)  # console.log(f(..)), puts f(..), print f(..): the call printed
        if not (_sample_statement(s, program) or other and _sample_statement(next(g for g in other.groups() if g), program)):
            return False
    return bool(calls)


def is_import(src: str) -> bool:
    """``src`` is one import of the solution's own module (``from sol import f``, ``import solution``, a local file):
    no program text. An import of the standard library (``from collections import Counter``) is a line of a
    program, and JavaScript's ``require`` of a local file (``./sol``) counts as the solution's."""
    import sys

    if not _IMPORT.fullmatch(src) or re.search(r"[;=(]", src) and "require" not in src:
        return False
    m = re.match(r"\s*(?:from|import)\s+([\w]+)", src)
    if m:
        return m.group(1) not in getattr(sys, "stdlib_module_names", ()) and m.group(1) not in ("numpy", "math", "typing")
    return bool(re.search(r"require\s*\(?\s*['\"]\.{1,2}/", src))


# any interpreter given its program on the command line: awk's program is its first quoted argument, the others take
# it after a flag (``perl -e``, ``ruby -ne``, ``node -p``, ``php -r``, ``lua -e``, ``Rscript -e``, ``julia -e``); jq
# reads its as awk does (``bc <<< '2+3'`` is a calculation on literals, ``sed 's/a/b/'`` an edit: neither is read)
_INTERPRETER = re.compile(r"\s*(?:[\w./-]*/)?(?:[gmn]?awk|perl|ruby|node|python[\d.]*|pypy[\d.]*|php|lua|Rscript|julia|jq)"
                          r"(?:\s+-{1,2}[^\s'\"]+(?:\s+(?![-'\"])[^\s'\"]+)?)*\s*"
                          r"(?P<q>['\"])(?P<src>.+)(?P=q)(?:\s+[^|;&]*)?\s*")
# what makes a program text compute: an arithmetic, comparison or logical operator between operands, a conditional
# expression, or a control word
_COMPUTES = re.compile(r"[\w$)\]]\s*(?:[-+*/%<>]=?|==|!=|&&|\|\|)\s*[\w$(\[]|\?[^:]+:|"
                       r"\b(?:if|for|while|foreach|unless|until|map|grep|reduce|select|sum|max|min)\b")


def interpreter_program(cmd: str, program: Optional[str] = None) -> bool:
    """Whether shell command ``cmd`` (a prompt or a notebook's shell escape removed) runs an interpreter on an inline
    program that computes by itself (module docstring), not a sample run (:func:`runs_inline`). Raises nothing."""
    c = _SHELL_ESCAPE.sub("", _HOST_PROMPT.sub("", cmd.strip().lstrip("$ "), count=1), count=1)
    m = _INTERPRETER.fullmatch(c)
    return bool(m and _COMPUTES.search(m.group("src")) and not runs_inline(c, program))
