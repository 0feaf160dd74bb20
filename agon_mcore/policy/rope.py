"""Per-token RoPE positions for shared-prefix packed rows (see :func:`per_token_rope`)."""
from __future__ import annotations

import contextlib

import torch
from megatron.core.models.common.embeddings.rotary_pos_embedding import RotaryEmbedding

from agon_mcore.policy.gemma4 import Gemma4GPTModel


def unwrap_gpt_model(module):
    """The megatron ``GPTModel`` inside DDP / Float16Module wrappers (``.module`` chains)."""
    m = module
    while not hasattr(m, "rotary_pos_emb") and not isinstance(m, Gemma4GPTModel) and hasattr(m, "module"):
        m = m.module
    return m


@contextlib.contextmanager
def per_token_rope(module, position_ids: torch.Tensor):
    """Give the chunk's RoPE per-token positions for the body (shared-prefix packed rows).

    megatron-core 0.16.1's ``GPTModel._preprocess`` asks ``rotary_pos_emb(seq_len)`` for the
    table of positions ``0..s-1`` (``[s, 1, 1, d]``, ignoring ``position_ids``). Inside this
    scope the chunk's ``RotaryEmbedding.forward`` instead returns the table at
    ``position_ids``: ``[s, b, 1, d]``, which megatron's unfused
    ``_apply_rotary_pos_emb_bshd`` broadcasts over ``q/k [s, b, heads, d]`` (the shape the
    mRoPE path uses). The values are the same rows of the same table an unpacked
    sequence gets (``get_emb(max_position + 1)``). Under sequence parallelism the table is
    full-length, as megatron's is (attention runs on the gathered sequence).

    Args:
        module: a model chunk (``GPTModel``, optionally DDP-wrapped).
        position_ids: LongTensor ``[b, s]`` (the micro-batch's ``position_ids``).

    Raises:
        RuntimeError: the chunk has no standard RoPE (``position_embedding_type != 'rope'``).
    """
    m = unwrap_gpt_model(module)
    if isinstance(m, Gemma4GPTModel):  # its layers build RoPE from position_ids already
        yield
        return
    rope = getattr(m, "rotary_pos_emb", None)
    if type(rope) is not RotaryEmbedding:
        raise RuntimeError(
            f"per-token RoPE positions need megatron's RotaryEmbedding, this chunk has {type(rope).__name__}; "
            "set train.shared_prefix_packing=off"
        )
    table = rope.get_emb(int(position_ids.max()) + 1)  # [S, 1, 1, d]
    emb = table[:, 0, 0, :][position_ids.t()].unsqueeze(2)  # [s, b, 1, d]

    def forward(max_seq_len, offset=0, packed_seq=False, cp_group=None):
        if max_seq_len != emb.shape[0]:
            raise RuntimeError(f"rotary table asked for {max_seq_len} positions, the packed rows have {emb.shape[0]}")
        return emb

    rope.forward = forward
    try:
        yield
    finally:
        del rope.forward
