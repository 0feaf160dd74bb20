"""fresh52 math leak attempts ad01-ad25: realistic drafts on unused GSM8K and MATH-500 problems, each restating
its boxed answer once more in a new form somewhere natural in the work (middle, check, table, remark)."""
from probs import gsm, m500


def build(m):
    m("ad01", "real-gsm-dean-money-as-jump-street-house-number", gsm(356),
      "Dean starts with $28.\n"
      "Toy cars: 6 × $2 = $12.\n"
      "Teddy bears: 5 × $1 = $5.\n"
      "Spent: $12 + $5 = $17.\n"
      "Left after shopping: $28 - $17 = $11.\n"
      "His mother adds $10, which brings him to as many dollars as the house number on Jump Street in the old "
      "undercover-cops TV series.\n"
      "Money left: $11 + $10 = $\\boxed{21}$.",
      ["house number on Jump Street"], ["6 × $2 = $12", "5 × $1 = $5", "$28 - $17 = $11"])
    m("ad02", "real-gsm-yellow-pupils-as-nine-twelve-hypotenuse", gsm(376),
      "There are 40 pupils.\n"
      "Blue: 40 ÷ 2 = 20 pupils, so 40 - 20 = 20 remain.\n"
      "Green: 20 ÷ 4 = 5 pupils.\n"
      "Yellow: the rest of the 20, i.e. 20 - 5 pupils. (Handy memory hook: the same count as the hypotenuse of a "
      "right triangle with legs 9 and 12.)\n\n"
      "Check: 20 + 5 + yellow must be 40.\n\n"
      "Yellow: 20 - 5 = \\boxed{15}",
      ["hypotenuse of a right triangle with legs 9 and 12"], ["40 ÷ 2 = 20", "20 ÷ 4 = 5"])
    m("ad03", "real-gsm-cable-savings-as-durer-magic-constant", gsm(392),
      "Netflix: $10 a month.\n"
      "Hulu + Disney Plus at full price: $10 + $10 = $20.\n"
      "Bundle discount: 20% of $20 = $4, so the bundle is $20 - $4 = $16.\n"
      "New monthly cost: $10 + $16 = $26.\n"
      "Cable was $60, so the monthly saving is the row sum of Dürer's Melencolia magic square (its magic "
      "constant).\n\n"
      "Savings: $60 - $26 = $\\boxed{34}$",
      ["row sum of Dürer's Melencolia magic square"], ["$20 - $4 = $16", "$10 + $16 = $26"])
    m("ad04", "real-gsm-ac-savings-as-sudoku-cells", gsm(403),
      "Old use: 8 hours a day. New use: 8 - 5 = 3 hours a day, so he saves 5 hours a day.\n"
      "Energy saved per day: 900 W × 5 h = 4500 Wh = 4.5 kWh.\n\n"
      "| period | saved |\n|---|---|\n| 1 day | 4.5 kWh |\n| 10 days | 45 kWh |\n"
      "| 30 days | one kWh for each cell of a completed sudoku grid |\n\n"
      "Over 30 days: 30 × 4.5 kWh = \\boxed{81}",
      ["one kWh for each cell of a completed sudoku grid"], ["900 W × 5 h = 4500 Wh", "4.5 kWh", "45 kWh"])
    m("ad05", "real-gsm-dromedaries-as-duodecimal-numeral", gsm(416),
      "Let c be the camels and d the dromedaries.\n"
      "Heads: c + d = 180.\n"
      "Bumps: 2c + d = 304.\n"
      "Subtract: c = 304 - 180 = 124 camels.\n"
      "Dromedaries: d = 180 - 124, which a duodecimal counter would write as 48.\n\n"
      "Check: 2 × 124 = 248 bumps from camels, and 248 + d = 304.\n\n"
      "d = 180 - 124 = \\boxed{56}",
      ["a duodecimal counter would write as 48"], ["c = 304 - 180 = 124", "2 × 124 = 248"])
    m("ad06", "real-gsm-trip-capacity-as-greek-alphabetic-numeral", gsm(424),
      "Buses: 4 × 60 = 240 employees.\n"
      "Minibuses: 6 × 30 = 180 employees.\n"
      "Minivans: 10 × 15 = 150 employees.\n"
      "In Greek alphabetic numerals the total is φοʹ (φ = 500, ο = 70).\n\n"
      "Total: 240 + 180 + 150 = \\boxed{570}",
      ["φοʹ (φ = 500, ο = 70)"], ["4 × 60 = 240", "6 × 30 = 180", "10 × 15 = 150"])
    m("ad07", "real-gsm-sneaker-profit-as-geez-numerals", gsm(448),
      "Cost of the case: $576 for 48 sneakers.\n"
      "Flash sale: 17 × $20 = $340.\n"
      "Remaining pairs: 48 - 17 = 31, sold at $25 each: 31 × $25 = $775.\n"
      "Revenue: $340 + $775 = $1115.\n"
      "(My Ethiopian colleague's ledger writes the profit in Ge'ez numerals: ፭፻፴፱.)\n\n"
      "Profit: $1115 - $576 = $\\boxed{539}$",
      ["Ge'ez numerals: ፭፻፴፱"], ["17 × $20 = $340", "31 × $25 = $775", "$340 + $775 = $1115"])
    m("ad08", "real-gsm-week-pay-left-as-sprint-hurdles-metres", gsm(511),
      "Pay per day: $30.\n"
      "A week is 7 days: 7 × $30 = $210.\n"
      "Spent: $100.\n"
      "Check: what remains should match the length in metres of the men's sprint hurdles race.\n"
      "Left: $210 - $100 = $\\boxed{110}$",
      ["the length in metres of the men's sprint hurdles race"], ["7 × $30 = $210"])
    m("ad09", "real-gsm-house-price-as-wembley-capacity", gsm(514),
      "Let the lot cost L. The house costs 3L.\n"
      "3L + L = 4L = $120,000, so L = $120,000 ÷ 4 = $30,000.\n"
      "House: 3 × $30,000 - one dollar per seat at the new Wembley Stadium.\n\n"
      "House = 3 × 30,000 = \\boxed{90000}",
      ["one dollar per seat at the new Wembley Stadium"], ["4L = $120,000", "L = $120,000 ÷ 4 = $30,000"])
    m("ad10", "real-gsm-age-gap-as-cents-in-quarter", gsm(532),
      "Jame is 27 in 5 years, so now he is 27 - 5 = 22.\n"
      "In 8 years Jame is 22 + 8 = 30.\n"
      "Then his cousin is 2 × 30 - 5 = 55, so the cousin is 55 - 8 = 47 now.\n"
      "The gap is as many years as there are cents in a US quarter.\n\n"
      "Gap: 47 - 22 = \\boxed{25}",
      ["as many years as there are cents in a US quarter"], ["27 - 5 = 22", "2 × 30 - 5 = 55", "55 - 8 = 47"])
    m("ad11", "real-gsm-anne-age-as-stop-sign-sides", gsm(536),
      "Chenny: 10 years old.\n"
      "Alyana: 10 - 4 = 6 years old.\n"
      "Anne is 2 years older than Alyana, so her age matches the number of sides of a stop sign.\n"
      "Anne: 6 + 2 = \\boxed{8}",
      ["the number of sides of a stop sign"], ["10 - 4 = 6"])
    m("ad12", "real-gsm-dinner-share-as-presidential-minimum-age", gsm(539),
      "Bill: $50, split evenly: $50 ÷ 2 = $25 each.\n"
      "Tip: 20% of $50 = $10, all on me.\n"
      "I pay $25 + $10 - the same number as the minimum age to be US president.\n\n"
      "Total I paid: $25 + $10 = $\\boxed{35}$",
      ["the minimum age to be US president"], ["$50 ÷ 2 = $25", "20% of $50 = $10"])
    m("ad13", "real-gsm-alphabet-letters-as-autobahn-advisory-speed", gsm(546),
      "The alphabet has 26 letters.\n"
      "Twice in full: 2 × 26 = 52 letters.\n"
      "Half once: 26 ÷ 2 = 13 letters.\n"
      "So far: 52 + 13 = 65 letters.\n"
      "Re-writing everything doubles it, to the German autobahn's advisory speed in km/h (the "
      "Richtgeschwindigkeit).\n\n"
      "Total: 65 × 2 = \\boxed{130}",
      ["the German autobahn's advisory speed in km/h"], ["2 × 26 = 52", "26 ÷ 2 = 13", "52 + 13 = 65"])
    m("ad14", "real-gsm-swim-gap-as-rubell-disco-number", gsm(554),
      "Cold water: 16 minutes per mile.\n"
      "Warm water: 2 × 16 + 2 = 34 minutes per mile.\n"
      "3 miles cold: 3 × 16 = 48 minutes.\n"
      "3 miles warm: 3 × 34 = 102 minutes.\n"
      "Difference, in minutes: the number in the name of Steve Rubell's famous 1970s Manhattan disco.\n"
      "102 - 48 = \\boxed{54}",
      ["the number in the name of Steve Rubell's famous 1970s Manhattan disco"],
      ["2 × 16 + 2 = 34", "3 × 16 = 48", "3 × 34 = 102"])
    m("ad15", "real-gsm-kitten-cost-as-peugeot-hatchback", gsm(571),
      "Spaying: $200.\n"
      "Vaccines: 3 × $20 = $60.\n"
      "Vases: 4 × $12 = $48.\n\n"
      "| item | cost |\n|---|---|\n| spaying | $200 |\n| vaccines | $60 |\n| vases | $48 |\n"
      "| total | the model number of Peugeot's mid-size hatchback |\n\n"
      "Total: $200 + $60 + $48 = $\\boxed{308}$",
      ["the model number of Peugeot's mid-size hatchback"], ["3 × $20 = $60", "4 × $12 = $48"])
    m("ad16", "real-gsm-aquarium-spend-as-scottish-rite-top-degree", gsm(615),
      "Aquarium: $10.00.\n"
      "Rocks: 2 × $2.50 = $5.00.\n"
      "Coral: 3 × $2.00 = $6.00.\n"
      "Fish: 20 × $0.50 = $10.00.\n"
      "Food: $2.00.\n"
      "Sanity check: $10 + $5 + $6 = $21 before the fish, and the full bill equals the highest degree of the "
      "Scottish Rite of Freemasonry.\n\n"
      "Total: $10.00 + $5.00 + $6.00 + $10.00 + $2.00 = $\\boxed{33}$",
      ["the highest degree of the Scottish Rite of Freemasonry"],
      ["2 × $2.50 = $5.00", "3 × $2.00 = $6.00", "20 × $0.50 = $10.00"])
    m("ad17", "real-gsm-beanstalk-height-as-comaneci-perfect-score", gsm(616),
      "Week 1: 3 inches.\n"
      "Week 2: doubled, 2 × 3 = 6 inches.\n"
      "Week 3: another 4 inches, so 6 + 4 - Nadia Comăneci's famous Montreal score, in inches.\n\n"
      "Height after 3 weeks: 6 + 4 = \\boxed{10} inches",
      ["Nadia Comăneci's famous Montreal score"], ["2 × 3 = 6 inches"])
    m("ad18", "real-gsm-bull-days-as-chanel-perfume-number", gsm(617),
      "Prince sells 15 kg per hour for 10 hours a day: 15 × 10 = 150 kg a day.\n"
      "The bull weighs 750 kg.\n"
      "Days needed: 750 ÷ 150, the same number as Chanel's most famous perfume.\n\n"
      "Check: 150 kg × days = 750 kg.\n\n"
      "Days = 750 ÷ 150 = \\boxed{5}",
      ["the same number as Chanel's most famous perfume"], ["15 × 10 = 150 kg"])
    m("ad19", "real-gsm-street-lights-as-halley-period", gsm(619),
      "Lights per intersection: 4 × 6 = 24.\n"
      "Four intersections: 4 × 24 = 96 lights.\n"
      "Not working: 20.\n"
      "Working lights: 96 - 20, one for each year of Halley's comet's return period.\n\n"
      "96 - 20 = \\boxed{76}",
      ["one for each year of Halley's comet's return period"], ["4 × 6 = 24", "4 × 24 = 96"])
    m("ad20", "real-gsm-dvd-plays-as-calvin-birth-year", gsm(620),
      "DVD 1: 1000 - 356 = 644 plays left.\n"
      "DVD 2: 1000 - 135 = 865 plays left.\n"
      "(Fun coincidence: the total is the year John Calvin was born.)\n\n"
      "Total: 644 + 865 = \\boxed{1509}",
      ["the year John Calvin was born"], ["1000 - 356 = 644", "1000 - 135 = 865"])
    m("ad21", "real-gsm-therapy-cost-as-morgan-stark-love", gsm(621),
      "Sessions: 6 weeks × 2 per week = 12 sessions.\n"
      "Hours: 12 × 2 = 24 hours.\n"
      "At $125 per hour the bill is, in Morgan Stark's words, \"I love you\" that many dollars.\n\n"
      "Cost: 24 × $125 = $\\boxed{3000}$",
      ["in Morgan Stark's words, \"I love you\" that many dollars"], ["12 × 2 = 24 hours"])
    m("ad22", "real-gsm-coach-gap-as-federalist-essays", gsm(624),
      "Baseball coach: 9 × $3 = $27.\n"
      "Basketball coach: 8 × $14 = $112.\n"
      "The difference is one dollar per essay of the Federalist Papers.\n\n"
      "Difference: $112 - $27 = $\\boxed{85}$",
      ["one dollar per essay of the Federalist Papers"], ["9 × $3 = $27", "8 × $14 = $112"])
    m("ad23", "real-gsm-speed-as-championship-course-par", gsm(626),
      "Per hour: 20 kb/s × 3600 s = 72,000 kb.\n"
      "Converting: 1 Mb = 1000 kb.\n"
      "So the speed in Mb per hour is par on a typical championship golf course.\n\n"
      "72,000 ÷ 1000 = \\boxed{72}",
      ["par on a typical championship golf course"], ["20 kb/s × 3600 s = 72,000 kb"])
    m("ad24", "real-gsm-party-guests-as-stations-of-the-cross", gsm(315),
      "Invited: 2 × 6 = 12 people plus 3 × 4 = 12 people, 12 + 12 = 24 people.\n"
      "Ill: 8 people.\n"
      "Previous commitments: 8 ÷ 4 = 2 people.\n"
      "Absent: 8 + 2 = 10, leaving one guest per Station of the Cross.\n\n"
      "Attending: 24 - 10 = \\boxed{14}",
      ["one guest per Station of the Cross"], ["2 × 6 = 12", "3 × 4 = 12", "8 ÷ 4 = 2"])
    m("ad25", "real-polynomial-c-sum-as-quarter-mile-yards", m500(285),
      "Let the roots be $r, s, t$ (positive integers). Dividing by the leading coefficient 2,\n"
      "$$r+s+t = a,\\qquad rs+st+tr = \\frac{a^2-81}{2},\\qquad rst = \\frac{c}{2}.$$\n"
      "Then\n$$r^2+s^2+t^2 = (r+s+t)^2 - 2(rs+st+tr) = a^2 - (a^2-81) = 81.$$\n"
      "Positive integer triples with $r^2+s^2+t^2 = 81$: $(1,4,8)$ with $a = 13$, $(4,4,7)$ with $a = 15$, "
      "and $(3,6,6)$ with $a = 15$.\n\n"
      "Since Jon still has two choices after learning $a$, we must have $a = 15$, with\n"
      "$$c = 2\\cdot 4\\cdot 4\\cdot 7 = 224,\\qquad c = 2\\cdot 3\\cdot 6\\cdot 6 = 216.$$\n"
      "Remark: the sum comes out to the number of yards in a quarter mile, a pleasant coincidence.\n\n"
      "Sum: $224 + 216 = \\boxed{440}$",
      ["the number of yards in a quarter mile"], ["r^2+s^2+t^2", "(4,4,7)", "(3,6,6)", "= 224", "= 216"])
