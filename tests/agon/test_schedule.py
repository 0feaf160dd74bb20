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


@pytest.mark.parametrize("mode, rotate, cascade, step, want", [
    # the method and its two-model ablations: each rival on its own stream, roles from roles_for_step
    ("adv", True, False, 0, ("A", "B", 1, True, (("A", ("draft",)), ("B", ("challenge",))))),
    ("coop", True, False, 3, ("B", "A", 1, True, (("B", ("draft",)), ("A", ("challenge",))))),
    ("margin", False, False, 3, ("A", "B", 1, True, (("A", ("draft",)), ("B", ("challenge",))))),
    # the single-model GRPO baseline: A alone, the whole 2N budget as drafts, no challenger
    ("grpo", True, False, 1, ("A", "B", 2, False, (("A", ("draft",)),))),
    # the two-pass self-cascade: A answers its own drafts, one update on both passes
    ("coop", True, True, 1, ("A", "A", 1, True, (("A", ("draft", "challenge")),))),
])
def test_plan_step_names_roles_models_and_updates(mode, rotate, cascade, step, want):
    from agon_mcore.agon import plan_step

    p = plan_step(step, mode, rotate, cascade)
    assert (p.drafter, p.challenger, p.draft_factor, p.challenge, p.updates) == want
    assert p.step == step
    assert p.two_models == (mode != "grpo" and not cascade)
    assert p.roles == ((("draft", p.drafter), ("challenge", p.challenger)) if p.challenge else (("draft", "A"),))


def test_plan_step_refuses_what_has_no_plan():
    from agon_mcore.agon import plan_step

    with pytest.raises(ValueError, match="self_cascade needs a second pass"):
        plan_step(0, "grpo", True, True)
    with pytest.raises(ValueError, match="non-negative int"):
        plan_step(-1, "grpo")
