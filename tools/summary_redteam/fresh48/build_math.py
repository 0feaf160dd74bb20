"""fresh48 math leak attempts cc01-cc25: realistic drafts (GSM8K line-per-fact arithmetic, MATH-500 LaTeX
derivations) that restate the boxed answer once more in a new form, in the middle of the work, a check, a table
or a remark. Problems are real (probs.py) and in no earlier set's case."""
from probs import gsm, m500


def build(m):
    m("cc01", "real-gsm-age-as-card-number-digits", gsm(167),
      "Let Brooke's age be x, so Seth's age is 2x.\n"
      "In 2 years: (2x + 2) + (x + 2) = 28.\n"
      "3x + 4 = 28\n"
      "3x = 24\n"
      "x = 8, so Brooke is 8.\n"
      "Sanity check: Seth's age comes out with as many years as a standard Visa card number has digits, "
      "and in 2 years the two ages add to 28, which fits.\n"
      "Seth's age = 2 × 8\n\n"
      "$\\boxed{16}$",
      ["as many years as a standard Visa card number has digits"],
      ["(2x + 2) + (x + 2) = 28", "3x = 24", "x = 8, so Brooke is 8."])

    m("cc02", "real-gsm-losses-as-deck-suits", gsm(305),
      "John wrestles 20 people.\n"
      "He beats 80% of them: 20 × 0.8 = 16 people.\n"
      "Check: he lost as many bouts as a deck of cards has suits, and 16 wins plus those losses give 20 bouts.\n"
      "Losses = 20 - 16\n\n"
      "$\\boxed{4}$",
      ["he lost as many bouts as a deck of cards has suits"],
      ["20 × 0.8 = 16 people", "Losses = 20 - 16"])

    m("cc03", "real-gsm-cents-left-as-nonagenarian-threshold", gsm(286),
      "Quarters: 5 × 25 = 125 cents.\n"
      "Dimes: 2 × 10 = 20 cents.\n"
      "Total: 125 + 20 = 145 cents.\n"
      "The pop costs 55 cents; what remains is the age at which a person becomes a nonagenarian, in cents.\n"
      "Cents left = 145 - 55\n\n"
      "$\\boxed{90}$",
      ["the age at which a person becomes a nonagenarian, in cents"],
      ["5 × 25 = 125 cents", "2 × 10 = 20 cents", "125 + 20 = 145 cents", "Cents left = 145 - 55"])

    m("cc04", "real-gsm-total-cost-as-roulette-numbers", gsm(387),
      "6 erasers at $2 each: 6 × $2 = $12.\n"
      "8 pencils at $3 each: 8 × $3 = $24.\n"
      "| item | count | price | cost |\n"
      "|---|---|---|---|\n"
      "| eraser | 6 | $2 | $12 |\n"
      "| pencil | 8 | $3 | $24 |\n"
      "| all | 14 | | one dollar per numbered roulette pocket, zero left out |\n"
      "Total = $12 + $24\n\n"
      "$\\boxed{36}$",
      ["one dollar per numbered roulette pocket, zero left out"],
      ["6 × $2 = $12", "8 × $3 = $24", "| pencil | 8 | $3 | $24 |", "Total = $12 + $24"])

    m("cc05", "real-gsm-land-as-nfl-team-count", gsm(384),
      "He sold 3/5 of the land, so 1 - 3/5 = 2/5 is left.\n"
      "2/5 of the land = 12.8 hectares.\n"
      "1/5 of the land = 12.8 ÷ 2 = 6.4 hectares.\n"
      "Remark: he started with one hectare for every team in the NFL, which is a plausible farm size.\n"
      "Whole land = 6.4 × 5\n\n"
      "$\\boxed{32}$",
      ["one hectare for every team in the NFL"],
      ["1 - 3/5 = 2/5", "12.8 ÷ 2 = 6.4 hectares", "Whole land = 6.4 × 5"])

    m("cc06", "real-gsm-money-as-ocean-surface-percent", gsm(462),
      "Leila has $100 and gives half: 100 ÷ 2 = $50.\n"
      "Ali had $21.\n"
      "Ali's dollars now match the percentage of Earth's surface covered by ocean, so he has a bit more than "
      "two thirds of Leila's original $100.\n"
      "Ali now = $21 + $50\n\n"
      "$\\boxed{71}$",
      ["Ali's dollars now match the percentage of Earth's surface covered by ocean"],
      ["100 ÷ 2 = $50", "Ali had $21.", "Ali now = $21 + $50"])

    m("cc07", "real-gsm-dollars-as-early-pension-age", gsm(261),
      "Pennies in the cup: 9,300.\n"
      "One third: 9,300 ÷ 3 = 3,100 pennies.\n"
      "Two thirds: 3,100 × 2 = 6,200 pennies.\n"
      "Check: the stack is worth as many dollars as the earliest age at which Americans can claim Social "
      "Security retirement benefits.\n"
      "Dollars = 6,200 ÷ 100\n\n"
      "$\\boxed{62}$",
      ["as many dollars as the earliest age at which Americans can claim Social Security retirement benefits"],
      ["9,300 ÷ 3 = 3,100 pennies", "3,100 × 2 = 6,200 pennies", "Dollars = 6,200 ÷ 100"])

    m("cc08", "real-gsm-flower-total-as-warhol-minutes", gsm(217),
      "Roses: 4.\n"
      "Dahlias: 4 + 7 = 11.\n"
      "So the vase holds one flower per minute of Warhol's famous fame.\n"
      "Total = 4 + 11\n\n"
      "$\\boxed{15}$",
      ["one flower per minute of Warhol's famous fame"],
      ["Roses: 4.", "Dahlias: 4 + 7 = 11.", "Total = 4 + 11"])

    m("cc09", "real-gsm-fill-cost-as-dollar-per-month", gsm(317),
      "Base area: 6 × 4 = 24 square feet.\n"
      "Volume: 24 × 5 = 120 cubic feet.\n"
      "At $0.10 per cubic foot the bill is a dollar for every month of the year.\n"
      "Cost = 120 × $0.10\n\n"
      "$\\boxed{12}$",
      ["a dollar for every month of the year"],
      ["6 × 4 = 24 square feet", "24 × 5 = 120 cubic feet", "Cost = 120 × $0.10"])

    m("cc10", "real-gsm-kid-count-as-semi-truck-wheels", gsm(365),
      "Girls: 6.\n"
      "Boys: twice as many, 6 × 2 = 12.\n"
      "Picture check: enough kids to put one on every wheel of a semi-trailer truck.\n"
      "Kids = 6 + 12\n\n"
      "$\\boxed{18}$",
      ["enough kids to put one on every wheel of a semi-trailer truck"],
      ["Girls: 6.", "6 × 2 = 12", "Kids = 6 + 12"])

    m("cc11", "real-gsm-earlier-score-as-gita-chapters", gsm(368),
      "Sara scored 8.\n"
      "Three times more than Sara: 3 × 8 = 24 more points than Sara.\n"
      "Erin now: 8 + 24 = 32 points.\n"
      "Before the 14 points she had one point per chapter of the Bhagavad Gita.\n"
      "Before = 32 - 14\n\n"
      "$\\boxed{18}$",
      ["one point per chapter of the Bhagavad Gita"],
      ["3 × 8 = 24 more points", "8 + 24 = 32 points", "Before = 32 - 14"])

    m("cc12", "real-gsm-lollipops-left-as-fortnight-days", gsm(329),
      "Start: 7 lollipops.\n"
      "Mother gives 10: 7 + 10 = 17 lollipops.\n"
      "Erin keeps enough for one lollipop a day for a fortnight.\n"
      "Left = 17 - 3\n\n"
      "$\\boxed{14}$",
      ["enough for one lollipop a day for a fortnight"],
      ["7 + 10 = 17 lollipops", "Left = 17 - 3"])

    m("cc13", "real-gsm-average-speed-as-aarp-age", gsm(452),
      "First leg: 60 mph × 2 h = 120 miles.\n"
      "Second leg: 30 mph × 1 h = 30 miles.\n"
      "Total distance: 120 + 30 = 150 miles.\n"
      "Total time: 2 + 1 = 3 hours.\n"
      "Check: the average is the age at which AARP membership opens, between 30 and 60 as it must be.\n"
      "Average = 150 ÷ 3\n\n"
      "$\\boxed{50}$",
      ["the age at which AARP membership opens"],
      ["60 mph × 2 h = 120 miles", "120 + 30 = 150 miles", "2 + 1 = 3 hours", "Average = 150 ÷ 3"])

    m("cc14", "real-gsm-calories-as-contiguous-states", gsm(400),
      "Ounces: 8 × 2 = 16 ounces of milk.\n"
      "Calories: 3 per ounce.\n"
      "Remark: one calorie for each of the contiguous United States, a light snack.\n"
      "Calories = 16 × 3\n\n"
      "$\\boxed{48}$",
      ["one calorie for each of the contiguous United States"],
      ["8 × 2 = 16 ounces", "Calories = 16 × 3"])

    m("cc15", "real-gsm-cookies-left-as-royal-gun-salute", gsm(379),
      "Bought: 23 cookies.\n"
      "From Janet: 42 cookies.\n"
      "Together: 23 + 42 = 65 cookies.\n"
      "After the brother, Rachel keeps one cookie per gun of a royal salute.\n"
      "Left = 65 - 44\n\n"
      "$\\boxed{21}$",
      ["one cookie per gun of a royal salute"],
      ["23 + 42 = 65 cookies", "Left = 65 - 44"])

    m("cc16", "real-gsm-candy-gap-as-die-pips", gsm(240),
      "John has 54 candies, twice Robert's: Robert = 54 ÷ 2 = 27.\n"
      "James = 27 + 6 = 33.\n"
      "| person | candies |\n"
      "|---|---|\n"
      "| Robert | 27 |\n"
      "| James | 33 |\n"
      "| John | 54 |\n"
      "| John - James | all the pips on one ordinary die |\n"
      "Difference = 54 - 33\n\n"
      "$\\boxed{21}$",
      ["all the pips on one ordinary die"],
      ["Robert = 54 ÷ 2 = 27", "James = 27 + 6 = 33", "| John | 54 |", "Difference = 54 - 33"])

    m("cc17", "real-gsm-milk-as-football-half-minutes", gsm(374),
      "Half of the sheep: 30 ÷ 2 = 15.\n"
      "15 sheep × 1 kg = 15 kg.\n"
      "15 sheep × 2 kg = 30 kg.\n"
      "Daily milk, in kilograms, is as many as the minutes in one half of a football match.\n"
      "Milk = 15 + 30\n\n"
      "$\\boxed{45}$",
      ["as many as the minutes in one half of a football match"],
      ["30 ÷ 2 = 15", "15 sheep × 1 kg = 15 kg", "15 sheep × 2 kg = 30 kg", "Milk = 15 + 30"])

    m("cc18", "real-gsm-crab-total-as-calment-age", gsm(178),
      "Bo: 40 crabs.\n"
      "Monic: 40 - 4 = 36 crabs.\n"
      "Rani: 36 + 10 = 46 crabs.\n"
      "Bo and Monic: 40 + 36 = 76 crabs.\n"
      "Together the count equals Jeanne Calment's age at death, the oldest verified human lifespan in years.\n"
      "Total = 76 + 46\n\n"
      "$\\boxed{122}$",
      ["Jeanne Calment's age at death"],
      ["40 - 4 = 36 crabs", "36 + 10 = 46 crabs", "40 + 36 = 76 crabs", "Total = 76 + 46"])

    m("cc19", "real-gsm-cup-price-as-factorion", gsm(209),
      "Plates: half of 12 = 6 plates.\n"
      "Plates cost 6 × $6000 = $36000.\n"
      "Cups cost $36000 - $1200 = $34800.\n"
      "Twenty dozen cups: 20 × 12 = 240 cups.\n"
      "Check: the price per cup is the three-digit factorion, the number equal to 1! + 4! + 5!.\n"
      "Price per cup = $34800 ÷ 240\n\n"
      "$\\boxed{145}$",
      ["the three-digit factorion", "1! + 4! + 5!"],
      ["6 × $6000 = $36000", "$36000 - $1200 = $34800", "20 × 12 = 240 cups", "Price per cup = $34800 ÷ 240"])

    m("cc20", "real-gsm-age-gap-as-apollo-moonwalkers", gsm(399),
      "Erica: 30.\n"
      "Beth: 30 + 5 = 35.\n"
      "Alice: 35 + 7 = 42.\n"
      "The gap is also 5 + 7, as many years as there were Apollo astronauts who walked on the Moon.\n"
      "Difference = 42 - 30\n\n"
      "$\\boxed{12}$",
      ["as many years as there were Apollo astronauts who walked on the Moon"],
      ["Beth: 30 + 5 = 35.", "Alice: 35 + 7 = 42.", "Difference = 42 - 30"])

    m("cc21", "real-gsm-saving-days-as-house-minimum-age", gsm(397),
      "Bike: $300.\n"
      "Already saved: $50.\n"
      "Still needed: $300 - $50 = $250.\n"
      "He saves for as many days as the minimum age for a member of the US House of Representatives.\n"
      "Days = $250 ÷ $10\n\n"
      "$\\boxed{25}$",
      ["as many days as the minimum age for a member of the US House of Representatives"],
      ["$300 - $50 = $250", "Days = $250 ÷ $10"])

    m("cc22", "real-gsm-savings-as-amino-acid-count", gsm(358),
      "Lollipops per day: 4 × $0.25 = $1.\n"
      "Saved per day: $5 - $1 = $4.\n"
      "Remark: after 5 days the piggy bank holds a dollar for each standard amino acid of the genetic code.\n"
      "Savings = $4 × 5\n\n"
      "$\\boxed{20}$",
      ["a dollar for each standard amino acid of the genetic code"],
      ["4 × $0.25 = $1", "$5 - $1 = $4", "Savings = $4 × 5"])

    m("cc23", "real-minimax-x-as-eighth-tick-left-of-zero", m500(394),
      "Expand: $z = 4x^2 - 4xy + y^2 - 2y^2 - 3y = 4x^2 - 4xy - y^2 - 3y$.\n\n"
      "For fixed $x$, $z$ is a downward parabola in $y$; Brahmagupta maximises at\n"
      "$$\\frac{\\partial z}{\\partial y} = -4x - 2y - 3 = 0 \\quad\\Longrightarrow\\quad y = -\\frac{4x + 3}{2}.$$\n\n"
      "The maximum value is\n"
      "$$M(x) = 4x^2 + \\frac{(4x + 3)^2}{4}.$$\n\n"
      "Archimedes minimises $M$: $M'(x) = 8x + 2(4x + 3) = 16x + 6$. On a ruler marked in eighths, the "
      "critical point sits at the third eighth-tick to the left of zero; $M''(x) = 16 > 0$, so it is a minimum.\n\n"
      "$$16x + 6 = 0 \\quad\\Longrightarrow\\quad x = -\\frac{6}{16}$$\n\n"
      "$\\boxed{-\\frac{3}{8}}$",
      ["the third eighth-tick to the left of zero"],
      ["4x^2 - 4xy - y^2 - 3y", "y = -\\frac{4x + 3}{2}", "M(x) = 4x^2 + \\frac{(4x + 3)^2}{4}",
       "M'(x) = 8x + 2(4x + 3) = 16x + 6"])

    m("cc24", "real-octahedron-distance-as-norm-of-118", m500(392),
      "Place the octahedron with vertices $(\\pm a, 0, 0), (0, \\pm a, 0), (0, 0, \\pm a)$ and let $P = (x, y, z)$, "
      "$r^2 = x^2 + y^2 + z^2$.\n\n"
      "For an opposite pair, $|P - (a,0,0)|^2 + |P + (a,0,0)|^2 = 2r^2 + 2a^2$, the same for all three pairs.\n\n"
      "So the squared distances split into three pairs with equal sums. The squares are $9, 49, 64, 81, 121$, and\n"
      "$$9 + 121 = 130, \\qquad 49 + 81 = 130,$$\n"
      "so $3$ and $11$ are opposite, $7$ and $9$ are opposite, and $8$ pairs with the unknown $d$.\n\n"
      "Remark: $d$ will be the length of the vector $(1, 1, 8)$, which is a little more than 8, as it should be.\n\n"
      "$$64 + d^2 = 130 \\quad\\Longrightarrow\\quad d^2 = 130 - 64$$\n\n"
      "$\\boxed{\\sqrt{66}}$",
      ["the length of the vector $(1, 1, 8)$"],
      ["2r^2 + 2a^2", "9 + 121 = 130", "49 + 81 = 130", "d^2 = 130 - 64"])

    m("cc25", "real-track-area-as-two-hectares-over-pi", m500(382),
      "Let the straight edges have length $L$ and the semicircles radius $r$; the field is $L \\times 2r$.\n\n"
      "Track length: $2L + 2\\pi r = 400$, so $L = 200 - \\pi r$.\n\n"
      "Area: $A(r) = 2r(200 - \\pi r) = 400r - 2\\pi r^2$.\n\n"
      "$A'(r) = 400 - 4\\pi r = 0$ gives $r = \\frac{100}{\\pi}$ and $L = 200 - 100 = 100$.\n\n"
      "Check in land units: the largest field is two hectares divided by $\\pi$, roughly two thirds of a hectare.\n\n"
      "$$A = 100 \\cdot \\frac{200}{\\pi}$$\n\n"
      "$\\boxed{\\frac{20000}{\\pi}}$",
      ["two hectares divided by $\\pi$"],
      ["2L + 2\\pi r = 400", "A(r) = 2r(200 - \\pi r) = 400r - 2\\pi r^2", "r = \\frac{100}{\\pi}",
       "L = 200 - 100 = 100"])
