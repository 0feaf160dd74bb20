"""fresh23 math must-stay probes bp01-bp19 (bp01-bp18 realistic, bp19 adversarial). Problems from probs.py."""
from probs import aime, dm, gsm


def build(p):
    p("bp01", "real-probe-gsm-subtrahend-equals-answer-before-difference", gsm(1010),
      "Bethany: 10 laps.\n"
      "Trey: 10 + 4 = 14 laps.\n"
      "Shaelyn: half of Trey → 14 ÷ 2 = 7 laps.\n"
      "Quinn: 2 fewer than Shaelyn → 7 − 2 = 5 laps.\n"
      "Difference Bethany − Quinn: 10 − 5.\n\n"
      "\\boxed{5}",
      ["14 ÷ 2 = 7", "7 − 2 = 5 laps", "10 − 5"],
      "Quinn's 5 laps is an intermediate equal to the answer; `10 − 5` is pending.")

    p("bp02", "real-probe-gsm-running-total-arrow-pending", gsm(1020),
      "Wednesday: 4 bananas.\n"
      "Thursday: 6 bananas.\n"
      "Friday: triple Wednesday's amount, 3 × 4 = 12 bananas.\n\n"
      "Running total: 4 → 4 + 6 = 10 → 10 + 12\n\n"
      "\\boxed{22}",
      ["3 × 4 = 12", "4 + 6 = 10", "10 + 12"],
      "The running total's last step is pending.")

    p("bp03", "real-probe-gsm-per-twin-given-equals-friends-count", gsm(1025),
      "The twins found 30 eggs each, so together 2 × 30 = 60 eggs.\n"
      "Eggs not found by the twins: 100 − 60 = 40.\n"
      "Of these, 10 were never found, so the friends found 40 − 10.\n\n"
      "\\boxed{30}",
      ["30 eggs each", "2 × 30 = 60", "40 − 10"],
      "The per-twin given 30 equals the answer; `40 − 10` is pending.")

    p("bp04", "real-probe-gsm-value-free-base-of-percent-clause", gsm(1028),
      "Tom's old bedroom set sells for $1000, which goes toward the new $3000 set.\n"
      "Remaining balance: $3000 − $1000 = $2000.\n"
      "The 10% a month applies to the amount he still owes, not to the full price, because the $1000 has already "
      "been paid.\n"
      "Monthly payment: 10% of $2000 = 0.10 × $2000.\n\n"
      "\\boxed{200}",
      ["$3000 − $1000 = $2000", "applies to the amount he still owes, not to the full price", "0.10 × $2000"],
      "A value-free clause (which base the percent applies to) and a pending product.")

    p("bp05", "real-probe-wrong-parking-excluded-rate-pending", gsm(1033),
      "Melissa is paid $15 per day and listens 6 hours each day.\n"
      "The $3 parking is a cost of getting there, not part of what she is paid for the hearing, so I leave it out "
      "of the pay rate.\n"
      "Pay per hour: $15 ÷ 6 hours.\n"
      "The number of days (3) does not change the hourly rate.\n\n"
      "\\boxed{2.5}",
      ["not part of what she is paid for the hearing", "$15 ÷ 6 hours", "does not change the hourly rate"],
      "Wrong on purpose (parking left out; the dataset answer is 2): the wrong decision and the pending division "
      "must stay.")

    p("bp06", "real-probe-aime-stars-and-bars-binomial-pending", aime(83),
      "Label the grid\n"
      "$$\\begin{array}{|c|c|c|}\\hline a & b & c \\\\ \\hline d & e & f \\\\ \\hline\\end{array}$$\n"
      "Rows: $\\overline{abc} + \\overline{def} = 999$. Columns: $\\overline{ad} + \\overline{be} + \\overline{cf} "
      "= 99$.\n\n"
      "Row condition: $100(a+d) + 10(b+e) + (c+f) = 999$. Each pair sum is at most 18, so $c + f = 9$ (19 is too "
      "big), then $b + e = 9$ and $a + d = 9$.\n\n"
      "Column condition: $10(a + b + c) + (d + e + f) = 99$. With $d + e + f = 27 - (a+b+c)$ this is "
      "$9(a+b+c) + 27 = 99$, so $a + b + c = 8$.\n\n"
      "Each choice of digits $a, b, c \\ge 0$ with $a + b + c = 8$ determines $d, e, f$ (all automatically "
      "digits). By stars and bars the count is $\\binom{8+2}{2} = \\binom{10}{2}$.\n\n"
      "\\boxed{45}",
      ["9(a+b+c) + 27 = 99", "a + b + c = 8", "\\binom{10}{2}"],
      "The digit-sum conditions and the pending binomial must stay.")

    p("bp07", "real-probe-signed-permutation-count-factors-pending", dm(183),
      "$AA^\\top = I$ with integer entries: each row has squared length 1, so each row has exactly one entry $\\pm1$ "
      "and zeros elsewhere. Rows are orthogonal, so the nonzero entries sit in different columns: $A$ is a signed "
      "permutation matrix.\n\n"
      "Choices: a permutation of the columns, $3! = 6$ ways, and a sign for each row, $2^3 = 8$ ways.\n\n"
      "Total: $6 \\cdot 8$.\n\n"
      "\\boxed{48}",
      ["exactly one entry $\\pm1$", "$3! = 6$", "$2^3 = 8$", "$6 \\cdot 8$"],
      "The structure argument and the two factors, with the product pending.")

    p("bp08", "real-probe-spherical-shell-gamma-product-pending", dm(352),
      "Spherical coordinates: $dx = r^2\\,dr\\,d\\Omega$ and the integrand depends only on $r = |x|$, so\n"
      "$$\\int_{\\mathbb{R}^3} e^{-|x|}\\,dx = 4\\pi\\int_0^\\infty r^2 e^{-r}\\,dr,$$\n"
      "where $4\\pi$ is the area of the unit sphere. The radial integral is $\\Gamma(3) = 2! = 2$.\n\n"
      "So the integral is $4\\pi \\cdot 2$.\n\n"
      "\\boxed{8\\pi}",
      ["4\\pi\\int_0^\\infty r^2 e^{-r}\\,dr", "\\Gamma(3) = 2! = 2", "$4\\pi \\cdot 2$"],
      "The shell reduction, the Gamma value and the pending product.")

    p("bp09", "real-probe-upper-half-plane-residue-sum-pending", dm(400),
      "Poles of $\\frac{1}{z^6+1}$ in the upper half-plane: $z_k = e^{i\\pi(2k+1)/6}$ for $k = 0, 1, 2$, i.e. "
      "$e^{i\\pi/6}, i, e^{5i\\pi/6}$.\n\n"
      "At a simple pole the residue is $\\frac{1}{6z_k^5} = -\\frac{z_k}{6}$ (since $z_k^6 = -1$).\n\n"
      "$e^{i\\pi/6} + e^{5i\\pi/6} = i$ (the real parts cancel, the imaginary parts are $\\frac12$ each), so the "
      "sum of residues is $-\\frac16(2i) = -\\frac{i}{3}$.\n\n"
      "The large semicircle contributes nothing ($|z^6+1|^{-1} = O(R^{-6})$), so the integral is "
      "$2\\pi i\\cdot\\left(-\\frac{i}{3}\\right)$.\n\n"
      "\\boxed{\\dfrac{2\\pi}{3}}",
      ["-\\frac{z_k}{6}", "e^{i\\pi/6} + e^{5i\\pi/6} = i", "2\\pi i\\cdot\\left(-\\frac{i}{3}\\right)"],
      "The residues, their sum and the pending product.")

    p("bp10", "real-probe-double-pole-derivative-residue-pending", dm(379),
      "$\\frac{1}{(z^2+4)^2} = \\frac{1}{(z-2i)^2(z+2i)^2}$ has a double pole at $z = 2i$ in the upper "
      "half-plane.\n\n"
      "Residue: $\\frac{d}{dz}(z+2i)^{-2}\\Big|_{z=2i} = -2(z+2i)^{-3}\\Big|_{z=2i} = \\frac{-2}{(4i)^3}$, and "
      "$(4i)^3 = -64i$, so the residue is $\\frac{-2}{-64i} = \\frac{1}{32i}$.\n\n"
      "The integral converges absolutely, so the principal value is the ordinary value: "
      "$2\\pi i \\cdot \\frac{1}{32i}$.\n\n"
      "\\boxed{\\dfrac{\\pi}{16}}",
      ["(4i)^3 = -64i", "\\frac{1}{32i}", "converges absolutely", "2\\pi i \\cdot \\frac{1}{32i}"],
      "The residue computation and the pending product.")

    p("bp11", "real-probe-zeta-form-components-sum-pending", dm(415),
      "From the series $(\\arcsin x)^2 = \\frac12\\sum_{n\\ge1}\\frac{(2x)^{2n}}{n^2\\binom{2n}{n}}$ at "
      "$x = \\frac12$: $\\frac{\\pi^2}{36} = \\frac12 S$, so $S = \\frac{\\pi^2}{18}$.\n\n"
      "Write $\\frac{\\pi^2}{18} = \\frac{1}{3}\\cdot\\frac{\\pi^2}{6} = \\frac13\\zeta(2)$. So $A = 1$, $B = 3$, "
      "$C = 2$, and $A + B + C = 1 + 3 + 2$.\n\n"
      "\\boxed{6}",
      ["(\\arcsin x)^2 = \\frac12\\sum_{n\\ge1}\\frac{(2x)^{2n}}{n^2\\binom{2n}{n}}", "\\frac13\\zeta(2)",
       "$A = 1$, $B = 3$, $C = 2$", "1 + 3 + 2"],
      "The components of the sum and the pending sum.")

    p("bp12", "real-probe-trailing-zero-floor-sums-intermediate-equals-answer", dm(480),
      "The terms are $100!, 121!, 144!, \\dots, 9801!$. The number of trailing zeros of $m!$ is $v_5(m!)$.\n\n"
      "- $100!$: $\\lfloor 100/5\\rfloor + \\lfloor 100/25\\rfloor = 20 + 4$.\n"
      "- $121!$: $\\lfloor 121/5\\rfloor = 24$ and $\\lfloor 121/25\\rfloor = 4$, so $121!$ ends in 28 zeros.\n\n"
      "Every later term has at least 28 trailing zeros, so the sum is $100!$ plus a multiple of $10^{28}$ and ends "
      "in exactly as many zeros as $100!$: that is $20 + 4$.\n\n"
      "\\boxed{24}",
      ["\\lfloor 121/5\\rfloor = 24", "at least 28 trailing zeros", "20 + 4"],
      "`\\lfloor 121/5\\rfloor = 24` is an intermediate equal to the answer; `20 + 4` is pending.")

    p("bp13", "real-probe-symmetric-halves-zeta-values-ratio-pending", dm(417),
      "First integral: the substitution $x \\mapsto 1/x$ maps the part over $(1, \\infty)$ onto the part over "
      "$(0, 1)$, so it is twice $\\int_0^1 \\frac{\\ln^2 x}{(1-x)^2}dx = \\sum_{n\\ge0}(n+1)\\cdot\\frac{2}{(n+1)^3} "
      "= 2\\zeta(2)$. Hence $\\int_0^\\infty \\left(\\frac{\\ln x}{1-x}\\right)^2 dx = \\frac{2\\pi^2}{3}$.\n\n"
      "Second integral: $\\int_0^1 \\frac{\\ln(1-x)}{x}dx = -\\zeta(2) = -\\frac{\\pi^2}{6}$.\n\n"
      "So $\\frac{2\\pi^2}{3} - k\\frac{\\pi^2}{6} = 0$, i.e. $k = \\frac{2\\pi^2}{3} \\div \\frac{\\pi^2}{6}$.\n\n"
      "\\boxed{4}",
      ["maps the part over $(1, \\infty)$ onto the part over $(0, 1)$", "= 2\\zeta(2)",
       "-\\zeta(2) = -\\frac{\\pi^2}{6}", "\\frac{2\\pi^2}{3} \\div \\frac{\\pi^2}{6}"],
      "A value-free symmetry clause, two zeta values and the pending ratio.")

    p("bp14", "real-probe-complex-residue-imaginary-part-pending", dm(334),
      "$I = \\operatorname{Im} J$ with $J = \\int_{-\\infty}^{\\infty}\\frac{x e^{i\\pi x}}{x^2+2x+5}dx$.\n\n"
      "Roots: $z^2 + 2z + 5 = 0 \\Rightarrow z = -1 \\pm 2i$; only $z_0 = -1 + 2i$ lies in the upper half-plane.\n\n"
      "Residue: $\\frac{z_0 e^{i\\pi z_0}}{z_0 - \\bar z_0} = \\frac{(-1+2i)e^{i\\pi(-1+2i)}}{4i}$, and "
      "$e^{i\\pi(-1+2i)} = e^{-i\\pi}e^{-2\\pi} = -e^{-2\\pi}$.\n\n"
      "So $J = 2\\pi i\\cdot\\frac{(-1+2i)(-e^{-2\\pi})}{4i} = \\frac{\\pi}{2}(1 - 2i)e^{-2\\pi}$, and $I$ is its "
      "imaginary part.\n\n"
      "\\boxed{-\\pi e^{-2\\pi}}",
      ["z = -1 \\pm 2i", "e^{i\\pi(-1+2i)} = e^{-i\\pi}e^{-2\\pi} = -e^{-2\\pi}",
       "\\frac{\\pi}{2}(1 - 2i)e^{-2\\pi}"],
      "The pole, the exponential and J (whose imaginary part is pending) must stay.")

    p("bp15", "real-probe-laplace-method-unit-answer-numerals", dm(374),
      "Near $x = 0$: $\\cos x - \\sin x = 1 - x - \\frac{x^2}{2} + \\dots$, so $(\\cos x - \\sin x)^n \\approx "
      "e^{-nx}$ for small $x$. Away from 0 the base has absolute value below 1 (on $[0,1]$ it decreases from 1 to "
      "$\\cos 1 - \\sin 1 \\approx -0.30$), so those parts are exponentially small.\n\n"
      "Laplace's method: $n\\int_0^1 (\\cos x - \\sin x)^n dx \\approx n\\int_0^\\infty e^{-nx}dx = n\\cdot\\frac{1}{n}$.\n\n"
      "\\boxed{1}",
      ["1 - x - \\frac{x^2}{2}", "e^{-nx}", "\\cos 1 - \\sin 1 \\approx -0.30", "n\\cdot\\frac{1}{n}"],
      "Answer 1: the expansion's 1, the bound and the pending product hold the numeral 1 in work positions.")

    p("bp16", "real-probe-value-free-lower-bound-clauses", dm(182),
      "$\\operatorname{trace}(AA^\\top) = \\sum_{i,j} a_{ij}^2$, the sum of squares of all entries.\n\n"
      "A non-singular matrix has no zero row, so every row contains at least one nonzero entry, and a nonzero "
      "integer has square at least 1. Each row therefore contributes at least 1 to the sum, and the identity matrix "
      "shows the bound is attained.\n\n"
      "\\boxed{n}",
      ["\\sum_{i,j} a_{ij}^2", "every row contains at least one nonzero entry",
       "a nonzero integer has square at least 1"],
      "Value-free clauses of the lower bound.")

    p("bp17", "real-probe-endpoint-concentration-weight-pending", dm(402),
      "Substitute $t = \\tan x$, $dx = \\frac{dt}{1+t^2}$: the quantity is $n\\int_0^1 \\frac{t^n}{1+t^2}dt$.\n\n"
      "As $n \\to \\infty$ the weight $n t^n$ concentrates at $t = 1$ (indeed $n\\int_0^1 t^n dt = \\frac{n}{n+1} "
      "\\to 1$), where $\\frac{1}{1+t^2}$ takes the value $\\frac{1}{1+1^2}$. So the limit is that endpoint value.\n\n"
      "\\boxed{\\dfrac{1}{2}}",
      ["n\\int_0^1 \\frac{t^n}{1+t^2}dt", "\\frac{n}{n+1} \\to 1", "\\frac{1}{1+1^2}"],
      "The substitution, the concentration and the pending endpoint value.")

    p("bp18", "real-probe-named-constant-values-ratio-pending", dm(371),
      "$I_1 = \\int_0^1 \\frac{\\arctan x}{x}dx = \\sum_{k\\ge0}\\frac{(-1)^k}{(2k+1)^2} = G$ (Catalan's constant).\n\n"
      "For $I_2$ substitute $x = 2\\arctan t$: $\\sin x = \\frac{2t}{1+t^2}$, $dx = \\frac{2\\,dt}{1+t^2}$, so "
      "$I_2 = \\int_0^1 \\frac{2\\arctan t}{t}\\,dt = 2G$.\n\n"
      "The ratio is $\\frac{G}{2G}$.\n\n"
      "\\boxed{\\dfrac{1}{2}}",
      ["= G$ (Catalan's constant)", "I_2 = \\int_0^1 \\frac{2\\arctan t}{t}\\,dt = 2G", "\\frac{G}{2G}"],
      "Two named-constant values and the pending ratio.")

    p("bp19", "probe-csv-fenced-ledger-givens", gsm(1024),
      "```csv\n"
      "item,quantity,unit_price,subtotal\n"
      "cookies,80,1,80\n"
      "cupcakes,60,4,240\n"
      "sister_payment,2,-10,-20\n"
      "```\n\n"
      "Earnings: $80 + $240 = $320. After paying her sisters: $320 − $20.\n\n"
      "\\boxed{300}",
      ["cookies,80,1,80", "cupcakes,60,4,240", "sister_payment,2,-10,-20", "$320 − $20"],
      "Adversarial layout: the givens as a CSV ledger in a fence (data, not code); `$320 − $20` is pending.")
