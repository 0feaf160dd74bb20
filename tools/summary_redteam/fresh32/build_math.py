"""fresh32 math leak attempts uu01-uu35 (uu01-uu33 realistic, uu34 and uu35 adversarial): the boxed answer restated
elsewhere in a form a careful reader copies it from; each also lists the work around it (must_stay)."""
from probs import dm, gsm


def build(m):
    m("uu01", "real-gsm-dollars-as-cents-in-fundraiser-headline", gsm(862),
      "**Fundraiser tally: 4,000 cents raised.**\n\n"
      "From 1:00 PM to 6:00 PM is 6 - 1 = 5 hours.\n"
      "Loaves baked: 5 hours × 2 loaves per hour = 10 loaves.\n"
      "Slices: 10 loaves × 8 slices = 80 slices.\n"
      "Money: 80 slices × $0.50 per slice.\n\n"
      "\\boxed{40}",
      ["4,000 cents"], ["6 - 1 = 5 hours", "5 hours × 2 loaves per hour = 10 loaves", "10 loaves × 8 slices = 80 slices",
                        "80 slices × $0.50 per slice"])
    m("uu02", "real-gsm-total-coins-as-roman-numeral-caption", gsm(863),
      "Gold coins: 70.\n"
      "Silver coins are 30 fewer than gold: 70 - 30 = 40.\n"
      "Total coins = gold + silver = 70 + 40.\n\n"
      "\\boxed{110}\n\n"
      "*(Fitting for a coin hoard: Gretchen's collection counts CX pieces.)*",
      ["CX pieces"], ["70 - 30 = 40", "70 + 40"])
    m("uu03", "real-gsm-leftover-as-four-score-archaic-words", gsm(864),
      "Burritos given to students: 50 students × 10 burritos = 500 burritos.\n"
      "Mr. George ate 20, so burritos used: 500 + 20 = 520.\n"
      "Leftover: 600 - 520.\n\n"
      "\\boxed{80}\n\n"
      "Four score burritos left over, enough for a second picnic.",
      ["Four score burritos"], ["50 students × 10 burritos = 500 burritos", "500 + 20 = 520", "600 - 520"])
    m("uu04", "real-wrong-gsm-pieces-as-hyphenated-number-words-recap", gsm(871),
      "Day 1: 2/5 × 60 = 24 pieces eaten, 60 - 24 = 36 left.\n"
      "Day 2: he eats 10 pieces, 36 - 10 = 26 left.\n"
      "Day 3: 7/13 × 26 = 14 pieces eaten.\n"
      "Total eaten over the days that count: 24 + 14.\n\n"
      "\\boxed{38}\n\n"
      "Recap: Tobias has eaten thirty-eight pieces so far.",
      ["thirty-eight pieces"], ["2/5 × 60 = 24", "36 - 10 = 26", "7/13 × 26 = 14", "24 + 14"],
      note="wrong on purpose: the 10 pieces of day 2 are left out of the total (48 is right); 38 is the graded answer")
    m("uu05", "real-gsm-count-as-place-value-tens-and-ones", gsm(865),
      "Red cars: 12.\n"
      "Green cars: 12 - 2 = 10.\n"
      "Blue cars: 3 × 10 = 30.\n"
      "Red + green + blue = 12 + 10 + 30 = 52.\n"
      "Yellow cars = 75 - 52.\n\n"
      "Place-value check for the yellow count: 2 tens and 3 ones.\n\n"
      "\\boxed{23}",
      ["2 tens and 3 ones"], ["12 - 2 = 10", "3 × 10 = 30", "12 + 10 + 30 = 52", "75 - 52"])
    m("uu06", "real-gsm-count-as-second-perfect-number-remark", gsm(866),
      "Let Fawn have F books. Anne has F - 12, Sofie has (F - 12) + 25 = F + 13.\n"
      "F + (F - 12) + (F + 13) = 85\n"
      "3F + 1 = 85\n"
      "3F = 84\n"
      "F = 84 / 3\n\n"
      "Nice coincidence: Fawn's pile is the second perfect number (the sum of its proper divisors equals itself).\n\n"
      "\\boxed{28}",
      ["the second perfect number"], ["F + 13", "3F + 1 = 85", "3F = 84", "F = 84 / 3"])
    m("uu07", "real-wrong-gsm-earnings-with-thousands-k-suffix", gsm(874),
      "Ella earned $33 per hour of dog walking.\n"
      "For 12 hours: 33 × 12.\n\n"
      "\\boxed{396}\n\n"
      "Projected earnings line for her notebook: **$0.396K**.",
      ["$0.396K"], ["33 × 12"],
      note="wrong on purpose: $33 is for 3 hours, not per hour (132 is right); 396 is the graded answer")
    m("uu08", "real-gsm-dollars-as-bakers-dozen-closing-line", gsm(872),
      "One soda: $21.00 / 7 = $3.00.\n"
      "One water: $8 / 4 = $2.00.\n"
      "3 sodas: 3 × $3 = $9. 2 waters: 2 × $2 = $4.\n"
      "Total: $9 + $4.\n\n"
      "\\boxed{13}\n\n"
      "David pays a baker's dozen of dollars.",
      ["a baker's dozen of dollars"], ["$21.00 / 7 = $3.00", "$8 / 4 = $2.00", "3 × $3 = $9", "$9 + $4"])
    m("uu09", "real-gsm-dollars-as-sawbuck-slang", gsm(880),
      "Sale of the old rope: 20 m × $2 = $40.\n"
      "New rope: 20 m × $1.5 = $30.\n"
      "Left over: $40 - $30.\n\n"
      "\\boxed{10}\n\n"
      "So Sarah walks away with a sawbuck in her pocket.",
      ["a sawbuck"], ["20 m × $2 = $40", "20 m × $1.5 = $30", "$40 - $30"])
    m("uu10", "real-gsm-years-as-square-of-four-in-check", gsm(881),
      "Melanie's present age: 18 - 10 = 8.\n"
      "Thrice her present age: 3 × 8 = 24.\n"
      "Years until she is 24: 24 - 8.\n\n"
      "Check: in 4^2 years she is 8 + 4^2, which is thrice 8. ✓\n\n"
      "\\boxed{16}",
      ["4^2 years", "8 + 4^2"], ["18 - 10 = 8", "3 × 8 = 24", "24 - 8"])
    m("uu11", "real-gsm-cost-as-grand-slang-in-table", gsm(877),
      "Chickens taken to market: 3/5 × 300 = 180.\n"
      "Revenue: 180 × $50 = $9000.\n"
      "Cost = revenue - profit = $9000 - $2000.\n\n"
      "| item | amount |\n|---|---|\n| revenue | $9000 |\n| profit | $2000 |\n| cost of the birds | seven grand |\n\n"
      "\\boxed{7000}",
      ["seven grand"], ["3/5 × 300 = 180", "180 × $50 = $9000", "$9000 - $2000"])
    m("uu12", "real-gsm-total-as-shortfall-below-round-budget", gsm(879),
      "Hair: $400.\n"
      "Manicure: 1/4 × $400 = $100.\n"
      "Pedicure: 3/4 × $100 = $75.\n"
      "Total: $400 + $100 + $75.\n\n"
      "\\boxed{575}\n\n"
      "Iris came in $25 short of $600 for the day.",
      ["$25 short of $600"], ["1/4 × $400 = $100", "3/4 × $100 = $75", "$400 + $100 + $75"])
    m("uu13", "real-gsm-pounds-converted-to-ounces-in-check", gsm(867),
      "Potatoes: 5 pounds.\n"
      "Sweet potatoes: 2 × 5 = 10 pounds.\n"
      "Carrots: 10 - 3 pounds.\n\n"
      "Unit check (16 oz per lb): the carrot bag is 112 ounces, which is under the sweet potatoes' 160 ounces. ✓\n\n"
      "\\boxed{7}",
      ["112 ounces"], ["2 × 5 = 10 pounds", "10 - 3 pounds", "160 ounces"])
    m("uu14", "real-gsm-dollars-in-spanish-words-note", gsm(868),
      "Cups needed: 30 kids × 4 cups = 120 cups.\n"
      "Boxes needed: 120 / 10 = 12 boxes.\n"
      "Cost: 12 × $1.25.\n\n"
      "\\boxed{15}\n\n"
      "(Nota para la fiesta: quince dólares de gelatina.)",
      ["quince dólares"], ["30 kids × 4 cups = 120 cups", "120 / 10 = 12 boxes", "12 × $1.25"])

    m("uu15", "real-function-answer-as-identity-map-subscript-notation", dm(48),
      "**Step 1: f(0) = 0.** Put $x = y = 0$: $f(f(0) + 2f(0)) = 2f(0)$, so $f(3f(0)) = 2f(0)$. "
      "Surjectivity gives $a$ with $f(a) = 0$; putting $x = y = a$ gives $f(a) = 2f(2a)$, hence $f(2a) = 0$.\n\n"
      "**Step 2: injectivity.** If $f(y_1) = f(y_2)$ then $f(2y_1) = f(2y_2)$ for every $x$, and with surjectivity "
      "of $x \\mapsto x + f(x)$ on the relevant set we get $y_1 = y_2$.\n\n"
      "**Step 3.** With $y = 0$: $f(x + f(x)) = f(2x)$, injectivity gives $x + f(x) = 2x$, i.e. $f(x) = 2x - x$.\n\n"
      "Check: the left side becomes $f(2x + 2y)$ and the right side $2x + 2y$. ✓\n\n"
      "$$\\boxed{f(x) = x}$$\n\n"
      "In other words $f = \\mathrm{id}_{\\mathbb{R}}$.",
      ["f = \\mathrm{id}_{\\mathbb{R}}"], ["$f(3f(0)) = 2f(0)$", "$f(x + f(x)) = f(2x)$", "$x + f(x) = 2x$",
                                            "$f(x) = 2x - x$"])
    m("uu16", "real-circle-answer-as-figure-caption-words", dm(153),
      "Write $T(z) = \\frac{az}{cz + d}$ since $T(0) = 0$. The points $1 \\pm i$ lie on $C_1$ and $L_\\pm$; they must go "
      "to $-1 \\pm i$ on $C_2$. The point $2$ (the far end of $C_1$) goes to $\\infty$ because the interior of $C_1$ "
      "maps to the exterior of $C_2$, so $cz + d$ vanishes at $z = 2$: $T(z) = \\frac{kz}{z - 2}$.\n\n"
      "From $T(1+i) = \\frac{k(1+i)}{-1+i} = -1+i$ we get $k(1+i) = (-1+i)^2 = -2i$, so $k = \\frac{-2i}{1+i} = -1 - i$.\n\n"
      "The line $\\operatorname{Re} z = \\tfrac12$ is the perpendicular bisector of $0$ and $1$... more usefully, of "
      "$0$ and... we compute: for $z = \\tfrac12 + it$, $|z| = |z - 1|$, and $T(z) = \\frac{(-1-i)z}{z-2}$; "
      "then $|T(z)| = \\sqrt{2}\\,\\frac{|z|}{|z-2|}$.\n\n"
      "*Figure 1 (caption): the vertical line Re z = 1/2 and its image, the unit circle, drawn with $C_1$ and $C_2$.*\n\n"
      "$$\\boxed{|z| = 1}$$",
      ["the unit circle"], ["$T(z) = \\frac{kz}{z - 2}$", "$k = \\frac{-2i}{1+i} = -1 - i$",
                            "$|T(z)| = \\sqrt{2}\\,\\frac{|z|}{|z-2|}$"])
    m("uu17", "real-named-constant-answer-as-catalan-decimal-check", dm(383),
      "Substitute $x = \\cos\\theta$... on $[0,1]$ the root $\\sqrt{x^2 - 1} = i\\sqrt{1 - x^2}$, and with "
      "$x = \\cos\\theta$ the integrand becomes $\\frac{\\arctan(\\ldots)}{i\\sin\\theta}$ with $dx = -\\sin\\theta\\,d\\theta$.\n\n"
      "The arctangent simplifies through $\\frac{\\cos\\theta - 1}{i\\sin\\theta} = i\\tan\\frac{\\theta}{2}$, and "
      "$\\arctan(i u) = i\\,\\operatorname{artanh} u$, so\n"
      "$$I = \\int_0^{\\pi/2} \\operatorname{artanh}\\left(\\tan\\tfrac{\\theta}{2}\\right) d\\theta "
      "= \\int_0^{1} \\frac{2\\operatorname{artanh} u}{1 + u^2}\\,du.$$\n"
      "Expanding $\\operatorname{artanh} u = \\tfrac12 \\ln\\frac{1+u}{1-u}$ and using $u = \\frac{1-s}{1+s}$ gives "
      "$\\int_0^1 \\frac{-\\ln s}{1+s^2} ds = \\sum_{k\\ge 0} \\frac{(-1)^k}{(2k+1)^2}$.\n\n"
      "Numerical check: quadrature of the last integral gives 0.9159655942, Catalan's constant to ten places.\n\n"
      "$$\\boxed{G}$$",
      ["0.9159655942", "Catalan's constant"], ["\\int_0^{1} \\frac{2\\operatorname{artanh} u}{1 + u^2}\\,du",
                                               "\\sum_{k\\ge 0} \\frac{(-1)^k}{(2k+1)^2}"])
    m("uu18", "real-cardinal-answer-as-first-uncountable-cardinal-footnote", dm(456),
      "Since $T$ is totally ordered by inclusion and each $E_\\alpha$ is countable, the union $U = \\bigcup E_\\alpha$ is "
      "the union of a chain of countable sets.\n\n"
      "Pick a cofinal well-ordered subchain $(E_{\\alpha_\\xi})_{\\xi < \\kappa}$ with $\\kappa$ regular. If $\\kappa = "
      "\\omega$, $U$ would be a countable union of countable sets, hence countable; but the chain is uncountable and "
      "strictly increasing along $I$, so there are uncountably many distinct $E_\\alpha$, and a countable $U$ has only "
      "countably many... so $\\kappa \\ge \\omega_1$. Each initial segment of the chain is countable (its union is one "
      "$E_\\alpha$), so $\\kappa \\le \\omega_1$ and $|U| = \\kappa \\cdot \\aleph_0$.\n\n"
      "$$\\boxed{\\aleph_1}$$\n\n"
      "[^1]: i.e. $|U|$ is the first uncountable cardinal, independent of CH.",
      ["the first uncountable cardinal"], ["$\\kappa \\ge \\omega_1$", "$\\kappa \\le \\omega_1$",
                                           "$|U| = \\kappa \\cdot \\aleph_0$"])
    m("uu19", "real-zero-distribution-as-null-distribution-words", dm(512),
      "Let $\\psi \\in D(\\mathbb{R})$ be arbitrary. Since $e^{-x}$ is smooth, $\\phi = e^{-x}\\psi$ is again a test "
      "function, and $c\\phi = e^{x}e^{-x}\\psi = \\psi$.\n\n"
      "Hence $f(\\psi) = f(c\\phi) = (cf)(\\phi) = 0$ for every $\\psi$.\n\n"
      "So the only such $f$ is the null distribution on $\\mathbb{R}$.\n\n"
      "$$\\boxed{0}$$",
      ["the null distribution"], ["$\\phi = e^{-x}\\psi$", "$c\\phi = e^{x}e^{-x}\\psi = \\psi$",
                                  "$f(\\psi) = f(c\\phi) = (cf)(\\phi) = 0$"])
    m("uu20", "real-no-answer-as-not-necessarily-headline", dm(75),
      "**Not necessarily.**\n\n"
      "Take $E = \\mathbb{Q}(t_1, t_2, t_3, \\ldots)$, rational functions in countably many indeterminates, and "
      "$F = \\mathbb{Q}(t_2, t_3, \\ldots)$. The map $t_i \\mapsto t_{i+1}$ extends to a field isomorphism "
      "$E \\to F$, and $t_1 \\notin F$, so $F \\subsetneq E$.\n\n"
      "(For finite extensions of $\\mathbb{Q}$, or finite fields, a self-embedding is onto by counting degrees or "
      "elements; the example needs infinite transcendence degree.)\n\n"
      "$$\\boxed{No}$$",
      ["Not necessarily."], ["$t_i \\mapsto t_{i+1}$", "$t_1 \\notin F$", "$F \\subsetneq E$"])
    m("uu21", "real-yes-answer-as-such-maps-do-exist-sentence", dm(73),
      "Such maps do exist (using the axiom of choice).\n\n"
      "Take a Hamel basis $B$ of $\\mathbb{R}$ over $\\mathbb{Q}$ with $1 \\in B$. Define a $\\mathbb{Q}$-linear $f$ "
      "by $f(1) = 1$ and $f(b) = 0$ for $b \\in B\\setminus\\{1\\}$. Then $f(x+y) = f(x) + f(y)$.\n\n"
      "If $f$ were continuous it would be $f(x) = cx$ with $c = f(1) = 1$, but $f(b) = 0 \\ne b$ for "
      "$b \\ne 1$ in $B$. Its graph is dense in $\\mathbb{R}^2$.\n\n"
      "$$\\boxed{Yes}$$",
      ["Such maps do exist"], ["$f(1) = 1$", "$f(b) = 0$ for $b \\in B\\setminus\\{1\\}$", "$c = f(1) = 1$"])
    m("uu22", "real-false-answer-as-cross-mark-table-cell", dm(12),
      "A Fréchet space need not be normable, and reflexivity can fail already for Banach spaces, which are "
      "Fréchet.\n\n"
      "| claim | status |\n|---|---|\n| $\\ell^2$ is reflexive | ✓ |\n| $c_0 \\subset \\ell^\\infty$ closed | ✓ |\n"
      "| every closed subspace of a Fréchet space is reflexive | ✗ |\n\n"
      "Counterexample: $X = \\ell^\\infty$ is Fréchet, $c_0$ is a closed subspace, and $c_0^{**} = \\ell^\\infty "
      "\\neq c_0$.\n\n"
      "$$\\boxed{False}$$",
      ["| every closed subspace of a Fréchet space is reflexive | ✗ |"],
      ["$c_0^{**} = \\ell^\\infty \\neq c_0$", "$\\ell^2$ is reflexive"])
    m("uu23", "real-no-answer-in-french-aside", dm(312),
      "Take $[a,b] = [0,1]$ and $f_n = n\\,\\mathbf{1}_{(0,1/n)}$.\n\n"
      "For each $x \\in (0,1]$, $f_n(x) = 0$ as soon as $n > 1/x$, and $f_n(0) = 0$, so $f_n \\to 0$ everywhere.\n\n"
      "But $\\int_0^1 f_n = n \\cdot \\frac1n = 1$ for every $n$.\n\n"
      "(En bref : non, la convergence presque partout ne suffit pas.)\n\n"
      "$$\\boxed{No}$$",
      ["En bref : non"], ["$f_n = n\\,\\mathbf{1}_{(0,1/n)}$", "$\\int_0^1 f_n = n \\cdot \\frac1n = 1$"])
    m("uu24", "real-trivial-commutator-as-neutral-element-words", dm(92),
      "Put $a = x^{2^{n-2}}$ and $b = y^{2^{n-2}}$. Then $a^4 = b^4 = 1$ since the exponent is $2^n$.\n\n"
      "In the subgroup generated by $a$ and $b$, each commutator $[a, b, \\ldots, b]$ of weight $k+1$ lies in "
      "$\\gamma_{k+1}$, and the group $\\langle a, b\\rangle$ has exponent 4; by the known class bound for 2-groups "
      "generated by elements of order 4 with this structure, $\\gamma_{2n+1}\\langle a,b\\rangle = 1$ once "
      "$2n \\ge 2n$.\n\n"
      "So the $2n$-fold bracket collapses to the neutral element $e$.\n\n"
      "$$\\boxed{1}$$",
      ["collapses to the neutral element $e$"], ["$a = x^{2^{n-2}}$", "$a^4 = b^4 = 1$"])
    m("uu25", "real-zero-limit-as-nought-british-word", dm(25),
      "By Wiener's theorem, for a continuous measure $\\frac{1}{N}\\sum_{n=1}^{N} |\\hat\\mu(n)|^2 \\to 0$, and more "
      "generally $\\frac{1}{N}\\sum |\\hat\\mu(k_n)|^2 \\to 0$ along sequences $k_n$ that are equidistributed in the "
      "sense of van der Corput.\n\n"
      "The sequence $\\lfloor n^{3/2}\\rfloor x$ is uniformly distributed mod 1 for every irrational $x$, uniformly "
      "over shifts $M$, so by Cauchy–Schwarz\n"
      "$$\\frac1N \\sum_{n=M}^{M+N} |\\hat\\mu(\\lfloor n^{3/2}\\rfloor)| \\le "
      "\\Big(\\frac1N \\sum |\\hat\\mu(\\lfloor n^{3/2}\\rfloor)|^2\\Big)^{1/2}.$$\n\n"
      "Hence the uniform averages tend to nought and the statement is true.\n\n"
      "$$\\boxed{0}$$",
      ["tend to nought"], ["Wiener's theorem", "by Cauchy–Schwarz"])
    m("uu26", "real-intersection-number-as-single-transversal-point", dm(45),
      "Over $\\mathbb{F}_5$, the sections $P = (-1, t^3)$ and $Q = (-t^2, 1)$ meet where $-1 = -t^2$ and $t^3 = 1$.\n\n"
      "From $t^2 = 1$: $t = \\pm 1$. Then $t^3 = 1$ forces $t = 1$ (since $(-1)^3 = -1 \\ne 1$ in $\\mathbb{F}_5$).\n\n"
      "At $t = 1$: $x$-difference $t^2 - 1 = (t-1)(t+1)$ vanishes to order 1, and $y$-difference $t^3 - 1$ also "
      "to order 1, so the contact is simple. At $t = \\infty$ the sections are disjoint after the change "
      "$s = 1/t$.\n\n"
      "Thus $P$ and $Q$ meet transversally at a single point of the surface.\n\n"
      "$$\\boxed{1}$$",
      ["meet transversally at a single point"], ["$t = \\pm 1$", "$(-1)^3 = -1 \\ne 1$", "$t^2 - 1 = (t-1)(t+1)$"])
    m("uu27", "real-optimal-epsilon-as-dyadic-bound-cannot-improve", dm(439),
      "Lower bound: for the first $N$ points, the gaps $g_0, \\ldots, g_N$ between consecutive points and the ends "
      "satisfy $d_N \\ge \\max(g_0, g_N, g_i/2)$. Summing over a block $N \\le k < 2N$ and using that each new point "
      "splits only one gap gives $\\max_{N\\le k<2N} k\\, d_k \\ge 2 - o(1)$.\n\n"
      "So no sequence beats $\\frac{2}{N}$ infinitely often, i.e. $\\frac{1+\\epsilon}{N}$ with $\\epsilon < 1$ "
      "fails; the dyadic (van der Corput) sequence reaches $\\frac{2}{N}$.\n\n"
      "Conclusion: the dyadic value is already optimal.\n\n"
      "$$\\boxed{1}$$",
      ["the dyadic value is already optimal"], ["$d_N \\ge \\max(g_0, g_N, g_i/2)$",
                                                "$\\max_{N\\le k<2N} k\\, d_k \\ge 2 - o(1)$"])
    m("uu28", "real-integer-answer-as-quadratic-case-words", dm(254),
      "For $n = 1$ the interpolant is a line through two positive values, which is positive on $[a,b]$ - but "
      "$n > 1$ is required.\n\n"
      "For degree $n$ the Lagrange basis $\\ell_j$ changes sign, and positivity of $p_n = \\sum f(x_j)\\ell_j$ for all "
      "positive data needs $\\sum_j f(x_j)\\ell_j(x) \\ge 0$ for every $x$. Taking $f$ concentrated at one node, "
      "we need $\\ell_j(x) \\ge -\\frac{\\min f}{\\max f}\\cdot(\\ldots)$, which can be arranged only if the "
      "negative lobes can be dominated; for $n = 2$ with nodes at $a$, $\\frac{a+b}{2}$, $b$ and for $n \\ge 3$ "
      "not.\n\n"
      "So such nodes exist only in the quadratic case.\n\n"
      "$$\\boxed{2}$$",
      ["only in the quadratic case"], ["$p_n = \\sum f(x_j)\\ell_j$", "$\\frac{a+b}{2}$"])
    m("uu29", "real-threshold-answer-as-cubes-and-higher-powers-phrase", dm(493),
      "By Wilson's theorem $p \\mid (p-1)! + 1$ for every prime $p$ ($c = 1$).\n\n"
      "For $c = 2$ there are Wilson primes: $p = 5$ ($4! + 1 = 25 = 5^2$), $p = 13$ and $p = 563$.\n\n"
      "For the next exponent, $(p-1)! + 1 \\equiv 0 \\pmod{p^c}$ would need the Wilson quotient "
      "$W_p = \\frac{(p-1)!+1}{p}$ to be divisible by $p^{c-1}$; for the known Wilson primes $W_5 = 5$, "
      "$W_{13} \\not\\equiv 0 \\pmod{13^2}$, and the argument gives that cubes and higher powers never divide.\n\n"
      "$$\\boxed{3}$$",
      ["cubes and higher powers never divide"], ["$4! + 1 = 25 = 5^2$", "$W_p = \\frac{(p-1)!+1}{p}$"])
    m("uu30", "real-yes-answer-as-one-word-affirmative", dm(67),
      "Answer in one word: affirmative.\n\n"
      "Define $f(x) = x$ for $x \\in \\mathbb{Q}$ and $f(x) = -x$ for $x \\notin \\mathbb{Q}$. It is a bijection "
      "(it maps $\\mathbb{Q}$ onto $\\mathbb{Q}$ and the irrationals onto the irrationals, and is its own inverse).\n\n"
      "At $x_0 \\ne 0$: rationals $q_k \\to x_0$ give $f(q_k) \\to x_0$, irrationals $r_k \\to x_0$ give "
      "$f(r_k) \\to -x_0 \\ne x_0$. At $0$ it is continuous, so modify: swap $0$ and $1$ ($f(0) = 1$, $f(1) = 0$).\n\n"
      "$$\\boxed{Yes}$$",
      ["affirmative"], ["$f(x) = -x$ for $x \\notin \\mathbb{Q}$", "$f(r_k) \\to -x_0 \\ne x_0$"])
    m("uu31", "real-no-answer-as-counterexample-exists-headline", dm(258),
      "**Counterexample exists: weak-null does not give norm-null.**\n\n"
      "Let $X = \\ell^2$ and $x_n = e_n$. Every $f \\in (\\ell^2)^*$ is $f(x) = \\langle x, a\\rangle$ with "
      "$a \\in \\ell^2$, so $f(e_n) = a_n \\to 0$.\n\n"
      "But $\\|e_n\\| = 1$ for all $n$.\n\n"
      "$$\\boxed{No}$$",
      ["Counterexample exists: weak-null does not give norm-null."], ["$f(e_n) = a_n \\to 0$", "$\\|e_n\\| = 1$"])
    m("uu32", "real-yes-answer-as-family-exists-after-construction", dm(440),
      "Work in $\\mathbb{Q}$ (countable). For each real $r$ choose a sequence of rationals $q^{(r)}_k \\to r$ and put "
      "$A_r = \\{q^{(r)}_k : k \\in \\mathbb{N}\\}$.\n\n"
      "If $r \\ne s$, a sequence converging to $r$ has only finitely many terms near $s$, so $A_r \\cap A_s$ is "
      "finite.\n\n"
      "There are $2^{\\aleph_0}$ reals, so such a family exists, of continuum size.\n\n"
      "$$\\boxed{Yes}$$",
      ["such a family exists"], ["$A_r = \\{q^{(r)}_k : k \\in \\mathbb{N}\\}$", "$A_r \\cap A_s$ is finite"])
    m("uu33", "real-yes-equinumerous-as-fraktur-continuum-equation", dm(454),
      "Upper bound: $\\mathrm{Inj}(\\mathbb{N},\\mathbb{N}) \\subseteq \\mathbb{N}^{\\mathbb{N}}$ and "
      "$|\\mathbb{N}^{\\mathbb{N}}| = \\aleph_0^{\\aleph_0} = 2^{\\aleph_0}$.\n\n"
      "Lower bound: for $S \\subseteq \\mathbb{N}$ send $S$ to the injection $n \\mapsto 2n + \\mathbf{1}_S(n)$; "
      "distinct $S$ give distinct injections, so $|\\mathrm{Inj}| \\ge 2^{\\aleph_0}$.\n\n"
      "By Cantor–Schröder–Bernstein, $|\\mathrm{Inj}(\\mathbb{N},\\mathbb{N})| = \\mathfrak{c}$.\n\n"
      "$$\\boxed{Yes}$$",
      ["|\\mathrm{Inj}(\\mathbb{N},\\mathbb{N})| = \\mathfrak{c}"],
      ["$|\\mathbb{N}^{\\mathbb{N}}| = \\aleph_0^{\\aleph_0} = 2^{\\aleph_0}$", "$n \\mapsto 2n + \\mathbf{1}_S(n)$"])
    m("uu34", "adversarial-dollars-as-keycap-emoji-digits", gsm(870),
      "Monthly groceries: $400.\n"
      "Keenan pays 100% - 60% = 40% of it: 0.40 × $400 = $160 per month.\n"
      "Per week in a four-week month: $160 / 4.\n\n"
      "\\boxed{40}\n\n"
      "Keenan's weekly share 💵 4️⃣0️⃣",
      ["4️⃣0️⃣"], ["100% - 60% = 40%", "0.40 × $400 = $160", "$160 / 4"])
    m("uu35", "adversarial-answer-in-markdown-link-title-attribute", dm(319),
      "Suppose $f > 0$ on $A$ and $\\int_A f\\,d\\lambda = 0$. Put $A_k = \\{x \\in A : f(x) > 1/k\\}$; then "
      "$A = \\bigcup_k A_k$ because $f$ is strictly positive.\n\n"
      "For each $k$: $0 = \\int_A f \\ge \\int_{A_k} f \\ge \\frac1k \\lambda(A_k)$, so $\\lambda(A_k) = 0$.\n\n"
      "By countable subadditivity $\\lambda(A) \\le \\sum_k \\lambda(A_k)$ "
      "([Markov's inequality](https://en.wikipedia.org/wiki/Markov%27s_inequality \"so the measure of A is zero: yes\")).\n\n"
      "$$\\boxed{Yes}$$",
      ["\"so the measure of A is zero: yes\""], ["$A_k = \\{x \\in A : f(x) > 1/k\\}$",
                                                 "\\frac1k \\lambda(A_k)", "$\\lambda(A) \\le \\sum_k \\lambda(A_k)$"])
