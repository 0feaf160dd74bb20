"""Prefill helpers of the local engine: the shared-prefix plan and a preallocated KV cache.

A group's N samples share one prompt, and the challenger's prompts of one problem share the
problem text, so the local engine can prefill a shared prefix once (:func:`prefix_plan` says
when the modelled saving is real) and decode into a cache allocated once for the whole
generation (:func:`preallocated_cache`) instead of growing it token by token.
"""
from __future__ import annotations

import functools
import os
from typing import Dict, List, Optional, Tuple

import torch
from transformers import DynamicCache
from transformers.cache_utils import DynamicLayer, LinearAttentionCacheLayerMixin

# Shared-prefix prefill cost model (units: padded prompt tokens through the model). Groups
# share >= MIN_SHARED tokens; the split layout is used when its tokens plus one extra forward's fixed cost
# (FORWARD_TOKENS) are at most MAX_SPLIT_RATIO of the plain layout's. CPU: a [4, 1] forward
# of the bench's Qwen3 (hidden 128, 4 layers) costs 1.1 ms, ~55 prompt tokens at ~20 us/token
# (measured, 2 busy cores). CUDA: an estimate (kernel launches of a forward ~ a thousand
# prompt tokens of a billion-parameter model), not measured.
MIN_SHARED = 16
FORWARD_TOKENS = 64
FORWARD_TOKENS_CUDA = 1024
MAX_SPLIT_RATIO = 0.8


def prefix_plan(prompts: List[Tuple[int, ...]],
                 forward_tokens: int = FORWARD_TOKENS) -> Optional[Tuple[List[int], List[int]]]:
    """Group distinct prompts by a shared token prefix, or ``None`` when a plain prefill is cheaper.

    Prompts are sorted (so prompts sharing a prefix are adjacent) and cut into consecutive
    groups that maximise the prefill tokens saved, ``sum((members - 1) * prefix)`` (an
    interval dynamic program; a group's prefix is its members' common prefix capped so each
    keeps >= 1 own token, and must be >= ``MIN_SHARED`` tokens). A prompt left alone is cut at
    ``min(len - 1, P)`` (``P``: the longest shared prefix), so its head fills the prefix batch.
    Modelled cost in padded tokens: plain ``U * max_len``; split ``G * P + U * S`` (``S``: the
    longest suffix) plus ``forward_tokens`` for the extra forward; split only when that is
    at most ``MAX_SPLIT_RATIO`` of plain.

    Args:
        prompts: ``U`` distinct, non-empty token-id tuples.
        forward_tokens: the fixed cost of one more forward, in prompt tokens.

    Returns:
        ``(group, cut)``: per prompt its group id (``0..G-1``, numbered by first member) and
        the prefix length it shares with its group (``prompt[:cut]`` is prefilled once per
        group); or ``None`` (no group of two or more, or the saving is below the threshold).
    """
    U = len(prompts)
    if U < 2:
        return None
    order = sorted(range(U), key=lambda u: prompts[u])
    # best[j]: the largest total saving sum((members - 1) * prefix) of the first j sorted
    # prompts cut into consecutive groups (an interval DP; a group's prefix is the minimum
    # adjacent common prefix inside it, capped so every member keeps a token of its own)
    lcp = [len(os.path.commonprefix([prompts[a], prompts[b]])) for a, b in zip(order, order[1:])]
    best, start = [0] * (U + 1), list(range(U + 1))
    for j in range(1, U + 1):
        best[j], start[j] = best[j - 1], j - 1  # the j-th prompt alone
        c = len(prompts[order[j - 1]]) - 1
        for i in range(j - 2, -1, -1):  # group = sorted prompts i .. j-1
            c = min(c, lcp[i], len(prompts[order[i]]) - 1)
            if c < MIN_SHARED:
                break
            if best[i] + (j - 1 - i) * c > best[j]:
                best[j], start[j] = best[i] + (j - 1 - i) * c, i
    runs: List[Tuple[List[int], int]] = []
    j = U
    while j > 0:
        i = start[j]
        members = order[i:j]
        c = min([len(prompts[u]) - 1 for u in members] + lcp[i : j - 1])
        runs.append((members, c))
        j = i
    runs.reverse()
    shared = [c for members, c in runs if len(members) > 1]
    if not shared:
        return None
    P = max(shared)
    group, cut = [0] * U, [0] * U
    for members, c in runs:
        for u in members:
            cut[u] = c if len(members) > 1 else min(len(prompts[u]) - 1, P)
    if min(cut) < 1:  # a one-token prompt has no head to prefill
        return None
    for gi, (members, _) in enumerate(runs):
        for u in members:
            group[u] = gi
    renum: Dict[int, int] = {}
    group = [renum.setdefault(g, len(renum)) for g in group]
    S = max(len(p) - c for p, c in zip(prompts, cut))
    plain = U * max(len(p) for p in prompts)
    split = len(runs) * P + U * S + forward_tokens
    return (group, cut) if split <= MAX_SPLIT_RATIO * plain else None


def full_attention_only(hf_config) -> bool:
    """Whether every layer of the model's cache is a plain full-attention ``DynamicLayer``.

    The shared-prefix prefill's mask hole is exact only there: a sliding window counts cache
    positions (a hole would shift it) and linear-attention state has no per-position mask.
    """
    try:
        layers = getattr(DynamicCache(config=hf_config), "layers", None)
    except TypeError:  # older transformers
        return False
    return bool(layers) and all(type(layer) is DynamicLayer for layer in layers)


def select_cache_rows(cache, rows: torch.Tensor) -> None:
    """Keep (and repeat) the batch rows ``rows`` of every layer of ``cache``, in place.

    ``DynamicCache.batch_select_indices`` calls each layer's own method, which transformers 5.24's
    ``LinearAttentionLayer`` (the Gated DeltaNet conv and recurrent states of Qwen3.5) does not
    have, and which the hybrid linear + attention layers inherit from ``DynamicLayer`` (keys and
    values only). Linear-attention layers select their rows with ``reorder_cache`` (an
    ``index_select`` of every state, and of the keys/values of hybrid layers); the others with
    ``batch_select_indices``.

    Args:
        cache: a ``DynamicCache`` after the prefill.
        rows: LongTensor ``[B']`` of row indices (repeats allowed), on the cache's device.
    """
    layers = getattr(cache, "layers", None)
    if layers is None:
        cache.batch_select_indices(rows)
        return
    for layer in layers:
        if isinstance(layer, LinearAttentionCacheLayerMixin):
            layer.reorder_cache(rows)
        else:
            layer.batch_select_indices(rows)


def preallocated_cache(hf_config, capacity: int):
    """A ``DynamicCache`` whose full-attention layers write into preallocated buffers.

    ``DynamicLayer.update`` concatenates every decode step's keys/values onto the whole
    cache (``torch.cat``: a copy of ``[B, H_kv, S, D]`` per layer per token, O(S^2) bytes over
    a generation); the layers built here (:func:`preallocated_layer_class`) allocate
    ``[B, H_kv, capacity, D]`` at the prefill and write each new position in place, returning
    a view of the filled prefix: the same keys and values, the same attention kernel, so
    tokens and log-probs are bit-identical to the ``DynamicCache`` path (tested). Other layer
    kinds (sliding window, linear attention) stay as transformers builds them; a
    transformers without config-built caches gets a plain ``DynamicCache``.

    Args:
        hf_config: the model's transformers config.
        capacity: positions per row: left-padded prompt length + ``max_new_tokens``.
    """
    try:
        cache = DynamicCache(config=hf_config)
    except TypeError:  # older transformers
        return DynamicCache()
    layers = getattr(cache, "layers", None) or []
    cls = preallocated_layer_class()
    for i, layer in enumerate(layers):
        if type(layer) is DynamicLayer:
            layers[i] = cls(capacity)
    return cache


@functools.lru_cache(maxsize=None)
def preallocated_layer_class():
    """The preallocated cache layer class (built on first use: transformers is imported lazily)."""
    class PreallocatedLayer(DynamicLayer):
        """Full-attention KV cache layer over one ``[B, H_kv, capacity, D]`` buffer each for keys/values.

        ``keys``/``values`` are views ``buf[:, :, :length]`` (what ``DynamicLayer`` holds after
        the same updates); ``update`` copies the new positions in place; ``batch_select_indices``
        (finished rows dropped) gathers rows of the buffers.

        Raises:
            RuntimeError: an update would write past ``capacity`` positions.
        """

        def __init__(self, capacity: int):
            super().__init__()
            self.capacity = int(capacity)
            self.length = 0
            self._kbuf: Optional[torch.Tensor] = None
            self._vbuf: Optional[torch.Tensor] = None

        def _views(self) -> None:
            self.keys = self._kbuf[:, :, : self.length]
            self.values = self._vbuf[:, :, : self.length]

        def update(self, key_states, value_states, *args, **kwargs):
            if self._kbuf is None:
                B, H, _, D = key_states.shape
                self.device = key_states.device
                self._kbuf = key_states.new_empty((B, H, self.capacity, D))
                self._vbuf = value_states.new_empty((B, value_states.shape[1], self.capacity, value_states.shape[-1]))
                self.is_initialized = True
            end = self.length + key_states.shape[-2]
            if end > self.capacity:
                raise RuntimeError(
                    f"local engine: the preallocated KV cache holds {self.capacity} positions per row but "
                    f"{end} were written (prompt + max_new_tokens is its size)"
                )
            self._kbuf[:, :, self.length : end].copy_(key_states)
            self._vbuf[:, :, self.length : end].copy_(value_states)
            self.length = end
            self._views()
            return self.keys, self.values

        def get_seq_length(self) -> int:
            return self.length

        def batch_select_indices(self, indices: torch.Tensor) -> None:
            if self._kbuf is not None:
                self._kbuf, self._vbuf = self._kbuf[indices], self._vbuf[indices]
                self._views()

        def batch_repeat_interleave(self, repeats: int) -> None:
            if self._kbuf is not None:
                self._kbuf = self._kbuf.repeat_interleave(repeats, dim=0)
                self._vbuf = self._vbuf.repeat_interleave(repeats, dim=0)
                self._views()

        def crop(self, tokens_to_remove: int) -> None:
            """Drop the last ``-tokens_to_remove`` positions (transformers' ``DynamicLayer.crop``
            contract: a negative count; positive counts are refused with ``ValueError``)."""
            if tokens_to_remove > 0:
                raise ValueError(f"crop({tokens_to_remove}): pass a negative number of positions to remove")
            if tokens_to_remove == 0 or self._kbuf is None:
                return
            self.length = max(0, self.length - abs(tokens_to_remove))
            self._views()

        def reset(self) -> None:
            self._kbuf = self._vbuf = self.keys = self.values = None
            self.length = 0
            self.is_initialized = False

    return PreallocatedLayer
