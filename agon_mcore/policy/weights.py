"""The weights half of :class:`~agon_mcore.policy.policy.Policy`: Hugging Face import/export
through the bridge, LoRA adapters (attach, export, peft folders, merged export), and the model
state a checkpoint holds. A mixin: ``Policy`` owns the state.
"""
from __future__ import annotations

import itertools
from typing import Dict, Iterable, Iterator, Optional, Tuple

import torch
import torch.distributed as dist

from agon_mcore.bridge import get_bridge, hf_config_for
from agon_mcore.bridge.hf_io import save_peft_adapter
from agon_mcore.config import ConfigError
from agon_mcore.policy import lora as LR
from agon_mcore.policy import lora_hf as LH
from agon_mcore.policy.optimizer import (
    sub_optimizers,
    torch_optimizers,
)


class PolicyWeights:
    """HF weights, LoRA adapters and checkpoint model state (mixed into ``Policy``)."""

    # ------------------------------------------------------------------ weights

    @property
    def hf_config(self):
        """The Hugging Face config of this policy's architecture (``bridge.hf_config_for``)."""
        if self._hf_config is None:
            self._hf_config = hf_config_for(self.model_cfg, self.vocab_size)
        return self._hf_config

    @hf_config.setter
    def hf_config(self, hf_config) -> None:
        """Name the weights after another HF config of the same network (a Gemma 4 rival served as the
        multimodal ``Gemma4Config``: ``model.language_model.*``)."""
        self._hf_config = hf_config

    def import_hf(self, named_tensors: Iterable[Tuple[str, torch.Tensor]], hf_config=None) -> None:
        """Load Hugging Face-named full tensors into this rank's shards (via the bridge).

        ``hf_config``: the config the names follow (default :attr:`hf_config`), e.g. a Gemma 4
        multimodal checkpoint's (``model.language_model.*``) for a rival served as the text model.
        """
        get_bridge(self.model_cfg.arch).import_hf(self.chunks, named_tensors, hf_config or self.hf_config)
        self.weights_changed()

    def export_hf(self) -> Iterator[Tuple[str, torch.Tensor]]:
        """Stream Hugging Face-named full tensors (TP-gathered, vocab trimmed; via the bridge).

        A LoRA policy streams the merged model: base ``W + (alpha/r) B A`` on every adapted module.
        """
        if self.lora is not None:
            return self._export_merged()
        return get_bridge(self.model_cfg.arch).export_hf(self.chunks, self.hf_config)

    # ------------------------------------------------------------------ LoRA (policy/lora.py)

    def _attach_lora(self, lora, base: Optional["PolicyWeights"]) -> list:
        if base is not None:
            if base.lora is None:
                raise ConfigError(f"policy {self.name}: can share the base of a LoRA policy only ({base.name} is full)")
            LR.share_base_(self.chunks, base.chunks)
        refs = LR.attach_adapters(self.chunks, lora)
        LR.init_adapters_(refs, lora, self.seed)
        return refs

    def _need_lora(self) -> None:
        if self.lora is None:
            raise ConfigError(f"policy {self.name} is a full policy; this call needs a LoRA rival (rivals.X.kind=lora)")

    def export_base_hf(self) -> Iterator[Tuple[str, torch.Tensor]]:
        """The frozen base as HF-named full tensors (adapters left out); a collective."""
        return get_bridge(self.model_cfg.arch).export_hf(self.chunks, self.hf_config)

    def export_adapter_hf(self) -> Iterator[Tuple[str, torch.Tensor]]:
        """This rival's adapter as peft-named full tensors (``model.layers.{i}.self_attn.q_proj.lora_A.weight``, ...).

        A collective (TP gathers, PP broadcasts); every rank yields the same sequence.

        Raises:
            ConfigError: not a LoRA policy.
        """
        self._need_lora()
        return LH.export_adapter_hf(get_bridge(self.model_cfg.arch), self.chunks, self.lora_adapters,
                                    self.hf_config, self.lora)

    def import_adapter_hf(self, named_tensors: Iterable[Tuple[str, torch.Tensor]]) -> None:
        """Load a full peft/HF-named adapter (e.g. a peft ``adapter_model.safetensors``) into this rival.

        Raises:
            ConfigError: not a LoRA policy, or the adapter does not fit (see ``lora_hf.import_adapter_hf``).
        """
        self._need_lora()
        LH.import_adapter_hf(get_bridge(self.model_cfg.arch), self.chunks, self.lora_adapters, self.hf_config,
                             self.lora, named_tensors)
        self.weights_changed()

    def save_peft_adapter(self, out_dir, base_model_name_or_path: Optional[str] = None):
        """Write this rival's adapter as a peft folder (``adapter_config.json`` +
        ``adapter_model.safetensors``; loads with ``peft.PeftModel.from_pretrained`` on the HF
        base). A collective; global rank 0 writes. Returns the folder."""
        self._need_lora()
        stream = list(self.export_adapter_hf())
        if dist.is_initialized() and dist.get_rank() != 0:
            return out_dir
        return save_peft_adapter(stream, out_dir, **LR.peft_kwargs(self.lora), lora_dropout=self.lora.dropout,
                                 base_model_name_or_path=base_model_name_or_path or self.model_cfg.hf_path)

    def _export_merged(self) -> Iterator[Tuple[str, torch.Tensor]]:
        adapter = {n: t.clone() for n, t in self.export_adapter_hf()}
        return LH.merge_adapter_into_hf(self.export_base_hf(), adapter, self.lora.scale)

    def export_rollout_weights(self, with_base: bool = True) -> Iterator[Tuple[str, torch.Tensor]]:
        """What a rollout engine needs for this rival: the full weights, or for a LoRA rival its
        adapter (preceded by the shared base when ``with_base``). A collective."""
        if self.lora is None:
            return self.export_hf()
        if not with_base:
            return self.export_adapter_hf()
        return itertools.chain(self.export_base_hf(), _Deferred(self.export_adapter_hf))

    def base_fingerprint(self) -> str:
        """sha256 of the frozen base (layout-independent; computed once, a collective)."""
        if self._base_fp is None:
            self._base_fp = LR.base_fingerprint(self.export_base_hf())
        return self._base_fp

    def model_sharded_state_dict(self) -> Dict[str, dict]:
        """``{"model{i}": sharded state dict}`` of what a checkpoint holds: every chunk's
        weights, or for a LoRA rival its adapters only (the base is identified, not stored)."""
        if self.lora is not None:
            return LR.adapter_sharded_state_dict(self.chunks, self.lora_adapters)
        return {f"model{i}": chunk.sharded_state_dict() for i, chunk in enumerate(self.chunks)}

    def load_model_state(self, loaded: Dict[str, dict]) -> None:
        """Install a loaded :meth:`model_sharded_state_dict` (strict)."""
        if self.lora is not None:
            LR.load_adapter_state(self.chunks, self.lora_adapters, loaded)
            return
        for i, chunk in enumerate(self.chunks):
            chunk.load_state_dict(loaded[f"model{i}"], strict=True)

    def parameter_counts(self) -> Dict[str, int]:
        """Elements on this rank: ``trainable`` (in the optimizer), ``frozen`` (shared tensors
        counted once) and ``optimizer_state`` (this rank's Adam ``exp_avg`` + ``exp_avg_sq``)."""
        seen, trainable, frozen = set(), 0, 0
        for _, p in self.named_parameters():
            if id(p) in seen:
                continue
            seen.add(id(p))
            if p.requires_grad:
                trainable += p.numel()
            else:
                frozen += p.numel()
        state = 0
        for opt in torch_optimizers(self.optimizer):
            for st in opt.state.values():
                state += sum(t.numel() for k, t in st.items() if torch.is_tensor(t) and k != "step")
        return {"trainable": trainable, "frozen": frozen, "optimizer_state": state}

    def named_parameters(self) -> Iterator[Tuple[str, torch.nn.Parameter]]:
        """This rank's parameter shards, megatron names (``chunk{i}.`` prefixed under virtual PP).

        After editing them in place, call :meth:`weights_changed`.
        """
        for i, c in enumerate(self.chunks):
            pre = f"chunk{i}." if len(self.chunks) > 1 else ""
            for n, p in c.named_parameters():
                yield pre + n, p

    @torch.no_grad()
    def weights_changed(self) -> None:
        """Copy edited model weights into the optimizer's main (fp32 master) parameters."""
        for sub in sub_optimizers(self.optimizer):
            if not getattr(sub, "is_stub_optimizer", False):
                sub.reload_model_params()


class _Deferred:
    """An iterable that calls ``make()`` only when iteration reaches it (keeps collectives in order)."""

    def __init__(self, make):
        self._make = make

    def __iter__(self):
        return iter(self._make())
