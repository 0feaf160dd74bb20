"""`agon compare`: settings, statistics (pigeonhole bootstrap), tables and plots (fast tests).
The end-to-end compare and its reproducibility under load are in test_compare_e2e.py (slow)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from agon_mcore.config import ConfigError, load_config
from agon_mcore.eval.cascade import EvalError
from agon_mcore.compare import (
    SETTINGS,
    compare_overrides,
    eta_text,
    markdown_table,
    parse_settings,
    pigeonhole_bootstrap,
    plot,
    rich_table,
)


def test_settings_cover_the_papers_baselines_and_ablations():
    assert list(SETTINGS) == ["zero_shot", "grpo", "self_refine", "self_cascade", "moa", "shared_opponent", "coop",
                              "agon", "fixed_roles", "margin", "arena", "grail", "gar", "cliff", "opd_then_rl",
                              "ib_rl"]  # the last 6: opt-in plug-ins
    # every trained setting is a valid config (the overrides are real keys and values)
    for s in SETTINGS.values():
        if s.overrides:
            cfg = load_config([], list(s.overrides))
            assert cfg.algorithm.mode in ("adv", "coop", "grpo", "margin")
    assert SETTINGS["self_cascade"].overrides == ("algorithm.mode=coop", "algorithm.self_cascade=true")


def test_parse_settings():
    assert parse_settings(None) == list(SETTINGS)[:10]  # the plug-in methods run when named
    assert parse_settings(["gar,arena"]) == ["agon", "arena", "gar"]
    assert parse_settings(["coop,grpo"]) == ["grpo", "coop", "agon"]  # table order; agon always in
    assert parse_settings(["margin", "agon"]) == ["agon", "margin"]
    with pytest.raises(EvalError, match="unknown setting.*'gpro'.*choose from"):
        parse_settings(["gpro"])


def test_self_cascade_needs_a_second_pass():
    with pytest.raises(ConfigError, match="self_cascade=true needs a second pass"):
        load_config([], ["algorithm.mode=grpo", "algorithm.self_cascade=true"])


def test_compare_overrides_add_a_validation_split_and_curves():
    assert compare_overrides(load_config()) == ["data.synthetic.num_validation=100",
                                                "data.validation=synthetic:validation", "eval.every=10"]
    cfg = load_config([], ["data.train=deepmath_hard:train", "data.eval=deepmath_hard:test", "eval.every=2"])
    assert compare_overrides(cfg) == ["data.validation=deepmath_hard:validation"]
    # every named source that ships a validation split gets it (the code config too)
    cfg = load_config([], ["data.eval=code_contests_split:test", "train.steps=3"])  # configs/code_contests_cpu.yaml
    assert compare_overrides(cfg) == ["data.validation=code_contests_split:validation", "eval.every=1"]
    cfg = load_config([], ["data.eval=code_contests_split:test ", "train.steps=9"])
    assert compare_overrides(cfg) == ["data.validation=code_contests_split:validation", "eval.every=3"]
    # a data.validation the user set is kept
    cfg = load_config([], ["data.eval=deepmath_hard:test", "data.validation=my_val.jsonl", "eval.every=1"])
    assert compare_overrides(cfg) == []
    for ev in ("gsm8k:test", "deepmath_hard:validation", "code_contests:test"):
        with pytest.raises(EvalError, match=r"no shipped one \(shipped: synthetic:validation, "
                                            r"deepmath_hard:validation, code_contests_split:validation\).*"
                                            "set data.validation"):
            compare_overrides(load_config([], [f"data.eval={ev}"]))


def test_bootstrap_one_seed_matches_the_binomial_interval():
    # one seed, 100 problems, 61 solved: the bootstrap over problems is close to the
    # normal interval 0.61 +- 1.96 * sqrt(0.61 * 0.39 / 100) = [0.514, 0.706]
    r = pigeonhole_bootstrap({"agon": [[1.0] * 61 + [0.0] * 39]})
    assert r["agon"]["mean"] == pytest.approx(0.61)
    lo, hi = r["agon"]["ci"]
    assert lo == pytest.approx(0.514, abs=0.02) and hi == pytest.approx(0.706, abs=0.02)
    assert r["agon"]["diff"] is None


def test_bootstrap_seed_variance_widens_the_interval():
    # two seeds that disagree completely: the mean is 0.5 but nothing is known about the
    # training randomness, so the interval spans [0, 1]; problems alone would say [0.5, 0.5]
    r = pigeonhole_bootstrap({"agon": [[1.0] * 50, [0.0] * 50]})
    assert r["agon"]["mean"] == 0.5 and r["agon"]["ci"] == [0.0, 1.0]
    assert r["agon"]["per_seed"] == [1.0, 0.0]


def test_bootstrap_paired_difference():
    ref = [[1.0] * 30 + [0.0] * 70, [1.0] * 35 + [0.0] * 65]
    same = pigeonhole_bootstrap({"agon": ref, "coop": ref})
    assert same["coop"]["diff"] == {"mean": 0.0, "ci": [0.0, 0.0]}
    # coop solves 20 more problems on every seed: a clear, paired +0.2 (the unpaired
    # intervals of the two settings would overlap much more)
    better = [[1.0] * 50 + [0.0] * 50, [1.0] * 55 + [0.0] * 45]
    r = pigeonhole_bootstrap({"agon": ref, "coop": better})
    d = r["coop"]["diff"]
    assert d["mean"] == pytest.approx(0.2)
    assert 0.1 < d["ci"][0] < 0.2 < d["ci"][1] < 0.3
    assert r == pigeonhole_bootstrap({"agon": ref, "coop": better})  # deterministic
    with pytest.raises(EvalError, match="same \\[seeds\\]\\[problems\\]"):
        pigeonhole_bootstrap({"agon": ref, "coop": better[:1]})


def _result():
    ref = [[1.0] * 30 + [0.0] * 70]
    stats = pigeonhole_bootstrap({"agon": ref, "grpo": [[1.0] * 10 + [0.0] * 90]})
    curve = {"pass1": [[0, 5.0], [2, 20.0], [4, 30.0]], "reward": [[1, 0.5], [2, 0.7]], "length": [[1, 30.0], [2, 28.0]]}
    return {"seeds": 1, "split": "synthetic:test", "num_problems": 100, "method": "m",
            "settings": {n: {**stats[n], "rows": ["A->B" if n == "agon" else "A"], "what": n, "trained": True,
                             "curves": [curve]} for n in ("grpo", "agon")}}


@pytest.mark.slow
def test_tables_and_plots(tmp_path):
    res = _result()
    md = markdown_table(res)
    assert "| grpo | 10.0 |" in md and "| -20.0 * |" in md and "| agon | 30.0 |" in md
    from agon_mcore.eval.table import format_table

    txt = format_table(rich_table(res), width=220)
    assert "grpo" in txt and "-20.0 *" in txt
    paths = plot(res, tmp_path)
    assert [p.name for p in paths] == ["curves.png", "length.png"]
    assert all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and p.stat().st_size > 10_000 for p in paths)
    json.dumps(res)  # JSON-ready
    assert "timed out" not in md and "timed out" not in txt
    # the table that goes into the README explains its "row" column, as the terminal table does
    assert "X->Y: X drafts, Y answers after reading the summary of X's draft" in md
    assert "A->A: A reads the summary of its own draft" in md and "A+B->Y: Mixture-of-Agents" in md
    assert "A->A: A reads the summary of its own draft" in " ".join(txt.split())


@pytest.mark.parametrize("timeouts", [1, 2, 17])
def test_verifier_timeouts_after_the_retry_are_stated_under_the_table(timeouts):
    from agon_mcore.eval.table import format_table

    res = {**_result(), "timeouts": timeouts}
    md = markdown_table(res)
    assert f"**{timeouts} math verifier check(s) timed out even after the retry" in md
    txt = " ".join(format_table(rich_table(res), width=400).split())
    assert f"{timeouts} math verifier check(s) timed out even after the retry and scored 0" in txt


@pytest.mark.slow
def test_plot_draws_a_shared_run_once_with_one_colour_per_setting(tmp_path, monkeypatch):
    import matplotlib.pyplot as plt

    res = _result()
    grpo = res["settings"]["grpo"]
    # the result names each setting's run (collect writes it): self_refine is read from the grpo run
    res["settings"] = {"grpo": {**grpo, "run": "grpo"}, "self_refine": {**grpo, "rows": ["A->A"], "run": "grpo"},
                       "agon": res["settings"]["agon"]}
    monkeypatch.setattr(plt, "close", lambda fig=None: None)  # keep the figures to read them back
    plt.close("all")
    before = set(plt.get_fignums())
    plot(res, tmp_path)
    curves_fig, length_fig = [plt.figure(n) for n in sorted(set(plt.get_fignums()) - before)]
    pass1_ax, reward_ax = curves_fig.axes

    def lines(ax):
        return {ln.get_label(): ln.get_color() for ln in ax.get_lines() if not ln.get_label().startswith("_")}

    # held-out pass@1: self_refine reports its own row (A->A), so it has its own line
    assert list(lines(pass1_ax)) == ["grpo", "self_refine", "agon"]
    # reward and length: the grpo run serves both settings: one line, both names
    assert list(lines(reward_ax)) == ["grpo = self_refine", "agon"]
    assert list(lines(length_fig.axes[0])) == ["grpo = self_refine", "agon"]
    # the same colour for a setting in every panel
    assert lines(pass1_ax)["agon"] == lines(reward_ax)["agon"] == lines(length_fig.axes[0])["agon"]
    assert lines(pass1_ax)["grpo"] == lines(reward_ax)["grpo = self_refine"] != lines(pass1_ax)["self_refine"]
    monkeypatch.undo()
    plt.close("all")


def test_eta_counts_warmups_and_trained_runs_apart():
    # measured (1 seed, default config, loaded 2-core machine): warm-up 306 s, trained runs
    # 52-88 s. One mean over all runs said "ETA 35.8 min" after the warm-up; 7.9 min were left.
    assert eta_text({"warmup": [306.0], "trained": []}, {"warmup": 0, "trained": 7}) == "ETA after the first trained run"
    assert eta_text({"warmup": [306.0], "trained": [52.0]}, {"warmup": 0, "trained": 6}) == "ETA 5.2 min"
    # 3 seeds: 2 warm-ups and 19 trained runs left
    assert eta_text({"warmup": [306.0], "trained": [52.0, 88.0]}, {"warmup": 2, "trained": 19}) == "ETA 32.4 min"
    assert eta_text({"warmup": [300.0, 320.0, 310.0], "trained": [60.0] * 21}, {"warmup": 0, "trained": 0}) == "ETA 0.0 min"


def test_expected_resume_notes_are_left_out_of_the_progress_output(caplog):
    import logging
    import warnings

    from agon_mcore.compare import _quiet_expected_resume_notes

    lg = logging.getLogger("agon.train")
    expected = ["resume: config changes applied from step 0 on: algorithm.mode 'adv' -> 'coop'",
                "rival B: LR schedule of the rl phase re-planned from the config at step 0 (lr_decay_steps 1 -> 31); "
                "the next update runs at lr 0.0001",
                "resumed from runs/compare/seed_0/coop/checkpoints/step_000000 at step 0 (Agon)"]
    real = ["rival A: LR schedule of the rl phase re-planned from the config at step 12 (lr_decay_steps 30 -> 60)",
            "evaluation 'after_coop' stopped"]
    with caplog.at_level(logging.INFO, logger="agon"), warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        with _quiet_expected_resume_notes():
            for m in expected + real:
                lg.warning(m)
            warnings.warn("Please use DTensor instead and we are deprecating ShardedTensor.", FutureWarning)
            warnings.warn("a real deprecation", FutureWarning)
        lg.warning(expected[0])  # outside a comparison: shown
    assert [r.getMessage() for r in caplog.records] == real + [expected[0]]
    assert [str(x.message) for x in w] == ["a real deprecation"]
    caplog.clear()
    with caplog.at_level(logging.DEBUG, logger="agon"), _quiet_expected_resume_notes():  # -v: shown
        lg.warning(expected[1])
    assert [r.getMessage() for r in caplog.records] == [expected[1]]


def _eval(settings, reading=None):
    rows = {}
    for name, (kind, answerer, correct) in settings.items():
        rows[name] = {"kind": kind, "answerer": answerer, "n": 1, "correct": correct,
                      "pass1": sum(correct) / len(correct)}
    return {"label": "x", "step": 0, "split": "synthetic:test", "problem_ids": ["p0", "p1", "p2", "p3"],
            "settings": rows, "reading": reading or {},
            "cascade_direction": {"chosen": "A->B", "validation": "synthetic:validation",
                                  "validation_pass1": {"A->B": 0.5, "B->A": 0.25}}}


def test_collect_reads_reading_gain_oracle_gain_wrong_copies_and_compute(tmp_path):
    """collect() on hand-made run folders: the reported row's gain over its answerer alone,
    the answerer's oracle gain, pooled wrong copies and the compute summed from metrics.jsonl."""
    from agon_mcore.compare import collect

    warm = _eval({"A": ("standalone", "A", [1, 0, 0, 0]), "B": ("standalone", "B", [1, 0, 1, 0]),
                  "A->B": ("cascade", "B", [1, 1, 1, 0]), "none->B": ("blank", "B", [1, 0, 0, 0]),
                  "ref->B": ("oracle", "B", [1, 1, 1, 1])},
                 {"wrong_copy_rate": {"A->B": {"copies": 1, "wrong_drafts": 3, "blank_count": 0}}})
    agon = _eval({"A": ("standalone", "A", [1, 1, 0, 0]), "B": ("standalone", "B", [1, 1, 0, 0]),
                  "A->B": ("cascade", "B", [1, 1, 1, 1]), "none->B": ("blank", "B", [1, 1, 0, 0]),
                  "ref->B": ("oracle", "B", [1, 1, 1, 1])},
                 {"wrong_copy_rate": {"A->B": {"copies": 0, "wrong_drafts": 2, "blank_count": 1}}})
    for d, evs in (("warmup", [warm]), ("agon", [warm, agon])):
        (tmp_path / "seed_0" / d).mkdir(parents=True)
        (tmp_path / "seed_0" / d / "eval.json").write_text(json.dumps(evs))
    steps = [{"step": t, "compute/A/gen_tokens": 100.0, "compute/A/rollout_flops": 1e12,
              "compute/A/train_flops": 2e12, "compute/B/gen_tokens": 50.0, "compute/B/rollout_flops": 0.5e12,
              "compute/B/train_flops": 1e12} for t in range(3)]
    (tmp_path / "seed_0" / "agon" / "metrics.jsonl").write_text("".join(json.dumps(m) + "\n" for m in steps))
    res = collect(tmp_path, ["zero_shot", "agon"], 1)
    z, a = res["settings"]["zero_shot"]["reading"], res["settings"]["agon"]["reading"]
    assert z["reading_gain"] is None and z["compute"] == {}  # a standalone row of the warm-up
    assert z["oracle_reading_gain"] is None  # its answerer A has no ref->A / none->A rows here
    assert a["reading_gain"]["mean"] == pytest.approx(0.5)  # A->B 4/4 minus B alone 2/4
    assert a["oracle_reading_gain"]["mean"] == pytest.approx(0.5)  # ref->B 4/4 minus none->B 2/4
    assert a["wrong_copy"] == {"copies": 0, "blank": 1, "wrong_drafts": 2, "rate": 0.0, "blank_rate": 0.5}
    assert a["compute"]["A"] == {"gen_tokens": 300.0, "rollout_flops": 3e12, "train_flops": 6e12}
    assert a["compute"]["B"]["gen_tokens"] == 150.0
    md = markdown_table(res)
    assert "| agon | 100.0 |" in md and "+50.0 [" in md and "A 0.3k / B 0.1k" in md and "A 9.00 / B 4.50" in md
    assert "0.0 (50.0)" in md and "reading gain: the reported row minus its answerer alone" in md


def test_parallel_seeds_and_collect_refuse_what_they_cannot_do(tmp_path):
    from agon_mcore.compare import run_compare

    cfg = load_config([], ["data.validation=synthetic:validation", "data.synthetic.num_validation=100"])
    with pytest.raises(EvalError, match="--only-seed \\[3\\]: each must lie in 0..2"):
        run_compare(cfg, str(tmp_path), seeds=3, only_seeds=[3], progress=False)
    (tmp_path / "seed_0").mkdir()
    (tmp_path / "seed_0" / "seed.json").write_text("{}")
    with pytest.raises(EvalError, match=r"no seed folder\(s\) \['seed_1', 'seed_2'\] with a finished warm-up"):
        run_compare(cfg, str(tmp_path), seeds=3, collect_only=True, progress=False)
    # seed.json is rewritten after every run: a seed cut short lists only its finished runs, and
    # the folder of a started one (which holds a copy of the warm-up's eval.json) is not read
    for s in range(3):
        (tmp_path / f"seed_{s}").mkdir(exist_ok=True)
        rec = {"seconds": {}, "verifier": {}, "run_dirs": {"warmup": "w", **({"agon": "a", "grpo": "g"} if s < 2 else {})}}
        (tmp_path / f"seed_{s}" / "seed.json").write_text(json.dumps(rec))
    with pytest.raises(EvalError, match=r"seed_2 has not finished run\(s\) \['agon', 'grpo'\]"):
        run_compare(cfg, str(tmp_path), seeds=3, settings=["agon,self_refine"], collect_only=True, progress=False)
    with pytest.raises(EvalError, match="already holds seed folder"):
        run_compare(cfg, str(tmp_path), seeds=3, only_seeds=[0], progress=False)


def test_agon_runs_first_then_the_named_order_and_each_run_is_recorded(tmp_path, monkeypatch):
    """The trained runs of a seed run agon first, then in the order --settings names them (the
    table keeps its order), and seed.json lists every finished run as soon as it is done."""
    import agon_mcore.train.run as run_mod
    from agon_mcore.compare import run_compare

    order, recorded = [], []

    def fake_run_train(cfg, run_dir, resume=False):  # the orchestration only: no training
        d = Path(run_dir)
        order.append(d.name)
        recorded.append(sorted(json.loads((d.parent / "seed.json").read_text())["run_dirs"])
                        if (d.parent / "seed.json").exists() else None)
        (d / "checkpoints").mkdir(parents=True, exist_ok=True)
        (d / "eval.json").write_text("[]")
        return {"seconds": {"total": 0.0}}

    monkeypatch.setattr(run_mod, "run_train", fake_run_train)
    cfg = load_config([], ["data.validation=synthetic:validation", "data.synthetic.num_validation=100"])
    run_compare(cfg, str(tmp_path), seeds=1, settings=["gar,grpo,agon,arena"], only_seeds=[0], progress=False)
    assert order == ["warmup", "agon", "gar", "grpo", "arena"]
    assert recorded == [None, ["warmup"], ["agon", "warmup"], ["agon", "gar", "warmup"],
                        ["agon", "gar", "grpo", "warmup"]]
    rec = json.loads((tmp_path / "seed_0" / "seed.json").read_text())
    assert sorted(rec["run_dirs"]) == ["agon", "arena", "gar", "grpo", "warmup"]
