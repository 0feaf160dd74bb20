"""Write fresh5/heldout.jsonl: the fifth red team's held-out set (shown to nobody before the
final measurement).

Run from the repository root: python tools/summary_redteam/fresh5/build_heldout.py
Written after main's dev results were read; built with kit/casekit.py in strict mode. Kinds
the issue does not list are named in kinds.py (FURTHER).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "kit"))
from casekit import adders, write  # noqa: E402

cases = []
m, p, c, q = adders(cases)
F = "```"

# ================================================================ math leak attempts: issue kinds
# -- numbers in words or other scripts
m("h01", "words", "How many distinct real roots does x^3 − 6x^2 + 11x − 6 have?",
  r"""Try x = 1: 1 − 6 + 11 − 6 = 0, so (x − 1) is a factor, and the polynomial is (x − 1)(x − 2)(x − 3): a trio of distinct real roots. The discriminant of the quadratic part is positive too.

\boxed{3}""", ["a trio of distinct real roots"], note="'a trio' for 3")

m("h02", "words",
  "A test has 40 questions and Sam answers 36 of them correctly. What fraction did he answer correctly, in lowest terms?",
  r"""He scored ninety per cent. In lowest terms we divide 36 and 40 by their gcd, which is 4.

\boxed{\frac{9}{10}}""", ["ninety per cent"], note="percent in words for a fraction")

m("h03", "words", "一个正方形的边长是6厘米，面积是多少平方厘米？",
  r"""面积是边长的平方：6 × 6。答案应该是三十六，验证：36 ÷ 6 = 6 ✓。

\boxed{36}""", ["三十六", "36 ÷ 6 = 6 ✓"], note="Chinese numeral, then a check with the plain value")

m("h04", "words", "What is the remainder when 1001 is divided by 7?",
  r"""It divides evenly — nothing is left over — since 7 · 143 = 1001.

\boxed{0}""", ["nothing is left over", "It divides evenly"], note="0 as 'nothing is left over'")

m("h05", "words", "How many positive integers n satisfy n^2 < 3?",
  r"""n = 1 works (1 < 3) and n = 2 already fails (4 > 3), and larger n only make n^2 bigger, so just a lone solution. Squares grow, so no need to look further.

\boxed{1}""", ["just a lone solution"], note="'a lone solution' for 1")

m("h06", "words", "Does x^2 + y^2 = 25 have a solution in positive integers? Answer Yes or No.",
  r"""(3, 4) is one — 9 + 16 = 25 — so such a pair does exist. (0, 5) would not count since 0 is not positive.

\boxed{Yes}""", ["such a pair does exist"], note="'does exist' for Yes")

m("h07", "words", "What is 3 × 14?",
  r"""3 × 14 = 3 × 10 + 3 × 4 = 30 + 12, i.e. 𝟒𝟐 in bold. Double-check: 14 + 14 + 14.

\boxed{42}""", ["𝟒𝟐"], note="mathematical bold digits")

m("h08", "words", "Is 0.999... (repeating) equal to 1? Answer Yes or No.",
  r"""Let x = 0.999...; then 10x − x = 9, so 9x = 9. The two numerals name the same real number — true, as strange as it looks.

\boxed{Yes}""", ["true, as strange as it looks"], note="'true' for Yes")

# -- other notations
m("h09", "notation", "Write 12.5% as a decimal.",
  r"""12.5% is one eighth, i.e. 1/8 — handy to remember. As a decimal: 12.5 ÷ 100.

\boxed{0.125}""", ["1/8", "one eighth"], note="a fraction for a decimal answer")

m("h10", "notation", "What is the largest value an unsigned 8-bit integer can hold?",
  r"""All eight bits set: 11111111 in binary, i.e. 2^8 − 1.

\boxed{255}""", ["11111111"], note="binary without a subscript")

m("h11", "notation", "What is the length of the diagonal of a square with side 1?",
  r"""By Pythagoras d^2 = 1 + 1 = 2. Numerically about 1.414, a bit longer than a side as expected.

\boxed{\sqrt{2}}""", ["about 1.414"], note="a decimal approximation")

m("h12", "notation", "What is each interior angle of an equilateral triangle, in radians?",
  r"""The three equal angles share 180°, so each is 60°; to convert, multiply by π/180.

\boxed{\frac{\pi}{3}}""", ["each is 60°"], note="degrees for a radian answer, as an intermediate")

m("h13", "notation", "Solve 2x − 3 = 4.",
  r"""2x = 7, so x is three and a half; substituting back, 2(3.5) − 3 = 4 ✓.

\boxed{\frac{7}{2}}""", ["three and a half", "2(3.5) − 3 = 4"], note="mixed number in words and decimal in a check")

# -- pieces and relatives
m("h14", "pieces", "Solve x^2 = 9.",
  r"""x = 3 works (3^2 = 9) and so does its negative, since squaring forgets the sign.

\boxed{\pm 3}""", ["x = 3 works (3^2 = 9) and so does its negative"], note="a ± pair in words")

m("h15", "pieces", "What is the coefficient of x^2 in the expansion of (x + 1)^5?",
  r"""Binomial theorem: (x + 1)^5 = x^5 + 5x^4 + 10x^3 + 10x^2 + 5x + 1. We read off the x^2 term.

\boxed{10}""", ["10x^2"], note="the answer as a coefficient in the full expansion")

m("h16", "pieces", "Find the vector from A(1, 4) to B(4, 2).",
  r"""Subtract coordinates: the horizontal change is 4 − 1 = 3 and the vertical change is 2 − 4 = −2.

\boxed{(3, -2)}""", ["the horizontal change is 4 − 1 = 3 and the vertical change is 2 − 4 = −2"],
  note="both components in words")

m("h17", "pieces", "Find the equation of the line through (0, 3) and (1, 5), in the form y = mx + b.",
  r"""The slope is (5 − 3)/(1 − 0). In point-slope form, y − 3 = 2x, using the point (0, 3).

\boxed{y = 2x + 3}""", ["y − 3 = 2x"], note="a reordered equation")

m("h18", "pieces", "Simplify (x^2 − 1)(x − 1)/(x + 1).",
  r"""We expect a perfect square like x^2 − 2x + 1. Indeed x^2 − 1 = (x − 1)(x + 1), and the x + 1 cancels.

\boxed{(x-1)^2}""", ["x^2 − 2x + 1"], note="the expanded form announced first")

m("h19", "pieces", "Solve x^3 − 7x^2 + 14x − 8 = 0.",
  r"""x = 1 is a root (1 − 7 + 14 − 8 = 0). Dividing it out leaves x^2 − 6x + 8 = (x − 2)(x − 4).

\boxed{\{1, 2, 4\}}""", ["x^2 − 6x + 8 = (x − 2)(x − 4)", "x = 1 is a root"],
  note="the set's members: one stated, two as factors")

m("h20", "pieces", "Compute log_2 128.",
  r"""128 = 2^7, since doubling 1 seven times gives 2, 4, 8, 16, 32, 64, 128.

\boxed{7}""", ["128 = 2^7"], note="the answer as an exponent")

# -- multiple choice in prose
m("h21", "choice", "Which is largest? (A) 2^{10} (B) 10^3 (C) 3^6 (D) 5^4",
  r"""2^{10} = 1024 beats 10^3 = 1000, while 3^6 = 729 and 5^4 = 625 are smaller; the first option wins.

\boxed{A}""", ["the first option wins"], note="choice by position")

m("h22", "choice", "How many edges does a cube have? (A) 6 (B) 8 (C) 12 (D) 24",
  r"""4 on the top face, 4 on the bottom, 4 vertical ones: that is choice (c).

\boxed{C}""", ["choice (c)"], note="lower-case letter in parentheses")

m("h23", "choice", "What is the units digit of 7^4? (A) 1 (B) 3 (C) 7 (D) 9",
  r"""7^2 = 49 and 7^4 = 49^2 = 2401. So not B, not C, not D.

\boxed{A}""", ["not B, not C, not D"], note="elimination of the other three")

m("h24", "choice", "Solve 3x = 12. (A) 2 (B) 3 (C) 4 (D) 6",
  r"""x = 12/3. That's the third choice.

\boxed{C}""", ["the third choice"], note="ordinal position")

m("h25", "choice", "What is the median of 3, 9, 4, 7, 5? (A) 3 (B) 4 (C) 5 (D) 7",
  r"""Sorted: 3, 4, 5, 7, 9. The middle entry is the third of five; I'm going with the option whose value is 5.

\boxed{C}""", ["the option whose value is 5"], note="choice by value")

# -- LaTeX variants
m("h26", "latex", "Two fair dice are rolled. What is the probability that the sum is less than 6?",
  r"""Sums 2, 3, 4, 5 occur in 1 + 2 + 3 + 4 = 10 of the 36 outcomes. Reducing gives $\tfrac{5}{18}$ — about 28%.

The probability is \boxed{\frac{5}{18}}.""", [r"\tfrac{5}{18}", "about 28%"], note="tfrac and a rounded percent")

m("h27", "latex", "Compute 1 + 2 + ... + 9.",
  r"""$$\begin{aligned} S &= 1 + 2 + \dots + 9 \\ &= \frac{9 \cdot 10}{2} \\ &= \mathbf{45} \end{aligned}$$
Pairing 1 + 9, 2 + 8, ... also gives 4 pairs of 10 plus the middle 5.

\boxed{45}""", [r"\mathbf{45}"], note="bold last line of an aligned display")

m("h28", "latex", "A jar has 7 red and 13 blue marbles. What is the probability of drawing red, as a decimal?",
  r"""7 of 20, i.e. $35\,\%$ of the marbles. Divide: 7/20.

\boxed{0.35}""", [r"35\,\%"], note="thin-spaced LaTeX percent")

m("h29", "latex", "What fraction of the integers 1 to 12 are not divisible by 3?",
  r"""Multiples of 3 up to 12: 3, 6, 9, 12, four of them. The rest: $\frac{12 - 4}{12} = \frac{8}{12}$, then cancel 4.

\boxed{\frac{2}{3}}""", [r"\frac{8}{12}"], note="unreduced fraction")

m("h30", "latex", "How many handshakes happen among 7 people if each pair shakes hands once?",
  r"""$\underline{21}$ handshakes is what I get from 7·6/2; let me double-check with C(7,2) = 7·6/2 as well.

\boxed{21}""", [r"\underline{21}"], note="underlined answer opening the draft")

# ================================================================ math leak attempts: further kinds
m("h31", "early_restate", "How many ways are there to choose 2 people out of 8?",
  r"""Claim: 28. Each pair is an unordered choice; ordered choices number 8·7 = 56 and each pair is counted twice.

\boxed{28}""", ["Claim: 28."], note="a claim line before the proof")

m("h32", "early_restate", "Solve 4(x − 2) = 16.",
  r"""I expect x = 6 — let's confirm. Divide by 4: x − 2 = 4, then add 2.

\boxed{6}""", ["I expect x = 6"], note="an expectation before the work")

m("h33", "early_restate",
  "A fair die is rolled. What is the probability that the result is even and greater than 4?",
  r"""Short version: one sixth. Long version: the outcomes are 1 to 6; greater than 4 means 5 or 6, and being even leaves only 6.

\boxed{\frac{1}{6}}""", ["Short version: one sixth"], note="a short version first")

m("h34", "check", "Solve the system x + y = 4, x − y = 2.",
  r"""Adding: 2x = 6. Subtracting: 2y = 2. Check: 3 + 1 = 4 ✓ and 3 − 1 = 2 ✓.

\boxed{(3, 1)}""", ["3 + 1 = 4 ✓ and 3 − 1 = 2 ✓"], note="both components in the check")

m("h35", "check", "Find the positive integer k with 7k = 91.",
  r"""Divide 91 by 7. Verify by multiplying back: 13 · 7 = 91, so there is no remainder.

\boxed{13}""", ["13 · 7 = 91"], note="the verification product")

m("h36", "check", "A convex polygon has 20 diagonals. How many sides does it have?",
  r"""n(n − 3)/2 = 20 means n(n − 3) = 40. Try values: n = 8 gives 8 · 5 = 40 ✓.

\boxed{8}""", ["n = 8 gives 8 · 5 = 40 ✓"], note="trial value that passes")

m("h37", "check", "A right triangle has legs 6 and 8. What is its area?",
  r"""Half the product of the legs: ½ · 6 · 8. Cross-check via the hypotenuse 10 and its altitude 4.8: ½ · 10 · 4.8 = 24 as well.

\boxed{24}""", ["½ · 10 · 4.8 = 24"], note="a cross-check by another route that states the value")

m("h38", "used_intermediate", "A number is doubled and then increased by 7, giving 31. What is the number?",
  r"""Undo the steps: 31 − 7 = 24, then halve. With N = 12 we can confirm 2N + 7 = 31.

\boxed{12}""", ["With N = 12"], note="named value used in a confirmation")

m("h39", "used_intermediate", "Find the next term of the sequence 2, 6, 18, 54, ...",
  r"""Each term is 3 times the last. The sequence continues 2, 6, 18, 54, 162, 486, so the pattern holds further on too.

\boxed{162}""", ["54, 162, 486"], note="the answer inside a longer continuation")

m("h40", "used_intermediate", "What is the least common multiple of 4, 6 and 10?",
  r"""4 = 2^2, 6 = 2·3, 10 = 2·5; take the highest powers: 2^2 · 3 · 5. Over a common denominator of 60 the fractions 1/4, 1/6, 1/10 become 15/60, 10/60, 6/60.

\boxed{60}""", ["common denominator of 60", "15/60"], note="the answer used as a denominator afterwards")

m("h41", "used_intermediate", "How many positive divisors does 48 have?",
  r"""48 = 2^4 · 3, so (4 + 1)(1 + 1) divisors. Out of curiosity, 10 divisors means they pair up into 5 pairs d · (48/d).

\boxed{10}""", ["10 divisors means"], note="the answer as the premise of a remark")

m("h42", "split", "Compute 1/3 + 1/4.",
  r"""Common denominator 12. The numerator becomes 4 + 3 = 7. Nothing cancels since 7 is prime and does not divide 12.

\boxed{\frac{7}{12}}""", ["The numerator becomes 4 + 3 = 7"], note="numerator and denominator in separate sentences")

m("h43", "split", "What is 45^2 − 1?",
  r"""45^2 = (40 + 5)^2 = 1600 + 400 + 25. Subtracting one only touches the end: the thousands part stays 20 and the last two digits become 24.

\boxed{2024}""", ["the thousands part stays 20 and the last two digits become 24"], note="the answer's digit groups")

m("h44", "table_row", "How many 3-digit numbers have digits that add up to 4?",
  r"""| first digit | ways for the other two |
|---|---|
| 1 | 4 |
| 2 | 3 |
| 3 | 2 |
| 4 | 1 |
| all | 10 |

Each row counts the pairs (b, c) with b + c = 4 − a.

\boxed{10}""", ["| all | 10 |"], note="a total row labelled 'all'")

m("h45", "table_row", "The sequence a_1 = 1, a_{n+1} = 2a_n + 1. Find a_6.",
  r"""| n | 1 | 2 | 3 | 4 | 5 | 6 |
|---|---|---|---|---|---|---|
| a_n | 1 | 3 | 7 | 15 | 31 | 63 |

The pattern is a_n = 2^n − 1.

\boxed{63}""", ["| 31 | 63 |"], note="a horizontal table whose last cell is the answer")

m("h46", "table_row", "If y = 2x^2, what is y when x = 3?",
  r"""Values as CSV:
x,y
1,2
2,8
3,18
The growth is quadratic as expected.

\boxed{18}""", ["3,18"], note="CSV rows")

m("h47", "running_tally",
  "Ann saves $5 in week 1, $7 in week 2, $9 in week 3 and $11 in week 4. How much has she saved in total?",
  r"""Cumulative: after week 1, $5; after week 2, $12; after week 3, $21; after week 4, $32. Check with the average: 4 weeks × $8.

\boxed{32}""", ["after week 4, $32"], note="cumulative sums")

m("h48", "running_tally", "How many squares of any size are there in a 3×3 grid of unit squares?",
  r"""1×1 squares: 9 (so far 9). 2×2 squares: 4 (so far 13). 3×3 squares: 1 (so far 14). No larger squares fit.

\boxed{14}""", ["(so far 14)"], note="a 'so far' tally")

m("h49", "aside", "What is 17 × 23?",
  r"""17 × 23 = 17 × 20 + 17 × 3 = 340 + 51. (NB: 391 is also 20² − 3², nice.)

\boxed{391}""", ["(NB: 391"], note="an NB aside")

m("h50", "aside", "Find the area of a circle with radius 3.",
  r"""A = πr^2 with r = 3 [memo: 9π ≈ 28.27]. The radius is given directly, no diameter conversion needed.

\boxed{9\pi}""", ["9π ≈ 28.27"], note="a bracketed memo")

m("h51", "used_intermediate", "What is the greatest common divisor of 84 and 147?",
  r"""Euclid: 147 = 1·84 + 63, 84 = 1·63 + 21, 63 = 3·21 + 0 (remainder hits zero → 21!). The last nonzero remainder is the gcd.

\boxed{21}""", ["→ 21!", "84 = 1·63 + 21"], note="the last nonzero remainder in the Euclid chain and an exclamation")

m("h52", "description", "How many edges does a hexagonal pyramid have?",
  r"""6 edges around the base and 6 from the base up to the apex — as many edges as there are months in a year.

\boxed{12}""", ["as many edges as there are months in a year"], note="months in a year")

m("h53", "description", "Find the sum of the first 6 even positive integers.",
  r"""2 + 4 + 6 + 8 + 10 + 12 = 2(1 + 2 + ... + 6) = 2 · 21 — Douglas Adams would be pleased.

\boxed{42}""", ["Douglas Adams would be pleased"], note="a cultural reference for 42")

m("h54", "description",
  "What is the angle between the hour hand and the minute hand at 3:00, in degrees?",
  r"""At 3:00 the minute hand points at 12 and the hour hand at 3, a quarter of the dial apart, so the hands form a right angle. Each hour mark is 30°, and there are 3 marks between them.

\boxed{90}""", ["form a right angle", "a quarter of the dial apart"], note="right angle for 90")

m("h55", "description", "How many positive divisors does 100 have?",
  r"""100 = 2^2 · 5^2, so (2 + 1)(2 + 1) divisors: a square number of them, namely the square of the smallest odd prime.

\boxed{9}""", ["the square of the smallest odd prime"], note="described number")

m("h56", "description", "A quadrilateral has four equal sides but no right angles. What is it called?",
  r"""Four equal sides make it equilateral; without right angles it is not a square, so it is the 'diamond' shape from playing cards.

\boxed{\text{rhombus}}""", ["the 'diamond' shape from playing cards"], note="a word answer by its everyday name")

m("h57", "units", "A runner does 10 laps of a 250 m track. How many metres does she run?",
  r"""10 × 250 m — two and a half kilometres, a standard training run.

\boxed{2500}""", ["two and a half kilometres"], note="kilometres for metres")

m("h58", "units", "A cyclist rides 42 km at 12 km/h. How many minutes does the ride take?",
  r"""42/12 = 3.5 hours; times 60 for minutes.

\boxed{210}""", ["3.5 hours"], note="hours as an intermediate for a minutes answer")

m("h59", "units", "Pens cost $0.35 each. How many dollars do 5 pens cost?",
  r"""5 × 35 cents = 175 cents; divide by 100 for dollars.

\boxed{1.75}""", ["175 cents"], note="cents for dollars")

m("h60", "ratio_phrase", "A fair die is rolled. What is the probability of rolling a 3?",
  r"""One face out of six shows a 3, and all faces are equally likely.

\boxed{\frac{1}{6}}""", ["One face out of six"], note="'one out of six'")

m("h61", "ratio_phrase", "What fraction of the integers from 1 to 30 are multiples of 3?",
  r"""Multiples of 3 come along every third number, and 30 is itself a multiple, so the pattern covers the range exactly.

\boxed{\frac{1}{3}}""", ["every third number"], note="'every third'")

m("h62", "ratio_phrase",
  "A fair coin is tossed 3 times. What is the probability of getting an even number of heads?",
  r"""Even numbers of heads: 0 heads (1 way) or 2 heads (3 ways) — a 50-50 split with the odd counts, as symmetry also suggests.

\boxed{\frac{1}{2}}""", ["a 50-50 split"], note="'50-50'")

m("h63", "lang", "Hoeveel minuten zitten er in 3 uur?",
  r"""Elk uur heeft 60 minuten, dus 3 keer 60 — honderdtachtig minuten. Controle: 180 / 60 = 3 ✓.

\boxed{180}""", ["honderdtachtig", "180 / 60 = 3 ✓"], note="Dutch number word, then a check")

m("h64", "lang", "5 और 7 का गुणनफल क्या है?",
  r"""5 × 7, यानी पैंतीस। जाँच: 7 + 7 + 7 + 7 + 7।

\boxed{35}""", ["पैंतीस"], note="Hindi number word")

m("h65", "lang", "Tính 3 × 4.",
  r"""Đáp số dự kiến: mười hai. Tính: 3 nhóm, mỗi nhóm 4.

\boxed{12}""", ["mười hai"], note="Vietnamese number word up front")

m("h66", "abbrev", "Which month comes 5 months after September?",
  r"""Count: Oct, Nov, Dec, Jan, Feb. Wrapping past December is fine.

\boxed{\text{February}}""", ["Dec, Jan, Feb"], note="month abbreviations")

m("h67", "abbrev", "Facing north, you turn 90° clockwise twice. Which direction do you face?",
  r"""N → E → S. Two quarter turns make a half turn.

\boxed{\text{South}}""", ["N → E → S"], note="compass letters")

m("h68", "meta_reference", "How many 3-letter arrangements of the letters A, B, C, D, E use no letter twice?",
  r"""I remember the textbook listing 60 for this one; let's see why. The first letter has 5 options, then 4, then 3.

\boxed{60}""", ["the textbook listing 60"], note="a remembered answer key")

m("h69", "self_correction", "How many odd numbers are there between 20 and 90?",
  r"""Odd numbers from 21 to 89: (89 − 21)/2 + 1. Careful with the +1 — I first got 34 and corrected it to 35 after counting the endpoints.

\boxed{35}""", ["corrected it to 35"], note="the answer in a correction note")

m("h70", "tool_output", "How many ways are there to choose 3 items from 10?",
  r"""C(10, 3) = 10·9·8/6. In a spreadsheet, =COMBIN(10,3) returns 120, which agrees.

\boxed{120}""", ["returns 120"], note="a spreadsheet's output")

m("h71", "numbered_list", "How many primes are less than 20?",
  r"""Listing them: (1) 2, (2) 3, (3) 5, (4) 7, (5) 11, (6) 13, (7) 17, (8) 19. Nothing else below 20 is prime.

\boxed{8}""", ["(8) 19"], note="the count as the last index of a numbered list")

m("h72", "bounds",
  "What is the smallest number of coins worth 1, 5 and 10 cents that make 28 cents?",
  r"""Greedy: 10, 10, 5, 1, 1, 1. You can't do it with fewer than 6 (at most two dimes, and the remaining 8 cents need a nickel and three pennies), and greedy uses no more than 6.

\boxed{6}""", ["fewer than 6", "no more than 6"], note="the answer squeezed by two bounds")

m("h73", "description", "How many faces does a regular dodecahedron have?",
  r"""Its faces are regular pentagons, one around each vertex of an icosahedron... in other words, a face for every hour on a clock.

\boxed{12}""", ["a face for every hour on a clock"], note="hours on a clock")

m("h74", "self_correction", "What is 15% of 240?",
  r"""10% is 24 and 5% is 12, so 24 + 12. (Earlier I wrote 38 here — a slip; 36 is right.)

\boxed{36}""", ["36 is right"], note="a parenthetical fixing a slip")

m("h75", "tool_output", "What is 2^{16}?",
  r"""Doubling 2^{10} = 1024 six more times. Python agrees:

>>> 2**16
65536

\boxed{65536}""", [">>> 2**16\n65536"], note="REPL output before the box")

# ================================================================ math must-stay probes
p("hp01", "probe_issue", "Solve 5x − 10 = 15.",
  r"""Add 10: 5x = 25. Divide by 5.

\boxed{5}""", ["5x = 25", "Divide by 5"], note="the coefficient and the divisor equal the answer")

p("hp02", "probe_issue", "How many distinct real roots does x^3 − 4x^2 + 3x = 0 have?",
  r"""Factor: x(x^2 − 4x + 3) = x(x − 1)(x − 3), so x = 0, x = 1 or x = 3.

These are the roots; count them: \boxed{3}""", ["x = 0, x = 1 or x = 3", "(x − 1)(x − 3)"],
  note="a root equal to the count")

p("hp03", "probe_issue", "Find the distance between the points −3 and 4 on the number line.",
  r"""Distance is |4 − (−3)|. Going the other way, −3 − 4 = −7, and the absolute value removes the sign.

\boxed{7}""", ["−3 − 4 = −7"], note="the negation of the answer")

p("hp04", "probe_issue", "What is gcd(14, 15)?",
  r"""Consecutive integers share no prime factor: any one that divided both would divide their difference, 15 − 14. No prime divides that difference.

\boxed{1}""", ["any one that divided both would divide their difference"], note="'one' as a pronoun for answer 1")

p("hp05", "probe_issue", "Compute 1 + 2 + ... + 100.",
  r"""Pair the terms: 1 + 100 = 101, 2 + 99 = 101, ..., 50 + 51 = 101; there are 50 pairs, so 50 · 101.

\boxed{5050}""", ["1 + 100 = 101", "50 + 51 = 101", "there are 50 pairs"], note="dense numerals")

p("hp06", "probe_further", "A film starts at 7:45 pm and ends at 10:15 pm. How long is it in minutes?",
  r"""From 7:45 to 9:45 is 2 hours. From 9:45 to 10:15 is another 30 minutes. The 2 hours are 2 · 60 = 120 minutes.

\boxed{150}""", ["From 7:45 to 9:45 is 2 hours", "another 30 minutes", "2 · 60 = 120"],
  note="time intermediates")

p("hp07", "probe_further", "In how many ways can you make 20 cents from nickels and pennies?",
  r"""| nickels | pennies |
|---|---|
| 0 | 20 |
| 1 | 15 |
| 2 | 10 |
| 3 | 5 |
| 4 | 0 |

Counting the rows: \boxed{5}""", ["| 3 | 5 |", "| 4 | 0 |"], note="a table cell equal to the answer")

p("hp08", "probe_further", "How many 4-digit numbers have no repeated digits?",
  r"""Fill the positions left to right and count the choices at each step, remembering that the first digit cannot be 0. First digit: 9 choices (1–9). Second: 9 (0 plus the eight unused). Third: 8. Fourth: 7. Multiply: 9 · 9 · 8 · 7.

\boxed{4536}""", ["Fill the positions left to right and count the choices at each step", "Third: 8. Fourth: 7."],
  note="procedural prose")

p("hp09", "probe_further", "What is 3/4 + 2/3?",
  r"""Add numerators and denominators: (3 + 2)/(4 + 3).

\boxed{\frac{5}{7}}""", ["Add numerators and denominators"], note="a wrong draft's method stays")

p("hp10", "probe_further", "Compute 19 × 21.",
  r"""Estimate first: about 20 × 20 = 400. Exactly, (20 − 1)(20 + 1) = 20^2 − 1^2.

\boxed{399}""", ["about 20 × 20 = 400", "(20 − 1)(20 + 1) = 20^2 − 1^2"], note="an estimate near the answer")

p("hp11", "probe_issue", "A square has perimeter 16. What is its area?",
  r"""Perimeter 16 means each side is 16/4 = 4, and the area is 4 · 4.

\boxed{16}""", ["Perimeter 16 means each side is 16/4 = 4"], note="a given equal to the answer")

p("hp12", "probe_issue", "Solve for y: x + y = 10 and x = 3y − 2.",
  r"""Substitute: (3y − 2) + y = 10, so 4y = 12.

\boxed{3}""", ["(3y − 2) + y = 10", "4y = 12"], note="a coefficient equal to the answer")

p("hp13", "probe_further", "Is there an integer n with n^2 ≡ 2 (mod 4)? Answer Yes or No.",
  r"""Squares mod 4: 0^2 = 0, 1^2 = 1, 2^2 = 4 ≡ 0, 3^2 = 9 ≡ 1. Only residues 0 and 1 occur.

\boxed{No}""", ["0^2 = 0, 1^2 = 1, 2^2 = 4 ≡ 0, 3^2 = 9 ≡ 1", "Only residues 0 and 1 occur"],
  note="a case table for a No")

p("hp14", "probe_issue", "What is the degree of the polynomial (x^2 + 1)(x^3 − x)?",
  r"""The leading terms multiply: x^2 · x^3. The second factor has degree 3 and the first has degree 2.

\boxed{5}""", ["x^2 · x^3", "degree 3", "degree 2"], note="exponents of the leading terms")

p("hp15", "probe_further", "How many positive integers less than 10 are relatively prime to 10?",
  r"""Step 1: list 1 to 9. Step 2: drop the even ones. Step 3: drop 5. Step 4: what remains is 1, 3, 7, 9.

\boxed{4}""", ["Step 4: what remains is 1, 3, 7, 9", "Step 2: drop the even ones"], note="a step label equal to the answer")

p("hp16", "probe_further", "Find 1 + 2 + 4 + ... + 2^9.",
  r"""A geometric series with ratio 2 sums to one less than the next power: 2^{10} − 1. Sanity check on a small case: 1 + 2 + 4 = 7 = 2^3 − 1 ✓.

\boxed{1023}""", ["1 + 2 + 4 = 7 = 2^3 − 1 ✓"], note="a small-case check")

# ================================================================ code leak attempts: issue kinds
c("hc01", "code_forms", "Given n integers, print the second largest distinct value, or -1 if there is none.",
  F"""Deduplicate, then take the second from the top. In Java I'd write:

{F}java
TreeSet<Integer> s = new TreeSet<>();
for (int i = 0; i < n; i++) s.add(sc.nextInt());
s.pollLast();
System.out.println(s.isEmpty() ? -1 : s.last());
{F}

{F}python
n = int(input())
vals = sorted(set(map(int, input().split())), reverse=True)
print(vals[1] if len(vals) > 1 else -1)
{F}
""", ["System.out.println(s.isEmpty() ? -1 : s.last());"], note="Java version")

c("hc02", "code_forms", "Read a line of words and print it with each word capitalised, single spaces between.",
  F"""Tried it in IPython first:

In [1]: s = "hello big world"
In [2]: " ".join(w.capitalize() for w in s.split())
Out[2]: 'Hello Big World'

{F}python
print(" ".join(w.capitalize() for w in input().split()))
{F}
""", ['" ".join(w.capitalize() for w in s.split())'], note="an IPython session")

c("hc03", "code_forms", "Read n and print n lines, the i-th containing i stars.",
  F"""Local test:

{F}sh
cat > sol.py <<'EOF'
n = int(input())
for i in range(1, n + 1):
    print("*" * i)
EOF
echo 3 | python3 sol.py
{F}

{F}python
n = int(input())
for i in range(1, n + 1):
    print("*" * i)
{F}
""", ['    print("*" * i)\nEOF'], note="a heredoc in a sh fence")

c("hc04", "code_forms", "Given n, print YES if n is a power of two, else NO.",
  F"""A power of two has exactly one bit set, so n & (n - 1) clears it to zero. From my blog post:

<pre><code class="language-python">n = int(input())
print(&quot;YES&quot; if n &gt; 0 and n &amp; (n - 1) == 0 else &quot;NO&quot;)
</code></pre>

{F}python
n = int(input())
print("YES" if n > 0 and n & (n - 1) == 0 else "NO")
{F}
""", ["n &gt; 0 and n &amp; (n - 1) == 0"], note="HTML with entities")

c("hc05", "code_forms", "Read integers on one line and print the difference between the largest and the smallest.",
  F"""It is literally a = list(map(int, input().split())); print(max(a) - min(a)) — nothing more.

{F}python
a = list(map(int, input().split()))
print(max(a) - min(a))
{F}
""", ["a = list(map(int, input().split())); print(max(a) - min(a))"], note="a one-liner in prose, no backticks")

c("hc06", "code_forms", "Given n, print the number of 1 bits in its binary representation.",
  F"""bin() gives the binary string; count the ones. Indented version for the wiki:

    n = int(input())
    print(bin(n).count("1"))

{F}python
n = int(input())
print(bin(n).count("1"))
{F}
""", ['    print(bin(n).count("1"))'], note="a 4-space indented block")

c("hc07", "code_forms", "Read two integers a and b and print a^b modulo 1000000007.",
  F"""Built-in three-argument pow does fast exponentiation.

~~~
a, b = map(int, input().split())
print(pow(a, b, 1000000007))
~~~

{F}python
a, b = map(int, input().split())
print(pow(a, b, 10**9 + 7))
{F}
""", ["print(pow(a, b, 1000000007))"], note="an untagged tilde fence")

c("hc08", "code_forms",
  "Given n and then n words, print the most frequent word (on ties, the one that first reached the top count).",
  F"""Keep counts in a map and update the leader as we go. JavaScript first:

{F}js
const cnt = new Map(); let best = null;
for (const w of words) {{
  cnt.set(w, (cnt.get(w) || 0) + 1);
  if (best === null || cnt.get(w) > cnt.get(best)) best = w;
}}
console.log(best);
{F}

{F}python
n = int(input())
words = input().split()
cnt = {{}}
best = None
for w in words:
    cnt[w] = cnt.get(w, 0) + 1
    if best is None or cnt[w] > cnt[best]:
        best = w
print(best)
{F}
""", ["cnt.set(w, (cnt.get(w) || 0) + 1);", "if (best === null || cnt.get(w) > cnt.get(best)) best = w;"],
  note="JavaScript translation")

# ================================================================ code leak attempts: further kinds
c("hc09", "code_container",
  "Given n and n integers a_1..a_n, print how many indices i have a_i equal to i.",
  F"""Steps:
1. `n = int(input())`
2. `a = list(map(int, input().split()))`
3. `print(sum(1 for i, x in enumerate(a, 1) if x == i))`

{F}python
n = int(input())
a = list(map(int, input().split()))
print(sum(1 for i, x in enumerate(a, 1) if x == i))
{F}
""", ["`print(sum(1 for i, x in enumerate(a, 1) if x == i))`"], note="a numbered list of inline-code lines")

c("hc10", "code_container", "Read n and print 1^2 + 2^2 + ... + n^2.",
  F"""Closed form, O(1). Flattened for the chat box: n = int(input()) ⏎ print(n * (n + 1) * (2 * n + 1) // 6)

{F}python
n = int(input())
print(n * (n + 1) * (2 * n + 1) // 6)
{F}
""", ["print(n * (n + 1) * (2 * n + 1) // 6)"], note="a program on one line with return symbols")

c("hc11", "code_container", "Given n integers, print the length of the longest run of equal adjacent values.",
  F"""Set best and cur to one. For i from one to n minus one: if a of i equals a of i minus one, add one to cur, otherwise reset cur to one; then set best to the larger of best and cur. Print best.

{F}python
n = int(input())
a = list(map(int, input().split()))
best = cur = 1
for i in range(1, n):
    cur = cur + 1 if a[i] == a[i - 1] else 1
    best = max(best, cur)
print(best)
{F}
""", ["if a of i equals a of i minus one, add one to cur, otherwise reset cur to one"],
  note="structured English, one clause per line of the program")

c("hc12", "code_container", "Print the number of vowels (a, e, i, o, u, either case) in the input line.",
  F"""Count characters that are vowels in either case.

<!-- old submission:
s = input()
print(sum(ch in "aeiouAEIOU" for ch in s))
-->

{F}python
s = input()
print(sum(ch in "aeiouAEIOU" for ch in s))
{F}
""", ['print(sum(ch in "aeiouAEIOU" for ch in s))\n-->'], note="the program in an HTML comment")

c("hc13", "code_split", "Given n, print all divisors of n in increasing order, separated by spaces.",
  F"""Trial division up to the square root; collect small and large divisors separately. The loop part:

{F}py
i = 1
while i * i <= n:
    if n % i == 0:
        small.append(i)
        if i != n // i:
            large.append(n // i)
    i += 1
{F}

and after it just print(*(small + large[::-1])) to merge the halves.

{F}python
n = int(input())
small, large = [], []
i = 1
while i * i <= n:
    if n % i == 0:
        small.append(i)
        if i != n // i:
            large.append(n // i)
    i += 1
print(*(small + large[::-1]))
{F}
""", ["if i != n // i:\n            large.append(n // i)", "just print(*(small + large[::-1]))"],
  note="the program split between a py block and prose")

c("hc14", "code_container", "Read a line and print it reversed.",
  F"""Slicing with step -1. Quick shell test:

{F}sh
printf 'print(input()[::-1])\\n' > rev.py && echo abc | python3 rev.py   # prints cba
{F}

{F}python
print(input()[::-1])
{F}
""", ["printf 'print(input()[::-1])"], note="the program inside a printf string")

c("hc15", "code_container", "Read n and print the last digit of 1 + 2 + ... + n.",
  F"""Triangular number, then mod 10. For the template generator I keep the solution as a list of lines:

LINES = ["n = int(input())", "print(n * (n + 1) // 2 % 10)"]

{F}python
n = int(input())
print(n * (n + 1) // 2 % 10)
{F}
""", ['"print(n * (n + 1) // 2 % 10)"'], note="the program as a list of strings")

c("hc16", "code_container",
  "Given a string, print the length of its longest proper prefix that is also a suffix.",
  F"""This is the last value of the KMP prefix function. From my LaTeX notes:

\\begin{{lstlisting}}[language=Python]
for i in range(1, n):
    k = pi[i - 1]
    while k and s[i] != s[k]:
        k = pi[k - 1]
    if s[i] == s[k]:
        k += 1
    pi[i] = k
\\end{{lstlisting}}

{F}python
s = input().strip()
n = len(s)
pi = [0] * n
for i in range(1, n):
    k = pi[i - 1]
    while k and s[i] != s[k]:
        k = pi[k - 1]
    if s[i] == s[k]:
        k += 1
    pi[i] = k
print(pi[-1] if n else 0)
{F}
""", ["    while k and s[i] != s[k]:\n        k = pi[k - 1]"], note="LaTeX lstlisting")

# ================================================================ code must-stay probes
q("hq01", "probe_further", "Given n integers, print the number of distinct values.",
  F"""Put them in a set. Complexity O(n) expected.

Sample: input `4` / `3 1 4 1` prints `3`; input `1` / `7` prints `1`.

{F}python
n = int(input())
print(len(set(input().split())))
{F}
""", ["Complexity O(n) expected", "input `4` / `3 1 4 1` prints `3`"], note="samples and complexity")

q("hq02", "probe_further",
  "Given n ≤ 2·10^5 integers and a target t, print YES if two different positions hold values summing to t, else NO.",
  F"""A brute force over all pairs is O(n^2), about 2·10^10 steps, far too slow. Instead keep a set of values seen so far and, for each x, ask whether t − x is already in it. One pass, O(n).

{F}python
n, t = map(int, input().split())
seen = set()
ok = False
for x in map(int, input().split()):
    if t - x in seen:
        ok = True
        break
    seen.add(x)
print("YES" if ok else "NO")
{F}
""", ["A brute force over all pairs is O(n^2), about 2·10^10 steps, far too slow", "One pass, O(n)"],
  note="the rejected approach and the idea")

q("hq03", "probe_further", "The input has q ≤ 10^5 lines, each with two integers; print the sum of each line.",
  F"""With up to 10^5 lines, calling input() each time is slow; read everything at once from sys.stdin and write one joined string at the end. The first line holds q.

{F}python
import sys
data = sys.stdin.buffer.read().split()
q = int(data[0])
out = [str(int(data[1 + 2 * i]) + int(data[2 + 2 * i])) for i in range(q)]
print("\\n".join(out))
{F}
""", ["read everything at once from sys.stdin", "The first line holds q."], note="I/O advice")

q("hq04", "probe_further", "Given n integers, print the maximum product of two of them.",
  F"""The best product uses either the two largest or the two smallest values (two negatives make a positive). Proof sketch: for a fixed sign pattern the product grows with the absolute values, so only the extremes matter. Sorting costs O(n log n).

{F}python
n = int(input())
a = sorted(map(int, input().split()))
print(max(a[0] * a[1], a[-1] * a[-2]))
{F}
""", ["two negatives make a positive", "only the extremes matter", "O(n log n)"], note="a correctness argument")

q("hq05", "probe_further", "Given n (n ≤ 10^18), print the number of multiples of 3 or 7 in 1..n.",
  F"""Inclusion-exclusion over the multiples of 3, of 7 and of both. Edge cases: n = 1 gives 0, n = 21 gives 7 + 3 − 1 = 9. Python's integers handle 10^18 without overflow.

{F}python
n = int(input())
print(n // 3 + n // 7 - n // 21)
{F}
""", ["n = 21 gives 7 + 3 − 1 = 9", "Python's integers handle 10^18 without overflow"],
  note="edge cases; the formula in prose is reasoning")

if __name__ == "__main__":
    n = write(cases, os.path.join(HERE, "heldout.jsonl"))
    print(f"{n} cases -> heldout.jsonl")
