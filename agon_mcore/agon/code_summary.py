"""Code drafts: the summary keeps prose and data, and drops everything else.

A whitelist, so that it fails closed: code the reader does not recognise as a known form is still
dropped because it is not prose. The visible part is split into segments
(``agon_mcore.agon.segments``) and read on its canonical text (``answer_forms.canon``: zero-width
characters removed, homoglyphs folded), then:

* **Blocks** (fences with any tag, ``~~~``, ``<pre>``, heredocs, doctest sessions, diffs, indented
  blocks) become :data:`CODE_PLACEHOLDER`, except data: sample input and output, numbers, tables
  (``answer_forms.looks_like_io``; a ``text`` tag over a statement is no data), and shell commands that only
  run or time the solution and write its test data (``answer_forms.code.runs_the_solution``). A block with
  tests on literals, rows of a table of cases or sample runs in it is decided line by line
  (``agon.code_data.data_line_spans``): those lines stay, every run of other lines becomes one placeholder. A block quote with a statement is hidden whole.
* **Text** (sentences, lines, list items): a segment with a program statement in it (an
  assignment of a call or a chain ``best = cur = 1``, an augmented assignment ``cur += 1``, a
  nested call ``int(input())``, a header ``for ...:`` / ``if ...:``, a call alone on its line, a
  LaTeX command opening the line outside math ``\\STATE``, an encoded blob: a token of 40
  characters or more) is code and becomes :data:`CODE_PLACEHOLDER`. Math (``$..$``, display
  equations), complexity notes, constraints, data assignments (``a = [7, 1, 5]``, ``n = 2*10^5``), base cases
  (``a = b = 1``) and recurrences (``agon.code_data``) are prose; a pseudo-code assignment (``←``, ``:=``, an
  arrow in math), a tuple assignment and a ``;``-ended line with a call and no prose are statements. A table
  row is read cell by cell. Encoded tokens (base64, hex, percent) are hidden (``agon.code_data.encoded_spans``).
* **Inline code** in prose stays when it is an expression, a call or a command (`` `a[i] > a[i - 1]` ``,
  `` `input()` ``, `` `python3 sol.py < in.txt` ``, `` `echo 5 | python3 sol.py` ``) and is hidden when it
  is a statement (`` `best = max(best, cur)` ``, `` `if a[i] > a[i - 1]: cur += 1` ``) or a shell
  pipeline that computes by itself (`` `sort -u | wc -l` ``: a translation of the program).
  A recurrence, a base case, a literal assignment (`` `a = [1, 2, 1, 1]` ``: a sample's data, unless it is a line of
  the program) and code the problem statement shows (a signature to complete) stay. An expression written in a prose
  sentence without backticks is the sentence's operand and stays, unless it computes the function's result from
  every input (``agon.inline_program.plain_program_spans``).
* The graded program's returned or printed expressions and its longer lines restated in prose,
  and its formula in LaTeX or plain text, are hidden where they survive (as before).
"""
from __future__ import annotations

import ast
import re
from collections import Counter
from typing import List, Optional, Tuple

from agon_mcore.agon.answer_forms.code import _OPCODE
from agon_mcore.agon.answer_forms import (
    HIDDEN,
    CodeRegion,
    code_regions,
    code_similarity,
    code_tokens,
    expression_regex,
    formula_spans,
    is_pipeline_program,
    looks_like_io,
    return_expressions,
    runs_the_solution,
)
from agon_mcore.agon.answer_forms.canon import canonical
from agon_mcore.agon.answer_forms.markup import decoded_entities
from agon_mcore.agon.code_attempts import is_program_line, rejected_attempt
from agon_mcore.agon.code_notation import is_math_relation, math_relation_spans
from agon_mcore.agon.code_data import data_line_spans, encoded_spans, is_base_case, is_recurrence, literal_computation, recurrence_spans
from agon_mcore.agon.code_prose import prose_program_spans
from agon_mcore.agon.code_restated import restated_statement_spans
from agon_mcore.agon.code_steps import _IO_NAMES, step_run_spans
from agon_mcore.agon.code_dataflow import dataflow_spans
from agon_mcore.agon.code_nested import nested_code_spans
from agon_mcore.agon.code_trace import trace_kept_spans
from agon_mcore.agon.code_words import drop_complexity, expression_word_spans
from agon_mcore.agon.unfenced_ports import (applicative_port_spans, prose_comprehension_spans, prose_lambda_spans,
                                            prose_python_spans, unfenced_port_spans)
from agon_mcore.agon.inline_program import (COLON_DEFINITION, FOREIGN_DEFINITION, MATH, blank_math_and_inline, function_params, inline_code, is_inline_program,
                                            named_definition_spans,
                                            math_program_spans, plain_program_spans)
from agon_mcore.agon.segments import segments
from agon_mcore.verify.answer import boxed_spans
from agon_mcore.verify.code import graded_program

CODE_PLACEHOLDER = "# [hidden: the final code]"
BOXED_PLACEHOLDER = "\\boxed{" + HIDDEN + "}"

_ID = r"[A-Za-z_]\w*"
_STATEMENT = re.compile(
    rf"{_ID}(?:\[[^\]\n]*\])?\s*(?:[-+*/%|&^]|//|<<|>>)=\s*\S"  # cur += 1
    rf"|(?<![=!<>])\b{_ID}(?:\s*,\s*{_ID})*\s*=(?!=)\s*{_ID}\s*(?:\(|=(?!=)|\[|\.(?=[A-Za-z_]))"  # a = f(..), best = cur = 1,
    # x = y[..], x = y.attr (not a sentence's full stop: "y mod n = y.")
    rf"|(?<![=!<>\w])\b{_ID}(?:\s*,\s*{_ID})+\s*=(?!=)\s*[A-Za-z_(\[]"  # a, b = b, a % b
    r"|\S\s*(?:←|:=|<-(?!-))\s*[\w(\[]"  # a pseudo-code assignment "(A, B) ← (B, A mod B)", "x := x + 1"
    r"|(?m:^\s*(?:for|while|if|elif|else|def|class|try|except|with|switch|case)\b[^\n]*:\s*$)"  # for ...:
    rf"|(?m:^\s*(?![^\n]*\b[a-z]{{2,}}\s+[a-z]{{2,}}\s+[a-z]{{2,}}\b(?!\(|\.\w)){_ID}(?:\.{_ID})*(?:\(|\s+\((?![^)\n]*[A-Za-z]\s+[A-Za-z\d]))"
    r"[^\n]*\)\s*;?\s*$)"  # a call alone on its line
    # (not a label with a bracketed aside, "left (column 1)": two words side by side in the brackets; not a sentence
    # between brackets, "group (9, 5) cannot leave city 5 (3 0);")
    r"|(?m:^\s*\\(?!\[|\(|boxed|begin\{(?:equation|align|gather)|end\{(?:equation|align|gather))[A-Za-z]+)"  # \STATE
    r"|[A-Za-z0-9+/=_\-]{40,}"  # an encoded blob (base64, hex)
    r"|(?m:^\s*(?:(?:if|for|while|elif|def|fn|func|function|switch|catch|with|match|else\s+if)\b[^\n]*|[\w.]+[(\[][^\n]*)"
    r"[)\]]\s*:\s*$)"  # a block header "while (b != 0):", "def f(a, b):"; not a prose label "Reference (for the wiki):"
    r"|\{\s*$|^\s*\}|;\s*\w+\s*(?:=|\()",  # block bodies in any language
    re.MULTILINE,
)
# expressions, no statements: code on a line of their own, prose where a sentence carries them (below)
_EXPRESSION = re.compile(rf"\b{_ID}\(\s*{_ID}(?:\.{_ID})*\s*\("  # int(input())
                         rf"|\b{_ID}\([^()\n]*,[^()\n]*\)\s*(?:[-+*/%]|//)\s*\w")  # a returned expression "pow(2, n, MOD) - n - 1"
_IO_CALL = re.compile(r"\b(?:input|print|stdin|stdout|readline|write)\b")
_BASES = re.compile(rf"(?<![\w=<>!])(?:{_ID}(?:\[[^\]\n]*\])?\s*=(?!=)\s*)+-?\d+(?:\.\d+)?\b")
_ARROW = re.compile(r"\\(?:leftarrow|gets|coloneqq)(?![A-Za-z])|←|:=")
_INLINE = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
# a definition in notation, no call, index or second statement ("`m = sum/len`"): prose's operand unless a program line
_NOTATION = re.compile(rf"\s*{_ID}\s*=(?!=)[^=;()\[\]{{}}:,]+")
_INLINE_STATEMENT = re.compile(
    rf"(?<![=!<>])\b{_ID}(?:\[[^\]]*\])?\s*(?:[-+*/%]|//)?=(?!=)|^\s*(?:for|while|if|elif|else|def|return|class)\b.*:|;")


def _data_assignment(inner: str) -> bool:
    """Inline code that names a literal (``a = [1, 2, 1, 1]``, ``n, k = 5, 3``): a sample's data, as in plain text."""
    import ast

    m = re.fullmatch(rf"\s*{_ID}(?:\s*,\s*{_ID})*\s*=(?!=)\s*(.+?)\s*", inner)
    try:
        return bool(m) and ast.literal_eval(m.group(1)) is not None
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return False


_STRING = re.compile(r"(?P<q>['\"])(?P<body>(?:\\.|(?!(?P=q)).)*\\n(?:\\.|(?!(?P=q)).)*)(?P=q)")


def _escaped_program(inner: str, program: Optional[str]) -> bool:
    """Inline code ``inner`` holds a string literal with escaped newlines whose lines, unescaped, are two or more lines
    of ``program`` (``SRC = "from collections import Counter\\ndef count_pairs(a, k):\\n ..."``): the program stored as
    a string. Raises nothing."""
    if not program or "\\n" not in inner:
        return False
    for m in _STRING.finditer(inner):
        body = m.group("body").replace("\\n", "\n").replace("\\t", "\t").replace("\\'", "'").replace('\\"', '"')
        if sum(is_program_line(ln, program) for ln in body.split("\n") if ln.strip()) >= 2:
            return True
    return False


def _code_placeholder(form: str, lang: str) -> str:
    if form in ("fence", "tilde"):
        return f"```{lang}\n{CODE_PLACEHOLDER}\n```"
    if form == "inline":
        return f"`{CODE_PLACEHOLDER}`"
    return CODE_PLACEHOLDER


# fence tags that hold data or a session's text, not a program (any other tag names a language)
_DATA_TAGS = frozenset({"text", "txt", "plain", "plaintext", "output", "out", "stdout", "stdin", "input", "in", "console",
                        "terminal", "shell-session", "sh-session", "log", "csv", "tsv", "json", "jsonl", "yaml", "yml", "toml",
                        "xml", "data", "sample", "example", "none", "nohighlight", "md", "markdown", "table", "math",
                        "latex", "tex"})


def _is_data_block(r: CodeRegion, program: Optional[str] = None) -> bool:
    """Sample input/output or a table of numbers: data, not code. A text tag does not make code data: a
    ``text`` block holding a statement or half the program (a translation filed as text) is code, and so is one that
    names most of the program's own identifiers (:func:`_names_program`: a ``dis`` listing, a token stream)."""
    c, _ = canonical(r.code)
    if r.lang and r.lang.lower() not in _DATA_TAGS:
        return False  # a fence tagged with a programming language (```smalltalk) holds code, however little it looks like it
    if not looks_like_io(CodeRegion(r.start, r.end, c, r.form, r.lang, r.closed)):
        return False
    return not (is_code_text(c) or program is not None and (code_similarity(c, program) >= 0.5 or _names_program(c, program) or
                                                             bytecode_of(c, program) or projects_program(c, program)) or
                bool(nested_code_spans(c)))  # a spreadsheet formula, a Lisp form in a text fence (agon.code_nested)


def _quoted_program(text: str, program: str) -> bool:
    """``text`` quotes the program token by token: its quoted strings (eight or more), joined by spaces, restate half of
    the program (``answer_forms.code_similarity``): a ``tokenize`` stream, a list of characters or words."""
    toks = re.findall(r"'([^'\n]{1,40})'|\"([^\"\n]{1,40})\"", text)
    if len(toks) < 8:
        return False
    return code_similarity(" ".join(a or b for a, b in toks), program) >= 0.5


_KEYWORDS = frozenset(__import__("keyword").kwlist) | frozenset(dir(__import__("builtins")))


_PROJ_TOKEN = re.compile(r"\"([^\"\n]{1,20})\"|'([^'\n]{1,20})'|([A-Za-z_]\w*)|(\d+)|(==|!=|<=|>=|[-+*/%<>=≤≥≠])")
_PROJ_OPS = {"==": "=", "≤": "<=", "≥": ">=", "≠": "!="}
_PROJ_IO = _IO_NAMES | {"join", "append", "out", "len", "sorted"}  # input and output names (agon.code_steps) are no vocabulary


def _proj_tokens(text: str, vocab: Optional[set] = None) -> List[str]:
    out = []
    for m in _PROJ_TOKEN.finditer(text):
        tok = next(g for g in m.groups() if g is not None)
        tok = _PROJ_OPS.get(tok, tok)
        if m.group(3) and (tok in _KEYWORDS or tok in _PROJ_IO):
            continue
        if vocab is None or tok in vocab:
            out.append(tok)
    return out


def projects_program(block: str, program: Optional[str]) -> bool:
    """``block`` is the graded ``program`` in words of another language: projected onto the program's own vocabulary (its
    names, string literals, numbers and operators, ``==`` read as ``=``; keywords and input/output names aside), the
    block keeps at least 15 tokens, three of them names, and 70% of them follow the program's own order (their longest
    common run with the program's projection): pseudo-code whose words no reader knows ("AKO je z = x + y: ispiši
    "YES"") keeps the program's names, values and operations in order; sample data keeps numbers, prose a few names.
    Raises nothing."""
    import difflib

    if not program:
        return False
    prog = _proj_tokens(re.sub(r"(?m)^\s*(?:import|from)\s.*$", "", program))
    vocab = set(prog)
    proj = _proj_tokens(block, vocab)
    if len(proj) < 15 or sum(1 for t in proj if re.match(r"[A-Za-z_]", t)) < 3:
        return False
    matched = sum(b.size for b in difflib.SequenceMatcher(None, proj, prog, autojunk=False).get_matching_blocks())
    return matched >= 0.7 * len(proj)


def _names_program(block: str, program: str) -> bool:
    """``block`` names most of the graded program's own identifiers (its function, parameters and local names, at least
    four; Python keywords and builtins aside): a compiled or tokenised form of it (a ``dis`` listing, an AST dump, a
    token stream), whatever its layout. Sample data names none of them."""
    body = "\n".join(ln for ln in program.split("\n") if not re.match(r"\s*(?:import|from)\s", ln))  # not the imports
    own = {w for w in re.findall(r"\b[A-Za-z_]\w+\b", body) if w not in _KEYWORDS and not w[0].isupper()}  # nor types
    if len(own) < 4:
        return False
    named = {w for w in re.findall(r"\b[A-Za-z_]\w+\b", block)} & own
    return len(named) >= 0.6 * len(own)


# a line of a CPython ``dis`` listing: an optional source line number, an optional jump mark, the offset, the opname
_DIS_LINE = re.compile(r"(?m)^[ \t]*(?:\d+[ \t]+)?(?:>>[ \t]*)?\d+[ \t]+[A-Z][A-Z_]{2,}\b[^\n]*$")
# the same without an offset ("  LOAD_GLOBAL len"): an opcode of CPython's families (answer_forms.code._DIS_LINE_RE)
_BARE_DIS_LINE = re.compile(r"(?m)^[ \t]*" + _OPCODE + r"(?:[ \t]+[^\n]*)?$")


def bytecode_of(block: str, program: Optional[str]) -> bool:
    """``block`` is a CPython ``dis`` listing (three or more opcode lines, ``142 LOAD_FAST 3 (where)``, offsets or not) of
    a part of the graded ``program``: three or more of the names its instructions load, store or call, and four in
    five of them, are the program's own identifiers (or both names of a one-call listing, ``LOAD_GLOBAL len`` and
    ``LOAD_FAST string``). A listing trimmed to one function restates that part of the program as surely as
    its source does. Raises nothing."""
    if not program or len(_DIS_LINE.findall(block)) + len(_BARE_DIS_LINE.findall(block)) < 3:
        return False
    names = set(re.findall(r"\((?:NULL \+ )?([A-Za-z_]\w*)\)", block)) | \
        set(re.findall(r"\b(?:LOAD|STORE)_[A-Z_]+[ \t]+(?:\d+[ \t]+)?([a-z_]\w*)\b", block))
    names -= {"to"}
    own = set(re.findall(r"\b[A-Za-z_]\w*\b", program))
    if len(names) == 2 and names <= own:  # a one-call program's listing loads its two names
        return True
    if len(names) < 3:
        return False
    return len(names & own) >= 0.8 * len(names)


def _clauses(t: str) -> List[Tuple[int, int]]:
    """``t`` split after ": " and "; " outside brackets, quotes and inline code (a statement's own
    ``;`` and ``:`` stay inside its clause)."""
    cuts, depth, quote = [0], 0, None
    for i, ch in enumerate(t):
        if quote:
            quote = None if ch == quote else quote
        elif ch in "`\"'":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth = max(0, depth - 1)
        elif ch in ":;" and depth == 0 and t[i + 1:i + 2] in (" ", "\n"):
            cuts.append(i + 1)
    cuts.append(len(t))
    return [(a + len(t[a:b]) - len(t[a:b].lstrip()), b) for a, b in zip(cuts, cuts[1:]) if t[a:b].strip()]


def _runs_the_solution(r: CodeRegion, program: Optional[str]) -> bool:
    """A block of commands that run or time the solution and write its test data
    (``answer_forms.code.runs_the_solution``), and not a version of the program."""
    c, _ = canonical(r.code)
    return runs_the_solution(c) and (program is None or code_similarity(c, program) < 0.5)


def _listing_line(vis: str, s: int, e: int) -> bool:
    """``vis[s:e]`` stands on lines without a run of prose words (a listing's line, not a clause of a prose
    sentence such as "Reading n with int(input()) is enough; print the total.")."""
    a, b = vis.rfind("\n", 0, s) + 1, vis.find("\n", e)
    return not _PROSE_RUN.search(vis[a:b if b >= 0 else len(vis)])


def _line_cut(piece: str, text: str, end: int) -> str:
    """``piece`` (ending at ``text[end]``) without the ``;`` that only separates it from more prose on its line
    ("Line 2 holds fib4(0..3); line 6 drops ...", "... n(n+1)/2; Python big ints ..."): a segment or clause cut at
    ``; `` ends no statement line."""
    rest = text[end:text.find("\n", end) if "\n" in text[end:] else len(text)]
    return piece.rstrip()[:-1] if piece.rstrip().endswith(";") and re.match(r"[ \t]+[A-Za-z]", rest) and _PROSE_RUN.search(rest) \
        else piece


def _given(code: str, problem: Optional[str]) -> bool:
    """Code the problem statement already shows (a signature to complete, a call): a given, not work to hide."""
    norm = lambda x: re.sub(r"\s+", "", x)  # noqa: E731 - spacing only
    return bool(problem) and len(norm(code)) >= 3 and norm(code) in norm(problem)


def _sample_call(cell: str, program: Optional[str]) -> bool:
    """A call of a function the graded program defines on names or literals only (``fib(n)``, ``f(3, 'ab')``):
    a test table's column label or a sample, not a statement."""
    m = re.fullmatch(rf"\s*`?({_ID})\(([^()]*)\)`?\s*", cell)
    if not (m and program and re.search(rf"\bdef\s+{m.group(1)}\s*\(", program)):
        return False
    if not re.search(r"[-+*/%=<>]", m.group(2)):
        return True
    try:  # a signed literal is a literal (``add_pair(-1, 4)``); an operation on names computes (``f(n - 1)``)
        args = ast.parse(f"f({m.group(2)})", mode="eval").body.args
    except (SyntaxError, ValueError):
        return False
    return all(isinstance(a, ast.Constant) or isinstance(a, ast.UnaryOp) and isinstance(a.op, (ast.USub, ast.UAdd)) and
               isinstance(a.operand, ast.Constant) for a in args)


def _sample_io(clause: str, program: Optional[str]) -> bool:
    """A clause that is a sample: a call of the graded function on literals, an arrow or ``==``/``=>``/``gives``, and
    its output as literals (``count_up_to(11) → [2, 3, 5, 7]``; ``f(3) == 9``), no statement."""
    m = re.fullmatch(rf"\s*(?:[A-Za-z]+:\s*|(?:[A-Za-z]+\s+){{1,2}}(?=[A-Za-z_]\w*\())?`?({_ID}\([^()]*\))`?\s*"
                     rf"(?:→|->|=>|==|⟶|gives|returns|is)\s*`?([^`;]*?)`?\s*[;.,]?\s*", clause)  # "Sample f(3) == 9;" too
    return bool(m and _sample_call(m.group(1), program) and
                re.fullmatch(r"[\s\[\]{}(),'\"\w.+-]*", m.group(2)) and not re.search(r"\b(?:for|if|in|lambda)\b", m.group(2)))


# a control word of an algorithm typeset in math: bare, in a text command or as an algorithmic macro (\While, \Return)
_MATH_CONTROL = re.compile(r"(?:\\(?:text(?:bf|sf|tt|rm|it)?|math(?:bf|rm|sf|tt)|operatorname|kw|mathbf)\s*\{\s*|\\|\b)"
                           r"(if|then|else|elif|while|for|foreach|do|return|repeat|until|end|loop|break|yield)\b", re.I)


def math_pseudo_code(text: str) -> bool:
    """A display equation of a code draft is an algorithm in math notation: two or more control words (``if``,
    ``while``, ``for``, ``return``, ``do``, ``until``, in ``\\textbf{..}``/``\\text{..}`` or as ``\\While``-style
    macros) with an assignment (``\\gets``, ``\\leftarrow``, ``:=``, ``←``) or a ``return``; a relation or a
    recurrence with one "if" case (``f(n) = f(n-1) \\text{ if } n > 0``) is math, not a program."""
    words = [m.group(1).lower() for m in _MATH_CONTROL.finditer(text)]
    return len(words) >= 2 and len(set(words)) >= 2 and (bool(_ARROW.search(text)) or "return" in words)


def is_code_text(text: str, params: Optional[List[str]] = None) -> bool:
    """A text segment holds a program statement (module docstring) outside math and inline code. An expression
    (a nested call ``int(input())``, ``sqrt(k) / ln(sqrt(k))``) is code on a line of its own; inside a prose
    sentence it is the sentence's operand, like inline code, and stays unless it computes from every input of the
    graded function (``params``, its parameter names; ``[]``, a program reading standard input: a sentence whose
    expression reads or prints, ``print(sum(map(int, input().split())))``; ``None``: not known, the expression is code). Whether prose
    restates the program's own lines is read later, by overlap with the program (``code_summary.hide_code``)."""
    c, _ = canonical(text)
    for m in MATH.finditer(c):  # an assignment arrow in math is pseudo-code ("$f \\leftarrow f \\cdot k$")
        body = m.group(0).strip("$").removeprefix("\\(").removesuffix("\\)")
        if _ARROW.search(body):
            plain = _ARROW.sub("=", body).strip()
            if not (is_recurrence(plain) or is_base_case(plain) or is_base_case(re.sub(r"\\\w+|[{}]", "", plain))):
                return True
    c = _INLINE.sub(" ", MATH.sub(" ", c))
    c = _PROSE_ASIDE.sub(" ", c)  # "y mod n = y (because y < n)": a reason in brackets, not a call's arguments
    c = drop_complexity(c)  # complexity notes, nested calls too: O(log(min(a, b)))
    # data assignments stay: "a = [7, 1, 5, 3]", "n = 2*10^5", "dp = 1, 1, 2"
    # (a mark, not a space, takes its place: "so L = 2 (5, 8);" must not read as a call "so (5, 8);")
    c = re.sub(rf"(?<!=\s)(?<!=)\b{_ID}\s*=\s*[\[(]?[-\d\s.,*^]+[\])]?(?=[\s.;:]|$)", " § ", c)
    # base cases and a recurrence stay (agon.code_data): "a = b = 1", "dp[i] = max(dp[i - 1], dp[i - 2] + a[i])"
    c = _BASES.sub(" ", c)
    for a, b in reversed(sorted(recurrence_spans(c) + math_relation_spans(c))):  # math notation too (agon.code_notation)
        c = c[:a] + " " + c[b:]
    # a function's value at literal arguments stays, a worked sample: "f(1, 3) = 3", "ceil(4/3) = 2" (no language
    # assigns to a call)
    c = re.sub(rf"(?<![\w.]){_ID}\s*\([-\d\s,./*+'\"]*\)\s*=(?!=)\s*-?\d+(?:\.\d+)?(?![\w.(])", " § ", c)
    for m in _EXPRESSION.finditer(c):
        line = c[c.rfind("\n", 0, m.start()) + 1:(c.find("\n", m.end()) + 1 or len(c) + 1) - 1]
        if params is None or not _PROSE_RUN.search(line) or \
                (all(re.search(rf"(?<![\w.]){re.escape(p)}\b", line) for p in params) if params else _IO_CALL.search(line)):
            return True  # it computes from every input: the function's parameters, or the program's own I/O
    return bool(_STATEMENT.search(c) or FOREIGN_DEFINITION.search(c)) or any(
        re.search(r"\w\(.*\)", ln) and not _PROSE_RUN.search(ln) for ln in re.findall(r"(?m)^[^\n]*;[ \t]*$", c))



# the share of the graded program's tokens a statement in a line of reasoning may cover and still be that
# reasoning's step ("For any other x, x mod y < y = min(a)", "it may pass d = min(h_i, cur_i - x) div 3": 5 to 14%
# of theirs; "gap = a[i] - a[i - 1]" of a nine-line program: 22%); a one-line program restated in prose covers half
# of its tokens or more, and a longer line of the program is hidden wherever it is written (``hide_code``)
REASONING_COVER = 0.3
# the share of the program's tokens the inline code of one markdown table may cover and still be data or a trace (sample
# tables and traces of the sets: 20% at most); a decision table of the program's rule covers half or more (53-100%)
TABLE_COVER = 0.4
_IO_OR_RESULT = re.compile(r"\b(?:return|yield|print|input|stdin|stdout|sys\.|readline|write)\b")


def _reasoning_step(piece: str, code: str) -> bool:
    """The statement ``piece`` of a prose sentence is a step of the reasoning, not the program: it covers less than
    :data:`REASONING_COVER` of the graded program's tokens (:func:`_covers`), it
    states a relation or an assignment (``x mod y < y = min(a)``; a bare expression is a way to compute the result),
    and it neither returns, prints nor reads (the program's result and I/O stay hidden wherever they are written).
    Where the statements of the prose together cover twice that share, they restate the program (``hide_code``: an
    explained listing, one line per item) and every one is hidden."""
    flat = piece
    while re.search(r"\([^()]*\)|\[[^\[\]]*\]", flat):  # a keyword argument (key=len) is no relation
        flat = re.sub(r"\([^()]*\)|\[[^\[\]]*\]", " ", flat)
    if _IO_OR_RESULT.search(piece) or not re.search(r"(?<![=!<>])=(?!=)|[<>≤≥]", flat):
        return False  # a bare expression in prose ("the expression sorted(strings, key=len)[0]") computes a result
    return _covers(piece, code) < REASONING_COVER


def _covers(text: str, code: Optional[str]) -> float:
    """The share of the graded program's tokens that ``text`` holds (``answer_forms.code_tokens``, multiset overlap)."""
    if not code:
        return 0.0
    a, b = Counter(code_tokens(text)), Counter(code_tokens(code))
    total = sum(b.values())
    return sum((a & b).values()) / total if total else 0.0


# a bracketed aside that opens with a word of English reasoning: no call's arguments in any language
_PROSE_ASIDE = re.compile(r"\(\s*(?:because|since|as|i\.e\.|e\.g\.|which|where|when|namely|see|note|so|hence|thus|"
                          r"otherwise|unless|by|from|the|this|that|these|those|both|each|every|all)\s[^()\n]*\)", re.I)
# three lowercase words in a row: prose ("input() is too slow;"), not a statement ending in ";" (C, Java, SQL, JS)
_PROSE_RUN = re.compile(r"\b[a-z]{2,}\s+[a-z]{2,}\s+[a-z]{2,}\b(?!\(|\.\w)")


def program_table_cells(text: str, code: Optional[str]) -> List[Tuple[int, int]]:
    """``(start, end)`` of the inline-code expressions of each markdown table of ``text`` whose inline code together
    covers :data:`TABLE_COVER` or more of the graded program ``code``'s tokens (:func:`_covers`): a decision table of
    the program's rule, one row a branch ("| i ≥ 1 | `S[i] != S[i-1]` | `a[hi]` | `w - diff` |"), restates it. A cell
    that is one name stays (a column's variable); sample and trace tables cover far less (20% at most in the sets).
    Empty without a program. Raises nothing."""
    if not code or "|" not in text:
        return []
    out: List[Tuple[int, int]] = []
    for tm in re.finditer(r"(?m)(?:^[ \t]*\|[^\n]*\|[ \t]*(?:\n|$)){2,}", text):
        cells = [(tm.start() + a, tm.start() + b, inner) for a, b, inner in inline_code(tm.group(0))]
        if cells and _covers(" ".join(x for _, _, x in cells), code) >= TABLE_COVER:
            out += [(a, b) for a, b, inner in cells if re.search(r"[^\w\s]", inner)]
    return out


def hide_code(vis: str, problem: Optional[str] = None) -> Tuple[str, Optional[str], List[str], List[Tuple[int, int, str]]]:
    """``(text, program, values, spans)``: the code draft's visible part with everything but prose
    and data hidden (module docstring); ``program`` is the graded program (``None`` without one)."""
    prog = graded_program(vis)
    code = prog.code.strip("\n") if prog is not None else None
    spans: List[Tuple[int, int, str]] = []
    blocks = [r for r in code_regions(vis) if r.form != "inline"]
    for r in blocks:
        same = prog is not None and r.start <= prog.start < r.end
        if same or not (_is_data_block(r, code) or _runs_the_solution(r, code)):
            # tests on literals, sample runs and a crash's trace (agon.code_trace) stay
            kept = None if same else (trace_kept_spans(vis, r, code) or data_line_spans(vis, r, code))
            spans += _block_spans(vis, r, kept)
    for m in re.finditer(r"(?m)^[ \t]*>(?!>>)[^\n]*(?:\n[ \t]*>(?!>>)[^\n]*)*", vis):  # a block quote holding code
        if not any(s <= m.start() < e for s, e, _ in spans) and \
                any(is_code_text(re.sub(r"^[ \t]*>+[ \t]?", "", ln)) for ln in m.group(0).split("\n")):
            spans.append((m.start(), m.end(), CODE_PLACEHOLDER))
    exempt: List[Tuple[int, int]] = []
    params = function_params(problem, code)  # inline code computing the result from these is the program
    text_code: List[Tuple[int, int, str]] = []  # text segments (or clauses) hidden as statements
    steps: List[Tuple[int, int, str]] = []  # statements kept as steps of the reasoning (:func:`_reasoning_step`)
    stated: List[str] = []  # every statement and inline code piece in the prose, kept or not
    for sg in segments(vis):
        if sg.kind == "display" and not any(s <= sg.start < e for s, e, _ in spans) and \
                (math_pseudo_code(vis[sg.start:sg.end]) or math_program_spans(vis[sg.start:sg.end], params, code)):
            text_code.append((sg.start, sg.end, CODE_PLACEHOLDER))  # an algorithm typeset as math (\textbf{while} ... \gets)
            continue
        if sg.kind != "text" and sg.kind != "heading":
            continue
        t = vis[sg.start:sg.end]
        if any(s <= sg.start < e for s, e, _ in spans + text_code):
            continue
        if re.fullmatch(r"[ \t]*\|.*\|[ \t]*", t) and "\n" not in t.strip():  # a table row: cell by cell
            cells = [m for m in re.finditer(r"(?<=\|)[^|`]*(?:`[^`]*`[^|`]*)*(?=\|)", t)]
            spans += [(sg.start + m.start(), sg.start + m.end(), f" `{CODE_PLACEHOLDER}` ") for m in cells
                      if m.group(0).strip() and is_code_text(m.group(0)) and not _sample_call(m.group(0), code) and
                      not literal_computation(m.group(0))]  # "Phi(2) + Phi(1)": a sample worked by hand (agon.code_data)
        elif is_code_text(_line_cut(t, vis, sg.end), params):
            if COLON_DEFINITION.fullmatch(t):
                text_code.append((sg.start, sg.end, CODE_PLACEHOLDER))  # a definition line of its own: no clause is prose
                continue
            # only the clauses holding the statement ("Nothing tricky: [the one-liner]"): the prose stays
            pieces = _clauses(t)
            code_pieces = [(a, b) for a, b in pieces if is_code_text(_line_cut(t[a:b], t, b) if b < len(t) else
                                                                        _line_cut(t[a:b], vis, sg.end), params)
                           and not _sample_io(t[a:b], code) and not literal_computation(t[a:b])]  # "count_up_to(11) →
            # [2, 3, 5, 7]", "f(6, 2) = c(1, 2) + c(3, 6) = 8": a sample, kept
            line = vis[vis.rfind("\n", 0, sg.start) + 1:(vis.find("\n", sg.end) + 1 or len(vis) + 1) - 1]
            stated += [t[a:b] for a, b in code_pieces]
            # a line of reasoning: a statement in it that covers little of the program (its statements together too)
            # is a step of the reasoning, unless ";" joins it to more statements (a one-liner)
            if code is not None and _PROSE_RUN.search(line) and \
                    _covers(" ".join(t[a:b] for a, b in code_pieces), code) < REASONING_COVER:
                step = [(a, b) for a, b in code_pieces if _reasoning_step(t[a:b], code) and not FOREIGN_DEFINITION.search(t[a:b]) and
                        not (_NEXT_STATEMENT.match(vis, sg.start + b) or t[b - 1:b] == ";" and
                             _NEXT_STATEMENT.match(vis, sg.start + b - 1))]
                steps += [(sg.start + a, sg.start + b, CODE_PLACEHOLDER) for a, b in step]
                code_pieces = [x for x in code_pieces if x not in step]
                if not code_pieces:
                    continue
            if not code_pieces and any(_sample_io(t[a:b], code) or literal_computation(t[a:b]) for a, b in pieces):
                continue  # samples only: the segment stays
            prose_first = bool(pieces) and (pieces[0] not in code_pieces) and \
                len(re.findall(r"[A-Za-z]{2,}", t[pieces[0][0]:pieces[0][1]])) >= 1 and \
                not re.search(r"[()\[\]=.]{1}\s*:|\.\.\.", t[pieces[0][0]:pieces[0][1]])  # not a prompt "...:"
            if len(pieces) > 1 and code_pieces and len(code_pieces) < len(pieces) and prose_first:
                text_code += [(sg.start + a, sg.start + b, CODE_PLACEHOLDER) for a, b in code_pieces]
            else:
                text_code.append((sg.start, sg.end, CODE_PLACEHOLDER))
            continue
        plain = blank_math_and_inline(t)
        spans += [(sg.start + a, sg.start + b, CODE_PLACEHOLDER) for a, b in plain_program_spans(plain, params, code)]
        # the program translated into math notation ("$n \\equiv 0 \\pmod 2 \\wedge n \\ge 8$"): agon.inline_program
        spans += [(sg.start + a, sg.start + b, CODE_PLACEHOLDER) for a, b in math_program_spans(t, params, code)]
        for a0, b0, raw in inline_code(t):  # inline code (backticks, TeX's \\texttt): statements hidden, expressions kept
            inner, _ = canonical(raw)
            a0, b0 = sg.start + a0, sg.start + b0
            stated.append(inner)
            if _escaped_program(inner, code):
                spans.append((a0, b0, f"`{CODE_PLACEHOLDER}`"))
                continue  # the program in a string literal, its newlines escaped (``SRC = "def f(a):\\n    ..."``)
            if (_given(inner, problem) or is_recurrence(inner) or is_base_case(inner) or is_math_relation(inner) or
                    _data_assignment(inner) and not is_program_line(inner, code)) and \
                    not (code and code_similarity(inner, code) >= 0.5):
                # (a recursive version of the program, ``gcd(a, b) = a if b == 0 else gcd(b, a % b)``, is the program:
                # the reader reads it by similarity, agon.leak)
                exempt.append((a0, b0))  # a given, a recurrence: work (agon.code_data)
                continue
            if not (_INLINE_STATEMENT.search(inner) or is_pipeline_program(inner)) and is_inline_program(inner, params, code) and \
                    rejected_attempt(vis, a0, b0, code):
                exempt.append((a0, b0))  # an attempt the draft rejects (agon.code_attempts)
            elif (_INLINE_STATEMENT.search(inner) and not _NOTATION.fullmatch(inner)) or is_pipeline_program(inner) or \
                    is_inline_program(inner, params, code) or is_program_line(inner, code):  # a line of the graded program
                line = vis[vis.rfind("\n", 0, a0) + 1:(vis.find("\n", b0) + 1 or len(vis) + 1) - 1]
                if code is not None and len(re.sub(r"\s", "", inner)) < 16 and _PROSE_RUN.search(line) and \
                        _reasoning_step(inner, code) and not is_pipeline_program(inner):
                    steps.append((a0, b0, f"`{CODE_PLACEHOLDER}`"))  # "the key line is `balance += op`": one short line
                    continue  # named in prose, as in plain text (a longer line of the program is hidden wherever it is)
                spans.append((a0, b0, f"`{CODE_PLACEHOLDER}`"))
    spans += text_code
    spans += [(a, b, f"`{CODE_PLACEHOLDER}`") for a, b in program_table_cells(vis, code)  # a decision table of its rule
              if not any(x <= a < y for x, y, _ in spans)]
    if steps and _covers(" ".join(stated), code) >= 2 * REASONING_COVER:
        spans += steps  # the prose's statements together restate the program (an explained listing): hidden after all
    else:
        exempt += [(a, b) for a, b, _ in steps]
    if code is not None:  # the program as quoted tokens ("NAME 'balance', OP '=', NUMBER '0', ..."): joined, it reads back
        for sg in segments(vis):
            if sg.kind in ("text", "heading") and not any(a <= sg.start < b for a, b, _ in spans) and \
                    _quoted_program(vis[sg.start:sg.end], code):
                spans.append((sg.start, sg.end, CODE_PLACEHOLDER))
    # the program ported to a C-family language inside a prose sentence, unfenced (agon.unfenced_ports)
    spans += [(s, e, CODE_PLACEHOLDER) for s, e in unfenced_port_spans(vis, params) + prose_python_spans(vis, params) +
              prose_lambda_spans(vis, code) +
              prose_comprehension_spans(blank_math_and_inline(vis), code) +
              applicative_port_spans(blank_math_and_inline(vis), params, code) +
              named_definition_spans(blank_math_and_inline(vis), code)  # "ffwythiant add(x, y): dychwelyd x plws y"
              if not any(r.start <= s < r.end for r in blocks)]  # or in Python's own syntax without its layout
    taken0 = [(s, e) for s, e, _ in spans]
    spans += [(s, e, HIDDEN) for s, e in encoded_spans(vis, code) if not any(a <= s < b for a, b in taken0)]
    if code is not None:  # the program restated in prose: its return/print expressions, its longer lines
        taken = [(s, e) for s, e, _ in spans] + exempt
        pats = [expression_regex(x) for x in return_expressions(code)]
        for ln in code.split("\n"):
            t = ln.strip()
            if len(re.sub(r"\s", "", t)) >= 16 and not re.fullmatch(r"(?:def|class)\b.*:|import .*|from .*", t):
                pats.append(expression_regex(t))
        dec, back = decoded_entities(vis)  # also as rendered: HTML character references decoded (answer_forms.markup)
        for p in pats:
            for s0, e0 in dict.fromkeys([*(m.span() for m in p.finditer(vis)), *(back(*m.span()) for m in p.finditer(dec) if dec != vis)]):
                if not any(s <= s0 < e for s, e in taken):
                    spans.append((s0, e0, HIDDEN))
        spans += [(s, e, HIDDEN) for s, e in formula_spans(vis, code, taken + [(r.start, r.end) for r in blocks])]
        # a result statement quoted in an equivalent spelling, by normalised token overlap (agon.code_restated)
        spans += [(s, e, f"`{CODE_PLACEHOLDER}`" if inl else CODE_PLACEHOLDER) for s, e, inl in restated_statement_spans(
            vis, code, [(s, e) for s, e, _ in spans] + exempt + [(r.start, r.end) for r in blocks])]
        # the program in prose or inline code by token overlap (agon.code_prose)
        spans += prose_program_spans(vis, code, [(s, e) for s, e, _ in spans] + exempt, CODE_PLACEHOLDER)
        # the program restated statement by statement in prose or pseudo-code (agon.code_steps)
        spans += step_run_spans(vis, code, [(s, e) for s, e, _ in spans] + [(r.start, r.end) for r in blocks], CODE_PLACEHOLDER,
                                [(s, e) for s, e, _ in text_code if _listing_line(vis, s, e)])
        # the program as a data flow under names of its own, in any language (agon.code_dataflow)
        spans += [(s, e, CODE_PLACEHOLDER) for s, e in dataflow_spans(
            vis, code, [(s, e) for s, e, _ in spans] + exempt + [(r.start, r.end) for r in blocks])]
        # code of any language inline in prose, by its nesting: SQL, Lisp, R one-liners (agon.code_nested)
        spans += [(s, e, CODE_PLACEHOLDER) for s, e in nested_code_spans(
            vis, [(s, e) for s, e, _ in spans] + exempt + [(r.start, r.end) for r in blocks])]
        # the returned or printed expression restated in words, by its operations and operands (agon.code_words)
        spans += [(s, e, CODE_PLACEHOLDER) for s, e in expression_word_spans(
            vis, code, [(s, e) for s, e, _ in spans] + exempt + [(r.start, r.end) for r in blocks], problem)]
    spans = _semicolon_runs(vis, spans, blocks)  # "ordered = sorted(numbers); return any(...)": one run of statements
    for start, end, _, _ in boxed_spans(vis):
        end = end if end >= 0 else len(vis)
        if not any(a <= start < b for a, b, _ in spans):
            spans.append((start, end, BOXED_PLACEHOLDER))
    return vis, code, ([code] if code is not None else []), _merge(vis, spans)


# a Python statement's start after a semicolon in prose: a keyword or an assignment
_NEXT_STATEMENT = re.compile(r"\s*;\s*(?=(?:return|yield|assert|raise)\s+[^$\s]|print\s*\(|for\s+\w+(?:\s*,\s*\w+)*\s+in\s+[^$]|"
                             r"(?:if|while)\s+[^$:;.]{1,80}:|[A-Za-z_]\w*(?:\[[^\]]*\])?\s*(?:[-+*/%]?=)(?!=)\s*[^$\s])")
_STATEMENT_END = re.compile(r"\.(?=\s+[A-Z]|\s*\n|\s*$)|\n|;")


def _semicolon_runs(vis: str, spans: List[Tuple[int, int, str]], blocks) -> List[Tuple[int, int, str]]:
    """Each hidden piece of the program in prose widened over the statements joined to it by semicolons (``ordered =
    sorted(numbers); return any(...)``): one line of code written on one line, hidden whole (atk_s78 c02)."""
    out = []
    for s, e, ph in spans:
        if ph in (CODE_PLACEHOLDER, HIDDEN) or CODE_PLACEHOLDER in ph:
            while not any(r.start <= e < r.end for r in blocks):
                m = _NEXT_STATEMENT.match(vis, e) or (vis[e - 1:e] == ";" and _NEXT_STATEMENT.match(vis, e - 1))
                if not m:
                    break
                depth, k = 0, m.end()
                while k < len(vis):  # the statement up to its end at bracket depth 0
                    c = vis[k]
                    depth += c in "([{"
                    depth -= c in ")]}"
                    if depth <= 0 and _STATEMENT_END.match(vis, k):
                        break
                    k += 1
                e = k
        out.append((s, e, ph))
    return out


def _block_spans(vis: str, r: CodeRegion, kept: Optional[List[Tuple[int, int]]]) -> List[Tuple[int, int, str]]:
    """The whole block as one placeholder, or (``kept``: its data lines, ``agon.code_data``) every run of
    its other lines as one placeholder."""
    if not kept:
        return [(r.start, r.end, _code_placeholder(r.form, r.lang))]
    out: List[Tuple[int, int, str]] = []
    pos = r.start
    for ln in vis[r.start:r.end].split("\n"):
        s, e = pos, pos + len(ln)
        pos = e + 1
        if (s, e) in kept:
            continue
        if out and not vis[out[-1][1]:s].strip():
            out[-1] = (out[-1][0], e, CODE_PLACEHOLDER)
        else:
            out.append((s, e, CODE_PLACEHOLDER))
    return out


def _merge(vis: str, spans: List[Tuple[int, int, str]]) -> List[Tuple[int, int, str]]:
    """Adjacent code placeholders (only blanks between) become one."""
    out: List[Tuple[int, int, str]] = []
    for s, e, new in sorted(spans, key=lambda x: (x[0], -x[1])):
        if out and s < out[-1][1]:
            continue
        if out and CODE_PLACEHOLDER in new and CODE_PLACEHOLDER in out[-1][2] and vis[out[-1][1]:s].strip() == "" and \
                "`" not in new and "`" not in out[-1][2]:
            out[-1] = (out[-1][0], e, CODE_PLACEHOLDER if "```" not in out[-1][2] else out[-1][2])
            continue
        out.append((s, e, new))
    return out
