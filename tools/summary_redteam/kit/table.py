"""Put several run.py outputs side by side as markdown tables.

Usage: python tools/summary_redteam/kit/table.py NAME=OUT_DIR [NAME=OUT_DIR ...] [--by-kind] [--rows]
Default: one column per run; each cell is "leaks/attempts · reader misses · reader false
alarms · over-hidden probes/probes". --rows: one row per run with every count (the README's
main table). When the set a run read has a kinds.py (a set FURTHER of kind names the issue's
list does not name), rows "issue kinds" / "further kinds" split the cases by it; a set
without one gets no such rows.
"""
import importlib.util
import json
import os
import sys

KEYS = ("leak_attempts", "leaks_surviving", "probes", "probes_over_hidden", "probes_leaking",
        "attempts_over_hidden", "leaks_all", "reader_misses", "reader_false_alarms", "errors",
        "forms", "forms_read", "probe_numerals", "probe_numerals_hidden")


def further_of(counts):
    """FURTHER from kinds.py in the folder of the run's cases file, or None when there is none."""
    p = os.path.join(os.path.dirname(counts["cases_file"]), "kinds.py")
    if not os.path.exists(p):
        return None
    spec = importlib.util.spec_from_file_location("redteam_kinds", p)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return set(mod.FURTHER)


def add(ts):
    out = {k: 0 for k in KEYS}
    for t in ts:
        for k in KEYS:
            out[k] += t.get(k, 0)
    return out


def groups(c, FURTHER):
    bk = c["by_kind"]
    return {"issue kinds": add(t for k, t in bk.items() if k.split("/", 1)[1] not in FURTHER),
            "further kinds": add(t for k, t in bk.items() if k.split("/", 1)[1] in FURTHER)}


def cell(t):
    return (f"{t['leaks_surviving']}/{t['leak_attempts']} · {t['reader_misses']} · "
            f"{t['reader_false_alarms']} · {t['probes_over_hidden']}/{t['probes']}")


def main(argv):
    by_kind = "--by-kind" in argv
    rows_mode = "--rows" in argv
    runs = []
    for a in argv:
        if a.startswith("--"):
            continue
        name, path = a.split("=", 1)
        with open(os.path.join(path, "counts.json"), encoding="utf-8") as f:
            runs.append((name, json.load(f)))
    furthers = [further_of(c) for _, c in runs]
    FURTHER = None if any(f is None for f in furthers) else set().union(*furthers)
    if rows_mode:
        out = ["| run | code | part | leaks surviving / attempts | reader misses | reader false alarms | "
               "over-hidden probes / probes | over-hidden leak attempts | reader reads the form alone | "
               "summarize time |", "|---" * 10 + "|"]
        for n, c in runs:
            parts = [("all", c["total"]), ("math", c["math"]), ("code", c["code"])]
            if FURTHER is not None:
                parts += list(groups(c, FURTHER).items())
            for p, t in parts:
                out.append(f"| {n} | {c['code_commit']} | {p} | {t['leaks_surviving']}/{t['leak_attempts']} | "
                           f"{t['reader_misses']} | {t['reader_false_alarms']} | {t['probes_over_hidden']}/{t['probes']} | "
                           f"{t['attempts_over_hidden']}/{t['leak_attempts']} | {t['forms_read']}/{t['forms']} | "
                           f"{c['summarize_seconds_total'] if p == 'all' else ''} |")
        print("\n".join(out))
        return
    head = "| | " + " | ".join(f"{n} ({c['code_commit']})" for n, c in runs) + " |"
    out = [head, "|---" * (len(runs) + 1) + "|"]
    for row in ("total", "math", "code"):
        out.append(f"| {row} | " + " | ".join(cell(c[row]) for _, c in runs) + " |")
    if FURTHER is not None:
        for g in ("issue kinds", "further kinds"):
            out.append(f"| {g} | " + " | ".join(cell(groups(c, FURTHER)[g]) for _, c in runs) + " |")
    if by_kind:
        kinds = sorted({k for _, c in runs for k in c["by_kind"]})
        for k in kinds:
            mark = " (further)" if FURTHER is not None and k.split("/", 1)[1] in FURTHER else ""
            out.append(f"| {k}{mark} | " + " | ".join(cell(c["by_kind"][k]) if k in c["by_kind"] else "" for _, c in runs) + " |")
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1:])
