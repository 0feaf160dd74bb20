"""Start, wait for and stop SGLang servers and ``sglang_router`` (cluster rollouts).

Command lines follow SGLang's ``sglang.launch_server`` server arguments (``--model-path``,
``--tp-size``, ``--host``, ``--port``, ``--mem-fraction-static``, ``--base-gpu-id``,
``--weight-version``, ``--skip-tokenizer-init``; for LoRA rivals
``--enable-lora --max-lora-rank --lora-target-modules --max-loras-per-batch``) and
``sglang_router.launch_router`` (``--worker-urls``, ``--host``, ``--port``, ``--policy``).
Servers bind to ``SGLangConfig.host`` (127.0.0.1 by default, or the node's own address);
binding to all interfaces happens only when a config asks for it explicitly, with a warning.

Each process runs in its own session (process group) with its output in a log file;
:meth:`ManagedProcess.stop` terminates the whole group (SIGTERM, then SIGKILL). It does not
inherit torchrun's rendezvous environment (:func:`server_env`): SGLang's own process groups
would otherwise join the trainer's (``TORCHELASTIC_USE_AGENT_STORE=True`` turns every store
into a client of the agent's).

GPU placement (:func:`server_gpus`): with ``rollout.sglang.colocate=false`` (default) the
servers take the GPUs after the trainer's on rank 0's node (the trainer's ranks use GPUs
``0 .. LOCAL_WORLD_SIZE-1``); with ``colocate=true`` they share the trainer's GPUs from GPU 0,
which needs ``weight_sync`` ``tensor`` or ``disk``: NCCL refuses two ranks of one
communicator on the same GPU, so the ``distributed`` group cannot include a colocated server.
"""
from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

import httpx

log = logging.getLogger("agon.rollout")


# torchrun / torchelastic variables a launched server must not inherit (its own
# torch.distributed setup would read them); TORCHELASTIC_* and TORCH_ELASTIC_* are dropped by prefix.
_TORCHRUN_ENV = ("RANK", "LOCAL_RANK", "WORLD_SIZE", "LOCAL_WORLD_SIZE", "GROUP_RANK", "GROUP_WORLD_SIZE",
                 "ROLE_RANK", "ROLE_NAME", "ROLE_WORLD_SIZE", "MASTER_ADDR", "MASTER_PORT", "TORCH_NCCL_ASYNC_ERROR_HANDLING")
_TORCHRUN_PREFIXES = ("TORCHELASTIC_", "TORCH_ELASTIC_")


def server_env(base: Optional[Dict[str, str]] = None, extra: Optional[Dict[str, str]] = None) -> Dict[str, str]:
    """The environment for a launched server: ``base`` (default ``os.environ``) without
    torchrun's rendezvous variables (RANK, WORLD_SIZE, MASTER_*, LOCAL_*, GROUP_*, ROLE_*,
    TORCHELASTIC_*), plus ``extra``."""
    env = dict(os.environ if base is None else base)
    for k in list(env):
        if k in _TORCHRUN_ENV or k.startswith(_TORCHRUN_PREFIXES):
            del env[k]
    env.update(extra or {})
    return env


class PlacementError(ValueError):
    """The servers do not fit beside the trainer on this node, or would share its GPUs in an NCCL group."""


def trainer_gpus_on_node(env: Optional[Dict[str, str]] = None) -> int:
    """GPUs the trainer's ranks use on this node (one per rank).

    ``LOCAL_WORLD_SIZE`` (torchrun), else Slurm's tasks per node (``SLURM_NTASKS_PER_NODE``
    or ``SLURM_TASKS_PER_NODE``, e.g. ``8(x2)``: ``agon launch slurm`` starts one task per
    GPU without torchrun), else ``WORLD_SIZE / SLURM_NNODES``, else 1 (a plain process).
    """
    env = os.environ if env is None else env

    def first_int(text: Optional[str]) -> Optional[int]:
        import re

        m = re.match(r"\s*(\d+)", text or "")
        return int(m.group(1)) if m else None

    for key in ("LOCAL_WORLD_SIZE", "SLURM_NTASKS_PER_NODE", "SLURM_TASKS_PER_NODE"):
        n = first_int(env.get(key))
        if n:
            return n
    world, nodes = first_int(env.get("WORLD_SIZE")), first_int(env.get("SLURM_NNODES"))
    if world and nodes:
        return max(1, world // nodes)
    return 1


def server_gpus(cfg, num_pools: int, *, trainer_gpus: Optional[int] = None,
                node_gpus: Optional[int] = None) -> List[int]:
    """First GPU index of each launched server (``num_pools * cfg.num_servers`` of them).

    ``colocate=false``: servers start after the trainer's ``trainer_gpus`` GPUs (default
    :func:`trainer_gpus_on_node`); ``colocate=true``: from GPU 0, beside the trainer.

    Raises:
        PlacementError: colocated servers with ``weight_sync=distributed`` (NCCL duplicate
            device), or more server GPUs than the node has (``node_gpus``, default the
            visible CUDA devices; unchecked without CUDA).
    """
    n = num_pools * cfg.num_servers
    colocate = bool(getattr(cfg, "colocate", False))
    if colocate and cfg.weight_sync == "distributed":
        raise PlacementError(
            "rollout.sglang.colocate=true puts the servers on the trainer's GPUs, and NCCL refuses two ranks of one "
            "communicator on one GPU, so weight_sync=distributed would crash: use rollout.sglang.weight_sync=tensor "
            "(CUDA IPC) or disk, or colocate=false with the servers on GPUs the trainer does not use"
        )
    first = 0 if colocate else (trainer_gpus if trainer_gpus is not None else trainer_gpus_on_node())
    if node_gpus is None:
        try:
            import torch

            node_gpus = torch.cuda.device_count() if torch.cuda.is_available() else None
        except ImportError:
            node_gpus = None
    need = first + n * cfg.tp
    if node_gpus is not None and need > node_gpus:
        raise PlacementError(
            f"{n} SGLang server(s) x TP {cfg.tp} starting at GPU {first}"
            + ("" if colocate else f" (after the trainer's {first} GPU(s) on this node)")
            + f" need {need} GPUs; this node has {node_gpus}. Run the trainer on fewer GPUs per node "
            "(torchrun --nproc-per-node), lower rollout.sglang.num_servers/tp, set rollout.sglang.colocate=true "
            "with weight_sync=tensor, or start servers elsewhere and pass rollout.sglang.urls"
        )
    return [first + g * cfg.tp for g in range(n)]


def _check_host(host: str) -> None:
    if host in ("0.0.0.0", "::", ""):
        log.warning("SGLang host %r binds every network interface; prefer 127.0.0.1 or this node's address", host)


# Adapters a LoRA pool holds in one running batch: both rivals' current adapters, plus one
# while a rival's new version loads and the old one finishes its requests (SGLang counts
# distinct adapters per batch, base-only requests included; the rest wait for a slot).
LORA_SLOTS = 3


def lora_server_args(lora_specs: Sequence[dict], max_loras_per_batch: int = LORA_SLOTS) -> List[str]:
    """SGLang launch flags that let one server hold every LoRA rival's adapter at once.

    ``--enable-lora``, ``--max-lora-rank`` (the largest rival rank; SGLang sizes its adapter
    memory pool by it), ``--lora-target-modules`` (the union of the rivals' HF module names,
    e.g. ``q_proj k_proj v_proj o_proj gate_proj up_proj down_proj`` for megatron's
    ``linear_qkv linear_proj linear_fc1 linear_fc2``) and ``--max-loras-per-batch``
    (sglang 0.5.23 ``srt/arg_groups/fields/lora.py``; without ``--lora-paths`` it requires the
    rank and the modules, ``srt/arg_groups/lora_hook.py``).

    Args:
        lora_specs: each rival's ``RivalSpec.lora`` (``r``, ``target_modules``).
        max_loras_per_batch: adapter slots per running batch (>= 2 rivals + 1 loading).

    Raises:
        ValueError: no specs, or fewer slots than rivals + 1.
    """
    specs = [s for s in lora_specs if s]
    if not specs:
        raise ValueError("lora_server_args: no LoRA rival")
    if max_loras_per_batch < len(specs) + 1:
        raise ValueError(f"max_loras_per_batch={max_loras_per_batch}: need >= {len(specs) + 1} (each rival's adapter "
                         "plus one while a new version loads)")
    from agon_mcore.rollout.sglang.lora import sglang_target_modules

    modules: List[str] = []
    for s in specs:  # sglang's names (Qwen3.5: in_proj_qkv, in_proj_z -> in_proj_qkvz)
        modules += [m for m in sglang_target_modules(s["target_modules"]) if m not in modules]
    return ["--enable-lora", "--max-lora-rank", str(max(int(s["r"]) for s in specs)),
            "--lora-target-modules", *modules, "--max-loras-per-batch", str(int(max_loras_per_batch))]


def server_command(model_path: str, port: int, *, host: str = "127.0.0.1", tp: int = 1,
                   mem_fraction_static: float = 0.8, base_gpu_id: Optional[int] = None,
                   weight_version: Optional[str] = None, skip_tokenizer_init: bool = False,
                   enable_memory_saver: bool = False, deterministic_inference: bool = False,
                   extra_args: Sequence[str] = (), python: str = sys.executable,
                   lora_specs: Sequence[dict] = (), routed_experts: bool = False) -> List[str]:
    """Argument list of ``python -m sglang.launch_server`` for one server.

    Args:
        model_path: HF model folder (config.json + safetensors [+ tokenizer]).
        port, host: where it listens (host: localhost or the node's own address).
        tp: tensor-parallel size (GPUs per server).
        mem_fraction_static: fraction of GPU memory for weights + KV cache.
        base_gpu_id: first GPU index (several servers on one node).
        weight_version: initial ``weight_version`` label (e.g. ``"A:0"``).
        skip_tokenizer_init: the client sends token ids only (no stop strings then).
        enable_memory_saver: needed for ``/release_memory_occupation``. Off for launched pools:
            nothing in the trainer calls release/resume, and the flag needs the extra
            ``torch_memory_saver`` package (sglang 0.5.23 ``utils/torch_memory_saver_adapter.py``:
            its allocator hook); ``rollout.sglang.extra_args`` can still add it.
        deterministic_inference: ``--enable-deterministic-inference --sampling-backend pytorch``:
            SGLang honours ``sampling_seed`` only in this mode, and its flashinfer sampler
            refuses a seed under top-k/top-p, so the pytorch sampler is selected.
        extra_args: appended verbatim (``rollout.sglang.extra_args``).
        lora_specs: LoRA rivals' ``RivalSpec.lora`` dicts: adds :func:`lora_server_args`.
        routed_experts: ``--enable-return-routed-experts`` (MoE routes, ``model.moe_record_routes``: requests may then
            ask ``return_routed_experts``).
    """
    if tp < 1 or not 0 < mem_fraction_static <= 1:
        raise ValueError(f"server_command: tp={tp} must be >= 1 and mem_fraction_static={mem_fraction_static} in (0, 1]")
    _check_host(host)
    cmd = [python, "-m", "sglang.launch_server", "--model-path", str(model_path), "--tp-size", str(tp),
           "--host", host, "--port", str(port), "--mem-fraction-static", f"{mem_fraction_static:g}"]
    if base_gpu_id is not None:
        cmd += ["--base-gpu-id", str(base_gpu_id)]
    if weight_version is not None:
        cmd += ["--weight-version", weight_version]
    if skip_tokenizer_init:
        cmd += ["--skip-tokenizer-init"]
    if enable_memory_saver:
        cmd += ["--enable-memory-saver"]
    if deterministic_inference:
        cmd += ["--enable-deterministic-inference", "--sampling-backend", "pytorch"]
    if lora_specs:
        cmd += lora_server_args(lora_specs)
    if routed_experts:
        cmd += ["--enable-return-routed-experts"]
    return cmd + [str(a) for a in extra_args]


def router_command(worker_urls: Sequence[str], port: int, *, host: str = "127.0.0.1",
                   policy: str = "cache_aware", extra_args: Sequence[str] = (),
                   python: str = sys.executable) -> List[str]:
    """Argument list of ``python -m sglang_router.launch_router`` in front of ``worker_urls``.

    The router's own default host is 0.0.0.0, so ``--host`` is always passed.
    """
    if not worker_urls:
        raise ValueError("router_command: no worker URLs")
    _check_host(host)
    return [python, "-m", "sglang_router.launch_router", "--worker-urls", *worker_urls,
            "--host", host, "--port", str(port), "--policy", policy, *map(str, extra_args)]


class ManagedProcess:
    """A server or router process: start, wait until ready, stop (whole process group).

    Args:
        name: label for logs and errors.
        cmd: argument list.
        url: ``http://host:port`` it serves.
        ready_path: GET path that answers 200 once it can serve (``/health_generate`` for
            servers, ``/health`` for the router).
        log_path: file receiving stdout+stderr.
        env: extra environment variables.
    """

    def __init__(self, name: str, cmd: List[str], url: str, ready_path: str, log_path: str | Path,
                 env: Optional[Dict[str, str]] = None):
        self.name, self.cmd, self.url, self.ready_path = name, cmd, url.rstrip("/"), ready_path
        self.log_path = Path(log_path)
        self.env = env or {}
        self.proc: Optional[subprocess.Popen] = None

    def start(self) -> "ManagedProcess":
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        fh = open(self.log_path, "ab")
        log.info("starting %s: %s (log %s)", self.name, " ".join(self.cmd), self.log_path)
        self.proc = subprocess.Popen(self.cmd, stdout=fh, stderr=subprocess.STDOUT, start_new_session=True,
                                     env=server_env(extra=self.env))
        fh.close()
        return self

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def log_tail(self, n: int = 40) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-n:])
        except OSError:
            return "(no log)"

    def wait_ready(self, timeout_s: float, poll_s: float = 2.0) -> float:
        """Poll ``ready_path`` until HTTP 200; returns the seconds waited.

        Raises:
            RuntimeError: the process exited (its log tail included) or ``timeout_s`` passed.
        """
        t0 = time.monotonic()
        while True:
            if self.proc is not None and self.proc.poll() is not None:
                raise RuntimeError(f"{self.name} exited with code {self.proc.returncode} before it was ready; "
                                   f"log {self.log_path}:\n{self.log_tail()}")
            try:
                r = httpx.get(self.url + self.ready_path, timeout=min(30.0, max(poll_s, 5.0)))
                if r.status_code == 200:
                    return time.monotonic() - t0
            except httpx.HTTPError:
                pass
            if time.monotonic() - t0 > timeout_s:
                raise RuntimeError(f"{self.name} at {self.url} not ready after {timeout_s:g} s "
                                   f"(rollout.sglang.first_wait_s); log {self.log_path}:\n{self.log_tail()}")
            time.sleep(poll_s)

    def stop(self, timeout_s: float = 30.0) -> Optional[int]:
        """SIGTERM the process group, SIGKILL it after ``timeout_s``; returns the exit code."""
        if self.proc is None:
            return None
        if self.proc.poll() is None:
            for sig in (signal.SIGTERM, signal.SIGKILL):
                try:
                    os.killpg(self.proc.pid, sig)
                except ProcessLookupError:
                    break
                try:
                    self.proc.wait(timeout=timeout_s)
                    break
                except subprocess.TimeoutExpired:
                    continue
        # children may outlive the leader (TP workers): sweep the group once more
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        return self.proc.returncode

    def __repr__(self) -> str:
        return f"ManagedProcess({self.name}, {self.url}, pid={self.proc.pid if self.proc else None})"


def plan_pools(cfg, model_paths: Dict[str, str], log_dir: str | Path, *, skip_tokenizer_init: bool = False,
               weight_versions: Optional[Dict[str, str]] = None, trainer_gpus: Optional[int] = None,
               node_gpus: Optional[int] = None, lora_specs: Sequence[dict] = (), routed_experts: bool = False
               ) -> Tuple[List[ManagedProcess], Dict[str, List[str]], Dict[str, str]]:
    """The processes :func:`launch_pools` would start (not started), with their URLs.

    Server ``g`` (counted over all pools) listens on ``cfg.base_port + g`` and uses GPUs
    ``[first + g * tp, first + (g + 1) * tp)`` of this node, ``first`` from :func:`server_gpus`
    (after the trainer's GPUs unless ``cfg.colocate``); pool ``k``'s router (when
    ``cfg.router`` and the pool has several servers) on ``cfg.router_port + k``.

    Raises:
        PlacementError: see :func:`server_gpus`.

    Args:
        cfg: ``SGLangConfig``.
        model_paths: ``{pool_name: HF model folder}`` (``"shared"`` for alternate placement,
            rival names for split).
        log_dir: folder for the logs.
        weight_versions: initial ``--weight-version`` label per pool.
        lora_specs: LoRA rivals' ``RivalSpec.lora`` (every server gets :func:`lora_server_args`).

    Returns:
        ``(processes, {pool: worker urls}, {pool: router url})``; routers come last.
    """
    servers: List[ManagedProcess] = []
    routers_p: List[ManagedProcess] = []
    pools: Dict[str, List[str]] = {}
    routers: Dict[str, str] = {}
    log_dir = Path(log_dir)
    gpus = server_gpus(cfg, len(model_paths), trainer_gpus=trainer_gpus, node_gpus=node_gpus)
    g = 0
    for k, (pool, path) in enumerate(model_paths.items()):
        urls = []
        for _ in range(cfg.num_servers):
            port = cfg.base_port + g
            url = f"http://{cfg.host}:{port}"
            cmd = server_command(path, port, host=cfg.host, tp=cfg.tp, mem_fraction_static=cfg.mem_fraction_static,
                                 base_gpu_id=gpus[g], skip_tokenizer_init=skip_tokenizer_init,
                                 weight_version=(weight_versions or {}).get(pool),
                                 deterministic_inference=bool(getattr(cfg, "deterministic_inference", False)),
                                 extra_args=cfg.extra_args, lora_specs=lora_specs, routed_experts=routed_experts)
            servers.append(ManagedProcess(f"sglang[{pool}#{g}]", cmd, url, "/health_generate",
                                          log_dir / f"sglang_{pool}_{g}.log"))
            urls.append(url)
            g += 1
        pools[pool] = urls
        if cfg.router and cfg.num_servers > 1:
            port = cfg.router_port + k
            url = f"http://{cfg.host}:{port}"
            routers_p.append(ManagedProcess(f"router[{pool}]", router_command(urls, port, host=cfg.host), url,
                                            "/health", log_dir / f"router_{pool}.log"))
            routers[pool] = url
    return servers + routers_p, pools, routers


def launch_pools(cfg, model_paths: Dict[str, str], log_dir: str | Path, *, skip_tokenizer_init: bool = False,
                 weight_versions: Optional[Dict[str, str]] = None, trainer_gpus: Optional[int] = None,
                 node_gpus: Optional[int] = None, lora_specs: Sequence[dict] = (), routed_experts: bool = False
                 ) -> Tuple[List[ManagedProcess], Dict[str, List[str]], Dict[str, str]]:
    """Start the servers of :func:`plan_pools`, wait until each answers, then the routers.

    Servers get ``cfg.first_wait_s`` to answer ``/health_generate`` (cold start: weights,
    CUDA graphs, compilation). On any failure every started process is stopped before the
    error propagates.

    Returns:
        ``(started processes, {pool: worker urls}, {pool: router url})``.
    """
    procs, pools, routers = plan_pools(cfg, model_paths, log_dir, skip_tokenizer_init=skip_tokenizer_init,
                                       weight_versions=weight_versions, trainer_gpus=trainer_gpus,
                                       node_gpus=node_gpus, lora_specs=lora_specs, routed_experts=routed_experts)
    servers = [p for p in procs if p.ready_path == "/health_generate"]
    try:
        for p in servers:
            p.start()
        for p in servers:
            log.info("%s ready after %.1f s", p.name, p.wait_ready(cfg.first_wait_s))
        for p in procs:
            if p not in servers:
                p.start().wait_ready(min(cfg.first_wait_s, 300.0))
    except BaseException:
        for p in procs:
            p.stop(timeout_s=10.0)
        raise
    return procs, pools, routers


def lora_specs_from_config(cfg) -> List[dict]:
    """The LoRA rivals' ``peft.LoraConfig`` kwargs (``r``, ``lora_alpha``, ``target_modules``) of a run
    config; empty for full rivals."""
    from agon_mcore.policy.lora import LoraSpec, peft_kwargs

    return [peft_kwargs(LoraSpec.from_rival(rc)) for rc in cfg.rivals.values() if rc.kind == "lora"]


def main(argv: Optional[Sequence[str]] = None) -> int:
    """``launch/sglang_server.py``: start the rollout servers of a run config and keep them up.

    Usage: ``python launch/sglang_server.py [-c run.yaml ...] [--model-path DIR] [--dry-run]
    [key=value ...]``. Prints ``{"pools": {...}, "routers": {...}}`` (JSON) once every server
    answers, then waits; Ctrl-C / SIGTERM stops them all.
    """
    import argparse
    import json

    from agon_mcore.config import load_config

    ap = argparse.ArgumentParser(description="Start SGLang rollout servers (and sglang_router) for a run config")
    ap.add_argument("-c", "--config", action="append", default=[], help="run config YAML (repeatable)")
    ap.add_argument("--model-path", help="HF model folder (default: model.hf_path of the config)")
    ap.add_argument("--pools", default="shared", help="comma-separated pool names: 'shared' (alternate) or 'A,B' (split)")
    ap.add_argument("--log-dir", default=None, help="default: <train.run_dir>/rollout/logs")
    ap.add_argument("--skip-tokenizer-init", action="store_true", help="the model folder has no tokenizer")
    ap.add_argument("--trainer-gpus", type=int, default=0,
                    help="GPUs of this node the trainer uses (servers start after them; default 0: a rollout node)")
    ap.add_argument("--dry-run", action="store_true", help="print the command lines and exit")
    ap.add_argument("overrides", nargs="*", help="config overrides key=value")
    args = ap.parse_args(argv)
    cfg = load_config(args.config, args.overrides)
    model_path = args.model_path or cfg.model.hf_path
    if not model_path:
        ap.error("no model: pass --model-path or set model.hf_path")
    names = [p for p in args.pools.split(",") if p]
    log_dir = args.log_dir or str(Path(cfg.train.run_dir) / "rollout" / "logs")
    sg = cfg.rollout.sglang
    lora_specs = lora_specs_from_config(cfg)  # LoRA rivals: every server holds both adapters
    from agon_mcore.config import records_routes, rival_model

    replay = any(records_routes(rival_model(cfg, r)) for r in cfg.rivals)  # MoE routes (model.moe_record_routes)
    plan, pools, routers = plan_pools(sg, {n: model_path for n in names}, log_dir,
                                      skip_tokenizer_init=args.skip_tokenizer_init, trainer_gpus=args.trainer_gpus,
                                      lora_specs=lora_specs, routed_experts=replay)
    if args.dry_run:
        for p in plan:
            print(" ".join(p.cmd))
        return 0
    procs, pools, routers = launch_pools(sg, {n: model_path for n in names}, log_dir,
                                         skip_tokenizer_init=args.skip_tokenizer_init, trainer_gpus=args.trainer_gpus,
                                         lora_specs=lora_specs, routed_experts=replay)
    print(json.dumps({"pools": pools, "routers": routers}), flush=True)
    stop = {"now": False}

    def on_signal(signum, frame):
        stop["now"] = True

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)
    try:
        while not stop["now"]:
            dead = [p.name for p in procs if not p.alive()]
            if dead:
                log.error("exited: %s", dead)
                return 1
            time.sleep(1.0)
    finally:
        for p in procs:
            p.stop()
    return 0
