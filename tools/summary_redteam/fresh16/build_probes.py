"""fresh16 math must-stay probes qp01-qp19 (qp01-qp18 realistic, qp19 adversarial): honest drafts whose work holds
values equal to the answer, or that look like one, and must survive."""
from probs import dm, gsm, m500


def build(p):
    p("qp01", "real-probe-intermediate-age-equals-average", gsm(218),
      "1. Harriet is 21 now.\n2. Zack is twice Harriet: 2 × 21 = 42.\n3. Adrian is three times Harriet: 3 × 21 = 63.\n"
      "4. In three years: Harriet 24, Zack will be 42 + 3 = 45, Adrian 66.\n"
      "5. Sum: 24 + 45 + 66 = 135, and 135 / 3 is the average.\n\n$\\boxed{45}$\n",
      ["Zack will be 42 + 3 = 45", "2 × 21 = 42", "24 + 45 + 66 = 135"],
      note="Zack's age in three years (45) equals the average: an intermediate, must stay; 135 / 3 is unevaluated")

    p("qp02", "real-probe-factor-constants-unsummed", m500(316),
      "Expand: $(Ax-8)(Bx+3) = ABx^2 + (3A - 8B)x - 24$.\n"
      "Match: $AB = 10$, $3A - 8B = -1$.\n"
      "Try $A = 5$, $B = 2$: $15 - 16 = -1$ ✓, so $(5x - 8)(2x + 3)$.\n"
      "Then $AB + B = 10 + 2$.\n\n$\\boxed{12}$\n",
      ["$AB = 10$", "$A = 5$, $B = 2$", "(5x - 8)(2x + 3)", "10 + 2"],
      note="the constants and the unsummed last step are work")

    p("qp03", "real-probe-cube-root-equals-difference", m500(374),
      "$\\sqrt{64} = 8$ and $\\sqrt[3]{64} = 4$ (since $4^3 = 64$). Difference: $8 - 4$.\n\n$\\boxed{4}$\n",
      ["\\sqrt[3]{64} = 4", "\\sqrt{64} = 8", "8 - 4"],
      note="the cube root 4 equals the answer 4: an intermediate, must stay")

    p("qp04", "real-probe-digit-sum-candidates-listed", m500(378),
      "Two-digit numbers whose digits sum to 8: 17, 26, 35, 44, 53, 62, 71, 80.\n\n"
      "Cross out the evens (26, 44, 62, 80) and 35 (divisible by 5). Left: 17, 53, 71 — each is prime (none is "
      "divisible by 2, 3, 5 or 7).\n\n$\\boxed{3}$\n",
      ["17, 26, 35, 44, 53, 62, 71, 80", "17, 53, 71"],
      note="the candidate list and the three primes are work (the count is not stated outside the box)")

    p("qp05", "real-probe-given-divisor-equals-digit", m500(410),
      "Divisible by 6 means divisible by both 2 and 3.\n\n"
      "- by 3: digit sum $2 + 1 + 4 + 2 + 0 + N = 9 + N$, so $N \\in \\{0, 3, 6, 9\\}$;\n"
      "- by 2: $N$ even, which rules out 3 and 9; and $N$ must be nonzero.\n\n$\\boxed{6}$\n",
      ["Divisible by 6 means divisible by both 2 and 3", "N \\in \\{0, 3, 6, 9\\}"],
      note="the given divisor 6 equals the answer; the candidate set is work")

    p("qp06", "real-probe-both-values-of-a-before-sum", m500(414),
      "So $(3)5^2 = 75$, and $75 - 63 = 12 = \\frac{4(5-a)^2}{3}$, giving $(5-a)^2 = 9$.\n\n"
      "Hence $5 - a = \\pm 3$: $a = 2$ or $a = 8$. Sum of the values: $2 + 8$.\n\n$\\boxed{10}$\n",
      ["(5-a)^2 = 9", "$a = 2$ or $a = 8$", "2 + 8"],
      note="both values of a are work (the answer is their sum); the sum is left unevaluated")

    p("qp07", "real-probe-expanded-products-constant-gap", m500(440),
      "First product: $(u+4)(u-1) = u^2 + 3u - 4$.\nSecond product: $(u-3)(u+6) = u^2 + 3u - 18$.\n"
      "Subtracting, the $u^2$ and $3u$ terms cancel: $-4 - (-18)$.\n\n$\\boxed{14}$\n",
      ["u^2 + 3u - 4", "u^2 + 3u - 18", "-4 - (-18)"],
      note="both expansions and the unevaluated constant difference are work")

    p("qp08", "real-probe-pi-coefficient-disk-area", dm(278),
      "For fixed $x \\ge 1$ the slice $\\{(y,z): y^2 + z^2 \\le 1/x^2\\}$ is a disk of radius $1/x$, with area "
      "$\\frac{\\pi}{x^2}$.\n\n"
      "By Fubini/Cavalieri the measure is $\\int_1^\\infty \\frac{\\pi}{x^2}\\,dx = \\pi \\int_1^\\infty \\frac{dx}{x^2}$, "
      "and $\\int_1^\\infty \\frac{dx}{x^2} = 1$.\n\n$\\boxed{\\pi}$\n",
      ["\\frac{\\pi}{x^2}", "\\int_1^\\infty \\frac{dx}{x^2} = 1", "disk of radius $1/x$"],
      note="DeepMath: pi as the coefficient of the slice area and the factored integral are work")

    p("qp09", "real-probe-factored-quadratic-rejected-root", m500(464),
      "From the first equation $(x-y)(x+y) = 36$, i.e. $x^2 - y^2 = 36$. From the second, $y^2 = 5x$.\n\n"
      "So $x^2 - 5x - 36 = 0$, i.e. $(x - 9)(x + 4) = 0$. The root $x = -4$ is rejected ($\\log_y 5x$ needs "
      "$5x > 0$).\n\n$\\boxed{9}$\n",
      ["x^2 - 5x - 36 = 0", "(x - 9)(x + 4) = 0", "$x = -4$ is rejected"],
      note="the factored quadratic holds the answer in a factor: work")

    p("qp10", "real-probe-equality-case-unmultiplied-product", m500(470),
      "Split $10$ into $1 + 2 + 3 + 4$ parts: write $a + b + c + d = a + 2\\cdot\\frac b2 + 3\\cdot\\frac c3 + "
      "4\\cdot\\frac d4$ and apply AM-GM to the ten terms.\n\n"
      "Equality when $a = \\frac b2 = \\frac c3 = \\frac d4$, which with the sum 10 gives $a = 1, b = 2, c = 3, d = 4$.\n\n"
      "Max $= 1 \\cdot 2^2 \\cdot 3^3 \\cdot 4^4 = 1 \\cdot 4 \\cdot 27 \\cdot 256$.\n\n$\\boxed{27648}$\n",
      ["a = 1, b = 2, c = 3, d = 4", "1 \\cdot 4 \\cdot 27 \\cdot 256"],
      note="the equality case and the unmultiplied product are work")

    p("qp11", "real-probe-one-pronoun-common-denominator-omega", m500(480),
      "If $\\omega = 1$ the expression is $\\frac12 + \\frac12$. Otherwise $\\omega \\ne 1$ and "
      "$1 + \\omega + \\omega^2 = 0$.\n\n"
      "One can put both fractions over a common denominator: "
      "$\\frac{(1+\\omega^2) + (1+\\omega)}{(1+\\omega)(1+\\omega^2)} = \\frac{2 + \\omega + \\omega^2}{1 + \\omega + \\omega^2 + \\omega^3}$.\n\n"
      "Numerator $2 - 1$, denominator $0 + 1$ (using $\\omega^3 = 1$).\n\n$\\boxed{1}$\n",
      ["One can put both fractions over a common denominator", "1 + \\omega + \\omega^2 = 0", "\\omega^3 = 1",
       "\\frac12 + \\frac12"],
      note="'One can' is a pronoun; the given omega^3 = 1 and the unevaluated pieces are work")

    p("qp12", "real-probe-cube-minus-one-before-ninth-power", m500(498),
      "Let $a = a_1$. Then $a_2 = \\frac{1}{1-a}$ and $a_3 = \\frac{1}{1 - \\frac{1}{1-a}} = \\frac{a-1}{a}$.\n\n"
      "$a_3 = a_1$ gives $a - 1 = a^2$, i.e. $a^2 - a + 1 = 0$. Multiply by $a + 1$: $a^3 + 1 = 0$, so "
      "$a^3 = -1$.\n\n"
      "The map $t \\mapsto \\frac{1}{1-t}$ has period 3, so $a_9 = a_3 = a$ and $(a_9)^9 = (a^3)^3 = (-1)^3$.\n\n"
      "$\\boxed{-1}$\n",
      ["a^2 - a + 1 = 0", "$a^3 = -1$", "has period 3"],
      note="a^3 = -1 equals the answer but is an intermediate (the last step (-1)^3 is unevaluated)")

    p("qp13", "real-probe-pair-count-times-two-points", m500(300),
      "Two circles meet in at most 2 points. There are $\\binom{4}{2} = 6$ pairs of circles, and the points can all "
      "be distinct (choose the circles generically), so at most $6 \\times 2$ points.\n\n$\\boxed{12}$\n",
      ["\\binom{4}{2} = 6", "6 \\times 2", "at most 2 points"],
      note="pair count and per-pair bound, the product unevaluated")

    p("qp14", "real-probe-complement-binomials-kept", m500(330),
      "Count all subcommittees and remove the one-party ones:\n\n"
      "- all: $\\binom{14}{5} = 2002$\n- only Republicans: $\\binom{8}{5} = 56$\n- only Democrats: $\\binom{6}{5} = 6$\n\n"
      "Answer $= 2002 - 56 - 6$.\n\n$\\boxed{1940}$\n",
      ["\\binom{14}{5} = 2002", "\\binom{8}{5} = 56", "\\binom{6}{5} = 6", "2002 - 56 - 6"],
      note="complementary counting: every binomial is work")

    p("qp15", "real-probe-three-unknowns-solved-product-pending", m500(334),
      "Add all three: $2(a+b+c) = 0$, so $a + b + c = 0$.\n"
      "Then $c = 0 - 8$, $a = 0 - (-3)$, $b = 0 - (-5)$: $a = 3$, $b = 5$, $c = -8$.\n"
      "Check: $3 + 5 = 8$, $5 - 8 = -3$, $3 - 8 = -5$. Product $abc = 3 \\cdot 5 \\cdot (-8)$.\n\n$\\boxed{-120}$\n",
      ["$a = 3$, $b = 5$, $c = -8$", "3 \\cdot 5 \\cdot (-8)"],
      note="the three solved values and the unmultiplied product are work")

    p("qp16", "real-probe-decimal-bounds-bracket-integer", m500(342),
      "Multiply by 7: $\\frac74 < x < \\frac73$, i.e. $1.75 < x < 2.33$. Only one integer fits.\n\n$\\boxed{2}$\n",
      ["1.75 < x < 2.33", "\\frac74 < x < \\frac73", "Only one integer fits"],
      note="the bounds are work ('2.33' starts with the answer's digit); 'one' is a count word of the work")

    p("qp17", "real-probe-cube-of-given-sixteen", m500(346),
      "Cube both sides: $x^2 - 4x + 4 = 16^3 = 4096$.\n"
      "Left side is $(x-2)^2$, so $x - 2 = \\pm 64$; positive root: $x - 2 = 64$, $x = 64 + 2$.\n\n$\\boxed{66}$\n",
      ["16^3 = 4096", "x - 2 = \\pm 64", "64 + 2"],
      note="the given 16 cubed, the square root and the unevaluated last step are work")

    p("qp18", "real-probe-wrong-fewer-read-as-count", gsm(222),
      "Andy plants 90 geraniums. He plants 40 petunias. Total flowers: 90 + 40.\n\nAnswer: $\\boxed{130}$\n",
      ["90 geraniums"],
      note="WRONG on purpose (answer 90 + 50 = 140): '40 fewer' read as 40 petunias; the given 90 geraniums "
           "must stay; the sum is left unevaluated, the boxed 130 is the answer")

    p("qp19", "probe-csv-givens-block", gsm(215),
      "Givens:\n\n```csv\nitem,amount\nshoes,320.00\nbelt,32.00\nwage_per_hour,8.00\n```\n\n"
      "Cost = 320 + 32 = $352. Hours = 352 / 8.\n\n$\\boxed{44}$\n",
      ["shoes,320.00", "belt,32.00", "wage_per_hour,8.00", "320 + 32 = $352"],
      note="adversarial layout: givens in a CSV block, all must stay")
