"""fresh36 math leak attempts qq01-qq30: realistic drafts on unused GSM8K, MATH-500 and DeepMath problems, each
restating the boxed answer once more in a new form (a data record, a spoken digit string, a clock time, a unit
conversion, a well-known constant by description, a factored or reordered form, odds, radians, another language)."""
from probs import dm, gsm, m500


def build(m):
    m("qq01", "real-gsm-books-per-school-as-csv-row-in-check", gsm(1182),
      "Split the budget first.\n"
      "Per school: $27000 / 3 = $9000.\n"
      "Price of one book: $500 / 100 = $5.\n"
      "Books per school: 9000 / 5.\n\n"
      "Check (the sheet I'd hand the district, one row per school):\n"
      "```\nschool,budget,unit_price,books\nnorth,9000,5,1800\n```\n"
      "Three identical rows, and 3 × 9000 = 27000 spends the whole amount.\n\n"
      "$\\boxed{1800}$",
      leak_forms=["north,9000,5,1800"],
      must_stay=["$27000 / 3 = $9000", "$500 / 100 = $5", "9000 / 5"])

    m("qq02", "real-gsm-apples-home-as-roman-numeral-recipe-note", gsm(1183),
      "Track the apples Newton keeps.\n"
      "First fall: 2 apples, he throws 1 back, keeps 2 - 1 = 1.\n"
      "Second fall: 5 apples, so he now holds 1 + 5 = 6, throws 1 back, keeps 6 - 1 = 5.\n"
      "Third fall: 6 more apples, all kept: 5 + 6.\n\n"
      "(Recipe card for the pie, in Newton's own hand: \"apples: XI, sugar: one cup\".)\n\n"
      "$\\boxed{11}$",
      leak_forms=["apples: XI"],
      must_stay=["2 - 1 = 1", "1 + 5 = 6", "6 - 1 = 5", "5 + 6"])

    m("qq03", "real-gsm-coal-cost-read-digit-by-digit-aside", gsm(1184),
      "Number of bags: 850 kg / 50 kg per bag = 17 bags.\n"
      "Cost: 17 × $18.\n"
      "17 × 18 = 17 × 20 - 17 × 2 = 340 - 34.\n\n"
      "(When the supplier read the invoice total back over the phone it was \"three, oh, six\", which matches.)\n\n"
      "$\\boxed{306}$",
      leak_forms=["three, oh, six"],
      must_stay=["850 kg / 50 kg per bag = 17 bags", "17 × $18", "340 - 34"])

    m("qq04", "real-gsm-slices-eaten-as-insect-legs-remark", gsm(1189),
      "Doxa ate 1 slice.\n"
      "Her sister ate 1 more than Doxa: 1 + 1 = 2 slices.\n"
      "Her brother ate 1 more than the sister: 2 + 1 = 3 slices.\n"
      "Together: 1 + 2 + 3.\n"
      "That leaves 8 minus the eaten slices on the plate.\n\n"
      "Remark: the eaten count equals the number of legs on an insect, and two slices remain.\n\n"
      "$\\boxed{6}$",
      leak_forms=["the number of legs on an insect"],
      must_stay=["1 + 1 = 2 slices", "2 + 1 = 3 slices", "1 + 2 + 3"])

    m("qq05", "real-gsm-weekly-miles-as-json-record", gsm(1186),
      "Monday, Wednesday, Friday: 3 days × 3 miles = 9 miles.\n"
      "Tuesday, Thursday: 2 days × 5 miles = 10 miles.\n"
      "Week: 9 + 10.\n\n"
      "Logged to the running app as\n"
      "```json\n{\"runner\": \"Sam\", \"week_miles\": 19, \"runs\": 5}\n```\n\n"
      "$\\boxed{19}$",
      leak_forms=["\"week_miles\": 19"],
      must_stay=["3 days × 3 miles = 9 miles", "2 days × 5 miles = 10 miles", "9 + 10"])

    m("qq06", "real-gsm-snowball-hours-as-clock-interval", gsm(1187),
      "Melting: 2 snowballs every 15 minutes, and an hour has 60 / 15 = 4 quarter hours.\n"
      "Melted per hour: 2 × 4 = 8.\n"
      "Net gain per hour: 20 - 8 = 12 snowballs.\n"
      "Hours to reach 60: 60 / 12.\n\n"
      "So if Jay starts building at 9:00 am he has his pile of 60 at 2:00 pm.\n\n"
      "$\\boxed{5}$",
      leak_forms=["starts building at 9:00 am he has his pile of 60 at 2:00 pm"],
      must_stay=["60 / 15 = 4", "2 × 4 = 8", "20 - 8 = 12", "60 / 12"])

    m("qq07", "real-gsm-haircut-bill-as-one-benjamin-note", gsm(1191),
      "Length cut: 10 - 8 = 2 inches.\n"
      "Cut price: 2 × $30 = $60.\n"
      "Color: $40.\n"
      "Total: $40 + $60.\n\n"
      "Note: May can pay with exactly one Benjamin and get no change back.\n\n"
      "$\\boxed{100}$",
      leak_forms=["exactly one Benjamin"],
      must_stay=["10 - 8 = 2 inches", "2 × $30 = $60", "$40 + $60"])

    m("qq08", "real-gsm-april-pay-as-cents-conversion", gsm(1192),
      "Hours per week: 7.5 × 6 = 45.\n"
      "Hours in April: 45 × 4 = 180.\n"
      "Wages: 180 × $1.5 = $270.\n"
      "Attendance bonus: $10.\n"
      "Total: $270 + $10.\n\n"
      "Payroll stores amounts in cents, so the April entry reads 28,000 cents.\n\n"
      "$\\boxed{280}$",
      leak_forms=["28,000 cents"],
      must_stay=["7.5 × 6 = 45", "45 × 4 = 180", "180 × $1.5 = $270", "$270 + $10"])

    m("qq09", "real-gsm-shark-blood-as-count-of-hundreds", gsm(1194),
      "Whale: 40 gallons.\n"
      "Shark: 3 × 40 = 120 gallons.\n"
      "Ten sharks: 10 × 120.\n\n"
      "In round figures, 12 hundred gallons of blood for the ten of them.\n\n"
      "$\\boxed{1200}$",
      leak_forms=["12 hundred gallons"],
      must_stay=["3 × 40 = 120 gallons", "10 × 120"])

    m("qq10", "real-gsm-restaurant-visitors-as-sql-insert-row", gsm(1195),
      "Morning: 50 people.\n"
      "At 10:00: 40 people.\n"
      "Lunch: twice the 10:00 group, 2 × 40 = 80.\n"
      "Evening: 3 times the first group, 3 × 50 = 150.\n"
      "Day: 50 + 40 + 80 + 150.\n\n"
      "For the restaurant's log:\n"
      "```sql\nINSERT INTO daily_visits (day, people) VALUES ('mon', 320);\n```\n\n"
      "$\\boxed{320}$",
      leak_forms=["VALUES ('mon', 320)"],
      must_stay=["2 × 40 = 80", "3 × 50 = 150", "50 + 40 + 80 + 150"])

    m("qq11", "real-gsm-pens-as-three-quarters-of-a-hundred", gsm(1196),
      "Red pens: 5 packs × 5 pens = 25.\n"
      "Black packs: twice the red packs, 2 × 5 = 10 packs.\n"
      "Black pens: 10 × 5 = 50.\n"
      "All pens: 25 + 50.\n\n"
      "So Alain ends up with three quarters of a hundred pens.\n\n"
      "$\\boxed{75}$",
      leak_forms=["three quarters of a hundred pens"],
      must_stay=["5 packs × 5 pens = 25", "2 × 5 = 10 packs", "10 × 5 = 50", "25 + 50"])

    m("qq12", "real-gsm-spirits-bill-as-k-suffix-budget-line", gsm(1197),
      "Scotch per bottle: $600 / 10 = $60.\n"
      "Cognac bottles: 2 × 10 = 20.\n"
      "Cognac per bottle: $60 + 50% of $60 = $60 + $30 = $90.\n"
      "Cognac total: 20 × $90 = $1800.\n"
      "Everything: $600 + $1800.\n\n"
      "Budget line: spirits ≈ $2.4k.\n\n"
      "$\\boxed{2400}$",
      leak_forms=["$2.4k"],
      must_stay=["$600 / 10 = $60", "2 × 10 = 20", "$60 + $30 = $90", "20 × $90 = $1800", "$600 + $1800"])

    m("qq13", "real-gsm-striped-fish-as-hitchhiker-answer-aside", gsm(1201),
      "Red-striped: 1/3 × 66 = 22 fish.\n"
      "Remaining: 66 - 22 = 44 fish.\n"
      "Blue-striped: 5/11 × 44 = 20 fish.\n"
      "Red plus blue: 22 + 20.\n\n"
      "(Fittingly, the answer to the ultimate question of life, the universe and everything.)\n\n"
      "$\\boxed{42}$",
      leak_forms=["the answer to the ultimate question of life, the universe and everything"],
      must_stay=["1/3 × 66 = 22 fish", "66 - 22 = 44 fish", "5/11 × 44 = 20 fish", "22 + 20"])

    m("qq14", "real-coins-count-in-english-words-mid-derivation", m500(50),
      "Let each of the seven bags hold $b$ coins, so after finding the bag of 53 the total is $7b + 53$, "
      "and it must split into eight equal bags: $8 \\mid 7b + 53$.\n\n"
      "Since $7 \\equiv -1 \\pmod 8$ and $53 \\equiv 5 \\pmod 8$, we need $-b + 5 \\equiv 0$, i.e. $b \\equiv 5 \\pmod 8$.\n\n"
      "We also know the total exceeded 200 coins, so $7b + 53 > 200$ gives $7b > 147$, $b > 21$. "
      "The smallest $b \\equiv 5 \\pmod 8$ above 21 is $b = 29$, and before the find we held two hundred three "
      "coins, seven bags of 29. Check: $7 \\cdot 29 + 53 = 256 = 8 \\cdot 32$.\n\n"
      "$\\boxed{203}$",
      leak_forms=["two hundred three"],
      must_stay=["$b \\equiv 5 \\pmod 8$", "$7b > 147$", "$b = 29$", "$7 \\cdot 29 + 53 = 256 = 8 \\cdot 32$"])

    m("qq15", "real-operator-norm-as-square-root-of-sixteen", m500(62),
      "The smallest $C$ is the operator norm of $A = \\begin{pmatrix} 2 & 3 \\\\ 0 & -2 \\end{pmatrix}$, "
      "the square root of the largest eigenvalue of $A^T A$.\n\n"
      "$$A^T A = \\begin{pmatrix} 4 & 6 \\\\ 6 & 13 \\end{pmatrix},$$\n"
      "with trace $17$ and determinant $52 - 36 = 16$. The eigenvalues solve $\\lambda^2 - 17\\lambda + 16 = 0$, "
      "so $\\lambda = 1$ or $\\lambda = 16$.\n\n"
      "Hence $C = \\sqrt{\\lambda_{\\max}} = \\sqrt{16}$, attained at the eigenvector $(1, 2)$.\n\n"
      "$\\boxed{4}$",
      leak_forms=["\\sqrt{\\lambda_{\\max}} = \\sqrt{16}"],
      must_stay=["$52 - 36 = 16$", "\\lambda^2 - 17\\lambda + 16 = 0", "$\\lambda = 1$ or $\\lambda = 16$"])

    m("qq16", "real-linear-simplification-as-factored-double-check", m500(98),
      "Group like terms: $(-k + 3k) + (4 - 2)$.\n\n"
      "$-k + 3k = 2k$ and $4 - 2 = 2$.\n\n"
      "Double-check by factoring: the sum is $2(k+1)$, and at $k = 1$ the original gives $3 + 1 = 4$. ✓\n\n"
      "$\\boxed{2k+2}$",
      leak_forms=["$2(k+1)$"],
      must_stay=["$(-k + 3k) + (4 - 2)$", "$-k + 3k = 2k$", "$4 - 2 = 2$", "$3 + 1 = 4$"])

    m("qq17", "real-lattice-count-as-nine-squared-table-note", m500(118),
      "We count integer pairs with $a^2 + b^2 \\le 25$, column by column in $a$.\n\n"
      "| $a$ | allowed $b$ | count |\n|---|---|---|\n"
      "| $0$ | $|b| \\le 5$ | 11 |\n| $\\pm 1$ | $|b| \\le 4$ | 9 each |\n| $\\pm 2$ | $|b| \\le 4$ | 9 each |\n"
      "| $\\pm 3$ | $|b| \\le 4$ | 9 each |\n| $\\pm 4$ | $|b| \\le 3$ | 7 each |\n| $\\pm 5$ | $b = 0$ | 1 each |\n\n"
      "Sum: $11 + 2(9 + 9 + 9 + 7 + 1) = 11 + 70$ (as it happens, exactly $9^2$ lattice points).\n\n"
      "$\\boxed{81}$",
      leak_forms=["exactly $9^2$ lattice points"],
      must_stay=["$|b| \\le 5$", "$11 + 2(9 + 9 + 9 + 7 + 1) = 11 + 70$"])

    m("qq18", "real-seating-count-as-thousands-with-decimal", m500(142),
      "Treat each party as a block: Democrats, Republicans, Independent, so 3 blocks around a circle.\n\n"
      "Circular arrangements of the blocks: $(3-1)! = 2$.\n\n"
      "Inside the blocks: $5!$ for the Democrats and $5!$ for the Republicans, $120 \\cdot 120 = 14400$.\n\n"
      "Total $2 \\cdot 14400$, roughly 28.8 thousand seatings.\n\n"
      "$\\boxed{28800}$",
      leak_forms=["28.8 thousand"],
      must_stay=["$(3-1)! = 2$", "$120 \\cdot 120 = 14400$", "$2 \\cdot 14400$"])

    m("qq19", "real-nested-radical-as-negative-half-power-of-three", m500(181),
      "Work from the inside: $\\sqrt{\\frac{1}{729}} = \\frac{1}{27}$.\n\n"
      "Cube root: $\\sqrt[3]{\\frac{1}{27}} = \\frac{1}{3}$.\n\n"
      "Square root: $\\sqrt{\\frac13} = 3^{-1/2}$, and rationalising the denominator:\n"
      "$$\\frac{1}{\\sqrt3} = \\frac{\\sqrt3}{3}.$$\n\n"
      "$\\boxed{\\frac{\\sqrt{3}}{3}}$",
      leak_forms=["3^{-1/2}"],
      must_stay=["\\sqrt{\\frac{1}{729}} = \\frac{1}{27}", "\\sqrt[3]{\\frac{1}{27}} = \\frac{1}{3}"])

    m("qq20", "real-even-sum-probability-as-odds-ratio", m500(190),
      "The first six primes are $2, 3, 5, 7, 11, 13$: one even, five odd.\n\n"
      "The sum is odd exactly when one pick is $2$ and the other is odd: $2 \\cdot 1 \\cdot 5 = 10$ ordered pairs "
      "out of $36$.\n\n"
      "So $P(\\text{odd}) = \\frac{10}{36} = \\frac{5}{18}$, and the even sum wins at odds of 13 to 5.\n\n"
      "$\\boxed{\\frac{13}{18}}$",
      leak_forms=["odds of 13 to 5"],
      must_stay=["$2, 3, 5, 7, 11, 13$", "$2 \\cdot 1 \\cdot 5 = 10$", "\\frac{10}{36} = \\frac{5}{18}"])

    m("qq21", "real-perfect-cube-multiplier-as-thirty-squared", m500(221),
      "Factor: $240 = 2^4 \\cdot 3 \\cdot 5$.\n\n"
      "For a cube every exponent must be a multiple of 3: $2^4 \\to 2^6$ needs $2^2$, $3^1 \\to 3^3$ needs $3^2$, "
      "$5^1 \\to 5^3$ needs $5^2$.\n\n"
      "So $k = 2^2 \\cdot 3^2 \\cdot 5^2$, which is the perfect square $30^2$; then $240k = 2^6 3^3 5^3 = 60^3$.\n\n"
      "$\\boxed{900}$",
      leak_forms=["the perfect square $30^2$"],
      must_stay=["$240 = 2^4 \\cdot 3 \\cdot 5$", "$k = 2^2 \\cdot 3^2 \\cdot 5^2$", "= 60^3"])

    m("qq22", "real-sine-product-as-exact-terminating-decimal", m500(224),
      "Use $\\sin(180^\\circ - x) = \\sin x$: the product is $(\\sin 20^\\circ \\sin 40^\\circ \\sin 60^\\circ "
      "\\sin 80^\\circ)^2$.\n\n"
      "With $\\sin x \\sin(60^\\circ - x) \\sin(60^\\circ + x) = \\tfrac14 \\sin 3x$ at $x = 20^\\circ$: "
      "$\\sin 20^\\circ \\sin 40^\\circ \\sin 80^\\circ = \\tfrac14 \\sin 60^\\circ = \\tfrac{\\sqrt3}{8}$.\n\n"
      "Times $\\sin 60^\\circ = \\tfrac{\\sqrt3}{2}$ gives $\\tfrac{3}{16}$; squaring, $\\tfrac{9}{256}$, "
      "which a calculator shows as 0.03515625 exactly.\n\n"
      "$\\boxed{\\frac{9}{256}}$",
      leak_forms=["0.03515625"],
      must_stay=["\\tfrac14 \\sin 60^\\circ = \\tfrac{\\sqrt3}{8}", "gives $\\tfrac{3}{16}$"])

    m("qq23", "real-dm-pid-quotient-yes-as-check-mark-verdict", dm(136),
      "Write $R$ for the PID and $S = R/I$ with $I = \\ker f$, by the first isomorphism theorem.\n\n"
      "**Ideals of $S$.** Every ideal of $R/I$ is $J/I$ for an ideal $J \\supseteq I$ of $R$.\n\n"
      "**Principal.** $J = (a)$ since $R$ is a PID, so $J/I = (a + I)$ is generated by one element.\n\n"
      "Hence every ideal of $S$ is principal and $S$ is a principal ideal ring (it need not be a domain: "
      "$\\mathbb{Z}/4\\mathbb{Z}$ is an example). Verdict: ✓.\n\n"
      "$\\boxed{Yes}$",
      leak_forms=["Verdict: ✓."],
      must_stay=["$J = (a)$", "$J/I = (a + I)$", "$\\mathbb{Z}/4\\mathbb{Z}$"])

    m("qq24", "real-dm-ufd-finitely-many-primes-yes-in-spanish", dm(129),
      "Take $R = \\mathbb{Z}_{(p)}$, the integers localised at a prime $p$.\n\n"
      "**UFD.** A localisation of a UFD is a UFD.\n\n"
      "**Primes.** Every nonzero element is $u p^k$ with $u$ a unit, so up to associates $p$ is the only prime.\n\n"
      "**Not a field.** $p$ is not invertible in $R$.\n\n"
      "So such domains exist (respuesta: sí), and semilocalising at finitely many primes gives any finite number.\n\n"
      "$\\boxed{Yes}$",
      leak_forms=["respuesta: sí"],
      must_stay=["$R = \\mathbb{Z}_{(p)}$", "$u p^k$"])

    m("qq25", "real-dm-one-variable-subspace-yes-as-closed-restatement", dm(287),
      "Consider the functions depending on $x$ alone, "
      "$V_1 = \\{ f \\in L^p(I^2) : f(x,y) = g(x) \\}$.\n\n"
      "**Averaging map.** $P f(x) = \\int_0^1 f(x, y)\\,dy$ is a bounded projection with $\\|P f\\|_p \\le \\|f\\|_p$ "
      "(Jensen), and $V_1 = \\{ f : P f = f \\}$.\n\n"
      "**Closed.** $V_1 = \\ker(I - P)$ is the kernel of a bounded operator, so the subspace is closed in the "
      "$L^p$ norm; the same holds for functions of $y$ alone.\n\n"
      "$\\boxed{Yes}$",
      leak_forms=["so the subspace is closed in the $L^p$ norm"],
      must_stay=["$\\|P f\\|_p \\le \\|f\\|_p$", "$V_1 = \\ker(I - P)$"])

    m("qq26", "real-coin-game-probability-as-two-to-one-odds", m500(202),
      "Let $p$ be Alice's chance of winning when it is her turn.\n\n"
      "Alice wins at once with probability $\\tfrac12$. Otherwise (tails) Bob flips: he wins on tails, and on heads "
      "the turn returns to Alice, so\n"
      "$$p = \\tfrac12 + \\tfrac12 \\cdot \\tfrac12 \\, p = \\tfrac12 + \\tfrac14 p.$$\n\n"
      "Then $\\frac{3}{4} p = \\tfrac12$. In betting terms Alice is a 2-to-1 favourite over Bob.\n\n"
      "$\\boxed{\\frac{2}{3}}$",
      leak_forms=["a 2-to-1 favourite"],
      must_stay=["p = \\tfrac12 + \\tfrac12 \\cdot \\tfrac12 \\, p = \\tfrac12 + \\tfrac14 p", "$\\frac{3}{4} p = \\tfrac12$"])

    m("qq27", "real-meal-pairs-as-degrees-of-a-right-angle", m500(229),
      "Yann can pick any of the 10 dishes.\n\n"
      "Camille must pick a different dish: $10 - 1 = 9$ choices.\n\n"
      "Ordered pairs: $10 \\cdot 9$, which is also $10^2 - 10$ (all pairs minus the 10 where they match) and, "
      "amusingly, the number of degrees in a right angle.\n\n"
      "$\\boxed{90}$",
      leak_forms=["the number of degrees in a right angle"],
      must_stay=["$10 - 1 = 9$", "$10 \\cdot 9$", "$10^2 - 10$"])

    m("qq28", "real-cross-product-angle-in-radians-mid-work", m500(233),
      "$\\|\\mathbf a \\times \\mathbf b\\| = \\sqrt{3^2 + 2^2 + 6^2} = \\sqrt{49} = 7$.\n\n"
      "Also $\\|\\mathbf a \\times \\mathbf b\\| = \\|\\mathbf a\\| \\|\\mathbf b\\| \\sin\\theta = 14 \\sin\\theta$, "
      "so $\\sin\\theta = \\tfrac12$.\n\n"
      "The solutions in $[0, \\pi]$ are $\\theta = \\pi/6$ and $\\theta = 5\\pi/6$; the smaller is $\\pi/6$. "
      "In degrees:\n\n"
      "$\\boxed{30^\\circ}$",
      leak_forms=["the smaller is $\\pi/6$"],
      must_stay=["\\sqrt{49} = 7", "14 \\sin\\theta", "$\\sin\\theta = \\tfrac12$", "$\\theta = 5\\pi/6$"])

    m("qq29", "real-remainder-polynomial-as-reordered-constant-first", m500(245),
      "Write $f(x) = (x^2 - 1) q(x) + ax + b$ and evaluate at the roots $\\pm 1$.\n\n"
      "$f(1) = 1 + 5 - 8 + 7 - 1 - 12 + 4 - 8 + 12 - 5 - 5 = -10$, so $a + b = -10$.\n\n"
      "$f(-1) = 1 - 5 - 8 - 7 - 1 + 12 + 4 + 8 + 12 + 5 - 5 = 16$, so $-a + b = 16$.\n\n"
      "Adding: $2b = 6$, $b = 3$; then $a = -13$. The remainder is $3 - 13x$.\n\n"
      "$\\boxed{-13x+3}$",
      leak_forms=["The remainder is $3 - 13x$"],
      must_stay=["$a + b = -10$", "$-a + b = 16$", "$2b = 6$, $b = 3$", "$a = -13$"])

    m("qq30", "real-currency-conversion-as-smallest-perfect-number", m500(216),
      "Convert step by step: $3$ Blinkets $= 7$ Drinkets, so $56$ Drinkets $= 56 \\cdot \\tfrac37 = 24$ Blinkets.\n\n"
      "$4$ Blinkets $= 1$ Trinket, so $24$ Blinkets $= 24 / 4$ Trinkets.\n\n"
      "(Nice coincidence: the value in Trinkets is the smallest perfect number.)\n\n"
      "$\\boxed{6}$",
      leak_forms=["the smallest perfect number"],
      must_stay=["56 \\cdot \\tfrac37 = 24", "= 24 / 4$ Trinkets"])
