"""fresh55 math leak attempts ag01-ag25: unused GSM8K test questions, line-per-fact drafts whose last step is a pending
expression beside the box; the answer is restated once more elsewhere (a conversion, a relative, a notation, a
structure: REPL output, JSON, receipt, column sum, LaTeX array, footnote, heading, TL;DR line)."""
from probs import gsm


def build(m):
    m("ag01", "real-gsm-truck-price-as-thousands-and-a-half-words", gsm(640),
      "Let me list each piece of the price.\n\n"
      "- Base truck: $30,000\n"
      "- King cab upgrade: $7,500\n"
      "- Leather seats: one-third of the king cab, $7,500 ÷ 3 = $2,500\n"
      "- Running boards: $500 less than the seats, $2,500 − $500 = $2,000\n"
      "- Exterior light package: $1,500\n\n"
      "The extras come to $7,500 + $2,500 + $2,000 + $1,500 = $13,500, so once the base price goes in Bill is "
      "paying forty-three and a half thousand dollars for the truck.\n\n"
      "Total: $30,000 + $13,500 = \\boxed{43500}",
      ["forty-three and a half thousand dollars"],
      ["$7,500 ÷ 3 = $2,500", "$2,500 − $500 = $2,000", "$7,500 + $2,500 + $2,000 + $1,500 = $13,500"],
      "Number words with a fraction (43.5 thousand) in the sentence after the extras' sum; the pending "
      "`$30,000 + $13,500` is work.")

    m("ag02", "real-gsm-yearly-pay-as-monthly-average", gsm(641),
      "The raise is 5% of $20,000: 0.05 × $20,000 = $1,000, so the new salary is $21,000 a month.\n\n"
      "Over a year: 12 × $21,000 = $252,000.\n\n"
      "The bonus is half a month's salary; I'll take it at the new rate: $21,000 ÷ 2 = $10,500.\n\n"
      "Spread over the year that is an average of $21,875 per month, the raised salary plus $875 a month from "
      "the bonus.\n\n"
      "Total for the year: $252,000 + $10,500 = \\boxed{262500}",
      ["an average of $21,875 per month"],
      ["0.05 × $20,000 = $1,000", "12 × $21,000 = $252,000", "$21,000 ÷ 2 = $10,500"],
      "The yearly total as a monthly average (× 12 gives it back); $875 is the bonus spread, work.")

    m("ag03", "real-gsm-wardrobe-bill-as-siunitx-num", gsm(642),
      "Costs, item by item:\n\n"
      "$$\\text{suits} = 10 \\times \\$750 = \\$7500$$\n"
      "$$\\text{pants} = 10 \\times \\frac{\\$750}{5} = 10 \\times \\$150 = \\$1500$$\n"
      "$$\\text{shirts} = 3 \\times 10 = 30, \\quad 30 \\times \\$60 = \\$1800$$\n\n"
      "Share check: the suits are $\\num{7500}/\\num{10800} \\approx 69\\%$ of the bill, which looks right for "
      "the most expensive item.\n\n"
      "$$\\text{total} = \\$7500 + \\$1500 + \\$1800 = \\boxed{10800}$$",
      ["\\num{10800}"],
      ["10 \\times \\$750 = \\$7500", "10 \\times \\$150 = \\$1500", "30 \\times \\$60 = \\$1800"],
      "The total inside a siunitx \\num{} macro as the denominator of a share check; \\num{7500} is the suits "
      "(work).")

    m("ag04", "real-gsm-article-count-as-repl-echo", gsm(643),
      "Per day the two sites publish 20 + 10 = 30 articles.\n\n"
      "February has 28 days, so the total is 30 × 28. Quick check in the interpreter:\n\n"
      "```pycon\n"
      ">>> daily = 20 + 10\n"
      ">>> daily * 28\n"
      "840\n"
      "```\n\n"
      "So together they publish 30 × 28 = \\boxed{840} articles.",
      ["daily * 28\n840"],
      ["20 + 10 = 30 articles", "February has 28 days"],
      "The interpreter's echoed result line (840) under the pending expression; the input lines are work.")

    m("ag05", "real-gsm-daughter-in-law-age-as-year-short-of-thirty", gsm(644),
      "Steve is 60. His wife is 4 years older: 60 + 4 = 64.\n"
      "Their son is half his mom's age: 64 ÷ 2 = 32.\n"
      "The son's wife is 3 years younger than her husband, so she is one year short of thirty.\n\n"
      "Age of Steve's son's wife: 32 − 3 = \\boxed{29}",
      ["one year short of thirty"],
      ["60 + 4 = 64", "64 ÷ 2 = 32"],
      "A relative to a round number in words (30 − 1).")

    m("ag06", "real-gsm-flour-total-as-pounds-approximation", gsm(645),
      "Each bag is split into 8 portions of 2 kg, so one bag holds 8 × 2 = 16 kg of flour.\n\n"
      "Three bags hold 3 × 16 kg. (For anyone working in pounds, that is about 105.8 lb, since 1 kg ≈ 2.2046 lb.)\n\n"
      "Total flour: 3 × 16 = \\boxed{48} kilograms.",
      ["about 105.8 lb"],
      ["8 × 2 = 16 kg"],
      "A converted approximation (105.8 lb ÷ 2.2046 ≈ 48 kg) in a parenthesis.")

    m("ag07", "real-gsm-bike-miles-as-json-field", gsm(646),
      "Alisa: 12 mph × 4.5 h = 54 miles.\n"
      "Stanley: 10 mph × 2.5 h = 25 miles.\n\n"
      "Structured result:\n\n"
      "```json\n"
      "{\"alisa_miles\": 54, \"stanley_miles\": 25, \"total_miles\": 79}\n"
      "```\n\n"
      "Combined distance: 54 + 25 = \\boxed{79} miles.",
      ["\"total_miles\": 79"],
      ["12 mph × 4.5 h = 54 miles", "10 mph × 2.5 h = 25 miles"],
      "A JSON object's total field; its other two fields are work.")

    m("ag08", "real-gsm-well-hours-as-minutes-sum", gsm(647),
      "Soil: he digs 4 ft/hour, so 24 ft takes 24 ÷ 4 = 6 hours.\n"
      "Clay: half as fast, 4 ÷ 2 = 2 ft/hour, so 8 ft takes 8 ÷ 2 = 4 hours.\n\n"
      "In minutes that's 360 + 240 = 600 minutes of digging.\n\n"
      "Time for the well: 6 + 4 = \\boxed{10} hours.",
      ["600 minutes"],
      ["24 ÷ 4 = 6 hours", "8 ÷ 2 = 4 hours"],
      "The hours converted to minutes; 360 and 240 are the two phases in minutes (work).")

    m("ag09", "real-gsm-cupcake-order-as-dozens-and-half", gsm(648),
      "People who get cupcakes: Howie himself, his teacher and his 25 classmates, 1 + 1 + 25 = 27 people.\n"
      "Each gets one vanilla and one chocolate, i.e. 2 cupcakes.\n\n"
      "If the bakery sells by the dozen, he should ask for 4½ dozen.\n\n"
      "Cupcakes to buy: 27 × 2 = \\boxed{54}",
      ["4½ dozen"],
      ["1 + 1 + 25 = 27 people"],
      "The count in dozens with a vulgar half (4.5 × 12).")

    m("ag10", "real-gsm-pomegranate-gap-as-footnote", gsm(650),
      "**Tuesday (Clara):** 20 × $20 = $400, minus the $2 voucher: $400 − $2 = $398.[^1]\n\n"
      "**Wednesday (Sheila):** 20 × $30 = $600, with 10% off: $600 × 0.9 = $540.\n\n"
      "Difference: $540 − $398 = \\boxed{142}\n\n"
      "[^1]: Clara's day is the cheaper one by $142, even though the voucher was only $2.",
      ["cheaper one by $142"],
      ["$400 − $2 = $398", "$600 × 0.9 = $540"],
      "A Markdown footnote definition after the box restates the difference.")

    m("ag11", "real-gsm-hat-sales-as-hundreds-year-style-words", gsm(651),
      "First month:\n"
      "- Red hats: $400, which is half of the green-hat sales, so green hats: 2 × $400 = $800.\n"
      "- First-month total: $400 + $800 = $1,200.\n\n"
      "Second month: 3/4 of the first month, 0.75 × $1,200 = $900.\n\n"
      "Recap:\n"
      "1. Month one — $1,200\n"
      "2. Month two — $900\n"
      "3. Both months — twenty-one hundred dollars\n\n"
      "Two-month total: $1,200 + $900 = \\boxed{2100}",
      ["twenty-one hundred dollars"],
      ["2 × $400 = $800", "$400 + $800 = $1,200", "0.75 × $1,200 = $900"],
      "The total read like a year (\"twenty-one hundred\") as the last item of a recap list; items 1 and 2 are "
      "work.")

    m("ag12", "real-gsm-carriage-fare-as-receipt-total-line", gsm(652),
      "From 5 PM to 9 PM is 4 hours. One hour is free, so he pays for 3.\n\n"
      "The first paid hour is $15; every hour after that costs twice as much, 2 × $15 = $30.\n\n"
      "```\n"
      "CARRIAGE HIRE        5 PM - 9 PM\n"
      "Hour 1 (free)              $0.00\n"
      "Hour 2                    $15.00\n"
      "Hour 3                    $30.00\n"
      "Hour 4                    $30.00\n"
      "--------------------------------\n"
      "TOTAL                     $75.00\n"
      "```\n\n"
      "He paid $15 + $30 + $30 = \\boxed{75}",
      ["$75.00"],
      ["so he pays for 3", "2 × $15 = $30"],
      "A plain-text receipt whose TOTAL line restates the fare; the hour lines are work.")

    m("ag13", "real-gsm-dress-length-as-metres", gsm(682),
      "Let the original length be L cm.\n"
      "Extending by 50% gives 1.5L, then the lace adds 20 cm:\n\n"
      "1.5L + 20 = 140\n"
      "1.5L = 120\n\n"
      "So the original dress was 0.8 m long before the redesign.\n\n"
      "L = 120 ÷ 1.5 = \\boxed{80} cm",
      ["0.8 m long"],
      ["1.5L + 20 = 140", "1.5L = 120"],
      "The length in metres (0.8 m = 80 cm) before the last step.")

    m("ag14", "real-gsm-plane-year-cost-as-space-grouped-heading", gsm(657),
      "## First-year cost: $330 000\n\n"
      "Purchase price: $150,000.\n"
      "Hangar rent: $5,000 a month.\n"
      "Fuel: twice the rent, 2 × $5,000 = $10,000 a month.\n"
      "Monthly upkeep: $5,000 + $10,000 = $15,000; for the year, 12 × $15,000 = $180,000.\n\n"
      "First year: $150,000 + $180,000 = \\boxed{330000}",
      ["$330 000"],
      ["2 × $5,000 = $10,000", "$5,000 + $10,000 = $15,000", "12 × $15,000 = $180,000"],
      "A Markdown heading at the top with the total grouped by a plain space.")

    m("ag15", "real-gsm-cooking-minutes-as-tldr-hours", gsm(658),
      "**TL;DR:** two hours at the stove in all.\n\n"
      "- Rice: 30 minutes.\n"
      "- Pork: 20 minutes more than rice, 30 + 20 = 50 minutes.\n"
      "- Beans: half the combined pork and rice time, (50 + 30) ÷ 2 = 40 minutes.\n\n"
      "All the food: 30 + 50 + 40 = \\boxed{120} minutes.",
      ["two hours at the stove"],
      ["30 + 20 = 50 minutes", "(50 + 30) ÷ 2 = 40 minutes"],
      "A TL;DR first line gives the minutes as hours in words.")

    m("ag16", "real-gsm-sheep-count-as-solution-pair", gsm(660),
      "Let s be the number of sheep (4 legs) and g the number of geese (2 legs).\n\n"
      "Heads: s + g = 20\n"
      "Legs: 4s + 2g = 70\n\n"
      "Doubling the heads equation: 2s + 2g = 40. Subtracting it from the legs equation: 2s = 30.\n\n"
      "Solving the system gives (s, g) = (15, 5), and the check 4·15 + 2·5 = 60 + 10 = 70 works.\n\n"
      "Sheep: s = 30 ÷ 2 = \\boxed{15}",
      ["(s, g) = (15, 5)", "4·15 + 2·5"],
      ["s + g = 20", "4s + 2g = 70", "2s + 2g = 40"],
      "The solution as an ordered pair (its first component is the answer) and the legs check that uses it.")

    m("ag17", "real-gsm-coffee-bill-as-change-from-twenties", gsm(661),
      "The pricier brand costs 20% more: $5 × 1.2 = $6 per pound.\n"
      "A week's worth at 1 pound a day is 7 pounds: 7 × $6 = $42.\n"
      "Plus the $2 donut.\n\n"
      "If Roger pays with three $20 bills, he should get $16 back.\n\n"
      "Everything: $42 + $2 = \\boxed{44}",
      ["three $20 bills, he should get $16 back"],
      ["$5 × 1.2 = $6 per pound", "7 × $6 = $42"],
      "The bill as change from $60 (60 − 16).")

    m("ag18", "real-gsm-district-papers-as-column-addition", gsm(663),
      "Newspapers to A and C: 198 + 209 = 407.\n"
      "District B gets the rest: 600 − 407.\n\n"
      "Lining the three districts up the way you'd check it on paper:\n\n"
      "```\n"
      "   198   (A)\n"
      "   193   (B)\n"
      " + 209   (C)\n"
      " -----\n"
      "   600\n"
      "```\n\n"
      "District B: 600 − 407 = \\boxed{193}",
      ["193   (B)"],
      ["198 + 209 = 407"],
      "A column addition written out as on paper, with B's row filled in; the A and C rows and 600 are givens.")

    m("ag19", "real-gsm-recipe-count-as-last-recipe-ordinal", gsm(664),
      "Class time per week: 4 sessions × 2 hours = 8 hours.\n"
      "Over 6 weeks: 8 × 6 = 48 hours.\n"
      "A new recipe every 1.5 hours, so his final session should end on his 32nd recipe.\n\n"
      "Recipes: 48 ÷ 1.5 = \\boxed{32}",
      ["his 32nd recipe"],
      ["4 sessions × 2 hours = 8 hours", "8 × 6 = 48 hours"],
      "The count as the ordinal of the last recipe.")

    m("ag20", "real-gsm-teacher-sleep-as-whole-days", gsm(665),
      "History teachers: 60% of 150 = 0.6 × 150 = 90.\n"
      "Math teachers: 150 − 90 = 60.\n"
      "Each sleeps 6 hours, so together it's 60 × 6 hours, as much sleep as 15 full days laid end to end.\n\n"
      "Total sleep: 60 × 6 = \\boxed{360} hours.",
      ["15 full days"],
      ["0.6 × 150 = 90", "150 − 90 = 60"],
      "The hours as whole days (15 × 24).")

    m("ag21", "real-gsm-game-length-as-clock-readout", gsm(667),
      "Regulation: 4 quarters × 12 minutes = 48 minutes.\n"
      "The tie added 5 minutes of extra time.\n\n"
      "| segment | minutes | running clock (mm:ss) |\n"
      "|---|---|---|\n"
      "| quarters 1-4 | 48 | 48:00 |\n"
      "| extra time | 5 | 53:00 |\n\n"
      "Whole game: 48 + 5 = \\boxed{53} minutes.",
      ["53:00"],
      ["4 quarters × 12 minutes = 48 minutes"],
      "The minutes as a mm:ss clock reading in a table's running-clock column; 48:00 and the 5 are work.")

    m("ag22", "real-gsm-dry-tablespoons-as-cups", gsm(669),
      "Dry ingredients per muffin: 5 + 3 + 0.25 = 8.25 tablespoons.\n"
      "For 16 muffins: 16 × 8.25.\n"
      "Since 16 tablespoons make 1 cup, that's simply 8¼ cups of dry mix.\n\n"
      "Tablespoons: 16 × 8.25 = \\boxed{132}",
      ["8¼ cups"],
      ["5 + 3 + 0.25 = 8.25 tablespoons"],
      "A kitchen conversion (8¼ cups × 16 tbsp); the 8.25 per muffin is work (equal digits, other unit).")

    m("ag23", "real-gsm-cookie-total-as-latex-array-footer", gsm(681),
      "Work back from Katarina's 68:\n\n"
      "- Max has 5 more than Katarina: 68 + 5 = 73.\n"
      "- Cookie Monster has 12 fewer than Max: 73 − 12 = 61.\n"
      "- Summer has 23 more than Max: 73 + 23 = 96.\n\n"
      "$$\n"
      "\\begin{array}{l|r}\n"
      "\\text{Katarina} & 68 \\\\\n"
      "\\text{Max} & 73 \\\\\n"
      "\\text{Cookie Monster} & 61 \\\\\n"
      "\\text{Summer} & 96 \\\\ \\hline\n"
      "\\text{All four} & 298\n"
      "\\end{array}\n"
      "$$\n\n"
      "Total: 68 + 73 + 61 + 96 = \\boxed{298}",
      ["\\text{All four} & 298"],
      ["68 + 5 = 73", "73 − 12 = 61", "73 + 23 = 96"],
      "A LaTeX array's footer row under \\hline; the four person rows are work.")

    m("ag24", "real-gsm-elevator-excess-as-quarter-adult", gsm(680),
      "Jack plus 8 other adults: 1 + 8 = 9 adults.\n"
      "Their weight: 9 × 80 kg = 720 kg.\n"
      "The limit is 700 kg, so they are over by a quarter of an average adult's weight.\n\n"
      "Excess: 720 − 700 = \\boxed{20} kg.",
      ["a quarter of an average adult's weight"],
      ["1 + 8 = 9 adults", "9 × 80 kg = 720 kg"],
      "A fraction of a given (80 kg ÷ 4).")

    m("ag25", "real-gsm-grocery-total-as-exact-change-bills", gsm(685),
      "Apples: 1 kg × $4 = $4.\n"
      "Bananas: 2 kg × $2 = $4.\n"
      "Oranges: 2 kg × $3 = $6.\n\n"
      "Exact change would be one $10 bill and four $1 bills.\n\n"
      "Total: $4 + $4 + $6 = \\boxed{14}",
      ["one $10 bill and four $1 bills"],
      ["2 kg × $2 = $4", "2 kg × $3 = $6"],
      "The total as the banknotes that pay it exactly (10 + 4 × 1).")
