"""Config-time checks of the plug-ins and of the built-in methods' settings."""
from __future__ import annotations

import math
from pathlib import Path


def validate_plugin_settings(cfg) -> None:
    """Resolve ``algorithm.advantage`` / ``algorithm.reward_terms`` and check their settings.

    Raises:
        agon_mcore.config.ConfigError: the first problem, naming the key and the fix.
    """
    from agon_mcore.algorithms.registry import PluginError, resolve
    from agon_mcore.config.schema import ConfigError

    a = cfg.algorithm
    try:
        adv = resolve("advantage", a.advantage)
        terms = [resolve("reward_term", n) for n in a.reward_terms]
        for key, base in (("algorithm.arena.base", a.arena.base), ("algorithm.grail.base", a.grail.base)):
            if base in ("reasoning_arena", "grail"):
                raise PluginError(f"{key}={base!r}: the base advantage must be sequence-level (grpo, mean_only, "
                                  "rloo or your own), not a method that itself wraps a base")
            resolve("advantage", base)
    except PluginError as e:
        raise ConfigError(str(e)) from None
    if len({t.name for t in terms}) != len(terms):
        raise ConfigError(f"algorithm.reward_terms={list(a.reward_terms)} lists a term twice")
    trivial = adv.builtin and adv.name in ("grpo", "mean_only", "rloo") and not terms
    if not trivial and cfg.train.overlap_drafter_update:
        raise ConfigError(f"algorithm.advantage={a.advantage!r} / reward_terms={list(a.reward_terms)} with "
                          "train.overlap_drafter_update=true: the overlapped drafter update starts before the "
                          "plug-ins run on its stream; set train.overlap_drafter_update=false")
    ar = a.arena
    judge = str(ar.judge)
    if judge not in ("auto", "rival", "policy") and not judge.startswith("hf:"):
        raise ConfigError(f"algorithm.arena.judge={judge!r}: use auto | rival | policy | hf:<local model folder>")
    if judge == "rival" and a.mode == "grpo" and adv.name == "reasoning_arena":
        raise ConfigError("algorithm.arena.judge=rival but algorithm.mode=grpo trains one model (no rival); use "
                          "judge=policy, judge=hf:<folder>, or an Agon mode")
    if judge.startswith("hf:") and adv.name == "reasoning_arena" and not Path(judge[3:]).is_dir():
        raise ConfigError(f"algorithm.arena.judge={judge!r}: {judge[3:]!r} is not a folder; give a local Hugging "
                          "Face model folder (config.json, weights, tokenizer); nothing is downloaded")
    if ar.pool_size < 1:
        raise ConfigError(f"algorithm.arena.pool_size={ar.pool_size} must be >= 1 (the paper's Live variant: 3)")
    if not (ar.l2 >= 0 and math.isfinite(ar.l2)):
        raise ConfigError(f"algorithm.arena.l2={ar.l2} must be a finite number >= 0")
    if ar.max_response_chars < 16:
        raise ConfigError(f"algorithm.arena.max_response_chars={ar.max_response_chars} must be >= 16")
    g = a.grail
    if g.polarity not in ("incorrect", "correct", "all"):
        raise ConfigError(f"algorithm.grail.polarity={g.polarity!r}: use incorrect | correct | all")
    if not (g.sigma > 0 and math.isfinite(g.sigma)):
        raise ConfigError(f"algorithm.grail.sigma={g.sigma} must be a finite number > 0 (0.5 in the paper)")
    if not (0 < g.w_min <= 1 <= g.w_max and math.isfinite(g.w_max)):
        raise ConfigError(f"algorithm.grail.w_min={g.w_min}, w_max={g.w_max}: need 0 < w_min <= 1 <= w_max "
                          "(the weights are centred on 1; the paper clips to [0.5, 5])")
    if g.answer_tokens < 1:
        raise ConfigError(f"algorithm.grail.answer_tokens={g.answer_tokens} must be >= 1")
    r = a.gar
    if not (r.beta >= 0 and math.isfinite(r.beta)):
        raise ConfigError(f"algorithm.gar.beta={r.beta} must be a finite number >= 0 (0.5 in the paper)")
    if r.max_tokens < 1:
        raise ConfigError(f"algorithm.gar.max_tokens={r.max_tokens} must be >= 1 (768 in the paper)")
