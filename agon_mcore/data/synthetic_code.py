"""The built-in synthetic code task: stdin/stdout problems a tiny model can learn to solve.

It is the code domain's warm-up (``configs/code_contests_cpu.yaml``): real CodeContests
problems are far beyond a tiny model, which then never writes a program, so the sandbox,
code phi and code summaries would never run. Every problem reads

    <n>
    <a_1> ... <a_n>

from standard input and prints one line computed from the list and a parameter ``K``
(:data:`FAMILIES`: the sum plus K, the largest plus K, how many are greater than K, how
many are divisible by K, each number plus K, the K smallest in increasing order, ...).
Problems are graded like CodeContests: ``tests = {"inputs": [...], "outputs": [...]}``
(``num_tests`` generated cases, expected outputs computed in Python here, independently of
the reference program), ``domain = "code"``, ``answer = None``. Each carries a reference
``solution`` in the response format the code domain grades
(:data:`agon_mcore.data.prompts.CODE_INSTRUCTION`; ``agon_mcore.verify.code.graded_program``)::

    <think>Add up the numbers, then add 7.</think>Sum plus 7:
    ```python
    input()
    a=list(map(int,input().split()))
    print(sum(a)+7)
    ```

(a reasoning block, a one-line visible summary, then ONE fenced python program; about
125 byte tokens). The visible line names the method, not the program, so a challenger
reading the summary (program hidden) still has to write the code.

Splits are deterministic by ``seed`` and disjoint by question: the ``len(FAMILIES) * max_k``
questions (family x K in ``1..max_k``) are ordered by ``sha256(seed:question)``; the first
``num_test`` are the test split, the next ``num_train`` the train split. So the test split
depends only on ``seed``, ``max_k`` and ``num_test``, and growing ``num_train`` only
appends. ``synthetic_code:validation`` is ``num_validation`` of the train questions by the
stable validation hash (:func:`agon_mcore.data.splits.validation_split`). Ids are
``synthetic_code-<sha256(question)[:12]>``; test inputs are drawn from a generator seeded
by the id, so a problem's tests do not depend on the split it lands in.
"""
from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from dataclasses import dataclass

from agon_mcore.config import SyntheticCodeConfig
from agon_mcore.data.types import DataError, Problem

SPLITS = ("train", "test")
INPUT_FORMAT = "The first line holds n, the second line n integers."
VALUE_RANGE = (-20, 40)  # list values are drawn uniformly from this closed range
MAX_EXTRA_N = 5  # n is drawn from need..need + MAX_EXTRA_N (need: 1, or K for "first K" tasks)
_READ = "input()\na=list(map(int,input().split()))\n"


@dataclass(frozen=True)
class Family:
    """One kind of problem, parameterised by ``K``.

    Attributes:
        name: short key (``metadata["family"]``).
        task: the statement's instruction, with ``{k}`` for K.
        think: the reasoning block's text, with ``{k}``.
        lead: the visible one-line summary before the program, with ``{k}``.
        last: the program's last line (after reading ``a``), with ``{k}``.
        answer: the expected output for (list, K), computed without the program.
        need_k: the list has at least K numbers (``n >= K``).
    """

    name: str
    task: str
    think: str
    lead: str
    last: str
    answer: Callable[[list[int], int], str]
    need_k: bool = False


def _join(xs) -> str:
    return " ".join(str(x) for x in xs)


FAMILIES: tuple[Family, ...] = (
    Family("sum_plus", "Print their sum plus {k}.", "Add up the numbers, then add {k}.", "Sum plus {k}:",
           "print(sum(a)+{k})", lambda a, k: str(sum(a) + k)),
    Family("times_sum", "Print {k} times their sum.", "Add up the numbers, then multiply by {k}.",
           "Sum times {k}:", "print({k}*sum(a))", lambda a, k: str(k * sum(a))),
    Family("max_plus", "Print the largest number plus {k}.", "Take the maximum, then add {k}.",
           "Maximum plus {k}:", "print(max(a)+{k})", lambda a, k: str(max(a) + k)),
    Family("min_plus", "Print the smallest number plus {k}.", "Take the minimum, then add {k}.",
           "Minimum plus {k}:", "print(min(a)+{k})", lambda a, k: str(min(a) + k)),
    Family("count_greater", "Print how many numbers are greater than {k}.",
           "Count the numbers above {k}.", "Count those above {k}:", "print(sum(x>{k} for x in a))",
           lambda a, k: str(sum(1 for x in a if x > k))),
    Family("count_divisible", "Print how many numbers are divisible by {k}.",
           "Count the numbers with remainder 0 modulo {k}.", "Count multiples of {k}:",
           "print(sum(x%{k}==0 for x in a))", lambda a, k: str(sum(1 for x in a if x % k == 0))),
    Family("add_each", "Print each number plus {k}, in the given order, separated by spaces.",
           "Add {k} to every number, keep the order.", "Each plus {k}:", "print(*[x+{k} for x in a])",
           lambda a, k: _join(x + k for x in a)),
    Family("sorted_times", "Print the numbers times {k} in increasing order, separated by spaces.",
           "Multiply each by {k}, then sort.", "Sorted, times {k}:", "print(*sorted(x*{k} for x in a))",
           lambda a, k: _join(sorted(x * k for x in a))),
    Family("first_sum", "Print the sum of the first {k} numbers (n >= {k}).",
           "Add up the first {k} numbers.", "First {k} summed:", "print(sum(a[:{k}]))",
           lambda a, k: str(sum(a[:k])), need_k=True),
    Family("smallest_k", "Print the {k} smallest numbers in increasing order (n >= {k}).",
           "Sort, keep the first {k}.", "The {k} smallest:", "print(*sorted(a)[:{k}])",
           lambda a, k: _join(sorted(a)[:k]), need_k=True),
)
FAMILY_BY_NAME = {f.name: f for f in FAMILIES}


def check_config(cfg: SyntheticCodeConfig) -> None:
    """Reject an impossible task shape.

    Raises:
        DataError: naming the bad field and the valid range.
    """
    if cfg.max_k < 1:
        raise DataError(f"data.synthetic.code.max_k={cfg.max_k} must be >= 1")
    if cfg.num_tests < 1:
        raise DataError(f"data.synthetic.code.num_tests={cfg.num_tests} must be >= 1 (stdin/stdout cases per problem)")
    if cfg.num_train < 0 or cfg.num_test < 0 or cfg.num_validation < 0:
        raise DataError(
            f"data.synthetic.code.num_train={cfg.num_train}, num_test={cfg.num_test} and "
            f"num_validation={cfg.num_validation} must be >= 0"
        )
    size = space_size(cfg)
    if cfg.num_train + cfg.num_test > size:
        raise DataError(
            f"data.synthetic.code allows only {size} distinct questions ({len(FAMILIES)} families x K in "
            f"1..{cfg.max_k}) but num_train + num_test = {cfg.num_train + cfg.num_test}; raise "
            "data.synthetic.code.max_k, or lower num_train/num_test"
        )


def space_size(cfg: SyntheticCodeConfig) -> int:
    """Number of distinct questions: ``len(FAMILIES) * max_k``."""
    return len(FAMILIES) * max(0, cfg.max_k)


def question(family: Family, k: int) -> str:
    """The problem statement (``Problem.prompt``) of ``family`` with parameter ``k``."""
    return f"{INPUT_FORMAT} {family.task.format(k=k)}"


def reference_solution(family: Family, k: int) -> str:
    """The reference response: reasoning block, one visible line, one fenced python program."""
    program = _READ + family.last.format(k=k) + "\n"
    return f"<think>{family.think.format(k=k)}</think>{family.lead.format(k=k)}\n```python\n{program}```"


def make_tests(family: Family, k: int, num_tests: int, seed_text: str) -> dict:
    """``{"inputs": [...], "outputs": [...]}``: ``num_tests`` stdin/stdout cases.

    Inputs are drawn from ``random.Random(sha256(seed_text))``: n in ``need..need + 5``
    (``need`` = K for the "first K" families, else 1), values uniform in
    :data:`VALUE_RANGE`; outputs are ``family.answer`` plus a newline.
    """
    rng = random.Random(int(hashlib.sha256(seed_text.encode()).hexdigest()[:16], 16))
    need = k if family.need_k else 1
    inputs, outputs = [], []
    for _ in range(num_tests):
        n = rng.randint(need, need + MAX_EXTRA_N)
        a = [rng.randint(*VALUE_RANGE) for _ in range(n)]
        inputs.append(f"{n}\n{_join(a)}\n")
        outputs.append(family.answer(a, k) + "\n")
    return {"inputs": inputs, "outputs": outputs}


def make_problem(family: Family, k: int, split: str, num_tests: int = 3) -> Problem:
    """One synthetic code :class:`Problem` (statement, stdin/stdout tests, reference solution)."""
    q = question(family, k)
    pid = "synthetic_code-" + hashlib.sha256(q.encode()).hexdigest()[:12]
    tests = make_tests(family, k, num_tests, pid)
    return Problem(
        id=pid,
        prompt=q,
        answer=None,
        tests=tests,
        domain="code",
        solution=reference_solution(family, k),
        metadata={"source": "synthetic_code", "split": split, "family": family.name, "k": k,
                  "num_tests": num_tests},
    )


def _ordered(cfg: SyntheticCodeConfig) -> list[tuple[Family, int]]:
    combos = [(f, k) for f in FAMILIES for k in range(1, cfg.max_k + 1)]
    key = lambda fk: hashlib.sha256(f"{cfg.seed}:{question(*fk)}".encode()).hexdigest()  # noqa: E731
    return sorted(combos, key=key)


def generate(cfg: SyntheticCodeConfig, split: str) -> list[Problem]:
    """The ``split`` (``train`` or ``test``) of the synthetic code task.

    Args:
        cfg: task shape and sizes (:class:`agon_mcore.config.SyntheticCodeConfig`).
        split: ``"train"`` (``cfg.num_train`` problems) or ``"test"`` (``cfg.num_test``).

    Returns:
        Problems in the seeded order, ids ``synthetic_code-<sha256(question)[:12]>``.

    Raises:
        DataError: unknown split, or a shape with fewer distinct questions than requested.
    """
    if split not in SPLITS:
        raise DataError(
            f"synthetic_code split {split!r} is unknown; use synthetic_code:train, synthetic_code:validation "
            "or synthetic_code:test"
        )
    check_config(cfg)
    combos = _ordered(cfg)
    chosen = combos[: cfg.num_test] if split == "test" else combos[cfg.num_test: cfg.num_test + cfg.num_train]
    return [make_problem(f, k, split, cfg.num_tests) for f, k in chosen]
