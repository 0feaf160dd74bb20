"""IB-RL: two roles coevolving through joint rollouts, each on its own, isolated RL problem.

IB-RL (arXiv 2608.06735; abstract only, notes/seed_methods.md §6): the two roles share
joint rollouts but each optimises its own reward with fully independent advantages, action
masks and update paths; the claim is that the policies then generalise better to
counterparts they never trained with.

Mapped onto Agon's two streams, with fixed roles: rival A is always the drafter (role 1),
rival B always the challenger (role 2). One step is one joint rollout: A drafts, B reads
each draft's summary (answer hidden) and answers. Then, per role:

- reward: the role's own outcome only, ``2c + lam*phi`` (``algorithm.mode=coop``: no
  conversion bonus ``c(1 - c_opp)``, no length tiebreak, ``lam2 = 0``): nothing of the
  other role's verdicts enters it;
- advantage: ``algorithm.ib_rl.base`` (GRPO) over the role's own group of each problem;
- action mask: the role's own response tokens (the partner's text in the prompt is context,
  never trained);
- update path: the role's own model and optimizer (A on the draft stream, B on the
  challenge stream; never the other's).

How this differs from Agon's modes (``algorithm.mode``):

- ``adv`` (Agon): the challenger's reward holds the conversion bonus ``c(1 - c_opp)``, so
  changing a draft's verdict changes the challenger's advantages; and the roles rotate every
  step, so each model's updates mix both roles;
- ``coop``: rewards isolated as here, but the roles rotate: each model learns both roles
  and its partner is the same other model in both roles;
- ``ib_rl`` (this plug-in): coop's isolated rewards with FIXED roles (``rotate_roles=false``)
  and no shared opponent or tiebreak; the config check refuses any setting that would let
  one role's outcome reach the other's advantage (settings.py), and
  tests/algorithms/test_ib_rl.py shows a change of one role's verdicts leaves the other
  role's advantages and its model's update bit-identical.

The generalisation claim is tested by cross-play (:mod:`agon_mcore.cross_play`): each trained
drafter paired with a challenger from another seed's run, against its own partner.

Metrics (per role's stream): ``ib_rl/reward_mean``, ``ib_rl/correct_rate``,
``ib_rl/adv_std``, ``ib_rl/zero_var_frac`` (groups without signal) and ``ib_rl/rival``
(0: rival A holds the role, 1: B; constant with fixed roles).
"""
from __future__ import annotations

import torch

from agon_mcore.algorithms.registry import PluginError, offsets_of, register_advantage, resolve


def check_isolated(algo) -> None:
    """Refuse settings that couple the two roles' rewards or mix their update paths.

    Raises:
        PluginError: naming the key and the value IB-RL needs.
    """
    need = [("algorithm.mode", algo.mode, "coop", "the conversion bonus of mode adv (margin's c - c_opp) puts the "
             "drafter's verdict into the challenger's reward; grpo has one role"),
            ("algorithm.rotate_roles", algo.rotate_roles, False, "rotating roles trains each model on both roles"),
            ("algorithm.self_cascade", algo.self_cascade, False, "one model in both roles"),
            ("algorithm.shared_opponent", algo.shared_opponent, False, "every challenge of a problem would read one "
             "draft"),
            ("algorithm.lam2", float(algo.lam2), 0.0, "the length tiebreak reads the partner's verdict and length")]
    bad = [f"{k}={v!r} (need {want!r}: {why})" for k, v, want, why in need if v != want]
    if bad:
        raise PluginError("algorithm.advantage=ib_rl keeps the two roles' rewards, advantages and updates isolated; "
                          + "; ".join(bad))


@register_advantage("ib_rl", builtin=True)
def ib_rl(rewards: torch.Tensor, group_index: torch.Tensor, ctx) -> torch.Tensor:
    """Each role's own base advantage on its own rewards (module docstring). ``Tensor[B]`` float32."""
    if ctx is None or ctx.cfg is None:
        raise PluginError("ib_rl needs the plug-in context; call it from the trainer")
    check_isolated(ctx.cfg.algorithm)
    adv = resolve("advantage", ctx.cfg.algorithm.ib_rl.base)(rewards, group_index, ctx)
    offs = offsets_of(group_index)
    zero = sum(1 for g in range(offs.numel() - 1)
               if bool((rewards[offs[g]:offs[g + 1]] == rewards[offs[g]]).all()))
    ctx.metrics.update({
        "ib_rl/reward_mean": float(rewards.mean()) if rewards.numel() else float("nan"),
        "ib_rl/correct_rate": float(ctx.correct.mean()) if ctx.correct.numel() else float("nan"),
        "ib_rl/adv_std": float(adv.std(unbiased=False)) if adv.numel() else float("nan"),
        "ib_rl/zero_var_frac": zero / max(1, offs.numel() - 1),
        "ib_rl/rival": 0.0 if ctx.role in ("drafter", "single") else 1.0,
    })
    return adv
