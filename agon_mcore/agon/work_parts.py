"""A value equal to the answer that is a PART of something else: work, not a statement of the answer.

The summarizer's answer-position rules (``agon_mcore.agon.summary``: a clause that opens with a conclusion
word, a value after a bare name, the final step) look at what stands BEFORE a mention ("so", "=", "is").
They cannot see what the mention is OF: in "so $\\sin A = \\frac{2}{\\sqrt5}$" the 2 is a numerator, in
"$x + 1/x \\ge 2\\sqrt{x \\cdot 1/x}$" a coefficient, in "so $2 \\cdot (1/2)(1/2)$" a factor still to multiply,
in "the primes are 2 and 3" one element of an enumeration, in a table row ``| 3 | 10 | no |`` an index
cell, in "3. For odd x" a list label. The value stated there is the value of the larger thing (the fraction,
the product, the list, the row), so a mention that is such a part states no answer, whatever its value.

:func:`part_role` names the structure (:data:`PART_ROLES`); :func:`drop_work_parts` removes the hides of
the answer-position rules that fall on such parts. A part keeps its hide where the larger thing is itself
the answer in another form (``\\frac{2}{1}``, ``2 \\cdot 1``, a hedge "2 or 3"), where an answer phrase
("the answer is ...") names it, and in the last data row of a table (the end of a tabulated chain). The
later passes (``failclosed``, ``results``, ``provenance``) still read every kept form, so a part that the
reader reads as the answer in another way is hidden there.
"""
from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms import HIDDEN, parse_answer, values_equal
from agon_mcore.agon.answer_forms.compare import _ANSWER_PHRASE_RE
from agon_mcore.agon.asked_role import other_base, pm_centre, variable_value
from agon_mcore.agon.value_work import command_part, operator_to_evaluate, raised_later
from agon_mcore.agon.value_kind import condition_equation, function_identity
from agon_mcore.agon.data_givens import given_pair

__all__ = ["PART_ROLES", "part_role", "drop_work_parts", "worded_result", "of_a_part"]

PART_ROLES = ("argument", "coefficient", "factor", "± centre", "enumeration", "table index", "table data", "list label")

# math commands whose braced arguments are operands (not formatting: \text, \mathbf, \boxed)
_OPERATOR_CMD = re.compile(r"\\(?:[dt]?frac|sqrt|binom|[dt]binom|log|ln|exp|sin|cos|tan)\s*(?:\[[^\]]*\]\s*)?$")
# a variable, a constant or a root right after the number: it multiplies it ("2\\sqrt{x}", "2x", "2\\pi", "2(x + 1)")
_MULTIPLIES = re.compile(r"(?:\s|\\,)*(?:\\sqrt\b|√|\\pi\b|π|\\(?:sin|cos|tan|log|ln)\b)|(?:\\,)?(?:(?![hmsglLKAVWJN](?![A-Za-z]))[a-zA-Z](?![a-zA-Z])|\()")
_TIMES = r"(?:·|×|\*|\\cdot|\\times)"
_FACTOR_BEFORE = re.compile(r"(?:[\d)}]\s*" + _TIMES + r"\s*\(?|\)\s*\()\s*$")  # "2·(", ")(" : a factor after another
_FACTOR_AFTER = re.compile(r"\s*\)?\s*" + _TIMES + r"\s*[\d(\\]|\)?\(\s*\d")  # "·2", ")(1/2)": a factor before another (juxtaposed without a space)
# "2 and 3": members listed, not a hedge ("2 or 3") and not a clause (", and 7 × 6 ..."): plain numbers on both sides
_AND_LIST = re.compile(r"\$?\s+and\s+\$?\s*-?\d+(?:\.\d+)?(?!\s*\$?\s*(?:[-+*/×·÷^=<>≈≡(]|\\(?:cdot|times|div)))(?![\d.,]\d|[\dA-Za-z(\\])")
_AND_BEFORE = re.compile(r"(?<![-+*/×·÷^=<>≈≡.\d])\s*\d+(?:\.\d+)?\s*\$?(?:\s*,\s*\$?\s*-?\d+(?:\.\d+)?\s*\$?)*,?\s+and\s+\$?\s*$")
_ROW = re.compile(r"^[ \t]*\|(.*)\|[ \t]*$")
_SEPARATOR = re.compile(r"^[ \t]*\|?[ \t:|-]+\|[ \t:|-]*$")
_COUNT_ASKED = re.compile(r"(?i)\bhow\s+many\b|\bnumber\s+of\b|\bin\s+how\s+many\s+ways\b|\bcount\b")
_LIST_LABEL = re.compile(r"(?:^|\n)[ \t]*$")


def _enclosing_braces(vis: str, s: int, e: int) -> Optional[Tuple[int, int]]:
    """The span of the operator command (``\\frac{..}{..}``, ``\\sqrt{..}``) whose argument the mention is, or None."""
    o = vis.rfind("{", max(0, s - 40), s)
    if o < 0 or vis[o + 1:s].strip() or not re.match(r"\s*\}", vis[e:e + 3]):
        return None
    head = vis[max(0, o - 20):o]
    cmd = None
    if _OPERATOR_CMD.search(head):
        cmd = re.search(r"\\[A-Za-z]+\s*(?:\[[^\]]*\]\s*)?$", head)
        start = o - (len(head) - cmd.start())
    elif head.rstrip().endswith("}"):  # the second argument of \\frac{a}{b}
        m = re.search(r"\\[dt]?(?:frac|binom)\s*\{[^{}]*\}\s*$", vis[max(0, o - 60):o])
        if not m:
            return None
        start = max(0, o - 60) + m.start()
    else:
        return None
    depth, k = 0, start
    while k < len(vis):
        if vis[k] == "{":
            depth += 1
        elif vis[k] == "}":
            depth -= 1
            if depth == 0 and not re.match(r"\s*\{", vis[k + 1:k + 3]):
                return start, k + 1
        k += 1
    return None


def _table_cell(vis: str, s: int, e: int) -> Optional[str]:
    """``"table index"`` (the first cell of a data row) or ``"table data"`` (a cell of a data row that is not the
    table's last) when the mention is a whole cell of a markdown table; None otherwise. A data row opens with a
    value (an index); a row labelled by a word ("| Total | ... |", "| Difference | |") is no data row."""
    ls = vis.rfind("\n", 0, s) + 1
    le = vis.find("\n", e)
    le = len(vis) if le < 0 else le
    line = vis[ls:le]
    if not _ROW.match(line):
        return None
    cells = line.strip().strip("|").split("|")
    pos, k = 0, line.index("|") + 1
    for i, c in enumerate(cells):
        if ls + k <= s and e <= ls + k + len(c):
            pos = i
            break
        k += len(c) + 1
    else:
        return None
    cell = vis[ls + k:ls + k + len(cells[pos])]
    if cell.strip().strip("$*").strip() != vis[s:e].strip():
        return None
    if not re.fullmatch(r"\s*\$?\s*-?[\d.]+\s*\$?\s*", cells[0]):
        return None  # a labelled row (Total, Difference, Answer): it may state the result
    before = vis[:ls].rstrip("\n").split("\n")
    if not any(_SEPARATOR.match(x) for x in before[-60:]):
        return None  # no header above: not a table
    if pos == 0:
        return "table index"
    nxt = vis[le + 1:].split("\n", 1)[0]
    return "table data" if _ROW.match(nxt) and not _SEPARATOR.match(nxt) else None


_ANONYMOUS = re.compile(r"\(\s*(?:lambda\b|\(?[\w\s,]*\)?\s*=>|fun\b|fn\b|\\\w+\s*->|function\s*\()")


def anonymous_call(vis: str, s: int) -> bool:
    """``vis[s]`` opens the argument of an anonymous function applied on the spot (``(lambda x: x*x - 10*x + 25)(5)``,
    ``((t) => t*t)(5)``, ``(fun x -> x + 1) 5`` is not bracketed and not read): the bracket before ``(`` closes a
    group that opens with a function literal, so ``)(`` is a call, not a product of two factors. Raises nothing."""
    m = re.search(r"\)\s*\(\s*$", vis[max(0, s - 12):s])
    if not m:
        return False
    close = max(0, s - 12) + m.start()
    depth = 0
    for k in range(close, max(-1, close - 400), -1):
        depth += {")": 1, "(": -1}.get(vis[k], 0)
        if depth == 0:
            return bool(_ANONYMOUS.match(vis, k))
    return False


def part_role(vis: str, s: int, e: int, answers: Sequence[str], values: Sequence[Any] = (),
              problem: Optional[str] = None) -> Optional[str]:
    """What the mention ``vis[s:e]`` (a value) is a part of, one of :data:`PART_ROLES`, or None when it stands alone.

    ``argument``: an argument of an operator command (``\\frac{2}{\\sqrt5}``, ``\\sqrt{2}``) whose whole is no
    answer; ``coefficient``: a number written against a variable, a root, a constant or a bracket (``2\\sqrt{x}``,
    ``2x``, ``2(x+1)``); ``factor``: one factor of a product shown (``2 \\cdot (1/2)(1/2)``); ``enumeration``: one
    member of values listed with "and" ("the primes are 2 and 3"; "2 or 3" is a hedge, no part); ``table index``
    / ``table data``: a cell of a data row of a markdown table (a data cell only where ``problem`` asks a count: the
    rows are the cases counted; elsewhere a cell may be the asked value itself, ``| 6 | 71 |`` for f(6)); ``list label``: the number of a numbered list
    item ("3. For odd x ..."). ``answers``: the graded answer(s) as LaTeX strings (an enclosing whole equal to one
    is the answer, not a part); ``values``: the answer's values when they are at hand already. Raises nothing."""
    vals = [*values, *(v for a in answers for v in parse_answer(a).values)]
    br = _enclosing_braces(vis, s, e)
    if br:
        whole = parse_answer(vis[br[0]:br[1]]).values
        if whole and not any(values_equal(w, v) for w in whole for v in vals):
            return "argument"
        return None
    if re.search(r"\\sqrt\s*\[\s*$", vis[max(0, s - 8):s]) and re.match(r"\s*\]", vis[e:e + 3]):
        return "argument"  # the index of a root (``\\sqrt[3]{27}``): a part of the operator
    if re.match(r"[.)][ \t]+\S", vis[e:e + 3]) and _LIST_LABEL.search(vis[max(0, s - 8):s]) and re.fullmatch(r"\d{1,2}", vis[s:e]):
        k = int(vis[s:e])  # a sibling item ("2." before or "4." after, each opening a line): a numbered list
        if re.search(r"(?:^|\n)[ \t]*(?:%d|%d)[.)][ \t]+\S" % (k - 1, k + 1), vis):
            return "list label"
    cell = _table_cell(vis, s, e)
    if cell == "table index" or cell and _COUNT_ASKED.search(problem or ""):
        return cell
    after = vis[e:e + 12]
    if _MULTIPLIES.match(after) and not re.match(r"\s+[a-zA-Z]\s*(?:=|\\in|∈)", after) and \
            not re.match(r"\s+(?:[aA]|I)\b", after):  # "2 a" is no product; "2 x = ..." neither; "2 I" a pronoun
        return "coefficient"
    if (_FACTOR_BEFORE.search(vis[max(0, s - 12):s]) and not anonymous_call(vis, s)) or _FACTOR_AFTER.match(after):
        return "factor"
    if pm_centre(vis, s, e):
        return "± centre"
    op_after = re.match(r"\s*\$?\s*(?:[-+*/×·÷^=<>≈≡(]|\\(?:cdot|times|div))", vis[e:e + 8])
    if not op_after and (_AND_LIST.match(vis, e) or _AND_BEFORE.search(vis[max(0, s - 30):s])):
        return "enumeration"
    return None


# a member of a comma list of three or more plain numbers, not its last ("1, 3, 6, 10"): the list is the work
_NUM = r"\$?\s*-?\d+(?:\.\d+)?\s*\$?"
_COMMA_SEP = r"\s*,\s*(?:\\[ ,;]|~|\\quad)?\s*"
_COMMA_AFTER = re.compile(_COMMA_SEP + _NUM + _COMMA_SEP + r"(?:" + _NUM + r"|\\[lc]?dots|\.\.\.|…)")
_COMMA_BETWEEN = (re.compile(r"(?<![-+*/×·÷^=<>≈≡.\d])" + _NUM + _COMMA_SEP + r"$"), re.compile(_COMMA_SEP + _NUM))
# the left side of a relation whose right side decomposes it ("4 = 2^2", "12 = 2^2 \cdot 3")
_DECOMPOSED = re.compile(r"\s*\$?\s*(?:=|\\equiv|≡)\s*\$?\s*-?\d+\s*(?:\^|\\cdot|\\times|·|×|\*)")


def list_member(vis: str, s: int, e: int) -> bool:
    """``vis[s:e]`` is a member of a comma list of three or more plain numbers and not its last ("1, 3, 6, 10"; a
    list closed by "or" is a hedge and no list). Raises nothing."""
    if not re.fullmatch(r"-?\d+(?:\.\d+)?", vis[s:e].strip()):
        return False
    head = vis[max(0, s - 40):s]
    if re.search(r"\bor\b", vis[e:e + 60].split("\n", 1)[0].split(".", 1)[0]):
        return False
    return bool(_COMMA_AFTER.match(vis, e) or _COMMA_BETWEEN[0].search(head) and _COMMA_BETWEEN[1].match(vis, e))


_ARITH_BEFORE = re.compile(r"(?:[-+*/×·÷−]|\\cdot|\\times|\\div)\s*\$?\s*\(?\s*$")
_ARITH_AFTER = re.compile(r"\s*\)?\s*\$?\s*(?:[-+*/×·÷−]|\\cdot|\\times|\\div)")
# what follows the value on its line carries it on to another statement (an implication, a further relation)
_VERBAL_REL = re.compile(r"(?:\b(?:which|that|it|this)\s+(?:is|are|gives|makes|comes\s+to)|\bthat's|\bi\.e\.,?|\bgives|\bmakes|"
                         r"\bequals|\bcomes\s+to)\s*\$?\s*$", re.I)
_VERBAL_WORK = re.compile(r"(?i)\b(?:half|halves|thirds?|quarters?|fourths?|fifths?|sixths?|tenths?|twice|double|triple|"
                          r"times|plus|minus|divided|product|sum|difference|percent)\b|%")
_CARRIED = re.compile(r"[^\n]{0,40}?(?:\\(?:Longrightarrow|Rightarrow|implies|therefore)\b|⟹|⇒|∴)")


def worded_result(before: str) -> bool:
    """``before`` ends with a relation in words ("which is", "that's", "gives", "makes", "i.e.") whose clause holds
    work in words or symbols on a numeral ("a quarter of 12, which is", "twice 9 makes", "9 + 3, i.e."): what follows
    is that work's result. Raises nothing."""
    vrel = _VERBAL_REL.search(before)
    clause = re.split(r"[.;!?\n]", before[:vrel.start()])[-1] if vrel else ""
    return bool(re.search(r"\d", clause) and (_VERBAL_WORK.search(clause) or re.search(r"\d\s*[-+*/×·÷−]\s*\d", clause)))


def reused_intermediate(vis: str, s: int, e: int, kept_later: str, value: Any) -> bool:
    """``vis[s:e]`` is the result of a relation with work on its left (``n + 4 \\equiv 6``, ``\\sqrt[3]{64} = 4``)
    whose value the kept work after it (``kept_later``) uses again as an operand (not as a relation's left side, a numerator or in a check; not where an implication carries it on; the rule
    ``agon.failclosed.work_reason`` reads as an intermediate result). Raises nothing."""
    from agon_mcore.agon.conclusion import left_has_work
    from agon_mcore.agon.failclosed import _checks, _numbers

    before = vis[max(0, s - 60):s]
    rel = re.search(r"(?:=|\\equiv|≡)\s*\$?\s*$", before)
    if _ANSWER_PHRASE_RE.search(before):
        return False
    if not rel:  # a relation in words after work in words ("a quarter of 12, which is 3", "twice 9 makes 18")
        if not worded_result(before):
            return False
    elif not left_has_work(before):
        return False
    else:
        lhs = re.split(r"[,;:]\s|\$|=|\\equiv|≡", before[:rel.start()])[-1]
        if not re.search(r"[-+*/×·^(]|\\[A-Za-z]+", lhs):
            return False  # "x = 4": a bare name's value is no intermediate
    known = [x.value for x in _numbers(vis[:s])]
    asides = [(a.start(), a.end()) for a in re.finditer(r"\([^()]*\)", kept_later)]
    def operand(t: str, a: int, b: int) -> bool:  # an operand of arithmetic; not a relation's left side ("36 = 4 · 9 + 0"
        # restates it), not a numerator or a radicand (``\\frac{2}{\\sqrt5}``: a part of another number)
        if _ARITH_BEFORE.search(t[max(0, a - 10):a]):
            return True  # the last operand of a sum or product ("4 + 3 = 7"): the chain goes on through the value
        return bool(_ARITH_AFTER.match(t, b)) and not re.match(r"\s*\$?\s*=", t[b:b + 4])

    if _CARRIED.match(vis, e):
        return False  # "= 2 \\Longrightarrow \\tan A = ...": the value is carried on to what the draft concludes

    return any(values_equal(x.value, value) and operand(kept_later, x.start, x.end) and
               not any(a <= x.start < b for a, b in asides) and not _checks(kept_later, x.end, known)
               for x in _numbers(kept_later, operands=True))


_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])")
_OPERATOR = r"(?:[-+*/×·÷−]|\\cdot|\\times|\\div)"


def operand_goes_on(vis: str, s: int, e: int) -> bool:
    """``vis[s:e]``, a number, is the first operand of a relation (``8 − 3 = 5``) whose result is another value that a
    later relation uses again as an operand (``3 + 5 = 8``): the chain goes on through it, so the number is an
    intermediate in use, not the answer stated. The relation stays on its line. Raises nothing."""
    if not _NUMBER.fullmatch(vis[s:e].strip()) or not re.match(r"\s*" + _OPERATOR + r"\s*\(?\s*\d", vis[e:e + 12]) or \
            re.search(_OPERATOR + r"\s*\(?\s*$", vis[max(0, s - 8):s]):
        return False
    le = vis.find("\n", e)
    rel = re.match(r"[^=\n<>]*?(?<![<>!])=\s*\$?\s*(\d+(?:\.\d+)?)(?![\d.])", vis[e:le if le >= 0 else len(vis)])
    if not rel or rel.group(1) == vis[s:e].strip():
        return False
    w, after = rel.group(1), e + rel.end()
    return any(re.search(_OPERATOR + r"\s*\(?\s*$", vis[max(0, x.start() - 6):x.start()]) or
               re.match(r"\s*\)?\s*" + _OPERATOR + r"\s*\(?\s*\d", vis[x.end():x.end() + 12])
               for x in _NUMBER.finditer(vis, after) if x.group(0) == w)


def drop_work_parts(vis: str, spans: List[Tuple[int, int, str]], answers: Sequence[str],
                    segs: Sequence[Any] = (), problem: Optional[str] = None) -> List[Tuple[int, int, str]]:
    """``spans`` without the :data:`HIDDEN` spans (the answer-position rules' hides; the conclusion and the boxes carry
    other placeholders) that fall on a part (:func:`part_role`), on a member of a comma list (:func:`list_member`), on
    the problem's number decomposed on a relation's left side (``$4 = 2^2$``), on a true constant between two units
    ("60 minutes in an hour": ``agon.asked_role.unit_fact``), on a multiplier word before its operand ("twice $y$":
    ``answer_forms.reader_roles.multiplier_operation``), on a given restated about the same thing ("each carton has 12
    eggs" for "a dozen eggs": ``agon.asked_role.restated_given``) or on an intermediate result the kept
    work uses again (:func:`reused_intermediate`), outside an answer phrase ("the answer is ...") and
    outside the code segments of ``segs`` (``agon.segments.Segment``; a program's literals are read there);
    ``problem``: the question text (:func:`part_role`). Raises nothing."""
    from agon_mcore.agon.answer_forms.reader_roles import multiplier_operation
    from agon_mcore.agon.asked_role import restated_given, unit_fact
    from agon_mcore.agon.failclosed import blank_hidden

    code = [(g.start, g.end) for g in segs if g.kind == "code"]
    vals = [v for a in answers for v in parse_answer(a).values]
    given_nums = [v for x in re.findall(r"(?<![\w.])\d+(?:\.\d+)?", problem or "") for v in parse_answer(x).values]
    cut = min([s for s, _, ph in spans if ph != HIDDEN] + [len(vis)])
    spans = [sp for sp in spans if not (sp[2] == HIDDEN and sp[1] <= cut and not _ANSWER_PHRASE_RE.search(vis[max(0, sp[0] - 80):sp[0]])
                                        and not any(a <= sp[0] < b for a, b in code) and operand_goes_on(vis, sp[0], sp[1]))]
    spans = [sp for sp in spans if not (sp[2] == HIDDEN and any(a <= sp[0] < b for a, b in code) and given_pair(vis, sp[0], sp[1], problem))]  # agon.data_givens
    spans = [sp for sp in spans if not (sp[2] == HIDDEN and unit_fact(vis, sp[0], sp[1]))]  # "60 minutes in an hour" (agon.asked_role)
    spans = [sp for sp in spans if not (sp[2] == HIDDEN and multiplier_operation(vis, sp[0], sp[1], problem))]  # "twice $y$"
    spans = [sp for sp in spans if not (sp[2] == HIDDEN and sp[1] <= cut and restated_given(vis, sp[0], sp[1], problem))]  # a given
    kept = blank_hidden(vis, 0, cut, [(s, e) for s, e, _ in spans])
    later = kept + re.sub(r"\\boxed\s*\{(?:[^{}]|\{[^{}]*\})*\}", lambda b: " " * len(b.group(0)), vis[cut:])  # the conclusion's operands (agon.value_work)
    out = []
    for sp in spans:
        s, e, ph = sp
        if ph == HIDDEN and not any(a <= s < b for a, b in code) and \
                not _ANSWER_PHRASE_RE.search(vis[max(0, s - 80):s]) and (
                    part_role(vis, s, e, answers, problem=problem) or list_member(vis, s, e) or
                    other_base(vis, s, e, problem) or variable_value(vis, s, problem) or  # another quantity (agon.asked_role)
                    # a given decomposed ("$4 = 2^2$" for the problem's 4) is the left side of work
                    _DECOMPOSED.match(vis, e) and any(values_equal(v, g) for v in vals for g in given_nums) or
                    any(reused_intermediate(vis, s, e, kept[e:], v) or raised_later(vis, s, e, later[e:], v) for v in vals) or
                    command_part(vis, s, e, answers, problem) or any(operator_to_evaluate(vis[s:e], v) for v in vals) or
                    function_identity(vis, s, e, problem) or condition_equation(vis, s, problem)):  # "q(x) \\equiv 0": the zero polynomial, no number  # a power's base later;
            continue  # "pi" of \\frac{\\pi}{x^2}; an integral still to evaluate (agon.value_work)
        out.append(sp)
    return out


# the subject of a clause is a part of a whole: "this part", "the last integral", "the tail", "each term", "the error"
_PART_SUBJECT = re.compile(r"(?i)(?:\b(?:this|that|the|each|every|its)\s+)?(?:\b(?:(?:first|second|third|last|other|remaining|"
                           r"inner|outer|middle|boundary)\s+)?(?:part|piece|term|summand|remainder|tail|error(?:\s+term)?|"
                           r"contribution|portion|sub-?integral)s?|\b(?:first|second|third|last|other|remaining|inner|outer|"
                           r"middle|boundary)\s+(?:integral|sum|half|series)s?)\b[^.;:,]{0,40}?\b(?:tends?|goes|converges?|"
                           r"vanish(?:es)?|is|equals?|approaches|contributes)\b[^.;:,]{0,12}$")


def of_a_part(vis: str, lo: int, s: int) -> bool:
    """The value at ``vis[s]`` is predicated of a part of a whole in its clause (from ``lo``, the segment's start): "so
    this part tends to $0$", "the last integral vanishes", "each term is $0$": the value of a part (a term, a piece, a
    tail, one of several integrals), not of the asked quantity. Raises nothing."""
    clause = vis[max(lo, vis.rfind(".", 0, s) + 1, s - 80):s]
    m = _PART_SUBJECT.search(clause)
    # "in betting terms Alice is ...", "in terms of cost": an idiom, not a term of a sum
    return bool(m) and not re.search(r"(?i)\bin\s+(?:[a-z]+\s+){0,2}terms\b", clause[max(0, m.start() - 30):m.end()])
