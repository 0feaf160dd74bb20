"""A value equal to the answer (or holding it) that does work: its role, not its value, decides (round 16).

The summarizer's own passes hide a mention whose value equals the answer, or a slot whose content holds it, unless a
role makes it work. This module names the roles those passes missed, each by what the value IS and where it stands:

* :func:`raised_later`: a computed value that later work raises to a power (``a^3 = -1`` ... ``(a^3)^3 = (-1)^3``):
  the base of a power still to evaluate is an intermediate, whether the power stands in kept work or in the hidden
  conclusion (the conclusion's operands, its boxes blanked). ``agon.work_parts.drop_work_parts`` consults it.
* :func:`command_part`: a mention read inside a LaTeX command's name (the word "pi" of ``\\pi``) is the command, and
  the command's role decides: ``\\frac{\\pi}{x^2}`` is an argument of a formula in a variable, a coefficient of work.
* :func:`rewritten_later`: an unevaluated expression (``\\binom{31}{3}``, ``5!/3!``, ``\\frac{7 \\cdot 6}{2}``) that
  later kept work takes up again as the left side of a relation is a step of the derivation (an equivalent form
  on the way), not a restatement. ``agon.failclosed.work_reason`` consults it.
* :func:`slot_work`: a result slot (``agon.results``) whose content is a constraint, not a value: a variable bounded
  by values none of which is the answer (``1.75 < x < 2.33``, ``x > 4.5``) where the problem asks no extremum, or a
  candidate set of three values or more (``N \\in \\{0, 3, 6, 9\\}``, "n is one of 2, 4, 6") for a one-value answer.
* :func:`problem_relation` / :func:`given_restated`: the problem's own relation cited in a premise ("(using
  $\\omega^3 = 1$)") is a given, neither a final derivation (``agon.conclusion``), a conclusion clause (``agon.tail``) nor
  a statement the reader reads (``answer_forms.reader_roles``).
* :func:`operator_to_evaluate`: an integral, a sum, a product or a limit still to evaluate to a number is work.
* :func:`evaluated_piece`: a piece of the problem's formula evaluated to the answer's value (``3^3 = 27``) and then
  used as an operand makes the later step work, not a check of the answer (``agon.conclusion.final_cut``).
* :func:`widen_commands`: a hidden span never starts after a bare backslash (``\\[hidden]`` would open a display).
* :func:`unevaluated_regions`: the hidden spans the summary gives back as work still to compute
  (``agon.worklost.keep_unevaluated``), so "used later" in the results pass reads them as the summary will show them.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, List, Optional, Sequence, Tuple

__all__ = ["raised_later", "command_part", "widen_commands", "rewritten_later", "slot_work", "unevaluated_regions", "LazyRegions",
           "restore", "problem_relation", "given_restated", "operator_to_evaluate", "evaluated_piece"]

_NUM = r"[-−]?\d+(?:\.\d+)?"
# a number raised to a power: "(-1)^3", "2^{10}", "3²"
_POWER_BASE = re.compile(rf"\(\s*({_NUM})\s*\)\s*(?:\^|[²³⁴⁵⁶⁷⁸⁹])|(?<![\w.^_{{])(\d+(?:\.\d+)?)\s*(?:\^|[²³⁴⁵⁶⁷⁸⁹])")
_RESULT_BEFORE = re.compile(r"(?:=|\\equiv|≡)\s*\$?\s*$")


def raised_later(vis: str, s: int, e: int, later: str, value: Any) -> bool:
    """Whether ``vis[s:e]``, the right side of a relation (``a^3 = -1``), is raised to a power in ``later`` (the kept
    text after it, or the conclusion's text with its boxes blanked): ``(-1)^3`` takes the value up again as the base of
    a power still to evaluate, so it is an intermediate result. ``value``: the mention's value (sympy or number).
    A bare power of the value as the last thing said, with nothing to evaluate (``(-1)^1``), counts too. Raises
    nothing."""
    from agon_mcore.agon.answer_forms import parse_answer, values_equal

    if not _RESULT_BEFORE.search(vis[max(0, s - 12):s]):
        return False
    for m in _POWER_BASE.finditer(later):
        vals = parse_answer((m.group(1) or m.group(2)).replace("−", "-")).values
        if vals and values_equal(vals[0], value):
            return True
    return False


def command_part(vis: str, s: int, e: int, answers: Sequence[str], problem: Optional[str],
                 values: Sequence[Any] = ()) -> Optional[str]:
    """The part role (``agon.work_parts.part_role``) of a mention that is the name of a LaTeX command (``vis[s - 1]``
    is a backslash: the word "pi" of ``\\pi``), read with its backslash: ``\\frac{\\pi}{x^2}`` gives ``"argument"``.
    ``values``: the answer's values when at hand (an enclosing whole equal to one is the answer, no part). None when the
    mention is no command name or the command stands alone. Raises nothing."""
    if s < 1 or vis[s - 1] != "\\" or not vis[s:e].isalpha():
        return None
    from agon_mcore.agon.work_parts import part_role

    role = part_role(vis, s - 1, e, answers, values=values, problem=problem)
    if role is None and re.match(r"\s*(?:\\(?:int|iint|oint|sum|prod|lim|sqrt|left)(?![A-Za-z])|[a-zA-Z](?![a-zA-Z])|\()", vis[e:e + 8]):
        role = "coefficient"  # "\\pi \\int_1^\\infty \\frac{dx}{x^2}", "\\pi r^2", "\\pi (\\sqrt2)^2": a constant against work
    return role


_UNEVALUATED = re.compile(r"\\(?:binom|dbinom|tbinom|frac|dfrac|tfrac|sqrt|cdot|times)|[!+*/×·^]|\d\s*-\s*\d|\bC\(")


def _flat(t: str) -> str:
    return re.sub(r"\\(?:d|t)(?=binom|frac)|\s+|\$", "", t)


def rewritten_later(vis: str, s: int, e: int, later: str) -> bool:
    """Whether ``vis[s:e]`` is an unevaluated expression (a binomial, a factorial, a fraction or product still to
    compute) that ``later`` (the kept text after it) opens a relation with, written the same way (``\\binom{31}{28} =
    \\binom{31}{3}``, then ``\\binom{31}{3} = \\frac{31 \\cdot 30 \\cdot 29}{6}``): an equivalent form on the way, a
    step of the derivation. A plain numeral is never one. Raises nothing."""
    text = vis[s:e]
    if not _UNEVALUATED.search(text) or re.fullmatch(r"\s*[-−]?[\d.,{}\s]+\s*", text):
        return False
    flat = _flat(text)
    if len(flat) < 3:
        return False
    stripped = _flat(later)
    k = stripped.find(flat)
    while k >= 0:
        if re.match(r"(?:=|\\equiv|≡)", stripped[k + len(flat):]):
            return True
        k = stripped.find(flat, k + 1)
    return False


_REL = r"(?:<|>|\\le(?:q|qslant)?|\\ge(?:q|qslant)?|\\lt|\\gt|≤|≥)"
_BOUNDED = re.compile(rf"\s*\$?\s*(?:({_NUM})\s*{_REL}\s*)?[A-Za-z](?:_\{{?\w+\}}?)?\s*{_REL}\s*({_NUM})\s*\$?[.,;]?\s*"
                      rf"|\s*\$?\s*({_NUM})\s*{_REL}\s*[A-Za-z](?:_\{{?\w+\}}?)?\s*\$?[.,;]?\s*")
_EXTREMUM = re.compile(r"(?i)\b(?:largest|smallest|greatest|least|maximum|minimum|max|min|maximi[sz]e|minimi[sz]e|"
                       r"at\s+(?:most|least)|bound|range|interval|inequality|solve\s+for)\b")
_SET = re.compile(r"\s*\$?\s*[A-Za-z](?:_\{?\w+\}?)?\s*(?:\\in|∈|\bis\s+one\s+of|\bmust\s+be\s+one\s+of|\bcan\s+be\s+one\s+of)\s*"
                  r"(?:\\\{|\{|\\left\\\{)?\s*([-−\d.,\s]+?)\s*(?:\\\}|\}|\\right\\\})?\s*\$?[.,;]?\s*")


def _fractions(t: str) -> List[Fraction]:
    return [Fraction(x.replace("−", "-")) for x in re.findall(_NUM, t)]


# a bound in words: "at most one input", "at least two of them", "no more than three"
_QUANTIFIER_BOUND = re.compile(r"(?i)\b(?:at\s+most|at\s+least|no\s+more\s+than|no\s+fewer\s+than|not\s+more\s+than|"
                               r"fewer\s+than|more\s+than|less\s+than|up\s+to)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten)\b")


def slot_work(content: str, *, scalar_answer: bool, answer_values: Sequence[Fraction], problem: Optional[str]) -> bool:
    """Whether a result slot's ``content`` (``agon.results``) is a constraint, not a stated value (module docstring):
    a variable bounded by values none of which is one of ``answer_values`` (the answer's values) where ``problem``
    asks no extremum, range or inequality, a bound in words with no numeral ("at most one input"), or a set of three or
    more candidates for it. Only for a one-value answer
    (``scalar_answer``): where the answer is an interval or a set, those forms state it. Raises nothing."""
    if not scalar_answer or not answer_values:
        return False
    if _QUANTIFIER_BOUND.search(content) and len(re.findall(r"\d+", content)) == 0:
        return True  # "each value is attained by at most one input": a bound in words over another noun, no count stated
    m = _BOUNDED.fullmatch(content)
    if m and not _EXTREMUM.search(problem or ""):
        bounds = [Fraction(g.replace("−", "-")) for g in m.groups() if g]
        return bool(bounds) and not any(b in answer_values for b in bounds)
    m = _SET.fullmatch(re.sub(r"(?i)^\s*(?:so|thus|hence|then|and|i\.e\.,?)\s+", "", content))
    if m and re.fullmatch(rf"\s*{_NUM}(?:\s*,\s*{_NUM}){{2,}}\s*", m.group(1)):
        return True
    return False


def unevaluated_regions(vis: str, spans: Sequence[Tuple[int, int, str]], answers: Sequence[str], problem: Optional[str],
                        hidden: str) -> List[Tuple[int, int]]:
    """The ``hidden`` spans of ``spans`` that the summary gives back as work still to compute
    (``agon.worklost.keep_unevaluated``: ``-4 - 5i + 5 - 7i`` of known numbers). Raises nothing."""
    from agon_mcore.agon.worklost import keep_unevaluated

    kept = set(keep_unevaluated(vis, list(spans), answers, problem or "", hidden))
    return [(s, e) for s, e, ph in spans if ph == hidden and (s, e, ph) not in kept]


class LazyRegions:
    """:func:`unevaluated_regions` computed on the first call and kept (the results pass needs them only where a
    slot's later text is blanked somewhere)."""

    def __init__(self, *args):
        self.args, self.value = args, None

    def __call__(self) -> List[Tuple[int, int]]:
        if self.value is None:
            self.value = unevaluated_regions(*self.args)
        return self.value


def restore(kept: str, vis: str, lo: int, regions) -> str:
    """``kept`` (a piece of a blanked copy of ``vis`` starting at ``lo``) with ``vis``'s text put back over
    ``regions`` (a list of ``(start, end)``, or a function that returns one: called, and its answer kept, only where
    ``kept`` is blank somewhere). Raises nothing."""
    if callable(regions):
        if kept == vis[lo:lo + len(kept)]:
            return kept
        regions = regions()
    out = list(kept)
    for s, e in regions:
        for k in range(max(s, lo), min(e, lo + len(kept))):
            out[k - lo] = vis[k]
    return "".join(out)


_QUESTION = re.compile(r"(?i)(?:find|compute|evaluate|determine|simplify|what|which|howmany|solve|express|calculate)")


_SOLVE = re.compile(r"(?i)\bsolve\b")


def problem_relation(t: str, s: int, e: int, problem: Optional[str]) -> bool:
    """Whether the relation ending in ``t[s:e]`` (``\\omega^3 = 1`` in "(using $\\omega^3 = 1$)") is the problem's own
    relation restated: its left side, the relation and the value, written as ``problem`` writes them (spaces and
    ``$`` aside) in a premise, before the question, whose left side the question does not ask about, or anywhere in a
    problem that gives equations to solve ("Solve for x: 6x - 30 = 6"). A given used, not a result derived. Raises
    nothing."""
    if not problem:
        return False
    if stated_in_problem(t, s, e, problem):
        return True
    head = t[:s]
    k = max(head.rfind("$"), head.rfind("\\("), head.rfind("\\["), head.rfind("("), head.rfind(","), head.rfind(";"))
    rel = _flat(t[k + 1:e])
    if "=" not in rel or len(rel) < 4 or not re.match(r"[A-Za-z\\]|[-−]?\d+(?:\.\d+)?[A-Za-z\\(]", rel):  # "6x - 30 = 6" too
        return False
    flat = _flat(problem)
    i = flat.find(rel)
    if i < 0 or re.match(r"\d|\.\d", flat[i + len(rel):i + len(rel) + 2]):
        return False
    spaced = r"[\s$]*".join(re.escape(c) for c in rel)  # the relation as the problem writes it, a whole relation there:
    if not re.search(r"(?<![\w\\^_.{])" + spaced + r"(?!\w|\.\d)", re.sub(r"\\(?:d|t)(?=binom|frac)", "", problem)):
        return False  # "x = 16" is no restatement of "2x = 16"
    # a premise, not the question: the asked part ("Find ...", "What is ...") neither holds it nor names its left side
    q = max([m.start() for m in _QUESTION.finditer(flat)], default=len(flat))
    if _SOLVE.search(problem):
        return True  # the equation the problem gives to solve ("Solve for x: 6x - 30 = 6"), restated: a given
    return i < q and rel.split("=")[0] not in flat[q:]


def stated_in_problem(t: str, s: int, e: int, problem: Optional[str]) -> bool:
    """Whether the value ``t[s:e]`` ends a sentence of the problem restated in prose: the last three to six words before
    it in its clause, then the value, as the problem writes them (case, spacing and ``$`` aside): "The problem states the
    expected result is 0" where the problem says "The expected result is 0." A given quoted, not a result."""
    if not problem:
        return False
    words = re.findall(r"[A-Za-z']+", re.split(r"[.;:!?\n(]", t[max(0, s - 80):s])[-1])
    if len(words) < 3:
        return False
    value = r"[\s$]*" + re.escape(t[s:e].strip("$ ")) + r"(?![\w.]\d|\d)"
    return any(re.search(r"(?i)(?<![A-Za-z])" + r"\W+".join(map(re.escape, words[-k:])) + value, problem)
               for k in range(min(6, len(words)), 2, -1))


def given_restated(piece: str, problem: Optional[str]) -> bool:
    """Whether ``piece`` (a clause or an aside after the final derivation: "(using $\\omega^3 = 1$)", "since $x + y =
    10$") cites only the problem's own relations: every math chunk in it is a relation written as ``problem`` writes
    it (:func:`problem_relation`), and the words around them are a few, with no digit. A given cited as the reason
    for a step is work, whatever its value. Raises nothing."""
    if not problem:
        return False
    chunks = list(re.finditer(r"\$([^$]+)\$", piece))
    if not chunks:
        return False
    for c in chunks:
        body = c.group(1)
        if not re.search(r"=", body) or not problem_relation(body, len(body), len(body), problem):
            return False
    rest = re.sub(r"\$[^$]+\$", " ", piece)
    return not re.search(r"\d|\\boxed", rest) and len(re.findall(r"[A-Za-z]{2,}", rest)) <= 4 and \
        not re.search(r"(?i)\b(?:so|thus|hence|therefore|answers?|results?|final|total|gives?|yields?|equals?)\b", rest)


_OPERATOR = re.compile(r"\\(?:int|iint|iiint|oint|sum|prod|lim)(?![A-Za-z])|∫|∑|∏")


def operator_to_evaluate(text: str, value: Any = None) -> bool:
    """Whether ``text`` (a mention the reader evaluates to the answer) holds an integral, a sum, a product or a limit
    still to evaluate (``\\int_1^\\infty \\frac{\\pi}{x^2}\\,dx``, ``\\pi \\int_1^\\infty \\frac{dx}{x^2}``): work on
    the way to a number, like arithmetic still to do, not a statement of the value. ``value``: the mention's value
    (sympy); where it is a formula (``\\sum_{k=0}^{3} x^{2k}`` for a polynomial answer) the operator writes the
    answer in another form, so it is no work. Raises nothing."""
    if value is not None and not getattr(value, "is_number", False):
        return False
    return bool(_OPERATOR.search(text))


def widen_commands(vis: str, spans: List[Tuple[int, int, str]]) -> List[Tuple[int, int, str]]:
    """``spans`` with every span that starts inside a LaTeX command's name (the word "pi" of ``\\pi``) widened to the
    backslash: a placeholder after a bare backslash would read as another command (``\\[hidden]`` opens a display).
    Raises nothing."""
    out = []
    for s, e, ph in spans:
        k = s
        while k > 0 and vis[k - 1].isalpha():
            k -= 1
        out.append((k - 1, e, ph) if k > 0 and vis[k - 1] == "\\" and vis[s:e][:1].isalpha() else (s, e, ph))
    return out


def evaluated_piece(before: str, vals: Sequence[Any], problem: Optional[str]) -> bool:
    """Whether the text ``before`` a step evaluates a piece of the problem's own expression to the answer's value
    (``$3^3 = 27$`` for "What is $3^{4} - 3^{3} \\cdot 2$?", answer 27): a left side written in the problem, with an
    operation, that is a proper part of the problem's formula. The value is then an intermediate, and a later step
    that uses it as an operand (``27 \\cdot 2 = 54``) is work, not a check of the answer. ``vals``: the answer's values
    (sympy). Raises nothing."""
    if not problem:
        return False
    from agon_mcore.agon.answer_forms import parse_answer, values_equal

    flat = _flat(problem).replace("{", "").replace("}", "")
    for m in re.finditer(r"([^\s$=,;:]+?)\s*=\s*\$?\s*(-?\d+(?:\.\d+)?)(?![\d.])", before):
        lhs = _flat(m.group(1)).replace("{", "").replace("}", "")
        if len(lhs) < 3 or not re.search(r"[-+*/^!]|\\(?:cdot|times|frac|binom|sqrt)|\(", lhs) or lhs not in flat:
            continue
        chunk = max((c for c in re.findall(r"\$([^$]+)\$", problem) if lhs in _flat(c).replace("{", "").replace("}", "")),
                    key=len, default="")
        if _flat(chunk).replace("{", "").replace("}", "") == lhs:
            continue  # the problem's whole expression: its value is the answer
        v = parse_answer(m.group(2)).values
        if v and any(values_equal(v[0], a) for a in vals):
            return True
    return False


def problem_expression(piece: str, problem: Optional[str]) -> bool:
    """Whether ``piece`` (a mention the reader evaluates to the answer) is an expression ``problem`` writes, white
    space, braces, dollars and thin spaces aside (``\\log_2 64`` for the problem's ``$\\log_264$``): a given
    restated ("$\\log_2 64$ asks: to what power ..."), not the answer stated. Needs an operation or a command and
    three characters. Raises nothing."""
    if not problem:
        return False
    core = re.sub(r"[\s{}$]|\\[,;!]", "", piece)
    if len(core) < 3 or not re.search(r"\\[A-Za-z]+|[-+*/^_×·]", core):
        return False
    return core in re.sub(r"[\s{}$]|\\[,;!]", "", problem)

