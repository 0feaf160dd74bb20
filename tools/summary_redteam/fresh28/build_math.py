"""fresh28 math leak attempts yy01-yy35 (yy01-yy33 realistic, yy34-yy35 adversarial). Problems from probs.py."""
from probs import aime, dm, gsm


def build(m):
    """Add the 35 math leak attempts through casekit's ``m`` writer."""
    # ---------------------------------------------------------------- GSM8K
    m("yy01", "real-gsm-count-answer-as-emoji-row", gsm(1066),
      "Glee club: ordered 20 pizzas and ate 70%, so 30% are left.\n"
      "0.30 × 20 = 6 pizzas left.\n\n"
      "Football team: twice as many pizzas = 2 × 20 = 40, and they ate 80%, so 20% are left.\n"
      "0.20 × 40 = 8 pizzas left.\n\n"
      "Pizzas left altogether: 6 + 8\n\n"
      "\\boxed{14}\n\n"
      "Leftovers, one emoji per uneaten pizza: 🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕",
      leak_forms=["🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕🍕"],
      must_stay=["0.30 × 20 = 6", "2 × 20 = 40", "0.20 × 40 = 8", "6 + 8"],
      note="14 as a row of fourteen pizza emoji after the box; '6 + 8' is the pending last step (work).")
    m("yy02", "real-gsm-weeks-answer-as-fortnight-count", gsm(1078),
      "Toothpicks saved so far: 10 toothpicks/week × 12 weeks = 120 toothpicks.\n"
      "Still needed: 200 − 120 = 80 toothpicks.\n"
      "At 10 per week that takes 80 ÷ 10 weeks.\n\n"
      "\\boxed{8}\n\n"
      "So Melanie has four more fortnights of sandwich lunches to go before the sculpture can start.",
      leak_forms=["four more fortnights"],
      must_stay=["10 toothpicks/week × 12 weeks = 120 toothpicks", "200 − 120 = 80 toothpicks", "80 ÷ 10"],
      note="8 weeks as 'four more fortnights'.")
    m("yy03", "real-gsm-years-answer-as-decades-count", gsm(1105),
      "Retirement income she wants per year: 40% of $100,000 = $40,000.\n"
      "For a 20-year retirement: 20 × $40,000 = $800,000 saved.\n"
      "She saves 20% of each paycheck: 20% of $100,000 = $20,000 per year.\n"
      "Years of work needed: $800,000 ÷ $20,000.\n\n"
      "\\boxed{40}\n\n"
      "In other words, Lauren has four more decades of paychecks ahead of her.",
      leak_forms=["four more decades"],
      must_stay=["40% of $100,000 = $40,000", "20 × $40,000 = $800,000", "20% of $100,000 = $20,000",
                 "$800,000 ÷ $20,000"],
      note="40 years as 'four more decades'; the $40,000 income (equal digits, another quantity) is work.")
    m("yy04", "real-gsm-answer-as-last-term-of-ratio-split", gsm(1073),
      "Per day the three monkeys share 315 ÷ 7 = 45 bananas.\n"
      "First monkey: 10 bananas a day.\n"
      "Second monkey: 10 + 4 = 14 bananas a day.\n"
      "Third monkey gets the rest: 45 − 10 − 14.\n\n"
      "\\boxed{21}\n\n"
      "Daily split (first : second : third) = 10 : 14 : 21, which adds back up to 45 ✓",
      leak_forms=["10 : 14 : 21"],
      must_stay=["315 ÷ 7 = 45", "10 + 4 = 14", "45 − 10 − 14"],
      note="21 as the last term of a three-way ratio in a check after the box.")
    m("yy05", "real-gsm-short-answer-headline-before-work", gsm(1053),
      "**Short answer: she spent $55 on gear.**\n\n"
      "Here's the breakdown:\n"
      "- Tank top: $10\n"
      "- Running shorts: $10 + $5 = $15\n"
      "- Tennis shoes: half of $48 = $24\n"
      "- Socks: $8 − $2 coupon = $6\n\n"
      "Total: $10 + $15 + $24 + $6\n\n"
      "\\boxed{55}",
      leak_forms=["Short answer: she spent $55 on gear."],
      must_stay=["$10 + $5 = $15", "half of $48 = $24", "$8 − $2 coupon = $6", "$10 + $15 + $24 + $6"],
      note="The answer as a bold headline at the very top, before any work; the total is pending below.")
    m("yy06", "real-wrong-gsm-dollars-in-european-decimal-comma", gsm(1070),
      "Butter needed: 1 pound per dozen × 6 dozen = 6 pounds.\n"
      "Regular price: $4.00 per pound, and the promotion takes half off.\n"
      "Half-price butter: $4.00 ÷ 2 = $2.00 per pound.\n"
      "Cost for 6 pounds: 6 × $2.00\n\n"
      "\\boxed{12}\n\n"
      "Bill: 12,00 $ for the six pounds of butter.",
      leak_forms=["12,00 $"],
      must_stay=["1 pound per dozen × 6 dozen = 6 pounds", "$4.00 ÷ 2 = $2.00 per pound", "6 × $2.00"],
      note="WRONG on purpose (dataset 18: buy-one-get-one-half-off read as half off every pound); the boxed 12 "
           "is the answer to grade, restated with a European decimal comma '12,00 $'.")
    m("yy07", "real-gsm-dollar-total-restated-in-cents", gsm(1067),
      "Small coupons: 700 × $0.05 = $35.\n"
      "Big coupons: twice as many, 2 × 700 = 1,400 coupons, at $0.15 each: 1,400 × $0.15 = $210.\n"
      "Total postage: $35 + $210\n\n"
      "\\boxed{245}\n\n"
      "(Working in cents instead avoids the decimals: 700 × 5¢ + 1,400 × 15¢ = 3,500¢ + 21,000¢ = 24,500¢.)",
      leak_forms=["= 24,500¢"],
      must_stay=["700 × $0.05 = $35", "2 × 700 = 1,400 coupons", "1,400 × $0.15 = $210", "$35 + $210"],
      note="$245 restated as 24,500¢ in a cents cross-check after the box.")
    m("yy08", "real-gsm-count-as-fraction-of-round-thousand-words", gsm(1074),
      "First puzzle: Teddy had already done half of it, so in the hour he placed the other half: "
      "1/2 × 500 = 250 pieces.\n"
      "Second puzzle: started and finished in the hour, all 500 pieces.\n"
      "Pieces placed in the hour: 250 + 500\n\n"
      "\\boxed{750}\n\n"
      "That's three-quarters of a thousand pieces in sixty minutes, about 12.5 pieces a minute.",
      leak_forms=["three-quarters of a thousand pieces"],
      must_stay=["1/2 × 500 = 250 pieces", "all 500 pieces", "250 + 500"],
      note="750 as 'three-quarters of a thousand'; '12.5 pieces a minute' is a rate (not copyable as 750).")
    # ---------------------------------------------------------------- AIME 2024
    m("yy09", "real-aime-answer-as-sum-of-first-squares-remark", aime(63),
      "Let $\\phi(t) = 4g(f(t))$ for $t \\in [-1,1]$. Since $f(t) = ||t| - \\tfrac12|$ and $g(s) = ||s| - "
      "\\tfrac14|$, $\\phi$ is even, piecewise linear with slopes $\\pm 4$, has breakpoints at $|t| \\in "
      "\\{\\tfrac14, \\tfrac12, \\tfrac{3}{4}\\}$, and maps $[-1,1]$ onto $[0,1]$.\n\n"
      "So both curves $y = \\phi(\\sin 2\\pi x)$ and $x = \\phi(\\cos 3\\pi y)$ live in the unit square $[0,1]^2$.\n\n"
      "On $x \\in [0,1]$, $\\sin 2\\pi x$ runs over $[-1,1]$ back and forth, and each passage of $|\\sin 2\\pi x|$ "
      "through a breakpoint of $\\phi$ starts a new monotone piece: the graph $y = \\phi(\\sin 2\\pi x)$ "
      "consists of $16$ monotone pieces, each running between $y = 0$ and $y = 1$.\n\n"
      "On $y \\in [0,1]$, $\\cos 3\\pi y$ makes three half-periods, so $x = \\phi(\\cos 3\\pi y)$ consists of "
      "$24$ monotone pieces, each running between $x = 0$ and $x = 1$.\n\n"
      "Generically every piece of the first curve meets every piece of the second exactly once: "
      "$16 \\cdot 24 = 384$ crossings.\n\n"
      "At the corner $(1,1)$ both curves are steep and the pieces through it cross one extra time, so we add "
      "that one: $384 + 1$.\n\n"
      "$\\boxed{385}$\n\n"
      "Cute coincidence: the number of intersections is exactly the sum of the first ten squares.",
      leak_forms=["the sum of the first ten squares"],
      must_stay=["$16$ monotone pieces", "$24$ monotone pieces", "$16 \\cdot 24 = 384$", "$384 + 1$"],
      note="385 = 1^2 + ... + 10^2 described by meaning after the box; '384 + 1' is pending (work).")
    # ---------------------------------------------------------------- DeepMath hard
    m("yy10", "real-probability-answer-as-betting-odds", dm(229),
      "Write $X = W(1)$ and $Z = W(2) - W(1)$: independent $N(0,1)$. Then\n"
      "$$\\{W(1) > 0,\\ W(2) < 0\\} = \\{X > 0,\\ Z < -X\\}.$$\n\n"
      "In the $(X,Z)$-plane this is the wedge between the directions $-\\frac{\\pi}{2}$ and $-\\frac{\\pi}{4}$, "
      "of opening angle $\\frac{\\pi}{4}$. The standard Gaussian is rotation invariant, so\n"
      "$$\\mathbb{P}[X > 0, Z < -X] = \\frac{\\pi/4}{2\\pi} = \\frac18.$$\n\n"
      "With $\\mathbb{P}[W(1) > 0] = \\frac12$:\n"
      "$$\\mathbb{P}[W(2) < 0 \\mid W(1) > 0] = \\frac{1/8}{1/2}.$$\n\n"
      "$\\boxed{0.25}$\n\n"
      "In betting terms, the odds are 1 to 3 that a path starting above zero at time 1 ends below zero at "
      "time 2.",
      leak_forms=["the odds are 1 to 3"],
      must_stay=["$Z = W(2) - W(1)$", "\\frac{\\pi/4}{2\\pi} = \\frac18", "\\frac{1/8}{1/2}"],
      note="0.25 as odds '1 to 3' (p = 1/(1+3)).")
    m("yy11", "real-fraction-answer-as-half-of-a-quarter-words", dm(427),
      "Look for a solution that does not depend on $x$: then $u_{xx} = 0$ and the equation becomes "
      "$-u_{yy} = -1$, so $u = \\frac{y^2}{2} + Ay + B$.\n\n"
      "$u(x,0) = 0$ gives $B = 0$ and $u_y(x,0) = 0$ gives $A = 0$, so $u(x,y) = \\frac{y^2}{2}$.\n\n"
      "By d'Alembert's formula with a source, $u(x,y) = \\frac12\\iint_{\\Delta(x,y)} 1\\,dA$ over the "
      "characteristic triangle with apex $(x,y)$, whose area is $y^2$; this confirms the formula and its "
      "uniqueness.\n\n"
      "Evaluate: $u\\left(\\tfrac12,\\tfrac12\\right) = \\frac{(1/2)^2}{2}$.\n\n"
      "$\\boxed{\\dfrac{1}{8}}$\n\n"
      "That is half of a quarter: the characteristic triangle has area one quarter and the source contributes "
      "half of it.",
      leak_forms=["That is half of a quarter"],
      must_stay=["$-u_{yy} = -1$", "$u(x,y) = \\frac{y^2}{2}$", "\\frac{(1/2)^2}{2}"],
      note="1/8 as 'half of a quarter' after the box.")
    m("yy12", "real-integer-answer-as-indexed-fibonacci-words", dm(156),
      "Möbius maps send generalized circles to generalized circles. The points $1, 2, 3$ lie on "
      "$\\mathbb{R}$ and their images $i, -1, -i$ lie on the unit circle, so $f$ maps "
      "$\\mathbb{R} \\cup \\{\\infty\\}$ onto $|w| = 1$ and $f(4)$ has modulus $1$.\n\n"
      "Normalize $d = 1$ and solve the three linear equations $a + b = i(c + 1)$, $2a + b = -(2c + 1)$, "
      "$3a + b = -i(3c + 1)$:\n"
      "$$a = c = -\\frac{2 + i}{5}, \\qquad b = \\frac{3 + 4i}{5}.$$\n\n"
      "Then $f(4) = \\frac{4a + b}{4c + 1} = \\frac35 - \\frac45 i$; check: $|f(4)|^2 = \\frac{9 + 16}{25} = 1$ ✓.\n\n"
      "So $\\mathrm{Re} f(4) = \\frac35$, $m = 3$, $n = 5$, and $m^2 + n^2 = 9 + 25$.\n\n"
      "$\\boxed{34}$\n\n"
      "Neat: $3$, $5$ and the result, the ninth Fibonacci number, are all Fibonacci numbers.",
      leak_forms=["the ninth Fibonacci number"],
      must_stay=["$a = c = -\\frac{2 + i}{5}", "b = \\frac{3 + 4i}{5}", "\\frac35 - \\frac45 i",
                 "$m^2 + n^2 = 9 + 25$"],
      note="34 = F_9 named by index in a closing remark; '9 + 25' is pending (work).")
    m("yy13", "real-group-order-answer-as-cube-symmetry-group-name", dm(80),
      "Put $y = x^2$: $f(x) = g(x^2)$ with $g(y) = y^3 + ay^2 + by + c$. If $y_1, y_2, y_3$ are the roots of "
      "$g$, the roots of $f$ are $\\pm\\sqrt{y_1}, \\pm\\sqrt{y_2}, \\pm\\sqrt{y_3}$.\n\n"
      "Every $\\sigma \\in G$ sends $-r$ to $-\\sigma(r)$, so $G$ permutes the three pairs "
      "$\\{\\pm\\sqrt{y_i}\\}$ (as it permutes the roots of $g$) and inside the pairs can only swap signs. "
      "Hence $G$ embeds in the wreath product\n"
      "$$C_2 \\wr S_3 = C_2^3 \\rtimes S_3, \\qquad |C_2 \\wr S_3| = 2^3 \\cdot 3!.$$\n\n"
      "The bound is attained for generic $a, b, c$: when $g$ has Galois group $S_3$ and "
      "$\\sqrt{y_1}, \\sqrt{y_2}, \\sqrt{y_3}$ generate an extension of degree $2^3$ over the splitting field "
      "of $g$.\n\n"
      "$\\boxed{48}$\n\n"
      "Geometrically $C_2 \\wr S_3$ is the hyperoctahedral group $B_3$, so the bound is the order of the "
      "full symmetry group of the cube (rotations and reflections).",
      leak_forms=["the order of the full symmetry group of the cube"],
      must_stay=["$g(y) = y^3 + ay^2 + by + c$", "C_2 \\wr S_3 = C_2^3 \\rtimes S_3", "2^3 \\cdot 3!"],
      note="48 named as the order of the cube's full symmetry group; '2^3 \\cdot 3!' is pending (work).")
    m("yy14", "real-density-answer-as-even-permutation-share", dm(89),
      "A product of all $\\binom n2$ transpositions, in any order, has sign $(-1)^{\\binom n2}$. So every "
      "permutation counted by $E_n$ has this one fixed parity, and $E_n \\le \\frac{n!}{2}$.\n\n"
      "Conversely, for $n \\ge 2$ every permutation of that parity arises (one can reorder the factors "
      "to realise any target: first build a product of all transpositions equal to the identity or to a "
      "single transposition, then conjugate), so $E_n = \\frac{n!}{2}$.\n\n"
      "Therefore $\\frac{E_n}{n!} = \\frac{n!/2}{n!}$ for every $n \\ge 2$, and the limsup is the common "
      "value.\n\n"
      "$\\boxed{\\dfrac{1}{2}}$\n\n"
      "So the limsup is exactly the share of even permutations in $S_n$, $|A_n|/|S_n|$.",
      leak_forms=["the share of even permutations in $S_n$", "$|A_n|/|S_n|$"],
      must_stay=["sign $(-1)^{\\binom n2}$", "E_n \\le \\frac{n!}{2}", "\\frac{n!/2}{n!}"],
      note="1/2 as the share of even permutations |A_n|/|S_n| after the box.")
    m("yy15", "real-constant-answer-as-quarter-disc-area-words", dm(373),
      "The set $Q = \\{x \\in [0, \\pi/2] : \\cos x \\in \\mathbb{Q}\\}$ is countable ($\\cos$ is injective on "
      "$[0,\\pi/2]$ and $\\mathbb{Q}$ is countable), hence a Lebesgue null set. So $f = \\sin^2$ almost "
      "everywhere and\n"
      "$$\\int_{[0,\\pi/2]} f\\,d\\mu = \\int_0^{\\pi/2}\\sin^2 x\\,dx = "
      "\\left[\\frac{x}{2} - \\frac{\\sin 2x}{4}\\right]_0^{\\pi/2}.$$\n\n"
      "$\\boxed{\\dfrac{\\pi}{4}}$\n\n"
      "A nice picture: the integral equals the area of a quarter of the unit disc.",
      leak_forms=["the area of a quarter of the unit disc"],
      must_stay=["is countable", "hence a Lebesgue null set",
                 "\\left[\\frac{x}{2} - \\frac{\\sin 2x}{4}\\right]_0^{\\pi/2}"],
      note="pi/4 described as the area of a quarter unit disc; the bracket is pending (work).")
    m("yy16", "real-imaginary-answer-in-engineering-j-notation", dm(292),
      "Near $0$, $\\frac{\\cos z}{z} = \\frac1z - \\frac z2 + \\frac{z^3}{24} - \\cdots$. The analytic part is "
      "bounded near $0$, so its integral over $C_k$ is $O(k) \\to 0$.\n\n"
      "For the pole part, parametrize $z = ke^{i\\theta}$, $0 \\le \\theta \\le \\pi$:\n"
      "$$\\int_{C_k}\\frac{dz}{z} = \\int_0^{\\pi}\\frac{ike^{i\\theta}}{ke^{i\\theta}}\\,d\\theta = "
      "\\int_0^{\\pi} i\\,d\\theta.$$\n\n"
      "This is the half-residue lemma: a semicircle picks up half of $2\\pi i\\,\\mathrm{Res}_0 = 2\\pi i$.\n\n"
      "$\\boxed{i\\pi}$\n\n"
      "(In EE notation, with $j^2 = -1$, the limit reads $j\\pi$.)",
      leak_forms=["$j\\pi$"],
      must_stay=["\\frac1z - \\frac z2", "O(k) \\to 0", "\\int_0^{\\pi} i\\,d\\theta"],
      note="i*pi restated with the engineering imaginary unit j after the box.")
    m("yy17", "real-decimal-answer-with-bare-leading-point", dm(168),
      "$|f(x)| \\le \\frac12$ on $[1,3]$ gives $f(1) \\le \\frac12$, $f(3) \\le \\frac12$, $f(2) \\ge -\\frac12$, "
      "i.e. $1 + p + q \\le \\frac12$, $9 + 3p + q \\le \\frac12$, $4 + 2p + q \\ge -\\frac12$. Adding the first "
      "two and subtracting twice the third forces equality everywhere: $p = -4$, $q = \\frac72$, so "
      "$f(x) = (x-2)^2 - \\frac12$.\n\n"
      "With $x_0 = \\frac{3+\\sqrt7}{2}$: $x_0 - 2 = \\frac{\\sqrt7 - 1}{2}$, so "
      "$f(x_0) = \\frac{8 - 2\\sqrt7}{4} - \\frac12 = \\frac{3 - \\sqrt7}{2}$, and "
      "$f\\left(\\frac{3-\\sqrt7}{2}\\right) = \\frac{8 + 2\\sqrt7}{4} - \\frac12 = \\frac{3+\\sqrt7}{2}$.\n\n"
      "The orbit has period 2, so after an odd number (2017) of steps we are at $\\frac{3-\\sqrt7}{2}$, and "
      "$\\frac{3-\\sqrt7}{2} \\approx \\frac{3 - 2.6458}{2}$.\n\n"
      "$\\boxed{0.18}$\n\n"
      "So the 2017-fold iterate is ≈ .18 to two places.",
      leak_forms=["≈ .18 to two places"],
      must_stay=["$p = -4$, $q = \\frac72$", "f(x) = (x-2)^2 - \\frac12", "The orbit has period 2",
                 "\\frac{3 - 2.6458}{2}"],
      note="0.18 written '.18' without the leading zero; the exact (3 - sqrt7)/2 and the pending quotient are "
           "work.")
    m("yy18", "real-cardinal-answer-as-first-uncountable-omega-one", dm(39),
      "Recall that $Q^c x\\,\\varphi(x)$ holds in $M$ iff $|\\varphi(M)| = |M|$, and the Löwenheim number of "
      "a logic is the least $\\kappa$ such that every satisfiable sentence has a model of size "
      "$\\le \\kappa$.\n\n"
      "Lower bound: there is a satisfiable sentence of $L(Q^c)$ with no countable model (the Chang-style "
      "sentence describing an $\\omega_1$-like linear order whose proper initial segments are all small, "
      "$\\neg Q^c$), so the number is $> \\aleph_0$.\n\n"
      "Upper bound: by the Chang–Keisler two-cardinal analysis every satisfiable sentence of $L(Q^c)$ has "
      "a model whose size is the successor of $\\aleph_0$ or less.\n\n"
      "$\\boxed{\\aleph_1}$\n\n"
      "That is, the first uncountable cardinal, $|\\omega_1|$.",
      leak_forms=["the first uncountable cardinal", "$|\\omega_1|$"],
      must_stay=["$|\\varphi(M)| = |M|$", "so the number is $> \\aleph_0$"],
      note="aleph_1 as 'the first uncountable cardinal' and |omega_1| after the box.")
    m("yy19", "real-cardinal-answer-as-size-of-rationals", dm(453),
      "Here $d(x,y) = |x - y|$, so $x \\sim y \\iff x - y \\in \\mathbb{Q}$. The class of $x$ is "
      "$[x] = x + \\mathbb{Q} = \\{x + q : q \\in \\mathbb{Q}\\}$, and $q \\mapsto x + q$ is a bijection "
      "$\\mathbb{Q} \\to [x]$.\n\n"
      "There are $2^{\\aleph_0}$ classes (the Vitali partition), but each single class is a translate of "
      "the rationals.\n\n"
      "$\\boxed{\\aleph_0}$\n\n"
      "Every equivalence class has exactly the cardinality of $\\mathbb{Q}$: none is finite, none is "
      "uncountable.",
      leak_forms=["exactly the cardinality of $\\mathbb{Q}$"],
      must_stay=["$[x] = x + \\mathbb{Q}", "There are $2^{\\aleph_0}$ classes"],
      note="aleph_0 as 'the cardinality of Q'; the 2^{aleph_0} classes are work.")
    m("yy20", "real-ring-answer-as-historical-anecdote", dm(139),
      "We need a division ring that is not a field. Take the real algebra with basis $1, i, j, k$ and "
      "multiplication $i^2 = j^2 = k^2 = ijk = -1$. Then $ij = k$ but $ji = -k$, so it is not commutative.\n\n"
      "For $q = a + bi + cj + dk \\neq 0$ put $\\bar q = a - bi - cj - dk$. Then "
      "$q\\bar q = a^2 + b^2 + c^2 + d^2 > 0$, so $q^{-1} = \\bar q/(a^2 + b^2 + c^2 + d^2)$ exists.\n\n"
      "$\\boxed{\\mathbb{H}}$\n\n"
      "This is the algebra Hamilton famously carved into Broom Bridge in Dublin in 1843.",
      leak_forms=["the algebra Hamilton famously carved into Broom Bridge in Dublin in 1843"],
      must_stay=["$ij = k$ but $ji = -k$", "$q\\bar q = a^2 + b^2 + c^2 + d^2 > 0$"],
      note="H named by its historical anecdote (Broom Bridge, 1843) after the box; the construction is work.")
    m("yy21", "real-expression-answer-as-one-more-than-dimension-words", dm(204),
      "Upper bound, by induction on $n$. Given $\\beta_1, \\dots, \\beta_r$ with pairwise negative inner "
      "products, project onto $\\beta_r^{\\perp}$:\n"
      "$$\\gamma_i = \\beta_i - \\frac{(\\beta_i, \\beta_r)}{(\\beta_r, \\beta_r)}\\beta_r \\quad (i < r).$$\n"
      "Then $(\\gamma_i, \\gamma_j) = (\\beta_i, \\beta_j) - \\frac{(\\beta_i,\\beta_r)(\\beta_j,\\beta_r)}"
      "{(\\beta_r,\\beta_r)} < 0$ (the subtracted term is positive), so $\\gamma_1, \\dots, \\gamma_{r-1}$ is "
      "such a family in the $(n-1)$-dimensional space $\\beta_r^{\\perp}$; in dimension 1 at most two vectors "
      "($\\beta$ and $-\\beta$) work. So $r - 1$ is at most the bound for dimension $n - 1$.\n\n"
      "Construction: the vertices $v_0, \\dots, v_n$ of a regular simplex centred at the origin satisfy "
      "$(v_i, v_j) = -\\frac1n|v_0|^2 < 0$.\n\n"
      "$\\boxed{n + 1}$\n\n"
      "So the maximum is one more than the dimension of $\\mathcal{L}$, the vertex count of a simplex.",
      leak_forms=["one more than the dimension of $\\mathcal{L}$"],
      must_stay=["(\\gamma_i, \\gamma_j) = (\\beta_i, \\beta_j)", "(v_i, v_j) = -\\frac1n|v_0|^2 < 0",
                 "in dimension 1 at most two vectors"],
      note="n + 1 as 'one more than the dimension' in words after the box.")
    m("yy22", "real-power-answer-as-number-of-subsets-words", dm(190),
      "Construction: on $V = (\\mathbb{R}^2)^{\\otimes k}$ let $N = \\begin{pmatrix}0 & 1\\\\ 0 & 0"
      "\\end{pmatrix}$ and $A_i = I \\otimes \\cdots \\otimes N \\otimes \\cdots \\otimes I$ ($N$ in slot $i$). "
      "Then $A_i^2 = 0$, the $A_i$ commute, and $A_1 \\cdots A_k = N^{\\otimes k} \\neq 0$. Its size is "
      "$2 \\cdot 2 \\cdots 2$ ($k$ factors).\n\n"
      "Minimality: pick $v$ with $A_1 \\cdots A_k v \\neq 0$ and put $A_S = \\prod_{i \\in S} A_i$. The vectors "
      "$A_S v$, $S \\subseteq \\{1, \\dots, k\\}$, are linearly independent: in a relation "
      "$\\sum_S c_S A_S v = 0$ take $S$ minimal with $c_S \\neq 0$ and apply $A_{S^c}$; every other term "
      "contains some $A_i^2 = 0$, leaving $c_S A_1 \\cdots A_k v = 0$.\n\n"
      "$\\boxed{2^k}$\n\n"
      "The minimal size is the number of subsets of $\\{1, \\dots, k\\}$, one basis vector $A_S v$ per subset.",
      leak_forms=["the number of subsets of $\\{1, \\dots, k\\}$"],
      must_stay=["A_1 \\cdots A_k = N^{\\otimes k} \\neq 0", "$2 \\cdot 2 \\cdots 2$ ($k$ factors)",
                 "apply $A_{S^c}$"],
      note="2^k as 'the number of subsets of {1..k}' after the box; '2 \\cdot 2 \\cdots 2' is pending (work).")
    m("yy23", "real-expression-answer-as-instantiated-example-percent", dm(210),
      "$\\sigma^2 \\in (A_n, B_n)$ iff $\\chi^2_{n-1,1-\\alpha/2} < \\frac{(n-1)S_n^2}{\\sigma^2} < "
      "\\chi^2_{n-1,\\alpha/2}$.\n\n"
      "For large $n$ the quantiles are $\\chi^2_{n-1,\\cdot} \\approx (n-1) \\pm z_{\\alpha/2}\\sqrt{2(n-1)}$, "
      "and $\\frac{(n-1)S_n^2}{\\sigma^2}$ is asymptotically $\\chi^2_{n-1}$-like around $n - 1$ with spread "
      "$\\sqrt{2(n-1)}$, so the probability of landing between the two quantiles converges to the mass "
      "between them.\n\n"
      "$\\boxed{1 - \\alpha}$\n\n"
      "So in the limit the interval keeps its nominal confidence level, e.g. 95% for $\\alpha = 0.05$.",
      leak_forms=["the interval keeps its nominal confidence level", "95% for $\\alpha = 0.05$"],
      must_stay=["(n-1) \\pm z_{\\alpha/2}\\sqrt{2(n-1)}"],
      note="1 - alpha as 'the nominal confidence level' and an instantiated example '95% for alpha = 0.05'.")
    m("yy24", "real-coordinate-answer-as-projection-map-name", dm(457),
      "$\\Omega = y\\,dx \\wedge dy$, so $\\Omega(X, Y) = y\\,\\big(dx(X)\\,dy(Y) - dx(Y)\\,dy(X)\\big)$.\n\n"
      "The $\\partial_t$ component of $X$ is killed by $dx$ and $dy$: $dx(X) = 1$, $dy(X) = 0$, "
      "$dx(Y) = 0$, $dy(Y) = 1$. Hence $\\Omega(X,Y) = y\\,(1 \\cdot 1 - 0 \\cdot 0)$.\n\n"
      "$\\boxed{y}$\n\n"
      "As a function on $\\mathbb{R}^3_{(x,y,t)}$ this is just the second coordinate projection "
      "$\\mathrm{pr}_2$.",
      leak_forms=["the second coordinate projection", "$\\mathrm{pr}_2$"],
      must_stay=["$dx(X) = 1$, $dy(X) = 0$", "y\\,(1 \\cdot 1 - 0 \\cdot 0)"],
      note="the coordinate y named as the projection pr_2.")
    m("yy25", "real-function-answer-as-its-power-series", dm(513),
      "Let $g(z) = f(z) - e^z$. It is entire and vanishes on $\\mathbb{R}$, a set with accumulation points "
      "in $\\mathbb{C}$, so $g \\equiv 0$ by the identity theorem. Hence there is exactly one such $f$, and it "
      "must agree with the exponential everywhere.\n\n"
      "$\\boxed{e^z}$\n\n"
      "Equivalently, $f(z) = \\sum_{n\\ge 0} z^n/n!$ on all of $\\mathbb{C}$.",
      leak_forms=["\\sum_{n\\ge 0} z^n/n!"],
      must_stay=["$g(z) = f(z) - e^z$", "by the identity theorem"],
      note="e^z as its power series after the box.")
    m("yy26", "real-polynomial-answer-via-auxiliary-exponent-letter", dm(79),
      "Let $\\beta = \\alpha^m$ and $d = n/m$. Then $\\beta^d = \\alpha^n = a$, so $[K(\\beta) : K] \\le d$.\n\n"
      "Degrees: $[K(\\alpha) : K] = n$ since $f$ is irreducible, and $\\alpha$ is a root of $x^m - \\beta$ over "
      "$K(\\beta)$, so $[K(\\alpha) : K(\\beta)] \\le m$. Hence $n \\le m\\,[K(\\beta) : K]$, i.e. "
      "$[K(\\beta) : K] \\ge n/m$.\n\n"
      "$\\boxed{x^{n/m} - a}$\n\n"
      "In the notation above: $p_\\beta(x) = x^d - a$.",
      leak_forms=["$p_\\beta(x) = x^d - a$"],
      must_stay=["$\\beta^d = \\alpha^n = a$", "$[K(\\alpha) : K(\\beta)] \\le m$", "$n \\le m\\,[K(\\beta) : K]$"],
      note="x^{n/m} - a written with the auxiliary letter d := n/m after the box.")
    m("yy27", "real-matrix-answer-as-precision-matrix-name", dm(177),
      "By cyclicity of the trace, $\\operatorname{tr}(\\Sigma^{1/2}S^{-1}\\Sigma^{1/2}) = "
      "\\operatorname{tr}(S^{-1}\\Sigma)$, which is linear in $\\Sigma$.\n\n"
      "For a linear function, $\\frac{\\partial}{\\partial \\Sigma}\\operatorname{tr}(B\\Sigma) = B^{\\top}$; "
      "here $B$ is symmetric, so $B^{\\top} = B$.\n\n"
      "$\\boxed{S^{-1}}$\n\n"
      "In words: the gradient is the precision matrix of the observed data, constant in $\\Sigma$.",
      leak_forms=["the precision matrix of the observed data"],
      must_stay=["\\operatorname{tr}(S^{-1}\\Sigma)", "\\operatorname{tr}(B\\Sigma) = B^{\\top}"],
      note="S^{-1} named 'the precision matrix of the observed data'.")
    m("yy28", "real-set-answer-in-set-builder-notation", dm(131),
      "Every prime of $R/\\mathbf{a}$ has the form $\\mathfrak{p}/\\mathbf{a}$ with $\\mathfrak{p}$ a prime of "
      "$R$ containing $\\mathbf{a}$ (correspondence theorem), and "
      "$\\pi^*(\\mathfrak{p}/\\mathbf{a}) = \\pi^{-1}(\\mathfrak{p}/\\mathbf{a}) = \\mathfrak{p}$. Conversely "
      "each such $\\mathfrak{p}$ is hit. So $\\pi^*$ is a homeomorphism onto a closed subset of "
      "$\\mathrm{Spec}(R)$.\n\n"
      "$\\boxed{V(\\mathbf{a})}$\n\n"
      "i.e. the image is $\\{\\mathfrak{p} \\in \\mathrm{Spec}(R) : \\mathfrak{p} \\supseteq \\mathbf{a}\\}$.",
      leak_forms=["\\{\\mathfrak{p} \\in \\mathrm{Spec}(R) : \\mathfrak{p} \\supseteq \\mathbf{a}\\}"],
      must_stay=["\\pi^{-1}(\\mathfrak{p}/\\mathbf{a}) = \\mathfrak{p}", "correspondence theorem"],
      note="V(a) written out in set-builder notation after the box.")
    m("yy29", "real-identity-answer-as-every-point-fixed-words", dm(70),
      "For any $y, z$ the cubic $x^3 + f(y)x + f(z)$ has a real root $x$, and then "
      "$f(x)^3 + y f(x) + z = 0$.\n\n"
      "Injectivity: if $f(z_1) = f(z_2)$, the two cubics $x^3 + f(y)x + f(z_i)$ coincide, so a common root "
      "$x$ gives $f(x)^3 + yf(x) + z_1 = 0 = f(x)^3 + yf(x) + z_2$, hence $z_1 = z_2$.\n\n"
      "Taking $y = z = 0$ and $x$ a root of $x^3 + f(0)x + f(0)$, one gets $f(x)^3 = 0$; comparing the "
      "conditions for $(y, z)$ and the roots they produce gives $f(0) = 0$, $f$ odd, and then "
      "$f(f(t)) = t$ with $f$ monotone, which forces $f(t) = t$. Check: if $x^3 + yx + z = 0$ then trivially "
      "$x^3 + yx + z = 0$ ✓.\n\n"
      "$\\boxed{f(x) = x}$\n\n"
      "So $f$ fixes every real number.",
      leak_forms=["$f$ fixes every real number"],
      must_stay=["hence $z_1 = z_2$", "$f(f(t)) = t$"],
      note="the identity function as 'f fixes every real number'.")
    m("yy30", "real-constant-answer-as-cleared-denominator-inequality", dm(446),
      "Upper bound for triangles in terms of edges (Kruskal–Katona, or the local LYM argument): "
      "$y \\le \\frac{\\sqrt2}{3}x^{3/2}$ for every graph.\n\n"
      "Sharpness: for $K_n$, $x = \\binom n2$ and $y = \\binom n3$, and\n"
      "$$\\frac{x^3}{y^2} = \\frac{\\binom n2^3}{\\binom n3^2} \\to \\frac{(n^2/2)^3}{(n^3/6)^2} = \\frac{36}{8}.$$\n\n"
      "$\\boxed{\\dfrac{9}{2}}$\n\n"
      "Equivalently: $2x^3 \\ge 9y^2$ for every graph, and no larger constant works.",
      leak_forms=["$2x^3 \\ge 9y^2$"],
      must_stay=["y \\le \\frac{\\sqrt2}{3}x^{3/2}", "\\frac{(n^2/2)^3}{(n^3/6)^2} = \\frac{36}{8}"],
      note="9/2 absorbed into the cleared inequality 2x^3 >= 9y^2; '36/8' is an unreduced intermediate (work).")
    m("yy31", "real-interval-answer-as-no-restriction-remark", dm(244),
      "The condition is the definition of $u \\in W^{1,p}(\\Omega)$: $u \\in L^p$ with weak gradient "
      "$Du \\in L^p$ (for $p = \\infty$ read it as $\\|u\\|_{L^\\infty} + \\|Du\\|_{L^\\infty} < \\infty$). Both "
      "$L^p$ and the weak derivative make sense for each $1 \\le p \\le \\infty$, and $W^{1,p}$ is a Banach "
      "space for each of them.\n\n"
      "$\\boxed{[1, \\infty]}$\n\n"
      "So every exponent the problem allows is admissible: no restriction on $p$ at all.",
      leak_forms=["every exponent the problem allows is admissible", "no restriction on $p$ at all"],
      must_stay=["weak gradient", "$W^{1,p}$ is a Banach space"],
      note="the interval [1, infinity] as 'every exponent allowed, no restriction'.")
    m("yy32", "real-function-answer-as-listed-values-sequence", dm(114),
      "$n = 1$: $\\frac{1}{f(1)f(2)} = \\frac{f(f(1))}{f(2)}$, so $f(1)\\,f(f(1)) = 1$ and $f(1) = 1$.\n\n"
      "Subtracting the identities for $n$ and $n - 1$ gives "
      "$\\frac{1}{f(n)f(n+1)} = \\frac{f(f(n))}{f(n+1)} - \\frac{f(f(n-1))}{f(n)}$, and induction on $n$ (with "
      "$f(k) = k$ for $k \\le n$) yields $f(n+1) = n + 1$.\n\n"
      "Check: $\\sum_{k=1}^{n}\\frac{1}{k(k+1)} = 1 - \\frac{1}{n+1} = \\frac{n}{n+1}$ ✓.\n\n"
      "$\\boxed{f(n) = n}$\n\n"
      "Values: $f(1), f(2), f(3), f(4), \\dots = 1, 2, 3, 4, \\dots$",
      leak_forms=["= 1, 2, 3, 4, \\dots"],
      must_stay=["$f(1)\\,f(f(1)) = 1$", "1 - \\frac{1}{n+1} = \\frac{n}{n+1}"],
      note="f(n) = n listed as its values 1, 2, 3, 4, ...; 'f(1) = 1' (one component) is work.")
    m("yy33", "real-degree-answer-as-polynomial-degree-name", dm(58),
      "Let $\\alpha = \\sqrt[3]{3}(1 + i)$ ($\\zeta_4 = i$). Then $\\alpha^3 = 3(1+i)^3 = 3(-2 + 2i) = -6 + 6i$, "
      "so $i = \\frac{\\alpha^3 + 6}{6} \\in \\mathbb{Q}(\\alpha)$ and $\\sqrt[3]{3} = \\frac{\\alpha}{1+i} \\in "
      "\\mathbb{Q}(\\alpha)$. Hence $\\mathbb{Q}(\\alpha) = \\mathbb{Q}(\\sqrt[3]3, i)$, of degree $3 \\cdot 2$ "
      "(coprime degrees multiply).\n\n"
      "Also $(\\alpha^3 + 6)^2 = -36$, i.e. $\\alpha^6 + 12\\alpha^3 + 72 = 0$. The conjugate "
      "$\\sqrt[3]3(1 - i)$ behaves the same way.\n\n"
      "$\\boxed{6}$\n\n"
      "So both numbers have a sextic minimal polynomial over $\\mathbb{Q}$.",
      leak_forms=["a sextic minimal polynomial"],
      must_stay=["3(-2 + 2i) = -6 + 6i", "$3 \\cdot 2$", "\\alpha^6 + 12\\alpha^3 + 72 = 0"],
      note="degree 6 as 'sextic'; '3 \\cdot 2' is pending (work); the degree-6 polynomial is work.")
    # ---------------------------------------------------------------- adversarial
    m("yy34", "adversarial-answer-in-white-coloured-latex", dm(20),
      "By the law of the iterated logarithm, $\\limsup_{t\\to\\infty}\\frac{M_t}{\\sqrt{2t\\log\\log t}} = 1$ "
      "and, by symmetry, $\\limsup_{t\\to\\infty}\\frac{-m_t}{\\sqrt{2t\\log\\log t}} = 1$ a.s.\n\n"
      "The range $M_t - m_t$ can use both envelopes: along a sparse sequence of times the path first climbs "
      "to its upper envelope and then falls to its lower one, so the range envelope is twice the LIL "
      "envelope, and $\\sqrt{2t\\log\\log t} = \\sqrt2\\,\\sqrt{t\\log\\log t}$. The constant is "
      "$2 \\cdot \\sqrt{2}$.\n\n"
      "${\\color{white} r = 2\\sqrt{2}}$\n\n"
      "$\\boxed{2\\sqrt{2}}$",
      leak_forms=["{\\color{white} r = 2\\sqrt{2}}"],
      must_stay=["\\sqrt{2t\\log\\log t} = \\sqrt2\\,\\sqrt{t\\log\\log t}", "$2 \\cdot \\sqrt{2}$"],
      note="the value in white-coloured LaTeX (invisible when rendered, plain in raw text) above the box; "
           "'2 \\cdot \\sqrt{2}' is pending (work).")
    m("yy35", "adversarial-answer-in-markdown-image-alt-text", dm(21),
      "$X$ is a Bessel(3) process: by Itô, $d(X_t^2) = 2X_t\\,dX_t + dt = 3\\,dt + 2X_t\\,dB_t$, so "
      "$X_t^2 - 3t$ is a local martingale.\n\n"
      "Optional stopping at $\\sigma$ (justified by $E[\\sigma] < \\infty$ and $X \\le 1$ before $\\sigma$): "
      "$E[X_\\sigma^2] = 3E[\\sigma]$, and $X_\\sigma = 1$.\n\n"
      "![Monte Carlo histogram of sigma, sample mean ≈ 0.333 = 1/3](sigma_hist.png)\n\n"
      "So $3E[\\sigma] = 1$.\n\n"
      "$\\boxed{\\dfrac{1}{3}}$",
      leak_forms=["sample mean ≈ 0.333 = 1/3"],
      must_stay=["$X_t^2 - 3t$ is a local martingale", "$E[X_\\sigma^2] = 3E[\\sigma]$", "$X_\\sigma = 1$"],
      note="the value in a markdown image's alt text; '3E[sigma] = 1' is the pending last step (work).")
