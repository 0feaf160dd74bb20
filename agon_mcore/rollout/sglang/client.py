"""One SGLang server's HTTP API (:class:`SGLangClient`), its errors, and the supported versions.

Endpoints and fields: see :mod:`agon_mcore.rollout.sglang`.
"""
from __future__ import annotations

import logging
import random
import time
from typing import Any, Dict, List, Optional, Tuple

import httpx
from packaging.specifiers import SpecifierSet
from packaging.version import InvalidVersion, Version

from agon_mcore.rollout.types import RolloutError, SamplingParams, WeightSyncError
from agon_mcore.rollout.weight_sync import WeightBucket

log = logging.getLogger("agon.rollout")

# The SGLang versions this client speaks to (weight-update sessions, /model_info). The
# contract tests (tests/rollout/test_sglang_contract.py) run against SGLANG_TESTED, which
# tests/contract-requirements.txt pins; setup.py's gpu extra reads SGLANG_REQUIREMENT from here.
SGLANG_REQUIREMENT = ">=0.5.21,<0.5.24"
SGLANG_TESTED = "0.5.23"


def sglang_version_supported(version: str) -> bool:
    """True when ``version`` (e.g. ``"0.5.23"``, ``"0.5.23.post1"``) is in :data:`SGLANG_REQUIREMENT`."""
    try:
        return Version(version) in SpecifierSet(SGLANG_REQUIREMENT)
    except InvalidVersion:
        return False


# ============================================================================ errors


class ServerRequestError(RolloutError):
    """The server rejected a request (HTTP 4xx): not retried. Carries ``url`` and ``status``."""

    def __init__(self, url: str, status: int, message: str):
        super().__init__(f"SGLang server {url} answered HTTP {status}: {message}")
        self.url, self.status = url, status


class ServerUnavailableError(RolloutError):
    """The server did not answer usefully after the retries (connection errors, timeouts, 5xx)."""

    def __init__(self, url: str, attempts: int, last: str):
        super().__init__(f"SGLang server {url} unavailable after {attempts} attempt(s): {last}")
        self.url = url


# ============================================================================ one server


class SGLangClient:
    """HTTP client for one SGLang server (or router) at ``url``.

    Args:
        url: ``http://host:port``.
        http: a shared ``httpx.Client`` (connection pool) for ``/generate``; one is made if omitted.
        control_http: client for every other endpoint (default: ``http``).
        timeout_s: per-request timeout (seconds) unless a call overrides it.
        max_retries: extra attempts after connection errors, timeouts and HTTP 5xx.
        backoff_s, max_backoff_s: exponential backoff ``backoff_s * 2**attempt`` (capped),
            plus up to 10% jitter.
    """

    def __init__(self, url: str, http: Optional[httpx.Client] = None, timeout_s: float = 600.0,
                 max_retries: int = 3, backoff_s: float = 0.5, max_backoff_s: float = 8.0,
                 control_http: Optional[httpx.Client] = None):
        self.url = url.rstrip("/")
        self._own_http = http is None
        self.http = http or httpx.Client(limits=httpx.Limits(max_connections=64))
        # control calls (abort, weights, health) get their own pool so they never queue
        # behind a full pool of long /generate requests
        self.control_http = control_http or self.http
        self.timeout_s = timeout_s
        self.max_retries = max_retries
        self.backoff_s = backoff_s
        self.max_backoff_s = max_backoff_s

    def request(self, method: str, path: str, body: Optional[dict] = None, *, timeout_s: Optional[float] = None,
                retry: str = "all", max_retries: Optional[int] = None,
                params: Optional[Dict[str, Any]] = None) -> httpx.Response:
        """Send one request with bounded retries.

        Args:
            params: URL query parameters (e.g. ``/flush_cache?timeout=...``).
            retry: ``"all"``: retry connection errors, timeouts and 5xx (idempotent calls);
                ``"connect"``: retry only when the connection was never made (calls that must
                not run twice, e.g. a weight broadcast); ``"none"``.

        Raises:
            ServerRequestError: HTTP 4xx (the server's message included).
            ServerUnavailableError: retries exhausted.
        """
        retries = self.max_retries if max_retries is None else max_retries
        timeout = httpx.Timeout(timeout_s or self.timeout_s, connect=min(10.0, timeout_s or self.timeout_s))
        last = "no attempt"
        attempt = 0
        for attempt in range(retries + 1):
            try:
                http = self.http if path == "/generate" else self.control_http
                r = http.request(method, self.url + path, json=body, timeout=timeout, params=params)
            except httpx.ConnectError as e:
                last = f"connection failed ({e})"
                retryable = retry in ("all", "connect")
            except httpx.TimeoutException as e:
                last = f"timed out after {timeout_s or self.timeout_s:g} s on {path} ({type(e).__name__})"
                retryable = retry == "all"
            except httpx.TransportError as e:
                last = f"transport error on {path} ({type(e).__name__}: {e})"
                retryable = retry == "all"
            else:
                if r.status_code < 400:
                    return r
                if r.status_code < 500:
                    raise ServerRequestError(self.url, r.status_code, f"{method} {path}: {r.text[:500]}")
                last = f"HTTP {r.status_code} on {path}: {r.text[:200]}"
                retryable = retry == "all"
            if not retryable or attempt == retries:
                break
            delay = min(self.max_backoff_s, self.backoff_s * (2**attempt)) * (1 + 0.1 * random.random())
            log.warning("SGLang %s%s: %s; retry %d/%d in %.2f s", self.url, path, last, attempt + 1, retries, delay)
            time.sleep(delay)
        raise ServerUnavailableError(self.url, attempt + 1, last)

    def post(self, path: str, body: Optional[dict] = None, **kw) -> Any:
        """POST JSON, return the decoded JSON answer (or the text when it is not JSON)."""
        r = self.request("POST", path, body if body is not None else {}, **kw)
        try:
            return r.json()
        except ValueError:
            return r.text

    def _checked(self, path: str, body: dict, **kw) -> dict:
        try:
            out = self.post(path, body, **kw)
        except ServerRequestError as e:  # SGLang answers a refused update with 400 + {"success": false}
            raise WeightSyncError(f"SGLang server {self.url} {path} refused: {e}") from e
        if isinstance(out, dict) and out.get("success") is False:
            raise WeightSyncError(f"SGLang server {self.url} {path} failed: {out.get('message', out)}")
        return out if isinstance(out, dict) else {"success": True, "message": str(out)}

    # -------------------------------------------------------------- endpoints

    def generate(self, body: dict, timeout_s: Optional[float] = None) -> Any:
        """``POST /generate``; returns the decoded answer (dict, or list of dicts for ``n > 1``)."""
        return self.post("/generate", body, timeout_s=timeout_s)

    def health_generate(self, timeout_s: float = 30.0) -> bool:
        """``GET /health_generate``: True when the server can generate a token now."""
        try:
            self.request("GET", "/health_generate", timeout_s=timeout_s, max_retries=0)
            return True
        except RolloutError:
            return False

    def flush_cache(self, wait_idle_s: float = 0.0) -> None:
        """``POST /flush_cache`` (drops the radix/prefix cache; stale after a weight update).

        Args:
            wait_idle_s: > 0: the server defers the flush until no request runs or waits, for
                at most this many seconds (sglang 0.5.23 ``/flush_cache?timeout=``,
                ``scheduler_components/flush_wrapper.py``); 0: flush now or refuse.

        Raises:
            ServerRequestError: HTTP 400: requests were still running or queued (after
                ``wait_idle_s``), or another flush is in progress.
        """
        if wait_idle_s > 0:
            self.post("/flush_cache", params={"timeout": float(wait_idle_s)},
                      timeout_s=max(self.timeout_s, wait_idle_s + 30.0))
        else:
            self.post("/flush_cache")

    def abort_request(self, rid: str = "", abort_all: bool = False) -> None:
        """``POST /abort_request``: abort one request id, or everything with ``abort_all``."""
        self.post("/abort_request", {"rid": rid, "abort_all": abort_all}, max_retries=1)

    def weight_version(self) -> Optional[str]:
        """The server's current weight version: ``GET /model_info`` -> ``weight_version``."""
        try:
            info = self.request("GET", "/model_info", max_retries=0).json()
        except ValueError:
            return None
        return info.get("weight_version") if isinstance(info, dict) else None

    def server_version(self) -> Optional[str]:
        """The SGLang package version the server runs: ``GET /server_info`` -> ``version``."""
        try:
            info = self.request("GET", "/server_info", max_retries=1).json()
        except ValueError:
            return None
        v = info.get("version") if isinstance(info, dict) else None
        return str(v) if v is not None else None

    def begin_weight_update(self) -> dict:
        """``POST /begin_weight_update``: open the weight-update session (SGLang >= 0.5.21).

        Raises:
            WeightSyncError: the server refused (e.g. a session is already open).
        """
        return self._checked("/begin_weight_update", {}, retry="connect")

    def end_weight_update(self) -> dict:
        """``POST /end_weight_update``: close the session (finalises the loaded weights)."""
        return self._checked("/end_weight_update", {}, retry="connect")

    def init_weights_update_group(self, master_address: str, master_port: int, rank_offset: int, world_size: int,
                                  group_name: str, backend: str = "nccl") -> dict:
        """``POST /init_weights_update_group``: join the trainer's broadcast group."""
        return self._checked("/init_weights_update_group", {
            "master_address": master_address, "master_port": master_port, "rank_offset": rank_offset,
            "world_size": world_size, "group_name": group_name, "backend": backend,
        }, retry="connect")

    def destroy_weights_update_group(self, group_name: str) -> dict:
        """``POST /destroy_weights_update_group``."""
        return self._checked("/destroy_weights_update_group", {"group_name": group_name}, retry="connect")

    def update_weights_from_distributed(self, bucket: WeightBucket, group_name: str, flush_cache: bool,
                                        weight_version: Optional[str]) -> dict:
        """``POST /update_weights_from_distributed``: receive one bucket by broadcast."""
        body = {"names": bucket.names, "dtypes": bucket.dtypes, "shapes": bucket.shapes,
                "group_name": group_name, "flush_cache": flush_cache}
        if weight_version is not None:
            body["weight_version"] = weight_version
        return self._checked("/update_weights_from_distributed", body, retry="connect")

    def update_weights_from_tensor(self, serialized: List[str], flush_cache: bool,
                                   weight_version: Optional[str]) -> dict:
        """``POST /update_weights_from_tensor``: ``serialized[tp_rank]`` per TP rank."""
        body = {"serialized_named_tensors": serialized, "flush_cache": flush_cache}
        if weight_version is not None:
            body["weight_version"] = weight_version
        return self._checked("/update_weights_from_tensor", body, retry="connect")

    def update_weights_from_disk(self, model_path: str, weight_version: Optional[str],
                                 flush_cache: bool = False) -> dict:
        """``POST /update_weights_from_disk``: reload weights from ``model_path``.

        ``flush_cache`` is off by default: sglang 0.5.23 fails the whole call when requests
        run while it flushes although the weights were loaded; the engine flushes afterwards
        (:meth:`SGLangEngine._flush_after_update`)."""
        body = {"model_path": model_path, "flush_cache": flush_cache}
        if weight_version is not None:
            body["weight_version"] = weight_version
        return self._checked("/update_weights_from_disk", body, retry="connect")

    def release_memory_occupation(self, tags: Optional[List[str]] = None) -> None:
        """``POST /release_memory_occupation`` (needs ``--enable-memory-saver``)."""
        self._checked("/release_memory_occupation", {"tags": tags} if tags else {}, retry="connect")

    def resume_memory_occupation(self, tags: Optional[List[str]] = None) -> None:
        """``POST /resume_memory_occupation``."""
        self._checked("/resume_memory_occupation", {"tags": tags} if tags else {}, retry="connect")

    def load_lora_adapter(self, lora_name: str, lora_path: str) -> dict:
        """``POST /load_lora_adapter`` (server started with ``--enable-lora``)."""
        return self._checked("/load_lora_adapter", {"lora_name": lora_name, "lora_path": lora_path}, retry="connect")

    def unload_lora_adapter(self, lora_name: str) -> dict:
        """``POST /unload_lora_adapter``."""
        return self._checked("/unload_lora_adapter", {"lora_name": lora_name}, retry="connect")

    def close(self) -> None:
        if self._own_http:
            self.http.close()
            if self.control_http is not self.http:
                self.control_http.close()


# ============================================================================ request/answer mapping


def sampling_body(sampling: SamplingParams, stop_token_ids: List[int], n: int, seed: Optional[int]) -> dict:
    """SGLang ``sampling_params`` for our :class:`SamplingParams`.

    ``stop_token_ids`` should already hold the rival's eos ids plus the call's extra ones.
    """
    sp = {
        "max_new_tokens": sampling.max_new_tokens,
        "temperature": sampling.temperature,
        "top_p": sampling.top_p,
        "top_k": sampling.top_k if sampling.top_k > 0 else -1,
        "stop_token_ids": list(stop_token_ids),
        "n": n,
        "skip_special_tokens": False,
        "no_stop_trim": True,
    }
    if sampling.stop:
        sp["stop"] = list(sampling.stop)
    if seed is not None:
        # honoured only by a server started with --enable-deterministic-inference (see
        # SGLangEngine.generate); without it SGLang ignores the key
        sp["sampling_seed"] = int(seed)
    return sp


def parse_weight_version(text: Any) -> Optional[Tuple[str, int]]:
    """``"A:7"`` -> ``("A", 7)``; anything else (``"default"``, None) -> None."""
    if not isinstance(text, str) or ":" not in text:
        return None
    rival, _, v = text.rpartition(":")
    try:
        return rival, int(v)
    except ValueError:
        return None


def parse_output(item: dict, url: str) -> Tuple[List[int], List[float], str, Optional[str], Optional[float]]:
    """One ``/generate`` answer item -> (output_ids, logprobs, finish_reason, weight_version, e2e_latency).

    Token ids come from ``meta_info.output_token_logprobs`` (one per sampled token, the
    emitted stop token included), falling back to ``output_ids``.

    Raises:
        RolloutError: the answer has no log-probs or they do not line up with the ids.
    """
    if not isinstance(item, dict) or "meta_info" not in item:
        raise RolloutError(f"SGLang server {url}: /generate answer without meta_info: {str(item)[:300]}")
    meta = item["meta_info"]
    lps = meta.get("output_token_logprobs")
    fr = meta.get("finish_reason")
    ftype = (fr.get("type") if isinstance(fr, dict) else fr) or "abort"
    finish = ftype if ftype in ("stop", "length", "abort") else "abort"
    if lps is None:
        if finish == "abort" and not item.get("output_ids"):
            lps = []
        else:
            raise RolloutError(f"SGLang server {url}: /generate answer has no output_token_logprobs; "
                               "send return_logprob=true")
    ids = [int(x[1]) for x in lps]
    logprobs = [float(x[0]) for x in lps]
    out_ids = item.get("output_ids")
    if out_ids is not None and finish != "abort" and len(out_ids) == len(ids) and list(out_ids) != ids:
        raise RolloutError(f"SGLang server {url}: output_ids and output_token_logprobs disagree")
    return ids, logprobs, finish, meta.get("weight_version"), meta.get("e2e_latency")
