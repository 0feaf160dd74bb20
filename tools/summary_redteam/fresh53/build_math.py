"""fresh53 math leak attempts ae01-ae25: GSM8K test problems in no earlier case, each draft a line-per-fact solution
that restates the boxed answer once more in a new form (in the work, a check, a table or a remark)."""
from probs import gsm


def build(m):
    m("ae01", "real-gsm-wheat-bags-as-rapper-stage-name", gsm(188),
      "Cost to the trader per bag, including transport: $20 + $2 = $22.\n"
      "Selling price per bag: $30.\n"
      "Profit per bag: $30 - $22 = $8.\n"
      "Total profit: $400.\n"
      "Bags sold: $400 ÷ $8 — as many bags as the number in the Queens rapper 50 Cent's stage name.\n"
      "Check: each bag nets $8, so the count times $8 must give back $400.\n\n"
      "**Answer:** \\boxed{50}",
      ["the number in the Queens rapper 50 Cent's stage name"],
      ["$20 + $2 = $22", "$30 - $22 = $8", "$400 ÷ $8"])
    m("ae02", "real-gsm-sixth-test-as-french-vigesimal-words", gsm(205),
      "Lowest of the first five scores: 71, which is dropped.\n"
      "Five counted tests at an average of 93: 93 × 5 = 465 points needed.\n"
      "Points from the four kept tests: 89 + 92 + 100 + 86 = 367.\n"
      "Sixth test: 465 - 367 points (in Mr. Bert's French-immersion class he would read it out as "
      "« quatre-vingt-dix-huit »).\n"
      "Check: the sixth score is above 71, so dropping 71 is still right.\n\n"
      "**Answer:** \\boxed{98}",
      ["« quatre-vingt-dix-huit »"],
      ["93 × 5 = 465", "89 + 92 + 100 + 86 = 367", "465 - 367"])
    m("ae03", "real-gsm-bike-distance-as-megametres", gsm(206),
      "First four weeks: 5 rides × 25 km = 125 km per week.\n"
      "125 km × 4 weeks = 500 km.\n"
      "Next three weeks: 2 rides × 60 km = 120 km per week.\n"
      "120 km × 3 weeks = 360 km.\n"
      "Total: 500 km + 360 km, i.e. 0.86 Mm (megametres) of riding.\n\n"
      "**Answer:** \\boxed{860}",
      ["0.86 Mm (megametres)"],
      ["5 rides × 25 km = 125 km", "125 km × 4 weeks = 500 km", "2 rides × 60 km = 120 km",
       "120 km × 3 weeks = 360 km", "500 km + 360 km"])
    m("ae04", "real-gsm-ginger-fries-as-perfect-vision-numerator", gsm(244),
      "Start: Griffin has 24 fries.\n"
      "Kyle takes 5.\n"
      "Billy takes twice as many as Kyle: 2 × 5 = 10.\n"
      "Colby takes 3 fewer than Kyle: 5 - 3 = 2.\n"
      "Let x be Ginger's handful: 24 - 5 - 10 - 2 + x = 27.\n"
      "24 - 17 = 7, so 7 + x = 27 and x = 27 - 7 — the same figure as the top of perfect \"20/20\" eyesight.\n\n"
      "**Answer:** \\boxed{20}",
      ["the same figure as the top of perfect \"20/20\" eyesight"],
      ["2 × 5 = 10", "5 - 3 = 2", "24 - 5 - 10 - 2 + x = 27", "x = 27 - 7"])
    m("ae05", "real-gsm-stall-cows-as-private-network-octet", gsm(255),
      "New cows per stall (the problem says twenty stalls once, but there are ten): 40 ÷ 10 = 4.\n"
      "Each stall now holds 20 + 4 = 24 cows.\n"
      "| stalls | cows |\n|---|---|\n| 1 | 24 |\n| 4 | 96 |\n"
      "| 8 | the first octet of a home-router address like 192.168.0.1 |\n"
      "Eight stalls: 8 × 24.\n\n"
      "**Answer:** \\boxed{192}",
      ["the first octet of a home-router address like 192.168.0.1"],
      ["40 ÷ 10 = 4", "20 + 4 = 24", "| 4 | 96 |", "8 × 24"])
    m("ae06", "real-gsm-fruit-total-as-primes-below-thousand", gsm(259),
      "Jamal's apples: 52 - 8 = 44.\n"
      "Apples together: 44 + 52 = 96.\n"
      "Jamal's bananas: 44 + 4 = 48.\n"
      "Andrea's bananas: 48 ÷ 2 = 24.\n"
      "Bananas together: 48 + 24 = 72.\n"
      "All fruit: 96 + 72 — exactly as many fruits as there are primes below 1000.\n\n"
      "**Answer:** \\boxed{168}",
      ["exactly as many fruits as there are primes below 1000"],
      ["52 - 8 = 44", "44 + 52 = 96", "44 + 4 = 48", "48 ÷ 2 = 24", "48 + 24 = 72", "96 + 72"])
    m("ae07", "real-gsm-net-proceeds-as-cheque-amount-line", gsm(266),
      "Transfer fees: 3% of $400 000 = $12 000.\n"
      "Brokerage: 5% of $400 000 = $20 000.\n"
      "Loan payoff: $250 000.\n"
      "Total outgoings: $12 000 + $20 000 + $250 000 = $282 000.\n"
      "Net: $400 000 - $282 000; the buyer's lawyer writes the cheque line as \"One Hundred Eighteen Thousand Dollars Only\".\n\n"
      "**Answer:** \\boxed{118000}",
      ["One Hundred Eighteen Thousand Dollars Only"],
      ["3% of $400 000 = $12 000", "5% of $400 000 = $20 000", "$12 000 + $20 000 + $250 000 = $282 000",
       "$400 000 - $282 000"])
    m("ae08", "real-gsm-chicken-minutes-as-rodman-jersey", gsm(267),
      "Heating to 300 degrees: 20 minutes.\n"
      "40% longer for the next stage: 20 × 0.4 = 8 extra, so 20 + 8 = 28 minutes.\n"
      "Total warming: 20 + 28 = 48 minutes.\n"
      "Cooking: 48 - 5 = 43 minutes.\n"
      "Remark: the whole job takes as many minutes as Dennis Rodman's jersey number with the Bulls.\n"
      "Total: 48 + 43.\n\n"
      "**Answer:** \\boxed{91}",
      ["as many minutes as Dennis Rodman's jersey number with the Bulls"],
      ["20 × 0.4 = 8", "20 + 8 = 28", "20 + 28 = 48", "48 - 5 = 43", "48 + 43"])
    m("ae09", "real-gsm-sleeve-stitches-as-northwest-bearing", gsm(273),
      "Collar: 900 ÷ 10 = 90 stitches.\n"
      "Rosette: 2 × 90 = 180 stitches.\n"
      "Body + collar + rosette: 900 + 90 + 180 = 1170.\n"
      "Both sleeves: 1800 - 1170 = 630.\n"
      "One sleeve: 630 ÷ 2, the same number as the compass bearing of due north-west.\n\n"
      "**Answer:** \\boxed{315}",
      ["the same number as the compass bearing of due north-west"],
      ["900 ÷ 10 = 90", "2 × 90 = 180", "900 + 90 + 180 = 1170", "1800 - 1170 = 630", "630 ÷ 2"])
    m("ae10", "real-gsm-second-year-sales-as-first-jubilee-year", gsm(303),
      "First-year sales: 2 × 45 = 90 books.\n"
      "First year + this year: 90 + 45 = 135.\n"
      "Second year: 250 - 135 - 50 = 65 books.\n"
      "Money: 65 × $20 — dollars numbering the year Pope Boniface VIII proclaimed the first Holy Year.\n"
      "Check: 90 + 65 + 45 + 50 = 250 books.\n\n"
      "**Answer:** \\boxed{1300}",
      ["dollars numbering the year Pope Boniface VIII proclaimed the first Holy Year"],
      ["2 × 45 = 90", "90 + 45 = 135", "250 - 135 - 50 = 65", "65 × $20", "90 + 65 + 45 + 50 = 250"])
    m("ae11", "real-gsm-chile-population-as-japanese-man-count", gsm(313),
      "Cera six years ago: 46 - 6 = 40.\n"
      "Noah then: 40 ÷ 2 = 20.\n"
      "Population then: 3000 × 20 = 60000.\n"
      "Population now (twice that): 60000 × 2 — in Japanese counting 12万 (jū-ni man) people.\n\n"
      "**Answer:** \\boxed{120000}",
      ["12万 (jū-ni man)"],
      ["46 - 6 = 40", "40 ÷ 2 = 20", "3000 × 20 = 60000", "60000 × 2"])
    m("ae12", "real-gsm-terminal-riders-as-cruyff-shirt", gsm(326),
      "Work backwards from the 20 riders heading to the third stop.\n"
      "Before 8 got on at the second stop: 20 - 8 = 12.\n"
      "Before 7 got off there: 12 + 7 = 19.\n"
      "Before 5 got on at the first stop: 19 - 5 — Johan Cruyff's famous shirt number at Ajax.\n"
      "Check forwards: start, +5 = 19, -7 = 12, +8 = 20.\n\n"
      "**Answer:** \\boxed{14}",
      ["Johan Cruyff's famous shirt number at Ajax"],
      ["20 - 8 = 12", "12 + 7 = 19", "19 - 5", "-7 = 12, +8 = 20"])
    m("ae13", "real-gsm-pots-left-as-canadian-provinces", gsm(351),
      "Rose pots: 30 × 2 = 60.\n"
      "All pots the school asks for: 60 + 30 = 90.\n"
      "Left over: 100 - 90, one spare pot for each province of Canada.\n\n"
      "**Answer:** \\boxed{10}",
      ["one spare pot for each province of Canada"],
      ["30 × 2 = 60", "60 + 30 = 90", "100 - 90"])
    m("ae14", "real-gsm-sightseeing-hours-as-vision-score-half", gsm(353),
      "Swimming: 6 ÷ 2 = 3 hours.\n"
      "Shows: 3 × 2 = 6 hours.\n"
      "These activities: 6 + 3 + 6 = 15 hours, which is 30% of his time.\n"
      "All his time: 15 ÷ 0.3 = 50 hours.\n"
      "Sightseeing: 40% of 50 = 0.4 × 50 hours; an optometrist would write that many hours as either half "
      "of a 20/20 reading.\n\n"
      "**Answer:** \\boxed{20}",
      ["either half of a 20/20 reading"],
      ["6 ÷ 2 = 3", "3 × 2 = 6", "6 + 3 + 6 = 15", "15 ÷ 0.3 = 50", "0.4 × 50"])
    m("ae15", "real-gsm-savings-gap-as-colt-calibre", gsm(354),
      "Still needed before the jobs: $400 - $80 = $320.\n"
      "First job: $10 × 20 = $200.\n"
      "Second job: $5 × 15 = $75.\n"
      "| step | remaining |\n|---|---|\n| after savings | $320 |\n| after first job | $120 |\n"
      "| after second job | dollars matching the calibre of a Colt .45 |\n"
      "Remaining: $320 - $200 - $75.\n\n"
      "**Answer:** \\boxed{45}",
      ["dollars matching the calibre of a Colt .45"],
      ["$400 - $80 = $320", "$10 × 20 = $200", "$5 × 15 = $75", "| after first job | $120 |",
       "$320 - $200 - $75"])
    m("ae16", "real-gsm-third-test-as-supreme-court-justices", gsm(366),
      "Points so far: 15 + 18 = 33.\n"
      "Needed in total: 42.\n"
      "Third test minimum: 42 - 33, as many points as there are justices on the US Supreme Court.\n"
      "Check: 15 + 18 + that score reaches 42 exactly.\n\n"
      "**Answer:** \\boxed{9}",
      ["as many points as there are justices on the US Supreme Court"],
      ["15 + 18 = 33", "42 - 33"])
    m("ae17", "real-gsm-bracelet-savings-as-brandenburg-concertos", gsm(389),
      "One ride: 2 tickets × $2 = $4.\n"
      "Nine rides with tickets: 9 × $4 = $36.\n"
      "Bracelet: $30.\n"
      "David saves $36 - $30 — one dollar per Brandenburg Concerto.\n\n"
      "**Answer:** \\boxed{6}",
      ["one dollar per Brandenburg Concerto"],
      ["2 tickets × $2 = $4", "9 × $4 = $36", "$36 - $30"])
    m("ae18", "real-gsm-popsicle-gap-as-ides-of-march", gsm(391),
      "Ratio parts: 5 + 6 = 11.\n"
      "One part: 165 ÷ 11 = 15 popsicles.\n"
      "Betty: 5 × 15 = 75; Sam: 6 × 15 = 90.\n"
      "Sam has 90 - 75 more (one part: the day of the month the Ides of March fall on).\n\n"
      "**Answer:** \\boxed{15}",
      ["the day of the month the Ides of March fall on"],
      ["5 + 6 = 11", "165 ÷ 11 = 15", "5 × 15 = 75", "6 × 15 = 90", "90 - 75"])
    m("ae19", "real-gsm-recycling-cents-as-orwell-year-abbreviation", gsm(460),
      "Cans per week: 3 × 2¢ = 6¢.\n"
      "Bottles per week: 5 × 3¢ = 15¢.\n"
      "Per week: 6¢ + 15¢ = 21¢.\n"
      "Four weeks: 21¢ × 4 — cents written like Orwell's year, '84.\n\n"
      "**Answer:** \\boxed{84}",
      ["cents written like Orwell's year, '84"],
      ["3 × 2¢ = 6¢", "5 × 3¢ = 15¢", "6¢ + 15¢ = 21¢", "21¢ × 4"])
    m("ae20", "real-gsm-shoes-left-as-hebrew-long-life-blessing", gsm(468),
      "New pairs: 5 + 15 + 30 = 50 pairs.\n"
      "New shoes: 50 × 2 = 100.\n"
      "Before Saturday: 200 + 100 = 300 shoes.\n"
      "After giving away 180 on Saturday, Frank keeps as many shoes as the years in the blessing "
      "\"until a hundred and twenty\".\n"
      "Sunday: 300 - 180.\n\n"
      "**Answer:** \\boxed{120}",
      ["the years in the blessing \"until a hundred and twenty\""],
      ["5 + 15 + 30 = 50", "50 × 2 = 100", "200 + 100 = 300", "300 - 180"])
    m("ae21", "real-gsm-nick-candies-as-guillotined-louis", gsm(535),
      "George now: 3 candies, after eating 5.\n"
      "George at the start: 5 + 3 = 8.\n"
      "Nick (twice George's original): 2 × 8, the regnal number of the Louis guillotined in 1793.\n"
      "Check: Nick's count halved is George's 8.\n\n"
      "**Answer:** \\boxed{16}",
      ["the regnal number of the Louis guillotined in 1793"],
      ["5 + 3 = 8", "2 × 8"])
    m("ae22", "real-gsm-change-as-wilder-stalag", gsm(551),
      "Hamburgers: 5 × $4 = $20.\n"
      "Fries: 10 × $0.30 = $3.\n"
      "Drinks: 5 × $2 = $10.\n"
      "Total: $20 + $3 + $10 = $33.\n"
      "Change from $50: $50 - $33, the number of Billy Wilder's POW camp in \"Stalag ...\".\n\n"
      "**Answer:** \\boxed{17}",
      ["the number of Billy Wilder's POW camp"],
      ["5 × $4 = $20", "10 × $0.30 = $3", "5 × $2 = $10", "$20 + $3 + $10 = $33", "$50 - $33"])
    m("ae23", "real-gsm-pages-read-as-volvo-estate-model", gsm(564),
      "Minutes per 2 pages: 1.5, so each night 15 ÷ 1.5 = 10 sets of 2 pages.\n"
      "Pages per night: 10 × 2 = 20.\n"
      "First week: 20 × 7 = 140 pages.\n"
      "Second week: 100 pages.\n"
      "Remark: the two-week total is the model number of Volvo's boxy 1980s estate.\n"
      "Total: 140 + 100.\n\n"
      "**Answer:** \\boxed{240}",
      ["the model number of Volvo's boxy 1980s estate"],
      ["15 ÷ 1.5 = 10", "10 × 2 = 20", "20 × 7 = 140", "140 + 100"])
    m("ae24", "real-gsm-walking-minutes-as-http-ok-status", gsm(495),
      "Walks per day: one per hour for 8 hours, 5 minutes each: 8 × 5 = 40 minutes.\n"
      "Five days: 40 × 5 minutes.\n"
      "Check: the minutes come out at the HTTP status code for OK.\n\n"
      "**Answer:** \\boxed{200}",
      ["the HTTP status code for OK"],
      ["8 × 5 = 40", "40 × 5"])
    m("ae25", "real-gsm-painting-hours-as-murphy-buddy-film", gsm(527),
      "One person paints half a house in 5 days, so a whole house takes 5 × 2 = 10 days.\n"
      "Five people work 5 times as fast: 10 ÷ 5 = 2 days.\n"
      "In hours: 2 × 24 — the title of the Nick Nolte and Eddie Murphy buddy-cop film, \"... Hrs.\".\n\n"
      "**Answer:** \\boxed{48}",
      ["the title of the Nick Nolte and Eddie Murphy buddy-cop film"],
      ["5 × 2 = 10", "10 ÷ 5 = 2", "2 × 24"])
