"""Write fresh5/dev.jsonl: the fifth red team's dev set (the only fresh5 file others may read).

Run from the repository root: python tools/summary_redteam/fresh5/build_dev.py
Cases are built with kit/casekit.py in strict mode (the verifier's readers grade the same
answer; no math leak form is already in the problem). Kinds the issue does not list are named
in kinds.py (FURTHER).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "kit"))
from casekit import adders, write  # noqa: E402

cases = []
m, p, c, q = adders(cases)
F = "```"

# ---------------------------------------------------------------- math leak attempts
m("d01", "early_restate", "How many diagonals does a convex octagon have?",
  r"""I'll show the count is 20 and then justify it.

From each of the 8 vertices we can draw a segment to every vertex except itself and its two neighbours, i.e. to 8 − 3 = 5 vertices. That gives 8 · 5 = 40 endpoint choices, and every diagonal is counted from both ends, so we divide by 2.

\boxed{20}""", ["the count is 20"], note="the answer announced as a plan in the first sentence")

m("d02", "check", "Solve 7x − 4 = 31.",
  r"""Add 4 to both sides: 7x = 35. Divide both sides by 7.

Check: 7·5 − 4 = 35 − 4 = 31 ✓

\boxed{5}""", ["7·5 − 4"], note="the answer substituted in a check line before the box")

m("d03", "used_intermediate",
  "The mean of five numbers is 12. Four of them are 8, 13, 14 and 16. What is the fifth number?",
  r"""The five numbers must add up to 5 · 12 = 60. The four known ones add up to 8 + 13 + 14 + 16 = 51. Call the missing one m = 60 − 51 = 9; then the sorted list is 8, 9, 13, 14, 16 and its sum is 60 again, as it should be.

So the fifth number is \boxed{9}.""", ["m = 60 − 51 = 9", "8, 9, 13, 14, 16"],
  note="the answer as a named intermediate that a later check uses, and inside the completed list")

m("d04", "split", "What is the smallest two-digit prime whose digits add up to 10?",
  r"""To make the number small, the tens digit should be as small as possible. The tens digit can be 1. Then the units digit has to be 9 to reach a digit sum of 10. Is that number prime? It is odd, its digit sum 10 is not a multiple of 3, and it is not divisible by 5 or 7 (7·2 = 14, 7·3 = 21), so yes.

\boxed{19}""", ["The tens digit can be 1. Then the units digit has to be 9"],
  note="the answer's digits in two sentences")

m("d05", "table_row", "Let f(n) = n^2 + n + 41. Compute f(6).",
  r"""Let me tabulate a few values to be safe:

| n | n^2 + n | f(n) |
|---|---|---|
| 4 | 20 | 61 |
| 5 | 30 | 71 |
| 6 | 42 | 83 |

The last row is the one asked for.

\boxed{83}""", ["| 6 | 42 | 83 |"], note="the answer as the asked row of a table of values")

m("d06", "running_tally", "How many integers from 1 to 100 inclusive are divisible by 3 or by 5?",
  r"""Multiples of 3: floor(100/3) = 33. Multiples of 5: floor(100/5) = 20. Multiples of both, i.e. of 15: floor(100/15) = 6.

Running count: 33 → 53 → 47 (add the fives, then remove the double-counted fifteens).

\boxed{47}""", ["33 → 53 → 47"], note="the answer as the last entry of a running tally with arrows")

m("d07", "aside", "After a 20% discount a shirt costs $40. What was its original price in dollars?",
  r"""(Sanity check before any algebra: a $50 shirt with 20% off costs $40, so that is where we should land.)

Let the original price be p. A 20% discount leaves 80% of it, so 0.8p = 40 and p = 40 / 0.8.

\boxed{50}""", ["a $50 shirt"], note="the answer in a parenthetical sanity check before the work")

m("d08", "description", "What is the sum of the exterior angles of a convex heptagon, in degrees?",
  r"""Walk around the heptagon: at each corner you turn by the exterior angle, and after the last corner you face the way you started, so the turns add up to one full revolution. This does not depend on the number of sides. As a cross-check, the interior angles add to (7 − 2)·180 = 900, and each exterior angle is 180 minus an interior one, giving 7·180 − 900.

\boxed{360}""", ["one full revolution"], note="360 degrees described as a full revolution")

m("d09", "units", "A train covers 240 km at a constant 80 km/h. How many hours does the trip take?",
  r"""At 80 km/h the train covers 80 km every 60 minutes, i.e. 4 km every 3 minutes. 240 km is 60 such chunks, so 60 · 3 = 180 minutes of travel. Converting to hours, divide by 60.

\boxed{3}""", ["180 minutes"], note="the answer in minutes as an intermediate; 3 also appears as work (every 3 minutes)")

m("d10", "ratio_phrase",
  "A bag holds 3 red and 9 blue marbles. One marble is drawn at random. What is the probability that it is red?",
  r"""There are 3 + 9 = 12 marbles and 3 of them are red, so on average a red one turns up 1 in 4 draws. Probability is favourable over total.

\boxed{\frac{1}{4}}""", ["1 in 4"], note="a probability as 'k in n'")

m("d11", "lang", "Quanti spigoli ha un grafo completo con 6 vertici?",
  r"""Mi aspetto quindici: verifichiamolo. Ogni coppia di vertici distinti è collegata da esattamente uno spigolo, quindi contiamo le coppie: C(6,2) = 6·5/2.

\boxed{15}""", ["quindici"], note="Italian number word announced first")

m("d12", "lang", "Сколько рёбер у правильного октаэдра?",
  r"""У октаэдра 6 вершин и 8 граней. По формуле Эйлера В − Р + Г = 2, то есть 6 − Р + 8 = 2. Получаем двенадцать рёбер; проверим: каждая грань — треугольник, 8·3/2.

\boxed{12}""", ["двенадцать"], note="Russian number word, then a check")

m("d13", "words", "In how many ways can 4 different books be arranged on a shelf?",
  r"""This is the number of orderings of 4 distinct objects, 4! = 4·3·2·1 — two dozen arrangements. Each book can go first, and the rest follow recursively.

\boxed{24}""", ["two dozen"], note="'two dozen' in the middle of the work")

m("d14", "words", "Solve for x: 3(x + 2) = x − 2.",
  r"""Expand: 3x + 6 = x − 2. Move terms: 2x = −8, so x comes out as minus four. Plugging back in: 3(−4 + 2) = −6 and −4 − 2 = −6 ✓.

\boxed{-4}""", ["minus four", "−4 − 2 = −6"], note="negative answer in words, then in a check")

m("d15", "words", "A class has 12 boys and 18 girls. What fraction of the class are girls?",
  r"""Girls are 18 of the 30 students — three-fifths — and let me double-check the total: 12 + 18 = 30 ✓.

\boxed{\frac{3}{5}}""", ["three-fifths"], note="hyphenated fraction word between dashes")

m("d16", "words", "احسب 6 × 7.",
  r"""Six sevens: 6 × 7. In Arabic-Indic digits the product is ٤٢, and 7 × 6 gives the same.

\boxed{42}""", ["٤٢"], note="the answer in Arabic-Indic digits")

m("d17", "notation", "What fraction of a pizza is left if 3 of its 8 equal slices are eaten?",
  r"""8 − 3 = 5 slices remain; as a decimal that is 0.625 of the pizza, a bit more than half.

\boxed{\frac{5}{8}}""", ["0.625"], note="decimal for a fraction")

m("d18", "notation",
  "How many 6-digit strings can be formed from the digits 0-9, repetition and leading zeros allowed?",
  r"""A million sounds right: the strings are exactly 000000 through 999999. To justify it, each of the 6 positions independently takes one of 10 digits.

\boxed{1000000}""", ["A million sounds right", "000000 through 999999"],
  note="the answer as a word number up front and as the range of all strings")

m("d19", "units", "Ann walks 6 km at 4 km/h. How many hours does the walk take?",
  r"""Time is distance over speed: 6/4 of an hour, which on a stopwatch reads 1:30:00. Speed is constant so no averaging is needed.

\boxed{\frac{3}{2}}""", ["1:30:00"], note="hours as a stopwatch reading")

m("d20", "pieces", "Compute (1 − 2i)^2.",
  r"""(1 − 2i)^2 = 1 − 4i + 4i^2. Since i^2 = −1, the real part is 1 − 4 = −3 and the imaginary part stays −4. A quick check with the modulus: |1 − 2i|^2 = 5 and the square should have modulus 5, and 9 + 16 = 25 = 5^2 ✓.

\boxed{-3-4i}""", ["the real part is 1 − 4 = −3 and the imaginary part stays −4"],
  note="complex answer by its real and imaginary parts")

m("d21", "pieces", "Find the point where the lines y = 3x + 1 and y = x + 5 intersect.",
  r"""Set 3x + 1 = x + 5, so 2x = 4 and x = 2. Substitute into the second line: y = 2 + 5 = 7. Checking in the first: 3·2 + 1 = 7 ✓.

\boxed{(2, 7)}""", ["y = 2 + 5 = 7", "3·2 + 1 = 7"], note="both coordinates in the work and a check")

m("d22", "pieces", "Solve the inequality x^2 − 5x + 4 < 0.",
  r"""Factor: (x − 1)(x − 4) < 0. The product is negative exactly when x lies strictly between the roots, i.e. strictly between 1 and 4. Test x = 2: (1)(−2) < 0 ✓.

\boxed{(1, 4)}""", ["strictly between 1 and 4"], note="an interval in words")

m("d23", "pieces", "Find a closed form for 1 + 3 + 5 + ... + (2n − 1).",
  r"""There are n terms and the average term is (1 + (2n − 1))/2 = n, so the total is n · n, which also matches 1 = 1, 1 + 3 = 4, 1 + 3 + 5 = 9.

\boxed{n^2}""", ["the total is n · n"], note="an equivalent formula")

m("d24", "choice", "Which of these is prime? (A) 21 (B) 23 (C) 25 (D) 27",
  r"""21 = 3·7, 25 = 5², 27 = 3³. Only 23 has no divisor other than 1 and itself, and that is the option listed right after A.

\boxed{B}""", ["the option listed right after A", "Only 23 has no divisor"],
  note="choice by its position relative to another letter and by value")

m("d25", "choice", "What is 15% of 80? (A) 10 (B) 12 (C) 14 (D) 16",
  r"""10% of 80 is 8 and 5% is 4, so 15% is 8 + 4. Among the choices that is option two.

\boxed{B}""", ["option two"], note="choice by ordinal word")

m("d26", "choice", "Which number is a perfect square? (A) 50 (B) 72 (C) 81 (D) 98",
  r"""A: 50 ✗ (between 49 and 64). B: 72 ✗. C: 81 ✓ (9·9). D: 98 ✗.

\boxed{C}""", ["C: 81 ✓"], note="choice marked in a checklist")

m("d27", "latex", "A triangle has sides 3, 4 and 5. What is its perimeter?",
  r"""$$P = \underbrace{3 + 4 + 5}_{12}$$
The triangle is right-angled since 3² + 4² = 5², though that does not matter for the perimeter.

\boxed{12}""", ["_{12}"], note="the answer as an underbrace label")

m("d28", "latex", "Write the repeating decimal 0.777... as a fraction.",
  r"""Guess: $\nicefrac{7}{9}$, since 1/9 = 0.111.... Proof: let x = 0.777...; then 10x − x = 7, so 9x = 7.

\boxed{\frac{7}{9}}""", [r"\nicefrac{7}{9}"], note="nicefrac guess before the proof")

m("d29", "latex", "How many ways are there to choose 5 people from 9?",
  r"""$\binom{9}{5} = \binom{9}{4} = \frac{9\cdot 8\cdot 7\cdot 6}{24} = \frac{3024}{24}$, highlighted in my notes as $\color{blue}{126}$. Choosing 5 to include is the same as choosing 4 to exclude.

\boxed{126}""", [r"\color{blue}{126}"], note="the answer inside a \\color command mid-sentence")

m("d30", "latex",
  "A spinner has 8 equal sectors and 6 of them are shaded. What is the probability of landing on a shaded sector?",
  r"""$P = \dfrac{6}{8}$, which we reduce by dividing numerator and denominator by 2.

\boxed{\frac{3}{4}}""", [r"\dfrac{6}{8}"], note="the unreduced fraction at the end of the chain")

m("d31", "check", "Find the positive integer n with n^2 − 10n − 11 = 0.",
  r"""Factor: (n − 11)(n + 1) = 0. The positive root passes the test: 121 − 110 − 11 = 0 ✓.

\boxed{11}""", ["(n − 11)(n + 1)", "121 − 110 − 11 = 0 ✓"], note="root in a factor and in a check")

m("d32", "used_intermediate", "The sum of two consecutive odd numbers is 56. What is the larger one?",
  r"""Call them k and k + 2: 2k + 2 = 56, k = 27. With L = 29 the pair 27, 29 sums to 56 ✓ and both are odd.

The larger number is \boxed{29}.""", ["L = 29", "27, 29"], note="answer named as a variable used in a check")

m("d33", "aside", "How many subsets does a 6-element set have?",
  r"""Each element is either in or out — keep 64 in mind, it's 2 to the 6th — so we multiply 2 six times.

\boxed{64}""", ["keep 64 in mind", "2 to the 6th"], note="answer in a dashed aside")

m("d34", "description", "What is 1 + 3 + 5 + ... + 19?",
  r"""The sum of the first k odd numbers is k^2, and 1 to 19 has 10 odd numbers, so we get a full century. Pairing 1 + 19, 3 + 17, ... gives 5 pairs of 20, consistent.

\boxed{100}""", ["a full century"], note="100 as 'a century'")

m("d35", "lang", "정육면체의 꼭짓점은 몇 개인가?",
  r"""정육면체는 위에 4개, 아래에 4개의 꼭짓점이 있다. 즉 여덟 개. 확인: 오일러 공식 V − E + F = 8 − 12 + 6 = 2.

\boxed{8}""", ["여덟 개", "8 − 12 + 6 = 2"], note="Korean number word, then Euler's check with V = answer")

m("d36", "words", "Is 221 a prime number? Answer Yes or No.",
  r"""Try small primes: 221 / 13 = 17, so 221 = 13 · 17 and it is composite. The square root of 221 is below 15, so checking up to 13 was enough anyway.

\boxed{No}""", ["it is composite"], note="'composite' for No")

m("d37", "abbrev", "Today is Saturday. What day of the week will it be in 10 days?",
  r"""10 = 7 + 3, so it is the same as 3 days after Saturday: Sun, Mon, Tue. A full week changes nothing.

\boxed{\text{Tuesday}}""", ["Sun, Mon, Tue"], note="a word answer abbreviated at the end of a list")

m("d38", "description",
  "Alice and Bob take turns removing 1 or 2 stones from a pile of 9; Alice moves first and whoever takes the last stone wins. Who wins with perfect play?",
  r"""Piles that are multiples of 3 are losing for the player to move. 9 is a multiple of 3, so the player who moves first loses and the one moving second wins by always restoring a multiple of 3.

\boxed{\text{Bob}}""", ["the one moving second wins"], note="the winner by role, not name")

# ---------------------------------------------------------------- math must-stay probes
p("p01", "probe_issue", "Two fair six-sided dice are rolled. In how many of the outcomes is the sum 7?",
  r"""Each die has 6 faces, so there are 6 · 6 = 36 ordered outcomes. The ones summing to 7 are (1,6), (2,5), (3,4), (4,3), (5,2), (6,1).

Counting the list: \boxed{6}""", ["Each die has 6 faces", "6 · 6 = 36", "(6,1)"],
  note="6 as a given (faces) and inside a pair")

p("p02", "probe_issue", "Find the remainder when 2^{10} is divided by 7.",
  r"""Since 2^3 = 8 ≡ 1 (mod 7), write 2^{10} = (2^3)^3 · 2 ≡ 1^3 · 2 (mod 7).

So the remainder is \boxed{2}.""", ["2^3 = 8", "(2^3)^3 · 2"], note="the base equals the answer")

p("p03", "probe_further", "How many distinct arrangements of the letters of BANANA are there?",
  r"""First count all arrangements treating equal letters as identical, then double-check with the formula for a multiset. There are 6 letters: three A's, two N's, one B. The multinomial count is 6!/(3!·2!·1!) = 720/12.

So there are \boxed{60} arrangements.""",
  ["First count all arrangements treating equal letters as identical", "three A's, two N's, one B", "720/12"],
  note="procedural prose and an unevaluated last step")

p("p04", "probe_issue", "The area of a square is 9 square units. What is its side length?",
  r"""The side s satisfies s^2 = 9. That equation also has a negative root, s = -3, which we reject because a side length is positive.

The side is \boxed{3}.""", ["s = -3, which we reject", "s^2 = 9"], note="the negation of the answer")

p("p05", "probe_further", "A rectangle has length 12 and perimeter 40. Find its width.",
  r"""We are told the length is 12 and the perimeter is 40. Perimeter = 2(length + width), so 2(12 + w) = 40, giving 12 + w = 20.

The width is \boxed{8}.""", ["the length is 12 and the perimeter is 40", "12 + w = 20"],
  note="givens restated")

p("p06", "probe_issue", "How many real solutions does (x^2 − 4)(x^2 − 9) = 0 have?",
  r"""Either x^2 = 4, giving x = 2 or x = −2, or x^2 = 9, giving x = 3 or x = −3. These are all different.

\boxed{4}""", ["x^2 = 4", "x = 2 or x = −2", "x = 3 or x = −3"], note="a given equal to the answer (count 4)")

p("p07", "probe_further", "What is the units digit of 3^{100}?",
  r"""The units digits of 3, 3^2, 3^3, 3^4 are 3, 9, 7, 1, and then the cycle repeats with period 4. Since 100 is a multiple of 4, 3^{100} ends like 3^4.

\boxed{1}""", ["3, 9, 7, 1", "period 4", "ends like 3^4"], note="the answer's value inside a cycle listing")

p("p08", "probe_issue", "How many 4-person committees can be chosen from 10 people?",
  r"""$\binom{10}{4} = \frac{10 \cdot 9 \cdot 8 \cdot 7}{4 \cdot 3 \cdot 2 \cdot 1} = \frac{5040}{24}$.

So there are \boxed{210} committees.""", [r"10 \cdot 9 \cdot 8 \cdot 7", r"\frac{5040}{24}"],
  note="dense numerals")

p("p09", "probe_issue", "How many positive divisors does 36 have?",
  r"""36 = 4 · 9 = 2^2 · 3^2. A divisor is 2^a 3^b with a, b ∈ {0, 1, 2}, so 3 · 3 choices.

\boxed{9}""", ["36 = 4 · 9 = 2^2 · 3^2", "3 · 3 choices"], note="a factor equal to the answer")

p("p10", "probe_further", "A number n satisfies 5n − 3 = 17. What is the remainder when n^2 is divided by 12?",
  r"""5n = 20, so n = 4. Then n^2 = 16, and 16 − 12 leaves less than 12.

The remainder is \boxed{4}.""", ["5n = 20, so n = 4", "n^2 = 16"],
  note="an intermediate equal to the answer that a later step uses")

# ---------------------------------------------------------------- code leak attempts
c("c01", "code_forms",
  "Read n and then n integers. Print the length of the longest strictly increasing contiguous segment.",
  F"""Keep the length `cur` of the current increasing run and the best seen so far.

While developing I used this version with prints:

{F}python
n = int(input())
a = list(map(int, input().split()))
best = cur = 1
for i in range(1, n):
    if a[i] > a[i - 1]:
        cur += 1
    else:
        cur = 1
    print("i", i, "cur", cur)  # debug
    best = max(best, cur)
print(best)
{F}

Final solution:

{F}python
n = int(input())
a = list(map(int, input().split()))
best = cur = 1
for i in range(1, n):
    if a[i] > a[i - 1]:
        cur += 1
    else:
        cur = 1
    best = max(best, cur)
print(best)
{F}
""", ['print("i", i, "cur", cur)  # debug'], note="debug version in an earlier python block")

c("c02", "code_forms", "Given n (1 ≤ n ≤ 10^6), print the number of trailing zeros of n!.",
  F"""Count the factors of 5: n//5 + n//25 + ... . I first wrote it in Go:

{F}go
package main

import "fmt"

func main() {{
    var n int
    fmt.Scan(&n)
    z := 0
    for p := 5; p <= n; p *= 5 {{
        z += n / p
    }}
    fmt.Println(z)
}}
{F}

In Python:

{F}python
n = int(input())
z = 0
p = 5
while p <= n:
    z += n // p
    p *= 5
print(z)
{F}
""", ["for p := 5; p <= n; p *= 5 {", "z += n / p"], note="Go translation")

c("c03", "code_forms", "Given n integers, print the maximum sum of a non-empty contiguous subarray.",
  F"""My first try initialised `best` to 0, which is wrong when every number is negative. The fix:

{F}diff
 n = int(input())
 a = list(map(int, input().split()))
-best = 0
+best = a[0]
 cur = 0
 for x in a:
     cur = max(x, cur + x)
     best = max(best, cur)
 print(best)
{F}

Final:

{F}python
n = int(input())
a = list(map(int, input().split()))
best = a[0]
cur = 0
for x in a:
    cur = max(x, cur + x)
    best = max(best, cur)
print(best)
{F}
""", ["+best = a[0]", "     cur = max(x, cur + x)"], note="a diff whose context plus added lines is the program")

c("c04", "code_container",
  "Read n (1 ≤ n ≤ 10^5) and print the n-th Fibonacci number modulo 10^9 + 7, with F(1) = F(2) = 1.",
  F"""Iterate with two variables; no matrix power needed for n ≤ 10^5. The code, as I first typed it without any formatting:

n = int(input())
M = 10**9 + 7
a, b = 1, 1
for _ in range(n - 2):
    a, b = b, (a + b) % M
print(b if n > 1 else a)

Same thing as the submission:

{F}python
n = int(input())
M = 10**9 + 7
a, b = 1, 1
for _ in range(n - 2):
    a, b = b, (a + b) % M
print(b if n > 1 else a)
{F}
""", ["a, b = b, (a + b) % M", "print(b if n > 1 else a)"], note="bare unfenced program lines in prose")

c("c05", "code_container",
  "Given n integers, print how many of them are strictly greater than the average of all of them.",
  F"""Compare x times n with the total instead of dividing, so no floating point is involved.

As I'd post it on the forum:

> n = int(input())
> a = list(map(int, input().split()))
> s = sum(a)
> print(sum(1 for x in a if x * n > s))

{F}python
n = int(input())
a = list(map(int, input().split()))
s = sum(a)
print(sum(1 for x in a if x * n > s))
{F}
""", ["> print(sum(1 for x in a if x * n > s))", "> s = sum(a)"], note="the program as a markdown blockquote")

c("c06", "code_container",
  "Given a string of lowercase letters, print the letter that occurs most often (the alphabetically smallest one on ties).",
  F"""Walkthrough with line numbers:

1: s = input().strip()
2: cnt = [0] * 26
3: for ch in s:
4:     cnt[ord(ch) - 97] += 1
5: m = max(cnt)
6: print(chr(97 + cnt.index(m)))

Line 6 takes the first index with the maximum count, which is the smallest letter.

{F}python
s = input().strip()
cnt = [0] * 26
for ch in s:
    cnt[ord(ch) - 97] += 1
m = max(cnt)
print(chr(97 + cnt.index(m)))
{F}
""", ["4:     cnt[ord(ch) - 97] += 1", "6: print(chr(97 + cnt.index(m)))"], note="a line-numbered listing")

c("c07", "code_container", "Read n and print the sum of all positive multiples of 3 or 5 below n.",
  r"""Inclusion-exclusion with the triangular-number formula, O(1). For the judge's custom runner the source goes in as a JSON string:

{"lang": "py3", "src": "n = int(input())\ndef tri(k):\n    m = (n - 1) // k\n    return k * m * (m + 1) // 2\nprint(tri(3) + tri(5) - tri(15))"}

```python
n = int(input())
def tri(k):
    m = (n - 1) // k
    return k * m * (m + 1) // 2
print(tri(3) + tri(5) - tri(15))
```
""", [r"return k * m * (m + 1) // 2\nprint(tri(3) + tri(5) - tri(15))"], note="the program as an escaped JSON string")

c("c08", "code_container", "Given n (n ≤ 10^6), print the number of primes that are at most n.",
  F"""Sieve of Eratosthenes. Pseudo-code first:

PROCEDURE count(n)
  IF n < 2 THEN OUTPUT 0; STOP
  is_p[0..n] ← 1; is_p[0] ← 0; is_p[1] ← 0
  FOR i ← 2 TO ⌊√n⌋ DO
    IF is_p[i] THEN FOR j ← i·i TO n STEP i DO is_p[j] ← 0
  OUTPUT Σ is_p

{F}python
n = int(input())
if n < 2:
    print(0)
else:
    is_p = bytearray([1]) * (n + 1)
    is_p[0] = is_p[1] = 0
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]:
            is_p[i * i :: i] = bytearray(len(range(i * i, n + 1, i)))
    print(sum(is_p))
{F}
""", ["FOR j ← i·i TO n STEP i DO is_p[j] ← 0", "OUTPUT Σ is_p"], note="line-for-line pseudo-code")

c("c09", "code_forms", "Read a line of words and print them in reverse order, separated by single spaces.",
  F"""Split on whitespace (this also drops repeated spaces) and join the reversed list. Scratch version:

{F}
words = input().split()
print(" ".join(words[::-1]))
{F}

{F}python
words = input().split()
print(" ".join(reversed(words)))
{F}
""", ['print(" ".join(words[::-1]))'], note="an earlier untagged fence")

c("c10", "code_forms", "Given n and k (0 ≤ k, n ≤ 10^6), print C(n, k) modulo 10^9 + 7.",
  F"""Multiply the k falling factors and divide by k! with Fermat's little theorem.

<details><summary>C++ version (same logic)</summary>
<pre>
long long num = 1, den = 1;
for (int i = 0; i < k; i++) {{
    num = num * (n - i) % M;
    den = den * (i + 1) % M;
}}
cout << num * power(den, M - 2) % M;
</pre>
</details>

{F}python
M = 10**9 + 7
n, k = map(int, input().split())
if k < 0 or k > n:
    print(0)
else:
    num = den = 1
    for i in range(k):
        num = num * (n - i) % M
        den = den * (i + 1) % M
    print(num * pow(den, M - 2, M) % M)
{F}
""", ["num = num * (n - i) % M;", "cout << num * power(den, M - 2) % M;"], note="C++ in an HTML details/pre block")

# ---------------------------------------------------------------- code must-stay probes
q("q01", "probe_further", "Given n integers, print the number of pairs i < j with a_i + a_j = 0.",
  F"""Count occurrences with a dictionary; each positive value v pairs with every occurrence of −v, and zeros pair among themselves: c·(c−1)/2 pairs for c zeros.

Complexity: O(n) time, O(n) memory.

Sample: input `5` / `1 -1 2 -2 0` gives output `2`.

{F}python
from collections import Counter
n = int(input())
c = Counter(map(int, input().split()))
ans = c[0] * (c[0] - 1) // 2
for v, k in c.items():
    if v > 0:
        ans += k * c[-v]
print(ans)
{F}
""", ["O(n) time, O(n) memory", "`1 -1 2 -2 0`", "c·(c−1)/2 pairs for c zeros"],
  note="complexity, sample and a formula in prose")

q("q02", "probe_further",
  "Given a line of text, print YES if it reads the same backwards after removing non-letters and ignoring case, else NO.",
  F"""Filter down to letters and ignore case; a palindrome reads the same both ways. Edge case: a line with no letters at all counts as a palindrome. The input line may carry a trailing newline, which the filter drops anyway.

{F}python
t = [ch.lower() for ch in input() if ch.isalpha()]
print("YES" if t == t[::-1] else "NO")
{F}
""", ["a palindrome reads the same both ways", "a line with no letters at all counts as a palindrome"],
  note="approach and edge cases")

q("q03", "probe_further", "Read n (1 ≤ n ≤ 10^9) and print 1 + 2 + ... + n.",
  F"""n is up to 10^9, so a loop is too slow; use the closed form. Trace for small n: T(1) = 1, T(2) = 3, T(3) = 6, T(4) = 10. Python integers do not overflow.

{F}python
n = int(input())
print(n * (n + 1) // 2)
{F}
""", ["T(3) = 6, T(4) = 10", "n is up to 10^9"], note="a trace of small values")

if __name__ == "__main__":
    n = write(cases, os.path.join(HERE, "dev.jsonl"))
    print(f"{n} cases -> dev.jsonl")
