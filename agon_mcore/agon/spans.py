"""Spans of a math draft that the summarizer reads or rewrites: arithmetic that evaluates to a
value, replacing spans (failing closed on overlaps), merging the conclusion's placeholders, and
the roles a number plays before the conclusion (a line label, a LaTeX argument, worked work, work
on givens, an aside). Used by :mod:`agon_mcore.agon.conclusion` and :mod:`agon_mcore.agon.summary`.
"""
from __future__ import annotations

import ast
import math
import operator
import re
from fractions import Fraction
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms import number_mentions, values_equal, word_mentions

# ----------------------------------------------------------------------------- arithmetic spans

_ARITH_TOKEN = r"(?:\d{1,3}(?:,\d{3})+(?![\d,])(?:\.\d+)?|\d+(?:\.\d+)?|\\cdot|\\times|\\div|\\left|\\right|[-+−*/×·÷^(){}\[\]]|[ \t]+)"
_ARITH_RUN = re.compile(rf"{_ARITH_TOKEN}+")
_FRAC = re.compile(r"\\[dtc]?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}")
_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def _eval(node) -> Fraction:
    if isinstance(node, ast.Expression):
        return _eval(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return Fraction(str(node.value))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        v = _eval(node.operand)
        return -v if isinstance(node.op, ast.USub) else v
    if isinstance(node, ast.BinOp):
        a, b = _eval(node.left), _eval(node.right)
        if isinstance(node.op, ast.Pow):
            if b.denominator != 1 or abs(b) > 64 or abs(a) > 10 ** 6:
                raise ValueError("power out of range")
            return a ** int(b)
        return _OPS[type(node.op)](a, b)
    raise ValueError("not arithmetic")


def _arith_value(expr: str) -> Optional[Fraction]:
    e = re.sub(r"\\cdot|\\times|[×·]", "*", re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", expr))  # "2,000": one number
    e = re.sub(r"\\div|÷", "/", e).replace("−", "-").replace("^", "**").replace("{", "(").replace("}", ")")
    e = re.sub(r"\\left|\\right", "", e).replace("[", "(").replace("]", ")")
    e = re.sub(r"(?<=\d)\s*\(", "*(", re.sub(r"\)\s*(?=[\d(])", ")*", e))  # 2(3+4), (1+2)(3)
    try:
        return _eval(ast.parse(e.strip(), mode="eval"))
    except (SyntaxError, ValueError, ZeroDivisionError, KeyError, TypeError, RecursionError, OverflowError):
        return None


def arith_spans(text: str) -> List[Tuple[int, int, Fraction, bool]]:
    """Arithmetic written out in ``text`` (digits with or without thousands commas, operators, brackets, ``\\cdot``,
    ``\\frac``),
    each maximal run that evaluates: ``(start, end, value, single_fraction)``; a lone number is
    not arithmetic; ``single_fraction`` marks ``a/b`` and ``\\frac{a}{b}`` (a value's notation)."""
    out = []
    # \\frac{a}{b} -> "(a)/(b)" padded to the same length, so offsets stay those of ``text``
    fr = [(m.start(), m.end()) for m in _FRAC.finditer(text)]
    t = _FRAC.sub(lambda m: ("(" + m.group(1) + ")/(" + m.group(2) + ")").ljust(len(m.group(0))), text)
    for m in _ARITH_RUN.finditer(t):
        s, e = m.span()
        while s < e and t[s] in " \t)}]":
            s += 1
        while e > s and t[e - 1] in " \t({[-+−*/×·÷^":
            e -= 1
        for _ in range(3):  # unbalanced brackets at the ends
            seg = t[s:e]
            if seg.count("(") > seg.count(")") and t[s] in "({[":
                s += 1
            elif seg.count(")") > seg.count("(") and t[e - 1] in ")}]":
                e -= 1
        seg = t[s:e]
        if not re.search(r"[\d)]\s*(?:[-+−*/×·÷^]|\\cdot|\\times|\\div)\s*[\d({]|\)\s*[(\d]|\d\s*\(", seg):
            continue
        v = _arith_value(seg)
        if v is None:
            continue
        for a, b in fr:  # snap to whole \\frac commands
            if a < e and s < b:
                s, e = min(s, a), max(e, b)
        single = bool(re.fullmatch(r"[(\s]*\d+[)\s]*/[(\s]*\d+[)\s]*", seg))
        out.append((s, e, v, single))
    return out


_DEGREES = re.compile(r"\^\s*(?:\{\s*\\circ\s*\}|\\circ)|°")
_ONE_NUMBER = re.compile(r"\s*\$?\s*([-−]?\d+(?:\.\d+)?(?:\s*/\s*\d+)?)\s*\$?\s*[.,;]?\s*")


def evaluated_left(left: str, content: str) -> Optional[Fraction]:
    """The value of a relation's result slot ``content`` where it is one number (``5/3``, ``-2``, ``0.75``) and the
    arithmetic that ends ``left`` (the text before the slot, through its ``=``) evaluates to exactly that number
    (``(-3-2)/(-3) = 5/3``): the slot then states what the shown work computes, a value read as a value. None
    otherwise (a lone number on the left, no ``=``, another value). Raises nothing."""
    content, left = _DEGREES.sub("", content), _DEGREES.sub("", left)  # "\\frac{360^\\circ}{9} = 40^\\circ": one unit on both sides
    m = _ONE_NUMBER.fullmatch(content)
    eq = re.search(r"=\s*\$?\s*$", left)
    if not m or not eq:
        return None
    v = _arith_value(m.group(1))
    runs = [r for r in arith_spans(left[:eq.start()]) if not left[r[1]:eq.start()].strip(" \t$")]
    if not runs or v is None or runs[-1][2] != v:
        return None
    if runs[-1][3]:  # one fraction on the left: a division to do where it reduces (360/9), a value's notation where not
        n, d = (int(x) for x in re.findall(r"\d+", left[runs[-1][0]:runs[-1][1]])[:2])
        return v if math.gcd(n, d) > 1 else None
    return v


# ----------------------------------------------------------------------------- replacing spans

def placeholder_groups(spans: Sequence[Tuple[int, int, str]]) -> List[List]:
    """The placeholders :func:`replace_spans` writes: ``[start, end, placeholder, width]`` per union of overlapping
    spans (sorted by start), each with the placeholder of its widest span."""
    groups: List[List] = []
    for start, end, new in sorted(spans, key=lambda x: (x[0], -x[1])):
        if groups and start < groups[-1][1]:
            g = groups[-1]
            if end - start > g[3]:
                g[2], g[3] = new, end - start
            g[1] = max(g[1], end)
        else:
            groups.append([start, end, new, end - start])
    return groups


def apply_edits(text: str, edits: Sequence[Tuple[int, int, str]]):
    """``text`` with each ``(start, end, replacement)`` of ``edits`` (sorted, non-overlapping) applied, and a function
    that maps a span of the result back onto ``text``: ``(start, end)`` -> ``(start, end)`` in characters; a piece of
    a replacement maps to the whole text it replaced. The one mapping the summary's placeholders
    (``agon.reader_closed``) and the reader's markup edits (``agon.leak``) both use. Raises nothing."""
    pieces: List[Tuple[int, int, int, int, bool]] = []  # (result start, result end, text start, text end, replaced)
    out: List[str] = []
    pos = prev = 0
    for start, end, rep in edits:
        pieces += [(pos, pos + start - prev, prev, start, False), (pos + start - prev, pos + start - prev + len(rep), start, end, True)]
        pos += start - prev + len(rep)
        out += [text[prev:start], rep]
        prev = end
    pieces.append((pos, pos + len(text) - prev, prev, len(text), False))
    out.append(text[prev:])

    def back(s: int, e: int) -> Tuple[int, int]:
        ts = next((qs if rep else qs + s - ps for ps, pe, qs, _, rep in pieces if ps <= s < pe or s == pe == ps), 0)
        te = next((qe if rep else qs + e - ps for ps, pe, qs, qe, rep in pieces if ps < e <= pe), len(text))
        return ts, max(ts, te)

    return "".join(out), back


def replace_spans(text: str, spans: List[Tuple[int, int, str]], balance: bool = False) -> Tuple[str, List[str]]:
    """Replace ``(start, end, new)`` spans (any order). Overlapping spans hide their union (fail
    closed: no text that a rule hides survives because another rule hid part of it first), with
    the placeholder of the widest. ``balance``: a placeholder takes the math or bold delimiters its
    span opens or closes (``agon_mcore.agon.worklost.balanced_placeholder``). Returns (text, the
    replaced originals)."""
    groups = placeholder_groups(spans)
    return placeholder_text(text, groups, balance)[0], [text[start:end] for start, end, _, _ in groups]


def placeholder_text(text: str, groups: Sequence[List], balance: bool = True):
    """:func:`apply_edits` for :func:`placeholder_groups`: the text with each group's placeholder (balanced when
    ``balance``, ``agon_mcore.agon.worklost.balanced_placeholder``) and the map of its spans back onto ``text``."""
    from agon_mcore.agon.worklost import balanced_placeholder

    read = currency_blanked(text) if balance and "$" in text else text  # once: "$2 / 2" is a dollar sign, no math
    return apply_edits(text, [(start, end, balanced_placeholder(read, start, end, new) if balance else new)
                              for start, end, new, _ in groups])


def merge_conclusion(vis: str, old: List[Tuple[int, int, str]], extra, placeholder: str,
                     trim: Optional[Tuple[Sequence[str], Optional[str], Optional[int]]] = None) -> List[Tuple[int, int, str]]:
    """The conclusion's placeholders: the restatement rule's spans and the ``extra`` intervals
    (the cut after the final derivation, the tail after the anchor) merged where they overlap or
    only blanks separate them. ``trim``: ``(answers, problem, where the final derivation's result starts or
    None)``: the merged region then keeps only the units that state the answer or restate it, the units of work
    leave it (``agon_mcore.agon.conclusion_extent.trim_conclusion``) and go through the passes after it."""
    ivs = sorted([[s, e] for s, e, _ in old] + [list(x) for x in extra])
    out: List[List[int]] = []
    for s, e in ivs:
        if out and (s <= out[-1][1] or vis[out[-1][1]:s].strip() == ""):
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    merged = [(s, e, placeholder) for s, e in out]
    if trim is None:
        return merged
    from agon_mcore.agon.conclusion_extent import trim_conclusion

    return trim_conclusion(vis, merged, trim[0], trim[1], placeholder, trim[2])


# ----------------------------------------------------------------------------- roles before the cut (summary.py)

# a LaTeX or plain expression still to evaluate ("\\binom{12}{4}"), not a stated value
EXPRESSION = re.compile(r"\\(?:binom|sum|prod|int|lim)|\\cdot|\\times|(?<=\d)\s*[-+*×·]\s*(?=\d)|!")
_NOT_A_NOUN = re.compile(r"\b(?:the|a|an|of|to|at|about|around|approximately|exactly|just|only|be|is|are|was|equals?|gives?|get|got|"
                         r"makes?|or|and|as|either|maybe|perhaps|roughly|nearly|guess|say|than|like|with|answer|total|result)\s+$", re.I)


# a word that opens a statement, not a label noun ("So 72 is the total", "Thus 5 works", "Total 12")
_CONNECTIVE = re.compile(r"(?i)\s*[*#>-]*\s*(?:so|thus|hence|therefore|then|now|finally|altogether|overall|total|answer|result|"
                         r"only|just|exactly|approximately|about|roughly|also|here|clearly|indeed|consequently|ergo|"
                         r"maybe|perhaps|yes|no|and|but|or|which|that|giving|gives|get|gets|got|yielding|leaving|equals|"
                         r"is|was|are|sum|count|net|all|both|each|every|hmm|ok|okay|right|well|again)\s+")


def label(vis: str, start: int, s: int, e: int) -> bool:
    """A number that labels a line ("Step 2:", "Case 3."): a capitalised word opening the line before
    it, or a colon right after it; not a statement of the answer."""
    line = vis[vis.rfind("\n", 0, s) + 1:s]
    if _CONNECTIVE.fullmatch(line):
        return False  # "So 72 is the total.": a connective opens a statement, no label word
    return bool(re.fullmatch(r"\s*[*#>-]*\s*[A-Z][a-z]+\s+", line) or
                (re.search(r"(?<![\w;])[A-Za-z][a-z]+\s+$", line) and not _NOT_A_NOUN.search(line) and re.match(r"\s*:", vis[e:e + 2])))


def counted_label(vis: str, start: int, s: int, e: int, kind: str) -> bool:
    """A line label's number in digits (:func:`label`) or in words before a colon ("Case two:", "Part three:"):
    a word that is no result word ("Answer two:" states) opens it; ``kind`` is the mention's kind."""
    if kind == "number":
        return label(vis, start, s, e)
    word = re.search(r"([A-Za-z]+)\s+$", vis[max(start, s - 20):s])
    return kind == "words" and bool(word) and label(vis, start, s, e) and bool(re.match(r"\s*:", vis[e:e + 2])) and \
        not re.fullmatch(r"(?i)answer|result|total|verdict|so|thus|hence|therefore|count|sum|final", word.group(1))


_SET_VALUE = re.compile(r"\\(?:setcounter|addtocounter|setlength|addtolength|def\s*\\[A-Za-z]+|newcommand\s*\{?\\[A-Za-z]+\}?)"
                        r"\s*(?:\{[^{}]*\}\s*)?\{\s*$")


def in_braces(vis: str, s: int, e: int) -> bool:
    """An argument of a LaTeX command (``\\frac{a + b - c}{2}``): part of a formula; not the value a counter or length
    is set to (``\\setcounter{tulips}{28}``: an assignment states its value)."""
    if _SET_VALUE.search(vis[max(0, s - 60):s]):
        return False
    return bool(re.search(r"\{\s*$", vis[max(0, s - 3):s]) and re.match(r"\s*\}\s*\{|\s*\}\s*[^$\s.,]", vis[e:e + 4])) or \
        bool(re.search(r"\}\s*\{\s*$", vis[max(0, s - 4):s]))


def worked(span: str, prior: str) -> bool:
    """Every numeral of an expression was stated before in the draft (0 and 1 aside): the final
    derivation's work ("so the count is (2+1)(2+1)"), not a restatement ("The answer is $30 + 6$")."""
    seen = [m.value for m in number_mentions(prior) + word_mentions(prior) if m.kind != "sub"]
    return all(abs(v) <= 1 or any(values_equal(v, w) for w in seen)
               for v in (m.value for m in number_mentions(span) if m.kind != "sub") if getattr(v, "is_number", False))


def of_givens(span: str, givens) -> bool:
    """Two or more numerals, every one a given ("24 out of 64" of the problem's tiles): work on givens (a continued
    fraction's terms are one value's notation, no work)."""
    if re.match(r"\s*\$?\s*(?:\\left\s*)?\[\s*-?\d+\s*;", span):
        return False  # a continued fraction ``[1; 1, 1, \dots]``: one value, its terms no operands
    nums = [m.value for m in number_mentions(span) if m.kind != "sub"]
    return len(nums) >= 2 and all(any(values_equal(v, g) for g in givens) for v in nums)


def in_aside(vis: str, start: int, s: int) -> bool:
    """The mention stands inside an unclosed parenthesis of its segment ("(which make 81)")."""
    before = vis[start:s]
    return before.count("(") > before.count(")")


# the conclusion states a count ("there are 2 real solutions"): a root equal to it is not the count
COUNT_NOUN = re.compile(r"\b(?:solutions?|roots?|ways?|integers?|pairs?|divisors?|elements?|subsets?|points?|triangles?|"
                         r"cases?|arrangements?|outcomes?|zeros?|intersections?)\b|\bhow\s+many\b|\bnumber\s+of\b", re.IGNORECASE)
# a root "x = 2", or (for a count of solutions) the right side of an equation still to solve for it ("x^2 = 3", "2x = 6")
ASSIGNED_BEFORE = re.compile(r"(?<![\w\\])\d*[A-Za-z](?:_\{?\w+\}?)?\s*(?:\^\s*\{?\d+\}?|[²³])?\s*=\s*\$?\s*$")
# an operation on the mention: "Subtract 5", "divide by 3", "half of 8"
OPERATION_BEFORE = re.compile(r"\b(?:subtract(?:ing)?|add(?:ing)?|multiply(?:ing)?|divid(?:e|ing)|by|of|from|minus|plus|"
                               r"times|over|into|with|per|mod|modulo)\s+\$?\s*$", re.IGNORECASE)
# a point of the domain named by a preposition of place ("converges: near 0,", "blows up at 0 but"): where the work
# looks, not a value it states; unless a verb of location or result governs it ("the minimum is attained at 3", "the ratio
# levels off at 4/e", "it peaks at 12")
POINT_BEFORE = re.compile(r"\b(?:near|around|at|close\s+to|towards?|approaching)\s+\$?\s*$", re.IGNORECASE)
_RESULT_VERB = re.compile(r"(?i)(?:\b(?:is|are|was|were|be|been|being|lies|lie|lying|occurs?|occurring|attained|attains?|reached|reaches|"
                          r"achieved|achieves?|located|equals?|sits?|levels?\s+off|levell?ed\s+off|settles?|settled|stabili[sz]es?|"
                          r"stabili[sz]ed|peaks?|peaked|tops?\s+out|topped\s+out|bottoms?\s+out|bottomed\s+out|maxes\s+out|maxed\s+out|"
                          r"stands?|stood|ends?|ended|lands?|landed|arrives?|arrived|converges?|converged|tends?|comes?\s+out|came\s+out|"
                          r"evaluates?|amounts?|happens?|happened|maximi[sz]ed|minimi[sz]ed|max|min|maximum|minimum|value|answer|result|"
                          r"total|set|fixed|pinned|capped|priced|valued|rated|estimated|measured|placed|put|sold|bought)\s+(?:exactly\s+|precisely\s+|just\s+)?)"
                          r"(?:near|around|at|close\s+to|towards?|approaching)\s+\$?\s*$|=\s*(?:near|around|at)\s+\$?\s*$")


def at_point(vis: str, s: int) -> bool:
    """The numeral starting at ``vis[s]`` (digits, a sign or math; not a word: "at a pair" names a count) follows a
    preposition of place (:data:`POINT_BEFORE`) that no verb of location or result governs: a point the work looks
    at ("converges: near 0, ..."), not a value it states ("levels off at 4/e" states one)."""
    before = vis[max(0, s - 40):s]
    return bool(re.match(r"\$?\s*[-−]?\d", vis[s:s + 4])) and bool(POINT_BEFORE.search(before)) and \
        not _RESULT_VERB.search(before)


_FUNCTION_AT = re.compile(r"(?<![\w\\])[A-Za-z](?:_\{?\w+\}?)?(?:'+)?\s*\(\s*[-−]?\s*[\d./]+\s*\)\s*=\s*\$?\s*$")
_SIGN_AFTER = re.compile(r"\s*\$?\s*(?:<|>|\\lt|\\gt|\\le|\\ge|≤|≥)\s*\$?\s*0(?![\d.])")


def sign_check(vis: str, s: int, e: int) -> bool:
    """The value ``vis[s:e]`` is a function's value at a point compared with 0 (``f(2) = 3 > 0``, ``g(-1) = -1 < 0``):
    a sign check (a root located by a sign change), no statement of a count the problem asks."""
    return bool(_FUNCTION_AT.search(vis[max(0, s - 30):s])) and bool(_SIGN_AFTER.match(vis, e))


_ZERO_REL_BEFORE = re.compile(r"(?:(=|\\equiv|≡)|(>|<|\\neq?|≠|≥|≤|\\[gl]eq?|\\[gl]eqslant))\s*$")
# a variable of an expression: a lone letter that is no function's name ("2x - 4", "(x-2)^2"; not "f(2)", "f''")
_FREE_LETTER = re.compile(r"(?<![A-Za-z\\])[a-z](?![A-Za-z('])")


def zero_side(t: str, s: int, e: int, problem: Optional[str] = None) -> bool:
    """``t[s:e]`` (a mention of 0) is the right side a relation sets to zero or compares with zero: an expression in
    a variable set equal or identical to 0 or bounded by it (``2x - 4 = 0``, ``p(x) - 1 \\equiv 0`` but not a residue
    ``\\equiv 0 \\pmod 3``, ``(x-2)^2 \\ge 0``; not a bare name, ``k = 0`` states a value, unless the name is a variable
    of ``problem``'s own formula that it does not ask), or any strict comparison with 0 (``f''(2) = 2 > 0``): the
    standard step of solving or a sign condition, no statement that a value is 0. Read inside one line's math or
    clause. Raises nothing."""
    m = _ZERO_REL_BEFORE.search(t[max(0, s - 12):s])
    if not m or not re.fullmatch(r"\s*0(?:\.0+)?\s*", t[s:e]) or \
            (m.group(1) in ("\\equiv", "≡") and re.match(r"\s*\$?\s*\(?\s*(?:\\pmod|\\bmod|\\mod|mod\b)", t[e:e + 12])):
        return False  # "\\equiv 0 \\pmod 3" is a residue, not an identity
    if m.group(2):
        return True
    ls = max(t.rfind("\n", 0, s), t.rfind("$", 0, s - len(m.group(0))), t.rfind(",", 0, s), t.rfind(":", 0, s)) + 1
    left = t[ls:s - len(m.group(0))].strip()
    if not _FREE_LETTER.search(left):
        return False
    # an expression or an application ("2x - 4", "E[W_s]"), not a bare name ("k = 0", "E_v = 0" state a quantity's
    # value) unless the name is a variable of the problem's own formula that it does not ask ("$z = 0$" for "\\sin z")
    if re.search(r"[-+*/^−\[\]]|\\(?:cdot|times|frac)|\d\s*[a-z(]|\)", left):
        return True
    return bool(problem) and bool(re.fullmatch(r"[a-z]", left)) and \
        bool(re.search(r"\$[^$]*(?<![A-Za-z\\])" + left + r"(?![A-Za-z])[^$]*\$", problem)) and \
        not re.search(r"(?i)\b(?:find|solve\s+for|value\s+of|what\s+is|compute|determine)\s+\$?" + left + r"\b", problem)


# the mention goes on into a relation or an operation: work, not a restatement
# a comparison in words right before a value ("even and greater than 2", "at most 5"): the value is a bound, not a result
BOUND_WORDS_BEFORE = re.compile(r"(?i)\b(?:(?:greater|less|more|fewer|larger|smaller|bigger|higher|lower)\s+than|"
                                r"at\s+(?:least|most)|exceeds?|exceeding|below|above)\s*\$?\s*$")
REL_AFTER = re.compile(r"\s*\$?\s*(?:=|<(?!!)|>|≤|≥|≈|≡|!|\\approx|\\equiv|\\le|\\ge|\\neq|-(?!->)|[+*/×·^]|\\times|\\cdot|\\div|mod\b|\()|"
                       r"\s+[A-Za-z]{1,12}\s*(?:=|≈)\s*\d")  # a quantity's unit, then a relation: "1 foot = 12 inches"
# a relation whose left side ends in a number or a bracket: a computed result ("10·2 = 10"),
# unlike an assignment of a given ("x = 5")
COMPUTED_BEFORE = re.compile(r"[\d)\]}]\s*(?:=|\\approx|≈|->|=>|→)\s*\$?\s*$")


def division_to_do(t: str) -> bool:
    """``t`` is a fraction whose value is a whole number (``\\frac{12}{2}``, ``84/4``) or whose denominator is a decimal
    (``\\frac{80}{0.8}``): a division still to do (work), unlike an unreduced fraction (``27/36``), which states a value."""
    m = re.fullmatch(r"\s*\$?\s*(?:\\[dt]?frac\s*\{\s*(\d+(?:\.\d+)?)\s*\}\s*\{\s*(\d+(?:\.\d+)?)\s*\}|"
                     r"(\d+(?:\.\d+)?)\s*/\s*(\d+(?:\.\d+)?))\s*\$?\s*", t)
    if not m:
        return False
    a, b = Fraction(m.group(1) or m.group(3)), Fraction(m.group(2) or m.group(4))
    return b > 1 and (a / b).denominator == 1 or b.denominator > 1 and b > 0


def covered_count(numerals: List[Tuple[int, int]], spans: List[Tuple[int, int, str]]) -> int:
    return sum(1 for ns, ne in numerals if any(s <= ns and ne <= e for s, e, _ in spans))


def first_outside_brackets(t: str, start: int, end: int, seps: Sequence[str] = (": ", ", ")) -> int:
    """The index of the first of ``seps`` in ``t[start:end]`` that stands outside brackets opened after ``start``
    (``(6, -5)``, ``[1, 2]``, ``\\{3, 5\\}``: a tuple's comma opens no clause), or -1. Raises nothing."""
    depth = 0
    for i in range(start, end):
        c = t[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth = max(0, depth - 1)
        elif depth == 0 and any(t.startswith(x, i) for x in seps):
            return i
    return -1


# a term of a sequence or a function's value at a point as the left side of a relation: "a_2 = ", "a_{10} = ", "f(3) = "
_TERM_LEFT = re.compile(r"(?<![A-Za-z\\])([A-Za-z])(?:_\{?\s*([-\w+]{1,6})\s*\}?|\(\s*([-\w+]{1,6})\s*\))\s*=\s*\$?\s*$")


def tabulated(vis: str, s: int, e: int, problem: Optional[str] = None) -> bool:
    """The value at ``vis[s:e]`` is one entry of a table of a sequence or function written out in a line: the right
    side of ``a_2 = `` (or ``f(2) = ``) where the same line gives the same name at two or more other indices (``a_1 = 1,
    a_2 = 4, a_3 = 7``): the terms of the work, whatever their values, unless the problem names this very term (then it
    may be the asked one: "find $a_4$")."""
    m = _TERM_LEFT.search(vis[max(0, s - 30):s])
    if not m:
        return False
    name, idx = m.group(1), (m.group(2) or m.group(3))
    lo = vis.rfind("\n", 0, s) + 1
    hi = vis.find("\n", e)
    line = vis[lo:hi if hi >= 0 else len(vis)]
    others = {a or b for a, b in re.findall(r"(?<![A-Za-z\\])" + re.escape(name) +
                                           r"(?:_\{?\s*([-\w+]{1,6})\s*\}?|\(\s*([-\w+]{1,6})\s*\))\s*=", line)} - {idx}
    if len(others) < 2:
        return False
    flat = re.sub(r"[\s{}$]", "", problem or "")
    return not any(t in flat for t in (f"{name}_{idx}", f"{name}({idx})"))


_ARROW_BEFORE = re.compile(r"(?:\\to|\\rightarrow|\\longrightarrow|→)\s*\$?\s*$")
_LIM_VAR = re.compile(r"\\lim\s*_\s*\{?\s*([A-Za-z])\s*(?:\\to|\\rightarrow|→)")


def pointwise_limit(vis: str, s: int, problem: Optional[str]) -> bool:
    """The value at ``vis[s]`` ends an arrow (``\\to``, ``→``) whose left side is a function of another variable than
    the limit the problem asks (``h_n(x) \\to 0``, ``\\frac{\\sin u}{\\arctan u} \\to 1`` when the problem asks
    ``\\lim_{n\\to\\infty}\\int ... dx``): a pointwise limit of the work (the integrand's, a substitution's), not the
    asked one. The left side runs back to the relation, comma or math delimiter before it; its variables are its single
    letters (LaTeX commands, ``d``, ``e`` and ``i`` aside); one of them is another letter than the limit's where the
    problem's limit is of an integral (the integrand's variable), or a letter the problem never writes."""
    lim = _LIM_VAR.search(problem or "")
    if not lim or not _ARROW_BEFORE.search(vis[max(0, s - 20):s]):
        return False
    before = vis[max(0, s - 120):s]
    before = _ARROW_BEFORE.sub("", before)
    left = re.split(r"(?<!\\)\$|=|;|,\s|\\(?:quad|qquad|le|ge|to)\b|\b(?:so|and|also|hence|thus)\b", before)[-1]
    letters = set(re.findall(r"(?<![A-Za-z\\])([a-z])(?![A-Za-z])", re.sub(r"\\[A-Za-z]+", " ", left))) - {"d", "e", "i"}
    prob_letters = set(re.findall(r"(?<![A-Za-z\\])([a-z])(?![A-Za-z])", re.sub(r"\\[A-Za-z]+", " ", problem or "")))
    integral = bool(re.search(r"\\int|∫", problem or ""))  # every other letter of an integral's limit is bound by it
    return any(v != lim.group(1) and (integral or v not in prob_letters) for v in letters)


_OPERATOR_LIMIT = re.compile(r"\\(?:sum|prod|coprod|int|iint|iiint|oint|lim|limsup|liminf|bigcup|bigcap|bigoplus|bigotimes|max|min|"
                             r"sup|inf)\s*(?:\\limits\s*)?(?:_\s*\{[^{}]*|_\s*(?:\{[^{}]*\}|[\w.-]+)\s*\^\s*\{?[^{}]*|\^\s*\{?[^{}]*|_\s*)$")


def operator_limit(vis: str, s: int) -> bool:
    """The value at ``vis[s]`` is a limit of a big operator: ``\\sum_{k=1}^{N}``, ``\\int_0^1``, ``\\lim_{x \\to 0}``,
    ``\\bigcup_{n=1}``: the range the operator runs over, no value stated."""
    return bool(_OPERATOR_LIMIT.search(vis[max(0, s - 40):s]))


def currency_blanked(t: str) -> str:
    """``t`` with each dollar sign that is a currency sign blanked (same length): a ``$`` right before a digit whose next
    ``$`` follows a blank or an operator, or that has no next ``$`` on its line ("$750 + $430", "raised $1,880"), by the
    rule Pandoc uses for math (a closing ``$`` follows a non-blank). A math span ``$3 + 4$`` is kept."""
    out = list(t)
    for m in re.finditer(r"(?<!\\)\$(?=\d)", t):
        nxt = t.find("$", m.end())
        line_end = t.find("\n", m.end())
        if nxt < 0 or (0 <= line_end < nxt) or t[nxt - 1] in " \t+-−*/×·=(":
            out[m.start()] = " "
    return "".join(out)


# a result computed in the same sentence, then named again by a connective clause ("$20 / 2 = $10, so he spends $10 on
# lunch"): the number after "=", then words without a digit or a sentence end up to the mention
_ECHOED = re.compile(r"=\s*\$?\s*(?:\\\$|\$)?\s*([-−]?\d[\d,]*(?:\.\d+)?)\s*\$?[ \t]*"
                     r"(?=[,;:(—–-]?[ \t]*(?:so|which|i\.e\.|meaning|that\s+is|thus|hence|and\s+so|therefore)\b)"
                     r"(?:(?![.!?\n])[^\d=])+$", re.IGNORECASE)


def echoed_result(vis: str, lo: int, s: int, value: Any) -> Optional[int]:
    """Where the result that the mention starting at ``s`` echoes starts: the same value computed right before in its
    sentence (at or after ``lo``) and named again after a connective ("$20 / 2 = $10, so he spends $10 on lunch"), or
    None. The echo states nothing the computation does not: it is hidden exactly where the computed result is (the
    final step's result hidden, its echo too; an intermediate kept, its echo too). Raises nothing."""
    m = _ECHOED.search(vis[max(lo, s - 100):s])
    if not m:
        return None
    try:
        v = Fraction(m.group(1).replace(",", "").replace("−", "-"))
    except (ValueError, ZeroDivisionError):
        return None
    from sympy import Rational

    return max(lo, s - 100) + m.start(1) if values_equal(Rational(v.numerator, v.denominator), value) else None

