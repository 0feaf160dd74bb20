"""Role schedule (AGON.md step 1): A drafts on even steps, roles rotate, fixed-roles ablation."""
import numpy as np
import pytest

from agon_mcore.agon import roles_for_step


def test_rotation_alternates_every_step():
    assert [roles_for_step(t) for t in range(4)] == [("A", "B"), ("B", "A"), ("A", "B"), ("B", "A")]


def test_fixed_roles_keep_a_drafting():
    assert {roles_for_step(t, rotate=False) for t in range(5)} == {("A", "B")}


def test_numpy_integer_step_accepted():
    assert roles_for_step(np.int64(7)) == ("B", "A")


@pytest.mark.parametrize("bad", [-1, 1.5, True, "2", None])
def test_bad_step_is_a_clear_error(bad):
    with pytest.raises(ValueError, match="non-negative int"):
        roles_for_step(bad)
