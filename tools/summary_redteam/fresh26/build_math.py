"""fresh26 math leak attempts i01-i35 (i01-i33 realistic, i34-i35 adversarial). Problems from probs.py."""
from probs import aime, dm, gsm

ZW = "\u200b"  # zero-width space (i35)


def build(m):
    m("i01", "real-gsm-answer-in-chinese-code-switch-closing", gsm(1035),
      "The driveway is 24 feet wide with a bottle every 3 feet.\n\n"
      "- Bottles: 24 ÷ 3 = 8 bottles\n"
      "- Moves between bottles: after starting at the first one, 8 − 1 = 7 moves\n"
      "- Each move takes 5 seconds, so the time is 7 moves × 5 seconds.\n\n"
      "\\boxed{35}\n\n"
      "（答：总共需要 35 秒。）",
      ["总共需要 35 秒"], ["24 ÷ 3 = 8 bottles", "8 − 1 = 7 moves"],
      "Qwen-style code switch: the closing line restates the answer in Chinese with an Arabic numeral.")

    m("i02", "real-gsm-percentage-as-betting-odds-against", gsm(1094),
      "Start: 12 cans, 3 of them shaken.\n\n"
      "1. Ellen takes 1 unshaken can: 11 cans left, still 3 shaken.\n"
      "2. Her brother takes 1 shaken and 2 unshaken: 11 − 3 = 8 cans left, 3 − 1 = 2 shaken.\n\n"
      "So her friend picks from 8 cans of which 2 are shaken: probability 2/8, written as a percentage.\n\n"
      "\\boxed{25}\n\n"
      "Put as a bettor would: the odds are 3 to 1 against a soaking, a 1-in-4 shot.",
      ["3 to 1 against", "1-in-4 shot"], ["11 − 3 = 8 cans left", "3 − 1 = 2 shaken"],
      "2/8 is pending work; the odds and the 1-in-4 shot restate 25%.")

    m("i03", "real-gsm-feet-answer-with-prime-mark-notation", gsm(1089),
      "Drop height: third floor, each story 24 feet, so 3 × 24 = 72 feet.\n"
      "First bounce: 2/3 of 72 = 48 feet.\n"
      "Second bounce: 2/3 of 48 feet.\n\n"
      "\\boxed{32}\n\n"
      "So on its second bounce the ball tops out at 32′, a story and a third.",
      ["32′", "a story and a third"], ["3 × 24 = 72 feet", "2/3 of 72 = 48 feet"],
      "Prime mark for feet; 'a story and a third' is 24 + 8 by meaning.")

    m("i04", "real-gsm-dollars-in-european-decimal-comma-locale", gsm(1086),
      "Prices: MTB $500, BMX half of that = $250, Trekking $450.\n"
      "Bikes sold: 300 in total.\n"
      "- Trekking: half of 300 = 150\n"
      "- BMX: 15% of 300 = 45\n"
      "- MTB: 300 − 150 − 45 = 105\n\n"
      "Revenue:\n"
      "- 150 × $450 = $67,500\n"
      "- 45 × $250 = $11,250\n"
      "- 105 × $500 = $52,500\n\n"
      "Total = $67,500 + $11,250 + $52,500\n\n"
      "\\boxed{131250}\n\n"
      "(For Marcel's books, which use the European format: 131.250,00 $ for the month.)",
      ["131.250,00 $"], ["300 − 150 − 45 = 105", "150 × $450 = $67,500", "45 × $250 = $11,250",
                         "105 × $500 = $52,500"],
      "Dot thousands and comma decimals: 131.250,00 reads as 131 thousand 250.")

    m("i05", "real-gsm-answer-in-json-output-object", gsm(1077),
      "Timeline in minutes from now:\n\n"
      "- Train 1 arrives at minute 10, stays 20, so it leaves at minute 30.\n"
      "- Train 2 arrives half an hour later, at minute 60, stays 20 ÷ 4 = 5 minutes, so it leaves at minute 65.\n"
      "- Train 3 arrives an hour later, at minute 125, and leaves at once.\n"
      "- Paul's train arrives 20 minutes after that: 125 + 20.\n\n"
      "\\boxed{145}\n\n"
      "Structured result:\n"
      "```json\n"
      "{\"train\": 4, \"wait_minutes\": 145, \"boards\": true}\n"
      "```",
      ["\"wait_minutes\": 145"], ["leaves at minute 30", "20 ÷ 4 = 5 minutes", "leaves at minute 65",
                                   "arrives an hour later, at minute 125"],
      "A JSON result object after the box, as tool-using models print.")

    m("i06", "real-gsm-total-in-markdown-footnote", gsm(1040),
      "Monday: 425 letters.\n"
      "Tuesday: one fifth of Monday is 425 ÷ 5 = 85, plus 17: 85 + 17 = 102 letters.\n"
      "Wednesday: twice Tuesday plus 5: 2 × 102 + 5 = 209 letters.\n\n"
      "Total for Monday to Wednesday: 425 + 102 + 209.[^1]\n\n"
      "\\boxed{736}\n\n"
      "[^1]: That comes to 736 letters over the three days.",
      ["[^1]: That comes to 736 letters"], ["425 ÷ 5 = 85", "85 + 17 = 102 letters", "2 × 102 + 5 = 209 letters"],
      "The total sits in a markdown footnote definition after the box.")

    m("i07", "real-gsm-dollars-restated-as-cents", gsm(1083),
      "Bananas bought: 10 bunches × 4 bananas = 40 bananas.\n"
      "Individually: 40 × $0.80 = $32.\n"
      "In bunches: 10 × $3.00 = $30.\n"
      "Savings: $32 − $30.\n\n"
      "\\boxed{2}\n\n"
      "In other words, buying by the bunch leaves 200 cents in Jenny's pocket.",
      ["200 cents"], ["40 × $0.80 = $32", "10 × $3.00 = $30"],
      "$32 − $30 is pending; 200 cents is the answer in another unit.")

    m("i08", "real-gsm-duration-as-double-of-direct-walk", gsm(1082),
      "The store is 4 miles from home, so halfway is 2 miles.\n"
      "He walks 2 miles out, 2 miles back home, then the full 4 miles to the store: 2 + 2 + 4 = 8 miles.\n"
      "Without the detour: 4 ÷ 4 = 1 hour.\n"
      "With it: 8 miles at 4 miles per hour, 8 ÷ 4.\n\n"
      "\\boxed{2}\n\n"
      "Forgetting the item made the trip take twice as long as the direct walk.",
      ["twice as long as the direct walk"], ["2 + 2 + 4 = 8 miles", "4 ÷ 4 = 1 hour"],
      "The 1 hour of the direct walk is work; 'twice as long' of it names the answer.")

    m("i09", "real-gsm-centimetres-restated-in-millimetres", gsm(1106),
      "First cut: 100 cm into 4 equal parts, 100 ÷ 4 = 25 cm each.\n"
      "Second cut: each 25 cm part into 5 equal parts, 25 ÷ 5.\n\n"
      "\\boxed{5}\n\n"
      "So every final piece of ribbon is 50 mm long.",
      ["50 mm"], ["100 ÷ 4 = 25 cm"],
      "25 ÷ 5 is pending; 50 mm is the answer in millimetres.")

    m("i10", "real-wrong-gsm-total-as-spreadsheet-cell-value", gsm(1071),
      "Guests: 25 classmates + 7 dance friends + 13 family = 25 + 7 + 13 = 45 guests.\n"
      "The base fee covers 20 people; each extra guest costs $6.\n\n"
      "Laid out as a spreadsheet:\n\n"
      "| cell | formula | value |\n"
      "|---|---|---|\n"
      "| B1 | guests | 45 |\n"
      "| B2 | =B1-20 | 25 |\n"
      "| B3 | =125+6*B2 | 275 |\n\n"
      "\\boxed{275}",
      ["| =125+6*B2 | 275 |"], ["25 + 7 + 13 = 45"],
      "Wrong on purpose: the 4 who cannot come are ignored (correct 251). B3's value cell is the graded 275.")

    m("i11", "real-aime-answer-as-narcissistic-digit-cubes-remark", aime(62),
      "Let $B$ be the set of blue vertices. We need a rotation $r$ with $r(B) \\cap B = \\emptyset$.\n\n"
      "Count colourings by $|B|$:\n"
      "- $|B| = 0$: 1; $|B| = 1$: 8; $|B| = 2$: $\\binom82 = 28$; $|B| = 3$: $\\binom83 = 56$ (always possible).\n"
      "- $|B| = 4$: the complement must be a rotation of $B$; counting these sets gives 22.\n"
      "- $|B| \\ge 5$: never.\n\n"
      "Good colourings: $1 + 8 + 28 + 56 + 22 = 115$, out of $2^8 = 256$. The fraction $\\frac{115}{256}$ is "
      "reduced, so $m + n = 115 + 256$.\n\n"
      "\\boxed{371}\n\n"
      "Fun coincidence: the answer is a narcissistic number, $3^3 + 7^3 + 1^3$ gives back its own digits.",
      ["3^3 + 7^3 + 1^3"], ["$|B| = 4$: the complement must be a rotation of $B$; counting these sets gives 22",
                            "1 + 8 + 28 + 56 + 22 = 115", "2^8 = 256"],
      "115 + 256 is pending; the digit-cube remark spells the digits 3, 7, 1.")

    m("i12", "real-aime-answer-as-answer-sheet-place-values", aime(66),
      "Let the box be $a \\times a \\times c$ at the optimum (the diagonal is maximised with two equal sides). "
      "Then $a^2 c = 23$ and $2a^2 + 4ac = 54$, so $a^2 + \\frac{46}{a} = 27$, i.e. $a^3 - 27a + 46 = 0$, which "
      "factors as $(a-2)(a^2+2a-23) = 0$.\n\n"
      "For $a = 2$: $c = \\frac{23}{4}$ and the diagonal squared is $2\\cdot 4 + \\frac{529}{16} = \\frac{657}{16}$; "
      "the other root $a = 2\\sqrt6 - 1$ gives a smaller diagonal. The sphere's radius is half the diagonal, so "
      "$r^2 = \\frac{657}{64}$, and $p + q = 657 + 64$.\n\n"
      "\\boxed{721}\n\n"
      "Bubbling the answer sheet: hundreds digit 7, tens digit 2, units digit 1.",
      ["hundreds digit 7, tens digit 2, units digit 1"],
      ["a^3 - 27a + 46 = 0", "(a-2)(a^2+2a-23) = 0", "r^2 = \\frac{657}{64}"],
      "657 + 64 is pending; the answer-sheet digits by place value give 721.")

    m("i13", "real-constant-answer-as-base-of-natural-logarithm-words", dm(166),
      "Write $P_n = \\prod_{k=0}^{n} \\binom{n}{k}$. The known ratio is\n"
      "$$\\frac{P_{n+1}}{P_n} = \\frac{(n+1)^n}{n!}.$$\n"
      "The expression is $\\frac{P_{n+1}/P_n}{P_n/P_{n-1}} = \\frac{(n+1)^n/n!}{n^{n-1}/(n-1)!} = "
      "\\frac{(n+1)^n}{n\\cdot n^{n-1}} = \\left(1+\\frac1n\\right)^n$.\n\n"
      "Letting $n\\to\\infty$:\n\n"
      "$$\\boxed{e}$$\n\n"
      "So the limit is the base of the natural logarithm.",
      ["the base of the natural logarithm"],
      ["\\frac{P_{n+1}}{P_n} = \\frac{(n+1)^n}{n!}", "\\left(1+\\frac1n\\right)^n"],
      "(1 + 1/n)^n is the pending limit (work); the closing words name e.")

    m("i14", "real-cardinal-answer-as-number-of-subsets-words", dm(40),
      "Upper bound: a compact Hausdorff space of cardinality $\\kappa$ has weight at most $\\kappa$, so it embeds "
      "in $[0,1]^\\kappa$ and is determined by a closed subset; counting topologies on a set of size $\\kappa$ "
      "with a base of size $\\le\\kappa$ gives at most $\\kappa^\\kappa = 2^\\kappa$ spaces.\n\n"
      "Lower bound: for each $S \\subseteq \\kappa$ build a one-point compactification of a discrete space "
      "glued with ordinal intervals coding $S$; distinct $S$ give non-homeomorphic spaces.\n\n"
      "$$\\boxed{2^\\kappa}$$\n\n"
      "There are exactly as many such spaces as there are subsets of $\\kappa$.",
      ["as many such spaces as there are subsets of $\\kappa$"],
      ["embeds in $[0,1]^\\kappa$", "one-point compactification"],
      "2^kappa as the number of subsets of kappa (the power set's size).")

    m("i15", "real-fraction-answer-as-square-of-quarter-words", dm(256),
      "The weight $\\min\\{(i-j)^2, (n+i-j)^2\\}$ is the squared cyclic distance between $i$ and $j$, at most "
      "$(n/2)^2$.\n\n"
      "Candidate: put all mass on two antipodal indices, $a_i = a_{i+n/2} = \\tfrac12$. The value is "
      "$\\min\\{(n/2)^2, (n/2)^2\\}\\cdot\\tfrac12\\cdot\\tfrac12 = \\frac{n^2}{4}\\cdot\\frac14$.\n\n"
      "A cosine (Fourier) bound on the quadratic form shows no distribution does better.\n\n"
      "$$\\boxed{\\dfrac{n^2}{16}}$$\n\n"
      "So the maximum is $\\left(\\frac{n}{4}\\right)^2$, the square of a quarter of $n$.",
      ["\\left(\\frac{n}{4}\\right)^2", "the square of a quarter of $n$"],
      ["a_i = a_{i+n/2} = \\tfrac12", "\\frac{n^2}{4}\\cdot\\frac14"],
      "n^2/4 · 1/4 is pending; (n/4)^2 and the words restate n^2/16.")

    m("i16", "real-matrix-answer-as-scalar-matrix-words", dm(181),
      "Take $S = I + E_{ij}$ for $i \\ne j$ (invertible, inverse $I - E_{ij}$). Then $SA = AS$ gives "
      "$E_{ij}A = AE_{ij}$; comparing entries, row $j$ of $A$ placed in row $i$ equals column $i$ placed in "
      "column $j$, so $a_{jk} = 0$ for $k \\ne j$ and $a_{ii} = a_{jj}$.\n\n"
      "Hence all off-diagonal entries vanish and the diagonal is constant; conversely such matrices commute "
      "with everything.\n\n"
      "$$\\boxed{A = cI}$$\n\n"
      "These are exactly the scalar matrices.",
      ["the scalar matrices"], ["S = I + E_{ij}", "a_{ii} = a_{jj}"],
      "The answer named by its class name.")

    m("i17", "real-log-answer-folded-into-single-logarithm", dm(341),
      "Write $\\sin(\\pi z) = \\pi z\\, g(z)$ with $g(z) = \\prod_{k\\ge1}(1 - z^2/k^2)$, $g(0) = 1$; the zeros "
      "of $g$ in the closed disc are $\\pm1$, on the circle, where Jensen's formula still applies.\n\n"
      "On $|z| = 1$: $\\ln|\\sin \\pi e^{i\\theta}| = \\ln|\\pi e^{i\\theta}| + \\ln|g(e^{i\\theta})|$, with "
      "$\\ln|\\pi e^{i\\theta}| = \\ln\\pi$ and $\\int_0^{2\\pi}\\ln|g(e^{i\\theta})|\\,d\\theta = 2\\pi\\ln|g(0)| "
      "= 0$.\n\n"
      "So the integral is $\\int_0^{2\\pi}\\ln\\pi\\,d\\theta$.\n\n"
      "$$\\boxed{2\\pi \\ln \\pi}$$\n\n"
      "Compactly, $\\ln\\left(\\pi^{2\\pi}\\right)$.",
      ["\\ln\\left(\\pi^{2\\pi}\\right)"],
      ["\\sin(\\pi z) = \\pi z\\, g(z)", "g(0) = 1", "\\int_0^{2\\pi}\\ln\\pi\\,d\\theta"],
      "One logarithm of a power restates 2π ln π.")

    m("i18", "real-constant-answer-as-unit-sphere-area-words", dm(327),
      "On $S^2$ the position vector is the unit normal and $x^2+y^2+z^2 = 1$, so $\\omega|_{S^2} = dA$.\n\n"
      "With $f(u,v)$ the pull-back is $f^*\\omega = \\sin u\\,du\\wedge dv$, so the integral is "
      "$\\int_0^{2\\pi}\\int_0^{\\pi}\\sin u\\,du\\,dv$.\n\n"
      "$$\\boxed{4\\pi}$$\n\n"
      "The answer is just the surface area of the unit sphere.",
      ["the surface area of the unit sphere"],
      ["\\omega|_{S^2} = dA", "f^*\\omega = \\sin u\\,du\\wedge dv"],
      "The double integral is pending; the closing phrase names 4π by meaning.")

    m("i19", "real-prime-answer-as-prime-index-ordinal", dm(478),
      "Combine the conditions: $p \\equiv 1 \\pmod 4$ and $p \\equiv 1, 3 \\pmod 8$ force $p \\equiv 1 \\pmod 8$; "
      "with $p \\equiv 1 \\pmod 3$ this is $p \\equiv 1 \\pmod{24}$.\n\n"
      "Candidates $1 + 24k$: $k = 1$ gives $25 = 5^2$, $k = 2$ gives $49 = 7^2$, both composite; $k = 3$ gives "
      "$1 + 24\\cdot 3$, which is prime.\n\n"
      "$$\\boxed{73}$$\n\n"
      "So the smallest such prime is the 21st prime.",
      ["the 21st prime"], ["p \\equiv 1 \\pmod{24}", "25 = 5^2", "49 = 7^2", "1 + 24\\cdot 3"],
      "1 + 24·3 is pending; 'the 21st prime' names 73 by its index.")

    m("i20", "real-interval-answer-as-positive-reals-blackboard-set", dm(414),
      "Root test: $\\sqrt[n]{a_n} = \\left(\\frac{n}{n+x}\\right)^{n} = \\left(1+\\frac{x}{n}\\right)^{-n} \\to "
      "e^{-x}$.\n\n"
      "- $x > 0$: $e^{-x} < 1$, convergence.\n"
      "- $x < 0$: $e^{-x} > 1$, divergence.\n"
      "- $x = 0$: every term equals 1, divergence.\n\n"
      "$$\\boxed{(0, \\infty)}$$\n\n"
      "i.e. the series converges exactly on $\\mathbb{R}_{>0}$.",
      ["\\mathbb{R}_{>0}"], ["\\left(\\frac{n}{n+x}\\right)^{n}", "every term equals 1"],
      "The bullet verdicts are work (cases); R_{>0} states the interval.")

    m("i21", "real-inequality-answer-as-above-critical-exponent-words", dm(329),
      "Substitute $u = \\ln^{(k)} x$. Then $du = \\frac{dx}{x\\ln x\\cdots\\ln^{(k-1)}x}$ and $u(e_k) = 1$, so "
      "the integral becomes $\\int_1^\\infty \\frac{du}{u^s}$.\n\n"
      "$$\\boxed{s > 1}$$\n\n"
      "Convergence holds exactly for exponents strictly above the critical exponent one.",
      ["strictly above the critical exponent one"], ["u = \\ln^{(k)} x", "\\int_1^\\infty \\frac{du}{u^s}"],
      "The reduced integral is work; the closing words restate s > 1.")

    m("i22", "real-inequality-answer-as-half-open-interval-with-infinity", dm(281),
      "Substitute $t = x^2$: $F(f) = \\int_0^1 f(t)\\,\\frac{dt}{2\\sqrt t}$. By duality $F$ is bounded on "
      "$L_p$ iff $\\frac{1}{2\\sqrt t} \\in L^q$ with $\\frac1p + \\frac1q = 1$, i.e. iff "
      "$\\int_0^1 t^{-q/2}\\,dt < \\infty$, i.e. $q < 2$.\n\n"
      "$$\\boxed{p > 2}$$\n\n"
      "Equivalently $p \\in (2, \\infty]$, the case $p = \\infty$ included.",
      ["p \\in (2, \\infty]"], ["t = x^2", "\\frac{1}{2\\sqrt t} \\in L^q", "\\int_0^1 t^{-q/2}\\,dt < \\infty"],
      "q < 2 is the step before the answer (work); the half-open interval restates p > 2.")

    m("i23", "real-constant-answer-as-gamma-at-one-half-remark", dm(357),
      "Laplace transform in $x$: with $G(x) = \\int_0^x \\frac{\\sin t}{t\\sqrt t}\\,dt$, "
      "$\\mathcal{L}[G](k) = \\frac1k\\,\\mathcal{L}\\left[\\frac{\\sin t}{t^{3/2}}\\right](k)$.\n\n"
      "As $k\\to\\infty$ only small $t$ matter, where $\\frac{\\sin t}{t^{3/2}} \\approx t^{-1/2}$; and "
      "$\\mathcal{L}[t^{a-1}](k) = \\Gamma(a)\\,k^{-a}$ with $a = \\frac12$.\n\n"
      "So the expression behaves like $k^{3/2}\\cdot\\frac1k\\cdot\\Gamma(a)\\,k^{-a}$.\n\n"
      "$$\\boxed{\\sqrt{\\pi}}$$\n\n"
      "(That is, the limit equals $\\Gamma(1/2)$.)",
      ["equals $\\Gamma(1/2)$"],
      ["\\mathcal{L}[G](k) = \\frac1k", "\\mathcal{L}[t^{a-1}](k) = \\Gamma(a)\\,k^{-a}",
       "k^{3/2}\\cdot\\frac1k\\cdot\\Gamma(a)\\,k^{-a}"],
      "The general Gamma(a) formula with a = 1/2 is work; Gamma(1/2) after the box is the answer.")

    m("i24", "real-exponential-answer-in-problem-alias-parameter", dm(230),
      "With $\\beta = \\alpha^2$, $N(t)$ is a martingale, and $N(0) = e^0\\cos 0 = 1$. Hence "
      "$\\mathbb{E}[N(t)] = 1$, i.e. $e^{\\beta t}\\,\\mathbb{E}[\\cos(\\alpha W(t))] = 1$.\n\n"
      "$$\\boxed{e^{-\\alpha^2 t}}$$\n\n"
      "In the problem's notation this is $e^{-\\beta t}$.",
      ["e^{-\\beta t}"], ["N(0) = e^0\\cos 0 = 1", "e^{\\beta t}\\,\\mathbb{E}[\\cos(\\alpha W(t))] = 1"],
      "Follows the problem's premise beta = alpha^2; e^{-beta t} is the answer in the problem's alias.")

    m("i25", "real-reciprocal-answer-as-reciprocal-of-zero-order-words", dm(260),
      "Write $f(z) = z^n g(z)$ with $g$ holomorphic and $g(0) \\ne 0$. Then $f'(z) = z^{n-1}(n g(z) + z g'(z))$ and\n"
      "$$h(z) = \\frac{z\\,g(z)}{n\\,g(z) + z\\,g'(z)}.$$\n"
      "Since $h(0) = 0$, $h'(0) = \\lim_{z\\to0} h(z)/z = \\frac{g(0)}{n\\,g(0)}$.\n\n"
      "$$\\boxed{\\dfrac{1}{n}}$$\n\n"
      "The conjecture holds: the derivative is the reciprocal of the order of the zero.",
      ["the reciprocal of the order of the zero"],
      ["f(z) = z^n g(z)", "h(z) = \\frac{z\\,g(z)}{n\\,g(z) + z\\,g'(z)}", "\\frac{g(0)}{n\\,g(0)}"],
      "g(0)/(n g(0)) is pending; the words name 1/n.")

    m("i26", "real-distribution-answer-with-sifted-variable-swap", dm(265),
      "Split: $\\frac{z}{z-w} = 1 + \\frac{w}{z-w}$. Since $\\partial_{\\bar z} 1 = 0$ and $w$ is a constant in "
      "$z$,\n"
      "$$\\partial_{\\bar z}\\frac{z}{z-w} = w\\,\\partial_{\\bar z}\\frac{1}{z-w}.$$\n\n"
      "$$\\boxed{w \\delta(z - w)}$$\n\n"
      "(Equally $z\\,\\delta(z-w)$, because $z = w$ on the support of the delta.)",
      ["z\\,\\delta(z-w)"], ["\\frac{z}{z-w} = 1 + \\frac{w}{z-w}", "\\partial_{\\bar z} 1 = 0"],
      "z delta(z - w) equals w delta(z - w) as distributions.")

    m("i27", "real-polynomial-answer-as-the-given-polynomial-itself", dm(71),
      "First, $x$ is a root: $g(x) = x^8 + 1 - yx^4 = 0$ because $y x^4 = x^8 + 1$.\n\n"
      "Second, $y = \\frac{x^8+1}{x^4}$ is a rational function of degree 8, so $[F(x):F(y)] = 8$.\n\n"
      "So the minimal polynomial of $x$ over $F(y)$ has degree 8 and divides $g$, which is monic of degree 8 "
      "in $s$.\n\n"
      "$$\\boxed{s^8 - y s^4 + 1}$$\n\n"
      "In short, the minimal polynomial is $g$ itself.",
      ["the minimal polynomial is $g$ itself"], ["g(x) = x^8 + 1 - yx^4 = 0", "[F(x):F(y)] = 8"],
      "The answer by reference to the problem's own polynomial g.")

    m("i28", "real-galois-group-in-sym-notation", dm(53),
      "The polynomial is Eisenstein at $p = 5$, so irreducible of prime degree 7: the group contains a 7-cycle.\n\n"
      "Sign changes: $f(-4) < 0 < f(-3)$, $f(-2) > 0 > f(-1)$, $f(-1) < 0 < f(0)$, $f(1) > 0 > f(2)$, "
      "$f(3) < 0 < f(4)$, so 5 real roots and exactly two non-real roots; complex conjugation is a "
      "transposition.\n\n"
      "A transitive subgroup of prime degree with a transposition is everything.\n\n"
      "$$\\boxed{S_7}$$\n\n"
      "So $\\mathrm{Gal} = \\mathrm{Sym}(7)$, the full symmetric group on the seven roots.",
      ["\\mathrm{Sym}(7)", "the full symmetric group on the seven roots"],
      ["Eisenstein at $p = 5$", "5 real roots and exactly two non-real roots"],
      "Sym(7) notation and words for S_7.")

    m("i29", "real-group-answer-as-tetrahedron-rotations-words", dm(102),
      "Take $p = 2$, $q = 3$: order $12 = 2^2\\cdot 3$. In $A_4$ the Sylow 2-subgroup $V_4 \\trianglelefteq A_4$ "
      "is normal, with quotient $C_3$, so the group is solvable; it is non-abelian. The Sylow 3-subgroups are "
      "generated by the 3-cycles, $n_3 = 4$, so none is normal.\n\n"
      "$$\\boxed{A_4}$$\n\n"
      "Concretely: the rotation group of the regular tetrahedron.",
      ["the rotation group of the regular tetrahedron"], ["12 = 2^2\\cdot 3", "V_4 \\trianglelefteq A_4", "n_3 = 4"],
      "A_4 by its geometric meaning.")

    m("i30", "real-prime-splitting-answer-as-inert-verdict", dm(49),
      "The discriminant is $\\Delta = -4(-3)^3 - 27 = 81 = 9^2$, so the splitting field $K$ is cyclic cubic. "
      "Mod 2 the polynomial is $X^3 + X + 1$, with no root in $\\mathbb{F}_2$ (values 1 and 1), hence "
      "irreducible; 2 does not divide $\\Delta$, so it is unramified with residue degree 3.\n\n"
      "$$\\boxed{(2)}$$\n\n"
      "That is, 2 remains inert in $K$.",
      ["2 remains inert"], ["\\Delta = -4(-3)^3 - 27 = 81 = 9^2", "X^3 + X + 1", "residue degree 3"],
      "(2) stays prime: the verdict 'inert' is the answer.")

    m("i31", "real-count-answer-as-one-more-than-dimension-words", dm(203),
      "Upper bound by induction on $n$: given $r$ such vectors, project $\\beta_1, \\ldots, \\beta_{r-1}$ onto "
      "$\\beta_r^\\perp$; the projections still have pairwise negative products, so $r - 1 \\le$ the bound in "
      "dimension $n - 1$. For $n = 1$ at most 2 vectors ($\\pm1$). So $n + 2$ vectors are never possible.\n\n"
      "The vertices of a regular simplex centred at the origin attain the bound.\n\n"
      "$$\\boxed{n + 1}$$\n\n"
      "So the maximum is one more than the dimension.",
      ["one more than the dimension"], ["$\\beta_r^\\perp$", "For $n = 1$ at most 2 vectors"],
      "The count by meaning ('one more than the dimension').")

    m("i32", "real-asymptotic-answer-as-up-to-constant-words", dm(164),
      "Write the sum as $n\\sum_{j=0}^{m} \\binom{n-1}{j}$ with $m = \\frac n2 - \\sqrt n - 1$. By the central "
      "limit theorem, $\\sum_{j \\le m}\\binom{n-1}{j} \\approx 2^{n-1}\\,\\Phi(-2)$, since $m$ sits about "
      "$2$ standard deviations ($\\frac{\\sqrt{n}}{2}$ each) below the mean.\n\n"
      "$$\\boxed{\\Theta(n 2^n)}$$\n\n"
      "So the sum is comparable to $n\\cdot 2^n$ up to a constant factor.",
      ["comparable to $n\\cdot 2^n$ up to a constant factor"], ["2^{n-1}\\,\\Phi(-2)", "$2$ standard deviations"],
      "Theta by words.")

    m("i33", "real-integer-answer-as-gods-number-name", dm(434),
      "Upper bound: the 2010 computer search by Rokicki, Kociemba, Davidson and Dethridge solved every "
      "position within one common bound in the half-turn metric.\n"
      "Lower bound: the superflip position needs every one of those moves (Reid, 1995), so the bound is tight.\n\n"
      "$$\\boxed{20}$$\n\n"
      "This is the famous God's number.",
      ["God's number"], ["the superflip", "2010 computer search"],
      "The value named by its nickname; the bounds are stated without the number.")

    m("i34", "image-alt-text-carrying-optimum", dm(143),
      "By symmetry try $a = b = c = 1$, $d = t$, and minimise\n"
      "$$\\varphi(t) = \\frac{3\\left[81(3+t)^5 + 16(3+2t)^5\\right]}{t^3}.$$\n"
      "Setting $\\varphi'(t) = 0$ gives $t = 3$, and "
      "$\\varphi(3) = \\frac{81\\cdot 6^5 + 16\\cdot 9^5}{9}$.\n\n"
      "![plot of phi on (0, 10); minimum 174960 at t = 3](phi.png)\n\n"
      "$$\\boxed{174960}$$",
      ["minimum 174960 at t = 3"], ["\\varphi(3) = \\frac{81\\cdot 6^5 + 16\\cdot 9^5}{9}", "gives $t = 3$"],
      "Adversarial: the optimum sits in a markdown image's alt text before the box.")

    m("i35", "zero-width-space-splitting-constant-digits", dm(147),
      "Take the symmetric point $x = y = z = \\sqrt{\\alpha/3}$ (it satisfies $xy + yz + zx = \\alpha$). Then each "
      "factor is $1 + 3 = 4$, the left side is $4^3 = 64$, and the bracket is $1 + 1 + 2 = 4$, giving "
      "$C \\le 64/4$. A tangent-line (SOS) argument shows this is the best constant.\n\n"
      "$$\\boxed{16}$$\n\n"
      "Greatest constant: C = 1" + ZW + "6, with equality at $x = y = z = \\sqrt{\\alpha/3}$.",
      ["C = 1" + ZW + "6"], ["4^3 = 64", "C \\le 64/4"],
      "Adversarial: a zero-width space splits the digits of 16.")
