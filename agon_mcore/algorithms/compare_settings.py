"""The plug-in methods' rows in ``agon compare`` (agon_mcore/eval/compare.py reads this).

Each is Agon (``algorithm.mode=adv``, roles rotate, conversion bonus) with one plug-in
added, reported like ``agon`` (the cascade, direction chosen on validation), so its paired
difference to ``agon`` isolates the plug-in. They are opt-in (``agon compare --settings
arena,grail,gar,cliff,opd_then_rl,ib_rl``) so the default table keeps its cost: each adds one
training run per seed.

The teacher methods (docs/methods_teachers.md): ``cliff`` is Agon + Cliff (programmatic
teacher unless ``algorithm.cliff.teacher`` is given); ``opd_then_rl`` is the paper's recipe,
distillation then GRPO, reported like ``grpo`` (rival A alone), and needs the teacher folder
among the command's overrides (``algorithm.opd.teacher=DIR``; refused before training
otherwise); ``ib_rl`` is the isolated two-role game (coop rewards, fixed roles), reported like
``fixed_roles``. Its claim (play with unseen partners) is measured across two seeds' runs by
``tools/cross_play.py <out>/seed_0/ib_rl <out>/seed_1/ib_rl``.

Entries: ``(name, overrides, row, one-line legend)``.
"""
from __future__ import annotations

PLUGIN_SETTINGS = (
    ("arena", ("algorithm.mode=adv", "algorithm.advantage=reasoning_arena", "train.overlap_drafter_update=false"),
     "cascade", "Agon + Reasoning Arena: zero-variance groups judged by the rival (anchor pool, Bradley-Terry)"),
    ("grail", ("algorithm.mode=adv", "algorithm.advantage=grail", "train.overlap_drafter_update=false"),
     "cascade", "Agon + GRAIL: saliency-weighted token advantages on incorrect rollouts"),
    ("gar", ("algorithm.mode=adv", "algorithm.reward_terms=[gar]", "train.overlap_drafter_update=false"),
     "cascade", "Agon + GAR: gradient-aligned reward (cosine to the reference solution) on correct rollouts"),
    ("cliff", ("algorithm.mode=adv", "algorithm.advantage=cliff", "train.overlap_drafter_update=false"),
     "cascade", "Agon + Cliff: token advantages split at the first mistake a teacher finds"),
    ("opd_then_rl", ("algorithm.mode=grpo", "algorithm.advantage=opd_then_rl"),
     "A", "OPD-then-RL: on-policy distillation from algorithm.opd.teacher, GRPO once validation plateaus"),
    ("ib_rl", ("algorithm.mode=coop", "algorithm.rotate_roles=false", "algorithm.shared_opponent=false",
               "algorithm.lam2=0", "algorithm.advantage=ib_rl", "train.overlap_drafter_update=false"),
     "cascade", "IB-RL: fixed roles, each on its own reward, advantages and updates"),
)
OPT_IN = tuple(name for name, *_ in PLUGIN_SETTINGS)
