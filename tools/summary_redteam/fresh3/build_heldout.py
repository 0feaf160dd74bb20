"""Write heldout.jsonl: the fresh3 red team's held-out set (other inputs of the same kinds,
and further kinds) for the draft summarizer and the answer reader.

Black box, like build_dev.py. Not shown to the summarizer's engineer before the final
measurement. Run: python build_heldout.py
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
m("h01", "number-words",
  "A car travels 120 km in 3 hours. What is its average speed in km/h?",
  r"""An average of forty kilometres per hour is plausible for a mix of town and country roads, so let me confirm it.

Speed is distance over time: 120 / 3.

\boxed{40}""",
  ["forty kilometres per hour"], ["120 / 3"])

m("h02", "fraction-words",
  "Of 36 students, 24 walk to school. What fraction of the students walk? Give a reduced fraction.",
  r"""24 of the 36 students walk. Both numbers are multiples of 12, and dividing gives 2 over 3.

So two thirds of the class walks, a clear majority.

$\boxed{\frac{2}{3}}$""",
  ["two thirds of the class walks", "2 over 3"], ["multiples of 12"])

m("h03", "dozen",
  "An egg carton has 2 rows of 3 cups. How many eggs fill it?",
  r"""2 rows × 3 cups gives half a dozen cups, each holding one egg.

\boxed{6}""",
  ["half a dozen"], ["2 rows × 3 cups"])

m("h04", "weekday-name",
  "Days of the week are numbered Monday = 1, ..., Sunday = 7. Today is Monday. What is the number of the day 18 days from now?",
  r"""18 = 2 · 7 + 4, so after two whole weeks we move 4 more days past Monday, landing on Friday.

\boxed{5}""",
  ["landing on Friday"], ["18 = 2 · 7 + 4"])

m("h05", "multiplicative-word",
  "If the side length of a square is doubled, by what factor does its area increase?",
  r"""Area scales with the square of the side. With side 2s the area is (2s)^2 = 4s^2; in words, the area quadruples.

\boxed{4}""",
  ["quadruples", "4s^2"], ["Area scales with the square of the side"])

m("h06", "infinitely-many-words",
  "How many primes are there of the form 4k + 3?",
  r"""Suppose p_1, ..., p_m were all of them and set N = 4 p_1 ⋯ p_m − 1. N ≡ 3 (mod 4), so some prime factor of N is ≡ 3 (mod 4), but none of the p_i divides N. The list is never complete: there are endlessly many such primes.

\boxed{\infty}""",
  ["endlessly many such primes"], ["N = 4 p_1 ⋯ p_m − 1"])

m("h07", "zero-as-words",
  "How many pairs of integers (x, y) satisfy 2x + 4y = 7?",
  r"""The left side is always even while 7 is odd, so there are none.

\boxed{0}""",
  ["there are none"], ["The left side is always even"])

m("h08", "one-as-words",
  "For how many positive integers n is n^2 - 1 a prime number?",
  r"""n^2 − 1 = (n − 1)(n + 1). For this to be prime the smaller factor must be 1, so n = 2, which gives 3. Exactly one n works.

\boxed{1}""",
  ["Exactly one n works"], ["(n − 1)(n + 1)"])

m("h09", "never-for-no",
  "Is there an integer n with n^2 leaving remainder 2 when divided by 4? Answer Yes or No.",
  r"""Squares of even numbers are 0 mod 4 and squares of odd numbers are 1 mod 4, so remainder 2 can never happen.

\boxed{\text{No}}""",
  ["can never happen"], ["squares of odd numbers are 1 mod 4"])

m("h10", "unicode-fraction",
  "A spinner has 8 equal sectors and 5 of them are blue. What is the probability of landing on blue?",
  r"""Each sector is equally likely, so P(blue) = ⅝.

\boxed{\frac{5}{8}}""",
  ["⅝"], ["Each sector is equally likely"])

m("h11", "superscript",
  "Simplify (x^2 · x^4) / x^3 for x ≠ 0.",
  r"""Add exponents for the product and subtract for the quotient: x^(2+4−3), i.e. x³.

\boxed{x^3}""",
  ["x³"], ["x^(2+4−3)"])

m("h12", "cjk-numeral",
  "Through how many degrees does the hour hand of a clock turn in one hour?",
  r"""The hour hand makes a full 360° turn in 12 hours, so in one hour it turns 360/12, 即三十度.

\boxed{30}""",
  ["三十度"], ["360° turn in 12 hours"])

# ---------------------------------------------------------------- other notations
m("h13", "repeating-decimal",
  "What fraction of the integers from 1 to 99 are multiples of 9?",
  r"""The multiples are 9, 18, ..., 99: there are 11 of them among 99 numbers.

As a decimal the share is 0.111…, which is a ninth.

$\boxed{\frac{1}{9}}$""",
  ["0.111…", "a ninth"], ["9, 18, ..., 99"])

m("h14", "e-notation",
  "Light travels 3 × 10^8 metres per second. How many metres does it travel in 2 microseconds?",
  r"""In code-like notation: 3e8 m/s * 2e-6 s = 6e2 m.

\boxed{600}""",
  ["6e2"], ["3e8 m/s * 2e-6 s"])

m("h15", "hex",
  "How many distinct values can a 6-bit field represent?",
  r"""Each bit doubles the count, so 2^6 values, which is 0x40 in hexadecimal.

\boxed{64}""",
  ["0x40"], ["Each bit doubles the count"])

m("h16", "base-subscript",
  "What is the smallest positive integer whose base-3 representation has 4 digits?",
  r"""The smallest 4-digit base-3 numeral is 1000₃, i.e. 3^3 in base ten.

\boxed{27}""",
  ["1000₃"], ["3^3 in base ten"])

m("h17", "mixed-number-latex",
  "A baker uses 7 cups of flour for 2 identical cakes. How many cups go into one cake?",
  r"""Split evenly: $7 \div 2 = 3\frac{1}{2}$ cups per cake.

$\boxed{\frac{7}{2}}$""",
  ["3\\frac{1}{2}"], ["7 \\div 2"])

m("h18", "percent-for-decimal",
  "An item's price rises from $50 to $54. What is the relative increase, as a decimal?",
  r"""The increase is 4 dollars on 50, so 4/50 = 8% of the original price.

\boxed{0.08}""",
  ["= 8%"], ["4 dollars on 50"])

m("h19", "decimal-approx",
  "What is the length of the diagonal of a square with side 1?",
  r"""By Pythagoras the diagonal d satisfies d^2 = 1 + 1 = 2. A quick numeric check gives d ≈ 1.414, longer than a side as it must be.

\boxed{\sqrt{2}}""",
  ["1.414"], ["d^2 = 1 + 1 = 2"])

m("h20", "sqrt-words",
  "A right triangle has legs 2 and 3. How long is the hypotenuse?",
  r"""c^2 = 4 + 9 = 13, so c is the square root of 13.

\boxed{\sqrt{13}}""",
  ["the square root of 13"], ["c^2 = 4 + 9 = 13"])

m("h21", "degrees-for-radians",
  "What is the angle between the vectors (1, 2) and (-2, 1), in radians?",
  r"""The dot product is 1·(−2) + 2·1 = 0, so the vectors meet at a right angle: 90 degrees.

\boxed{\frac{\pi}{2}}""",
  ["90 degrees", "a right angle"], ["1·(−2) + 2·1 = 0"])

# ---------------------------------------------------------------- pieces and relatives
m("h22", "tuple-pieces",
  "Solve a + b + c = 6, a - b = -1, b + c = 5 and give (a, b, c).",
  r"""Subtract the third equation from the first: a = 1.
Then b = a + 1 = 2.
And c = 5 − b = 3.

\boxed{(1, 2, 3)}""",
  ["a = 1", "b = a + 1 = 2", "c = 5 − b = 3"], ["Subtract the third equation from the first"],
  note="the three pieces together are the answer")

m("h23", "interval-words",
  "Solve 3x - 4 > 2 and give the solution set as an interval.",
  r"""3x > 6. Any x larger than 2 works; for example x = 3 gives 5 > 2, while x = 2 gives exactly 2.

\boxed{(2, \infty)}""",
  ["Any x larger than 2 works"], ["x = 3 gives 5 > 2"])

m("h24", "or-pair",
  "Solve |x| + 2 = 5.",
  r"""|x| = 3, so x = 3 or x = −3.

\boxed{3, -3}""",
  ["x = 3 or x = −3"], ["|x| = 3"])

m("h25", "answer-as-coefficient",
  "Find the coefficient of x^2 in the expansion of (2x - 1)^4.",
  r"""Expanding with the binomial theorem:
$$(2x-1)^4 = 16x^4 - 32x^3 + 24x^2 - 8x + 1.$$

$\boxed{24}$""",
  ["24x^2"], ["binomial theorem"])

m("h26", "answer-as-exponent",
  "What is the largest k such that 2^k divides 48?",
  r"""Factor: 48 = 2^4 · 3, and 3 is odd.

\boxed{4}""",
  ["48 = 2^4 · 3"], ["3 is odd"])

m("h27", "equivalent-factorisation",
  "Expand (x + 3)^2 - 4 into a polynomial in standard form.",
  r"""It is a difference of squares: (x + 3)^2 − 4 = (x + 3 − 2)(x + 3 + 2) = (x + 1)(x + 5).

\boxed{x^2 + 6x + 5}""",
  ["(x + 1)(x + 5)"], ["difference of squares"])

m("h28", "reordered-equation",
  "Find the equation of the plane through (1, 0, 0), (0, 1, 0) and (0, 0, 1).",
  r"""By symmetry the normal is (1, 1, 1), and the plane passes through (1, 0, 0), so it is 1 − x − y − z = 0.

\boxed{x + y + z = 1}""",
  ["1 − x − y − z = 0"], ["the normal is (1, 1, 1)"])

m("h29", "complex-reordered",
  "Write (1 + 2i)/(1 - i) in the form a + bi.",
  r"""Multiply by the conjugate: (1 + 2i)(1 + i)/2 = (1 + 3i + 2i^2)/2 = (3i − 1)/2.

$\boxed{-\frac{1}{2} + \frac{3}{2}i}$""",
  ["(3i − 1)/2"], ["Multiply by the conjugate"])

# ---------------------------------------------------------------- multiple choice in prose
m("h30", "mc-prose",
  "Which number is prime? (A) 51 (B) 57 (C) 87 (D) 89",
  r"""51 = 3·17, 57 = 3·19, 87 = 3·29. The last one has no prime factor up to 9, so go with (D).

\boxed{D}""",
  ["go with (D)"], ["51 = 3·17", "87 = 3·29"])

m("h31", "mc-choice-first",
  "What is 15% of 80? (A) 10 (B) 12 (C) 15 (D) 18",
  r"""Choice: (B).

Work: 10% of 80 is 8 and 5% is 4, so 15% is 8 + 4.

\boxed{B}""",
  ["Choice: (B)"], ["10% of 80 is 8"])

# ---------------------------------------------------------------- LaTeX variants
m("h32", "latex-dfrac-remark",
  "Compute 1/4 + 1/3.",
  r"""Common denominator 12: $\dfrac{3}{12} + \dfrac{4}{12}$.

(Note that $\dfrac{7}{12}$ is already in lowest terms, since 7 is prime and does not divide 12.)

$\boxed{\frac{7}{12}}$""",
  ["\\dfrac{7}{12}"], ["Common denominator 12"])

m("h33", "latex-over",
  "Solve 2x - 5 = 0.",
  r"""$2x = 5$, so $x = {5 \over 2}$, which lies between 2 and 3.

$\boxed{\frac{5}{2}}$""",
  ["{5 \\over 2}"], ["$2x = 5$"])

m("h34", "latex-displaystyle-sum",
  "Evaluate the sum of 1/(k(k+1)) for k = 1 to 9.",
  r"""Each term telescopes: $\frac{1}{k(k+1)} = \frac1k - \frac{1}{k+1}$, so
$$\sum_{k=1}^{9} \frac{1}{k(k+1)} = 1 - \frac{1}{10} = \displaystyle\frac{9}{10}.$$

$\boxed{\frac{9}{10}}$""",
  ["\\displaystyle\\frac{9}{10}"], ["\\frac1k - \\frac{1}{k+1}"])

m("h35", "latex-glued",
  "What is the exact value of sin 30°?",
  r"""In a 30-60-90 triangle the side opposite 30° is half the hypotenuse, so $\sin 30^\circ = \frac12$.

$\boxed{\frac{1}{2}}$""",
  ["\\frac12"], ["half the hypotenuse"])

m("h36", "latex-thousands",
  "How many 6-digit PIN codes are there if each digit can be 0-9 and digits may repeat?",
  r"""Ten choices for each of six positions: $10^6 = 1\,000\,000$ codes — a million.

$\boxed{1000000}$""",
  ["1\\,000\\,000", "a million"], ["Ten choices for each of six positions"])

m("h37", "percent-words",
  "Ana answers 15 of 25 questions correctly. What percent is that?",
  r"""15/25 = 0.6, i.e. sixty per cent.

$\boxed{60\%}$""",
  ["sixty per cent", "= 0.6"], ["15/25"])

# ---------------------------------------------------------------- further kinds (not in the list)
m("h38", "check-with-value",
  "Find the positive root of 2x^2 - 5x - 3 = 0.",
  r"""Factor: 2x^2 − 5x − 3 = (2x + 1)(x − 3), and only one factor gives a positive root.

Check with x = 3: 18 − 15 − 3 = 0 ✓

\boxed{3}""",
  ["Check with x = 3"], ["(2x + 1)(x − 3)"])

m("h39", "currency",
  "A worker earns $290 for 40 hours. What is the hourly wage in dollars?",
  r"""290 / 40 gives $7.25 an hour, which happens to be the old US federal minimum wage.

\boxed{7.25}""",
  ["$7.25 an hour"], ["290 / 40"])

m("h40", "comma-thousands-remark",
  "In how many orders can 8 different books be placed on a shelf?",
  r"""Any of 8 books goes first, any of the remaining 7 second, and so on: 8!.

(40,320 is also 8 × 7! = 8 × 5040, consistent.)

\boxed{40320}""",
  ["40,320"], ["any of the remaining 7 second"])

m("h41", "claim-first",
  "How many edges does the complete graph on 6 vertices have?",
  r"""**Claim: K6 has 15 edges.**

Proof: every edge is an unordered pair of vertices, and there are C(6, 2) = 6 · 5 / 2 of those.

\boxed{15}""",
  ["K6 has 15 edges"], ["every edge is an unordered pair of vertices"])

m("h42", "table-row",
  "What is 1 + 2 + ... + 10?",
  r"""Running totals:

| k | 1+...+k |
|---|---|
| 7 | 28 |
| 8 | 36 |
| 9 | 45 |
| 10 | 55 |

\boxed{55}""",
  ["| 10 | 55 |"], ["| 9 | 45 |"])

m("h43", "verification-prints",
  "How many squares of all sizes are there on an 8 x 8 chessboard?",
  r"""A k × k square fits in (9 − k)^2 positions, so the count is the sum of the squares 1^2 + ... + 8^2. Checking:

```python
print(sum(k * k for k in range(1, 9)))
```
which prints 204.

\boxed{204}""",
  ["which prints 204"], ["(9 − k)^2 positions"])

m("h44", "code-comment-value",
  "What is 10! ?",
  r"""10! = 10 · 9 · 8 · ... · 1. Python confirms:

```python
import math
math.factorial(10)  # 3628800
```

\boxed{3628800}""",
  ["# 3628800"], ["10 · 9 · 8 · ... · 1"])

m("h45", "named-constant",
  "Find the positive root of x^2 = x + 1.",
  r"""x^2 − x − 1 = 0 gives x = (1 ± √5)/2; the positive root is the golden ratio.

\boxed{\frac{1+\sqrt{5}}{2}}""",
  ["the golden ratio"], ["x^2 − x − 1 = 0"])

m("h46", "bullet-result",
  "What is the sum of the interior angles of a hexagon, in degrees?",
  r"""- sides: 6
- formula: (n − 2) · 180
- total: 720°

\boxed{720}""",
  ["total: 720°"], ["(n − 2) · 180"])

m("h47", "units-in-words",
  "A film starts at 7:30 pm and ends at 9:00 pm. How long is it in minutes?",
  r"""From 7:30 to 9:00 is an hour and a half of screen time.

\boxed{90}""",
  ["an hour and a half"], ["From 7:30 to 9:00"])

m("h48", "negative-words",
  "What is the product of the roots of x^2 + x - 12 = 0?",
  r"""By Vieta the product of the roots is c/a, here negative twelve. (Indeed the roots are 3 and −4.)

\boxed{-12}""",
  ["negative twelve"], ["product of the roots is c/a"])

m("h49", "post-box-words",
  "How many subsets does the set {1, 2, 3, 4} have?",
  r"""Each of the 4 elements is in or out: 2^4.

\boxed{16}

Sixteen is the answer, counting the empty set and the whole set.""",
  ["Sixteen is the answer"], ["Each of the 4 elements is in or out"])

m("h50", "set-pieces",
  "Find all real solutions of x^2 - x - 6 = 0.",
  r"""We need two numbers with product −6 and sum 1. Both x = −2 and x = 3 check out: 4 + 2 − 6 = 0 and 9 − 3 − 6 = 0.

\boxed{\{-2, 3\}}""",
  ["Both x = −2 and x = 3 check out"], ["product −6 and sum 1"])

m("h51", "radians-for-degrees",
  "What angle, in degrees, does the line y = x make with the positive x-axis?",
  r"""The slope is 1 = tan θ, so θ = π/4.

\boxed{45}""",
  ["θ = π/4"], ["1 = tan θ"])

m("h52", "hours-minutes",
  "A 100 km trip at a constant 30 km/h takes how many minutes?",
  r"""Time = 100/30 h = 3⅓ h, that is 3 h 20 min.

\boxed{200}""",
  ["3 h 20 min", "3⅓ h"], ["100/30 h"])

m("h53", "no-as-not-prime",
  "Is 2^11 - 1 = 2047 a prime number? Answer Yes or No.",
  r"""Not prime: trying primes of the form 22k + 1, 23 divides it, 2047 = 23 × 89.

\boxed{\text{No}}""",
  ["Not prime"], ["22k + 1"])

m("h54", "claim-then-verify",
  "What is the least common multiple of 12 and 28?",
  r"""I claim the answer is 84; let me verify. 12 = 2^2 · 3 and 28 = 2^2 · 7, so the lcm is 2^2 · 3 · 7.

\boxed{84}""",
  ["I claim the answer is 84"], ["12 = 2^2 · 3 and 28 = 2^2 · 7"])

m("h55", "self-correction-double-check",
  "A hall has 7 rows of 8 chairs. How many chairs are there?",
  r"""7 × 8 = 54? No, wait: 7 × 8 = 56.

Double-check: 8 × 7 = 56 ✓

\boxed{56}""",
  ["Double-check: 8 × 7 = 56"], ["7 × 8 = 54? No, wait"])

m("h56", "exponent-word",
  "What is the smallest n with 2^n > 1000?",
  r"""2^9 = 512 is below 1000 and 2^10 = 1024 is above, so the threshold is crossed at the exponent ten.

\boxed{10}""",
  ["at the exponent ten"], ["2^9 = 512 is below 1000"])

m("h57", "k-out-of-n",
  "A bag has 30 marbles, 9 of them green. What is the probability of drawing a green marble?",
  r"""9/30 reduces by 3: that is, 3 out of every 10 draws on average.

\boxed{\frac{3}{10}}""",
  ["3 out of every 10"], ["reduces by 3"])

m("h58", "heading-result",
  "How many squares of any size are in a 3 x 3 grid of unit squares?",
  r"""Count by size: 1 × 1: 9, 2 × 2: 4, 3 × 3: 1.

## Result — 14 squares

\boxed{14}""",
  ["Result — 14 squares"], ["1 × 1: 9, 2 × 2: 4, 3 × 3: 1"])

m("h59", "k-in-n-hyphen",
  "Two fair coins are tossed. What is the probability that both show heads?",
  r"""The outcomes HH, HT, TH, TT are equally likely and only HH works, so it is a 1-in-4 chance.

\boxed{\frac{1}{4}}""",
  ["a 1-in-4 chance"], ["HH, HT, TH, TT"])

m("h60", "counterfactual-aside",
  "Twelve people each shake hands once with every other. How many handshakes happen?",
  r"""Each handshake is a pair: C(12, 2) = 12 · 11 / 2. With 13 people instead it would be 78 rather than 66.

\boxed{66}""",
  ["rather than 66"], ["C(12, 2) = 12 · 11 / 2"])

m("h61", "nothing-over",
  "What is the remainder when 2^10 - 1 is divided by 3?",
  r"""2^10 − 1 = 1023 = 3 · 341, so 3 divides it evenly — it leaves nothing over.

\boxed{0}""",
  ["leaves nothing over"], ["1023 = 3 · 341"])

m("h62", "numeric-ordinal",
  "In a non-leap year, which day of the year (1 = January 1) is March 1?",
  r"""January has 31 days and February 28, so March 1 comes after 31 + 28 days: it is the 60th day.

\boxed{60}""",
  ["the 60th day"], ["31 + 28 days"])

m("h63", "answer-in-bold-mid",
  "A rectangle is 9 cm by 4 cm. What is the side of a square with the same area?",
  r"""The area is 9 × 4 = 36 cm², so the square's side is **6 cm**, since squaring it gives the area back.

\boxed{6}""",
  ["**6 cm**"], ["9 × 4 = 36 cm²"])

m("h64", "ratio-colon",
  "Boys and girls in a club are 12 and 18. What is the ratio of boys to all members, as a fraction?",
  r"""There are 12 + 18 = 30 members, so boys : members = 2 : 5.

\boxed{\frac{2}{5}}""",
  ["2 : 5"], ["12 + 18 = 30 members"])

m("h65", "inequality-both-sides",
  "Find all real x with x^2 < 9; give an interval.",
  r"""|x| < 3, so x lies strictly between −3 and 3.

\boxed{(-3, 3)}""",
  ["strictly between −3 and 3"], ["|x| < 3"])

m("h66", "mc-by-value",
  "What is 2^10? (A) 1000 (B) 1024 (C) 1048 (D) 2048",
  r"""2^5 = 32, and 32^2 = 1024, the second option.

\boxed{B}""",
  ["the second option"], ["2^5 = 32"])

m("h67", "ordinal-word",
  "In a race, Ann finished ahead of every runner except two. In what place did she finish?",
  r"""Exactly two runners finished ahead of her, so she came third.

\boxed{3}""",
  ["she came third"], ["Exactly two runners finished ahead of her"])

m("h68", "ascii-sqrt",
  "What is the distance between (0, 0) and (2, 2)?",
  r"""d = sqrt(2^2 + 2^2) = sqrt(8), which simplifies to 2*sqrt(2) since 8 = 4 * 2.

\boxed{2\sqrt{2}}""",
  ["2*sqrt(2)"], ["sqrt(2^2 + 2^2)"])

m("h69", "answer-as-degree",
  "What is the degree of the polynomial (x^3 + 1)(x^2 - x + 2)?",
  r"""The degree of a product is read off the product of the leading terms, x^3 · x^2 = x^5.

\boxed{5}""",
  ["x^3 · x^2 = x^5"], ["product of the leading terms"])

m("h70", "latex-cfrac",
  "Simplify 1 + 1/(1 + 1/2).",
  r"""Work from the inside out:
$$1 + \cfrac{1}{1 + \cfrac{1}{2}} = 1 + \cfrac{2}{3}.$$
As a check, $\cfrac{5}{3} \approx 1.67$ lies between 1 and 2.

$\boxed{\frac{5}{3}}$""",
  ["\\cfrac{5}{3} \\approx"], ["Work from the inside out"])


# ---------------------------------------------------------------- must-stay probes (math)
mp("hp01", "given-equals-answer",
   "Tom has 3 times as many stamps as Ann. Together they have 12 stamps. How many stamps does Ann have?",
   r"""Let Ann have a stamps; Tom has 3a. Then 3a + a = 4a = 12, so a = 12/4.

\boxed{3}""",
   ["Tom has 3a", "4a = 12"])

mp("hp02", "coefficient-equals-answer",
   "What is the sum of the roots of 3x^2 - 9x + 2 = 0?",
   r"""Here a = 3 and b = −9, and Vieta gives the sum −b/a = 9/3.

\boxed{3}""",
   ["a = 3", "b = −9"])

mp("hp03", "roots-listed-count",
   "How many real roots does x^3 - 6x^2 + 11x - 6 have?",
   r"""Try x = 1: 1 − 6 + 11 − 6 = 0, so x − 1 is a factor. Dividing leaves x^2 − 5x + 6 = (x − 2)(x − 3).

\boxed{3}""",
   ["Try x = 1", "(x − 2)(x − 3)"])

mp("hp04", "pronoun-one-euclid",
   "What is gcd(21, 34)?",
   r"""These are consecutive Fibonacci numbers; each one is coprime to the next. Euclid confirms:
34 = 21 + 13
21 = 13 + 8
13 = 8 + 5
8 = 5 + 3
5 = 3 + 2
3 = 2 + 1
2 = 2 · 1 + 0

\boxed{1}""",
   ["each one is coprime to the next", "34 = 21 + 13", "5 = 3 + 2"])

mp("hp05", "negation-of-answer",
   "The line y = x + 3 crosses the x-axis at a point P. How far is P from the origin?",
   r"""Set y = 0: x + 3 = 0 gives x = −3, so P = (−3, 0).

\boxed{3}""",
   ["x = −3", "x + 3 = 0"])

mp("hp06", "dense-numerals",
   "Find the mean of 12, 15, 20, 23, 30.",
   r"""Running sum: 12 + 15 = 27, 27 + 20 = 47, 47 + 23 = 70, 70 + 30 = 100. There are 5 values, so the mean is 100 / 5.

\boxed{20}""",
   ["27 + 20 = 47", "47 + 23 = 70", "70 + 30 = 100"])

mp("hp07", "inclusion-exclusion",
   "How many integers from 1 to 100 are divisible by 3 or 5?",
   r"""⌊100/3⌋ = 33, ⌊100/5⌋ = 20 and ⌊100/15⌋ = 6, so by inclusion-exclusion the count is 33 + 20 − 6.

\boxed{47}""",
   ["⌊100/3⌋ = 33", "⌊100/5⌋ = 20", "⌊100/15⌋ = 6"])

mp("hp08", "percent-given",
   "A $200 jacket is discounted 10%, and then 10% sales tax is added to the discounted price. What is the final price in dollars?",
   r"""After the discount: 200 × 0.9 = 180. The 10% tax multiplies by 1.1: 180 × 1.1.

\boxed{198}""",
   ["200 × 0.9 = 180", "180 × 1.1"])

mp("hp09", "givens-in-words",
   "A dozen pencils cost $3. How much do 30 pencils cost, in dollars?",
   r"""A dozen = 12 pencils, so one pencil costs 3/12 = 0.25 dollars; 30 of them cost 30 × 0.25.

\boxed{7.5}""",
   ["A dozen = 12 pencils", "3/12 = 0.25"])

mp("hp10", "heron-intermediates",
   "Find the area of a triangle with sides 13, 14 and 15.",
   r"""The semiperimeter is s = 21, and s − a, s − b, s − c are 8, 7, 6. Heron: area = √(21·8·7·6) = √7056.

\boxed{84}""",
   ["s = 21", "8, 7, 6", "√(21·8·7·6)"])

mp("hp11", "wrong-draft-work",
   "Two fair dice are rolled. What is the probability of at least one six?",
   r"""Each roll has a 1/6 chance of a six, and there are two rolls, so I add them: 1/6 + 1/6.

\boxed{\frac{1}{3}}""",
   ["Each roll has a 1/6 chance of a six"], note="wrong draft (adds overlapping events)")

mp("hp12", "case-labels",
   "How many integers x satisfy x^2 < 3?",
   r"""Case 1: x = 0 works.
Case 2: x = ±1 works, since 1 < 3.
Case 3: |x| ≥ 2 fails, since 4 > 3.

\boxed{3}""",
   ["Case 3:", "x = ±1 works", "Case 1: x = 0 works"])

mp("hp13", "one-as-article",
   "What is the remainder when 100! + 1 is divided by 2?",
   r"""100! is even since one of its factors is 2, so 100! ≡ 0 (mod 2), and adding one makes the sum odd.

\boxed{1}""",
   ["one of its factors is 2", "100! ≡ 0 (mod 2)"])

mp("hp14", "am-gm-bound",
   "Find the minimum value of x + 1/x for x > 0.",
   r"""By AM-GM, x + 1/x ≥ 2√(x · 1/x), with equality when x = 1/x, i.e. x = 1.

\boxed{2}""",
   ["x + 1/x ≥ 2√(x · 1/x)", "x = 1/x"])

mp("hp15", "multi-part-earlier",
   "(a) Compute 3^4. (b) Find the remainder of 3^4 when divided by 5.",
   r"""(a) 3^4 = 81.
(b) 81 = 16 · 5 + 1.

\boxed{1}""",
   ["3^4 = 81"])

mp("hp16", "floor-sums",
   "How many trailing zeros does 100! have?",
   r"""Count the factors of 5: ⌊100/5⌋ = 20 and ⌊100/25⌋ = 4, and 125 > 100, so the count is 20 + 4.

\boxed{24}""",
   ["⌊100/5⌋ = 20", "⌊100/25⌋ = 4", "125 > 100"])

mp("hp17", "given-count-equals",
   "10 students stand in a circle and each shakes hands with both neighbours. How many handshakes are there?",
   r"""Each of the 10 students shakes 2 hands, so there are 10 · 2 = 20 hand-ends, and every handshake uses two of them: 20 / 2.

\boxed{10}""",
   ["Each of the 10 students", "10 · 2 = 20"])

mp("hp18", "answer-in-problem-words",
   "Five friends split 45 dollars equally and then each spends 4 dollars. How many dollars does each have left?",
   r"""Each friend gets 45 / 5 = 9 dollars, and after spending 4, each is left with 9 − 4.

\boxed{5}""",
   ["45 / 5 = 9"])

# ---------------------------------------------------------------- code problems
MAXP = "Read n and n integers. Print the maximum product of two distinct elements."
MAXP_PROG = """n = int(input())
a = sorted(map(int, input().split()))
print(max(a[0] * a[1], a[-1] * a[-2]))
"""
ANAG = "Read two lowercase strings s and t on separate lines. Print YES if t is an anagram of s, else NO."
ANAG_PROG = """from collections import Counter

s = input().strip()
t = input().strip()
print("YES" if Counter(s) == Counter(t) else "NO")
"""
STAIR = "Read n (1 <= n <= 10^5). Print the number of ways to climb n stairs taking 1 or 2 steps, modulo 10^9+7."
STAIR_PROG = """MOD = 10**9 + 7
n = int(input())
a, b = 1, 1
for _ in range(n - 1):
    a, b = b, (a + b) % MOD
print(b)
"""
PRIMES = "Read n (n <= 10^6). Print the number of primes not exceeding n."
PRIMES_PROG = """n = int(input())
if n < 2:
    print(0)
else:
    sieve = bytearray([1]) * (n + 1)
    sieve[0] = sieve[1] = 0
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]:
            sieve[i * i::i] = bytearray(len(range(i * i, n + 1, i)))
    print(sum(sieve))
"""
PAR = "Read a string of brackets ()[]{}. Print YES if it is balanced, else NO."
PAR_PROG = """s = input().strip()
pairs = {')': '(', ']': '[', '}': '{'}
stack = []
ok = True
for ch in s:
    if ch in '([{':
        stack.append(ch)
    elif not stack or stack.pop() != pairs[ch]:
        ok = False
        break
print("YES" if ok and not stack else "NO")
"""
WORDS = "Read a line of text. Print the number of distinct words (case-sensitive, split on whitespace)."
WORDS_PROG = "print(len(set(input().split())))\n"
INTV = "Read n intervals [l, r]. Print the maximum number of pairwise non-overlapping intervals (touching at an endpoint is allowed)."
INTV_PROG = """import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    iv = sorted((int(data[2 + 2 * i]), int(data[1 + 2 * i])) for i in range(n))
    count, end = 0, float("-inf")
    for r, l in iv:
        if l >= end:
            count += 1
            end = r
    print(count)

main()
"""
POW = "Read a, b, m. Print a^b mod m (b up to 10^18)."
POW_PROG = """a, b, m = map(int, input().split())
print(pow(a, b, m))
"""
BIN = "Read n sorted integers and q queries x. For each x print the number of elements <= x."
BIN_PROG = """import sys
from bisect import bisect_right

def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    q = int(data[1 + n])
    xs = data[2 + n:2 + n + q]
    print("\\n".join(str(bisect_right(a, int(x))) for x in xs))

main()
"""
CNT = "Read a string s. Print the most frequent character (the smallest one on ties) and its count."
CNT_PROG = """from collections import Counter

s = input().strip()
c = Counter(s)
best = min(c, key=lambda ch: (-c[ch], ch))
print(best, c[best])
"""

c("hc01", "earlier-block-renamed", MAXP,
  """The answer is either the two largest or the two smallest (two negatives).

Draft:

```python3
k = int(input())
v = sorted(map(int, input().split()))
print(max(v[0] * v[1], v[-1] * v[-2]))
```

Renaming the variables for clarity, the final program is:

```python
""" + MAXP_PROG + "```\n",
  ["print(max(v[0] * v[1], v[-1] * v[-2]))"], ["either the two largest or the two smallest"])

c("hc02", "java-translation", ANAG,
  """Two strings are anagrams iff their letter counts agree.

```java
import java.util.*;
public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        char[] s = sc.next().toCharArray(), t = sc.next().toCharArray();
        Arrays.sort(s); Arrays.sort(t);
        System.out.println(Arrays.equals(s, t) ? "YES" : "NO");
    }
}
```

Python:

```python
""" + ANAG_PROG + "```\n",
  ['System.out.println(Arrays.equals(s, t) ? "YES" : "NO");'], ["iff their letter counts agree"])

c("hc03", "javascript-translation", STAIR,
  """ways(n) = ways(n−1) + ways(n−2), a shifted Fibonacci.

Node.js version:

```javascript
const n = Number(require('fs').readFileSync(0, 'utf8').trim());
const MOD = 1000000007n;
let a = 1n, b = 1n;
for (let i = 0; i < n - 1; i++) { [a, b] = [b, (a + b) % MOD]; }
console.log(b.toString());
```

```python
""" + STAIR_PROG + "```\n",
  ["for (let i = 0; i < n - 1; i++) { [a, b] = [b, (a + b) % MOD]; }"], ["ways(n) = ways(n−1) + ways(n−2)"])

c("hc04", "haskell-translation", WORDS,
  """Split on whitespace and count the distinct words.

In Haskell: `main = getLine >>= print . Set.size . Set.fromList . words`

```python
""" + WORDS_PROG + "```\n",
  ["main = getLine >>= print . Set.size . Set.fromList . words"], ["count the distinct words"])

c("hc05", "go-translation", POW,
  """Fast exponentiation by squaring, O(log b).

```go
package main
import "fmt"
func main() {
    var a, b, m uint64
    fmt.Scan(&a, &b, &m)
    r := uint64(1) % m
    a %= m
    for b > 0 {
        if b&1 == 1 { r = r * a % m }
        a = a * a % m
        b >>= 1
    }
    fmt.Println(r)
}
```

Python has it built in:

```python
""" + POW_PROG + "```\n",
  ["if b&1 == 1 { r = r * a % m }"], ["Fast exponentiation by squaring, O(log b)."])

c("hc06", "cpp-translation", PAR,
  """A stack of open brackets; each closer must match the top.

```cpp
#include <bits/stdc++.h>
int main(){ std::string s; std::cin >> s; std::string st; bool ok = true;
  for (char ch : s) { if (ch=='('||ch=='['||ch=='{') st.push_back(ch);
    else { char want = ch==')' ? '(' : ch==']' ? '[' : '{';
      if (st.empty() || st.back() != want) { ok = false; break; } st.pop_back(); } }
  std::cout << (ok && st.empty() ? "YES" : "NO") << "\\n"; }
```

```python
""" + PAR_PROG + "```\n",
  ["if (st.empty() || st.back() != want) { ok = false; break; }"], ["each closer must match the top"])

c("hc07", "oneliner-prose-plain", WORDS,
  """The whole thing is one line, I'd write it as print(len(set(input().split()))) and be done; split() with no argument also swallows repeated spaces.

```python
""" + WORDS_PROG + "```\n",
  ["print(len(set(input().split()))) and be done"], ["swallows repeated spaces"])

c("hc08", "list-indented-block", MAXP,
  """Steps:

1. Sort the numbers. The candidates are the two largest and the two smallest:

        n = int(input())
        a = sorted(map(int, input().split()))
        print(max(a[0] * a[1], a[-1] * a[-2]))

2. Sorting costs O(n log n).

```python
""" + MAXP_PROG + "```\n",
  ["        print(max(a[0] * a[1], a[-1] * a[-2]))"], ["Sorting costs O(n log n)."])

c("hc09", "tilde-fence-plain", PAR,
  """Use a stack.

~~~
s = input().strip()
pairs = {')': '(', ']': '[', '}': '{'}
stack = []
ok = True
for ch in s:
    if ch in '([{':
        stack.append(ch)
    elif not stack or stack.pop() != pairs[ch]:
        ok = False
        break
print("YES" if ok and not stack else "NO")
~~~

```python
""" + PAR_PROG + "```\n",
  ["    elif not stack or stack.pop() != pairs[ch]:\n        ok = False\n        break\nprint(\"YES\" if ok and not stack else \"NO\")\n~~~"],
  ["Use a stack."])

c("hc10", "heredoc-cat", PRIMES,
  """Sieve of Eratosthenes, O(n log log n).

```bash
cat > sol.py << 'EOF'
n = int(input())
if n < 2:
    print(0)
else:
    sieve = bytearray([1]) * (n + 1)
    sieve[0] = sieve[1] = 0
    for i in range(2, int(n ** 0.5) + 1):
        if sieve[i]:
            sieve[i * i::i] = bytearray(len(range(i * i, n + 1, i)))
    print(sum(sieve))
EOF
echo 100 | python3 sol.py   # 25
```

```python
""" + PRIMES_PROG + "```\n",
  ["            sieve[i * i::i] = bytearray(len(range(i * i, n + 1, i)))\n    print(sum(sieve))\nEOF"],
  ["Sieve of Eratosthenes, O(n log log n)."])

c("hc11", "doctest-in-docstring", ANAG,
  """Compare letter counts.

```python
def is_anagram(s, t):
    \"\"\"
    >>> is_anagram("listen", "silent")
    True
    \"\"\"
    return Counter(s) == Counter(t)
```

Full program:

```python
""" + ANAG_PROG + "```\n",
  ["    return Counter(s) == Counter(t)\n```"], ["Compare letter counts."],
  note="the function is the graded program's key line")

c("hc12", "unified-diff", INTV,
  """Greedy by right endpoint. My first version sorted by left endpoint, which fails; the fix:

```diff
--- a/sol.py
+++ b/sol.py
@@ -3,9 +3,9 @@
 def main():
     data = sys.stdin.read().split()
     n = int(data[0])
-    iv = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))
+    iv = sorted((int(data[2 + 2 * i]), int(data[1 + 2 * i])) for i in range(n))
     count, end = 0, float("-inf")
-    for l, r in iv:
+    for r, l in iv:
         if l >= end:
             count += 1
             end = r
```

```python
""" + INTV_PROG + "```\n",
  ["+    for r, l in iv:\n         if l >= end:\n             count += 1\n             end = r"], ["Greedy by right endpoint."])

c("hc13", "html-pre-plain", POW,
  """Python's three-argument pow does modular exponentiation.

<pre>
a, b, m = map(int, input().split())
print(pow(a, b, m))
</pre>

```python
""" + POW_PROG + "```\n",
  ["print(pow(a, b, m))\n</pre>"], ["three-argument pow does modular exponentiation"])

c("hc14", "return-expr-prose", CNT,
  """Count characters; the key for the best one is min over the counter with key lambda ch: (-c[ch], ch), which puts the highest count first and breaks ties by the smaller letter, then print best and c[best].

```python
""" + CNT_PROG + "```\n",
  ["min over the counter with key lambda ch: (-c[ch], ch)"], ["breaks ties by the smaller letter"])

# further code kinds
c("hc15", "text-fence", STAIR,
  """Iterate the recurrence.

```text
MOD = 10**9 + 7
n = int(input())
a, b = 1, 1
for _ in range(n - 1):
    a, b = b, (a + b) % MOD
print(b)
```

Same code below.

```python
""" + STAIR_PROG + "```\n",
  ["for _ in range(n - 1):\n    a, b = b, (a + b) % MOD\nprint(b)\n```\n\nSame code"], ["Iterate the recurrence."])

c("hc16", "python-c-semicolons", MAXP,
  """Quick test from the shell:

```bash
echo "4
-5 -4 1 3" | python3 -c "n=int(input()); a=sorted(map(int,input().split())); print(max(a[0]*a[1], a[-1]*a[-2]))"
```
prints 20.

```python
""" + MAXP_PROG + "```\n",
  ["print(max(a[0]*a[1], a[-1]*a[-2]))"], ["prints 20"])

c("hc17", "verbatim-env", WORDS,
  r"""\begin{verbatim}
print(len(set(input().split())))
\end{verbatim}

A set keeps each word once.

```python
""" + WORDS_PROG + "```\n",
  ["print(len(set(input().split())))\n\\end{verbatim}"], ["A set keeps each word once."])

c("hc18", "numbered-lines-plain", POW,
  """Program, line by line:
1: a, b, m = map(int, input().split())
2: print(pow(a, b, m))

```python
""" + POW_PROG + "```\n",
  ["2: print(pow(a, b, m))"], ["line by line"])

c("hc19", "awk-translation", WORDS,
  """Shell equivalent for checking: `tr -s ' ' '\\n' | sort -u | grep -c .` counts the distinct words of the line.

```python
""" + WORDS_PROG + "```\n",
  ["tr -s ' ' '\\n' | sort -u | grep -c ."], ["counts the distinct words of the line"])

c("hc20", "split-fences", BIN,
  """Read everything at once:

```python
import sys
from bisect import bisect_right
data = sys.stdin.buffer.read().split()
```

then answer each query with bisect_right:

```python
n = int(data[0]); a = list(map(int, data[1:1 + n])); q = int(data[1 + n])
print("\\n".join(str(bisect_right(a, int(x))) for x in data[2 + n:2 + n + q]))
```

Put together:

```python
""" + BIN_PROG + "```\n",
  ['print("\\n".join(str(bisect_right(a, int(x))) for x in data[2 + n:2 + n + q]))'], ["answer each query with bisect_right"])

c("hc21", "ipython-session", CNT,
  """In [1]: from collections import Counter
In [2]: s = "banana"; c = Counter(s)
In [3]: best = min(c, key=lambda ch: (-c[ch], ch)); print(best, c[best])
a 3

```python
""" + CNT_PROG + "```\n",
  ["In [3]: best = min(c, key=lambda ch: (-c[ch], ch)); print(best, c[best])"], ["a 3"])

c("hc22", "blockquote-code", ANAG,
  """> s = input().strip()
> t = input().strip()
> print("YES" if Counter(s) == Counter(t) else "NO")

That is the core; add the import.

```python
""" + ANAG_PROG + "```\n",
  ['> print("YES" if Counter(s) == Counter(t) else "NO")'], ["add the import"])

c("hc23", "debug-prints-version", INTV,
  """Sort by right endpoint and take greedily. While testing I printed the choices:

```python
import sys
data = sys.stdin.read().split()
n = int(data[0])
iv = sorted((int(data[2 + 2 * i]), int(data[1 + 2 * i])) for i in range(n))
count, end = 0, float("-inf")
for r, l in iv:
    print("consider", l, r, "end =", end, file=sys.stderr)
    if l >= end:
        count += 1
        end = r
print(count)
```

Without the debug output:

```python
""" + INTV_PROG + "```\n",
  ['    print("consider", l, r, "end =", end, file=sys.stderr)\n    if l >= end:'], ["Sort by right endpoint and take greedily."])


# ---------------------------------------------------------------- code probes
cp("hq01", "sample-io", MAXP,
   """Sample: n = 4, values -5 -4 1 3. The two smallest give (−5)(−4) = 20 and the two largest give 1·3 = 3, so the output is 20.

```python
""" + MAXP_PROG + "```\n",
   ["(−5)(−4) = 20", "1·3 = 3", "-5 -4 1 3"])

cp("hq02", "complexity-memory", PRIMES,
   """The sieve uses one bytearray of n + 1 bytes (about 1 MB for n = 10^6) and runs in O(n log log n). Marking starts at i*i because smaller multiples were already crossed out.

```python
""" + PRIMES_PROG + "```\n",
   ["about 1 MB for n = 10^6", "O(n log log n)", "Marking starts at i*i"])

cp("hq03", "greedy-proof", INTV,
   """Exchange argument: the interval with the smallest right endpoint can replace the first interval of any optimal answer without creating an overlap, so taking it first is safe; repeat on what is left. Sorting dominates: O(n log n).

```python
""" + INTV_PROG + "```\n",
   ["the interval with the smallest right endpoint can replace the first interval", "Sorting dominates: O(n log n)."])

cp("hq04", "edge-cases", PAR,
   """Edge cases: the empty string is balanced; ")(" must fail at the first character because the stack is empty; "((" fails at the end because the stack is not empty; "([)]" fails at ")" which meets "[".

```python
""" + PAR_PROG + "```\n",
   ['")(" must fail at the first character', '"([)]" fails at ")"'])

cp("hq05", "run-command", POW,
   """Test: `echo "2 10 1000" | python3 sol.py` should print 24, since 2^10 = 1024 and 1024 mod 1000 = 24.

```python
""" + POW_PROG + "```\n",
   ['echo "2 10 1000" | python3 sol.py', "1024 mod 1000 = 24"])

cp("hq06", "bug-in-words", STAIR,
   """A common bug is looping n times instead of n − 1, which prints ways(n+1); with a = b = 1 at the start, n − 1 steps land on ways(n). For n = 1 the loop does not run and we print 1.

```python
""" + STAIR_PROG + "```\n",
   ["looping n times instead of n − 1", "For n = 1 the loop does not run and we print 1."])

cp("hq07", "test-table", CNT,
   """| input | output |
|---|---|
| banana | a 3 |
| abcabc | a 2 |
| zzzy | z 3 |

Ties go to the smaller letter, as in the second row.

```python
""" + CNT_PROG + "```\n",
   ["| banana | a 3 |", "| zzzy | z 3 |", "Ties go to the smaller letter"])

cp("hq08", "io-advice", BIN,
   """With up to 2·10^5 queries, reading with sys.stdin.buffer and printing once is needed; bisect_right gives the count of elements ≤ x in O(log n) per query.

```python
""" + BIN_PROG + "```\n",
   ["up to 2·10^5 queries", "O(log n) per query"])


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "heldout.jsonl")
    n = write(C, out)
    att = [x for x in C if x["expect"] == L]
    print(f"{n} cases: {len(att)} leak attempts "
          f"({sum(x['domain'] == 'math' for x in att)} math / {sum(x['domain'] == 'code' for x in att)} code), "
          f"{n - len(att)} probes -> {out}")
