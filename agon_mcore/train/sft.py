"""Supervised warm-up (``agon sft``): teach tiny rivals the response format and some skill
from reference solutions, so Agon's rewards are not all zero at step 0.

Each rival trains on ``(prompt, solution)`` pairs built with its OWN tokenizer and chat
template (heterogeneous rivals see the same texts, tokenized differently).
"""
from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Dict, List, Optional

from agon_mcore.train.rivals import Rival

if TYPE_CHECKING:
    from pathlib import Path

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


@dataclass(frozen=True)
class SampleMix:
    """What the warm-up teaches per problem with a reference solution (``sft.*_fraction``).

    Attributes:
        challenger_fraction: probability of a challenger sample (the summary of a draft).
        wrong_fraction: probability that a read draft is a wrong one (:func:`_wrong_draft`).
        blank_fraction: probability of a challenger sample that reads an EMPTY draft (the
            evaluation's ``none->Y`` prompt: the challenger reading nothing).
        aggregator_fraction: probability of a Mixture-of-Agents aggregator sample (two drafts).
    """

    challenger_fraction: float = 1.0
    wrong_fraction: float = 0.0
    blank_fraction: float = 0.2
    aggregator_fraction: float = 0.15

    @classmethod
    def from_config(cls, sft_cfg) -> "SampleMix":
        return cls(float(sft_cfg.challenger_fraction), float(sft_cfg.wrong_fraction),
                   float(sft_cfg.blank_fraction), float(sft_cfg.aggregator_fraction))


def sft_samples(rival: Rival, problems, challenger_fraction: float = 1.0, seed: int = 0,
                wrong_fraction: float = 0.0, aggregator_fraction: float = 0.15,
                blank_fraction: float = 0.2) -> List:
    """``Sample`` records (advantage unused) for the problems that carry a ``solution``.

    Every role and prompt a rival meets at evaluation is taught, so each prompt it will
    read is one it has seen:

    * drafter: every problem gives a plain prompt -> solution sample;
    * challenger (probability ``challenger_fraction``): the prompt holds the summary (answer
      hidden, AGON.md step 3) of a draft that is the reference solution or, with
      probability ``wrong_fraction``, a wrong one (:func:`_wrong_draft`);
    * challenger reading nothing (probability ``blank_fraction``): the challenger prompt of
      an empty draft, as the evaluation's ``none->Y`` row asks it (without it that row
      measures an unseen prompt, not the challenger reading nothing);
    * aggregator of the Mixture-of-Agents baseline (probability ``aggregator_fraction``):
      the summaries of two such drafts (each wrong with probability ``wrong_fraction``).

    Summaries are made exactly as the trainer and the evaluation make them
    (:func:`agon_mcore.agon.summarize_draft` with the question as ``problem``). The target
    is always the correct solution, so the rival learns to use a draft's correct steps and
    to check, not copy, a wrong one. Draws come from ``random.Random(seed)`` in a fixed
    order per problem, so the samples are a deterministic function of the arguments.

    Raises:
        ValueError: none of the problems has a reference solution.
    """
    from agon_mcore.agon import aggregator_message, challenger_message, summarize_draft
    from agon_mcore.data.prompts import generation_prompt_text, question_text
    from agon_mcore.policy import Sample
    from agon_mcore.verify.answer import continuation_after, template_opened

    # a template that opens the reasoning block already wrote part of the solution: the
    # target is what the model writes after it (the template's opened think block is part of the prompt)
    opened = template_opened(generation_prompt_text(rival.tokenizer, rival.model_cfg.chat_template))
    rng = random.Random(seed)
    out = []

    def summary(p, q):
        text = _wrong_draft(p, rng) if rng.random() < wrong_fraction else p.solution
        return summarize_draft(text, "stop", domain=p.domain, problem=q)

    for p in problems:
        if not p.solution:
            continue
        q = question_text(p)
        target = rival.encode_response(continuation_after(p.solution, opened))

        def add(user_text: str, target=target) -> None:
            out.append(Sample(prompt_ids=rival.prompt_ids(user_text), response_ids=target, advantage=0.0))

        add(q)
        if rng.random() < challenger_fraction:
            add(challenger_message(q, summary(p, q)))
        if rng.random() < blank_fraction:
            add(challenger_message(q, summarize_draft("", "stop", domain=p.domain)))
        if rng.random() < aggregator_fraction:
            add(aggregator_message(q, [summary(p, q) for _ in range(2)]))
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


def shared_warmup_steps(sft_cfg) -> int:
    """Steps of the shared warm-up: ``round(sft.shared_fraction * sft.steps)``, at most
    ``sft.steps - 1`` when ``sft.steps >= 2`` (every rival then trains at least one step of
    its own)."""
    steps = int(sft_cfg.steps)
    n = int(round(float(sft_cfg.shared_fraction) * steps))
    return max(0, min(n, steps - 1))


def can_share_weights(leader: Rival, other: Rival) -> bool:
    """Whether ``other`` can start from ``leader``'s weights: both full (not LoRA) policies
    of the same architecture, sizes (Hugging Face config) and tokenizer."""
    return (leader.policy.lora is None and other.policy.lora is None
            and leader.model_cfg.arch == other.model_cfg.arch
            and leader.model_cfg.tokenizer == other.model_cfg.tokenizer
            # to_dict: comparing configs with per-layer sizes (Gemma 4) attribute by attribute raises in transformers
            and leader.hf_config.to_dict() == other.hf_config.to_dict())


def fork_rival_(leader: Rival, other: Rival, noise_std: float, seed: int, at_step: int = 0) -> None:
    """Set ``other``'s weights to ``leader``'s plus ``N(0, noise_std^2)`` noise (in place;
    the noise deterministic by ``seed``): the end of a shared warm-up, AGON.md's noise start.

    ``at_step``: the warm-up step of the fork. ``other``'s learning-rate schedule (which has
    not stepped yet) moves on to it, so both rivals follow one schedule and a decaying
    ``sft.lr_schedule`` ends both at ``sft.min_lr``, not the forked one half-way down
    (its Adam state starts fresh: one Adam step moves a weight by about the learning rate,
    far less than the fork's noise).

    A collective under torchrun (the export gathers shards).

    Raises:
        ValueError: the two cannot share weights (:func:`can_share_weights`).
    """
    from agon_mcore.train.rivals import add_noise_

    if not can_share_weights(leader, other):
        raise ValueError(f"rival {other.name} cannot start from {leader.name}'s weights (other architecture, sizes, "
                         "tokenizer or LoRA); set sft.shared_fraction=0")
    other.policy.import_hf(leader.policy.export_hf())
    if noise_std > 0:
        add_noise_(other.policy, noise_std, seed=seed)
        other.policy.weights_changed()
    sched = other.policy.scheduler  # num_steps is one ahead of the updates done (build_scheduler)
    if at_step > sched.num_steps - 1:
        sched.step(at_step - (sched.num_steps - 1))


def run_sft(rivals: Dict[str, Rival], problems, steps: int, batch_size: int, seed: int, progress=None,
            should_stop: Optional[Callable[[], bool]] = None, start_step: int = 0,
            shared_steps: int = 0, fork_noise: Optional[Dict[str, float]] = None,
            mix: Optional[SampleMix] = None) -> List[Dict[str, float]]:
    """SFT steps ``start_step .. steps - 1`` on each rival; each batch is drawn uniformly
    with replacement from the rival's samples by a seeded RNG (the same draws on every rank).

    A shared warm-up (``shared_steps > 0``, AGON.md "Rivals": one base, two starts): the
    first rival (the leader, ``A``) trains alone for steps ``0 .. shared_steps - 1``; at step
    ``shared_steps`` every other rival that can share its weights (:func:`can_share_weights`)
    starts from the leader's weights plus ``fork_noise[name]`` Gaussian noise
    (:func:`fork_rival_`) and trains on its own sample draws from then on. Rivals that cannot
    share train from step 0. So the rivals are comparably strong (the same warm-up) and
    differ by their start and their own continuation, not by two unrelated random inits.

    ``start_step > 0`` continues an interrupted warm-up: the draws of the steps already done
    are replayed (not trained), so steps ``start_step..`` see the batches the uninterrupted
    warm-up would have seen (a fork at ``start_step == shared_steps`` is done then; one
    before it is in the resumed weights).

    Each rival's samples: :func:`sft_samples` with ``mix`` (default :class:`SampleMix`) and
    the rival's own seed (:func:`rival_sft_seed`).

    Stops early (after a whole step) when ``should_stop()`` turns true.
    Returns one metrics dict per step done: ``sft/<rival>/loss`` etc., ``step`` counting
    from 0 at the warm-up's start.
    """
    mix = mix or SampleMix()
    fork_noise = fork_noise or {}
    names = list(rivals)
    leader = names[0]
    forked = {n for n in names[1:] if shared_steps > 0 and can_share_weights(rivals[leader], rivals[n])}
    if shared_steps > 0 and len(forked) < len(names) - 1:
        log.info("sft: rival(s) %s cannot share %s's weights; they warm up on their own from step 0",
                 sorted(set(names[1:]) - forked), leader)

    def training(step: int) -> List[str]:
        return [n for n in names if n not in forked or step >= shared_steps]

    per_rival = {n: sft_samples(r, problems, seed=rival_sft_seed(seed, n), challenger_fraction=mix.challenger_fraction,
                                wrong_fraction=mix.wrong_fraction, aggregator_fraction=mix.aggregator_fraction,
                                blank_fraction=mix.blank_fraction)
                 for n, r in rivals.items()}
    rng = random.Random(seed)
    for step in range(min(start_step, steps)):  # replay the draws of the steps already done
        for name in training(step):
            for _ in range(batch_size):
                rng.randrange(len(per_rival[name]))
    history = []
    for step in range(start_step, steps):
        if should_stop is not None and should_stop():
            break
        if forked and step == shared_steps:
            for n in sorted(forked):
                fork_rival_(rivals[leader], rivals[n], float(fork_noise.get(n, 0.0)), seed=seed + 7919 + step,
                            at_step=step)
                log.info("sft: rival %s starts from %s's weights after %d shared warm-up steps (+ noise std %g)",
                         n, leader, shared_steps, float(fork_noise.get(n, 0.0)))
        m: Dict[str, float] = {"step": step}
        for name in training(step):
            r = rivals[name]
            pool = per_rival[name]
            batch = [pool[rng.randrange(len(pool))] for _ in range(batch_size)]
            for k, v in r.policy.sft_step(batch).items():
                m[f"sft/{name}/{k}"] = float(v)
        history.append(m)
        if progress is not None:
            progress.update(1, " ".join(f"{n} loss {m[f'sft/{n}/loss']:.3f}" for n in names if f"sft/{n}/loss" in m))
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
                      progress=progress, mix=SampleMix.from_config(cfg.sft))
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
