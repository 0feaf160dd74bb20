"""`agon compare` end to end: a short comparison (2 seeds, tiny steps) run twice in fresh
processes, the second time while another process keeps every core busy, gives identical
tables, identical evaluations (every setting's per-problem verdicts) and identical
per-step training metrics (timings aside): a comparison's numbers must not depend on how busy
the machine was."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# the smallest comparison that still samples diverse texts and evaluates every setting twice
# per run (two compare commands, the second under load: the suite's longest test)
TINY = [
    "sft.steps=10", "sft.batch_size=8", "data.batch_size=2", "rollout.sampling.n=4",
    "rollout.sampling.max_new_tokens=24", "eval.num_problems=6", "data.synthetic.num_train=96",
    "data.synthetic.num_test=6", "data.synthetic.num_validation=6", "train.steps=2", "eval.every=1",
    "eval.keep_samples=true", "logging.tensorboard=false",
]
BURN = "import os\nwhile True:\n    sum(i * i for i in range(10000))\n"


def _compare(out: Path) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "agon_mcore.cli", "compare", "--seeds", "2", "--out", str(out),
           "--settings", "grpo,self_refine,moa,coop", *TINY]
    p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=900,
                       env=dict(os.environ, PYTHONWARNINGS="ignore"))
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-5000:]
    return p


def _evals(out: Path):
    res = {}
    for f in sorted(out.glob("seed_*/*/eval.json")):
        res[str(f.relative_to(out))] = [{k: ev[k] for k in ("label", "step", "settings", "cascade_direction", "samples")
                                         if k in ev} for ev in json.loads(f.read_text())]
    return res


# per-step records of how long things took, not of what was computed: wall times, speeds,
# and the math verifier's first attempts that ran past their deadline (retried with a longer
# one; the verdict is the same) and the workers replaced after them
LOAD_DEPENDENT = ("time/", "perf/", "verify/math_retries", "verify/math_restarts")


def _metrics(out: Path):
    res = {}
    for f in sorted(out.glob("seed_*/*/metrics.jsonl")):
        rows = [json.loads(x) for x in f.read_text().splitlines() if x.strip()]
        res[str(f.relative_to(out))] = [{k: v for k, v in r.items()
                                         if k != "time" and not k.startswith(LOAD_DEPENDENT)} for r in rows]
    return res


def _differing_keys(a, b):
    return sorted({(f, k) for f in a for ra, rb in zip(a[f], b.get(f, [])) for k in set(ra) | set(rb)
                   if ra.get(k) != rb.get(k)})


def _rollouts(out: Path):
    return {str(f.relative_to(out)): [json.loads(x) for x in f.read_text().splitlines() if x.strip()]
            for f in sorted(out.glob("seed_*/*/rollouts/step_*.jsonl"))}


@pytest.mark.slow
def test_compare_twice_once_under_load_gives_identical_tables(tmp_path):
    a, b = tmp_path / "idle", tmp_path / "loaded"
    _compare(a)
    burners = [subprocess.Popen([sys.executable, "-c", BURN]) for _ in range(max(1, os.cpu_count() or 1))]
    try:
        _compare(b)
    finally:
        for p in burners:
            p.kill()
            p.wait()
    ta, tb = (a / "compare.md").read_text(), (b / "compare.md").read_text()
    assert ta == tb
    ea, eb = _evals(a), _evals(b)
    assert len(ea) == 2 * 4 and ea == eb  # warm-up, grpo, coop, agon per seed
    # the generations themselves are identical: every greedy evaluation answer (kept by
    # eval.keep_samples, compared above) and every sampled training rollout (temperature 1)
    assert sum(len(ev["samples"]) for f in ea.values() for ev in f) > 500
    ra, rb = _rollouts(a), _rollouts(b)
    assert len(ra) == 2 * 3 * 2 and ra == rb  # seeds x trained runs x steps
    texts = [r["response"] for rows in ra.values() for r in rows]
    assert len(texts) > 100 and len(set(texts)) > 20  # sampled, diverse, and still identical
    ma, mb = _metrics(a), _metrics(b)
    assert ma == mb, _differing_keys(ma, mb)
    assert any("verify/math_worker" in r for rows in ma.values() for r in rows)  # the counters are compared
    ja, jb = json.loads((a / "compare.json").read_text()), json.loads((b / "compare.json").read_text())
    assert ja["settings"] == jb["settings"] and ja["config_hash"] == jb["config_hash"]
    # the record says what the numbers depend on
    prov = ja["provenance"]
    assert prov["packages"]["torch"] and prov["threads"]["torch"] >= 1 and len(ja["config_hash"]) == 16
    assert set(ja["settings"]) == {"grpo", "self_refine", "moa", "coop", "agon"}
    # timeouts are counted per run (none here, loaded or not: verdicts do not depend on load)
    assert set(ja["verifier"]) == set(ja["seconds"]) and len(ja["verifier"]) == 2 * 4
    assert ja["timeouts"] == jb["timeouts"] == 0
    for s in ja["settings"].values():
        assert len(s["per_seed"]) == 2 and s["ci"][0] <= s["mean"] <= s["ci"][1]
    for r in (a, b):
        assert (r / "curves.png").stat().st_size > 10_000 and (r / "length.png").stat().st_size > 5_000
        assert len(json.loads((r / "seed_0" / "agon" / "provenance.json").read_text())[-1]["config_hash"]) == 16
    # every run folder holds its eval curve: the warm-up's (step 0), step 1, final (step 2)
    agon = json.loads((a / "seed_1" / "agon" / "eval.json").read_text())
    assert [(e["label"], e["step"]) for e in agon] == [("after_sft", 0), ("step_1", 1), ("after_agon", 2)]
    coop = json.loads((a / "seed_1" / "coop" / "eval.json").read_text())
    assert coop[-1]["label"] == "after_coop" and coop[-1]["cascade_direction"]["chosen"] in ("A->B", "B->A")
