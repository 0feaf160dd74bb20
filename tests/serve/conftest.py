"""Fixtures of the ``agon serve`` tests: one tiny trained run per session, loaded once,
evaluated once by ``agon eval``'s own code, and served on localhost.

- ``tiny_run``: ``agon train`` (a subprocess, the real command) with the smallest settings
  that train: a short SFT warm-up, one Agon step, a validation split so the run records
  its cascade direction;
- ``loaded``: the run loaded by :func:`agon_mcore.serve.loading.load_run` (the newest
  checkpoint, as ``agon eval`` loads it);
- ``eval_report``: ``agon_mcore.train.run.evaluate`` on that same trainer, with samples kept
  (what ``agon eval --run-dir RUN eval.keep_samples=true`` computes and writes), taken
  BEFORE any server uses the engine;
- ``server``: a :class:`BackgroundServer` on 127.0.0.1 for the module; ``client``: the
  official ``openai`` client pointed at it.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

# the smallest settings that train: 12 warm-up steps (warm-up of the LR over 1 step) at a constant
# LR on 2 layers (a 12-step cosine warm-up of the 3-layer default answers only blanks, so a peft
# adapter could not change an answer), one Agon step, 4 test problems, a 4-problem validation
# split for the cascade direction
TINY_RUN = [
    "sft.steps=12", "sft.lr_schedule=constant", "model.num_layers=2", "sft.warmup_steps=1", "sft.batch_size=8", "data.batch_size=2", "rollout.sampling.n=2",
    "rollout.sampling.max_new_tokens=24", "eval.num_problems=4", "logging.progress=false",
    "logging.tensorboard=false", "data.synthetic.num_train=32", "data.synthetic.num_test=4",
    "data.synthetic.num_validation=4", "data.validation=synthetic:validation", "train.steps=1",
    "eval.at_end=true", "eval.keep_samples=true",
]


@pytest.fixture(scope="session")
def tiny_run(tmp_path_factory) -> Path:
    reuse = os.environ.get("AGON_SERVE_TEST_RUN")  # debugging: a run trained with TINY_RUN before (read only)
    if reuse:
        return Path(reuse)
    run = tmp_path_factory.mktemp("serve") / "run"
    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", PYTHONWARNINGS="ignore",
               TOKENIZERS_PARALLELISM="false")
    p = subprocess.run([sys.executable, "-m", "agon_mcore.cli", "train", "--run-dir", str(run), *TINY_RUN],
                       cwd=REPO, env=env, capture_output=True, text=True, timeout=1200)
    if p.returncode != 0:
        pytest.fail(f"agon train exited {p.returncode}:\n{p.stdout[-3000:]}\n{p.stderr[-5000:]}")
    return run


@pytest.fixture(scope="session")
def loaded(tiny_run):
    from agon_mcore.serve.loading import load_run

    ld = load_run(str(tiny_run))
    yield ld
    ld.close()


@pytest.fixture(scope="session")
def eval_report(loaded):
    """``agon eval``'s evaluation of the served checkpoint (cmd_eval: ``evaluate(trainer, "eval")``)."""
    from agon_mcore.train.run import evaluate

    assert loaded.trainer.cfg.eval.keep_samples
    return evaluate(loaded.trainer, "eval")


@pytest.fixture(scope="session")
def server(loaded, eval_report):
    from agon_mcore.serve.server import BackgroundServer, build_service

    service = build_service(loaded, max_queue=64, max_batch=32, engine_timeout_s=120)
    with BackgroundServer(service) as srv:
        yield srv


@pytest.fixture
def client(server):
    import openai

    return openai.OpenAI(base_url=server.url + "/v1", api_key="unused", max_retries=0, timeout=120)
