"""Warnings about the rivals a run starts from, read from the config alone (nothing is built).

:func:`identical_rivals`: rivals A and B that start the Agon phase identical (AGON.md "Rivals");
:func:`rl_dropout_warning`: dropout settings that apply to the warm-up only. The trainer logs
both at start; ``agon check-config`` prints the first.
"""
from __future__ import annotations

from typing import Dict, Optional

from agon_mcore.config import AgonConfig, ModelConfig, rival_model, rival_sampling


# ----------------------------------------------------------------------------- identical rivals


def identical_rivals(cfg: AgonConfig) -> Optional[str]:
    """A warning when rivals A and B start the Agon phase identical, else None.

    Agon needs two rivals that behave differently (AGON.md "Rivals": the paper starts one
    LoRA adapter at zero and the other at small noise): the conversion bonus pays a
    challenger for solving what its rival failed, and two copies of one policy fail
    alike. Read from the config alone (nothing is built), the rivals start identical when
    they have the same kind, model (architecture, sizes, ``hf_path``, tokenizer, chat
    template) and sampling settings, and the same starting weights:

    * full rivals: the same ``model.hf_path`` checkpoint, or (random init) the same
      ``rivals.X.seed``; and the same init noise (both ``init_noise_std=0``, or equal std
      drawn from the same seed);
    * LoRA rivals (one shared base): adapters that are both a no-op (``init_noise_std=0``:
      ``lora_B = 0``) or drawn alike (same std, seed, rank, targets), or loaded from the same
      ``lora_init_path``;
    * and no per-rival SFT warm-up (``sft.steps > 0`` without ``sft.base_warmup`` draws a
      different batch for each rival, so they differ when Agon starts).

    The sampling seed is no per-rival setting (every call is seeded from ``train.seed`` and
    the step), so identical rivals also sample alike. Mode ``grpo`` and
    ``algorithm.self_cascade`` train rival A alone: no warning.

    Never refused: the two rivals train on different streams (drafts vs. challenges, whose
    prompts hold a summary), so their first updates differ and they part after step 0
    (tests/train/test_identical_rivals.py measures it); what is lost is the diversity of
    the first steps, not all learning.
    """
    a = cfg.algorithm
    if a.mode == "grpo" or a.self_cascade:
        return None
    ra, rb = cfg.rivals["A"], cfg.rivals["B"]
    if ra.kind != rb.kind or rival_model(cfg, "A") != rival_model(cfg, "B"):
        return None
    if rival_sampling(cfg, "A") != rival_sampling(cfg, "B"):
        return None
    if cfg.sft.steps > 0 and not cfg.sft.base_warmup:
        return None
    same_noise = (ra.init_noise_std == rb.init_noise_std == 0
                  or (ra.init_noise_std == rb.init_noise_std and ra.seed == rb.seed))
    hf = rival_model(cfg, "A").hf_path
    if ra.kind == "lora":
        if ra.lora_init_path or rb.lora_init_path:
            same = ra.lora_init_path == rb.lora_init_path and (ra.lora_rank, ra.lora_alpha) == (rb.lora_rank, rb.lora_alpha)
            why = f"both LoRA adapters start from lora_init_path={ra.lora_init_path}"
        elif ra.init_noise_std == rb.init_noise_std == 0:
            same, why = True, "both LoRA adapters start as a no-op on the shared base (init_noise_std=0: lora_B = 0)"
        else:
            same = (same_noise and (ra.lora_rank, ra.lora_alpha, list(ra.lora_target_modules))
                    == (rb.lora_rank, rb.lora_alpha, list(rb.lora_target_modules)))
            why = f"both LoRA adapters are drawn alike (seed {ra.seed}, init_noise_std={ra.init_noise_std})"
    else:
        same_weights = bool(hf) or ra.seed == rb.seed
        same = same_weights and same_noise
        start = f"the same checkpoint model.hf_path={hf}" if hf else f"the same random init (rivals.A.seed = rivals.B.seed = {ra.seed})"
        noise = ("no init noise (init_noise_std=0 for both)" if ra.init_noise_std == rb.init_noise_std == 0
                 else f"the same init noise (init_noise_std={ra.init_noise_std}, seed {ra.seed})")
        why = f"both full rivals start from {start} with {noise}"
    if not same:
        return None
    fixes = ["rivals.B.init_noise_std=0.02 (the paper's small noise on one rival; with a LoRA rival it goes into lora_B)"]
    if ra.kind == "full" and not hf:
        fixes.append(f"rivals.B.seed={ra.seed + 1} (another random init)")
    if ra.kind == "lora":
        fixes.append("rivals.B.lora_init_path=<another peft adapter folder>")
    else:
        fixes.append("rivals.B.model.hf_path=<another checkpoint>")
    fixes.append("rivals.B.sampling.temperature=<another value> (samples differently)")
    if cfg.sft.steps == 0:
        fixes.append("sft.steps=N (a warm-up draws different batches per rival)")
    return (f"rivals A and B start identical: {why}, the same model and the same sampling settings (every "
            "generation is seeded from train.seed and the step, not per rival). Agon's conversion bonus needs "
            "rivals that behave differently (AGON.md \"Rivals\"). Make them differ with one of: " + "; ".join(fixes)
            + ". The run goes on: the rivals train on different streams, so they part after the first update.")


# ----------------------------------------------------------------------------- dropout during RL


def rl_dropout_warning(cfg: AgonConfig, models: Optional[Dict[str, ModelConfig]] = None) -> Optional[str]:
    """One warning naming every dropout setting > 0 of the run, else None.

    Dropout applies to the SFT warm-up only; every RL forward (old log-probs, the update)
    runs with it off (``agon_mcore.policy.dropout``), so the PPO ratio and the train/rollout
    mismatch compare the policy the rollout engine samples from.

    Args:
        models: the rivals' effective (resolved) model configs, e.g. with ``config.json``'s
            ``attention_dropout`` of an ``hf_path``; default: from the run config.
    """
    keys = []
    for name in ("A", "B"):
        rc = cfg.rivals[name]
        m = (models or {}).get(name) or rival_model(cfg, name)
        for key in ("attention_dropout", "hidden_dropout"):
            p = float(getattr(m, key, 0.0) or 0.0)
            if p > 0:
                src = f"rivals.{name}.model.{key}" if key in rc.model else (
                    f"model.{key}" if getattr(rival_model(cfg, name), key) else f"{m.hf_path}/config.json {key}")
                keys.append(f"{src}={p:g}")
        if rc.kind == "lora" and rc.lora_dropout > 0:
            keys.append(f"rivals.{name}.lora_dropout={rc.lora_dropout:g}")
    if not keys:
        return None
    keys = list(dict.fromkeys(keys))
    return (f"dropout is off in every RL forward (old log-probs, the update): {', '.join(keys)}; the rollout engine "
            "samples without dropout, so the PPO ratio and the train/rollout log-prob mismatch must compare the same "
            "deterministic policy. Dropout applies to supervised (SFT) steps only; set it to 0 to silence this warning")
