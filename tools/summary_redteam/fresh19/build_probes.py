"""fresh19 math must-stay probes lp01-lp19: honest drafts on real problems whose work holds values equal to the answer
(or looking like it) in non-answer roles: givens, coefficients, bases, intermediate terms, a problem's own example,
pending last steps. ``must_stay`` lists what an over-hiding summary would wrongly remove. lp01-lp18 realistic, lp19
adversarial; lp02 is wrong on purpose."""
from probs import dm, gsm, m500


def build(p):
    p("lp01", "real-probe-gsm-given-count-equals-average", gsm(1109), r"""There are 3 women in 4-inch heels and 3 women in 2-inch heels, so 3 + 3 = 6 women in total.

Total heel height:
- 3 × 4 = 12 inches
- 3 × 2 = 6 inches
- 12 + 6 = 18 inches

Average = total height ÷ number of women = 18 ÷ 6.

$$\boxed{3}$$""",
      ["3 women in 4-inch heels", "3 × 4 = 12 inches", "3 × 2 = 6 inches", "18 ÷ 6"],
      "GSM8K 1109 (3). The given count of women, 3, equals the average; '18 ÷ 6' is the unevaluated last step.")

    p("lp02", "real-probe-wrong-joint-for-conditional-quarter-given", gsm(1159), r"""Octuplets means 8 babies.

- Purple: 3/4 × 8 = 6 babies
- Blue: 1/4 × 8 = 2 babies

Bows:
- all of the blue-wearers: 2 babies
- 1/3 of the purple-wearers: 6 × 1/3 = 2 babies

Babies that wear a bow and are dressed in purple: 2 out of the 8 babies.

As a percentage: 2/8 × 100

$$\boxed{25}$$""",
      ["1/4 × 8 = 2 babies", "6 × 1/3 = 2 babies", "2/8 × 100"],
      "GSM8K 1159, WRONG on purpose: divides by all 8 babies instead of the 4 bow-wearers (correct: 50). The given "
      "1/4 (= 25%) equals the wrong boxed answer; '2/8 × 100' is the unevaluated last step.")

    p("lp03", "real-probe-given-base-four-equals-exponent", m500(77), r"""Write both sides with base 2. Since $4 = 2^2$,
\[4^x = (2^2)^x = 2^{2x}.\]

So $2^8 = 2^{2x}$, and equating exponents gives $2x = 8$.

$$x = \boxed{4}$$""",
      ["4 = 2^2", "(2^2)^x = 2^{2x}", "2x = 8"],
      "MATH-500 77 (4). The given base 4 equals the answer; '2x = 8' is the unevaluated last step.")

    p("lp04", "real-probe-coefficient-three-radical-equation", m500(117), r"""The square root is defined only when $3x - 5 \ge 0$, and the right side 2 is nonnegative, so squaring loses nothing:
\[3x - 5 = 4 \quad\Longrightarrow\quad 3x = 9.\]

The domain condition holds automatically, because $3x - 5 = 4 \ge 0$. There is exactly one solution:

$$\boxed{3}$$""",
      [r"3x - 5 \ge 0", "3x - 5 = 4", "3x = 9"],
      "MATH-500 117 (3). The coefficient 3 of 3x equals the answer; '3x = 9' is the unevaluated last step.")

    p("lp05", "real-probe-example-intermediate-equals-minimum", m500(119), r"""Parentheses can only matter after the minus sign: a group opened right after the "−" in front of 4 turns every "+" inside it into a subtraction. The first three terms $1 + 2 + 3$ are always added, giving 6.

The example in the statement, $1+2+3-(4+5)+6 = 6 - 9 + 6 = 3$, encloses only 4 and 5.

To make the value as small as possible, enclose everything after the minus sign:
\[1 + 2 + 3 - (4 + 5 + 6) = 6 - 15.\]

No placement can subtract more than $4 + 5 + 6 = 15$, and the leading $1 + 2 + 3$ cannot be changed.

$$\boxed{-9}$$""",
      ["6 - 9 + 6 = 3", "6 - 15", "4 + 5 + 6 = 15"],
      "MATH-500 119 (-9). The problem's own example holds -9 as an intermediate ('6 - 9 + 6 = 3'); '6 - 15' is the "
      "unevaluated last step.")

    p("lp06", "real-probe-clearing-denominator-six", m500(121), r"""Clear the denominators by multiplying both sides by 6, the least common multiple of 2 and 3:
\[6\cdot\frac{x}{2} + 6\cdot\frac{x}{3} = 6 \cdot 5 \quad\Longrightarrow\quad 3x + 2x = 30.\]

So $5x = 30$.

$$x = \boxed{6}$$""",
      ["multiplying both sides by 6", "3x + 2x = 30", "5x = 30"],
      "MATH-500 121 (6). The multiplier 6 (the LCD) equals the answer; '5x = 30' is the unevaluated last step.")

    p("lp07", "real-probe-term-value-equals-remainder", m500(203), r"""By the Remainder Theorem, the remainder on division by $x + 2$ is the value of the polynomial at $x = -2$. Term by term:

- $(5x + 9)^{611}$: $5(-2) + 9 = -1$, and $(-1)^{611} = -1$.
- $(x + 5)^{11}$: $3^{11}$.
- $(x - 1)^{11}$: $(-3)^{11} = -3^{11}$, which cancels the previous term.
- $3x^2$: $3(-2)^2 = 12$.
- constant: $1$.

Adding up: $-1 + 3^{11} - 3^{11} + 12 + 1$.

$$\boxed{12}$$""",
      ["3(-2)^2 = 12", "-1 + 3^{11} - 3^{11} + 12 + 1", "(-1)^{611} = -1"],
      "MATH-500 203 (12). The value of the 3x^2 term, 12, equals the answer; the sum is left unevaluated.")

    p("lp08", "real-probe-middle-coefficient-asymptote-sum-pending", m500(47), r"""Factor the denominator:
\[x^2 - 5x - 14 = (x - 7)(x + 2).\]

The numerator $2x$ is nonzero at $x = 7$ and $x = -2$, so both are vertical asymptotes: $a = 7$, $b = -2$ (the order does not matter).

The numerator has degree 1 and the denominator degree 2, so $f(x) \to 0$ as $x \to \pm\infty$: the horizontal asymptote is $y = 0$, i.e. $c = 0$.

Then $a + b + c = 7 + (-2) + 0$.

$$\boxed{5}$$""",
      ["x^2 - 5x - 14 = (x - 7)(x + 2)", "$a = 7$, $b = -2$", "7 + (-2) + 0"],
      "MATH-500 47 (5). The middle coefficient 5 of the given denominator equals the answer; the sum is pending.")

    p("lp09", "real-probe-quartic-degree-equals-candidate-count", m500(193), r"""By the Rational Root Theorem, a rational root $\frac{p}{q}$ in lowest terms must have $p \mid 1$ (the constant term) and $q \mid 2$ (the leading coefficient). So the only candidates are
\[\pm 1, \quad \pm \frac{1}{2}.\]

Each candidate really occurs for some choice of the integer coefficients $a_3, a_2, a_1$ of this degree 4 polynomial:
- $x = 1$ is a root of $2x^4 - 3x + 1$,
- $x = -1$ is a root of $2x^4 + 3x + 1$,
- $x = \frac12$ is a root of $2x^4 - 9x^3 + 1$,
- $x = -\frac12$ is a root of $2x^4 + 9x^3 + 1$.

$$\boxed{4}$$""",
      [r"\pm 1, \quad \pm \frac{1}{2}", "degree 4 polynomial", "2x^4 - 9x^3 + 1"],
      "MATH-500 193 (4). The degree 4 equals the count of candidates; the candidate list is left uncounted.")

    p("lp10", "real-probe-conjugate-sum-integer-one-above", m500(21), r"""Let $a = \sqrt7 + \sqrt5$ and $b = \sqrt7 - \sqrt5$. Then $a^2 = 12 + 2\sqrt{35}$ and $b^2 = 12 - 2\sqrt{35}$, so
\[a^2 + b^2 = 24, \qquad a^2 b^2 = (7 - 5)^2 = 4.\]

Using $u^3 + v^3 = (u + v)^3 - 3uv(u + v)$ with $u = a^2$, $v = b^2$:
\[a^6 + b^6 = 24^3 - 3 \cdot 4 \cdot 24 = 13824 - 288 = 13536.\]

Since $0 < b < 1$, we have $0 < b^6 < 1$, so $a^6$ equals $13536$ minus a positive number smaller than 1.

$$\boxed{13535}$$""",
      [r"a^6 + b^6 = 24^3 - 3 \cdot 4 \cdot 24 = 13824 - 288 = 13536", "0 < b^6 < 1", "a^2 + b^2 = 24"],
      "MATH-500 21 (13535). The integer 13536 (one above the answer) is an intermediate; the floor is the last step.")

    p("lp11", "real-probe-given-ratio-legs-unreduced", m500(45), r"""With the right angle at $B$, the side opposite $A$ is $BC$, the side adjacent to $A$ is $AB$, and the hypotenuse is $AC$.

$\sin A = 2\cos A$ means $\dfrac{BC}{AC} = 2\cdot\dfrac{AB}{AC}$, i.e. $BC = 2\,AB$.

Let $AB = k$. Then $BC = 2k$ and $AC = k\sqrt5$ by Pythagoras, and
\[\tan A = \frac{BC}{AB} = \frac{2k}{k}.\]

$$\boxed{2}$$""",
      [r"\dfrac{BC}{AC} = 2\cdot\dfrac{AB}{AC}", "BC = 2k", r"\frac{2k}{k}"],
      "MATH-500 45 (2). The given coefficient 2 and the leg 2k hold the answer's value; '2k/k' is the pending quotient.")

    p("lp12", "real-probe-series-first-term-equals-parameter", m500(173), r"""The series is geometric with first term $4$ and common ratio $r = \frac{3}{a}$.

It converges only when $|r| < 1$, i.e. $a > 3$. Then
\[S = \frac{4}{1 - \frac{3}{a}} = \frac{4a}{a - 3}.\]

We want the smallest positive integer $a > 3$ for which $\frac{4a}{a - 3}$ is a perfect square. The smallest admissible integer already works: there the sum is $16 = 4^2$, a perfect square.

$$\boxed{4}$$""",
      ["first term $4$", r"\frac{4a}{a - 3}", "a > 3"],
      "MATH-500 173 (4). The series' first term 4 equals the answer; the closing sentence (the smallest integer above "
      "3, sum 16) is the conclusion.")

    p("lp13", "real-probe-absolute-value-cases-unsolved-unit", m500(87), r"""The right side must be nonnegative: $x + 3 \ge 0$.

**Case 1:** $5x - 1 = x + 3$, so $4x = 4$.

**Case 2:** $5x - 1 = -(x + 3)$, so $6x = -2$ and $x = -\frac{1}{3}$. Check: $|5(-\tfrac13) - 1| = |-8/3| = 8/3$ and $-\tfrac13 + 3 = 8/3$, so it is a genuine solution.

Both candidates satisfy $x + 3 \ge 0$; the larger one comes from Case 1.

$$\boxed{1}$$""",
      ["4x = 4", r"x = -\frac{1}{3}", "|-8/3| = 8/3", "6x = -2"],
      "MATH-500 87 (1). Case 1 is left at '4x = 4' (unevaluated); the other root -1/3 and its check are work.")

    p("lp14", "real-probe-twice-cosine-negated-answer", m500(145), r"""Since $\cos 36^\circ = \frac{1 + \sqrt5}{4}$, the given value is $\frac{1 + \sqrt5}{2} = 2\cos 36^\circ$. The equation $z + \frac{1}{z} = 2\cos 36^\circ$ gives $z = \cos 36^\circ \pm i\sin 36^\circ$.

By De Moivre, $z^{n} + z^{-n} = 2\cos(36n^\circ)$ for either sign, so
\[z^{85} + \frac{1}{z^{85}} = 2\cos(85 \cdot 36^\circ) = 2\cos 3060^\circ.\]

Reduce the angle: $3060 = 8 \cdot 360 + 180$, so $\cos 3060^\circ = \cos 180^\circ$.

$$\boxed{-2}$$""",
      [r"2\cos 36^\circ", r"2\cos 3060^\circ", r"3060 = 8 \cdot 360 + 180"],
      "MATH-500 145 (-2). The factor 2 of 2cos (the negation of the answer) and cos 180° (unevaluated) stay.")

    p("lp15", "real-probe-domain-bounds-equal-maximum", m500(139), r"""Because $-1 \le x, y \le 1$, we may substitute $x = \sin\alpha$ and $y = \sin\beta$ with $\alpha, \beta \in \left[-\frac{\pi}{2}, \frac{\pi}{2}\right]$. Cosine is nonnegative on that interval, so $\sqrt{1 - y^2} = \cos\beta$ and $\sqrt{1 - x^2} = \cos\alpha$.

Then
\[f(x, y) = \sin\alpha\cos\beta + \cos\alpha\sin\beta = \sin(\alpha + \beta).\]

The sine reaches its peak at $\alpha + \beta = \frac{\pi}{2}$, for example $\alpha = \beta = \frac{\pi}{4}$, i.e. $x = y = \frac{\sqrt2}{2}$.

$$\boxed{1}$$""",
      [r"-1 \le x, y \le 1", r"\sqrt{1 - y^2} = \cos\beta", r"\sin(\alpha + \beta)"],
      "MATH-500 139 (1). The domain bound 1 equals the maximum; the attaining point is work.")

    p("lp16", "real-probe-missing-vertex-coordinates-sum-pending", m500(41), r"""In a parallelogram the diagonals bisect each other, so the missing vertex equals the sum of two of the given vertices minus the third. With $A = (5, 3)$, $B = (6, 8)$, $C = (7, 4)$, the three possibilities are:

- $A + C - B = (6, -1)$: $x$ is not greater than 7.
- $A + B - C = (4, 7)$: $x$ is not greater than 7.
- $B + C - A = (8, 9)$: $x = 8 > 7$.

So the missing vertex is $(x, y) = (8, 9)$, and we need $x + y = 8 + 9$.

$$\boxed{17}$$""",
      ["$B + C - A = (8, 9)$", "8 + 9", "$A + C - B = (6, -1)$"],
      "MATH-500 41 (17). The coordinates 8 and 9 are the components of the sum (work); the sum is pending.")

    p("lp17", "real-probe-edge-count-bound-quotients-pending", dm(448), r"""We want the largest number of Hamiltonian cycles in $K_9$ that pairwise share no edge.

**Upper bound.** $K_9$ has $\binom{9}{2} = 36$ edges, and a Hamiltonian cycle on 9 vertices uses exactly 9 edges, so there can be at most $36/9$ such cycles. (Equivalently: every vertex has degree 8 and each cycle uses 2 edges at every vertex, giving at most $8/2$.)

**Construction.** Walecki's construction decomposes $K_{2m+1}$ into $m$ edge-disjoint Hamiltonian cycles: put one vertex $\infty$ at the centre and $0, 1, \dots, 2m - 1$ on a circle, take the zigzag path $0, 1, 2m-1, 2, 2m-2, \dots$ through the circle vertices, close it up through $\infty$, and rotate the picture by one position $m - 1$ times. Here $2m + 1 = 9$, so the bound is attained.

$$\boxed{4}$$""",
      [r"\binom{9}{2} = 36", "36/9", "8/2", "2m + 1 = 9"],
      "DeepMath hard 448 (4). Both bounds are left as quotients and m is not solved for; the construction is work.")

    p("lp18", "real-probe-exponent-bounds-product-pending", m500(197), r"""Prime factorization: $10! = 2^8 \cdot 3^4 \cdot 5^2 \cdot 7$.

$x^3$ is a positive factor, so $x > 0$. Write $x = 2^a 3^b 5^c 7^d$; then $x^3 = 2^{3a} 3^{3b} 5^{3c} 7^{3d}$, and $x^3 \mid 10!$ requires

- $3a \le 8 \Rightarrow a \in \{0, 1, 2\}$
- $3b \le 4 \Rightarrow b \in \{0, 1\}$
- $3c \le 2 \Rightarrow c = 0$
- $3d \le 1 \Rightarrow d = 0$

Number of choices: $3 \cdot 2 \cdot 1 \cdot 1$.

$$\boxed{6}$$""",
      [r"10! = 2^8 \cdot 3^4 \cdot 5^2 \cdot 7", r"a \in \{0, 1, 2\}", r"3 \cdot 2 \cdot 1 \cdot 1"],
      "MATH-500 197 (6). The exponent bounds are work; the product of the choice counts is pending.")

    p("lp19", "probe-html-table-givens-median", m500(105), r"""The 2005 column, copied out:

<table>
<tr><th>County</th><th>2005</th></tr>
<tr><td>Aiken</td><td>136</td></tr>
<tr><td>Bamberg</td><td>11</td></tr>
<tr><td>Barnwell</td><td>29</td></tr>
<tr><td>Berkeley</td><td>524</td></tr>
<tr><td>Calhoun</td><td>11</td></tr>
<tr><td>Cherokee</td><td>19</td></tr>
<tr><td>Chesterfield</td><td>29</td></tr>
<tr><td>Colleton</td><td>41</td></tr>
</table>

Sorted: 11, 11, 19, 29, 29, 41, 136, 524. With eight values, the median is the average of the 4th and 5th values:
\[\frac{29 + 29}{2}.\]

$$\boxed{29}$$""",
      ["<tr><td>Barnwell</td><td>29</td></tr>", "<tr><td>Chesterfield</td><td>29</td></tr>",
       "11, 11, 19, 29, 29, 41, 136, 524", r"\frac{29 + 29}{2}"],
      "MATH-500 105 (29). Adversarial layout: the givens in a raw HTML table; two data values equal the median, and "
      "the average of the middle pair is left unevaluated.")
