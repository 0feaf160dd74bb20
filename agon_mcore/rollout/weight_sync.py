"""Moving a rival's Hugging Face-named weights from the trainer into rollout engines.

Three transports, matching SGLang's weight-update API
(https://docs.sglang.ai/ , endpoints ``/init_weights_update_group``,
``/update_weights_from_distributed``, ``/update_weights_from_tensor``,
``/update_weights_from_disk``; request fields as in SGLang's ``io_struct.py``):

- **distributed**: the trainer's rank 0 and every server rank join one extra NCCL group
  (trainer rank 0, server ``s`` TP rank ``r`` at ``1 + sum(tp of servers before s) + r``);
  per bucket the trainer posts the bucket's ``names``/``dtypes``/``shapes`` to every server
  and broadcasts the tensors from rank 0 in that order.
- **tensor** (colocated): the bucket's tensors are pickled with CUDA IPC handles
  (``ForkingPickler``, as SGLang's ``MultiprocessingSerializer``), base64-encoded, one
  copy per TP rank; nothing is copied through HTTP but the handles.
- **disk** (fallback): ``config.json`` + ``model.safetensors`` written to a folder the
  servers can read, then ``/update_weights_from_disk``.

LoRA rivals' adapters always travel as peft folders (:func:`write_adapter_folder`), loaded
with ``/load_lora_adapter`` (see :mod:`agon_mcore.rollout.sglang`).

Everything touching ``torch.distributed`` is imported lazily; NCCL needs CUDA.
"""
from __future__ import annotations

import base64
import datetime
import io
import json
import shutil
import socket
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator, List, Optional, Tuple

import torch

NamedTensor = Tuple[str, torch.Tensor]


def dtype_name(dtype: torch.dtype) -> str:
    """SGLang's dtype spelling: ``torch.bfloat16`` -> ``"bfloat16"`` (``getattr(torch, name)`` inverts it)."""
    return str(dtype).removeprefix("torch.")


@dataclass
class WeightBucket:
    """A group of tensors sent in one weight-update request.

    Attributes:
        names: HF parameter names, in stream order (= broadcast order).
        dtypes: dtype names (``"bfloat16"``), one per tensor.
        shapes: shapes as lists of ints, one per tensor.
        tensors: the tensors themselves (same order).
        nbytes: total bytes of the tensors.
    """

    names: List[str] = field(default_factory=list)
    dtypes: List[str] = field(default_factory=list)
    shapes: List[List[int]] = field(default_factory=list)
    tensors: List[torch.Tensor] = field(default_factory=list)
    nbytes: int = 0

    def add(self, name: str, tensor: torch.Tensor) -> None:
        self.names.append(name)
        self.dtypes.append(dtype_name(tensor.dtype))
        self.shapes.append(list(tensor.shape))
        self.tensors.append(tensor)
        self.nbytes += tensor.numel() * tensor.element_size()

    def named_tensors(self) -> List[NamedTensor]:
        return list(zip(self.names, self.tensors))


def iter_buckets(named_tensors: Iterable[NamedTensor], bucket_bytes: int) -> Iterator[WeightBucket]:
    """Group a named-tensor stream into buckets of at most ``bucket_bytes`` bytes.

    The grouping is the bridge's ``bucket_named_tensors`` (greedy, order-preserving; a
    single tensor larger than the limit gets a bucket of its own), described per tensor
    by name, dtype name and shape as SGLang's update requests need. Holds at most one
    bucket of tensors at a time (the stream is consumed lazily).

    Raises:
        ValueError: ``bucket_bytes <= 0`` or a name repeated in the stream.
    """
    from agon_mcore.bridge import bucket_named_tensors

    if bucket_bytes <= 0:
        raise ValueError(f"bucket_bytes={bucket_bytes} must be > 0 (rollout.sglang.weight_bucket_mb sets it)")

    def unique(stream):
        seen = set()
        for name, tensor in stream:
            if name in seen:
                raise ValueError(f"tensor {name!r} appears twice in the weight stream")
            seen.add(name)
            yield name, tensor

    for group in bucket_named_tensors(unique(named_tensors), bucket_bytes):
        bucket = WeightBucket()
        for name, tensor in group:
            bucket.add(name, tensor)
        yield bucket


# ---------------------------------------------------------------------------- tensor (IPC)


def gpu_uuid(index: int) -> str:
    """The UUID of local CUDA device ``index`` (stable across processes, unlike the index)."""
    return str(torch.cuda.get_device_properties(index).uuid)


def _device_arg_position() -> int:
    """Position of the device argument of ``torch.multiprocessing.reductions.rebuild_cuda_tensor``."""
    import inspect

    from torch.multiprocessing import reductions

    names = list(inspect.signature(reductions.rebuild_cuda_tensor).parameters)
    if "storage_device" not in names:
        raise RuntimeError(f"torch {torch.__version__}: rebuild_cuda_tensor has no storage_device argument "
                           f"({names}); the CUDA-IPC device rewrite needs updating for this torch")
    return names.index("storage_device")


def _reduce_tensor_with_uuid(tensor: torch.Tensor):
    """torch's tensor reduction, with a CUDA tensor's device index replaced by its GPU UUID.

    The receiving server may see the GPUs in another order (``CUDA_VISIBLE_DEVICES``,
    ``--base-gpu-id``), so a local index names the wrong GPU there; SGLang's receiver
    (``monkey_patch_torch_reductions`` in ``srt/utils/patch_torch.py``) maps a UUID string
    back to its own index.
    """
    from torch.multiprocessing import reductions

    fn, args = reductions.reduce_tensor(tensor)
    if fn is reductions.rebuild_cuda_tensor:
        k = _device_arg_position()
        if isinstance(args[k], int):
            args = (*args[:k], gpu_uuid(args[k]), *args[k + 1:])
    return fn, args


def serialize_named_tensors(named: List[NamedTensor]) -> str:
    """Pickle ``[(name, tensor)]`` with torch's multiprocessing reductions, base64 text.

    CUDA tensors travel as IPC handles (the receiver maps the same memory; keep the
    tensors alive until it answers) whose device is the GPU UUID, not the local index.
    Every call takes new IPC references: serialise once per receiving TP rank and
    server, never share one payload (each receiver releases the references it gets).
    The format SGLang's ``/update_weights_from_tensor`` decodes per TP rank
    (``serialized_named_tensors[tp_rank]``, base64, loaded by its ``SafeUnpickler``).
    """
    import copyreg
    from multiprocessing.reduction import ForkingPickler

    import torch.multiprocessing  # noqa: F401  (registers the storage reductions)

    buf = io.BytesIO()
    pickler = ForkingPickler(buf)
    table = dict(pickler.dispatch_table) if hasattr(pickler, "dispatch_table") else dict(copyreg.dispatch_table)
    table[torch.Tensor] = _reduce_tensor_with_uuid
    table[torch.nn.Parameter] = _reduce_tensor_with_uuid
    pickler.dispatch_table = table
    pickler.dump(named)
    return base64.b64encode(buf.getvalue()).decode("ascii")


def deserialize_named_tensors(text: str) -> List[NamedTensor]:
    """Inverse of :func:`serialize_named_tensors` (for tests and tools)."""
    from multiprocessing.reduction import ForkingPickler

    return ForkingPickler.loads(base64.b64decode(text))


# ---------------------------------------------------------------------------- disk


def write_hf_checkpoint(folder: str | Path, hf_config, named_tensors: Iterable[NamedTensor]) -> Path:
    """Write ``config.json`` + ``model.safetensors`` (CPU copies) into ``folder``.

    Tensors sharing storage (tied embeddings streamed twice) are cloned so safetensors
    accepts them. Written to a temp folder, then renamed (a reader never sees half a file).

    Returns:
        the folder path.
    """
    from safetensors.torch import save_file

    folder = Path(folder)
    tmp = folder.with_name(folder.name + ".tmp")
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir(parents=True)
    tensors, ptrs = {}, set()
    for name, t in named_tensors:
        t = t.detach().to("cpu").contiguous()
        if t.data_ptr() in ptrs:
            t = t.clone()
        ptrs.add(t.data_ptr())
        tensors[name] = t
    save_file(tensors, str(tmp / "model.safetensors"), metadata={"format": "pt"})
    if hf_config is not None:
        hf_config.save_pretrained(str(tmp))
    else:
        (tmp / "config.json").write_text(json.dumps({}))
    if folder.exists():
        shutil.rmtree(folder)
    tmp.rename(folder)
    return folder


def write_adapter_folder(folder: str | Path, named_tensors: Iterable[NamedTensor], lora: dict) -> Path:
    """Write a LoRA adapter as a peft folder (``adapter_config.json`` + ``adapter_model.safetensors``)
    that a server reads whole or not at all: written to a temp sibling, then renamed.

    Args:
        folder: the destination (e.g. ``<lora_dir>/A/v000012``). An existing folder of that
            name (the same version sent again) is moved aside to ``<name>.old<k>``, not
            overwritten, since a server may still read it under its earlier adapter name.
        named_tensors: ``(name, tensor)`` as ``Policy.export_adapter_hf`` names them
            (``model.layers.{i}.self_attn.q_proj.lora_A.weight``).
        lora: ``peft.LoraConfig`` kwargs (``r``, ``lora_alpha``, ``target_modules``; ``RivalSpec.lora``).

    Returns:
        the folder path.
    """
    from agon_mcore.bridge.hf_io import save_peft_adapter

    folder = Path(folder)
    folder.parent.mkdir(parents=True, exist_ok=True)
    k = 0
    while folder.with_name(f"{folder.name}.tmp{k}").exists() or folder.with_name(f"{folder.name}.old{k}").exists():
        k += 1
    tmp = folder.with_name(f"{folder.name}.tmp{k}")
    save_peft_adapter(named_tensors, tmp, r=lora["r"], lora_alpha=lora["lora_alpha"],
                      target_modules=list(lora["target_modules"]), lora_dropout=0.0)
    if folder.exists():
        folder.rename(folder.with_name(f"{folder.name}.old{k}"))
    tmp.rename(folder)
    return folder


# ---------------------------------------------------------------------------- distributed (NCCL)


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port that was free on ``host`` a moment ago."""
    with socket.socket() as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def _addresses(host: str) -> List[str]:
    """IP addresses ``host`` resolves to (empty when it does not resolve)."""
    try:
        return sorted({ai[4][0] for ai in socket.getaddrinfo(host, None, type=socket.SOCK_STREAM)})
    except (socket.gaierror, UnicodeError, OSError):
        return []


def is_local_host(host: str) -> bool:
    """True when ``host`` (name or IP) is this machine: a loopback address, or an address one
    of this machine's interfaces holds (a socket can bind to it).

    A name that does not resolve is not local. Used to refuse CUDA-IPC weight sync
    (``weight_sync=tensor``) towards servers on other nodes.
    """
    import ipaddress

    addrs = _addresses(host)
    for a in addrs:
        ip = ipaddress.ip_address(a.split("%")[0])
        if ip.is_loopback:
            return True
        fam = socket.AF_INET6 if ip.version == 6 else socket.AF_INET
        try:
            with socket.socket(fam, socket.SOCK_STREAM) as s:
                s.bind((a, 0))  # only an address of a local interface can be bound
            return True
        except OSError:
            continue
    return False


def local_address_towards(host: str, port: int = 9) -> Optional[str]:
    """This machine's address on the interface that routes to ``host``: the local end of a UDP
    socket connected to it (a UDP ``connect`` sends nothing; the kernel picks the route).

    Returns None when ``host`` does not resolve or no route exists. This is the address a
    process on ``host`` can reach us at, unlike ``gethostbyname(gethostname())`` (often
    127.0.1.1 from /etc/hosts, or another interface than the one the servers reach).
    """
    for a in _addresses(host):
        fam = socket.AF_INET6 if ":" in a else socket.AF_INET
        try:
            with socket.socket(fam, socket.SOCK_DGRAM) as s:
                s.connect((a, port))
                return s.getsockname()[0]
        except OSError:
            continue
    return None


def weight_sync_master_address(server_hosts: Iterable[str], env: Optional[dict] = None) -> str:
    """The address the servers' ranks of the weight-update group reach the trainer at.

    ``127.0.0.1`` when every server is on this machine; else this machine's address on the
    route to the first remote server (:func:`local_address_towards`); else ``MASTER_ADDR``
    (torchrun's rendezvous host: rank 0's node) when it is not a loopback name.

    Raises:
        ValueError: no route to any server and no usable ``MASTER_ADDR``; the message names
            the fix (``master_address`` / ``MASTER_ADDR``).
    """
    import os

    env = os.environ if env is None else env
    hosts = list(dict.fromkeys(server_hosts))
    remote = [h for h in hosts if not is_local_host(h)]
    if not remote:
        return "127.0.0.1"
    for h in remote:
        addr = local_address_towards(h)
        if addr and not addr.startswith("127."):
            return addr
    m = env.get("MASTER_ADDR", "")
    if m and m not in ("localhost",) and not m.startswith("127."):
        return m
    raise ValueError(
        f"weight_sync=distributed: no route from this host to the SGLang servers {remote} and no MASTER_ADDR; "
        "set MASTER_ADDR to this node's address the servers can reach (or pass master_address to SGLangEngine)"
    )


def init_weight_update_group(master_address: str, master_port: int, rank: int, world_size: int,
                             group_name: str = "weight_update_group", backend: str = "nccl",
                             timeout_s: float = 600.0):
    """Create a process group outside the default world (trainer rank 0 + server ranks).

    Rank 0 hosts a ``TCPStore`` at ``master_address:master_port`` and every other rank is a
    client; the group is registered under ``group_name``, which also prefixes its store
    keys, the way SGLang's ``init_custom_process_group`` builds the server side (so both
    must run compatible torch versions). The store is built here, not by
    ``c10d.rendezvous("tcp://...")``: under torchrun (``TORCHELASTIC_USE_AGENT_STORE=True``)
    that makes every rank a client of the agent's store, so nobody hosts this group's
    store and the init times out. Nothing here reads torchrun's environment.

    Args:
        rank: 0 for the trainer; servers use ``rank_offset + tp_rank``.
        backend: ``"nccl"`` on GPUs (``"gloo"`` works on CPU, for tests).

    Returns:
        the ``ProcessGroup``. Use :func:`broadcast_bucket` on it.
    """
    from torch.distributed import PrefixStore, TCPStore
    from torch.distributed import distributed_c10d as c10d

    timeout = datetime.timedelta(seconds=timeout_s)
    store = TCPStore(master_address, int(master_port), world_size, is_master=(rank == 0), timeout=timeout,
                     multi_tenant=True)
    pg, _ = c10d._new_process_group_helper(
        world_size, rank, [], backend, PrefixStore(group_name, store), group_name=group_name, timeout=timeout
    )
    c10d._world.pg_group_ranks[pg] = {i: i for i in range(world_size)}
    return pg


def destroy_weight_update_group(pg) -> None:
    """Tear down a group made by :func:`init_weight_update_group` (best effort)."""
    import torch.distributed as dist

    try:
        dist.destroy_process_group(pg)
    except Exception:  # already gone, or the default group was never created
        pass


def broadcast_bucket(pg, bucket: WeightBucket, device: str | torch.device) -> None:
    """Broadcast the bucket's tensors from rank 0 of ``pg``, one collective per tensor, in order.

    The receivers allocate ``empty(shape, dtype)`` per (name, dtype, shape) of the same
    bucket and broadcast in the same order.
    """
    works = []
    keep = []
    for t in bucket.tensors:
        t = t.detach().to(device).contiguous()
        keep.append(t)
        works.append(pg.broadcast(t, 0))
    for w in works:
        w.wait()


def receive_bucket(pg, names: List[str], dtypes: List[str], shapes: List[List[int]],
                   device: str | torch.device) -> List[NamedTensor]:
    """Receiver side of :func:`broadcast_bucket` (what a server does; used by tests/tools)."""
    out = []
    works = []
    for name, dt, shape in zip(names, dtypes, shapes):
        t = torch.empty(shape, dtype=getattr(torch, dt), device=device)
        works.append(pg.broadcast(t, 0))
        out.append((name, t))
    for w in works:
        w.wait()
    return out


def stash_named_tensors(named_tensors: Iterable[NamedTensor], pin: Optional[bool] = None) -> List[NamedTensor]:
    """Host (CPU) copies of a stream, to push again later (alternate placement swaps).

    Args:
        pin: pin the copies (faster host->GPU); default: when CUDA is available.
    """
    pin = torch.cuda.is_available() if pin is None else pin
    out = []
    for name, t in named_tensors:
        c = t.detach().to("cpu", copy=True)
        out.append((name, c.pin_memory() if pin else c))
    return out
