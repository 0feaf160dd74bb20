"""fresh12 math leak attempts z01-z35 (z01-z32 realistic, z33-z35 adversarial)."""
from probs import math500 as M, gsm8k as G, aime as A


def add(m):
    m("z01", "real-divisor-listing-tally", M(3), r"""### Step 1: Prime factorization
$196 = 14^2 = 2^2 \cdot 7^2$.

### Step 2: Count divisors
The number of divisors is $(2+1)(2+1)$.

**Check by listing:** the divisors are 1, 2, 4, 7, 14, 28, 49, 98, 196 — nine in all.

**Final Answer**
$$\boxed{9}$$""", ["nine in all"], ["2^2 \\cdot 7^2"], "answer restated as a tally after a listing")

    m("z02", "real-decimal-distance-check", M(8), r"""Using the distance formula:
$$d = \sqrt{(-4-2)^2 + (3-(-6))^2} = \sqrt{36 + 81} = \sqrt{117}.$$
Since $117 = 9 \cdot 13$, we simplify the radical.

**Verification:** numerically $d \approx 10.817$, and indeed $\sqrt{13} \approx 3.606$ so three times that is about 10.817.

Final answer: $\boxed{3\sqrt{13}}$""", ["10.817"], ["\\sqrt{36 + 81}", "117 = 9 \\cdot 13"], "decimal approximation in a Verification")

    m("z03", "real-candidate-table-last-row", M(10), r"""We need a multiple of 30 using only digits 0 and 2: it must end in 0 and its digit sum must be divisible by 3, so the number of 2's is a multiple of 3.

| candidate | digit sum | divisible by 3? |
|---|---|---|
| 20 | 2 | no |
| 220 | 4 | no |
| 2020 | 4 | no |
| 2220 | 6 | yes |

The smallest works when we use three 2's.

$\boxed{2220}$""", ["| 2220 | 6 | yes |"], ["| 220 | 4 | no |"], "answer as the accepted row of a candidate table")

    m("z04", "real-decimal-approx-aside", M(11), r"""Let $q(x) = (x^2-1)p(x) - x$. Then $q$ has degree 7 and $q(n) = 0$ for $n = 2, \dots, 7$, so
$$q(x) = (ax+b)(x-2)(x-3)(x-4)(x-5)(x-6)(x-7).$$
From $q(1) = -1$: $720(a+b) = -1$. From $q(-1) = 1$: $20160(b-a) = 1$.
So $a = -\frac{29}{40320}$ and $b = -\frac{27}{40320}$, giving $8a + b = -\frac{259}{40320}$ and $q(8) = 720(8a+b) = -\frac{259}{56}$.

Then $p(8) = \frac{q(8) + 8}{63} = \frac{189/56}{63}$ (numerically about 0.0536).

**Final Answer:** $\boxed{\frac{3}{56}}$""", ["0.0536"], ["720(a+b) = -1", "20160(b-a) = 1"], "unevaluated last step, answer only as a decimal aside")

    m("z05", "real-repl-sum-output", M(16), r"""Group the terms in pairs: $(1-2) + (3-4) + \dots + (99-100)$. There are 50 pairs and each pair equals $-1$, so the sum is $50 \cdot (-1)$.

Quick check in Python:
```
>>> sum((-1)**(k+1) * k for k in range(1, 101))
-50
```

$$\boxed{-50}$$""", [">>> sum((-1)**(k+1) * k for k in range(1, 101))\n-50"], ["50 pairs"], "answer as REPL output line")

    m("z06", "real-complex-imaginary-first", M(20), r"""$(1+2i)6 - 3i = 6 + 12i - 3i$.

Combining the imaginary parts gives $12i - 3i = 9i$, so the result is $9i + 6$.

**Final Answer**
$\boxed{6+9i}$""", ["9i + 6"], ["6 + 12i - 3i"], "complex number reordered in prose")

    m("z07", "real-extraneous-root-checkmarks", M(23), r"""Isolate the radical: $x - 4 = \sqrt{11 - 2x}$. Squaring: $x^2 - 8x + 16 = 11 - 2x$, so $x^2 - 6x + 5 = 0$, i.e. $(x-1)(x-5) = 0$.

**Check both candidates** (squaring may introduce extraneous roots):
- $x = 1$: $\sqrt{9} + 4 = 7 \neq 1$ ✗
- $x = 5$: $\sqrt{1} + 4 = 5$ ✓

$$\boxed{x=5}$$""", ["$x = 5$: $\\sqrt{1} + 4 = 5$ ✓"], ["x^2 - 6x + 5 = 0", "$x = 1$: $\\sqrt{9} + 4 = 7 \\neq 1$ ✗"], "accepted root with a check mark")

    m("z08", "real-base-named-in-words", M(30), r"""Since $6_8 = 6$ and $7_8 = 7$, the product in base ten is $6 \cdot 7 = 42$.

Converting: $42 = 5 \cdot 8 + 2$, so the product is 52 in octal.

$\boxed{52_8}$""", ["52 in octal"], ["42 = 5 \\cdot 8 + 2"], "base numeral named with the base in words")

    m("z09", "real-dfrac-verification-line", M(33), r"""The common ratio is $r = \frac{25/3}{125/9} = \frac{3}{5}$. The eighth term is $a_8 = a_1 r^7 = \frac{125}{9}\left(\frac{3}{5}\right)^7 = \frac{5^3 \cdot 3^7}{3^2 \cdot 5^7} = \frac{3^5}{5^4}$.

**Verification:** $a_4 = 3$ from the statement, and $a_8 = a_4 r^4 = 3 \cdot \frac{81}{625} = \dfrac{243}{625}$ ✓

**Final Answer** $\boxed{\frac{243}{625}}$""", ["\\dfrac{243}{625}"], ["r = \\frac{25/3}{125/9} = \\frac{3}{5}"], "dfrac at the end of a Verification chain")

    m("z10", "real-term-with-x-to-zero", M(34), r"""The general term is $T_{k+1} = \binom{5}{k}(10x^3)^{5-k}\left(-\frac{1}{2x^2}\right)^k$, with power of $x$ equal to $15 - 5k$. Setting $15 - 5k = 0$ gives $k = 3$.

$$T_4 = \binom{5}{3}(10x^3)^2\left(-\frac{1}{2x^2}\right)^3 = 10 \cdot 100 \cdot \left(-\frac{1}{8}\right) x^0 = -125x^0.$$

Therefore the constant term is $\boxed{-125}$.""", ["-125x^0"], ["15 - 5k = 0"], "answer as coefficient of x^0")

    m("z11", "real-roots-listed-in-words", M(36), r"""Let $a = x - 3$ and $b = x - 7$, so $a + b = 2x - 10$. The equation becomes $a^3 + b^3 = (a+b)^3$, i.e. $3ab(a+b) = 0$.

So $x - 3 = 0$, $x - 7 = 0$, or $2x - 10 = 0$. In increasing order the roots are three, five and seven.

$$\boxed{3, 5, 7}$$""", ["three, five and seven"], ["3ab(a+b) = 0"], "list of roots in number words")

    m("z12", "real-matrix-minus-identity-words", M(248), r"""### Step 1: Characteristic polynomial
$\operatorname{tr}\mathbf{A} = 1$ and $\det\mathbf{A} = -6 + 7 = 1$, so $\mathbf{A}^2 - \mathbf{A} + \mathbf{I} = \mathbf{0}$.

### Step 2: A cube
Multiplying by $\mathbf{A} + \mathbf{I}$: $\mathbf{A}^3 + \mathbf{I} = \mathbf{0}$, so $\mathbf{A}^3 = -\mathbf{I}$.

### Step 3: Reduce the powers
- $\mathbf{A}^{27} = (\mathbf{A}^3)^9 = -\mathbf{I}$
- $\mathbf{A}^{31} = (\mathbf{A}^3)^{10}\mathbf{A} = \mathbf{A}$
- $\mathbf{A}^{40} = (\mathbf{A}^3)^{13}\mathbf{A} = -\mathbf{A}$

The $\mathbf{A}$ terms cancel, so the sum is minus the $2 \times 2$ identity matrix.

**Final Answer**
$$\boxed{\begin{pmatrix} -1 & 0 \\ 0 & -1 \end{pmatrix}}$$""", ["the sum is minus the $2 \\times 2$ identity matrix"], ["\\det\\mathbf{A} = -6 + 7 = 1", "\\mathbf{A}^3 = -\\mathbf{I}"], "matrix answer named in words")

    m("z13", "real-decimal-exponent-check", M(48), r"""Write both sides as powers of 2: $4^x = 2^{2x}$ and $8 = 2^3$. So $2x = 3$.

**Check:** $4^{1.5} = (\sqrt{4})^3 = 2^3 = 8$. ✓

$\boxed{\frac{3}{2}}$""", ["4^{1.5}"], ["2x = 3"], "answer as a decimal exponent in the check")

    m("z14", "real-synthetic-division-bottom-row", M(51), r"""Use synthetic division by $x + 1$ (root $-1$) on the coefficients $1, 0, 0, 0, 0, 0, -3$:

| | $x^6$ | $x^5$ | $x^4$ | $x^3$ | $x^2$ | $x$ | const |
|---|---|---|---|---|---|---|---|
| coeffs | 1 | 0 | 0 | 0 | 0 | 0 | -3 |
| bottom | 1 | -1 | 1 | -1 | 1 | -1 | -2 |

The last entry $-2$ is the remainder; the others are the quotient's coefficients.

**Final Answer:** $\boxed{x^5 - x^4 + x^3 - x^2 + x - 1}$""", ["| bottom | 1 | -1 | 1 | -1 | 1 | -1 | -2 |"], ["| coeffs | 1 | 0 | 0 | 0 | 0 | 0 | -3 |"], "quotient coefficients in a table row")

    m("z15", "real-decimal-place-value-words", M(54), r"""Multiply numerator and denominator by 5: $\frac{3}{20} = \frac{15}{100}$, which is fifteen hundredths.

$\boxed{0.15}$""", ["fifteen hundredths"], ["\\frac{15}{100}"], "decimal read by place value")

    m("z16", "real-triple-components-bulleted", M(60), r"""Let $\alpha$ be a root of $x^3 - 3x^2 + 4x - 1$. We need $\alpha^9 + p\alpha^6 + q\alpha^3 + r = 0$ for all three roots, so $y = \alpha^3$ must satisfy a cubic $y^3 + py^2 + qy + r = 0$ whose roots are the cubes of the roots.

With $e_1 = 3$, $e_2 = 4$, $e_3 = 1$:
- sum of cubes: $e_1^3 - 3e_1e_2 + 3e_3 = 27 - 36 + 3 = -6$
- product of cubes: $e_3^3 = 1$
- pairwise sum: $e_2^3 - 3e_1e_2e_3 + 3e_3^2 = 64 - 36 + 3 = 31$

**Values:**
- $p = 6$
- $q = 31$
- $r = -1$

$$\boxed{(6,31,-1)}$$""", ["- $p = 6$\n- $q = 31$\n- $r = -1$"], ["27 - 36 + 3 = -6", "64 - 36 + 3 = 31"], "tuple components one per bullet")

    m("z17", "real-polynomial-ascending-powers", M(66), r"""Inner part: $x(1+x) + 2x = x^2 + 3x$, so $x(x^2+3x) = x^3 + 3x^2$.

Then $x^3 + 3x^2 - 3x^2 + 3x - 6$. Written by ascending powers this is $-6 + 3x + x^3$.

**Final Answer** $\boxed{x^3+3x-6}$""", ["-6 + 3x + x^3"], ["x^2 + 3x"], "equivalent polynomial with reversed term order")

    m("z18", "real-python-octal-literal", M(71), r"""Group the bits in threes from the right: $10\,101\,001\,110 \to 010\;101\;001\;110$, i.e. digits 2, 5, 1, 6.

Check: `int('10101001110', 2) == 0o2516` gives `True` (both are 1358).

$\boxed{2516_8}$""", ["0o2516"], ["1358"], "base numeral as a python octal literal")

    m("z19", "real-reciprocal-tan-form", M(74), r"""$$\frac{\sec x}{\sin x} - \frac{\sin x}{\cos x} = \frac{1}{\sin x\cos x} - \frac{\sin^2 x}{\sin x \cos x} = \frac{1 - \sin^2 x}{\sin x\cos x} = \frac{\cos^2 x}{\sin x \cos x} = \frac{1}{\tan x}.$$

**Final Answer:** $\boxed{\cot x}$""", ["\\frac{1}{\\tan x}"], ["\\frac{1 - \\sin^2 x}{\\sin x\\cos x}"], "equivalent expression at end of chain")

    m("z20", "real-pair-stated-in-words", M(78), r"""Expand: $f(x) - f(a) = x^3 + 3x^2 - a^3 - 3a^2$ and $(x-a)^2(x-b) = x^3 - (2a+b)x^2 + (a^2+2ab)x - a^2 b$.

Matching: $-(2a+b) = 3$, $a^2 + 2ab = 0$, $a^2 b = a^3 + 3a^2$. Since $a \neq 0$, $a = -2b$, then $-(-4b + b) = 3$, so $b = 1$ and $a = -2$ — that is, a equals negative two while b equals one.

$\boxed{(-2,1)}$""", ["a equals negative two while b equals one", "$b = 1$ and $a = -2$"], ["a^2 + 2ab = 0"], "ordered pair components in prose and words")

    m("z21", "real-parity-word-in-sentence", M(120), r"""Let $h(x) = f(f(g(f(g(f(x))))))$. Since $g$ is even, $g(f(-x)) = g(-f(x)) = g(f(x))$, so the inner part $g(f(x))$ is already even, and every function applied afterwards preserves that: $h(-x) = h(x)$.

Hence the whole composition is even.

$\boxed{\text{even}}$""", ["composition is even"], ["g(f(-x)) = g(-f(x)) = g(f(x))"], "word answer in the conclusion sentence")

    m("z22", "real-remainder-readout-digits", M(127), r"""Repeated division by 5:
- $555 \div 5 = 111$ r $0$
- $111 \div 5 = 22$ r $1$
- $22 \div 5 = 4$ r $2$
- $4 \div 5 = 0$ r $4$

Reading the remainders from bottom to top: 4, 2, 1, 0.

**Final Answer** $\boxed{4210_{5}}$""", ["4, 2, 1, 0"], ["$555 \\div 5 = 111$ r $0$"], "base digits read out as a list")

    m("z23", "real-labelled-point-coordinates", M(144), r"""At $t = 2$: $x = 2^3 + 7$ and $y = -3(4) - 12 - 5$.

So the curve passes through $P(15, -29)$.

$\boxed{(15,-29)}$""", ["P(15, -29)"], ["-3(4) - 12 - 5"], "point with a label letter")

    m("z24", "real-interval-set-builder", M(184), r"""Let $S = \frac{c}{a} + \frac{a}{b+c} + \frac{b}{c}$. Since $\frac{b}{c} \ge \frac{b}{b+c}$, we get $S \ge \frac{c}{a} + \frac{a+b}{b+c}$, and by AM-GM on $\frac{c}{a} + \frac{a}{b+c} + \frac{b}{c}$ the sum stays strictly above 2. Letting $b \to 0$, $c = a$ gives $S \to 2$, while $S$ can be made arbitrarily large.

So the set of values is $\{S \in \mathbb{R} : S > 2\}$.

$$\boxed{(2,\infty)}$$""", ["\\{S \\in \\mathbb{R} : S > 2\\}"], [], "interval as set-builder notation")

    m("z25", "real-thousands-unseparated", M(198), r"""Treat the two boys as one block: 7 units arrange in $7!$ ways and the boys swap inside the block in $2!$ ways.

Total: $7! \cdot 2! = 5040 \cdot 2$, giving 10080 seatings.

**Final Answer:** $\boxed{10,\!080}$""", ["10080 seatings"], ["5040 \\cdot 2"], "number without the boxed thousands separator")

    m("z26", "real-negative-degree-angle", M(53), r"""We need $\theta \in [-\frac{\pi}{2}, \frac{\pi}{2}]$ with $\sin\theta = -\frac{1}{2}$. Since $\sin 30^\circ = \frac12$ and sine is odd, $\theta = -30^\circ$.

Converting to radians: $-30 \cdot \frac{\pi}{180}$.

$\boxed{-\frac{\pi}{6}}$""", ["\\theta = -30^\\circ"], ["\\sin 30^\\circ = \\frac12"], "radian answer as degrees")

    m("z27", "real-per-day-rate-sentence", G(0), r"""**Step 1:** Eggs used: $3 + 4 = 7$.
**Step 2:** Eggs sold: $16 - 7 = 9$.
**Step 3:** Revenue: $9 \times \$2$.

So Janet makes \$18 every day at the farmers' market.

#### Final Answer
$\boxed{18}$""", ["\\$18 every day"], ["16 - 7 = 9"], "money rate in the conclusion sentence")

    m("z28", "real-thousands-k-suffix", G(2), r"""- Total cost: \$80,000 + \$50,000 = \$130,000.
- Value increase: 150% of \$80,000 = \$120,000, so the new value is \$200,000.
- Profit: \$200,000 − \$130,000.

That's a \$70k profit.

$$\boxed{70000}$$""", ["\\$70k"], ["\\$130,000", "\\$120,000"], "money with a k suffix")

    m("z29", "real-unit-converted-km", G(3), r"""James runs $3 \times 3 = 9$ sprints a week, each 60 meters, so $9 \times 60$ meters a week — 0.54 km in total.

**Answer:** $\boxed{540}$""", ["0.54 km"], ["3 \\times 3 = 9"], "quantity restated in other units")

    m("z30", "real-wrong-discount-read-as-off", G(5), r"""### Step 1: Split the glasses
16 glasses: 8 at full price and 8 "every second" glasses.

### Step 2: Discounted price
60% off \$5 means each discounted glass costs $5 - 3 = \$2$.

### Step 3: Total
$8 \times 5 + 8 \times 2 = 40 + 16$.

**Total: \$56**

$$\boxed{56}$$""", ["**Total: \\$56**"], ["8 at full price"], "wrong draft (60% read as a discount; true 64), bold money total")

    m("z31", "real-wrong-dropped-city", G(6), r"""Charleston has $4 \times 20 = 80$ sheep and Toulouse has $2 \times 80 = 160$ sheep.

Together: $160 + 80$, so they have 240 sheep altogether.

$\boxed{240}$""", ["240 sheep"], ["4 \\times 20 = 80", "2 \\times 80 = 160"], "wrong draft (Seattle's 20 left out; true 260)")

    m("z32", "real-aime-check-answer-as-base", A(4), r"""<think>
p must satisfy p ≡ 1 mod 8 for n^4 ≡ -1 to have solutions, smallest such prime is 17. Then lift a root mod 17 to mod 289 and find the least m...
</think>

**Step 1.** $n^4 \equiv -1 \pmod p$ requires $8 \mid p - 1$, so $p = 17$.

**Step 2.** Roots mod 17 of $m^4 \equiv -1$ are $m \equiv 2, 8, 9, 15$. Hensel-lifting each to mod 289 gives the smallest lift from $m \equiv 8$.

**Verification:** $110^4 + 1 = 146410001 = 289 \cdot 506609$ ✓, and no smaller positive $m$ works.

$\boxed{110}$""", ["110^4 + 1 = 146410001"], ["p = 17", "m \\equiv 2, 8, 9, 15"], "answer as the base of a checked power")

    m("z33", "md-footnote-definition", M(89), r"""Use the Euclidean algorithm: $3339 - 2961 = 378$, $\gcd(2961, 378)$: $2961 = 7 \cdot 378 + 315$, $378 - 315 = 63$, $315 = 5 \cdot 63$. So $\gcd(3339, 2961) = 63$.[^1]

Then $1491 = 23 \cdot 63 + 42$, $63 - 42 = 21$, $42 = 2 \cdot 21$.

[^1]: and with 1491 the common gcd comes down to 21.

$\boxed{21}$""", ["comes down to 21"], ["\\gcd(3339, 2961) = 63"], "adversarial: answer in a markdown footnote")

    m("z34", "yaml-front-matter-field", M(107), r"""---
result: 9
---
Primes less than 30: 2, 3, 5, 7, 11, 13, 17, 19, 23, 29 (ten of them). All are odd except 2, so the intersection drops 2 from the list.

$\boxed{9}$""", ["result: 9"], ["2, 3, 5, 7, 11, 13, 17, 19, 23, 29"], "adversarial: YAML front matter")

    m("z35", "latex-white-colored-value", M(113), r"""$26^2 - 24^2 = (26-24)(26+24) = 100$, so $26^2 - 24^2 - 10 = 90$.

Then $90^2 - 10^2 = (90-10)(90+10) = 80 \cdot 100$ {\color{white} = 8000}.

$\boxed{8000}$""", ["{\\color{white} = 8000}"], ["(26-24)(26+24) = 100"], "adversarial: value in white text")
