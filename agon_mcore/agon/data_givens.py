"""A given restated as data: the value of a ``key: value`` pair whose key names what the problem counts with it.

A math draft may restate the problem's data as a data block (JSON, YAML, a Python dict, a ``key = value`` line):
``{"students": 6, "to_select": 5}`` for "5 students be selected from a group of 6 students". The summarizer hides
an answer's value after a data key in a code block (a result stored as ``"answer": 6``). A pair is a GIVEN, not a
result, when the problem writes the same value with the key's noun (``6 students``, ``students: 6``, "a group of 6
students"), read by structure: the key's words (split at ``_`` and case changes, plural or not) next to the value
in the problem, within a few words. Result keys (answer, result, total, output, ...) are never givens.
"""
from __future__ import annotations

import re
from typing import Optional

__all__ = ["given_pair"]

_KEY = re.compile(r"[\"']?([A-Za-z][A-Za-z0-9_]*)[\"']?\s*(?::|=)\s*$")
_RESULT_KEY = re.compile(r"(?i)^(?:answer|ans|result|res|total|output|out|final|solution|value|count|sum|n|x|y|k)$")


def _stems(key: str) -> list:
    parts = [p for p in re.split(r"_|(?<=[a-z])(?=[A-Z])", key) if len(p) >= 3]
    return [p.lower().rstrip("s") for p in parts]


def given_pair(vis: str, s: int, e: int, problem: Optional[str]) -> bool:
    """``vis[s:e]`` (a numeral) is the value of a ``key: value`` or ``key = value`` pair whose key names a noun the
    problem writes next to the same value (module docstring): a given of the problem restated as data. Raises
    nothing."""
    if not problem:
        return False
    val = vis[s:e].strip()
    if not re.fullmatch(r"-?\d+(?:\.\d+)?", val):
        return False
    m = _KEY.search(vis[max(0, s - 40):s])
    if not m or _RESULT_KEY.match(m.group(1)):
        return False
    stems = _stems(m.group(1))
    if not stems or any(_RESULT_KEY.match(x) for x in stems):
        return False
    num = rf"(?<![\d.]){re.escape(val)}(?![\d.])"
    for st in stems:
        word = rf"\b{re.escape(st)}(?:e?s)?\b"
        if re.search(rf"(?i){num}\s+(?:[A-Za-z-]+\s+){{0,2}}?{word}|{word}\s*(?:of|:|=|is|are)?\s*{num}", problem):
            return True
    return False
