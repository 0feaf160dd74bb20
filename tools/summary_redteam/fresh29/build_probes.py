"""fresh29 math must-stay probes xxp01-xxp19 (xxp01-xxp18 realistic, xxp19 adversarial): plain drafts whose correct
summary hides only the boxed answer and keeps the work, including values equal to the answer in non-answer positions
(givens, bounds, pointwise limits, witnesses, labels, a test function), "one" as a pronoun and derivations with many
numerals. Problems from /work/shared/data through probs.py (GSM8K test, DeepMath hard); see README.md."""
from probs import dm, gsm


def build(p):
    p("xxp01", "real-probe-gsm-unit-cost-then-markup-fraction", gsm(1313),
      "Cost of one watermelon: $80 ÷ 50 = $1.60. Each one cost him $1.60, whatever size it was.\n\n"
      "A 25% profit means selling at 125% of cost, i.e. adding 1/4 of the cost on top.\n"
      "1/4 of $1.60 is $0.40.\n\n"
      "Selling price per watermelon: $1.60 + $0.40.\n\n"
      "\\boxed{2}",
      ["$80 ÷ 50 = $1.60", "Each one cost him $1.60", "125% of cost", "1/4 of $1.60 is $0.40", "$1.60 + $0.40"],
      note="'Each one' is a pronoun; the markup is computed as a fraction and the sum is left pending.")

    p("xxp02", "real-probe-gsm-leftover-cash-division-with-group-count", gsm(1295),
      "Allowance earned: $6 × 3 weeks = $18.\n\n"
      "Ice cream: cones for Ryan and his 3 friends, so 1 + 3 = 4 cones at $1.25 each: 4 × $1.25 = $5.00.\n\n"
      "Money left: $18 − $5 = $13.\n\n"
      "He can't buy one for each of the 4 people — that would take 4 × $6.50 = $26.\n\n"
      "Tickets he can afford: $13 ÷ $6.50 per ticket.\n\n"
      "\\boxed{2}",
      ["$6 × 3 weeks = $18", "1 + 3 = 4 cones", "4 × $1.25 = $5.00", "$18 − $5 = $13",
       "He can't buy one for each of the 4 people", "4 × $6.50 = $26", "$13 ÷ $6.50 per ticket"],
      note="'one' is a pronoun; the rejected 4-ticket cost is work; the last division is pending.")

    p("xxp03", "real-probe-change-of-variables-jacobian-with-ranges", dm(323),
      r"""With $u = x^2 - y^2$ and $v = xy$, the region $R$ (first quadrant) becomes the rectangle
$$1 \le u \le 6, \qquad 3 \le v \le 8.$$

Jacobian:
$$\frac{\partial(u,v)}{\partial(x,y)} = \det\begin{pmatrix} 2x & -2y \\ y & x \end{pmatrix} = 2x^2 + 2y^2, \qquad\text{so}\qquad dA = \frac{du\,dv}{2(x^2+y^2)}.$$

Density: $\delta(x,y) = 2(x^2 + y^2)$ (twice the squared distance from the origin).

Mass:
$$m = \iint_R \delta\,dA = \int_3^8\!\!\int_1^6 2(x^2+y^2)\cdot\frac{1}{2(x^2+y^2)}\,du\,dv = \int_3^8\!\!\int_1^6 du\,dv = (6-1)(8-3).$$

The factor $2(x^2+y^2)$ cancels exactly, which is why this change of variables was suggested.

$$\boxed{25}$$""",
      [r"1 \le u \le 6", r"3 \le v \le 8", r"= 2x^2 + 2y^2", r"dA = \frac{du\,dv}{2(x^2+y^2)}",
       r"$\delta(x,y) = 2(x^2 + y^2)$", r"(6-1)(8-3)"],
      note="A derivation with many numerals (ranges, Jacobian entries, the density constant); the product is left "
           "pending.")

    p("xxp04", "real-probe-one-sided-limits-matching-continuity", dm(160),
      r"""**For $x > 0$:** $(1+x)^n \to \infty$ dominates numerator and denominator, so
$$f(x) = \frac{1 - \cos\big(1 - \tan(\tfrac\pi4 - x)\big)}{x^2}.$$
**For $-1 < x < 0$:** $(1+x)^n \to 0$, and
$$n - \sqrt{n^2 - 8n} = \frac{8n}{n + \sqrt{n^2-8n}} \to 4,$$
so $f(x) = \frac{\lambda\sin 4x}{x}$.

Right limit: $\tan(\tfrac\pi4 - x) = \frac{1 - \tan x}{1 + \tan x} = 1 - 2x + O(x^2)$, so $1 - \tan(\tfrac\pi4 - x) = 2x + O(x^2)$ and $1 - \cos\big(2x + O(x^2)\big) = 2x^2 + O(x^3)$. The right limit is $2$.

Left limit: $\frac{\lambda\sin 4x}{x} \to 4\lambda$.

Continuity at $0$ needs $4\lambda = 2$, so $\lambda = \frac12$, and $f(0) = 2$.

Then $f(0) + 2\lambda = 2 + 2\cdot\frac12$.

$$\boxed{3}$$""",
      [r"n - \sqrt{n^2 - 8n} = \frac{8n}{n + \sqrt{n^2-8n}} \to 4", r"= 1 - 2x + O(x^2)",
       r"2x^2 + O(x^3)", r"The right limit is $2$", r"\to 4\lambda", r"$4\lambda = 2$, so $\lambda = \frac12$",
       r"$f(0) = 2$", r"2 + 2\cdot\frac12"],
      note="Many intermediate values (4, 2, 1/2) and the pending final sum.")

    p("xxp05", "real-probe-z-transform-series-coefficients", dm(365),
      r"""For $|z| > |a|$,
$$X(z) = \log\frac{z}{z-a} = -\log\Big(1 - \frac{a}{z}\Big) = \sum_{n=1}^{\infty} \frac{a^n}{n}\,z^{-n}.$$
Comparing with $X(z) = \sum_{n \ge 0} x[n]\,z^{-n}$ (right-sided sequence, region of convergence outside the circle $|z| = |a|$):
$$x[n] = \frac{a^n}{n} \quad (n \ge 1), \qquad\text{so } x[1] = a,\ x[2] = \frac{a^2}{2},\ x[3] = \frac{a^3}{3}, \dots,$$
and the series has no $z^{0}$ term. In closed form, $x[n] = \frac{a^n}{n}u[n-1]$ with the unit step $u$.

The initial value theorem gives the same thing: $x[0] = \lim_{z\to\infty} X(z) = \lim_{z \to \infty}\log\frac{z}{z-a}$.

$$\boxed{0}$$""",
      [r"\sum_{n=1}^{\infty} \frac{a^n}{n}\,z^{-n}", r"x[n] = \frac{a^n}{n} \quad (n \ge 1)", r"x[1] = a",
       r"x[2] = \frac{a^2}{2}", r"x[n] = \frac{a^n}{n}u[n-1]", r"outside the circle $|z| = |a|$"],
      note="The coefficient list and the closed form are work (the answer is only x[0]); the initial-value limit is "
           "left unevaluated.")

    p("xxp06", "real-probe-double-sum-swap-with-tail-estimate", dm(408),
      r"""Write $\zeta(2) - H_{k,2} = \sum_{j > k} \frac{1}{j^2}$. Swapping the order of summation, each $j$ is counted once for every $k \in \{0, \dots, \min(j,n)-1\}$, so
$$\sum_{k=0}^{n-1}\big(\zeta(2) - H_{k,2}\big) = \sum_{j\ge1}\frac{\min(j,n)}{j^2} = \sum_{j=1}^{n}\frac1j + n\sum_{j>n}\frac{1}{j^2}.$$
The first sum is $H_n$, which cancels against the $-H_n$. For the tail, comparing with integrals,
$$\frac{1}{n+1} \le \sum_{j>n}\frac{1}{j^2} \le \frac1n,$$
so $n\sum_{j>n} j^{-2}$ is squeezed between $\frac{n}{n+1}$ and $1$.

$$\boxed{1}$$""",
      [r"\zeta(2) - H_{k,2} = \sum_{j > k} \frac{1}{j^2}", r"k \in \{0, \dots, \min(j,n)-1\}",
       r"\sum_{j\ge1}\frac{\min(j,n)}{j^2}", r"The first sum is $H_n$, which cancels",
       r"\frac{1}{n+1} \le \sum_{j>n}\frac{1}{j^2} \le \frac1n", r"between $\frac{n}{n+1}$ and $1$"],
      note="The squeeze's upper bound 1 equals the answer but is a bound (work).")

    p("xxp07", "real-probe-dominated-convergence-pointwise-zero-limit", dm(412),
      r"""Let $h_n(x) = \min\Big(\frac{e^{-nx^2}}{\sqrt x},\, n\Big)$ on $(0, 1]$.

**Domination.** $0 \le h_n(x) \le \frac{1}{\sqrt x}$ for all $n$, and $\int_0^1 x^{-1/2}\,dx = 2 < \infty$.

**Pointwise limit.** For fixed $x \in (0, 1]$, $e^{-nx^2} \to 0$, so $\frac{e^{-nx^2}}{\sqrt x} \to 0$, and this term is below $n$ once $n$ is large: $h_n(x) \to 0$.

By dominated convergence,
$$\lim_{n\to\infty}\int_0^1 h_n\,d\lambda = \int_0^1 \lim_{n\to\infty} h_n\,d\lambda.$$

$$\boxed{0}$$""",
      [r"0 \le h_n(x) \le \frac{1}{\sqrt x}", r"\int_0^1 x^{-1/2}\,dx = 2 < \infty", r"$e^{-nx^2} \to 0$",
       r"$h_n(x) \to 0$"],
      note="The pointwise limit 0 equals the answer in a non-answer position (an intermediate result); the final "
           "integral is left unevaluated.")

    p("xxp08", "real-probe-identity-theorem-zeros-isolated", dm(22),
      r"""Let $g(t) = \sum_{i=1}^N \beta_i e^{\alpha_i t}$. Group equal exponents so that the $\alpha_i$ are distinct (if after grouping every coefficient cancels, $g \equiv 0$ and the zero set is all of $\mathbb{R}$ — a degenerate case we set aside, as the question intends).

With distinct $\alpha_i$ and non-zero $\beta_i$, the functions $e^{\alpha_i t}$ are linearly independent, so $g$ is not identically $0$. It extends to an entire function $g(z)$, and the zeros of an entire function that is not identically $0$ are isolated.

Hence in each interval $[-k, k]$ there are only finitely many real zeros (an infinite set would accumulate in the compact interval), so the zero set $Z = \bigcup_k \big(Z \cap [-k,k]\big)$ is countable, and countable sets are Lebesgue-null.

$$\boxed{0}$$""",
      [r"$g \equiv 0$", r"are linearly independent", r"not identically $0$", r"only finitely many real zeros",
       r"Z = \bigcup_k \big(Z \cap [-k,k]\big)"],
      note="Values equal to the answer in non-answer positions: 'g = 0' (the excluded case) and 'not identically 0'.")

    p("xxp09", "real-probe-constraint-sum-of-dot-products-zero", dm(201),
      r"""Let $x = \vec a\cdot\vec b$, $y = \vec b\cdot\vec c$, $z = \vec c\cdot\vec a$. By Lagrange's identity,
$$(\vec a\times\vec b)\cdot(\vec b\times\vec c) = (\vec a\cdot\vec b)(\vec b\cdot\vec c) - (\vec a\cdot\vec c)(\vec b\cdot\vec b) = xy - z,$$
and cyclically, so the expression is
$$E = (xy - z) + (yz - x) + (zx - y) = (xy + yz + zx) - (x + y + z).$$
Constraint: $|\vec a + \vec b + \vec c|^2 = 3 + 2(x + y + z) = 3$, so $x + y + z = 0$.

Then $xy + yz + zx = \frac{(x+y+z)^2 - (x^2 + y^2 + z^2)}{2} = -\frac{x^2+y^2+z^2}{2}$, and $E = -\frac{x^2+y^2+z^2}{2}$.

Equality case: $x = y = z = 0$, e.g. an orthonormal triple $\vec a, \vec b, \vec c$, which indeed has $|\vec a + \vec b + \vec c| = \sqrt3$.

$$\boxed{0}$$""",
      [r"= xy - z", r"E = (xy - z) + (yz - x) + (zx - y) = (xy + yz + zx) - (x + y + z)",
       r"3 + 2(x + y + z) = 3", r"so $x + y + z = 0$", r"E = -\frac{x^2+y^2+z^2}{2}", r"$x = y = z = 0$"],
      note="The constraint x + y + z = 0 and the maximiser x = y = z = 0 hold values equal to the answer in "
           "non-answer positions.")

    p("xxp10", "real-probe-geometric-sum-bounded-numerator", dm(152),
      r"""The bracket is a finite geometric sum with ratio $q = -e^{i\varphi}$:
$$\sum_{k=0}^{n} q^k = \frac{1 - q^{n+1}}{1 - q} = \frac{1 - (-1)^{n+1}e^{i(n+1)\varphi}}{1 + e^{i\varphi}},$$
valid when $e^{i\varphi} \neq -1$, i.e. $\varphi \not\equiv \pi \pmod{2\pi}$.

- Numerator: $\big|1 - (-1)^{n+1}e^{i(n+1)\varphi}\big| \le 2$ for every $n$.
- Denominator: $|1 + e^{i\varphi}| = 2|\cos\tfrac\varphi2| > 0$, independent of $n$.

So the bracket is bounded by $\frac{1}{|\cos(\varphi/2)|}$, while the prefactor $\frac{1}{\sqrt n}$ tends to zero.

(For $\varphi = \pi$ every term equals $1$, the bracket is $n+1$ and the expression grows like $\sqrt n$; that case is excluded.)

$$\boxed{0}$$""",
      [r"q = -e^{i\varphi}", r"\frac{1 - (-1)^{n+1}e^{i(n+1)\varphi}}{1 + e^{i\varphi}}", r"\le 2$ for every $n$",
       r"2|\cos\tfrac\varphi2| > 0", r"bounded by $\frac{1}{|\cos(\varphi/2)|}$", r"every term equals $1$",
       r"the bracket is $n+1$"],
      note="Bounds and the excluded case are work.")

    p("xxp11", "real-probe-poisson-kernel-constant-harmonic-test", dm(354),
      r"""The problem integrates over $\partial B_1(0)$ while the kernel is written with radius $R$; take $R = 1$ (the computation is the same for any $R$ on $\partial B_R(0)$).

Poisson integral formula: if $u$ is harmonic in a neighbourhood of $\overline{B_R(0)}$, then for $|x| < R$
$$u(x) = \int_{\partial B_R(0)} P(x,y)\,u(y)\,dA_y.$$
Apply it to the constant function $u \equiv 1$, which is harmonic since $\Delta 1 = 0$: the right side becomes $\int_{\partial B_R(0)} P(x,y)\,dA_y$, and the left side is $u(x)$.

Also $P(x,y) > 0$ for $|x| < R = |y|$, so $P(x, \cdot)\,dA$ is a probability measure on the sphere (the harmonic measure seen from $x$).

$$\boxed{1}$$""",
      [r"take $R = 1$", r"u(x) = \int_{\partial B_R(0)} P(x,y)\,u(y)\,dA_y", r"$u \equiv 1$",
       r"$\Delta 1 = 0$", r"$P(x,y) > 0$"],
      note="The test function u = 1 and the radius R = 1 equal the answer but are a given choice and the function "
           "the formula is applied to (work).")

    p("xxp12", "real-probe-maximum-modulus-with-exponential-weight", dm(503),
      r"""Let $g(z) = f(z)e^{-z}$, an entire function. On $|z| = 1$:
$$|g(z)| = |f(z)|\,|e^{-z}| \le |e^{z}|\,|e^{-z}| = 1.$$
By the maximum modulus principle, $|g(z)| \le 1$ for all $|z| \le 1$.

Since $\ln 2 \approx 0.693 < 1$, the point $z = \ln 2$ is inside the disc, and
$$|f(\ln 2)| = |g(\ln 2)|\,|e^{\ln 2}| \le e^{\ln 2}.$$
The bound is attained by $f(z) = e^z$ (and by $f(z) = -e^z$), which satisfy the hypothesis with equality.

For comparison, the maximum modulus principle applied to $f$ alone only gives $|f(\ln 2)| \le \max_{|z|=1}|e^z| = e \approx 2.718$, so yes, weighting by $e^{-z}$ gives a better bound than $e$.

$$\boxed{2}$$""",
      [r"|e^{z}|\,|e^{-z}| = 1", r"$|g(z)| \le 1$ for all $|z| \le 1$", r"$\ln 2 \approx 0.693 < 1$",
       r"$f(z) = e^z$", r"$f(z) = -e^z$", r"= e \approx 2.718"],
      note="The crude bound e and the extremal functions are work; e^{ln 2} is left unevaluated.")

    p("xxp13", "real-probe-limit-point-of-uncountable-zero-set", dm(155),
      r"""Let $Z$ be the zero set of the entire function $f$, and suppose $Z$ is uncountable.

Write $\mathbb{C} = \bigcup_{k\ge1}\overline{D(0,k)}$. A countable union of countable sets is countable, so some closed disc $\overline{D(0,k)}$ contains uncountably many zeros, so an infinite set of them. By Bolzano–Weierstrass there is a sequence of distinct zeros $z_m \to z_0$ with $z_0 \in \overline{D(0,k)}$ and $f(z_m) = 0$ for all $m$.

By continuity $f(z_0) = 0$, and $z_0$ is not an isolated zero. Since $\mathbb{C}$ is connected, the identity theorem says $f$ agrees everywhere with the zero function.

$$\boxed{0}$$""",
      [r"A countable union of countable sets is countable", r"some closed disc $\overline{D(0,k)}$ contains",
       r"$f(z_m) = 0$ for all $m$", r"$f(z_0) = 0$", r"$z_0$ is not an isolated zero"],
      note="The zeros written as equations f(z_m) = 0, f(z_0) = 0 hold the answer's value in non-answer positions.")

    p("xxp14", "real-probe-empty-sum-bell-polynomial-contrast", dm(105),
      r"""$B_{n,k}$ is a sum over sequences $(j_1, j_2, \dots)$ of non-negative integers with
$$j_1 + j_2 + \cdots = k, \qquad j_1 + 2j_2 + 3j_3 + \cdots = n,$$
each contributing $\frac{n!}{\prod_i j_i!\,(i!)^{j_i}}\prod_i x_i^{j_i}$.

For $k = 0$ the first condition forces $j_1 = j_2 = \cdots = 0$. Then $j_1 + 2j_2 + 3j_3 + \cdots = 0$, so the second condition reads $0 = n$: for $n \ge 1$ it cannot be satisfied, no sequence is admissible, and the sum is empty.

Contrast with $n = 0$: the all-zero sequence is admissible and contributes $\frac{0!}{\prod_i j_i!\,(i!)^{j_i}} = 1$, so $B_{0,0} = 1$ (the usual convention).

$$\boxed{0}$$""",
      [r"j_1 = j_2 = \cdots = 0", r"the second condition reads $0 = n$", r"for $n \ge 1$ it cannot be satisfied",
       r"\frac{0!}{\prod_i j_i!\,(i!)^{j_i}} = 1", r"$B_{0,0} = 1$"],
      note="The forced zeros and the contrast B_{0,0} = 1 are work.")

    p("xxp15", "real-probe-ratio-sine-arctan-tending-to-one", dm(358),
      r"""Read the denominator as $\big(1 + (t/n)^2\big)\arctan(t/n)$ and put $u = t/n \in (0, 1]$ for $0 < t \le n$.

**Pointwise.** For fixed $t > 0$, $u \to 0$, and both $\sin u$ and $\arctan u$ are $u + O(u^3)$, so $\frac{\sin u}{\arctan u} \to 1$; also $1 + u^2 \to 1$. Hence the integrand (extended by $0$ for $t > n$) converges to $e^{-t}$.

**Domination.** On $(0, 1]$, $\sin u \le u$ and, by concavity of $\arctan$ on $[0,1]$, $\arctan u \ge \frac{\pi}{4}u$. So $\frac{\sin u}{(1+u^2)\arctan u} \le \frac{4}{\pi}$ and the integrand is at most $\frac{4}{\pi}e^{-t}$, which is integrable on $[0, \infty)$.

By dominated convergence the limit is $\int_0^\infty e^{-t}\,dt$.

$$\boxed{1}$$""",
      [r"u = t/n \in (0, 1]", r"$\frac{\sin u}{\arctan u} \to 1$", r"$1 + u^2 \to 1$",
       r"$\arctan u \ge \frac{\pi}{4}u$", r"$\frac{4}{\pi}e^{-t}$"],
      note="Two limits equal to the answer (the ratio and 1 + u^2 tend to 1) are intermediate results.")

    p("xxp16", "real-probe-fractional-part-integral-telescoping", dm(388),
      r"""Split at the integers.

On $[0, 1)$: $\{x\} = x$, so this piece is $\int_0^1 \frac{x}{x^2 + x}\,dx = \int_0^1 \frac{dx}{x+1} = \ln 2$.

On $[k, k+1)$, $k \ge 1$: $\{x\} = x - k$ and
$$\frac{x - k}{x(x+1)} = \frac{k+1}{x+1} - \frac{k}{x},$$
so the piece is $(k+1)\ln\frac{k+2}{k+1} - k\ln\frac{k+1}{k} = a_{k+1} - a_k$ with $a_k = k\ln\frac{k+1}{k}$.

Telescoping:
$$\sum_{k=1}^{N}(a_{k+1} - a_k) = a_{N+1} - a_1 = (N+1)\ln\Big(1 + \frac{1}{N+1}\Big) - \ln 2,$$
and $(N+1)\ln\big(1 + \frac{1}{N+1}\big) \to 1$. So the pieces with $k \ge 1$ add up to $1 - \ln 2$.

Total: $\ln 2 + (1 - \ln 2)$.

$$\boxed{1}$$""",
      [r"\int_0^1 \frac{dx}{x+1} = \ln 2", r"\frac{k+1}{x+1} - \frac{k}{x}", r"a_k = k\ln\frac{k+1}{k}",
       r"(N+1)\ln\big(1 + \frac{1}{N+1}\big) \to 1", r"add up to $1 - \ln 2$", r"\ln 2 + (1 - \ln 2)"],
      note="The limit (N+1) ln(1 + 1/(N+1)) -> 1 equals the answer but is an intermediate step; the final sum is "
           "pending.")

    p("xxp17", "real-probe-cylinder-surface-odd-symmetry-slab-length", dm(277),
      r"""Put $u = x - 2y$ and $v = y - x$. Then $\Sigma$ is $u^2 + v^2 = 1$, and solving for $x, y$:
$$x = -u - 2v, \qquad y = -u - v.$$
The equation does not involve $z$, so $\Sigma$ is a vertical cylinder over the closed curve $\Gamma = \{(x,y) : (x-2y)^2 + (y-x)^2 = 1\}$, an ellipse centred at the origin, cut by the slab $0 \le x + y + 2z \le 1$.

Over each point $(x, y) \in \Gamma$, $z$ runs over $\big[-\frac{x+y}{2}, \frac{1 - x - y}{2}\big]$, a segment of length $\frac12$. On a vertical cylinder $dS = ds\,dz$, so
$$\int_\Sigma x\,dS = \oint_\Gamma x \cdot \tfrac12\,ds.$$
$\Gamma$ is symmetric under $(x,y) \mapsto (-x,-y)$ (the defining equation is even), which preserves arc length and changes the sign of $x$, so the line integral equals its own negative.

$$\boxed{0}$$""",
      [r"x = -u - 2v, \qquad y = -u - v", r"an ellipse centred at the origin",
       r"\big[-\frac{x+y}{2}, \frac{1 - x - y}{2}\big]", r"a segment of length $\frac12$",
       r"\oint_\Gamma x \cdot \tfrac12\,ds", r"$(x,y) \mapsto (-x,-y)$"],
      note="Coordinates, the slab's segment length and the symmetry are work.")

    p("xxp18", "real-probe-am-gm-dominating-function", dm(405),
      r"""Let $h_n(x) = \frac{2n}{e^{2x} + n^2x}$ on $[1, \infty)$.

**Pointwise.** For fixed $x \ge 1$: $h_n(x) \le \frac{2n}{n^2x} = \frac{2}{nx} \to 0$.

**Domination, uniform in $n$.** By AM–GM, $e^{2x} + n^2x \ge 2\sqrt{e^{2x}\,n^2x} = 2ne^x\sqrt{x}$, so
$$h_n(x) \le \frac{2n}{2ne^x\sqrt{x}} = \frac{e^{-x}}{\sqrt x},$$
which is integrable on $[1, \infty)$ (there it is at most $e^{-x}$).

By dominated convergence the limit is $\int_1^\infty \lim_{n} h_n(x)\,dx$.

$$\boxed{0}$$""",
      [r"\frac{2}{nx} \to 0", r"2\sqrt{e^{2x}\,n^2x} = 2ne^x\sqrt{x}", r"= \frac{e^{-x}}{\sqrt x}",
       r"at most $e^{-x}$"],
      note="The pointwise bound tending to 0 is an intermediate result; the final integral is left unevaluated.")

    # ---------------------------------------------------------------- adversarial probe
    p("xxp19", "probe-daily-totals-in-csv-fence", gsm(1266),
      "Daily food per breed (kg):\n\n"
      "```csv\n"
      "breed,dogs,kg_per_dog_per_day,kg_per_day\n"
      "German Shepherd,3,5,15\n"
      "Bulldog,2,3,6\n"
      "all dogs,5,,21\n"
      "```\n\n"
      "So the kennel goes through 21 kg a day, and a week has 7 days: 21 × 7 kg.\n\n"
      "\\boxed{147}",
      ["German Shepherd,3,5,15", "Bulldog,2,3,6", "all dogs,5,,21", "21 kg a day", "21 × 7 kg"],
      note="The per-breed arithmetic sits in a CSV code fence (not code to hide); the weekly product is pending.")
