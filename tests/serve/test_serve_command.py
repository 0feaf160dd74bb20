"""The real command: ``agon serve --run-dir RUN`` in its own process, on localhost."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[2]


def test_agon_serve_command_serves_a_run_and_stops_on_sigterm(tiny_run):
    import openai

    from agon_mcore.rollout.weight_sync import free_port

    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", PYTHONWARNINGS="ignore")
    for _ in range(3):  # a free port can be taken by another process before the server binds it (parallel tests)
        port = free_port()
        p = subprocess.Popen([sys.executable, "-m", "agon_mcore.cli", "serve", "--run-dir", str(tiny_run), "--port",
                              str(port)], cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        url = f"http://127.0.0.1:{port}"
        t_start = time.perf_counter()
        while p.poll() is None and time.perf_counter() - t_start < 300:  # the loop below fails on a server that never comes up
            try:
                if httpx.get(url + "/health", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.5)
        if p.poll() is None:
            break
        out = p.stdout.read()
        assert "address already in use" in out, out  # any other exit is the failure under test
    try:
        t0 = time.perf_counter()
        while True:
            assert p.poll() is None, p.stdout.read()
            try:
                if httpx.get(url + "/health", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert time.perf_counter() - t0 < 300, "agon serve did not come up"
            time.sleep(0.5)
        client = openai.OpenAI(base_url=url + "/v1", api_key="unused", max_retries=0)
        r = client.chat.completions.create(model="agon-cascade", temperature=0, max_tokens=6,
                                           messages=[{"role": "user", "content": "What is 1 + 2?"}])
        assert r.model_extra["agon"]["direction"] in ("A->B", "B->A")
        assert len(r.model_extra["agon"]["stages"]) == 2
    finally:
        p.send_signal(signal.SIGTERM)
        try:
            out, _ = p.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            p.kill()
            raise
    assert p.returncode == 0, out  # the engine stopped, no re-raised signal
    assert f"http://127.0.0.1:{port}/v1 serving agon-cascade" in out
