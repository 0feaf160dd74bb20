"""fresh53 math must-stay probes aep01-aep14: GSM8K test problems in no earlier case, realistic drafts whose givens,
intermediate results, unit steps and checks must survive the summary (only the boxed conclusion is the answer)."""
from probs import gsm


def build(p):
    p("aep01", "real-probe-gsm-class-hours-beside-weekday-split", gsm(154),
      "Monday/Wednesday/Friday: 3 classes × 1 hour = 3 hours a day.\n"
      "Three such days: 3 × 3 = 9 hours a week.\n"
      "Tuesday/Thursday: 2 classes × 2 hours = 4 hours a day.\n"
      "Two such days: 4 × 2 = 8 hours a week.\n"
      "Per week: 9 + 8 = 17 hours.\n"
      "Semester of 16 weeks: 17 × 16.\n\n"
      "**Answer:** \\boxed{272}",
      ["3 classes × 1 hour = 3 hours", "3 × 3 = 9", "2 classes × 2 hours = 4 hours", "4 × 2 = 8",
       "9 + 8 = 17", "17 × 16"])
    p("aep02", "real-probe-gsm-debt-payments-beside-monthly-minimum", gsm(173),
      "Monthly minimums: $300 + $200 + $500 = $1000.\n"
      "50% more: $1000 × 0.5 = $500 extra.\n"
      "Monthly payment: $1000 + $500 = $1500.\n"
      "Year: $1500 × 12.\n\n"
      "**Answer:** \\boxed{18000}",
      ["$300 + $200 + $500 = $1000", "$1000 × 0.5 = $500", "$1000 + $500 = $1500", "$1500 × 12"])
    p("aep03", "real-probe-gsm-award-year-beside-raise-value", gsm(201),
      "Base salary for the year: $2000 × 52 = $104,000.\n"
      "The 5% raise from day one: 0.05 × $104,000 = $5,200.\n"
      "Salary with the raise: $104,000 + $5,200 = $109,200.\n"
      "Plus the one-time award of $5000: $109,200 + $5,000.\n\n"
      "**Answer:** \\boxed{114200}",
      ["$2000 × 52 = $104,000", "0.05 × $104,000 = $5,200", "$104,000 + $5,200 = $109,200",
       "$109,200 + $5,000"])
    p("aep04", "real-probe-gsm-seed-cost-beside-packet-lines", gsm(274),
      "| seed | packets | price | cost |\n|---|---|---|---|\n"
      "| tomato | 20 | $40 | $800 |\n| celery | 80 | $30 | $2400 |\n\n"
      "Tomato: 20 × $40 = $800.\n"
      "Celery: 80 × $30 = $2400.\n"
      "Together: $800 + $2400.\n\n"
      "**Answer:** \\boxed{3200}",
      ["| tomato | 20 | $40 | $800 |", "| celery | 80 | $30 | $2400 |", "20 × $40 = $800", "80 × $30 = $2400",
       "$800 + $2400"])
    p("aep05", "real-probe-gsm-snake-spots-beside-species-totals", gsm(281),
      "Mamba spots: 70 ÷ 2 = 35.\n"
      "Cobras: 40 × 70 = 2800 spots.\n"
      "Mambas: 60 × 35 = 2100 spots.\n"
      "All snakes: 2800 + 2100 = 4900 spots.\n"
      "Half: 4900 ÷ 2.\n\n"
      "**Answer:** \\boxed{2450}",
      ["70 ÷ 2 = 35", "40 × 70 = 2800", "60 × 35 = 2100", "2800 + 2100 = 4900", "4900 ÷ 2"])
    p("aep06", "real-probe-gsm-counting-medals-beside-pair-total", gsm(290),
      "Izzy: 22 - 5 = 17 medals.\n"
      "Ali and Izzy together: 22 + 17 = 39 medals.\n"
      "\"10 times less\" means the total given out is ten times theirs: 39 × 10.\n\n"
      "**Answer:** \\boxed{390}",
      ["22 - 5 = 17", "22 + 17 = 39", "39 × 10"])
    p("aep07", "real-probe-gsm-apple-picks-beside-monday-revenue", gsm(377),
      "Monday: $56 ÷ $4 = 14 apples.\n"
      "Tuesday: 12 apples.\n"
      "Wednesday: 2 × 12 = 24 apples.\n"
      "Three days: 14 + 12 + 24.\n\n"
      "**Answer:** \\boxed{50}",
      ["$56 ÷ $4 = 14", "2 × 12 = 24", "14 + 12 + 24"])
    p("aep08", "real-probe-gsm-fireworks-spend-beside-discount", gsm(411),
      "Second package: 2 × $400 = $800.\n"
      "Both packages: $400 + $800 = $1200.\n"
      "20% discount: 0.2 × $1200 = $240, so they cost $1200 - $240 = $960.\n"
      "Finale firework: $150.\n"
      "Total: $960 + $150.\n\n"
      "**Answer:** \\boxed{1110}",
      ["2 × $400 = $800", "$400 + $800 = $1200", "0.2 × $1200 = $240", "$1200 - $240 = $960", "$960 + $150"])
    p("aep09", "real-probe-gsm-balloon-bill-beside-unit-price", gsm(451),
      "Old price per balloon: $900 ÷ 20 = $45.\n"
      "New price: $45 + $20 = $65.\n"
      "170 balloons: 170 × $65.\n\n"
      "**Answer:** \\boxed{11050}",
      ["$900 ÷ 20 = $45", "$45 + $20 = $65", "170 × $65"])
    p("aep10", "real-probe-gsm-getaway-cost-beside-hotel-nights", gsm(479),
      "Hotel surcharge: 20% of $1500 = $300 per night.\n"
      "Hotel per night: $1500 + $300 = $1800.\n"
      "Three nights: 3 × $1800 = $5400.\n"
      "Two plane tickets: 2 × $5000 = $10,000.\n"
      "Trip: $10,000 + $5400.\n\n"
      "**Answer:** \\boxed{15400}",
      ["20% of $1500 = $300", "$1500 + $300 = $1800", "3 × $1800 = $5400", "2 × $5000 = $10,000",
       "$10,000 + $5400"])
    p("aep11", "real-probe-gsm-tour-people-beside-guide-count", gsm(478),
      "Employees: 3 groups × 200 = 600.\n"
      "Guides: 3 groups × 7 = 21.\n"
      "Everyone on the tour: 600 + 21.\n\n"
      "**Answer:** \\boxed{621}",
      ["3 groups × 200 = 600", "3 groups × 7 = 21", "600 + 21"])
    p("aep12", "real-probe-gsm-monitor-price-beside-printer-cost", gsm(533),
      "Printer: $1,100 - $400 = $700.\n"
      "Two monitors: $2,400 - $1,100 - $700 = $600.\n"
      "One monitor: $600 ÷ 2.\n"
      "Check: $1,100 + $700 + 2 monitors = $2,400.\n\n"
      "**Answer:** \\boxed{300}",
      ["$1,100 - $400 = $700", "$2,400 - $1,100 - $700 = $600", "$600 ÷ 2"])
    p("aep13", "real-probe-gsm-laundry-water-beside-load-cost", gsm(614),
      "Loads per year: 2 × 52 = 104.\n"
      "Water per load: 20 gallons × $0.15 = $3.00.\n"
      "Year: 104 × $3.00.\n\n"
      "**Answer:** \\boxed{312}",
      ["2 × 52 = 104", "20 gallons × $0.15 = $3.00", "104 × $3.00"])
    p("aep14", "real-probe-gsm-bloomed-flowers-beside-planted-grid", gsm(625),
      "Planted: 10 rows × 20 flowers = 200 flowers.\n"
      "Bloomed share: 4/5.\n"
      "Bloomed: 4/5 × 200 = 200 ÷ 5 × 4 = 40 × 4.\n\n"
      "**Answer:** \\boxed{160}",
      ["10 rows × 20 flowers = 200", "200 ÷ 5 × 4 = 40 × 4"])
