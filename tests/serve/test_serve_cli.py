"""``agon serve``'s checks before anything is loaded, and reading a run's cascade direction
(fast: no model is built)."""
from __future__ import annotations

import json

import pytest

from agon_mcore.cli import main
from agon_mcore.serve.errors import ServeConfigError
from agon_mcore.serve.loading import check_direction, recorded_direction
from agon_mcore.serve.server import check_host


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.168.1.7", "example.org"])
def test_binding_beyond_localhost_needs_allow_remote(host):
    with pytest.raises(ServeConfigError, match="--allow-remote"):
        check_host(host, allow_remote=False)
    check_host(host, allow_remote=True)


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "::1", "127.0.0.2"])
def test_loopback_hosts_bind_without_flags(host):
    check_host(host, allow_remote=False)


def test_cli_refuses_a_public_host_before_loading_anything(tmp_path, capsys):
    assert main(["serve", "--run-dir", str(tmp_path / "nowhere"), "--host", "0.0.0.0"]) == 2
    err = capsys.readouterr().err
    assert "--allow-remote" in err and "Traceback" not in err


def test_cli_names_a_missing_run(tmp_path, capsys):
    assert main(["serve", "--run-dir", str(tmp_path / "nowhere")]) == 2
    err = capsys.readouterr().err
    assert "no config.yaml" in err and "agon train" in err


def test_cli_names_a_run_without_checkpoints(tmp_path, capsys):
    (tmp_path / "config.yaml").write_text("{}\n")
    assert main(["serve", "--run-dir", str(tmp_path)]) == 2
    assert "no checkpoints/" in capsys.readouterr().err


@pytest.mark.parametrize("value, want", [("A->B", "A->B"), ("b->a", "B->A"), ("ab", "A->B"), ("BA", "B->A"),
                                         (None, None)])
def test_direction_flag(value, want):
    assert check_direction(value) == want


@pytest.mark.parametrize("value", ["A->A", "AB->", "left", ""])
def test_bad_direction_flag(value):
    with pytest.raises(ServeConfigError, match="A->B or B->A"):
        check_direction(value)


def _ev(step, chosen, label="x"):
    return {"label": label, "step": step, "cascade_direction": {"chosen": chosen, "validation": "synthetic:validation"}}


def test_recorded_direction_takes_the_newest_step(tmp_path):
    (tmp_path / "eval.json").write_text(json.dumps([_ev(0, "B->A"), _ev(5, "A->B"), {"label": "no choice", "step": 9}]))
    d, src, step = recorded_direction(tmp_path)
    assert (d, step) == ("A->B", 5) and src.startswith("eval.json[1]")
    (tmp_path / "eval_cli.json").write_text(json.dumps(_ev(5, "B->A")))
    d, src, step = recorded_direction(tmp_path)  # agon eval of the same step, run later: it wins
    assert (d, step, src.split(" ")[0]) == ("B->A", 5, "eval_cli.json")


def test_no_recorded_direction(tmp_path):
    assert recorded_direction(tmp_path) == (None, None, None)
    (tmp_path / "eval.json").write_text("{broken")
    assert recorded_direction(tmp_path) == (None, None, None)
    (tmp_path / "eval.json").write_text(json.dumps([{"step": 1, "cascade_direction": {"chosen": "sideways"}}]))
    assert recorded_direction(tmp_path) == (None, None, None)


def test_sglang_engine_needs_sglang_and_cuda_with_a_clear_message(monkeypatch):
    """The GPU path's checks on CPU: without SGLang, or without CUDA, serving with
    rollout.engine=sglang stops with the fix instead of a launcher traceback."""
    import importlib.util

    import torch

    from agon_mcore.config import load_config
    from agon_mcore.serve import loading

    cfg = load_config([], ["rollout.engine=sglang"])
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda n, *a: None if n == "sglang" else real(n, *a))
    with pytest.raises(ServeConfigError, match=r"SGLang is not installed.*agon-mcore\[gpu\].*rollout.sglang.urls"):
        loading._check_sglang(cfg)
    monkeypatch.setattr(importlib.util, "find_spec", lambda n, *a: object() if n == "sglang" else real(n, *a))
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    with pytest.raises(ServeConfigError, match="CUDA is not available"):
        loading._check_sglang(cfg)
    # servers given by URL need neither here
    loading._check_sglang(load_config([], ["rollout.engine=sglang", "rollout.sglang.urls=[http://127.0.0.1:1]"]))


def test_missing_web_stack_is_named(monkeypatch):
    import importlib.util

    from agon_mcore.serve import loading

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda n, *a: None if n == "uvicorn" else real(n, *a))
    with pytest.raises(ServeConfigError, match=r"uvicorn: pip install 'agon-mcore\[serve\]'"):
        loading.require_web_stack()


@pytest.mark.parametrize("args", [[], ["--rival-a", "x"], ["--run-dir", "r", "--rival-a", "x", "--rival-b", "y"]])
def test_cli_needs_a_run_or_both_rivals(args, capsys):
    assert main(["serve", *args]) == 2
    assert "--run-dir RUN, or both --rival-a PATH and --rival-b PATH" in capsys.readouterr().err
