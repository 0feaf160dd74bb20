"""Draft summaries: what the challenger reads of the drafter's response.

AGON.md, step 3: a draft ``a_i`` is turned into a summary by dropping the private
reasoning block (for Qwen3-style models everything up to and including ``</think>``) and
hiding the final answer, so the challenger reads the visible explanation but cannot copy
the verdict-bearing answer.

Choices this module fixes (the paper leaves them open):

* **Reasoning block.** The visible part is the verifier's answer part
  (``agon_mcore.verify.answer.split_response``): the text after the LAST ``</think>``, or
  the whole text when the response has no think tags at all (a non-thinking model). A
  ``<think>`` reopened after that point is dropped with everything after it. A draft whose
  ``<think>`` never closes (the model stopped or was cut inside its reasoning) has **no
  visible part**: the summary text is empty, ``had_answer=False``, ``truncated=True``;
  the verifier scores such a response ``no_answer``.
* **Math answers: structure first, then values.** The visible part is split into segments
  (:func:`segments`: code blocks and display equations whole, then lines, sentences and
  clauses that start with a conclusion word such as "so", "thus", "therefore"). The
  **conclusion** is the segment holding the graded final answer (the last box, or a final
  "The final answer is ..." statement that overrides it, as ``verify.answer.final_answer``
  reads it; in a draft with no box, the answer it states by position, ``agon_mcore.agon.unboxed``), the headings and restatements right before it ("Therefore ...", "So the
  number of ... is ...", a segment that is little more than the value) and every segment
  after it that still states the answer; it becomes one :data:`CONCLUSION_PLACEHOLDER`, read
  by sentences (:func:`agon_mcore.agon.sentences.whole_sentences`).
  Outside it, every value is read as a value (``agon_mcore.agon.answer_forms``: digits in
  any notation, words, LaTeX, bases, percent, roundings, sets, intervals, equations) and
  hidden (:data:`HIDDEN`) only where it stands in **answer position**: a choice in a
  selection phrase ("pick C"), the value of a "the answer/result/total is ..." phrase, the
  result of a clause that starts with a conclusion word, and the result of the final step
  (the last value in result position, after ``=``, "is", "gives", ... that equals the
  answer). Answer position wins over given-ness: a given of the problem (``problem=``)
  restated there is the answer (for the final-step rule only as a computed result,
  ``(1/2)·10·2 = 10``, not ``x = 5``). Elsewhere a given and any other mention (an
  intermediate result, a root, a coefficient, the negation ``-5`` of ``5``, "one" as a
  pronoun) stays. For a choice answer the chosen option's value (the problem's ``(A) ...``
  list) is hidden in answer position too. Then the reader fails closed: every kept mention it reads
  is hidden unless its role is work (``agon_mcore.agon.failclosed``); then results fail closed: a result
  slot's content is hidden unless licensed, whatever its form (``agon_mcore.agon.results``); last, the answer's
  value stays only where it has a provenance other than being the answer (``agon_mcore.agon.provenance``); what the
  metric's reader still reads is hidden (``agon_mcore.agon.reader_closed``). Code in a math draft stays except the
  answer after the conclusion, in comments, on bare output lines, after an answer phrase. Boxes: :data:`BOXED_PLACEHOLDER`.
* **Code answers** keep prose and data only (``agon_mcore.agon.code_summary``): every block
  that is not sample I/O, every text segment holding a program statement, inline statements
  become :data:`CODE_PLACEHOLDER`; boxes are hidden as for math.
* **Domain.** ``"math"`` / ``"code"`` picks the rule; ``None``: code when the visible part has a
  program block and no complete box.
* **Chat templates that open the reasoning block** (``opened``): the draft is read as
  ``opened + draft_text``, the view of the verifier and ``format_reward``.
* **Chat markup.** ``<|...|>`` special-token text is removed (no turns injected into the prompt).
* **Rendered characters.** Before any rule reads it, the visible part is written as it renders
  (``answer_forms.canon.rendered``): invisible format characters dropped, digits of any script as
  ASCII, a lone Cyrillic or Greek look-alike as its Latin letter, so no rule meets ``1\u200b7`` or ``١٧`` where the
  challenger reads ``17``; in a math draft LaTeX macros are expanded (``answer_forms.macros``: a use renders its
  body, a definition nothing).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms import (CHOSEN_BEFORE, HIDDEN, Mention, answer_mentions, choice_letter, choice_options,
                                        number_mentions, numeral_spans, parse_answer, problem_values, states_answer,
                                        values_equal, word_mentions)
from agon_mcore.agon.answer_forms.operands import literal_operand
from agon_mcore.agon.operand_later import final_operands, numeral_in
from agon_mcore.agon.answer_forms.count_names import asked_pointer_spans, outside_count_spans, outside_referent_spans
from agon_mcore.agon.answer_forms.numeral_symbols import unknown_symbol_spans
from agon_mcore.agon.answer_forms.unit_counts import unknown_unit_count_spans
from agon_mcore.agon.answer_forms.macros import expand_macros
from agon_mcore.agon.answer_forms.canon import rendered
from agon_mcore.agon.answer_forms.compare import _ANSWER_AFTER, _ANSWER_PHRASE_RE, _MARKER_RE, _RESULT_RE, asked_coefficient_mentions
from agon_mcore.agon.answer_forms.reader_roles import counts_solutions, in_check
from agon_mcore.agon.answer_forms.scripts import script_mentions
from agon_mcore.agon.code_summary import BOXED_PLACEHOLDER, CODE_PLACEHOLDER, hide_code  # noqa: F401 - re-exported
from agon_mcore.agon.asked import counts_problem_object, other_dimension
from agon_mcore.agon.asked_role import asked_thing_after, restated_given, unit_fact, variable_of_asked_expression
from agon_mcore.agon.closing_remarks import closing_remark_spans
from agon_mcore.agon.conclusion import (
    LABEL_COLON,
    _answer_clause,
    coefficient_after,
    asked_noun,
    named_property,
    derived_before,
    final_cut,
    in_list,
    is_num,
    left_has_work,
    other_noun,
)
from agon_mcore.agon.answer_forms.choices import letter_verdict
from agon_mcore.agon.answer_forms.relatives import answers_own_question
from agon_mcore.agon.failclosed import (counts_things_for_a_letter, fail_closed_spans, function_argument, other_modulus,
                                       root_of_shown_factor, structural_role, table_row_cell, terms_to_combine)
from agon_mcore.agon.answer_forms.axis_points import asks_root
from agon_mcore.agon.answer_forms.reader_roles import GIVEN_OPERAND
from agon_mcore.agon.final_result import final_then_reader  # the final result by position, then the reader
from agon_mcore.agon.failsafe import hide_failing_closed
from agon_mcore.agon.provenance import item_row, provenance_spans
from agon_mcore.agon.results import final_expression, result_slot_spans
from agon_mcore.agon.segments import Segment, segments  # noqa: F401 - re-exported (summary.segments)
from agon_mcore.agon.sentences import whole_sentences
from agon_mcore.agon.tail import tail_spans
from agon_mcore.agon.unboxed import with_stated_answer
from agon_mcore.agon.value_work import problem_expression, problem_relation
from agon_mcore.agon.figures import figure_spans
from agon_mcore.agon.answer_forms.operands import rewritten
from agon_mcore.agon.asked_role import other_named_object
from agon_mcore.agon.think_tags import cut_reopened, own_markers_escaped, reopened_visible
from agon_mcore.agon.work_parts import of_a_part, drop_work_parts
from agon_mcore.agon.spans import (
    ASSIGNED_BEFORE,
    BOUND_WORDS_BEFORE,
    COMPUTED_BEFORE,
    COUNT_NOUN,
    EXPRESSION,
    OPERATION_BEFORE,
    at_point,
    operator_limit,
    pointwise_limit,
    tabulated,
    sign_check,
    REL_AFTER,
    covered_count,
    division_to_do,
    echoed_result,
    in_aside,
    in_braces,
    counted_label,
    merge_conclusion,
    of_givens,
    replace_spans,
    worked,
)
from agon_mcore.verify.answer import THINK_OPEN, boxed_spans, check_opened, final_answer, split_response
from agon_mcore.verify.code import graded_program

CONCLUSION_PLACEHOLDER = "[hidden: the conclusion and final answer]"
CODE_SIMILARITY = 0.5  # share of the program a region restates (answer_forms.code_similarity)
FINISH_REASONS = ("stop", "length", "abort")
DOMAINS = ("math", "code")

_SPECIAL = re.compile(r"<\|[A-Za-z0-9_]+\|>")


@dataclass
class DraftSummary:
    """The challenger's view of one draft.

    Attributes:
        text: the visible part with the answer hidden (``""`` when the draft has no
            visible part: reasoning never closed).
        had_answer: the visible part holds a final answer the verifier would read (math:
            ``final_answer`` has a value; code: a graded program block); it is hidden.
        hidden_answer: that final answer (math: ``final_answer(...).text``; code: the
            graded program's code), ``None`` when ``had_answer`` is False. Never shown to
            the challenger; kept for logs, tests and the leak metric.
        truncated: the draft was cut (``finish_reason != "stop"``) or its reasoning block
            never closed.
        domain: the rule that was applied, ``"math"`` or ``"code"``.
        hidden_values: math: every value that was graded (``final_answer(...).values``;
            several when the draft hedged, e.g. ``["3", "4"]`` for ``hidden_answer``
            ``"3, 4"``), each hidden; code: ``[hidden_answer]``; empty without an answer.
        placeholders: the original text behind each placeholder, in order (for the hiding
            metric: how many placeholders are not the answer).
        numerals: numbers written with digits in the visible part.
        numerals_hidden: how many of them a placeholder covers.
        problem: the problem statement the summary was made with (its values are givens),
            ``None`` if not passed.
        fault: ``"TypeName: message"`` when a pass raised and the summary failed closed (``agon.failsafe``).
    """

    text: str
    had_answer: bool
    hidden_answer: Optional[str]
    truncated: bool
    domain: str = "math"
    hidden_values: List[str] = field(default_factory=list)
    placeholders: List[str] = field(default_factory=list)
    numerals: int = 0
    numerals_hidden: int = 0
    problem: Optional[str] = None
    fault: Optional[str] = None


def _visible_part(text: str, opened: str) -> Optional[str]:
    """The answer part as the verifier reads it, minus a trailing unclosed ``<think>``."""
    _, vis = split_response(text, opened)
    if vis is None:
        return None
    k = vis.find(THINK_OPEN)  # a reasoning block reopened after the last </think>: drop it
    return vis[:k] if k >= 0 else vis


def _box_spans(vis: str) -> List[Tuple[int, int]]:
    """Every box command's span; an unclosed one runs to the end of the text."""
    out: List[Tuple[int, int]] = []
    for start, end, _, _ in boxed_spans(vis):
        if out and start < out[-1][1]:  # nested, e.g. \\boxed{\\boxed{1}}: the outer one hides it
            continue
        out.append((start, end if end >= 0 else len(vis)))
        if end < 0:
            break
    return out


def _readable(text: str, answers: Sequence[str], givens: Sequence[Any]) -> bool:
    return any(states_answer(text, a, givens=givens) for a in answers)


def _value_dominant(text: str, answers: Sequence[str]) -> bool:
    """The segment is little more than the answer (``$x = 5$.``, ``= 5``, ``**5**``)."""
    spans = [(m.start, m.end) for a in answers for m in answer_mentions(text, a)]
    if not spans:
        return False
    rest = list(text)
    for s, e in spans:
        for k in range(s, e):
            rest[k] = " "
    rest_text = "".join(rest)
    left = re.sub(r"\\[A-Za-z]+|[^A-Za-z0-9]", "", rest_text)
    # another number beside words: "Subtract 5: $3x = 15$." and "Divide by 3: $x = 5$." are steps,
    # not restatements (a bare computation "5 + 0 = 5." restates the value it ends in)
    if re.search(r"\d", rest_text) and re.search(r"[A-Za-z]{2,}", left):
        return False
    return len(left) <= 12


# a segment that derives something (a relation or an operation); a restatement in prose has none
_DERIVATION_RE = re.compile(r"[=<>≈+*/^×·]|\\(?:approx|times|cdot|frac|sqrt|le|ge|Rightarrow|implies)(?![A-Za-z])|\s-\s")


def _answer_values(answers: Sequence[str]) -> List[Any]:
    return [v for a in answers for v in parse_answer(a).values]


# a big operator's limit in the problem ("\int_0^{\pi/4}", "\sum_{k=1}"): a given value, though written as a subscript
_OPERATOR_LIMIT = re.compile(r"\\(?:int|iint|oint|sum|prod)\s*_\s*\{?\s*(?:[a-z]\s*=\s*)?([-−]?\d+)\s*\}?")


# a standard function at a number on the left of a relation ("\tan 0 =", "\lfloor 1\cdot\ln 1\rfloor ="): a known value
# looked up, which equals a given by the function's definition, not the chain's last step
_KNOWN_VALUE = (r"(?:\\(?:sin|cos|tan|cot|sec|csc|ln|log|exp|sinh|cosh|tanh|arctan|arcsin)\s*\(?\s*\\?[-−]?[\d.]+"
                r"(?:\\pi|π)?\s*\)?|\\lfloor[^=$]{1,30}\\rfloor|\\lceil[^=$]{1,30}\\rceil)")
_KNOWN_VALUE_LEFT = re.compile(_KNOWN_VALUE + r"\s*=\s*\$?\s*$")
_KNOWN_VALUE_RE = re.compile(r"\s*\$?\s*" + _KNOWN_VALUE + r"\s*\$?\s*")


def _integer(n: int):
    """``n`` as a sympy Integer (sympy imported on first use, as in answer_forms)."""
    import sympy as sp

    return sp.Integer(n)


def _plain_mentions(t: str) -> List[Mention]:
    """Numbers in digits and words, any role (operands too): cheap, no symbolic parse."""
    return [m for m in number_mentions(t) + word_mentions(t) + script_mentions(t) if m.kind not in ("sub", "exp")]


def _new_value(t: str, answers: Sequence[str], givens: Sequence[Any]) -> bool:
    """The text states a number that is neither the answer nor a given: it carries information
    of its own (a new intermediate result, another candidate)."""
    vals = _answer_values(answers)
    import sympy as sp  # on first use, as in answer_forms

    for m in _plain_mentions(t):
        if not (getattr(m.value, "is_number", False) or isinstance(m.value, sp.Set)):  # "x = ±2" states {2, -2}
            continue
        if any(values_equal(m.value, v) for v in vals) or any(values_equal(m.value, g) for g in givens):
            continue
        return True
    return False


def _uses_answer(t: str, answers: Sequence[str]) -> bool:
    """The answer's value occurs in the text as a stated value in any role (a result, an operand
    of a check ``42 / 6 = 7``); an expression that evaluates to it (``100/20``) is work, not a use."""
    vals = _answer_values(answers)
    ms = [m for a in answers for m in answer_mentions(t, a, include_formula_parts=False)]
    if ms and all(coefficient_after(t, m.end) for m in ms):
        return False  # "The area formula is $A = \\pi r^2$" for the answer $\\pi$: a formula's coefficient, no use
    if _readable(t, answers, ()):
        return True
    for m in re.finditer(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])", t):
        v = parse_answer(m.group(0)).values
        if v and any(values_equal(v[0], a) for a in vals):
            return True
    return any(values_equal(m.value, v) for m in _plain_mentions(t) if not m.arith and m.kind == "words" for v in vals)


def _derives_answer(t: str, answers: Sequence[str]) -> bool:
    """Some mention of the answer stands in result position (after ``=``, "is", "gives", ...):
    the text derives it, so it is a step (whose result the final-step rule hides), not a
    restatement."""
    for a in answers:
        for m in answer_mentions(t, a, include_formula_parts=False):
            if _RESULT_RE.search(t[max(0, m.start - 80):m.start]):
                return True
    return False


def _derivation(t: str) -> bool:
    """The text derives something (a relation or an operation); markup (``<!-- -->``, tags) is not one."""
    return bool(_DERIVATION_RE.search(re.sub(r"<!--|-->|</?[A-Za-z][^<>]*>", " ", t)))


def _roots_only(t: str, answers: Sequence[str]) -> bool:
    """Every mention of the answer in ``t`` is a variable's value (``x = 3``): in a problem that counts solutions, a
    root, not the count (answer_forms.reader_roles)."""
    ms = [m for a in answers for m in answer_mentions(t, a)]
    return bool(ms) and all(ASSIGNED_BEFORE.search(t[max(0, m.start - 20):m.start]) for m in ms)


_OPENING_VERDICT = re.compile(r"\s*(?:\*\*)?\s*(yes|no|true|false)\b", re.I)


def _conclusion(vis: str, segs: List[Segment], anchor: int, answers: Sequence[str], givens, count_root: bool = False,
                problem: Optional[str] = None) -> List[int]:
    """Indices of the conclusion's segments (module docstring). Going back from the anchor, a
    segment joins when it is a heading, a restatement (a conclusion word, little more than the
    value, or prose without derivation that states the answer) or when it uses the answer without
    deriving it or anything new (a check ``42 / 6 = 7`` after the last step): after the last step
    that derives something new, a segment can only restate the answer. A segment that opens with a verdict answering
    the draft's own sub-question ("Does $S_3$ work? Yes: $x = (1\\,2)$ ...") is work and ends the run."""
    idx = [anchor]
    answer_given = any(values_equal(v, g) for v in _answer_values(answers) for g in givens)
    j = anchor - 1
    while j >= 0:
        sg = segs[j]
        t = vis[sg.start:sg.end]
        if sg.kind == "heading":
            idx.append(j)
        elif count_root and _roots_only(t, answers):
            break  # "So the roots are x = 1, x = -2 and x = 3" for the count 3: the roots are the work
        elif (own := _OPENING_VERDICT.match(t)) and answers_own_question(vis, sg.start + own.start(1), problem):
            break  # the answer to a sub-question the draft asked just before: a step of the work
        elif sg.kind != "code" and (ms := [m for a in answers for m in answer_mentions(t, a)]) and \
                all(unit_fact(vis, sg.start + m.start, sg.start + m.end) or
                    restated_given(vis, sg.start + m.start, sg.start + m.end, problem) for m in ms):
            break  # "There are 60 minutes in an hour.": a fact of the units the work starts from; "Note the notebook's
            # price, $18, is not needed.": a given restated about its own subject (agon.asked_role)
        elif sg.kind != "code" and _readable(t, answers, ()) and (
                _MARKER_RE.match(t) or _value_dominant(t, answers)
                or (not _derivation(t) and _readable(t, answers, givens) and not _new_value(t, answers, givens))):
            idx.append(j)
        elif sg.kind != "code" and "\\boxed" not in t and not answer_given and _derivation(t) and \
                _uses_answer(t, answers) and \
                not _derives_answer(t, answers) and \
                not _new_value(t, answers, givens):
            idx.append(j)
        else:
            break
        j -= 1
    for j in range(anchor + 1, len(segs)):
        sg = segs[j]
        if sg.kind == "code":
            continue
        t = vis[sg.start:sg.end]
        if sg.kind == "heading" or _readable(t, answers, ()):
            idx.append(j)
    return sorted(idx)


# a label heading a line before its computation ("All legs: ", "**Step 3:** ", "Price after 36 months: "): a few words and
# a colon, no digit and no sentence in it
_LINE_LABEL = re.compile(r"\s*(?:[-*#>]+\s*)?(?:\*\*)?[A-Za-z][A-Za-z0-9 '()/-]{0,40}:(?:\*\*)?\s+(?=[\d$(\\-])")


def _chain_start(vis: str, start: int, upto: int, bstart: int, answers, givens) -> int:
    """Where the hidden part of a chain ending in the answer starts: after its last relation
    (``9 + 1 + 8 = \\boxed{18}``, ``So 2^10 = 2^9 · 2 ≡ 1 · 2 = 2``), so the left sides (the
    givens and the work) stay; ``start`` when the segment is not such a chain."""
    head = vis[start:upto]
    eq = max(head.rfind("="), head.rfind("\\approx"), head.rfind("≡"), head.rfind("\\equiv"))
    if 0 < eq and start + eq < bstart:  # "Since $2^{10} = 1024$, the last two digits are \\boxed{24}": a new clause
        br = list(re.finditer(r"[,;:]\s+(?=[A-Za-z])", vis[start + eq:bstart]))
        if br:
            return start + eq + br[-1].end()
    label = _LINE_LABEL.match(head[:eq]) if eq > 0 else None  # "All legs: 80 + 80 = \boxed{160}": a line label, no clause
    if 0 < eq and start + eq < bstart and not re.search(r"[.!?:]\s", head[label.end() if label else 0:eq]) and \
            not _readable(head[:eq] + "=", answers, givens):  # "=": the left side's work goes on
        s = start + eq + (1 if head[eq] in "=≡" else len("\\approx" if head.startswith("\\approx", eq) else "\\equiv"))
        while s < len(vis) and vis[s] in " \t":
            s += 1
        return s
    return start


def _conclusion_spans(vis, segs, concl, anchor, last, boxes, answers, givens) -> List[Tuple[int, int, str]]:
    """One :data:`CONCLUSION_PLACEHOLDER` per run of conclusion segments. The first segment of a
    run that is a chain ending in the answer keeps its left sides; a segment that goes on after
    the answer with a new value (``so x = 6, and y = 4``) keeps that tail."""
    ivs: List[List[int]] = []
    for k in concl:
        sg = segs[k]
        s, e = sg.start, sg.end
        if sg.kind != "code":
            t = vis[s:e]
            ms = [m for a in answers for m in answer_mentions(t, a)]
            first = not ivs or vis[ivs[-1][1]:s].strip() != ""
            if k == anchor:
                if first:
                    bstart = max((bs for bs, _ in boxes if bs <= last), default=last)
                    s = _chain_start(vis, s, last + 1, bstart, answers, givens)
            elif ms:
                if k == 0:  # the draft's first segment: the premises before the answer's clause stay
                    s = sg.start + _answer_clause(t, answers)
                m_last = max(ms, key=lambda m: m.end)
                head = vis[s:sg.start + m_last.start]
                eq = head.rfind("=")
                # keep the left sides only where they hold work ("So 2^10 = 2^9 · 2 ≡ 2"), not "So $n = 6$"
                if first and eq > 0 and re.search(r"[-+*/^·×≡]|\\(?:cdot|times|equiv|frac)", head[:eq]):
                    s = _chain_start(vis, s, sg.start + m_last.start, sg.start + m_last.start, answers, givens)
                tail = vis[sg.start + m_last.end:e]
                if _new_value(tail, answers, givens):
                    e = sg.start + m_last.end
        if ivs and vis[ivs[-1][1]:s].strip() == "":
            ivs[-1][1] = e
        else:
            ivs.append([s, e])
    return [(s, e, CONCLUSION_PLACEHOLDER) for s, e in ivs]


def _answer_position(vis: str, seg: Segment, m: Mention) -> Optional[str]:
    """Whether a mention inside segment ``seg`` stands in answer position (module docstring),
    except the final-step rule, which the caller applies: ``"phrase"`` (a choice, an answer
    phrase), ``"marker"`` (the result of a clause that opens with a conclusion word) or None."""
    if m.kind == "choice":
        return "phrase"
    before = vis[max(seg.start, m.start - 80):m.start]
    if _ANSWER_PHRASE_RE.search(before) or _ANSWER_AFTER.match(vis, m.end):  # "..., which is the answer"
        return "phrase"
    seg_text = vis[seg.start:seg.end]
    return "marker" if _MARKER_RE.match(seg_text) and _RESULT_RE.search(before) else None


def _row_result(code: str, s: int, e: int, line: str, before: str) -> bool:
    """The mention ``code[s:e]`` ends a row of a text block that is no program (a table of values, an equation chain:
    no ``def``, ``print``, ``for``, ``import`` or call in the block): the row's result cell ("y=3:  1   4  10  20  35"
    in a grid of path counts), what the row computes. (An addend of a formula, "462 = 3 * 147 + 21", is a formula's
    part, which ``answer_mentions`` leaves out here.)"""
    if re.search(r"\b(?:def|print|for|while|import|return|lambda)\b|[A-Za-z_]\w*\(", code):
        return False
    return not line[len(before) + (e - s):].strip() and bool(re.search(r"\d", before))


def _code_answer_spans(vis: str, sg: Segment, answers: Sequence[str], after: bool) -> List[Tuple[int, int, str]]:
    """A math draft's code stays, except the answer where it stands in answer position: every
    mention in a block after the conclusion (a check printed after the box); before it, a
    mention in a comment, an output line that is only the value (``>>> 6*7`` then ``42``), after an answer phrase
    (``answer = 42``), or a row's last value in a block of text that is no program (``_row_result``)."""
    code = vis[sg.start:sg.end]
    out: List[Tuple[int, int, str]] = []
    for a in answers:
        for m in answer_mentions(code, a, include_formula_parts=False):
            ls = code.rfind("\n", 0, m.start) + 1
            le = code.find("\n", m.end)
            line = code[ls:le if le >= 0 else len(code)]
            before = code[ls:m.start]
            if after or re.search(r"(?:#|//|==|\bassert\b|[\"']\w+[\"']\s*:\s*$)", before) or line.strip() == code[m.start:m.end].strip() or \
                    _ANSWER_PHRASE_RE.search(before) or _row_result(code, m.start, m.end, line, before):
                out.append((sg.start + m.start, sg.start + m.end, HIDDEN))
    return out


# the left operand of an operation after a value: "36 − 12", "36 \\cdot 2"


def _argument_of(vis: str, s: int, e: int) -> bool:
    """``vis[s:e]`` is the argument of a function applied to it ("f(3) = 0" in a table of values): a point, not a
    statement of a value."""
    return bool(re.search(r"(?<![\\])\b[A-Za-z]\w{0,8}\s*\(\s*$", vis[max(0, s - 12):s]) and re.match(r"\s*\)", vis[e:e + 3]))


_COMPARED = re.compile(r"\s*\$?\s*(?:<|>|≤|≥|\\(?:[lg]eq?|[lg]t)(?![A-Za-z]))")


# the left side of a relation is arithmetic on numbers still to do ("\\binom{6}{2} =", "3 \\cdot 4 ="): an expression on
# its right side rewrites that work, it states no result
_NUMERIC_LEFT = re.compile(r"(?:\\[dt]?binom|\\[dt]?frac|\d\s*(?:[-+*/×·÷^!]|\\cdot|\\times))[^=$]*[\d})!]\s*=\s*$")


def _compared_left(vis: str, start: int, s: int, e: int) -> bool:
    """``vis[s:e]`` is the left side of a comparison that no relation sign leads to ("Trying $n = 1$: $1 < 3$,
    works"): a value tested against a bound, not a step's result (``start``: its segment's start)."""
    return bool(_COMPARED.match(vis, e)) and not re.search(r"(?:=|\\approx|≈|→|\\to)\s*\$?\s*$", vis[max(start, s - 10):s])


def _operand_later(vis: str, s: int, e: int, upto: Optional[int] = None) -> bool:
    """The numeral ``vis[s:e]`` is written again later as an operand ("Supply cost: $20.00" ... "$40.00 - $20.00"): an
    intermediate the work uses, not the final step's result. With ``upto``, only a use before that offset and outside a
    check of the answer counts (a check that recomputes with the result, "12 - 4 = 8 ✓", is no use by the work)."""
    from agon_mcore.agon.answer_forms.unsourced import _produced

    if not re.fullmatch(r"[\d.,]+", vis[s:e].strip()) or \
            not re.search(r"\d\s*\$?\s*(?:[-+×*/÷·−]|\\cdot|\\times)\s*\\?\$?\s*[\d.,]+\s*\$?\s*=\s*\\?\$?\s*$", vis[max(0, s - 40):s]) and \
            not (re.search(r"\d", vis[vis.rfind("\n", 0, s) + 1:s]) and _produced(vis, s)):
        return False  # only a result computed here ("2 × $10.00 = $20.00", "One fifth of $1,200 is $240") is an
        # intermediate by a later use
    use = literal_operand(vis[s:e].strip())  # (answer_forms.operands); from the value itself: "= 12, plus 1 gives 13"
    if upto is None:  # goes on from it where it stands
        return bool(use.search(vis, s))
    return any(not in_check(vis, u.start(), u.end()) for u in use.finditer(vis, s, max(e, upto)))


def _hide_math(vis: str, problem: Optional[str]) -> Tuple[str, Optional[str], List[str], List[str], int, int]:
    fa = final_answer(vis)
    boxes = _box_spans(vis)
    spans: List[Tuple[int, int, str]] = []
    numerals = numeral_spans(vis)
    if fa.text is None:  # no graded answer: only the boxes (a cut one included) are hidden
        spans = [(s, e, BOXED_PLACEHOLDER) for s, e in boxes]
        text, orig = replace_spans(vis, spans)
        return text, None, [], orig, len(numerals), covered_count(numerals, spans)
    values = list(dict.fromkeys([*([fa.text] if not fa.hedged else []), *fa.values]))
    answers = [a for a in values if parse_answer(a).values] or values
    givens = problem_values(problem)
    letter = choice_letter(fa.text) if not fa.hedged else None
    opts, stem = choice_options(problem)
    opt_value = None
    verdict = letter_verdict(fa.text, problem) if not fa.hedged else None
    if verdict:  # "B" for a true-or-false question under (A) true / (B) false: every pass reads the verdict
        answers, letter = [verdict], None
    if letter and letter in opts and parse_answer(opts[letter]).values:
        # the chosen option's value in answer position names the choice too; the options
        # are not givens. Checking the options ("16 = 4^2") is work, so no final-step rule.
        opt_value = opts[letter]
        answers = [*answers, opt_value]
        givens = problem_values(stem)
    segs = segments(vis)
    last = max(e for _, e in fa.spans) - 1
    anchor = next((k for k, sg in enumerate(segs) if sg.start <= last < sg.end), len(segs) - 1)
    # the cut after the final derivation (agon.conclusion): from it to the anchor, and a tail that derives nothing new,
    # joins the conclusion (a bare chain of equations, the synthetic task's drafts, keeps the pinned restatement rule);
    count_root = counts_solutions(problem)  # a count of solutions: "x = 2" is a root, not the count (answer_forms.reader_roles)
    plain_answers = [a for a in answers if a != opt_value]  # checking the options is work
    cut, derived = final_cut(vis, segs, anchor, plain_answers, givens, problem, count_root)
    final_at = cut  # where the final derivation's result starts: its left side is work
    concl = _conclusion(vis, segs, anchor, answers, givens, count_root, problem)
    if derived and not all(re.fullmatch(r"[-−\d\s+*/×·=().]+", vis[sg.start:sg.end]) for sg in segs[:anchor]):
        concl = [k for k in concl if k >= anchor]  # the derivation found decides (except a bare chain)
    old_spans = _conclusion_spans(vis, segs, concl, anchor, last, boxes, answers, givens)
    extra = tail_spans(vis, cut, segs[anchor].start, plain_answers, givens, problem or "", derived)  # decided piece by piece
    if derived == "expr" and re.search(r"\d\s*[-−+×÷*/]\s*\\?\$?\s*\d+\s*\$?\s*$", vis[max(0, cut - 20):cut]):
        # "he still needs 600 − 6 feet.", "9 × $2 per egg.": a unit word after pending arithmetic (in plain text) is work too
        extra = [(a, b) for a, b in extra if not (re.fullmatch(r"[ \t]*[A-Za-z]+(?:[ \t]+[A-Za-z]+)?[ \t]*[.!]?\s*", vis[a:b])
                                                  and not word_mentions(vis[a:b]))]
    seen = [m.value for m in _plain_mentions(vis[:segs[anchor].start]) if is_num(m.value)]
    if anchor + 1 < len(segs) and not any(  # a tail that derives nothing new (a check after the box) joins
            sg.kind != "code" and _derivation(vis[sg.start:sg.end]) and
            _new_value(vis[sg.start:sg.end], answers, [*givens, *seen]) for sg in segs[anchor + 1:]):
        extra.append((segs[anchor].end, segs[-1].end))
    spans += merge_conclusion(vis, old_spans, extra, CONCLUSION_PLACEHOLDER, (answers, problem, final_at if derived in ('value', 'power') else None))
    cut = min([cut] + [s for s, _, _ in old_spans])
    region_end = max([e for _, e in extra] + [e for _, e, _ in old_spans])
    concl = sorted(set(concl) | {k for k, sg in enumerate(segs) if sg.start >= cut and sg.end <= region_end})
    hidden_idx = set(concl)
    for s, e in boxes:
        if not any(segs[k].start <= s < segs[k].end for k in hidden_idx):
            spans.append((s, e, BOXED_PLACEHOLDER))
    final_ops = final_operands(vis, cut)  # the final step kept as arithmetic to do: a value it computes with is work
    final_step: Optional[Tuple[int, int]] = None  # values in answer position outside the conclusion
    echoes: List[Tuple[int, int, int]] = []  # restatements of a result just computed: (start, end, that result's start)
    concluding: List[Tuple[int, int]] = []  # the answer hidden in a sentence that opens with a conclusion word
    asked = asked_noun(problem)  # "How many diagonals ...": a count of another noun ("5 vertices") is work
    all_givens = [m.value for m in _plain_mentions(problem or "")] + \
        [_integer(int(x.replace("−", "-"))) for x in _OPERATOR_LIMIT.findall(problem or "")]  # any role: "3x + 5" gives 5, "\int_0^1" 0
    count_concl = count_root or bool(COUNT_NOUN.search(" ".join(vis[segs[k].start:segs[k].end] for k in concl)))
    for k, sg in enumerate(segs):
        if k in hidden_idx:
            continue
        if sg.kind == "code":
            spans += _code_answer_spans(vis, sg, answers, after=k > anchor)
            continue
        t = vis[sg.start:sg.end]
        for a in answers:
            for m in answer_mentions(t, a, include_formula_parts=False):
                s, e = sg.start + m.start, sg.start + m.end
                if any(bs <= s < be for bs, be in boxes) or s >= cut:
                    continue
                if problem_relation(vis, s, e, problem) or problem_expression(vis[s:e], problem):
                    continue  # the problem's own equation or expression restated ("Solve: 6x - 30 = 6"): a given
                if count_root and sign_check(vis, s, e):
                    continue  # "f(2) = 3 > 0" where the problem counts roots: a sign at a point (agon.spans.sign_check)
                if tabulated(vis, s, e, problem) or pointwise_limit(vis, s, problem) or operator_limit(vis, s):
                    continue  # "a_1 = 1, a_2 = 4, a_3 = 7": a table of the work's terms; "h_n(x) \\to 0": the integrand's
                    # limit where the problem asks the integral's; "\\sum_{k=1}": an operator's range (agon.spans)
                mm = Mention(s, e, m.value, m.kind, m.approx, m.alts, m.arith)
                # answer position wins over given-ness: a given restated as the answer
                # ("the answer is 42", the last result of the chain) is the answer
                given = any(values_equal(m.value, g) for g in givens)
                in_result = bool(_RESULT_RE.search(vis[max(sg.start, s - 80):s])) and \
                    not LABEL_COLON.search(vis[max(sg.start, s - 20):s]) and not table_row_cell(vis, s)
                # (a cell of a table row of values, "| $n\ln n$ | 0 | 1.386 | ...", is one of the work's values: no result
                # slot, and no restatement below)
                labelled = bool(LABEL_COLON.search(vis[max(sg.start, s - 20):s]))
                ap = _answer_position(vis, sg, mm)
                if ap == "marker" and (in_list(vis, s, e) or derived_before([vis[x.start:x.end] for x in segs[:k] if x.kind != "code"], answers) or
                                       (count_concl and ASSIGNED_BEFORE.search(vis[max(sg.start, s - 20):s]))):
                    ap = None  # "so there are 12 boys" after "Half of 24 is 12"; a root; "0 or 1"
                part_subject = of_a_part(vis, sg.start, s)
                if ap == "marker" and part_subject:
                    ap = None  # "so this part tends to $0$": a part of the asked quantity (a term, a piece, the tail)
                if ap and variable_of_asked_expression(vis, s, problem):
                    ap = None  # "$k = 4$" where the problem's last request is $k^2 - 12$: the variable's value, a step
                if ap and function_argument(vis, s, problem):
                    ap = None  # "the minimum is at the right end $x = 15$" where the problem asks a value of f(x): the point
                if ap == "marker" and counts_things_for_a_letter(vis, s, e, problem):
                    ap = None  # "so the cubic has all 3 roots real" where the problem asks the value of $a$: a count
                if ap == "marker" and other_dimension(vis, s, e, problem):
                    ap = None  # "so halfway is 2 miles" when the problem asks a time: another quantity (agon.asked)
                if ap == "marker" and given and other_named_object(vis, sg.start, s, problem):
                    ap = None  # "so $BC = 8$" read off the problem's figure where its area is asked: a given of another object
                if ap == "marker" and named_property(vis, sg.start, s, problem):
                    ap = None  # "So the cycle has length 4" where the units digit is asked: a property of another object
                if ap and count_root and ASSIGNED_BEFORE.search(vis[max(sg.start, s - 20):s]):
                    ap = None  # "the solutions are x = 2 and x = 3" where the problem counts them: a root, not the count
                if ap and not asks_root(problem) and root_of_shown_factor(vis[vis.rfind("\n", 0, s) + 1:s], m.value):
                    ap = None  # "$(x - 1)(x - 3)$, so the zeros of $f$ are $x = 1$ and $x = 3$" for $f(f(1))$: a root
                if ap == "marker" and (_operand_later(vis, s, e, segs[anchor].start) or
                                       s < cut and numeral_in(vis[s:e], final_ops)):
                    ap = None  # "so supplies cost 2 × $10.00 = $20.00" then "Net profit = $40.00 − $20.00": an intermediate
                if ap and given and GIVEN_OPERAND.match(vis, e):  # its unit between or not ("4 workers × 6 hours")
                    ap = None  # "After giving away: 36 − 12 = 24": a given as the left operand of an operation, in use
                if ap and k < anchor and (((m.kind == "arith" or EXPRESSION.search(vis[s:e])) and
                                           (worked(vis[s:e], vis[:s]) or _NUMERIC_LEFT.search(vis[max(sg.start, s - 60):s])))
                                          or (ap == "marker" and division_to_do(vis[s:e])) or
                                          final_expression(vis, sg.start, s, e, final_at, derived)):
                    ap = None  # "so the count is $\\frac{12 \\cdot 11}{2}$", "$\\binom{6}{2} = \\frac{6 \\cdot 5}{2}$": work stays
                if ap or (a == opt_value and CHOSEN_BEFORE.search(vis[max(sg.start, s - 40):s])):
                    # the chosen option's value where a phrase chooses it ("leaving 7"): the choice
                    spans.append((s, e, HIDDEN))
                    if ap == "marker":
                        concluding.append((s, e))
                elif k < anchor and in_result and is_num(m.value) and not m.kind.endswith("/part") and not division_to_do(vis[s:e]) and \
                        (not left_has_work(vis[max(sg.start, s - 80):s]) or in_aside(vis, sg.start, s)) and \
                        m.kind != "arith" and not EXPRESSION.search(vis[s:e]) and not of_givens(vis[s:e], all_givens) and \
                        not in_braces(vis, s, e) and \
                        not derived_before([vis[x.start:x.end] for x in segs[:k] if x.kind != "code"], answers) and \
                        not given and not in_list(vis, s, e, False) and not REL_AFTER.match(vis, e) and \
                        not coefficient_after(vis, e) and not other_noun(vis, e, asked) and not other_dimension(vis, s, e, problem) and not named_property(vis, sg.start, s, problem) and \
                        not (count_root and ASSIGNED_BEFORE.search(vis[max(sg.start, s - 20):s])) and \
                        not at_point(vis, s) and not part_subject and not structural_role(vis, sg.start, s, e, m.value, problem) and \
                        not numeral_in(vis[s:e], final_ops) and not item_row(vis, s, problem):
                    # (a value the final step still computes with, an item's cell in a table of the problem's items: work)
                    # a value stated after a bare name or words, never derived ("We claim ... n = 15",
                    # "(spoiler: 84)"): a restatement, not a result
                    spans.append((s, e, HIDDEN))
                elif k < anchor and a != opt_value and not m.kind.endswith("/part") and in_result and not division_to_do(vis[s:e]) and \
                        not in_list(vis, s, e) and not coefficient_after(vis, e) and not re.match(r"\s+to\s+[a-z]", vis[e:e + 8]) and (
                        # a given is the final step's result only as a computed one ("(1/2)·10·2 = 10"),
                        # not where prose names it ("the side is 6 as given")
                        not given or COMPUTED_BEFORE.search(vis[max(sg.start, s - 40):s])) and \
                        not _KNOWN_VALUE_LEFT.search(vis[max(sg.start, s - 40):s]) and not _KNOWN_VALUE_RE.fullmatch(vis[s:e]) and \
                        not other_noun(vis, e, asked) and not other_dimension(vis, s, e, problem) and \
                        not named_property(vis, sg.start, s, problem) and not at_point(vis, s) and \
                        not (count_concl and ASSIGNED_BEFORE.search(vis[max(sg.start, s - 20):s])) and not part_subject and \
                        not structural_role(vis, sg.start, s, e, m.value, problem) and not terms_to_combine(vis[s:e], m.value) and \
                        not _operand_later(vis, s, e) and not _compared_left(vis, sg.start, s, e) and \
                        not numeral_in(vis[s:e], final_ops) and \
                        not ((m.kind == "arith" or EXPRESSION.search(vis[s:e])) and _NUMERIC_LEFT.search(vis[max(sg.start, s - 60):s])):
                    # a root "x = 2" is not the final step of a count the conclusion states ("2 solutions")
                    if final_step is None or s >= final_step[0]:
                        final_step = (s, e)
                elif k < anchor and not in_result and not m.kind.endswith("/part") and not in_list(vis, s, e, False) and \
                        not division_to_do(vis[s:e]) and \
                        not re.search(r"(?:[-+*/×·÷^−<>≤≥]|\\cdot|\\times|\\[lg]eq?)\s*\$?\s*$", vis[max(sg.start, s - 8):s]) and \
                        not BOUND_WORDS_BEFORE.search(vis[max(sg.start, s - 24):s]) and \
                        not coefficient_after(vis, e) and \
                        m.kind not in ("arith", "choice") and not REL_AFTER.match(vis, e) and \
                        not OPERATION_BEFORE.search(vis[max(sg.start, s - 30):s]) and not counted_label(vis, sg.start, s, e, m.kind) and \
                        not at_point(vis, s) and \
                        not EXPRESSION.search(vis[s:e]) and not in_braces(vis, s, e) and not of_givens(vis[s:e], all_givens) and \
                        (not any(values_equal(m.value, g) for g in all_givens) or asked_thing_after(vis, e, m.value, problem)) and \
                        not other_noun(vis, e, asked) and not other_dimension(vis, s, e, problem) and not labelled and not named_property(vis, sg.start, s, problem) and \
                        not table_row_cell(vis, s) and not _argument_of(vis, s, e) and \
                        not (m.kind in ("word", "words", "mark") and answers_own_question(vis, s, problem)) and \
                        not other_modulus(vis, e, problem) and \
                        not counts_problem_object(vis, e, problem) and not rewritten(vis, s, e):  # "1 salad + 1 yogurt": an
                    # item count of the work; "Rewrite $16$ as $2^4$ and $4$ as $2^2$": a value the work goes on from
                    # (a count of things stays a restatement here: "the 11 terms here")
                    # stated, not derived and not given, before the final step (a title, a quote, a
                    # hedge "either 41 or 42", a list): a restatement of the answer; unless it echoes the result its
                    # own sentence just computed ("$20 / 2 = $10, so he spends $10 on lunch"): then it is hidden only
                    # where that result is (decided once the final step is known, below)
                    echo = echoed_result(vis, vis.rfind("\n", 0, s) + 1, s, m.value)
                    if echo is None:
                        spans.append((s, e, HIDDEN))
                    else:
                        echoes.append((s, e, echo))
    # the chain's last step is already in the conclusion ("Finally 42 - 36 = 6."): an earlier
    # equal result ("3+3 = 6") is an intermediate one
    in_concl = any(COMPUTED_BEFORE.search(t[max(0, m.start - 40):m.start])
                   for k in concl if segs[k].kind != "code"
                   for t in [vis[segs[k].start:segs[k].end]] for a in answers for m in answer_mentions(t, a))
    if final_step is not None and not in_concl and not derived:
        spans.append((final_step[0], final_step[1], HIDDEN))
    spans += [(s, e, HIDDEN) for s, e, at in echoes if any(a <= at < b for a, b, _ in spans)]  # the echo of a hidden result
    spans = drop_work_parts(vis, spans, answers, segs, problem)  # a part of a larger thing is work (agon.work_parts)
    # the answer as the coefficient of the term the problem asks about, in a shown expansion
    spans += [(cut_s, cut_e, HIDDEN) for a in answers for m in asked_coefficient_mentions(vis, a, problem)
              for cut_s, cut_e in [(m.start, m.end)] if not any(s <= cut_s < e for s, e, _ in spans)]
    if not all(re.fullmatch(r"[-−\d\s+*/×·=().]+", vis[sg.start:sg.end]) for sg in segs[:anchor]):  # fail closed (failclosed.py)
        spans += fail_closed_spans(vis, segs, spans, answers, problem, all_givens if opt_value is None else
                                   [m.value for m in _plain_mentions(stem)], count_root, asked)
        spans += result_slot_spans(vis, segs, spans, all_givens, problem, options=bool(opts), answers=answers,  # results
                                   count_root=count_root, conclusion=CONCLUSION_PLACEHOLDER)  # fail closed (results.py)
        spans += provenance_spans(vis, segs, spans, answers, problem, all_givens, count_root)  # value provenance
        spans += [(s, e, HIDDEN) for s, e in [*outside_count_spans(vis, problem), *outside_referent_spans(vis, problem),
                                              *asked_pointer_spans(vis[:segs[anchor].start], problem), *unknown_symbol_spans(vis),
                                              *unknown_unit_count_spans(vis)]
                  if not any(a <= s < b for a, b, _ in spans)]  # a count by an outside set, a value equated with an outside
        # referent, the asked quantity equated with a pointer, any value ("as many as an octave has notes", "like the top
        # of a clock face", "the average is exactly the first friend's guess": count_names); a numeral in a script this
        # Python's Unicode database does not know (answer_forms.numeral_symbols); a unit count qualified by a
        # word no table knows ("the whole days in a synodic month": answer_forms.unit_counts)
    spans = final_then_reader(vis, whole_sentences(vis, spans, concluding, answers, givens, problem, final_at if derived else None,
                                                   CONCLUSION_PLACEHOLDER), values, problem)  # what the metric reads is hidden
    spans = closing_remark_spans(vis, segs, spans, anchor, CONCLUSION_PLACEHOLDER, problem, answers)  # remarks
    spans = figure_spans(vis, spans, answers, problem)  # a drawing keeps only what the text has (agon.figures)
    text, orig = replace_spans(vis, spans, balance=True)  # placeholders keep markup balanced (worklost.py)
    return text, fa.text, values, orig, len(numerals), covered_count(numerals, spans)


def _hide_code(vis: str, problem: Optional[str]) -> Tuple[str, Optional[str], List[str], List[str], int, int]:
    """Code drafts keep prose and data (``agon_mcore.agon.code_summary``)."""
    from agon_mcore.agon.answer_forms.code import infix_words

    _, code, values, spans = hide_code(infix_words(vis), problem)  # (offsets kept: the spans apply to ``vis``)
    text, orig = replace_spans(vis, spans)
    return text, code, values, orig, 0, 0


_ANSWER_LABEL = re.compile(r"(?i)^\s*(?:[#>*_\s]*)(?:final\s+)?(?:answer|result|tl;?dr|short\s+answer)\s*[:.\-—]*[*_\s]*(?:is\s+)?"
                           r"\$*\s*\\boxed\{")


def answer_last(vis: str) -> str:
    """An answer-first draft moved into reading order: where the first paragraph is only a labelled box ("**Answer:**
    $\\boxed{55}$") and the rest derives (an ``=`` between numbers) with no other box, the paragraph goes after the
    rest, so the work is read as work and the box closes it (atk_s125 p03: read in place, everything after the box was
    the conclusion's tail and the derivation was lost). Any other draft is returned as it is."""
    parts = re.split(r"\n[ \t]*\n", vis.strip("\n"), maxsplit=1)
    if len(parts) != 2 or len(parts[0]) > 120 or not _ANSWER_LABEL.match(parts[0]) or "\\boxed" in parts[1] or \
            not re.search(r"\d\s*(?:=|\\approx)|=\s*\$?\s*\d", parts[1]):
        return vis
    head = parts[0][_ANSWER_LABEL.match(parts[0]).end() - len("\\boxed{"):]
    if len(boxed_spans(parts[0])) != 1 or re.sub(r"\\boxed\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}", "", head).strip(" $.*_") != "":
        return vis
    return parts[1] + "\n\n" + parts[0].strip()


def summarize_draft(
    draft_text: str,
    finish_reason: str = "stop",
    *,
    domain: Optional[str] = None,
    max_chars: Optional[int] = None,
    opened: str = "",
    problem: Optional[str] = None,
) -> DraftSummary:
    """Turn a draft into the summary its challenger reads (AGON.md step 3).

    Args:
        draft_text: the drafter's decoded response (special tokens kept, so ``</think>``
            is visible), e.g. ``"<think>...</think>\\n\\nSo the sum is 7.\\n\\n\\boxed{7}"``.
        finish_reason: the engine's ``"stop" | "length" | "abort"``; anything but ``"stop"``
            marks the summary ``truncated``.
        domain: ``"math"`` (hide the graded answer and its restatements), ``"code"`` (hide
            the graded program and boxed answers), or ``None`` to detect (see the module
            docstring).
        max_chars: if set, the hidden-answer summary is cut to this many characters
            (``" [...]"`` appended); cutting happens after hiding, so it never reveals an
            answer.
        opened: what the drafter's chat template already wrote of the reasoning block
            (``agon_mcore.verify.answer.template_opened``); the draft is read as
            ``opened + draft_text``.
        problem: the problem statement (the question text the drafter read); its values
            are givens and stay readable outside the conclusion. ``None``: no givens known.

    Returns:
        A :class:`DraftSummary`; see the module docstring for the exact rules.

    Raises:
        TypeError: ``draft_text`` is not a ``str`` (decode token ids first, with the
            drafter's own tokenizer).
        ValueError: unknown ``finish_reason`` or ``domain``, ``max_chars < 1``, or a bad
            ``opened``.
    """
    if not isinstance(draft_text, str):
        raise TypeError(
            f"summarize_draft: draft_text must be str, got {type(draft_text).__name__}; "
            "decode the drafter's output ids with the drafter's own tokenizer first"
        )
    if finish_reason not in FINISH_REASONS:
        raise ValueError(f"summarize_draft: finish_reason={finish_reason!r}; use one of {FINISH_REASONS}")
    if domain is not None and domain not in DOMAINS:
        raise ValueError(f"summarize_draft: domain={domain!r}; use one of {DOMAINS} or None to detect")
    if max_chars is not None and max_chars < 1:
        raise ValueError(f"summarize_draft: max_chars={max_chars} must be >= 1 (or None for no limit)")
    check_opened(opened, "summarize_draft")
    cut = finish_reason != "stop"
    vis = _visible_part(draft_text, opened)
    if vis is None:
        return DraftSummary(text="", had_answer=False, hidden_answer=None, truncated=True, domain=domain or "math")
    vis = own_markers_escaped(_SPECIAL.sub("", reopened_visible(draft_text, opened) or vis))  # (agon.think_tags)
    vis = rendered(vis)  # what renders: no invisible characters, any script's digits as ASCII, look-alikes (answer_forms.canon)
    if domain is None:
        closed_box = any(end >= 0 for _, end, _, _ in boxed_spans(vis))
        domain = "code" if not closed_box and graded_program(vis) is not None else "math"
    if domain == "math":
        vis = expand_macros(vis)  # a macro's use renders its body, its definition nothing (answer_forms.macros)
        vis = answer_last(vis)  # "**Answer:** \\boxed{55}" then the explanation: the work is read before its conclusion
    if problem is not None and not isinstance(problem, str):
        raise TypeError(f"summarize_draft: problem must be the question text (str), got {type(problem).__name__}")
    hide_math = with_stated_answer(_hide_math, finished=not cut)  # a draft with no box: the answer it states
    (text, answer, values, orig, n_num, n_hid), fault = hide_failing_closed(hide_math, _hide_code, vis, problem, domain)
    text = cut_reopened(text).strip()
    if max_chars is not None and len(text) > max_chars:
        text = text[:max_chars].rstrip() + " [...]"
    return DraftSummary(text=text, had_answer=answer is not None, hidden_answer=answer, truncated=cut, domain=domain,
                        hidden_values=values, placeholders=orig, numerals=n_num, numerals_hidden=n_hid,
                        problem=problem, fault=fault)
