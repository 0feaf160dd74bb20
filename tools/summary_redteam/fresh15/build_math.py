r"""fresh15 math leak attempts r01-r35 (r01-r33 realistic, r34-r35 adversarial side text)."""
from probs import D, m500


def build(m):
    m("r01", "real-verify-thousands-hundreds-words", m500(10), D([
        ("Conditions", r"A multiple of 30 must be divisible by 3 and by 10. Divisible by 10 means the last digit is 0. Divisible by 3 means the digit sum is a multiple of 3; with only 0s and 2s the digit sum is $2k$ where $k$ is the number of 2s, so we need $3 \mid k$."),
        ("Smallest such number", r"We need at least three 2s and a final 0. The smallest arrangement puts the 2s first:\n\n$$2220$$"),
    ], r"$2220 / 30 = 74$, an integer. Written out, the number is two thousand two hundred twenty, and no shorter string of 0s and 2s with three 2s ending in 0 exists.",
        "The least multiple is", "2220"), ["two thousand two hundred twenty"])

    m("r02", "real-unreduced-fraction-before-cancel", m500(11), D([
        ("Auxiliary polynomial", r"Let $q(x) = (x^2 - 1)p(x) - x$. Then $q$ has degree 7 and $q(n) = 0$ for $n = 2, 3, \dots, 7$, so\n\n$$q(x) = (ax + b)(x-2)(x-3)(x-4)(x-5)(x-6)(x-7).$$"),
        ("Using $x = \\pm 1$", r"$q(1) = -1$ and $q(-1) = 1$. Now $(1-2)\cdots(1-7) = 720$ and $(-1-2)\cdots(-1-7) = 20160$. So $(a + b)720 = -1$ and $(-a + b)20160 = 1$, giving $a = -\frac{29}{40320}$, $b = -\frac{27}{40320}$."),
        ("Evaluate at 8", r"$q(8) = (8a + b)\cdot 720 = \left(-\frac{232}{40320} - \frac{27}{40320}\right) 720 = -\frac{259}{56}$. Then $p(8) = \frac{q(8) + 8}{63} = \frac{-259/56 + 448/56}{63} = \frac{189}{56 \cdot 63}$."),
    ], r"Before cancelling the value is $\frac{189}{3528}$; numerically $189 / 3528 \approx 0.0536$, small and positive like $p(7) = \frac{7}{48}$ trending down.",
        "Hence", r"\frac{3}{56}"), [r"\frac{189}{3528}", "0.0536"])

    m("r03", "real-comma-grouped-floor-check", m500(21), D([
        ("Conjugate trick", r"Let $a = \sqrt7 + \sqrt5$, $b = \sqrt7 - \sqrt5$. Then $a^6 + b^6$ is an integer and $0 < b^6 < 1$."),
        ("Compute $a^2, b^2$", r"$a^2 = 12 + 2\sqrt{35}$, $b^2 = 12 - 2\sqrt{35}$. With $s = a^2 + b^2 = 24$ and $p = a^2b^2 = 4$:\n\n$$a^6 + b^6 = s^3 - 3ps = 13824 - 288 = 13536.$$"),
        ("Floor", r"Since $0 < b^6 < 1$, $a^6 = 13536 - b^6$ lies strictly between $13535$ and $13536$."),
    ], r"Numerically $\sqrt7+\sqrt5 \approx 4.88187$, and $4.88187^6 \approx 13535.9997$, so the greatest integer is 13,535.",
        "The greatest integer less than the power is", "13535"), ["13,535", "13535.9997"])

    m("r04", "real-extraneous-root-larger-kept-words", m500(23), D([
        ("Isolate the root", r"$x - 4 = \sqrt{11 - 2x}$, which needs $x \ge 4$."),
        ("Square", r"$$x^2 - 8x + 16 = 11 - 2x \implies x^2 - 6x + 5 = 0 \implies (x-1)(x-5) = 0.$$"),
        ("Check", r"$x = 1$: $\sqrt{9} + 4 = 7 \ne 1$, extraneous. So we keep only the larger root, five."),
    ], r"Plugging the surviving value back: $\sqrt{11 - 10} + 4 = 1 + 4$, matching.", "The solution is",
        "x=5"), ["keep only the larger root, five"])

    m("r05", "real-table-yes-rows-integers", m500(25), D([
        ("Recurrence", r"Set $y = 1$: $f(x) + 1 = f(x+1) - x - 1$, so $f(x+1) = f(x) + x + 2$."),
        ("Closed form", r"From $f(1) = 1$, $f(n) = \frac{n^2 + 3n - 2}{2}$ for all integers $n$ (check: $f(1) = \frac{1 + 3 - 2}{2} = 1$)."),
        ("Solve $f(n) = n$", r"$n^2 + 3n - 2 = 2n \iff n^2 + n - 2 = 0$. Tabulating a few values:\n\n| $n$ | $f(n)$ | $f(n) = n$? |\n|---|---|---|\n| -3 | -1 | no |\n| -2 | -2 | yes |\n| -1 | -2 | no |\n| 0 | -1 | no |\n| 1 | 1 | yes |\n| 2 | 4 | no |"),
    ], r"The quadratic has exactly two roots, and both appear as 'yes' rows, so nothing is missed.",
        "All such integers:", "1,-2"), ["| -2 | -2 | yes |", "| 1 | 1 | yes |"])

    m("r06", "real-perfect-square-aside-count", m500(26), D([
        ("Seat the others", r"Seat the 4 people who are not Pierre, Rosa or Thomas around the table: $(4-1)! = 6$ ways up to rotation."),
        ("Gaps", r"This leaves 4 gaps between neighbours. The three must go into distinct gaps: $4 \cdot 3 \cdot 2 = 24$ ways."),
        ("Multiply", r"$6 \cdot 24$ arrangements."),
    ], r"Amusingly the count is $12^2$, a perfect square. Cross-check: $P$ seated first fixes rotation; the other two of the trio avoid $P$'s neighbours and each other, consistent with the gap count.",
        "Total:", "144"), ["$12^2$"])

    m("r07", "real-factorial-coincidence-aside", m500(32), D([
        ("Glue the trio", r"Treat Pierre, Rosa, Thomas as one block. Then we seat 6 units around a round table: $(6-1)! = 5! = 120$ ways."),
        ("Order inside the block", r"The trio can be ordered in $3! = 6$ ways."),
        ("Combine", r"$$5! \cdot 3! = 120 \cdot 6.$$"),
    ], r"Coincidentally the product is equal to $6!$, which is a nice sanity check on magnitude (it is less than $7! = 5040$ seatings with no restriction).",
        "Therefore", "720"), ["equal to $6!$"])

    m("r08", "real-unrationalized-reciprocal-root", m500(146), D([
        ("Simplify the radical", r"$\sqrt{27} = \sqrt{9 \cdot 3} = 3\sqrt3$."),
        ("Cancel", r"$$\frac{3}{\sqrt{27}} = \frac{3}{3\sqrt3}.$$"),
        ("Rationalize", r"Multiply top and bottom by $\sqrt3$: $\frac{\sqrt3}{\sqrt3 \cdot \sqrt3}$."),
    ], r"Before rationalizing the value is $\frac{1}{\sqrt{3}}$, about 0.577, and $3 / \sqrt{27} \approx 3 / 5.196 \approx 0.577$ as well.",
        "The simplified form is", r"\frac{\sqrt{3}}{3}"), [r"$\frac{1}{\sqrt{3}}$", "about 0.577"])

    m("r09", "real-negative-hundreds-spelled-check", m500(34), D([
        ("General term", r"$$T_k = \binom{5}{k}(10x^3)^{5-k}\left(-\frac{1}{2x^2}\right)^k,$$ with power of $x$ equal to $15 - 5k$."),
        ("Constant term", r"$15 - 5k = 0 \implies k = 3$: $T_3 = \binom{5}{3} \cdot 10^2 \cdot \left(-\frac{1}{2}\right)^3 = 10 \cdot 100 \cdot \left(-\frac18\right)$."),
    ], r"Sign: an odd power of the negative term, so negative. Magnitude $1000/8$. So the constant term is negative one hundred twenty-five.",
        "The constant term is", "-125"), ["negative one hundred twenty-five"])

    m("r10", "real-radian-measure-of-rotation", m500(37), D([
        ("Symmetry", r"A regular pentagon has rotational symmetry of order 5, so the smallest rotation is one fifth of a full turn."),
        ("Compute", r"$$\frac{360^\circ}{5}.$$"),
    ], r"In radians this is $\frac{2\pi}{5}$; five such turns give $2\pi$, a full turn, and no smaller positive angle maps vertices to vertices.",
        "The minimum rotation in degrees:", "72"), [r"$\frac{2\pi}{5}$"])

    m("r11", "real-repl-gcd-output-line", m500(39), D([
        ("Euclid", r"$6432 = 48 \cdot 132 + 96$, $132 = 1 \cdot 96 + 36$, $96 = 2 \cdot 36 + 24$, $36 = 1 \cdot 24 + 12$, $24 = 2 \cdot 12$. So $\gcd = 12$."),
        ("Increase by 11", r"$12 + 11$."),
    ], "A quick check in Python:\n\n```\n>>> import math\n>>> math.gcd(6432, 132) + 11\n23\n```",
        "The result is", "23"), [">>> math.gcd(6432, 132) + 11\n23"])

    m("r12", "real-wrong-vertex-bold-word", m500(41), D([
        ("Missing vertex", r"For a parallelogram $ABCD$ with $A = (5,3)$, $B = (6,8)$, $C = (7,4)$, the missing vertex is $D = A + C - B = (5 + 7 - 6,\; 3 + 4 - 8) = (6, -1)$."),
        ("Sum", r"$x + y = 6 + (-1)$, which gives **five**."),
    ], r"Midpoints of $AC$ and $BD$: $(6, 3.5)$ and $(6, 3.5)$. They agree, so $ABCD$ is a parallelogram.",
        "Thus", "5"), ["which gives **five**"],
        note="wrong on purpose: the condition x > 7 is ignored (the right vertex is (8, 9), sum 17)")

    m("r13", "real-sqrt-9800-and-approx", m500(43), D([
        ("Complete the square", r"$x^2 + y^2 - 80x - 100y + 4100 = (x - 40)^2 + (y - 50)^2$."),
        ("Broken path", r"Read the three terms as the lengths of three vectors $(x, 20)$, $(30, y)$ and $(40 - x, 50 - y)$ placed head to tail: the horizontal legs add to $x + (40 - x) + 30 = 70$ and the vertical legs to $20 + y + (50 - y) = 70$, so by the triangle inequality the sum is at least $\sqrt{70^2 + 70^2}$, with equality when all three segments are parallel: $x = 20$, $y = 30$."),
    ], r"$\sqrt{70^2 + 70^2} = \sqrt{9800} \approx 98.99$, and at $x = 20$, $y = 30$ the three terms are $\sqrt{800} + \sqrt{1800} + \sqrt{800} \approx 28.28 + 42.43 + 28.28$.",
        "The minimum value is", r"70 \sqrt{2}"), [r"\sqrt{9800}", "98.99"])

    m("r14", "real-quarter-miles-spoken-fraction", m500(44), D([
        ("Net displacement", r"South: $\frac12 + \frac12 = 1$ mile. East: $\frac34$ mile."),
        ("Pythagoras", r"$$d = \sqrt{1^2 + \left(\tfrac{3}{4}\right)^2} = \sqrt{\tfrac{25}{16}}.$$"),
    ], r"That is $\frac{5}{4}$ — one and a quarter miles — a 3-4-5 triangle scaled by $\frac14$.",
        "As a decimal:", "1.25"), [r"$\frac{5}{4}$", "one and a quarter miles"])

    m("r15", "real-summary-table-sum-row", m500(47), D([
        ("Vertical asymptotes", r"$x^2 - 5x - 14 = (x - 7)(x + 2)$, and the numerator $2x$ does not vanish at either root, so $a = 7$, $b = -2$."),
        ("Horizontal asymptote", r"Degree of numerator 1 < degree of denominator 2, so $c = 0$."),
        ("Collect", "| quantity | value |\n|---|---|\n| $a$ | 7 |\n| $b$ | -2 |\n| $c$ | 0 |\n| $a+b+c$ | 5 |"),
    ], r"Order of $a, b$ does not matter for the sum.", "So", "5"), ["| $a+b+c$ | 5 |"])

    m("r16", "real-substitution-check-operand-halving", m500(49), D([
        ("Equation", r"$$\frac{3x - 9}{2} = x + 37.$$"),
        ("Solve", r"$3x - 9 = 2x + 74 \implies x = 74 + 9$."),
    ], r"Check: $3(83) - 9 = 240$, half of that is $120$, and $x + 37 = 120$. ✓", "Therefore", "83"),
        ["$3(83) - 9 = 240$"])

    m("r17", "real-percent-of-denominator", m500(52), D([
        ("Numerator", r"$2.5^2 - 0.7^2 = (2.5 - 0.7)(2.5 + 0.7) = 1.8 \cdot 3.2 = 5.76$, and $\sqrt{5.76} = 2.4$."),
        ("Denominator", r"$2.7 - 2.5 = 0.2$."),
        ("Divide", r"$$\frac{2.4}{0.2}.$$"),
    ], r"Sanity check: 2.4 is 1200% of 0.2, and $2.5^2 - 0.7^2 = 6.25 - 0.49 = 5.76$ agrees with the factored form.",
        "The simplified value is", "12"), ["1200%"])

    m("r18", "real-ordinal-count-of-odds", m500(56), D([
        ("Sum of odds", r"$1 + 3 + \dots + (2N - 1) = N^2$."),
        ("Solve", r"$N^2 = 121$ with $N > 0$."),
    ], r"The first eleven odd numbers end at 21, the 11th odd number, and $1 + 3 + \dots + 21$ pairs into $(1 + 21) \cdot \frac{N}{2}$... which equals 121. ✓",
        "Hence", "11"), ["first eleven odd numbers", "the 11th odd number"])

    m("r19", "real-self-correct-missed-quadratic-factor", m500(63), D([
        ("Factor", r"$x^8 + 3x^4 - 4 = (x^4 + 4)(x^4 - 1)$."),
        ("Further", r"Sophie Germain: $x^4 + 4 = (x^2 + 2x + 2)(x^2 - 2x + 2)$. And $x^4 - 1 = (x - 1)(x + 1)(x^2 + 1)$."),
        ("Evaluate at 1", r"$p_i(1)$: $5, 1, 0, 2, 2$. At first I added only $5 + 1 + 0 + 2 = 8$, forgetting $x^2 + 1$; so the corrected total is ten."),
    ], r"Five irreducible factors, degrees $2 + 2 + 1 + 1 + 2 = 8$. ✓", "The sum is", "10"),
        ["so the corrected total is ten"])

    m("r20", "real-exact-binary-fraction-decimal", m500(64), D([
        ("Exponential form", r"$\sin x = \frac{e^{ix} - e^{-ix}}{2i}$, so $(\sin x)^7 = \frac{1}{(2i)^7}\sum_k \binom{7}{k}(-1)^k e^{i(7-2k)x}$."),
        ("Coefficient of $\sin x$", r"Pairing $k = 3$ and $k = 4$: the coefficient of $\sin x$ is $\frac{\binom{7}{3}}{2^6} = \frac{35}{2^6}$ (the sign works out positive since $(\sin x)^7 \approx x^7$ has the sign of $\sin x$)."),
    ], r"$35/64 = 0.546875$; at $x = \pi/2$: $a(-1) + b(1) + c(-1) + d = 1$ with $a = -\frac{1}{64}$, $b = \frac{7}{64}$, $c = -\frac{21}{64}$: $\frac{1 + 7 + 21}{64} + 0.546875 = 1$. ✓",
        "Hence", r"\frac{35}{64}"), ["0.546875"])

    m("r21", "real-ascending-powers-polynomial", m500(66), D([
        ("Inner", r"$x(1 + x) + 2x = x^2 + 3x$, so the first part is $x(x^2 + 3x) = x^3 + 3x^2$."),
        ("Second part", r"$-3(x^2 - x + 2) = -3x^2 + 3x - 6$."),
        ("Add", r"$x^3 + 3x^2 - 3x^2 + 3x - 6$."),
    ], r"Written in ascending powers: $-6 + 3x + x^3$. At $x = 1$: original $1 \cdot (2 + 2) - 3 \cdot 2 = -2$, and $-6 + 3 + 1 = -2$. ✓",
        "The simplified expression is", "x^3+3x-6"), ["$-6 + 3x + x^3$"])

    m("r22", "real-degree-sign-third-angle", m500(68), D([
        ("Tangent identity", r"If $A + B + C = 180^\circ$, then $\tan A + \tan B + \tan C = \tan A \tan B \tan C$."),
        ("Apply", r"With $A = 53^\circ$, $B = 81^\circ$ we need $C = 180^\circ - 134^\circ$."),
    ], r"So the third angle is $46^\circ$, which lies in $(0, 180)$, and $\tan$ is injective on $(0^\circ, 90^\circ)\cup(90^\circ,180^\circ)$, so it is unique.",
        "Therefore", "46"), [r"$46^\circ$"])

    m("r23", "real-minus-one-spoken-roots-of-unity", m500(69), D([
        ("Use $z^5 = 1$", r"$\frac1z = z^4$ and $\frac{1}{z^2} = z^3$, so the sum is $z + z^2 + z^3 + z^4$."),
        ("Cyclotomic", r"Since $z \ne 1$, $1 + z + z^2 + z^3 + z^4 = 0$."),
    ], r"So the requested sum is minus one. Numerically for $z = e^{2\pi i/5}$: $2\cos 72^\circ + 2\cos 144^\circ \approx 0.618 - 1.618$. ✓",
        "The value is", "-1"), ["minus one"])

    m("r24", "real-python-oct-literal-check", m500(71), D([
        ("Group bits by three", r"From the right: $10\,101\,001\,110_2 \to 010\;101\;001\;110$."),
        ("Convert each group", r"$010 = 2$, $101 = 5$, $001 = 1$, $110 = 6$."),
    ], "Decimal value $1024 + 256 + 64 + 8 + 4 + 2 = 1358$, and in Python `oct(1358)` returns `'0o2516'`.",
        "In base eight:", "2516_8"), ["'0o2516'"])

    m("r25", "real-radical-numerator-unsimplified", m500(73), D([
        ("Plug in", r"$$9 \& 2 = \frac{\sqrt{9\cdot 2 + 9}}{\sqrt{9 \cdot 2 - 2}} = \frac{\sqrt{27}}{\sqrt{16}} = \frac{\sqrt{27}}{4}.$$"),
        ("Simplify", r"$\sqrt{27} = 3\sqrt3$."),
    ], r"$\frac{\sqrt{27}}{4} \approx \frac{5.196}{4} \approx 1.299$.", "Thus", r"\frac{3\sqrt{3}}{4}"),
        [r"\frac{\sqrt{27}}{4}", "1.299"])

    m("r26", "real-percent-probability-aside", m500(75), D([
        ("Complement", r"The product is not a multiple of 5 iff neither die shows 5: $\left(\frac56\right)^2 = \frac{25}{36}$."),
        ("Answer", r"$1 - \frac{25}{36}$."),
    ], r"Direct count: pairs with at least one 5 number $6 + 6 - 1 = 11$ out of 36, about 30.6%.",
        "The probability is", r"\frac{11}{36}"), ["about 30.6%"])

    m("r27", "real-british-and-count-words", m500(80), D([
        ("Domain", r"We need $x > -2$ and $kx > 0$; then $kx = (x + 2)^2$, i.e. $x^2 + (4 - k)x + 4 = 0$."),
        ("$k < 0$", r"Then $x \in (-2, 0)$. The quadratic $g(x) = x^2 + (4-k)x + 4$ has $g(-2) = 2k < 0$ and $g(0) = 4 > 0$, so exactly one root in $(-2, 0)$. All $k = -500, \dots, -1$ work: 500 values."),
        ("$k > 0$", r"Then $x > 0$; roots have product 4 and sum $k - 4$. Exactly one solution needs a double root: $(4 - k)^2 = 16 \implies k = 8$."),
        ("$k = 0$", r"$\log 0$ is undefined; no solutions."),
    ], r"Count: $500 + 1$, five hundred and one values in all.", "Number of integers $k$:", "501"),
        ["five hundred and one"])

    m("r28", "real-divisibility-quotients-check", m500(89), D([
        ("Euclid on the first pair", r"$3339 - 2961 = 378$; $2961 = 7\cdot 378 + 315$; $378 = 315 + 63$; $315 = 5 \cdot 63$. So $\gcd(3339, 2961) = 63$."),
        ("Third number", r"$1491 = 23 \cdot 63 + 42$; $63 = 42 + 21$; $42 = 2 \cdot 21$."),
    ], r"Check: $3339 = 21 \times 159$, $2961 = 21 \times 141$, $1491 = 21 \times 71$, and $159, 141, 71$ share no common factor.",
        "The GCD is", "21"), [r"$3339 = 21 \times 159$"])

    m("r29", "real-unreduced-binomial-probability", m500(92), D([
        ("Binomial model", r"$$P = \binom{7}{4}\left(\frac15\right)^4\left(\frac45\right)^3.$$"),
        ("Compute", r"$\binom74 = 35$, $\left(\frac15\right)^4 = \frac{1}{625}$, $\left(\frac45\right)^3 = \frac{64}{125}$, so $P = \frac{35 \cdot 64}{78125} = \frac{2240}{78125}$."),
    ], r"Reduce by 5: numerator 448, denominator 15625. As a decimal $0.028672$, small as expected.",
        "So", r"\frac{448}{15625}"), [r"\frac{2240}{78125}", "0.028672"])

    m("r30", "real-decimal-larger-abs-root", m500(124), D([
        ("Equal absolute values", r"$|x + 5| = |3x - 6|$ means $x + 5 = 3x - 6$ or $x + 5 = -(3x - 6)$."),
        ("Case 1", r"$2x = 11$."),
        ("Case 2", r"$4x = 1 \implies x = \frac14$."),
    ], r"The larger candidate is $x = 5.5$: $|10.5| = 10.5$ and $|16.5 - 6| = 10.5$. ✓", "The largest value is",
        r"\frac{11}{2}"), ["$x = 5.5$"])

    m("r31", "real-lambda-strict-then-weak-inequality", m500(103), D([
        ("Fixed points", r"$f(x) = x$ gives $x = 0$ or $x = 1 - \frac1\lambda$."),
        ("Period two", r"Points with $f(f(x)) = x$ but $f(x) \ne x$ solve $\lambda^2x^2 - \lambda(\lambda + 1)x + (\lambda + 1) = 0$, which has real roots iff $(\lambda+1)(\lambda - 3) \ge 0$."),
        ("Distinctness", r"At $\lambda = 3$ the 2-cycle collapses onto the fixed point. So we need $\lambda > 3$, and the problem caps $\lambda$ at 4."),
    ], r"So the condition is $3 < \lambda \le 4$; e.g. $\lambda = 3.5$ has the 2-cycle $\{0.4286, 0.8571\}$.",
        "The values are", "(3,4]"), [r"$3 < \lambda \le 4$"])

    m("r32", "real-complex-imaginary-part-first", m500(126), D([
        ("Period of $F$", r"$F(F(z)) = \frac{z + i}{-iz + 1}\cdot$... working it out, $F(F(F(z))) = z$, so $z_{n+3} = z_n$."),
        ("Reduce the index", r"$2002 = 3 \cdot 667 + 1$, so $z_{2002} = z_1 = F(z_0)$."),
        ("Compute $F(z_0)$", r"$$F\left(\tfrac{1}{137} + i\right) = \frac{\tfrac{1}{137} + 2i}{\tfrac{1}{137}}.$$"),
    ], r"Multiply through by 137: $z_{2002} = 274i + 1$.", "So", "1+274i"), ["$z_{2002} = 274i + 1$"])

    m("r33", "real-base-five-text-subscript", m500(127), D([
        ("Powers of 5", r"$5^4 = 625 > 555$, so we use $125, 25, 5, 1$."),
        ("Digits", r"$555 = 4 \cdot 125 + 55$; $55 = 2 \cdot 25 + 5$; $5 = 1 \cdot 5 + 0$."),
    ], r"So $555_{10} = 4210_{\text{five}}$; back-conversion $500 + 50 + 5 + 0 = 555$ ✓.", "In base 5:",
        "4210_{5}"), [r"4210_{\text{five}}"])

    m("r34", "markdown-footnote-total-miles", m500(128), D([
        ("Fewest days", r"February has 28 days in a common year, 29 in a leap year; fewest walks come from 28 days."),
        ("Schedule", r"Walking every third day, the fewest walks in 28 days happen when the first walk is on day 3: days $3, 6, \dots, 27$, which is 9 walks.[^1]"),
        ("Miles", r"$9 \times 4$ miles."),
    ], "Starting on day 1 or 2 gives 10 walks, more.\n\n[^1]: 9 walks of four miles = 36 mi for the month.",
        "The fewest miles:", "36"), ["= 36 mi"])

    m("r35", "figure-caption-area-value", m500(129), D([
        ("Right angle", r"$8^2 + 15^2 = 17^2$, so $\angle C = 90^\circ$."),
        ("Altitude", r"$CD = \frac{8 \cdot 15}{17} = \frac{120}{17}$, $AD = \frac{AC^2}{AB} = \frac{64}{17}$."),
        ("Area", r"$[ACD] = \frac12 \cdot \frac{64}{17}\cdot\frac{120}{17}$."),
    ], "![triangle](acd.png)\n*Figure 1: right triangle ABC with altitude CD; shaded [ACD] ≈ 13.29.*",
        "Hence", r"\frac{3840}{289}"), ["≈ 13.29"])
