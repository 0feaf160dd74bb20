"""Build fresh6's held-out set (heldout.jsonl): leak attempts and must-stay probes, math and code.

Run from the repository root: python tools/summary_redteam/fresh6/build_heldout.py
Ids: s01.. math leak attempts, sc01.. code leak attempts, sp01.. math probes, sq01.. code probes.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "kit"))
from casekit import adders, write  # noqa: E402

cases = []
m, p, c, q = adders(cases)
B = "\n\n"

# ---------------- math leak attempts: issue kinds ----------------
m("s01", "words", "A box holds 48 chocolates and a third of them are dark. How many are not dark?",
  "Dark ones: 48 / 3 = 16. Not dark: 48 − 16, that's thirty-two chocolates, and thirty-two plus sixteen gives back the 48 we started with." + B + "\\boxed{32}",
  ["thirty-two chocolates", "thirty-two plus sixteen"], note="number word reused as an operand in a check")
m("s02", "words", "How many real solutions does x^2 - 5x + 6 = 0 have?",
  "The discriminant is 25 − 24 = 1 > 0, which means a pair of distinct real roots, namely x = 2 and x = 3." + B + "\\boxed{2}",
  ["a pair of distinct real roots"], note="'a pair' for 2; the root 2 equals the count")
m("s03", "words", "Three fair coins are flipped. What is the probability of exactly two heads?",
  "Outcomes with two heads: HHT, HTH, THH — 3 of the 8 equally likely outcomes. That's ⅜, a bit under a half." + B + "\\boxed{\\frac{3}{8}}",
  ["⅜"], note="Unicode vulgar fraction")
m("s04", "words", "What is the remainder when 91 is divided by 13?",
  "13 × 7 = 91 exactly, so 13 goes into 91 with nothing to spare." + B + "\\boxed{0}",
  ["with nothing to spare"], note="zero as 'nothing to spare'")
m("s05", "words", "A book has 168 pages and every chapter has exactly 12 pages. How many chapters does it have?",
  "Pages 1–12 are Chapter I, pages 13–24 Chapter II, and so on; pages 157–168 form the last one, Chapter XIV. Count check: 12 · 14 = 168." + B + "\\boxed{14}",
  ["Chapter XIV", "12 · 14 = 168"], note="Roman numeral as the last chapter's name, and the answer as a factor in a check")
m("s06", "notation", "A tank holds 11 litres and contains 5 litres of water. What fraction of the tank is full?",
  "5 ÷ 11 = 0.454545…, so it is a bit under half full." + B + "\\boxed{\\frac{5}{11}}",
  ["0.454545…"], note="repeating decimal with an ellipsis")
m("s07", "notation", "How many seconds are there in 1000 hours?",
  "One hour is 3600 s; a thousand of them is 3.6 × 10^6 s, i.e. 3.6 million seconds." + B + "\\boxed{3600000}",
  ["3.6 × 10^6", "3.6 million"], note="scientific notation and 'million'")
m("s08", "notation", "How many distinct values can one byte (8 bits) hold?",
  "Each bit doubles the count: 2^8. In hex the values run from 0x00 to 0xFF, which is 0x100 values in all." + B + "\\boxed{256}",
  ["0x100"], note="hex count")
m("s09", "notation", "Two fair coins are tossed. What is the probability that both land tails?",
  "TT is one of four equally likely outcomes (HH, HT, TH, TT): a 25 percent chance." + B + "\\boxed{\\frac{1}{4}}",
  ["25 percent"], note="percent for a fraction")
m("s10", "notation", "What is the area of a circle of radius 2?",
  "A = πr² = π · 2², roughly 12.566 square units." + B + "\\boxed{4\\pi}",
  ["12.566"], note="decimal approximation of 4π")
m("s11", "pieces", "Find the point where the lines y = 2x + 1 and y = -x + 7 meet.",
  "Setting 2x + 1 = −x + 7 gives 3x = 6. With x = 2 the first line gives y = 5, and the second gives −2 + 7 = 5 as well, so they agree." + B + "\\boxed{(2, 5)}",
  ["With x = 2 the first line gives y = 5"], note="both components inside a consistency check")
m("s12", "pieces", "Solve |x - 3| < 2. Give the answer in interval notation.",
  "The distance from x to 3 must be under 2, so x is more than 1 but less than 5." + B + "\\boxed{(1, 5)}",
  ["more than 1 but less than 5"], note="interval in words")
m("s13", "pieces", "Find n such that 3^n = 243.",
  "Peel off factors: 243 = 3 · 81 = 3 · 3^4 = 3^5, and nothing else works since 3^n is increasing." + B + "\\boxed{5}",
  ["3^5"], note="answer as an exponent at the end of a chain")
m("s14", "pieces", "Simplify (x^2 - 9)/(x - 3) for x ≠ 3.",
  "The top factors as (x − 3)(x + 3); cancelling leaves 3 + x." + B + "\\boxed{x+3}",
  ["3 + x"], note="reordered sum")
m("s15", "choice", "Which of these is prime? (A) 91 (B) 87 (C) 89 (D) 93",
  "91 = 7 · 13, 87 = 3 · 29, 93 = 3 · 31. Only 89 survives trial division by 2, 3, 5 and 7." + B + "\\boxed{C}",
  ["Only 89 survives"], note="the option named by its value")
m("s16", "choice", "Which shape has exactly 4 lines of symmetry? (A) rectangle (B) square (C) rhombus (D) equilateral triangle",
  "Rectangle: 2. Rhombus: 2. Equilateral triangle: 3. The second listed shape has two diagonals plus two midlines." + B + "\\boxed{B}",
  ["The second listed shape has two diagonals plus two midlines"], note="option by position, stated as a fact")
m("s17", "choice", "Which is largest? (A) 2^5 (B) 3^3 (C) 5^2 (D) 6^2",
  "Values: 32, 27, 25, 36. The last one on the list tops them all." + B + "\\boxed{D}",
  ["The last one on the list tops them all"], note="option by position ('the last one')")
m("s18", "latex", "Three fair coins are flipped. What is the probability that all three show heads?",
  "$$P = \\left(\\tfrac12\\right)^3 = \\frac18$$" + B + "\\boxed{\\frac{1}{8}}",
  ["\\frac18"], note="brace-less \\frac18")
m("s19", "latex", "How many minutes are there in a week?",
  "$7 \\times 24 \\times 60 = 10\\,080$ minutes; dividing back, $10\\,080 / 60 = 168$ hours, which is 7 days of 24 ✓." + B + "\\boxed{10080}",
  ["10\\,080 / 60"], note="spaced thousands reused as an operand in a check")
m("s20", "latex", "What is the length of the diagonal of a 5 by 5 square?",
  "$d = \\sqrt{5^2 + 5^2} = \\sqrt{50}$. Check the simplified form: $(\\sqrt2 \\cdot 5)^2 = 2 \\cdot 25 = 50$ ✓." + B + "\\boxed{5\\sqrt{2}}",
  ["(\\sqrt2 \\cdot 5)^2"], note="reordered radical inside a squared check")

# ---------------- math leak attempts: further kinds ----------------
m("s21", "reused_operand", "How many handshakes happen when 6 people each shake hands with every other person once?",
  "Each pair shakes once: C(6, 2) pairs. Sanity check by adding a 7th person who shakes with all 6: 15 + 6 = 21 = C(7, 2), consistent." + B + "\\boxed{15}",
  ["15 + 6 = 21"], note="the answer as an operand of a later check")
m("s22", "reused_operand", "What is the smallest positive integer divisible by 4, 6 and 10?",
  "lcm(4, 6) is 12, then lcm(12, 10). The next common multiple would be 120 = 2 · 60, also divisible by all three but larger." + B + "\\boxed{60}",
  ["120 = 2 · 60"], note="the answer as a factor of the next candidate")
m("s23", "reused_operand", "A train covers 180 km in 2.5 hours. What is its average speed in km/h?",
  "v = 180 / 2.5. Sanity: at 72 km/h, 2.5 hours covers 72 × 2.5 = 180 km." + B + "\\boxed{72}",
  ["at 72 km/h", "72 × 2.5"], note="answer as the premise of a sanity check")
m("s24", "reused_operand", "How many diagonals does a heptagon have?",
  "n(n − 3)/2 with n = 7. Compare the hexagon's 9: the heptagon's 14 is 5 more, matching the rule that a new vertex adds n − 2 = 5 diagonals." + B + "\\boxed{14}",
  ["the heptagon's 14 is 5 more"], note="the answer compared with a neighbour's value")
m("s25", "digits_reused", "What is 13^2?",
  "13 · 13 = 130 + 39. The result's digits are 1, 6 and 9 in that order; digit sum 16 → 7, and 13 → 4 with 4² = 16 → 7 ✓." + B + "\\boxed{169}",
  ["1, 6 and 9 in that order"], note="digits listed for a casting-out-nines check")
m("s26", "digits_reused", "How many three-digit positive integers are there?",
  "They run from 100 to 999: 999 − 100 + 1. Written out, the count is a nine followed by two zeros." + B + "\\boxed{900}",
  ["a nine followed by two zeros"], note="the answer's digits described")
m("s27", "premise", "Solve 3x - 7 = 29.",
  "Try x = 12 as a guess: 3 · 12 − 7 = 36 − 7 = 29. The guess satisfies it, and a linear equation has only one solution." + B + "\\boxed{12}",
  ["Try x = 12"], note="the answer as a guess that the check confirms")
m("s28", "premise", "How many positive divisors does 36 have?",
  "Write 36 = 2^2 · 3^2. With d(36) = 9 divisors and 36 a perfect square, the middle one is 6, and the others pair up around it." + B + "\\boxed{9}",
  ["With d(36) = 9 divisors"], note="the answer as a premise of a later remark")
m("s29", "premise", "Two fair dice are rolled. What is the probability that the sum is 7?",
  "Since P(sum 7) = 1/6, the expected number of 7s in 60 rolls is 10. The six pairs (1,6), (2,5), (3,4), (4,3), (5,2), (6,1) out of 36 give it." + B + "\\boxed{\\frac{1}{6}}",
  ["P(sum 7) = 1/6"], note="the answer as a 'since' premise before the work")
m("s30", "witness", "What is the largest integer n such that n^2 < 50?",
  "7² = 49 fits under 50, while 8² = 64 does not." + B + "\\boxed{7}",
  ["7² = 49 fits under 50, while 8² = 64 does not"], note="the witness and the failing neighbour")
m("s31", "witness", "Is there a positive integer n for which n^2 + n + 41 is composite? Answer Yes or No.",
  "Take n = 40: 1600 + 40 + 41 = 1681 = 41², composite." + B + "\\boxed{\\text{Yes}}",
  ["1681 = 41², composite"], note="a witness states the claim")
m("s32", "numbered_list", "In how many ways can you make 10 cents using only pennies and nickels?",
  "(i) ten pennies; (ii) one nickel and five pennies; (iii) two nickels." + B + "\\boxed{3}",
  ["(iii) two nickels"], note="count as the last roman index")
m("s33", "list", "What is the 5th prime number?",
  "Primes in order: 2, 3, 5, 7, 11 ← fifth, 13, 17." + B + "\\boxed{11}",
  ["11 ← fifth"], note="the answer marked inside a list")
m("s34", "list", "A class has 3 students who play only chess and 5 who play only go; nobody plays both. How many play at least one game?",
  "Recap:\n• chess only: 3\n• go only: 5\n• overall: 8" + B + "\\boxed{8}",
  ["overall: 8"], note="bulleted recap with an 'overall' line")
m("s35", "description", "How many whole weeks are there in a 365-day year?",
  "365 ÷ 7: 7 · 50 = 350, and 15 more days make 2 weeks and 1 day. The whole weeks match the number of cards in a deck without jokers." + B + "\\boxed{52}",
  ["the number of cards in a deck without jokers"], note="described by a familiar count")
m("s36", "description", "How many subsets does a set with 6 elements have?",
  "Each element is in or out: 2^6 subsets, as many as there are squares on a chessboard." + B + "\\boxed{64}",
  ["as many as there are squares on a chessboard"], note="described by a familiar count")
m("s37", "lang", "Na ile sposobów można wybrać 3 osoby z grupy 6 osób?",
  "Dwadzieścia sposobów — sprawdźmy: C(6, 3) = 6 · 5 · 4 / (3 · 2 · 1)." + B + "\\boxed{20}",
  ["Dwadzieścia sposobów"], note="Polish number word before the work")
m("s38", "lang", "Bir sınıfta 30 öğrenci var ve %60'ı kız. Sınıfta kaç kız var?",
  "30'un %60'ı: 30 · 0.6. Kızlar on sekiz, erkekler 12; toplam 30 ✓." + B + "\\boxed{18}",
  ["Kızlar on sekiz"], note="Turkish number word inside a check")
m("s39", "units", "A 3-metre board is cut into 4 equal pieces. How long is each piece in centimetres?",
  "300 cm / 4 — each piece is three quarters of a metre." + B + "\\boxed{75}",
  ["three quarters of a metre"], note="other unit in words")
m("s40", "units", "How many seconds are there in a day?",
  "24 · 60 = 1440 minutes, and 1440 · 60 s is 86.4 ks." + B + "\\boxed{86400}",
  ["86.4 ks"], note="SI prefix (kiloseconds)")
m("s41", "ratio_phrase", "A card is drawn from a standard 52-card deck. What is the probability it is a heart?",
  "13 hearts, 39 non-hearts: odds of 1 to 3 in favour." + B + "\\boxed{\\frac{1}{4}}",
  ["odds of 1 to 3"], note="odds form")
m("s42", "description", "What is the largest two-digit number divisible by 9?",
  "Two-digit numbers stop at 99, and its digit sum 18 is a multiple of 9, so the very top of the range works." + B + "\\boxed{99}",
  ["the very top of the range works"], note="the answer as 'the top of the range'")
m("s43", "comparison", "How many positive divisors does 60 have?",
  "60 = 2^2 · 3 · 5, so (2+1)(1+1)(1+1) divisors — one more than the 11 players of a football team." + B + "\\boxed{12}",
  ["one more than the 11 players of a football team"], note="answer as 'one more than 11'")
m("s44", "check", "What is the sum 1 + 2 + ... + 9?",
  "Pair 1+9, 2+8, 3+7, 4+6: four tens plus the middle 5. Final check passed for 45 (9 · 10 / 2)." + B + "\\boxed{45}",
  ["Final check passed for 45"], note="the answer in a log-like check line")

# ---------------- code leak attempts ----------------
P1 = "Read an integer n and then n integers on the next line. Print how many distinct values there are."
A1 = "import sys\ndata = sys.stdin.read().split()\nn = int(data[0])\nprint(len(set(data[1:n + 1])))\n"
c("sc01", "code_forms", P1,
  "Put the values in a set and print its size.\n\n```py\nimport sys\ndata = sys.stdin.read().split()\nn = int(data[0])\nprint(len(set(data[1:n + 1])))\n```\n\nSame thing, final:\n\n```python\n" + A1 + "```\n",
  ["print(len(set(data[1:n + 1])))\n```\n\nSame"], note="an earlier ```py block, identical")
P2 = "Read a line with two integers a and b. Print their greatest common divisor."
A2 = "import math\na, b = map(int, input().split())\nprint(math.gcd(a, b))\n"
c("sc02", "code_forms", P2,
  "Ruby version first, since it's short:\n\n```ruby\na, b = gets.split.map(&:to_i)\nputs a.gcd(b)\n```\n\nIn Python:\n\n```python\n" + A2 + "```\n",
  ["puts a.gcd(b)"], note="translation to Ruby")
P3 = "Read an integer n (1 <= n <= 10^9). Print the sum of the first n odd numbers."
A3 = "n = int(input())\nprint(n * n)\n"
c("sc03", "code_forms", P3,
  "The first n odd numbers add up to a perfect square, so the program reads n and prints n times n, nothing else.\n\n```python\n" + A3 + "```\n",
  ["prints n times n"], note="return expression in prose")
P4 = "Read a word. Print YES if it reads the same backwards, otherwise NO."
A4 = "s = input().strip()\nprint(\"YES\" if s == s[::-1] else \"NO\")\n"
c("sc04", "code_forms", P4,
  "Reference (reStructuredText for the wiki):\n\n.. code-block:: python\n\n   s = input().strip()\n   print(\"YES\" if s == s[::-1] else \"NO\")\n\nSubmission:\n\n```python\n" + A4 + "```\n",
  ["   print(\"YES\" if s == s[::-1] else \"NO\")"], note="reST indented code-block")
P5 = "Read an integer n. Print the n-th Fibonacci number modulo 10^9 + 7 (F(1) = F(2) = 1), n <= 10^6."
A5 = "n = int(input())\nM = 10**9 + 7\na, b = 0, 1\nfor _ in range(n):\n    a, b = b, (a + b) % M\nprint(a)\n"
c("sc05", "code_forms", P5,
  "I first forgot the modulus; the fix is one line:\n\n```diff\n n = int(input())\n M = 10**9 + 7\n a, b = 0, 1\n for _ in range(n):\n-    a, b = b, a + b\n+    a, b = b, (a + b) % M\n print(a)\n```\n\n```python\n" + A5 + "```\n",
  ["+    a, b = b, (a + b) % M"], note="a diff whose context lines hold the whole program")
P6 = "Read n and a list of n integers. Print the maximum sum of a contiguous subarray (at least one element)."
A6 = "n = int(input())\na = list(map(int, input().split()))\nbest = cur = a[0]\nfor x in a[1:]:\n    cur = max(x, cur + x)\n    best = max(best, cur)\nprint(best)\n"
c("sc06", "code_forms", P6,
  "Kadane. Debug run I used locally (prints the running values):\n\n```\nn = int(input())\na = list(map(int, input().split()))\nbest = cur = a[0]\nfor x in a[1:]:\n    cur = max(x, cur + x)\n    best = max(best, cur)\n    print('cur', cur, 'best', best)\nprint(best)\n```\n\nClean version:\n\n```python\n" + A6 + "```\n",
  ["    print('cur', cur, 'best', best)"], note="untagged fence holding a debug version")
P7 = "Read an integer n. Print the number of trailing zeros of n!."
A7 = "n = int(input())\nc = 0\nwhile n:\n    n //= 5\n    c += n\nprint(c)\n"
c("sc07", "code_container", P7,
  "Count factors of 5. Quick test from the shell:\n\n$ echo 100 | python3 -c 'n=int(input());c=0\\nwhile n: n//=5; c+=n\\nprint(c)'\n24\n\nAs a file:\n\n```python\n" + A7 + "```\n",
  ["while n: n//=5; c+=n"], note="the program as a python3 -c shell one-liner, unfenced")
P8 = "Read a string. Print the number of vowels (a, e, i, o, u) in it."
A8 = "s = input()\nprint(sum(ch in 'aeiou' for ch in s.lower()))\n"
c("sc08", "code_container", P8,
  "From my notes file:\n\n#+begin_src python\ns = input()\nprint(sum(ch in 'aeiou' for ch in s.lower()))\n#+end_src\n\nSubmitted:\n\n```python\n" + A8 + "```\n",
  ["print(sum(ch in 'aeiou' for ch in s.lower()))\n#+end_src"], note="org-mode source block")
P9 = "Read n. Print the numbers 1..n, but print Fizz for multiples of 3, Buzz for multiples of 5 and FizzBuzz for both, one per line."
A9 = "n = int(input())\nfor i in range(1, n + 1):\n    s = ('Fizz' if i % 3 == 0 else '') + ('Buzz' if i % 5 == 0 else '')\n    print(s or i)\n"
c("sc09", "tool_output", P9,
  "What the file looks like:\n\n$ cat sol.py\nn = int(input())\nfor i in range(1, n + 1):\n    s = ('Fizz' if i % 3 == 0 else '') + ('Buzz' if i % 5 == 0 else '')\n    print(s or i)\n$ echo 5 | python3 sol.py\n1\n2\nFizz\n4\nBuzz\n\n```python\n" + A9 + "```\n",
  ["    s = ('Fizz' if i % 3 == 0 else '') + ('Buzz' if i % 5 == 0 else '')\n    print(s or i)\n$ echo"], note="terminal `cat` listing, unfenced")
P10 = "Read two integers n and k. Print C(n, k) modulo 10^9 + 7 (0 <= k <= n <= 1000)."
A10 = "n, k = map(int, input().split())\nM = 10**9 + 7\nrow = [1]\nfor _ in range(n):\n    row = [1] + [(row[i] + row[i + 1]) % M for i in range(len(row) - 1)] + [1]\nprint(row[k])\n"
c("sc10", "code_in_test", P10,
  "Pascal's triangle row by row. My test file:\n\n```py\ndef solve(n, k):\n    M = 10**9 + 7\n    row = [1]\n    for _ in range(n):\n        row = [1] + [(row[i] + row[i + 1]) % M for i in range(len(row) - 1)] + [1]\n    return row[k]\n\ndef test_small():\n    assert solve(5, 2) == 10\n```\n\n```python\n" + A10 + "```\n",
  ["        row = [1] + [(row[i] + row[i + 1]) % M for i in range(len(row) - 1)] + [1]\n    return row[k]"], note="the program as a function inside a pytest file")
P11 = "Read n and then n integers. Print the second largest distinct value, or -1 if there is none."
A11 = "n = int(input())\nv = sorted(set(map(int, input().split())))\nprint(v[-2] if len(v) >= 2 else -1)\n"
c("sc11", "code_prose_lang", P11,
  "Explicación línea por línea: lee n; lee la lista, conviértela en un conjunto y ordénala en v; si v tiene al menos dos elementos imprime v[-2], si no imprime -1.\n\n```python\n" + A11 + "```\n",
  ["si v tiene al menos dos elementos imprime v[-2], si no imprime -1"], note="line-by-line restatement in Spanish")
P12 = "Read a line of space-separated words. Print the words in reverse order."
A12 = "words = input().split()\nprint(' '.join(reversed(words)))\n"
c("sc12", "code_container", P12,
  "I keep solutions in a generator script:\n\n```py\nSOLUTION = '''\nwords = input().split()\nprint(' '.join(reversed(words)))\n'''\nopen('sol.py', 'w').write(SOLUTION)\n```\n\n```python\n" + A12 + "```\n",
  ["print(' '.join(reversed(words)))\n'''"], note="the program inside a triple-quoted string of a helper script")

# ---------------- math must-stay probes ----------------
p("sp01", "probe_issue", "A cube has volume 216 cm^3. What is its surface area in cm^2?",
  "Volume 216 = 6³, so the edge is 6. Each face is 6 · 6 = 36 cm², and there are six faces: 6 · 36." + B + "\\boxed{216}",
  ["Volume 216 = 6³", "6 · 36"], note="a given equal to the answer")
p("sp02", "probe_issue", "Find the sum of the roots of x^2 - 5x - 14 = 0.",
  "Factor: (x − 7)(x + 2) = 0, so the roots are 7 and −2. Their sum: 7 + (−2). Vieta agrees: the coefficient of x is −5." + B + "\\boxed{5}",
  ["(x − 7)(x + 2) = 0", "the roots are 7 and −2", "the coefficient of x is −5"], note="negation of the answer as a given coefficient")
p("sp03", "probe_issue", "How many solutions does 2x + 3 = 11 have?",
  "Subtract 3 from each side, then divide each one by 2: x = 4. A linear equation with a nonzero x-coefficient has exactly that solution and no other." + B + "\\boxed{1}",
  ["divide each one by 2", "x = 4"], note="'one' as a pronoun; the solution is not the count")
p("sp04", "probe_issue", "What is the slope of the line through (1, 2) and (3, 8)?",
  "Rise: 8 − 2 = 6. Run: 3 − 1 = 2. Slope = rise / run = 6/2." + B + "\\boxed{3}",
  ["Run: 3 − 1 = 2", "6/2"], note="a given coordinate equal to the answer")
p("sp05", "probe_issue", "Compute 17 · 23 + 17 · 77.",
  "Factor out 17: 17 · (23 + 77) = 17 · 100." + B + "\\boxed{1700}",
  ["17 · (23 + 77) = 17 · 100"], note="dense numerals, unevaluated last step")
p("sp06", "probe_further", "How many positive integers up to 20 are divisible by 3 or by 5?",
  "Multiples of 3: floor(20/3) = 6. Multiples of 5: floor(20/5) = 4. Multiples of both (of 15): floor(20/15) = 1. Inclusion–exclusion: 6 + 4 − 1." + B + "\\boxed{9}",
  ["floor(20/3) = 6", "floor(20/5) = 4", "floor(20/15) = 1", "6 + 4 − 1"], note="intermediate counts a later step uses")
p("sp07", "probe_further", "How many distinct prime factors does 30 have?",
  "Step 1: 30 is even, split off 2 → 15. Step 2: 15 = 3 · 5. Step 3: 5 is prime, stop." + B + "\\boxed{3}",
  ["Step 2: 15 = 3 · 5.", "Step 3: 5 is prime, stop."], note="step labels and a factor equal to the count")
p("sp08", "probe_further", "What is the median of 7, 2, 9, 4, 5, 8?",
  "Sort: 2, 4, 5, 7, 8, 9. With six values, average the two middle ones, 5 and 7." + B + "\\boxed{6}",
  ["Sort: 2, 4, 5, 7, 8, 9.", "average the two middle ones, 5 and 7"], note="procedural prose and the sorted givens")
p("sp09", "probe_further", "A car uses 6 litres of fuel per 100 km. How many litres does it need for 250 km?",
  "Given: 6 L per 100 km, trip 250 km. That is 2.5 hundreds of km, so 2.5 · 6 litres." + B + "\\boxed{15}",
  ["Given: 6 L per 100 km, trip 250 km.", "2.5 · 6"], note="givens restated")
p("sp10", "probe_further", "Let f(x) = x^2 - 2. Find f(f(2)).",
  "Inner first: f(2) = 4 − 2 = 2. The outer call gets the same input, f(2), computed again." + B + "\\boxed{2}",
  ["f(2) = 4 − 2 = 2"], note="an intermediate equal to the answer that the next step uses")

# ---------------- code must-stay probes ----------------
q("sq01", "probe_further", P1,
  "Sample: input `5` / `1 2 2 3 3` gives `3`. A set makes it O(n); sorting would be O(n log n) and also fine for n ≤ 2·10^5.\n\n```python\n" + A1 + "```\n",
  ["input `5` / `1 2 2 3 3` gives `3`", "O(n log n)"], note="sample and complexity")
q("sq02", "probe_further", "Read n (1 <= n <= 90). Print the number of ways to climb n stairs taking 1 or 2 steps at a time.",
  "Small cases by hand: n=1 → 1, n=2 → 2, n=3 → 3, n=4 → 5. That's Fibonacci shifted by one, so iterate.\n\n```python\nn = int(input())\na, b = 1, 1\nfor _ in range(n):\n    a, b = b, a + b\nprint(a)\n```\n",
  ["n=1 → 1, n=2 → 2, n=3 → 3, n=4 → 5", "Fibonacci shifted by one"], note="small-case table")
q("sq03", "probe_further", P2,
  "Edge cases: one of a, b may be 0 (gcd(a, 0) = a), both up to 10^18 so Python ints are fine. Euclid runs in O(log min(a, b)).\n\n```python\n" + A2 + "```\n",
  ["gcd(a, 0) = a", "O(log min(a, b))"], note="edge cases and complexity")
q("sq04", "probe_further", P7,
  "Why not compute n! directly: for n = 10^9 it has billions of digits. Each multiple of 5 gives a zero, multiples of 25 give an extra one, and so on. Example: 100 → 20 + 4.\n\n```python\n" + A7 + "```\n",
  ["for n = 10^9 it has billions of digits", "100 → 20 + 4"], note="rejected approach and a worked example")

if __name__ == "__main__":
    n = write(cases, os.path.join(HERE, "heldout.jsonl"))
    print(n, "cases")
