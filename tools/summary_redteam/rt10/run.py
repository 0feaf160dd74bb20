import importlib, json, sys, time
# usage: python run.py [cases|cases2|cases3]  (writes out.json, out2.json or out3.json)
NAME = sys.argv[1] if len(sys.argv) > 1 else "cases"
CASES = importlib.import_module(NAME).CASES
from agon_mcore.agon.summary import summarize_draft
from agon_mcore.agon.leak import answer_readable
out = []
for c in CASES:
    t = time.time()
    try:
        s = summarize_draft(c["draft"], domain=c["domain"], problem=c["problem"]).text
    except Exception as e:
        s = "ERROR: %r" % e
    try:
        r = answer_readable(s, c["answer"], c["domain"], problem=c["problem"])
    except Exception as e:
        r = "ERR %r" % e
    lf = {f: (f in s) for f in c["leak_forms"]}
    mk = {f: (f in s) for f in c["must_keep"]}
    out.append(dict(id=c["id"], kind=c["kind"], summary=s, reader=r, leak_forms_present=lf, must_keep_present=mk, secs=round(time.time()-t,2)))
    print("=" * 30, c["id"], c["kind"], "reader=", r, "t=", out[-1]["secs"])
    print(s)
    print("leak substrings present:", lf)
    print("must_keep present:", mk)
json.dump(out, open("out%s.json" % NAME[len("cases"):], "w"), indent=1, ensure_ascii=False)
