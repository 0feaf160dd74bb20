"""Measure the draft summarizer and the answer reader on the labelled drafts.

    PYTHONPATH=. python tools/eval_summaries.py [--data tests/data/summary_drafts.jsonl] [--out summaries_eval.json]

For each labelled draft (tests/data/summary_drafts.jsonl, written by
tools/make_summary_drafts.py) the summary is made with ``summarize_draft(draft,
domain=..., problem=...)`` and scored:

* ``leak_rate``: drafts where some ``hide`` text survives in the summary (spacing ignored);
* ``reader_leak_rate``: drafts whose summary, with the ``keep_states`` texts (givens and
  intermediate results equal to the answer, kept on purpose) removed, still reads as the
  answer (``answer_readable``);
* ``overhide_rate``: drafts where some ``keep`` text is missing from the summary, and
  ``keep_missing_frac`` (missing / all keep texts);
* ``hiding``: ``agon_mcore.agon.leak.hiding_stats`` over all summaries;
* reader ``precision`` / ``recall``: ``answer_readable(text, answer, domain)`` on each
  ``hide`` text (positives) and each ``keep`` text not in ``keep_states`` (negatives);
* ``ms_per_summary``: mean wall time of one summary (this machine, under whatever load).

Writes JSON (``--out``) and prints it; per-draft failures are listed under ``failures``.
"""
from __future__ import annotations

import argparse
import json
import re
import time
from pathlib import Path

from agon_mcore.agon.leak import answer_readable, hiding_stats
from agon_mcore.agon.summary import summarize_draft

ROOT = Path(__file__).resolve().parents[1]


def _norm(s: str) -> str:
    return re.sub(r"\s+", "", s)


def evaluate(rows):
    n_leak = n_rleak = n_over = keep_total = keep_missing = 0
    tp = fp = fn = tn = 0
    fails = []
    sums = []
    t_total = 0.0
    for r in rows:
        t0 = time.perf_counter()
        s = summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"])
        t_total += time.perf_counter() - t0
        sums.append(s)
        text = _norm(s.text)
        leaked = [h for h in r["hide"] if _norm(h) in text]
        missing = [k for k in r["keep"] if _norm(k) not in text]
        rest = s.text
        for k in r["keep_states"]:
            rest = rest.replace(k, " ")
        rleak = answer_readable(rest, r["answer"], r["domain"], problem=r["problem"])
        n_leak += bool(leaked)
        n_rleak += rleak
        n_over += bool(missing)
        keep_total += len(r["keep"])
        keep_missing += len(missing)
        for h in r["hide"]:
            if answer_readable(h, r["answer"], r["domain"]):
                tp += 1
            else:
                fn += 1
                fails.append({"id": r["id"], "reader_missed": h})
        for k in r["keep"]:
            if k in r["keep_states"]:
                continue
            if answer_readable(k, r["answer"], r["domain"]):
                fp += 1
                fails.append({"id": r["id"], "reader_false_positive": k})
            else:
                tn += 1
        if leaked or missing or rleak:
            fails.append({"id": r["id"], "leaked": leaked, "missing": missing, "reader_leak": rleak, "summary": s.text})
    n = len(rows)
    return {
        "drafts": n,
        "math": sum(r["domain"] == "math" for r in rows),
        "code": sum(r["domain"] == "code" for r in rows),
        "wrong": sum(not r["correct"] for r in rows),
        "leak_rate": n_leak / n,
        "reader_leak_rate": n_rleak / n,
        "overhide_rate": n_over / n,
        "keep_missing_frac": keep_missing / max(1, keep_total),
        "hiding": hiding_stats(sums),
        "reader": {"precision": tp / max(1, tp + fp), "recall": tp / max(1, tp + fn), "tp": tp, "fp": fp, "fn": fn, "tn": tn},
        "ms_per_summary": 1000 * t_total / n,
        "failures": fails,
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", default=str(ROOT / "tests/data/summary_drafts.jsonl"))
    ap.add_argument("--out", default="summaries_eval.json")
    a = ap.parse_args(argv)
    rows = [json.loads(x) for x in Path(a.data).read_text().splitlines() if x.strip()]
    res = evaluate(rows)
    Path(a.out).write_text(json.dumps(res, indent=1))
    print(json.dumps({k: v for k, v in res.items() if k != "failures"}, indent=1))
    print(f"{len(res['failures'])} failure records in {a.out}")


if __name__ == "__main__":
    main()
