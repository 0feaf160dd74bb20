"""Launch-script rendering and the offline cluster-config check (memory estimate)."""
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agon_mcore.config import ConfigError, load_config
from agon_mcore.train.checks import GIB, check_cluster_config, estimate_memory, param_count
from agon_mcore.train.launch import render, spread_servers_overrides

ROOT = Path(__file__).resolve().parents[2]
C06 = str(ROOT / "configs/qwen3_0p6b_agon.yaml")
C4B = str(ROOT / "configs/qwen3_4b_agon.yaml")
CPU = str(ROOT / "configs/default_cpu.yaml")


def test_param_count_matches_qwen3_sizes():
    # Published sizes: Qwen3-0.6B has 0.60B parameters (tied), Qwen3-4B 4.02B (tied).
    assert abs(param_count(load_config([C06]).model) / 1e9 - 0.596) < 0.01
    assert abs(param_count(load_config([C4B]).model) / 1e9 - 4.02) < 0.01


@pytest.mark.parametrize("path", [C06, C4B])
def test_shipped_cluster_configs_pass_with_a_breakdown(path):
    lines = check_cluster_config(load_config([path]), gpus=8)
    text = "\n".join(lines)
    for term in ("weights", "grads", "optimizer", "activations", "logits", "SGLang static", "KV pool", "peak"):
        assert term in text, term
    assert lines[-1].startswith("layout and memory: OK")
    peak = float(re.search(r"peak\s+([\d.]+) GiB", text).group(1))
    assert 40 < peak < 79


def test_memory_terms_follow_the_formulas():
    cfg = load_config([C06], ["train.recompute=none", "train.fused_logprob_head=false"])
    est = estimate_memory(cfg, gpus=8)
    n = param_count(cfg.model)
    # bf16 weights + fp32 grads for both rivals; Adam (12 B/param) sharded over DP=8
    assert est.weights == pytest.approx(2 * n * 2) and est.grads == pytest.approx(2 * n * 4)
    assert est.optimizer == pytest.approx(2 * n * 12 / 8)
    # default log-prob path: 4 copies of T x V_pad in bf16 (V=151936 = 1187 x 128), ~37 GiB at T=32768
    assert est.logits == pytest.approx(4 * 32768 * 151936 * 2)
    # Korthikanti Sec. 4 per token per layer, bf16: 4h + (q+k) + (q+2k) + q + 3F, + 2h embedding/final
    h, q, k, f = 1024, 2048, 1024, 3072
    per_token = 28 * 2 * (4 * h + (q + k) + (q + 2 * k) + q + 3 * f) + 2 * h * 2
    assert est.activations == pytest.approx(per_token * 32768)
    # the reported number: ~9 GiB of logits at T=8k, V=151936, TP=1
    t8k = estimate_memory(load_config([C06], ["parallel.micro_batch_tokens=8192", "train.fused_logprob_head=false"]), 8)
    assert t8k.logits / GIB == pytest.approx(9.27, abs=0.01)
    # TP=2 halves it (V/TP per rank; V padded to a multiple of 128*TP = 152064)
    tp2l = estimate_memory(load_config([C4B], ["parallel.micro_batch_tokens=8192", "train.fused_logprob_head=false"]), 8)
    assert tp2l.logits == 4 * 8192 * (152064 // 2) * 2
    full = estimate_memory(load_config([C06], ["train.recompute=full", "train.recompute_num_layers=1"]), gpus=8)
    assert full.activations < est.activations / 7
    fused = estimate_memory(load_config([C06], ["train.fused_logprob_head=true"]), gpus=8)
    assert fused.logits < 1 * GIB < est.logits
    # sequence parallelism divides the replicated 4h term by TP
    tp2 = estimate_memory(load_config([C4B], ["train.recompute=none", "parallel.sequence_parallel=false"]), gpus=8)
    sp = estimate_memory(load_config([C4B], ["train.recompute=none", "parallel.sequence_parallel=true"]), gpus=8)
    assert sp.activations == pytest.approx(tp2.activations - 36 * 2 * 2560 * 2 * 32768, rel=1e-9)
    # SGLang KV: mfs x (free after both rivals) - server weights (sglang 0.5.23 profiling)
    free0 = est.gpu_bytes - est.static - est.runtime
    assert est.sglang_kv == pytest.approx(0.7 * free0 - n * 2)


@pytest.mark.parametrize("over,term", [
    # the reported layout: default log-prob path at T=32768 next to colocated servers
    (["train.fused_logprob_head=false", "train.recompute=full"], "logits"),
    (["train.recompute=none"], "activations"),
    (["train.recompute=none", "parallel.micro_batch_tokens=65536", "train.fused_logprob_head=false"], "logits"),
    (["rollout.sglang.mem_fraction_static=0.01"], "KV pool"),
])
def test_oversized_layouts_are_refused_naming_the_term(over, term):
    with pytest.raises(ConfigError, match=term) as e:
        check_cluster_config(load_config([C06], over), gpus=8)
    msg = str(e.value)
    assert "GiB" in msg
    if term == "logits":
        assert "train.fused_logprob_head=true" in msg
    if term == "activations":
        assert "train.recompute=full" in msg and "micro_batch_tokens" in msg


def test_servers_on_their_own_gpus():
    over = ["rollout.sglang.colocate=false", "rollout.sglang.weight_sync=distributed", "rollout.sglang.num_servers=2"]
    lines = check_cluster_config(load_config([C06], over), gpus=6)
    assert not any("SGLang static" in x for x in lines)  # nothing of SGLang on the trainer's GPUs
    assert any(x.startswith("SGLang servers on their own 2 GPU(s)") for x in lines) and lines[-1].endswith("GPU)")
    with pytest.raises(ConfigError, match="KV pool on the server GPUs"):
        check_cluster_config(load_config([C06], over + ["rollout.sglang.mem_fraction_static=0.01"]), gpus=6)
    # the sbatch gives the trainer the GPUs the servers do not take: 8 - 2 = 6 tasks on the node
    s = render("slurm", load_config([C06], over), [C06])
    assert "#SBATCH --ntasks-per-node=6" in s and "#SBATCH --gpus-per-node=8" in s


def test_model_state_and_layout_refusals():
    cfg = load_config([C4B], ["parallel.tp=1", "parallel.sequence_parallel=false",
                              "parallel.use_distributed_optimizer=false"])
    with pytest.raises(ConfigError, match="model state .* GiB per GPU"):
        check_cluster_config(cfg, gpus=1)
    with pytest.raises(ConfigError, match="not divisible by TP\\*PP"):
        check_cluster_config(load_config([C4B]), gpus=3)
    # a smaller GPU: the 4B layout no longer fits 40 GiB
    with pytest.raises(ConfigError, match="GiB"):
        check_cluster_config(load_config([C4B]), gpus=8, gpu_gib=40)


def test_render_slurm_script():
    cfg = load_config([C4B])
    s = render("slurm", cfg, ["configs/qwen3_4b_agon.yaml"], nodes=1, gpus_per_node=8, overrides=["train.steps=3"],
               cpus_per_node=96)
    assert "#SBATCH --nodes=1" in s and "#SBATCH --ntasks-per-node=8" in s
    srun = s[s.index("\nsrun "):]
    assert "--cpus-per-task=12" in srun.split("\n")[1]  # explicitly on srun (96 cores / 8 tasks)
    assert "#SBATCH --requeue" in s and re.search(r"#SBATCH --signal=B:USR1@\d+", s)
    assert """trap 'STOP=USR1; kill -s USR1 "${SRUN_PID:-0}" 2>/dev/null' USR1""" in s
    assert 'scontrol requeue "$SLURM_JOB_ID"' in s
    # absolute paths: config, run dir, output, working dir
    assert f"--config {ROOT / 'configs/qwen3_4b_agon.yaml'}" in s
    run_dir = os.path.abspath("runs/qwen3_4b_agon")
    assert f"RUN_DIR={run_dir}" in s and f"--run-dir {run_dir}" in s and "--resume \"$RUN_DIR\"" in s
    out = re.search(r"#SBATCH --output=(\S+)", s).group(1)
    assert os.path.isabs(out)
    assert "RANK=$SLURM_PROCID LOCAL_RANK=$SLURM_LOCALID WORLD_SIZE=$SLURM_NTASKS" in s
    assert f"exec {sys.executable} -m agon_mcore.cli train" in s  # the rendering interpreter, absolute
    assert "#SBATCH --gpus-per-node=8" in s and "#SBATCH --exclusive" in s  # a GPU layout
    assert "MASTER_PORT=${AGON_MASTER_PORT:-$((20000 + SLURM_JOB_ID % 20000))}" in s  # one port per job
    assert subprocess.run(["bash", "-n"], input=s, text=True).returncode == 0
    t = render("torchrun", load_config([C4B], ["rollout.sglang.urls=[http://n1:30000]"]), ["a b.yaml"], gpus_per_node=4)
    assert t.startswith("torchrun --standalone --nproc-per-node=4 -m agon_mcore.cli train --config ")
    assert f"'{os.path.abspath('a b.yaml')}'" in t


def test_multi_node_places_servers_on_every_node():
    over = ["rollout.sglang.colocate=false", "rollout.sglang.weight_sync=distributed", "rollout.sglang.num_servers=2"]
    s = render("slurm", load_config([C4B], over), [C4B], nodes=2, gpus_per_node=8)
    assert "#SBATCH --nodes=2" in s and "#SBATCH --ntasks-per-node=4" in s  # 8 - 2 servers x TP2
    server = s[s.index("srun --overlap"):s.index("SERVERS_PID=$!")]
    assert "--nodes=2 --ntasks-per-node=1" in server and "--trainer-gpus 4" in server
    assert "launch/sglang_server.py" in server and "rollout.sglang.host=$SLURMD_NODENAME" in server
    assert "--model-path /models/Qwen3-4B" in server and "rollout.sglang.router=false" in server
    assert 'curl -sf -o /dev/null "$u/health_generate"' in s and '"$SERVER_URLS" &' in s
    assert s.index("SERVER_URLS=") < s.index("srun --kill-on-bad-exit")  # servers ready before the trainer
    assert 'kill "$SERVERS_PID"' in s and subprocess.run(["bash", "-n"], input=s, text=True).returncode == 0
    # colocated servers (tensor sync reaches only rank 0's node) stay refused on 2 nodes
    with pytest.raises(ConfigError, match="colocate=false"):
        render("slurm", load_config([C4B]), [C4B], nodes=2)


CLUSTER_CONFIGS = sorted(str(p) for p in (ROOT / "configs").glob("*.yaml") if not p.stem.endswith("_cpu"))


def _fix_in(msg: str):
    m = re.search(r"add `([^`]*)`", msg)
    return m.group(1).split() if m else None


@pytest.mark.parametrize("path", CLUSTER_CONFIGS)
@pytest.mark.parametrize("nodes", [1, 2, 4])
def test_shipped_cluster_configs_launch_on_1_2_4_nodes(path, nodes):
    """Every shipped cluster config renders for 1, 2 and 4 nodes of 8 GPUs, as shipped or with
    exactly the overrides its refusal names; with launched servers on several nodes the servers
    run on every node."""
    cfg = load_config([path])
    try:
        s = render("slurm", cfg, [path], nodes=nodes, gpus_per_node=8)
        over = []
    except ConfigError as e:
        over = _fix_in(str(e))
        assert nodes > 1 and over, f"no working fix in the refusal: {e}"
        s = render("slurm", load_config([path], over), [path], nodes=nodes, gpus_per_node=8, overrides=over)
        # `agon launch slurm` applies exactly that fix by itself
        assert spread_servers_overrides(cfg, nodes, 8) == over
    assert f"#SBATCH --nodes={nodes}" in s and subprocess.run(["bash", "-n"], input=s, text=True).returncode == 0
    if nodes > 1 and cfg.rollout.engine == "sglang" and not cfg.rollout.sglang.urls:
        assert f"srun --overlap --nodes={nodes} --ntasks-per-node=1" in s  # servers on every node
        assert all(o in s for o in over)  # the trainer runs with the same overrides


def test_every_layout_refusal_names_a_fix_that_works():
    """Refusals of a layout: applying the override the message names makes the render pass."""
    # too many server GPUs for a non-colocated layout, on one node
    over = ["rollout.sglang.colocate=false", "rollout.sglang.weight_sync=distributed"]
    with pytest.raises(ConfigError, match="lower num_servers or tp") as e:
        render("slurm", load_config([C4B], over), [C4B], nodes=1, gpus_per_node=8)  # 4 x 2 = 8 of 8 GPUs
    assert "at most 7 server GPUs" in str(e.value)
    render("slurm", load_config([C4B], over + ["rollout.sglang.num_servers=3"]), [C4B], nodes=1, gpus_per_node=8)
    colo = ["rollout.sglang.colocate=true", "rollout.sglang.weight_sync=tensor"]
    assert " ".join(colo) in str(e.value)
    render("slurm", load_config([C4B], over + colo), [C4B], nodes=1, gpus_per_node=8)
    # servers that take every GPU of a node, on 2 nodes: the named server count fits
    with pytest.raises(ConfigError, match="leave no trainer GPU") as e:
        render("slurm", load_config([C4B], over), [C4B], nodes=2, gpus_per_node=8)
    render("slurm", load_config([C4B], over + _fix_in(str(e.value))), [C4B], nodes=2, gpus_per_node=8)
    # placement=split on 2 nodes: the fix switches it to alternate
    cfg = load_config([C06], over + ["rollout.placement=split"])
    with pytest.raises(ConfigError, match="rollout.placement=alternate") as e:
        render("slurm", cfg, [C06], nodes=2, gpus_per_node=8)
    fix = _fix_in(str(e.value))
    render("slurm", load_config([C06], over + ["rollout.placement=split"] + fix), [C06], nodes=2, gpus_per_node=8)
    # a CPU layout of an SGLang config: the named fix (the local engine) works
    with pytest.raises(ConfigError, match="rollout.engine=local"):
        render("slurm", load_config([C06]), [C06], gpus_per_node=0, cpus_per_node=4)
    s = render("slurm", load_config([CPU]), [CPU], gpus_per_node=0, cpus_per_node=4)
    assert "#SBATCH --ntasks-per-node=4" in s
    with pytest.raises(ConfigError, match="--tasks-per-node N, or --cpus-per-node N"):
        render("slurm", load_config([CPU]), [CPU], gpus_per_node=0)
    render("slurm", load_config([CPU]), [CPU], gpus_per_node=0, tasks_per_node=2)


def test_cpu_layouts_render_without_gpus():
    """``--gpus-per-node 0``: gloo ranks from --cpus-per-node (one per core) or --tasks-per-node,
    no GPU request and no --exclusive (so two small jobs can share a node)."""
    cfg = load_config([CPU])
    s = render("slurm", cfg, [CPU], gpus_per_node=0, cpus_per_node=2)
    assert "#SBATCH --ntasks-per-node=2" in s and "#SBATCH --cpus-per-task=1" in s
    assert "gpus" not in s and "--exclusive" not in s and "CUDA_DEVICE_MAX_CONNECTIONS" not in s
    assert "--cpus-per-task=1 --ntasks-per-node=2 \\\n" in s and "export OMP_NUM_THREADS=1" in s
    s = render("slurm", cfg, [CPU], nodes=2, gpus_per_node=0, cpus_per_node=16, tasks_per_node=4)
    assert "#SBATCH --nodes=2" in s and "#SBATCH --ntasks-per-node=4" in s and "#SBATCH --cpus-per-task=4" in s
    assert "export OMP_NUM_THREADS=4" in s and subprocess.run(["bash", "-n"], input=s, text=True).returncode == 0
    assert "#SBATCH --exclusive" in render("slurm", cfg, [CPU], gpus_per_node=0, tasks_per_node=1, exclusive=True)
    with pytest.raises(ConfigError, match="one core per rank"):
        render("slurm", cfg, [CPU], gpus_per_node=0, cpus_per_node=2, tasks_per_node=4)
    with pytest.raises(ConfigError, match="not divisible by TP\\*PP=2; change --nodes/--tasks-per-node"):
        render("slurm", load_config([CPU], ["parallel.tp=2"]), [CPU], gpus_per_node=0, tasks_per_node=3)
    t = render("torchrun", cfg, [CPU], gpus_per_node=0, tasks_per_node=2)
    assert "torch.distributed.run --standalone --nproc-per-node=2 -m agon_mcore.cli train" in t
    assert t.startswith("OMP_NUM_THREADS=1 " + sys.executable)


@pytest.mark.slow
def test_cli_renders_a_cpu_layout_with_this_interpreter(tmp_path):
    """``agon launch slurm --gpus-per-node 0 --tasks-per-node 1`` (the CLI): the interpreter is the
    rendering one and the checkout on PYTHONPATH is exported to the job."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    r = subprocess.run([sys.executable, "-m", "agon_mcore.cli", "launch", "slurm", "--config", CPU, "--gpus-per-node",
                        "0", "--tasks-per-node", "1", "--signal-grace", "90", "train.steps=2"], capture_output=True,
                       text=True, env=env, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert f"exec {sys.executable} -m agon_mcore.cli train" in r.stdout and "#SBATCH --signal=B:USR1@90" in r.stdout
    assert f"export PYTHONPATH={ROOT}${{PYTHONPATH:+:$PYTHONPATH}}" in r.stdout
    assert f"--output={tmp_path}/%x-%j.out" in r.stdout


def test_render_refuses_idle_nodes_and_bad_layouts():
    cfg = load_config([C4B])
    # the input first reported: servers only on node 0 while --nodes 2 leaves node 1 idle
    with pytest.raises(ConfigError, match="other 8 GPUs would idle"):
        render("slurm", cfg, [C4B], nodes=2, gpus_per_node=8)
    with pytest.raises(ConfigError, match="other 24 GPUs would idle"):
        render("slurm", load_config([C06]), [C06], nodes=4, gpus_per_node=8)
    # servers given by URL (started on every node): multi-node is fine
    ok = render("slurm", load_config([C4B], ["rollout.sglang.urls=[http://n1:30000,http://n2:30000]"]), [C4B], nodes=2)
    assert "#SBATCH --nodes=2" in ok
    # servers that do not fit on rank 0's node
    with pytest.raises(ConfigError, match="num_servers x tp"):
        render("slurm", load_config([C4B], ["rollout.sglang.num_servers=8"]), [C4B], nodes=1, gpus_per_node=8)
    with pytest.raises(ConfigError, match="not divisible"):
        render("slurm", load_config([C4B], ["rollout.sglang.urls=[http://n1:30000]"]), [], nodes=1, gpus_per_node=3)


FAKE_SRUN = r"""#!/bin/bash
# FAKE srun for tests (labelled): runs the task command once with SLURM_PROCID=0 and
# forwards SIGUSR1/SIGTERM to it like srun does.
while [[ "$1" == --* ]]; do shift; done
export SLURM_PROCID=0 SLURM_LOCALID=0 SLURM_NTASKS=1
trap 'kill -USR1 $CHILD' USR1  # traps first (expanded when a signal comes), then the task
trap 'kill -TERM $CHILD' TERM
"$@" &
CHILD=$!
while kill -0 $CHILD 2>/dev/null; do wait $CHILD; RC=$?; done
exit $RC
"""
FAKE_SCONTROL = """#!/bin/bash
# FAKE scontrol for tests: records the call; answers `show hostnames` with localhost.
echo "$@" >> "$AGON_FAKE_LOG"
[ "$1" = show ] && echo localhost
exit 0
"""
FAKE_TRAINER = """#!/usr/bin/env python
# FAKE trainer for tests: records argv and env, then waits for SIGUSR1/SIGTERM and
# "checkpoints" (writes a file) before exiting, as the real trainer does.
import os, signal, sys, time
log = os.environ["AGON_FAKE_LOG"]
def stop(sig, frame):
    open(log, "a").write(f"trainer got {signal.Signals(sig).name}; checkpoint\\n")
    sys.exit(0)
# handlers first: the test signals as soon as the line below is in the log
signal.signal(signal.SIGUSR1, stop)
signal.signal(signal.SIGTERM, stop)
open(log, "a").write("trainer " + " ".join(sys.argv[1:]) + " RANK=" + os.environ.get("RANK", "-") + "\\n")
time.sleep(60)
"""


def _fake_job(tmp_path, nodes=1, over=(), extra_bins=None, wait_for="trainer "):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    bins = {"srun": FAKE_SRUN, "scontrol": FAKE_SCONTROL, "trainer": FAKE_TRAINER, **(extra_bins or {})}
    for name, text in bins.items():
        (bin_dir / name).write_text(text)
        (bin_dir / name).chmod(0o755)
    run_dir = tmp_path / "run"
    (run_dir / "checkpoints" / "step_000002").mkdir(parents=True)  # a previous checkpoint: resume it
    cfg = load_config([C06], [f"train.run_dir={run_dir}", *over])
    (tmp_path / "job.sh").write_text(render("slurm", cfg, [C06], nodes=nodes, python=str(bin_dir / "trainer")))
    log = tmp_path / "log.txt"
    env = dict(os.environ, PATH=f"{bin_dir}:{os.environ['PATH']}", AGON_FAKE_LOG=str(log),
               SLURM_JOB_NODELIST="localhost", SLURM_JOB_ID="4242")
    p = subprocess.Popen(["bash", str(tmp_path / "job.sh")], env=env, cwd=tmp_path,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    # generous: a loaded test machine can take minutes to start the script's python steps (the
    # loop ends as soon as the line appears); signalling before it would test nothing
    deadline = time.time() + 300
    while time.time() < deadline and not (log.exists() and wait_for in log.read_text()):
        if p.poll() is not None:
            break
        time.sleep(0.1)
    text = log.read_text() if log.exists() else ""
    assert wait_for in text, (f"the job never logged {wait_for!r} (exit {p.poll()}); log:\n{text}\n"
                              f"output:\n{p.stdout.read() if p.poll() is not None else '(still running)'}")
    return p, log, run_dir


FAKE_CURL = """#!/bin/bash
# FAKE curl for tests: every server answers /health_generate.
echo "curl $*" >> "$AGON_FAKE_LOG"
exit 0
"""


def test_servers_on_every_node_start_before_the_trainer_which_gets_their_urls(tmp_path):
    """Multi-node script under FAKE srun/scontrol/curl (labelled stubs; scontrol names one
    host, localhost): the server step starts, readiness is polled, the trainer receives the
    URLs, and the servers are stopped when the trainer exits."""
    p, log, _ = _fake_job(tmp_path, nodes=2, over=["rollout.sglang.colocate=false", "rollout.sglang.num_servers=2",
                                                   "rollout.sglang.weight_sync=distributed"],
                          extra_bins={"curl": FAKE_CURL}, wait_for="rollout.sglang.urls")
    p.send_signal(signal.SIGUSR1)
    out, _ = p.communicate(timeout=60)
    text = log.read_text()
    starts = [x for x in text.splitlines() if x.startswith("trainer ")]
    server = next(x for x in starts if "sglang_server.py" in x)
    trainer = next(x for x in starts if "agon_mcore.cli train" in x)
    assert "sglang_server.py" in server and "--trainer-gpus 6" in server  # 8 GPUs - 2 servers x TP1
    assert "curl -sf -o /dev/null http://localhost:30000/health_generate" in text
    assert "rollout.sglang.urls=[http://localhost:30000,http://localhost:30001]" in trainer, (text, out)
    assert "requeue 4242" in text


@pytest.mark.parametrize("nodes", [2, 4])
def test_cli_launches_a_one_node_config_on_several_nodes(nodes, capsys):
    """``agon launch slurm --config qwen3_4b_agon --nodes N`` as shipped (servers colocated on one
    node): the CLI places the servers on every node by itself, says so, and the trainer runs
    with the same overrides."""
    from agon_mcore.cli import main

    assert main(["launch", "slurm", "--config", "qwen3_4b_agon", "--nodes", str(nodes)]) == 0
    out, err = capsys.readouterr()
    over = "rollout.sglang.colocate=false rollout.sglang.weight_sync=distributed rollout.sglang.num_servers=2"
    assert f"--nodes {nodes}: SGLang servers on every node, with `{over}`" in err
    assert f"srun --overlap --nodes={nodes} --ntasks-per-node=1" in out and "--trainer-gpus 4" in out
    trainer = out[out.index("srun --kill-on-bad-exit"):]
    assert all(o in trainer for o in over.split()) and "#SBATCH --ntasks-per-node=4" in out
    # one node: nothing changes (colocated servers, every GPU trains)
    assert main(["launch", "slurm", "--config", "qwen3_4b_agon", "--nodes", "1"]) == 0
    out, err = capsys.readouterr()
    assert "srun --overlap" not in out and "#SBATCH --ntasks-per-node=8" in out and "servers on every node" not in err

