"""The leak metric and the hiding metric: what a summary still tells, and what it hid.

A summary **leaks** when the answer its draft was graded on can be read back from the
summary text. :func:`answer_readable` is that reader, and the metric logged every step
(:func:`leak_rate`, ``challenge/leak_rate``) is exactly it applied to each summary:

- math: any value the text states, in any form ``agon_mcore.agon.answer_forms`` reads
  (digits in any notation, number words, CJK numerals, counts in words, LaTeX variants,
  bases, percent, roundings within half a unit of the last place, plain-text constants,
  sets, tuples, intervals and inequalities, equations reordered, expressions expanded, a
  choice letter in a selection phrase, a coefficient or exponent of a formula) that equals
  the answer; or, for a tuple or set answer, every one of its components stated. Values
  that are givens of the problem (``problem=``) do not count (they were readable before),
  except in answer position (a box, "the answer is 42", "So ... = 42"): a given restated
  there is the answer. A choice answer is also read through the problem's option list
  where its value is chosen ("leaving 7" for ``(C) 7``). Relatives (``answer_forms.relatives``: a
  unit, words, intervals in words, names, verdicts by the problem's predicate, an asked part, a place in
  the option list, a formula by sympy) count where ``agon.failclosed.work_reason`` names no role.
  Arithmetic still to do (``6 + 6``) does not state a real-number answer.
  Two readings generate values from the answer instead of parsing forms: number words of every
  language ``num2words`` has (``answer_forms.languages``: Polish "Dwadzieścia", Turkish "on sekiz",
  ordinals; whole words, accents and spacing ignored; shared with the summarizer's fail-closed pass,
  which hides them), and, with ``count_work=True`` (the default, the metric's), the answer's value as
  an operand or subexpression of a numeric relation, written in the answer's own numbers
  (``answer_forms.operands``: ``15 + 6 = 21``, ``3 · 12 − 7 = 29``, ``7² = 49 < 50``,
  ``(\\sqrt2 \\cdot 5)^2 = 50``; not a given of the problem), and a witness of an existence question
  answered yes (``1681 = 41², composite``: ``relatives.witness_mentions``). A side of one of the problem's
  relations written with the answer in place of its unknowns (``5(8) - 7 = 33`` for ``5x - 7 = 3x + 9``,
  ``2(3) + 1 = 7`` for the pair ``(3, 1)``: ``answer_forms.substitution``) is read with ``count_work`` too
  (the summarizer's provenance pass hides it, ``agon.provenance``). A check OF the answer, told by structure and
  value, is a statement and is read with ``count_work=False`` too, so the summarizer hides it (round 15,
  ``answer_forms.check_roles``): the answer's value an operand of a product or power whose far side is a given
  (``3339 = 21 \\times 159`` for the gcd 21), or of a relation marked true ("✓", "as required", "holds", a check
  label) with the far side a given or every other operand one (``3(83) - 9 = 240 ✓``). Other uses of the value
  as an operand stay work (a middle side ``5 + 13 = 18 \\equiv 0``, a division with remainder by a period, the value
  in another base than the asked one, a factor equal to an asked count unless marked), so ``count_work=False``
  reads what the summarizer is meant to hide and ``count_work=True`` what a challenger can copy. The same module
  reads the problem's count slot filled in words ("the first eleven odd numbers"), mixed numbers in words ("one
  and a quarter") and the components of a tuple or set marked "yes" in a table of candidates. Round 16: a name
  that states the count the problem asks ("an octagon" for its sides, "a cubic" for the degree:
  ``answer_forms.count_names``) and a percentage answer stated as its share (``1/5``, "one car in five" for 20:
  the summarizer's own rule, ``agon.asked_value.percentage_share_spans``).
  Read by value as well (rounds 13 and 14): a numeral's digits one by one (``answer_forms.digit_runs``), an
  expression answer as a factor of a shown product (``.factors``), an unsimplified radical of the answer's value
  (``.radicals``), a tuple as the one row of a data block (``.data_rows``), a clock time for a time or a duration
  (``.clock_times``), a compass letter (``.word_answers``), the value the problem takes the floor, ceiling or
  nearest integer of (``agon.asked_value``), and a number inside a file name, URL, identifier, attribute or
  reference (``.side_channels``).
  Read by value and type (stop 51): a date, weekday or time of day answer in any form (``.calendar``), a result row
  of column arithmetic (``.spread``), a macro's definition and uses (``.macros``), a polynomial's coefficient list
  (``.coefficients``), a relation solved for a function answer's unknown (``.implicit_relations``), a solution set
  in words or by its complement (``.solution_sets``), a count as a score over the problem's total (``.scores``), a
  numbered list's length in a counting problem (``.list_index``), a mean or a percentage's complement named
  (``.named_values``), a math library's printout (``.library_values``), a base64 or percent-encoded token
  (``.encodings``), a chosen option's own text, and superscript exponents (``.markup``).
  Read by structure (stop 56): an integer by its digits spaced, reversed or tallied (``.digit_forms``), a probability
  by its complement (``.chances``), a tuple assigned in another order and a point by its distances to the axes
  (``.named_tuples``), a magnitude named negative and a ± pair by its distance from zero (``.signed``), a number by its
  place among others (``.between``), a set's components named one by one where the conclusion hides only some
  (:func:`component_spans_read`), and the program inside a sentence, C-family or Python (``agon.unfenced_ports``).
  Read by structure (stop 57): a fraction drawn over three lines (``.spread.stacked_variant``), a bar chart's row
  (``.digit_forms``), a session's output line (``.library_values``), an item picked by its place from a list or sum
  shown, a constant term of an expansion written out and the other candidate after a rejection (``.list_picks``), a
  sum's upper limit checked against a given count (``.check_roles``), a set-builder set solved (``.solution_sets``), a
  letter by its place in the alphabet (``.between``), a probability as its mean waiting time (``.chances``), a value by
  its relation to the answer (``.signed``), an option's text singled out and a value answer named by its option's
  letter or place, and a port in applicative syntax (``agon.unfenced_ports``).
  Read by value and provenance (stop 59): a number one step from the answer that nothing on the page produces ("the
  total squared is 3025", "45 of the 100 pages left": ``.unsourced``), number words spelled or glued and notations
  read through (``arctan(1)``, ``Sqrt[5]``, ``12_000``, ``3h24m``: ``.markup``), a polar complex number and a base
  expansion (``.components``), a root picked by a property, a listed cycle by place, a listing by index and a range
  eliminated (``.list_picks``), a count as an object's parts (``.count_names``), a verdict in a claims table or as
  the asked relation's symbol (``.claims``), a class word that fixes the value and the roots of unity by name
  (``.named_values``), an angle as a part of a turn (``.angles``), a number by its distance and direction from zero
  (``.signed``), the index of the term that reaches the problem's target (``.list_picks``), emphasis around a whole
  number (``.markup``) and a dot as the thousands separator (``.notation``).
  Read by structure (stop 60): a conversion's answer in another notation class than the given's
  (``agon.asked_value.converted_form``), the asked claim judged by its kind ("The implication fails") and odds "a to
  b" (``.relatives``), a squared form of a function answer (``.implicit_relations``), digits by place with an adverb
  and expanded form ``40 + 2`` (``.components``), a named quantity stated as a factorisation (``.compare``), a value
  labelled the answer after it (``.reader_roles``), "2 short of 20" (``.derived``), digits swapped and a numeral's last
  digits (``.digit_forms``), the answer by reference to a given's owner ("as many apples as Sue") or as a percent change
  of a base ("grows by 50% over the 12": ``.pointers``), a complex number by its named parts (``.components``), a
  trigonometric value of an angle in degrees (``\\cos 30^\\circ``: ``.values.latex_value``), an interval by its kind
  and ends ("the closed segment with endpoints one and five": ``.relatives``).
  Read by structure (stop 61): a root of a factored equation, one alone in the problem's unknown (``7(x - 8) = 0``)
  or two picked by a sign condition (``(d - 24)(d + 4) = 0, and d > 0``), a table row that reaches the problem's target
  and the last item of a running list (``.list_picks``), the problem's formula instanced in prose (``.instances``),
  a statement answer as a relation, reversed, by a synonym sign or in words, and a function space in its other
  notation (``.statements``), a drawing's connectors, ASCII arrows, comments in fences of other languages and a tuple
  of named quantities set equal to values (``.markup``), reference keys, camelCase names and footnote ids
  (``.side_channels``), one thing for each part of a known whole (``.count_names``), the largest of a bounded kind
  (``.named_values``), verdicts closed by a bracket, by logic symbols or in other languages (``.relatives``), "one in
  every 7.5" (``.words``) and ``ℵ₀``; the program as a call over a comprehension in prose (``agon.unfenced_ports``).
  :func:`reading_spans` gives where each reading stands; the summarizer hides those
  spans (``agon.reader_closed``), so on its own summaries the statement reading (``count_work=False``) finds nothing.
- code: a code region in any form (``answer_forms.code_regions``) that restates the
  program (``answer_forms.code_similarity`` >= ``summary.CODE_SIMILARITY``, sample I/O
  excepted), or a prose restatement of its return/print expressions or of its operations
  (``agon.code_prose``).

The summary keeps intermediate results and givens that equal the answer on purpose
(``agon_mcore.agon.summary``), so a draft whose derivation passes through the answer's
value counts as readable here: the leak rate is an upper bound on what a challenger can
copy, and :func:`hiding_stats` reports the other side (what was hidden that was not the
answer).
"""
from __future__ import annotations

import math
import re
from typing import Any, Dict, Iterator, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms import (
    CHOSEN_BEFORE,
    CodeRegion,
    answer_mentions,
    choice_letter,
    choice_mentions,
    choice_options,
    code_regions,
    expression_regex,
    formula_spans,
    in_answer_position,
    problem_values,
    restates_program,
    return_expressions,
    states_answer,
    values_equal,
)
from agon_mcore.agon.answer_forms.compare import asked_coefficient_mentions, parse_answer
from agon_mcore.agon.answer_forms.components import (complex_point_spans, polar_spans, component_spans, place_value_spans,
                                                     fraction_parts_spans, named_parts_spans,
                                                     result_component_spans)
from agon_mcore.agon.answer_forms.digit_runs import digit_run_spans
from agon_mcore.agon.answer_forms.factors import factor_mentions
from agon_mcore.agon.answer_forms.markup import decoded_entities, has_markup, markup_edits
from agon_mcore.agon.answer_forms.operands import operand_mentions
from agon_mcore.agon.answer_forms.phrases import phrase_spans
from agon_mcore.agon.answer_forms.reader_roles import asks_count, assigns_asked, in_check, stating_mentions, unevaluated
from agon_mcore.agon.answer_forms.relatives import relative_mentions, witness_mentions
from agon_mcore.agon.answer_forms.side_channels import side_channel_spans
from agon_mcore.agon.answer_forms.spread import spread_spans, stacked_variant
from agon_mcore.agon.answer_forms.calendar import calendar_spans
from agon_mcore.agon.answer_forms.macros import macro_spans
from agon_mcore.agon.answer_forms.encodings import encoded_spans, morse_spans
from agon_mcore.agon.answer_forms.lines import line_part_spans
from agon_mcore.agon.answer_forms.money_pieces import money_piece_spans
from agon_mcore.agon.code_summary import bytecode_of, program_table_cells, projects_program
from agon_mcore.agon.answer_forms.markup import notation_variant, spelled_variant, subscript_variant, superscript_variant
from agon_mcore.agon.answer_forms.coefficients import coefficient_list_spans
from agon_mcore.agon.answer_forms.implicit_relations import implicit_relation_spans
from agon_mcore.agon.answer_forms.solution_sets import set_builder_spans, solution_set_spans
from agon_mcore.agon.answer_forms.residues import remainder_spans
from agon_mcore.agon.answer_forms.unsourced import unsourced_relative_spans
from agon_mcore.agon.answer_forms.pinned_unknowns import pinned_unknown_spans
from agon_mcore.agon.answer_forms.asked_binding import asked_binding_spans
from agon_mcore.agon.answer_forms.comparatives import comparative_spans
from agon_mcore.agon.answer_forms.asked_label import asked_label_spans
from agon_mcore.agon.answer_forms.remark_relatives import remark_relative_spans
from agon_mcore.agon.answer_forms.code_checks import code_check_spans
from agon_mcore.agon.answer_forms.fingerprints import fingerprint_spans
from agon_mcore.agon.answer_forms.dimensions import dimension_spans
from agon_mcore.agon.answer_forms.pictured import pictured_spans
from agon_mcore.agon.answer_forms.values import too_big
from agon_mcore.agon.answer_forms.scores import score_spans
from agon_mcore.agon.answer_forms.list_index import list_count_spans
from agon_mcore.agon.answer_forms.listed_choices import listed_choice_spans
from agon_mcore.agon.answer_forms.named_values import named_value_spans
from agon_mcore.agon.answer_forms.arith_functions import arithmetic_function_spans
from agon_mcore.agon.answer_forms.library_values import library_value_spans
from agon_mcore.agon.answer_forms.choices import letter_verdict, option_text_spans
from agon_mcore.agon.answer_forms.substitution import substitution_runs
from agon_mcore.agon.answer_forms.value_forms import marked_row_mentions
from agon_mcore.agon.answer_forms.word_answers import word_answer_spans
from agon_mcore.agon.asked_value import digit_object_spans, percentage_share_spans, rounded_object_spans
from agon_mcore.agon.code_prose import prose_program_spans
from agon_mcore.agon.code_restated import restated_statement_spans
from agon_mcore.agon.code_steps import step_run_spans
from agon_mcore.agon.code_dataflow import dataflow_spans
from agon_mcore.agon.code_nested import nested_code_spans
from agon_mcore.agon.code_words import expression_word_spans, given_code_dropped
from agon_mcore.agon.answer_forms.closed_values import closed_value_spans
from agon_mcore.agon.answer_forms.count_names import count_name_mentions, part_count_spans
from agon_mcore.agon.answer_forms.clock_times import stated_start_spans, time_of_day_spans
from agon_mcore.agon.answer_forms.data_rows import data_row_spans, record_spans
from agon_mcore.agon.answer_forms.radicals import radical_form_spans
from agon_mcore.agon.failclosed import readable_mention
from agon_mcore.agon.failsafe import report_fault
from agon_mcore.agon.answer_forms.instances import instance_spans
from agon_mcore.agon.answer_forms.triples import triple_spans
from agon_mcore.agon.answer_forms.chances import complement_spans, waiting_time_spans
from agon_mcore.agon.answer_forms.digit_forms import digit_form_spans
from agon_mcore.agon.answer_forms.named_tuples import named_tuple_spans, point_words_spans
from agon_mcore.agon.answer_forms.signed import (answer_relative_spans, direction_spans, distance_pair_spans,
                                                 signed_magnitude_spans)
from agon_mcore.agon.answer_forms.between import between_spans, floor_bracket_spans, letter_place_spans
from agon_mcore.agon.answer_forms.rref import rref_spans
from agon_mcore.agon.asked import other_quantity
from agon_mcore.agon.answer_forms.pointers import given_pointer_spans, growth_factor_spans, percent_change_spans, percent_multiple_spans
from agon_mcore.agon.answer_forms.list_picks import (case_pick_spans, constant_term_spans, index_of_target_spans, indexed_list_spans, list_pick_spans,
                                                     picked_candidate_spans, range_elimination_spans, factored_root_spans,
                                                     running_list_spans, target_row_spans,
                                                     remaining_candidate_spans)
from agon_mcore.agon.answer_forms.check_roles import base_for_exponent, limit_check_spans
from agon_mcore.agon.answer_forms.statements import statement_spans
from agon_mcore.agon.inline_program import (blank_math_and_inline, foreign_definition_spans, function_params, inline_program_spans,
                                            named_definition_spans,
                                            math_program_spans, plain_program_spans)
from agon_mcore.agon.slot_position import drop_other_subjects
from agon_mcore.agon.unfenced_ports import (applicative_port_spans, prose_comprehension_spans, prose_lambda_spans,
                                            prose_python_spans, unfenced_port_spans)
from agon_mcore.agon.spans import apply_edits
from agon_mcore.agon.summary import CODE_PLACEHOLDER, CODE_SIMILARITY, DOMAINS, DraftSummary

__all__ = ["answer_readable", "reading_spans", "component_spans_read", "summary_leaks", "leak_rate", "hiding_stats"]




def answer_readable(text: str, answer: str, domain: str = "math", *, problem: Optional[str] = None,
                    count_work: bool = True, by_role: bool = True) -> bool:
    """Whether ``answer`` can be read back from ``text`` (module docstring).

    Args:
        text: any text (a summary, a segment, a challenger's response).
        answer: math: the graded answer as the verifier extracted it (LaTeX, e.g.
            ``"\\\\frac{3}{4}"``, ``"(3, -1)"``, ``"C"``); code: the graded program's source.
        domain: ``"math"`` or ``"code"``.
        problem: the problem statement; values it gives are not counted as read back, except
            in answer position; its option list ``(A) ... (B) ...`` maps a choice to a value.
        count_work: math: also read the answer's value where it stands as work in a numeric relation
            (an operand of a check or a witness, ``15 + 6 = 21``, ``7² = 49 < 50``; a subexpression
            ``\\sqrt2 \\cdot 5`` of ``(\\sqrt2 \\cdot 5)^2 = 50``: ``answer_forms.operands``). True
            (default): the leak metric's upper bound. False: statements only, the mentions the
            summarizer's fail-closed pass hides (``agon.failclosed``).
        by_role: math: a value mention states the answer only in answer position or where no work role names it
            (``answer_forms.reader_roles``: a label, a formula's part, a list element, a root of a counted equation,
            arithmetic still to do, a factor equal to an asked count). True (default): the leak metric. False: every
            mention of the value outside the givens reads (the summarizer's tail pass, ``agon.tail``, decides with it).

    Returns:
        True when some form of the answer is stated in ``text``; also True when the reader itself
        faults on the text (logged once per kind, ``agon.failsafe``): the metric is an upper bound.

    Raises:
        TypeError: ``text`` or ``answer`` is not a str.
        ValueError: unknown ``domain``.
    """
    if not isinstance(text, str) or not isinstance(answer, str):
        raise TypeError(f"answer_readable: text and answer must be str, got {type(text).__name__} and "
                        f"{type(answer).__name__}")
    if domain not in DOMAINS:
        raise ValueError(f"answer_readable: domain={domain!r}; use one of {DOMAINS}")
    if not answer.strip() or not text.strip():
        return False
    try:
        return _code_readable(text, answer, problem) if domain == "code" else _math_readable(text, answer, problem, count_work, by_role)
    except Exception as exc:  # noqa: BLE001 - a fault of the reader counts as readable (agon.failsafe)
        report_fault(f"answer_readable({domain})", exc, text)
        return True


def _math_readable(text: str, answer: str, problem: Optional[str], count_work: bool, by_role: bool = True) -> bool:
    return next(_math_reads(text, answer, problem, count_work, by_role), None) is not None


def reading_spans(text: str, answer: str, *, problem: Optional[str] = None, count_work: bool = False,
                  by_role: bool = True) -> List[Tuple[int, int]]:
    """Where :func:`answer_readable` (math) reads ``answer`` in ``text``: ``(start, end)`` character spans of ``text``,
    one per reading, in the order the reader tries them (possibly overlapping; a reading of the whole text where a
    reading has no place of its own, the upper-bound readings of ``count_work=True``). Empty exactly when
    ``answer_readable(text, answer, problem=problem, count_work=count_work, by_role=by_role)`` is False (the same
    generator decides both). The summarizer hides these spans (``agon.reader_closed``). Raises what the readers raise."""
    if not isinstance(text, str) or not isinstance(answer, str):
        raise TypeError(f"reading_spans: text and answer must be str, got {type(text).__name__} and {type(answer).__name__}")
    if not answer.strip() or not text.strip():
        return []
    return list(dict.fromkeys(_math_reads(text, answer, problem, count_work, by_role)))


def component_spans_read(text: str, answer: str, *, problem: Optional[str] = None) -> List[Tuple[int, int]]:
    """Where ``text`` states a tuple or set ``answer`` component by component (``x = 3`` and ``y = -1``; "the root
    three", "the root seven"), when it states every component so: the ``(start, end)`` of each component mention, the
    part readings :func:`reading_spans` takes together. Empty for other answers or where a component is missing. The
    summarizer reads the whole draft with it, so that a component stated before the conclusion does not stay when the
    conclusion hides the others (``agon.reader_closed``). Raises what the readers raise."""
    parts = parse_answer(answer).parts
    if not parts or not text.strip():
        return []
    from agon_mcore.verify.answer import boxed_spans  # the box is the graded statement, not a component stated

    for bs, be, _, _ in boxed_spans(text):
        be = be if be >= 0 else len(text)
        text = text[:bs] + " " * (be - bs) + text[be:]
    stripped, back = _unstripped(text)
    ms = [m for m in stating_mentions(stripped, answer, givens=problem_values(problem), problem=problem)
          if m.kind.endswith("/part")]
    if not all(any(values_equal(m.value, p, m.approx) for m in ms) for p in parts):
        return []
    return [back(m.start, m.end) for m in ms]


def _unstripped(text: str):
    """``strip_markup(text)`` and a map of its spans back onto ``text`` (an edited piece maps to the whole edit)."""
    edits = markup_edits(text) if has_markup(text) else {}
    return apply_edits(text, [(s0, e0, rep) for s0, (e0, rep) in sorted(edits.items())])


def _math_reads(text: str, answer: str, problem: Optional[str], count_work: bool, by_role: bool = True,
                joined: bool = False) -> Iterator[Tuple[int, int]]:
    """The readings of ``answer`` in ``text`` (module docstring) as spans of ``text``, lazily: :func:`answer_readable`
    stops at the first, :func:`reading_spans` takes them all."""
    if too_big(answer):  # an answer too large to evaluate is read as its notation: the same characters, any spacing
        chars = [c for c in re.sub(r"\\(?:left|right)|[\s{}$]", "", answer)]
        if chars:
            for m in re.finditer(r"[\s{}$]*".join(map(re.escape, chars)) + r"\}*", text):
                yield m.span()
        return
    source = text  # the side channels are read before markup is stripped (an attribute of a <span> stays)
    orig_len = len(text)
    text, back = _unstripped(text)  # spoilers, emphasis splitting a numeral, colours, cell commands (answer_forms.markup)
    whole = (0, orig_len)
    givens = problem_values(problem)
    if by_role:
        ms = stating_mentions(text, answer, givens=givens, problem=problem)  # as reader_roles.stated_answer decides
        whole_ms = [m for m in ms if not m.kind.endswith("/part")]
        parts = parse_answer(answer).parts if ms and not whole_ms else None
        if whole_ms or (parts and all(any(values_equal(g.value, p, g.approx) for g in ms) for p in parts)):
            for m in whole_ms or ms:  # one whole mention states it, or every component of a tuple does
                yield back(m.start, m.end)
    elif states_answer(text, answer, givens=givens):
        yield whole
    for m in asked_coefficient_mentions(text, answer, problem):
        yield back(m.start, m.end)
    # the relatives (a unit, words, an interval in words, a name, a verdict, an asked part, a place, a
    # formula by sympy): the same reading the summarizer's fail-closed pass hides (agon.failclosed)
    # (work by the same roles aside: agon.failclosed.work_reason)
    parsed = parse_answer(answer)
    values = parsed.values
    for m in relative_mentions(text, answer, values, problem):
        if readable_mention(text, m, problem, givens) and not (by_role and unevaluated(text[m.start:m.end], m.value, answer)):
            yield back(m.start, m.end)
    for m in factor_mentions(text, values, problem):  # a factor of a shown product (answer_forms.factors)
        yield back(m.start, m.end)
    for s, e in percentage_share_spans(text, answer, problem):  # "1/5", "one car in five" for the percentage 20
        yield back(s, e)
    for m in count_name_mentions(text, values, problem):  # "an octagon" for the sides asked (answer_forms.count_names)
        yield back(m.start, m.end)
    for s, e in part_count_spans(text, values, problem):  # "as many vertices as a cube has faces" (answer_forms.count_names)
        yield back(s, e)
    for s, e in line_part_spans(text, answer):  # "the line of slope 2 through (0, 3)" for y = 2x + 3 (answer_forms.lines)
        yield back(s, e)
    if count_work:
        for s, e in substitution_runs(text, parsed.parts or values, problem):
            yield back(s, e)  # the answer plugged into the problem's relation ("2(3) + 1 = 7"), a tuple's components too
        for m in operand_mentions(text, values, givens, problem):
            if other_quantity(text, m.start, m.end, problem):
                continue  # "$30 - 15 = 15$ miles" where a speed is asked: another quantity's arithmetic (agon.asked)
            if base_for_exponent(text[m.start:m.end], values, problem):
                continue  # "9 = 3^2" where the exponent x of "9^x = 729" is asked: a base, not the unknown's part
            if not by_role or not asks_count(problem) or in_check(text, m.start, m.end):
                yield back(m.start, m.end)  # the answer's value used in a check (module docstring: an upper bound)
        for m in witness_mentions(text, values, problem):
            yield back(m.start, m.end)  # a witness of a yes
    # a word answer, components together, another notation (answer_forms.word_answers, .components, .phrases)
    for s, e in [*drop_other_subjects(text, word_answer_spans(text, [answer], problem), problem),  # as agon.results
                 *component_spans(text, [answer], problem), *complex_point_spans(text, answer), *named_parts_spans(text, answer), *polar_spans(text, values),
                 *fraction_parts_spans(text, answer),
                 *phrase_spans(text, [answer], problem)]:
        yield back(s, e)
    for s, e in [*radical_form_spans(text, values, answer, problem), *data_row_spans(text, parsed.parts, problem), *rref_spans(text, parsed.parts),
                 *record_spans(text, values, problem),
                 *time_of_day_spans(text, values, problem), *stated_start_spans(text, values, problem),
                 *calendar_spans(text, answer, problem), *coefficient_list_spans(text, answer),
                 *implicit_relation_spans(text, answer, problem), *solution_set_spans(text, answer, problem),
                 *statement_spans(text, answer, problem),
                 *set_builder_spans(text, answer, problem),
                 *remainder_spans(text, answer, problem),
                 *score_spans(text, values, problem, givens), *list_count_spans(text, values, problem),
                 *named_value_spans(text, values, answer, problem), *library_value_spans(text, values),
                 *arithmetic_function_spans(text, values, problem),  # "the amicable partner of 220" (answer_forms.arith_functions)
                 *triple_spans(text, values, problem), *instance_spans(text, answer, problem),
                 *digit_form_spans(text, values, problem), *complement_spans(text, values, problem),
                 *waiting_time_spans(text, values, problem),
                 *named_tuple_spans(text, answer, problem), *point_words_spans(text, answer),
                 *signed_magnitude_spans(text, values, problem), *distance_pair_spans(text, answer),
                 *answer_relative_spans(text, values), *unsourced_relative_spans(text, values, problem, givens),
                 *pinned_unknown_spans(text, values, problem), *asked_binding_spans(text, values, problem),
                 *comparative_spans(text, values, problem), *asked_label_spans(text, values, problem),
                 *pictured_spans(text, values),  # a bar of 18 glyphs, "the point (9, 18)" (.pictured)
                 *dimension_spans(text, values, problem),  # "a 3-by-4 inch rectangle" with the height 3 given (.dimensions)
                 *fingerprint_spans(text, values, problem),  # 2916 for 54: a number only the answer makes (.fingerprints)
                 *code_check_spans(text, values),  # "expected = 6" then "... == expected" (.code_checks)
                 *remark_relative_spans(text, values, problem),  # a remark one step from the answer (.remark_relatives)  # "exceeds the perimeter by 8" (.comparatives)  # "$A - 30 = 2$": a letter's relations solved (.pinned_unknowns)
                 *direction_spans(text, values),
                 *between_spans(text, values, problem), *floor_bracket_spans(text, values, problem),
                 *letter_place_spans(text, answer, problem),
                 *list_pick_spans(text, values, problem), *listed_choice_spans(text, values, problem), *limit_check_spans(text, values, problem),
                 *constant_term_spans(text, values, problem), *remaining_candidate_spans(text, values),
                 *given_pointer_spans(text, values, problem), *percent_change_spans(text, values, problem), *percent_multiple_spans(text, values, problem),
                 *growth_factor_spans(text, values, problem),
                 *picked_candidate_spans(text, values), *indexed_list_spans(text, values, problem),
                 *factored_root_spans(text, values, problem), *target_row_spans(text, values, problem),
                 *running_list_spans(text, values), *case_pick_spans(text, values),
                 *range_elimination_spans(text, values, problem), *index_of_target_spans(text, values, problem),
                 *money_piece_spans(text, values, problem)]:
        yield back(s, e)  # an unsimplified radical; a tuple as a data row; a clock time; a date or weekday; coefficients; a relation
        # solved for the answer's unknown; a solution set in words; a score over a total; a numbered list's length;
        # a mean or a percentage's complement named; spaced, reversed or tallied digits; a probability's complement;
        # a tuple assigned to its names in another order, a point by its distances to the axes; a magnitude named negative;
        # a ± pair by its distance; a number by its place among others (between, halfway, next), a letter by its place;
        # an item picked from a list shown by its place; an amount as the banknotes and coins that make it;
        # a library's printout (answer_forms)
    for s, e in closed_value_spans(text, answer, problem):
        yield back(s, e)  # a closed expression or rounding in a statement role; a numeral in another base mark (.closed_values)
    for s, e in [*digit_object_spans(text, [answer], problem), *rounded_object_spans(text, [answer], problem)]:
        yield back(s, e)  # the value whose digit is asked, written out (agon.asked_value)
    if by_role:  # a tuple's components as results of consecutive steps; a numeral's digits in words; a marked table row
        for s, e in [*result_component_spans(text, answer, problem), *place_value_spans(text, answer, problem),
                     *digit_run_spans(text, answer, problem)]:  # its digits one by one (answer_forms.digit_runs)
            yield back(s, e)
        for m in marked_row_mentions(text, [v for v in values if getattr(v, "is_number", False)]):
            yield back(m.start, m.end)
    if not joined:  # a numeral spread over markup, layout or reading order (answer_forms.spread)
        for s, e in spread_spans(text, answer, problem, lambda t: _math_reads(t, answer, problem, count_work, by_role, True)):
            yield back(s, e)
    if not joined:  # superscript digits read as a caret power too ("2⁶ = 64" after the answer 6: answer_forms.markup)
        sup = superscript_variant(text)
        if sup is not None:
            for s, e in _math_reads(sup[0], answer, problem, count_work, by_role, True):
                yield back(*sup[1](s, e))
    if not joined:  # a fraction drawn over three lines, read as the line it draws (answer_forms.spread)
        stacked = stacked_variant(text)
        if stacked is not None:
            for s, e in _math_reads(stacked[0], answer, problem, count_work, by_role, True):
                yield back(*stacked[1](s, e))
    if not joined:  # number words spelled letter by letter or glued together ("f-i-f-t-y", "fiftyfive": answer_forms.markup)
        spelled = spelled_variant(text)
        if spelled is not None:
            for s, e in _math_reads(spelled[0], answer, problem, count_work, by_role, True):
                yield back(*spelled[1](s, e))
    if not joined:  # plain-text and CAS function names, 12_000, 3h24m, 18m² (answer_forms.markup.notation_variant)
        rewritten = notation_variant(text)
        if rewritten is not None:
            for s, e in _math_reads(rewritten[0], answer, problem, count_work, by_role, True):
                yield back(*rewritten[1](s, e))
    if not joined:  # an indexed name as the answer's function value ("W_2^2 + 2" for W(2)^2 + 2: answer_forms.markup)
        sub = subscript_variant(text, answer)
        if sub is not None:
            for s, e in _math_reads(sub[0], answer, problem, count_work, by_role, True):
                yield back(*sub[1](s, e))
    if not joined:  # a token in base64 or percent-encoding, read decoded (answer_forms.encodings)
        for s, e in encoded_spans(text, lambda t: _math_reads(f"The answer is {t}.", answer, problem, count_work, False, True)):
            yield back(s, e)
        for s, e in morse_spans(source, lambda t: _math_reads(f"The answer is {t}.", answer, problem, count_work, False, True)):
            yield s, e  # Morse code, read on the raw text (markup reads its dashes)
    if not joined:  # a macro's definition and uses render its body (answer_forms.macros)
        for s, e in macro_spans(text, lambda body: any(True for _ in _math_reads(f"${body}$", answer, problem, count_work, False, True))):
            yield back(s, e)
    for s, e in side_channel_spans(source, answer, problem, givens=givens):
        yield s, e  # a part of a file name, URL, identifier, attribute or reference (answer_forms.side_channels)
    # a choice answer is also read through the problem's option list ("leaving 7" for (C) 7)
    letter = choice_letter(answer)
    opts, stem = choice_options(problem)
    if not letter and opts:  # a value answer that is one option's value: that option named by its letter or its place
        # ("the middle option among the five", "choice (C)") names the value
        held = [k for k, o in opts.items() if any(values_equal(a, b) for a in parse_answer(answer).values
                                                  for b in parse_answer(o).values)]
        if len(held) == 1:
            for m in choice_mentions(text, "".join(sorted(opts))):
                if str(m.value) == "choice:" + held[0]:
                    yield back(m.start, m.end)
            yield from (back(s, e) for s, e in _place_spans(text, sorted(opts), held[0]))
    verdict = letter_verdict(answer, problem) if not joined else None
    if verdict:  # a true-or-false question graded by a letter under the convention (A) true / (B) false (DeepMath's):
        # the letter is that verdict, read in every form a verdict is ("The statement is refuted.")
        yield from _math_reads(text, verdict, problem, count_work, by_role, True)
    if letter and letter in opts:
        # only where the value is chosen: checking every option ("25 = 5*5") names them all
        for m in answer_mentions(text, opts[letter]):
            if in_answer_position(text, m.start) or CHOSEN_BEFORE.search(text[max(0, m.start - 40):m.start]) or \
                    assigns_asked(text, m.start, problem):  # "gives x = 5" for "then x equals (A) 3 (B) 4 (C) 5"
                yield back(m.start, m.end)
        # every other option eliminated ("Options A through D all fail"): the one left is chosen
        yield from (back(s, e) for s, e in _elimination_spans(text, sorted(opts), letter))
        # an option by its place in the problem's list: "the middle one", "the last option" (answer_forms.choices reads
        # "the third option" without the list)
        yield from (back(s, e) for s, e in _place_spans(text, sorted(opts), letter))
        # the option's own text (arithmetic the value reader keeps as work) where a chain ends in it or a choice follows,
        # or alone in a sentence that derives nothing: no relation sign, no other option, no other number ("The
        # largest log belongs to 3^20.": the option singled out)
        for s, e in option_text_spans(text, opts[letter]):
            if _CHAIN_END_BEFORE.search(text[max(0, s - 4):s]) or in_answer_position(text, s) or \
                    CHOSEN_BEFORE.search(text[max(0, s - 40):s]) or _CHOSEN_AFTER.match(text, e) or \
                    _singled_out(text, s, e, [o for k, o in opts.items() if k != letter]):
                yield back(s, e)


def _place_spans(text: str, keys: Sequence[str], letter: str) -> Iterator[Tuple[int, int]]:
    """Spans of ``text`` that name the option ``letter`` by its place in the problem's list of ``keys`` (sorted
    letters): "the middle one", "the last option", "the penultimate choice"."""
    for m in _PLACE_CHOICE.finditer(text):
        where = m.group(1).lower()
        k = (len(keys) // 2 if len(keys) % 2 else None) if where == "middle" else \
            len(keys) - 2 if where in ("penultimate", "second-to-last", "second to last") else len(keys) - 1
        if k is not None and 0 <= k < len(keys) and keys[k] == letter:
            yield m.start(), m.end()


_ELIMINATED = re.compile(r"(?i)\b(?:options?|choices?|answers?)\s+\(?([A-H])\)?\s*(?:through|thru|to|[-–])\s*\(?([A-H])\)?|"
                         r"\b(?:options?|choices?|answers?)\s+((?:\(?[A-H]\)?\s*,\s*)+\(?[A-H]\)?,?\s+(?:and|or)\s+\(?[A-H]\)?)")
_FAIL_AFTER = re.compile(r"(?i)\s*(?:are\s+|were\s+)?(?:all\s+|each\s+|both\s+)?(?:fail|failed|are\s+wrong|wrong|out|"
                         r"eliminated|ruled\s+out|excluded|incorrect|impossible|don't\s+(?:match|work)|do\s+not\s+(?:match|work)|"
                         r"can\s+be\s+(?:ruled\s+out|eliminated|excluded)|(?:is|are)\s+(?:false|wrong|out))\b")


def _elimination_spans(text: str, keys: Sequence[str], letter: str) -> Iterator[Tuple[int, int]]:
    """Spans of ``text`` that eliminate every option of the problem's list ``keys`` but ``letter`` ("Options A
    through D all fail", "choices A, B, C and D are ruled out"): the one left is chosen."""
    for m in _ELIMINATED.finditer(text):
        if m.group(1):
            a, b = m.group(1).upper(), m.group(2).upper()
            named = {chr(c) for c in range(ord(a), ord(b) + 1)}
        else:
            named = {x.upper() for x in re.findall(r"[A-Ha-h]", re.sub(r"(?i)\b(?:and|or)\b", " ", m.group(3)))}
        fail = _FAIL_AFTER.match(text, m.end())
        if fail and [k for k in keys if k not in named] == [letter] and named <= set(keys):
            yield m.start(), fail.end()


_CHAIN_END_BEFORE = re.compile(r"=\s*\$?\s*$")
_RELATION_SIGN = re.compile(r"[=<>≤≥≈≠]|\\(?:approx|le|ge|leq|geq|neq|lt|gt)\b")


def _singled_out(text: str, s: int, e: int, others: Sequence[str]) -> bool:
    """The option text at ``text[s:e]`` stands alone in its sentence: no relation sign, no other option's text, no
    number outside it (choices.option_text_spans)."""
    a = max(text.rfind(c, 0, s) for c in ".!?\n;:") + 1
    ends = [i for i in (text.find(c, e) for c in ".!?\n;:") if i >= 0]
    b = min(ends) if ends else len(text)
    rest = text[a:s] + " " + text[e:b]
    if _RELATION_SIGN.search(rest) or re.search(r"\d", rest):
        return False
    return not any(option_text_spans(text[a:b], o) for o in others)
_PLACE_CHOICE = re.compile(r"(?i)\bthe\s+(middle|last|final|penultimate|second[- ]to[- ]last)\s+(?:one|option|choice|answer|"
                           r"alternative|candidate|entry)\b(?!\s+(?:is\s+)?(?:wrong|false|out|incorrect|fails?|eliminated))")
_CHOSEN_AFTER = re.compile(r"\$?\s*[,;]?\s*(?:which|that)\s+is\s+(?:option|choice|answer|letter)\b|\$?\s*[(—-]+\s*(?:option|choice)\b", re.I)


def _code_readable(text: str, program: str, problem: Optional[str] = None) -> bool:
    from agon_mcore.agon.answer_forms.code import infix_words

    text = infix_words(given_code_dropped(text.replace(CODE_PLACEHOLDER, ""), problem))  # code the problem shows
    # (agon.code_words) is dropped; Haskell's `div` is an operator (answer_forms.code.infix_words)
    if expression_word_spans(text, program, problem=problem) or step_run_spans(text, program, [], CODE_PLACEHOLDER) or \
            dataflow_spans(text, program) or nested_code_spans(text):
        return True  # the result expression in words (agon.code_words), statement by statement (agon.code_steps)
    regions = code_regions(text) or [CodeRegion(0, len(text), text, "inline")]  # bare code: the text itself
    for r in regions:
        if restates_program(r, program, CODE_SIMILARITY) or r.form != "inline" and (bytecode_of(r.code, program) or
                                                                                     projects_program(r.code, program) or
                                                                                     bool(nested_code_spans(r.code))):
            return True  # (a ``dis`` listing of a part of it, or it in another language's words: agon.code_summary)
    for e in return_expressions(program):  # also with HTML character references decoded (answer_forms.markup)
        if expression_regex(e).search(text) or expression_regex(e).search(decoded_entities(text)[0]):
            return True
    if formula_spans(text, program, [(r.start, r.end) for r in code_regions(text) if r.form != "inline"]):
        return True
    if prose_program_spans(text, program, [], CODE_PLACEHOLDER):  # the program in prose (agon.code_prose)
        return True
    if restated_statement_spans(text, program):  # a result statement in an equivalent spelling (agon.code_restated)
        return True
    if program_table_cells(text, program):  # a decision table of the program's rule (agon.code_summary)
        return True
    if inline_program_spans(text, function_params(program), program):  # a return expression as inline code (agon.inline_program)
        return True
    if plain_program_spans(blank_math_and_inline(text), function_params(program), program) or \
            math_program_spans(text, function_params(program), program) or \
            unfenced_port_spans(blank_math_and_inline(text), function_params(program)) or \
            prose_python_spans(blank_math_and_inline(text), function_params(program)) or \
            prose_lambda_spans(blank_math_and_inline(text), program) or \
            prose_comprehension_spans(blank_math_and_inline(text), program) or \
            applicative_port_spans(blank_math_and_inline(text), function_params(program), program) or \
            foreign_definition_spans(blank_math_and_inline(text)) or named_definition_spans(blank_math_and_inline(text), program):
        return True  # the result expression bare in a sentence or in math notation, as the summarizer reads it (agon.inline_program),
        # the program ported to a C-family language in a sentence (agon.unfenced_ports), or a definition in another
        # language's own syntax (Forth, APL, Wolfram: agon.inline_program.foreign_definition_spans)
    norm = "".join(program.split())
    return len(norm) >= 8 and norm in "".join(text.split())


def summary_leaks(summaries: Sequence[DraftSummary], math_verifier: Any = None) -> List[Optional[bool]]:
    """Per summary: True (:func:`answer_readable` reads its graded answer, or one of the
    values of a hedged draft, back from its text), False, or None (no graded answer).

    Args:
        summaries: :class:`DraftSummary` records (``domain`` picks the reader, ``problem``
            the givens).
        math_verifier: unused; accepted so callers written for the verifier-based metric
            keep working.

    Raises:
        TypeError: an element is not a DraftSummary.
    """
    out: List[Optional[bool]] = []
    for i, s in enumerate(summaries):
        if not isinstance(s, DraftSummary):
            raise TypeError(f"summary_leaks: element {i} is {type(s).__name__}; pass DraftSummary records")
        if not s.had_answer or not s.hidden_answer:
            out.append(None)
            continue
        vals = [s.hidden_answer] if s.domain == "code" else list(dict.fromkeys([s.hidden_answer, *s.hidden_values]))
        out.append(any(answer_readable(s.text, v, s.domain, problem=s.problem) for v in vals))
    return out


def leak_rate(summaries: Sequence[DraftSummary], math_verifier: Any = None) -> float:
    """Fraction of the summaries with a graded answer from which it can be read back
    (:func:`summary_leaks`); ``nan`` when no summary had a graded answer."""
    flags = [x for x in summary_leaks(summaries, math_verifier) if x is not None]
    return float(sum(flags)) / len(flags) if flags else math.nan


def hiding_stats(summaries: Sequence[DraftSummary]) -> Dict[str, float]:
    """How much the summaries hid, over the summaries with a graded answer.

    Returns:
        ``numerals_hidden_frac``: numbers written with digits in the visible parts that a
        placeholder covers / all such numbers (math summaries; nan when none);
        ``placeholders_not_answer_frac``: placeholders whose original text does not state
        the graded answer (:func:`answer_readable`) / all placeholders (nan when none);
        ``placeholders_per_summary``: mean placeholders per summary;
        ``summary_faults_frac``: summaries that failed closed on a fault of the summarizer
        (``DraftSummary.fault``) / all summaries passed (nan when none).
    """
    every = [s for s in summaries if isinstance(s, DraftSummary)]
    rows = [s for s in every if s.had_answer and s.hidden_answer]
    num = sum(s.numerals for s in rows if s.domain == "math")
    hid = sum(s.numerals_hidden for s in rows if s.domain == "math")
    n_ph, not_ans = 0, 0
    for s in rows:
        vals = [s.hidden_answer] if s.domain == "code" else list(dict.fromkeys([s.hidden_answer, *s.hidden_values]))
        for orig in s.placeholders:
            n_ph += 1
            if not any(answer_readable(orig, v, s.domain) for v in vals):
                not_ans += 1
    return {
        "numerals_hidden_frac": hid / num if num else math.nan,
        "placeholders_not_answer_frac": not_ans / n_ph if n_ph else math.nan,
        "placeholders_per_summary": n_ph / len(rows) if rows else math.nan,
        "summary_faults_frac": sum(s.fault is not None for s in every) / len(every) if every else math.nan,
    }
