"""fresh32 math must-stay probes uup01-uup19 (uup01-uup18 realistic, uup19 adversarial): drafts whose correct
summary keeps intermediate values that look like answers (givens, roots, bounds, checks, 'one' as a pronoun)."""
from probs import dm, gsm


def build(p):
    p("uup01", "real-probe-gsm-marbles-one-quarter-lost-pronoun", gsm(875),
      "Paul starts with 52 marbles and one friend adds 28: 52 + 28 = 80.\n"
      "He loses one quarter of them: 80 / 4 = 20 marbles lost.\n"
      "Each one he lost came from the same bag, so the remaining count is 80 - 20.\n\n"
      "\\boxed{60}",
      ["52 + 28 = 80", "80 / 4 = 20", "one quarter", "Each one he lost", "80 - 20"])
    p("uup02", "real-probe-gsm-test-score-percent-lines-many-numerals", gsm(876),
      "Multiple choice: 80% of 10 = 8 correct, 8 × 1 = 8 points.\n"
      "True/false: 90% of 20 = 18 correct, 18 × 1 = 18 points.\n"
      "Long answer: 60% of 5 = 3 correct, 3 × 5 = 15 points.\n"
      "Total points: 8 + 18 + 15.\n\n"
      "\\boxed{41}",
      ["80% of 10 = 8", "90% of 20 = 18", "60% of 5 = 3", "3 × 5 = 15", "8 + 18 + 15"])
    p("uup03", "real-probe-contour-ml-bound-expected-zero-given", dm(330),
      "The problem states the expected result is 0 (as $R \\to \\infty$). On the segment $x = R + iy$, "
      "$0 \\le y \\le \\pi$:\n"
      "$$|\\cosh(R+iy)| \\ge \\sinh R, \\qquad \\text{length} = \\pi.$$\n"
      "ML-bound: $\\left|\\int_R^{R+i\\pi} \\frac{dx}{\\cosh x}\\right| \\le \\frac{\\pi}{\\sinh R}$.\n\n"
      "A common mistake is to use $\\cosh(R + i\\pi) = \\cosh R$; in fact $\\cosh(R+i\\pi) = -\\cosh R$, and at "
      "$y = \\pi/2$ we get $\\cosh(R + i\\pi/2) = i\\sinh R$, whose real part is 0.\n\n"
      "Since $\\frac{\\pi}{\\sinh R} \\to 0$:\n"
      "$$\\boxed{0}$$",
      ["the expected result is 0", "$|\\cosh(R+iy)| \\ge \\sinh R", "$\\cosh(R+i\\pi) = -\\cosh R$",
       "whose real part is 0", "$0 \\le y \\le \\pi$"])
    p("uup04", "real-probe-sine-family-coordinatewise-continuity-yes-per-coordinate", dm(64),
      "In the product topology a map into $\\mathbb{R}^{\\mathbb{R}}$ is continuous iff every coordinate is.\n\n"
      "Coordinate $x$: $t \\mapsto \\sin(xt)$. Is it continuous for each fixed $x$? Yes - a composition of "
      "continuous maps; for $x = 0$ it is the constant 0.\n\n"
      "Note $|\\sin(xt) - \\sin(xs)| \\le |x||t - s|$, which is not uniform in $x$, so $f$ is not continuous for "
      "the uniform (box-like) topology - but that is not the product topology.\n\n"
      "$$\\boxed{Yes}$$",
      ["Is it continuous for each fixed $x$? Yes", "for $x = 0$ it is the constant 0",
       "$|\\sin(xt) - \\sin(xs)| \\le |x||t - s|$"])
    p("uup05", "real-probe-conjugacy-orbit-invariants-no-inclusion", dm(97),
      "Orbits of a group action partition the space: two orbits are either equal or disjoint. If "
      "$\\mathcal{O}_A \\subseteq \\mathcal{O}_B$ then $A \\in \\mathcal{O}_B$, so $\\mathcal{O}_A = \\mathcal{O}_B$.\n\n"
      "(Closure is different: the orbit of $\\begin{pmatrix}0&1\\\\0&0\\end{pmatrix}$ contains $0$ in its closure, since "
      "conjugating by $\\mathrm{diag}(t, 1)$ gives $\\begin{pmatrix}0&t\\\\0&0\\end{pmatrix} \\to 0$; but the zero "
      "orbit is not a subset of the nilpotent orbit - no.)\n\n"
      "$$\\boxed{No}$$",
      ["$\\begin{pmatrix}0&t\\\\0&0\\end{pmatrix} \\to 0$", "contains $0$ in its closure",
       "two orbits are either equal or disjoint"])
    p("uup06", "real-probe-finite-index-intersection-poincare-bound", dm(98),
      "Let $[G:H] = n$. Then $g^{-1}Hg$ also has index $n$.\n\n"
      "Poincaré: $[G : H \\cap K] \\le [G:H][G:K]$ for subgroups of finite index, so "
      "$[G : H \\cap g^{-1}Hg] \\le n \\cdot n = n^2$.\n\n"
      "Example: $G = S_3$, $H = \\langle (12)\\rangle$ of index 3, $g = (13)$: $H \\cap g^{-1}Hg = \\{e\\}$ of index 6, "
      "which is $\\le 9$. Infinite index cannot happen.\n\n"
      "$$\\boxed{No}$$",
      ["$[G : H \\cap g^{-1}Hg] \\le n \\cdot n = n^2$", "$H \\cap g^{-1}Hg = \\{e\\}$ of index 6", "$\\le 9$"])
    p("uup07", "real-probe-compact-support-product-zero-outside-support", dm(119),
      "Let $K = \\operatorname{supp} g$, compact. Outside $K$, $g(x) = 0$, so $(fg)(x) = f(x)\\cdot 0 = 0$.\n\n"
      "Hence $\\{fg \\ne 0\\} \\subseteq \\{g \\ne 0\\}$ and $\\operatorname{supp}(fg) \\subseteq K$; a closed "
      "subset of a compact set in a Hausdorff space is compact. $fg$ is continuous as a product.\n\n"
      "Edge case: if $f \\equiv 0$ then $fg = 0$, whose support is empty - still compact.\n\n"
      "$$\\boxed{Yes}$$",
      ["$(fg)(x) = f(x)\\cdot 0 = 0$", "$\\operatorname{supp}(fg) \\subseteq K$", "if $f \\equiv 0$ then $fg = 0$"])
    p("uup08", "real-probe-proper-map-closed-image-sequence-bounded", dm(167),
      "Let $E$ be closed and $y_k = f(x_k) \\to y$ with $x_k \\in E$. The set $\\{y_k\\}$ is bounded, so "
      "$\\{x_k\\} \\subseteq f^{-1}(\\{y_k\\})$ is bounded.\n\n"
      "Bolzano–Weierstrass: a subsequence $x_{k_j} \\to x$, and $x \\in E$ since $E$ is closed. By continuity "
      "$f(x) = \\lim f(x_{k_j}) = y$.\n\n"
      "Without properness it fails: $f(x) = e^x$ on $E = \\mathbb{R}$ has image $(0, \\infty)$, with 0 a limit "
      "point not attained.\n\n"
      "$$\\boxed{Yes}$$",
      ["$(0, \\infty)$", "with 0 a limit point not attained", "$f(x) = \\lim f(x_{k_j}) = y$"])
    p("uup09", "real-probe-trace-norm-bound-positive-eigenvalues", dm(196),
      "$X_n^*X_n$ is positive semidefinite with eigenvalues $\\lambda_1 \\ge \\ldots \\ge \\lambda_{k(n)} \\ge 0$.\n\n"
      "$\\|X_n^*X_n\\| = \\lambda_1 \\le \\sum_i \\lambda_i = \\operatorname{tr}(X_n^*X_n)$.\n\n"
      "So $0 \\le \\|X_n^*X_n\\| \\le \\operatorname{tr}(X_n^*X_n) \\to 0$; the dimension $k(n)$ plays no role. "
      "(The condition $X_n \\ne 0$ only guarantees $\\lambda_1 > 0$.)\n\n"
      "$$\\boxed{Yes}$$",
      ["\\lambda_{k(n)} \\ge 0", "$0 \\le \\|X_n^*X_n\\| \\le \\operatorname{tr}(X_n^*X_n) \\to 0$",
       "$\\lambda_1 > 0$"])
    p("uup10", "real-probe-uniform-limit-mean-value-property-radius", dm(241),
      "Each $v_n$ satisfies the mean value property: for every closed disc $\\bar D(z_0, r) \\subset \\Omega$,\n"
      "$$v_n(z_0) = \\frac{1}{2\\pi}\\int_0^{2\\pi} v_n(z_0 + re^{i\\theta})\\,d\\theta.$$\n"
      "Uniform convergence lets us pass to the limit on both sides, so $v$ is continuous and has the mean value "
      "property, hence is harmonic. For $r = 1$ and $z_0 = 0$ (when the unit disc lies in $\\Omega$) the formula "
      "reads $v(0) = \\frac{1}{2\\pi}\\int_0^{2\\pi} v(e^{i\\theta})d\\theta$. Simple connectivity is not needed.\n\n"
      "$$\\boxed{Yes}$$",
      ["For $r = 1$ and $z_0 = 0$", "$v(0) = \\frac{1}{2\\pi}\\int_0^{2\\pi} v(e^{i\\theta})d\\theta$",
       "Simple connectivity is not needed"])
    p("uup11", "real-probe-reverse-minkowski-counterexample-numbers", dm(289),
      "Minkowski gives the triangle inequality; the reverse triangle inequality is "
      "$\\big|\\|f_n\\|_p - \\|f\\|_p\\big| \\le \\|f_n - f\\|_p$, the opposite direction.\n\n"
      "Counterexample on $[0,1]$, $p = 1$: $f_n = 0$, $f = 1$. Then $\\|f_n - f\\|_1 = 1$ while "
      "$\\|f_n\\|_1 - \\|f\\|_1 = 0 - 1 = -1$, and $1 \\le -1$ is false.\n\n"
      "$$\\boxed{No}$$",
      ["$f_n = 0$, $f = 1$", "$\\|f_n - f\\|_1 = 1$", "0 - 1 = -1", "$1 \\le -1$ is false"])
    p("uup12", "real-probe-moving-bump-l1-norm-stays-one", dm(310),
      "Take a smooth bump $\\varphi \\ge 0$ supported in $[0,1]$ with $\\int \\varphi = 1$, and $f_n(x) = "
      "\\varphi(x - n)$.\n\n"
      "For fixed $x$, $f_n(x) = 0$ once $n > x$, so $f_n \\to 0$ pointwise. But $\\|f_n\\|_1 = 1$ for all $n$ - "
      "it converges (to 1), as the hypothesis asks, and not to 0.\n\n"
      "$$\\boxed{No}$$",
      ["$\\int \\varphi = 1$", "$f_n(x) = 0$ once $n > x$", "$\\|f_n\\|_1 = 1$ for all $n$", "converges (to 1)"])
    p("uup13", "real-probe-integrable-spikes-height-one-widths", dm(318),
      "Put a triangle of height 1 and base width $2^{-n}$ centred at each integer $n \\ge 1$:\n"
      "$$f(x) = \\sum_{n \\ge 1} \\max\\big(0,\\ 1 - 2^{n+1}|x - n|\\big).$$\n"
      "Each spike has area $\\frac12 \\cdot 2^{-n} \\cdot 1 = 2^{-n-1}$, so $\\int_{\\mathbb{R}} f = \\sum_{n\\ge1} "
      "2^{-n-1} = \\frac12 < \\infty$.\n\n"
      "Yet $f(n) = 1$ for every integer $n \\ge 1$, so $f(x) \\not\\to 0$ as $|x| \\to \\infty$.\n\n"
      "$$\\boxed{Yes}$$",
      ["height 1", "$\\frac12 \\cdot 2^{-n} \\cdot 1 = 2^{-n-1}$", "2^{-n-1} = \\frac12 < \\infty",
       "$f(n) = 1$ for every integer $n \\ge 1$"])
    p("uup14", "real-probe-zero-divisor-countable-zeros-dense-complement", dm(123),
      "Suppose $fg = 0$ with $g \\ne 0$. Then $g(x_0) \\ne 0$ for some $x_0$, and by continuity $g \\ne 0$ on an "
      "interval $J$ around $x_0$.\n\n"
      "On $J$, $f(x)g(x) = 0$ forces $f = 0$ on all of $J$ - uncountably many zeros. This contradicts the "
      "countability of $Z(f)$. So $g = 0$, i.e. $f$ is not a zero divisor.\n\n"
      "(Contrast: $f(x) = \\max(0, x - \\tfrac12)$ has zero set $[0, \\tfrac12]$ and is one.)\n\n"
      "$$\\boxed{No}$$",
      ["$g(x_0) \\ne 0$", "$f(x)g(x) = 0$ forces $f = 0$", "$f(x) = \\max(0, x - \\tfrac12)$", "and is one"])
    p("uup15", "real-probe-differentiable-at-origin-x-squared-dirichlet", dm(264),
      "Let $f(x) = x^2 \\mathbf{1}_{\\mathbb{Q}}(x)$ on $\\mathbb{R}$.\n\n"
      "At $0$: $|f(h) - f(0)| \\le h^2$, so $f'(0) = \\lim_{h\\to 0} \\frac{f(h)}{h} = 0$; $f$ is differentiable at "
      "$0$ with derivative $0$.\n\n"
      "At $x_0 \\ne 0$: rationals near $x_0$ give values near $x_0^2 > 0$, irrationals give $0$, so $f$ is "
      "discontinuous at every $x_0 \\ne 0$. In $\\mathbb{R}^n$ use $f(x) = |x|^2\\mathbf{1}_{\\mathbb{Q}^n}(x)$.\n\n"
      "$$\\boxed{Yes}$$",
      ["$f'(0) = \\lim_{h\\to 0} \\frac{f(h)}{h} = 0$", "with derivative $0$", "irrationals give $0$",
       "$f(x) = |x|^2\\mathbf{1}_{\\mathbb{Q}^n}(x)$"])
    p("uup16", "real-probe-dense-set-weak-cauchy-failure-c0-summing", dm(43),
      "Counterexample in $X = c_0$, $X^* = \\ell^1$. Let $x_n = e_1 + \\cdots + e_n$, so $\\|x_n\\|_\\infty = 1$.\n\n"
      "For $x^* = (a_k) \\in \\ell^1$, $\\langle x_n, x^*\\rangle = \\sum_{k\\le n} a_k$ converges - on all of $X^*$, "
      "so a fortiori on a dense $D$.\n\n"
      "A weak limit $x$ would satisfy $\\langle x, e_k^*\\rangle = 1$ for every $k$, i.e. $x = (1,1,1,\\ldots) "
      "\\notin c_0$.\n\n"
      "$$\\boxed{No}$$",
      ["$\\|x_n\\|_\\infty = 1$", "$\\langle x, e_k^*\\rangle = 1$ for every $k$", "$x = (1,1,1,\\ldots)"])
    p("uup17", "real-probe-spectral-radius-continuity-discrete-spectrum-newburgh", dm(107),
      "The spectral radius is upper semicontinuous: $\\limsup_n \\rho(x_n) \\le \\rho(x)$ always.\n\n"
      "Newburgh's theorem: if $\\sigma(x)$ is totally disconnected (in particular discrete), then $\\sigma$ is "
      "continuous at $x$, so $\\liminf_n \\rho(x_n) \\ge \\rho(x)$ as well.\n\n"
      "Sanity check: the nilpotent $N = \\begin{pmatrix}0&1\\\\0&0\\end{pmatrix}$ has $\\rho(N) = 0$, and "
      "$N_\\varepsilon = \\begin{pmatrix}0&1\\\\ \\varepsilon&0\\end{pmatrix}$ has $\\rho(N_\\varepsilon) = "
      "\\sqrt{\\varepsilon} \\to 0$.\n\n"
      "$$\\boxed{True}$$",
      ["$\\limsup_n \\rho(x_n) \\le \\rho(x)$", "$\\rho(N) = 0$", "\\sqrt{\\varepsilon} \\to 0"])
    p("uup18", "real-probe-v-not-l-constructible-reals-cohen-counter", dm(28),
      "If $V \\ne L$ only because of some large set, the reals can still all be constructible: force over $L$ to "
      "add a Cohen subset of $\\omega_1$ with countable conditions. The forcing is countably closed, so it adds no "
      "new subsets of $\\omega$: $\\mathcal{P}(\\omega)^{L[G]} = \\mathcal{P}(\\omega)^L$.\n\n"
      "In $L[G]$: $V \\ne L$ (since $G \\notin L$), yet every subset of $\\omega = \\{0, 1, 2, \\ldots\\}$ is "
      "constructible.\n\n"
      "$$\\boxed{No}$$",
      ["$\\mathcal{P}(\\omega)^{L[G]} = \\mathcal{P}(\\omega)^L$", "$V \\ne L$ (since $G \\notin L$)",
       "$\\omega = \\{0, 1, 2, \\ldots\\}$"])
    p("uup19", "probe-lemonade-counts-in-json-fence", gsm(878),
      "Boys together: 32 - 14 = 18 glasses.\n"
      "Equal split: 18 / 2 = 9 glasses each.\n\n"
      "```json\n{\"total\": 32, \"julie\": 14, \"boys\": 18, \"micah\": 9, \"mitchell\": 9}\n```\n\n"
      "Difference Julie - Micah: 14 - 9.\n\n"
      "\\boxed{5}",
      ["32 - 14 = 18", "18 / 2 = 9", "\"micah\": 9", "14 - 9"])
