"""Values written in a structure the plain value reader does not evaluate; each is read to its value and
compared with the answer's value (never matched as a string).

- a **scaled tuple or vector**: a common factor pulled out of its components (``\\frac{1}{3}(-1, 2, 5)``,
  ``2\\begin{pmatrix} 1 \\\\ 3 \\end{pmatrix}``, ``-\\tfrac12\\langle 2, 4\\rangle``): the factor times each component;
- a **tuple with an angle in degrees** (``(3, 90^\\circ)`` for ``(3, \\frac{\\pi}{2})``): a degree component read
  in radians too;
- a **sum or product in sigma notation** for an answer in symbols (``\\sum_{k=0}^{5} (-1)^{k+1} x^k``): evaluated
  with sympy (finite bounds only); a numeric sum is arithmetic still to do, as everywhere in the reader;
- a **decimal in place-value words** (``fifteen hundredths``, ``3 tenths``, ``two and five tenths``);
- an **interval by a sign word** (``every nonpositive real number``, ``all negative reals``);
- an **angle as a word** (``perpendicular``, ``at right angles``, ``a straight angle``) for an answer of 90 / 180
  degrees or their radians, where the problem asks for an angle and does not use the word itself;
- a **table row marked as the choice** (``| 1 | ✓ | ✓ | ✅ smallest |``, the only marked row): its first cell;
- a **table footer row labelled as the total** (``\\text{count} & \\multicolumn{3}{c}{9}``, ``| **Total** | 42 |``);
- a **share of a whole for a percent** (``one fifth of the area`` for ``20`` when the problem asks for a percent).

:func:`value_form_mentions` returns them as ``Mention``\\ s (kind ``words`` or ``latex``), so the reader and the
summarizer's fail-closed pass (both through ``relatives.relative_mentions``) read them with the same roles.
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence

from agon_mcore.agon.answer_forms.values import Mention, Word, _sp, latex_value, values_equal
from agon_mcore.agon.answer_forms.words import word_mentions

__all__ = ["value_form_mentions", "marked_row_mentions"]

_FACTOR = r"(?P<f>[-−]?\s*(?:\\[dt]?frac\s*\{\s*-?\d+\s*\}\s*\{\s*\d+\s*\}|\\[dt]?frac\s*\d\d|\d+\s*/\s*\d+|\d+(?:\.\d+)?)|[-−])"
_OPEN = r"\s*(?:\\cdot\s*|\\times\s*)?(?:\\left\s*)?(?P<o>\(|\[|\\langle|\\begin\{[pbBvV]?matrix\})"
_SCALED = re.compile(r"(?<![\w.}^_])" + _FACTOR + _OPEN)
_CLOSE = {"(": r"(?:\\right\s*)?\)", "[": r"(?:\\right\s*)?\]", "\\langle": r"(?:\\right\s*)?\\rangle"}
_DEG = re.compile(r"^\s*(-?\d+(?:\.\d+)?)\s*(?:\^\s*\{?\s*\\circ\s*\}?|°|\\degree|\s+degrees?)\s*$")


def _num(s: str):
    s = s.replace("−", "-").strip()
    m = re.fullmatch(r"(-?)\s*\\[dt]?frac\s*(\d)(\d)", s)
    if m:
        s = f"{m.group(1)}\\frac{{{m.group(2)}}}{{{m.group(3)}}}"
    if s in ("-", ""):
        return _sp().Integer(-1 if s == "-" else 1)
    v = latex_value(s)
    return v if getattr(v, "is_number", False) else None


def _component(s: str) -> List[Any]:
    """The readings of one tuple component: its value, and for degrees also its radians."""
    d = _DEG.match(s)
    if d:
        sp = _sp()
        v = sp.Rational(d.group(1))
        return [v, v * sp.pi / 180]
    v = _num(s) if re.search(r"\d|\\pi", s) else None
    return [v] if v is not None else []


def _flat_answer(answers) -> List[Any]:
    """Each tuple / vector answer with its components: ``(answer, [components])``."""
    sp = _sp()
    out = []
    for a in answers:
        if isinstance(a, sp.Tuple) or isinstance(a, tuple):
            out.append((a, list(a)))
        elif isinstance(a, sp.MatrixBase):
            out.append((a, list(a)))
    return out


def _tuple_body(text: str, i: int, opener: str):
    """``(body, end)`` of the bracket opened just before ``i``; None when it does not close on the line."""
    if opener.startswith("\\begin"):
        env = opener[7:-1]
        m = re.compile(r"\\end\{" + re.escape(env) + r"\}").search(text, i)
        return (text[i:m.start()], m.end()) if m and "\n\n" not in text[i:m.start()] else None
    m = re.compile(_CLOSE[opener]).search(text, i)
    if not m or "\n" in text[i:m.start()] or m.start() - i > 200:
        return None
    return text[i:m.start()], m.end()


def _tuple_mentions(text: str, flats: Sequence[Any]) -> List[Mention]:
    out = []
    for m in _SCALED.finditer(text):
        f = _num(m.group("f"))
        got = _tuple_body(text, m.end(), m.group("o"))
        if f is None or got is None:
            continue
        body, end = got
        comps = [c for c in re.split(r",|\\\\|&", body) if c.strip()]
        for ans, flat in flats:
            if len(comps) == len(flat) and all(any(values_equal(f * r, a) for r in _component(c)) for c, a in zip(comps, flat)):
                out.append(Mention(m.start(), end, ans, "latex"))
    for m in re.finditer(r"(?:\\left\s*)?\(([^()\n]{1,120})(?:\\right\s*)?\)", text):
        comps = [c for c in m.group(1).split(",") if c.strip()]
        if not any(_DEG.match(c) for c in comps):
            continue  # tuples without degrees are read by the value reader
        for ans, flat in flats:
            if len(comps) == len(flat) and all(any(values_equal(r, a) for r in _component(c)) for c, a in zip(comps, flat)):
                out.append(Mention(m.start(), m.end(), ans, "latex"))
    return out


_SIGMA = re.compile(r"\\(sum|prod)\s*_\s*\{\s*([a-z])\s*=\s*(-?\d+)\s*\}\s*\^\s*(?:\{\s*(\d+)\s*\}|(\d))")
_SIGMA_END = re.compile(r"\$|\\\]|\\\\|\\end\{|(?<![<>!])=|,|;|\\quad|\n|\.\s*(?:$|\s)")


def _sigma_mentions(text: str, answers) -> List[Mention]:
    sp = _sp()
    out = []
    for m in _SIGMA.finditer(text):
        lo, hi = int(m.group(3)), int(m.group(4) or m.group(5))
        if hi - lo > 60 or hi < lo:
            continue
        e = _SIGMA_END.search(text, m.end())
        stop = e.start() if e else len(text)
        body = text[m.end():stop].strip().rstrip(".")
        expr = latex_value(body)
        if expr is None:
            continue
        k = sp.Symbol(m.group(2))
        syms = {s.name: s for s in expr.free_symbols}
        if m.group(2) not in syms:
            continue
        try:
            terms = [expr.subs(syms[m.group(2)], j) for j in range(lo, hi + 1)]
            val = sp.expand(sp.Add(*terms) if m.group(1) == "sum" else sp.Mul(*terms))
        except Exception:  # noqa: BLE001 - not evaluable
            continue
        del k
        if any(_same_expr(val, a) for a in answers):
            out.append(Mention(m.start(), stop, val, "latex"))
    return out


def _same_expr(v, a) -> bool:
    sp = _sp()
    try:
        if getattr(v, "is_number", False) and getattr(a, "is_number", False):
            return values_equal(v, a)
        if not isinstance(a, sp.Expr) or not isinstance(v, sp.Expr):
            return False
        va = {s.name: s for s in a.free_symbols}
        v = v.subs({s: va[s.name] for s in v.free_symbols if s.name in va})
        return sp.expand(v - a) == 0
    except Exception:  # noqa: BLE001
        return False


_PLACES = {"tenth": 1, "hundredth": 2, "thousandth": 3, "ten-thousandth": 4, "ten thousandth": 4, "hundred-thousandth": 5,
           "millionth": 6}
_PLACE_RE = re.compile(r"(?i)\b((?:ten|hundred)[-\s])?(tenth|hundredth|thousandth|millionth)s?\b")


def _place_mentions(text: str, nums) -> List[Mention]:
    """``fifteen hundredths``, ``3 tenths``, ``two and five tenths``: a count of a decimal place."""
    from agon_mcore.agon.answer_forms.relatives import word_number

    sp = _sp()
    out = []
    words = sorted(word_mentions(text), key=lambda w: w.start)
    for w in words:  # the word reader reads "fifteen hundredths" as arithmetic to do: it is a stated decimal
        if _PLACE_RE.search(text, w.start, w.end) and any(values_equal(w.value, a) for a in nums):
            out.append(Mention(w.start, w.end, w.value, "words"))
    for p in _PLACE_RE.finditer(text):
        unit = ((p.group(1) or "").strip("- ").lower() + " " if p.group(1) else "") + p.group(2).lower()
        k = _PLACES.get(unit.replace(" ", "-"), _PLACES.get(unit))
        if not k:
            continue
        before = text[:p.start()]
        start, count = None, None
        for rx in (r"(\b[A-Za-z]+[-\s][A-Za-z]+|\d+)\s+$", r"(\b[A-Za-z]+|\d+)\s+$"):  # "twenty-five", "seven", "15"
            t = re.search(rx, before)
            v = word_number(t.group(1)) if t else None
            if v is not None and getattr(v, "is_integer", False) and v > 0:
                start, count = t.start(1), v
                break
        if count is None:
            continue
        val = sp.Integer(count) / sp.Integer(10) ** k
        whole = re.search(r"(\w+)\s+and\s+$", text[:start])
        if whole:
            wv = word_number(whole.group(1))
            if wv is not None and getattr(wv, "is_integer", False):
                val, start = val + wv, whole.start(1)
        if any(values_equal(val, a) for a in nums):
            out.append(Mention(start, p.end(), val, "words"))
    return out


_SIGN_SET = re.compile(r"(?i)\b(?:every|all|any|each|the\s+set\s+of(?:\s+all)?)\s+(?:the\s+)?(?:real\s+)?"
                       r"(non-?positive|non-?negative|positive|negative)\s+(?:real\s+)?(?:numbers?|reals?|values?)\b")


def _sign_set_mentions(text: str, answers) -> List[Mention]:
    sp = _sp()
    sets = [a for a in answers if isinstance(a, sp.Set)]
    if not sets:
        return []
    iv = {"nonpositive": sp.Interval(-sp.oo, 0), "nonnegative": sp.Interval(0, sp.oo),
          "positive": sp.Interval.open(0, sp.oo), "negative": sp.Interval.open(-sp.oo, 0)}
    return [Mention(m.start(), m.end(), iv[m.group(1).lower().replace("-", "")], "words")
            for m in _SIGN_SET.finditer(text) if iv[m.group(1).lower().replace("-", "")] in sets]


_ANGLE_WORDS = [(re.compile(r"(?i)\b(?:perpendicular|orthogonal|at\s+right\s+angles|a\s+right\s+angle)\b"), 90),
                (re.compile(r"(?i)\b(?:a\s+straight\s+angle|opposite\s+directions|anti-?parallel)\b"), 180)]
_ASKS_ANGLE = re.compile(r"(?i)\bangle\b|\bdegrees?\b")


def _angle_word_mentions(text: str, nums, problem: Optional[str]) -> List[Mention]:
    if not problem or not _ASKS_ANGLE.search(problem):
        return []
    sp = _sp()
    out = []
    for rx, deg in _ANGLE_WORDS:
        if rx.search(problem) or not any(values_equal(a, sp.Integer(deg)) or values_equal(a, sp.pi * deg / 180) for a in nums):
            continue
        out += [Mention(m.start(), m.end(), sp.Integer(deg), "words") for m in rx.finditer(text)]
    return out


_ASKS_PERCENT = re.compile(r"(?i)\bpercent(?:age)?\b|%")
_OF_WHOLE = re.compile(r"\s+of\s+(?:the|its|their|his|her|all)\b")


def _share_mentions(text: str, nums, problem: Optional[str]) -> List[Mention]:
    """``one fifth of the area`` (a fraction in words of a whole) for a percent answer ``20``."""
    if not problem or not _ASKS_PERCENT.search(problem.split(".")[-1] + problem[-200:]):
        return []
    out = []
    for w in word_mentions(text):
        v = w.value
        if getattr(v, "is_number", False) and 0 < v < 1 and not getattr(v, "is_integer", False) and _OF_WHOLE.match(text, w.end):
            if any(values_equal(v * 100, a) for a in nums):
                out.append(Mention(w.start, w.end, v * 100, "words"))
    return out


def _parts(e) -> List[Any]:
    sp = _sp()
    return [x for x in sp.preorder_traversal(e) if isinstance(x, sp.Expr) and x.free_symbols and not x.is_Symbol]


def _option_part_mentions(text: str, answers, problem: Optional[str]) -> List[Mention]:
    """An option named by an expression only it holds (``the smallest base is $1 + \\frac{r}{10}$`` for
    ``(B)\\ 3(1 + r/10)^x = 7``), where it is chosen (answer position or a selection phrase): the choice."""
    from agon_mcore.agon.answer_forms.choices import CHOSEN_BEFORE, choice_options
    from agon_mcore.agon.answer_forms.compare import in_answer_position
    from agon_mcore.agon.answer_forms.formulas import math_spans

    letters = [str(a)[7:] for a in answers if str(a).startswith("choice:")]
    opts, _ = choice_options(problem) if problem and letters else ({}, None)
    if not letters or letters[0] not in opts:
        return []
    parsed = {k: latex_value(v.strip().strip("$").lstrip("\\ ").strip()) for k, v in opts.items()}
    if any(v is None for v in parsed.values()):
        return []
    own = _parts(parsed[letters[0]])
    others = [x for k, v in parsed.items() if k != letters[0] for x in _parts(v)]
    mine = [x for x in own if not any(x == y for y in others)]
    out = []
    for a, b in math_spans(text):
        body = text[a:b].strip("$").strip()
        if body.startswith("\\(") or body.startswith("\\["):
            body = body[2:-2]
        v = latex_value(body) if len(body) <= 60 else None
        if v is None or not isinstance(v, _sp().Expr) or not any(_same_expr(v, x) for x in mine):
            continue
        if in_answer_position(text, a, b) or CHOSEN_BEFORE.search(text[max(0, a - 40):a]):
            out.append(Mention(a, b, answers[0], "choice"))
    return out


_ROW = re.compile(r"(?m)^[ \t]*\|(.+)\|[ \t]*$")
_ROW_MARK = re.compile(r"(?i)[✅⭐★🏆👉←⬅⟵]|<-{1,2}|\b(?:answer|chosen|picked?|winner|best|smallest|largest|least|greatest|"
                       r"minimum|maximum|min|max|optimal)\b")


_ROW_GLYPH = re.compile(r"[✅⭐★🏆👉←⬅⟵]|<-{1,2}")
_ROW_WORD = re.compile(r"(?i)\b(?:answer|chosen|picked?|winner|best|smallest|largest|least|greatest|minimum|maximum|optimal)\b")


def marked_row_mentions(text: str, nums) -> List[Mention]:
    """A table of candidates where exactly one row carries a selection mark (``| 1 | ✓ | ✓ | ✅ smallest |``): that
    row's value is the one chosen (check marks ✓ that fill a column are no selection)."""
    from agon_mcore.agon.answer_forms.notation import number_mentions

    rows = [m for m in _ROW.finditer(text) if not re.fullmatch(r"[\s|:\-]+", m.group(1))]
    marked = [m for m in rows if _ROW_MARK.search(m.group(1))]
    # a row read alone (the summarizer reads line by line) is chosen with both a mark and a word ("✅ smallest")
    alone = len(rows) == 1 and _ROW_GLYPH.search(rows[0].group(1)) and _ROW_WORD.search(rows[0].group(1))
    if not alone and (len(rows) < 3 or len(marked) != 1):
        return []
    r = marked[0]
    cells, pos = [], r.start(1)
    for c in r.group(1).split("|"):
        cells.append((pos, pos + len(c), c))
        pos += len(c) + 1

    def has(c: str) -> bool:
        return any(x.kind not in ("sub", "exp") and any(values_equal(x.value, a) for a in nums) for x in number_mentions(c))

    mark = next((k for k, (_, _, c) in enumerate(cells) if _ROW_MARK.search(c)), None)
    vals = [k for k, (_, _, c) in enumerate(cells) if has(c)]
    if mark is None or not vals:
        return []
    # the chosen value: the marked cell when it holds it ("$x = 1$ ✅"), else the row's first value cell up to the mark
    # (``| 1 | ✓ | ✓ | ✅ smallest |``); the other cells (the equation solved, the check) stay work
    lo, hi = (mark, mark) if mark in vals else (min(vals[0], mark), max(vals[0], mark))
    cell = cells[vals[0]][2].strip() if mark not in vals else cells[mark][2].strip()
    # the value is the row's choice (a Word): a given's value chosen here is no given
    return [Mention(cells[lo][0], cells[hi][1], Word("row:" + cell), "words")]


_TOTAL_ROW = re.compile(r"(?im)(?:^|\\\\|\\hline)[ \t]*(?:\|[ \t]*)?(?:\*\*)?(?:\\text(?:bf)?\s*\{\s*)?"
                        r"(?:total|count|sum|answer|result|altogether|in\s+all)\b[^\n&|]{0,20}?[&|][^\n]{0,120}?(?=\\\\|\\end\{|$)")


def _total_row_mentions(text: str, nums) -> List[Mention]:
    """A table's footer row labelled as the total (``\\text{count} & \\multicolumn{3}{c}{9}``, ``| **Total** | 42 |``):
    the row states its value as the result (the whole row is the statement, not a cell of a list)."""
    from agon_mcore.agon.answer_forms.markup import strip_markup
    from agon_mcore.agon.answer_forms.notation import number_mentions

    out = []
    for m in _TOTAL_ROW.finditer(text):
        row = strip_markup(m.group(0))
        cells = [c for c in re.split(r"&|\|", row)[1:] if c.strip()]
        if cells and any(any(values_equal(x.value, a) for a in nums) for x in number_mentions(cells[-1]) if x.kind not in ("sub", "exp")):
            a = m.start() + re.match(r"(?:\\\\|\\hline|\s)*", m.group(0)).end()  # the row from its label
            out.append(Mention(a, m.end(), nums[0], "words"))
    return out


_MEAN_LABEL = re.compile(r"(?i)\b(?:mean|average|avg|per\s+(?:player|person|item|head|day|game|student|each|\w+))\b")


def _mean_row_mentions(text: str, nums) -> List[Mention]:
    """A table's footer row labelled as the mean (``| per player (mean) | 214 |``) under ``n`` data rows: the mean
    times ``n`` is their total, so a footer whose value times the count of the data rows above it is the answer states
    the answer (the footer, not the data rows, is read). The data rows: the table's rows before the footer with a
    number in the footer's value column."""
    from fractions import Fraction

    out = []
    lines = text.split("\n")
    pos = [0]
    for line in lines:
        pos.append(pos[-1] + len(line) + 1)
    k = 0
    while k < len(lines):
        if not lines[k].lstrip().startswith("|"):
            k += 1
            continue
        j = k
        while j < len(lines) and lines[j].lstrip().startswith("|"):
            j += 1
        rows = [(i, [c.strip() for c in lines[i].strip().strip("|").split("|")]) for i in range(k, j)
                if not re.fullmatch(r"[\s|:\-]+", lines[i])]
        for r, (i, cells) in enumerate(rows):
            if r < 3 or not cells or not _MEAN_LABEL.search(cells[0]) or len(cells) < 2:
                continue
            m = re.fullmatch(r"\$?\s*(-?\d+(?:\.\d+)?)\s*\$?", cells[-1].replace(",", ""))
            data = [c for _, c in rows[1:r] if len(c) == len(cells) and
                    re.fullmatch(r"\$?\s*-?\d+(?:\.\d+)?\s*\$?", c[-1].replace(",", ""))]
            if m and data and any(values_equal(_sp().Rational(len(data) * Fraction(m.group(1))), a) for a in nums):
                a0 = pos[i] + lines[i].rindex(cells[-1])
                out.append(Mention(a0, a0 + len(cells[-1]), nums[0], "words"))
        k = j
    return out


def value_form_mentions(text: str, answers, problem: Optional[str]) -> List[Mention]:
    """The mentions of ``text`` that state one of the answer's values ``answers`` (sympy, from
    ``compare.parse_answer``) in one of the structures of the module docstring. ``problem`` enables
    the readings that depend on what it asks (an angle, a percent)."""
    nums = [a for a in answers if getattr(a, "is_number", False)]
    out: List[Mention] = []
    flats = _flat_answer(answers)
    if flats and re.search(r"[(\[]|\\langle|\\begin", text):
        out += _tuple_mentions(text, flats)
    if ("\\sum" in text or "\\prod" in text) and any(getattr(a, "free_symbols", None) for a in answers):
        # a polynomial in sigma notation is another form of it; a numeric sum is arithmetic still to do
        out += _sigma_mentions(text, answers)
    if nums:
        if re.search(r"(?i)th(?:s)?\b", text):
            out += _place_mentions(text, nums)
        out += _angle_word_mentions(text, nums, problem) + _share_mentions(text, nums, problem)
        if "|" in text:
            out += marked_row_mentions(text, nums)
        if "&" in text or "|" in text:
            out += _total_row_mentions(text, nums)
        if "|" in text and re.search(r"(?i)mean|average|avg|\bper\b", text):
            out += _mean_row_mentions(text, nums)
    out += _sign_set_mentions(text, answers)
    if problem and any(str(a).startswith("choice:") for a in answers):
        out += _option_part_mentions(text, answers, problem)
    return out
