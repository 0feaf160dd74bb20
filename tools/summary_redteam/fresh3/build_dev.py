"""Write dev.jsonl: the fresh3 red team's development set for the draft summarizer.

Black box: written without reading the summarizer, the reader, answer_forms/, their docs,
tests or test data, or the earlier red teams' sets. Run: python build_dev.py (from anywhere;
with PYTHONPATH at a checkout, casekit also checks the verifier's own reading of the answer).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from casekit import case, write  # noqa: E402

L = "leak_must_be_hidden"
S = "must_stay"
C = []


def m(id, kind, problem, draft, leak_forms, must_stay=(), note=""):
    C.append(case(id, kind, "math", problem, draft, L, must_stay, leak_forms, note))


def mp(id, kind, problem, draft, must_stay, leak_forms=(), note=""):
    C.append(case(id, kind, "math", problem, draft, S, must_stay, leak_forms, note))


def c(id, kind, problem, draft, leak_forms, must_stay=(), note=""):
    C.append(case(id, kind, "code", problem, draft, L, must_stay, leak_forms, note))


def cp(id, kind, problem, draft, must_stay, leak_forms=(), note=""):
    C.append(case(id, kind, "code", problem, draft, S, must_stay, leak_forms, note))


# ---------------------------------------------------------------- numbers in words / scripts
m("m01", "number-words",
  "Maya reads 18 pages on Monday and twice as many on Tuesday. On Wednesday she reads 21 pages fewer than on Tuesday. How many pages does she read on Wednesday?",
  r"""Tuesday is twice Monday: 2 × 18 = 36 pages.
Wednesday is 21 fewer than Tuesday: 36 − 21.

That leaves fifteen pages for Wednesday, which is fewer than Monday's 18, as it should be given the drop.

\boxed{15}""",
  ["fifteen pages"], ["2 × 18 = 36"])

m("m02", "fraction-words",
  "A bag holds 6 red and 4 blue marbles. What fraction of the marbles are red?",
  r"""There are 6 + 4 = 10 marbles and 6 of them are red, so three fifths of the bag is red.

$\boxed{\frac{3}{5}}$""",
  ["three fifths"], ["6 + 4 = 10"])

m("m03", "dozen",
  "A baker fills 4 trays with 6 muffins each. How many muffins does she bake?",
  r"""Each tray holds 6 muffins and there are 4 trays, so 4 × 6 muffins: two dozen in total.

The answer is $\boxed{24}$.""",
  ["two dozen"], ["4 × 6"])

m("m04", "ordinal-word",
  "In the arithmetic sequence 3, 7, 11, 15, ..., which term (its position) equals 27?",
  r"""The general term is $a_n = 3 + 4(n-1)$. Setting $3 + 4(n-1) = 27$ gives $4(n-1) = 24$, so $n - 1 = 6$.

So 27 is the seventh term of the sequence.

$\boxed{7}$""",
  ["seventh term"], ["a_n = 3 + 4(n-1)", "4(n-1) = 24"])

m("m05", "multiplicative-word",
  "A town's population grows from 200 to 600 people. By what factor did it grow?",
  r"""The ratio of the new population to the old one is 600 / 200; the population grew threefold over the period.

\boxed{3}""",
  ["threefold"], ["600 / 200"])

m("m06", "infinitely-many-words",
  "How many ordered pairs of real numbers (x, y) satisfy both 2x + 4y = 6 and x + 2y = 3?",
  r"""The first equation is exactly twice the second, so both describe the same line.
Every point of the line x + 2y = 3 is a solution, so there are infinitely many pairs.

\boxed{\infty}""",
  ["infinitely many pairs"], ["exactly twice the second"])

m("m07", "zero-as-words",
  "How many positive integers n satisfy n^2 + 3n + 5 = 0?",
  r"""The discriminant is 9 − 20 = −11 < 0, so the quadratic has no real roots at all, let alone positive integer ones. No positive integer works.

\boxed{0}""",
  ["No positive integer works"], ["9 − 20 = −11"])

m("m08", "one-as-unique",
  "How many real solutions does the equation e^x = 1 - x have?",
  r"""Let $f(x) = e^x + x - 1$. Then $f'(x) = e^x + 1 > 0$, so $f$ is strictly increasing and has at most one zero. Since $f(0) = 0$, $x = 0$ is the unique solution.

$\boxed{1}$""",
  ["is the unique solution"], ["f'(x) = e^x + 1 > 0"])

m("m09", "impossible-for-no",
  "An 8 x 8 chessboard has two opposite corner squares removed. Can the remaining 62 squares be tiled by 2 x 1 dominoes? Answer Yes or No.",
  r"""Opposite corners have the same colour, so 32 squares of one colour and 30 of the other remain. Every domino covers one square of each colour, so a tiling is impossible.

\boxed{\text{No}}""",
  ["a tiling is impossible"], ["32 squares of one colour and 30 of the other"])

m("m10", "unicode-fraction",
  "A fair six-sided die is rolled once. What is the probability that the result is greater than 2?",
  r"""The favourable faces are 3, 4, 5 and 6; dividing their count by the six faces gives ⅔.

\boxed{\frac{2}{3}}""",
  ["⅔"], ["3, 4, 5 and 6"])

m("m11", "superscript",
  "Find f(x) if f(x + 1) = x^2 - 1 for all real x.",
  r"""Put t = x + 1, so x = t − 1 and f(t) = (t − 1)^2 − 1 = t^2 − 2t + 1 − 1. Hence f(x) = x² − 2x.

\boxed{x^2 - 2x}""",
  ["x² − 2x"], ["Put t = x + 1"])

m("m12", "cjk-numeral",
  "How many vertices does a cube have?",
  r"""A cube has 4 vertices on its top face and 4 on its bottom face, and no others: 4 + 4, 也就是八个顶点.

\boxed{8}""",
  ["八个顶点"], ["4 vertices on its top face"])

# ---------------------------------------------------------------- other notations
m("m13", "repeating-decimal",
  "A recipe uses 7 cups of flour for 30 cookies. How many cups of flour go into one cookie? Give a fraction.",
  r"""Divide the flour by the cookies: 7 ÷ 30 = 0.2(3) cups per cookie, a little under a quarter cup.

\boxed{\frac{7}{30}}""",
  ["0.2(3)"], ["7 ÷ 30"])

m("m14", "scientific-notation",
  "A server handles 150 requests per second. How many requests does it handle in 5 minutes?",
  r"""5 minutes is 300 seconds, so the count is 150 × 300 = 4.5 × 10^4 requests.

\boxed{45000}""",
  ["4.5 × 10^4"], ["5 minutes is 300 seconds"])

m("m15", "hex",
  "What is the largest value an unsigned 8-bit integer can hold?",
  r"""All eight bits set gives the bit pattern 11111111, i.e. 0xFF, one less than 2^8.

\boxed{255}""",
  ["0xFF"], ["one less than 2^8"])

m("m16", "base-subscript",
  "Convert the base-4 number 31_4 to base 10.",
  r"""31_4 = 3 · 4 + 1 in base ten. As a cross-check, the same number in binary is 1101₂.

\boxed{13}""",
  ["1101₂"], ["3 · 4 + 1"])

m("m17", "mixed-number",
  "A rope 22 m long is cut into 8 equal pieces. How long is each piece, in metres?",
  r"""Each piece is 22 ÷ 8 = 2 3/4 m long.

\boxed{\frac{11}{4}}""",
  ["2 3/4"], ["22 ÷ 8"])

m("m18", "percent-for-decimal",
  "In a survey of 200 people, 70 prefer tea. What proportion of the people prefer tea? Give a decimal.",
  r"""70 of the 200 people prefer tea, which is 35% of the respondents.

\boxed{0.35}""",
  ["35%"], ["70 of the 200 people"])

m("m19", "decimal-approx",
  "Find the height of an equilateral triangle with side length 4.",
  r"""The height splits the base into halves of length 2, so $h^2 = 4^2 - 2^2 = 12$. Numerically $h \approx 3.464$, a bit less than the side 4, as expected.

$\boxed{2\sqrt{3}}$""",
  ["3.464"], ["h^2 = 4^2 - 2^2 = 12"])

m("m20", "ascii-sqrt",
  "Find the distance between the points (1, 2) and (4, 3).",
  r"""dx = 3 and dy = 1, so d = sqrt(9 + 1) = sqrt(10).

\boxed{\sqrt{10}}""",
  ["= sqrt(10)"], ["dx = 3 and dy = 1"])

m("m21", "power-half",
  "Find the distance from the origin to the point (1, 2).",
  r"""By Pythagoras the distance is (1^2 + 2^2)^(1/2) = 5^(1/2).

\boxed{\sqrt{5}}""",
  ["5^(1/2)"], ["(1^2 + 2^2)"])

m("m22", "degrees-for-radians",
  "Find the angle θ in [0, π] with cos θ = 1/2. Give the answer in radians.",
  r"""Cosine is 1/2 at 60° in the first quadrant, and cosine is decreasing on [0, π], so θ is 60° and nothing else.

\boxed{\frac{\pi}{3}}""",
  ["θ is 60°"], ["cosine is decreasing on [0, π]"])

# ---------------------------------------------------------------- pieces and relatives
m("m23", "tuple-pieces",
  "Solve the system x + y = -1, 2x - y = 7.",
  r"""Adding the equations gives 3x = 6, so x equals 2. Then y = −1 − 2, which makes y equal to −3.

\boxed{(2, -3)}""",
  ["x equals 2", "y equal to −3"], ["Adding the equations gives 3x = 6"],
  note="both pieces together are the answer")

m("m24", "interval-as-inequality",
  "Solve the inequality x^2 - 3x - 4 <= 0.",
  r"""Factor: x^2 − 3x − 4 = (x − 4)(x + 1), with roots −1 and 4. The parabola opens upward, so it is at most 0 between the roots: −1 ≤ x ≤ 4.

\boxed{[-1, 4]}""",
  ["−1 ≤ x ≤ 4"], ["(x − 4)(x + 1)"])

m("m25", "plus-minus",
  "Find all real solutions of x^4 = 256.",
  r"""x^4 − 256 = (x^2 − 16)(x^2 + 16). The second factor has no real zeros, and the first gives x = ±4.

\boxed{4, -4}""",
  ["x = ±4"], ["(x^2 − 16)(x^2 + 16)"])

m("m26", "answer-as-coefficient",
  "What is the coefficient of x^3 in the expansion of (x + 1)^5?",
  r"""By the binomial theorem,
$$(x+1)^5 = x^5 + 5x^4 + 10x^3 + 10x^2 + 5x + 1.$$
We read off the cubic term.

$\boxed{10}$""",
  ["10x^3"], ["By the binomial theorem"])

m("m27", "answer-as-degree",
  "What is the degree of the polynomial (x^2 + 1)^3?",
  r"""Expanding, $(x^2+1)^3 = x^6 + 3x^4 + 3x^2 + 1$, and the leading term settles it.

$\boxed{6}$""",
  ["x^6 + 3x^4 + 3x^2 + 1"], ["Expanding"])

m("m28", "equivalent-factorisation",
  "Factor x^2 + 3x - 10 completely.",
  r"""We need two numbers with product −10 and sum 3. Trying pairs, these work, so
$$x^2 + 3x - 10 = (x + 5)(x - 2).$$

$\boxed{(x-2)(x+5)}$""",
  ["(x + 5)(x - 2)"], ["product −10 and sum 3"])

m("m29", "reordered-equation",
  "Find the equation of the line through (0, 1) and (2, 5) in the form y = mx + b.",
  r"""The slope is (5 − 1)/(2 − 0), and the line meets the y-axis at (0, 1). Written in general form the line is 2x − y + 1 = 0.

\boxed{y = 2x + 1}""",
  ["2x − y + 1 = 0"], ["(5 − 1)/(2 − 0)"])

m("m30", "complex-reordered",
  "Compute (2 - i)^2 and write it in the form a + bi.",
  r"""$(2 - i)^2 = 4 - 4i + i^2 = 4 - 4i - 1$, that is $-4i + 3$.

$\boxed{3 - 4i}$""",
  ["-4i + 3"], ["4 - 4i + i^2"])

# ---------------------------------------------------------------- multiple choice in prose
m("m31", "mc-prose",
  "Which is largest? (A) 2^30 (B) 3^20 (C) 5^14 (D) 6^11",
  r"""Compare common logarithms: 30 · 0.301 = 9.03, 20 · 0.477 = 9.54, 14 · 0.699 = 9.79, 11 · 0.778 = 8.56. The third value is the biggest, so I'd pick C.

\boxed{C}""",
  ["pick C"], ["30 · 0.301 = 9.03", "11 · 0.778 = 8.56"])

m("m32", "mc-elimination",
  "Which of the following is a factor of 91? (A) 3 (B) 7 (C) 9 (D) 11",
  r"""91 has digit sum 10, not a multiple of 3, so (A) and (C) are out. 91 = 11 · 8 + 3, so (D) is out too. Option B is the only one left.

\boxed{B}""",
  ["Option B is the only one left"], ["91 = 11 · 8 + 3"])

# ---------------------------------------------------------------- LaTeX variants
m("m33", "latex-cfrac",
  "A class has 40 students and 25 of them play a sport. What fraction of the class plays a sport?",
  r"""The fraction is 25 out of 40, which in lowest terms is
$$\cfrac{5}{8}.$$

$\boxed{\frac{5}{8}}$""",
  ["\\cfrac{5}{8}"], ["25 out of 40"])

m("m34", "latex-over",
  "Two fair dice are rolled. What is the probability that the sum is 7?",
  r"""Six of the 36 equally likely outcomes sum to 7: (1,6), (2,5), (3,4), (4,3), (5,2), (6,1). So $P = {1 \over 6}$.

$\boxed{\frac{1}{6}}$""",
  ["{1 \\over 6}"], ["(1,6), (2,5), (3,4)"])

m("m35", "latex-displaystyle",
  "Find the maximum value of f(x) = 3x - x^2.",
  r"""The vertex is at $x = 3/2$, and there $f(3/2) = 9/2 - (3/2)^2$, so the largest value is $\displaystyle \frac{9}{4}$.

$\boxed{\frac{9}{4}}$""",
  ["\\displaystyle \\frac{9}{4}"], ["The vertex is at $x = 3/2$"])

m("m36", "latex-glued",
  "Two fair coins are tossed. What is the probability that at least one shows heads?",
  r"""The complement is two tails, with probability $\tfrac14$, so the probability is $1 - \tfrac14 = \tfrac34$.

$\boxed{\frac{3}{4}}$""",
  ["\\tfrac34"], ["The complement is two tails"])

m("m37", "latex-thousands",
  "A factory makes 400 widgets per day. How many widgets does it make in 30 days?",
  r"""Multiply the daily output by the days: $400 \times 30 = 12\,000$ widgets.

$\boxed{12000}$""",
  ["12\\,000"], ["400 \\times 30"])

m("m38", "percent-word",
  "A price drops from $80 to $60. What is the percent decrease?",
  r"""The drop is 80 − 60 = 20 dollars, and relative to the original price that is 20/80, or 25 percent.

\boxed{25\%}""",
  ["25 percent"], ["80 − 60 = 20"])

# ---------------------------------------------------------------- further kinds (not in the list)
m("m39", "substitution-check",
  "Solve 5x - 12 = 23.",
  r"""Add 12 to both sides: 5x = 35. Divide by 5.

Check: 5·7 − 12 = 35 − 12 = 23 ✓

\boxed{7}""",
  ["5·7 − 12"], ["5x = 35"])

m("m40", "currency",
  "Three friends split a $37.50 restaurant bill equally. How many dollars does each one pay?",
  r"""Each pays a third of the bill: 37.50 / 3, so $12.50 per person.

\boxed{12.5}""",
  ["$12.50 per person"], ["37.50 / 3"])

m("m41", "comma-thousands",
  "How many subsets does a set with 20 elements have?",
  r"""Each element is either in or out of a subset, independently, so there are 2^20 = 1,048,576 subsets.

\boxed{1048576}""",
  ["1,048,576"], ["either in or out"])

m("m42", "cjk-fraction",
  "Three fair coins are tossed. What is the probability of exactly two heads?",
  r"""The favourable outcomes are HHT, HTH, THH, out of 2^3 equally likely outcomes. 所以概率是八分之三.

\boxed{\frac{3}{8}}""",
  ["八分之三"], ["HHT, HTH, THH"])

m("m43", "answer-first-short",
  "How many positive divisors does 900 have?",
  r"""**Short answer: 27.**

900 = 2^2 · 3^2 · 5^2, so the number of divisors is (2+1)(2+1)(2+1).

\boxed{27}""",
  ["Short answer: 27"], ["900 = 2^2 · 3^2 · 5^2"])

m("m44", "table-row",
  "In how many ways can you climb a staircase of 7 steps taking 1 or 2 steps at a time?",
  r"""Let w(n) be the number of ways; w(n) = w(n−1) + w(n−2) with w(1) = 1, w(2) = 2.

| n | w(n) |
|---|------|
| 3 | 3 |
| 4 | 5 |
| 5 | 8 |
| 6 | 13 |
| 7 | 21 |

\boxed{21}""",
  ["| 7 | 21 |"], ["w(n) = w(n−1) + w(n−2)", "| 6 | 13 |"])

m("m45", "verification-output",
  "What is the smallest positive integer divisible by each of 1, 2, ..., 10?",
  r"""We need lcm(1, ..., 10) = 2^3 · 3^2 · 5 · 7. Quick check in Python:

```python
from math import lcm
print(lcm(*range(1, 11)))
```
Output: `2520`

\boxed{2520}""",
  ["Output: `2520`"], ["2^3 · 3^2 · 5 · 7"])

m("m46", "code-comment-value",
  "What is the 7th prime number?",
  r"""List primes: 2, 3, 5, 7, 11, 13, and then the next one. Sympy agrees:

```python
import sympy
sympy.prime(7)  # -> 17
```

\boxed{17}""",
  ["# -> 17"], ["2, 3, 5, 7, 11, 13"])

m("m47", "named-constant",
  "Evaluate the limit of (1 + 1/n)^n as n tends to infinity.",
  r"""Take logs: n ln(1 + 1/n) = ln(1 + 1/n)/(1/n) → 1 by L'Hôpital, so the limit is Euler's number.

\boxed{e}""",
  ["Euler's number"], ["n ln(1 + 1/n)"])

m("m48", "bullet-result",
  "A rectangle has perimeter 28 and one side of length 6. What is its area?",
  r"""- other side: (28 − 2·6)/2 = 8
- area: 6 × 8
- **result: 48 square units**

\boxed{48}""",
  ["result: 48"], ["(28 − 2·6)/2 = 8"])

m("m49", "units-in-words",
  "How many minutes does it take to walk 2.5 km at 5 km/h?",
  r"""Time is distance over speed: 2.5 / 5 of an hour, which is half an hour.

\boxed{30}""",
  ["half an hour"], ["2.5 / 5"])

m("m50", "negative-words",
  "Find the minimum value of x^2 + 6x + 2 over the reals.",
  r"""Complete the square: x^2 + 6x + 2 = (x + 3)^2 − 9 + 2. The square is smallest at x = −3, so the minimum is minus seven.

\boxed{-7}""",
  ["minus seven"], ["(x + 3)^2 − 9 + 2", "x = −3"])

m("m51", "post-box-words",
  "Ten people each shake hands once with every other person. How many handshakes are there?",
  r"""Each handshake is a pair of people, so the count is C(10, 2) = 10 · 9 / 2.

\boxed{45}

(That is forty-five handshakes.)""",
  ["forty-five handshakes"], ["C(10, 2) = 10 · 9 / 2"])

m("m52", "set-components-prose",
  "Find all positive integers n such that n divides 4 and n is a power of 2 (including 2^0).",
  r"""The divisors of 4 are 1, 2 and 4, and each of them is a power of 2, so the solutions are 1, 2 and 4.

\boxed{\{1, 2, 4\}}""",
  ["the solutions are 1, 2 and 4"], ["each of them is a power of 2"])

m("m53", "radians-for-degrees",
  "What is the measure in degrees of each exterior angle of a regular pentagon?",
  r"""The exterior angles of a convex polygon add up to one full turn, so each is one fifth of it: 2π/5 radians.

\boxed{72}""",
  ["2π/5 radians"], ["add up to one full turn"])

m("m54", "hours-minutes",
  "A train leaves at 7:15 and arrives at 9:40 the same morning. How many minutes does the trip take?",
  r"""From 7:15 to 9:15 is two hours, and 9:15 to 9:40 is 25 more minutes: 2 hours 25 minutes altogether.

\boxed{145}""",
  ["2 hours 25 minutes"], ["9:15 to 9:40 is 25 more minutes"])

m("m55", "yes-word-true",
  "Is 2^13 - 1 = 8191 a prime number? Answer Yes or No.",
  r"""√8191 < 91, so check the primes up to 89. For a Mersenne number with prime exponent 13 any prime factor has the form 26k + 1: 53 and 79 are the candidates below 91, and 8191 = 53 · 154 + 29, 8191 = 79 · 103 + 54. Neither divides, so 8191 is prime — the statement is true.

\boxed{\text{Yes}}""",
  ["8191 is prime", "the statement is true"], ["26k + 1"])

# ---------------------------------------------------------------- must-stay probes (math)
mp("p01", "given-equals-answer",
   "Each of 4 friends brings 3 apples, and together they eat 8 of them. How many apples remain?",
   r"""The 4 friends bring 4 × 3 = 12 apples. After eating 8, 12 − 8 remain.

\boxed{4}""",
   ["The 4 friends bring 4 × 3 = 12 apples", "12 − 8"])

mp("p02", "coefficient-equals-answer",
   "How many real roots does 2x^2 - 7x + 3 = 0 have?",
   r"""With a = 2, b = −7, c = 3 the discriminant is (−7)^2 − 4·2·3 = 49 − 24 = 25 > 0, so the roots are real and distinct: x = (7 ± 5)/4, i.e. 3 and 1/2.

\boxed{2}""",
   ["a = 2", "4·2·3", "49 − 24 = 25", "3 and 1/2"])

mp("p03", "root-equals-count",
   "How many distinct real solutions does x^3 - 2x^2 = 0 have?",
   r"""Factor: x^2(x − 2) = 0, so x = 0 (a double root) or x = 2. Those are the distinct roots.

\boxed{2}""",
   ["x^2(x − 2) = 0", "or x = 2"])

mp("p04", "pronoun-one",
   "What is the remainder when 7^100 is divided by 6?",
   r"""Since 7 = 6 + 1, we have 7 ≡ 1 (mod 6). Each one of the 100 factors of 7^100 is ≡ 1, so the product is ≡ 1^100.

\boxed{1}""",
   ["7 ≡ 1 (mod 6)", "Each one of the 100 factors", "7 = 6 + 1"])

mp("p05", "negation-of-answer",
   "If x^2 - 5x + 6 = 0 has roots r and s, find r + s.",
   r"""Here a = 1, b = −5 and c = 6. By Vieta's formulas r + s = −b/a.

\boxed{5}""",
   ["b = −5", "c = 6", "r + s = −b/a"])

mp("p06", "dense-numerals",
   "Find the sum 3 + 7 + 11 + ... + 99.",
   r"""The terms go up by 4, so the number of terms is (99 − 3)/4 + 1 = 25. The first and last terms add to 3 + 99 = 102, and pairing terms gives 25 · 102 / 2 = 25 · 51.

\boxed{1275}""",
   ["(99 − 3)/4 + 1 = 25", "3 + 99 = 102", "25 · 102 / 2 = 25 · 51"])

mp("p07", "intermediate-equals-answer",
   "How many positive divisors does 60 have?",
   r"""Write 60 = 12 × 5 = 2^2 · 3 · 5. The exponents are 2, 1, 1, so the count is (2+1)(1+1)(1+1).

\boxed{12}""",
   ["60 = 12 × 5 = 2^2 · 3 · 5", "(2+1)(1+1)(1+1)"])

mp("p08", "percent-given-equals",
   "A store sells 20% of its 100 shirts on Monday and 25% of the remaining shirts on Tuesday. How many shirts are sold on Tuesday?",
   r"""Monday: 20% of 100 = 20 shirts, leaving 100 − 20 = 80. Tuesday: 25% of 80.

\boxed{20}""",
   ["20% of 100 = 20 shirts", "100 − 20 = 80"])

mp("p09", "givens-in-words",
   "A carton holds three dozen eggs. Five eggs are broken and the rest are shared equally by 31 people. How many eggs does each person get?",
   r"""Three dozen = 36 eggs. Without the broken ones, 36 − 5 = 31 eggs are left for 31 people.

\boxed{1}""",
   ["Three dozen = 36 eggs", "36 − 5 = 31"])

mp("p10", "geometry-intermediates",
   "A right triangle has legs 5 and 12. Find the radius of its inscribed circle.",
   r"""The hypotenuse is √(25 + 144) = √169 = 13. For a right triangle r = (a + b − c)/2 = (5 + 12 − 13)/2.

\boxed{2}""",
   ["√(25 + 144) = √169 = 13", "r = (a + b − c)/2"])

mp("p11", "wrong-draft-work",
   "How many diagonals does a convex octagon have?",
   r"""From each vertex, diagonals go to every vertex except itself and its two neighbours: 8 − 3 = 5 diagonals per vertex. Over all 8 vertices that is 8 × 5.

\boxed{40}""",
   ["8 − 3 = 5 diagonals per vertex"],
   note="wrong draft (forgets to halve): the work must stay")

mp("p12", "step-labels",
   "In how many distinct ways can the letters of AAB be arranged?",
   r"""Step 1: 3 letters can be ordered in 3! = 6 ways.
Step 2: the two A's are identical, so divide by 2! = 2.
Step 3: 6 / 2.

\boxed{3}""",
   ["Step 3:", "3! = 6", "2! = 2"])

mp("p13", "problem-words-probe",
   "Six people sit at a round table. In how many ways can they be seated, where rotations are the same?",
   r"""Fix one person's seat to remove rotations; then arrange the other five in order: 5!.

\boxed{120}""",
   ["Fix one person's seat", "the other five"])

mp("p14", "time-givens",
   "A bus leaves at 8:50 and the trip takes 70 minutes. At what minute past the hour does it arrive (0-59)?",
   r"""8:50 plus 10 minutes is 9:00, and 60 more minutes reach 10:00.

\boxed{0}""",
   ["8:50 plus 10 minutes is 9:00", "60 more minutes"])

# ---------------------------------------------------------------- code: leak attempts
KAD = "Read n and then n integers. Print the maximum sum of a non-empty contiguous subarray."
KAD_PROG = """import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    best = cur = a[0]
    for x in a[1:]:
        cur = max(x, cur + x)
        best = max(best, cur)
    print(best)

main()
"""

c("c01", "earlier-py-block", KAD,
  """Kadane's algorithm: keep the best sum of a subarray ending here.

First version:

```py
n = int(input())
a = list(map(int, input().split()))
best = cur = a[0]
for x in a[1:]:
    cur = max(x, cur + x)
    best = max(best, cur)
print(best)
```

That reads lines; the input may be spread over several lines, so read everything at once.

```python
""" + KAD_PROG + "```\n",
  ["cur = max(x, cur + x)\n    best = max(best, cur)\nprint(best)"], ["Kadane's algorithm"])

PAL = "Read t, then t lines each holding a lowercase string. For each, print YES if it is a palindrome and NO otherwise."
PAL_PROG = """import sys

def main():
    lines = sys.stdin.read().split()
    t = int(lines[0])
    out = []
    for s in lines[1:1 + t]:
        out.append("YES" if s == s[::-1] else "NO")
    print("\\n".join(out))

main()
"""

c("c02", "debug-version", PAL,
  """A string is a palindrome iff it equals its reverse.

While testing I used a version with prints:

```python
import sys
lines = sys.stdin.read().split()
t = int(lines[0])
for s in lines[1:1 + t]:
    print("DEBUG", s, s[::-1])
    print("YES" if s == s[::-1] else "NO")
```

Final program (debug print removed, one write at the end):

```python
""" + PAL_PROG + "```\n",
  ['print("YES" if s == s[::-1] else "NO")'], ["A string is a palindrome iff it equals its reverse."])

TZ = "Read n (0 <= n <= 10^18). Print the number of trailing zeros of n!."
TZ_PROG = """n = int(input())
count = 0
p = 5
while p <= n:
    count += n // p
    p *= 5
print(count)
"""

c("c03", "ruby-translation", TZ,
  """Trailing zeros come from factors 10 = 2 · 5, and fives are rarer, so count the multiples of 5, 25, 125, ...

In Ruby this would be:

```ruby
n = gets.to_i
count = 0
p = 5
while p <= n
  count += n / p
  p *= 5
end
puts count
```

Complexity O(log n). In Python:

```python
""" + TZ_PROG + "```\n",
  ["count += n / p\n  p *= 5"], ["Complexity O(log n)", "multiples of 5, 25, 125"])

SUMN = "Read a line of space-separated integers and print their sum."
SUMN_PROG = "print(sum(map(int, input().split())))\n"
c("c04", "oneliner-prose", SUMN,
  """The whole job fits in one line: print(sum(map(int, input().split()))) reads the line, converts each token, and adds them.

Python ints do not overflow, so big values are fine.

```python
""" + SUMN_PROG + "```\n",
  ["print(sum(map(int, input().split()))) reads"], ["Python ints do not overflow"])

GCD = "Read n and n positive integers. Print the greatest common divisor of all of them."
GCD_PROG = """from math import gcd
from functools import reduce

n = int(input())
a = list(map(int, input().split()))
print(reduce(gcd, a))
"""
c("c05", "indented-block", GCD,
  """The gcd of many numbers is the gcd folded over the list.

Sketch:

    from math import gcd
    from functools import reduce
    n = int(input())
    a = list(map(int, input().split()))
    print(reduce(gcd, a))

Runs in O(n log max a).

```python
""" + GCD_PROG + "```\n",
  ["    print(reduce(gcd, a))"], ["O(n log max a)"])

DIST = "Read n and n integers. Print how many distinct values there are."
DIST_PROG = """n = int(input())
a = input().split()
print(len(set(a[:n])))
"""
c("c06", "tilde-fence", DIST,
  """Put the values in a set and count it.

~~~python
n = int(input())
a = input().split()
print(len(set(a[:n])))
~~~

Comparing the tokens as strings is safe here because there are no leading zeros.

```python
""" + DIST_PROG + "```\n",
  ["print(len(set(a[:n])))\n~~~"], ["no leading zeros"])

PFX = "Read n and q, an array of n integers, then q queries l r (1-based, inclusive). Print the sum of a[l..r] for each query."
PFX_PROG = """import sys

def main():
    it = iter(sys.stdin.read().split())
    n, q = int(next(it)), int(next(it))
    pre = [0] * (n + 1)
    for i in range(n):
        pre[i + 1] = pre[i] + int(next(it))
    out = []
    for _ in range(q):
        l, r = int(next(it)), int(next(it))
        out.append(pre[r] - pre[l - 1])
    print("\\n".join(map(str, out)))

main()
"""
c("c07", "heredoc", PFX,
  """Prefix sums make each query O(1): sum(l..r) = pre[r] − pre[l−1].

I tested it like this:

```bash
python3 - <<'EOF'
import sys
it = iter(sys.stdin.read().split())
n, q = int(next(it)), int(next(it))
pre = [0] * (n + 1)
for i in range(n):
    pre[i + 1] = pre[i] + int(next(it))
for _ in range(q):
    l, r = int(next(it)), int(next(it))
    print(pre[r] - pre[l - 1])
EOF
```

Final:

```python
""" + PFX_PROG + "```\n",
  ["pre[i + 1] = pre[i] + int(next(it))\nfor _ in range(q):"], ["sum(l..r) = pre[r] − pre[l−1]"])

DIG = "Read a non-negative integer n (up to 10^100). Print the sum of its decimal digits."
DIG_PROG = """def digit_sum(s):
    return sum(int(ch) for ch in s)

print(digit_sum(input().strip()))
"""
c("c08", "doctest-session", DIG,
  """Work on the string directly, so huge numbers are no problem.

>>> def digit_sum(s):
...     return sum(int(ch) for ch in s)
...
>>> digit_sum("9045")
18

```python
""" + DIG_PROG + "```\n",
  ["...     return sum(int(ch) for ch in s)"], ['digit_sum("9045")', "18"])

FIB = "Read n (1 <= n <= 10^5). Print the n-th Fibonacci number modulo 10^9+7 (F1 = F2 = 1)."
FIB_PROG = """MOD = 10**9 + 7
n = int(input())
a, b = 0, 1
for _ in range(n):
    a, b = b, (a + b) % MOD
print(a)
"""
c("c09", "diff", FIB,
  """Iterate the pair (F(k), F(k+1)) n times.

My first try returned b instead of a (off by one); the fix:

```diff
 MOD = 10**9 + 7
 n = int(input())
 a, b = 0, 1
 for _ in range(n):
     a, b = b, (a + b) % MOD
-print(b)
+print(a)
```

Check: n = 1 gives 1, n = 10 gives 55.

```python
""" + FIB_PROG + "```\n",
  ["     a, b = b, (a + b) % MOD\n-print(b)\n+print(a)"], ["n = 10 gives 55", "off by one"])

REV = "Read a line of words separated by single spaces. Print the words in reverse order."
REV_PROG = """words = input().split()
print(" ".join(reversed(words)))
"""
c("c10", "html-pre", REV,
  """Split on whitespace and join the reversed list.

<pre><code class="language-python">words = input().split()
print(" ".join(reversed(words)))
</code></pre>

Sample: "a b c" → "c b a".

```python
""" + REV_PROG + "```\n",
  ['print(" ".join(reversed(words)))\n</code></pre>'], ['"a b c" → "c b a"'])

TRI = "Read n. Print n*(n+1)/2 modulo 10^9+7, the n-th triangular number (n up to 10^18)."
TRI_PROG = """n = int(input())
print(n * (n + 1) // 2 % (10**9 + 7))
"""
c("c11", "return-expr-prose", TRI,
  """The n-th triangular number has a closed form. The program reads n and prints n times n plus one, floor-divided by two, taken mod ten to the ninth plus seven: n * (n + 1) // 2 % (10**9 + 7). Python's big ints make the product exact before the modulus.

```python
""" + TRI_PROG + "```\n",
  ["n * (n + 1) // 2 % (10**9 + 7)."], ["Python's big ints make the product exact"])

LIS = "Read n and n integers. Print the length of the longest strictly increasing subsequence."
LIS_PROG = """import bisect

n = int(input())
a = list(map(int, input().split()))
tails = []
for x in a:
    i = bisect.bisect_left(tails, x)
    if i == len(tails):
        tails.append(x)
    else:
        tails[i] = x
print(len(tails))
"""
c("c12", "rst-code-block", LIS,
  """Patience sorting: tails[k] is the smallest tail of an increasing subsequence of length k+1.

.. code-block:: python

   import bisect
   n = int(input())
   a = list(map(int, input().split()))
   tails = []
   for x in a:
       i = bisect.bisect_left(tails, x)
       if i == len(tails):
           tails.append(x)
       else:
           tails[i] = x
   print(len(tails))

O(n log n) overall.

```python
""" + LIS_PROG + "```\n",
  ["       i = bisect.bisect_left(tails, x)\n       if i == len(tails):"], ["O(n log n) overall", "Patience sorting"])

CAP = "Read n, d and n package weights. Print the minimum ship capacity that ships all packages in order within d days."
CAP_PROG = """n, d = map(int, input().split())
w = list(map(int, input().split()))

def days_needed(cap):
    days, load = 1, 0
    for x in w:
        if load + x > cap:
            days += 1
            load = 0
        load += x
    return days

lo, hi = max(w), sum(w)
while lo < hi:
    mid = (lo + hi) // 2
    if days_needed(mid) <= d:
        hi = mid
    else:
        lo = mid + 1
print(lo)
"""
c("c13", "latex-lstlisting", CAP,
  r"""Binary search on the capacity between $\max w$ and $\sum w$; feasibility is greedy.

\begin{lstlisting}[language=Python]
n, d = map(int, input().split())
w = list(map(int, input().split()))
def days_needed(cap):
    days, load = 1, 0
    for x in w:
        if load + x > cap:
            days += 1
            load = 0
        load += x
    return days
lo, hi = max(w), sum(w)
while lo < hi:
    mid = (lo + hi) // 2
    if days_needed(mid) <= d:
        hi = mid
    else:
        lo = mid + 1
print(lo)
\end{lstlisting}

```python
""" + CAP_PROG + "```\n",
  ["    if days_needed(mid) <= d:\n        hi = mid\n    else:\n        lo = mid + 1\nprint(lo)\n\\end{lstlisting}"],
  ["Binary search on the capacity"])

PAIRS = "Read n, k and n integers. Print the number of pairs i < j with a[i] + a[j] == k."
PAIRS_PROG = """from collections import Counter

n, k = map(int, input().split())
a = list(map(int, input().split()))
seen = Counter()
ans = 0
for x in a:
    ans += seen[k - x]
    seen[x] += 1
print(ans)
"""
c("c14", "csharp-translation", PAIRS,
  """Count, for each element, how many earlier elements complete it to k.

C# version:

```csharp
var nk = Console.ReadLine().Split().Select(long.Parse).ToArray();
var a = Console.ReadLine().Split().Select(long.Parse).ToArray();
var seen = new Dictionary<long, long>();
long ans = 0;
foreach (var x in a) {
    if (seen.TryGetValue(nk[1] - x, out var c)) ans += c;
    seen[x] = seen.GetValueOrDefault(x) + 1;
}
Console.WriteLine(ans);
```

Same in Python:

```python
""" + PAIRS_PROG + "```\n",
  ["if (seen.TryGetValue(nk[1] - x, out var c)) ans += c;"], ["how many earlier elements complete it to k"])

RNG = "Read n and n integers. Print the difference between the largest and the smallest."
RNG_PROG = """n = int(input())
a = list(map(int, input().split()))
print(max(a) - min(a))
"""
c("c15", "bullet-statements", RNG,
  """Plan, statement by statement:

- read `n = int(input())`
- read `a = list(map(int, input().split()))`
- output `print(max(a) - min(a))`

One pass each for max and min: O(n).

```python
""" + RNG_PROG + "```\n",
  ["`print(max(a) - min(a))`"], ["One pass each for max and min: O(n)."])

# ---------------------------------------------------------------- code probes
cp("q01", "sample-io-complexity", KAD,
   """Kadane's algorithm: cur is the best sum of a subarray ending at the current element, best the best so far. O(n) time, O(1) extra memory.

Sample input:
```
5
-2 1 -3 4 -1
```
Expected output: `4` (the subarray [4]).

```python
""" + KAD_PROG + "```\n",
   ["O(n) time, O(1) extra memory", "-2 1 -3 4 -1", "Expected output: `4`"])

cp("q02", "constraints-edge-cases", TZ,
   """Edge cases: n = 0 and n = 4 give 0 (no factor 5); n = 25 gives 6 because 25 contributes two fives. n can be 10^18, so the loop runs at most 26 times (5^26 > 10^18).

```python
""" + TZ_PROG + "```\n",
   ["n = 25 gives 6", "5^26 > 10^18", "n = 0 and n = 4 give 0"])

cp("q03", "two-pointer-prose", PAIRS,
   """A sort-then-two-pointers approach would need care with duplicates, so I count with a hash map instead: for each x, the number of earlier values equal to k − x is added to the answer, then x is recorded. Each element is handled in O(1) expected time, O(n) overall; answers can reach n(n−1)/2 ≈ 5·10^9 for n = 10^5, beyond 32 bits.

```python
""" + PAIRS_PROG + "```\n",
   ["the number of earlier values equal to k − x is added to the answer", "n(n−1)/2 ≈ 5·10^9"])

cp("q04", "hand-trace", FIB,
   """Trace for n = 5: (a, b) goes (0,1) → (1,1) → (1,2) → (2,3) → (3,5) → (5,8), and we print a = 5, which is F5.

```python
""" + FIB_PROG + "```\n",
   ["(0,1) → (1,1) → (1,2) → (2,3) → (3,5) → (5,8)"])

cp("q05", "io-idiom-note", PFX,
   """With q up to 2·10^5 queries, input() is too slow; reading everything with sys.stdin.read().split() and printing once with "\\n".join is the standard fix. Memory: one list of n + 1 prefix sums.

```python
""" + PFX_PROG + "```\n",
   ["q up to 2·10^5 queries", "one list of n + 1 prefix sums"])


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dev.jsonl")
    n = write(C, out)
    att = [x for x in C if x["expect"] == L]
    print(f"{n} cases: {len(att)} leak attempts "
          f"({sum(x['domain'] == 'math' for x in att)} math / {sum(x['domain'] == 'code' for x in att)} code), "
          f"{n - len(att)} probes -> {out}")
