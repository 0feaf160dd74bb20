"""fresh18 math must-stay probes np01-np19 (np01-np18 realistic, np19 adversarial). Problems read by probs.py."""
from probs import gsm, m500


def build(p):
    p("np01", "real-probe-gsm-removed-counts-sum-pending", gsm(906),
      "Blue boxes used: 3, so 7 - 3 = <<7-3=4>>4 blue boxes are left.\n"
      "Red boxes used: 1/3 of 9 = <<9/3=3>>3, so 9 - 3 = <<9-3=6>>6 red boxes are left.\n"
      "Left in the box: 4 + 6.\n#### 10\n\n\\boxed{10}",
      ["7 - 3 = <<7-3=4>>4", "9 - 3 = <<9-3=6>>6", "4 + 6"],
      note="GSM8K annotations; 4 + 6 is the unevaluated last step; the given 3 and the 3 red boxes stay")
    p("np02", "real-probe-wrong-forgot-empty-box-partitions", m500(226),
      "Since neither balls nor boxes are distinguishable, a placement is just a way to split 5 into two parts. "
      "Each box must hold something, so the splits are:\n- 4+1\n- 3+2\n\n"
      "There's no other split of 5 into two positive parts, so the count is 2.\n\n$\\boxed{2}$",
      ["4+1", "3+2", "split 5 into two parts"],
      note="WRONG on purpose: the empty-box split 5+0 is forgotten (dataset answer 3); the splits are work")
    p("np03", "real-probe-one-polar-component-computed", m500(0),
      "The radius is $r = \\sqrt{0^2 + 3^2} = 3$. The point lies on the positive $y$-axis, so the angle is a "
      "quarter turn.\n\n$\\boxed{\\left( 3, \\frac{\\pi}{2} \\right)}$",
      ["r = \\sqrt{0^2 + 3^2} = 3"], note="r = 3 is one component of the pair (work)")
    p("np04", "real-probe-three-values-sum-pending", m500(2),
      "$f(-2) = \\frac{-8}{-4} = 2$, $f(-1) = \\frac{-5}{-3} = \\frac{5}{3}$, $f(0) = \\frac{-2}{-2} = 1$.\n\n"
      "Sum: $2 + \\frac{5}{3} + 1$.\n\n$\\boxed{\\frac{14}{3}}$",
      ["f(-2) = \\frac{-8}{-4} = 2", "\\frac{-5}{-3} = \\frac{5}{3}", "2 + \\frac{5}{3} + 1"])
    p("np05", "real-probe-candidate-cubes-list", m500(6),
      "Three consecutive integers $n-1, n, n+1$ sum to $3n$, so we need a cube divisible by 3.\n"
      "Candidates: 1, 8, 27, 64. The first divisible by 3 is 27 itself: $3n = 27$, $n = 9$, and "
      "$8 + 9 + 10$ works.\n\n$\\boxed{27}$",
      ["Candidates: 1, 8, 27, 64", "8 + 9 + 10"],
      note="the candidate list holds the answer; 8 + 9 + 10 is unevaluated (the conclusion clause goes)")
    p("np06", "real-probe-exponent-six-in-factorization", m500(46),
      "Multiply by $z^2 - 1$: $(z^2 - 1)(z^4 + z^2 + 1) = z^6 - 1$. So every root satisfies $z^6 = 1$, and none "
      "satisfies $z^3 = 1$ and $z^2 = 1$ at once... the roots are $e^{\\pm i\\pi/3}$, $e^{\\pm 2i\\pi/3}$; the "
      "first pair has order 6.\n\n$\\boxed{6}$",
      ["(z^2 - 1)(z^4 + z^2 + 1) = z^6 - 1", "e^{\\pm i\\pi/3}"],
      note="6 as the exponent of z^6 - 1 is work")
    p("np07", "real-probe-endpoint-zero-given-twice", m500(76),
      "$\\log x^2$ is defined when $x^2 > 0$, i.e. $x \\neq 0$. So the domain is $x < 0$ or $x > 0$: "
      "$a = 0$ and $b = 0$.\n\n$\\boxed{0}$",
      ["x^2 > 0", "x \\neq 0", "$a = 0$ and $b = 0$"], note="a and b are each equal to the answer 0 (work)")
    p("np08", "real-probe-coefficient-two-in-exponent-equation", m500(116),
      "$256^{1/2} = 16 = 2^4$ and $2^{2x} = 2^4$, so $2x = 4$.\n\n$\\boxed{2}$",
      ["256^{1/2} = 16 = 2^4", "2x = 4"], note="the coefficient 2 in 2x equals the answer")
    p("np09", "real-probe-cross-multiply-add-back-pending", m500(148),
      "Cross-multiplying: $2(x-5) = 12$, so $x - 5 = 6$ and $x = 5 + 6$.\n\n$\\boxed{11}$",
      ["2(x-5) = 12", "x - 5 = 6", "5 + 6"])
    p("np10", "real-probe-negated-root-factor", m500(160),
      "Let the integers be $n$ and $n + 2$. Then $n(n+2) = 288$, i.e. $n^2 + 2n - 288 = 0$, which factors as "
      "$(n + 18)(n - 16) = 0$. Reject $n = -18$ (not positive), so $n = 16$ and the greater is $n + 2$.\n\n"
      "$\\boxed{18}$",
      ["n^2 + 2n - 288 = 0", "(n + 18)(n - 16) = 0", "n = -18", "n = 16"],
      note="-18 is the negation of the answer, a rejected root (work); n + 2 is unevaluated")
    p("np11", "real-probe-root-center-equals-count", m500(174),
      "A $y$-intercept has $x = 0$: $y^2 - 4y - 1 = 0$. Discriminant $16 + 4 = 20 > 0$, so two real roots, "
      "$y = 2 \\pm \\sqrt{5}$.\n\n$\\boxed{2}$",
      ["y^2 - 4y - 1 = 0", "16 + 4 = 20", "y = 2 \\pm \\sqrt{5}"],
      note="the roots' centre 2 equals the count; 'two real roots' is the conclusion")
    p("np12", "real-probe-radicand-unrooted", m500(178),
      "**Step 1.** $10 \\times 15 \\times 24 = 150 \\times 24 = 3600$.\n**Step 2.** Take $\\sqrt{3600}$.\n\n"
      "$\\boxed{60}$",
      ["150 \\times 24 = 3600", "\\sqrt{3600}"])
    p("np13", "real-probe-divisor-list-filtered-uncounted", m500(180),
      "Common factors of 100 and 150 are the factors of $\\gcd(100, 150) = 50$: 1, 2, 5, 10, 25, 50.\n"
      "Two-digit ones: 10, 25, 50.\n\n$\\boxed{3}$",
      ["\\gcd(100, 150) = 50", "1, 2, 5, 10, 25, 50", "10, 25, 50"])
    p("np14", "real-probe-perfect-square-unsquared", m500(196),
      "Recognise $a^2 + 2ab + b^2$ with $a = 21$, $b = 19$: $x = (21 + 19)^2 = 40^2$.\n\n$\\boxed{1600}$",
      ["a = 21", "b = 19", "(21 + 19)^2 = 40^2"])
    p("np15", "real-probe-missing-angle-ten-degrees", m500(244),
      "The full angle sum $(n-2)\\cdot 180^\\circ$ must exceed $1070^\\circ$ by less than $180^\\circ$ (one interior "
      "angle). Multiples of 180 near 1070: $6 \\cdot 180 = 1080$. So $n - 2 = 6$, and the missing angle is "
      "$1080 - 1070 = 10$ degrees.\n\n$\\boxed{8}$",
      ["6 \\cdot 180 = 1080", "n - 2 = 6", "1080 - 1070 = 10"],
      note="n - 2 = 6 is the last step unevaluated")
    p("np16", "real-probe-gauss-sum-and-nearest-multiple", m500(268),
      "| quantity | value |\n|---|---|\n| $1 + \\dots + 10$ | $\\frac{10 \\cdot 11}{2} = 55$ |\n"
      "| largest multiple of 9 below | $6 \\cdot 9 = 54$ |\n\nRemainder: $55 - 54$.\n\n$\\boxed{1}$",
      ["\\frac{10 \\cdot 11}{2} = 55", "6 \\cdot 9 = 54", "55 - 54"])
    p("np17", "real-probe-factored-numerator-equation-unsolved", m500(290),
      "Factor the numerator: $6r^2 - 19r - 7 = (2r - 7)(3r + 1)$. For $r \\ne \\frac72$ the equation becomes "
      "$3r + 1 = 4r - 3$.\n\n$\\boxed{4}$",
      ["(2r - 7)(3r + 1)", "3r + 1 = 4r - 3"], note="the coefficient 4 in 4r equals the answer")
    p("np18", "real-probe-intercepts-slope-sum-pending", m500(250),
      "$x$-intercept: $y = 0 \\Rightarrow a = 4$. $y$-intercept: $x = 0 \\Rightarrow b = 12$. Slope-intercept form "
      "$y = -3x + 12$, so $m = -3$. Sum: $4 + 12 - 3$.\n\n$\\boxed{13}$",
      ["a = 4", "b = 12", "m = -3", "4 + 12 - 3"])
    p("np19", "probe-yaml-front-matter-givens", m500(270),
      "---\nfull_price: 20\nsusan: {tickets: 4, discount: 0.25}\npam: {tickets: 5, discount: 0.30}\n---\n\n"
      "Susan pays $4 \\cdot 20 \\cdot 0.75 = 60$. Pam pays $5 \\cdot 20 \\cdot 0.70 = 70$. Difference: "
      "$70 - 60$.\n\n$\\boxed{10}$",
      ["full_price: 20", "discount: 0.25", "4 \\cdot 20 \\cdot 0.75 = 60", "5 \\cdot 20 \\cdot 0.70 = 70",
       "70 - 60"],
      note="adversarial: the givens as YAML front matter")
