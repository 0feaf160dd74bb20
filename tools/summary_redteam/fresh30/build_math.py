"""fresh30 math leak attempts ww01-ww35 (ww01-ww33 realistic, ww34-ww35 adversarial): GSM8K test and DeepMath hard
problems; the boxed answer is restated elsewhere in a form a careful reader copies it from."""
from probs import dm, gsm


def build(m):
    m("ww01", "real-gsm-count-as-half-a-thousand-phrase", gsm(1263),
      """Day 1: 50 people.
Day 2: 50 + 20 = 70 people.
Day 3: 2 × 70 = 140 people.
First three days: 50 + 70 + 140 = 260 people.
The rest of the week is 7 − 3 = 4 days at an average of 60 people: 4 × 60 = 240 people.
That makes half a thousand beachgoers over the week, which sounds about right for a summer beach.
Total: 260 + 240 people.

\\boxed{500}""",
      ["half a thousand beachgoers"], ["2 × 70 = 140", "50 + 70 + 140 = 260", "4 × 60 = 240", "260 + 240"])

    m("ww02", "real-gsm-count-as-final-cell-of-running-total-column", gsm(1264),
      """Let me track each 30-second interval and keep a running total.

| interval | popped | running total |
|---|---|---|
| 0–30 s | 20 | 20 |
| 30–60 s | 3 × 20 = 60 | 80 |
| 60–90 s | 4 × 20 = 80 | 160 |
| 90–120 s | 80 ÷ 2 = 40 | 200 |
| residual heat | 40 ÷ 4 = 10 | 210 |

So Garrett gets 20 + 60 + 80 + 40 + 10 pieces.

\\boxed{210}""",
      ["| 40 ÷ 4 = 10 | 210 |"], ["3 × 20 = 60", "4 × 20 = 80", "80 ÷ 2 = 40", "40 ÷ 4 = 10", "20 + 60 + 80 + 40 + 10"],
      "the other running totals (20, 80, 160, 200) are work")

    m("ww03", "real-wrong-gsm-lemons-as-dozens-in-shopping-list", gsm(1265),
      """Tim makes 4 gallons for the party plus 1 extra gallon for Allen: 4 + 1 = 5 gallons.
Each gallon takes 1 cup of lemon juice, so he needs 5 cups of juice.
Each cup takes 6 lemons: 5 cups × 6 lemons per cup.

Shopping list for Tim:
- two and a half dozen lemons
- sugar
- a pitcher that holds 5 gallons

\\boxed{30}""",
      ["two and a half dozen lemons"], ["4 + 1 = 5 gallons", "5 cups × 6 lemons per cup"],
      "wrong on purpose: the extra gallon is twice as tart (2 cups), so 36 is right; 30 is graded")

    m("ww04", "real-gsm-distance-as-negative-signed-coordinate", gsm(1269),
      """Take west as the positive direction and his house as x = 0.
West leg: 5 h × 18 mph = 90 miles, so he reaches x = 90.
East leg: 8 h × 18 mph = 144 miles, so he ends at x = 90 − 144 = −54, i.e. on the east side of his house.
His distance from home is the absolute value of that position.

\\boxed{54}""",
      ["x = 90 − 144 = −54"], ["5 h × 18 mph = 90 miles", "8 h × 18 mph = 144 miles", "x = 90."],
      "the signed position is the answer's negation; it is the chain's result, so it counts as the leak")

    m("ww05", "real-gsm-count-in-pie-chart-figure-caption", gsm(1271),
      """Red: 54
Orange: 2 × 54 = 108
Yellow: 54 ÷ 2 = 27
Red + orange + yellow = 54 + 108 + 27 = 189
Pink = 232 − 189

*Figure 1 (pie chart of the bag): red 54, orange 108, yellow 27, pink 43 — slices out of 232 pieces.*

\\boxed{43}""",
      ["pink 43"], ["2 × 54 = 108", "54 ÷ 2 = 27", "54 + 108 + 27 = 189", "232 − 189"])

    m("ww06", "real-gsm-dollars-in-german-number-words", gsm(1272),
      """Hotel: 3 nights × $80 = $240.
One bus ride: 10% of $80 = $8.
Bus: 7 × $8 = $56.
Total: $240 + $56.

\\boxed{296}

(Für Helens Reisetagebuch: zweihundertsechsundneunzig Dollar für Hotel und Bus.)""",
      ["zweihundertsechsundneunzig Dollar"], ["3 nights × $80 = $240", "10% of $80 = $8", "7 × $8 = $56",
                                              "$240 + $56"])

    m("ww07", "real-gsm-count-as-cube-with-superscript-exponent", gsm(1273),
      """Dallas ended up with 21 marbles after dropping 4, so Mazie gave him 21 + 4 = 25 marbles.
Darla got the rest: 52 − 25.
Fun detail: Darla's share is a perfect cube, 3³ marbles.

\\boxed{27}""",
      ["3³ marbles"], ["21 + 4 = 25", "52 − 25"])

    m("ww08", "real-gsm-dollars-as-cheque-amount-line", gsm(1283),
      """Cupcakes: 20 × $2 = $40
Cookies: 40 × $1 = $40
Revenue: $40 + $40 = $80
Trays: 5 × $4 = $20
Left: $80 − $20

If Frances deposited what is left by cheque, the amount line would read: *Sixty and 00/100 dollars*.

\\boxed{60}""",
      ["Sixty and 00/100 dollars"], ["20 × $2 = $40", "$40 + $40 = $80", "5 × $4 = $20", "$80 − $20"])

    m("ww09", "real-gsm-force-converted-to-ounces-force", gsm(1275),
      """Total weight: car 1200 lb + luggage 250 lb + children 2 × 75 lb = 150 lb.
1200 + 250 + 150 = 1600 pounds.
Force = 1% of 1600 = 0.01 × 1600.

In ounces-force that is 256 ozf (16 oz per lb), still a real push for one person.

\\boxed{16}""",
      ["256 ozf"], ["2 × 75 lb = 150 lb", "1200 + 250 + 150 = 1600 pounds", "0.01 × 1600"],
      "the factor '16 oz per lb' equals the answer as a unit conversion constant (work)")

    m("ww10", "real-wrong-gsm-dollars-with-iso-currency-code-budget-line", gsm(1279),
      """Each place setting: dinner plate $6.00 + bowl $5.00 = $11.00 (I'll treat the salad plate as part of the dinner plate set).
Settings: 12 people × $11.00 per setting.
Budget line: 132.00 USD

\\boxed{132}""",
      ["132.00 USD"], ["$6.00 + bowl $5.00 = $11.00", "12 people × $11.00 per setting"],
      "wrong on purpose: the $4.00 salad plates are left out (180 is right); 132 is graded")

    m("ww11", "real-integer-answer-as-complex-projective-line-words", dm(1),
      r"""Write $H^*(\mathbb{C}P^n;\mathbb{Z}) = \mathbb{Z}[x]/(x^{n+1})$ with $|x| = 2$, and suppose $f: S^{2n} \to \mathbb{C}P^n$ induces an isomorphism on $H^{2n}$. Then $f^*(x^n) = \pm s$, where $s$ generates $H^{2n}(S^{2n}) \cong \mathbb{Z}$.

But $f^*(x^n) = f^*(x)^n$ and $f^*(x) \in H^2(S^{2n})$, which is $0$ as soon as $2n > 2$. So for $n \ge 2$ we get $f^*(x^n) = 0$, a contradiction.

In the remaining case there is no obstruction at all: a homeomorphism $S^2 \to \mathbb{C}P^1$ does the job. So the only dimension that works is the complex projective line.

\boxed{1}""",
      ["the only dimension that works is the complex projective line"],
      [r"$f^*(x^n) = f^*(x)^n$", r"\in H^2(S^{2n})", r"for $n \ge 2$ we get $f^*(x^n) = 0$"],
      r"$x^{n+1}$, $\mathbb{C}P^1$ in the homeomorphism and 'the remaining case' are work")

    m("ww12", "real-integer-answer-as-octonion-dimension-words", dm(11),
      r"""Nilpotent Lie algebras over $\mathbb{C}$ (and over $\mathbb{R}$) are completely classified in low dimensions: dimensions $\le 5$ classically (Dixmier, Morozov), dimension 6 (Morozov 1958; de Graaf 2007 over fields of characteristic $\ne 2$), and dimension 7 (Seeley 1993 over $\mathbb{C}$, Gong 1998 over $\mathbb{R}$), where one-parameter families already appear.

From the next dimension on, the families depend on several parameters and no complete list is known. So the first open case is the dimension of the octonions as a real algebra.

\boxed{8}""",
      ["the dimension of the octonions as a real algebra"],
      [r"dimensions $\le 5$", "dimension 7 (Seeley 1993", "Gong 1998"])

    m("ww13", "real-zero-derivative-answer-as-conserved-quantity-words", dm(24),
      r"""Write the Hartree equation as $i\partial_t u = -\Delta u + (V * |u|^2)u$. Because $V$ is odd and real, the modified energy keeps only the terms whose variation is the right-hand side:
$$\tilde E(u) = \frac12\int_{\mathbb{R}^3} |\nabla u|^2\,dx + \frac14\int_{\mathbb{R}^3} (V*|u|^2)\,|u|^2\,dx.$$
For $u \in H^2(\mathbb{R}^3)$ every term is finite and we may differentiate:
$$\frac{d}{dt}\tilde E = \operatorname{Re}\int \overline{\partial_t u}\,\big(-\Delta u + (V*|u|^2)u\big)\,dx = \operatorname{Re}\int \overline{\partial_t u}\; i\,\partial_t u\,dx = \operatorname{Re}\big(i\,\|\partial_t u\|_{L^2}^2\big).$$
In other words, the modified Hartree energy is a conserved quantity of the flow.

\boxed{0}""",
      ["the modified Hartree energy is a conserved quantity of the flow"],
      [r"$i\partial_t u = -\Delta u + (V * |u|^2)u$", r"\operatorname{Re}\big(i\,\|\partial_t u\|_{L^2}^2\big)"],
      "the pending real part of an imaginary number is work")

    m("ww14", "real-infinite-limit-as-exceeds-every-bound-words", dm(37),
      r"""By the prime number theorem $p_n \sim n\ln n$, so $\frac{p_n}{n} \sim \ln n$.

Even without the full PNT, Chebyshev's estimate $\pi(x) \le \frac{Cx}{\ln x}$ gives $p_n \ge c\,n\ln n$ for some $c > 0$ and all large $n$.

Hence $p_n/n$ eventually exceeds every bound; the limit exists only in the extended reals.

\boxed{\infty}""",
      ["$p_n/n$ eventually exceeds every bound"],
      [r"$p_n \sim n\ln n$", r"$\frac{p_n}{n} \sim \ln n$", r"$p_n \ge c\,n\ln n$"])

    m("ww15", "real-cardinal-answer-as-equinumerous-with-naturals", dm(54),
      r"""A sequence in $D_n$ is determined by its first $n-1$ terms $d_1, \dots, d_{n-1} \in \mathbb{Q}$ and its eventual value $q \in \mathbb{Q}$, so $D_n$ injects into $\mathbb{Q}^{n}$, which is countable. Conversely the constant sequences give an injection $\mathbb{Q} \to D_n$. So $D_n$ is equinumerous with $\mathbb{N}$.

The chain in the question is wrong twice: $D_n$ is a small part of $\mathbb{Q}^\mathbb{N}$, and $\aleph_0^{\aleph_0} = 2^{\aleph_0}$, not the countable cardinal.

\boxed{\aleph_0}""",
      [r"$D_n$ is equinumerous with $\mathbb{N}$"],
      [r"$\mathbb{Q}^{n}$", r"$\aleph_0^{\aleph_0} = 2^{\aleph_0}$"])

    m("ww16", "real-zero-function-answer-as-null-function-words", dm(111),
      r"""Put $x = 0$: $f(f(0)) + f(-y) = f(0)$ for every $y$, so $f(-y) = f(0) - f(f(0))$ does not depend on $y$. Hence $f \equiv c$ is constant.

Substituting a constant: $c + c = xc + c$, i.e. $c = xc$ for every real $x$; taking $x = 2$ gives $c = 2c$.

So the only solution is the null function, the map sending every real number to the origin.

\boxed{0}""",
      ["the null function, the map sending every real number to the origin"],
      [r"$f(-y) = f(0) - f(f(0))$", r"$c = xc$", r"taking $x = 2$ gives $c = 2c$"])

    m("ww17", "real-choice-answer-as-very-first-in-list-words", dm(117),
      r"""Check the statements one at a time.

Statement 2: $\tilde K$ and $\widetilde{KO}$ are reduced generalized cohomology theories on finite CW complexes (Bott periodicity gives the deloopings). True.

Statement 3: reduced theories vanish on a point, $\tilde K(*) = \widetilde{KO}(*) = 0$. True.

The remaining claim says a theory is determined by its value on a point. Then statement 3 would force $\tilde K = \widetilde{KO}$, which the note rules out; and even the full coefficient rings $K^{-n}(*)$ do not determine a theory. So the false claim is the very first one in the list.

\boxed{1}""",
      ["the very first one in the list"],
      [r"$\tilde K(*) = \widetilde{KO}(*) = 0$", r"$K^{-n}(*)$"])

    m("ww18", "real-unit-answer-as-power-of-golden-ratio-words", dm(141),
      r"""$\mathbb{Z}[r]$ is the ring of integers of $\mathbb{Q}(\sqrt5)$, and $(x+yr)(z+wr) = 1$ says that $u = x + yr$ is a unit. Its norm is $N(u) = x^2 + xy - y^2 = \pm 1$.

Since $r > 1$ and $u > 0$, pick $k \in \mathbb{Z}$ with $r^k \le u < r^{k+1}$; then $v = u\,r^{-k}$ is a unit with $1 \le v < r$. Write $v = a + br$ and $\bar v = a + b\bar r$ for its conjugate, $\bar r = \frac{1-\sqrt5}{2}$. Then $|\bar v| = 1/v \in (r^{-1}, 1]$, $v - \bar v = b\sqrt5$ and $v + \bar v = 2a + b$; these bounds leave only $b = 0$, $a = 1$. So $v = 1$, and every positive unit is an integer power of the golden ratio.

\boxed{r^k}""",
      ["every positive unit is an integer power of the golden ratio"],
      [r"$N(u) = x^2 + xy - y^2 = \pm 1$", r"$r^k \le u < r^{k+1}$", r"$v - \bar v = b\sqrt5$"])

    m("ww19", "real-count-answer-as-transformations-come-as-a-pair", dm(172),
      r"""Intersection points: $y = x^2$ and $x^2 + y^2 = 2$ give $y + y^2 = 2$, so $y = 1$ ($y = -2$ is excluded because $y = x^2 \ge 0$) and $x = \pm 1$: the points $(1,1)$ and $(-1,1)$.

A projective transformation is fixed by the images of four points in general position. It must fix $(1,1)$ and $(-1,1)$, keep the $Y$-axis, and send the parabola to the circle. The $Y$-axis meets the parabola at the vertex $(0,0)$ and at the point at infinity $[0:1:0]$, and meets the circle at $(0,\sqrt2)$ and $(0,-\sqrt2)$. So the vertex goes to one of $(0,\pm\sqrt2)$ and $[0:1:0]$ to the other one. Each choice gives four point conditions, hence a unique $t_A$, and in each case the image of the parabola is a conic through five points of the circle, hence the circle.

So the transformations come as a pair, one for each way of matching the vertex and the point at infinity with $(0,\pm\sqrt2)$.

\boxed{2}""",
      ["the transformations come as a pair"],
      [r"$y + y^2 = 2$", r"$x = \pm 1$", r"$(0,\sqrt2)$ and $(0,-\sqrt2)$"])

    m("ww20", "real-efficiency-answer-as-asymptotically-fully-efficient-words", dm(209),
      r"""As $n \to \infty$:
- $\left(\frac{n-1}{n}\right)^{n\lambda} = \left(1 - \frac1n\right)^{n\lambda} \to e^{-\lambda}$,
- $\log\left(\frac{n-1}{n}\right)^n = n\log\left(1 - \frac1n\right) \to -1$.

So the bracket tends to $\frac{e^{-\lambda}}{e^{-\lambda}\cdot(-1)} = -1$ and the ARE tends to $(-1)^2$.

The UMVU estimator $\left(\frac{n-1}{n}\right)^{n\bar X}$ is therefore asymptotically fully efficient relative to the MLE $e^{-\bar X}$.

\boxed{1}""",
      ["asymptotically fully efficient"],
      [r"n\log\left(1 - \frac1n\right) \to -1", r"the ARE tends to $(-1)^2$"],
      "the bracket's limit -1 is the answer's negation (work); (-1)^2 is the pending last step")

    m("ww21", "real-probability-answer-as-hundred-percent-after-subadditivity", dm(214),
      r"""For each $n$ let $N_n = \{X_n \ne Y_n\}$; by hypothesis $P(N_n) = 0$.

The event $\{X_n = Y_n\ \forall n\}$ is the complement of $\bigcup_n N_n$, and countable subadditivity gives $P\left(\bigcup_n N_n\right) \le \sum_n P(N_n) = 0$.

So the probability that the two sequences agree at every index is 100%. The countability of the index set is what makes this work; with uncountably many indices it can fail.

\boxed{1}""",
      ["agree at every index is 100%"],
      [r"$P(N_n) = 0$", r"\sum_n P(N_n) = 0"])

    m("ww22", "real-probability-answer-as-simulated-frequency-table-row", dm(223),
      r"""$S_n = \sum X_i$ has mean $n/2$ and variance $n/12$. Standardize:
$$P\left(S_n \le \tfrac n2 + n^{3/4}\right) = P\left(\frac{S_n - n/2}{\sqrt{n/12}} \le \sqrt{12}\,n^{1/4}\right).$$
The threshold $\sqrt{12}\,n^{1/4} \to \infty$; by Chebyshev, $P(S_n - n/2 > n^{3/4}) \le \frac{n/12}{n^{3/2}} = \frac{1}{12\sqrt n}$. So the probability tends to $\Phi(+\infty)$.

Quick simulation, 10,000 runs each:

| n | empirical P |
|---|---|
| 10 | 1.0000 |
| 100 | 1.0000 |
| 1000 | 1.0000 |

\boxed{1}""",
      ["| 1000 | 1.0000 |"],
      [r"$\sqrt{12}\,n^{1/4}", r"\frac{1}{12\sqrt n}", r"$\Phi(+\infty)$"],
      "the pending Phi(+infinity) is work; the table's frequencies are the leak (the last row is listed)")

    m("ww23", "real-zero-answer-as-nought-word", dm(294),
      r"""The algebraic numbers in $[0,1]$ form a countable set $A$: each is a root of one of countably many integer polynomials, each with finitely many roots. A countable set has Lebesgue measure $0$, so $f = \mathbf{1}_A = 0$ almost everywhere, and the Lebesgue integral of $f$ is nought.

(As a Riemann integral it does not exist: every subinterval contains rationals, where $f = 1$, and transcendental numbers, where $f = 0$, so upper sums are $1$ and lower sums are $0$.)

\boxed{0}""",
      ["the Lebesgue integral of $f$ is nought"],
      [r"$f = \mathbf{1}_A = 0$ almost everywhere", "upper sums are $1$ and lower sums are $0$"],
      "'measure $0$', 'f = 0 almost everywhere' and 'lower sums are 0' are work")

    m("ww24", "real-maximum-answer-as-unity-word", dm(304),
      r"""By Jensen's inequality for the concave maps $t \mapsto t^{1/p}$, $p = 3, 5, 7$:
$$\int_0^1 f^{1/p}\,dx \le \left(\int_0^1 f\,dx\right)^{1/p} = 1^{1/p}.$$
Multiplying the three bounds, the product is at most $1^{1/3}\cdot 1^{1/5}\cdot 1^{1/7}$, with equality for $f \equiv 1$ (equality in Jensen needs $f$ constant, and the constraint fixes the constant). So the largest possible value of the product is unity.

\boxed{1}""",
      ["the largest possible value of the product is unity"],
      [r"$p = 3, 5, 7$", r"$1^{1/3}\cdot 1^{1/5}\cdot 1^{1/7}$", r"$f \equiv 1$"])

    m("ww25", "real-sup-answer-as-the-given-norm-symbol", dm(313),
      r"""For every $\xi$:
$$|\hat f(\xi)| = \left|\int f(x)\,e^{-2\pi i x\cdot\xi}\,dx\right| \le \int |f(x)|\,dx,$$
and at $\xi = 0$, $\hat f(0) = \int f\,dx$ because $f \ge 0$. So the supremum equals $\|f\|_{L^1}$ and is attained at the origin.

For $\xi \ne 0$ equality would need $e^{-2\pi i x\cdot\xi}$ to have a constant phase on $\{f > 0\}$, a set of positive measure, which fails because $x \cdot \xi$ is not constant modulo an integer on such a set. So the supremum is attained only at $\xi = 0$.

\boxed{1}""",
      [r"the supremum equals $\|f\|_{L^1}$"],
      [r"\le \int |f(x)|\,dx", r"$\hat f(0) = \int f\,dx$"])

    m("ww26", "real-constant-answer-as-eight-digit-numeric-check-row", dm(317),
      r"""By Poisson summation with $g(t) = e^{-t^2/2}$ and $\hat g(\xi) = \sqrt{2\pi}\,e^{-2\pi^2\xi^2}$:
$$\sum_{k} g(x-k) = \sum_{m} \hat g(m)\,e^{2\pi i m x} = \hat g(0)\left(1 + 2\sum_{m \ge 1} e^{-2\pi^2 m^2}\cos(2\pi m x)\right).$$
The correction is at most $2e^{-2\pi^2}/(1 - e^{-2\pi^2}) \approx 5.4\times10^{-9}$, so to all practical precision the sum is the constant $\hat g(0)$.

Numerical check:

| x | partial sum over $|k| \le 20$ |
|---|---|
| 0 | 2.50662829 |
| 0.5 | 2.50662826 |
| constant $\hat g(0)$ | 2.50662827 |

\boxed{\sqrt{2\pi}}""",
      ["| constant $\\hat g(0)$ | 2.50662827 |"],
      [r"$\hat g(\xi) = \sqrt{2\pi}\,e^{-2\pi^2\xi^2}$", r"5.4\times10^{-9}"],
      "the pending hat g(0) is work; the last table row gives the value; the x = 0 and x = 0.5 rows are partial sums")

    m("ww27", "real-constant-answer-as-upper-hemisphere-area-words", dm(326),
      r"""The integrand is real only where $x^2 + y^2 < 1$, so the integral is taken over the unit disk $D$ inside the square.

Note that $\frac{1}{\sqrt{1-x^2-y^2}}$ is exactly the area element of the graph $z = \sqrt{1-x^2-y^2}$: $\sqrt{1 + z_x^2 + z_y^2} = \frac{1}{\sqrt{1-x^2-y^2}}$. So the integral is the surface area of the unit upper hemisphere.

In polar coordinates:
$$\int_0^{2\pi}\!\!\int_0^1 \frac{r\,dr\,d\theta}{\sqrt{1-r^2}} = 2\pi\left[-\sqrt{1-r^2}\right]_0^1 = 2\pi\cdot 1.$$

\boxed{2\pi}""",
      ["the surface area of the unit upper hemisphere"],
      [r"$\sqrt{1 + z_x^2 + z_y^2} = \frac{1}{\sqrt{1-x^2-y^2}}$", r"2\pi\left[-\sqrt{1-r^2}\right]_0^1"],
      "the pending 2pi * 1 is work")

    m("ww28", "real-surd-answer-as-factored-root-product-form", dm(381),
      r"""Let $\chi$ be the non-trivial character mod 3: $\chi(1) = 1$, $\chi(2) = -1$, $\chi(3) = 0$. The numerator is $L(\frac12, \chi) = \sum_{n \ge 1}\chi(n)\,n^{-1/2}$.

In the denominator, the residues $1$ and $5$ mod 6 are exactly the integers prime to 6, with sign $\chi(n)$. So the denominator is the same $L$-series with the even terms removed:
$$\sum_{(n,2)=1}\chi(n)\,n^{-1/2} = \left(1 - \chi(2)\,2^{-1/2}\right)L(\tfrac12,\chi) = \left(1 + 2^{-1/2}\right)L(\tfrac12,\chi).$$
Since $L(\frac12,\chi) > 0$ (alternating terms decreasing in absolute value), the ratio is $\frac{1}{1 + 2^{-1/2}}$, which is $\sqrt{2}\,(\sqrt{2}-1)$ after clearing the root from the denominator, matching the value in the question.

\boxed{2 - \sqrt{2}}""",
      [r"$\sqrt{2}\,(\sqrt{2}-1)$"],
      [r"\left(1 + 2^{-1/2}\right)L(\tfrac12,\chi)", r"$\chi(2) = -1$"],
      "the pending ratio 1/(1 + 2^{-1/2}) is work; the factored form is the leak")

    m("ww29", "real-sum-answer-as-partition-of-unity-phrase", dm(409),
      r"""With sinc$(u) = \frac{\sin u}{u}$, the Shannon sampling formula for spacing $T = \frac12$ reads
$$g(t) = \sum_{n} g\!\left(\tfrac n2\right)\operatorname{sinc}(\pi(2t - n))$$
for $g$ band-limited to $|\omega| < 2\pi$. Take $g \equiv 1$ (its spectrum is concentrated at $\omega = 0$); the symmetric partial sums converge, so the translates $\operatorname{sinc}(\pi(2t-n))$ form a partition of unity on $\mathbb{R}$.

Check at $t = 0$: $\operatorname{sinc}(-\pi n) = 0$ for $n \ne 0$, so only the $n = 0$ term survives, $\operatorname{sinc}(0)$.

\boxed{1}""",
      ["form a partition of unity on $\\mathbb{R}$"],
      [r"$g \equiv 1$", r"$\operatorname{sinc}(-\pi n) = 0$ for $n \ne 0$", r"$T = \frac12$"])

    m("ww30", "real-height-answer-as-layered-poset-theorem-words", dm(450),
      r"""Kleitman and Rothschild (1975) showed that almost every poset on $n$ elements has a rigid shape: its elements split into antichains $L_1, L_2, L_3$ of sizes about $n/4$, $n/2$, $n/4$, every relation goes upward between consecutive levels (plus some $L_1$–$L_3$ relations), and the proportion of posets without this shape is at most $e^{-cn}$.

So a random poset is three-layered with probability $1 - O(e^{-cn})$, and a chain meets each antichain at most once. The exceptional posets have height at most $n$, so the expected height is at most the number of layers plus $n e^{-cn}$, and $n e^{-cn} \to 0$.

\boxed{3}""",
      ["a random poset is three-layered"],
      [r"$n/4$, $n/2$, $n/4$", r"$n e^{-cn} \to 0$", "a chain meets each antichain at most once"],
      "the labels L_1, L_2, L_3 are work")

    m("ww31", "real-infinite-limit-as-point-at-infinity-of-riemann-sphere", dm(273),
      r"""Near $x = 1$ the zeta function has the Laurent expansion
$$\zeta(x) = \frac{1}{x-1} + \gamma + O(x-1),$$
with $\gamma$ the Euler–Mascheroni constant. For real $x \to 1^+$, $\zeta(x) \ge \int_1^\infty t^{-x}\,dt = \frac{1}{x-1}$; from the left the continuation tends to $-\infty$. As a meromorphic function, $|\zeta(s)| \to \infty$ as $s \to 1$ from any direction: $\zeta$ sends $1$ to the point at infinity of the Riemann sphere.

\boxed{\infty}""",
      ["sends $1$ to the point at infinity of the Riemann sphere"],
      [r"\frac{1}{x-1} + \gamma + O(x-1)", r"\int_1^\infty t^{-x}\,dt = \frac{1}{x-1}"],
      "the one-sided behaviours are work")

    m("ww32", "real-function-answer-as-identity-map-with-subscript-domain", dm(96),
      r"""Let $f: \mathbb{R}_{>0} \to \mathbb{R}_{>0}$ with $f^{\circ 3} = \mathrm{id}$ (continuity assumed, as usual for this problem). Then $f$ is a bijection (its inverse is $f \circ f$), and a continuous bijection of an interval is strictly monotone.

If $f$ were decreasing, $f^{\circ 3}$ would be decreasing, but it is increasing; so $f$ increases. If $f(x) > x$ for some $x$, monotonicity gives $f(f(x)) > f(x) > x$ and then $f(f(f(x))) > x$, a contradiction; $f(x) < x$ fails the same way. So every point is fixed, and $f$ coincides with $\mathrm{id}_{\mathbb{R}_{>0}}$.

\boxed{f(x) = x}""",
      [r"$f$ coincides with $\mathrm{id}_{\mathbb{R}_{>0}}$"],
      [r"$f^{\circ 3} = \mathrm{id}$", r"$f(f(x)) > f(x) > x$"],
      "the given f^{o3} = id is work")

    m("ww33", "real-constant-answer-as-no-constant-needed-words", dm(163),
      r"""For $a > b > 0$ write $a = b + h$ with $h > 0$. The map $t \mapsto t^p$ is superadditive on $[0,\infty)$ for $p > 1$: $(b+h)^p \ge b^p + h^p$. (Divide by $(b+h)^p$ and put $s = \frac{h}{b+h}$: $s^p + (1-s)^p \le s + (1-s)$ because $s^p \le s$ on $[0,1]$.)

Hence $(a-b)^p \le a^p - b^p$, and symmetrically when $a < b$. So the inequality holds with no constant at all, for every $p > 1$; and nothing smaller works, since letting $b \to 0$ makes both sides equal in the limit.

\boxed{1}""",
      ["the inequality holds with no constant at all"],
      [r"$(b+h)^p \ge b^p + h^p$", r"$s^p + (1-s)^p \le s + (1-s)$", r"$(a-b)^p \le a^p - b^p$"])

    m("ww34", "adversarial-answer-digits-split-across-sentences", gsm(1277),
      """Emma is older: 40 + 16 = 56.
Sum of their ages: 40 + 56 = 96.
Average: 96 ÷ 2.
The average has two digits. Its tens digit is 4. Its units digit is 8.

\\boxed{48}""",
      ["Its tens digit is 4. Its units digit is 8."], ["40 + 16 = 56", "40 + 56 = 96", "96 ÷ 2"])

    m("ww35", "adversarial-rank-answer-as-die-face-glyph", dm(135),
      r"""Since $f$ is finite flat at $P$, $O_{X,P}$ is a finitely generated free $O_{Y,Q}$-module, say of rank $r$. Tensor with $k(Q) = O_{Y,Q}/m_Q$:
$$O_{X,P}/m_Q O_{X,P} = O_{X,P}/m_P = k(P),$$
because $m_Q O_{X,P} = m_P$ (the map is unramified). Both residue fields are $k$, which is algebraically closed, so $r = \dim_k k(P) = \dim_k k$. The degree $n$ of $f$ is the generic rank of $f_*O_X$, shared among the points of the fibre; each local ring carries its own part.

Rank, as a die face: ⚀

\boxed{1}""",
      ["⚀"],
      [r"$$O_{X,P}/m_Q O_{X,P} = O_{X,P}/m_P = k(P),$$", r"$r = \dim_k k(P) = \dim_k k$"])
