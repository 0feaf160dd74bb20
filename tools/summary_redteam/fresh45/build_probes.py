"""fresh45 math must-stay probes ffp01-ffp14: realistic drafts where values equal to the answer appear legitimately
(givens, intermediate results, labels); `must_stay` lists them."""
from probs import gsm, m500


def build(p):
    # ---------------- GSM8K ----------------
    p("ffp01", "real-probe-gsm-jog-steps-equal-steps-left", gsm(407),
      "Daily goal: 10,000 steps.\n"
      "Walks to and from school: half the goal, 10,000 / 2 = 5,000 steps.\n"
      "Short walk with his friend: 1,000 steps.\n"
      "Before the jog: 5,000 + 1,000 = 6,000 steps.\n"
      "After the jog he had 2,000 steps left, so by then he had taken 10,000 - 2,000 = 8,000 steps.\n"
      "Jog: 8,000 - 6,000 steps.\n\n"
      "**Answer:** \\boxed{2000}",
      ["he had 2,000 steps left", "10,000 - 2,000 = 8,000 steps"],
      "the 2,000 steps left (a given) equal the answer")

    p("ffp02", "real-probe-gsm-climb-equals-oliver-elevation", gsm(419),
      "Comb's elevation: 10,000 - 4,000 = 6,000 ft.\n"
      "Oliver starts at 3,000 ft.\n"
      "Climb needed: 6,000 - 3,000 ft.\n\n"
      "**Answer:** \\boxed{3000}",
      ["Oliver starts at 3,000 ft.", "10,000 - 4,000 = 6,000 ft"],
      "Oliver's elevation 3,000 ft (a given) equals the answer")

    p("ffp03", "real-probe-gsm-trip-count-equals-sugar-pounds", gsm(459),
      "Sugar cubes: 2 × 1 = 2 lb.\n"
      "Carrots: 4 × 12 = 48 lb.\n"
      "Hay: 42 × 75 = 3150 lb.\n"
      "Oats: 20 × 65 = 1300 lb.\n"
      "All feed: 2 + 48 + 3150 + 1300 = 4500 lb.\n"
      "Trips at 2250 lb per load: 4500 / 2250.\n\n"
      "**Answer:** \\boxed{2}",
      ["Sugar cubes: 2 × 1 = 2 lb.", "2 + 48 + 3150 + 1300 = 4500 lb"],
      "the 2 lb of sugar (and the two boxes) equal the answer of 2 trips")

    p("ffp04", "real-probe-gsm-gum-left-equals-sister-share", gsm(622),
      "At school: 1 piece per 2 hours over 8 hours, 8 / 2 = 4 pieces.\n"
      "Way home and after dinner: 1 + 1 = 2 pieces.\n"
      "Chewed in all: 4 + 2 = 6 pieces.\n"
      "Left before bed: 20 - 6 = 14 pieces.\n"
      "His sister gets half: 14 / 2 = 7 pieces.\n"
      "Jim keeps: 14 - 7 pieces.\n\n"
      "**Answer:** \\boxed{7}",
      ["14 / 2 = 7 pieces", "20 - 6 = 14 pieces"],
      "the sister's 7 pieces (an intermediate) equal the answer")

    p("ffp05", "real-probe-gsm-savings-equal-second-park-adult-fees", gsm(746),
      "First park:\n"
      "- adults: 2 × $26 = $52\n"
      "- children: 2 × $12 = $24\n"
      "- total: $52 + $24 = $76\n\n"
      "Second park:\n"
      "- adults: 2 × $14 = $28\n"
      "- children: 2 × $10 = $20\n"
      "- total: $28 + $20 = $48\n\n"
      "Saving: $76 - $48.\n\n"
      "**Answer:** \\boxed{28}",
      ["adults: 2 × $14 = $28", "$28 + $20 = $48"],
      "the second park's adult fees $28 (an intermediate) equal the answer")

    p("ffp06", "real-probe-gsm-sales-gap-equals-vanilla-scent-count", gsm(770),
      "Vanilla: 4 scents × 5 sales each = 20 sold.\n"
      "Fruity: 8 scents × 2 sales each = 16 sold.\n"
      "More vanilla than fruity: 20 - 16.\n\n"
      "**Answer:** \\boxed{4}",
      ["4 scents × 5 sales each = 20 sold"],
      "the 4 vanilla scents (a given) equal the answer")

    p("ffp07", "real-probe-gsm-white-fish-bought-equals-white-fish-owned", gsm(783),
      "Fish after the shop: 7 + 17 = 24.\n"
      "Let x be the white fish now; orange = 2x, so 2x + x = 24, 3x = 24, x = 8.\n"
      "Bob already had 4 white fish (and 3 orange).\n"
      "White fish bought: 8 - 4.\n\n"
      "**Answer:** \\boxed{4}",
      ["Bob already had 4 white fish", "8 - 4"],
      "the 4 white fish he already had (a given) equal the answer")

    p("ffp08", "real-probe-gsm-pay-gap-equals-hours-worked", gsm(798),
      "Billy's rate now: $10 + $0.50 + $1.00 = $11.50 per hour.\n"
      "Sally's rate: $10 + $0.50 = $10.50 per hour.\n"
      "Billy for 20 hours: 20 × $11.50 = $230.\n"
      "Sally for 20 hours: 20 × $10.50 = $210.\n"
      "Difference: $230 - $210.\n\n"
      "**Answer:** \\boxed{20}",
      ["20 × $11.50 = $230", "20 × $10.50 = $210"],
      "the 20 hours (a given) equal the answer")

    p("ffp09", "real-probe-gsm-budget-left-equals-bacon-packs", gsm(882),
      "Bacon: 5 packs for $10, so $10 / 5 = $2 a pack.\n"
      "Chicken: 2 × $2 = $4 a packet; 6 × $4 = $24.\n"
      "Strawberries: 3 × $4 = $12.\n"
      "Apples: $4 / 2 = $2 a pack; 7 × $2 = $14.\n"
      "Cart: $10 + $24 + $12 + $14 = $60.\n"
      "Left in the budget: $65 - $60.\n\n"
      "**Answer:** \\boxed{5}",
      ["5 packs for $10", "$10 / 5 = $2 a pack"],
      "the 5 packs of bacon (a given) equal the answer")

    p("ffp10", "real-probe-gsm-allowance-equals-ice-cream-cost", gsm(916),
      "Balloons: 1 dozen = 12 balloons, 12 / 2 = 6 pairs at $0.5, so 6 × $0.5 = $3.\n"
      "Ice cream: 2 × $7 = $14.\n"
      "Total spent: $11 + $3 + $14 = $28.\n"
      "Each girl's allowance: $28 / 2.\n\n"
      "**Answer:** \\boxed{14}",
      ["Ice cream: 2 × $7 = $14.", "$11 + $3 + $14 = $28"],
      "the ice cream's $14 (an intermediate) equals the answer")

    # ---------------- MATH-500 ----------------
    p("ffp11", "real-probe-bus-rider-grade-label-in-table", m500(379),
      "Each grade surveyed 300 males and 300 females, so compare percentages: male rate against "
      "$1.35 \\times$ female rate.\n\n"
      "| grade | $1.35 \\times$ female | male | gap |\n"
      "|---|---|---|---|\n"
      "| 9th | $39.4 \\cdot 1.35 = 53.19$ | $41.1$ | $12.09$ |\n"
      "| 10th | $33.1 \\cdot 1.35 = 44.685$ | $34.4$ | $10.285$ |\n"
      "| 11th | $13.8 \\cdot 1.35 = 18.63$ | $20.6$ | $1.97$ |\n"
      "| 12th | $8.6 \\cdot 1.35 = 11.61$ | $11.6$ | $0.01$ |\n\n"
      "The smallest gap is in the twelfth-grade row.\n\n"
      "\\[\\boxed{12}\\]",
      ["| 12th | $8.6 \\cdot 1.35 = 11.61$ | $11.6$ | $0.01$ |", "| 9th | $39.4 \\cdot 1.35 = 53.19$ | $41.1$ | $12.09$ |"],
      "the grade labels (12th) are givens; the 9th-grade gap 12.09 is an intermediate")

    p("ffp12", "real-probe-archery-twin-prime-list", m500(458),
      "Let $n$ be the number of students, $30 < n < 50$.\n\n"
      "Betty cannot split them into several equal groups, so $n$ is prime. With Betty and Wilma the archers "
      "number $n + 2$, also not splittable, so $n + 2$ is prime too.\n\n"
      "Primes between 30 and 50: $31, 37, 41, 43, 47$.\n\n"
      "Pairs differing by 2: only $41$ and $43$ ($31 + 2 = 33 = 3 \\cdot 11$, $37 + 2 = 39 = 3 \\cdot 13$, "
      "$47 + 2 = 49 = 7^2$).\n\n"
      "\\[\\boxed{41}\\]",
      ["$31, 37, 41, 43, 47$", "$37 + 2 = 39 = 3 \\cdot 13$"],
      "41 in the list of primes and in the twin pair is work (the list is a candidate scan)")

    p("ffp13", "real-probe-runner-angle-equal-intermediate-angle", m500(156),
      "Put $OP = 1$, $OA = t$, $OB = 3t$. Then $\\tan\\angle OPA = t$ and $\\tan\\angle OPB = 3t$, so\n"
      "\\[\n"
      "\\tan\\angle APB = \\frac{3t - t}{1 + 3t^2} = \\frac{2t}{1 + 3t^2}.\n"
      "\\]\n"
      "By AM–GM, $1 + 3t^2 \\ge 2\\sqrt{3}\\,t$, so $\\tan\\angle APB \\le \\frac{1}{\\sqrt3}$, with equality at "
      "$t = \\frac{1}{\\sqrt3}$.\n\n"
      "At that point $\\angle OPA = 30^\\circ$ and $\\angle OPB = 60^\\circ$ (since $\\tan = \\sqrt3$), so the "
      "angle between the runners is $60^\\circ - 30^\\circ$.\n\n"
      "\\[\\boxed{30^\\circ}\\]",
      ["$\\angle OPA = 30^\\circ$", "$\\angle OPB = 60^\\circ$"],
      "the intermediate angle OPA = 30° equals the answer")

    p("ffp14", "real-probe-rectangle-quarter-midpoint-halves", m500(444),
      "Put $O$ at the origin and the vertices at $(\\pm a, \\pm b)$. By symmetry it suffices to look at the "
      "quarter $[0, a] \\times [0, b]$, where the nearest vertex is $V = (a, b)$.\n\n"
      "A point $(x, y)$ is closer to $O$ than to $V$ when $x^2 + y^2 < (x - a)^2 + (y - b)^2$, i.e.\n"
      "\\[\n"
      "ax + by < \\frac{a^2 + b^2}{2}.\n"
      "\\]\n"
      "The boundary line passes through the centre of the quarter, $\\left(\\frac{a}{2}, \\frac{b}{2}\\right)$, "
      "since $a \\cdot \\frac{a}{2} + b \\cdot \\frac{b}{2} = \\frac{a^2 + b^2}{2}$. A line through the centre of a "
      "rectangle splits it into two congruent pieces (central symmetry), whatever $k = a/b$ is.\n\n"
      "So in each quarter, and hence in the whole rectangle, the favourable region is one of two equal parts.\n\n"
      "\\[\\boxed{\\frac{1}{2}}\\]",
      ["$\\left(\\frac{a}{2}, \\frac{b}{2}\\right)$", "$a \\cdot \\frac{a}{2} + b \\cdot \\frac{b}{2} = \\frac{a^2 + b^2}{2}$",
       "ax + by < \\frac{a^2 + b^2}{2}"],
      "the halves in the midpoint and in the bisector's constant are work, equal in value to the answer's 1/2")
