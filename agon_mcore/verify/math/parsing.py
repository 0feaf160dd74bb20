"""Answer strings before any comparison: LaTeX normalisation, word answers, and the
canonical rewrites applied to both sides (notation math-verify misreads)."""
from __future__ import annotations

import re

from agon_mcore.verify.answer import LATEX_SPACE_RE

_TEXT_WRAP_RE = re.compile(r"\\(?:text|textbf|textit|textrm|mathrm|mathbf|mathit|operatorname)\s*\{([^{}]*)\}")
_SIZING_RE = re.compile(r"\\(?:left|right)(?![A-Za-z])")  # not \\leftarrow
_FRAC_RE = re.compile(r"\\[dt]frac(?![A-Za-z])")
_WORD_RE = re.compile(r"[A-Za-z]+(?:['-][A-Za-z]+)*")
_SUB_RE = re.compile(r"([_^])\{(\\[A-Za-z]+|[A-Za-z0-9])\}")
_SPACING_RE = LATEX_SPACE_RE

# Answer words that are short: a single lowercase token of <= 4 letters is read as algebra
# (``xy``, ``abc``) unless it is one of these.
ANSWER_WORDS = frozenset(
    "yes no true false none all odd even zero one two four five nine half null same both "
    "neither never always".split()
)


def normalize_latex(s: str) -> str:
    """A conservative canonical form: equal outputs mean equal answers (used as a fast
    path only; unequal outputs say nothing). Spaces go, except between two digits
    (``1 2`` is not ``12``; thousands groups are joined earlier by
    :func:`canonical_answer`)."""
    s = s.strip().strip("$").strip()
    s = s.rstrip(".").strip()
    s = _SIZING_RE.sub("", s)
    s = _FRAC_RE.sub(r"\\frac", s)
    s = _SPACING_RE.sub(" ", s)
    s = re.sub(r"(?<=\d)\s+(?=\d)", "\0", s)
    s = re.sub(r"(?<=\\[A-Za-z])\s+(?=[A-Za-z])", "\1", s)  # \alpha x is not \alphax
    s = re.sub(r"\s+", "", s).replace("\0", " ").replace("\1", " ")
    s = _SUB_RE.sub(r"\1\2", s)
    return s


def _unwrap_text(s: str) -> str:
    t = s.strip().strip("$").strip()
    prev = None
    while prev != t:
        prev = t
        t = _TEXT_WRAP_RE.sub(r"\1", t)
    return t


def text_answer(s: str) -> str | None:
    """The case-folded words if ``s`` is a plain text answer, else ``None``.

    Text: whitespace-separated words of letters (inner ``-``/``'`` allowed), and either
    wrapped in ``\\text{...}``-style commands, or several words, or one word that reads as
    a word: in :data:`ANSWER_WORDS` (``Yes``, ``odd``), capitalised (``No``, ``Evelyn``) or
    of 5+ letters (``converges``). A single lowercase or all-caps token of up to 4 letters
    (``xy``, ``abc``, ``AB``) is algebra, a product of symbols, and goes to math-verify.
    A final period is ignored.
    """
    raw = s.strip().strip("$").strip()
    t = _unwrap_text(raw)
    wrapped = t != raw
    words = t.strip().rstrip(".").split()
    if not words or not all(_WORD_RE.fullmatch(w) for w in words) or not any(len(w) >= 2 for w in words):
        return None
    if not (wrapped or len(words) > 1):
        w = words[0]
        if not (w.casefold() in ANSWER_WORDS or len(w) >= 5 or (w[0].isupper() and w[1:].islower())):
            return None
    return " ".join(words).casefold()


# --- canonical forms (pure string rewrites applied to both sides before any comparison)

_UNICODE = (("°", "^\\circ"), ("∅", "\\emptyset"), ("−", "-"), ("×", "\\times"), ("≤", "\\le "),
            ("≥", "\\ge "), ("∞", "\\infty "), ("π", "\\pi "), ("·", "\\cdot "))
# (spacing commands are plain spaces by then: canonical_answer rewrites them first)
_THOUSANDS_RE = re.compile(r"(?<![\d.,])(\d{1,3})((?:(?:\s|\{,\})+\d{3})+)(?![\d./])")
_THOUSANDS_SEP_RE = re.compile(r"\s|\{,\}")
# A mixed number (an integer, optional space, a proper fraction: ``2\frac{2}{3}``,
# ``2~\frac23``, ``2\quad\dfrac{2}{3}``, ``-1 3/4``) standing alone or as an element of a
# list, set, tuple or interval; a slash fraction needs the space (``22/3`` is a fraction).
_MIXED_RE = re.compile(
    r"(^|[(\[{,=]\s*|\\\{\s*)([+-]?)\s*(\d+)"
    r"(?:\s*\\[dt]?frac\s*(?:\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\}|(\d)(\d))|\s+(\d+)\s*/\s*(\d+))"
    r"(?=\s*(?:$|[)\]},]|\\\}))"
)
_SCI_RE = re.compile(r"([+-]?\d+(?:\.\d+)?)\s*[eE]\s*([+-]?\d+)")
_DEGREE_RE = re.compile(r"\\degree(?![A-Za-z])|\^\s*\{\s*\\circ\s*\}|\^\s*\\circ(?![A-Za-z])")
_EMPTY_RE = re.compile(r"\\varnothing(?![A-Za-z])|\\(?:left)?\\\{\s*\\(?:right)?\\\}")
_CHOICE_RE = re.compile(r"\(\s*([A-E])\s*\)|([A-E])\s*\)|([A-E])[.:](?=\s)")
_REL = r"(<|>|\\le(?:q|qslant)?(?![A-Za-z])|\\ge(?:q|qslant)?(?![A-Za-z])|\\lt(?![A-Za-z])|\\gt(?![A-Za-z]))"
_REL_RE = re.compile(_REL)
_VAR_RE = re.compile(r"[A-Za-z]|\\(?:alpha|beta|gamma|theta|lambda|mu|sigma|tau|varepsilon|epsilon)")


_ASSIGN_RE = re.compile(r"\s*\$?\s*(?:[A-Za-z]|\\[A-Za-z]+)(?:_\{?\w\}?)?\s*=\s*([^=]+?)\s*\$?\s*")
_RELATION_RE = re.compile(r"[=<>]|\\(?:le|ge|neq?|in|approx|sim|cong|equiv)(?![A-Za-z])|\\\{|,|\\cup")


def _choice(s: str) -> tuple[str | None, str]:
    """``("D", "7")`` for a multiple-choice label with its value (``\\textbf{(D)}\\ 7``,
    ``(D) 7``, ``D) 7``, ``D. 7``); ``("D", "")`` for a bare label; ``(None, s)`` otherwise."""
    t = _SPACING_RE.sub(" ", _unwrap_text(s)).strip()
    m = _CHOICE_RE.match(t)
    if m:
        return (m.group(1) or m.group(2) or m.group(3)), t[m.end():].strip()
    if re.fullmatch(r"[A-E]", t):
        return t, ""
    return None, s


def _is_interval(s: str) -> bool:
    t = normalize_latex(s)
    return bool(re.fullmatch(r"[(\[][^,()\[\]]+,[^,()\[\]]+[)\]]", t))


def inequality_as_interval(s: str) -> str | None:
    """``0 < x < 12.5`` -> ``(0, 12.5)``, ``x \\ge 2`` -> ``[2, \\infty)``, ``x \\in [0, 1)``
    -> ``[0, 1)``; ``None`` unless ``s`` bounds one variable."""
    t = _SIZING_RE.sub("", s.strip().strip("$").strip().rstrip("."))
    m = re.match(r"\s*(?:[A-Za-z]|\\[A-Za-z]+)\s*\\in\s*(.+)$", t)
    if m and _is_interval(m.group(1)):
        return m.group(1).strip()
    parts = _REL_RE.split(t)
    if len(parts) not in (3, 5) or any(not p.strip() for p in parts[::2]):
        return None
    terms = [p.strip() for p in parts[::2]]
    ops = parts[1::2]
    less = [o in ("<", "\\lt") or o.startswith("\\le") for o in ops]
    strict = [o in ("<", ">", "\\lt", "\\gt") for o in ops]
    if len(set(less)) != 1:
        return None
    var = [i for i, x in enumerate(terms) if _VAR_RE.fullmatch(x)]
    if len(terms) == 3:  # a < x < b, or a > x > b
        if var != [1]:
            return None
        if less[0]:
            lo, hi, lo_open, hi_open = terms[0], terms[2], strict[0], strict[1]
        else:
            lo, hi, lo_open, hi_open = terms[2], terms[0], strict[1], strict[0]
        return f"{'(' if lo_open else '['}{lo}, {hi}{')' if hi_open else ']'}"
    if var == [0]:  # x < b, x > a
        bound, is_lower = terms[1], not less[0]
    elif var == [1]:  # a < x, b > x
        bound, is_lower = terms[0], less[0]
    else:
        return None
    if is_lower:
        return f"{'(' if strict[0] else '['}{bound}, \\infty)"
    return f"(-\\infty, {bound}{')' if strict[0] else ']'}"


def canonical_answer(s: str) -> str:
    """Rewrite notations math-verify misreads into ones it reads (both sides, before any
    comparison):

    - unicode symbols (``30°``, ``∅``, ``−``, ``≤``...) to LaTeX; ``\\degree``/``^{\\circ}``
      to ``^\\circ``; ``\\varnothing`` and ``\\{\\}`` to ``\\emptyset``;
    - thousands groups separated by a space, ``\\,``, ``\\ ``, ``~`` or ``{,}`` joined
      (``1 000`` -> ``1000``; ``1 2`` stays two numbers, which math-verify reads as a
      product);
    - a whole-answer E-notation number to ``a\\times10^{b}`` (``1.5e3``);
    - every LaTeX space command (:data:`~agon_mcore.verify.answer.LATEX_SPACE`: ``~``,
      ``\\,``, ``\\;``, ``\\ ``, ``\\quad``, ``\\thinspace``, ``\\hspace{..}``...) to a
      plain space, then a mixed number (an integer and a proper fraction, with or without
      space: ``2~\\frac{2}{3}``, ``-1\\;\\tfrac34``, ``2 2/3``) to one fraction
      (``\\frac{8}{3}``), as a whole answer or as an element of a list, set or interval.
    """
    for a, b in _UNICODE:
        s = s.replace(a, b)
    s = LATEX_SPACE_RE.sub(" ", s)
    s = _DEGREE_RE.sub(r"^{\\circ}", s)
    s = _EMPTY_RE.sub(r"\\emptyset ", s).strip()
    s = _THOUSANDS_RE.sub(lambda m: m.group(1) + _THOUSANDS_SEP_RE.sub("", m.group(2)), s)
    m = _SCI_RE.fullmatch(s.strip().strip("$").strip())
    if m:
        s = f"{m.group(1)}\\times10^{{{int(m.group(2))}}}"
    return _MIXED_RE.sub(_mixed_as_fraction, s)


def _mixed_as_fraction(m: re.Match) -> str:
    whole = int(m.group(3))
    num, den = next((int(a), int(b)) for a, b in ((m.group(4), m.group(5)), (m.group(6), m.group(7)),
                                                   (m.group(8), m.group(9))) if a is not None)
    if not 0 < num < den:  # not a proper fraction: 2\frac{4}{3} is left to math-verify
        return m.group(0)
    return f"{m.group(1)}{'-' if m.group(2) == '-' else ''}\\frac{{{whole * den + num}}}{{{den}}}"


def prepare_pair(pred: str, gold: str) -> tuple[str, str]:
    """The (prediction, gold) pair as compared: :func:`canonical_answer` on both, a
    multiple-choice label resolved (gold ``D`` vs ``\\textbf{(D)}\\ 7`` compares the labels;
    a value gold vs ``(D) 7`` compares the value), and an inequality in one
    variable read as an interval when the gold is an interval, and
    ``x = v`` read as ``v`` when the other side is a plain value (no relation, set or list),
    on either side, as math-verify does for an assignment."""
    pred, gold = canonical_answer(pred), canonical_answer(gold)
    g_label, g_rest = _choice(gold)
    p_label, p_rest = _choice(pred)
    if g_label is not None and not g_rest:
        if p_label is not None:
            pred = p_label
    elif p_label is not None and p_rest:
        pred = p_rest
    if _is_interval(gold):
        iv = inequality_as_interval(pred)
        if iv is not None:
            pred = iv
    m = _ASSIGN_RE.fullmatch(pred)
    if m and not _RELATION_RE.search(gold) and not _RELATION_RE.search(m.group(1)):
        pred = m.group(1)  # x = 5 against 5: the right-hand side (math-verify does the same)
    m = _ASSIGN_RE.fullmatch(gold)
    if m and not _RELATION_RE.search(pred) and not _RELATION_RE.search(m.group(1)):
        gold = m.group(1)  # gold a = 3 against 108: math-verify compares with the right-hand side
    return pred, gold
