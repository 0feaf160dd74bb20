"""Fail closed on a fault of the summarizer or the reader, so one odd draft never ends a training step.

The summarizer (:func:`agon_mcore.agon.summary.summarize_draft`) and the reader
(:func:`agon_mcore.agon.leak.answer_readable`) parse arbitrary model output with regular expressions
and sympy. A fault in them (an exception on an input no test foresaw) must neither crash the step
nor show the challenger the drafter's answer:

* :func:`hide_failing_closed`: a hiding pass that raises is replaced by one placeholder over the whole
  visible part (:data:`FAULT_PLACEHOLDER`); the graded answer is still read (for the leak metric) when
  the verifier's own reader can, and the fault (exception type and message) is returned so that
  ``DraftSummary.fault`` records it and ``leak.hiding_stats`` reports the share of such summaries
  (``summary_faults_frac``, logged every step as ``challenge/summary_faults_frac``);
* the reader treats its own fault as "readable" (``leak.answer_readable``): the leak metric is an
  upper bound, so a fault may only raise it.

Each fault is logged once per (exception type, source line) with the draft's sha1, to reproduce it.
"""
from __future__ import annotations

import hashlib
import logging
import traceback
from typing import Callable, List, Optional, Set, Tuple

__all__ = ["FAULT_PLACEHOLDER", "hide_failing_closed", "report_fault"]

FAULT_PLACEHOLDER = "[hidden: the draft could not be summarized]"

_log = logging.getLogger(__name__)
_seen: Set[Tuple[str, str, int]] = set()

Hidden = Tuple[str, Optional[str], List[str], List[str], int, int]


def report_fault(where: str, exc: BaseException, text: str) -> str:
    """Log ``exc`` raised by ``where`` on ``text`` (once per exception type and source line; the text's
    sha1 and length, not the text) and return ``"TypeName: message"`` (at most 200 characters)."""
    tb = traceback.extract_tb(exc.__traceback__)
    site = (where, type(exc).__name__, tb[-1].lineno if tb else 0)
    if site not in _seen:
        _seen.add(site)
        _log.warning("%s failed closed on a text (sha1 %s, %d chars): %s at %s; please report it with that text",
                     where, hashlib.sha1(text.encode("utf-8", "replace")).hexdigest()[:12], len(text),
                     f"{type(exc).__name__}: {exc}", f"{tb[-1].filename}:{tb[-1].lineno}" if tb else "?")
    return f"{type(exc).__name__}: {exc}"[:200]


def hide_failing_closed(hide_math: Callable[[str, Optional[str]], Hidden], hide_code: Callable[[str, Optional[str]], Hidden],
                        vis: str, problem: Optional[str], domain: str) -> Tuple[Hidden, Optional[str]]:
    """``(hidden, fault)``: ``hide_code(vis, problem)`` or ``hide_math(vis, problem)`` as chosen by ``domain``
    (``hidden`` = ``(text, answer, values, placeholders' originals, numerals, numerals hidden)``), and
    ``fault = None``; when the pass raises, ``hidden`` is the whole visible part behind
    :data:`FAULT_PLACEHOLDER` with the graded answer as the verifier reads it (``None`` when that read faults
    too) and ``fault`` is ``"TypeName: message"``. Never raises for a fault of the pass (``KeyboardInterrupt``
    and ``SystemExit`` propagate)."""
    try:
        return (hide_code if domain == "code" else hide_math)(vis, problem), None
    except Exception as exc:  # noqa: BLE001 - any fault of the pass fails closed
        fault = report_fault(f"summarize_draft({domain})", exc, vis)
    from agon_mcore.agon.answer_forms import numeral_spans
    from agon_mcore.verify.answer import final_answer
    from agon_mcore.verify.code import graded_program

    answer: Optional[str] = None
    values: List[str] = []
    try:
        if domain == "code":
            prog = graded_program(vis)
            answer = prog.code.strip("\n") if prog is not None else None
            values = [answer] if answer is not None else []
        else:
            fa = final_answer(vis)
            answer = fa.text
            values = list(dict.fromkeys([*([fa.text] if fa.text is not None and not fa.hedged else []), *fa.values]))
    except Exception as exc:  # noqa: BLE001
        report_fault(f"graded answer ({domain}) after a summarizer fault", exc, vis)
    n = len(numeral_spans(vis)) if domain == "math" else 0
    return (FAULT_PLACEHOLDER if vis.strip() else "", answer, values, [vis] if vis.strip() else [], n, n), fault
