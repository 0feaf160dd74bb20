"""fresh27 math must-stay probes zzp01-zzp19 (zzp01-zzp18 realistic, zzp19 adversarial). Problems from probs.py."""
from probs import aime, dm, gsm


def build(p):
    # ---------------------------------------------------------------- GSM8K (zzp01-zzp05)
    p("zzp01", "real-probe-gsm-counterfactual-full-delivery-baseline", gsm(1069), r"""If every truck had delivered, the farmers would have received 20 trucks × 20 tons = 400 tons.

But a quarter of the 20 trucks broke down: 20 ÷ 4 = 5 trucks.
Those 5 trucks were carrying 5 × 20 = 100 tons that never arrived.

Fertiliser that reached the farmers = 400 − 100 tons.

$$\boxed{300}$$""", ["20 trucks × 20 tons = 400 tons", "20 ÷ 4 = 5 trucks", "5 × 20 = 100 tons", "400 − 100 tons"],
      "a counterfactual baseline (all trucks) and the lost load; the last subtraction is pending")

    p("zzp02", "real-probe-gsm-cents-conversion-to-avoid-decimals", gsm(1076), r"""To avoid decimals I'll work in cents.

- Milkshakes: $5.50 = 550 cents, and 550 × 6 = 3300 cents
- Burger platters: $11 = 1100 cents, and 1100 × 9 = 9900 cents
- Sodas: $1.50 = 150 cents, and 150 × 20 = 3000 cents

Total in cents: 3300 + 9900 + 3000, then divide by 100 to get dollars.

$$\boxed{162}$$""", ["550 × 6 = 3300 cents", "1100 × 9 = 9900 cents", "150 × 20 = 3000 cents",
                     "3300 + 9900 + 3000"],
      "per-item totals in cents with the sum pending")

    p("zzp03", "real-probe-gsm-stated-modelling-assumption-clause", gsm(1097), r"""Assumption: everyone who was inside the church left in one of these vehicles, and every vehicle was full as described.

People leaving by bus: 12 buses × 35 = 420 people.
People leaving by car: 20 cars × 3 = 60 people.

People inside the church = 420 + 60.

$$\boxed{480}$$""", ["everyone who was inside the church left in one of these vehicles", "12 buses × 35 = 420 people",
                     "20 cars × 3 = 60 people", "420 + 60"],
      "a value-free modelling assumption clause the challenger needs, then a pending sum")

    p("zzp04", "real-probe-gsm-upper-bound-sanity-check-before-total", gsm(1102), r"""Start: $85.00 charged.
Return: $85 − $15 = $70.

Frying pan: 20% off $20 → 0.8 × $20 = $16.
Towels: 10% off $30 → 0.9 × $30 = $27.

Sanity bound: even at full price the balance could be at most $70 + $20 + $30 = $120, and the discounts pull it below that.

New balance: $70 + $16 + $27.

$$\boxed{113}$$""", ["$85 − $15 = $70", "0.8 × $20 = $16", "0.9 × $30 = $27", "$70 + $20 + $30 = $120",
                     "$70 + $16 + $27"],
      "an upper-bound sanity check (120) before the pending total")

    p("zzp05", "real-probe-gsm-daily-rate-in-fraction-words", gsm(1051), r"""Ingrid drinks 8 cups a day, and a gallon is 16 cups, so she drinks half a gallon a day.

Over 30 days: 8 × 30 = 240 cups.
In gallons: 240 ÷ 16.

$$\boxed{15}$$""", ["half a gallon a day", "8 × 30 = 240 cups", "240 ÷ 16"],
      "a daily rate in fraction words (half a gallon) and a pending division")

    # ---------------------------------------------------------------- AIME 2024 (zzp06)
    p("zzp06", "real-probe-aime-complementary-case-split-with-subtotals", aime(89), r"""Call a row white/black if its chips are white/black (rows with no chip: undetermined), same for columns. A cell can hold a chip of colour $c$ only if its row and column are both colour $c$ or empty.

**Structure.** Give every row and every column a colour. In a maximal placement a cell $(i,j)$ holds a chip exactly when row $i$ and column $j$ have the same colour: if they agree and the cell were empty we could add a chip, and if they disagree no chip fits. An empty row would admit a chip unless every column already has a colour blocking both options, which forces colours to be used consistently, so each row and column receives exactly one colour.

**Which assignments are maximal.** If all rows are white but some column is black, that column is empty and a white chip could be added to it: not maximal. So either
- rows and columns both use both colours: $2^5 - 2 = 30$ choices for the rows and $30$ for the columns, $30 \cdot 30 = 900$ placements; or
- everything is one colour: the 2 monochromatic full boards.

Total: $900 + 2$.

$$\boxed{902}$$""", ["$2^5 - 2 = 30$", "$30 \\cdot 30 = 900$", "the 2 monochromatic full boards", "$900 + 2$"],
      "two complementary cases with their subtotals and a pending sum")

    # ---------------------------------------------------------------- DeepMath hard (zzp07-zzp18)
    p("zzp07", "real-probe-odd-reflection-with-contrasting-even-moment", dm(350), r"""The reflection $R: (x_1, x_2, \dots, x_n) \mapsto (-x_1, x_2, \dots, x_n)$ maps $S^{n-1}$ to itself and preserves $dS$. Under $R$ the integrand $x_1x_3$ changes sign, so
$$\int_{S^{n-1}} x_1x_3\,dS = -\int_{S^{n-1}} x_1x_3\,dS.$$

For contrast, the even moment does not vanish: by symmetry all $\int x_i^2\,dS$ are equal and sum to $\int 1\,dS$, so $\int_{S^{n-1}} x_1^2\,dS = \frac1n\int_{S^{n-1}} 1\,dS$.

Hence, in terms of $\int_{S^{n-1}} 1\,dS$, the mixed moment is

$$\boxed{0}$$""", ["(x_1, x_2, \\dots, x_n) \\mapsto (-x_1, x_2, \\dots, x_n)",
                    "\\int_{S^{n-1}} x_1x_3\\,dS = -\\int_{S^{n-1}} x_1x_3\\,dS",
                    "\\int_{S^{n-1}} x_1^2\\,dS = \\frac1n\\int_{S^{n-1}} 1\\,dS"],
      "the odd reflection and the contrasting even moment 1/n")

    p("zzp08", "real-probe-laurent-constant-term-beside-zero-residue", dm(332), r"""The zeros of $\sin z$ are $z = k\pi$. Since $\pi \approx 3.14 > 3$, the only one inside $|z| = 3$ is $z = 0$; $\pm\pi$ lie just outside.

Near $0$: $\sin z = z - \frac{z^3}{6} + \dots$, so $\sin^2 z = z^2\left(1 - \frac{z^2}{3} + \dots\right)$ and
$$\frac{1}{\sin^2 z} = \frac{1}{z^2} + \frac13 + \frac{z^2}{15} + \dots$$
The expansion is even: there is no $\frac1z$ term, and the constant term $\frac13$ does not contribute to the integral.

So the residue at $0$ vanishes and by the residue theorem

$$\boxed{0}$$""", ["$\\pi \\approx 3.14 > 3$", "$\\pm\\pi$ lie just outside", "\\frac{1}{z^2} + \\frac13 + \\frac{z^2}{15}",
                    "the constant term $\\frac13$"],
      "the pole-location comparison and the Laurent constant term 1/3 beside the zero residue")

    p("zzp09", "real-probe-dominating-function-with-pointwise-limit-one", dm(363), r"""Pointwise, for fixed $t > 0$: $(1 + t/n)^n \to e^t$ and $t^{1/n} \to 1$, so the integrand tends to $e^{-t}$.

Domination for $n \ge 2$: $(1+t/n)^n \ge (1+t/2)^2$, and $t^{-1/n} \le t^{-1/2}$ on $(0,1)$, $t^{-1/n} \le 1$ on $[1,\infty)$. So the integrand is at most
$$g(t) = \frac{\max(t^{-1/2}, 1)}{(1+t/2)^2},$$
which is integrable on $(0,\infty)$.

By dominated convergence the limit is $\int_0^\infty e^{-t}\,dt$.

$$\boxed{1}$$""", ["t^{1/n} \\to 1", "(1 + t/n)^n \\to e^t", "g(t) = \\frac{\\max(t^{-1/2}, 1)}{(1+t/2)^2}",
                    "\\int_0^\\infty e^{-t}\\,dt"],
      "a pointwise limit equal to the answer (t^{1/n} -> 1), the dominating function and a pending integral")

    p("zzp10", "real-probe-countable-union-of-null-lines-subadditivity", dm(299), r"""$E = \bigcup_{q\in\mathbb{Q}} \big(\{q\}\times\mathbb{R}\big) \cup \bigcup_{q\in\mathbb{Q}} \big(\mathbb{R}\times\{q\}\big)$ is a countable union of lines.

Each vertical line is null: $\{q\}\times\mathbb{R} \subset \bigcup_k \{q\}\times[-k,k]$ and each segment is covered by a rectangle of width $\varepsilon/k2^k$ and height $2k$, so $\lambda^*(\{q\}\times\mathbb{R}) = 0$; the same for horizontal lines.

By countable subadditivity, $\lambda^*(E) \le \sum_{q} \lambda^*(\{q\}\times\mathbb{R}) + \sum_q \lambda^*(\mathbb{R}\times\{q\})$.

$$\boxed{0}$$""", ["countable union of lines", "\\lambda^*(\\{q\\}\\times\\mathbb{R}) = 0", "width $\\varepsilon/k2^k$",
                    "countable subadditivity"],
      "each line null (a value equal to the answer in a lemma), subadditivity as the last step")

    p("zzp11", "real-probe-lln-mean-gap-one-sixth", dm(225), r"""Let $Y_i = 2X_i^2 - X_i$. The event is $\frac1n\sum_{i=1}^n Y_i \ge 0$.

$E[X_i] = \frac12$ and $E[X_i^2] = \frac13$, so $E[2X_i^2] = \frac23$ and
$$E[Y_i] = \frac23 - \frac12 = \frac16 > 0.$$

The $Y_i$ are i.i.d. and bounded, so by the weak law of large numbers $\frac1n\sum Y_i \to \frac16$ in probability, and $P\big(\frac1n\sum Y_i \ge 0\big) \ge P\big(|\frac1n\sum Y_i - \frac16| < \frac16\big) \to 1$.

$$\boxed{1}$$""", ["Y_i = 2X_i^2 - X_i", "E[X_i^2] = \\frac13", "E[Y_i] = \\frac23 - \\frac12 = \\frac16 > 0",
                    "|\\frac1n\\sum Y_i - \\frac16| < \\frac16"],
      "the mean gap 1/6 and the LLN bound")

    p("zzp12", "real-probe-independent-factor-moment-generating-value", dm(217), r"""$W_s = W_s - W_0$ and $W_s - W_t = -(W_t - W_s)$ are increments over disjoint intervals $[0,s]$ and $[s,t]$, hence independent. So
$$E[W_s e^{W_s - W_t}] = E[W_s]\cdot E[e^{W_s - W_t}].$$

The second factor is finite and nonzero: $W_s - W_t \sim N(0, t-s)$, so $E[e^{W_s - W_t}] = e^{(t-s)/2}$.

The first factor is $E[W_s] = 0$.

$$\boxed{0}$$""", ["increments over disjoint intervals $[0,s]$ and $[s,t]$", "E[W_s]\\cdot E[e^{W_s - W_t}]",
                    "E[e^{W_s - W_t}] = e^{(t-s)/2}", "E[W_s] = 0"],
      "the nonzero moment-generating factor and the zero mean factor (a value equal to the answer, work)")

    p("zzp13", "real-probe-cauchy-schwarz-head-tail-split", dm(240), r"""Fix $\varepsilon > 0$ and choose $N$ with $\sum_{i > N} x_i^2 < \varepsilon^2$ (possible since $x \in \ell^2$).

Split $s_n = \sum_{i \le N} x_i + \sum_{N < i \le n} x_i$. The head is a fixed number $A_N$, and by Cauchy–Schwarz the tail satisfies
$$\Big|\sum_{N < i \le n} x_i\Big| \le \sqrt{n - N}\,\sqrt{\sum_{i>N} x_i^2} < \sqrt{n}\,\varepsilon.$$

So $\frac{|s_n|}{\sqrt n} \le \frac{|A_N|}{\sqrt n} + \varepsilon$, and $\limsup \frac{|s_n|}{\sqrt n} \le \varepsilon$ for every $\varepsilon$. The sequence converges, to

$$\boxed{0}$$""", ["\\sum_{i > N} x_i^2 < \\varepsilon^2", "\\sqrt{n - N}\\,\\sqrt{\\sum_{i>N} x_i^2} < \\sqrt{n}\\,\\varepsilon",
                    "\\frac{|A_N|}{\\sqrt n} + \\varepsilon", "\\limsup \\frac{|s_n|}{\\sqrt n} \\le \\varepsilon"],
      "the head/tail split and the Cauchy-Schwarz tail bound")

    p("zzp14", "real-probe-log-of-product-harmonic-divergence", dm(335), r"""Take logarithms: $\ln P_N = \sum_{n=2}^N n\ln\left(1 - \frac1{n^2}\right)$.

Since $\ln(1 - u) \le -u$, each term satisfies $n\ln\left(1 - \frac{1}{n^2}\right) \le -\frac1n$, so
$$\ln P_N \le -\sum_{n=2}^N \frac1n = -(H_N - 1) \to -\infty,$$
because the harmonic series diverges.

Therefore $P_N = e^{\ln P_N} \to e^{-\infty}$.

$$\boxed{0}$$""", ["n\\ln\\left(1 - \\frac{1}{n^2}\\right) \\le -\\frac1n", "-(H_N - 1) \\to -\\infty",
                    "the harmonic series diverges", "e^{-\\infty}"],
      "the harmonic comparison for the log of the product; e^{-infinity} is the pending last step")

    p("zzp15", "real-probe-linear-in-y-mixed-derivative-drops-constant", dm(269), r"""Divide the numerator by $(x+1)^{2019}(x+h+1)^{2019}$:
$$K_x = \lim_{h\to0} y\,\frac{\left(\frac{x+h}{x+h+1}\right)^{2019} - \left(\frac{x}{x+1}\right)^{2019}}{h} = y\,G'(x), \qquad G(x) = \left(\frac{x}{x+1}\right)^{2019},$$
i.e. $K_x$ is $y$ times a function of $x$ alone.

Integrating in $x$: $K(x,y) = y\,G(x) + C(y)$ with $C$ arbitrary. The unknown $C(y)$ dies under $\partial_x$:
$$K_{xx} = y\,G''(x), \qquad K_{xxy} = G''(x), \qquad K_{xxyy} = \partial_y G''(x).$$

$$\boxed{0}$$""", ["K(x,y) = y\\,G(x) + C(y)", "The unknown $C(y)$ dies under $\\partial_x$", "K_{xx} = y\\,G''(x)",
                    "K_{xxyy} = \\partial_y G''(x)"],
      "linearity in y and the vanishing of the unknown C(y); the last derivative is pending")

    p("zzp16", "real-probe-kernel-of-functional-codimension-rank-nullity", dm(198), r"""Define $\varphi: C_0 \to \mathbb{R}$, $\varphi(x) = x_1 + x_2 + \dots + x_{10}$. It is linear and $M = \ker\varphi$.

$\varphi$ is onto: $\varphi(e_1) = 1 \neq 0$, so $\varphi(t e_1) = t$ for every real $t$.

By the first isomorphism theorem $C_0/M = C_0/\ker\varphi \cong \operatorname{im}\varphi = \mathbb{R}$.

$$\boxed{1}$$""", ["\\varphi(x) = x_1 + x_2 + \\dots + x_{10}", "M = \\ker\\varphi", "\\varphi(e_1) = 1 \\neq 0",
                    "C_0/\\ker\\varphi \\cong \\operatorname{im}\\varphi = \\mathbb{R}"],
      "the kernel of a functional; phi(e_1) = 1 is a value equal to the answer in a non-answer position")

    p("zzp17", "real-probe-arc-length-reparametrisation-to-flat-metric", dm(459), r"""Because $E$ depends only on $u$ and $G$ only on $v$, we can reparametrise each coordinate separately:
$$\tilde u = \int \sqrt{E(u)}\,du, \qquad \tilde v = \int \sqrt{G(v)}\,dv.$$
Then $d\tilde u = \sqrt{E}\,du$, $d\tilde v = \sqrt{G}\,dv$ and
$$ds^2 = d\tilde u^2 + d\tilde v^2,$$
the Euclidean metric. Gaussian curvature is intrinsic (Theorema Egregium), and the Euclidean metric has curvature equal to that of the plane. Alternatively, the Brioschi formula with $F = 0$, $E_v = 0$, $G_u = 0$ gives every term zero.

$$\boxed{0}$$""", ["\\tilde u = \\int \\sqrt{E(u)}\\,du", "ds^2 = d\\tilde u^2 + d\\tilde v^2", "Theorema Egregium",
                    "$F = 0$, $E_v = 0$, $G_u = 0$"],
      "the arc-length reparametrisation and the Brioschi zero derivatives (values equal to the answer, work)")

    p("zzp18", "real-probe-failing-predecessor-log-comparison", dm(159), r"""Write $A = 1{,}000{,}000^{1{,}000{,}000^{1{,}000{,}000}} = 10^{6\cdot 10^{6\cdot 10^6}}$, so $\log_{10}\log_{10} A \approx 6{,}000{,}000.78$.

**$n = 7$.** $7^7 = 823543$ and $\log_{10} 7 \approx 0.845$, so $7^{7^7} \approx 10^{695976}$ and $\log_{10}\log_{10}\big(7^{7^{7^7}}\big) \approx 695976 < 6{,}000{,}000$. Fails.

**$n = 8$.** $8^8 = 16777216$ and $\log_{10} 8 \approx 0.903$, so $8^{8^8} \approx 10^{15151335}$ and $\log_{10}\log_{10}\big(8^{8^{8^8}}\big) \approx 15151335 > 6{,}000{,}001$. Works.

Smaller $n$ are smaller towers, so they fail too.

$$\boxed{8}$$""", ["$7^7 = 823543$", "7^{7^7} \\approx 10^{695976}", "695976 < 6{,}000{,}000", "$8^8 = 16777216$",
                    "8^{8^8} \\approx 10^{15151335}"],
      "the failing predecessor and the passing candidate by iterated logs (8^8 contains the answer as a base, work)")

    # ---------------------------------------------------------------- adversarial (zzp19)
    p("zzp19", "probe-task-checklist-with-pending-unchecked-item", gsm(1091), r"""Plan:

- [x] Apples per bag: 10
- [x] Bags sold: 2000 ÷ 10 = 200 bags
- [x] Price per bag: $5 (that is 50 cents per apple)
- [ ] Revenue: 200 × $5

$$\boxed{1000}$$""", ["2000 ÷ 10 = 200 bags", "50 cents per apple", "- [ ] Revenue: 200 × $5"],
      "adversarial layout: a markdown task checklist whose last unchecked item is the pending product")
