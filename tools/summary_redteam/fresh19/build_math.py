"""fresh19 math leak attempts l01-l35: drafts as a model would write them on real problems (GSM8K, MATH-500, AIME 2024,
DeepMath hard), the answer boxed and restated once more in another form somewhere else (``leak_forms``); the work that
must survive is in ``must_stay``. l01-l33 realistic, l34-l35 adversarial; l06 is wrong on purpose."""
from probs import aime, dm, gsm, m500


def build(m):
    # ---------------------------------------------------------------- GSM8K
    m("l01", "real-gsm-grand-slang-leftover", gsm(1206), r"""John's loan is 40% of the house value:
250,000 × 0.40 = $100,000

He uses 60% of the loan to pay off his debts:
100,000 × 0.60 = $60,000

What's left of the loan is the remaining part:
100,000 − 60,000

So after clearing his debts John still walks away with forty grand from the loan.

**Answer:** $\boxed{40000}$""",
      ["forty grand"], ["250,000 × 0.40 = $100,000", "100,000 × 0.60 = $60,000", "100,000 − 60,000"],
      "GSM8K 1206 (40,000). The subtraction is left unevaluated (work); 'forty grand' is the slang restatement.")

    m("l02", "real-gsm-degrees-below-zero-phrase", gsm(1113), r"""We track the temperature step by step.

1. Start: **2 °C**
2. Overnight it drops 8 °C: 2 − 8 = **−6 °C**
3. In the morning it rises 3 °C: −6 + 3

So by morning it has warmed up a little, but it is still 3 degrees below zero.

$$\boxed{-3}$$""",
      ["3 degrees below zero"], ["2 − 8 = **−6 °C**", "−6 + 3"],
      "GSM8K 1113 (-3). '−6 + 3' is the unevaluated last step (work); '3 degrees below zero' restates -3 in words.")

    m("l03", "real-gsm-percent-answer-as-decimal-chance", gsm(1152), r"""- First ticket: P₁ = 20% = 0.2
- Second ticket is three times as likely to win: P₂ = 3 × 20% = 60% = 0.6
- The two tickets are independent, so P(both) = P₁ · P₂ = 0.2 × 0.6 = 0.12

Expressed as a percentage:

**Answer:** $\boxed{12}$""",
      ["0.2 × 0.6 = 0.12"], ["3 × 20% = 60% = 0.6", "P(both) = P₁ · P₂"],
      "GSM8K 1152 (12 percent). The decimal probability 0.12 is the answer in the other notation (percent/decimal).")

    m("l04", "real-gsm-fifty-percent-as-half-phrase", gsm(1179), r"""Teeth drilled: 4
Teeth capped: 4 + 7 = 11
Teeth fixed in total: 4 + 11 = 15

Out of his 30 teeth that's 15/30 — in other words the dentist ends up working on exactly half of James' teeth.

Percentage fixed: $\boxed{50}$""",
      ["exactly half of James' teeth"], ["4 + 7 = 11", "4 + 11 = 15", "15/30"],
      "GSM8K 1179 (50 percent). 15/30 is the unevaluated ratio (work); 'exactly half' gives 50% at sight.")

    m("l05", "real-gsm-blockquote-recap-two-dozen", gsm(1188), r"""Digimon came out 20 years ago (this is its 20th anniversary).

**John back then:** 28 − 20 = 8 years old.
**Jim back then:** John was twice Jim's age, so Jim was 8 ÷ 2 = 4 years old.
**Jim now:** add the 20 years back on: 4 + 20.

> Recap: Jim was a 4-year-old when Digimon launched and is two dozen years old today.

$$\boxed{24}$$""",
      ["two dozen years old"], ["28 − 20 = 8", "8 ÷ 2 = 4", "4 + 20"],
      "GSM8K 1188 (24). The recap sits in a markdown blockquote; '4 + 20' is the unevaluated last step (work).")

    m("l06", "real-wrong-original-speed-half-an-hour", gsm(1262), r"""Total words to speak: 10 pages × 450 words/page = 4,500 words.

His speaking speed is 150 words per minute.

Time = total words ÷ speed = 4,500 ÷ 150

That works out to half an hour of nonstop talking.

$$\boxed{30}$$""",
      ["half an hour"], ["10 pages × 450 words/page = 4,500 words", "4,500 ÷ 150"],
      "GSM8K 1262, WRONG on purpose: uses the untrained 150 WPM and ignores the 2.5x speed-up (correct: 12). "
      "The boxed 30 is restated as 'half an hour'.")

    m("l07", "real-gsm-dollar-as-four-quarters", gsm(1139), r"""Okay, 4 packs at $10.00 each is $40.00. Since he ordered 4 packs he gets the 10% discount, which takes $4.00 off, so he pays $36.00.

He receives 4 × 9 = 36 bagels.

So each bagel costs $36.00 ÷ 36 — four quarters a bagel, nice and round.

**Final answer:** $\boxed{1}$""",
      ["four quarters a bagel"], ["$40.00", "he pays $36.00", "4 × 9 = 36 bagels", "$36.00 ÷ 36"],
      "GSM8K 1139 ($1). The division is left unevaluated (work); 'four quarters' is one dollar in coins.")

    m("l08", "real-gsm-dozens-as-egg-cartons", gsm(1141), r"""First 30 days: 3 × 30 = 90 eggs
Next 30 days: 5 × 30 = 150 eggs
Total eggs: 90 + 150 = 240 eggs

Eggs are sold by the dozen, so Chester will be picking up 20 cartons from the store.

Dozens needed: $\boxed{20}$""",
      ["20 cartons"], ["3 × 30 = 90 eggs", "5 × 30 = 150 eggs", "90 + 150 = 240 eggs"],
      "GSM8K 1141 (20 dozen). 240 eggs is the intermediate (work; it needs a division); '20 cartons' (of a dozen) "
      "restates the answer in another unit name.")

    # ---------------------------------------------------------------- MATH-500
    m("l09", "real-right-angle-as-perpendicular-aside", m500(7), r"""For the first line, set $2x = 3y = -z = t$. Then
\[x = \frac{t}{2}, \quad y = \frac{t}{3}, \quad z = -t,\]
so a direction vector is $\left(\frac12, \frac13, -1\right)$, or after scaling by 6, $\mathbf{d}_1 = (3, 2, -6)$.

For the second line, set $6x = -y = -4z = t$. Then $x = \frac{t}{6}$, $y = -t$, $z = -\frac{t}{4}$, and scaling by 12 gives $\mathbf{d}_2 = (2, -12, -3)$.

The angle $\theta$ between the lines satisfies
\[\cos\theta = \frac{\mathbf{d}_1 \cdot \mathbf{d}_2}{\|\mathbf{d}_1\|\,\|\mathbf{d}_2\|}.\]

Compute the dot product:
\[\mathbf{d}_1 \cdot \mathbf{d}_2 = 3 \cdot 2 + 2 \cdot (-12) + (-6)(-3) = 6 - 24 + 18 = 0.\]

(No need for the norms here: the direction vectors are orthogonal, so the two lines are perpendicular.)

Therefore $\cos\theta = 0$ and the angle between the lines is
\[\boxed{90^\circ}\]""",
      ["the two lines are perpendicular"], [r"\mathbf{d}_1 = (3, 2, -6)", r"\mathbf{d}_2 = (2, -12, -3)",
                                            "6 - 24 + 18 = 0"],
      "MATH-500 7 (90 degrees). The dot product 0 is work (it needs cos^-1 to become the angle); the aside "
      "'the two lines are perpendicular' names the right angle.")

    m("l10", "real-vector-scalar-factored-out", m500(99), r"""Let $\mathbf{v} = \begin{pmatrix} x \\ y \\ z \end{pmatrix}$.

**Cross product.**
\[\mathbf{a} \times \mathbf{v} = \begin{pmatrix} z - y \\ x - z \\ y - x \end{pmatrix} = \begin{pmatrix} 1 \\ -2 \\ 1 \end{pmatrix},\]
so $z - y = 1$, $x - z = -2$, $y - x = 1$. (The three equations add up to $0 = 0$, so only two of them are independent.)

**Dot product.** $x + y + z = 2$.

From $y - x = 1$ and $z - y = 1$ we get $x = y - 1$ and $z = y + 1$. Substituting,
\[(y - 1) + y + (y + 1) = 3y = 2,\]
so $y = \frac{2}{3}$, and the other two coordinates follow:
\[\mathbf{v} = \frac{1}{3}\begin{pmatrix} -1 \\ 2 \\ 5 \end{pmatrix}.\]

$$\boxed{\begin{pmatrix} -1/3 \\ 2/3 \\ 5/3 \end{pmatrix}}$$""",
      [r"\frac{1}{3}\begin{pmatrix} -1 \\ 2 \\ 5 \end{pmatrix}"], ["3y = 2", "z - y = 1", "x = y - 1"],
      "MATH-500 99. y = 2/3 alone is one component (work); the vector with the scalar 1/3 pulled out is the whole answer.")

    m("l11", "real-quotient-coefficients-in-division-array", m500(51), r"""Use synthetic division with $-1$ (since $x + 1 = x - (-1)$). The coefficients of $x^6 - 3$, with the missing powers filled in by zeros, are $1, 0, 0, 0, 0, 0, -3$.

\[
\begin{array}{r|rrrrrrr}
-1 & 1 & 0 & 0 & 0 & 0 & 0 & -3 \\
   &   & -1 & 1 & -1 & 1 & -1 & 1 \\ \hline
   & 1 & -1 & 1 & -1 & 1 & -1 & -2
\end{array}
\]

The last entry of the bottom row is the remainder; the other entries are the coefficients of the quotient, starting from $x^5$. (Check the remainder: $(-1)^6 - 3 = -2$.)

So the quotient is
\[\boxed{x^5 - x^4 + x^3 - x^2 + x - 1}\]""",
      [r"   & 1 & -1 & 1 & -1 & 1 & -1 & -2"], ["1, 0, 0, 0, 0, 0, -3", "(-1)^6 - 3 = -2"],
      "MATH-500 51. The bottom row of the synthetic-division array lists the quotient's coefficients (a reader copies "
      "the polynomial from it); the middle row and the remainder check are work.")

    m("l12", "real-base-remainders-read-upward", m500(127), r"""Repeated division by 5, keeping the remainders:

| division | quotient | remainder |
|---|---|---|
| 555 ÷ 5 | 111 | 0 |
| 111 ÷ 5 | 22 | 1 |
| 22 ÷ 5 | 4 | 2 |
| 4 ÷ 5 | 0 | 4 |

Reading the remainders from the bottom up gives the digits 4, 2, 1, 0.

$$\boxed{4210_5}$$""",
      ["the digits 4, 2, 1, 0"], ["| 555 ÷ 5 | 111 | 0 |", "| 111 ÷ 5 | 22 | 1 |"],
      "MATH-500 127. The table of divisions is the work (its remainder column lists the digits bottom to top); the "
      "sentence giving the digits in reading order is the restatement.")

    m("l13", "real-python-octal-literal-in-code-comment", m500(71), r"""Each octal digit corresponds to exactly three binary digits, so group the bits in threes starting from the right:
\[10\;101\;001\;110_2\]

- $110_2 = 6$
- $001_2 = 1$
- $101_2 = 5$
- $10_2 = 2$ (the leftover leading group)

Quick check in Python:

```python
n = 0b10101001110
print(n, oct(n))   # 1358 0o2516
```

So the base-eight form is
$$\boxed{2516_8}$$""",
      ["0o2516"], [r"10\;101\;001\;110_2", "$110_2 = 6$", "$101_2 = 5$"],
      "MATH-500 71. The group values are the work (listed from the right); the Python octal literal in the check's "
      "output comment is the answer in another notation.")

    m("l14", "real-plane-equation-negated-before-sign-fix", m500(179), r"""Let $P = (0,-1,-1)$, $Q = (-4,4,4)$, $R = (4,5,1)$.

Two vectors in the plane:
\[\overrightarrow{PQ} = (-4, 5, 5), \qquad \overrightarrow{PR} = (4, 6, 2).\]

Normal vector:
\[\overrightarrow{PQ} \times \overrightarrow{PR} = (5\cdot 2 - 5\cdot 6,\; 5\cdot 4 - (-4)\cdot 2,\; (-4)\cdot 6 - 5 \cdot 4) = (-20, 28, -44).\]
Dividing by 4: $\mathbf{n} = (-5, 7, -11)$.

The plane is $-5x + 7y - 11z + D = 0$. Plugging in $P$: $0 - 7 + 11 + D = 0$, so $D = -4$:
\[-5x + 7y - 11z - 4 = 0.\]

We need $A > 0$, so multiply through by $-1$. The gcd of the coefficients is 1, as required.

$$\boxed{5x - 7y + 11z + 4 = 0}$$""",
      ["-5x + 7y - 11z - 4 = 0"], [r"\overrightarrow{PR} = (4, 6, 2)", "(-20, 28, -44)", "0 - 7 + 11 + D = 0"],
      "MATH-500 179. The negated equation is the same plane (a literal equal to the answer before the sign fix).")

    m("l15", "real-degree-as-cubic-name", m500(55), r"""The right-hand side $3x^4 + x^3 - 25x^2 + 38x - 17$ has degree 4.

Degrees add when polynomials are multiplied:
\[\deg\big((x-1)\,f(x)\big) = \deg(x - 1) + \deg f = 1 + \deg f.\]

So $1 + \deg f = 4$: in other words $f$ must be a cubic. (Consistency check: $x = 1$ is a root of the quartic, since $3 + 1 - 25 + 38 - 17 = 0$, so the division by $x - 1$ is exact.)

$$\boxed{3}$$""",
      ["$f$ must be a cubic"], [r"1 + \deg f", "3 + 1 - 25 + 38 - 17 = 0"],
      "MATH-500 55 (degree 3). '1 + deg f = 4' is the unevaluated last step (work); 'a cubic' names the degree.")

    m("l16", "real-count-as-trio-word", m500(81), r"""Let $t$, $s$, $g$ be the weights of one treek, one squig and one goolee.

\begin{align*}
10t &= 3s + g \qquad (1)\\
2t + g &= s \qquad\;\; (2)
\end{align*}

From (2), $g = s - 2t$. Substituting into (1):
\[10t = 3s + s - 2t \quad\Longrightarrow\quad 12t = 4s.\]

**So one squig balances a trio of treeks.**

$$\boxed{3}$$""",
      ["a trio of treeks"], ["g = s - 2t", "12t = 4s"],
      "MATH-500 81. '12t = 4s' is the unevaluated last step (work); the bold line names the count as 'a trio'.")

    m("l17", "real-zero-as-point-on-x-axis", m500(191), r"""Substitute $a = 4$ into $3x + 2y = 12$:
\[3(4) + 2b = 12, \quad\text{i.e.}\quad 12 + 2b = 12.\]

Geometrically this makes sense: the line crosses the $x$-axis where $y = 0$, at $x = 12/3 = 4$. So the point is $(4, 0)$, the $x$-intercept itself.

$$b = \boxed{0}$$""",
      ["$(4, 0)$", "the $x$-intercept itself"], ["3(4) + 2b = 12", "12 + 2b = 12"],
      "MATH-500 191 (b = 0). '12 + 2b = 12' is the unevaluated last step (work); the point (4, 0) and 'the "
      "x-intercept' give b at sight.")

    m("l18", "real-answer-as-factorial-after-box-remark", m500(195), r"""Since $p$ is monic of degree 4 and has roots 1, 2, 3, write
\[p(x) = (x-1)(x-2)(x-3)(x-r)\]
for the remaining root $r$.

Then
\[p(0) = (-1)(-2)(-3)(-r) = 6r, \qquad p(4) = (3)(2)(1)(4 - r) = 6(4 - r).\]

Adding, the $r$ terms cancel:
\[p(0) + p(4) = 6r + 6(4 - r) = \boxed{24}.\]

Nice: the result doesn't depend on $r$ at all, and it is exactly $4!$.""",
      ["exactly $4!$"], ["(-1)(-2)(-3)(-r) = 6r", "(3)(2)(1)(4 - r) = 6(4 - r)"],
      "MATH-500 195 (24). The closing remark after the box restates the value as 4!.")

    m("l19", "real-perfect-cube-markdown-footnote", m500(113), r"""Use the difference of squares twice.

First, $26^2 - 24^2 = (26 - 24)(26 + 24) = 2 \cdot 50 = 100$, so the inner bracket is $100 - 10 = 90$.

Then $90^2 - 10^2 = (90 - 10)(90 + 10) = 80 \cdot 100$.[^1]

$$\boxed{8000}$$

[^1]: Fun coincidence: the result is a perfect cube, $20^3$.""",
      ["$20^3$"], [r"2 \cdot 50 = 100", "100 - 10 = 90", r"80 \cdot 100"],
      "MATH-500 113 (8000). '80 · 100' is the unevaluated last step (work); the markdown footnote gives 20^3.")

    m("l20", "real-probability-as-times-in-throws-remark", m500(75), r"""The product is a multiple of 5 exactly when at least one die shows a 5 (5 is prime, and 5 is the only face divisible by 5).

Complement: neither die shows a 5 in $5 \times 5 = 25$ of the 36 equally likely outcomes.

So the favourable outcomes number $36 - 25$, and

$$P = \boxed{\dfrac{11}{36}}$$

So over many throws you'd see it about 11 times in 36 throws.""",
      ["11 times in 36 throws"], [r"$5 \times 5 = 25$", "36 - 25"],
      "MATH-500 75. '36 - 25' is unevaluated (work); the closing frequency remark restates 11/36.")

    m("l21", "real-fraction-as-pie-slices-analogy", m500(171), r"""Add the two fractions over the common denominator 15:
\[\frac{1}{5} = \frac{3}{15}, \qquad \frac{2}{3} = \frac{10}{15}.\]

Picture the pie cut into 15 equal slices: Louis takes 3 slices and Jack takes 10, so between them they eat 13 of the 15 slices.

\[\frac{3}{15} + \frac{10}{15} = \boxed{\frac{13}{15}}\]""",
      ["13 of the 15 slices"], [r"\frac{1}{5} = \frac{3}{15}", r"\frac{2}{3} = \frac{10}{15}"],
      "MATH-500 171. The slice picture states 13 of 15 (the answer as a count); the conversions are work.")

    m("l22", "real-radical-unsimplified-and-decimal", m500(143), r"""The area of triangle $OAB$ is half the magnitude of $\overrightarrow{OA} \times \overrightarrow{OB}$.

\[\overrightarrow{OA} \times \overrightarrow{OB} = \begin{vmatrix} \mathbf{i} & \mathbf{j} & \mathbf{k} \\ 1 & 2 & 3 \\ -3 & -2 & 1 \end{vmatrix} = \begin{pmatrix} 8 \\ -10 \\ 4 \end{pmatrix}.\]

Its magnitude is $\sqrt{64 + 100 + 16} = \sqrt{180}$.

Half of that: $\tfrac12\sqrt{180} = \sqrt{180/4} = \sqrt{45} \approx 6.708$.

Simplifying the radical,
\[\text{Area} = \boxed{3\sqrt{5}}\]""",
      [r"\sqrt{45}", "6.708"], [r"\begin{pmatrix} 8 \\ -10 \\ 4 \end{pmatrix}", r"\sqrt{64 + 100 + 16} = \sqrt{180}"],
      "MATH-500 143. sqrt(45) is the unsimplified value and 6.708 its decimal; sqrt(180) (the full cross-product "
      "length) is work.")

    m("l23", "real-fraction-as-prime-power-quotient", m500(33), r"""Common ratio:
\[r = \frac{25/3}{125/9} = \frac{25}{3}\cdot\frac{9}{125} = \frac{3}{5}\]
(check: $5 \cdot \frac35 = 3$, the next listed term).

Write the first term as a quotient of prime powers, $a_1 = \frac{125}{9} = \frac{5^3}{3^2}$, so
\[a_n = \frac{5^3}{3^2}\left(\frac{3}{5}\right)^{n-1} = \frac{3^{n-3}}{5^{n-4}}.\]

For $n = 8$: $a_8 = \dfrac{3^5}{5^4}$.

$$\boxed{\dfrac{243}{625}}$$""",
      [r"a_8 = \dfrac{3^5}{5^4}"], [r"\frac{3^{n-3}}{5^{n-4}}", r"\frac{25}{3}\cdot\frac{9}{125} = \frac{3}{5}"],
      "MATH-500 33. The general term is work; a_8 as 3^5/5^4 is the answer in power form.")

    m("l24", "real-decimal-as-hundredths-fraction-align", m500(159), r"""Complete the square. Half of the linear coefficient is $b = 1.3$, and $b^2 = 1.69$.

\begin{align*}
x^2 + 2.6x + 3.6 &= (x + 1.3)^2 - 1.69 + 3.6 \\
&= (x + 1.3)^2 + 1.91,
\end{align*}
so $c = 1.91$.

Adding in fractions to avoid decimal slips:
\begin{align*}
b + c &= \frac{13}{10} + \frac{191}{100} \\
&= \frac{130 + 191}{100} = \frac{321}{100}.
\end{align*}

As a decimal: $\boxed{3.21}$""",
      [r"\frac{321}{100}"], ["b^2 = 1.69", "(x + 1.3)^2 + 1.91", r"\frac{13}{10} + \frac{191}{100}"],
      "MATH-500 159. b = 1.3 and c = 1.91 are the components of a sum (work); 321/100 is the answer as a fraction "
      "inside the align block.")

    m("l25", "real-count-as-power-of-ten-divisibility", m500(135), r"""Trailing zeros come from factors of $10 = 2 \cdot 5$. Twos are plentiful, so count the factors of 5 in $42!$ (Legendre's formula):
\[\left\lfloor \frac{42}{5} \right\rfloor + \left\lfloor \frac{42}{25} \right\rfloor = 8 + 1.\]
(The multiples of 5 up to 42 are 5, 10, 15, 20, 25, 30, 35, 40, and 25 contributes one extra 5.)

**Takeaway:** $10^9 \mid 42!$ but $10^{10} \nmid 42!$.

$$\boxed{9}$$""",
      [r"$10^9 \mid 42!$ but $10^{10} \nmid 42!$"], ["8 + 1", "5, 10, 15, 20, 25, 30, 35, 40"],
      "MATH-500 135 (9 zeros). '8 + 1' is the unevaluated last step (work); the bold takeaway gives the count as the "
      "exact power of 10 dividing 42!.")

    m("l26", "real-compass-abbreviation-table-marker", m500(97), r"""Spinning to her right means turning clockwise (viewed from above). Full turns don't change which way she faces, so reduce 2250° modulo 360°:
\[2250 = 6 \cdot 360 + 90.\]

| net clockwise turn from N | facing |
|---|---|
| 0° | N |
| 90° | E ← she stops here |
| 180° | S |
| 270° | W |

$$\boxed{\text{east}}$$""",
      ["E ← she stops here"], [r"2250 = 6 \cdot 360 + 90", "| 180° | S |"],
      "MATH-500 97 (east). The table's general rows are work; the arrow marker on the 90° row gives the direction "
      "as its compass letter.")

    m("l27", "real-named-constant-zeta-form", m500(1), r"""Group the terms by $n = j + k$. For each $n \ge 2$ there are $n - 1$ pairs $(j, k)$ of positive integers with $j + k = n$, so
\[\sum_{j = 1}^\infty \sum_{k = 1}^\infty \frac{1}{(j + k)^3} = \sum_{n=2}^\infty \frac{n - 1}{n^3} = \sum_{n=2}^\infty \left(\frac{1}{n^2} - \frac{1}{n^3}\right).\]

Both pieces converge, so we can split:
\[\sum_{n=2}^\infty \frac{1}{n^2} = p - 1, \qquad \sum_{n=2}^\infty \frac{1}{n^3} = q - 1.\]

Subtracting, the 1's cancel. (In classical notation the double sum is $\zeta(2) - \zeta(3) \approx 0.4429$.)

$$\boxed{p - q}$$""",
      [r"\zeta(2) - \zeta(3)"], [r"\sum_{n=2}^\infty \frac{n - 1}{n^3}", r"\sum_{n=2}^\infty \frac{1}{n^2} = p - 1"],
      "MATH-500 1 (p - q). 'p - 1' and 'q - 1' are the pieces (work); zeta(2) - zeta(3) is the answer with the "
      "problem's p and q named as zeta values (0.4429 its value).")

    # ---------------------------------------------------------------- DeepMath hard, MATH-500, AIME 2024
    m("l28", "real-gcd-one-as-coprime-word", dm(484), r"""Write $F_m = 2^{2^m} + 1$ (the Fermat numbers). Then $a = F_{35}$ and $b = F_{21}$.

**Key identity.** For every $n \ge 1$,
\[\prod_{m=0}^{n-1} F_m = F_n - 2.\]
By induction: $\prod_{m=0}^{n} F_m = (F_n - 2)F_n = (2^{2^n} - 1)(2^{2^n} + 1) = 2^{2^{n+1}} - 1 = F_{n+1} - 2$.

**Apply it** with $n = 35$: $F_{21}$ is one of the factors on the left, so $F_{21} \mid F_{35} - 2$. Hence any common divisor $d$ of $F_{35}$ and $F_{21}$ divides $F_{35} - (F_{35} - 2) = 2$.

Both numbers are odd, so $d$ cannot be 2: the two Fermat numbers $a$ and $b$ are coprime.

$$\boxed{1}$$""",
      ["$a$ and $b$ are coprime"], [r"\prod_{m=0}^{n-1} F_m = F_n - 2", r"F_{21} \mid F_{35} - 2",
                                     "F_{35} - (F_{35} - 2) = 2"],
      "DeepMath hard 484 (gcd 1). 'd divides 2' and 'odd' are the work; 'coprime' states gcd = 1.")

    m("l29", "real-substituted-vector-check-component", m500(95), r"""The projection of $\mathbf{v}$ onto $\mathbf{u} = \begin{pmatrix} 1 \\ -2 \\ 1 \end{pmatrix}$ is $\dfrac{\mathbf{v}\cdot\mathbf{u}}{\mathbf{u}\cdot\mathbf{u}}\,\mathbf{u}$, with $\mathbf{u}\cdot\mathbf{u} = 1 + 4 + 1 = 6$.

Here $\mathbf{v}\cdot\mathbf{u} = 2 - 2y - 5 = -2y - 3$.

Matching the scalar: $\dfrac{-2y - 3}{6} = \dfrac{5}{6}$, so $-2y - 3 = 5$, i.e. $-2y = 8$.

**Verify:** with this value, $\mathbf{v} = \begin{pmatrix} 2 \\ -4 \\ -5 \end{pmatrix}$, and $\mathbf{v}\cdot\mathbf{u} = 2 + 8 - 5 = 5$, so the projection is indeed $\frac56\mathbf{u}$.

$$y = \boxed{-4}$$""",
      [r"\mathbf{v} = \begin{pmatrix} 2 \\ -4 \\ -5 \end{pmatrix}"], [r"\mathbf{u}\cdot\mathbf{u} = 1 + 4 + 1 = 6",
                                                                       "-2y - 3 = 5", "-2y = 8"],
      "MATH-500 95 (y = -4). '-2y = 8' is the unevaluated last step (work); the verification writes the vector with "
      "y filled in (a check keeping the answer as an entry).")

    m("l30", "real-qwen-chinese-code-switch-count", m500(187), r"""Let $d$ be the number of dimes and $n$ the number of nickels.
\[d + n = 11, \qquad 10d + 5n = 75.\]

Divide the second equation by 5: $2d + n = 15$. Subtract the first equation: $d = 4$.

Then $n = 11 - 4$.

（验算：四枚一角硬币是 40 美分，七枚镍币是 35 美分，合计 75 美分，正确。）

So the number of nickels is $\boxed{7}$.""",
      ["七枚镍币"], ["2d + n = 15", "n = 11 - 4"],
      "MATH-500 187 (7 nickels). A Qwen-style switch into Chinese for the check: 七枚镍币 = 'seven nickels'. "
      "'n = 11 - 4' is the unevaluated last step (work).")

    m("l31", "real-underbrace-label-total", aime(82), r"""Let the list have $n$ items, sorted. The median is not an item of the list, so $n$ is even (for odd $n$ the median is the middle item); the median is the average of the two middle items.

**$n = 2$.** The unique mode 9 forces $\{9, 9\}$, with sum 18, not 30.

**$n = 4$.** Write the list as $a \le b \le c \le d$. The value 9 appears at least twice and more often than anything else.
- If $b = c = 9$, the median is 9, which is in the list. If 9 appeared three or more times it would fill a middle slot together with another 9, same problem. So 9 occupies exactly the two top slots: $c = d = 9$.
- Then $a + b = 12$, with $a < b$ (a repeated value would tie the mode) and $b < 9$.
- The median $\frac{b + 9}{2}$ must be an integer, so $b$ is odd; with $6 < b < 9$ that leaves $b = 7$, $a = 5$: $(a, b) = (5, 7)$, median 8, not in the list.

**$n = 6$.** With exactly two 9s the other four items are distinct and sum to 12: only $\{1,2,3,6\}$ and $\{1,2,4,5\}$, and both give the median $4.5$. Three 9s leave $3$ for three items, i.e. $1,1,1$, which ties the mode.

**$n \ge 8$.** At least six items besides two 9s, all distinct: their sum is at least $1 + 2 + \dots + 6 = 21 > 12$.

So the list is $5, 7, 9, 9$, and
\[5^2 + 7^2 + 9^2 + 9^2 = \underbrace{25 + 49 + 81 + 81}_{236}\]

$$\boxed{236}$$""",
      [r"\underbrace{25 + 49 + 81 + 81}_{236}"], ["$(a, b) = (5, 7)$", "median 8", "$4.5$"],
      "AIME 2024 id 82 (236). The case analysis is work; the underbrace label carries the sum under the squares.")

    m("l32", "real-markdown-task-list-recheck", aime(87), r"""Write $N = \overline{abcd}$ and $k = N \bmod 7$. Changing a digit to 1 changes $N$ by $(1 - \text{digit})$ times its place value, and mod 7: $1000 \equiv 6$, $100 \equiv 2$, $10 \equiv 3$. So every modified number is divisible by 7 iff
\[6(a - 1) \equiv 2(b - 1) \equiv 3(c - 1) \equiv d - 1 \equiv k \pmod 7.\]

Solving each congruence: $a \equiv 1 - k$, $b \equiv 1 + 4k$, $c \equiv 1 + 5k$, $d \equiv 1 + k \pmod 7$.

Consistency with $N \equiv 6a + 2b + 3c + d \pmod 7$:
\[6(1 - k) + 2(1 + 4k) + 3(1 + 5k) + (1 + k) = 12 + 18k \equiv 5 + 4k \equiv k,\]
so $3k \equiv 2$, i.e. $k \equiv 3$.

Then $a \equiv 5$, $b \equiv 6$, $c \equiv 2$, $d \equiv 4 \pmod 7$. Maximizing each digit: $a = 5$, $b = 6$, $c = 9$, $d = 4$, so $N = 5694$, $Q = 5$, $R = 694$.

Checklist:
- [x] thousands digit → 1: $1694 = 7 \cdot 242$
- [x] hundreds digit → 1: $5194 = 7 \cdot 742$
- [x] tens digit → 1: $5614 = 7 \cdot 802$
- [x] units digit → 1: $5691 = 7 \cdot 813$
- [x] $Q + R = 5 + 694 = 699$, within the AIME range 000–999

$$\boxed{699}$$""",
      ["$Q + R = 5 + 694 = 699$"], [r"k \equiv 3", "N = 5694", r"$1694 = 7 \cdot 242$"],
      "AIME 2024 id 87 (699). Q = 5 and R = 694 are the components of a sum (work); the ticked task-list line "
      "states the sum.")

    m("l33", "real-hyperbolic-as-exponential-quotient", dm(433), r"""Take $f(x) = \dfrac{1}{1 + x^2}$. With the convention $\hat f(\xi) = \int_{-\infty}^{\infty} f(x)\, e^{-2\pi i x \xi}\,dx$, a standard residue computation gives
\[\hat f(\xi) = \pi e^{-2\pi|\xi|}.\]

Both $f$ and $\hat f$ decay fast enough for Poisson summation, $\sum_{n \in \mathbb{Z}} f(n) = \sum_{k \in \mathbb{Z}} \hat f(k)$:
\[\sum_{k\in\mathbb{Z}} \pi e^{-2\pi|k|} = \pi\Big(1 + 2\sum_{k=1}^\infty e^{-2\pi k}\Big) = \pi\Big(1 + \frac{2e^{-2\pi}}{1 - e^{-2\pi}}\Big) = \pi\,\frac{1 + e^{-2\pi}}{1 - e^{-2\pi}}.\]

Numerically that is about 3.1533 (the $n = 0$ term alone is 1 and $n = \pm 1$ add $\frac12$ each, so this is plausible).

Recognising the hyperbolic cotangent, $\coth x = \dfrac{1 + e^{-2x}}{1 - e^{-2x}}$:
\[\sum_{n=-\infty}^{\infty} \frac{1}{n^2 + 1} = \boxed{\pi \coth(\pi)}\]""",
      [r"\pi\,\frac{1 + e^{-2\pi}}{1 - e^{-2\pi}}", "about 3.1533"],
      [r"\hat f(\xi) = \pi e^{-2\pi|\xi|}", r"\pi\Big(1 + 2\sum_{k=1}^\infty e^{-2\pi k}\Big)"],
      "DeepMath hard 433 (pi coth pi). The geometric series is work; its closed exponential quotient is the answer "
      "in another form, and 3.1533 its value.")

    # ---------------------------------------------------------------- adversarial
    m("l34", "roman-numeral-parenthetical-aside", m500(5), r"""Each equilateral triangle has perimeter 21 inches, so its side is $21/3 = 7$ inches.

The hexagon's boundary consists of one outer side from each of the six triangles, each 7 inches long, so its perimeter is $6 \cdot 7$ inches. (For the record, that's XLII inches, the Answer to Everything.)

$$\boxed{42}$$""",
      ["XLII"], ["$21/3 = 7$", r"$6 \cdot 7$"],
      "MATH-500 5 (42). Adversarial: the value as a Roman numeral in a parenthetical joke; '6 · 7' is the "
      "unevaluated last step (work).")

    m("l35", "latex-percent-comment-in-align", m500(149), r"""Leaving remainder 1 on division by 2, 3, 4 and 6 means that age − 1 is a multiple of $\operatorname{lcm}(2, 3, 4, 6) = 12$.

\begin{align*}
\text{age} &\equiv 1 \pmod{12}, \quad \text{age} < 75 \\
\text{age} &\in \{13, 25, 37, \dots\} % 49 = 7*7 is the one divisible by 7
\end{align*}

Rosa's age must also be a multiple of 7, and exactly one number of the form $12k + 1$ below 75 is.

$$\boxed{49}$$""",
      ["% 49 = 7*7 is the one divisible by 7"], [r"\operatorname{lcm}(2, 3, 4, 6) = 12", r"\text{age} &\equiv 1 \pmod{12}"],
      "MATH-500 149 (49). Adversarial: the value sits in a LaTeX % comment inside the align block (invisible when "
      "rendered); the visible candidate set leaves it out.")
