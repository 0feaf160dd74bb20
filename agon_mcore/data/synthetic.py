"""The built-in synthetic arithmetic task (the embedded default run; no files, no download).

Questions are integer expressions such as ``What is 47 + 8 - 15?`` with operands of
``min_digits..max_digits`` digits (1-digit operands include 0), ``num_ops`` operators drawn
from ``ops`` (``+``, ``-``, ``*``; usual precedence, ``*`` first) and integer answers
(possibly negative). Every problem carries a reference ``solution`` in the response format,
used by the SFT warm-up of tiny models::

    <think>47 + 8 = 55. 55 - 15 = 40.</think>47 + 8 - 15 = \\boxed{40}

The reasoning block holds one step per operator; the visible part states the computation
and gives its value only inside the box, never restated in prose (issue 12: a summary
hides the box, and a value written before it, ``= 40. \\boxed{40}``, taught the rivals to
show the challenger the answer). Texts are short on purpose: with the byte tokenizer a
solution plus EOS is at most 38 tokens for one ``+``/``-`` operator on operands of up to 2
digits and at most 61 for two (``tests/data/test_synthetic.py`` pins these numbers).

Splits are deterministic by ``seed`` and disjoint by question: one random stream (Python's
``random.Random(seed)``) draws expressions uniformly from the space of all expressions;
the first ``num_test`` distinct questions are the test split and the next ``num_train``
distinct ones (skipping test questions) are the train split. So the test split depends only
on ``seed``, the task shape and ``num_test``, and growing ``num_train`` only appends.
"""
from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator

from agon_mcore.config import SyntheticConfig
from agon_mcore.data.types import DataError, Problem

SPLITS = ("train", "test")


def _operand_range(cfg: SyntheticConfig) -> range:
    lo = 0 if cfg.min_digits == 1 else 10 ** (cfg.min_digits - 1)
    return range(lo, 10**cfg.max_digits)


def _ops(cfg: SyntheticConfig) -> str:
    return "".join(dict.fromkeys(cfg.ops))  # unique, order kept


def check_config(cfg: SyntheticConfig) -> None:
    """Reject an impossible task shape.

    Raises:
        DataError: naming the bad field and the valid range.
    """
    if not (1 <= cfg.min_digits <= cfg.max_digits):
        raise DataError(
            f"data.synthetic: need 1 <= min_digits <= max_digits, got {cfg.min_digits}, {cfg.max_digits}"
        )
    if cfg.num_ops < 1:
        raise DataError(f"data.synthetic.num_ops={cfg.num_ops} must be >= 1")
    if not cfg.ops or not set(cfg.ops) <= set("+-*"):
        raise DataError(f"data.synthetic.ops={cfg.ops!r} must be a non-empty string made of '+', '-', '*'")
    if cfg.num_train < 0 or cfg.num_test < 0:
        raise DataError(
            f"data.synthetic.num_train={cfg.num_train} and num_test={cfg.num_test} must be >= 0"
        )


def space_size(cfg: SyntheticConfig) -> int:
    """Number of distinct questions the task shape allows:
    ``|operands| ** (num_ops + 1) * |ops| ** num_ops``."""
    return len(_operand_range(cfg)) ** (cfg.num_ops + 1) * len(_ops(cfg)) ** cfg.num_ops


def evaluate(operands: list[int], ops: list[str]) -> tuple[int, list[str]]:
    """Evaluate ``operands[0] ops[0] operands[1] ...`` with ``*`` before ``+``/``-``.

    Returns:
        (value, steps): the integer result and one ``"a op b = c."`` string per operator,
        in the order a person would work it out (products first, then left to right).
    """
    if len(operands) != len(ops) + 1:
        raise ValueError(f"need len(operands) == len(ops) + 1, got {len(operands)} and {len(ops)}")
    steps: list[str] = []
    nums, rest = [operands[0]], []
    for op, b in zip(ops, operands[1:]):  # products first
        if op == "*":
            a = nums[-1]
            nums[-1] = a * b
            steps.append(f"{a} * {b} = {a * b}.")
        else:
            rest.append(op)
            nums.append(b)
    value = nums[0]
    for op, b in zip(rest, nums[1:]):  # then sums left to right
        new = value + b if op == "+" else value - b
        steps.append(f"{value} {op} {b} = {new}.")
        value = new
    return value, steps


def make_problem(operands: list[int], ops: list[str], split: str) -> Problem:
    """One synthetic :class:`Problem` (question, integer answer, reference solution)."""
    expr = " ".join(f"{x} {o}" for x, o in zip(operands, ops)) + f" {operands[-1]}"
    value, steps = evaluate(operands, ops)
    question = f"What is {expr}?"
    solution = f"<think>{' '.join(steps)}</think>{expr} = \\boxed{{{value}}}"
    return Problem(
        id="synthetic-" + hashlib.sha256(question.encode()).hexdigest()[:12],
        prompt=question,
        answer=str(value),
        tests=None,
        domain="math",
        solution=solution,
        metadata={"source": "synthetic", "split": split, "num_ops": len(ops)},
    )


def _stream(cfg: SyntheticConfig) -> Iterator[tuple[list[int], list[str]]]:
    rng = random.Random(cfg.seed)
    values = _operand_range(cfg)
    ops = _ops(cfg)
    while True:
        operands = [values[rng.randrange(len(values))] for _ in range(cfg.num_ops + 1)]
        chosen = [ops[rng.randrange(len(ops))] for _ in range(cfg.num_ops)]
        yield operands, chosen


def generate(cfg: SyntheticConfig, split: str) -> list[Problem]:
    """The ``split`` (``train`` or ``test``) of the synthetic task.

    Args:
        cfg: task shape and sizes (:class:`agon_mcore.config.SyntheticConfig`).
        split: ``"train"`` (``cfg.num_train`` problems) or ``"test"`` (``cfg.num_test``).

    Returns:
        Problems in generation order, ids ``synthetic-<sha256(question)[:12]>``.

    Raises:
        DataError: unknown split, bad shape, or fewer distinct questions than requested.
    """
    if split not in SPLITS:
        raise DataError(f"synthetic split {split!r} is unknown; use synthetic:train or synthetic:test")
    check_config(cfg)
    need = cfg.num_test + (cfg.num_train if split == "train" else 0)
    size = space_size(cfg)
    if cfg.num_train + cfg.num_test > size:
        raise DataError(
            f"data.synthetic allows only {size} distinct questions (digits {cfg.min_digits}-{cfg.max_digits}, "
            f"{cfg.num_ops} op(s) from {cfg.ops!r}) but num_train + num_test = {cfg.num_train + cfg.num_test}; "
            "raise max_digits or num_ops, or lower num_train/num_test"
        )
    seen: set[str] = set()
    out: list[Problem] = []
    for operands, ops in _stream(cfg):
        if len(seen) >= need:
            break
        p = make_problem(operands, ops, "test" if len(seen) < cfg.num_test else "train")
        if p.prompt in seen:
            continue
        seen.add(p.prompt)
        if p.metadata["split"] == split:
            out.append(p)
    return out


def corpus(seed: int = 0, per_shape: int = 200) -> list[str]:
    """Texts of the arithmetic task over a range of shapes (questions and solutions).

    Used to train the ``builtin:bpe`` tokenizer: digits 1-3, 1-3 operators, all of ``+-*``.
    Deterministic by ``seed``.
    """
    texts: list[str] = []
    for max_digits in (1, 2, 3):
        for num_ops in (1, 2, 3):
            for ops in ("+-", "+-*"):
                cfg = SyntheticConfig(
                    min_digits=1, max_digits=max_digits, num_ops=num_ops, ops=ops,
                    num_train=per_shape, num_test=0, seed=seed,
                )
                for p in generate(cfg, "train"):
                    texts.append(p.prompt)
                    texts.append(p.solution or "")
    return texts
