"""fresh28 math must-stay probes yyp01-yyp19 (yyp01-yyp18 realistic, yyp19 adversarial). Problems from probs.py."""
from probs import aime, dm, gsm


def build(p):
    """Add the 19 math probes through casekit's ``p`` writer."""
    p("yyp01", "real-probe-gsm-per-piece-dimensions-before-doubling", gsm(1039),
      "The extra 2 feet goes on both the length and the width of the bed.\n"
      "Each piece: (6 + 2) ft by (8 + 2) ft = 8 ft by 10 ft.\n"
      "Area of one piece: 8 × 10 = 80 sq ft.\n\n"
      "Jim needs two pieces (a top and a bottom), so the fabric is 2 × 80 sq ft.\n\n"
      "\\boxed{160}",
      must_stay=["The extra 2 feet goes on both the length and the width of the bed.",
                 "(6 + 2) ft by (8 + 2) ft = 8 ft by 10 ft", "8 × 10 = 80 sq ft", "2 × 80 sq ft"],
      note="a value-free modelling clause, per-piece dimensions and area; '2 × 80 sq ft' is pending.")
    p("yyp02", "real-probe-aime-direction-class-split-with-complement-count", aime(81),
      "Label the vertices $V_k$ at angle $30k^\\circ$. The chord $V_iV_j$ is perpendicular to the direction "
      "$15(i+j)^\\circ$, so sides and diagonals fall into 12 direction classes (mod $180^\\circ$): classes with "
      "$i + j$ odd (they contain the sides) hold 6 parallel chords each, classes with $i + j$ even (they "
      "contain the diameters) hold 5 each.\n\n"
      "A rectangle uses two perpendicular classes, and perpendicular classes have the same parity: 3 "
      "side-type pairs and 3 diameter-type pairs.\n\n"
      "Diameter-type pair (e.g. the horizontal and vertical lines at $0, \\pm\\frac12, \\pm\\frac{\\sqrt3}{2}$): "
      "choose 2 of the 5 lines each way, $\\binom52^2 = 100$ rectangles, minus those with a corner at "
      "$\\left(\\pm\\frac{\\sqrt3}{2}, \\pm\\frac{\\sqrt3}{2}\\right)$, which lies outside: $7 \\cdot 7 = 49$. "
      "So $100 - 49 = 51$ per pair.\n\n"
      "Side-type pair: $\\binom62^2 = 225$ candidates; checking the four corners of each against the "
      "dodecagon leaves 54 per pair.\n\n"
      "Total: $3 \\cdot 54 + 3 \\cdot 51$.\n\n"
      "$\\boxed{315}$",
      must_stay=["hold 6 parallel chords each", "hold 5 each", "$\\binom52^2 = 100$", "$7 \\cdot 7 = 49$",
                 "$100 - 49 = 51$", "$\\binom62^2 = 225$", "leaves 54 per pair", "$3 \\cdot 54 + 3 \\cdot 51$"],
      note="the direction classes, a complement count per class (51, 54) and the pending total.")
    p("yyp03", "real-probe-idempotent-with-unit-determinant-forces-identity", dm(479),
      "Write $M = \\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}$ over $\\mathbb{F}_{37}$. The first four "
      "congruences say $M^2 = M$ entrywise: $(M^2)_{11} = a^2 + bc$, $(M^2)_{12} = b(a + d)$, "
      "$(M^2)_{21} = c(a + d)$, $(M^2)_{22} = bc + d^2$.\n\n"
      "The fifth says $\\det M = 1$, so $M$ is invertible.\n\n"
      "Multiply $M^2 = M$ by $M^{-1}$: $M = I$, i.e. $a = d = 1$, $b = c = 0$.\n\n"
      "Check: $1 + 0 = 1$, $0 = 0$, $0 = 0$, $0 + 1 = 1$, $1 \\cdot 1 - 0 = 1$ ✓.\n\n"
      "So exactly one quadruple $(a, b, c, d)$ works.\n\n"
      "$\\boxed{1}$",
      must_stay=["$M^2 = M$ entrywise", "$\\det M = 1$, so $M$ is invertible", "$a = d = 1$, $b = c = 0$",
                 "$1 \\cdot 1 - 0 = 1$"],
      note="values equal to the answer (det M = 1, a = d = 1) as givens and components of the one solution.")
    p("yyp04", "real-probe-fixed-point-and-cube-root-recurrence", dm(205),
      "Suppose $f$ is continuous with $f(f(x)) + f(x) + x = 0$.\n\n"
      "Injective: $f(x) = f(y)$ gives $x = -f(f(x)) - f(x) = y$. Continuous and injective, so strictly "
      "monotone. If $f$ were increasing, $f(f(x)) + f(x) + x$ would be strictly increasing, not $0$; so $f$ "
      "is decreasing.\n\n"
      "A decreasing continuous $f$ has exactly one fixed point $x_0$; plugging it in: $x_0 + x_0 + x_0 = 0$, "
      "so $x_0 = 0$.\n\n"
      "Linear test: $f(x) = \\lambda x$ needs $\\lambda^2 + \\lambda + 1 = 0$, discriminant $1 - 4 = -3 < 0$.\n\n"
      "In general the orbit $x_n = f^n(x)$ satisfies $x_{n+2} + x_{n+1} + x_n = 0$, whose characteristic "
      "roots are primitive cube roots of unity, so $x_{n+3} = x_n$ and $f^3 = \\mathrm{id}$. But $f^3$ is "
      "decreasing and $\\mathrm{id}$ is not: a contradiction, so no continuous solution exists.\n\n"
      "$\\boxed{0}$",
      must_stay=["$x_0 + x_0 + x_0 = 0$, so $x_0 = 0$", "discriminant $1 - 4 = -3 < 0$", "$x_{n+3} = x_n$",
                 "But $f^3$ is decreasing and $\\mathrm{id}$ is not"],
      note="the fixed point x_0 = 0 (equal to the count 0) is work; discriminant and 3-periodic orbit.")
    p("yyp05", "real-probe-void-probability-of-measure-zero-set", dm(233),
      "Model: a homogeneous Poisson point process $\\Pi$ in $\\mathbb{R}^3$ with intensity $\\lambda$. For a "
      "Borel set $A$, $N(A) \\sim \\mathrm{Poisson}(\\lambda|A|)$, so $P(N(A) = 0) = e^{-\\lambda|A|}$.\n\n"
      "A ray $\\rho = \\{p + tv : t \\ge 0\\}$ is a half-line: its 3-dimensional Lebesgue measure is "
      "$|\\rho| = 0$.\n\n"
      "A ray chosen independently of $\\Pi$ gives the same value by conditioning on the ray.\n\n"
      "So the probability of a miss is $e^{-\\lambda \\cdot 0}$.\n\n"
      "$\\boxed{1}$",
      must_stay=["$P(N(A) = 0) = e^{-\\lambda|A|}$", "its 3-dimensional Lebesgue measure is $|\\rho| = 0$",
                 "A ray chosen independently of $\\Pi$ gives the same value by conditioning on the ray.",
                 "$e^{-\\lambda \\cdot 0}$"],
      note="void probability formula, the ray's zero volume, a value-free conditioning clause, pending e^0.")
    p("yyp06", "real-probe-inverse-function-sandwich-bounds", dm(250),
      "$f'(y) = e^y + 3y^2 - 2y + 1 > 0$, so $f$ is increasing and $f^{-1}$ exists.\n\n"
      "For $y \\ge 1$, $y^3 - y^2 + y > 0$, and $y^3 - y^2 + y \\le e^y$ for large $y$, so "
      "$e^y < f(y) \\le 2e^y$ for $y \\ge y_0$.\n\n"
      "Put $y = f^{-1}(x)$: then $e^y < x \\le 2e^y$, i.e. $\\ln x - \\ln 2 \\le y < \\ln x$.\n\n"
      "Dividing by $\\ln x$: $1 - \\frac{\\ln 2}{\\ln x} \\le \\frac{f^{-1}(x)}{\\ln x} < 1$, and "
      "$\\frac{\\ln 2}{\\ln x} \\to 0$.\n\n"
      "$\\boxed{1}$",
      must_stay=["$f'(y) = e^y + 3y^2 - 2y + 1 > 0$", "$e^y < f(y) \\le 2e^y$",
                 "$\\ln x - \\ln 2 \\le y < \\ln x$",
                 "$1 - \\frac{\\ln 2}{\\ln x} \\le \\frac{f^{-1}(x)}{\\ln x} < 1$"],
      note="the sandwich bounds; the squeeze holds the value 1 as its bounds (work).")
    p("yyp07", "real-probe-support-function-via-divergence-theorem", dm(303),
      "At $\\mathbf{x} = (x,y,z) \\in E$ the unit outward normal is $\\mathbf{n} = \\nabla F/|\\nabla F|$ with "
      "$\\nabla F = \\left(\\frac{2x}{a^2}, \\frac{2y}{b^2}, \\frac{2z}{c^2}\\right)$, so the distance from the "
      "origin to the tangent plane is the support function $r = \\mathbf{x}\\cdot\\mathbf{n}$.\n\n"
      "Mass $= \\iint_E \\rho\\,dS = \\frac{1}{4\\pi abc}\\iint_E \\mathbf{x}\\cdot\\mathbf{n}\\,dS$.\n\n"
      "Divergence theorem with $\\operatorname{div}\\mathbf{x} = 3$: "
      "$\\iint_E \\mathbf{x}\\cdot\\mathbf{n}\\,dS = 3\\,\\mathrm{Vol}(E) = 3\\cdot\\frac43\\pi abc = 4\\pi abc$.\n\n"
      "So the mass is $\\frac{4\\pi abc}{4\\pi abc}$.\n\n"
      "$\\boxed{1}$",
      must_stay=["$r = \\mathbf{x}\\cdot\\mathbf{n}$", "$\\operatorname{div}\\mathbf{x} = 3$",
                 "3\\cdot\\frac43\\pi abc = 4\\pi abc", "\\frac{4\\pi abc}{4\\pi abc}"],
      note="support function, divergence theorem, volume; the pending quotient equals the answer.")
    p("yyp08", "real-probe-explicit-witness-pair-for-every-n", dm(485),
      "Every positive integer $n$ is in $I$: take $a = n$, $b = n^3$. Then $a^2 + b^2 = n^2 + n^6 = "
      "n^2(1 + n^4)$ and $ab + 1 = n^4 + 1$, so $\\frac{a^2 + b^2}{ab + 1} = n^2$ ✓. (This is the "
      "Vieta-jumping chain $(0, n) \\to (n, n^3) \\to \\cdots$ of IMO 1988/6.)\n\n"
      "So $I = \\mathbb{Z}_{>0}$ and $\\frac{|I \\cap [1, N]|}{N} = \\frac{N}{N}$ for every $N$.\n\n"
      "$\\boxed{1}$",
      must_stay=["take $a = n$, $b = n^3$", "n^2(1 + n^4)", "$ab + 1 = n^4 + 1$", "$(0, n) \\to (n, n^3)",
                 "IMO 1988/6"],
      note="the explicit witness pair for every n; '1 + n^4', 'n^4 + 1' and 'IMO 1988/6' hold 1s (work).")
    p("yyp09", "real-probe-sokhotski-plemelj-half-terms", dm(367),
      "Let $z = x + i\\varepsilon$. Then\n"
      "$$g(z) - g(\\bar z) = \\int f(t)\\left[\\frac{1}{t - x - i\\varepsilon} - \\frac{1}{t - x + i\\varepsilon}"
      "\\right]dt = \\int f(t)\\,\\frac{2i\\varepsilon}{(t-x)^2 + \\varepsilon^2}\\,dt.$$\n\n"
      "The kernel $\\frac{1}{\\pi}\\frac{\\varepsilon}{(t-x)^2 + \\varepsilon^2}$ is the Poisson kernel, an "
      "approximate identity (total mass 1), so $\\int f(t)\\frac{\\varepsilon}{(t-x)^2 + \\varepsilon^2}\\,dt "
      "\\to \\pi f(x)$ for continuous integrable $f$.\n\n"
      "Equivalently, Sokhotski–Plemelj: $\\frac{1}{t - x \\mp i0} = \\mathrm{p.v.}\\frac{1}{t - x} \\pm "
      "i\\pi\\delta(t - x)$; the principal values cancel and the two half-terms add.\n\n"
      "So for $\\varepsilon \\downarrow 0$ the limit is $2i$ times $\\pi f(x)$ (the opposite sign for "
      "$\\varepsilon \\uparrow 0$).\n\n"
      "$\\boxed{2\\pi i f(x)}$",
      must_stay=["\\frac{2i\\varepsilon}{(t-x)^2 + \\varepsilon^2}", "(total mass 1)", "\\to \\pi f(x)",
                 "i\\pi\\delta(t - x)", "the principal values cancel"],
      note="Poisson kernel and the Plemelj half-terms (i pi delta), pieces of the answer; work.")
    p("yyp10", "real-probe-trivial-upper-bound-from-zero-operator", dm(38),
      "Upper bound: $K = 0$ is compact, so $d(S, \\mathbb{K}) \\le \\|S - 0\\| = \\|S\\| = 1$ ($S$ is an "
      "isometry).\n\n"
      "Lower bound: a compact $K$ maps the weakly null orthonormal basis to a norm-null sequence, "
      "$\\|Ke_n\\| \\to 0$, while $\\|Se_n\\| = \\|e_{n+1}\\| = 1$. So "
      "$\\|(S - K)e_n\\| \\ge 1 - \\|Ke_n\\| \\to 1$, and $\\|S - K\\| \\ge 1$ for every compact $K$.\n\n"
      "Both bounds agree.\n\n"
      "$\\boxed{1}$",
      must_stay=["\\|S - 0\\| = \\|S\\| = 1$", "$\\|Se_n\\| = \\|e_{n+1}\\| = 1$",
                 "$\\|(S - K)e_n\\| \\ge 1 - \\|Ke_n\\| \\to 1$"],
      note="the upper bound from K = 0 and the lower bound, both holding the value 1 (work).")
    p("yyp11", "real-probe-test-point-sharpness-of-constant", dm(151),
      "Expand: $|z_1^2 - z_2^2|^2 = |z_1|^4 + |z_2|^4 - 2\\,\\mathrm{Re}(z_1^2\\bar z_2^2)$ and "
      "$\\mathrm{Re}(z_1^2\\bar z_2^2) \\le |z_1|^2|z_2|^2$.\n\n"
      "So the left side is at least $4|z_1|^2|z_2|^2 + |z_1|^4 + |z_2|^4 - 2|z_1|^2|z_2|^2 = "
      "(|z_1|^2 + |z_2|^2)^2$.\n\n"
      "Sharpness: $z_1 = z_2 = 1$ gives LHS $= 4$ and RHS $= 4C$.\n\n"
      "Yes, such a constant exists; the best one is\n\n"
      "$\\boxed{1}$",
      must_stay=["\\mathrm{Re}(z_1^2\\bar z_2^2) \\le |z_1|^2|z_2|^2", "= (|z_1|^2 + |z_2|^2)^2$",
                 "$z_1 = z_2 = 1$ gives LHS $= 4$ and RHS $= 4C$"],
      note="the expansion bound and the sharpness test point (z_1 = z_2 = 1, equal to the answer).")
    p("yyp12", "real-probe-compound-poisson-cumulant-formula-with-even-contrast", dm(226),
      "For $Z = \\sum_{i=1}^K r_i$ with $K \\sim \\mathrm{Poisson}(\\lambda)$: "
      "$\\log E e^{sZ} = \\lambda(M_r(s) - 1)$, so every cumulant is $\\kappa_n = \\lambda\\,E[r^n]$, the raw "
      "moment of one summand times $\\lambda$.\n\n"
      "For $r \\sim N(0,1)$, $E[r^n] = 0$ for odd $n$ by symmetry, while $E[r^2] = 1$ and $E[r^4] = 3$ give "
      "$\\kappa_2 = \\lambda$, $\\kappa_4 = 3\\lambda$ for contrast.\n\n"
      "Odd order: $\\kappa_{2m+1} = \\lambda \\cdot 0$.\n\n"
      "$\\boxed{0}$",
      must_stay=["\\log E e^{sZ} = \\lambda(M_r(s) - 1)", "$\\kappa_n = \\lambda\\,E[r^n]$",
                 "$\\kappa_4 = 3\\lambda$", "\\lambda \\cdot 0$"],
      note="the cumulant formula, the even contrast and the pending product.")
    p("yyp13", "real-probe-cancelling-residue-pair", dm(336),
      "The rectangle $|\\mathrm{Re}\\,z| \\le 2$, $|\\mathrm{Im}\\,z| \\le 1$ contains both simple poles $z = \\pm 1$ "
      "of $\\frac{\\cos \\pi z}{z^2 - 1}$.\n\n"
      "$\\mathrm{Res}_{z=1} = \\frac{\\cos\\pi}{2} = -\\frac12$ and "
      "$\\mathrm{Res}_{z=-1} = \\frac{\\cos(-\\pi)}{-2} = \\frac12$.\n\n"
      "The integral is $2\\pi i$ times the sum of residues, $-\\frac12 + \\frac12$, taken counter-clockwise.\n\n"
      "$\\boxed{0}$",
      must_stay=["both simple poles $z = \\pm 1$", "\\frac{\\cos\\pi}{2} = -\\frac12",
                 "\\frac{\\cos(-\\pi)}{-2} = \\frac12", "$-\\frac12 + \\frac12$"],
      note="two residues that cancel; their pending sum.")
    p("yyp14", "real-probe-inversion-substitution-self-negation", dm(397),
      "Convergence: near $0$ the integrand behaves like $\\ln x$ (integrable), at $\\infty$ like "
      "$\\frac{\\ln x}{x^2}$.\n\n"
      "Substitute $x = 1/t$, $dx = -dt/t^2$: the integrand becomes "
      "$\\frac{\\ln(1/t)}{t^{-2} + t^{-1} + 1}\\cdot\\frac{dt}{t^2} = \\frac{-\\ln t}{1 + t + t^2}\\,dt$, and the "
      "limits swap $\\infty \\leftrightarrow 0$, which absorbs the minus sign of $dx$.\n\n"
      "So $I = -I$.\n\n"
      "$\\boxed{0}$",
      must_stay=["$x = 1/t$, $dx = -dt/t^2$", "\\frac{-\\ln t}{1 + t + t^2}", "$I = -I$"],
      note="the inversion substitution and the self-negation I = -I (value-free last step).")
    p("yyp15", "real-probe-euler-product-with-vanishing-first-factor", dm(495),
      "The divisors of $n\\#$ are the squarefree products of primes $\\le n$, and "
      "$d \\mapsto (-1)^{\\omega(d)}2^{\\omega(d)}/d$ is multiplicative, so\n"
      "$$g(n) = \\prod_{p \\le n}\\left(1 - \\frac{2}{p}\\right).$$\n\n"
      "(For the odd primes alone, Mertens gives $\\prod_{3 \\le p \\le n}(1 - 2/p) \\asymp (\\log n)^{-2}$.)\n\n"
      "For $n \\ge 2$ the factor for $p = 2$ is $1 - \\frac22$.\n\n"
      "$\\boxed{0}$",
      must_stay=["g(n) = \\prod_{p \\le n}\\left(1 - \\frac{2}{p}\\right)", "\\asymp (\\log n)^{-2}",
                 "the factor for $p = 2$ is $1 - \\frac22$"],
      note="the Euler product, the Mertens aside and the vanishing factor (pending 1 - 2/2).")
    p("yyp16", "real-probe-borel-cantelli-sum-over-denominators", dm(41),
      "By periodicity it suffices to work in $[0, 1]$. For each $q$, the set "
      "$A_q = \\bigcup_{p=0}^{q}\\left[\\frac pq - q^{-3}, \\frac pq + q^{-3}\\right]$ has measure at most "
      "$(q+1)\\cdot 2q^{-3}$, and $\\sum_q (q+1)\\cdot 2q^{-3} \\le \\sum_q 4q^{-2} < \\infty$.\n\n"
      "Borel–Cantelli: almost every $x$ lies in only finitely many $A_q$. For fixed $q$, only finitely many "
      "$p$ are relevant, so an unbounded supply of pairs would need unboundedly many $q$.\n\n"
      "Hence $A$ is a null set.\n\n"
      "$\\boxed{0}$",
      must_stay=["$(q+1)\\cdot 2q^{-3}$", "\\sum_q 4q^{-2} < \\infty", "For fixed $q$, only finitely many "
                 "$p$ are relevant"],
      note="the covering bound and the Borel-Cantelli sum; a value-free clause about p.")
    p("yyp17", "real-probe-positive-probability-of-never-hitting", dm(19),
      "Model the balance as $X_t = x + \\mu t + \\sigma W_t$ with $x > 0$, $\\mu > 0$, and let "
      "$\\tau = \\inf\\{t : X_t < 0\\}$.\n\n"
      "$e^{-2\\mu X_t/\\sigma^2}$ is a martingale, so $P(\\tau < \\infty) = e^{-2\\mu x/\\sigma^2} < 1$.\n\n"
      "Hence $P(\\tau = \\infty) = 1 - e^{-2\\mu x/\\sigma^2} > 0$, and the expectation is at least "
      "$\\infty \\cdot P(\\tau = \\infty)$.\n\n"
      "$\\boxed{\\infty}$",
      must_stay=["$e^{-2\\mu X_t/\\sigma^2}$ is a martingale", "$P(\\tau < \\infty) = e^{-2\\mu x/\\sigma^2} < 1$",
                 "$P(\\tau = \\infty) = 1 - e^{-2\\mu x/\\sigma^2} > 0$"],
      note="the exponential martingale and the positive probability of never hitting; tau < infinity and "
           "tau = infinity hold the answer's symbol in non-answer positions.")
    p("yyp18", "real-probe-primorial-extremal-growth", dm(491),
      "For a given size of $n$, $\\omega(n)$ is largest when $n$ is a primorial $n = p_k\\#$: then "
      "$\\omega(n) = k$ and $\\log n = \\theta(p_k) \\sim p_k \\sim k\\log k$.\n\n"
      "So $\\frac{\\omega(n)}{\\log n} \\lesssim \\frac{k}{k\\log k} = \\frac{1}{\\log k} \\to 0$, i.e. "
      "$\\omega(n) = O\\left(\\frac{\\log n}{\\log\\log n}\\right)$.\n\n"
      "Therefore the limsup vanishes.\n\n"
      "$\\boxed{0}$",
      must_stay=["$n = p_k\\#$", "\\log n = \\theta(p_k) \\sim p_k \\sim k\\log k", "\\frac{1}{\\log k} \\to 0",
                 "O\\left(\\frac{\\log n}{\\log\\log n}\\right)"],
      note="primorials as the extremal case; '-> 0' is a limit inside the work.")
    p("yyp19", "probe-derivation-inside-html-details-element", dm(502),
      "Short version: yes, such a $g$ exists and it is unique.\n\n"
      "<details><summary>Derivation</summary>\n\n"
      "The function $h(z) = g(z) - z^2$ is entire and vanishes at every $1/n$. The zeros $1/n$ accumulate "
      "at $0$, which lies in the domain, so $h \\equiv 0$ by the identity theorem.\n\n"
      "Hence $g(z) = z^2$ and $g'(z) = 2z$.\n\n"
      "</details>\n\n"
      "Evaluating at the origin: $g'(0) = 2 \\cdot 0$.\n\n"
      "$\\boxed{0}$",
      must_stay=["vanishes at every $1/n$", "accumulate at $0$, which lies in the domain", "$g'(z) = 2z$",
                 "2 \\cdot 0$"],
      note="the derivation inside a collapsed HTML <details> element; the accumulation point 0 equals the "
           "answer (work).")
