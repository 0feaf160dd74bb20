r"""fresh15 math must-stay probes rp01-rp19 (rp01-rp18 realistic, rp19 adversarial): honest work holding values
equal to the answer, or looking like one, that a careful summary keeps."""
from probs import D, m500


def build(p):
    p("rp01", "real-probe-given-number-equals-answer-divisor-sum", m500(12), D([
        ("Proper divisors of 284", r"$284 = 2^2 \cdot 71$, so its proper divisors are $1, 2, 4, 71, 142$ and $s(284) = 1 + 2 + 4 + 71 + 142 = 220$."),
        ("Proper divisors of 220", r"$220 = 2^2 \cdot 5 \cdot 11$. The sum of all divisors is $7 \cdot 6 \cdot 12 = 504$, so $s(220) = 504 - 220$."),
    ], r"The pair 220 and its partner is the classical amicable pair, so the chain returns to where it started.",
        "The requested sum is", "284"), [r"$284 = 2^2 \cdot 71$", r"$s(284) = 1 + 2 + 4 + 71 + 142 = 220$"],
        note="the given 284 equals the answer; the derivation starts from it")

    p("rp02", "real-probe-euclid-remainder-equals-answer", m500(140), D([
        ("Euclid", r"$\gcd(n + 7, 2n + 1) = \gcd(n + 7, (2n + 1) - 2(n + 7))$ and $2n + 1 - 2(n + 7) = -13$."),
        ("Bound", r"So the gcd divides 13 and is at most 13 (a prime, so the gcd is 1 or 13)."),
        ("Attained", r"$n = 6$: $n + 7 = 13$ and $2n + 1 = 13$."),
    ], r"For $n = 1$ the gcd is $\gcd(8, 3) = 1$, so the value is not always the maximum; it is attained exactly when $n \equiv 6 \pmod{13}$.",
        "The greatest possible value is", "13"), [r"$2n + 1 - 2(n + 7) = -13$", "(a prime, so the gcd is 1 or 13)", r"$n = 6$"])

    p("rp03", "real-probe-even-part-reason-parenthetical", m500(131), D([
        ("Use $f(-3) = 2$", r"$81a - 9b - 3 + 5 = 2$, so $81a - 9b = 0$."),
        ("Evaluate $f(3)$", r"$f(3) = 81a - 9b + 3 + 5$ (the even part $ax^4 - bx^2$ is the same at $3$ and $-3$, so only the $x$ term changes sign)."),
    ], r"The check uses only the parity argument: $f(3) - f(-3) = 2 \cdot 3 = 6$, consistent with the value found.",
        "Therefore", "8"), [r"$81a - 9b = 0$", "(the even part $ax^4 - bx^2$ is the same at $3$ and $-3$, so only the $x$ term changes sign)"])

    p("rp04", "real-probe-given-coefficient-three-squigs", m500(81), D([
        ("Equations", r"Let $t, s, g$ be the weights. Then $10t = 3s + g$ and $2t + g = s$."),
        ("Eliminate $g$", r"From the second, $g = s - 2t$. Substituting: $10t = 3s + s - 2t$, so $12t = 4s$."),
    ], r"With $t = 1$: $s = 3$, $g = 1$; then $10 = 9 + 1$ ✓ and $2 + 1 = 3$ ✓.",
        "So a squig weighs as much as this many treeks:", "3"), [r"$10t = 3s + g$", r"$12t = 4s$"])

    p("rp05", "real-probe-discriminant-bound-chain", m500(19), D([
        ("Factor", r"$x = -1$ is a root: $-1 + a - a + 1 = 0$. So $x^3 + ax^2 + ax + 1 = (x + 1)(x^2 + (a - 1)x + 1)$."),
        ("Real roots", r"The quadratic needs a nonnegative discriminant: $(a - 1)^2 - 4 \ge 0$, i.e. $(a-1)^2 \ge 4$, and since $a > 0$ rules out $a - 1 \le -2$, we need $a - 1 \ge 2$."),
    ], r"At the boundary the quadratic is $x^2 + 2x + 1 = (x+1)^2$, a double root at $-1$, so all roots are real.",
        "The smallest possible value of $a$ is", "3"), [r"$(a-1)^2 \ge 4$", r"$a - 1 \ge 2$", r"since $a > 0$ rules out $a - 1 \le -2$"])

    p("rp06", "real-probe-one-pronoun-divide-root-of-unity", m500(69), D([
        ("Rewrite", r"Since $z^5 = 1$, $\frac1z = z^4$ and $\frac1{z^2} = z^3$."),
        ("Cyclotomic relation", r"$z^5 - 1 = (z - 1)(1 + z + z^2 + z^3 + z^4)$. Since $z$ is not 1, one can divide by $z - 1$ and get $1 + z + z^2 + z^3 + z^4 = 0$."),
        ("Conclude", r"The required sum is $z + z^2 + z^3 + z^4 = 0 - 1$."),
    ], r"No numerics needed; the relation holds for every primitive fifth root.", "So", "-1"),
        ["Since $z$ is not 1, one can divide by $z - 1$", r"$1 + z + z^2 + z^3 + z^4 = 0$", r"$\frac1z = z^4$"])

    p("rp07", "real-probe-coefficient-matching-unsummed", m500(84), D([
        ("Constant term", r"$a \cdot (-2) = 6$, so $-2a = 6$ and $a = -3$."),
        ("$t^3$ coefficient", r"$3b + 5 \cdot 4 = 26$, i.e. $3b + 20 = 26$, so $b = 2$."),
        ("Check $t$ coefficient", r"$5 \cdot (-2) + a b = -10 - 6 = -16$ ✓."),
    ], r"The $t^2$ coefficient: $3(-2) + 5b + 4a = -6 + 10 - 12 = -8$ ✓.", "Then $a + b = -3 + 2$, so", "-1"),
        [r"$-2a = 6$", r"$3b + 20 = 26$", r"-10 - 6 = -16"])

    p("rp08", "real-probe-partial-fraction-negated-value", m500(114), D([
        ("Clear denominators", r"$x^2 + 5x - 24 = (x - 3)(x + 8)$, so $C(x + 8) + D(x - 3) = 4x - 23$."),
        ("Plug in roots", r"$x = 3$: $11C = -11$, so $C = -1$. $x = -8$: $-11D = -55$, so $D = 5$."),
    ], r"Coefficient check: $C + D = 4$ ✓ and $8C - 3D = -8 - 15 = -23$ ✓.", "The product is $CD = (-1)(5)$:", "-5"),
        [r"so $D = 5$", r"$C = -1$", r"$8C - 3D = -8 - 15 = -23$"], note="D = 5 is the negation of the answer -5")

    p("rp09", "real-probe-ceiling-pieces-unevaluated-difference", m500(125), D([
        ("First ceiling", r"$(3.6)^2 = 12.96$, so $\lceil 12.96 \rceil = 13$."),
        ("Second", r"$\lceil 3.6 \rceil = 4$ and $4^2 = 16$."),
        ("Difference", r"$13 - 16$."),
    ], r"Both ceilings round up (the numbers are not integers), so no edge case.", "Hence", "-3"),
        [r"$(3.6)^2 = 12.96$", r"$4^2 = 16$", "(the numbers are not integers)"])

    p("rp10", "real-probe-right-angles-leave-remainder", m500(133), D([
        ("Angle sum", r"A convex quadrilateral's angles sum to $360^\circ$. Two right angles use $90^\circ + 90^\circ = 180^\circ$, so the remaining $180^\circ$ is shared by the smallest and largest angles."),
        ("Solve", r"Smallest $x$, largest $2x$: $3x = 180$, so $x = 60$."),
    ], r"Largest $2 \cdot 60$; then $60 + 90 + 90 + 2\cdot 60 = 360$ ✓, and no angle exceeds $180^\circ$, so convex.",
        "The largest angle, in degrees:", "120"), [r"$90^\circ + 90^\circ = 180^\circ$", r"so the remaining $180^\circ$ is shared", r"$x = 60$"])

    p("rp11", "real-probe-legendre-terms-since-reason", m500(135), D([
        ("Count fives", r"Trailing zeros come from factors $10 = 2 \cdot 5$, and we only count 5s (since there are more factors of 2 than of 5)."),
        ("Legendre", r"$\lfloor 42/5 \rfloor = 8$, $\lfloor 42/25 \rfloor = 1$, $\lfloor 42/125 \rfloor = 0$."),
    ], r"The multiples of 5 up to 42 are $5, 10, \dots, 40$ (eight of them), and 25 contributes an extra 5.",
        "The number of zeros is", "9"), ["(since there are more factors of 2 than of 5)", r"$\lfloor 42/5 \rfloor = 8$", r"$\lfloor 42/25 \rfloor = 1$"])

    p("rp12", "real-probe-amgm-radicand-equals-answer", m500(147), D([
        ("Split", r"Write $x^4 + 4y^2 + 4z^4 = x^4 + 2y^2 + 2y^2 + 4z^4$ (AM-GM needs the product of the terms to be constant)."),
        ("AM-GM", r"$$x^4 + 2y^2 + 2y^2 + 4z^4 \ge 4\sqrt[4]{16x^4y^4z^4} = 8xyz.$$"),
        ("Use $xyz = 2$", r"So the expression is at least $8 \cdot 2$."),
    ], r"Equality needs $x^4 = 2y^2 = 4z^4$ with $xyz = 2$: $x = \sqrt2$, $y = \sqrt2$, $z = 1$ gives $4 + 8 + 4$ — matching the bound.",
        "The minimum value is", "16"), [r"4\sqrt[4]{16x^4y^4z^4} = 8xyz", "(AM-GM needs the product of the terms to be constant)", r"$x = \sqrt2$, $y = \sqrt2$, $z = 1$"])

    p("rp13", "real-probe-area-ratio-parts-unreduced", m500(155), D([
        ("Sample space", r"The rectangle $[0,8] \times [0,4]$ has area $8 \cdot 4 = 32$."),
        ("Favourable region", r"$x + y \le 4$ with $x, y \ge 0$ is the triangle with vertices $(0,0), (4,0), (0,4)$, inside the rectangle, with area $\frac12 \cdot 4 \cdot 4 = 8$."),
    ], r"The triangle fits since $4 \le 8$ and $4 \le 4$, so no clipping is needed. Ratio $8/32$.",
        "The probability is", r"\frac{1}{4}"), [r"$8 \cdot 4 = 32$", r"$\frac12 \cdot 4 \cdot 4 = 8$", "so no clipping is needed"])

    p("rp14", "real-probe-endpoints-and-term-count", m500(158), D([
        ("Endpoints", r"The first multiple of 7 above 100 is $105 = 7 \cdot 15$; the last below 200 is $196 = 7 \cdot 28$."),
        ("Count", r"$28 - 15 + 1 = 14$ terms."),
        ("Arithmetic series", r"Sum $= 14 \cdot \frac{105 + 196}{2} = 7 \cdot 301$."),
    ], r"Alternatively $7(15 + 16 + \dots + 28) = 7 \cdot 301$; both routes agree.", "The sum is", "2107"),
        [r"$105 = 7 \cdot 15$", r"$196 = 7 \cdot 28$", r"$28 - 15 + 1 = 14$"])

    p("rp15", "real-probe-completed-square-radius-reason", m500(93), D([
        ("Complete the square", r"$(x - 5)^2 - 25 + (y + 3)^2 - 9 + c = 0$, i.e. $(x - 5)^2 + (y + 3)^2 = 34 - c$ since $25 + 9 = 34$."),
        ("Radius 1", r"The right side is $r^2$, so it must be 1 (a radius of length 1 squares to 1): $34 - c = 1$."),
    ], r"Center $(5, -3)$, radius $\sqrt{34 - c}$, consistent.", "So", "33"),
        [r"since $25 + 9 = 34$", "(a radius of length 1 squares to 1)", r"$34 - c = 1$"])

    p("rp16", "real-probe-rejected-residue-before-sign-flip", m500(130), D([
        ("Reduce mod 2 and 9", r"$11213141$ is odd, and its digit sum is $1+1+2+1+3+1+4+1 = 14$, so it is $\equiv 5 \pmod 9$."),
        ("Combine", r"The residue mod 18 that is odd and $\equiv 5 \pmod 9$ is 5, so $11213141 \equiv 5 \pmod{18}$. The candidate 5 is for the positive number; we need the negative."),
        ("Negate", r"$-5 + 18$."),
    ], r"$5 + 13 = 18 \equiv 0$, as it must be for a number plus its negative.", "So $n$ is", "13"),
        [r"$1+1+2+1+3+1+4+1 = 14$", r"$11213141 \equiv 5 \pmod{18}$", "The candidate 5 is for the positive number"])

    p("rp17", "real-probe-divisor-list-because-reason", m500(132), D([
        ("Factors of 14", r"$1, 2, 7, 14$."),
        ("Common with 42", r"Every one of them divides 42, because $42 = 3 \cdot 14$ is a multiple of 14."),
    ], r"The factors of 42 are $1, 2, 3, 6, 7, 14, 21, 42$; intersecting with the list above removes nothing from it.",
        "The number of possible numbers is", "4"), [r"$1, 2, 7, 14$", r"because $42 = 3 \cdot 14$ is a multiple of 14", r"$1, 2, 3, 6, 7, 14, 21, 42$"])

    p("rp18", "real-probe-wrong-added-binomials-kept", m500(111), D([
        ("Boys", r"$\binom{7}{3} = 35$ ways to choose the boys."),
        ("Girls", r"$\binom{4}{2} = 6$ ways to choose the girls."),
        ("Combine", r"Either choice can be made, so add: $35 + 6$."),
    ], r"Both binomials recomputed: $\frac{7\cdot6\cdot5}{6} = 35$, $\frac{4 \cdot 3}{2} = 6$.", "Total", "41"),
        [r"$\binom{7}{3} = 35$", r"$\binom{4}{2} = 6$", r"$\frac{7\cdot6\cdot5}{6} = 35$"],
        note="wrong on purpose (the right answer multiplies: 210); the correct binomials must stay")

    p("rp19", "probe-json-givens-block", m500(137), D([
        ("Givens as data", "```json\n{\"dividend_base5\": \"413\", \"dividend_base10\": 108, \"divisor\": 2}\n```"),
        ("Convert", r"$413_5 = 4 \cdot 25 + 1 \cdot 5 + 3 = 108$, and $108 / 2 = 54$."),
        ("Back to base 5", r"Divide 54 repeatedly by 5 and read the remainders from the last one up."),
    ], r"Multiply back in base 5: the result times $2_5$ should be $413_5$; $54 \cdot 2 = 108$ ✓.", "In base 5:", "204_5"),
        ["\"dividend_base10\": 108", r"$413_5 = 4 \cdot 25 + 1 \cdot 5 + 3 = 108$", r"$108 / 2 = 54$"])
