"""The plug-in methods' rows in ``agon compare`` (agon_mcore/eval/compare.py reads this).

Each is Agon (``algorithm.mode=adv``, roles rotate, conversion bonus) with one plug-in
added, reported like ``agon`` (the cascade, direction chosen on validation), so its paired
difference to ``agon`` isolates the plug-in. They are opt-in (``agon compare --settings
arena,grail,gar``) so the default table keeps its cost: each adds one training run per seed.

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
)
OPT_IN = tuple(name for name, *_ in PLUGIN_SETTINGS)
