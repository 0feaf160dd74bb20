"""Over-hiding on real text: summaries of the MATH-500 reference solutions, whose work is all work.

A reference solution is a draft whose work is all work: it derives the answer once and boxes it. Each is summarized
with its problem (``summarize_draft(solution, domain="math", problem=problem)``), and every placeholder is read back:
one that holds the box or the answer's text, or that the reader (``agon.leak.answer_readable``) reads as the answer,
hides the answer; any other placeholder is an over-hiding candidate (a figure, a reason, a given or an intermediate
lost). Candidates are an upper bound: some are the conclusion's lead-in ("Therefore, the area is"), split from it by a
display. The leak column is the reader on the whole summary.

Usage::

    python tools/eval_reference_summaries.py --out /tmp/ref.json [--data /path/to/math500/test.jsonl] [--limit N]

Writes JSON: ``{"n", "seconds", "leaks", "with_candidates", "candidates", "placeholders", "numerals",
"numerals_hidden", "rows": [{"i", "answer", "candidates", "numerals", "numerals_hidden", "leak"}, ...]}`` and prints
the totals. Needs the real data folder (``agon_mcore.data.resolve_data_root``: ``$AGON_DATA_ROOT`` or ``../shared/data``;
see its README).
Takes about 2.5 minutes for the 500 solutions on one CPU core.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", required=True, help="where to write the JSON report")
    ap.add_argument("--data", default=None, help="MATH-500's test.jsonl (default: math500/test.jsonl of the data folder)")
    ap.add_argument("--limit", type=int, default=0, help="only the first N solutions (0: all)")
    args = ap.parse_args(argv)
    from agon_mcore.data import resolve_data_root

    args.data = args.data or str(resolve_data_root() / "math500" / "test.jsonl")
    if not os.path.exists(args.data):
        print(f"eval_reference_summaries: no MATH-500 file at {args.data}; set AGON_DATA_ROOT or pass --data",
              file=sys.stderr)
        return 2

    from agon_mcore.agon.leak import answer_readable
    from agon_mcore.agon.summary import summarize_draft

    rows = [json.loads(line) for line in open(args.data, encoding="utf-8") if line.strip()]
    if args.limit:
        rows = rows[:args.limit]

    def norm(t: str) -> str:
        return re.sub(r"\s+", "", t)

    out, t0 = [], time.perf_counter()
    for i, r in enumerate(rows):
        d = summarize_draft(r["solution"], domain="math", problem=r["problem"])
        cands = [p for p in d.placeholders if "boxed" not in p and norm(r["answer"]) not in norm(p)
                 and not answer_readable(p, r["answer"], "math", problem=r["problem"])]
        out.append({"i": i, "answer": r["answer"], "candidates": cands, "numerals": d.numerals,
                    "numerals_hidden": d.numerals_hidden,
                    "leak": bool(answer_readable(d.text, r["answer"], "math", problem=r["problem"]))})
    rep = {"n": len(out), "seconds": round(time.perf_counter() - t0, 1), "leaks": sum(x["leak"] for x in out),
           "with_candidates": sum(bool(x["candidates"]) for x in out),
           "candidates": sum(len(x["candidates"]) for x in out),
           "numerals": sum(x["numerals"] for x in out), "numerals_hidden": sum(x["numerals_hidden"] for x in out),
           "rows": out}
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(rep, f, indent=1)
    print(json.dumps({k: v for k, v in rep.items() if k != "rows"}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
