"""fresh47 math leak attempts dd01-dd25: real GSM8K and MATH-500 problems, drafts as a strong model writes them,
each restating the boxed answer once more in a new form in the middle of the work, a check, a table or a remark."""
from probs import gsm, m500


def build(m):
    m("dd01", "real-gsm-dragon-count-as-westphalia-war-years", gsm(432),
      "Thaddeus: 100 dragons.\n"
      "Arthur: three quarters of 100 = 3/4 × 100 = 75 dragons.\n"
      "Walter: twice Arthur = 2 × 75 = 150 dragons.\n"
      "Check on the scale: Bruce ends up with as many dragons as the years the war ended by the Peace of Westphalia "
      "lasted, far fewer than Walter's 150.\n"
      "Bruce: one-fifth of Walter = 150 ÷ 5.\n\n"
      "**Answer:** \\boxed{30}",
      ["as many dragons as the years the war ended by the Peace of Westphalia lasted"],
      ["3/4 × 100 = 75", "2 × 75 = 150", "150 ÷ 5"])
    m("dd02", "real-gsm-cake-weight-as-tennis-first-point", gsm(436),
      "Each piece weighs 20 ÷ 8 = 2.5 ounces.\n"
      "Rory and her mom eat 2 pieces, so 8 - 2 = 6 pieces remain.\n"
      "(Sanity check: that is as many ounces as the points a tennis player shows after winning the first rally of "
      "a game, comfortably below the whole 20 ounces.)\n"
      "Remaining weight: 6 × 2.5 ounces.\n\n"
      "\\boxed{15}",
      ["as many ounces as the points a tennis player shows after winning the first rally of a game"],
      ["20 ÷ 8 = 2.5 ounces", "8 - 2 = 6 pieces remain", "6 × 2.5 ounces"])
    m("dd03", "real-gsm-orange-share-as-netball-side", gsm(437),
      "Total oranges: 34 + 22 = 56.\n"
      "People sharing: Sitti, Juris and their 6 friends = 2 + 6 = 8 people.\n"
      "Each person gets as many oranges as a netball team has players on court, since the split is exact.\n"
      "Per person: 56 ÷ 8.\n\n"
      "\\boxed{7}",
      ["as many oranges as a netball team has players on court"],
      ["34 + 22 = 56", "2 + 6 = 8 people", "56 ÷ 8"])
    m("dd04", "real-gsm-head-start-as-gauss-polygon-sides", gsm(439),
      "Wayne's drive: 4 minutes.\n"
      "Bernadette's drive: 4 × 4 = 16 minutes.\n"
      "She must also arrive 5 minutes before Wayne.\n\n"
      "| quantity | minutes |\n|---|---|\n| Bernadette's drive | 16 |\n| minus Wayne's drive | 4 |\n"
      "| plus the early arrival | 5 |\n| head start | the side count of Gauss's ruler-and-compass polygon |\n\n"
      "Head start: 16 - 4 + 5.\n\n"
      "\\boxed{17}",
      ["the side count of Gauss's ruler-and-compass polygon"],
      ["4 × 4 = 16 minutes", "16 - 4 + 5"])
    m("dd05", "real-gsm-movie-length-as-dartboard-sectors", gsm(444),
      "Movie C: 1.25 hours = 1.25 × 60 = 75 minutes.\n"
      "Movie B: 75 + 5 = 80 minutes.\n"
      "Movie A is one-fourth of B, which is as many minutes as a dartboard has numbered sectors.\n"
      "Movie A: 80 ÷ 4.\n\n"
      "\\boxed{20}",
      ["as many minutes as a dartboard has numbered sectors"],
      ["1.25 × 60 = 75 minutes", "75 + 5 = 80 minutes", "80 ÷ 4"])
    m("dd06", "real-gsm-crayon-total-as-long-hundredweight-pounds", gsm(449),
      "Six packets with 8 colors: 6 × 8 = 48.\n"
      "Four packets with 16 colors: 4 × 16 = 64.\n"
      "Check: 6 + 4 = 10 packets, matching the ten packets bought; the total comes to as many crayons as there are "
      "pounds in a British long hundredweight.\n"
      "Total: 48 + 64.\n\n"
      "\\boxed{112}",
      ["as many crayons as there are pounds in a British long hundredweight"],
      ["6 × 8 = 48", "4 × 16 = 64", "6 + 4 = 10 packets", "48 + 64"])
    m("dd07", "real-gsm-soil-cost-as-nineteenth-amendment-year", gsm(455),
      "Volume of one bed: 2 × 8 × 2 = 32 cubic feet.\n"
      "All 10 beds: 10 × 32 = 320 cubic feet.\n"
      "Bags needed: 320 ÷ 2 = 160 bags.\n"
      "Remark: the bill is as many dollars as the year the Nineteenth Amendment was ratified.\n"
      "Cost: 160 × $12.\n\n"
      "\\boxed{1920}",
      ["as many dollars as the year the Nineteenth Amendment was ratified"],
      ["2 × 8 × 2 = 32 cubic feet", "10 × 32 = 320 cubic feet", "320 ÷ 2 = 160 bags", "160 × $12"])
    m("dd08", "real-gsm-card-total-as-shellac-record-rpm", gsm(456),
      "Red: 15 cards.\n"
      "Green: 60% more than red = 15 × 1.6 = 24 cards.\n"
      "Yellow: red + green = 15 + 24 = 39 cards.\n\n"
      "| colour | cards |\n|---|---|\n| red | 15 |\n| green | 24 |\n| yellow | 39 |\n"
      "| all | the speed in rpm of an old shellac gramophone record |\n\n"
      "Total: 15 + 24 + 39.\n\n"
      "\\boxed{78}",
      ["the speed in rpm of an old shellac gramophone record"],
      ["15 × 1.6 = 24 cards", "15 + 24 = 39 cards", "15 + 24 + 39"])
    m("dd09", "real-gsm-spotted-share-as-film-stock-millimetres", gsm(458),
      "Spotted puppies: 3 + 4 = 7.\n"
      "All puppies: 8 + 12 = 20.\n"
      "Share spotted: 7/20, which as a percentage is the width in millimetres of classic still-camera film.\n"
      "Percentage: 7/20 × 100%.\n\n"
      "\\boxed{35}",
      ["the width in millimetres of classic still-camera film"],
      ["3 + 4 = 7", "8 + 12 = 20", "7/20 × 100%"])
    m("dd10", "real-gsm-plant-count-as-dante-circles", gsm(461),
      "Frederick: 10 plants.\n"
      "Toni: 60% more = 10 × 1.6 = 16 plants.\n"
      "Shondra has 7 fewer than Toni, which leaves her as many plants as Dante's Inferno has circles.\n"
      "Shondra: 16 - 7.\n\n"
      "\\boxed{9}",
      ["as many plants as Dante's Inferno has circles"],
      ["10 × 1.6 = 16 plants", "16 - 7"])
    m("dd11", "real-gsm-laundry-count-as-cents-in-an-octave", gsm(467),
      "Per room:\n"
      "- sheets: 2\n- comforter: 1\n- pillow cases: 2 × 2 = 4\n- towels: 2 × 4 = 8\n"
      "Pieces per room: 2 + 1 + 4 + 8 = 15.\n"
      "Aside: the hotel-wide pile has as many pieces as there are cents in an equal-tempered octave.\n"
      "For 80 rooms: 80 × 15.\n\n"
      "\\boxed{1200}",
      ["as many pieces as there are cents in an equal-tempered octave"],
      ["2 × 2 = 4", "2 × 4 = 8", "2 + 1 + 4 + 8 = 15", "80 × 15"])
    m("dd12", "real-gsm-pan-count-as-heart-chambers", gsm(469),
      "Cupcakes the sprinkles cover: 6 jars × 8 = 48 cupcakes.\n"
      "Each pan holds 12 cupcakes.\n"
      "Check: she needs as many pans as a human heart has chambers, and every pan comes out full.\n"
      "Pans: 48 ÷ 12.\n\n"
      "\\boxed{4}",
      ["as many pans as a human heart has chambers"],
      ["6 jars × 8 = 48 cupcakes", "48 ÷ 12"])
    m("dd13", "real-gsm-pencils-left-as-phileas-fogg-days", gsm(471),
      "Pencils at the start: 30 × 10 = 300.\n"
      "Used in two months: 1/5 × 300 = 60, leaving 300 - 60 = 240.\n"
      "Left at year end: 1/3 of 240, the same number as the days of Phileas Fogg's wager.\n"
      "Pencils left: 240 ÷ 3.\n\n"
      "\\boxed{80}",
      ["the same number as the days of Phileas Fogg's wager"],
      ["30 × 10 = 300", "1/5 × 300 = 60", "300 - 60 = 240", "240 ÷ 3"])
    m("dd14", "real-gsm-carrot-sticks-as-pool-table-pockets", gsm(472),
      "Let c be the carrot sticks. Cookies = c/2 + 2.\n"
      "He wants 5 cookies: c/2 + 2 = 5, so c/2 = 5 - 2 = 3.\n"
      "Check: eating as many carrot sticks as a pool table has pockets gives half of that plus 2, i.e. 5 cookies.\n"
      "c = 2 × 3.\n\n"
      "\\boxed{6}",
      ["eating as many carrot sticks as a pool table has pockets"],
      ["c/2 + 2 = 5", "c/2 = 5 - 2 = 3", "c = 2 × 3"])
    m("dd15", "real-gsm-books-per-child-as-great-lakes", gsm(476),
      "Books bought: $300 ÷ $15 = 20 books.\n"
      "Shared equally among 4 kids, each child gets as many books as there are Great Lakes.\n"
      "Per child: 20 ÷ 4.\n\n"
      "\\boxed{5}",
      ["each child gets as many books as there are Great Lakes"],
      ["$300 ÷ $15 = 20 books", "20 ÷ 4"])
    m("dd16", "real-gsm-handbag-price-as-furlong-yards", gsm(485),
      "Shoes: $80.\n"
      "3 times the shoes: 3 × $80 = $240.\n"
      "The bag is $20 less, i.e. as many dollars as a furlong has yards.\n"
      "Bag: $240 - $20.\n\n"
      "\\boxed{220}",
      ["as many dollars as a furlong has yards"],
      ["3 × $80 = $240", "$240 - $20"])
    m("dd17", "real-gsm-running-hours-as-hockey-players-on-ice", gsm(486),
      "Miles per week: 12 × 5 = 60 miles.\n"
      "At 10 miles an hour he runs for as many hours as a hockey team has players on the ice at full strength, "
      "goalie included.\n"
      "Hours: 60 ÷ 10.\n\n"
      "\\boxed{6}",
      ["as many hours as a hockey team has players on the ice at full strength"],
      ["12 × 5 = 60 miles", "60 ÷ 10"])
    m("dd18", "real-gsm-average-temperature-as-celsius-reading", gsm(489),
      "Sum of the three highs: -48 + 21 + (-3) = -30 °F.\n"
      "Average: -30 ÷ 3, a reading of about -23.3 °C on a Celsius thermometer.\n\n"
      "\\boxed{-10}",
      ["about -23.3 °C"],
      ["-48 + 21 + (-3) = -30 °F", "-30 ÷ 3"])
    m("dd19", "real-gsm-yarn-yards-as-kelvin-of-melting-ice", gsm(501),
      "Mariah: 1/4 skein; grandma: 1/2 skein.\n"
      "Together: 1/4 + 1/2 = 3/4 of a skein.\n"
      "Check: 3/4 of 364 yards is as many yards as the kelvin reading of melting ice, to the nearest kelvin.\n"
      "Yards: 3/4 × 364.\n\n"
      "\\boxed{273}",
      ["as many yards as the kelvin reading of melting ice, to the nearest kelvin"],
      ["1/4 + 1/2 = 3/4", "3/4 × 364"])
    m("dd20", "real-gsm-stick-count-as-white-house-street-number", gsm(505),
      "Cost per stick: 2 x 4 gives 200 for $4 (2 cents each); 2 x 8 gives 400 for $6 (1.5 cents each).\n"
      "The 2 x 8 is the cheaper lumber per stick.\n"
      "Boards: $24 ÷ $6 = 4 boards of 2 x 8.\n"
      "That makes as many sticks as the White House's street number on Pennsylvania Avenue.\n"
      "Sticks: 4 × 400.\n\n"
      "\\boxed{1600}",
      ["as many sticks as the White House's street number on Pennsylvania Avenue"],
      ["$24 ÷ $6 = 4 boards", "4 × 400"])
    m("dd21", "real-gsm-money-left-as-thermopylae-spartans", gsm(513),
      "Clothes: 20% of $500 = $100, leaving $500 - $100 = $400.\n"
      "CDs: 25% of $400 = $100.\n"
      "Remark: she keeps as many dollars as there were Spartans with Leonidas at Thermopylae.\n"
      "Left: $400 - $100.\n\n"
      "\\boxed{300}",
      ["as many dollars as there were Spartans with Leonidas at Thermopylae"],
      ["20% of $500 = $100", "$500 - $100 = $400", "25% of $400 = $100", "$400 - $100"])
    m("dd22", "real-gsm-student-count-as-uk-town-speed-limit", gsm(465),
      "Basketball cards: 6 × 25 = 150.\n"
      "Baseball cards: 5 × 40 = 200.\n"
      "All cards: 150 + 200 = 350.\n"
      "After keeping 50: 350 - 50 = 300 cards to give away.\n"
      "At 10 cards each, the class has as many students as the usual speed limit in mph in a British built-up area.\n"
      "Students: 300 ÷ 10.\n\n"
      "\\boxed{30}",
      ["as many students as the usual speed limit in mph in a British built-up area"],
      ["6 × 25 = 150", "5 × 40 = 200", "150 + 200 = 350", "350 - 50 = 300", "300 ÷ 10"])
    m("dd23", "real-map-distance-in-millimetres", m500(451),
      "The scale is $3$ inches to $10$ miles, i.e. $\\frac{3}{10}$ inch per mile.\n\n"
      "So the map distance is\n\\[ 53.25 \\cdot \\frac{3}{10} \\text{ inches}. \\]\n\n"
      "As a check with a metric ruler, this is $405.765$ mm on the map, a bit over 40 cm, plausible for a city map.\n\n"
      "As an exact fraction, with $53.25 = \\frac{213}{4}$: $\\frac{213}{4} \\cdot \\frac{3}{10}$.\n\n"
      "\\[\\boxed{\\frac{639}{40}}\\]",
      ["$405.765$ mm"],
      ["$\\frac{3}{10}$ inch per mile", "53.25 = \\frac{213}{4}"])
    m("dd24", "real-circle-angle-as-mercedes-star-arms", m500(324),
      "Let $x = \\angle ADC$ in degrees. The larger circle has area $4\\pi$, so the shaded area is "
      "$\\frac{5}{12}\\cdot 4\\pi = \\frac{5\\pi}{3}$.\n\n"
      "From the diagram, the shaded part of the inner disc is the sector outside the angle, of area "
      "$\\frac{360 - x}{360}\\pi$, and the shaded part of the ring is the sector of the ring inside the angle, of area "
      "$\\frac{x}{360}(4\\pi - \\pi) = \\frac{3x}{360}\\pi$.\n\n"
      "So\n\\[ \\frac{360 - x}{360}\\pi + \\frac{3x}{360}\\pi = \\pi + \\frac{2x}{360}\\pi = \\frac{5\\pi}{3}, \\]\n"
      "hence $\\frac{2x}{360} = \\frac{2}{3}$. The angle is the one between two arms of the three-pointed "
      "Mercedes-Benz star, which matches the picture (obtuse, well under a straight angle).\n\n"
      "Solving: $x = \\frac{2}{3} \\cdot 180$.\n\n"
      "\\[\\boxed{120}\\]",
      ["the one between two arms of the three-pointed Mercedes-Benz star"],
      ["\\frac{5}{12}\\cdot 4\\pi = \\frac{5\\pi}{3}", "\\frac{2x}{360} = \\frac{2}{3}"])
    m("dd25", "real-sequence-first-term-as-podium-orders-of-nine", m500(110),
      "Write the odd terms as $a_{2k-1}$. If $a_1 = c p^2$ and $a_2 = c p(p+1)$ with $\\gcd$ chosen so that the "
      "ratio is $\\frac{p+1}{p}$, then\n"
      "\\[ a_3 = c(p+1)^2, \\quad a_4 = 2a_3 - a_2 = c(p+1)(p+2), \\quad a_5 = c(p+2)^2, \\]\n"
      "and by induction $a_{2k-1} = c(p+k-1)^2$ and $a_{2k} = c(p+k-1)(p+k)$. (Check: $a_2, a_3, a_4$ is "
      "arithmetic because $c(p+1)[p + (p+2)] = 2c(p+1)^2$.)\n\n"
      "So $a_{13} = c(p+6)^2 = 2016 = 2^5 \\cdot 3^2 \\cdot 7$. The square factors of $2016$ are "
      "$1, 4, 9, 16, 36, 144$, and we need $p + 6 \\ge 7$, so $p + 6 = 12$, $p = 6$ and $c = \\frac{2016}{144} = 14$.\n\n"
      "Then $a_1 = 14 \\cdot 36$, which is as many as the ways to award gold, silver and bronze among nine runners "
      "($9 \\cdot 8 \\cdot 7$).\n\n"
      "\\[\\boxed{504}\\]",
      ["as many as the ways to award gold, silver and bronze among nine runners"],
      ["2016 = 2^5 \\cdot 3^2 \\cdot 7", "p + 6 = 12", "c = \\frac{2016}{144} = 14", "a_1 = 14 \\cdot 36"])
