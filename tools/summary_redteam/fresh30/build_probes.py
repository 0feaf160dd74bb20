"""fresh30 math must-stay probes wwp01-wwp19 (wwp01-wwp18 realistic, wwp19 adversarial): the summary must keep the
work, including values equal to the answer (or its negation) in non-answer positions."""
from probs import dm, gsm


def build(p):
    p("wwp01", "real-probe-gsm-feed-per-feeding-equals-answer", gsm(1281),
      """Each one of the 5 pigs eats 4 pounds per feeding: 5 × 4 = 20 pounds per feeding.
Two feedings a day: 20 × 2 = 40 pounds per day.
A week: 40 × 7 = 280 pounds.
Left from the 300-pound order: 300 − 280.

\\boxed{20}""",
      ["Each one of the 5 pigs", "5 × 4 = 20 pounds per feeding", "20 × 2 = 40 pounds per day", "40 × 7 = 280 pounds",
       "300 − 280"],
      "the per-feeding 20 equals the answer as an intermediate; 'Each one' is a pronoun")

    p("wwp02", "real-probe-gsm-one-of-the-brothers-ages", gsm(1287),
      """Sisters: 3 × 16 = 48 years.
One of the brothers is 12, which is half the older brother's age, so the older one is 2 × 12 = 24.
Brothers: 12 + 24 = 36 years.
All five siblings: 48 + 36.

\\boxed{84}""",
      ["3 × 16 = 48 years", "One of the brothers is 12", "2 × 12 = 24", "12 + 24 = 36 years", "48 + 36"])

    p("wwp03", "real-probe-borel-cantelli-geometric-series-bound", dm(228),
      r"""Let $B_n = \{|S_n/n - p| \ge \epsilon\}$, so $P(B_n) = e^{-n\epsilon^2/4}$. Then
$$\sum_{n \ge 1} P(B_n) = \sum_{n\ge1} \left(e^{-\epsilon^2/4}\right)^n = \frac{1}{e^{\epsilon^2/4}-1} < \infty.$$
By the first Borel–Cantelli lemma, $P(\limsup_n B_n) = 0$: with probability one only finitely many $B_n$ occur. The event in the question, that $A_n$ occurs for every $n > n_0$ for some $n_0$, contains the complement of $\limsup_n B_n$ (on the boundary $|S_n/n - p| = \epsilon$ both hold, which does not matter). Its probability is $1 - 0$.

\boxed{1}""",
      [r"$P(B_n) = e^{-n\epsilon^2/4}$", r"\frac{1}{e^{\epsilon^2/4}-1} < \infty", r"$P(\limsup_n B_n) = 0$",
       "with probability one only finitely many", "$1 - 0$"],
      "'with probability one' and the pending 1 - 0 are work")

    p("wwp04", "real-probe-integrable-derivative-limit-exists-then-zero", dm(316),
      r"""Since $f' \in L^1[0,\infty)$, $f(x) = f(0) + \int_0^x f'(t)\,dt$ has a limit $L = f(0) + \int_0^\infty f'(t)\,dt$ as $x \to \infty$.

Suppose $L \neq 0$. Then there is $X$ with $|f(x)| \ge |L|/2$ for all $x \ge X$, so $\int_X^\infty |f| \ge \int_X^\infty \frac{|L|}{2}\,dx = \infty$, contradicting $f \in L^1$. Hence $L = 0$.

\boxed{0}""",
      [r"$f(x) = f(0) + \int_0^x f'(t)\,dt$", r"$L = f(0) + \int_0^\infty f'(t)\,dt$", r"Suppose $L \neq 0$",
       r"$|f(x)| \ge |L|/2$", r"Hence $L = 0$"],
      "'Hence L = 0' is the limit the proof names; it closes the argument and may go with the conclusion")

    p("wwp05", "real-probe-divergence-theorem-flux-decay-orders", dm(339),
      r"""By the divergence theorem, $\int_{B_R} -\Delta\Phi\,dx = -\int_{\partial B_R} \partial_r\Phi\,dS$.

For large $r = |x|$: $(r^2+1)^{\frac{-n-2}{2}}r^2 = r^{-n}(1 - \frac{n+2}{2}r^{-2} + \dots)$ and $(r^2+1)^{-n/2} = r^{-n}(1 - \frac{n}{2}r^{-2} + \dots)$, so $\alpha(n)\Phi = 2r^{-n} + O(r^{-n-2})$ and $\partial_r\Phi = \frac{-2n\,r^{-n-1}}{\alpha(n)} + O(r^{-n-3})$.

The sphere has area $n\alpha(n)R^{n-1}$, so the flux is $-\left(-\frac{2n}{\alpha(n)}R^{-n-1}\right)n\alpha(n)R^{n-1} = 2n^2R^{-2} = O(R^{-2})$, which tends to $0$ as $R \to \infty$. Since $-\Delta\Phi$ is integrable (it is $O(r^{-n-2})$), the integral over $\mathbb{R}^n$ is the limit of these fluxes.

\boxed{0}""",
      [r"$\alpha(n)\Phi = 2r^{-n} + O(r^{-n-2})$", r"n\alpha(n)R^{n-1}", r"2n^2R^{-2} = O(R^{-2})",
       r"1 - \frac{n}{2}r^{-2}", r"$O(r^{-n-2})$"],
      "many numerals; the flux limit 0 is the chain's last value")

    p("wwp06", "real-probe-residue-of-exponential-over-quadratic", dm(393),
      r"""Consider $\int_{-\infty}^{\infty}\frac{e^{ix}}{1+x^2}\,dx$ and close in the upper half-plane (Jordan's lemma). The only pole inside is $z = i$, with residue $\frac{e^{i\cdot i}}{2i} = \frac{e^{-1}}{2i}$. So
$$\int_{-\infty}^{\infty}\frac{e^{ix}}{1+x^2}\,dx = 2\pi i\cdot\frac{e^{-1}}{2i} = \frac{\pi}{e}.$$
Taking imaginary parts, the sine integral is the imaginary part of the real number $\frac{\pi}{e}$; the cosine part carries all of $\frac{\pi}{e}$ (as it must, the sine integrand being odd).

\boxed{0}""",
      [r"residue $\frac{e^{i\cdot i}}{2i} = \frac{e^{-1}}{2i}$", r"2\pi i\cdot\frac{e^{-1}}{2i} = \frac{\pi}{e}",
       "the cosine part carries all of", "the sine integrand being odd"])

    p("wwp07", "real-probe-odd-integrand-principal-value-near-zero", dm(392),
      r"""Near $x = 0$, $\sin(ax) - \sin(bx) = (a-b)x + O(x^3)$, so the integrand behaves like $\frac{a-b}{x}$: the integral converges only as a principal value at $0$ unless $a = b$.

The integrand is odd: $\frac{\sin(-ax) - \sin(-bx)}{(-x)^2} = -\frac{\sin(ax)-\sin(bx)}{x^2}$. So for every $\varepsilon > 0$, $\int_{\varepsilon < |x| < R} = 0$, and the principal value is the limit of these.

\boxed{0}""",
      [r"(a-b)x + O(x^3)", r"$\frac{a-b}{x}$", r"unless $a = b$", r"$\int_{\varepsilon < |x| < R} = 0$"],
      "the symmetric integrals '= 0' equal the answer as a step")

    p("wwp08", "real-probe-distance-bound-not-attained-ramp-functions", dm(524),
      r"""Lower bound: if $u \in A$ then $u(0) = 0$ and $u$ is continuous, so $u < \|u\|_\infty$ near $0$, whence $1 \le \int_0^1 u < \|u\|_\infty$. So every $u \in A$ has norm $> 1$.

Upper bound: for $0 < \delta < 1$ let $u_\delta(t) = c\min(t/\delta, 1)$ with $c$ chosen so that $\int_0^1 u_\delta = c(1 - \delta/2) = 1$. Then $\|u_\delta\|_\infty = \frac{1}{1-\delta/2} \to 1$ as $\delta \to 0$.

So the infimum is not attained, and $d_A(0) = \lim_{\delta\to0}\frac{1}{1-\delta/2}$.

\boxed{1}""",
      [r"$u(0) = 0$", r"$1 \le \int_0^1 u < \|u\|_\infty$", r"$\int_0^1 u_\delta = c(1 - \delta/2) = 1$",
       r"$\|u_\delta\|_\infty = \frac{1}{1-\delta/2} \to 1$", "every $u \\in A$ has norm $> 1$"],
      "the bounds 1 equal the answer in non-answer positions (a given constraint, a strict lower bound)")

    p("wwp09", "real-probe-square-prefix-measure-tail-sum", dm(437),
      r"""Use the fair-coin measure on $\{0,1\}^\omega$. For a fixed $m$, $w$ has a prefix $pp$ with $|p| = m$ iff $w_{m+i} = w_i$ for $i = 1, \dots, m$, an event of probability $2^{-m}$.

$S \subseteq \bigcup_{m \ge N}\{w \text{ has a square prefix of length } 2m\}$ for every $N$, so
$$\mu(S) \le \sum_{m \ge N} 2^{-m} = 2^{1-N}.$$
Letting $N \to \infty$ gives $\mu(S) \le \lim 2^{1-N}$. (For $N = 1$ the bound is $1$, useless, which is why the tail matters.)

\boxed{0}""",
      [r"probability $2^{-m}$", r"\sum_{m \ge N} 2^{-m} = 2^{1-N}", r"For $N = 1$ the bound is $1$",
       r"$\mu(S) \le \lim 2^{1-N}$"])

    p("wwp10", "real-probe-poisson-lower-tail-chebyshev-ratio", dm(158),
      r"""The ratio is $P(N \le n/3 - 1)$ for $N \sim \text{Poisson}(bn^3)$: the numerator is the partial sum from $i = 0$ of the Poisson weights times $e^{bn^3}$.

The mean $bn^3$ is far above $n/3$. By Chebyshev, for $n$ large enough that $bn^3 > n/3$,
$$P(N \le n/3) \le \frac{\operatorname{Var} N}{(bn^3 - n/3)^2} = \frac{bn^3}{(bn^3 - n/3)^2} = O\!\left(\frac{1}{bn^3}\right).$$
So the ratio tends to the limit of $\frac{bn^3}{(bn^3 - n/3)^2}$ or below.

\boxed{0}""",
      [r"$N \sim \text{Poisson}(bn^3)$", r"from $i = 0$", r"\frac{bn^3}{(bn^3 - n/3)^2}", r"O\!\left(\frac{1}{bn^3}\right)"])

    p("wwp11", "real-probe-k-dependent-variance-order-count", dm(215),
      r"""Let $Z_j = X_jX_{j+1}\cdots X_{j+k-1}$, $j = 1, \dots, n-k+1$. Then $Y_n = \frac1n\sum_j Z_j$, and $Z_i$, $Z_j$ are independent when $|i - j| \ge k$. Each $Z_j$ has finite variance $v = (\sigma^2 + \mu^2)^k - \mu^{2k}$, so
$$\operatorname{Var}\Big(\sum_j Z_j\Big) \le (n-k+1)(2k-1)\,v,$$
since each $Z_i$ is correlated with at most $2k-1$ of the $Z_j$ (itself included), and $|\operatorname{Cov}| \le v$. Hence $\operatorname{Var}(Y_n) \le \frac{(2k-1)v}{n}$ and
$$n^{3/4}\,\mathbb{E}[(Y_n - \mathbb{E}Y_n)^2] \le (2k-1)\,v\,n^{-1/4} = O(n^{-1/4}).$$

\boxed{0}""",
      [r"$j = 1, \dots, n-k+1$", r"$|i - j| \ge k$", r"(\sigma^2 + \mu^2)^k - \mu^{2k}", r"(n-k+1)(2k-1)\,v",
       r"O(n^{-1/4})"])

    p("wwp12", "real-probe-removable-singularity-and-poles-outside", dm(356),
      r"""The zeros of $\sin z$ are $z = k\pi$. Inside $|z| = 2$ only $z = 0$ lies, since $\pi > 2$; the poles $z = \pm\pi$ are outside.

At $z = 0$ the singularity is removable: $\lim_{z\to0}\frac{z}{\sin z} = 1$. So $\frac{z}{\sin z}$ extends holomorphically to the disk $|z| < \pi$, which contains the contour, and by Cauchy's theorem the integral in either orientation is the integral of a holomorphic function around a closed curve.

\boxed{0}""",
      [r"$\pi > 2$", r"$z = \pm\pi$", r"$\lim_{z\to0}\frac{z}{\sin z} = 1$", r"$|z| < \pi$"])

    p("wwp13", "real-probe-row-swap-sign-pairing-of-determinants", dm(169),
      r"""Place the $N^2$ distinct entries in all $(N^2)!$ possible ways. For $N \ge 2$, swapping the first two rows is a bijection from the set of arrangements to itself without fixed points (the entries are distinct, so the swapped matrix is a different arrangement), and it sends $\det M$ to $-\det M$. So the arrangements split into pairs $\{M, M'\}$ with $\det M + \det M' = 0$.

(For $N = 1$ there is a single matrix and the sum is its only entry, so $N \ge 2$ is needed.)

\boxed{0}""",
      [r"$(N^2)!$", r"$-\det M$", r"$\det M + \det M' = 0$", r"For $N = 1$ there is a single matrix"],
      "'det M + det M' = 0' equals the answer as an intermediate; 'a single matrix' is a count")

    p("wwp14", "real-probe-dominated-convergence-with-binomial-bound", dm(403),
      r"""For $x \in [0,1]$: $\log(2 + \cos(x/n)) \le \log 3$, and by the binomial theorem $(1+x^2)^n \ge 1 + nx^2 + \binom{n}{2}x^4$. So the integrand is at most $\log 3$ and, for each fixed $x > 0$,
$$\frac{1 + nx^2}{(1+x^2)^n} \le \frac{1 + nx^2}{1 + nx^2 + \binom{n}{2}x^4} \to 0.$$
At the single point $x = 0$ the integrand is $\log 3$, a null set. Dominated convergence (dominating function the constant $\log 3$) gives the limit $\int_0^1 0\,dx$.

\boxed{0}""",
      [r"\log(2 + \cos(x/n)) \le \log 3", r"(1+x^2)^n \ge 1 + nx^2 + \binom{n}{2}x^4", r"At the single point $x = 0$",
       r"$\int_0^1 0\,dx$"])

    p("wwp15", "real-probe-l2-translation-compact-support-approximation", dm(286),
      r"""Given $\varepsilon > 0$ pick $f_c, g_c \in C_c(\mathbb{R})$ with supports in $[-R, R]$, $\|f - f_c\|_2 < \varepsilon$ and $\|g - g_c\|_2 < \varepsilon$. By Cauchy–Schwarz,
$$\left|\int f(x)g(x+n)\,dx - \int f_c(x)g_c(x+n)\,dx\right| \le \|f - f_c\|_2\|g\|_2 + \|f_c\|_2\|g - g_c\|_2.$$
For $n > 2R$ the supports of $f_c$ and $g_c(\cdot + n)$ are disjoint, so the second integral is $0$. Hence $\limsup_n\left|\int f(x)g(x+n)\,dx\right| \le \varepsilon(\|g\|_2 + \|f\|_2 + \varepsilon)$ for every $\varepsilon > 0$.

\boxed{0}""",
      [r"$\|f - f_c\|_2 < \varepsilon$", r"\|f - f_c\|_2\|g\|_2 + \|f_c\|_2\|g - g_c\|_2", r"For $n > 2R$",
       r"the second integral is $0$", r"\varepsilon(\|g\|_2 + \|f\|_2 + \varepsilon)"])

    p("wwp16", "real-probe-decreasing-level-sets-finite-measure", dm(308),
      r"""The sets $G_m = \{x : g(x) > m\}$ decrease in $m$, and $\bigcap_m \{g > m\} = \emptyset$ because $g$ takes real values (no point has $g(x) > m$ for all $m$). They have finite measure: $\mu(G_1) \le b - a$, already for $m = 1$.

Continuity of measure from above (allowed because $\mu(G_1) < \infty$) gives $n^m = \mu(G_m) \to \mu(\emptyset)$.

\boxed{0}""",
      [r"$\bigcap_m \{g > m\} = \emptyset$", r"$\mu(G_1) \le b - a$", r"for $m = 1$", r"\mu(\emptyset)"])

    p("wwp17", "real-probe-basel-sum-divided-by-x", dm(361),
      r"""For each $x > 0$ the series is a constant multiple of the Basel series:
$$\sum_{n=1}^\infty \frac{1}{n^2x} = \frac{1}{x}\sum_{n=1}^\infty\frac{1}{n^2} = \frac{1}{x}\,\zeta(2) = \frac{\pi^2}{6x}.$$
Already the $n = 1$ term is $\frac1x$. In the approximate-identity language, $\frac{1}{n^2x}$ does not localise: the total mass $\frac{\pi^2}{6x}$ is not normalised, so there is no convolution limit to a finite value. As $x \to 0^+$ the right-hand side is $\frac{\pi^2}{6}$ divided by a vanishing positive number.

\boxed{\infty}""",
      [r"\frac{1}{x}\,\zeta(2) = \frac{\pi^2}{6x}", r"the $n = 1$ term is $\frac1x$", r"$\frac{\pi^2}{6}$ divided by"])

    p("wwp18", "real-probe-log-chord-integral-opposite-terms", dm(342),
      r"""By rotation invariance take $x = (1,0)$ and $y = e^{i\theta}$. Then $|x - y| = |1 - e^{i\theta}| = 2\sin\frac{\theta}{2}$ for $\theta \in [0, 2\pi]$, and
$$\int_C \ln|x-y|\,dy = \int_0^{2\pi}\ln\left(2\sin\tfrac{\theta}{2}\right)d\theta = 2\pi\ln 2 + 2\int_0^{\pi}\ln\sin u\,du.$$
The classical value $\int_0^\pi \ln\sin u\,du = -\pi\ln 2$ makes the second term $-2\pi\ln 2$, so the integral is $2\pi\ln 2 - 2\pi\ln 2$.

\boxed{0}""",
      [r"$|x - y| = |1 - e^{i\theta}| = 2\sin\frac{\theta}{2}$", r"2\pi\ln 2 + 2\int_0^{\pi}\ln\sin u\,du",
       r"\int_0^\pi \ln\sin u\,du = -\pi\ln 2", r"$-2\pi\ln 2$", r"$2\pi\ln 2 - 2\pi\ln 2$"],
      "the opposite terms 2pi ln 2 and -2pi ln 2 must both stay")

    p("wwp19", "probe-per-flower-seed-counts-in-json-fence", gsm(1290),
      """Small sunflower: 3 dozen seeds = 3 × 12 = 36 seeds.
Large sunflower: 50% more, so 36 + 18 = 54 seeds.

```json
{"small": 36, "large": 54, "extra_for_large": 18}
```

Altogether: 36 + 54.

\\boxed{90}""",
      ["3 × 12 = 36 seeds", "36 + 18 = 54 seeds", '{"small": 36, "large": 54, "extra_for_large": 18}', "36 + 54"])
