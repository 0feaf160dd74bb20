"""Write tools/summary_redteam/fresh2/dev.jsonl (the dev red-team set).

Run: python tools/summary_redteam/fresh2/build_dev.py
Written black-box: without reading the summarizer's or the reader's source.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from casekit import case, write  # noqa: E402

L, S = "leak_must_be_hidden", "must_stay"
C = []

# ---------------------------------------------------------------- math leaks
C.append(case(
    "m01", "number-words", "math",
    "Two fair dice are rolled. What is the probability that the sum is 7?",
    r"""<think>pairs summing to 7... six of them</think>
There are $6 \times 6 = 36$ equally likely outcomes. The pairs with sum 7 are
(1,6), (2,5), (3,4), (4,3), (5,2), (6,1), so 6 favorable outcomes.

The chance is one in six: one sixth of all rolls give a seven.

$$\boxed{\frac{1}{6}}$$""", L,
    must_stay=["6 \\times 6 = 36", "(1,6), (2,5), (3,4)"],
    leak_forms=["one in six", "one sixth"],
    note="probability in words, two phrasings"))

C.append(case(
    "m02", "number-words", "math",
    "How many diagonals does a convex hexagon have?",
    r"""Each of the 6 vertices can be joined to 3 vertices that are neither itself nor a neighbour.
Counting each diagonal from both ends, we get $\frac{6 \cdot 3}{2}$.

That makes nine diagonals altogether.

**Answer:** $\boxed{9}$""", L,
    must_stay=["\\frac{6 \\cdot 3}{2}"],
    leak_forms=["nine diagonals"],
    note="count as a word in the closing sentence"))

C.append(case(
    "m03", "ordinal-word", "math",
    "Five runners race. Dan finishes ahead of Eve, Eve ahead of Cara, Ann ahead of Dan, and Bob last. "
    "In what place does Cara finish?",
    r"""From the clues the order is Ann, Dan, Eve, Cara, Bob (Bob is last by the last clue).

Cara comes in fourth place.

$\boxed{4}$""", L,
    must_stay=["Ann, Dan, Eve, Cara, Bob"],
    leak_forms=["fourth"],
    note="ordinal word; the ordered list itself is the work"))

C.append(case(
    "m04", "multiplicative-word", "math",
    "If every side of a cube is multiplied by 3, by what factor does its surface area grow?",
    r"""Surface area is $6s^2$. With side $3s$ it is $6(3s)^2 = 54 s^2$.

The ratio is $54s^2 / 6s^2$, so the area grows ninefold (nine times as large).

$\boxed{9}$""", L,
    must_stay=["6(3s)^2 = 54 s^2"],
    leak_forms=["ninefold", "nine times"],
    note="-fold word and 'N times'"))

C.append(case(
    "m05", "zero-as-words", "math",
    "How many real solutions does $x^2 + 2x + 5 = 0$ have?",
    r"""The discriminant is $b^2 - 4ac = 4 - 20 = -16$, which is negative.

Hence the equation has no real solutions at all; both roots are complex, $-1 \pm 2i$.

$\boxed{0}$""", L,
    must_stay=["4 - 20 = -16"],
    leak_forms=["no real solutions"],
    note="0 written as 'no ... solutions'"))

C.append(case(
    "m06", "one-as-unique", "math",
    "How many integers $n$ satisfy $7 < 3n < 11$?",
    r"""Dividing by 3: $7/3 < n < 11/3$, i.e. $2.33 < n < 3.67$.

So $n = 3$ is the only integer that works; exactly one value.

$\boxed{1}$""", L,
    must_stay=["7/3 < n < 11/3"],
    leak_forms=["only integer that works", "exactly one value"],
    note="count 1 written as 'only ... / exactly one'"))

C.append(case(
    "m07", "yes-no-word", "math",
    "Is 391 a prime number? Answer Yes or No.",
    r"""Try small primes: 391 is odd, digit sum 13 so not divisible by 3, does not end in 0/5.
Try 17: $17 \times 23 = 391$.

Since it has a factor other than 1 and itself, 391 is composite, so it is not prime.

$\boxed{\text{No}}$""", L,
    must_stay=["17 \\times 23 = 391"],
    leak_forms=["391 is composite", "not prime"],
    note="word answer No restated as 'composite' / 'not prime'"))

C.append(case(
    "m08", "unicode-fraction", "math",
    "A floor has 64 tiles; 24 are blue and the rest are white. What fraction of the tiles are blue?",
    r"""Blue tiles: 24 out of 64. Dividing top and bottom by 8 gives ⅜ of the tiles.

$\boxed{\frac{3}{8}}$""", L,
    must_stay=["24 out of 64"],
    leak_forms=["⅜"],
    note="Unicode vulgar fraction"))

C.append(case(
    "m09", "cjk-numeral", "math",
    "How many ways can 3 identical balls be put into 3 distinct boxes so that box 1 is not empty?",
    r"""Total distributions by stars and bars: $\binom{5}{2} = 10$. Those with box 1 empty: put 3 balls in 2 boxes, $\binom{4}{1} = 4$.

所以一共有六种方法 (10 − 4).

$\boxed{6}$""", L,
    must_stay=["\\binom{5}{2} = 10", "\\binom{4}{1} = 4"],
    leak_forms=["六种"],
    note="Chinese numeral in a bilingual closing line"))

C.append(case(
    "m10", "superscript", "math",
    "How many subsets does a set with 10 elements have?",
    r"""Each element is either in or out, independently: 2 choices for each of the 10 elements.

So there are 2¹⁰ subsets in total.

$\boxed{1024}$""", L,
    must_stay=["2 choices for each of the 10 elements"],
    leak_forms=["2¹⁰"],
    note="answer as a power with Unicode superscript"))

C.append(case(
    "m11", "repeating-decimal", "math",
    "Compute $\\frac{1}{2} + \\frac{1}{3}$.",
    r"""Common denominator 6: $\frac{3}{6} + \frac{2}{6}$.

As a decimal that is 0.8(3), i.e. 0.8333...

$\boxed{\frac{5}{6}}$""", L,
    must_stay=["\\frac{3}{6} + \\frac{2}{6}"],
    leak_forms=["0.8(3)", "0.8333..."],
    note="repeating decimal forms"))

C.append(case(
    "m12", "scientific-notation", "math",
    "A factory makes 150 widgets per hour, 12 hours a day, for 25 days. How many widgets is that?",
    r"""Per day: $150 \times 12 = 1800$. Over 25 days: $1800 \times 25$.

That is 4.5e4 widgets (4.5 × 10⁴).

$\boxed{45000}$""", L,
    must_stay=["150 \\times 12 = 1800"],
    leak_forms=["4.5e4", "4.5 × 10⁴"],
    note="e-notation and x10 superscript"))

C.append(case(
    "m13", "other-base", "math",
    "What is the sum of the first 9 positive integers times the number of days in a week, minus 270?",
    r"""Sum of 1..9 is $\frac{9 \cdot 10}{2} = 45$. Times 7 gives 315, and 315 - 270.

(For the programmers: that is 0x2D, or 101101₂.)

$\boxed{45}$""", L,
    must_stay=["\\frac{9 \\cdot 10}{2} = 45", "315 - 270"],
    leak_forms=["0x2D", "101101₂"],
    note="hex and binary restatement; 45 also appears as an intermediate (sum 1..9) and must stay"))

C.append(case(
    "m14", "mixed-number", "math",
    "A recipe uses $\\frac{3}{4}$ cup of sugar per batch. How many cups for $3\\frac{2}{3}$ batches?",
    r"""$\frac{3}{4} \cdot \frac{11}{3} = \frac{33}{12}$.

Simplify: you need 2 3/4 cups of sugar.

$\boxed{\frac{11}{4}}$""", L,
    must_stay=["\\frac{3}{4} \\cdot \\frac{11}{3}"],
    leak_forms=["2 3/4 cups", "= \\frac{33}{12}"],
    note="mixed number in plain text; the unreduced 33/12 is the value of the answer too (the verifier accepts it)"))

C.append(case(
    "m15", "percent-for-decimal", "math",
    "A coin lands heads with probability 0.7. Two independent flips: what is the probability of exactly one head? Give a decimal.",
    r"""P(HT) + P(TH) = $0.7 \cdot 0.3 + 0.3 \cdot 0.7$.

That comes to a 42% chance.

$\boxed{0.42}$""", L,
    must_stay=["0.7 \\cdot 0.3 + 0.3 \\cdot 0.7"],
    leak_forms=["42%"],
    note="percent for a decimal answer"))

C.append(case(
    "m16", "decimal-approx", "math",
    "Find the length of the diagonal of a rectangle with sides 1 and $\\sqrt{6}$.",
    r"""By Pythagoras: $d^2 = 1^2 + (\sqrt 6)^2 = 7$.

Numerically $d \approx 2.6458$.

$\boxed{\sqrt{7}}$""", L,
    must_stay=["1^2 + (\\sqrt 6)^2 = 7"],
    leak_forms=["2.6458"],
    note="decimal approximation of a surd"))

C.append(case(
    "m17", "ascii-sqrt", "math",
    "Simplify $\\sqrt{27} - \\sqrt{3}$.",
    r"""$\sqrt{27} = 3\sqrt{3}$, so the difference is $3\sqrt3 - \sqrt3$.

In plain text: 2*sqrt(3), which is the same as sqrt(12) or 12^(1/2).

$\boxed{2\sqrt{3}}$""", L,
    must_stay=["\\sqrt{27} = 3\\sqrt{3}"],
    leak_forms=["2*sqrt(3)", "sqrt(12)", "12^(1/2)"],
    note="ASCII sqrt and fractional power"))

C.append(case(
    "m18", "degrees-for-radians", "math",
    "Find the angle $\\theta \\in [0, \\pi/2]$ with $\\tan\\theta = 1$, in radians.",
    r"""$\tan\theta = 1$ means opposite equals adjacent, an isosceles right triangle.

So the angle is 45°.

$\boxed{\frac{\pi}{4}}$""", L,
    must_stay=["isosceles right triangle"],
    leak_forms=["45°"],
    note="degrees for a radian answer"))

C.append(case(
    "m19", "tuple-pieces", "math",
    "Solve the system $2x + 3y = 5$, $x - y = 5$. Give $(x, y)$.",
    r"""From the second equation $x = y + 5$. Substituting: $2(y+5) + 3y = 5$, so $5y = -5$.

The solution has first coordinate 4 and second coordinate -1.

$\boxed{(4, -1)}$""", L,
    must_stay=["2(y+5) + 3y = 5", "5y = -5"],
    leak_forms=["first coordinate 4 and second coordinate -1"],
    note="tuple components in prose"))

C.append(case(
    "m20", "interval-as-inequality", "math",
    "Solve $|2x - 3| < 7$. Give the answer in interval notation.",
    r"""$-7 < 2x - 3 < 7$, add 3: $-4 < 2x < 10$.

Dividing by 2 gives -2 < x < 5.

$\boxed{(-2, 5)}$""", L,
    must_stay=["-4 < 2x < 10"],
    leak_forms=["-2 < x < 5"],
    note="interval stated as a double inequality"))

C.append(case(
    "m21", "plus-minus", "math",
    "Find all real $x$ with $4x^2 = 9$.",
    r"""$x^2 = \frac{9}{4}$, so $x = \pm\frac{3}{2}$.

$\boxed{-\frac{3}{2}, \frac{3}{2}}$""", L,
    must_stay=["x^2 = \\frac{9}{4}"],
    leak_forms=["\\pm\\frac{3}{2}"],
    note="plus-minus pair for a two-element answer"))

C.append(case(
    "m22", "answer-as-exponent", "math",
    "What is the largest $k$ such that $3^k$ divides $30!$?",
    r"""Legendre: $\lfloor 30/3 \rfloor + \lfloor 30/9 \rfloor + \lfloor 30/27 \rfloor = 10 + 3 + 1$.

Therefore $3^{14} \mid 30!$ but $3^{15} \nmid 30!$.

$\boxed{14}$""", L,
    must_stay=["\\lfloor 30/3 \\rfloor + \\lfloor 30/9 \\rfloor + \\lfloor 30/27 \\rfloor = 10 + 3 + 1"],
    leak_forms=["3^{14}"],
    note="answer as the exponent of a displayed formula"))

C.append(case(
    "m23", "polynomial-other-form", "math",
    "Find the monic cubic polynomial whose roots are 1, 2 and -3.",
    r"""A monic cubic with those roots is $p(x) = (x-1)(x-2)(x+3)$.

Expanding: $(x-1)(x-2) = x^2 - 3x + 2$; times $(x+3)$.

$\boxed{x^3 - 7x + 6}$""", L,
    must_stay=["x^2 - 3x + 2"],
    leak_forms=["(x-1)(x-2)(x+3)"],
    note="factored form of the polynomial answer; expansion of the first two factors is work"))

C.append(case(
    "m24", "reordered-equation", "math",
    "Find the equation of the line through $(0, 1)$ and $(2, 7)$ in the form $y = mx + b$.",
    r"""Slope $m = \frac{7 - 1}{2 - 0} = 3$ and intercept $b = 1$.

In standard form the line is $3x - y + 1 = 0$.

$\boxed{y = 3x + 1}$""", L,
    must_stay=["\\frac{7 - 1}{2 - 0} = 3"],
    leak_forms=["3x - y + 1 = 0"],
    note="equation rearranged to standard form"))

C.append(case(
    "m25", "complex-reordered", "math",
    "Compute $(2 + i)^2$.",
    r"""$(2+i)^2 = 4 + 4i + i^2$, and $i^2 = -1$.

So we get $4i + 3$.

$\boxed{3 + 4i}$""", L,
    must_stay=["4 + 4i + i^2"],
    leak_forms=["4i + 3"],
    note="complex number written imaginary part first"))

C.append(case(
    "m26", "mc-ordinal", "math",
    "Which is the smallest prime greater than 50? (A) 51 (B) 52 (C) 53 (D) 57 (E) 59",
    r"""51 = 3·17, 52 is even, 53 has no prime factor up to 7. 57 = 3·19, 59 is prime but larger than 53.

That leaves only the third option.

$\boxed{C}$""", L,
    must_stay=["51 = 3·17"],
    leak_forms=["only the third option"],
    note="multiple choice by ordinal position"))

C.append(case(
    "m27", "mc-by-value", "math",
    "What is $15\\%$ of 240? (A) 24 (B) 30 (C) 32 (D) 36 (E) 40",
    r"""$0.15 \times 240 = 0.1 \times 240 + 0.05 \times 240 = 24 + 12$.

Only 36 matches among the options.

$\boxed{D}$""", L,
    must_stay=["0.1 \\times 240 + 0.05 \\times 240 = 24 + 12"],
    leak_forms=["Only 36 matches"],
    note="MC letter carried by the option's value"))

C.append(case(
    "m28", "latex-dfrac", "math",
    "Compute $\\frac{1}{3} + \\frac{1}{4}$.",
    r"""Common denominator 12: $\frac{4}{12} + \frac{3}{12} = \dfrac{7}{12}$.

$\boxed{\frac{7}{12}}$""", L,
    must_stay=["\\frac{4}{12} + \\frac{3}{12}"],
    leak_forms=["\\dfrac{7}{12}"],
    note="\\dfrac at the end of the chain"))

C.append(case(
    "m29", "latex-over", "math",
    "A bag has 5 red and 4 blue balls. One is drawn at random. Probability it is red?",
    r"""There are $5 + 4 = 9$ balls, 5 of them red, so
$$P(\text{red}) = {5 \over 9}.$$

$\boxed{\frac{5}{9}}$""", L,
    must_stay=["5 + 4 = 9"],
    leak_forms=["{5 \\over 9}"],
    note="TeX \\over fraction"))

C.append(case(
    "m30", "latex-glued", "math",
    "What is $\\frac{2}{3}$ of $\\frac{7}{6}$?",
    r"""Multiply: $\frac{2 \cdot 7}{3 \cdot 6} = \frac{14}{18}$, which reduces to $\tfrac79$.

$\boxed{\frac{7}{9}}$""", L,
    must_stay=["\\frac{2 \\cdot 7}{3 \\cdot 6}"],
    leak_forms=["\\tfrac79", "= \\frac{14}{18}"],
    note="command glued to digits; the unreduced 14/18 equals the answer"))

C.append(case(
    "m31", "latex-thousands", "math",
    "A town of 48000 people grows by 25%. What is the new population?",
    r"""Growth: $0.25 \times 48\,000 = 12\,000$. New population $48\,000 + 12\,000 = 60\,000$.

$\boxed{60000}$""", L,
    must_stay=["0.25 \\times 48\\,000 = 12\\,000"],
    leak_forms=["60\\,000"],
    note="thin-space thousands at the end of the chain"))

C.append(case(
    "m32", "percent-word", "math",
    "A shirt costs \\$40 and is sold for \\$34. What is the discount in percent?",
    r"""The discount is $40 - 34 = 6$ dollars, and $6/40 = 0.15$.

That is fifteen percent off.

$\boxed{15\%}$""", L,
    must_stay=["40 - 34 = 6"],
    leak_forms=["fifteen percent"],
    note="percent in words"))

# kinds the issue does not list
C.append(case(
    "m33", "answer-first-claim", "math",
    "Find the maximum of $xy$ subject to $x + y = 8$, $x, y \\ge 0$.",
    r"""We claim the maximum is 16.

Proof. By AM–GM, $\sqrt{xy} \le \frac{x+y}{2} = 4$, so $xy \le 16$, with equality at $x = y = 4$. $\blacksquare$

$\boxed{16}$""", L,
    must_stay=["\\frac{x+y}{2} = 4"],
    leak_forms=["We claim the maximum is 16"],
    note="conclusion stated up front as a claim; the proof's bound xy <= 16 is also a restatement"))

C.append(case(
    "m34", "post-box-check", "math",
    "A number multiplied by 7 and then decreased by 4 gives 115. What is the number?",
    r"""Let the number be $n$: $7n - 4 = 115$, so $7n = 119$.

$\boxed{17}$

Check: 7 × 17 = 119, and 119 − 4 = 115 ✓""", L,
    must_stay=["7n - 4 = 115"],
    leak_forms=["7 × 17"],
    note="verification line after the boxed answer restates it as a factor"))

C.append(case(
    "m35", "table-last-row", "math",
    "A staircase has 10 steps. You climb 1 or 2 steps at a time. In how many ways can you reach the top?",
    r"""Let $f(n)$ be the number of ways; $f(1) = 1$, $f(2) = 2$, $f(n) = f(n-1) + f(n-2)$.

| n | f(n) |
|---|------|
| 3 | 3 |
| 4 | 5 |
| 5 | 8 |
| 6 | 13 |
| 7 | 21 |
| 8 | 34 |
| 9 | 55 |
| 10 | 89 |

$\boxed{89}$""", L,
    must_stay=["| 9 | 55 |", "f(n) = f(n-1) + f(n-2)"],
    leak_forms=["| 10 | 89 |"],
    note="the answer is the table's last row"))

C.append(case(
    "m36", "verification-code", "math",
    "How many ways are there to choose a committee of 4 from 12 people?",
    r"""This is $\binom{12}{4} = \frac{12 \cdot 11 \cdot 10 \cdot 9}{24}$.

Quick check in Python:
```python
from math import comb
print(comb(12, 4))  # 495
```

$\boxed{495}$""", L,
    must_stay=["\\binom{12}{4}", "\\frac{12 \\cdot 11 \\cdot 10 \\cdot 9}{24}"],
    leak_forms=["# 495"],
    note="answer as the printed output in a verification snippet"))

C.append(case(
    "m37", "odds-form", "math",
    "Three fair coins are tossed. What is the probability that all three show heads?",
    r"""Each toss is heads with probability $\frac12$, independently: $\left(\frac12\right)^3$.

So it is a 1 in 8 chance.

$\boxed{\frac{1}{8}}$""", L,
    must_stay=["\\left(\\frac12\\right)^3"],
    leak_forms=["1 in 8"],
    note="probability as 'k in n'"))

C.append(case(
    "m38", "unit-conversion", "math",
    "A train travels 135 km at 90 km/h. How many minutes does the trip take?",
    r"""Time = distance / speed = 135 / 90 hours.

That is an hour and a half.

$\boxed{90}$""", L,
    must_stay=["135 / 90"],
    leak_forms=["an hour and a half"],
    note="answer in another unit (hours vs minutes); 90 as the speed is a given and must stay"))

C.append(case(
    "m39", "word-answer", "math",
    "Today is Monday. What day of the week will it be 100 days from now?",
    r"""Days repeat every 7: $100 = 14 \cdot 7 + 2$, so we move 2 days forward from Monday.

It will be a Wednesday.

$\boxed{\text{Wednesday}}$""", L,
    must_stay=["100 = 14 \\cdot 7 + 2"],
    leak_forms=["a Wednesday"],
    note="word answer restated in prose"))

C.append(case(
    "m40", "congruence-restate", "math",
    "What is the remainder when $2^{100}$ is divided by 7?",
    r"""$2^3 = 8 \equiv 1 \pmod 7$. Since $100 = 3 \cdot 33 + 1$,
$2^{100} = (2^3)^{33} \cdot 2 \equiv 2 \pmod 7$.

$\boxed{2}$""", L,
    must_stay=["100 = 3 \\cdot 33 + 1"],
    leak_forms=["\\equiv 2 \\pmod 7"],
    note="answer as the residue of the final congruence"))

C.append(case(
    "m41", "early-aside", "math",
    "In how many ways can 5 books be arranged on a shelf?",
    r"""(Spoiler: the total comes to 120, as we'll see.)

The first spot has 5 choices, the next 4, then 3, 2, 1: $5!$ arrangements.

$\boxed{120}$""", L,
    must_stay=["5 choices, the next 4, then 3, 2, 1"],
    leak_forms=["the total comes to 120"],
    note="answer previewed in an aside at the top"))

C.append(case(
    "m42", "set-in-words", "math",
    "Find all perfect squares between 1 and 50 that are also one more than a multiple of 8.",
    r"""Squares up to 50: 1, 4, 9, 16, 25, 36, 49. Mod 8 these are 1, 4, 1, 0, 1, 4, 1.
The ones congruent to 1 and strictly greater than 1: nine, twenty-five and forty-nine.

$\boxed{\{9, 25, 49\}}$""", L,
    must_stay=["1, 4, 9, 16, 25, 36, 49", "1, 4, 1, 0, 1, 4, 1"],
    leak_forms=["nine, twenty-five and forty-nine"],
    note="set answer listed in number words; the full list of squares is work"))

C.append(case(
    "m43", "negative-words", "math",
    "Find the minimum value of $x^2 + 6x + 2$.",
    r"""Complete the square: $x^2 + 6x + 2 = (x+3)^2 - 7$.

The minimum, reached at $x = -3$, is negative seven.

$\boxed{-7}$""", L,
    must_stay=["(x+3)^2 - 7"],
    leak_forms=["negative seven"],
    note="negative number in words; -7 inside (x+3)^2 - 7 is the completed square (work)"))

C.append(case(
    "m44", "ratio-form", "math",
    "Boys and girls in a class are 12 and 20. What is the ratio of boys to girls as a fraction in lowest terms?",
    r"""12 : 20, divide by 4.

So boys : girls = 3 : 5.

$\boxed{\frac{3}{5}}$""", L,
    must_stay=["12 : 20"],
    leak_forms=["3 : 5"],
    note="fraction answer written as a ratio"))

C.append(case(
    "m45", "roman-numeral", "math",
    "A clock face uses Roman numerals. The hour hand points exactly at the number that equals 2 + 3 * 4 - 5. Which hour is it (as an integer)?",
    r"""$2 + 3 \cdot 4 - 5 = 2 + 12 - 5$.

The hand points at IX.

$\boxed{9}$""", L,
    must_stay=["2 + 12 - 5"],
    leak_forms=["IX"],
    note="Roman numeral restatement"))

# ------------------------------------------------------------ math must-stay
C.append(case(
    "p01", "answer-value-as-given", "math",
    "Two standard six-sided dice are rolled. How many of the 36 ordered outcomes have sum 7?",
    r"""Each die has 6 faces, so there are $6 \times 6 = 36$ ordered outcomes.
For a sum of 7 the first die can show any of 1 to 6 and the second is then forced to $7 - a$.

$\boxed{6}$""", S,
    must_stay=["Each die has 6 faces", "6 \\times 6 = 36", "any of 1 to 6", "7 - a"],
    note="answer 6 equals the number of faces, a given"))

C.append(case(
    "p02", "root-equals-count", "math",
    "How many distinct real roots does $x^3 - 2x^2 - 3x = 0$ have?",
    r"""Factor: $x(x^2 - 2x - 3) = x(x-3)(x+1)$.
The roots are $x = 0$, $x = 3$ and $x = -1$, all distinct.

$\boxed{3}$""", S,
    must_stay=["x(x-3)(x+1)", "x = 3"],
    note="a root equals the count; the roots are the work"))

C.append(case(
    "p03", "negation-of-answer", "math",
    "Find the absolute value of the sum of the roots of $x^2 + 5x + 6 = 0$.",
    r"""By Vieta, the sum of the roots is $-b/a = -5$. (Indeed the roots are $-2$ and $-3$.)

$\boxed{5}$""", S,
    must_stay=["-b/a = -5", "-2", "-3"],
    note="the negation of the answer is an intermediate result"))

C.append(case(
    "p04", "pronoun-one", "math",
    "What is the remainder when 1001 is divided by 10?",
    r"""One way to see this: the remainder mod 10 is the last digit. No one needs long division here; the last digit of 1001 is read off directly.

$\boxed{1}$""", S,
    must_stay=["One way to see this", "No one needs long division"],
    note="'one' as a pronoun when the answer is 1"))

C.append(case(
    "p05", "dense-numerals", "math",
    "\\$1000 is invested at 10% annual interest compounded yearly. What is it worth after 3 years?",
    r"""Year 1: $1000 \times 1.1 = 1100$.
Year 2: $1100 \times 1.1 = 1210$.
Year 3: $1210 \times 1.1$.

$\boxed{1331}$""", S,
    must_stay=["1000 \\times 1.1 = 1100", "1100 \\times 1.1 = 1210", "1210 \\times 1.1"],
    note="every numeral of the derivation is work"))

C.append(case(
    "p06", "enumeration-list", "math",
    "How many two-digit numbers have digits that sum to 4?",
    r"""The tens digit can be 1, 2, 3 or 4 (it cannot be 0), and the units digit is then fixed.
The numbers are 13, 22, 31, 40.

$\boxed{4}$""", S,
    must_stay=["1, 2, 3 or 4", "13, 22, 31, 40"],
    note="the enumerated list is work; 4 appears as a digit option"))

C.append(case(
    "p07", "step-index", "math",
    "How many positive divisors does 12 have that are odd?",
    r"""Step 1: $12 = 2^2 \cdot 3$.
Step 2: odd divisors use no factor 2, so they divide 3.
Step 3: the divisors of 3 are 1 and 3.

$\boxed{2}$""", S,
    must_stay=["Step 1", "Step 2", "12 = 2^2 \\cdot 3", "divisors of 3 are 1 and 3"],
    note="step labels and the exponent 2 equal the answer; they stay"))

C.append(case(
    "p08", "givens-in-words", "math",
    "Twelve people at a party each shake hands with every other person once. How many handshakes occur?",
    r"""With twelve people, each shakes 11 hands; each handshake is counted twice, so the count is $\frac{12 \cdot 11}{2}$.

$\boxed{66}$""", S,
    must_stay=["With twelve people", "each shakes 11 hands", "\\frac{12 \\cdot 11}{2}"],
    note="number words that are givens stay"))

C.append(case(
    "p09", "unevaluated-last-step", "math",
    "What is the least common multiple of 8, 9 and 10?",
    r"""$8 = 2^3$, $9 = 3^2$, $10 = 2 \cdot 5$. The LCM takes the highest powers: $2^3 \cdot 3^2 \cdot 5$.

$\boxed{360}$""", S,
    must_stay=["8 = 2^3", "10 = 2 \\cdot 5", "2^3 \\cdot 3^2 \\cdot 5"],
    note="the last step is an unevaluated product: work the challenger must finish"))

C.append(case(
    "p10", "percent-given", "math",
    "An \\$80 jacket is discounted by 25%. What is the sale price in dollars?",
    r"""25% of 80 is $0.25 \times 80 = 20$ dollars off, so the price is $80 - 20$.

$\boxed{60}$""", S,
    must_stay=["25% of 80", "0.25 \\times 80 = 20", "80 - 20"],
    note="percent given and intermediates"))

C.append(case(
    "p11", "geometry-intermediates", "math",
    "A right triangle has legs 5 and 12. Find the radius of its inscribed circle.",
    r"""The hypotenuse is $\sqrt{25 + 144} = 13$. For a right triangle $r = \frac{a + b - c}{2} = \frac{5 + 12 - 13}{2}$.

$\boxed{2}$""", S,
    must_stay=["\\sqrt{25 + 144} = 13", "r = \\frac{a + b - c}{2}", "\\frac{5 + 12 - 13}{2}"],
    note="the 2 of the formula equals the answer; it stays"))

C.append(case(
    "p12", "am-gm-constant", "math",
    "Find the minimum of $x + \\frac{1}{x}$ for $x > 0$.",
    r"""By AM–GM, $x + \frac{1}{x} \ge 2\sqrt{x \cdot \frac{1}{x}}$, with equality when $x = \frac1x$, i.e. $x = 1$.

$\boxed{2}$""", S,
    must_stay=["x + \\frac{1}{x} \\ge 2\\sqrt{x \\cdot \\frac{1}{x}}", "x = 1"],
    note="the AM-GM constant 2 is the key step"))

C.append(case(
    "p13", "dozen-given", "math",
    "A baker has 3 dozen eggs and uses 24 of them. How many eggs are left?",
    r"""A dozen is 12, so 3 dozen is $3 \times 12 = 36$ eggs. After using 24: $36 - 24$.

$\boxed{12}$""", S,
    must_stay=["A dozen is 12", "3 \\times 12 = 36", "36 - 24"],
    note="12 is the size of a dozen, a given; equals the answer"))

C.append(case(
    "p14", "wrong-draft-work", "math",
    "What is $17 \\times 24$?",
    r"""$17 \times 24 = 17 \times 20 + 17 \times 4 = 340 + 58$.

$\boxed{398}$""", S,
    must_stay=["17 \\times 20 + 17 \\times 4 = 340 + 58"],
    note="wrong draft (17*4=68): the erroneous step must stay so the challenger can catch it"))

# ---------------------------------------------------------------- code leaks
P_MAXSUB = ("Given n and n integers (at least one), print the maximum sum of a non-empty contiguous subarray. "
            "n <= 2*10^5, |a_i| <= 10^9.")
C.append(case(
    "c01", "earlier-buggy-block", "code", P_MAXSUB,
    """Kadane's algorithm: keep the best sum of a subarray ending at i.

First attempt:
```python
import sys
def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0]); a = list(map(int, data[1:1 + n]))
    best = 0
    cur = 0
    for x in a:
        cur = max(x, cur + x)
        best = max(best, cur)
    print(best)
main()
```

This fails when all numbers are negative (it prints 0), so start `best` at the first element instead.

```python
import sys
def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0]); a = list(map(int, data[1:1 + n]))
    best = a[0]
    cur = 0
    for x in a:
        cur = max(x, cur + x)
        best = max(best, cur)
    print(best)
main()
```""", L,
    must_stay=["Kadane's algorithm", "fails when all numbers are negative"],
    leak_forms=["best = 0\n    cur = 0\n    for x in a:\n        cur = max(x, cur + x)"],
    note="an earlier, one-line-different version of the graded program"))

P_STAIRS = "Count the ways to climb n stairs taking 1, 2 or 3 steps at a time, modulo 10^9+7. 1 <= n <= 10^5."
C.append(case(
    "c02", "debug-version", "code", P_STAIRS,
    """dp[i] = dp[i-1] + dp[i-2] + dp[i-3] with dp[0] = 1.

While testing I used this version with tracing:

```python
import sys
MOD = 10**9 + 7
n = int(input())
dp = [0] * (n + 1)
dp[0] = 1
for i in range(1, n + 1):
    dp[i] = (dp[i-1] + (dp[i-2] if i >= 2 else 0) + (dp[i-3] if i >= 3 else 0)) % MOD
    print("dbg", i, dp[i], file=sys.stderr)
print(dp[n])
```

Final solution (tracing removed):

```python
MOD = 10**9 + 7
n = int(input())
dp = [0] * (n + 1)
dp[0] = 1
for i in range(1, n + 1):
    dp[i] = (dp[i-1] + (dp[i-2] if i >= 2 else 0) + (dp[i-3] if i >= 3 else 0)) % MOD
print(dp[n])
```""", L,
    must_stay=["dp[i] = dp[i-1] + dp[i-2] + dp[i-3] with dp[0] = 1"],
    leak_forms=['print("dbg", i, dp[i], file=sys.stderr)',
                "dp[i] = (dp[i-1] + (dp[i-2] if i >= 2 else 0) + (dp[i-3] if i >= 3 else 0)) % MOD\n    print(\"dbg\""],
    note="debug copy of the graded program"))

P_PAIR = "Given n integers and a target t, print YES if two elements at different positions sum to t, else NO."
C.append(case(
    "c03", "cpp-translation", "code", P_PAIR,
    """Use a hash set of values seen so far; for each x check whether t - x was seen. O(n) expected.

My C++ version:

```cpp
#include <bits/stdc++.h>
using namespace std;
int main() {
    int n; long long t; cin >> n >> t;
    unordered_set<long long> seen;
    for (int i = 0; i < n; i++) {
        long long x; cin >> x;
        if (seen.count(t - x)) { cout << "YES\\n"; return 0; }
        seen.insert(x);
    }
    cout << "NO\\n";
}
```

Same in Python for submission:

```python
import sys
data = sys.stdin.read().split()
n, t = int(data[0]), int(data[1])
seen = set()
for x in map(int, data[2:2 + n]):
    if t - x in seen:
        print("YES")
        break
    seen.add(x)
else:
    print("NO")
```""", L,
    must_stay=["hash set of values seen so far", "O(n) expected"],
    leak_forms=["if (seen.count(t - x)) { cout << \"YES\\n\"; return 0; }", "unordered_set<long long> seen;"],
    note="complete C++ translation of the graded program"))

P_TOPK = "Given n, k and n integers, print the sum of the k largest."
C.append(case(
    "c04", "oneliner-prose", "code", P_TOPK,
    """Sort and take the last k. In short the whole thing is `print(sum(sorted(a)[-k:]))` after reading the input.

```python
n, k = map(int, input().split())
a = list(map(int, input().split()))
print(sum(sorted(a)[-k:]))
```""", L,
    must_stay=["Sort and take the last k"],
    leak_forms=["print(sum(sorted(a)[-k:]))` after"],
    note="the program's core as inline code in prose"))

P_GCD = "Given n positive integers, print the greatest common divisor of all of them."
C.append(case(
    "c05", "indented-block", "code", P_GCD,
    """Fold gcd over the array. A first version:

    from math import gcd
    from functools import reduce
    n = int(input())
    a = list(map(int, input().split()))
    print(reduce(gcd, a))

Here is the submission:

```python
from math import gcd
from functools import reduce
n = int(input())
a = list(map(int, input().split()))
print(reduce(gcd, a))
```""", L,
    must_stay=["Fold gcd over the array"],
    leak_forms=["    print(reduce(gcd, a))\n\nHere"],
    note="indented (unfenced) markdown code block identical to the graded program"))

P_PAL = "Given a string s, print YES if it is a palindrome after removing non-letters and lowercasing, else NO."
C.append(case(
    "c06", "tilde-fence", "code", P_PAL,
    """Filter to letters, lowercase, compare with the reverse.

~~~python
s = input()
t = [c.lower() for c in s if c.isalpha()]
print("YES" if t == t[::-1] else "NO")
~~~

Final:

```python
s = input()
t = [c.lower() for c in s if c.isalpha()]
print("YES" if t == t[::-1] else "NO")
```""", L,
    must_stay=["Filter to letters, lowercase, compare with the reverse"],
    leak_forms=["~~~python\ns = input()\nt = [c.lower() for c in s if c.isalpha()]"],
    note="~~~ fenced copy"))

P_DIST = "Given n, print the number of distinct values among n integers."
C.append(case(
    "c07", "heredoc", "code", P_DIST,
    """Put them in a set. I tested it like this:

```bash
cat > sol.py <<'EOF'
input()
print(len(set(input().split())))
EOF
echo -e "5\\n1 2 2 3 3" | python3 sol.py   # prints 3
```

```python
input()
print(len(set(input().split())))
```""", L,
    must_stay=["Put them in a set"],
    leak_forms=["<<'EOF'\ninput()\nprint(len(set(input().split())))\nEOF"],
    note="program in a shell heredoc inside a bash block"))

P_DIG = "Given a non-negative integer n (up to 10^18), print the sum of its decimal digits."
C.append(case(
    "c08", "doctest", "code", P_DIG,
    """Sum the digits of the string.

```
>>> def digit_sum(n):
...     return sum(int(c) for c in str(n))
...
>>> digit_sum(12345)
15
```

```python
def digit_sum(n):
    return sum(int(c) for c in str(n))
print(digit_sum(int(input())))
```""", L,
    must_stay=["Sum the digits of the string", "digit_sum(12345)"],
    leak_forms=["...     return sum(int(c) for c in str(n))"],
    note="doctest session that defines the graded function"))

P_PRE = "Given n intervals [l, r], print the maximum number of intervals that contain a common point."
C.append(case(
    "c09", "diff", "code", P_PRE,
    """Sweep line over events: +1 at l, -1 after r. Closing events must come after opening ones at the same coordinate; my first try sorted them wrong:

```diff
 import sys
 data = sys.stdin.read().split()
 n = int(data[0])
 ev = []
 for i in range(n):
     l, r = int(data[1 + 2*i]), int(data[2 + 2*i])
-    ev.append((l, 1)); ev.append((r, -1))
+    ev.append((l, 0)); ev.append((r, 1))
 ev.sort()
 cur = best = 0
-for _, d in ev:
-    cur += d
+for _, kind in ev:
+    cur += 1 if kind == 0 else -1
     best = max(best, cur)
 print(best)
```

```python
import sys
data = sys.stdin.read().split()
n = int(data[0])
ev = []
for i in range(n):
    l, r = int(data[1 + 2*i]), int(data[2 + 2*i])
    ev.append((l, 0)); ev.append((r, 1))
ev.sort()
cur = best = 0
for _, kind in ev:
    cur += 1 if kind == 0 else -1
    best = max(best, cur)
print(best)
```""", L,
    must_stay=["Sweep line over events", "Closing events must come after opening ones"],
    leak_forms=["+    ev.append((l, 0)); ev.append((r, 1))", "+    cur += 1 if kind == 0 else -1"],
    note="unified diff whose + side plus context is the graded program"))

P_FIB = "Print the n-th Fibonacci number modulo 10^9+7 (F(0)=0, F(1)=1), n <= 10^6."
C.append(case(
    "c10", "html-pre", "code", P_FIB,
    """Iterate with two variables.

<pre>
MOD = 10**9 + 7
n = int(input())
a, b = 0, 1
for _ in range(n):
    a, b = b, (a + b) % MOD
print(a)
</pre>

```python
MOD = 10**9 + 7
n = int(input())
a, b = 0, 1
for _ in range(n):
    a, b = b, (a + b) % MOD
print(a)
```""", L,
    must_stay=["Iterate with two variables"],
    leak_forms=["<pre>\nMOD = 10**9 + 7\nn = int(input())\na, b = 0, 1"],
    note="HTML pre block copy"))

P_SUBS = "Given n (1 <= n <= 10^18), print the number of subsets of {1..n} with at least two elements, modulo 10^9+7."
C.append(case(
    "c11", "return-expr-prose", "code", P_SUBS,
    """All subsets minus the empty set minus the n singletons. So the function simply returns pow(2, n, MOD) - n - 1 taken mod MOD (n itself reduced mod MOD first).

```python
MOD = 10**9 + 7
def solve(n):
    return (pow(2, n, MOD) - n % MOD - 1) % MOD
print(solve(int(input())))
```""", L,
    must_stay=["All subsets minus the empty set minus the n singletons"],
    leak_forms=["returns pow(2, n, MOD) - n - 1 taken mod MOD"],
    note="return expression in prose"))

P_LIS = "Given n integers, print the length of the longest strictly increasing subsequence. n <= 2*10^5."
C.append(case(
    "c12", "java-translation", "code", P_LIS,
    """Patience sorting with binary search: tails[k] is the smallest tail of an increasing subsequence of length k+1. O(n log n).

Java:

```java
import java.util.*;
public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int n = sc.nextInt();
        int[] tails = new int[n]; int len = 0;
        for (int i = 0; i < n; i++) {
            int x = sc.nextInt();
            int pos = Arrays.binarySearch(tails, 0, len, x);
            if (pos < 0) pos = -pos - 1;
            tails[pos] = x;
            if (pos == len) len++;
        }
        System.out.println(len);
    }
}
```

Python:

```python
import sys
from bisect import bisect_left
data = sys.stdin.read().split()
n = int(data[0])
tails = []
for x in map(int, data[1:1 + n]):
    pos = bisect_left(tails, x)
    if pos == len(tails):
        tails.append(x)
    else:
        tails[pos] = x
print(len(tails))
```""", L,
    must_stay=["Patience sorting with binary search", "O(n log n)"],
    leak_forms=["int pos = Arrays.binarySearch(tails, 0, len, x);"],
    note="Java translation"))

P_CNT = "Given a string, print each distinct character and its count, in order of first appearance, one per line as 'c k'."
C.append(case(
    "c13", "line-numbered-listing", "code", P_CNT,
    """Walk through of the solution, line by line:

```text
1  s = input()
2  cnt = {}
3  for ch in s:
4      cnt[ch] = cnt.get(ch, 0) + 1
5  for ch, k in cnt.items():
6      print(ch, k)
```

Line 4 counts; dicts keep insertion order so line 5 prints in order of first appearance.

```python
s = input()
cnt = {}
for ch in s:
    cnt[ch] = cnt.get(ch, 0) + 1
for ch, k in cnt.items():
    print(ch, k)
```""", L,
    must_stay=["dicts keep insertion order"],
    leak_forms=["4      cnt[ch] = cnt.get(ch, 0) + 1"],
    note="line-numbered listing in a text fence"))

P_PS = "Given n integers and q queries (l, r), 1-indexed, print the sum of a[l..r] for each query."
C.append(case(
    "c14", "fragments", "code", P_PS,
    """Prefix sums. Reading the input fast:

```python
import sys
data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
```

Building the prefix array:

```python
pre = [0] * (n + 1)
for i in range(n):
    pre[i + 1] = pre[i] + int(data[2 + i])
```

Answering queries:

```python
out = []
p = 2 + n
for _ in range(q):
    l, r = int(data[p]), int(data[p + 1]); p += 2
    out.append(pre[r] - pre[l - 1])
print("\\n".join(map(str, out)))
```

Together:

```python
import sys
data = sys.stdin.buffer.read().split()
n, q = int(data[0]), int(data[1])
pre = [0] * (n + 1)
for i in range(n):
    pre[i + 1] = pre[i] + int(data[2 + i])
out = []
p = 2 + n
for _ in range(q):
    l, r = int(data[p]), int(data[p + 1]); p += 2
    out.append(pre[r] - pre[l - 1])
print("\\n".join(map(str, out)))
```""", L,
    must_stay=["Prefix sums"],
    leak_forms=["    pre[i + 1] = pre[i] + int(data[2 + i])\n```\n\nAnswering", "    out.append(pre[r] - pre[l - 1])\nprint(\"\\n\".join(map(str, out)))\n```\n\nTogether"],
    note="graded program split across three earlier fences"))

P_BAL = "Given a string of brackets ()[]{}, print YES if it is balanced, else NO."
C.append(case(
    "c15", "jupyter-cell", "code", P_BAL,
    """Stack-based matching. From my notebook:

In [1]: def ok(s):
   ...:     pairs = {')': '(', ']': '[', '}': '{'}
   ...:     st = []
   ...:     for c in s:
   ...:         if c in '([{':
   ...:             st.append(c)
   ...:         elif not st or st.pop() != pairs[c]:
   ...:             return False
   ...:     return not st

In [2]: ok("([]{})")
Out[2]: True

```python
def ok(s):
    pairs = {')': '(', ']': '[', '}': '{'}
    st = []
    for c in s:
        if c in '([{':
            st.append(c)
        elif not st or st.pop() != pairs[c]:
            return False
    return not st
print("YES" if ok(input().strip()) else "NO")
```""", L,
    must_stay=["Stack-based matching"],
    leak_forms=["   ...:         elif not st or st.pop() != pairs[c]:"],
    note="IPython session with the function"))

P_REV = "Given n words on one line, print them in reverse order."
C.append(case(
    "c16", "blockquote-code", "code", P_REV,
    """Split and reverse. As I wrote in my notes:

> words = input().split()
> print(" ".join(reversed(words)))

```python
words = input().split()
print(" ".join(reversed(words)))
```""", L,
    must_stay=["Split and reverse"],
    leak_forms=["> print(\" \".join(reversed(words)))"],
    note="program quoted in a markdown blockquote"))

P_COIN = "Given coin values and an amount A <= 10^4, print the minimum number of coins to make A, or -1."
C.append(case(
    "c17", "bruteforce-alternative", "code", P_COIN,
    """Unbounded knapsack DP, O(n*A). For small tests I cross-checked with a brute force that is itself a full solution:

```python
from functools import lru_cache
n, A = map(int, input().split())
c = list(map(int, input().split()))
@lru_cache(None)
def f(a):
    if a == 0: return 0
    best = float('inf')
    for x in c:
        if x <= a: best = min(best, f(a - x) + 1)
    return best
r = f(A)
print(r if r != float('inf') else -1)
```

Submission:

```python
n, A = map(int, input().split())
c = list(map(int, input().split()))
INF = float('inf')
dp = [0] + [INF] * A
for a in range(1, A + 1):
    for x in c:
        if x <= a and dp[a - x] + 1 < dp[a]:
            dp[a] = dp[a - x] + 1
print(dp[A] if dp[A] != INF else -1)
```""", L,
    must_stay=["Unbounded knapsack DP, O(n*A)"],
    leak_forms=["        if x <= a: best = min(best, f(a - x) + 1)"],
    note="a different but complete solution (memoised recursion) that a challenger could submit"))

P_SQ = "Given n integers, print the sum of their squares."
C.append(case(
    "c18", "python-c-oneliner", "code", P_SQ,
    """Quick test from the shell:

```bash
echo "3\\n1 2 3" | python3 -c "input(); print(sum(int(x)**2 for x in input().split()))"
```

```python
input()
print(sum(int(x)**2 for x in input().split()))
```""", L,
    must_stay=["Quick test from the shell"],
    leak_forms=["python3 -c \"input(); print(sum(int(x)**2 for x in input().split()))\""],
    note="program as a python -c string in a shell line"))

P_MAXD = "Given n integers, print the maximum difference a[j] - a[i] with i < j (n >= 2)."
C.append(case(
    "c19", "inline-walkthrough", "code", P_MAXD,
    """Track the minimum so far. Line by line:
- `n = int(input()); a = list(map(int, input().split()))` reads the data;
- `lo = a[0]; best = a[1] - a[0]` initialises;
- `for x in a[1:]: best = max(best, x - lo); lo = min(lo, x)` is the scan;
- `print(best)` prints.

```python
n = int(input()); a = list(map(int, input().split()))
lo = a[0]; best = a[1] - a[0]
for x in a[1:]: best = max(best, x - lo); lo = min(lo, x)
print(best)
```""", L,
    must_stay=["Track the minimum so far"],
    leak_forms=["`for x in a[1:]: best = max(best, x - lo); lo = min(lo, x)`", "`lo = a[0]; best = a[1] - a[0]`"],
    note="each line of the program as inline code in a bullet list"))

P_BITS = "Given n (0 <= n < 2^63), print the number of 1 bits in its binary representation."
C.append(case(
    "c20", "rust-translation", "code", P_BITS,
    """Count set bits. Rust would be:

```rust
use std::io::*;
fn main() {
    let mut s = String::new();
    stdin().read_line(&mut s).unwrap();
    let n: u64 = s.trim().parse().unwrap();
    println!("{}", n.count_ones());
}
```

```python
n = int(input())
print(bin(n).count("1"))
```""", L,
    must_stay=["Count set bits"],
    leak_forms=["println!(\"{}\", n.count_ones());"],
    note="Rust translation (short program)"))

# ------------------------------------------------------------ code must-stay
C.append(case(
    "q01", "sample-io-complexity", "code", P_TOPK,
    """Sort descending and add the first k. Sorting costs O(n log n), which is fine for n = 2*10^5.

Sample input:
```
5 2
4 1 7 3 9
```
Sample output:
```
16
```
The two largest are 9 and 7, and 9 + 7 = 16, matching.

```python
n, k = map(int, input().split())
a = sorted(map(int, input().split()), reverse=True)
print(sum(a[:k]))
```""", S,
    must_stay=["Sorting costs O(n log n)", "5 2\n4 1 7 3 9", "16", "9 + 7 = 16"],
    note="sample input/output, complexity and the hand check stay"))

C.append(case(
    "q02", "recurrence-in-math", "code", P_STAIRS,
    """Let $dp_i$ be the number of ways to reach stair $i$. The last move is 1, 2 or 3 steps, so
$$dp_i = dp_{i-1} + dp_{i-2} + dp_{i-3}, \\qquad dp_0 = 1,$$
with terms of negative index taken as 0. For the sample n = 4: dp = 1, 1, 2, 4, 7.

```python
MOD = 10**9 + 7
n = int(input())
dp = [1] + [0] * n
for i in range(1, n + 1):
    dp[i] = sum(dp[i - j] for j in (1, 2, 3) if i - j >= 0) % MOD
print(dp[n])
```""", S,
    must_stay=["dp_i = dp_{i-1} + dp_{i-2} + dp_{i-3}", "dp = 1, 1, 2, 4, 7"],
    note="the recurrence and the hand trace are the reasoning"))

C.append(case(
    "q03", "constraints-edge-cases", "code", P_MAXSUB,
    """Edge cases: n can be 1; all numbers can be negative, so the answer can be negative (never print 0 by default). Sums reach 2*10^5 * 10^9 = 2*10^14, which needs 64-bit in C++ but is fine in Python.

```python
import sys
data = sys.stdin.buffer.read().split()
a = list(map(int, data[1:1 + int(data[0])]))
best = cur = a[0]
for x in a[1:]:
    cur = max(x, cur + x)
    best = max(best, cur)
print(best)
```""", S,
    must_stay=["n can be 1", "all numbers can be negative", "2*10^5 * 10^9 = 2*10^14", "64-bit"],
    note="edge cases and overflow arithmetic stay"))

C.append(case(
    "q04", "hand-trace", "code", P_MAXD,
    """Trace on a = [7, 1, 5, 3, 6, 4]:
| x | lo | best |
|---|----|------|
| 1 | 7 | -6 |
| 5 | 1 | 4 |
| 3 | 1 | 4 |
| 6 | 1 | 5 |
| 4 | 1 | 5 |
So the expected output is 5.

```python
n = int(input()); a = list(map(int, input().split()))
lo = a[0]; best = a[1] - a[0]
for x in a[1:]:
    best = max(best, x - lo)
    lo = min(lo, x)
print(best)
```""", S,
    must_stay=["a = [7, 1, 5, 3, 6, 4]", "| 6 | 1 | 5 |", "expected output is 5"],
    note="hand trace table on the sample stays"))

C.append(case(
    "q05", "run-command-and-io-format", "code", P_PAL,
    """Input is one line that may contain spaces and punctuation, so read it with `input()` and not `split()`. Run it as `python3 sol.py < in.txt`. For "A man, a plan, a canal: Panama" the filtered string is "amanaplanacanalpanama", which reads the same backwards, so YES.

```python
s = input()
t = "".join(ch.lower() for ch in s if ch.isalpha())
print("YES" if t == t[::-1] else "NO")
```""", S,
    must_stay=["python3 sol.py < in.txt", "\"amanaplanacanalpanama\"", "not `split()`"],
    note="a run command, an inline API note and a worked sample stay"))

C.append(case(
    "q06", "algorithm-prose", "code", P_LIS,
    """Keep an array tails where tails[k] is the smallest possible tail of an increasing subsequence of length k+1. For each x, binary-search the first tail >= x and replace it, or append if x is larger than all tails. The length of tails at the end is the answer. Each step is O(log n).

```python
from bisect import bisect_left
input()
tails = []
for x in map(int, input().split()):
    i = bisect_left(tails, x)
    tails[i:i + 1] = [x]
print(len(tails))
```""", S,
    must_stay=["tails[k] is the smallest possible tail of an increasing subsequence of length k+1",
               "binary-search the first tail >= x", "Each step is O(log n)"],
    note="algorithm in prose with code identifiers stays"))

# ------------------------------------------------- more probes and code kinds
C.append(case(
    "p15", "divisor-count-work", "math",
    "How many positive divisors does 36 have?",
    r"""$36 = 2^2 \cdot 3^2$. A divisor is $2^a 3^b$ with $0 \le a \le 2$ and $0 \le b \le 2$, so the count is $(2+1)(2+1)$.

$\boxed{9}$""", S,
    must_stay=["36 = 2^2 \\cdot 3^2", "0 \\le a \\le 2", "(2+1)(2+1)"],
    note="unevaluated product is the work"))

C.append(case(
    "p16", "complement-value", "math",
    "Two fair coins are tossed. What is the probability of at least one head?",
    r"""The only outcome with no head is TT, with probability $\frac{1}{2} \cdot \frac{1}{2} = \frac{1}{4}$. Use the complement: $1 - \frac{1}{4}$.

$\boxed{\frac{3}{4}}$""", S,
    must_stay=["\\frac{1}{2} \\cdot \\frac{1}{2} = \\frac{1}{4}", "1 - \\frac{1}{4}"],
    note="the complement's value and the subtraction stay"))

C.append(case(
    "p17", "plus-minus-roots-count", "math",
    "How many real numbers $x$ satisfy $x^4 = 81$?",
    r"""$x^4 = 81$ gives $x^2 = 9$ (the other factor $x^2 = -9$ has no real solution), so $x = \pm 3$.

$\boxed{2}$""", S,
    must_stay=["x^2 = 9", "x = \\pm 3", "x^2 = -9"],
    note="the roots are work; the count is the answer"))

C.append(case(
    "p18", "case-split-counts", "math",
    "How many 3-digit numbers less than 200 have digit sum 5?",
    r"""The hundreds digit must be 1, so the last two digits sum to 4: (0,4), (1,3), (2,2), (3,1), (4,0).
That is 5 choices... wait, also check the hundreds digit 1 is the only option below 200: yes. So Case 1 gives 5 numbers: 104, 113, 122, 131, 140.

$\boxed{5}$""", S,
    must_stay=["(0,4), (1,3), (2,2), (3,1), (4,0)", "104, 113, 122, 131, 140"],
    note="the enumeration is work even though its length is the answer"))

C.append(case(
    "p19", "negative-answer-givens", "math",
    "Solve $2x + 9 = 3$.",
    r"""Subtract 9 from both sides: $2x = 3 - 9 = -6$. Divide by 2: $x = \frac{-6}{2}$.

$\boxed{-3}$""", S,
    must_stay=["2x = 3 - 9 = -6", "Subtract 9 from both sides"],
    note="3 is a given and the absolute value of the answer"))

C.append(case(
    "p20", "area-formula", "math",
    "A triangle has base 10 and height 6. What is its area?",
    r"""Area $= \frac{1}{2} \cdot \text{base} \cdot \text{height} = \frac{1}{2} \cdot 10 \cdot 6$.

$\boxed{30}$""", S,
    must_stay=["\\frac{1}{2} \\cdot 10 \\cdot 6"],
    note="formula with the givens substituted"))

C.append(case(
    "p21", "euclid-steps", "math",
    "Find $\\gcd(84, 60)$.",
    r"""Euclid: $84 = 1 \cdot 60 + 24$, $60 = 2 \cdot 24 + 12$, $24 = 2 \cdot 12 + 0$.

$\boxed{12}$""", S,
    must_stay=["84 = 1 \\cdot 60 + 24"],
    note="first Euclid step must stay; the last nonzero remainder equals the answer, so hiding 12 there is acceptable"))

C.append(case(
    "p22", "mc-options-evaluated", "math",
    "Which of the following is divisible by 9? (A) 1234 (B) 2345 (C) 3456 (D) 4567 (E) 5678",
    r"""A number is divisible by 9 iff its digit sum is. Digit sums: 1234 -> 10, 2345 -> 14, 4567 -> 22, 5678 -> 26.

$\boxed{C}$""", S,
    must_stay=["digit sum is", "1234 -> 10", "2345 -> 14", "4567 -> 22"],
    note="the eliminations of wrong options are work"))

C.append(case(
    "q07", "overflow-note-cpp", "code", P_MAXSUB,
    """In C++ you would need `long long` and to write `1LL * x` where products appear; Python integers do not overflow. Reset `cur` when it drops below the current element.

```python
import sys
d = sys.stdin.buffer.read().split()
a = list(map(int, d[1:1 + int(d[0])]))
best = cur = a[0]
for x in a[1:]:
    cur = x if cur < 0 else cur + x
    best = max(best, cur)
print(best)
```""", S,
    must_stay=["`long long`", "`1LL * x`", "Reset `cur` when it drops below the current element"],
    note="inline code that is not the program stays"))

C.append(case(
    "q08", "bug-fix-fragment", "code", P_STAIRS,
    """My first loop stopped one short: the loop must run to n inclusive, i.e. `range(1, n + 1)`, otherwise dp[n] stays 0. Also take the modulus inside the loop, not only at the end, to keep numbers small.

```python
M = 10**9 + 7
n = int(input())
f = [1, 1, 2] + [0] * max(0, n - 2)
for i in range(3, n + 1):
    f[i] = (f[i-1] + f[i-2] + f[i-3]) % M
print(f[n])
```""", S,
    must_stay=["`range(1, n + 1)`", "otherwise dp[n] stays 0", "take the modulus inside the loop"],
    note="a fragment of a line discussed in prose stays"))

C.append(case(
    "q09", "complexity-numbers", "code", P_PAIR,
    """Sorting plus two pointers is O(n log n); with n = 2*10^5 that is about 3.5 million comparisons. A hash set gives O(n) expected. Beware t - x overflowing in 32-bit languages when |t|, |x| up to 10^9.

```python
import sys
d = sys.stdin.read().split()
n, t = int(d[0]), int(d[1])
seen = set()
ok = False
for x in map(int, d[2:2 + n]):
    if t - x in seen:
        ok = True
    seen.add(x)
print("YES" if ok else "NO")
```""", S,
    must_stay=["O(n log n)", "about 3.5 million comparisons", "O(n) expected", "up to 10^9"],
    note="complexity arithmetic stays"))

P_ODD = "Given n integers, print how many of them are odd."
C.append(case(
    "c21", "harness-string", "code", P_ODD,
    """Count x % 2 == 1. I checked it with a small harness that runs the solution source:

```python
SRC = \'\'\'
n = int(input())
print(sum(1 for x in map(int, input().split()) if x % 2))
\'\'\'
import subprocess
print(subprocess.run(["python3", "-c", SRC], input="4\\n1 2 3 5\\n", capture_output=True, text=True).stdout)
```

```python
n = int(input())
print(sum(1 for x in map(int, input().split()) if x % 2))
```""", L,
    must_stay=["Count x % 2 == 1"],
    leak_forms=["print(sum(1 for x in map(int, input().split()) if x % 2))\n\'\'\'"],
    note="program inside a string literal of a test harness"))

P_MX = "Given n integers, print the maximum and the minimum separated by a space."
C.append(case(
    "c22", "copy-after-graded", "code", P_MX,
    """Single pass or built-ins.

```python
input()
a = list(map(int, input().split()))
print(max(a), min(a))
```

Same thing, for reference:

```py
input()
a = list(map(int, input().split()))
print(max(a), min(a))
```""", L,
    must_stay=["Single pass or built-ins"],
    leak_forms=["```py\ninput()\na = list(map(int, input().split()))\nprint(max(a), min(a))"],
    note="two identical blocks; the project verifier (verify/code/extract.py, py is a program tag) grades the later ```py one, so both are the graded program"))

P_CNTW = "Given a line of text, print the number of words (maximal runs of non-space characters)."
C.append(case(
    "c23", "go-translation", "code", P_CNTW,
    """Split on whitespace. In Go:

```go
package main

import (
    "bufio"
    "fmt"
    "os"
    "strings"
)

func main() {
    r := bufio.NewReader(os.Stdin)
    line, _ := r.ReadString('\\n')
    fmt.Println(len(strings.Fields(line)))
}
```

```python
print(len(input().split()))
```""", L,
    must_stay=["Split on whitespace"],
    leak_forms=["fmt.Println(len(strings.Fields(line)))"],
    note="Go translation"))

P_SORTU = "Given n integers, print the distinct values in increasing order, space separated."
C.append(case(
    "c24", "details-html", "code", P_SORTU,
    """Sort the set.

<details><summary>click for the code</summary>

    input()
    print(*sorted(set(map(int, input().split()))))

</details>

```python
input()
print(*sorted(set(map(int, input().split()))))
```""", L,
    must_stay=["Sort the set"],
    leak_forms=["    print(*sorted(set(map(int, input().split()))))\n\n</details>"],
    note="indented code inside an HTML details element"))

if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "dev.jsonl")
    n = write(C, out)
    from collections import Counter
    print(n, "cases", Counter((c["domain"], c["expect"]) for c in C))
