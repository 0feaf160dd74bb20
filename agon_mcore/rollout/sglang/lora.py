"""LoRA rivals on SGLang: one pool holds the base and both rivals' adapters.

Every ``update_weights`` of a rival writes its adapter as a peft folder, loads it on every
server under a new versioned name, switches the rival's requests to it and unloads the
previous name (see :mod:`agon_mcore.rollout.sglang`, "LoRA rivals").
"""
from __future__ import annotations

import itertools
import logging
import shutil
from pathlib import Path
from typing import Dict, Iterable, List, Optional

import torch

from agon_mcore.rollout.sglang.pool import ServerPool
from agon_mcore.rollout.types import (
    RolloutError,
    WeightSyncError,
)
from agon_mcore.rollout.weight_sync import (
    NamedTensor,
    write_adapter_folder,
)

log = logging.getLogger("agon.rollout")

#: HF/peft module -> the module sglang 0.5.23 serves its LoRA on, where they differ: Qwen3.5's Gated DeltaNet
#: ``in_proj_qkv`` + ``in_proj_z`` are one ``in_proj_qkvz`` there (``srt/models/qwen3_5.py``
#: ``Qwen3_5ForCausalLM.supported_lora_modules``; ``srt/lora/lora.py::_normalize_in_proj_qkvz``)
SGLANG_LORA_MODULES = {"in_proj_qkv": "in_proj_qkvz", "in_proj_z": "in_proj_qkvz"}


def sglang_target_modules(target_modules) -> List[str]:
    """peft ``target_modules`` as sglang names them (``in_proj_qkv``, ``in_proj_z`` -> ``in_proj_qkvz``), order kept."""
    out: List[str] = []
    for m in target_modules:
        m = SGLANG_LORA_MODULES.get(m, m)
        if m not in out:
            out.append(m)
    return out


def sglang_lora_form(adapter: Dict[str, torch.Tensor], lora: dict):
    """An adapter (peft names) in the form sglang 0.5.23 loads: Qwen3.5's Gated DeltaNet pairs
    ``X.in_proj_qkv`` + ``X.in_proj_z`` become ``X.in_proj_qkvz`` with their shared ``lora_A`` and
    ``lora_B = [B_qkv; B_z]`` (rows ``[q; k; v; z]``). sglang's ``_normalize_in_proj_qkvz``
    (``srt/lora/lora.py``) repeats this ``lora_A`` over its 4 stacked slots, which gives exactly
    what it builds from a split ``in_proj_q/k/v/z`` adapter with equal ``lora_A``s. Other tensors
    are unchanged.

    Returns:
        ``(tensors, lora)``: the tensors and the ``peft.LoraConfig`` kwargs with sglang's module names.

    Raises:
        WeightSyncError: an ``in_proj_qkv`` adapter without its ``in_proj_z`` (or the reverse), or
            different ``lora_A`` (agon's fused adapter shares one).
    """
    out: Dict[str, torch.Tensor] = {}
    for name, t in adapter.items():
        if ".in_proj_z.lora_" in name:
            continue
        if ".in_proj_qkv.lora_" not in name:
            out[name] = t
            continue
        z = name.replace(".in_proj_qkv.", ".in_proj_z.")
        if z not in adapter:
            raise WeightSyncError(f"LoRA adapter for SGLang: {name} has no {z} (a Gated DeltaNet adapter covers "
                                  "in_proj_qkv and in_proj_z, sglang's in_proj_qkvz)")
        merged = name.replace(".in_proj_qkv.", ".in_proj_qkvz.")
        if ".lora_A." in name:
            if not torch.equal(t, adapter[z]):
                raise WeightSyncError(f"LoRA adapter for SGLang: {name} and {z} have different lora_A")
            out[merged] = t
        else:
            out[merged] = torch.cat([t, adapter[z]], dim=0)
    orphans = [n for n in adapter if ".in_proj_z.lora_" in n and n.replace(".in_proj_z.", ".in_proj_qkv.") not in adapter]
    if orphans:
        raise WeightSyncError(f"LoRA adapter for SGLang: {orphans[:2]} without in_proj_qkv")
    return out, {**lora, "target_modules": sglang_target_modules(lora["target_modules"])}


class LoraAdapters:
    """Adapter loading and per-step adapter sync; mixed into :class:`SGLangEngine`."""

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
        """Write ``<lora_dir>/<rival>/v<version>`` as a peft folder (:func:`write_adapter_folder`) in sglang's
        module names (:func:`sglang_lora_form`)."""
        if self.lora_dir is None:
            raise WeightSyncError("LoRA rivals on SGLang need lora_dir (rollout.sglang.lora_dir: a folder every "
                                  "server can read)")
        tensors, lora = sglang_lora_form(adapter, self.specs[rival].lora)
        return write_adapter_folder(self.lora_dir / rival / f"v{version:06d}", tensors.items(), lora)

    def _prune_adapter_dirs(self, rival: str, current: Path) -> None:
        """Keep the current and the previous adapter folder of ``rival``; remove older ones."""
        olds = sorted(p for p in current.parent.iterdir() if p.is_dir() and p != current)
        for p in olds[:-1]:
            shutil.rmtree(p, ignore_errors=True)
