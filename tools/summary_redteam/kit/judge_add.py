"""Record human verdicts for summaries read in a run's review.md.

Usage: python tools/summary_redteam/kit/judge_add.py RESULTS.jsonl CODE_LABEL [VERDICTS.json]
The verdicts go to $JUDGEMENT, else to the judgement.json of the set the run read (the folder
of `cases_file` in the counts.json beside RESULTS.jsonl). Every row of RESULTS.jsonl not yet in judgement.json gets an entry tied to its summary's
sha1: the verdict from VERDICTS.json ({id: {"leak": bool, "over_hidden": bool, "reason": str}})
when given there, else a confirmation of the substring test ("read: agrees"). Only run it after
reading every new summary in review.md.
"""
import json
import os
import sys



def judgement_path(results, default_dir=None):
    """$JUDGEMENT, else default_dir/judgement.json, else the run's set folder's judgement.json."""
    if os.environ.get("JUDGEMENT"):
        return os.environ["JUDGEMENT"]
    if default_dir:
        return os.path.join(default_dir, "judgement.json")
    with open(os.path.join(os.path.dirname(os.path.abspath(results)), "counts.json"), encoding="utf-8") as f:
        return os.path.join(os.path.dirname(json.load(f)["cases_file"]), "judgement.json")


def main(default_dir=None):
    J = judgement_path(sys.argv[1], default_dir)
    rows = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
    label = sys.argv[2]
    special = json.load(open(sys.argv[3], encoding="utf-8")) if len(sys.argv) > 3 else {}
    data = json.load(open(J, encoding="utf-8")) if os.path.exists(J) else {"entries": []}
    have = {(e["id"], e["summary_sha"]) for e in data["entries"]}
    n = 0
    for r in rows:
        key = (r["id"], r["summary_sha"])
        if key in have and r["id"] not in special:
            continue
        if key in have:
            data["entries"] = [e for e in data["entries"] if (e["id"], e["summary_sha"]) != key]
        e = {"id": r["id"], "summary_sha": r["summary_sha"], "code": label}
        e.update(special.get(r["id"], {"reason": "read: agrees with the substring test"}))
        data["entries"].append(e)
        n += 1
    with open(J, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1, ensure_ascii=False)
    print(f"{n} verdicts added; {len(data['entries'])} in all")


if __name__ == "__main__":
    main()
