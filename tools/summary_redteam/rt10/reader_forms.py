import cases
allc = list(cases.CASES)
import cases2; allc += list(cases2.CASES)
import cases3; allc += list(cases3.CASES)
from agon_mcore.agon.leak import answer_readable
import json; json.dump([{k:c[k] for k in ('id','kind','problem','answer','leak_forms','must_keep','domain','draft')} for c in allc], open('all_cases.json','w'), indent=1, ensure_ascii=False)
for c in allc:
    for f in c["leak_forms"]:
        r = answer_readable(f, c["answer"], c["domain"], problem=c["problem"])
        print(c["id"], r, repr(f[:60]))
