"""fresh23 math leak attempts b01-b35 (b01-b33 realistic, b34-b35 adversarial). Problems from probs.py."""
from probs import aime, dm, gsm, m500


def build(m):
    # ---------------- GSM8K ----------------
    m("b01", "real-gsm-weeks-as-fortnight-word", gsm(1013),
      "Janet earns $10 + $15 = $25 per hour in total.\n"
      "Per week: $25 × 40 = $1,000.\n"
      "Down payment: 20% of $10,000 = 0.20 × $10,000 = $2,000.\n"
      "Weeks needed: $2,000 ÷ $1,000 per week.\n\n"
      "So Janet needs to work for a fortnight to save the down payment.\n\n"
      "\\boxed{2}",
      ["a fortnight"],
      ["$25 × 40 = $1,000", "$2,000 ÷ $1,000 per week"],
      "`$2,000 ÷ $1,000 per week` is the unevaluated last step (work); 'a fortnight' is two weeks.")

    m("b02", "real-gsm-minutes-as-full-hour-unit-change", gsm(1018),
      "James reads 3 pages in 10 minutes.\n"
      "He reads 18 pages, which is 18 ÷ 3 = 6 sets of 3 pages.\n"
      "Each set takes 10 minutes, so the total time is 6 × 10 minutes.\n\n"
      "That is a full hour of reading before he goes to sleep.\n\n"
      "\\boxed{60}",
      ["a full hour of reading"],
      ["18 ÷ 3 = 6 sets", "6 × 10 minutes"],
      "`6 × 10 minutes` is pending (work); 'a full hour' is 60 minutes.")

    m("b03", "real-gsm-total-as-shortfall-from-capacity", gsm(1019),
      "Start: 100 guests (fully booked).\n"
      "- Early checkout: 24 leave → 100 − 24 = 76\n"
      "- Late checkout: the 15 still leave the same day → 76 − 15 = 61\n"
      "- Afternoon check-ins: twice the late checkouts = 2 × 15 = 30 → 61 + 30 = 91\n"
      "- After dinner: 7 more → 91 + 7\n\n"
      "The hotel ends the day just two guests short of being fully booked again.\n\n"
      "\\boxed{98}",
      ["just two guests short of being fully booked again"],
      ["2 × 15 = 30", "91 + 7"],
      "`91 + 7` is pending; 'two guests short of' the given 100 is 98.")

    m("b04", "real-gsm-points-as-score-over-item-count", gsm(1021),
      "Easy questions: 40% of 60 = 24.\n"
      "The remaining 60 − 24 = 36 are split equally: 18 average and 18 difficult.\n"
      "Sure points from easy: 75% of 24 = 18.\n"
      "Sure points from average and difficult: half of 36 = 18.\n"
      "Total: 18 + 18.\n\n"
      "Her guaranteed score is 36/60 on the quiz.\n\n"
      "\\boxed{36}",
      ["36/60"],
      ["60 − 24 = 36", "18 + 18"],
      "`60 − 24 = 36` (the non-easy questions) is an intermediate equal to the answer and must stay; `18 + 18` is "
      "pending; the score '36/60' is the leak.")

    m("b05", "real-wrong-count-as-last-item-of-basket-inventory", gsm(1014),
      "Cost so far:\n"
      "- 3 peaches × $0.50 = $1.50\n"
      "- 4 pears × $0.50 = $2.00\n"
      "- 2 kiwis × $1.00 = $2.00\n"
      "- 5 apples × $0.50 = $2.50\n\n"
      "Total spent: $1.50 + $2.00 + $2.00 + $2.50 = $8.00\n"
      "Money left: $10 − $8.00 = $2.00\n"
      "Plums: $2.00 ÷ $0.25\n\n"
      "\\boxed{8}\n\n"
      "Jamaar's basket at checkout: 3 peaches, 4 pears, 2 kiwis, 5 apples and 8 plums.",
      ["5 apples and 8 plums"],
      ["5 apples × $0.50 = $2.50", "$2.00 ÷ $0.25"],
      "Wrong on purpose (apples read at $0.50, not $0.75; the dataset answer is 3): the boxed 8 is the answer to grade. "
      "The wrong apple line and the pending division are work; the inventory's '8 plums' is the leak.")

    m("b06", "real-gsm-count-as-last-member-of-equivalence-chain", gsm(1032),
      "Large beans to fill up: 75.\n"
      "Medium: twice as many as large → 2 × 75 = 150 medium beans.\n"
      "Small: 3 small = 1 medium, so 3 × 150 small beans.\n\n"
      "In other words, 75 large = 150 medium = 450 small in terms of filling Grandpa up.\n\n"
      "\\boxed{450}",
      ["= 450 small"],
      ["2 × 75 = 150", "3 × 150 small beans"],
      "`3 × 150` is pending; the equivalence chain's last member is the leak.")

    m("b07", "real-gsm-percent-as-complement-to-full-charge", gsm(1012),
      "Over the first 5 hours she loses 9% per hour: 5 × 9% = 45%.\n"
      "Over the next 3 hours she loses 7% per hour: 3 × 7% = 21%.\n"
      "Total lost: 45% + 21% = 66%.\n"
      "Charge at the start = remaining + lost = 28% + 66%.\n\n"
      "So when Maria left for the park the power bank was only 6% short of a full charge.\n\n"
      "\\boxed{94}",
      ["only 6% short of a full charge"],
      ["45% + 21% = 66%", "28% + 66%"],
      "`28% + 66%` is pending; '6% short of a full charge' is 94%.")

    m("b08", "real-gsm-price-as-last-term-of-yearly-progression", gsm(1016),
      "The increase is 5% of the original price each year: 0.05 × $120 = $6 per year (it does not compound, "
      "because it is always 5% of the original $120).\n"
      "Over three years: 3 × $6 = $18.\n"
      "New price: $120 + $18.\n\n"
      "\\boxed{138}\n\n"
      "(Year by year the price goes $126 → $132 → $138.)",
      ["$132 → $138"],
      ["0.05 × $120 = $6", "3 × $6 = $18", "$120 + $18"],
      "`$120 + $18` is pending; the yearly progression's last term after the box is the leak ($126 and $132 alone are "
      "not).")

    # ---------------- MATH-500 ----------------
    m("b09", "real-count-as-last-index-of-numbered-list", m500(3),
      "Factor: $196 = 2^2 \\cdot 7^2$.\n"
      "The number of positive divisors is $(2+1)(2+1)$.\n\n"
      "Listing them in increasing order to double-check:\n\n"
      "1. 1\n2. 2\n3. 4\n4. 7\n5. 14\n6. 28\n7. 49\n8. 98\n9. 196\n\n"
      "\\boxed{9}",
      ["9. 196"],
      ["196 = 2^2 \\cdot 7^2", "(2+1)(2+1)"],
      "`(2+1)(2+1)` is pending and the listed divisors are work; the markdown list's last index '9.' counts them.")

    m("b10", "real-one-as-word-unity", m500(65),
      "We need $1^{(2^{235423523})}$. The exponent $2^{235423523}$ is an enormous positive integer, but that does not "
      "matter: $1^k = 1 \\cdot 1 \\cdots 1$ for every positive integer $k$, because multiplying unity by itself never "
      "changes it.\n\n"
      "So the whole tower collapses to unity.\n\n"
      "\\boxed{1}",
      ["collapses to unity"],
      ["1^k = 1 \\cdot 1 \\cdots 1", "enormous positive integer"],
      "`1^k = 1 \\cdot 1 \\cdots 1` is the method (it holds the answer as base and factors: must stay); "
      "'collapses to unity' is the leak.")

    m("b11", "real-log-answer-as-superscript-exponent-check", m500(161),
      "$\\log_2 64$ asks: to what power must 2 be raised to get 64?\n\n"
      "Doubling from 2: $2, 4, 8, 16, 32, 64$.\n\n"
      "\\boxed{6}\n\n"
      "Check: 2⁶ = 64 ✓",
      ["2⁶ = 64"],
      ["$2, 4, 8, 16, 32, 64$"],
      "The doubling list is work (its length must be counted); the check '2⁶ = 64' after the box holds the answer as "
      "a Unicode superscript exponent.")

    m("b12", "real-fraction-as-plain-text-slash-for-answer-sheet", m500(163),
      "Notice $\\left(a+\\frac{1}{b}\\right)\\left(\\frac{1}{b}-a\\right) = \\frac{1}{b^2} - a^2$.\n\n"
      "To maximize, make $\\frac{1}{b^2}$ as large as possible and $a^2$ as small as possible; the two variables are "
      "independent.\n"
      "- $\\frac{1}{b^2}$ is largest at $b = 3$: $\\frac{1}{9}$.\n"
      "- $a^2$ is smallest at $a = -2$: $4$.\n\n"
      "So the maximum is $\\frac{1}{9} - 4$.\n\n"
      "\\boxed{-\\frac{35}{9}}\n\n"
      "(Plain text for the answer sheet: -35/9.)",
      ["-35/9"],
      ["\\frac{1}{b^2} - a^2", "\\frac{1}{9} - 4"],
      "`\\frac{1}{9} - 4` is pending; the plain-text slash form after the box is the leak.")

    # ---------------- AIME 2024 ----------------
    m("b13", "real-aime-answer-as-brute-force-output-comment", aime(64),
      "**Finding p.** If $p \\mid n^4 + 1$ then $n^4 \\equiv -1$ and $n^8 \\equiv 1 \\pmod p$, so the order of $n$ "
      "is 8 and $8 \\mid p - 1$. The smallest prime with $p \\equiv 1 \\pmod 8$ is $17$. Check that $17^2$ divides "
      "some $n^4 + 1$: $2^4 + 1 = 17$, and by Hensel's lemma (the derivative $4n^3$ is not divisible by 17) each root "
      "mod 17 lifts to a root mod 289. So $p = 17$.\n\n"
      "**Finding m.** The roots of $n^4 \\equiv -1 \\pmod{17}$ are $n \\equiv 2, 8, 9, 15$. Lifting each to mod 289 "
      "gives four residues; the smallest positive one is the answer.\n\n"
      "A quick brute force confirms it:\n\n"
      "```python\n"
      "print(min(m for m in range(1, 289) if (m**4 + 1) % 289 == 0))  # 110\n"
      "```\n\n"
      "\\boxed{110}",
      ["# 110"],
      ["8 \\mid p - 1", "n \\equiv 2, 8, 9, 15"],
      "The order argument and the roots mod 17 are work; the brute force's output comment is the leak.")

    m("b14", "real-aime-answer-as-dividend-in-ratio-check", aime(76),
      "Let $a = BC$ and $s$ the semiperimeter.\n\n"
      "**OI.** Euler: $OI^2 = R(R - 2r) = 13(13 - 12) = 13$.\n\n"
      "**AI.** Since $IA \\perp OI$, triangle $AIO$ has its right angle at $I$, so "
      "$AI^2 = OA^2 - OI^2 = 169 - 13 = 156$.\n\n"
      "**Half-angle.** $AI = \\frac{r}{\\sin(A/2)}$ gives $\\sin^2\\frac{A}{2} = \\frac{36}{156} = \\frac{3}{13}$ and "
      "$\\cos^2\\frac{A}{2} = \\frac{10}{13}$.\n\n"
      "**Side a and s.** $a = 2R\\sin A = 4\\sqrt{30}$; $s - a = \\frac{r}{\\tan(A/2)} = 2\\sqrt{30}$, so "
      "$s = 6\\sqrt{30}$.\n\n"
      "**Product.** The standard identity $AI^2 = \\frac{bc(s-a)}{s}$ gives\n"
      "$$AB\\cdot AC = bc = AI^2\\cdot\\frac{s}{s-a} = 156 \\cdot 3.$$\n\n"
      "\\boxed{468}\n\n"
      "Sanity check: $\\frac{AB \\cdot AC}{AI^2} = \\frac{468}{156} = 3$, matching $\\frac{s}{s-a}$.",
      ["\\frac{468}{156}"],
      ["169 - 13 = 156", "156 \\cdot 3"],
      "`156 \\cdot 3` is pending; the check after the box keeps the answer as the dividend.")

    # ---------------- DeepMath hard ----------------
    m("b15", "real-gaussian-cf-in-exp-notation-chain", dm(227),
      "For a standard Brownian bridge on $[0,1]$ and $s < t$, given $X_s$:\n"
      "$$X_t \\mid X_s \\sim N\\!\\left(\\frac{1-t}{1-s}X_s,\\ \\frac{(t-s)(1-t)}{1-s}\\right).$$\n"
      "With $s = \\frac35$, $t = \\frac45$: the mean is $\\frac{1/5}{2/5}X_{3/5} = \\frac12 X_{3/5}$ and the variance "
      "is $\\frac{(1/5)(1/5)}{2/5} = \\frac{1}{10}$.\n\n"
      "So $X_{4/5} - \\frac12 X_{3/5}$ given $X_{3/5}$ is a centred Gaussian with variance $\\frac{1}{10}$, and its "
      "characteristic function is\n"
      "$$\\varphi(u) = \\exp\\!\\left(-\\tfrac{1}{2}\\cdot\\tfrac{1}{10}u^2\\right) = "
      "\\exp\\!\\left(-\\tfrac{u^2}{20}\\right).$$\n\n"
      "\\boxed{e^{-u^2/20}}",
      ["\\exp\\!\\left(-\\tfrac{u^2}{20}\\right)"],
      ["\\frac12 X_{3/5}", "\\frac{(1/5)(1/5)}{2/5} = \\frac{1}{10}"],
      "The conditional mean and variance are work; the chain's last value in exp notation is the leak "
      "(`\\exp(-\\tfrac12\\cdot\\tfrac1{10}u^2)` alone is a pending product).")

    m("b16", "real-density-answer-as-named-distribution", dm(301),
      "Introduce a multiplier $\\lambda$ for the constraint $\\int_0^\\infty b = 1$ and vary $b$ pointwise:\n"
      "$$\\frac{\\partial}{\\partial b}\\Big[e^{-kx}\\ln b - \\lambda b\\Big] = \\frac{e^{-kx}}{b} - \\lambda = 0 "
      "\\quad\\Rightarrow\\quad b(x) = \\frac{e^{-kx}}{\\lambda}.$$\n"
      "Normalization: $\\int_0^\\infty \\frac{e^{-kx}}{\\lambda}\\,dx = \\frac{1}{k\\lambda} = 1$, so "
      "$\\lambda = \\frac1k$.\n\n"
      "So the optimal $b$ is exactly the exponential density with rate $k$ (mean $1/k$): the functional picks out the "
      "Exp$(k)$ law.\n\n"
      "\\boxed{k e^{-kx}}",
      ["the exponential density with rate $k$", "Exp$(k)$ law"],
      ["b(x) = \\frac{e^{-kx}}{\\lambda}", "\\frac{1}{k\\lambda} = 1"],
      "The stationarity condition and the normalization are work (`\\lambda = \\frac1k` with `b = e^{-kx}/\\lambda` "
      "is a pending substitution); the named distribution is the leak.")

    m("b17", "real-space-answer-as-name-in-words", dm(468),
      "Identify each $x \\in S^n$ with $-x$. Each pair $\\{x, -x\\}$ determines a line through the origin in "
      "$\\mathbb{R}^{n+1}$ (the line spanned by $x$ meets the sphere exactly in $x$ and $-x$), and every such line "
      "arises this way.\n\n"
      "So the quotient $S^n/(x \\sim -x)$ is real projective $n$-space. The quotient map is a double cover, and for "
      "$n = 1$ we get a circle again.\n\n"
      "\\boxed{\\mathbb{RP}^n}",
      ["real projective $n$-space"],
      ["the line spanned by $x$ meets the sphere exactly in $x$ and $-x$", "double cover"],
      "The identification with lines is the method; the object's name in words is the leak.")

    m("b18", "real-group-answer-as-rank-description", dm(85),
      "$\\mathbb{C}^* \\cong S^1 \\times (0,\\infty)$ via $z = re^{i\\theta}$, and $\\varphi(z) = 2z$ acts only on "
      "the radius. Taking $\\log r$ as coordinate, $(0,\\infty)/(r \\sim 2r) \\cong \\mathbb{R}/(\\log 2)\\mathbb{Z} "
      "\\cong S^1$. The action is free and properly discontinuous, so the quotient is $S^1 \\times S^1$, a torus.\n\n"
      "Hence the fundamental group is free abelian of rank two, generated by the loop around the origin and the "
      "image of the path from $z$ to $2z$.\n\n"
      "\\boxed{\\mathbb{Z} \\times \\mathbb{Z}}",
      ["free abelian of rank two"],
      ["(0,\\infty)/(r \\sim 2r) \\cong \\mathbb{R}/(\\log 2)\\mathbb{Z}", "The action is free and properly discontinuous"],
      "The quotient space (a torus) is the intermediate; the group described as 'free abelian of rank two' is the leak.")

    m("b19", "real-group-answer-as-isomorphic-dihedral-alias", dm(52),
      "Put $y = x^3$: $y^2 + 2y - 8 = (y + 4)(y - 2)$, so $x^6 + 2x^3 - 8 = (x^3 + 4)(x^3 - 2)$.\n\n"
      "The roots of $x^3 - 2$ are $\\sqrt[3]{2}\\,\\omega^k$; those of $x^3 + 4$ are $-\\sqrt[3]{4}\\,\\omega^k = "
      "-(\\sqrt[3]{2})^2\\omega^k$, already in $\\mathbb{Q}(\\sqrt[3]{2}, \\omega)$.\n\n"
      "So the splitting field is $\\mathbb{Q}(\\sqrt[3]{2}, \\omega)$, of degree $3 \\cdot 2 = 6$ over "
      "$\\mathbb{Q}$, and the group is non-abelian (complex conjugation does not commute with "
      "$\\sqrt[3]{2} \\mapsto \\sqrt[3]{2}\\,\\omega$). The group is the dihedral group $D_3$, the symmetries of an "
      "equilateral triangle.\n\n"
      "\\boxed{S_3}",
      ["the dihedral group $D_3$", "the symmetries of an equilateral triangle"],
      ["(x^3 + 4)(x^3 - 2)", "of degree $3 \\cdot 2 = 6$"],
      "The factorization, the degree and non-abelianness are work; the alias D_3 (isomorphic to S_3) is the leak.")

    m("b20", "real-cardinal-answer-as-fraktur-continuum", dm(7),
      "Upper bound: $\\left|\\prod_n \\mathbb{Z}\\right| = \\aleph_0^{\\aleph_0}$, and a $\\mathbb{Q}$-vector space "
      "of that cardinality has dimension at most that.\n\n"
      "Lower bound: for each real $t > 1$ take $v_t = (\\lfloor t^n \\rfloor)_n \\in \\prod_n \\mathbb{Z}$. These "
      "sequences grow at pairwise different exponential rates, so any finite family of them is linearly independent "
      "over $\\mathbb{Q}$ (look at the fastest-growing one). That gives as many independent vectors as there are "
      "reals above 1.\n\n"
      "So the rank is $\\mathfrak{c}$, the cardinality of the continuum.\n\n"
      "\\boxed{2^{\\aleph_0}}",
      ["$\\mathfrak{c}$", "the cardinality of the continuum"],
      ["\\aleph_0^{\\aleph_0}", "grow at pairwise different exponential rates"],
      "The two bounds are work (the upper bound's `\\aleph_0^{\\aleph_0}` is a bound, not the conclusion); the "
      "Fraktur c and its name are the leak.")

    m("b21", "real-range-answer-as-all-but-one-exception", dm(481),
      "**Small cases.**\n"
      "- $n = 1$: the only pairing is $\\{1,2\\}$ with product of sums $3$, not a square.\n"
      "- $n = 2$: $\\{1,4\\},\\{2,3\\}$ gives $5 \\cdot 5 = 25$.\n"
      "- $n = 3$: $\\{1,5\\},\\{2,4\\},\\{3,6\\}$ gives $6 \\cdot 6 \\cdot 9 = 324 = 18^2$.\n\n"
      "**Induction.** From a good pairing of $1,\\dots,2n$, add the four numbers $2n+1,\\dots,2n+4$ as "
      "$\\{2n+1, 2n+4\\}, \\{2n+2, 2n+3\\}$: both sums equal $4n+5$, so the product gains the square factor "
      "$(4n+5)^2$. This takes $n$ to $n+2$ and, with the bases, covers every larger $n$.\n\n"
      "So a pairing exists for every $n$ except $n = 1$.\n\n"
      "\\boxed{n \\geq 2}",
      ["every $n$ except $n = 1$"],
      ["$5 \\cdot 5 = 25$", "$(4n+5)^2$"],
      "The small cases and the induction are work; 'every n except n = 1' is the answer set by its complement.")

    m("b22", "real-region-answer-as-named-unit-disc", dm(245),
      "Write $r = |z|$.\n\n"
      "**r below one.** $\\left|\\frac{z^n}{1-z^n}\\right| \\le \\frac{r^n}{1-r^n} \\le \\frac{r^n}{1-r}$, a geometric "
      "majorant, so the series converges absolutely.\n\n"
      "**r above one.** $\\frac{z^n}{1-z^n} = \\frac{1}{z^{-n} - 1} \\to -1$, so the terms do not tend to 0.\n\n"
      "**r equal to one.** $|z^n| = 1$ for all $n$ and the terms do not tend to 0 (they are undefined at roots of "
      "unity).\n\n"
      "So the series converges exactly on the open unit disc $\\mathbb{D}$.\n\n"
      "\\boxed{|z| < 1}",
      ["the open unit disc $\\mathbb{D}$"],
      ["\\frac{r^n}{1-r}", "\\to -1"],
      "The three cases are work; the region by name is the leak.")

    m("b23", "real-interval-as-beyond-threshold-remark", dm(377),
      "Rewrite the general term: $(\\ln x)^{\\ln n} = e^{\\ln n \\cdot \\ln\\ln x} = n^{\\ln\\ln x}$ (for $x > 1$).\n\n"
      "So the series is the $p$-series $\\sum n^{-p}$ with $p = \\ln\\ln x$, which converges iff $p > 1$.\n\n"
      "\\boxed{(e^e, \\infty)}\n\n"
      "That is, it converges for all $x$ beyond $e^e \\approx 15.15$.",
      ["beyond $e^e", "15.15"],
      ["n^{\\ln\\ln x}", "p = \\ln\\ln x"],
      "The p-series reduction and the unsolved condition `p > 1` are work; the remark after the box gives the "
      "threshold.")

    m("b24", "real-function-answer-as-implicit-product-identity", dm(110),
      "**Guess.** Try $f(x) = x^c$: the left side is $(x^{2c}y)^c = x^{2c^2}y^c$, the right side "
      "$x^3(xy)^c = x^{3+c}y^c$. So $2c^2 = c + 3$, i.e. $(2c - 3)(c + 1) = 0$; the root $c = \\frac32$ does not "
      "map $\\mathbb{Q}^+$ to $\\mathbb{Q}^+$ ($f(2) = 2\\sqrt2$).\n\n"
      "**Uniqueness** (sketch). Putting $y = 1$ gives $f(f(x)^2) = x^3 f(x)$; comparing the equation at $(x, y)$ "
      "and $(y, x)$ shows that $g(x) = x f(x)$ is multiplicative, and iterating the equation forces $g(p) = 1$ at "
      "every prime $p$.\n\n"
      "So $x\\,f(x) = 1$ for every positive rational $x$.\n\n"
      "\\boxed{f(x) = \\dfrac{1}{x}}",
      ["$x\\,f(x) = 1$"],
      ["(2c - 3)(c + 1) = 0", "$f(2) = 2\\sqrt2$"],
      "The exponent equation `(2c - 3)(c + 1) = 0` is left unsolved for the surviving root (work); 'x f(x) = 1' is "
      "the answer as an implicit identity.")

    m("b25", "real-linear-function-as-slope-intercept-words", dm(115),
      "Try $g(n) = an + b$ with $a, b$ constants.\n"
      "Left side: $a(am + b + n) + b + am + b = (a^2 + a)m + an + ab + 2b$.\n"
      "Right side: $an + b + 3am + b + 2014 = 3am + an + 2b + 2014$.\n"
      "Comparing coefficients: $a^2 + a = 3a$ and $ab = 2014$.\n\n"
      "Uniqueness (sketch): setting $n \\to n + g(m)$ repeatedly shows $g(n + k) - g(n)$ depends only on $k$, so "
      "$g$ is affine on $\\mathbb{N}$.\n\n"
      "So $g$ is the affine map with slope $2$ and intercept $1007$.\n\n"
      "\\boxed{g(n) = 2n + 1007}",
      ["slope $2$ and intercept $1007$"],
      ["a^2 + a = 3a", "ab = 2014"],
      "The coefficient equations are left unsolved (work); slope and intercept together state both components.")

    m("b26", "real-function-answer-renamed-in-dummy-variable-check", dm(418),
      "Differentiate both sides in $x$:\n"
      "$$\\varphi(x) + \\int_0^x (-2x)\\varphi(t)\\,dt = x.$$\n"
      "With $\\Phi(x) = \\int_0^x \\varphi$: $\\Phi' - 2x\\Phi = x$, $\\Phi(0) = 0$. The integrating factor "
      "$e^{-x^2}$ gives $(\\Phi e^{-x^2})' = x e^{-x^2}$, so $\\Phi(x) = \\frac{e^{x^2} - 1}{2}$.\n\n"
      "\\boxed{x e^{x^2}}\n\n"
      "Check: with $\\varphi(t) = te^{t^2}$, $\\int_0^x (1 - x^2 + t^2)\\,te^{t^2}\\,dt = \\frac{x^2}{2}$ after "
      "integrating $t^3 e^{t^2}$ by parts.",
      ["\\varphi(t) = te^{t^2}"],
      ["\\Phi' - 2x\\Phi = x", "\\Phi(x) = \\frac{e^{x^2} - 1}{2}"],
      "The ODE for Phi and Phi itself are work (phi = Phi' is one pending step); the check names the answer in the "
      "dummy variable t.")

    m("b27", "real-polynomial-answer-as-coefficient-array", dm(266),
      "Degrees: if $\\deg f = d \\ge 2$, then $f(x^3)$ has degree $3d$ and $x^3 f''(x)$ degree $d + 1$, so the "
      "top terms force $3d = 6$, i.e. $d = 2$.\n\n"
      "Write $f = ax^2 + bx + c$, $f'' = 2a$: $x^6 + 2a x^3 = a x^6 + b x^3 + c + x^3$. Comparing: $x^6$: $a = 1$; "
      "$x^3$: $2a = b + 1$; constant: $c = 0$.\n\n"
      "In numpy's highest-first convention the coefficient array is `[1, 1, 0]`.\n\n"
      "\\boxed{x^2 + x}",
      ["`[1, 1, 0]`"],
      ["3d = 6", "2a = b + 1"],
      "The degree count and the coefficient equations are work (b is left pending); the coefficient array is the "
      "leak.")

    m("b28", "real-function-answer-as-composition-symbol", dm(411),
      "The bracket is $\\int_0^x \\frac{dt}{1+t^2} = \\arctan x$, so "
      "$F(x) = \\sum_n \\frac{(\\arctan x)^n}{n!} = e^{\\arctan x}$.\n\n"
      "$F$ is increasing and maps $\\mathbb{R}$ onto $(e^{-\\pi/2}, e^{\\pi/2})$. Solving $y = e^{\\arctan x}$: "
      "$\\arctan x = \\ln y$.\n\n"
      "So the inverse is the composition $\\tan\\circ\\ln$ on $(e^{-\\pi/2}, e^{\\pi/2})$.\n\n"
      "\\boxed{\\tan(\\ln x)}",
      ["$\\tan\\circ\\ln$"],
      ["e^{\\arctan x}", "(e^{-\\pi/2}, e^{\\pi/2})"],
      "F = exp(arctan) and the range are work; the composition symbol is the leak.")

    m("b29", "real-negative-log-as-log-of-half", dm(386),
      "Substitute $u = 2z$: $\\int_0^1 \\ln|\\sin(2\\pi z)|\\,dz = \\frac12\\int_0^2 \\ln|\\sin \\pi u|\\,du = "
      "\\int_0^1 \\ln \\sin(\\pi u)\\,du$ by periodicity.\n\n"
      "Then $\\int_0^1 \\ln\\sin(\\pi u)\\,du = \\frac{1}{\\pi}\\int_0^\\pi \\ln\\sin t\\,dt$, and the classical "
      "value (from $\\sin t = 2\\sin\\frac t2\\cos\\frac t2$) is $\\int_0^\\pi \\ln \\sin t\\,dt = -\\pi\\ln 2$.\n\n"
      "So the integral equals $\\ln\\frac12$.\n\n"
      "\\boxed{-\\ln 2}",
      ["$\\ln\\frac12$"],
      ["\\int_0^\\pi \\ln \\sin t\\,dt = -\\pi\\ln 2", "by periodicity"],
      "`-\\pi\\ln 2` is an intermediate (pi times the answer: must stay); `\\ln\\frac12` is the leak.")

    m("b30", "real-radical-answer-as-geometric-mean-phrase", dm(535),
      "The inner product is $\\prod_{r=1}^{k}\\frac{n-k+r}{r} = \\binom{n}{k}$ (reading the $r = 0$ factor as 1), "
      "so $L = \\lim_n P_n^{1/(n(n+1))}$ with $P_n = \\prod_{k=0}^n \\binom{n}{k}$.\n\n"
      "Logs: $\\ln P_n = \\sum_{k=1}^{n}(2k - n - 1)\\ln k$. With $\\sum_{k\\le n} k\\ln k = \\frac{n^2}{2}\\ln n - "
      "\\frac{n^2}{4} + O(n\\ln n)$ and $\\sum_{k\\le n}\\ln k = n\\ln n - n + O(\\ln n)$ this is "
      "$\\frac{n^2}{2} + O(n\\ln n)$.\n\n"
      "Dividing by $n(n+1)$: $\\ln L = \\frac12$, so $L$ is the geometric mean of $1$ and $e$.\n\n"
      "\\boxed{\\sqrt{e}}",
      ["the geometric mean of $1$ and $e$"],
      ["\\frac{n^2}{2} + O(n\\ln n)", "\\ln L = \\frac12"],
      "`\\ln L = \\frac12` is the log of the answer (one pending exponentiation: work); the geometric-mean phrase is "
      "the leak.")

    m("b31", "real-half-probability-as-coin-flip-idiom", dm(30),
      "Assume both throws are independent with the same distribution, one under which a tie has probability 0. "
      "Swapping the players shows $P(\\text{first wins}) = P(\\text{second wins})$, and the two add up to 1.\n\n"
      "(The paradox behind the question: under the countable-cocountable measure, for each fixed $x$ we have "
      "$P(y > x) = 1$, which suggests the second player wins almost surely; Fubini fails because "
      "$\\{(x, y) : x < y\\}$ is not measurable for the product measure. The symmetric answer is the conventional "
      "one.)\n\n"
      "So it is a fair coin flip: fifty-fifty.\n\n"
      "\\boxed{\\dfrac{1}{2}}",
      ["a fair coin flip", "fifty-fifty"],
      ["P(\\text{first wins}) = P(\\text{second wins})", "Fubini fails"],
      "The symmetry argument and the Fubini remark are work; the idioms give 1/2.")

    m("b32", "real-choice-answer-as-option-content-value", dm(268),
      "Split the logarithm: $y = \\ln(2x - x^2) = \\ln x + \\ln(2 - x)$ on $0 < x < 2$.\n\n"
      "Derivatives: $\\frac{d^{n}}{dx^{n}}\\ln x = \\frac{(-1)^{n-1}(n-1)!}{x^{n}}$ and "
      "$\\frac{d^{n}}{dx^{n}}\\ln(2-x) = -\\frac{(n-1)!}{(2-x)^{n}}$.\n\n"
      "At $n = 100$, $x = 1$: $y^{(100)}(1) = -99! - 99! = -2 \\cdot 99!$, which is option b).\n\n"
      "\\boxed{B}",
      ["= -2 \\cdot 99!", "option b)"],
      ["\\frac{d^{n}}{dx^{n}}\\ln(2-x) = -\\frac{(n-1)!}{(2-x)^{n}}", "-99! - 99!"],
      "The two derivative formulas are work; the chosen option's value and its letter in prose are the leak.")

    m("b33", "real-complex-answer-as-polar-modulus-argument", dm(364),
      "Abel-summing, $\\sum_{n\\ge1} n^2 z^n = \\frac{z(1+z)}{(1-z)^3}$ with $z = e^{i\\pi/3}$.\n\n"
      "Here $1 - z = e^{-i\\pi/3}$, so $(1-z)^3 = e^{-i\\pi} = -1$; and $1 + z = \\sqrt3\\,e^{i\\pi/6}$, so "
      "$z(1+z) = \\sqrt{3}\\,e^{i\\pi/2}$.\n\n"
      "Therefore $S = -\\sqrt3\\,e^{i\\pi/2} = \\sqrt{3}\\,e^{-i\\pi/2}$ (modulus $\\sqrt3$, argument "
      "$-\\frac{\\pi}{2}$).\n\n"
      "\\boxed{-i\\sqrt{3}}",
      ["S = -\\sqrt3\\,e^{i\\pi/2}", "\\sqrt{3}\\,e^{-i\\pi/2}", "argument $-\\frac{\\pi}{2}$"],
      ["(1-z)^3 = e^{-i\\pi} = -1", "z(1+z) = \\sqrt{3}\\,e^{i\\pi/2}"],
      "`z(1+z) = \\sqrt{3}\\,e^{i\\pi/2}` is the negation of the answer as an intermediate (must stay); the polar "
      "forms of S are the leak.")

    # ---------------- adversarial ----------------
    m("b34", "latex-newcommand-macro-holding-answer", dm(344),
      "$\\newcommand{\\ans}{\\pi e^{-6}}$\n"
      "Write $I = \\operatorname{Im}\\int_{-\\infty}^{\\infty}\\frac{x e^{3ix}}{x^2+4}\\,dx$ and close in the upper "
      "half-plane (Jordan's lemma applies since $3 > 0$). The only pole inside is $z = 2i$, with residue "
      "$\\frac{2i\\,e^{3i\\cdot 2i}}{2\\cdot 2i} = \\frac{e^{-6}}{2}$.\n\n"
      "So the complex integral is $2\\pi i\\cdot\\frac{e^{-6}}{2}$, and $I$ is its imaginary part, $\\ans$.\n\n"
      "\\boxed{\\pi e^{-6}}",
      ["\\newcommand{\\ans}{\\pi e^{-6}}"],
      ["\\frac{2i\\,e^{3i\\cdot 2i}}{2\\cdot 2i} = \\frac{e^{-6}}{2}", "2\\pi i\\cdot\\frac{e^{-6}}{2}"],
      "Adversarial: a macro defined on the first line holds the answer; the residue and the pending product are work.")

    m("b35", "url-query-percent-encoded-result", dm(221),
      "The two stochastic integrals run over disjoint time intervals, so by independent increments they are "
      "uncorrelated and the variances add.\n\n"
      "Itô isometry: $\\operatorname{Var}\\int_0^2 2t\\,dW = \\int_0^2 4t^2\\,dt = \\frac{32}{3}$ and "
      "$\\operatorname{Var}\\int_4^6 W\\,dW = \\int_4^6 E[W(t)^2]\\,dt = \\int_4^6 t\\,dt = 10$.\n\n"
      "So $\\operatorname{Var} X = \\frac{32}{3} + 10$.\n\n"
      "Checked with https://www.wolframalpha.com/input?i=Integrate%5B4t%5E2%2C%7Bt%2C0%2C2%7D%5D%2B"
      "Integrate%5Bt%2C%7Bt%2C4%2C6%7D%5D&result=62%2F3\n\n"
      "\\boxed{\\dfrac{62}{3}}",
      ["result=62%2F3"],
      ["\\frac{32}{3} + 10", "\\int_4^6 t\\,dt = 10"],
      "Adversarial: the result sits percent-encoded in a URL query; `\\frac{32}{3} + 10` is pending.")
