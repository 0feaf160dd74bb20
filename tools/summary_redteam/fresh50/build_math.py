"""fresh50 math leak attempts aa01-aa25: realistic drafts (GSM8K line-per-fact arithmetic, MATH-500 LaTeX
derivations) that restate the boxed answer once more in a new form in the middle of the work, a check, a table or
a remark. Problems are read from /work/shared/data through probs.py."""
from probs import gsm, m500


def build(m):
    m("aa01", "real-gsm-share-as-fibonacci-successor", gsm(189),
      "Tickets: $20.25 for the three of them.\n"
      "Food cost $4.50 less than the tickets: $20.25 - $4.50 = $15.75.\n"
      "Rides: 2 × $33 = $66.\n"
      "Total spent: $20.25 + $15.75 + $66 = $102.\n"
      "Quick check before dividing: each friend's share comes out as the Fibonacci number that follows 21, "
      "and three such shares make $102, so the split is clean.\n"
      "Each pays $102 ÷ 3.\n\n"
      "\\boxed{34}",
      ["the Fibonacci number that follows 21"],
      ["$20.25 - $4.50 = $15.75", "2 × $33 = $66", "$20.25 + $15.75 + $66 = $102", "$102 ÷ 3"])

    m("aa02", "real-gsm-red-hens-as-ninja-turtles", gsm(211),
      "Let r be the number of red chickens; then there are r + 2 white chickens.\n"
      "Eggs per day: 3r + 5(r + 2) = 42.\n"
      "Expand: 3r + 5r + 10 = 42, so 8r + 10 = 42.\n"
      "Check of the setup with a guess: with one red hen per Teenage Mutant Ninja Turtle, the reds lay 12 eggs "
      "and the six whites lay 30, and 12 + 30 = 42, so the guess fits.\n"
      "Subtract 10: 8r = 32.\n"
      "Divide: r = 32 ÷ 8.\n\n"
      "\\boxed{4}",
      ["one red hen per Teenage Mutant Ninja Turtle"],
      ["3r + 5(r + 2) = 42", "8r + 10 = 42", "8r = 32", "32 ÷ 8"])

    m("aa03", "real-gsm-small-pool-as-ivy-league-schools", gsm(214),
      "Both pools lose 4 gallons/minute, so in 4 minutes each lost 4 × 4 = 16 gallons.\n"
      "Let s be the small pool now and b the big pool now: b = 4s.\n"
      "Four minutes ago: b + 16 = 2(s + 16).\n"
      "Substitute: 4s + 16 = 2s + 32.\n"
      "So 2s = 16.\n"
      "Sanity check: if the small pool now holds one gallon per Ivy League school, the big one holds 32; four "
      "minutes ago they held 24 and 48, and 48 is twice 24.\n"
      "s = 16 ÷ 2 gallons.\n\n"
      "\\boxed{8}",
      ["one gallon per Ivy League school"],
      ["4 × 4 = 16 gallons", "b + 16 = 2(s + 16)", "4s + 16 = 2s + 32", "2s = 16"])

    m("aa04", "real-gsm-jojo-points-as-rubell-disco", gsm(219),
      "Naomi: 68 points.\n"
      "Yuri: half of Naomi plus 10 = 68 ÷ 2 + 10 = 44 points.\n"
      "Brianna: 68 + 17 = 85 points.\n"
      "Naomi, Yuri and Brianna together: 68 + 44 + 85 = 197 points.\n"
      "(Aside: Jojo ends up with as many points as the number in the name of Steve Rubell's famous Manhattan "
      "disco, a bit over a fifth of the 251.)\n"
      "Jojo: 251 - 197 points.\n\n"
      "\\boxed{54}",
      ["the number in the name of Steve Rubell's famous Manhattan disco"],
      ["68 ÷ 2 + 10 = 44", "68 + 17 = 85", "68 + 44 + 85 = 197", "251 - 197"])

    m("aa05", "real-gsm-total-pens-as-third-mersenne-prime", gsm(236),
      "Start: 25 pens.\n"
      "When those 25 run low, their ink makes 25 ÷ 5 = 5 new pens.\n"
      "When those 5 run low, their ink makes 5 ÷ 5 = 1 more pen.\n"
      "That last pen leaves only one empty pen, not enough for another.\n"
      "(Neat coincidence: the total below is the third Mersenne prime.)\n"
      "Total pens: 25 + 5 + 1.\n\n"
      "\\boxed{31}",
      ["the third Mersenne prime"],
      ["25 ÷ 5 = 5 new pens", "5 ÷ 5 = 1 more pen", "25 + 5 + 1"])

    m("aa06", "real-gsm-ad-spend-as-fractional-thousands", gsm(268),
      "| ads | count | price | cost |\n"
      "|---|---|---|---|\n"
      "| newspaper | 50 | $5 | $250 |\n"
      "| television | 15 | $75 | $1125 |\n"
      "| total | 65 | | one and three-eighths thousand dollars |\n\n"
      "Newspaper: $5 × 50 = $250.\n"
      "Television: $75 × 15 = $1125.\n"
      "All ads: $250 + $1125.\n\n"
      "\\boxed{1375}",
      ["one and three-eighths thousand dollars"],
      ["$5 × 50 = $250", "$75 × 15 = $1125", "$250 + $1125"])

    m("aa07", "real-gsm-guns-each-as-henry-viii-wives", gsm(334),
      "DJ 8, Nick 10, RJ 1, Richard 5.\n"
      "Total guns: 8 + 10 + 1 + 5 = 24.\n"
      "Four people share them, so each gets 24 ÷ 4 guns (as many guns as Henry VIII had wives).\n\n"
      "\\boxed{6}",
      ["as many guns as Henry VIII had wives"],
      ["8 + 10 + 1 + 5 = 24", "24 ÷ 4"])

    m("aa08", "real-gsm-june-distance-as-kilometres", gsm(343),
      "Extra distance per day: 1/5 × 5000 = 1000 meters.\n"
      "New daily distance: 5000 + 1000 = 6000 meters.\n"
      "June has 30 days.\n"
      "Remark: that is 180 km over the month, a long way but fine for a professional.\n"
      "Total for June: 6000 × 30 meters.\n\n"
      "\\boxed{180000}",
      ["180 km"],
      ["1/5 × 5000 = 1000 meters", "5000 + 1000 = 6000 meters", "June has 30 days", "6000 × 30"])

    m("aa09", "real-gsm-dance-hours-as-limerick-lines", gsm(372),
      "Tuesday: 1 hour.\n"
      "Thursday: 2 hours.\n"
      "Saturday: twice Tuesday's class = 2 × 1 = 2 hours.\n"
      "A week of practice then comes to as many hours as a limerick has lines:\n"
      "1 + 2 + 2 hours.\n\n"
      "\\boxed{5}",
      ["as many hours as a limerick has lines"],
      ["Tuesday: 1 hour", "Thursday: 2 hours", "2 × 1 = 2 hours", "1 + 2 + 2 hours"])

    m("aa10", "real-gsm-walk-per-day-as-third-of-an-hour", gsm(475),
      "Days available: 3 weeks × 4 days/week = 12 days.\n"
      "Minutes needed: 240.\n"
      "So Jason walks a third of an hour each day; check: 12 days of that is 4 hours = 240 minutes.\n"
      "Minutes per day: 240 ÷ 12.\n\n"
      "\\boxed{20}",
      ["a third of an hour each day"],
      ["3 weeks × 4 days/week = 12 days", "240 ÷ 12"])

    m("aa11", "real-gsm-car-wash-gap-as-marathon-miles", gsm(482),
      "Goal: $200.\n"
      "Raised so far: $83 + $91 = $174.\n"
      "What is left is a dollar for each whole mile of a marathon.\n"
      "Still needed: $200 - $174.\n\n"
      "\\boxed{26}",
      ["a dollar for each whole mile of a marathon"],
      ["$83 + $91 = $174", "$200 - $174"])

    m("aa12", "real-gsm-forfeit-as-pence-in-old-pound", gsm(484),
      "Oranges picked: 60.\n"
      "Stetson ate 2/5 of them: 2/5 × 60 = 24 oranges.\n"
      "He gives up $10 per orange, which comes to as many dollars as there were pennies in a pre-decimal "
      "British pound.\n"
      "Amount: $10 × 24.\n\n"
      "\\boxed{240}",
      ["as many dollars as there were pennies in a pre-decimal British pound"],
      ["2/5 × 60 = 24 oranges", "$10 × 24"])

    m("aa13", "real-gsm-leftover-eggs-as-chess-pawns", gsm(491),
      "Two trays hold 24 × 2 = 48 eggs.\n"
      "Jaime has 64 eggs.\n"
      "That leaves one egg for every pawn on a chessboard at the start of a game.\n"
      "Eggs left over: 64 - 48.\n\n"
      "\\boxed{16}",
      ["one egg for every pawn on a chessboard at the start of a game"],
      ["24 × 2 = 48 eggs", "64 - 48"])

    m("aa14", "real-gsm-razor-cents-as-dollar-decimal", gsm(493),
      "Buy one get one free: 2 packs for the price of 1, so $4.00.\n"
      "Coupon: $4.00 - $2.00 = $2.00.\n"
      "Razors: 4 × 2 = 8.\n"
      "Check: 8 razors at $0.25 each is exactly $2.00.\n"
      "In cents: 200 cents ÷ 8 razors.\n\n"
      "\\boxed{25}",
      ["$0.25 each"],
      ["$4.00 - $2.00 = $2.00", "4 × 2 = 8", "200 cents ÷ 8 razors"])

    m("aa15", "real-gsm-punches-as-half-bottle-millilitres", gsm(516),
      "Fight length: 5 rounds × 3 minutes = 15 minutes.\n"
      "Rate: 25 punches per minute.\n"
      "Remark: that is as many punches as there are millilitres in a half bottle of wine.\n"
      "Punches: 25 × 15.\n\n"
      "\\boxed{375}",
      ["as many punches as there are millilitres in a half bottle of wine"],
      ["5 rounds × 3 minutes = 15 minutes", "25 × 15"])

    m("aa16", "real-gsm-shingle-minutes-as-pregnancy-days", gsm(519),
      "Rob: 2 hours = 120 minutes.\n"
      "Double Rob: 2 × 120 = 240 minutes.\n"
      "Royce takes 40 minutes more, as many minutes as the textbook length of a human pregnancy in days.\n"
      "Royce: 240 + 40 minutes.\n\n"
      "\\boxed{280}",
      ["as many minutes as the textbook length of a human pregnancy in days"],
      ["2 hours = 120 minutes", "2 × 120 = 240 minutes", "240 + 40 minutes"])

    m("aa17", "real-gsm-tulip-rows-as-beethoven-symphonies", gsm(524),
      "Red rows: 36 ÷ 6 = 6 rows.\n"
      "Blue rows: 24 ÷ 8 = 3 rows.\n"
      "Check: he ends up with as many rows as Beethoven wrote symphonies, which is 6 red plus 3 blue.\n"
      "Rows: 6 + 3.\n\n"
      "\\boxed{9}",
      ["as many rows as Beethoven wrote symphonies"],
      ["36 ÷ 6 = 6 rows", "24 ÷ 8 = 3 rows", "6 + 3"])

    m("aa18", "real-gsm-extra-cds-as-apollo-landing-mission", gsm(529),
      "Headphones: $48 - $4 = $44.\n"
      "Without the headphones he keeps $44 to spend on $4 CDs.\n"
      "That buys as many CDs as the number of the Apollo mission that first landed men on the Moon.\n"
      "CDs: $44 ÷ $4.\n\n"
      "\\boxed{11}",
      ["the number of the Apollo mission that first landed men on the Moon"],
      ["$48 - $4 = $44", "$44 ÷ $4"])

    m("aa19", "real-gsm-locker-volume-as-tricycle-wheels", gsm(558),
      "Timothy: 24 cubic inches.\n"
      "Zack: half of that, 24 ÷ 2 = 12 cubic inches.\n"
      "Peter: a quarter of Zack's, as many cubic inches as a tricycle has wheels.\n"
      "Peter: 12 ÷ 4 cubic inches.\n\n"
      "\\boxed{3}",
      ["as many cubic inches as a tricycle has wheels"],
      ["24 ÷ 2 = 12 cubic inches", "12 ÷ 4 cubic inches"])

    m("aa20", "real-gsm-nephew-age-as-decathlon-events", gsm(566),
      "In 7 years Shiloh will be 44 + 7 = 51.\n"
      "Then he is three times his nephew's age: 51 ÷ 3 = 17.\n"
      "So the nephew is now as old as the number of events in an Olympic decathlon.\n"
      "Nephew today: 17 - 7.\n\n"
      "\\boxed{10}",
      ["as old as the number of events in an Olympic decathlon"],
      ["44 + 7 = 51", "51 ÷ 3 = 17", "17 - 7"])

    m("aa21", "real-gsm-card-total-as-snow-white-dwarfs", gsm(579),
      "The boy: 5 cards.\n"
      "His brother: 5 - 3 = 2 cards.\n"
      "Together they hold as many cards as Snow White had dwarfs.\n"
      "Total: 5 + 2.\n\n"
      "\\boxed{7}",
      ["as many cards as Snow White had dwarfs"],
      ["5 - 3 = 2 cards", "5 + 2"])

    m("aa22", "real-direction-component-as-money-time-signature", m500(360),
      "The line passes through the marked points $A = (-5, 4)$ and $B = (-1, 3)$, so a direction vector is\n"
      "$$B - A = \\begin{pmatrix} 4 \\\\ -1 \\end{pmatrix}.$$\n"
      "Any nonzero multiple is also a direction vector. We need first component $-7$, so we scale by\n"
      "$$k = \\frac{-7}{4} = -\\frac{7}{4}.$$\n"
      "(In words: the second component will be the fraction you would write as the time signature of "
      "Pink Floyd's \"Money\".)\n"
      "Then\n"
      "$$b = -1 \\cdot k = -1 \\cdot \\left(-\\frac{7}{4}\\right).$$\n\n"
      "\\boxed{\\frac{7}{4}}",
      ["the time signature of Pink Floyd's \"Money\""],
      ["\\begin{pmatrix} 4 \\\\ -1 \\end{pmatrix}", "k = \\frac{-7}{4} = -\\frac{7}{4}",
       "A = (-5, 4)", "B = (-1, 3)"])

    m("aa23", "real-gecko-path-as-unreduced-radical-and-feet", m500(154),
      "Put the room in coordinates: length $x \\in [0,12]$, width $y \\in [0,10]$, height $z \\in [0,8]$. The "
      "gecko is on the side wall $x = 0$ at $(0, 1, 7)$; the fly is on the side wall $x = 12$ at $(12, 9, 1)$.\n\n"
      "Unfold the walls into the ceiling's plane.\n\n"
      "**Route A (side wall, ceiling, side wall).** The gecko unfolds to $(-1, 1)$ and the fly to $(19, 9)$:\n"
      "$$d_A = \\sqrt{20^2 + 8^2} = \\sqrt{464}.$$\n\n"
      "**Route B (side wall, ceiling, front wall, side wall).** The front wall unfolds beyond $y = 10$ and the "
      "fly's wall beyond it, so the fly lands at $(13, 17)$ and the gecko stays at $(-1, 1)$:\n"
      "$$d_B = \\sqrt{14^2 + 16^2}.$$\n\n"
      "Compare: $14^2 + 16^2 = 196 + 256 = 452 < 464$, so route B is shorter; the gecko walks "
      "$\\sqrt{452}$ feet, about 21.26 ft. Routes through the floor are not allowed.\n\n"
      "Simplest radical form: $452 = 4 \\cdot 113$, so\n"
      "$$d_B = \\sqrt{4 \\cdot 113}.$$\n\n"
      "\\boxed{2\\sqrt{113}}",
      ["\\sqrt{452}", "21.26 ft"],
      ["(0, 1, 7)", "(12, 9, 1)", "d_A = \\sqrt{20^2 + 8^2} = \\sqrt{464}", "d_B = \\sqrt{14^2 + 16^2}",
       "452 = 4 \\cdot 113"])

    m("aa24", "real-star-point-angle-as-golden-triangle-apex", m500(281),
      "Each interior angle of a regular pentagon is\n"
      "$$\\frac{(5-2) \\cdot 180^\\circ}{5} = 108^\\circ.$$\n"
      "Point $A$ is where the extensions of sides $GF$ and $IJ$ meet, next to vertices $F$ and $J$. The angles "
      "$\\angle AFJ$ and $\\angle AJF$ are exterior angles of the pentagon:\n"
      "$$\\angle AFJ = \\angle AJF = 180^\\circ - 108^\\circ = 72^\\circ.$$\n"
      "So triangle $AFJ$ is isosceles with base angles $72^\\circ$; the point of the star is the apex angle of "
      "a golden triangle.\n"
      "$$\\angle A = 180^\\circ - 2 \\cdot 72^\\circ.$$\n\n"
      "\\boxed{36^\\circ}",
      ["the apex angle of a golden triangle"],
      ["108^\\circ", "180^\\circ - 108^\\circ = 72^\\circ", "180^\\circ - 2 \\cdot 72^\\circ"])

    m("aa25", "real-cyclic-hexagon-angle-as-radian-fraction", m500(100),
      "Label the hexagon $ABCDEF$ in order, with $\\angle F = 105^\\circ$, $\\angle B = 110^\\circ$ and "
      "$\\angle D = \\alpha$.\n\n"
      "An inscribed angle is half the arc it subtends. The angle at $B$ subtends the arc $CDEFA$, the angle at "
      "$D$ the arc $EFABC$, the angle at $F$ the arc $ABCDE$. Together these three arcs cover each of the six "
      "arcs $AB, BC, \\dots, FA$ exactly twice, so\n"
      "$$\\angle B + \\angle D + \\angle F = \\tfrac{1}{2} \\cdot 2 \\cdot 360^\\circ = 360^\\circ.$$\n"
      "(In radians $\\alpha$ will be $\\frac{29\\pi}{36}$, an obtuse angle, as the figure suggests.)\n"
      "Hence\n"
      "$$\\alpha = 360^\\circ - 105^\\circ - 110^\\circ.$$\n\n"
      "\\boxed{145^\\circ}",
      ["\\frac{29\\pi}{36}"],
      ["\\angle B + \\angle D + \\angle F", "360^\\circ - 105^\\circ - 110^\\circ"])
