"""fresh37 must-stay probes ppp01-ppp19: realistic drafts where values equal to the answer appear legitimately as
givens, coefficients, intermediate results or sub-answers; ``must_stay`` lists those strings."""
from probs import dm, gsm, m500


def build(p):
    p("ppp01", "real-probe-gsm-chicken-feed-twenty-chickens-given", gsm(4),
      "Flock size: 20 chickens.\n"
      "Daily feed: 20 chickens × 3 cups = 60 cups.\n"
      "Morning + afternoon: 15 + 25 = 40 cups.\n"
      "Final meal: 60 - 40 cups\n\n"
      "\\boxed{20}",
      ["Flock size: 20 chickens.", "20 chickens × 3 cups = 60 cups", "15 + 25 = 40 cups"])

    p("ppp02", "real-probe-gsm-candles-twenty-candles-and-twenty-dollar-cost", gsm(44),
      "Candles to make and sell: 20.\n"
      "Beeswax needed: 20 candles ÷ 10 candles per pound = 2 pounds.\n"
      "Supply cost: 2 × $10.00 = $20.00.\n"
      "Revenue: 20 × $2.00 = $40.00.\n"
      "Net profit: $40.00 - $20.00\n\n"
      "\\boxed{20}",
      ["Candles to make and sell: 20.", "20 candles ÷ 10 candles per pound = 2 pounds",
       "2 × $10.00 = $20.00", "20 × $2.00 = $40.00", "$40.00 - $20.00"])

    p("ppp03", "real-probe-gsm-laundry-david-hundred-pounds-intermediate", gsm(77),
      "Sarah: 400 pounds.\n"
      "Raymond does half of Sarah's: 400 / 2 = 200 pounds.\n"
      "Sarah does 4 times David's, so David: 400 / 4 = 100 pounds.\n"
      "Difference Raymond - David: 200 - 100\n\n"
      "\\boxed{100}",
      ["David: 400 / 4 = 100 pounds", "400 / 2 = 200 pounds", "200 - 100"])

    p("ppp04", "real-probe-gsm-ages-four-kids-given", gsm(92),
      "Emily has 4 kids: Amy, Jackson, Corey, James.\n"
      "James is 10 and 1 year younger than Corey, so Corey = 10 + 1 = 11.\n"
      "Amy is 2 years younger than Corey: 11 - 2 = 9.\n"
      "Amy is 5 years older than Jackson, so Jackson = 9 - 5\n\n"
      "\\boxed{4}",
      ["Emily has 4 kids", "Corey = 10 + 1 = 11", "11 - 2 = 9"])

    p("ppp05", "real-probe-gsm-traffic-five-cars-exit-given", gsm(98),
      "Cars originally: 30.\n"
      "Cars that exit before the jam: 5.\n"
      "Cars that drive through the jam: 30 - 5 = 25.\n"
      "Second 15 minutes: 20 cars.\n"
      "First 15 minutes: 25 - 20\n\n"
      "\\boxed{5}",
      ["Cars that exit before the jam: 5.", "30 - 5 = 25", "Second 15 minutes: 20 cars."])

    p("ppp06", "real-probe-gsm-photos-six-times-ratio-given", gsm(114),
      "Jamal's phone: 1800 photos, 6 times Brittany's.\n"
      "Brittany's phone: 1800 / 6 = 300 photos.\n"
      "Brittany's capacity is 50 times the number of ducks: ducks = 300 / 50\n\n"
      "\\boxed{6}",
      ["1800 photos, 6 times Brittany's", "1800 / 6 = 300 photos"])

    p("ppp07", "real-probe-gsm-tires-five-bicycle-riders-given", gsm(151),
      "Bicycles: 5 people × 2 tires = 10 tires.\n"
      "Tricycles: 3 people × 3 tires = 9 tires.\n"
      "Unicycle: 1 person × 1 tire = 1 tire.\n"
      "Total tires: 10 + 9 + 1 = 20 tires.\n"
      "Earnings: 20 × $0.25\n\n"
      "\\boxed{5}",
      ["5 people × 2 tires = 10 tires", "3 people × 3 tires = 9 tires", "10 + 9 + 1 = 20 tires"])

    p("ppp08", "real-probe-gsm-straw-five-pieces-per-hamster-given", gsm(186),
      "Hamsters: 10 hamsters × 5 pieces = 50 pieces.\n"
      "Rabbits: 20 pieces.\n"
      "Left for the rats: 160 - 50 - 20 = 90 pieces.\n"
      "Each rat gets 6 pieces: 90 / 6 = 15 rats.\n"
      "Rats per cage (3 equal cages): 15 / 3\n\n"
      "\\boxed{5}",
      ["10 hamsters × 5 pieces = 50 pieces", "160 - 50 - 20 = 90 pieces", "90 / 6 = 15 rats"])

    p("ppp09", "real-probe-gsm-lawn-mowing-ten-dollars-saved-given", gsm(210),
      "Cost: jacket $30 + 2 × $20 shoes = $70.\n"
      "Babysitting: 4 × $5 = $20.\n"
      "Savings: $10, so she has $20 + $10 = $30.\n"
      "Still needed: $70 - $30 = $40.\n"
      "Mowing at $4 each: 40 / 4 times\n\n"
      "\\boxed{10}",
      ["Savings: $10", "$20 + $10 = $30", "$70 - $30 = $40", "4 × $5 = $20"])

    p("ppp10", "real-probe-absolute-value-minimum-fifteen-given", m500(489),
      r"""On $p \le x \le 15$ (with $0 < p < 15$) each absolute value has a fixed sign:

- $|x - p| = x - p$ since $x \ge p$;
- $|x-15| = 15-x$ since $x \le 15$;
- $|x - p - 15| = p + 15 - x$ since $x \le 15 < p + 15$.

Adding, $f(x) = (x - p) + (15 - x) + (p + 15 - x) = 30 - x$.

This is decreasing in $x$, so on the interval the minimum is at the right end $x = 15$:
$$f(15) = 30 - 15.$$

$$\boxed{15}$$""",
      [r"|x-15| = 15-x", r"f(x) = (x - p) + (15 - x) + (p + 15 - x) = 30 - x", r"x = 15"])

    p("ppp11", "real-probe-fibonacci-mod-four-residue-table-with-three", m500(335),
      r"""Reduce the Fibonacci sequence mod $4$:

| $n$ | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 |
|---|---|---|---|---|---|---|---|---|
| $F_n \bmod 4$ | 1 | 1 | 2 | 3 | 1 | 0 | 1 | 1 |

The pair $(1, 1)$ returns at $n = 7$, so the residues repeat with period $6$: 1, 1, 2, 3, 1, 0.

Since $100 = 6 \cdot 16 + 4$, we get $F_{100} \equiv F_4 \pmod 4$, entry number 4 of the period.

$$\boxed{3}$$""",
      [r"1, 1, 2, 3, 1, 0", r"| $F_n \bmod 4$ | 1 | 1 | 2 | 3 | 1 | 0 | 1 | 1 |", r"100 = 6 \cdot 16 + 4"])

    p("ppp12", "real-probe-am-gm-product-minimum-two-coefficient", m500(332),
      r"""Expand: $(x + y)(y + z) = y(x + y + z) + xz$.

By AM-GM,
$$y(x+y+z) + xz \ge 2\sqrt{y(x+y+z)\cdot xz} = 2\sqrt{xyz(x+y+z)} = 2\sqrt{1}.$$

Equality needs $y(x + y + z) = xz = 1$. Take $x = z = 1$; then $y(y + 2) = 1$, i.e. $y^2 + 2y - 1 = 0$, so $y = \sqrt{2} - 1 > 0$, and indeed $xyz(x+y+z) = y(y+2) = 1$.

$$\boxed{2}$$""",
      [r"y(x + y + z) + xz", r"$y^2 + 2y - 1 = 0$", r"$y = \sqrt{2} - 1 > 0$", r"x = z = 1"])

    p("ppp13", "real-probe-base-seven-eight-digits-cube-exponent", m500(403),
      r"""**Base 7.** $7^3 = 343 \le 629 < 2401$: $629 = 1 \cdot 343 + 286$, $286 = 5 \cdot 49 + 41$, $41 = 5 \cdot 7 + 6$, so $629_{10} = 1556_7$.

**Base 8.** $8^3 = 512 \le 629$: $629 = 1 \cdot 512 + 117$, $117 = 1 \cdot 64 + 53$, $53 = 6 \cdot 8 + 5$, so $629_{10} = 1165_8$.

Digits that appear in both: $1$, $5$ and $6$ (the digit sets are $\{1, 5, 6\}$ for both).

$$\boxed{3}$$""",
      [r"$7^3 = 343 \le 629 < 2401$", r"$8^3 = 512 \le 629$", r"1556_7", r"1165_8"])

    p("ppp14", "real-probe-dm-metric-on-reals-sub-question-yes", dm(455),
      r"""Take the usual metric $d(x, y) = |x - y|$.

- Is $d$ a metric? Yes: it is nonnegative, symmetric, zero only on the diagonal, and satisfies the triangle inequality.
- Does every nonempty open set $U$ contain an interval? Pick $u \in U$; openness gives $r > 0$ with $B(u, r) = (u - r, u + r) \subseteq U$, and that is an interval $(a, b)$.

So the Euclidean metric already has the property.

$$\boxed{\text{Yes}}$$""",
      [r"Is $d$ a metric? Yes", r"$B(u, r) = (u - r, u + r) \subseteq U$"])

    p("ppp15", "real-probe-dm-lsc-smooth-approximation-yes-lemmas", dm(516),
      r"""**Step 1 (Lipschitz approximation).** For $f \ge 0$ lower semicontinuous set $h_n(x) = \inf_y \big(f(y) + n|x - y|\big)$. Each $h_n$ is $n$-Lipschitz, $0 \le h_n \le h_{n+1} \le f$, and $h_n \uparrow f$ pointwise by lower semicontinuity. Is the convergence monotone? Yes, since $n|x-y|$ increases with $n$.

**Step 2 (smoothing with a margin).** Mollify: $\tilde h_n = h_n * \rho_{\delta_n}$ with $\delta_n$ small enough that $|\tilde h_n - h_n| \le 2^{-n}$ (possible since $h_n$ is Lipschitz). Set $g_n = \phi(\tilde h_n - 3 \cdot 2^{-n})$ with $\phi$ a smooth nondecreasing function, $\phi(t) = 0$ for $t \le 0$ and $0 \le t - \phi(t) \le 2^{-n}$; then $g_n \ge 0$, $g_n \in C^\infty \subset C^k$, and the shifts $3 \cdot 2^{-n}$ make $g_n \le g_{n+1}$.

**Step 3.** $g_n(x) \to f(x)$ because $h_n(x) \to f(x)$ and the corrections tend to $0$.

$$\boxed{\text{Yes}}$$""",
      [r"Is the convergence monotone? Yes", r"h_n(x) = \inf_y \big(f(y) + n|x - y|\big)", r"$|\tilde h_n - h_n| \le 2^{-n}$"])

    p("ppp16", "real-probe-dm-entire-interpolation-yes-weierstrass-step", dm(527),
      r"""**Step 1 (Weierstrass).** Since $\{a_n\}$ has no limit point, there is an entire function $W$ whose zeros are exactly the $a_n$, all simple. Does such a $W$ exist for any discrete set? Yes: the Weierstrass factorization theorem builds it as a product of elementary factors.

**Step 2 (Mittag-Leffler).** There is a meromorphic $M$ with simple poles exactly at the $a_n$ and principal parts
$$\frac{z_n}{W'(a_n)\,(z - a_n)}.$$

**Step 3.** $f = W \cdot M$ is entire (the poles cancel the zeros) and
$$f(a_n) = W'(a_n) \cdot \frac{z_n}{W'(a_n)} = z_n.$$

$$\boxed{\text{Yes}}$$""",
      [r"Does such a $W$ exist for any discrete set? Yes", r"\frac{z_n}{W'(a_n)\,(z - a_n)}", r"f(a_n) = W'(a_n) \cdot \frac{z_n}{W'(a_n)} = z_n"])

    p("ppp17", "real-probe-dm-hermite-interpolation-yes-density-step", dm(261),
      r"""**Step 1 (approximate in $C^n$).** By Weierstrass choose a polynomial $q$ with $\sup |f^{(n)} - q| < \eta$ and integrate $n$ times with the right constants: the polynomial $Q$ satisfies $\sup |f^{(k)} - Q^{(k)}| \le C\eta$ for all $k \le n$.

**Step 2 (Hermite correction).** Let $\mathcal H$ map data $(c_{i,k})$ to the unique polynomial of degree $< (m+1)(n+1)$ with those derivatives at the nodes. Is $\mathcal H$ linear and bounded? Yes: it is a linear map on a finite-dimensional space, so $\sup_{[a,b]} |\mathcal H(c)| \le K \max |c_{i,k}|$.

**Step 3.** Put $P = Q + \mathcal H\big((f - Q)^{(k)}(x_i)\big)$. Then $P^{(k)}(x_i) = f^{(k)}(x_i)$ for all $i, k$, and
$$\sup |f - P| \le C\eta + K C \eta < \varepsilon$$
for $\eta$ small enough.

$$\boxed{\text{Yes}}$$""",
      [r"Is $\mathcal H$ linear and bounded? Yes", r"P = Q + \mathcal H\big((f - Q)^{(k)}(x_i)\big)", r"\sup |f - P| \le C\eta + K C \eta < \varepsilon"])

    p("ppp18", "real-probe-dm-recurrent-sequence-geometric-bound-yes-root-check", dm(515),
      r"""A linearly recurrent sequence has the form $a_k = \sum_j p_j(k)\lambda_j^k$ for the characteristic roots $\lambda_j$ and polynomials $p_j$.

- Can a root with $|\lambda_j| \ge 1$ carry a nonzero $p_j$? No: then $a_k$ would not tend to $0$ along a subsequence, contradicting $\sum a_k = 1 < \infty$.
- Is every remaining root inside the unit disk? Yes, so $\rho = \max |\lambda_j| < 1$ over the roots that occur.

Pick $r$ with $\rho < r < 1$. Then $|p_j(k)\lambda_j^k| \le C_j r^k$ for all $k$, and summing gives $a_k \le x r^k$ with $x = \sum_j C_j$.

$$\boxed{\text{Yes}}$$""",
      [r"Is every remaining root inside the unit disk? Yes", r"$\rho = \max |\lambda_j| < 1$", r"a_k = \sum_j p_j(k)\lambda_j^k"])

    p("ppp19", "real-probe-dm-planar-simple-loop-yes-jordan-step", dm(469),
      r"""Let $X \subseteq \mathbb{R}^2$ be path-connected but not simply connected, and let $\gamma$ be a loop in $X$ that is not null-homotopic.

**Step 1.** Is $\gamma$ itself simple? Yes after a reduction: a planar loop that is not null-homotopic in $X$ contains a simple sub-loop that is not null-homotopic, since removing null-homotopic sub-loops keeps the class and a loop all of whose simple pieces are trivial is trivial.

**Step 2.** By the Jordan curve theorem that simple loop bounds a disk $D$ in $\mathbb{R}^2$, and $D \not\subseteq X$ (otherwise it would contract across $D$); so it is a simple loop in $X$ that does not contract to a point in $X$.

$$\boxed{\text{Yes}}$$""",
      [r"Is $\gamma$ itself simple? Yes after a reduction", r"bounds a disk $D$ in $\mathbb{R}^2$"])
