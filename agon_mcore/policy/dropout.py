"""Dropout off in every forward whose log-probs enter the PPO ratio.

The rollout engine samples without dropout (its models run in eval mode), so a trainer
forward with dropout computes the log-probs of another, random policy: the train/rollout
mismatch grows from fp32 rounding (~3e-7) to the dropout noise, and with
``algorithm.ppo_epochs > 1`` the first epoch's ratio ``exp(logp - old)`` is no longer 1.
Dropout belongs to supervised training only (``Policy.sft_step``); the RL calls
(``Policy.logprobs``, ``Policy.train_step``: old log-probs and the update) run inside
:func:`dropout_off`.

What counts as dropout, in any module of the model (megatron's, TransformerEngine's, our
LoRA adapters, a family's own layers): a ``torch.nn.Dropout``-family module (its ``p``),
and a float attribute whose name contains ``dropout`` (megatron's
``TransformerLayer.hidden_dropout``, TE's ``DotProductAttention.attention_dropout``,
``LoraAdapter.dropout``), which those modules read at forward time. Setting them to 0
for the body keeps train mode (so activation recompute and everything else that reads
``module.training`` is unchanged) and keeps autograd; ``torch.nn.functional.dropout``
with ``p = 0`` returns its input unchanged.
"""
from __future__ import annotations

import contextlib
from typing import Iterable, Iterator, List, Tuple

import torch


def dropout_sites(modules: Iterable[torch.nn.Module]) -> List[Tuple[torch.nn.Module, str, str, float]]:
    """Every dropout probability > 0 in ``modules`` (and their submodules).

    Returns:
        ``(module, attribute, qualified name, p)`` per site, e.g.
        ``(layer, "hidden_dropout", "decoder.layers.0.hidden_dropout", 0.1)``.
    """
    out = []
    seen = set()
    for root in modules:
        for qual, m in root.named_modules():
            if id(m) in seen:
                continue
            seen.add(id(m))
            if isinstance(m, torch.nn.modules.dropout._DropoutNd) and float(m.p) > 0:
                out.append((m, "p", f"{qual}.p" if qual else "p", float(m.p)))
            for name, v in vars(m).items():
                if "dropout" in name.lower() and type(v) is float and v > 0:
                    out.append((m, name, f"{qual}.{name}" if qual else name, v))
    return out


@contextlib.contextmanager
def dropout_off(modules: Iterable[torch.nn.Module]) -> Iterator[List[str]]:
    """Run the body with every dropout site of ``modules`` at probability 0 (restored after).

    Yields the qualified names of the sites that were switched off (empty when the model
    has none). Train mode, requires_grad and autograd are untouched.
    """
    sites = dropout_sites(modules)
    for m, attr, _, _ in sites:
        setattr(m, attr, 0.0)
    try:
        yield [q for _, _, q, _ in sites]
    finally:
        for m, attr, _, p in sites:
            setattr(m, attr, p)
