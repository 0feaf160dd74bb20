"""Values in math spans (relation sides, lists, exponents) and plain-text formulas, constants,
complex numbers, inequalities and bracketed tuples/sets/intervals."""
from __future__ import annotations

import re
from typing import Any, List, Sequence, Tuple

from agon_mcore.agon.answer_forms.values import Mention, _sp, latex_value, plain_value

# ----------------------------------------------------------------------------- math spans

# (a dollar sign before a digit opens math only where its closing one follows a non-blank and no digit follows it, the
# rule Pandoc uses: "$36000 - $1200 = $34800" is money, "$3 + 4$" is math)
_MATH_SPAN_RE = re.compile(
    r"\$\$(?P<a>.+?)\$\$|(?<!\\)\$(?!\d)(?P<b>[^$]+?)\$|(?<!\\)\$(?=\d)(?P<b2>[^$]*?[^\s$])\$(?!\d)|"
    r"\\\((?P<c>.+?)\\\)|\\\[(?P<d>.+?)\\\]"
    r"|\\begin\{(?P<env>equation|align|gather|multline|eqnarray|displaymath|math)\*?\}(?P<e>.+?)\\end\{(?P=env)\*?\}",
    re.DOTALL,
)
_REL_SPLIT_RE = re.compile(
    r"=|<|>|≈|≤|≥|≠|\\(?:le|ge|leq|geq|lt|gt|approx|neq|ne|to|Rightarrow|rightarrow|implies|iff|equiv|sim|quad|qquad)(?![A-Za-z])"
    r"|\\text\s*\{[^{}]*\}|;|&|\\\\"
)
_ARITH_RE = re.compile(r"(?<=[\w})\].!])\s*(?:[-+*]|\\times|\\cdot|\\div)\s*(?=[\w\\({\[.])")
_SCI_ONLY = re.compile(r"^\s*[-+]?\d+(?:\.\d+)?\s*(?:\\times|\\cdot|\*)\s*10\s*\^")


_BARE_CMD = r"\\(?:sqrt|[dtc]?frac|pi|binom)(?![A-Za-z])(?:\s*\[[^\]\n]{0,8}\])?(?:\s*\{(?:[^{}\n]|\{[^{}\n]*\}){0,40}\}|\s*\d(?=\d?\b))*"
_BARE_TERM = r"(?:[-−]?\d+(?:\.\d+)?\s*)?" + _BARE_CMD + r"(?:\s*\\pi(?![A-Za-z]))?"
# one term: an operation between terms in prose is left to the plain readers ("10 \\cdot \\frac{3}{2} = 15" is work)
_BARE_LATEX = re.compile(r"(?<![\\\w$^_{])" + _BARE_TERM + r"(?!\s*(?:[-+*/^]|\\cdot|\\times))")


def math_spans(text: str) -> List[Tuple[int, int]]:
    """Spans of the bodies of math delimiters (``$..$``, ``$$..$$``, ``\\(..\\)``,
    ``\\[..\\]``, display environments; a TeX group around a whole body is left out) and of boxes outside them."""
    out = []
    for m in _MATH_SPAN_RE.finditer(text):
        for g in ("a", "b", "b2", "c", "d", "e"):
            if m.group(g) is not None:
                out.append(_inside_group(text, *m.span(g)))
    # a box outside math delimiters (``\\boxed{\\sqrt{2}}`` in prose) is read as math too
    from agon_mcore.verify.answer import boxed_spans

    for _, end, cs, ce in boxed_spans(text):
        if end >= 0 and ce > cs and not any(s <= cs < e for s, e in out):
            out.append((cs, ce))
    out.sort()
    return out


def bare_latex_spans(text: str, taken: Sequence[Tuple[int, int]] = ()) -> List[Tuple[int, int]]:
    """LaTeX runs written in prose without delimiters (``so r = 2\\sqrt{2}.``, ``about \\frac{\\pi}{4} of it``: a
    model's output often drops the dollars) outside the spans ``taken`` (:func:`math_spans`): the value readers read
    them as math. A run is one term: a coefficient, a ``\\sqrt``/``\\frac``/``\\pi``/``\\binom`` with its arguments, not
    an operand of an operation after it. A piece cut out of a formula (unbalanced delimiters) has none."""
    if "\\" not in text:
        return []
    dollars = re.findall(r"(?<!\\)\$\$?", text)  # delimiters: "$$" is one
    if len(dollars) % 2 or text.count("\\(") != text.count("\\)") or text.count("\\[") != text.count("\\]"):
        return []  # a piece cut out of a formula ("$$d = 50 \\cdot \\frac{9}{4} ="): its LaTeX is math already
    return [m.span() for m in _BARE_LATEX.finditer(text)
            if not re.match(r"\s*[{\[\d]", text[m.end():]) and not _DIGIT_FRACTION.fullmatch(m.group())  # whole terms;
            and not any(s <= m.start() < e or m.start() <= s < m.end() for s, e in taken)]  # digit fractions: numbers


_DIGIT_FRACTION = re.compile(r"[-−]?\\[dtc]?frac\s*(?:\{\s*\d+\s*\}\s*\{\s*\d+\s*\}|\d\d)")


def _inside_group(text: str, s: int, e: int) -> Tuple[int, int]:
    """The body ``text[s:e]`` without a TeX group around all of it (``${\\color{white} r = 2\\sqrt{2}}$``: the colour
    is markup, read away before; the braces group and print nothing), so its relations split as usual. A group with
    a top-level comma is kept (``{1, 2, 3}`` is meant as a set)."""
    while True:
        a, b = s, e
        while a < b and text[a].isspace():
            a += 1
        while b > a and text[b - 1].isspace():
            b -= 1
        if b - a < 3 or text[a] != "{" or text[b - 1] != "}" or (a > 0 and text[a - 1] == "\\"):
            return s, e
        depth = 0
        for i in range(a, b):
            c = text[i]
            depth += (c == "{") - (c == "}")
            if depth == 0 and i < b - 1:
                return s, e  # "{a}{b}": the first group closes before the end
            if c == "," and depth == 1:
                return s, e
        s, e = a + 1, b - 1


def _top_level_split(s: str, base: int, seps: str = ",") -> List[Tuple[int, int]]:
    out, depth, prev = [], 0, 0
    i = 0
    while i < len(s):
        c = s[i]
        if c == "\\" and i + 1 < len(s) and s[i + 1] in "{}":
            i += 2
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c in seps and depth == 0:
            out.append((base + prev, base + i))
            prev = i + 1
        i += 1
    out.append((base + prev, base + len(s)))
    return out


def _is_arith(s: str) -> bool:
    if _SCI_ONLY.match(s):
        return False
    t = re.sub(r"^\s*[-+−]", "", s.strip())
    return bool(_ARITH_RE.search(t))


# an arithmetic progression of integers that goes on: three terms, then an ellipsis
_ENDLESS_RE = re.compile(r"(?<![\w.])([-−]?\d+)\s*,\s*([-−]?\d+)\s*,\s*([-−]?\d+)\s*,?\s*(?:\\[lc]?dots|…|\.\.\.)(?!\s*,?\s*[-−]?\d)")
_NEGATED_VAR = re.compile(r"\s*[-−]\s*[A-Za-z]\s*")  # a relation's left side that is one variable negated
_NUMERAL = re.compile(r"\d+(?:\.\d+)?")


_OPS_WRITTEN = re.compile(r"\\(?:frac|dfrac|tfrac|sqrt|cdot|times|div)(?![A-Za-z])|[-+*/^]")
_OPS_SYMPY = re.compile(r"\*\*|sqrt|exp\(|[-+*/]")  # exp(2) is written e^2: one power


_FRAC = r"\\[dtc]?frac\s*\{(?:[^{}]|\{[^{}]*\})*\}\s*\{(?:[^{}]|\{[^{}]*\})*\}"  # one level of braces inside
_TIMES = r"\s*(?:\\cdot|\\times|[·×*])\s*"
# a fraction multiplied by a sign (``\frac12\cdot\frac{\pi}{e}``, ``2\pi i\cdot\frac{e^{2i}}{2i}``, ``\frac{3i}{4}\cdot\left(-\frac49\right)``)
_FRACTION_PRODUCT = re.compile(_FRAC + _TIMES + r"(?:\\left\s*)?\(?\s*[-−]?\s*\S|\S" + _TIMES + r"(?:\\left\s*)?\(?\s*[-−]?\s*" + _FRAC)
_DIGIT_FRAC = re.compile(r"\\([dtc]?frac)\s*(\d)\s*(\d)")


def braced_fractions(latex: str) -> str:
    """``latex`` with digit-pair fractions braced (``\\frac12`` -> ``\\frac{1}{2}``: one over two, two numerals)."""
    return _DIGIT_FRAC.sub(r"\\\1{\2}{\3}", latex)


def fraction_product(latex: str) -> bool:
    """Whether ``latex`` multiplies a fraction by a product sign (``\\frac12\\cdot\\frac{\\pi}{e}``,
    ``2\\pi i\\cdot\\frac{e^{2i}}{2i}``, ``4!\\cdot\\frac{t^2}{8}``): no closed form of a value is written so, it is a
    product still to do, whatever the answer (the reader's ``pending`` kind, the results pass' licence, the final
    result pass). Raises nothing."""
    return bool(_FRACTION_PRODUCT.search(braced_fractions(latex)))


def _reducible(written: str, value: Any) -> bool:
    """Whether a number's written form is arithmetic still to do rather than a name of the value.

    A form with fewer numerals than the value's own (sympy's evaluated form) names it (``e^{i\\pi}`` for -1,
    ``e^{\\ln 5}``): not arithmetic. A rational value otherwise: arithmetic (``36 - 19``, ``3 \\div 20``,
    ``\\frac{-(-6)}{5}``, ``3 \\cdot 2^7``; the caller's rule decides). An irrational value: arithmetic where the
    form writes more numerals than the value's own form, others, or more operations (``\\frac{2 + \\sqrt{76}}{2}``,
    ``4\\sqrt2 + 2\\sqrt2``, ``\\sqrt2 \\cdot \\sqrt3``); a closed form that is already the value's own (``1 + \\sqrt{19}``,
    ``\\frac{1 + \\sqrt5}{2}``, ``2\\sqrt3 - 1``) states the value; so does a complex number's polar form, its angle
    read as a direction (``-\\sqrt3\\,e^{i\\pi/2}`` for ``-i\\sqrt3``). Anything but a single number: True."""
    if not getattr(value, "is_number", False):
        return True
    try:
        own = str(_sp().expand(_sp().sympify(str(value))))  # the parser keeps the written form: evaluate it
    except Exception:  # noqa: BLE001 - an unprintable value: keep the caller's verdict
        return True
    if not_real(value):  # a complex number in polar form: the angle names a direction, not arithmetic
        written = _POLAR_ANGLE.sub("e^{i}", written)
    written = braced_fractions(written)  # "\frac12" is 1 over 2: two numerals
    written = _HALF_POWER.sub("^{h}", written)  # a power one half is a square root (``2^{1/2}`` for ``\sqrt2``): no numerals
    if _FRACTION_PRODUCT.search(written):
        return True  # two fractions multiplied (``\frac12\cdot\frac{\pi}{e}``): no closed form writes that, still to do
    wrote, canon = _NUMERAL.findall(written), _NUMERAL.findall(own)
    if len(wrote) < len(canon):
        return False
    if getattr(value, "is_rational", False) or len(wrote) > len(canon) or sorted(wrote) != sorted(canon):
        return True
    return len(_OPS_WRITTEN.findall(written.replace("\\sqrt", "\\sqrt "))) > len(_OPS_SYMPY.findall(own))


_HALF_POWER = re.compile(r"\^\s*(?:\{\s*\(?\s*(?:1\s*/\s*2|0?\.5|\\[dt]?frac\s*\{?\s*1\s*\}?\s*\{?\s*2\s*\}?)\s*\)?\s*\}|"
                         r"\(\s*(?:1\s*/\s*2|0?\.5)\s*\)|0?\.5(?![\d.]))")


def not_real(value: Any) -> bool:
    """``value.is_real is False``, asked safely: sympy's assumption system may raise on a parsed expression
    (``InconsistentAssumptions``); then the answer is no."""
    try:
        return getattr(value, "is_real", None) is False
    except Exception:  # noqa: BLE001
        return False


_POLAR_ANGLE = re.compile(r"e\s*\^\s*\{[^{}]*?\bi\b[^{}]*\}|e\s*\^\s*\{[^{}]*?i\\pi[^{}]*\}|\\operatorname\{cis\}\s*\([^()]*\)")
_LOG_BASE_E = re.compile(r"\\log\s*_\s*(?:\{\s*e\s*\}|e(?![A-Za-z]))")  # \log_e: the base e is no variable


def latex_mentions(text: str, want_symbolic: bool) -> List[Mention]:
    """Values in math spans: each relation side and each top-level comma part (kind
    ``latex``), the whole body when it is a relation or a list; exponents and coefficients
    (kinds ``exp``/``coef``). ``want_symbolic``: also parse sides with variables (costs a
    parser call each)."""
    sp = _sp()
    out: List[Mention] = []
    spans = math_spans(text)
    for bs, be in sorted(spans + bare_latex_spans(text, spans)):
        body = text[bs:be]
        pieces: List[Tuple[int, int]] = []
        prev = 0
        for m in _REL_SPLIT_RE.finditer(body):
            pieces.append((bs + prev, bs + m.start()))
            prev = m.end()
        pieces.append((bs + prev, be))
        cand: List[Tuple[int, int]] = list(pieces)
        if len(pieces) == 2 and _NEGATED_VAR.fullmatch(text, pieces[0][0], pieces[0][1]) and "=" in text[pieces[0][1]:pieces[1][0]]:
            rs, re_ = pieces[1]
            rhs = text[rs:re_].strip().rstrip(".,")
            v = latex_value(rhs) if rhs else None
            if v is not None and getattr(v, "is_number", False):  # "-a = 256" states a = -256
                off = len(text[rs:re_]) - len(text[rs:re_].lstrip())
                out.append(Mention(rs + off, rs + off + len(rhs), -v, "latex"))
        for ps, pe in pieces:
            parts = _top_level_split(text[ps:pe], ps)
            if len(parts) > 1:
                cand += parts
        if want_symbolic and (len(pieces) > 1 or "," in body):
            cand.append((bs, be))
        seen = set()
        for ps, pe in cand:
            seg = text[ps:pe]
            ls = len(seg) - len(seg.lstrip())
            rs = len(seg.rstrip().rstrip(".,"))
            ps2, pe2 = ps + ls, ps + rs
            if pe2 <= ps2 or (ps2, pe2) in seen:
                continue
            seen.add((ps2, pe2))
            s2 = text[ps2:pe2]
            has_cmd = "\\" in s2 or "{" in s2
            has_var = bool(re.search(r"(?<![\\A-Za-z])[A-Za-z](?![A-Za-z])", re.sub(r"\\[A-Za-z]+", "", _LOG_BASE_E.sub(r"\\ln ", s2))))
            if not has_cmd and not has_var and not re.search(r"[,()\[\]]", s2):
                continue  # plain numbers: number_mentions reads them
            if has_var and not want_symbolic and not re.search(r"\\(?:sqrt|pi|frac)", s2):
                continue
            if has_var and not want_symbolic:
                continue
            v = latex_value(s2)
            if v is None or isinstance(v, sp.Symbol):
                continue
            work = (_is_arith(s2) or (bool(re.search(r"\\sqrt|\^|\\frac", s2)) and bool(getattr(v, "is_rational", False))
                                      and not re.fullmatch(r"\s*-?\\[dtc]?frac\s*\{\s*-?\d+\s*\}\s*\{\s*\d+\s*\}\s*", s2))) \
                and _reducible(s2, v)
            # a fraction multiplied by a sign is a product still to do whatever the value (``\\frac12\\cdot\\frac{\\pi}{e}``)
            pending = fraction_product(s2)
            out.append(Mention(ps2, pe2, v, "pending" if pending else "latex", arith=work or pending))
        # exponents: an integer is a formula's degree (``exp``, a part); a fractional power in decimals or slashes
        # (``4^{1.5}``, ``8^{2/3}``) is no degree, so it is read as a value
        for m in re.finditer(r"\^\s*\{?\s*(-?\d+(?:\.\d+|\s*/\s*[1-9]\d*(?=\s*\}))?)\s*\}?", body):
            v = sp.Rational(re.sub(r"\s", "", m.group(1)))
            out.append(Mention(bs + m.start(1), bs + m.end(1), v, "exp" if v.is_Integer else "number"))
    return out


# two formulas joined by an operation in words ("$2i$ times $\\pi f(x)$", "$3$ over $\\sqrt{2}$")
_WORDED_OP = re.compile(r"(?<!\\)\$([^$\n]{1,60})(?<!\\)\$\s+(times|multiplied\s+by|over|divided\s+by|plus|minus)\s+"
                        r"(?<!\\)\$([^$\n]{1,60})(?<!\\)\$")
_WORD_OP = {"times": "\\cdot", "over": "/", "plus": "+", "minus": "-"}


def worded_operation_mentions(text: str) -> List[Mention]:
    """Two formulas joined by an operation written as a word (``$2i$ times $\\pi f(x)$``, ``$3$ over $\\sqrt2$``): the
    value of the whole (kind ``latex``); ``arith`` when it is arithmetic still to do (``$3$ times $5$``: more numerals
    than the value's own form, :func:`_reducible`), so a closed form split in words (``$3$ times $\\pi$`` for
    ``3\\pi``) states the value and a product to compute stays work."""
    if "$" not in text or not re.search(r"\b(?:times|by|over|plus|minus)\b", text):
        return []
    out = []
    for m in _WORDED_OP.finditer(text):
        a, b = m.group(1).strip(), m.group(3).strip()
        if re.search(r"[=<>]|\\(?:le|ge|neq?|approx)(?![A-Za-z])", a + b):
            continue  # a relation on either side is no operand
        op = _WORD_OP.get(m.group(2).split()[0], "\\cdot" if m.group(2).startswith("multiplied") else "/")
        latex = f"({a}) {op} ({b})"
        v = latex_value(latex)
        if v is None or isinstance(v, _sp().Symbol):
            continue
        out.append(Mention(m.start(), m.end(), v, "latex", arith=_reducible(f"{a} {op} {b}", v)))
    return out


_PLAIN_CONST_RE = re.compile(
    r"(?:\d+(?:\.\d+)?\s*\*?\s*\\?(?=pi\b)|\d+(?:\.\d+)?\s*\*?\s*)?(?:sqrt\s*\(\s*\d+(?:\.\d+)?\s*\)|sqrt\s*\d+|√\s*\(?\s*\d+(?:\.\d+)?\s*\)?|π|\bpi\b|"
    r"\d+\s*(?:\^|\*\*)\s*\(\s*-?\d+\s*/\s*\d+\s*\)|\d+\s*(?:\^|\*\*)\s*0?\.\d+)(?:\s*/\s*\d+)?"
)
_LEAD_SIGN = re.compile(r"[-−]\s*$")  # a sign right before a constant
_ZERO_IMAGINARY = re.compile(r"[-+]\s*0+(?:\.0+)?\s*i\b")
_COMPLEX_RE = re.compile(r"(?<![\w.])[-−]?\d+(?:\.\d+)?\s*[-+]\s*\d*(?:\.\d+)?\s*i(?![A-Za-z])|(?<![\w.])[-−]?\d*(?:\.\d+)?\s*i\s*[-+]\s*\d+(?:\.\d+)?(?![\w.])")
_PLAIN_INEQ_RE = re.compile(
    r"(?<![\w.])(?:-?\d+(?:\.\d+)?\s*(?:<=|>=|<|>|≤|≥)\s*)?[a-z]\s*(?:<=|>=|<|>|≤|≥)\s*-?\d+(?:\.\d+)?(?![\w.])"
    r"|(?<![\w.])-?\d+(?:\.\d+)?\s*(?:<=|>=|<|>|≤|≥)\s*[a-z](?![\w])")
_PLAIN_FORMULA_RE = re.compile(r"(?<![A-Za-z\\])(?:[-(]*\s*(?:\d+(?:\.\d+)?|[a-z](?![A-Za-z]))[\s)]*(?:(?:\*\*|[-+*/^=])\s*|(?=\())?)+"
                               r"(?:\d+|[a-z](?![A-Za-z]))?\)*")
# a bracketed group; an interval may open with "]" and close with "[" (ISO 80000-2's outward brackets: ]3, 4] = (3, 4])
_BRACKET_RE = re.compile(r"(?:\\left)?[(\[\]][^()\[\]$\n]{1,60}?(?:\\right)?[)\]\[]|\\\{[^{}$\n]{1,60}?\\\}")
_OUTWARD_OPEN = re.compile(r"^((?:\\left)?\s*)\]")
_OUTWARD_CLOSE = re.compile(r"\[$")


# Euler's number in plain text ("e^2", "e - 1", "1/e", "2e", a bare "e"): a run of numbers, operators and the
# standalone letter e (not "e.g.", not a word's letter)
_PLAIN_EULER_RE = re.compile(r"(?<![A-Za-z0-9_\\.^])(?:[-+*/^()·−]|\s(?=[-+*/^()·−\d]|e\b|exp\(|ln\()|\d+(?:\.\d+)?|"
                             r"(?<![A-Za-z])(?:exp|ln)(?=\()|(?<![A-Za-z])e(?![A-Za-z]|\.[A-Za-z]))+")


def plain_mentions(text: str, want_symbolic: bool, euler: bool = False) -> List[Mention]:
    """Constants, complex numbers, inequalities and bracketed tuples/sets/intervals written
    in plain text (outside or inside math). ``euler``: the answer is in Euler's number, so a standalone letter
    e in a run of numbers and operators is the constant (``e^2``, ``1/e``, ``e - 1``)."""
    sp = _sp()
    out = []
    if euler:
        for m in _PLAIN_EULER_RE.finditer(text):
            run = m.group(0).strip().rstrip("-+*/^·−").strip()  # a leading minus is the value's sign
            if not re.search(r"(?<![A-Za-z])(?:e(?![A-Za-z])|exp\(|ln\()", run) or run.count("(") != run.count(")"):
                continue
            v = plain_value(run.replace("·", "*").replace("−", "-"), euler=True)
            if v is not None:
                s0 = m.start() + m.group(0).index(run)
                out.append(Mention(s0, s0 + len(run), v, "expr"))
    for m in _PLAIN_CONST_RE.finditer(text):  # a coefficient glued to LaTeX's \pi is one value ("2\pi", not pi)
        v = plain_value(m.group(0).replace("\\pi", "pi"))
        if v is not None:
            sign = _LEAD_SIGN.search(text, max(0, m.start() - 3), m.start())  # "−π/3": a sign after no operand
            sign = sign if sign and not re.search(r"(?:\d|[)\]}π]|(?<![A-Za-z])[A-Za-z])\s*$", text[:sign.start()]) else None
            if sign and not v.is_Rational:
                out.append(Mention(sign.start(), m.end(), -v, "expr"))
            out.append(Mention(m.start(), m.end(), v, "expr", arith=bool(v.is_Rational)))
    for m in _COMPLEX_RE.finditer(text):
        v = plain_value(m.group(0).replace("i", "*i").replace("+*i", "+i").replace("-*i", "-i").lstrip("*"))
        if v is not None and (not v.is_real or _ZERO_IMAGINARY.search(m.group(0))):  # "0 + 0i": a complex number
            out.append(Mention(m.start(), m.end(), v, "expr"))
    for m in _ENDLESS_RE.finditer(text):  # "3, 4, 5, \\dots": the integers from 3 on, in steps of 1
        a, b, c = (int(m.group(k).replace("−", "-")) for k in (1, 2, 3))
        if b - a == c - b != 0:
            out.append(Mention(m.start(), m.end(), sp.Range(a, sp.oo, b - a) if b > a else sp.Range(a, -sp.oo, b - a), "latex"))
    if want_symbolic:
        for m in _PLAIN_INEQ_RE.finditer(text):
            t = m.group(0).replace("<=", "\\le ").replace(">=", "\\ge ")
            v = latex_value(t)
            if v is not None and isinstance(v, (sp.Rel, sp.And)):
                out.append(Mention(m.start(), m.end(), v, "latex"))
        for m in _PLAIN_FORMULA_RE.finditer(text):
            t = m.group(0).strip()
            if not re.search(r"[a-z]", t) or not re.search(r"[-+*/^=()]", t) or len(t) > 80:
                continue
            v = latex_value(t.replace("**", "^"))
            if v is not None and not isinstance(v, sp.Symbol) and getattr(v, "free_symbols", None):
                out.append(Mention(m.start(), m.start() + len(m.group(0).rstrip()), v, "latex"))
        for m in _BRACKET_RE.finditer(text):
            inner = m.group(0)
            if "," not in inner and not re.search(r"(?<!\\);", inner):  # ";" separates where "," is the decimal mark
                if not inner.startswith("\\{"):
                    continue
            elif "," not in inner:
                inner = re.sub(r"(?<!\\);", ",", inner)
            inner = _OUTWARD_CLOSE.sub(")", _OUTWARD_OPEN.sub(r"\1(", inner))  # outward brackets as parentheses
            v = latex_value(inner)
            if v is not None and isinstance(v, (sp.Tuple, sp.Set)):
                out.append(Mention(m.start(), m.end(), v, "latex"))
    return out


