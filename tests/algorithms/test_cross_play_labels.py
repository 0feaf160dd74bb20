"""Cross-play's run labels: ``agon compare`` keeps one folder per seed with the same setting
name (``seed_0/ib_rl``, ``seed_1/ib_rl``); the four pairings must stay four rows."""
from pathlib import Path

import pytest

from agon_mcore.cross_play import run_labels


def test_equal_names_take_their_parent(tmp_path):
    x, y = tmp_path / "seed_0" / "ib_rl", tmp_path / "seed_1" / "ib_rl"
    assert run_labels(x, y) == ("seed_0/ib_rl", "seed_1/ib_rl")
    pairs = {f"{a}.A->{b}.B" for a in run_labels(x, y) for b in run_labels(x, y)}
    assert len(pairs) == 4


def test_different_names_stay_short():
    assert run_labels(Path("runs/ib_s0"), Path("runs/ib_s1")) == ("ib_s0", "ib_s1")


def test_the_same_run_twice_is_refused(tmp_path):
    with pytest.raises(ValueError, match="two different runs"):
        run_labels(tmp_path / "a", tmp_path / "a/../a")


def test_overrides_after_out_are_overrides():
    from agon_mcore.cross_play import parse_args

    a = parse_args(["x", "y", "--out", "f.json", "eval.num_problems=100", "eval.n=1"])
    assert (a.run_x, a.run_y, a.out, a.overrides) == ("x", "y", "f.json", ["eval.num_problems=100", "eval.n=1"])
    a = parse_args(["x", "y", "eval.n=2"])
    assert a.overrides == ["eval.n=2"] and a.out is None
