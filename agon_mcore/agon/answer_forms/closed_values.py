"""Closed expressions and other notations read as the value they are, where they stand as a statement (round 15).

A closed expression (one with no free variable) IS a value: ``12^2``, ``6!``, ``\\binom{9}{2}``, ``4 + 8 + 4``, an
unreduced fraction ``\\frac{189}{3528}`` or an unsimplified radical ``\\frac{\\sqrt{27}}{4}`` is the answer when its
value is the answer's. Role decides whether such a form states the answer or is work (:func:`closed_value_spans`):

- **statement slot**: the form is the whole of a math span (or a plain-text run of arithmetic, a binomial in words
  "9 choose 2", ``C(9, 2)``) after a prose copula in its sentence ("the count is", "is equal to", "gives", "that's")
  and stands in a check or an aside ("Coincidentally the product is equal to $6!$", a sentence or the heading above
  naming a check, a check mark) without repeating a step the text already shows; or it is a literal fraction or
  radical of a non-integer answer with a number neither the text before it nor the problem states ("Before
  cancelling the value is $\\frac{189}{3528}$"). Elsewhere it is the unevaluated last step, work: "so there are
  2^6", "so the count is 150 × 300", "The ratio is 12/16" (12 and 16 stated), ``5! \\cdot 3! = 120 \\cdot 6``.
- **end of a chain**: a literal radical ending a relation chain (``= \\frac{\\sqrt{27}}{4}.``) with a number the work
  did not state, or a literal fraction ending one in a check; an unreduced fraction ending a step
  (``\\frac{8}{35} \\cdot \\frac{20}{12} = \\frac{160}{420}``, then "Simplify") is an intermediate with its reduction
  still to come, and stays. Anywhere, an unreduced fraction after a copula or in a check (``189 / 3528 \\approx``
  under **Verification**) is read unless both its numbers were stated before (``Ratio $8/32$.`` after 8 and 32).
- **a rounding**: a plain decimal with at least two places, or a percent with at least one (``30.6%`` for
  ``\\frac{11}{36}``, ``0.546875`` for ``\\frac{35}{64}``), equal to a non-integer answer or rounding to it at its own
  last place, where it is no operand (no operator, bracket or variable follows it).
- **a numeral in the answer's base** with another mark of that base: a prefix (``0o2516`` for ``2516_8``), a
  subscript in words or brackets (``4210_{\\text{five}}``, ``4210_{(5)}``), words after it ("4210 in base five",
  "2516 (octal)"), or a string of its digits beside the base argument (``int('202', 7)``) (:func:`based_numeral_spans`).

Values the problem gives are not read (they were readable before the summary). The reader calls this from
``agon.leak._math_reads``; the summarizer hides what it reads through ``agon.reader_closed``.
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence, Tuple

__all__ = ["closed_value_spans", "based_numeral_spans"]

# a prose copula ending the text before the form, with a few adverbs between
_COPULA = re.compile(r"(?i)(?:\b(?:is|are|was|were|be|equals?|equal(?:led|ed)?\s+to|comes?\s+(?:out\s+)?to|gives|yields|becomes|"
                     r"makes|works\s+out\s+to|reduces\s+to|amounts\s+to)|(?<=\w)['’]s)\s+(?:(?:exactly|precisely|just|simply|again|also|still|"
                     r"then|now|indeed|about|approximately|roughly|around|nearly|close\s+to|only|in\s+fact|actually)\s+)*"
                     r"(?:\*\*|__)?\s*$")
_SENTENCE_START = re.compile(r"[.!?;:]\s|\n\s*\n|\n\s*[-*#>|]")
_RELATION = re.compile(r"\\approx|\\simeq|\\doteq|\\equiv|≈|=|\\to|→")
_FREE_LETTER = re.compile(r"(?<![\\a-zA-Z])[a-zA-Z](?![a-zA-Z])")
_COMMANDS_OK = re.compile(r"\\(?:frac|dfrac|tfrac|sqrt|binom|dbinom|tbinom|cdot|times|div|left|right|,|;|!|quad|text\{[^{}]*\}|"
                          r"mathrm\{[^{}]*\}|displaystyle)")
# a literal notation of one number: digits, a fraction, a radical, a decimal point; no operation between numbers
_LITERAL = re.compile(r"^\s*-?\s*(?:\\[dt]?frac\s*\{\s*(?:\\sqrt\s*\{\s*\d+\s*\}|\d+)\s*\}\s*\{\s*(?:\\sqrt\s*\{\s*\d+\s*\}|\d+)\s*\}|"
                      r"\d+\s*/\s*\d+|\\sqrt\s*\{\s*\d+\s*\}|\d+\s*\\sqrt\s*\{\s*\d+\s*\})\s*$")
_PLAIN_RUN = re.compile(r"(?:\d+(?:\.\d+)?|[ ()+\-*/^!×·÷−]|\*\*)+")
_OPERATOR = re.compile(r"[-+*/^!×·÷−]")
_TRAIL = re.compile(r"[\s.,;:]*$")


def _value(expr: str) -> Any:
    """The value of a closed expression in LaTeX or plain text, or None (free variables, not a number, no parse)."""
    from agon_mcore.agon.answer_forms.compare import parse_answer

    if _FREE_LETTER.search(_COMMANDS_OK.sub(" ", expr)):
        return None
    try:
        vals = parse_answer(expr.replace("**", "^").replace("×", "\\times").replace("·", "\\cdot").replace("−", "-")).values
    except Exception:  # noqa: BLE001 - an unparsable run is no value
        return None
    if len(vals) != 1 or not getattr(vals[0], "is_number", False):
        return None
    return vals[0]


def _equal(v: Any, a: Any) -> bool:
    from agon_mcore.agon.answer_forms.values import values_equal

    try:
        return values_equal(v, a)
    except Exception:  # noqa: BLE001 - incomparable values are unequal
        return False


def _copula_before(text: str, start: int) -> bool:
    """The prose of the sentence before ``start`` ends with a copula ("the count is", "is equal to")."""
    head = _plain_dots(text[max(0, start - 160):start])
    cut = [m.end() for m in _SENTENCE_START.finditer(head)]
    head = head[cut[-1]:] if cut else head
    head = re.sub(r"\$+\s*$|\\[(\[]\s*$", "", head)
    return bool(_COPULA.search(head)) and bool(re.search(r"[A-Za-z]{2,}", head[:-1] if head else head))


_ASIDE = re.compile(r"(?i)\b(?:coincidentally|amusingly|interesting(?:ly)?|note|fun\s+fact|side\s+note|aside|bonus|incidentally|curiously|funnily|nicely|notably|"
                    r"as\s+it\s+happens|by\s+the\s+way|note\s+that|neatly)\b")


_CHECK_WORDS = re.compile(r"(?i)\b(?:check(?:s|ing|ed)?|verif(?:y|ies|ied|ication)|sanity|confirm(?:s|ed|ation)?|"
                          r"cross-check(?:ing)?)\b|[✓✔✅☑]|\\checkmark")
_HEADING = re.compile(r"(?m)^[ \t]*(?:#{1,6}[ \t]+[^\n]*|\*\*[^*\n]{1,60}\*\*:?[ \t]*|__[^_\n]{1,60}__:?[ \t]*)$")


_ABBREV = re.compile(r"(?i)\b(?:i\.e|e\.g|cf|vs|etc|approx|resp)\.")


def _plain_dots(t: str) -> str:
    """``t`` with the full stops of abbreviations ("i.e.", "e.g.") turned into spaces (same length): no sentence end."""
    return _ABBREV.sub(lambda m: m.group(0).replace(".", " "), t)


def _check_or_aside(text: str, start: int, end: int) -> bool:
    """The span stands in a check or an aside: its sentence names a check or is an aside ("Coincidentally ...",
    "Check: ...", a check mark), or the last heading above it names a check ("**Verification**")."""
    head = _plain_dots(text[max(0, start - 200):start])
    cut = [m.end() for m in re.finditer(r"[.!?;]\s|\n", head)]  # a label's colon stays in ("Check: ...")
    tail = re.split(r"[.!?;]\s|\n", _plain_dots(text[end:end + 200]), maxsplit=1)[0]
    sentence = (head[cut[-1]:] if cut else head) + tail
    if _ASIDE.search(sentence) or _CHECK_WORDS.search(sentence):
        return True
    heads = list(_HEADING.finditer(text, 0, start))
    return bool(heads) and bool(_CHECK_WORDS.search(heads[-1].group(0)))


def _restates(text: str, start: int, expr: str, known: frozenset = frozenset(), literal: bool = False) -> bool:
    """A closed expression in a statement slot states its value (module docstring) in a check or an aside of its own
    ("Coincidentally the product is equal to $6!$", "Check: ... gives $4 + 8 + 4$") unless it repeats a step the text
    before it shows (``f(4) = 2 \\cdot 4 + 3`` then "at $x = 2$ this is $2 \\cdot 4 + 3$"); elsewhere it is the last step,
    still to do ("so there are 2^6", "so the count is 150 × 300", "The ratio is 12/16"), except, with ``literal``
    (a non-integer answer), a literal fraction or radical with a number neither the text before it nor the problem
    (``known``) states: a value the draft computed and did not reduce (``\\frac{2240}{78125}``, ``\\sqrt{9800}``)."""
    from agon_mcore.agon.answer_forms.notation import number_mentions

    if _check_or_aside(text, start, start + len(expr)):
        flat = re.sub(r"\s|\$|\\left|\\right", "", expr)
        return flat not in re.sub(r"\s|\$|\\left|\\right", "", text[:start])  # the work's own step repeated adds nothing
    if not (literal and _LITERAL.match(expr)):
        return False
    lits = set(re.findall(r"\d+(?:\.\d+)?", expr))
    before = {text[x.start:x.end].strip() for x in number_mentions(text[:start])}
    return not lits <= before | known


def _sides(body: str) -> List[Tuple[int, int]]:
    """The sides of the relation chain in a math body, as spans of ``body`` (top level only)."""
    out, depth, prev, i = [], 0, 0, 0
    while i < len(body):
        c = body[i]
        if c in "{(":
            depth += 1
        elif c in "})":
            depth -= 1
        elif depth == 0:
            m = _RELATION.match(body, i)
            if m:
                out.append((prev, i))
                prev = i = m.end()
                continue
        i += 1
    out.append((prev, len(body)))
    return out


def _answer_value(answer: str) -> Any:
    from agon_mcore.agon.answer_forms.compare import parse_answer

    try:
        ans = parse_answer(answer)
    except Exception:  # noqa: BLE001 - an unparsable answer has no closed form to read
        return None
    if not ans.real_number or len(ans.values) != 1 or not getattr(ans.values[0], "is_number", False):
        return None
    return ans.values[0]


def _is_given(value: Any, givens: Sequence[Any]) -> bool:
    return any(_equal(value, g) for g in givens)


def closed_value_spans(text: str, answer: str, problem: Optional[str] = None) -> List[Tuple[int, int]]:
    """Where ``text`` states ``answer`` (a real number, LaTeX as graded) as a closed expression or a rounding in a
    statement role (module docstring): ``(start, end)`` spans of ``text``, then the based numerals
    (:func:`based_numeral_spans`). Never raises on odd text; ``[]`` for an answer that is no single real number."""
    from agon_mcore.agon.answer_forms.compare import problem_values
    from agon_mcore.agon.answer_forms.formulas import math_spans

    out = based_numeral_spans(text, answer, problem)
    target = _answer_value(answer)
    if target is None:
        return out
    givens = problem_values(problem)
    known = frozenset(re.findall(r"\d+(?:\.\d+)?", problem or ""))
    literal = not getattr(target, "is_Integer", False)  # a whole division or a root of a square is a step still to do
    spans = math_spans(text)
    for ms, me in spans:
        body = text[ms:me]
        sides = _sides(body)
        for k, (a, b) in enumerate(sides):
            side = body[a:b]
            core = _TRAIL.sub("", side).strip()
            if not core or not re.search(r"\d", core):
                continue
            s0 = ms + a + (len(side) - len(side.lstrip()))
            e0 = s0 + len(core)
            whole = len(sides) == 1
            last = k == len(sides) - 1 and len(sides) > 1
            chain_end = last and _LITERAL.match(core) and ("sqrt" in core or _check_or_aside(text, s0, s0 + len(core)))
            if not ((whole and _copula_before(text, ms)) or chain_end) or not _restates(text, s0, core, known, literal):
                continue  # an unreduced fraction ending a step is an intermediate with its reduction to come (module doc)
            v = _value(core)
            if v is not None and _equal(v, target) and not _is_given(v, givens):
                out.append((s0, e0))
    out += _plain_copula_spans(text, target, givens, spans, known)
    out += _unreduced_fraction_spans(text, target, givens, known)
    out += _binomial_word_spans(text, target, givens, known)
    out += _rounding_spans(text, target, givens)
    return sorted(set(out))


_FRACTION = re.compile(r"\\[dt]?frac\s*\{\s*(\d+)\s*\}\s*\{\s*(\d+)\s*\}|(?<![\d.^_{])(\d+)\s*/\s*(\d+)(?!\d|\.\d)")
_OPERAND_BEFORE = re.compile(r"(?:[-+*/^×·÷−(]|\\(?:cdot|times|div|left\(?))\s*\$?\s*$")
_OPERAND_AFTER = re.compile(r"\s*\$?\s*(?:[-+*/^×·÷−]|\\(?:cdot|times|div)\b|\()")


def _unreduced_fraction_spans(text: str, target: Any, givens: Sequence[Any], known: frozenset = frozenset()) -> List[Tuple[int, int]]:
    """A fraction of two integers not in lowest terms (``\\frac{189}{3528}``, ``189 / 3528``) equal to the answer, no
    operand, after a copula or in a check or an aside ("Before cancelling the value is ...", "numerically 189/3528 ≈
    ..." under **Verification**), where not both its numerator and its denominator are numbers the text or the
    problem stated before (``8/32`` after areas 32 and 8 is the last step, a ratio still to reduce): a value the draft
    computed and restates, not cancelled. A product's unreduced result with its reduction still to come
    (``= \\frac{160}{420}``, then "Simplify") is an intermediate and stays."""
    from math import gcd

    from agon_mcore.agon.answer_forms.notation import number_mentions

    if not getattr(target, "is_Rational", False) or getattr(target, "is_Integer", False):
        return []
    out = []
    for m in _FRACTION.finditer(text):
        n, d = (int(x) for x in (m.group(1, 2) if m.group(1) else m.group(3, 4)))
        if d == 0 or gcd(n, d) == 1 or n * target.q != d * target.p:
            continue
        if _OPERAND_BEFORE.search(text[max(0, m.start() - 12):m.start()]) or _OPERAND_AFTER.match(text, m.end()):
            continue
        before = {str(x.value) for x in number_mentions(text[:m.start()]) if getattr(x.value, "is_Integer", False)} | known
        if (str(n) in before and str(d) in before) or _is_given(target, givens):
            continue
        if not (_check_or_aside(text, m.start(), m.end()) or _copula_before(text, m.start())):
            continue  # a product's result with its reduction still to come is an intermediate ("= \\frac{160}{420}", then "Simplify")
        out.append(m.span())
    return out


# a binomial coefficient written in words or function notation: "7 choose 3", "C(7, 3)", "7C3"
_BINOM_WORDS = re.compile(r"(?<![\w.])(?:(\d+)\s+choose\s+(\d+)|C\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)|(\d+)\s*C\s*(\d+))(?!\w|\.\d)")


def _binomial_word_spans(text: str, target: Any, givens: Sequence[Any], known: frozenset = frozenset()) -> List[Tuple[int, int]]:
    """A binomial coefficient in words or function notation after a copula ("the count is 9 choose 2")."""
    from math import comb

    import sympy

    out = []
    for m in _BINOM_WORDS.finditer(text):
        n, k = (int(x) for x in next(g for g in (m.group(1, 2), m.group(3, 4), m.group(5, 6)) if g[0]))
        if k <= n and _equal(sympy.Integer(comb(n, k)), target) and not _is_given(target, givens) and _copula_before(text, m.start()) \
                and _restates(text, m.start(), m.group(0), known) and not _OPERAND_AFTER.match(text, m.end()) \
                and not re.match(r"\s*(?:=|\\approx|≈)", text[m.end():m.end() + 4]):  # a chain starts: work
            out.append(m.span())
    return out


def _plain_copula_spans(text: str, target: Any, givens: Sequence[Any], spans: Sequence[Tuple[int, int]],
                        known: frozenset = frozenset()) -> List[Tuple[int, int]]:
    """Arithmetic written in plain text right after a copula ("the total is 500+1", "is equal to 6!")."""
    out = []
    for m in _PLAIN_RUN.finditer(text):
        core = m.group(0).strip()
        s0 = m.start() + (len(m.group(0)) - len(m.group(0).lstrip()))
        if not _OPERATOR.search(core) or not re.search(r"\d", core) or any(a <= s0 < b for a, b in spans):
            continue
        core = core.rstrip(" (")
        e0 = s0 + len(core)
        if not _copula_before(text, s0) or re.match(r"\s*(?:=|\\approx|≈)", text[e0:e0 + 4]) or not _restates(text, s0, core, known):
            continue
        v = _value(core)
        if v is not None and _equal(v, target) and not _is_given(v, givens):
            out.append((s0, e0))
    return out


def _rounding_spans(text: str, target: Any, givens: Sequence[Any]) -> List[Tuple[int, int]]:
    """Decimals (>= 2 places) and percents (>= 1 place) equal to a non-integer answer or rounding to it, no operand."""
    from agon_mcore.agon.answer_forms.notation import number_mentions

    if getattr(target, "is_Integer", False) or not getattr(target, "is_real", False):
        return []
    out = []
    for m in number_mentions(text):
        written = text[m.start:m.end]
        dec = re.search(r"\d\.(\d+)", written)
        if m.kind in ("sub", "exp") or not dec or not re.fullmatch(r"[-−]?\d*\.\d+\s*(?:\\?%|per\s?cent|pct)?", written.strip(), re.I):
            continue
        pct = bool(re.search(r"%|per\s?cent|pct", written, re.I))
        places = len(dec.group(1)) + (2 if pct else 0)
        if places < 2 or (not pct and len(dec.group(1)) < 2):
            continue
        value = m.value / 100 if pct else m.value
        try:
            close = abs(float(value) - float(target)) <= 0.5 * 10.0 ** (-places) * 1.0001
        except (TypeError, ValueError):
            continue
        if not close or _is_given(m.value, givens):
            continue
        after = text[m.end:m.end + 12]
        if re.match(r"\s*\$?\s*(?:[-+*/^×·÷−]|\\(?:cdot|times|div)\b|\^|\(|[a-zA-Z]\b(?!\w))", after) and \
                not re.match(r"\s*\$?\s*[-−]\s+[a-zA-Z]", after):
            continue  # an operand of arithmetic, a coefficient: work
        out.append((m.start, m.end))
    return out


_BASE_WORDS = {"two": 2, "binary": 2, "three": 3, "ternary": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
               "octal": 8, "nine": 9, "ten": 10, "decimal": 10, "eleven": 11, "twelve": 12, "sixteen": 16, "hex": 16,
               "hexadecimal": 16}
_PREFIX = {2: "0b", 8: "0o", 16: "0x"}


def _word_of(base: int) -> str:
    return "|".join(w for w, b in _BASE_WORDS.items() if b == base) or "(?!)"


def base_of(mark: str) -> Optional[int]:
    """The base a numeral's base mark names (``5``, ``{(5)}``, ``\\text{five}``, ``octal``), else None."""
    mark = re.sub(r"\\(?:text|mathrm|textrm|rm)\s*|[{}()\s]", " ", mark).strip().lower()
    if mark.isdigit():
        return int(mark)
    return _BASE_WORDS.get(mark)


def _base_word_before(text: str, start: int, base: int) -> bool:
    """A word naming ``base`` stands before ``text[start]`` in its clause with no other number between ("in octal that
    is", "the base-8 numeral", "written in base five:")."""
    head = re.split(r"[.!?;\n]", text[max(0, start - 60):start])[-1]
    m = None
    for m in re.finditer(rf"(?i)\b(?:{_word_of(base)})\b|\bbase[\s-]*(?:{base}\b|(?:{_word_of(base)})\b)", head):
        pass
    return m is not None and not re.search(r"\d", head[m.end():])


def based_numeral_spans(text: str, answer: str, problem: Optional[str] = None) -> List[Tuple[int, int]]:
    """Where ``text`` writes a based answer (``2516_8``, ``4210_{5}``, ``1F_{16}``) as its digits with a mark of its base
    in another notation: a prefix (``0o2516``, ``0x1f``, ``0b101``), a subscript in words or brackets
    (``4210_{\\text{five}}``, ``4210_{(5)}``), words after it ("4210 in base five", "2516 (octal)"), a string of them
    beside the base argument or format (``int('202', 7)``, ``format(n, 'o')``), or the bare digits in answer position
    or after a word naming the base ("The answer is 2516", "in octal that is 2516"). ``[]`` for an answer without a
    base, or where the problem itself writes those digits."""
    m = re.fullmatch(r"\s*\(?\s*([0-9A-Za-z]+)\s*\)?\s*_\s*\{?\s*(?:\\text\s*\{|\\mathrm\s*\{)?\s*([0-9a-z]+)\s*\}?\s*\}?\s*", answer)
    if not m:
        return []
    digits, base = m.group(1), base_of(m.group(2))
    if not base or base == 10 or (problem and re.search(rf"(?<![0-9A-Za-z]){re.escape(digits)}(?![0-9A-Za-z])", problem)):
        return []
    from agon_mcore.agon.answer_forms.compare import in_answer_position

    d = re.escape(digits)
    out = []
    pre = _PREFIX.get(base)
    if pre:
        out += [x.span() for x in re.finditer(rf"(?i)(?<![\w.]){pre}{d}(?![0-9A-Za-z])", text)]
    for x in re.finditer(rf"(?<![\w.]){d}(?![0-9A-Za-z]|\.\d)", text):
        sub = re.match(r"\s*_\s*(\{(?:[^{}]|\{[^{}]*\})*\}|[a-z]{3,}\b|\w)", text[x.end():x.end() + 40])
        if sub and base_of(sub.group(1)) == base:
            out.append((x.start(), x.end() + sub.end()))  # its own notation too: its value is the given it converts
            continue
        if x.start() > 0 and text[x.start() - 1] in "'\"" and text[x.end():x.end() + 1] == text[x.start() - 1]:
            line = text[text.rfind("\n", 0, x.start()) + 1:text.find("\n", x.end()) % (len(text) + 1)]
            spec = {8: "o", 16: "x", 2: "b"}.get(base, "(?!)")  # format(n, 'o'), f"{n:o}"
            if re.search(rf"(?i),\s*(?:base\s*=\s*)?{base}\s*\)|\bbase[\s-]*(?:{base}\b|{_word_of(base)})|"
                         rf"['\"]#?{spec}['\"]|:#?{spec}\}}", line):
                out.append((x.start() - 1, x.end() + 1))  # a string of its digits beside the base argument: int('202', 7)
                continue
        if sub and base_of(sub.group(1)):
            continue  # the digits with another base's subscript: another value
        if in_answer_position(text, x.start(), x.end()) or _base_word_before(text, x.start(), base):
            out.append(x.span())  # the bare digits stated ("The answer is 2516", "in octal that is 2516")
            continue
        word = re.match(r"(?i)\s*(?:\(|,)?\s*(?:in\s+)?(?:base[\s-]*|radix\s*)(\w+)|\s*\(?\s*(octal|hex(?:adecimal)?|binary|ternary)\b",
                        text[x.end():x.end() + 30])
        if word and base_of(word.group(1) or word.group(2)) == base:
            out.append((x.start(), x.end() + word.end()))
    return out
