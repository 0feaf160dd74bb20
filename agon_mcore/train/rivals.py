"""The two rivals of a run: each with its own model, tokenizer, chat template, sampling
and Megatron policy (AGON.md "Rivals"; rivals may differ in architecture,
tokenizer and template).

Exchange between rivals is text only: a rival decodes its own token ids with its own
tokenizer, and builds prompts with its own template. Nothing here hands token ids from
one rival to the other.
"""
from __future__ import annotations

import dataclasses
import logging
from dataclasses import dataclass
from typing import Any, Dict, List, Optional

import torch

from agon_mcore.config import AgonConfig, ModelConfig, SamplingConfig, rival_model, rival_sampling

log = logging.getLogger("agon.train")


@dataclass
class Rival:
    """One rival: its effective settings and the objects built from them.

    Attributes:
        name: "A" or "B".
        model_cfg: the effective model description (shared ``model`` + overrides).
        tokenizer: the rival's own Hugging Face fast tokenizer.
        sampling: the effective sampling settings.
        hf_config: the Hugging Face config the rollout engine builds its model from.
        policy: the Megatron policy (``agon_mcore.policy.Policy``).
        stop_ids: token ids that end a response (eos and im_end).
    """

    name: str
    model_cfg: ModelConfig
    tokenizer: Any
    sampling: SamplingConfig
    hf_config: Any
    policy: Any
    stop_ids: List[int]

    def prompt_ids(self, user_text: str) -> List[int]:
        """Token ids of a one-turn chat prompt with this rival's template."""
        from agon_mcore.data.prompts import build_prompt_ids

        return build_prompt_ids(self.tokenizer, user_text, self.model_cfg.chat_template)

    def decode(self, ids: List[int]) -> str:
        """Text of a response: special tokens kept (``<think>`` matters), stop tokens dropped."""
        while ids and ids[-1] in self.stop_ids:
            ids = ids[:-1]
        return self.tokenizer.decode(ids, skip_special_tokens=False)

    def encode_response(self, text: str) -> List[int]:
        """Token ids of a reference response (SFT target), ending with the first stop id."""
        return list(self.tokenizer.encode(text, add_special_tokens=False)) + [self.stop_ids[0]]


def build_rivals(cfg: AgonConfig, tokenizer_cache: Optional[str] = None) -> Dict[str, "Rival"]:
    """Both rivals; LoRA rivals (``kind=lora``) are built on ONE frozen base (B shares A's)."""
    a = build_rival(cfg, "A", tokenizer_cache)
    b = build_rival(cfg, "B", tokenizer_cache, base=a if cfg.rivals["B"].kind == "lora" else None)
    return {"A": a, "B": b}


def build_rival(cfg: AgonConfig, name: str, tokenizer_cache: Optional[str] = None,
                base: Optional["Rival"] = None) -> Rival:
    """Build rival ``name``: tokenizer, HF config, Megatron policy with initial weights.

    Initial weights: from ``model.hf_path`` if set, else Megatron's random init seeded by
    ``train.seed`` and the rival's own seed (so two same-architecture rivals already
    differ); then ``init_noise_std`` Gaussian noise is added. With a shared ``hf_path``
    that noise is what makes B differ from A at step 0 (AGON.md "Rivals").

    LoRA rivals (``kind=lora``, :mod:`agon_mcore.policy.lora`): the model is the frozen
    base (``base``: a LoRA rival whose base is shared instead of built again); the adapter
    starts from ``lora_init_path`` (a peft folder) if set, else ``lora_A`` random and
    ``lora_B = init_noise_std`` noise (0: the rival starts exactly as the base).

    Raises:
        agon_mcore.config.ConfigError: the model does not fit the parallel layout (the
            model provider names the rival), or ``model.vocab_size`` is smaller than the
            rival's tokenizer.
    """
    from agon_mcore.bridge.hf_config import hf_config_for, load_hf_config
    from agon_mcore.bridge.hf_io import iter_hf_tensors
    from agon_mcore.config import ConfigError
    from agon_mcore.data.prompts import stop_token_ids
    from agon_mcore.data.tokenizer import load_tokenizer
    from agon_mcore.policy import Policy
    from agon_mcore.policy.model import resolve_model_config

    rc = cfg.rivals[name]
    mcfg = rival_model(cfg, name)
    if mcfg.hf_path:
        # Sizes from the checkpoint's config.json; explicit run-config values must agree.
        mcfg = resolve_model_config(mcfg)
    tok = load_tokenizer(mcfg.tokenizer, cache_dir=tokenizer_cache)
    vocab = mcfg.vocab_size or len(tok)
    if vocab < len(tok):
        raise ConfigError(
            f"rival {name}: model.vocab_size={vocab} is smaller than its tokenizer ({len(tok)} tokens); "
            "set model.vocab_size=0 to take it from the tokenizer"
        )
    mcfg = dataclasses.replace(mcfg, vocab_size=vocab)
    hf_config = hf_config_for(mcfg, vocab)
    if mcfg.arch == "gemma4":  # SGLang serves Gemma 4 as the multimodal model (bridge/gemma4_config.py)
        from agon_mcore.bridge.gemma4_config import gemma4_rollout_config

        hf_config = gemma4_rollout_config(hf_config, mcfg.hf_path, cfg.rollout.engine)
    lora = None
    if rc.kind == "lora":
        from agon_mcore.policy.lora import LoraSpec

        lora = LoraSpec.from_rival(rc)
    # a LoRA base (random or not) is the same model for both rivals: seeded by rival A's seed
    policy = Policy(name, mcfg, vocab, cfg, seed=cfg.train.seed * 100 + rc.seed, lora=lora,
                    base=base.policy if base is not None else None,
                    base_seed=cfg.train.seed * 100 + cfg.rivals["A"].seed if lora is not None else None)
    policy.hf_config = hf_config  # the weights' HF names are the served checkpoint's
    if mcfg.hf_path and base is None:
        # Gemma 4: the checkpoint's own names (a multimodal checkpoint's model.language_model.*)
        own = load_hf_config(mcfg.hf_path) if mcfg.arch == "gemma4" else None
        policy.import_hf(iter_hf_tensors(mcfg.hf_path), hf_config=own)
    if lora is not None and rc.lora_init_path:
        from agon_mcore.bridge.hf_io import read_peft_adapter

        policy.import_adapter_hf(read_peft_adapter(rc.lora_init_path, rank=lora.rank, alpha=lora.alpha).items())
    if rc.init_noise_std > 0 and lora is None:
        add_noise_(policy, rc.init_noise_std, seed=rc.seed)
        policy.weights_changed()  # low-precision runs keep fp32 main params: refresh them
    stops = stop_token_ids(tok)
    return Rival(name, mcfg, tok, rival_sampling(cfg, name), hf_config, policy, stops)


@torch.no_grad()
def add_noise_(policy, std: float, seed: int) -> None:
    """Add N(0, std^2) noise to every parameter of ``policy`` (in place, deterministic by seed).

    The noise is drawn per parameter from a generator seeded with ``seed`` and the
    parameter's name, so it does not depend on iteration order (it does depend on the
    TP/PP layout, which shapes the local shards).
    """
    import zlib

    for pname, p in policy.named_parameters():
        g = torch.Generator().manual_seed(seed * 7919 + zlib.crc32(pname.encode()))
        p.add_(torch.randn(p.shape, generator=g, dtype=torch.float32).to(p.dtype).to(p.device) * std)


def _peft_kwargs(policy) -> Optional[dict]:
    """``peft.LoraConfig`` keyword arguments of a LoRA rival's adapter (None for a full rival)."""
    lora = getattr(policy, "lora", None)
    if lora is None:
        return None
    from agon_mcore.policy.lora import peft_kwargs

    return peft_kwargs(lora)


def _records_routes(policy) -> bool:
    """Whether the engine records this rival's MoE routes (``model.moe_record_routes``,
    :func:`agon_mcore.config.records_routes`); False for a policy without a model config."""
    from agon_mcore.config import records_routes

    m = getattr(policy, "model_cfg", None)
    return m is not None and records_routes(m)


def rival_specs(rivals: Dict[str, Rival]):
    """The rollout engine's view of the rivals (HF config, stop ids, pad id, LoRA adapter, whether
    the engine records MoE routes)."""
    from agon_mcore.rollout.types import RivalSpec

    return {
        n: RivalSpec(hf_config=r.hf_config, eos_token_ids=list(r.stop_ids), pad_token_id=int(r.tokenizer.pad_token_id),
                     tokenizer=r.tokenizer, lora=_peft_kwargs(r.policy),
                     routed_experts=_records_routes(r.policy))
        for n, r in rivals.items()
    }
