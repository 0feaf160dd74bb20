"""fresh50 math must-stay probes aap01-aap14: realistic drafts whose givens, intermediate results and (aap13,
aap14) values equal to the answer or its parts are work that must survive the summary."""
from probs import gsm, m500


def build(p):
    p("aap01", "real-probe-gsm-tutoring-pay-beside-hour-total", gsm(179),
      "Rate: $10 an hour.\n"
      "Hours over the two weeks: 5 + 8 = 13 hours.\n"
      "Earnings: 13 × $10.\n\n"
      "\\boxed{130}",
      ["$10 an hour", "5 + 8 = 13 hours", "13 × $10"])

    p("aap02", "real-probe-gsm-loan-repayment-beside-monthly-interest", gsm(187),
      "Monthly interest: $100 × 2/100 = $2.\n"
      "Interest over 3 months: $2 × 3 = $6.\n"
      "Amount to give back: $100 + $6.\n\n"
      "\\boxed{106}",
      ["$100 × 2/100 = $2", "$2 × 3 = $6", "$100 + $6"])

    p("aap03", "real-probe-gsm-insect-total-beside-half-as-many-bugs", gsm(232),
      "Ants: 50.\n"
      "Bugs: half as many as ants, 50 ÷ 2 = 25 bugs.\n"
      "Insects: 25 + 50.\n\n"
      "\\boxed{75}",
      ["50 ÷ 2 = 25 bugs", "25 + 50"])

    p("aap04", "real-probe-gsm-candy-total-beside-three-bags", gsm(270),
      "First bag: 300.\n"
      "Second bag: 300 + 12 = 312.\n"
      "Third bag: half the first, 300 ÷ 2 = 150.\n"
      "Total: 300 + 312 + 150.\n\n"
      "\\boxed{762}",
      ["300 + 12 = 312", "300 ÷ 2 = 150", "300 + 312 + 150"])

    p("aap05", "real-probe-gsm-pizza-bill-beside-head-count", gsm(282),
      "Guests: 12 × 2 = 24 guests.\n"
      "People: 12 + 3 + 24 = 39 people.\n"
      "Pizzas: 39 ÷ 3 = 13 pizzas.\n"
      "Cost: $15 × 13.\n\n"
      "\\boxed{195}",
      ["12 × 2 = 24 guests", "12 + 3 + 24 = 39 people", "39 ÷ 3 = 13 pizzas", "$15 × 13"])

    p("aap06", "real-probe-gsm-table-legs-beside-two-groups", gsm(345),
      "Four-legged tables: 40 × 4 = 160 legs.\n"
      "Three-legged tables: 50 × 3 = 150 legs.\n"
      "All legs: 160 + 150.\n\n"
      "\\boxed{310}",
      ["40 × 4 = 160 legs", "50 × 3 = 150 legs", "160 + 150"])

    p("aap07", "real-probe-gsm-savings-beside-sweater-and-gift", gsm(352),
      "Spent and given away: $11 + $4 = $15.\n"
      "Started with $36.\n"
      "Saved: $36 - $15.\n\n"
      "\\boxed{21}",
      ["$11 + $4 = $15", "$36 - $15"])

    p("aap08", "real-probe-gsm-roll-pieces-beside-leftover-rolls", gsm(375),
      "Rolls made: 12.\n"
      "After one roll for each of the 6 children: 12 - 6 = 6 rolls left.\n"
      "Each left-over roll becomes 8 pieces: 6 × 8 pieces.\n\n"
      "\\boxed{48}",
      ["12 - 6 = 6 rolls left", "6 × 8 pieces"])

    p("aap09", "real-probe-gsm-books-beside-shelf-capacity", gsm(394),
      "Shelf capacity: 6 × 6 = 36 books.\n"
      "Double the capacity: 2 × 36 = 72.\n"
      "Twenty more than that: 72 + 20 books.\n\n"
      "\\boxed{92}",
      ["6 × 6 = 36 books", "2 × 36 = 72", "72 + 20 books"])

    p("aap10", "real-probe-gsm-grade-size-beside-missing-quarter", gsm(474),
      "Share without a desktop: 1 - 3/4 = 1/4.\n"
      "That quarter is 20 students, so the whole grade is 20 × 4 students.\n\n"
      "\\boxed{80}",
      ["1 - 3/4 = 1/4", "20 × 4 students"])

    p("aap11", "real-probe-gsm-penny-weights-beside-newer-penny", gsm(481),
      "1959 penny: 48 grains.\n"
      "2010 penny: 3/4 × 48 = 36 grains.\n"
      "Combined: 36 + 48 grains.\n\n"
      "\\boxed{84}",
      ["48 grains", "3/4 × 48 = 36 grains", "36 + 48 grains"])

    p("aap12", "real-probe-gsm-pizza-spend-beside-family-size-price", gsm(492),
      "Small pizza: $8.\n"
      "Family size: 3 × $8 = $24.\n"
      "Total: $8 + $24.\n\n"
      "\\boxed{32}",
      ["3 × $8 = $24", "$8 + $24"])

    p("aap13", "real-probe-top-earner-name-beside-wage-conversions", m500(398),
      "Convert each eight-hour day to US dollars.\n\n"
      "- Navin: 160 × 8 = 1280 rupees; 1280 ÷ 32.35 ≈ 39.57 dollars.\n"
      "- Luka: 25 × 8 = 200 kuna; 200 ÷ 5.18 ≈ 38.61 dollars.\n"
      "- Ian: 34 × 8 = 272 pula; 272 ÷ 6.95 ≈ 39.14 dollars.\n\n"
      "Comparing 39.57, 38.61 and 39.14, the largest is the first.\n\n"
      "\\boxed{\\text{Navin}}",
      ["Navin: 160 × 8 = 1280 rupees", "1280 ÷ 32.35 ≈ 39.57", "200 ÷ 5.18 ≈ 38.61", "272 ÷ 6.95 ≈ 39.14"],
      note="the name of the answer is the label of the first conversion line (work)")

    p("aap14", "real-probe-isosceles-perimeter-beside-base-and-legs", m500(352),
      "Let $\\theta = \\angle BAM$, so $\\angle BAC = 2\\theta$ and $\\angle BDC = 6\\theta$, hence "
      "$\\angle BDM = 3\\theta$. Put $x = BM$.\n\n"
      "Since $DM = AM - AD = 1$,\n"
      "$$\\tan\\theta = \\frac{x}{11}, \\qquad \\tan 3\\theta = \\frac{x}{1} = 11\\tan\\theta.$$\n"
      "With $t = \\tan\\theta$:\n"
      "$$\\frac{3t - t^3}{1 - 3t^2} = 11t \\implies 3 - t^2 = 11 - 33t^2 \\implies 32t^2 = 8 \\implies t = \\frac{1}{2}.$$\n"
      "So $x = \\frac{11}{2}$ and the base is $BC = 2x = 11$.\n\n"
      "The legs: $AB = \\sqrt{11^2 + \\left(\\frac{11}{2}\\right)^2} = \\frac{11\\sqrt{5}}{2}$, so "
      "$AB + AC = 11\\sqrt{5}$.\n\n"
      "Perimeter: $AB + AC + BC$.\n\n"
      "\\boxed{11 \\sqrt{5} + 11}",
      ["DM = AM - AD = 1", "32t^2 = 8", "BC = 2x = 11", "AB + AC = 11\\sqrt{5}",
       "\\frac{11\\sqrt{5}}{2}"],
      note="the base 11 and the legs' sum 11\\sqrt{5} are the answer's two parts, as work")
