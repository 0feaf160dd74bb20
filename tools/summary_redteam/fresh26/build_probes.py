"""fresh26 math must-stay probes ip01-ip19 (ip01-ip18 realistic, ip19 adversarial). Problems from probs.py."""
from probs import aime, dm, gsm


def build(p):
    p("ip01", "real-probe-gsm-hourly-accumulation-table-pending-last-row", gsm(1087),
      "Each hour the farmer makes 5 bales and the truck removes 3, so the field gains 5 − 3 = 2 bales per hour.\n\n"
      "| hour | made | picked up | left |\n"
      "|---|---|---|---|\n"
      "| 1 | 5 | 3 | 2 |\n"
      "| 2 | 10 | 6 | 4 |\n"
      "| 3 | 15 | 9 | 6 |\n"
      "| 4 | 20 | 12 | 8 |\n"
      "| 5 | 25 | 15 | 10 |\n"
      "| 6 | 30 | 18 | 30 − 18 |\n\n"
      "\\boxed{12}",
      ["5 − 3 = 2 bales per hour", "| 4 | 20 | 12 | 8 |", "| 5 | 25 | 15 | 10 |", "| 6 | 30 | 18 | 30 − 18 |"],
      "Row 4's 'picked up' 12 equals the answer in a non-answer cell; the last row is pending.")

    p("ip02", "real-probe-gsm-dimensional-analysis-units-line", gsm(1057),
      "Saturday: 4 movies. Sunday: half as many, 4 ÷ 2 = 2 movies.\n"
      "Per weekend: 4 + 2 = 6 movies per weekend.\n\n"
      "Units check: [movies/weekend] × [weekends] = [movies], and 4 weeks contain 4 weekends.\n\n"
      "Total: 6 movies/weekend × 4 weekends.\n\n"
      "\\boxed{24}",
      ["4 ÷ 2 = 2 movies", "4 + 2 = 6 movies per weekend", "[movies/weekend] × [weekends] = [movies]",
       "4 weeks contain 4 weekends", "6 movies/weekend × 4 weekends"],
      "A value-free units line and a pending product.")

    p("ip03", "real-probe-gsm-less-than-phrase-interpretation", gsm(1068),
      "Reading the wording carefully: \"3 less than ten\" means 10 − 3 = 7 sandwiches (not 3 − 10).\n"
      "Mark eats 4 of them: 7 − 4 = 3 sandwiches left.\n"
      "Sidney orders 3 more: 3 + 3 = 6 sandwiches.\n"
      "Each has 4 meatballs: 6 × 4 meatballs.\n\n"
      "\\boxed{24}",
      ["\"3 less than ten\" means 10 − 3 = 7 sandwiches (not 3 − 10)", "7 − 4 = 3 sandwiches left",
       "3 + 3 = 6 sandwiches", "6 × 4 meatballs"],
      "The interpretation clause and the pending last product must stay.")

    p("ip04", "real-probe-gsm-backward-chain-from-observed-count", gsm(1103),
      "Work backwards from the 6 jellyfish that changed colour.\n\n"
      "- They are a third of the large ones: large = 6 × 3 = 18.\n"
      "- The large ones are a fifth of the tank, so the small ones are four fifths: small = 18 × 4 = 72.\n"
      "- Whole tank: 72 + 18.\n\n"
      "\\boxed{90}",
      ["large = 6 × 3 = 18", "small = 18 × 4 = 72", "72 + 18"],
      "A backward chain ending with a pending sum.")

    p("ip05", "real-probe-gsm-ballpark-estimate-before-exact", gsm(1063),
      "Ballpark first: about 80 × 5 = 400 emails arrive in the week, and most of them need replies, so the "
      "result should be a bit over 300.\n\n"
      "Exact: 20% need no response, so he answers 80%: 80 × 0.8 = 64 emails per day.\n"
      "Over the 5-day work week: 64 × 5.\n\n"
      "\\boxed{320}",
      ["80 × 5 = 400", "a bit over 300", "80 × 0.8 = 64 emails per day", "64 × 5"],
      "An estimate near the answer and the pending product are work.")

    p("ip06", "real-probe-aime-circle-centre-by-chord-symmetry", aime(70),
      "Coordinates: $A = (0,0)$, $B = (107, 0)$, $C = (107, 16)$, $D = (0, 16)$. Put $E = (e, 16)$, so "
      "$F = (e + 184, 16)$, $G = (e + 184, 33)$, $H = (e, 33)$.\n\n"
      "The circle through $A$ and $D$ has its centre on $y = 8$, say $(h, 8)$. Since $H$ and $G$ are at the same "
      "height, the centre lies on the perpendicular bisector of $HG$: $h = e + 92$.\n\n"
      "Then $|OH|^2 = |OA|^2$: $92^2 + 25^2 = h^2 + 8^2$, so $h^2 = 8464 + 625 - 64 = 9025$ and $h = 95$, "
      "giving $e = 95 - 92 = 3$, i.e. $DE = 3$.\n\n"
      "So $CE = 107 - 3$.\n\n"
      "\\boxed{104}",
      ["h = e + 92", "92^2 + 25^2 = h^2 + 8^2", "h^2 = 8464 + 625 - 64 = 9025", "e = 95 - 92 = 3", "CE = 107 - 3"],
      "The symmetric-chord step and the pending subtraction.")

    p("ip07", "real-probe-reciprocal-substitution-gives-negative-of-itself", dm(333),
      "(Contour integration with a keyhole also works; the substitution is quicker.)\n\n"
      "The integral converges: near 0, $|\\log x|$ is integrable, and at infinity the integrand is "
      "$O(\\log x/x^2)$.\n\n"
      "Substitute $x = 1/t$, $dx = -\\frac{dt}{t^2}$:\n"
      "$$I = \\int_\\infty^0 \\frac{-\\log t}{1 + 1/t^2}\\left(-\\frac{dt}{t^2}\\right) = "
      "-\\int_0^\\infty \\frac{\\log t}{1+t^2}\\,dt,$$\n"
      "so $I = -I$.\n\n"
      "\\boxed{0}",
      ["$x = 1/t$", "dx = -\\frac{dt}{t^2}", "so $I = -I$", "$O(\\log x/x^2)$"],
      "I = -I is the last step (pending 2I = 0).")

    p("ip08", "real-probe-leading-term-integral-equal-to-limit", dm(407),
      "Substitute $x = u/n$: the integral is $\\int_0^\\infty n\\,e^{-u}\\arctan(u/n)\\,du$.\n\n"
      "Expand $\\arctan(u/n) = \\frac un - \\frac{u^3}{3n^3} + O(n^{-5})$ (dominated convergence covers the tail):\n"
      "- leading term: $\\int_0^\\infty u e^{-u}\\,du = 1$;\n"
      "- correction: $-\\frac{1}{3n^2}\\int_0^\\infty u^3 e^{-u}\\,du = -\\frac{2}{n^2}$, which vanishes.\n\n"
      "\\boxed{1}",
      ["$x = u/n$", "\\int_0^\\infty u e^{-u}\\,du = 1", "-\\frac{1}{3n^2}\\int_0^\\infty u^3 e^{-u}\\,du = -\\frac{2}{n^2}"],
      "The leading integral's value 1 equals the answer in a non-answer position.")

    p("ip09", "real-probe-laurent-coefficient-bookkeeping-with-unasked-term", dm(252),
      "Expansions at 0:\n"
      "$$\\frac{1}{\\sin^2 z} = \\frac{1}{z^2} + \\frac13 + \\frac{z^2}{15} + \\cdots, \\qquad "
      "e^z = 1 + z + \\frac{z^2}{2} + \\cdots$$\n\n"
      "The $z^{-1}$ term of the product comes only from $z^{-2}\\cdot z$ (the term $z$ of $e^z$ times "
      "$\\frac{1}{z^2}$). For comparison, the $z^0$ coefficient is $\\frac{z^2}{2}\\cdot\\frac{1}{z^2} + \\frac13$, "
      "i.e. $\\frac12 + \\frac13 = \\frac56$, which is not asked.\n\n"
      "\\boxed{1}",
      ["\\frac{1}{\\sin^2 z} = \\frac{1}{z^2} + \\frac13 + \\frac{z^2}{15} + \\cdots", "e^z = 1 + z + \\frac{z^2}{2}",
       "$z^{-2}\\cdot z$", "\\frac12 + \\frac13 = \\frac56"],
      "An unasked coefficient computed beside the asked one.")

    p("ip10", "real-probe-cantor-function-reflection-symmetry", dm(23),
      "Let $\\mu = df$, a probability measure on $[0,1]$: $\\mu(\\mathbb{R}) = 1$.\n\n"
      "The Cantor function satisfies $f(1-x) = 1 - f(x)$, and $\\mu$ is invariant under $x \\mapsto 1 - x$. So "
      "$\\int f\\,d\\mu = \\int (1 - f)\\,d\\mu$, i.e. $2\\int f\\,d\\mu = \\mu(\\mathbb{R})$.\n\n"
      "(Alternatively, $f$ is continuous, so $\\int f\\,df = \\left[\\tfrac{f^2}{2}\\right]_0^1$.) The value does "
      "not change from the Lebesgue one.\n\n"
      "\\boxed{\\dfrac{1}{2}}",
      ["\\mu(\\mathbb{R}) = 1", "f(1-x) = 1 - f(x)", "2\\int f\\,d\\mu = \\mu(\\mathbb{R})",
       "\\left[\\tfrac{f^2}{2}\\right]_0^1", "does not change from the Lebesgue one"],
      "Symmetry identity, a pending evaluation, and the value-free decision clause.")

    p("ip11", "real-probe-morley-degree-equal-value-beside-rank", dm(44),
      "$ACF_0$ is strongly minimal: in an algebraically closed field every definable subset of the line is "
      "finite or cofinite (quantifier elimination: a Boolean combination of zero sets of polynomials in one "
      "variable).\n\n"
      "So the formula $x = x$ cannot be split into two infinite definable pieces, and its Morley degree is "
      "also 1. Rank 0 would mean a finite set, which the line is not.\n\n"
      "\\boxed{1}",
      ["strongly minimal", "every definable subset of the line is finite or cofinite",
       "its Morley degree is also 1", "Rank 0 would mean a finite set"],
      "The Morley degree equals the answer's value but is another quantity.")

    p("ip12", "real-probe-ito-product-rule-cross-variation-drop", dm(220),
      "Itô's product rule:\n"
      "$$d(t^2 B^1_t) = 2tB^1_t\\,dt + t^2\\,dB^1_t, \\qquad d(t^3 B^2_t) = 3t^2 B^2_t\\,dt + t^3\\,dB^2_t.$$\n"
      "The finite-variation $dt$ terms do not contribute to the covariation, so\n"
      "$$\\langle t^2B^1, t^3B^2\\rangle_T = \\int_0^T t^5\\, d\\langle B^1, B^2\\rangle_t,$$\n"
      "and for independent Brownian motions $d\\langle B^1, B^2\\rangle_t = 0$.\n\n"
      "\\boxed{0}",
      ["d(t^2 B^1_t) = 2tB^1_t\\,dt + t^2\\,dB^1_t", "finite-variation $dt$ terms",
       "\\int_0^T t^5\\, d\\langle B^1, B^2\\rangle_t", "d\\langle B^1, B^2\\rangle_t = 0"],
      "The cross-variation of B^1 and B^2 is 0 (a premise, value equal to the answer).")

    p("ip13", "real-probe-euler-characteristic-by-tetrahedron-count", dm(458),
      "In stereographic coordinates the metric is $\\lambda(du^2+dv^2)$ with $\\lambda = \\frac{4}{(1+u^2+v^2)^2}$, "
      "and $K = -\\frac{1}{2\\lambda}\\Delta\\log\\lambda$ gives $K \\equiv 1$.\n\n"
      "So the total curvature is the area $\\int \\frac{4\\,du\\,dv}{(1+u^2+v^2)^2}$; in polar coordinates "
      "$\\int_0^{2\\pi}\\int_0^\\infty \\frac{4r\\,dr\\,d\\theta}{(1+r^2)^2} = 2\\pi\\cdot 2$.\n\n"
      "Check with Gauss–Bonnet: $\\chi(S^2) = V - E + F = 4 - 6 + 4 = 2$ (a tetrahedron), and "
      "$\\int K\\,dA = 2\\pi\\chi(S^2)$.\n\n"
      "\\boxed{4\\pi}",
      ["K = -\\frac{1}{2\\lambda}\\Delta\\log\\lambda", "K \\equiv 1", "\\int \\frac{4\\,du\\,dv}{(1+u^2+v^2)^2}",
       "V - E + F = 4 - 6 + 4 = 2", "\\int K\\,dA = 2\\pi\\chi(S^2)"],
      "Pending 2π·2 and the Euler characteristic count.")

    p("ip14", "real-probe-umlaufsatz-rotation-index-for-convex-curve", dm(279),
      "The curve $x^4 + y^4 = 1$ is a smooth simple closed convex curve (its curvature vanishes only at "
      "$(\\pm1, 0)$ and $(0, \\pm1)$ and is otherwise positive).\n\n"
      "By Hopf's Umlaufsatz a simple closed curve traversed counterclockwise has rotation index 1, and "
      "$\\int_C k\\,ds = 2\\pi \\cdot (\\text{rotation index})$. Since $k \\ge 0$ (convex), signed and unsigned "
      "curvature agree: $2\\pi\\cdot 1$.\n\n"
      "\\boxed{2\\pi}",
      ["$(\\pm1, 0)$ and $(0, \\pm1)$", "Hopf's Umlaufsatz", "has rotation index 1",
       "\\int_C k\\,ds = 2\\pi \\cdot (\\text{rotation index})"],
      "The rotation index 1 and the pending product.")

    p("ip15", "real-probe-pole-outside-contour-and-inside-contrast", dm(505),
      "For $|z| > 3$ the function $s \\mapsto \\frac{2s^2-s-2}{s-z}$ is analytic on $|s| \\le 3$: the pole "
      "$s = z$ lies outside $C$. By Cauchy's theorem the integral vanishes.\n\n"
      "(For contrast, when $|z| < 3$ the same integral is $2\\pi i(2z^2 - z - 2)$ by Cauchy's formula.)\n\n"
      "\\boxed{0}",
      ["is analytic on $|s| \\le 3$", "$s = z$ lies outside $C$", "2\\pi i(2z^2 - z - 2)"],
      "A value-free analyticity clause and the contrasting case.")

    p("ip16", "real-probe-quadratic-form-eigenvalue-lower-bound", dm(536),
      "Numerator: $\\sin x - \\sinh x = -\\frac{x^3}{3} + O(x^5)$.\n\n"
      "Denominator: the form $2x^2 + y^2 - xy$ has matrix $\\begin{pmatrix}2 & -1/2\\\\ -1/2 & 1\\end{pmatrix}$ "
      "with smallest eigenvalue $\\frac{3-\\sqrt2}{2} > 0$, so $2x^2 + y^2 - xy \\ge \\frac{3-\\sqrt2}{2}\\,r^2$ "
      "with $r^2 = x^2+y^2$.\n\n"
      "Hence the expression is bounded by a constant times $\\frac{r^3}{r^2}\\,|\\ln r^2| = r\\,|\\ln r^2|$, and "
      "$r\\ln r^2 \\to 0$.\n\n"
      "\\boxed{0}",
      ["\\sin x - \\sinh x = -\\frac{x^3}{3} + O(x^5)", "\\frac{3-\\sqrt2}{2} > 0",
       "2x^2 + y^2 - xy \\ge \\frac{3-\\sqrt2}{2}\\,r^2", "r\\ln r^2 \\to 0"],
      "The auxiliary limit r ln r^2 -> 0 has the answer's value.")

    p("ip17", "real-probe-unit-integral-equal-to-negated-answer", dm(539),
      "Numerator: $|e^{-xy} - 1| \\le xy$ and $\\frac{e^{-xy}-1}{x} \\to -y$, so by dominated convergence "
      "(the bound $y/y^3$ is integrable on $[1,\\infty)$)\n"
      "$$\\int_1^\\infty \\frac{e^{-xy}-1}{y^3}\\,dy \\sim -x\\int_1^\\infty \\frac{dy}{y^2}, \\qquad "
      "\\int_1^\\infty \\frac{dy}{y^2} = 1.$$\n"
      "Denominator: $\\ln(1+x) \\sim x$. The ratio behaves like $\\frac{-x\\cdot 1}{x}$.\n\n"
      "\\boxed{-1}",
      ["|e^{-xy} - 1| \\le xy", "\\int_1^\\infty \\frac{dy}{y^2} = 1", "\\ln(1+x) \\sim x", "\\frac{-x\\cdot 1}{x}"],
      "The integral equal to 1 is the negation of the answer, in a non-answer position.")

    p("ip18", "real-probe-adjugate-minor-degree-bound", dm(188),
      "For $A \\in SL(n,\\mathbb{R})$, $A^{-1} = \\operatorname{adj}(A)$, whose entries are $(n-1)\\times(n-1)$ minors, "
      "each a polynomial of degree $n-1$ in the entries. So $\\|A^{-1}\\| \\le C_n \\|A\\|^{n-1}$, and the ratio "
      "is at most $n - 1 + \\frac{\\log C_n}{\\log\\|A\\|}$, bounded for large $\\|A\\|$ (yes, bounded).\n\n"
      "Sharpness: $A = \\operatorname{diag}(t, \\dots, t, t^{-(n-1)})$ has $\\|A\\| \\approx t$ and "
      "$\\|A^{-1}\\| \\approx t^{n-1}$.\n\n"
      "\\boxed{n - 1}",
      ["A^{-1} = \\operatorname{adj}(A)", "(n-1)\\times(n-1)$ minors", "\\|A^{-1}\\| \\le C_n \\|A\\|^{n-1}",
       "\\operatorname{diag}(t, \\dots, t, t^{-(n-1)})", "\\|A^{-1}\\| \\approx t^{n-1}"],
      "n-1 in exponents and minor sizes (non-answer positions).")

    p("ip19", "probe-ascii-number-line-diagram-of-positions", gsm(1095),
      "Fast train: 60 mph × 3 h = 180 miles east. Slow train: half the speed, 30 mph, so 30 × 3 = 90 miles west.\n\n"
      "```\n"
      "W <----- 90 mi -----[station]----------- 180 mi -----------> E\n"
      "```\n\n"
      "Distance apart: 90 + 180.\n\n"
      "\\boxed{270}",
      ["60 mph × 3 h = 180 miles", "30 × 3 = 90 miles", "<----- 90 mi -----[station]", "90 + 180"],
      "Adversarial layout: positions on an ASCII number line.")
