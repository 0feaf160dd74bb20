"""Training samples and their packing into Megatron micro-batches.

A :class:`Sample` is one sequence ``prompt_ids + response_ids`` with a scalar advantage;
only response tokens are trained on. Samples cross the trainer/policy boundary as plain
Python lists (variable lengths, no padding, see docs/INTERFACES.md); this module turns
them into dense right-padded ``[b, s]`` micro-batches for the model:

* Next-token layout: the model reads ``tokens = (prompt + response)[:-1]`` and response
  token ``j`` is predicted at position ``len(prompt) - 1 + j``. Only those positions are
  gathered (``resp_index``) before the vocabulary projection is turned into log-probs, so
  prompt and padding positions never reach the loss or the softmax.
* Right padding with a causal mask needs no attention mask: a real token never attends
  to a later (padded) position.
* Data parallel: every rank is given the SAME sample list; :func:`split_for_data_parallel`
  deals the samples, longest first, round-robin over DP ranks (token-balanced, and every
  rank can compute every other rank's share without communication).
* Packing: within a rank, samples (longest first) are grouped greedily so that
  ``rows * padded_length <= micro_batch_tokens`` (padding counts; a single longer
  sequence still gets its own micro-batch).
* Pipeline parallel: megatron's PP schedules exchange activations of one fixed shape
  ``[s, b, h]`` per schedule call, so with ``uniform=True`` every micro-batch of the call
  is padded to the same ``[b, s]`` (the step's longest sequence; dummy rows with no
  trained tokens fill the last micro-batch).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import List, Optional, Sequence

import torch


class BatchError(ValueError):
    """A malformed training sample; the message names the sample and the fix."""


@dataclass
class Sample:
    """One training sequence (docs/INTERFACES.md, policy).

    Attributes:
        prompt_ids: prompt token ids (chat template applied), ``len >= 1``.
        response_ids: generated token ids, including the emitted EOS/stop token.
        advantage: scalar advantage applied to every response token (GRPO, eq. 1 in AGON.md).
            Non-finite values are accepted here; the train step then skips the update.
        rollout_logprobs: the sampling policy's log-prob of each response token (natural
            log, fp32 semantics), ``len == len(response_ids)``; ``None`` when unknown
            (e.g. SFT data).
    """

    prompt_ids: List[int]
    response_ids: List[int]
    advantage: float
    rollout_logprobs: Optional[List[float]] = None

    @property
    def seq_len(self) -> int:
        """Model input length ``len(prompt) + len(response) - 1`` (the last token is only a target)."""
        return len(self.prompt_ids) + len(self.response_ids) - 1


def validate_samples(samples: Sequence[Sample], vocab_size: int) -> None:
    """Check shapes and token ranges of ``samples``.

    Raises:
        BatchError: empty list, empty prompt, a token id outside ``[0, vocab_size)`` or a
            ``rollout_logprobs`` of the wrong length; the message names the sample index.
    """
    if len(samples) == 0:
        raise BatchError("no samples given; pass at least one Sample")
    for i, s in enumerate(samples):
        if not isinstance(s, Sample):
            raise BatchError(f"sample {i} is a {type(s).__name__}, expected agon_mcore.policy.Sample")
        if len(s.prompt_ids) == 0:
            raise BatchError(f"sample {i} has an empty prompt; the first response token needs a context token")
        for what, ids in (("prompt_ids", s.prompt_ids), ("response_ids", s.response_ids)):
            if ids and (min(ids) < 0 or max(ids) >= vocab_size):
                bad = next(t for t in ids if t < 0 or t >= vocab_size)
                raise BatchError(
                    f"sample {i}: {what} contains token id {bad} outside [0, {vocab_size}); "
                    "tokenize with the rival's own tokenizer"
                )
        if s.rollout_logprobs is not None and len(s.rollout_logprobs) != len(s.response_ids):
            raise BatchError(
                f"sample {i}: len(rollout_logprobs)={len(s.rollout_logprobs)} != "
                f"len(response_ids)={len(s.response_ids)}; pass one log-prob per response token or None"
            )


@dataclass
class MicroBatch:
    """One dense micro-batch (``b`` rows, ``s`` positions) and its ``N`` trained tokens.

    Attributes:
        tokens: LongTensor ``[b, s]`` model inputs, right padded with ``pad_id``.
        position_ids: LongTensor ``[b, s]`` ``0..s-1`` per row.
        resp_index: LongTensor ``[N]`` flat indices into ``b * s`` (row-major) of the
            positions that predict a response token, row by row.
        targets: LongTensor ``[N]`` the response tokens predicted there.
        advantages: fp32 ``[N]`` the row's advantage per token.
        rollout_logprobs: fp32 ``[N]`` sampling log-probs (0 where unknown).
        has_rollout: bool ``[N]`` whether ``rollout_logprobs`` is known.
        seq_ids: LongTensor ``[N]`` the global sample index of each token.
        sample_indices: global sample index per row (``-1`` for dummy rows).
        resp_lens: number of response tokens per row (0 for dummy rows).
    """

    tokens: torch.Tensor
    position_ids: torch.Tensor
    resp_index: torch.Tensor
    targets: torch.Tensor
    advantages: torch.Tensor
    rollout_logprobs: torch.Tensor
    has_rollout: torch.Tensor
    seq_ids: torch.Tensor
    sample_indices: List[int]
    resp_lens: List[int]

    @property
    def shape(self) -> tuple[int, int]:
        return tuple(self.tokens.shape)  # type: ignore[return-value]

    @property
    def num_tokens(self) -> int:
        """Trained (response) tokens in this micro-batch."""
        return int(self.targets.numel())

    @property
    def num_sequences(self) -> int:
        """Rows with at least one trained token."""
        return sum(1 for n in self.resp_lens if n > 0)

    def to(self, device: torch.device | str) -> "MicroBatch":
        """A copy with every tensor on ``device`` (no-op for CPU)."""
        kw = {k: (v.to(device, non_blocking=True) if isinstance(v, torch.Tensor) else v) for k, v in vars(self).items()}
        return MicroBatch(**kw)


def split_for_data_parallel(samples: Sequence[Sample], dp_rank: int, dp_size: int) -> List[int]:
    """The global indices of the samples that DP rank ``dp_rank`` trains on.

    Samples are ordered longest first (ties by index) and dealt round-robin, so every
    rank gets about the same number of tokens and any rank can compute any other rank's
    share. A rank may get no sample when ``len(samples) < dp_size``.

    Returns:
        Sorted-by-length (descending) list of global sample indices.
    """
    if not 0 <= dp_rank < dp_size:
        raise ValueError(f"dp_rank={dp_rank} must be in [0, {dp_size})")
    order = sorted(range(len(samples)), key=lambda i: (-samples[i].seq_len, i))
    return order[dp_rank::dp_size]


def _plan(lengths: List[int], budget: int, uniform: bool, multiple_of: int) -> tuple[List[List[int]], int, int]:
    """Group positions ``0..n-1`` (lengths descending) into micro-batches.

    Returns ``(groups, rows, seq)``; ``rows``/``seq`` are the common shape when uniform
    (else 0, 0)."""
    n = len(lengths)
    if n == 0:
        return [[] for _ in range(max(1, multiple_of))], 1, 1
    if uniform:
        seq = max(lengths)
        per = max(1, budget // max(seq, 1))
        num = math.ceil(n / per)
        num = math.ceil(num / multiple_of) * multiple_of
        rows = math.ceil(n / num)  # spread rows evenly to keep dummy rows to a minimum
        groups = [list(range(k * rows, min(n, (k + 1) * rows))) for k in range(num)]
        return groups, rows, seq
    groups: List[List[int]] = []
    cur: List[int] = []
    cur_len = 0
    for i, L in enumerate(lengths):
        new_len = max(cur_len, L)
        if cur and (len(cur) + 1) * new_len > budget:
            groups.append(cur)
            cur, new_len = [], L
        cur.append(i)
        cur_len = new_len
    groups.append(cur)
    while len(groups) % multiple_of:
        groups.append([])
    return groups, 0, 0


def pack_micro_batches(
    samples: Sequence[Sample],
    indices: Sequence[int],
    micro_batch_tokens: int,
    *,
    uniform: bool = False,
    num_microbatches_multiple_of: int = 1,
    seq_multiple_of: int = 1,
    pad_id: int = 0,
) -> List[MicroBatch]:
    """Pack ``samples[indices]`` (in the given order) into right-padded micro-batches.

    Args:
        samples: the full sample list (indices are global).
        indices: which samples, in order (:func:`split_for_data_parallel` gives longest first).
        micro_batch_tokens: budget ``rows * padded_length`` per micro-batch (padding counts).
        uniform: give every micro-batch the same ``[b, s]`` (needed under pipeline parallel).
        num_microbatches_multiple_of: pad the list with all-dummy micro-batches to a multiple
            of this (interleaved PP schedules need a multiple of the PP size).
        seq_multiple_of: round every padded length up to a multiple of this (sequence
            parallel splits the sequence over TP ranks).
        pad_id: token id written in padding (never attended to nor trained on).

    Returns:
        Micro-batches; never empty (a rank without samples gets one dummy micro-batch of
        shape ``[1, 1]`` (or the uniform shape) with ``N = 0`` trained tokens, so it still
        takes part in the collectives).
    """
    if micro_batch_tokens < 1:
        raise BatchError(f"parallel.micro_batch_tokens={micro_batch_tokens} must be >= 1")
    lengths = [samples[i].seq_len for i in indices]
    groups, rows_u, seq_u = _plan(lengths, micro_batch_tokens, uniform, max(1, num_microbatches_multiple_of))
    out = []
    for g in groups:
        rows = rows_u if uniform else max(1, len(g))
        seq = seq_u if uniform else max([lengths[j] for j in g], default=1)
        m = max(1, seq_multiple_of)
        seq = max(m, math.ceil(max(seq, 1) / m) * m)
        out.append(_make(samples, [indices[j] for j in g], rows, seq, pad_id))
    return out


def _make(samples: Sequence[Sample], idx: List[int], rows: int, seq: int, pad_id: int) -> MicroBatch:
    tokens = torch.full((rows, seq), pad_id, dtype=torch.long)
    flat_index: List[int] = []
    targets: List[int] = []
    adv: List[float] = []
    rlp: List[float] = []
    has: List[bool] = []
    sid: List[int] = []
    resp_lens: List[int] = []
    for r, gi in enumerate(idx):
        s = samples[gi]
        full = list(s.prompt_ids) + list(s.response_ids)
        inp = full[:-1]
        tokens[r, : len(inp)] = torch.tensor(inp, dtype=torch.long)
        p, n = len(s.prompt_ids), len(s.response_ids)
        start = r * seq + p - 1
        flat_index.extend(range(start, start + n))
        targets.extend(s.response_ids)
        adv.extend([float(s.advantage)] * n)
        if s.rollout_logprobs is None:
            rlp.extend([0.0] * n)
            has.extend([False] * n)
        else:
            rlp.extend(float(x) for x in s.rollout_logprobs)
            has.extend([True] * n)
        sid.extend([gi] * n)
        resp_lens.append(n)
    pad_rows = rows - len(idx)
    return MicroBatch(
        tokens=tokens,
        position_ids=torch.arange(seq, dtype=torch.long).unsqueeze(0).expand(rows, seq).contiguous(),
        resp_index=torch.tensor(flat_index, dtype=torch.long),
        targets=torch.tensor(targets, dtype=torch.long),
        advantages=torch.tensor(adv, dtype=torch.float32),
        rollout_logprobs=torch.tensor(rlp, dtype=torch.float32),
        has_rollout=torch.tensor(has, dtype=torch.bool),
        seq_ids=torch.tensor(sid, dtype=torch.long),
        sample_indices=list(idx) + [-1] * pad_rows,
        resp_lens=resp_lens + [0] * pad_rows,
    )
