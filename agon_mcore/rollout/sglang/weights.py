"""The per-step weight push of :class:`~agon_mcore.rollout.sglang.engine.SGLangEngine`.

``rollout.sglang.weight_sync``: ``distributed`` (an NCCL group from trainer rank 0 to every
server, bucketed broadcast), ``tensor`` (CUDA-IPC handles per server TP rank, colocated
servers), ``disk`` (an HF checkpoint folder every server reads). With ``placement=alternate``
the pool swaps between the rivals' kept copies before generating for the other rival. Each
push is one SGLang weight-update session (``/begin_weight_update`` .. ``/end_weight_update``),
then a prefix-cache flush; a failure marks the pool broken until an update succeeds.
"""
from __future__ import annotations

import logging
import shutil
import time
from concurrent.futures import FIRST_COMPLETED, wait
from pathlib import Path
from typing import Iterable, List, Optional

import httpx
import torch

from agon_mcore.rollout.sglang.client import (
    SGLANG_REQUIREMENT,
    SGLANG_TESTED,
    ServerRequestError,
    sglang_version_supported,
)
from agon_mcore.rollout.sglang.pool import ServerHandle, ServerPool
from agon_mcore.rollout.types import (
    RolloutError,
    WeightSyncError,
)
from agon_mcore.rollout.weight_sync import (
    NamedTensor,
    broadcast_bucket,
    destroy_weight_update_group,
    free_port,
    init_weight_update_group,
    iter_buckets,
    serialize_named_tensors,
    stash_named_tensors,
    weight_sync_master_address,
    write_hf_checkpoint,
)

log = logging.getLogger("agon.rollout")


class WeightPush:
    """Weight updates of the engine's pools; mixed into :class:`SGLangEngine` (which owns the state)."""


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
                            f"{e}); abort the running requests (SGLangClient.abort_request) or raise request_timeout_s"
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
