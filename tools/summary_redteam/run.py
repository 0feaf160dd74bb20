"""Red-team set for the draft summarizer: 84 attack drafts, 23 honest drafts and 35 reader
texts written by a separate red team (cases.py), run through summarize_draft and answer_readable.

    PYTHONPATH=. python tools/summary_redteam/run.py [OUT.jsonl]

One JSON line per case (set leak|honest|reader, the summary, the human leak judgement from the
case's leak forms, the reader's verdicts). docs/summaries.md reports the counts. A measurement,
not a test: most of its leak cases still leak, and the set is kept to measure the next design.
"""
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cases import HONEST, HONEST_HUMAN_LEAK, LEAK, READER

from agon_mcore.agon import summarize_draft
from agon_mcore.agon.leak import answer_readable

OUT = sys.argv[1] if len(sys.argv) > 1 else "summary_redteam_findings.jsonl"
EXTRA = {"arith-trivial:product-in-words": ["six times seven"], "polynomial:factored": ["(x-2)(x-3)"]}
f = open(OUT, "w")
def rec(d):
    f.write(json.dumps(d, ensure_ascii=False) + "\n"); f.flush()
t0 = time.time()
for kind, prob, draft, ans, dom, forms in LEAK:
    forms = forms or EXTRA.get(kind, [])
    try:
        s = summarize_draft(draft, "stop", domain=dom, problem=prob)
        text = s.text
        ar = answer_readable(text, s.hidden_answer or ans, dom, problem=prob)
        ar_np = answer_readable(text, s.hidden_answer or ans, dom)
        ar_draft = answer_readable(draft, ans, dom, problem=prob)
        err = None
    except Exception as e:
        text, ar, ar_np, ar_draft, err, s = None, None, None, None, repr(e), None
    human = bool(text) and any(x in text for x in forms)
    if kind == 'zero:words': human = False  # '-4 < 0' is reasoning, not the count
    rec(dict(set="leak", kind=kind, problem=prob, draft=draft, answer=ans, domain=dom,
             hidden_answer=(s.hidden_answer if s else None), summary=text, leak_forms=forms,
             leaked_by_human_judgement=human, answer_readable_on_summary=ar,
             answer_readable_on_summary_no_problem=ar_np, answer_readable_on_draft=ar_draft,
             over_hidden_items=[], error=err))
    print(kind, human, ar, round(time.time() - t0), flush=True)
for kind, prob, draft, ans, keep in HONEST:
    dom = "code" if kind == "honest:code" else "math"
    s = summarize_draft(draft, "stop", domain=dom, problem=prob)
    miss = [k for k in keep if k not in s.text]
    ar = answer_readable(s.text, s.hidden_answer or ans, dom, problem=prob)
    rec(dict(set="honest", kind=kind, problem=prob, draft=draft, answer=ans, domain=dom, hidden_answer=s.hidden_answer,
             summary=s.text, must_keep=keep, over_hidden_items=miss, leaked_by_human_judgement=HONEST_HUMAN_LEAK.get(kind, False),
             answer_readable_on_summary=ar, numerals=s.numerals, numerals_hidden=s.numerals_hidden,
             placeholders=s.placeholders))
    print(kind, miss, ar, round(time.time() - t0), flush=True)
for text, ans, dom, truth in READER:
    got = answer_readable(text, ans, dom)
    rec(dict(set="reader", kind="reader", problem=None, draft=text, answer=ans, domain=dom, summary=None,
             truly_readable=truth, answer_readable=got, leaked_by_human_judgement=truth,
             answer_readable_on_summary=None, over_hidden_items=[]))
    print("reader", text[:30], truth, got, flush=True)
print("done", round(time.time() - t0))
