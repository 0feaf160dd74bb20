"""FAKE SGLang server for client error-handling tests.

Not SGLang: a small ``http.server`` on 127.0.0.1 that answers SGLang's documented native
endpoints with SGLang's JSON schema (``/generate`` -> ``output_ids`` + ``meta_info`` with
``output_token_logprobs`` ``[logprob, token_id, text]``, ``finish_reason`` ``{"type": ...}``,
``weight_version``; control endpoints -> ``{"success": bool, "message": str}``), so our
client's request bodies, retries, timeouts, failover, abort and weight-update error paths
can be tested on CPU. Its tokens are a deterministic function of the request, not a model.

What the real server (sglang 0.5.23) enforces, this fake enforces too, so the client's
handling of it is tested: ``/update_weights_from_tensor`` and ``/update_weights_from_distributed``
only inside a ``/begin_weight_update`` .. ``/end_weight_update`` session (HTTP 400 with
SGLang's message otherwise; ``begin`` twice and ``end`` without ``begin`` refused);
``sampling_params`` keys outside SGLang's ``SamplingParams`` schema rejected (400); ``/flush_cache``
refused (400) while a ``/generate`` is running, and an update with ``flush_cache`` then
reports failure. ``GET /server_info`` reports ``version`` (``self.version``, default the
tested one), ``GET /model_info`` the ``weight_version``. The contract tests
(test_sglang_contract.py) check these rules against the installed sglang package.

Failure knobs: ``script[path] = [status, ...]`` (answer these HTTP codes to the next calls),
``hang[path] = seconds`` (sleep before answering), ``token_delay_s`` (per generated token,
abort-able), ``fail_updates`` (weight updates answer success=false), ``stop()`` (then
connections are refused).

Run as a script (``python fake_sglang.py``) it prints its port and, with ``--distributed``,
really joins the trainer's weight-update group (gloo) and receives broadcast buckets, which
``GET /received`` returns for comparison.
"""
from __future__ import annotations

import argparse
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, List, Optional


# SGLang's /generate sampling_params keys (sglang.api.v1.api_types.SamplingParams, 0.5.23;
# the contract test checks this set against the installed package)
SAMPLING_KEYS = frozenset({
    "max_new_tokens", "stop", "stop_token_ids", "stop_regex", "temperature", "top_p", "top_k", "min_p",
    "frequency_penalty", "presence_penalty", "repetition_penalty", "min_new_tokens", "n", "json_schema", "regex",
    "ebnf", "structural_tag", "ignore_eos", "skip_special_tokens", "spaces_between_special_tokens", "no_stop_trim",
    "stream_interval", "logit_bias", "sampling_seed", "custom_params", "beam_width", "watermark", "choice",
})
SESSION_PATHS = ("/update_weights_from_tensor", "/update_weights_from_distributed")


class FakeSGLang:
    def __init__(self, vocab: int = 50, eos_id: Optional[int] = None, stop_after: Optional[int] = None,
                 distributed: bool = False):
        self.vocab = vocab
        self.eos_id = eos_id
        self.stop_after = stop_after  # emit eos as token number stop_after (1-based) if set
        self.requests: List[tuple] = []
        self.script: Dict[str, List[int]] = {}
        self.hang: Dict[str, float] = {}
        self.token_delay_s = 0.0
        self.fail_updates = False
        self.weight_version = "default"
        self.report_version: Optional[str] = None  # override meta_info.weight_version
        self.aborted = threading.Event()
        self.generated = 0  # /generate answers completed
        self.lock = threading.Lock()
        self.distributed = distributed
        self.group = None
        self.received: Dict[str, Any] = {}
        self.loras: Dict[str, str] = {}
        self.httpd: Optional[ThreadingHTTPServer] = None
        self.conns: List[Any] = []
        self.version = "0.5.23"  # reported by /server_info
        self.session_open = False  # begin_weight_update .. end_weight_update
        self.running = 0  # /generate requests in flight

    # ------------------------------------------------------------------ lifecycle

    def start(self, port: int = 0) -> str:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *a):  # quiet
                pass

            def setup(self):
                super().setup()
                with fake.lock:
                    fake.conns.append(self.connection)

            def _send(self, status: int, payload: Any = None) -> None:
                data = b"" if payload is None else (payload if isinstance(payload, bytes) else json.dumps(payload).encode())
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def _handle(self, method: str) -> None:
                n = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(n) or b"{}") if n else {}
                path = self.path
                with fake.lock:
                    fake.requests.append((method, path, body))
                    scripted = fake.script.get(path)
                    status = scripted.pop(0) if scripted else None
                if path in fake.hang:
                    time.sleep(fake.hang[path])
                if status is not None:
                    return self._send(status, {"error": {"message": f"scripted {status}"}})
                code, payload = fake.route(method, path, body)
                self._send(code, payload)

            def do_GET(self):
                self._handle("GET")

            def do_POST(self):
                self._handle("POST")

        self.httpd = ThreadingHTTPServer(("127.0.0.1", port), Handler)
        self.httpd.daemon_threads = True
        threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
        return self.url

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def stop(self) -> None:
        """Stop listening and drop open keep-alive connections (clients then see refusals)."""
        import socket

        if self.httpd is not None:
            self.httpd.shutdown()
            self.httpd.server_close()
        with self.lock:
            for c in self.conns:
                try:
                    c.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            self.conns.clear()

    def calls(self, path: str) -> List[dict]:
        return [b for _, p, b in self.requests if p == path]

    # ------------------------------------------------------------------ endpoints

    def route(self, method: str, path: str, body: dict):
        if path in ("/health", "/health_generate"):
            return 200, None
        if path == "/generate":
            bad = sorted(set(body.get("sampling_params") or {}) - SAMPLING_KEYS)
            if bad:
                return 400, {"error": f"unknown field `{bad[0]}` in sampling_params"}
            with self.lock:
                self.running += 1
            try:
                return 200, self.generate(body)
            finally:
                with self.lock:
                    self.running -= 1
        if path == "/server_info":
            return 200, {"version": self.version}
        if path == "/model_info":
            return 200, {"weight_version": self.weight_version, "is_generation": True}
        if path == "/begin_weight_update":
            if self.session_open:
                return 400, {"success": False, "message": "a weight-update session is already open; "
                                                          "call end_weight_update() first"}
            self.session_open = True
            return 200, {"success": True, "message": "Success"}
        if path == "/end_weight_update":
            if not self.session_open:
                return 400, {"success": False, "message": "no weight-update session is open; "
                                                          "call begin_weight_update() first"}
            self.session_open = False
            return 200, {"success": True, "message": "Success"}
        if path in SESSION_PATHS and not self.session_open:
            return 400, {"success": False, "message": f"{path.lstrip('/')} must run between "
                                                      "begin_weight_update() and end_weight_update()"}
        if path == "/abort_request":
            if body.get("abort_all"):
                self.aborted.set()
            return 200, None
        if path == "/flush_cache":
            if self.running:
                return 400, b"Flush cache failed: requests are still running or queued.\n"
            return 200, b"Cache flushed.\n"
        if path in ("/update_weights_from_disk", "/update_weights_from_tensor", "/update_weights_from_distributed"):
            if path == "/update_weights_from_distributed" and self.group is not None:
                self.receive(body)
            if self.fail_updates:
                return 400, {"success": False, "message": "fake failure: weights not loaded"}
            if body.get("weight_version") is not None:
                self.weight_version = body["weight_version"]
            if body.get("flush_cache", True) and self.running:
                return 400, {"success": False, "message": "Weights were updated, but the cache was not flushed "
                                                          "because requests are still running or queued."}
            return 200, {"success": True, "message": "ok"}
        if path == "/init_weights_update_group":
            if self.distributed:
                from agon_mcore.rollout.weight_sync import init_weight_update_group

                self.group = init_weight_update_group(body["master_address"], body["master_port"], body["rank_offset"],
                                                      body["world_size"], body["group_name"], backend=body["backend"],
                                                      timeout_s=60)
            return 200, {"success": True, "message": "ok"}
        if path == "/destroy_weights_update_group":
            return 200, {"success": True, "message": "ok"}
        if path in ("/release_memory_occupation", "/resume_memory_occupation"):
            return 200, None
        if path == "/load_lora_adapter":
            self.loras[body["lora_name"]] = body["lora_path"]
            return 200, {"success": True, "loaded_adapters": dict(self.loras)}
        if path == "/unload_lora_adapter":
            self.loras.pop(body["lora_name"], None)
            return 200, {"success": True, "loaded_adapters": dict(self.loras)}
        if path == "/received":
            return 200, self.received
        if path == "/_fake/script":  # fake-only control (for the fake run as a separate process)
            with self.lock:
                self.script[body["path"]] = list(body["statuses"])
            return 200, {"success": True}
        return 404, {"error": {"message": f"unknown path {path}"}}

    def tokens_for(self, input_ids: List[int], sp: dict, sample: int) -> List[int]:
        seed = int(sp.get("sampling_seed", 0))
        base = sum(input_ids) + seed * 31 + sample * 7
        return [(base + 3 * k) % self.vocab for k in range(int(sp.get("max_new_tokens", 16)))]

    def generate(self, body: dict):
        sp = body.get("sampling_params") or {}
        n = int(sp.get("n", 1))
        items = []
        for j in range(n):
            t0 = time.time()
            out, lps, finish = [], [], {"type": "length", "length": int(sp.get("max_new_tokens", 16))}
            for k, tok in enumerate(self.tokens_for(body["input_ids"], sp, j)):
                if self.aborted.is_set():
                    finish = {"type": "abort", "message": "Abort before prefill" if not out else "Abort"}
                    break
                if self.token_delay_s:
                    time.sleep(self.token_delay_s)
                if self.stop_after is not None and k + 1 == self.stop_after and self.eos_id is not None:
                    tok = self.eos_id
                out.append(tok)
                lps.append([-0.01 * (k + 1), tok, None])
                if tok in (sp.get("stop_token_ids") or []):
                    finish = {"type": "stop", "matched": tok}
                    break
            meta = {"id": f"fake-{j}", "finish_reason": finish, "prompt_tokens": len(body["input_ids"]),
                    "completion_tokens": len(out), "cached_tokens": 0,
                    "weight_version": self.report_version or self.weight_version,
                    "e2e_latency": time.time() - t0}
            if body.get("return_logprob"):
                meta["output_token_logprobs"] = lps
            items.append({"text": "", "output_ids": out, "meta_info": meta})
        with self.lock:
            self.generated += 1
        return items if n > 1 else items[0]

    def receive(self, body: dict) -> None:
        from agon_mcore.rollout.weight_sync import receive_bucket

        got = receive_bucket(self.group, body["names"], body["dtypes"], body["shapes"], "cpu")
        for name, t in got:
            self.received[name] = {"dtype": str(t.dtype).removeprefix("torch."), "shape": list(t.shape),
                                   "values": t.float().flatten().tolist()}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="FAKE SGLang server for client tests")
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--distributed", action="store_true")
    args = ap.parse_args(argv)
    fake = FakeSGLang(distributed=args.distributed)
    fake.start(args.port)
    print(fake.httpd.server_address[1], flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        fake.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
