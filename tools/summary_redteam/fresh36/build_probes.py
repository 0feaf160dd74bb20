"""fresh36 math must-stay probes qqp01-qqp11: realistic drafts whose work legitimately holds values equal to the
answer (givens, coefficients, roots, intermediate results); must_stay lists those strings."""
from probs import dm, gsm, m500


def build(p):
    p("qqp01", "real-probe-gsm-pizza-six-friends-six-slices-given", gsm(1185),
      "Kate has 6 friends, each eating 6 cheese slices and 4 pepperoni slices.\n"
      "Cheese slices: 6 × 6 = 36.\n"
      "Pepperoni slices: 6 × 4 = 24.\n"
      "Cheese pies: 36 / 12 = 3.\n"
      "Pepperoni pies: 24 / 8 = 3.\n"
      "Pies: 3 + 3.\n\n"
      "$\\boxed{6}$",
      must_stay=["Kate has 6 friends, each eating 6 cheese slices", "6 × 6 = 36", "6 × 4 = 24", "3 + 3"])

    p("qqp02", "real-probe-gsm-diapers-five-changes-per-child-given", gsm(1214),
      "Each child needs 5 changes a day.\n"
      "Two children: 2 × 5 = 10 changes a day.\n"
      "His wife does half, so Jordan does 10 / 2.\n\n"
      "$\\boxed{5}$",
      must_stay=["Each child needs 5 changes a day", "2 × 5 = 10", "10 / 2"])

    p("qqp03", "real-probe-gsm-dogs-four-dogs-four-miles-given", gsm(1205),
      "Bernie has 4 dogs averaging 3 miles, so together they walk 4 × 3 = 12 miles.\n"
      "First three dogs: 1 + 4 + 3 = 8 miles (the second one walks 4 miles).\n"
      "Last dog: 12 - 8.\n\n"
      "$\\boxed{4}$",
      must_stay=["Bernie has 4 dogs", "4 × 3 = 12", "1 + 4 + 3 = 8", "the second one walks 4 miles", "12 - 8"])

    p("qqp04", "real-probe-gsm-mugs-eight-more-equation", gsm(1200),
      "Let m be the number of mugs.\n"
      "Eight more than four times m is 40: 8 + 4m = 40.\n"
      "Subtract 8: 4m = 32.\n"
      "Divide by 4: m = 32 / 4.\n"
      "Check: 4 × 8 = 32 and 32 + 8 = 40.\n\n"
      "$\\boxed{8}$",
      must_stay=["8 + 4m = 40", "Subtract 8: 4m = 32", "m = 32 / 4", "32 + 8 = 40"])

    p("qqp05", "real-probe-gsm-bus-twenty-initial-passengers-given", gsm(1216),
      "Start: 20 people on board.\n"
      "First stop: +40, so 20 + 40 = 60.\n"
      "Second station: 3/4 × 40 = 30 board, so 60 + 30 = 90.\n"
      "Third station doubles it: 2 × 90 = 180.\n"
      "Free seats: 200 - 180.\n\n"
      "$\\boxed{20}$",
      must_stay=["Start: 20 people on board", "20 + 40 = 60", "3/4 × 40 = 30", "2 × 90 = 180", "200 - 180"])

    p("qqp06", "real-probe-conjugate-quadratic-values-minus-ten-minus-eleven", m500(247),
      "Rational coefficients force the conjugate $4 + \\sqrt{11}$ to be a root too, so\n"
      "$$p(x) = (x - 4)^2 - 11 = x^2 - 8x + 5$$\n"
      "(any integer multiple gives the same ratio).\n\n"
      "$p(3) = (3-4)^2 - 11 = 1 - 11 = -10$ and $p(4) = 0 - 11 = -11$.\n\n"
      "So $\\frac{p(3)}{p(4)} = \\frac{-10}{-11}$.\n\n"
      "$\\boxed{\\frac{10}{11}}$",
      must_stay=["x^2 - 8x + 5", "$p(3) = (3-4)^2 - 11 = 1 - 11 = -10$", "$p(4) = 0 - 11 = -11$",
                 "\\frac{-10}{-11}"])

    p("qqp07", "real-probe-domain-common-root-minus-four-in-factors", m500(238),
      "The denominator is a sum of two absolute values, so it vanishes only if both vanish.\n\n"
      "$x^2 + 3x - 4 = (x + 4)(x - 1)$, zero at $x = -4$ and $x = 1$.\n\n"
      "$x^2 + 9x + 20 = (x + 4)(x + 5)$, zero at $x = -4$ and $x = -5$.\n\n"
      "The only common zero is where the factor $(x + 4)$ vanishes; at $x = 1$ the second term is $30$ and at "
      "$x = -5$ the first is $6$.\n\n"
      "$\\boxed{-4}$",
      must_stay=["$x^2 + 3x - 4 = (x + 4)(x - 1)$", "zero at $x = -4$ and $x = 1$",
                 "zero at $x = -4$ and $x = -5$", "the factor $(x + 4)$"])

    p("qqp08", "real-probe-max-e-cauchy-schwarz-sixteen-coefficient", m500(230),
      "By Cauchy–Schwarz on $a, b, c, d$: $(a + b + c + d)^2 \\le 4(a^2 + b^2 + c^2 + d^2)$.\n\n"
      "With the constraints this reads $(8 - e)^2 \\le 4(16 - e^2)$, i.e. $64 - 16e + e^2 \\le 64 - 4e^2$, so\n"
      "$$5e^2 - 16e \\le 0, \\qquad 0 \\le e \\le \\frac{16}{5}.$$\n\n"
      "Equality needs $a = b = c = d = \\frac{8 - e}{4} = \\frac{6}{5}$, which is attainable.\n\n"
      "$\\boxed{\\frac{16}{5}}$",
      must_stay=["$(8 - e)^2 \\le 4(16 - e^2)$", "5e^2 - 16e \\le 0", "\\frac{6}{5}"])

    p("qqp09", "real-probe-parabola-distance-seventeen-from-quartic-min", m500(241),
      "Squared distance from the origin to $(x, \\tfrac12 x^2 - 9)$:\n"
      "$$D(x) = x^2 + \\left(\\tfrac12 x^2 - 9\\right)^2 = \\tfrac14 x^4 - 8x^2 + 81.$$\n\n"
      "In $u = x^2 \\ge 0$: $D = \\tfrac14 u^2 - 8u + 81$, minimised at $u = 16$.\n\n"
      "$D(16) = 64 - 128 + 81$.\n\n"
      "$\\boxed{17}$",
      must_stay=["\\tfrac14 x^4 - 8x^2 + 81", "minimised at $u = 16$", "$D(16) = 64 - 128 + 81$"])

    p("qqp10", "real-probe-centroid-triangle-area-eight-from-ratios", m500(152),
      "Since $MN \\parallel BC$ through the centroid, $AG : AD = 2 : 3$, so $N$ is $\\tfrac23$ of the way from $A$ "
      "to $C$.\n\n"
      "$E$ is the midpoint of $AC$, so $EN = AN - AE = \\tfrac23 AC - \\tfrac12 AC = \\tfrac16 AC$.\n\n"
      "Triangle $ENG$ has base $EN$ on $AC$ and the height of $G$ above $AC$, which is $\\tfrac13$ of the height "
      "of $B$.\n\n"
      "Area $= \\tfrac16 \\cdot \\tfrac13 \\cdot [ABC] = \\tfrac{144}{18}$.\n\n"
      "$\\boxed{8}$",
      must_stay=["$AG : AD = 2 : 3$", "\\tfrac16 AC", "\\tfrac{144}{18}"])

    p("qqp11", "real-probe-dm-singular-polar-two-unitaries-yes", dm(180),
      "Take the singular value decomposition $A = W \\Sigma V^*$ with $\\Sigma = \\mathrm{diag}(\\sigma_1, \\dots, "
      "\\sigma_{n-1}, 0)$ after ordering, so $P = \\sqrt{A^*A} = V \\Sigma V^*$.\n\n"
      "Then $U_1 = W V^*$ gives $U_1 P = W \\Sigma V^* = A$.\n\n"
      "Let $D = \\mathrm{diag}(1, \\dots, 1, -1)$. Since $D \\Sigma = \\Sigma$ (the last entry of $\\Sigma$ is 0), "
      "$U_2 = W D V^*$ also satisfies $U_2 P = W D \\Sigma V^* = A$, and $U_2 \\ne U_1$ because $D \\ne I$.\n\n"
      "So the unitary factor is not unique when $A$ is singular; for $n = 1$, $A = 0$ and $U = \\pm 1$ already "
      "work.\n\n"
      "$\\boxed{Yes}$",
      must_stay=["$P = \\sqrt{A^*A} = V \\Sigma V^*$", "$D \\Sigma = \\Sigma$", "$U = \\pm 1$"])
