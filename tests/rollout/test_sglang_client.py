"""SGLang client/engine against the FAKE SGLang server (tests/rollout/fake_sglang.py):
request bodies, answer parsing, retries, timeouts, failover, abort, weight-update errors."""
from __future__ import annotations

import threading
import time

import pytest
import torch
from conftest import EOS, PAD, tiny_qwen3
from fake_sglang import FakeSGLang

from agon_mcore.config import SGLangConfig
from agon_mcore.rollout.sglang import (
    ServerRequestError,
    ServerUnavailableError,
    SGLangClient,
    SGLangEngine,
    parse_weight_version,
)
from agon_mcore.rollout.types import (
    GenerationRequest,
    RivalSpec,
    RolloutError,
    SamplingParams,
    WeightSyncError,
)
from agon_mcore.rollout.weight_sync import deserialize_named_tensors


@pytest.fixture
def fakes():
    started = []

    def make(**kw):
        f = FakeSGLang(**kw)
        f.start()
        started.append(f)
        return f

    yield make
    for f in started:
        f.stop()


def cfg(**kw) -> SGLangConfig:
    base = dict(request_timeout_s=2.0, max_retries=2, max_concurrency=8, weight_sync="disk", weight_bucket_mb=1)
    base.update(kw)
    return SGLangConfig(**base)


def specs(rivals=("A", "B")):
    return {r: RivalSpec(hf_config=tiny_qwen3(), eos_token_ids=[EOS], pad_token_id=PAD) for r in rivals}


def engine(urls, tmp_path=None, placement="alternate", **kw):
    c = kw.pop("config", None) or cfg()
    return SGLangEngine(c, specs(), placement=placement, urls=urls, backoff_s=0.01,
                        weights_dir=str(tmp_path) if tmp_path else None, **kw)


def state(seed=0):
    g = torch.Generator().manual_seed(seed)
    return [("model.embed_tokens.weight", torch.randn(4, 3, generator=g)),
            ("model.norm.weight", torch.randn(3, generator=g).to(torch.bfloat16))]


def test_generate_request_body_and_parsing_without_seed(fakes):
    f = fakes(vocab=50)
    eng = engine([f.url])
    sp = SamplingParams(n=3, temperature=0.7, top_p=0.9, top_k=20, max_new_tokens=5, stop=["</s>"],
                        stop_token_ids=[7])
    res = eng.generate([GenerationRequest([1, 2, 3], "A"), GenerationRequest([4, 5], "A")], sp)
    bodies = f.calls("/generate")
    assert len(bodies) == 2  # one call per request, n inside
    b = next(x for x in bodies if x["input_ids"] == [1, 2, 3])
    assert b["return_logprob"] is True
    assert b["sampling_params"] == {"max_new_tokens": 5, "temperature": 0.7, "top_p": 0.9, "top_k": 20,
                                    "stop_token_ids": [7, EOS], "n": 3, "skip_special_tokens": False,
                                    "no_stop_trim": True, "stop": ["</s>"]}
    assert [len(r) for r in res] == [3, 3]
    r = res[0][1]
    assert r.output_ids == f.tokens_for([1, 2, 3], {"max_new_tokens": 5}, 1)
    assert r.output_logprobs == pytest.approx([-0.01, -0.02, -0.03, -0.04, -0.05])
    assert r.finish_reason == "length" and r.rival == "A" and r.weight_version == 0
    assert r.prompt_ids == [1, 2, 3] and r.time_s >= 0
    eng.shutdown()


def test_seeded_generate_sends_one_call_per_sample_with_distinct_seeds(fakes):
    f = fakes()
    eng = engine([f.url], config=cfg(deterministic_inference=True))
    sp = SamplingParams(n=4, max_new_tokens=3, seed=11)
    res1 = eng.generate([GenerationRequest([9, 9], "B")], sp)
    seeds = [b["sampling_params"]["sampling_seed"] for b in f.calls("/generate")]
    assert len(seeds) == 4 and len(set(seeds)) == 4
    assert all(b["sampling_params"]["n"] == 1 for b in f.calls("/generate"))
    res2 = eng.generate([GenerationRequest([9, 9], "B")], sp)
    assert [r.output_ids for r in res1[0]] == [r.output_ids for r in res2[0]]
    eng.shutdown()


@pytest.mark.parametrize("seed", [11, 0, 2**40])
def test_seed_is_not_sent_to_a_non_deterministic_server_and_a_warning_says_so(fakes, caplog, seed):
    # SGLang ignores sampling_seed without --enable-deterministic-inference: sending it
    # would promise reproducibility the server does not give
    f = fakes()
    eng = engine([f.url])  # deterministic_inference=False (default)
    with caplog.at_level("WARNING", logger="agon.rollout"):
        eng.generate([GenerationRequest([9, 9], "B"), GenerationRequest([3], "B")], SamplingParams(n=4, max_new_tokens=3, seed=seed))
        eng.generate([GenerationRequest([9, 9], "B")], SamplingParams(n=2, max_new_tokens=3, seed=seed))
    bodies = f.calls("/generate")
    assert len(bodies) == 3 and [b["sampling_params"]["n"] for b in bodies] == [4, 4, 2]
    assert all("sampling_seed" not in b["sampling_params"] for b in bodies)
    warnings = [r for r in caplog.records if "not reproducible" in r.getMessage()]
    assert len(warnings) == 1 and "deterministic_inference" in warnings[0].getMessage()
    eng.shutdown()


def test_stop_token_is_kept_in_output(fakes):
    f = fakes(eos_id=EOS, stop_after=3, vocab=50)
    eng = engine([f.url])
    r = eng.generate([GenerationRequest([1], "A")], SamplingParams(max_new_tokens=10))[0][0]
    assert r.finish_reason == "stop" and r.output_ids[-1] == EOS and len(r.output_ids) == 3
    assert len(r.output_logprobs) == 3
    eng.shutdown()


def test_5xx_is_retried_with_backoff_then_succeeds(fakes):
    f = fakes()
    f.script["/generate"] = [503, 502]
    eng = engine([f.url])
    res = eng.generate([GenerationRequest([1], "A")], SamplingParams(max_new_tokens=2))
    assert len(f.calls("/generate")) == 3 and res[0][0].finish_reason == "length"
    assert eng.dead_servers() == []
    eng.shutdown()


def test_4xx_raises_at_once_with_the_servers_message(fakes):
    f = fakes()
    f.script["/generate"] = [400]
    eng = engine([f.url])
    with pytest.raises(ServerRequestError, match=r"HTTP 400.*scripted 400"):
        eng.generate([GenerationRequest([1], "A")], SamplingParams(max_new_tokens=2))
    assert len(f.calls("/generate")) == 1
    eng.shutdown()


def test_client_retries_are_bounded():
    dead = SGLangClient("http://127.0.0.1:9", timeout_s=1.0, max_retries=2, backoff_s=0.01)
    t0 = time.monotonic()
    with pytest.raises(ServerUnavailableError, match=r"127\.0\.0\.1:9 unavailable after 3 attempt"):
        dead.post("/generate", {})
    assert time.monotonic() - t0 < 5
    dead.close()


def test_timeout_marks_server_dead_and_redispatches(fakes, caplog):
    slow, good = fakes(), fakes()
    slow.hang["/generate"] = 3.0
    eng = engine([slow.url, good.url], config=cfg(request_timeout_s=0.5, max_retries=1))
    reqs = [GenerationRequest([i + 1], "A") for i in range(4)]
    with caplog.at_level("ERROR", logger="agon.rollout"):
        res = eng.generate(reqs, SamplingParams(max_new_tokens=2))
    assert all(len(r) == 1 and r[0].finish_reason == "length" for r in res)
    dead = eng.dead_servers()
    assert len(dead) == 1 and slow.url in dead[0] and "timed out" in dead[0]
    assert slow.url in caplog.text
    # every request was answered by the healthy server
    assert sorted(b["input_ids"][0] for b in good.calls("/generate")) == [1, 2, 3, 4]
    eng.shutdown()


def test_stopped_server_is_reported_and_all_dead_raises(fakes):
    a, b = fakes(), fakes()
    a_url = a.url
    a.stop()
    eng = engine([a_url, b.url])
    res = eng.generate([GenerationRequest([1], "A"), GenerationRequest([2], "A")], SamplingParams(max_new_tokens=2))
    assert [r[0].finish_reason for r in res] == ["length", "length"]
    assert any(a_url in d and "connection failed" in d for d in eng.dead_servers())
    b.stop()
    with pytest.raises(RolloutError, match="every SGLang server is dead") as e:
        eng.generate([GenerationRequest([3], "A")], SamplingParams(max_new_tokens=2))
    assert a_url in str(e.value) and b.url in str(e.value)
    eng.shutdown()


def test_a_request_the_server_aborts_returns_its_partial_output(fakes):
    f = fakes()
    f.token_delay_s = 0.05
    eng = engine([f.url])
    sp = SamplingParams(max_new_tokens=400)  # 20 s of tokens unless aborted

    def abort_after_two_tokens():
        deadline = time.monotonic() + 30
        while not f.running and time.monotonic() < deadline:
            time.sleep(0.005)
        time.sleep(0.1)
        SGLangClient(f.url).abort_request(abort_all=True)

    aborter = threading.Thread(target=abort_after_two_tokens)
    aborter.start()
    r = eng.generate([GenerationRequest([1], "A")], sp)[0][0]
    aborter.join()
    assert f.calls("/abort_request") == [{"rid": "", "abort_all": True}]
    assert r.finish_reason == "abort" and len(r.output_ids) == len(r.output_logprobs) < 400
    assert eng.dead_servers() == []  # an abort is an answer, not a failure
    eng.shutdown()


@pytest.mark.parametrize("placement", ["alternate", "split"])
def test_failed_weight_update_raises_names_server_and_blocks_generation(fakes, tmp_path, placement):
    good, bad = fakes(), fakes()
    bad.fail_updates = True
    urls = [good.url, bad.url] if placement == "alternate" else [good.url, bad.url, good.url, bad.url]
    eng = engine(urls, tmp_path, placement=placement)
    with pytest.raises(WeightSyncError, match=bad.url.replace(".", r"\.")) as e:
        eng.update_weights("A", state(), version=1)
    assert good.url not in str(e.value)
    n_gen = len(good.calls("/generate"))
    # never generate from the half-updated pool: split refuses, alternate retries the push (fails again)
    expected = "last weight update failed" if placement == "split" else "update_weights_from_disk.*failed"
    with pytest.raises(WeightSyncError, match=expected):
        eng.generate([GenerationRequest([1], "A")], SamplingParams(max_new_tokens=2))
    assert len(good.calls("/generate")) == n_gen
    bad.fail_updates = False
    eng.update_weights("A", state(1), version=2)
    res = eng.generate([GenerationRequest([1], "A")], SamplingParams(max_new_tokens=2))
    assert res[0][0].weight_version == 2
    eng.shutdown()


def test_alternate_pool_recovers_by_repushing_the_kept_weights(fakes, tmp_path):
    f = fakes()
    eng = engine([f.url], tmp_path)
    eng.update_weights("A", state(0), version=1)
    f.fail_updates = True
    with pytest.raises(WeightSyncError):
        eng.update_weights("A", state(1), version=2)
    f.fail_updates = False  # the server recovers: the next generate re-pushes version 2
    r = eng.generate([GenerationRequest([1], "A")], SamplingParams(max_new_tokens=2))[0][0]
    assert r.weight_version == 2 and f.calls("/update_weights_from_disk")[-1]["weight_version"] == "A:2"
    eng.shutdown()


def test_disk_update_bodies_versions_and_alternate_swap(fakes, tmp_path):
    f = fakes()
    eng = engine([f.url], tmp_path)
    eng.update_weights("A", state(0), version=3)
    body = f.calls("/update_weights_from_disk")[-1]
    # the update itself does not flush (sglang 0.5.23 fails it when requests run); a flush follows
    assert body["weight_version"] == "A:3" and body["flush_cache"] is False
    assert [p for _, p, _ in f.requests][-2:] == ["/update_weights_from_disk", "/flush_cache"] and f.flushes == 1
    folder = body["model_path"]
    from safetensors.torch import load_file

    loaded = load_file(f"{folder}/model.safetensors")
    for name, t in state(0):
        assert torch.equal(loaded[name], t)
    assert (tmp_path / "A" / "v000003" / "config.json").exists()
    # B's update is kept (A is loaded); generating for B swaps it in, then A swaps back
    eng.update_weights("B", state(1), version=3)
    assert len(f.calls("/update_weights_from_disk")) == 1
    rb = eng.generate([GenerationRequest([1], "B")], SamplingParams(max_new_tokens=2))[0][0]
    swap = f.calls("/update_weights_from_disk")[-1]
    assert swap["weight_version"] == "B:3" and swap["model_path"].endswith("B/v000003")
    assert rb.weight_version == 3 and rb.rival == "B"
    ra = eng.generate([GenerationRequest([1], "A")], SamplingParams(max_new_tokens=2))[0][0]
    assert f.calls("/update_weights_from_disk")[-1]["weight_version"] == "A:3" and ra.rival == "A"
    assert len(f.calls("/update_weights_from_disk")) == 3
    with pytest.raises(ValueError, match="older"):
        eng.update_weights("A", state(0), version=2)
    eng.shutdown()


def test_result_from_the_other_rivals_weights_is_rejected(fakes, tmp_path):
    f = fakes()
    eng = engine([f.url], tmp_path)
    eng.update_weights("A", state(0), version=1)
    f.report_version = "B:1"  # the server claims to hold B's weights
    with pytest.raises(WeightSyncError, match="rival B's weights"):
        eng.generate([GenerationRequest([1], "A")], SamplingParams(max_new_tokens=2))
    eng.shutdown()


def test_alternate_pool_refuses_a_never_synced_rival(fakes, tmp_path):
    f = fakes()
    eng = engine([f.url], tmp_path)
    eng.update_weights("A", state(0), version=1)
    with pytest.raises(WeightSyncError, match="never synced"):
        eng.generate([GenerationRequest([1], "B")], SamplingParams(max_new_tokens=2))
    eng.shutdown()


def test_split_placement_uses_one_pool_per_rival(fakes, tmp_path):
    fa, fb = fakes(), fakes()
    eng = engine([fa.url, fb.url], tmp_path, placement="split")
    eng.update_weights("B", state(1), version=5)
    assert fa.calls("/update_weights_from_disk") == [] and len(fb.calls("/update_weights_from_disk")) == 1
    res = eng.generate([GenerationRequest([1], "A"), GenerationRequest([2], "B")], SamplingParams(max_new_tokens=2))
    assert [b["input_ids"] for b in fa.calls("/generate")] == [[1]]
    assert [b["input_ids"] for b in fb.calls("/generate")] == [[2]]
    assert res[0][0].weight_version == 0 and res[1][0].weight_version == 5
    with pytest.raises(ValueError, match="divide evenly"):
        engine([fa.url, fb.url, fb.url], placement="split")
    eng.shutdown()


def test_tensor_update_sends_one_serialized_copy_per_tp_rank_in_buckets(fakes):
    f = fakes()
    c = cfg(weight_sync="tensor", weight_bucket_mb=1)
    eng = SGLangEngine(c, specs(), placement="split", pools={"A": [f.url], "B": [f.url]}, tp=2, backoff_s=0.01)
    big = [("a", torch.zeros(200_000)), ("b", torch.ones(200_000)), ("c", torch.full((10,), 2.0))]  # 0.8 MB, 0.8 MB, tiny
    eng.update_weights("A", big, version=4)
    bodies = f.calls("/update_weights_from_tensor")
    assert len(bodies) == 2  # bucket limit 1 MiB: [a], [b, c]
    assert [len(b["serialized_named_tensors"]) for b in bodies] == [2, 2]
    assert [b["flush_cache"] for b in bodies] == [False, False]
    paths = [p for _, p, _ in f.requests]
    assert paths[paths.index("/end_weight_update") + 1] == "/flush_cache" and f.flushes == 1
    assert bodies[0].get("weight_version") is None and bodies[1]["weight_version"] == "A:4"
    got = deserialize_named_tensors(bodies[1]["serialized_named_tensors"][1])
    assert [n for n, _ in got] == ["b", "c"] and torch.equal(got[1][1], torch.full((10,), 2.0))
    eng.shutdown()


def test_lora_adapter_load_unload_and_requests_carry_it(fakes, tmp_path):
    from agon_mcore.bridge.hf_io import save_peft_adapter

    f = fakes(enable_lora=True)  # the fake refuses adapters without --enable-lora, as SGLang does
    folder = str(save_peft_adapter([("model.layers.0.self_attn.q_proj.lora_A.weight", torch.zeros(2, 8))],
                                   tmp_path / "lora_A", r=2, lora_alpha=4.0, target_modules=["q_proj"]))
    eng = engine([f.url])
    eng.load_lora_adapter("A", folder)
    assert f.calls("/load_lora_adapter") == [{"lora_name": "agon_A", "lora_path": folder}]
    eng.generate([GenerationRequest([1], "A")], SamplingParams(max_new_tokens=1))
    assert f.calls("/generate")[-1]["lora_path"] == "agon_A"
    eng.unload_lora_adapter("A")
    assert f.calls("/unload_lora_adapter") == [{"lora_name": "agon_A"}]
    eng.generate([GenerationRequest([1], "A")], SamplingParams(max_new_tokens=1))
    assert "lora_path" not in f.calls("/generate")[-1]
    eng.shutdown()


def test_health_flush_and_weight_version_endpoints(fakes):
    f = fakes()
    eng = engine([f.url])
    assert SGLangClient(f.url).health_generate()
    eng.flush_cache()
    assert len(f.calls("/flush_cache")) == 1
    assert SGLangClient(f.url).weight_version() == "default"  # read from /model_info (SGLang >= 0.5.21)
    assert [p for _, p, _ in f.requests if "weight_version" in p] == []
    assert parse_weight_version("B:12") == ("B", 12) and parse_weight_version("default") is None
    eng.shutdown()


# ---------------------------------------------------------------- weight-update sessions (SGLang >= 0.5.21)


def _paths(f):
    return [p for _, p, _ in f.requests if p not in ("/generate", "/health_generate")]


def test_tensor_update_runs_inside_one_begin_end_session_per_server(fakes):
    fa, fb = fakes(), fakes()
    eng = SGLangEngine(cfg(weight_sync="tensor", weight_bucket_mb=1), specs(), placement="alternate",
                       urls=[fa.url, fb.url], backoff_s=0.01)
    big = [("a", torch.zeros(200_000)), ("b", torch.ones(200_000))]  # two buckets
    eng.update_weights("A", big, version=1)
    for f in (fa, fb):
        assert _paths(f) == ["/server_info", "/begin_weight_update", "/update_weights_from_tensor",
                             "/update_weights_from_tensor", "/end_weight_update", "/flush_cache"]
        assert not f.session_open
    eng.update_weights("A", big, version=2)  # version checked once per server
    assert _paths(fa).count("/server_info") == 1 and _paths(fa).count("/begin_weight_update") == 2
    eng.shutdown()


def test_without_a_session_the_fake_refuses_updates_as_sglang_does(fakes):
    f = fakes()
    client = SGLangClient(f.url)
    with pytest.raises(WeightSyncError, match="must run between begin_weight_update"):
        client.update_weights_from_tensor(["x"], flush_cache=True, weight_version=None)
    with pytest.raises(WeightSyncError, match="no weight-update session is open"):
        client.end_weight_update()
    client.begin_weight_update()
    with pytest.raises(WeightSyncError, match="already open"):
        client.begin_weight_update()
    client.close()


def test_a_server_refusing_begin_gets_nothing_and_the_others_are_closed(fakes):
    good, bad = fakes(), fakes()
    bad.script["/begin_weight_update"] = [400]
    eng = SGLangEngine(cfg(weight_sync="tensor"), specs(), placement="alternate", urls=[good.url, bad.url],
                       backoff_s=0.01)
    with pytest.raises(WeightSyncError, match=rf"begin_weight_update.*no weights were sent.*{bad.url}"):
        eng.update_weights("A", state(), version=1)
    for f in (good, bad):
        assert f.calls("/update_weights_from_tensor") == []
        assert not f.session_open
    assert len(good.calls("/end_weight_update")) == 1 and bad.calls("/end_weight_update") == []
    eng.update_weights("A", state(), version=2)  # the server recovered
    assert good.weight_version == bad.weight_version == "A:2"
    eng.shutdown()


def test_failed_update_still_closes_the_session_and_a_stale_session_is_recovered(fakes):
    f = fakes()
    eng = SGLangEngine(cfg(weight_sync="tensor"), specs(), placement="alternate", urls=[f.url], backoff_s=0.01)
    f.fail_updates = True
    with pytest.raises(WeightSyncError, match="fake failure"):
        eng.update_weights("A", state(), version=1)
    assert not f.session_open and len(f.calls("/end_weight_update")) == 1
    f.fail_updates = False
    f.session_open = True  # e.g. an earlier trainer died mid-update
    eng.update_weights("A", state(), version=2)
    assert f.weight_version == "A:2" and not f.session_open
    eng.shutdown()


@pytest.mark.parametrize("version", ["0.5.20", "0.5.24", "0.4.10.post2", None])
def test_servers_outside_the_supported_range_are_refused_before_any_update(fakes, version):
    from agon_mcore.rollout.sglang import SGLANG_REQUIREMENT

    f = fakes()
    f.version = version
    eng = SGLangEngine(cfg(weight_sync="tensor"), specs(), placement="alternate", urls=[f.url], backoff_s=0.01)
    with pytest.raises(WeightSyncError, match=rf"runs sglang {version or '.unknown'}.*{SGLANG_REQUIREMENT}"):
        eng.update_weights("A", state(), version=1)
    assert f.calls("/begin_weight_update") == [] and f.calls("/update_weights_from_tensor") == []
    eng.shutdown()


@pytest.mark.parametrize("version", ["0.5.21", "0.5.23", "0.5.23.post1"])
def test_supported_versions(version):
    from agon_mcore.rollout.sglang import sglang_version_supported

    assert sglang_version_supported(version)
    assert not sglang_version_supported("not-a-version")


@pytest.mark.parametrize("tp,n_servers", [(2, 2), (1, 3), (4, 1)])
def test_cuda_ipc_payloads_are_serialised_per_tp_rank_and_per_server(fakes, monkeypatch, tp, n_servers):
    import agon_mcore.rollout.sglang.weights as sg

    calls = []
    real = sg.serialize_named_tensors
    monkeypatch.setattr(sg, "serialize_named_tensors", lambda named: calls.append(len(named)) or real(named))
    servers = [fakes() for _ in range(n_servers)]
    eng = SGLangEngine(cfg(weight_sync="tensor"), specs(), placement="alternate", urls=[f.url for f in servers],
                       tp=tp, backoff_s=0.01)
    eng.update_weights("A", state(3), version=1)
    # one serialisation (its own IPC references) per TP rank of every server, never one
    # payload shared: each receiver releases the references it decodes
    assert calls == [2] * (tp * n_servers)
    payloads = [p for f in servers for p in f.calls("/update_weights_from_tensor")[0]["serialized_named_tensors"]]
    assert len(payloads) == tp * n_servers
    import base64
    import pickletools

    for p in payloads:
        got = deserialize_named_tensors(p)
        assert [n for n, _ in got] == [n for n, _ in state(3)]
        assert all(torch.equal(a, b) for (_, a), (_, b) in zip(got, state(3)))
        pickletools.dis(base64.b64decode(p), out=open("/dev/null", "w"))  # a well-formed pickle
    eng.shutdown()


def _generating(f, eng, max_new_tokens=30):
    t = threading.Thread(target=eng.generate, args=([GenerationRequest([1], "A")],
                                                    SamplingParams(max_new_tokens=max_new_tokens)))
    t.start()
    deadline = time.monotonic() + 10
    while not f.running and time.monotonic() < deadline:
        time.sleep(0.01)
    assert f.running
    return t


@pytest.mark.parametrize("sync", ["tensor", "disk"])
def test_an_update_while_requests_run_loads_and_flushes_once_idle(fakes, tmp_path, sync):
    # sglang 0.5.23 refuses a flush while requests run (an update with flush_cache=true then
    # reports failure although its weights were loaded): the buckets go without flush and
    # /flush_cache?timeout= follows the update, deferred by the server until it is idle
    f = fakes()
    f.token_delay_s = 0.03
    eng = SGLangEngine(cfg(weight_sync=sync, request_timeout_s=30.0), specs(), placement="alternate",
                       urls=[f.url], backoff_s=0.01, weights_dir=str(tmp_path))
    eng.update_weights("A", state(), version=1)
    t = _generating(f, eng)
    with pytest.raises(RolloutError, match="Flush cache failed"):
        eng.flush_cache()  # a plain flush is still refused while generating
    n0 = f.flushes
    eng.update_weights("A", state(1), version=2)  # no WeightSyncError: the flush waited for the request
    t.join()
    assert f.flushes == n0 + 1 and not f.running
    upd = "/update_weights_from_tensor" if sync == "tensor" else "/update_weights_from_disk"
    assert all(b["flush_cache"] is False for b in f.calls(upd))
    last_flush = [q for p, q in f.queries if p == "/flush_cache"][-1]
    assert float(last_flush["timeout"]) > 0
    r = eng.generate([GenerationRequest([1], "A")], SamplingParams(max_new_tokens=2))[0][0]
    assert r.weight_version == 2  # the pool is not broken
    eng.shutdown()


@pytest.mark.slow
def test_a_flush_that_cannot_happen_in_time_names_the_server_and_breaks_the_pool(fakes):
    f = fakes()
    f.token_delay_s = 0.2
    eng = SGLangEngine(cfg(weight_sync="tensor", request_timeout_s=1.5), specs(), placement="split",
                       pools={"A": [f.url], "B": [f.url]}, backoff_s=0.01)
    eng.update_weights("A", state(), version=1)
    t = _generating(f, eng, max_new_tokens=40)  # 8 s of tokens: longer than the 1.5 s deadline
    with pytest.raises(WeightSyncError, match=r"weights were loaded on .* prefix cache could not be flushed"):
        eng.update_weights("A", state(1), version=2)
    with pytest.raises(WeightSyncError, match="last weight update failed"):
        eng.generate([GenerationRequest([1], "A")], SamplingParams(max_new_tokens=2))
    SGLangClient(f.url).abort_request(abort_all=True)  # unblocks the running request
    t.join()
    eng.update_weights("A", state(1), version=3)  # idle again: the update and its flush succeed
    eng.shutdown()


@pytest.mark.parametrize("key", ["seed", "random_seed", "logprobs"])
def test_fake_rejects_sampling_keys_sglang_does_not_know(fakes, key):
    import httpx

    f = fakes()
    r = httpx.post(f.url + "/generate", json={"input_ids": [1], "sampling_params": {"max_new_tokens": 1, key: 1}})
    assert r.status_code == 400 and key in r.text
