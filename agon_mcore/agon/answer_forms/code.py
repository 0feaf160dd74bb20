"""Code in a text, in any form (:func:`code_regions`), and whether a region restates the graded
program (:func:`code_similarity`, :func:`restates_program`)."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any, Iterable, List, Sequence, Tuple

# ----------------------------------------------------------------------------- code

@dataclass
class CodeRegion:
    """Code in a text: ``text[start:end]`` is the whole region (fences included), ``code``
    its content, ``form`` one of ``fence``, ``tilde``, ``asciidoc`` (``[source,python]`` then ``----`` lines), ``rst``
    (``.. code-block:: python`` then an indented block), ``pre``,
    ``heredoc``, ``doctest``, ``diff``, ``numbered`` (a listing with line numbers), ``dis`` (an unfenced CPython bytecode
    listing: three or more opcode lines), ``indent``, ``inline``; ``lang`` the tag (``""`` if none); ``closed`` False
    for a fence cut at the end of the text."""

    start: int
    end: int
    code: str
    form: str
    lang: str = ""
    closed: bool = True


_FENCE_OPEN_RE = re.compile(r"(?P<f>`{3,}|~{3,})[ \t]*(?P<tag>[^\n`]*)")
_PRE_RE = re.compile(r"<(?P<t>pre|code)(?:\s[^>]*)?>(?P<c>.*?)(?:</(?P=t)>|$)", re.DOTALL | re.IGNORECASE)
_HEREDOC_RE = re.compile(r"<<-?\s*['\"]?(?P<tag>[A-Za-z_]+)['\"]?[^\n]*\n(?P<c>.*?)\n\s*(?P=tag)\b", re.DOTALL)
# an AsciiDoc source listing: the "[source,lang]" attribute line, an optional ".title" line, and the block between
# two equal delimiter lines of four or more dashes (a listing) or dots (a literal block)
_ASCIIDOC_RE = re.compile(r"(?m)^[ \t]*\[(?:source|listing)(?:\s*,\s*(?P<lang>[\w+#.-]+))?[^\]\n]*\][ \t]*\n(?:[ \t]*\.[^\n]*\n)?"
                          r"[ \t]*(?P<d>-{4,}|\.{4,})[ \t]*\n(?P<c>.*?)(?:\n[ \t]*(?P=d)[ \t]*$|\Z)", re.S)
# a reStructuredText code directive: ".. code-block:: python" (or "code::", "sourcecode::", "literalinclude" aside),
# its option lines (":caption: ...", ":linenos:"), a blank line, then the block indented deeper than the directive
_RST_RE = re.compile(r"(?m)^(?P<ind>[ \t]*)\.\.[ \t]+(?:code-block|code|sourcecode)::[ \t]*(?P<lang>[\w+#.-]*)[ \t]*\n"
                     r"(?:(?P=ind)[ \t]+:[\w-]+:[^\n]*\n)*[ \t]*\n"
                     r"(?P<c>(?:(?P=ind)[ \t]+[^\n]*\n|[ \t]*\n)*(?:(?P=ind)[ \t]+[^\n]*(?:\n|$))?)")
# an opcode line of a CPython ``dis`` listing, offsets optional ("  LOAD_GLOBAL len", "14 RETURN_VALUE"): an opcode of
# the families CPython names (LOAD_*, STORE_*, CALL*, RETURN_*, BINARY_*, ...), then its argument
_OPCODE = (r"(?:(?:LOAD|STORE|DELETE|BINARY|UNARY|COMPARE|CALL|RETURN|POP|PUSH|JUMP|BUILD|MAKE|FOR|GET|LIST|DICT|SET|"
           r"CONTAINS|IS|KW|BEFORE|END|IMPORT|FORMAT|UNPACK|INPLACE|YIELD|EXTENDED|RAISE|SETUP|WITH|MATCH)_[A-Z_]+|"
           r"(?:CALL|NOP|CACHE|SEND|COPY|SWAP|RESUME|PRECALL|RERAISE)(?=[ \t]+\d|[ \t]*$))")
_DIS_LINE_RE = r"[ \t]*(?:\d+[ \t]+)?(?:>>[ \t]*)?(?:\d+[ \t]+)?" + _OPCODE + r"(?:[ \t]+[^\n]*)?"
_DIS_RUN = re.compile(r"(?m)^" + _DIS_LINE_RE + r"(?:\n" + _DIS_LINE_RE + r"){2,}$")
_INLINE_RE = re.compile(r"(?<!`)`(?P<c>[^`\n]+)`(?!`)")
_IPY_IN = re.compile(r"In \[\d*\]:(?:\s|$)")
_TEXT_LANGS = {"text", "txt", "output", "console", "plaintext", "plain", "stdout", "stdin", "input", "sample", "out",
               "example", "log"}


_INFIX_WORD = re.compile(r"(?<=[\w)\]] )`(div|mod|quot|rem|divMod|quotRem|shiftL|shiftR|xor|elem|max|min)`(?= [\w(])")


def infix_words(text: str) -> str:
    """``text`` with Haskell's back-quoted infix operators read as operators ("n * (n + 1) `div` 2" -> "n * (n + 1)  //
    2"; `mod` as ``%``, other names as words): the same length, so every offset stays; an operator between operands
    is no inline code."""
    def sign(m: "re.Match[str]") -> str:
        op = _INFIX_SIGN.get(m.group(1), m.group(1))
        return (" " + op).ljust(len(m.group(0)))

    return _INFIX_WORD.sub(sign, text)


_INFIX_SIGN = {"div": "//", "quot": "//", "mod": "%", "rem": "%", "xor": "^", "shiftL": "<<", "shiftR": ">>"}


def code_regions(text: str) -> List[CodeRegion]:
    """Every code region of ``text`` in any form (see :class:`CodeRegion`), in order;
    regions inside a fence are not listed again."""
    out: List[CodeRegion] = []
    taken: List[Tuple[int, int]] = []

    def free(s, e):
        return not any(s < te and e > ts for ts, te in taken)

    i = 0
    while True:
        m = _FENCE_OPEN_RE.search(text, i)
        if not m:
            break
        fence = m.group("f")
        line_end = text.find("\n", m.end())
        tagpart = m.group("tag")
        close_re = re.compile(r"(?m)^[ \t]*" + re.escape(fence[0]) + "{" + str(len(fence)) + ",}[ \t]*$|" + re.escape(fence))
        if line_end < 0:
            # one line: ```code``` or an unclosed fence at the end
            c = close_re.search(text, m.end())
            if c:
                out.append(CodeRegion(m.start(), c.end(), text[m.end():c.start()], "fence", ""))
                taken.append((m.start(), c.end()))
                i = c.end()
                continue
            out.append(CodeRegion(m.start(), len(text), tagpart, "fence", "", closed=False))
            taken.append((m.start(), len(text)))
            break
        inline_close = text.find(fence, m.start() + len(fence), line_end)
        if inline_close >= 0:
            out.append(CodeRegion(m.start(), inline_close + len(fence), text[m.start() + len(fence):inline_close], "fence", ""))
            taken.append((m.start(), inline_close + len(fence)))
            i = inline_close + len(fence)
            continue
        tag = tagpart.strip().split()[0].lower() if tagpart.strip() else ""
        c = close_re.search(text, line_end + 1)
        form = "fence" if fence[0] == "`" else "tilde"
        if c is None:
            out.append(CodeRegion(m.start(), len(text), text[line_end + 1:], form, tag, closed=False))
            taken.append((m.start(), len(text)))
            break
        # malformed drafts: a fence with a language tag at the start of a line opens a block; it ends an
        # unclosed block before it (``` ... ```python ... ```) instead of closing it and leaving its tag as prose
        ls = text.rfind("\n", 0, c.start()) + 1
        if not text[ls:c.start()].strip() and re.match(r"[A-Za-z][\w+#.-]*[ \t]*$", text[c.end():(text.find("\n", c.end()) + 1 or len(text) + 1) - 1]):
            out.append(CodeRegion(m.start(), max(m.start(), ls - 1), text[line_end + 1:max(line_end + 1, ls - 1)], form, tag))
            taken.append((m.start(), max(m.start(), ls - 1)))
            i = ls
            continue
        out.append(CodeRegion(m.start(), c.end(), text[line_end + 1:c.start()], form, tag))
        taken.append((m.start(), c.end()))
        i = c.end()
    for m in _ASCIIDOC_RE.finditer(text):  # [source,python] / .title / ---- ... ----
        if free(m.start(), m.end()):
            out.append(CodeRegion(m.start(), m.end(), m.group("c"), "asciidoc", (m.group("lang") or "").lower()))
            taken.append(m.span())
    for m in _RST_RE.finditer(text):  # .. code-block:: python / :caption: ... / (blank) / the indented block
        body = m.group("c").rstrip("\n ")
        if body.strip() and free(m.start(), m.start("c") + len(body)):
            import textwrap

            end = m.start("c") + len(body)
            out.append(CodeRegion(m.start(), end, textwrap.dedent(body), "rst", (m.group("lang") or "").lower()))
            taken.append((m.start(), end))
    for m in _DIS_RUN.finditer(text):  # an unfenced CPython ``dis`` listing: three or more opcode lines, offsets or not
        if free(m.start(), m.end()):
            out.append(CodeRegion(m.start(), m.end(), m.group(0), "dis", "dis"))
            taken.append(m.span())
    for m in _PRE_RE.finditer(text):
        if free(m.start(), m.end()):
            import html

            out.append(CodeRegion(m.start(), m.end(), html.unescape(m.group("c")), "pre", m.group("t").lower()))
            taken.append(m.span())
    for m in _HEREDOC_RE.finditer(text):
        if free(m.start(), m.end()):
            ls = text.rfind("\n", 0, m.start()) + 1
            out.append(CodeRegion(ls, m.end(), m.group("c"), "heredoc"))
            taken.append((ls, m.end()))
    # line-based forms: doctest sessions, diffs, indented blocks
    lines = []
    pos = 0
    for ln in text.split("\n"):
        lines.append((pos, pos + len(ln), ln))
        pos += len(ln) + 1
    k = 0
    while k < len(lines):
        s, e, ln = lines[k]
        if not free(s, e + 1):
            k += 1
            continue
        st = ln.lstrip()
        run = _numbered_run(lines, k, free)
        if run:  # a listing with line numbers outside fences (" 1 | def f(n):", "2: return n")
            j, body = run
            out.append(CodeRegion(s, lines[j][1], body, "numbered"))
            taken.append((s, lines[j][1]))
            k = j + 1
            continue
        if st.startswith(">>>") or _IPY_IN.match(st):  # a Python or IPython session ("In [1]:", "   ...:")
            j = k
            while j + 1 < len(lines) and lines[j + 1][2].strip() and free(lines[j + 1][0], lines[j + 1][1]):
                j += 1
            body = "\n".join(re.sub(r"^\s*(?:>>>|\.\.\.:?|In \[\d*\]:)\s?", "", lines[t][2]) for t in range(k, j + 1)
                             if re.match(r"^\s*(?:>>>|\.\.\.|In \[\d*\]:)", lines[t][2]))
            out.append(CodeRegion(s, lines[j][1], body, "doctest"))
            taken.append((s, lines[j][1]))
            k = j + 1
            continue
        if re.match(r"^(?:@@ |--- |\+\+\+ |[+-](?![-+\s]*$)\S?)", ln) and (
                k + 1 < len(lines) and re.match(r"^(?:@@ |--- |\+\+\+ |[+\- ]\S?)", lines[k + 1][2])
                and (ln.startswith(("@@", "---", "+++")) or lines[k + 1][2][:1] in "+-@")):
            j = k
            while j + 1 < len(lines) and re.match(r"^(?:@@ |--- |\+\+\+ |[+\- ])", lines[j + 1][2]) and \
                    free(lines[j + 1][0], lines[j + 1][1]):
                j += 1
            body = "\n".join(lines[t][2][1:] for t in range(k, j + 1)
                             if not lines[t][2].startswith(("@@", "---", "+++")) and not lines[t][2].startswith("-"))
            run = [lines[t][2] for t in range(k, j + 1)]
            # real diff evidence: a header, or both removed and added lines; a markdown
            # bullet list ("- item" lines only) is prose, not a diff
            is_diff = any(x.startswith(("@@", "---", "+++")) for x in run) or (
                any(x.startswith("+") for x in run) and any(x.startswith("-") for x in run))
            if j > k and is_diff:
                out.append(CodeRegion(s, lines[j][1], body, "diff"))
                taken.append((s, lines[j][1]))
                k = j + 1
                continue
        if re.match(r"^(?: {4}|\t)\S", ln) and (k == 0 or not lines[k - 1][2].strip() or lines[k - 1][2].rstrip().endswith(":")):
            j = k
            while j + 1 < len(lines) and (re.match(r"^(?: {4}|\t)", lines[j + 1][2]) or not lines[j + 1][2].strip()) and \
                    free(lines[j + 1][0], lines[j + 1][1]):
                j += 1
            while j > k and not lines[j][2].strip():
                j -= 1
            body = "\n".join(lines[t][2] for t in range(k, j + 1))
            import textwrap

            out.append(CodeRegion(s, lines[j][1], textwrap.dedent(body), "indent"))
            taken.append((s, lines[j][1]))
            k = j + 1
            continue
        k += 1
    for m in _INLINE_RE.finditer(text):
        if free(m.start(), m.end()):
            out.append(CodeRegion(m.start(), m.end(), m.group("c"), "inline"))
    out.sort(key=lambda r: r.start)
    return out


_NUMBERED = re.compile(r"^[ \t]*(\d{1,4})(?:[ \t]*[|│:][ \t]?| {2,}|\t)(.*)$")
_CODE_LINE = re.compile(r"[=(){}\[\];]|:\s*$|^\s*(?:return|def|for|while|if|else|elif|print|import|class|int|long|auto|let|var|fn)\b")


def _numbered_run(lines, k: int, free):
    """``(last line index, code)`` for a run of at least three lines from ``lines[k]`` numbered one by one (``1 |``,
    ``2:``, a number and two spaces), most of them code (a sign of code or a statement keyword); None otherwise. A
    numbered prose list ("1. Read the input") has no such separator."""
    j, nums, bodies = k, [], []
    while j < len(lines):
        m = _NUMBERED.match(lines[j][2])
        if not m or not free(lines[j][0], lines[j][1] + 1) or (nums and int(m.group(1)) != nums[-1] + 1):
            break
        nums.append(int(m.group(1)))
        bodies.append(m.group(2))
        j += 1
    if len(nums) < 3 or sum(bool(_CODE_LINE.search(b)) for b in bodies) * 2 < len(bodies):
        return None
    import textwrap

    return j - 1, textwrap.dedent("\n".join(bodies))


_KEYWORDS = set(
    "def return if elif else for while in range import from as int str float bool list dict set tuple print input "
    "public private static void class main include using namespace std cout cin endl printf scanf long short char auto "
    "const let var function fn mut usize i32 i64 u32 u64 string String vector vec new end then do begin local val "
    "func package fmt println readline sys stdin read split map strip lambda none true false null nil and or not "
    "is pass self this args argv echo done fi let's system out integer scanner next nextint io bufio os".split()
)
_CODE_TOKEN_RE = re.compile(r"[A-Za-z_]\w*|\d+(?:\.\d+)?|==|!=|<=|>=|//|\*\*|\+=|-=|\*=|&&|\|\||<<|>>|[-+*/%<>=!&|^~]")


def code_tokens(code: str) -> List[str]:
    """Content tokens of code in any language: identifiers, numbers and operators, with
    comments, strings' quotes, keywords, type names and I/O boilerplate dropped (so a
    translation of a program keeps most of its tokens)."""
    c = re.sub(r"(?m)#(?!include).*$|(?:^|(?<=\s))//(?!\s*\d)(?:\s*[A-Za-z].*)?$", "", code)
    c = re.sub(r"/\*.*?\*/", "", c, flags=re.DOTALL)
    toks = [t.lower() for t in _CODE_TOKEN_RE.findall(c)]
    # (the operators other languages spell as words: Haskell's `div` and `mod`, Pascal's div and mod, quot and rem)
    alias = {"&&": "and", "||": "or", "!": "not", "+=": "+", "-=": "-", "*=": "*", "//": "/", "div": "/", "quot": "/",
             "mod": "%", "rem": "%"}
    return [alias.get(t, t) for t in toks if t.lower() not in _KEYWORDS and t not in "()[]"]


def _norm_lines(code: str) -> List[str]:
    out = []
    for ln in code.split("\n"):
        t = re.sub(r"#.*$|(?:^|(?<=\s))//\s+[A-Za-z].*$", "", ln)
        t = re.sub(r"[\s;{}]+", "", t)
        if len(t) >= 6:
            out.append(t)
    return out


def code_similarity(region: str, program: str) -> float:
    """How much of ``program`` a code region restates, in [0, 1]: the larger of the share of
    the program's normalised lines (spacing, ``;`` and braces dropped, at least 6 characters)
    found in the region, and the Dice overlap of their :func:`code_tokens` multisets."""
    pl = _norm_lines(program)
    rl = set(_norm_lines(region))
    line_share = sum(1 for x in pl if x in rl) / len(pl) if pl else 0.0
    a, b = Counter(code_tokens(region)), Counter(code_tokens(program))
    na, nb = sum(a.values()), sum(b.values())
    dice = 2 * sum((a & b).values()) / (na + nb) if na + nb else 0.0
    if na < 4:  # too short to be a version of a program (a name, a number)
        dice = 0.0
    return max(line_share, dice)


_IO_IN = re.compile(r"\binput\s*\(|\bcin\s*>>|\bscanf\b|readline|\bstdin\b|\bScanner\b|read_line|readLine|ReadString|"
                    r"io\.read|\bgets\b|\bread\s*\(|\$<|ARGF")
_IO_OUT = re.compile(r"\bprint|\bcout\s*<<|\bprintf\b|console\.log|println|\bputs\b|System\.out|fmt\.Print|\bwrite\s*\(|\becho\b")
_DEF_RE = re.compile(r"\bdef\s+([A-Za-z_]\w*)|\bfunction\s+([A-Za-z_]\w*)|\bfn\s+([A-Za-z_]\w*)|\bfunc\s+([A-Za-z_]\w*)|"
                     r"^[\w<>:,\s*&]*?\b([A-Za-z_]\w*)\s*\([^()]*\)\s*\{", re.MULTILINE)


def _defined_names(code: str) -> set:
    names = set()
    for m in _DEF_RE.finditer(code):
        n = next((g for g in m.groups() if g), None)
        if n and n not in ("main", "if", "for", "while", "switch", "solve"):
            names.add(n)
    return names


# a pipeline stage that runs a program file (the solution being tested), not a computation of its own
_RUNS_FILE = re.compile(r"\b(?:python\d?(?:\.\d+)?|pypy\d?|node|java|ruby|perl|bash|sh)\s+(?!-c\b)[\w./-]+|\./[\w.-]+|\b\w+\.(?:out|exe)\b"
                        r"|\b(?:g\+\+|gcc|clang\+*|javac|rustc|kotlinc|go\s+(?:run|build))\s")  # or compiles it


def is_pipeline_program(code: str) -> bool:
    """``code`` is a shell pipeline that computes by itself (``tr ' ' '\\n' | sort -u | wc -l``): two or
    more commands joined by ``|``, none of which runs a program file (``echo 5 | python3 sol.py`` runs
    the solution on an input: a command, not a program)."""
    c = code.strip().lstrip("$ ").strip()
    stages = [x.strip() for x in re.split(r"(?<!\|)\|(?!\|)", c)]
    if len(stages) < 2 or not all(re.match(r"[a-z][\w.-]+(?:\s+[^=\s]|$)", x) for x in stages) or \
            not any(" " in x for x in stages):  # "x | y", "a = b | c": an expression, not commands
        return False
    return not any(_RUNS_FILE.search(x) for x in stages)


# a command that writes data to a file it redirects to ("python3 -c ... > big.txt", "seq 1 100000 > in.txt")
_WRITER = re.compile(r"\s*(?:\$\s+)?(?:time\s+)?(?:echo|printf|seq|yes|cat|head|tail|shuf|awk|sed|tr|python\d?(?:\.\d+)?|"
                     r"pypy\d?|perl|ruby|node|\./[\w.-]+|[\w.-]+\.(?:out|exe))(?![\w.-])")
_COMMAND_LINE = re.compile(r"\s*(?:\$\s+)?(?:time\s+)?(?:\./)?[a-z][\w.+-]*(?:\s+[^=\s][^\n]*)?")


def runs_the_solution(code: str) -> bool:
    """A shell block whose every line is a command that runs a program file (``time python3 sol.py <
    big.txt``, ``./a.out``) or writes test data to a file (``python3 -c "print(2000)" > big.txt``):
    how the solution was run or timed, not the solution. A heredoc (``cat > sol.py <<EOF``), a
    pipeline computing by itself and a ``-c`` program that is not redirected to a file are not."""
    lines = [ln for ln in code.split("\n") if ln.strip() and not ln.strip().startswith("#")]
    if not lines:
        return False
    for ln in lines:
        if not _COMMAND_LINE.fullmatch(ln) or "<<" in ln or re.search(r"\b[a-z_]\w*\(", re.sub(r"\"[^\"]*\"|'[^']*'", "", ln)):
            return False
        if not (_RUNS_FILE.search(ln) or _WRITER.match(ln) and re.search(r"(?<![<=-])>\s*[\w./-]+\s*$", ln)):
            return False  # "-> Integer" (an arrow type), "za koje je x > xa" (a comparison): no command writing a file
    return True


def restates_program(region: CodeRegion, program: str, threshold: float = 0.5) -> bool:
    """Whether a code region is the graded program or a version of it: a normalised line or
    token overlap of at least ``threshold`` (:func:`code_similarity`); or a whole program
    (reads input and prints) when the graded program is one, in any language; or a
    definition of a function the program defines. Sample input/output never counts unless
    it is nearly the program itself."""
    if _IO_OUT.search(program) and _IO_IN.search(program) and \
            any(is_pipeline_program(ln) for ln in region.code.split("\n") if "|" in ln):
        return True  # the program translated to a shell pipeline
    sim = code_similarity(region.code, program)
    io = looks_like_io(region)
    if io:
        return sim >= 0.9
    if sim >= threshold:
        return True
    c = region.code
    if _IO_OUT.search(program) and _IO_IN.search(program) and _IO_OUT.search(c) and _IO_IN.search(c):
        return True
    names = _defined_names(program)
    if names and names & _defined_names(c):
        return True
    # a piece of the program split across blocks: the region assigns a name the program uses
    # without assigning it ("n = int(input())" in one fence, "print(n * ...)" in the next); a sample value
    # (`k = 2`, `dp[0] = dp[1] = 1`) is data, not a piece
    from agon_mcore.agon.code_data import is_base_case

    if all(is_base_case(ln) for ln in c.split("\n") if ln.strip()):
        return False
    free = _used_names(program) - _assigned_names(program)
    return bool(free & _assigned_names(c))


_BUILTINS = set(dir(__import__("builtins")))


def _assigned_names(code: str) -> set:
    out = set(re.findall(r"(?m)^\s*(?:let\s+|const\s+|var\s+|auto\s+|int\s+|long\s+)?([A-Za-z_]\w*)\s*(?::[^=\n]+)?=(?!=)", code))
    for m in re.finditer(r"(?m)^\s*([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)+)\s*=(?!=)", code):
        out |= {x.strip() for x in m.group(1).split(",")}
    out |= set(re.findall(r"\bfor\s+([A-Za-z_]\w*)\s+in\b", code)) | _defined_names(code)
    out |= set(re.findall(r"\bimport\s+([A-Za-z_]\w*)", code))
    return out


def _used_names(code: str) -> set:
    c = re.sub(r"#.*$|\"[^\"\n]*\"|'[^'\n]*'", "", code, flags=re.MULTILINE)
    return {x for x in re.findall(r"(?<![\w.])([A-Za-z_]\w*)", c) if x not in _KEYWORDS and x not in _BUILTINS}


def looks_like_io(region: CodeRegion) -> bool:
    """Sample input/output, not code: a text-tagged block, or content without any code
    structure (no call, assignment in any language's arrow, operator between names, or keyword)."""
    c = region.code
    if region.lang in _TEXT_LANGS and not re.search(r"\b(?:print\w*|input|return|def|for|while|import|let|fn|func|var|if)\b.*[(:{]"
                                                    r"|;[ \t]*(?:[A-Za-z_]|$)", c, re.MULTILINE):
        return True  # a text tag over real code ("print(sum(...))") does not make it sample output
    if re.search(r"[A-Za-z_]\w*\s*\(|[A-Za-z_]\w*\s*(?:=|\+=|-=|←|<-|:=)\s*\S|\b(?:def|for|while|if|return|print|int|import|"
                 r"class|include|fn|func|let|var|const)\b|[A-Za-z_]\w*\s*[-+*/%]\s*[A-Za-z_\d(]", c):
        return False
    return True


# a returned expression that only compares a name with a literal (``return x == 1`` under ``if n == 1:``)
_BASE_RETURN = re.compile(r"\s*[A-Za-z_]\w*\s*(?:==|!=|<=|>=|<|>)\s*(?:-?\d+(?:\.\d+)?|True|False|None|'[^']*'|\"[^\"]*\")\s*")


def return_expressions(program: str) -> List[str]:
    """The expressions a program returns or prints (``return n*(n+1)//2`` ->
    ``n*(n+1)//2``), at least 3 non-space characters each, not a bare name or literal. Where the program returns in
    several places, one that only compares a name with a literal (``return x == 1`` under ``if n == 1:``) is a base
    case, stated in prose like ``a = b = 1`` (``agon.code_data``), and no expression of the program."""
    out = []
    for m in re.finditer(r"(?m)^\s*(?:return\s+(.+?)|print\s*\((.+)\)|.*?=\s*lambda[^:]*:\s*(.+?))\s*$", program):
        e = next(g for g in m.groups() if g)
        e = e.strip().rstrip(";")
        if len(re.sub(r"\s", "", e)) >= 3 and not re.fullmatch(r"[\w.'\"]+", e):
            out.append(e)
    if len(re.findall(r"(?m)^\s*(?:return\b|print\s*\()", program)) > 1:
        out = [e for e in out if not _BASE_RETURN.fullmatch(e)]
    return out


def program_formulas(program: str) -> List[Any]:
    """The program's return/print expressions read as sympy expressions in its variables
    (``n * (n + 1) // 2`` -> ``n*(n + 1)/2``; integer division read as division), for finding
    them restated as a formula in prose (``$\\frac{n(n+1)}{2}$``). Only expressions with a
    variable and an operation."""
    from agon_mcore.agon.answer_forms.values import _sp

    sp = _sp()
    out = []
    for e in return_expressions(program):
        x = re.sub(r"\b(?:int|Math\.floor|math\.floor|floor|long)\s*\(", "(", e).replace("//", "/")
        if not re.fullmatch(r"[\w\s+\-*/().%]+", x) or not re.search(r"[A-Za-z_]", x) or not re.search(r"[-+*/]", x):
            continue
        try:
            from sympy.parsing.sympy_parser import parse_expr

            from agon_mcore.agon.answer_forms.values import too_big

            if too_big(x):
                continue  # a number too large to evaluate
            v = parse_expr(x, evaluate=True)
        except Exception:  # noqa: BLE001 - not an arithmetic expression
            continue
        if getattr(v, "free_symbols", None) and not isinstance(v, sp.Symbol):
            out.append(v)
    return out


def formula_spans(text: str, program: str, skip: Sequence[Tuple[int, int]] = ()) -> List[Tuple[int, int]]:
    """Spans of ``text`` (outside ``skip``) that state one of the program's return/print
    expressions as a formula, in LaTeX or plain text, up to expansion (:func:`program_formulas`)."""
    fs = program_formulas(program)
    if not fs:
        return []
    from agon_mcore.agon.answer_forms.formulas import latex_mentions, plain_mentions
    from agon_mcore.agon.answer_forms.values import _sp, values_equal

    sp = _sp()

    def unfloored(v):  # integer division is read as division: a floor or ceiling in the prose is too
        try:
            return v.replace(sp.floor, lambda a: a).replace(sp.ceiling, lambda a: a)
        except Exception:  # noqa: BLE001 - not an expression
            return v

    out = []
    for m in latex_mentions(text, True) + plain_mentions(text, True):
        if any(s <= m.start < e for s, e in skip):
            continue
        v = unfloored(m.value) if isinstance(m.value, sp.Basic) else m.value
        if any(values_equal(v, f) for f in fs):
            out.append((m.start, m.end))
    for s, e, v in word_formulas(text, program):  # "prints n times n", "n times n minus one, over two"
        if not any(a <= s < b for a, b in skip) and any(values_equal(unfloored(v), f) for f in fs):
            out.append((s, e))
    return out


_WORD_OPS = [(r"(?:integer[- ]|floor[- ])?divided\s+by|over", "/"), (r"to\s+the\s+power\s+of|raised\s+to", "**"),
             (r"times|multiplied\s+by", "*"), (r"plus", "+"), (r"minus|less", "-"), (r"mod(?:ulo)?", "%"),
             (r"squared", "**2"), (r"cubed", "**3")]
_NUM_WORDS = {w: str(i) for i, w in enumerate("zero one two three four five six seven eight nine ten".split())}
_WORD_TOKEN = re.compile("|".join(f"(?P<op{i}>\\b(?:{p})\\b)" for i, (p, _) in enumerate(_WORD_OPS)) +
                         r"|(?P<term>\b[A-Za-z_]\w*\b|\d+)|(?P<sym>\*\*|//|[-+*/%^()])|(?P<sep>,)|(?P<other>\S)")


def word_formulas(text: str, program: str) -> List[Tuple[int, int, Any]]:
    """The program's arithmetic written in words (``"n times n"``, ``"n times n minus one over two"``): runs of
    terms (the program's variable names, numbers, number words) joined by operator words or symbols, at least
    one operator word, read as sympy expressions: ``(start, end, value)``."""
    params = " ".join(re.findall(r"\bdef\s+\w+\s*\(([^)]*)\)", program))
    names = _assigned_names(program) | set(re.findall(r"[A-Za-z_]\w*", params))
    if not names:
        return []
    toks = []
    for m in _WORD_TOKEN.finditer(text):
        kind = m.lastgroup
        if kind.startswith("op"):
            toks.append(("op", _WORD_OPS[int(kind[2:])][1], m.start(), m.end(), True))
        elif kind == "term":
            w = m.group(0)
            v = _NUM_WORDS.get(w.lower(), w if (w in names or w.isdigit()) else None)
            toks.append(("term", v, m.start(), m.end(), False) if v else ("stop", None, m.start(), m.end(), False))
        elif kind == "sym":
            toks.append(("op" if m.group(0) not in "()" else m.group(0), m.group(0).replace("^", "**"), m.start(), m.end(), False))
        else:
            toks.append(("stop", None, m.start(), m.end(), False))
    out, i = [], 0
    while i < len(toks):
        if toks[i][0] != "term":
            i += 1
            continue
        j, expr, words, last = i, [], False, i
        while j < len(toks) and toks[j][0] in ("term", "op", "(", ")"):
            if toks[j][0] == "term" and expr and expr[-1] not in "+-*/%(" and not expr[-1].endswith("*"):
                break
            expr.append(toks[j][1])
            words |= toks[j][4]
            if toks[j][0] == "term" or toks[j][1] in ("**2", "**3", ")"):
                last = j
            j += 1
        e = "".join(expr[:last - i + 1])
        k = last + 1  # ", all over two": the operation applies to everything before
        if k + 3 < len(toks) and text[toks[k][2]:toks[k][3]] == "," and text[toks[k + 1][2]:toks[k + 1][3]].lower() == "all" and \
                toks[k + 2][0] == "op" and toks[k + 3][0] == "term":
            e, last, j = f"({e}){toks[k + 2][1]}{toks[k + 3][1]}", k + 3, k + 4
        if words and re.search(r"[A-Za-z_]", e) and re.search(r"[-+*/%]", e):
            try:
                from sympy.parsing.sympy_parser import parse_expr

                from agon_mcore.agon.answer_forms.values import too_big

                if e.count("(") == e.count(")") and not too_big(e):
                    out.append((toks[i][2], toks[last][3], parse_expr(e.replace("//", "/"), evaluate=True)))
            except Exception:  # noqa: BLE001 - not an expression
                pass
        i = max(j, i + 1)
    return out


def expression_regex(expr: str) -> re.Pattern:
    """A regex for ``expr`` up to spacing (and ``**``/``^``, ``//``/``/``) and case (pseudo-code in capitals,
    ``RETURN A[-1] + A[-2]``, restates ``return a[-1] + a[-2]``)."""
    toks = re.findall(r"\*\*|//|\w+|\S", expr)
    parts = []
    for t in toks:
        if t in ("**",):
            parts.append(r"(?:\*\*|\^)")
        elif t == "//":
            parts.append(r"//?")
        else:
            parts.append(re.escape(t))
    body = r"\s*".join(parts)
    if re.match(r"\w", expr):
        body = r"(?<![\w])" + body
    return re.compile(body, re.IGNORECASE)


def iter_flat(xs: Iterable[Iterable[Any]]) -> List[Any]:
    return [x for row in xs for x in row]
