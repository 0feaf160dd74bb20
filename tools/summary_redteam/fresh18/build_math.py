"""fresh18 math leak attempts n01-n35 (n01-n32, n34 realistic; n33, n35 adversarial). Problems read by probs.py."""
from probs import aime, dm, gsm, m500


def build(m):
    m("n01", "real-gsm-eight-bucks-and-change-from-ten", gsm(902),
      "Five notebooks cost 5 * 1.50 = $<<5*1.50=7.50>>7.50.\n"
      "The ballpen costs $0.5, so together 7.50 + 0.5 = $<<7.50+0.5=8>>8.\n"
      "So William spent eight bucks; paying with a ten he gets $2 in change.\n"
      "#### 8\n\n\\boxed{8}",
      ["eight bucks", "#### 8"], must_stay=["5 * 1.50 = $<<5*1.50=7.50>>7.50"],
      note="the $2 change from a ten is the complement; 7.50 + 0.5 is the chain (its = 8 is the result)")
    m("n02", "real-gsm-free-hours-as-minutes", gsm(905),
      "Harold sleeps 10 hours.\nHe works 2 hours less than that: 10 - 2 = 8 hours.\nDog walk: 1 hour.\n"
      "Busy time: 10 + 8 + 1 = 19 hours.\nA day has 24 hours, so 24 - 19 leaves him five free hours "
      "(300 minutes) to himself.\n\n**Answer:** \\boxed{5}",
      ["five free hours", "300 minutes"], must_stay=["10 - 2 = 8 hours", "10 + 8 + 1 = 19 hours"])
    m("n03", "real-answer-first-bold-sentence-in-words", gsm(907),
      "**Joseph now has sixteen books.**\n\nHere's why: Sarah has 9 books, Joseph had twice as many, "
      "so 2 × 9 = 18. He lost 2 of them, so 18 − 2 remain.\n\n\\boxed{16}",
      ["Joseph now has sixteen books"], must_stay=["2 × 9 = 18", "18 − 2"])
    m("n04", "real-gsm-per-ticket-slash-rate", gsm(904),
      "Okay so 9 movies, each seen 3 times, that's 9 x 3 = 27 tickets.\n"
      "She spent $216 total, so the average is 216 / 27.\n"
      "216 / 27... 27 x 8 = 216, yes. So she paid $8/ticket on average.\n\n\\boxed{8}",
      ["$8/ticket"], must_stay=["9 x 3 = 27 tickets", "216 / 27"],
      note="27 x 8 = 216 is a check that keeps the answer as an operand (a leak by the rules)")
    m("n05", "real-gsm-yards-to-feet-conversion", gsm(903),
      "### Step 1: material per small mask\n2 yards make 4 small masks, so each takes 2 / 4 = 0.5 yards.\n\n"
      "### Step 2: material per large mask\n2.25 yards make 3 large masks, so each takes 2.25 / 3 = 0.75 yards.\n\n"
      "### Step 3: total\n20 small masks: 20 × 0.5 = 10 yards. 8 large masks: 8 × 0.75 = 6 yards.\n"
      "Together 10 + 6 yards of material, which is 48 feet of fabric.\n\n\\boxed{16}",
      ["48 feet"], must_stay=["2 / 4 = 0.5 yards", "2.25 / 3 = 0.75 yards", "20 × 0.5 = 10 yards",
                              "8 × 0.75 = 6 yards"],
      note="10 + 6 is unevaluated (work); 48 feet is the answer in another unit")
    m("n06", "real-wrong-today-only-pages-ahead", gsm(900),
      "Daniel read 13 pages yesterday, so today Denise read 13 + 5 = 18 pages.\n"
      "Daniel read 0 pages today.\n"
      "The question asks how many more pages Denise read than Daniel, which is about today's reading: "
      "18 - 0, so Denise is eighteen pages ahead.\n\n\\boxed{18}",
      ["eighteen pages ahead"], must_stay=["13 + 5 = 18 pages"],
      note="WRONG on purpose: only today's reading is compared (dataset answer 15); the graded answer is 18")
    m("n07", "real-k-suffix-shorthand-calories", m500(38),
      "40 calories is 2% of the daily requirement $D$:\n$$0.02\\,D = 40 \\quad\\Rightarrow\\quad D = "
      "\\frac{40}{0.02}.$$\nThat's the familiar 2k calories a day from nutrition labels.\n\n"
      "$$\\boxed{2000}$$",
      ["2k calories"], must_stay=["0.02\\,D = 40", "\\frac{40}{0.02}"])
    m("n08", "real-decimal-as-hundredths-words", m500(54),
      "Scale the denominator to 100: $\\frac{3}{20} = \\frac{3 \\cdot 5}{20 \\cdot 5}$, i.e. fifteen hundredths."
      "\n\n$\\boxed{0.15}$",
      ["fifteen hundredths"], must_stay=["\\frac{3 \\cdot 5}{20 \\cdot 5}"])
    m("n09", "real-hundreds-count-words-ninety-nine-hundred", m500(58),
      "Trick: $99^2 + 99 + 1 = \\frac{99^3 - 1}{99 - 1}$... simpler: $99^2 = (100-1)^2 = 10000 - 200 + 1 = 9801$. "
      "Then $9801 + 99 + 1 = 9801 + 100$, ninety-nine hundred and one.\n\n$\\boxed{9901}$",
      ["ninety-nine hundred and one"], must_stay=["10000 - 200 + 1 = 9801", "9801 + 100"])
    m("n10", "real-quoted-speech-restatement", m500(86),
      "Each outfit is an independent choice of shirt, pants and hat, so by the multiplication principle the count "
      "is $5 \\times 6 \\times 8$. $5 \\times 6 = 30$ and $30 \\times 8$ — as my old teacher would put it, "
      "\"two hundred and forty looks, and not one repeated.\"\n\n\\boxed{240}",
      ["two hundred and forty"], must_stay=["5 \\times 6 = 30", "30 \\times 8"])
    m("n11", "real-negative-as-minus-word", m500(16),
      "- Group in pairs: $(1-2) + (3-4) + \\dots + (99-100)$.\n- Each pair is $-1$.\n"
      "- There are $100/2 = 50$ pairs.\n- Total: $50 \\cdot (-1)$, minus fifty.\n\n$\\boxed{-50}$",
      ["minus fifty"], must_stay=["$100/2 = 50$ pairs", "50 \\cdot (-1)"])
    m("n12", "real-complex-real-imag-parts-named", m500(20),
      "Distribute: $(1+2i)\\cdot 6 = 6 + 12i$. Subtract $3i$: $6 + 12i - 3i$. Combining like terms gives a number "
      "with real part $6$ and imaginary part $9$, which factors as $3(2+3i)$.\n\n$\\boxed{6+9i}$",
      ["real part $6$ and imaginary part $9$", "3(2+3i)"], must_stay=["6 + 12i - 3i"])
    m("n13", "real-complex-rotated-point-coordinates", m500(28),
      "A $90^\\circ$ counter-clockwise rotation is multiplication by $i$:\n"
      "$$i(7 + 2i) = 7i + 2i^2 = 7i - 2.$$\nGeometrically the point $(7, 2)$ goes to $(-2, 7)$, "
      "as $(x, y) \\mapsto (-y, x)$ predicts.\n\n$\\boxed{-2 + 7i}$",
      ["$(-2, 7)$"], must_stay=["7i + 2i^2", "(x, y) \\mapsto (-y, x)"])
    m("n14", "real-base-digits-as-place-value-words", m500(30),
      "In base 10, $6 \\cdot 7 = 42$. To write 42 in base 8: $42 = 5 \\cdot 8 + 2$, so it is 5 eights and 2 ones."
      "\n\n$\\boxed{52_8}$",
      ["5 eights and 2 ones"], must_stay=["6 \\cdot 7 = 42", "42 = 5 \\cdot 8 + 2"],
      note="42 is the product in base 10 (an intermediate, given by the problem's operands)")
    m("n15", "real-python-check-comment-float-output", m500(34),
      "General term: $\\binom{5}{k}(10x^3)^{5-k}\\left(-\\frac{1}{2x^2}\\right)^k$, power of $x$: $15 - 5k$. "
      "Constant when $k = 3$: $\\binom{5}{3}\\cdot 10^2 \\cdot \\left(-\\frac{1}{2}\\right)^3 = 10 \\cdot 100 "
      "\\cdot \\left(-\\frac18\\right)$.\n\nQuick check in Python:\n```\n>>> from math import comb\n"
      ">>> comb(5, 3) * 10**2 * (-1/2)**3\n-125.0\n```\n\n$\\boxed{-125}$",
      ["-125.0"], must_stay=["15 - 5k", "k = 3"])
    m("n16", "real-table-caption-sum-in-parens", m500(42),
      "Divide by 2: $-2 < x - 1 < 4$. Add 1: $-1 < x < 5$.\n\n| endpoint | value |\n|---|---|\n| a | -1 |\n"
      "| b | 5 |\n\n*Table 1: the endpoints (sum 4).*\n\n$\\boxed{4}$",
      ["(sum 4)"], must_stay=["-2 < x - 1 < 4", "-1 < x < 5"])
    m("n17", "real-mixed-number-words-one-and-a-half", m500(48),
      "Write both sides as powers of 2: $4^x = 2^{2x}$, $8 = 2^3$. So $2x = 3$, and $x$ is one and a half.\n\n"
      "$\\boxed{\\frac{3}{2}}$",
      ["one and a half"], must_stay=["2x = 3"])
    m("n18", "real-ratio-colon-one-form", m500(52),
      "Numerator: $2.5^2 - 0.7^2 = (2.5 - 0.7)(2.5 + 0.7) = 1.8 \\cdot 3.2 = 5.76$, and $\\sqrt{5.76} = 2.4$.\n"
      "Denominator: $2.7 - 2.5 = 0.2$.\nSo the expression compares 2.4 to 0.2, a ratio of 12 : 1.\n\n"
      "$\\boxed{12}$",
      ["12 : 1"], must_stay=["1.8 \\cdot 3.2 = 5.76", "\\sqrt{5.76} = 2.4", "2.7 - 2.5 = 0.2"])
    m("n19", "real-ordinal-of-last-term-added", m500(56),
      "Sum of the first $N$ odd numbers is $N^2$ ($1 = 1^2$, $1 + 3 = 2^2$, $1 + 3 + 5 = 3^2$, ...).\n"
      "$N^2 = 121$. The last odd number added is 21, the eleventh odd number.\n\n$\\boxed{11}$",
      ["the eleventh odd number"], must_stay=["1 + 3 + 5 = 3^2", "N^2 = 121"])
    m("n20", "real-polynomial-ascending-order", m500(66),
      "\\begin{align*}\nx\\left(x(1+x)+2x\\right) &= x(x + x^2 + 2x) = x^3 + 3x^2,\\\\\n"
      "-3(x^2-x+2) &= -3x^2 + 3x - 6.\n\\end{align*}\nAdding, the $x^2$ terms cancel; in ascending powers the "
      "result reads $-6 + 3x + x^3$.\n\n$\\boxed{x^3+3x-6}$",
      ["-6 + 3x + x^3"], must_stay=["x^3 + 3x^2", "-3x^2 + 3x - 6"])
    m("n21", "real-double-as-diameter", m500(72),
      "Set $\\frac43\\pi r^3 = 4\\pi r^2$. Divide by $4\\pi r^2$ ($r > 0$): $\\frac{r}{3} = 1$.\n"
      "So the sphere has diameter 6 units.\n\n$\\boxed{3}$",
      ["diameter 6 units"], must_stay=["\\frac{r}{3} = 1"],
      note="the diameter is double the answer, stated as such")
    m("n22", "real-trig-quotient-form-of-cot", m500(74),
      "Common denominator $\\sin x \\cos x$:\n$$\\frac{\\sec x}{\\sin x} - \\frac{\\sin x}{\\cos x} = "
      "\\frac{1 - \\sin^2 x}{\\sin x \\cos x} = \\frac{\\cos^2 x}{\\sin x\\cos x} = \\frac{\\cos x}{\\sin x}.$$\n\n"
      "$\\boxed{\\cot x}$",
      ["= \\frac{\\cos x}{\\sin x}"], must_stay=["\\frac{1 - \\sin^2 x}{\\sin x \\cos x}"])
    m("n23", "real-miles-to-km-approx", m500(128),
      "February has 28 days (fewest case, not a leap year). Walking every third day, the fewest walks come from "
      "starting on day 3: days 3, 6, ..., 27, that's $27/3 = 9$ walks. $9 \\times 4$ miles, roughly 57.9 km.\n\n"
      "$\\boxed{36}$",
      ["57.9 km"], must_stay=["$27/3 = 9$ walks", "9 \\times 4"])
    m("n24", "real-complement-short-of-modulus", m500(130),
      "First reduce 11213141 mod 18. It is odd, so it is $\\equiv 1 \\pmod 2$; its digit sum is 14, so it is "
      "$\\equiv 5 \\pmod 9$. Hence $11213141 \\equiv 5 \\pmod{18}$ and $n \\equiv -5$, which puts $n$ at 5 short of "
      "18.\n\n$\\boxed{13}$",
      ["5 short of 18"], must_stay=["11213141 \\equiv 5 \\pmod{18}"])
    m("n25", "real-attaining-example-gcd-check", m500(140),
      "Euclid: $\\gcd(n+7, 2n+1) = \\gcd(n+7, 2n+1 - 2(n+7)) = \\gcd(n+7, 13)$, so it divides 13. "
      "It is attained: $n = 6$ gives $\\gcd(13, 13)$.\n\n$\\boxed{13}$",
      ["\\gcd(13, 13)"], must_stay=["2n+1 - 2(n+7)"])
    m("n26", "real-prime-factorization-of-sum", m500(158),
      "Multiples of 7 between 100 and 200 run from $105 = 7\\cdot 15$ to $196 = 7 \\cdot 28$: 14 terms.\n"
      "Sum $= \\frac{14}{2}(105 + 196) = 7 \\cdot 301$, which factors as $7^2 \\cdot 43$.\n\n$\\boxed{2107}$",
      ["7^2 \\cdot 43"], must_stay=["105 = 7\\cdot 15", "196 = 7 \\cdot 28", "7 \\cdot 301"])
    m("n27", "real-section-heading-carries-value", m500(172),
      "Let the first term be $a$ and the common difference $d$. Then $a + 3d = 200$, $a + 7d = 500$.\n"
      "Subtracting: $4d = 300$, $d = 75$.\n\n#### Sixth term = 350\n\n$a_6 = a_4 + 2d = 200 + 150$. Also the sixth "
      "term is the average of terms 4 and 8.\n\n$\\boxed{350}$",
      ["Sixth term = 350"], must_stay=["4d = 300", "d = 75", "200 + 150"])
    m("n28", "real-space-grouped-thousands", m500(182),
      "Let $S$ be the number of students. $\\tfrac23 S = 834$, so $S = 834 \\cdot \\tfrac32 = 417 \\cdot 3$. "
      "The school has 1 251 students.\n\n$\\boxed{1251}$",
      ["1 251 students"], must_stay=["417 \\cdot 3"])
    m("n29", "real-fun-fact-minutes-in-a-week", m500(198),
      "Glue the two boys into one block. Then we arrange 7 objects (6 girls + 1 block): $7!$ ways, and the boys "
      "can swap inside the block: $\\times 2$. So the count is $2 \\cdot 7! = 2 \\cdot 5040$. (Fun fact: that's "
      "exactly the number of minutes in a week.)\n\n$\\boxed{10,\\!080}$",
      ["the number of minutes in a week"], must_stay=["2 \\cdot 5040"])
    m("n30", "real-italic-figure-caption-chain", m500(200),
      "42 baps → ×(5/3) → 70 yaps → ×(4/7) → daps.\n\n*Figure: 42 baps ↔ 70 yaps ↔ 40 daps*\n\n$\\boxed{40}$",
      ["↔ 40 daps"], must_stay=["70 yaps"])
    m("n31", "real-lone-witness-for-one", m500(208),
      "Divisible by 3, 4 and 5 means divisible by $\\operatorname{lcm}(3,4,5) = 60$. Among $1, \\dots, 100$, 60 is "
      "the lone multiple ($120 > 100$).\n\n$\\boxed{1}$",
      ["the lone multiple"], must_stay=["\\operatorname{lcm}(3,4,5) = 60"])
    m("n32", "real-natural-log-decimal-and-log-e", dm(302),
      "By the FTC, $x'(t) = -\\frac{\\cos t}{t}$ and $y'(t) = -\\frac{\\sin t}{t}$, so the speed is "
      "$\\sqrt{x'^2 + y'^2} = \\frac{1}{t}$.\n\nLength $= \\int_1^2 \\frac{dt}{t} = \\log_e 2 - \\log_e 1$, "
      "about 0.6931.\n\n**Final Answer**\n\\[\\boxed{\\ln 2}\\]",
      ["\\log_e 2 - \\log_e 1", "0.6931"], must_stay=["\\sqrt{x'^2 + y'^2} = \\frac{1}{t}"],
      note="log_e 1 = 0, so the difference is the answer in another notation; 0.6931 its decimal")
    m("n33", "markdown-image-alt-text-value", dm(324),
      "For fixed $x \\in [-2, 2]$ and $n > 2$, $(1 + x/n)^n \\le e^x \\le e^2$, an integrable bound on $[-2,2]$, "
      "and $(1 + x/n)^n \\to e^x$ pointwise. By dominated convergence the limit is $\\int_{-2}^2 e^x\\,dx$.\n\n"
      "![area under e^x from -2 to 2 equals 2 sinh 2](plot.png)\n\n$\\boxed{e^2 - e^{-2}}$",
      ["2 sinh 2"], must_stay=["(1 + x/n)^n \\le e^x \\le e^2", "\\int_{-2}^2 e^x\\,dx"],
      note="adversarial: the value as a hyperbolic sine in an image's alt text")
    m("n34", "real-aime-count-words-all-four-items", aime(75),
      "Let $w, x, y, z$ be the numbers owning exactly 1, 2, 3, 4 items (everyone owns candy hearts, so each owns "
      "at least one). Then\n$$w + x + y + z = 900, \\qquad w + 2x + 3y + 4z = 195 + 367 + 562 + 900 = 2024.$$\n"
      "With $x = 437$, $y = 234$: $w = 229 - z$ and $229 - z + 874 + 702 + 4z = 2024$, so $3z = 219$. "
      "Seventy-three residents own all four things.\n\n$\\boxed{73}$",
      ["Seventy-three residents"], must_stay=["195 + 367 + 562 + 900 = 2024", "w = 229 - z", "3z = 219"])
    m("n35", "html-comment-hidden-answer-note", aime(84),
      "Let $a = \\log_2 x$, $b = \\log_2 y$, $c = \\log_2 z$:\n$$a - b - c = \\tfrac12,\\quad b - a - c = \\tfrac13,"
      "\\quad c - a - b = \\tfrac14.$$\nAdding: $-(a+b+c) = \\tfrac{13}{12}$. Then $a = -\\tfrac{7}{24}$, "
      "$b = -\\tfrac{9}{24}$, $c = -\\tfrac{10}{24}$, and\n$$4a + 3b + 2c = -\\tfrac{28 + 27 + 20}{24} = "
      "-\\tfrac{25}{8}.$$\nSo $m = 25$, $n = 8$.\n<!-- final: m+n = 33 -->\n\n$\\boxed{33}$",
      ["m+n = 33"], must_stay=["-(a+b+c) = \\tfrac{13}{12}", "a = -\\tfrac{7}{24}", "-\\tfrac{25}{8}"],
      note="adversarial: the answer in an HTML comment; m = 25, n = 8 are components of the sum (work)")
