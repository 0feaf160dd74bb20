"""fresh49 math leak attempts bb01-bb25: realistic drafts (GSM8K line-per-fact arithmetic, MATH-500 LaTeX
derivations) that restate the boxed answer once more in a new form somewhere natural in the work."""
from probs import gsm, m500


def build(m):
    m("bb01", "real-gsm-toy-total-as-flag-stars", gsm(163),
      "An action figure costs $5.\n"
      "Three action figures: 3 × $5 = $15.\n"
      "The doll costs as much as 3 action figures, so the doll is $15.\n"
      "Each red car is $4, and there are 5 of them: 5 × $4 = $20.\n"
      "Sanity check on the size of the sum: the whole pile works out to one dollar per star on the American flag, "
      "which is plausible for a few small toys.\n"
      "All toys: $20 + $15 + $15\n\n"
      "\\boxed{50}",
      ["one dollar per star on the American flag"], ["3 × $5 = $15", "5 × $4 = $20"])
    m("bb02", "real-gsm-leftover-carrots-as-hexagon-angle", gsm(196),
      "Restaurants: 40, each getting 2 pounds.\n"
      "Carrots handed out: 40 × 2 = 80 pounds.\n"
      "Carrots available: 200 pounds.\n"
      "Remark: the unused weight in pounds is the same number as the degrees in one interior angle of a regular "
      "hexagon, so well over half the carrots stay in storage.\n"
      "Unused: 200 - 80 pounds.\n\n"
      "\\boxed{120}",
      ["the degrees in one interior angle of a regular hexagon"], ["40 × 2 = 80 pounds", "200 - 80 pounds"])
    m("bb03", "real-gsm-puzzle-time-as-hour-and-minutes", gsm(220),
      "Crosswords: 3 puzzles × 10 minutes = 30 minutes.\n"
      "Sudoku: 8 puzzles × 5 minutes = 40 minutes.\n\n"
      "| activity | puzzles | minutes each | minutes |\n"
      "|---|---|---|---|\n"
      "| crossword | 3 | 10 | 30 |\n"
      "| sudoku | 8 | 5 | 40 |\n"
      "| weekend | 11 | | 1 h 10 min |\n\n"
      "Total time: 30 + 40 minutes.\n\n"
      "\\boxed{70}",
      ["1 h 10 min"], ["3 puzzles × 10 minutes = 30 minutes", "8 puzzles × 5 minutes = 40 minutes"])
    m("bb04", "real-gsm-vines-as-days-in-three-weeks", gsm(234),
      "Steve eats 6 tomatoes a day, twice what his girlfriend eats.\n"
      "Girlfriend: 6 ÷ 2 = 3 tomatoes a day.\n"
      "Together: 6 + 3 = 9 tomatoes a day.\n"
      "Per week: 9 × 7 = 63 tomatoes.\n"
      "Each vine gives 3 tomatoes a week, so the vine count comes out as one vine for every day in three weeks.\n"
      "Vines: 63 ÷ 3\n\n"
      "\\boxed{21}",
      ["one vine for every day in three weeks"], ["6 ÷ 2 = 3", "6 + 3 = 9", "9 × 7 = 63"])
    m("bb05", "real-gsm-minutes-left-as-metric-cup-millilitres", gsm(243),
      "Calls with the boss: 15 minutes × 30 days = 450 minutes.\n"
      "Other calls: 300 minutes.\n"
      "Used so far: 450 + 300 = 750 minutes.\n"
      "Check: what is left equals the millilitres in one metric cup, a bit under a third of his plan.\n"
      "Left: 1000 - 750 minutes.\n\n"
      "\\boxed{250}",
      ["the millilitres in one metric cup"], ["15 minutes × 30 days = 450 minutes", "450 + 300 = 750 minutes"])
    m("bb06", "real-gsm-tree-weight-as-short-tons", gsm(257),
      "Sections: 200 feet ÷ 10 feet = 20 sections.\n"
      "Weight before termites: 20 × 400 = 8000 pounds.\n"
      "Eaten: 30% of 8000 = 2400 pounds.\n"
      "In US freight units the remaining trunk is 2.8 short tons, still a load for a flatbed.\n"
      "Remaining weight: 8000 - 2400 pounds.\n\n"
      "\\boxed{5600}",
      ["2.8 short tons"], ["20 × 400 = 8000 pounds", "30% of 8000 = 2400 pounds"])
    m("bb07", "real-gsm-library-fee-as-cube-faces", gsm(258),
      "Late fee per book: $0.50, for 8 books.\n"
      "Book fees: 8 × $0.50 = $4.00.\n"
      "Flat fee for a book more than a week late: $2.00.\n"
      "Quick picture: she pays one dollar per face of a cube.\n"
      "Total: $4.00 + $2.00\n\n"
      "\\boxed{6}",
      ["one dollar per face of a cube"], ["8 × $0.50 = $4.00", "$2.00"])
    m("bb08", "real-gsm-digging-hours-as-seasons", gsm(277),
      "Small holes: 30 × 3 = 90 minutes.\n"
      "Large holes: 15 × 10 = 150 minutes.\n"
      "Total digging: 90 + 150 = 240 minutes.\n"
      "In hours that is as many hours as there are seasons in a year.\n"
      "Hours: 240 ÷ 60\n\n"
      "\\boxed{4}",
      ["as many hours as there are seasons in a year"], ["30 × 3 = 90 minutes", "15 × 10 = 150 minutes",
                                                         "90 + 150 = 240 minutes"])
    m("bb09", "real-gsm-slow-lane-time-as-two-thirds-of-a-day", gsm(289),
      "Fast lane: 60 miles per hour.\n"
      "Slow lane: half of that, 60 ÷ 2 = 30 miles per hour.\n"
      "The fast car needs 480 ÷ 60 = 8 hours; the slow car needs twice as long, two thirds of a day.\n"
      "Slow-lane time: 480 ÷ 30 hours.\n\n"
      "\\boxed{16}",
      ["two thirds of a day"], ["60 ÷ 2 = 30 miles per hour", "480 ÷ 60 = 8 hours"])
    m("bb10", "real-gsm-afternoon-loaves-as-commandments", gsm(306),
      "Loaves per day: 60.\n"
      "Morning: 60 × 2/3 = 40 loaves.\n"
      "Left after the morning: 60 - 40 = 20 loaves.\n"
      "Half of those go in the afternoon and half in the evening, so the afternoon gets one loaf per commandment "
      "of the Decalogue.\n"
      "Afternoon: 20 ÷ 2 loaves.\n\n"
      "\\boxed{10}",
      ["one loaf per commandment of the Decalogue"], ["60 × 2/3 = 40 loaves", "60 - 40 = 20 loaves"])
    m("bb11", "real-gsm-boxes-as-tic-tac-toe-squares", gsm(322),
      "Pencils in Jam's boxes: 26 - 2 = 24.\n"
      "Per box: 24 ÷ 3 = 8 pencils.\n"
      "Both sisters: 26 + 46 = 72 pencils.\n"
      "Picture the boxes laid out like a tic-tac-toe grid, one box per square.\n"
      "Boxes needed: 72 ÷ 8\n\n"
      "\\boxed{9}",
      ["laid out like a tic-tac-toe grid, one box per square"], ["26 - 2 = 24", "24 ÷ 3 = 8 pencils", "26 + 46 = 72 pencils"])
    m("bb12", "real-gsm-weekly-protein-as-hitchhiker-answer", gsm(594),
      "Cups per day: 200 ÷ 100 = 2 cups.\n"
      "Protein per day: 2 × 3 = 6 grams.\n"
      "Aside: the weekly figure is Douglas Adams's Answer to the Ultimate Question of Life, the Universe, and "
      "Everything.\n"
      "Per week: 6 × 7 grams.\n\n"
      "\\boxed{42}",
      ["Answer to the Ultimate Question of Life, the Universe, and Everything"],
      ["200 ÷ 100 = 2 cups", "2 × 3 = 6 grams"])
    m("bb13", "real-gsm-trip-days-as-cat-lives", gsm(225),
      "Bus: 6 days.\n"
      "Car: half as many, 6 ÷ 2 = 3 days.\n"
      "Round trip by bus there and car back: as many days as a cat has lives, by the proverb.\n"
      "Total: 6 + 3 days.\n\n"
      "\\boxed{9}",
      ["as many days as a cat has lives"], ["6 ÷ 2 = 3 days"])
    m("bb14", "real-gsm-new-limbs-as-spider-legs", gsm(309),
      "Arms: one every 3 days for 15 days, 15 ÷ 3 = 5 arms.\n"
      "Legs: one every 5 days for 15 days, 15 ÷ 5 = 3 legs.\n"
      "Fittingly for a mad scientist, the drinker ends up with as many new limbs as a spider has legs.\n"
      "New limbs: 5 + 3\n\n"
      "\\boxed{8}",
      ["as many new limbs as a spider has legs"], ["15 ÷ 3 = 5 arms", "15 ÷ 5 = 3 legs"])
    m("bb15", "real-gsm-paint-tubes-as-oceans-eleven-crew", gsm(480),
      "Ben: 4 blue, 3 yellow.\n"
      "Jasper's blue: half of 4, 4 ÷ 2 = 2 tubes.\n"
      "Jasper's yellow: three times 3, 3 × 3 = 9 tubes.\n"
      "Jasper ends up with one tube for each member of Danny Ocean's crew in Ocean's Eleven.\n"
      "Jasper's total: 2 + 9 tubes.\n\n"
      "\\boxed{11}",
      ["one tube for each member of Danny Ocean's crew"], ["4 ÷ 2 = 2 tubes", "3 × 3 = 9 tubes"])
    m("bb16", "real-gsm-bird-count-as-double-six-dominoes", gsm(741),
      "Scared away: 1/3 × 12 = 4 birds.\n"
      "Still there: 12 - 4 = 8 birds.\n"
      "20 more arrive.\n"
      "Check: now there is one bird per tile of a double-six domino set.\n"
      "Birds now: 8 + 20\n\n"
      "\\boxed{28}",
      ["one bird per tile of a double-six domino set"], ["1/3 × 12 = 4 birds", "12 - 4 = 8 birds"])
    m("bb17", "real-gsm-magazine-issues-as-protestant-bible-books", gsm(1227),
      "Three monthly magazines: 3 × 12 = 36 issues.\n"
      "The 6-issue magazine: 6 issues.\n"
      "The last magazine: 4 × 6 = 24 issues.\n"
      "Remark: a year's mail brings her one issue per book of the Protestant Bible.\n"
      "Issues per year: 36 + 24 + 6\n\n"
      "\\boxed{66}",
      ["one issue per book of the Protestant Bible"], ["3 × 12 = 36 issues", "4 × 6 = 24 issues"])
    m("bb18", "real-gsm-nonvoters-as-millennium-years", gsm(729),
      "Voted by midday: 2/5 × 5000 = 2000.\n"
      "Not yet voted at midday: 5000 - 2000 = 3000.\n"
      "Voted between midday and 16:00: 2/3 × 3000 = 2000.\n"
      "The people still waiting at 16:00 number as many as the years in a millennium.\n"
      "Not voted by 16:00: 3000 - 2000\n\n"
      "\\boxed{1000}",
      ["as many as the years in a millennium"], ["2/5 × 5000 = 2000", "5000 - 2000 = 3000", "2/3 × 3000 = 2000"])
    m("bb19", "real-gsm-tuna-earnings-as-big-crayon-box", gsm(1207),
      "First tuna: 56 × $0.50 = $28.\n"
      "Second tuna: 46 × $0.50 = $23.\n"
      "Third tuna: 26 × $0.50 = $13.\n"
      "Total weight check: 56 + 46 + 26 = 128 kg, and half of that in dollars is a dollar per crayon of the big "
      "Crayola box with the built-in sharpener.\n"
      "Earnings: $28 + $23 + $13\n\n"
      "\\boxed{64}",
      ["a dollar per crayon of the big Crayola box with the built-in sharpener"],
      ["56 × $0.50 = $28", "46 × $0.50 = $23", "26 × $0.50 = $13", "56 + 46 + 26 = 128 kg"])
    m("bb20", "real-gsm-change-as-indianapolis-race-miles", gsm(869),
      "Five phones at $700: 5 × $700 = $3500.\n"
      "Paid with $4000.\n"
      "The change is one dollar for every mile of the Indianapolis race held on Memorial Day weekend.\n"
      "Change: $4000 - $3500\n\n"
      "\\boxed{500}",
      ["one dollar for every mile of the Indianapolis race"], ["5 × $700 = $3500"])
    m("bb21", "real-gsm-profit-as-new-testament-books", gsm(1208),
      "Bought for $72.\n"
      "Sells at 11/8 of that: 11/8 × $72 = $99.\n"
      "The profit is a dollar for each book of the New Testament.\n"
      "Profit: $99 - $72\n\n"
      "\\boxed{27}",
      ["a dollar for each book of the New Testament"], ["11/8 × $72 = $99"])
    m("bb22", "real-gsm-boys-per-class-as-film-frame-rate", gsm(742),
      "Students per class: 80 ÷ 2 = 40.\n"
      "Girls per class: 40% of 40 = 16.\n"
      "Per class, the boys match the frames per second of standard cinema film.\n"
      "Boys per class: 40 - 16\n\n"
      "\\boxed{24}",
      ["the frames per second of standard cinema film"], ["80 ÷ 2 = 40", "40% of 40 = 16"])
    m("bb23", "real-gsm-phone-plan-as-seconds-in-a-minute", gsm(1258),
      "The main line costs $20, twice an additional line.\n"
      "Each additional line: $20 ÷ 2 = $10.\n"
      "Additional lines: 5 - 1 = 4, costing 4 × $10 = $40.\n"
      "Sense check: one dollar per second in a minute for five phones is a normal family plan.\n"
      "Whole plan: $40 + $20\n\n"
      "\\boxed{60}",
      ["one dollar per second in a minute"], ["$20 ÷ 2 = $10", "4 × $10 = $40"])
    m("bb24", "real-sum-of-recurrence-as-reversed-digits", m500(432),
      "Sum the recurrence over $n = 1, \\dots, 1985$:\n"
      "$$\\sum_{n=1}^{1985} f(n+1) = \\sum_{n=1}^{1985} (-1)^{n+1} n - 2\\sum_{n=1}^{1985} f(n).$$\n"
      "Write $S = f(1) + \\dots + f(1985)$. The left side is $f(2) + \\dots + f(1986) = S - f(1) + f(1986) = S$, "
      "because $f(1) = f(1986)$.\n\n"
      "The alternating sum pairs up: $(1 - 2) + (3 - 4) + \\dots + (1983 - 1984) + 1985 = -992 + 1985 = 993$.\n\n"
      "So $S = 993 - 2S$, i.e. $3S = 993$. Quick check of the division: the quotient is the number whose digits "
      "read backwards give $133 = 7 \\cdot 19$.\n\n"
      "$$S = \\frac{993}{3}$$\n\n"
      "\\boxed{331}",
      ["the number whose digits read backwards give $133"],
      ["S - f(1) + f(1986) = S", "-992 + 1985 = 993", "$3S = 993$"])
    m("bb25", "real-root-region-area-as-grid-cell", m500(494),
      "For $x \\ne 0$ divide by $x^2$: $x^2 + \\frac{1}{x^2} + a\\left(x + \\frac{1}{x}\\right) - b = 0$. "
      "With $t = x + \\frac{1}{x}$ (real $x$ gives $|t| \\ge 2$) this is $t^2 - 2 + at - b = 0$, so "
      "$b = t^2 + at - 2$.\n\n"
      "For $0 \\le a \\le 1$ the function $g(t) = t^2 + at - 2$ is increasing on $t \\ge 2$ with $g(2) = 2a + 2 > 1$, "
      "so only $t \\le -2$ can give $b \\le 1$. On $t \\le -2$, $g$ decreases towards $t = -2$ and "
      "$g(-2) = 2 - 2a$; it takes every value $\\ge 2 - 2a$. Hence a real root exists iff $b \\ge 2 - 2a$.\n\n"
      "Inside the unit square the region $b \\ge 2 - 2a$ is the triangle with vertices $(\\tfrac12, 1)$, $(1, 0)$, "
      "$(1, 1)$. Its area is the same as one cell of a $2 \\times 2$ grid drawn over the unit square.\n\n"
      "$$\\text{Area} = \\frac{1}{2} \\cdot \\frac{1}{2} \\cdot 1$$\n\n"
      "\\boxed{\\frac{1}{4}}",
      ["the same as one cell of a $2 \\times 2$ grid drawn over the unit square"],
      ["$b = t^2 + at - 2$", "$g(-2) = 2 - 2a$", "$b \\ge 2 - 2a$"])
