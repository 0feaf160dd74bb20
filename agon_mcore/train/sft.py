"""Supervised warm-up (``agon sft``): teach tiny rivals the response format and some skill
from reference solutions, so Agon's rewards are not all zero at step 0.

Each rival trains on ``(prompt, solution)`` pairs built with its OWN tokenizer and chat
template (heterogeneous rivals see the same texts, tokenized differently).
"""
from __future__ import annotations

import logging
import random
from typing import Callable, Dict, List, Optional

from agon_mcore.train.rivals import Rival

log = logging.getLogger("agon.train")


def _wrong_draft(problem, rng: random.Random) -> str:
    """A wrong draft of ``problem`` for the challenger's warm-up samples.

    Synthetic arithmetic problems: the worked solution with one step's result wrong and the
    error carried through (:func:`agon_mcore.data.synthetic.wrong_solution`), the kind of
    slip a reader must find. Other problems: the reference solution with its integer
    answer replaced by a wrong one everywhere; non-integer answers are returned unchanged
    (the draft is then a correct one).
    """
    from agon_mcore.data.synthetic import wrong_solution

    slipped = wrong_solution(problem, rng)
    if slipped is not None:
        return slipped
    sol, ans = problem.solution, (problem.answer or "").strip()
    try:
        value = int(ans)
    except ValueError:
        return sol
    wrong = value + rng.choice([-10, -2, -1, 1, 2, 10])
    return sol.replace(ans, str(wrong))


def rival_sft_seed(seed: int, rival: str) -> int:
    """The warm-up seed of one rival: ``seed`` for ``A`` (and any single policy), a
    different stable one for every other name, so the rivals' warm-ups draw different
    batches, challenger samples and wrong drafts (two rivals that behave differently, as
    AGON.md's rivals do)."""
    if rival in ("A", "base"):
        return int(seed)
    import hashlib

    return int(seed) + 1 + int(hashlib.sha256(rival.encode()).hexdigest()[:6], 16)


def sft_samples(rival: Rival, problems, challenger_fraction: float = 0.5, seed: int = 0,
                wrong_fraction: float = 0.3, aggregator_fraction: float = 0.15) -> List:
    """``Sample`` records (advantage unused) for the problems that carry a ``solution``.

    Every role a rival plays at evaluation is taught, so each prompt it will read is one it
    has seen:

    * drafter: every problem gives a plain prompt -> solution sample;
    * challenger (probability ``challenger_fraction``): the prompt holds the summary (answer
      hidden, AGON.md step 3) of a draft that is the reference solution or, with
      probability ``wrong_fraction``, a wrong one (:func:`_wrong_draft`);
    * aggregator of the Mixture-of-Agents baseline (probability ``aggregator_fraction``):
      the summaries of two such drafts (each wrong with probability ``wrong_fraction``).

    The target is always the correct solution, so the rival learns to use a draft's
    correct steps and to check, not copy, a wrong one.

    Raises:
        ValueError: none of the problems has a reference solution.
    """
    from agon_mcore.agon import aggregator_message, challenger_message, summarize_draft
    from agon_mcore.data.prompts import question_text
    from agon_mcore.policy import Sample

    from agon_mcore.data.prompts import generation_prompt_text
    from agon_mcore.verify.answer import continuation_after, template_opened

    # a template that opens the reasoning block already wrote part of the solution: the
    # target is what the model writes after it (the template's opened think block is part of the prompt)
    opened = template_opened(generation_prompt_text(rival.tokenizer, rival.model_cfg.chat_template))
    rng = random.Random(seed)
    out = []

    def draft(p) -> str:
        return _wrong_draft(p, rng) if rng.random() < wrong_fraction else p.solution

    for p in problems:
        if not p.solution:
            continue
        q = question_text(p)
        target = rival.encode_response(continuation_after(p.solution, opened))
        out.append(Sample(prompt_ids=rival.prompt_ids(q), response_ids=target, advantage=0.0))
        if rng.random() < challenger_fraction:
            msg = challenger_message(q, summarize_draft(draft(p), domain=p.domain))
            out.append(Sample(prompt_ids=rival.prompt_ids(msg), response_ids=target, advantage=0.0))
        if rng.random() < aggregator_fraction:
            msg = aggregator_message(q, [summarize_draft(draft(p), domain=p.domain) for _ in range(2)])
            out.append(Sample(prompt_ids=rival.prompt_ids(msg), response_ids=target, advantage=0.0))
    if not out:
        raise ValueError(
            "SFT warm-up: no training problem has a reference solution; set sft.steps=0 "
            "(real datasets such as DeepMath carry none) or point sft.data at synthetic:train"
        )
    return out


def check_sft_pool(problems, spec: str) -> None:
    """Raise DataError unless some problem of ``spec`` carries a reference solution."""
    from agon_mcore.data.types import DataError

    if not any(p.solution for p in problems):
        raise DataError(
            f"SFT warm-up: no problem of {spec!r} has a reference solution in our response format "
            "('<think>...</think> ... \\boxed{...}', field 'solution'); set sft.steps=0, or sft.data=synthetic:train "
            "to warm up on the built-in task"
        )


def run_sft(rivals: Dict[str, Rival], problems, steps: int, batch_size: int, seed: int, progress=None,
            should_stop: Optional[Callable[[], bool]] = None, start_step: int = 0) -> List[Dict[str, float]]:
    """SFT steps ``start_step .. steps - 1`` on each rival; each batch is drawn uniformly
    with replacement from the rival's samples by a seeded RNG (the same draws on every rank).

    ``start_step > 0`` continues an interrupted warm-up: the draws of the steps already done
    are replayed (not trained), so steps ``start_step..`` see the batches the uninterrupted
    warm-up would have seen.

    Stops early (after a whole step) when ``should_stop()`` turns true.
    Returns one metrics dict per step done: ``sft/<rival>/loss`` etc., ``step`` counting
    from 0 at the warm-up's start.
    """
    per_rival = {n: sft_samples(r, problems, seed=rival_sft_seed(seed, n)) for n, r in rivals.items()}
    rng = random.Random(seed)
    for _ in range(min(start_step, steps)):  # replay the draws of the steps already done
        for name in rivals:
            for _ in range(batch_size):
                rng.randrange(len(per_rival[name]))
    history = []
    for step in range(start_step, steps):
        if should_stop is not None and should_stop():
            break
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


# ----------------------------------------------------------------------------- LoRA: warm up the shared base
# (sft.base_warmup=true) The paper's rivals are adapters on a PRETRAINED
# base. On CPU there is none, and adapters on a frozen random base learn nothing (README "LoRA
# rivals"), so the warm-up trains the one shared base itself, which is then frozen for Agon.

BASE_DIR = "base"  # <run_dir>/base: the warmed-up base as a Hugging Face folder
BASE_RECORD = "warmup.json"  # inside it, written last: the base's sha256 and the warm-up's losses


def base_warmup_dir(run_dir) -> "Path":
    """``<run_dir>/base``, where :func:`warm_up_lora_base` puts the warmed-up base."""
    from pathlib import Path

    return Path(run_dir) / BASE_DIR


def read_base_warmup(run_dir) -> Optional[dict]:
    """The record of a complete base warm-up in ``run_dir`` (``base/warmup.json``), or None.

    The record holds ``sha256`` (:func:`agon_mcore.policy.lora.base_fingerprint` of the
    saved base), ``steps``, ``warmed_from`` (the ``model.hf_path`` it started from, or
    None for the seeded random init), ``seconds`` and ``history`` (one ``sft/base/*``
    metrics dict per step).
    """
    import json

    p = base_warmup_dir(run_dir) / BASE_RECORD
    if not p.is_file():
        return None
    try:
        return json.loads(p.read_text())
    except ValueError:
        return None  # a torn write: the folder is redone


def warm_up_lora_base(cfg, run_dir, problems, progress=None) -> dict:
    """Full-parameter SFT of the LoRA rivals' ONE shared base; save it frozen in the run dir.

    The base is built exactly as the LoRA rivals would build it (``model`` config, rival
    A's seed; from ``model.hf_path`` if set), as a FULL policy, and trained for
    ``sft.steps`` steps of ``sft.batch_size`` on ``problems`` with ``sft.lr`` (same
    samples and draws as the rivals' warm-up, :func:`run_sft`). It is then written to
    ``<run_dir>/base`` (``config.json`` + fp32 safetensors; built in ``.base.tmp`` and
    renamed, so a stop never leaves a half folder) with ``warmup.json``, and the policy is
    freed. The caller sets ``model.hf_path`` to that folder: both adapters then start on
    it (A's ``lora_B = 0``, so A's output equals the warmed-up base).

    A collective under torchrun (every rank trains its shards; global rank 0 writes).

    Returns:
        The record (see :func:`read_base_warmup`) plus ``path`` (str).

    Raises:
        ValueError: no problem carries a reference solution (:func:`sft_samples`).
    """
    import copy
    import gc
    import json
    import os
    import shutil
    import time

    import torch.distributed as dist

    from agon_mcore.bridge.hf_io import save_hf_folder
    from agon_mcore.policy.lora import base_fingerprint
    from agon_mcore.train.rivals import build_rival

    t0 = time.perf_counter()
    full = copy.deepcopy(cfg)
    for rc in full.rivals.values():  # the same model, seed and init as the LoRA base, but trainable
        rc.kind, rc.init_noise_std, rc.lora_init_path = "full", 0.0, None
    base = build_rival(full, "A")
    base.policy.start_phase("sft")
    history = run_sft({"base": base}, problems, cfg.sft.steps, cfg.sft.batch_size, seed=cfg.train.seed,
                      progress=progress)
    rank0 = not dist.is_initialized() or dist.get_rank() == 0
    final = base_warmup_dir(run_dir)
    tmp = final.parent / f".{BASE_DIR}.tmp"
    if rank0:
        shutil.rmtree(tmp, ignore_errors=True)
    stream = base.policy.export_hf()  # a collective: every rank iterates it
    if rank0:
        save_hf_folder(stream, base.policy.hf_config, tmp)
    else:
        for _ in stream:
            pass
    sha = base_fingerprint(base.policy.export_hf())
    record = {"sha256": sha, "steps": int(cfg.sft.steps), "warmed_from": cfg.model.hf_path,
              "seconds": time.perf_counter() - t0, "history": history}
    if rank0:
        (tmp / BASE_RECORD).write_text(json.dumps(record, indent=1))
        if final.exists():
            shutil.rmtree(final)
        os.replace(tmp, final)
    if dist.is_initialized():
        dist.barrier()
    del base, stream
    gc.collect()
    log.info("base warm-up: %d full-parameter SFT steps, saved to %s (sha256 %s)", cfg.sft.steps, final, sha[:12])
    return {**record, "path": str(final)}
