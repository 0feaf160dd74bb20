"""fresh38 math must-stay probes ooo01-ooo19: values equal to the answer (or needed for it) stand in the work as
givens, coefficients, exponents, intermediate results or answered sub-questions; ``must_stay`` lists them."""
from probs import dm, gsm, m500


def build(p):
    """Add the 19 math probes through casekit's ``p`` adder."""
    p("ooo01", "real-probe-gsm-water-tank-ninety-liters-used-given", gsm(221),
      "Start: 120 liters in the tank.\n"
      "Celine used 90 liters for the garden: 120 − 90 = 30 liters left.\n"
      "Rainwater collected: twice what was left, 2 × 30 = 60 liters.\n"
      "Water in the tank now: 30 + 60\n\n"
      "\\boxed{90}",
      ["used 90 liters", "120 − 90 = 30", "2 × 30 = 60"],
      "90 liters used is a given equal to the answer 90")

    p("ooo02", "real-probe-gsm-ages-six-times-coefficient-given", gsm(279),
      "Let Sam be S years old now; Ruby is 6 times older: R = 6S.\n"
      "In 9 years Ruby is 3 times as old as Sam: R + 9 = 3(S + 9).\n"
      "Substitute: 6S + 9 = 3S + 27.\n"
      "3S = 18.\n"
      "S = 18 / 3\n\n"
      "\\boxed{6}",
      ["R = 6S", "6S + 9 = 3S + 27"],
      "the coefficient 6 (a given ratio) equals the answer 6")

    p("ooo03", "real-probe-gsm-flag-rows-of-eight-given", gsm(287),
      "Three rows of 8 stars: 3 × 8 = 24 stars.\n"
      "Two rows of 6 stars: 2 × 6 = 12 stars.\n"
      "Stars left for the 5-star rows: 76 − 24 − 12 = 40.\n"
      "Rows of 5: 40 / 5\n\n"
      "\\boxed{8}",
      ["Three rows of 8 stars", "3 × 8 = 24"],
      "the row length 8 is a given equal to the answer 8")

    p("ooo04", "real-probe-gsm-socks-fifteen-loose-given", gsm(378),
      "10 pairs of socks = 10 × 2 = 20 socks.\n"
      "Plus 15 loose socks: 20 + 15 = 35 socks washed.\n"
      "Socks that needed washing: 50.\n"
      "Missed: 50 − 35\n\n"
      "\\boxed{15}",
      ["Plus 15 loose socks", "20 + 15 = 35"],
      "the 15 loose socks are a given equal to the answer 15")

    p("ooo05", "real-probe-gsm-grade-threshold-eighty-given", gsm(386),
      "Wilson needs a grade of 80 or higher to get the car.\n"
      "Sum of the scores: 65 + 94 + 81 + 86 + 74 = 400.\n"
      "Average of 5 tests: 400 / 5\n\n"
      "\\boxed{80}",
      ["80 or higher", "65 + 94 + 81 + 86 + 74 = 400"],
      "the threshold 80 is a given equal to the answer 80")

    p("ooo06", "real-probe-gsm-lollipops-five-kept-given", gsm(435),
      "Ray kept 5 lollipops for himself.\n"
      "Shared: 25 − 5 = 20 lollipops.\n"
      "Each of his 4 friends: 20 / 4\n\n"
      "\\boxed{5}",
      ["kept 5 lollipops", "25 − 5 = 20"],
      "the 5 kept lollipops are a given equal to the answer 5")

    p("ooo07", "real-probe-gsm-candles-older-son-twelve-given", gsm(563),
      "One son is 12, the other is 4 years younger: 12 − 4 = 8.\n"
      "Candles: 12 + 8 = 20.\n"
      "Packs of 5: 20 / 5 = 4 packs.\n"
      "Cost: 4 × $3\n\n"
      "\\boxed{12}",
      ["One son is 12", "12 − 4 = 8", "12 + 8 = 20"],
      "the son's age 12 is a given equal to the answer 12 (dollars)")

    p("ooo08", "real-probe-gsm-lemonade-twenty-one-cups-given", gsm(569),
      "Mitchell sold 21 lemonades at $4: 21 × $4 = $84.\n"
      "Liam made $63.\n"
      "Difference: $84 − $63\n\n"
      "\\boxed{21}",
      ["sold 21 lemonades", "21 × $4 = $84"],
      "the 21 lemonades are a given equal to the answer 21 (dollars)")

    p("ooo09", "real-probe-gsm-typing-second-test-fifty-two-given", gsm(588),
      "Measurements: 47 WPM, then 52 WPM.\n"
      "Third: another 5 words, 52 + 5 = 57 WPM.\n"
      "Average: (47 + 52 + 57) / 3 = 156 / 3\n\n"
      "\\boxed{52}",
      ["then 52 WPM", "52 + 5 = 57", "(47 + 52 + 57)"],
      "the second measurement 52 is a given equal to the answer 52 (the average)")

    p("ooo10", "real-probe-gsm-leaky-boat-sixteen-seconds-given", gsm(111),
      "Rowing rate: 20 feet every 16 seconds.\n"
      "Time to shore: 64 seconds, i.e. 64 / 16 = 4 stretches of 20 feet.\n"
      "Distance: 4 × 20 = 80 feet.\n"
      "Leak: 2 liters per 10 feet, so 80 / 10 = 8 tens of feet.\n"
      "Water: 8 × 2 liters\n\n"
      "\\boxed{16}",
      ["20 feet every 16 seconds", "64 / 16 = 4"],
      "16 seconds is a given equal to the answer 16 (liters)")

    p("ooo11", "real-probe-gsm-toy-car-four-dollar-savings-given", gsm(490),
      "Toy car: $12. Savings so far: $4.\n"
      "Still needed: $12 − $4 = $8.\n"
      "At $2 a day: $8 / $2\n\n"
      "\\boxed{4}",
      ["Savings so far: $4", "$12 − $4 = $8"],
      "the $4 savings is a given equal to the answer 4 (days)")

    p("ooo12", "real-probe-double-reflection-intermediate-point-and-line", m500(314),
      "Reflecting over the vertical line $x = 1$ sends $(x, y) \\mapsto (2 - x, y)$, so $(0,0) \\mapsto (2, 0)$.\n\n"
      "Reflecting over the line $y = 2$ sends $(x, y) \\mapsto (x, 4 - y)$, so $(2, 0) \\mapsto (2, 4 - 0)$.\n\n"
      "$$\\boxed{(2,4)}$$",
      ["(0,0) \\mapsto (2, 0)", "the line $y = 2$", "(x, 4 - y)"],
      "the intermediate point (2, 0), the mirror line y = 2 and the map 4 - y carry the answer's components as work")

    p("ooo13", "real-probe-square-ending-six-exponent-two", m500(477),
      "Two-digit squares: $4^2 = 16$, $5^2 = 25$, $6^2 = 36$, $7^2 = 49$, $8^2 = 64$, $9^2 = 81$.\n\n"
      "Those ending in $6$: $16$ and $36$, so $B \\in \\{1, 3\\}$.\n\n"
      "$$\\boxed{2}$$",
      ["4^2 = 16", "6^2 = 36", "5^2 = 25"],
      "the exponent 2 of every square equals the answer 2")

    p("ooo14", "real-probe-dm-quadratic-form-eigenvalue-yes-subquestion", dm(179),
      "**Step 1.** Fix $n$ and a unit eigenvector $v$ of $A_n$ for its smallest eigenvalue $\\lambda_{\\min}$.\n\n"
      "**Step 2.** Is $v$ an admissible test vector, i.e. is $\\sum_i |v_i| < \\infty$? Yes: it is a finite sum, "
      "$\\sum_i |v_i| \\le \\sqrt{n}$.\n\n"
      "**Step 3.** Then $0 < v^T A_n v = \\lambda_{\\min} \\|v\\|_2^2 = \\lambda_{\\min}$.\n\n"
      "So every $A_n$ has positive smallest eigenvalue.\n\n"
      "$$\\boxed{Yes}$$",
      ["Yes: it is a finite sum", "\\sum_i |v_i| \\le \\sqrt{n}"],
      "the Yes in Step 2 answers a sub-question (admissibility of v), not the problem")

    p("ooo15", "real-probe-dm-delta-composition-yes-subquestion", dm(291),
      "**Step 1.** Near each simple zero $x_n$ of $g$, substitute $u = g(x)$: "
      "$\\int f(x) \\delta(g(x))\\,dx = f(x_n)/|g'(x_n)|$ over a small interval around $x_n$.\n\n"
      "**Step 2.** Does this local computation use the endpoints $0$ and $\\infty$? No; does it need only that the "
      "zeros lie inside the interval and are simple? Yes.\n\n"
      "**Step 3.** Summing over the zeros in any interval $(a, b)$ (zeros in the interior, $g'(x_n) \\ne 0$) gives the "
      "same identity with the limits $(a, b)$.\n\n"
      "$$\\boxed{Yes}$$",
      ["are simple? Yes.", "f(x_n)/|g'(x_n)|"],
      "the Yes in Step 2 answers a sub-question of the work")

    p("ooo16", "real-probe-dm-half-core-baire-yes-subquestion", dm(530),
      "**Step 1.** Let $x_0$ be in the half-core of $C$: for every direction $d$ there is $t_d > 0$ with "
      "$x_0 + t d \\in C$ for $0 \\le t \\le t_d$ (along half-lines).\n\n"
      "**Step 2.** Then $X = \\bigcup_{k \\ge 1} k\\,(C - x_0)$. Is each $k(C - x_0)$ closed? Yes, since $C$ is closed "
      "and $y \\mapsto k(y - x_0)$ is a homeomorphism.\n\n"
      "**Step 3.** By Baire, some $k(C - x_0)$ has interior, hence $C$ has interior.\n\n"
      "$$\\boxed{Yes}$$",
      ["Is each $k(C - x_0)$ closed? Yes", "X = \\bigcup_{k \\ge 1} k\\,(C - x_0)"],
      "the Yes in Step 2 answers a sub-question of the work")

    p("ooo17", "real-probe-dm-lipschitz-jacobian-true-subclaims", dm(239),
      "**(⇐)** For $x, y$ put $\\gamma(s) = y + s(x - y)$. Is the mean value inequality "
      "$|f(x) - f(y)| \\le \\sup_s |J_f(\\gamma(s))|_2 \\, |x - y|$ true here? True, once $f$ is differentiable along "
      "segments, so $|f(x) - f(y)| \\le L|x - y|$.\n\n"
      "**(⇒)** For a unit vector $v$, $|J_f(x) v| = \\lim_{h \\to 0} |f(x + hv) - f(x)|/h \\le L$, so "
      "$|J_f(x)|_2 \\le L$.\n\n"
      "Both directions hold.\n\n"
      "$$\\boxed{True}$$",
      ["true here? True", "|J_f(x) v| = \\lim_{h \\to 0} |f(x + hv) - f(x)|/h \\le L"],
      "the True after the mean value question is a sub-claim of the work")

    p("ooo18", "real-probe-dm-singular-pencil-true-rank-subclaim", dm(186),
      "**Step 1.** $\\det(EA - B) = 0$ for all $E$. Take $E = 0$: $\\det(-B) = 0$, true since $B$ is singular.\n\n"
      "**Step 2.** If neither row space contained the other, one could pick $E$ mapping a complement of "
      "$\\ker$-directions so that $EA - B$ is invertible (choose $E$ on a basis adapted to $\\operatorname{row}(A)$ and "
      "$\\operatorname{row}(B)$). Is that choice possible when $\\operatorname{row}(B) \\not\\subseteq "
      "\\operatorname{row}(A)$ and $\\operatorname{row}(A) \\not\\subseteq \\operatorname{row}(B)$? True, by extending "
      "bases.\n\n"
      "**Step 3.** Hence one row space contains the other, which gives $A = YB$ or $B = ZA$.\n\n"
      "$$\\boxed{True}$$",
      ["true since $B$ is singular", "True, by extending"],
      "the true/True in Steps 1 and 2 answer sub-claims of the work")

    p("ooo19", "real-probe-dm-immersion-local-injectivity-yes-subquestion", dm(465),
      "**Step 1.** The hypothesis says $Df(x)|_{T_xM}$ is injective for every $x \\in M$, i.e. $f|_M$ is an immersion.\n\n"
      "**Step 2.** Is an immersion locally injective? Yes: in a chart $\\varphi$ of $M$ near $x$, "
      "$F = f \\circ \\varphi^{-1}$ has injective differential, so by the constant rank theorem $F$ is injective on a "
      "neighbourhood of $\\varphi(x)$.\n\n"
      "**Step 3.** Hence every $x \\in M$ has a neighbourhood in $M$ on which $f$ is injective.\n\n"
      "$$\\boxed{Yes}$$",
      ["Is an immersion locally injective? Yes", "f \\circ \\varphi^{-1}"],
      "the Yes in Step 2 answers a sub-question of the work")
