"""fresh20 math must-stay probes gp01-gp19 (gp01-gp18 realistic, gp19 adversarial). Each draft holds values equal to
(or looking like) the boxed answer in non-answer positions: givens, intermediates, coefficients, candidates, work
still to do. Its only conclusion is the boxed line; every `must_stay` substring must survive."""
from probs import dm, gsm, m500


def build(p):
    # ---------------- GSM8K ----------------
    p("gp01", "real-probe-gsm-fleet-size-equals-percent", gsm(140),
      """Total cars: 20.
Automatic: 12. Manual: 4.
Semi-automatic cars: 20 − 12 − 4 = 4.
Percentage semi-automatic: 4/20 × 100%.

**Answer:** $\\boxed{20}$""",
      must_stay=["Total cars: 20.", "20 − 12 − 4 = 4", "4/20 × 100%"],
      note="The given fleet size 20 equals the answer 20 (percent); the percentage is left unevaluated.")

    p("gp02", "real-probe-wrong-overlap-added-not-subtracted", gsm(477),
      """Kids allergic to dairy: 9
Kids allergic to peanuts: 6
Kids allergic to both: 3

Total allergic kids: 9 + 6 + 3 = 18
Kids with no allergy: 32 − 18

$\\boxed{14}$""",
      must_stay=["Kids allergic to both: 3", "9 + 6 + 3 = 18", "32 − 18"],
      note="WRONG on purpose (dataset answer 20 = 32 − (9 + 6 − 3)): the draft adds the overlap instead of "
           "subtracting it and boxes 14. The givens and the pending `32 − 18` must stay.")

    p("gp03", "real-probe-gsm-third-share-equals-leftover", gsm(233),
      """One-third of the 36 penguins jump into the ocean: 36 ÷ 3 = 12 penguins.
Another one-third go into the cave: again 36 ÷ 3 = 12 penguins.
Penguins that left: 12 + 12 = 24.
Still sunbathing: 36 − 24.

The answer is $\\boxed{12}$.""",
      must_stay=["36 ÷ 3 = 12 penguins", "12 + 12 = 24", "36 − 24"],
      note="Each third (12) equals the answer; the last subtraction is pending.")

    # ---------------- MATH-500 ----------------
    p("gp04", "real-probe-answer-equals-given-amicable", m500(12),
      r"""**Step 1: Proper divisors of 284.**
$284 = 2^2 \cdot 71$, so its divisors are $1, 2, 4, 71, 142, 284$. Leaving out $284$ itself:
$$1 + 2 + 4 + 71 + 142 = 220.$$

**Step 2: Proper divisors of 220.**
$220 = 2^2 \cdot 5 \cdot 11$. Its divisors below $220$ are
$$1, 2, 4, 5, 10, 11, 20, 22, 44, 55, 110.$$

Adding these up gives the answer:

$$\boxed{284}$$""",
      must_stay=[r"284 = 2^2 \cdot 71", "1 + 2 + 4 + 71 + 142 = 220", r"220 = 2^2 \cdot 5 \cdot 11",
                 "1, 2, 4, 5, 10, 11, 20, 22, 44, 55, 110"],
      note="The answer 284 equals the problem's given (an amicable pair); every 284 before the box is the given "
           "(work). The divisors of 220 are listed, not summed.")

    p("gp05", "real-probe-first-quotient-equals-result", m500(211),
      r"""Order of operations: exponents first, then multiplication and division from left to right, then addition and subtraction.

- $5^5 \div 5^4 = 5^{5-4} = 5^1 = 5$
- $5^3 = 125$
- $5^2 \cdot 5^1 = 5^3 = 125$

So the expression is $5 - 125 + 125$.

$\boxed{5}$""",
      must_stay=[r"5^5 \div 5^4 = 5^{5-4} = 5^1 = 5", r"5^2 \cdot 5^1 = 5^3 = 125", "5 - 125 + 125"],
      note="The first term's value 5 equals the answer; the final sum is pending.")

    p("gp06", "real-probe-given-input-equals-final-inverse", m500(367),
      r"""$f^{-1}(y)$ is the input $x$ with $f(x) = y$.

Inner step: $f(2) = 6$, so $f^{-1}(6) = 2$.

Outer step: we need $f^{-1}(2)$, the input that $f$ sends to $2$. Looking through the given values $f(1)=2$, $f(2) = 6$, $f(3)=5$ for an output of $2$:

$\boxed{1}$""",
      must_stay=[r"f^{-1}(6) = 2", "f(1)=2", "f(3)=5"],
      note="The given f(1)=2 holds the answer 1 as an input (a given, restated); the lookup is left to the box.")

    p("gp07", "real-probe-bracketing-square-equals-answer", m500(469),
      r"""$\sqrt{20}$ lies between two consecutive integers: $16 < 20 < 25$, so $4 < \sqrt{20} < 5$.

The ceiling is the least integer $\ge \sqrt{20}$, which is $5$. Squaring: $5^2$.

$$\boxed{25}$$""",
      must_stay=["16 < 20 < 25", r"4 < \sqrt{20} < 5", "5^2"],
      note="The perfect square 25 bracketing 20 equals the answer; `5^2` is pending.")

    p("gp08", "real-probe-four-thirds-coefficient-equals-count", m500(325),
      r"""**Volume of the spherical tank** (radius 6 cm):
$$V_{\text{sphere}} = \frac{4}{3}\pi r^3 = \frac{4}{3}\pi (6)^3 = \frac{4}{3}\pi \cdot 216 = 288\pi \text{ cm}^3.$$

**Volume of one beaker** (radius 3 cm, height 8 cm):
$$V_{\text{beaker}} = \pi r^2 h = \pi (3)^2 (8) = 72\pi \text{ cm}^3.$$

**Number of beakers:**
$$\frac{288\pi}{72\pi}$$

$$\boxed{4}$$""",
      must_stay=[r"\frac{4}{3}\pi (6)^3", r"288\pi \text{ cm}^3", r"72\pi \text{ cm}^3", r"\frac{288\pi}{72\pi}"],
      note="The coefficient 4 of the sphere formula equals the answer 4; the quotient is pending.")

    p("gp09", "real-probe-one-to-one-word", m500(185),
      r"""Use the power rule $(a^m)^n = a^{mn}$:
$$(3^k)^6 = 3^{6k}.$$
So $3^{6k} = 3^6$. The function $t \mapsto 3^t$ is one-to-one, so the exponents must be equal:
$$6k = 6.$$

$$\boxed{1}$$""",
      must_stay=["one-to-one", "3^{6k} = 3^6", "6k = 6"],
      note="'one' inside 'one-to-one' (answer 1); `6k = 6` is unsolved.")

    p("gp10", "real-probe-matrix-cube-equals-answer", m500(248),
      r"""**Find a pattern in the powers.**
$$\mathbf{A}^2 = \begin{pmatrix} 3 & 7 \\ -1 & -2 \end{pmatrix}^2 = \begin{pmatrix} 2 & 7 \\ -1 & -3 \end{pmatrix}, \qquad \mathbf{A}^3 = \mathbf{A}^2\mathbf{A} = \begin{pmatrix} -1 & 0 \\ 0 & -1 \end{pmatrix} = -\mathbf{I}.$$

Since $\mathbf{A}^3 = -\mathbf{I}$, the powers repeat up to sign with period 3 (and $\mathbf{A}^6 = \mathbf{I}$).

**Reduce each exponent.**
- $\mathbf{A}^{27} = (\mathbf{A}^3)^9 = (-\mathbf{I})^9 = -\mathbf{I}$
- $\mathbf{A}^{31} = (\mathbf{A}^3)^{10}\mathbf{A} = \mathbf{I}\mathbf{A} = \mathbf{A}$
- $\mathbf{A}^{40} = (\mathbf{A}^3)^{13}\mathbf{A} = -\mathbf{A}$

**Sum:** $-\mathbf{I} + \mathbf{A} - \mathbf{A}$.

$$\boxed{\begin{pmatrix} -1 & 0 \\ 0 & -1 \end{pmatrix}}$$""",
      must_stay=[r"\mathbf{A}^3 = \mathbf{A}^2\mathbf{A} = \begin{pmatrix} -1 & 0 \\ 0 & -1 \end{pmatrix} = -\mathbf{I}",
                 r"(-\mathbf{I})^9 = -\mathbf{I}", r"-\mathbf{I} + \mathbf{A} - \mathbf{A}"],
      note="The intermediate A^3 (and A^27) equals the answer matrix; the final sum is unevaluated.")

    p("gp11", "real-probe-restated-polynomial-constant-equals-sum", m500(417),
      r"""The sum of the coefficients of any polynomial $g$ is $g(1)$.

Here $g(x) = f(x-1)$, so
$$g(1) = f(1 - 1) = f(0).$$

With $f(x)=3x^4+5x^2-9x-2$, evaluating at $0$ kills every term containing $x$ and leaves only the constant term.

$$\boxed{-2}$$""",
      must_stay=["f(x)=3x^4+5x^2-9x-2", "g(1) = f(1 - 1) = f(0)"],
      note="The restated given polynomial ends in -2, the answer; the evaluation is left to the box.")

    p("gp12", "real-probe-component-is-negated-product", m500(114),
      r"""Write the right side over $x^2 + 5x - 24 = (x-3)(x+8)$ and clear denominators:
$$C(x + 8) + D(x - 3) = 4x - 23.$$

- Set $x = 3$: $11C = 12 - 23 = -11$, so $C = -1$.
- Set $x = -8$: $-11D = -32 - 23 = -55$, so $D = 5$.

Product: $CD = (-1)(5)$.

$$\boxed{-5}$$""",
      must_stay=["C = -1", "D = 5", "(-1)(5)"],
      note="D = 5 is the answer's negation (answer -5); the product is pending.")

    p("gp13", "real-probe-squared-residue-equals-final-residue", m500(415),
      r"""Reduce the bases mod 11: $129 = 11 \cdot 11 + 8$ and $96 = 8 \cdot 11 + 8$, so both are $\equiv 8$.

We need $8^{34} + 8^{38} \pmod{11}$. By Fermat, $8^{10} \equiv 1$, so $8^{34} \equiv 8^4$ and $8^{38} \equiv 8^8$.

Powers of 8 mod 11:
- $8^2 = 64 \equiv 9$
- $8^4 \equiv 9^2 = 81 \equiv 4$
- $8^8 \equiv 4^2 = 16 \equiv 5$

Sum: $4 + 5$.

$$\boxed{9}$$""",
      must_stay=[r"8^2 = 64 \equiv 9", r"9^2 = 81 \equiv 4", r"4^2 = 16 \equiv 5", "4 + 5"],
      note="The residue of 8^2 equals the answer 9 (and 9^2 uses it as a base); the final sum is pending.")

    p("gp14", "real-probe-candidate-factor-equals-minimum", m500(309),
      r"""$84 = 2^2 \cdot 3 \cdot 7$. Try sets of distinct factors whose product is 84:

| set | sum |
|---|---|
| $\{84\}$ | 84 |
| $\{2, 42\}$ | 44 |
| $\{4, 21\}$ | 25 |
| $\{6, 14\}$ | 20 |
| $\{7, 12\}$ | 19 |
| $\{2, 3, 14\}$ | 19 |
| $\{2, 6, 7\}$ | 15 |
| $\{3, 4, 7\}$ | $3 + 4 + 7$ |

More factors help, because splitting a factor $ab$ into $a$ and $b$ (both at least 2) lowers the sum, and including $1$ only adds to it. Four distinct factors greater than 1 would need a product of at least $2 \cdot 3 \cdot 4 \cdot 5 = 120 > 84$, so three factors is the most.

$$\boxed{14}$$""",
      must_stay=[r"$\{6, 14\}$", r"$\{2, 3, 14\}$", "3 + 4 + 7", r"2 \cdot 3 \cdot 4 \cdot 5 = 120 > 84"],
      note="The candidate factor 14 (in {6, 14} and {2, 3, 14}) equals the minimum sum; the winning row's sum "
           "is pending.")

    p("gp15", "real-probe-am-gm-radicand-sixteen", m500(147),
      r"""Split $4y^2$ into two equal parts so that AM-GM on four terms produces $xyz$:
$$x^4 + 4y^2 + 4z^4 = x^4 + 2y^2 + 2y^2 + 4z^4 \ge 4\sqrt[4]{x^4 \cdot 2y^2 \cdot 2y^2 \cdot 4z^4} = 4\sqrt[4]{16x^4y^4z^4}.$$

Now $\sqrt[4]{16x^4y^4z^4} = 2xyz$, so the bound is $8xyz = 8 \cdot 2$.

Equality needs $x^4 = 2y^2 = 4z^4$; together with $xyz = 2$ this holds at $x = \sqrt{2}$, $y = \sqrt{2}$, $z = 1$, so the bound is attained.

$$\boxed{16}$$""",
      must_stay=[r"4\sqrt[4]{16x^4y^4z^4}", r"8xyz = 8 \cdot 2", r"x = \sqrt{2}"],
      note="The coefficient 16 under the fourth root equals the answer; `8 · 2` is pending.")

    p("gp16", "real-probe-identity-coefficient-equals-root", m500(36),
      r"""Let $a = x - 3$ and $b = x - 7$. Then $a + b = 2x - 10$, and the equation reads
$$a^3 + b^3 = (a + b)^3.$$
Expanding the right side, $(a+b)^3 = a^3 + b^3 + 3ab(a+b)$, so the equation becomes
$$3ab(a+b) = 0.$$
Hence $a = 0$, $b = 0$, or $a + b = 0$, that is $x - 3 = 0$, $x - 7 = 0$, or $2x - 10 = 0$.

$$\boxed{3, 5, 7}$$""",
      must_stay=["a = x - 3", "3ab(a+b) = 0", "2x - 10 = 0"],
      note="The coefficient 3 of 3ab(a+b) and the 3 in x - 3 look like a root; the three linear equations are "
           "unsolved.")

    p("gp17", "real-probe-inner-cube-root-equals-answer", m500(395),
      r"""Substitute $a = 8$: $a^2 = 64$, and
$$\sqrt[3]{a^2} = \sqrt[3]{64} = 4.$$
Then $16\sqrt[3]{a^2} = 16 \cdot 4 = 64$, and what is left is
$$\left(64\right)^{\frac{1}{3}}.$$

$$\boxed{4}$$""",
      must_stay=[r"\sqrt[3]{64} = 4", r"16 \cdot 4 = 64", r"\left(64\right)^{\frac{1}{3}}"],
      note="The inner cube root 4 equals the answer; the outer root is pending.")

    # ---------------- DeepMath hard ----------------
    p("gp18", "real-probe-amgm-mean-one-equals-count", dm(184),
      r"""Let $\lambda_1, \dots, \lambda_{10} > 0$ be the eigenvalues of such a matrix $A$ (positive because $A$ is positive definite). The conditions say
$$\sum_{i=1}^{10} \lambda_i = \operatorname{tr} A = 10, \qquad \prod_{i=1}^{10} \lambda_i = \det A = 1.$$

By AM–GM,
$$\frac{\lambda_1 + \cdots + \lambda_{10}}{10} = \frac{10}{10} = 1 \ \ge\ \sqrt[10]{\lambda_1 \cdots \lambda_{10}} = \sqrt[10]{1} = 1.$$
Equality holds, which forces $\lambda_1 = \lambda_2 = \cdots = \lambda_{10} = 1$.

A symmetric matrix is orthogonally diagonalizable, $A = Q\Lambda Q^{T}$; with $\Lambda = I$ this gives $A = QQ^{T} = I$.

$$\boxed{1}$$""",
      must_stay=[r"\frac{10}{10} = 1", r"\sqrt[10]{1} = 1", r"\lambda_1 = \lambda_2 = \cdots = \lambda_{10} = 1"],
      note="The mean, the geometric mean and every eigenvalue equal 1, the count; `A = QQ^T = I` is the last "
           "step (the matrix, not the count).")

    # ---------------- adversarial ----------------
    p("gp19", "probe-toml-config-givens-block", gsm(735),
      """Givens, as a config block:

```toml
[election]
voters = 100
a_percent = 20
b_extra_percent = 50   # B got 50% more votes than A
```

- A's votes: 20% of 100 = 20
- B's votes: 20 + 50% of 20 = 20 + 10 = 30
- C's votes: the rest, 100 - 20 - 30

$\\boxed{50}$""",
      must_stay=["b_extra_percent = 50", "# B got 50% more votes than A", "20 + 50% of 20 = 20 + 10 = 30",
                 "100 - 20 - 30"],
      note="ADVERSARIAL: the givens in a TOML block; the given 50% equals the answer 50; C's count is pending.")
