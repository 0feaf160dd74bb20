"""Run tools/summary_redteam/fresh/attacks.jsonl through agon-mcore's summarizer and reader.

    python tools/summary_redteam/fresh/run.py [OUT_DIR]   (default /tmp/summary_redteam_fresh)

Per case: summary, hidden_answer, human_leak (one of the case's leak_forms, my judgement of
how the answer is restated in that draft, still in the summary; HUMAN_OVERRIDE corrects cases
where a substring test is wrong), reader flag (answer_readable on the summary, problem passed),
reader on the raw draft, must_stay survivors. Writes results.jsonl and counts.json.
"""
import collections, json, time
from agon_mcore.agon.summary import summarize_draft
from agon_mcore.agon.leak import answer_readable

import os as _os, sys as _sys
_HERE = _os.path.dirname(_os.path.abspath(__file__))
_OUT = _sys.argv[1] if len(_sys.argv) > 1 else "/tmp/summary_redteam_fresh"
_os.makedirs(_OUT, exist_ok=True)
IN, OUT, CNT = _os.path.join(_HERE, "attacks.jsonl"), _os.path.join(_OUT, "results.jsonl"), _os.path.join(_OUT, "counts.json")
# per-case corrections after reading the summaries (id -> human_leak), with the reason
HUMAN_OVERRIDE = json.load(open(_os.path.join(_HERE, "human_override.json")))

# reader-only probes: clean texts (a human does not read the answer from them), answer_readable must say False
READER_CLEAN = [
    ("The system has the unique solution x = 7, y = 3; we need x + y.", "1"),
    ("It is impossible to simplify the radical further, so we square both sides.", "\\text{No}"),
    ("No such number of steps is needed; we proceed by induction.", "0"),
    ("Each of the fourth-graders gets 3 pencils.", "4"),
    ("The option C looks tempting but 7 is not even.", "C"),
    ("Option (C) fails because 9 = 3 * 3.", "C"),
    ("We pick A = 5 as the side of the square.", "A"),
    ("We consider the case when the difference is one half of the sum.", "\\frac{1}{2}"),
    ("A single pass over the array suffices.", "1"),
    ("We apply the rule once more and get a quadratic.", "1"),
    ("Infinitely many primes exist, but we only need those below 30.", "10"),
    ("First compute the discriminant, then the roots.", "\\text{Sunday}"),
]
# reader-only probes: texts that plainly state the answer, answer_readable must say True
READER_LEAK = [
    ("\\boxed{\\text{Sunday}}", "\\text{Sunday}"),
    ("The answer is Sunday.", "\\text{Sunday}"),
    ("We get 0,75 of the tank.", "\\frac{3}{4}"),
    ("It comes to one gross.", "144"),
    ("The probability is 2/6.", "\\frac{1}{3}"),
    ("The real part is -3 and the imaginary part is 4.", "-3+4i"),
    ("Then $(t+1)^3 = t^3 + 3t^2 + 3t + 1$.", "x^3+3x^2+3x+1"),
    ("I pick option #3.", "C"),
]

def main():
    cases = [json.loads(l) for l in open(IN)]
    res = []
    t0 = time.perf_counter()
    for c in cases:
        s = summarize_draft(c["draft"], domain=c["domain"], problem=c["problem"])
        ans = s.hidden_answer or c["answer"]
        text = s.text
        human = any(f and f in text for f in c["leak_forms"])
        if c["id"] in HUMAN_OVERRIDE:
            human = HUMAN_OVERRIDE[c["id"]]["leak"]
        reader = answer_readable(text, ans, c["domain"], problem=c["problem"])
        reader_case_answer = answer_readable(text, c["answer"], c["domain"], problem=c["problem"])
        reader_draft = answer_readable(c["draft"], c["answer"], c["domain"], problem=c["problem"])
        missing = [m for m in c["must_stay"] if m not in text]
        res.append(dict(id=c["id"], kind=c["kind"], domain=c["domain"], expect=c["expect"], summary=text,
                        hidden_answer=s.hidden_answer, had_answer=s.had_answer, answer_matches_case=(
                            (s.hidden_answer or "").strip() == c["answer"].strip()),
                        human_leak=human, reader_flag=reader, reader_flag_case_answer=reader_case_answer,
                        reader_on_draft=reader_draft, must_stay_missing=missing, placeholders=s.placeholders,
                        numerals=s.numerals, numerals_hidden=s.numerals_hidden,
                        override_reason=HUMAN_OVERRIDE.get(c["id"], {}).get("why")))
    rd = [dict(text=t, answer=a, truth=False, reader=answer_readable(t, a)) for t, a in READER_CLEAN]
    rd += [dict(text=t, answer=a, truth=True, reader=answer_readable(t, a)) for t, a in READER_LEAK]
    secs = time.perf_counter() - t0
    with open(OUT, "w") as f:
        for r in res:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    lk = [r for r in res if r["expect"] == "leak_must_be_hidden"]
    ks = [r for r in res if r["expect"] == "must_stay"]
    def by_kind(rows, pred):
        d = collections.Counter(r["kind"] for r in rows if pred(r))
        return dict(sorted(d.items()))
    cnt = {
        "cases": len(res), "leak_cases": len(lk), "must_stay_cases": len(ks), "seconds": round(secs, 2),
        "leaks_surviving_summary(human)": sum(r["human_leak"] for r in lk),
        "reader_false_negatives(human leak, reader False)": sum(r["human_leak"] and not r["reader_flag"] for r in res),
        "reader_true_positives": sum(r["human_leak"] and r["reader_flag"] for r in res),
        "reader_false_positives(no human leak, reader True)": sum((not r["human_leak"]) and r["reader_flag"] for r in res),
        "reader_misses_raw_draft": sum(not r["reader_on_draft"] for r in res if r["expect"] == "leak_must_be_hidden"),
        "over_hidden_cases(any must_stay missing, all cases)": sum(bool(r["must_stay_missing"]) for r in res),
        "over_hidden_must_stay_probes": sum(bool(r["must_stay_missing"]) for r in ks),
        "numerals_hidden_in_probes": f"{sum(r['numerals_hidden'] for r in ks)}/{sum(r['numerals'] for r in ks)}",
        "by_kind_leak_survives": by_kind(lk, lambda r: r["human_leak"]),
        "by_kind_reader_fn": by_kind(res, lambda r: r["human_leak"] and not r["reader_flag"]),
        "by_kind_over_hidden": by_kind(res, lambda r: bool(r["must_stay_missing"])),
        "by_kind_reader_fp": by_kind(res, lambda r: (not r["human_leak"]) and r["reader_flag"]),
    }
    cnt["reader_only_probes"] = {
        "clean_texts_flagged(FP)": f"{sum(r['reader'] for r in rd if not r['truth'])}/{sum(not r['truth'] for r in rd)}",
        "leaking_texts_missed(FN)": f"{sum(not r['reader'] for r in rd if r['truth'])}/{sum(r['truth'] for r in rd)}",
        "rows": rd}
    json.dump(cnt, open(CNT, "w"), indent=1, ensure_ascii=False)
    print(json.dumps(cnt, indent=1, ensure_ascii=False))

if __name__ == "__main__":
    main()
