"""fresh44 math must-stay probes ggp01-ggp10: realistic drafts where values equal to the answer appear
legitimately in the work (givens, intermediate results, factors, conditions); must_stay lists them."""
from probs import gsm, m500

B = "\\boxed{%s}"


def build(p):
    p("ggp01", "real-probe-gsm-third-day-equals-first-two-days", gsm(213),
      "Day 1: 100 customers.\n"
      "Day 2: 100 + 50 = 150 customers.\n"
      "First two days: 100 + 150 = 250 customers.\n"
      "Third day: 500 - 250 = 250 customers.\n"
      "Check: 100 + 150 + 250 = 500. ✓\n\n"
      "She counted " + B % "250" + " customers on the third day.",
      ["100 + 150 = 250 customers", "100 + 150 + 250 = 500"],
      "the two-day total 250 equals the answer; the check's 250 is the answer used as a term")
    p("ggp02", "real-probe-gsm-song-gap-equals-luri-space", gsm(483),
      "Gabriel can still add 100 - 20 = 80 songs.\n"
      "Luri has 3 × 20 = 60 songs, so he can still add 100 - 60 = 40 songs.\n"
      "Difference: 80 - 40 = 40 songs.\n\n"
      "Luri can add " + B % "40" + " fewer songs than Gabriel.",
      ["100 - 60 = 40 songs", "80 - 40"],
      "Luri's remaining space 40 equals the answer (a work value)")
    p("ggp03", "real-probe-gsm-friend-count-equals-go-kart-rides", gsm(357),
      "Cost per person:\n"
      "- mini-golf: $5\n"
      "- arcade tokens: $5\n"
      "- go-karts: 2 rides × $10 = $20\n"
      "Per person: 5 + 5 + 20 = $30.\n"
      "People the budget covers: 90 / 30 = 3, and one of them is Morgan.\n"
      "Friends: 3 - 1.\n\n"
      "She can invite " + B % "2" + " friends.",
      ["2 rides × $10 = $20", "5 + 5 + 20 = $30", "90 / 30 = 3"],
      "the 2 go-kart rides (a given) equal the answer")
    p("ggp04", "real-probe-gsm-butter-pounds-equal-days-in-week", gsm(609),
      "Butter per dozen: 1/4 pound.\n"
      "Per day: 4 dozen × 1/4 pound = 1 pound.\n"
      "A week has 7 days.\n"
      "For the week: 1 pound × 7 days.\n\n"
      "He needs " + B % "7" + " pounds of butter.",
      ["A week has 7 days.", "1 pound × 7 days"],
      "the 7 days of the week are a given equal to the answer")
    p("ggp05", "real-probe-gsm-change-equals-amount-spent", gsm(717),
      "Pencils: 6 × $0.50 = $3.\n"
      "Erasers: 8 × $0.25 = $2.\n"
      "Spent: $3 + $2 = $5.\n"
      "Change: $10 - $5.\n\n"
      "You would get " + B % "5" + " dollars in change.",
      ["$3 + $2 = $5", "$10 - $5"],
      "the $5 spent equals the change (work value)")
    p("ggp06", "real-probe-gsm-discount-amount-equals-final-price", gsm(1229),
      "November price: $40.\n"
      "December increase: 80% of $40 = 0.8 × 40 = $32, so the price is 40 + 32 = $72.\n"
      "January decrease: 50% of $72 = $36.\n"
      "Final price: $72 - $36.\n\n"
      "The toy costs " + B % "36" + " dollars after the January discount.",
      ["50% of $72 = $36", "40 + 32 = $72"],
      "the $36 discount equals the final price")
    p("ggp07", "real-probe-gsm-third-house-equals-second-house", gsm(763),
      "Let x be the cases for the second house.\n"
      "First house: x/2.\n"
      "Third house: 2 × (x/2) = x, the same as the second house.\n"
      "Total: x/2 + x + x = 2.5x = 250, so x = 100.\n"
      "Second house: 100 cases; first house: 50 cases.\n"
      "Check: 50 + 100 + 100 = 250. ✓\n\n"
      "The third house needs " + B % "100" + " cases.",
      ["2.5x = 250, so x = 100", "Second house: 100 cases", "50 + 100 + 100 = 250"],
      "the second house's 100 equals the answer; the check lists all three houses")
    p("ggp08", "real-probe-gsm-mint-per-row-equals-two-kinds", gsm(923),
      "Cinnamon tea: 15 cups, so 27 - 15 = 12 cups are chamomile or mint.\n"
      "Two kinds in equal amounts: 12 / 2 = 6 mint cups in total.\n"
      "Spread over 3 rows: 6 / 3.\n\n"
      "Each row has " + B % "2" + " cups of mint tea.",
      ["27 - 15 = 12 cups", "12 / 2 = 6 mint cups"],
      "the divisor 2 (two kinds of tea) equals the answer")
    p("ggp09", "real-probe-quartic-constant-term-equals-root-product", m500(170),
      "From the second equation $x = \\frac{44 - y^2}{5}$, so every solution is determined by its $y$. "
      "Substituting into $x^2 = y + 8$:\n"
      "$$(44 - y^2)^2 = 25(y + 8) \\quad\\Longrightarrow\\quad y^4 - 88y^2 + 1936 = 25y + 200,$$\n"
      "$$y^4 - 88y^2 - 25y + 1736 = 0.$$\n"
      "Each root $y$ gives exactly one $x$, so the four roots give the distinct solutions. By Vieta, the "
      "product of the roots of a monic quartic is its constant term.\n\n"
      "$$\\boxed{1736}$$",
      ["y^4 - 88y^2 - 25y + 1736 = 0", "y^4 - 88y^2 + 1936 = 25y + 200"],
      "the constant term 1736 of the quartic is work equal to the answer")
    p("ggp10", "real-probe-log-domain-boundaries-in-conditions", m500(495),
      "Three conditions:\n\n"
      "1. Inner log: $x - 2 > 0$, so $x > 2$.\n"
      "2. Outer log: $2 - \\log(x-2) > 0$, so $\\log(x - 2) < 2$, i.e. $x - 2 < 100$ and $x < 102$.\n"
      "3. Nonzero denominator: $\\log(2 - \\log(x-2)) \\ne 0$, so $2 - \\log(x-2) \\ne 1$, i.e. "
      "$\\log(x-2) \\ne 1$, $x - 2 \\ne 10$ and $x \\ne 12$.\n\n"
      "Combining: $2 < x < 102$ with $x = 12$ removed.\n\n"
      "$$\\boxed{(2,12) \\cup (12,102)}$$",
      ["x - 2 > 0$, so $x > 2", "x - 2 < 100$ and $x < 102", "x - 2 \\ne 10$ and $x \\ne 12"],
      "the endpoints 2, 12 and 102 arise as conditions in the work; the combining line is the conclusion")
