"""fresh24 math must-stay probes ap01-ap19 (ap01-ap18 realistic, ap19 adversarial). Problems from probs.py."""
from probs import aime, dm, gsm


def build(p):
    # ---------------------------------------------------------------- GSM8K (ap01-ap05)
    p("ap01", "real-probe-gsm-distractor-given-dismissed-clause", gsm(1034), r"""Ted's starting $200 doesn't matter here: the question only asks how much he spent, not how much he has left.

Books: 3 × $16 = $48
Pencils: 3 × $6 = $18
Total spent: $48 + $18

\boxed{66}""",
      ["Ted's starting $200 doesn't matter here", "3 × $16 = $48", "3 × $6 = $18", "$48 + $18"],
      note="The decision that a given is a distractor is work the challenger needs; the sum is pending.")

    p("ap02", "real-probe-gsm-receipt-itemization-subtotal-lines", gsm(1037), r"""Writing it out like a receipt:

    Parmesan     2 lb × $11/lb    $22
    Mozzarella   3 lb × $6/lb     $18
    ---------------------------------
    Subtotal                      $40
    Cash                          $50

Money left for meat = cash − subtotal = $50 − $40.

\boxed{10}""",
      ["2 lb × $11/lb    $22", "3 lb × $6/lb     $18", "Subtotal                      $40",
       "Cash                          $50", "$50 − $40"],
      note="An indented receipt (a code-like layout holding givens and intermediates); the subtraction is pending.")

    p("ap03", "real-probe-gsm-world-knowledge-weeks-per-year-constant", gsm(1056), r"""Per week:
- Twin sheets: 4 sets, 2 sets per load → 4 ÷ 2 = 2 loads
- King sheets: 1 set, 1 set per load → 1 load
- Weekly total: 2 + 1 = 3 loads

A year has 52 weeks, so the yearly count is 3 loads/week × 52 weeks.

\boxed{156}""",
      ["4 ÷ 2 = 2 loads", "2 + 1 = 3 loads", "A year has 52 weeks", "3 loads/week × 52 weeks"],
      note="52 weeks is a constant from world knowledge, not a given of the problem; the product is pending.")

    p("ap04", "real-probe-gsm-wrong-combines-spent-not-left", gsm(1072), r"""Maggie spent a quarter of $60: $60 ÷ 4 = $15.
Riza spent one-third of $60: $60 ÷ 3 = $20.

The question asks about the money of the two of them, so combine their amounts: $15 + $20.

\boxed{35}""",
      ["$60 ÷ 4 = $15", "$60 ÷ 3 = $20", "combine their amounts: $15 + $20"],
      note="WRONG on purpose (dataset 85): adds what they spent instead of what is left. The wrong decision and "
           "the pending $15 + $20 must stay.")

    p("ap05", "real-probe-gsm-same-number-in-two-roles-square-pending", gsm(1093), r"""Wall areas:
- North and south: 2 × (10 × 8) = 2 × 80 = 160 sq ft
- East and west: 2 × (5 × 8) = 2 × 40 = 80 sq ft
- Total: 160 + 80 = 240 sq ft

Paint needed: 240 ÷ 20 = 12 gallons.

Cost: 12 gallons × $12 per gallon (the same number in two roles, so the cost is 12 squared dollars).

\boxed{144}""",
      ["160 + 80 = 240 sq ft", "240 ÷ 20 = 12 gallons", "12 gallons × $12 per gallon"],
      note="The count of gallons equals the given price per gallon; both stay. The square is pending.")

    # ---------------------------------------------------------------- AIME 2024 (ap06)
    p("ap06", "real-probe-aime-run-compositions-binomials-pending-product", aime(71), r"""A path of length 16 from the lower left to the upper right corner is a word with 8 R's and 8 U's. Changing direction exactly four times means the word has exactly 5 runs, alternating: RURUR or URURU.

**Case RURUR.** The 8 R's are split into 3 nonempty runs: $\binom{7}{2} = 21$ ways. The 8 U's are split into 2 nonempty runs: $\binom{7}{1} = 7$ ways.

**Case URURU.** Symmetric, the same count.

Total: $2 \cdot 21 \cdot 7$.

$$\boxed{294}$$""",
      ["exactly 5 runs", r"$\binom{7}{2} = 21$", r"$\binom{7}{1} = 7$", r"$2 \cdot 21 \cdot 7$"],
      note="Compositions counted by binomials; the product is pending.")

    # ---------------------------------------------------------------- DeepMath hard (ap07-ap18)
    p("ap07", "real-probe-frobenius-power-sum-point-count-pending", dm(56), r"""Count over $\mathbb{F}_5$ first. Squares mod 5: $\{0, 1, 4\}$. For $y^2 = x^3 + x + 1$:

| $x$ | $x^3 + x + 1 \bmod 5$ | points |
|---|---|---|
| 0 | 1 | 2 |
| 1 | 3 | 0 |
| 2 | 1 | 2 |
| 3 | 1 | 2 |
| 4 | 4 | 2 |

So $\#E(\mathbb{F}_5) = 8 + 1 = 9$ (with the point at infinity), and $a_5 = 5 + 1 - 9 = -3$.

The Frobenius eigenvalues $\alpha, \beta$ satisfy $\alpha + \beta = -3$, $\alpha\beta = 5$, so
$$\alpha^3 + \beta^3 = (\alpha + \beta)^3 - 3\alpha\beta(\alpha + \beta) = -27 + 45 = 18.$$

Then $\#E(\mathbb{F}_{125}) = 125 + 1 - (\alpha^3 + \beta^3) = 126 - 18$.

$$\boxed{108}$$""",
      [r"$\#E(\mathbb{F}_5) = 8 + 1 = 9$", r"$a_5 = 5 + 1 - 9 = -3$",
       r"(\alpha + \beta)^3 - 3\alpha\beta(\alpha + \beta) = -27 + 45 = 18", "126 - 18"],
      note="A point-count table, the trace and the power sum are work; 126 − 18 is pending.")

    p("ap08", "real-probe-problem-typo-correction-clause", dm(76), r"""A note on the statement: as written, $\omega = \frac{-1+\sqrt{3}}{2}$ is a real number; the intended $\omega$ is surely the primitive cube root of unity $\frac{-1+\sqrt{-3}}{2}$ (the minus sign under the root got lost). I'll use that.

- $x^3 - 5$ is irreducible over $\mathbb{Q}$ (Eisenstein at 5), so $[\mathbb{Q}(\sqrt[3]{5}):\mathbb{Q}] = 3$.
- $\mathbb{Q}(\sqrt[3]{5}) \subset \mathbb{R}$ does not contain $\omega$, and $\omega$ has degree 2, so $[L:\mathbb{Q}] = 3 \cdot 2$.
- $L$ is the splitting field of $x^3 - 5$, so $L/\mathbb{Q}$ is Galois and $|G(L/\mathbb{Q})| = [L:\mathbb{Q}]$.

$$\boxed{6}$$""",
      [r"the intended $\omega$ is surely the primitive cube root of unity", "Eisenstein at 5",
       r"$[L:\mathbb{Q}] = 3 \cdot 2$"],
      note="The reading of the problem (a typo corrected) is work the challenger needs; 3 · 2 is pending.")

    p("ap09", "real-probe-general-identity-before-specialization", dm(165), r"""Ramanujan's trick: for every $n \ge 1$,
$$n + 1 = \sqrt{1 + n(n+2)} = \sqrt{1 + n\sqrt{1 + (n+1)(n+3)}},$$
since $(n+2)^2 = 1 + (n+1)(n+3)$. Iterating the same step,
$$n + 1 = \sqrt{1 + n\sqrt{1 + (n+1)\sqrt{1 + (n+2)\sqrt{\cdots}}}}$$
(the infinite radical converges, and a squeeze argument justifies the iteration).

Our expression is exactly this with $n = 2$, so it equals $2 + 1$.

$$\boxed{3}$$""",
      [r"n + 1 = \sqrt{1 + n(n+2)}", r"(n+2)^2 = 1 + (n+1)(n+3)", "with $n = 2$", "$2 + 1$"],
      note="The general identity and the specialization are work; 2 + 1 is pending.")

    p("ap10", "real-probe-limsup-equals-reciprocal-of-answer", dm(243), r"""By Stirling, $(k!)^2 \sim 2\pi k\,(k/e)^{2k}$, so
$$|a_k| \sim \frac{k^{2k+5}\ln^{10}k\,\ln\ln k}{2\pi k\cdot k^{2k}e^{-2k}} = \frac{e^{2k}\,k^4\ln^{10}k\,\ln\ln k}{2\pi}.$$

The $k$-th roots of the polynomial and logarithmic factors tend to 1, so
$$\limsup_{k\to\infty}\sqrt[k]{|a_k|} = e^2.$$

By the given formula, $R$ is the reciprocal of this limsup.

$$\boxed{\dfrac{1}{e^2}}$$""",
      [r"(k!)^2 \sim 2\pi k\,(k/e)^{2k}", r"\limsup_{k\to\infty}\sqrt[k]{|a_k|} = e^2", "the reciprocal of this limsup"],
      note="The limsup e^2 is the reciprocal of the answer (an intermediate, must stay).")

    p("ap11", "real-probe-cavalieri-disc-cross-section-integral", dm(278), r"""For fixed $x \ge 1$ the cross-section $\{(y,z) : y^2 + z^2 \le 1/x^2\}$ is a disc of radius $1/x$, area $\pi/x^2$.

By Fubini (Cavalieri),
$$\lambda(S) = \int_1^\infty\frac{\pi}{x^2}\,dx = \pi\int_1^\infty x^{-2}\,dx,$$
and $\int_1^\infty x^{-2}\,dx = 1$.

$$\boxed{\pi}$$""",
      [r"a disc of radius $1/x$, area $\pi/x^2$", r"\pi\int_1^\infty x^{-2}\,dx", r"\int_1^\infty x^{-2}\,dx = 1"],
      note="The cross-section area and the integral equal to 1 are work; pi times 1 is pending.")

    p("ap12", "real-probe-recognized-exact-derivative-antiderivative-pending", dm(401), r"""Simplify the logarithm: $\ln\left(x^{2x^{2x^2+1}}\right) = 2x^{2x^2+1}\ln x$, so the integrand is $x^{2x^2+1}(1 + 2\ln x)$.

Now
$$\frac{d}{dx}x^{2x^2} = x^{2x^2}\left(4x\ln x + 2x\right) = 2x^{2x^2+1}(2\ln x + 1),$$
so the integrand is $\frac12\frac{d}{dx}x^{2x^2}$ and the integral is $\frac12\left[x^{2x^2}\right]_1^{\sqrt3}$.

At $\sqrt3$: $(\sqrt3)^{6} = 27$; at $1$: $1$. So the value is $\frac{27 - 1}{2}$.

$$\boxed{13}$$""",
      [r"\frac{d}{dx}x^{2x^2} = x^{2x^2}\left(4x\ln x + 2x\right)", r"$(\sqrt3)^{6} = 27$", r"\frac{27 - 1}{2}"],
      note="The recognized derivative and the endpoint values are work; (27 − 1)/2 is pending.")

    p("ap13", "real-probe-stated-assumption-on-splitting-primes", dm(496), r"""Work in $\mathbb{Z}[\sqrt{-2}]$, a UFD with units $\pm1$. An odd prime $p$ splits there iff $-2$ is a quadratic residue mod $p$, i.e. iff $p \equiv 1, 3 \pmod 8$; an inert prime appearing to an odd power allows no solutions at all.

The count intended here assumes both p and q split (otherwise the answer is 0). Then the number of representations is
$$r(n) = 2\sum_{d \mid n}\left(\frac{-2}{d}\right) = 2\,d(p^{11})\,d(q^{13}),$$
with $d(p^{11}) = 12$ and $d(q^{13}) = 14$.

So $r = 2 \cdot 12 \cdot 14$.

$$\boxed{336}$$""",
      ["assumes both p and q split", r"$p \equiv 1, 3 \pmod 8$", r"$d(p^{11}) = 12$", r"$d(q^{13}) = 14$",
       r"$r = 2 \cdot 12 \cdot 14$"],
      note="The stated assumption is work the challenger needs; 2 · 12 · 14 is pending.")

    p("ap14", "real-probe-riesz-representer-coefficients-norm-pending", dm(514), r"""On $\ell_2$ every bounded functional is $x \mapsto \langle x, c\rangle$ with norm $\|c\|_2$. Collect the coefficients:
$$\sum_n\frac{x_n + x_{n+1}}{2^n} = \frac{x_1}{2} + \sum_{n\ge2}x_n\left(\frac{1}{2^n} + \frac{1}{2^{n-1}}\right),$$
so $c_1 = \frac12$ and $c_n = \frac{3}{2^n}$ for $n \ge 2$.

$$\|c\|^2 = \frac14 + 9\sum_{n\ge2}4^{-n} = \frac14 + 9\cdot\frac{1/16}{3/4} = \frac14 + \frac34.$$

$$\boxed{1}$$""",
      [r"$c_1 = \frac12$ and $c_n = \frac{3}{2^n}$", r"\frac14 + \frac34"],
      note="The representer's coefficients are work; 1/4 + 3/4 is pending (the norm is its square root).")

    p("ap15", "real-probe-point-inside-disc-membership-check", dm(529), r"""Let $g(z) = f(z)e^{-z}$. It is entire and $|g| \le 1$ on $|z| = 1$, so by the maximum modulus principle $|g(z)| \le 1$ on the closed unit disc.

$\ln 2 \approx 0.693 < 1$, so $\ln 2$ lies inside the disc, and
$$|f(\ln 2)| = |g(\ln 2)|\,e^{\ln 2} \le e^{\ln 2}.$$

Equality for $f(z) = e^z$ (then $g \equiv 1$).

$$\boxed{2}$$""",
      [r"$|g(z)| \le 1$ on the closed unit disc", r"$\ln 2 \approx 0.693 < 1$", r"\le e^{\ln 2}",
       r"Equality for $f(z) = e^z$"],
      note="The membership check of ln 2 in the disc and the extremal function are work; e^{ln 2} is pending.")

    p("ap16", "real-probe-integrand-perfect-square-factorization", dm(218), r"""The polynomial is a perfect square times $B_s^2$:
$$B_s^2B_t^4 - 2B_s^3B_t^3 + B_s^4B_t^2 = B_s^2B_t^2(B_t - B_s)^2.$$

Write $X = B_t - B_s$, independent of $B_s$, with $X \sim N(0, t-s)$. Then $B_t = B_s + X$ and
$$B_s^2(B_s + X)^2X^2 = B_s^4X^2 + 2B_s^3X^3 + B_s^2X^4.$$

Taking expectations (odd moments vanish): $E[B_s^4]E[X^2] + E[B_s^2]E[X^4] = 3s^2(t-s) + s\cdot3(t-s)^2$.

$$\boxed{3 s t (t - s)}$$""",
      [r"B_s^2B_t^2(B_t - B_s)^2", r"$X \sim N(0, t-s)$", r"3s^2(t-s) + s\cdot3(t-s)^2"],
      note="The factorization and the independent-increment split are work; the last sum is pending.")

    p("ap17", "real-probe-green-integrand-positivity-region", dm(305), r"""By Green's theorem, $\oint_C P\,dx + Q\,dy = \iint_D(Q_x - P_y)\,dA$ with
$$Q_x - P_y = (3x^2 + 4 - y^2) - (4x^2 + 3y^2) = 4 - x^2 - 4y^2.$$

To maximize, $D$ should be exactly the region where the integrand is positive: the ellipse $x^2 + 4y^2 \le 4$ (semi-axes 2 and 1).

With $x = 2r\cos\theta$, $y = r\sin\theta$ (Jacobian $2r$):
$$\iint_D(4 - x^2 - 4y^2)\,dA = \int_0^{2\pi}\!\!\int_0^1(4 - 4r^2)\,2r\,dr\,d\theta = 16\pi\int_0^1(r - r^3)\,dr = 16\pi\cdot\frac14.$$

$$\boxed{4\pi}$$""",
      [r"4 - x^2 - 4y^2", r"the ellipse $x^2 + 4y^2 \le 4$", r"16\pi\cdot\frac14"],
      note="The curl integrand and the region where it is positive are work; 16π · 1/4 is pending.")

    p("ap18", "real-probe-candidate-values-listed-before-summing", dm(146), r"""Combine the three equations:
$$\sum_k k(a - k^2)^2x_k = a^2\sum_k kx_k - 2a\sum_k k^3x_k + \sum_k k^5x_k = a^3 - 2a^3 + a^3 = 0.$$

Every term is $\ge 0$, so $x_k = 0$ unless $a = k^2$. Hence either all $x_k = 0$ (then $a = 0$) or exactly one $x_k \neq 0$ and $a = k^2$. Each case occurs ($x_k = k$ for $a = k^2$), so the possible values are 0, 1, 4, 9, 16, 25.

Sum: $0 + 1 + 4 + 9 + 16 + 25$.

$$\boxed{55}$$""",
      [r"\sum_k k(a - k^2)^2x_k", "the possible values are 0, 1, 4, 9, 16, 25", "$0 + 1 + 4 + 9 + 16 + 25$"],
      note="The candidate values are work (the answer is their sum); the sum is pending.")

    # ---------------------------------------------------------------- adversarial (ap19)
    p("ap19", "probe-json-tool-call-arguments-givens", gsm(1101), r"""Calling the calculator tool with the givens:

```json
{"tool": "calculator", "args": {"total_miles": 52, "amber_miles": 8, "micah_factor": 3.5}}
```

Micah: 3.5 × 8 = 28 miles.
Ahito: 52 − 8 − 28 miles.

\boxed{16}""",
      ['"total_miles": 52', '"amber_miles": 8', '"micah_factor": 3.5', "3.5 × 8 = 28 miles", "52 − 8 − 28 miles"],
      note="Adversarial: the givens as a JSON tool call in a fence; the difference is pending.")
