"""`agon launch slurm` scripts under a REAL Slurm: slurmctld + slurmd + munge on this machine.

The cluster is Debian's packages started without systemd by ``tests/slurm/start_cluster.sh``
(``.ci/run`` installs them with apt-get); the tests skip, with the reason, only where those
packages are not installed or the tests do not run as root. Every job is a CPU layout
(``--gpus-per-node 0``) of the embedded default with a tiny run (one warm-up step, a few Agon
steps, no evaluation).

What they show (Slurm delivers a stop signal to every process of the job step, helpers
included): ``scancel`` after a periodic save writes the signal checkpoint and exits 143, with
no ``.tmp`` left and a resubmission continuing at that step; the time-limit ``SIGUSR1``
(``--signal=B:USR1@<grace>``) checkpoints, the script requeues the job, and the requeued job
resumes at that step (none recomputed); ``scontrol requeue`` says it requeues; two jobs run
side by side on the node (one rendezvous port per job). Measured outcomes (exit code,
checkpoint step, seconds from signal to exit) are appended to ``<cluster dir>/results.jsonl``.

Multi-node behaviour (servers on every node) needs several nodes: it stays with the labelled
fake-srun test in tests/train/test_launch_and_checks.py.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
START = ROOT / "tests" / "slurm" / "start_cluster.sh"
CPU = str(ROOT / "configs" / "default_cpu.yaml")
# a tiny run: 1 warm-up step, 2 problems x 2 samples of 16 tokens per step, no evaluation
TINY = ["sft.steps=1", "sft.batch_size=2", "data.batch_size=2", "rollout.sampling.n=2",
        "rollout.sampling.max_new_tokens=16", "eval.at_end=false", "logging.tensorboard=false"]
WAIT = 1200  # s; the shared test machine can be very slow (a tiny job's build took 88 s under load)

# each test waits on several Slurm phases (a job's start, a requeue, a resume), each up to WAIT s on a
# loaded machine: the suite's 900 s default would cut a slow but healthy run before its own message
pytestmark = [pytest.mark.slow, pytest.mark.timeout(2 * WAIT)]


@pytest.fixture(scope="module")
def cluster():
    missing = [b for b in ("/usr/sbin/slurmctld", "/usr/sbin/slurmd", "/usr/sbin/munged", "/usr/bin/sbatch")
               if not os.path.exists(b)]
    if missing:
        pytest.skip(f"Debian's Slurm packages are not installed ({', '.join(missing)} missing): "
                    "`apt-get install -y slurmctld slurmd slurm-client munge` (.ci/run does)")
    if os.geteuid() != 0:
        pytest.skip("the one-node Slurm cluster runs its daemons as root: run the tests as root")
    r = subprocess.run(["bash", str(START)], capture_output=True, text=True, timeout=180)
    assert r.returncode == 0, f"start_cluster.sh failed:\n{r.stdout}\n{r.stderr}"
    return Path(r.stdout.strip().splitlines()[-1])


def _record(cluster: Path, **row) -> None:
    with open(cluster / "results.jsonl", "a") as fh:
        fh.write(json.dumps({"time": time.strftime("%Y-%m-%dT%H:%M:%S"), **row}) + "\n")
    print(json.dumps(row))


def _render(tmp: Path, name: str, extra=(), flags=()) -> Path:
    """Render a CPU-layout job script with the CLI into ``tmp/name.sh`` (run dir ``tmp/name``)."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep))
    r = subprocess.run([sys.executable, "-m", "agon_mcore.cli", "launch", "slurm", "--config", CPU,
                        "--gpus-per-node", "0", *flags, *TINY, f"train.run_dir={tmp / name}", *extra],
                       capture_output=True, text=True, cwd=tmp, env=env, timeout=300)
    assert r.returncode == 0, r.stderr
    script = tmp / f"{name}.sh"
    script.write_text(r.stdout)
    return script


def _sbatch(script: Path, *args: str) -> str:
    # a minimal environment, without this interpreter's folder on PATH: the script must name it
    env = {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "HOME": os.environ.get("HOME", "/root"), "LANG": "C.UTF-8"}
    r = subprocess.run(["sbatch", "--parsable", *args, str(script)], capture_output=True, text=True,
                       cwd=script.parent, env=env, timeout=60)
    assert r.returncode == 0, r.stderr
    return r.stdout.strip().split(";")[0]


def _job(jid: str) -> dict:
    r = subprocess.run(["scontrol", "-o", "show", "job", jid], capture_output=True, text=True, timeout=60)
    return dict(kv.split("=", 1) for kv in r.stdout.split() if "=" in kv)


def _until(pred, what: str, timeout: float = WAIT, every: float = 0.5, diagnose=None):
    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout:
        v = pred()
        if v:
            return v
        time.sleep(every)
    raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}"
                         + (f"\n{diagnose()}" if diagnose else ""))


_released: dict = {}


def _release(jid: str, every: float = 0.0) -> bool:
    """Start a requeued job now (``StartTime=now``, no time limit) if it is PENDING for its begin
    time; at most once per ``every`` seconds. Always False (so it can sit in an ``_until`` predicate)."""
    if time.monotonic() - _released.get(jid, -1e9) < every:
        return False
    _released[jid] = time.monotonic()
    info = _job(jid)
    if every == 0.0 or (info.get("JobState") == "PENDING" and info.get("Reason") in ("BeginTime", "None")):
        subprocess.run(["scontrol", "update", f"JobId={jid}", "StartTime=now", "TimeLimit=UNLIMITED"],
                       check=every == 0.0, timeout=60, capture_output=every != 0.0)
    return False


def _diagnose(tmp: Path, jid: str) -> str:
    """What Slurm says about the job and the end of its output, for a failure message."""
    info = _job(jid)
    keys = ("JobState", "Reason", "Restarts", "BeginTime", "StartTime", "RunTime", "TimeLimit", "ExitCode")
    return (" ".join(f"{k}={info.get(k)}" for k in keys)
            + f"\n--- end of the job's output ---\n{_out(tmp, jid)[-3000:]}")


def _done(jid: str, states=("COMPLETED", "CANCELLED", "FAILED", "TIMEOUT", "NODE_FAIL", "OUT_OF_MEMORY")):
    return _until(lambda: _job(jid).get("JobState") in states and _job(jid), f"job {jid} to end")


def _out(tmp: Path, jid: str) -> str:
    files = list(tmp.glob(f"*-{jid}.out"))
    if not files:
        return ""
    text = files[0].read_text(errors="replace")
    keep = Path(os.environ.get("AGON_SLURM_DIR", "/tmp/agon-slurm")) / "jobs"
    keep.mkdir(parents=True, exist_ok=True)
    shutil.copy(files[0], keep / files[0].name)  # kept for a look after the test's tmp folder is gone
    return text


def _steps(run: Path) -> list:
    p = run / "metrics.jsonl"
    return [json.loads(x)["step"] for x in p.read_text().splitlines() if x.strip()] if p.exists() else []


def _ckpts(run: Path) -> list:
    d = run / "checkpoints"
    return sorted(int(p.name.split("_")[1]) for p in d.glob("step_*")) if d.is_dir() else []


def _tmps(run: Path) -> list:
    d = run / "checkpoints"
    return sorted(p.name for p in d.glob(".*.tmp")) if d.is_dir() else []


def _helpers_started(run: Path) -> bool:
    # the post-warm-up checkpoint (step 0) exists: the trainer's checkpoint-writer helpers run
    return 0 in _ckpts(run)


def _after_signal(out: str) -> float:
    """Seconds from the stop signal to the end of the trainer's run (its summary line)."""
    m = re.findall(r'"after_signal": ([0-9.]+)', out)
    return float(m[-1]) if m else float("nan")


def _stop_and_time(jid: str, cmd) -> tuple:
    t0 = time.monotonic()
    subprocess.run(cmd, check=True, timeout=60)
    info = _until(lambda: _job(jid).get("JobState") not in ("RUNNING", "COMPLETING") and _job(jid),
                  f"job {jid} to stop after {' '.join(cmd)}", timeout=120, every=0.2)
    return info, time.monotonic() - t0


def test_two_jobs_side_by_side_run_to_the_end(cluster, tmp_path):
    """Two 1-rank jobs at once on the one node (no --exclusive for CPU layouts): both run
    together (each its own rendezvous port) and finish with exit 0 and their final checkpoint."""
    scripts = [_render(tmp_path, f"r{i}", ["train.steps=2"], ["--tasks-per-node", "1"]) for i in (1, 2)]
    assert all("--exclusive" not in s.read_text() for s in scripts)
    jids = [_sbatch(s) for s in scripts]
    _until(lambda: all(_job(j).get("JobState") == "RUNNING" for j in jids), "both jobs running at once")
    infos = [_done(j) for j in jids]
    for j, info, name in zip(jids, infos, ("r1", "r2")):
        out = _out(tmp_path, j)
        assert info["JobState"] == "COMPLETED" and info["ExitCode"] == "0:0", (info, out)
        assert _steps(tmp_path / name) == [0, 1] and 2 in _ckpts(tmp_path / name), out
        assert "EADDRINUSE" not in out
    _record(cluster, scenario="two jobs side by side", jobs=jids, exit_codes=[i["ExitCode"] for i in infos],
            checkpoints=[_ckpts(tmp_path / n) for n in ("r1", "r2")])


def test_scancel_after_a_periodic_save_checkpoints_and_a_resubmit_continues(cluster, tmp_path):
    """Two ranks; ``scancel`` (SIGTERM to every process of the step) after a periodic save:
    the signal checkpoint is written, exit 143, no ``.tmp`` left, not requeued; resubmitting the
    same script resumes at that step and finishes with every step once; no rank's state differs."""
    run = tmp_path / "c"
    script = _render(tmp_path, "c", ["train.steps=8", "checkpoint.save_every=2"], ["--tasks-per-node", "2"])
    jid = _sbatch(script)
    _until(lambda: 2 in _ckpts(run) and len(_steps(run)) >= 3, "the step-2 save and step 3")
    info, secs = _stop_and_time(jid, ["scancel", jid])
    out = _out(tmp_path, jid)
    ck = _ckpts(run)
    assert info["ExitCode"] != "0:9", f"killed {secs:.0f} s after scancel: the stop took longer than KillWait\n{out[-3000:]}"
    assert info["ExitCode"] == "143:0" and info["JobState"] == "CANCELLED", (info, out[-3000:])
    assert "BrokenPipeError" not in out and "Traceback" not in out, out
    done = len(_steps(run))
    assert ck[-1] == done > 2 and not _tmps(run), (ck, done, _tmps(run), out)  # the signal checkpoint, no .tmp
    assert "stopped by SIGTERM (exit 143, checkpointed); resubmit this script" in out and info["Restarts"] == "0"
    _record(cluster, scenario="scancel (2 ranks) after a periodic save", job=jid, exit_code=info["ExitCode"],
            checkpoint_step=ck[-1], seconds_signal_to_job_end=round(secs, 1),
            seconds_signal_to_trainer_end=_after_signal(out))

    jid2 = _sbatch(script)
    info2 = _done(jid2)
    out2 = _out(tmp_path, jid2)
    assert info2["ExitCode"] == "0:0", (info2, out2)
    assert f"resumed from {run}/checkpoints/step_{ck[-1]:06d} at step {ck[-1]} (Agon)" in out2, out2
    assert _steps(run) == list(range(8)), _steps(run)  # no step twice, none missing
    assert "common state dict differs" not in out + out2  # every rank saves rank 0's run state
    _record(cluster, scenario="resubmit after scancel", job=jid2, exit_code=info2["ExitCode"],
            resumed_at=ck[-1], checkpoints=_ckpts(run))


def test_time_limit_signal_checkpoints_requeues_and_resumes(cluster, tmp_path):
    """The time limit: once the trainer has saved (its helpers running), the job's limit is
    lowered so that ``--signal=B:USR1@120`` fires; the trainer checkpoints the step it finishes
    (exit 138), the script requeues the job, and the requeued job resumes at exactly that step.
    Then ``scontrol requeue`` after a save in the resumed attempt: checkpoint, exit 143, and the
    script says that Slurm requeues the job."""
    run = tmp_path / "d"
    script = _render(tmp_path, "d", ["train.steps=400", "checkpoint.save_every=2"],
                     ["--tasks-per-node", "1", "--signal-grace", "120"])
    jid = _sbatch(script)
    _until(lambda: _helpers_started(run) and len(_steps(run)) >= 1, "the first save and Agon step")
    # a time limit 2 minutes past the elapsed whole minutes: 60-120 s remain, under the 120 s grace,
    # so Slurm sends USR1 at its next time-limit check (about every 30 s)
    h, m, _ = (["0"] * 3 + _job(jid)["RunTime"].split("-")[-1].split(":"))[-3:]
    t0 = time.monotonic()
    subprocess.run(["scontrol", "update", f"JobId={jid}", f"TimeLimit={int(h) * 60 + int(m) + 2}"], check=True,
                   timeout=60)
    _until(lambda: "requeueing job" in _out(tmp_path, jid), "the script's requeue", timeout=300, every=0.2)
    secs = time.monotonic() - t0  # limit lowered -> trainer exited and script requeued (includes Slurm's delay)
    info = _until(lambda: _job(jid).get("JobState") == "PENDING" and _job(jid), "the requeued job pending")
    out = _out(tmp_path, jid)
    ck = _ckpts(run)
    done = len(_steps(run))
    m = re.search(r"time limit ahead \(SIGUSR1\): trainer exited (\d+) \(checkpointed\); requeueing job", out)
    assert m and m.group(1) == "138", out
    assert "BrokenPipeError" not in out and ck[-1] == done and not _tmps(run), (ck, done, out)
    assert info["Restarts"] == "1", info
    t_sig = re.search(r"(\d\d:\d\d:\d\d),\d+ agon.train WARNING SIGUSR1", out)
    _record(cluster, scenario="time limit (--signal=B:USR1@120) + requeue", job=jid, exit_code=int(m.group(1)),
            checkpoint_step=ck[-1], seconds_limit_change_to_requeue=round(secs, 1), signal_logged_at=
            t_sig.group(1) if t_sig else None, seconds_signal_to_trainer_end=_after_signal(out))

    # Slurm holds a requeued job about 2 minutes (BeginTime); release it early, and again while it
    # still waits for its begin time (slurmctld can set BeginTime after the job shows PENDING). Not in
    # the requeue's own second: slurmctld then kills the job as "non-startable ... Job credential
    # revoked" (seen with Slurm 22.05: requeue at :13.25, release at :13.41, refused at :13.91), which
    # Slurm's own hold never meets.
    first = ck[-1]
    time.sleep(2.0)
    _release(jid)

    def resumed():
        if f"at step {first} (Agon)" in _out(tmp_path, jid):
            return True
        if _job(jid).get("JobState") in ("FAILED", "CANCELLED", "COMPLETED", "NODE_FAIL"):
            raise AssertionError("the requeued job ended before it resumed\n" + _diagnose(tmp_path, jid))
        return _release(jid, every=10.0)

    _until(resumed, "the requeued job to resume", diagnose=lambda: _diagnose(tmp_path, jid))
    assert f"resumed from {run}/checkpoints/step_{first:06d} at step {first} (Agon)" in _out(tmp_path, jid)
    # after a periodic save in the resumed attempt, an external requeue (SIGTERM to every process)
    _until(lambda: max(_ckpts(run)) > first and len(_steps(run)) > max(_ckpts(run)),
           "a periodic save in the resumed attempt")
    info, secs = _stop_and_time(jid, ["scontrol", "requeue", jid])
    out = _out(tmp_path, jid)
    ck2, done2 = _ckpts(run), len(_steps(run))
    assert "stopped by SIGTERM (exit 143, checkpointed); Slurm requeues job" in out, out
    assert ck2[-1] == done2 and not _tmps(run) and out.count("Traceback") == 0, (ck2, done2, out)
    steps = _steps(run)
    assert steps == list(range(len(steps))), steps  # no step recomputed across the requeue
    _record(cluster, scenario="scontrol requeue after a save in the resumed attempt", job=jid, exit_code=143,
            checkpoint_step=ck2[-1], seconds_signal_to_job_end=round(secs, 1),
            seconds_signal_to_trainer_end=_after_signal(out), restarts=info.get("Restarts"))
    subprocess.run(["scancel", jid], timeout=60)
    _until(lambda: _job(jid).get("JobState") in ("CANCELLED", "COMPLETED"), "the cancel")
