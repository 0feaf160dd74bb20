"""fresh43 math must-stay probes hhp01-hhp19: GSM8K drafts (hhp01-hhp16) and MATH-500 derivations (hhp17-hhp19)
where a value equal to the answer (or needed for it) stands legitimately in the work: a given, an intermediate
result that coincides with the answer, a coefficient."""
from probs import gsm, m500


def build(p):
    p("hhp01", "real-probe-gsm-toy-count-equals-fifteen-pound-given", gsm(52),
      "Weight to remove: 15 pounds.\n"
      "Comic books: 30 × 1/4 = 7.5 pounds.\n"
      "Still to remove: 15 - 7.5 = 7.5 pounds.\n"
      "Toys at 1/2 pound each: 7.5 / (1/2) toys.\n\n"
      "\\boxed{15}",
      ["Weight to remove: 15 pounds.", "15 - 7.5 = 7.5 pounds", "30 × 1/4 = 7.5 pounds"],
      "the given 15 pounds equals the answer 15 toys")

    p("hhp02", "real-probe-gsm-candy-pounds-equal-four-dollar-change", gsm(359),
      "Gumballs: 40 × $0.05 = $2.\n"
      "That was half of his change, so the change was 2 × 2 = $4.\n"
      "Billy had $4 in change, so the candy cost 10 - 4 = $6.\n"
      "Pounds of candy: 6 / 1.5.\n\n"
      "\\boxed{4}",
      ["40 × $0.05 = $2", "2 × 2 = $4", "Billy had $4 in change", "10 - 4 = $6", "6 / 1.5"],
      "the $4 change equals the answer 4 pounds")

    p("hhp03", "real-probe-gsm-quadruple-batch-four-cups-milk", gsm(402),
      "A quadruple batch multiplies the recipe by 4.\n"
      "Flour: 3 × 4 = 12 cups, in 2-cup bags: 12 / 2 = 6 bags.\n"
      "Milk: 1 × 4 = 4 cups, in 2-cup bottles: 4 / 2 = 2 bottles.\n"
      "More bags than bottles: 6 - 2.\n\n"
      "\\boxed{4}",
      ["multiplies the recipe by 4", "3 × 4 = 12 cups", "1 × 4 = 4 cups", "4 / 2 = 2 bottles", "6 - 2"],
      "the factor 4 and the 4 cups of milk equal the answer")

    p("hhp04", "real-probe-gsm-card-start-equals-sales-dollars", gsm(427),
      "Money needed: $100 ticket + $50 spending cash = $150.\n"
      "Cards sold: $150 / $1.5 = 100 cards.\n"
      "He keeps 1/3, so the sold cards are 2/3 of the collection.\n"
      "Starting cards: 100 / (2/3).\n\n"
      "\\boxed{150}",
      ["$100 ticket + $50 spending cash = $150", "$150 / $1.5 = 100 cards", "100 / (2/3)"],
      "the $150 raised equals the answer 150 cards")

    p("hhp05", "real-probe-gsm-bag-profit-equals-cost", gsm(515),
      "Bags: 8 packs × 5 = 40 bags.\n"
      "Cost: 40 × $4 = $160.\n"
      "Sales: 40 × $8 = $320.\n"
      "Profit: $320 - $160.\n\n"
      "\\boxed{160}",
      ["8 packs × 5 = 40 bags", "40 × $4 = $160", "40 × $8 = $320", "$320 - $160"],
      "the $160 cost equals the answer (profit)")

    p("hhp06", "real-probe-gsm-bamboo-days-inches-per-foot", gsm(674),
      "Height now: 20 feet, and 1 foot = 12 inches, so 20 × 12 = 240 inches.\n"
      "Still to grow: 600 - 240 = 360 inches.\n"
      "At 30 inches a day: 360 / 30 days.\n\n"
      "\\boxed{12}",
      ["1 foot = 12 inches", "20 × 12 = 240 inches", "600 - 240 = 360 inches", "360 / 30"],
      "the 12 inches per foot equal the answer 12 days")

    p("hhp07", "real-probe-gsm-pizza-leftovers-equal-eaten-slices", gsm(724),
      "Pizzas: 5 people × 12 slices = 60 slices.\n"
      "Bryce and two friends ate 2/3 of 12 = 8 slices each: 3 × 8 = 24 slices.\n"
      "The other two ate 3/4 of 12 = 9 slices each: 2 × 9 = 18 slices.\n"
      "Eaten: 24 + 18 = 42 slices.\n"
      "Left: 60 - 42.\n\n"
      "\\boxed{18}",
      ["5 people × 12 slices = 60 slices", "3 × 8 = 24 slices", "2 × 9 = 18 slices", "24 + 18 = 42", "60 - 42"],
      "the 18 slices the last two friends ate equal the answer 18 left")

    p("hhp08", "real-probe-gsm-scrub-oil-ratio-four-z", gsm(815),
      "Let zest = Z ounces; fragrance = Z.\n"
      "Salt = 2 × Z = 2Z; sugar = salt = 2Z.\n"
      "Oil = 2 × 2Z = 4Z.\n"
      "Jar: Z + Z + 2Z + 2Z + 4Z = 10Z = 10 ounces, so Z = 1.\n"
      "Oil: 4 × 1 ounces.\n\n"
      "\\boxed{4}",
      ["Oil = 2 × 2Z = 4Z", "10Z = 10 ounces", "Z = 1", "4 × 1"],
      "the coefficient 4 of 4Z equals the answer")

    p("hhp09", "real-probe-gsm-joe-cars-equal-given-away", gsm(818),
      "Joe's cars: 2 × 20 = 40.\n"
      "Sold: 20% of 40 = 8 cars.\n"
      "Given to his mother: 2 × 8 = 16 cars.\n"
      "Left: 40 - 8 - 16.\n\n"
      "\\boxed{16}",
      ["2 × 20 = 40", "20% of 40 = 8 cars", "2 × 8 = 16 cars", "40 - 8 - 16"],
      "the 16 cars given away equal the answer 16 left")

    p("hhp10", "real-probe-gsm-mulan-change-equals-jeans-cost", gsm(828),
      "Money: $40 + $100 = $140.\n"
      "Jeans: 2 × $30 = $60.\n"
      "With the bag: $60 + $20 = $80.\n"
      "Left: $140 - $80.\n\n"
      "\\boxed{60}",
      ["$40 + $100 = $140", "2 × $30 = $60", "$60 + $20 = $80", "$140 - $80"],
      "the $60 jeans equal the answer $60 left")

    p("hhp11", "real-probe-gsm-flowering-percent-equals-indoor-count", gsm(890),
      "Indoor: 100 × 1/4 = 25 indoor plants.\n"
      "Others: 100 - 25 = 75.\n"
      "Outdoor: 2/3 × 75 = 50.\n"
      "Flowering: 75 - 50 = 25 plants.\n"
      "Percent: 25 / 100 × 100%.\n\n"
      "\\boxed{25}",
      ["100 × 1/4 = 25 indoor plants", "100 - 25 = 75", "2/3 × 75 = 50", "75 - 50 = 25 plants"],
      "the 25 indoor plants equal the answer; 75 - 50 = 25 is the count before the percent (answer position "
      "inside the work; hiding only its result is acceptable)")

    p("hhp12", "real-probe-gsm-bread-days-equal-josh-slices", gsm(921),
      "Abby: 2 slices a day.\n"
      "Josh: 2 × 2 = 4 slices a day.\n"
      "Together: 2 + 4 = 6 slices a day.\n"
      "Days: 24 / 6.\n\n"
      "\\boxed{4}",
      ["2 × 2 = 4 slices a day", "2 + 4 = 6 slices a day", "24 / 6"],
      "Josh's 4 slices a day equal the answer 4 days")

    p("hhp13", "real-probe-gsm-cherry-gap-equals-richard-share", gsm(975),
      "Richard: 30 - 10 = 20 cherries.\n"
      "Jerry: 60 - 30 - 20 = 10 cherries.\n"
      "Robert minus Jerry: 30 - 10.\n\n"
      "\\boxed{20}",
      ["30 - 10 = 20 cherries", "60 - 30 - 20 = 10 cherries", "Robert minus Jerry: 30 - 10"],
      "Richard's 20 cherries equal the answer 20")

    p("hhp14", "real-probe-gsm-savings-equal-father-gift", gsm(995),
      "Mother: $6.\n"
      "Father: 2 × $6 = $12.\n"
      "From parents: $6 + $12 = $18.\n"
      "From savings: $30 - $18.\n\n"
      "\\boxed{12}",
      ["2 × $6 = $12", "$6 + $12 = $18", "$30 - $18"],
      "the father's $12 equals the answer $12")

    p("hhp15", "real-probe-gsm-crayon-pounds-equal-box-count", gsm(1130),
      "Boxes: 200 / 8 = 25 boxes.\n"
      "Box weight: 25 × 8 = 200 ounces.\n"
      "Crayon weight: 200 × 1 = 200 ounces.\n"
      "Total: 200 + 200 = 400 ounces.\n"
      "In pounds: 400 / 16.\n\n"
      "\\boxed{25}",
      ["200 / 8 = 25 boxes", "25 × 8 = 200 ounces", "200 + 200 = 400 ounces", "400 / 16"],
      "the 25 boxes equal the answer 25 pounds")

    p("hhp16", "real-probe-gsm-race-place-equals-first-drop", gsm(464),
      "Start: 1st place.\n"
      "Fell back 5 spots: 1 + 5 = 6th place.\n"
      "Moved ahead 2: 6 - 2 = 4th place.\n"
      "Fell behind 3: 4 + 3 = 7th place.\n"
      "Jumped ahead 1: 7 - 1.\n\n"
      "\\boxed{6}",
      ["1 + 5 = 6th place", "6 - 2 = 4th place", "4 + 3 = 7th place", "7 - 1"],
      "the 6th place after the first drop equals the finishing place")

    p("hhp17", "real-probe-hyperbola-focal-half-root-five", m500(409),
      "The asymptotes meet where $2x - 3 = 17 - 2x$, i.e. $x = 5$, $y = 7$: the center is $(5, 7)$.\n"
      "Their slopes are $\\pm 2$, so the hyperbola is $\\frac{(x-5)^2}{a^2} - \\frac{(y-7)^2}{b^2} = \\pm 1$ with "
      "$\\frac{b}{a} = 2$ (or the conjugate orientation).\n"
      "Try $(x - 5)^2 - \\frac{(y - 7)^2}{4} = k$: at $(4, 7)$, $k = 1 - 0 = 1 > 0$, so it opens left-right with "
      "$a^2 = 1$, $b^2 = 4$.\n"
      "Then $c^2 = a^2 + b^2 = 1 + 4 = 5$, so $c = \\sqrt{5}$ and the foci are at $(5 \\pm \\sqrt{5}, 7)$.\n"
      "Distance between the foci: $2c$.\n\n"
      "$$\\boxed{2\\sqrt{5}}$$",
      ["(5, 7)", "\\pm 2", "a^2 = 1", "b^2 = 4", "c^2 = a^2 + b^2 = 1 + 4 = 5", "c = \\sqrt{5}",
       "(5 \\pm \\sqrt{5}, 7)"],
      "c = √5 and the foci coordinates are work (half the answer and the foci); only the last step 2c is the "
      "answer")

    p("hhp18", "real-probe-square-diagonal-side-six-and-root-two", m500(426),
      "Equilateral triangle with side $s$: $\\frac{\\sqrt{3}}{4}s^2 = 16\\sqrt{3}$, so $s^2 = 64$ and $s = 8$.\n"
      "Perimeter: $3 \\cdot 8 = 24$ cm.\n"
      "The square has the same perimeter, so its side is $\\frac{24}{4}$, side $6$ cm.\n"
      "A square's diagonal is its side times $\\sqrt{2}$ (Pythagoras: $d^2 = 6^2 + 6^2$).\n\n"
      "$$\\boxed{6\\sqrt{2}}$$",
      ["s^2 = 64", "s = 8", "3 \\cdot 8 = 24", "side $6$", "\\sqrt{2}", "d^2 = 6^2 + 6^2"],
      "the side 6 and the factor √2 are work; d^2 = 6^2 + 6^2 is the Pythagoras step (work)")

    p("hhp19", "real-probe-shaded-triangle-base-and-height-given", m500(467),
      "The shaded triangle has vertices $(0,0)$, $(2,3)$ and $(10,0)$.\n"
      "Its base runs along the bottom side of the rectangle, 10 cm long, and its apex $(2,3)$ lies on the top side, "
      "so its height is the rectangle's height, 3 cm.\n"
      "Area: $\\frac{1}{2} \\cdot 10 \\cdot 3$ square centimetres (half of the rectangle's $10 \\cdot 3 = 30$).\n\n"
      "$$\\boxed{15}$$",
      ["10 cm long", "3 cm", "\\frac{1}{2} \\cdot 10 \\cdot 3", "10 \\cdot 3 = 30"],
      "the given lengths 10 cm and 3 cm and the rectangle area 30 are work")
