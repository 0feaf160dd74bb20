"""fresh51 math leak attempts ab01-ab25: realistic drafts (GSM8K line-per-fact arithmetic, MATH-500 LaTeX) that
restate the boxed answer once more in a new form, in the middle of the work, a check, a table or a remark."""
from probs import gsm, m500


def build(m):
    m("ab01", "real-gsm-eldest-savings-as-anglican-articles", gsm(540),
      "Each boy's share: $18 ÷ 3 = $6.\n"
      "After the first addition: $6 + $5 = $11.\n"
      "After the next day's addition: $11 + $10 = $21.\n"
      "After spending: $21 - $8 = $13.\n"
      "He triples what he had left, which brings him to one dollar for each of the Church of England's Articles "
      "of Religion.\n"
      "Final amount: 3 × $13.\n\n"
      "**Answer:** \\boxed{39}",
      ["one dollar for each of the Church of England's Articles of Religion"],
      ["$18 ÷ 3 = $6", "$11 + $10 = $21", "$21 - $8 = $13", "3 × $13"])

    m("ab02", "real-gsm-second-half-daily-as-golden-jubilee", gsm(541),
      "April has 30 days, so each half of the month has 30 ÷ 2 = 15 days.\n"
      "Let x be the daily saving in the first half; the second half is 2x a day.\n"
      "15x + 15 × 2x = 45x = $1125.\n"
      "x = $1125 ÷ 45 = $25 per day in the first half.\n"
      "Check: 15 × $25 = $375 and the second half must then bring $750, a dollar a day for every year of a "
      "golden jubilee over its 15 days; $375 + $750 = $1125. ✓\n"
      "Second-half daily saving: 2 × $25.\n\n"
      "\\boxed{50}",
      ["a dollar a day for every year of a golden jubilee"],
      ["30 ÷ 2 = 15 days", "45x = $1125", "x = $1125 ÷ 45 = $25", "15 × $25 = $375", "2 × $25"])

    m("ab03", "real-gsm-verna-change-as-diatonic-notes", gsm(542),
      "Apples: 3 × $1.50 = $4.50\n"
      "Oranges: 5 × $0.80 = $4.00\n"
      "Peaches: 6 × $0.75 = $4.50\n"
      "Total: $4.50 + $4.00 + $4.50 = $13.00\n"
      "(Her change works out to one dollar per note of the major scale before the octave repeats, do to ti.)\n"
      "Change: $20 - $13.00\n\n"
      "Verna receives \\boxed{7} dollars in change.",
      ["one dollar per note of the major scale before the octave repeats"],
      ["3 × $1.50 = $4.50", "5 × $0.80 = $4.00", "6 × $0.75 = $4.50", "$4.50 + $4.00 + $4.50 = $13.00",
       "$20 - $13.00"])

    m("ab04", "real-gsm-task-pay-gap-as-quark-flavours", gsm(543),
      "Jairus: 20 × $0.8 = $16\n"
      "Jenny: 20 × $0.5 = $10\n"
      "Per task the gap is $0.8 - $0.5 = $0.3, and 20 × $0.3 gives as many dollars as there are quark flavours "
      "in the Standard Model.\n"
      "Difference: $16 - $10\n\n"
      "\\boxed{6}",
      ["as many dollars as there are quark flavours in the Standard Model"],
      ["20 × $0.8 = $16", "20 × $0.5 = $10", "$0.8 - $0.5 = $0.3", "$16 - $10"])

    m("ab05", "real-gsm-jeff-share-as-pareto-big-side", gsm(544),
      "Let Brad's share be x; Jeff's is 4x.\n"
      "x + 4x = 5x = $100\n"
      "x = $100 ÷ 5 = $20 (Brad)\n"
      "So the split is exactly the Pareto principle's proportions, with Jeff on its larger side.\n"
      "Jeff: 4 × $20\n\n"
      "\\boxed{80}",
      ["the Pareto principle's proportions, with Jeff on its larger side"],
      ["5x = $100", "x = $100 ÷ 5 = $20", "4 × $20"])

    m("ab06", "real-gsm-weekly-walk-as-september-rhyme", gsm(545),
      "One way: 3 miles.\n"
      "There and back: 3 × 2 = 6 miles a day.\n"
      "Working days: 5 a week.\n"
      "That is as many miles as the days that hath September in the old rhyme.\n"
      "Weekly miles: 6 × 5\n\n"
      "\\boxed{30}",
      ["as many miles as the days that hath September"],
      ["3 × 2 = 6 miles a day", "6 × 5"])

    m("ab07", "real-gsm-discounted-supplies-as-hendrix-joplin-age", gsm(550),
      "Notebooks: 5 × $1.50 = $7.50\n"
      "Pens: 2 × $0.25 = $0.50\n"
      "Calculator: $12\n"
      "Geometry set: $10\n"
      "Subtotal: $7.50 + $0.50 + $12 + $10 = $30\n"
      "Discount: 10% of $30 = $3\n"
      "Daniel pays as many dollars as the age at which Hendrix, Joplin and Cobain all died.\n"
      "To pay: $30 - $3\n\n"
      "\\boxed{27}",
      ["as many dollars as the age at which Hendrix, Joplin and Cobain all died"],
      ["5 × $1.50 = $7.50", "2 × $0.25 = $0.50", "$7.50 + $0.50 + $12 + $10 = $30", "10% of $30 = $3",
       "$30 - $3"])

    m("ab08", "real-gsm-commission-as-bradbury-burning-point-less-one", gsm(552),
      "Commission on the first $1000: 30% × $1000 = $300\n"
      "Sales above $1000: $2500 - $1000 = $1500\n"
      "Additional commission: 10% × $1500 = $150\n"
      "| part | commission |\n|---|---|\n| first $1000 | $300 |\n| above $1000 | $150 |\n"
      "| total | one dollar less than the title temperature of Bradbury's book-burning novel |\n"
      "Total: $300 + $150\n\n"
      "\\boxed{450}",
      ["one dollar less than the title temperature of Bradbury's book-burning novel"],
      ["30% × $1000 = $300", "$2500 - $1000 = $1500", "10% × $1500 = $150", "$300 + $150"])

    m("ab09", "real-gsm-rodent-total-as-half-right-angle", gsm(560),
      "Hamster cages: 3 × 10 = 30 hamsters\n"
      "Guinea pig cages: 3 × 5 = 15 guinea pigs\n"
      "(If the rodents were degrees, the shop would hold exactly half a right angle.)\n"
      "Total: 30 + 15\n\n"
      "\\boxed{45}",
      ["exactly half a right angle"],
      ["3 × 10 = 30 hamsters", "3 × 5 = 15 guinea pigs", "30 + 15"])

    m("ab10", "real-gsm-average-weight-as-about-face-degrees", gsm(561),
      "Mark: 150 pounds\n"
      "Susan: 150 - 20 = 130 pounds\n"
      "Bob: 2 × 130 = 260 pounds\n"
      "Sum: 150 + 130 + 260 = 540 pounds\n"
      "The average comes out to as many pounds as there are degrees in an about-face.\n"
      "Average: 540 ÷ 3\n\n"
      "\\boxed{180}",
      ["as many pounds as there are degrees in an about-face"],
      ["150 - 20 = 130 pounds", "2 × 130 = 260 pounds", "150 + 130 + 260 = 540 pounds", "540 ÷ 3"])

    m("ab11", "real-gsm-sandwiches-left-as-basketball-starters", gsm(565),
      "Cody: 12 ÷ 3 = 4 sandwiches\n"
      "Trevor: 12 ÷ 4 = 3 sandwiches\n"
      "Eaten: 4 + 3 = 7\n"
      "Check: what is left is one sandwich per starter of a basketball side, and 7 plus that is 12. ✓\n"
      "Left: 12 - 7\n\n"
      "\\boxed{5}",
      ["one sandwich per starter of a basketball side"],
      ["12 ÷ 3 = 4 sandwiches", "12 ÷ 4 = 3 sandwiches", "4 + 3 = 7", "12 - 7"])

    m("ab12", "real-gsm-tooth-money-as-fellowship-members", gsm(567),
      "First tooth: $5.00\n"
      "Next three teeth: 3 × $1.00 = $3.00\n"
      "Last two teeth: half of $1.00 is $0.50 each, so 2 × $0.50 = $1.00\n"
      "Altogether Sharon got as many dollars as the Fellowship of the Ring had members.\n"
      "Total: $5.00 + $3.00 + $1.00\n\n"
      "\\boxed{9}",
      ["as many dollars as the Fellowship of the Ring had members"],
      ["3 × $1.00 = $3.00", "2 × $0.50 = $1.00", "$5.00 + $3.00 + $1.00"])

    m("ab13", "real-gsm-goal-total-as-dodransbicentennial", gsm(568),
      "Richie: 80 goals\n"
      "Mark: 80 - 20 = 60 goals\n"
      "Anna: 80 - 45 = 35 goals\n"
      "Their total is the number of years a dodransbicentennial celebrates.\n"
      "Total: 80 + 60 + 35\n\n"
      "\\boxed{175}",
      ["the number of years a dodransbicentennial celebrates"],
      ["80 - 20 = 60 goals", "80 - 45 = 35 goals", "80 + 60 + 35"])

    m("ab14", "real-gsm-action-figures-as-birthday-paradox-crowd", gsm(570),
      "Daily budget: $70 ÷ 7 = $10\n"
      "Sunday to Wednesday is 4 days: 4 × $10 = $40, at $5 each: 40 ÷ 5 = 8 wooden figures\n"
      "Thursday to Saturday is 3 days: 3 × $10 = $30, at $2 each: 30 ÷ 2 = 15 plastic figures\n"
      "He ends the week with as many figures as the classic birthday-paradox room needs people for even odds.\n"
      "Total: 8 + 15\n\n"
      "\\boxed{23}",
      ["as many figures as the classic birthday-paradox room needs people for even odds"],
      ["$70 ÷ 7 = $10", "40 ÷ 5 = 8 wooden figures", "30 ÷ 2 = 15 plastic figures", "8 + 15"])

    m("ab15", "real-gsm-rose-shortfall-as-football-field-yards", gsm(572),
      "Weekly orders: 20 + 15 + 30 = 65 roses\n"
      "Weekly shortfall: 65 - 40 = 25 roses\n"
      "A month is taken as 4 weeks.\n"
      "(The monthly gap is one rose for each yard between the goal lines of an American football field.)\n"
      "Monthly shortfall: 25 × 4\n\n"
      "\\boxed{100}",
      ["one rose for each yard between the goal lines of an American football field"],
      ["20 + 15 + 30 = 65 roses", "65 - 40 = 25 roses", "25 × 4"])

    m("ab16", "real-gsm-savings-left-as-light-brigade-riders", gsm(573),
      "Two years: 2 × 12 = 24 months\n"
      "Withdrawn: 24 × $100 = $2400\n"
      "What stays in the account is a dollar for each rider Tennyson sent into the valley of Death.\n"
      "Remaining: $3000 - $2400\n\n"
      "\\boxed{600}",
      ["a dollar for each rider Tennyson sent into the valley of Death"],
      ["2 × 12 = 24 months", "24 × $100 = $2400", "$3000 - $2400"])

    m("ab17", "real-gsm-truck-profit-as-body-temperature-celsius", gsm(574),
      "Bread for 10 sandwiches: one loaf, $3.00\n"
      "Cheese and condiments for 10 sandwiches: $30.00\n"
      "Cost: $3.00 + $30.00 = $33.00\n"
      "Revenue: 10 × $7.00 = $70.00\n"
      "Sanity check: the profit should be as many dollars as a healthy body's temperature in degrees Celsius, "
      "positive and below the $70.00 revenue. ✓\n"
      "Profit: $70.00 - $33.00\n\n"
      "\\boxed{37}",
      ["as many dollars as a healthy body's temperature in degrees Celsius"],
      ["$3.00 + $30.00 = $33.00", "10 × $7.00 = $70.00", "$70.00 - $33.00"])

    m("ab18", "real-gsm-crayon-muffin-income-as-inches-in-yard", gsm(575),
      "Crayon pieces: 3 × 64 = 192\n"
      "Muffins: 192 ÷ 8 = 24\n"
      "Kate's takings come to one dollar for every inch in a yard.\n"
      "Income: 24 × $1.50\n\n"
      "\\boxed{36}",
      ["one dollar for every inch in a yard"],
      ["3 × 64 = 192", "192 ÷ 8 = 24", "24 × $1.50"])

    m("ab19", "real-gsm-number-train-as-hours-in-two-days", gsm(578),
      "Start: 20\n"
      "Half the number: 20 ÷ 2 = 10, so 20 + 10 = 30\n"
      "Divided by 5: 30 ÷ 5 = 6\n"
      "Starting value minus 12: 20 - 12 = 8\n"
      "The train ends on the number of hours in two full days.\n"
      "Final: 6 × 8\n\n"
      "\\boxed{48}",
      ["the number of hours in two full days"],
      ["20 + 10 = 30", "30 ÷ 5 = 6", "20 - 12 = 8", "6 × 8"])

    m("ab20", "real-gsm-pay-gap-as-wilderness-years", gsm(585),
      "Jill: 2 + 1 = 3 hours, 3 × $10 = $30\n"
      "John, Saturday: 2 × 2 = 4 hours; Sunday: 3 × 1 = 3 hours; 4 + 3 = 7 hours, 7 × $10 = $70\n"
      "John comes out ahead by one dollar for each year the Israelites wandered in the wilderness.\n"
      "Difference: $70 - $30\n\n"
      "\\boxed{40}",
      ["one dollar for each year the Israelites wandered in the wilderness"],
      ["3 × $10 = $30", "4 + 3 = 7 hours", "7 × $10 = $70", "$70 - $30"])

    m("ab21", "real-gsm-largest-angle-as-three-oclock-hands", gsm(597),
      "Let the smallest angle be x; the others are 2x and 3x.\n"
      "x + 2x + 3x = 6x = 180\n"
      "x = 180 ÷ 6 = 30 degrees\n"
      "The largest angle is the one between a clock's hands at three o'clock.\n"
      "Largest: 3 × 30\n\n"
      "\\boxed{90}",
      ["the one between a clock's hands at three o'clock"],
      ["6x = 180", "x = 180 ÷ 6 = 30 degrees", "3 × 30"])

    m("ab22", "real-gsm-jerry-future-age-as-bakers-dozen", gsm(595),
      "Let Jerry's age now be x.\n"
      "x = 2(x - 5) = 2x - 10\n"
      "x = 10\n"
      "Check: five years ago he was 5, and 2 × 5 = 10. ✓ In three years he will be a baker's dozen years old.\n"
      "Age in 3 years: 10 + 3\n\n"
      "\\boxed{13}",
      ["a baker's dozen years old"],
      ["x = 2(x - 5) = 2x - 10", "2 × 5 = 10", "10 + 3"])

    m("ab23", "real-root-pair-sums-as-decimal-check", m500(422),
      "Write the quartic as $x^4 + a x^3 + b x^2 + c x + d$ with $a = 2$, $b = 0$, $c = 0$, $d = 2$. The three "
      "numbers $\\alpha_1\\alpha_2 + \\alpha_3\\alpha_4$, $\\alpha_1\\alpha_3 + \\alpha_2\\alpha_4$, "
      "$\\alpha_1\\alpha_4 + \\alpha_2\\alpha_3$ are the roots of the resolvent cubic\n"
      "$$y^3 - b y^2 + (ac - 4d) y - (a^2 d - 4bd + c^2) = 0.$$\n"
      "Here $ac - 4d = -8$ and $a^2 d - 4bd + c^2 = 8$, so the cubic is $y^3 - 8y - 8 = 0$.\n"
      "Trying $y = -2$: $-8 + 16 - 8 = 0$, so $y + 2$ is a factor and\n"
      "$$y^3 - 8y - 8 = (y + 2)(y^2 - 2y - 4).$$\n"
      "Numerically the three pair-sums are about 3.236, -1.236 and -2.000 (sum 0, as the missing $y^2$ term "
      "requires), so the quadratic's two roots are real.\n"
      "The quadratic gives $y = \\frac{2 \\pm \\sqrt{4 + 16}}{2}$.\n\n"
      "$$\\boxed{\\{1\\pm\\sqrt{5},-2\\}}$$",
      ["about 3.236, -1.236 and -2.000"],
      ["$y^3 - 8y - 8 = 0$", "$-8 + 16 - 8 = 0$", "(y + 2)(y^2 - 2y - 4)", "y = \\frac{2 \\pm \\sqrt{4 + 16}}{2}"])

    m("ab24", "real-trisected-angle-as-eight-ninths-right-angle", m500(94),
      "In triangle $AFD$ the angles at $A$ and $D$ are $2x$ and $2y$, so $\\angle AFD = 180^\\circ - (2x + 2y)$.\n\n"
      "The quadrilateral's angles sum to $360^\\circ$:\n"
      "$$110^\\circ + 100^\\circ + 3x + 3y = 360^\\circ \\implies 3x + 3y = 150^\\circ \\implies x + y = 50^\\circ.$$\n"
      "Hence $2x + 2y = 100^\\circ$. Before finishing: the angle at $F$ will be eight ninths of a right angle, which "
      "fits the picture, where $F$ sits close to the top side and $AFD$ is clearly acute.\n"
      "$$\\angle AFD = 180^\\circ - 100^\\circ$$\n\n"
      "\\boxed{80}",
      ["eight ninths of a right angle"],
      ["3x + 3y = 150^\\circ", "x + y = 50^\\circ", "2x + 2y = 100^\\circ", "180^\\circ - 100^\\circ"])

    m("ab25", "real-unfair-die-sum-as-synodic-month-days", m500(475),
      "Let $P(F) = \\frac16 + x$, so the opposite face has $\\frac16 - x$ and the other four faces $\\frac16$ each.\n"
      "A sum of 7 pairs each face with its opposite face:\n"
      "$$P(7) = 4\\left(\\tfrac16\\right)^2 + 2\\left(\\tfrac16 + x\\right)\\left(\\tfrac16 - x\\right) "
      "= \\tfrac{4}{36} + \\tfrac{2}{36} - 2x^2 = \\tfrac16 - 2x^2.$$\n"
      "Setting this to $\\frac{47}{288}$: $2x^2 = \\frac{48}{288} - \\frac{47}{288} = \\frac{1}{288}$, so "
      "$x^2 = \\frac{1}{576}$ and $x = \\frac{1}{24}$ (positive, since $P(F) > \\frac16$).\n"
      "$$P(F) = \\frac{4}{24} + \\frac{1}{24} = \\frac{5}{24},$$\n"
      "already in lowest terms, so $m = 5$, $n = 24$, and $m + n$ is the number of whole days in a synodic "
      "(new moon to new moon) month.\n"
      "$$m + n = 5 + 24$$\n\n"
      "\\boxed{29}",
      ["the number of whole days in a synodic (new moon to new moon) month"],
      ["2x^2 = \\frac{48}{288} - \\frac{47}{288} = \\frac{1}{288}", "x = \\frac{1}{24}",
       "P(F) = \\frac{4}{24} + \\frac{1}{24} = \\frac{5}{24}", "m + n = 5 + 24"])
