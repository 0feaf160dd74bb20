"""LocalEngine: exact log-probs, determinism, left padding, stops, in-place weight updates."""
from __future__ import annotations

import time

import pytest
import torch
from conftest import EOS, PAD, tiny_qwen3

from agon_mcore.rollout.local import LocalEngine
from agon_mcore.rollout.sampling import filter_logits
from agon_mcore.rollout.types import GenerationRequest, RivalSpec, SamplingParams, WeightSyncError


def random_state(engine: LocalEngine, rival: str, seed: int, std: float = 0.25):
    """Random HF-named weights with peaked next-token distributions (unlike the 0.02 init)."""
    g = torch.Generator().manual_seed(seed)
    out = []
    for name, p in engine.model(rival).named_parameters():
        if "norm" in name:
            out.append((name, 1.0 + 0.1 * torch.randn(p.shape, generator=g)))
        else:
            out.append((name, std * torch.randn(p.shape, generator=g)))
    return out


def prompts(n=4, seed=0):
    g = torch.Generator().manual_seed(seed)
    return [torch.randint(0, 256, (int(L),), generator=g).tolist() for L in torch.randint(3, 30, (n,), generator=g)]


@pytest.fixture(scope="module")
def engine():
    spec = RivalSpec(hf_config=tiny_qwen3(), eos_token_ids=[EOS], pad_token_id=PAD)
    eng = LocalEngine({"A": spec, "B": spec}, batch_size=64)
    eng.update_weights("A", random_state(eng, "A", 1), version=1)
    eng.update_weights("B", random_state(eng, "B", 2), version=1)
    return eng


def teacher_forced_logits(engine, rival, prompt, output):
    ids = torch.tensor([prompt + output])
    with torch.no_grad():
        logits = engine.model(rival)(input_ids=ids).logits[0].float()
    return logits[len(prompt) - 1 : -1]  # [T, V]: the logits that produced each output token


def test_logprobs_equal_teacher_forced_forward(engine):
    sp = SamplingParams(n=2, temperature=1.0, top_p=1.0, max_new_tokens=24, seed=3)
    res = engine.generate([GenerationRequest(p, "A") for p in prompts()], sp)
    worst = 0.0
    for per_req in res:
        for r in per_req:
            assert len(r.output_ids) == len(r.output_logprobs) > 0
            ref = torch.log_softmax(teacher_forced_logits(engine, "A", r.prompt_ids, r.output_ids), -1)
            ref = ref.gather(-1, torch.tensor(r.output_ids)[:, None]).squeeze(-1)
            worst = max(worst, (ref - torch.tensor(r.output_logprobs)).abs().max().item())
    assert worst < 1e-5


@pytest.mark.parametrize("T,k,p", [(0.7, 20, 0.9), (1.0, -1, 0.9), (1.0, 5, 1.0), (1.3, 3, 0.5)])
def test_truncated_sampling_reports_full_distribution_logprobs(engine, T, k, p):
    """Tokens are drawn inside the top-k/top-p set, but the reported
    log-prob is ``log_softmax(logits / T)`` over the full vocabulary, the trainer's (and
    SGLang's) definition, so the importance weight is 1 with identical weights."""
    sp = SamplingParams(n=4, temperature=T, top_k=k, top_p=p, max_new_tokens=16, seed=5)
    res = engine.generate([GenerationRequest(q, "B") for q in prompts(3, seed=1)], sp)
    ratios = []
    for per_req in res:
        for r in per_req:
            logits = teacher_forced_logits(engine, "B", r.prompt_ids, r.output_ids)
            ids = torch.tensor(r.output_ids)[:, None]
            kept = torch.isfinite(filter_logits(logits / T, k, p).gather(-1, ids))
            assert kept.all()  # every sampled token is inside the top-k/top-p set
            full = torch.log_softmax(logits / T, -1).gather(-1, ids).squeeze(-1)
            assert torch.allclose(full, torch.tensor(r.output_logprobs), atol=1e-5)
            ratios.append(torch.exp(full - torch.tensor(r.output_logprobs)))
    assert abs(torch.cat(ratios).mean().item() - 1.0) < 1e-5


def test_greedy_returns_argmax_with_its_temperature_one_logprob(engine):
    sp = SamplingParams(temperature=0.0, max_new_tokens=12)
    r = engine.generate([GenerationRequest(prompts(1)[0], "A")], sp)[0][0]
    logits = teacher_forced_logits(engine, "A", r.prompt_ids, r.output_ids)
    assert r.output_ids == logits.argmax(-1).tolist()
    ref = torch.log_softmax(logits, -1).gather(-1, torch.tensor(r.output_ids)[:, None]).squeeze(-1)
    assert torch.allclose(ref, torch.tensor(r.output_logprobs), atol=1e-5)


@pytest.mark.slow
def test_seed_is_deterministic_and_batching_does_not_change_results(engine):
    reqs = [GenerationRequest(p, "A") for p in prompts(5, seed=2)]  # different lengths -> left padding
    sp = SamplingParams(n=3, temperature=1.0, max_new_tokens=20, seed=42)
    big = engine.generate(reqs, sp)
    again = engine.generate(reqs, sp)
    assert [[r.output_ids for r in x] for x in big] == [[r.output_ids for r in x] for x in again]
    other = engine.generate(reqs, SamplingParams(n=3, temperature=1.0, max_new_tokens=20, seed=43))
    assert [[r.output_ids for r in x] for x in big] != [[r.output_ids for r in x] for x in other]
    engine.batch_size = 1  # each sample alone: no padding, no prompt sharing
    try:
        single = engine.generate(reqs, sp)
    finally:
        engine.batch_size = 64
    for xb, xs in zip(big, single):
        for rb, rs in zip(xb, xs):
            assert rb.output_ids == rs.output_ids
            assert max(abs(a - b) for a, b in zip(rb.output_logprobs, rs.output_logprobs)) < 1e-5
            assert rb.finish_reason == rs.finish_reason


@pytest.mark.slow
@pytest.mark.parametrize("stops", [[3, 7, 11, 40, 100, 200], list(range(0, 256, 5)), [EOS]])
def test_rows_that_stop_at_different_steps_equal_their_single_row_runs(engine, stops):
    """The decode loop drops finished rows from the cache at every step: each sample must
    still equal the same sample generated alone (tokens exactly, log-probs to rounding)."""
    reqs = [GenerationRequest(p, "B") for p in prompts(6, seed=11)]
    sp = SamplingParams(n=4, temperature=1.0, max_new_tokens=24, seed=5, stop_token_ids=stops)
    big = engine.generate(reqs, sp)
    engine.batch_size = 1
    try:
        single = engine.generate(reqs, sp)
    finally:
        engine.batch_size = 64
    flat_b = [r for x in big for r in x]
    flat_s = [r for x in single for r in x]
    for rb, rs in zip(flat_b, flat_s):
        assert rb.output_ids == rs.output_ids and rb.finish_reason == rs.finish_reason
        assert len(rb.output_logprobs) == len(rb.output_ids)
        assert max(abs(a - b) for a, b in zip(rb.output_logprobs, rs.output_logprobs)) < 1e-5
        if rb.finish_reason == "stop":
            assert rb.output_ids[-1] in set(stops) | {EOS}
            assert not set(rb.output_ids[:-1]) & (set(stops) | {EOS})
        else:
            assert len(rb.output_ids) == 24
    if len(stops) > 1:  # the case this test is about: rows leaving the batch at different steps
        assert len({len(r.output_ids) for r in flat_b if r.finish_reason == "stop"}) > 1


def test_samples_of_one_prompt_differ_and_results_keep_request_order(engine):
    reqs = [GenerationRequest([5, 6, 7], "B"), GenerationRequest([8, 9], "A"), GenerationRequest([1], "B")]
    res = engine.generate(reqs, SamplingParams(n=4, max_new_tokens=8, seed=0))
    assert [len(x) for x in res] == [4, 4, 4]
    assert [x[0].rival for x in res] == ["B", "A", "B"]
    assert [x[0].prompt_ids for x in res] == [[5, 6, 7], [8, 9], [1]]
    assert len({tuple(r.output_ids) for r in res[0]}) > 1
    assert all(r.weight_version == 1 for x in res for r in x)


def first_fresh_position(ids, start=2):
    for i in range(start, len(ids)):
        if ids[i] not in ids[:i]:
            return i
    raise AssertionError("no fresh token in the greedy output")


def test_stop_token_ids_and_eos_end_generation_and_are_kept(engine):
    prompt = prompts(1, seed=7)[0]
    free = engine.generate([GenerationRequest(prompt, "A")], SamplingParams(temperature=0, max_new_tokens=16))[0][0]
    assert free.finish_reason == "length" and len(free.output_ids) == 16
    i = first_fresh_position(free.output_ids)
    stop_tok = free.output_ids[i]
    r = engine.generate([GenerationRequest(prompt, "A")],
                        SamplingParams(temperature=0, max_new_tokens=16, stop_token_ids=[stop_tok]))[0][0]
    assert r.finish_reason == "stop" and r.output_ids == free.output_ids[: i + 1]
    assert r.output_logprobs == pytest.approx(free.output_logprobs[: i + 1], abs=1e-6)
    # the same token as the rival's eos id
    spec = RivalSpec(hf_config=tiny_qwen3(), eos_token_ids=[stop_tok], pad_token_id=PAD)
    eos_engine = LocalEngine({"A": spec})
    eos_engine.update_weights("A", [(n, p.detach().clone()) for n, p in engine.model("A").named_parameters()], 1)
    r2 = eos_engine.generate([GenerationRequest(prompt, "A")], SamplingParams(temperature=0, max_new_tokens=16))[0][0]
    assert r2.finish_reason == "stop" and r2.output_ids == r.output_ids


def char_tokenizer(vocab_size):
    """A tokenizer whose token i decodes to a fixed two-letter string."""
    from tokenizers import Tokenizer, decoders, models
    from transformers import PreTrainedTokenizerFast

    pieces = [chr(65 + (i // 26) % 26) + chr(97 + i % 26) for i in range(vocab_size)]
    tok = Tokenizer(models.WordLevel({p: i for i, p in enumerate(pieces)}, unk_token=pieces[0]))
    tok.decoder = decoders.Fuse()
    return PreTrainedTokenizerFast(tokenizer_object=tok), pieces


def test_stop_string_across_a_token_boundary(engine):
    tok, pieces = char_tokenizer(261)
    spec = RivalSpec(hf_config=tiny_qwen3(), eos_token_ids=[EOS], pad_token_id=PAD, tokenizer=tok)
    eng = LocalEngine({"A": spec})
    eng.update_weights("A", [(n, p.detach().clone()) for n, p in engine.model("A").named_parameters()], 1)
    prompt = prompts(1, seed=9)[0]
    free = eng.generate([GenerationRequest(prompt, "A")], SamplingParams(temperature=0, max_new_tokens=16))[0][0]
    text = tok.decode(free.output_ids)
    i = first_fresh_position(free.output_ids, start=3)
    stop = pieces[free.output_ids[i - 1]][1] + pieces[free.output_ids[i]][0]  # spans tokens i-1 and i
    if text.find(stop) < 2 * i - 1:
        pytest.skip("stop string occurs earlier in this greedy output")
    r = eng.generate([GenerationRequest(prompt, "A")],
                     SamplingParams(temperature=0, max_new_tokens=16, stop=[stop]))[0][0]
    assert r.finish_reason == "stop" and r.output_ids == free.output_ids[: i + 1]
    with pytest.raises(ValueError, match="need a tokenizer"):
        engine.generate([GenerationRequest(prompt, "A")], SamplingParams(max_new_tokens=4, stop=["x"]))


def test_update_weights_in_place_changes_outputs_and_version(engine):
    spec = RivalSpec(hf_config=tiny_qwen3(), eos_token_ids=[EOS], pad_token_id=PAD)
    eng = LocalEngine({"A": spec})
    model = eng.model("A")
    embed = model.model.embed_tokens.weight
    reqs = [GenerationRequest([1, 2, 3], "A")]
    sp = SamplingParams(n=2, max_new_tokens=10, seed=1)
    before = eng.generate(reqs, sp)
    new = random_state(eng, "A", 11)
    eng.update_weights("A", iter(new), version=5)
    assert eng.model("A") is model and model.model.embed_tokens.weight is embed  # not re-created
    assert torch.equal(embed, dict(new)["model.embed_tokens.weight"])
    assert torch.equal(model.lm_head.weight, embed)  # tied
    after = eng.generate(reqs, sp)
    assert after[0][0].weight_version == 5 and before[0][0].weight_version == 0 and eng.weight_version("A") == 5
    assert [r.output_ids for r in after[0]] != [r.output_ids for r in before[0]]
    # bf16 stream into the fp32 model: cast on copy
    eng.update_weights("A", [(n, t.to(torch.bfloat16)) for n, t in new], version=6)
    assert torch.equal(embed, dict(new)["model.embed_tokens.weight"].to(torch.bfloat16).float())
    # tied lm_head.weight in the stream writes the shared embedding
    eng.update_weights("A", new + [("lm_head.weight", dict(new)["model.embed_tokens.weight"])], version=6)


def test_update_weights_errors_name_the_tensor_and_block_generation():
    spec = RivalSpec(hf_config=tiny_qwen3(), eos_token_ids=[EOS], pad_token_id=PAD)
    eng = LocalEngine({"A": spec})
    good = [(n, p.detach().clone()) for n, p in eng.model("A").named_parameters()]
    with pytest.raises(WeightSyncError, match=r"unknown tensor 'model\.layers\.9\.mlp\.up_proj\.weight'"):
        eng.update_weights("A", good + [("model.layers.9.mlp.up_proj.weight", torch.zeros(1))], version=1)
    with pytest.raises(WeightSyncError, match="refusing to generate"):
        eng.generate([GenerationRequest([1], "A")], SamplingParams(max_new_tokens=2))
    bad_shape = [(n, t[:-1] if n == "model.norm.weight" else t) for n, t in good]
    with pytest.raises(WeightSyncError, match=r"'model\.norm\.weight' has shape \(63,\).*\(64,\)"):
        eng.update_weights("A", bad_shape, version=1)
    with pytest.raises(WeightSyncError, match="missed 1 parameter"):
        eng.update_weights("A", good[:-1], version=1)
    eng.update_weights("A", good, version=2)
    assert eng.generate([GenerationRequest([1], "A")], SamplingParams(max_new_tokens=2))[0][0].weight_version == 2
    with pytest.raises(ValueError, match="older"):
        eng.update_weights("A", good, version=1)
    with pytest.raises(ValueError, match="rival 'C'"):
        eng.generate([GenerationRequest([1], "C")], SamplingParams())
    with pytest.raises(ValueError, match=r"token id 300 is outside rival A's vocabulary \[0, 261\)"):
        eng.generate([GenerationRequest([1, 300], "A")], SamplingParams())
    with pytest.raises(ValueError, match="max_position_embeddings=512"):
        eng.generate([GenerationRequest([1] * 500, "A")], SamplingParams(max_new_tokens=13))
    with pytest.raises(ValueError, match="prompt_ids is empty"):
        eng.generate([GenerationRequest([], "A")], SamplingParams())


def test_max_new_tokens_gives_length(engine):
    r = engine.generate([GenerationRequest([3, 4], "A")], SamplingParams(max_new_tokens=7, seed=0))[0][0]
    if r.finish_reason == "length":
        assert len(r.output_ids) == 7
    else:  # sampled eos early
        assert r.output_ids[-1] == EOS and len(r.output_ids) <= 7


@pytest.mark.slow
def test_main_job_phase_timing(engine, capsys):
    """4 problems x 8 drafts x 64 tokens (the CPU default's drafting phase)."""
    reqs = [GenerationRequest(p, "A") for p in prompts(4, seed=3)]
    sp = SamplingParams(n=8, temperature=1.0, max_new_tokens=64, seed=0)
    engine.generate(reqs, sp)  # warm-up
    t0 = time.perf_counter()
    res = engine.generate(reqs, sp)
    dt = time.perf_counter() - t0
    ntok = sum(len(r.output_ids) for x in res for r in x)
    with capsys.disabled():
        print(f"\n[local engine] 4x8 samples, {ntok} tokens: {dt:.3f} s ({ntok / dt:.0f} tok/s)")
    # speed lives in tools/bench_vs_trl.py (no timing assertions in tests); here: the shape
    # of the phase and that a repeated seeded call gives the same samples
    assert [len(x) for x in res] == [8] * 4
    assert all(1 <= len(r.output_ids) <= 64 and len(r.output_logprobs) == len(r.output_ids) for x in res for r in x)
    again = engine.generate(reqs, sp)
    assert [[r.output_ids for r in x] for x in again] == [[r.output_ids for r in x] for x in res]
