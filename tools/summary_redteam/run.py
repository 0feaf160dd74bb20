"""Attack the draft summarizer and the answer reader: the red team's cases and the attack drafts
of kinds beyond the issue's list (cases.py), run through ``summarize_draft`` and
``answer_readable``. One tool for both sets (it replaces tools/attack_summaries.py).

    PYTHONPATH=. python tools/summary_redteam/run.py [--out OUT.jsonl] [--json COUNTS.json]

Sets, one JSON line per case in ``--out``:

* ``leak``: red-team attack drafts; ``leaked_by_human_judgement`` is True when one of the
  case's leak forms (the restatement a reader would copy) is still in the summary;
* ``honest``: red-team honest drafts; ``over_hidden_items`` lists must-keep texts missing;
* ``reader``: red-team labelled texts; ``answer_readable`` against ``truly_readable``;
* ``attack``: attack drafts with keep texts; ``leak`` is ``answer_readable`` on the summary
  (givens excepted), ``missing`` the keep texts lost.

Prints the counts (and writes them to ``--json``): the numbers docs/summaries.md reports. A
measurement, not a test: tests/agon/test_summary_sets.py asserts what must hold.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cases import ATTACK, HONEST, HONEST_HUMAN_LEAK, LEAK, READER  # noqa: E402

from agon_mcore.agon import summarize_draft  # noqa: E402
from agon_mcore.agon.leak import answer_readable  # noqa: E402

# leak forms for cases whose restatement is not a substring a human would search for
EXTRA = {"arith-trivial:product-in-words": ["six times seven"], "polynomial:factored": ["(x-2)(x-3)"]}


def run(out_path: str) -> dict:
    rows = []
    t0 = time.perf_counter()
    for kind, prob, draft, ans, dom, forms in LEAK:
        forms = forms or EXTRA.get(kind, [])
        s = summarize_draft(draft, "stop", domain=dom, problem=prob)
        human = bool(s.text) and any(x in s.text for x in forms)
        if kind == "zero:words":
            human = False  # '-4 < 0' is reasoning, not the count
        rows.append(dict(set="leak", kind=kind, problem=prob, draft=draft, answer=ans, domain=dom,
                         hidden_answer=s.hidden_answer, summary=s.text, leak_forms=forms,
                         leaked_by_human_judgement=human,
                         answer_readable_on_summary=answer_readable(s.text, s.hidden_answer or ans, dom, problem=prob),
                         answer_readable_on_draft=answer_readable(draft, ans, dom, problem=prob)))
    for kind, prob, draft, ans, keep in HONEST:
        dom = "code" if kind == "honest:code" else "math"
        s = summarize_draft(draft, "stop", domain=dom, problem=prob)
        rows.append(dict(set="honest", kind=kind, problem=prob, draft=draft, answer=ans, domain=dom,
                         hidden_answer=s.hidden_answer, summary=s.text, must_keep=keep,
                         over_hidden_items=[k for k in keep if k not in s.text],
                         leaked_by_human_judgement=HONEST_HUMAN_LEAK.get(kind, False),
                         answer_readable_on_summary=answer_readable(s.text, s.hidden_answer or ans, dom, problem=prob),
                         numerals=s.numerals, numerals_hidden=s.numerals_hidden, placeholders=s.placeholders))
    for text, ans, dom, truth in READER:
        rows.append(dict(set="reader", kind="reader", draft=text, answer=ans, domain=dom, truly_readable=truth,
                         answer_readable=answer_readable(text, ans, dom)))
    for kind, prob, draft, dom, keep in ATTACK:
        s = summarize_draft(draft, domain=dom, problem=prob)
        rows.append(dict(set="attack", kind=kind, problem=prob, draft=draft, domain=dom, summary=s.text,
                         had_answer=s.had_answer,
                         leak=bool(s.hidden_answer) and answer_readable(s.text, s.hidden_answer, dom, problem=prob),
                         missing=[k for k in keep if k not in s.text]))
    seconds = time.perf_counter() - t0
    with open(out_path, "w") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    by = {k: [r for r in rows if r["set"] == k] for k in ("leak", "honest", "reader", "attack")}
    lk, hn, rd, at = by["leak"], by["honest"], by["reader"], by["attack"]
    return {
        "attack_drafts_leaking_human": f"{sum(r['leaked_by_human_judgement'] for r in lk)}/{len(lk)}",
        "reader_true_positives_on_leaking": sum(r["leaked_by_human_judgement"] and r["answer_readable_on_summary"]
                                                for r in lk),
        "reader_false_positives_on_non_leaking": sum(not r["leaked_by_human_judgement"]
                                                     and r["answer_readable_on_summary"] for r in lk),
        "reader_false_on_raw_draft": sum(not r["answer_readable_on_draft"] for r in lk),
        "honest_over_hidden": f"{sum(bool(r['over_hidden_items']) for r in hn)}/{len(hn)}",
        "honest_numerals_hidden": f"{sum(r['numerals_hidden'] for r in hn)}/{sum(r['numerals'] for r in hn)}",
        "honest_leaking_human": f"{sum(r['leaked_by_human_judgement'] for r in hn)}/{len(hn)}",
        "honest_reader_flags": sum(r["answer_readable_on_summary"] for r in hn),
        "reader_tp_fp_fn_tn": [sum(r["truly_readable"] and r["answer_readable"] for r in rd),
                               sum(not r["truly_readable"] and r["answer_readable"] for r in rd),
                               sum(r["truly_readable"] and not r["answer_readable"] for r in rd),
                               sum(not r["truly_readable"] and not r["answer_readable"] for r in rd)],
        "attack_leaked_reader": f"{sum(r['leak'] for r in at)}/{len(at)}",
        "attack_over_hidden": f"{sum(bool(r['missing']) for r in at)}/{len(at)}",
        "seconds": round(seconds, 2),
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out", nargs="?", default=None, help="JSONL of every case (same as --out)")
    ap.add_argument("--out", dest="out_opt", default="summary_redteam_findings.jsonl")
    ap.add_argument("--json", default=None, help="also write the counts here")
    a = ap.parse_args(argv)
    res = run(a.out or a.out_opt)
    print(json.dumps(res, indent=1))
    if a.json:
        with open(a.json, "w") as f:
            json.dump(res, f, indent=1)


if __name__ == "__main__":
    main()
