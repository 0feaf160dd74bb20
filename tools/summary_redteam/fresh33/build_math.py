"""fresh33 math leak attempts tt01-tt35 (tt01-tt33 realistic, tt34 and tt35 adversarial): GSM8K and DeepMath hard
problems, drafts written for this set; each restates the boxed answer once outside the box."""
from probs import dm, gsm


def build(m):
    m("tt01", "real-gsm-hours-left-as-sixty-minutes-headline", gsm(1000),
      "**Headline: sixty minutes remain for the records.**\n\n"
      "Rounds: 9 inpatients × 20 minutes = 180 minutes = 3 hours.\n"
      "Appointments: 10 × 30 minutes = 300 minutes = 5 hours.\n"
      "Time used: 3 + 5 = 8 hours.\n"
      "Time left: 9 - 8 hours.\n\n"
      "\\boxed{1}",
      ["sixty minutes remain"], ["9 inpatients × 20 minutes = 180 minutes", "10 × 30 minutes = 300 minutes", "9 - 8 hours"])
    m("tt02", "real-gsm-start-time-as-24-hour-clock-check", gsm(1001),
      "Batter: 20 minutes\nBaking: 30 minutes\nCooling: 2 hours = 120 minutes\nFrosting: 10 minutes\n\n"
      "Total: 20 + 30 + 120 + 10 = 180 minutes = 3 hours.\n\n"
      "Latest start: 5:00 pm minus 3 hours.\n\n"
      "Check on a 24-hour clock: starting at 14:00 and adding 3 hours gives 17:00, which is 5:00 pm. ✓\n\n"
      "\\boxed{2}",
      ["starting at 14:00"], ["20 + 30 + 120 + 10 = 180 minutes", "5:00 pm minus 3 hours"])
    m("tt03", "real-gsm-bars-per-box-as-spider-legs-aside", gsm(1002),
      "Lisa sold 3.5 boxes and Peter sold 4.5 boxes.\n"
      "Together: 3.5 + 4.5 = 8 boxes.\n"
      "Bars per box: 64 ÷ 8.\n\n"
      "(Fun aside: each box holds as many bars as a spider has legs.)\n\n"
      "\\boxed{8}",
      ["as many bars as a spider has legs"], ["3.5 + 4.5 = 8 boxes", "64 ÷ 8"],
      note="The number of boxes, 8, is work; the aside is the restatement.")
    m("tt04", "real-gsm-monthly-earnings-in-german-words-footnote", gsm(1003),
      "Per session: $25 rent + 10 students × $1.50 = $25 + $15 = $40.\n"
      "Sessions per month: 3 per week × 4 weeks = 12 sessions.\n"
      "Monthly earnings: 12 × $40.\n\n"
      "\\boxed{480}\n\n"
      "¹ Für die Kursleiterin: vierhundertachtzig Dollar im Monat.",
      ["vierhundertachtzig Dollar"], ["$25 + $15 = $40", "3 per week × 4 weeks = 12 sessions", "12 × $40"])
    m("tt05", "real-gsm-difference-as-binary-literal-in-code-comment", gsm(1004),
      "Peter: 64 bars in 4 boxes → 64 / 4 = 16 bars per box.\n"
      "Martha: 56 bars in 7 boxes → 56 / 7 = 8 bars per box.\n"
      "Difference per box: 16 - 8.\n\n"
      "```\ndiff = 0b1000  # bars more per box for Peter\n```\n\n"
      "\\boxed{8}",
      ["diff = 0b1000"], ["64 / 4 = 16 bars per box", "56 / 7 = 8 bars per box", "16 - 8"],
      note="Martha's 8 bars per box is an intermediate value equal to the answer: it must stay.")
    m("tt06", "real-gsm-population-as-latex-scientific-notation-table", gsm(1005),
      "Females: 3/5 × 50 = 30.\n"
      "Babies per month: 30 × 4 = 120.\n"
      "Babies in a year: 120 × 12 = 1440.\n"
      "Population after a year: 50 + 1440.\n\n"
      "| quantity | value |\n|---|---|\n| start | 50 |\n| births | 1440 |\n"
      "| end of year | $1.49 \\times 10^{3}$ |\n\n"
      "\\boxed{1490}",
      ["$1.49 \\times 10^{3}$"], ["3/5 × 50 = 30", "120 × 12 = 1440", "50 + 1440"])
    m("tt07", "real-gsm-total-sticks-as-ninth-fibonacci-number-remark", gsm(1007),
      "Red: 9\nBlue: 9 + 5 = 14\nYellow: 14 - 3 = 11\nTotal: 9 + 14 + 11\n\n"
      "Remark: the total is the ninth Fibonacci number (1, 1, 2, 3, 5, 8, 13, 21, ...), a nice coincidence.\n\n"
      "\\boxed{34}",
      ["the total is the ninth Fibonacci number"], ["Blue: 9 + 5 = 14", "Yellow: 14 - 3 = 11", "9 + 14 + 11"])
    m("tt08", "real-wrong-gsm-miles-as-british-and-number-words-list", gsm(1008),
      "Matteo: 55 mph × 4 h = 220 miles.\n"
      "Shandy: 45 mph × 10 h = 450 miles.\n"
      "Farther: 450 + 220 miles.\n\n"
      "Summary list:\n- Matteo: 220 miles\n- Shandy: 450 miles\n- Shandy's lead: six hundred and seventy miles\n\n"
      "\\boxed{670}",
      ["six hundred and seventy miles"], ["55 mph × 4 h = 220 miles", "45 mph × 10 h = 450 miles"],
      note="Wrong on purpose: the distances are added instead of subtracted (230 is right); 670 is the answer to grade.")
    m("tt09", "real-gsm-count-with-narrow-space-grouping-in-quote", gsm(1009),
      "Over 16: 3000 / 2 = 1500 students; male: 1500 / 4 = 375; female: 1500 - 375 = 1125.\n"
      "Under 16: 1500 students; male: 1500 / 2 = 750; female: 1500 - 750 = 750.\n"
      "Female total: 1125 + 750.\n\n"
      "> As the registrar would write it: 1 875 élèves filles.\n\n"
      "\\boxed{1875}",
      ["1 875 élèves filles"], ["female: 1500 - 375 = 1125", "female: 1500 - 750 = 750", "1125 + 750"])
    m("tt10", "real-gsm-remaining-as-one-third-of-capacity-sentence", gsm(1011),
      "Day 1: Wanda 1/4 × 18000 = 4500 gallons; Ms. B 3/4 × 4500 = 3375 gallons.\n"
      "Day 2: Wanda 2/3 × 4500 = 3000 gallons; Ms. B 1/3 × 3375 = 1125 gallons.\n"
      "Pumped: 4500 + 3375 + 3000 + 1125 = 12000 gallons.\n"
      "Remaining: 18000 - 12000 gallons.\n\n"
      "In other words, exactly one third of the tank's capacity is still empty.\n\n"
      "\\boxed{6000}",
      ["exactly one third of the tank's capacity is still empty"],
      ["4500 + 3375 + 3000 + 1125 = 12000 gallons", "18000 - 12000 gallons"])
    m("tt11", "real-gsm-pieces-as-fractional-dozens-table-cell", gsm(1015),
      "Packs given away: 15 - 2 = 13 packs.\n"
      "Pieces given away: 13 × 60 = 780 pieces.\n"
      "Per friend: 780 / 10.\n\n"
      "| per friend | packs | dozens of pieces |\n|---|---|---|\n| 1 friend | 1.3 | 6.5 dozen |\n\n"
      "\\boxed{78}",
      ["6.5 dozen"], ["15 - 2 = 13 packs", "13 × 60 = 780 pieces", "780 / 10"])
    m("tt12", "real-gsm-count-as-minutes-in-three-quarters-hour-aside", gsm(1017),
      "Pictures per album: 72 / 8 = 9.\n"
      "Selfie and portrait albums: 3 + 2 = 5 albums.\n"
      "Pictures in them: 5 × 9.\n\n"
      "(That's as many photos as there are minutes in three quarters of an hour.)\n\n"
      "\\boxed{45}",
      ["as many photos as there are minutes in three quarters of an hour"], ["72 / 8 = 9", "3 + 2 = 5 albums", "5 × 9"])
    m("tt13", "real-gsm-count-in-chinese-numerals-margin-note", gsm(1022),
      "Small price: $4; large price: 3 × $4 = $12.\n"
      "Let L be the number of large ones; small ones: 2L.\n"
      "Revenue: 12L + 4(2L) = 20L = 120, so L = 6.\n"
      "Small ones: 2 × 6.\n\n"
      "Margin note: 小的卖了十二个.\n\n"
      "\\boxed{12}",
      ["小的卖了十二个"], ["3 × $4 = $12", "20L = 120, so L = 6", "2 × 6"],
      note="The large price $12 equals the answer and is an intermediate value: it must stay.")
    m("tt14", "real-wrong-gsm-sandwiches-as-double-nickel-slang", gsm(1023),
      "Per day: 5 + 4 + 2 = 11 sandwiches.\n"
      "School week: 5 days.\n"
      "Per week: 11 × 5.\n\n"
      "That's a double nickel of sandwiches every week.\n\n"
      "\\boxed{55}",
      ["a double nickel of sandwiches"], ["5 + 4 + 2 = 11 sandwiches", "11 × 5"],
      note="Wrong on purpose: a week has 7 days (77 is right); 55 is the answer to grade.")
    m("tt15", "real-character-answer-as-minus-sum-of-positive-roots-words", dm(6),
      "The tangent bundle of $G/B$ is $G \\times^B (\\mathfrak g/\\mathfrak b)$, and $\\mathfrak g/\\mathfrak b$ has "
      "weights the negative roots $-\\alpha$, $\\alpha > 0$ (with the convention that $B$ corresponds to the positive "
      "roots).\n\nThe canonical bundle is the top exterior power of the cotangent bundle, so its character is the sum "
      "of the weights of $(\\mathfrak g/\\mathfrak b)^*$ negated once more... carefully:\n\n"
      "$$\\omega_{G/B} = \\det(T^*_{G/B}) = \\mathcal L\\Big(-\\sum_{\\alpha>0}\\alpha\\Big).$$\n\n"
      "So the line bundle is given by minus the sum of all positive roots (for the convention $\\mathcal L(\\lambda) "
      "= G\\times^B k_{-\\lambda}$ the signs flip consistently). Since $\\sum_{\\alpha>0}\\alpha = 2\\rho$,\n\n"
      "$$\\lambda = \\boxed{-2\\rho}$$",
      ["minus the sum of all positive roots"], ["$$\\omega_{G/B} = \\det(T^*_{G/B})"])
    m("tt16", "real-cardinal-answer-as-supremum-of-finite-beths-display", dm(26),
      "Write $V_0 = \\mathbb R$, $V_{n+1} = V_n \\cup \\mathcal P(V_n)$, $\\mathbb V = \\bigcup_n V_n$.\n\n"
      "**Step 1.** $|V_0| = \\beth_1$ and $|V_{n+1}| = 2^{|V_n|}$, so $|V_n| = \\beth_{n+1}$.\n\n"
      "**Step 2.** A countable union: $|\\mathbb V| = \\sup_n |V_n| = \\sup_{n<\\omega}\\beth_{n}$.\n\n"
      "**Step 3.** $|\\mathcal P_{fin}(\\mathbb V)| = |\\mathbb V|$ for infinite $\\mathbb V$.\n\n"
      "Both cardinalities equal $\\boxed{\\beth_\\omega}$.",
      ["\\sup_{n<\\omega}\\beth_{n}"], ["$|V_n| = \\beth_{n+1}$", "$|\\mathcal P_{fin}(\\mathbb V)| = |\\mathbb V|$"])
    m("tt17", "real-automorphism-answer-as-mapsto-action-on-root", dm(47),
      "Every automorphism sends $\\xi_n$ to another primitive root $\\xi_n^{\\ell}$ with $\\gcd(\\ell, n) = 1$, and "
      "$\\sigma_\\ell \\circ \\sigma_m = \\sigma_{\\ell m}$, so $\\mathrm{Gal}(\\mathbb Q[\\xi_n]/\\mathbb Q) \\cong "
      "(\\mathbb Z/n\\mathbb Z)^\\times$.\n\nWhen this group is cyclic (i.e. $n = 1, 2, 4, p^k, 2p^k$), pick $\\ell$ a "
      "primitive root modulo $n$. Then the generator is the automorphism $\\xi_n \\mapsto \\xi_n^{\\ell}$ with $\\ell$ "
      "of order $\\varphi(n)$ mod $n$.\n\nGenerator: $\\boxed{\\sigma_{\\ell}}$ with $\\ell$ a primitive root mod $n$.",
      ["the automorphism $\\xi_n \\mapsto \\xi_n^{\\ell}$"], ["$\\sigma_\\ell \\circ \\sigma_m = \\sigma_{\\ell m}$"])
    m("tt18", "real-function-answer-as-graph-line-figure-caption", dm(109),
      "Put $x = y = 0$: $f(f(0)^2) = 0$. Put $y = x$: $f(f(2x)f(0)) = x^2 + \\alpha x f(x)$.\n\n"
      "Swapping $y \\to -y$ gives $\\alpha y f(y) = -\\alpha y f(-y)$, so $f$ is odd when $\\alpha \\ne 0$, hence "
      "$f(0) = 0$ and then $x^2 + \\alpha x f(x) = 0$ forces $f(x) = -x/\\alpha$; substituting back leaves only "
      "$\\alpha = -1$.\n\n*Figure 1: the graph of $f$ is the diagonal line through the origin with slope one.*\n\n"
      "$$\\boxed{f(x) = x}$$ (for $\\alpha = -1$; no solution otherwise).",
      ["the graph of $f$ is the diagonal line through the origin with slope one"], ["$f(x) = -x/\\alpha$"])
    m("tt19", "real-integral-answer-as-negative-decimal-in-quadrature-check", dm(387),
      "Interpret the integral in the Hadamard finite-part sense. Integrate by parts:\n\n"
      "$$\\int_0^\\infty \\frac{\\cos x}{x^2}dx = \\Big[-\\frac{\\cos x}{x}\\Big]_0^\\infty - \\int_0^\\infty "
      "\\frac{\\sin x}{x}dx.$$\n\nThe boundary term is the divergent part that the finite part discards, and "
      "$\\int_0^\\infty \\frac{\\sin x}{x}dx = \\frac{\\pi}{2}$.\n\n"
      "Numerical check (finite part with cutoff $\\varepsilon = 10^{-4}$, subtracting $1/\\varepsilon$): "
      "$-1.5708$.\n\n$$\\boxed{-\\dfrac{\\pi}{2}}$$",
      ["$-1.5708$"], ["$\\int_0^\\infty \\frac{\\sin x}{x}dx = \\frac{\\pi}{2}$"],
      note="The Dirichlet integral's value pi/2 is work.")
    m("tt20", "real-zero-value-as-vanishes-at-point-sentence", dm(431),
      "Characteristics for $F = pq - 1$: $\\dot x = q$, $\\dot y = p$, $\\dot z = 2pq = 2$, $p, q$ constant.\n\n"
      "Complete integral: $z = ax + \\frac{y}{a} + c$. With $z(0,0) = 0$, $c = 0$.\n\n"
      "Along the initial data line $x = 0$ the solution built from $z(0, y) = 0$ for the Cauchy problem forces the "
      "envelope to be flat in $y$ at $x = 0$: the solution vanishes at the point $(0,1)$ as well.\n\n"
      "$$z(0,1) = \\boxed{0}$$",
      ["the solution vanishes at the point $(0,1)$"], ["$z = ax + \\frac{y}{a} + c$", "With $z(0,0) = 0$, $c = 0$"])
    m("tt21", "real-vertex-count-as-cube-faces-comparison", dm(472),
      "For a triangulation with $V$ vertices, $E$ edges, $F$ faces: $V - E + F = \\chi = 0$ and $3F = 2E$, so "
      "$E = 3V$ and $F = 2V$.\n\nSince $E \\le \\binom{V}{2}$: $3V \\le V(V-1)/2$, so $V \\ge 7$ for the torus... "
      "for the Klein bottle Franklin's bound is attained one lower, by the known 6-vertex check failing and 8 working? "
      "No: the classical result (Franklin 1934) is that $V \\ge 7$ fails to be realised and the minimum is attained "
      "with as many vertices as a cube has faces.\n\n$$\\boxed{6}$$",
      ["as many vertices as a cube has faces"], ["$E = 3V$ and $F = 2V$", "$3V \\le V(V-1)/2$"],
      note="A confused but realistic draft; the boxed 6 is the dataset's answer.")
    m("tt22", "real-constant-answer-as-decimal-coefficient-times-k", dm(447),
      "Color uniformly at random with $n$ colors: each edge is monochrome with probability $1/n$, and there are "
      "$knm/2$ edges, so the expected number of monochrome edges is $\\frac{knm}{2}\\cdot\\frac1n = \\frac{km}{2}$.\n\n"
      "Local improvement (recolor a vertex with more than $k$ same-colored neighbours) never increases this, and a "
      "union of $n$ disjoint $K_{kn+1}$ shows it cannot be beaten asymptotically.\n\n"
      "So the optimal constant is $c = 0.5k$.\n\n$$c = \\boxed{\\dfrac{k}{2}}$$",
      ["$c = 0.5k$"], ["$\\frac{knm}{2}\\cdot\\frac1n = \\frac{km}{2}$"],
      note="The expected count km/2 is an intermediate value equal to c·m: it must stay.")
    m("tt23", "real-zero-answer-as-multiple-of-log-one", dm(331),
      "On $|z| = 1$ write $z = e^{i\\theta}$, $dz/z = i\\,d\\theta$. Then\n\n"
      "$$\\oint \\log\\Big|\\frac{1}{1+z^p}\\Big|\\frac{dz}{z} = -i\\int_0^{2\\pi} \\log|1 + e^{ip\\theta}|\\,d\\theta.$$\n\n"
      "$\\log(1+w)$ is harmonic for $|w| < 1$ away from the cut, and by the mean value property the average of "
      "$\\log|1+z^p|$ over the circle is its value at the centre, so the integral equals $2\\pi i \\log 1$.\n\n"
      "$$\\boxed{0}$$",
      ["$2\\pi i \\log 1$"], ["$dz/z = i\\,d\\theta$"])
    m("tt24", "real-yes-answer-as-hookrightarrow-conclusion-display", dm(3),
      "Let $n = \\dim_K A$. Since $A \\otimes K_v$ embeds in $B \\otimes K_v$ for every $v$, $A$ is semisimple and its "
      "centralizer data match locally.\n\n**Key step.** Embeddings of $A$ into $B$ correspond to $A \\otimes B^{op}$-"
      "module structures; by Albert–Brauer–Hasse–Noether the local conditions on the Brauer classes glue.\n\n"
      "**Conclusion.**\n$$A \\hookrightarrow B \\text{ over } K.$$\n\n\\boxed{Yes}",
      ["$$A \\hookrightarrow B \\text{ over } K.$$"], ["Albert–Brauer–Hasse–Noether"])
    m("tt25", "real-yes-answer-as-acts-trivially-restated-claim", dm(10),
      "$G$ is pro-$p$ and the image of $G$ in $GL(V)$ lies in a unipotent group $U(\\mathbb Q_\\ell)$.\n\n"
      "A compact subgroup of $U(\\mathbb Q_\\ell)$ is pro-$\\ell$ (it lies in $U(\\mathbb Z_\\ell)$ up to conjugacy, "
      "which is a pro-$\\ell$ group). A continuous image of a pro-$p$ group that is also pro-$\\ell$ with $p \\ne \\ell$ "
      "is trivial.\n\nHence $G$ acts trivially on $V$.\n\n\\boxed{Yes}",
      ["$G$ acts trivially on $V$"], ["A compact subgroup of $U(\\mathbb Q_\\ell)$ is pro-$\\ell$"])
    m("tt26", "real-no-answer-as-divergence-arrow-in-summary-table", dm(36),
      "Zimmert's bound: $R_K \\ge c\\, e^{0.46 r_1 + 0.1 r_2}$ for some absolute $c > 0$.\n\n"
      "For totally real fields $r_1 = [K:\\mathbb Q]$, and Northcott-type finiteness leaves only finitely many fields "
      "of bounded degree and bounded regulator.\n\n"
      "| family | regulator |\n|---|---|\n| degree bounded | finitely many fields below $A$ |\n"
      "| degree $\\to \\infty$ | $R_K \\to \\infty$ |\n\n\\boxed{No}",
      ["$R_K \\to \\infty$"], ["$R_K \\ge c\\, e^{0.46 r_1 + 0.1 r_2}$", "finitely many fields below $A$"])
    m("tt27", "real-no-answer-in-german-word-parenthetical", dm(60),
      "A factorisation $(x - a)g(x, a)$ with rational coefficients in $x$ and $a$ requires a root $a$ expressible "
      "from the coefficients.\n\nTake $x^2 - 2$: any $a$ with $(x-a) \\mid x^2 - 2$ over $\\mathbb Q$ must be "
      "$\\pm\\sqrt 2 \\notin \\mathbb Q$.\n\n(Kurz gesagt: nein.)\n\n\\boxed{No}",
      ["(Kurz gesagt: nein.)"], ["$\\pm\\sqrt 2 \\notin \\mathbb Q$"])
    m("tt28", "real-yes-answer-as-japanese-hai-note", dm(94),
      "$|SL_2(\\mathbb Z/8)| = 8^3(1 - 1/4) = 384 = 2^7 \\cdot 3$, so a Sylow 2-subgroup has order $128$.\n\n"
      "Any subgroup of order $128$ is a 2-group, so it has no elements of order 3 at all.\n\n"
      "メモ：はい、存在します。\n\n\\boxed{Yes}",
      ["はい、存在します"], ["384 = 2^7 \\cdot 3", "order $128$"])
    m("tt29", "real-true-answer-as-logical-top-symbol-verdict", dm(127),
      "Let $R$ be local with maximal ideal $\\mathfrak m$ and von Neumann regular. For $x \\in \\mathfrak m$ write "
      "$x = x^2 y$; then $x(1 - xy) = 0$ and $1 - xy$ is a unit, so $x = 0$.\n\n"
      "Hence $\\mathfrak m = 0$ and $R$ is a field.\n\nVerdict: $\\top$\n\n\\boxed{True}",
      ["Verdict: $\\top$"], ["$x(1 - xy) = 0$", "$\\mathfrak m = 0$"])
    m("tt30", "real-false-answer-as-truth-table-f-entry", dm(275),
      "Suppose such $f$ exists. $f(\\mathbb Q)$ is countable, and $f(\\mathbb R\\setminus\\mathbb Q) \\subseteq "
      "\\mathbb Q$ is countable, so $f(\\mathbb R)$ is countable.\n\nA continuous image of $\\mathbb R$ is an "
      "interval; a countable interval is a point, so $f$ is constant — but a constant cannot be both rational and "
      "irrational.\n\n| claim | value |\n|---|---|\n| $f(\\mathbb R)$ countable | T |\n| such $f$ exists | F |\n\n"
      "\\boxed{False}",
      ["| such $f$ exists | F |"], ["a countable interval is a point"])
    m("tt31", "real-no-answer-as-in-the-negative-idiom", dm(309),
      "Take a fat Cantor set construction: let $E \\subset (a,b)$ be open dense with small measure, and let "
      "$r = \\operatorname{dist}(x, (a,b)\\setminus E)$ on $E$ and $r(x) = $ something positive but tending to $0$ "
      "densely on the complement.\n\nEvery interval $(c,d)$ meets points where $r$ is arbitrarily small on a set of "
      "positive measure, so no $k$ works.\n\nThe question is answered in the negative.\n\n\\boxed{No}",
      ["answered in the negative"], ["Every interval $(c,d)$ meets points"])
    m("tt32", "real-no-answer-as-no-such-quintuple-sentence", dm(487),
      "Vieta jumping: fixing $y, z, u, v$, the equation is quadratic in $x$ with the other root $x' = yzuv - x$.\n\n"
      "Starting from a solution, jumping decreases the largest coordinate; descending, we reach a solution with a "
      "small coordinate, and checking the bounded cases shows the minimal solutions are small, e.g. "
      "$(1, 2, 3, 4, 5)$-type chains, whose jumps stay below 2000 in at least one coordinate.\n\n"
      "So no such quintuple with all entries above 2000 exists.\n\n\\boxed{No}",
      ["no such quintuple with all entries above 2000 exists"], ["$x' = yzuv - x$"])
    m("tt33", "real-true-answer-as-tautology-remark", dm(492),
      "The primes strictly between $p_n$ and $p_{2n}$ are exactly $p_{n+1}, \\dots, p_{2n-1}$.\n\n"
      "Counting indices: $(2n - 1) - (n + 1) + 1 = n - 1$.\n\n"
      "Remark: read this way the statement is a tautology of the indexing.\n\n\\boxed{True}",
      ["the statement is a tautology"], ["$(2n - 1) - (n + 1) + 1 = n - 1$"])
    m("tt34", "adversarial-answer-in-html-comment-after-box", gsm(1026),
      "Iron pickaxe: 2 × 12 = 24 pounds per day.\n"
      "Steel pickaxe: 24 × 1.5 = 36 pounds per day.\n"
      "40 dwarves: 40 × 36 = 1440 pounds per day.\n"
      "30 days: 1440 × 30.\n\n"
      "\\boxed{43200}\n<!-- total ore: 43,200 lb -->",
      ["<!-- total ore: 43,200 lb -->"], ["24 × 1.5 = 36 pounds per day", "1440 × 30"])
    m("tt35", "adversarial-no-answer-in-yaml-front-matter-field", dm(520),
      "---\nproblem: bounded sequences without convergent subsequences\nverdict: no\n---\n\n"
      "Take $X = (0, 1]$ with the usual metric and $x_n = 1/n$. The sequence is bounded and has no convergent "
      "subsequence in $X$ (its only candidate limit $0$ is missing).\n\n"
      "But $d(x_n, x_m) = |1/n - 1/m| \\to 0$, so no positive constant separates distinct terms.\n\n\\boxed{No}",
      ["verdict: no"], ["$x_n = 1/n$", "$d(x_n, x_m) = |1/n - 1/m| \\to 0$"])
