"""The answer plugged back into the problem's own relations: a check that gives the answer away.

A draft that verifies its answer writes one of the problem's relations with each unknown replaced by the
answer's value (``5x - 7 = 3x + 9`` checked as ``5(8) - 7 = 40 - 7 = 33``; the system ``2x + y = 7``,
``x - y = 2`` checked as ``2(3) + 1 = 7`` and ``3 - 1 = 2``; ``\\frac{x}{3} + 4 = 9`` as
``\\frac{15}{3} + 4 = 9``; ``3^x = 243`` as ``3^5 = 243``). Whatever the wording, such a check is
the problem's relation side with the answer where its unknowns stood, so it is read by generating that
side rather than by parsing the check: the numbers of each side of a problem relation, in order, with
every unknown replaced by the answer's value (a tuple answer: its components, assigned to the unknowns in
the order the problem names them, "(x, y)", else alphabetically), are looked up as a run of consecutive
numerals of the text joined only by operators, brackets and spacing, inside a relation (a relation sign
in the same chain). A run is at least two numbers and holds at least one substituted value, so the
draft's own steps (``5x - 3x = 16``, ``2x = 16``) never match: they do not hold the answer where the
unknown stood.

Used by the reader (``agon.leak.answer_readable``: such a run states the answer) and by the summarizer's
provenance pass (``agon.provenance``: the run's relation chain is hidden). Only real answers written as
one number each (an integer or a decimal; a tuple of them) are generated; a side that holds a function
(``\\sin x``), a subscript or no unknown is skipped, and so is a problem that asks for a count ("how many
solutions"): its unknowns are another quantity than the answer, and a problem that puts the answer's value in its
unknown itself ("What is $g(5)$?" for the answer 5, "If $x = 5$ ..."): plugging it in is the problem's work.
"""
from __future__ import annotations

import functools
import re
from fractions import Fraction
from typing import List, Optional, Sequence, Tuple

__all__ = ["substitution_runs"]

# LaTeX commands allowed inside a relation side (arithmetic and brackets); any other command ends the side
_ARITH_CMDS = {"\\frac", "\\dfrac", "\\tfrac", "\\cdot", "\\times", "\\div", "\\left", "\\right", "\\,", "\\;", "\\!"}
_TOKEN = re.compile(r"\\[A-Za-z]+|\\[,;!]|[A-Za-z]+|\d+(?:\.\d+)?|[−-]|\S")
_REL = {"=", "<", ">", "≤", "≥", "≠", "≈", "\\le", "\\ge", "\\leq", "\\geq", "\\neq", "\\approx"}
_OP = set("+-−*/×·÷^()[]{}") | {"\\frac", "\\dfrac", "\\tfrac", "\\cdot", "\\times", "\\div", "\\left", "\\right"}
_NUM = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?!\.?\d)")
# between two numerals of one side: operators, brackets, spacing and arithmetic commands only
_GAP = re.compile(r"(?:[\s+*/×·÷^()\[\]{}−-]|\\(?:frac|dfrac|tfrac|cdot|times|div|left|right)(?![A-Za-z])|\\[,;!]){1,24}")
_COUNTS = re.compile(r"(?i)\b(?:how\s+many|number\s+of|count\s+the)\b")
_ORDER = re.compile(r"\(\s*([a-zA-Z])\s*(?:,\s*([a-zA-Z])\s*)+\)")


def _number(tok: str) -> Optional[Fraction]:
    try:
        return Fraction(tok)
    except (ValueError, ZeroDivisionError):
        return None


def _sides(problem: str) -> List[List[str]]:
    """Each side of each relation of ``problem`` that holds an unknown, as its tokens: numbers and
    one-letter unknowns, in order (``5x - 7`` -> ``["5", "x", "7"]``)."""
    parts = re.findall(r"\$+([^$]+)\$+", problem) or [problem]
    out: List[List[str]] = []
    for part in parts:
        toks = _TOKEN.findall(part)
        rel = [k for k, t in enumerate(toks) if t in _REL]
        bounds = [-1] + rel + [len(toks)]
        if not rel:
            continue
        for a, b in zip(bounds, bounds[1:]):
            side: List[str] = []
            ok = True
            seq = toks[a + 1:b]
            # the side is the run of math tokens next to the relation sign
            rng = range(len(seq) - 1, -1, -1) if b in rel and a not in rel else range(len(seq))
            for k in rng:
                t = seq[k]
                if re.fullmatch(r"\d+(?:\.\d+)?", t):
                    side.append(t)
                elif re.fullmatch(r"[A-Za-z]", t):
                    side.append(t)
                elif t.startswith("\\") and t not in _ARITH_CMDS:
                    ok = False
                    break
                elif t in _OP or t in "−-":
                    continue
                elif t == "_":
                    ok = False
                    break
                else:
                    break  # prose or punctuation ends the side
            if not ok:
                continue
            if rng.step == -1:
                side.reverse()
            if any(re.fullmatch(r"[A-Za-z]", t) for t in side):
                out.append(side)
    return out


@functools.lru_cache(maxsize=1024)
def _patterns(problem: str, values: Tuple[Fraction, ...]) -> Tuple[Tuple[Fraction, ...], ...]:
    """The problem's relation sides with the unknowns replaced by the answer's values."""
    sides = _sides(problem)
    names = sorted({t for s in sides for t in s if t.isalpha()})
    order = _ORDER.search(problem)
    if order:
        named = re.findall(r"[a-zA-Z]", order.group(0))
        names = named + [n for n in names if n not in named]
    if len(values) == 1:
        assign = {n: values[0] for n in names} if len(names) == 1 else {}
        if not assign:  # several letters: only sides with one unknown
            out = []
            for s in sides:
                vs = {t for t in s if t.isalpha()}
                if len(vs) == 1:
                    out.append(tuple(values[0] if t.isalpha() else Fraction(t) for t in s))
            return tuple(p for p in out if len(p) >= 2)
    else:
        if len(names) < len(values):
            return ()
        assign = dict(zip(names, values))
    out = []
    for s in sides:
        if not all(t in assign for t in s if t.isalpha()):
            continue
        out.append(tuple(assign[t] if t.isalpha() else Fraction(t) for t in s))
    return tuple(p for p in out if len(p) >= 2)


def _values(answer_values: Sequence) -> Optional[Tuple[Fraction, ...]]:
    """The answer as a tuple of exact numbers (one number, or a tuple's components), else ``None``."""
    vals = []
    for v in answer_values:
        if getattr(v, "is_Rational", False):
            vals.append(Fraction(int(v.p), int(v.q)))
        elif getattr(v, "is_Float", False):
            vals.append(Fraction(str(v)))
        else:
            return None
    return tuple(vals) or None


def substitution_runs(text: str, answer_values: Sequence, problem: Optional[str]) -> List[Tuple[int, int]]:
    """Spans of ``text`` where a side of a problem relation stands with the answer in place of its unknowns,
    inside a relation (module docstring). ``answer_values``: the answer's parts (sympy numbers: one value, or a
    tuple's components in order). Empty without a problem or for other answers."""
    if not problem or _COUNTS.search(problem):
        return []  # a count of solutions or values: the unknowns are another quantity than the answer
    vals = _values(answer_values)
    if vals is None:
        return []
    if len(vals) == 1 and _problem_assigns(problem, vals[0]):
        return []  # the problem puts this value in its unknown itself ("What is $g(5)$?", "If $x = 5$"): that is work
    pats = _patterns(problem, vals)
    if not pats:
        return []
    nums = [(m.start(), m.end(), Fraction(m.group(0))) for m in _NUM.finditer(text)]
    out: List[Tuple[int, int]] = []
    for pat in pats:
        n = len(pat)
        for k in range(len(nums) - n + 1):
            run = nums[k:k + n]
            if any(abs(r[2]) != abs(p) for r, p in zip(run, pat)):
                continue
            if not all(_GAP.fullmatch(text, run[j][1], run[j + 1][0]) for j in range(n - 1)):
                continue
            s, e = run[0][0], run[-1][1]
            if _in_relation(text, s, e):
                out.append((s, e))
    return sorted(set(out))


def _problem_assigns(problem: str, value: Fraction) -> bool:
    """The problem evaluates at ``value`` itself: ``g(5)``, ``x = 5``, "when x is 5"."""
    v = str(value) if value.denominator == 1 else None
    if v is None:
        return False
    num = rf"{re.escape(v)}(?![\d.])"
    return bool(re.search(rf"(?<![A-Za-z\\])[A-Za-z]\s*\(\s*{num}\s*\)|(?<![A-Za-z\\])[a-z]\s*=\s*{num}|"
                          rf"\b[a-z]\s+(?:is|equals)\s+{num}", problem))


def _in_relation(text: str, s: int, e: int) -> bool:
    """A relation sign stands next to the run, within its clause (``5(8) - 7 = 33``, ``169 = 13^2``)."""
    after = re.match(r"[\s)}\]^\d]*(?:=|≈|<|>|≤|≥|\\approx|\\le|\\ge|\\neq|\\equiv)", text[e:e + 16])
    before = re.search(r"(?:=|≈|<|>|≤|≥|\\approx|\\le|\\ge|\\neq|\\equiv)[\s({\[]*(?:\\left\s*)?[({\[]*\s*$", text[max(0, s - 16):s])
    return bool(after or before)
