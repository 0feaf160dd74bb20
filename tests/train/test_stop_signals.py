"""Helper processes outlive the job's stop signals (Slurm signals every process of a step).

Real processes throughout: megatron's checkpoint-writer Manager and multiprocessing's resource
tracker as the trainer starts them, math-verify workers, and a real torch_dist save after the
helpers were signalled.
"""
import os
import signal
import subprocess
import sys
import threading
import time

import pytest

from agon_mcore import stop_signals as ss

SIGS = (signal.SIGTERM, signal.SIGUSR1, signal.SIGINT)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().split()[2] not in ("Z", "X")
    except FileNotFoundError:
        return False


def _blocked_mask(pid: int) -> int:
    with open(f"/proc/{pid}/status") as fh:
        return int(next(x for x in fh if x.startswith("SigBlk:")).split()[1], 16)


def test_a_child_started_in_the_block_ignores_stop_signals_and_the_parent_loses_none():
    got = []
    old = signal.signal(signal.SIGUSR1, lambda s, f: got.append(s))
    try:
        with ss.stop_signals_blocked():
            child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
            # to this thread (the block is per thread: a process-directed signal could be taken by
            # another thread that an earlier test in this worker left running): pending, not lost
            signal.pthread_kill(threading.main_thread().ident, signal.SIGUSR1)
            assert got == []
        time.sleep(0.05)
        assert got == [signal.SIGUSR1]  # delivered once the block ends
        for s in SIGS:
            child.send_signal(s)
        time.sleep(0.5)
        assert child.poll() is None  # still running: every stop signal is blocked in it
        assert _blocked_mask(child.pid) & (1 << (signal.SIGTERM - 1)) and _blocked_mask(child.pid) & (
            1 << (signal.SIGUSR1 - 1))
        assert signal.pthread_sigmask(signal.SIG_BLOCK, []) == set()  # the caller's mask is restored
    finally:
        signal.signal(signal.SIGUSR1, old)
        child.kill()
        child.wait()


SAVE_AFTER_SIGNALS = r"""
import os, signal, sys, time, warnings
warnings.filterwarnings("ignore")
import torch, torch.distributed as dist
from megatron.core import dist_checkpointing
from megatron.core.dist_checkpointing import ShardedTensor
from megatron.core.dist_checkpointing.strategies import filesystem_async as fa
from multiprocessing import resource_tracker
from agon_mcore import stop_signals as ss
from agon_mcore.compat.megatron_cpu import ensure_cpu_compat

def alive(pid):
    try:
        return open(f"/proc/{pid}/stat").read().split()[2] not in ("Z", "X")
    except FileNotFoundError:
        return False

if __name__ == "__main__":
    out = sys.argv[1]
    ensure_cpu_compat()             # megatron on CPU, as the trainer runs it
    dist.init_process_group("gloo", init_method=f"file://{out}/store", rank=0, world_size=1)
    t = torch.arange(6, dtype=torch.float32)
    def save(d):
        os.makedirs(f"{out}/{d}")
        dist_checkpointing.save({"w": ShardedTensor.from_rank_offsets("w", t)}, f"{out}/{d}",
                                sharded_strategy=("torch_dist", 1))
    ss.start_checkpoint_helpers()   # what policy.checkpoint.save_checkpoint does before saving
    save("a")                       # the first save (megatron would start its Manager here)
    pid, tracker = ss.checkpoint_helper_pid(), resource_tracker._resource_tracker._pid
    for s in (signal.SIGTERM, signal.SIGUSR1, signal.SIGINT):   # what Slurm sends every process
        os.kill(pid, s); os.kill(tracker, s)
    time.sleep(0.5)
    print("alive", alive(pid), alive(tracker), "queue is ours", fa._get_write_results_queue() is fa._results_queue)
    save("b")                       # the save a stop signal triggers
    loaded = dist_checkpointing.load({"w": ShardedTensor.from_rank_offsets("w", torch.zeros(6))}, f"{out}/b")
    print("saved", loaded["w"].tolist())
    ss.stop_checkpoint_helpers()
    time.sleep(0.5)
    print("manager after stop", alive(pid))
    dist.destroy_process_group()
"""


@pytest.mark.slow
def test_checkpoint_helpers_survive_stop_signals_and_the_next_save_works(tmp_path):
    """The trainer's save path in a process of its own: after the checkpoint writer's helpers
    (its Manager and multiprocessing's resource tracker) get SIGTERM, SIGUSR1 and SIGINT, as
    every process of a Slurm step does, the next torch_dist save succeeds; the trainer then
    shuts the Manager down."""
    pytest.importorskip("megatron.core")
    script = tmp_path / "save_after_signals.py"
    script.write_text(SAVE_AFTER_SIGNALS)
    r = subprocess.run([sys.executable, str(script), str(tmp_path)], capture_output=True, text=True, timeout=600,
                       env=dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path)))
    assert r.returncode == 0, r.stderr[-3000:]
    assert "alive True True queue is ours True" in r.stdout, r.stdout
    assert "saved [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]" in r.stdout and "manager after stop False" in r.stdout


@pytest.mark.slow
def test_math_workers_survive_stop_signals():
    from agon_mcore.verify.math import MathVerifier

    v = MathVerifier(num_workers=1)
    try:
        pids = [w.proc.pid for w in v._workers]
        assert pids and all(_alive(p) for p in pids)
        for p in pids:
            for s in SIGS:
                os.kill(p, s)
        time.sleep(0.5)
        assert all(_alive(p) for p in pids)
        calls = v.stats["worker_calls"]
        got = v.verify_batch(["\\boxed{x^2+2x+1}", "\\boxed{x^2+1}"], ["(x+1)^2", "(x+1)^2"])
        assert [g.correct for g in got] == [True, False]
        assert v.stats["worker_calls"] > calls and v.stats["restarts"] == 0  # graded by the signalled worker
        assert [w.proc.pid for w in v._workers] == pids
    finally:
        v.close()
