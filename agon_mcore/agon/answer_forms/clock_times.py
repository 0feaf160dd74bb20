"""An answer written as a time on a clock.

* **A time of day asked as digits** (:func:`time_of_day_spans`): the problem asks a time ("what time", "time of
  day", "o'clock", "24-hour"/"military" time) and the answer is a 3-4 digit number ``hmm``/``hhmm`` with minutes
  below 60 (``1415``) or a whole hour (``2`` for 2 pm); a clock time in the text equal to it (``14:15``, ``2:15 pm``,
  ``2:15 p.m.``; ``14:00`` or ``2:00`` for the hour 2) states it.
* **A duration as an end time from a start the text states** (:func:`stated_start_spans`): the problem asks a
  duration and the text states a start time (in words or whole hours: "noon", "midnight", "3 pm", "9 o'clock", or
  ``H:MM``) and then an end time; the end time states the duration (end minus start, in any unit of time), against
  the nearest time before it or the text's first time (the start, with intermediate times between). Two ``H:MM``
  times in a row are read by ``answer_forms.quantities.clock_mentions``.

Precision: a clock time the problem gives (on a 12-hour clock too: ``10:15`` for ``10:15 pm``) stays, and an end
time whose difference is not the asked duration stays.
"""
from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Iterator, List, Optional, Sequence, Tuple

__all__ = ["time_of_day_spans", "stated_start_spans"]

_CLOCK = re.compile(r"(?<![\w.:])(\d{1,2}):(\d{2})(?::\d{2})?\s*(a\.\s?m\.|p\.\s?m\.|am|pm)?(?![\w:])", re.I)
_HOUR = re.compile(r"(?<![\w.:])(\d{1,2})\s*(?:(a\.\s?m\.|p\.\s?m\.|am|pm)(?![\w])|o['’]clock\b)", re.I)
_WORD_TIME = re.compile(r"(?i)\b(?:12\s+)?(noon|midday|midnight)\b")
_ASKS_TIME = re.compile(r"(?i)\bwhat\s+time\b|\btime\s+of\s+(?:the\s+)?day\b|o['’]clock|\b(?:24-hour|military)\b|"
                        r"\bat\s+what\s+time\b|\bwhen\s+(?:will|does|did)\b[^?.]*\b(?:clock|time)\b")
_ASKS_DURATION = re.compile(r"(?i)\bhow\s+(?:many|much)\s+(?:minutes?|hours?|seconds?|time)\b|\bhow\s+long\b|"
                            r"\bin\s+(?:minutes|hours|seconds)\b")
_UNIT_SECONDS = (1, 60, 3600)


def _of(h: int, mi: int, ap: str) -> Optional[int]:
    ap = (ap or "").lower().replace(".", "").replace(" ", "")
    if h > 23 or mi > 59 or (ap and not 1 <= h <= 12):
        return None
    if ap == "pm" and h != 12:
        h += 12
    elif ap == "am" and h == 12:
        h = 0
    return h * 60 + mi


def _times(text: str) -> List[Tuple[int, int, int, bool]]:
    """(start, end, minutes past midnight, written H:MM) for every clock time in ``text``, in order."""
    out = []
    for m in _CLOCK.finditer(text):
        v = _of(int(m.group(1)), int(m.group(2)), m.group(3))
        if v is not None:
            out.append((m.start(), m.end(), v, True))
    for m in _HOUR.finditer(text):
        v = _of(int(m.group(1)), 0, m.group(2) or "")
        if v is not None and not any(a <= m.start() < b for a, b, _, _ in out):
            out.append((m.start(), m.end(), v, False))
    for m in _WORD_TIME.finditer(text):
        out.append((m.start(), m.end(), 0 if m.group(1).lower() == "midnight" else 720, False))
    return sorted(out)


def time_of_day_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """Spans of clock times in ``text`` (``H:MM`` with an optional am/pm) equal to an answer in ``values`` that is a
    time of day written as digits (module docstring), when ``problem`` asks a time; a time the problem gives stays.
    Raises nothing."""
    if not problem or not _ASKS_TIME.search(problem):
        return
    want = set()
    for v in values:
        if getattr(v, "is_Integer", False) and 100 <= int(v) <= 2359 and int(v) % 100 < 60:
            want.add(int(v) // 100 * 60 + int(v) % 100)
        elif getattr(v, "is_Integer", False) and 1 <= int(v) <= 23:  # a whole hour ("2" for 2 pm): either half of the day
            want.update({int(v) * 60 % 1440, (int(v) + 12) * 60 % 1440} if int(v) <= 12 else {int(v) * 60})
    if not want:
        return
    given = {t % 720 for _, _, t, _ in _times(problem)}  # a given read on a 12-hour clock too
    for s, e, t, hm in _times(text):
        if hm and t in want and t % 720 not in given:
            yield s, e


def stated_start_spans(text: str, values: Sequence[Any], problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """Spans of end times in ``text`` that state the asked duration (``values``, in seconds, minutes or hours) from the
    nearest time before them (one of the two in words or whole hours) or from the text's first time (module docstring); only
    when ``problem`` asks a duration; an end time the problem gives stays. Raises nothing."""
    from agon_mcore.agon.answer_forms.values import values_equal
    import sympy as sp

    if not problem or not _ASKS_DURATION.search(problem):
        return
    nums = [v for v in values if getattr(v, "is_number", False) and getattr(v, "is_real", False)]
    if not nums:
        return
    given = {t % 720 for _, _, t, _ in _times(problem)}  # a given read on a 12-hour clock too
    times = _times(text)
    pairs = [(a, b, False) for a, b in zip(times, times[1:])] + [(times[0], b, True) for b in times[2:]]
    for (_, _, t0, hm0), (s, e, t1, hm1), from_first in pairs:
        if (hm0 and hm1 and not from_first) or t1 % 720 in given:
            continue  # two H:MM times in a row: answer_forms.quantities; an end the problem gives: a given
        d = Fraction((t1 - t0) % 1440) * 60
        if d and any(values_equal(sp.Rational((d / u).numerator, (d / u).denominator), a)
                     for u in _UNIT_SECONDS for a in nums):
            yield s, e
