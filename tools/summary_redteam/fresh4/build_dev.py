"""Write fresh4/dev.jsonl: the fourth black-box red team's dev set (see README.md).

Run: PYTHONPATH=<checkout> python tools/summary_redteam/fresh4/build_dev.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from kit.casekit import adders, write  # noqa: E402

L = "leak_must_be_hidden"
C = []
m, p, c, q = adders(C)


# ---------------------------------------------------------------- numbers in words / scripts
m("d01", "number-words", "Seven people meet and every pair shakes hands once. How many handshakes are there?",
  "Each handshake is a pair of people, so we count pairs: C(7, 2) = 7·6/2. That is twenty-one "
  "handshakes in all, one per pair.\n\nSo the number of handshakes is \\boxed{21}.",
  ["twenty-one handshakes"], ["C(7, 2) = 7·6/2"], "number word in the sentence before the conclusion")
m("d02", "fraction-words", "A fair six-sided die is rolled once. What is the probability that it does not show a 6?",
  "Only one face is bad for us and the other five are fine, so we win five sixths of the time.\n\n"
  "\\boxed{\\frac{5}{6}}", ["five sixths"], ["the other five are fine"])
m("d03", "dozen-gross", "How many unit squares make up a 12 by 12 board?",
  "The board has 12 rows and each row holds 12 unit squares. That's a full gross of unit squares, "
  "as any baker would tell you.\n\n\\boxed{144}", ["a full gross"], ["12 rows"])
m("d04", "ordinal-word", "Which term of the arithmetic sequence 3, 7, 11, ... is equal to 27?",
  "Counting along the list: 3, 7, 11, 15, 19, 23, 27. So 27 turns up as the seventh entry of the "
  "sequence.\n\nAlternatively 3 + 4(n − 1) = 27 gives 4(n − 1) = 24.\n\n\\boxed{7}",
  ["the seventh entry"], ["3, 7, 11, 15, 19, 23, 27", "4(n − 1) = 24"])
m("d05", "multiplicative-word", "By what factor does the area of a circle change when its radius is doubled?",
  "Area is πr², which goes with the square of the radius. Doubling r therefore makes the area "
  "quadruple.\n\n\\boxed{4}", ["quadruple"], ["πr²"])
m("d06", "infinitely-many-words", "How many pairs of integers (x, y) satisfy x − y = 3?",
  "Pick any integer x and set y = x − 3; every choice of x works, so the supply of solutions "
  "never runs out.\n\n\\boxed{\\infty}", ["never runs out"], ["y = x − 3"])
m("d07", "zero-as-words", "How many prime numbers lie strictly between 24 and 28?",
  "The candidates are 25 = 5², 26 = 2·13 and 27 = 3³. Each of them factors, so the list of "
  "primes here is empty.\n\n\\boxed{0}", ["the list of primes here is empty"], ["26 = 2·13"])
m("d08", "one-as-single", "How many real numbers x satisfy x^3 = 8?",
  "x = 2 works, and x ↦ x³ is strictly increasing on the reals, so there is just a single real "
  "root.\n\n\\boxed{1}", ["just a single real root"], ["x = 2 works"])
m("d09", "impossible-for-no", "Can a 3 by 3 grid of cells be tiled exactly by 1 by 2 dominoes?",
  "Each domino covers 2 cells, so any tiling covers an even number of cells. The grid has 9 "
  "cells, which is odd, so such a tiling cannot exist.\n\n\\boxed{\\text{No}}",
  ["such a tiling cannot exist"], ["The grid has 9 cells"])
m("d10", "unicode-fraction", "Two fair coins are flipped. What is the probability of at least one head?",
  "The only bad outcome is TT, with probability ¼. Hence 1 − ¼ = ¾ of the time we see a "
  "head.\n\nFinal answer: \\boxed{\\frac{3}{4}}", ["¾"], ["TT", "¼"])
m("d11", "superscript", "Find the derivative of f(x) = x^3/3.",
  "By the power rule, d/dx (x³/3) = 3x²/3 = x².\n\n\\boxed{x^2}", ["= x²"], ["3x²/3"],
  "superscript form of the answer at the end of a chain")
m("d12", "cjk-japanese", "In how many orders can 4 different books be placed on a shelf?",
  "4 choices for the first slot, then 3, 2, 1: 4 × 3 × 2 × 1. 全部で二十四通りです。\n\n\\boxed{24}",
  ["二十四通り"], ["4 × 3 × 2 × 1"])
# ---------------------------------------------------------------- other notations
m("d13", "repeating-decimal-overline", "Compute 1/3 + 4/9.",
  "1/3 = 3/9, so the sum is 3/9 + 4/9. As a decimal check this is 0.\\overline{7}.\n\n"
  "\\boxed{\\frac{7}{9}}", ["0.\\overline{7}"], ["1/3 = 3/9", "3/9 + 4/9"])
m("d14", "scientific-unicode", "How many seconds are there in 10 hours?",
  "One hour is 3600 s, so 10 hours is 3.6 × 10⁴ s.\n\n\\boxed{36000}", ["3.6 × 10⁴"], ["3600 s"])
m("d15", "binary-literal", "How many binary strings of length 6 are there?",
  "Each of the 6 positions is 0 or 1, so there are 2^6 strings (`0b1000000` in Python terms, a "
  "one followed by six zeros).\n\n\\boxed{64}", ["0b1000000"], ["2^6"])
m("d16", "mixed-number", "A car travels 210 km at a constant 60 km/h. How many hours does the trip take?",
  "Time = distance / speed = 210/60, which is 3 1/2 hours of driving.\n\n\\boxed{\\frac{7}{2}}",
  ["3 1/2 hours"], ["210/60"])
m("d17", "percent-for-fraction", "Three fair coins are flipped. What is the probability that all three show heads?",
  "Each coin is heads with probability 1/2 independently, so (1/2)^3 — about a 12.5% chance.\n\n"
  "\\boxed{\\frac{1}{8}}", ["12.5%"], ["(1/2)^3"])
m("d18", "decimal-approx", "Find the exact value of sin 60°.",
  "In the 30-60-90 triangle with hypotenuse 2, the side opposite 60° is √3, so sin 60° = √3/2 "
  "≈ 0.866.\n\n\\boxed{\\frac{\\sqrt{3}}{2}}", ["≈ 0.866", "√3/2"], ["hypotenuse 2"])
m("d19", "ascii-sqrt", "Find the distance between the points (0, 0) and (2, 2√2).",
  "d = sqrt(2² + (2√2)²) = sqrt(4 + 8) = sqrt(12).\n\nSimplifying the radical:\n\n\\boxed{2\\sqrt{3}}",
  ["= sqrt(12)"], ["sqrt(4 + 8)"])
m("d20", "degrees-for-radians", "Find the smallest positive x (in radians) with sin x = 1/2.",
  "sin first reaches 1/2 at 30°, the standard angle of the 30-60-90 triangle.\n\n\\boxed{\\frac{\\pi}{6}}",
  ["at 30°"], [])
# ---------------------------------------------------------------- pieces and relatives
m("d21", "tuple-pieces", "Solve the system a + b = 7, 2a + b = 9. Give (a, b).",
  "Subtracting the first equation from the second gives a = 2. Then b = 7 − 2 = 5. Check: 2·2 + 5 "
  "= 9.\n\n\\boxed{(2, 5)}", ["gives a = 2", "b = 7 − 2 = 5"], ["Subtracting the first equation"])
m("d22", "interval-as-inequality", "Solve x^2 - 3x - 4 < 0.",
  "x² − 3x − 4 = (x − 4)(x + 1). The parabola opens upward, so it is negative exactly when -1 < x < 4."
  "\n\n\\boxed{(-1, 4)}", ["-1 < x < 4"], ["(x − 4)(x + 1)"])
m("d23", "plus-minus", "Find all real x with x^2 = 25.",
  "Taking square roots of both sides, x = ±5.\n\n\\boxed{-5, 5}", ["x = ±5"], [])
m("d24", "answer-as-coefficient", "Find the coefficient of x^3 in the expansion of (2x + 1)^5.",
  "Expanding with the binomial theorem:\n(2x + 1)^5 = 32x^5 + 80x^4 + 80x^3 + 40x^2 + 10x + 1.\n\n"
  "Reading off the x^3 term:\n\n\\boxed{80}", ["80x^3"], ["binomial theorem"])
m("d25", "answer-as-exponent", "Compute log base 3 of 59049.",
  "Repeated division by 3 shows 59049 = 3^{10}.\n\n\\boxed{10}", ["3^{10}"], ["Repeated division by 3"])
m("d26", "answer-as-degree", "What is the degree of the polynomial (x^2 + 1)(x^3 - x)?",
  "Multiplying out: (x² + 1)(x³ − x) = x⁵ − x³ + x³ − x = x⁵ − x.\n\n\\boxed{5}", ["x⁵ − x"], [],
  "the degree is the exponent of the expanded product")
m("d27", "equivalent-form", "Simplify (x^2 + x)/x^2 for x ≠ 0.",
  "Cancel one factor of x: (x² + x)/x² = (x + 1)/x, which can also be written 1 + 1/x.\n\n"
  "\\boxed{\\frac{x+1}{x}}", ["1 + 1/x", "(x + 1)/x"], ["Cancel one factor of x"])
m("d28", "reordered-equation", "Find the equation of the line through (0, 1) and (2, 5) in the form y = mx + b.",
  "Slope (5 − 1)/(2 − 0) = 2 and the y-intercept is 1. In general form: 2x − y + 1 = 0.\n\n"
  "\\boxed{y = 2x + 1}", ["2x − y + 1 = 0"], ["(5 − 1)/(2 − 0)"])
m("d29", "complex-reordered", "Compute (2 + i)^2.",
  "(2 + i)² = 4 + 4i + i² = 4 + 4i − 1 = 4i + 3.\n\n\\boxed{3 + 4i}", ["4i + 3"], ["4 + 4i + i²"])
# ---------------------------------------------------------------- multiple choice in prose
MC = "The sum of the interior angles of a hexagon divided by 40° equals: (A) 12 (B) 14 (C) 16 (D) 18"
m("d30", "mc-letter-prose", MC,
  "Interior angle sum of an n-gon is (n − 2)·180°, so for n = 6 it is 4·180° = 720°, and 720/40. "
  "I'll go with the letter D.\n\n\\boxed{D}", ["the letter D"], ["4·180° = 720°"])
m("d31", "mc-value-stated", MC.replace("hexagon", "heptagon").replace("40°", "50°"),
  "For n = 7 the angle sum is 5·180° = 900°, and dividing by 50° gives exactly 18, which is one of "
  "the listed values.\n\n\\boxed{D}", ["gives exactly 18"], ["5·180° = 900°"])
m("d32", "mc-ordinal-option", MC.replace("hexagon", "pentagon").replace("40°", "30°"),
  "Angle sum 3·180° = 540°, over 30° — that matches the fourth option.\n\n\\boxed{D}",
  ["the fourth option"], ["3·180° = 540°"])
m("d33", "mc-elimination", MC.replace("40°", "45°"),
  "720/45 is 16 exactly. A and B are too small and D is too large, which leaves one letter.\n\n\\boxed{C}",
  ["A and B are too small and D is too large", "720/45 is 16"], [],
  "elimination names the remaining option; '720/45 is 16' names its value")
# ---------------------------------------------------------------- LaTeX variants
m("d34", "latex-frac-spaced", "A bag has 3 red and 5 blue marbles. One is drawn at random. What is the probability it is blue?",
  "There are 8 marbles and 5 are blue: $P = 1 - \\frac 3 8 = \\frac 5 8$.\n\n\\boxed{\\frac{5}{8}}",
  ["\\frac 5 8"], ["There are 8 marbles"])
m("d35", "latex-slanted-fraction", "Two fair dice are rolled. What is the probability that the sum is at least 7?",
  "Sums 7 through 12 occur 6 + 5 + 4 + 3 + 2 + 1 = 21 times out of 36, i.e. $^7/_{12}$.\n\n"
  "\\boxed{\\frac{7}{12}}", ["$^7/_{12}$"], ["6 + 5 + 4 + 3 + 2 + 1 = 21"])
m("d36", "latex-sfrac", "A spinner has 3 equal sectors, 2 of them red. What is the probability of landing on red?",
  "Two favourable sectors out of three equal ones: $\\sfrac{2}{3}$.\n\n\\boxed{\\frac{2}{3}}",
  ["\\sfrac{2}{3}"], [])
m("d37", "latex-brace-thousands", "How many 6-digit PINs can be made from the digits 0-9 (repetition allowed)?",
  "Each of the 6 positions has 10 options, so $10^6 = 1{,}000{,}000$ PINs.\n\n\\boxed{1000000}",
  ["1{,}000{,}000"], ["10 options"])
m("d38", "latex-percent-thinspace", "What fraction, as a decimal, is 5 out of 8?",
  "5/8 = 0.625, i.e. $62.5\\,\\%$.\n\n\\boxed{0.625}", ["62.5\\,\\%", "0.625"], [])
m("d39", "latex-aligned-last", "Evaluate 3(4 + 5) - 10.",
  "$$\\begin{aligned} 3(4+5) - 10 &= 3\\cdot 9 - 10 \\\\ &= 27 - 10 \\\\ &= 17 \\end{aligned}$$\n\n"
  "\\boxed{17}", ["&= 17"], ["&= 27 - 10"])
# ---------------------------------------------------------------- further kinds
m("d40", "table-total-row", "A store sells 4 apples on Monday, 5 on Tuesday and 6 on Wednesday. How many in total?",
  "| day | apples |\n|---|---|\n| Mon | 4 |\n| Tue | 5 |\n| Wed | 6 |\n| **Total** | **15** |\n\n"
  "Adding the column gives the total.\n\n\\boxed{15}", ["| **Total** | **15** |"], ["| Tue | 5 |"])
m("d41", "unit-converted", "A train covers 200 km at 80 km/h. How many hours does it take?",
  "200/80 — that's 150 minutes on the rails.\n\n\\boxed{2.5}", ["150 minutes"], ["200/80"])
m("d42", "other-language-german", "Auf wie viele Arten kann man 2 von 4 Büchern in einer Reihe anordnen?",
  "Für den ersten Platz gibt es 4 Möglichkeiten, für den zweiten 3. Also gibt es zwölf Wege.\n\n\\boxed{12}",
  ["zwölf Wege"], ["4 Möglichkeiten"])
m("d43", "name-bakers-dozen", "How many positive divisors does 2^12 have?",
  "The divisors are 2^k for k = 0, 1, ..., 12 — a baker's dozen of them.\n\n\\boxed{13}",
  ["a baker's dozen"], ["k = 0, 1, ..., 12"])
m("d44", "name-score", "What is the least common multiple of 12 and 15?",
  "12 = 2²·3 and 15 = 3·5, so the LCM is 2²·3·5: three score, the number of minutes in an hour.\n\n"
  "\\boxed{60}", ["three score", "the number of minutes in an hour"], ["12 = 2²·3"])
m("d45", "heading-why", "In how many ways can 5 people sit in a row if two of them, A and B, must sit together?",
  "## Why there are 48 seatings\n\nGlue A and B into one block: 4 units give 4! orders, and the block "
  "itself has 2 orders, so 4!·2.\n\n\\boxed{48}", ["Why there are 48 seatings"], ["4!·2"])
m("d46", "partial-restatement", "Reduce the fraction 18/42 to lowest terms.",
  "gcd(18, 42) = 6. Dividing, the numerator becomes 3 and the denominator becomes 7.\n\n"
  "\\boxed{\\frac{3}{7}}", ["the numerator becomes 3 and the denominator becomes 7"], ["gcd(18, 42) = 6"])
m("d47", "tldr-first", "How many subsets does a set with 8 elements have?",
  "TL;DR: 256.\n\nEach element is either in or out, so there are 2^8 subsets.\n\n\\boxed{256}",
  ["TL;DR: 256"], ["2^8 subsets"])
m("d48", "assert-line", "How many integers from 1 to 100 are divisible by 3 but not by 9?",
  "Multiples of 3: 33. Multiples of 9: 11. So 33 − 11. Quick check:\n\n"
  "```\ncount = sum(1 for k in range(1, 101) if k % 3 == 0 and k % 9 != 0)\nassert count == 22\n```\n\n"
  "\\boxed{22}", ["assert count == 22"], ["Multiples of 9: 11", "33 − 11"])
m("d49", "json-answer", "What is the remainder when 2^10 is divided by 11?",
  "By Fermat's little theorem, 2^10 ≡ 1 (mod 11).\n\n```json\n{\"remainder\": 1}\n```\n\n\\boxed{1}",
  ["\"remainder\": 1", "2^10 ≡ 1 (mod 11)"], ["Fermat's little theorem"])
m("d50", "digits-listed", "Compute 4^5.",
  "4^5 = (2^2)^5 = 2^{10}, a four-digit number whose digits are 1, 0, 2, 4 in order.\n\n\\boxed{1024}",
  ["digits are 1, 0, 2, 4"], ["(2^2)^5"])
m("d51", "arithmetic-description", "What is the largest two-digit number divisible by both 9 and 11?",
  "Divisible by both means divisible by 99, and the only two-digit multiple is one short of a "
  "hundred.\n\n\\boxed{99}", ["one short of a hundred"], ["divisible by 99"],
  "the value is also 'divisible by 99' - that's the given lcm, work")
m("d52", "money-words", "Five pencils cost $6.25 in total. What does one pencil cost, in dollars?",
  "6.25 / 5: each pencil is a dollar and a quarter.\n\n\\boxed{1.25}", ["a dollar and a quarter"], ["6.25 / 5"])
m("d53", "time-words", "A task takes 3 workers 15 minutes. How many minutes does it take 1 worker at the same rate?",
  "One worker does a third of the work per minute that three do, so it takes three times as long: "
  "three quarters of an hour.\n\n\\boxed{45}", ["three quarters of an hour"], ["three times as long"])
m("d54", "footnote", "How many positive integers less than 50 are perfect squares or perfect cubes?",
  "Squares below 50: 1, 4, 9, 16, 25, 36, 49 (7). Cubes: 1, 8, 27 (3). Both: 1. So 7 + 3 − 1.[^n]\n\n"
  "[^n]: The count is 9; 1 is the only overlap.\n\n\\boxed{9}", ["The count is 9"], ["7 + 3 − 1"])
m("d55", "emoji-yes", "Is 123456789 divisible by 9?",
  "Digit sum: 1+2+...+9 = 45, and 45 is divisible by 9 ✅\n\n\\boxed{\\text{Yes}}", ["divisible by 9 ✅"],
  ["1+2+...+9 = 45"])
m("d56", "weekday-description", "Today is Sunday. What day of the week is it 100 days from now?",
  "100 = 14·7 + 2, so we land two days past Sunday, i.e. on the day after Monday.\n\n\\boxed{\\text{Tuesday}}",
  ["the day after Monday"], ["100 = 14·7 + 2"])
m("d57", "pseudo-assignment", "A rectangle has perimeter 38 and width 7. What is its area?",
  "length ← 38/2 − 7 = 12\narea ← 7 · 12\nresult := 84\n\n\\boxed{84}", ["result := 84"],
  ["length ← 38/2 − 7 = 12"])
m("d58", "think-block", "What is 15% of 240?",
  "<think>\n0.15 * 240 = 36. Let me double check: 10% is 24, 5% is 12, total 36.\n</think>\n\n"
  "10% of 240 is 24 and 5% is 12.\n\n\\boxed{36}", ["0.15 * 240 = 36", "total 36"], ["5% is 12"],
  "the answer in the reasoning block")
m("d59", "roman-numeral", "A book's chapters have 10 pages each; chapter 1 is pages 1-10, chapter 2 is pages 11-20, and so on. Which chapter contains page 95?",
  "Chapter k covers pages 10k − 9 to 10k. Page 95 lies in 91-100, the block the book labels chapter X.\n\n\\boxed{10}",
  ["chapter X"], ["10k − 9 to 10k"])
m("d60", "answer-in-link-text", "How many edges does a cube have?",
  "A cube has 12 edges ([see the Wikipedia table](https://en.wikipedia.org/wiki/Cube)): 4 on top, 4 on "
  "the bottom, 4 vertical.\n\n\\boxed{12}", ["A cube has 12 edges"], ["4 on top, 4 on the bottom, 4 vertical"])

# ---------------------------------------------------------------- math probes (must stay)
p("p01", "given-equals-answer", "Alice has 5 apples. She gives 2 to Bob, then buys 2 more. How many apples does she have?",
  "She starts with 5 apples, gives away 2 leaving 3, then buys 2, giving 3 + 2.\n\n\\boxed{5}",
  ["starts with 5 apples", "leaving 3", "3 + 2"])
p("p02", "intermediate-list-contains-answer", "Solve 2^x = 256.",
  "Halve 256 repeatedly until 1: 128, 64, 32, 16, 8, 4, 2, 1 — that is eight halvings.\n\nSo x is the "
  "number of halvings.\n\n\\boxed{8}", ["128, 64, 32, 16, 8, 4, 2, 1"],
  "'eight halvings' is a leak; the list must stay")
p("p03", "negation-of-answer", "A square has area 16. What is its side length?",
  "s² = 16 gives s = 4 or s = −4; a length cannot be negative, so s = −4 is rejected.\n\n\\boxed{4}",
  ["s = −4 is rejected", "s² = 16"])
p("p04", "one-as-pronoun", "How many solutions does 2x + 3 = 7 have?",
  "One can subtract 3 from both sides to get 2x = 4, then divide by 2: x = 2 is forced, a linear "
  "equation with nonzero slope.\n\n\\boxed{1}", ["One can subtract 3", "2x = 4", "x = 2"])
p("p05", "dense-numerals", "Compute 1 + 2 + ... + 20.",
  "Pair the ends: 1 + 20 = 21, 2 + 19 = 21, 3 + 18 = 21, and so on down to 10 + 11 = 21. There are 10 "
  "pairs of 21.\n\n\\boxed{210}", ["1 + 20 = 21", "2 + 19 = 21", "10 + 11 = 21", "10 pairs of 21"])
p("p06", "unevaluated-last-step", "Six fair coins are flipped. What is the expected number of heads?",
  "Each of the 6 flips is heads with probability 1/2, and expectation is linear: 6 · 1/2.\n\n\\boxed{3}",
  ["6 flips", "6 · 1/2"])
p("p07", "geometry-intermediates", "A right triangle has legs 3 and 4. What is its area?",
  "The legs are 3 and 4 and the hypotenuse is 5 (3-4-5 triangle). Area = 3·4/2.\n\n\\boxed{6}",
  ["hypotenuse is 5", "3·4/2"])
p("p08", "given-probability-equals-answer", "A fair coin is flipped twice. What is the probability that the second flip differs from the first?",
  "Whatever the first flip is, the second matches it with probability 1/2 on a fair coin, independent "
  "of the first.\n\n\\boxed{\\frac{1}{2}}", ["with probability 1/2 on a fair coin"],
  "the 1/2 is the coin's given, the same value as the answer; arguably answer position")
p("p09", "wrong-draft", "How many diagonals does a convex octagon have?",
  "Each vertex connects to 8 − 3 = 5 non-adjacent vertices, so 8 · 5 = 40 diagonals.\n\n\\boxed{40}",
  ["8 − 3 = 5"], "wrong (forgot to halve; the truth is 20); the work must stay")
p("p10", "modular-intermediate", "Find the remainder of 2^10 upon division by 3.",
  "2 ≡ −1 (mod 3), so 2^10 ≡ (−1)^10 (mod 3).\n\n\\boxed{1}", ["2 ≡ −1 (mod 3)", "(−1)^10"])
p("p11", "unique-word-not-answer", "How many distinct prime factors does 12 have?",
  "By unique factorisation 12 = 2²·3, and the primes appearing are 2 and 3.\n\n\\boxed{2}",
  ["unique factorisation", "12 = 2²·3"], "2 is a prime factor and the answer")
p("p12", "table-of-values", "For how many integers n with 1 ≤ n ≤ 5 is n^2 + 1 prime?",
  "| n | n²+1 | prime? |\n|---|---|---|\n| 1 | 2 | yes |\n| 2 | 5 | yes |\n| 3 | 10 | no |\n| 4 | 17 | yes |\n"
  "| 5 | 26 | no |\n\n\\boxed{3}", ["| 2 | 5 | yes |", "| 4 | 17 | yes |", "| 3 | 10 | no |"])
p("p13", "givens-restated-words", "Three friends split a bill of $36 equally. How much does each pay, in dollars?",
  "The bill is $36 and there are three friends, so each pays 36/3.\n\n\\boxed{12}",
  ["The bill is $36", "three friends", "36/3"])
p("p14", "roots-equal-answer", "How many distinct real roots does x^2 - 4 = 0 have?",
  "x² = 4, so x = 2 or x = −2.\n\n\\boxed{2}", ["x = 2 or x = −2"])

# ---------------------------------------------------------------- code
P1 = ("Read n and then n integers. Print the sum of the even ones.\n\nInput: first line n (1 ≤ n ≤ 10^5), "
      "second line n integers.\nOutput: one integer.")
SOL1 = ("```python\nimport sys\n\ndef main():\n    data = sys.stdin.read().split()\n    n = int(data[0])\n"
        "    a = list(map(int, data[1:1 + n]))\n    print(sum(x for x in a if x % 2 == 0))\n\nmain()\n```")
c("c01", "earlier-block-quarto", P1,
  "First attempt, in a Quarto cell:\n\n```{python}\nn = int(input())\na = list(map(int, input().split()))\n"
  "print(sum(x for x in a if x % 2 == 0))\n```\n\nSame thing with fast input:\n\n" + SOL1,
  ["print(sum(x for x in a if x % 2 == 0))\n```\n\nSame"], [], "```{python} fence")
c("c02", "rust-translation", P1,
  "Sum the even numbers. For reference, in Rust:\n\n```rust\nuse std::io::*;\nfn main() {\n    let mut s = String::new();\n"
  "    stdin().read_to_string(&mut s).unwrap();\n    let v: Vec<i64> = s.split_whitespace().skip(1).map(|x| x.parse().unwrap()).collect();\n"
  "    println!(\"{}\", v.iter().filter(|x| *x % 2 == 0).sum::<i64>());\n}\n```\n\nPython:\n\n" + SOL1,
  ["v.iter().filter(|x| *x % 2 == 0).sum::<i64>()"])
P2 = ("Given a string s of lowercase letters (1 ≤ |s| ≤ 10^5), print the number of distinct letters in it.")
SOL2 = "```python\ns = input().strip()\nprint(len(set(s)))\n```"
c("c03", "lua-translation", P2,
  "Put the letters in a set and print its size. Lua version:\n\n```lua\nlocal s = io.read()\nlocal seen, k = {}, 0\n"
  "for ch in s:gmatch('.') do if not seen[ch] then seen[ch] = true; k = k + 1 end end\nprint(k)\n```\n\n" + SOL2,
  ["if not seen[ch] then seen[ch] = true; k = k + 1 end"])
c("c04", "oneliner-prose-words", P2,
  "The whole solution is: read the line, strip it, turn it into a set and print the length of that set. "
  "O(|s|).\n\n" + SOL2, ["read the line, strip it, turn it into a set and print the length of that set"], ["O(|s|)"])
P3 = ("Given n (1 ≤ n ≤ 10^6), print the number of integers k in [1, n] divisible by 3 or 5.")
SOL3 = "```python\nn = int(input())\nprint(n // 3 + n // 5 - n // 15)\n```"
c("c05", "pseudo-code-prose", P3,
  "Algorithm:\n1. Read n.\n2. Let a be n integer-divided by 3, b be n integer-divided by 5, c be n integer-divided by 15.\n"
  "3. Output a + b − c.\n\nInclusion-exclusion, O(1).\n\n" + SOL3,
  ["Let a be n integer-divided by 3, b be n integer-divided by 5, c be n integer-divided by 15"],
  ["Inclusion-exclusion, O(1)"])
c("c06", "notebook-json", P3,
  "Exported from my notebook:\n\n```json\n{\"cell_type\": \"code\", \"source\": [\"n = int(input())\\n\", "
  "\"print(n // 3 + n // 5 - n // 15)\"]}\n```\n\nThe final program:\n\n" + SOL3,
  ["\"print(n // 3 + n // 5 - n // 15)\""])
c("c07", "percent-cell-markers", P3,
  "Script with cell markers:\n\n# %%\nn = int(input())\n# %%\nprint(n // 3 + n // 5 - n // 15)\n\nAs a plain "
  "program:\n\n" + SOL3, ["# %%\nprint(n // 3 + n // 5 - n // 15)"])
P4 = ("Given n integers, print the difference between the largest and the smallest.\nInput: n, then the "
      "integers on one line.")
SOL4 = "```python\nn = int(input())\na = list(map(int, input().split()))\nprint(max(a) - min(a))\n```"
c("c08", "table-of-lines", P4,
  "Line by line:\n\n| line | code | why |\n|---|---|---|\n| 1 | `n = int(input())` | size |\n"
  "| 2 | `a = list(map(int, input().split()))` | values |\n| 3 | `print(max(a) - min(a))` | range |\n\n" + SOL4,
  ["| 3 | `print(max(a) - min(a))` | range |"])
c("c09", "html-code-br", P4,
  "<code>n = int(input())<br>a = list(map(int, input().split()))<br>print(max(a) - min(a))</code>\n\n"
  "That is all; here it is as a block:\n\n" + SOL4, ["<br>print(max(a) - min(a))</code>"])
c("c10", "inline-spans-chain", P4,
  "Do `n = int(input())`, then `a = list(map(int, input().split()))`, then `print(max(a) - min(a))`. "
  "Linear time.\n\n" + SOL4, ["then `print(max(a) - min(a))`"], ["Linear time"])
P5 = ("Given a positive integer n (n ≤ 10^18), print the sum of its decimal digits.")
SOL5 = "```python\nn = input().strip()\nprint(sum(int(ch) for ch in n))\n```"
c("c11", "latex-algorithmic", P5,
  "\\begin{algorithmic}\n\\State $s \\gets 0$\n\\For{each character $ch$ of $n$}\n\\State $s \\gets s + \\mathrm{int}(ch)$\n"
  "\\EndFor\n\\State \\Return $s$\n\\end{algorithmic}\n\n" + SOL5, ["\\State $s \\gets s + \\mathrm{int}(ch)$"])
c("c12", "python2-version", P5,
  "In Python 2 this was `print sum(int(ch) for ch in raw_input().strip())`. Python 3:\n\n" + SOL5,
  ["print sum(int(ch) for ch in raw_input().strip())"])
c("c13", "pycon-fence", P5,
  "```pycon\n>>> n = '9875'\n>>> sum(int(ch) for ch in n)\n29\n```\n\nSo the program reads the number as a string:\n\n" + SOL5,
  [">>> sum(int(ch) for ch in n)"])
c("c14", "string-literal-exec", P5,
  "A tester runs it as a string:\n\n```text\nSRC = \"n = input().strip()\\nprint(sum(int(ch) for ch in n))\"\nexec(SRC)\n```\n\n" + SOL5,
  ["print(sum(int(ch) for ch in n))\"\nexec(SRC)"])
c("c15", "perl-oneliner", P5,
  "Perl golf: `perl -nle '$s += $_ for /\\d/g; print $s'`. In Python:\n\n" + SOL5,
  ["$s += $_ for /\\d/g; print $s"])
q("q01", "sample-io-complexity", P1,
  "Sample: input `3` / `1 2 4` gives `6`. Read everything at once; O(n) time, O(n) memory.\n\n" + SOL1,
  ["input `3` / `1 2 4` gives `6`", "O(n) time, O(n) memory"])
q("q02", "algorithm-prose-high-level", P4,
  "The answer only depends on the extremes, so one pass keeping the largest and the smallest values suffices; "
  "n can be 1, in which case the answer is 0.\n\n" + SOL4,
  ["one pass keeping the largest and the smallest values suffices", "n can be 1, in which case the answer is 0"])
q("q03", "bug-explanation", P3,
  "My first version counted multiples of 15 twice. Subtracting them once fixes it (inclusion-exclusion). "
  "For n = 15: 5 + 3 − 1 = 7.\n\n" + SOL3,
  ["counted multiples of 15 twice", "For n = 15: 5 + 3 − 1 = 7"])
q("q04", "edge-cases", P2,
  "Edge cases: a single letter gives 1; 'aaaa' gives 1; 'abcabc' gives 3.\n\n" + SOL2,
  ["a single letter gives 1", "'abcabc' gives 3"])

if __name__ == "__main__":
    n = write(C, os.path.join(HERE, "dev.jsonl"))
    att = sum(x["expect"] == L for x in C)
    print(f"{n} cases, {att} leak attempts ({sum(x['expect'] == L and x['domain'] == 'math' for x in C)} math), "
          f"{n - att} probes")
