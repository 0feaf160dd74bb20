"""The local engine records, for a mixture-of-experts model, the experts each router chose in the
forwards that sampled: per position of ``(prompt + output)[:-1]`` and MoE layer, the same top-k
as transformers' own router on the unpadded sequence (plain and shared-prefix prefill, duplicate
prompts, rows that stop early) when the rival's spec asks for routes (``RivalSpec.routed_experts``,
``model.moe_record_routes``); a MoE rival that does not ask, and a dense model, record nothing."""
from __future__ import annotations

import os
import sys

import numpy as np
import torch
from conftest import EOS, PAD, tiny_qwen3

from agon_mcore.bridge import per_expert_state_dict
from agon_mcore.rollout.local import LocalEngine
from agon_mcore.rollout.prefill import prefix_plan
from agon_mcore.rollout.routes import find_routers
from agon_mcore.rollout.types import GenerationRequest, RivalSpec, SamplingParams

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "bridge"))
from moe_cases import tiny_hf_moe  # noqa: E402


def hf_routes(model, ids):
    """transformers' top-k experts at every position of ``ids`` (one unpadded row): ``[len, L, k]``."""
    out = model(input_ids=torch.tensor([ids]), output_router_logits=True)
    k = model.config.num_experts_per_tok
    return torch.stack([torch.topk(torch.softmax(r.float(), -1), k, -1).indices for r in out.router_logits], 1)


def test_recorded_routes_equal_transformers_router_choices():
    hf = tiny_hf_moe(seed=3, num_layers=3, mlp_only_layers=(0,))
    engine = LocalEngine({"A": RivalSpec(hf.config, [EOS], PAD, routed_experts=True)}, batch_size=16)
    engine.update_weights("A", per_expert_state_dict(hf).items(), 1)
    g = torch.Generator().manual_seed(0)
    shared = torch.randint(0, 256, (90,), generator=g).tolist()
    prompts = [shared + torch.randint(0, 256, (n,), generator=g).tolist() for n in (3, 5, 4, 6)]
    assert prefix_plan([tuple(p) for p in prompts]) is not None  # these take the shared-prefix prefill
    others = [torch.randint(0, 256, (n,), generator=g).tolist() for n in (6, 11)]
    sp = SamplingParams(n=2, temperature=1.0, max_new_tokens=12, seed=5, stop_token_ids=[7, 8, 9, 10, 11])
    checked = 0
    for batch in (prompts, others):
        res = [r for per in engine.generate([GenerationRequest(p, "A") for p in batch], sp) for r in per]
        assert len({len(r.output_ids) for r in res}) > 1 or batch is prompts  # rows leave the batch early
        for r in res:
            ids = r.prompt_ids + r.output_ids
            got = torch.from_numpy(r.routed_experts)
            assert got.dtype == torch.int32 and got.shape == (len(ids) - 1, 2, 2)  # 2 MoE layers (layer 0 dense), top-2
            want = hf_routes(hf, ids[:-1])
            assert torch.equal(got.sort(-1).values, want.sort(-1).values.to(torch.int32))
            checked += 1
    assert checked == 12


def test_dense_model_records_no_routes():
    engine = LocalEngine({"A": RivalSpec(tiny_qwen3(), [EOS], PAD)})
    res = engine.generate([GenerationRequest([1, 2, 3], "A")], SamplingParams(max_new_tokens=3, seed=0))
    assert res[0][0].routed_experts is None


def test_routes_are_recorded_only_for_rivals_that_ask():
    hf = tiny_hf_moe(seed=1, num_layers=3, mlp_only_layers=(0,))
    engine = LocalEngine({"A": RivalSpec(hf.config, [EOS], PAD, routed_experts=True),
                          "B": RivalSpec(hf.config, [EOS], PAD)})  # routed_experts defaults to False
    sd = dict(per_expert_state_dict(hf).items())
    for r in "AB":
        engine.update_weights(r, sd.items(), 1)
    # the recorder's hook (one per router) only on the model of the rival that records
    hooks = {r: [len(m._forward_hooks) for m in find_routers(engine.model(r))] for r in "AB"}
    assert len(hooks["A"]) == 2 and [a - b for a, b in zip(hooks["A"], hooks["B"])] == [1, 1]
    sp = SamplingParams(n=2, temperature=1.0, max_new_tokens=6, seed=1)
    reqs = [[5, 6, 7, 8], [9, 10, 11]]
    got = {r: [x for per in engine.generate([GenerationRequest(p, r) for p in reqs], sp) for x in per] for r in "AB"}
    assert len(got["B"]) == 4 and all(x.routed_experts is None for x in got["B"])
    for x in got["A"]:
        assert x.routed_experts.dtype == np.int32
        assert x.routed_experts.shape == (len(x.prompt_ids) + len(x.output_ids) - 1, 2, 2)
        assert 0 <= x.routed_experts.min() and x.routed_experts.max() < 4
    # same weights, same seeds: recording changes nothing that is sampled
    assert [x.output_ids for x in got["A"]] == [x.output_ids for x in got["B"]]
