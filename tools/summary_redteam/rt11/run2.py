import json
from cases2 import CASES
from agon_mcore.agon.summary import summarize_draft
from agon_mcore.agon.leak import answer_readable
out=[]
for cid,kind,dom,prob,ans,draft in CASES:
    try:
        s=summarize_draft(draft,domain=dom,problem=prob).text
    except Exception as e:
        s="EXC "+repr(e)
    try: r=answer_readable(s,ans,dom,problem=prob)
    except Exception as e: r="EXC "+repr(e)
    out.append(dict(id=cid,kind=kind,reader=r,summary=s))
    print("=====",cid,kind,"reader=",r); print(s)
json.dump(out,open("out2.json","w"),ensure_ascii=False,indent=1)
print("==== reader probes")
for t,a in [("product is ⁹¹","91"),(r"\def\res{9 1}","91"),("Sum: ३९९.","399"),("Sum: ３９９.","399"),("9\ufe0f\u20e31\ufe0f\u20e3","91"),("ninety-one","91"),("three hundred ninety-nine","399"),("x = 400 - 1\nprint(x)","399"),("XCI","91"),("9\u200b1","91"),("9\u00ad1","91"),("⑨①","91")]:
    print(repr(t), answer_readable(t,a,"math",problem=None))
