"""The built-in arithmetic task: determinism, disjoint splits, correct integer answers,
solutions in the response format and short enough for tiny byte-level models."""
from __future__ import annotations

import dataclasses
import random
import re

import pytest

from agon_mcore.config import SyntheticConfig
from agon_mcore.data import DataError, load_problems
from agon_mcore.data.synthetic import evaluate, generate, make_problem, space_size
from agon_mcore.verify import format_reward, last_boxed, split_response

Q_RE = re.compile(r"What is (.+)\?")


def _expr(p):
    return Q_RE.fullmatch(p.prompt).group(1)


def test_default_splits_sizes_disjoint_and_deterministic():
    train = load_problems("synthetic:train")
    test = load_problems("synthetic:test")
    assert len(train) == 800 and len(test) == 200  # SyntheticConfig defaults
    assert not {p.prompt for p in train} & {p.prompt for p in test}
    assert len({p.prompt for p in train}) == 800
    again = load_problems("synthetic:train")
    assert [p.prompt for p in again] == [p.prompt for p in train]
    assert [p.solution for p in again] == [p.solution for p in train]
    assert {p.metadata["split"] for p in train} == {"train"} and {p.metadata["split"] for p in test} == {"test"}
    assert all(p.domain == "math" and p.tests is None for p in train[:10])


def test_seed_changes_problems_and_test_split_ignores_num_train():
    cfg = SyntheticConfig(num_train=50, num_test=20, seed=0)
    a = generate(cfg, "test")
    b = generate(dataclasses.replace(cfg, num_train=500), "test")
    assert [p.prompt for p in a] == [p.prompt for p in b]
    c = generate(dataclasses.replace(cfg, seed=1), "test")
    assert [p.prompt for p in a] != [p.prompt for p in c]
    # growing num_train only appends
    small = generate(cfg, "train")
    big = generate(dataclasses.replace(cfg, num_train=500), "train")
    assert [p.prompt for p in big[:50]] == [p.prompt for p in small]


@pytest.mark.parametrize(
    "cfg",
    [
        SyntheticConfig(min_digits=1, max_digits=2, num_ops=1, ops="+-", num_train=300, num_test=50),
        SyntheticConfig(min_digits=2, max_digits=3, num_ops=2, ops="+-*", num_train=300, num_test=50, seed=5),
        SyntheticConfig(min_digits=1, max_digits=1, num_ops=3, ops="*", num_train=100, num_test=10, seed=2),
    ],
)
def test_answers_are_the_integer_value_and_shape_is_respected(cfg):
    lo = 0 if cfg.min_digits == 1 else 10 ** (cfg.min_digits - 1)
    for p in generate(cfg, "train") + generate(cfg, "test"):
        expr = _expr(p)
        tokens = expr.split(" ")
        nums, ops = [int(t) for t in tokens[0::2]], tokens[1::2]
        assert len(ops) == cfg.num_ops and set(ops) <= set(cfg.ops)
        assert all(lo <= n < 10**cfg.max_digits for n in nums)
        assert int(p.answer) == eval(expr)  # Python precedence: * before +/-
        assert p.answer == str(int(p.answer))


def test_solution_is_in_the_response_format():
    p = make_problem([47, 8, 15], ["+", "-"], "train")
    assert p.prompt == "What is 47 + 8 - 15?"
    assert p.answer == "40"
    assert p.solution == "<think></think>47 + 8 = 55. 55 - 15 = 40. \\boxed{40}"
    reasoning, answer = split_response(p.solution)
    assert reasoning == ""
    # the worked steps are VISIBLE: what a challenger reads of the draft (the summary hides the
    # box and the last step's value, keeps the intermediate 55)
    assert answer == "47 + 8 = 55. 55 - 15 = 40. \\boxed{40}"
    assert last_boxed(answer) == "40"
    assert format_reward(p.solution) == 1.0
    assert p.metadata["operands"] == [47, 8, 15] and p.metadata["ops"] == ["+", "-"]
    # products first, then left to right
    value, steps = evaluate([2, 3, 4, 5], ["+", "*", "-"])
    assert value == 9 and steps == ["3 * 4 = 12.", "2 + 12 = 14.", "14 - 5 = 9."]


@pytest.mark.parametrize("step, delta, want", [
    (0, 2, (11, ["3 * 4 = 14.", "2 + 14 = 16.", "16 - 5 = 11."])),
    (1, -10, (-1, ["3 * 4 = 12.", "2 + 12 = 4.", "4 - 5 = -1."])),
    (2, 1, (10, ["3 * 4 = 12.", "2 + 12 = 14.", "14 - 5 = 10."])),
])
def test_a_slip_is_carried_through_the_later_steps(step, delta, want):
    assert evaluate([2, 3, 4, 5], ["+", "*", "-"], error=(step, delta)) == want
    with pytest.raises(ValueError, match="error step 3"):
        evaluate([2, 3, 4, 5], ["+", "*", "-"], error=(3, 1))


def test_wrong_solutions_are_well_formed_wrong_and_only_for_arithmetic():
    from agon_mcore.data.synthetic import wrong_solution
    from agon_mcore.data.types import Problem

    rng = random.Random(0)
    for p in load_problems("synthetic:test")[:50]:
        w = wrong_solution(p, rng)
        assert format_reward(w) == 1.0 and last_boxed(w) != p.answer
        steps = re.findall(r"(-?\d+) ([-+*]) (-?\d+) = (-?\d+)\.", w)
        assert len(steps) == len(p.metadata["ops"])
        bad = [s for s in steps if eval(f"{s[0]} {s[1]} {s[2]}") != int(s[3])]
        assert len(bad) == 1  # one slip; every later step is right given the value before it
        assert last_boxed(w) == steps[-1][3]
    assert wrong_solution(Problem(id="x", prompt="q", answer="1", tests=None, domain="math"), rng) is None


def test_every_solution_is_well_formed():
    for p in load_problems("synthetic:test"):
        assert format_reward(p.solution) == 1.0
        assert last_boxed(split_response(p.solution)[1]) == p.answer


def _byte_tokens(solution: str) -> int:
    # builtin:byte: one token per UTF-8 byte, <think>/</think> one each, plus EOS
    return len(solution.encode()) - len("<think></think>") + 2 + 1


def test_solutions_fit_64_new_tokens_with_the_byte_tokenizer(tok_cache):
    import itertools

    from agon_mcore.data import load_tokenizer

    tok = load_tokenizer("builtin:byte", cache_dir=str(tok_cache))
    p = make_problem([10, 98, 98], ["-", "-"], "train")
    assert len(tok.encode(p.solution, add_special_tokens=False)) + 1 == _byte_tokens(p.solution) == 47
    one_op = max(_byte_tokens(make_problem([a, b], [o], "t").solution)
                 for a in range(100) for b in range(100) for o in "+-")
    assert one_op == 29
    rng = random.Random(0)
    two_ops = max(_byte_tokens(make_problem([rng.randrange(100) for _ in range(3)],
                                            [rng.choice("+-") for _ in range(2)], "t").solution)
                  for _ in range(3000))
    assert 43 <= two_ops <= 47
    # the default shape (three additions of one-digit numbers), every question of it
    default = max(_byte_tokens(make_problem(list(q), ["+"] * 3, "t").solution)
                  for q in itertools.product(range(10), repeat=4))
    assert default == 51


def test_too_small_space_and_bad_shape_are_clear_errors():
    cfg = SyntheticConfig(min_digits=1, max_digits=1, num_ops=1, ops="+", num_train=95, num_test=10)
    assert space_size(cfg) == 100
    with pytest.raises(DataError, match="only 100 distinct questions"):
        generate(cfg, "train")
    # exactly the whole space works (and is a partition)
    cfg = dataclasses.replace(cfg, num_train=90)
    assert len({p.prompt for p in generate(cfg, "train") + generate(cfg, "test")}) == 100
    with pytest.raises(DataError, match="ops"):
        generate(SyntheticConfig(ops="/"), "train")
    with pytest.raises(DataError, match="synthetic:train or synthetic:test"):
        load_problems("synthetic:valid")
    with pytest.raises(DataError, match="num_test"):
        load_problems("synthetic:test", synthetic=SyntheticConfig(num_test=0))
