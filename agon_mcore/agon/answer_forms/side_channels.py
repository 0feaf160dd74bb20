"""Numbers in side channels: the answer restated inside text that is neither prose nor math.

A draft can carry its answer in a token the numeral tokenizer does not split off: a file name or a path
(``ellipse_1260.png``, ``out/run_2024/answer-42.txt``), a URL's path, query or anchor (``/sum/126``, ``?n=180``,
``#result-180``), an identifier (``total_126``, ``ans126``), an attribute or a link's text or title
(``alt="126 paths"``, ``[one-eighty](...)``), a LaTeX reference argument (``\\tag{8000}``, ``\\label{eq:126}``),
an HTML comment (``<!-- final: 3 -->``: not rendered, but text a reader of the source sees, read on its own so a
later use of the value as an operand does not make it work).
:func:`side_channel_spans` finds such tokens by their STRUCTURE, splits each into its numeral and number-word parts,
reads every part as a value with the package's readers, and returns the spans of the parts equal to the answer:

* **where** (regions): markdown link and image targets and titles, reference definitions, a footnote's id (``[^35]``;
  one numbered in a run of footnotes, ``[^1]``, ``[^2]``, is its place), HTML attribute values (a
  URL attribute is a target, layout attributes are skipped, the others are text), LaTeX reference and link arguments,
  bare URLs, inline code, and, in prose outside math, runs that are a file name (an extension of a file type, or
  any short lower-case extension after a name with a digit), a path
  (a leading ``/``, ``./`` or ``~/``, or two slashes), an anchor (``#`` and a letter), or an identifier (letters and
  digits joined by ``_``, glued as ``ans126``, a camelCase name of three words or more, ``xIsEight``, read word by
  word, or a hyphen slug of three or more pieces; a single hyphen after a word
  of three letters or more only before a number of three digits or more or after a word naming a result,
  ``arrangements-1260``, ``answer-42``: ``degree-3`` and ``base-10`` name a kind, ``x-126`` is arithmetic).
* **parts**: digit runs (a decimal with one dot; a dotted version ``2.3.1`` and a date are no value) and number words
  (``answer_forms.words``, ``answer_forms.languages``, and spoken groups ``one-eighty`` = 180, ``twelve-sixty`` = 1260,
  ``one-two-six`` = 126) with the joiners read as spaces. Text-like regions (an ``alt`` or ``title``) are read by the
  reader's own roles (``reader_roles.stating_mentions``).
* **not a value of the answer**: a given of the problem (``problem_values``); a subscript or a variable name (digits
  after ``_`` or glued to a name of one or two letters: ``x_1``, ``a_{10}``, ``v2``), a function's argument
  (``log2``, ``sqrt5``), a LaTeX command's; anything inside a math span except reference arguments and
  ``\\text{}``; an index after a label noun (``fig_2``, ``step-3``, ``Problem_12``, ``IMG_1260``); digits glued to
  a hex run (a colour, a hash); a number glued before a unit or letter (``126px``, ``5x4``) except an ordinal suffix
  or a word; only parts EQUAL to the answer are read, so other years, versions and sizes stay.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Iterator, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms.compare import parse_answer, problem_values
from agon_mcore.agon.answer_forms.formulas import math_spans
from agon_mcore.agon.answer_forms.languages import language_mentions
from agon_mcore.agon.answer_forms.values import _num, values_equal
from agon_mcore.agon.answer_forms.words import word_mentions

__all__ = ["side_channel_spans", "spoken_groups"]

_EXT = (r"png|jpe?g|gif|svg|webp|bmp|tiff?|eps|pdf|txt|md|csv|tsv|json|ya?ml|xml|html?|tex|py|ipynb|js|ts|cpp|hpp|"
        r"java|rs|go|rb|sh|log|dat|out|zip|gz|tar|mp[34]|wav|avi|mov|mkv|docx?|xlsx?|pptx?|ggb|nb|jl|lean|sage|mat|npy")
_FILE = re.compile(rf"\.(?:{_EXT})$", re.IGNORECASE)
_ANY_FILE = re.compile(r"[\w-]*[A-Za-z][\w-]*\.[a-z][a-z0-9]{1,4}")
# labels whose number is an index (a figure, a step, a camera's file number), not a value of the work
_INDEX = frozenset("""step steps fig figs figure figures eq eqs eqn equation case cases part page pg pp line lines row col
    column item section sec chapter ch chap table tab lemma theorem thm prop proposition cor corollary def definition
    example ex exercise problem prob problems question q no nr num id ver version rev run runs trial iter iteration round
    stage phase level lvl img image pic photo dsc screenshot slide note ref appendix footnote fn issue vol volume art
    article sheet test day week""".split())
# functions written glued to their argument in plain text (log2, sqrt5): the digits are an argument
_FUNCS = frozenset("sqrt cbrt log ln lg exp sin cos tan cot sec csc sinh cosh tanh arcsin arccos arctan asin acos atan "
                   "pow mod gcd lcm deg rad fib phi".split())
# a word that names the result: "answer-42" in prose is the answer, "degree-3" a kind of thing
_RESULT_HEAD = frozenset("answer ans result res total sum count final value val solution sol output".split())
_LAYOUT = frozenset("width height size colspan rowspan border cellpadding cellspacing tabindex x y cx cy r rx ry "
                    "viewbox stroke-width font-size start span cols rows maxlength min max step".split())
_URL_ATTR = frozenset("src href data action poster srcset cite background xlink:href".split())

_MD_LINK = re.compile(r"(!?)\[([^\]\n]{0,300})\]\(\s*<?([^\s()<>]+(?:\([^\s()]*\)[^\s()<>]*)*)>?"
                      r"(?:\s+(?:\"([^\"\n]*)\"|'([^'\n]*)'|\(([^()\n]*)\)))?\s*\)")
_FOOTNOTE = re.compile(r"\[\^([^\]\s]{1,40})\]")
_MD_DEF = re.compile(r"^[ \t]*\[[^\]\n]+\]:[ \t]*<?(\S+?)>?(?:[ \t]+(?:\"([^\"\n]*)\"|'([^'\n]*)'))?[ \t]*$", re.MULTILINE)
_HTML_TAG = re.compile(r"<[A-Za-z][\w-]*(?:\s+[^<>]{0,600})?/?>")
_ATTR = re.compile(r"([\w:.-]+)\s*=\s*(?:\"([^\"\n]*)\"|'([^'\n]*)'|([^\s\"'>]+))")
_LATEX_ARG = re.compile(r"\\(tag\*?|label|ref|eqref|pageref|autoref|cref|Cref|url|href|hyperlink|hypertarget|"
                        r"includegraphics|input|include|nolinkurl)\s*(?:\[[^\]\n]{0,80}\])?\s*\{([^{}\n]{1,300})\}"
                        r"(?:\s*\{([^{}\n]{1,300})\})?")
_COMMENT = re.compile(r"<!--((?:(?!-->)[\s\S]){1,400}?)-->")
_URL = re.compile(r"(?:https?|ftp|file)://[^\s<>\"'`\])]+|\bwww\.[\w-]+\.[^\s<>\"'`\])]+")
_MATH_TEXT = re.compile(r"\\(?:text|textrm|texttt|textsf|textit|mbox)\s*\{([^{}\n]{1,200})\}")
_CODE = re.compile(r"(?<!`)`([^`\n]{1,300})`(?!`)")
_RUN = re.compile(r"(?<![\w\\])[#~./]*(?:[A-Za-z0-9]|\\_)(?:[\w#~./=-]|\\_)*")
_QUICK = re.compile(r"[_/#`<]|\[\^|\]\(|\\(?:tag|label|(?:eq|page|auto|c|C)?ref|url|href|hyper|include|input)|[A-Za-z]{3}\d|\]:|[A-Za-z]-\d|\d\.[a-z]|[a-z][A-Z][a-z]+[A-Z]")
_DIGITS = re.compile(r"\d+(?:\.\d+)*")
_DATE = re.compile(r"(?<!\d)(?:\d{4}[-/._]\d{1,2}[-/._]\d{1,2}|\d{1,2}[-/._]\d{1,2}[-/._]\d{4})(?!\d)")
_HEX_RUN = re.compile(r"[0-9A-Fa-f]+")
_SEPS = re.compile(r"\\_|[_\-./=:#?&+~%,]")

_UNITS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine".split())}
_TEENS = {w: 10 + i for i, w in enumerate("ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen "
                                          "nineteen".split())}
_TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}
_SPOKEN = re.compile(r"(?<![A-Za-z])(?:(?:%s|oh)(?:[\s_\-.]+|\\_)){1,5}(?:%s)(?![A-Za-z])" % (
    "|".join([*_TENS, *_TEENS, *_UNITS]), "|".join([*_TENS, *_TEENS, *_UNITS])), re.IGNORECASE)


def spoken_groups(words: Sequence[str]) -> Optional[int]:
    """The value of number words spoken in groups of digits, or None: ``one eighty`` 180, ``twelve sixty`` 1260,
    ``one twenty six`` 126, ``one oh five`` 105, ``one two six`` 126 (digit by digit). At least two groups; after the
    first, every group is two digits (``oh five`` is 05), or every group is one digit. Words without a group reading
    (``hundred``) give None."""
    w = [x.lower() for x in words if x]
    groups: List[Tuple[int, int]] = []  # (value, digits)
    i = 0
    while i < len(w):
        x = w[i]
        if x in _TENS:
            if i + 1 < len(w) and w[i + 1] in _UNITS and w[i + 1] != "zero":
                groups.append((_TENS[x] + _UNITS[w[i + 1]], 2))
                i += 2
                continue
            groups.append((_TENS[x], 2))
        elif x in _TEENS:
            groups.append((_TEENS[x], 2))
        elif x == "oh" and i + 1 < len(w) and w[i + 1] in _UNITS:
            groups.append((_UNITS[w[i + 1]], 2))
            i += 2
            continue
        elif x in _UNITS:
            groups.append((_UNITS[x], 1))
        else:
            return None
        i += 1
    if len(groups) < 2:
        return None
    if not (all(d == 1 for _, d in groups) or all(d == 2 for _, d in groups[1:])):
        return None
    if groups[0][0] == 0:
        return None
    return int("".join(str(v).zfill(d) for v, d in groups))


def _index_before(text: str, s: int) -> bool:
    """The part at ``text[s]`` follows a label noun (``fig_2``, ``Step-3``, ``IMG 1260``): an index."""
    m = re.search(r"([A-Za-z]+)(?:\\_|[_\-./:#\s])*$", text[max(0, s - 24):s])
    return bool(m and m.group(1).lower() in _INDEX)


def _in_any(s: int, e: int, spans: Sequence[Tuple[int, int]]) -> bool:
    return any(a <= s and e <= b for a, b in spans)


def _regions(text: str) -> Iterator[Tuple[int, int, str]]:
    """``(start, end, kind)`` of the side channels of ``text`` (module docstring). ``kind``: ``target`` (a URL, a
    path, a file name, a reference argument), ``code`` (inline code), ``ident`` (an identifier in prose), ``text``
    (an attribute, a title or an HTML comment's content: read with the reader's roles too), ``label`` (a link's
    text: the reader reads it as prose already; only spoken groups are added)."""
    found: List[Tuple[int, int]] = []
    if "[^" in text:  # a footnote's id: a numbered one in a run of footnotes (1, 2, 3 ...) is a number of its place
        ids = {m.group(1) for m in _FOOTNOTE.finditer(text)}
        for m in _FOOTNOTE.finditer(text):
            k = m.group(1)
            if not (k.isdigit() and (int(k) <= 1 or str(int(k) - 1) in ids)):
                yield m.start(1), m.end(1), "target"
            found.append(m.span())
    for m in _MD_LINK.finditer(text):
        yield m.start(2), m.end(2), "label"
        yield m.start(3), m.end(3), "target"
        found.append(m.span(3))
        for g in (4, 5, 6):
            if m.group(g):
                yield m.start(g), m.end(g), "text"
                found.append(m.span(g))
    for m in _MD_DEF.finditer(text):
        yield m.start(1), m.end(1), "target"
        found.append(m.span(1))
        for g in (2, 3):
            if m.group(g):
                yield m.start(g), m.end(g), "text"
    if "<!--" in text:
        for m in _COMMENT.finditer(text):
            yield m.start(1), m.end(1), "text"
            yield from _runs(text, m.start(1), m.end(1))  # a file name or an identifier inside it
            found.append(m.span())
    if "<" in text:
        for t in _HTML_TAG.finditer(text):
            found.append(t.span())
            for a in _ATTR.finditer(text, t.start(), t.end()):
                name = a.group(1).lower()
                g = next(k for k in (2, 3, 4) if a.group(k) is not None)
                if name in _LAYOUT or a.start(g) == a.end(g):
                    continue
                yield a.start(g), a.end(g), "target" if name in _URL_ATTR else "text"
                if name not in _URL_ATTR:
                    yield from _runs(text, a.start(g), a.end(g))
    if "\\" in text:
        for m in _LATEX_ARG.finditer(text):
            yield m.start(2), m.end(2), "target"
            found.append(m.span())
            if m.group(3):
                yield m.start(3), m.end(3), "label" if m.group(1) in ("href", "hyperlink", "hypertarget") else "target"
    for m in _URL.finditer(text):
        e = m.end()
        while e > m.start() and text[e - 1] in ".,;:!?":
            e -= 1
        if not _in_any(m.start(), e, found):
            yield m.start(), e, "target"
            found.append((m.start(), e))
    if "`" in text:
        for m in _CODE.finditer(text):
            yield from _runs(text, m.start(1), m.end(1), code=True)
            found.append(m.span(1))
    maths = math_spans(text) if ("$" in text or "\\" in text) else []
    yield from _runs(text, 0, len(text), skip=found + maths)
    for a, b in maths:  # text inside math ("$\\text{total\\_126}$") is prose; its subscripts are not
        for m in _MATH_TEXT.finditer(text, a, b):
            yield from _runs(text, m.start(1), m.end(1), skip=found)


def _runs(text: str, s0: int, e0: int, *, code: bool = False, skip: Sequence[Tuple[int, int]] = ()):
    """The runs of ``text[s0:e0]`` that are a file name, a path, an anchor or an identifier (``_run_kind``); in inline
    code (``code``) a run of letters and digits joined in any way is an identifier."""
    for m in _RUN.finditer(text, s0, e0):
        s, e = m.span()
        while e > s and text[e - 1] in ".-=~":
            e -= 1
        if e - s < 2 or any(a <= s < b for a, b in skip):
            continue
        run = text[s:e]
        kind = _run_kind(run)
        if not kind and code and re.search(r"[A-Za-z]", run) and re.search(r"\d", run):
            kind = "ident"
        if kind:
            yield s, e, kind


def _run_kind(run: str) -> str:
    """``target`` for a file name, a path or an anchor, ``ident`` for an identifier, "" for prose (module docstring)."""
    if "\\" in run.replace("\\_", ""):
        return ""
    if _FILE.search(run) and re.search(r"[A-Za-z0-9]", run[:run.rfind(".")]):
        return "target"
    if _ANY_FILE.fullmatch(run) and re.search(r"\d", run[:run.rfind(".")]):
        return "target"  # a name with letters and digits and an extension of any file type ("ellipse-1260.heic")
    if "/" in run and re.search(r"[A-Za-z]{2}", run) and (run.startswith(("/", "./", "../", "~/")) or run.count("/") >= 2):
        return "target"
    if run.startswith("#") and len(run) > 1 and run[1].isalpha():
        return "target"
    name = run.split("=", 1)[0]
    if re.search(r"[A-Za-z0-9](?:_|\\_)+[A-Za-z0-9]", name) or re.search(r"[A-Za-z]{3}\d", name) or \
            re.fullmatch(r"[a-z]+(?:[A-Z][a-z]+){2,}", name):
        return "ident"  # (snake_case, a name with a number, a camelCase name of three words or more)
    if "-" in name and re.search(r"\d", name):
        pieces = [p for p in name.split("-") if p]
        head = re.match(r"[A-Za-z]+", name)
        if len(pieces) >= 3 and sum(bool(re.fullmatch(r"[A-Za-z]{2,}", p)) for p in pieces) >= 2:
            return "ident"
        if head and len(head.group(0)) >= 3 and (head.group(0).lower() in _RESULT_HEAD or re.search(r"-\d{3,}(?!\w)", name)):
            return "ident"  # a compound names a kind by a small parameter (degree-3, base-10); a long number is a label
    return ""


# the head of a LaTeX cross-reference key (``\\label{eq:p1517}``): a key is a name, no variable, so a long digit run
# glued to a short prefix in it is read
_KEY_BEFORE = re.compile(r"\\(?:tag\*?|label|ref|eqref|pageref|autoref|cref|Cref|hypertarget|hyperlink)\s*\{$")


def _digit_parts(text: str, s: int, e: int, kind: str) -> Iterator[Tuple[int, int, Any]]:
    """The digit parts of the region ``text[s:e]`` that can be a value (module docstring): ``(start, end, value)``."""
    region = text[s:e]
    if kind == "ident" and "=" in region:
        e = s + region.index("=")  # "total_paths=126": the value after "=" is prose for the reader's roles
        region = text[s:e]
    dates = [(m.start() + s, m.end() + s) for m in _DATE.finditer(region)]
    for m in _DIGITS.finditer(region):
        ps, pe = s + m.start(), s + m.end()
        raw = m.group(0)
        if raw.count(".") > 1 or _in_any(ps, pe, dates):
            continue  # a version "2.3.1", a date
        before, after = text[ps - 1] if ps > s else "", text[pe] if pe < e else ""
        if before == "." and ps - 2 >= s and text[ps - 2].isdigit():
            continue
        if after.isalpha():
            suf = re.match(r"[A-Za-z]+", text[pe:e]).group(0)
            if not (suf.lower() in ("st", "nd", "rd", "th") or len(suf) >= 3):
                continue  # a unit or a dimension glued after it (126px, 5x4)
        run = _HEX_RUN.match(text, _alnum_start(text, ps, s))
        alnum = re.match(r"[A-Za-z0-9]+", text[_alnum_start(text, ps, s):e]).group(0)
        if re.search(r"[A-Za-z]", alnum) and run and run.end() - run.start() == len(alnum) and \
                (len(alnum) >= 6 or text[max(s, run.start() - 1):run.start()] == "#"):
            continue  # digits inside a hex colour or a hash
        if before.isalpha():
            pre = re.search(r"[A-Za-z]+$", text[s:ps]).group(0)
            at = ps - len(pre)
            key = kind == "target" and len(raw) >= 3 and _KEY_BEFORE.search(text, max(0, s - 24), s)
            if len(pre) < 3 and not key or pre.lower() in _FUNCS or pre.lower() in _INDEX or (at > 0 and text[at - 1] == "\\"):
                continue  # a variable name (x1, v2), a function's argument (log2), a command, an index (fig2)
        elif before == "_" or text[max(s, ps - 2):ps] == "\\_" or text[max(s, ps - 2):ps] == "_{":
            pre = re.search(r"([A-Za-z]*)(?:\\_|_\{?)$", text[s:ps]).group(1)
            if kind in ("ident", "code") and len(pre) < 3 and (pre or ps - s <= 2):
                continue  # a subscript: x_1, a_{10}, T_6
        elif before == "^":
            continue
        val = Fraction(raw)
        sign = ps - 1 >= s and text[ps - 1] in "-\u2212" and (ps - 1 == s or text[ps - 2] in "_=/(:")
        yield ps, pe, _num(val)
        if sign:
            yield ps - 1, pe, _num(-val)


def _alnum_start(text: str, ps: int, s: int) -> int:
    k = ps
    while k > s and text[k - 1].isalnum():
        k -= 1
    return k


def _word_parts(text: str, s: int, e: int, kind: str, values: Sequence[Any]) -> Iterator[Tuple[int, int, Any]]:
    """Number-word parts of ``text[s:e]`` (joiners read as spaces): ``(start, end, value)``. A link's text and an
    attribute's text are read by the reader's prose readers already; they add spoken groups only."""
    shadow = _SEPS.sub(lambda m: " " * len(m.group(0)), text[s:e])
    if not re.search(r"[A-Za-z]{3}|[^\x00-\x7f]", shadow):
        return
    if kind not in ("label", "text"):
        # camelCase humps split into words ("xIsEight": "x Is Eight"), offsets mapped back onto the run
        at = [i for i, c in enumerate(shadow) for _ in range(2 if c.isupper() and i and shadow[i - 1].islower() else 1)]
        split = "".join((" " + c if c.isupper() and i and shadow[i - 1].islower() else c) for i, c in enumerate(shadow))
        at.append(len(shadow))
        for m in [*word_mentions(split), *language_mentions(split, values)]:
            if m.kind in ("words",) and not m.arith:
                yield s + at[m.start], s + at[m.end - 1] + 1, m.value
    for m in _SPOKEN.finditer(shadow):
        v = spoken_groups(re.split(r"[\s_\-.\\]+", m.group(0)))
        if v is not None:
            yield s + m.start(), s + m.end(), _num(Fraction(v))


def side_channel_spans(text: str, answer: str, problem: Optional[str] = None, *,
                       givens: Optional[Sequence[Any]] = None) -> List[Tuple[int, int]]:
    """Spans of ``text`` where a side channel (module docstring) writes a part equal to ``answer``'s value.

    Args:
        text: a draft, a summary or a piece of one.
        answer: the graded answer (LaTeX as graded); only number values are read (a tuple, a word answer: none).
        problem: the problem statement; its values are givens and are not read.
        givens: ``problem_values(problem)`` when the caller has it.

    Returns:
        ``(start, end)`` spans in ``text``, sorted, without duplicates; empty when nothing is read.

    Raises:
        TypeError: ``text`` or ``answer`` is not a str.
    """
    if not isinstance(text, str) or not isinstance(answer, str):
        raise TypeError(f"side_channel_spans: text and answer must be str, got {type(text).__name__} and "
                        f"{type(answer).__name__}")
    if not _QUICK.search(text):
        return []
    ans = parse_answer(answer)
    values = [v for v in ans.values if getattr(v, "is_number", False) and not ans.parts]
    if not values:
        return []
    givens = problem_values(problem) if givens is None else givens
    out: List[Tuple[int, int]] = []

    def keep(ps: int, pe: int, val: Any) -> None:
        if any(values_equal(val, v) for v in values) and not any(values_equal(val, g) for g in givens) \
                and not _index_before(text, ps):
            out.append((ps, pe))

    for s, e, kind in _regions(text):
        if kind not in ("label", "text") or (kind == "text" and not re.search(r"\s", text[s:e])):
            for ps, pe, val in _digit_parts(text, s, e, kind):  # an attribute of one token is a target
                keep(ps, pe, val)
        for ps, pe, val in _word_parts(text, s, e, kind, values):
            keep(ps, pe, val)
        if kind == "text":
            from agon_mcore.agon.answer_forms.reader_roles import stating_mentions

            for m in stating_mentions(text[s:e], answer, givens=givens, problem=problem):
                if not m.kind.endswith("/part") and not _index_before(text, s + m.start):
                    out.append((s + m.start, s + m.end))
    return sorted(set(out))
