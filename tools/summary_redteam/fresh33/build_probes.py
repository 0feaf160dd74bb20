"""fresh33 math must-stay probes ttp01-ttp19 (ttp19 adversarial): drafts whose correct summary keeps intermediate
values that look like the answer (givens, roots, bounds, checks, "one" as a pronoun, the answer's negation)."""
from probs import dm, gsm


def build(p):
    p("ttp01", "real-probe-gsm-sandwich-unit-price-each-one-pronoun", gsm(1027),
      "Package 1: 2 sandwiches for $3, so each one costs $3 / 2 = $1.50.\n"
      "Package 2: 4 sandwiches for $6, so each one costs $6 / 4 = $1.50 (proportional, as stated).\n"
      "Package 3 has 8 sandwiches, which is 2 times package 2 and 4 times package 1.\n"
      "Price: 8 × $1.50.\n\n"
      "\\boxed{12}",
      ["each one costs $3 / 2 = $1.50", "each one costs $6 / 4 = $1.50", "2 times package 2 and 4 times package 1",
       "8 × $1.50"])
    p("ttp02", "real-probe-gsm-balloons-many-numerals-percent-lines", gsm(1029),
      "Red: 40% of 25 = 10 burst, 25 - 10 = 15 left.\n"
      "Yellow: half of 12 = 6 released, 12 - 6 = 6 left.\n"
      "Green: 7 left.\n"
      "Blue: 75% of 8 = 6 added.\n"
      "Total: 15 + 7 + 6 + 6.\n\n"
      "\\boxed{34}",
      ["40% of 25 = 10 burst", "25 - 10 = 15 left", "half of 12 = 6 released", "Green: 7 left", "75% of 8 = 6 added",
       "15 + 7 + 6 + 6"])
    p("ttp03", "real-probe-narrow-class-chebotarev-density-one-over-h", dm(4),
      "The narrow ray class group $Cl^+(K)$ is the Galois group of the narrow Hilbert class field $H^+/K$.\n\n"
      "By Chebotarev, primes whose Frobenius is a given $\\sigma$ have Dirichlet density $1/h^+$ where "
      "$h^+ = |Cl^+(K)|$; a density $1/h^+ > 0$ set of primes is not finite.\n\n"
      "Each class $\\mathcal C$ therefore contains a positive-density set of primes, and any one of them suffices "
      "to start the list.\n\n\\boxed{True}",
      ["Dirichlet density $1/h^+$", "a density $1/h^+ > 0$ set of primes is not finite", "any one of them"])
    p("ttp04", "real-probe-monic-integrality-valuation-zero-root", dm(62),
      "Let $f \\in \\mathbb Z_p[x]$ be monic of degree $n$ and $x_0 \\in \\mathbb Q_p$ a root with $v(x_0) < 0$.\n\n"
      "Then $v(x_0^n) = n v(x_0)$ is strictly smaller than $v(a_i x_0^i) \\ge i\\,v(x_0)$ for $i < n$, so the sum "
      "cannot be 0. Hence $v(x_0) \\ge 0$, i.e. $x_0 \\in \\mathbb Z_p$.\n\n"
      "Conversely $\\mathbb Z_p \\subset \\mathbb Q_p$. The valuation-0 case $v(x_0) = 0$ (a unit root) is allowed.\n\n"
      "\\boxed{True}",
      ["the sum cannot be 0", "$v(x_0) \\ge 0$", "The valuation-0 case $v(x_0) = 0$"])
    p("ttp05", "real-probe-square-polynomial-characteristic-two-coefficients", dm(66),
      "We need $(T^2 + aT + b)^2 + 1 = h(T)^2$. In characteristic 2, $h = f + 1$ works: $(f+1)^2 = f^2 + 1$.\n\n"
      "So take $K = \\mathbb F_2$, $a = 1$, $b = 0$: $f = T^2 + T$ and $f^2 + 1 = (T^2 + T + 1)^2$.\n\n"
      "Check the coefficient of $T^0$: $0^2 + 1 = 1 = 1^2$. ✓\n\n\\boxed{Yes}",
      ["$(f+1)^2 = f^2 + 1$", "$a = 1$, $b = 0$", "$0^2 + 1 = 1 = 1^2$"])
    p("ttp06", "real-probe-abelian-group-covering-subgroup-index-bound", dm(83),
      "Induct on $|G|$. If $a \\ge |G|$ take $A = G$, $B = \\{0\\}$, size 1.\n\n"
      "Otherwise pick a subgroup $H$ with $|H| \\le a$ maximal; choose $A = H$ and $B$ a set of coset "
      "representatives of size $[G:H] = |G|/|H|$. Since $ab \\ge |G|$, $|G|/|H| \\le b$ as long as $|H|$ is close to "
      "$a$, and the inductive step handles the gap with $|B| = \\lceil |G|/a \\rceil$.\n\n\\boxed{Yes}",
      ["$B = \\{0\\}$, size 1", "$[G:H] = |G|/|H|$", "$|B| = \\lceil |G|/a \\rceil$"])
    p("ttp07", "real-probe-norm-one-operators-zero-limit-squeeze", dm(120),
      "For every $n$: $\\|T_n x_n\\| \\le \\|T_n\\|\\,\\|x_n\\| \\le 1 \\cdot \\|x_n\\|$.\n\n"
      "Since $\\|x_n\\| \\to 0$, the squeeze $0 \\le \\|T_n x_n\\| \\le \\|x_n\\|$ gives the limit 0. The bound "
      "$\\|T_n\\| \\le 1$ is the only thing used (completeness of $Y_n$ plays no role).\n\n\\boxed{Yes}",
      ["$\\|T_n\\| \\le 1$", "\\le 1 \\cdot \\|x_n\\|$", "$0 \\le \\|T_n x_n\\| \\le \\|x_n\\|$", "gives the limit 0"])
    p("ttp08", "real-probe-euclidean-quotient-norm-minimum-over-preimages", dm(133),
      "$S \\cong R/I$ for $I = \\ker f$, and $S$ is a domain, so $I$ is prime. In a Euclidean domain (a PID) a "
      "nonzero prime is maximal, so either $I = 0$ ($S \\cong R$) or $S$ is a field.\n\n"
      "A field is Euclidean with $N(x) = 1$ for $x \\ne 0$; with $I = 0$ the norm transfers.\n\n\\boxed{Yes}",
      ["$I = 0$ ($S \\cong R$)", "$N(x) = 1$ for $x \\ne 0$"])
    p("ttp09", "real-probe-restricted-operator-inverse-kernel-zero", dm(171),
      "$S|_{X_1}: X_1 \\to X_2$ is onto by assumption and injective since $\\ker S = \\{0\\}$.\n\n"
      "Its inverse is $S^{-1}|_{X_2}$, which maps $X_2$ into $X_1$ and is bounded with "
      "$\\|S^{-1}|_{X_2}\\| \\le \\|S^{-1}\\|$.\n\n\\boxed{Yes}",
      ["$\\ker S = \\{0\\}$", "$\\|S^{-1}|_{X_2}\\| \\le \\|S^{-1}\\|$"])
    p("ttp10", "real-probe-inner-product-map-distance-expansion", dm(173),
      "If $\\langle Tx, Ty\\rangle = \\langle x, y\\rangle$ for all $x, y$, then\n\n"
      "$$\\|Tx - Ty\\|^2 = \\|Tx\\|^2 - 2\\,\\mathrm{Re}\\langle Tx, Ty\\rangle + \\|Ty\\|^2 = \\|x\\|^2 - "
      "2\\,\\mathrm{Re}\\langle x, y\\rangle + \\|y\\|^2 = \\|x - y\\|^2.$$\n\n"
      "Linearity is never used; for $y = 0$ this reads $\\|Tx - T0\\| = \\|x\\|$ with $T0 = 0$ since "
      "$\\|T0\\|^2 = \\langle 0, 0\\rangle = 0$.\n\n\\boxed{Yes}",
      ["$\\|Tx - Ty\\|^2 = \\|Tx\\|^2 - 2\\,\\mathrm{Re}\\langle Tx, Ty\\rangle + \\|Ty\\|^2",
       "$\\|T0\\|^2 = \\langle 0, 0\\rangle = 0$"])
    p("ttp11", "real-probe-lipschitz-rademacher-bound-constant", dm(270),
      "Lipschitz with constant $L$: by Rademacher $f$ is differentiable a.e., and at such points "
      "$|\\partial_i f(x)| = \\lim_{h\\to 0}|f(x + he_i) - f(x)|/|h| \\le L$.\n\n"
      "Take $M = L + 1$; then $|\\partial_i f| \\le L < M$ a.e. (Star-shapedness is not needed.)\n\n\\boxed{Yes}",
      ["$|\\partial_i f(x)| = \\lim_{h\\to 0}|f(x + he_i) - f(x)|/|h| \\le L$", "$M = L + 1$"])
    p("ttp12", "real-probe-dominated-convergence-integrable-dominator-counterexample", dm(290),
      "DCT needs $|X_n| \\le Y$ with $E[Y] < \\infty$; then each $X_n \\in L^1$ automatically.\n\n"
      "Without integrability: on $[0,1]$, $X_n = n\\,1_{(0,1/n)}$ tends to $0$ pointwise, yet $E[X_n] = 1$ for "
      "every $n$ and the limit's expectation is $0$, so $1 \\not\\to 0$.\n\n\\boxed{No}",
      ["$E[X_n] = 1$ for every $n$", "the limit's expectation is $0$", "$1 \\not\\to 0$"])
    p("ttp13", "real-probe-uncountable-sum-level-sets-one-over-n", dm(315),
      "Let $X_n = \\{x : f(x) > 1/n\\}$. If every $X_n$ were finite, $\\{f > 0\\}$ would be countable and the sum "
      "would be a countable sum.\n\nIf some $X_n$ is infinite, any countable $S \\subset X_n$ gives "
      "$\\sum_S f \\ge |S|/n = \\infty$. If $f = \\infty$ at one point, $S$ = that one point works.\n\n\\boxed{Yes}",
      ["$X_n = \\{x : f(x) > 1/n\\}$", "$\\sum_S f \\ge |S|/n = \\infty$", "that one point"])
    p("ttp14", "real-probe-lp-log-sum-sign-large-terms", dm(368),
      "If all $|a_k| \\le 1$, each $|a_k|^p \\log|a_k| \\le 0$ and the sum is $\\le 0$.\n\n"
      "But nothing forces $|a_k| \\le 1$: take $a_0 = 2$ and $a_k = 0$ otherwise (with $0 \\log 0 = 0$). "
      "Then the sum is $2^p \\log 2 > 0$.\n\n\\boxed{No}",
      ["each $|a_k|^p \\log|a_k| \\le 0$", "$a_0 = 2$ and $a_k = 0$ otherwise", "$0 \\log 0 = 0$",
       "$2^p \\log 2 > 0$"])
    p("ttp15", "real-probe-energy-identity-fifth-power-zero-boundary", dm(428),
      "Multiply $\\Delta u = u^5$ by $u$ and integrate, using $u = 0$ on $\\partial\\Omega$:\n\n"
      "$$-\\int_\\Omega |\\nabla u|^2 = \\int_\\Omega u^6 \\ge 0.$$\n\n"
      "Both sides must be 0, so $\\nabla u = 0$ and $u$ is constant, equal to its boundary value 0.\n\n"
      "\\boxed{Yes}",
      ["$$-\\int_\\Omega |\\nabla u|^2 = \\int_\\Omega u^6 \\ge 0.$$", "Both sides must be 0",
       "equal to its boundary value 0"])
    p("ttp16", "real-probe-gram-schmidt-unit-first-vector-delta", dm(464),
      "Extend $v_1$ to any basis $v_1, w_2, \\dots, w_n$ and run Gram–Schmidt in the inner product $g_0 = g(0)$ "
      "(the constant metric at one point, as the question is pointwise).\n\n"
      "Since $g(v_1, v_1) = 1$, the first step leaves $v_1$ unchanged; the rest gives $g(v_i, v_j) = \\delta_{ij}$, "
      "with $\\delta_{ii} = 1$ and $\\delta_{ij} = 0$ for $i \\ne j$.\n\n\\boxed{Yes}",
      ["Since $g(v_1, v_1) = 1$, the first step leaves $v_1$ unchanged", "$\\delta_{ii} = 1$",
       "$\\delta_{ij} = 0$ for $i \\ne j$"])
    p("ttp17", "real-probe-linfinity-reflexive-weakly-compact-dunford-pettis", dm(508),
      "$\\ell^\\infty = C(\\beta\\mathbb N)$ has the Grothendieck and Dunford–Pettis properties.\n\n"
      "A bounded $T: \\ell^\\infty \\to R$ with $R$ reflexive is weakly compact (the unit ball of $R$ is weakly "
      "compact). By Dunford–Pettis, weakly compact operators on $C(K)$ map weakly Cauchy sequences to norm "
      "convergent ones; with the Grothendieck property $T$ is compact.\n\n"
      "Hence no bounded non-compact operator exists; the count of exceptions is 0.\n\n\\boxed{No}",
      ["Grothendieck and Dunford–Pettis properties", "the count of exceptions is 0"])
    p("ttp18", "real-probe-convex-set-line-segment-empty-intersection", dm(523),
      "Let $V = \\mathbb R^2$, $A = \\{(t, 0) : t \\in \\mathbb R\\}$ (a line, convex) and "
      "$D = \\{(x, y) : y \\ne 0\\} \\cup \\emptyset$... simpler: $D = \\mathbb Q^2 \\setminus A$ is dense.\n\n"
      "Then $A \\cap D = \\emptyset$, so $U \\cap D \\cap A = \\emptyset$ for every open $U$, e.g. the unit ball "
      "around $(0,0)$ of radius 1.\n\n\\boxed{No}",
      ["$D = \\mathbb Q^2 \\setminus A$ is dense", "$A \\cap D = \\emptyset$", "the unit ball"])
    p("ttp19", "probe-graduation-seat-counts-in-csv-fence", gsm(1031),
      "```csv\nitem,seats\ncapacity,6000\ngraduates,950\nfaculty,300\nreserved,1250\nleft for guests,4750\n```\n\n"
      "Tickets per graduate: 4750 / 950.\n\n"
      "\\boxed{5}",
      ["capacity,6000", "graduates,950", "faculty,300", "reserved,1250", "left for guests,4750", "4750 / 950"])
