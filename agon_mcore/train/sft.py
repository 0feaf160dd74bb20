"""Supervised warm-up (``agon sft``): teach tiny rivals the response format and some skill
from reference solutions, so Agon's rewards are not all zero at step 0.

Each rival trains on ``(prompt, solution)`` pairs built with its OWN tokenizer and chat
template (heterogeneous rivals see the same texts, tokenized differently).
"""
from __future__ import annotations

import logging
import random
from typing import Dict, List

from agon_mcore.train.rivals import Rival

log = logging.getLogger("agon.train")


def sft_samples(rival: Rival, problems) -> List:
    """``Sample`` records (advantage unused) for the problems that carry a ``solution``.

    Raises:
        ValueError: none of the problems has a reference solution.
    """
    from agon_mcore.data.prompts import question_text
    from agon_mcore.policy import Sample

    out = [
        Sample(prompt_ids=rival.prompt_ids(question_text(p)), response_ids=rival.encode_response(p.solution), advantage=0.0)
        for p in problems if p.solution
    ]
    if not out:
        raise ValueError(
            "SFT warm-up: no training problem has a reference solution; set sft.steps=0 "
            "(real datasets such as DeepMath carry none) or train on synthetic:train"
        )
    return out


def run_sft(rivals: Dict[str, Rival], problems, steps: int, batch_size: int, seed: int, progress=None) -> List[Dict[str, float]]:
    """``steps`` SFT steps on each rival, batches drawn by a seeded shuffle.

    Returns one metrics dict per step: ``sft/<rival>/loss`` etc.
    """
    per_rival = {n: sft_samples(r, problems) for n, r in rivals.items()}
    rng = random.Random(seed)
    history = []
    for step in range(steps):
        m: Dict[str, float] = {"step": step}
        for name, r in rivals.items():
            pool = per_rival[name]
            batch = [pool[rng.randrange(len(pool))] for _ in range(batch_size)]
            for k, v in r.policy.sft_step(batch).items():
                m[f"sft/{name}/{k}"] = float(v)
        history.append(m)
        if progress is not None:
            progress.update(1, " ".join(f"{n} loss {m.get(f'sft/{n}/loss', float('nan')):.3f}" for n in rivals))
    return history
