"""The experts an SGLang server's MoE routers chose, decoded from a ``/generate`` answer.

SGLang 0.5.23 (read in the installed package, not run: no GPU here;
``srt/state_capturer/routed_experts.py``, ``state_capturer/base.py::get_topk``,
``managers/scheduler_components/batch_result_processor.py::_maybe_collect_routed_experts``,
``managers/tokenizer_manager.py``) captures each forward's top-k ids per layer when the
server runs with ``--enable-return-routed-experts`` and the request sends
``"return_routed_experts": true`` (a field of the handler's ``GenerateReqInput``). The
finished request's ``meta_info["routed_experts"]`` is the base64 of an int32 array
``[seqlen - 1, num_hidden_layers, num_experts_per_tok]`` (C order, fused shared experts
dropped): rows ``req_to_token[0 : seqlen - 1]``, ``seqlen`` = prompt + output through the
stop token, i.e. every position of prompt + output but the last (never fed back). Prompt
positions served from the prefix cache carry the routes of the forward that computed
them. A layer without experts (Qwen3-MoE's ``mlp_only_layers``) keeps rows it never
wrote. :func:`decode_routed_experts` returns the MoE layers' rows only, the layout of
``GenerationResult.routed_experts``.
"""
from __future__ import annotations

import base64
from typing import Any, Optional

import numpy as np

from agon_mcore.rollout.types import RolloutError


def moe_layers_of(hf_config: Any) -> tuple[list[int], int]:
    """``(indices of the layers with experts, top_k)`` of a transformers MoE config."""
    from agon_mcore.bridge import model_config_from_hf
    from agon_mcore.policy.moe import moe_layer_pattern

    mc = model_config_from_hf(hf_config)
    return [i for i, p in enumerate(moe_layer_pattern(mc)) if p], int(mc.moe_router_topk)


def decode_routed_experts(item: dict, hf_config: Any, prompt_len: int, output_len: int,
                          url: str = "") -> Optional[np.ndarray]:
    """``meta_info["routed_experts"]`` of one answer item -> int32 ``[prompt_len + output_len - 1, L_moe, k]``.

    Args:
        item: one ``/generate`` answer item (``{"meta_info": {...}, ...}``).
        hf_config: the rival's transformers config (its MoE layers and ``top_k``).
        prompt_len, output_len: tokens of the prompt and of the parsed output.
        url: the server, for messages.

    Returns:
        The MoE layers' routes, or None for an aborted request whose routes do not cover
        its tokens (the trainer then routes those samples itself).

    Raises:
        RolloutError: no ``routed_experts`` (a server launched without
            ``--enable-return-routed-experts``), or a payload whose size fits neither every
            layer nor only the MoE layers for these tokens.
    """
    meta = item.get("meta_info") or {}
    payload = meta.get("routed_experts")
    finish = meta.get("finish_reason")
    aborted = (finish.get("type") if isinstance(finish, dict) else finish) not in ("stop", "length")
    if payload is None:
        if aborted:
            return None
        raise RolloutError(f"SGLang server {url}: asked for return_routed_experts but the answer has no "
                           "meta_info.routed_experts; launch the servers with --enable-return-routed-experts")
    if isinstance(payload, str):
        flat = np.frombuffer(base64.b64decode(payload), dtype=np.int32)
    else:
        flat = np.asarray(payload, dtype=np.int32).reshape(-1)
    moe, k = moe_layers_of(hf_config)
    n_layers = int(getattr(getattr(hf_config, "text_config", hf_config), "num_hidden_layers"))
    rows = prompt_len + output_len - 1
    if flat.size == rows * n_layers * k:
        return flat.reshape(rows, n_layers, k)[:, moe].copy()
    if flat.size == rows * len(moe) * k:
        return flat.reshape(rows, len(moe), k).copy()
    if aborted:
        return None
    raise RolloutError(f"SGLang server {url}: routed_experts holds {flat.size} ids, expected {rows} positions "
                       f"(prompt {prompt_len} + output {output_len} - 1) x {n_layers} layers x top-{k}")
