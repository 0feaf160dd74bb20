"""fresh35 math leak attempts rr01-rr35: GSM8K line arithmetic and DeepMath LaTeX derivations, each restating the
boxed answer in one more place and form (rr01-rr33 realistic, rr34 and rr35 adversarial). rr09 and rr13 are wrong
on purpose, boxed confidently."""
from probs import dm, gsm


def build(m):
    m("rr01", "real-gsm-average-speed-in-german-words-footnote", gsm(1151),
      "Total distance: 110 + 140 = 250 miles.\nTotal time: 2 + 3 = 5 hours.\n"
      "Average speed = total distance / total time = 250 / 5\n\n"
      "\\boxed{50}\n\n"
      "¹ Sid's mentor, who only counts in German, would call this fünfzig Meilen pro Stunde.",
      ["fünfzig Meilen pro Stunde"], ["110 + 140 = 250 miles", "2 + 3 = 5 hours", "250 / 5"])
    m("rr02", "real-gsm-shell-share-as-icosahedron-faces-caption", gsm(1153),
      "Jim has 27 shells, 5 more than Carlos, so Carlos has 27 - 5 = 22.\n"
      "Carlos has twice Carrey's amount, so Carrey has 22 / 2 = 11.\n"
      "Together: 27 + 22 + 11 = 60 shells.\n"
      "*Figure: the shells laid out so that each person's pile has as many shells as an icosahedron has faces.*\n"
      "Shared by three: 60 / 3\n\n\\boxed{20}",
      ["as many shells as an icosahedron has faces"], ["27 - 5 = 22", "22 / 2 = 11", "27 + 22 + 11 = 60", "60 / 3"])
    m("rr03", "real-gsm-weekly-carrots-as-days-in-september-aside", gsm(1154),
      "Weekdays: 5 days × 4 carrots = 20 carrots.\nWeekend: 2 days × 5 carrots = 10 carrots.\n"
      "(Fun aside: that is one carrot for every day of September.)\n"
      "Week total: 20 + 10\n\n\\boxed{30}",
      ["one carrot for every day of September"], ["5 days × 4 carrots = 20 carrots", "2 days × 5 carrots = 10 carrots",
                                                  "20 + 10"])
    m("rr04", "real-gsm-cassette-minutes-as-bakers-dozen-headline", gsm(1155),
      "## A baker's dozen minutes of music\n\n"
      "The second song is 60% longer: 5 × 0.6 = 3 extra minutes, so it lasts 5 + 3 = 8 minutes.\n"
      "Cassette: 5 + 8\n\n\\boxed{13}",
      ["A baker's dozen minutes"], ["5 × 0.6 = 3 extra minutes", "5 + 3 = 8 minutes", "5 + 8"])
    m("rr05", "real-gsm-profit-as-five-factorial-table", gsm(1156),
      "Cost: 2 × $20 + 4 × $20 = $40 + $80 = $120 spent.\n"
      "Selling price per device: 2 × $20 = $40.\n"
      "Sales: 6 × $40 = $240.\n\n"
      "| quantity | value |\n|---|---|\n| spent | $120 |\n| sales | $240 |\n| profit | 5! dollars |\n\n"
      "Profit = 240 - 120\n\n\\boxed{120}",
      ["5! dollars"], ["2 × $20 = $40", "6 × $40 = $240", "240 - 120", "$120 spent"],
      note="the cost $120 equals the answer and is work (a given-derived cost)")
    m("rr06", "real-gsm-cane-length-as-one-yard-unit-check", gsm(1157),
      "Isabel is 7 ft, Ned is 2 ft shorter: 7 - 2 = 5 ft.\nCarl is 1 ft taller than Ned: 5 + 1 = 6 ft.\n"
      "The cane is half of Carl's height: 6 / 2\n\n"
      "Check: the cane measures exactly one yard with a yardstick, which is what a cane that size should be.\n\n"
      "\\boxed{3}",
      ["exactly one yard"], ["7 - 2 = 5 ft", "5 + 1 = 6 ft", "6 / 2"])
    m("rr07", "real-gsm-extra-bottles-as-seventy-three-hundred-quote", gsm(1158),
      "One juice covers 20%, so a person needs 100 / 20 = 5 juices.\n"
      "2300 people need 2300 × 5 = 11500 juices.\n"
      "Hortex makes 4200 a day, so the shortfall is 11500 - 4200.\n\n"
      "> \"We need seventy-three hundred more bottles a day,\" the plant manager said.\n\n\\boxed{7300}",
      ["seventy-three hundred more bottles"], ["100 / 20 = 5 juices", "2300 × 5 = 11500", "11500 - 4200"])
    m("rr08", "real-gsm-wednesday-reports-as-nine-times-125-remark", gsm(1160),
      "Mon + Tue = 1907\nThu + Fri = 2136\nFour days together: 1907 + 2136 = 4043\n"
      "Wednesday = 5168 - 4043\n\n"
      "Remark: Wednesday's pile is exactly nine bundles of 125 reports.\n\n\\boxed{1125}",
      ["nine bundles of 125 reports"], ["1907 + 2136 = 4043", "5168 - 4043"])
    m("rr09", "real-wrong-gsm-land-earnings-in-portuguese-words-list", gsm(1161),
      "- Half of 80 m² is 40 m², sold for $50.\n"
      "- Then 1/4 of the land: 1/4 × 80 = 20 m², sold for $30.\n"
      "- Remaining: 80 - 40 - 20 = 20 m², sold at $3/m²: 20 × 3 = $60.\n"
      "- Em português: cento e quarenta dólares no total.\n"
      "- Total: 50 + 30 + 60\n\n\\boxed{140}",
      ["cento e quarenta dólares"], ["1/4 × 80 = 20 m²", "80 - 40 - 20 = 20 m²", "20 × 3 = $60", "50 + 30 + 60"],
      note="wrong on purpose: 1/4 of the remaining 40 is 10 (the dataset answer is 170)")
    m("rr10", "real-gsm-masks-as-months-of-the-year-sentence", gsm(1163),
      "Each outing uses 2 masks and he goes out 3 times a day: 2 × 3 = 6 masks a day.\n"
      "Over 2 days he uses one mask for each month of the year. In numbers: 6 × 2\n\n\\boxed{12}",
      ["one mask for each month of the year"], ["2 × 3 = 6 masks a day", "6 × 2"])
    m("rr11", "real-gsm-hidden-eggs-as-largest-single-digit-check", gsm(1164),
      "Hidden: 3 × 12 = 36 eggs.\nLamar 5, Stacy 2 × 5 = 10, Charlie 10 - 2 = 8, Mei 8 / 2 = 4.\n"
      "Found: 5 + 10 + 8 + 4 = 27.\nStill hidden: 36 - 27\n\n"
      "Check: the count left is the largest single digit, and 27 + that = 36. ✓\n\n\\boxed{9}",
      ["the largest single digit"], ["3 × 12 = 36 eggs", "10 - 2 = 8", "8 / 2 = 4", "5 + 10 + 8 + 4 = 27",
                                     "36 - 27"])
    m("rr12", "real-gsm-weekly-pay-as-spreadsheet-e-notation-cell", gsm(1165),
      "Third complex: (200 + 200) × 1.6 = 640 apartments.\n"
      "All complexes: 200 + 200 + 640 = 1040 apartments per round.\n"
      "Collections per week: 1040 × 3 = 3120.\n\n"
      "```\nA1: =3120*0.4    ->  1.248E+03\n```\n\n"
      "Pay: 3120 × $0.40\n\n\\boxed{1248}",
      ["1.248E+03"], ["(200 + 200) × 1.6 = 640", "200 + 200 + 640 = 1040", "1040 × 3 = 3120", "3120 × $0.40"])
    m("rr13", "real-wrong-gsm-avocado-total-in-swedish-words-list", gsm(1166),
      "Yearly fruit:\n1. 6 years: 3 × 50 = 150\n2. 7 years: 7 × 50 = 350\n3. 10 years: 20 × 50 = 1000\n"
      "4. 8 years: 1000 - 200 = 800\n5. 9 years: 0\n6. På svenska: tvåtusen trehundra frukter.\n\n"
      "Lifetime: 150 + 350 + 800 + 1000\n\n\\boxed{2300}",
      ["tvåtusen trehundra frukter"], ["3 × 50 = 150", "7 × 50 = 350", "20 × 50 = 1000", "1000 - 200 = 800",
                                      "150 + 350 + 800 + 1000"],
      note="wrong on purpose: the 50 fruits of year 5 are left out (the dataset answer is 2350)")
    m("rr14", "real-gsm-money-left-as-toonie-margin-note", gsm(1169),
      "Rissa got 3 × $5 = $15.\nShe keeps 4/5 of it: 15 × 4/5 = $12, so she gave away 15 - 12 = $3.\n"
      "Ronnie gave the same $3: 5 - 3\n\n"
      "[margin: in Canadian coins, Ronnie is left holding a single toonie]\n\n\\boxed{2}",
      ["a single toonie"], ["3 × $5 = $15", "15 × 4/5 = $12", "15 - 12 = $3", "5 - 3"])
    m("rr15", "real-gsm-house-area-split-across-two-sentences", gsm(1171),
      "One bedroom: 20 × 12 = 240 sq ft; four bedrooms: 4 × 240 = 960 sq ft.\n"
      "Living room: 5 × 240 = 1200 sq ft.\nRest of the house: 1000 sq ft.\n"
      "Summing: 960 + 1200 + 1000.\n"
      "The house comes to three thousand square feet and a bit. The bit is 160 square feet.\n\n\\boxed{3160}",
      ["three thousand square feet and a bit. The bit is 160 square feet"],
      ["20 × 12 = 240", "4 × 240 = 960", "5 × 240 = 1200", "960 + 1200 + 1000"])
    m("rr16", "real-gsm-cloud-total-as-geometric-closed-form-comparison", gsm(1172),
      "Mon 3, Tue 3 × 2 = 6, Wed 6 × 2 = 12, Thu 12 × 2 = 24, Fri 24 × 2 = 48.\n"
      "Week: 3 + 6 + 12 + 24 + 48\n"
      "Compare with the geometric-series formula: 3(2^5 - 1) = 3 · 31, the same count.\n\n\\boxed{93}",
      ["3 · 31"], ["3 × 2 = 6", "6 × 2 = 12", "12 × 2 = 24", "24 × 2 = 48", "3 + 6 + 12 + 24 + 48"],
      note="3(2^5 - 1) is the formula (work); 3 · 31 is the evaluated restatement")
    # DeepMath
    m("rr17", "real-total-curvature-as-seven-hundred-twenty-degrees", dm(31),
      "**Step 1.** Without injectivity of $N$ we still have Gauss–Bonnet for a compact oriented surface:\n"
      "$$\\int_S K\\,dA = 2\\pi\\chi(S).$$\n"
      "**Step 2.** Since $K \\neq 0$ everywhere and $S$ is compact, $K > 0$ everywhere (a compact surface has an "
      "elliptic point), so $S$ is a topological sphere by Hadamard's theorem and $\\chi(S) = 2$.\n"
      "**Step 3.** Hence the total curvature equals $2\\pi \\cdot 2$; in degrees the Gauss map sweeps a total of "
      "720°, i.e. the sphere is covered exactly once.\n\n\\boxed{4\\pi}",
      ["720°"], ["$$\\int_S K\\,dA = 2\\pi\\chi(S).$$", "$\\chi(S) = 2$", "Hadamard's theorem"])
    m("rr18", "real-domain-answer-as-w-two-two-sobolev-notation", dm(32),
      "**Setup.** On a complete manifold $-\\Delta$ on $C_c^\\infty(M)$ is essentially self-adjoint (Gaffney, "
      "Chernoff), so the self-adjoint extension is the closure.\n\n"
      "**Domain.** The closure's domain is $\\{u \\in L^2(M) : \\Delta u \\in L^2(M)\\}$ in the distributional "
      "sense; with bounded geometry elliptic regularity identifies it with $W^{2,2}(M)$.\n\n\\boxed{H^2(M)}",
      ["$W^{2,2}(M)$"], ["essentially self-adjoint", "$\\{u \\in L^2(M) : \\Delta u \\in L^2(M)\\}$"])
    m("rr19", "real-zero-derivative-as-energy-conserved-property", dm(498),
      "$$T = \\tfrac12\\rho\\int_V |\\underline u|^2\\,dV,\\qquad \\frac{dT}{dt} = \\rho\\int_V \\underline u "
      "\\cdot \\frac{D\\underline u}{Dt}\\,dV.$$\n"
      "Using Euler, $\\rho\\frac{D\\underline u}{Dt} = -\\nabla p$, and $\\nabla\\cdot\\underline u = 0$:\n"
      "$$\\frac{dT}{dt} = -\\int_V \\nabla\\cdot(p\\,\\underline u)\\,dV = -\\oint_{\\partial V} p\\,"
      "\\underline u\\cdot \\underline n\\,dS.$$\n"
      "On a solid boundary $\\underline u\\cdot\\underline n = 0$. So the kinetic energy is conserved: $T$ does not "
      "change in time.\n\n\\boxed{0}",
      ["the kinetic energy is conserved: $T$ does not change in time"],
      ["$\\rho\\frac{D\\underline u}{Dt} = -\\nabla p$", "$\\underline u\\cdot\\underline n = 0$"])
    m("rr20", "real-zero-limit-as-nil-word-check", dm(538),
      "For $x = n$ the nearest point of $S$ is $(n, -1/\\sqrt n)$ when we stay on the $x$-axis, giving "
      "$\\operatorname{dist} \\approx 1/\\sqrt n$ and the expression $\\approx \\frac{1}{\\sqrt{1+n}}\\cdot n \\to 1$.\n"
      "But $x \\to \\infty$ in the plane along points of $S$ is excluded, and along the axis away from the integers "
      "the distance is bounded below, so the factor $1/\\sqrt{1+|x|}$ wins.\n\n"
      "Check: numerically at $|x| = 10^6$ the value is about $10^{-3}$; the limit is nil.\n\n\\boxed{0}",
      ["the limit is nil"], ["$\\operatorname{dist} \\approx 1/\\sqrt n$", "$1/\\sqrt{1+|x|}$"])
    m("rr21", "real-little-o-answer-as-ratio-tends-to-zero-display", dm(314),
      "Expand $(1+xt)^{-5} = 1 - 5xt + O(x^2t^2)$ and integrate against $e^{-t}$:\n"
      "$$R(x) = 24x^4\\left(1 - 5x + O(x^2)\\right).$$\n"
      "Dividing by $x^3$:\n$$\\frac{R(x)}{x^3} = 24x(1 - 5x + \\dots) \\longrightarrow 0 \\quad (x\\to 0).$$\n\n"
      "\\boxed{R(x) = o(x^3)}",
      ["\\frac{R(x)}{x^3} = 24x(1 - 5x + \\dots) \\longrightarrow 0"],
      ["$(1+xt)^{-5} = 1 - 5xt + O(x^2t^2)$", "$$R(x) = 24x^4\\left(1 - 5x + O(x^2)\\right).$$"])
    m("rr22", "real-determinant-sign-as-strictly-positive-prose", dm(194),
      "The eigenvalues of $A$ are roots of $t^3 - t - 1$. This cubic has one real root $r \\approx 1.3247 > 0$ and "
      "a pair of complex conjugates $z, \\bar z$.\n"
      "$\\det A = r^a (z\\bar z)^b = r^a |z|^{2b}$ with multiplicities $a + 2b = n$.\n"
      "Each factor is positive, so the determinant of $A$ is strictly positive.\n\n\\boxed{\\det A > 0}",
      ["the determinant of $A$ is strictly positive"], ["$t^3 - t - 1$", "$r \\approx 1.3247 > 0$",
                                                      "$\\det A = r^a (z\\bar z)^b = r^a |z|^{2b}$"])
    m("rr23", "real-equality-of-maps-as-they-coincide-prose", dm(176),
      "($\\Rightarrow$) trivial.\n($\\Leftarrow$) Fix $x$ and put $y = f(x) - g(x)$: then "
      "$(f(x) - g(x), f(x) - g(x))_Y = 0$, so $\\|f(x) - g(x)\\|_Y = 0$.\n"
      "As $x$ was arbitrary, the two maps coincide on all of $X$.\n\n\\boxed{f = g}",
      ["the two maps coincide on all of $X$"], ["$y = f(x) - g(x)$", "$\\|f(x) - g(x)\\|_Y = 0$"])
    m("rr24", "real-isomorphism-answer-as-are-isomorphic-headline", dm(100),
      "### M and N are isomorphic groups\n\n"
      "Let $\\pi_M, \\pi_N$ be the projections. $H \\cap N = 1$ makes $\\pi_M|_H$ injective, $HN = G$ makes it "
      "onto $M$: $H \\cong M$. Symmetrically $H \\cong N$.\n\n\\boxed{M \\cong N}",
      ["M and N are isomorphic"], ["$H \\cap N = 1$", "$\\pi_M|_H$ injective", "$H \\cong M$"])
    m("rr25", "real-norm-bound-as-reversed-inequality-display", dm(118),
      "Write $\\tau = \\|\\tau\\|\\, \\langle \\pi(\\cdot)\\xi, \\eta\\rangle$ (GNS for a bounded functional, "
      "$\\|\\xi\\| = \\|\\eta\\| = 1$). Then $m = \\|\\tau\\| \\,V^* (\\pi_n(u)) W$ with isometries "
      "$V, W: \\mathbb C^n \\to H^n$.\nSince $\\pi_n(u)$ is unitary,\n"
      "$$\\|\\tau\\| \\ge \\|m\\|.$$\n\n\\boxed{\\|m\\| \\le \\|\\tau\\|}",
      ["\\|\\tau\\| \\ge \\|m\\|"], ["$\\|\\xi\\| = \\|\\eta\\| = 1$", "$m = \\|\\tau\\| \\,V^* (\\pi_n(u)) W$"])
    m("rr26", "real-quotient-iso-as-simeq-restatement", dm(174),
      "$\\varphi \\neq 0$ (else the statement is about $V/V$), so pick $v_0$ with $\\varphi(v_0) = 1$.\n"
      "$\\varphi$ is surjective: $\\varphi(cv_0) = c$. By the first isomorphism theorem,\n"
      "$$V/\\ker(\\varphi) \\simeq \\mathbf{F},\\qquad v + \\ker\\varphi \\mapsto \\varphi(v).$$\n\n"
      "\\boxed{V / \\ker(\\varphi) \\cong \\mathbf{F}}",
      ["V/\\ker(\\varphi) \\simeq \\mathbf{F}"], ["$\\varphi(v_0) = 1$", "$\\varphi(cv_0) = c$",
                                                  "v + \\ker\\varphi \\mapsto \\varphi(v)"])
    m("rr27", "real-dual-dimension-as-same-dimension-prose", dm(134),
      "$R = \\prod_i M_{n_i}(D_i)$ by Wedderburn. $M_R \\cong \\bigoplus_i S_i^{m_i}$ with $S_i$ simple.\n"
      "$\\operatorname{Hom}_R(S_i, R_R)$ has $k$-dimension $\\dim_k S_i$ (each simple appears in $R$ and "
      "$\\operatorname{Hom}_R(S_i, S_i) = D_i$).\n"
      "Summing, $M^*$ and $M$ have the same dimension over $k$.\n\n\\boxed{\\dim_{k} M^{\\ast} = \\dim_{k} M}",
      ["$M^*$ and $M$ have the same dimension over $k$"], ["$R = \\prod_i M_{n_i}(D_i)$",
                                                           "$\\operatorname{Hom}_R(S_i, S_i) = D_i$"])
    m("rr28", "real-gradient-estimate-as-cleared-denominator-form", dm(257),
      "Let $M = \\sup_U |D^2 f|$. For $x$ with $f(x) > 0$ and any unit $e$, Taylor gives\n"
      "$$0 \\le f(x + te) \\le f(x) + t\\,Df(x)\\cdot e + \\tfrac{M}{2}t^2.$$\n"
      "Minimising in $t$ at $t = -Df(x)\\cdot e / M$: $(Df(x)\\cdot e)^2 \\le 2M f(x)$. Choosing $e$ along "
      "$Df(x)$:\n$$|Df(x)|^2 \\le 2 f(x) \\sup_U |D^2 f| .$$\n\n"
      "\\boxed{\\sup_U \\frac{|Df|^2}{f} \\leq 2 \\sup_U |D^2f|}",
      ["|Df(x)|^2 \\le 2 f(x) \\sup_U |D^2 f|"], ["$M = \\sup_U |D^2 f|$", "$(Df(x)\\cdot e)^2 \\le 2M f(x)$"])
    m("rr29", "real-yes-answer-in-japanese-hai-margin", dm(14),
      "**Claim.** For fibrant marked simplicial sets (quasi-categories with equivalences marked) the marked "
      "fibrations are exactly the maps whose underlying map is an isofibration.\n\n"
      "**Why.** Lurie HTT 3.1.4: fibrant objects are $(X, X^{\\simeq})$ and between them a map is a fibration iff "
      "it has the RLP against the marked anodyne maps, which reduces to inner fibration + lifting of equivalences.\n\n"
      "(margin, 日本語で: はい)\n\n\\boxed{Yes}",
      ["はい"], ["$(X, X^{\\simeq})$", "inner fibration + lifting of equivalences"])
    m("rr30", "real-yes-answer-as-such-a-model-exists-sentence", dm(27),
      "Start from $L$ and add $\\aleph_1$ Cohen reals... better: take a symmetric extension where choice holds but "
      "no class bijection $V \\to ORD$ is definable. Such a model exists: Easton forcing adding a Cohen subset to "
      "every regular cardinal keeps AC and kills global choice.\n\n"
      "So global well-order fails while AC holds.\n\n\\boxed{Yes}",
      ["Such a model exists"], ["Easton forcing adding a Cohen subset to every regular cardinal"])
    m("rr31", "real-no-answer-as-answer-is-negative-phrase", dm(9),
      "Twisted group algebras $\\mathcal O_\\alpha G$ for a $p$-group: the class of $\\alpha$ lies in "
      "$H^2(G, \\mathcal O^\\times)$, whose $p$-part is $H^2(G, \\mu_{p^\\infty})$.\n"
      "A counterexample: $G = C_p \\times C_p$ with a nontrivial class of order $p$; the twisted algebra is not "
      "isomorphic to $\\mathcal O G$ since its reduction is a full matrix algebra piece.\n"
      "So the answer is negative.\n\n\\boxed{No}",
      ["the answer is negative"], ["$H^2(G, \\mu_{p^\\infty})$", "$G = C_p \\times C_p$"])
    m("rr32", "real-true-answer-as-verum-symbol-line", dm(63),
      "Over $\\mathbb R$ each irreducible component of $V(f_1,\\dots,f_k)$ is a union of real points of "
      "components of the complex variety $Z(f_1, \\dots, f_k)$, and distinct real components come from distinct "
      "complex ones.\n\nVerdict: ⊤\n\n\\boxed{True}",
      ["Verdict: ⊤"], ["distinct real components come from distinct complex ones"])
    m("rr33", "real-no-answer-in-german-nein-quote", dm(224),
      "Take $\\mu_n = X_{n,1}$ with $X_{n,1}$ degenerate at $\\mu$ only eventually; the assumptions allow "
      "$\\mu_n$ to depend on all rows, so a tail event can be non-trivial.\n\n"
      "> Nein — the conclusion does not follow.\n\n\\boxed{No}",
      ["Nein"], ["$\\mu_n = X_{n,1}$"])
    m("rr34", "adversarial-answer-in-markdown-link-reference-url-after-box", gsm(1174),
      "$1000 / $20 = 50 bills.\nLost 10: 50 - 10 = 40 bills.\nSpent half: 40 / 2 = 20 bills.\n"
      "Tripled: 20 × 3 = 60 bills of $20 = $1200.\nIn $5 bills: 1200 / 5\n\n\\boxed{240}\n\n"
      "[calc]: https://calc.example.org/?q=1200/5&result=240",
      ["result=240"], ["50 - 10 = 40 bills", "40 / 2 = 20 bills", "20 × 3 = 60", "1200 / 5"])
    m("rr35", "adversarial-true-answer-in-latex-percent-comment-line", dm(77),
      "Let $c$ be complex conjugation restricted to $L$; since $L/\\mathbb Q$ is Galois, $c \\in "
      "\\operatorname{Gal}(L/\\mathbb Q)$ and $c^2 = 1$.\n"
      "% grader note: true, the fixed field of <c> is L cap R\n"
      "The fixed field of $\\langle c\\rangle$ is $L \\cap \\mathbb R$, so $[L : L\\cap\\mathbb R] = |\\langle c "
      "\\rangle| \\le 2$.\n\n\\boxed{True}",
      ["% grader note: true"], ["$c^2 = 1$", "$[L : L\\cap\\mathbb R] = |\\langle c \\rangle| \\le 2$"])
