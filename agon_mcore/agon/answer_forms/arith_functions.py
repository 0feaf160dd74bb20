"""A value named as an arithmetic function of a number shown beside it: "the sum of the proper divisors of 220" (284),
"the amicable partner of 220" (284, the same sum), "the number of divisors of 12" (6), "Euler's totient of 12" (4), "the
digit sum of 1234" (10), "the digital root of 1234" (1), "the largest prime factor of 91" (13), "the number of primes
below 30" (10), "the greatest common divisor of 12 and 18" (6), "the least common multiple of 4 and 6" (12); and a measure of a standard
figure by its one size: "the altitude of an equilateral triangle whose side is 32" (16√3), "the diagonal of a square
with side 5" (5√2), "the area of a circle of radius 3" (9π), "the volume of a cube with edge 4" (64), "the hypotenuse of a right triangle with legs 9 and 12" (15); the trace or rank of an identity matrix by its size
("tr(I₃)", "the trace of the 3×3 identity": 3); a group of a dotted identifier by its place ("the first octet of a
home-router address like 192.168.0.1": 192).

Each function is evaluated with sympy's number theory (``divisor_sigma``, ``divisor_count``, ``totient``,
``primefactors``, ``primepi``, ``gcd``, ``lcm``) on the number the phrase names, so any argument reads, not a list of
examples; the value is compared with the answer as a value. A phrase the problem writes itself is its given, not a
statement (``written_in_problem``). Arguments above 10^12 are not factored (no reading).
"""
from __future__ import annotations

import re
from typing import Any, Iterator, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms.values import written_in_problem

__all__ = ["arithmetic_function_spans"]

_N = r"\$?\s*(\d{1,13})\s*\$?"
_OF = r"\s+(?:of|for)\s+(?:the\s+number\s+)?"
# (function name -> pattern before "of N"); one argument
_ONE = (
    ("aliquot", r"(?:sum\s+of\s+(?:all\s+)?(?:the\s+|its\s+)?(?:proper|aliquot)\s+divisors|aliquot\s+sum|amicable\s+(?:partner|twin|pair\s+partner))"),
    ("sigma", r"(?:sum\s+of\s+(?:all\s+)?(?:the\s+|its\s+)?(?:positive\s+)?divisors|divisor\s+sum)"),
    ("tau", r"(?:number|count)\s+of\s+(?:the\s+|its\s+)?(?:positive\s+)?divisors"),
    ("phi", r"(?:euler'?s\s+)?(?:totient|phi\s+function)(?:\s+function)?(?:\s+value)?"),
    ("digitsum", r"(?:digit\s+sum|sum\s+of\s+(?:the\s+|its\s+)?digits)"),
    ("root", r"digital\s+root"),
    ("ndigits", r"(?:number|count)\s+of\s+(?:the\s+|its\s+)?digits"),
    ("bigp", r"(?:largest|greatest|biggest)\s+prime\s+(?:factor|divisor)"),
    ("smallp", r"(?:smallest|least)\s+prime\s+(?:factor|divisor)"),
    ("nprimef", r"(?:number|count)\s+of\s+(?:the\s+|its\s+)?(?:distinct\s+)?prime\s+(?:factors|divisors)"),
)
_ONE_RE = re.compile(r"(?i)\b(?:the\s+|its\s+)?(?:" + "|".join(f"(?P<{k}>{p})" for k, p in _ONE) + r")" + _OF + _N)
_PRIMES_BELOW = re.compile(r"(?i)\b(?:the\s+)?(?:number|count)\s+of\s+primes\s+(below|under|less\s+than|up\s+to|at\s+most|not\s+exceeding)\s+" + _N)
_TWO = re.compile(r"(?i)\b(?:the\s+)?(greatest\s+common\s+(?:divisor|factor)|highest\s+common\s+factor|gcd|hcf|"
                  r"least\s+common\s+multiple|lowest\s+common\s+multiple|lcm)\s+of\s+" + _N + r"\s*(?:and|,)\s*" + _N)


# a measure of a standard figure by its one size: (measure, figure, size word, number)
_FIGURE = re.compile(r"(?i)\b(?:the\s+)?(altitude|height|area|perimeter|diagonal|circumference|volume|surface\s+area|inradius|"
                     r"circumradius|space\s+diagonal)\s+of\s+(?:a|an|the)\s+(?:regular\s+)?(equilateral\s+triangle|square|circle|"
                     r"disc|disk|cube|sphere|ball|regular\s+hexagon|hexagon)\s+(?:with|of|whose|having)\s+(?:an?\s+|its\s+)?"
                     r"(side|edge|radius|diameter)(?:\s+length)?\s*(?:is|of|=|equal\s+to|measuring)?\s*" + _N)


# a right triangle's third side by its other two: "the hypotenuse of a right triangle with legs 9 and 12" (15)
_HYPOTENUSE = re.compile(r"(?i)\b(?:the\s+)?hypotenuse\s+of\s+(?:a|an|the)\s+right(?:[-\s]angled)?\s+triangle\s+(?:with|whose|having)\s+"
                         r"(?:its\s+)?(?:legs|sides|catheti)\s*(?:are|of|measuring)?\s*" + _N + r"\s*(?:and|,)\s*" + _N)


# the trace or rank of an identity matrix by its size ("the trace of the 3×3 identity", "tr(I₃)", "\\operatorname{rank}(I_4)")
_SUBSCRIPT_DIGITS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")
_IDENTITY_SIZE = re.compile(r"(?i)\b(?:the\s+)?(?:trace|rank)\s+of\s+(?:the\s+|an?\s+)?(\d{1,3})\s*(?:×|x|by)\s*\d{1,3}\s+identity\b|"
                            r"(?:\b(?:tr|trace|rank)|\\operatorname\{(?:tr|rank)\})\s*\(\s*I\s*(?:_\s*\{?\s*(\d{1,3})\s*\}?|([₀-₉]{1,3}))\s*\)")


# one group of a dotted identifier named by its place: "the first octet of a home-router address like 192.168.0.1" (192)
_PLACES = {"first": 0, "second": 1, "third": 2, "fourth": 3, "last": -1, "final": -1}
_GROUP_OF = re.compile(r"(?i)\b(?:the\s+)?(first|second|third|fourth|last|final)\s+(?:octet|group|field|component|part|number)\s+"
                       r"(?:of|in)\s+[^.;\n]{0,50}?(?<![\w.])(\d{1,4}(?:\.\d{1,4}){2,5})(?![\w]|\.\d)")


def _figure_value(measure: str, figure: str, size: str, n: int):
    """The measure of the figure with the given size (sympy), or None where the figure has no such measure."""
    import sympy as sp

    x = sp.Integer(n)
    measure, figure, size = (" ".join(w.lower().split()) for w in (measure, figure, size))
    r = x / 2 if size == "diameter" else x
    table = {
        "equilateral triangle": {"altitude": x * sp.sqrt(3) / 2, "height": x * sp.sqrt(3) / 2, "area": x ** 2 * sp.sqrt(3) / 4,
                                 "perimeter": 3 * x, "inradius": x * sp.sqrt(3) / 6, "circumradius": x * sp.sqrt(3) / 3},
        "square": {"area": x ** 2, "perimeter": 4 * x, "diagonal": x * sp.sqrt(2), "inradius": x / 2, "circumradius": x * sp.sqrt(2) / 2},
        "circle": {"area": sp.pi * r ** 2, "circumference": 2 * sp.pi * r, "perimeter": 2 * sp.pi * r},
        "cube": {"volume": x ** 3, "surface area": 6 * x ** 2, "space diagonal": x * sp.sqrt(3), "diagonal": x * sp.sqrt(3)},
        "sphere": {"volume": sp.Rational(4, 3) * sp.pi * r ** 3, "surface area": 4 * sp.pi * r ** 2},
        "regular hexagon": {"area": 3 * sp.sqrt(3) / 2 * x ** 2, "perimeter": 6 * x},
    }
    figure = {"disc": "circle", "disk": "circle", "ball": "sphere", "hexagon": "regular hexagon"}.get(figure, figure)
    if size in ("radius", "diameter") and figure not in ("circle", "sphere") or \
            size in ("side", "edge") and figure in ("circle", "sphere"):
        return None
    return table.get(figure, {}).get(measure)


def _value(kind: str, n: int) -> Optional[int]:
    import sympy as sp

    if n > 10 ** 12 or n < 1:
        return None
    if kind == "aliquot":
        return int(sp.divisor_sigma(n)) - n
    if kind == "sigma":
        return int(sp.divisor_sigma(n))
    if kind == "tau":
        return int(sp.divisor_count(n))
    if kind == "phi":
        return int(sp.totient(n))
    if kind == "digitsum":
        return sum(map(int, str(n)))
    if kind == "root":
        return 1 + (n - 1) % 9
    if kind == "ndigits":
        return len(str(n))
    if kind in ("bigp", "smallp", "nprimef"):
        ps = sp.primefactors(n)
        if not ps:
            return None
        return max(ps) if kind == "bigp" else min(ps) if kind == "smallp" else len(ps)
    return None


def arithmetic_function_spans(text: str, values: Sequence[Any], problem: Optional[str] = None) -> Iterator[Tuple[int, int]]:
    """Spans of ``text`` that name an arithmetic function of a shown number whose value equals one of ``values`` (the
    answer's, sympy; module docstring). Raises nothing."""
    from agon_mcore.agon.answer_forms import values_equal

    if not values or not re.search(r"(?i)divisor|totient|phi|digit|prime|amicable|aliquot|common|gcd|lcm|hcf|side|edge|radius|diameter|hypotenuse|trace|rank|tr\(|octet|group|field|component",
                                   text):
        return
    import sympy as sp

    def hit(v: Optional[int], m: "re.Match") -> bool:
        return v is not None and any(values_equal(sp.Integer(v), x) for x in values) and \
            not written_in_problem(m.group(0), problem)

    for m in _ONE_RE.finditer(text):
        kind = next(k for k, _ in _ONE if m.group(k) is not None)
        if hit(_value(kind, int(m.group(len(_ONE) + 1))), m):
            yield m.start(), m.end()
    for m in _PRIMES_BELOW.finditer(text):
        n = int(m.group(2))
        strict = m.group(1).lower().split()[0] in ("below", "under", "less")
        if n <= 10 ** 7 and hit(int(sp.primepi(n - 1 if strict else n)), m):
            yield m.start(), m.end()
    for m in _FIGURE.finditer(text):
        v = _figure_value(m.group(1), m.group(2), m.group(3), int(m.group(4)))
        if v is not None and any(values_equal(v, x) for x in values) and not written_in_problem(m.group(0), problem):
            yield m.start(), m.end()
    for m in _IDENTITY_SIZE.finditer(text):  # an identity matrix's trace and rank are its size
        n = int((m.group(1) or m.group(2) or m.group(3)).translate(_SUBSCRIPT_DIGITS))
        if hit(n, m):
            yield m.start(), m.end()
    for m in _GROUP_OF.finditer(text):  # a place's group of a dotted identifier
        groups = m.group(2).split(".")
        k = _PLACES[m.group(1).lower()]
        if k < len(groups) and hit(int(groups[k]), m):
            yield m.start(), m.end()
    for m in _HYPOTENUSE.finditer(text):
        v = sp.sqrt(int(m.group(1)) ** 2 + int(m.group(2)) ** 2)
        if any(values_equal(v, x) for x in values) and not written_in_problem(m.group(0), problem):
            yield m.start(), m.end()
    for m in _TWO.finditer(text):
        a, b = int(m.group(2)), int(m.group(3))
        name = m.group(1).lower()
        v = int(sp.gcd(a, b)) if ("common" in name and ("divisor" in name or "factor" in name)) or name in ("gcd", "hcf") \
            else int(sp.lcm(a, b))
        if hit(v, m):
            yield m.start(), m.end()
