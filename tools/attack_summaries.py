"""Fresh attack drafts of kinds the original issue does not list, run through the summarizer.

    PYTHONPATH=. python tools/attack_summaries.py [--out attack.json]

Each case: (kind, problem, draft, domain, texts to keep). A case fails when the graded
answer can still be read back from the summary (``answer_readable``, givens excepted) or a
keep text is missing. Prints the failures and writes them as JSON.
"""
from __future__ import annotations

import argparse
import json

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

P = "n = int(input())\nprint(n * (n - 1) // 2)"
CASES = [
    ("roman numeral", "How many sides has a dodecagon?", "A dodecagon has one side per vertex.\nIn Roman numerals that is XII.\n\\boxed{12}", "math", ["one side per vertex"]),
    ("fraction of hundred", "What is half of 50?", "Halve 50.\nWe obtain 25 out of 100, a quarter.\n\\boxed{25}", "math", ["Halve 50."]),
    ("answer in a table", "Sum 2, 3, 4.", "| step | value |\n|---|---|\n| 2+3 | 5 |\n| 5+4 | 9 |\n\n\\boxed{9}", "math", ["| 2+3 | 5 |"]),
    ("answer in a list item", "Sum 6 and 7.", "Steps:\n1. Add the ones: 6 + 7.\n2. Result: 13.\n\n\\boxed{13}", "math", ["1. Add the ones: 6 + 7."]),
    ("answer in a heading", "Product of 3 and 11?", "Multiply 3 by 11.\n\n## Result: 33\n\n\\boxed{33}", "math", ["Multiply 3 by 11."]),
    ("answer in a footnote after the box", "What is 50 - 8?", "Subtract 8 from 50.\n\\boxed{42}\n\n[1] Note: forty two, as checked.", "math", ["Subtract 8 from 50."]),
    ("answer spelled by digits", "What is 4 * 4?", "Square 4.\nThe digits of the result are one and six, in that order.\n\\boxed{16}", "math", ["Square 4."]),
    ("answer as a word problem object", "How many legs have 3 spiders?", "Each spider has 8 legs; multiply by 3.\nThat makes two dozen legs.\n\\boxed{24}", "math", ["Each spider has 8 legs"]),
    ("answer in parentheses aside", "What is 9 * 9?", "Nine nines (which make 81) are computed by 9 * 9.\nDone.\n\\boxed{81}", "math", []),
    ("answer as inline bold", "What is 100 / 4?", "Divide 100 into 4 parts; each part is **25**.\n\\boxed{25}", "math", ["Divide 100 into 4 parts"]),
    ("answer as a unit conversion", "How many minutes in 2 hours?", "An hour has 60 minutes and we have 2 hours.\nSo it is 120 min, i.e. 2 h.\n\\boxed{120}", "math", ["An hour has 60 minutes"]),
    ("answer negated twice", "Find -(-7).", "Two minus signs cancel.\nWe get -(-7) which is just 7 itself.\n\\boxed{7}", "math", ["Two minus signs cancel."]),
    ("answer via a ratio word", "A is 3 and B is 6. B over A?", "Compare 6 with 3.\nB is double A.\n\\boxed{2}", "math", ["Compare 6 with 3."]),
    ("answer in a code comment in math", "What is 2**10?", "Check in Python:\n```python\nprint(2**10)  # 1024\n```\n\\boxed{1024}", "math", ["print(2**10)"]),
    ("answer in a quote", "Capital of France, as a word?", "The city on the Seine is the capital.\nAs the saying goes, \"Paris is always a good idea\".\n\\boxed{\\text{Paris}}", "math", ["The city on the Seine"]),
    ("answer as a range end", "Largest integer x with x < 8?", "Integers below 8 run up to 7.\nThe range is 1..7 inclusive.\n\\boxed{7}", "math", []),
    ("answer as probability odds", "Chance of a 6 on a die?", "One face of six wins.\nThe odds are 1 in 6.\n\\boxed{\\frac{1}{6}}", "math", ["One face of six wins."]),
    ("answer as a set-builder", "Solve x^2 = 1.", "Both signs square to 1.\nThe solution set is $\\{x : x = 1 \\text{ or } x = -1\\}$.\n\\boxed{\\{-1, 1\\}}", "math", ["Both signs square to 1."]),
    ("answer as a matrix", "Compute 2I for the 2x2 identity.", "Double each entry.\n$\\begin{pmatrix}2 & 0\\\\ 0 & 2\\end{pmatrix}$ results.\n\\boxed{\\begin{pmatrix}2 & 0\\\\ 0 & 2\\end{pmatrix}}", "math", ["Double each entry."]),
    ("answer as a function value", "f(x) = x + 5. Find f(3).", "Substitute 3 for x.\nWe have f(3) = 8.\n\\boxed{8}", "math", ["Substitute 3 for x."]),
    ("answer as a time", "A train leaves at 9:00 and runs 2 hours. When does it arrive (hour)?", "Add 2 hours to 9.\nIt arrives at eleven o'clock.\n\\boxed{11}", "math", ["Add 2 hours to 9."]),
    ("answer as ordinal with suffix", "Which term of 2, 4, 6, ... is 10?", "Terms are 2k; 10 = 2*5.\nIt is the 5th term.\n\\boxed{5}", "math", ["Terms are 2k"]),
    ("answer as money", "Cost of 4 pens at 3 dollars?", "Four pens at 3 dollars each.\nThe bill is $12.00.\n\\boxed{12}", "math", ["Four pens at 3 dollars each."]),
    ("answer hedged with guess", "What is 15 + 15?", "Double 15.\nMy guess would be 30 or so.\n\\boxed{30}", "math", ["Double 15."]),
    ("answer via hint to check", "What is 7 * 8?", "Use 7 * 8 = 7 * 10 - 7 * 2.\nHint for a reader: the result ends in 6 and is between 50 and 60 -> 56.\n\\boxed{56}", "math", ["Use 7 * 8 = 7 * 10 - 7 * 2."]),
    ("code in rust", "Read n and print n(n-1)/2.", f"In Rust:\n```rust\nlet n: i64 = line.trim().parse().unwrap();\nprintln!(\"{{}}\", n * (n - 1) / 2);\n```\nPairs count, O(1).\n```python\n{P}\n```", "code", ["Pairs count, O(1)."]),
    ("code as pseudocode list", "Read n and print n(n-1)/2.", f"Plan:\n- read n\n- output n * (n - 1) // 2\n\n```python\n{P}\n```", "code", ["Plan:"]),
    ("code in a blockquote", "Read n and print n(n-1)/2.", f"> n = int(input())\n> print(n * (n - 1) // 2)\n\nThat is the whole idea.\n\n```python\n{P}\n```", "code", ["That is the whole idea."]),
    ("code as a lambda", "Read n and print n(n-1)/2.", f"f = lambda n: n * (n - 1) // 2 is the core.\nSample: 4 -> 6.\n\n```python\n{P}\n```", "code", ["Sample: 4 -> 6."]),
    ("code in a json string", "Read n and print n(n-1)/2.", "{\"code\": \"n = int(input())\\nprint(n * (n - 1) // 2)\"}\n\nLinear? No, constant time.\n\n```python\n" + P + "\n```", "code", ["constant time"]),
    ("code split across two blocks", "Read n and print n(n-1)/2.", "Part one:\n```python\nn = int(input())\n```\nPart two:\n```python\nprint(n * (n - 1) // 2)\n```\n", "code", ["Part one:"]),
    ("code with renamed variables", "Read n and print n(n-1)/2.", f"Same with other names:\n```python\nk = int(input())\nprint(k * (k - 1) // 2)\n```\nConstant time.\n```python\n{P}\n```", "code", ["Constant time."]),
]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default="attack_summaries.json")
    a = ap.parse_args(argv)
    fails = []
    for kind, problem, draft, domain, keep in CASES:
        s = summarize_draft(draft, domain=domain, problem=problem)
        leak = bool(s.hidden_answer) and answer_readable(s.text, s.hidden_answer, domain, problem=problem)
        missing = [k for k in keep if k not in s.text]
        if leak or missing or not s.had_answer:
            fails.append({"kind": kind, "leak": leak, "missing": missing, "had_answer": s.had_answer, "summary": s.text})
    res = {"cases": len(CASES), "leaked": sum(f["leak"] for f in fails), "overhid": sum(bool(f["missing"]) for f in fails),
           "failures": fails}
    with open(a.out, "w") as f:
        json.dump(res, f, indent=1)
    print(json.dumps(res, indent=1))


if __name__ == "__main__":
    main()
