"""fresh57 math must-stay probes aip01-aip14: real GSM8K test questions, realistic drafts whose work must all stay
(givens, intermediate results, checks). Several hold a value equal to the answer in a work role (a check that
substitutes the answer back, a quotient of another quantity, the days of a week, one fifth of a given total);
must_stay never holds the final statement or the final step's operands."""
from probs import gsm


def build(p):
    p("aip01", "real-probe-gsm-yellow-balloons-beside-substitution-check", gsm(913),
      "Red balloons: 20, at 2 pieces each → 2 × 20 = 40 pieces.\n"
      "Pieces thrown at yellow balloons: 58 − 40 = 18.\n"
      "At 3 pieces per yellow balloon: 18 ÷ 3 = \\boxed{6} yellow balloons.\n\n"
      "Check: 2 × 20 + 3 × 6 = 40 + 18 = 58 ✓",
      ["2 × 20 = 40 pieces", "58 − 40 = 18", "40 + 18 = 58 ✓"],
      "The check substitutes the answer back (3 × 6); its totals 40 + 18 = 58 are work.")

    p("aip02", "real-probe-gsm-nephew-cookies-beside-no-theft-quotient", gsm(899),
      "Cookies left after her husband's snack: 100 − 4 = 96.\n"
      "Shared by 6 nephews: 96 ÷ 6 = \\boxed{16} cookies each.\n\n"
      "(Without the 4 stolen cookies she'd have had 100 ÷ 6 = 16 remainder 4, so the husband took exactly the "
      "leftover cookies.)",
      ["100 − 4 = 96", "100 ÷ 6 = 16 remainder 4"],
      "The aside's quotient 100 ÷ 6 = 16 r 4 equals the answer but is another quantity (the no-theft split).")

    p("aip03", "real-probe-gsm-cookie-jars-beside-near-eleven-and-fifty", gsm(888),
      "Lani starts with 55 cookies and eats 5: 55 − 5 = 50 cookies left.\n"
      "Five jars, equal shares: 50 ÷ 5 = \\boxed{10} cookies per jar.\n\n"
      "(Had she eaten none, it would have been 55 ÷ 5 = 11 per jar.)",
      ["55 − 5 = 50 cookies left", "55 ÷ 5 = 11 per jar"],
      "Numbers near the answer: 11 and 50.")

    p("aip04", "real-probe-gsm-football-matches-beside-days-of-week", gsm(755),
      "Monday: 2 matches.\n"
      "Friday: 1 match.\n"
      "Saturday: double Monday's, 2 × 2 = 4 matches.\n"
      "No other day of the 7 days in the week had a match.\n\n"
      "Total for the week: 2 + 1 + 4 = \\boxed{7} matches.",
      ["2 × 2 = 4 matches", "No other day of the 7 days in the week had a match"],
      "The 7 days of the week equal the answer (7 matches) but are a given count of days.")

    p("aip05", "real-probe-gsm-skyler-share-beside-one-fifth-of-total", gsm(676),
      "Total invested: $1,200.\n"
      "Dylan: 2/5 of it. One fifth of $1,200 is $240, so Dylan put in 2 × $240 = $480.\n"
      "Remaining: $1,200 − $480 = $720.\n"
      "Frances: 2/3 of $720 = $480.\n"
      "Dylan and Frances together: $480 + $480 = $960.\n\n"
      "Skyler: $1,200 − $960 = \\boxed{240} dollars.",
      ["One fifth of $1,200 is $240, so Dylan put in 2 × $240 = $480", "$1,200 − $480 = $720",
       "2/3 of $720 = $480"],
      "One fifth of the total ($240) equals the answer but is a step toward Dylan's share.")

    p("aip06", "real-probe-gsm-museum-visits-beside-price-period-table", gsm(1217),
      "The price rises by 150% of $2: 1.5 × $2 = $3, so the new price is $2 + $3 = $5.\n\n"
      "| Period | Visits per year | Price | Per year | Years | Cost |\n"
      "|---|---|---|---|---|---|\n"
      "| first 5 years | 3 | $2 | $6 | 5 | $30 |\n"
      "| next 3 years | 3 | $5 | $15 | 3 | $45 |\n\n"
      "Total: $30 + $45 = \\boxed{75} dollars.",
      ["1.5 × $2 = $3", "$2 + $3 = $5", "| first 5 years | 3 | $2 | $6 | 5 | $30 |",
       "| next 3 years | 3 | $5 | $15 | 3 | $45 |"],
      "Table entries (period rows, no total row) are work.")

    p("aip07", "real-probe-gsm-dosage-volume-beside-single-dose-sum", gsm(1211),
      "First medicine: 14 mL.\n"
      "Second medicine: 3 × 14 = 42 mL.\n"
      "One dose: 14 + 42 = 56 mL.\n\n"
      "Eight doses: 8 × 56 = \\boxed{448} mL.",
      ["3 × 14 = 42 mL", "14 + 42 = 56 mL"],
      "Plain arithmetic chain; the single-dose volume is an intermediate.")

    p("aip08", "real-probe-gsm-shell-teams-beside-total-check", gsm(1204),
      "Alphas: 40% of 700 = 280 shells.\n"
      "Left for the other two teams: 700 − 280 = 420.\n"
      "The Finders: 60% of 420 = 252.\n\n"
      "Gogetters: 420 − 252 = \\boxed{168} shells.\n\n"
      "Check: 280 + 252 + 168 = 700 ✓\n\n"
      "As a share of the haul: 168 ÷ 700 = 0.24, so the Gogetters found 24% of the shells.",
      ["40% of 700 = 280 shells", "700 − 280 = 420", "60% of 420 = 252"],
      "A check that adds the answer back, and the answer used as the given of a second question (its share); the "
      "team counts are work, the two lines holding 168 may be hidden.")

    p("aip09", "real-probe-gsm-fifth-worker-beside-crew-output", gsm(1122),
      "Toys made in the shift: 400 − 20 = 380.\n"
      "Two workers at 6 toys/hour for 10 hours: 2 × 6 × 10 = 120.\n"
      "Two workers at 4 toys/hour for 10 hours: 2 × 4 × 10 = 80.\n"
      "The four of them: 120 + 80 = 200.\n"
      "Fifth worker's toys: 380 − 200 = 180.\n\n"
      "Per hour: 180 ÷ 10 = \\boxed{18} toys.",
      ["400 − 20 = 380", "2 × 6 × 10 = 120", "2 × 4 × 10 = 80", "120 + 80 = 200"],
      "Givens and intermediates of a rate problem; the fifth worker's 180 is the final step's operand.")

    p("aip10", "real-probe-gsm-fastest-car-beside-second-car-speed", gsm(1127),
      "Average car: 120 mph.\n"
      "2nd fastest: 5 × 120 = 600 mph.\n"
      "Fastest: 1.25 × 600 = \\boxed{750} mph.",
      ["Average car: 120 mph", "5 × 120 = 600 mph"],
      "Short chain; the given and the middle speed are work.")

    p("aip11", "real-probe-gsm-rock-stand-loss-beside-unsold-count", gsm(1146),
      "Rocks bought: $100 ÷ $5 = 20 rocks.\n"
      "Sold: 60% of 20 = 12 rocks (8 stay unsold).\n"
      "Money back: 12 × $7 = $84.\n\n"
      "Loss: $100 − $84 = \\boxed{16} dollars.",
      ["$100 ÷ $5 = 20 rocks", "60% of 20 = 12 rocks (8 stay unsold)"],
      "Counts of rocks are work; the revenue $84 is the final step's operand.")

    p("aip12", "real-probe-gsm-bob-marbles-beside-start-count", gsm(1136),
      "Let B be Bob's marbles now.\n"
      "2 dozen = 2 × 12 = 24 marbles, and B + 24 = 60, so B = 60 − 24 = 36.\n\n"
      "After losing 10: 36 − 10 = \\boxed{26} marbles.",
      ["2 × 12 = 24 marbles", "B + 24 = 60", "B = 60 − 24 = 36"],
      "The starting count 36 and the 24 of the two dozen are intermediates.")

    p("aip13", "real-probe-gsm-gas-cost-beside-repeated-fives", gsm(784),
      "Work days Monday to Friday: 5.\n"
      "Round trip each day: 2 × 5 miles = 10 miles.\n"
      "Per week: 10 × 5 = 50 miles.\n"
      "Gas used: 50 ÷ 10 MPG = 5 gallons.\n\n"
      "Cost: 5 × $3 = \\boxed{15} dollars per week.",
      ["Work days Monday to Friday: 5", "2 × 5 miles = 10 miles", "10 × 5 = 50 miles"],
      "The value 5 in three roles (days, miles one way, gallons); the gallons line is the final step's operand.")

    p("aip14", "real-probe-gsm-loan-final-payment-beside-interest", gsm(1213),
      "Interest: 2% of $300 = $6, so he owes $300 + $6 = $306.\n"
      "Eleven monthly payments: 11 × $25 = $275.\n\n"
      "Twelfth payment: $306 − $275 = \\boxed{31} dollars.",
      ["2% of $300 = $6", "$300 + $6 = $306", "11 × $25 = $275"],
      "The interest, the total owed and the eleven payments are work.")
