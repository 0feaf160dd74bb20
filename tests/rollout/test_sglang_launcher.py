"""SGLang launcher: command lines, readiness wait, clean stop of the process group."""
from __future__ import annotations

import os
import sys
import textwrap
import time

import pytest

from agon_mcore.rollout.launcher import ManagedProcess, router_command, server_command
from agon_mcore.rollout.weight_sync import free_port


def test_server_command_rendering():
    cmd = server_command("/m/qwen3", 30001, tp=2, mem_fraction_static=0.7, base_gpu_id=2, weight_version="A:0",
                         skip_tokenizer_init=True, enable_memory_saver=True, extra_args=["--dtype", "bfloat16"],
                         python="python")
    assert cmd == ["python", "-m", "sglang.launch_server", "--model-path", "/m/qwen3", "--tp-size", "2",
                   "--host", "127.0.0.1", "--port", "30001", "--mem-fraction-static", "0.7",
                   "--base-gpu-id", "2", "--weight-version", "A:0", "--skip-tokenizer-init",
                   "--enable-memory-saver", "--dtype", "bfloat16"]
    plain = server_command("/m", 1, python="python")
    assert plain[plain.index("--host") + 1] == "127.0.0.1"  # never all interfaces by default
    assert "--base-gpu-id" not in plain and "--enable-memory-saver" not in plain
    with pytest.raises(ValueError, match="mem_fraction_static"):
        server_command("/m", 1, mem_fraction_static=1.5)


def test_router_command_rendering(caplog):
    cmd = router_command(["http://127.0.0.1:30000", "http://127.0.0.1:30001"], 29000, python="python")
    assert cmd == ["python", "-m", "sglang_router.launch_router", "--worker-urls", "http://127.0.0.1:30000",
                   "http://127.0.0.1:30001", "--host", "127.0.0.1", "--port", "29000", "--policy", "cache_aware"]
    with caplog.at_level("WARNING", logger="agon.rollout"):
        router_command(["http://10.0.0.1:30000"], 29000, host="0.0.0.0")
    assert "every network interface" in caplog.text
    with pytest.raises(ValueError, match="no worker URLs"):
        router_command([], 29000)


SERVER = textwrap.dedent("""
    import http.server, os, subprocess, sys, time
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])  # like a TP worker
    open(sys.argv[2], "w").write(str(child.pid))
    time.sleep(float(sys.argv[3]))  # cold start
    class H(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200 if self.path == "/health_generate" else 404); self.end_headers()
        def log_message(self, *a): pass
    http.server.HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
""")


def _gone(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    try:  # a zombie (not yet reaped by its parent) counts as gone
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] == "Z"
    except OSError:
        return True


def test_process_waits_for_readiness_and_stops_its_whole_group(tmp_path):
    script = tmp_path / "server.py"
    script.write_text(SERVER)
    port = free_port()
    child_file = tmp_path / "child.pid"
    p = ManagedProcess("fake-server", [sys.executable, str(script), str(port), str(child_file), "0.5"],
                       f"http://127.0.0.1:{port}", "/health_generate", tmp_path / "log.txt").start()
    try:
        waited = p.wait_ready(timeout_s=60, poll_s=0.1)
        assert waited >= 0.4 and p.alive()
        child = int(child_file.read_text())
    finally:
        code = p.stop(timeout_s=5)
    assert code is not None and not p.alive()
    deadline = time.monotonic() + 5
    while not _gone(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _gone(child)  # the grandchild went with the group


def test_exit_before_ready_reports_log_tail(tmp_path):
    p = ManagedProcess("broken", [sys.executable, "-c", "import sys; print('CUDA out of memory'); sys.exit(3)"],
                       "http://127.0.0.1:9", "/health_generate", tmp_path / "log.txt").start()
    with pytest.raises(RuntimeError, match=r"(?s)broken exited with code 3.*CUDA out of memory"):
        p.wait_ready(timeout_s=30, poll_s=0.1)
    p.stop()


def test_not_ready_in_time_names_the_setting(tmp_path):
    p = ManagedProcess("slow", [sys.executable, "-c", "import time; time.sleep(30)"], "http://127.0.0.1:9",
                       "/health_generate", tmp_path / "log.txt").start()
    try:
        with pytest.raises(RuntimeError, match="first_wait_s"):
            p.wait_ready(timeout_s=0.3, poll_s=0.1)
    finally:
        p.stop(timeout_s=5)


def test_plan_pools_assigns_ports_gpus_and_routers(tmp_path):
    from agon_mcore.config import SGLangConfig
    from agon_mcore.rollout.launcher import plan_pools

    cfg = SGLangConfig(num_servers=2, tp=2, base_port=31000, router_port=29500, weight_sync="tensor",
                       colocate=True, extra_args=["--dtype", "bfloat16"])
    procs, pools, routers = plan_pools(cfg, {"A": "/m/a", "B": "/m/b"}, tmp_path, node_gpus=8)
    assert pools == {"A": ["http://127.0.0.1:31000", "http://127.0.0.1:31001"],
                     "B": ["http://127.0.0.1:31002", "http://127.0.0.1:31003"]}
    assert routers == {"A": "http://127.0.0.1:29500", "B": "http://127.0.0.1:29501"}
    servers = procs[:4]
    assert [p.cmd[p.cmd.index("--base-gpu-id") + 1] for p in servers] == ["0", "2", "4", "6"]
    assert [p.cmd[p.cmd.index("--model-path") + 1] for p in servers] == ["/m/a", "/m/a", "/m/b", "/m/b"]
    # release/resume_memory_occupation is never called by the trainer: no --enable-memory-saver
    # (it needs the torch_memory_saver package); extra_args can add it
    assert all("--enable-memory-saver" not in p.cmd and p.cmd[-2:] == ["--dtype", "bfloat16"] for p in servers)
    assert [p.ready_path for p in procs] == ["/health_generate"] * 4 + ["/health"] * 2
    assert procs[4].cmd[procs[4].cmd.index("--worker-urls") + 1:][:2] == pools["A"]
    assert all(p.proc is None for p in procs)  # planning starts nothing
    one = SGLangConfig(num_servers=1)
    assert plan_pools(one, {"shared": "/m"}, tmp_path, node_gpus=2)[2] == {}  # no router in front of a single server


# ---------------------------------------------------------------- placement (NCCL duplicate device)


@pytest.mark.parametrize("trainer_gpus,num_servers,tp,expected", [
    (4, 2, 2, ["4", "6"]),  # trainer on GPUs 0-3, servers after it
    (1, 3, 1, ["1", "2", "3"]),  # plain python trainer on GPU 0
    (6, 1, 2, ["6"]),
])
def test_servers_take_the_gpus_after_the_trainers(tmp_path, trainer_gpus, num_servers, tp, expected):
    from agon_mcore.config import SGLangConfig
    from agon_mcore.rollout.launcher import plan_pools

    cfg = SGLangConfig(num_servers=num_servers, tp=tp, router=False)  # weight_sync=distributed, colocate=false
    procs, _, _ = plan_pools(cfg, {"shared": "/m"}, tmp_path, trainer_gpus=trainer_gpus, node_gpus=8)
    gpus = [p.cmd[p.cmd.index("--base-gpu-id") + 1] for p in procs]
    assert gpus == expected
    assert all(int(g) >= trainer_gpus for g in gpus)  # no server on a trainer GPU: the NCCL group is valid


@pytest.mark.parametrize("trainer_gpus,num_servers,tp", [(8, 8, 1), (8, 1, 1), (4, 3, 2)])
def test_servers_that_do_not_fit_beside_the_trainer_are_refused(tmp_path, trainer_gpus, num_servers, tp):
    # the shipped 0.6B layout before this fix: trainer on all 8 GPUs, 8 servers from GPU 0
    from agon_mcore.config import SGLangConfig
    from agon_mcore.rollout.launcher import PlacementError, plan_pools

    cfg = SGLangConfig(num_servers=num_servers, tp=tp)
    with pytest.raises(PlacementError, match=rf"need {trainer_gpus + num_servers * tp} GPUs; this node has 8.*colocate=true"):
        plan_pools(cfg, {"shared": "/m"}, tmp_path, trainer_gpus=trainer_gpus, node_gpus=8)


@pytest.mark.parametrize("num_servers,tp", [(8, 1), (4, 2), (1, 1)])
def test_colocated_servers_refuse_the_nccl_group_and_use_cuda_ipc(tmp_path, num_servers, tp):
    from agon_mcore.config import SGLangConfig
    from agon_mcore.rollout.launcher import PlacementError, plan_pools

    bad = SGLangConfig(num_servers=num_servers, tp=tp, colocate=True, weight_sync="distributed")
    with pytest.raises(PlacementError, match="NCCL refuses two ranks.*weight_sync=tensor"):
        plan_pools(bad, {"shared": "/m"}, tmp_path, trainer_gpus=8, node_gpus=8)
    ok = SGLangConfig(num_servers=num_servers, tp=tp, colocate=True, weight_sync="tensor", router=False)
    procs, _, _ = plan_pools(ok, {"shared": "/m"}, tmp_path, trainer_gpus=8, node_gpus=8)
    assert [p.cmd[p.cmd.index("--base-gpu-id") + 1] for p in procs] == [str(g * tp) for g in range(num_servers)]
    assert all("--enable-memory-saver" not in p.cmd for p in procs)
    saver = SGLangConfig(num_servers=num_servers, tp=tp, colocate=True, weight_sync="tensor", router=False,
                         extra_args=["--enable-memory-saver"])
    procs, _, _ = plan_pools(saver, {"shared": "/m"}, tmp_path, trainer_gpus=8, node_gpus=8)
    assert all(p.cmd.count("--enable-memory-saver") == 1 for p in procs)


def test_deterministic_inference_flags(tmp_path):
    from agon_mcore.config import SGLangConfig
    from agon_mcore.rollout.launcher import plan_pools

    cfg = SGLangConfig(deterministic_inference=True, router=False)
    cmd = plan_pools(cfg, {"shared": "/m"}, tmp_path, trainer_gpus=1, node_gpus=2)[0][0].cmd
    assert cmd[-3:] == ["--enable-deterministic-inference", "--sampling-backend", "pytorch"]
    assert "--enable-deterministic-inference" not in server_command("/m", 1)


# ---------------------------------------------------------------- torchrun environment


TORCHRUN_ENV = {"RANK": "0", "LOCAL_RANK": "0", "WORLD_SIZE": "8", "LOCAL_WORLD_SIZE": "8", "GROUP_RANK": "0",
                "ROLE_RANK": "0", "ROLE_WORLD_SIZE": "8", "MASTER_ADDR": "10.0.0.1", "MASTER_PORT": "29500",
                "TORCHELASTIC_USE_AGENT_STORE": "True", "TORCHELASTIC_RUN_ID": "none",
                "TORCHELASTIC_RESTART_COUNT": "0", "TORCHELASTIC_MAX_RESTARTS": "0"}


@pytest.mark.parametrize("kept", [{"CUDA_VISIBLE_DEVICES": "0,1"}, {"HF_HOME": "/h", "PATH": "/bin"}, {}])
def test_server_env_drops_torchruns_rendezvous_variables(kept):
    from agon_mcore.rollout.launcher import server_env

    env = server_env({**TORCHRUN_ENV, **kept}, extra={"SGLANG_X": "1"})
    assert env == {**kept, "SGLANG_X": "1"}


def test_launched_process_does_not_inherit_torchrun_env(tmp_path, monkeypatch):
    for k, v in TORCHRUN_ENV.items():
        monkeypatch.setenv(k, v)
    out = tmp_path / "env.txt"
    code = "import os, sys; open(sys.argv[1], 'w').write('\\n'.join(sorted(os.environ)))"
    p = ManagedProcess("env", [sys.executable, "-c", code, str(out)], "http://127.0.0.1:9", "/health_generate",
                       tmp_path / "log.txt", env={"AGON_MARK": "1"}).start()
    p.proc.wait(timeout=60)
    names = set(out.read_text().split("\n"))
    assert "AGON_MARK" in names and "PATH" in names
    assert not names & set(TORCHRUN_ENV), names & set(TORCHRUN_ENV)


# ---------------------------------------------------------------- config check


@pytest.mark.parametrize("path", ["configs/qwen3_0p6b_agon.yaml", "configs/qwen3_4b_agon.yaml"])
def test_shipped_cluster_configs_use_cuda_ipc_for_their_colocated_servers(path):
    from agon_mcore.config import ConfigError, load_config

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    cfg = load_config([os.path.join(root, path)], [])
    sg = cfg.rollout.sglang
    assert sg.colocate and sg.weight_sync == "tensor"
    # the crashing combination (servers on the trainer's GPUs inside one NCCL group) is refused
    with pytest.raises(ConfigError, match="NCCL refuses two ranks.*weight_sync=tensor"):
        load_config([os.path.join(root, path)], ["rollout.sglang.weight_sync=distributed"])


@pytest.mark.parametrize("overrides,ok", [
    (["rollout.engine=sglang", "rollout.sglang.colocate=true", "rollout.sglang.weight_sync=distributed"], False),
    (["rollout.engine=sglang", "rollout.sglang.colocate=true", "rollout.sglang.weight_sync=disk"], True),
    (["rollout.engine=sglang", "rollout.sglang.colocate=false", "rollout.sglang.weight_sync=distributed"], True),
    # servers given by URL are not launched by us: their placement is the user's
    (["rollout.engine=sglang", "rollout.sglang.colocate=true", "rollout.sglang.weight_sync=distributed",
      "rollout.sglang.urls=[http://10.0.0.2:30000]"], True),
])
def test_config_check_of_colocation_and_weight_sync(overrides, ok):
    from agon_mcore.config import ConfigError, load_config

    if ok:
        load_config([], overrides)
    else:
        with pytest.raises(ConfigError, match="rollout.sglang.colocate=true"):
            load_config([], overrides)


@pytest.mark.parametrize("env,expected", [
    ({"LOCAL_WORLD_SIZE": "4", "SLURM_NTASKS_PER_NODE": "8"}, 4),  # torchrun
    ({"SLURM_NTASKS_PER_NODE": "8", "RANK": "0", "WORLD_SIZE": "16"}, 8),  # agon launch slurm: srun task per GPU
    ({"SLURM_TASKS_PER_NODE": "6(x2)", "WORLD_SIZE": "12"}, 6),
    ({"WORLD_SIZE": "16", "SLURM_NNODES": "2"}, 8),
    ({}, 1),  # a plain process
])
def test_trainer_gpus_on_this_node_from_torchrun_or_slurm(env, expected):
    from agon_mcore.rollout.launcher import trainer_gpus_on_node

    assert trainer_gpus_on_node(env) == expected
