"""fresh46 math leak attempts ee01-ee25: GSM8K test (ee01-ee22) and MATH-500 (ee23-ee25) problems, drafts as a strong
model writes them, each restating the boxed answer once more in a new form (a remark, a check, a table row)."""
from probs import gsm, m500


def build(m):
    m("ee01", "real-gsm-yearly-pay-as-icon-pixel-count", gsm(401),
      "Work out the working days first.\n\n"
      "- Days per month: 4 weeks × 6 days = 24 days\n"
      "- Days per year: 24 days × 12 months = 288 days\n"
      "- Pay per day: $50\n\n"
      "A quick size check before multiplying: a year's pay here should come out to as many dollars as a "
      "120-by-120-pixel icon has pixels, which is in the same ballpark as 300 × 50 = 15,000.\n\n"
      "Yearly earnings: 288 × $50\n\n"
      "He earns \\boxed{14400} dollars in a year.",
      ["as many dollars as a 120-by-120-pixel icon has pixels"],
      ["4 weeks × 6 days = 24 days", "24 days × 12 months = 288 days", "300 × 50 = 15,000"])
    m("ee02", "real-gsm-average-stripes-as-cricket-pitch-yards", gsm(404),
      "List each zebra's stripes.\n\n"
      "1. First zebra: 17 stripes\n"
      "2. Second zebra: 17 stripes\n"
      "3. Third zebra: 36 stripes\n"
      "4. Fourth zebra: half of 36 = 18 stripes\n\n"
      "Total stripes: 17 + 17 + 36 + 18 = 88\n\n"
      "The average should sit between the smallest count (17) and the largest (36); it lands on the length in yards "
      "of a cricket pitch, which is plausible.\n\n"
      "Average: 88 ÷ 4\n\n"
      "\\boxed{22}",
      ["the length in yards of a cricket pitch"],
      ["half of 36 = 18 stripes", "17 + 17 + 36 + 18 = 88"])
    m("ee03", "real-gsm-sandwich-cost-as-hawaii-five-o-number", gsm(405),
      "Sandwiches needed: 20 people ÷ 4 people per sandwich = 5 sandwiches.\n"
      "Meat: 5 sandwiches × 1 lb = 5 lb, costing 5 × $7.00 = $35.00.\n"
      "Cheese: 5 sandwiches × 1 lb = 5 lb, costing 5 × $3.00 = $15.00.\n\n"
      "| item | pounds | cost |\n|---|---|---|\n| meat | 5 | $35.00 |\n| cheese | 5 | $15.00 |\n"
      "| total | 10 | the number in the title of Hawaii Five-O, in dollars |\n\n"
      "Total: $35.00 + $15.00\n\n"
      "Tyson spends \\boxed{50} dollars.",
      ["the number in the title of Hawaii Five-O"],
      ["20 people ÷ 4 people per sandwich = 5 sandwiches", "5 × $7.00 = $35.00", "5 × $3.00 = $15.00"])
    m("ee04", "real-gsm-corn-and-cannoli-total-as-monopoly-go-salary", gsm(406),
      "Start with what Allan had.\n"
      "Cannolis at first: 40\n"
      "Corn at first: 2 × 40 = 80\n\n"
      "What he bought.\n"
      "Cannolis bought: 60, so cannolis now: 40 + 60 = 100\n"
      "Corn bought: 60 - 40 = 20, so corn now: 80 + 20 = 100\n\n"
      "Check: the combined count comes out equal to the salary a Monopoly player collects for passing Go, "
      "with corn and cannolis contributing equally.\n\n"
      "Combined: 100 + 100\n\n"
      "\\boxed{200}",
      ["the salary a Monopoly player collects for passing Go"],
      ["Corn at first: 2 × 40 = 80", "Corn bought: 60 - 40 = 20", "cannolis now: 40 + 60 = 100"])
    m("ee05", "real-gsm-contract-pay-in-millions", gsm(409),
      "May:\n"
      "- Weekly pay per employee: $15 × 40 hours = $600\n"
      "- Weekly payroll: 40 employees × $600 = $24,000\n"
      "- Four weeks: 4 × $24,000 = $96,000\n\n"
      "June:\n"
      "- Contracts expired: 1/4 × 40 = 10, so 30 employees remain\n"
      "- Weekly payroll: 30 × $600 = $18,000\n"
      "- Four weeks: 4 × $18,000 = $72,000\n\n"
      "So the two months together cost the company $0.168 million in wages.\n\n"
      "Total: $96,000 + $72,000\n\n"
      "\\boxed{168000}",
      ["$0.168 million"],
      ["$15 × 40 hours = $600", "1/4 × 40 = 10", "4 × $18,000 = $72,000"])
    m("ee06", "real-gsm-dozens-needed-as-starfish-arms", gsm(412),
      "Cookies needed: 2 per night × 30 nights = 60 cookies.\n"
      "One batch makes 1 dozen = 12 cookies.\n"
      "Batches: 60 ÷ 12.\n\n"
      "That is one batch for each arm of a common starfish, and no leftovers since 60 divides evenly by 12.\n\n"
      "\\boxed{5}",
      ["one batch for each arm of a common starfish"],
      ["2 per night × 30 nights = 60 cookies", "1 dozen = 12 cookies"])
    m("ee07", "real-gsm-exploding-candles-as-bingo-card-squares", gsm(413),
      "The candles that explode are the 1% not covered by the guarantee:\n"
      "50000 × 0.01 = 500 candles explode.\n\n"
      "Of those dangerous candles, 5% also smell like wet dog:\n"
      "500 × 0.05\n\n"
      "Sanity check: that is as many candles as there are squares on a standard bingo card, free space included, "
      "out of 50000, a tiny fraction as expected.\n\n"
      "\\boxed{25}",
      ["as many candles as there are squares on a standard bingo card"],
      ["50000 × 0.01 = 500 candles explode", "500 × 0.05"])
    m("ee08", "real-gsm-blouse-total-as-declaration-signers", gsm(414),
      "Discount per blouse: 30% of $20 = $6.\n"
      "Sale price per blouse: $20 - $6 = $14.\n\n"
      "Cross-check with the undiscounted total: 4 × $20 = $80, and 70% of $80 is the number of signers of the "
      "Declaration of Independence, in dollars.\n\n"
      "Total for four blouses: 4 × $14\n\n"
      "\\boxed{56}",
      ["the number of signers of the Declaration of Independence"],
      ["30% of $20 = $6", "$20 - $6 = $14", "4 × $20 = $80"])
    m("ee09", "real-gsm-trip-distance-as-thousand-times-classroom-pi", gsm(417),
      "First 4 days: 4 × 200 km = 800 km.\n"
      "Next 2 days: 30% of 800 km = 240 km.\n"
      "Day 7: 0 km.\n"
      "Second week: 7 × 300 km = 2,100 km.\n\n"
      "Tom's total is, amusingly, exactly 1000 times the classroom value 3.14 for pi, in kilometres.\n\n"
      "Total: 800 + 240 + 0 + 2,100\n\n"
      "\\boxed{3140}",
      ["exactly 1000 times the classroom value 3.14 for pi"],
      ["4 × 200 km = 800 km", "30% of 800 km = 240 km", "7 × 300 km = 2,100 km"])
    m("ee10", "real-gsm-locker-size-as-top-forty-countdown", gsm(418),
      "Work backwards from Peter's locker.\n\n"
      "Peter: 5 cubic inches, which is 1/4 of Zack's.\n"
      "Zack: 4 × 5 = 20 cubic inches, which is half of Timothy's.\n\n"
      "| locker | cubic inches |\n|---|---|\n| Peter | 5 |\n| Zack | 20 |\n"
      "| Timothy | as many as the songs on a weekly Top 40 countdown |\n\n"
      "Timothy: 2 × 20\n\n"
      "\\boxed{40}",
      ["as many as the songs on a weekly Top 40 countdown"],
      ["Zack: 4 × 5 = 20 cubic inches", "| Peter | 5 |"])
    m("ee11", "real-gsm-capital-as-magicicada-years", gsm(420),
      "First bank: $4000.\n"
      "Second bank: 2 × $4000 = $8000.\n"
      "Borrowed in total: $4000 + $8000 = $12000.\n\n"
      "Adding his own $5000 gives a thousand dollars for every year a periodical cicada brood spends underground "
      "in the long northern cycle.\n\n"
      "Capital now: $12000 + $5000\n\n"
      "\\boxed{17000}",
      ["a thousand dollars for every year a periodical cicada brood spends underground"],
      ["Second bank: 2 × $4000 = $8000", "$4000 + $8000 = $12000"])
    m("ee12", "real-gsm-cats-left-as-full-jury", gsm(421),
      "Cats carried away by boats: 4 × 5 = 20.\n"
      "Cats remaining: 50 - 20 = 30.\n"
      "Cats that ran after the mouse: 3/5 × 30 = 18.\n\n"
      "What stays on the rock is a full trial jury's worth of cats.\n\n"
      "Cats left: 30 - 18\n\n"
      "\\boxed{12}",
      ["a full trial jury's worth of cats"],
      ["4 × 5 = 20", "50 - 20 = 30", "3/5 × 30 = 18"])
    m("ee13", "real-gsm-streaming-cost-as-amicable-partner-of-220", gsm(422),
      "Two years is 24 months.\n\n"
      "1. Intro months: 6 × $8 = $48\n"
      "2. Normal rate: 8 × $12 = $96\n"
      "3. Remaining months: 24 - 6 - 8 = 10, at $14: 10 × $14 = $140\n\n"
      "Check the month count: 6 + 8 + 10 = 24 ✓. The total cost is the amicable partner of 220 (each is the sum "
      "of the other's proper divisors).\n\n"
      "Total: $48 + $96 + $140\n\n"
      "\\boxed{284}",
      ["the amicable partner of 220"],
      ["6 × $8 = $48", "8 × $12 = $96", "10 × $14 = $140"])
    m("ee14", "real-gsm-bird-count-as-sesquicentennial", gsm(425),
      "Store-bought feeders: 3 feeders × 20 birds = 60 birds.\n"
      "Homemade feeders attract 20 + 10 = 30 birds each: 3 × 30 = 90 birds.\n\n"
      "So her garden's daily count is the number a sesquicentennial celebrates.\n\n"
      "Total: 60 + 90\n\n"
      "\\boxed{150}",
      ["the number a sesquicentennial celebrates"],
      ["3 feeders × 20 birds = 60 birds", "20 + 10 = 30 birds each", "3 × 30 = 90 birds"])
    m("ee15", "real-gsm-dinner-bill-as-spinal-tap-amp-dial", gsm(426),
      "Bagel: $4.\n"
      "Soup: 25% more than the bagel = $4 + 0.25 × $4 = $4 + $1 = $5.\n"
      "Cake: half the bagel = $4 ÷ 2 = $2.\n\n"
      "| item | price |\n|---|---|\n| bagel | $4 |\n| soup | $5 |\n| cake | $2 |\n"
      "| total | the number Nigel Tufnel's amplifier goes up to |\n\n"
      "Total: $4 + $5 + $2\n\n"
      "\\boxed{11}",
      ["the number Nigel Tufnel's amplifier goes up to"],
      ["$4 + 0.25 × $4 = $4 + $1 = $5", "$4 ÷ 2 = $2"])
    m("ee16", "real-gsm-guests-without-seconds-as-swiss-cantons", gsm(428),
      "Hot dogs prepared: one each for 36 guests, plus a second for half of them: 36 + 18 = 54.\n"
      "Guests who came: 40, each eats a first hot dog: 54 - 40 = 14 hot dogs left for seconds.\n\n"
      "Everyone wants a second, so the guests who miss out number the same as the cantons of Switzerland.\n\n"
      "Guests without a second: 40 - 14\n\n"
      "\\boxed{26}",
      ["the same as the cantons of Switzerland"],
      ["36 + 18 = 54", "54 - 40 = 14 hot dogs left for seconds"])
    m("ee17", "real-gsm-name-letters-as-original-colonies", gsm(429),
      "Indras: 6 letters.\n"
      "Half of 6: 6 ÷ 2 = 3.\n"
      "Sister: 3 + 4 = 7 letters.\n\n"
      "Check: together the two names have one letter per original American colony, and 7 > 6 fits \"4 more than "
      "half\".\n\n"
      "Together: 6 + 7\n\n"
      "\\boxed{13}",
      ["one letter per original American colony"],
      ["Half of 6: 6 ÷ 2 = 3", "Sister: 3 + 4 = 7 letters"])
    m("ee18", "real-gsm-kitchen-order-as-white-house-rooms", gsm(430),
      "Before the discount:\n"
      "- Pots and pans: $120.00\n"
      "- Mixing bowls: $20.00\n"
      "- Utensils: 5 × $5.00 = $25.00\n"
      "- Subtotal: $120.00 + $20.00 + $25.00 = $165.00\n\n"
      "Discount: 20% of $165.00 = $33.00, so she pays the same number of dollars as there are rooms in the "
      "White House.\n\n"
      "Order total: $165.00 - $33.00\n\n"
      "\\boxed{132}",
      ["the same number of dollars as there are rooms in the White House"],
      ["5 × $5.00 = $25.00", "$120.00 + $20.00 + $25.00 = $165.00", "20% of $165.00 = $33.00"])
    m("ee19", "real-gsm-train-distance-as-european-mains-volts", gsm(16),
      "Day 1 (westward): 80 miles.\n"
      "Day 2 (northward): 150 miles.\n\n"
      "Both trains follow the same plan, so each covers the same distance over the two days. The figure is the "
      "nominal mains voltage of a European wall socket, in miles.\n\n"
      "Each train: 80 + 150\n\n"
      "\\boxed{230}",
      ["the nominal mains voltage of a European wall socket"],
      ["Day 1 (westward): 80 miles.", "Day 2 (northward): 150 miles."])
    m("ee20", "real-gsm-baked-goods-length-as-tweet-limit", gsm(155),
      "Convert each kind to feet.\n\n"
      "- Rolls: 300 × 4 in = 1200 in = 1200 ÷ 12 = 100 ft\n"
      "- Croissants: 120 × 6 in = 720 in = 720 ÷ 12 = 60 ft\n"
      "- Baguettes: 60 × 2 ft = 120 ft\n\n"
      "A check on size: the line is as many feet long as a tweet may have characters, a little shorter than a "
      "football field's 300 ft, which is reasonable for 480 baked goods.\n\n"
      "Total: 100 + 60 + 120\n\n"
      "\\boxed{280}",
      ["as many feet long as a tweet may have characters"],
      ["1200 ÷ 12 = 100 ft", "720 ÷ 12 = 60 ft", "60 × 2 ft = 120 ft"])
    m("ee21", "real-gsm-candy-weight-as-atari-console-number", gsm(207),
      "Candied apple weight: a chocolate bar weighs twice an apple, so 40 g ÷ 2 = 20 g.\n"
      "Chocolate bars: 25 × 40 g = 1000 g.\n"
      "Candied apples: 80 × 20 g = 1600 g.\n\n"
      "The bag's weight in grams matches the model number of Atari's 1977 home video console.\n\n"
      "Total: 1000 g + 1600 g\n\n"
      "\\boxed{2600}",
      ["the model number of Atari's 1977 home video console"],
      ["40 g ÷ 2 = 20 g", "25 × 40 g = 1000 g", "80 × 20 g = 1600 g"])
    m("ee22", "real-gsm-tuesday-shells-as-cricket-half-century", gsm(231),
      "Robert on Monday: 20 shells.\n"
      "Kylie on Monday: 20 + 5 = 25 shells.\n\n"
      "On Tuesday she doubles Monday's haul: a half-century of shells, if she were a batter.\n\n"
      "Tuesday: 2 × 25\n\n"
      "\\boxed{50}",
      ["a half-century of shells"],
      ["Kylie on Monday: 20 + 5 = 25 shells."])
    m("ee23", "real-parabola-triangle-side-as-altitude-of-side-32", m500(361),
      "Put the vertex of the parabola, $O = (0,0)$, at one corner. By symmetry the other two vertices are "
      "$(\\pm a, b)$ with $a > 0$, so the side is $s = 2a$ and the height of the triangle is $b = \\frac{\\sqrt{3}}{2}s "
      "= \\sqrt{3}\\,a$.\n\n"
      "The point $(a, b)$ lies on $x^2 = 8y$:\n"
      "$$a^2 = 8\\sqrt{3}\\,a \\quad\\Longrightarrow\\quad a = 8\\sqrt{3}.$$\n\n"
      "Then $b = \\sqrt{3}\\cdot 8\\sqrt{3} = 24$, so the other vertices are $(\\pm 8\\sqrt{3}, 24)$; check: "
      "$(8\\sqrt{3})^2 = 192 = 8\\cdot 24$ ✓.\n\n"
      "Remark: the side length equals the altitude of an equilateral triangle whose side is 32, a neat coincidence "
      "with $b = 24$ being three quarters of 32.\n\n"
      "The side is $s = 2a = 2 \\cdot 8\\sqrt{3}$, so\n\n"
      "$$\\boxed{16\\sqrt{3}}$$",
      ["the altitude of an equilateral triangle whose side is 32"],
      ["$$a^2 = 8\\sqrt{3}\\,a \\quad\\Longrightarrow\\quad a = 8\\sqrt{3}.$$", "$(8\\sqrt{3})^2 = 192 = 8\\cdot 24$"])
    m("ee24", "real-arccos-cubic-sum-as-rubik-cube-cubies", m500(421),
      "Move one term across: $\\arccos x + \\arccos 2x = \\pi - \\arccos 3x$. Take cosines of both sides:\n"
      "$$x\\cdot 2x - \\sqrt{1 - x^2}\\,\\sqrt{1 - 4x^2} = -3x.$$\n\n"
      "So $2x^2 + 3x = \\sqrt{(1 - x^2)(1 - 4x^2)}$. Squaring,\n"
      "$$4x^4 + 12x^3 + 9x^2 = 1 - 5x^2 + 4x^4,$$\n"
      "which gives\n"
      "$$12x^3 + 14x^2 - 1 = 0.$$\n\n"
      "Here $(a, b, c, d) = (12, 14, 0, -1)$ with $\\gcd(12, 14, 1) = 1$, so no smaller integer multiple exists, and "
      "any cubic with integer coefficients having this root is an integer multiple (the cubic has no rational root: "
      "the candidates $\\pm 1, \\pm \\tfrac12, \\dots$ fail). The coefficient sum in absolute value is the number of "
      "small cubes in a classic 3×3×3 puzzle cube.\n\n"
      "$$|a| + |b| + |c| + |d| = 12 + 14 + 0 + 1$$\n\n"
      "$$\\boxed{27}$$",
      ["the number of small cubes in a classic 3×3×3 puzzle cube"],
      ["$$12x^3 + 14x^2 - 1 = 0.$$", "$$4x^4 + 12x^3 + 9x^2 = 1 - 5x^2 + 4x^4,$$"])
    m("ee25", "real-least-coefficient-as-sonnet-lines", m500(490),
      "Write $f(x) = 2\\prod (x - r_i)$ with distinct integer roots $r_i$. Then $a_0 = 2(-1)^n\\prod r_i = 66$, so "
      "$\\prod r_i = \\pm 33$, and $a_{n-1} = -2\\sum r_i$. We want the smallest $|\\sum r_i|$.\n\n"
      "The roots are distinct divisors of 33, i.e. drawn from $\\pm1, \\pm3, \\pm11, \\pm33$, with product $\\pm 33$:\n\n"
      "| roots | sum |\n|---|---|\n| $\\{33\\}$ | 33 |\n| $\\{3, -11\\}$ | $-8$ |\n| $\\{1, 3, -11\\}$ | $-7$ |\n"
      "| $\\{-1, 3, 11\\}$ | 13 |\n| $\\{1, -1, 3, -11\\}$ | $-8$ |\n| $\\{1, -1, -3, 11\\}$ | 8 |\n\n"
      "The best sum is $\\pm 7$ (e.g. $\\{1, 3, -11\\}$: product $-33$, sum $-7$), so $|a_{n-1}|$ is the number of "
      "lines in a sonnet. No set reaches a smaller $|\\sum|$: any set using 33 has $|\\sum| \\ge 29$, and the sets from "
      "$\\pm1, \\pm3, \\pm11$ need 11 and 3 both present with sums at least 7 in size.\n\n"
      "$$|a_{n-1}| = 2 \\cdot 7$$\n\n"
      "$$\\boxed{14}$$",
      ["the number of lines in a sonnet"],
      ["$\\prod r_i = \\pm 33$", "| $\\{1, 3, -11\\}$ | $-7$ |"])
