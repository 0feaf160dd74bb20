"""The forms a model writes a math answer's value in, for hiding it from a summary.

:func:`hide_value` replaces every restatement of one graded answer in a text (the rules are
listed in ``agon_mcore.agon.summary``); :func:`number_tokens` and :func:`number_word_values`
read stated numbers back (used by ``agon_mcore.agon.leak``). Numbers are compared exactly as
rationals (:class:`fractions.Fraction`), the equalities math-verify grades for these forms
(``12 == 12.0 == 24/2 == \\frac{24}{2}``, ``1,000 == 1000``, ``12\\% == 0.12``,
``10^2 == 100``); math-verify does not round (``0.333`` is not ``1/3``), neither do we.
A coefficient (the ``5`` of ``5x``), an exponent (``x^5``) and a subscript (``a_5``) are
not stated values and are neither hidden nor read back.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Iterator, List, Optional, Set, Tuple

HIDDEN = "[hidden]"

_D = r"(?:\d+(?:\.\d+)?|\.\d+)"
_GROUP_SEP = r"(?:,|\{,\}|\\,|\\ |\u2009|\u202f)"
# One number token; alternatives are tried in order (longest forms first).
_NUMBER_RE = re.compile(
    r"(?<![A-Za-z0-9_.])(?<!\^)(?<!\^\{)(?P<sign>[-\u2212])?(?:"
    rf"\\[dt]?frac\s*(?:\{{\s*(?P<fn>-?{_D})\s*\}}|(?P<fn1>\d))\s*(?:\{{\s*(?P<fd>-?{_D})\s*\}}|(?P<fd1>\d))"
    rf"|(?P<sm>{_D})\s*(?:\\times|\\cdot|\u00d7)\s*10\s*\^\s*(?:\{{\s*(?P<se>[-+]?\d+)\s*\}}|(?P<se1>[-+]?\d))"
    rf"|(?P<em>{_D})[eE](?P<ee>[-+]?\d+)(?![A-Za-z0-9])"
    r"|(?P<pb>\d+)\s*\^\s*(?:\{\s*(?P<pe>\d+)\s*\}|(?P<pe1>\d))"
    r"|(?P<sn>\d+)\s*/\s*(?P<sd>\d+)(?!\d)(?!\.\d)"  # 24/2 (also ending a sentence: "24/2."), not 24/2.5
    rf"|(?P<grp>\d{{1,3}}(?:{_GROUP_SEP}\d{{3}})+(?:\.\d+)?)(?![\d])"
    r"|(?P<plain>\d+(?:\.\d+)?|\.\d+)"
    r")(?P<pct>\s*\\?%)?"
    # not a digit of a longer number, not the coefficient of a one-letter variable (5x)
    r"(?![0-9])(?!\.\d)(?![A-Za-z](?![A-Za-z]))"
)
_WRAP_RE = re.compile(
    r"\\(?:text|textbf|textit|mathrm|mathbf|mathit|boldsymbol|bm|operatorname|displaystyle)\s*\{([^{}]*)\}"
    r"|\\(?:color|textcolor)\s*\{[^{}]*\}\s*\{([^{}]*)\}"
    r"|\{\s*\\color\s*\{[^{}]*\}\s*([^{}]*)\}"
)
_ONES = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
         "fifteen sixteen seventeen eighteen nineteen").split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_WORD_SEP = r"(?:[\s-]+(?:and[\s-]+)?)"


@dataclass
class NumberToken:
    """A number stated in a text: ``text[start:end]``, its value, whether a ``%`` follows."""

    start: int
    end: int
    value: Fraction
    percent: bool


def _frac(s: str) -> Fraction:
    return Fraction(s)


def _token_value(m: re.Match) -> Optional[Fraction]:
    g = m.groupdict()
    try:
        if g["fn"] is not None or g["fn1"] is not None:
            num, den = _frac(g["fn"] or g["fn1"]), _frac(g["fd"] or g["fd1"])
            v = num / den if den != 0 else None
        elif g["sm"] is not None:
            e = int(g["se"] or g["se1"])
            v = _frac(g["sm"]) * Fraction(10) ** e if abs(e) <= 64 else None
        elif g["em"] is not None:
            e = int(g["ee"])
            v = _frac(g["em"]) * Fraction(10) ** e if abs(e) <= 64 else None
        elif g["pb"] is not None:
            b, e = int(g["pb"]), int(g["pe"] or g["pe1"])
            v = Fraction(b) ** e if e <= 64 and b < 10**6 else None
        elif g["sn"] is not None:
            den = int(g["sd"])
            v = Fraction(int(g["sn"]), den) if den else None
        elif g["grp"] is not None:
            v = _frac(re.sub(_GROUP_SEP, "", g["grp"]))
        else:
            v = _frac(g["plain"])
    except (ValueError, ZeroDivisionError, OverflowError):
        return None
    if v is not None and g["sign"]:
        v = -v
    return v


def number_tokens(text: str) -> Iterator[NumberToken]:
    """Every number token of ``text`` (the forms listed in the module docstring), in order."""
    for m in _NUMBER_RE.finditer(text):
        v = _token_value(m)
        if v is not None:
            yield NumberToken(m.start(), m.end(), v, bool(m.group("pct")))


def group_parts(text: str, tok: NumberToken) -> List[Fraction]:
    """The comma-separated parts of a digit-grouped token (``12,345`` -> 12, 345): such a
    token may also be a list."""
    raw = text[tok.start:tok.end]
    if not re.fullmatch(rf"[-\u2212]?\d{{1,3}}(?:{_GROUP_SEP}\d{{3}})+", raw.strip()):
        return []
    return [Fraction(p) for p in re.split(_GROUP_SEP, raw.strip().lstrip("-\u2212")) if p]


def number_words(n: int) -> str:
    """English words of ``0 <= n < 10**6`` (``42`` -> ``"forty-two"``)."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        return _TENS[n // 10] + ("" if n % 10 == 0 else "-" + _ONES[n % 10])
    if n < 1000:
        return _ONES[n // 100] + " hundred" + ("" if n % 100 == 0 else " " + number_words(n % 100))
    return number_words(n // 1000) + " thousand" + ("" if n % 1000 == 0 else " " + number_words(n % 1000))


def _words_regex(n: int) -> re.Pattern:
    words = re.split(r"[\s-]+", number_words(n))
    body = _WORD_SEP.join(re.escape(w) for w in words)
    if words[0] in ("hundred", "thousand"):  # never: number_words starts with a unit word
        body = r"(?:a|one)" + _WORD_SEP + body
    if len(words) > 1 and words[0] == "one" and words[1] in ("hundred", "thousand"):
        body = r"(?:one|a)" + _WORD_SEP + _WORD_SEP.join(re.escape(w) for w in words[1:])
    # "forty-two" must not match inside "forty-two thousand" or "one hundred forty-two"
    before = r"(?<![A-Za-z])(?<!hundred )(?<!thousand )(?<!hundred-)(?<!thousand-)(?<!and )"
    after = r"(?![A-Za-z])(?![\s-]+(?:hundred|thousand|and\b|" + "|".join(_ONES[1:] + _TENS[2:]) + r"))"
    return re.compile(before + body + after, re.IGNORECASE)


_WORD_VALUE = {w: i for i, w in enumerate(_ONES)} | {w: 10 * i for i, w in enumerate(_TENS) if w != "_"}
_WORD_RUN_RE = re.compile(
    r"(?<![A-Za-z])(?:(?:a|" + "|".join(list(_WORD_VALUE) + ["hundred", "thousand"]) + r")(?![A-Za-z])"
    r"(?:[\s-]+(?:and[\s-]+)?)?)+",
    re.IGNORECASE,
)


def number_word_values(text: str) -> List[int]:
    """The integers written as English words in ``text`` (``"forty two apples"`` -> [42]).

    An independent reader (a parser, not the generator :func:`number_words`), for the leak
    metric. Each maximal run of number words is one number (``a`` counts only before
    ``hundred``/``thousand``).
    """
    out = []
    for m in _WORD_RUN_RE.finditer(text):
        words = [w.lower() for w in re.split(r"[\s-]+", m.group(0).strip()) if w and w.lower() != "and"]
        total, cur, seen = 0, 0, False
        for i, w in enumerate(words):
            if w == "a":
                if i + 1 < len(words) and words[i + 1] in ("hundred", "thousand"):
                    cur = max(cur, 1)
                continue
            if w == "hundred":
                cur = max(cur, 1) * 100
            elif w == "thousand":
                total += max(cur, 1) * 1000
                cur = 0
            else:
                cur += _WORD_VALUE[w]
            seen = True
        if seen:
            out.append(total + cur)
    return out


def unwrap(s: str) -> str:
    """``s`` without math delimiters and formatting wrappers (``$\\mathbf{42}$`` -> ``42``)."""
    t = s.strip()
    prev = None
    while prev != t:
        prev = t
        t = t.strip().strip("$").strip()
        for a, b in (("\\(", "\\)"), ("\\[", "\\]"), ("**", "**")):
            if t.startswith(a) and t.endswith(b) and len(t) > len(a) + len(b):
                t = t[len(a):-len(b)].strip()
        t = _WRAP_RE.sub(lambda m: next(g for g in m.groups() if g is not None), t)
        t = t.rstrip(".").strip()
    return t


# LaTeX commands that carry mathematical meaning: never dropped by :func:`_denoised`
_MEANINGFUL_CMDS = frozenset(
    "frac dfrac tfrac sqrt sin cos tan cot sec csc arcsin arccos arctan sinh cosh tanh log ln lg exp "
    "pi infty binom choose pm mp cdot times div circ deg degree prime ldots cdots dots le leq ge geq neq "
    "lt gt approx to in cup cap setminus emptyset varnothing mathbb alpha beta gamma delta theta lambda mu "
    "sigma phi omega e i".split()
)
_LEADING_NOISE_RE = re.compile(r"(?:\\([A-Za-z]+)(?![A-Za-z])(?!\s*\{)\s*|\\[,;:! ]\s*|[+=:;,~\s])*")


def _denoised(u: str) -> Optional[str]:
    """The number math-verify reads behind leading noise, or None.

    math-verify skips leading operators, punctuation, spacing and unknown argument-free
    commands before a number: it grades ``\\boxed{+ \\b+ 0}``, ``\\boxed{\\quad 5}``,
    ``\\boxed{: 12}`` and ``\\boxed{++4}`` as 0, 5, 12 and 4 (math_verify 0.9 ``parse``).
    The graded value of such an answer must be hidden like a plain number. A command with
    mathematical meaning (``\\sqrt 2``, ``\\pi``) or an argument (``\\frac{1}{2}``) stops
    the skipping, so those answers keep their own forms.
    """
    pos = 0
    while True:
        m = _LEADING_NOISE_RE.match(u, pos)
        if not m or m.end() == pos:
            break
        cmds = re.findall(r"\\([A-Za-z]+)", m.group(0))
        if any(c in _MEANINGFUL_CMDS for c in cmds):
            return None
        pos = m.end()
    if pos == 0:
        return None
    rest = u[pos:].strip()
    return rest if rest and numeric_value(rest) is not None else None


def answer_forms(answer: str) -> List[str]:
    """Texts that state ``answer``: itself, unwrapped, the right side of ``x = 5`` (the last
    side of a chain ``a = b = 5``), the
    letter and the value of a multiple-choice ``(D) 7``, the number behind leading noise
    that math-verify skips (``+ \\b+ 0`` -> ``0``, :func:`_denoised`). Deduplicated,
    non-empty."""
    forms = [answer.strip(), unwrap(answer)]
    u = unwrap(answer)
    d = _denoised(u)
    if d is not None:
        forms.append(d)
    if "=" in u and not re.search(r"[<>]|\\[lg]eq?|\\neq", u):
        # the right side of ``x = 5``; of a chain ``1120 = 2012 = 4`` the last side, which is
        # what math-verify grades (a prediction ``a = b = 4`` matches the gold ``4``)
        forms.append(unwrap(u.rsplit("=", 1)[1]))
    m = re.fullmatch(r"\(?\s*([A-Ea-e])\s*\)\s*(?:\\[ ,;:!]|~|\s)*(.*)", u)
    if m:
        forms.append(m.group(1))
        if m.group(2).strip():
            forms.append(unwrap(m.group(2)))
    out: List[str] = []
    for f in forms:
        if f and f not in out:
            out.append(f)
    return out


def numeric_value(form: str) -> Optional[Tuple[Fraction, bool]]:
    """(value, is_percent) when ``form`` is one number token (a leading number followed by
    units or words also counts: ``12 \\text{ cm}``), else ``None``."""
    t = unwrap(form)
    m = _NUMBER_RE.match(t)
    if not m:
        return None
    rest = t[m.end():].strip()
    if rest and not re.fullmatch(r"(?:\^\s*\{?\\circ\}?|\u00b0|\\,|\\ |~|\s|\\text\s*\{[^{}]*\}|\\mathrm\s*\{[^{}]*\}|[A-Za-z. ]+)*", rest):
        return None
    v = _token_value(m)
    return (v, bool(m.group("pct"))) if v is not None else None


def _literal_regex(form: str, ignore_case: bool) -> re.Pattern:
    """A regex for ``form`` up to spacing, ``\\left``/``\\right`` and ``\\dfrac``/``\\tfrac``."""
    key = re.sub(r"\\(?:left|right)(?![A-Za-z])", "", form)
    key = re.sub(r"\\[dt]frac(?![A-Za-z])", r"\\frac", key)
    key = re.sub(r"\\[,;:! ]|~|\s+", "", key)
    gap = r"(?:\s|\\left(?![A-Za-z])|\\right(?![A-Za-z])|\\[,;:! ]|~)*"
    parts, i = [], 0
    while i < len(key):
        if key.startswith("\\frac", i):
            parts.append(r"\\[dt]?frac")
            i += 5
        else:
            parts.append(re.escape(key[i]))
            i += 1
    body = gap.join(parts)
    if key[:1].isalnum():
        body = r"(?<![A-Za-z0-9])" + body
    if key[-1:].isalnum():
        body += r"(?![A-Za-z0-9])"
    return re.compile(body, re.IGNORECASE if ignore_case else 0)


def _letter_regex(letter: str) -> re.Pattern:
    """A one-letter answer in answer position: ``(D)``, ``**D**``, ``\\textbf{D}``,
    ``answer is D``, ``option D``, ``choice (D)``."""
    L = re.escape(letter)
    return re.compile(
        rf"\(\s*{L}\s*\)|\*\*\s*{L}\s*\*\*|\\(?:textbf|mathbf|text|mathrm)\s*\{{\s*\(?{L}\)?\s*\}}"
        rf"|(?i:(?<=answer is )|(?<=answer: )|(?<=option )|(?<=choice ))(?-i:{L})(?![A-Za-z0-9])"
    )


def _merge(spans: List[Tuple[int, int]]) -> List[Tuple[int, int]]:
    out: List[Tuple[int, int]] = []
    for s, e in sorted(spans):
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


# A run of a text that may state an irrational value: digits, spaces, \sqrt, \frac, \pi,
# \cdot and braces only (no + or -: a sum is work to redo, as for rational answers).
_IRR_RUN_RE = re.compile(r"(?:\d|\.(?=\d)|[ {}\[\]]|\\sqrt(?![A-Za-z])|\\[dt]?frac(?![A-Za-z])|\\pi(?![A-Za-z])|\\cdot(?![A-Za-z]))+")
_IRR_MARK_RE = re.compile(r"\\(?:sqrt|[dt]?frac|pi)(?![A-Za-z])")
_IRR_ANSWER_RE = re.compile(r"(?:\d|\.(?=\d)|[ {}\[\]+\-/()]|\\sqrt(?![A-Za-z])|\\[dt]?frac(?![A-Za-z])|\\pi(?![A-Za-z])|\\cdot(?![A-Za-z]))+")
_MAX_IRR_CHARS = 60


def _balanced(s: str) -> bool:
    depth = 0
    for ch in s:
        depth += {"{": 1, "}": -1}.get(ch, 0)
        if depth < 0:
            return False
    return depth == 0 and s.count("[") == s.count("]")


def latex_real_value(latex: str) -> Optional[float]:
    """The real value of a short constant LaTeX expression (``2\\sqrt{3}``, ``\\frac{\\pi}{2}``),
    or None: parsed by ``latex2sympy2_extended`` (the parser math-verify uses) and evaluated.
    Only strings of at most 60 characters without variables are evaluated; any parse or
    evaluation error gives None."""
    t = latex.strip()
    if not t or len(t) > _MAX_IRR_CHARS or not _balanced(t):
        return None
    return _latex_real_value(t)


_REAL_CACHE: dict = {}


def _latex_real_value(t: str) -> Optional[float]:
    if t in _REAL_CACHE:
        return _REAL_CACHE[t]
    v: Optional[float] = None
    try:
        from latex2sympy2_extended import latex2sympy  # math-verify's own LaTeX parser
        from latex2sympy2_extended.math_normalization import NormalizationConfig, normalize_latex

        cfg = NormalizationConfig(basic_latex=True, units=True, malformed_operators=True, nits=True,
                                  boxed="all", equations=False)  # math-verify 0.9's default
        e = latex2sympy(normalize_latex(t, cfg))
        if not getattr(e, "free_symbols", {None}):
            c = complex(e.evalf())
            if c.imag == 0 and c.real == c.real:
                v = c.real
    except Exception:  # noqa: BLE001 - an unparsable run states no value
        v = None
    if len(_REAL_CACHE) < 4096:
        _REAL_CACHE[t] = v
    return v


def irrational_runs(text: str) -> List[Tuple[int, int]]:
    """Spans of ``text`` that may state an irrational constant in another form
    (``\\sqrt{12}``, ``2 \\sqrt{3}``, ``\\frac{\\pi}{2}``): runs of digits, ``\\sqrt``,
    ``\\frac``, ``\\pi``, ``\\cdot`` and braces holding one of those commands, balanced,
    trimmed, at most 60 characters."""
    out = []
    for m in _IRR_RUN_RE.finditer(text):
        s, e = m.span()
        while s < e and text[s] in " []":
            s += 1
        while e > s and text[e - 1] in " []":
            e -= 1
        seg = text[s:e]
        if _IRR_MARK_RE.search(seg) and _balanced(seg) and len(seg) <= _MAX_IRR_CHARS:
            out.append((s, e))
    return out


def _irrational_target(answer: str) -> Optional[float]:
    """The real value of a constant answer that is not one rational number token
    (``2\\sqrt{3}``, ``\\pi/4``, ``1 + \\sqrt{2}``), else None."""
    u = unwrap(answer)
    if numeric_value(u) is not None or not _IRR_MARK_RE.search(u) or not _IRR_ANSWER_RE.fullmatch(u):
        return None
    return latex_real_value(u)


def value_spans(text: str, answer: str) -> List[Tuple[int, int]]:
    """Spans of ``text`` that restate ``answer`` (merged, sorted); see :func:`hide_value`."""
    spans: List[Tuple[int, int]] = []
    targets: Set[Fraction] = set()
    for f in answer_forms(answer):
        nv = numeric_value(f)
        if nv is not None:
            v, pct = nv
            targets |= {abs(v)} | ({abs(v) / 100} if pct else set())
            continue
        key = re.sub(r"\s+", "", f)
        if len(key) == 1 and key.isalpha():
            spans += [m.span() for m in _letter_regex(key).finditer(text)]
        elif key:
            words_only = bool(re.fullmatch(r"[A-Za-z][A-Za-z '\-]*", f))
            spans += [m.span() for m in _literal_regex(f, ignore_case=words_only).finditer(text)]
    irr = _irrational_target(answer) if not targets else None
    if irr is not None:  # the same constant in another form: \sqrt{12} for 2\sqrt{3}
        for s, e in irrational_runs(text):
            v = latex_real_value(text[s:e])
            if v is not None and math.isclose(v, irr, rel_tol=1e-9, abs_tol=1e-12):
                spans.append((s, e))
    if targets:
        for tok in number_tokens(text):
            vals = {abs(tok.value)} | ({abs(tok.value) / 100} if tok.percent else set())
            vals |= {abs(p) for p in group_parts(text, tok)}
            if vals & targets:
                spans.append((tok.start, tok.end))
        for t in targets:
            if t.denominator == 1 and t < 10**6:
                spans += [m.span() for m in _words_regex(int(t)).finditer(text)]
    return _merge(spans)


def hide_value(text: str, answer: str, placeholder: str = HIDDEN) -> str:
    """``text`` with every restatement of ``answer`` replaced by ``placeholder``.

    Args:
        text: a summary's visible text (boxes already hidden).
        answer: one graded answer (LaTeX, as the verifier extracted it).

    Returns:
        The text; unchanged when nothing restates the answer.
    """
    out, prev = [], 0
    for s, e in value_spans(text, answer):
        out.append(text[prev:s])
        out.append(placeholder)
        prev = e
    out.append(text[prev:])
    return "".join(out)
