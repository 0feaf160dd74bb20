"""The reading channel's measurements: does the challenger use what it reads?

Agon pays a challenger for solving what its rival failed after reading the rival's draft
summary (AGON.md). That channel only matters if reading changes the challenger's answer,
for better (it uses correct work) or worse (it copies a wrong answer). Every evaluation
(:func:`agon_mcore.eval.run_eval`) measures it with three numbers, each with a 95 %
interval over problems:

``oracle_reading_gain`` (per answering rival Y)
    Y's pass@1 reading the summary of a reference (correct) solution (row ``ref->Y``) minus
    Y's pass@1 reading nothing (row ``none->Y``: the same challenger prompt with an empty
    draft), on the problems that have a reference. It shows whether the TASK lets reading
    help at all: if it is ~0, no training of the exchange can help. Beside it
    ``gain_vs_alone``: ``ref->Y`` minus Y's answer to the plain prompt (Y alone), the
    stricter baseline when the empty-draft prompt is one Y answers badly.
``reading_gain`` (per direction X->Y, and X->X self-refinement)
    the cascade's pass@1 minus Y's standalone pass@1 on the same problems: what the
    deployed cascade gains (or loses) over the challenger alone.
``wrong_copy_rate`` (per direction)
    among the samples whose draft (X's) is wrong and states an answer, the fraction whose
    challenger answer equals that wrong answer; beside it ``blank_rate``, the same
    fraction for Y reading nothing (row ``none->Y``, answer i vs draft i), which is what
    coincidence alone gives. ``rate`` well above ``blank_rate``: Y copies.

Intervals: the percentile bootstrap with problems as the resampled units (the ``n``
samples of a problem stay together; their verdicts are correlated), ``resamples`` draws
from a generator seeded with ``seed``, so a report is a deterministic function of its
verdicts. A difference is paired: both of its terms are recomputed on each resample of
problems. A ratio (``wrong_copy_rate``) is the ratio of the resampled sums (a problem
with no wrong draft counts 0/0 and weighs nothing); resamples whose denominator is 0 are
dropped.
"""
from __future__ import annotations

import math
import re
from typing import Any, Dict, List, Optional, Sequence, Tuple

RESAMPLES = 2000
SEED = 0
METHOD = ("95% percentile bootstrap over problems (a problem's samples stay together), "
          f"{RESAMPLES} resamples, generator seed {SEED}; differences paired")

_NUM = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)$")
_STRIP = re.compile(r"\\left|\\right|\\!|\\,|\\;|\$|\s")


def same_answer(a: Optional[str], b: Optional[str]) -> bool:
    """Whether two extracted answers (``Verdict.extracted``) state the same value.

    Equal after dropping spaces, ``$``, ``\\left``/``\\right`` and thin spaces and a
    trailing ``.``; or both plain numbers with equal values (``12`` and ``12.0``). ``None``
    (no answer) equals nothing. A cheap, conservative test (``\\frac12`` and ``0.5`` are
    not recognised as equal); it is used to count copies, so misses undercount copying.
    """
    if a is None or b is None:
        return False
    x, y = _STRIP.sub("", a).rstrip("."), _STRIP.sub("", b).rstrip(".")
    if not x or not y:
        return False
    if x == y:
        return True
    if _NUM.match(x) and _NUM.match(y):
        return math.isclose(float(x), float(y), rel_tol=0.0, abs_tol=1e-12)
    return False


def _weights(num_p: int, resamples: int, seed: int):
    """``[B, P]`` float64 counts: how often each problem is drawn in each resample."""
    import torch

    g = torch.Generator().manual_seed(seed)
    idx = torch.randint(0, num_p, (resamples, num_p), generator=g)
    return torch.zeros(resamples, num_p, dtype=torch.float64).scatter_add_(
        1, idx, torch.ones_like(idx, dtype=torch.float64))


def _percentile_ci(xs, alpha: float) -> Tuple[float, float]:
    import torch

    xs = xs[~torch.isnan(xs)]
    if xs.numel() == 0:
        return float("nan"), float("nan")
    q = torch.tensor([alpha / 2, 1 - alpha / 2], dtype=torch.float64)
    lo, hi = torch.quantile(xs, q).tolist()
    return float(lo), float(hi)


def paired_difference(a: Sequence[float], b: Sequence[float], alpha: float = 0.05,
                      resamples: int = RESAMPLES, seed: int = SEED) -> Dict[str, Any]:
    """Mean of ``a - b`` over problems with its bootstrap interval.

    Args:
        a, b: ``[P]`` per-problem scores (fraction of correct samples), paired by problem.

    Returns:
        ``{"diff", "ci": [lo, hi], "a", "b", "num_problems"}`` (fractions).

    Raises:
        ValueError: empty or unequal lengths.
    """
    import torch

    if len(a) != len(b) or not a:
        raise ValueError(f"paired_difference: need two equal, non-empty per-problem lists, got {len(a)} and {len(b)}")
    ta, tb = torch.tensor(a, dtype=torch.float64), torch.tensor(b, dtype=torch.float64)
    w = _weights(len(a), resamples, seed)
    d = (w @ (ta - tb)) / len(a)
    lo, hi = _percentile_ci(d, alpha)
    return {"diff": float((ta - tb).mean()), "ci": [lo, hi], "a": float(ta.mean()), "b": float(tb.mean()),
            "num_problems": len(a)}


def ratio(num: Sequence[float], den: Sequence[float], alpha: float = 0.05, resamples: int = RESAMPLES,
          seed: int = SEED) -> Dict[str, Any]:
    """``sum(num) / sum(den)`` over problems with its bootstrap interval (``None`` rate and
    interval when ``sum(den) == 0``).

    Returns:
        ``{"rate", "ci": [lo, hi] or None, "count": sum(num), "of": sum(den)}``.
    """
    import torch

    tn, td = torch.tensor(list(num), dtype=torch.float64), torch.tensor(list(den), dtype=torch.float64)
    of = float(td.sum())
    if of <= 0:
        return {"rate": None, "ci": None, "count": int(tn.sum()), "of": 0}
    w = _weights(len(tn), resamples, seed)
    dd = w @ td
    r = torch.where(dd > 0, (w @ tn) / dd.clamp_min(1e-300), torch.full_like(dd, float("nan")))
    lo, hi = _percentile_ci(r, alpha)
    return {"rate": float(tn.sum()) / of, "ci": [lo, hi], "count": int(tn.sum()), "of": int(of)}


def per_problem(flat: Sequence[float], n: int) -> List[float]:
    """``[P * n]`` per-sample values -> ``[P]`` per-problem means."""
    return [math.fsum(flat[p * n:(p + 1) * n]) / n for p in range(len(flat) // n)]


def copy_counts(draft_correct: Sequence[int], draft_answers: Sequence[Optional[str]],
                answers: Sequence[Optional[str]], n: int) -> Tuple[List[int], List[int]]:
    """Per problem: (answers equal to their draft's wrong answer, drafts wrong with an answer).

    Sample ``i`` of a problem is paired with draft ``i`` of that problem.
    """
    copies, wrong = [], []
    for p in range(len(draft_correct) // n):
        c = w = 0
        for j in range(p * n, (p + 1) * n):
            if not draft_correct[j] and draft_answers[j] is not None:
                w += 1
                c += int(same_answer(answers[j], draft_answers[j]))
        copies.append(c)
        wrong.append(w)
    return copies, wrong


def measure(samples: Dict[str, Dict[str, Any]], settings: Dict[str, Any], n: int,
            alpha: float = 0.05) -> Dict[str, Any]:
    """The three measurements from the per-sample verdicts of one evaluation.

    Args:
        samples: setting name -> ``{"correct": [S] ints, "answers": [S] extracted answers,
            "index": [S] flat sample indices into the evaluation's P * n samples}``; for
            every row in ``settings``.
        settings: name -> :class:`agon_mcore.eval.cascade.SettingResult` (kinds and rivals).
        n: samples per problem.
        alpha: 1 - interval level.

    Returns:
        ``{"oracle_reading_gain": {Y: ...}, "reading_gain": {"X->Y": ...},
        "wrong_copy_rate": {"X->Y": ...}, "method": ...}`` (see the module docstring);
        a measurement whose rows were not run is left out.
    """
    out: Dict[str, Any] = {"oracle_reading_gain": {}, "reading_gain": {}, "wrong_copy_rate": {},
                           "method": METHOD}
    kinds = {name: s.kind for name, s in settings.items()}
    blank = {s.answerer: name for name, s in settings.items() if s.kind == "blank"}
    for name, s in settings.items():
        if s.kind == "oracle" and s.answerer in blank:
            ref, none = samples[name], samples[blank[s.answerer]]
            pos = {j: k for k, j in enumerate(none["index"])}
            # the problems that have a reference: ref's samples, paired with the blank row's
            keep = [pos[j] for j in ref["index"]]
            a = per_problem(ref["correct"], n)
            b = per_problem([none["correct"][k] for k in keep], n)
            rec = paired_difference(a, b, alpha) if a else {"diff": None, "ci": None, "num_problems": 0}
            out["oracle_reading_gain"][s.answerer] = {
                "gain": rec["diff"], "ci": rec["ci"], "with_reference": rec.get("a"), "with_nothing": rec.get("b"),
                "num_problems": rec["num_problems"], "reference_row": name, "nothing_row": blank[s.answerer]}
            if a and s.answerer in samples:  # the same against Y's plain-prompt answer (Y alone)
                alone = per_problem([samples[s.answerer]["correct"][j] for j in ref["index"]], n)
                va = paired_difference(a, alone, alpha)
                out["oracle_reading_gain"][s.answerer].update(
                    gain_vs_alone=va["diff"], ci_vs_alone=va["ci"], alone=va["b"])
    for y, none_row in blank.items():  # no reference for any problem: said, not left out
        if y not in out["oracle_reading_gain"]:
            out["oracle_reading_gain"][y] = {
                "gain": None, "ci": None, "with_reference": None, "with_nothing": settings[none_row].pass1,
                "num_problems": 0, "reference_row": f"ref->{y}", "nothing_row": none_row,
                "note": "no problem has a reference: no reference solution and no correct draft of any rival"}
    for name, s in settings.items():
        if kinds[name] not in ("cascade", "self_refine"):
            continue
        y, x = s.answerer, s.drafters[0]
        if y not in samples or x not in samples:
            continue
        rec = paired_difference(per_problem(samples[name]["correct"], n), per_problem(samples[y]["correct"], n), alpha)
        out["reading_gain"][name] = {"gain": rec["diff"], "ci": rec["ci"], "cascade": rec["a"], "alone": rec["b"],
                                     "num_problems": rec["num_problems"]}
        d = samples[x]
        copies, wrong = copy_counts(d["correct"], d["answers"], samples[name]["answers"], n)
        rec = {"rate": None, "ci": None}
        rec.update(ratio(copies, wrong, alpha))
        if y in blank:
            bc, _ = copy_counts(d["correct"], d["answers"], samples[blank[y]]["answers"], n)
            b = ratio(bc, wrong, alpha)
            rec.update(blank_rate=b["rate"], blank_ci=b["ci"], blank_count=b["count"])
        rec["wrong_drafts"] = rec.pop("of")
        rec["copies"] = rec.pop("count")
        out["wrong_copy_rate"][name] = rec
    return out


def _pct(x: Optional[float], signed: bool = False) -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "-"
    return f"{100 * x:+.1f}" if signed else f"{100 * x:.1f}"


def _ci(ci, signed: bool = False) -> str:
    if not ci or any(v is None or math.isnan(v) for v in ci):
        return "-"
    return f"[{_pct(ci[0], signed)}, {_pct(ci[1], signed)}]"


def reading_lines(reading: Dict[str, Any]) -> List[Tuple[str, str, str, str]]:
    """Rows ``(measurement, row, value %, 95% interval)`` of one evaluation's ``reading``
    dict, for the end-of-run table."""
    rows: List[Tuple[str, str, str, str]] = []
    for y, r in reading.get("oracle_reading_gain", {}).items():
        val = (f"{_pct(r['gain'], True)} ({_pct(r['with_reference'])} - {_pct(r['with_nothing'])}, "
               f"{r['num_problems']} problems)") if r["num_problems"] else f"- ({r.get('note', 'no reference')})"
        if r.get("gain_vs_alone") is not None:
            val += (f"; vs {y} alone {_pct(r['gain_vs_alone'], True)} {_ci(r['ci_vs_alone'], True)}")
        rows.append(("oracle_reading_gain", f"{r['reference_row']} - {r['nothing_row']}", val, _ci(r["ci"], True)))
    for name, r in reading.get("reading_gain", {}).items():
        rows.append(("reading_gain", f"{name} - {name.split('->')[-1]}",
                     f"{_pct(r['gain'], True)} ({_pct(r['cascade'])} - {_pct(r['alone'])})", _ci(r["ci"], True)))
    for name, r in reading.get("wrong_copy_rate", {}).items():
        val = f"{_pct(r['rate'])} ({r['copies']}/{r['wrong_drafts']} wrong drafts)"
        if "blank_rate" in r:
            val += f"; reading nothing {_pct(r['blank_rate'])} {_ci(r.get('blank_ci'))}"
        rows.append(("wrong_copy_rate", name, val, _ci(r["ci"])))
    return rows
