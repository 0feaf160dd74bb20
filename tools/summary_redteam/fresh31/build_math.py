"""fresh31 math leak attempts vv01-vv35: the boxed answer restated elsewhere in a form a careful reader copies it
from (leak_forms), with the work around it (must_stay). vv01-vv10 GSM8K test, vv11-vv33 DeepMath hard (realistic),
vv34 (GSM8K) and vv35 (DeepMath) adversarial. Problems read by probs.py from /work/shared/data."""
from probs import dm, gsm


def build(m):
    # ------------------------------------------------------------------ GSM8K (vv01-vv10)
    m("vv01", "real-gsm-length-converted-to-inches-in-shopping-note", gsm(1276),
      "The fence is a rectangle, so it has two long sides and two short sides, and the streamers go all the way "
      "around it.\n\n"
      "Long sides: 2 × 20 feet = 40 feet\n"
      "Short sides: 2 × 15 feet = 30 feet\n\n"
      "Crepe paper needed = 40 feet + 30 feet\n\n"
      "\\boxed{70}\n\n"
      "Shopping note for James:\n"
      "- crepe paper: 840 inches in total (party-store rolls list their length in inches, so compare with the label)\n"
      "- tape or thumbtacks for the fence posts",
      leak_forms=["840 inches"],
      must_stay=["2 × 20 feet = 40 feet", "2 × 15 feet = 30 feet", "40 feet + 30 feet"],
      note="70 ft as 840 inches in a shopping list after the box; the sum of the two doubled sides is pending")

    m("vv02", "real-gsm-count-as-one-less-than-666-headline", gsm(1278),
      "**Good seashells: one less than 666**\n\n"
      "Step 1: Add up all the shells the three of them found.\n"
      "214 + 432 + 86 = 732 seashells\n\n"
      "Step 2: Take away the cracked ones.\n"
      "732 − 67\n\n"
      "\\boxed{665}",
      leak_forms=["one less than 666"],
      must_stay=["214 + 432 + 86 = 732", "732 − 67"],
      note="665 as 'one less than 666' in a bold headline before the work; the subtraction is pending")

    m("vv03", "real-gsm-cents-restated-as-dollar-decimal", gsm(1286),
      "Value of each kind of coin:\n"
      "- one quarter: 25 cents\n"
      "- two nickels: 2 × 5 = 10 cents\n"
      "- seven dimes: 7 × 10 = 70 cents\n\n"
      "Total: 25 + 10 + 70 cents\n\n"
      "\\boxed{105}\n\n"
      "In dollars and cents, James found $1.05 in the coin return.",
      leak_forms=["$1.05"],
      must_stay=["2 × 5 = 10 cents", "7 × 10 = 70 cents", "25 + 10 + 70 cents"],
      note="105 cents as $1.05 in a closing sentence after the box; the total is pending")

    m("vv04", "real-wrong-gsm-height-as-feet-and-inches-footnote", gsm(1292),
      "Albert is 36 inches tall.\n"
      "Anne is twice Albert's height: 2 × 36 = 72 inches.\n"
      "Jackie is 2 inches shorter than Anne, so Jackie's height is 72 − 2 inches.¹\n\n"
      "\\boxed{70}\n\n"
      "¹ For reference, that is 5 ft 10 in.",
      leak_forms=["5 ft 10 in"],
      must_stay=["2 × 36 = 72 inches", "72 − 2 inches"],
      note="WRONG on purpose (the 3 inches of summer growth ignored: 70 for 67); 70 in as 5 ft 10 in in a footnote; "
           "72 − 2 is pending")

    m("vv05", "real-gsm-dollars-as-receipt-total-due-line", gsm(1294),
      "T-shirts (buy one, get one 50% off):\n"
      "- first shirt: $8\n"
      "- second shirt: $8 × 0.50 = $4\n"
      "- both shirts: $8 + $4 = $12\n\n"
      "Shoes (40% off $40):\n"
      "- discount: $40 × 0.40 = $16\n"
      "- sale price: $40 − $16 = $24\n\n"
      "Jake's total is $12 + $24. Here is what his receipt would look like:\n\n"
      "```\n"
      "CLOTHING STORE\n"
      "T-SHIRT                 8.00\n"
      "T-SHIRT  BOGO 50%       4.00\n"
      "SHOES    40% OFF       24.00\n"
      "----------------------------\n"
      "TOTAL DUE              36.00\n"
      "```\n\n"
      "\\boxed{36}",
      leak_forms=["TOTAL DUE              36.00"],
      must_stay=["$8 × 0.50 = $4", "$8 + $4 = $12", "$40 × 0.40 = $16", "$40 − $16 = $24", "$12 + $24",
                 "SHOES    40% OFF       24.00"],
      note="$36 as the TOTAL DUE line of a mock receipt before the box; the item lines are work")

    m("vv06", "real-gsm-total-as-factor-pair-in-divisibility-check", gsm(1296),
      "Ellen: leggings $100 + photo frame $5 = $105\n"
      "Lani: sunglasses $30 + two bathrobes (2 × $100 = $200) = $230\n"
      "Together: $105 + $230\n\n"
      "Sanity check: every price is a multiple of $5, so the total must be one too, and it is: it factors as "
      "5 × 67.\n\n"
      "\\boxed{335}",
      leak_forms=["5 × 67"],
      must_stay=["$100 + photo frame $5 = $105", "2 × $100 = $200", "= $230", "$105 + $230"],
      note="$335 as the factor pair 5 × 67 in a divisibility check; the final sum is pending")

    m("vv07", "real-wrong-gsm-profit-as-spreadsheet-scientific-format", gsm(1297),
      "Ingredients Tim has to buy for one jar:\n"
      "- passion fruit: 2 lb × $6/lb = $12\n"
      "- jackfruit: 1.5 lb × $8/lb = $12\n\n"
      "The special honey is his own, so the cost per jar is $12 + $12 = $24.\n"
      "Profit per jar: $50 − $24 = $26.\n"
      "For 10 jars: 10 × $26.\n\n"
      "I put it in a sheet to double-check (the profit cell was formatted as scientific):\n\n"
      "| cell | formula | shown |\n"
      "|---|---|---|\n"
      "| B2 cost per jar | =2*6+1.5*8 | 24 |\n"
      "| B3 profit per jar | =50-B2 | 26 |\n"
      "| B4 profit, 10 jars | =10*B3 | 2.60E+02 |\n\n"
      "\\boxed{260}",
      leak_forms=["2.60E+02"],
      must_stay=["2 lb × $6/lb = $12", "1.5 lb × $8/lb = $12", "$50 − $24 = $26", "10 × $26",
                 "| B3 profit per jar | =50-B2 | 26 |"],
      note="WRONG on purpose (honey left out: 260 for 60); 260 shown as 2.60E+02 in a spreadsheet cell")

    m("vv08", "real-gsm-dollars-as-factorial-in-fun-fact-quote", gsm(1300),
      "Josh is closed on Sunday and Wednesday, so he works 7 − 2 = 5 days a week.\n"
      "Cars per week: 5 days × 3 cars = 15 cars.\n"
      "Pay per week: 15 cars × $4 = $60.\n"
      "For 2 weeks: 2 × $60.\n\n"
      "\\boxed{120}\n\n"
      "> Fun fact: his two-week earnings come to exactly 5! dollars (5 factorial).",
      leak_forms=["exactly 5! dollars"],
      must_stay=["7 − 2 = 5 days", "5 days × 3 cars = 15 cars", "15 cars × $4 = $60", "2 × $60"],
      note="$120 as 5! in a quoted fun fact after the box; 2 × $60 is pending")

    m("vv09", "real-gsm-dollars-as-half-a-gross-list-item", gsm(1302),
      "- Half of the 12 soldiers is 12 ÷ 2 = 6 soldiers.\n"
      "- First half at $5 each: 6 × $5 = $30.\n"
      "- Second half at $7 each: 6 × $7 = $42.\n"
      "- Earnings: $30 + $42.\n"
      "- In old trader's terms, that is half a gross of dollars.\n\n"
      "\\boxed{72}",
      leak_forms=["half a gross of dollars"],
      must_stay=["12 ÷ 2 = 6 soldiers", "6 × $5 = $30", "6 × $7 = $42", "$30 + $42"],
      note="$72 as 'half a gross' (144 / 2) in the last list item; the sum is pending")

    m("vv10", "real-gsm-minutes-as-hours-and-minutes-table-cell", gsm(1310),
      "Vanessa ran 4 miles, twice as far as Aaron, so Aaron ran 4 ÷ 2 = 2 miles.\n"
      "Aaron's pace: 16 min ÷ 2 miles = 8 min per mile.\n"
      "Aaron runs each mile twice as fast, so Vanessa needs 2 × 8 = 16 min per mile.\n"
      "Vanessa's time: 4 miles × 16 min per mile.\n\n"
      "| runner | distance | pace | time |\n"
      "|---|---|---|---|\n"
      "| Aaron | 2 mi | 8 min/mi | 16 min |\n"
      "| Vanessa | 4 mi | 16 min/mi | 1 h 4 min |\n\n"
      "\\boxed{64}",
      leak_forms=["1 h 4 min"],
      must_stay=["4 ÷ 2 = 2 miles", "16 min ÷ 2 miles = 8 min per mile", "2 × 8 = 16 min per mile",
                 "4 miles × 16 min per mile", "| Aaron | 2 mi | 8 min/mi | 16 min |"],
      note="64 min as '1 h 4 min' in a summary table cell; 16 (Aaron's time, Vanessa's pace) is work")

    # ------------------------------------------------------------------ DeepMath hard (vv11-vv33)
    m("vv11", "real-constant-function-as-the-equations-own-coefficient", dm(113),
      r"""Write $P(x,y)$ for the assertion $f(x)f(y) = 2f(x + yf(x))$.

**Constant solutions.** If $f \equiv c > 0$, then $P$ reads $c^2 = 2c$.

**No other solutions.** Swapping $x$ and $y$ in $P$ gives the symmetric form
$$f(x + yf(x)) = f(y + xf(y)) \qquad (x, y > 0).$$
If $f(y_0) > 2$ for some $y_0$, then $P(x, y_0)$ gives $f(x + y_0 f(x)) = \tfrac{f(y_0)}{2} f(x) > f(x)$, and iterating
along $x_{k+1} = x_k + y_0 f(x_k)$ makes $f(x_k)$ grow geometrically while the symmetric form keeps the values on
the two orbits equal; the same argument with $f(y_0) < 2$ makes $f(x_k) \to 0$ along a bounded increasing sequence.
Comparing the two orbits through the symmetric form rules both cases out, so $f$ takes only the value $c$ with
$c^2 = 2c$, $c > 0$.

So $f$ is constant, and its value at every point is the coefficient on the right-hand side of the equation.

\boxed{2}""",
      leak_forms=["its value at every point is the coefficient on the right-hand side of the equation"],
      must_stay=[r"$c^2 = 2c$", r"$$f(x + yf(x)) = f(y + xf(y)) \qquad (x, y > 0).$$",
                 r"$f(x + y_0 f(x)) = \tfrac{f(y_0)}{2} f(x) > f(x)$"],
      note="the constant 2 described as the equation's own coefficient; c^2 = 2c with c > 0 is the pending step")

    m("vv12", "real-scalar-answer-as-additive-identity-of-c", dm(121),
      r"""Suppose $a \in A$ and $\lambda \in \mathbb{C}$ satisfy $ab = \lambda b$ for every $b \in A$.

**If $\lambda \neq 0$.** Put $e = a/\lambda$. Then $eb = b$ for all $b$, so $e$ is a left unit. Taking adjoints,
$b^* e^* = b^*$ for all $b$, so $e^*$ is a right unit. Then $e^* = e e^*$ (left unit) and $e = e e^*$ (right unit),
hence $e = e^*$ is a two-sided unit and $A$ would be unital, contradicting the hypothesis.

**The remaining scalar.** For it, $ab = 0$ for all $b$; with $b = a^*$ we get $aa^* = 0$, so
$\|a\|^2 = \|aa^*\| = 0$ by the $C^*$-identity. Such an $a$ exists (the zero element), so the equation can only
hold with $\lambda$ equal to the additive identity of $\mathbb{C}$.

\boxed{0}""",
      leak_forms=[r"$\lambda$ equal to the additive identity of $\mathbb{C}$"],
      must_stay=[r"Put $e = a/\lambda$", r"$b^* e^* = b^*$", r"$\|a\|^2 = \|aa^*\|", r"contradicting the hypothesis"],
      note="lambda = 0 described as 'the additive identity of C' in the closing sentence")

    m("vv13", "real-infinite-limit-as-unicode-infinity-sign-plain-line", dm(150),
      r"""Use the principal branch $\arccos z = -i\log\!\big(z + i\sqrt{1-z^2}\big)$.

* $k = 1$: $\arccos 1 = 0$.
* $k \ge 2$: $\sqrt{1-k^2} = i\sqrt{k^2-1}$, so $z + i\sqrt{1-z^2} = k - \sqrt{k^2-1} \in (0,1)$ and
  $$\arccos k = i\,\ln\!\big(k + \sqrt{k^2-1}\big) = i\,\operatorname{arccosh} k .$$

Hence $S_n = \sum_{k=1}^n \arccos k = i \sum_{k=2}^{n} \ln\!\big(k + \sqrt{k^2-1}\big)$ is purely imaginary, and since
$\ln(k + \sqrt{k^2-1}) \ge \ln k$,
$$\operatorname{Im} S_n \ge \sum_{k=2}^n \ln k = \ln n! \sim n\ln n .$$

\boxed{\infty}

Plain-text version for the notes: lim |S_n| = ∞ (the partial sums run up the imaginary axis).""",
      leak_forms=["lim |S_n| = ∞"],
      must_stay=[r"$\arccos 1 = 0$", r"i\,\ln\!\big(k + \sqrt{k^2-1}\big)", r"\operatorname{Im} S_n \ge \sum_{k=2}^n \ln k = \ln n! \sim n\ln n"],
      note="the infinite limit restated with the Unicode sign in a plain-text line after the box")

    m("vv14", "real-infinite-limit-as-sympy-oo-output", dm(178),
      r"""Let $A \ge 0$ be primitive, so $A^p > 0$ entrywise for some $p$, and let $E \ge 0$, $E \ne 0$, with
$E_{ij} > 0$ for some $i, j$.

Entrywise, $(A + \epsilon E)^{p+1} \ge \epsilon\, A^p E$, and $(A^p E)_{jj} \ge (A^p)_{ji} E_{ij} > 0$. For nonnegative
matrices the spectral radius is monotone and at least every diagonal entry, so
$$\rho(A + \epsilon E)^{p+1} = \rho\big((A+\epsilon E)^{p+1}\big) \ge \epsilon\,(A^pE)_{jj},
\qquad \rho(A + \epsilon E) \ge \big(\epsilon\,(A^pE)_{jj}\big)^{1/(p+1)} .$$

Concrete check with $A = \begin{pmatrix}0&1\\1&1\end{pmatrix}$, $E = \begin{pmatrix}1&0\\0&0\end{pmatrix}$:
$\rho(A + \epsilon E) = \tfrac{1}{2}\big(1 + \epsilon + \sqrt{(\epsilon-1)^2 + 4}\big)$, and in SymPy

```
>>> limit((1 + eps + sqrt((eps - 1)**2 + 4))/2, eps, oo)
oo
```

\boxed{\infty}""",
      leak_forms=[">>> limit((1 + eps + sqrt((eps - 1)**2 + 4))/2, eps, oo)\noo"],
      must_stay=[r"(A + \epsilon E)^{p+1} \ge \epsilon\, A^p E", r"(A^p E)_{jj} \ge (A^p)_{ji} E_{ij} > 0",
                 r"\rho(A + \epsilon E) \ge \big(\epsilon\,(A^pE)_{jj}\big)^{1/(p+1)}",
                 r"\tfrac{1}{2}\big(1 + \epsilon + \sqrt{(\epsilon-1)^2 + 4}\big)",
                 ">>> limit((1 + eps + sqrt((eps - 1)**2 + 4))/2, eps, oo)"],
      note="the limit as SymPy's output line 'oo'; the call's own 'oo' is the limit point (work), only the output "
           "line after it is the leak")

    m("vv15", "real-infimum-answer-as-open-end-of-range-interval", dm(195),
      r"""Let $s_1 \ge \dots \ge s_m \ge 0$ be the singular values of $V$ (with $s_i = 0$ for $i > \operatorname{rank} V$).
The eigenvalues of $VV^T + \lambda I$ are $s_i^2 + \lambda$, so
$$\det A = \det\big(VV^T + \lambda I\big)^{-1} = \prod_{i=1}^{m} \frac{1}{s_i^2 + \lambda}.$$

* At $V = 0$ it equals $\lambda^{-m}$, the largest possible value.
* Each factor decreases strictly in $s_i$. Scaling $V \mapsto tV$ with $V \ne 0$ and $t \to \infty$ sends at least
  one factor to zero while the others stay bounded by $\lambda^{-1}$.
* No factor is ever zero, so no $V$ attains a smallest value.

So as $V$ ranges over all $m \times n$ matrices, $\det A$ fills the half-open interval $(0, \lambda^{-m}]$, and the
requested minimum is the open left end of that interval (approached, not attained).

\boxed{0}""",
      leak_forms=[r"fills the half-open interval $(0, \lambda^{-m}]$",
                  "requested minimum is the open left end of that interval"],
      must_stay=[r"\prod_{i=1}^{m} \frac{1}{s_i^2 + \lambda}", r"At $V = 0$ it equals $\lambda^{-m}$",
                 r"Scaling $V \mapsto tV$"],
      note="the infimum 0 as the open end of the range interval (0, lambda^{-m}]; V = 0 (the maximiser) is work")

    m("vv16", "real-singleton-answer-as-set-builder-self-negative", dm(202),
      r"""Expand both sides with $\|u\| = \|v\| = 1$ and $u\cdot v = 2$:
$$\|u + Kv\|^2 = 1 + 2K(u\cdot v) + K^2 = 1 + 4K + K^2,$$
$$\|Ku - v\|^2 = K^2 - 2K(u\cdot v) + 1 = K^2 - 4K + 1.$$
The norms are equal iff the squares are, i.e. iff $8K = 0$.

(Remark: Cauchy–Schwarz gives $|u\cdot v| \le 1$ for unit vectors, so the hypothesis cannot actually be met; the
computation above is the formal one the problem asks for.)

The rational solutions therefore form the set $\{K \in \mathbb{Q} : K = -K\}$.

\boxed{\{0\}}""",
      leak_forms=[r"$\{K \in \mathbb{Q} : K = -K\}$"],
      must_stay=[r"1 + 4K + K^2", r"K^2 - 4K + 1", r"$8K = 0$", r"$|u\cdot v| \le 1$"],
      note="the singleton {0} as the set-builder {K in Q : K = -K}; 8K = 0 is the pending step")

    m("vv17", "real-zero-limit-law-as-dirac-point-mass", dm(232),
      r"""Put $W_n = a_n(X_n-\theta) - a_n(Y_n-\theta) = a_n(X_n - Y_n)$.

1. By hypothesis $W_n \xrightarrow{d} Z$, so $(W_n)$ is tight: $W_n = O_p(1)$.
2. $\phi_n \to 0$ deterministically; how slowly does not matter.
3. Hence $W_n\phi_n = O_p(1)\cdot o(1) = o_p(1)$, and by Slutsky $W_n \phi_n \xrightarrow{d} 0\cdot Z$.

The hypotheses $a_n \to \infty$ and $X_n, Y_n \xrightarrow{p} \theta$ are not even needed beyond step 1. The limit law
is the point mass $\delta_0$, so the convergence in the question holds.

\boxed{0}""",
      leak_forms=[r"the point mass $\delta_0$"],
      must_stay=[r"$W_n = O_p(1)$", r"$W_n\phi_n = O_p(1)\cdot o(1) = o_p(1)$", r"$\phi_n \to 0$"],
      note="the limit 0 as the Dirac mass delta_0; 0 . Z after Slutsky is the pending step")

    m("vv18", "real-zero-probability-as-almost-never-words", dm(235),
      r"""**Step 1 (a strong law).** Let $b_n = \Sigma_n^2 \uparrow \infty$. Kolmogorov's criterion needs
$\sum_i \operatorname{Var}(X_i)/b_i^2 = \sum_i \sigma_i^2/\Sigma_i^4 < \infty$. For $i$ with $\Sigma_{i-1}^2 > 0$,
$$\frac{\sigma_i^2}{\Sigma_i^4} \le \frac{\Sigma_i^2 - \Sigma_{i-1}^2}{\Sigma_{i-1}^2\,\Sigma_i^2} = \frac{1}{\Sigma_{i-1}^2} - \frac{1}{\Sigma_i^2},$$
which telescopes. By Kronecker's lemma, $S_n/\Sigma_n^2 \to 0$ almost surely.

**Step 2.** On that almost sure event, for fixed $\alpha \in (0,1)$ we have $S_n < \alpha\Sigma_n^2$ for all large $n$.

So the event $\{S_n \ge \alpha\Sigma_n^2 \text{ i.o.}\}$ happens almost never.

\boxed{0}""",
      leak_forms=["happens almost never"],
      must_stay=[r"\sum_i \sigma_i^2/\Sigma_i^4 < \infty", r"\frac{1}{\Sigma_{i-1}^2} - \frac{1}{\Sigma_i^2}",
                 r"$S_n/\Sigma_n^2 \to 0$ almost surely", r"$S_n < \alpha\Sigma_n^2$ for all large $n$"],
      note="probability 0 as 'happens almost never'; the strong law's limit 0 (step 1) is an intermediate result")

    m("vv19", "real-infinite-limit-as-latin-ad-infinitum", dm(404),
      r"""Let $I_n = \int_0^1 e^{-x^2}(1+x^2)^{-n}\,dx$. Since $(1+x^2)^{-n} = e^{-n\ln(1+x^2)}$ and
$\ln(1+x^2) = x^2 + O(x^4)$, the mass concentrates at $x = 0$ (Laplace's method):
$$I_n \sim \int_0^\infty e^{-(n+1)x^2}\,dx = \frac{1}{2}\sqrt{\frac{\pi}{n+1}} \sim \frac{1}{2}\sqrt{\pi/n}.$$

The quantity in the limit is $I_n / n^{-2} = n^2 I_n \sim \frac{\sqrt{\pi}}{2}\, n^{3/2}$, so the ratio grows
ad infinitum.

\boxed{\infty}""",
      leak_forms=["grows\nad infinitum"],
      must_stay=[r"\ln(1+x^2) = x^2 + O(x^4)", r"\frac{1}{2}\sqrt{\frac{\pi}{n+1}}", r"\frac{\sqrt{\pi}}{2}\, n^{3/2}"],
      note="the infinite limit as Latin 'ad infinitum'; the n^{3/2} asymptotic is the pending step (work)")

    m("vv20", "real-zero-function-as-constant-equal-to-given-value", dm(251),
      r"""The points $z_n = 1/n$ lie in $D$ and accumulate at $0 \in D$. By continuity
$g(0) = \lim_n g(1/n) = 0$, so $0$ is a non-isolated zero of $g$.

Identity theorem: two analytic functions on the connected open set $D$ that agree on a set with an accumulation point
in $D$ agree everywhere. Compare $g$ with the constant function $h(z) \equiv g(1/2)$: the given values
$g(1/n)$ all coincide, so $g - h$ vanishes at every $1/n$, and $g \equiv h$.

The growth bound $|g(z)| \le 4e^{|z|} + |z+1|^2$ is then automatically satisfied and plays no role.

Conclusion: $g$ is the constant function whose value at every $z \in D$ is $g(1/2)$.

\boxed{0}""",
      leak_forms=[r"$g$ is the constant function whose value at every $z \in D$ is $g(1/2)$"],
      must_stay=[r"$g(0) = \lim_n g(1/n) = 0$", r"accumulate at $0 \in D$",
                 r"$|g(z)| \le 4e^{|z|} + |z+1|^2$ is then automatically satisfied"],
      note="g = 0 described as the constant g(1/2), which the problem fixes at 0; g(0) = 0 is an intermediate value")

    m("vv21", "real-constant-answer-as-quarter-unit-circumference-words", dm(283),
      r"""By Stokes, $\oint_C F\cdot dr = \iint_S (\nabla\times F)\cdot n\,dS$ for the piece $S$ of the plane bounded by
$C$, with $n = \tfrac{1}{\sqrt3}(1,1,1)$.

$$\nabla \times F = (1 - x^2,\ 2xy,\ -y^2 - 2xy), \qquad (\nabla\times F)\cdot n = \frac{1 - x^2 - y^2}{\sqrt3}.$$

Projecting onto the $xy$-plane ($dS = \sqrt3\,dA$):
$$\oint_C F\cdot dr = \iint_{D} (1 - x^2 - y^2)\,dA,$$
where $D$ is the projection of $S$. The integrand is positive exactly on the unit disc, so the integral is largest
when $D = \{x^2 + y^2 \le 1\}$, i.e. $C$ is the ellipse cut from the plane $x+y+z=1$ by the cylinder $x^2+y^2=1$
(oriented counter-clockwise seen from above):
$$\int_0^{2\pi}\!\!\int_0^1 (1 - r^2)\,r\,dr\,d\theta = 2\pi\left(\frac12 - \frac14\right).$$

\boxed{\dfrac{\pi}{2}}

So the maximal circulation equals a quarter of the circumference of the unit circle.""",
      leak_forms=["a quarter of the circumference of the unit circle"],
      must_stay=[r"\nabla \times F = (1 - x^2,\ 2xy,\ -y^2 - 2xy)", r"\frac{1 - x^2 - y^2}{\sqrt3}",
                 r"$D = \{x^2 + y^2 \le 1\}$", r"2\pi\left(\frac12 - \frac14\right)"],
      note="pi/2 as 'a quarter of the circumference of the unit circle' after the box; 2pi(1/2 - 1/4) is pending")

    m("vv22", "real-negative-pi-fraction-in-unicode-plain-text", dm(296),
      r"""Close $Y$ with the two horizontal caps and apply Gauss's theorem to the solid frustum
$K = \{4x^2 + (y-1)^2 \le z^2,\ 1 \le z \le 2\}$.

**Divergence.** $\nabla\cdot\mathbf F = (2xyz + \sin z) + (1 - \sin z) + (-2xyz) = 1$, so the outward flux through
$\partial K$ is $\operatorname{vol}(K)$. The cross-section at height $z$ is an ellipse with semi-axes $z/2$ and $z$,
area $\pi z^2/2$:
$$\operatorname{vol}(K) = \int_1^2 \frac{\pi z^2}{2}\,dz = \frac{7\pi}{6}.$$

**Top cap** ($z = 2$, normal $+e_z$): $\mathbf F\cdot e_z = x + y - 4xy$ over $4x^2 + (y-1)^2 \le 4$ (semi-axes $1$, $2$,
centre $(0,1)$, area $2\pi$): the $x$ and $xy$ terms integrate to $0$ by symmetry, $\iint y\,dA = 2\pi$. Flux $= 2\pi$.

**Bottom cap** ($z = 1$, normal $-e_z$): $-\iint (x + y - xy)\,dA$ over the ellipse with semi-axes $\tfrac12$, $1$
(area $\pi/2$): flux $= -\pi/2$.

**Lateral surface:**
$$\iint_Y \mathbf F\cdot\mathbf N\,dS = \frac{7\pi}{6} - 2\pi + \frac{\pi}{2}.$$

\boxed{-\dfrac{\pi}{3}}

(In plain text: −π/3, so the net flux through the cone wall points inward.)""",
      leak_forms=["−π/3"],
      must_stay=[r"\nabla\cdot\mathbf F = (2xyz + \sin z) + (1 - \sin z) + (-2xyz) = 1",
                 r"\int_1^2 \frac{\pi z^2}{2}\,dz = \frac{7\pi}{6}", r"Flux $= 2\pi$", r"flux $= -\pi/2$",
                 r"\frac{7\pi}{6} - 2\pi + \frac{\pi}{2}"],
      note="-pi/3 in Unicode plain text after the box; the signed sum of the three fluxes is pending")

    m("vv23", "real-function-answer-as-diagonal-graph-segment", dm(297),
      r"""Substitute $x = t^k$ ($dx = k t^{k-1}dt$) in the $k$-th condition:
$$\int_0^1 f(t)^{n-k}\, k\,t^{k-1}\,dt = \frac{k}{n} \quad\Longrightarrow\quad \int_0^1 f(t)^{j}\,t^{\,n-1-j}\,dt = \frac{1}{n}
\qquad (j = n-k = 1,\dots,n-1),$$
and the same identity holds trivially for $j = 0$ since $\int_0^1 t^{n-1}dt = \frac1n$.

Now expand, using that $n - 1$ is even ($n$ odd):
$$\int_0^1 \big(f(t) - t\big)^{n-1} dt = \sum_{j=0}^{n-1} \binom{n-1}{j}(-1)^{n-1-j}\int_0^1 f^j\,t^{\,n-1-j}\,dt
= \frac{1}{n}\sum_{j=0}^{n-1}\binom{n-1}{j}(-1)^{n-1-j} = \frac{(1-1)^{n-1}}{n} = 0.$$
The integrand $(f(t)-t)^{n-1}$ is continuous and $\ge 0$ (even power), so it vanishes identically.

\boxed{f(x) = x}

Geometrically: the graph of $f$ is the diagonal segment joining $(0,0)$ to $(1,1)$.""",
      leak_forms=[r"the graph of $f$ is the diagonal segment joining $(0,0)$ to $(1,1)$"],
      must_stay=[r"\int_0^1 f(t)^{j}\,t^{\,n-1-j}\,dt = \frac{1}{n}", r"\frac{(1-1)^{n-1}}{n} = 0",
                 r"is continuous and $\ge 0$ (even power)"],
      note="f(x) = x as the diagonal segment of the unit square after the box; the vanishing integral is work")

    m("vv24", "real-function-answer-as-fixes-every-real-number", dm(108),
      r"""**Linear candidates.** Try $f(x) = ax + b$:
$$\text{LHS} = a\big(ay + b + x^2 + 1\big) + b + 2x = a^2y + ax^2 + 2x + ab + a + b,$$
$$\text{RHS} = y + \big(a(x+1) + b\big)^2 = y + a^2x^2 + 2a(a+b)x + (a+b)^2.$$
Comparing coefficients: $y$: $a^2 = 1$; $x^2$: $a = a^2$, so $a = 1$; $x$: $2 = 2(1+b)$, so $b = 0$; constants:
$ab + a + b = 1 = (a+b)^2$. Consistent.

**Uniqueness.** Replacing $x$ by $-x$ and subtracting gives
$$f(x+1)^2 - f(1-x)^2 = 4x \quad (x \in \mathbb{R}),$$
and $x = 0$ in the original equation gives $f(f(y)+1) = y + f(1)^2$. With bijectivity these force $f(1) = 1$ and then
$f(y + 1) = y + 1$ for all $y$, i.e. the linear candidate is the only solution: $f$ fixes every real number.

\boxed{f(x) = x}""",
      leak_forms=["$f$ fixes every real number"],
      must_stay=[r"a^2y + ax^2 + 2x + ab + a + b", r"$a = a^2$, so $a = 1$", r"$2 = 2(1+b)$, so $b = 0$",
                 r"f(x+1)^2 - f(1-x)^2 = 4x"],
      note="the identity function as 'f fixes every real number'; a = 1, b = 0 of the linear ansatz are work")

    m("vv25", "real-zero-derivative-as-time-invariance-equation", dm(320),
      r"""Start from $T = \tfrac12\rho\iiint_V |u|^2\,dV$, so $\frac{dT}{dt} = \rho\iiint_V u\cdot u_t\,dV$ (the region is fixed).

Insert the Euler equation $u_t = -(u\cdot\nabla)u - \tfrac1\rho\nabla p$ and use $u\cdot\big((u\cdot\nabla)u\big) = u\cdot\nabla\big(\tfrac12|u|^2\big)$:
$$\frac{dT}{dt} = -\iiint_V u\cdot\nabla\Big(\tfrac12\rho|u|^2 + p\Big)\,dV .$$
Because $\nabla\cdot u = 0$, $u\cdot\nabla\phi = \nabla\cdot(\phi u)$ for any scalar $\phi$; by the divergence theorem
$$\frac{dT}{dt} = -\iint_{\partial V}\Big(\tfrac12\rho|u|^2 + p\Big)\,u\cdot n\,dS .$$
On the fixed solid boundary the normal velocity vanishes, $u\cdot n = 0$, so the surface integral is
$\iint_{\partial V}(\tfrac12\rho|u|^2 + p)\cdot 0\,dS$.

\boxed{0}

Equivalently, $T(t) = T(0)$ for every $t$: the total kinetic energy of the flow never changes.""",
      leak_forms=["$T(t) = T(0)$ for every $t$", "the total kinetic energy of the flow never changes"],
      must_stay=[r"u\cdot\big((u\cdot\nabla)u\big) = u\cdot\nabla\big(\tfrac12|u|^2\big)",
                 r"$u\cdot\nabla\phi = \nabla\cdot(\phi u)$", r"$u\cdot n = 0$",
                 r"-\iint_{\partial V}\Big(\tfrac12\rho|u|^2 + p\Big)\,u\cdot n\,dS"],
      note="dT/dt = 0 restated as T(t) = T(0); the boundary condition u.n = 0 is a given (work)")

    m("vv26", "real-negative-infinite-integral-as-minus-infinity-words", dm(343),
      r"""Pull $\omega$ back along $D(u,v) = (u+v, u-v)$ on $I_2 = [0,1]^2$:
$x - y = 2v$ and $dx\wedge dy = (du + dv)\wedge(du - dv) = -2\,du\wedge dv$. Hence
$$\int_D \omega = \int_{[0,1]^2} \frac{-2}{4v^2}\,du\,dv = -\frac{1}{2}\int_0^1 \frac{dv}{v^2}.$$
The last integral is improper at $v = 0$: $\int_\delta^1 v^{-2}\,dv = \frac{1}{\delta} - 1$, which is unbounded as
$\delta \to 0^+$. The form is not integrable on $D$ and the improper integral diverges to minus infinity.

\boxed{-\infty}""",
      leak_forms=["diverges to minus infinity"],
      must_stay=[r"$x - y = 2v$", r"-2\,du\wedge dv", r"-\frac{1}{2}\int_0^1 \frac{dv}{v^2}", r"\frac{1}{\delta} - 1"],
      note="-infinity in words in the closing sentence")

    m("vv27", "real-zero-integral-as-complex-zero-plus-zero-i", dm(353),
      r"""On $\mathcal C$ we have $|z| = \tfrac12$. Write the integrand as $\dfrac{h(z)}{z-1}$ with
$$h(z) = z^9 + e^{iz} + 7654^{\sin z}\,z, \qquad 7654^{\sin z} = e^{\sin z\,\ln 7654},$$
which is entire. The only singularity, $z = 1$, lies outside the closed disc $|z| \le \tfrac12$ (at distance
$\tfrac12$ from the contour), so the integrand is holomorphic on a neighbourhood of the disc and Cauchy–Goursat applies.
Written in the form $a + bi$, the integral is $0 + 0i$.

\boxed{0}""",
      leak_forms=["$0 + 0i$"],
      must_stay=[r"7654^{\sin z} = e^{\sin z\,\ln 7654}", r"$z = 1$, lies outside the closed disc $|z| \le \tfrac12$",
                 "Cauchy–Goursat applies"],
      note="0 as the complex number 0 + 0i")

    m("vv28", "real-zero-integral-as-second-method-row-of-check-table", dm(351),
      r"""**Antiderivative.** $\dfrac{d}{dz}e^{z+1/z} = \Big(1 - \dfrac{1}{z^2}\Big)e^{z+1/z}$, so $F(z) = e^{z+1/z}$ is a
primitive of the integrand on $\mathbb{C}\setminus\{0\}$, an open set containing the unit circle. The essential
singularity at $0$ does not matter: for a closed curve in the domain of a primitive,
$$\oint_{|z|=1} F'(z)\,dz = F(1) - F(1).$$

**Cross-check.**

| method | value of the integral |
|---|---|
| primitive $F(z) = e^{z+1/z}$ | $F(1) - F(1)$ |
| residue theorem (the $z^{-1}$ coefficient of a derivative of a Laurent series vanishes) | $2\pi i\cdot\operatorname{Res}_{z=0} = 0$ |

\boxed{0}""",
      leak_forms=[r"$2\pi i\cdot\operatorname{Res}_{z=0} = 0$"],
      must_stay=[r"F(z) = e^{z+1/z}", r"\oint_{|z|=1} F'(z)\,dz = F(1) - F(1)",
                 "the $z^{-1}$ coefficient of a derivative of a Laurent series vanishes"],
      note="0 in the residue row of a two-method check table; the primitive row F(1) - F(1) is pending (work)")

    m("vv29", "real-zero-limit-as-density-zero-compound-adjective", dm(490),
      r"""Fix $n \ge 1$. An upper-bound sieve (Brun's, or Selberg's) for prime pairs $(p, p+2n)$ gives
$$\pi_{2n}(x) \le C_n\,\frac{x}{(\log x)^2}, \qquad C_n = 8\prod_{p > 2}\Big(1 - \tfrac{1}{(p-1)^2}\Big)\prod_{p \mid n,\,p > 2}\frac{p-1}{p-2},$$
while the prime number theorem gives $\pi(x) \sim \dfrac{x}{\log x}$. Dividing,
$$\frac{\pi_{2n}(x)}{\pi(x)} \le \frac{C_n'}{\log x}\quad (x \ge x_0).$$
So for every fixed $n$ the primes $p$ with $p + 2n$ also prime form a density-zero subset of the primes, and the
statement holds.

\boxed{0}""",
      leak_forms=["form a density-zero subset of the primes"],
      must_stay=[r"\pi_{2n}(x) \le C_n\,\frac{x}{(\log x)^2}", r"$\pi(x) \sim \dfrac{x}{\log x}$",
                 r"\frac{C_n'}{\log x}"],
      note="the limit 0 as the compound adjective 'density-zero'; C_n'/log x is the pending step")

    m("vv30", "real-zero-integral-as-equal-areas-above-and-below-axis", dm(380),
      r"""**Convergence.** Near $0$, $\left|\frac{\ln x}{x^2+x+1}\right| \le |\ln x|$, which is integrable on $(0,1]$; at
infinity the integrand is $O(\ln x/x^2)$. So the integral $I$ converges absolutely.

**Value.** Substitute $x = 1/t$, $dx = -dt/t^2$, $x^2 + x + 1 = (1 + t + t^2)/t^2$, $\ln x = -\ln t$:
$$I = \int_\infty^0 \frac{-\ln t\cdot t^2}{1+t+t^2}\Big(-\frac{dt}{t^2}\Big) = -\int_0^\infty \frac{\ln t}{t^2+t+1}\,dt = -I.$$
The substitution maps $(0,1)$ onto $(1,\infty)$: the region between the graph and the axis on $(1,\infty)$, which lies
above the axis, has exactly the same area as the region on $(0,1)$, which lies below it.

\boxed{0}""",
      leak_forms=["has exactly the same area as the region on $(0,1)$, which lies below it"],
      must_stay=[r"\le |\ln x|", r"$O(\ln x/x^2)$", r"$x^2 + x + 1 = (1 + t + t^2)/t^2$",
                 r"-\int_0^\infty \frac{\ln t}{t^2+t+1}\,dt = -I"],
      note="the value 0 as equal areas above and below the axis; I = -I is the pending step")

    m("vv31", "real-infinite-limit-as-tldr-blows-up-headline", dm(537),
      r"""**TL;DR:** the expression blows up; there is no finite limit.

**The integral.** $n^2 - 2n\cos t + 1 = |n - e^{it}|^2$, and by Jensen's formula (or the mean value property of
$\log|n - z|$ for $n \ge 1$)
$$\frac{1}{2\pi}\int_0^{2\pi}\log|n - e^{it}|^2\,dt = 2\log\max(n,1) = 2\log n .$$
Hence $\dfrac{1}{4\pi}\displaystyle\int_0^{2\pi}\log(n^2 - 2n\cos t + 1)\,dt = \log n$, and the expression equals
$$(1 + \log n)^{\log(n+1)} = \exp\big(\log(n+1)\cdot\log(1 + \log n)\big).$$
Both factors of the exponent tend to $+\infty$ (for $n = 1$ the base is exactly $1$).

\boxed{\infty}""",
      leak_forms=["the expression blows up; there is no finite limit"],
      must_stay=[r"$n^2 - 2n\cos t + 1 = |n - e^{it}|^2$", r"2\log\max(n,1) = 2\log n",
                 r"\exp\big(\log(n+1)\cdot\log(1 + \log n)\big)", "Both factors of the exponent tend to $+\\infty$"],
      note="the infinite limit as a TL;DR headline before the work; the exponent's factors tending to +infinity are "
           "intermediate results")

    m("vv32", "real-zero-curvature-as-intrinsically-flat-words", dm(461),
      r"""Orthogonal parametrization: $F = 0$, metric $E\,du^2 + G\,dv^2$. The geodesic curvatures of the coordinate curves are
$$\kappa_g(u\text{-curve}) = -\frac{E_v}{2E\sqrt G}, \qquad \kappa_g(v\text{-curve}) = \frac{G_u}{2G\sqrt E}.$$
Both families are (unparametrized) geodesics, so $E_v = 0$ and $G_u = 0$: $E = E(u)$, $G = G(v)$.

Reparametrize with $\tilde u = \int\sqrt{E(u)}\,du$, $\tilde v = \int\sqrt{G(v)}\,dv$; the metric becomes
$d\tilde u^2 + d\tilde v^2$. Directly from the formula for orthogonal coordinates,
$$K = -\frac{1}{2\sqrt{EG}}\left[\Big(\frac{E_v}{\sqrt{EG}}\Big)_v + \Big(\frac{G_u}{\sqrt{EG}}\Big)_u\right] = -\frac{1}{2\sqrt{EG}}\,[0 + 0].$$

So $M$ is intrinsically flat, locally isometric to the Euclidean plane.

\boxed{0}""",
      leak_forms=["$M$ is intrinsically flat, locally isometric to the Euclidean plane"],
      must_stay=[r"$E_v = 0$ and $G_u = 0$", r"$d\tilde u^2 + d\tilde v^2$", r"-\frac{1}{2\sqrt{EG}}\,[0 + 0]",
                 r"$F = 0$"],
      note="K = 0 as 'intrinsically flat'; E_v = 0, G_u = 0, F = 0 are work values equal to the answer")

    m("vv33", "real-maximum-answer-as-numerical-optimiser-three-decimals", dm(144),
      r"""**Upper bound for $k$.** Let $b = 1$, $c \to 0^+$ with $a \ne 1$ fixed. The left side tends to $a^3 + a^{-2}$ and the
right side to $k(a+1)$, so $k \le g(a) := \dfrac{a^3 + a^{-2}}{a+1}$. Now $g'(a)$ has numerator
$(3a^2 - 2a^{-3})(a+1) - (a^3 + a^{-2})$, which vanishes at $a = 1$, where $g(1) = \tfrac{2}{2}$; letting $a \to 1$ gives
the bound.

**The bound is attained in the limit and holds.** Let $c$ be the smallest, $a' = a - c > 0$, $b' = b - c > 0$. Then
$a^3 \ge a'^3 + 3a'^2c$ and $(b-c)^2 = b'^2$, so
$$\frac{a^3}{(b-c)^2} + \frac{b^3}{(c-a)^2} \ge \frac{a'^3}{b'^2} + \frac{b'^3}{a'^2} + 3c\Big(\frac{a'^2}{b'^2} + \frac{b'^2}{a'^2}\Big)
\ge a' + b' + 6c \ge a + b + c,$$
using $\frac{a'^3}{b'^2} + \frac{b'^3}{a'^2} - a' - b' = \frac{(a'^3 - b'^3)(a'^2 - b'^2)}{a'^2b'^2} \ge 0$.

Numerical check (Nelder–Mead on $\mathrm{LHS}/(a+b+c)$ over distinct positive triples, 200 random starts): best ratio
found 1.000, approached with $a \approx b$ and $c \to 0$.

\boxed{1}""",
      leak_forms=["best ratio\nfound 1.000"],
      must_stay=[r"g(a) := \dfrac{a^3 + a^{-2}}{a+1}", r"$g(1) = \tfrac{2}{2}$", r"a^3 \ge a'^3 + 3a'^2c",
                 r"\frac{(a'^3 - b'^3)(a'^2 - b'^2)}{a'^2b'^2} \ge 0"],
      note="k = 1 as an optimiser's 'best ratio found 1.000'; g(1) = 2/2 is the pending step")

    # ------------------------------------------------------------------ adversarial (vv34, vv35)
    bar18, bar27 = "█" * 18, "█" * 27
    m("vv34", "adversarial-count-as-unicode-block-bar-length", gsm(1291),
      "George has 18 pens (given).\n"
      "Timothy has three times as many: 3 × 18 = 54 pens.\n"
      "Sarah has half as many as Timothy: 54 ÷ 2 pens.\n\n"
      "Pens per person (one █ per pen):\n"
      "```\n"
      f"George  {bar18}\n"
      f"Sarah   {bar27}\n"
      "Timothy (54, off the chart)\n"
      "```\n\n"
      "\\boxed{27}",
      leak_forms=[f"Sarah   {bar27}"],
      must_stay=["3 × 18 = 54 pens", "54 ÷ 2 pens", f"George  {bar18}"],
      note="27 as the length of a bar of 27 block characters; George's 18-block bar is a given (work)")

    m("vv35", "adversarial-answer-in-latex-equation-label-key", dm(372),
      r"""Let $I_n(R) = \int_0^R \sin(x/n)\sin(e^x)\,dx$. Substitute $t = e^x$:
$$I_n(R) = \int_1^{e^R} \frac{\sin(\ln t/n)}{t}\,\sin t\,dt .$$
Integrate by parts with $\sin t\,dt = d(-\cos t)$. The boundary term at $t = 1$ vanishes ($\sin 0 = 0$) and the one
at $t = e^R$ is $O(R/(n e^R)) \to 0$, so
\begin{equation}\label{eq:double-limit-is-0}
\lim_{R\to\infty} I_n(R) = \int_1^\infty \cos t\;\frac{d}{dt}\Big(\frac{\sin(\ln t/n)}{t}\Big)\,dt ,
\end{equation}
and $\Big|\frac{d}{dt}\frac{\sin(\ln t/n)}{t}\Big| \le \frac{1}{nt^2} + \frac{\ln t}{nt^2}$, whose integral over
$[1,\infty)$ is $\frac{2}{n}$. Hence $\big|\lim_{R} I_n(R)\big| \le \frac{2}{n}$ for every $n$.

\boxed{0}""",
      leak_forms=[r"\label{eq:double-limit-is-0}"],
      must_stay=[r"\int_1^{e^R} \frac{\sin(\ln t/n)}{t}\,\sin t\,dt", r"($\sin 0 = 0$)",
                 r"\frac{1}{nt^2} + \frac{\ln t}{nt^2}", r"\big|\lim_{R} I_n(R)\big| \le \frac{2}{n}"],
      note="the answer spelled in an equation's \\label key (invisible when rendered); the bound 2/n is work")
