"""fresh39 math must-stay probes nnp01-nnp19: realistic drafts in which values equal to the answer appear legitimately
(givens, intermediate results, sub-answers); `must_stay` lists them."""
from probs import dm, gsm, m500


def build(p):
    p("nnp01", "real-probe-gsm-factory-ten-tractors-given", gsm(348),
      "Tractor income per day: 10 tractors × $100 = $1,000\n"
      "Silo income per day: 5 silos × $220 = $1,100\n"
      "Increase: $1,100 − $1,000 = $100\n"
      "Percentage more = $100 / $1,000 × 100%\n\n"
      "\\boxed{10}",
      ["10 tractors × $100 = $1,000", "5 silos × $220 = $1,100", "$1,100 − $1,000 = $100"],
      "the 10 tractors a day are a given; the answer is the percentage")
    p("nnp02", "real-probe-gsm-pizza-mark-three-slices-intermediate", gsm(396),
      "Bill gets 12 × 1/3 = 4 slices\n"
      "Mark gets 12 × 1/4 = 3 slices\n"
      "Jenny eats 2 slices\n"
      "Slices left = 12 − 4 − 3 − 2\n\n"
      "\\boxed{3}",
      ["Mark gets 12 × 1/4 = 3 slices", "12 − 4 − 3 − 2"],
      "Mark's 3 slices are an intermediate result equal to the answer")
    p("nnp03", "real-probe-gsm-vending-five-dollars-given", gsm(434),
      "George spent $5 in total.\n"
      "Money left: 1% of $5 = $0.05\n"
      "Chips: 3 × $0.40 = $1.20\n"
      "Spent on candy bars: $5 − $0.05 − $1.20 = $3.75\n"
      "Candy bars = $3.75 / $0.75\n\n"
      "\\boxed{5}",
      ["George spent $5 in total.", "1% of $5 = $0.05", "$5 − $0.05 − $1.20 = $3.75"],
      "the $5 is the given amount spent; the answer is 5 candy bars")
    p("nnp04", "real-probe-gsm-market-four-times-and-four-potatoes-given", gsm(509),
      "Rose's total: 12 onions + 4 potatoes = 16 items\n"
      "Rose bought 4 times as many as Sophia, so\n"
      "Sophia's total = 16 / 4\n\n"
      "\\boxed{4}",
      ["12 onions + 4 potatoes = 16 items", "Rose bought 4 times as many as Sophia", "16 / 4"],
      "the 4 potatoes and the factor 4 are givens")
    p("nnp05", "real-probe-gsm-vlogs-first-week-eighteen-given", gsm(538),
      "Week 1: 18 vlogs\n"
      "Week 2: 21 vlogs\n"
      "Week 3: 15 vlogs\n"
      "Done so far: 18 + 21 + 15 = 54\n"
      "Still needed = 72 − 54\n\n"
      "\\boxed{18}",
      ["Week 1: 18 vlogs", "18 + 21 + 15 = 54", "72 − 54"],
      "week 1's 18 vlogs is a given equal to the answer")
    p("nnp06", "real-probe-gsm-wage-two-dollars-an-hour-given", gsm(555),
      "Daily pay: $2 per hour × 5 hours = $10 a day\n"
      "Weekly pay: $10 × 4 days = $40 a week\n"
      "Weeks to save $80 = $80 / $40\n\n"
      "\\boxed{2}",
      ["$2 per hour × 5 hours = $10 a day", "$10 × 4 days = $40 a week", "$80 / $40"],
      "the $2 hourly wage is a given equal to the answer")
    p("nnp07", "real-probe-gsm-coaster-four-feet-given", gsm(628),
      "Required height: 4 feet = 4 × 12 = 48 inches\n"
      "Adam is 40 inches, so he needs 48 − 40 = 8 more inches\n"
      "At 2 inches a year: 8 / 2 years\n\n"
      "\\boxed{4}",
      ["4 feet = 4 × 12 = 48 inches", "48 − 40 = 8 more inches", "8 / 2 years"],
      "the 4 feet requirement is a given equal to the answer")
    p("nnp08", "real-probe-gsm-reading-ten-pages-a-day-given", gsm(656),
      "Days Mike needs: 200 pages / 10 pages a day = 20 days\n"
      "Days available: 30\n"
      "Days to spare = 30 − 20\n\n"
      "\\boxed{10}",
      ["200 pages / 10 pages a day = 20 days", "30 − 20"],
      "10 pages a day is a given equal to the answer")
    p("nnp09", "real-probe-gsm-aurelia-hundred-twenty-given", gsm(666),
      "Aurelia: $120\n"
      "Kassidy: 3/4 × $120 = $90\n"
      "Rayna: $90 + $60 = $150\n"
      "Total: $120 + $90 + $150 = $360\n"
      "Equal share = $360 / 3\n\n"
      "\\boxed{120}",
      ["Aurelia: $120", "3/4 × $120 = $90", "$120 + $90 + $150 = $360"],
      "Aurelia's $120 is a given equal to the answer")
    p("nnp10", "real-probe-gsm-candy-aaron-four-pounds-given", gsm(670),
      "Robert 3 lb, Cindy 5 lb, Aaron 4 lb\n"
      "Pooled: 3 + 5 + 4 = 12 pounds\n"
      "Each gets 12 / 3 pounds\n\n"
      "\\boxed{4}",
      ["Aaron 4 lb", "3 + 5 + 4 = 12 pounds"],
      "Aaron's 4 pounds is a given equal to the answer")
    p("nnp11", "real-probe-gsm-deviled-eggs-two-halves-given", gsm(654),
      "1 egg makes 2 halves\n"
      "Halves needed: 16 guests × 3 = 48 halves\n"
      "Eggs needed: 48 / 2 = 24 eggs\n"
      "Dozens = 24 / 12\n\n"
      "\\boxed{2}",
      ["1 egg makes 2 halves", "48 / 2 = 24 eggs"],
      "the 2 halves per egg is a given equal to the answer")
    p("nnp12", "real-probe-hyperbola-focus-minus-sixteen-given", m500(134),
      "The foci are $F_1 = (10, 2)$ and $F_2 = (-16, 2)$, so the center is\n"
      "$$(h, k) = \\left(\\frac{10 + (-16)}{2}, 2\\right) = (-3, 2).$$\n"
      "From $|PF_1 - PF_2| = 2a = 24$ we get $a = 12$. The focal distance is $2c = 26$, so $c = 13$ and\n"
      "$$b^2 = c^2 - a^2 = 169 - 144 = 25,\\quad b = 5.$$\n"
      "$$h + k + a + b = -3 + 2 + 12 + 5$$\n\n"
      "\\boxed{16}",
      ["F_2 = (-16, 2)", "\\frac{10 + (-16)}{2}", "2a = 24", "b^2 = c^2 - a^2 = 169 - 144 = 25", "-3 + 2 + 12 + 5"],
      "the focus coordinate -16 is a given (the negation of the answer 16)")
    p("nnp13", "real-probe-lagrange-basis-zero-polynomial-identity", m500(317),
      "Each term is a Lagrange basis polynomial, so $p(a) = 1$, $p(b) = 1$, $p(c) = 1$.\n"
      "Then $q(x) = p(x) - 1$ has degree at most 2 but three distinct roots $a, b, c$, hence\n"
      "$$p(x) - 1 \\equiv 0.$$\n"
      "(Equivalently the $x^2$-coefficients $\\frac{1}{(a-b)(a-c)} + \\frac{1}{(b-a)(b-c)} + \\frac{1}{(c-a)(c-b)}$ sum to $0$.)\n"
      "So $p(x) = 1$ is a nonzero constant polynomial, whose degree is\n\n"
      "\\boxed{0}",
      ["p(a) = 1", "p(x) - 1 \\equiv 0", "sum to $0$", "p(x) = 1"],
      "the zero polynomial identity and the vanishing x^2-coefficient sum are work equal to the answer 0")
    p("nnp14", "real-probe-mixed-number-power-unit-base", m500(283),
      "Write the mixed number as an improper fraction: $4 + \\frac{5}{8} = \\frac{37}{8}$.\n"
      "Both factors have exponent 55, so combine the bases:\n"
      "$$\\frac{37}{8}\\cdot\\frac{8}{37} = 1, \\qquad \\left(\\frac{37}{8}\\right)^{55}\\left(\\frac{8}{37}\\right)^{55} = 1^{55}.$$\n\n"
      "\\boxed{1}",
      ["4 + \\frac{5}{8} = \\frac{37}{8}", "\\frac{37}{8}\\cdot\\frac{8}{37} = 1", "1^{55}"],
      "the base product 1 and the power 1^{55} are the pending last step; equal to the answer 1")
    p("nnp15", "real-probe-dm-psh-exhaustion-critical-set-yes-subquestions", dm(35),
      "Let $\\psi$ be a smooth psh exhaustion (weak pseudoconvexity). Composing with a convex increasing $\\chi$ keeps "
      "psh but not the critical set, since $d(\\chi\\circ\\psi) = \\chi'(\\psi)\\,d\\psi$.\n"
      "Sub-question 1: can we reach a function with only nondegenerate critical points? Yes: add a small generic "
      "term $\\varepsilon\\sum_j |h_j|^2$ with holomorphic $h_j$ on a neighbourhood of each sublevel set; this stays psh.\n"
      "Sub-question 2: can these critical points be pushed to infinity and off $X$? Yes, because $X$ is non-compact: "
      "along a proper ray one moves each critical point outward by a compactly supported psh-preserving "
      "modification, level by level, and the limit exists since each compact set is touched finitely often.\n"
      "The resulting $\\varphi$ is a smooth psh exhaustion with $d\\varphi \\neq 0$ outside a compact $K$.\n\n"
      "\\boxed{Yes}",
      ["Yes: add a small generic", "Yes, because $X$ is non-compact"],
      "the sub-answers 'Yes' are steps of the work, not the final answer")
    p("nnp16", "real-probe-dm-injective-meromorphic-rational-yes-step", dm(519),
      "A meromorphic function on $\\hat{\\mathbb C}$ is rational. Is $f$ therefore $P/Q$ with coprime polynomials? "
      "Yes, and $\\deg f = \\max(\\deg P, \\deg Q)$ equals the number of preimages of a generic value.\n"
      "Injectivity forces every value to have at most one preimage, so $\\deg f = 1$.\n"
      "Is a degree-one rational map a Möbius transformation? Yes: $f(z) = \\frac{az + b}{cz + d}$ with "
      "$ad - bc \\neq 0$.\n"
      "(The pole of order $N$ at $0$ then forces $N = 1$.)\n\n"
      "\\boxed{Yes}",
      ["Yes, and $\\deg f = \\max(\\deg P, \\deg Q)$", "so $\\deg f = 1$", "Yes: $f(z) = \\frac{az + b}{cz + d}$"],
      "'Yes' sub-answers and the degree 1 are work")
    p("nnp17", "real-probe-dm-semigroup-group-and-nonabelian-yes-steps", dm(95),
      "Conditions 1 and 2 say the equations $x\\circ z = y$ and $z'\\circ x = y$ are always solvable. Is such a "
      "semigroup a group? Yes: a nonempty semigroup with left and right division is a group (take $e$ with "
      "$x\\circ e = x$ and show it is a two-sided identity, then solve $x \\circ z = e$).\n"
      "So we need a group with $x\\circ z = y$ but $z\\circ x \\neq y$, i.e. $xz \\neq zx$. Does $S_3$ work? Yes: "
      "$x = (1\\,2)$, $z = (2\\,3)$ give $xz = (1\\,2\\,3)$ and $zx = (1\\,3\\,2)$.\n\n"
      "\\boxed{Yes}",
      ["Is such a semigroup a group? Yes", "Does $S_3$ work? Yes", "xz = (1\\,2\\,3)"],
      "'Yes' sub-answers are steps of the work")
    p("nnp18", "real-probe-dm-smooth-topology-finer-yes-substeps", dm(522),
      "The $C^\\infty$ topology is given by the seminorms $p_{K,j}(f) = \\sup_K |f^{(j)}|$; uniform convergence on "
      "compacts uses only $j = 0$.\n"
      "Is the inclusion $C^\\infty(\\mathbb R) \\hookrightarrow C(\\mathbb R)$ continuous? Yes, since "
      "$p_{K,0}$ is one of the defining seminorms.\n"
      "Is it strictly finer? Check $f_n(x) = \\frac{1}{n}\\sin(n^2 x)$: $f_n \\to 0$ uniformly, but "
      "$f_n'(x) = n\\cos(n^2 x)$ does not converge, so $f_n \\not\\to 0$ in $C^\\infty$; yes, strictly finer.\n\n"
      "\\boxed{Yes}",
      ["continuous? Yes, since", "f_n(x) = \\frac{1}{n}\\sin(n^2 x)", "yes, strictly finer"],
      "'Yes'/'yes' sub-answers are steps of the work")
    p("nnp19", "real-probe-dm-entire-imaginary-axis-preimage-yes-step", dm(421),
      "Let $f$ be entire and nonconstant. Is $f^{-1}(i\\mathbb R)$ unbounded? Yes: otherwise, outside a large disc $f$ "
      "maps the connected set $\\{|z| > R\\}$ into one half-plane $\\{\\Re w > 0\\}$ (say), and then "
      "$e^{-f}$ is bounded there; with the disc this makes $e^{-f}$ bounded, hence constant by Liouville — a "
      "contradiction.\n"
      "Choose $z_n \\to \\infty$ with $\\Re f(z_n) = 0$ and, by the open mapping theorem, nearby points with "
      "$0 < |\\Re f(z_n)| < \\frac{1}{n}|\\Im f(z_n)|$; then the ratio exceeds $n$.\n\n"
      "\\boxed{Yes}",
      ["Is $f^{-1}(i\\mathbb R)$ unbounded? Yes", "bounded, hence constant by Liouville"],
      "the 'Yes' sub-answer is a step of the work")
