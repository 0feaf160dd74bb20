"""fresh21 math must-stay probes jp01-jp19 (jp01-jp18 realistic, jp19 adversarial). Problems from probs.py."""
from probs import dm, gsm, m500


def build(p):
    """Add the 19 math probes through casekit's ``p`` adder."""
    # ---------------------------------------------------------------- GSM8K
    p("jp01", "real-probe-gsm-all-cows-surplus-legs", gsm(1317),
      r"""Imagine for a moment that all 20 animals were cows. Then there would be 20 × 4 = 80 legs.

But there are only 70 legs, so our imagined farm has 80 − 70 = 10 extra legs.

Each time we swap a cow for a chicken, we lose 4 − 2 = 2 legs. To get rid of the 10 extra legs we need 10 ÷ 2 swaps, and each swap is one chicken.

\boxed{5}""",
      ["20 × 4 = 80 legs", "80 − 70 = 10 extra legs", "4 − 2 = 2 legs", "10 ÷ 2"],
      "The all-cows assumption: 80 legs, a surplus of 10, 2 legs per swap; `10 ÷ 2` is the pending last step.")

    p("jp02", "real-probe-gsm-per-table-screws-equal-leftover", gsm(1307),
      r"""Each table has 4 legs, and each leg needs 2 screws, so one table takes 4 × 2 = 8 screws.

For all 4 tables: 8 × 4 = 32 screws.

James has 40 screws, so the leftover is 40 − 32.

\boxed{8}""",
      ["4 × 2 = 8 screws", "8 × 4 = 32 screws", "40 − 32"],
      "The screws per table (8) equal the answer; an intermediate, it must stay. `40 − 32` is pending.")

    p("jp03", "real-probe-wrong-ignored-clause-none-lost", gsm(1306),
      r"""Let's see what actually ended up on the bench.

Test tubes: Igor gathered half as many as requested, 16 ÷ 2 = 8 test tubes.

Petri dishes: he was asked for 14, and nothing says he got those wrong, so 14 Petri dishes.

The total on the bench is 29, so the beakers on the bench were 29 − 8 − 14 = 7.

He picked up the correct number of beakers, 7, so the number lost is 7 − 7.

\boxed{0}""",
      ["16 ÷ 2 = 8 test tubes", "14 Petri dishes", "29 − 8 − 14 = 7", "7 − 7"],
      "WRONG draft (the dataset answer is 2: the dataset reads 14 + 2 = 16 Petri dishes); the boxed 0 is the answer to "
      "grade. The givens, the beakers on the bench and the pending `7 − 7` must stay.")

    # ------------------------------------------------------------- MATH-500
    p("jp04", "real-probe-focus-subscript-and-square-equal-answer", m500(108),
      r"""Rewrite the ellipse as
$$\frac{x^2}{1/k} + \frac{y^2}{1} = 1.$$
Since $k > 1$, the semi-axes are $1/\sqrt{k}$ (along $x$) and $1$ (along $y$), so the major axis is vertical.

Focal distance: $c^2 = 1 - \frac1k$, so the foci are $F_1 = (0, c)$ and $F_2 = (0, -c)$.

The circle is tangent to the ellipse at two points of the $x$-axis, namely $(\pm 1/\sqrt{k}, 0)$. By symmetry its centre is on the $y$-axis, and since it also passes through $F_1$ and $F_2$ (symmetric about the $x$-axis) the centre is the origin. So its radius equals both $c$ and $1/\sqrt{k}$:
$$1 - \frac1k = \frac1k.$$

\boxed{2}""",
      [r"\frac{y^2}{1}", r"$c^2 = 1 - \frac1k$", "$F_2 = (0, -c)$", r"1 - \frac1k = \frac1k"],
      "The subscript of F_2 and the squares x^2, y^2 carry the digit of the answer; the equation for k is pending.")

    p("jp05", "real-probe-other-case-root-kept", m500(124),
      r"""$|x + 5| = |3x - 6|$ means $x + 5 = \pm(3x - 6)$.

**Case 1:** $x + 5 = 3x - 6 \implies 2x = 11$.

**Case 2:** $x + 5 = -(3x - 6) = -3x + 6 \implies 4x = 1 \implies x = \frac{1}{4}$.

Both candidates satisfy the original equation (any solution of either case makes the two absolute values equal). The largest is the Case 1 value.

\boxed{\frac{11}{2}}""",
      [r"\implies 2x = 11", r"\implies 4x = 1", r"x = \frac{1}{4}$"],
      "The other case's root 1/4 is work (not the answer); Case 1 stops at `2x = 11`.")

    p("jp06", "real-probe-given-decimal-sine-as-tenths", m500(14),
      r"""In right triangle $DEF$ with the right angle at $E$, the side opposite $D$ is $EF = 7$ and the hypotenuse is $DF$.

$\sin D = 0.7 = \frac{7}{10} = \frac{EF}{DF}$, so $DF = 10$.

By Pythagoras, $DE = \sqrt{DF^2 - EF^2} = \sqrt{10^2 - 7^2}$.

\boxed{\sqrt{51}}""",
      [r"0.7 = \frac{7}{10}", "$DF = 10$", r"\sqrt{10^2 - 7^2}"],
      "The given 0.7 read as 7/10, the hypotenuse 10 and the pending root must stay.")

    p("jp07", "real-probe-step-heading-number-equals-answer", m500(175),
      r"""**Step 1: Parametrize the solutions.** In $3m + 4n = 100$, $m$ must be a multiple of 4, say $m = 4t$; then $n = 25 - 3t$.

**Step 2: Express the target.** $m - n = 4t - (25 - 3t) = 7t - 25$.

**Step 3: Minimize.** We want $7t$ as close to 25 as possible: $t = 3$ gives $|21 - 25| = 4$, and $t = 4$ gives $|28 - 25|$. So $t = 4$, i.e. $(m, n) = (16, 13)$, and the minimum is $|16 - 13|$.

\boxed{3}""",
      ["**Step 3: Minimize.**", "$m = 4t$", "= 7t - 25$", "$(m, n) = (16, 13)$", "$|16 - 13|$"],
      "The heading number 3 equals the answer (a label, must stay); the parametrization and the pending |16 - 13| are work.")

    p("jp08", "real-probe-ordinal-second-piece-answer-two", m500(88),
      r"""The first piece ($x \ge a$) is the parabola $y = ax^2$; the second piece ($x < a$) is the line $y = ax + 2a$.

For $a > 0$: the first piece is increasing on $[a, \infty)$ and covers $[a^3, \infty)$. The second piece is a line of slope $a$, covering $(-\infty, a^2 + 2a)$. Every horizontal line is hit exactly when there is no gap between them:
$$a^2 + 2a \ge a^3 \iff a(a^2 - a - 2) \le 0 \iff a^2 - a - 2 \le 0 \quad (a > 0).$$

(For $a \le 0$ the condition can also hold, e.g. $a = -1$, but those values are smaller anyway.)

So we need the largest positive root of $a^2 - a - 2 = 0$.

\boxed{2}""",
      ["the second piece", r"a^2 + 2a \ge a^3", r"a^2 - a - 2 \le 0"],
      "\"the second piece\" is an ordinal word equal to the answer 2 (not a value); the inequality is pending.")

    p("jp09", "real-probe-radius-squared-pending-root", m500(85),
      r"""In one hour the water level rises by $\Delta h = 4$ m and the volume increases by $\Delta V = 20\pi$ m³.

For a cylinder, $\Delta V = \pi r^2 \Delta h$, so
$$\pi r^2 \cdot 4 = 20\pi \implies 4r^2 = 20 \implies r^2 = 5.$$

Take the positive square root for the radius.

\boxed{\sqrt{5}}""",
      [r"\pi r^2 \cdot 4 = 20\pi", "4r^2 = 20", "r^2 = 5"],
      "`r^2 = 5` is the square of the answer before the root (pending step, work).")

    p("jp10", "real-probe-given-fraction-flip-pending", m500(90),
      r"""Dividing by a fraction means multiplying by its reciprocal:
$$10 \div \frac{2}{3} = 10 \times \left(\text{reciprocal of } \tfrac{2}{3}\right).$$

To get the reciprocal, swap the numerator and denominator of $\frac{2}{3}$.

A check of the rule on a simple case: $1 \div \frac12 = 2 = 1 \times 2$, and 2 is the reciprocal of $\frac12$.

\boxed{\frac{3}{2}}""",
      [r"10 \div \frac{2}{3}", "swap the numerator and denominator", r"$1 \div \frac12 = 2 = 1 \times 2$"],
      "The given 2/3, the rule and a check on 1/2 must stay; the flip itself is left to the box.")

    p("jp11", "real-probe-area-scale-factors-product-pending", m500(67),
      r"""Let the square have side $s$, so its area is $s^2$.

One pair of sides shrinks by 40%: new length $0.6s$. The other pair grows by 50%: new length $1.5s$.

New area: $0.6s \times 1.5s = 0.9s^2$.

So the rectangle keeps 90% of the square's area, and the decrease is $100\% - 90\%$.

\boxed{10}""",
      [r"$0.6s \times 1.5s = 0.9s^2$", r"$100\% - 90\%$", "shrinks by 40%", "grows by 50%"],
      "The scale factors, the kept share and the pending subtraction are work.")

    p("jp12", "real-probe-period-table-many-numerals", m500(292),
      r"""Compute terms until the pattern shows:
- $x_5 = x_4 - x_3 + x_2 - x_1 = 523 - 420 + 375 - 211 = 267$
- $x_6 = 267 - 523 + 420 - 375 = -211$
- $x_7 = -211 - 267 + 523 - 420 = -375$

So $x_6 = -x_1$ and $x_7 = -x_2$. In general, subtracting the recurrence at $n-1$ from the one at $n$ gives $x_n = -x_{n-5}$, so the sequence has period 10:

| $n \bmod 10$ | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 0 |
|---|---|---|---|---|---|---|---|---|---|---|
| $x_n$ | 211 | 375 | 420 | 523 | 267 | −211 | −375 | −420 | −523 | −267 |

Now $531 \equiv 1$, $753 \equiv 3$, $975 \equiv 5 \pmod{10}$, so
$$x_{531} + x_{753} + x_{975} = x_1 + x_3 + x_5 = 211 + 420 + 267.$$

\boxed{898}""",
      ["523 - 420 + 375 - 211 = 267", "| 211 | 375 | 420 | 523 | 267 | −211 | −375 | −420 | −523 | −267 |",
       r"$531 \equiv 1$", "211 + 420 + 267"],
      "A derivation dense with numerals (the period table); all of it is work, the sum is pending.")

    p("jp13", "real-probe-cleared-cubic-coefficients-vieta-pending", m500(157),
      r"""The equation isn't a polynomial yet because of the $\frac1x$ term. Multiply both sides by $x$ ($x = 0$ is not a root of the original):
$$1 + 5x^3 = 6x^2 - 24x \implies 5x^3 - 6x^2 + 24x + 1 = 0.$$

$a, b, c$ are the three roots of this cubic, so by Vieta, $a + b + c = -\frac{-6}{5}$.

\boxed{\frac65}""",
      ["5x^3 - 6x^2 + 24x + 1 = 0", r"-\frac{-6}{5}"],
      "The cleared cubic's coefficients 5 and -6 are work; the Vieta quotient is pending.")

    p("jp14", "real-probe-extreme-corners-slope-pending", m500(82),
      r"""To maximize the slope from $A$ to $B$ we want $B$ as high and as far left as possible, and $A$ as low and as far right as possible.

- $A$ ranges over $[0, 2] \times [0, 2]$: the lowest-rightmost corner is $A = (2, 0)$.
- $B$ ranges over $[4, 5] \times [2, 3]$: the highest-leftmost corner is $B = (4, 3)$.

Slope $= \frac{3 - 0}{4 - 2}$.

\boxed{\frac{3}{2}}""",
      ["$A = (2, 0)$", "$B = (4, 3)$", r"\frac{3 - 0}{4 - 2}"],
      "The extreme corners (whose coordinates hold the digits 3 and 2) and the pending quotient must stay.")

    p("jp15", "real-probe-answer-digit-inside-given-eighteen", m500(246),
      r"""The 12 meals they ordered fed 18 people, so each meal feeds $\frac{18}{12} = 1.5$ people.

To feed exactly 12 people they need $\frac{12}{1.5}$ meals, which is the same as $12 \times \frac{12}{18} = 12 \times \frac{2}{3}$.

\boxed{8}""",
      ["fed 18 people", r"\frac{18}{12} = 1.5", r"12 \times \frac{2}{3}"],
      "The given 18 contains the answer's digit; the ratio 1.5 and the pending product are work.")

    p("jp16", "real-probe-residue-candidates-sieved-sum-pending", m500(201),
      r"""$N \equiv 5 \pmod 8$ and $N < 50$: $N \in \{5, 13, 21, 29, 37, 45\}$.

Now test $N \equiv 3 \pmod 6$:
- $5 \to 5$, $13 \to 1$, $21 \to 3$ ✓, $29 \to 5$, $37 \to 1$, $45 \to 3$ ✓

So the possible values are 21 and 45, and their sum is $21 + 45$.

\boxed{66}""",
      [r"\{5, 13, 21, 29, 37, 45\}", r"$21 \to 3$ ✓", r"$45 \to 3$ ✓", "$21 + 45$"],
      "The candidate list, the residue sieve and the pending sum are work.")

    p("jp17", "real-probe-tagged-coefficient-equations-one-label", m500(84),
      r"""Multiply $(3t^2 + 5t + a)(4t^2 + bt - 2)$ and compare coefficients with $12t^4 + 26t^3 - 8t^2 - 16t + 6$:

(1) constant term: $-2a = 6$
(2) $t^3$ term: $3b + 20 = 26$
(3) $t$ term: $-10 + ab = -16$

From (1), $a = -3$. From (2), $3b = 6$, so $b = 2$. Check with (3): $-10 + (-3)(2) = -16$ ✓

So $a + b = -3 + 2$.

\boxed{-1}""",
      ["(1) constant term: $-2a = 6$", "(2) $t^3$ term: $3b + 20 = 26$", "From (1), $a = -3$", "$b = 2$",
       "$a + b = -3 + 2$"],
      "The equation tags (1)-(3) are labels (the tag 1 is the answer's absolute value); a, b and the pending sum are work.")

    # ---------------------------------------------------------------- DeepMath
    p("jp18", "real-probe-pointwise-bound-and-spike-sequence", dm(504),
      r"""**Upper bound.** For $x \in [0,1]$, $0 \le x^2 \le 1$, so
$$\|Tf\|_2^2 = \int_0^1 x^4 f(x)^2\,dx \le \int_0^1 f(x)^2\,dx = \|f\|_2^2,$$
hence $\|T\| \le 1$.

**Lower bound.** Take $f_n = \sqrt{n}\,\mathbf 1_{[1 - 1/n,\,1]}$, so $\|f_n\|_2 = 1$ and
$$\|Tf_n\|_2^2 = n\int_{1-1/n}^1 x^4\,dx \ge (1 - 1/n)^4.$$
So $\|T\| \ge (1 - 1/n)^2$ for every $n$.

Combining both bounds as $n \to \infty$:

\boxed{1}""",
      [r"$0 \le x^2 \le 1$", r"$\|T\| \le 1$", r"f_n = \sqrt{n}\,\mathbf 1_{[1 - 1/n,\,1]}", "(1 - 1/n)^4"],
      "The upper bound ‖T‖ ≤ 1 is an intermediate equal to the answer (a bound, not the conclusion); the spike "
      "sequence and its lower bound are work.")

    # ---------------------------------------------------------------- adversarial
    p("jp19", "probe-mermaid-flowchart-givens", gsm(1315),
      r"""Setting up the quantities:

```mermaid
flowchart LR
    H[1 hour = 60 min] --> A[Ana: 3 min per orange]
    H --> J[Jane: 4 min per orange]
    A --> AN[60 / 3 = 20 oranges]
    J --> JN[60 / 4 = 15 oranges]
```

The difference after an hour is 20 − 15 oranges.

\boxed{5}""",
      ["A --> AN[60 / 3 = 20 oranges]", "J --> JN[60 / 4 = 15 oranges]", "20 − 15"],
      "Givens and intermediates in a mermaid flowchart; the difference is pending.")
