"""Counts of a run.py output split into realistic (kind `real-*`) and adversarial cases.

Usage: python tools/summary_redteam/kit/split.py NAME=OUT_DIR [NAME=OUT_DIR ...]
Prints one markdown row per run and part: leaks surviving / attempts, over-hidden probes /
probes, over-hidden leak attempts, reader misses, and the leaking ids.
"""
import json
import os
import sys


def rows(out_dir):
    with open(os.path.join(out_dir, "results.jsonl"), encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def main(argv):
    print("| run | part | leaks / attempts | over-hidden probes / probes | over-hidden attempts | "
          "reader misses | leaking ids |")
    print("|---|---|---|---|---|---|---|")
    for a in argv:
        name, path = a.split("=", 1)
        rs = rows(path)
        for part, sel in (("realistic", [r for r in rs if r["kind"].startswith("real-")]),
                          ("adversarial", [r for r in rs if not r["kind"].startswith("real-")])):
            att = [r for r in sel if r["expect"] == "leak_must_be_hidden"]
            prb = [r for r in sel if r["expect"] == "must_stay"]
            print(f"| {name} | {part} | {sum(r['leak'] for r in att)}/{len(att)} | "
                  f"{sum(r['over_hidden'] for r in prb)}/{len(prb)} | "
                  f"{sum(r['over_hidden'] for r in att)}/{len(att)} | "
                  f"{sum(r['leak'] and not r['reader'] for r in sel)} | "
                  f"{' '.join(r['id'] for r in sel if r['leak'])} |")


if __name__ == "__main__":
    main(sys.argv[1:])
