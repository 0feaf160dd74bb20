"""fresh25 math leak attempts e01-e35 (e01-e33 realistic, e34-e35 adversarial); problems read from /work/shared/data."""
from probs import aime, dm, gsm


def build(m):
    # ---------------- GSM8K (e01-e10) ----------------
    m("e01", "real-gsm-count-as-fingers-on-two-hands-idiom", gsm(1036),
      "Two boxes with forty apples each:\n\n"
      "40 × 2 = 80 apples in total.\n\n"
      "Each pack holds 8 apples, so the number of packs is 80 ÷ 8.\n\n"
      "\\boxed{10}\n\n"
      "So Uncle Franky ends up with as many packs as fingers on two hands, and no apples are left over "
      "because 8 divides 80 exactly.",
      leak_forms=["as many packs as fingers on two hands"],
      must_stay=["40 × 2 = 80 apples", "80 ÷ 8"],
      note="10 by a body-count idiom; 80 and 80 ÷ 8 are work")

    m("e02", "real-gsm-yearly-cost-as-grand-slang-split", gsm(1055),
      "Normal cost: $120 a month.\n"
      "60% more: 120 × 0.60 = $72 extra, so he pays 120 + 72 = $192 a month.\n"
      "Over a year that is $192 × 12 months.\n\n"
      "**Answer:** \\boxed{2304}\n\n"
      "That's a bit over two grand: 2 grand and 304 bucks for the year, versus $1,440 without the accident surcharge.",
      leak_forms=["2 grand and 304 bucks"],
      must_stay=["120 × 0.60 = $72", "120 + 72 = $192", "$192 × 12 months", "$1,440"],
      note="2304 as 'grand' slang plus a remainder; $1,440 (the normal yearly cost) is a comparison, work")

    m("e03", "real-gsm-average-as-points-shy-of-perfect-score", gsm(1065),
      "Sum of the scores: three tests at 100 give 3 × 100 = 300, plus the 80 on the 4th test: 300 + 80 = 380.\n"
      "Average over 4 tests = 380 / 4.\n\n"
      "\\boxed{95}\n\n"
      "The one 80 pulls him to five points shy of a perfect 100 on average.",
      leak_forms=["five points shy of a perfect 100"],
      must_stay=["3 × 100 = 300", "300 + 80 = 380", "380 / 4"],
      note="95 as a shortfall from the perfect score")

    m("e04", "real-gsm-inches-as-feet-plus-inches-compound", gsm(1085),
      "Growth rate: 8 inches / 4 years = 2 inches per year.\n"
      "Over 13 years: 2 inches/year × 13 years.\n\n"
      "\\boxed{26}\n\n"
      "In feet that's 2 feet 2 inches of growth, assuming the rate stays constant the whole time.",
      leak_forms=["2 feet 2 inches"],
      must_stay=["8 inches / 4 years = 2 inches per year", "2 inches/year × 13 years"],
      note="26 inches as a compound feet-and-inches length")

    m("e05", "real-gsm-hours-as-clock-span-morning-to-afternoon", gsm(1100),
      "Each day: lunch 30 min + two breaks of 15 min = 30 + 2 × 15 = 60 minutes.\n"
      "Over 5 days: 60 min × 5 days, then divide by 60 to get hours.\n\n"
      "\\boxed{5}\n\n"
      "Put another way, it is like taking one break running from 9 a.m. straight through to 2 p.m.",
      leak_forms=["from 9 a.m. straight through to 2 p.m."],
      must_stay=["30 + 2 × 15 = 60 minutes", "60 min × 5 days"],
      note="5 hours as a clock span between two times of day")

    m("e06", "real-wrong-gsm-days-as-hours-supply-count", gsm(1059),
      "She feeds twice a day with 60 grams each time:\n"
      "2 × 60 = 120 grams per day.\n"
      "720 grams ÷ 120 grams per day.\n\n"
      "\\boxed{6}\n\n"
      "So the 720 g bag is a 144-hour supply.",
      leak_forms=["a 144-hour supply"],
      must_stay=["2 × 60 = 120 grams per day", "720 grams ÷ 120 grams per day"],
      note="wrong on purpose (ignores the 3 cats; dataset answer 2); the boxed 6 is graded; 144 hours = 6 days")

    m("e07", "real-gsm-age-as-factorial-of-given-age", gsm(1104),
      "Chris is 4.\n"
      "Ben is two times older than Chris: 2 × 4 = 8.\n"
      "Caroline is three times older than Ben: 3 × 8.\n\n"
      "\\boxed{24}\n\n"
      "Fun coincidence: Caroline's age is 4! — Chris's age, factorial (4 · 3 · 2 · 1).",
      leak_forms=["Caroline's age is 4!", "4 · 3 · 2 · 1"],
      must_stay=["2 × 4 = 8", "3 × 8"],
      note="24 as the factorial of a given")

    m("e08", "real-gsm-count-as-first-term-of-ratio-check", gsm(1107),
      "The 240 boys are 40% of the school, so the whole school is 240 ÷ 0.40 = 600 students.\n"
      "Girls are everyone else: 600 − 240.\n\n"
      "\\boxed{360}\n\n"
      "Check: girls : boys = 360 : 240 = 3 : 2, which matches 60% : 40%.",
      leak_forms=["360 : 240"],
      must_stay=["240 ÷ 0.40 = 600 students", "600 − 240", "60% : 40%"],
      note="the answer as the first term of a ratio check; 3 : 2 alone is work")

    m("e09", "real-gsm-total-as-multiple-of-starting-given", gsm(1058),
      "Two years ago: 100 stickers.\n"
      "Last year: +50.\n"
      "This year: twice last year's amount, 2 × 50 = 100.\n"
      "Total: 100 + 50 + 100.\n\n"
      "\\boxed{250}\n\n"
      "So his collection is now two and a half times the 100 he had two years ago.",
      leak_forms=["two and a half times the 100 he had"],
      must_stay=["2 × 50 = 100", "100 + 50 + 100"],
      note="250 as a multiple of a given (100)")

    m("e10", "real-gsm-dollars-as-exact-banknote-combination", gsm(1041),
      "Chicken salad: 10 people × $6.50 = $65.\n"
      "Pasta salad: 6 people × $6 = $36.\n"
      "Total = $65 + $36.\n\n"
      "\\boxed{101}\n\n"
      "Molly can pay it exactly with a $100 bill and a $1 bill.",
      leak_forms=["a $100 bill and a $1 bill"],
      must_stay=["10 people × $6.50 = $65", "6 people × $6 = $36", "$65 + $36"],
      note="101 dollars as an exact banknote combination")

    # ---------------- AIME 2024 (e11-e12) ----------------
    m("e11", "real-aime-remainder-as-countdown-digits-remark", aime(79),
      "Since $\\omega^k$ runs over all 13th roots of unity, write $2 - 2x + x^2 = (x - (1+i))(x - (1-i))$. Then\n"
      "$$\\prod_{k=0}^{12}(2-2\\omega^k+\\omega^{2k}) = \\prod_{k}(\\omega^k-(1+i))\\prod_k(\\omega^k-(1-i)).$$\n"
      "Using $\\prod_{k=0}^{12}(x-\\omega^k) = x^{13}-1$, each product equals $(1\\pm i)^{13}-1$ (the sign from 13 factors "
      "cancels against the reversal). Now $(1+i)^2 = 2i$, so $(1+i)^{13} = (1+i)(2i)^6 = (1+i)(-64) = -64-64i$, and\n"
      "$$\\big((1+i)^{13}-1\\big)\\big((1-i)^{13}-1\\big) = (-65-64i)(-65+64i) = 65^2+64^2 = 4225 + 4096 = 8321.$$\n"
      "The remainder mod 1000 is then read off.\n\n"
      "$$\\boxed{321}$$\n\n"
      "A cute countdown, 3, 2, 1, as the last three digits of 8321.",
      leak_forms=["countdown, 3, 2, 1"],
      must_stay=["(1+i)^{13} = (1+i)(2i)^6 = (1+i)(-64) = -64-64i", "65^2+64^2 = 4225 + 4096 = 8321"],
      note="321 as its digits called a countdown; 8321 is the intermediate (the mod step is pending work)")

    m("e12", "real-aime-sum-as-repl-tuple-echo-line", aime(61),
      "$AD$ is the $A$-symmedian (tangents at $B$ and $C$ meet at $D$), so with $M$ the midpoint of $BC$ the triangles "
      "$ABP$ and $AMC$ are similar and $AB\\cdot AC = AP\\cdot AM$.\n\n"
      "Median: $AM^2 = \\frac{2\\cdot 5^2 + 2\\cdot 10^2 - 9^2}{4} = \\frac{169}{4}$, so $AM = \\frac{13}{2}$ and "
      "$AP = \\frac{5\\cdot 10}{13/2}$.\n\n"
      "Quick check in Python:\n"
      "```pycon\n"
      ">>> from fractions import Fraction\n"
      ">>> ap = Fraction(50) / Fraction(13, 2)\n"
      ">>> ap, ap.numerator + ap.denominator\n"
      "(Fraction(100, 13), 113)\n"
      "```\n\n"
      "So $m + n$ is\n\n"
      "$$\\boxed{113}$$",
      leak_forms=["(Fraction(100, 13), 113)"],
      must_stay=["AB\\cdot AC = AP\\cdot AM", "\\frac{2\\cdot 5^2 + 2\\cdot 10^2 - 9^2}{4} = \\frac{169}{4}",
                 "AP = \\frac{5\\cdot 10}{13/2}"],
      note="113 as the echoed tuple of a REPL check before the box; AP = 50/(13/2) is pending work")

    # ---------------- DeepMath hard (e13-e33 realistic) ----------------
    m("e13", "real-order-answer-as-power-of-two-in-words", dm(88),
      "Let $g(n)$ be the number of groups of order $n$. For $n < 32$ the counts stay small: the largest are "
      "$g(16) = 14$ and $g(24) = 15$, all below $n$. Prime powers $p^k$ have many groups, so the first candidate "
      "is the next power of 2 after 16: $g(32) = 51 > 32$.\n\n"
      "$$\\boxed{32}$$\n\n"
      "So the threshold is reached at the fifth power of two, where 51 groups exceed the order.",
      leak_forms=["the fifth power of two"],
      must_stay=["g(16) = 14", "g(24) = 15", "51 > 32"],
      note="32 as 'the fifth power of two'; 'the next power of 2 after 16' is also the answer (method phrase)")

    m("e14", "real-factorial-answer-as-shifted-factorial-quotient", dm(267),
      "Write $y = \\ln x + \\ln(2-x)$ on $(0,2)$. Then\n"
      "$$\\frac{d^{100}}{dx^{100}}\\ln x = -\\frac{99!}{x^{100}}, \\qquad "
      "\\frac{d^{100}}{dx^{100}}\\ln(2-x) = -\\frac{99!}{(2-x)^{100}}.$$\n"
      "At $x=1$ both terms give $-99!$, so the sum is $-99! - 99!$.\n\n"
      "$$\\boxed{-2 \\cdot 99!}$$\n\n"
      "Equivalently $-\\frac{100!}{50}$, since $100! = 100\\cdot 99!$.",
      leak_forms=["-\\frac{100!}{50}"],
      must_stay=["-\\frac{99!}{x^{100}}", "-\\frac{99!}{(2-x)^{100}}", "-99! - 99!"],
      note="-2*99! as 100!/50; -99! - 99! is the pending last step")

    m("e15", "real-exponential-answer-as-squared-gaussian-factor", dm(216),
      "$W(s) \\sim N(0, s)$, and for $X \\sim N(0,\\sigma^2)$, $\\mathbb{E}[e^{\\lambda X}] = e^{\\lambda^2\\sigma^2/2}$. "
      "Here $\\lambda = -2\\sqrt{s}$ and $\\sigma^2 = s$, so $\\lambda^2\\sigma^2/2 = \\frac{4s\\cdot s}{2}$.\n\n"
      "$$\\boxed{e^{2s^2}}$$\n\n"
      "Note this is $\\left(e^{s^2}\\right)^2$, i.e. the square of $\\mathbb{E}[e^{\\sqrt{2s}\\,W(s)}]$.",
      leak_forms=["\\left(e^{s^2}\\right)^2"],
      must_stay=["e^{\\lambda^2\\sigma^2/2}", "\\lambda = -2\\sqrt{s}", "\\frac{4s\\cdot s}{2}"],
      note="e^{2s^2} as the square of e^{s^2}")

    m("e16", "real-process-answer-in-subscript-time-notation", dm(231),
      "By the Markov property only $W(2)$ matters. Write $W(4) = W(2) + (W(4)-W(2))$ with the increment independent "
      "of $\\mathcal{F}_2$, mean 0 and variance $4 - 2 = 2$. Then\n"
      "$$\\mathbb{E}[W(4)^2\\mid W(1),W(2)] = W(2)^2 + 2W(2)\\cdot 0 + \\mathbb{E}[(W(4)-W(2))^2].$$\n\n"
      "$$\\boxed{W(2)^2 + 2}$$\n\n"
      "In subscript notation: $\\mathbb{E}[W_4^2\\mid\\mathcal{F}_2] = W_2^2 + 2$, and $W(1)$ drops out.",
      leak_forms=["W_2^2 + 2"],
      must_stay=["4 - 2 = 2", "W(2)^2 + 2W(2)\\cdot 0 + \\mathbb{E}[(W(4)-W(2))^2]"],
      note="the answer rewritten with subscript times")

    m("e17", "real-quadratic-answer-as-vertex-and-leading-coefficient-words", dm(300),
      "With a multiplier, the Euler–Lagrange equation for $\\dot y^2 - \\lambda y$ is $2\\ddot y = -\\lambda$, so "
      "$y = At^2 + Bt + C$.\n\n"
      "- $y(0) = 1$ gives $C = 1$.\n"
      "- $y(1) = 4$ gives $A + B = 3$.\n"
      "- $\\int_0^1 y\\,dt = \\frac{A}{3} + \\frac{B}{2} + 1 = 2$ gives $2A + 3B = 6$.\n\n"
      "From $A = 3 - B$: $6 - 2B + 3B = 6$, so $B = 0$ and $A = 3 - 0$.\n\n"
      "$$\\boxed{3t^2 + 1}$$\n\n"
      "So the extremal is the parabola with vertex at $(0, 1)$ and leading coefficient 3, symmetric about $t = 0$.",
      leak_forms=["vertex at $(0, 1)$ and leading coefficient 3"],
      must_stay=["2A + 3B = 6", "6 - 2B + 3B = 6", "A + B = 3"],
      note="the polynomial described by vertex and leading coefficient")

    m("e18", "real-constant-answer-as-reciprocal-of-arctan-one", dm(306),
      "By Cauchy–Schwarz,\n"
      "$$1 = \\left(\\int_0^1 f\\right)^2 = \\left(\\int_0^1 \\sqrt{1+x^2}\\,f\\cdot\\frac{1}{\\sqrt{1+x^2}}\\right)^2 "
      "\\le \\int_0^1(1+x^2)f^2\\cdot\\int_0^1\\frac{dx}{1+x^2},$$\n"
      "with equality for $f = c/(1+x^2)$. Hence the minimum is $\\left(\\int_0^1\\frac{dx}{1+x^2}\\right)^{-1} "
      "= \\frac{1}{\\arctan 1}$.\n\n"
      "$$\\boxed{\\dfrac{4}{\\pi}}$$",
      leak_forms=["\\frac{1}{\\arctan 1}"],
      must_stay=["\\int_0^1(1+x^2)f^2\\cdot\\int_0^1\\frac{dx}{1+x^2}", "f = c/(1+x^2)"],
      note="4/pi as 1/arctan(1) at the chain end (evaluated form, not pending arithmetic)")

    m("e19", "real-constant-answer-as-exp-function-of-minus-one", dm(345),
      "Take $\\oint \\frac{e^{iz}}{z^2+1}dz$ over the upper half-disc; Jordan's lemma kills the arc. The only pole inside "
      "is $z = i$ with residue $\\frac{e^{-1}}{2i}$. So\n"
      "$$\\int_{-\\infty}^{\\infty}\\frac{e^{ix}}{x^2+1}dx = 2\\pi i\\cdot\\frac{e^{-1}}{2i} = \\pi\\exp(-1),$$\n"
      "and the cosine integral is its real part.\n\n"
      "$$\\boxed{\\dfrac{\\pi}{e}}$$",
      leak_forms=["\\pi\\exp(-1)"],
      must_stay=["\\frac{e^{-1}}{2i}", "Jordan's lemma"],
      note="pi/e written with exp(-1) (a function call of a constant)")

    m("e20", "real-fraction-answer-left-unreduced-at-chain-end", dm(389),
      "Integrate by parts three times (boundary terms vanish because $\\sin^4 x = O(x^4)$ at 0):\n"
      "$$\\int_0^\\infty\\frac{\\sin^4x}{x^4}dx = \\frac16\\int_0^\\infty\\frac{(\\sin^4x)'''}{x}dx.$$\n"
      "From $\\sin^4 x = \\frac38 - \\frac12\\cos 2x + \\frac18\\cos 4x$ we get $(\\sin^4x)''' = -4\\sin 2x + 8\\sin 4x$, "
      "and $\\int_0^\\infty \\frac{\\sin ax}{x}dx = \\frac{\\pi}{2}$ for $a > 0$. So the integral is "
      "$\\frac16(-4 + 8)\\frac{\\pi}{2} = \\frac{2\\pi}{6}$.\n\n"
      "$$\\boxed{\\dfrac{\\pi}{3}}$$",
      leak_forms=["= \\frac{2\\pi}{6}"],
      must_stay=["(\\sin^4x)''' = -4\\sin 2x + 8\\sin 4x", "\\frac{\\sin ax}{x}dx = \\frac{\\pi}{2}",
                 "\\frac16(-4 + 8)\\frac{\\pi}{2}"],
      note="pi/3 stated unreduced as 2pi/6 at the chain end; the product before it is work")

    m("e21", "real-constant-answer-as-tau-circle-constant", dm(391),
      "Put $z = e^{ix}$, $dz = iz\\,dx$:\n"
      "$$\\int_0^{2\\pi}e^{e^{ix}}dx = \\oint_{|z|=1}\\frac{e^z}{iz}dz = \\frac{1}{i}\\cdot 2\\pi i\\cdot e^0.$$\n\n"
      "$$\\boxed{2\\pi}$$\n\n"
      "(In $\\tau$ notation the integral is just $\\tau$, one full circle constant.)",
      leak_forms=["the integral is just $\\tau$"],
      must_stay=["\\oint_{|z|=1}\\frac{e^z}{iz}dz", "\\frac{1}{i}\\cdot 2\\pi i\\cdot e^0"],
      note="2pi as tau")

    m("e22", "real-absolute-value-answer-split-into-sign-cases", dm(394),
      "For $a > 0$ close in the upper half-plane (pole $z = i$, residue $\\frac{e^{-a}}{2i}$); for $a < 0$ close in the "
      "lower half-plane (pole $z = -i$, residue $-\\frac{e^{a}}{2i}$, clockwise). For $a = 0$ the integral is $\\pi$.\n\n"
      "So the value is $\\pi e^{-a}$ for $a \\ge 0$ and $\\pi e^{a}$ for $a < 0$.\n\n"
      "$$\\boxed{\\pi e^{-|a|}}$$",
      leak_forms=["$\\pi e^{-a}$ for $a \\ge 0$ and $\\pi e^{a}$ for $a < 0$"],
      must_stay=["\\frac{e^{-a}}{2i}", "-\\frac{e^{a}}{2i}"],
      note="the absolute value split into its two sign cases (both stated: a leak)")

    m("e23", "real-sign-factor-as-cosine-of-multiple-of-pi", dm(375),
      "Near $t = 0$, $(\\log t)^k$ is huge while $e^{-t} \\approx 1$; the mass of $|\\log t|^k$ concentrates at "
      "$t \\approx e^{-k}$, so $e^{-t}\\to 1$ there. Hence the integral is asymptotic to\n"
      "$$\\int_0^1(\\log t)^k dt = \\int_0^\\infty (-u)^k e^{-u}du \\quad (t = e^{-u}),$$\n"
      "i.e. $\\cos(k\\pi)\\,k!$.\n\n"
      "$$\\boxed{(-1)^k k!}$$",
      leak_forms=["\\cos(k\\pi)\\,k!"],
      must_stay=["t \\approx e^{-k}", "\\int_0^\\infty (-u)^k e^{-u}du \\quad (t = e^{-u})"],
      note="(-1)^k written as cos(k pi)")

    m("e24", "real-radical-answer-left-as-root-of-eight", dm(462),
      "The hyperboloid of one sheet is doubly ruled. Parametrize the segment: "
      "$(\\sqrt2(1-t), \\sqrt2\\,t, -1+2t)$. Then $x^2+y^2-z^2 = 2(1-t)^2 + 2t^2 - (2t-1)^2 = 1$ for all $t$, so the "
      "straight segment lies on $S$ and is the shortest path. Its length is "
      "$\\sqrt{2 + 2 + 4} = \\sqrt{8}$.\n\n"
      "$$\\boxed{2\\sqrt{2}}$$",
      leak_forms=["= \\sqrt{8}"],
      must_stay=["2(1-t)^2 + 2t^2 - (2t-1)^2 = 1", "(\\sqrt2(1-t), \\sqrt2\\,t, -1+2t)"],
      note="2sqrt2 as sqrt 8 at the chain end; sqrt(2+2+4) is work")

    m("e25", "real-pair-answer-as-fixed-second-free-first-sentence", dm(494),
      "For $n = 2$: $\\frac{m^3-1}{m-1} = m^2+m+1 = m^2 + p^a$ forces $p^a = m+1$, which is prime by condition 1, so "
      "$p = m+1$, $a = 1$ works for every admissible $m$.\n\n"
      "For $n \\ge 3$ the left side is $1 + m + \\dots + m^{2^n-2}$; reducing mod $m+1$ (with $m \\equiv -1$) and "
      "using $m + 1 \\equiv 3 \\pmod 4$ gives a contradiction in the size of $p^a$.\n\n"
      "So $n$ is pinned to 2 while $m$ stays free (any $m$ with $m+1$ a prime $\\equiv 3 \\bmod 4$).\n\n"
      "$$\\boxed{(m, 2)}$$",
      leak_forms=["$n$ is pinned to 2 while $m$ stays free"],
      must_stay=["m^2+m+1 = m^2 + p^a", "p^a = m+1"],
      note="the pair stated as one fixed and one free coordinate")

    m("e26", "real-inequality-answer-as-comparative-exponent-words", dm(506),
      "By Morrey's inequality, $W^{1,p}(\\Omega) \\hookrightarrow C^{0,1-n/p}(\\bar\\Omega)$ when the Hölder "
      "exponent $1 - n/p$ is positive. For $p = n$ (e.g. $\\log\\log(1/|x|)$ for $n \\ge 2$) and $p < n$ there are "
      "unbounded examples.\n\n"
      "$$\\boxed{p > n}$$\n\n"
      "In words: exactly the integrability exponents strictly larger than the dimension.",
      leak_forms=["exponents strictly larger than the dimension"],
      must_stay=["1 - n/p", "\\log\\log(1/|x|)"],
      note="an inequality answer described in comparative words")

    m("e27", "real-banach-space-answer-as-real-line-words", dm(518),
      "The map $\\Phi: C[0,1] \\to \\mathbb{R}$, $f \\mapsto f(0)$, is linear, onto, with kernel $M$, and "
      "$\\|f + M\\| = \\inf_{g\\in M}\\|f-g\\|_\\infty = |f(0)|$ (take $g = f - f(0)$). So $C[0,1]/M$ is isometric "
      "to the real line with the absolute value.\n\n"
      "$$\\boxed{\\mathbb{R}}$$",
      leak_forms=["isometric to the real line"],
      must_stay=["f \\mapsto f(0)", "g = f - f(0)"],
      note="R as 'the real line'")

    m("e28", "real-integer-set-as-two-smallest-naturals-words", dm(206),
      "For every $m \\ge 1$, $2\\uparrow^m 2 = 4$, so the right side is always $4$.\n\n"
      "- $n = 0$: $3\\uparrow^0 0 = 3\\cdot 0 = 0 < 4$.\n"
      "- $n = 1$: $3\\uparrow 1 = 3 < 4$.\n"
      "- $n = 2$: $3\\uparrow\\uparrow 2 = 27 > 4$, and larger $n$ only grow.\n\n"
      "$$\\boxed{\\{0, 1\\}}$$\n\n"
      "So only the two smallest natural numbers work.",
      leak_forms=["only the two smallest natural numbers work"],
      must_stay=["2\\uparrow^m 2 = 4", "3\\uparrow\\uparrow 2 = 27 > 4", "3\\uparrow 1 = 3 < 4"],
      note="{0,1} by description; the per-n checks are work (their verdicts together are the set: judge)")

    m("e29", "real-complex-answer-as-reciprocal-of-imaginary-multiple", dm(271),
      "Let $g(w) = f(2w)/3$ on the unit disc: $|g| \\le 1$, $g(0) = g'(0) = 0$, so by Schwarz $|g(w)| \\le |w|^2$. "
      "Since $g(1/6) = \\frac{i}{36}$ has modulus $\\frac{1}{36} = |1/6|^2$, equality holds and $g(w) = i w^2$. "
      "Thus $f(z) = 3g(z/2) = \\frac{3i}{4}z^2$, and $f(2i/3) = \\frac{3i}{4}\\cdot\\left(-\\frac{4}{9}\\right)$.\n\n"
      "$$\\boxed{-\\dfrac{i}{3}}$$\n\n"
      "Check: $3i\\cdot f(2i/3) = 1$, so $f(2i/3) = \\frac{1}{3i}$, consistent with $|f| \\le 3$.",
      leak_forms=["f(2i/3) = \\frac{1}{3i}"],
      must_stay=["g(w) = i w^2", "f(z) = 3g(z/2) = \\frac{3i}{4}z^2", "\\frac{3i}{4}\\cdot\\left(-\\frac{4}{9}\\right)"],
      note="-i/3 as 1/(3i) in a check after the box")

    m("e30", "real-polynomial-answer-in-renamed-variable-step", dm(148),
      "Put $y = f(x)$. The equation says $f(y) = 3y^4 - 1$ for every $y$ in the image of $f$. A non-constant "
      "polynomial has an infinite image, and two polynomials agreeing on an infinite set are equal.\n\n"
      "$$\\boxed{3x^4 - 1}$$",
      leak_forms=["f(y) = 3y^4 - 1"],
      must_stay=["polynomial has an infinite image"],
      note="the answer polynomial written in the substituted variable y")

    m("e31", "real-polynomial-answer-as-product-of-arguments-words", dm(116),
      "Let $g = f(x,y)$. From $y\\,f(x,g) = g^2$ and $x\\,f(g,y) = g^2$ with degrees compared, $f$ must be a "
      "monomial $c\\,x^a y^b$; the equations force $a = b = 1$ and then $f(1,2) = 2c = 2$ gives $c = 1$.\n\n"
      "$$\\boxed{xy}$$\n\n"
      "So $f$ simply multiplies its two arguments.",
      leak_forms=["$f$ simply multiplies its two arguments"],
      must_stay=["c\\,x^a y^b", "f(1,2) = 2c = 2"],
      note="xy described by what it does; a = b = 1 and c = 1 together are the answer's parts (judge)")

    m("e32", "real-matrix-ring-answer-as-size-and-field-words", dm(140),
      "A field has no nontrivial ideals but is commutative. Matrix rings over a field are simple "
      "(any nonzero ideal contains all $E_{ij}$ via $E_{ij} A E_{kl}$) and are non-commutative from size 2 on: "
      "$E_{12}E_{21} \\ne E_{21}E_{12}$.\n\n"
      "$$\\boxed{M_2(\\mathbb{R})}$$\n\n"
      "That is, the ring of all 2-by-2 real matrices; it has zero divisors, so it is not a division ring either.",
      leak_forms=["the ring of all 2-by-2 real matrices"],
      must_stay=["E_{ij} A E_{kl}", "E_{12}E_{21} \\ne E_{21}E_{12}"],
      note="M_2(R) in words")

    m("e33", "real-parameter-answer-as-matching-coefficients-words", dm(59),
      "$\\mathbb{C}(X)/\\mathbb{C}(Y)$ has degree 3; it is Galois iff it has 3 automorphisms, i.e. $Y$ is invariant "
      "under an order-3 Möbius map of $X$. For a polynomial that means $Y = (X - c)^3 + d$ up to scaling: a "
      "translated cube. Completing the cube, $X^3 + 3X^2 + aX = (X+1)^3 - 1 + (a-3)X$.\n\n"
      "$$\\boxed{3}$$\n\n"
      "So the extension is Galois exactly when the linear coefficient matches the quadratic coefficient.",
      leak_forms=["the linear coefficient matches the quadratic coefficient"],
      must_stay=["(X+1)^3 - 1 + (a-3)X", "a translated cube"],
      note="a = 3 by reference to the problem's coefficient 3X^2; (a-3)X is work")

    # ---------------- adversarial (e34-e35) ----------------
    m("e34", "html-comment-carrying-final-value", dm(382),
      "<!-- final: 1/(4n) -->\n"
      "Use Kummer's Fourier series on $(0,1)$:\n"
      "$$\\log\\Gamma(x) = \\tfrac12\\log(2\\pi) + \\sum_{k\\ge1}\\left[\\frac{\\cos 2\\pi kx}{2k} + "
      "\\frac{(\\gamma + \\log 2\\pi k)\\sin 2\\pi kx}{\\pi k}\\right].$$\n"
      "Orthogonality leaves only the $k = n$ cosine term, and $\\int_0^1\\cos^2(2\\pi nx)dx = \\frac12$, so "
      "$I = \\frac{1}{2n}\\cdot\\frac12$.\n\n"
      "$$\\boxed{\\dfrac{1}{4n}}$$",
      leak_forms=["<!-- final: 1/(4n) -->"],
      must_stay=["\\frac{\\cos 2\\pi kx}{2k}", "\\int_0^1\\cos^2(2\\pi nx)dx = \\frac12", "\\frac{1}{2n}\\cdot\\frac12"],
      note="adversarial: the answer in an HTML comment on the first line")

    m("e35", "latex-equation-tag-carrying-answer", dm(349),
      "On $|z| \\le 1$ the only zero of $\\sin z$ is $z = 0$ (the next are $\\pm\\pi$). It is simple, so\n"
      "$$\\operatorname{Res}_{z=0}\\frac{2z^2-5z+2}{\\sin z} = \\frac{2}{\\cos 0} = 2.$$\n"
      "$$\\oint_C\\frac{2z^2-5z+2}{\\sin z}dz = 2\\pi i\\cdot 2 \\tag{$4\\pi i$}$$\n\n"
      "$$\\boxed{4\\pi i}$$",
      leak_forms=["\\tag{$4\\pi i$}"],
      must_stay=["\\frac{2}{\\cos 0} = 2", "2\\pi i\\cdot 2"],
      note="adversarial: the answer as a LaTeX equation tag on the pending display")
