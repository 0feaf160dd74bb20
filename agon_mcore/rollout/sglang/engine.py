"""The SGLang rollout engine: pools of servers, generation, and (through its mixins) weight updates."""
from __future__ import annotations

import logging
import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Dict, List, Optional, Tuple

import httpx

from agon_mcore.rollout.base import check_requests, sample_seed
from agon_mcore.rollout.sglang.client import (
    ServerUnavailableError,
    SGLangClient,
    parse_output,
    parse_weight_version,
    sampling_body,
)
from agon_mcore.rollout.sglang.lora import LoraAdapters
from agon_mcore.rollout.sglang.routes import decode_routed_experts
from agon_mcore.rollout.sglang.pool import ServerHandle, ServerPool
from agon_mcore.rollout.sglang.weights import WeightPush
from agon_mcore.rollout.types import (
    GenerationRequest,
    GenerationResult,
    RivalSpec,
    RolloutError,
    SamplingParams,
    WeightSyncError,
)
from agon_mcore.rollout.weight_sync import (
    destroy_weight_update_group,
    is_local_host,
)

log = logging.getLogger("agon.rollout")



@dataclass
class _Job:
    request_index: int
    sample_indices: List[int]
    body: dict


class SGLangEngine(WeightPush, LoraAdapters):
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
        processes: launched server processes to stop at :meth:`shutdown`.

    Failure handling: per-request timeout ``cfg.request_timeout_s``; ``cfg.max_retries``
    retries with exponential backoff on connection errors, timeouts and 5xx; then the
    server is marked dead (logged with its address) and its requests are re-dispatched to
    the pool's other servers; when none is left, :class:`RolloutError` names them all.
    A request the server aborts (``/abort_request``) comes back with its partial output and
    reason ``"abort"``. A weight update that fails on any server raises
    :class:`WeightSyncError` and the pool refuses to generate until an update succeeds.
    """

    def __init__(self, cfg, rivals: Dict[str, RivalSpec], *, placement: str = "alternate",
                 urls: Optional[List[str]] = None, pools: Optional[Dict[str, List[str]]] = None,
                 routers: Optional[Dict[str, str]] = None, tp: Optional[int] = None,
                 master_address: Optional[str] = None, weights_dir: Optional[str] = None,
                 processes: Optional[list] = None,
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
            ``results[i][j]`` (every slot filled; requests the server aborted with reason ``"abort"``).

        Raises:
            ValueError: bad params, unknown rival, empty prompt.
            WeightSyncError: the pool's last weight update failed, or a result came from
                another rival's weights.
            RolloutError: every server of a pool is dead.
        """
        sampling.validate()
        check_requests(requests, self.specs)
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
                if self.specs[rival].routed_experts:  # MoE routing replay (decode_routed_experts)
                    extra["return_routed_experts"] = True
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

    def _run_job(self, pool: ServerPool, rival: str, job: _Job, requests) -> List[GenerationResult]:
        prompt = requests[job.request_index].prompt_ids
        k = len(job.sample_indices)
        while True:
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
                routes = None
                if job.body.get("return_routed_experts"):
                    routes = decode_routed_experts(item, self.specs[rival].hf_config, len(prompt), len(ids), url)
                out.append(GenerationResult(list(prompt), ids, lps, finish, version, rival,
                                            float(latency) if latency is not None else wall, routed_experts=routes))
            return out

    # ------------------------------------------------------------------ memory, cache, LoRA

    def flush_cache(self) -> None:
        """``/flush_cache`` on every live server."""
        for pool in self.pools.values():
            self._on_all(pool.alive(), lambda s: s.client.flush_cache(), "flush_cache", RolloutError)

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
