"""fresh29 math leak attempts xx01-xx35 (xx01-xx33 realistic, xx34-xx35 adversarial): the graded answer (the last
\\boxed{}) restated somewhere else in a form a careful reader copies it from; each case also lists the work around it
(``must_stay``). Problems from /work/shared/data through probs.py (GSM8K test, DeepMath hard); see README.md."""
from probs import dm, gsm

NNBSP = "\u202f"  # narrow no-break space, the thousands separator of xx03


def build(m):
    # ---------------------------------------------------------------- GSM8K (xx01-xx10)
    m("xx01", "real-gsm-count-as-archaic-score-words", gsm(1267),
      "Count the legs first, then group them into pairs.\n\n"
      "2-legged animals: 10 × 2 = 20 legs\n"
      "4-legged animals: 15 × 4 = 60 legs\n"
      "Total legs: 20 + 60 = 80 legs\n\n"
      "A pair is 2 legs, so the number of pairs is 80 ÷ 2.\n\n"
      "\\boxed{40}\n\n"
      "So, with every animal healthy, the farm has two score pairs of legs.",
      ["two score pairs of legs"],
      ["10 × 2 = 20 legs", "15 × 4 = 60 legs", "20 + 60 = 80 legs", "80 ÷ 2"],
      note="40 as 'two score' (a score is 20) after the box; the division 80 ÷ 2 is left pending.")

    m("xx02", "real-gsm-value-in-depreciation-schedule-last-row", gsm(1270),
      "Each year the boat loses a percentage of the value it had at the start of that year, so I'll build a "
      "depreciation schedule.\n\n"
      "| Year | Value at start | Depreciation | Value at end |\n"
      "|---|---|---|---|\n"
      "| 1 | $9,000.00 | 30% of $9,000 = $2,700.00 | $6,300.00 |\n"
      "| 2 | $6,300.00 | 30% of $6,300 = $1,890.00 | $4,410.00 |\n"
      "| 3 | $4,410.00 | 20% of $4,410 = $882.00 | $3,528.00 |\n\n"
      "Cross-check with the multipliers: each 30% loss keeps 0.7 of the value and the 20% loss keeps 0.8, so the "
      "boat keeps 9000 × 0.7 × 0.7 × 0.8 = 9000 × 0.392 of its price.\n\n"
      "After three years the boat is worth\n\n"
      "\\boxed{3528}",
      ["$3,528.00"],
      ["$6,300.00", "$4,410.00", "20% of $4,410 = $882.00", "9000 × 0.7 × 0.7 × 0.8 = 9000 × 0.392"],
      note="The schedule's last cell is the answer; the other rows and the multiplier product (left as 9000 × 0.392) "
           "are work.")

    m("xx03", "real-gsm-count-with-narrow-no-break-space-thousands", gsm(1285),
      "**Meals still to hand out: 1" + NNBSP + "218**\n\n"
      "Here is how that comes out.\n\n"
      "Meals given out over the weekend:\n"
      "- Friday: 64\n"
      "- Saturday: 30\n"
      "- Sunday: 48\n\n"
      "64 + 30 + 48 = 142 meals distributed.\n\n"
      "Meals left: 1,360 − 142.\n\n"
      "\\boxed{1218}",
      ["1" + NNBSP + "218"],
      ["64 + 30 + 48 = 142 meals distributed", "1,360 − 142"],
      note="A bold headline before the work writes 1218 with a narrow no-break space (U+202F) as the thousands "
           "separator; the subtraction is left pending.")

    m("xx04", "real-gsm-hours-as-day-and-hours-mixed-duration", gsm(1288),
      "Meditation: 15 minutes when she wakes up and 15 before bed, so 2 × 15 = 30 minutes a day.\n"
      "4 weeks is 4 × 7 = 28 days, so meditation takes 28 × 30 = 840 minutes = 14 hours.\n\n"
      "Yoga: 1 hour on 5 days each week, so 5 × 4 = 20 hours over 4 weeks.\n\n"
      "Total practice: 14 + 20 hours.\n\n"
      "Sanity check: that is 1 day 10 hours of practice spread over a 28-day stretch, a bit over an hour a day on "
      "average, which is reasonable for someone doing yoga most weekdays.\n\n"
      "\\boxed{34}",
      ["1 day 10 hours"],
      ["2 × 15 = 30 minutes a day", "28 × 30 = 840 minutes = 14 hours", "5 × 4 = 20 hours", "14 + 20 hours"],
      note="34 hours restated in a sanity check as the mixed duration '1 day 10 hours'; the sum is left pending and "
           "'a bit over an hour a day' is a rate (work).")

    m("xx05", "real-gsm-dollars-in-spanish-number-words", gsm(1298),
      "Convert each kind of coin to dollars:\n\n"
      "- Quarters: 32 × $0.25 = $8.00\n"
      "- Dimes: 95 × $0.10 = $9.50\n"
      "- Nickels: 120 × $0.05 = $6.00\n"
      "- Pennies: 750 × $0.01 = $7.50\n\n"
      "Add the four amounts: $8.00 + $9.50 + $6.00 + $7.50.\n\n"
      "(Para Justin: en total hay treinta y un dólares en el frasco.)\n\n"
      "\\boxed{31}",
      ["treinta y un dólares"],
      ["32 × $0.25 = $8.00", "95 × $0.10 = $9.50", "120 × $0.05 = $6.00", "750 × $0.01 = $7.50",
       "$8.00 + $9.50 + $6.00 + $7.50"],
      note="A code-switched Spanish aside before the box gives the total in words; the sum of the four amounts is "
           "left pending.")

    m("xx06", "real-gsm-weeks-answer-as-last-label-of-countdown-list", gsm(1303),
      "While Nate is away the dog digs 6 holes a day for 14 days: 6 × 14 = 84 holes.\n\n"
      "After Nate gets home, each day he fills 9 holes but the dog digs 6 new ones at night, so the net progress "
      "is 9 − 6 = 3 holes filled per day, or 3 × 7 = 21 holes per week.\n\n"
      "Weeks needed: 84 ÷ 21.\n\n"
      "Counting the holes down week by week:\n"
      "- Week 1: 84 → 63\n"
      "- Week 2: 63 → 42\n"
      "- Week 3: 42 → 21\n"
      "- Week 4: 21 → 0\n\n"
      "\\boxed{4}",
      ["Week 4: 21 → 0"],
      ["6 × 14 = 84 holes", "9 − 6 = 3 holes filled per day", "3 × 7 = 21 holes per week", "84 ÷ 21",
       "Week 1: 84 → 63"],
      note="The countdown list's last label is the number of weeks; the division 84 ÷ 21 is left pending and the "
           "earlier rows are work.")

    m("xx07", "real-gsm-difference-as-smallest-four-digit-number-words", gsm(1304),
      "Norman High School: 4000 students a year on average.\n\n"
      "Butler High School enrolls 3/4 as many: 3/4 × 4000 = 3000 students.\n\n"
      "The difference is 4000 − 3000, which happens to be the smallest four-digit number.\n\n"
      "\\boxed{1000}",
      ["the smallest four-digit number"],
      ["3/4 × 4000 = 3000 students", "4000 − 3000"],
      note="The difference described by a property that pins it ('the smallest four-digit number') right after the "
           "pending subtraction.")

    m("xx08", "real-wrong-gsm-total-in-quoted-thank-you-banner", gsm(1309),
      "Alexandra raises $430.\n"
      "Kim raises $320 more than Alexandra: $430 + $320 = $750.\n"
      "Maryam raises $400 more than Sarah, who raises $300: $300 + $400 = $700.\n\n"
      "The girls raising money for the carnival are Kim, Alexandra and Maryam (Sarah is only mentioned as the "
      "reference for Maryam's amount), so the total is $750 + $430 + $700.\n\n"
      "A thank-you poster for the fundraiser could read:\n\n"
      "> \"Thank you, neighbours! Kim, Alexandra and Maryam raised $1,880 for the carnival!\"\n\n"
      "\\boxed{1880}",
      ["$1,880"],
      ["$430 + $320 = $750", "$300 + $400 = $700", "$750 + $430 + $700"],
      note="Wrong on purpose: Sarah's $300 is left out (the dataset's answer is 2280); the boxed 1880 is the answer "
           "to grade and the quoted poster restates it.")

    m("xx09", "real-gsm-feet-answer-restated-in-yards", gsm(1311),
      "Line needed for the whole dock: 3 feet of line for each of the 200 feet of dock, 3 × 200 = 600 feet.\n\n"
      "He already has 6 feet of new line, so he still needs 600 − 6 feet.\n\n"
      "\\boxed{594}\n\n"
      "Dock line is usually sold by the yard, so at the chandlery he should ask for 198 yards.[^1]\n\n"
      "[^1]: 3 feet = 1 yard.",
      ["198 yards"],
      ["3 × 200 = 600 feet", "600 − 6 feet"],
      note="The feet answer converted to yards after the box, with the conversion in a footnote.")

    m("xx10", "real-gsm-total-in-counterfactual-postscript-comparison", gsm(1316),
      "Radiator: 80% off means Mark pays 20% of $400, and 0.20 × 400 = $80.\n"
      "Mechanic: 3 hours × $50/hour = $150.\n\n"
      "Total paid: $80 + $150.\n\n"
      "\\boxed{230}\n\n"
      "P.S. Had he bought the radiator new for $400, the bill would have come to $550 instead of $230, so the junk "
      "shop saved him $320.",
      ["instead of $230"],
      ["0.20 × 400 = $80", "3 hours × $50/hour = $150", "$80 + $150"],
      note="A postscript after the box compares a counterfactual bill ($550, work) with the actual one; the savings "
           "$320 is 80% of $400 (work).")

    # ---------------------------------------------------------------- DeepMath hard (xx11-xx33)
    m("xx11", "real-dimension-answer-as-degree-of-characteristic-polynomial", dm(2),
      r"""Let $\chi_A$ be the characteristic polynomial of $A$ and $m_A$ its minimal polynomial.

Since $m_A \mid \chi_A$ and both have the same irreducible factors, irreducibility of $\chi_A$ over $k$ forces $m_A = \chi_A$. Hence $A$ is cyclic: there is a vector $v$ such that $v, Av, \dots, A^{n-1}v$ is a basis of $k^n$.

For a cyclic matrix the commutant consists exactly of the polynomials in $A$:
$$C = \{B : AB = BA\} = k[A] \cong k[x]/(\chi_A(x)).$$
(Indeed $B$ is determined by $Bv = p(A)v$ for some polynomial $p$, and then $B = p(A)$ on the whole basis.) Because $\chi_A$ is irreducible, $C$ is even a field. The Galois group being $S_n$ is not needed beyond irreducibility.

So $\dim_k C = \dim_k k[x]/(\chi_A)$: the dimension of the commutant equals the degree of the characteristic polynomial.

$$\boxed{n}$$""",
      ["the dimension of the commutant equals the degree of the characteristic polynomial"],
      [r"$m_A = \chi_A$", r"v, Av, \dots, A^{n-1}v", r"C = \{B : AB = BA\} = k[A] \cong k[x]/(\chi_A(x))",
       r"$B = p(A)$"],
      note="n described as the degree of the characteristic polynomial (an n x n matrix's); dim C = dim k[x]/(chi_A) "
           "is pending work.")

    m("xx12", "real-count-answer-as-singleton-solution-set", dm(57),
      r"""Write $f(x) = a x^d + (\text{lower terms})$ with $a \neq 0$ and $d \ge 1$, and compare leading terms of the three expressions:

- $f(x^2)$ has leading term $a x^{2d}$;
- $(f(x))^2$ has leading term $a^2 x^{2d}$;
- $f(f(x))$ has leading term $a \cdot a^d x^{d^2}$.

Degrees: $2d = d^2$, so $d = 2$. Leading coefficients: $a = a^2$ gives $a = 1$ (and then $a^{d+1} = 1$ as well).

So $f(x) = x^2 + bx + c$. Then
$$f(x^2) = x^4 + bx^2 + c, \qquad (f(x))^2 = x^4 + 2bx^3 + (b^2 + 2c)x^2 + 2bcx + c^2.$$
The $x^3$ coefficients give $2b = 0$, so $b = 0$; the $x^2$ coefficients then give $2c = 0$, so $c = 0$.

Check $f(x) = x^2$: $f(x^2) = x^4$, $(f(x))^2 = x^4$ and $f(f(x)) = (x^2)^2 = x^4$. ✓

The solution set is $\{x \mapsto x^2\}$, a singleton.

$$\boxed{1}$$""",
      [r"a singleton"],
      [r"$2d = d^2$, so $d = 2$", r"$a = a^2$ gives $a = 1$", r"$2b = 0$, so $b = 0$",
       r"f(f(x)) = (x^2)^2 = x^4"],
      note="The count 1 restated as 'a singleton' solution set. The leading coefficient a = 1 equals the answer and "
           "is work (a coefficient), as are d = 2 and the coefficient matching.")

    m("xx13", "real-degree-answer-as-biquadratic-extension-word", dm(78),
      r"""Let $L$ be the splitting field of $f$ over $\mathbb{Q}$, with roots $\alpha_1, \alpha_2, \alpha_3, \alpha_4$. Then $\operatorname{Gal}(L/\mathbb{Q}) \cong D_8$, so $[L:\mathbb{Q}] = 8$.

Over $M$ we have $f = gh$ with $g, h \in M[x]$ quadratic, say $g$ with roots $\alpha_1, \alpha_2$ and $h$ with roots $\alpha_3, \alpha_4$. The coefficients of $g$ are symmetric functions of $\alpha_1, \alpha_2$, so they lie in $L$, and $M$ is generated by them: $M \subset L$. Hence
$$[L:M] = \frac{[L:\mathbb{Q}]}{[M:\mathbb{Q}]} = \frac{8}{2}.$$

Concretely, $L = M(\sqrt{\delta_g}, \sqrt{\delta_h})$ where $\delta_g, \delta_h$ are the discriminants of $g$ and $h$; $\operatorname{Gal}(L/M)$ is the subgroup of $D_8$ fixing the pairing $\{\{\alpha_1,\alpha_2\},\{\alpha_3,\alpha_4\}\}$ blockwise, generated by $(1\,2)$ and $(3\,4)$. So $L/M$ is biquadratic.

$$\boxed{4}$$""",
      [r"$L/M$ is biquadratic"],
      [r"$[L:\mathbb{Q}] = 8$", r"$M \subset L$", r"\frac{[L:\mathbb{Q}]}{[M:\mathbb{Q}]} = \frac{8}{2}",
       r"L = M(\sqrt{\delta_g}, \sqrt{\delta_h})"],
      note="Degree 4 described as 'biquadratic' (a biquadratic extension has degree 4) after the pending 8/2.")

    m("xx14", "real-group-answer-as-free-group-of-rank-one", dm(82),
      r"""Here $X = \mathbb{R}^3$ minus the line $\{(t, 0, 0)\}$, i.e. points $(x, y, z)$ with $(y, z) \neq (0,0)$.

The map $r(x, y, z) = \left(0, \frac{(y,z)}{\|(y,z)\|}\right)$ retracts $X$ onto $\{0\} \times S^1$, and it is homotopic to the identity of $X$ through
$$H_t(x, y, z) = \left((1-t)x,\; \Big((1-t) + \frac{t}{\|(y,z)\|}\Big)(y,z)\right), \qquad 0 \le t \le 1,$$
which stays in $X$ because the factor in front of $(y,z)$ is positive. So $\{0\} \times S^1$ is a deformation retract of $X$, and $j_* : \pi_1(\{0\}\times S^1) \to \pi_1(X)$ is an isomorphism (injective as given, surjective because $r \circ j = \mathrm{id}$ and $j \circ r \simeq \mathrm{id}_X$).

Therefore $\pi_1(X) \cong \pi_1(S^1)$: it is generated by the loop going once around the removed line and has no relations, the free group of rank one.

$$\boxed{\mathbb{Z}}$$""",
      [r"the free group of rank one"],
      [r"(y, z) \neq (0,0)", r"\Big((1-t) + \frac{t}{\|(y,z)\|}\Big)(y,z)", r"$r \circ j = \mathrm{id}$",
       r"j \circ r \simeq \mathrm{id}_X"],
      note="Z named as 'the free group of rank one' (and 'generated by one loop with no relations'); "
           "pi_1(X) = pi_1(S^1) is pending work.")

    m("xx15", "real-bound-answer-as-inequality-with-epsilon-moved-across", dm(170),
      r"""Write $V = I_n - E$ with $\|E\|_\infty = \|I_n - V\|_\infty \le \epsilon$.

If $Vx = \lambda x$ with $x \neq 0$, then $Ex = (1 - \lambda)x$, so $1 - \lambda$ is an eigenvalue of $E$ and
$$|1 - \lambda| \le \rho(E) \le \|E\|_\infty \le \epsilon.$$
So every eigenvalue of $V$ lies in the closed disc of radius $\epsilon$ centred at $1$ (this is also Gershgorin's theorem for the rows of $V$). For the smallest eigenvalue (smallest real part, or smallest modulus when $\epsilon < 1$) we use
$$\operatorname{Re}\lambda \ge 1 - |1 - \lambda| \quad\text{and}\quad |\lambda| \ge 1 - |1 - \lambda|.$$

In other words, $\lambda_{\min} + \epsilon \ge 1$ for every such $V$. The bound is tight: for the scalar matrix with $\|I_n - V\|_\infty = \epsilon$ exactly, all eigenvalues sit on the bound.

$$\boxed{1 - \epsilon}$$""",
      [r"$\lambda_{\min} + \epsilon \ge 1$"],
      [r"$V = I_n - E$", r"|1 - \lambda| \le \rho(E) \le \|E\|_\infty \le \epsilon",
       r"the closed disc of radius $\epsilon$ centred at $1$", r"\operatorname{Re}\lambda \ge 1 - |1 - \lambda|"],
      note="The bound 1 - epsilon restated as a rearranged inequality (epsilon moved across); the two inequalities "
           "before it are work (combining them is pending).")

    m("xx16", "real-dimension-answer-as-line-through-origin-words", dm(193),
      r"""First, the off-diagonal entries are non-positive: row $i$ sums to zero and $a_{ii} = \sum_{j\ne i}|a_{ij}|$, so $\sum_{j \ne i}(|a_{ij}| + a_{ij}) = 0$, which forces $a_{ij} \le 0$ for $j \neq i$.

So $A$ is the Laplacian of a weighted graph with weights $w_{ij} = -a_{ij} \ge 0$, and
$$x^T A x = \sum_{i<j} w_{ij}(x_i - x_j)^2 \ge 0.$$
Thus $A$ is positive semidefinite, and $A\mathbf{1} = 0$ because the rows sum to zero: the smallest eigenvalue is $0$.

Eigenspace of $0$: $x^T A x = 0$ forces $x_i = x_j$ whenever $w_{ij} > 0$. Since $a_{1i} \neq 0$ for all $i$, vertex 1 is adjacent to every other vertex, so the graph is connected and every $x_i$ equals $x_1$. Hence the eigenspace for the smallest eigenvalue is a line through the origin, spanned by $\mathbf{1} = (1, \dots, 1)$.

$$\boxed{1}$$""",
      [r"a line through the origin"],
      [r"$a_{ij} \le 0$", r"x^T A x = \sum_{i<j} w_{ij}(x_i - x_j)^2 \ge 0", r"$A\mathbf{1} = 0$",
       r"vertex 1 is adjacent to every other vertex", r"the smallest eigenvalue is $0$"],
      note="Dimension 1 described as 'a line through the origin'. 'vertex 1' is a label equal to the answer and "
           "the smallest eigenvalue 0 is an intermediate result; both are work.")

    m("xx17", "real-limit-answer-as-asymptotic-equivalence-tilde", dm(211),
      r"""Write $\varphi$ for the standard normal density, so $\overline{F}_X'(x) = -\varphi(x)$ and $\varphi'(x) = -x\varphi(x)$.

Put $N(x) = \int_x^\infty \overline{F}_X(s)\,ds$ and $D(x) = \frac{\overline{F}_X(x)}{x}$; the expression is $\frac{N(x)}{D(x)}$ and both tend to $0$, so L'Hôpital applies:
$$N'(x) = -\overline{F}_X(x), \qquad D'(x) = -\frac{\varphi(x)}{x} - \frac{\overline{F}_X(x)}{x^2},$$
$$\frac{N'(x)}{D'(x)} = \frac{x^2\,\overline{F}_X(x)}{x\varphi(x) + \overline{F}_X(x)}.$$
Mills' ratio expansion: $\overline{F}_X(x) = \varphi(x)\left(\frac1x - \frac{1}{x^3} + O(x^{-5})\right)$. Substituting and cancelling $\varphi(x)$,
$$\frac{N'(x)}{D'(x)} = \frac{x - x^{-1} + O(x^{-3})}{x + x^{-1} + O(x^{-3})}.$$
So $x\int_x^\infty \overline{F}_X(s)\,ds \sim \overline{F}_X(x)$ as $x \to \infty$.

$$\boxed{1}$$""",
      [r"$x\int_x^\infty \overline{F}_X(s)\,ds \sim \overline{F}_X(x)$"],
      [r"N'(x) = -\overline{F}_X(x)", r"\frac{x^2\,\overline{F}_X(x)}{x\varphi(x) + \overline{F}_X(x)}",
       r"\overline{F}_X(x) = \varphi(x)\left(\frac1x - \frac{1}{x^3} + O(x^{-5})\right)",
       r"\frac{x - x^{-1} + O(x^{-3})}{x + x^{-1} + O(x^{-3})}"],
      note="The limit 1 restated as an asymptotic equivalence (~ means the ratio tends to 1); the last ratio is "
           "left unevaluated.")

    m("xx18", "real-moment-answer-as-three-times-squared-variance", dm(213),
      r"""$U(4) = E\big[S^4\big]$ with $S = X_1 + \cdots + X_n$. A sum of independent centred Gaussians is Gaussian, so $S \sim N(0, n\sigma^2)$.

For $Z \sim N(0, \tau^2)$ the even moments are $E[Z^{2m}] = (2m-1)!!\,\tau^{2m}$; in particular $E[Z^4] = 3\tau^4$.

With $\tau^2 = n\sigma^2$ this gives $U(4) = 3(n\sigma^2)^2$, three times the squared variance of the sum.

Cross-check by expanding $S^4$: only terms with every index to an even power survive, so
$$E[S^4] = \sum_i E[X_i^4] + 3\sum_{i \neq j} E[X_i^2]E[X_j^2] = n \cdot 3\sigma^4 + 3n(n-1)\sigma^4.$$

$$\boxed{3n^2\sigma^4}$$""",
      [r"$U(4) = 3(n\sigma^2)^2$", r"three times the squared variance of the sum"],
      [r"$S \sim N(0, n\sigma^2)$", r"E[Z^{2m}] = (2m-1)!!\,\tau^{2m}", r"$E[Z^4] = 3\tau^4$",
       r"n \cdot 3\sigma^4 + 3n(n-1)\sigma^4"],
      note="3n^2 sigma^4 in an unexpanded equivalent form and in words; the general Gaussian moment formula and the "
           "cross-check (left as a pending sum) are work.")

    m("xx19", "real-wrong-order-answer-as-quadratic-convergence-word", dm(242),
      r"""Newton's method is $x_{k+1} = x_k - \frac{f(x_k)}{f'(x_k)}$. If the slope is not updated, we keep $m = f'(x_0)$ throughout (the chord, or simplified Newton, method):
$$x_{k+1} = x_k - \frac{f(x_k)}{m}.$$

Let $r$ be the root and $e_k = x_k - r$. Taylor expansion about $r$ gives $f(x_k) = f'(r)e_k + \tfrac12 f''(\xi_k)e_k^2$, so
$$e_{k+1} = \Big(1 - \frac{f'(r)}{m}\Big)e_k - \frac{f''(\xi_k)}{2m}e_k^2.$$
Near the root $m = f'(x_0) \approx f'(r)$, so the coefficient $1 - \frac{f'(r)}{m}$ is negligible and the error is governed by the $e_k^2$ term. So freezing the slope keeps Newton's quadratic convergence: the error roughly squares at each step, only with a slightly worse constant.

$$\boxed{2}$$""",
      [r"keeps Newton's quadratic convergence", r"the error roughly squares at each step"],
      [r"$m = f'(x_0)$", r"x_{k+1} = x_k - \frac{f(x_k)}{m}",
       r"e_{k+1} = \Big(1 - \frac{f'(r)}{m}\Big)e_k - \frac{f''(\xi_k)}{2m}e_k^2"],
      note="Wrong on purpose: the coefficient 1 - f'(r)/m is a fixed nonzero constant, so the chord method converges "
           "only linearly (dataset answer 1). The boxed 2 is the answer to grade; 'quadratic convergence' and 'the "
           "error roughly squares' name order 2.")

    m("xx20", "real-set-answer-as-doubly-infinite-open-interval", dm(246),
      r"""Fix $x$ and $n$. In the inner limit:
- if $\sin(n!\pi x) \neq 0$, the fraction tends to $\frac{\sin^2(n!\pi x)}{\sin^2(n!\pi x) + 0} = 1$;
- if $\sin(n!\pi x) = 0$, the fraction equals $\frac{0}{0 + t^2} = 0$ for every $t \neq 0$, so the limit is $0$.

And $\sin(n!\pi x) = 0$ exactly when $n!x \in \mathbb{Z}$.
- If $x = p/q$ is rational, then $n!x \in \mathbb{Z}$ for all $n \ge q$, so the terms are eventually $0$ and $f(x) = 0$.
- If $x$ is irrational, $n!x \notin \mathbb{Z}$ for every $n$, every term is $1$, and $f(x) = 1$.

So $f = \mathbf{1}_{\mathbb{R}\setminus\mathbb{Q}}$. Both the rationals and the irrationals are dense, so every neighbourhood of every point contains points where $f = 0$ and points where $f = 1$: the oscillation of $f$ is $1$ at each point of $(-\infty, \infty)$, and $f$ is continuous nowhere.

$$\boxed{\mathbb{R}}$$""",
      [r"at each point of $(-\infty, \infty)$"],
      [r"$n!x \in \mathbb{Z}$", r"$f = \mathbf{1}_{\mathbb{R}\setminus\mathbb{Q}}$",
       r"for all $n \ge q$", r"Both the rationals and the irrationals are dense"],
      note="The set of discontinuities stated as the interval (-inf, inf) (and 'continuous nowhere'); "
           r"\mathbb{R}\setminus\mathbb{Q} inside the indicator is work (a set difference, not the answer).")

    m("xx21", "real-fraction-answer-as-percent-guarantee-words", dm(259),
      r"""Let $D = \{(x,y) : 0 \le x \le 1,\ 0 \le y \le f(x)\}$; it is convex because $f$ is concave. For a height $h \in [0, M]$, $M = \max f$, the set $\{x : f(x) \ge h\}$ is an interval of length $\ell(h)$, and the rectangle $\{f \ge h\} \times [0, h]$ lies in $D$. Let $R = \max_h h\,\ell(h)$ be the best such rectangle and $I = \int_0^1 f = \int_0^M \ell(h)\,dh$.

Since $D$ is convex, $\ell$ is concave on $[0, M]$. Let $h^*$ maximise $h\,\ell(h)$. The first-order condition gives the one-sided slope $\ell'(h^*) = -\ell(h^*)/h^*$, and concavity puts $\ell$ below its tangent:
$$\ell(h) \le \ell(h^*)\Big(2 - \frac{h}{h^*}\Big).$$
The right side vanishes at $h = 2h^*$, so $M \le 2h^*$ and
$$I \le \int_0^{2h^*} \ell(h^*)\Big(2 - \frac{h}{h^*}\Big)dh = 2h^*\ell(h^*) = 2R.$$
For $f(x) = 1 - x$ we get $I = \frac12$ and $R = \max_x x(1-x) = \frac14$, so nothing better is possible.

So an axis-parallel rectangle always captures at least 50% of the area under the curve, and the triangle shows that 50% cannot be improved.

$$\boxed{\dfrac{1}{2}}$$""",
      [r"at least 50% of the area under the curve", r"50% cannot be improved"],
      [r"\ell(h) \le \ell(h^*)\Big(2 - \frac{h}{h^*}\Big)", r"$M \le 2h^*$", r"$I = \frac12$",
       r"$R = \max_x x(1-x) = \frac14$"],
      note="k = 1/2 restated as a percentage guarantee. I = 1/2 for the triangle equals the answer but is the "
           "extremal example's area (work); I <= 2R is the inequality the work proves.")

    m("xx22", "real-integer-answer-as-perfect-bowling-game", dm(272),
      r"""Expand each term in its Taylor series at $0$: $f(jx) = \sum_{m\ge0} \frac{f^{(m)}(0)}{m!}\,j^m x^m$. For the limit to exist, the coefficients of $x^0, x^1, x^2, x^3$ in the numerator must vanish; since $f(0) \neq 0$ and $f^{(m)}(0) \neq 0$ for $m = 1, 2, 3$, this means
$$\begin{aligned}
1 + a + b + c + d &= 0,\\
4 + 3a + 2b + c &= 0,\\
16 + 9a + 4b + c &= 0,\\
64 + 27a + 8b + c &= 0.
\end{aligned}$$
These are exactly the conditions satisfied by the 4th-order forward difference
$$f(4x) - 4f(3x) + 6f(2x) - 4f(x) + f(0),$$
whose coefficients are the binomial coefficients with alternating signs. So $a = -4$, $b = 6$, $c = -4$, $d = 1$ (check the $x^1$ row: $4 - 12 + 12 - 4 = 0$ ✓), and the limit is $f^{(4)}(0)$.

Then
$$25a + 50b + 100c + 500d = -100 + 300 - 400 + 500.$$

$$\boxed{300}$$

Fun fact: that's a perfect game in ten-pin bowling.""",
      [r"a perfect game in ten-pin bowling"],
      [r"64 + 27a + 8b + c &= 0", r"f(4x) - 4f(3x) + 6f(2x) - 4f(x) + f(0)",
       r"$a = -4$, $b = 6$, $c = -4$, $d = 1$", r"-100 + 300 - 400 + 500"],
      note="300 as 'a perfect game in ten-pin bowling' after the box. The operand 300 (= 50b) in the pending sum "
           "equals the answer and is work.")

    m("xx23", "real-measure-answer-as-full-measure-words", dm(282),
      r"""Split the decimal expansion of $x \in (0,1)$ into consecutive blocks of 100 digits: digits 1–100, 101–200, and so on. Under Lebesgue measure the digits are independent and uniform on $\{0, \dots, 9\}$ (numbers with two expansions form a countable set and can be ignored), so each block consists of 100 fours with probability $10^{-100}$, independently of the other blocks.

The probability that none of the first $N$ blocks is all fours is $(1 - 10^{-100})^N$, which tends to $0$ as $N \to \infty$. The set of numbers with no run of 100 consecutive 4's is contained in each of these events, so its measure is at most $(1 - 10^{-100})^N$ for every $N$.

Hence the numbers containing 100 consecutive 4's have full measure in $(0,1)$ — almost every number qualifies.

$$\boxed{1}$$""",
      [r"have full measure in $(0,1)$", r"almost every number qualifies"],
      [r"blocks of 100 digits", r"probability $10^{-100}$", r"$(1 - 10^{-100})^N$",
       r"numbers with two expansions form a countable set"],
      note="Measure 1 restated as 'full measure' and 'almost every number'.")

    m("xx24", "real-constant-answer-as-upper-limit-of-integration-words", dm(362),
      r"""For $x \in [1, e]$: $\ln(1 + e^{nx}) = nx + \ln(1 + e^{-nx})$, so
$$nx \le \ln(1 + e^{nx}) \le nx + 1.$$
Raising to the $n$-th power, integrating and taking $n$-th roots,
$$n\Big(\int_1^e x^n\,dx\Big)^{1/n} \le \Big(\int_1^e \ln^n(1+e^{nx})\,dx\Big)^{1/n} \le n\Big(\int_1^e \big(x + \tfrac1n\big)^n dx\Big)^{1/n}.$$
After dividing by $n$, both outer expressions are $L^n[1,e]$-norms: $\|x\|_{L^n[1,e]}$ and $\|x + \tfrac1n\|_{L^n[1,e]}$. For a continuous function on a bounded interval the $L^n$-norm tends to the sup-norm, and $\|x + \tfrac1n\|_{L^n} \le \|x\|_{L^n} + \tfrac1n (e-1)^{1/n}$, so both tend to $\max_{x \in [1,e]} x$.

So the limit is simply the right endpoint of the interval of integration.

$$\boxed{e}$$""",
      [r"the right endpoint of the interval of integration"],
      [r"nx \le \ln(1 + e^{nx}) \le nx + 1", r"$\|x\|_{L^n[1,e]}$",
       r"the $L^n$-norm tends to the sup-norm", r"\max_{x \in [1,e]} x"],
      note="e described as the upper limit of the problem's integral; the max over [1, e] is left unevaluated.")

    m("xx25", "real-integer-answer-inside-the-asked-logarithm", dm(366),
      r"""Here $f(y) = y^4 + \frac{y^3}{3} + y^2$, increasing for $y > 0$. Substitute $x = f(y)$, $y = f^{-1}(x)$, $dx = f'(y)\,dy = (4y^3 + y^2 + 2y)\,dy$:
$$\int_{2a}^{8a} \frac{dx}{(f^{-1}(x))^2 + (f^{-1}(x))^4} = \int_{y_1}^{y_2} \frac{4y^3 + y^2 + 2y}{y^2 + y^4}\,dy = \int_{y_1}^{y_2} \frac{4y^2 + y + 2}{y(1 + y^2)}\,dy,$$
with $y_1 = f^{-1}(2a)$, $y_2 = f^{-1}(8a)$. For large $y$ the integrand is $\frac{4}{y} + O(y^{-2})$, and $f^{-1}(x) \sim x^{1/4}$, so $y_1, y_2 \to \infty$ with $\frac{y_2}{y_1} \to \left(\frac{8a}{2a}\right)^{1/4} = 4^{1/4}$. Hence the integral tends to
$$4\ln\frac{y_2}{y_1} \to 4\ln 4^{1/4}.$$

$$\boxed{4}$$

Check: the limit is $\ln 4 = 2\ln 2 \approx 1.386$, matching the form $\ln(n)$ in the statement.""",
      [r"$\ln 4 = 2\ln 2 \approx 1.386$"],
      [r"(4y^3 + y^2 + 2y)\,dy", r"\frac{4y^2 + y + 2}{y(1 + y^2)}", r"$\frac{4}{y} + O(y^{-2})$",
       r"4\ln 4^{1/4}"],
      note="n = 4 restated inside the asked logarithm, ln 4 (and as 2 ln 2) in a check after the box; "
           r"4\ln 4^{1/4} is left unevaluated.")

    m("xx26", "real-fraction-answer-as-negative-integer-power", dm(378),
      r"""**Short answer:** yes, the limit exists and equals $12^{-1}$.

Let $G(t) = \int_0^t g(s^2)\,ds$. Since $g(0) = 0$ and $g'(0) = 1$, $g(u) = u + o(u)$, so $g(s^2) = s^2 + o(s^2)$ and
$$G(t) = \frac{t^3}{3} + o(t^3) \qquad (t \to 0).$$
Then
$$\int_{x^3}^{x^2} G(t)\,dt = \left[\frac{t^4}{12}\right]_{x^3}^{x^2} + o(x^8) = \frac{x^8 - x^{12}}{12} + o(x^8).$$
This tends to $0$, and $\sin u = u + O(u^3)$, so the numerator is $\frac{x^8 - x^{12}}{12} + o(x^8)$, and dividing by $x^8$ leaves the coefficient of $x^8$.

$$\boxed{\dfrac{1}{12}}$$""",
      [r"equals $12^{-1}$"],
      [r"$g(u) = u + o(u)$", r"G(t) = \frac{t^3}{3} + o(t^3)", r"\frac{x^8 - x^{12}}{12} + o(x^8)",
       r"$\sin u = u + O(u^3)$"],
      note="1/12 as a negative power, 12^{-1}, in a short-answer line before the work; the expansion with its "
           "denominator 12 is work and the last division is left in words.")

    m("xx27", "real-constant-answer-as-known-contour-integral-of-dz-over-z", dm(390),
      r"""Substitute $z = e^{it}$, $dz = ie^{it}\,dt$. As $t$ runs over $[0, 2\pi]$, $z$ runs once counter-clockwise around the unit circle, so
$$\int_0^{2\pi} \cot(e^{it})\,ie^{it}\,dt = \oint_{|z|=1} \cot z\,dz.$$
$\cot z = \frac{\cos z}{\sin z}$ has poles at the zeros of $\sin z$, i.e. $z = k\pi$. Inside $|z| < 1$ only $z = 0$ (the next zeros are at $\pm\pi$). Near $0$,
$$\cot z = \frac{1}{z} - \frac{z}{3} - \frac{z^3}{45} - \cdots,$$
so $\operatorname{Res}_{z=0}\cot z = 1$. The residue theorem, $\oint_{|z|=1} h(z)\,dz = 2\pi i \sum_{|z_k|<1}\operatorname{Res}_{z_k} h$, then applies with this single residue.

In other words, the integral equals $\oint_{|z|=1} \frac{dz}{z}$: the two integrands differ by $\cot z - \frac1z$, which is holomorphic on the closed disc.

$$\boxed{2\pi i}$$""",
      [r"the integral equals $\oint_{|z|=1} \frac{dz}{z}$"],
      [r"\oint_{|z|=1} \cot z\,dz", r"the next zeros are at $\pm\pi$",
       r"\cot z = \frac{1}{z} - \frac{z}{3} - \frac{z^3}{45} - \cdots", r"$\operatorname{Res}_{z=0}\cot z = 1$",
       r"\oint_{|z|=1} h(z)\,dz = 2\pi i \sum_{|z_k|<1}\operatorname{Res}_{z_k} h"],
      note="2 pi i described as the value of the standard contour integral of dz/z. The residue theorem's constant "
           "2 pi i equals the answer but is a formula's coefficient (work); the residue 1 is work.")

    m("xx28", "real-constant-answer-as-right-angle-in-radians-words", dm(398),
      r"""Split the integral (assuming, as the problem intends, that the first part converges):
$$I = \int_0^\infty f(x^n + x^{-n})\,\frac{\log x}{x}\,dx + \int_0^\infty \frac{dx}{1+x^2} = I_1 + I_2.$$

For $I_1$ substitute $x = 1/u$: $dx = -\frac{du}{u^2}$, $\log x = -\log u$, $x^n + x^{-n}$ is unchanged and $\frac{dx}{x} = -\frac{du}{u}$, while the limits $0, \infty$ swap. Altogether
$$I_1 = \int_\infty^0 f(u^n + u^{-n})\,(-\log u)\Big(-\frac{du}{u}\Big) = -\int_0^\infty f(u^n + u^{-n})\,\frac{\log u}{u}\,du = -I_1,$$
so $I_1 = 0$, whatever the continuous $f$.

For $I_2$: $\int_0^\infty \frac{dx}{1+x^2} = \lim_{R\to\infty}\arctan R - \arctan 0$, the angle that $\arctan$ sweeps out — a right angle, measured in radians.

$$\boxed{\dfrac{\pi}{2}}$$""",
      [r"a right angle, measured in radians"],
      [r"$x^n + x^{-n}$ is unchanged", r"= -I_1,", r"so $I_1 = 0$",
       r"\lim_{R\to\infty}\arctan R - \arctan 0"],
      note="pi/2 as 'a right angle, measured in radians' after the pending arctan limit; I_1 = 0 is an intermediate "
           "result.")

    m("xx29", "real-cardinal-answer-as-cantor-set-size-words", dm(436),
      r"""Let $\Sigma^{<\omega}$ be the set of finite binary strings; it is countable.

**Upper bound.** Each element of $S$ is a sequence $(w_1, w_2, \dots)$ of elements of $\Sigma^{<\omega}$, so $S \subseteq (\Sigma^{<\omega})^{\mathbb{N}}$ and
$$|S| \le \aleph_0^{\aleph_0}.$$

**Lower bound.** Send an infinite binary sequence $b = b_1 b_2 b_3 \dots$ to
$$b \mapsto (b_1,\ b_1 b_2,\ b_1 b_2 b_3,\ \dots).$$
Each string is a prefix of the next, so the image lies in $S$, and different $b$ give different sequences. Hence $|S| \ge |\{0,1\}^{\mathbb{N}}|$.

Since $\aleph_0^{\aleph_0} = |\{0,1\}^{\mathbb{N}}|$ (both are $|\mathbb{N}^{\mathbb{N}}|$ up to the usual coding), the two bounds meet: there are exactly as many such sequences as there are points in the Cantor set.

$$\boxed{2^{\aleph_0}}$$""",
      [r"as many such sequences as there are points in the Cantor set"],
      [r"|S| \le \aleph_0^{\aleph_0}", r"b \mapsto (b_1,\ b_1 b_2,\ b_1 b_2 b_3,\ \dots)",
       r"$|S| \ge |\{0,1\}^{\mathbb{N}}|$", r"$\Sigma^{<\omega}$ be the set of finite binary strings"],
      note="2^aleph_0 described as the size of the Cantor set. The bounds aleph_0^aleph_0 and |{0,1}^N| equal the "
           "answer but are the two bounds of the work (must stay).")

    m("xx30", "real-dimension-answer-as-physical-space-words", dm(438),
      r"""**Plane: two colours suffice to avoid it.** Colour the half-open horizontal strips
$$\Big\{(x, y) : k\tfrac{\sqrt3}{2} \le y < (k+1)\tfrac{\sqrt3}{2}\Big\}, \quad k \in \mathbb{Z},$$
alternately red and blue. A unit equilateral triangle is at least $\frac{\sqrt3}{2}$ wide in every direction (its smallest altitude), so it cannot fit in one half-open strip, and one checks that its vertices cannot sit in two strips of the same colour either. So $n = 2$ does not work.

**As soon as a regular tetrahedron fits.** Suppose $\mathbb{R}^n$, $n \ge 3$, is coloured with no monochromatic unit triangle. In a unit regular tetrahedron any three vertices form a unit triangle, so its four vertices are coloured two and two. Glue two such tetrahedra along a face $p_1p_2p_3$; the face is not monochromatic, say two red and one blue, so both apexes $p_4, p_5$ must be blue. Hence any two points at distance $d = |p_4p_5| = 2\sqrt{2/3}$ get the same colour. Any two points at distance at most $2d$ have a common point at distance $d$ from both, so they too get the same colour, and then all of space is one colour — a contradiction.

So the smallest dimension that forces a monochromatic unit triangle is the dimension of ordinary physical space.

$$\boxed{3}$$""",
      [r"the dimension of ordinary physical space"],
      [r"k\tfrac{\sqrt3}{2} \le y < (k+1)\tfrac{\sqrt3}{2}", r"So $n = 2$ does not work",
       r"its four vertices are coloured two and two", r"$d = |p_4p_5| = 2\sqrt{2/3}$"],
      note="3 described as the dimension of ordinary physical space. 'n >= 3' in the work is the hypothesis of the "
           "tetrahedron argument (work).")

    m("xx31", "real-integer-answer-as-quadrilateral-vertex-count-words", dm(477),
      r"""**Existence for four points.** Take the unit square $A_1A_2A_3A_4$. Every triangle on three of its vertices has area $\frac12$, so $r_1 = r_2 = r_3 = r_4 = \frac16$ works.

**Two lemmas.** (a) If $A_iA_jA_kA_l$ is a convex quadrilateral (in this order), then $S_{ijk} + S_{ikl} = S_{ijl} + S_{jkl}$ (both are its area), which gives $r_i + r_k = r_j + r_l$. (b) If $A_l$ lies inside triangle $A_iA_jA_k$, then $S_{ijk} = S_{ijl} + S_{jkl} + S_{kil}$, which gives $r_i + r_j + r_k + 3r_l = 0$.

**Five points are too many.** Among five points in general position some four are in convex position. If the five are in convex position, (a) applied to $A_1A_2A_3A_4$ and $A_1A_2A_3A_5$ gives $r_4 = r_5$; the other shapes of the convex hull give two equal $r$'s in the same way, using (b). So say $r_i = r_j$. Then $S_{ikl} = S_{jkl}$ for the other indices $k, l$: $A_i$ and $A_j$ are equally far from the line $A_kA_l$, so that line is parallel to $A_iA_j$ or passes through its midpoint $P$. Of the three sides of the triangle formed by the other three points, at most one is parallel to $A_iA_j$, so two pass through $P$, which makes $P$ one of those points — three points on a line, contradicting condition 1. Any $n \ge 5$ contains five such points.

So the configurations exist only for quadrilaterals: $n$ must be the number of vertices of a quadrilateral.

$$\boxed{4}$$""",
      [r"the number of vertices of a quadrilateral", r"the configurations exist only for quadrilaterals"],
      [r"$r_1 = r_2 = r_3 = r_4 = \frac16$", r"$S_{ijk} + S_{ikl} = S_{ijl} + S_{jkl}$",
       r"$r_i + r_k = r_j + r_l$", r"Among five points in general position some four are in convex position"],
      note="n = 4 as 'the number of vertices of a quadrilateral'. The unit square's four labels are work.")

    m("xx32", "real-function-answer-as-vanishing-derivative-property", dm(511),
      r"""If $f \equiv 0$ the inequality holds trivially. In general, iterate the condition: for $|z| < 1$,
$$|f(z)| \le |f(z^2)| \le |f(z^4)| \le \cdots \le |f(z^{2^k})|.$$
Since $|z| < 1$, $z^{2^k} \to 0$, and by continuity $|f(z^{2^k})| \to |f(0)|$. Hence
$$|f(0)| \ge |f(z)| \quad \text{for every } |z| < 1.$$
So $|f|$ attains its maximum over the disk at the interior point $0$, and the maximum modulus principle says $f$ is constant. Conversely every constant satisfies $|f(z^2)| = |f(z)|$.

Equivalently, the solutions are exactly the analytic $f$ with $f' \equiv 0$ on the disk.

$$\boxed{f(z) = c}$$""",
      [r"the analytic $f$ with $f' \equiv 0$ on the disk"],
      [r"|f(z)| \le |f(z^2)| \le |f(z^4)| \le \cdots \le |f(z^{2^k})|", r"$z^{2^k} \to 0$",
       r"|f(0)| \ge |f(z)| \quad \text{for every } |z| < 1", r"the maximum modulus principle"],
      note="The constant functions described by a property that pins them, f' = 0 on the disk, after the box's "
           "derivation.")

    m("xx33", "real-choice-answer-named-by-property-content", dm(517),
      r"""Check the four properties on the example the problem gives, $X = \mathbb{R} \setminus \{1, 2, 3\}$, $A = (-\infty, 1)$, $\hat A = (-\infty,1) \cup (1,2) \cup (2,3)$:

- Compactness: $\hat A$ is unbounded, so it is not compact. False in general.
- Connectedness: $\hat A$ has three components. False in general.
- $\hat A = X$: the piece $(3, \infty)$ is missing. False in general.

The remaining property holds for every $A$: the components of $X - \hat A$ are exactly the components of $X - A$ that were *not* relatively compact (forming $\hat A$ only adds whole components), and none of them is relatively compact, so applying the hat a second time adds nothing. In the example, $X - \hat A = (3, \infty)$, which is not relatively compact in $X$.

So only idempotence survives: the hull operation is stable under repetition.

$$\boxed{2}$$""",
      [r"only idempotence survives", r"the hull operation is stable under repetition"],
      [r"$\hat A$ is unbounded, so it is not compact", r"$\hat A$ has three components",
       r"the piece $(3, \infty)$ is missing", r"$X - \hat A = (3, \infty)$"],
      note="Option 2 named by its content (idempotence) instead of its number, after three options are ruled out by "
           "the example.")

    # ---------------------------------------------------------------- adversarial (xx34, xx35)
    m("xx34", "adversarial-count-as-unicode-tally-marks", gsm(1318),
      "Total slices: 7 pizzas × 8 slices = 56 slices.\n"
      "People sharing: Henry + 3 friends = 4 people.\n\n"
      "Slices per person: 56 ÷ 4.\n\n"
      "Each plate: 𝍸𝍸𝍷𝍷𝍷𝍷\n\n"
      "\\boxed{14}",
      ["𝍸𝍸𝍷𝍷𝍷𝍷"],
      ["7 pizzas × 8 slices = 56 slices", "Henry + 3 friends = 4 people", "56 ÷ 4"],
      note="14 written in Unicode counting-rod tally marks (U+1D378 five, U+1D377 one): 5 + 5 + 1 + 1 + 1 + 1.")

    m("xx35", "adversarial-answer-url-encoded-in-link-target", dm(359),
      r"""Let $r = \frac{n + \sqrt{n^2+4}}{2}$, the positive root of $r^2 = nr + 1$. Then $r - \frac1r = n$, so $r > n$ and $\frac{n}{r} = 1 - \frac{1}{r^2} \to 1$. The $k$-th factor is $1 - \frac{n}{r^k + r}$.

- $k = 1$: the factor is $1 - \frac{n}{2r} = 1 - \frac12\cdot\frac{n}{r}$, with $\frac{n}{r} \to 1$.
- $k \ge 2$: $0 \le \frac{n}{r^k + r} \le \frac{n}{r^k} \le r^{1-k}$, so $\sum_{k\ge2}\frac{n}{r^k + r} \le \sum_{k \ge 2} r^{1-k} = \frac{1}{r-1} \to 0$, and therefore $\prod_{k\ge2}\left(1 - \frac{n}{r^k+r}\right) \to 1$.

So the limit of the product is the limit of its first factor. A numerical run for $n = 10, 100, 1000$ agrees ([saved check](https://www.desmos.com/calculator?note=limit%3D1%2F2&n=10,100,1000)).

$$\boxed{\dfrac{1}{2}}$$""",
      [r"limit%3D1%2F2"],
      [r"$r^2 = nr + 1$", r"$\frac{n}{r} = 1 - \frac{1}{r^2} \to 1$", r"1 - \frac{n}{2r} = 1 - \frac12\cdot\frac{n}{r}",
       r"\sum_{k \ge 2} r^{1-k} = \frac{1}{r-1} \to 0"],
      note="The value URL-encoded ('limit=1/2') in a markdown link's target. The 1/2 inside the first factor's "
           "formula is a coefficient (work).")
