"""The built-in synthetic arithmetic task (the embedded default run; no files, no download).

Questions are integer expressions such as ``What is 3 + 8 + 5 + 7?`` with operands of
``min_digits..max_digits`` digits (1-digit operands include 0), ``num_ops`` operators drawn
from ``ops`` (``+``, ``-``, ``*``; usual precedence, ``*`` first) and integer answers
(possibly negative). Every problem carries a reference ``solution`` in the response format,
used by the SFT warm-up of tiny models and as the reference draft of the evaluation's
oracle reading row::

    <think></think>3 + 8 = 11. 11 + 5 = 16. 16 + 7 = 23. \\boxed{23}

The work is VISIBLE: one worked step per operator after the (empty) reasoning block, then
the box. Agon's challenger reads a draft's visible part with the answer hidden
(``agon_mcore.agon.summarize_draft``: the box and every restatement of its value, here the
last step's result), so it reads the intermediate results ``11`` and ``16`` and is left the
last step; a wrong intermediate result misleads it. (An earlier format kept the steps
inside the reasoning block, which the summary drops, and restated only the question in the
visible part: the challenger then read nothing it could use.) The default shape, three
additions of one-digit numbers, leaves a warmed-up tiny model about half right alone,
while the last step alone is much easier: reading can help. With the byte tokenizer a
solution plus EOS is at most 51 tokens for that shape (``tests/data/test_synthetic.py``
pins the numbers).

:func:`wrong_solution` writes the same worked solution with one step's result wrong and
the error carried through (the kind of draft a reader must check, not copy).

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


def evaluate(operands: list[int], ops: list[str], error: "tuple[int, int] | None" = None) -> tuple[int, list[str]]:
    """Evaluate ``operands[0] ops[0] operands[1] ...`` with ``*`` before ``+``/``-``.

    Args:
        operands, ops: the expression (``len(operands) == len(ops) + 1``).
        error: ``(step, delta)``: write step ``step``'s result off by ``delta`` and carry the
            wrong value on (a worked solution with one arithmetic slip); None: exact.

    Returns:
        (value, steps): the integer result and one ``"a op b = c."`` string per operator,
        in the order a person would work it out (products first, then left to right).

    Raises:
        ValueError: mismatched lengths, or ``error`` naming a step that does not exist.
    """
    if len(operands) != len(ops) + 1:
        raise ValueError(f"need len(operands) == len(ops) + 1, got {len(operands)} and {len(ops)}")
    if error is not None and not 0 <= error[0] < len(ops):
        raise ValueError(f"error step {error[0]} is not one of the {len(ops)} steps")
    steps: list[str] = []

    def slip(x: int) -> int:
        return x + error[1] if error is not None and error[0] == len(steps) else x

    nums, rest = [operands[0]], []
    for op, b in zip(ops, operands[1:]):  # products first
        if op == "*":
            a = nums[-1]
            nums[-1] = slip(a * b)
            steps.append(f"{a} * {b} = {nums[-1]}.")
        else:
            rest.append(op)
            nums.append(b)
    value = nums[0]
    for op, b in zip(rest, nums[1:]):  # then sums left to right
        new = slip(value + b if op == "+" else value - b)
        steps.append(f"{value} {op} {b} = {new}.")
        value = new
    return value, steps


def _expression(operands: list[int], ops: list[str]) -> str:
    return " ".join(f"{x} {o}" for x, o in zip(operands, ops)) + f" {operands[-1]}"


def solution_text(steps: list[str], value: int) -> str:
    """The response-format text of worked ``steps`` ending in ``value``: an empty reasoning
    block, the steps (visible: the challenger reads them), the boxed value."""
    return f"<think></think>{' '.join(steps)} \\boxed{{{value}}}"


def make_problem(operands: list[int], ops: list[str], split: str) -> Problem:
    """One synthetic :class:`Problem` (question, integer answer, reference solution);
    ``metadata`` keeps ``operands`` and ``ops`` (for :func:`wrong_solution`)."""
    expr = _expression(operands, ops)
    value, steps = evaluate(operands, ops)
    question = f"What is {expr}?"
    return Problem(
        id="synthetic-" + hashlib.sha256(question.encode()).hexdigest()[:12],
        prompt=question,
        answer=str(value),
        tests=None,
        domain="math",
        solution=solution_text(steps, value),
        metadata={"source": "synthetic", "split": split, "num_ops": len(ops),
                  "operands": list(operands), "ops": list(ops)},
    )


def wrong_solution(problem: Problem, rng: random.Random) -> "str | None":
    """A worked solution of a synthetic ``problem`` with one slip: a random step's result
    off by a random delta in ``{-10, -2, -1, 1, 2, 10}``, carried through to a wrong boxed
    value (so every step after the slip is right given the wrong value before it).

    Returns:
        The text, or None when ``problem`` is not a synthetic arithmetic problem (no
        ``operands``/``ops`` in its metadata).
    """
    md = problem.metadata or {}
    if "operands" not in md or "ops" not in md:
        return None
    ops = list(md["ops"])
    error = (rng.randrange(len(ops)), rng.choice([-10, -2, -1, 1, 2, 10]))
    value, steps = evaluate(list(md["operands"]), ops, error=error)
    return solution_text(steps, value)


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
