"""Gradients of a rival's language model at its embeddings and its output projection.

Used by GRAIL (saliency at the token embeddings) and GAR (gradient at the LM-head input).
Both run the policy's own megatron ``GPTModel`` on one sequence at a time, with dropout off,
and never touch the parameters' ``.grad``: gradients are taken with ``torch.autograd.grad``
with respect to activations only. Single process, ``parallel.tp = parallel.pp = 1``
(under TP the output projection is vocab-parallel; these helpers refuse it rather than
return a shard).
"""
from __future__ import annotations

import contextlib
from typing import List, Optional, Sequence, Tuple

import torch

from agon_mcore.algorithms.registry import PluginError


def gpt_model(policy):
    """The megatron ``GPTModel`` of ``policy`` (its one chunk).

    Raises:
        PluginError: several chunks or model-parallel layouts (tp or pp > 1).
    """
    from agon_mcore.policy.rope import unwrap_gpt_model

    chunks = list(policy.chunks)
    tp = getattr(policy.config, "tensor_model_parallel_size", 1)
    if len(chunks) != 1 or tp != 1 or getattr(policy.config, "pipeline_model_parallel_size", 1) != 1:
        raise PluginError("grail/gar gradients need parallel.tp=1 and parallel.pp=1 (one model chunk); this policy "
                          f"has {len(chunks)} chunk(s), tp={tp}")
    return unwrap_gpt_model(chunks[0])


def output_weight(model) -> torch.Tensor:
    """``[V_padded, H]`` output projection (the tied embedding when weights are tied)."""
    if model.share_embeddings_and_output_weights:
        return model.shared_embedding_or_output_weight()
    return model.output_layer.weight


@contextlib.contextmanager
def _leaf_output(module):
    """Replace a module's output by a detached leaf that requires grad (so its gradient
    exists even when every parameter before it is frozen, as under LoRA); yields a list."""
    got: List[torch.Tensor] = []

    def hook(m, args, out):
        leaf = out.detach().requires_grad_(True)
        got.append(leaf)
        return leaf

    h = module.register_forward_hook(hook)
    try:
        yield got
    finally:
        h.remove()


@contextlib.contextmanager
def _capture(module, pre: bool):
    """Record a module's input (``pre``) or output during the body; yields a list."""
    got: List[torch.Tensor] = []
    if pre:
        h = module.register_forward_pre_hook(lambda m, args: got.append(args[0]))
    else:
        h = module.register_forward_hook(lambda m, args, out: got.append(out if torch.is_tensor(out) else out[0]))
    try:
        yield got
    finally:
        h.remove()


def _forward(policy, ids: Sequence[int]):
    model = gpt_model(policy)
    tok = torch.tensor([list(ids)], dtype=torch.long, device=policy.device)
    pos = torch.arange(len(ids), device=policy.device).unsqueeze(0)
    return model, model(tok, pos, None)


def lm_head_inputs(policy, prompt_ids: Sequence[int], response_ids: Sequence[int]) -> torch.Tensor:
    """Final hidden states at the output projection's input, at the positions that predict
    the response tokens: ``Tensor[len(response_ids), H]`` float32, detached (no-grad forward)."""
    full = list(prompt_ids) + list(response_ids)
    p = len(prompt_ids)
    with torch.no_grad(), policy.rl_forward():
        model = gpt_model(policy)
        with _capture(model.output_layer, pre=True) as got:
            _forward(policy, full[:-1])
    h = got[0][:, 0, :]  # [s, b=1, H] -> [s, H]
    return h[p - 1: p - 1 + len(response_ids)].detach().float()


def grad_activation_vector(h: torch.Tensor, targets: Sequence[int], weight: torch.Tensor, vocab: int,
                           max_tokens: Optional[int] = None) -> torch.Tensor:
    """GAR's compact gradient vector of one response (GAR eq. 2-4; notes/seed_methods.md §3).

    ``L = mean_t CE(W h_t, y_t)`` over the (last ``max_tokens``) response tokens, through the
    output projection only; ``G_t = dL/dh_t``; ``v = mean_t(G_t * h_t)`` L2-normalised.

    Args:
        h: ``Tensor[T, H]`` detached LM-head inputs (:func:`lm_head_inputs`).
        targets: the ``T`` response token ids.
        weight: ``[V_padded, H]`` output projection; only the first ``vocab`` rows are used.

    Returns:
        ``Tensor[H]`` float32 of unit norm (all zeros when the signal is exactly 0).
    """
    if max_tokens is not None and h.shape[0] > max_tokens:
        h, targets = h[-max_tokens:], list(targets)[-max_tokens:]
    h = h.detach().float().requires_grad_(True)
    W = weight.detach().float()[:vocab]
    y = torch.tensor(list(targets), dtype=torch.long, device=h.device)
    loss = torch.nn.functional.cross_entropy(h @ W.T, y)
    (g,) = torch.autograd.grad(loss, h)
    s = (g * h.detach()).mean(0)
    n = s.norm()
    return (s / n if float(n) > 0 else s).cpu()


def embedding_saliency(policy, prompt_ids: Sequence[int], response_ids: Sequence[int],
                       answer: Tuple[int, int]) -> torch.Tensor:
    """Gradient x activation saliency of each response token (GRAIL; notes/seed_methods.md §4).

    The final-answer loss is the mean NLL of response tokens ``answer[0]:answer[1]``; the
    saliency of response token ``t`` is ``|<dL/de_t, e_t>|`` with ``e_t`` the output of the
    embedding layer at that token (the gradient-times-input attribution, summed over the
    hidden dimension).

    Returns:
        ``Tensor[len(response_ids)]`` float32 (>= 0).
    """
    full = list(prompt_ids) + list(response_ids)
    p = len(prompt_ids)
    a0, a1 = answer
    if not 0 <= a0 < a1 <= len(response_ids):
        raise PluginError(f"grail: answer span {answer} outside the response of {len(response_ids)} tokens")
    vocab = int(policy.vocab_size)
    with torch.enable_grad(), policy.rl_forward():
        model = gpt_model(policy)
        with _leaf_output(model.embedding) as got:
            _, logits = _forward(policy, full)
        emb = got[0]  # [s, 1, H]
        lp = torch.log_softmax(logits[0, :, :vocab].float(), dim=-1)  # position t predicts t + 1
        pos = torch.arange(p - 1 + a0, p - 1 + a1, device=lp.device)
        tgt = torch.tensor(full[p + a0: p + a1], dtype=torch.long, device=lp.device)
        loss = -lp[pos, tgt].mean()
        (g,) = torch.autograd.grad(loss, emb)
    sal = (g[:, 0, :].float() * emb[:, 0, :].detach().float()).sum(-1).abs()
    return sal[p: p + len(response_ids)].detach().cpu()
