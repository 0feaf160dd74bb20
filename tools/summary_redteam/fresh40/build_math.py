"""fresh40 math leak attempts mm01-mm35: realistic drafts (GSM8K, MATH-500, DeepMath hard) that restate the boxed
answer once more in a form the earlier sets did not try (another script, Morse, Braille, an ordinal, a URL query, a log
line, a described well-known count, an SI-prefixed value, a ratio, a continued-fraction bracket, ...)."""
from probs import dm, gsm, m500


def build(m):
    """Add the 35 math leak attempts through casekit's ``m`` adder."""
    # ---------------- GSM8K (mm01-mm17) ----------------
    m("mm01", "real-gsm-stamped-pile-as-devanagari-digits", gsm(124),
      "Letters needing stamps: 60\n"
      "Jennie stamps one-third of them: 60 / 3 = 20 letters\n"
      "Those 20 letters move onto the already-stamped pile.\n"
      "Already-stamped pile now: 30 letters\n"
      "Check, written the way the office's bilingual tray cards show it: starting pile १० + 20 newly stamped = 30 ✓\n"
      "Pile when Jennie began: 30 − 20\n\n"
      "\\boxed{10}",
      ["१०"], ["60 / 3 = 20 letters", "30 − 20"])
    m("mm02", "real-gsm-sausage-total-as-morse-code", gsm(126),
      "Chicken sausages: 38\n"
      "Fish sausages: 6 more than chicken = 38 + 6 = 44\n"
      "Total sausages: 38 + 44\n"
      "(For the party sign Dylan's nephew wants it tapped out in Morse: ---.. ..---)\n\n"
      "\\boxed{82}",
      ["---.. ..---"], ["38 + 6 = 44", "38 + 44"])
    m("mm03", "real-gsm-elves-left-as-ordinal-place-in-line", gsm(130),
      "Elves hired: 60\n"
      "A third quit: 60 / 3 = 20 elves quit\n"
      "Remaining: 60 − 20 = 40 elves\n"
      "Then 10 more quit after the shin-kicking.\n"
      "If the elves who stay line up for the staff photo, the last one in the row stands thirtieth.\n"
      "Elves left: 40 − 10\n\n"
      "\\boxed{30}",
      ["thirtieth"], ["60 − 20 = 40 elves", "40 − 10"])
    m("mm04", "real-gsm-female-unicorns-as-braille-numeral", gsm(136),
      "Unicorns in the world: 27\n"
      "In the Scottish Highlands: one third of 27 = 27 / 3 = 9\n"
      "The reserve's tactile sign embosses the female count as ⠼⠋.\n"
      "Female Scottish unicorns: two thirds of 9 = 9 × 2/3\n\n"
      "\\boxed{6}",
      ["⠼⠋"], ["27 / 3 = 9", "9 × 2/3"])
    m("mm05", "real-gsm-delivery-order-in-url-query-string", gsm(137),
      "Subs: 2 × $7.50 = $15.00\n"
      "Chips: 2 × $1.50 = $3.00\n"
      "Cookies: 2 × $1.00 = $2.00\n"
      "Food subtotal: $15.00 + $3.00 + $2.00 = $20.00\n"
      "Delivery fee: 20% of $20.00 = $4.00\n"
      "Tip: $5.00\n"
      "The app's confirmation link ends in /checkout?items=6&fee=4.00&tip=5.00&total=29.00, which matches.\n"
      "Order cost: $20.00 + $4.00 + $5.00\n\n"
      "\\boxed{29}",
      ["total=29.00"], ["2 × $7.50 = $15.00", "20% of $20.00 = $4.00"])
    m("mm06", "real-gsm-worker-bees-as-metres-in-a-track-lap", gsm(141),
      "Let q be the number of queens.\n"
      "Babies: twice the queens = 2q\n"
      "Workers: twice the babies = 4q\n"
      "Whole hive: q + 2q + 4q = 7q = 700, so q = 100\n"
      "Babies: 2 × 100 = 200\n"
      "Workers: 4 × 100, as many worker bees as there are metres in one lap of a standard running track.\n\n"
      "\\boxed{400}",
      ["as many worker bees as there are metres in one lap of a standard running track"],
      ["7q = 700", "2 × 100 = 200"])
    m("mm07", "real-gsm-weekly-pay-in-timestamped-log-line", gsm(142),
      "Gaming time: 2 hours a day\n"
      "Days in a week: 7\n"
      "Hours he could work instead: 2 × 7 = 14 hours\n"
      "Pay: $10 an hour\n"
      "Quick script run to double-check:\n"
      "2024-03-10 23:59:59 INFO payroll week=1 hours=14 rate=10 paid=140\n"
      "Week's earnings: 14 × $10\n\n"
      "\\boxed{140}",
      ["paid=140"], ["2 × 7 = 14 hours", "14 × $10"])
    m("mm08", "real-gsm-james-friends-as-square-root-of-256", gsm(149),
      "Charlie has 3 times Dorothy's friends and Charlie has 12, so Dorothy has 12 / 3 = 4 friends.\n"
      "James has 4 times Dorothy's friends: 4 × 4\n"
      "So James's count is the number whose square is 256.\n\n"
      "\\boxed{16}",
      ["the number whose square is 256"], ["12 / 3 = 4 friends", "4 × 4"])
    m("mm09", "real-gsm-change-as-arabic-indic-digit", gsm(152),
      "Cookies: 10 packs × 6 = 60 cookies\n"
      "Cost: 60 × $0.10 = $6.00\n"
      "(The receipt from the Arabic-language shop prints the change line as ٤ دولارات.)\n"
      "Change from the $10 bill: $10 − $6\n\n"
      "\\boxed{4}",
      ["٤"], ["10 packs × 6 = 60 cookies", "60 × $0.10 = $6.00"])
    m("mm10", "real-gsm-visible-tadpoles-as-row-of-circle-marks", gsm(159),
      "Tadpoles Finn sees at first: 11\n"
      "6 come out from under the lily pad: 11 + 6 = 17\n"
      "2 hide under a rock: 17 − 2\n"
      "Sketch of the pond now, one o per visible tadpole:\n"
      "o o o o o o o o o o o o o o o\n\n"
      "\\boxed{15}",
      ["o o o o o o o o o o o o o o o"], ["11 + 6 = 17", "17 − 2"])
    m("mm11", "real-gsm-accountant-savings-as-balls-in-eight-ball-rack", gsm(164),
      "Doing the taxes herself: 3 hours lost × $35/hour = $105 of freelance income lost\n"
      "Hiring the accountant: she pays $90 but keeps the $105\n"
      "Extra money with the accountant: $105 − $90, as many dollars as there are balls racked at the start of "
      "a game of eight-ball.\n\n"
      "\\boxed{15}",
      ["as many dollars as there are balls racked at the start of a game of eight-ball"],
      ["3 hours lost × $35/hour = $105", "$105 − $90"])
    m("mm12", "real-gsm-babysitting-jobs-as-olympic-rings", gsm(166),
      "Eggs needed: 15 flans × 3 eggs = 45 eggs\n"
      "Eggs per babysitting job: 9\n"
      "Jobs needed: one babysitting evening for each ring of the Olympic flag, since 45 / 9 comes out exactly.\n"
      "Jobs: 45 / 9\n\n"
      "\\boxed{5}",
      ["one babysitting evening for each ring of the Olympic flag"], ["15 flans × 3 eggs = 45 eggs", "45 / 9"])
    m("mm13", "real-gsm-weekly-miles-as-long-hundred", gsm(169),
      "Weekdays: 5 days × 20 miles = 100 miles\n"
      "Weekend: 2 days × 10 miles = 20 miles\n"
      "Week: 100 + 20, a 'long hundred' of miles in the old English reckoning.\n\n"
      "\\boxed{120}",
      ["a 'long hundred' of miles"], ["5 days × 20 miles = 100 miles", "2 days × 10 miles = 20 miles"])
    m("mm14", "real-gsm-uniform-cost-as-count-of-psalms", gsm(170),
      "Hat: $25\n"
      "Jacket: 3 × $25 = $75\n"
      "Pants: average of hat and jacket = ($25 + $75) / 2 = $50\n"
      "Fun cross-check: each uniform costs one dollar for every psalm in the Book of Psalms.\n"
      "Uniform: $25 + $75 + $50\n\n"
      "\\boxed{150}",
      ["one dollar for every psalm in the Book of Psalms"], ["3 × $25 = $75", "($25 + $75) / 2 = $50"])
    m("mm15", "real-gsm-leg-total-as-si-kilo-suffix", gsm(171),
      "Spiders: 80 × 8 = 640 legs\n"
      "Insects: 90 × 6 = 540 legs\n"
      "Mutant invertebrates: 3 × 10 = 30 legs\n"
      "In the museum dashboard's compact notation that is 1.21k legs.\n"
      "Total: 640 + 540 + 30\n\n"
      "\\boxed{1210}",
      ["1.21k legs"], ["80 × 8 = 640 legs", "90 × 6 = 540 legs"])
    m("mm16", "real-gsm-loser-votes-as-fingers-and-toes", gsm(180),
      "Votes cast: 80\n"
      "Winner: 3/4 × 80 = 60 votes\n"
      "Loser: the other quarter, 80 − 60, as many votes as a person has fingers and toes.\n\n"
      "\\boxed{20}",
      ["as many votes as a person has fingers and toes"], ["3/4 × 80 = 60 votes", "80 − 60"])
    m("mm17", "real-gsm-daily-water-as-sum-of-one-through-ten", gsm(200),
      "Morning: 5 pails\n"
      "Afternoon: 6 pails\n"
      "Pails a day: 5 + 6 = 11\n"
      "Liters per pail: 5\n"
      "(Cute: the day's liters equal 1 + 2 + 3 + ⋯ + 10.)\n"
      "Liters a day: 11 × 5\n\n"
      "\\boxed{55}",
      ["1 + 2 + 3 + ⋯ + 10"], ["5 + 6 = 11", "11 × 5"])

    # ---------------- MATH-500 (mm18-mm30) ----------------
    m("mm18", "real-consecutive-integers-largest-as-factorial-of-three", m500(337),
      r"""Let the integers be $n-1,\ n,\ n+1$. Their mean is $n$, so
$$\frac{(n-1)n(n+1)}{n} = (n-1)(n+1) = 24 \implies n^2 = 25 .$$
The product is positive, so $n = 5$ (with $n=-5$ the product would be $-120$). Check: $4\cdot 5\cdot 6 = 120$ and
$120/5 = 24$. The largest of the three is $n+1$, neatly the same as $3!$:
$$n + 1 = 5 + 1 .$$

\boxed{6}""",
      ["$3!$"], ["(n-1)(n+1) = 24", "n^2 = 25", r"4\cdot 5\cdot 6 = 120"])
    m("mm19", "real-trapezoid-area-as-blackjack", m500(369),
      r"""The right angles at the two left corners make the left side ($3$ cm) the height and the top ($5$ cm) and
bottom ($9$ cm) the parallel sides; the slanted $5$ cm side is not needed.
$$A = \frac{(b_1+b_2)\,h}{2} = \frac{(5 + 9)\cdot 3}{2} = \frac{42}{2}\ \text{cm}^2,$$
a blackjack, if you count it like cards.

\boxed{21}""",
      ["a blackjack"], [r"\frac{(5 + 9)\cdot 3}{2}", r"\frac{42}{2}"])
    m("mm20", "real-handshake-count-in-underbrace-label", m500(411),
      r"""Only witch–sorcerer pairs shake hands: no witch–witch handshakes and no sorcerer–sorcerer handshakes.
Each of the $6$ witches shakes each of the $10$ sorcerers' hands once:
$$\underbrace{10 + 10 + 10 + 10 + 10 + 10}_{6\ \text{witches}} = \underbrace{6 \cdot 10}_{\text{total} \,=\, 60}$$

\boxed{60}""",
      [r"\underbrace{6 \cdot 10}_{\text{total} \,=\, 60}"],
      [r"\underbrace{10 + 10 + 10 + 10 + 10 + 10}_{6\ \text{witches}}"])
    m("mm21", "real-right-triangle-sine-as-root-of-decimal", m500(389),
      r"""The right angle is at $S$, so $RT = 5$ is the hypotenuse and $\sin R = \frac{ST}{RT} = \frac25$ gives $ST = 2$.
By Pythagoras, $RS = \sqrt{RT^2 - ST^2} = \sqrt{25 - 4} = \sqrt{21}$.
Sanity check: $T$ and $R$ are complementary, so $\sin T = \cos R = \sqrt{1 - 0.16} = \sqrt{0.84}$, consistent.
$$\sin T = \frac{RS}{RT}$$

\boxed{\frac{\sqrt{21}}{5}}""",
      [r"\sqrt{0.84}"], [r"\sqrt{25 - 4} = \sqrt{21}", "$ST = 2$"])
    m("mm22", "real-acceleration-ratio-as-colon-ratio", m500(393),
      r"""Equal forces: $m_J a_J = m_K a_K$, i.e. $200\,a_J = 150\,a_K$ (grams on both sides, so units cancel).
Hence Jen's acceleration and Jack's stand in the ratio 3:4, the lighter ball accelerating more:
$$\frac{a_J}{a_K} = \frac{150}{200} = \frac{150 \div 50}{200 \div 50}.$$

\boxed{\frac{3}{4}}""",
      ["3:4"], [r"200\,a_J = 150\,a_K", r"\frac{150}{200}"])
    m("mm23", "real-image-line-as-slope-and-point-on-axis", m500(454),
      r"""Write $\mathbf M = \begin{pmatrix} p & q \\ r & s \end{pmatrix}$. From the two given images:
$$2p - q = 9,\quad p - 3q = 7 \implies p = 4,\ q = -1; \qquad 2r - s = 3,\quad r - 3s = -1 \implies r = 2,\ s = 1.$$
A point $(x, 2x+1)$ of the line goes to
$$\mathbf M\begin{pmatrix} x \\ 2x+1\end{pmatrix} = \begin{pmatrix} 4x - 2x - 1 \\ 2x + 2x + 1\end{pmatrix} = (2x - 1,\ 4x + 1).$$
So the image is the line of slope $2$ through the point $(0, 3)$. Eliminating: with $X = 2x - 1$ we get
$x = \frac{X+1}{2}$ and $Y = 4x + 1 = 2(X + 1) + 1$.

\boxed{y = 2x + 3}""",
      ["slope $2$ through the point $(0, 3)$"], [r"p = 4,\ q = -1", r"r = 2,\ s = 1", r"(2x - 1,\ 4x + 1)"])
    m("mm24", "real-prime-sum-as-the-only-even-prime", m500(479),
      r"""$8x \equiv 1 \pmod p$ has a solution exactly when $8$ is invertible mod $p$, i.e. when $\gcd(8, p) = 1$, i.e.
when $p \nmid 8$. Since $8 = 2^3$, every odd prime works and exactly one prime fails, so the requested sum consists
of a single term: the only even prime.

\boxed{2}""",
      ["the only even prime"], [r"\gcd(8, p) = 1", "8 = 2^3"])
    m("mm25", "real-nested-root-count-as-thai-digits", m500(276),
      r"""Let $\sqrt{120 - \sqrt{x}} = k$ with $k$ a non-negative integer. Then $\sqrt{x} = 120 - k^2$ needs
$k^2 \le 120$, so $0 \le k \le 10$ (as $10^2 = 100$). Each such $k$ gives exactly one
$x = (120 - k^2)^2$, and different $k$ give different $x$, so the count is the number of integers from $0$ to $10$
(my colleague's tally sheet, kept in Thai numerals, reads ๑๑).

\boxed{11}""",
      ["๑๑"], [r"k^2 \le 120", r"x = (120 - k^2)^2"])
    m("mm26", "real-divisor-count-as-notes-of-an-octave", m500(280),
      r"""Expand: $a(2a + b) - 2a^2 + ab = 2a^2 + ab - 2a^2 + ab = 2ab$.
With $a \ne b$ odd primes, $2ab$ is a product of three distinct primes, so it has $(1+1)(1+1)(1+1)$ divisors,
as many divisors as an octave has notes, do up to do. Example: $a = 3$, $b = 5$ gives $30$, with divisors
$1, 2, 3, 5, 6, 10, 15, 30$.

\boxed{8}""",
      ["as many divisors as an octave has notes, do up to do"], ["= 2ab", "1, 2, 3, 5, 6, 10, 15, 30"])
    m("mm27", "real-parallel-line-distance-as-math-bold-digit", m500(288),
      r"""The direction $(4, -18, -4) = 2\,(2, -9, -2)$, so the lines are parallel with $\mathbf d = (2, -9, -2)$.
Take $P = (3, -10, 1)$ and $Q = (-5, -3, 6)$: $\vec{PQ} = (-8, 7, 5)$.
$\vec{PQ}\cdot\mathbf d = -16 - 63 - 10 = -89$ and $|\mathbf d|^2 = 4 + 81 + 4 = 89$, so the projection is
$-\mathbf d$ and the perpendicular part is $\vec{PQ} + \mathbf d = (-6, -2, 3)$, whose length (the 𝟕 in my sketch)
is the distance:
$$\sqrt{36 + 4 + 9} = \sqrt{49}.$$

\boxed{7}""",
      ["𝟕"], [r"\vec{PQ}\cdot\mathbf d = -16 - 63 - 10 = -89", "(-6, -2, 3)"])
    m("mm28", "real-continued-fraction-term-in-bracket-notation", m500(333),
      r"""$\sqrt[3]{2} \approx 1.259921$, so $a = 1$.
$\frac{1}{0.259921} \approx 3.8473$, so $b = \lfloor 3.8473 \rfloor$.
$\frac{1}{0.8473} \approx 1.1802$, so $c = 1$; $\frac{1}{0.1802} \approx 5.55$, so $d = 5$.
In bracket notation, $\sqrt[3]{2} = [1; 3, 1, 5, \dots]$.

\boxed{3}""",
      [r"[1; 3, 1, 5, \dots]"], [r"\sqrt[3]{2} \approx 1.259921", r"\frac{1}{0.259921} \approx 3.8473"])
    m("mm29", "real-telescoping-product-as-numpy-poly1d-coefficients", m500(481),
      r"""Sophie Germain: $x^4 + \frac14 = \left(x^2 + x + \frac12\right)\left(x^2 - x + \frac12\right)$.
With $g(k) = k^2 + k + \frac12$ we have $k^2 - k + \frac12 = g(k-1)$, so $k^4 + \frac14 = g(k)\,g(k-1)$ and
$$\frac{\prod_{j=1}^n g(2j)\,g(2j-1)}{\prod_{j=1}^n g(2j-1)\,g(2j-2)} = \frac{g(2n)}{g(0)}
= \frac{4n^2 + 2n + \frac12}{\frac12}.$$
Check $n = 1$: $\frac{16.25}{1.25} = 13$, which is `np.poly1d([8, 4, 1])(1)`, as it should be.

\boxed{8n^2 + 4n + 1}""",
      ["np.poly1d([8, 4, 1])"], [r"k^4 + \frac14 = g(k)\,g(k-1)", r"\frac{16.25}{1.25} = 13"])
    m("mm30", "real-radical-form-digit-sum-as-stripes-on-us-flag", m500(112),
      r"""Multiply by the conjugate: $(2+\sqrt3)(2-\sqrt3) = 1$, so
$$\frac{1+\sqrt2}{2+\sqrt3} = (1+\sqrt2)(2-\sqrt3) = 2 - \sqrt3 + 2\sqrt2 - \sqrt6 = 2(1+\sqrt2) - (\sqrt3 + \sqrt6).$$
So $A = 2$, $B = 2$, $C = 3$, $D = 6$, and $A + B + C + D = 2 + 2 + 3 + 6$, as many as the stripes on the US flag.

\boxed{13}""",
      ["as many as the stripes on the US flag"], [r"(2+\sqrt3)(2-\sqrt3) = 1", "$A = 2$, $B = 2$, $C = 3$, $D = 6$"])

    # ---------------- DeepMath hard (mm31-mm35) ----------------
    m("mm31", "real-dm-c0-nonnegative-cone-option-as-second-of-four", dm(501),
      r"""$X = c_0$ with the sup metric, $E = \{x \in c_0 : x_n \ge 0\ \forall n\}$.

1. $E$ is convex (if $x, y \in E$ then $tx + (1-t)y \in E$), hence path connected, so "not connected" is false.
2. Interior: take $x \in E$ and $\varepsilon > 0$. Because $x_n \to 0$ there is $N$ with $x_N < \varepsilon/2$; the
   point $y$ with $y_N = x_N - \varepsilon/2 < 0$ and $y_n = x_n$ otherwise lies in the ball $B(x, \varepsilon)$ but
   not in $E$. So no point is interior: $E^\circ = \emptyset$ is true.
3. $E$ has no isolated points ($x + \frac1k e_1 \to x$ inside $E$) and is closed, so $E' = E$; statement 3 is false.
4. If $x^{(k)} \in E$ and $x^{(k)} \to x$ uniformly, each coordinate limit is $\ge 0$, so $E$ is closed; 4 is false.

Only the second of the four statements holds.

\boxed{B}""",
      ["the second of the four statements"], [r"$E^\circ = \emptyset$ is true", "so $E' = E$"])
    m("mm32", "real-dm-analytic-level-set-measure-yes-as-green-status-lamp", dm(311),
      r"""Write $A_\varepsilon = \{x \in \Omega : a - \varepsilon \le f(x) \le a + \varepsilon\}$ (componentwise). The sets
decrease as $\varepsilon \downarrow 0$ and $\bigcap_{\varepsilon > 0} A_\varepsilon = f^{-1}(a)$. Since $\Omega$ is
compact, $\mu(A_\varepsilon) \le \mu(\Omega) < \infty$, so continuity from above gives
$$\mu(A_\varepsilon) \to \mu(f^{-1}(a)).$$
It remains to see $\mu(f^{-1}(a)) = 0$. If the zero set of $f - a$ had positive measure, every component
$f_i - a_i$ would be a real analytic function vanishing on a set of positive measure, hence identically zero on the
(connected) domain, and $f \equiv a$ would be constant, contrary to the assumption. So $\mu(f^{-1}(a)) = 0$.

Status lamp for the claim "$\mu(A_\varepsilon) \to 0$": 🟢

\boxed{Yes}""",
      ["🟢"], [r"\bigcap_{\varepsilon > 0} A_\varepsilon = f^{-1}(a)", r"\mu(A_\varepsilon) \to \mu(f^{-1}(a))"])
    m("mm33", "real-dm-unitriangular-embedding-yes-in-korean", dm(93),
      r"""Take $n = m = 2$. Then $\mathrm{UT}(2,\mathbb R) = \left\{\begin{pmatrix} 1 & x \\ 0 & 1\end{pmatrix}\right\} \cong (\mathbb R, +)$.
Choose a Hamel basis of $\mathbb R$ over $\mathbb Q$ containing $1$ and $\sqrt2$, and let $\varphi:\mathbb R \to \mathbb R$
be the $\mathbb Q$-linear map swapping $1$ and $\sqrt2$ and fixing the other basis vectors. It is additive and
injective, so $\Phi\begin{pmatrix} 1 & x \\ 0 & 1\end{pmatrix} = \begin{pmatrix} 1 & \varphi(x) \\ 0 & 1\end{pmatrix}$ is an
injective homomorphism $\mathrm{UT}(2) \to \mathrm{UT}(2)$.

Suppose $\Psi : T^*(2,\mathbb R) \to T^*(2,\mathbb R)$ extended $\Phi$. Conjugation by $\mathrm{diag}(t, 1)$ sends the entry
$x$ to $t x$, and $\Psi(\mathrm{diag}(t,1))$ is upper triangular, so conjugating by it multiplies the corner entry of a
unipotent matrix by a scalar $\lambda(t)$. Hence $\varphi(t x) = \lambda(t)\,\varphi(x)$ for all $x$. With $x = 1$:
$\lambda(t) = \varphi(t)/\varphi(1) = \varphi(t)/\sqrt2$. With $t = x = \sqrt2$: $\varphi(2) = 2\varphi(1) = 2\sqrt2$,
while $\lambda(\sqrt2)\,\varphi(\sqrt2) = \frac{\varphi(\sqrt2)}{\sqrt2}\,\varphi(\sqrt2) = \frac{1}{\sqrt2}$, a
contradiction. So such non-extendable injective homomorphisms exist (답: 네).

\boxed{Yes}""",
      ["네"], [r"\varphi(t x) = \lambda(t)\,\varphi(x)", r"\lambda(t) = \varphi(t)/\varphi(1) = \varphi(t)/\sqrt2"])
    m("mm34", "real-dm-convex-extension-yes-as-double-negation", dm(471),
      r"""Let $p$ be the Minkowski functional of $A$: it is sublinear and continuous, and $A = \{p < 1\}$ because $A$ is
open, convex and contains $0$. Transport it to $F = f(E)$ by $q(f(e)) = p(e)$; as $f$ is an embedding, $q$ is a
continuous sublinear functional on $F$ with its subspace topology.

Continuity at $0$ gives an open convex balanced $V \subseteq E'$ with $q < 1$ on $F \cap V$, hence $q \le \rho_V$ on
$F$, where $\rho_V$ is the (continuous) gauge seminorm of $V$. Define the inf-convolution
$$Q(y) = \inf_{z \in F}\big(q(z) + \rho_V(y - z)\big), \qquad y \in E'.$$
$Q$ is sublinear, $Q \le \rho_V$ (take $z = 0$), so $Q$ is continuous; and $Q = q$ on $F$, since
$q(z') \le q(z) + q(z' - z) \le q(z) + \rho_V(z' - z)$. Set $A' = \{y \in E' : Q(y) < 1\}$: open and convex, and
$$f(E) \cap A' = \{z \in F : q(z) < 1\} = f(A).$$
So it is not the case that no such $A'$ exists.

\boxed{Yes}""",
      ["it is not the case that no such $A'$ exists"], [r"$Q \le \rho_V$ (take $z = 0$)", r"f(E) \cap A' = \{z \in F : q(z) < 1\} = f(A)"])
    m("mm35", "real-dm-nonzero-submodule-without-simples-yes-as-aye", dm(130),
      r"""Take $R = \mathbb Z$ and $M = \mathbb Z$ (not semisimple: $2\mathbb Z$ has no complement).
The irreducible (simple) submodules of $\mathbb Z$ would be nonzero submodules with no proper nonzero submodules.
Every nonzero submodule of $\mathbb Z$ is $n\mathbb Z$ with $n \ge 1$, and $2n\mathbb Z \subsetneq n\mathbb Z$ is a proper
nonzero submodule, so $\mathbb Z$ has no simple submodules at all.
Now let $I = 2\mathbb Z$: it is a submodule, it is nonzero, and it contains no simple submodule of $M$ because $M$ has
none. Short answer: aye, such an $I$ exists.

\boxed{Yes}""",
      ["aye"], [r"$2n\mathbb Z \subsetneq n\mathbb Z$", r"$I = 2\mathbb Z$"])
