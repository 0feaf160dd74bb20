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
refused (400) while a ``/generate`` is running unless ``?timeout=`` defers it until idle
(sglang's ``flush_wrapper.py``), and an update with ``flush_cache`` then reports failure. ``GET /server_info`` reports ``version`` (``self.version``, default the
tested one), ``GET /model_info`` the ``weight_version``. LoRA, as sglang 0.5.23 enforces it
(``tokenizer_manager.py``, ``tokenizer_control_mixin.py``, ``lora/lora_registry.py``,
``lora/lora_manager.py``, ``lora/lora_drainer.py``): ``/load_lora_adapter``, ``/unload_lora_adapter``
and a ``/generate`` with ``lora_path`` are refused without ``--enable-lora`` (``enable_lora``);
loading a name twice, unloading an unknown name, an adapter whose rank exceeds
``--max-lora-rank`` or whose modules are outside ``--lora-target-modules`` are refused
(``{"success": false, "error_message": ...}``, HTTP 400); a ``lora_path`` never loaded is a 400
``{"error": {"message": ...}}``, one loaded then unloaded is reloaded from its old folder (or
refused when that is gone); at most ``--max-loras-per-batch`` distinct adapters run at once,
the others wait for a slot; an unload waits for the requests using the adapter.
:meth:`FakeSGLang.from_server_command` configures LoRA from our launcher's command line.
The contract tests (test_sglang_contract.py) check these rules against the installed sglang package.

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


def fake_routes(rows: int, layers: int, top_k: int, experts: int):
    """The fake server's routes: int32 ``[rows, layers, top_k]``, expert ``(pos + 3 * layer + j) % experts``."""
    import numpy as np

    pos, layer, j = np.meshgrid(np.arange(rows), np.arange(layers), np.arange(top_k), indexing="ij")
    return ((pos + 3 * layer + j) % experts).astype(np.int32)


def fake_routes_b64(rows: int, layers: int, top_k: int, experts: int) -> str:
    import base64

    return base64.b64encode(fake_routes(rows, layers, top_k, experts).tobytes()).decode()


class FakeSGLang:
    def __init__(self, vocab: int = 50, eos_id: Optional[int] = None, stop_after: Optional[int] = None,
                 distributed: bool = False, enable_lora: bool = False, max_lora_rank: Optional[int] = None,
                 lora_target_modules: Optional[List[str]] = None, max_loras_per_batch: int = 8):
        self.vocab = vocab
        self.eos_id = eos_id
        self.stop_after = stop_after  # emit eos as token number stop_after (1-based) if set
        self.requests: List[tuple] = []
        self.queries: List[tuple] = []  # (path, {query key: value}) per request
        self.flushes = 0  # /flush_cache calls that flushed
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
        # LoRA (sglang's --enable-lora --max-lora-rank --lora-target-modules --max-loras-per-batch)
        self.enable_lora = enable_lora
        self.max_lora_rank = max_lora_rank
        self.lora_target_modules = set(lora_target_modules or [])
        self.max_loras_per_batch = max_loras_per_batch
        self.lora_cache: Dict[str, str] = {}  # every name ever loaded -> path (sglang's lora_ref_cache)
        self.lora_running: Dict[Optional[str], int] = {}  # adapter -> /generate requests running with it
        self.max_adapters_running = 0  # most distinct adapters seen running at once
        self.lora_cond = threading.Condition()
        self.lora_events: List[tuple] = []  # ("load" | "unload", name) in order
        # (num_hidden_layers, top_k, num_experts): answer return_routed_experts as a server run with
        # --enable-return-routed-experts would (meta_info.routed_experts: base64 of int32
        # [prompt + output - 1, layers, top_k]); expert (position + 3 * layer + j) % num_experts
        self.routes_shape: Optional[tuple] = None

    @classmethod
    def from_server_command(cls, cmd: List[str], **kw) -> "FakeSGLang":
        """A fake configured by the LoRA flags of a ``sglang.launch_server`` command line
        (``agon_mcore.rollout.launcher.server_command``); other flags are ignored."""
        ap = argparse.ArgumentParser(add_help=False)
        ap.add_argument("--enable-lora", action="store_true")
        ap.add_argument("--max-lora-rank", type=int)
        ap.add_argument("--lora-target-modules", nargs="*")
        ap.add_argument("--max-loras-per-batch", type=int, default=8)
        a, _ = ap.parse_known_args(cmd)
        return cls(enable_lora=a.enable_lora, max_lora_rank=a.max_lora_rank,
                   lora_target_modules=a.lora_target_modules, max_loras_per_batch=a.max_loras_per_batch, **kw)

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
                from urllib.parse import parse_qs, urlsplit

                url = urlsplit(self.path)
                path = url.path
                query = {k: v[-1] for k, v in parse_qs(url.query).items()}
                with fake.lock:
                    fake.requests.append((method, path, body))
                    fake.queries.append((path, query))
                    scripted = fake.script.get(path)
                    status = scripted.pop(0) if scripted else None
                if path in fake.hang:
                    time.sleep(fake.hang[path])
                if status is not None:
                    return self._send(status, {"error": {"message": f"scripted {status}"}})
                code, payload = fake.route(method, path, body, query)
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

    def route(self, method: str, path: str, body: dict, query: Optional[Dict[str, str]] = None):
        if path in ("/health", "/health_generate"):
            return 200, None
        if path == "/generate":
            bad = sorted(set(body.get("sampling_params") or {}) - SAMPLING_KEYS)
            if bad:
                return 400, {"error": f"unknown field `{bad[0]}` in sampling_params"}
            lora = body.get("lora_path")
            refused = self.lora_check(lora) if lora else None
            if refused:
                return 400, {"error": {"message": refused}}
            self.lora_acquire(lora)
            with self.lock:
                self.running += 1
            try:
                return 200, self.generate(body)
            finally:
                with self.lock:
                    self.running -= 1
                self.lora_release(lora)
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
            # sglang 0.5.23 flush_wrapper.py: timeout > 0 defers the flush until idle, up to timeout
            deadline = time.monotonic() + float((query or {}).get("timeout", 0.0))
            while self.running and time.monotonic() < deadline:
                time.sleep(0.005)
            if self.running:
                return 400, (b"Timed out waiting for idle state." if (query or {}).get("timeout") else
                             b"Flush cache failed: requests are still running or queued.\n")
            self.flushes += 1
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
            error = self.load_lora(body["lora_name"], body["lora_path"])
            if error:
                return 400, {"success": False, "error_message": error, "loaded_adapters": None}
            return 200, {"success": True, "error_message": "", "loaded_adapters": dict(self.loras)}
        if path == "/unload_lora_adapter":
            error = self.unload_lora(body["lora_name"])
            if error:
                return 400, {"success": False, "error_message": error, "loaded_adapters": None}
            return 200, {"success": True, "error_message": "", "loaded_adapters": dict(self.loras)}
        if path == "/received":
            return 200, self.received
        if path == "/_fake/script":  # fake-only control (for the fake run as a separate process)
            with self.lock:
                self.script[body["path"]] = list(body["statuses"])
            return 200, {"success": True}
        return 404, {"error": {"message": f"unknown path {path}"}}

    # ------------------------------------------------------------------ LoRA (sglang's rules)

    NOT_ENABLED = "LoRA is not enabled. Please set `--enable-lora` to enable LoRA."

    def load_lora(self, name: str, path: str) -> Optional[str]:
        """Load a peft folder under ``name``; the error message sglang gives, or None."""
        import os

        if not self.enable_lora:
            return self.NOT_ENABLED
        with self.lora_cond:
            if name in self.loras:
                return f"Failed to load LoRA adapter {name} because it is already loaded"
        cfg_path = os.path.join(path, "adapter_config.json")
        if not os.path.isfile(cfg_path) or not os.path.isfile(os.path.join(path, "adapter_model.safetensors")):
            return f"Can't find 'adapter_config.json' and 'adapter_model.safetensors' at '{path}'"
        with open(cfg_path) as f:
            cfg = json.load(f)
        modules = set(cfg.get("target_modules") or [])
        if (self.max_lora_rank is not None and int(cfg.get("r", 0)) > self.max_lora_rank) or (
                self.lora_target_modules and not modules <= self.lora_target_modules):
            return (f"LoRA adapter {name} with rank {cfg.get('r')} is incompatible with the current LoRA memory pool "
                    "configuration. Please ensure that the LoRA adapter's rank is within the configured "
                    "`--max-lora-rank` and that the target modules are included in `--lora-target-modules`.")
        with self.lora_cond:
            self.loras[name] = path
            self.lora_cache[name] = path
            self.lora_events.append(("load", name))
        return None

    def unload_lora(self, name: str) -> Optional[str]:
        """Unload ``name`` once no running request uses it; sglang's error message, or None."""
        if not self.enable_lora:
            return self.NOT_ENABLED
        with self.lora_cond:
            if name not in self.loras:
                return f"LoRA with name {name} does not exist. Loaded LoRAs: {self.loras.keys()}"
            del self.loras[name]  # new requests can no longer use it
            self.lora_cond.wait_for(lambda: not self.lora_running.get(name))
            self.lora_events.append(("unload", name))
        return None

    def lora_check(self, name: str) -> Optional[str]:
        """Why a ``/generate`` naming adapter ``name`` is refused (None: it may run)."""
        if not self.enable_lora:
            return (f"LoRA adapter '{name}' was requested, but LoRA is not enabled. Please launch the server with "
                    "--enable-lora flag and preload adapters using --lora-paths or /load_lora_adapter endpoint.")
        with self.lora_cond:
            if name in self.loras:
                return None
            if name not in self.lora_cache:
                return (f"Got LoRA adapter that has never been loaded: {name}\n"
                        f"All loaded adapters: {self.lora_cache.keys()}.")
            path = self.lora_cache[name]
        error = self.load_lora(name, path)  # sglang reloads an unloaded adapter from its old folder
        return f"Failed to implicitly load LoRA adapter {name}: {error}" if error else None

    def lora_acquire(self, name: Optional[str]) -> None:
        """Wait for a batch slot: at most ``max_loras_per_batch`` distinct adapters run at once."""
        if not self.enable_lora:
            return
        with self.lora_cond:
            self.lora_cond.wait_for(lambda: name in self.lora_running
                                    or len(self.lora_running) < self.max_loras_per_batch)
            self.lora_running[name] = self.lora_running.get(name, 0) + 1
            self.max_adapters_running = max(self.max_adapters_running, len(self.lora_running))

    def lora_release(self, name: Optional[str]) -> None:
        if not self.enable_lora:
            return
        with self.lora_cond:
            self.lora_running[name] -= 1
            if not self.lora_running[name]:
                del self.lora_running[name]
            self.lora_cond.notify_all()

    def tokens_for(self, input_ids: List[int], sp: dict, sample: int) -> List[int]:
        seed = int(sp.get("sampling_seed", 0))
        base = sum(input_ids) + seed * 31 + sample * 7
        return [(base + 3 * k) % self.vocab for k in range(int(sp.get("max_new_tokens", 16)))]

    def generate(self, body: dict):
        sp = body.get("sampling_params") or {}
        n = int(sp.get("n", 1))
        items = []
        # an adapter changes the tokens (deterministically), so tests can tell adapters apart
        shift = sum(map(ord, body["lora_path"])) if body.get("lora_path") else 0
        for j in range(n):
            t0 = time.time()
            out, lps, finish = [], [], {"type": "length", "length": int(sp.get("max_new_tokens", 16))}
            for k, tok in enumerate(self.tokens_for(body["input_ids"], sp, j)):
                tok = (tok + shift) % self.vocab
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
            if body.get("return_routed_experts") and self.routes_shape is not None:
                meta["routed_experts"] = fake_routes_b64(len(body["input_ids"]) + len(out) - 1, *self.routes_shape)
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
