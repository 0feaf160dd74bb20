"""fresh55 math must-stay probes agp01-agp14: unused GSM8K test questions, plain line-per-fact drafts with a pending
last step beside the box. Every must_stay string is a given or an intermediate (never the final step); agp01 holds a
word form equal to the answer ("one fifth" beside the answer 5) in a work position."""
from probs import gsm


def build(p):
    p("agp01", "real-probe-gsm-point-bucks-beside-fifth-rate", gsm(695),
      "Bucks: 50 percent of the 50 deer, 0.5 × 50 = 25 bucks.\n"
      "8-point bucks are 20 percent of the bucks (20% is the same as one fifth).\n\n"
      "Number of 8-point bucks: 0.2 × 25 = \\boxed{5}",
      ["0.5 × 50 = 25 bucks", "20% is the same as one fifth"],
      "\"one fifth\" restates the given rate 20%; its word \"fifth\" equals the answer 5 but is not the answer.")

    p("agp02", "real-probe-gsm-trip-points-beside-member-scores", gsm(696),
      "Adam: 50 points.\n"
      "Betty: 30% more than Adam, 50 × 1.3 = 65 points.\n"
      "Tom: 30 fewer than Betty, 65 − 30 = 35 points.\n"
      "Marta: 3 times Tom, 3 × 35 = 105 points.\n"
      "Class total: 50 + 65 + 35 + 105 = 255 points.\n\n"
      "Points missing: 400 − 255 = \\boxed{145}",
      ["50 × 1.3 = 65 points", "65 − 30 = 35 points", "3 × 35 = 105 points"],
      "Marta's 105 is near the answer 145 and ends in the same digit.")

    p("agp03", "real-probe-gsm-spending-money-beside-percent-cuts", gsm(698),
      "Retirement: 50% of $2400.00 = $1200.00.\n"
      "Car payment: 20% of $2400.00 = $480.00.\n"
      "Together: $1200.00 + $480.00 = $1680.00.\n\n"
      "Left to spend: $2400.00 − $1680.00 = \\boxed{720}",
      ["50% of $2400.00 = $1200.00", "20% of $2400.00 = $480.00"])

    p("agp04", "real-probe-gsm-fireworks-seen-beside-city-share", gsm(700),
      "City show: 15 boxes × 20 fireworks = 300 fireworks.\n"
      "Hannah sees 40% of them: 0.4 × 300 = 120.\n"
      "Her backyard: 3 boxes × 5 = 15 fireworks, all of which she sees.\n\n"
      "Fireworks Hannah sees: 120 + 15 = \\boxed{135}",
      ["15 boxes × 20 fireworks = 300 fireworks", "0.4 × 300 = 120"])

    p("agp05", "real-probe-gsm-extra-chairs-beside-high-chair-count", gsm(694),
      "Guests: 42 adults + 15 babies = 57 people, each needing a seat.\n"
      "High chairs: 8.\n"
      "Regular chairs: 5 times as many, 5 × 8 = 40.\n"
      "Chairs on hand: 40 + 8 = 48.\n\n"
      "Extra chairs needed: 57 − 48 = \\boxed{9}",
      ["42 adults + 15 babies", "5 × 8 = 40"],
      "The 8 high chairs are one off the answer 9.")

    p("agp06", "real-probe-gsm-comforter-area-beside-colour-counts", gsm(693),
      "Red: 14 squares.\n"
      "Blue: 4 more than red, 14 + 4 = 18.\n"
      "Green: 6 more than blue, 18 + 6 = 24.\n"
      "White: 12 fewer than green, 24 − 12 = 12.\n"
      "Each square is 1 ft × 1 ft = 1 square foot.\n\n"
      "Area: 14 + 18 + 24 + 12 = \\boxed{68} square feet.",
      ["14 + 4 = 18", "18 + 6 = 24", "24 − 12 = 12"])

    p("agp07", "real-probe-gsm-fruit-crate-beside-piece-prices", gsm(692),
      "Prices per piece:\n"
      "- apple: $0.50\n"
      "- banana: twice an apple, 2 × $0.50 = $1.00\n"
      "- orange: three times a banana, 3 × $1.00 = $3.00\n\n"
      "Crate contents:\n"
      "- 5 bananas × $1.00 = $5.00\n"
      "- 12 apples × $0.50 = $6.00\n"
      "- 7 oranges × $3.00 = $21.00\n\n"
      "Crate price: $5 + $6 + $21 = \\boxed{32}",
      ["2 × $0.50 = $1.00", "3 × $1.00 = $3.00", "12 apples × $0.50 = $6.00"])

    p("agp08", "real-probe-gsm-vet-change-beside-bill-share", gsm(691),
      "Vaccines: 2 × $20 = $40.\n"
      "The heartworm check is 60% of the bill, so the vaccines are the other 40%: $40 = 0.4 × bill, so the bill "
      "is $40 ÷ 0.4 = $100.\n"
      "(The check itself is $60.)\n\n"
      "He leaves with $125 − $100 = \\boxed{25}",
      ["2 × $20 = $40", "$40 ÷ 0.4", "(The check itself is $60.)"])

    p("agp09", "real-probe-gsm-piggy-coins-beside-monthly-rates", gsm(690),
      "Rong saves 20 coins a month.\n"
      "Neil saves 2/5 more: 20 × 2/5 = 8 extra, so 20 + 8 = 28 coins a month.\n"
      "Together: 20 + 28 = 48 coins a month.\n"
      "Ten years is 10 × 12 = 120 months.\n\n"
      "Coins after ten years: 48 × 120 = \\boxed{5760}",
      ["20 × 2/5 = 8", "20 + 8 = 28 coins a month", "10 × 12 = 120 months"])

    p("agp10", "real-probe-gsm-sweets-cost-beside-candy-price", gsm(689),
      "Five lollipops at $0.40: 5 × $0.40 = $2.00.\n"
      "So the four candies cost $3.20 − $2.00 = $1.20, i.e. $1.20 ÷ 4 = $0.30 each.\n"
      "Ten lollipops: 10 × $0.40 = $4.00.\n"
      "Ten candies: 10 × $0.30 = $3.00.\n\n"
      "Cost: $4.00 + $3.00 = \\boxed{7}",
      ["5 × $0.40 = $2.00", "$3.20 − $2.00 = $1.20", "$1.20 ÷ 4 = $0.30"])

    p("agp11", "real-probe-gsm-nap-minutes-beside-homework-sum", gsm(688),
      "Homework: 20 + 40 + 20 = 80 minutes.\n"
      "Time before dinner: 3 hours = 3 × 60 = 180 minutes.\n\n"
      "Nap: 180 − 80 = \\boxed{100} minutes.",
      ["20 + 40 + 20", "3 × 60 = 180 minutes"])

    p("agp12", "real-probe-gsm-school-walk-beside-landmark-minutes", gsm(684),
      "They have 30 minutes in all.\n"
      "Corner by the library: 6 minutes.\n"
      "Library to the fire station: another 13 minutes, so 6 + 13 = 19 minutes used so far.\n\n"
      "Time left: 30 − 19 = \\boxed{11} minutes.",
      ["Corner by the library: 6 minutes.", "6 + 13 = 19 minutes used"])

    p("agp13", "real-probe-gsm-signature-gap-beside-sister-sum", gsm(677),
      "Carol has 20 signatures and Jennifer has 44, so together 20 + 44 = 64.\n"
      "Their goal is 100 between them by the end of summer (the three remaining weeks don't change the "
      "arithmetic).\n\n"
      "Still needed: 100 − 64 = \\boxed{36}",
      ["20 + 44 = 64", "the three remaining weeks don't change the arithmetic"])

    p("agp14", "real-probe-gsm-pencil-pairs-beside-box-count", gsm(699),
      "The box holds 20 pencils when full.\n"
      "4 are missing, so 20 − 4 = 16 pencils are in the box.\n"
      "A pair is 2 pencils.\n\n"
      "Pairs: 16 ÷ 2 = \\boxed{8}",
      ["20 − 4 = 16 pencils", "A pair is 2 pencils."])
