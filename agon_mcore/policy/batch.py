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
* Shared-prefix packing (``shared_prefix=True``, ``train.shared_prefix_packing``): samples
  whose model inputs start with the same tokens (a GRPO group's prompt, an Agon
  challenger group's question) are packed as ONE row ``[prefix, suffix_1, ..., suffix_k]``
  so the prefix is computed once. The row carries a block attention mask (a suffix sees
  the prefix and, causally, itself; never another suffix) and per-token positions (the
  prefix ``0..P-1``, every suffix continues at ``P``), so every token sees exactly the
  context and RoPE position it has in its own unpacked sequence; a position inside the
  prefix that predicts response tokens of several samples appears several times in
  ``resp_index``. Groups: the rank's samples sorted by token ids (so sequences with
  long common prefixes are neighbours), grown greedily while the modelled cost (tokens
  plus attention pairs) drops and the packed row fits ``micro_batch_tokens``.
* Block attention of packed rows (:class:`PrefixAttentionLayout`): a packed micro-batch's
  mask carries its layout (``mask.prefix_layout``), with which the SDPA core attention
  (``agon_mcore.compat.megatron_cpu.sdpa_core_attention``) computes only the pairs the
  mask allows: each row's prefix causally once, then every suffix against its row's prefix
  and itself (``P^2/2 + sum_i S_i (P + S_i/2)`` pairs instead of ``R^2`` over the packed
  row ``R = P + sum_i S_i``); the grouping's cost model counts those pairs
  (``structured=True``). Any other core attention reads the dense mask.
"""
from __future__ import annotations

import math
import os
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
        token_advantages: one advantage per response token (``len == len(response_ids)``),
            used instead of ``advantage`` where given (token-level advantage plug-ins,
            ``agon_mcore.algorithms``); ``None``: ``advantage`` on every token.
        routed_experts: mixture-of-experts rollouts: the experts the rollout engine chose at
            each model input position, int ``[seq_len, num_moe_layers, top_k]`` (numpy or
            tensor; ``GenerationResult.routed_experts``); replayed or compared by the trainer
            (``agon_mcore.policy.routing_replay``). ``None``: the trainer's own routing.
    """

    prompt_ids: List[int]
    response_ids: List[int]
    advantage: float
    rollout_logprobs: Optional[List[float]] = None
    token_advantages: Optional[List[float]] = None
    routed_experts: Optional[object] = None

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
        shape = None if s.routed_experts is None else tuple(getattr(s.routed_experts, "shape", ()))
        if shape is not None and (len(shape) != 3 or shape[0] != s.seq_len):
            raise BatchError(
                f"sample {i}: routed_experts has shape {shape}, expected "
                f"[{s.seq_len}, num_moe_layers, top_k] (one row per position of (prompt + response)[:-1]) or None"
            )
        if s.token_advantages is not None and len(s.token_advantages) != len(s.response_ids):
            raise BatchError(
                f"sample {i}: len(token_advantages)={len(s.token_advantages)} != "
                f"len(response_ids)={len(s.response_ids)}; pass one advantage per response token or None"
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
        sample_indices: global sample index per sample in the micro-batch, in row order
            (a shared-prefix row holds several; ``-1`` for each dummy row).
        resp_lens: number of response tokens per entry of ``sample_indices`` (0 for dummy rows).
        attention_mask: None (plain causal rows), or bool ``[b, 1, s, s]`` with True = masked
            (megatron's convention) when a row holds a shared-prefix pack; ``position_ids``
            are then per token (module doc).
        routes: int32 ``[b, s, L, k]``, the rollout engine's experts at each position
            (``-1``: the trainer's own routing, e.g. padding), or None when no sample of the
            micro-batch carries ``routed_experts``.
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
    attention_mask: Optional[torch.Tensor] = None
    prefix_layout: Optional["PrefixAttentionLayout"] = None
    routes: Optional[torch.Tensor] = None

    def __post_init__(self):
        if self.attention_mask is not None and self.prefix_layout is not None:
            self.attention_mask.prefix_layout = self.prefix_layout  # read by the SDPA core attention

    @property
    def shape(self) -> tuple[int, int]:
        return tuple(self.tokens.shape)  # type: ignore[return-value]

    @property
    def num_tokens(self) -> int:
        """Trained (response) tokens in this micro-batch."""
        return int(self.targets.numel())

    @property
    def num_sequences(self) -> int:
        """Samples with at least one trained token."""
        return sum(1 for n in self.resp_lens if n > 0)

    def to(self, device: torch.device | str) -> "MicroBatch":
        """A copy with every tensor on ``device`` (no-op for CPU)."""
        kw = {k: (v.to(device, non_blocking=True) if isinstance(v, (torch.Tensor, PrefixAttentionLayout)) else v)
              for k, v in vars(self).items()}
        return MicroBatch(**kw)


@dataclass
class PrefixAttentionLayout:
    """Where a packed micro-batch's prefixes and suffixes lie, for block attention.

    Rows of the micro-batch ``[b, s]``: a packed row ``[prefix P, suffix_1 .. suffix_k,
    padding]``, a plain row (one sequence: its whole length is its "prefix", causal) or a
    dummy row (nothing). The block attention computes

    * the prefix part: queries and keys ``[:, :q_prefix]`` causally (one SDPA call; a row's
      positions past its own prefix length are computed but not read);
    * the suffix part: ``n`` suffixes, each padded to ``suffix_max`` queries, against keys
      ``[its row's prefix (k_prefix, masked past the row's P), its own suffix (causal)]``;

    and gathers the context of every position from the two (``src``; positions that are
    neither, i.e. padding, get zeros).

    Attributes:
        q_prefix: int, the longest prefix (or plain row) length ``Pq``.
        k_prefix: int, the longest prefix of a packed row ``Pk`` (the suffixes' prefix keys).
        suffix_max: int, the longest suffix ``Smax``.
        seg_row: LongTensor ``[n]``, the row of each suffix.
        seg_pos: LongTensor ``[n, Smax]``, each suffix's positions in its row (clamped to
            ``s - 1`` past its end).
        seg_mask: bool ``[n, 1, Smax, Pk + Smax]``, True = attend: a prefix key before the
            row's own ``P``, a suffix key at or before the query.
        src: LongTensor ``[b * s]``, for each position (row-major) its context's row in
            ``cat(prefix_out [b * Pq], suffix_out [n * Smax], zeros [1])``.
    """

    q_prefix: int
    k_prefix: int
    suffix_max: int
    seg_row: torch.Tensor
    seg_pos: torch.Tensor
    seg_mask: torch.Tensor
    src: torch.Tensor

    def to(self, device, non_blocking: bool = False) -> "PrefixAttentionLayout":
        """A copy with every tensor on ``device``."""
        return PrefixAttentionLayout(self.q_prefix, self.k_prefix, self.suffix_max,
                                     *(t.to(device, non_blocking=non_blocking)
                                       for t in (self.seg_row, self.seg_pos, self.seg_mask, self.src)))

    @staticmethod
    def build(rows: int, seq: int, prefixes: List[int], suffixes: List[tuple]) -> "PrefixAttentionLayout":
        """The layout of a micro-batch ``[rows, seq]``.

        Args:
            prefixes: per row, its causal-prefix length (a packed row's ``P``, a plain row's
                length, 0 for a dummy row); ``len(prefixes) <= rows`` (missing rows are dummies).
            suffixes: ``(row, start, length)`` of every suffix, with ``row``'s ``P`` > 0.
        """
        prefixes = list(prefixes) + [0] * (rows - len(prefixes))
        Pq = max(prefixes, default=0)
        Pk = max((prefixes[r] for r, _, _ in suffixes), default=0)
        Smax = max((n for _, _, n in suffixes), default=0)
        n = len(suffixes)
        zero = rows * Pq + n * Smax
        src = torch.full((rows, seq), zero, dtype=torch.long)
        ar_q = torch.arange(Pq)
        for r, P in enumerate(prefixes):
            src[r, :P] = r * Pq + ar_q[:P]
        seg_row = torch.tensor([r for r, _, _ in suffixes], dtype=torch.long)
        ar_s = torch.arange(Smax)
        seg_pos = torch.zeros((n, Smax), dtype=torch.long)
        seg_mask = torch.zeros((n, 1, Smax, Pk + Smax), dtype=torch.bool)
        causal = torch.ones(Smax, Smax, dtype=torch.bool).tril_()
        for j, (r, start, length) in enumerate(suffixes):
            seg_pos[j] = (start + ar_s).clamp_(max=seq - 1)
            src[r, start:start + length] = rows * Pq + j * Smax + ar_s[:length]
            seg_mask[j, 0, :, :prefixes[r]] = True
            seg_mask[j, 0, :, Pk:] = causal
        return PrefixAttentionLayout(Pq, Pk, Smax, seg_row, seg_pos, seg_mask, src.flatten())


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
    shared_prefix: bool = False,
    attn_cost: float = 0.0,
    structured: bool = False,
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
        shared_prefix: pack samples that share an input prefix into one row (module doc;
            :func:`shared_prefix_groups`); the log-probs equal the unpacked ones.
        attn_cost: the grouping's attention cost ratio (:func:`shared_prefix_groups`).
        structured: the core attention computes packed rows block by block
            (:class:`PrefixAttentionLayout`; :func:`shared_prefix_groups`'s cost model).

    Returns:
        Micro-batches; never empty (a rank without samples gets one dummy micro-batch of
        shape ``[1, 1]`` (or the uniform shape) with ``N = 0`` trained tokens, so it still
        takes part in the collectives).
    """
    if micro_batch_tokens < 1:
        raise BatchError(f"parallel.micro_batch_tokens={micro_batch_tokens} must be >= 1")
    if shared_prefix:
        units = shared_prefix_groups(samples, indices, micro_batch_tokens, attn_cost, structured)
        units.sort(key=lambda u: -u.length)  # stable: ties keep the sorted-token order
    else:
        units = [_Unit([gi], 0, samples[gi].seq_len) for gi in indices]
    lengths = [u.length for u in units]
    groups, rows_u, seq_u = _plan(lengths, micro_batch_tokens, uniform, max(1, num_microbatches_multiple_of))
    out = []
    for g in groups:
        rows = rows_u if uniform else max(1, len(g))
        seq = seq_u if uniform else max([lengths[j] for j in g], default=1)
        m = max(1, seq_multiple_of)
        seq = max(m, math.ceil(max(seq, 1) / m) * m)
        out.append(_make(samples, [units[j] for j in g], rows, seq, pad_id))
    return out


@dataclass
class _Unit:
    """One row's content: ``members`` (global sample indices) sharing their first ``prefix``
    input tokens (``prefix == 0`` and one member: a plain row); ``length`` = packed length."""

    members: List[int]
    prefix: int
    length: int


def row_cost(length: int, packed: bool, attn_cost: float, prefix: int = 0, suffixes: Sequence[int] = ()) -> float:
    """Model cost of one row in units of one token's matmul FLOPs: ``R + attn_cost * pairs``.

    A plain causal row computes about half its ``R^2`` attention pairs (``attn_cost * R^2 / 2``).
    A packed row given only its length (``suffixes`` empty) is charged the full ``R x R``
    scores of a dense block mask; given its ``prefix`` and suffix lengths, the pairs of the
    block attention (:class:`PrefixAttentionLayout`): ``P^2 / 2 + sum_i S_i (P + S_i / 2)``.
    """
    if not packed:
        return length + attn_cost * length * length * 0.5
    if not suffixes:
        return length + attn_cost * length * length
    pairs = prefix * prefix * 0.5 + sum(S * (prefix + S * 0.5) for S in suffixes)
    return length + attn_cost * pairs


def shared_prefix_groups(samples: Sequence[Sample], indices: Sequence[int], max_tokens: int,
                         attn_cost: float = 0.0, structured: bool = False) -> List["_Unit"]:
    """Group ``samples[indices]`` into rows that share an input prefix (module doc).

    The samples are sorted by their model input ``(prompt + response)[:-1]`` (token ids,
    lexicographic), so the common prefix of any run of neighbours is the minimum of the
    neighbours' pairwise common prefixes. A run takes the next sample while that lowers
    the modelled cost (:func:`row_cost`: the packed row against the run without it plus
    the sample alone; with ``attn_cost=0`` that is while the saved tokens ``(k - 1) * P``
    grow) and its packed length ``P + sum(L_i - P)`` stays within ``max_tokens`` (a single
    sample longer than that stays alone). Runs of one member are plain rows.

    Args:
        attn_cost: attention FLOPs per (query, key) pair over matmul FLOPs per token
            (:func:`agon_mcore.policy.model.attention_cost_ratio`); under a dense block mask
            long rows of long suffixes that share a short prefix then stay unpacked.
        structured: the attention computes only the block mask's pairs (module doc), so a
            packed row is charged those; packing then never costs more attention than the
            unpacked rows, and every run sharing a prefix is packed up to ``max_tokens``.

    Returns:
        Units in sorted-token order; every index of ``indices`` in exactly one unit.
    """
    inputs = {gi: (list(samples[gi].prompt_ids) + list(samples[gi].response_ids))[:-1] for gi in indices}
    order = sorted(indices, key=lambda gi: (inputs[gi], gi))
    units: List[_Unit] = []
    cur: List[int] = []
    P = 0
    total = 0  # sum of member lengths
    for gi in order:
        L = len(inputs[gi])
        if cur:
            k = len(cur)
            newP = len(os.path.commonprefix([inputs[cur[-1]], inputs[gi]]))
            if k > 1:
                newP = min(P, newP)
            packed_new = newP + (total + L) - (k + 1) * newP
            if structured:
                old_sfx = [len(inputs[g]) - P for g in cur] if k > 1 else ()
                cost_old = row_cost(_close(cur, P, total).length, k > 1, attn_cost, P, old_sfx)
                cost_new = row_cost(packed_new, True, attn_cost, newP, [len(inputs[g]) - newP for g in cur + [gi]])
            else:
                cost_old = row_cost(_close(cur, P, total).length, k > 1, attn_cost)
                cost_new = row_cost(packed_new, True, attn_cost)
            cost_old += row_cost(L, False, attn_cost)
            if newP > 0 and packed_new <= max_tokens and cost_new < cost_old:
                cur.append(gi)
                P, total = newP, total + L
                continue
            units.append(_close(cur, P, total))
        cur, P, total = [gi], 0, L
    if cur:
        units.append(_close(cur, P, total))
    return units


def _close(members: List[int], P: int, total: int) -> _Unit:
    if len(members) == 1:
        return _Unit(members, 0, total)
    return _Unit(members, P, P + total - len(members) * P)


def _make(samples: Sequence[Sample], units: List[_Unit], rows: int, seq: int, pad_id: int) -> MicroBatch:
    tokens = torch.full((rows, seq), pad_id, dtype=torch.long)
    pos = torch.arange(seq, dtype=torch.long).unsqueeze(0).expand(rows, seq).contiguous()
    packed = any(len(u.members) > 1 for u in units)
    seg = torch.zeros((rows, seq), dtype=torch.long) if packed else None
    flat_index: List[int] = []
    targets: List[int] = []
    adv: List[float] = []
    rlp: List[float] = []
    has: List[bool] = []
    sid: List[int] = []
    idx: List[int] = []
    resp_lens: List[int] = []
    row_prefix: List[int] = []  # block attention (PrefixAttentionLayout): causal part of each row
    suffixes: List[tuple] = []
    shape = next((tuple(samples[gi].routed_experts.shape[1:]) for u in units for gi in u.members
                  if samples[gi].routed_experts is not None), None)
    routes = None if shape is None else torch.full((rows, seq) + shape, -1, dtype=torch.int32)
    for r, u in enumerate(units):
        P = u.prefix
        off = P  # where the next member's suffix starts in the row
        row_prefix.append(P if P else u.length)
        if packed:
            pos[r].zero_()
        for k, gi in enumerate(u.members):
            s = samples[gi]
            full = list(s.prompt_ids) + list(s.response_ids)
            inp = full[:-1]
            L = len(inp)
            rt = None if routes is None or s.routed_experts is None else torch.as_tensor(s.routed_experts)
            if k == 0 and P:
                tokens[r, :P] = torch.tensor(inp[:P], dtype=torch.long)
                pos[r, :P] = torch.arange(P)
            if rt is not None:  # a packed row's prefix: its first member's routes (or the next one's)
                if P and bool((routes[r, :P] < 0).any()):
                    routes[r, :P] = rt[:P]
                routes[r, off if P else 0: (off if P else 0) + L - P] = rt[P:]
            if P:
                tokens[r, off: off + L - P] = torch.tensor(inp[P:], dtype=torch.long)
                pos[r, off: off + L - P] = torch.arange(P, L)
                seg[r, off: off + L - P] = k + 1
                if L > P:
                    suffixes.append((r, off, L - P))
            else:
                tokens[r, :L] = torch.tensor(inp, dtype=torch.long)
                if packed:
                    pos[r, :L] = torch.arange(L)
            p, n = len(s.prompt_ids), len(s.response_ids)
            base = r * seq
            for t in range(p - 1, p - 1 + n):  # input position t predicts response token t - p + 1
                flat_index.append(base + (t if t < P else off + t - P))
            targets.extend(s.response_ids)
            if s.token_advantages is None:
                adv.extend([float(s.advantage)] * n)
            else:
                adv.extend(float(x) for x in s.token_advantages)
            if s.rollout_logprobs is None:
                rlp.extend([0.0] * n)
                has.extend([False] * n)
            else:
                rlp.extend(float(x) for x in s.rollout_logprobs)
                has.extend([True] * n)
            sid.extend([gi] * n)
            idx.append(gi)
            resp_lens.append(n)
            off += L - P if P else 0
    pad_rows = rows - len(units)
    mask = layout = None
    if packed:
        # allowed(q, k): k <= q and (k in the prefix or in q's own suffix); padding (segment
        # 0, after every real token) is never seen by a real query
        causal = torch.ones(seq, seq, dtype=torch.bool).tril_()
        same = (seg.unsqueeze(2) == seg.unsqueeze(1)) | (seg == 0).unsqueeze(1)
        mask = ~(same & causal).unsqueeze(1)
        layout = PrefixAttentionLayout.build(rows, seq, row_prefix, suffixes)
    return MicroBatch(
        tokens=tokens,
        position_ids=pos,
        resp_index=torch.tensor(flat_index, dtype=torch.long),
        targets=torch.tensor(targets, dtype=torch.long),
        advantages=torch.tensor(adv, dtype=torch.float32),
        rollout_logprobs=torch.tensor(rlp, dtype=torch.float32),
        has_rollout=torch.tensor(has, dtype=torch.bool),
        seq_ids=torch.tensor(sid, dtype=torch.long),
        sample_indices=idx + [-1] * pad_rows,
        resp_lens=resp_lens + [0] * pad_rows,
        attention_mask=mask,
        prefix_layout=layout,
        routes=routes,
    )
