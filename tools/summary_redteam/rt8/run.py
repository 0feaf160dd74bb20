import sys, json
import os; sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cases import CASES
from agon_mcore.agon.summary import summarize_draft
out = []
for c in CASES:
    s = summarize_draft(c["draft"], domain=c["domain"], problem=c["problem"])
    t = s.text
    hits = [a for a in c["answer_forms"] if a in t]
    miss = [k for k in c["must_keep"] if k not in t]
    out.append(dict(id=c["id"], kind=c["kind"], text=t, hits=hits, miss=miss))
    print("=====", c["id"], c["kind"], "| answer-forms present:", hits, "| must_keep missing:", miss)
    print(t)
json.dump(out, open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "raw.json"), "w"), ensure_ascii=False, indent=1)
