"""The normalised record every problem source yields, and the data error type."""
from __future__ import annotations

from dataclasses import dataclass, field

DOMAINS = ("math", "code")


class DataError(ValueError):
    """A data problem: unknown spec, missing file, no usable rows, bad tokenizer spec.

    The message names the spec or file and says how to fix it.
    """


@dataclass
class Problem:
    """One problem, whatever its source.

    Attributes:
        id: stable id: the dataset's own id where it has one (``deepmath7to9_0001``,
            ``HumanEval/0``), else ``<source>-<first 12 hex of sha256(prompt)>``.
        prompt: the question text only (no instructions, no chat template). For HumanEval
            it is the function stub (signature + docstring).
        answer: gold final answer for math (a LaTeX string, numbers normalised: ``27.0`` ->
            ``27``, ``025`` -> ``25``); ``None`` for code.
        tests: code only. stdin/stdout problems: ``{"inputs": [str], "outputs": [str]}``;
            HumanEval: ``{"prompt": str, "test": str, "entry_point": str}``. ``None`` for math.
        domain: ``"math"`` or ``"code"``.
        solution: a reference response in the response format
            ``<think>{reasoning}</think>{visible summary ... \\boxed{ANSWER}}`` (SFT warm-up);
            ``None`` where the source has none.
        metadata: source name, split, difficulty, topic, ... (free-form, JSON-serialisable).
    """

    id: str
    prompt: str
    answer: str | None
    tests: dict | None
    domain: str
    solution: str | None = None
    metadata: dict = field(default_factory=dict)
