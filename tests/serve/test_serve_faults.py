"""Faults behind ``agon serve``: a killed engine, a hung engine, an engine that cannot be
restarted, a full queue. Each server here has its own engine (the run's engine factory
builds a fresh local engine with the checkpoint's weights), so breaking it leaves the other
tests' server alone.

Where an engine must hang, its ``generate`` is wrapped to block on an event: a fault
injection on the real local engine, labelled as such where it is done.
"""
from __future__ import annotations

import concurrent.futures as cf
import dataclasses
import threading
import time

import httpx
import pytest

pytestmark = pytest.mark.slow

USER = [{"role": "user", "content": "What is 2 + 3?\nThink in <think></think>, answer in \\boxed{}."}]


def _post(url, model="agon-cascade-ab", timeout=60, **kw):
    body = {"model": model, "messages": USER, "temperature": 0, "max_tokens": 8, **kw}
    return httpx.post(url + "/v1/chat/completions", json=body, timeout=timeout)


def _wait_health(url, state, timeout_s=120):
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < timeout_s:
        h = httpx.get(url + "/health", timeout=10).json()
        if h["status"] == state:
            return h
        time.sleep(0.2)
    raise AssertionError(f"/health never reached {state!r}: {h}")


def _block(engine):
    """FAULT INJECTION: the engine's generate waits on the returned event before working."""
    gate = threading.Event()
    real = engine.generate

    def generate(requests, sampling):
        gate.wait()
        return real(requests, sampling)

    engine.generate = generate
    return gate


@pytest.fixture
def make_server(loaded, eval_report):
    from agon_mcore.serve.server import BackgroundServer, build_service

    made = []

    def make(loaded_run=None, **kw):
        kw.setdefault("engine_timeout_s", 60)
        srv = BackgroundServer(build_service(loaded_run or loaded, **kw)).start()
        made.append(srv)
        return srv

    yield make
    for srv in made:
        srv.stop()


def test_a_killed_engine_gives_503_not_a_hang_and_is_restarted(make_server):
    srv = make_server()
    before = _post(srv.url)
    assert before.status_code == 200
    # the engine dies: its models are gone (what a crashed engine leaves)
    srv.service.worker.engine.shutdown()
    t0 = time.perf_counter()
    r = _post(srv.url)
    assert time.perf_counter() - t0 < 30
    assert r.status_code == 503, r.text
    assert r.json()["error"]["type"] == "engine_unavailable"
    assert "restarted" in r.json()["error"]["message"]
    assert int(r.headers["Retry-After"]) >= 1
    h = _wait_health(srv.url, "ok")
    assert h["engine"]["restarts"] == 1 and "KeyError" in h["engine"]["last_error"]
    again = _post(srv.url)
    assert again.status_code == 200
    assert again.json()["choices"][0]["message"]["content"] == before.json()["choices"][0]["message"]["content"]
    metrics = httpx.get(srv.url + "/metrics").text
    assert "agon_serve_engine_restarts_total 1.0" in metrics
    assert 'agon_serve_requests_total{model="agon-cascade-ab",status="503"} 1.0' in metrics


def test_an_engine_killed_during_a_request_answers_it_with_503(make_server):
    srv = make_server()
    gate = _block(srv.service.worker.engine)
    with cf.ThreadPoolExecutor(1) as ex:
        fut = ex.submit(_post, srv.url)
        t0 = time.perf_counter()
        while srv.service.worker.status()["waiting"] == 0 and not srv.service.worker._running:
            assert time.perf_counter() - t0 < 30, "the request never reached the engine"
            time.sleep(0.05)
        srv.service.worker.kill_engine("killed by the test")
        r = fut.result(timeout=30)
    gate.set()
    assert r.status_code == 503 and "killed by the test" in r.json()["error"]["message"]
    _wait_health(srv.url, "ok")
    assert _post(srv.url).status_code == 200


def test_a_hung_engine_gives_503_after_the_engine_timeout_and_is_replaced(make_server):
    srv = make_server(engine_timeout_s=2)
    gate = _block(srv.service.worker.engine)
    t0 = time.perf_counter()
    r = _post(srv.url)
    took = time.perf_counter() - t0
    assert r.status_code == 503 and "hung" in r.json()["error"]["message"], r.text
    assert 2 <= took < 30
    _wait_health(srv.url, "ok")
    assert _post(srv.url).status_code == 200  # the fresh engine does not hang
    gate.set()


def test_an_engine_that_cannot_be_restarted_is_reported_dead(make_server, loaded):
    calls = []

    def factory():
        calls.append(1)
        if len(calls) == 1:
            return loaded.engine_factory()
        raise RuntimeError("no memory left for the engine")

    srv = make_server(dataclasses.replace(loaded, engine_factory=factory), max_restarts=2)
    srv.service.worker.engine.shutdown()
    assert _post(srv.url).status_code == 503
    h = _wait_health(srv.url, "dead", timeout_s=60)
    assert "no memory left for the engine" in h["engine"]["last_error"]
    assert httpx.get(srv.url + "/health").status_code == 503
    r = _post(srv.url)
    assert r.status_code == 503
    msg = r.json()["error"]["message"]
    assert "could not be restarted" in msg and "no memory left" in msg
    assert len(calls) == 3  # the first build and two restarts


def test_a_full_queue_gives_429_and_every_request_is_answered(make_server):
    srv = make_server(max_queue=2)
    gate = _block(srv.service.worker.engine)
    with cf.ThreadPoolExecutor(6) as ex:
        futs = [ex.submit(_post, srv.url) for _ in range(2)]
        t0 = time.perf_counter()
        while srv.service.admitted < 2:
            assert time.perf_counter() - t0 < 30
            time.sleep(0.05)
        extra = [ex.submit(_post, srv.url) for _ in range(4)]
        rejected = [f.result(timeout=30) for f in extra]
        gate.set()
        admitted = [f.result(timeout=120) for f in futs]
    assert [r.status_code for r in rejected] == [429] * 4
    err = rejected[0].json()["error"]
    assert err["type"] == "rate_limit_error" and "queue is full (2 requests" in err["message"]
    assert rejected[0].headers["Retry-After"] == "1"
    assert [r.status_code for r in admitted] == [200, 200]
    assert srv.service.admitted == 0
    assert _post(srv.url).status_code == 200


def test_closing_the_server_answers_queued_requests_with_503(make_server):
    srv = make_server()
    gate = _block(srv.service.worker.engine)
    with cf.ThreadPoolExecutor(3) as ex:
        futs = [ex.submit(_post, srv.url) for _ in range(3)]
        t0 = time.perf_counter()
        while srv.service.admitted < 3:
            assert time.perf_counter() - t0 < 30
            time.sleep(0.05)
        srv.service.worker.close()
        got = [f.result(timeout=30) for f in futs]
    gate.set()
    assert [r.status_code for r in got] == [503] * 3
    assert all("shutting down" in r.json()["error"]["message"] for r in got)
