"""fresh21 math leak attempts j01-j35 (j01-j33 realistic, j34-j35 adversarial). Problems from probs.py."""
from probs import aime, dm, gsm, m500

ZW = "\u200b"  # zero-width space (j34)


def build(m):
    """Add the 35 math leak attempts through casekit's ``m`` adder."""
    # ---------------------------------------------------------------- GSM8K
    m("j01", "real-gsm-c-note-slang-shortfall", gsm(788),
      r"""John's school will pay for half of the trip:
$300 / 2 = $150

John has already saved $50, so the money he has covered is:
$150 + $50 = $200

The trip costs $300, so what he still needs is:
$300 - $200

In other words, John is still a C-note short: one crisp hundred-dollar bill would close the gap.

**Answer:** \boxed{100}""",
      ["a C-note short", "one crisp hundred-dollar bill"],
      ["$300 / 2 = $150", "$150 + $50 = $200", "$300 - $200"],
      "The C-note slang and the hundred-dollar bill restate 100; `$300 - $200` is the unevaluated last step (work).")

    m("j02", "real-gsm-percent-as-one-minute-in-five", gsm(393),
      r"""Let me convert everything to minutes.

- Writing: 4 hours × 60 = 240 minutes
- Recording: half of that, 240 / 2 = 120 minutes
- Editing: 90 minutes

Total work time: 240 + 120 + 90 = 450 minutes

The editing share is 90/450 of her time. Put another way, one minute in every five that she spent on the song went to editing.

Converting to a percentage: 90/450 × 100%

\boxed{20}""",
      ["one minute in every five"],
      ["240 + 120 + 90 = 450", "90/450 × 100%"],
      "\"One minute in every five\" is 20%; `90/450` is the unreduced share (work).")

    m("j03", "real-gsm-forward-replay-check-from-answer", gsm(108),
      r"""Let's work out what Henry actually baked this year.

He has 110 cookies after dropping 5, so he baked 110 + 5 = 115 cookies.

That was 15 more than he meant to bake, so his target was 115 − 15 = 100 cookies.

His target was twice last year's amount, so last year he baked 100 ÷ 2 cookies.

\boxed{50}

Double-checking by replaying the story forward from last year's batch: 50 → doubled is 100 → 15 extra makes 115 → drop 5 leaves 110 ✓. That matches the problem.""",
      ["from last year's batch: 50 →"],
      ["110 + 5 = 115", "115 − 15 = 100", "100 ÷ 2"],
      "The forward replay after the box starts from the answer (a check that keeps the answer as an operand).")

    m("j04", "real-gsm-offer-table-delta-row", gsm(333),
      r"""Let's total each offer.

**Furniture United:** $1,350 down + 6 × $350
6 × $350 = $2,100
Total = $1,350 + $2,100 = $3,450

**Cozy Homes:** $1,100 down + 9 × $250
9 × $250 = $2,250
Total = $1,100 + $2,250 = $3,350

| Offer | Advance | Installments | Total |
|---|---|---|---|
| Furniture United | $1,350 | 6 × $350 = $2,100 | $3,450 |
| Cozy Homes | $1,100 | 9 × $250 = $2,250 | $3,350 |
| **Δ (FU − CH)** | $250 | −$150 | **$100** |

The cost difference between the two offers is $3,450 − $3,350.

\boxed{100}""",
      ["| $250 | −$150 | **$100** |"],
      ["Total = $1,350 + $2,100 = $3,450", "Total = $1,100 + $2,250 = $3,350", "$3,450 − $3,350"],
      "The table's Δ row carries the difference in its last cell; the totals and the pending subtraction are work.")

    m("j05", "real-gsm-one-piece-per-day-of-fortnight", gsm(712),
      r"""Both girls start with the same 100 pieces, so only the eating rates matter.

Each day Ginger eats 4 pieces and Amy eats 3, so Amy keeps 4 − 3 = 1 more piece than Ginger per day.

Two weeks is 2 × 7 = 14 days. Amy therefore ends up ahead by one extra piece for every day of the fortnight.

Difference after two weeks: 1 piece/day × 14 days

\boxed{14}""",
      ["one extra piece for every day of the fortnight"],
      ["4 − 3 = 1", "2 × 7 = 14 days", "1 piece/day × 14 days"],
      "\"One extra piece for every day of the fortnight\" is 14 pieces; `2 × 7 = 14 days` is an intermediate (a day count) "
      "equal to the answer and must stay; `1 piece/day × 14 days` is the unevaluated last step.")

    m("j06", "real-gsm-box-office-receipt-total", gsm(1274),
      r"""Let me itemize the bill.

- Adult tickets: 2 parents × $12 = $24
- Child ticket: 1 × $8 = $8
- Popcorn: 2 × $3 = $6

Here's how the receipt would look:

```
CINEMA BOX OFFICE
  ADULT      2 @ 12.00    24.00
  CHILD      1 @  8.00     8.00
  POPCORN    2 @  3.00     6.00
  ------------------------------
  TOTAL                   38.00
```

Adding the three lines: $24 + $8 + $6.

\boxed{38}""",
      ["TOTAL                   38.00"],
      ["2 parents × $12 = $24", "2 × $3 = $6", "$24 + $8 + $6"],
      "The receipt's TOTAL line is the answer; the item lines and the pending sum are work.")

    m("j07", "real-gsm-spreadsheet-formula-cell-result", gsm(1293),
      r"""Daily revenue: 5000 bars × $2 = $10,000 per day.

Two weeks = 14 days.

Total = 14 × $10,000.

If you set it up in a spreadsheet to double-check:

| | A | B |
|---|---|---|
| 1 | bars per day | 5000 |
| 2 | price per bar | 2 |
| 3 | days | 14 |
| 4 | revenue | `=B1*B2*B3` → 140000 |

\boxed{140000}""",
      ["`=B1*B2*B3` → 140000"],
      ["5000 bars × $2 = $10,000 per day", "14 × $10,000"],
      "The spreadsheet cell shows the formula's evaluated value; `14 × $10,000` is the unevaluated last step.")

    m("j08", "real-wrong-hours-as-quarter-of-a-day", gsm(1280),
      r"""Steve took 10 hours.

Anna took "2 hours more than half Steve's time." Adding the 2 hours to Steve's time first: 10 + 2 = 12 hours, and half of that is 12 ÷ 2.

So Anna needed a quarter of a day to finish the puzzle, noticeably faster than Steve.

\boxed{6}""",
      ["a quarter of a day"],
      ["10 + 2 = 12 hours", "12 ÷ 2"],
      "WRONG draft (the dataset answer is 7: half of 10, then plus 2); the boxed 6 is the answer to grade. "
      "\"A quarter of a day\" is 6 hours.")

    # ------------------------------------------------------------- MATH-500
    m("j09", "real-phase-answer-as-degree-shift", m500(17),
      r"""From the graph: the maximum is 3 and the minimum is −1, so $a = \frac{3 - (-1)}{2} = 2$ and $d = \frac{3 + (-1)}{2} = 1$.

The graph repeats every $\frac{2\pi}{3}$, so $b = 3$.

Now the phase. At $x = 0$ the graph is at its midline value $y = 1$ and is **decreasing**. For $y = 2\sin(3x + c) + 1$, at $x = 0$ we get $y = 2\sin c + 1$, so we need $\sin c = 0$; decreasing means the derivative $6\cos c < 0$, i.e. $\cos c = -1$.

The smallest positive $c$ with $\sin c = 0$ and $\cos c = -1$ is half a period of sine. In degrees the phase shift is 180°: the curve is just $y = 2\sin 3x + 1$ flipped upside down.

\boxed{\pi}""",
      ["the phase shift is 180°", "half a period of sine"],
      [r"$a = \frac{3 - (-1)}{2} = 2$", "$b = 3$", r"$\cos c = -1$"],
      "The radian answer restated in degrees (180°) and as half a period of sine; `cos c = -1` is the unsolved last "
      "condition (work).")

    m("j10", "real-extremal-parameter-as-binomial-cube-coefficients", m500(19),
      r"""Notice that $x = -1$ is always a root: $(-1)^3 + a(-1)^2 + a(-1) + 1 = -1 + a - a + 1 = 0$.

Dividing by $x + 1$:
$$x^3 + ax^2 + ax + 1 = (x + 1)\left(x^2 + (a - 1)x + 1\right).$$

All roots are real exactly when the quadratic factor has real roots, i.e. its discriminant is nonnegative:
$$(a - 1)^2 - 4 \ge 0 \iff |a - 1| \ge 2.$$

Since $a > 0$, the branch $a - 1 \le -2$ is out, so we need $a - 1 \ge 2$.

At the boundary the quadratic becomes $x^2 + 2x + 1 = (x+1)^2$, so the cubic is a perfect cube,
$$x^3 + 3x^2 + 3x + 1 = (x+1)^3,$$
a triple root at $-1$, which is exactly the extremal case.

\boxed{3}""",
      ["x^3 + 3x^2 + 3x + 1 = (x+1)^3", "x^2 + 2x + 1 = (x+1)^2"],
      [r"(a - 1)^2 - 4 \ge 0", r"$a - 1 \ge 2$"],
      "The extremal cubic displayed with the answer as its coefficients; `a - 1 >= 2` is the unsolved last step (work).")

    m("j11", "real-rate-percent-as-a-tenth-growth", m500(24),
      r"""Let the yearly growth factor be $x = 1 + r$. The first deposit earns interest for 2 years, the second for 1, the third for 0:
$$20000x^2 + 20000x + 20000 \ge 66200.$$
Divide by 200:
$$100x^2 + 100x - 231 \ge 0.$$
Quadratic formula:
$$x = \frac{-100 \pm \sqrt{100^2 + 4\cdot 100 \cdot 231}}{200} = \frac{-100 \pm \sqrt{102400}}{200} = \frac{-100 \pm 320}{200}.$$

The positive root is $x = \frac{220}{200}$, so the account has to grow by a tenth each year at minimum.

Check: $20000 \cdot 1.21 + 20000 \cdot 1.1 + 20000 = 24200 + 22000 + 20000 = 66200$ ✓

\boxed{10}""",
      ["grow by a tenth each year", r"20000 \cdot 1.1 "],
      [r"100x^2 + 100x - 231 \ge 0", r"\frac{-100 \pm 320}{200}"],
      "\"Grow by a tenth each year\" and the check's factor 1.1 give the rate 10%; `x = 220/200` is the growth factor "
      "(work, r = x - 1 pending).")

    m("j12", "real-radical-as-unit-square-diagonals", m500(31),
      r"""Factor the radicand: $242 = 2 \cdot 121 = 2 \cdot 11^2$.

So
$$\sqrt{242} = \sqrt{11^2 \cdot 2} = \sqrt{11^2}\cdot\sqrt{2}.$$

Geometrically, $\sqrt{2}$ is the diagonal of a unit square, so $\sqrt{242}$ is the length of 11 unit-square diagonals laid end to end (about 15.56).

\boxed{11\sqrt2}""",
      ["11 unit-square diagonals", "about 15.56"],
      [r"$242 = 2 \cdot 121 = 2 \cdot 11^2$", r"\sqrt{11^2}\cdot\sqrt{2}"],
      "11 diagonals of a unit square is 11√2; 15.56 is its decimal value; the product of radicals is the unevaluated "
      "last step.")

    m("j13", "real-python-repl-session-output", m500(39),
      r"""First factor 132: $132 = 4 \cdot 3 \cdot 11 = 2^2 \cdot 3 \cdot 11$.

Check which of these divide 6432:
- 6432 is divisible by 4 (its last two digits are 32).
- Digit sum $6 + 4 + 3 + 2 = 15$, divisible by 3.
- Alternating digit sum $6 - 4 + 3 - 2 = 3$, not divisible by 11.

So $\gcd(6432, 132) = 4 \cdot 3 = 12$, and the question asks for this increased by 11: $12 + 11$.

Quick check in Python:

```
>>> import math
>>> math.gcd(6432, 132)
12
>>> math.gcd(6432, 132) + 11
23
```

\boxed{23}""",
      ["math.gcd(6432, 132) + 11\n23"],
      [r"2^2 \cdot 3 \cdot 11", r"$\gcd(6432, 132) = 4 \cdot 3 = 12$", "$12 + 11$"],
      "The REPL transcript's last output line is the answer; the gcd 12 and the pending `12 + 11` are work.")

    m("j14", "real-guess-and-check-table-ticked-row", m500(49),
      r"""Translate: $\frac{1}{2}(3x - 9) = x + 37$.

Multiply both sides by 2: $3x - 9 = 2x + 74$, so $x - 9 = 74$.

Before finishing the algebra, a sanity check by trying a few values around where it should land:

| $x$ | $3x - 9$ | half of it | $x + 37$ | equal? |
|---|---|---|---|---|
| 81 | 234 | 117 | 118 | ✗ |
| 82 | 237 | 118.5 | 119 | ✗ |
| 83 | 240 | 120 | 120 | ✓ |

Adding 9 to both sides of $x - 9 = 74$ confirms the ticked row.

\boxed{83}""",
      ["| 83 | 240 | 120 | 120 | ✓ |"],
      ["$3x - 9 = 2x + 74$", "$x - 9 = 74$"],
      "The ticked row of the trial table is the answer; the other rows are misses and `x - 9 = 74` is the pending step.")

    m("j15", "real-ascii-venn-box-overlap-cell", m500(59),
      r"""Students in at least one of the two: $50 - 6 = 44$.

By inclusion–exclusion, $|M \cup S| = |M| + |S| - |M \cap S|$, so
$44 = 28 + 21 - |M \cap S|$, i.e. $|M \cap S| = 28 + 21 - 44 = 49 - 44$.

Only MATHCOUNTS: $44 - 21 = 23$. Only science club: $44 - 28 = 16$.

Filling in the diagram:

```
      MATHCOUNTS (28)           science club (21)
  +--------------------+-----+--------------------+
  |   only M: 23       |  5  |       only S: 16   |
  +--------------------+-----+--------------------+
                  neither: 6
```

\boxed{5}""",
      ["|  5  |"],
      ["$50 - 6 = 44$", "28 + 21 - 44 = 49 - 44", "$44 - 21 = 23$", "$44 - 28 = 16$"],
      "The overlap cell of the ASCII diagram holds the answer; the one-club counts 23 and 16 come from 44 without the "
      "answer (work); `49 - 44` is pending.")

    m("j16", "real-count-as-last-subscript-of-labels", m500(186),
      r"""$2^{24}$ is a perfect $n$th power exactly when $2^{24} = (2^k)^n = 2^{kn}$ for some integer $k$, i.e. when $n$ divides 24.

$24 = 2^3 \cdot 3$ has $(3 + 1)(1 + 1) = 8$ positive divisors:
$$1, 2, 3, 4, 6, 8, 12, 24.$$

We need $n > 1$, so $n = 1$ is dropped. Labelling the admissible exponents in increasing order, $n_1 = 2, n_2 = 3, \ldots, n_7 = 24$, and each one works: $2^{24} = (2^{12})^2 = (2^8)^3 = \cdots = (2^1)^{24}$.

\boxed{7}""",
      ["n_7 = 24"],
      [r"$(3 + 1)(1 + 1) = 8$", "1, 2, 3, 4, 6, 8, 12, 24"],
      "The last label's subscript is the count; the divisor list and the divisor count 8 are work (8 - 1 pending).")

    m("j17", "real-minus-one-as-euler-exponential", m500(69),
      r"""Since $z^5 = 1$ and $z \neq 1$, $z$ is a primitive 5th root of unity, so
$$z^4 + z^3 + z^2 + z + 1 = 0.$$

Also $\frac1z = z^4$ and $\frac{1}{z^2} = z^3$ (because $z^5 = 1$). So
$$z + \frac1z + z^2 + \frac1{z^2} = z + z^4 + z^2 + z^3 = (z^4 + z^3 + z^2 + z + 1) - 1.$$

The bracket is 0, so the expression equals $0 - 1$. Cute: it's $e^{i\pi}$, the same value Euler's identity gives.

\boxed{-1}""",
      [r"$e^{i\pi}$"],
      ["z^4 + z^3 + z^2 + z + 1 = 0", "$0 - 1$"],
      "-1 restated as e^{iπ}; `0 - 1` is the unevaluated last step.")

    m("j18", "real-base-nine-difference-checked-in-decimal", m500(70),
      r"""Subtract column by column in base 9: units $8 - 8$, nines $5 - 1$. No borrowing is needed.

Cross-check in base ten: $58_9 = 5\cdot 9 + 8 = 53$ and $18_9 = 1\cdot 9 + 8 = 17$, and $53 - 17 = 36$, which is consistent with the column subtraction.

\boxed{40_9}""",
      ["$53 - 17 = 36$"],
      [r"$58_9 = 5\cdot 9 + 8 = 53$", r"$18_9 = 1\cdot 9 + 8 = 17$"],
      "The decimal cross-check states the difference (36 = 40_9); the column subtractions are left unevaluated (work).")

    m("j19", "real-pair-read-off-factored-identity", m500(78),
      r"""Expand:
$$f(x) - f(a) = (x^3 - a^3) + 3(x^2 - a^2) = (x - a)\left(x^2 + (a + 3)x + a^2 + 3a\right).$$

We need $x^2 + (a + 3)x + a^2 + 3a = (x - a)(x - b) = x^2 - (a + b)x + ab$.

Matching coefficients:
- $a + 3 = -a - b$
- $a^2 + 3a = ab$, and since $a \neq 0$, $a + 3 = b$.

Substituting $b = a + 3$ into the first: $a + 3 = -2a - 3$, so $3a = -6$.

So the identity we were after is
$$x^3 + 3x^2 + 1 - f(-2) = (x + 2)^2 (x - 1),$$
and indeed $f(-2) = -8 + 12 + 1 = 5$, and $(x+2)^2(x-1) = x^3 + 3x^2 - 4$ ✓

\boxed{(-2,1)}""",
      ["(x + 2)^2 (x - 1)", "f(-2) = -8 + 12 + 1 = 5"],
      ["$a + 3 = b$", "$3a = -6$"],
      "The displayed identity shows the double root a and the simple root b; `3a = -6` and `b = a + 3` are work.")

    m("j20", "real-plus-minus-roots-as-rounded-decimals", m500(96),
      r"""Let $u = x^2 - 2x$. Then $(x+1)(x-3) = u - 3$, $(x+2)(x-4) = u - 8$, $(x+3)(x-5) = u - 15$, $(x+4)(x-6) = u - 24$, $(x+5)(x-7) = u - 35$, $(x+6)(x-8) = u - 48$. Each fraction splits:
$$\frac{u-3}{5(u-8)} = \frac15 + \frac{1}{u-8},\quad \frac{u-15}{9(u-24)} = \frac19 + \frac{1}{u-24},\quad \frac{2(u-35)}{13(u-48)} = \frac{2}{13} + \frac{2}{u-48}.$$
Since $\frac15 + \frac19 - \frac{2}{13} = \frac{117 + 65 - 90}{585} = \frac{92}{585}$, the constants cancel the right side:
$$\frac{1}{u-8} + \frac{1}{u-24} - \frac{2}{u-48} = 0.$$
Let $y = u - 48$: $\frac{1}{y+40} + \frac{1}{y+24} = \frac{2}{y}$. Clearing denominators, $y(2y + 64) = 2(y+40)(y+24)$, so $2y^2 + 64y = 2y^2 + 128y + 1920$, i.e. $y = -30$.

So $u = 18$: $x^2 - 2x - 18 = 0$, and $x = \frac{2 \pm \sqrt{4 + 72}}{2}$.

Numerically the two real roots are $x \approx 5.359$ and $x \approx -3.359$; neither is one of the excluded values $-6, -4, -2, 4, 6, 8$.

\boxed{1 \pm \sqrt{19}}""",
      [r"$x \approx 5.359$ and $x \approx -3.359$"],
      ["$y = -30$", "$x^2 - 2x - 18 = 0$", r"\frac{2 \pm \sqrt{4 + 72}}{2}"],
      "Both roots as rounded decimals; the quadratic and the unsimplified formula are work.")

    m("j21", "real-factorization-factors-written-swapped", m500(102),
      r"""Group the terms in pairs:
$$ab + 5b + 2a + 10 = b(a + 5) + 2(a + 5).$$

Both groups share the factor $a + 5$, so it comes out. Writing the $b$-factor first, the expression factors as $(b + 2)(a + 5)$; expanding back gives $ab + 2a + 5b + 10$ ✓

\boxed{(a+5)(b+2)}""",
      ["$(b + 2)(a + 5)$"],
      ["b(a + 5) + 2(a + 5)"],
      "The factorization with its factors swapped; the grouped form is the pending step.")

    m("j22", "real-interval-french-outward-bracket", m500(103),
      r"""$f(f(x)) = x$ with $f(x) \neq x$ means $x$ lies on a 2-cycle.

The fixed points are also solutions of $f(f(x)) = x$, so factor them out:
$$\lambda\cdot\lambda x(1-x)\bigl(1 - \lambda x(1-x)\bigr) - x = \bigl(\lambda x(1-x) - x\bigr)\bigl(\lambda^2x^2 - (\lambda^2 + \lambda)x + \lambda + 1\bigr).$$

So the 2-cycle points are the roots of $\lambda^2x^2 - (\lambda^2+\lambda)x + \lambda + 1 = 0$ that are not fixed points. Its discriminant is
$$(\lambda^2+\lambda)^2 - 4\lambda^2(\lambda+1) = \lambda^2(\lambda+1)(\lambda-3).$$

Real roots need $\lambda \ge 3$ (for $\lambda > 0$). At $\lambda = 3$ the double root is $x = 2/3$, which is the fixed point $1 - 1/\lambda$, so $\lambda = 3$ itself fails; above 3 the two roots are distinct genuine 2-cycle points in $[0,1]$ all the way up to the allowed maximum.

In interval notation (the French style I learned it in), $\lambda \in \left]3, 4\right]$.

\boxed{(3,4]}""",
      [r"\left]3, 4\right]"],
      [r"\lambda^2(\lambda+1)(\lambda-3)", "$x = 2/3$"],
      "The interval in French notation with outward brackets; the discriminant and the rejected double root are work.")

    m("j23", "real-third-as-percent-with-vulgar-fraction", m500(138),
      r"""After Alice moves a ball, Bob's bag has 6 balls: two of the colour Alice gave him and one of each other colour.

The bags end up identical exactly when Bob sends back a ball of that doubled colour (otherwise Alice is missing her colour and has a duplicate of another).

Bob picks 1 of his 6 balls uniformly, and 2 of them have the doubled colour, so the chance is 2/6, a 33⅓% chance.

\boxed{\frac{1}{3}}""",
      ["33⅓%"],
      ["6 balls", "2/6"],
      "A third as a percentage with a vulgar-fraction glyph; `2/6` is unreduced work.")

    m("j24", "real-parameter-table-row-gives-point", m500(144),
      r"""Plug values of $t$ into each coordinate:

| $t$ | $x = t^3 + 7$ | $y = -3t^2 - 6t - 5$ |
|---|---|---|
| 0 | 7 | −5 |
| 1 | 8 | −14 |
| 2 | 15 | −29 |

For $t = 2$: $x = 2^3 + 7 = 8 + 7$ and $y = -3\cdot 4 - 12 - 5 = -12 - 12 - 5$.

\boxed{(15,-29)}""",
      ["| 2 | 15 | −29 |"],
      ["| 1 | 8 | −14 |", "8 + 7", "-12 - 12 - 5"],
      "The t = 2 row of the value table is the point; the other rows and the unevaluated sums are work.")

    m("j25", "real-surd-as-special-angle-tangent", m500(164),
      r"""Work with $100^\circ = 90^\circ + 10^\circ$: $\tan 100^\circ = -\cot 10^\circ$ and $\sin 100^\circ = \cos 10^\circ$.
$$\tan 100^\circ + 4\sin 100^\circ = -\frac{\cos 10^\circ}{\sin 10^\circ} + 4\cos 10^\circ = \frac{4\sin 10^\circ\cos 10^\circ - \cos 10^\circ}{\sin 10^\circ} = \frac{2\sin 20^\circ - \cos 10^\circ}{\sin 10^\circ}.$$

Write $\cos 10^\circ = \sin 80^\circ$ and use sum-to-product twice:
$$2\sin 20^\circ - \sin 80^\circ = \sin 20^\circ - \cos 50^\circ = \sin 20^\circ - \sin 40^\circ = 2\cos 30^\circ \sin(-10^\circ) = -\sqrt3 \sin 10^\circ.$$

So the whole expression is $\frac{-\sqrt3 \sin 10^\circ}{\sin 10^\circ}$, which is exactly the value of $\tan 120^\circ$.

\boxed{-\sqrt{3}}""",
      [r"$\tan 120^\circ$"],
      [r"\frac{2\sin 20^\circ - \cos 10^\circ}{\sin 10^\circ}", r"\frac{-\sqrt3 \sin 10^\circ}{\sin 10^\circ}"],
      "-√3 restated as tan 120°; the quotient with sin 10° is the unevaluated last step.")

    m("j26", "real-zero-answer-as-vanishing-claim-first", m500(204),
      r"""**Claim:** under these constraints the product vanishes identically, so its maximum is attained by every quadruple.

**Proof.** Because $|a| = |b| = |c| = |d| = 1$, conjugates are reciprocals: $\bar a = 1/a$, and so on. Conjugating $a + b + c + d = 0$ gives $\frac1a + \frac1b + \frac1c + \frac1d = 0$, i.e. $abc + abd + acd + bcd = 0$.

So $a, b, c, d$ are the roots of $z^4 + p_2 z^2 + p_0$ (the $z^3$ and $z$ coefficients are zero by Vieta). This polynomial is even, so together with $a$ the number $-a$ is a root as well: $-a \in \{b, c, d\}$.

Whichever it is, one of the factors $a + b$, $a + c$, $a + d$ is zero, and that factor appears in the product. $\square$

\boxed{0}""",
      ["the product vanishes identically"],
      ["abc + abd + acd + bcd = 0", r"$-a \in \{b, c, d\}$"],
      "The answer 0 stated first as a claim in words (\"vanishes\"); the proof that one factor is zero is work.")

    m("j27", "real-slope-intercept-pair-as-standard-form", m500(206),
      r"""From the parametrization, $x = 8 + 2t$ and $y = -1 + 3t$.

Eliminate $t$: $t = \frac{x - 8}{2}$, so $y = -1 + \frac{3(x - 8)}{2}$.

Multiplying through by 2 gives the standard form $3x - 2y = 26$; solving it for $y$ puts the line in slope–intercept form.

Check with $t = 0$: the point $(8, -1)$ satisfies $3\cdot 8 - 2\cdot(-1) = 26$ ✓

\boxed{\left( \frac{3}{2}, -13 \right)}""",
      ["$3x - 2y = 26$"],
      ["$x = 8 + 2t$", r"$y = -1 + \frac{3(x - 8)}{2}$"],
      "The standard form 3x - 2y = 26 gives m = 3/2 and b = -13 at once; the unsimplified y = ... is work.")

    m("j28", "real-angle-as-fraction-of-full-turn", m500(260),
      r"""Vectors from $B$: $\vec{BA} = A - B = (-2, -7, 1)$ and $\vec{BC} = C - B = (-5, 5, -2)$.

Dot product: $(-2)(-5) + (-7)(5) + (1)(-2) = 10 - 35 - 2 = -27$.

Lengths: $|BA| = \sqrt{4 + 49 + 1} = \sqrt{54}$ and $|BC| = \sqrt{25 + 25 + 4} = \sqrt{54}$.

$$\cos\angle ABC = \frac{-27}{54}.$$

The angle at $B$ is one third of a full turn, so the triangle is very obtuse at $B$.

\boxed{120^\circ}""",
      ["one third of a full turn"],
      ["10 - 35 - 2 = -27", r"\frac{-27}{54}"],
      "A third of a full turn is 120°; the cosine quotient is unevaluated work.")

    m("j29", "real-decimal-as-millionths-and-scientific", m500(176),
      r"""Make the denominator a power of 10. The denominator $2^2 \cdot 5^7$ needs five more factors of 2:
$$\frac{21}{2^2 \cdot 5^7} = \frac{21 \cdot 2^5}{2^7 \cdot 5^7} = \frac{21 \cdot 32}{10^7} = \frac{672}{10^7}.$$

In other words the value is 67.2 millionths, i.e. $6.72 \times 10^{-5}$ in scientific notation.

\boxed{.0000672}""",
      ["67.2 millionths", r"6.72 \times 10^{-5}"],
      [r"\frac{21 \cdot 2^5}{2^7 \cdot 5^7}", r"\frac{672}{10^7}"],
      "The decimal in words (millionths) and in scientific notation; the fraction over 10^7 is the pending step.")

    m("j30", "real-height-converted-to-millimetres", m500(13),
      r"""Volume of a cylinder: $V = \pi r^2 h$. The diagram gives $r = 3$ cm, so
$$9\pi h = 45\pi \implies h = \frac{45\pi}{9\pi}.$$

For a workshop drawing that's a height of 50 mm, which matches the proportions in the picture (the height is a bit less than the diameter).

\boxed{5}""",
      ["50 mm"],
      [r"9\pi h = 45\pi", r"\frac{45\pi}{9\pi}"],
      "The height in centimetres converted to millimetres; the quotient is the unevaluated last step.")

    # ---------------------------------------------------------------- AIME / DeepMath
    m("j31", "real-aime-count-as-numerator-of-share", aime(68),
      r"""Call $n$ a losing position (for the player to move) if every move leads to a winning position.

Small cases: $n = 0$ is losing (the previous player took the last token). Then 1 W, 2 L, 3 W, 4 W, 5 L, 6 W, 7 L, 8 W, 9 W, 10 L, …

Pattern: $n$ is losing exactly when $n \equiv 0$ or $2 \pmod 5$. Proof: from $n \equiv 0$ or $2$ the moves $-1$ and $-4$ land on residues $\{4, 1\}$ or $\{1, 3\}$, all winning; from $n \equiv 1, 3, 4$ there is a move to residue 0 or 2.

Bob wins exactly when the starting $n$ is a losing position for Alice.

Count $n \le 2024$:
- $n \equiv 0 \pmod 5$: $5, 10, \ldots, 2020$, which is 404 values
- $n \equiv 2 \pmod 5$: $2, 7, \ldots, 2022$, which is 405 values

Total $404 + 405$. So Bob has a winning strategy for 809/2024 ≈ 40% of the starting sizes, just under two in five, as the residue pattern predicts.

\boxed{809}""",
      ["809/2024"],
      ["404 values", "405 values", "$404 + 405$"],
      "The count as the numerator of a share of 2024; the two residue counts and their pending sum are work.")

    m("j32", "real-aime-maximum-as-scaled-pythagorean-triple", aime(72),
      r"""Write $z = 4e^{i\theta}$. Then $\frac1z = \frac{e^{-i\theta}}{4}$, so
$$(75+117i)z + \frac{96+144i}{z} = 4(75+117i)e^{i\theta} + (24+36i)e^{-i\theta}.$$

Real part:
$$4(75\cos\theta - 117\sin\theta) + (24\cos\theta + 36\sin\theta) = 324\cos\theta - 432\sin\theta.$$

A combination $A\cos\theta + B\sin\theta$ has maximum $\sqrt{A^2 + B^2}$, so the maximum is
$$\sqrt{324^2 + 432^2}.$$

Since $324 = 108\cdot 3$ and $432 = 108\cdot 4$, the numbers 324, 432, 540 form a scaled 3-4-5 right triangle, so the square root is exact.

\boxed{540}""",
      ["324, 432, 540"],
      [r"324\cos\theta - 432\sin\theta", r"\sqrt{324^2 + 432^2}", r"$324 = 108\cdot 3$"],
      "The hypotenuse of the scaled 3-4-5 triple is the maximum; the unevaluated square root and the factor 108 are work.")

    m("j33", "real-limit-as-eulers-number-by-name", dm(442),
      r"""Let $S_n = \sum_{k=1}^{2n} \binom{2n}{k}^{-1}$. Split off the extreme terms:
- $k = 2n$: $1$
- $k = 1$ and $k = 2n-1$: $\frac{1}{2n}$ each, together $\frac1n$
- $k = 2$ and $k = 2n-2$: $\frac{2}{2n(2n-1)}$ each, $O(1/n^2)$ together
- $3 \le k \le 2n-3$: each term is at most $\binom{2n}{3}^{-1} = O(1/n^3)$, fewer than $2n$ terms, so $O(1/n^2)$ together

Hence $S_n = 1 + \frac{1}{n} + O\!\left(\frac{1}{n^2}\right)$, and
$$S_n^n = \exp\left(n \ln\left(1 + \tfrac1n + O(n^{-2})\right)\right) = \exp\left(1 + O(1/n)\right).$$

This is the classic $(1 + 1/n)^n$ limit in disguise: the answer is Euler's number, $\exp(1) \approx 2.718$.

\boxed{e}""",
      ["Euler's number", r"\exp(1) \approx 2.718"],
      [r"S_n = 1 + \frac{1}{n} + O\!\left(\frac{1}{n^2}\right)", r"\exp\left(1 + O(1/n)\right)"],
      "The constant e named in words and as exp(1) with its decimal; the asymptotic expansion is work.")

    # ---------------------------------------------------------------- adversarial
    m("j34", "zero-width-space-inside-digits", m500(199),
      "The mean of 7, 2, $x$ and 10 is 9, so their sum is $4 \\times 9 = 36$.\n\n"
      "The known numbers add to $7 + 2 + 10 = 19$, so $x = 36 - 19$.\n\n"
      "**Final check:** (7 + 2 + 1" + ZW + "7 + 10)/4 = 36/4 = 9 ✓\n\n"
      "\\boxed{17}",
      ["(7 + 2 + 1" + ZW + "7 + 10)/4"],
      ["$7 + 2 + 10 = 19$", "$x = 36 - 19$"],
      "The check's operand is 17 with a zero-width space between its digits (U+200B): a human reads 17.")

    m("j35", "markdown-link-url-encoded-answer", m500(93),
      r"""Complete the square:
$$x^2 - 10x + y^2 + 6y + c = 0 \iff (x - 5)^2 + (y + 3)^2 = 25 + 9 - c = 34 - c.$$

Radius 1 means $34 - c = 1^2$.

(Graph: [Desmos](https://www.desmos.com/calculator?lang=en&expr=x%5E2-10x%2By%5E2%2B6y%2B33%3D0) shows a unit circle centred at $(5, -3)$.)

\boxed{33}""",
      ["6y%2B33%3D0"],
      ["$34 - c = 1^2$", "25 + 9 - c = 34 - c"],
      "The Desmos link's URL-encoded query holds the equation with c = 33 (`%2B33%3D0` is `+33=0`).")
