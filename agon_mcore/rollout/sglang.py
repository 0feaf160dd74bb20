"""Rollouts from SGLang servers over HTTP, with per-step weight updates.

API reference: SGLang's native endpoints (docs.sglang.ai "Native APIs" and
``python/sglang/srt/entrypoints/http_server.py``; request fields from
``python/sglang/srt/managers/io_struct.py``):

- ``POST /generate`` with ``input_ids``, ``sampling_params`` (``max_new_tokens``,
  ``temperature``, ``top_p``, ``top_k``, ``stop``, ``stop_token_ids``, ``n``,
  ``sampling_seed``), ``return_logprob``; the answer (a dict, or a list of ``n`` dicts) has
  ``output_ids`` and ``meta_info`` with ``output_token_logprobs`` (``[logprob, token_id,
  text]`` per token), ``finish_reason`` (``{"type": "stop" | "length" | "abort", ...}``),
  ``weight_version`` and ``e2e_latency``.
- ``GET /health_generate``, ``POST /flush_cache``, ``POST /abort_request``
  (``{"rid": ..., "abort_all": ...}``).
- ``POST /init_weights_update_group`` (``master_address``, ``master_port``, ``rank_offset``,
  ``world_size``, ``group_name``, ``backend``), ``POST /update_weights_from_distributed``
  (``names``, ``dtypes``, ``shapes``, ``group_name``, ``flush_cache``, ``weight_version``),
  ``POST /destroy_weights_update_group``, ``POST /update_weights_from_tensor``
  (``serialized_named_tensors``, ``flush_cache``, ``weight_version``),
  ``POST /update_weights_from_disk`` (``model_path``, ``weight_version``, ``flush_cache``);
  each answers ``{"success": bool, "message": str}``.
- ``POST /release_memory_occupation`` / ``/resume_memory_occupation`` (``tags``; only for
  servers started with ``--enable-memory-saver``, which our launcher does not add: pass it in
  ``rollout.sglang.extra_args`` to use :meth:`SGLangEngine.release_memory`),
  ``POST /load_lora_adapter`` (``lora_name``, ``lora_path``), ``/unload_lora_adapter``.

Supported servers: ``SGLANG_REQUIREMENT`` below (the one place the range lives; setup.py's
``gpu`` extra and the contract tests read it). From 0.5.21 SGLang accepts
``/update_weights_from_distributed`` and ``/update_weights_from_tensor`` only between
``POST /begin_weight_update`` and ``POST /end_weight_update`` (its
``managers/scheduler_components/weight_updater.py``), and the weight version is read from
``GET /model_info`` (``/weight_version`` is gone). The engine checks each server's
``GET /server_info`` ``version`` against the range before its first weight update.

LoRA rivals (every ``RivalSpec.lora`` set): ONE pool serves the shared base and both
adapters at once (servers launched with ``--enable-lora --max-lora-rank --lora-target-modules
--max-loras-per-batch``, :func:`agon_mcore.rollout.launcher.lora_server_args`). Each
``/generate`` body carries ``lora_path`` = the rival's current adapter name, so roles never
swap weights. Every ``update_weights`` of a rival writes its adapter as a peft folder
(``<lora_dir>/<rival>/v<version>``, written to a temp folder and renamed), loads it on every
server under a new versioned name (``A@v12``; ``/load_lora_adapter``), switches the rival's
requests to it and unloads the previous name (``/unload_lora_adapter``; SGLang finishes the
requests still using it first). SGLang keys its prefix cache by adapter id
(``schedule_batch.py``: the ``lora_id`` joins the radix cache's extra key), so a new name
never reuses KV computed with the old adapter. The base goes once, in the first update that carries it,
through ``weight_sync``; never again. sglang 0.5.23 also has ``/load_lora_adapter_from_tensors``
(CUDA-IPC/shared-memory handles per TP rank); it is not used: it only works when the servers
share the trainer's host, while a folder on the shared file system works for every placement.

Weight versions are sent to the servers as ``"<rival>:<version>"`` (SGLang's
``weight_version`` string) and read back from every result's ``meta_info``, so a result
produced by the other rival's or an older weights is detectable.

Log-probs: SGLang reports the log-prob of each sampled token; whether it is taken after
temperature/top-p processing depends on the server version and settings (recent SGLang
returns the processed distribution's log-probs unless ``SGLANG_RETURN_ORIGINAL_LOGPROB``
is set). The local engine's convention is documented in :mod:`agon_mcore.rollout.sampling`.
"""
from __future__ import annotations

import logging
import random
import threading
import time
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple

import httpx
import torch

from agon_mcore.rollout.base import check_requests, sample_seed
from agon_mcore.rollout.types import (
    GenerationRequest,
    GenerationResult,
    RivalSpec,
    RolloutError,
    SamplingParams,
    WeightSyncError,
)
from agon_mcore.rollout.weight_sync import (
    NamedTensor,
    WeightBucket,
    broadcast_bucket,
    destroy_weight_update_group,
    free_port,
    init_weight_update_group,
    iter_buckets,
    is_local_host,
    serialize_named_tensors,
    stash_named_tensors,
    weight_sync_master_address,
    write_adapter_folder,
    write_hf_checkpoint,
)

log = logging.getLogger("agon.rollout")

# The SGLang versions this client speaks to (weight-update sessions, /model_info). The
# contract tests (tests/rollout/test_sglang_contract.py) run against SGLANG_TESTED, which
# tests/contract-requirements.txt pins; setup.py's gpu extra reads SGLANG_REQUIREMENT from here.
SGLANG_REQUIREMENT = ">=0.5.21,<0.5.24"
SGLANG_TESTED = "0.5.23"


def sglang_version_supported(version: str) -> bool:
    """True when ``version`` (e.g. ``"0.5.23"``, ``"0.5.23.post1"``) is in :data:`SGLANG_REQUIREMENT`."""
    from packaging.specifiers import SpecifierSet
    from packaging.version import InvalidVersion, Version

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


# ============================================================================ pools


@dataclass
class ServerHandle:
    """One server of a pool: its client, TP size and state."""

    client: SGLangClient
    tp: int = 1
    alive: bool = True
    inflight: int = 0
    error: str = ""

    @property
    def url(self) -> str:
        return self.client.url


@dataclass
class ServerPool:
    """Servers holding the same weights (one rival's, or the alternate pool's current one)."""

    name: str
    servers: List[ServerHandle]
    router: Optional[SGLangClient] = None
    loaded: Optional[str] = None  # rival whose weights the servers hold (None: startup weights)
    broken: Optional[str] = None  # last weight update failed: refuse to generate
    group: Any = None  # NCCL weight-update group
    group_name: str = ""
    group_members: Tuple[str, ...] = ()
    lock: threading.Lock = field(default_factory=threading.Lock)

    def alive(self) -> List[ServerHandle]:
        return [s for s in self.servers if s.alive]

    def pick(self) -> ServerHandle:
        """The healthy server with the fewest requests in flight (counted as started)."""
        with self.lock:
            live = self.alive()
            if not live:
                raise RolloutError(
                    f"pool {self.name}: every SGLang server is dead: "
                    + "; ".join(f"{s.url} ({s.error})" for s in self.servers)
                )
            s = min(live, key=lambda h: h.inflight)
            s.inflight += 1
            return s

    def release(self, s: ServerHandle) -> None:
        with self.lock:
            s.inflight -= 1

    def mark_dead(self, s: ServerHandle, error: str) -> None:
        with self.lock:
            if s.alive:
                s.alive, s.error = False, error
                log.error("SGLang server %s (pool %s) marked dead: %s; its requests go to the other servers",
                          s.url, self.name, error)


# ============================================================================ engine


@dataclass
class _Job:
    request_index: int
    sample_indices: List[int]
    body: dict


class SGLangEngine:
    """Rollout engine over SGLang servers (see the module docstring for the API used).

    Args:
        cfg: ``agon_mcore.config.SGLangConfig`` (timeouts, retries, concurrency, weight
            transport ``weight_sync``, bucket size).
        rivals: ``{name: RivalSpec}``.
        placement: ``"alternate"``: one pool serves every rival and swaps weights before
            generating for another rival (the engine keeps a host copy of each rival's
            latest weights, or its checkpoint folder with ``weight_sync=disk``);
            ``"split"``: one pool per rival.
        urls: worker URLs (default ``cfg.urls``, else ``http://{host}:{base_port + i}``
            for the launched servers). With ``split`` the first half serves the first
            rival, the second half the second; ``pools`` overrides the split.
        pools: ``{pool_or_rival_name: [urls]}``; with ``split`` the keys are rival names.
        routers: optional ``{pool_name: sglang_router url}`` in front of a pool's workers
            (the alternate pool is named ``"shared"``, split pools by rival): generation goes
            through the router and falls back to the workers if it dies; weight updates
            always go to every worker.
        tp: TP size of each server (default ``cfg.tp``), for NCCL ranks.
        master_address: address the servers reach the trainer at for the NCCL group
            (default: 127.0.0.1 when every server is local, else this host's address on
            the route to the servers, else ``MASTER_ADDR``;
            :func:`~agon_mcore.rollout.weight_sync.weight_sync_master_address`).
        weights_dir: folder for ``weight_sync=disk`` checkpoints (shared with the servers).
        free_memory_fn: returns free accelerator bytes; used to wait until released
            memory is really free (default: ``torch.cuda.mem_get_info`` when available).
        processes: launched server processes to stop at :meth:`shutdown`.

    Failure handling: per-request timeout ``cfg.request_timeout_s``; ``cfg.max_retries``
    retries with exponential backoff on connection errors, timeouts and 5xx; then the
    server is marked dead (logged with its address) and its requests are re-dispatched to
    the pool's other servers; when none is left, :class:`RolloutError` names them all.
    :meth:`abort` stops a running :meth:`generate`: finished samples are returned as they
    are, in-flight ones with SGLang's partial output and reason ``"abort"``, unsent ones
    empty with ``"abort"``. A weight update that fails on any server raises
    :class:`WeightSyncError` and the pool refuses to generate until an update succeeds.
    """

    def __init__(self, cfg, rivals: Dict[str, RivalSpec], *, placement: str = "alternate",
                 urls: Optional[List[str]] = None, pools: Optional[Dict[str, List[str]]] = None,
                 routers: Optional[Dict[str, str]] = None, tp: Optional[int] = None,
                 master_address: Optional[str] = None, weights_dir: Optional[str] = None,
                 free_memory_fn: Optional[Callable[[], int]] = None, processes: Optional[list] = None,
                 backoff_s: float = 0.5, nccl_backend: str = "nccl", lora_dir: Optional[str] = None):
        if placement not in ("alternate", "split"):
            raise ValueError(f"placement={placement!r}: use 'alternate' or 'split'")
        if not rivals:
            raise ValueError("SGLangEngine needs at least one rival")
        self.cfg = cfg
        self.specs = dict(rivals)
        self.placement = placement
        self.tp = int(tp or cfg.tp)
        self.weight_sync = cfg.weight_sync
        self.bucket_bytes = int(cfg.weight_bucket_mb) * (1 << 20)
        self.weights_dir = Path(weights_dir) if weights_dir else None
        self.free_memory_fn = free_memory_fn
        self.processes = list(processes or [])
        self.nccl_backend = nccl_backend
        self.deterministic = bool(getattr(cfg, "deterministic_inference", False))
        self._warned_seed = False
        self._version_checked: set = set()  # server URLs whose SGLang version was checked
        # how long a server may take to refuse the first bucket's update request before rank 0
        # enters the broadcast (a refusal arrives at once; an accepted request waits for it)
        self.accept_grace_s = 0.5
        self._http = httpx.Client(limits=httpx.Limits(max_connections=cfg.max_concurrency,
                                                      max_keepalive_connections=cfg.max_concurrency))
        self._control_http = httpx.Client(limits=httpx.Limits(max_connections=32))
        self._executor = ThreadPoolExecutor(max_workers=cfg.max_concurrency, thread_name_prefix="sglang")
        self._abort = threading.Event()
        self._closed = False
        self._versions = {r: 0 for r in self.specs}
        self._stash: Dict[str, Any] = {}
        self._lora: Dict[str, str] = {}
        # LoRA rivals (see the module docstring): one pool, per-request adapter names
        kinds = [bool(getattr(s, "lora", None)) for s in self.specs.values()]
        self.lora_mode = all(kinds)
        if any(kinds) and not self.lora_mode:
            raise ValueError("SGLangEngine: either every rival is a LoRA adapter (RivalSpec.lora) or none is")
        if self.lora_mode and placement != "alternate":
            raise ValueError("LoRA rivals are served by ONE pool holding the base and both adapters; use "
                             "rollout.placement=alternate (no weights swap between roles with LoRA)")
        self.lora_dir = Path(lora_dir) if lora_dir else (self.weights_dir.parent / "lora" if self.weights_dir else None)
        self._lora_version: Dict[str, int] = {}  # version of the adapter self._lora[rival] names
        self._lora_broken: Dict[str, str] = {}  # rival -> why its last adapter update failed
        self._lora_stale: List[str] = []  # old adapter names whose unload failed (retried later)
        self._lora_loads = 0  # adapter loads so far (makes a re-sent version's name unique)
        self._lora_versions_by_name: Dict[str, int] = {}
        self._base_synced = False  # LoRA: the trainer's base reached the pool (once)

        def client(u: str) -> SGLangClient:
            return SGLangClient(u, self._http, cfg.request_timeout_s, cfg.max_retries, backoff_s,
                                control_http=self._control_http)

        names = list(self.specs)
        if pools is None:
            urls = list(urls if urls is not None else (cfg.urls or [
                f"http://{cfg.host}:{cfg.base_port + i}" for i in range(cfg.num_servers * (len(names) if placement == "split" else 1))
            ]))
            if not urls:
                raise ValueError("SGLangEngine: no server URLs; set rollout.sglang.urls or launch servers first")
            if placement == "split":
                if len(urls) % len(names):
                    raise ValueError(f"placement=split needs the {len(urls)} server URLs to divide evenly among "
                                     f"rivals {names}; pass pools={{rival: [urls]}} to choose")
                k = len(urls) // len(names)
                pools = {r: urls[i * k:(i + 1) * k] for i, r in enumerate(names)}
            else:
                pools = {"shared": urls}
        if placement == "split" and set(pools) != set(names):
            raise ValueError(f"placement=split: pools keys {sorted(pools)} must be the rivals {names}")
        if placement == "alternate" and len(pools) != 1:
            raise ValueError("placement=alternate uses one pool; pass a single {name: urls} entry")
        self.pools: Dict[str, ServerPool] = {
            p: ServerPool(p, [ServerHandle(client(u), self.tp) for u in us],
                          router=client(routers[p]) if routers and routers.get(p) else None)
            for p, us in pools.items()
        }
        self._master_address = master_address
        if self.weight_sync == "tensor":
            remote = sorted({httpx.URL(s.url).host for p in self.pools.values() for s in p.servers
                             if not is_local_host(httpx.URL(s.url).host)})
            if remote:
                raise ValueError(
                    f"rollout.sglang.weight_sync=tensor sends CUDA-IPC handles, which only a process on this node "
                    f"can open, but SGLang servers run on other hosts {remote}: use "
                    "rollout.sglang.weight_sync=distributed (NCCL broadcast; servers on GPUs the trainer does not "
                    "use) or weight_sync=disk (a folder every server can read)"
                )

    # ------------------------------------------------------------------ helpers

    def _pool_of(self, rival: str) -> ServerPool:
        return self.pools[rival] if self.placement == "split" else next(iter(self.pools.values()))

    def _check_rival(self, rival: str) -> str:
        if rival not in self.specs:
            raise ValueError(f"rival {rival!r} is not served by this engine (rivals: {sorted(self.specs)})")
        return rival

    def weight_version(self, rival: str) -> int:
        """The version last given to ``update_weights`` for ``rival`` (0 before any)."""
        return self._versions[self._check_rival(rival)]

    def dead_servers(self) -> List[str]:
        """Addresses of the servers marked dead, with the reason."""
        return [f"{s.url} ({s.error})" for p in self.pools.values() for s in p.servers if not s.alive]

    def _all_alive(self, pool: ServerPool) -> List[ServerHandle]:
        live = pool.alive()
        if not live:
            raise RolloutError(f"pool {pool.name}: no live SGLang server; dead: {self.dead_servers()}")
        return live

    def _try_all(self, servers: List[ServerHandle], fn: Callable[[ServerHandle], Any]
                 ) -> Tuple[List[ServerHandle], List[str]]:
        """Run ``fn`` on every server concurrently: ``(servers that succeeded, ["url: error", ...])``."""
        futs = [(s, self._executor.submit(fn, s)) for s in servers]
        ok, errors = [], []
        for s, f in futs:
            try:
                f.result()
                ok.append(s)
            except Exception as e:  # noqa: BLE001 - reported together by the caller
                errors.append(f"{s.url}: {e}")
        return ok, errors

    def _on_all(self, servers: List[ServerHandle], fn: Callable[[ServerHandle], Any], what: str,
                error_cls: type = WeightSyncError) -> List[Any]:
        """Run ``fn`` on every server concurrently; raise ``error_cls`` naming every failure."""
        futs = [(s, self._executor.submit(fn, s)) for s in servers]
        out, errors = [], []
        for s, f in futs:
            try:
                out.append(f.result())
            except Exception as e:  # noqa: BLE001 - collected and re-raised below
                errors.append(f"{s.url}: {e}")
        if errors:
            raise error_cls(f"{what} failed on {len(errors)}/{len(servers)} server(s): " + "; ".join(errors))
        return out

    # ------------------------------------------------------------------ generation

    def generate(self, requests: List[GenerationRequest], sampling: SamplingParams) -> List[List[GenerationResult]]:
        """Sample ``sampling.n`` continuations per request on the servers.

        Each request is one ``/generate`` call with ``n``, unless ``sampling.seed`` is set
        and the servers run deterministic inference (``rollout.sglang.deterministic_inference``,
        launched with ``--enable-deterministic-inference --sampling-backend pytorch``): then
        each sample is its own call with ``sampling_seed`` derived from (seed, request,
        sample), and the same seed gives the same tokens. SGLang ignores ``sampling_seed``
        without that flag (its ``SamplingBatchInfo`` builds seeds only in deterministic
        mode), and its flashinfer sampler refuses a seed under top-k/top-p, so a seed on a
        non-deterministic pool is not sent and a warning says the samples are not reproducible.

        Returns:
            ``results[i][j]`` (every slot filled; aborted ones with reason ``"abort"``).

        Raises:
            ValueError: bad params, unknown rival, empty prompt.
            WeightSyncError: the pool's last weight update failed, or a result came from
                another rival's weights.
            RolloutError: every server of a pool is dead.
        """
        sampling.validate()
        check_requests(requests, self.specs)
        self._abort.clear()
        results: List[List[Optional[GenerationResult]]] = [[None] * sampling.n for _ in requests]
        for rival in self.specs:
            idx = [i for i, r in enumerate(requests) if r.rival == rival]
            if not idx:
                continue
            pool = self._pool_of(rival)
            if self.lora_mode:
                self._check_lora_ready(pool, rival)
            else:
                self._ensure_loaded(pool, rival)
            stops = sorted(set(self.specs[rival].eos_token_ids) | set(sampling.stop_token_ids))
            seed = sampling.seed if self.deterministic else None
            if sampling.seed is not None and not self.deterministic and not self._warned_seed:
                self._warned_seed = True
                log.warning("sampling seed %s is not sent: SGLang ignores sampling_seed unless the servers run "
                            "--enable-deterministic-inference (set rollout.sglang.deterministic_inference=true); "
                            "these rollouts are not reproducible", sampling.seed)
            jobs = []
            for i in idx:
                extra = {"lora_path": self._lora[rival]} if rival in self._lora else {}
                base = {"input_ids": list(requests[i].prompt_ids), "return_logprob": True, **extra}
                if seed is None:
                    jobs.append(_Job(i, list(range(sampling.n)),
                                     {**base, "sampling_params": sampling_body(sampling, stops, sampling.n, None)}))
                else:
                    for j in range(sampling.n):
                        jobs.append(_Job(i, [j], {**base, "sampling_params": sampling_body(
                            sampling, stops, 1, sample_seed(seed, i, j))}))
            futs: List[Tuple[_Job, Future]] = [(job, self._executor.submit(self._run_job, pool, rival, job, requests))
                                               for job in jobs]
            first_error = None
            for job, f in futs:
                try:
                    for j, res in zip(job.sample_indices, f.result()):
                        results[job.request_index][j] = res
                except Exception as e:  # noqa: BLE001 - keep collecting the finished ones
                    first_error = first_error or e
            if first_error is not None:
                raise first_error
        return results  # type: ignore[return-value]

    def _aborted(self, rival: str, prompt: List[int], k: int) -> List[GenerationResult]:
        return [GenerationResult(list(prompt), [], [], "abort", self._versions[rival], rival, 0.0) for _ in range(k)]

    def _run_job(self, pool: ServerPool, rival: str, job: _Job, requests) -> List[GenerationResult]:
        prompt = requests[job.request_index].prompt_ids
        k = len(job.sample_indices)
        while True:
            if self._abort.is_set():
                return self._aborted(rival, prompt, k)
            t0 = time.perf_counter()
            if pool.router is not None:
                try:
                    answer, url = pool.router.generate(job.body), pool.router.url
                except ServerUnavailableError as e:
                    log.error("sglang_router %s unavailable (%s); sending to the workers directly", pool.router.url, e)
                    pool.router = None
                    continue
            else:
                server = pool.pick()
                try:
                    answer, url = server.client.generate(job.body), server.url
                except ServerUnavailableError as e:
                    pool.mark_dead(server, str(e))
                    continue
                finally:
                    pool.release(server)
            wall = time.perf_counter() - t0
            items = answer if isinstance(answer, list) else [answer]
            if len(items) != k:
                raise RolloutError(f"SGLang server {url}: asked for {k} sample(s), got {len(items)}")
            out = []
            for item in items:
                ids, lps, finish, wv, latency = parse_output(item, url)
                version = self._versions[rival]
                parsed = None if self.lora_mode else parse_weight_version(wv)
                if self.lora_mode:
                    # the server's weight_version labels the base; the adapter the request
                    # named (body lora_path) says which version of the rival answered
                    version = self._lora_versions_by_name.get(job.body.get("lora_path"), version)
                if parsed is not None:
                    if parsed[0] != rival:
                        raise WeightSyncError(
                            f"SGLang server {url} answered a rival {rival} request with rival {parsed[0]}'s "
                            f"weights (version {wv!r}); the alternate pool swap did not take effect"
                        )
                    version = parsed[1]
                out.append(GenerationResult(list(prompt), ids, lps, finish, version, rival,
                                            float(latency) if latency is not None else wall))
            return out

    def abort(self) -> None:
        """Abort the running :meth:`generate` (call from another thread).

        Unsent requests are not sent; every server gets ``/abort_request`` with
        ``abort_all`` so in-flight ones return their partial output with reason ``abort``.
        """
        self._abort.set()
        if self._closed:
            return
        for pool in self.pools.values():
            for s in pool.alive():
                try:
                    s.client.abort_request(abort_all=True)
                except (RolloutError, RuntimeError) as e:  # RuntimeError: shut down meanwhile
                    log.warning("abort on %s failed: %s", s.url, e)

    # ------------------------------------------------------------------ weights

    def update_weights(self, rival: str, named_tensors: Iterable[NamedTensor], version: int) -> None:
        """Push the rival's HF-named tensors to its pool (see ``cfg.weight_sync``) and set its version.

        With ``placement=alternate`` and another rival currently loaded, the weights are
        kept (host copy, or a checkpoint folder for ``disk``) and pushed when that rival
        next generates.

        Raises:
            WeightSyncError: any server failed (each named); the pool then refuses to
                generate until an update succeeds.
            ValueError: ``version`` lower than the current one.
        """
        self._check_rival(rival)
        if version < self._versions[rival]:
            raise ValueError(f"rival {rival}: update to version {version} is older than the loaded version "
                             f"{self._versions[rival]}; versions must not go backwards")
        pool = self._pool_of(rival)
        if self.lora_mode:
            self._update_lora(pool, rival, named_tensors, version)
            return
        if self.placement == "alternate":
            self._stash[rival] = self._keep(rival, named_tensors, version)
            self._versions[rival] = int(version)
            if pool.loaded in (None, rival):
                self._push(pool, rival, self._stash[rival], version)
            return
        self._push(pool, rival, named_tensors, version)
        self._versions[rival] = int(version)

    def _keep(self, rival: str, named_tensors: Iterable[NamedTensor], version: int):
        if self.weight_sync == "disk":
            return self._write_disk(rival, named_tensors, version)
        return stash_named_tensors(named_tensors)

    def _ensure_loaded(self, pool: ServerPool, rival: str) -> None:
        """Make sure ``pool`` serves ``rival``'s latest weights, swapping them in if needed.

        A pool whose last update failed is re-pushed from the kept copy (alternate) or
        refused (split: the trainer must call ``update_weights`` again).
        """
        if self.placement == "split":
            if pool.broken:
                raise WeightSyncError(f"pool {pool.name}: the last weight update failed ({pool.broken}); "
                                      "refusing to generate from stale or partial weights")
            return
        if pool.loaded == rival and not pool.broken:
            return
        if rival not in self._stash:
            if pool.loaded is None and not pool.broken:
                return  # nothing synced yet: the servers' startup weights (version 0)
            raise WeightSyncError(
                f"rival {rival}: the alternate pool holds "
                + (f"rival {pool.loaded}'s weights" if not pool.broken else f"broken weights ({pool.broken})")
                + f" and rival {rival} was never synced; call update_weights({rival!r}, ...) first"
            )
        log.info("alternate pool: loading rival %s (version %d) over %s", rival, self._versions[rival],
                 pool.loaded if not pool.broken else "a failed update")
        self._push(pool, rival, self._stash[rival], self._versions[rival])

    def _write_disk(self, rival: str, named_tensors: Iterable[NamedTensor], version: int) -> Path:
        if self.weights_dir is None:
            raise WeightSyncError("weight_sync=disk needs weights_dir (a folder every server can read)")
        folder = self.weights_dir / rival / f"v{version:06d}"
        spec = self.specs.get(rival) or next(iter(self.specs.values()))  # "base": LoRA rivals' shared base
        write_hf_checkpoint(folder, spec.hf_config, named_tensors)
        olds = sorted(p for p in (self.weights_dir / rival).glob("v*") if p.is_dir() and p != folder)
        for p in olds[:-1]:  # keep the previous version too
            import shutil

            shutil.rmtree(p, ignore_errors=True)
        return folder

    def _check_versions(self, servers: List[ServerHandle]) -> None:
        """Refuse servers whose SGLang version is outside :data:`SGLANG_REQUIREMENT` (checked once each)."""
        for s in servers:
            if s.url in self._version_checked:
                continue
            v = s.client.server_version()
            if v is None or not sglang_version_supported(v):
                raise WeightSyncError(
                    f"SGLang server {s.url} runs sglang {v or '(unknown: no version in /server_info)'}; this client "
                    f"speaks the weight-update protocol of sglang{SGLANG_REQUIREMENT} (begin/end_weight_update "
                    f"sessions); install a supported version, e.g. pip install sglang=={SGLANG_TESTED}"
                )
            self._version_checked.add(s.url)

    @staticmethod
    def _begin_session(s: ServerHandle) -> None:
        """``/begin_weight_update``; a session left open by an interrupted update is closed first."""
        try:
            s.client.begin_weight_update()
        except WeightSyncError as e:
            if "already open" not in str(e):
                raise
            log.warning("%s: closing a weight-update session left open by an earlier update", s.url)
            s.client.end_weight_update()
            s.client.begin_weight_update()

    def _push(self, pool: ServerPool, rival: str, source, version: int) -> None:
        """Send ``source`` to every live server of ``pool``.

        ``tensor`` and ``distributed`` run inside one weight-update session per server:
        ``/begin_weight_update`` on every server first (each must accept, else nothing is
        sent), the buckets, then ``/end_weight_update`` on every server that began, also
        after a failure (a session left open would refuse the next ``begin``). Every
        update request carries ``flush_cache=false``; the prefix cache is flushed once the
        update is complete (:meth:`_flush_after_update`).
        """
        wv = f"{rival}:{version}"
        servers = self._all_alive(pool)
        try:
            if self.weight_sync == "disk":
                folder = source if isinstance(source, Path) else self._write_disk(rival, source, version)
                self._on_all(servers, lambda s: s.client.update_weights_from_disk(str(folder), wv),
                             f"update_weights_from_disk(rival {rival}, version {version})")
            else:
                self._check_versions(servers)
                began: List[ServerHandle] = []
                error: Optional[BaseException] = None
                try:
                    ok, errors = self._try_all(servers, self._begin_session)
                    began.extend(ok)
                    if errors:
                        raise WeightSyncError(f"begin_weight_update(rival {rival}) failed on {len(errors)}/"
                                              f"{len(servers)} server(s); no weights were sent: " + "; ".join(errors))
                    if self.weight_sync == "tensor":
                        self._push_tensor(servers, rival, source, wv)
                    else:
                        self._push_distributed(pool, servers, rival, source, wv)
                except BaseException as e:
                    error = e
                    raise
                finally:
                    if began:
                        try:
                            self._on_all(began, lambda s: s.client.end_weight_update(),
                                         f"end_weight_update(rival {rival})")
                        except WeightSyncError:
                            if error is None:
                                raise
                            log.exception("end_weight_update after a failed update of rival %s", rival)
            self._flush_after_update(servers, rival, version)
        except BaseException as e:
            pool.broken = f"{type(e).__name__}: {e}"
            raise
        pool.broken = None
        pool.loaded = rival

    def _flush_after_update(self, servers: List[ServerHandle], rival: str, version: int) -> None:
        """Drop the prefix cache the old weights computed, once the new ones are in.

        Weight updates are sent with ``flush_cache=false``: sglang 0.5.23 answers an update
        whose flush finds requests running or queued with ``success=false`` although the
        weights were loaded (``weight_updater.py::flush_cache_after_weight_update``). The
        flush follows ``/end_weight_update`` as ``/flush_cache?timeout=`` (deferred by the
        server until it is idle) and is retried while refused, for up to
        ``cfg.request_timeout_s`` (every running request ends or times out by then).

        Raises:
            WeightSyncError: a server stayed busy past the deadline or failed (named); the
                pool then refuses to generate (a stale prefix cache would serve KV of the
                old weights).
        """
        deadline = time.monotonic() + float(self.cfg.request_timeout_s)

        def flush(s: ServerHandle) -> None:
            tries = 0
            while True:
                left = deadline - time.monotonic()
                try:
                    s.client.flush_cache(wait_idle_s=max(min(left, 60.0), 1.0))
                    return
                except ServerRequestError as e:
                    tries += 1
                    if time.monotonic() + 0.2 >= deadline:
                        raise WeightSyncError(
                            f"rival {rival} version {version}: the weights were loaded on {s.url}, but its prefix "
                            f"cache could not be flushed within rollout.sglang.request_timeout_s="
                            f"{self.cfg.request_timeout_s:g} s ({tries} tries; requests kept running or queued: "
                            f"{e}); abort the running requests (engine.abort()) or raise request_timeout_s"
                        ) from e
                    time.sleep(min(0.2 * tries, 2.0))

        self._on_all(servers, flush, f"flush_cache after the update of rival {rival}")

    def _push_tensor(self, servers: List[ServerHandle], rival: str, source, wv: str) -> None:
        """CUDA-IPC buckets: every TP rank of every server gets its OWN serialised payload.

        SGLang deserialises ``serialized_named_tensors[tp_rank]`` once per rank, and each
        deserialisation of a CUDA-IPC handle releases one reference the sender took when it
        pickled the tensor; one payload shared by several ranks or servers would be released
        more often than taken (reference-count underflow). Devices travel as GPU UUIDs (see
        :func:`~agon_mcore.rollout.weight_sync.serialize_named_tensors`).
        """
        device = torch.device("cuda", torch.cuda.current_device()) if torch.cuda.is_available() else "cpu"
        buckets = iter_buckets(source, self.bucket_bytes)
        b = next(buckets, None)
        while b is not None:
            nxt = next(buckets, None)
            named = [(n, t.detach().to(device).contiguous()) for n, t in b.named_tensors()]
            last = nxt is None
            payloads = {s.url: [serialize_named_tensors(named) for _ in range(s.tp)] for s in servers}
            self._on_all(servers, lambda s, last=last: s.client.update_weights_from_tensor(
                payloads[s.url], flush_cache=False, weight_version=wv if last else None),
                f"update_weights_from_tensor(rival {rival})")
            del named, payloads  # receivers have copied; the IPC handles may go
            b = nxt

    def _master(self, servers: List[ServerHandle]) -> str:
        """The trainer's address for the NCCL group (see :func:`weight_sync_master_address`)."""
        if self._master_address:
            return self._master_address
        try:
            return weight_sync_master_address([httpx.URL(s.url).host for s in servers])
        except ValueError as e:
            raise WeightSyncError(str(e)) from e

    def _ensure_group(self, pool: ServerPool, servers: List[ServerHandle]) -> None:
        members = tuple(s.url for s in servers)
        if pool.group is not None and pool.group_members == members:
            return
        if pool.group is not None:  # membership changed (a server died): rebuild
            for s in servers:
                try:
                    s.client.destroy_weights_update_group(pool.group_name)
                except RolloutError as e:
                    log.warning("destroy_weights_update_group on %s: %s", s.url, e)
            destroy_weight_update_group(pool.group)
            pool.group = None
        addr = self._master(servers)
        port = free_port("0.0.0.0" if addr not in ("127.0.0.1", "localhost") else "127.0.0.1")
        world = 1 + sum(s.tp for s in servers)
        name = f"agon_{pool.name}_{port}"
        offsets, off = [], 1
        for s in servers:
            offsets.append(off)
            off += s.tp
        futs = [self._executor.submit(s.client.init_weights_update_group, addr, port, o, world, name,
                                      self.nccl_backend) for s, o in zip(servers, offsets)]
        group = init_weight_update_group(addr, port, 0, world, name, backend=self.nccl_backend,
                                         timeout_s=self.cfg.request_timeout_s)
        errors = []
        for s, f in zip(servers, futs):
            try:
                f.result()
            except Exception as e:  # noqa: BLE001
                errors.append(f"{s.url}: {e}")
        if errors:
            destroy_weight_update_group(group)
            raise WeightSyncError("init_weights_update_group failed: " + "; ".join(errors))
        pool.group, pool.group_name, pool.group_members = group, name, members

    def _push_distributed(self, pool: ServerPool, servers: List[ServerHandle], rival: str, source, wv: str) -> None:
        self._ensure_group(pool, servers)
        device = "cuda" if self.nccl_backend == "nccl" else "cpu"
        buckets = iter_buckets(source, self.bucket_bytes)
        b = next(buckets, None)
        first = True
        while b is not None:
            nxt = next(buckets, None)
            last = nxt is None
            futs = [(s, self._executor.submit(s.client.update_weights_from_distributed, b, pool.group_name,
                                              False, wv if last else None)) for s in servers]
            # Never enter the broadcast for a request a server refused: a refusal (HTTP 400,
            # e.g. no open session) comes back at once, an accepted request only after the
            # broadcast. The session opened in _push makes refusals rare; the first bucket
            # waits up to accept_grace_s for one, later buckets check what has already answered.
            wait([f for _, f in futs], timeout=self.accept_grace_s if first else 0.0, return_when=FIRST_COMPLETED)
            first = False
            early = [(s, f) for s, f in futs if f.done()]
            if early:
                pool.group_members = ()  # servers that accepted wait in the broadcast: rebuild the group next time
                errors = []
                for s, f in early:
                    e = f.exception()
                    errors.append(f"{s.url}: {e if e is not None else 'answered before receiving the bucket'}")
                raise WeightSyncError(
                    f"update_weights_from_distributed(rival {rival}) refused before the broadcast; rank 0 did not "
                    "enter it: " + "; ".join(errors)
                )
            bcast_error = None
            try:
                broadcast_bucket(pool.group, b, device)
            except Exception as e:  # noqa: BLE001 - report together with the servers' answers
                bcast_error = e
            errors = []
            for s, f in futs:
                try:
                    f.result()
                except Exception as e:  # noqa: BLE001
                    errors.append(f"{s.url}: {e}")
            if bcast_error is not None or errors:
                raise WeightSyncError(
                    f"update_weights_from_distributed(rival {rival}) failed"
                    + (f"; broadcast: {bcast_error}" if bcast_error else "")
                    + ("; " + "; ".join(errors) if errors else "")
                )
            b = nxt

    # ------------------------------------------------------------------ memory, cache, LoRA

    def flush_cache(self) -> None:
        """``/flush_cache`` on every live server."""
        for pool in self.pools.values():
            self._on_all(pool.alive(), lambda s: s.client.flush_cache(), "flush_cache", RolloutError)

    def health(self) -> Dict[str, bool]:
        """``{url: /health_generate ok}`` for every server not marked dead."""
        return {s.url: s.client.health_generate() for p in self.pools.values() for s in p.alive()}

    def _free_bytes(self) -> Optional[int]:
        if self.free_memory_fn is not None:
            return int(self.free_memory_fn())
        if torch.cuda.is_available():
            return int(torch.cuda.mem_get_info()[0])
        return None

    def release_memory(self, tags: Optional[List[str]] = None, timeout_s: float = 120.0,
                       poll_s: float = 0.5, stable_polls: int = 3) -> Optional[int]:
        """``/release_memory_occupation`` on every server, then wait until the memory is free.

        Waits until the free accelerator memory has grown and then stayed unchanged for
        ``stable_polls`` consecutive polls (the servers return memory asynchronously).

        Returns:
            bytes freed as seen by ``free_memory_fn`` (None when unmeasurable).

        Raises:
            RolloutError: a server failed, or the memory did not settle in time.
        """
        before = self._free_bytes()
        for pool in self.pools.values():
            self._on_all(pool.alive(), lambda s: s.client.release_memory_occupation(tags),
                         "release_memory_occupation", RolloutError)
        if before is None:
            return None
        deadline = time.monotonic() + timeout_s
        last, same = self._free_bytes(), 0
        while True:
            if last > before and same >= stable_polls:
                return last - before
            if time.monotonic() > deadline:
                raise RolloutError(f"release_memory_occupation: free memory went {before} -> {last} bytes and did "
                                   f"not settle within {timeout_s:g} s; is --enable-memory-saver on?")
            time.sleep(poll_s)
            now = self._free_bytes()
            same = same + 1 if now == last else 0
            last = now

    def resume_memory(self, tags: Optional[List[str]] = None) -> None:
        """``/resume_memory_occupation`` on every server."""
        for pool in self.pools.values():
            self._on_all(pool.alive(), lambda s: s.client.resume_memory_occupation(tags),
                         "resume_memory_occupation", RolloutError)

    def load_lora_adapter(self, rival: str, lora_path: str, lora_name: Optional[str] = None) -> None:
        """Load an adapter folder on the rival's pool; the rival's requests then carry ``lora_path=lora_name``.

        The previous adapter of the rival stays loaded (see :meth:`update_weights` for the
        per-step sync that replaces it). Raises :class:`WeightSyncError` naming the servers
        that refused (e.g. a server launched without ``--enable-lora``).
        """
        name = lora_name or f"agon_{rival}"
        pool = self._pool_of(self._check_rival(rival))
        self._on_all(self._all_alive(pool), lambda s: s.client.load_lora_adapter(name, lora_path),
                     f"load_lora_adapter({name})")
        self._lora[rival] = name
        self._lora_versions_by_name[name] = self._versions[rival]

    def unload_lora_adapter(self, rival: str) -> None:
        """Unload the rival's adapter (its requests go back to the base model)."""
        name = self._lora.pop(self._check_rival(rival), None)
        if name is None:
            return
        pool = self._pool_of(rival)
        self._on_all(self._all_alive(pool), lambda s: s.client.unload_lora_adapter(name),
                     f"unload_lora_adapter({name})")

    def lora_adapters(self) -> Dict[str, str]:
        """``{rival: adapter name its requests carry}`` (LoRA rivals; empty before the first sync)."""
        return dict(self._lora)

    @staticmethod
    def _is_adapter_tensor(name: str) -> bool:
        return ".lora_A." in name or ".lora_B." in name

    def _check_lora_ready(self, pool: ServerPool, rival: str) -> None:
        """LoRA: refuse to generate for a rival without a loaded adapter or after a failed sync."""
        if pool.broken:
            raise WeightSyncError(f"pool {pool.name}: the last base weight update failed ({pool.broken}); "
                                  "refusing to generate from stale or partial weights")
        if rival in self._lora_broken:
            raise WeightSyncError(f"rival {rival}: the last adapter update failed ({self._lora_broken[rival]}); "
                                  "refusing to generate from a stale adapter; call update_weights again")
        if rival not in self._lora:
            raise WeightSyncError(f"rival {rival}: no LoRA adapter is loaded on the servers yet; call "
                                  f"update_weights({rival!r}, policy.export_rollout_weights(), version) first")

    def _update_lora(self, pool: ServerPool, rival: str, named_tensors: Iterable[NamedTensor], version: int) -> None:
        """One LoRA rival's update: the shared base (first time only), then its adapter.

        The stream is ``Policy.export_rollout_weights``: optionally the base's HF tensors,
        then the adapter's (``...q_proj.lora_A.weight``). Base tensors go through
        ``weight_sync`` like a full rival's, once; the adapter is written as a peft folder,
        loaded under ``"<rival>@v<version>"`` on every server, made current, and the
        previous name unloaded. A failed load leaves the previous adapter loaded but the
        rival refuses to generate until an update succeeds.

        Raises:
            WeightSyncError: a server refused (named), a base tensor after adapter
                tensors, an empty adapter, or no ``lora_dir``.
        """
        import itertools

        it = iter(named_tensors)
        first = next(it, None)
        tail: List[NamedTensor] = []
        if first is not None and not self._is_adapter_tensor(first[0]):
            def base_part():
                for name, t in itertools.chain([first], it):
                    if self._is_adapter_tensor(name):
                        tail.append((name, t))
                        return
                    yield name, t

            # the base reaches the pool once (the servers may have started from a placeholder)
            self._push(pool, "base", base_part(), 0)
            self._base_synced = True
        elif first is not None:
            tail.append(first)
        adapter: Dict[str, torch.Tensor] = {}
        for name, t in itertools.chain(tail, it):
            if not self._is_adapter_tensor(name):
                raise WeightSyncError(f"rival {rival}: base tensor {name!r} after the adapter tensors; the stream "
                                      "must be the base (optional) followed by the adapter")
            adapter[name] = t.detach().to("cpu", copy=True)
        if not adapter:
            raise WeightSyncError(f"rival {rival}: the weight stream carried no adapter tensors (names "
                                  "'model.layers.{i}.self_attn.q_proj.lora_A.weight', ...)")
        folder = self._write_adapter(rival, adapter, version)
        name = f"{rival}@v{version}"
        if name in self._lora.values() or name in self._lora_stale:
            name = f"{name}.{self._lora_loads}"  # the same version re-sent: a fresh name
        self._lora_loads += 1
        servers = self._all_alive(pool)
        loaded, errors = self._try_all(servers, lambda s: s.client.load_lora_adapter(name, str(folder)))
        if errors:
            for s in loaded:  # do not leave the new name on some servers only
                try:
                    s.client.unload_lora_adapter(name)
                except RolloutError as e:
                    log.warning("unloading %s from %s after a failed load: %s", name, s.url, e)
            self._lora_broken[rival] = f"load_lora_adapter({name}) failed"
            raise WeightSyncError(f"load_lora_adapter({name}, {folder}) failed on {len(errors)}/{len(servers)} "
                                  "server(s): " + "; ".join(errors) + ". Servers for LoRA rivals run with "
                                  "--enable-lora --max-lora-rank --lora-target-modules --max-loras-per-batch "
                                  "(launch/sglang_server.py adds them for a LoRA config) and must read lora_dir")
        old = self._lora.get(rival)
        self._lora[rival] = name
        self._lora_versions_by_name[name] = int(version)
        self._lora_version[rival] = int(version)
        self._versions[rival] = int(version)
        self._lora_broken.pop(rival, None)
        self._unload_old(pool, ([old] if old else []))
        self._prune_adapter_dirs(rival, folder)

    def _unload_old(self, pool: ServerPool, names: List[str]) -> None:
        """Unload superseded adapter names (and earlier ones whose unload failed); failures are
        logged and retried at the next update (a leftover adapter costs host memory only)."""
        todo, self._lora_stale = self._lora_stale + names, []
        for name in todo:
            try:
                self._on_all(self._all_alive(pool), lambda s, n=name: s.client.unload_lora_adapter(n),
                             f"unload_lora_adapter({name})")
                self._lora_versions_by_name.pop(name, None)
            except (WeightSyncError, RolloutError) as e:
                log.warning("%s; retried at the next adapter update", e)
                self._lora_stale.append(name)

    def _write_adapter(self, rival: str, adapter: Dict[str, torch.Tensor], version: int) -> Path:
        """Write ``<lora_dir>/<rival>/v<version>`` as a peft folder (:func:`write_adapter_folder`)."""
        if self.lora_dir is None:
            raise WeightSyncError("LoRA rivals on SGLang need lora_dir (rollout.sglang.lora_dir: a folder every "
                                  "server can read)")
        return write_adapter_folder(self.lora_dir / rival / f"v{version:06d}", adapter.items(), self.specs[rival].lora)

    def _prune_adapter_dirs(self, rival: str, current: Path) -> None:
        """Keep the current and the previous adapter folder of ``rival``; remove older ones."""
        import shutil

        olds = sorted(p for p in current.parent.iterdir() if p.is_dir() and p != current)
        for p in olds[:-1]:
            shutil.rmtree(p, ignore_errors=True)

    def shutdown(self) -> None:
        """Close HTTP connections, drop NCCL groups, stop the servers this engine launched."""
        self._closed = True
        for pool in self.pools.values():
            if pool.group is not None:
                destroy_weight_update_group(pool.group)
                pool.group = None
        self._executor.shutdown(wait=False, cancel_futures=True)
        self._http.close()
        self._control_http.close()
        for p in self.processes:
            try:
                p.stop()
            except Exception as e:  # noqa: BLE001
                log.warning("stopping %s: %s", p, e)
        self.processes.clear()
