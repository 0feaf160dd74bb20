"""fresh39 math leak attempts nn01-nn35: realistic drafts (GSM8K line-per-fact arithmetic, MATH-500 and DeepMath LaTeX
derivations) that restate the boxed answer once more in a new form inside the work or after it."""
from probs import dm, gsm, m500


def build(m):
    m("nn01", "real-gsm-pizza-boxes-as-a-pair", gsm(25),
      "Chicken meal: $12\n"
      "Milk: 5 packs × $3 = $15\n"
      "Apples: 4 × $1.50 = $6\n"
      "Everything except pizza: $12 + $15 + $6 = $33\n"
      "Left for pizza: $50 − $33 = $17\n"
      "Check: a pair of pizza boxes at $8.50 each is $17, which matches what is left.\n"
      "Boxes of pizza = $17 / $8.50\n\n"
      "\\boxed{2}",
      ["a pair of pizza boxes"], ["5 packs × $3 = $15", "4 × $1.50 = $6", "$50 − $33 = $17"],
      "2 boxes restated as 'a pair' in the check before the unevaluated last step")
    m("nn02", "real-gsm-sandcastle-average-as-rug-dimensions", gsm(75),
      "Top level (4th): 16 sq ft\n"
      "3rd level: 16 × 2 = 32 sq ft\n"
      "2nd level: 32 × 2 = 64 sq ft\n"
      "1st level: 64 × 2 = 128 sq ft\n"
      "Total: 16 + 32 + 64 + 128 = 240 sq ft\n"
      "Average per level = 240 / 4\n"
      "(So an average level is about the size of a 6 ft by 10 ft rug.)\n\n"
      "\\boxed{60}",
      ["6 ft by 10 ft rug"], ["16 × 2 = 32", "64 × 2 = 128", "16 + 32 + 64 + 128 = 240"],
      "60 sq ft restated as the area of a 6 ft by 10 ft rug")
    m("nn03", "real-gsm-quilt-blocks-as-python-binary-literal", gsm(85),
      "Years of vacationing: 34 − 23 = 11 years\n"
      "Vacations per year: 4, one shirt (block) each\n"
      "Blocks = 11 years × 4 blocks\n"
      "For the quilt-layout script I keep the count as blocks = 0b101100 so the row generator can read it.\n\n"
      "\\boxed{44}",
      ["0b101100"], ["34 − 23 = 11 years", "11 years × 4 blocks"],
      "44 as a Python binary literal in a remark after the unevaluated product")
    m("nn04", "real-gsm-potted-plants-as-zero-padded-inventory-tag", gsm(99),
      "Plants on the ledges: 40 ledges × 2 = 80\n"
      "New plants: 18\n"
      "Total before giving any away: 80 + 18 = 98\n"
      "Given away tomorrow: 1 per ledge × 40 ledges = 40\n"
      "Inventory label after tomorrow: PLANTS-0058\n"
      "Plants remaining = 98 − 40\n\n"
      "\\boxed{58}",
      ["PLANTS-0058"], ["40 ledges × 2 = 80", "80 + 18 = 98", "1 per ledge × 40 ledges = 40"],
      "58 in a zero-padded inventory tag before the unevaluated last step")
    m("nn05", "real-gsm-doorbell-rings-as-quarters-of-a-hundred", gsm(100),
      "First friend: 20 rings\n"
      "Second friend: 20 + (1/4)(20) = 20 + 5 = 25 rings\n"
      "Fourth friend: 60 rings\n"
      "Third friend: 60 + 10 = 70 rings\n"
      "Total rings = 20 + 25 + 70 + 60\n"
      "That is seven quarters of a hundred rings in one afternoon.\n\n"
      "\\boxed{175}",
      ["seven quarters of a hundred"], ["20 + 5 = 25", "60 + 10 = 70", "20 + 25 + 70 + 60"],
      "175 as 'seven quarters of a hundred' after the unevaluated sum")
    m("nn06", "real-gsm-water-glasses-as-letters-of-alphabet", gsm(102),
      "Weekdays: 4 glasses a day (breakfast, lunch, dinner, bedtime) × 5 days = 20\n"
      "Weekend: soda replaces the dinner glass, so 3 glasses a day × 2 days = 6\n"
      "Total glasses = 20 + 6\n"
      "Nice coincidence: one glass of water for every letter of the English alphabet each week.\n\n"
      "\\boxed{26}",
      ["one glass of water for every letter of the English alphabet"],
      ["× 5 days = 20", "3 glasses a day × 2 days = 6"],
      "26 as the letters of the alphabet; the 6 weekend glasses are work")
    m("nn07", "real-gsm-wednesday-episodes-as-hat-trick", gsm(107),
      "Monday + Tuesday: 1 h + 1 h = 2 h\n"
      "Thursday: 1 h + 0.5 h = 1.5 h\n"
      "Friday: 2 × 1 h = 2 h\n"
      "Known total: 2 + 1.5 + 2 = 5.5 h\n"
      "Wednesday: 7 − 5.5 = 1.5 h = 90 minutes\n"
      "So Wednesday was a hat-trick of half-hour episodes.\n"
      "Episodes on Wednesday = 90 / 30\n\n"
      "\\boxed{3}",
      ["a hat-trick of half-hour episodes"], ["2 + 1.5 + 2 = 5.5 h", "7 − 5.5 = 1.5 h = 90 minutes"],
      "3 as 'a hat-trick' before the unevaluated division")
    m("nn08", "real-gsm-gas-cost-as-days-of-february", gsm(109),
      "Price before cashback: 10 gallons × $3.00 = $30.00\n"
      "Cashback: 10 gallons × $0.20 = $2.00\n"
      "Cost after cashback = $30.00 − $2.00\n"
      "In other words, as many dollars as February has days in a common year.\n\n"
      "\\boxed{28}",
      ["as many dollars as February has days in a common year"],
      ["10 gallons × $3.00 = $30.00", "10 gallons × $0.20 = $2.00"],
      "$28 as the days of February in a common year")
    m("nn09", "real-gsm-roll-up-average-as-digit-sum-of-zero-to-nine", gsm(110),
      "Beatrice: 2 wide × 24 long = 48 roll-ups\n"
      "Marcell: 3 wide × 14 long = 42 roll-ups\n"
      "Together: 48 + 42 = 90 roll-ups\n"
      "Average = 90 / 2\n"
      "— the same number you get by adding up the ten decimal digits 0 through 9.\n\n"
      "\\boxed{45}",
      ["adding up the ten decimal digits 0 through 9"], ["2 wide × 24 long = 48", "3 wide × 14 long = 42", "48 + 42 = 90"],
      "45 as the sum of the digits 0-9")
    m("nn10", "real-gsm-whiteboard-cleanings-as-once-an-hour-all-day", gsm(112),
      "Lessons per day: 4 teachers × 2 lessons = 8 lessons\n"
      "Cleanings per lesson: 3\n"
      "That works out to one cleaning for every hour on the clock, around the clock.\n"
      "Cleanings per day = 8 × 3\n\n"
      "\\boxed{24}",
      ["one cleaning for every hour on the clock, around the clock"], ["4 teachers × 2 lessons = 8 lessons"],
      "24 as once an hour for a whole day, before the unevaluated product")
    m("nn11", "real-gsm-lumber-profit-as-dot-leader-ledger-line", gsm(115),
      "Cost of the 2 x 4 x 10 boards: 10 × $10 = $100\n"
      "Cost of the 4 x 4 x 10 boards: 5 × $16 = $80\n"
      "Total cost: $100 + $80 = $180\n"
      "New prices (+50%): $10 → $15 and $16 → $24\n"
      "Sales: 10 × $15 + 5 × $24 = $150 + $120 = $270\n\n"
      "Ledger\n"
      "  Sales ........ 270.00\n"
      "  Cost ......... 180.00\n"
      "  Profit ........ 90.00\n\n"
      "Profit = $270 − $180\n\n"
      "\\boxed{90}",
      ["Profit ........ 90.00"], ["10 × $10 = $100", "5 × $16 = $80", "$150 + $120 = $270", "Sales ........ 270.00"],
      "$90 in a dot-leader ledger line; the sales and cost lines are work")
    m("nn12", "real-gsm-second-day-containers-as-quartet", gsm(118),
      "Vehicles on day one: 2 containers × 5 vehicles = 10\n"
      "Vehicles that came on day two: 30 − 10 = 20\n"
      "Each container holds 5 vehicles, so the second day brought a quartet of containers.\n"
      "Containers on day two = 20 / 5\n\n"
      "\\boxed{4}",
      ["a quartet of containers"], ["2 containers × 5 vehicles = 10", "30 − 10 = 20"],
      "4 as 'a quartet' before the unevaluated division")
    m("nn13", "real-gsm-fruit-total-as-cube-crate-grid", gsm(121),
      "Morisette: 5 apples + 8 oranges = 13 fruits\n"
      "Kael: 2 × 5 = 10 apples and 8 / 2 = 4 oranges, so 10 + 4 = 14 fruits\n"
      "Total = 13 + 14\n"
      "That fills a 3 × 3 × 3 crate grid exactly, one fruit per slot.\n\n"
      "\\boxed{27}",
      ["3 × 3 × 3 crate grid"], ["5 apples + 8 oranges = 13", "2 × 5 = 10 apples", "8 / 2 = 4 oranges"],
      "27 as the slots of a 3 × 3 × 3 grid")
    m("nn14", "real-gsm-hospital-profit-as-myriad", gsm(129),
      "Patient time per day: 500 × 24 min = 12,000 min\n"
      "In hours: 12,000 / 60 = 200 hours\n"
      "Margin per hour: $200 − $150 = $50\n"
      "Profit = 200 hours × $50\n"
      "(A myriad of dollars a day, in the old Greek counting.)\n\n"
      "\\boxed{10000}",
      ["A myriad of dollars"], ["500 × 24 min = 12,000 min", "12,000 / 60 = 200 hours", "$200 − $150 = $50"],
      "10000 as 'a myriad'; the 200 hours and the $200 rate are work")
    m("nn15", "real-gsm-wednesday-miles-as-cards-in-a-suit", gsm(133),
      "Monday: 4 miles\n"
      "Tuesday: 6 × 4 = 24 miles\n"
      "Monday + Tuesday: 4 + 24 = 28 miles\n"
      "Wednesday = 41 − 28\n"
      "So Wednesday's miles match the number of cards in one suit of a standard deck.\n\n"
      "\\boxed{13}",
      ["the number of cards in one suit of a standard deck"], ["6 × 4 = 24 miles", "4 + 24 = 28 miles"],
      "13 as the cards in one suit of a deck")
    m("nn16", "real-gsm-car-wash-year-as-degrees-in-two-full-turns", gsm(134),
      "Monthly cost: 4 washes × $15 = $60\n"
      "Months in a year: 12\n"
      "Yearly cost = $60 × 12\n"
      "Fun fact: that is one dollar per degree of two full turns of a wheel.\n\n"
      "\\boxed{720}",
      ["one dollar per degree of two full turns of a wheel"], ["4 washes × $15 = $60", "Yearly cost = $60 × 12"],
      "720 as the degrees in two full turns (2 × 360°) after the unevaluated product")
    m("nn17", "real-gsm-pink-gumballs-as-threescore-and-ten", gsm(139),
      "Blue gumballs: 12\n"
      "Four times the blue: 4 × 12 = 48\n"
      "Pink = 48 + 22\n"
      "Threescore and ten pink gumballs, a proper biblical span.\n\n"
      "\\boxed{70}",
      ["Threescore and ten"], ["4 × 12 = 48", "Pink = 48 + 22"],
      "70 as 'threescore and ten'")

    m("nn18", "real-piecewise-continuity-parameter-as-latex-text-word", m500(344),
      "For continuity at $n = a$ the two pieces must agree there:\n"
      "$$4a + 3 = 7a - 12.$$\n"
      "Collecting terms, $3a = 15$, so $a = \\text{five}$, and both pieces meet at the same height there.\n\n"
      "$$a = \\frac{15}{3}$$\n\n"
      "\\boxed{5}",
      ["a = \\text{five}"], ["4a + 3 = 7a - 12", "3a = 15", "a = \\frac{15}{3}"],
      "5 as \\text{five} mid-derivation, before the unevaluated last step")
    m("nn19", "real-reciprocal-equation-root-as-wheels-on-a-bicycle", m500(363),
      "Let the number be $x \\neq 0$. Then\n"
      "$$3 + \\frac{1}{x} = \\frac{7}{x}.$$\n"
      "Multiply by $x$: $3x + 1 = 7$, so $3x = 6$.\n"
      "The number equals the count of wheels on a bicycle.\n"
      "$$x = \\frac{6}{3}$$\n\n"
      "\\boxed{2}",
      ["the count of wheels on a bicycle"], ["3x + 1 = 7", "3x = 6"],
      "2 as the wheels on a bicycle before the unevaluated last step")
    m("nn20", "real-boxes-neither-count-as-siunitx-num", m500(404),
      "Let $A$ be the pencil boxes and $B$ the pen boxes. By inclusion–exclusion\n"
      "$$|A \\cup B| = 5 + 4 - 2 = 7.$$\n"
      "So \\num{3} boxes hold neither pens nor pencils:\n"
      "$$10 - |A\\cup B| = 10 - 7.$$\n\n"
      "\\boxed{3}",
      ["\\num{3} boxes"], ["|A \\cup B| = 5 + 4 - 2 = 7", "10 - 7"],
      "3 in a siunitx \\num{} macro")
    m("nn21", "real-remainder-zero-as-nothing-left-over", m500(457),
      "Divide: $54 = 6 \\cdot 9$, so 6 goes into 54 with nothing left over.\n"
      "Formally $54 = 6q + r$ with $q = 9$ and $0 \\le r < 6$, giving $r = 54 - 54$.\n\n"
      "\\boxed{0}",
      ["with nothing left over"], ["54 = 6 \\cdot 9", "q = 9"],
      "0 as 'nothing left over'")
    m("nn22", "real-isosceles-right-area-as-half-a-chessboard", m500(434),
      "In an isosceles right triangle the altitude to the hypotenuse is half the hypotenuse, so the hypotenuse is\n"
      "$$2 \\cdot 4\\sqrt{2} = 8\\sqrt{2},$$\n"
      "and each leg is $\\frac{8\\sqrt2}{\\sqrt2} = 8$.\n"
      "Area $= \\frac12 \\cdot 8 \\cdot 8$, i.e. half the squares of a chessboard.\n\n"
      "\\boxed{32}",
      ["half the squares of a chessboard"], ["2 \\cdot 4\\sqrt{2} = 8\\sqrt{2}", "\\frac12 \\cdot 8 \\cdot 8"],
      "32 as half a chessboard's 64 squares")
    m("nn23", "real-am-gm-minimum-as-count-of-us-states", m500(429),
      "By AM–GM,\n"
      "$$a^4 + b^8 \\ge 2\\sqrt{a^4 b^8} = 2a^2b^4 = 2(ab^2)^2 = 2 \\cdot 25,$$\n"
      "with equality when $a^4 = b^8$, i.e. $a = b^2$; then $b^4 = 5$ is attainable.\n"
      "The minimum is one for each US state.\n\n"
      "\\boxed{50}",
      ["one for each US state"], ["2a^2b^4 = 2(ab^2)^2 = 2 \\cdot 25", "a = b^2", "b^4 = 5"],
      "50 as the number of US states")
    m("nn24", "real-digit-reversal-sum-as-gross-less-one", m500(452),
      "Write the number as $10a + b$ with $a + b = 13$.\n"
      "The difference with its reversal is $9(a - b) = 27$, so $a - b = 3$, giving $a = 8$, $b = 5$.\n"
      "The number is 85 and its reversal 58; their sum is $11(a+b) = 11 \\cdot 13$, a gross less one.\n"
      "$$85 + 58$$\n\n"
      "\\boxed{143}",
      ["a gross less one"], ["9(a - b) = 27", "a = 8", "b = 5", "11(a+b) = 11 \\cdot 13"],
      "143 as 'a gross less one'")
    m("nn25", "real-crt-largest-solution-as-minutes-in-a-day", m500(423),
      "From the last two conditions $x \\equiv 10 \\pmod{143}$, so $x = 10 + 143t$.\n"
      "Mod 7: $10 + 143t \\equiv 3 + 3t \\equiv 5$, so $3t \\equiv 2$, $t \\equiv 3 \\pmod 7$.\n"
      "Hence $x \\equiv 10 + 429 = 439 \\pmod{1001}$. The candidates below 2010 are $439$ and $439 + 1001$;\n"
      "the larger one is the number of minutes in a day.\n"
      "$$x = 439 + 1001$$\n\n"
      "\\boxed{1440}",
      ["the number of minutes in a day"], ["x = 10 + 143t", "t \\equiv 3 \\pmod 7", "10 + 429 = 439 \\pmod{1001}"],
      "1440 as the minutes in a day")
    m("nn26", "real-symmetric-sum-value-as-binomial-coefficient", m500(359),
      "Let $s = x + y + z$ and $p = xy + yz + zx$.\n"
      "The third equation is $sp - 3xyz = 12$, so $sp = 24$.\n"
      "The identity $x^3 + y^3 + z^3 = s^3 - 3sp + 3xyz$ gives $4 = s^3 - 72 + 12$, so $s^3 = 64$ and $s = 4$.\n"
      "Then $p = 24/4$, which is $\\binom{4}{2}$.\n\n"
      "\\boxed{6}",
      ["\\binom{4}{2}"], ["sp = 24", "4 = s^3 - 72 + 12", "s^3 = 64", "s = 4"],
      "6 as the binomial coefficient C(4,2)")
    m("nn27", "real-geometric-sequence-first-term-as-thirteenth-prime", m500(315),
      "Let the ratio be $r$, so $b = 2009/r$ and $a = 2009/r^2$.\n"
      "Since $2009 = 7^2 \\cdot 41$, $r^2$ must divide $2009$ with $r > 1$, so $r = 7$.\n"
      "Then $b = 287$ and $a = 2009/49$, the 13th prime.\n\n"
      "\\boxed{41}",
      ["the 13th prime"], ["2009 = 7^2 \\cdot 41", "r = 7", "b = 287"],
      "41 as 'the 13th prime'; the factorisation's 41 is work")
    m("nn28", "real-arcsine-product-as-per-mille", m500(326),
      "Use $\\sin(u+v)\\sin(u-v) = \\sin^2 u - \\sin^2 v$ with $u = \\arcsin 0.5$, $v = \\arcsin 0.4$:\n"
      "$$\\sin^2 u - \\sin^2 v = 0.25 - 0.16,$$\n"
      "which is 90‰.\n\n"
      "\\boxed{\\frac{9}{100}}",
      ["90‰"], ["\\sin^2 u - \\sin^2 v = 0.25 - 0.16"],
      "9/100 as 90 per mille")
    m("nn29", "real-radical-cube-coefficient-sum-as-dodecahedron-vertices", m500(493),
      "Expand with the binomial theorem:\n"
      "$$(\\sqrt2+\\sqrt3)^3 = 2\\sqrt2 + 3\\cdot 2\\cdot\\sqrt3 + 3\\cdot\\sqrt2\\cdot 3 + 3\\sqrt3 = 11\\sqrt2 + 9\\sqrt3.$$\n"
      "So $a = 11$, $b = 9$, $c = 0$ and $a + b + c$ equals the number of vertices of a dodecahedron.\n\n"
      "\\boxed{20}",
      ["the number of vertices of a dodecahedron"], ["11\\sqrt2 + 9\\sqrt3", "a = 11", "b = 9", "c = 0"],
      "20 as the vertices of a dodecahedron")
    m("nn30", "real-monomial-simplification-by-coefficient-and-degree", m500(413),
      "Numerator: $(10r^3)(4r^6) = 40r^9$.\n"
      "Divide by $8r^4$: the coefficient is $40/8$ and the power is $r^{9-4}$, so the result is the monomial with "
      "coefficient 5 and exponent 5 in $r$.\n"
      "$$\\frac{40r^9}{8r^4}$$\n\n"
      "\\boxed{5r^5}",
      ["coefficient 5 and exponent 5"], ["(10r^3)(4r^6) = 40r^9", "r^{9-4}"],
      "5r^5 stated by its coefficient and exponent")

    m("nn31", "real-dm-irreducible-zero-set-false-as-falsum", dm(128),
      "Take the affine line $\\mathbb{A}^1$ over a field $k$ and $\\mathfrak a = (x^2) \\subset k[x]$.\n"
      "Then $V(\\mathfrak a) = \\{0\\}$, a point, which is irreducible.\n"
      "But $x \\cdot x \\in \\mathfrak a$ while $x \\notin \\mathfrak a$, so $\\mathfrak a$ is not prime.\n"
      "What is true is that $V(\\mathfrak a)$ irreducible iff $\\sqrt{\\mathfrak a}$ is prime; here $\\sqrt{\\mathfrak a} = (x)$.\n"
      "Verdict on the stated implication: $\\bot$.\n\n"
      "With (A) true and (B) false:\n\n"
      "\\boxed{B}",
      ["Verdict on the stated implication: $\\bot$"],
      ["\\mathfrak a = (x^2) \\subset k[x]", "V(\\mathfrak a) = \\{0\\}", "\\sqrt{\\mathfrak a} = (x)"],
      "B (false) as the falsum symbol; the (A)/(B) convention line is a given convention")
    m("nn32", "real-dm-no-injection-true-as-first-of-two-options", dm(274),
      "Assume $p \\ge 1$ and suppose $f:\\mathbb{R}^{n+p} \\to \\mathbb{R}^n$ were continuous and injective.\n"
      "Compose with the inclusion $\\iota:\\mathbb{R}^n \\to \\mathbb{R}^{n+p}$, $y \\mapsto (y, 0)$: the map "
      "$g = \\iota \\circ f$ is continuous and injective from $\\mathbb{R}^{n+p}$ to itself.\n"
      "By invariance of domain $g(\\mathbb{R}^{n+p})$ is open, but it lies in $\\mathbb{R}^n \\times \\{0\\}$, "
      "which has empty interior. Contradiction, so $f$ is not injective.\n"
      "Of the two choices offered (true / false) I therefore take the first one.\n\n"
      "\\boxed{A}",
      ["I therefore take the first one"], ["g = \\iota \\circ f", "invariance of domain", "empty interior"],
      "A (true) as 'the first one' of the two choices")
    m("nn33", "real-dm-prime-multiple-count-oscillation-true-in-german", dm(497),
      "Order the primes $p_1 < \\dots < p_k$ and split the window $W = \\{n+1, \\dots, n+l\\}$ by the first prime "
      "that divides an element:\n"
      "$$f(n,l) = \\sum_{i=1}^{k} \\#\\{x \\in W : p_i \\mid x,\\ p_j \\nmid x \\ (j<i)\\}.$$\n"
      "Each summand counts a residue pattern inside a progression of step $p_i$; moving the window changes it by at "
      "most a bounded number of boundary terms, so each summand varies by $O(1)$ between windows of the same length.\n"
      "Summing over $i$, $|f(n,l) - f(m,l)| \\le C k$ uniformly in $n, m, l$.\n"
      "Kurz gesagt: die Aussage ist wahr.\n\n"
      "\\boxed{True}",
      ["die Aussage ist wahr"], ["f(n,l) = \\sum_{i=1}^{k}", "|f(n,l) - f(m,l)| \\le C k"],
      "True restated in German")
    m("nn34", "real-dm-sample-mean-variance-yes-as-thumbs-up-emoji", dm(234),
      "Independence of $Y_n$ and $W_n$ for an i.i.d. sample characterises the normal law; the classical proof "
      "(via the characteristic function $\\varphi$ and the identity $E[W_n e^{itnY_n}] = E[W_n]E[e^{itnY_n}]$) "
      "needs $E X_1^2 < \\infty$, but the characterisation also holds without moment assumptions: one shows first "
      "that independence forces $\\varphi$ to satisfy $\\varphi\\varphi'' - (\\varphi')^2 = -\\sigma^2\\varphi^2$ in "
      "the distributional sense near $0$, which already makes $\\varphi$ twice differentiable at $0$.\n"
      "Twice differentiable $\\varphi$ at 0 means $E X_1^2 = -\\varphi''(0) < \\infty$. 👍\n\n"
      "\\boxed{Yes}",
      ["👍"], ["\\varphi\\varphi'' - (\\varphi')^2 = -\\sigma^2\\varphi^2", "E X_1^2 = -\\varphi''(0) < \\infty"],
      "Yes as a thumbs-up emoji")
    m("nn35", "real-dm-cup-square-torsion-yes-as-prompt-letter", dm(104),
      "Graded commutativity gives, for $a \\in H^1(X,\\mathbb{Z})$,\n"
      "$$a \\cup a = (-1)^{1\\cdot 1}\\, a \\cup a = -\\,a \\cup a,$$\n"
      "so $2(a \\cup a) = 0$ and $a \\cup a$ is always a torsion element (of order at most 2).\n"
      "Taking $b = a$ answers the question: torsion possible? [Y/n]: Y\n\n"
      "\\boxed{Yes}",
      ["torsion possible? [Y/n]: Y"], ["a \\cup a = (-1)^{1\\cdot 1}\\, a \\cup a = -\\,a \\cup a", "2(a \\cup a) = 0"],
      "Yes as the answer letter of a [Y/n] prompt")
