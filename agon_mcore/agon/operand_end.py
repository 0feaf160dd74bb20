"""A conclusion span that ends on an operand is not a statement of the answer.

The restatement rule of the conclusion placement hides from a conclusion word ("so", "hence") to the
last mention of the answer's value in the sentence. When that mention is an operand of a longer
expression, not a value stated on its own, the span ends inside work:

* a coefficient glued to a variable (``so $2x = 4$`` when the answer is 2: ``2x`` is no statement of 2);
* the first term of an operation that continues after it (``y = 2 \\pm \\sqrt{5}``, ``3 + 4``, ``2^4``,
  ``2 \\cdot 7``): the value named is the whole expression's, not the term's.

:func:`drop_operand_ends` pulls such a span back to the end of the clause before the operand's
expression (``so two real roots`` stays hidden, ``, $y = 2 \\pm \\sqrt{5}$`` stays readable), or drops it
when no mention of the answer is left in it. Structure only: the word before the operand is not read.
"""
from __future__ import annotations

import re
from typing import List, Sequence, Tuple

# right after a numeral: a variable glued to it (a coefficient) or an operator that continues the expression
_OPERATOR = re.compile(r"\s*(?:\\pm|\\mp|±|∓|\\cdot|\\times|[-+*/^×·−])")
_OPERAND = re.compile(r"[\d({\\$]|[a-zA-Z](?![a-zA-Z])")
_JOINED = re.compile(r"[\^_{}\\*/×·÷+=<>:]|[-−]\s*\d")  # numbers joined by symbols: one value
_SCALE = re.compile(r"(?i)\b(?:hundred|thousand|million|billion|trillion|dozen|score|grand|k)s?\b|\d[kKmMbB]\b")
_COEFF = re.compile(r"[A-Za-z](?![A-Za-z])|\\(?:alpha|beta|gamma|theta|pi|sqrt|sin|cos|tan|log|ln)(?![A-Za-z])")


def _operand_at(vis: str, e: int) -> bool:
    """The numeral ending at ``e`` is a coefficient (a letter glued to it) or the first term of an
    operation that goes on after it (an operator follows, blanks allowed)."""
    if _COEFF.match(vis, e) and vis.count("$", 0, e) % 2 == 1:  # in math only: "5m" in prose is a unit
        return True
    m = _OPERATOR.match(vis, e)
    if not m:
        return False
    # an operator followed by a word ("4 - and it checks") or by nothing is punctuation, not an operation
    return bool(_OPERAND.match(vis[m.end():m.end() + 12].lstrip()))


def _mentions(text: str, answers: Sequence[str]):
    from agon_mcore.agon.answer_forms.compare import answer_mentions

    out = []
    for a in answers:
        try:
            out += [(m.start, m.end) for m in answer_mentions(text, a, include_formula_parts=False)]
        except Exception:  # a form the readers cannot parse: no mention
            continue
    return out


def drop_operand_ends(vis: str, spans: List[Tuple[int, int, str]], answers: Sequence[str],
                      placeholder: str) -> List[Tuple[int, int, str]]:
    """``spans`` with each ``placeholder`` span that ends on an operand (module docstring) pulled back to the
    end of the clause before that operand's expression, or dropped when that part names no answer.

    Args:
        vis: the visible draft the spans index.
        spans: ``(start, end, placeholder text)`` triples.
        answers: the graded answer's forms.
        placeholder: the conclusion's placeholder text; other spans are unchanged.

    Returns:
        The new list of spans (never larger than before). Raises nothing.
    """
    out: List[Tuple[int, int, str]] = []
    for s, e, ph in spans:
        if ph != placeholder or not _operand_at(vis, e) or "\\boxed" in vis[s:e]:
            out.append((s, e, ph))
            continue
        ms = [m for m in _mentions(vis[s:e], answers) if s + m[1] == e]
        if not ms:
            out.append((s, e, ph))
            continue
        op_start = s + min(m[0] for m in ms)
        # the expression the operand opens: back to its math opening or the clause's comma
        lo = max(vis.rfind("$", s, op_start), max((vis.rfind(c, s, op_start) for c in ",;:"), default=-1))
        if lo < s:
            lo = s
        new_e = lo
        while new_e > s and (vis[new_e - 1].isspace() or vis[new_e - 1] in ",;:$"):
            new_e -= 1
        if new_e > s and _mentions(vis[s:new_e], answers):
            out.append((s, new_e, ph))
        # else: nothing of the answer is stated before the operand: the span was work, it goes
    return out


def names_operands(clause: str, answers: Sequence[str]) -> bool:
    """``clause`` (a clause before a conclusion in its sentence) names two or more distinct numbers and none of them
    states the answer ("So the expression compares 2.4 to 0.2, ..."; "with 18 left over from 30, ..."): it sets out the
    operands the conclusion combines, which is work, so it never joins the conclusion
    (``agon.conclusion.concluding_start``). Digits only (number words may restate); raises nothing."""
    from agon_mcore.agon.answer_forms import number_mentions, parse_answer

    if not answers or not all(parse_answer(a).values for a in answers) or _mentions(clause, answers):
        return False  # a verdict or a word answer: its clauses may restate it in any words
    vals = []
    for m in number_mentions(clause):
        if m.kind in ("sub", "exp") or m.arith or str(m.value) in ("0", "1", "-1"):
            continue  # "besides 1 and itself": 0 and 1 name no operand
        if str(m.value) not in vals:
            vals.append(str(m.value))
    return len(vals) >= 2


def known_operands(vals: Sequence, known: Sequence, answer_values: Sequence, content: str = "") -> bool:
    """A result slot's values (``agon.results.licensed``) are two or more, each stated before (``known``) and none
    equal to one of ``answer_values`` (exact values, e.g. Fractions): the slot sets out operands the draft has
    already ("so the expression compares 2.4 to 0.2"), no new result. False without ``answer_values``, and where
    ``content`` (the slot's text) joins its numbers by symbols (``2^{-3}``, ``4/32``, ``3 + 4``): that is one value,
    which may be the answer's; nor where a scale word makes one value of a numeral ("26 thousand"). Raises nothing."""
    if len(vals) < 2 or not answer_values or _JOINED.search(content) or _SCALE.search(content):
        return False  # "about 26 thousand": a numeral scaled by a word is one value
    return all(any(v == k for k in known) and not any(v == a for a in answer_values) for v in vals)
