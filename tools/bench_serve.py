"""Benchmark ``agon serve`` on CPU: throughput and per-stage latency at 1, 8 and 32 concurrent
clients, beside the same problems through ``agon eval``'s batched path.

    python tools/bench_serve.py --out bench_serve.json                 # trains a tiny run first
    python tools/bench_serve.py --run-dir RUN --problems 32 --clients 1 8 32 --out bench_serve.json

What is measured (greedy, the run's evaluation ``max_new_tokens``):

- ``eval_batched``: ``agon_mcore.eval.run_eval`` on the problems with both cascade
  directions and nothing else (``self_refine=False, reading=False``): one ``generate``
  call for all drafts of each rival, one for all answers of each rival; each cascade answer
  costs one draft and one answer, as a served one does. ``cascade_answers_per_s`` =
  2 x problems / wall seconds.
- ``serve[C]``: the server on 127.0.0.1 (in this process, uvicorn on a thread), C client
  threads with the official ``openai`` client, each sending ``agon-cascade-ab`` and
  ``agon-cascade-ba`` requests for the problems until all 2 x problems are answered.
  ``cascade_answers_per_s``, ``tokens_per_s`` (completion tokens of both stages), latency
  of whole requests (client side) and of each stage (server side, queue wait included;
  ``agon.stages[].seconds``), p50 / p99 in seconds, the engine batch sizes seen, and
  ``answers_equal_eval``: the fraction of served answers equal to the evaluated ones.

The JSON also holds the machine's load average before and after: on a shared machine the
numbers are only comparable within one file.
"""
from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _pct(xs, q):
    xs = sorted(xs)
    if not xs:
        return None
    k = (len(xs) - 1) * q / 100
    lo, hi = int(k), min(int(k) + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def _lat(xs):
    return {"p50": _pct(xs, 50), "p99": _pct(xs, 99), "mean": statistics.fmean(xs) if xs else None}


def train_tiny(run: Path, problems: int) -> None:
    """``agon train`` with the serve tests' tiny settings and ``problems`` test problems."""
    over = ["sft.steps=12", "sft.warmup_steps=1", "sft.batch_size=8", "data.batch_size=2", "rollout.sampling.n=2",
            "rollout.sampling.max_new_tokens=24", "logging.progress=false", "logging.tensorboard=false",
            "data.synthetic.num_train=32", f"data.synthetic.num_test={problems}", "data.synthetic.num_validation=4",
            "data.validation=synthetic:validation", "train.steps=1", "eval.at_end=true", "eval.num_problems=4"]
    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", PYTHONWARNINGS="ignore")
    subprocess.run([sys.executable, "-m", "agon_mcore.cli", "train", "--run-dir", str(run), *over], cwd=REPO,
                   env=env, check=True, capture_output=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--run-dir", default=None, help="a trained run (default: train a tiny one in a temp folder)")
    ap.add_argument("--problems", type=int, default=32, help="test problems (default 32)")
    ap.add_argument("--clients", type=int, nargs="+", default=[1, 8, 32])
    ap.add_argument("--max-batch", type=int, default=32)
    ap.add_argument("--out", default="bench_serve.json")
    args = ap.parse_args(argv)

    import openai

    from agon_mcore.data import load_problems
    from agon_mcore.data.prompts import question_text
    from agon_mcore.eval import run_eval
    from agon_mcore.rollout.types import SamplingParams
    from agon_mcore.serve.loading import load_run
    from agon_mcore.serve.server import BackgroundServer, build_service

    load0 = os.getloadavg()
    t_train = None
    if args.run_dir is None:
        run = Path(tempfile.mkdtemp(prefix="bench_serve_")) / "run"
        t0 = time.perf_counter()
        train_tiny(run, args.problems)
        t_train = time.perf_counter() - t0
    else:
        run = Path(args.run_dir)
    loaded = load_run(str(run))
    tr = loaded.trainer
    cfg, d = tr.cfg, tr.cfg.data
    problems = load_problems(d.eval, data_root=d.data_root, synthetic=d.synthetic,
                             heldout_size=d.heldout_size)[: args.problems]
    max_new = loaded.defaults.max_tokens
    sp = SamplingParams(n=1, temperature=0.0, top_p=1.0, max_new_tokens=max_new, seed=cfg.train.seed)

    # 1. agon eval's batched path, both cascade directions only
    t0 = time.perf_counter()
    rep = run_eval(tr.engine, {n: r.tokenizer for n, r in tr.rivals.items()},
                   {n: r.model_cfg.chat_template for n, r in tr.rivals.items()}, problems, tr.verifier, sp,
                   cascade=True, self_refine=False, reading=False, keep_samples=True)
    t_eval = time.perf_counter() - t0
    expected = {(s["setting"], s["problem_id"]): s["response"] for s in rep.samples}
    eval_tokens = sum(st.mean_tokens * st.total for st in rep.settings.values())
    out = {
        "run_dir": str(run), "problems": len(problems), "max_new_tokens": max_new, "greedy": True,
        "machine": {"cpus": os.cpu_count(), "loadavg_before": load0, "torch_threads": __import__("torch").get_num_threads(),
                    "omp_num_threads": os.environ.get("OMP_NUM_THREADS")},
        "train_seconds": t_train,
        "eval_batched": {"seconds": t_eval, "cascade_answers": 2 * len(problems),
                         "cascade_answers_per_s": 2 * len(problems) / t_eval,
                         "tokens_per_s": eval_tokens / t_eval,
                         "local_batch_size": cfg.rollout.local_batch_size},
        "serve": {},
    }
    print(json.dumps(out["eval_batched"]), flush=True)

    # 2. the server, C concurrent clients
    service = build_service(loaded, max_queue=max(64, 2 * max(args.clients)), max_batch=args.max_batch)
    work = [(m, p) for p in problems for m in ("agon-cascade-ab", "agon-cascade-ba")]
    setting = {"agon-cascade-ab": "A->B", "agon-cascade-ba": "B->A"}
    with BackgroundServer(service) as srv:
        client = openai.OpenAI(base_url=srv.url + "/v1", api_key="unused", max_retries=0, timeout=600)
        client.chat.completions.create(model="agon-a", messages=[{"role": "user", "content": "1+1?"}],
                                       temperature=0, max_tokens=2)  # warm-up
        for c in args.clients:
            batches0 = service.worker.batches

            def one(item):
                model, p = item
                t = time.perf_counter()
                r = client.chat.completions.create(model=model, temperature=0, max_tokens=max_new,
                                                   messages=[{"role": "user", "content": question_text(p)}])
                return model, p, r, time.perf_counter() - t

            t0 = time.perf_counter()
            with cf.ThreadPoolExecutor(c) as ex:
                got = list(ex.map(one, work))
            wall = time.perf_counter() - t0
            stages = {"draft": [], "answer": []}
            tokens, equal = 0, 0
            for model, p, r, _ in got:
                ext = r.model_extra["agon"]
                for s in ext["stages"]:
                    stages[s["stage"]].append(s["seconds"])
                    tokens += s["completion_tokens"]
                equal += r.choices[0].message.content == expected[(setting[model], p.id)]
            out["serve"][str(c)] = {
                "clients": c, "requests": len(got), "seconds": wall, "cascade_answers_per_s": len(got) / wall,
                "tokens_per_s": tokens / wall, "request_latency_s": _lat([g[3] for g in got]),
                "stage_latency_s": {k: _lat(v) for k, v in stages.items()},
                "engine_calls": service.worker.batches - batches0,
                "mean_jobs_per_engine_call": 2 * len(got) / max(1, service.worker.batches - batches0),
                "answers_equal_eval": equal / len(got),
            }
            print(json.dumps(out["serve"][str(c)]), flush=True)
    out["machine"]["loadavg_after"] = os.getloadavg()
    Path(args.out).write_text(json.dumps(out, indent=1) + "\n")
    print(f"wrote {args.out}")
    loaded.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
