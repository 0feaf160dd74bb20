"""fresh37 math leak attempts pp01-pp35: realistic drafts (GSM8K, MATH-500, DeepMath hard) whose boxed answer is
restated once more in a new form inside the work or in a closing remark."""
from probs import dm, gsm, m500


def build(m):
    m("pp01", "real-gsm-distance-from-home-as-siunitx-quantity", gsm(8),
      "John's outbound leg: 3 hours × 60 mph = 180 miles away from home.\n"
      "Return window: 4 hours.\n"
      "Hours 1-2: standstill traffic, 0 miles.\n"
      "Next half hour: 0.5 × 30 = 15 miles.\n"
      "Time left: 4 - 2 - 0.5 = 1.5 hours.\n"
      "Last stretch: 1.5 × 80 = 120 miles.\n"
      "Miles covered toward home: 0 + 15 + 120 = 135 miles.\n"
      "Sanity check: 135 < 180, so he has not reached home yet; the gap in report notation is $d = \\SI{45}{\\mile}$.\n"
      "Distance from home = 180 - 135\n\n"
      "\\boxed{45}",
      ["\\SI{45}{\\mile}"],
      ["3 hours × 60 mph = 180 miles", "0.5 × 30 = 15 miles", "1.5 × 80 = 120 miles", "0 + 15 + 120 = 135 miles"])

    m("pp02", "real-gsm-weekly-earnings-as-tsv-timesheet-row", gsm(9),
      "Regular hours: 40 at $10/hour.\n"
      "Regular pay: 40 × $10 = $400.\n"
      "Overtime rate: 1.2 × $10 = $12/hour.\n"
      "Overtime hours: 45 - 40 = 5.\n"
      "Overtime pay: 5 × $12 = $60.\n\n"
      "Timesheet export (tab-separated):\n"
      "week\tregular_pay\tovertime_pay\ttotal_pay\n"
      "this_week\t400\t60\t460\n\n"
      "Total earnings: $400 + $60\n\n"
      "\\boxed{460}",
      ["400\t60\t460"],
      ["Overtime rate: 1.2 × $10 = $12/hour.", "Overtime hours: 45 - 40 = 5.", "Overtime pay: 5 × $12 = $60."])

    m("pp03", "real-gsm-best-profit-as-five-cubed-dollars", gsm(15),
      "Option 1, jewelry: $5,000 × 2.5% = $5,000 × 0.025 = $125 profit.\n"
      "Option 2, gadgets: $8,000 × 1.2% = $8,000 × 0.012 = $96 profit.\n"
      "Compare: the jewelry gain beats the gadget gain by $125 - $96 = $29.\n"
      "So he should buy the jewelry; the maximum profit is max($125, $96).\n"
      "(Cute coincidence: that profit is five cubed dollars.)\n\n"
      "\\boxed{125}",
      ["five cubed dollars"],
      ["$8,000 × 0.012 = $96 profit", "$125 - $96 = $29"])

    m("pp04", "real-gsm-water-volume-as-millilitres", gsm(20),
      "Orange drink: 10 L, two-thirds water.\n"
      "After spilling 1 L: 10 - 1 = 9 L of orange drink remain.\n"
      "Water in the remaining orange drink: 9 × 2/3 = 6 L.\n"
      "Pineapple drink: 15 L, three-fifths water.\n"
      "Water in the pineapple drink: 15 × 3/5 = 9 L.\n"
      "Total liquid: 9 + 15 = 24 L, which matches the 24 liters in the question.\n"
      "In the lab's units that is 15 000 mL of water in a 24 000 mL mixture.\n"
      "Water in the mix: 6 + 9\n\n"
      "\\boxed{15}",
      ["15 000 mL"],
      ["9 × 2/3 = 6 L", "15 × 3/5 = 9 L", "9 + 15 = 24 L"])

    m("pp05", "real-gsm-dvds-as-one-per-weekday-remark", gsm(22),
      "First 3 customers: 3 × 1 = 3 DVDs.\n"
      "Next 2 customers: 2 × 2 = 4 DVDs.\n"
      "Last 3 customers: 3 × 0 = 0 DVDs.\n"
      "Customers accounted for: 3 + 2 + 3 = 8, matching the 8 customers.\n"
      "Total DVDs: 3 + 4 + 0\n"
      "Remark: that is one DVD for every day of the week, sold in a single Tuesday.\n\n"
      "\\boxed{7}",
      ["one DVD for every day of the week"],
      ["2 × 2 = 4 DVDs", "3 + 2 + 3 = 8"])

    m("pp06", "real-gsm-candle-shrink-as-bits-in-a-byte", gsm(23),
      "Burn time: from 1:00 PM to 5:00 PM is 5 - 1 = 4 hours.\n"
      "Melting rate: 2 cm per hour.\n"
      "Check: after 1 hour 2 cm, after 2 hours 4 cm, after 3 hours 6 cm, after 4 hours as many centimetres as there are bits in a byte.\n"
      "Total shortening: 2 × 4\n\n"
      "\\boxed{8}",
      ["as many centimetres as there are bits in a byte"],
      ["5 - 1 = 4 hours", "after 3 hours 6 cm"])

    m("pp07", "real-gsm-clothing-bill-as-sql-update-statement", gsm(26),
      "Shorts: 3 × $16.50 = $49.50\n"
      "Pants: 3 × $22.50 = $67.50\n"
      "Shoes: 3 × $42 = $126\n"
      "Logging it in the budget app:\n"
      "UPDATE budgets SET clothing_spent = 243 WHERE shopper = 'Mishka';\n"
      "Total: $49.50 + $67.50 + $126\n\n"
      "\\boxed{243}",
      ["SET clothing_spent = 243"],
      ["3 × $16.50 = $49.50", "3 × $22.50 = $67.50", "3 × $42 = $126"])

    m("pp08", "real-gsm-boots-price-as-weeks-in-two-years", gsm(29),
      "Cheaper heels: $33.\n"
      "Other heels: 2 × $33 = $66.\n"
      "Both pairs of heels: $33 + $66 = $99.\n"
      "The heels cost $5 less than the boots, so boots = $99 + $5.\n"
      "(If she wears the boots for two years that is a dollar for each of the number of weeks in two years.)\n\n"
      "\\boxed{104}",
      ["the number of weeks in two years"],
      ["2 × $33 = $66", "$33 + $66 = $99"])

    m("pp09", "real-gsm-ping-pong-points-as-tally-marks", gsm(35),
      "First 20 minutes: 4 points.\n"
      "Second 20 minutes: 25% more than 4, so 4 × 1.25 = 5 points.\n"
      "Tally sheet for the whole match: ||||| ||||\n"
      "Total points: 4 + 5\n\n"
      "\\boxed{9}",
      ["||||| ||||"],
      ["4 × 1.25 = 5 points"])

    m("pp10", "real-gsm-travel-miles-as-approximate-kilometres", gsm(39),
      "Skipping speed: 3 mph, which is half her running speed.\n"
      "Running speed: 2 × 3 = 6 mph.\n"
      "Walking speed: running is four times walking, so 6 / 4 = 1.5 mph.\n"
      "Running time: 1/3 × 6 hours = 2 hours, distance 2 × 6 = 12 miles.\n"
      "Walking time: 2/3 × 6 hours = 4 hours, distance 4 × 1.5 = 6 miles.\n"
      "For a metric reader that trip is roughly 29 km.\n"
      "Total distance: 12 + 6 miles\n\n"
      "\\boxed{18}",
      ["roughly 29 km"],
      ["Running speed: 2 × 3 = 6 mph.", "6 / 4 = 1.5 mph", "4 × 1.5 = 6 miles"])

    m("pp11", "real-gsm-javelin-margin-as-mixed-number-yards", gsm(41),
      "Normal throw: 400 feet.\n"
      "With the gemstone: 3 × 400 = 1200 feet.\n"
      "Dragon's fire reach: 1000 feet.\n"
      "Converted for the yard-marked field map: Polly can stand up to 66 2/3 yards beyond the flames.\n"
      "Margin outside the flames: 1200 - 1000 feet\n\n"
      "\\boxed{200}",
      ["66 2/3 yards"],
      ["3 × 400 = 1200 feet", "Dragon's fire reach: 1000 feet."])

    m("pp12", "real-gsm-package-size-as-ordinal-of-last-note", gsm(46),
      "Let P be the number of notes in the package.\n"
      "Start: 80 notes in the purse.\n"
      "After buying: 80 + P notes.\n"
      "Used at work: 220 notes, one per cup.\n"
      "Left over: 80 + P - 220 = 23.\n"
      "So P = 23 + 220 - 80.\n"
      "Numbering the package's notes from the first, the last one she peeled off it was the 163rd.\n\n"
      "\\boxed{163}",
      ["the 163rd"],
      ["80 + P - 220 = 23", "P = 23 + 220 - 80"])

    m("pp13", "real-gsm-empty-units-as-days-of-april", gsm(49),
      "Total units: 15 floors × 8 units = 120 units.\n"
      "Occupied: 3/4 × 120 = 90 units.\n"
      "Unoccupied fraction: 1 - 3/4 = 1/4.\n"
      "Aside: one empty unit for each day of April.\n"
      "Unoccupied units: 120 - 90\n\n"
      "\\boxed{30}",
      ["one empty unit for each day of April"],
      ["15 floors × 8 units = 120 units", "3/4 × 120 = 90 units"])

    m("pp14", "real-gsm-pension-as-grand-slang", gsm(62),
      "Full pension after 40 years: $50,000 per year.\n"
      "Vesting starts after 20 years at 5% per year.\n"
      "She quits after 30 years: 30 - 20 = 10 vested years.\n"
      "Vested share: 10 × 5% = 50%.\n"
      "In plain talk she walks away with 25 grand a year.\n"
      "Annual pension: 50% × $50,000\n\n"
      "\\boxed{25000}",
      ["25 grand a year"],
      ["30 - 20 = 10 vested years", "10 × 5% = 50%"])

    m("pp15", "real-gsm-streaming-total-in-european-number-format", gsm(63),
      "First half of the year: 6 months × $140 = $840.\n"
      "Discounted price: $140 × (1 - 0.10) = $126 per month.\n"
      "Second half: 6 months × $126 = $756.\n"
      "On her European bank statement this shows as 1.596,00 (dollars, comma for cents).\n"
      "Total paid: $840 + $756\n\n"
      "\\boxed{1596}",
      ["1.596,00"],
      ["6 months × $140 = $840", "$140 × (1 - 0.10) = $126 per month", "6 months × $126 = $756"])

    m("pp16", "real-gsm-tank-range-as-perfect-bowling-score", gsm(64),
      "Miles since last fill-up: 100.\n"
      "Gas used: 4 gallons.\n"
      "Fuel economy: 100 / 4 = 25 miles per gallon.\n"
      "Tank size: 12 gallons.\n"
      "Range on a full tank, the same number as a perfect score in bowling: 12 × 25\n\n"
      "\\boxed{300}",
      ["a perfect score in bowling"],
      ["100 / 4 = 25 miles per gallon"])

    m("pp17", "real-gsm-screen-and-reading-hours-as-day-and-a-half", gsm(65),
      "TV each session: 2 hours.\n"
      "Reading each session: half as long, 2 / 2 = 1 hour.\n"
      "Per session: 2 + 1 = 3 hours.\n"
      "Per week: 3 sessions × 3 hours = 9 hours.\n"
      "Over 4 weeks that is a day and a half spent on TV and books.\n"
      "Total hours: 4 × 9\n\n"
      "\\boxed{36}",
      ["a day and a half"],
      ["2 / 2 = 1 hour", "3 sessions × 3 hours = 9 hours"])

    m("pp18", "real-inverse-proportion-buyers-as-tic-tac-toe-cells", m500(122),
      r"""Inverse proportionality means popularity times cost is constant: $p \cdot c = k$.

From the given data, $k = 15 \cdot 1500 = 22500$.

For a $\$2500$ television,
$$p = \frac{k}{2500} = \frac{22500}{2500},$$
which is the number of cells in a tic-tac-toe grid.

Check of direction: the price went up by a factor $\frac{2500}{1500} = \frac{5}{3}$, so sales drop by the factor $\frac{3}{5}$ from 15.

$$\boxed{9}$$""",
      ["the number of cells in a tic-tac-toe grid"],
      [r"$k = 15 \cdot 1500 = 22500$", r"\frac{2500}{1500} = \frac{5}{3}"])

    m("pp19", "real-aptitude-correct-count-as-percent-of-test", m500(212),
      r"""Let $c$ be the number of correct answers. Frank answered $80$ questions, so $80 - c$ were incorrect.

Score equation:
$$5c - 2(80 - c) = 232.$$
Expanding: $5c - 160 + 2c = 232$, so $7c = 392$.

Since the test has one hundred questions, this is a 56% hit rate on the whole test (and the remaining $20$ questions were skipped).

$$c = \frac{392}{7}$$

$$\boxed{56}$$""",
      ["56%"],
      [r"5c - 2(80 - c) = 232", r"$7c = 392$"])

    m("pp20", "real-factored-expression-value-as-soccer-side", m500(225),
      r"""Factor out the common $(3x-2)$ from the first two terms:
$$(3x-2)(4x+1) - (3x-2)\cdot 4x + 1 = (3x-2)\big[(4x+1) - 4x\big] + 1 = (3x-2) + 1 = 3x - 1.$$

At $x = 4$: $3\cdot 4 - 1$, the number of players on a soccer side.

(Direct check: $(10)(17) - (10)(16) + 1 = 170 - 160 + 1$.)

$$\boxed{11}$$""",
      ["the number of players on a soccer side"],
      [r"(3x-2) + 1 = 3x - 1", r"170 - 160 + 1"])

    m("pp21", "real-shifted-root-sum-as-ninth-fibonacci-number", m500(234),
      r"""By Vieta, the roots $r_1, r_2, r_3$ of $f(x) = x^3 - 49x^2 + 623x - 2015$ satisfy $r_1 + r_2 + r_3 = 49$.

Since $g(x) = f(x+5)$, $g(s) = 0 \iff s + 5 \in \{r_1, r_2, r_3\}$, so the roots of $g$ are $r_i - 5$.

Their sum is $49 - 3\cdot 5 = 49 - 15$, the ninth Fibonacci number.

$$\boxed{34}$$""",
      ["the ninth Fibonacci number"],
      [r"r_1 + r_2 + r_3 = 49", r"the roots of $g$ are $r_i - 5$"])

    m("pp22", "real-trig-reciprocal-sum-as-edges-of-a-cube", m500(236),
      r"""Write $\cos 10^\circ = \sin 80^\circ$, so the sum is
$$S = \frac{1}{\sin^2 20^\circ} + \frac{1}{\sin^2 40^\circ} + \frac{1}{\sin^2 80^\circ}.$$

**Identity.** For any $x$, $\sin x \sin(60^\circ - x)\sin(60^\circ + x) = \tfrac14 \sin 3x$, and the angles $x$, $60^\circ - x$, $60^\circ + x$ give
$$\frac{1}{\sin^2 x} + \frac{1}{\sin^2(60^\circ - x)} + \frac{1}{\sin^2(60^\circ + x)} = \frac{9}{\sin^2 3x}.$$

With $x = 20^\circ$: the three angles are $20^\circ, 40^\circ, 80^\circ$ and $3x = 60^\circ$, $\sin^2 60^\circ = \frac{3}{4}$.

So $S = 9 \cdot \frac{4}{3}$, which is the number of edges of a cube.

$$\boxed{12}$$""",
      ["the number of edges of a cube"],
      [r"\sin^2 60^\circ = \frac{3}{4}", r"\frac{9}{\sin^2 3x}"])

    m("pp23", "real-quadratic-maximum-as-html-superscript-power", m500(252),
      r"""$4(x+7)(2-x)$ is a downward parabola with roots $x = -7$ and $x = 2$, so its maximum is at the midpoint
$$x = \frac{-7 + 2}{2} = -\frac52.$$

There $x + 7 = \frac92$ and $2 - x = \frac92$, so the value is
$$4 \cdot \frac92 \cdot \frac92,$$
a perfect fourth power, 3<sup>4</sup>.

$$\boxed{81}$$""",
      ["3<sup>4</sup>"],
      [r"x = \frac{-7 + 2}{2} = -\frac52", r"$x + 7 = \frac92$"])

    m("pp24", "real-cookie-assortments-as-double-six-domino-set", m500(254),
      r"""An assortment is a triple $(a, b, c)$ of nonnegative integers with $a + b + c = 6$ (chocolate chip, oatmeal, peanut butter); the supply of at least six of each means every such triple is possible.

Stars and bars: $6$ stars and $2$ bars, so the count is
$$\binom{6 + 2}{2} = \binom{8}{2} = \frac{8 \cdot 7}{2},$$
the same as the number of tiles in a double-six domino set.

$$\boxed{28}$$""",
      ["the number of tiles in a double-six domino set"],
      [r"a + b + c = 6", r"\frac{8 \cdot 7}{2}"])

    m("pp25", "real-blue-marbles-as-ounces-in-a-pound", m500(258),
      r"""Let the bag hold $4k$ blue and $3k$ yellow marbles.

After adding 5 blue and removing 3 yellow:
$$\frac{4k + 5}{3k - 3} = \frac{7}{3}.$$
Cross-multiplying: $12k + 15 = 21k - 21$, so $9k = 36$ and $k = 4$.

Check: $4k + 5 = 21$, $3k - 3 = 9$, and $\frac{21}{9} = \frac73$. ✓

Blue marbles before: $4k = 4 \cdot 4$, as many as there are ounces in a pound.

$$\boxed{16}$$""",
      ["as many as there are ounces in a pound"],
      [r"$12k + 15 = 21k - 21$", r"$9k = 36$", r"$k = 4$"])

    m("pp26", "real-power-of-ten-exponent-as-count-of-zeros", m500(262),
      r"""Add $10$ to both sides:
$$10^x = 9990 + 10 = 10000.$$

A power of ten is a $1$ followed by zeros, so $x$ is the number of zeros in 10000.

$$\boxed{4}$$""",
      ["the number of zeros in 10000"],
      [r"10^x = 9990 + 10 = 10000"])

    m("pp27", "real-decimal-digit-sum-as-atomic-number-of-silicon", m500(223),
      r"""Make the denominator a power of ten: multiply top and bottom by $5$.
$$\frac{4321}{5^7 \cdot 2^8} = \frac{4321 \cdot 5}{5^8 \cdot 2^8} = \frac{21605}{10^8} = 0.00021605.$$

The nonzero-relevant digits are $2, 1, 6, 0, 5$ (leading zeros add nothing), and their sum is the atomic number of silicon:
$$2 + 1 + 6 + 0 + 5.$$

$$\boxed{14}$$""",
      ["the atomic number of silicon"],
      [r"\frac{21605}{10^8} = 0.00021605"])

    m("pp28", "real-octagon-side-as-millimetres", m500(40),
      r"""The hexagon's perimeter is $6 \cdot 16 = 96$ cm.

The octagon has the same perimeter spread over $8$ equal sides, so each side is
$$\frac{96}{8} \text{ cm},$$
i.e. 120 mm per side on a millimetre ruler.

$$\boxed{12}$$""",
      ["120 mm"],
      [r"$6 \cdot 16 = 96$ cm"])

    m("pp29", "real-leaky-bucket-as-prime-power-fraction", m500(220),
      r"""Each mile multiplies the amount of milk by $\frac23$. Over 3 miles, starting from 2 gallons:

| mile | milk at the end (gal) |
|---|---|
| 1 | $2 \cdot \frac23 = \frac43$ |
| 2 | $\frac43 \cdot \frac23 = \frac89$ |
| 3 | $\frac89 \cdot \frac23$ |

In closed form $2 \left(\frac23\right)^3 = \frac{2^4}{3^3}$ gallons.

$$\boxed{\frac{16}{27}}$$""",
      ["\\frac{2^4}{3^3}"],
      [r"$2 \cdot \frac23 = \frac43$", r"$\frac43 \cdot \frac23 = \frac89$"])

    m("pp30", "real-cube-surface-area-as-square-feet", m500(257),
      r"""A volume of $1$ cubic foot means the edge is $1$ foot $= 12$ inches.

Each face has area $12^2 = 144$ square inches, and a cube has $6$ faces:
$$6 \cdot 144 \text{ square inches}.$$

(In the original unit this is simply 6 ft², as it should be for a unit cube.)

$$\boxed{864}$$""",
      ["6 ft²"],
      [r"$12^2 = 144$ square inches"])

    m("pp31", "real-dm-weak-convergence-point-yes-in-italian", dm(526),
      r"""**Claim.** $x_n \to x$.

**Proof.** Fix $\varepsilon > 0$ and take the bounded continuous function
$$f(y) = \min\big(|y - x|, \varepsilon\big).$$
Then $f(x) = 0$, so by hypothesis $f(x_n) \to 0$. Hence for all large $n$, $f(x_n) < \varepsilon$, which forces $f(x_n) = |x_n - x|$, i.e. $|x_n - x| < \varepsilon$.

Since $\varepsilon$ was arbitrary, $x_n \to x$. (Per il gruppo di studio: risposta sì, la convergenza segue.)

Only boundedness and continuity of the single test function were used; the truncation by $\varepsilon$ is what makes $|y - x|$ bounded.

$$\boxed{\text{Yes}}$$""",
      ["risposta sì"],
      [r"f(y) = \min\big(|y - x|, \varepsilon\big)", r"$f(x) = 0$"])

    m("pp32", "real-dm-antiholomorphic-max-modulus-yes-as-principle-carries-over", dm(507),
      r"""Let $f$ be antiholomorphic on a domain $D$, i.e. $g = \overline{f}$ is holomorphic on $D$.

**Key step.** $|f(z)| = |\overline{f(z)}| = |g(z)|$ for every $z \in D$.

So $|f|$ has an interior maximum exactly when $|g|$ does. By the maximum modulus principle for $g$, an interior maximum forces $g$ to be constant, hence $f = \overline{g}$ is constant.

Therefore the maximum modulus principle carries over verbatim to antiholomorphic functions: a nonconstant antiholomorphic $f$ attains $\max |f|$ on a closed bounded region only on the boundary.

$$\boxed{\text{Yes}}$$""",
      ["the maximum modulus principle carries over verbatim to antiholomorphic functions"],
      [r"$|f(z)| = |\overline{f(z)}| = |g(z)|$"])

    m("pp33", "real-dm-hausdorff-dimension-ball-false-as-does-not-force", dm(473),
      r"""Answer letters as usual: (A) true, (B) false.

**Counterexample.** Let $M = \mathbb{R}^n \setminus \mathbb{Q}^n$.

- $\mathbb{Q}^n$ is countable, so it has Lebesgue measure $0$ and $M$ has full measure; a set of positive $n$-dimensional Lebesgue measure has Hausdorff dimension $n$, so $\dim_H M = n$.
- Every open ball contains a point of $\mathbb{Q}^n$, so no open ball lies inside $M$.

So Hausdorff dimension $n$ does not force an open ball (a fat Cantor set in $\mathbb{R}$ is another example for $n = 1$).

$$\boxed{B}$$""",
      ["does not force an open ball"],
      [r"$M = \mathbb{R}^n \setminus \mathbb{Q}^n$", r"Every open ball contains a point of $\mathbb{Q}^n$"])

    m("pp34", "real-dm-link-components-true-in-dutch", dm(475),
      r"""Equivalent links are related by an ambient isotopy $H_t$ of $S^3$ with $H_1(L) = J$.

1. $H_1$ is a homeomorphism of $S^3$ carrying $L$ onto $J$, so it maps the connected components of $L$ bijectively onto those of $J$; hence $n = m$.
2. Restricting the isotopy to one component $L_i$ gives an ambient isotopy from $L_i$ to its image $H_1(L_i) = J_{\sigma(i)}$, where $\sigma$ is a permutation of $\{1, \dots, n\}$.

So each $L_i$ is equivalent as a knot to the distinct component $J_{\sigma(i)}$ (in de Nederlandse samenvatting: de bewering is waar).

$$\boxed{\text{True}}$$""",
      ["de bewering is waar"],
      [r"$H_1(L_i) = J_{\sigma(i)}$", r"hence $n = m$"])

    m("pp35", "real-dm-weak-star-pairing-yes-as-in-the-affirmative", dm(509),
      r"""For $1 < p \le \infty$ the space $L^p(\mathbb{R}^d)$ is the dual of $L^q(\mathbb{R}^d)$ with $\frac1p + \frac1q = 1$ (for $p = \infty$, $q = 1$), via the pairing
$$\langle f, g \rangle = \int_{\mathbb{R}^d} f g.$$

Weak-$\star$ convergence $f_n \overset{\star}{\rightharpoonup} f$ means by definition $\langle f_n, g\rangle \to \langle f, g \rangle$ for every $g$ in the predual $L^q$.

So the question is settled in the affirmative directly by the definition: $\int f_n g \to \int f g$ for all $g \in L^q(\mathbb{R}^d)$.

(For $p = 1$ the space $L^1$ is not a dual space; weak-$\star$ convergence there is read through the embedding into measures, and the statement for $g \in L^\infty$ is then weak convergence, not needed here.)

$$\boxed{\text{Yes}}$$""",
      ["settled in the affirmative"],
      [r"\langle f, g \rangle = \int_{\mathbb{R}^d} f g"])
