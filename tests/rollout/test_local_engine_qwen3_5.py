"""LocalEngine on Qwen3.5 (Gated DeltaNet layers: a conv and a recurrent state per row instead of keys and
values): left padding, repeated prompts and rows stopping at different steps give each sample exactly what it
gets generated alone, and the log-probs equal a teacher-forced forward."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
import torch
from conftest import EOS, PAD

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bridge"))
import qwen3_5_cases as Q  # noqa: E402

from agon_mcore.rollout.local import LocalEngine  # noqa: E402
from agon_mcore.rollout.types import GenerationRequest, RivalSpec, SamplingParams  # noqa: E402


@pytest.fixture(scope="module")
def engine():
    from agon_mcore.bridge import hf_config_for

    spec = RivalSpec(hf_config=hf_config_for(Q.tiny_model_cfg(), Q.VOCAB), eos_token_ids=[EOS], pad_token_id=PAD)
    eng = LocalEngine({"A": spec}, batch_size=64)
    hf = Q.tiny_hf_model(seed=4)  # peaked random weights (the perturbed tiny model), HF names
    eng.update_weights("A", [(n, t.detach()) for n, t in hf.state_dict().items()], version=1)
    return eng


def _prompts(n, seed):
    g = torch.Generator().manual_seed(seed)
    return [torch.randint(0, 256, (int(L),), generator=g).tolist() for L in torch.randint(3, 30, (n,), generator=g)]


@pytest.mark.slow
def test_rows_that_stop_at_different_steps_equal_their_single_row_runs(engine):
    stops = list(range(0, 256, 5))
    reqs = [GenerationRequest(p, "A") for p in _prompts(5, seed=11)]  # lengths differ: left padding
    sp = SamplingParams(n=4, temperature=1.0, max_new_tokens=16, seed=5, stop_token_ids=stops)  # repeated prompts
    big = engine.generate(reqs, sp)
    engine.batch_size = 1
    try:
        single = engine.generate(reqs, sp)
    finally:
        engine.batch_size = 64
    flat_b, flat_s = [r for x in big for r in x], [r for x in single for r in x]
    for rb, rs in zip(flat_b, flat_s):
        assert rb.output_ids == rs.output_ids and rb.finish_reason == rs.finish_reason
        # float32 sums in another order (left padding, another batch): transformers 5.25's linear attention moved the
        # largest gap on these rows to 1.4e-5; the sampled tokens themselves must be identical (above)
        assert max(abs(a - b) for a, b in zip(rb.output_logprobs, rs.output_logprobs)) < 1e-4
    assert len({len(r.output_ids) for r in flat_b if r.finish_reason == "stop"}) > 1  # rows left at different steps
    # the sampled log-probs are the model's: a teacher-forced forward of prompt + output
    r, p = flat_b[0], reqs[0].prompt_ids
    with torch.no_grad():
        logits = engine.model("A")(input_ids=torch.tensor([p + r.output_ids])).logits[0, len(p) - 1:-1].float()
    want = torch.log_softmax(logits, -1).gather(1, torch.tensor(r.output_ids)[:, None])[:, 0]
    assert (torch.tensor(r.output_logprobs) - want).abs().max().item() < 1e-5
