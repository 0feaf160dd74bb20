"""Writes tests/data/summary_drafts.jsonl: the labelled drafts (math and code, correct and wrong) that
tools/eval_summaries.py measures the summarizer and the reader on. Each template is one kind of draft;
`hide` lists texts the summary must not keep, `keep` texts it must keep (`keep_states`: the kept ones
that state the answer value, givens and intermediate results)."""
import json
import random

R = random.Random(7)
rows = []
def add(kind, domain, problem, draft, answer, gold, hide, keep, keep_states=()):
    rows.append(dict(id=f"{kind}-{sum(r['kind']==kind for r in rows)}", kind=kind, domain=domain, problem=problem,
                     draft=draft, answer=answer, gold=gold, correct=(answer == gold), hide=list(hide), keep=list(keep),
                     keep_states=list(keep_states)))
W = {2:"two",3:"three",4:"four",5:"five",6:"six",7:"seven",8:"eight",9:"nine",10:"ten",11:"eleven",12:"twelve",13:"thirteen",
     14:"fourteen",15:"fifteen",16:"sixteen",18:"eighteen",20:"twenty",21:"twenty-one",24:"twenty-four",30:"thirty",36:"thirty-six",42:"forty-two",48:"forty-eight",60:"sixty"}
# --- number words
for a, b, wrong in [(3, 4, False), (5, 7, True), (6, 6, False), (4, 8, True), (9, 3, False), (7, 5, False)]:
    tot = a * b + (1 if wrong else 0)
    if tot not in W: continue
    add("number-words", "math", f"A box holds {a} rows of {b} marbles. How many marbles are there?",
        f"<think>rows times columns</think>Each row has {b} marbles and there are {a} rows.\nMultiplying, {a} \\times {b} gives the count.\nSo there are {W[tot]} marbles in the box.\n\n\\boxed{{{tot}}}",
        str(tot), str(a*b), hide=[f"{W[tot]} marbles", f"\\boxed{{{tot}}}"], keep=[f"Each row has {b} marbles and there are {a} rows.", f"{a} \\times {b}"])
for n in [12, 24, 36, 48]:
    add("dozen", "math", f"Eggs come in cartons of 12. How many eggs are in {n//12} cartons?",
        f"Each carton is a dozen eggs, and we have {n//12} cartons.\nTherefore we have {'a' if n==12 else W[n//12]} dozen eggs in all, i.e. $\\boxed{{{n}}}$.",
        str(n), str(n), hide=[f"\\boxed{{{n}}}"], keep=["Each carton is a dozen eggs"], keep_states=["Each carton is a dozen eggs"] if n == 12 else [])
for num, den, word in [(3, 4, "three quarters"), (2, 3, "two thirds"), (1, 2, "one half"), (3, 5, "three fifths"), (5, 8, "five eighths")]:
    add("fraction-words", "math", f"A floor has {den*4} tiles and {num*4} are blue. What fraction is blue?",
        f"There are {den*4} tiles and {num*4} of them are blue.\nThe ratio is {num*4}/{den*4}, and dividing top and bottom by 4 simplifies it.\nHence {word} of the tiles are blue.\n\n$\\boxed{{\\frac{{{num}}}{{{den}}}}}$",
        f"\\frac{{{num}}}{{{den}}}", f"\\frac{{{num}}}{{{den}}}", hide=[word, f"\\frac{{{num}}}{{{den}}}"], keep=[f"There are {den*4} tiles and {num*4} of them are blue.", f"{num*4}/{den*4}"],
        keep_states=[f"{num*4}/{den*4}"])
for k, w in [(4, "fourth"), (3, "third"), (5, "fifth"), (7, "seventh")]:
    add("ordinal", "math", f"In a line, Ana stands behind {k-1} people. What is her position?",
        f"There are {k-1} people ahead of Ana, so we add one for Ana herself: {k-1} + 1.\nThus Ana is the {w} person in line.\n\\boxed{{{k}}}",
        str(k), str(k), hide=[f"the {w} person", f"\\boxed{{{k}}}"], keep=[f"There are {k-1} people ahead of Ana", f"{k-1} + 1"])
for k, w in [(5, "fivefold"), (3, "threefold"), (4, "four-fold")]:
    add("fold", "math", f"A price rose from 20 to {20*k} dollars. By what factor did it rise?",
        f"The old price is 20 and the new one is {20*k}; the factor is {20*k}/20.\nSo the price rose {w}.\n\n\\boxed{{{k}}}",
        str(k), str(k), hide=[w, f"\\boxed{{{k}}}"], keep=[f"the new one is {20*k}", f"{20*k}/20"])
for txt, ans in [("there are infinitely many such integers", "\\infty"), ("so there is no such number, the count is", "0"), ("and this is the unique solution, so the count is", "1")]:
    add("count-words", "math", "How many integers n satisfy the condition?",
        f"We test the condition for small n and find the pattern persists for every n of the form 4k+1.\nIn conclusion {txt} as shown.\n\\boxed{{{ans}}}",
        ans, ans, hide=[txt, f"\\boxed{{{ans}}}"], keep=["We test the condition for small n", "4k+1"])
add("verdict-word", "math", "Can 7 be written as a sum of two squares? Answer yes or no.",
    "Squares below 7 are 0, 1 and 4. Sums of two of them: 0, 1, 2, 4, 5, 8.\nSince 7 is not among them, it is impossible.\n\n\\boxed{\\text{No}}",
    "\\text{No}", "\\text{No}", hide=["it is impossible", "\\boxed{\\text{No}}"], keep=["Squares below 7 are 0, 1 and 4.", "0, 1, 2, 4, 5, 8"])
add("verdict-word", "math", "Is 91 prime? Answer yes or no.",
    "We try small divisors: 91 / 7 = 13.\nTherefore 91 cannot be prime, so no.\n\\boxed{No}",
    "No", "No", hide=["cannot be prime, so no", "\\boxed{No}"], keep=["91 / 7 = 13"])
for v, s in [("⅔", "\\frac{2}{3}"), ("¾", "\\frac{3}{4}")]:
    add("unicode-fraction", "math", "Simplify 8/12 or 9/12.",
        f"Divide numerator and denominator by 4 or 3.\nSo the fraction reduces to {v}.\n\\boxed{{{s}}}", s, s, hide=[v], keep=["Divide numerator and denominator"])
for v, n in [("五", 5), ("十二", 12)]:
    add("cjk-numeral", "math", f"What is {n-2} + 2?", f"Start at {n-2} and add 2.\nThe total is {v}.\n\\boxed{{{n}}}", str(n), str(n), hide=[v], keep=[f"Start at {n-2} and add 2."])
for n in [4, 9]:
    add("superscript", "math", "What is the degree of the polynomial p from part (a)?", f"The leading term has exponent {n}.\nSo the degree shows in $x^{{{n}}}$, i.e. x{'⁴' if n==4 else '⁹'}.\n\\boxed{{{n}}}", str(n), str(n),
        hide=[f"x{'⁴' if n==4 else '⁹'}"], keep=[])
# --- notations
for p, q, dec in [(1, 6, "0.1(6)"), (1, 6, "0.1666..."), (1, 3, "0.333..."), (2, 9, "0.\\overline{2}"), (5, 6, "0.8(3)")]:
    add("repeating-decimal", "math", f"Compute {p*2}/{q*2} in lowest terms.",
        f"We divide {p*2} by {q*2}.\nLong division gives {dec} as the decimal.\n\n\\boxed{{\\frac{{{p}}}{{{q}}}}}", f"\\frac{{{p}}}{{{q}}}", f"\\frac{{{p}}}{{{q}}}",
        hide=[dec], keep=[f"We divide {p*2} by {q*2}."])
for m, form in [(1200, "1.2e3"), (1200, "1.2×10³"), (45000, "4.5 \\times 10^{4}"), (3000, "3e3")]:
    add("scientific", "math", f"What is {m//100} times 100?", f"Multiply {m//100} by 100.\nThe product is {form}.\n\\boxed{{{m}}}", str(m), str(m), hide=[form], keep=[f"Multiply {m//100} by 100."])
for v, form in [(31, "0x1F"), (11, "1011₂"), (5, "101_2"), (255, "0xFF")]:
    add("base", "math", "Convert the number written in another base to decimal.", f"Read the digits with place values.\nThat number is {form}, which we convert.\n\\boxed{{{v}}}", str(v), str(v), hide=[form], keep=["Read the digits with place values."])
for form, val in [("1 1/2", "\\frac{3}{2}"), ("2 1/4", "\\frac{9}{4}"), ("1\\frac{1}{3}", "\\frac{4}{3}")]:
    add("mixed-number", "math", "A recipe needs half of 3 cups / 4.5 / 4 cups... how many cups?", f"Take the amounts and combine them.\nThe answer is {form} cups.\n\\boxed{{{val}}}", val, val, hide=[form], keep=["Take the amounts and combine them."])
for pct, dec in [("40%", "0.4"), ("25\\%", "0.25"), ("75 percent", "0.75"), ("12.5%", "0.125")]:
    add("percent", "math", "What share of the class passed? Give a decimal.", f"Count those who passed and divide by the class size.\nThe result is {pct} of the class.\n\\boxed{{{dec}}}", dec, dec, hide=[pct], keep=["Count those who passed"])
for appr, ex in [("2.236", "\\sqrt{5}"), ("1.414", "\\sqrt{2}"), ("3.1416", "\\pi"), ("1.732", "\\sqrt{3}")]:
    add("decimal-approx", "math", "Find the length of the diagonal.", f"By Pythagoras the square of the length is known.\nNumerically the length is about {appr}.\n\\boxed{{{ex}}}", ex, ex, hide=[appr], keep=["By Pythagoras"])
for f, ex in [("sqrt(5)", "\\sqrt{5}"), ("5^(1/2)", "\\sqrt{5}"), ("2*sqrt(3)", "2\\sqrt{3}"), ("√7", "\\sqrt{7}")]:
    add("plain-root", "math", "Find the distance.", f"Square both legs and add them up.\nThe distance is {f}.\n\\boxed{{{ex}}}", ex, ex, hide=[f], keep=["Square both legs"])
for deg, rad in [("60°", "\\frac{\\pi}{3}"), ("90 degrees", "\\frac{\\pi}{2}"), ("45^\\circ", "\\frac{\\pi}{4}")]:
    add("degrees", "math", "Find the angle in radians.", f"The triangle is special, so we read the angle from it.\nThe angle is {deg}.\n\\boxed{{{rad}}}", rad, rad, hide=[deg], keep=["The triangle is special"])
# --- pieces and relatives
for x, y in [(3, -1), (2, 5), (-4, 1)]:
    add("tuple-pieces", "math", f"Solve x + y = {x+y}, x - y = {x-y}.", f"Adding the equations gives $2x = {2*x}$.\nSubtracting gives $2y = {2*y}$.\nTherefore x is {x} and y is {y}.\n\\boxed{{({x}, {y})}}",
        f"({x}, {y})", f"({x}, {y})", hide=[f"x is {x} and y is {y}"], keep=[f"$2x = {2*x}$", f"$2y = {2*y}$"])
for a, b in [(-1, 3), (2, 7)]:
    add("interval-inequality", "math", f"Solve (x-{a})(x-{b}) < 0.".replace("--", "+"), f"The parabola opens upward with roots {a} and {b}.\nSo the solution set is ${a} < x < {b}$.\n\\boxed{{({a}, {b})}}",
        f"({a}, {b})", f"({a}, {b})", hide=[f"${a} < x < {b}$"], keep=[f"roots {a} and {b}"], keep_states=[])
for r in [2, 3]:
    add("pm-pair", "math", f"Solve x^2 = {r*r}.", f"Take square roots of both sides of $x^2 = {r*r}$.\nHence $x = \\pm {r}$.\n\\boxed{{{r}, -{r}}}", f"{r}, -{r}", f"{r}, -{r}", hide=[f"\\pm {r}"], keep=[f"$x^2 = {r*r}$"])
for c in [5, 7]:
    add("coefficient", "math", "What is the leading coefficient of the product in part (b) after expanding?", f"Expand the product and collect the terms.\nSo the polynomial is $p(x) = {c}x^3 - x + 2$.\n\\boxed{{{c}}}", str(c), str(c), hide=[f"{c}x^3"], keep=["Expand the product and collect the terms."])
for poly, ans in [("(x+1)^2", "x^2 + 2x + 1"), ("(x-2)(x+2)", "x^2 - 4")]:
    add("equiv-poly", "math", "Expand the expression.", f"Multiply out term by term.\nThus the expression equals ${poly}$ in factored form.\n\\boxed{{{ans}}}", ans, ans, hide=[poly], keep=["Multiply out term by term."])
for eq, ans in [("2x + 1 = y", "y = 2x + 1"), ("y - 3x = 4", "y = 3x + 4")]:
    add("reordered-eq", "math", "Find the line through the points.", f"Compute the slope from the two points, then the intercept.\nTherefore the line is ${eq}$.\n\\boxed{{{ans}}}", ans, ans, hide=[eq], keep=["Compute the slope"])
for z, ans in [("4i + 3", "3 + 4i"), ("-2i + 1", "1 - 2i")]:
    add("complex-reordered", "math", "Multiply the complex numbers.", f"Use $i^2 = -1$ and collect real and imaginary parts.\nWe get ${z}$.\n\\boxed{{{ans}}}", ans, ans, hide=[z], keep=["$i^2 = -1$"])
# --- multiple choice
for L, phr in [("C", "pick C"), ("B", "option B is the only one left"), ("D", "we go with D"), ("A", "choose (A)"), ("E", "select E")]:
    add("choice-prose", "math", "Which is prime? (A) 21 (B) 23 (C) 25 (D) 27 (E) 29", f"We test each option for small divisors.\n21 = 3*7, 25 = 5*5 and 27 = 3*9 are composite.\nSo we {phr}.\n\\boxed{{{L}}}", L, "B",
        hide=[phr], keep=["We test each option for small divisors.", "21 = 3*7"])
# --- LaTeX variants
for form, ans in [("\\cfrac{3}{4}", "0.75"), ("{3 \\over 4}", "0.75"), ("\\displaystyle\\frac{3}{4}", "0.75"), ("\\tfrac34", "0.75"), ("12\\,000", "12000"), ("\\dfrac{5}{2}", "2.5")]:
    add("latex-variant", "math", "Compute the value.", f"Work out the ratio from the data.\nThe result is ${form}$.\n\\boxed{{{ans}}}", ans, ans, hide=[form], keep=["Work out the ratio from the data."])
# --- over-hiding
for r in [2, 3]:
    add("overhide-root-equal-count", "math", f"How many real solutions does x^2 = {r*r} have?", f"Take square roots: $x = \\pm {r}$.\nBoth roots are real and distinct.\nSo the number of solutions is {r if r==2 else 2}.\n\\boxed{{2}}",
        "2", "2", hide=[f"So the number of solutions is {r if r==2 else 2}"], keep=[f"$x = \\pm {r}$", "Both roots are real and distinct."])
for v in [5, 8]:
    add("overhide-negation", "math", f"Find b if b + {v} = 0, then report |b|.", f"From $b + {v} = 0$ we get $b = -{v}$.\nIts absolute value is what we report.\n\\boxed{{{v}}}", str(v), str(v),
        hide=[], keep=[f"$b = -{v}$", f"$b + {v} = 0$"], keep_states=[f"$b + {v} = 0$"])
for v in [1]:
    add("overhide-pronoun", "math", "How many even primes are there?", "Every even number above 2 has 2 as a factor, so one of the primes must be 2 itself.\nNo other even number is prime.\n\\boxed{1}", "1", "1",
        hide=[], keep=["one of the primes must be 2 itself"])
for g in [6, 10]:
    add("overhide-given", "math", f"A rectangle has width {g} and length {g+4}. What is the length minus 4?", f"The width is {g} and the length is {g+4}.\nSubtract 4 from the length: {g+4} - 4.\nSo the answer is {g}.\n\\boxed{{{g}}}", str(g), str(g),
        hide=[f"So the answer is {g}"], keep=[f"The width is {g} and the length is {g+4}."], keep_states=[f"The width is {g} and the length is {g+4}."])
for a, b, c in [(3, 4, 5), (6, 8, 10), (5, 12, 13)]:
    add("overhide-derivation", "math", f"A right triangle has legs {a} and {b}. Find the hypotenuse.", f"Square the legs: ${a}^2 = {a*a}$ and ${b}^2 = {b*b}$.\nAdd them: ${a*a} + {b*b} = {c*c}$.\nTake the square root: $\\sqrt{{{c*c}}} = {c}$.\nSo the hypotenuse is {c}.\n\\boxed{{{c}}}", str(c), str(c),
        hide=[f"So the hypotenuse is {c}"], keep=[f"${a}^2 = {a*a}$", f"${b}^2 = {b*b}$", f"${a*a} + {b*b} = {c*c}$"])
for x, tot in [(12, 24), (7, 23)]:
    add("overhide-intermediate", "math", f"Tom has some apples; after doubling and adding {tot-2*x} he has {tot}... how many did he start with?", f"Let the start be s. After doubling he has 2s, then {tot-2*x} more gives {tot}.\nSo $2s = {2*x}$, and halving gives $s = {x}$.\nCheck: $2 \\cdot {x} + {tot-2*x} = {tot}$.\n\\boxed{{{x}}}", str(x), str(x),
        hide=[f"$s = {x}$"], keep=[f"$2s = {2*x}$"])  # the check after the last step may go with the conclusion
# wrong drafts
for a, b in [(17, 23), (14, 16), (19, 21)]:
    add("wrong-arith", "math", f"What is {a} + {b}?", f"Add the tens: {a//10*10} + {b//10*10} = {a//10*10+b//10*10}. Add the ones: {a%10} + {b%10} = {a%10+b%10}.\nCombining gives {a+b+10} in total.\n\\boxed{{{a+b+10}}}", str(a+b+10), str(a+b),
        hide=[f"Combining gives {a+b+10}"], keep=[f"Add the tens: {a//10*10} + {b//10*10}"])
# after-box restatement
for v in [14, 27]:
    add("after-box", "math", f"Compute {v-4} + 4.", f"We add 4 to {v-4}.\n\\boxed{{{v}}}\nThat is, the sum equals {W.get(v, str(v))}.", str(v), str(v), hide=[f"{W.get(v, str(v))}"], keep=[f"We add 4 to {v-4}."])
# final answer statement without box
add("statement-no-box", "math", "What is 6 times 7?", "Six sevens: 7+7+7+7+7+7.\n\\boxed{41}\nWait, recount: the final answer is 42.", "42", "42", hide=["42"], keep=["7+7+7+7+7+7"])
# --- code
PROG = {
 "sum": ("Read n integers and print their sum.", "n = int(input())\na = list(map(int, input().split()))\nprint(sum(a))", "s = 0\nfor x in a:\n    s += x\nprint(s)", "int n; std::cin >> n; long long s = 0; for (int i = 0; i < n; i++) { int x; std::cin >> x; s += x; } std::cout << s;"),
 "tri": ("Read n and print 1 + 2 + ... + n.", "n = int(input())\nprint(n * (n + 1) // 2)", "total = 0\nfor i in range(1, n + 1):\n    total += i\nprint(total)", "long long n; std::cin >> n; std::cout << n * (n + 1) / 2;"),
 "maxdiff": ("Print the largest minus the smallest of the list.", "a = list(map(int, input().split()))\nprint(max(a) - min(a))", "print(sorted(a)[-1] - sorted(a)[0])", "let a = readline().split(' ').map(Number); console.log(Math.max(...a) - Math.min(...a));"),
 "evens": ("Count the even numbers in the list.", "a = list(map(int, input().split()))\nprint(sum(1 for x in a if x % 2 == 0))", "c = 0\nfor x in a:\n    if x % 2 == 0:\n        c += 1\nprint(c)", "int c = 0; for (int x : a) if (x % 2 == 0) c++; std::cout << c;"),
}
for key, (prob, prog, dbg, cpp) in PROG.items():
    fin = f"```python\n{prog}\n```"
    add("code-final", "code", prob, f"<think>plan</think>Read the input and compute directly in O(n).\n\nSample: input `3` gives the printed value.\n\n{fin}", prog, prog, hide=[prog], keep=["Read the input and compute directly in O(n)."])
    add("code-debug-version", "code", prob, f"First a debug version:\n\n```python\n{prog}\nprint('debug', locals())\n```\n\nThe clean program:\n\n{fin}", prog, prog, hide=[prog + "\nprint('debug', locals())"], keep=["First a debug version:"])
    add("code-translation", "code", prob, f"In C++ this would be:\n\n```cpp\n{cpp}\n```\n\nIt runs in linear time.\n\n{fin}", prog, prog, hide=[cpp], keep=["It runs in linear time."])
    add("code-tilde", "code", prob, f"Sketch:\n\n~~~\n{prog}\n~~~\n\nThe complexity is O(n).\n\n{fin}", prog, prog, hide=["~~~\n" + prog], keep=["The complexity is O(n)."])
    add("code-indented", "code", prob, "Idea, as code:\n\n" + "\n".join("    " + ln for ln in prog.split("\n")) + f"\n\nMemory is O(1) beyond the input.\n\n{fin}", prog, prog, hide=["    " + prog.split("\n")[-1]], keep=["Memory is O(1) beyond the input."])
    add("code-heredoc", "code", prob, f"Run it like this:\n\npython3 - <<EOF\n{prog}\nEOF\n\nIt reads stdin once.\n\n{fin}", prog, prog, hide=[prog.split("\n")[-1]], keep=["It reads stdin once."])
    add("code-doctest", "code", prob, "Checked in a session:\n\n" + "\n".join(">>> " + ln for ln in prog.split("\n")) + f"\n\nThe loop is linear.\n\n{fin}", prog, prog, hide=[">>> " + prog.split("\n")[-1]], keep=["The loop is linear."])
    add("code-diff", "code", prob, "Fix from the first attempt:\n\n" + "\n".join(["--- a/sol.py", "+++ b/sol.py", "@@ -1,2 +1,2 @@"] + ["+" + ln for ln in prog.split("\n")]) + f"\n\nNow it passes the sample.\n\n{fin}", prog, prog, hide=["+" + prog.split("\n")[-1]], keep=["Now it passes the sample."])
    add("code-pre", "code", prob, f"<pre>\n{prog}\n</pre>\n\nEach value is read once.\n\n{fin}", prog, prog, hide=["<pre>\n" + prog], keep=["Each value is read once."])
    last = prog.split("\n")[-1]
    expr = last[len("print("):-1]
    add("code-prose-return", "code", prob, f"The program prints {expr} after reading the input.\nSample input 3 gives the expected output.\n\n{fin}", prog, prog, hide=[expr], keep=["after reading the input", "Sample input 3 gives the expected output."])
    add("code-inline-oneliner", "code", prob, f"As a one-liner: `{last}` does it.\nEdge case: an empty list.\n\n{fin}", prog, prog, hide=[last], keep=["Edge case: an empty list."])
    add("code-keep-io", "code", prob, f"Sample run:\n\n```text\n3\n1 2 3\n```\n\nHelper idea: loop once.\n\n{fin}", prog, prog, hide=[prog], keep=["```text\n3\n1 2 3\n```", "Helper idea: loop once."])
for a, b in [(8, 9), (12, 13)]:
    add("wrong-restated", "math", f"What is {a} times {b}?", f"Use {a} \\times {b} = {a} \\times {b-1} + {a}.\nThat gives {a*(b-1)} + {a}.\nSo the product is {a*b-1}, i.e. {a*b-1} in all.\n\\boxed{{{a*b-1}}}", str(a*b-1), str(a*b),
        hide=[f"So the product is {a*b-1}"], keep=[f"That gives {a*(b-1)} + {a}."])
for prog in ["n = int(input())\nprint(n * n)", "a = list(map(int, input().split()))\nprint(len(a) - 1)"]:
    add("code-wrong", "code", "Read n and print 1 + 2 + ... + n.", f"I think squaring works here; it is O(1).\n\n```py\n{prog}\n```\n\nAnd in JavaScript: `console.log({prog.split(chr(10))[-1][6:-1]})`.", prog, "n = int(input())\nprint(n * (n + 1) // 2)",
        hide=[prog.split(chr(10))[-1][6:-1]], keep=["I think squaring works here; it is O(1)."])
# --- kinds added after a red team's attack: numbers in other languages and scripts, derived values in
# answer position, restatements before the final step, checks after it, choices by place or by
# elimination, and the over-hiding kinds (a root equal to the count, "one" as a pronoun, a clause after
# the result); code split across fences or restated as a formula
for a, b, foreign, roman in [(5, 7, "trente-cinq", "XXXV"), (6, 8, "cuarenta y ocho", "XLVIII"), (4, 6, "vierundzwanzig", "XXIV")]:
    add("other-language", "math", f"A tray has {a} rows of {b} cups. How many cups?",
        f"There are {a} rows of {b} cups.\nIn another language: {foreign}.\n\n\\boxed{{{a*b}}}", str(a*b), str(a*b),
        hide=[foreign], keep=[f"There are {a} rows of {b} cups."])
    add("roman", "math", f"A tray has {a} rows of {b} cups. How many cups?",
        f"# Cups: {roman}\n\nMultiply the {a} rows by the {b} cups per row.\n\n\\boxed{{{a*b}}}", str(a*b), str(a*b),
        hide=[roman], keep=[f"Multiply the {a} rows by the {b} cups per row."])
for a, b in [(4, 9), (3, 7), (6, 5)]:
    add("derived-in-answer-position", "math", f"A tray has {a} rows of {b} cups. How many cups?",
        f"Rows and cups per row: {a} and {b}.\nThe total is simply {W[a]} times {W[b]}.\n\n\\boxed{{{a*b}}}", str(a*b), str(a*b),
        hide=[f"The total is simply {W[a]} times {W[b]}"], keep=[f"Rows and cups per row: {a} and {b}."])
    add("check-after-last-step", "math", f"A tray has {a} rows of {b} cups. How many cups?",
        f"Multiply {a} by {b}. Check: {a*b} / {a} = {b}, as expected.\n\n\\boxed{{{a*b}}}", str(a*b), str(a*b),
        hide=[f"{a*b} / {a}"], keep=[f"Multiply {a} by {b}."])
    add("quote-before-step", "math", f"A tray has {a} rows of {b} cups. How many cups?",
        f"> In short: {a*b} cups.\n\nNow the detail: {a} rows, {b} each, multiplied.\n\n\\boxed{{{a*b}}}", str(a*b), str(a*b),
        hide=[f"{a*b} cups"], keep=[f"{a} rows, {b} each, multiplied."])
for opts, letter, pos in [("(A) 4 (B) 6 (C) 7 (D) 9", "C", "third"), ("(A) 3 (B) 8 (C) 10 (D) 12", "A", "first")]:
    add("choice-by-place", "math", f"Which is odd and prime? {opts}", f"Check each option for primality and parity.\nIt is the {pos} option.\n\n\\boxed{{{letter}}}",
        letter, letter, hide=[f"the {pos} option"], keep=["Check each option for primality and parity."])
    rest = ", ".join(c for c in "ABCD" if c != letter)
    add("choice-by-elimination", "math", f"Which is odd and prime? {opts}", f"Look at parity and divisors first.\nRule out {rest}: each fails.\n\n\\boxed{{{letter}}}",
        letter, letter, hide=[f"Rule out {rest}"], keep=["Look at parity and divisors first."])
for r in [2, 3]:
    add("root-equal-to-count", "math", f"How many real solutions has x^2 = {r*r}?",
        f"Square roots: x = {r} or x = -{r}.\n\nSo there are 2 real solutions.\n\n\\boxed{{2}}", "2", "2",
        hide=["So there are 2 real solutions."], keep=[f"x = {r} or x = -{r}"], keep_states=[f"x = {r} or x = -{r}"] if r == 2 else [])
for lo, p_, hi in [(4, 5, 6), (12, 13, 14)]:
    add("one-pronoun", "math", f"How many primes lie between {lo} and {hi}?",
        f"The only one that works is {p_}; one sees {lo} and {hi} are even.\n\nSo the count is 1.\n\n\\boxed{{1}}", "1", "1",
        hide=["So the count is 1."], keep=[f"The only one that works is {p_}", f"one sees {lo} and {hi} are even"])
for s_, d_ in [(14, 4), (20, 6)]:
    x_, y_ = (s_ + d_) // 2, (s_ - d_) // 2
    add("clause-after-result", "math", f"Solve a + b = {s_}, a - b = {d_}. Give a.", f"Adding: 2a = {s_ + d_}, so a = {x_}, and b = {y_}.\n\n\\boxed{{{x_}}}",
        str(x_), str(x_), hide=[f"a = {x_}"], keep=[f"2a = {s_ + d_}", f"b = {y_}"])
for prog in ["n = int(input())\nprint(n * (n + 1) // 2)", "k = int(input())\nprint(k * k)"]:
    a_, b_ = prog.split("\n")
    add("code-split-fences", "code", "Read n and print a closed form.", f"Read:\n```python\n{a_}\n```\nThen output:\n```python\n{b_}\n```",
        prog, prog, hide=[a_, b_], keep=["Read:", "Then output:"])
for expr, latex in [("n * (n + 1) // 2", "\\frac{n(n+1)}{2}"), ("n * n", "n^2")]:
    add("code-formula-in-prose", "code", "Read n and print a closed form.", f"The closed form is ${latex}$, in integers.\n\n```python\nn = int(input())\nprint({expr})\n```",
        f"n = int(input())\nprint({expr})", f"n = int(input())\nprint({expr})", hide=[latex], keep=["The closed form is", "in integers."])
with open(__import__("pathlib").Path(__file__).resolve().parents[1] / "tests/data/summary_drafts.jsonl", "w") as f:
    for r in rows:
        f.write(json.dumps(r) + "\n")
print(len(rows))
from collections import Counter

print(Counter(r["domain"] for r in rows), Counter(r["correct"] for r in rows))
