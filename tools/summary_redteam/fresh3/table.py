"""Put several run.py outputs side by side as one markdown table.

Usage: python table.py NAME=OUT_DIR [NAME=OUT_DIR ...] [--by-kind]
Each cell is "leaks/attempts, reader misses, reader false alarms, over-hidden probes/probes".
"""
import json
import os
import sys


def cell(t):
    return (f"{t['leaks_surviving']}/{t['leak_attempts']} · {t['reader_misses']} · "
            f"{t['reader_false_alarms']} · {t['probes_over_hidden']}/{t['probes']}")


def main(argv):
    by_kind = "--by-kind" in argv
    runs = []
    for a in argv:
        if a.startswith("--"):
            continue
        name, path = a.split("=", 1)
        with open(os.path.join(path, "counts.json"), encoding="utf-8") as f:
            runs.append((name, json.load(f)))
    head = "| | " + " | ".join(f"{n} ({c['code_commit']})" for n, c in runs) + " |"
    out = [head, "|---" * (len(runs) + 1) + "|"]
    for row in ("total", "math", "code"):
        out.append(f"| {row} | " + " | ".join(cell(c[row]) for _, c in runs) + " |")
    if by_kind:
        kinds = sorted({k for _, c in runs for k in c["by_kind"]})
        for k in kinds:
            out.append(f"| {k} | " + " | ".join(cell(c["by_kind"][k]) if k in c["by_kind"] else "" for _, c in runs) + " |")
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1:])
