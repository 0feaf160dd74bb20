"""fresh43 math leak attempts hh01-hh35: GSM8K line-per-fact drafts (hh01-hh26) and MATH-500 LaTeX derivations
(hh27-hh35), each restating the boxed answer once more in a new form (a described well-known count, a coin breakdown,
a prime factorisation, gradians, ...) inside the work, a check, a table or a remark."""
from probs import gsm, m500


def build(m):
    m("hh01", "real-gsm-cake-total-as-music-man-trombones", gsm(208),
      "Monday: Rose buys 4 cakes.\n"
      "Tuesday: three times Monday's number, 3 × 4 = 12 cakes.\n"
      "Wednesday: 5 times Tuesday's number, 5 × 12 = 60 cakes.\n"
      "That makes as many cakes as there are trombones in the big parade song of The Music Man, since\n"
      "all three days together: 4 + 12 + 60\n\n"
      "\\boxed{76}",
      ["trombones in the big parade song of The Music Man"],
      ["3 × 4 = 12 cakes", "5 × 12 = 60 cakes", "4 + 12 + 60"])

    m("hh02", "real-gsm-advertising-total-as-verne-leagues", gsm(223),
      "First year: the company spends $15000 on advertising.\n"
      "Second year: a third of that, 15000 / 3 = $5000.\n"
      "Two-year total: 15000 + 5000 dollars (the number of leagues in the title of Jules Verne's undersea novel).\n\n"
      "\\boxed{20000}",
      ["the number of leagues in the title of Jules Verne's undersea novel"],
      ["15000 / 3 = $5000", "15000 + 5000"])

    m("hh03", "real-gsm-rental-total-as-darts-ton-eighty-row", gsm(224),
      "Carlos: $30 per hour × 3 hours = $90.\n"
      "Benji: $18 per hour × 5 hours = $90.\n\n"
      "| renter | rate | hours | cost |\n"
      "|---|---|---|---|\n"
      "| Carlos (canoe) | $30 | 3 | $90 |\n"
      "| Benji (banana boat) | $18 | 5 | $90 |\n"
      "| together | | | a ton-eighty, as the darts commentators say |\n\n"
      "Together they pay $90 + $90.\n\n"
      "\\boxed{180}",
      ["a ton-eighty, as the darts commentators say"],
      ["$30 per hour × 3 hours = $90", "$18 per hour × 5 hours = $90", "$90 + $90"])

    m("hh04", "real-gsm-water-card-percent-as-spine-vertebrae", gsm(226),
      "Fire type: 30 cards (unchanged).\n"
      "Grass type: 20 + 14 = 34 cards.\n"
      "Water type: 40 - 8 = 32 cards.\n"
      "Total: 30 + 34 + 32 = 96 cards.\n"
      "Chance of water: 32 / 96 = 1/3 ≈ 0.333, which rounds to as many percent as a human spine has vertebrae "
      "(counting the fused ones one by one).\n"
      "As a percent to the nearest integer: 100 × 32 / 96, rounded.\n\n"
      "\\boxed{33}",
      ["as many percent as a human spine has vertebrae"],
      ["20 + 14 = 34 cards", "40 - 8 = 32 cards", "30 + 34 + 32 = 96 cards", "32 / 96 = 1/3"],
      "≈ 0.333 is the unrounded probability (work); the rounding to the answer is the last step")

    m("hh05", "real-gsm-party-share-as-adult-teeth", gsm(247),
      "Cake ingredients: $12\n"
      "Presents: $43\n"
      "Decorations: $15\n"
      "Invitations: $4\n"
      "Goodie bags: $22\n"
      "Total: 12 + 43 + 15 + 4 + 22 = $96\n"
      "Split three ways (Isabelle and her two parents): 96 / 3.\n"
      "Each share is one dollar per tooth in a full adult set of teeth, wisdom teeth included.\n\n"
      "\\boxed{32}",
      ["one dollar per tooth in a full adult set of teeth"],
      ["12 + 43 + 15 + 4 + 22 = $96", "96 / 3"])

    m("hh06", "real-gsm-onion-cost-as-perfect-bowling-game", gsm(248),
      "Weight: 4 bags × 50 pounds = 200 pounds.\n"
      "Check on the price: 100 pounds cost 100 × $1.50 = $150, so 200 pounds cost twice that, in dollars the same "
      "figure as a perfect game in ten-pin bowling.\n"
      "Cost: 200 × $1.50.\n\n"
      "\\boxed{300}",
      ["the same figure as a perfect game in ten-pin bowling"],
      ["4 bags × 50 pounds = 200 pounds", "100 × $1.50 = $150", "200 × $1.50"])

    m("hh07", "real-gsm-third-class-boys-as-haiku-syllables", gsm(250),
      "Students: 3 classes × 20 = 60.\n"
      "Girls in the school: 50% of 60 = 30.\n"
      "Girls in the first two classes: 15 + 12 = 27.\n"
      "Girls in the third class: 30 - 27 = 3.\n"
      "Boys in the third class: 20 - 3, one boy per syllable of a haiku.\n\n"
      "\\boxed{17}",
      ["one boy per syllable of a haiku"],
      ["3 classes × 20 = 60", "15 + 12 = 27", "30 - 27 = 3", "20 - 3"])

    m("hh08", "real-gsm-hunt-total-as-sheldon-best-number", gsm(252),
      "Last night: 10 wolves + 15 cougars = 25 animals.\n"
      "Today's cougars: 15 - 3 = 12.\n"
      "Today's wolves: 3 × 12 = 36.\n"
      "Today: 36 + 12 = 48 animals.\n"
      "Both hunts: 25 + 48 (the number Sheldon Cooper calls the best number).\n\n"
      "\\boxed{73}",
      ["the number Sheldon Cooper calls the best number"],
      ["10 wolves + 15 cougars = 25 animals", "15 - 3 = 12", "3 × 12 = 36", "25 + 48"])

    m("hh09", "real-gsm-elevator-floor-as-uk-voting-age", gsm(253),
      "Starting floor: 3.\n"
      "Four times the starting floor: 4 × 3 = 12.\n"
      "Plus 6: 12 + 6.\n"
      "Check: Bill ends on the floor numbered like the voting age in the UK, and (that floor - 6) / 4 = 3 gives "
      "back the start.\n\n"
      "\\boxed{18}",
      ["the floor numbered like the voting age in the UK"],
      ["4 × 3 = 12", "12 + 6"])

    m("hh10", "real-gsm-slide-runs-as-uranus-orbit-years", gsm(254),
      "Mitchel: 30 times.\n"
      "Anne: 30% less than Mitchel, 30 × 0.7 = 21 times.\n"
      "Robert: 4 times as much as Anne, 4 × 21, one run per Earth year of Uranus's orbit around the Sun.\n\n"
      "\\boxed{84}",
      ["one run per Earth year of Uranus's orbit around the Sun"],
      ["30 × 0.7 = 21 times", "4 × 21"])

    m("hh11", "real-gsm-piggy-bank-dollars-as-vinyl-single-rpm", gsm(256),
      "Pennies: 100 × $0.01 = $1.00\n"
      "Nickels: 40 × $0.05 = $2.00\n"
      "Dimes: 20 × $0.10 = $2.00\n"
      "Dollar bills: 40 × $1 = $40.00\n"
      "Coins come to $5.00, so with the bills the bank holds as many dollars as a 7-inch vinyl single turns per "
      "minute.\n"
      "Total: 1 + 2 + 2 + 40\n\n"
      "\\boxed{45}",
      ["as many dollars as a 7-inch vinyl single turns per minute"],
      ["100 × $0.01 = $1.00", "40 × $0.05 = $2.00", "20 × $0.10 = $2.00", "1 + 2 + 2 + 40"])

    m("hh12", "real-gsm-flour-cups-as-kfc-herbs-and-spices", gsm(260),
      "Flour rate: 2 cups per 12 cookies.\n"
      "Today: 36 / 12 = 3 batches, 3 × 2 = 6 cups.\n"
      "Tomorrow: 30 / 12 = 2.5 batches, 2.5 × 2 = 5 cups.\n"
      "Both days: 6 + 5 cups, as many cups as the Colonel's secret blend has herbs and spices.\n\n"
      "\\boxed{11}",
      ["as many cups as the Colonel's secret blend has herbs and spices"],
      ["36 / 12 = 3 batches", "2.5 × 2 = 5 cups", "6 + 5 cups"])

    m("hh13", "real-gsm-combined-money-as-http-bad-request", gsm(264),
      "Carmen: $100.\n"
      "Samantha: 100 + 25 = $125.\n"
      "Daisy: 125 + 50 = $175.\n"
      "Combined: 100 + 125 + 175 dollars. (A web developer would recognise the total: it is the HTTP status code "
      "for Bad Request.)\n\n"
      "\\boxed{400}",
      ["the HTTP status code for Bad Request"],
      ["100 + 25 = $125", "125 + 50 = $175", "100 + 125 + 175"])

    m("hh14", "real-gsm-blue-golf-balls-as-beatles", gsm(269),
      "Balls: 16.\n"
      "Golf balls: half of 16, 16 / 2 = 8.\n"
      "Blue golf balls: half of the golf balls, 8 / 2, one blue golf ball per Beatle.\n\n"
      "\\boxed{4}",
      ["one blue golf ball per Beatle"],
      ["16 / 2 = 8", "8 / 2"])

    m("hh15", "real-gsm-window-total-as-icosahedral-die-faces", gsm(271),
      "| item | count |\n"
      "|---|---|\n"
      "| bedrooms | 2 houses × 3 = 6 |\n"
      "| bedroom windows | 6 × 2 = 12 |\n"
      "| other windows | 2 houses × 4 = 8 |\n"
      "| all windows | one per face of an icosahedral d20 die |\n\n"
      "Total windows: 12 + 8.\n\n"
      "\\boxed{20}",
      ["one per face of an icosahedral d20 die"],
      ["2 houses × 3 = 6", "6 × 2 = 12", "2 houses × 4 = 8", "12 + 8"])

    m("hh16", "real-gsm-letter-d-cards-as-baseball-innings", gsm(276),
      "Letter A: 2/5 × 80 = 32 cards.\n"
      "Remaining: 80 - 32 = 48.\n"
      "Letter B: 1/2 × 48 = 24 cards.\n"
      "Rest: 48 - 24 = 24.\n"
      "Letter C: 5/8 × 24 = 15 cards.\n"
      "Letter D: 24 - 15, as many cards as there are innings in a regulation baseball game.\n\n"
      "\\boxed{9}",
      ["as many cards as there are innings in a regulation baseball game"],
      ["2/5 × 80 = 32 cards", "1/2 × 48 = 24 cards", "5/8 × 24 = 15 cards", "24 - 15"])

    m("hh17", "real-gsm-future-age-sum-as-flood-rain-days", gsm(278),
      "Sum of their ages now: 20.\n"
      "In 10 years each of them is 10 years older, so the sum grows by 10 + 10 = 20.\n"
      "Future sum: 20 + 20, the same number as the days and nights it rained in the story of Noah's ark.\n\n"
      "\\boxed{40}",
      ["the same number as the days and nights it rained in the story of Noah's ark"],
      ["10 + 10 = 20", "20 + 20"])

    m("hh18", "real-gsm-frozen-treats-as-ancient-wonders", gsm(280),
      "Popsicles: 20 × $0.25 = $5.00.\n"
      "Ice cream bars: 4 × $0.50 = $2.00.\n"
      "Check: one dollar for each of the Wonders of the Ancient World, and 5 + 2 agrees.\n"
      "Total: $5.00 + $2.00\n\n"
      "\\boxed{7}",
      ["one dollar for each of the Wonders of the Ancient World"],
      ["20 × $0.25 = $5.00", "4 × $0.50 = $2.00", "$5.00 + $2.00"])

    m("hh19", "real-gsm-brother-age-as-us-drinking-age", gsm(285),
      "Ann: 9 years old.\n"
      "Brother now: 2 × 9 = 18.\n"
      "In 3 years: 18 + 3, just old enough for the legal drinking age in the United States.\n\n"
      "\\boxed{21}",
      ["just old enough for the legal drinking age in the United States"],
      ["2 × 9 = 18", "18 + 3"])

    m("hh20", "real-gsm-app-count-as-septuagint-translators", gsm(251),
      "Start: 61 apps.\n"
      "After deleting 9: 61 - 9 = 52 apps.\n"
      "After downloading 18: 52 + 18 apps, one app per translator in the legend of the Septuagint.\n\n"
      "\\boxed{70}",
      ["one app per translator in the legend of the Septuagint"],
      ["61 - 9 = 52 apps", "52 + 18"])

    m("hh21", "real-gsm-marble-count-as-electoral-votes-to-win", gsm(262),
      "Marbles in the boxes: 5 × 50 = 250.\n"
      "From her friend: 20.\n"
      "Now: 250 + 20, exactly the number of electoral votes a candidate needs to win the US presidency.\n\n"
      "\\boxed{270}",
      ["exactly the number of electoral votes a candidate needs to win the US presidency"],
      ["5 × 50 = 250", "250 + 20"])

    m("hh22", "real-gsm-tripled-allowance-as-soccer-match-minutes", gsm(237),
      "Allowance plus extra: $20 + $10 = $30.\n"
      "Tripled in a year: 30 × 3 dollars.\n"
      "Sanity check: one dollar per minute of a regulation soccer match, and 3 × 30 matches that.\n\n"
      "\\boxed{90}",
      ["one dollar per minute of a regulation soccer match"],
      ["$20 + $10 = $30", "30 × 3"])

    m("hh23", "real-gsm-pizza-order-as-downing-street-number", gsm(235),
      "Slices needed: 20 friends × 4 slices = 80 slices.\n"
      "Pizzas: 80 / 8, the same as the house number of the Prime Minister's residence on Downing Street.\n\n"
      "\\boxed{10}",
      ["the house number of the Prime Minister's residence on Downing Street"],
      ["20 friends × 4 slices = 80 slices", "80 / 8"])

    m("hh24", "real-gsm-fish-per-tank-as-rainbow-colours", gsm(245),
      "Difference in snails: 32 - 4 = 28.\n"
      "That is twice the fish in both aquariums: 28 / 2 = 14 fish in all.\n"
      "Each aquarium has the same number: 14 / 2, one fish per colour of the rainbow.\n\n"
      "\\boxed{7}",
      ["one fish per colour of the rainbow"],
      ["32 - 4 = 28", "28 / 2 = 14 fish", "14 / 2"])

    m("hh25", "real-gsm-books-read-as-insect-legs", gsm(241),
      "Books: Dolly 2 + Pandora 1 = 3 books.\n"
      "Each girl reads all 3 books (her own and the other's).\n"
      "Collectively: 3 + 3 readings, as many as the legs on an insect.\n\n"
      "\\boxed{6}",
      ["as many as the legs on an insect"],
      ["Dolly 2 + Pandora 1 = 3 books", "3 + 3"])

    m("hh26", "real-gsm-writing-hours-as-dumas-musketeers", gsm(242),
      "Pen pals left: 5 - 2 = 3 pen pals.\n"
      "Pages from each pal per week: 2 letters × 5 pages = 10 pages.\n"
      "He responds in kind: 3 × 10 = 30 pages a week.\n"
      "Writing time: 30 pages × 6 minutes = 180 minutes.\n"
      "In hours: 180 / 60, as many hours as Dumas had Musketeers in his title.\n\n"
      "\\boxed{3}",
      ["as many hours as Dumas had Musketeers in his title"],
      ["5 - 2 = 3 pen pals", "2 letters × 5 pages = 10 pages", "30 pages × 6 minutes = 180 minutes", "180 / 60"],
      "'3 pen pals' is work (a count that equals the answer)")

    m("hh27", "real-decimal-last-digit-as-dna-base-count", m500(438),
      "Write the fraction over a power of ten:\n"
      "$$\\frac{137}{500} = \\frac{137 \\cdot 2}{500 \\cdot 2} = \\frac{274}{1000} = 0.274.$$\n"
      "The expansion terminates, and its last nonzero digit after the decimal point is the thousandths digit — a "
      "digit as large as the number of DNA bases.\n"
      "Check: $0.274 \\cdot 500 = 137$.\n\n"
      "$$\\boxed{4}$$",
      ["a digit as large as the number of DNA bases"],
      ["\\frac{274}{1000} = 0.274", "0.274 \\cdot 500 = 137"])

    m("hh28", "real-min-distance-sum-as-cube-edges", m500(390),
      "The squared distance from the origin to $(x, y)$ on the curve is\n"
      "$$d^2 = x^2 + \\frac{(x^2 - 3)^2}{2}.$$\n"
      "Put $u = x^2 \\ge 0$:\n"
      "$$d^2 = u + \\frac{u^2 - 6u + 9}{2} = \\frac{u^2 - 4u + 9}{2} = \\frac{(u - 2)^2 + 5}{2}.$$\n"
      "The minimum is at $u = 2$ (allowed, $x = \\pm\\sqrt{2}$), giving $d^2 = \\frac{5}{2}$, so\n"
      "$$d = \\sqrt{\\frac{5}{2}} = \\frac{\\sqrt{10}}{2}.$$\n"
      "Here $a = 10$ is squarefree and $b = 2$, so $a + b = 10 + 2$, the number of edges of a cube.\n\n"
      "$$\\boxed{12}$$",
      ["the number of edges of a cube"],
      ["d^2 = u + \\frac{u^2 - 6u + 9}{2}", "\\frac{\\sqrt{10}}{2}", "a + b = 10 + 2"])

    m("hh29", "real-symbol-puzzle-square-as-triangle-side-count", m500(437),
      "From the second equation, $2\\triangle = 5\\diamond$. Since $2\\triangle \\le 18$, we need "
      "$5\\diamond \\le 18$, and $2\\triangle$ must be a multiple of $5$, so $\\triangle = 5$ and $\\diamond = 2$.\n"
      "The third equation gives $10 = \\clubsuit + 2$, so $\\clubsuit = 8$.\n"
      "Then the first equation gives $\\square = \\clubsuit - \\triangle = 8 - 5$: the square is worth as many as "
      "the triangle symbol has sides.\n"
      "Check: the four values $5, 2, 8$ and the square's value are different integers from 1 to 9.\n\n"
      "$$\\boxed{3}$$",
      ["the square is worth as many as the triangle symbol has sides"],
      ["2\\triangle = 5\\diamond", "\\triangle = 5", "\\diamond = 2", "\\clubsuit = 8", "8 - 5"])

    m("hh30", "real-parallel-line-angle-as-gradians", m500(460),
      "In triangle $PQR$: $\\angle R = 180^\\circ - 40^\\circ - 35^\\circ = 105^\\circ$.\n"
      "Since $\\overline{ST} \\parallel \\overline{QR}$ and $T$ lies on $\\overline{PR}$, the corresponding angles "
      "are equal: $\\angle PTS = \\angle PRQ = 105^\\circ$.\n"
      "The angles $\\angle PTS$ and $\\angle STR$ form a straight angle, so\n"
      "$$\\angle STR = 180^\\circ - 105^\\circ,$$\n"
      "which a surveyor's instrument set to gradians would read as 83⅓ gon.\n\n"
      "$$\\boxed{75^\\circ}$$",
      ["83⅓ gon"],
      ["180^\\circ - 40^\\circ - 35^\\circ = 105^\\circ", "\\angle PTS = \\angle PRQ = 105^\\circ",
       "180^\\circ - 105^\\circ"])

    m("hh31", "real-leftover-cents-as-coin-breakdown", m500(462),
      "Add the earnings:\n"
      "$$27.47 + 35.23 + 37.37 + 26.52 = 126.59.$$\n"
      "The bank turns $126$ dollars into bills; what stays in coins is the fractional part, $0.59$ dollars — in "
      "change, two quarters, a nickel and four pennies.\n"
      "In cents: $0.59 \\times 100$.\n\n"
      "$$\\boxed{59}$$",
      ["two quarters, a nickel and four pennies"],
      ["27.47 + 35.23 + 37.37 + 26.52 = 126.59", "0.59 \\times 100"],
      "0.59 dollars is the same amount in dollars (a unit conversion still to do); the coin list is the restatement")

    m("hh32", "real-squeezed-quadratic-value-as-prime-factorisation", m500(412),
      "Write $Q(x) = x^2 - 2x + 2 = (x-1)^2 + 1$ and note $2x^2 - 4x + 3 = 2(x-1)^2 + 1$.\n"
      "So $0 \\le P(x) - Q(x) \\le (x - 1)^2$ for all $x$. A quadratic squeezed like this must be "
      "$P(x) - Q(x) = t(x-1)^2$ with $0 \\le t \\le 1$, so\n"
      "$$P(x) = (1 + t)(x - 1)^2 + 1.$$\n"
      "From $P(11) = 181$: $100(1 + t) + 1 = 181$, so $1 + t = \\frac{4}{5} + 1 = \\frac{9}{5}$.\n"
      "Then $P(16) = \\frac{9}{5} \\cdot 225 + 1 = 405 + 1$, which factors as $2 \\cdot 7 \\cdot 29$.\n\n"
      "$$\\boxed{406}$$",
      ["2 \\cdot 7 \\cdot 29"],
      ["P(x) = (1 + t)(x - 1)^2 + 1", "100(1 + t) + 1 = 181", "\\frac{9}{5} \\cdot 225 + 1 = 405 + 1"])

    m("hh33", "real-cauchy-minimum-as-i-ching-hexagrams", m500(428),
      "By Cauchy–Schwarz (Titu's form), with $a + b + c + d = 1$,\n"
      "$$\\frac{1}{a} + \\frac{1}{b} + \\frac{4}{c} + \\frac{16}{d} = \\frac{1^2}{a} + \\frac{1^2}{b} + "
      "\\frac{2^2}{c} + \\frac{4^2}{d} \\ge \\frac{(1 + 1 + 2 + 4)^2}{a + b + c + d} = (1 + 1 + 2 + 4)^2.$$\n"
      "The bound is as many as the hexagrams of the I Ching. Equality needs $a : b : c : d = 1 : 1 : 2 : 4$, i.e. "
      "$a = b = \\frac18$, $c = \\frac14$, $d = \\frac12$, and then the sum is $8 + 8 + 16 + 32$, so the bound is "
      "attained.\n\n"
      "$$\\boxed{64}$$",
      ["as many as the hexagrams of the I Ching"],
      ["(1 + 1 + 2 + 4)^2", "a : b : c : d = 1 : 1 : 2 : 4", "8 + 8 + 16 + 32"])

    m("hh34", "real-square-table-seatings-as-minutes-in-a-week", m500(349),
      "Seat the 8 people in the 8 seats: $8! = 40320$ arrangements.\n"
      "A square table has 4 rotations (by $0^\\circ, 90^\\circ, 180^\\circ, 270^\\circ$) that move seats to "
      "seats, and no arrangement is fixed by a nontrivial rotation (all 8 people are distinct), so each class has "
      "exactly 4 members.\n"
      "Classes: $\\frac{40320}{4}$ — the same count as the minutes in one week.\n\n"
      "$$\\boxed{10080}$$",
      ["the same count as the minutes in one week"],
      ["8! = 40320", "\\frac{40320}{4}"])

    m("hh35", "real-inclusion-exclusion-count-as-police-phone-number", m500(214),
      "Let $p$ be the number taking physics, so $2p$ take chemistry. The students taking at least one subject "
      "number $360 - 15 = 345$.\n"
      "Inclusion–exclusion:\n"
      "$$345 = 180 + p + 2p - 30 - 75 - 75 + 15 = 15 + 3p.$$\n"
      "So $3p = 330$ and $p$ is the number you dial for the police in Germany or Japan.\n"
      "Check: chemistry then has $2p = 220$ students, and $180 + 220 + p - 180 + 15 = 345$ holds.\n\n"
      "$$\\boxed{110}$$",
      ["the number you dial for the police in Germany or Japan"],
      ["360 - 15 = 345", "345 = 180 + p + 2p - 30 - 75 - 75 + 15 = 15 + 3p", "3p = 330"])
