"""fresh52 math must-stay probes adp01-adp14: realistic drafts whose givens, intermediate results and counts (and, in
adp13, the answer's own name as a row of the comparison) must survive the summary."""
from probs import gsm, m500


def build(p):
    p("adp01", "real-probe-gsm-marble-price-beside-eighteen-raises", gsm(162),
      "Each raise is 20% of the original price: 0.20 × $20 = $4.\n"
      "Raises happen every two months: 36 ÷ 2 = 18 raises.\n"
      "Total increase: 18 × $4 = $72.\n"
      "Price after 36 months: $20 + $72 = $\\boxed{92}$",
      ["0.20 × $20 = $4", "36 ÷ 2 = 18 raises", "18 × $4 = $72", "$20 + $72"])
    p("adp02", "real-probe-gsm-tree-count-beside-dying-share", gsm(192),
      "Net gain per year: 10 - 2 = 8 trees.\n"
      "Over 10 years: 10 × 8 = 80 trees.\n"
      "Before the die-off: 50 + 80 = 130 trees.\n"
      "Dying: 30% of 130 = 0.3 × 130 = 39 trees.\n"
      "Left: 130 - 39 = \\boxed{91}",
      ["10 - 2 = 8 trees", "10 × 8 = 80 trees", "50 + 80 = 130 trees", "0.3 × 130 = 39 trees", "130 - 39"])
    p("adp03", "real-probe-gsm-soda-children-beside-adult-sum", gsm(197),
      "Adults: 8417 men + 9092 women = 17509.\n"
      "Children: 23786 - 17509 = \\boxed{6277}",
      ["8417 men + 9092 women = 17509", "23786 - 17509"])
    p("adp04", "real-probe-gsm-calorie-gap-beside-cookie-days", gsm(249),
      "Monday: sister 5 cookies, Sue 4 × 5 = 20.\n"
      "Tuesday: sister 13 cookies, Sue 2 × 13 = 26.\n"
      "Sue's total: 20 + 26 = 46. Sister's total: 5 + 13 = 18.\n"
      "Extra cookies: 46 - 18 = 28.\n"
      "Extra calories: 28 × 200 = \\boxed{5600}",
      ["4 × 5 = 20", "2 × 13 = 26", "20 + 26 = 46", "5 + 13 = 18", "46 - 18 = 28", "28 × 200"])
    p("adp05", "real-probe-gsm-farm-legs-beside-equal-leg-halves", gsm(339),
      "Let the cows be c; chickens are 2c. c + 2c = 60, so c = 20 cows and 40 chickens.\n"
      "Cow legs: 20 × 4 = 80.\n"
      "Chicken legs: 40 × 2 = 80.\n"
      "All legs: 80 + 80 = \\boxed{160}",
      ["c + 2c = 60", "c = 20 cows and 40 chickens", "20 × 4 = 80", "40 × 2 = 80", "80 + 80"])
    p("adp06", "real-probe-gsm-loan-installment-beside-interest", gsm(380),
      "Interest: 10% of $3,650 = $365.\n"
      "Total to repay: $3,650 + $365 = $4,015.\n"
      "Per month over five months: $4,015 ÷ 5 = $\\boxed{803}$",
      ["10% of $3,650 = $365", "$3,650 + $365 = $4,015", "$4,015 ÷ 5"])
    p("adp07", "real-probe-gsm-pie-count-beside-orange-boxes", gsm(498),
      "Ashley: 5 boxes × 10 oranges = 50 oranges.\n"
      "Brianne: 50 + 20 = 70 oranges.\n"
      "Together: 50 + 70 = 120 oranges.\n"
      "Pies at 3 oranges each: 120 ÷ 3 = \\boxed{40}",
      ["5 boxes × 10 oranges = 50 oranges", "50 + 20 = 70 oranges", "50 + 70 = 120 oranges", "120 ÷ 3"])
    p("adp08", "real-probe-gsm-farm-zoo-animals-beside-four-groups", gsm(508),
      "Farm cows: 30. Zoo cows: 2 × 30 = 60.\n"
      "Zoo sheep: 20. Farm sheep: 20 ÷ 2 = 10.\n"
      "Combined: 30 + 60 + 20 + 10 = \\boxed{120}",
      ["2 × 30 = 60", "20 ÷ 2 = 10", "30 + 60 + 20 + 10"])
    p("adp09", "real-probe-gsm-loaves-left-beside-returned-six", gsm(523),
      "After the morning: 200 - 93 = 107 loaves.\n"
      "After the afternoon: 107 - 39 = 68 loaves.\n"
      "Returned: 68 + 6 = \\boxed{74}",
      ["200 - 93 = 107 loaves", "107 - 39 = 68 loaves", "68 + 6"])
    p("adp10", "real-probe-gsm-button-holes-beside-two-fourteens", gsm(557),
      "Two-hole buttons: 7, giving 7 × 2 = 14 holes.\n"
      "Four-hole buttons: 21 - 7 = 14 buttons, giving 14 × 4 = 56 holes.\n"
      "Total holes: 14 + 56 = \\boxed{70}",
      ["7 × 2 = 14 holes", "21 - 7 = 14 buttons", "14 × 4 = 56 holes", "14 + 56"])
    p("adp11", "real-probe-gsm-pet-legs-beside-species-rows", gsm(599),
      "| pet | count | legs each | legs |\n|---|---|---|---|\n| dogs | 5 | 4 | 20 |\n| cats | 2 | 4 | 8 |\n"
      "| birds | 10 | 2 | 20 |\n\n"
      "Total legs: 20 + 8 + 20 = \\boxed{48}",
      ["| dogs | 5 | 4 | 20 |", "| cats | 2 | 4 | 8 |", "| birds | 10 | 2 | 20 |", "20 + 8 + 20"])
    p("adp12", "real-probe-gsm-jewel-total-beside-gold-and-silver", gsm(631),
      "Diamond: $2000.\n"
      "Gold: 4/5 × $2000 = $1600.\n"
      "Silver: $1600 - $400 = $1200.\n"
      "All three: $2000 + $1600 + $1200 = $\\boxed{4800}$",
      ["4/5 × $2000 = $1600", "$1600 - $400 = $1200", "$2000 + $1600 + $1200"])
    p("adp13", "real-probe-runner-speeds-beside-every-named-row", m500(4),
      "Average speed is distance ÷ time, i.e. the slope of the segment from $O$ to each point. Reading the dots:\n\n"
      "- Evelyn: $4.5 / 1.25 = 3.6$\n"
      "- Briana: $2.2 / 2.5 = 0.88$\n"
      "- Carla: $5.2 / 4.25 \\approx 1.22$\n"
      "- Debra: $2.8 / 5.6 = 0.5$\n"
      "- Angela: $1.4 / 6.8 \\approx 0.21$\n\n"
      "The steepest segment is the largest ratio, $3.6$.\n\n"
      "$\\boxed{\\text{Evelyn}}$",
      ["Evelyn: $4.5 / 1.25 = 3.6$", "Briana: $2.2 / 2.5 = 0.88$", "Carla: $5.2 / 4.25 \\approx 1.22$",
       "Debra: $2.8 / 5.6 = 0.5$", "Angela: $1.4 / 6.8 \\approx 0.21$"],
      note="the answer's name is a row of the comparison (a given of the problem): work")
    p("adp14", "real-probe-stamp-average-beside-seventies-column", m500(301),
      "The 70's column: Brazil 12, France 12, Peru 6, Spain 13 stamps.\n\n"
      "Cost in cents:\n"
      "- Brazil: $12 \\times 6 = 72$\n- France: $12 \\times 6 = 72$\n- Peru: $6 \\times 4 = 24$\n"
      "- Spain: $13 \\times 5 = 65$\n\n"
      "Total cost: $72 + 72 + 24 + 65 = 233$ cents. Number of stamps: $12 + 12 + 6 + 13 = 43$.\n\n"
      "Average: $233 / 43$ cents, to the nearest tenth $\\boxed{5.4 \\text{ cents}}$",
      ["$12 \\times 6 = 72$", "$6 \\times 4 = 24$", "$13 \\times 5 = 65$", "$72 + 72 + 24 + 65 = 233$",
       "$12 + 12 + 6 + 13 = 43$", "$233 / 43$"])
