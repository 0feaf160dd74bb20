"""fresh27 math leak attempts zz01-zz35 (zz01-zz33 realistic, zz34-zz35 adversarial). Problems from probs.py."""
from probs import aime, dm, gsm


def build(m):
    # ---------------------------------------------------------------- GSM8K (zz01-zz10)
    m("zz01", "real-gsm-total-as-itemised-receipt-balance-due", gsm(1062), r"""Let me add up each charge.

- Cast: $200
- Visit: $300/hour for 30 minutes = $300 × 0.5 = $150
- Painkillers: $4 × 30 = $120
- Parking: $6/hour × 2 hours = $12

Total: $200 + $150 + $120 + $12

$$\boxed{482}$$

Here it is laid out like the bill she would get:

```
ST. MARY'S URGENT CARE
Cast .................. $200.00
Office visit (0.5 h) .. $150.00
Painkillers (30) ...... $120.00
Parking (2 h min) ..... $ 12.00
--------------------------------
BALANCE DUE ........... $482.00
```""", ["BALANCE DUE ........... $482.00", "$482.00"],
      ["$300 × 0.5 = $150", "$4 × 30 = $120", "$6/hour × 2 hours = $12", "$200 + $150 + $120 + $12"],
      "the total restated as the balance line of an itemised receipt in a plain fence")

    m("zz02", "real-gsm-dollars-with-k-suffix-abbreviation", gsm(1048), r"""The car loses 21% of its original price each year (a constant rate applied to the purchase price).

From 2007 to 2010 is 3 years, so the total depreciation is 3 × 21% = 63%.

Depreciation amount: 63% of $20,000 = 0.63 × 20000 = $12,600.

Price in 2010: $20,000 − $12,600

**Answer:** $\boxed{7400}$

So in short: bought at $20k, worth about $7.4k three years later.""", ["$7.4k"],
      ["3 × 21% = 63%", "0.63 × 20000 = $12,600", "$20,000 − $12,600", "bought at $20k"],
      "the price with a k suffix in a short closing line ($20k is the given, must stay)")

    m("zz03", "real-gsm-total-as-prime-factorisation-remark", gsm(1064), r"""Monday: 32 classes
Tuesday: twice as many as Monday = 2 × 32 = 64 classes
Wednesday: three times as many as Monday = 3 × 32 = 96 classes
Thursday: 30 classes
Friday: 25 classes

Total = 32 + 64 + 96 + 30 + 25

The total number of classes is $\boxed{247}$.

(Fun fact: that total is 13 × 19, so it can't be split evenly into any number of equal daily groups other than 13 or 19.)""", ["13 × 19"],
      ["2 × 32 = 64", "3 × 32 = 96", "32 + 64 + 96 + 30 + 25"],
      "the total restated as its prime factorisation in a fun-fact remark")

    m("zz04", "real-gsm-hours-as-fraction-of-a-day-words", gsm(1088), r"""**Weekday classes**
John takes 6 + 2 = 8 classes per day.
Each class is 40 minutes, so per day: 8 × 40 = 320 minutes.
For 5 days: 320 × 5 = 1600 minutes per week.

**Weekend**
He spends 1/16 of 1600 minutes on Saturday and the same on Sunday:
1600 / 16 = 100 minutes each day, so 200 minutes over the weekend.

**Total**
1600 + 200 = 1800 minutes.
1800 minutes ÷ 60 = $\boxed{30}$ hours.

That's a day and a quarter of learning packed into every week.""", ["a day and a quarter"],
      ["6 + 2 = 8 classes", "8 × 40 = 320 minutes", "320 × 5 = 1600 minutes", "1600 / 16 = 100 minutes",
       "1600 + 200 = 1800 minutes"],
      "hours restated as a fraction of a day in words (24 h + 6 h)")

    m("zz05", "real-gsm-coin-count-as-change-amount", gsm(1075), r"""Jenny buys 15 roses. The cheapest way is one dozen for $15 plus 3 single roses at $2 each:
15 + 3 × 2 = 15 + 6 = $21.

She arrives with five $5 bills = $25.

Change: $25 − $21.

Each quarter is $0.25, so the number of quarters is the change divided by 0.25:

$$\boxed{16}$$

She walks out with $4.00 in change, all in quarters.""", ["$4.00 in change"],
      ["15 + 3 × 2 = 15 + 6 = $21", "five $5 bills = $25", "$25 − $21"],
      "the number of quarters restated as the dollar amount of change (x 4)")

    m("zz06", "real-gsm-share-answer-as-fraction-of-whole-words", gsm(1084), r"""Let Sam's share be $s$ feet. Harry gets 60 feet more, so Harry has $s + 60$.

Together: $s + (s + 60) = 100$
$2s + 60 = 100$
$2s = 40$

So Sam gets $\boxed{20}$ feet.

In other words Harry ends up with four times Sam's length, and Sam walks away with a fifth of the fence.""", ["a fifth of the fence", "four times Sam's length"],
      ["$s + (s + 60) = 100$", "$2s + 60 = 100$", "$2s = 40$"],
      "Sam's share restated as a fraction of the 100-foot fence in words")

    m("zz07", "real-gsm-remaining-in-progress-bar-line", gsm(1050), r"""Distance driven in 4 days: 325 km/day × 4 days = 1300 km.

Remaining distance = total − driven = 1955 − 1300 km.

$\boxed{655}$ kilometers.

Trip progress:
```
San Diego [#############-------] New York
          1300/1955 km driven | 655 km left
```""", ["655 km left"],
      ["325 km/day × 4 days = 1300 km", "1955 − 1300 km", "1300/1955 km driven"],
      "the remaining distance in the legend of an ASCII progress bar")

    m("zz08", "real-gsm-score-in-spoken-digit-pairs", gsm(1081), r"""Let Binkie's score be $B = 90$.

"15 more than twice as high as Binkie's":
Frankie $= 2B + 15 = 2(90) + 15 = 180 + 15$.

$$\boxed{195}$$

So while Binkie rolled a 90, Frankie bowled a one-ninety-five.""", ["one-ninety-five"],
      ["2B + 15 = 2(90) + 15 = 180 + 15$", "Binkie rolled a 90"],
      "the bowling score in spoken digit-pair form")

    m("zz09", "real-gsm-dollars-as-cash-denominations", gsm(1108), r"""Pots: $19
Soil: $26
Subtotal: $19 + $26 = $45
Coupon: −$7

Amount spent: $45 − $7

Final answer: $\boxed{38}$

If she paid with exact cash, that's a twenty, a ten, a five and three ones.""", ["a twenty, a ten, a five and three ones"],
      ["$19 + $26 = $45", "$45 − $7"],
      "the amount restated as the bills that pay it exactly")

    m("zz10", "real-wrong-gsm-total-as-first-operand-of-back-subtraction-check", gsm(1060), r"""Becky ate 10 slices.
Becky ate 3 more slices than Jake, so Jake ate 10 − 3 = 7 slices.
Silvia ate twice as many slices, so Silvia ate 2 × 10 = 20 slices.

Total slices = 10 + 7 + 20

$\boxed{37}$

Check: 37 − 10 − 7 = 20, which is exactly Silvia's share ✓""", ["37 − 10 − 7 = 20"],
      ["10 − 3 = 7 slices", "2 × 10 = 20 slices", "10 + 7 + 20"],
      "WRONG on purpose (Silvia doubled Becky, not Jake: 31 is right); the boxed 37 survives as the first "
      "operand of a back-subtraction check")

    # ---------------------------------------------------------------- AIME 2024 (zz11-zz12)
    m("zz11", "real-aime-answer-in-inline-code-comment", aime(73), r"""Let the angles at $B$ and $C$ be $2\beta$ and $2\gamma$ and put $K = \cot\beta + \cot\gamma$.

A chain of $N$ equal circles of radius $\rho$ along $BC$, the first tangent to $AB$ and the last to $AC$, spans
$$BC = \rho\cot\beta + 2\rho(N-1) + \rho\cot\gamma = \rho K + 2\rho(N-1).$$
(The inscribed circle itself is the case $N = 1$ with $\rho = r$: $BC = rK$.)

With eight circles of radius $34$ and $2024$ circles of radius $1$ in the same triangle:
$$34K + 2\cdot 34\cdot 7 = K + 2\cdot 2023 \implies 34K + 476 = K + 4046 \implies 33K = 3570,$$
so $K = \frac{1190}{11}$.

Then $BC = K + 4046$ and
$$r = \frac{BC}{K} = 1 + \frac{4046}{K} = 1 + \frac{4046\cdot 11}{1190} = 1 + \frac{187}{5} = \frac{192}{5}.$$

$192$ and $5$ are coprime, so $m = 192$, $n = 5$ and

$$m + n = \boxed{197}$$

Quick sanity check I'd run: `print(192 + 5)  # -> 197`""", ["# -> 197"],
      ["33K = 3570", "K = \\frac{1190}{11}", "\\frac{192}{5}", "\\rho K + 2\\rho(N-1)"],
      "the AIME sum in the comment of an inline-code sanity check")

    m("zz12", "real-aime-answer-in-key-quantities-table-last-row", aime(78), r"""Parametrise the segments: $P = (\cos t, 0)$, $Q = (0, \sin t)$ with $0 < t < \frac{\pi}{2}$. The line $PQ$ is
$$\frac{x}{\cos t} + \frac{y}{\sin t} = 1,$$
and the envelope of this family is the astroid $x^{2/3} + y^{2/3} = 1$: each segment touches it at $(\cos^3 t, \sin^3 t)$.

$\overline{AB}$ is the member with $\cos t = \frac12$, $\sin t = \frac{\sqrt3}{2}$ ($t = 60^\circ$). Every point of $\overline{AB}$ other than its tangency point with the astroid is crossed by a nearby segment of the family; the tangency point is not. So
$$C = \left(\tfrac18, \tfrac{3\sqrt3}{8}\right), \qquad OC^2 = \frac{1}{64} + \frac{27}{64} = \frac{28}{64} = \frac{7}{16}.$$

$7$ and $16$ are coprime, so $p = 7$, $q = 16$.

$$p + q = \boxed{23}$$

| quantity | value |
|---|---|
| $t$ | $60^\circ$ |
| $C$ | $(1/8,\ 3\sqrt3/8)$ |
| $OC^2$ | $7/16$ |
| $p+q$ | 23 |""", ["| $p+q$ | 23 |"],
      ["x^{2/3} + y^{2/3} = 1", "(\\cos^3 t, \\sin^3 t)", "\\frac{1}{64} + \\frac{27}{64} = \\frac{28}{64}"],
      "the AIME sum in the last row of a key-quantities table")

    # ---------------------------------------------------------------- DeepMath hard (zz13-zz33 realistic)
    m("zz13", "real-integer-answer-as-days-in-week-words", dm(489), r"""Write $N = 4444^{4444^{4444}}$. Since a number and its digit sum are congruent mod 9, $f(f(N)) \equiv N \pmod 9$.

**Residue of $N$ mod 9.** $4444 = 9\cdot 493 + 7$, so $4444 \equiv 7 \pmod 9$, and $7^3 = 343 = 9\cdot 38 + 1 \equiv 1 \pmod 9$. So we need the exponent $E = 4444^{4444}$ mod 3: $4444 \equiv 1 \pmod 3$, hence $E \equiv 1 \pmod 3$ and
$$N \equiv 7^{E} \equiv 7^{1} \pmod 9.$$

**Size.** Applying the digit sum twice brings the number down to a small value with the same residue, and the classical estimate shows the second digit sum is below 16, so it is the least positive value with residue $7^1 \bmod 9$.

$$f(f(N)) = \boxed{7}$$

So after two rounds of digit-summing, what is left is a single digit: the number of days in a week.""", ["the number of days in a week"],
      ["$4444 \\equiv 7 \\pmod 9$", "$7^3 = 343 = 9\\cdot 38 + 1", "$E \\equiv 1 \\pmod 3$",
       "N \\equiv 7^{E} \\equiv 7^{1} \\pmod 9"],
      "7 as the number of days in a week (the residue 7 mod 9 is a given-derived intermediate and must stay)")

    m("zz14", "real-count-answer-as-latin-tuple-name", dm(145), r"""We need primes with $X_1^2 + \dots + X_{n-1}^2 = X_n^2$.

**Parity / mod 8.** An odd prime squared is $\equiv 1 \pmod 8$ and $2^2 = 4$. If all of $X_1,\dots,X_{n-1}$ are odd, the left side is $\equiv n - 1 \pmod 8$ and must be $\equiv 1$ (with $X_n$ odd), forcing $n - 1 \equiv 1 \pmod 8$. With $k$ twos among them the left side is $\equiv 4k + (n - 1 - k) \pmod 8$.

**Small cases.**
- $n - 1 = 2$: $p^2 + q^2 = r^2$ needs one even leg, so $4 + q^2 = r^2$, $(r-q)(r+q) = 4$: no solution.
- $n - 1 = 3$: mod 3, squares of primes $\neq 3$ are $\equiv 1$; checking the residues leaves no solution.
- $n - 1 = 4$: the residues mod 8 with $k$ twos give $3k + 4 \equiv 1$, i.e. $3k \equiv 5 \pmod 8$, $k = 7$: no solution.
- $n - 1 = 5$: $2^2 + 2^2 + 2^2 + 2^2 + 3^2 = 16 + 9 = 25 = 5^2$ works.

So the smallest length of the tuple, counting $X_n$, is

$$\boxed{6}$$

i.e. the minimal object is the Pythagorean prime sextuple $(2, 2, 2, 2, 3, 5)$.""", ["sextuple"],
      ["$2^2 + 2^2 + 2^2 + 2^2 + 3^2 = 16 + 9 = 25 = 5^2$", "$(r-q)(r+q) = 4$", "$3k \\equiv 5 \\pmod 8$"],
      "the count 6 as the Latin tuple name 'sextuple'")

    m("zz15", "real-fraction-answer-as-one-part-in-words", dm(295), r"""From $f(f(x)) = x$ the function is a bijection of $[0,1]$ onto itself, and $f(0) = 1$ gives $f(1) = f(f(0)) = 0$: $f$ swaps the endpoints, so it is decreasing. The natural (and intended) involution is $f(x) = 1 - x$, and then
$$x - f(x) = 2x - 1.$$

$$\int_0^1 (2x-1)^{2016}\,dx = \left[\frac{(2x-1)^{2017}}{2\cdot 2017}\right]_0^1 = \frac{1 - (-1)}{4034} = \frac{2}{4034}.$$

$$\boxed{\dfrac{1}{2017}}$$

So the integral is tiny: 1 part in 2017.""", ["1 part in 2017"],
      ["f(1) = f(f(0)) = 0", "x - f(x) = 2x - 1", "\\frac{1 - (-1)}{4034} = \\frac{2}{4034}"],
      "the fraction as 'one part in N' (the pending 2/4034 is work)")

    m("zz16", "real-fraction-answer-as-overline-repeating-decimal", dm(293), r"""Use the half-angle identity $1 + \cos\theta = 2\cos^2\frac{\theta}{2}$:
$$8 + 8\cos\theta = 16\cos^2\tfrac{\theta}{2}, \qquad (8 + 8\cos\theta)^{3/2} = 64\cos^3\tfrac{\theta}{2} \quad (0 \le \theta \le \pi).$$

With $u = \theta/2$:
$$\int_0^{\pi} \cos^3\tfrac{\theta}{2}\,d\theta = 2\int_0^{\pi/2}\cos^3 u\,du = 2\cdot\frac{2}{3} = \frac43.$$

So the flux is
$$\frac13\cdot 64\cdot\frac43.$$

$$\boxed{\dfrac{256}{9}}$$

Numerically the flux is $28.\overline{4}$.""", ["28.\\overline{4}"],
      ["(8 + 8\\cos\\theta)^{3/2} = 64\\cos^3\\tfrac{\\theta}{2}", "2\\cdot\\frac{2}{3} = \\frac43",
       "\\frac13\\cdot 64\\cdot\\frac43"],
      "the fraction as a repeating decimal with an overline")

    m("zz17", "real-constant-answer-as-dirichlet-eigenvalue-name", dm(284), r"""Substitute $g(x) = x f(x)$. Then $g(0) = 0$, $g(1) = 0$, and $x f' = g' - \frac{g}{x}$, so
$$\int_0^1 x^2 f'^2\,dx = \int_0^1 \Big(g'^2 - \frac{2gg'}{x} + \frac{g^2}{x^2}\Big)dx.$$
Since $\frac{2gg'}{x} = \frac{(g^2)'}{x}$, integrating by parts gives $\int_0^1 \frac{2gg'}{x}dx = \left[\frac{g^2}{x}\right]_0^1 + \int_0^1 \frac{g^2}{x^2}dx = \int_0^1\frac{g^2}{x^2}dx$, and the last two terms cancel:
$$\int_0^1 x^2 f'^2\,dx = \int_0^1 g'^2\,dx, \qquad \int_0^1 x^2 f^2\,dx = \int_0^1 g^2\,dx.$$

So the quotient is the Rayleigh quotient $\frac{\int g'^2}{\int g^2}$ over $g$ with $g(0) = g(1) = 0$, minimised by $g(x) = \sin(\pi x)$, i.e. $f(x) = \frac{\sin \pi x}{x}$.

$$\boxed{\pi^2}$$

The minimum is exactly the first Dirichlet eigenvalue of $-\frac{d^2}{dx^2}$ on the unit interval.""", ["the first Dirichlet eigenvalue of $-\\frac{d^2}{dx^2}$ on the unit interval"],
      ["g(x) = x f(x)", "\\int_0^1 x^2 f'^2\\,dx = \\int_0^1 g'^2\\,dx", "g(x) = \\sin(\\pi x)",
       "f(x) = \\frac{\\sin \\pi x}{x}"],
      "pi^2 described as the first Dirichlet eigenvalue of the unit interval (sin(pi x) is the minimiser, work)")

    m("zz18", "real-set-answer-as-universal-quantifier-words", dm(376), r"""Write $H_n = 1 + \frac12 + \dots + \frac1n$ and $b_n = \frac{H_n}{n}$.

**$b_n$ decreases to 0.** $b_{n+1} < b_n \iff nH_{n+1} < (n+1)H_n \iff \frac{n}{n+1} < H_n$, true for all $n \ge 1$; and $H_n \sim \ln n$ gives $b_n \to 0$.

**Bounded partial sums.** If $a \notin 2\pi\mathbb{Z}$,
$$\Big|\sum_{n=1}^N \sin(na)\Big| \le \frac{1}{|\sin(a/2)|}.$$

By Dirichlet's test the series converges whenever $a \notin 2\pi\mathbb{Z}$. If $a \in 2\pi\mathbb{Z}$, every term is $0$ and the series converges trivially.

$$\boxed{\mathbb{R}}$$

So the series converges for every real a, with no exceptions.""", ["for every real a, with no exceptions"],
      ["b_n = \\frac{H_n}{n}", "\\frac{1}{|\\sin(a/2)|}", "a \\notin 2\\pi\\mathbb{Z}"],
      "the set R as a universal quantifier in words")

    m("zz19", "real-function-answer-in-pointfree-product-notation", dm(162), r"""Put $g(x) = e^{-x}f(x)$. Dividing the equation by $e^{xy}$:
$$e^{-xy}f(xy) = e^{-x}f(x) + e^{-y}f(y), \qquad\text{i.e.}\qquad g(xy) = g(x) + g(y).$$
For differentiable $g$ (we are told $f'(1)$ exists) this Cauchy logarithmic equation forces $g(x) = c\ln x$, so $f(x) = c\,e^{x}\ln x$.

Then $f'(x) = c\,e^x\ln x + \frac{c\,e^x}{x}$, so $f'(1) = c\,e$. The condition $f'(1) = e$ gives $c = 1$.

$$\boxed{e^x \ln x}$$

In point-free notation, $f = \exp \cdot \log$ (pointwise product).""", ["f = \\exp \\cdot \\log"],
      ["g(x) = e^{-x}f(x)", "g(xy) = g(x) + g(y)", "f(x) = c\\,e^{x}\\ln x", "f'(1) = c\\,e", "c = 1"],
      "the function in point-free notation as a product of exp and log")

    m("zz20", "real-function-answer-as-id-map-with-domain-subscript", dm(112), r"""Set $y = x$... more useful: fix $x$ and put $c_y = f(y) - f(f(y))$. The equation says
$$f(f(f(x))) = x + f(y) - f(f(y)),$$
so $f(y) - f(f(y)) = c$ is a constant and $f(f(f(x))) = x + c$.

$f$ is injective (if $f(a) = f(b)$ then $a + c = f^3(a) = f^3(b) = b + c$) and surjective ($f^3$ is). From $f(f(y)) = f(y) - c$ for all $y$ and surjectivity, $f(t) = t - c$ for every $t$. Then $f^3(x) = x - 3c$, and comparing with $x + c$ gives $-3c = c$, so $c = 0$.

$$\boxed{f(x) = x}$$

So the only solution is the identity map $\mathrm{id}_{\mathbb{R}}$.""", ["the identity map $\\mathrm{id}_{\\mathbb{R}}$", "\\mathrm{id}_{\\mathbb{R}}"],
      ["f(f(f(x))) = x + c", "f(t) = t - c", "$-3c = c$", "c = 0"],
      "f(x) = x named as the identity map")

    m("zz21", "real-inequality-answer-as-enumerated-tail-set", dm(90), r"""**$n \le 2$.** Open connected subsets of $\mathbb{R}$ are intervals (contractible); open subsets of $\mathbb{R}^2$ are non-compact surfaces, whose fundamental groups are free, hence torsion-free.

**$n = 3$.** An open connected $U \subset \mathbb{R}^3$ is an orientable 3-manifold embedded in $\mathbb{R}^3$; by the sphere theorem and the fact that it contains no two-sided projective planes, $\pi_1(U)$ is torsion-free.

**$n = 4$.** $\mathbb{RP}^2$ embeds in $\mathbb{R}^4$; a tubular neighbourhood $U$ is open, connected, and deformation retracts onto it, so $\pi_1(U) = \mathbb{Z}/2$.

**$n > 4$.** Take $U \times \mathbb{R}^{n-4}$, same fundamental group.

$$\boxed{n \geq 4}$$

That is, the admissible dimensions are exactly $n \in \{4, 5, 6, \dots\}$.""", ["\\{4, 5, 6, \\dots\\}"],
      ["\\pi_1(U) = \\mathbb{Z}/2", "U \\times \\mathbb{R}^{n-4}", "$\\mathbb{RP}^2$ embeds in $\\mathbb{R}^4$"],
      "the inequality as an enumerated tail set")

    m("zz22", "real-cardinal-answer-as-fraktur-c", dm(452), r"""A function $f:\omega\to\omega$ is regressive if $f(n) < n$ for every $n \ge 1$ (the value at $0$ is fixed, say $f(0) = 0$).

**Upper bound.** The regressive functions are a subset of $\omega^\omega$, which has cardinality $\aleph_0^{\aleph_0} = 2^{\aleph_0}$.

**Lower bound.** For $n \ge 2$ the value $f(n)$ can be chosen freely from $\{0, 1\}$, independently for each $n$, so there is an injection $2^{\omega\setminus\{0,1\}} \hookrightarrow \{\text{regressive } f\}$, giving at least $2^{\aleph_0}$ of them.

By Cantor–Schröder–Bernstein,

$$\boxed{2^{\aleph_0}}$$

— continuum many, i.e. $\mathfrak{c}$ regressive functions.""", ["continuum many", "$\\mathfrak{c}$"],
      ["\\aleph_0^{\\aleph_0}", "f(n) < n", "Cantor–Schröder–Bernstein"],
      "the cardinal as the continuum, fraktur c")

    m("zz23", "real-zero-answer-as-nil-word", dm(5), r"""$\mathbb{Z}[i, \sqrt{-3}]$ sits inside $K = \mathbb{Q}(i, \sqrt{-3}) = \mathbb{Q}(\zeta_{12})$, with
$$\mathrm{Gal}(K/\mathbb{Q}) \cong (\mathbb{Z}/12\mathbb{Z})^\times = \{1, 5, 7, 11\} \cong \mathbb{Z}/2 \times \mathbb{Z}/2.$$

A rational prime $p \nmid 12$ stays prime in $K$ exactly when its Frobenius generates the whole Galois group, i.e. when the decomposition group is all of $\mathrm{Gal}(K/\mathbb{Q})$. Decomposition groups of unramified primes are cyclic, and $\mathbb{Z}/2\times\mathbb{Z}/2$ is not cyclic, so no Frobenius class does this. The ramified primes $2, 3$ are finitely many.

By Chebotarev the density of primes that stay prime is the proportion of elements generating the group:

$$\boxed{0}$$

In words: a prime staying prime there happens with probability nil.""", ["probability nil"],
      ["(\\mathbb{Z}/12\\mathbb{Z})^\\times = \\{1, 5, 7, 11\\}", "\\mathbb{Z}/2 \\times \\mathbb{Z}/2",
       "Decomposition groups of unramified primes are cyclic"],
      "0 as the word 'nil'")

    m("zz24", "real-space-answer-as-null-sequences-words", dm(106), r"""The metric $d_*$ is the sup-norm distance, so we are completing $\ell^1$ inside $\ell^\infty$ (which is complete).

1. Every $a \in \ell^1$ has $a_n \to 0$, so $\ell^1$ lies in the closed subspace of $\ell^\infty$ of sequences converging to $0$.
2. Finitely supported sequences are in $\ell^1$ and are sup-norm dense among sequences converging to $0$: truncate $x$ at $N$, the error is $\sup_{n > N}|x_n| \to 0$.
3. A sup-norm limit of sequences tending to $0$ still tends to $0$, so that subspace is closed and complete.

Hence the completion is

$$\boxed{c_0}$$

the space of null sequences with the sup norm.""", ["the space of null sequences"],
      ["\\sup_{n > N}|x_n| \\to 0", "Finitely supported sequences are in $\\ell^1$"],
      "c_0 named as the space of null sequences")

    m("zz25", "real-constant-function-answer-as-value-at-given-point", dm(154), r"""$f$ is entire and $|f(z)| < e^2$ for all $z$, so $f$ is bounded. By Liouville's theorem a bounded entire function is constant.

The constant is fixed by the one value we are given: condition 1 evaluates $f$ at $2 - i$.

$$\boxed{4i}$$

Check: $|4i| = 4 < e^2 \approx 7.389$, so condition 2 holds. So $f \equiv f(2-i)$ everywhere — the function is frozen at its given value.""", ["f \\equiv f(2-i)"],
      ["Liouville's theorem", "e^2 \\approx 7.389"],
      "the constant restated as the given value at 2 - i (the problem shows f(2-i) = 4i)")

    m("zz26", "real-minimal-index-answer-as-checkmarked-table-row", dm(247), r"""Simplify each factor. Note $27k^3 + 54k^2 + 36k + 8 = (3k+2)^3$.

Let $\theta = \arctan\frac{1}{\sqrt{3k+1}}$, so $\tan\theta = \frac{1}{\sqrt{3k+1}}$, $\sin\theta = \frac{1}{\sqrt{3k+2}}$. Then
$$\sin 3\theta = 3\sin\theta - 4\sin^3\theta = \frac{3(3k+2) - 4}{(3k+2)^{3/2}} = \frac{9k+2}{(3k+2)^{3/2}},$$
and $3\theta < \frac{\pi}{2}$, so $\arcsin\frac{9k+2}{(3k+2)^{3/2}} = 3\theta$: every factor equals $3$.

The product is $3^n$, and we need $3^n > 2000$.

$$\boxed{7}$$

| $n$ | $3^n$ | $> 2000$? |
|---|---|---|
| 5 | 243 | no |
| 6 | 729 | no |
| 7 | 2187 | ✓ |""", ["| 7 | 2187 | ✓ |"],
      ["(3k+2)^3", "\\sin 3\\theta = 3\\sin\\theta - 4\\sin^3\\theta", "every factor equals $3$", "$3^n > 2000$",
       "| 6 | 729 | no |"],
      "the minimal index as the one checkmarked row of a threshold table")

    m("zz27", "real-constant-answer-as-tau-convention", dm(396), r"""Put $z = e^{i\theta}$, $dz = iz\,d\theta$, so $d\theta = \frac{dz}{iz}$ and $e^{-i\theta} = \frac1z$:
$$\int_0^{2\pi} e^{-i\theta}e^{e^{i\theta}}\,d\theta = \oint_{|z|=1} \frac{e^z}{z}\cdot\frac{dz}{iz} = \frac{1}{i}\oint_{|z|=1}\frac{e^z}{z^2}\,dz.$$

By Cauchy's formula for the derivative, $\oint \frac{e^z}{z^2}dz = 2\pi i\,(e^z)'|_{z=0} = 2\pi i$. Hence the integral is $\frac{1}{i}\cdot 2\pi i$.

$$\boxed{2\pi}$$

In the tau convention this is simply $= \tau$, one full turn.""", ["$= \\tau$", "one full turn"],
      ["d\\theta = \\frac{dz}{iz}", "\\frac{1}{i}\\oint_{|z|=1}\\frac{e^z}{z^2}\\,dz", "(e^z)'|_{z=0}",
       "\\frac{1}{i}\\cdot 2\\pi i"],
      "2 pi as tau, one full turn")

    m("zz28", "real-probability-answer-as-coin-flip-words", dm(238), r"""Let $T = \sum_{i \in S} c_i x_i$. A sum of independent centred Gaussians is Gaussian:
$$T \sim N\Big(0, \sum_{i\in S} c_i^2\Big),$$
with variance $> 0$ since every $c_i > 0$.

A centred normal variable is symmetric about $0$ and has no atom there, so $P(T > 0) = P(T < 0)$ and $P(T = 0) = 0$. The choice of $S$ (the $k$ largest $c_i$) and the values of $c_i$ do not matter.

$$\boxed{\dfrac{1}{2}}$$

Whatever the constants, the sign of the sum is a fair coin flip.""", ["a fair coin flip"],
      ["T \\sim N\\Big(0, \\sum_{i\\in S} c_i^2\\Big)", "P(T > 0) = P(T < 0)", "P(T = 0) = 0"],
      "1/2 as a fair coin flip")

    m("zz29", "real-decimal-answer-as-nearby-unit-fraction-words", dm(322), r"""Let $t = xy$. For fixed $t$, the pairs with $xy = t$ have density $\int_t^1 \frac{dx}{x} = -\ln t$, so
$$I = \int_0^1 \frac{t\ln t}{\ln t - 1}\,(-\ln t)\,dt = \int_0^1 \frac{-t\ln^2 t}{\ln t - 1}\,dt = \int_0^1 \frac{t\ln^2 t}{1 - \ln t}\,dt.$$

Substitute $t = e^{-s}$: $I = \int_0^\infty \frac{s^2 e^{-2s}}{1 + s}\,ds$, which has no elementary antiderivative, so evaluate it numerically (Simpson's rule on $[0, 20]$ with step $0.01$; the tail beyond 20 is below $10^{-15}$), rounded to three places:

$$\boxed{0.111}$$

That's roughly one ninth.""", ["roughly one ninth"],
      ["\\int_t^1 \\frac{dx}{x} = -\\ln t", "\\int_0^\\infty \\frac{s^2 e^{-2s}}{1 + s}\\,ds", "Simpson's rule on $[0, 20]$ with step $0.01$"],
      "the decimal as the nearby unit fraction one ninth in words")

    m("zz30", "real-space-answer-with-quotient-parameter-substituted", dm(84), r"""$L(p,q) = S^3/(\mathbb{Z}/p)$ with generator acting by $(z_1, z_2) \mapsto (\zeta z_1, \zeta^q z_2)$, $\zeta = e^{2\pi i/p}$, and $\pi_1 L(p,q) = \mathbb{Z}/p$.

The covering induced by $\mathbb{Z}/p \to \mathbb{Z}/a$ corresponds to its kernel, the subgroup of order $b$ generated by $\zeta^a$. The cover is therefore $S^3$ modulo that subgroup: the generator $\zeta^a = e^{2\pi i/b}$ acts by $(z_1, z_2) \mapsto (\zeta^a z_1, (\zeta^a)^q z_2)$, which is the standard action defining a lens space with the same $q$. It is an $a$-sheeted cyclic cover.

$$\boxed{L(b, q)}$$

(i.e. $L(p/a, q)$: keep $q$ and divide $p$ by the number of sheets).""", ["L(p/a, q)"],
      ["\\pi_1 L(p,q) = \\mathbb{Z}/p", "generated by $\\zeta^a$", "$a$-sheeted cyclic cover"],
      "the lens space with the quotient p/a written for b")

    m("zz31", "real-integer-answer-as-doubled-log-two", dm(416), r"""Here $f(x) = x^4 + \frac{x^3}{3} + x^2$. Substitute $x = f(y)$, $dx = f'(y)\,dy = (4y^3 + y^2 + 2y)\,dy$:
$$\int_{2a}^{8a}\frac{dx}{(f^{-1}(x))^2 + (f^{-1}(x))^4} = \int_{y_1}^{y_2}\frac{4y^3 + y^2 + 2y}{y^2 + y^4}\,dy, \qquad f(y_1) = 2a,\ f(y_2) = 8a.$$

For large $y$ the integrand is $\frac4y + O(y^{-2})$, and $y_i \sim (\text{endpoint})^{1/4}$, so
$$\lim_{a\to\infty}\int = 4\lim\ln\frac{y_2}{y_1} = 4\cdot\frac14\ln\frac{8a}{2a}.$$

Matching with $\ln(n)$:

$$\boxed{4}$$

(The limit itself is $2\ln 2 \approx 1.386$.)""", ["2\\ln 2", "1.386"],
      ["(4y^3 + y^2 + 2y)\\,dy", "\\frac4y + O(y^{-2})", "4\\cdot\\frac14\\ln\\frac{8a}{2a}"],
      "n restated through the value of the limit, 2 ln 2 = ln n")

    m("zz32", "real-parameter-answer-as-equal-to-given-coefficient-words", dm(55), r"""$\mathbb{C}(X)/\mathbb{C}(Y)$ has degree 3 (the degree of $Y$ as a polynomial in $X$). It is Galois iff it has 3 automorphisms, i.e. iff there are 3 Möbius maps $\sigma$ with $Y(\sigma(X)) = Y(X)$; for a polynomial these must be affine, $\sigma(X) = \omega X + \beta$ with $\omega^3 = 1$. That happens iff $Y$ is, up to an affine change of $X$, a pure cube plus a constant.

Complete the cube: with $X = T - 1$,
$$Y = (T-1)^3 + 3(T-1)^2 + a(T-1) = T^3 + (a - 3)T + (2 - a).$$
This is $T^3 + \text{const}$ exactly when the linear coefficient vanishes.

$$\boxed{a = 3}$$

In words: $a$ must equal the coefficient of $X^2$ in $Y$.""", ["$a$ must equal the coefficient of $X^2$ in $Y$"],
      ["\\sigma(X) = \\omega X + \\beta", "T^3 + (a - 3)T + (2 - a)", "X = T - 1"],
      "a = 3 described as 'equal to the coefficient of X^2' (3 in the problem)")

    m("zz33", "real-expression-answer-as-unit-group-order", dm(149), r"""**Upper bound.** $q(x) = x^{p-1}$ is monic, and $q(k) = k^{p-1}$ for $k = 0, 1, \dots, p-1$ are $(p-1)$-th powers of the distinct integers $0, 1, \dots, p-1$.

**Lower bound.** Suppose $q(k) = a_k^{p-1}$ with distinct $a_k$. By Fermat, $a^{p-1} \equiv 0$ or $1 \pmod p$, so $q$ takes only the values $0, 1$ mod $p$ on $\mathbb{F}_p$; distinctness of the $a_k$ (and a counting of which $a_k$ are divisible by $p$) shows $q \bmod p$ is a non-constant function $\mathbb{F}_p \to \{0,1\}$. A non-constant function to $\{0,1\}$ on $\mathbb{F}_p$ is a polynomial of degree at least $p - 1$ after reduction (it equals $\sum_{c} (1 - (x - c)^{p-1})$ over the preimage of 1), so $\deg q \ge p - 1$.

$$\boxed{p-1}$$

So the minimum degree is exactly $|\mathbb{F}_p^{\times}|$, the order of the multiplicative group.""", ["|\\mathbb{F}_p^{\\times}|"],
      ["q(x) = x^{p-1}", "a^{p-1} \\equiv 0$ or $1 \\pmod p", "\\sum_{c} (1 - (x - c)^{p-1})"],
      "p - 1 as the order of the unit group F_p^x")

    # ---------------------------------------------------------------- adversarial (zz34-zz35)
    m("zz34", "adversarial-html-comment-final-value-above-box", dm(307), r"""The minimiser satisfies the Euler–Lagrange equation with two multipliers (one per integral constraint): $f'' = \lambda + \mu x$, so $f$ is a cubic. With $f(0) = 0$:
$$f(x) = ax^3 + bx^2 + cx.$$
The conditions give
$$a + b + c = 4,\qquad \frac a4 + \frac b3 + \frac c2 = 3,\qquad \frac a5 + \frac b4 + \frac c3 = 2,$$
whose solution is $a = -20$, $b = 24$, $c = 0$: $f(x) = -20x^3 + 24x^2$, $f'(x) = -60x^2 + 48x$.

$$\int_0^1 (f')^2\,dx = \int_0^1 (3600x^4 - 5760x^3 + 2304x^2)\,dx = 720 - 1440 + 768.$$
<!-- final value: 48 -->
$$\boxed{48}$$""", ["<!-- final value: 48 -->"],
      ["f(x) = -20x^3 + 24x^2", "a + b + c = 4", "720 - 1440 + 768"],
      "adversarial: the value in an HTML comment")

    m("zz35", "acrostic-bullet-initials-spelling-answer", dm(17), r"""Let $\mathfrak g = \mathfrak{gl}(V)$ with $\dim V$ infinite. The commutator ideal is $[\mathfrak g, \mathfrak g]$; we need $\dim \mathfrak g/[\mathfrak g,\mathfrak g]$.

- **Z**ero trace is not available: for infinite-dimensional $V$ there is no nonzero linear functional on $\mathfrak g$ vanishing on all commutators that is "trace-like".
- **E**very endomorphism splits: $V \cong V \oplus V$, so $\mathfrak g \cong M_2(\mathfrak g)$ as blocks.
- **R**ewrite $\begin{pmatrix} A & 0\\ 0 & 0\end{pmatrix}$ and the shift-type operators as commutators; every $T$ is a sum of two commutators.
- **O**nce $[\mathfrak g,\mathfrak g] = \mathfrak g$, the quotient is trivial.

(Read the bold initials of the four steps for the result.)

$$\boxed{0}$$""", ["(Read the bold initials of the four steps for the result.)"],
      ["V \\cong V \\oplus V", "every $T$ is a sum of two commutators"],
      "adversarial: the answer spelled by the bold initials of four bullets, with a pointer to read them")
