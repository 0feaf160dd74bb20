"""Verifier routes a mixed batch by Problem.domain and keeps the order."""
from __future__ import annotations

import pytest

from agon_mcore.data import Problem
from agon_mcore.data.synthetic import make_problem
from agon_mcore.verify import Verifier


def test_mixed_batch_in_order():
    syn = make_problem([47, 8, 15], ["+", "-"], "test")
    code = Problem("c", "Print n + 1.", None, {"inputs": ["4\n"], "outputs": ["5\n"]}, "code")
    problems = [syn, code, syn, code]
    responses = [
        syn.solution,
        "<think>easy</think>```python\nprint(int(input()) + 1)\n```",
        "<think>47 + 8 = 55. 55 - 15 = 41.</think>47 + 8 - 15 = 41. \\boxed{41}",
        "<think>easy</think>```python\nprint(int(input()) + 2)\n```",
    ]
    with Verifier(math_workers=1, code_workers=1) as v:
        out = v.verify(problems, responses)
        assert [x.reason for x in out] == ["correct", "correct", "wrong", "wrong"]
        assert [x.extracted for x in out[::2]] == ["40", "41"]
        with pytest.raises(ValueError, match="domain 'chemistry'"):
            v.verify([Problem("x", "q", "1", None, "chemistry")], ["r"])
        with pytest.raises(ValueError, match="1 problems but 2 responses"):
            v.verify([syn], ["a", "b"])


@pytest.mark.slow
def test_math_only_batch_starts_no_code_verifier():
    syn = make_problem([2, 3], ["+"], "test")
    v = Verifier(math_workers=1)
    try:
        assert v.verify([syn], [syn.solution])[0].correct
        assert v._code is None
    finally:
        v.close()
        v.close()
