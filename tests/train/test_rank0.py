"""Rank-0-only phases under a short collective timeout, on CPU gloo.

Two processes with a 4-second collective timeout; rank 0 works alone for 10 s
(standing in for a 30-minute+ evaluation under the 30-minute NCCL timeout). The waiting
rank must survive: the trainer's broadcast and evaluation wait on the store, not in a
collective. The control shows the same wait inside a plain collective times out.
"""
from __future__ import annotations

import time
from datetime import timedelta

import pytest
import torch.multiprocessing as mp

from agon_mcore.rollout.weight_sync import free_port

PG_TIMEOUT_S = 4.0  # the collective (gloo) timeout; the rendezvous store gets a long one (slow machines)
RANK0_WORK_S = 10.0


def _worker(rank: int, port: int, case: str, q) -> None:
    import torch.distributed as dist

    try:
        store = dist.TCPStore("127.0.0.1", port, 2, is_master=rank == 0, timeout=timedelta(seconds=120))
        dist.init_process_group("gloo", store=store, rank=rank, world_size=2, timeout=timedelta(seconds=PG_TIMEOUT_S))
        if case == "control":
            if rank == 0:
                time.sleep(RANK0_WORK_S)
            box = [f"rollouts from {rank}"]
            try:
                dist.broadcast_object_list(box, src=0)
                q.put((rank, "ok", box[0]))
            except Exception as e:  # the waiting rank's collective times out
                q.put((rank, "error", type(e).__name__ + ": " + str(e)[:200]))
            return
        if case == "broadcast":
            from agon_mcore.train.control import broadcast as _broadcast

            if rank == 0:
                time.sleep(RANK0_WORK_S)  # generation + scoring on rank 0
            out = _broadcast({"step": 1, "from": rank} if rank == 0 else None)
            out2 = _broadcast("second" if rank == 0 else None)  # generations stay in step
            q.put((rank, "ok", (out, out2)))
        elif case == "evaluation":
            from agon_mcore.train.rank0 import rank0_phase

            @rank0_phase("evaluation")
            def evaluate(is_rank0):
                if not is_rank0:
                    return None
                time.sleep(RANK0_WORK_S)
                return {"pass1": 0.5}

            ev = evaluate(rank == 0)
            box = [ev]
            dist.broadcast_object_list(box, src=0)  # the next collective after the evaluation
            q.put((rank, "ok", box[0]))
    except Exception as e:
        q.put((rank, "error", repr(e)[:300]))
    finally:
        try:
            dist.destroy_process_group()
        except Exception:
            pass


def _run(case: str):
    ctx = mp.get_context("spawn")
    q = ctx.Queue()
    port = free_port()
    procs = [ctx.Process(target=_worker, args=(r, port, case, q)) for r in range(2)]
    for p in procs:
        p.start()
    out = {}
    deadline = time.time() + 120
    while len(out) < 2 and time.time() < deadline:
        try:
            rank, status, value = q.get(timeout=5)
            out[rank] = (status, value)
        except Exception:
            if not any(p.is_alive() for p in procs):
                break
    for p in procs:
        p.join(timeout=20)
        if p.is_alive():
            p.kill()
    return out


@pytest.mark.slow
@pytest.mark.distributed
def test_plain_collective_times_out_while_rank0_works_alone():
    out = _run("control")
    assert out[1][0] == "error", out  # the fault: the waiting rank dies at the collective timeout


@pytest.mark.slow
@pytest.mark.distributed
def test_trainer_broadcast_survives_a_slow_rank0():
    out = _run("broadcast")
    assert out.get(0, (None,))[0] == "ok" and out.get(1, (None,))[0] == "ok", out
    assert out[1][1] == ({"step": 1, "from": 0}, "second")


@pytest.mark.slow
@pytest.mark.distributed
def test_ranks_wait_out_a_long_evaluation():
    out = _run("evaluation")
    assert out.get(1, (None,))[0] == "ok", out
    assert out[1][1] == {"pass1": 0.5} and out[0][1] == {"pass1": 0.5}


def test_wait_all_ranks_is_a_noop_on_one_process():
    from agon_mcore.train.rank0 import rank0_phase, wait_all_ranks

    wait_all_ranks("anything")  # no process group: returns at once
    assert rank0_phase("x")(lambda a: a + 1)(1) == 2
