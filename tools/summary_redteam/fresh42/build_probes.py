"""fresh42 math must-stay probes jjp01-jjp14: real GSM8K and MATH-500 problems whose drafts use values equal to the
answer legitimately (givens, coefficients, intermediate results); `must_stay` lists those strings."""
from probs import gsm, m500


def build(p):
    p("jjp01", "real-probe-gsm-hay-change-six-bills-given", gsm(445),
      "Time running: 30 minutes = 0.5 hours.\nDistance: 32 mph × 0.5 h = 16 miles.\n"
      "Hay: 16 miles × 1/2 bail = 8 bails.\nCost: 8 × $3 = $24.\n"
      "Michael's money: six $5 bills, 6 × $5 = $30.\n\nChange: $30 − $24 = \\boxed{6} dollars.",
      ["six $5 bills, 6 × $5 = $30", "$30 − $24"])
    p("jjp02", "real-probe-gsm-theo-change-three-times-pen-given", gsm(470),
      "Pen: $2.\nPaper: three times the pen, less $1: 3 × $2 − $1 = $5.\nTotal: $2 + $5 = $7.\n\n"
      "Change from $10: $10 − $7 = $\\boxed{3}$.",
      ["3 × $2 − $1 = $5", "three times the pen"])
    p("jjp03", "real-probe-gsm-oat-bags-four-horses-given", gsm(487),
      "Per meal: 4 horses × 5 pounds = 20 pounds.\nPer day (two meals): 20 × 2 = 40 pounds.\n"
      "Five days: 40 × 5 = 200 pounds.\nBags: 200 / 50 = 4.\n\nUncle Ben needs \\boxed{4} bags.",
      ["4 horses × 5 pounds = 20 pounds", "200 / 50 = 4"])
    p("jjp04", "real-probe-gsm-bus-pass-two-trips-given", gsm(507),
      "Trips per week: 2 trips × 5 days = 10 trips.\nPaying per trip: 10 × $2.20 = $22.\n"
      "Weekly pass: $20.\n\nSavings: $22 − $20 = \\boxed{2} dollars.",
      ["2 trips × 5 days = 10 trips", "10 × $2.20 = $22"])
    p("jjp05", "real-probe-gsm-scoop-deal-six-dollar-budget-given", gsm(711),
      "Erin has $6.00 and each scoop costs $1.50, so she can pay for $6.00 / $1.50 = 4 scoops.\n"
      "Each paid pair brings 1 free scoop: 4 / 2 = 2 free scoops.\n"
      "Scoops in hand: 4 + 2 = 6.\n\nShe should get \\boxed{6} scoops.",
      ["$6.00 / $1.50 = 4 scoops", "4 + 2 = 6"])
    p("jjp06", "real-probe-gsm-carrot-price-one-salad-given", gsm(892),
      "Salad: $6. Yogurt: half of that, $6 / 2 = $3.\n"
      "1 salad + 1 yogurt = $6 + $3 = $9.\n"
      "Left for the two carrots: $11 − $9 = $2.\nOne carrot: $2 / 2 = \\boxed{1} dollar.",
      ["1 salad + 1 yogurt = $6 + $3 = $9", "$2 / 2"])
    p("jjp07", "real-probe-gsm-emails-one-third-of-rest-given", gsm(956),
      "Emails a day: 16.\nWork emails: 7, leaving 16 − 7 = 9.\n"
      "Family: 2/3 × 9 = 6, leaving 9 − 6 = 3.\n"
      "Boyfriend: 1/3 × 3 = 1.\n\nRobyn sends her boyfriend \\boxed{1} email a day.",
      ["1/3 × 3 = 1", "9 − 6 = 3"])
    p("jjp08", "real-probe-gsm-college-payback-four-years-given", gsm(1038),
      "Loans: 4 years × $50,000 = $200,000.\nLost wages: 4 years × $25,000 = $100,000.\n"
      "Amount to earn back: $200,000 + $100,000 = $300,000.\n"
      "New income: 3 × $25,000 = $75,000 a year.\n\nYears: $300,000 / $75,000 = \\boxed{4}.",
      ["4 years × $50,000 = $200,000", "4 years × $25,000 = $100,000"])
    p("jjp09", "real-probe-gsm-cupcakes-three-times-coefficient", gsm(1225),
      "Treats: 5 people × 2 = 10.\nLet c be the cupcakes; brownies are 3c − 2.\n"
      "c + (3c − 2) = 10\n4c = 12\nc = 12 / 4\n\nCarly made \\boxed{3} cupcakes.",
      ["brownies are 3c − 2", "c + (3c − 2) = 10"])
    p("jjp10", "real-probe-gsm-bookcases-two-middle-shelves-given", gsm(1240),
      "Middle shelves: 2 × 10 = 20 books.\nBottom shelf: 2 × 10 = 20 books.\nTop shelf: 20 − 5 = 15 books.\n"
      "One bookcase: 20 + 20 + 15 = 55 books.\n\nBookcases: 110 / 55 = \\boxed{2}.",
      ["Middle shelves: 2 × 10 = 20 books", "Bottom shelf: 2 × 10"])
    p("jjp11", "real-probe-gsm-bolts-change-twelve-dollars-given", gsm(873),
      "Bolts: 16 × $0.03 = $0.48.\nDavid starts with $12.48.\n"
      "Left: $12.48 − $0.48 = $12.00.\n\n\\boxed{12}",
      ["David starts with $12.48", "$12.48 − $0.48 = $12.00"])
    p("jjp12", "real-probe-prime-radicand-stays-in-work", m500(277),
      "A square root $\\sqrt{n}$ simplifies only when $n$ has a square factor greater than $1$.\n\n"
      "$53$ is prime: it is not divisible by $2$, $3$, $5$ or $7$, and $7^2 = 49 < 53 < 64 = 8^2$, so no other prime needs checking.\n\n"
      "Hence $\\sqrt{53}$ has no square factor to pull out and is already in simplest radical form:\n\n$$\\boxed{\\sqrt{53}}$$",
      ["$53$ is prime", "$7^2 = 49 < 53 < 64 = 8^2$", "Hence $\\sqrt{53}$ has no square factor"])
    p("jjp13", "real-probe-reflected-parabola-vertex-letter-k", m500(339),
      "In vertex form $y = a(x-h)^2 + k$. Reflecting about $y = k$ sends $y$ to $2k - y$, so the image is\n"
      "$$y = -a(x-h)^2 + k.$$\n"
      "Then $a + b + c$ is the first parabola at $x = 1$, namely $a(1-h)^2 + k$, and $d + e + f$ is the second at $x = 1$, "
      "namely $-a(1-h)^2 + k$.\n\n"
      "Adding, $a + b + c + d + e + f = k + k$:\n$$\\boxed{2k}$$",
      ["$y = a(x-h)^2 + k$", "sends $y$ to $2k - y$", "$y = -a(x-h)^2 + k.$", "$-a(1-h)^2 + k$"])
    p("jjp14", "real-probe-gsm-ribbon-bows-twelve-gifts-count", gsm(390),
      "Gifts to wrap: 6 for family + 4 for friends + 2 for teachers = 12 gifts.\n"
      "Ribbon: 144 inches shared equally among the 12 gifts.\n"
      "Per bow: 144 / 12 inches.\n\nEach bow gets \\boxed{12} inches.",
      ["6 for family + 4 for friends + 2 for teachers = 12 gifts", "among the 12 gifts", "144 / 12"])
