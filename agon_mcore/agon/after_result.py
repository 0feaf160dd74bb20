"""What follows the result: answer position by where a passage stands and what it computes.

Once a math draft's work has produced its result (the value the conclusion restates), what follows in the same
chain does not add work: it checks, re-derives or prints the result. The passes before this one read such passages
by role (an operand, a check, a program's output) and keep them; their values still give the answer back. Three
structures, each decided by value and position, none by a passage's words (called from
:func:`agon_mcore.agon.answer_position.answer_position_spans`):

* **Output of a program** (:func:`output_spans`): a line a program printed (a line of a block that follows a code
  block, a line after a REPL input ``>>> ...``, or a line behind an output prompt such as ``Out[1]:``) is a result
  stated without work. A value there equal to the answer (any form the reader reads, alone on its line, or the same sympy value:
  ``(9*a + 11)/20`` for ``\\frac{11+9a}{20}``), or equal to the value of an expression the problem writes
  (``comb(31, 28)`` printing the asked ``\\binom{31}{28}``), is hidden, wherever the block stands; so is the value
  of the problem's expression written anywhere in the code (``>>> 1048576 % 7`` after ``>>> 2**20``).
* **After the result** (:func:`after_result_value_spans`): the passage from the first place where an earlier pass hid
  the answer's value in result position (after ``=``, "is", bold) after work (a relation before it; a heading or a
  claim before any work is no result) to the hidden conclusion. There a numeral is
  hidden when it is the value of an expression the problem writes (``18^6 = (18^3)^2 = 34012224`` for "the units
  digit of $18^6$": the asked quantity's source), or when it is new there (no given, not written before the
  result), stated bare (no result of a relation with work on its left, no operand) and the answer is it plus or
  minus a given (``48`` for the answer 49 and the given remainder 1). A check that states no such value stays (``18^3 = 5832``, "12 and 7 are coprime").
* **An elimination** (:func:`elimination_spans`): a run of sibling checks (list items or table rows on
  consecutive lines, or three or more clauses of one sentence separated by commas or semicolons) that test
  candidates (each opens the same way up to its first number, the candidate, and the candidates differ), in which exactly one item passes and the others fail or are left unmarked: one item with a pass mark
  (✓, ✔, ✅, ``\\checkmark``) and no fail mark; or, without pass marks, exactly one item without a fail mark (✗,
  ✘, ❌) or negation ("not", "no", ``\\neq``) among items that all have one. When the odd item holds the answer's
  value, the whole run is hidden as one placeholder: with the passing item alone hidden, the failing ones name the
  answer by elimination or by position. A run whose items all pass, or whose passing item holds another value,
  stays (a check of identities, roots that all work).

Work before the result stays: evaluating the problem's expression in the derivation is work; only outputs of a
program and the passage after the result are answer position.
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms import answer_mentions, parse_answer, values_equal
from agon_mcore.agon.answer_forms import HIDDEN
from agon_mcore.agon.segments import Segment

Span = Tuple[int, int, str]
ELIMINATION_PLACEHOLDER = "[hidden: the candidates checked]"
_NUMERAL = re.compile(r"(?<![\w.^_{])\d+(?:\.\d+)?(?![\w.]?\d)")
_PROMPT = re.compile(r"^\s*(?:Out\s*\[\s*\d*\s*\]\s*:|Out\s*:|=>|#\s*=>|->|\[\d+\](?=\s))\s*")
_REPL_IN = re.compile(r"^\s*(?:>>>|\.\.\.|In\s*\[\s*\d*\s*\]\s*:|>|\$)\s")
_FENCE = re.compile(r"^\s*(?:```|~~~)")
_MATH = re.compile(r"\$\$(.+?)\$\$|\$(.+?)\$|\\\[(.+?)\\\]|\\\((.+?)\\\)", re.S)
_PASS = re.compile(r"[✓✔✅☑]|\\checkmark")
_FAIL = re.compile(r"[✗✘❌✖]|\\(?:neq|ne|nmid)\b|≠|\bnot\b|n't\b|\bno\b|\bfails?\b", re.I)
_MARK_FAIL = re.compile(r"[✗✘❌✖]")
_RESULT_BEFORE = re.compile(r"(?:=|\bis|\bare|\bequals?|:|\*\*|\bget|\bgives?)\s*(?:\*\*|\$|\\\[|\\\(|\{)?\s*$", re.I)
_CLAUSE_END = re.compile(r"(?<=[^\d\s])[.!?:](?=\s)|(?<=\$)[.!?:](?=\s)")
CONCLUSION = "[hidden: the conclusion and final answer]"
_ITEM = re.compile(r"^[ \t]*(?:[-*+•]|\d+[.)]|\|)[ \t]")


def _value(text: str) -> Optional[Any]:
    """The one sympy value ``text`` reads as (``parse_answer``), or None."""
    try:
        vals = parse_answer(text.strip().rstrip(".,;:")).values
    except Exception:  # noqa: BLE001 - an unreadable expression is no value
        return None
    return vals[0] if len(vals) == 1 else None


def problem_expression_values(problem: Optional[str]) -> List[Any]:
    """The values of the closed numeric expressions the problem writes in math (``18^6``, ``\\dbinom{31}{28}``):
    math spans with an operation or command that read as one number; a plain numeral is a given, not an
    expression. Returns sympy numbers (empty without a problem)."""
    out: List[Any] = []
    for m in _MATH.finditer(problem or ""):
        body = next(g for g in m.groups() if g is not None).strip().rstrip(".,;:")
        if not re.search(r"[\^\\*/+×·!-]", body) or re.search(r"[A-Za-z]", re.sub(r"\\[A-Za-z]+", "", body)):
            continue
        v = _value(body)
        if v is not None and getattr(v, "is_number", False):
            out.append(v)
    return out


def _equal_any(v: Any, values: Sequence[Any]) -> bool:
    return any(values_equal(v, w) for w in values)


def _output_lines(vis: str, sg: Segment, prev_code: bool) -> List[Tuple[int, int]]:
    """``(start, end)`` in ``vis`` of the lines of a code segment that a program printed."""
    out: List[Tuple[int, int]] = []
    text = vis[sg.start:sg.end]
    body = [(m.start(), m.end()) for m in re.finditer(r"[^\n]+", text) if not _FENCE.match(m.group())]
    repl = any(_REPL_IN.match(text[a:b]) for a, b in body)
    # a block that follows a code block and holds no REPL input is the program's output
    whole = prev_code and not repl and len(body) <= 6
    after_in = False
    for a, b in body:
        line = text[a:b]
        if _REPL_IN.match(line):
            after_in = True
            continue
        pm = _PROMPT.match(line)
        if pm or whole or (repl and after_in):
            out.append((sg.start + a + (pm.end() if pm else 0), sg.start + b))
    return out


def output_spans(vis: str, segs: Sequence[Segment], answers: Sequence[str], problem: Optional[str]) -> List[Span]:
    """Values a program printed that equal the answer or the value of the problem's expression (module
    docstring). Returns ``(start, end, HIDDEN)`` spans in ``vis``."""
    exprs = problem_expression_values(problem)
    targets = [v for a in answers for v in [_value(a)] if v is not None] + exprs
    out: List[Span] = []
    for k, sg in enumerate(segs):
        if sg.kind != "code":
            continue
        for m in _NUMERAL.finditer(vis, sg.start, sg.end):  # the printed value carried into the next input
            w = _value(m.group()) if exprs and len(m.group()) > 1 else None
            if w is not None and _equal_any(w, exprs):
                out.append((m.start(), m.end(), HIDDEN))
        prev_code = k > 0 and segs[k - 1].kind == "code" and not vis[segs[k - 1].end:sg.start].strip()
        for a, b in _output_lines(vis, sg, prev_code):
            line = vis[a:b]
            found = [(a + m.start, a + m.end) for ans in answers for m in answer_mentions(line, ans, include_formula_parts=False)
                     if not re.search(r"\d", line[:m.start] + line[m.end:])]  # "[2, 4, 1]" is data, not the value
            v = _value(line) if line.strip() else None
            if v is not None and _equal_any(v, targets):
                found.append((a + len(line) - len(line.lstrip()), a + len(line.rstrip())))
            for m in _NUMERAL.finditer(line):
                w = _value(m.group()) if exprs else None
                if w is not None and _equal_any(w, exprs):
                    found.append((a + m.start(), a + m.end()))
            out += [(s, e, HIDDEN) for s, e in found]
    return out


def result_region(vis: str, spans: Sequence[Span], answers: Sequence[str], conclusion: str) -> Optional[Tuple[int, int]]:
    """``(start, end)``: from the end of the first span an earlier pass hid that held the answer's value in result
    position after work (a relation before it; not in a heading), to the start of the hidden conclusion after it (or the end of ``vis``); None when no such span."""
    concl = sorted(s for s, _, p in spans if p == conclusion)
    for s, e, p in sorted(spans):
        if p == conclusion or not vis[s:e].strip():
            continue
        if not any(answer_mentions(vis[s:e], a, include_formula_parts=False) for a in answers):
            continue
        line_start = vis.rfind("\n", 0, s) + 1
        if re.match(r"\s*#", vis[line_start:s]) or not re.search(r"=|\\equiv|≡", vis[:s]):
            continue  # a heading or a claim before any work ("I claim the answer is 84") is no result of the work
        if not _RESULT_BEFORE.search(vis[max(line_start, s - 40):s]) and not re.match(r"\s*\\\[|\s*\$\$", vis[s:e]):
            continue
        end = next((c for c in concl if c >= e), len(vis))
        return (e, end) if end > e else None
    return None


def _bare(vis: str, s: int, e: int) -> bool:
    """``vis[s:e]`` is stated, not derived: no relation with work on its left (``n^2 = 16``, ``lcm(4, 6) = 12``) and
    no operand of an operation (``84 + 7``, ``2^2 \\cdot 3``)."""
    ls = vis.rfind("\n", 0, s) + 1
    left = vis[ls:s]
    if re.search(r"(?:[-+*/×·÷^−=≡<>]|\\cdot|\\times|\\equiv|\\approx)\s*\$?\s*\(?\s*$", left):
        return False
    return not re.match(r"\s*\$?\s*\)?\s*(?:[-+*/×·÷^−]|\\cdot|\\times|\\div)", vis[e:e + 12])


def _one_step(v: Any, value: Any, givens: Sequence[Any]) -> bool:
    """The answer's ``value`` is ``v`` plus or minus a given: what the draft checks once it has the answer ("48 is
    divisible by 2, 3, 4 and 6" for the age 49 that leaves remainder 1)."""
    for g in givens:
        if not getattr(g, "is_number", False) or g == 0:
            continue
        for w in (v + g, v - g, g - v):
            if values_equal(w, value):
                return True
    return False


def after_result_value_spans(vis: str, spans: Sequence[Span], answers: Sequence[str], problem: Optional[str],
                             givens: Sequence[Any], conclusion: str) -> List[Span]:
    """Numerals after the result that give the answer back (module docstring): the value of the problem's
    expression, or a new value from which the answer follows in one operation with a given."""
    region = result_region(vis, spans, answers, conclusion)
    value = next((v for a in answers for v in [_value(a)] if v is not None and getattr(v, "is_number", False)), None)
    if region is None:
        return []
    lo, hi = region
    exprs = problem_expression_values(problem)
    seen = [v for m in _NUMERAL.finditer(vis[:lo]) for v in [_value(m.group())] if v is not None]
    nums = [v for v in givens if getattr(v, "is_number", False)]
    from agon_mcore.agon.provenance import relation_chain  # provenance imports this module through answer_position

    out: List[Span] = []
    for m in _NUMERAL.finditer(vis, lo, hi):
        if any(s <= m.start() < e for s, e, _ in spans):
            continue
        v = _value(m.group())
        if v is None:
            continue
        if _equal_any(v, exprs) and not _equal_any(v, nums):
            out.append((m.start(), m.end(), HIDDEN))
        elif value is not None and not _equal_any(v, nums) and not _equal_any(v, seen) and _bare(vis, m.start(), m.end()) \
                and _one_step(v, value, nums):
            ls = vis.rfind("\n", 0, m.start()) + 1  # "48 = 12 \\cdot 4": the other side gives it back
            le = vis.find("\n", m.end()) % (len(vis) + 1)
            a, b = relation_chain(vis[ls:le], m.start() - ls, m.end() - ls)
            out.append((min(ls + a, m.start()), max(ls + b, m.end()), HIDDEN))
    return out


def _items(vis: str) -> List[List[Tuple[int, int]]]:
    """Runs of sibling items: list items or table rows on consecutive lines (same indentation), and the clauses of
    a sentence separated by commas or semicolons outside math and brackets (three or more)."""
    runs: List[List[Tuple[int, int]]] = []
    cur: List[Tuple[int, int]] = []
    indent = None
    for m in re.finditer(r"[^\n]*\n?", vis):
        line = m.group().rstrip("\n")
        im = _ITEM.match(line)
        if im and not re.fullmatch(r"[\s|:-]+", line):
            ind = len(line) - len(line.lstrip())
            if cur and ind != indent:
                runs.append(cur)
                cur = []
            indent = ind
            cur.append((m.start(), m.start() + len(line.rstrip())))
        elif not (im and cur):  # a table's separator row continues the run
            if cur:
                runs.append(cur)
            cur, indent = [], None
    if cur:
        runs.append(cur)
    for sm in re.finditer(r"[^\n]+", vis):  # clauses of one sentence ("Checking each: 13 = ..., 25 = ...": the
        line = sm.group()                      # lead-in, earlier and later sentences are not clauses of the run)
        ends = [0] + [m.end() for m in _CLAUSE_END.finditer(line)] + [len(line)]
        for s0, s1 in zip(ends, ends[1:]):
            depth, math, top = 0, False, []  # separators outside math and brackets
            for i in range(s0, s1):
                ch = line[i]
                if ch == "$":
                    math = not math
                elif ch in "({[":
                    depth += 1
                elif ch in ")}]":
                    depth = max(0, depth - 1)
                elif ch in ",;" and not math and depth == 0:
                    top.append((i, ch))
            # semicolons, where a sentence has two or more, separate its items ("x = 1 gives 3, not 21; x = 2
            # gives 7, not 21; ..."): the commas are inside the items
            sep = ";" if sum(ch == ";" for _, ch in top) >= 2 else ",;"
            cuts = [i for i, ch in top if ch in sep]
            parts = [(a + 1 if a >= s0 and a in cuts else a, b) for a, b in zip([s0 - 1] + cuts, cuts + [s1])]
            parts = [(max(a, s0), b) for a, b in parts]
            if len(parts) >= 3:
                parts = [(a + len(line[a:b]) - len(line[a:b].lstrip()), b) for a, b in parts]
                runs.append([(sm.start() + a, sm.start() + b) for a, b in parts if b > a])
    return runs


def _state(t: str) -> str:
    """An item's outcome: a mark decides before words ("| 97 | no divisor up to 9 | ✓ |" passes)."""
    if _MARK_FAIL.search(t):
        return "fail"
    if _PASS.search(t):
        return "pass"
    return "fail" if _FAIL.search(t) else "none"


def _candidates(vis: str, run: Sequence[Tuple[int, int]]) -> bool:
    """The items test candidates of one quantity: each opens the same way up to its first number (``$N = ``,
    ``| ``, ``$``), and those first numbers differ (``13 = 7·1 + 6``, ``25 = 7·3 + 4``; not ``AC = √5``,
    ``\\sin A = ...``)."""
    heads, firsts = set(), []
    for a, b in run:
        im = _ITEM.match(vis[a:b])
        a += im.end() if im and im.group().strip() != "|" else 0  # a list marker is no candidate ("2. $x = 3$")
        m = re.search(r"\d+(?:\.\d+)?", vis[a:b])
        if m is None:
            return False
        heads.add(re.sub(r"[\s$*_`\\(\[{]", "", vis[a:a + m.start()]).lower())
        firsts.append(m.group())
    return len(heads) == 1 and len(set(firsts)) == len(firsts)


def elimination_spans(vis: str, answers: Sequence[str]) -> List[Span]:
    """Runs of checks that leave exactly one candidate, the answer (module docstring); each run is one span with
    :data:`ELIMINATION_PLACEHOLDER`."""
    out: List[Span] = []
    for run in _items(vis):
        run = [(a, b) for a, b in run if re.search(r"\d", vis[a:b])]
        if len(run) < 2 or not _candidates(vis, run):
            continue
        states = [_state(vis[a:b]) for a, b in run]
        if states.count("pass") == 1:
            odd = states.index("pass")
            if len(run) < 3 and "fail" not in states:
                continue
        elif "pass" not in states and states.count("none") == 1 and len(run) >= 3:
            odd = states.index("none")
        else:
            continue
        a, b = run[odd]
        if any(answer_mentions(vis[a:b], ans, include_formula_parts=False) for ans in answers):
            out.append((run[0][0], run[-1][1], ELIMINATION_PLACEHOLDER))
    return out


def after_result_spans(vis: str, segs: Sequence[Segment], spans: Sequence[Span], answers: Sequence[str],
                       problem: Optional[str], givens: Sequence[Any], conclusion: str) -> List[Span]:
    """Every span the three structures of the module docstring hide in a math draft.

    Args:
        vis: the visible part; ``segs``: its segments; ``spans``: the ``(start, end, placeholder)`` spans the
            earlier passes hide; ``answers``: the graded answer and its readings; ``problem``: the problem text;
            ``givens``: the values it states (sympy); ``conclusion``: the placeholder of the hidden conclusion.

    Returns:
        New spans (``HIDDEN`` or :data:`ELIMINATION_PLACEHOLDER`); empty without an answer.
    """
    if not answers or not segs:
        return []
    out = output_spans(vis, segs, answers, problem)
    out += after_result_value_spans(vis, spans, answers, problem, givens, conclusion)
    out += elimination_spans(vis, answers)
    return out
