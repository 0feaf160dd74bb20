"""The engine protocol every rollout engine implements (docs/INTERFACES.md, "rollout")."""
from __future__ import annotations

from typing import Iterable, List, Protocol, Tuple, runtime_checkable

import torch

from agon_mcore.rollout.types import GenerationRequest, GenerationResult, SamplingParams


@runtime_checkable
class RolloutEngine(Protocol):
    """Generates rollouts for the rivals and receives their latest weights.

    ``generate`` returns ``[request][n]`` results in request order. ``update_weights``
    consumes a stream of Hugging Face-named full tensors (the bridge's ``export_hf``) and
    records ``version``; every later result of that rival carries it. A failed update
    raises and leaves the rival unusable until a successful one (never silently stale).
    """

    def generate(self, requests: List[GenerationRequest], sampling: SamplingParams) -> List[List[GenerationResult]]:
        ...

    def update_weights(self, rival: str, named_tensors: Iterable[Tuple[str, torch.Tensor]], version: int) -> None:
        ...

    def weight_version(self, rival: str) -> int:
        ...

    def shutdown(self) -> None:
        ...


def check_requests(requests: List[GenerationRequest], rivals: Iterable[str]) -> None:
    """Validate requests against the engine's rivals.

    Raises:
        ValueError: an empty prompt or an unknown rival (the message names the request index).
    """
    known = set(rivals)
    for i, r in enumerate(requests):
        if r.rival not in known:
            raise ValueError(f"request {i}: rival {r.rival!r} is not served by this engine (rivals: {sorted(known)})")
        if len(r.prompt_ids) == 0:
            raise ValueError(f"request {i}: prompt_ids is empty; every request needs at least one prompt token")


def sample_seed(seed: int, request_index: int, sample_index: int) -> int:
    """Seed of one sample, a stable function of the call seed and its position.

    Each (request, sample) draws from its own generator, so results do not depend on how
    the engine batches them. Returns a non-negative int < 2**63.
    """
    x = (seed * 0x9E3779B97F4A7C15 + request_index * 0xBF58476D1CE4E5B9 + sample_index * 0x94D049BB133111EB) & (
        (1 << 64) - 1
    )
    # splitmix64 finaliser: decorrelates neighbouring indices
    x ^= x >> 30
    x = (x * 0xBF58476D1CE4E5B9) & ((1 << 64) - 1)
    x ^= x >> 27
    x = (x * 0x94D049BB133111EB) & ((1 << 64) - 1)
    x ^= x >> 31
    return x & ((1 << 63) - 1)
