"""fresh31 math must-stay probes vvp01-vvp19: correct drafts whose summary must keep intermediate values that look
like the answer (givens, bounds, sub-results, checks, "one" as a pronoun, the answer's negation, many numerals).
vvp01-vvp02 GSM8K, vvp03-vvp18 DeepMath hard, vvp19 (GSM8K) adversarial."""
from probs import dm, gsm


def build(p):
    p("vvp01", "real-probe-gsm-cookie-ledger-one-of-each-flavor", gsm(1301),
      "Start: 9 + 4 + 5 = 18 cookies.\n"
      "Early snack: he ate 3, one of each flavor: 18 − 3 = 15.\n"
      "Lunch: 2 oatmeal cookies: 15 − 2 = 13.\n"
      "Gift: 2 sugar cookies to friends: 13 − 2 = 11.\n"
      "Dinner: he bakes 4 of each of the 3 flavors: 4 × 3 = 12.\n"
      "Now: 11 + 12\n\n"
      "\\boxed{23}",
      must_stay=["9 + 4 + 5 = 18", "one of each flavor", "18 − 3 = 15", "15 − 2 = 13", "13 − 2 = 11",
                 "4 × 3 = 12", "11 + 12"],
      note="a ledger of many numerals; 'one of each flavor' is a pronoun phrase, 11 + 12 is the pending step")

    p("vvp02", "real-probe-gsm-each-one-joined-by-another-one", gsm(1284),
      "Street 1: 5 children are following the truck.\n"
      "Street 2: each one is joined by another one, so the group doubles: 5 × 2 = 10 children.\n"
      "Street 3: each child is joined by 2 more, so every child becomes 3: 10 × 3 = 30 children.\n"
      "The original 5 give up and leave: 30 − 5.\n\n"
      "\\boxed{25}",
      must_stay=["5 children are following the truck", "each one is joined by another one", "5 × 2 = 10 children",
                 "10 × 3 = 30 children", "The original 5 give up and leave: 30 − 5"],
      note="'one' twice as a pronoun; 30 − 5 is pending")

    p("vvp03", "real-probe-cauchy-ratio-conditional-mean-zero-mean-given", dm(236),
      r"""$Z = X/Y$ is defined almost surely because $P(Y = 0) = 0$. Unconditionally $E|Z| = \infty$ (Cauchy), so $E[Z]$ does
not exist; the conditional expectation only needs conditional integrability:
$$E\big[|Z|\,\big|\,Y\big] = \frac{1}{|Y|}\,E|X| = \frac{1}{|Y|}\sqrt{2/\pi} < \infty \quad\text{a.s.}$$
So $E[Z\,|\,Y]$ exists (as a generalized conditional expectation), and by independence and $E[X] = 0$,
$$E[Z\,|\,Y] = \frac{1}{Y}\,E[X\,|\,Y] = \frac{1}{Y}\,E[X].$$

\boxed{0}""",
      must_stay=[r"$P(Y = 0) = 0$", r"$E|Z| = \infty$", r"\frac{1}{|Y|}\sqrt{2/\pi} < \infty", r"$E[X] = 0$",
                 r"\frac{1}{Y}\,E[X\,|\,Y] = \frac{1}{Y}\,E[X]"],
      note="the given mean E[X] = 0 and P(Y = 0) = 0 equal the answer in non-answer positions")

    p("vvp04", "real-probe-half-circle-bessel-j0-boundary-coordinates", dm(325),
      r"""Parametrize $\gamma_R$ by $x = R(\cos\theta, \sin\theta)$, $\theta \in (-\pi/2, \pi/2)$, $ds = R\,d\theta$; the
endpoints $\theta = \pm\pi/2$ are where $x_1 = 0$, excluded by $x_1 > 0$. On $\gamma_R$ the weight is constant,
$(1 + x_1^2 + x_2^2)^{-1/2} = (1+R^2)^{-1/2}$, so
$$I(R) = \frac{R}{\sqrt{1+R^2}}\int_{-\pi/2}^{\pi/2}\cos(R\sin\theta)\,d\theta = \frac{R}{\sqrt{1+R^2}}\cdot\pi J_0(R),$$
using $\int_{-\pi/2}^{\pi/2}\cos(R\sin\theta)\,d\theta = \tfrac12\int_{-\pi}^{\pi}\cos(R\sin\theta)\,d\theta = \pi J_0(R)$.

As $R \to \infty$: $\frac{R}{\sqrt{1+R^2}} \to 1$ and $J_0(R) = \sqrt{\tfrac{2}{\pi R}}\cos\big(R - \tfrac{\pi}{4}\big) + O(R^{-3/2})$, so
$|I(R)| \le C R^{-1/2}$.

\boxed{0}""",
      must_stay=[r"where $x_1 = 0$, excluded by $x_1 > 0$", r"(1 + x_1^2 + x_2^2)^{-1/2} = (1+R^2)^{-1/2}",
                 r"\frac{R}{\sqrt{1+R^2}}\cdot\pi J_0(R)", r"\frac{R}{\sqrt{1+R^2}} \to 1", r"|I(R)| \le C R^{-1/2}"],
      note="boundary coordinates x_1 = 0 and the factor tending to 1 are work")

    p("vvp05", "real-probe-split-at-one-riemann-lebesgue-subterms-vanish", dm(370),
      r"""Split at $x = 1$.

**On $[0,1]$:** $\Big|\frac{x^{n-2}}{1+x^n}\cos(n\pi x)\Big| \le x^{n-2}$ and $\int_0^1 x^{n-2}\,dx = \frac{1}{n-1}$, so this part tends to $0$.

**On $[1,\infty)$:** put $h_n(x) = \frac{x^{n-2}}{1+x^n}$. Then $0 \le h_n(x) \le x^{-2}$ and $h_n(x) \to x^{-2}$ for $x > 1$.
Write
$$\int_1^\infty h_n(x)\cos(n\pi x)\,dx = \int_1^\infty \big(h_n(x) - x^{-2}\big)\cos(n\pi x)\,dx + \int_1^\infty x^{-2}\cos(n\pi x)\,dx .$$
By dominated convergence (dominating function $2x^{-2}$), $\int_1^\infty (h_n - x^{-2})\cos(n\pi x)\,dx \to 0$, and the
last integral tends to $0$ by the Riemann–Lebesgue lemma.

Adding the pieces gives the limit of the whole integral.

\boxed{0}""",
      must_stay=[r"Split at $x = 1$", r"\int_0^1 x^{n-2}\,dx = \frac{1}{n-1}", r"so this part tends to $0$",
                 r"$0 \le h_n(x) \le x^{-2}$", r"\int_1^\infty (h_n - x^{-2})\cos(n\pi x)\,dx \to 0",
                 "Riemann–Lebesgue lemma"],
      note="three sub-results tend to 0 (intermediate, not the conclusion); the split point 1 is work")

    p("vvp06", "real-probe-nth-root-laplace-tan-endpoint-numerals", dm(406),
      r"""On $[0, \pi/4]$ we have $\tan 0 = 0$, $\tan(\pi/4) = 1$ and $0 \le \tan x \le 1$. The integrand
$e^{nx}(\tan^{n-1}x + \tan^n x + \tan^{n+1}x)$ is increasing, with maximum $e^{n\pi/4}(1 + 1 + 1) = 3e^{n\pi/4}$ at $x = \pi/4$.

* Upper bound: $\int \le \frac{\pi}{4}\cdot 3e^{n\pi/4}$ and $\left(\tfrac{3\pi}{4}\right)^{1/n} \to 1$.
* Lower bound: on $[\pi/4 - \delta, \pi/4]$ the integrand is $\ge e^{n(\pi/4-\delta)}\tan^{n+1}(\pi/4-\delta)$.

So the $n$-th root tends to $\max_{[0,\pi/4]} e^{x}\tan x = e^{\pi/4} \approx 2.193$, and the bracket tends to
$e^{\pi/4} - 1 \approx 1.193$. The limit is therefore $\lim_n \frac{1}{n}\cdot(1.193\ldots)$.

\boxed{0}""",
      must_stay=[r"$\tan 0 = 0$", r"$\tan(\pi/4) = 1$", r"e^{n\pi/4}(1 + 1 + 1) = 3e^{n\pi/4}",
                 r"\left(\tfrac{3\pi}{4}\right)^{1/n} \to 1", r"e^{\pi/4} \approx 2.193", r"e^{\pi/4} - 1 \approx 1.193"],
      note="many numerals (0, 1, 1 + 1 + 1, 3, 2.193, 1.193); tan 0 = 0 equals the answer at an endpoint")

    p("vvp07", "real-probe-heat-series-leibniz-sum-minus-one", dm(426),
      r"""At $x = 0$ every cosine factor is $\cos(0) = 1$. Put $\lambda_n = (n - \tfrac12)^2\pi^2$ and
$c_n = \frac{4(-1)^n}{(2n-1)\pi}$. The $n$-th term is
$$c_n\,\omega\,\frac{\omega\sin\omega t + \lambda_n(\cos\omega t - e^{-\lambda_n t})}{\omega^2 + \lambda_n^2}
= c_n\,\frac{\omega^2}{\omega^2+\lambda_n^2}\,\sin\omega t + c_n\,\frac{\omega\lambda_n(\cos\omega t - e^{-\lambda_n t})}{\omega^2+\lambda_n^2}.$$
For each fixed $n$ the first factor tends to $1$ and the second term is $O(\lambda_n/\omega)$; summing by parts over the
alternating signs controls the tail uniformly. The coefficients sum by Leibniz's series:
$$1 - \frac13 + \frac15 - \cdots = \frac{\pi}{4}, \qquad \sum_{n\ge1} c_n = -\frac{4}{\pi}\cdot\frac{\pi}{4} = -1 .$$
Hence $u(t,0) = \sin\omega t + \big(\textstyle\sum_n c_n\big)\sin\omega t + o(1) = \sin\omega t\,(1 + (-1)) + o(1)$.

\boxed{0}""",
      must_stay=[r"$\cos(0) = 1$", r"1 - \frac13 + \frac15 - \cdots = \frac{\pi}{4}",
                 r"\sum_{n\ge1} c_n = -\frac{4}{\pi}\cdot\frac{\pi}{4} = -1", r"\sin\omega t\,(1 + (-1)) + o(1)"],
      note="the coefficient sum -1 and the evaluation point x = 0 are work; (1 + (-1)) is the pending step")

    p("vvp08", "real-probe-characteristic-line-exponential-case-a-b-zero", dm(429),
      r"""If $a = b = 0$ the equation reads $h = 0$ directly. Otherwise fix $(x_0, y_0)$ and follow the line in direction
$(a,b)$: $\varphi(s) = h(x_0 + as,\ y_0 + bs)$. Then
$$\varphi'(s) = a\,h_x + b\,h_y = h = \varphi(s), \qquad\text{so}\qquad \varphi(s) = \varphi(0)e^{s}.$$
Boundedness gives $|\varphi(0)|e^{s} \le M$ for all $s \in \mathbb{R}$, i.e. $|\varphi(0)| \le M e^{-s}$; let
$s \to +\infty$. Since $(x_0, y_0)$ was arbitrary and $\varphi(0) = h(x_0,y_0)$, this determines $h$ everywhere.

\boxed{0}""",
      must_stay=[r"If $a = b = 0$ the equation reads $h = 0$ directly", r"\varphi(s) = \varphi(0)e^{s}",
                 r"$|\varphi(0)| \le M e^{-s}$", r"s \to +\infty", r"$\varphi(0) = h(x_0,y_0)$"],
      note="the degenerate case a = b = 0 (values equal to the answer) is a case label, not the conclusion")

    p("vvp09", "real-probe-shnirelman-floor-table-with-zero-term", dm(488),
      r"""First terms of $\lfloor n\ln n\rfloor$:

| $n$ | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 |
|---|---|---|---|---|---|---|---|---|
| $n\ln n$ | 0 | 1.386 | 3.296 | 5.545 | 8.047 | 10.751 | 13.621 | 16.636 |
| $\lfloor n\ln n\rfloor$ | 0 | 1 | 3 | 5 | 8 | 10 | 13 | 16 |

The term $\lfloor 1\cdot\ln 1\rfloor = 0$ is not a positive integer, so Shnirelman's counting function
$A(N) = \#\{a \in A : 1 \le a \le N\}$ ignores it; $\lfloor 2\ln 2\rfloor = 1$ gives $A(1)/1 = 1$.

For $n \ge 2$ the sequence is strictly increasing, so $A(N) = \#\{n \ge 2 : n\ln n < N + 1\} \sim \frac{N}{\ln N}$, and
$$\sigma(A) = \inf_{N \ge 1}\frac{A(N)}{N} \le \lim_{N\to\infty}\frac{A(N)}{N} = \lim_{N\to\infty}\frac{1}{\ln N}.$$

\boxed{0}""",
      must_stay=["| $\\lfloor n\\ln n\\rfloor$ | 0 | 1 | 3 | 5 | 8 | 10 | 13 | 16 |",
                 r"$\lfloor 1\cdot\ln 1\rfloor = 0$", r"$\lfloor 2\ln 2\rfloor = 1$ gives $A(1)/1 = 1$",
                 r"\sim \frac{N}{\ln N}", r"\lim_{N\to\infty}\frac{1}{\ln N}"],
      note="a table of numerals whose first entry 0 equals the answer; the pending limit 1/ln N is work")

    p("vvp10", "real-probe-finite-range-sequence-weak-star-null-pairing", dm(528),
      r"""The set $\{x_n\}$ is finite, say $\{u_1,\dots,u_r\}$, so at least one value $u_j$ occurs for an infinite set of indices $n$; call it
$u$ and let $x_{n_i} = u$ along a subsequence.

For each $m$ the limit $a_m = \lim_n\langle f_m, x_n\rangle$ exists, so it equals the limit along the subsequence:
$$a_m = \lim_i \langle f_m, x_{n_i}\rangle = \langle f_m, u\rangle .$$
Weak*-null means $\langle f_m, x\rangle \to 0$ for every $x \in X$; in particular $\langle f_m, u\rangle \to 0$. Hence
$a = \lim_m a_m = \lim_m \langle f_m, u\rangle$.

\boxed{0}""",
      must_stay=[r"at least one value $u_j$ occurs for an infinite set of indices $n$", r"= \langle f_m, u\rangle .",
                 r"$\langle f_m, x\rangle \to 0$ for every $x \in X$", r"in particular $\langle f_m, u\rangle \to 0$"],
      note="the weak*-null property (-> 0) is a given restated as an intermediate result")

    p("vvp11", "real-probe-gaussian-average-of-modulus-infinite-radial-bounds", dm(360),
      r"""Substitute $w = z + \zeta$: $I(z) = \int_{\mathbb{C}}|z+\zeta|\,e^{-|\zeta|^2}\,dA(\zeta)$. With $|z + \zeta| \ge |z| - |\zeta|$,
$$I(z) \ge |z|\int_{\mathbb{C}} e^{-|\zeta|^2}dA - \int_{\mathbb{C}}|\zeta|e^{-|\zeta|^2}dA .$$
The two Gaussian integrals, in polar coordinates:
$$\int_0^{2\pi}\int_0^\infty e^{-r^2} r\,dr\,d\theta = \pi, \qquad 2\pi\int_0^\infty r^2 e^{-r^2}\,dr = 2\pi\cdot\frac{\sqrt\pi}{4} = \frac{\pi^{3/2}}{2}.$$
So $I(z) \ge \pi|z| - \frac{\pi^{3/2}}{2}$, while $|z| \to \infty$.

\boxed{\infty}""",
      must_stay=[r"\int_0^{2\pi}\int_0^\infty e^{-r^2} r\,dr\,d\theta = \pi",
                 r"2\pi\int_0^\infty r^2 e^{-r^2}\,dr = 2\pi\cdot\frac{\sqrt\pi}{4} = \frac{\pi^{3/2}}{2}",
                 r"\pi|z| - \frac{\pi^{3/2}}{2}", r"$|z| \to \infty$"],
      note="infinite radial bounds and the given |z| -> infinity equal the answer in non-answer positions")

    p("vvp12", "real-probe-first-zero-digit-integral-infinite-given", dm(338),
      r"""$N(x) \ge 1$ for every $x$ (the statement gives $N(0.0) = 1$, $N(0.5) = 2$, $N(1/9) = \infty$). For $x$ with
$N(x) = k$ finite, $\int_0^1 y^{-k}\,dy$ diverges for every $k \ge 1$: already $\int_0^1 y^{-1}\,dy = [\ln y]_0^1 = \infty$.

The exceptional set $\{N = \infty\}$ (no digit $0$ at all) has measure $\lim_j (9/10)^j = 0$, and
$$\lambda\{N = 1\} = \frac{1}{10}, \quad \lambda\{N = 2\} = \frac{9}{100}, \quad \lambda\{N = k\} = \frac{9^{k-1}}{10^{k}} .$$
By Tonelli (the integrand is nonnegative),
$$\iint_R y^{-N(x)}\,dA = \sum_{k\ge1}\lambda\{N = k\}\int_0^1 y^{-k}\,dy .$$

\boxed{\infty}""",
      must_stay=[r"$N(1/9) = \infty$", r"\int_0^1 y^{-1}\,dy = [\ln y]_0^1 = \infty", r"\lim_j (9/10)^j = 0",
                 r"\lambda\{N = 1\} = \frac{1}{10}", r"\lambda\{N = 2\} = \frac{9}{100}", r"\frac{9^{k-1}}{10^{k}}"],
      note="the given N(1/9) = infinity and the divergent inner integral equal the answer (work)")

    p("vvp13", "real-probe-gaussian-shift-ratio-minus-infinity-endpoint", dm(298),
      r"""If $m = 0$ the ratio is identically $1$. Let $\Phi$ be the standard normal CDF and recall Mills' ratio:
$1 - \Phi(t) \sim \varphi(t)/t$ as $t \to +\infty$ and $\Phi(t) \sim \varphi(t)/|t|$ as $t \to -\infty$.

* $m < 0$: take $U = (a, \infty)$, so $\frac{\gamma(U+m)}{\gamma(U)} = \frac{1 - \Phi(a+m)}{1 - \Phi(a)} \sim \frac{\varphi(a+m)}{\varphi(a)} = e^{-am - m^2/2}$ as $a \to +\infty$.
* $m > 0$: take $U = (-\infty, a)$, so the ratio is $\frac{\Phi(a+m)}{\Phi(a)} \sim e^{-am - m^2/2}$ as $a \to -\infty$.

In both cases $-am \to +\infty$ along the chosen family of half-lines.

So no constant independent of $U$ bounds the ratio: $\sup_U \frac{\gamma(U+m)}{\gamma(U)} = \lim e^{-am - m^2/2}$.

\boxed{\infty}""",
      must_stay=[r"If $m = 0$ the ratio is identically $1$", r"$U = (a, \infty)$", r"$U = (-\infty, a)$",
                 r"e^{-am - m^2/2}", r"$-am \to +\infty$"],
      note="the half-line endpoints infinity and -infinity (the answer's negation) and -am -> +infinity are work")

    p("vvp14", "real-probe-geometric-median-majority-flip-distance", dm(255),
      r"""Take $X$ with $k + 1$ points at the origin and $k$ points at $(D, 0)$, $D > 0$. At the origin the subgradient
condition holds (the $k$ far points pull with total force $k < k + 1$), so $g(X) = (0,0)$.

Form the neighbour $X'$ by moving one of the origin points to $(D, 0)$: now $k$ points sit at the origin and $k + 1$
at $(D,0)$, and by the same argument $g(X') = (D, 0)$. Hence
$$\|g(X) - g(X')\|_2 = D,$$
and $D > 0$ was arbitrary. So $\sup_{X' \sim X}\|g(X) - g(X')\|_2 = \sup_{D > 0} D$.

\boxed{\infty}""",
      must_stay=[r"$k + 1$ points at the origin", r"$k < k + 1$", r"moving one of the origin points to $(D, 0)$",
                 r"\|g(X) - g(X')\|_2 = D", r"\sup_{D > 0} D"],
      note="'one of the origin points' is a pronoun phrase; sup_{D>0} D is the pending step")

    p("vvp15", "real-probe-odd-product-symmetric-truncations-vanish", dm(369),
      r"""Let $q(t) = \frac{\sin t}{t}g(t)$. The factor $\frac{\sin t}{t}$ is even ($\frac{\sin(-t)}{-t} = \frac{\sin t}{t}$) and
bounded, $|\sin t/t| \le 1$, so $q$ is integrable on every bounded interval; $g$ is odd, $g(-t) = -g(t)$. Hence
$q(-t) = -q(t)$ and every symmetric truncation vanishes:
$$\int_{-R}^{R} q(t)\,dt = 0 \qquad (R > 0).$$
The principal value is by definition $\lim_{R\to\infty}\int_{-R}^{R} q(t)\,dt$.

\boxed{0}""",
      must_stay=[r"$|\sin t/t| \le 1$", r"$g(-t) = -g(t)$", r"$q(-t) = -q(t)$", r"\int_{-R}^{R} q(t)\,dt = 0 \qquad (R > 0)"],
      note="the symmetric truncations = 0 are intermediate results (the limit is the conclusion)")

    p("vvp16", "real-probe-taylor-remainder-square-summable-zero-lower-bound", dm(541),
      r"""With $s = a + x$, Taylor's formula with remainder gives, for some $\xi_n \in (0, x)$,
$$\frac{f_n(x) - f_n(0)}{x} - g_n(0) = \frac{x}{2}\,f_n''(\xi_n), \qquad
f_n''(x) = n\Big[\frac{\ln^2(2n-1)}{(2n-1)^{a+x}} - \frac{\ln^2(2n)}{(2n)^{a+x}}\Big].$$
By the mean value theorem in the base, $|f_n''(x)| \le C\,\frac{\ln^2(2n)}{(2n)^{a}}$ for $x \ge 0$, with $C$
independent of $n$. Hence each term of $h$ is at most $\frac{x^2}{4}C^2\frac{\ln^4(2n)}{(2n)^{2a}}$, and the series
$\sum_n \ln^4(2n)\,(2n)^{-2a}$ converges because $2a > 1$. So
$$0 \le h(x) \le K x^2 .$$

\boxed{0}""",
      must_stay=[r"\xi_n \in (0, x)", r"\frac{x}{2}\,f_n''(\xi_n)", r"|f_n''(x)| \le C\,\frac{\ln^2(2n)}{(2n)^{a}}",
                 r"$2a > 1$", r"0 \le h(x) \le K x^2"],
      note="the lower bound 0 and the evaluation points 0 are work; Kx^2 is the pending bound")

    p("vvp17", "real-probe-intermediate-yes-subquestion-continuity", dm(74),
      r"""Let $G(t) = \lambda(A \cap [-t, t])$ for $t \ge 0$.

Is $G$ continuous? Yes: $|G(t) - G(s)| \le 2|t - s|$, since the two sets differ by at most two intervals of length
$|t - s|$. Also $G(0) = \lambda(A \cap \{0\}) = 0$ and $G(t) \uparrow \lambda(A) > 0$, so there is $t_1$ with
$0 < G(t_1) < \infty$.

By the intermediate value theorem pick $t_0 \in (0, t_1)$ with $G(t_0) = G(t_1)/2$. Put $B = A \cap [-t_0, t_0]$ and
$C = A \setminus B$. Both are Borel, disjoint, $B \cup C = A$, $\lambda(B) = G(t_1)/2 > 0$ and
$\lambda(C) \ge G(t_1) - G(t_0) = G(t_1)/2 > 0$.

\boxed{Yes}""",
      must_stay=["Is $G$ continuous? Yes", r"$|G(t) - G(s)| \le 2|t - s|$", r"$G(0) = \lambda(A \cap \{0\}) = 0$",
                 r"$G(t_0) = G(t_1)/2$", r"\lambda(C) \ge G(t_1) - G(t_0) = G(t_1)/2 > 0"],
      note="an intermediate sub-question answered 'Yes' (the answer word in a non-answer position)")

    p("vvp18", "real-probe-sphere-rigidity-curvature-one-one-pronoun", dm(34),
      r"""The round metric of $S^2$ (radius $1$) has Gaussian curvature $K \equiv 1$. Take one of the analytic
parametrizations, e.g. spherical coordinates $(\sin\theta\cos\phi, \sin\theta\sin\phi, \cos\theta)$; it realizes the
metric as the unit sphere in $\mathbb{R}^3$.

Rigidity: by Liebmann's theorem (one of the classical results of global surface theory) a compact connected surface
in $\mathbb{R}^3$ with $K \equiv 1$ is a round sphere of radius $1$; by Cohn-Vossen's theorem two isometric closed
convex surfaces are congruent. So any analytic isometric embedding is the standard one followed by a rigid motion
$x \mapsto Qx + b$, $Q \in O(3)$.

Counting embeddings up to rigid motions (moving the sphere around in space is not a new way), a single congruence
class remains.

\boxed{1}""",
      must_stay=[r"(radius $1$)", r"$K \equiv 1$", "Take one of the analytic\nparametrizations",
                 "one of the classical results", r"$x \mapsto Qx + b$, $Q \in O(3)$"],
      note="the given curvature 1, radius 1 and 'one' as a pronoun twice are work")

    # ------------------------------------------------------------------ adversarial (vvp19)
    p("vvp19", "probe-cookie-counts-in-csv-fence", gsm(1305),
      "Known counts:\n"
      "```csv\n"
      "type,count\n"
      "all cookies,7995\n"
      "rainbow,2595\n"
      "oatmeal,3075\n"
      "```\n\n"
      "Rainbow and oatmeal together: 2595 + 3075 = 5670.\n"
      "Chocolate chip: 7995 − 5670\n\n"
      "\\boxed{2325}",
      must_stay=["all cookies,7995", "rainbow,2595", "oatmeal,3075", "2595 + 3075 = 5670", "7995 − 5670"],
      note="the given counts in a CSV fence; 7995 − 5670 is pending")
