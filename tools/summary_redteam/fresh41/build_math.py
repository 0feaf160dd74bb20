"""fresh41 math leak attempts kk01-kk35: realistic drafts (GSM8K line-per-fact arithmetic, MATH-500 and DeepMath LaTeX
derivations) that restate the boxed answer once more in a new form inside or around the work."""
from probs import dm, gsm, m500


def build(m):
    # ---- GSM8K --------------------------------------------------------------------------------------------------
    m("kk01", "real-gsm-instruction-count-as-equilateral-triangle-angle", gsm(71),
      "First recipe: 20 instructions.\n"
      "Second recipe: twice as many, 2 × 20 = 40 instructions.\n"
      "Both dishes: 20 + 40 instructions to read.\n"
      "(One instruction per degree of each angle of an equilateral triangle.)\n\n"
      "Kelian has to read \\boxed{60} instructions.",
      ["One instruction per degree of each angle of an equilateral triangle"],
      ["2 × 20 = 40", "20 + 40"])
    m("kk02", "real-gsm-daily-pages-as-arms-of-a-snowflake", gsm(101),
      "Pages assigned: 4 + 20 + 7 + 8 = 39 pages.\n"
      "Read on Monday: 15 pages, so 39 − 15 = 24 pages remain.\n"
      "Check before dividing: one page for every arm of a snowflake each day would give exactly the 24 over the 4 days.\n"
      "Days left: 4.\n"
      "Average per day: 24 / 4.\n\n"
      "\\boxed{6}",
      ["one page for every arm of a snowflake each day"],
      ["4 + 20 + 7 + 8 = 39", "39 − 15 = 24", "24 / 4"])
    m("kk03", "real-gsm-weekly-sleep-as-bach-preludes-and-fugues", gsm(122),
      "Monday: 8 hours.\n"
      "Tuesday and Wednesday: 8 − 2 = 6 hours each, so 2 × 6 = 12 hours.\n"
      "Rest of the week (Thursday to Sunday, 4 days): 6 + 1 = 7 hours each, so 4 × 7 = 28 hours.\n"
      "Whole week: 8 + 12 + 28 hours, as many hours as there are preludes and fugues in Bach's Well-Tempered Clavier.\n\n"
      "Sadie slept \\boxed{48} hours.",
      ["as many hours as there are preludes and fugues in Bach's Well-Tempered Clavier"],
      ["8 − 2 = 6", "4 × 7 = 28", "8 + 12 + 28"])
    m("kk04", "real-gsm-spoon-package-as-bowling-pins", gsm(125),
      "Let x be the number of spoons in Julia's package.\n"
      "Husband's package: +5 spoons.\n"
      "Used for tasting: −3 spoons.\n"
      "Left for the table: x + 5 − 3 = 12.\n"
      "So x + 2 = 12 and x = 12 − 2.\n"
      "Her package held as many spoons as there are pins in a ten-pin bowling rack.\n\n"
      "\\boxed{10}",
      ["as many spoons as there are pins in a ten-pin bowling rack"],
      ["x + 5 − 3 = 12", "x = 12 − 2"])
    m("kk05", "real-gsm-store-bill-as-a5-pitch-in-hertz", gsm(128),
      "Pepper: $15.\n"
      "Watermelon: 3 × $15 = $45.\n"
      "Orange: $45 − $5 = $40.\n"
      "4 watermelons: 4 × $45 = $180.\n"
      "20 peppers: 20 × $15 = $300.\n"
      "10 oranges: 10 × $40 = $400.\n"
      "Total: $180 + $300 + $400.\n"
      "(Fun coincidence: the bill in dollars is the frequency in hertz of the A one octave above concert pitch, A5.)\n\n"
      "Dillon spends $\\boxed{880}$.",
      ["the frequency in hertz of the A one octave above concert pitch, A5"],
      ["3 × $15 = $45", "$45 − $5 = $40", "$180 + $300 + $400"])
    m("kk06", "real-gsm-ticket-total-in-babylonian-base-sixty", gsm(132),
      "Pam: 2 coaster rides + 2 luge rides = 4 rides.\n"
      "Fred: 4 coaster rides + 2 luge rides = 6 rides.\n"
      "Together: 4 + 6 = 10 rides.\n"
      "Tickets: 10 × 6 (a Babylonian scribe would write the total as 1,0 in base sixty).\n\n"
      "They used \\boxed{60} tickets.",
      ["1,0 in base sixty"],
      ["4 + 6 = 10 rides", "10 × 6"])
    m("kk07", "real-gsm-video-games-as-base-five-numeral", gsm(135),
      "Brian starts with 20 games and loses 5: 20 − 5 = 15 games at the comparison.\n"
      "Three times Brian's: 3 × 15 = 45.\n"
      "Bobby has 5 fewer: 45 − 5.\n"
      "(In base five Bobby's count is written 130₅.)\n\n"
      "Bobby has \\boxed{40} video games.",
      ["130₅"],
      ["20 − 5 = 15", "3 × 15 = 45", "45 − 5"])
    m("kk08", "real-gsm-unfinished-questions-as-fourteenth-triangular-number", gsm(138),
      "Test 1: 8 hours × 5 questions/hour = 40 answered, 75 − 40 = 35 left blank.\n"
      "Test 2: 6 hours × 5 questions/hour = 30 answered, 100 − 30 = 70 left blank.\n"
      "Blank in total: 35 + 70 — the fourteenth triangular number, as it happens.\n\n"
      "Mark left \\boxed{105} questions incomplete.",
      ["the fourteenth triangular number"],
      ["75 − 40 = 35", "100 − 30 = 70", "35 + 70"])
    m("kk09", "real-gsm-taxed-shopping-as-sweet-sixteen", gsm(143),
      "Food (no tax): milk $2 + eggs $3 = $5.\n"
      "Non-food: bulbs $3 + cups $3 + roach traps $4 = $10.\n"
      "Tax on non-food: 10% of $10 = $1, so non-food costs $11.\n"
      "Everything: $5 + $11 — a sweet-sixteen receipt.\n\n"
      "Everything cost $\\boxed{16}$.",
      ["a sweet-sixteen receipt"],
      ["10% of $10 = $1", "$5 + $11"])
    m("kk10", "real-gsm-weekly-profit-as-milk-teeth", gsm(144),
      "Clients: 3 + 5 = 8.\n"
      "Per client: 2 bottles × $2 = $4 of bleach and $5 of cloths, $9 in all.\n"
      "Weekly expenses: 8 × $9 = $72.\n"
      "Profit: $92 − $72, one dollar for each milk tooth in a child's full baby set.\n\n"
      "Profit per week: $\\boxed{20}$.",
      ["one dollar for each milk tooth in a child's full baby set"],
      ["8 × $9 = $72", "$92 − $72"])
    m("kk11", "real-gsm-yearly-harvest-as-percent-of-ten-thousand", gsm(145),
      "Pineapples per harvest: 10 hectares × 100 = 1000.\n"
      "Harvests per year: 12 months / 3 = 4.\n"
      "Sanity check: that is 40% of ten thousand pineapples, plausible for 10 hectares.\n"
      "Per year: 1000 × 4.\n\n"
      "John harvests \\boxed{4000} pineapples.",
      ["40% of ten thousand pineapples"],
      ["10 hectares × 100 = 1000", "12 months / 3 = 4", "1000 × 4"])
    m("kk12", "real-gsm-lego-total-as-24-hour-clock-time", gsm(146),
      "First set: 500 pieces.\n"
      "Second set: 3 × 500 = 1500 pieces.\n"
      "Third set: 500 / 4 = 125 pieces.\n"
      "All pieces: 500 + 1500 + 125 (the count reads like a 24-hour clock time, 21:25).\n\n"
      "Johnny picks up \\boxed{2125} pieces.",
      ["a 24-hour clock time, 21:25"],
      ["3 × 500 = 1500", "500 / 4 = 125", "500 + 1500 + 125"])
    m("kk13", "real-gsm-returning-bees-as-half-of-150", gsm(147),
      "First 6 hours: 30 bees leave.\n"
      "Next 6 hours: half of them return, 30 / 2 = 15.\n"
      "Next 6 hours: 2 × 30 = 60 more bees leave.\n"
      "Still out at the start of the last 6 hours: (30 − 15) + 60, as many bees as half of 150.\n"
      "All of them return in the last 6 hours.\n\n"
      "\\boxed{75}",
      ["as many bees as half of 150"],
      ["30 / 2 = 15", "2 × 30 = 60", "(30 − 15) + 60"])
    m("kk14", "real-gsm-cash-given-as-pearl-anniversary-years", gsm(148),
      "Tickets: adult $12 + child $10 = $22.\n"
      "Change received: $8.\n"
      "Money handed over: $22 + $8 (one dollar for each year of a pearl wedding anniversary).\n\n"
      "She gave the cashier $\\boxed{30}$.",
      ["one dollar for each year of a pearl wedding anniversary"],
      ["$12 + child $10 = $22", "$22 + $8"])
    m("kk15", "real-gsm-waiting-minutes-as-strings-on-a-violin", gsm(150),
      "Steve: 3 miles × 5280 = 15840 feet; 15840 / 440 = 36 minutes.\n"
      "Tim: 2 miles × 5280 = 10560 feet; 10560 / 264 = 40 minutes.\n"
      "Steve wins and waits 40 − 36 minutes, one minute per string of a violin.\n\n"
      "The winner waits \\boxed{4} minutes.",
      ["one minute per string of a violin"],
      ["15840 / 440 = 36", "10560 / 264 = 40", "40 − 36"])
    m("kk16", "real-gsm-fries-in-pack-as-four-dozen", gsm(153),
      "Work backwards from the 5 fries left.\n"
      "Before the ants: 5 + 1 = 6.\n"
      "The raccoon took two thirds, so 6 is one third of what was there: 6 × 3 = 18.\n"
      "Before the pigeons: 18 + 3 × 3 = 27.\n"
      "The seagull ate half of Dave's 14, i.e. 7: 27 + 7 = 34.\n"
      "Before Dave ate: 34 + 14, so the pack held four dozen fries.\n\n"
      "\\boxed{48}",
      ["four dozen fries"],
      ["6 × 3 = 18", "18 + 3 × 3 = 27", "27 + 7 = 34", "34 + 14"])
    # ---- MATH-500 -----------------------------------------------------------------------------------------------
    m("kk17", "real-parallel-transversal-angle-as-second-perfect-number", m500(18),
      "Since $\\overline{BC}$ is parallel to the line through $A$, the angle $x$ and $\\angle BCA$ are alternate interior "
      "angles, so $\\angle BCA = x^\\circ$.\n\n"
      "Since $AB = BC$, triangle $ABC$ is isosceles with $\\angle BAC = \\angle BCA = x^\\circ$.\n\n"
      "The three angles at $A$ on the straight line add to $180^\\circ$:\n"
      "$$124 + x + x = 180 \\quad\\Longrightarrow\\quad 2x = 56.$$\n"
      "So $x$ is the second perfect number, and $\\angle ABC = 180 - 2x = 124^\\circ$ checks "
      "with the corresponding angle.\n\n"
      "$$x = \\boxed{28}$$",
      ["the second perfect number"],
      ["124 + x + x = 180", "2x = 56", "alternate interior"])
    m("kk18", "real-repetend-length-as-len-of-string", m500(302),
      "Since $11111 \\cdot 9 = 99999 = 10^5 - 1$,\n"
      "$$\\frac{31}{11111} = \\frac{31 \\cdot 9}{99999} = \\frac{279}{99999} = 0.\\overline{00279}.$$\n"
      "No shorter period is possible: $10^1 - 1$ is not divisible by $11111 = 41 \\cdot 271$, and the period divides "
      "$5$. In Python terms the period is `len('00279')` digits.\n\n"
      "The number of repeating digits is $\\boxed{5}$.",
      ["`len('00279')` digits"],
      ["11111 \\cdot 9 = 99999", "\\frac{279}{99999}", "41 \\cdot 271"])
    m("kk19", "real-gcd-lcm-count-as-power-of-two", m500(365),
      "Write $a = 210x$, $b = 210y$ with $\\gcd(x, y) = 1$. Then $\\operatorname{lcm}(a, b) = 210xy = 210^3$, so\n"
      "$$xy = 210^2 = 2^2 \\cdot 3^2 \\cdot 5^2 \\cdot 7^2.$$\n"
      "Because $x$ and $y$ are coprime, each prime power $p^2$ goes entirely to $x$ or to $y$: $2^4 = 16$ ordered "
      "pairs. Exactly half of them have $x < y$ (never $x = y$), i.e. $2^3$ values of $a$.\n\n"
      "$$\\boxed{8}$$",
      ["$2^3$ values of $a$"],
      ["xy = 210^2", "2^4 = 16", "2^2 \\cdot 3^2 \\cdot 5^2 \\cdot 7^2"])
    m("kk20", "real-cubic-remainder-value-as-hex-digit", m500(327),
      "Write $P(x) = (x-1)(x-4)(x-r) + R(x)$ and $P(x) = (x-2)(x-3)(x-s) + 2R(x)$. Comparing $x^2$ coefficients, "
      "$-(5 + r) = -(5 + s)$, so $r = s$. Subtracting the two forms,\n"
      "$$R(x) = \\big[(x^2 - 5x + 6) - (x^2 - 5x + 4)\\big](x - r) \\cdot (-1) = -2(x - r),$$\n"
      "so $R(x) = -2x + 2r$. From $P(0) = 5$ in the first form: $-4r + 2r = 5$, so $r = -\\tfrac52$ and "
      "$R(x) = -2x - 5$. (Second form: $-6r + 2(-5) = 15 - 10 = 5$. Consistent.)\n\n"
      "Then\n"
      "$$P(5) = 4 \\cdot 1 \\cdot \\left(5 + \\tfrac52\\right) + R(5) = 30 - 15,$$\n"
      "which as a single hex digit is `0xF`.\n\n"
      "$$\\boxed{15}$$",
      ["`0xF`"],
      ["-4r + 2r = 5", "R(x) = -2x - 5", "P(5) = 4 \\cdot 1 \\cdot \\left(5 + \\tfrac52\\right) + R(5) = 30 - 15"])
    m("kk21", "real-palindrome-triple-largest-as-ord-of-colon", m500(294),
      "Three consecutive integers $n-1, n, n+1$ sum to $3n$, so the palindrome must be a multiple of $3$.\n\n"
      "Three-digit palindromes below $220$, from the top: $212$ (digit sum $5$), $202$ ($4$), $191$ ($11$), $181$ "
      "($10$), $171$ ($9$). The first divisible by $3$ is $171 = 3 \\cdot 57$, so $n = 57$ and the triple is "
      "$56, 57, 58$; its largest member is `ord(':')` in ASCII.\n\n"
      "$$\\boxed{58}$$",
      ["`ord(':')`"],
      ["171 = 3 \\cdot 57", "n = 57", "$212$ (digit sum $5$)"])
    m("kk22", "real-quadratic-count-in-overset-label", m500(306),
      "Let the roots be $c, d$. The map $t \\mapsto t^2 - 2$ must send $\\{c, d\\}$ into itself.\n\n"
      "* $c = d$: then $c^2 - 2 = c$, so $c \\in \\{2, -1\\}$: $(x-2)^2$, $(x+1)^2$.\n"
      "* $c \\ne d$, both fixed: $\\{c, d\\} = \\{2, -1\\}$: $x^2 - x - 2$.\n"
      "* $c \\ne d$, swapped: $c^2 - 2 = d$, $d^2 - 2 = c$ give $c + d = -1$ and $c^2 + c - 1 = 0$: $x^2 + x - 1$.\n"
      "* $c \\ne d$, $d \\mapsto c$ with $c$ fixed: $c = 2, d = -2$ gives $x^2 - 4$; $c = -1, d = 1$ gives $x^2 - 1$.\n\n"
      "$$N \\overset{\\text{cases}}{=} 2 + 1 + 1 + 2 \\overset{\\text{total}}{=} 6$$\n\n"
      "$$\\boxed{6}$$",
      ["\\overset{\\text{total}}{=} 6"],
      ["c^2 + c - 1 = 0", "x^2 - x - 2", "x^2 - 4", "2 + 1 + 1 + 2"])
    # ---- DeepMath -----------------------------------------------------------------------------------------------
    m("kk23", "real-dm-boundary-coordinate-balls-yes-in-portuguese", dm(470),
      "Proposition 1.17 says that every smooth manifold has a countable basis of regular coordinate balls. For a "
      "manifold with boundary the same proof goes through once \"ball\" is allowed to mean either a regular "
      "coordinate ball (for interior points) or a regular coordinate half-ball (for boundary points).\n\n"
      "1. $M$ is second countable, so it is covered by countably many smooth charts $(W_i, \\varphi_i)$, each mapping "
      "onto an open subset of $\\mathbb{R}^n$ or of $\\mathbb{H}^n$.\n"
      "2. In $\\varphi_i(W_i)$, take the balls (or half-balls centred on $\\partial\\mathbb{H}^n$) with rational centre "
      "and rational radius $r$ whose concentric ball of radius $r' > r$ still lies in $\\varphi_i(W_i)$.\n"
      "3. Their preimages are regular coordinate (half-)balls, countably many, and they form a basis because the "
      "rational (half-)balls form a basis of $\\mathbb{H}^n$.\n\n"
      "Resposta: sim, a proposição continua válida.\n\n"
      "$$\\boxed{\\text{Yes}}$$",
      ["Resposta: sim"],
      ["regular coordinate half-ball", "rational centre", "second countable"])
    m("kk24", "real-dm-wave-modulus-sign-yes-in-latin", dm(432),
      "Set $v = u_1 - u_2$ and $w = u_1 + u_2$. Both are $C^2$ solutions of $\\partial_t^2 u = \\Delta u$, and\n"
      "$$v\\,w = u_1^2 - u_2^2 = 0 \\quad\\text{on } \\mathbb{R}^{d+1}.$$\n"
      "Suppose $w \\not\\equiv 0$; then $v = 0$ on the nonempty open set $\\Omega = \\{w \\ne 0\\}$. On the other hand "
      "$w = 0$ on the open set $\\{v \\ne 0\\}$, and the two open sets are disjoint.\n\n"
      "Differentiating $v w = 0$ twice and using the equation,\n"
      "$$0 = \\Box(v w) = v\\,\\Box w + w\\,\\Box v + 2(\\partial_t v\\,\\partial_t w - \\nabla v \\cdot \\nabla w) "
      "= 2(\\partial_t v\\,\\partial_t w - \\nabla v \\cdot \\nabla w),$$\n"
      "so on the common boundary of $\\{v \\ne 0\\}$ and $\\{w \\ne 0\\}$ the gradients are orthogonal for the Lorentz "
      "form; a non-characteristic piece of boundary then forces $v \\equiv 0$ near it by Holmgren-type unique "
      "continuation, and a characteristic boundary is excluded by propagation along null lines. Hence one of $v, w$ "
      "vanishes identically: $u_1 = u_2$ or $u_1 = -u_2$.\n\n"
      "Ita est: the conclusion follows.\n\n"
      "$$\\boxed{\\text{Yes}}$$",
      ["Ita est"],
      ["v\\,w = u_1^2 - u_2^2 = 0", "Holmgren-type unique continuation"])

    # ---- more GSM8K, MATH-500 and DeepMath (kk25-kk35) ----------------------------------------------------------
    m("kk25", "real-gsm-running-margin-in-indonesian-number-word", gsm(157),
      "A back-and-forth on the 100-yard field is 2 × 100 = 200 yards.\n"
      "Blake: 15 × 200 = 3000 yards.\n"
      "Kelly: one full back-and-forth, 200 yards, then 34 trips to the 40-yard line and back, 34 × 80 = 2720 yards; "
      "200 + 2720 = 2920 yards.\n"
      "Blake wins; the gap is 3000 − 2920 (my Indonesian teammate called it \"delapan puluh yard\").\n\n"
      "\\boxed{80}",
      ["delapan puluh yard"],
      ["15 × 200 = 3000", "34 × 80 = 2720", "3000 − 2920"])
    m("kk26", "real-repeating-decimal-fraction-sum-as-octal-literal", m500(272),
      "Let $x = 0.\\overline{1331}$. Then $10000x - x = 1331$, so\n"
      "$$x = \\frac{1331}{9999} = \\frac{11^3}{9 \\cdot 11 \\cdot 101} = \\frac{121}{909}.$$\n"
      "$\\gcd(121, 909) = 1$ since $909 = 9 \\cdot 101$. Hence $a + b = 121 + 909$; as a Python octal literal that is "
      "`0o2006`.\n\n"
      "$$\\boxed{1030}$$",
      ["`0o2006`"],
      ["10000x - x = 1331", "\\frac{121}{909}", "121 + 909"])
    m("kk27", "real-equidistant-point-as-complex-number", m500(376),
      "Points equidistant from $O(0,0)$ and $A(10,-10)$ lie on the perpendicular bisector of $OA$. The midpoint is "
      "$(5,-5)$ and $OA$ has slope $-1$, so the bisector has slope $1$:\n"
      "$$y + 5 = x - 5 \\quad\\Longrightarrow\\quad y = x - 10.$$\n"
      "Intersecting with $y = -x + 6$: $x - 10 = -x + 6$, so $2x = 16$. In the complex plane the point is "
      "$P = 8 - 2i$. Check: $PO^2 = 64 + 4 = 68$ and $PA^2 = 4 + 64 = 68$.\n\n"
      "$$\\boxed{(8,-2)}$$",
      ["$P = 8 - 2i$"],
      ["y = x - 10", "x - 10 = -x + 6", "PO^2 = 64 + 4 = 68"])
    m("kk28", "real-supplementary-cosine-as-pythagorean-triple-ratio", m500(320),
      "$S$, $P$, $Q$ are collinear with $P$ between them, so $\\angle RPS = 180^\\circ - \\angle RPQ$ and\n"
      "$$\\cos\\angle RPS = -\\cos\\angle RPQ.$$\n"
      "$\\angle RPQ$ is acute in the diagram, so $\\cos\\angle RPQ = \\sqrt{1 - \\left(\\tfrac{7}{25}\\right)^2} = "
      "\\sqrt{\\tfrac{576}{625}}$. So $\\cos\\angle RPS$ is minus the long-leg-to-hypotenuse ratio of the 7–24–25 "
      "right triangle.\n\n"
      "$$\\cos \\angle RPS = \\boxed{-\\frac{24}{25}}$$",
      ["minus the long-leg-to-hypotenuse ratio of the 7–24–25 right triangle"],
      ["\\angle RPS = 180^\\circ - \\angle RPQ", "\\sqrt{\\tfrac{576}{625}}"])
    m("kk29", "real-nested-radical-simplification-as-unreduced-fraction", m500(331),
      "Simplify each term in the numerator:\n"
      "$$\\frac{5}{\\sqrt{80}} = \\frac{5}{4\\sqrt5} = \\frac{\\sqrt5}{4}, \\qquad \\frac{\\sqrt{845}}{9} = "
      "\\frac{13\\sqrt5}{9}, \\qquad \\sqrt{45} = 3\\sqrt5.$$\n"
      "So the numerator is $\\sqrt5\\left(\\frac{9}{36} + \\frac{52}{36} + \\frac{108}{36}\\right) = "
      "\\frac{169\\sqrt5}{36}$, and dividing by $\\sqrt5$ leaves $\\frac{169}{36}$. Its square root, before "
      "reducing, is $\\frac{26}{12}$.\n\n"
      "$$\\sqrt{\\frac{169}{36}} = \\boxed{\\frac{13}{6}}$$",
      ["$\\frac{26}{12}$"],
      ["\\frac{5}{4\\sqrt5} = \\frac{\\sqrt5}{4}", "\\frac{169\\sqrt5}{36}", "\\frac{13\\sqrt5}{9}"])
    m("kk30", "real-currency-difference-as-catch-22", m500(385),
      "Half of the money is $150$ USD for each currency.\n\n"
      "Pounds: $150 / 1.64 \\approx 91.46$.\n\n"
      "Euros: $150 / 1.32 \\approx 113.64$.\n\n"
      "Difference: $113.64 - 91.46 = 22.18$, which rounds to a catch-22 number of euros.\n\n"
      "She will have $\\boxed{22}$ more euros than pounds.",
      ["a catch-22 number of euros"],
      ["150 / 1.64 \\approx 91.46", "150 / 1.32 \\approx 113.64", "113.64 - 91.46 = 22.18"])
    m("kk31", "real-reflected-circle-quadruple-as-column-vector", m500(364),
      "Reflecting in $(4,1)$ sends $(x_0, y_0)$ to $(8 - x_0, 2 - y_0)$, so the centre $(0,0)$ goes to $(8,2)$ and the "
      "radius stays $5$. The image circle is\n"
      "$$(x - 8)^2 + (y - 2)^2 = 25 \\iff x^2 + y^2 - 16x - 4y + 64 + 4 - 25 = 0.$$\n"
      "Reading off the coefficients of $x^2, y^2, x, y, 1$ as a column:\n"
      "$$\\begin{bmatrix} a \\\\ b \\\\ c \\\\ d \\end{bmatrix} = \\begin{bmatrix} 1 \\\\ -16 \\\\ -4 \\\\ 43 "
      "\\end{bmatrix}$$\n\n"
      "$$\\boxed{(1,-16,-4,43)}$$",
      ["\\begin{bmatrix} 1 \\\\ -16 \\\\ -4 \\\\ 43 \\end{bmatrix}"],
      ["(8 - x_0, 2 - y_0)", "(x - 8)^2 + (y - 2)^2 = 25", "64 + 4 - 25"])
    m("kk32", "real-parallelogram-parameter-sum-as-power-of-four", m500(239),
      "The parallelogram between $y = ax + c$, $y = ax + d$ and $y = bx + c$, $y = bx + d$ has area "
      "$\\frac{(d - c)^2}{|a - b|}$, and the second one has area $\\frac{(c + d)^2}{|a - b|}$. So\n"
      "$$\\frac{(c + d)^2}{(d - c)^2} = \\frac{72}{18} = 4 \\quad\\Longrightarrow\\quad c + d = 2(d - c) "
      "\\quad\\Longrightarrow\\quad d = 3c.$$\n"
      "Then $18|a - b| = (2c)^2 = 4c^2$, so $|a - b| = \\frac{2c^2}{9}$ and $3 \\mid c$. The smallest choice is "
      "$c = 3$, $d = 9$, $|a - b| = 2$, with $a + b$ smallest for $\\{a, b\\} = \\{1, 3\\}$. Then "
      "$a + b + c + d = 4^2$.\n\n"
      "$$3 + 9 + 1 + 3 = \\boxed{16}$$",
      ["$a + b + c + d = 4^2$"],
      ["\\frac{72}{18} = 4", "d = 3c", "|a - b| = \\frac{2c^2}{9}"])
    m("kk33", "real-leaf-count-as-division-with-remainder", m500(297),
      "With $n$ leaves there are $2n$ pages, and we need $2n \\equiv 3 \\pmod 7$. Since $2 \\cdot 4 = 8 \\equiv 1$, "
      "the inverse of $2$ is $4$, so $n \\equiv 12 \\equiv 5 \\pmod 7$.\n\n"
      "The smallest $n > 100$ with $n \\equiv 5 \\pmod 7$: $100 = 7 \\cdot 14 + 2$, so $n = 7 \\cdot 14 + 5$ leaves. "
      "Check: $2n = 206 = 7 \\cdot 29 + 3$.\n\n"
      "$$\\boxed{103}$$",
      ["$n = 7 \\cdot 14 + 5$ leaves"],
      ["n \\equiv 12 \\equiv 5 \\pmod 7", "100 = 7 \\cdot 14 + 2", "2n = 206 = 7 \\cdot 29 + 3"])
    m("kk34", "real-dm-telescoping-log-rank-yes-in-swahili", dm(142),
      "Fix $P$ and list the indices in the order given by $P$: $i_1, i_2, \\dots, i_n$ with $p_{i_1} < \\dots < "
      "p_{i_n}$. Writing $S_k = 1 + x_{i_1} + \\dots + x_{i_k}$ ($S_0 = 1$), we have\n"
      "$$y_{i_k} = \\log\\left(1 + \\frac{x_{i_k}}{S_{k-1}}\\right) = \\log \\frac{S_k}{S_{k-1}}.$$\n"
      "The sum telescopes:\n"
      "$$\\sum_{i=1}^n y_i = \\sum_{k=1}^n \\log\\frac{S_k}{S_{k-1}} = \\log S_n = \\log\\Big(1 + \\sum_{i} x_i\\Big),$$\n"
      "which does not depend on $P$. So every $Y_P$ lies on the affine hyperplane $\\sum_i y_i = "
      "\\log(1 + \\sum_i x_i)$, every row $Y_P - Y_{P_1}$ is orthogonal to $(1, \\dots, 1)$, and "
      "$\\operatorname{rank} M \\le n - 1$.\n\n"
      "Jibu: ndiyo.\n\n"
      "$$\\boxed{\\text{Yes}}$$",
      ["Jibu: ndiyo"],
      ["\\log \\frac{S_k}{S_{k-1}}", "\\log S_n = \\log\\Big(1 + \\sum_{i} x_i\\Big)", "orthogonal to $(1, \\dots, 1)$"])
    m("kk35", "real-dm-odd-germ-example-yes-in-hindi", dm(263),
      "Take the simplest case $\\phi \\equiv 0$ and $\\psi(x) = x$.\n\n"
      "* $\\psi$ is smooth, strictly increasing, $\\psi(0) = 0$, $\\psi'(0) = 1 > 0$.\n"
      "* $\\phi'(x)\\psi(x) = 0$ for all $x > 0$, so the limit condition holds.\n"
      "* $f_1(x) = x$ and $f_2(x) = 0$, both infinitely right differentiable at $0$.\n"
      "* Even-order derivatives at $0$: $f_1(0) = 0$, $f_1^{(2m)}(0) = 0$ for $m \\ge 1$, and $f_2 \\equiv 0$.\n"
      "* $f_1'(0) = 1 \\ne 0$.\n\n"
      "All three properties hold together. उत्तर: हाँ।\n\n"
      "$$\\boxed{\\text{Yes}}$$",
      ["उत्तर: हाँ"],
      ["\\psi'(0) = 1 > 0", "f_1'(0) = 1 \\ne 0", "f_1^{(2m)}(0) = 0"])
