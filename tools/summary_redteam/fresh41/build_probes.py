"""fresh41 math must-stay probes kkp01-kkp19: realistic GSM8K, MATH-500 and DeepMath drafts in which a value equal to the answer is a given
or an intermediate of the work; ``must_stay`` lists those substrings."""
from probs import dm, gsm, m500


def build(p):
    p("kkp01", "real-probe-gsm-microphones-twenty-percent-given", gsm(886),
      "Microphones: 50.\n"
      "Left without space: 20% of 50 = 0.20 × 50 = 10 microphones.\n"
      "Arranged: 50 − 10 = 40 microphones.\n"
      "Pairs: 40 / 2.\n\n"
      "He arranged \\boxed{20} pairs.",
      ["20% of 50", "0.20 × 50 = 10", "50 − 10 = 40", "40 / 2"],
      note="20% is a given; the answer 20 is a count of pairs")
    p("kkp02", "real-probe-gsm-sunscreen-four-hours-a-day-given", gsm(977),
      "She is outside 4 hours a day for 8 days: 4 × 8 = 32 hours.\n"
      "One ounce per hour: 32 ounces of sunscreen.\n"
      "Each bottle holds 8 ounces: 32 / 8.\n\n"
      "She needs \\boxed{4} bottles.",
      ["4 hours a day", "4 × 8 = 32", "32 / 8"],
      note="the 4 hours a day are a given; the answer 4 counts bottles")
    p("kkp03", "real-probe-gsm-corn-price-three-dollar-eggplant-given", gsm(771),
      "Eggplants: 20 × $3 = $60.\n"
      "Still needed from corn: $135 − $60 = $75.\n"
      "Ears of corn: 25, so the price per ear is $75 / 25.\n\n"
      "He should sell each ear for $\\boxed{3}$.",
      ["20 × $3 = $60", "$135 − $60 = $75", "$75 / 25"],
      note="$3 per eggplant is a given; the answer $3 is the corn price")
    p("kkp04", "real-probe-gsm-soup-two-dollar-prices-given", gsm(438),
      "Onions: 2 pounds doubled is 2 × 2 = 4 pounds.\n"
      "Onion cost: 4 × $2.00 = $8.00.\n"
      "Beef stock: 2 boxes × $2.00 = $4.00.\n"
      "Total: $8.00 + $4.00 = $12.00.\n"
      "Per serving: $12.00 / 6.\n\n"
      "The cost per serving is $\\boxed{2}$ dollars.",
      ["2 × 2 = 4 pounds", "4 × $2.00 = $8.00", "2 boxes × $2.00 = $4.00", "$12.00 / 6"],
      note="2 pounds, $2.00 a pound and 2 boxes are givens; the answer 2 is the cost per serving")
    p("kkp05", "real-probe-gsm-wilfred-age-akbar-three-given", gsm(996),
      "Total age: 20, four children, so the average is 20 / 4 = 5.\n"
      "Helene: 2 × 5 = 10.\n"
      "Akbar 3 and Alessandro 4.\n"
      "Wilfred: 20 − 10 − 3 − 4.\n\n"
      "Wilfred is \\boxed{3} years old.",
      ["Akbar 3", "20 − 10 − 3 − 4", "20 / 4 = 5"],
      note="Akbar's 3 is a given; the answer 3 is Wilfred's age")
    p("kkp06", "real-probe-gsm-relay-two-teams-given", gsm(183),
      "There are 2 teams, 4 runners each, 400 m per leg.\n"
      "Even team: 4 × 55 = 220 seconds.\n"
      "Other team: 60 + 57 + 54 + 51 = 222 seconds.\n"
      "Margin: 222 − 220.\n\n"
      "The faster team wins by \\boxed{2} seconds.",
      ["2 teams", "4 × 55 = 220", "60 + 57 + 54 + 51 = 222", "222 − 220"],
      note="the 2 teams are a given; the answer 2 is a margin in seconds")

    p("kkp07", "real-probe-gsm-pen-one-dollar-less-given", gsm(321),
      "Book: $4.\n"
      "Magazine: half of that, $4 / 2 = $2.\n"
      "Pen: $1 less than the magazine, $2 − $1.\n\n"
      "The pen costs $\\boxed{1}$.",
      ["$1 less than the magazine", "$4 / 2 = $2", "$2 − $1"],
      note="the $1 difference is a given; the answer $1 is the pen's price")
    p("kkp08", "real-probe-gsm-taffy-three-dollar-pound-given", gsm(410),
      "Taffy: first pound $3, second pound half off, $3 / 2 = $1.50; taffy total $3 + $1.50 = $4.50.\n"
      "Seashells: $1.50.\n"
      "Magnets: 4 × $0.25 = $1.00.\n"
      "Spent: $4.50 + $1.50 + $1.00 = $7.00.\n"
      "Left: $10 − $7.00.\n\n"
      "Sally has $\\boxed{3}$ left.",
      ["first pound $3", "$3 / 2 = $1.50", "$3 + $1.50 = $4.50", "$10 − $7.00"],
      note="the $3 taffy price is a given; the answer $3 is what is left")
    p("kkp09", "real-probe-gsm-apples-one-dollar-discount-given", gsm(466),
      "Becky: 20 × $0.45 = $9.00, minus the $1 discount: $8.00.\n"
      "Kelly: 20 × $0.50 = $10.00, minus 10%: $10.00 − $1.00 = $9.00.\n"
      "Kelly paid more by $9.00 − $8.00.\n\n"
      "\\boxed{1}",
      ["minus the $1 discount", "$10.00 − $1.00 = $9.00", "$9.00 − $8.00"],
      note="Becky's $1 discount and Kelly's $1.00 off are work; the answer 1 is the difference")
    p("kkp10", "real-probe-gsm-contacts-two-boxes-given", gsm(584),
      "One box: 90 contacts = 45 pairs.\n"
      "He buys 2 boxes: 2 × 45 = 90 pairs.\n"
      "Price: 2 × $100.00 = $200.00, with 10% off: $200.00 × 0.9 = $180.00.\n"
      "Per pair: $180.00 / 90.\n\n"
      "Each pair costs $\\boxed{2}$.",
      ["He buys 2 boxes", "2 × 45 = 90 pairs", "2 × $100.00 = $200.00", "$180.00 / 90"],
      note="the 2 boxes are a given; the answer $2 is a price per pair")
    p("kkp11", "real-probe-gsm-nut-mixtures-third-pound-given", gsm(659),
      "First mixture: 1/2 pound almonds × $10 = $5, 1/3 pound walnuts × $15 = $5; total $10.\n"
      "Second mixture: 1/5 pound almonds × $10 = $2, 1/3 pound walnuts × $15 = $5; total $7.\n"
      "Difference: $10 − $7.\n\n"
      "\\boxed{3}",
      ["1/3 pound walnuts × $15 = $5", "1/5 pound almonds × $10 = $2", "$10 − $7"],
      note="the 1/3 pound (twice) is a given; the answer is $3")
    p("kkp12", "real-probe-gsm-smores-one-apiece-given", gsm(731),
      "Kids: 9 × 2 = 18 smores.\n"
      "Adults: 6 × 1 = 6 smores (1 smore apiece).\n"
      "Needed: 18 + 6 = 24 smores.\n"
      "One box: 3 sleeves × 8 = 24 smores.\n"
      "Boxes: 24 / 24.\n\n"
      "They need \\boxed{1} box.",
      ["6 × 1 = 6 smores (1 smore apiece)", "3 sleeves × 8 = 24", "24 / 24"],
      note="1 smore apiece is a given; the answer is 1 box")
    p("kkp13", "real-probe-gsm-sunflowers-three-pounds-given", gsm(987),
      "Sunflowers: 4 × 3 pounds = 12 pounds.\n"
      "Carnations: 10 × 1.5 pounds = 15 pounds.\n"
      "Used: 12 + 15 = 27 pounds.\n"
      "Left: 30 − 27 pounds, and each rose needs 1 pound.\n\n"
      "They can plant \\boxed{3} roses.",
      ["4 × 3 pounds = 12 pounds", "12 + 15 = 27", "30 − 27 pounds"],
      note="the 3 pounds per sunflower is a given; the answer is 3 roses")
    p("kkp14", "real-probe-gsm-quiz-scores-seventy-listed-given", gsm(1231),
      "Scores: 50, 80, 80, 60, 40, 90, 100, 70, 60 (9 quizzes).\n"
      "Sum: 50 + 80 + 80 + 60 + 40 + 90 + 100 + 70 + 60 = 630.\n"
      "Mean: 630 / 9.\n\n"
      "Her mean score is \\boxed{70}.",
      ["50, 80, 80, 60, 40, 90, 100, 70, 60", "50 + 80 + 80 + 60 + 40 + 90 + 100 + 70 + 60 = 630", "630 / 9"],
      note="one listed score is 70 (a given); the answer 70 is the mean")
    p("kkp15", "real-probe-gsm-gum-grape-two-dollar-given", gsm(504),
      "Grape pack: $2.\n"
      "Green apple pack: half as much, $2 / 2 = $1.\n"
      "Strawberry packs together: $7 − $2 − $1 = $4.\n"
      "Two strawberry packs: $4 / 2.\n\n"
      "Each strawberry pack cost $\\boxed{2}$.",
      ["Grape pack: $2", "$2 / 2 = $1", "$7 − $2 − $1 = $4", "$4 / 2"],
      note="the grape pack's $2 is a given; the answer $2 is the strawberry price")
    p("kkp16", "real-probe-floor-cubic-intersection-six-coefficients", m500(188),
      "The first three terms are identical in $f$ and $g$, so $f(x) = g(x)$ reduces to the polynomial parts:\n"
      "$$72x^4 + 3x^3 - 6x^2 + 2x + 1 = 72x^4 + 4x^3 - 11x^2 - 6x + 13,$$\n"
      "i.e. $x^3 - 5x^2 - 8x + 12 = 0$. Trying $x = 1$: $1 - 5 - 8 + 12 = 0$, so\n"
      "$$x^3 - 5x^2 - 8x + 12 = (x - 1)(x^2 - 4x - 12) = (x - 1)(x - 6)(x + 2).$$\n"
      "The intersections are at $x = -2, 1, 6$; the largest is\n\n"
      "$$\\boxed{6}$$",
      ["- 6x^2 + 2x + 1", "- 11x^2 - 6x + 13", "(x - 1)(x^2 - 4x - 12) = (x - 1)(x - 6)(x + 2)", "x = -2, 1, 6"],
      note="the coefficients -6x^2 and -6x are givens and the root 6 in the factorization is work; the answer 6 is "
           "the largest root, stated again as the boxed value")
    p("kkp17", "real-probe-recursive-mod-five-table-of-ones", m500(150),
      "Compute rows of $f(i, j)$ for $j = 0, \\dots, 4$:\n\n"
      "| $i$ | $j=0$ | $1$ | $2$ | $3$ | $4$ |\n|---|---|---|---|---|---|\n"
      "| 0 | 1 | 2 | 3 | 4 | 0 |\n| 1 | 2 | 3 | 4 | 0 | 1 |\n| 2 | 3 | 0 | 2 | 4 | 1 |\n"
      "| 3 | 0 | 3 | 4 | 1 | 0 |\n| 4 | 3 | 1 | 3 | 1 | 3 |\n| 5 | 1 | 1 | 1 | 1 | 1 |\n\n"
      "Row 5 is constant: $f(5, j) = 1$ for all $j$. Then $f(6, 0) = f(5, 1) = 1$ and $f(6, j) = f(5, f(6, j-1)) = 1$, "
      "so every row from $i = 5$ on is constant, by induction.\n\n"
      "$$f(2015, 2) = \\boxed{1}$$",
      ["| 4 | 3 | 1 | 3 | 1 | 3 |", "| 0 | 1 | 2 | 3 | 4 | 0 |", "$f(6, 0) = f(5, 1) = 1$",
       "f(6, j) = f(5, f(6, j-1)) = 1"],
      note="the table's 1s, row 5 and the induction step are work; the answer 1 is f(2015, 2)")
    p("kkp18", "real-probe-dm-unitary-limit-operator-letter-in-work", dm(262),
      "Let $T_n \\to T$ in operator norm.\n\n"
      "*Linear and bounded.* $B(H, H)$ is a Banach space, so the norm limit $T$ is in it: $T$ is linear and bounded.\n\n"
      "*Adjoints.* $\\|T_n^* - T^*\\| = \\|T_n - T\\| \\to 0$, so $T_n^* \\to T^*$.\n\n"
      "*Unitary.* Multiplication is jointly continuous in norm, so\n"
      "$$T^*T = \\lim_n T_n^* T_n = I, \\qquad TT^* = \\lim_n T_n T_n^* = I.$$\n"
      "Hence $T$ is unitary.\n\n"
      "$$\\boxed{T}$$",
      ["$T$ is linear and bounded", "$\\|T_n^* - T^*\\| = \\|T_n - T\\| \\to 0$", "T^*T = \\lim_n T_n^* T_n = I",
       "Hence $T$ is unitary"],
      note="T names the operator throughout the proof; hiding it is over-hiding")
    p("kkp19", "real-probe-dm-supporting-functional-letter-in-work", dm(466),
      "$W - x$ is a linear subspace of dimension $n - 1$. Pick any nonzero linear functional $g$ with "
      "$\\ker g = W - x$; then $W = \\{y : g(y) = g(x)\\}$.\n\n"
      "$W$ meets $K$ only at $x$ and is meant as a supporting hyperplane there, so $K$ lies in one closed half-space "
      "of $W$: either $g \\le g(x)$ on $K$ or $g \\ge g(x)$ on $K$.\n\n"
      "Set $f = g$ if $g \\le g(x)$ on $K$ and $f = -g$ otherwise. Then $\\ker f = W - x$, so "
      "$W = \\{y \\in V : f(y) = f(x)\\}$, and $f(x) = \\sup_{y \\in K} f(y)$ because $x \\in K$.\n\n"
      "$$\\boxed{f}$$",
      ["Set $f = g$ if $g \\le g(x)$ on $K$ and $f = -g$ otherwise", "$\\ker f = W - x$",
       "$W = \\{y \\in V : f(y) = f(x)\\}$", "$f(x) = \\sup_{y \\in K} f(y)$"],
      note="f names the functional throughout the construction; hiding it is over-hiding")
