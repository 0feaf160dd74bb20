"""List the cases whose summary differs between two runs of run.py (same set), for reading.

Usage: python tools/summary_redteam/kit/changed.py BASE_OUT_DIR NEW_OUT_DIR [--only-unreviewed]
Prints, per changed case: id, kind, the base run's verdict (leak/over/reader) and the new run's
(substring test or a recorded verdict), then both summaries. Ends with the count of changed
cases and of those still without a verdict in the new run.
"""
import json
import os
import sys


def load(d):
    with open(os.path.join(d, "results.jsonl"), encoding="utf-8") as f:
        return {r["id"]: r for r in map(json.loads, f)}


def main(argv):
    only_new = "--only-unreviewed" in argv
    base, new = (load(a) for a in argv if not a.startswith("--"))
    changed = [i for i in new if i in base and new[i]["summary_sha"] != base[i]["summary_sha"]]
    for i in changed:
        b, n = base[i], new[i]
        if only_new and n["reviewed"]:
            continue
        print(f"## {i} [{n['kind']}] {n['expect']}")
        print(f"base: leak={b['leak']} over={b['over_hidden']} reader={b['reader']}  {b['reason']}")
        print(f"new : leak={n['leak']} over={n['over_hidden']} reader={n['reader']} reviewed={n['reviewed']} "
              f"substring_leaks={n['substring_leaks']} missing={n['missing']}")
        print("--- base\n" + b["summary"] + "\n--- new\n" + n["summary"] + "\n")
    print(f"{len(changed)} changed summaries; {sum(not new[i]['reviewed'] for i in changed)} without a verdict: "
          + " ".join(i for i in changed if not new[i]["reviewed"]))


if __name__ == "__main__":
    main(sys.argv[1:])
