"""fresh22 math must-stay probes fp01-fp19 (fp01-fp18 realistic, fp19 adversarial): drafts whose work the
challenger needs (givens, intermediates equal to or resembling the answer, pending last steps). Written without
running the summarizer or the reader."""
from probs import dm, gsm, m500


def build(p):
    # ---------------------------------------------------------------- GSM8K (fp01-fp03)
    p("fp01", "real-probe-gsm-loose-eggs-given-equals-tray-count", gsm(446),
      """Eggs available:
- 4 dozen from the cases: 4 × 12 = 48 eggs
- loose in the cupboard: 2 eggs
- total: 48 + 2 = 50 eggs

Glasses of eggnog: each glass needs 5 eggs, so 50 ÷ 5 = 10 glasses.

Trays: each tray holds 5 glasses, so the trays needed are 10 ÷ 5.

\\boxed{2}""",
      ["4 × 12 = 48 eggs", "loose in the cupboard: 2 eggs", "48 + 2 = 50 eggs", "50 ÷ 5 = 10 glasses", "10 ÷ 5"],
      "The 2 loose eggs are a given equal to the answer 2; 10 ÷ 5 is the pending last step.")

    p("fp02", "real-probe-gsm-pack-difference-before-bead-conversion", gsm(441),
      """Count packs first, then convert to beads.

**Elizabeth:** 1 pack of red + 2 packs of clear = 1 + 2 = 3 packs.
**Margareth:** 3 packs of blue + 4 packs of red = 3 + 4 = 7 packs.

Margareth has more: 7 − 3 = 4 packs more than Elizabeth.

Each pack holds 20 beads, so the difference in beads is 4 × 20.

\\boxed{80}""",
      ["1 + 2 = 3 packs", "3 + 4 = 7 packs", "7 − 3 = 4 packs", "4 × 20"],
      "The pack difference 4 is an intermediate; 4 × 20 is pending.")

    p("fp03", "real-probe-wrong-eaten-ignored-full-count-pending", gsm(55),
      """Jean starts with 30 lollipops.

Jean eats 2 of the lollipops, but eating doesn't change how many fit in a bag, so the packaging works with the full count.

Each bag holds 2 lollipops.

Number of bags: 30 ÷ 2

\\boxed{15}""",
      ["Jean starts with 30 lollipops", "Jean eats 2 of the lollipops", "Each bag holds 2 lollipops", "30 ÷ 2"],
      "WRONG on purpose (the dataset says 14: 28 ÷ 2); the boxed 15 is the answer to hide. The givens and the "
      "pending 30 ÷ 2 must stay.")

    # ---------------------------------------------------------------- MATH-500 (fp04-fp17)
    p("fp04", "real-probe-interior-angle-supplement-pending", m500(37),
      r"""A regular pentagon has rotational symmetry: a rotation about its center maps it onto itself exactly when it sends each vertex to a vertex, and adjacent vertices are $\frac{360^\circ}{5}$ apart around the center. So the smallest positive such rotation is one step.

Another way to see the same number: each interior angle of a regular pentagon is $\frac{(5-2)\cdot 180^\circ}{5} = \frac{540^\circ}{5} = 108^\circ$, and one step around the center is the exterior angle, $180^\circ - 108^\circ$.

\boxed{72}""",
      [r"\frac{360^\circ}{5}", r"\frac{(5-2)\cdot 180^\circ}{5} = \frac{540^\circ}{5} = 108^\circ", r"180^\circ - 108^\circ"],
      "108° is the interior angle (an intermediate); 360°/5 and 180° − 108° are both pending.")

    p("fp05", "real-probe-factor-values-at-one-table-sum-pending", m500(63),
      r"""**Factor.** As a quadratic in $x^4$: $x^8 + 3x^4 - 4 = (x^4 - 1)(x^4 + 4)$.
- $x^4 - 1 = (x^2 + 1)(x + 1)(x - 1)$.
- Sophie Germain: $x^4 + 4 = (x^2 + 2)^2 - (2x)^2 = (x^2 + 2x + 2)(x^2 - 2x + 2)$.

The quadratics have negative discriminants ($4 - 8 < 0$ and $0 - 4 < 0$), so every factor is irreducible over the integers and $k = 5$.

**Evaluate at $x = 1$:**

| factor | value at 1 |
|---|---|
| $x^2 + 1$ | 2 |
| $x + 1$ | 2 |
| $x - 1$ | 0 |
| $x^2 + 2x + 2$ | 5 |
| $x^2 - 2x + 2$ | 1 |

Sum: $2 + 2 + 0 + 5 + 1$.

\boxed{10}""",
      [r"(x^4 - 1)(x^4 + 4)", r"(x^2 + 2x + 2)(x^2 - 2x + 2)", r"| $x^2 + 2x + 2$ | 5 |", r"2 + 2 + 0 + 5 + 1"],
      "The factorization, the value table and the pending sum are work; k = 5 is the factor count.")

    p("fp06", "real-probe-reciprocal-root-vieta-sum-pending-combination", m500(101),
      r"""Work with $w = \frac1r$. From $r^{10} = -(13r - 1)^{10}$, dividing by $r^{10}$ gives $(13 - w)^{10} = -1$, so $|w - 13| = 1$ for every root.

Hence for each conjugate pair, $(w - 13)(\bar w - 13) = 1$, i.e. $w\bar w - 13(w + \bar w) + 169 = 1$, so
$$\frac{1}{r\bar r} = w\bar w = 13(w + \bar w) - 168.$$

Summing over the five pairs:
$$\sum_{k=1}^{5}\frac{1}{r_k\bar r_k} = 13\sum_{\text{all }10} w - 5\cdot 168.$$

The ten values $w$ are the roots of $(13 - w)^{10} + 1 = 0$, i.e. $w^{10} - 130w^9 + \dots = 0$, so by Vieta $\sum w = 130$.

Result: $13\cdot 130 - 5\cdot 168$.

\boxed{850}""",
      [r"(w - 13)(\bar w - 13) = 1", r"13(w + \bar w) - 168", r"\sum w = 130", r"13\cdot 130 - 5\cdot 168"],
      "The per-pair identity and the Vieta sum 130 are intermediates; 13·130 − 5·168 is pending.")

    p("fp07", "real-probe-signed-area-plus-minus-before-squaring", m500(151),
      r"""The determinant $D = \begin{vmatrix} x_1 & y_1 & 1 \\ x_2 & y_2 & 1 \\ x_3 & y_3 & 1 \end{vmatrix}$ is twice the signed area of the triangle with vertices $(x_i, y_i)$.

The given equations say the side lengths are $3$, $4$ and $5$, and $3^2 + 4^2 = 5^2$, so it is a right triangle with legs 3 and 4: its area is $\frac12\cdot 3\cdot 4 = 6$.

The sign depends on the orientation, so $D = \pm 12$; only $D^2$ is asked for, and the sign disappears there: $D^2 = (\pm 12)^2$.

\boxed{144}""",
      [r"3^2 + 4^2 = 5^2", r"\frac12\cdot 3\cdot 4 = 6", r"D = \pm 12"],
      "The area 6 and D = ±12 are intermediates; (±12)^2 is pending.")

    p("fp08", "real-probe-form-coefficients-then-sum-pending", m500(183),
      r"""Combine each pair first:
- $\sqrt2 + \frac{1}{\sqrt2} = \frac{2 + 1}{\sqrt2} = \frac{3}{\sqrt2} = \frac{3\sqrt2}{2}$
- $\sqrt3 + \frac{1}{\sqrt3} = \frac{3 + 1}{\sqrt3} = \frac{4}{\sqrt3} = \frac{4\sqrt3}{3}$

Common denominator $6$ (the smallest possible: the $\sqrt2$ term needs a factor 2 and the $\sqrt3$ term a factor 3):
$$\frac{3\sqrt2}{2} + \frac{4\sqrt3}{3} = \frac{9\sqrt2 + 8\sqrt3}{6}.$$

So $a = 9$, $b = 8$, $c = 6$, and the requested sum is $9 + 8 + 6$.

\boxed{23}""",
      [r"\frac{3}{\sqrt2} = \frac{3\sqrt2}{2}", r"\frac{9\sqrt2 + 8\sqrt3}{6}", r"9 + 8 + 6"],
      "a, b, c are the components of a sum (work); 9 + 8 + 6 is pending.")

    p("fp09", "real-probe-prime-count-minus-even-prime-pending", m500(107),
      r"""Primes less than 30: 2, 3, 5, 7, 11, 13, 17, 19, 23, 29. That is $\pi(30) = 10$ primes.

Every prime except 2 is odd, and every odd prime is of course in the set of odd numbers greater than zero. So the intersection is the list without 2: $10 - 1$ elements.

\boxed{9}""",
      ["2, 3, 5, 7, 11, 13, 17, 19, 23, 29", r"\pi(30) = 10", r"10 - 1"],
      "The prime list and π(30) = 10 are work; 10 − 1 is pending.")

    p("fp10", "real-probe-given-height-digits-equal-volume", m500(167),
      r"""Here $B = 30$ and $h = 6.5$.

$V = \frac13 B h = \frac13 \cdot 30 \cdot 6.5$.

Do the third first: $\frac13 \cdot 30 = 10$, leaving $10 \times 6.5$ cubic units.

\boxed{65}""",
      [r"h = 6.5", r"\frac13 \cdot 30 \cdot 6.5", r"\frac13 \cdot 30 = 10", r"10 \times 6.5"],
      "The given height 6.5 has the answer's digits; 10 × 6.5 is pending.")

    p("fp11", "real-probe-domain-left-endpoint-equals-answer", m500(91),
      r"""For $f(x)$ to be a real number we need:
1. the radicand nonnegative: $x - 1 \ge 0$, i.e. $x \ge 1$;
2. the denominator nonzero: $x \neq 2$.

So the domain is $[1, 2) \cup (2, \infty)$.

The smallest integer in the domain is its left endpoint, which is included (the radicand is $0$ there and the denominator is $-1$).

\boxed{1}""",
      [r"x - 1 \ge 0", r"x \ge 1", r"x \neq 2", r"[1, 2) \cup (2, \infty)"],
      "The domain (with the endpoint 1, equal to the answer) is the intermediate the conclusion reads off.")

    p("fp12", "real-probe-given-power-base-equals-answer", m500(79),
      r"""Simplify the known factor: $2^3 = 8$, so the equation is $8\cdot 3^x = 72$.

Divide by 8: $72 \div 8 = 9$, so $3^x = 9$.

Since $3^x$ is increasing, there is exactly one solution: the exponent that turns 3 into 9.

\boxed{2}""",
      [r"2^3 = 8", r"8\cdot 3^x = 72", r"72 \div 8 = 9", r"3^x = 9"],
      "The given base 2 in 2^3 equals the answer; 3^x = 9 is the equation still to solve.")

    p("fp13", "real-probe-base-length-equals-area-subtraction-pending", m500(123),
      r"""**Find $F$.** $F$ is the intersection of $AE$ and $CD$.
- $AE$ through $A(0,6)$ and $E(4,0)$: $y = 6 - \frac32 x$.
- $CD$ through $C(8,0)$ and $D(0,3)$: $y = 3 - \frac38 x$.

Setting them equal: $6 - \frac32 x = 3 - \frac38 x \Rightarrow 3 = \frac98 x \Rightarrow x = \frac83$, and $y = 2$. So $F = \left(\frac83, 2\right)$.

**Area.** $[DBEF] = [\triangle DBC] - [\triangle FEC]$.
- $\triangle DBC$: base $BC = 8$, height $BD = 3$, area $\frac12\cdot 8\cdot 3 = 12$.
- $\triangle FEC$: base $EC = 8 - 4 = 4$, height $y_F = 2$, area $\frac12\cdot 4\cdot 2 = 4$.

So $[DBEF] = 12 - 4$.

\boxed{8}""",
      [r"F = \left(\frac83, 2\right)", r"BC = 8", r"\frac12\cdot 8\cdot 3 = 12", r"\frac12\cdot 4\cdot 2 = 4", r"12 - 4"],
      "BC = 8 is a given length equal to the answer; the two triangle areas are intermediates; 12 − 4 is pending.")

    p("fp14", "real-probe-remainder-bound-from-division-algorithm", m500(141),
      r"""Let the total be $n$ pencils and let each bag get $q$ pencils, as many as possible. Then $n = 3q + r$ with $0 \le r < 3$: if $r$ were 3 or more, each bag could take one more pencil.

Any remainder below 3 can actually occur (take $n = 3q + r$ directly). So the largest possible leftover is one less than the number of bags.

\boxed{2}""",
      [r"n = 3q + r", r"0 \le r < 3", "if $r$ were 3 or more, each bag could take one more pencil"],
      "The division-algorithm bound is the work the conclusion reads off.")

    p("fp15", "real-probe-latex-text-labelled-revenue-lines", m500(27),
      r"""Revenue, item by item:
$$\text{cookies: } \frac{54}{3} = 18 \text{ groups of three} \times \$1 = \$18$$
$$\text{cupcakes: } 20 \times \$2 = \$40$$
$$\text{brownies: } 35 \times \$1 = \$35$$

Total revenue: $\$18 + \$40 + \$35 = \$93$.

Profit is revenue minus cost: $\$93 - \$15$.

\boxed{78}""",
      [r"\frac{54}{3} = 18", r"20 \times \$2 = \$40", r"35 \times \$1 = \$35", r"\$18 + \$40 + \$35 = \$93", r"\$93 - \$15"],
      "The labelled revenue lines are intermediates; $93 − $15 is pending.")

    p("fp16", "real-probe-two-area-methods-both-pending", m500(169),
      r"""**Method 1 (altitude).** The triangle is isosceles with base 6; the altitude to the base bisects it into halves of length 3, so the height is $\sqrt{5^2 - 3^2} = \sqrt{16} = 4$. Area $= \frac12\cdot 6\cdot 4$.

**Method 2 (Heron, as a check).** $s = \frac{5 + 5 + 6}{2} = 8$, and the area is $\sqrt{8\cdot(8-5)\cdot(8-5)\cdot(8-6)} = \sqrt{8\cdot 3\cdot 3\cdot 2}$.

Both methods give the same value.

\boxed{12}""",
      [r"\sqrt{5^2 - 3^2} = \sqrt{16} = 4", r"\frac12\cdot 6\cdot 4", r"s = \frac{5 + 5 + 6}{2} = 8", r"\sqrt{8\cdot 3\cdot 3\cdot 2}"],
      "Both methods end in an unevaluated expression (work).")

    p("fp17", "real-probe-equilateral-and-isosceles-angle-chain-pending", m500(177),
      r"""The circles at $Q$, $R$, $S$ all touch $BC$, so their centres are all 1 unit above $BC$: $Q$, $R$, $S$ lie on a line parallel to $BC$.

Tangent circles of radius 1 have centres $1 + 1 = 2$ apart, so $QR = RS = PR = PS = 2$.
- $\triangle PRS$ has all sides 2, so it is equilateral: $\angle PSR = \angle PRS = 60^\circ$.
- $Q, R, S$ are collinear, so $\angle QRP = 180^\circ - 60^\circ = 120^\circ$.
- $\triangle QRP$ is isosceles ($QR = RP = 2$), so its base angles are $\angle RQP = \angle RPQ = \frac12(180^\circ - 120^\circ)$.

In $\triangle PQS$ the angles are that base angle at $Q$, $\angle PSQ = 60^\circ$ at $S$, and the rest at $P$; the base angle is the smallest of the three.

\boxed{30^\circ}""",
      [r"QR = RS = PR = PS = 2", r"\angle PSR = \angle PRS = 60^\circ", r"\angle QRP = 180^\circ - 60^\circ = 120^\circ", r"\frac12(180^\circ - 120^\circ)"],
      "60° and 120° are intermediates; ½(180° − 120°) is pending.")

    # ---------------------------------------------------------------- DeepMath hard (fp18)
    p("fp18", "real-probe-mgf-coefficient-times-factorial-pending", dm(219),
      r"""$B_t \sim N(0, t)$, whose moment generating function is
$$M(\theta) = E\left[e^{\theta B_t}\right] = e^{\theta^2 t/2} = \sum_{k \ge 0}\frac{(\theta^2 t/2)^k}{k!} = 1 + \frac{t}{2}\theta^2 + \frac{t^2}{8}\theta^4 + \cdots$$

Moments are read off as $E[B_t^n] = n!\,[\theta^n]\,M(\theta)$. The $\theta^4$ coefficient is $\frac{(t/2)^2}{2!} = \frac{t^2}{8}$, so
$$E[B_t^4] = 4!\cdot\frac{t^2}{8}.$$

\boxed{3t^2}""",
      [r"e^{\theta^2 t/2}", r"E[B_t^n] = n!\,[\theta^n]\,M(\theta)", r"\frac{(t/2)^2}{2!} = \frac{t^2}{8}", r"4!\cdot\frac{t^2}{8}"],
      "The MGF coefficient is an intermediate; 4!·t²/8 is pending.")

    # ---------------------------------------------------------------- adversarial (fp19)
    p("fp19", "probe-ascii-tree-command-style-givens", gsm(54),
      """```
kittens
├── adopted from the shelter: 7
├── Patchy (thrice the adopted): 3 × 7 = 21
└── Trixie: 12
```

Total kittens: 7 + 21 + 12

\\boxed{40}""",
      ["adopted from the shelter: 7", "3 × 7 = 21", "Trixie: 12", "7 + 21 + 12"],
      "The givens and Patchy's 21 sit in a `tree`-style block in a bare fence (not code); 7 + 21 + 12 is pending.")
