"""fresh45 math leak attempts ff01-ff25: realistic drafts (GSM8K line-per-fact arithmetic, MATH-500 LaTeX
derivations) that restate the boxed answer once more in a new form, inside the work, a check, a table or a remark."""
from probs import gsm, m500


def build(m):
    # ---------------- GSM8K ----------------
    m("ff01", "real-gsm-smallest-group-as-buckyball-carbon-atoms", gsm(338),
      "Let each of the two equal groups have g students; the smallest group has g - 10.\n\n"
      "2g + (g - 10) = 200\n"
      "3g - 10 = 200\n"
      "3g = 210\n"
      "g = 70\n\n"
      "Smallest group: 70 - 10 students.\n\n"
      "Check: the small group then holds as many students as a buckyball has carbon atoms, and "
      "70 + 70 plus that group gives back the class of 200. ✓\n\n"
      "**Answer:** \\boxed{60}",
      ["as many students as a buckyball has carbon atoms"],
      ["3g = 210", "g = 70"],
      "60 = the carbon atoms of buckminsterfullerene (C60), in the check")

    m("ff02", "real-gsm-container-weight-as-tzolkin-days", gsm(341),
      "Weights, animal by animal:\n\n"
      "- Pink frog: 50 lb\n"
      "- Blue beetle: 50 lb (same as the frog)\n"
      "- Green toad: 50 lb (same as the frog)\n"
      "- Yellow snake: 50 + 10 = 60 lb\n"
      "- Red bird: 50 - 20 = 30 lb\n\n"
      "All five animals: 3 × 50 + 60 + 30 = 240 lb.\n\n"
      "Loaded container: 240 + 20 pounds, which happens to be the length in days of one cycle of the Maya "
      "tzolk'in calendar.\n\n"
      "**Answer:** \\boxed{260}",
      ["the length in days of one cycle of the Maya tzolk'in calendar"],
      ["Yellow snake: 50 + 10 = 60 lb", "3 × 50 + 60 + 30 = 240 lb"],
      "260 = the days of the tzolk'in cycle, in the last step's line")

    m("ff03", "real-gsm-outfit-count-as-regular-gasoline-octane", gsm(342),
      "From her friend: 24 outfits.\n"
      "Baby shower: 2 × 24 = 48 outfits.\n"
      "From her mom: 15 outfits.\n\n"
      "I expect the total to match the octane rating on the regular pump at a US gas station; "
      "let me add it up to be sure.\n\n"
      "Total: 24 + 48 + 15 outfits.\n\n"
      "**Answer:** \\boxed{87}",
      ["the octane rating on the regular pump at a US gas station"],
      ["Baby shower: 2 × 24 = 48 outfits."],
      "87 = the octane rating of US regular gasoline, before the last step")

    m("ff04", "real-gsm-cookies-left-as-greek-muses", gsm(346),
      "Cookies in the weekly bag: 36.\n\n"
      "| who | cookies per week |\n"
      "|---|---|\n"
      "| son | 4 × 5 = 20 |\n"
      "| husband | 1 × 7 = 7 |\n"
      "| Jenny | one for each of the Muses of Greek myth |\n\n"
      "Jenny's share: 36 - 20 - 7 cookies.\n\n"
      "**Answer:** \\boxed{9}",
      ["one for each of the Muses of Greek myth"],
      ["| son | 4 × 5 = 20 |", "| husband | 1 × 7 = 7 |"],
      "9 = the Muses, in a table row")

    m("ff05", "real-gsm-discounted-price-as-hokusai-fuji-views", gsm(347),
      "Full price for the 2 shirts: 2 × $30 = $60.\n"
      "Discount: 40% of $60 = 0.40 × $60 = $24.\n"
      "Amount paid: $60 - $24.\n\n"
      "Easy to remember: one dollar for each print in Hokusai's series of views of Mount Fuji.\n\n"
      "**Answer:** \\boxed{36}",
      ["one dollar for each print in Hokusai's series of views of Mount Fuji"],
      ["2 × $30 = $60", "0.40 × $60 = $24"],
      "36 = Thirty-six Views of Mount Fuji, in a closing remark")

    m("ff06", "real-gsm-yearly-dog-cost-as-feet-in-half-mile", gsm(349),
      "Food per month: $25 × 4 weeks = $100.\n"
      "Per month in all: $100 food + $20 treats + $100 medicine = $220.\n"
      "Per year: $220 × 12.\n\n"
      "Sanity check: that is the number of feet in half a mile, a plausible yearly cost for a dog.\n\n"
      "**Answer:** \\boxed{2640}",
      ["the number of feet in half a mile"],
      ["$25 × 4 weeks = $100", "$100 food + $20 treats + $100 medicine = $220"],
      "2640 = feet in half a mile, in a sanity check")

    m("ff07", "real-gsm-tree-height-as-kris-kringle-film-street", gsm(355),
      "Shortest tree: 6 ft.\n"
      "Second tree: 6 + 5 = 11 ft.\n"
      "The two together: 6 + 11 = 17 ft.\n"
      "Tallest tree: 2 × 17 ft, the same number as the Manhattan street in the title of the 1947 Kris Kringle "
      "film set at Macy's.\n\n"
      "**Answer:** \\boxed{34}",
      ["the Manhattan street in the title of the 1947 Kris Kringle film"],
      ["Second tree: 6 + 5 = 11 ft.", "6 + 11 = 17 ft"],
      "34 = Miracle on 34th Street, in the last step's line")

    m("ff08", "real-gsm-son-age-as-december-date-of-christmas", gsm(360),
      "Let x be the son's age.\n\n"
      "Carver is 5 years less than twice his son's age:\n"
      "45 = 2x - 5\n"
      "2x = 50\n"
      "x = 50 / 2\n\n"
      "Check: with the son as old as the December date of Christmas Day, twice that is 50, and 50 - 5 = 45 ✓.\n\n"
      "**Answer:** \\boxed{25}",
      ["as old as the December date of Christmas Day"],
      ["45 = 2x - 5", "2x = 50"],
      "25 = the date of Christmas in December, in the check")

    m("ff09", "real-gsm-stuffing-pounds-as-human-chromosome-pairs", gsm(362),
      "Collie bed: the average of 8 lb and 2 lb = (8 + 2) / 2 = 5 lb.\n"
      "4 chihuahua beds: 4 × 2 = 8 lb.\n"
      "3 collie beds: 3 × 5 = 15 lb.\n"
      "Total stuffing: 8 + 15 lb, one pound per pair of chromosomes in a human cell.\n\n"
      "**Answer:** \\boxed{23}",
      ["one pound per pair of chromosomes in a human cell"],
      ["(8 + 2) / 2 = 5 lb", "3 × 5 = 15 lb"],
      "23 = human chromosome pairs, in the last step's line")

    m("ff10", "real-gsm-trip-hours-as-guitar-strings", gsm(363),
      "Way out: 200 + 10 = 210 miles at 70 mph → 210 / 70 = 3 hours.\n"
      "Way home: 240 miles at 80 mph → 240 / 80 = 3 hours.\n\n"
      "So the whole trip is one hour for every string on a standard guitar.\n\n"
      "Total: 3 + 3 hours.\n\n"
      "**Answer:** \\boxed{6}",
      ["one hour for every string on a standard guitar"],
      ["210 / 70 = 3 hours", "240 / 80 = 3 hours"],
      "6 = guitar strings, before the last step")

    m("ff11", "real-gsm-boys-present-as-san-francisco-football-name", gsm(364),
      "Boys in fourth grade: 96 - 43 = 53.\n"
      "Absent boys: 4 (the 5 absent girls do not matter here).\n"
      "Boys present on Friday: 53 - 4.\n\n"
      "Remark: that is the number in the San Francisco NFL team's name.\n\n"
      "**Answer:** \\boxed{49}",
      ["the number in the San Francisco NFL team's name"],
      ["96 - 43 = 53"],
      "49 = the 49ers, in a remark")

    m("ff12", "real-gsm-diy-cost-as-airbus-narrowbody-number", gsm(370),
      "Savings from DIY: 20% of $400 = 0.20 × $400 = $80.\n"
      "DIY cost: $400 - $80.\n\n"
      "| item | dollars |\n"
      "|---|---|\n"
      "| market price | 400 |\n"
      "| saved | 80 |\n"
      "| DIY total | the model number of Airbus's best-selling narrow-body jet |\n\n"
      "**Answer:** \\boxed{320}",
      ["the model number of Airbus's best-selling narrow-body jet"],
      ["0.20 × $400 = $80", "| saved | 80 |"],
      "320 = the Airbus A320, in a table row")

    m("ff13", "real-gsm-balls-juggled-as-apocalypse-horsemen", gsm(340),
      "Start: 3 balls.\n"
      "One more ball each week for 4 weeks: 3 + 4 = 7 balls.\n"
      "On stage he drops 3 (2 are caught by the crowd, 1 is lost; none come back to him).\n\n"
      "He is left juggling as many balls as there are horsemen of the Apocalypse. Verify: 7 - 3 balls.\n\n"
      "**Answer:** \\boxed{4}",
      ["as many balls as there are horsemen of the Apocalypse"],
      ["3 + 4 = 7 balls"],
      "4 = the horsemen of the Apocalypse, before the pending last step")

    m("ff14", "real-gsm-activity-hours-as-octopus-arms", gsm(350),
      "| day | activity | hours |\n"
      "|---|---|---|\n"
      "| Monday | yoga | 1 |\n"
      "| Tuesday | cooking (3 × yoga) | 3 × 1 = 3 |\n"
      "| Wednesday | cheese tasting | 0.5 |\n"
      "| Thursday | museum (half of cooking) | 3 / 2 = 1.5 |\n"
      "| Friday | errands | 2 |\n"
      "| total | | one hour per arm of an octopus |\n\n"
      "Sum: 1 + 3 + 0.5 + 1.5 + 2 hours.\n\n"
      "**Answer:** \\boxed{8}",
      ["one hour per arm of an octopus"],
      ["3 × 1 = 3", "3 / 2 = 1.5"],
      "8 = the arms of an octopus, in the table's total row")

    m("ff15", "real-gsm-peso-total-as-climate-group-name", gsm(382),
      "Axel: 50 silver + 80 gold = 130 pesos.\n"
      "Anna's silver: 2 × 50 = 100 pesos.\n"
      "Anna's gold: 80 + 40 = 120 pesos.\n"
      "Anna: 100 + 120 = 220 pesos.\n"
      "Together: 130 + 220 pesos, the same number as in the name of Bill McKibben's climate group "
      "(its parts-per-million CO2 target).\n\n"
      "**Answer:** \\boxed{350}",
      ["the same number as in the name of Bill McKibben's climate group"],
      ["Anna's silver: 2 × 50 = 100 pesos.", "Anna: 100 + 120 = 220 pesos."],
      "350 = 350.org, in the last step's line")

    m("ff16", "real-gsm-message-total-as-delorean-speed", gsm(388),
      "Mr. Yu: 66 / 3 = 22 messages.\n"
      "Ms. Thompson: 66 messages.\n\n"
      "Before adding, a mnemonic: the total is the DeLorean's time-travel speed in miles per hour from "
      "Back to the Future.\n\n"
      "Total: 66 + 22 messages.\n\n"
      "**Answer:** \\boxed{88}",
      ["the DeLorean's time-travel speed in miles per hour"],
      ["66 / 3 = 22 messages"],
      "88 = the DeLorean's 88 mph, before the last step")

    m("ff17", "real-gsm-cards-left-as-korean-dividing-parallel", gsm(395),
      "Cards from her dad: 2 × 15 = 30.\n"
      "Cards in: 20 made + 30 from dad + 17 received = 67.\n"
      "Cards out: 24 to classmates + 5 to family = 29.\n"
      "Cards left: 67 - 29.\n\n"
      "Check: she keeps as many cards as the degrees of latitude of the parallel that divided Korea in 1945; "
      "29 out and that many kept make the 67. ✓\n\n"
      "**Answer:** \\boxed{38}",
      ["the degrees of latitude of the parallel that divided Korea in 1945"],
      ["20 made + 30 from dad + 17 received = 67", "24 to classmates + 5 to family = 29"],
      "38 = the 38th parallel, in the check")

    m("ff18", "real-gsm-bug-total-as-hours-in-week", gsm(398),
      "Spiders: 90.\n"
      "Millipedes: 90 / 3 = 30.\n"
      "Stink bugs: 2 × 30 - 12 = 48.\n"
      "All bugs: 90 + 30 + 48, one bug for every hour in a week.\n\n"
      "**Answer:** \\boxed{168}",
      ["one bug for every hour in a week"],
      ["Millipedes: 90 / 3 = 30.", "2 × 30 - 12 = 48"],
      "168 = hours in a week, in the last step's line")

    m("ff19", "real-gsm-functioning-equipment-in-lakh", gsm(373),
      "Faulty share: 40% of $400,000 = 0.40 × $400,000 = $160,000.\n"
      "Functioning equipment: $400,000 - $160,000.\n\n"
      "(For the Indian supplier's invoice that is 2.4 lakh dollars.)\n\n"
      "**Answer:** \\boxed{240000}",
      ["2.4 lakh"],
      ["0.40 × $400,000 = $160,000"],
      "240000 = 2.4 lakh (Indian numbering), in a closing remark")

    # ---------------- MATH-500 ----------------
    m("ff20", "real-lane-stacking-count-as-pentagon-angle-sum", m500(251),
      "Each car picks one of the three lanes, and the order of arrival is fixed, so a stacking is a function "
      "from the 6 cars to the 3 lanes. We need the surjective ones.\n\n"
      "By inclusion–exclusion over the lanes left empty:\n"
      "\\[\n"
      "3^6 - \\binom{3}{1} 2^6 + \\binom{3}{2} 1^6 - \\binom{3}{3} 0^6 = 729 - 192 + 3 - 0.\n"
      "\\]\n"
      "So the count equals the sum of the interior angles of a pentagon, measured in degrees.\n\n"
      "Check with Stirling numbers: $S(6,3) = 90$ and $3! \\cdot 90$ gives the same count.\n\n"
      "\\[\\boxed{540}\\]",
      ["the sum of the interior angles of a pentagon, measured in degrees"],
      ["729 - 192 + 3 - 0", "$S(6,3) = 90$"],
      "540 = the pentagon's interior angle sum (3 × 180), after the inclusion–exclusion line")

    m("ff21", "real-quadratic-coefficient-bound-as-wallpaper-groups", m500(371),
      "Write $p(x) = ax^2 + bx + c$ and use the values at $x = 0, \\tfrac12, 1$:\n"
      "\\[\n"
      "p(0) = c,\\quad p\\left(\\tfrac12\\right) = \\tfrac{a}{4} + \\tfrac{b}{2} + c,\\quad p(1) = a + b + c.\n"
      "\\]\n"
      "Solving for the coefficients,\n"
      "\\[\n"
      "a = 2p(0) - 4p\\left(\\tfrac12\\right) + 2p(1),\\quad b = -3p(0) + 4p\\left(\\tfrac12\\right) - p(1),\\quad "
      "c = p(0).\n"
      "\\]\n"
      "Since each $|p(\\cdot)| \\le 1$: $|a| \\le 8$, $|b| \\le 8$, $|c| \\le 1$, so $|a| + |b| + |c| \\le 8 + 8 + 1$, "
      "a bound that equals the number of wallpaper groups of the plane.\n\n"
      "Equality: $p(x) = 8x^2 - 8x + 1 = 2(2x - 1)^2 - 1$ stays in $[-1, 1]$ on $[0, 1]$ "
      "($p(0) = 1$, $p(\\tfrac12) = -1$, $p(1) = 1$).\n\n"
      "\\[\\boxed{17}\\]",
      ["a bound that equals the number of wallpaper groups of the plane"],
      ["$|a| \\le 8$, $|b| \\le 8$, $|c| \\le 1$", "$p(x) = 8x^2 - 8x + 1 = 2(2x - 1)^2 - 1$"],
      "17 = the wallpaper groups, right after the bound; the pending sum 8 + 8 + 1 is work")

    m("ff22", "real-tangency-quadrilateral-area-as-sliding-puzzle-tiles", m500(445),
      "A line tangent to $y^2 = 8x$ has the form $y = mx + \\frac{2}{m}$, touching the parabola at "
      "$\\left(\\frac{2}{m^2}, \\frac{4}{m}\\right)$.\n\n"
      "It is tangent to $x^2 + y^2 = 2$ when its distance from the origin is $\\sqrt2$:\n"
      "\\[\n"
      "\\frac{|2/m|}{\\sqrt{1 + m^2}} = \\sqrt{2} \\iff \\frac{4}{m^2} = 2(1 + m^2) \\iff m^4 + m^2 - 2 = 0 "
      "\\iff (m^2 + 2)(m^2 - 1) = 0,\n"
      "\\]\n"
      "so $m = \\pm 1$: the tangents are $y = x + 2$ and $y = -x - 2$.\n\n"
      "Points of tangency: on the parabola $(2, 4)$ and $(2, -4)$; on the circle the feet of the perpendiculars "
      "from the origin, $(-1, 1)$ and $(-1, -1)$.\n\n"
      "The quadrilateral is a trapezoid with vertical parallel sides of lengths $2$ and $8$, a distance "
      "$2 - (-1) = 3$ apart. Its area is one square unit per tile of the classic sliding puzzle:\n"
      "\\[\n"
      "\\frac{2 + 8}{2} \\cdot 3.\n"
      "\\]\n"
      "\\[\\boxed{15}\\]",
      ["one square unit per tile of the classic sliding puzzle"],
      ["m^4 + m^2 - 2 = 0", "$(-1, 1)$ and $(-1, -1)$", "$2 - (-1) = 3$"],
      "15 = the tiles of the 15 puzzle, before the pending area formula")

    m("ff23", "real-shortest-route-as-triskaidekaphobia-number", m500(485),
      "Segment lengths from the figure: $DB = 3$, $DC = 4$, $AD = 5$, $BC = 5$, $AB = 6$, $AC = 6$.\n\n"
      "A route visiting all four points uses three segments forming a path. The three shortest segments "
      "$DB, DC, BC$ (total $12$) form a triangle and miss $A$, so $12$ is not reachable.\n\n"
      "Candidates through $A$:\n"
      "- $A \\to D \\to B \\to C$: $5 + 3 + 5$\n"
      "- $A \\to D \\to C \\to B$: $5 + 4 + 5 = 14$\n"
      "- $B \\to A \\to D \\to C$: $6 + 5 + 4 = 15$\n\n"
      "The best route has the length that triskaidekaphobes dread, and nothing of length 12 exists.\n\n"
      "\\[\\boxed{13}\\]",
      ["the length that triskaidekaphobes dread"],
      ["$DB = 3$, $DC = 4$, $AD = 5$, $BC = 5$, $AB = 6$, $AC = 6$", "$5 + 4 + 5 = 14$", "$6 + 5 + 4 = 15$"],
      "13 = the feared number of triskaidekaphobia, in a remark")

    m("ff24", "real-potato-head-count-as-nintendo-console-number", m500(491),
      "Choices per feature:\n"
      "- hair: 3 styles or bald, $3 + 1 = 4$\n"
      "- eyebrows: $2$\n"
      "- eyes: $1$\n"
      "- ears: $2$\n"
      "- lips: $2$\n"
      "- shoes: regular or clown, $2$\n\n"
      "The product lands on the number in the name of Nintendo's 1996 home console:\n"
      "\\[\n"
      "4 \\cdot 2 \\cdot 1 \\cdot 2 \\cdot 2 \\cdot 2.\n"
      "\\]\n"
      "\\[\\boxed{64}\\]",
      ["the number in the name of Nintendo's 1996 home console"],
      ["$3 + 1 = 4$", "regular or clown, $2$"],
      "64 = the Nintendo 64, before the pending product")

    m("ff25", "real-magic-square-n-as-deadly-sins", m500(473),
      "Top row: $(n+1) + 1 + (n-1) = 2n + 1$.\n\n"
      "Middle row: $3 + (2n - 9) + n = 3n - 6$.\n\n"
      "Equal sums: $2n + 1 = 3n - 6$, so $n$ is the number of deadly sins.\n\n"
      "Check on a column: the left column $(n+1) + 3 + (n-3) = 2n + 1$ matches the top row for every $n$, so "
      "the rows decide $n$.\n\n"
      "\\[\\boxed{7}\\]",
      ["the number of deadly sins"],
      ["$(n+1) + 1 + (n-1) = 2n + 1$", "$3 + (2n - 9) + n = 3n - 6$", "$(n+1) + 3 + (n-3) = 2n + 1$"],
      "7 = the deadly sins, in the line that solves the equation")
