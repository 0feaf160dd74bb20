import json
from cases import CASES
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
json.dump(out,open("out.json","w"),ensure_ascii=False,indent=1)
