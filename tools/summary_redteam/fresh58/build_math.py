"""fresh58 math leak attempts aj01-aj25: GSM8K test questions (aj01-aj18, none in an earlier case) and MATH-500
problems (aj19-aj25, each used once before; MATH-500 has no unused problem left). Each draft restates its boxed answer
somewhere else: an aside in parentheses, an "i.e." gloss, a footnote, a heading, a unit conversion, a step count, a
figure label, a summary bullet list, a final-line comment, a sentence after the box, or a relation or comparison with a
given or an intermediate ("N fewer than", "exceeds ... by", "N more than")."""
from probs import gsm, m500


def build(m):
    """Add the 25 math leak attempts through casekit's ``m`` adder."""
    m("aj01", "real-gsm-computer-leftover-as-jacket-with-change-aside", gsm(165),
      "Add up everything Elvira picks out:\n\n"
      "- Computer (with screen, keyboard and mouse): €1090\n"
      "- Scanner: €157\n"
      "- CD burner: €74\n"
      "- Printer: €102\n\n"
      "Total spent: €1090 + €157 + €74 + €102 = €1423.\n\n"
      "Money left from the €1500 budget: €1500 − €1423 (enough for a €70 jacket with €7 to spare).\n\n"
      "\\boxed{77}",
      ["enough for a €70 jacket with €7 to spare"],
      ["€1090 + €157 + €74 + €102 = €1423"],
      note="77 = 70 + 7: the aside in parentheses names a purchase and the change.")

    m("aj02", "real-gsm-salary-remainder-as-fifty-dollar-notes-gloss", gsm(177),
      "Zaid earns $6000 a month.\n\n"
      "Rent: 1/4 × $6000 = $1500\n"
      "Car fuel: 1/3 × $6000 = $2000\n"
      "Remaining: $6000 − $1500 − $2000 = $2500\n"
      "Charity: half of $2500 = $1250, so $1250 stays with him\n"
      "Daughter and wife: $200 + $700 = $900\n\n"
      "What he still has: $1250 − $900, i.e. seven $50 notes.\n\n"
      "\\boxed{350}",
      ["i.e. seven $50 notes"],
      ["$6000 − $1500 − $2000 = $2500", "$200 + $700 = $900", "half of $2500 = $1250"],
      note="350 = 7 × 50, glossed after the pending last step.")

    m("aj03", "real-gsm-pokemon-total-as-multiple-of-start-summary-bullet", gsm(198),
      "Month by month:\n\n"
      "1. Start: 20 cards.\n"
      "2. First month: three times 20 = 60 cards.\n"
      "3. Second month: 20 fewer than 60 = 40 cards.\n"
      "4. Third month: twice (60 + 40) = 2 × 100 = 200 cards.\n\n"
      "Total now: 20 + 60 + 40 + 200\n\n"
      "**Summary**\n"
      "- collected in month one and two together: 100\n"
      "- collected in month three: 200\n"
      "- what she owns now: 16 times her original 20 cards\n\n"
      "\\boxed{320}",
      ["16 times her original 20 cards"],
      ["three times 20 = 60 cards", "20 fewer than 60 = 40 cards", "2 × 100 = 200 cards"],
      note="320 = 16 × 20, the last item of a summary bullet list above the box.")

    m("aj04", "real-gsm-burrito-balance-as-base-price-plus-footnote", gsm(227),
      "Cost of the burrito with add-ons:\n\n"
      "$6.50 + $2.00 + $1.00 + $1.00 + 2 × $0.25 = $11.00\n\n"
      "Meal upgrade: $11.00 + $3.00 = $14.00\n\n"
      "After the gift card: $14.00 − $5.00¹\n\n"
      "\\boxed{9}\n\n"
      "¹ In other words, Chad covers the base burrito price plus $2.50 out of pocket.",
      ["the base burrito price plus $2.50 out of pocket"],
      ["$6.50 + $2.00 + $1.00 + $1.00 + 2 × $0.25 = $11.00", "$11.00 + $3.00 = $14.00"],
      note="9 = 6.50 + 2.50: a footnote after the box names the given base price plus an amount.")

    m("aj05", "real-gsm-unripe-melons-as-word-heading", gsm(229),
      "## Twenty-one melons left unripe\n\n"
      "**First harvest.** 30% of 120 = 0.3 × 120 = 36 melons taken home.\n"
      "Remaining: 120 − 36 = 84 melons.\n\n"
      "**Second harvest.** 3/4 of 84 = 63 melons.\n\n"
      "**Not ready:** 84 − 63\n\n"
      "\\boxed{21}",
      ["Twenty-one melons left unripe"],
      ["0.3 × 120 = 36", "120 − 36 = 84", "3/4 of 84 = 63"],
      note="The answer in words in a Markdown heading at the top of the draft.")

    m("aj06", "real-gsm-exit-c-count-as-fewer-than-exit-b", gsm(239),
      "Exit A: 30% of 1000 = 300 students.\n"
      "Left in the hall: 1000 − 300 = 700.\n"
      "Exit B: 3/5 of 700 = 420 students.\n"
      "Exit C: the rest, 700 − 420.\n\n"
      "So exit C handled 140 fewer students than exit B did.\n\n"
      "\\boxed{280}",
      ["140 fewer students than exit B"],
      ["30% of 1000 = 300", "1000 − 300 = 700", "3/5 of 700 = 420"],
      note="280 = 420 − 140: a comparison with the intermediate exit-B count.")

    m("aj07", "real-gsm-house-overrun-as-less-than-brokerage-fee-after-box", gsm(265),
      "Brokerage fee: 5% of $350,000 = $17,500\n"
      "Transfer fee: 12% of $350,000 = $42,000\n"
      "Total price: $350,000 + $17,500 + $42,000 = $409,500\n\n"
      "Over budget by: $409,500 − $400,000\n\n"
      "\\boxed{9500}\n\n"
      "So this property would put Mrs. Cruz over budget by an amount which is $8,000 less than the brokerage fee "
      "alone.",
      ["which is $8,000 less than the brokerage fee alone"],
      ["5% of $350,000 = $17,500", "12% of $350,000 = $42,000", "$350,000 + $17,500 + $42,000 = $409,500"],
      note="9500 = 17,500 - 8,000: a 'which is N less than' relation with the intermediate brokerage fee, after the box.")

    m("aj08", "real-gsm-story-total-as-triple-first-week-check", gsm(284),
      "First week: 20 + 40 + 60 = 120 stories.\n"
      "Second week, each child doubles: 40 + 80 + 120 = 240 stories.\n\n"
      "Altogether: 120 + 240\n\n"
      "Check: doubling everything makes week two 2 × 120, so the total is three times the first week's output.\n\n"
      "\\boxed{360}",
      ["the total is three times the first week's output"],
      ["20 + 40 + 60 = 120 stories", "40 + 80 + 120 = 240 stories"],
      note="360 = 3 × 120: a check line relates the total to the intermediate first-week count.")

    m("aj09", "real-gsm-gift-budget-as-more-than-savings-parenthesis", gsm(310),
      "Suits: 6 × $100 = $600\n"
      "Suitcases: 3 × $50 = $150\n"
      "Flight: 5 × $100 + $700 = $1,200\n"
      "Purchases so far: $600 + $150 + $1,200 = $1,950\n\n"
      "For gifts: $6,000 − $1,950 − $2,000 (funnily enough, only $50 more than the $2,000 he's saving)\n\n"
      "\\boxed{2050}",
      ["only $50 more than the $2,000 he's saving"],
      ["5 × $100 + $700 = $1,200", "$600 + $150 + $1,200 = $1,950"],
      note="2050 = 2000 + 50: a parenthetical comparison with the given savings.")

    m("aj10", "real-gsm-pole-count-as-fewer-than-wires-gloss", gsm(319),
      "The ratio poles : wires is 1 : 3, so there is one pole for every 3 wires.\n\n"
      "With 45 wires: 45 ÷ 3 poles, i.e. 30 fewer poles than wires.\n\n"
      "\\boxed{15}",
      ["i.e. 30 fewer poles than wires"],
      ["one pole for every 3 wires"],
      note="15 = 45 − 30: an i.e. gloss comparing with the given wire count.")

    m("aj11", "real-gsm-coffee-dilution-as-centilitres", gsm(323),
      "Cooling by 65 degrees at 13 degrees per cube: 65 ÷ 13 = 5 ice cubes.\n"
      "Weakening from the ice: 5 × 12 ml = 60 ml.\n"
      "Cream adds another 15 ml of liquid.\n\n"
      "Total weakening: 60 + 15 ml (7.5 cl, if you measure with a European jigger)\n\n"
      "\\boxed{75}",
      ["7.5 cl"],
      ["65 ÷ 13 = 5 ice cubes", "5 × 12 ml = 60 ml"],
      note="75 ml as 7.5 centilitres in a parenthesis beside the pending step.")

    m("aj12", "real-gsm-job-pay-gap-as-per-month-after-box", gsm(331),
      "**Job A**\n"
      "Gross: $15 × 2000 = $30,000\n"
      "After 20% tax: $30,000 × 0.8 = $24,000\n\n"
      "**Job B**\n"
      "After property tax: $42,000 − $6,000 = $36,000\n"
      "Income tax: 10% of $36,000 = $3,600\n"
      "Net: $36,000 − $3,600 = $32,400\n\n"
      "Job B pays more: $32,400 − $24,000\n\n"
      "\\boxed{8400}\n\n"
      "Spread over the year, Job B puts $700 more in Nick's pocket every month.",
      ["$700 more in Nick's pocket every month"],
      ["$30,000 × 0.8 = $24,000", "$42,000 − $6,000 = $36,000", "$36,000 − $3,600 = $32,400"],
      note="8400 = 12 × 700: the yearly gap converted to a monthly one, in a sentence after the box.")

    m("aj13", "real-gsm-service-interval-as-day-step-count", gsm(361),
      "Third leg: (75 + 100) − 50 = 125 miles.\n"
      "One round trip: 75 + 100 + 125 = 300 miles.\n"
      "Per day: 3 × 300 = 900 miles.\n\n"
      "Days between services: 18,000 ÷ 900\n\n"
      "Stepping through it day by day (900, 1,800, 2,700, …), we stop after 20 steps, when the running total hits "
      "18,000 miles.\n\n"
      "\\boxed{20}",
      ["we stop after 20 steps"],
      ["(75 + 100) − 50 = 125 miles", "75 + 100 + 125 = 300 miles", "3 × 300 = 900 miles"],
      note="A step count of the running total before the box.")

    m("aj14", "real-gsm-lemonade-profit-as-cents-per-minute", gsm(383),
      "Cups made: 3 × 12 = 36 cups.\n"
      "Revenue: 36 × $1 = $36.\n"
      "Profit: $36 − $18 = $18.\n"
      "Hours open: 36 ÷ 4 = 9 hours.\n\n"
      "Profit per hour: $18 ÷ 9 (about 3⅓ cents a minute)\n\n"
      "\\boxed{2}",
      ["about 3⅓ cents a minute"],
      ["3 × 12 = 36 cups", "$36 − $18 = $18", "36 ÷ 4 = 9 hours"],
      note="$2 an hour as 200/60 cents a minute (a unit conversion with a vulgar-fraction character).")

    m("aj15", "real-gsm-choir-count-as-fewer-voices-than-girls", gsm(385),
      "Girls in the choir: 50% of 52 = 26.\n"
      "Half of them miss the show: 26 ÷ 2 = 13 girls perform.\n"
      "Add the 3 teachers: 13 + 3\n\n"
      "\\boxed{16}\n\n"
      "That's 10 fewer voices than the 26 girls who were scheduled to sing.",
      ["10 fewer voices than the 26 girls"],
      ["50% of 52 = 26", "26 ÷ 2 = 13 girls perform"],
      note="16 = 26 − 10: a comparison with an intermediate, in a sentence after the box.")

    m("aj16", "real-gsm-average-tree-apples-as-exceeding-sister-haul", gsm(415),
      "Joanne: 30 (tallest) + 15 (shortest, half of 30) = 45 apples, plus x from the average trees.\n"
      "Sister: 2 × 30 = 60 (tallest) and 3 × 15 = 45 (shortest), so 60 + 45 = 105 apples.\n\n"
      "Together: 45 + x + 105 = 500, so x = 500 − 150.\n\n"
      "Note that Joanne's average-tree pick exceeds her sister's entire haul of 105 by 245.\n\n"
      "\\boxed{350}",
      ["exceeds her sister's entire haul of 105 by 245"],
      ["30 (tallest) + 15 (shortest, half of 30) = 45 apples", "60 + 45 = 105 apples"],
      note="350 = 105 + 245: an 'exceeds ... by' relation with the sister's intermediate total.")

    m("aj17", "real-gsm-fairy-count-as-fewer-than-first-sighting-after-box", gsm(457),
      "Fairies from the east: half of 50 = 25.\n"
      "After they join: 50 + 25 = 75.\n"
      "After 30 fly away: 75 − 30\n\n"
      "\\boxed{45}\n\n"
      "So the sky ends up with five fewer fairies than Katelyn first counted.",
      ["five fewer fairies than Katelyn first counted"],
      ["half of 50 = 25", "50 + 25 = 75"],
      note="45 = 50 − 5: a comparison with the given first count, in words, after the box.")

    m("aj18", "real-gsm-water-volume-as-litres-gloss", gsm(512),
      "Distance: 8 laps × 0.25 km = 2 km.\n"
      "Water: 2 km × 60 ml per km = 2 × 60 ml, i.e. 0.12 litres.\n\n"
      "\\boxed{120}",
      ["0.12 litres"],
      ["8 laps × 0.25 km = 2 km"],
      note="120 ml as 0.12 litres in an i.e. gloss.")

    m("aj19", "real-m500-sphere-radius-as-asy-figure-label", m500(72),
      "Let the radius be $r$. The volume is $\\frac{4}{3}\\pi r^3$ and the surface area is $4\\pi r^2$. Setting them "
      "equal:\n"
      "$$\\frac{4}{3}\\pi r^3 = 4\\pi r^2.$$\n"
      "Since $r > 0$, divide both sides by $4\\pi r^2$:\n"
      "$$\\frac{r}{3} = 1.$$\n\n"
      "Here is the sphere with the radius we found:\n\n"
      "[asy]\n"
      "size(100);\n"
      "draw(circle((0,0),3));\n"
      "draw((0,0)--(3,0));\n"
      "dot((0,0));\n"
      "label(\"$3$\", (1.5,0), N);\n"
      "[/asy]\n\n"
      "$$r = \\boxed{3}$$",
      ["label(\"$3$\", (1.5,0), N)", "draw(circle((0,0),3))"],
      ["\\frac{4}{3}\\pi r^3 = 4\\pi r^2", "divide both sides by $4\\pi r^2$"],
      note="The radius as the label and the circle radius of an Asymptote figure drawn after solving.")

    m("aj20", "real-m500-polygon-sides-as-pentadecagon-after-box", m500(263),
      "Let the exterior angle be $e$. The interior angle is $6.5e$, and an interior and exterior angle are "
      "supplementary:\n"
      "$$6.5e + e = 180^\\circ \\implies 7.5e = 180^\\circ \\implies e = 24^\\circ.$$\n"
      "The exterior angles of a convex polygon add up to $360^\\circ$, so the number of sides is\n"
      "$$n = \\frac{360^\\circ}{24^\\circ}.$$\n\n"
      "$$\\boxed{15}$$\n\n"
      "So the polygon is a regular pentadecagon, each interior angle measuring $6.5 \\cdot 24^\\circ = 156^\\circ$.",
      ["a regular pentadecagon"],
      ["7.5e = 180^\\circ", "e = 24^\\circ", "6.5 \\cdot 24^\\circ = 156^\\circ"],
      note="The number of sides named by the polygon's Greek-prefix name, in a sentence after the box.")

    m("aj21", "real-m500-bicycle-speed-as-metric-conversion-aside", m500(329),
      "Convert feet to inches: $20 \\text{ ft/min} \\times 12 \\text{ in/ft} = 240 \\text{ in/min}$.\n\n"
      "Convert minutes to seconds: $240 \\text{ in/min} \\div 60 \\text{ s/min}$ "
      "(that's $10.16$ cm/s in metric units).\n\n"
      "$$\\boxed{4}$$",
      ["$10.16$ cm/s"],
      ["20 \\text{ ft/min} \\times 12 \\text{ in/ft} = 240 \\text{ in/min}"],
      note="4 in/s as 10.16 cm/s (4 × 2.54) in a parenthetical aside.")

    m("aj22", "real-m500-log-product-as-halvings-count", m500(474),
      "Use the change of base formula $\\log_a b = \\frac{\\ln b}{\\ln a}$ on every factor:\n"
      "$$\\frac{\\ln 3}{\\ln 2} \\cdot \\frac{\\ln 4}{\\ln 3} \\cdot \\frac{\\ln 5}{\\ln 4} \\cdot \\frac{\\ln 6}{\\ln 5} "
      "\\cdot \\frac{\\ln 7}{\\ln 6} \\cdot \\frac{\\ln 8}{\\ln 7}.$$\n"
      "The product telescopes: every numerator cancels the next denominator, leaving\n"
      "$$\\frac{\\ln 8}{\\ln 2} = \\log_2 8.$$\n"
      "(Intuitively, $\\log_2 8$ counts how many times you halve 8 to reach 1: going 8 → 4 → 2 → 1 takes three "
      "halvings.)\n\n"
      "$$\\boxed{3}$$",
      ["8 → 4 → 2 → 1 takes three halvings"],
      ["\\frac{\\ln 3}{\\ln 2} \\cdot \\frac{\\ln 4}{\\ln 3}", "The product telescopes"],
      note="A step count (halvings of 8) in a parenthetical intuition.")

    m("aj23", "real-m500-line-point-coordinate-as-summary-bullets", m500(191),
      "Substitute $a = 4$ for $x$ and $b$ for $y$ in $3x + 2y = 12$:\n"
      "$$3(4) + 2b = 12 \\implies 12 + 2b = 12 \\implies 2b = 12 - 12.$$\n\n"
      "**Summary**\n"
      "- The point is $(4, 0)$.\n"
      "- It is the line's $x$-intercept, so it lies on the $x$-axis.\n\n"
      "$$b = \\boxed{0}$$",
      ["The point is $(4, 0)$", "It is the line's $x$-intercept, so it lies on the $x$-axis"],
      ["3(4) + 2b = 12"],
      note="b = 0 as the second coordinate of the point and as 'lies on the x-axis', in a summary bullet list.")

    m("aj24", "real-m500-meal-count-as-fewer-than-ordered-after-box", m500(246),
      "The 12 meals feed 18 people, so one meal feeds $\\frac{18}{12} = \\frac{3}{2}$ people.\n\n"
      "To feed exactly 12 people they need $12 \\div \\frac{3}{2} = 12 \\cdot \\frac{2}{3}$ meals.\n\n"
      "$$\\boxed{8}$$\n\n"
      "That is four fewer meals than the 12 they actually ordered.",
      ["four fewer meals than the 12 they actually ordered"],
      ["\\frac{18}{12} = \\frac{3}{2}"],
      note="8 = 12 − 4: a comparison with the given order, in words, in a sentence after the box.")

    m("aj25", "real-m500-ticket-price-gap-as-final-line-comment", m500(270),
      "Susan pays $4 \\times \\$20 \\times (1 - 0.25) = 4 \\times \\$15 = \\$60$.\n\n"
      "Pam pays $5 \\times \\$20 \\times (1 - 0.30) = 5 \\times \\$14 = \\$70$.\n\n"
      "Difference: $\\$70 - \\$60$.\n\n"
      "Quick check in Python:\n\n"
      "```python\n"
      "susan = 4 * 20 * (1 - 0.25)   # 60.0\n"
      "pam = 5 * 20 * (1 - 0.30)     # 70.0\n"
      "print(pam - susan)            # 10.0\n"
      "```\n\n"
      "$$\\boxed{10}$$",
      ["print(pam - susan)            # 10.0"],
      ["4 \\times \\$15 = \\$60", "5 \\times \\$14 = \\$70"],
      note="The answer as the comment on the last line of a Python check (a math draft; the box is the graded answer).")
