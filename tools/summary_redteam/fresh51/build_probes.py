"""fresh51 math must-stay probes abp01-abp14: realistic drafts whose work holds givens, intermediate results and
values equal to (or the negation of) the answer in non-answer positions; ``must_stay`` lists them."""
from probs import gsm, m500


def build(p):
    p("abp01", "real-probe-gsm-candy-orders-beside-negative-deficit", gsm(809),
      "Dale ordered 100 candies but sold 150, so against that first order he is at 100 - 150 = -50 candies "
      "(he has sold 50 more than he had).\n"
      "He then orders 100 more, which first covers the 50 he already owes.\n"
      "Candies still to sell: -50 + 100\n\n"
      "\\boxed{50}",
      ["100 - 150 = -50", "-50 + 100"])

    p("abp02", "real-probe-gsm-good-days-beside-two-in-next-three", gsm(672),
      "Good days in the month: 12.\n"
      "The first eight days were all good: 12 - 8 = 4 good days remain to be placed.\n"
      "The next three days were good, neutral, good, which is 2 good days.\n"
      "Good days left: 4 - 2\n\n"
      "\\boxed{2}",
      ["12 - 8 = 4 good days", "which is 2 good days", "4 - 2"])

    p("abp03", "real-probe-gsm-bandage-start-beside-daily-balances", gsm(1190),
      "Let B be the starting count.\n"
      "Day 1: used 38, received 50: B - 38 + 50 = B + 12\n"
      "Day 2: used 38 - 10 = 28: B + 12 - 28 = B - 16\n"
      "Day 3: received 2 × 50 = 100, used 50 ÷ 2 = 25: B - 16 + 100 - 25 = B + 59\n"
      "End of day 3: B + 59 = 78\n"
      "B = 78 - 59\n\n"
      "\\boxed{19}",
      ["B - 38 + 50 = B + 12", "38 - 10 = 28", "B - 16 + 100 - 25 = B + 59", "B + 59 = 78", "B = 78 - 59"])

    p("abp04", "real-probe-gsm-lynn-miles-beside-reggie-twenty", gsm(637),
      "Paisley: 4 miles\n"
      "Reggie: 5 × 4 = 20 miles\n"
      "Reggie ran 3 miles farther than Lynn, so Lynn ran 3 miles less than Reggie.\n"
      "Lynn: 20 - 3\n\n"
      "\\boxed{17}",
      ["5 × 4 = 20 miles", "20 - 3"])

    p("abp05", "real-probe-gsm-overseers-beside-management-count", gsm(668),
      "Management: 20% of 50 = 0.20 × 50 = 10 employees\n"
      "Overseers: 30% of the management group\n"
      "Overseers: 0.30 × 10\n\n"
      "\\boxed{3}",
      ["0.20 × 50 = 10 employees", "0.30 × 10"])

    p("abp06", "real-probe-gsm-sally-books-beside-linear-equation", gsm(673),
      "Let s be Sally's books. Janey has 2s + 3.\n"
      "2s + 3 = 21\n"
      "2s = 21 - 3 = 18\n"
      "s = 18 ÷ 2\n\n"
      "\\boxed{9}",
      ["2s + 3 = 21", "2s = 21 - 3 = 18", "s = 18 ÷ 2"])

    p("abp07", "real-probe-gsm-utensil-total-beside-cups-and-dishes", gsm(583),
      "Judy's cups: one dozen = 12\n"
      "Judy's dishes: 2 × 12 = 24\n"
      "Friend's cups: 40\n"
      "Friend's dishes: 24 + 20 = 44\n"
      "Total: 12 + 24 + 40 + 44\n\n"
      "\\boxed{120}",
      ["2 × 12 = 24", "24 + 20 = 44", "12 + 24 + 40 + 44"])

    p("abp08", "real-probe-gsm-water-ml-beside-calorie-blocks", gsm(586),
      "Aerobics: 2 × 500 = 1000 calories\n"
      "Running: 1 × 600 = 600 calories\n"
      "Burned: 1000 + 600 = 1600 calories\n"
      "Blocks of 200 calories: 1600 ÷ 200 = 8\n"
      "Water: 8 × 100 ml\n\n"
      "\\boxed{800}",
      ["2 × 500 = 1000 calories", "1000 + 600 = 1600 calories", "1600 ÷ 200 = 8", "8 × 100 ml"])

    p("abp09", "real-probe-gsm-mastiff-weight-beside-papillon", gsm(591),
      "Affenpinscher: 10 pounds\n"
      "Dachshund: 2 × 10 = 20 pounds\n"
      "Papillon: 20 ÷ 4 = 5 pounds\n"
      "Mastiff: 44 × 5\n\n"
      "\\boxed{220}",
      ["2 × 10 = 20 pounds", "20 ÷ 4 = 5 pounds", "44 × 5"])

    p("abp10", "real-probe-gsm-seat-count-beside-host-seat", gsm(590),
      "Email invitees: 100\n"
      "Their friends: 100 × 2 = 200\n"
      "Email side: 100 + 200 = 300\n"
      "Phoned friends and spouses: 10 + 8 = 18\n"
      "Alex needs a seat too: 1\n"
      "Seats: 300 + 18 + 1\n\n"
      "\\boxed{319}",
      ["100 × 2 = 200", "100 + 200 = 300", "10 + 8 = 18", "300 + 18 + 1"])

    p("abp11", "real-probe-gsm-movie-minutes-beside-each-length", gsm(581),
      "First movie: 1 hour 30 minutes = 60 + 30 = 90 minutes\n"
      "Second movie: 2 hours 5 minutes = 120 + 5 = 125 minutes\n"
      "Both: 90 + 125\n\n"
      "\\boxed{215}",
      ["60 + 30 = 90 minutes", "120 + 5 = 125 minutes", "90 + 125"])

    p("abp12", "real-probe-gsm-weight-gap-beside-weekly-swing", gsm(589),
      "Cheerios: -1.25 pounds a week; donuts: +1.75 pounds a week.\n"
      "Weekly gap between the two options: 1.75 - (-1.25) = 3 pounds\n"
      "After 5 weeks: Cheerios 5 × 1.25 = 6.25 pounds lost, donuts 5 × 1.75 = 8.75 pounds gained.\n"
      "Difference: 3 × 5\n\n"
      "\\boxed{15}",
      ["1.75 - (-1.25) = 3 pounds", "5 × 1.25 = 6.25", "5 × 1.75 = 8.75", "3 × 5"])

    p("abp13", "real-probe-arc-range-beside-vertex-constant", m500(431),
      "Put $\\theta = \\arcsin x \\in [-\\frac{\\pi}{2}, \\frac{\\pi}{2}]$; then $\\arccos x = \\frac{\\pi}{2} - \\theta$ "
      "and\n"
      "$$f = \\left(\\frac{\\pi}{2} - \\theta\\right)^2 + \\theta^2 = 2\\theta^2 - \\pi\\theta + \\frac{\\pi^2}{4} "
      "= 2\\left(\\theta - \\frac{\\pi}{4}\\right)^2 + \\frac{\\pi^2}{8}.$$\n"
      "The square vanishes at $\\theta = \\frac{\\pi}{4}$, inside the interval, and is largest at the endpoint "
      "farthest from $\\frac{\\pi}{4}$, namely $\\theta = -\\frac{\\pi}{2}$, where "
      "$2\\left(\\frac{3\\pi}{4}\\right)^2 = \\frac{9\\pi^2}{8}$. At the other end, $\\theta = \\frac{\\pi}{2}$ gives "
      "$2\\left(\\frac{\\pi}{4}\\right)^2 + \\frac{\\pi^2}{8} = \\frac{\\pi^2}{4}$. Since $f$ is continuous in $\\theta$, "
      "it takes every value between its minimum and maximum.\n\n"
      "$$\\boxed{\\left[ \\frac{\\pi^2}{8}, \\frac{5 \\pi^2}{4} \\right]}$$",
      ["2\\theta^2 - \\pi\\theta + \\frac{\\pi^2}{4}", "2\\left(\\theta - \\frac{\\pi}{4}\\right)^2 + \\frac{\\pi^2}{8}",
       "2\\left(\\frac{3\\pi}{4}\\right)^2 = \\frac{9\\pi^2}{8}"])

    p("abp14", "real-probe-triangle-series-beside-seventeen-halves", m500(286),
      "Ravi substitution: $x = s - a$, $y = s - b$, $z = s - c$ are positive, with $a = y + z$, $b = x + z$, "
      "$c = x + y$. If $a + b + c$ is even, $(x, y, z) = (i, j, k)$ with $i, j, k \\ge 1$; if it is odd, "
      "$(x, y, z) = (i - \\tfrac12, j - \\tfrac12, k - \\tfrac12)$. So $(a, b, c)$ is $(j + k, i + k, i + j)$ or "
      "$(j + k - 1, i + k - 1, i + j - 1)$, each triple exactly once.\n"
      "The odd family's term is the even family's term times $\\frac{3 \\cdot 5}{2} = \\frac{15}{2}$, so\n"
      "$$\\sum_T \\frac{2^a}{3^b 5^c} = \\left(1 + \\frac{15}{2}\\right) \\sum_{i,j,k \\ge 1} "
      "\\frac{2^{j+k}}{3^{i+k} 5^{i+j}} = \\frac{17}{2} \\sum_{i \\ge 1} \\frac{1}{15^i} \\sum_{j \\ge 1} "
      "\\left(\\frac{2}{5}\\right)^j \\sum_{k \\ge 1} \\left(\\frac{2}{3}\\right)^k.$$\n"
      "The three geometric series: $\\sum_i 15^{-i} = \\frac{1}{14}$, $\\sum_j (2/5)^j = \\frac{2}{3}$, "
      "$\\sum_k (2/3)^k = 2$, with product $\\frac{1}{14} \\cdot \\frac{2}{3} \\cdot 2 = \\frac{2}{21}$.\n"
      "$$\\text{Sum} = \\frac{17}{2} \\cdot \\frac{2}{21}$$\n\n"
      "\\boxed{\\frac{17}{21}}",
      ["\\frac{15}{2}", "\\frac{17}{2} \\sum_{i \\ge 1}", "\\sum_i 15^{-i} = \\frac{1}{14}",
       "\\frac{1}{14} \\cdot \\frac{2}{3} \\cdot 2 = \\frac{2}{21}", "\\frac{17}{2} \\cdot \\frac{2}{21}"])
