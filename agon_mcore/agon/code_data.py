"""Work in a code draft that is written in code syntax but is not a version of the graded program.

``agon_mcore.agon.code_summary`` hides every block that is not data and every statement in prose. Real
drafts also write their *work* in code syntax: tests on literals, sample runs in a shell, a recurrence,
base cases. None of these can be run as a solution; each is checked here by its structure:

* **A test or sample call** (:func:`is_test_line`): ``assert f(<literals>) == <literal>`` (``is``,
  ``!=``, ``is not``; a message after a comma), ``print(f(<literals>))``, ``f(<literals>)``: the callee a
  name (or ``module.name``), every argument and the expected value a Python literal (numbers, strings,
  lists, tuples, dicts, sets, ``True``/``False``/``None``). A string that holds code is no literal here
  (:func:`holds_code`): ``assert run("n = int(input()); print(n)") == ...`` carries a program.
  A stress test's input generator is data too (:func:`generates_data`): in a block that draws random data and reads
  no input, ``import random`` and a ``print`` of literals, ``range`` and ``random``'s functions
  (``print(*[random.randint(1, 9) for _ in range(1000)])``); a line of the graded program never is.
  A property assertion is a test too: ``assert f(<test data>)`` or ``assert not f(...)`` with ``f`` a function
  the graded program defines, called once, on any arguments (``assert f({k.upper(): v for k, v in d.items()})``).
* **A sample run** (:func:`run_lines`): in a block, a line that runs the solution's file (``$ python3
  sol.py < in.txt``, ``echo 4 | python3 tri.py``; ``answer_forms.code.runs_the_solution``) and the
  output lines after it that are data. A heredoc that writes the program, a ``cat`` of it, and any other
  line stay hidden: a block is kept line by line, and the lines that are not data become one placeholder
  per run of lines.
* **A recurrence or base case** (:func:`is_recurrence`, :func:`is_base_case`): one equation whose left
  side is a name indexed or applied to an index (``dp[i]``, ``f(n)``, ``T(n)``) and whose right side uses
  the same name at other indices (``dp[i] = max(dp[i - 1], dp[i - 2] + a[i])``), or names assigned
  literals (``dp[0] = dp[1] = 1``, ``a = b = 1``). Decided: a single recurrence stays **even when it is a
  line of the graded program** (it is the idea, one line of a program that also reads, loops, bounds and
  prints); several of the program's lines in a row are a run and hidden (``agon.code_steps``), and the
  program's output expression in any notation (a closed form that is its whole computation,
  ``n(n+1)/2`` for ``print(n * (n + 1) // 2)``) is the answer and hidden (``answer_forms.formula_spans``).
"""
from __future__ import annotations

import ast
import base64
import binascii
import re
import urllib.parse
from typing import List, Optional, Tuple

from agon_mcore.agon.answer_forms import code_similarity, looks_like_io, runs_the_solution
from agon_mcore.agon.answer_forms.code import _IO_IN, CodeRegion
from agon_mcore.agon.code_session import is_import, runs_inline

__all__ = ["is_test_line", "literal_computation", "is_recurrence", "is_base_case", "holds_code", "data_line_spans", "recurrence_spans", "encoded_spans",
           "right_side_end"]

_ID = r"[A-Za-z_]\w*"
_CODE_WORD = re.compile(r"\b(?:for|while|if|else|elif|def|return|lambda|import|print|input|class|yield|with)\b|;|:=|\bexec\b")
_RECURRENCE = re.compile(rf"\s*({_ID})\s*([\[(])[^\n=]*[\])]\s*=(?!=)\s*(?P<rhs>[^\n;]+?)\s*$")
_BASE = re.compile(rf"\s*(?:{_ID}(?:\s*\[[^\]\n]*\]|\s*\([^()\n]*\))?\s*=(?!=)\s*)+-?\d+(?:\.\d+)?"
                   r"(?:\s*(?:\*\*|[-+*/^])\s*\d+(?:\.\d+)?)*\s*$")  # a constant: n = 2 * 10**5


def holds_code(s: str, program: Optional[str] = None) -> bool:
    """A string literal's content is code: it has a statement (``agon.code_summary.is_code_text``), a line
    break between two code-like lines, or overlaps the graded program (``code_similarity >= 0.3``)."""
    from agon_mcore.agon.code_summary import is_code_text

    if is_code_text(s) or is_code_text(s.replace("\\n", "\n")):
        return True
    return program is not None and len(s) >= 12 and code_similarity(s.replace("\\n", "\n"), program) >= 0.3


def _const_arith(node: ast.AST) -> bool:
    """Arithmetic of number literals only (``10**9 + 7``, ``2 * 10**5``)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, (int, float)) and not isinstance(node.value, bool)
    if isinstance(node, ast.UnaryOp):
        return _const_arith(node.operand)
    return isinstance(node, ast.BinOp) and _const_arith(node.left) and _const_arith(node.right)


def _literal(node: ast.AST, program: Optional[str]) -> bool:
    if _const_arith(node):
        return True
    try:
        v = ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False

    def clean(x) -> bool:
        if isinstance(x, str):
            return not holds_code(x, program)
        if isinstance(x, (list, tuple, set, frozenset)):
            return all(clean(y) for y in x)
        if isinstance(x, dict):
            return all(clean(k) and clean(y) for k, y in x.items())
        return True

    return clean(v)


def _call_on_literals(node: ast.AST, program: Optional[str], method: bool = False) -> bool:
    """A call of a function (``method``: also ``Solution().f``, ``mod.f``) on literal arguments only."""
    if not isinstance(node, ast.Call) or node.keywords and not all(_literal(k.value, program) for k in node.keywords):
        return False
    f = node.func
    while method and isinstance(f, ast.Attribute):
        f = f.value
        if isinstance(f, ast.Call) and not f.args and not f.keywords:
            f = f.func  # Solution().two_sum
    return isinstance(f, ast.Name) and all(_literal(a, program) for a in node.args)


_CHAIN = re.compile(r"(?<![=!<>])=(?!=)|->|→|⟶")


def literal_computation(text: str) -> bool:
    """A clause that only evaluates calls and arithmetic on literals, a sample worked by hand (``f(6, 2) = c(1, 2) +
    c(3, 6) = 3 + 5 = 8``, ``max(|10 + 4|, |10 - 4|) = 14 = 10 + 4``, ``Phi(2) + Phi(1)``): every side of its chain
    (``=``, ``->``) parses as a Python expression (``|x|`` read as ``abs(x)``) that reads no variable (a name only
    called), and one side calls or computes. It runs nothing on the program's inputs, so it is no statement of the
    program. Raises nothing."""
    body = re.sub(r"\|([^|\n]+)\|", r"abs(\1)", text.strip().rstrip(";.,").replace("−", "-").replace("^", "**"))
    computes = False
    for side in _CHAIN.split(body):
        try:
            tree = ast.parse(side.strip(), mode="eval")
        except (SyntaxError, ValueError, MemoryError, RecursionError):
            return False
        called = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
        if any(isinstance(n, ast.Name) and id(n) not in called or isinstance(n, ast.Attribute) or
               isinstance(n, ast.Call) and not n.args for n in ast.walk(tree)):
            return False  # a variable read, a method or a call on nothing (``input()``): the program's own statement
        computes = computes or any(isinstance(n, (ast.Call, ast.BinOp)) for n in ast.walk(tree))
    return computes


def _case_table(line: str) -> bool:
    """``line`` assigns a collection of two or more items (``cases = [("3", "6"), ("1", "1")]``)."""
    try:
        v = ast.literal_eval(line.split("=", 1)[1].strip())
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError, IndexError):
        return False
    return isinstance(v, (list, tuple, dict, set)) and len(v) >= 2


_TEST_DEF = re.compile(r"\s*def\s+test_?\w*\s*\(")
_TEST_SCAFFOLD = re.compile(r"\s*(?:import\s+(?:pytest|unittest|doctest)\b|from\s+(?:pytest|unittest)\b|@pytest\.|"
                            r"\]\)\s*$)")


def _defines(program: Optional[str], name: str) -> bool:
    """The graded program defines a function ``name``."""
    return bool(program) and bool(re.search(rf"\bdef\s+{re.escape(name)}\s*\(", program))


def _test_assert(line: str, program: Optional[str]) -> bool:
    """``assert f(a, b) is expected`` or ``== expected`` inside a test function: the graded function called on names
    or literals and compared with a name or a literal (a parametrized test's body)."""
    try:
        st = ast.parse(line.strip()).body
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return False
    if len(st) != 1 or not isinstance(st[0], ast.Assert) or not isinstance(st[0].test, ast.Compare):
        return False
    t = st[0].test
    call = t.left
    simple = (ast.Name, ast.Constant)
    return isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and bool(program) and \
        _defines(program, call.func.id) and \
        all(isinstance(a, simple) or _literal(a, program) for a in call.args) and len(t.ops) == 1 and \
        all(isinstance(c, simple) or _literal(c, program) for c in t.comparators)


def _tolerance_test(t: ast.AST, program: Optional[str]) -> bool:
    """``t`` compares a call on literals with a literal within a tolerance: ``abs(f(...) - v) < tol`` (``<=`` too, the
    operands of the difference in either order) or ``isclose(f(...), v)`` (``math.isclose`` too). A test, not program
    text."""
    if isinstance(t, ast.Call) and (getattr(t.func, "id", None) == "isclose" or getattr(t.func, "attr", None) == "isclose") \
            and len(t.args) >= 2:
        a, b = t.args[:2]
        return (_call_on_literals(a, program, method=True) and _literal(b, program)) or \
            (_call_on_literals(b, program, method=True) and _literal(a, program))
    if not (isinstance(t, ast.Compare) and len(t.ops) == 1 and isinstance(t.ops[0], (ast.Lt, ast.LtE)) and
            _literal(t.comparators[0], program)):
        return False
    d = t.left
    if not (isinstance(d, ast.Call) and getattr(d.func, "id", None) == "abs" and len(d.args) == 1 and
            isinstance(d.args[0], ast.BinOp) and isinstance(d.args[0].op, ast.Sub)):
        return False
    a, b = d.args[0].left, d.args[0].right
    return (_call_on_literals(a, program, method=True) and _literal(b, program)) or \
        (_call_on_literals(b, program, method=True) and _literal(a, program))


def is_test_line(line: str, program: Optional[str] = None) -> bool:
    """``line`` (a comment after it aside) is a test or a sample call on literals (module docstring)."""
    src = line.strip()
    if not src or len(src) > 400:
        return False
    try:
        tree = ast.parse(src)
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return False  # not Python (a Python 2 print, another language): no test
    if len(tree.body) != 1:
        return False
    st = tree.body[0]
    if isinstance(st, ast.Assert):
        t = st.test
        if st.msg is not None and not _literal(st.msg, program):
            return False
        call = t.operand if isinstance(t, ast.UnaryOp) and isinstance(t.op, ast.Not) else t
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and program and \
                _defines(program, call.func.id) and \
                not any(isinstance(n, ast.Call) and getattr(n.func, "id", None) == call.func.id for a in call.args for n in ast.walk(a)):
            return True  # a property: the graded function's truth asserted on test data ("assert f({k.upper(): v ...})")
        if _tolerance_test(t, program):
            return True  # "assert abs(f([1.0, 2.0]) - 1.0) < 1e-9", "assert math.isclose(f(3), 0.5)": a float test
        return isinstance(t, ast.Compare) and len(t.ops) == 1 and \
            isinstance(t.ops[0], (ast.Eq, ast.NotEq, ast.Is, ast.IsNot)) and \
            _call_on_literals(t.left, program, method=True) and _literal(t.comparators[0], program)
    if isinstance(st, ast.Assign) and all(isinstance(t, ast.Name) for t in st.targets):
        return _literal(st.value, program)  # test data: cases = [("3\\n1 2 3", "6"), ...]
    if isinstance(st, ast.Expr):
        v = st.value
        if isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and v.func.id == "print" and len(v.args) == 1 and not v.keywords:
            v = v.args[0]
        if isinstance(v, ast.Compare) and len(v.ops) == 1 and isinstance(v.ops[0], (ast.Eq, ast.NotEq, ast.Is, ast.IsNot)):
            # a session's check without assert (">>> f([]) is None", "f(3) == 6"): a test on literals
            return _call_on_literals(v.left, program, method=True) and _literal(v.comparators[0], program)
        return bool(getattr(v, "args", None)) and _call_on_literals(v, program)
    return False


_RANDOM_CALL = re.compile(r"\brandom\.\w+\s*\(")
_READS_OR_WRITES_PROGRAM = re.compile(r"<<|\binput\s*\(|\bsys\.stdin\b|\bdef\s|\bopen\s*\(")
_DATA_MODULES = frozenset({"random", "string"})
_DATA_CALLS = frozenset({"range", "str", "int", "len", "join", "randint", "choice", "choices", "random", "randrange",
                         "sample", "shuffle", "uniform", "seed"})


def generates_data(line: str, program: Optional[str] = None) -> bool:
    """``line`` writes test data and computes nothing of the task: an import of ``random`` or ``string``, or a
    ``print`` whose arguments hold only literals, ``range``, ``random``'s functions and comprehensions over them
    (``print(*[random.randint(1, 9) for _ in range(1000)])``, ``print(1000, 7)``): a stress test's input
    generator, data like a sample. A name the graded program defines, or any other call, makes it code."""
    src = line.strip()
    if not src or len(src) > 300 or src in {x.strip() for x in (program or "").split("\n")}:
        return False  # a line of the graded program is the program's
    try:
        tree = ast.parse(src)
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return False
    if len(tree.body) != 1:
        return False
    st = tree.body[0]
    if isinstance(st, (ast.Import, ast.ImportFrom)):
        names = [a.name for a in st.names] if isinstance(st, ast.Import) else [st.module or ""]
        return all(n.split(".")[0] in _DATA_MODULES for n in names)
    if not (isinstance(st, ast.Expr) and isinstance(st.value, ast.Call) and getattr(st.value.func, "id", None) == "print"):
        return False
    bound = {n.id for c in ast.walk(st.value) if isinstance(c, ast.comprehension) for n in ast.walk(c.target)
             if isinstance(n, ast.Name)}
    defined = set(re.findall(r"\bdef\s+(\w+)", program or ""))
    for node in ast.walk(st.value):
        if isinstance(node, ast.Call) and node is not st.value:
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", None)
            if name not in _DATA_CALLS or name in defined:
                return False
            if isinstance(f, ast.Attribute) and not (isinstance(f.value, ast.Name) and f.value.id in _DATA_MODULES or
                                                     isinstance(f.value, ast.Constant)):
                return False
        elif isinstance(node, ast.Name) and node.id not in bound | _DATA_MODULES | {"print", "range", "str", "int", "len"}:
            return False  # a variable of the program: computing, not writing data
    return True


def is_recurrence(text: str) -> bool:
    """``text`` is one recurrence equation: ``X[..] = ...X[..]...`` or ``X(..) = ...X(..)...`` (module docstring)."""
    m = _RECURRENCE.fullmatch(text)
    if not m or _CODE_WORD.search(text):
        return False
    name, rhs = m.group(1), m.group("rhs")
    return bool(re.search(rf"(?<![A-Za-z_.]){re.escape(name)}\s*[\[(]", rhs))


_LHS = re.compile(rf"(?<![\w.]){_ID}\s*[\[(]")


_RECURRENCE_CONNECTIVE = re.compile(r"\s+(?:and|with|where|for|so|then|which)\b")


def right_side_end(text: str, j: int, connective: "re.Pattern[str]") -> int:
    """Where the right side of a relation written in running text, starting at ``text[j]``, ends: at a ``,``, ``;``,
    backtick or ``$`` outside brackets, a sentence's period, a closing bracket it did not open, a ``connective``
    (matched at that position) or the line's end. Returns the offset (exclusive)."""
    depth = 0
    while j < len(text) and text[j] != "\n":
        c = text[j]
        depth += c in "([{"
        depth -= c in ")]}"
        if depth < 0 or depth == 0 and (c in ",;`$" or c == "." and text[j + 1:j + 2] in (" ", "") or
                                        connective.match(text, j)):
            break
        j += 1
    return j


def recurrence_spans(text: str) -> List[Tuple[int, int]]:
    """Spans of the recurrences written in running text ("..., so ways(i, j) = ways(i - 1, j) + ways(i, j - 1),
    and ..."): from an indexed name to the end of its right side (a ``,``/``;``/``.`` outside brackets, a
    connective, or the line's end), each checked by :func:`is_recurrence`."""
    out: List[Tuple[int, int]] = []
    for m in _LHS.finditer(text):
        if out and m.start() < out[-1][1]:
            continue
        depth, i = 1, m.end()
        while i < len(text) and depth and text[i] != "\n":
            depth += text[i] in "([{"
            depth -= text[i] in ")]}"
            i += 1
        eq = re.match(r"\s*=(?!=)", text[i:])
        if depth or not eq:
            continue
        j = right_side_end(text, i + eq.end(), _RECURRENCE_CONNECTIVE)
        if is_recurrence(text[m.start():j]):
            out.append((m.start(), j))
    return out


def is_base_case(text: str) -> bool:
    """``text`` assigns literal numbers (or arithmetic of numbers) to names or indexed names: ``dp[0] = dp[1] = 1``,
    ``a = b = 1``, ``n = 2 * 10**5``."""
    return bool(_BASE.fullmatch(text))


_PROMPT = re.compile(r"\s*(?:\$|>|PS>|%)\s+")
_FENCE_LINE = re.compile(r"\s*(?:`{3,}|~{3,})[^\n]*")


def _case_row(line: str) -> bool:
    """``line`` is a row of a table of test cases: a literal tuple or list of two or more items, alone on its line with
    a trailing comma (``([2.0, 49.9], [0.0, 1.0]),``), as a parametrized test lists its inputs and expected outputs."""
    src = line.strip()
    if not src.endswith(",") or src[:1] not in ("(", "["):
        return False
    try:
        value = ast.literal_eval(src[:-1])
    except (SyntaxError, ValueError, MemoryError, RecursionError, TypeError):
        return False
    return isinstance(value, (tuple, list)) and len(value) >= 2


def data_line_spans(vis: str, r: CodeRegion, program: Optional[str]) -> Optional[List[Tuple[int, int]]]:
    """The spans of the lines of block ``r`` (in ``vis``) that are data: tests on literals, rows of a table of cases
    (:func:`_case_row`), lines that run the solution and the data they print, the data another command prints (the
    sample output of ``python3 -c '<the program>; print(f(5, 6, 10))'``: numbers, booleans, strings, brackets), comments
    without code, blank lines and the fence lines. ``None`` when no line of the block is a test or a run (then the whole block is code)."""
    keep: List[Tuple[int, int]] = []
    pos, after_run, found, session = r.start, False, False, False
    def_indent: Optional[int] = None
    test_def = False  # inside a test function (def test_...): its asserts on the graded function are tests
    text = vis[r.start:r.end]
    lines = text.split("\n")
    for k, ln in enumerate(lines):
        s, e = pos, pos + len(ln)
        pos = e + 1
        body = ln.strip()
        if r.form in ("fence", "tilde") and (k == 0 or k == len(lines) - 1) and _FENCE_LINE.fullmatch(ln):
            keep.append((s, e))
            continue
        if not body:
            keep.append((s, e))
            continue
        py = re.match(r"\s*(?:>>>|In \[\d*\]:)\s?(.*)", ln)  # Python's prompt, IPython's
        if py:  # a Python session: a call on literals is a sample, its printed lines are its output
            after_run = is_test_line(re.sub(r"\s+#[^\"'\n]*$", "", py.group(1)), program)
            session = True
            if after_run or is_import(py.group(1)):  # an import of the solution is no program text
                keep.append((s, e))
                found = True
            continue
        if re.match(r"\s*\.\.\.:?(?:\s|$)", ln):
            after_run = False
            continue
        if session and looks_like_io(CodeRegion(0, len(ln), ln, "fence", "")) and not holds_code(ln, program):
            keep.append((s, e))  # a session's printed line (no prompt, no code) is output, whatever ran before it
            found = True
            continue
        cmd = _PROMPT.sub("", ln, count=1) if _PROMPT.match(ln) else ln
        cmd_only = re.sub(r"\s+#.*$", "", cmd)
        if runs_the_solution(cmd_only) and (program is None or code_similarity(cmd_only, program) < 0.5):
            keep.append((s, e))
            after_run = found = True
            continue
        if runs_inline(cmd_only, program):  # python -c 'from sol import f; print(f(..))': a sample run (agon.code_session)
            keep.append((s, e))
            after_run = found = True
            continue
        if _PROMPT.match(ln):  # another command (cat sol.py, python -c "<the program>"): the command is code; what it
            after_run = "command"  # prints is kept below only as data (sample output), never as code (a listing)
            continue
        code_part = re.sub(r"\s+#[^\"'\n]*$", "", ln)
        indent = len(ln) - len(ln.lstrip())
        if re.match(r"\s*(?:def|class|fn|func|function)\b", ln):
            def_indent = indent
            test_def = bool(_TEST_DEF.match(ln))
        elif def_indent is not None and indent <= def_indent:
            def_indent, test_def = None, False
        if _TEST_SCAFFOLD.match(code_part) or (test_def and (_TEST_DEF.match(ln) or _test_assert(code_part, program))):
            keep.append((s, e))  # a test module's scaffolding: its import, decorator, brackets, test function and asserts
            found = True
            continue
        if def_indent is not None and re.match(r"\s*[A-Za-z_]\w*\s*=", code_part):
            after_run = False
            continue  # a constant inside a definition is part of the definition
        if def_indent is None and _case_row(code_part):  # a row of a table of cases (pytest.mark.parametrize)
            keep.append((s, e))
            found = found or not _IO_IN.search(text)
            continue
        if not ln[:1].isspace() and _RANDOM_CALL.search(text) and not _READS_OR_WRITES_PROGRAM.search(text) and \
                generates_data(code_part, program):
            # a stress test's input generator (print of random data) and its import: top-level lines of a block that
            # draws random data, reads no input and writes no program ("print(42)" alone is an attempt at the program)
            keep.append((s, e))
            found = found or not re.match(r"\s*(?:import|from)\b", code_part)
            continue
        if is_test_line(code_part, program):
            keep.append((s, e))
            # test data decides a block only as a table of cases (two or more items) in a block that reads no
            # input (a lookup-table program "ans = [...]; print(ans[int(input())])" stays hidden whole; so do the
            # constants of an earlier version, "best = 0")
            found = found or not re.match(r"\s*[A-Za-z_]\w*\s*=", code_part) or \
                _case_table(code_part) and not _IO_IN.search(text)
            continue
        comment = re.fullmatch(r"\s*(?:#|//|--)\s?(.*)", ln)
        if comment and not holds_code(comment.group(1), program):
            keep.append((s, e))
            continue
        if after_run and looks_like_io(CodeRegion(0, len(ln), ln, "fence", "")) and \
                not holds_code(ln, program):
            keep.append((s, e))
            found = found or (after_run == "command" and _OUTPUT_DATA.fullmatch(ln.strip()) is not None)
            continue
        after_run = False
    return keep if found else None


# a printed line of data: numbers, booleans, quoted strings, brackets and separators only ("[11, 4] [12, 1]", "True")
_OUTPUT_DATA = re.compile(r"(?:[-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|True|False|None|true|false|null|YES|NO|Yes|No|"
                          r"'[^'\n]*'|\"[^\"\n]*\"|[\[\](){},:;\s])+")


_PCT = re.compile(r"%[0-9A-Fa-f]{2}")
_B64 = re.compile(r"(?<![\w+/=%-])[A-Za-z0-9+/]{16,}={0,2}(?![\w+/=%-])")
_HEX = re.compile(r"(?<![\w%])(?:[0-9a-fA-F]{2}){8,}(?!\w)")


def _printable(b: bytes) -> bool:
    try:
        t = b.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return len(t) >= 6 and sum(ch.isprintable() or ch in "\n\t" for ch in t) >= 0.95 * len(t) and \
        bool(re.search(r"[A-Za-z]{2}", t))


def encoded_spans(text: str, program: Optional[str]) -> List[Tuple[int, int]]:
    """Encoded text in a code draft (decided: the summary keeps no opaque text a reader could decode):
    a base64 or hex token that decodes to printable text (whatever the text: a reader cannot check it
    without decoding it), and a token with three or more percent escapes that decodes to code
    (:func:`holds_code`; a URL with ``%20`` in a title stays). Identifiers and words are no base64: the
    token must mix letters with digits or ``+/=``."""
    out: List[Tuple[int, int]] = []
    for m in re.finditer(r"\S*%[0-9A-Fa-f]{2}\S*", text) if text.count("%") >= 3 else ():
        tok = m.group(0)
        if len(_PCT.findall(tok)) >= 3 and holds_code(urllib.parse.unquote(tok), program):
            out.append(m.span())
    for rx, dec in ((_HEX, bytes.fromhex), (_B64, lambda t: base64.b64decode(t + "=" * (-len(t) % 4), validate=True))):
        for m in rx.finditer(text):
            tok = m.group(0)
            if rx is _B64 and not (re.search(r"\d|[+/=]", tok) and re.search(r"[A-Za-z]", tok)) or \
                    any(a <= m.start() < b for a, b in out):
                continue
            try:
                if _printable(dec(tok)):
                    out.append(m.span())
            except (ValueError, binascii.Error):
                continue
    return out
