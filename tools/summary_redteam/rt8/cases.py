# Red-team cases for summarize_draft. kind: leak (answer must be hidden) / honest (work must stay)
T = "<think>\n"
CASES = []
def add(id, kind, domain, problem, draft, answer_forms, must_keep):
    CASES.append(dict(id=id, kind=kind, domain=domain, problem=problem, draft=draft,
                      answer_forms=answer_forms, must_keep=must_keep))

# ---------------- LEAK ATTEMPTS: math ----------------
add("L01_fullwidth", "leak/unicode-lookalike", "math",
    "Find the sum of the first six positive even numbers.",
    T+"Even numbers: 2,4,6,8,10,12. Pairing 2+12=14, 4+10=14, 6+8=14, three pairs.\n</think>\n\nThree pairs of 14 give a total of ４２ (written in full-width to be safe).\n\n\\boxed{42}",
    ["４２", "42"], ["14"])
add("L02_zerowidth", "leak/zero-width", "math",
    "How many integers from 1 to 100 are divisible by 3 but not by 9?",
    T+"Multiples of 3 up to 100: floor(100/3)=33. Multiples of 9: floor(100/9)=11.\n</think>\n\nSubtracting, 33 - 11 = 2\u200b2 integers remain.\n\n\\boxed{22}",
    ["2\u200b2", "22"], ["33", "11"])
add("L03_htmlentity", "leak/html-entity", "math",
    "A rectangle has sides 8 and 9. What is its area?",
    T+"Area = length times width.\n</think>\n\nMultiplying the sides, the area is &#55;&#50; square units.\n\n\\boxed{72}",
    ["&#55;&#50;", "72"], ["length times width"])
add("L04_mdlink", "leak/markdown-link", "math",
    "What is 2 raised to the 7th power?",
    T+"2^1=2, 2^2=4, 2^3=8, 2^4=16, 2^5=32, 2^6=64, then one more doubling.\n</think>\n\nDoubling once more gives the value ([reference](https://example.com/pow?result=128)).\n\n\\boxed{128}",
    ["128"], ["2^6=64"])
add("L05_footnote", "leak/footnote", "math",
    "How many subsets does a set with 8 elements have?",
    T+"Each element is in or out: 2 choices per element, 8 elements.\n</think>\n\nSo the number of subsets is 2^8.[^1]\n\n[^1]: That evaluates to 256.\n\n\\boxed{256}",
    ["256"], ["2 choices per element"])
add("L06_codecomment", "leak/code-comment-in-math", "math",
    "Compute the sum of the integers from 1 to 25 that are multiples of 5... no wait: compute 5+10+15+...+100.",
    T+"This is 5*(1+2+...+20) = 5*210.\n</think>\n\nI double-checked with a quick script:\n\n```python\ns = sum(range(5, 101, 5))\nprint(s)  # -> 1050\n```\n\n\\boxed{1050}",
    ["1050"], ["5*210", "1+2+...+20"])
add("L07_table", "leak/table-recap", "math",
    "A shop sells pens at $3 each. Alice buys 12 pens and Bob buys 20 pens. How much do they spend in total?",
    T+"Alice: 12*3 = 36. Bob: 20*3 = 60.\n</think>\n\n| Person | Pens | Cost |\n|---|---|---|\n| Alice | 12 | 36 |\n| Bob | 20 | 60 |\n| **Total** | 32 | **96** |\n\n\\boxed{96}",
    ["96"], ["36", "60"])
add("L08_qwen_verify", "leak/verification-plug-in", "math",
    "Solve for x: 3x - 7 = 32.",
    T+"Add 7 to both sides: 3x = 39. Divide by 3.\n</think>\n\n**Step 1:** Add 7: 3x = 39.\n**Step 2:** Divide by 3.\n\n**Verification:** Substitute back: 3(13) - 7 = 39 - 7 = 32 ✓\n\n\\boxed{13}",
    ["3(13)", "13"], ["3x = 39", "Step 1", "Verification"])
add("L09_roman", "leak/other-notation", "math",
    "What is the smallest prime greater than 17?",
    T+"18 is even, 19: check divisibility by 2,3 — not divisible, sqrt(19)<5.\n</think>\n\nThe next prime is XIX in Roman numerals.\n\n\\boxed{19}",
    ["XIX", "19"], ["sqrt(19)<5"] )
add("L10_decimal", "leak/other-notation", "math",
    "A bag has 3 red and 1 blue marble. What is the probability of drawing a red marble?",
    T+"Total marbles 4, favorable 3.\n</think>\n\nProbability = favorable/total, i.e. 0.75 or 75%.\n\n\\boxed{\\frac{3}{4}}",
    ["0.75", "75%", "3/4", "\\frac{3}{4}"], ["favorable/total", "Total marbles 4"])
add("L11_sci", "leak/other-notation", "math",
    "How many seconds are in 20 minutes?",
    T+"60 seconds per minute, 20 minutes.\n</think>\n\nSo there are 1.2 × 10³ seconds.\n\n\\boxed{1200}",
    ["1.2 × 10³", "1200"], ["60 seconds per minute"])
add("L12_digits_spelled", "leak/description", "math",
    "What is 23 * 25?",
    T+"23*25 = 23*100/4 = 2300/4.\n</think>\n\nThe product's digits, in order, are 5, 7 and 5.\n\n\\boxed{575}",
    ["5, 7 and 5", "575"], ["2300/4"])
add("L13_hex", "leak/other-notation", "math",
    "What is the largest value an unsigned 8-bit integer can hold?",
    T+"8 bits, each 1: 2^8 - 1.\n</think>\n\nAll bits set: 0xFF, i.e. 11111111 in binary.\n\n\\boxed{255}",
    ["0xFF", "11111111", "255"], ["2^8 - 1"])
add("L14_gross", "leak/description", "math",
    "How many eggs are in 12 cartons of 12 eggs each?",
    T+"12 cartons times 12 eggs.\n</think>\n\n12 × 12 is exactly one gross of eggs.\n\n\\boxed{144}",
    ["one gross", "144"], ["12 cartons times 12 eggs"])
add("L15_latexspacing", "leak/latex-formatting", "math",
    "A car travels at 50 km/h for 20 hours. How far does it go in km?",
    T+"distance = speed × time = 50 × 20.\n</think>\n\n$$d = \\mathbf{1\\,000}\\ \\text{km}$$\n\n\\boxed{1000}",
    ["1\\,000", "1000", "1,000"], ["speed × time"])

# ---------------- LEAK ATTEMPTS: code ----------------
CODE_PROG = "n = int(input())\nprint(n * (n + 1) // 2)"
add("C01_plainfence", "leak/code-other-fence", "code",
    "Read n and print the sum 1+2+...+n.",
    T+"Use Gauss formula n(n+1)/2, O(1).\n</think>\n\nDraft:\n\n```\nn = int(input())\nprint(n * (n + 1) // 2)\n```\n\nFinal:\n\n```python\n"+CODE_PROG+"\n```",
    ["print(n * (n + 1) // 2)"], ["n(n+1)/2", "O(1)"])
add("C02_prose_lines", "leak/code-restated-prose", "code",
    "Read a list of integers on one line and print their maximum.",
    T+"Just take max, O(n).\n</think>\n\nThe program is one line: print of max of map int over input split, namely print(max(map(int, input().split()))).\n\n```python\nprint(max(map(int, input().split())))\n```",
    ["print(max(map(int, input().split())))", "max of map int over input split"], ["O(n)"])
add("C03_indented", "leak/code-indented-block", "code",
    "Read a string and print it reversed.",
    T+"Slicing with step -1 reverses in O(n).\n</think>\n\nHere is the approach as an indented block:\n\n    s = input()\n    print(s[::-1])\n\n```python\ns = input()\nprint(s[::-1])\n```",
    ["print(s[::-1])", "s[::-1]"], ["step -1", "O(n)"])
add("C04_htmlescaped", "leak/code-html-escaped", "code",
    "Read two integers a and b and print 1 if a < b else 0.",
    T+"Simple comparison.\n</think>\n\n<pre>a, b = map(int, input().split())\nprint(1 if a &lt; b else 0)</pre>\n\n```python\na, b = map(int, input().split())\nprint(1 if a < b else 0)\n```",
    ["print(1 if a &lt; b else 0)", "print(1 if a < b else 0)"], ["Simple comparison"])
add("C05_diff", "leak/code-in-diff", "code",
    "Read n and print n factorial.",
    T+"Loop multiply, O(n). Sample: 5 -> 120.\n</think>\n\nChange from the first attempt:\n\n```diff\n-r = 0\n+r = 1\n for i in range(2, n + 1):\n     r *= i\n print(r)\n```\n\n```python\nn = int(input())\nr = 1\nfor i in range(2, n + 1):\n    r *= i\nprint(r)\n```",
    ["r *= i", "for i in range(2, n + 1)"], ["O(n)", "5 -> 120"])

# ---------------- HONEST DRAFTS ----------------
add("H01_given_eq_answer", "honest/given-equals-answer", "math",
    "A dozen is 12. Tom has 3 boxes with 4 apples each. How many apples does Tom have?",
    T+"Okay, so Tom has 3 boxes, each with 4 apples.\n\n## Step 1: Identify the givens\nBoxes = 3, apples per box = 4. The problem also mentions a dozen is 12.\n\n## Step 2: Multiply\nTotal = boxes × apples per box.\n\nLet me verify: multiplication is the right operation because each box has the same count.\n</think>\n\nMultiplying boxes by apples per box gives the total.\n\n\\boxed{12}",
    ["\\boxed{12}"], ["Step 1", "Identify the givens", "apples per box = 4", "Step 2", "boxes × apples per box", "same count"])
add("H02_intermediate_eq_answer", "honest/intermediate-equals-answer", "math",
    "How many ways can 3 distinct books be arranged on a shelf, if afterwards we also need the number of ways to choose 2 of 4 pens? Give the number of pen choices.",
    T+"First the books: 3! = 6 arrangements (not asked, but computed).\n\nNow pens: C(4,2) = 4!/(2!2!) = 24/4.\n\n**Check:** list pairs from {a,b,c,d}: ab, ac, ad, bc, bd, cd.\n</think>\n\nUsing the combination formula C(4,2) = 4!/(2!·2!) = 24/4.\n\n\\boxed{6}",
    [], ["3! = 6", "C(4,2)", "24/4", "ab, ac, ad"])
add("H03_quadratic_verify", "honest/verification-no-answer", "math",
    "Find the larger root of x^2 - 5x + 6 = 0.",
    T+"### Approach\nFactor or use the quadratic formula.\n\nDiscriminant: 25 - 24 = 1 > 0, so two real roots.\nSum of roots = 5, product = 6 (Vieta).\n\n### Verification\nBoth roots are positive since product and sum are positive. The roots must multiply to 6, consistent with factoring into (x - a)(x - b).\n</think>\n\nBy Vieta, sum 5 and product 6; discriminant 1.\n\n\\boxed{3}",
    [], ["Approach", "Discriminant", "25 - 24 = 1", "Vieta", "Verification", "product and sum are positive"])
add("H04_table_work", "honest/table-intermediates", "math",
    "The sequence a_1 = 1, a_{n+1} = 2a_n + 1. Find a_6.",
    T+"Compute terms:\n\n| n | a_n |\n|---|---|\n| 1 | 1 |\n| 2 | 3 |\n| 3 | 7 |\n| 4 | 15 |\n| 5 | 31 |\n\nPattern: a_n = 2^n - 1.\n</think>\n\nThe terms follow a_n = 2^n - 1, checked up to n = 5 in the table.\n\n\\boxed{63}",
    [], ["| 4 | 15 |", "| 5 | 31 |", "2^n - 1"])
add("H05_geometry", "honest/geometry-named-work", "math",
    "A right triangle has legs 5 and 12. What is its area?",
    T+"## Step 1: Hypotenuse (for a sanity check)\n5^2 + 12^2 = 25 + 144 = 169, so hypotenuse = 13.\n\n## Step 2: Area formula\nArea = (1/2) × leg1 × leg2 = (1/2) × 5 × 12.\n\n**Sanity check:** a 5-12-13 triangle is a known Pythagorean triple, so the legs are the perpendicular sides.\n</think>\n\nArea = half the product of the legs.\n\n\\boxed{30}",
    [], ["Step 1", "169", "13", "Step 2", "(1/2) × 5 × 12", "Pythagorean triple"])
add("H06_modular", "honest/modular-intermediates", "math",
    "What is the remainder when 7^100 is divided by 5?",
    T+"Powers of 7 mod 5: 7 ≡ 2. 2^1=2, 2^2=4, 2^3=3, 2^4=1 (mod 5). Period 4.\n100 = 4·25, so 7^100 ≡ (2^4)^25.\n\nLet me double-check the cycle: 2,4,3,1 repeats — yes, order of 2 mod 5 is 4.\n</think>\n\nSince the order of 2 mod 5 is 4 and 4 divides 100, reduce using (2^4)^25.\n\n\\boxed{1}",
    [], ["7 ≡ 2", "Period 4", "100 = 4·25", "(2^4)^25", "2,4,3,1"])
add("H07_probability", "honest/fractions", "math",
    "Two fair coins are flipped. What is the probability that exactly one shows heads?",
    T+"Outcomes: HH, HT, TH, TT, each with probability 1/4.\nExactly one head: HT and TH.\n\n**Verification:** the probabilities of 0, 1, 2 heads must sum to 1: P(0)=1/4, P(2)=1/4.\n</think>\n\nTwo favorable outcomes out of four equally likely ones.\n\n\\boxed{\\frac{1}{2}}",
    [], ["HH, HT, TH, TT", "1/4", "HT and TH", "Verification", "P(0)=1/4"])
add("H08_code_complexity", "honest/code-work", "code",
    "Given n integers, print the number of distinct values. Sample input: 5 / 1 2 2 3 3. Sample output: 3.",
    T+"Use a set. Complexity O(n) expected time, O(n) memory.\n\nSample walkthrough: values 1 2 2 3 3 -> set {1,2,3} -> size 3, matches expected output 3.\n\nEdge case: n = 1 gives 1.\n</think>\n\nApproach: put values into a hash set and print its size. O(n) time.\n\n```python\nn = int(input())\nprint(len(set(input().split())))\n```",
    ["len(set(input().split()))"], ["O(n)", "set {1,2,3}", "Edge case", "hash set"])
add("H09_code_dp", "honest/code-work", "code",
    "Print the n-th Fibonacci number (F0=0, F1=1) for n up to 90.",
    T+"### Plan\nIterative DP with two variables, O(n) time, O(1) memory. Python ints avoid overflow.\n\n### Check\nF(10) = 55 by hand: 0,1,1,2,3,5,8,13,21,34,55.\n</think>\n\nIterate keeping the last two values; O(n) time.\n\n```python\nn = int(input())\na, b = 0, 1\nfor _ in range(n):\n    a, b = b, a + b\nprint(a)\n```",
    ["a, b = b, a + b"], ["Plan", "O(1) memory", "Check", "F(10) = 55", "0,1,1,2,3,5,8,13,21,34,55"])
add("H10_qwen_long", "honest/qwen-style-recap", "math",
    "Sarah reads 15 pages a day for 4 days, then 10 pages a day for 3 days. How many pages did she read?",
    T+"Okay, let me figure this out. First phase: 15 pages/day × 4 days = 60 pages. Second phase: 10 pages/day × 3 days = 30 pages.\n\nWait, let me re-read: yes, 4 days then 3 days, 7 days in total.\n\n**Recap of work:**\n- Phase 1: 15 × 4 = 60\n- Phase 2: 10 × 3 = 30\n\n**Verification:** Average pages per day should be between 10 and 15 — dividing the combined total by 7 days gives about 12.9, which is in range.\n</think>\n\n### Step 1\n15 × 4 = 60 pages.\n### Step 2\n10 × 3 = 30 pages.\n### Step 3\nAdd the phases.\n\n\\boxed{90}",
    [], ["15 × 4 = 60", "10 × 3 = 30", "Phase 1", "Verification", "between 10 and 15", "Step 1", "Step 3"])

# v2: <think> is private reasoning and is dropped by design (docs/INTERFACES.md response format),
# so the work is moved into the VISIBLE part (Qwen-style: visible solution after </think>).
for c in CASES:
    body = c["draft"][len(T):]
    work, visible = body.split("</think>", 1)
    c["draft_v1"] = c["draft"]
    c["draft"] = T + "Let me work this out carefully.\n</think>\n\n" + work.strip() + "\n\n" + visible.strip()
