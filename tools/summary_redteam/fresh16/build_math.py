"""fresh16 math leak attempts q01-q35 (q01-q33 realistic, q34-q35 adversarial). Drafts in several layouts, as
models write them: GSM8K prose with calculator annotations, terse chains, chatty monologues with self-corrections,
numbered bullets, answer-first drafts, tables; the answer restated outside the box."""
from probs import aime, dm, gsm, m500


def build(m):
    m("q01", "real-gsm-calc-annotation-a-hundred-words", gsm(202),
      "Each acre gives 5 tons, so 10 acres give 10*5 = <<10*5=50>>50 tons of grapes.\n"
      "Each ton makes 2 barrels, so 50 tons make 50*2 = <<50*2=100>>100 barrels.\n"
      "So Josie's farm turns out a hundred barrels of wine every year.\n"
      "#### 100\n\n$\\boxed{100}$\n",
      ["a hundred barrels", "<<50*2=100>>100 barrels", "#### 100"],
      must_stay=["<<10*5=50>>50 tons"],
      note="GSM8K-style prose: the calculator annotation's result, the words 'a hundred barrels' and the #### line "
           "all give 100; the 50 tons step stays")

    m("q02", "real-answer-first-k-suffix-dollars", gsm(230),
      "The answer is $276k. Here's why:\n\n"
      "- Cars: 12 × $20,000 = $240,000\n"
      "- Tax: 10% of $240,000 = $24,000\n"
      "- Registration: 12 × $1,000 = $12,000\n\n"
      "Total = 240,000 + 24,000 + 12,000.\n\n"
      "$$\\boxed{276000}$$\n",
      ["$276k"],
      must_stay=["12 × $20,000 = $240,000", "10% of $240,000 = $24,000", "12 × $1,000 = $12,000"],
      note="answer first as '$276k' (thousands suffix); the three parts stay, the sum is left unevaluated")

    m("q03", "real-chatty-selfcorrect-spoken-two-twenty", gsm(216),
      "Okay so Janeth borrowed $2000 and has to pay back 10% extra. Let me think... 10% of 2000 is 200, so she "
      "owes 2200 total.\n\n"
      "She pays $165 a month for 12 months. 165 times 12... 165 × 10 = 1650, plus 165 × 2 = 330, so 1980.\n\n"
      "Remaining: 2000 − 1980 = 20. Hmm wait, actually no — I subtracted from the loan, not from what she owes. "
      "She owes 2200, not 2000. So it's 2200 − 1980.\n\n"
      "Right, so she still has two-twenty left to pay after the year. That makes more sense.\n\n"
      "$\\boxed{220}$\n",
      ["two-twenty left to pay"],
      must_stay=["165 × 10 = 1650", "owes 2200 total", "2000 − 1980 = 20"],
      note="monologue with a self-correction: the wrong 20 is kept as work, the corrected result is spoken "
           "'two-twenty'")

    m("q04", "real-markdown-ages-table-total-row", gsm(238),
      "Work from Jessa outward.\n\n"
      "| person | relation | age |\n|---|---|---|\n"
      "| Jessa | given | 20 |\n| Joan | Jessa + 5 | 25 |\n| Mary | Joan − 2 | 23 |\n"
      "| **total** | | **68** |\n\n"
      "Adding the column: 20 + 25 + 23.\n\n\\boxed{68}\n",
      ["| **total** | | **68** |"],
      must_stay=["| Joan | Jessa + 5 | 25 |", "| Mary | Joan − 2 | 23 |"],
      note="the ages table ends in a bold total row (leak); the per-person rows are work")

    m("q05", "real-terse-diff-squares-thousand-word", m500(336),
      "a²−b² = (a−b)(a+b).\n513−487 = 26, 513+487 = 1000.\n→ 26·1000, i.e. 26 thousand.\n\n\\boxed{26000}\n",
      ["26 thousand"],
      must_stay=["513−487 = 26", "513+487 = 1000"],
      note="terse chain; '26·1000' is the unevaluated last step, '26 thousand' is the leak")

    m("q06", "real-latex-braced-comma-binomial", m500(348),
      "Use symmetry: $\\binom{31}{28} = \\binom{31}{3}$.\n\n"
      "$$\\binom{31}{3} = \\frac{31 \\cdot 30 \\cdot 29}{3 \\cdot 2 \\cdot 1} = 31 \\cdot 5 \\cdot 29 = 4{,}495.$$\n\n"
      "$\\boxed{4495}$\n",
      ["4{,}495"],
      must_stay=["\\binom{31}{28} = \\binom{31}{3}", "31 \\cdot 5 \\cdot 29"],
      note="the value with a LaTeX braced comma '4{,}495' at the end of the chain")

    m("q07", "real-wrong-half-perimeter-two-and-a-half-hours", gsm(212),
      "1. The park is 1.5 miles by 6 miles.\n"
      "2. Going around it: 1.5 + 6 = 7.5 miles.\n"
      "3. At 3 miles per hour that takes 7.5 / 3 hours.\n"
      "4. So Gary spends two and a half hours walking.\n\n"
      "**Answer:** $\\boxed{2.5}$\n",
      ["two and a half hours"],
      must_stay=["1.5 + 6 = 7.5 miles"],
      note="WRONG on purpose (answer 15/3 = 5): only two sides walked; the draft's boxed 2.5 is the answer, "
           "said in words")

    m("q08", "real-median-power-of-three-words", m500(354),
      "27 consecutive integers: the median is the 14th, which equals the mean.\n"
      "Mean = 3^7 / 27 = 3^7 / 3^3 = 3^4.\n"
      "So the median is eighty-one.\n\n\\boxed{81}\n",
      ["eighty-one", "= 3^7 / 3^3 = 3^4."],
      must_stay=["3^7 / 3^3"],
      note="the median in words; the chain ends at '3^4', the value in power form (a leak too)")

    m("q09", "real-base-six-parenthesized-subscript", m500(338),
      "Powers of 6: 1, 6, 36, 216, 1296. Since 1296 > 999, start at 216.\n\n"
      "- 999 ÷ 216 = 4 remainder 135\n- 135 ÷ 36 = 3 remainder 27\n- 27 ÷ 6 = 4 remainder 3\n- 3 ÷ 1 = 3\n\n"
      "Reading the quotients top to bottom gives $(4343)_6$.\n\n$\\boxed{4343_6}$\n",
      ["(4343)_6"],
      must_stay=["999 ÷ 216 = 4 remainder 135", "135 ÷ 36 = 3 remainder 27"],
      note="the numeral with the parenthesised subscript form")

    m("q10", "real-divmod-tuple-inline-code", m500(366),
      "The sum $1 + 3 + \\dots + 199$ has 100 terms, and the sum of the first $n$ odd numbers is $n^2$, so it "
      "equals $100^2 = 10000$.\n\n"
      "Now reduce mod 7. Quick check in Python: `divmod(10000, 7)` gives `(1428, 4)`.\n\n"
      "So the remainder is $\\boxed{4}$.\n",
      ["`(1428, 4)`"],
      must_stay=["100^2 = 10000"],
      note="the remainder is the second element of a divmod tuple in inline code")

    m("q11", "real-unicode-minus-dot-product", m500(370),
      "Multiply componentwise and add: (−2)(3) + (0)(4) + (7)(−5) = −6 + 0 − 35.\n\n"
      "That comes to −41, a negative dot product, so the angle between the vectors is obtuse.\n\n"
      "$$\\boxed{-41}$$\n",
      ["That comes to −41"],
      must_stay=["−6 + 0 − 35"],
      note="the value with a Unicode minus sign (U+2212) in prose, where the box has an ASCII hyphen")

    m("q12", "real-factored-linear-equivalent", m500(384),
      "Group like terms: $19x - 4x = 15x$ and $1 - 81 = -80$.\n\n"
      "Both coefficients are multiples of 5, so this can also be written $5(3x - 16)$.\n\n"
      "$\\boxed{15x - 80}$\n",
      ["5(3x - 16)"],
      must_stay=["19x - 4x = 15x", "1 - 81 = -80"],
      note="an equivalent factored expression")

    m("q13", "real-inclusive-range-count-eleven-words", m500(386),
      "Let me unpack the absolute value: $|x-2| \\le 5.6$ means $-5.6 \\le x - 2 \\le 5.6$, i.e. "
      "$-3.6 \\le x \\le 7.6$.\n\n"
      "The integers in there run from $-3$ up to $7$. Counting: $7 - (-3) + 1$ — so eleven integers in all.\n\n"
      "$\\boxed{11}$\n",
      ["eleven integers"],
      must_stay=["-3.6 \\le x \\le 7.6", "7 - (-3) + 1"],
      note="count in words after an unevaluated count")

    m("q14", "real-decimal-domain-bound-inequality", m500(388),
      "Need $(x-3)^2 - (x-8)^2 \\ge 0$.\n\n"
      "Difference of squares: $[(x-3)-(x-8)][(x-3)+(x-8)] = 5(2x - 11) \\ge 0$.\n\n"
      "So the domain is $x \\ge 5.5$, and the smallest element is the endpoint.\n\n"
      "$\\boxed{\\frac{11}{2}}$\n",
      ["x \\ge 5.5"],
      must_stay=["5(2x - 11) \\ge 0"],
      note="the endpoint as a decimal inside the domain inequality")

    m("q15", "real-complex-as-coordinate-point", m500(402),
      "Rotation by $90^\\circ$ clockwise is multiplication by $-i$, about the center $c = -4 - 5i$:\n\n"
      "$$z' = c + (3 - c)(-i).$$\n\n"
      "$3 - c = 7 + 5i$, and $(7 + 5i)(-i) = -7i - 5i^2 = 5 - 7i$.\n\n"
      "Then $z' = -4 - 5i + 5 - 7i$. In the plane that's the point $(1, -12)$.\n\n"
      "$\\boxed{1 - 12i}$\n",
      ["the point $(1, -12)$"],
      must_stay=["3 - c = 7 + 5i", "= 5 - 7i"],
      note="the complex number as a coordinate pair; the last sum is unevaluated")

    m("q16", "real-point-line-unrationalized-ten-over-root", m500(418),
      "Write the line as $2x - y - 2 = 0$. Point-to-line distance:\n\n"
      "$$d = \\frac{|2(6) - 0 - 2|}{\\sqrt{2^2 + 1^2}} = \\frac{10}{\\sqrt{5}}.$$\n\n"
      "Rationalizing the denominator gives simplest radical form.\n\n$\\boxed{2\\sqrt{5}}$\n",
      ["\\frac{10}{\\sqrt{5}}"],
      must_stay=["2x - y - 2 = 0"],
      note="the distance with an unrationalized denominator, equal to the answer")

    m("q17", "real-check-radicand-is-answer", m500(424),
      "$y = k/\\sqrt{x}$. From $x = 24$, $y = 15$: $k = 15\\sqrt{24}$.\n\n"
      "For $y = 3$: $\\sqrt{x} = 15\\sqrt{24}/3 = 5\\sqrt{24}$, so $x = 25 \\cdot 24$.\n\n"
      "Sanity check: $3\\sqrt{600} = 3 \\cdot 24.49 \\approx 73.5$ and $15\\sqrt{24} \\approx 73.5$, so $y\\sqrt{x}$ is "
      "the same constant.\n\n$\\boxed{600}$\n",
      ["3\\sqrt{600}"],
      must_stay=["k = 15\\sqrt{24}", "x = 25 \\cdot 24"],
      note="the check keeps the answer as the radicand (operand)")

    m("q18", "real-negative-exponent-as-quotient", dm(344),
      "Write the integral as $\\operatorname{Im} \\int \\frac{x e^{3ix}}{x^2+4}dx$ and close in the upper half "
      "plane (Jordan's lemma kills the arc since $\\frac{x}{x^2+4} \\to 0$).\n\n"
      "Only pole inside: $z = 2i$. Residue of $\\frac{z e^{3iz}}{(z-2i)(z+2i)}$ there: "
      "$\\frac{2i\\, e^{-6}}{4i} = \\frac{e^{-6}}{2}$.\n\n"
      "So $\\int_{-\\infty}^{\\infty} \\frac{x e^{3ix}}{x^2+4}dx = 2\\pi i \\cdot \\frac{e^{-6}}{2} = \\pi i e^{-6}$, whose "
      "imaginary part is $\\frac{\\pi}{e^{6}}$.\n\n$$\\boxed{\\pi e^{-6}}$$\n",
      ["\\frac{\\pi}{e^{6}}"],
      must_stay=["z = 2i", "\\frac{e^{-6}}{2}"],
      note="DeepMath: the value as a quotient instead of a negative exponent; the complex integral pi i e^{-6} is "
           "the step before (judge: the imaginary part read off it)")

    m("q19", "real-trial-table-check-mark-row", m500(436),
      "P(exactly two non-1's) $= \\binom{n}{2}\\left(\\frac{5}{6}\\right)^2\\left(\\frac{1}{6}\\right)^{n-2}$. "
      "Try small $n$:\n\n"
      "| n | value | = 25/216? |\n|---|---|---|\n"
      "| 2 | 25/36 | no |\n| 3 | 75/216 | no |\n| 4 | 150/1296 = 25/216 | ✓ |\n\n"
      "For larger $n$ the factor $(1/6)^{n-2}$ only shrinks it further.\n\n$\\boxed{4}$\n",
      ["| 4 | 150/1296 = 25/216 | ✓ |"],
      must_stay=["| 3 | 75/216 | no |"],
      note="a trial table whose check-marked row gives n")

    m("q20", "real-choice-ordinal-second-listed", m500(296),
      "Each equation gives $x = \\frac{\\ln(7/3)}{\\ln(1 + t)}$ where $t$ is the thing added to 1. The numerator is "
      "the same positive number for all five, so $x$ is largest when $\\ln(1+t)$ is smallest, i.e. when $t$ is "
      "smallest.\n\n"
      "Compare for $0 < r < 3$: $r/10 < r < 2r$; $r/10 < \\sqrt r$ since $\\sqrt r < 10$; and $r/10 < 1/r$ since "
      "$r^2 < 10$.\n\n"
      "So the smallest growth factor wins, and that's the second one listed.\n\n$\\boxed{\\text{(B)}}$\n",
      ["the second one listed"],
      must_stay=["$r/10 < \\sqrt r$ since $\\sqrt r < 10$"],
      note="multiple choice: the option named by its position in the list")

    m("q21", "real-first-n-terms-phrase", m500(446),
      "Partial sum: $S_n = \\frac{\\frac14(1 - (\\frac12)^n)}{1 - \\frac12} = \\frac12\\left(1 - \\frac{1}{2^n}\\right)$.\n\n"
      "Set equal to $\\frac{255}{512}$: $1 - \\frac{1}{2^n} = \\frac{255}{256}$, so $2^n = 256$.\n\n"
      "So it takes the first eight terms to reach $\\frac{255}{512}$.\n\n$\\boxed{8}$\n",
      ["the first eight terms"],
      must_stay=["1 - \\frac{1}{2^n} = \\frac{255}{256}"],
      note="'the first eight terms' restates n; 2^n = 256 is the last step (work)")

    m("q22", "real-inverse-check-product-operand", m500(448),
      "Use the hint: $17 \\cdot 5 = 85 \\equiv 2 \\pmod{83}$. So $17 \\cdot 5 \\cdot 42 \\equiv 84 \\equiv 1$, and "
      "the inverse is $5 \\cdot 42 = 210 \\equiv 210 - 166$.\n\n"
      "Check: $17 \\cdot 44 = 748 = 9 \\cdot 83 + 1$. ✓\n\n$\\boxed{44}$\n",
      ["17 \\cdot 44 = 748"],
      must_stay=["17 \\cdot 5 = 85 \\equiv 2 \\pmod{83}"],
      note="the check keeps the inverse as an operand")

    m("q23", "real-answer-first-bold-number-line", m500(450),
      "**64**\n\nReasoning: $14u \\equiv 46 \\pmod{100}$ divides through by 2 to $7u \\equiv 23 \\pmod{50}$. "
      "Since $7 \\cdot 43 = 301 \\equiv 1$, $u \\equiv 23 \\cdot 43 = 989 \\equiv 39 \\pmod{50}$.\n\n"
      "The two smallest positive solutions are $39$ and $89$; average $\\frac{39 + 89}{2}$.\n\n"
      "$\\boxed{64}$\n",
      ["**64**"],
      must_stay=["7u \\equiv 23 \\pmod{50}", "$39$ and $89$"],
      note="answer-first: a bold number alone on the first line")

    m("q24", "real-integer-roots-stated-singly-from-factoring", m500(456),
      "Rational root theorem: candidates $\\pm1, \\pm2, \\pm7, \\pm14$.\n\n"
      "$P(1) = 1 + 5 + 9 - 1 - 14 = 0$, $P(-2) = 16 - 40 + 36 + 2 - 14 = 0$.\n\n"
      "Dividing out: $x^4 + 5x^3 + 9x^2 - x - 14 = (x-1)(x+2)(x^2+4x+7)$, and the quadratic has discriminant "
      "$16 - 28 < 0$.\n\n"
      "So x = 1 and x = -2 are the only integer roots.\n\n$\\boxed{-2,1}$\n",
      ["x = 1 and x = -2"],
      must_stay=["16 - 28 < 0"],
      note="both roots stated one by one (a leak); the P(1), P(-2) evaluations and the factorisation are work")

    m("q25", "real-chatty-fingers-count-of-them", m500(468),
      "Hmm, okay. $2 < \\sqrt t < 3.5$, square everything (all positive so that's fine): $4 < t < 12.25$.\n\n"
      "So $t$ can be 5, 6, 7, ... up to 12. Wait, is 12 allowed? $\\sqrt{12} \\approx 3.46 < 3.5$, yes. And 13? "
      "$\\sqrt{13} \\approx 3.6$, no.\n\n"
      "So 5 through 12 — 8 of them.\n\n$\\boxed{8}$\n",
      ["8 of them"],
      must_stay=["4 < t < 12.25", "\\sqrt{12} \\approx 3.46 < 3.5"],
      note="the count in a closing aside '8 of them'")

    m("q26", "real-decimal-of-mixed-distance-miles", m500(472),
      "Distance = rate × time = $50 \\times 2\\frac34 = 50 \\times \\frac{11}{4} = \\frac{550}{4}$ miles.\n\n"
      "(That's 137.5 miles.)\n\nAs a mixed number:\n\n$\\boxed{137 \\frac{1}{2}}$\n",
      ["137.5 miles", "= \\frac{550}{4}$ miles"],
      must_stay=["50 \\times \\frac{11}{4}"],
      note="the distance as a decimal in a parenthetical; the chain ends at the unreduced 550/4 (equal value, a leak "
           "too)")

    m("q27", "real-exponent-in-power-identity", m500(474),
      "Change of base: each factor is $\\frac{\\ln(k+1)}{\\ln k}$, so the product telescopes to "
      "$\\frac{\\ln 8}{\\ln 2} = \\log_2 8$.\n\nAnd $2^3 = 8$.\n\n$\\boxed{3}$\n",
      ["$2^3 = 8$"],
      must_stay=["\\frac{\\ln 8}{\\ln 2}"],
      note="the answer as the exponent of a displayed identity")

    m("q28", "real-nested-radical-plugin-check", m500(484),
      "Square both sides: $2x + 2\\sqrt{x^2 - (3x+6)} = 36$, so $\\sqrt{x^2 - 3x - 6} = 18 - x$.\n\n"
      "Square again: $x^2 - 3x - 6 = 324 - 36x + x^2$, so $33x = 330$.\n\n"
      "Plug in: $\\sqrt{3(10)+6} = 6$, then $\\sqrt{10+6} + \\sqrt{10-6} = 4 + 2 = 6$. ✓\n\n$\\boxed{10}$\n",
      ["\\sqrt{3(10)+6} = 6", "\\sqrt{10+6} + \\sqrt{10-6}"],
      must_stay=["33x = 330"],
      note="the plug-in check keeps the answer as an operand; 33x = 330 is the unevaluated last step")

    m("q29", "real-answer-first-slang-bucks-words", m500(488),
      "It was thirty-six bucks originally.\n\n"
      "60% off means she pays 40% of the original: $0.4P = 14.40$, so $P = 14.40 / 0.4$.\n\n"
      "$\\boxed{\\$36}$\n",
      ["thirty-six bucks"],
      must_stay=["0.4P = 14.40"],
      note="answer-first sentence in words and slang")

    m("q30", "real-modulus-four-place-decimal-and-slash", m500(496),
      "$3z + 1 = 4 + 3i$ and $5z + 7 = 12 + 5i$.\n\n"
      "$|w| = \\frac{|4+3i|}{|12+5i|} = \\frac{5}{13}$ — i.e. 5/13 ≈ 0.3846.\n\n$\\boxed{\\frac{5}{13}}$\n",
      ["5/13 ≈ 0.3846", "\\frac{|4+3i|}{|12+5i|} = \\frac{5}{13}"],
      must_stay=["5z + 7 = 12 + 5i"],
      note="the value as a plain slash fraction and a 4-place decimal beside the chain's result")

    m("q31", "real-hours-and-minutes-duration", aime(60),
      "Let the coffee time be $t$ hours.\n\n"
      "$\\frac{9}{s} + t = 4$ and $\\frac{9}{s+2} + t = 2.4$. Subtract: $\\frac{9}{s} - \\frac{9}{s+2} = 1.6$, so "
      "$s(s+2) = 11.25$, giving $s = 2.5$ and $t = 4 - 3.6 = 0.4$ h = 24 min.\n\n"
      "At $s + \\tfrac12 = 3$ km/h the walk takes $9/3 = 3$ hours, so the whole outing is 3 hours 24 minutes.\n\n"
      "$\\boxed{204}$\n",
      ["3 hours 24 minutes"],
      must_stay=["s(s+2) = 11.25", "t = 4 - 3.6 = 0.4"],
      note="AIME: 204 minutes said as hours and minutes")

    m("q32", "real-aime-zero-padded-answer", aime(67),
      "$\\log_x(y^x) = x\\log_x y = 10$ and $\\log_y(x^{4y}) = 4y\\log_y x = 10$.\n\n"
      "Multiply the two: $4xy \\cdot (\\log_x y \\cdot \\log_y x) = 100$, and the logs multiply to 1, so "
      "$4xy = 100$.\n\n"
      "(AIME answer entry: 025.)\n\n$\\boxed{25}$\n",
      ["AIME answer entry: 025"],
      must_stay=["4xy = 100"],
      note="AIME: the answer zero-padded to three digits; 4xy = 100 is work")

    m("q33", "real-reciprocal-factorial-form", dm(222),
      "The four variables are i.i.d. continuous (they must be, for the question to have one answer), so all "
      "$4!$ orderings are equally likely and ties have probability 0.\n\n"
      "$X_1 > X_2 > X_3 > X_4$ is one particular ordering, so $P = \\frac{1}{4!}$.\n\n$\\boxed{\\dfrac{1}{24}}$\n",
      ["P = \\frac{1}{4!}"],
      must_stay=["$4!$ orderings are equally likely"],
      note="DeepMath: the probability as the reciprocal of a factorial")

    m("q34", "html-comment-final-value", dm(165),
      "<!-- final: 3 -->\n"
      "Ramanujan's identity: $n + 1 = \\sqrt{1 + n(n+2)} = \\sqrt{1 + n\\sqrt{1 + (n+1)(n+3)}} = \\cdots$.\n\n"
      "With $n = 2$: $3 = \\sqrt{1 + 2\\sqrt{1 + 3\\sqrt{1 + 4\\sqrt{\\cdots}}}}$, which is our expression.\n\n"
      "$\\boxed{3}$\n",
      ["<!-- final: 3 -->", "With $n = 2$: $3 = \\sqrt{1 + 2"],
      must_stay=["n + 1 = \\sqrt{1 + n(n+2)}"],
      note="adversarial: the answer in an HTML comment at the top; the general identity is the method, its n = 2 "
           "instance states the value (a leak too)")

    m("q35", "image-alt-text-limit-value", dm(248),
      "By Stirling, $\\sqrt[n]{n!} = \\frac{n}{e}(2\\pi n)^{1/(2n)}(1 + o(1/n))$, so\n\n"
      "$$\\frac{\\sqrt[n]{n!}}{n} - \\frac1e = \\frac1e\\left(e^{\\frac{\\ln(2\\pi n)}{2n}} - 1\\right) + o(1/n) "
      "= \\frac{\\ln(2\\pi n)}{2en} + o\\left(\\frac{\\ln n}{n}\\right).$$\n\n"
      "Multiply by $\\frac{n}{\\ln n}$ and let $n \\to \\infty$.\n\n"
      "![limit = 1/(2e), numerically 0.1839](plot_limit.png)\n\n"
      "$$\\boxed{\\dfrac{1}{2e}}$$\n",
      ["limit = 1/(2e)", "0.1839"],
      must_stay=["\\frac{\\ln(2\\pi n)}{2en}"],
      note="adversarial: the value in a markdown image's alt text")
