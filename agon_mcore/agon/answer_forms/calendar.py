"""An answer that is a calendar date, a day of the week or a time of day written as text, read as a value.

Such an answer has no numeric value for the general reader (``\\text{April 10}`` parses as a product of letters), so
without a reading of its own no form of it is read, not even itself. Here the answer is read as a value of its type
and every mention of that type in the text is compared with it as a value, whatever its form:

* **a date** (month and day, a year where written): ``April 10``, ``Apr. 10th``, ``the tenth of April``, ``10 April
  2023``, ``2023-04-10``, ``04/10`` and ``10/04`` (a numeric day/month pair is read both ways: the order is a locale's),
  and a day counted into a month (``10 days into April``);
* **a day of the week**: its name or an abbreviation (``Tue``, ``Tues.``);
* **a time of day** (``\\text{3:45 PM}``, ``15{:}45``, ``noon``): a clock time in the text (``3:45 pm``, ``15:45``;
  without am/pm read on a 12-hour clock), or in words (``quarter to four``, ``half past 3``, ``3 o'clock``).

A mention equal to a date, weekday or time that the problem gives stays (a given, as for numbers). The month names and
the day words come from one table (``num2words`` writes the ordinals and cardinals), so a form is a form of every date.

Used by the reader (``agon.leak``); the summarizer hides what the reader reads (``agon.reader_closed``).
"""
from __future__ import annotations

import functools
import re
from typing import Iterator, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms.clock_times import _times

__all__ = ["answer_date", "answer_weekday", "answer_clock", "calendar_spans", "other_calendar_value"]

_MONTHS = ("january february march april may june july august september october november december").split()
_MONTH_ALT = "|".join(
    [m for m in _MONTHS] + [m[:3] for m in _MONTHS if m != "may"] + ["sept"])
_WEEKDAYS = ("monday tuesday wednesday thursday friday saturday sunday").split()
_WEEKDAY_ABBR = {"mon": 0, "tue": 1, "tues": 1, "wed": 2, "weds": 2, "thu": 3, "thur": 3, "thurs": 3, "fri": 4,
                 "sat": 5, "sun": 6}
_WRAP = re.compile(r"\\(?:text|textbf|mathrm|mathbf|textit|operatorname|mbox)\s*\{([^{}]*)\}")


def _month(word: str) -> Optional[int]:
    w = word.lower().rstrip(".")
    for i, m in enumerate(_MONTHS):
        if w == m or (len(w) >= 3 and m.startswith(w) and w in (m[:3], "sept")):
            return i + 1
    return None


@functools.lru_cache(maxsize=1)
def _day_words() -> dict:
    """Day-of-month words 1..31 (cardinal and ordinal, hyphen or space) -> day, written by ``num2words``."""
    from num2words import num2words

    out = {}
    for d in range(1, 32):
        for w in (num2words(d), num2words(d, to="ordinal")):
            out[w.lower()] = d
            out[w.lower().replace("-", " ")] = d
    return out


def _day_alt() -> str:
    words = sorted(_day_words(), key=len, reverse=True)
    return r"(?:(?<![\d.,])(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?!\d)|\b(?:" + "|".join(
        re.escape(w).replace(r"\ ", r"[\s-]") for w in words) + r")\b)"


def _day(tok: str) -> Optional[int]:
    t = re.sub(r"(?<=\d)(?:st|nd|rd|th)$", "", tok.strip().lower())
    if t.isdigit():
        d = int(t)
        return d if 1 <= d <= 31 else None
    return _day_words().get(re.sub(r"[\s-]+", " ", t))


@functools.lru_cache(maxsize=1)
def _date_patterns() -> Tuple[re.Pattern, ...]:
    day, month, year = _day_alt(), r"\b(" + _MONTH_ALT + r")\b\.?", r"(?:,?\s+(\d{4})\b)?"
    return (
        re.compile(month + r"\s+(?:the\s+)?(" + day + r")" + year, re.I),  # April 10(th)[, 2023]
        re.compile(r"(?:\bthe\s+)?(" + day + r")\s+(?:day\s+)?(?:of\s+)?" + month + year, re.I),  # (the) tenth of April
        re.compile(r"(?<![\w.])(\d{1,2})\s+days?\s+into\s+" + month, re.I),  # 10 days into April
    )


_ISO = re.compile(r"(?<![\w./-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\w/-])")
_NUMERIC = re.compile(r"(?<![\w./-])(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{2}|\d{4}))?(?![\w/]|[.-]\d)")

Date = Tuple[Optional[int], int, int]  # (year or None, month, day)


def _dates(text: str) -> List[Tuple[int, int, List[Date]]]:
    """(start, end, the dates it can mean) for every date mention in ``text``; a numeric day/month pair means two."""
    out: List[Tuple[int, int, List[Date]]] = []
    named, back, into = _date_patterns()
    for m in named.finditer(text):
        d, mo = _day(m.group(2)), _month(m.group(1))
        if d and mo:
            out.append((m.start(), m.end(), [(int(m.group(3)) if m.group(3) else None, mo, d)]))
    for m in back.finditer(text):
        d, mo = _day(m.group(1)), _month(m.group(2))
        if d and mo and not any(s <= m.start() < e for s, e, _ in out):
            out.append((m.start(), m.end(), [(int(m.group(3)) if m.group(3) else None, mo, d)]))
    for m in into.finditer(text):
        d, mo = int(m.group(1)), _month(m.group(2))
        if 1 <= d <= 31 and mo:
            out.append((m.start(), m.end(), [(None, mo, d)]))
    for m in _ISO.finditer(text):
        y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if 1 <= mo <= 12 and 1 <= d <= 31:
            out.append((m.start(), m.end(), [(y, mo, d)]))
    for m in _NUMERIC.finditer(text):
        a, b = int(m.group(1)), int(m.group(3))
        y = int(m.group(4)) if m.group(4) else None
        if y is not None and y < 100:
            y += 2000
        means = [(y, mo, d) for mo, d in ((a, b), (b, a)) if 1 <= mo <= 12 and 1 <= d <= 31]
        if means and not any(s <= m.start() < e for s, e, _ in out):
            out.append((m.start(), m.end(), means))
    return sorted(out)


def _bare(answer: str) -> str:
    t = answer.strip().strip("$").strip()
    t = re.sub(r"^\\boxed\s*\{(.*)\}$", r"\1", t, flags=re.S)
    for _ in range(3):
        t = _WRAP.sub(lambda m: m.group(1), t)
    return t.replace("{:}", ":").replace("\\,", " ").replace("~", " ").strip()


@functools.lru_cache(maxsize=1024)  # read per result slot (agon.results): once per answer
def answer_date(answer: str) -> Optional[Date]:
    """The date ``answer`` writes (``\\text{April 10}`` -> ``(None, 4, 10)``; ``2023-04-10`` -> ``(2023, 4, 10)``),
    or ``None``: the answer is a date when one named or ISO date mention covers all of it (a numeric ``4/10`` is a
    fraction, not a date). Raises nothing."""
    t = _bare(answer).rstrip(".")
    found = _dates(t)
    if len(found) == 1 and found[0][0] == 0 and found[0][1] == len(t) and len(found[0][2]) == 1 \
            and not _NUMERIC.fullmatch(t):
        return found[0][2][0]
    return None


@functools.lru_cache(maxsize=1024)  # read per result slot (agon.results): once per answer
def answer_weekday(answer: str) -> Optional[int]:
    """The day of the week ``answer`` names (Monday = 0), or ``None``. Raises nothing."""
    t = _bare(answer).lower().rstrip(".")
    if t in _WEEKDAYS:
        return _WEEKDAYS.index(t)
    return _WEEKDAY_ABBR.get(t)


_CLOCK_WORDS = re.compile(
    r"(?i)\b(quarter|half|(\d{1,2}|[a-z]+(?:[\s-][a-z]+)?)\s+minutes?)\s+(past|after|to|before|till)\s+"
    r"(\d{1,2}|[a-z]+)\b(?:\s+(in\s+the\s+(?:morning|afternoon|evening)|at\s+night|a\.?m\.?|p\.?m\.?))?")
_ON_CLOCK = re.compile(r"(?i)\b(\d{1,2}|[a-z]+)\s+o['’]clock\b(?:\s+(in\s+the\s+(?:morning|afternoon|evening)|at\s+night))?")


def _hour_word(tok: str) -> Optional[int]:
    v = _day(tok) if not re.search(r"(?:st|nd|rd|th)$", tok.lower()) else None
    return v if v is not None and 1 <= v <= 12 else None


def _word_times(text: str) -> List[Tuple[int, int, int, bool]]:
    """(start, end, minutes past midnight, with a part of the day) for clock times in words."""
    out = []
    for m in _CLOCK_WORDS.finditer(text):
        h = _hour_word(m.group(4))
        mins = 15 if m.group(1).lower() == "quarter" else 30 if m.group(1).lower() == "half" else _day(m.group(2) or "")
        if h is None or mins is None or mins >= 60:
            continue
        t = h * 60 + (mins if m.group(3).lower() in ("past", "after") else -mins)
        part = (m.group(5) or "").lower()
        if re.search(r"afternoon|evening|night|p", part) and h != 12:
            t += 720
        out.append((m.start(), m.end(), t % 1440, bool(part)))
    for m in _ON_CLOCK.finditer(text):
        h = _hour_word(m.group(1))
        if h is None:
            continue
        part = (m.group(2) or "").lower()
        out.append((m.start(), m.end(), (h % 12) * 60 + (720 if re.search(r"afternoon|evening|night", part) else 0),
                    bool(part)))
    return out


@functools.lru_cache(maxsize=1024)  # read per result slot (agon.results): once per answer
def answer_clock(answer: str) -> Optional[int]:
    """The time of day ``answer`` writes as a clock time (``\\text{3:45 PM}`` -> 945 minutes past midnight;
    ``15{:}45`` -> 945; ``\\text{noon}`` -> 720), or ``None``. Raises nothing."""
    t = _bare(answer)
    if not re.search(r"(?i)\bp\.\s?m\.$|\ba\.\s?m\.$", t):
        t = t.rstrip(".")
    found = [x for x in _times(t) if x[0] == 0 and x[1] == len(t)]
    if found:
        return found[0][2]
    found = [x for x in _word_times(t) if x[0] == 0 and x[1] == len(t)]
    return found[0][2] if found else None


def _same_date(a: Date, b: Date) -> bool:
    return a[1:] == b[1:] and (a[0] is None or b[0] is None or a[0] == b[0])


def calendar_spans(text: str, answer: str, problem: Optional[str]) -> Iterator[Tuple[int, int]]:
    """Spans of ``text`` that state ``answer`` when it is a date, a day of the week or a time of day written as text
    (module docstring), outside the mentions equal to what ``problem`` gives. Raises nothing."""
    prob = problem or ""
    date = answer_date(answer)
    if date is not None:
        given = [x for _, _, ms in _dates(prob) for x in ms]
        for s, e, means in _dates(text):
            if any(_same_date(date, x) for x in means) and not any(_same_date(x, g) for x in means for g in given
                                                                   if _same_date(date, x)):
                yield s, e
        return
    wd = answer_weekday(answer)
    if wd is not None:
        if re.search(r"(?i)\b" + _WEEKDAYS[wd][:3], prob):
            return  # the problem names the day: every mention may be its given
        for m in re.finditer(r"(?i)\b(" + "|".join(_WEEKDAY_ABBR) + "|" + "|".join(_WEEKDAYS) + r")\b", text):
            w = m.group(1).lower()
            if (_WEEKDAYS.index(w) if w in _WEEKDAYS else _WEEKDAY_ABBR[w]) == wd and \
                    (w in _WEEKDAYS or m.group(0)[0].isupper()):  # "sat"/"sun"/"wed" in lower case are words
                yield m.start(), m.end()
        return
    clock = answer_clock(answer)
    if clock is not None:
        given = {t % 720 for _, _, t, _ in [*_times(prob), *_word_times(prob)]}
        for s, e, t, _ in [*_times(text), *_word_times(text)]:
            if t % 720 == clock % 720 and t % 720 not in given:
                yield s, e


def other_calendar_value(content: str, answers: Sequence[str], problem: Optional[str]) -> bool:
    """Whether ``content`` (a result slot of the summarizer's results pass) states a date, weekday or time of day of
    the answer's own type, and every one it states differs from the answer (module docstring): an intermediate
    ("two hours gives 3:20 pm" before the 3:45 pm asked), no answer position. False for an answer of no such type.
    Raises nothing."""
    found = False
    for a in answers:
        date, clock = answer_date(a), answer_clock(a)
        if date is not None:
            means = [x for _, _, ms in _dates(content) for x in ms]
            if any(_same_date(date, x) for x in means):
                return False
            found = found or bool(means)
        elif clock is not None:
            times = [t for _, _, t, _ in [*_times(content), *_word_times(content)]]
            if any(t % 720 == clock % 720 for t in times):
                return False
            found = found or bool(times)
        elif answer_weekday(a) is not None:
            if list(calendar_spans(content, a, None)):
                return False
            found = found or bool(re.search(r"(?i)\b(?:" + "|".join(_WEEKDAYS) + r")\b", content))
    return found
