"""Judge the draft summarizer and the answer reader on a red-team set, like a careful human.

Usage (from the checkout whose code you want to measure):
    PYTHONPATH=<checkout> OMP_NUM_THREADS=1 nice -n 15 \
        python tools/summary_redteam/kit/run.py SET_DIR SPLIT OUT_DIR [--judgement J.json] [--label NAME]
SET_DIR is a red-team set's folder (e.g. tools/summary_redteam/fresh3); SPLIT names its
SPLIT.jsonl (dev, heldout) or is a path to a .jsonl; the human verdicts default to
SET_DIR/judgement.json. The sets' own `run.py` wrappers keep the older form
`run.py CASES.jsonl OUT_DIR` (the set folder is the wrapper's).

For each case: summary = summarize_draft(draft, domain=, problem=).text, then
  leak        = a leak_forms substring survives in the summary, unless judgement.json holds a
                human verdict for this exact summary text (id + sha1 of the summary), which wins;
  over_hidden = a must_stay substring is missing (same override rule);
  reader      = answer_readable(summary, answer, domain, problem=);
  reader miss = leak and not reader;  reader false alarm = reader and not leak.
A verdict in judgement.json is tied to the summary's text, so when the summarizer changes, the
old verdict stops applying and the case is listed under `unreviewed` for a human to read again.

Writes OUT_DIR/results.jsonl (one row per case, with the summary), OUT_DIR/counts.json,
OUT_DIR/counts.md, and OUT_DIR/review.md (every summary, for reading). Prints the table.
"""
import argparse
import hashlib
import json
import os
import subprocess
import sys
import time
from collections import defaultdict



def sha(text):
    """Short sha1 of a summary text: ties a human verdict to the text it was given on."""
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]


def load_judgement(path):
    """Map (id, summary_sha) -> verdict dict with optional keys leak, over_hidden, reason."""
    if not path or not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    out = {}
    for e in data.get("entries", []):
        out[(e["id"], e["summary_sha"])] = e
    return out


def form_context(draft, form, domain):
    """The paragraph of `draft` that holds `form`, without the graded answer.

    math: paragraphs are split on blank lines and any line holding \\boxed is dropped;
    code: the last ```python block is removed and the paragraph is the whole rest when the form
    spans a code block (a program is judged as a block, not a line).
    """
    if domain == "code":
        i = draft.rfind("```python")
        rest = draft[:i] if i >= 0 else draft
        return rest
    i = draft.find(form)
    start = draft.rfind("\n\n", 0, i)
    end = draft.find("\n\n", i + len(form))
    para = draft[start + 2 if start >= 0 else 0: end if end >= 0 else len(draft)]
    return "\n".join(l for l in para.split("\n") if "\\boxed" not in l)


def code_commit():
    """Commit and path of the agon_mcore package being imported (the code under test)."""
    import agon_mcore
    root = os.path.dirname(os.path.dirname(os.path.abspath(agon_mcore.__file__)))
    try:
        c = subprocess.run(["git", "-C", root, "rev-parse", "--short", "HEAD"],
                           capture_output=True, text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", root, "status", "--porcelain", "agon_mcore"],
                               capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        c, dirty = "unknown", ""
    return root, c + ("+dirty" if dirty else "")


def cases_path(set_dir, split):
    """SET_DIR/SPLIT.jsonl, or SPLIT itself when it is a path to a .jsonl file."""
    if split.endswith(".jsonl"):
        return split
    return os.path.join(set_dir, split + ".jsonl")


def main(argv=None, set_dir=None):
    """Run one split of a set; `set_dir` given (by a set's wrapper) means argv is CASES OUT_DIR."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    if set_dir is None:
        ap.add_argument("set_dir")
        ap.add_argument("split")
    else:
        ap.add_argument("cases")
    ap.add_argument("out_dir")
    ap.add_argument("--judgement", default=None, help="default: SET_DIR/judgement.json")
    ap.add_argument("--label", default="")
    ap.add_argument("--commit", default="", help="name of the code under test when it is not a git checkout "
                    "(e.g. a `git archive` of a branch's commit)")
    args = ap.parse_args(argv)
    if set_dir is None:
        set_dir, args.cases = args.set_dir, cases_path(args.set_dir, args.split)
    if args.judgement is None:
        args.judgement = os.path.join(set_dir, "judgement.json")

    from agon_mcore.agon.summary import summarize_draft
    from agon_mcore.agon.leak import answer_readable

    root, commit = code_commit()
    if args.commit:
        commit = args.commit
    judged = load_judgement(args.judgement)
    cases = [json.loads(l) for l in open(args.cases, encoding="utf-8") if l.strip()]
    os.makedirs(args.out_dir, exist_ok=True)
    rows = []
    t_total = 0.0
    for c in cases:
        t0 = time.perf_counter()
        try:
            ds = summarize_draft(c["draft"], domain=c["domain"], problem=c["problem"])
            summ = ds.text
            numerals = getattr(ds, "numerals", None)
            numerals_hidden = getattr(ds, "numerals_hidden", None)
            err = ""
        except Exception as e:  # a crash is a finding, keep going
            summ, err = "", f"{type(e).__name__}: {e}"
            numerals = numerals_hidden = None
        t_total += time.perf_counter() - t0
        h = sha(summ)
        sub_leak = [f for f in c["leak_forms"] if f in summ]
        missing = [m for m in c["must_stay"] if m not in summ]
        leak, over = bool(sub_leak), bool(missing)
        v = judged.get((c["id"], h))
        reason = ""
        if v is not None:
            leak = v.get("leak", leak)
            over = v.get("over_hidden", over)
            reason = v.get("reason", "")
        try:
            reader = bool(answer_readable(summ, c["answer"], c["domain"], problem=c["problem"]))
        except Exception as e:
            reader, err = False, err + f" reader {type(e).__name__}: {e}"
        # the reader on each leak form by itself: the draft's paragraph holding the form, with
        # the graded answer removed (math: the \\boxed{} lines; code: the last python block)
        form_hits = []
        for f_ in c["leak_forms"]:
            ctx = form_context(c["draft"], f_, c["domain"])
            try:
                form_hits.append(bool(answer_readable(ctx, c["answer"], c["domain"], problem=c["problem"])))
            except Exception:
                form_hits.append(False)
        rows.append({"form_reader": form_hits, "numerals": numerals, "numerals_hidden": numerals_hidden,
                     "id": c["id"], "kind": c["kind"], "domain": c["domain"], "expect": c["expect"],
                     "summary_sha": h, "summary": summ, "substring_leaks": sub_leak,
                     "missing": missing, "leak": leak, "over_hidden": over, "reader": reader,
                     "reviewed": v is not None, "reason": reason, "error": err})

    def tally(rs):
        att = [r for r in rs if r["expect"] == "leak_must_be_hidden"]
        prb = [r for r in rs if r["expect"] == "must_stay"]
        return {
            "leak_attempts": len(att),
            "leaks_surviving": sum(r["leak"] for r in att),
            "probes": len(prb),
            "probes_over_hidden": sum(r["over_hidden"] for r in prb),
            "probes_leaking": sum(r["leak"] for r in prb),
            "attempts_over_hidden": sum(r["over_hidden"] for r in att),
            "leaks_all": sum(r["leak"] for r in rs),
            "reader_misses": sum(r["leak"] and not r["reader"] for r in rs),
            "reader_false_alarms": sum(r["reader"] and not r["leak"] for r in rs),
            "errors": sum(bool(r["error"]) for r in rs),
            "forms": sum(len(r["form_reader"]) for r in att),
            "forms_read": sum(sum(r["form_reader"]) for r in att),
            "probe_numerals": sum(r["numerals"] or 0 for r in prb),
            "probe_numerals_hidden": sum(r["numerals_hidden"] or 0 for r in prb),
        }

    by_kind = defaultdict(list)
    for r in rows:
        by_kind[(r["domain"], r["kind"])].append(r)
    counts = {
        "label": args.label, "cases_file": os.path.abspath(args.cases), "code_root": root,
        "code_commit": commit, "n": len(rows), "summarize_seconds_total": round(t_total, 2),
        "total": tally(rows),
        "math": tally([r for r in rows if r["domain"] == "math"]),
        "code": tally([r for r in rows if r["domain"] == "code"]),
        "by_kind": {f"{d}/{k}": tally(rs) for (d, k), rs in sorted(by_kind.items())},
        "unreviewed": [r["id"] for r in rows if not r["reviewed"]],
        "form_reader_miss_ids": [r["id"] for r in rows if r["form_reader"] and not all(r["form_reader"])],
        "leaking_ids": [r["id"] for r in rows if r["leak"]],
        "over_hidden_ids": [r["id"] for r in rows if r["over_hidden"]],
        "reader_miss_ids": [r["id"] for r in rows if r["leak"] and not r["reader"]],
        "reader_false_alarm_ids": [r["id"] for r in rows if r["reader"] and not r["leak"]],
    }
    with open(os.path.join(args.out_dir, "results.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(args.out_dir, "counts.json"), "w", encoding="utf-8") as f:
        json.dump(counts, f, indent=1)

    def line(name, t):
        return (f"| {name} | {t['leaks_surviving']}/{t['leak_attempts']} | {t['reader_misses']} | "
                f"{t['reader_false_alarms']} | {t['probes_over_hidden']}/{t['probes']} | "
                f"{t['attempts_over_hidden']}/{t['leak_attempts']} | {t['forms_read']}/{t['forms']} | "
                f"{t['probe_numerals_hidden']}/{t['probe_numerals']} |")
    md = [f"# {args.label or os.path.basename(args.cases)} on {commit} ({root})", "",
          "| kind | leaks surviving / attempts | reader misses | reader false alarms | "
          "over-hidden probes / probes | over-hidden in attempts | reader reads form alone | "
          "probe numerals hidden (summarizer's count) |",
          "|---|---|---|---|---|---|---|---|",
          line("**total**", counts["total"]), line("math", counts["math"]), line("code", counts["code"])]
    md += [line(k, t) for k, t in counts["by_kind"].items()]
    md += ["", f"leaking: {' '.join(counts['leaking_ids'])}",
           f"over-hidden: {' '.join(counts['over_hidden_ids'])}",
           f"reader misses: {' '.join(counts['reader_miss_ids'])}",
           f"reader false alarms: {' '.join(counts['reader_false_alarm_ids'])}",
           f"unreviewed summaries: {len(counts['unreviewed'])} {' '.join(counts['unreviewed'])}",
           f"leak forms the reader misses even alone: {' '.join(counts['form_reader_miss_ids'])}",
           f"summarize time: {t_total:.1f}s for {len(rows)} drafts"]
    with open(os.path.join(args.out_dir, "counts.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(md) + "\n")
    for name, only_new in (("review.md", False), ("review_new.md", True)):
        write_review(os.path.join(args.out_dir, name), rows, cases, only_new)
    print("\n".join(md))
    return 0


def write_review(path, rows, cases, only_new):
    """Every summary (or only those without a human verdict yet) with what the test saw."""
    with open(path, "w", encoding="utf-8") as f:
        for r, c in zip(rows, cases):
            if only_new and r["reviewed"]:
                continue
            f.write(f"## {r['id']} [{r['kind']}] expect={r['expect']} sha={r['summary_sha']} "
                    f"leak={r['leak']} over={r['over_hidden']} reader={r['reader']}"
                    f"{' REVIEWED' if r['reviewed'] else ''}\n")
            f.write(f"answer: {c['answer']!r}\nleak_forms: {c['leak_forms']!r}\nmissing: {r['missing']!r}\n")
            if r["error"]:
                f.write(f"ERROR: {r['error']}\n")
            f.write("```\n" + r["summary"] + "\n```\n\n")


if __name__ == "__main__":
    sys.exit(main())
