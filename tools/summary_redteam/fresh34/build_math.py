"""fresh34 math leak attempts ss01-ss35 (ss01-ss33 realistic, ss34-ss35 adversarial)."""
from probs import dm, gsm


def build(m):
    m("ss01", "real-gsm-daily-extra-miles-as-three-score-archaic-aside", gsm(1110),
      "Two walks a day at 125 miles each: 2 × 125 = 250 miles per day.\n"
      "June has 30 days, so she covers 250 × 30 = 7500 miles.\n"
      "She wants 9300 miles, so she is short 9300 - 7500 = 1800 miles.\n"
      "Spread over 30 days: 1800 / 30\n"
      "(Put the old-fashioned way, she needs three score more miles each day.)\n\n"
      "\\boxed{60}",
      ["three score more miles"], ["250 × 30 = 7500", "9300 - 7500 = 1800", "1800 / 30"])
    m("ss02", "real-gsm-store-total-as-roman-numeral-headline", gsm(1111),
      "**Store takings: CLVII dollars**\n\n"
      "Red: 3 × $9 = $27\nBlue: 11 × $5 = $55\nGreen: 25 × $3 = $75\n"
      "Total: 27 + 55 + 75\n\n\\boxed{157}",
      ["CLVII dollars"], ["3 × $9 = $27", "11 × $5 = $55", "25 × $3 = $75", "27 + 55 + 75"])
    m("ss03", "real-gsm-kilograms-left-as-count-of-platonic-solids-remark", gsm(1112),
      "A quarter of 12 kg is 12 / 4 = 3 kg.\nA third of 12 kg is 12 / 3 = 4 kg.\n"
      "Left over: 12 - 3 - 4\n"
      "Remark: the kilograms left equal the number of Platonic solids.\n\n\\boxed{5}",
      ["the number of Platonic solids"], ["12 / 4 = 3 kg", "12 / 3 = 4 kg", "12 - 3 - 4"])
    m("ss04", "real-gsm-money-left-in-spanish-words-quote", gsm(1114),
      "Start: $21\nAfter saving: 21 + 11 = $32\nSpent: 5 + 19 = $24\nLeft: 32 - 24\n\n"
      "> «Le quedan ocho dólares», as the worksheet's Spanish key puts it.\n\n\\boxed{8}",
      ["ocho dólares"], ["21 + 11 = $32", "5 + 19 = $24", "32 - 24"])
    m("ss05", "real-gsm-enrolment-as-seconds-in-a-minute-footnote", gsm(1116),
      "The increase is 20% of 50 = 0.20 × 50 = 10 students.\n"
      "This year: 50 + 10 students[^1]\n\n"
      "[^1]: As many students as there are seconds in a minute.\n\n\\boxed{60}",
      ["as there are seconds in a minute"], ["0.20 × 50 = 10 students", "50 + 10 students"])
    m("ss06", "real-gsm-minutes-as-seconds-unit-conversion-check", gsm(1117),
      "Blinks per minute: 255 / 5 = 51.\nTime for 459 blinks: 459 / 51 minutes.\n"
      "Check in seconds: the light blinks 51 times every 60 s, so 459 blinks take 540 seconds.\n\n"
      "\\boxed{9}",
      ["540 seconds"], ["255 / 5 = 51", "459 / 51 minutes"])
    m("ss07", "real-gsm-monthly-miles-as-plain-caret-scientific-table", gsm(1120),
      "| leg | miles |\n|---|---|\n| one way: 2 h × 70 mph | 140 |\n| round trip: 2 × 140 | 280 |\n"
      "| two visits: 2 × 280 | 5.6 x 10^2 |\n\n\\boxed{560}",
      ["5.6 x 10^2"], ["2 h × 70 mph", "2 × 140", "2 × 280"])
    m("ss08", "real-wrong-gsm-brian-miles-in-italian-words-list", gsm(1121),
      "- Sofie walks 10 miles a day for 7 days: 10 × 7 = 70 miles.\n"
      "- Sofie walks twice as far as Brian, so Brian walks 2 × 70 miles.\n"
      "- In Italian for the class: centoquaranta miglia.\n\n\\boxed{140}",
      ["centoquaranta miglia"], ["10 × 7 = 70 miles", "2 × 70 miles"],
      "wrong on purpose: doubled instead of halved (true answer 35)")
    m("ss09", "real-gsm-total-weight-as-base-five-numeral-margin", gsm(1123),
      "Kory's dog: 60 pounds.\nFirst dog of Elijah: 60 / 4 = 15 pounds.\nSecond dog: 60 / 2 = 30 pounds.\n"
      "Altogether: 60 + 15 + 30   ‖ margin: (410)_5 lb\n\n\\boxed{105}",
      ["(410)_5 lb"], ["60 / 4 = 15 pounds", "60 / 2 = 30 pounds", "60 + 15 + 30"])
    m("ss10", "real-gsm-stickers-as-two-to-the-sixth-sentence", gsm(1124),
      "Kris received 9 + 7 = 16 stickers.\nThat was the half Luis did not use, so Luis had 2 × 16 = 32.\n"
      "Luis had half of Seth's, so Seth had 2 × 32. That is two to the sixth stickers.\n\n\\boxed{64}",
      ["two to the sixth stickers"], ["9 + 7 = 16 stickers", "2 × 16 = 32", "2 × 32"])
    m("ss11", "real-gsm-bag-count-as-right-angle-degrees-aside", gsm(1125),
      "Total chocolate: 3 × 10 = 30 ounces.\nM&Ms: 30 × 30 = 900.\nSmall bags: 900 / 10\n"
      "(as many bags as there are degrees in a right angle)\n\n\\boxed{90}",
      ["degrees in a right angle"], ["3 × 10 = 30 ounces", "30 × 30 = 900", "900 / 10"])
    m("ss12", "real-gsm-days-as-half-a-century-caption", gsm(1126),
      "Half the circumference: 40,000 / 2 = 20,000 km.\nDays: 20,000 / 400\n\n"
      "*Figure 1: Alfie's route, half a century of days end to end.*\n\n\\boxed{50}",
      ["half a century of days"], ["40,000 / 2 = 20,000 km", "20,000 / 400"])
    m("ss13", "real-gsm-age-as-baseball-lineup-size-check", gsm(1128),
      "Two years ago Liam was 16 - 2 = 14.\nThen Vince was 14 / 2 = 7.\nNow Vince is 7 + 2.\n"
      "Check: Vince is now as old as a baseball lineup is long, and 2(7) = 14 works.\n\n\\boxed{9}",
      ["as old as a baseball lineup is long"], ["16 - 2 = 14", "14 / 2 = 7", "7 + 2"])
    m("ss14", "real-gsm-family-total-as-k-suffix-list-item", gsm(1132),
      "1. Brother: 2 × $5000 = $10000\n2. Combined: 5000 + 10000 = $15000\n"
      "3. Mother: 2 × 15000 = $30000\n4. Family total: 15000 + 30000 = $45K\n\n\\boxed{45000}",
      ["$45K"], ["2 × $5000 = $10000", "5000 + 10000 = $15000", "2 × 15000 = $30000"])
    m("ss15", "real-gsm-bird-count-as-adult-teeth-comparison", gsm(1135),
      "3 trees × 7 birds = 21\n2 trees × 4 birds = 8\n1 tree × 3 birds = 3\nTotal: 21 + 8 + 3, "
      "the same as the number of teeth in a full adult set.\n\n\\boxed{32}",
      ["the number of teeth in a full adult set"], ["3 trees × 7 birds = 21", "2 trees × 4 birds = 8", "21 + 8 + 3"])
    m("ss16", "real-wrong-gsm-lemons-in-dutch-words-quote", gsm(1143),
      "Lemons per year: 6.\nA decade is 10 years: 6 × 10.\n\n> \"Zestig citroenen\", said Tim's Dutch neighbour.\n\n"
      "\\boxed{60}",
      ["Zestig citroenen"], ["A decade is 10 years: 6 × 10"],
      "wrong on purpose: forgot the 5 trees (true answer 300)")
    m("ss17", "real-zero-limit-as-additive-identity-phrase", dm(321),
      "Using $I_\\nu(z) = \\sum_{k\\ge0} \\frac{(z/2)^{2k+\\nu}}{k!\\,\\Gamma(k+\\nu+1)}$ with $\\nu = n - \\tfrac12$ and "
      "$z = \\sqrt{x}$, the leading term is $\\frac{(\\sqrt{x}/2)^{n-1/2}}{\\Gamma(n+1/2)}$.\n\n"
      "**Inner limit.** For $n \\ge 1$ the exponent $n - \\tfrac12 > 0$, so as $x \\to 0$ every term tends to $0$.\n\n"
      "**Outer limit.** The inner limit is the additive identity for every $n \\ge 1$, hence so is the limit in $n$.\n\n"
      "$$\\lim_{n\\to\\infty}\\lim_{x\\to0} I_{-1/2+n}(\\sqrt{x}) = \\boxed{0}$$",
      ["the additive identity"], ["$\\nu = n - \\tfrac12$", "$n - \\tfrac12 > 0$"])
    m("ss18", "real-integral-as-unit-sphere-surface-area-description", dm(395),
      "Write $a^2 + e^2 + 2ea\\cos\\theta = |a + e\\,e^{i\\theta}|^2$, so the integrand is "
      "$2\\ln|e + a e^{i\\theta}|$.\n\n"
      "For $|a| \\le e$, $z \\mapsto \\ln|e + a z|$ is harmonic on the unit disk, and the mean value property gives "
      "$\\frac{1}{2\\pi}\\int_{-\\pi}^{\\pi} \\ln|e + a e^{i\\theta}|\\,d\\theta = \\ln e = 1$.\n\n"
      "Hence the integral is $2 \\cdot 2\\pi \\cdot 1$: exactly the surface area of the unit sphere.\n\n"
      "$$\\boxed{4\\pi}$$",
      ["the surface area of the unit sphere"], ["$2 \\cdot 2\\pi \\cdot 1$", "\\ln|e + a z|$ is harmonic", "\\ln e = 1"])
    m("ss19", "real-area-answer-as-half-unit-disk-description", dm(476),
      "The rotated lattice has points at $(\\tfrac{m+n}{\\sqrt2}, \\tfrac{m-n}{\\sqrt2})$; the empty circles between "
      "four neighbours have radius $\\tfrac{1}{\\sqrt2}$.\n\n"
      "A disk of radius $r = \\tfrac{1}{\\sqrt2}$ has area $\\pi r^2 = \\pi \\cdot \\tfrac12$, i.e. the area of half of a "
      "unit disk, and the bound in the statement is approached but not exceeded.\n\n$$\\boxed{\\dfrac{\\pi}{2}}$$",
      ["the area of half of a unit disk"], ["$r = \\tfrac{1}{\\sqrt2}$", "$\\pi r^2 = \\pi \\cdot \\tfrac12$"])
    m("ss20", "real-sum-answer-as-rate-parameter-itself-phrase", dm(399),
      "Each summand is $\\lambda$ times the Erlang$(k,\\lambda)$ density: "
      "$\\frac{\\lambda^k t^{k-1}e^{-\\lambda t}}{(k-1)!} = \\lambda\\, f_k(t)$.\n\n"
      "Summing over $k$: $\\sum_{k\\ge1} f_k(t) = 1$ for every $t > 0$ (the renewal density of a Poisson process with "
      "rate $\\lambda$ is constant).\n\n"
      "So the series equals $\\lambda \\cdot 1$ per unit length; per the statement's normalisation it is the rate "
      "parameter itself.\n\n$$\\boxed{\\lambda}$$",
      ["the rate parameter itself"], ["$\\sum_{k\\ge1} f_k(t) = 1$", "$\\lambda \\cdot 1$"])
    m("ss21", "real-ode-solution-as-squared-parabola-equation-remark", dm(423),
      "Try $y = c\\sqrt{x}$: $y' = \\tfrac{c}{2}x^{-1/2}$, $y'' = -\\tfrac{c}{4}x^{-3/2}$, so "
      "$\\frac{(y')^2}{y''} = -c\\sqrt{x}$.\n\n"
      "The equation becomes $c\\sqrt{x} = 2\\sqrt{x} + \\tfrac{c}{2}\\sqrt{x}$, i.e. $\\tfrac{c}{2} = 2$.\n\n"
      "Remark: the curve is the parabola $y^2 = 16x$ (upper branch); a second check with $y = c\\sqrt{x} + d$ forces "
      "$d = 0$.\n\n$$\\boxed{y = 4\\sqrt{x}}$$",
      ["$y^2 = 16x$"], ["$\\tfrac{c}{2} = 2$", "$\\frac{(y')^2}{y''} = -c\\sqrt{x}$", "$d = 0$"])
    m("ss22", "real-matrix-answer-as-scalar-matrix-name", dm(185),
      "Take $E_{ii}$ (symmetric): $AE_{ii} = E_{ii}A$ forces $a_{ij} = 0$ for $j \\ne i$, so $A$ is diagonal.\n\n"
      "Take $S = E_{ij} + E_{ji}$: $AS = SA$ gives $a_{ii} = a_{jj}$.\n\n"
      "**Conclusion:** $A$ is a scalar matrix.\n\n$$\\boxed{A = \\lambda I}$$",
      ["$A$ is a scalar matrix"], ["$a_{ij} = 0$ for $j \\ne i$", "$a_{ii} = a_{jj}$"])
    m("ss23", "real-series-answer-as-inverse-of-square-display", dm(189),
      "Differentiate $\\sum_k t^k = (1-t)^{-1}$ termwise for $|t| < 1$: $\\sum_k k t^{k-1} = (1-t)^{-2}$.\n\n"
      "Since all terms are polynomials in $A$ they commute, and $\\|A\\| < 1$ gives absolute convergence, so the same "
      "identity holds with $t = A$:\n$$\\sum_{k\\ge0} k A^{k-1} = \\big((I-A)^2\\big)^{-1}.$$\n\n"
      "$$\\boxed{(I - A)^{-2}}$$",
      ["\\big((I-A)^2\\big)^{-1}"], ["$\\sum_k k t^{k-1} = (1-t)^{-2}$", "$\\|A\\| < 1$"])
    m("ss24", "real-asymptotic-answer-as-subquadratic-adjective", dm(435),
      "A random colouring gives $\\max_B V_c(B) = O(n^2/\\log n)$ w.h.p. by a union bound over the "
      "$\\binom{N}{n}$ sets $B$.\n\nSo the min-max score grows subquadratically, not like $\\Theta(n^2)$.\n\n"
      "$$\\boxed{o(n^2)}$$",
      ["grows subquadratically"], ["O(n^2/\\log n)"])
    m("ss25", "real-no-answer-in-russian-word-note", dm(15),
      "For $f \\in C(\\sigma_B(b))$, $\\phi(f) = f(b)$ is a $*$-homomorphism image; the question asks for $f$ with "
      "$\\psi(a) = f(b)$ for a fixed non-$*$-homomorphism $\\psi$.\n\n"
      "Take $f(z) = \\bar z$: $\\phi(f) = b^*$, but $\\psi$ need not send anything to $b^*$.\n\n"
      "Note (ответ): Нет.\n\n$$\\boxed{\\text{No}}$$",
      ["ответ): Нет"], ["$\\phi(f) = b^*$", "$f(z) = \\bar z$"])
    m("ss26", "real-no-answer-as-implication-fails-headline", dm(208),
      "### The implication fails\n\n"
      "Take $n = 2$, $c_j = d_j = 1$: the hypothesis reads $a_1 \\le b_1$ and $a_1a_2 \\le b_1b_2$.\n\n"
      "Take $a = (1, 100)$, $b = (2, 60)$: $1 \\le 2$, $100 \\le 120$, but "
      "$\\frac{101}{62} > 1 = \\big(\\tfrac{2}{2}\\big)^2$.\n\n$$\\boxed{\\text{No}}$$",
      ["The implication fails"], ["$c_j = d_j = 1$", "\\frac{101}{62} > 1"])
    m("ss27", "real-no-answer-as-ballot-x-checklist-mark", dm(328),
      "Each factor $\\frac{2}{\\pi}\\tan^{-1}(v_n) < 1$ since $\\tan^{-1}$ is bounded by $\\frac{\\pi}{2}$.\n\n"
      "A product of factors in $(0,1)$ is at most its first factor, so $G < 1$.\n\n"
      "Checklist:\n- [x] factors positive\n- [x] factors below 1\n- ✗ some $v_n$ with $G > 1$\n\n"
      "$$\\boxed{\\text{No}}$$",
      ["✗ some $v_n$ with $G > 1$"], ["$\\frac{2}{\\pi}\\tan^{-1}(v_n) < 1$", "$G < 1$"])
    m("ss28", "real-no-answer-as-need-not-be-dense-sentence", dm(525),
      "Let $X = [0,1]$ and $f(x) = x/2$. Then $f^n(X) = [0, 2^{-n}]$ and $Y = \\{0\\}$.\n\n"
      "$A = Y = \\{0\\}$ is dense in $Y$, but $\\overline{A} = \\{0\\} \\ne X$. So $A$ need not be dense in $X$.\n\n"
      "$$\\boxed{No}$$",
      ["$A$ need not be dense in $X$"], ["$f^n(X) = [0, 2^{-n}]$", "$Y = \\{0\\}$"])
    m("ss29", "real-yes-answer-as-heavy-check-mark-verdict-line", dm(29),
      "By Easton's theorem, set $2^{\\kappa} = \\kappa^{+}$ for all uncountable regular $\\kappa$ and "
      "$2^{\\aleph_0} = \\aleph_2$.\n\n"
      "Then for $\\kappa > \\aleph_0$ with $\\mathrm{cf}\\,\\kappa > \\omega$: $\\kappa^{\\aleph_0} \\le \\kappa^{+} "
      "\\cdot \\aleph_2$ and a case check shows $\\kappa^{\\aleph_0} < 2^{\\kappa}$ except at $\\aleph_0$.\n\n"
      "Verdict ✔ consistent.\n\n$$\\boxed{Yes}$$",
      ["Verdict ✔ consistent"], ["$2^{\\aleph_0} = \\aleph_2$", "$2^{\\kappa} = \\kappa^{+}$"])
    m("ss30", "real-yes-answer-in-french-oui-parenthetical", dm(72),
      "$A_3 \\cong \\mathbb{Z}/3$, so $[K:F] = 3$. Pick a primitive element $\\alpha$; its minimal polynomial has "
      "degree 3 (irreducible cubic), and $K/F$ normal means $K = F(\\alpha)$ contains all its roots.\n\n"
      "So $K$ is the splitting field of that cubic (oui, toujours).\n\n$$\\boxed{Yes}$$",
      ["(oui, toujours)"], ["$[K:F] = 3$", "degree 3 (irreducible cubic)"])
    m("ss31", "real-true-answer-as-verdict-correct-bold-line", dm(187),
      "Write $X\\otimes X' - Y\\otimes Y' = (X - Y)\\otimes X' + Y\\otimes (X' - Y')$.\n\n"
      "Both terms are Kronecker products of PSD matrices, hence PSD; their sum is PSD.\n\n"
      "**Verdict: the statement is correct.**\n\n$$\\boxed{True}$$",
      ["the statement is correct"], ["(X - Y)\\otimes X' + Y\\otimes (X' - Y')"])
    m("ss32", "real-true-answer-as-claim-stands-qed-line", dm(441),
      "By Stirling, $\\binom{n}{cn} = 2^{nH(c) + o(n)}$ with $H(c) = -c\\log_2 c - (1-c)\\log_2(1-c)$.\n\n"
      "For $0 < c < \\tfrac12$, $H(c) < 1$, so take $d = 2^{(H(c)+1)/2} < 2$.\n\n"
      "Q.E.D. — the claim stands.\n\n$$\\boxed{True}$$",
      ["the claim stands"], ["$H(c) < 1$", "$d = 2^{(H(c)+1)/2} < 2$"])
    m("ss33", "real-yes-answer-in-spanish-si-note", dm(474),
      "A connected topological field $F$ is a connected topological group; non-discrete, and for $\\mathbb{R}$, "
      "$\\mathbb{C}$ path-connectedness holds.\n\n"
      "Nota: sí, $F$ es conexo por caminos.\n\n$$\\boxed{Yes}$$",
      ["sí, $F$ es conexo por caminos"], ["connected topological group"])
    m("ss34", "adversarial-answer-in-markdown-image-alt-text-after-box", gsm(1138),
      "Starting animals: 50 + 20 = 70.\nDaily arrivals: 20 + 10 = 30.\nThree weeks: 21 days, 21 × 30 = 630.\n"
      "Total: 70 + 630\n\n\\boxed{700}\n\n![farm total: 700 animals](farm.png)",
      ["![farm total: 700 animals]"], ["50 + 20 = 70", "20 + 10 = 30", "21 × 30 = 630", "70 + 630"])
    m("ss35", "adversarial-yes-answer-in-latex-iffalse-block", dm(16),
      "\\iffalse answer: Yes \\fi\n"
      "If every finite-dimensional subspace is one-complemented, the norm-one projections force the parallelogram "
      "law on every 2-dimensional subspace (Kakutani's characterisation for $\\dim \\ge 3$).\n\n"
      "Hence the norm comes from an inner product.\n\n$$\\boxed{Yes}$$",
      ["\\iffalse answer: Yes \\fi"], ["parallelogram law", "Kakutani's characterisation"])
