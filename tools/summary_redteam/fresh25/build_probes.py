"""fresh25 math must-stay probes ep01-ep19 (ep01-ep18 realistic, ep19 adversarial)."""
from probs import aime, dm, gsm


def build(p):
    # ---------------- GSM8K (ep01-ep05) ----------------
    p("ep01", "real-probe-gsm-team-size-not-a-divisor-clause", gsm(1046),
      "Each painter works the whole shift, so the 4 painters don't divide the hours — every one of them puts in "
      "the same time.\n\n"
      "Hours per day: 3/8 × 24 = 9 hours.\n"
      "Days: 3 weeks = 21 days.\n"
      "Hours per painter: 9 hours × 21 days.\n\n"
      "\\boxed{189}",
      must_stay=["the 4 painters don't divide the hours", "3/8 × 24 = 9 hours", "3 weeks = 21 days",
                 "9 hours × 21 days"],
      note="the value-free decision about the team size and the pending product are work")

    p("ep02", "real-probe-gsm-solved-unknown-then-offset-pending", gsm(1047),
      "Let s be the number of balls in the second set. Then the first set is s + 4 and the third is s/2.\n"
      "(s + 4) + s + s/2 = 19\n"
      "2.5s + 4 = 19, so 2.5s = 15 and s = 6.\n"
      "First set: 6 + 4.\n\n"
      "\\boxed{10}",
      must_stay=["(s + 4) + s + s/2 = 19", "2.5s = 15", "s = 6", "6 + 4"],
      note="the solved unknown (second set, 6) is an intermediate; the answer is the pending offset")

    p("ep03", "real-probe-gsm-calendar-day-count-inclusive-range", gsm(1096),
      "Days from March 1st to April 19th, inclusive: all 31 days of March plus 19 days of April, 31 + 19 = 50 days.\n"
      "He takes 20% off: 0.20 × 50 = 10 days off, so he works 50 − 10 = 40 days.\n"
      "Per day he helps 2 people/hour × 3 hours = 6 people.\n"
      "Total: 6 people/day × 40 days.\n\n"
      "\\boxed{240}",
      must_stay=["31 + 19 = 50 days", "0.20 × 50 = 10 days off", "50 − 10 = 40 days", "2 people/hour × 3 hours = 6 people",
                 "6 people/day × 40 days"],
      note="an inclusive calendar count and a pending product")

    p("ep04", "real-probe-gsm-percent-base-clarification", gsm(1049),
      "English: half of 50 = 25.\n"
      "German: careful — the 10% is of all 50 books, not of the remaining 25: 10% of 50 = 5.\n"
      "Spanish: 50 − 25 − 5.\n\n"
      "\\boxed{20}",
      must_stay=["half of 50 = 25", "the 10% is of all 50 books, not of the remaining 25", "10% of 50 = 5", "50 − 25 − 5"],
      note="the clarification of the percent's base is work")

    p("ep05", "real-probe-gsm-unit-conversion-constant-equal-to-answer", gsm(1044),
      "Convert Xavier to inches (1 foot = 12 inches): 4 × 12 = 48 inches, then 48 + 3 = 51 inches now.\n"
      "Cole: 50 + 2 = 52 inches now.\n"
      "Difference: 52 − 51 inches.\n\n"
      "\\boxed{1}",
      must_stay=["1 foot = 12 inches", "4 × 12 = 48 inches", "48 + 3 = 51 inches", "50 + 2 = 52 inches", "52 − 51"],
      note="the conversion constant's 1 equals the answer and must stay")

    # ---------------- AIME 2024 (ep06) ----------------
    p("ep06", "real-probe-aime-disphenoid-box-embedding-volume", aime(65),
      "The tetrahedron has opposite edges equal, so it sits in a box $a\\times b\\times c$ with face diagonals "
      "$a^2+b^2=41$, $a^2+c^2=80$, $b^2+c^2=89$. Solving, $a^2=16, b^2=25, c^2=64$, so the box is $4\\times5\\times8$.\n\n"
      "Volume: the box minus four corner tetrahedra, $V = abc - 4\\cdot\\frac{abc}{6} = \\frac{abc}{3} = \\frac{160}{3}$.\n\n"
      "All four faces are congruent with sides $\\sqrt{41},\\sqrt{80},\\sqrt{89}$. By Heron, "
      "$16A^2 = 4\\cdot41\\cdot80 - (41+80-89)^2 = 13120 - 1024 = 12096$, so $A^2 = 756$ and $A = 6\\sqrt{21}$.\n\n"
      "The inradius is $r = \\frac{3V}{4A} = \\frac{160}{24\\sqrt{21}} = \\frac{20\\sqrt{21}}{63}$, so $m+n+p = 20+21+63$.\n\n"
      "$$\\boxed{104}$$",
      must_stay=["a^2=16, b^2=25, c^2=64", "V = abc - 4\\cdot\\frac{abc}{6} = \\frac{abc}{3} = \\frac{160}{3}",
                 "16A^2 = 4\\cdot41\\cdot80 - (41+80-89)^2 = 13120 - 1024 = 12096", "A = 6\\sqrt{21}",
                 "\\frac{20\\sqrt{21}}{63}", "20+21+63"],
      note="box embedding, Heron and the inradius are work; the sum is pending")

    # ---------------- DeepMath hard (ep07-ep18) ----------------
    p("ep07", "real-probe-growth-rate-comparison-zeta-near-pole", dm(533),
      "Near $s = 1$, $\\zeta(s) = \\frac{1}{s-1} + \\gamma + O(s-1)$, so $\\zeta(1+\\frac1x) \\sim x$ as $x\\to\\infty$. "
      "Meanwhile $\\Gamma(x)$ grows faster than any power (Stirling: $\\Gamma(x) \\sim \\sqrt{2\\pi/x}\\,(x/e)^x$). So the "
      "ratio behaves like $x/\\Gamma(x)$, which tends to $0$.\n\n"
      "$$\\boxed{0}$$",
      must_stay=["\\zeta(s) = \\frac{1}{s-1} + \\gamma + O(s-1)", "\\zeta(1+\\frac1x) \\sim x",
                 "\\Gamma(x) \\sim \\sqrt{2\\pi/x}\\,(x/e)^x"],
      note="asymptotics of both factors are work")

    p("ep08", "real-probe-operator-inverse-guess-verified-by-product", dm(175),
      "Write $A = I - \\frac12 P$ where $Px = \\int_0^1 x(s)ds$ (as a constant function). $P$ is the orthogonal "
      "projection onto constants: $P^2 = P$ and $\\|P\\| = 1$.\n\n"
      "Guess $A^{-1} = I + P$ and check: $(I - \\tfrac12 P)(I + P) = I + P - \\tfrac12 P - \\tfrac12 P^2 = I$.\n\n"
      "Now $I + P$ acts as the identity on mean-zero functions and multiplies constants by $1 + 1$; these subspaces "
      "are orthogonal, so $\\|A^{-1}\\| = \\max(1, 1 + 1)$.\n\n"
      "$$\\boxed{2}$$",
      must_stay=["P^2 = P", "\\|P\\| = 1", "A^{-1} = I + P",
                 "(I - \\tfrac12 P)(I + P) = I + P - \\tfrac12 P - \\tfrac12 P^2 = I", "\\max(1, 1 + 1)"],
      note="the guessed inverse and its check are work; the max is pending")

    p("ep09", "real-probe-full-line-integral-before-halving-by-evenness", dm(347),
      "Close $\\oint\\frac{e^{iz}}{z^2+1}dz$ in the upper half-plane; the arc vanishes by Jordan's lemma and the pole at "
      "$z = i$ has residue $\\frac{e^{-1}}{2i}$. Hence\n"
      "$$\\int_{-\\infty}^{\\infty}\\frac{\\cos x}{x^2+1}dx = \\frac{\\pi}{e}.$$\n"
      "The integrand is even, so the half-line integral is $\\frac12\\cdot\\frac{\\pi}{e}$.\n\n"
      "$$\\boxed{\\dfrac{\\pi}{2e}}$$",
      must_stay=["\\int_{-\\infty}^{\\infty}\\frac{\\cos x}{x^2+1}dx = \\frac{\\pi}{e}", "The integrand is even",
                 "\\frac12\\cdot\\frac{\\pi}{e}"],
      note="the full-line value (twice the answer) is an intermediate; the halving is pending")

    p("ep10", "real-probe-gaussian-fourth-moment-formula-quoted", dm(237),
      "Increments are Gaussian: $B(t)-B(s) \\sim N(0, t-s)$ for $t > s$. For $Z \\sim N(0,\\sigma^2)$ the 4th moment is "
      "$\\mathbb{E}Z^4 = 3\\sigma^4$ (e.g. from the MGF $e^{\\sigma^2\\lambda^2/2}$, coefficient of $\\lambda^4/4!$). "
      "With $\\sigma^2 = t - s$ this gives $3\\,(\\sigma^2)^2$.\n\n"
      "$$\\boxed{3(t - s)^2}$$",
      must_stay=["B(t)-B(s) \\sim N(0, t-s)", "\\mathbb{E}Z^4 = 3\\sigma^4", "\\sigma^2 = t - s", "3\\,(\\sigma^2)^2"],
      note="the quoted moment formula and the substitution are work")

    p("ep11", "real-probe-quotient-by-two-as-f2-dimension-count", dm(124),
      "Modulo 2, $R/2R \\cong \\mathbb{F}_2[x]/((x^2+x+1)(x^3+x+1))$. The product has degree $2 + 3$, and a quotient "
      "of $\\mathbb{F}_2[x]$ by a polynomial of degree $d$ is an $\\mathbb{F}_2$-vector space of dimension $d$, so "
      "the count is $2^{2+3}$.\n\n"
      "$$\\boxed{32}$$",
      must_stay=["R/2R \\cong \\mathbb{F}_2[x]/((x^2+x+1)(x^3+x+1))", "degree $2 + 3$", "2^{2+3}"],
      note="reading the problem's ideal as R/2R; the degree sum and the pending power are work")

    p("ep12", "real-probe-hom-count-as-roots-correspondence-clause", dm(126),
      "Since $11 \\equiv 3 \\pmod 4$, $x^2 + 1$ is irreducible over $\\mathbb{F}_{11}$, so $\\mathbb{Z}[i]/(11) \\cong "
      "\\mathbb{F}_{121}$. A ring homomorphism $\\mathbb{Z}[i] \\to \\mathbb{F}_{121}$ is fixed by where $i$ goes, "
      "and $i$ must go to a root of $x^2+1$; there is one homomorphism per root, and each is onto because either "
      "root generates $\\mathbb{F}_{121}$ over $\\mathbb{F}_{11}$.\n\n"
      "$$\\boxed{2}$$",
      must_stay=["11 \\equiv 3 \\pmod 4", "x^2 + 1$ is irreducible over $\\mathbb{F}_{11}",
                 "one homomorphism per root", "each is onto"],
      note="value-free clauses (one per root, onto) are the method")

    p("ep13", "real-probe-positive-kernel-norm-reduction-to-row-sup", dm(280),
      "The kernel $\\frac{1}{1+x^2+y^2}$ is positive, so for the sup norm $\\|T\\| = \\sup_{x\\in[0,1]}\\int_0^1 "
      "\\frac{dy}{1+x^2+y^2}$ (attained at $f \\equiv 1$). The integrand decreases in $x$, so the sup is at $x = 0$: "
      "$\\|T\\| = \\int_0^1\\frac{dy}{1+y^2}$.\n\n"
      "$$\\boxed{\\dfrac{\\pi}{4}}$$",
      must_stay=["\\sup_{x\\in[0,1]}\\int_0^1 \\frac{dy}{1+x^2+y^2}", "attained at $f \\equiv 1$",
                 "the sup is at $x = 0$", "\\int_0^1\\frac{dy}{1+y^2}"],
      note="the row-sup reduction and the pending integral are work")

    p("ep14", "real-probe-annulus-pole-membership-by-modulus", dm(337),
      "The contour bounds the annulus $1 < |z| < 2$. Poles: $z = 0$ (inside $|z| = 1$, so excluded) and $z = 1+i$ with "
      "$|1+i| = \\sqrt2 \\in (1, 2)$, inside the annulus. Its residue is "
      "$\\frac{e^{(1+i)^2}}{(1+i)^2} = \\frac{e^{2i}}{2i}$, so the integral is $2\\pi i\\cdot\\frac{e^{2i}}{2i}$.\n\n"
      "$$\\boxed{\\pi e^{2i}}$$",
      must_stay=["1 < |z| < 2", "z = 0$ (inside $|z| = 1$, so excluded)", "|1+i| = \\sqrt2 \\in (1, 2)",
                 "\\frac{e^{2i}}{2i}", "2\\pi i\\cdot\\frac{e^{2i}}{2i}"],
      note="pole membership by modulus and the residue are work")

    p("ep15", "real-probe-pole-order-premise-disputed", dm(422),
      "The problem calls $z = 1$ a pole of order 2, but $\\sin(\\pi z)$ has a simple zero there and $z^2 \\ne 0$, so the "
      "pole is simple. Near $z = 1$: $\\sin(\\pi z) = -\\pi(z-1) + O((z-1)^3)$ and $\\cos\\pi = -1$, so the residue "
      "is $\\frac{\\cos\\pi}{1^2\\cdot(-\\pi)}$.\n\n"
      "$$\\boxed{\\dfrac{1}{\\pi}}$$",
      must_stay=["the pole is simple", "\\sin(\\pi z) = -\\pi(z-1) + O((z-1)^3)", "\\cos\\pi = -1",
                 "\\frac{\\cos\\pi}{1^2\\cdot(-\\pi)}"],
      note="the disputed premise and the pending quotient are work")

    p("ep16", "real-probe-ratio-limit-equal-to-root-limit-answer", dm(540),
      "Let $a_n = \\frac{2\\cdot5\\cdots(3n-4)}{3^n n!}$. Then\n"
      "$$\\frac{a_{n+1}}{a_n} = \\frac{3n-1}{3(n+1)} \\to 1.$$\n"
      "If $a_{n+1}/a_n$ converges, $a_n^{1/n}$ converges to the same limit (Cesàro on logarithms), so the limsup is "
      "that ratio limit.\n\n"
      "$$\\boxed{1}$$",
      must_stay=["\\frac{a_{n+1}}{a_n} = \\frac{3n-1}{3(n+1)} \\to 1", "Cesàro on logarithms"],
      note="the ratio limit equals the answer but is an intermediate of the ratio-root argument")

    p("ep17", "real-probe-squeeze-bounds-am-gm-and-cosine", dm(534),
      "Bound the two factors separately: $|1 - \\cos(1/x)\\cos(1/y)| \\le 2$, and by AM–GM "
      "$x^2y^2 \\le \\frac{(x^2+y^2)^2}{4}$, so $\\frac{x^2y^2}{x^2+y^2} \\le \\frac{x^2+y^2}{4}$. Hence the expression is "
      "at most $\\frac{x^2+y^2}{2}$ in absolute value, which tends to 0.\n\n"
      "$$\\boxed{0}$$",
      must_stay=["|1 - \\cos(1/x)\\cos(1/y)| \\le 2", "x^2y^2 \\le \\frac{(x^2+y^2)^2}{4}",
                 "\\frac{x^2y^2}{x^2+y^2} \\le \\frac{x^2+y^2}{4}", "\\frac{x^2+y^2}{2}"],
      note="the squeeze bounds are work")

    p("ep18", "real-probe-pole-list-inside-radius-by-bounds", dm(419),
      "Poles: $1 - \\cos z = 0$ at $z = 2\\pi k$. Inside $|z| = 8$: since $2\\pi < 8 < 4\\pi$, $k \\in \\{-1, 0, 1\\}$. "
      "Near each pole $1 - \\cos z = \\frac{(z-2\\pi k)^2}{2} - \\frac{(z-2\\pi k)^4}{24} + \\dots$, an even function of "
      "$z - 2\\pi k$, so $f$ is even about each pole and the coefficient of $(z-2\\pi k)^{-1}$ vanishes.\n\n"
      "$$\\boxed{0}$$",
      must_stay=["2\\pi < 8 < 4\\pi", "k \\in \\{-1, 0, 1\\}", "\\frac{(z-2\\pi k)^2}{2} - \\frac{(z-2\\pi k)^4}{24}",
                 "an even function of"],
      note="the pole list and the parity argument are work")

    # ---------------- adversarial (ep19) ----------------
    p("ep19", "probe-mermaid-flowchart-of-stops", gsm(1052),
      "```mermaid\n"
      "flowchart LR\n"
      "  A[Start: 120] -->|+20 board| B[120 + 20 = 140]\n"
      "  B -->|-50 off, +100 on| C[140 - 50 + 100 = 190]\n"
      "  C -->|-80 off| D[190 - 80]\n"
      "```\n\n"
      "Twice the 50 who got off is 100 boarding at the second stop.\n\n"
      "\\boxed{110}",
      must_stay=["120 + 20 = 140", "140 - 50 + 100 = 190", "190 - 80", "Twice the 50 who got off is 100"],
      note="adversarial layout: the givens and steps in a Mermaid flowchart")
