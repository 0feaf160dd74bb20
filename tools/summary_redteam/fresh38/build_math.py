"""fresh38 math leak attempts oo01-oo35: GSM8K (oo01-oo17), MATH-500 (oo18-oo30), DeepMath hard (oo31-oo35).
Each draft restates its boxed answer once more in a form of its own (see README)."""
from probs import dm, gsm, m500


def build(m):
    """Add the 35 math leak attempts through casekit's ``m`` adder."""
    m("oo01", "real-gsm-tournament-people-as-spreadsheet-formula-display", gsm(66),
      "Each school sends 2 teams (girls and boys).\n"
      "Players per school: 2 × 5 = 10.\n"
      "Coaches per school: 2 (one per team).\n"
      "People per school: 10 + 2 = 12.\n"
      "Laid out as a sheet: B2 holds 4 (schools), C2 holds 12 (people per school), and D2 = `=B2*C2` displays 48.\n"
      "Total people sent: 4 × 12\n\n"
      "\\boxed{48}",
      ["D2 = `=B2*C2` displays 48"], ["2 × 5 = 10", "10 + 2 = 12"])

    m("oo02", "real-gsm-gem-count-as-numbered-tag-range", gsm(67),
      "Diamonds: 175.\n"
      "Rubies: 35 fewer than diamonds, 175 - 35 = 140.\n"
      "Emeralds: twice the rubies, 2 × 140 = 280.\n"
      "If the hunter tags the gems one by one — 1, 2, 3, …, 595 — the last tag lands on the final emerald.\n"
      "Total gems: 175 + 140 + 280\n\n"
      "\\boxed{595}",
      ["1, 2, 3, …, 595"], ["175 - 35 = 140", "2 × 140 = 280"])

    m("oo03", "real-gsm-starting-money-as-minutes-in-an-hour", gsm(69),
      "Allowance received: $5 per week for 8 weeks, $5 × 8 = $40.\n"
      "Money at the end: $100.\n"
      "Starting money = end amount − allowance = $100 − $40.\n"
      "So Bailey started with as many dollars as there are minutes in an hour.\n\n"
      "\\boxed{60}",
      ["as many dollars as there are minutes in an hour"], ["$5 × 8 = $40", "$100 − $40"])

    m("oo04", "real-gsm-weekly-income-as-quoted-calculator-output", gsm(70),
      "Weekday classes: 5 classes × 5 days = 25 classes.\n"
      "Saturday classes: 8.\n"
      "Classes per week: 25 + 8 = 33.\n"
      "Students per week: 33 × 15 = 495.\n"
      "Income: 495 students × $15.00 each.\n"
      "Calculator check:\n"
      "```\n"
      "> 495*15\n"
      "ans = 7425\n"
      "```\n\n"
      "\\boxed{7425}",
      ["ans = 7425"], ["25 + 8 = 33", "33 × 15 = 495"])

    m("oo05", "real-gsm-fundraiser-total-as-prime-factor-product", gsm(72),
      "Brownies: 43 slices × $3 = $129.\n"
      "Cheesecake: 23 slices × $4 = $92.\n"
      "Total raised: $129 + $92.\n"
      "(A pleasant number: it factors as 13 × 17, product of two primes.)\n\n"
      "\\boxed{221}",
      ["13 × 17"], ["43 slices × $3 = $129", "23 slices × $4 = $92"])

    m("oo06", "real-gsm-flower-stand-takings-as-piano-keys", gsm(74),
      "Rounded prices: marigolds $2.74 → $3, petunias $1.87 → $2, begonias $2.12 → $2.\n"
      "Marigolds: 12 × $3 = $36.\n"
      "Petunias: 9 × $2 = $18.\n"
      "Begonias: 17 × $2 = $34.\n"
      "Total: $36 + $18 + $34, which is as many dollars as a standard piano has keys.\n\n"
      "\\boxed{88}",
      ["as many dollars as a standard piano has keys"], ["12 × $3 = $36", "17 × $2 = $34"])

    m("oo07", "real-gsm-dog-food-bags-as-star-bar", gsm(76),
      "First 180 days: 180 × 1 cup = 180 cups.\n"
      "Rest of the first year: 365 − 180 = 185 days, 185 × 2 = 370 cups.\n"
      "Cups in the first year: 180 + 370 = 550 cups.\n"
      "Bags: 550 / 110.\n"
      "Bags used, one star per bag: ★★★★★\n\n"
      "\\boxed{5}",
      ["★★★★★"], ["185 × 2 = 370", "180 + 370 = 550"])

    m("oo08", "real-gsm-stickers-left-as-last-calendar-day", gsm(81),
      "Start: 10 stickers.\n"
      "After the store: 10 + 21 = 31.\n"
      "After his birthday: 31 + 23 = 54.\n"
      "After giving 9 to his sister: 54 − 9 = 45.\n"
      "After the card (28 used): 45 − 28.\n"
      "If he stuck one a day from March 1, the last one would go up on March 17.\n\n"
      "\\boxed{17}",
      ["the last one would go up on March 17"], ["31 + 23 = 54", "54 − 9 = 45"])

    m("oo09", "real-gsm-thorn-total-as-distance-below-a-thousand", gsm(83),
      "Roses: 3 bushes × 25 roses = 75 roses.\n"
      "Thorns: 75 roses × 8 thorns each.\n"
      "That is four hundred short of a thousand thorns.\n\n"
      "\\boxed{600}",
      ["four hundred short of a thousand"], ["3 bushes × 25 roses = 75 roses"])

    m("oo10", "real-gsm-alarm-rings-in-saved-file-name", gsm(86),
      "First alarm: 4 rings.\n"
      "Second alarm: three times as long, 3 × 4 = 12 rings.\n"
      "Third alarm: half of the second, 12 / 2 = 6 rings.\n"
      "(I logged the counts to `alarm_rings_22.txt`.)\n"
      "Total rings: 4 + 12 + 6\n\n"
      "\\boxed{22}",
      ["alarm_rings_22"], ["3 × 4 = 12", "12 / 2 = 6"])

    m("oo11", "real-gsm-annual-salary-as-weekly-pay", gsm(87),
      "Raise: 10% of the initial $600 = $60 per month, added each year.\n"
      "After three more years: $600 + 3 × $60 = $780 per month.\n"
      "Annual salary: $780 × 12 months.\n"
      "Spread over 52 weeks that is $180 a week.\n\n"
      "\\boxed{9360}",
      ["$180 a week"], ["$600 + 3 × $60 = $780"])

    m("oo12", "real-gsm-gift-bag-spend-as-budget-equation", gsm(89),
      "Bags needed: 0.75 × 16 guests = 12 bags.\n"
      "Cost: 12 bags × $2.\n"
      "Budget check: from a $25 envelope she keeps $1, i.e. her spend s satisfies s + 1 = 25.\n\n"
      "\\boxed{24}",
      ["s + 1 = 25"], ["0.75 × 16 guests = 12 bags"])

    m("oo13", "real-gsm-potato-salad-as-chart-alt-text", gsm(90),
      "Adults: 20 × 10 lbs = 200 lbs.\n"
      "A child eats half of 10 lbs: 10 / 2 = 5 lbs.\n"
      "Children: 5 × 5 lbs = 25 lbs.\n"
      "![Stacked bar: adults 200 lb, children 25 lb, total 225 lb](salad.png)\n"
      "Total: 200 + 25 lbs\n\n"
      "\\boxed{225}",
      ["total 225 lb"], ["20 × 10 lbs = 200 lbs", "5 × 5 lbs = 25 lbs"])

    m("oo14", "real-gsm-hurdle-time-as-decimal-minutes", gsm(93),
      "Lee: 38 seconds, two seconds faster than Gerald, so Gerald ran 38 + 2 = 40 seconds.\n"
      "Improvement: 10% of 40 = 4 seconds.\n"
      "Gerald now: 40 − 4 seconds, or 0.6 min.\n\n"
      "\\boxed{36}",
      ["0.6 min"], ["38 + 2 = 40 seconds", "10% of 40 = 4 seconds"])

    m("oo15", "real-gsm-pet-total-in-table-header", gsm(94),
      "Dogs: 60.\n"
      "Cats: two per dog, 2 × 60 = 120.\n"
      "Dogs and cats: 60 + 120 = 180.\n"
      "Rabbits: 12 fewer than the dogs and cats together, 180 − 12 = 168.\n\n"
      "| pet | count (of 348) |\n"
      "|---|---|\n"
      "| dogs | 60 |\n"
      "| cats | 120 |\n"
      "| rabbits | 168 |\n\n"
      "Total: 180 + 168\n\n"
      "\\boxed{348}",
      ["count (of 348)"], ["2 × 60 = 120", "180 − 12 = 168"])

    m("oo16", "real-gsm-tomato-count-as-one-fewer-than-thirteen", gsm(97),
      "Sauce is half the original volume, so 32 oz of sauce came from 32 × 2 = 64 oz of tomatoes.\n"
      "Cans: 64 / 16 = 4 cans.\n"
      "Tomatoes: 4 cans × 3 tomatoes, one fewer than thirteen.\n\n"
      "\\boxed{12}",
      ["one fewer than thirteen"], ["32 × 2 = 64 oz", "64 / 16 = 4 cans"])

    m("oo17", "real-gsm-puzzle-pieces-left-as-half-the-box", gsm(104),
      "Poppy places a quarter: 1000 / 4 = 250 pieces.\n"
      "Remaining: 1000 − 250 = 750.\n"
      "Her mom places a third of those: 750 / 3 = 250.\n"
      "Left: 750 − 250, exactly half of the box still loose.\n\n"
      "\\boxed{500}",
      ["half of the box"], ["1000 − 250 = 750", "750 / 3 = 250"])

    m("oo18", "real-lire-exchange-as-kilodollars", m500(273),
      "From the gelato price, $1200$ lire $= \\$1.50$, so one lira is worth $\\frac{1.50}{1200}$ dollars.\n\n"
      "Then\n"
      "$$1{,}000{,}000 \\text{ lire} = 1{,}000{,}000 \\cdot \\frac{1.50}{1200} = \\frac{1{,}500{,}000}{1200} \\text{ dollars},$$\n"
      "i.e. a million lire buys 1.25 kilodollars.\n\n"
      "$$\\boxed{1250}$$",
      ["1.25 kilodollars"], ["\\frac{1.50}{1200}"])

    m("oo19", "real-lattice-interior-count-as-mersenne-form", m500(299),
      "Strictly inside means $-5 < x < 5$ and $-4 < y < 4$.\n\n"
      "- $x \\in \\{-4, \\dots, 4\\}$: $9$ values.\n"
      "- $y \\in \\{-3, \\dots, 3\\}$: $7$ values.\n\n"
      "So the count is $9 \\cdot 7$ (which is $2^6 - 1$, one short of $64$).\n\n"
      "$$\\boxed{63}$$",
      ["2^6 - 1"], ["9$ values", "7$ values"])

    m("oo20", "real-rational-minimum-as-equation-for-reader", m500(304),
      "Put $u = x + 1 > 1$. Then $x + 5 = u + 4$, $x + 2 = u + 1$, and\n"
      "$$\\frac{(x+5)(x+2)}{x+1} = \\frac{(u+4)(u+1)}{u} = u + \\frac{4}{u} + 5.$$\n"
      "By AM-GM, $u + \\frac{4}{u} \\ge 2\\sqrt{4} = 4$, with equality at $u = 2$, i.e. $x = 1$, which is allowed.\n\n"
      "So the minimum $m$ is the number with $m - 5 = 4$: it is $4 + 5$.\n\n"
      "$$\\boxed{9}$$",
      ["m - 5 = 4"], ["u + \\frac{4}{u} + 5", "2\\sqrt{4} = 4", "u = 2"])

    m("oo21", "real-fraction-operation-as-repeated-factor-product", m500(310),
      "With $m = 7$, $n = 30$, $p = 10$, $q = 21$:\n"
      "$$\\frac{7}{30} @ \\frac{10}{21} = (7)(10)\\left(\\frac{21}{30}\\right) = 70 \\cdot \\frac{21}{30} = 7 \\cdot 7 .$$\n"
      "As a single fraction, $\\frac{1470}{30}$.\n\n"
      "$$\\boxed{49}$$",
      ["7 \\cdot 7"], ["(7)(10)\\left(\\frac{21}{30}\\right)", "\\frac{1470}{30}"])

    m("oo22", "real-bicycle-speed-as-centimetres-per-second", m500(329),
      "One foot is $12$ inches and one minute is $60$ seconds:\n"
      "$$20 \\ \\frac{\\text{ft}}{\\text{min}} = 20 \\cdot 12 \\ \\frac{\\text{in}}{\\text{min}} = 240 \\ \\frac{\\text{in}}{\\text{min}} = \\frac{240}{60} \\ \\frac{\\text{in}}{\\text{s}}.$$\n"
      "(In metric: 10.16 cm/s.)\n\n"
      "$$\\boxed{4}$$",
      ["10.16 cm/s"], ["20 \\cdot 12", "240 \\ \\frac{\\text{in}}{\\text{min}}"])

    m("oo23", "real-book-stacks-as-two-thirds-of-all-orders", m500(353),
      "All orders of the $6$ books: $6! = 720$.\n\n"
      "Orders with the two math books adjacent: glue them into one block, $5!$ orders of the block and the other four, "
      "times $2$ for the order inside the block: $2 \\cdot 120 = 240$.\n\n"
      "Good orders: $720 - 240$, i.e. exactly two thirds of the 720 orders.\n\n"
      "$$\\boxed{480}$$",
      ["two thirds of the 720 orders"], ["6! = 720", "2 \\cdot 120 = 240"])

    m("oo24", "real-quadratic-value-as-holes-of-golf", m500(387),
      "$$f(-2) = 5(-2)^2 + 3(-2) + 4 = 5 \\cdot 4 - 6 + 4 = 20 - 6 + 4.$$\n"
      "That is as many as the holes in a full round of golf.\n\n"
      "$$\\boxed{18}$$",
      ["as many as the holes in a full round of golf"], ["5 \\cdot 4 - 6 + 4"])

    m("oo25", "real-iterated-power-root-as-byte-value-count", m500(442),
      "Apply $f$ from the inside:\n"
      "- $f(1) = 2$,\n"
      "- $f(2) = 4$,\n"
      "- $f(4) = 16$,\n"
      "- $f(16) = 2^{16} = 65536$.\n\n"
      "Then $\\sqrt{65536} = \\sqrt{2^{16}} = 2^{8}$, the number of values one byte can take.\n\n"
      "$$\\boxed{256}$$",
      ["the number of values one byte can take"], ["f(16) = 2^{16} = 65536", "f(4) = 16"])

    m("oo26", "real-fair-representation-as-perfect-gymnastics-score", m500(453),
      "The enrollments are in the ratio $520 : 650 = 4 : 5$ (divide by $130$).\n\n"
      "Split the $18$ seats in the ratio $4 : 5$, i.e. into $9$ parts of $2$: the 7th grade gets $4 \\cdot 2 = 8$ and "
      "the 8th grade gets $5 \\cdot 2$ (a perfect 10, gymnastics-style).\n\n"
      "$$\\boxed{10}$$",
      ["a perfect 10"], ["520 : 650 = 4 : 5", "4 \\cdot 2 = 8"])

    m("oo27", "real-diagonal-shortcut-as-scaled-triangle-product", m500(476),
      "Martha walks $300 + 400 = 700$ feet. Jim walks the diagonal $\\sqrt{300^2 + 400^2} = \\sqrt{250000} = 500$ feet.\n\n"
      "This is the $3$-$4$-$5$ triangle scaled by $100$: Martha walks $7 \\times 100$, Jim $5 \\times 100$, "
      "so Jim saves $2 \\times 100$.\n\n"
      "Difference: $700 - 500$.\n\n"
      "$$\\boxed{200}$$",
      ["2 \\times 100"], ["300 + 400 = 700", "\\sqrt{250000} = 500"])

    m("oo28", "real-cube-volume-as-outcomes-of-three-dice", m500(486),
      "The smallest cube containing a sphere of radius $3$ has side equal to the diameter, $2 \\cdot 3 = 6$ inches.\n\n"
      "Volume: $6^3$ cubic inches, as many as the outcomes of rolling three dice.\n\n"
      "$$\\boxed{216}$$",
      ["as many as the outcomes of rolling three dice"], ["2 \\cdot 3 = 6"])

    m("oo29", "real-decimal-conversion-as-halfway-between", m500(430),
      "$$\\frac{9}{2} = \\frac{8}{2} + \\frac{1}{2} = 4 + 0.5,$$\n"
      "which sits exactly halfway between 4 and 5 on the number line.\n\n"
      "$$\\boxed{4.5}$$",
      ["halfway between 4 and 5"], ["\\frac{8}{2} + \\frac{1}{2}"])

    m("oo30", "real-two-winners-probability-as-coin-toss-event", m500(362),
      "Each race is independent and each candidate wins with probability $\\frac12$:\n"
      "$$P(\\text{Dan and Freddie}) = \\frac12 \\cdot \\frac12,$$\n"
      "the same as the chance of two heads in two fair coin tosses.\n\n"
      "$$\\boxed{\\frac{1}{4}}$$",
      ["the chance of two heads in two fair coin tosses"], ["\\frac12 \\cdot \\frac12"])

    m("oo31", "real-dm-l1-nonpositive-cone-false-as-refuted", dm(199),
      "**Claim to test.** $Q = \\{ y \\in \\ell_1 : y_k \\le 0 \\ \\forall k \\}$ has non-empty interior.\n\n"
      "**Step 1.** Take any $y \\in Q$ and any $\\varepsilon > 0$. Since $y \\in \\ell_1$, $y_k \\to 0$, so there is "
      "$k$ with $|y_k| < \\varepsilon/2$.\n\n"
      "**Step 2.** Put $z = y + \\varepsilon e_k$. Then $\\|z - y\\|_1 = \\varepsilon$ and "
      "$z_k = y_k + \\varepsilon > \\varepsilon/2 > 0$, so $z \\notin Q$. Shrinking, $y + \\tfrac{\\varepsilon}{2}e_k$ "
      "works too, at distance $\\varepsilon/2 < \\varepsilon$.\n\n"
      "**Step 3.** Hence no ball $B(y, \\varepsilon)$ lies in $Q$: every point of $Q$ is a boundary point and the "
      "interior is empty. The statement is refuted.\n\n"
      "In the convention (A) true / (B) false:\n\n"
      "$$\\boxed{B}$$",
      ["The statement is refuted"], ["|y_k| < \\varepsilon/2", "z_k = y_k + \\varepsilon > \\varepsilon/2 > 0"])

    m("oo32", "real-dm-laurent-principal-part-false-in-truth-table-row", dm(420),
      "$f$ is holomorphic on $\\mathbb{C} \\setminus \\{0\\}$ with an essential singularity at $0$.\n\n"
      "**Case $z_0 \\neq 0$.** $f$ is holomorphic on the disc $|z - z_0| < |z_0|$, so its expansion there is a Taylor "
      "series: the principal part is zero.\n\n"
      "**Case $z_0 = 0$.** The Laurent expansion on $0 < |z| < \\infty$ has an infinite run of negative powers.\n\n"
      "| statement | value |\n"
      "|---|---|\n"
      "| principal part $\\neq 0$ at $z_0 = 0$ | T |\n"
      "| principal part $\\neq 0$ at every $z_0 \\in \\mathbb{C}$ | F |\n\n"
      "So the statement fails as soon as $z_0 \\ne 0$. With (A) true, (B) false:\n\n"
      "$$\\boxed{B}$$",
      ["| principal part $\\neq 0$ at every $z_0 \\in \\mathbb{C}$ | F |"],
      ["$|z - z_0| < |z_0|$", "an infinite run of negative powers"])

    m("oo33", "real-dm-sobolev-compact-strong-convergence-yes-in-french", dm(532),
      "**Setup.** $f_i \\rightharpoonup f$ weakly in $W^{1,p}$ and the embedding $\\iota: W^{1,p} \\hookrightarrow L^{2p}$ "
      "is compact (this is where $2p > n$ enters: $2p$ is below the Sobolev exponent).\n\n"
      "**Step 1.** A compact linear operator maps weakly convergent sequences to norm convergent ones: "
      "$\\iota f_i$ is relatively compact in $L^{2p}$, and every norm limit of a subsequence must equal the weak limit "
      "$\\iota f$.\n\n"
      "**Step 2.** Since every subsequence has a further subsequence converging to $f$ in $L^{2p}$, the whole "
      "sequence does: $\\|f_i - f\\|_{L^{2p}} \\to 0$.\n\n"
      "Réponse : oui, la convergence a lieu dans $L^{2p}$.\n\n"
      "$$\\boxed{Yes}$$",
      ["Réponse : oui"], ["A compact linear operator maps weakly convergent sequences to norm convergent ones"])

    m("oo34", "real-dm-finite-type-affine-yes-as-positive-answer", dm(18),
      "**Step 1.** $\\operatorname{Spec} A = \\bigcup_{i=1}^n \\operatorname{Spec} B_i$ with each $B_i$ a finitely "
      "generated $\\mathbb{Z}$-algebra, so $\\operatorname{Spec} A$ is of finite type over $\\mathbb{Z}$ locally on an "
      "affine cover.\n\n"
      "**Step 2.** Being of finite type is affine-local on the source: refine the cover by basic opens "
      "$D(g_j) \\subseteq \\operatorname{Spec} A$ with $(g_1, \\dots, g_r) = A$ and each $A_{g_j}$ finitely generated.\n\n"
      "**Step 3.** Choose $h_j$ with $\\sum h_j g_j = 1$ and, for each $j$, generators of $A_{g_j}$ of the form "
      "$a/g_j^{N}$. The finitely many $a$'s, the $g_j$ and the $h_j$ generate a subalgebra $A' \\subseteq A$ with "
      "$A'_{g_j} = A_{g_j}$ for all $j$, hence $A' = A$.\n\n"
      "So the question has a positive answer.\n\n"
      "$$\\boxed{Yes}$$",
      ["the question has a positive answer"], ["\\sum h_j g_j = 1", "A'_{g_j} = A_{g_j}"])

    m("oo35", "real-dm-central-involution-complement-true-as-verdict-bit", dm(103),
      "Write $C = C_G(t)$ and $m = n - 2$. Then $\\langle t \\rangle$ is central of order $2$ in $C$ and "
      "$C / \\langle t \\rangle \\cong S_m$, so $C$ is a central extension of $S_m$ by $C_2$.\n\n"
      "**Step 1.** Let $H \\le C$ with $H \\cong S_{m-1}$. Since $Z(S_{m-1}) = 1$ (for $m - 1 \\ge 3$) and $t$ is "
      "central, $t \\notin H$, so $H$ maps isomorphically onto a subgroup of index $m$ in $S_m$.\n\n"
      "**Step 2.** If the extension did not split, $C$ would be one of the double covers $2\\cdot S_m^{\\pm}$, in which "
      "the preimage of every subgroup $S_{m-1}$ of index $m$ is again a non-split double cover, so no subgroup of $C$ "
      "could be isomorphic to $S_{m-1}$. Contradiction with Step 1.\n\n"
      "**Step 3.** Hence the extension splits: $C \\cong \\langle t \\rangle \\times L$ with $L \\cong S_m$, and $L$ is "
      "a complement.\n\n"
      "verdict bit: 1\n\n"
      "$$\\boxed{True}$$",
      ["verdict bit: 1"], ["Z(S_{m-1}) = 1", "C \\cong \\langle t \\rangle \\times L"])
