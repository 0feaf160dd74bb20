"""The report of ``agon compare`` (:mod:`agon_mcore.eval.compare`): the Markdown and
terminal tables, the PNG plots and the output files, from the ``compare.json`` dict that
:func:`agon_mcore.eval.compare.collect` returns.

Kept apart from the runs and statistics so the comparison's command module stays small;
this module reads only the result dict (every setting's ``run`` is in it), not the
settings registry, so settings added later (plug-in methods) need no change here.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, List, Optional, Tuple

from agon_mcore.eval.cascade import EvalError

# ----------------------------------------------------------------------------- the reading and compute columns


def gain_per_problem(ev: Dict[str, Any], row: str) -> Optional[List[float]]:
    """Per problem, the reported row's pass@1 minus its answerer's alone (None for a
    standalone row): the reading gain of that row."""
    st = ev["settings"][row]
    if st["kind"] == "standalone" or st["answerer"] not in ev["settings"]:
        return None
    alone = ev["settings"][st["answerer"]]
    return [c / st["n"] - a / alone["n"] for c, a in zip(st["correct"], alone["correct"])]


def oracle_per_problem(ev: Dict[str, Any], rival: str) -> Optional[List[float]]:
    """Per problem, ``ref->Y`` minus ``none->Y`` (the oracle reading gain of ``rival``), when
    every evaluated problem had a reference; else None."""
    ref, none = ev["settings"].get(f"ref->{rival}"), ev["settings"].get(f"none->{rival}")
    if ref is None or none is None or len(ref["correct"]) != len(none["correct"]):
        return None
    return [a / ref["n"] - b / none["n"] for a, b in zip(ref["correct"], none["correct"])]


COMPUTE_KEYS = ("gen_tokens", "rollout_flops", "train_flops")


def compute_of_run(metrics: List[Dict[str, Any]]) -> Dict[str, Dict[str, float]]:
    """``{rival: {gen_tokens, rollout_flops, train_flops}}`` summed over a run's steps
    (``metrics.jsonl``'s ``compute/<rival>/*``; the trainer's per-step model FLOPs)."""
    out: Dict[str, Dict[str, float]] = {}
    for m in metrics:
        for k, v in m.items():
            parts = k.split("/")
            if len(parts) == 3 and parts[0] == "compute" and parts[2] in COMPUTE_KEYS:
                rec = out.setdefault(parts[1], {c: 0.0 for c in COMPUTE_KEYS})
                rec[parts[2]] += float(v)
    return out


def reading_columns(copies: Dict[str, int], computes: List[Dict[str, Dict[str, float]]],
                    gain: Optional[Dict[str, Any]], oracle: Optional[Dict[str, Any]]) -> Dict[str, Any]:
    """One setting's ``reading`` record in ``compare.json``.

    Args:
        copies: ``{"copies", "blank", "wrong_drafts"}`` counts pooled over seeds.
        computes: per seed, :func:`compute_of_run` of the setting's training run.
        gain, oracle: pigeonhole statistics (``mean``, ``ci``, ``per_seed``; fractions) of
            the reading gain and the oracle reading gain, or None where they do not apply.

    Returns:
        ``{"reading_gain", "oracle_reading_gain", "wrong_copy": {copies, blank,
        wrong_drafts, rate, blank_rate}, "compute": {rival: {gen_tokens, rollout_flops,
        train_flops}}}``; compute is the mean over seeds of the training run (the shared
        warm-up and the evaluations not counted).
    """
    wd = copies["wrong_drafts"]
    per_model: Dict[str, Dict[str, float]] = {}
    for run in computes:
        for rival, rec in run.items():
            acc = per_model.setdefault(rival, {k: 0.0 for k in COMPUTE_KEYS})
            for k in COMPUTE_KEYS:
                acc[k] += rec[k] / max(1, len(computes))

    def stat(x):
        return {"mean": x["mean"], "ci": x["ci"], "per_seed": x["per_seed"]} if x else None

    return {"reading_gain": stat(gain), "oracle_reading_gain": stat(oracle),
            "wrong_copy": {**copies, "rate": copies["copies"] / wd if wd else None,
                           "blank_rate": copies["blank"] / wd if wd else None},
            "compute": per_model}


# ----------------------------------------------------------------------------- tables and plots

# what the table's "row" column means (the evaluation row a setting reports)
ROW_LEGEND = ("row: the evaluation row reported: A, B: a rival alone; X->Y: X drafts, Y answers after reading "
              "the summary of X's draft (answer hidden); A->A: A reads the summary of its own draft; A+B->Y: "
              "Mixture-of-Agents, Y answers after reading one draft summary of each rival.")


def _reading_cells(r: Dict[str, Any]) -> List[str]:
    """The reading and compute cells of one setting (``-`` where a value does not apply)."""
    rd = r.get("reading") or {}
    g, o, wc = rd.get("reading_gain"), rd.get("oracle_reading_gain"), rd.get("wrong_copy") or {}
    cells = [f"{100 * g['mean']:+.1f} [{100 * g['ci'][0]:+.1f}, {100 * g['ci'][1]:+.1f}]" if g else "-",
             f"{100 * o['mean']:+.1f} [{100 * o['ci'][0]:+.1f}, {100 * o['ci'][1]:+.1f}]" if o else "-"]
    if wc.get("wrong_drafts"):
        cells.append(f"{100 * wc['rate']:.1f} ({100 * wc['blank_rate']:.1f})")
    else:
        cells.append("-")
    comp = rd.get("compute") or {}
    if comp:
        cells.append(" / ".join(f"{m} {comp[m]['gen_tokens'] / 1e3:.1f}k" for m in sorted(comp)))
        cells.append(" / ".join(f"{m} {(comp[m]['rollout_flops'] + comp[m]['train_flops']) / 1e12:.2f}"
                                for m in sorted(comp)))
    else:
        cells += ["0", "0"]
    return cells


READING_LEGEND = ("reading gain: the reported row minus its answerer alone (same problems; standalone rows: -); "
                  "oracle gain: the answerer reading the summary of the reference solution minus reading nothing; "
                  "both mean % over seeds and problems with the 95% pigeonhole interval. wrong copies: % of the "
                  "drafter's wrong answers that the answerer's answer equals, pooled over seeds (in brackets: the "
                  "same for the answerer reading nothing). generated tokens, model TFLOPs (rollouts + updates, "
                  "PaLM accounting): per model, mean per seed of the setting's training run; the warm-up all settings "
                  "share and the evaluations are not counted.")


def markdown_table(result: Dict[str, Any]) -> str:
    """The comparison as a Markdown table (pass@1 %, 95 % interval, paired difference to Agon,
    the reported row's reading gain, its answerer's oracle reading gain, wrong-copy rate,
    and the compute each setting's training spent per model)."""
    lines = [f"| setting | held-out pass@1 % (mean of {result['seeds']} seed(s)) | 95% interval | "
             "difference to Agon | 95% interval | row | reading gain % | oracle gain % | wrong copies % "
             "(reading nothing) | generated tokens | model TFLOPs |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for n, r in result["settings"].items():
        lo, hi = r["ci"]
        d = r.get("diff")
        if d is None:
            dc = "-", "-"
        else:
            dlo, dhi = d["ci"]
            mark = " *" if (dlo > 0 or dhi < 0) else ""
            dc = f"{100 * d['mean']:+.1f}{mark}", f"[{100 * dlo:+.1f}, {100 * dhi:+.1f}]"
        lines.append(f"| {n} | {100 * r['mean']:.1f} | [{100 * lo:.1f}, {100 * hi:.1f}] | {dc[0]} | {dc[1]} | "
                     f"{', '.join(sorted(set(r['rows'])))} | " + " | ".join(_reading_cells(r)) + " |")
    lines.append("")
    lines.append(f"{result['split']}, {result['num_problems']} problems. * : the difference's interval excludes 0. "
                 + result["method"] + ". " + ROW_LEGEND + " " + READING_LEGEND)
    if result.get("timeouts"):
        lines.append("")
        lines.append(f"**{result['timeouts']} math verifier check(s) timed out even after the retry with a longer "
                     "deadline and scored 0**: these verdicts depend on machine load (per run: compare.json "
                     "\"verifier\").")
    return "\n".join(lines) + "\n"


def rich_table(result: Dict[str, Any]):
    """The comparison as a ``rich.table.Table`` (for the terminal and ``compare.txt``)."""
    from rich.table import Table

    t = Table(title=f"held-out pass@1 % ({result['split']}, {result['num_problems']} problems, "
                    f"mean of {result['seeds']} seed(s))",
              caption="interval: 95% pigeonhole bootstrap over seeds x problems; diff: paired, setting - agon "
                      "(* : interval excludes 0); " + ROW_LEGEND + " " + READING_LEGEND
                      + (f"; {result['timeouts']} math verifier check(s) timed out even after the retry and "
                         "scored 0 (load-dependent; compare.json \"verifier\")" if result.get("timeouts") else ""))
    for c in ("setting", "pass@1 %", "95% CI", "diff to agon", "95% CI", "per seed", "row", "reading gain",
              "oracle gain", "wrong copies (none)", "gen tokens", "TFLOPs", "what"):
        t.add_column(c, justify="right" if c not in ("setting", "row", "what") else "left")
    for n, r in result["settings"].items():
        d = r.get("diff")
        dm, dci = "-", "-"
        if d is not None:
            mark = " *" if (d["ci"][0] > 0 or d["ci"][1] < 0) else ""
            dm, dci = f"{100 * d['mean']:+.1f}{mark}", f"{100 * d['ci'][0]:+.1f}..{100 * d['ci'][1]:+.1f}"
        t.add_row(n, f"{100 * r['mean']:.1f}", f"{100 * r['ci'][0]:.1f}-{100 * r['ci'][1]:.1f}", dm, dci,
                  " ".join(f"{100 * x:.1f}" for x in r["per_seed"]), ", ".join(sorted(set(r["rows"]))),
                  *_reading_cells(r), r["what"])
    return t


def _mean_curve(runs: List[List[List[float]]]) -> Tuple[List[float], List[float]]:
    """Average ``[[step, value]]`` curves over seeds at the steps they share."""
    if not runs or not all(runs):
        return [], []
    common = sorted(set.intersection(*[{p[0] for p in r} for r in runs]))
    vals = [sum(dict((p[0], p[1]) for p in r)[s] for r in runs) / len(runs) for s in common]
    return common, vals


def plot(result: Dict[str, Any], out: Path) -> List[Path]:
    """``curves.png`` (held-out pass@1 vs step; drafter reward vs step) and ``length.png``
    (drafter response length vs step), one line per setting, means over seeds; the reward
    and length of a run that serves two settings (``grpo`` and ``self_refine``) are one line
    labelled ``grpo = self_refine``.

    Raises:
        EvalError: matplotlib is not installed (``pip install matplotlib``).
    """
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as e:
        raise EvalError("agon compare writes PNG plots with matplotlib: pip install matplotlib") from e
    out = Path(out)
    paths = []
    # a setting read from another setting's run (self_refine: the grpo run) has that run's
    # reward and length curves: drawn once, labelled with both names
    run_of = {n: r.get("run", n) for n, r in result["settings"].items()}
    shared = {n: [m for m in result["settings"] if run_of[m] == n and m != n] for n in result["settings"]}
    own_run = {n: run_of[n] in (n, "warmup") for n in result["settings"]}

    def run_label(n: str) -> str:
        return " = ".join([n, *shared[n]])

    # one colour per setting in every panel and plot
    color = {n: f"C{i % 10}" for i, n in enumerate(n for n, r in result["settings"].items() if r["trained"])}

    fig, axes = plt.subplots(1, 2, figsize=(12, 4.5))
    for n, r in result["settings"].items():
        if not r["trained"]:
            continue
        xs, ys = _mean_curve([c["pass1"] for c in r["curves"]])
        if xs:
            axes[0].plot(xs, ys, marker="o", label=n, color=color[n])
        xs, ys = _mean_curve([c["reward"] for c in r["curves"]])
        if xs and own_run[n]:
            axes[1].plot(xs, ys, label=run_label(n), color=color[n])
    for n in ("zero_shot", "moa"):
        if n in result["settings"]:
            axes[0].axhline(100 * result["settings"][n]["mean"], ls="--", lw=1, color="grey")
            axes[0].annotate(n, (1, 100 * result["settings"][n]["mean"]), xycoords=("axes fraction", "data"),
                             ha="right", va="bottom", fontsize=7, color="grey")
    axes[0].set(xlabel="Agon step", ylabel="held-out pass@1 % (reported row)", title="held-out pass@1")
    axes[1].set(xlabel="Agon step", ylabel="drafter reward 2c + lam*phi", title="reward (drafter stream)")
    from matplotlib.ticker import MaxNLocator

    for ax in axes:
        ax.grid(alpha=0.3)
        ax.legend(fontsize=7)
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    fig.suptitle(f"agon compare: {result['split']}, mean of {result['seeds']} seed(s)")
    fig.tight_layout()
    paths.append(out / "curves.png")
    fig.savefig(paths[-1], dpi=110)
    plt.close(fig)
    fig, ax = plt.subplots(figsize=(6.5, 4.5))
    for n, r in result["settings"].items():
        if r["trained"] and own_run[n]:
            xs, ys = _mean_curve([c["length"] for c in r["curves"]])
            if xs:
                ax.plot(xs, ys, label=run_label(n), color=color[n])
    ax.set(xlabel="Agon step", ylabel="mean drafter response length (tokens)", title="response length")
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.grid(alpha=0.3)
    ax.legend(fontsize=7)
    fig.tight_layout()
    paths.append(out / "length.png")
    fig.savefig(paths[-1], dpi=110)
    plt.close(fig)
    return paths


def write_outputs(out: Path, result: Dict[str, Any]) -> None:
    """Write ``compare.json``, ``compare.md``, ``compare.txt`` and the plots into ``out``."""
    from agon_mcore.eval.table import format_table

    out = Path(out)
    tmp = out / "compare.json.tmp"
    tmp.write_text(json.dumps(result, indent=1))
    tmp.replace(out / "compare.json")
    (out / "compare.md").write_text(markdown_table(result))
    (out / "compare.txt").write_text(format_table(rich_table(result), width=200))
    plot(result, out)


def table_text(result: Dict[str, Any]) -> str:
    """The deterministic part of a comparison (scores and intervals, no timings) as text:
    what two runs of the same comparison must agree on."""
    return markdown_table(result)


__all__ = ["COMPUTE_KEYS", "READING_LEGEND", "compute_of_run", "gain_per_problem", "oracle_per_problem", "reading_columns", "ROW_LEGEND", "markdown_table", "plot", "rich_table", "table_text", "write_outputs"]
