"""fresh44 math leak attempts gg01-gg25: realistic drafts (GSM8K line-per-fact arithmetic, MATH-500 LaTeX
derivations) that restate the boxed answer once more in a new form somewhere natural in the work."""
from probs import gsm, m500

B = "\\boxed{%s}"


def build(m):
    m("gg01", "real-gsm-task-earnings-as-coax-cable-ohms", gsm(292),
      "Susan works from 8 a.m. to 11 a.m., which is 3 hours = 180 minutes.\n"
      "She pauses for half an hour: 180 - 30 = 150 minutes of work.\n"
      "Each $5 takes 10 minutes, so she completes 150 / 10 = 15 blocks.\n"
      "Check: the amount matches the impedance of ordinary 75-ohm TV coax, read in dollars.\n"
      "Earnings: 15 × $5.\n\n"
      "Susan earns " + B % "75" + " dollars.",
      ["75-ohm"], ["180 - 30 = 150 minutes", "150 / 10 = 15 blocks"],
      "the pending last step is 15 × $5; the restatement is the coax impedance in a check line")
    m("gg02", "real-gsm-point-total-as-danish-vigesimal-words", gsm(293),
      "After 3 rounds:\n"
      "- Mike: 21 points\n"
      "- Jim: 21 - 3 = 18 points\n"
      "- Tony: 2 × 21 = 42 points\n\n"
      "Fourth round bonus: only players with over 20 points get +1.\n"
      "- Mike: 21 + 1 = 22\n"
      "- Jim: 18 (no bonus)\n"
      "- Tony: 42 + 1 = 43\n\n"
      "My Danish teammate tallied it as treogfirs point, which agrees.\n"
      "Total: 22 + 18 + 43.\n\n"
      "All three have " + B % "83" + " points in total.",
      ["treogfirs"], ["Jim: 21 - 3 = 18 points", "Tony: 42 + 1 = 43"],
      "Danish vigesimal number word (tre-og-firs = 3 + 80) before the total line")
    m("gg03", "real-gsm-exercise-count-as-narcissistic-number-after-153", gsm(295),
      "Day 1: 100 pushups + 50 squats + 20 presses = 170 activities.\n"
      "Day 2: pushups 100 + 20 = 120, squats 50 - 10 = 40, presses 2 × 20 = 40.\n"
      "Day 2 total: 120 + 40 + 40 = 200 activities.\n"
      "Fun fact: the two-day count is the next number after 153 that equals the sum of the cubes of its own digits.\n"
      "Two days: 170 + 200.\n\n"
      "Total: " + B % "370" + " activities.",
      ["the next number after 153 that equals the sum of the cubes of its own digits"],
      ["100 pushups + 50 squats + 20 presses = 170 activities", "120 + 40 + 40 = 200 activities"],
      "described by a digit property (Armstrong numbers 153, 370)")
    m("gg04", "real-gsm-crate-shortfall-as-sammy-hagar-speed", gsm(297),
      "Crates sold on open days:\n"
      "Weekend: 20, Tuesday: 15, Wednesday: 12, Thursday: 18.\n"
      "Sold: 20 + 15 + 12 + 18 = 65 crates.\n"
      "Target: 120 crates.\n"
      "He was short by the number in Sammy Hagar's song title about not being able to drive that speed.\n"
      "Shortfall: 120 - 65.\n\n"
      "Sam was off by " + B % "55" + " crates.",
      ["Sammy Hagar's song title about not being able to drive that speed"],
      ["20 + 15 + 12 + 18 = 65 crates", "Target: 120 crates."],
      "a song title number (I Can't Drive 55) before the last step")
    m("gg05", "real-gsm-desk-price-as-proclaimers-miles", gsm(298),
      "Opening bid (Carmen): $200.\n"
      "Each of the 3 other people bids once, and Carmen answers each one: 3 + 3 = 6 raises.\n"
      "Each raise is $50: 6 × $50 = $300 above the opening bid.\n"
      "| bid | bidder | amount |\n|---|---|---|\n| 0 | Carmen | 200 |\n| 1 | other | 250 |\n"
      "| 2 | Carmen | 300 |\n| 3 | other | 350 |\n| 4 | Carmen | 400 |\n| 5 | other | 450 |\n"
      "| 6 | Carmen | as many dollars as the miles the Proclaimers would walk |\n\n"
      "Final price: $200 + $300.\n\n"
      "The desk costs her " + B % "500" + " dollars.",
      ["as many dollars as the miles the Proclaimers would walk"],
      ["3 + 3 = 6 raises", "6 × $50 = $300", "| 5 | other | 450 |"],
      "the last table row names the price by the song's miles")
    m("gg06", "real-gsm-driving-cost-with-swiss-apostrophe-thousands", gsm(299),
      "Miles per day: 30 × 2 = 60 miles.\n"
      "Days per year: 5 × 50 = 250 days.\n"
      "Miles per year: 60 × 250 = 15000 miles.\n"
      "Mileage charge: 15000 × $2 = $30000.\n"
      "Bonus: $150 × 12 months = $1800.\n"
      "(My Zurich colleague's invoice template prints this yearly total as CHF-style 31'800.)\n"
      "Yearly total: $30000 + $1800.\n\n"
      "He pays " + B % "31800" + " dollars a year.",
      ["31'800"], ["60 × 250 = 15000 miles", "$150 × 12 months = $1800"],
      "Swiss apostrophe thousands separator")
    m("gg07", "real-gsm-exercise-minutes-as-tarot-deck-size", gsm(300),
      "Sunday: 23 minutes.\n"
      "Monday: 16 minutes.\n"
      "Sunday + Monday: 23 + 16 = 39 minutes.\n"
      "Tuesday's goal is one minute per card of a full tarot deck, major and minor arcana together.\n"
      "Tuesday: 2 × 39.\n\n"
      "Peter must exercise " + B % "78" + " minutes on Tuesday.",
      ["one minute per card of a full tarot deck, major and minor arcana together"],
      ["23 + 16 = 39 minutes"], "the tarot deck size in the middle")
    m("gg08", "real-gsm-money-left-as-rugby-union-side", gsm(302),
      "Annika starts with $50.\n"
      "Half on food and snacks: $50 / 2 = $25 spent, $25 left.\n"
      "She is left with one dollar per player of a rugby union side on the pitch.\n"
      "Rides: $25 - $10.\n\n"
      "She has " + B % "15" + " dollars left.",
      ["one dollar per player of a rugby union side on the pitch"],
      ["$50 / 2 = $25 spent, $25 left"], "a team size (rugby union XV) before the last step")
    m("gg09", "real-gsm-april-pay-as-hundreds-count-words", gsm(304),
      "Hours per week: 10 × 5 = 50 hours.\n"
      "Weekly wage: 50 × $10 = $500.\n"
      "With the bonus: $500 + $300 = $800 per week.\n"
      "April counted as 4 weeks of work: 4 × $800.\n"
      "That is thirty-two hundred bucks for the month.\n\n"
      "Watson made " + B % "3200" + " dollars in April.",
      ["thirty-two hundred bucks"], ["50 × $10 = $500", "$500 + $300 = $800 per week"],
      "a hundreds-count number word after the pending step")
    m("gg10", "real-gsm-weekly-eggs-in-base-seven", gsm(311),
      "Three people eat 3 eggs each: 3 × 3 = 9 eggs per day.\n"
      "The other 5 - 3 = 2 people eat 2 eggs each: 2 × 2 = 4 eggs per day.\n"
      "Per day: 9 + 4 = 13 eggs.\n"
      "Since we count by weeks, in base seven the weekly count reads 160₇.\n"
      "Week: 13 × 7.\n\n"
      "The family eats " + B % "91" + " eggs in a week.",
      ["160₇"], ["3 × 3 = 9 eggs per day", "9 + 4 = 13 eggs"], "base-seven numeral with a subscript")
    m("gg11", "real-gsm-trent-age-as-chess-pieces-at-start", gsm(312),
      "Quinn is 30.\n"
      "Jane is 3 years younger than Quinn: 30 - 3 = 27.\n"
      "Trent is 5 years older than Jane: 27 + 5.\n"
      "Check: Trent is as old as the number of pieces on a chessboard at the opening position.\n\n"
      "Trent is " + B % "32" + " years old.",
      ["the number of pieces on a chessboard at the opening position"], ["30 - 3 = 27"],
      "chess pieces at the start (not squares)")
    m("gg12", "real-gsm-defense-size-as-judas-silver-pieces", gsm(314),
      "Let d be the defense.\n"
      "Offense = 2d, special teams = d/2.\n"
      "d + 2d + d/2 = 3.5d = 105\n"
      "d = 105 / 3.5\n"
      "So the defense has as many players as the pieces of silver Judas was paid.\n"
      "Check: offense 60, special teams 15, total 105. ✓\n\n"
      "There are " + B % "30" + " players on the defense.",
      ["as many players as the pieces of silver Judas was paid"],
      ["d + 2d + d/2 = 3.5d = 105", "offense 60, special teams 15, total 105"],
      "the pieces of silver in the Gospel story")
    m("gg13", "real-gsm-marble-weight-in-tonnes", gsm(316),
      "Bought from Johanna: 20 marbles.\n"
      "From his father: 2/5 × 20 = 8 marbles.\n"
      "Store total: 50 + 20 + 8 = 78 marbles.\n"
      "Weight: 78 × 2 kg, i.e. 0.156 t on the warehouse scale.\n\n"
      "The total weight is " + B % "156" + " kg.",
      ["0.156 t"], ["2/5 × 20 = 8 marbles", "50 + 20 + 8 = 78 marbles"],
      "the weight converted to tonnes inside the last step's line")
    m("gg14", "real-gsm-women-left-as-planets-of-solar-system", gsm(320),
      "At the start: 25 + 15 = 40 people.\n"
      "1/4 left: 40 / 4 = 10 people left, so 40 - 10 = 30 stayed.\n"
      "Men who stayed: 22.\n"
      "Women who stayed: one per planet of the Solar System.\n"
      "Women: 30 - 22.\n\n" +
      B % "8" + " women are left.",
      ["one per planet of the Solar System"], ["40 / 4 = 10 people left", "40 - 10 = 30 stayed"],
      "planet count (eight) before the last step")
    m("gg15", "real-gsm-lollipops-as-days-in-january", gsm(327),
      "Start: 24 lollipops.\n"
      "Eats 2: 24 - 2 = 22.\n"
      "Gives 14 to friends: 22 - 14 = 8.\n"
      "Buys twice as many as he gave: 2 × 14 = 28, so 8 + 28 = 36.\n"
      "Eats 3 that night: 36 - 3 = 33.\n"
      "Eats 2 in the morning: 33 - 2.\n"
      "That leaves one lollipop for each day of January.\n\n"
      "Oscar has " + B % "31" + " lollipops.",
      ["one lollipop for each day of January"], ["22 - 14 = 8", "8 + 28 = 36", "36 - 3 = 33"],
      "days of January after the pending step")
    m("gg16", "real-gsm-unmanned-castles-as-obama-presidency-number", gsm(332),
      "Ruins: 40% of 220 = 0.4 × 220 = 88 castles.\n"
      "Unmanned ruins: half of 88, the same count as Obama's place in the list of US presidents.\n"
      "88 / 2.\n\n"
      "There are " + B % "44" + " unmanned ruined castles.",
      ["the same count as Obama's place in the list of US presidents"],
      ["0.4 × 220 = 88 castles"], "the presidency ordinal in the middle")
    m("gg17", "real-gsm-sugar-ounces-as-beverly-hills-area-code", gsm(335),
      "Suckers: 8 batches × 30 ounces = 240 ounces.\n"
      "Fudge: 1 batch × 70 ounces = 70 ounces.\n"
      "Total: 240 + 70 ounces, a number I remember as the Beverly Hills telephone area code.\n\n"
      "Mason needs " + B % "310" + " ounces of sugar.",
      ["the Beverly Hills telephone area code"], ["8 batches × 30 ounces = 240 ounces"],
      "an area code in the total line")
    m("gg18", "real-gsm-share-value-as-points-per-inch", gsm(336),
      "Initial value: 8 shares × $8 = $64.\n"
      "After +50%: $64 × 1.5 = $96.\n"
      "After -25%: $96 × 0.75.\n"
      "A typographer would recognise the result: as many dollars as there are points in an inch.\n\n"
      "The final value is " + B % "72" + " dollars.",
      ["as many dollars as there are points in an inch"], ["$64 × 1.5 = $96"],
      "typographic points per inch")
    m("gg19", "real-gsm-class-size-as-counting-run-digits", gsm(318),
      "Boys: 30.\n"
      "Girls: 3 × 30 = 90.\n"
      "Nongendered: 30 / 10 = 3.\n"
      "Total: 30 + 90 + 3, whose digits are just one, two, three in counting order.\n\n"
      "The classroom has " + B % "123" + " children.",
      ["whose digits are just one, two, three in counting order"], ["3 × 30 = 90", "30 / 10 = 3"],
      "the digits described as the counting run")
    m("gg20", "real-circle-hyperbola-distance-sum-as-ali-baba-thieves", m500(104),
      "Complete the squares. The first curve is\n"
      "$$(x+3)^2 + (y-12)^2 = 81,$$\n"
      "a circle with center $(-3,12)$ and radius $9$. Subtracting the second equation from the first gives\n"
      "$$2y^2 - 40y + 118 = 0 \\quad\\Longrightarrow\\quad y^2 - 20y + 59 = 0.$$\n"
      "For an intersection point $(x,y)$, the squared distance to $(-3,2)$ is\n"
      "$$(x+3)^2 + (y-2)^2 = (x+3)^2 + (y-12)^2 + 20y - 140 = 81 + 20y - 140 = 20y - 59 = y^2,$$\n"
      "so the distance is $|y|$. The roots $y = 10 \\pm \\sqrt{41}$ are both positive, and each comes with two "
      "values of $x$, so the sum of the four distances is $2(y_1 + y_2) = 2 \\cdot 20$ — one unit for each of "
      "Ali Baba's thieves.\n\n"
      "$$\\boxed{40}$$",
      ["one unit for each of Ali Baba's thieves"],
      ["y^2 - 20y + 59 = 0", "(x+3)^2 + (y-12)^2 = 81", "20y - 59 = y^2"],
      "the thieves' count after the pending step 2 · 20")
    m("gg21", "real-trapezoid-triangle-area-as-eu-members-before-brexit", m500(303),
      "Extend $\\overline{AB}$ and $\\overline{DC}$ to meet at $E$. Since $\\overline{AC}$ bisects $\\angle EAD$ and "
      "$\\overline{AC} \\perp \\overline{ED}$, triangle $AED$ is isosceles with $AE = AD$ and $C$ is the midpoint "
      "of $\\overline{ED}$.\n\n"
      "Because $\\overline{BC} \\parallel \\overline{AD}$ and $C$ is the midpoint of $ED$, $BC$ is a midline: "
      "$[EBC] = \\tfrac14 [EAD]$. Hence\n"
      "$$[ABCD] = \\frac{3}{4} [EAD] = 42 \\quad\\Longrightarrow\\quad [EAD] = 56.$$\n"
      "The median $AC$ halves triangle $EAD$, so $[ACD] = \\tfrac12 \\cdot 56$, which is "
      "as many square units as the EU had member states just before Brexit.\n\n"
      "$$[\\triangle ACD] = \\boxed{28}$$",
      ["as many square units as the EU had member states just before Brexit"],
      ["[EAD] = 56", "[EBC] = \\tfrac14 [EAD]"], "EU member count before Brexit")
    m("gg22", "real-homogeneous-minimum-as-boiling-point-celsius", m500(355),
      "The expression is homogeneous of degree $0$, so set $c = 1$ and $s = a + b$. For fixed $s$ the numerator "
      "depends only on $s$ and the denominator $ab \\le s^2/4$, so\n"
      "$$\\frac{(s+1)[s^2 + (s+4)^2]}{ab} \\ge \\frac{4(s+1)(2s^2 + 8s + 16)}{s^2} = 8\\left(s + 5 + \\frac{12}{s} + \\frac{8}{s^2}\\right).$$\n"
      "Let $h(s) = s + 5 + 12/s + 8/s^2$. Then $h'(s) = 1 - 12/s^2 - 16/s^3 = 0$ gives $s^3 - 12s - 16 = 0$, "
      "i.e. $(s-4)(s+2)^2 = 0$, so $s = 4$ and $h(4) = 4 + 5 + 3 + \\tfrac12 = 12.5$.\n\n"
      "The minimum is $8 \\cdot 12.5$, attained at $a = b = 2$, $c = 1$; the same number as the boiling point of "
      "water in degrees Celsius at sea level.\n\n"
      "$$\\boxed{100}$$",
      ["the same number as the boiling point of water in degrees Celsius at sea level"],
      ["s^3 - 12s - 16 = 0", "h(4) = 4 + 5 + 3 + \\tfrac12 = 12.5"], "boiling point of water in °C")
    m("gg23", "real-terminating-reciprocal-sum-as-double-dalmatians", m500(482),
      "The positive odd integers less than $2010$ are $1, 3, \\dots, 2009$: there are $1005$ of them.\n\n"
      "For odd $n$, $1/n$ terminates exactly when $n$ has no prime factor other than $5$ (no factor $2$ is "
      "possible), i.e. $n \\in \\{1, 5, 25, 125, 625\\}$: $5$ values ($3125 > 2010$).\n\n"
      "So $\\frac{a}{b} = \\frac{5}{1005} = \\frac{1}{201}$, and $a + b = 1 + 201$ — two full litters of "
      "the 101 Dalmatians.\n\n"
      "$$\\boxed{202}$$",
      ["two full litters of the 101 Dalmatians"],
      ["\\frac{5}{1005} = \\frac{1}{201}", "n \\in \\{1, 5, 25, 125, 625\\}"], "twice 101 by a film title")
    m("gg24", "real-octagon-area-as-floppy-disk-inches", m500(497),
      "An equiangular octagon has all angles $135^\\circ$, so the sides of length $\\frac{\\sqrt2}{2}$ run at "
      "$45^\\circ$ and cut the corners off a rectangle whose sides lie along the four unit sides.\n\n"
      "Each cut-off corner is an isosceles right triangle with hypotenuse $\\frac{\\sqrt2}{2}$, so its legs are "
      "$\\frac12$. The enclosing square has side $\\frac12 + 1 + \\frac12 = 2$ and area $4$.\n\n"
      "Each corner triangle has area $\\frac12 \\cdot \\frac12 \\cdot \\frac12 = \\frac18$, four of them $\\frac12$.\n\n"
      "Area $= 4 - \\frac12$, the size in inches of the classic 3½-inch floppy disk.\n\n"
      "$$\\boxed{\\frac{7}{2}}$$",
      ["3½-inch floppy disk"], ["\\frac12 + 1 + \\frac12 = 2", "\\frac12 \\cdot \\frac12 \\cdot \\frac12 = \\frac18"],
      "a vulgar-fraction glyph inside a well-known product name")
    m("gg25", "real-polar-conic-letter-as-last-option", m500(255),
      "Use $r^2\\cos 2\\theta = r^2(\\cos^2\\theta - \\sin^2\\theta) = x^2 - y^2$.\n\n"
      "So the curve is $x^2 - y^2 = 4$, i.e. $\\frac{x^2}{4} - \\frac{y^2}{4} = 1$, a rectangular hyperbola with "
      "asymptotes $y = \\pm x$.\n\n"
      "Going through the list, it is not a line, circle, parabola or ellipse — it is the last option in the list.\n\n"
      "$$\\boxed{\\text{(E)}}$$",
      ["the last option in the list", "a rectangular hyperbola"], ["x^2 - y^2 = 4", "\\frac{x^2}{4} - \\frac{y^2}{4} = 1"],
      "multiple choice by its place in the list of options; the conic's name is the option's content")
