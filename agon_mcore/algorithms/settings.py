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
        for key, base in (("algorithm.arena.base", a.arena.base), ("algorithm.grail.base", a.grail.base),
                          ("algorithm.cliff.base", a.cliff.base), ("algorithm.opd.rl", a.opd.rl),
                          ("algorithm.ib_rl.base", a.ib_rl.base)):
            if base in ("reasoning_arena", "grail", "cliff", "opd_then_rl", "ib_rl"):
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
    _check_teacher_methods(cfg, adv.name)


def _check_teacher_methods(cfg, advantage: str) -> None:
    """Cliff, OPD-then-RL and IB-RL settings (docs/methods_teachers.md)."""
    from agon_mcore.algorithms.registry import PluginError
    from agon_mcore.config.schema import ConfigError

    a = cfg.algorithm
    c = a.cliff
    t = str(c.teacher)
    if t not in ("programmatic", "rival", "policy") and not t.startswith("hf:"):
        raise ConfigError(f"algorithm.cliff.teacher={t!r}: use programmatic | rival | policy | hf:<local model folder>")
    if advantage == "cliff":
        if t == "rival" and a.mode == "grpo":
            raise ConfigError("algorithm.cliff.teacher=rival but algorithm.mode=grpo trains one model (no rival); use "
                              "teacher=programmatic, policy or hf:<folder>, or an Agon mode")
        if t.startswith("hf:") and not Path(t[3:]).is_dir():
            raise ConfigError(f"algorithm.cliff.teacher={t!r}: {t[3:]!r} is not a folder; give a local Hugging Face "
                              "model folder; nothing is downloaded")
    if not (0.0 < c.threshold < 1.0):
        raise ConfigError(f"algorithm.cliff.threshold={c.threshold} must lie in (0, 1)")
    if c.max_steps < 1:
        raise ConfigError(f"algorithm.cliff.max_steps={c.max_steps} must be >= 1")
    if not math.isfinite(c.lam):
        raise ConfigError(f"algorithm.cliff.lam={c.lam} must be a finite number (the paper: 0)")
    o = a.opd
    if o.eval_every < 0 or o.patience < 1 or o.eval_problems < 1 or o.max_opd_steps < 0:
        raise ConfigError(f"algorithm.opd: need eval_every >= 0 ({o.eval_every}), patience >= 1 ({o.patience}), "
                          f"eval_problems >= 1 ({o.eval_problems}), max_opd_steps >= 0 ({o.max_opd_steps})")
    if advantage == "opd_then_rl":
        if not o.teacher:
            raise ConfigError("algorithm.advantage=opd_then_rl needs algorithm.opd.teacher=<local Hugging Face folder> "
                              "(e.g. a stronger run's rival: agon convert mcore-to-hf --ckpt RUN --rival A --out DIR); "
                              "configs/opd_then_rl_cpu.yaml shows how to make one")
        if not Path(o.teacher).is_dir():
            raise ConfigError(f"algorithm.opd.teacher={o.teacher!r} is not a folder; give a local Hugging Face model "
                              "folder (export a run's rival: agon convert mcore-to-hf --ckpt RUN --rival A --out DIR)")
        if o.eval_every > 0 and not cfg.data.validation:
            raise ConfigError("algorithm.opd.eval_every > 0 switches on the validation score, but data.validation "
                              "is not set; set data.validation=synthetic:validation with "
                              "data.synthetic.num_validation=N (or eval_every=0 with max_opd_steps=S)")
        if o.eval_every == 0 and o.max_opd_steps == 0:
            raise ConfigError("algorithm.opd: eval_every=0 and max_opd_steps=0 would never switch to RL; set one")
        _check_teacher_tokenizer(cfg, o.teacher)
    if advantage == "ib_rl":
        from agon_mcore.algorithms.ib_rl import check_isolated

        try:
            check_isolated(a)
        except PluginError as e:
            raise ConfigError(str(e)) from None


def _check_teacher_tokenizer(cfg, folder: str) -> None:
    """Refuse an OPD teacher whose tokenizer is not the students' (same vocabulary and EOS)."""
    from agon_mcore.algorithms.teachers import same_tokenizer
    from agon_mcore.config import rival_model
    from agon_mcore.config.schema import ConfigError
    from agon_mcore.data.tokenizer import load_tokenizer

    try:
        from transformers import AutoTokenizer  # lazy: only an OPD teacher needs it here

        teacher = AutoTokenizer.from_pretrained(folder, local_files_only=True)
    except Exception as e:  # noqa: BLE001 - a folder without a tokenizer is a config problem
        raise ConfigError(f"algorithm.opd.teacher={folder!r}: no tokenizer loads from it ({type(e).__name__}: {e})") from None
    rivals = ("A",) if cfg.algorithm.mode == "grpo" else ("A", "B")
    for r in rivals:
        student = load_tokenizer(rival_model(cfg, r).tokenizer)
        if not same_tokenizer(teacher, student):
            raise ConfigError(
                f"algorithm.opd.teacher={folder!r} uses another tokenizer than rival {r} "
                f"({len(teacher.get_vocab())} vs {len(student.get_vocab())} tokens, eos {teacher.eos_token_id} vs "
                f"{student.eos_token_id}): OPD's advantage log pi_T(y_t) - log pi_theta(y_t) compares the same token "
                "ids, so the teacher must share the students' tokenizer; pick a teacher of the students' family")
