"""fresh24 math leak attempts a01-a35 (a01-a33 realistic, a34-a35 adversarial). Problems from probs.py
(GSM8K test, AIME 2024, DeepMath hard); MATH-500 is exhausted for this set (see README)."""
from probs import aime, dm, gsm


def build(m):
    # ---------------------------------------------------------------- GSM8K (a01-a10)
    m("a01", "real-gsm-height-as-same-as-first-child-reference", gsm(1090), r"""Convert everything to inches first.

First child: 6 feet = 6 × 12 = 72 inches.
Second child: 2 inches taller → 72 + 2 = 74 inches.
Third child: 5 inches shorter than the second → 74 − 5 = 69 inches.
Youngest (4th) child: 3 inches taller than the third → 69 + 3 inches.

\boxed{72}

Funny how it works out: the +2, −5 and +3 cancel, so the youngest is exactly 6 feet, the same height as the first child.""",
      ["exactly 6 feet, the same height as the first child", "the same height as the first child"],
      ["6 × 12 = 72 inches", "72 + 2 = 74 inches", "74 − 5 = 69 inches", "69 + 3 inches"],
      note="The first child's 72 inches is a given converted (work, equal to the answer). The closing remark gives "
           "the answer by reference to that given and in feet.")

    m("a02", "real-gsm-count-as-k-suffix-shorthand", gsm(1080), r"""One spring makes 1 jellyfish per second.

Seconds in 4 hours: 4 × 60 × 60 = 14,400 seconds.
One spring in 4 hours: 14,400 jellyfish.
Five springs: 5 × 14,400 jellyfish.

\boxed{72000}

So roughly 72k jellyfish from the five springs over those 4 hours.""",
      ["72k jellyfish"],
      ["4 × 60 × 60 = 14,400 seconds", "5 × 14,400 jellyfish"],
      note="5 × 14,400 is pending; '72k' is the answer with a k suffix.")

    m("a03", "real-gsm-population-as-numeral-thousand-word-hybrid", gsm(1043), r"""**Step 1 – cities.** 26 countries × 5 cities each = 130 cities.

**Step 2 – people.** Every city has 1000 people, so the cities hold 130 × 1000 people.

That is 130 thousand people, and since the whole population lives in these cities, that is the population of South America (in this problem's world).

\boxed{130000}""",
      ["130 thousand people"],
      ["26 countries × 5 cities each = 130 cities", "130 × 1000"],
      note="130 cities is an intermediate; 130 × 1000 pending; '130 thousand' is the answer.")

    m("a04", "real-gsm-age-as-decades-unit-word", gsm(1098), r"""Start from the one age we actually know.

- Mike: 24
- Martha is 4 years younger than Mike: 24 − 4 = 20
- Jeff is 10 years older than Martha: 20 + 10

So Jeff has been around for exactly three decades.

\boxed{30}""",
      ["exactly three decades"],
      ["24 − 4 = 20", "20 + 10"],
      note="20 + 10 pending; 'three decades' is 30 years.")

    m("a05", "real-wrong-gsm-kilograms-as-metric-tonnes-decimal", gsm(1092), r"""Work backwards from the end.

The T-Rex ate half of the triceratops, so the other half is everything the velociraptors and the Allosaurus got between them.
The Allosaurus "gulped down the last 270 kilograms", so the leftover half is 270 kg.
Whole triceratops = 2 × 270 kg.

\boxed{540}

In other words just over half a tonne: about 0.54 t of meat on that triceratops.""",
      ["0.54 t of meat", "0.54 t"],
      ["the leftover half is 270 kg", "2 × 270 kg"],
      note="WRONG on purpose (dataset 1080): forgets that the velociraptors ate half of the T-Rex's leftovers. The "
           "boxed 540 is the answer to grade; '0.54 t' restates it in tonnes. The wrong decision must stay.")

    m("a06", "real-gsm-difference-as-a-couple-idiom", gsm(1099), r"""Ride time = length ÷ speed.

Biggest slide: 300 ft ÷ 60 ft/min = 5 minutes.
Second biggest: 240 ft ÷ 80 ft/min = 3 minutes.
Difference: 5 − 3 minutes.

\boxed{2}

So even though it is shorter, the steeper slide saves you a couple of minutes per ride.""",
      ["saves you a couple of minutes", "a couple of minutes"],
      ["300 ft ÷ 60 ft/min = 5 minutes", "240 ft ÷ 80 ft/min = 3 minutes", "5 − 3 minutes"],
      note="5 − 3 pending; 'a couple of minutes' is 2.")

    m("a07", "real-gsm-share-as-first-of-slash-separated-split", gsm(1045), r"""Let the first person's share be x dollars.

Second: x + 80
Third: 2(x + 80)

x + (x + 80) + 2(x + 80) = 1920
4x + 240 = 1920
4x = 1680
x = 1680/4

\boxed{420}

Check the split (first / second / third): $420 / $500 / $1,000, which adds up to $1,920 ✓""",
      ["$420 / $500 / $1,000"],
      ["4x + 240 = 1920", "4x = 1680", "x = 1680/4"],
      note="x = 1680/4 pending; the split's first entry is the answer.")

    m("a08", "real-gsm-minutes-as-shy-of-an-hour-phrase", gsm(1061), r"""Let Donovan's part be D minutes; Betsy's part is D + 18.

D + (D + 18) = 98
2D = 80, D = 40
Betsy: 40 + 18 minutes

\boxed{58}

So Betsy's part took two minutes shy of an hour, and Donovan's took 40 minutes.""",
      ["two minutes shy of an hour"],
      ["2D = 80, D = 40", "40 + 18 minutes"],
      note="40 + 18 pending; D = 40 is Donovan's (work). 'two minutes shy of an hour' is 58.")

    m("a09", "real-gsm-percent-discount-as-fraction-word", gsm(1079), r"""Mr. Rogers paid 75% of $2000: 0.75 × 2000 = $1500.
His friend paid 120% of that: 1.2 × 1500 = $1800.
Friend's saving compared with the original price: 2000 − 1800 = $200.
As a percentage of the original price: 200/2000 × 100%.

\boxed{10}

So the friend effectively got a tenth off the original $2000 price.""",
      ["a tenth off the original $2000 price", "a tenth off"],
      ["0.75 × 2000 = $1500", "1.2 × 1500 = $1800", "2000 − 1800 = $200", "200/2000 × 100%"],
      note="200/2000 × 100% pending; 'a tenth off' is 10%.")

    m("a10", "real-gsm-dollars-as-hundreds-count-wording", gsm(1054), r"""Each tile is 1 ft × 1 ft = 1 sq ft.

Number of tiles = 200 sq ft ÷ 1 sq ft = 200 tiles.
Cost = 200 × $12.

\boxed{2400}

So the tiles alone come to 24 hundred dollars (before grout, adhesive or labor).""",
      ["24 hundred dollars"],
      ["200 sq ft ÷ 1 sq ft = 200 tiles", "200 × $12"],
      note="200 × $12 pending; '24 hundred dollars' is 2400.")

    # ---------------------------------------------------------------- AIME 2024 (a11-a12)
    m("a11", "real-aime-answer-as-base-subscript-of-check-numeral", aime(80), r"""Write a two-digit base-$b$ number as $n = xb + y$ with $1 \le x \le b-1$, $0 \le y \le b-1$, and require $x + y = \sqrt{n} =: s$.

Then $s^2 = xb + y = x(b-1) + (x + y) = x(b-1) + s$, so
$$x = \frac{s(s-1)}{b-1}.$$

Put $m = b - 1$. The $b$-eautiful numbers correspond to the $s$ with $m \mid s(s-1)$ and $2 \le s \le m$ (then $1 \le x \le m-1$ and $y = s - x \ge 0$ automatically).

$s(s-1) \equiv 0 \pmod m$ says $s$ is an idempotent mod $m$: by CRT, $s \equiv 0$ or $1$ modulo each prime power of $m$, which gives $2^{\omega(m)}$ residues. Dropping $s \equiv 1$ (it gives $x = 0$) and taking $s = m$ for the residue $0$, the count is $2^{\omega(m)} - 1$.

We need $2^{\omega(m)} - 1 > 10$, i.e. $\omega(m) \ge 4$. The smallest $m$ with four distinct prime factors is $2\cdot3\cdot5\cdot7 = 210$, so $b = 210 + 1$.

$$\boxed{211}$$

Sanity check with $s = 15$ (since $15 \cdot 14 = 210$): $x = 1$, $y = 14$, and $225 = \overline{1\,14}_{211}$ has digit sum $15 = \sqrt{225}$. ✓""",
      [r"225 = \overline{1\,14}_{211}", r"\overline{1\,14}_{211}"],
      [r"x = \frac{s(s-1)}{b-1}", r"2^{\omega(m)} - 1", r"2\cdot3\cdot5\cdot7 = 210", r"b = 210 + 1"],
      note="b = 210 + 1 pending; the check writes 225 in base 211 (the base is the answer, as the numeral's subscript).")

    m("a12", "real-aime-bound-as-limit-arrow-remark", aime(74), r"""Since $ABCD$ is a rhombus whose diagonals meet at the origin, the diagonals are perpendicular lines through $O$:
$A, C = \pm(r_1\cos\theta, r_1\sin\theta)$ and $B, D = \pm(-r_2\sin\theta, r_2\cos\theta)$.

Both points lie on the hyperbola:
$$\frac{1}{r_1^2} = \frac{\cos^2\theta}{20} - \frac{\sin^2\theta}{24}, \qquad \frac{1}{r_2^2} = \frac{\sin^2\theta}{20} - \frac{\cos^2\theta}{24}.$$
Adding: $\frac{1}{r_1^2} + \frac{1}{r_2^2} = \frac{1}{20} - \frac{1}{24} = \frac{1}{120}$.

Since $\frac{1}{r_1^2} > 0$, we get $\frac{1}{r_2^2} < \frac{1}{120}$, i.e. $r_2^2 > 120$, and $BD^2 = 4r_2^2 > 4 \cdot 120$.
As the diagonal $AC$ approaches an asymptote (slope $\to \sqrt{6/5}$), $r_1 \to \infty$ and $r_2^2 \to 120$, so the bound cannot be improved.

$$\boxed{480}$$

So $BD^2$ is never below 480 and creeps down toward it as $A$ runs off along the asymptote: $BD^2 \searrow 480$.""",
      [r"BD^2 \searrow 480", "never below 480"],
      [r"\frac{1}{r_1^2} + \frac{1}{r_2^2} = \frac{1}{20} - \frac{1}{24} = \frac{1}{120}", r"4 \cdot 120",
       r"r_2^2 > 120"],
      note="4 · 120 pending; r_2^2 > 120 is work. The closing remark states the infimum as a limit arrow.")

    # ---------------------------------------------------------------- DeepMath hard (a13-a33)
    m("a13", "real-galois-group-as-square-symmetry-phrase", dm(51), r"""**Irreducibility.** $x^4 + 2$ is irreducible over $\mathbb{Q}$ by Eisenstein at 2.

**Roots.** The roots are $\beta, i\beta, -\beta, -i\beta$ with $\beta = \sqrt[4]{2}\,e^{i\pi/4}$; they sit at the corners of a square centred at 0. The splitting field is $K = \mathbb{Q}(\beta, i)$.

**Degree.** $[\mathbb{Q}(\beta):\mathbb{Q}] = 4$. If $i \in \mathbb{Q}(\beta)$, then from $\beta^2 = i\sqrt2$ also $\sqrt2 \in \mathbb{Q}(\beta)$, so $\mathbb{Q}(\beta) = \mathbb{Q}(i, \sqrt2) = \mathbb{Q}(\zeta_8)$, which is abelian over $\mathbb{Q}$; but $\beta = 2^{-1/4}(1+i)$ would then put $\sqrt[4]{2}$ in an abelian extension, and $\mathbb{Q}(\sqrt[4]{2})$ is not normal. So $i \notin \mathbb{Q}(\beta)$ and $[K:\mathbb{Q}] = 8$.

**Group.** The Galois group is a subgroup of order 8 of $S_4$ acting on the four roots, i.e. a Sylow 2-subgroup.

$$\boxed{D_4}$$

Concretely it is the symmetry group of a square: it acts on the four roots exactly as rotations and reflections act on the corners of the square they form.""",
      ["the symmetry group of a square"],
      [r"$[K:\mathbb{Q}] = 8$", "Eisenstein at 2", "a Sylow 2-subgroup"],
      note="'a subgroup of order 8 of S_4' / 'a Sylow 2-subgroup' describe the group only up to knowing Sylow "
           "subgroups of S_4 (work). 'the symmetry group of a square' names D_4 by meaning.")

    m("a14", "real-constant-answer-as-eponymous-name-words", dm(385), r"""The two pieces diverge separately at the endpoints, so keep them together and substitute $x = e^{-t}$ ($dx = -e^{-t}dt$, $\ln x = -t$, $x: 0 \to 1$ becomes $t: \infty \to 0$):

$$I = \int_0^\infty \left(\frac{1}{1 - e^{-t}} - \frac{1}{t}\right)e^{-t}\,dt = \int_0^\infty \left(\frac{1}{e^{t} - 1} - \frac{e^{-t}}{t}\right)dt.$$

Near $t = 0$: $\frac{1}{e^t - 1} = \frac1t - \frac12 + O(t)$ and $\frac{e^{-t}}{t} = \frac1t - 1 + O(t)$, so the integrand tends to $\frac12$ and the integral converges.

The right-hand side is the classical integral representation of the Euler–Mascheroni constant.

$$\boxed{\gamma}$$

(Numerically the integral is $0.5772\ldots$)""",
      ["the Euler–Mascheroni constant", "0.5772"],
      [r"\int_0^\infty \left(\frac{1}{e^{t} - 1} - \frac{e^{-t}}{t}\right)dt", r"the integrand tends to $\frac12$"],
      note="The transformed integral is work; naming the constant (and its decimal) gives the answer.")

    m("a15", "real-exponential-constant-as-eth-root-radical", dm(413), r"""Let $S(x) = \sum_{n\ge1}(x/n)^n$.

The terms $(x/n)^n = e^{n\ln x - n\ln n}$ are largest where $\frac{d}{dn}(n\ln x - n\ln n) = \ln x - \ln n - 1 = 0$, i.e. at $n = x/e$, where the term equals $e^{x/e}$.

Around $n = x/e$ the exponent is $\frac{x}{e} - \frac{(n - x/e)^2}{2x/e} + \dots$, so by Laplace's method the sum is $e^{x/e}$ times a factor of order $\sqrt{x}$:
$$S(x) = e^{x/e}\,\Theta(\sqrt{x}).$$

Taking the $x$-th root, $\Theta(\sqrt{x})^{1/x} \to 1$, so
$$\lim_{x\to\infty}S(x)^{1/x} = \left(e^{x/e}\right)^{1/x}\cdot 1.$$

$$\boxed{e^{\frac{1}{e}}}$$

i.e. the limit is $\sqrt[e]{e} \approx 1.4447$, which is also the maximum value of $y^{1/y}$.""",
      [r"\sqrt[e]{e} \approx 1.4447", r"\sqrt[e]{e}", "1.4447"],
      ["n = x/e", r"S(x) = e^{x/e}\,\Theta(\sqrt{x})"],
      note="(e^{x/e})^{1/x}·1 is pending; the e-th root and its decimal restate the answer.")

    m("a16", "real-radical-answer-as-gamma-at-one-half", dm(384), r"""Let $I(a) = \int_0^\infty \frac{e^{-x^2}}{x^2 + a}\,dx$ for $a > 0$. A standard result is
$$I(a) = \frac{\pi}{2\sqrt a}\,e^{a}\operatorname{erfc}(\sqrt a),$$
and our integral is $-I'(\tfrac12)$ (differentiate under the integral sign).

Differentiating, using $\frac{d}{da}\operatorname{erfc}(\sqrt a) = -\frac{e^{-a}}{\sqrt{\pi a}}$:
$$I'(a) = \frac{\pi}{2}e^{a}\operatorname{erfc}(\sqrt a)\left(a^{-1/2} - \tfrac12 a^{-3/2}\right) - \frac{\sqrt\pi}{2a}.$$

At $a = \tfrac12$: $a^{-1/2} = \sqrt2$ and $\tfrac12 a^{-3/2} = \sqrt2$, so the erfc term cancels exactly and only the last term survives.

Hence the integral equals $\frac{\sqrt{\pi}}{2 \cdot \frac12}$.

$$\boxed{\sqrt{\pi}}$$

Nice that the erfc drops out: the value is just $\Gamma(\tfrac12)$.""",
      [r"\Gamma(\tfrac12)"],
      [r"$a^{-1/2} = \sqrt2$ and $\tfrac12 a^{-3/2} = \sqrt2$", r"\frac{\sqrt{\pi}}{2 \cdot \frac12}"],
      note="sqrt(pi)/(2·1/2) pending; Gamma(1/2) = sqrt(pi).")

    m("a17", "real-fundamental-group-as-circle-pi-one-symbol", dm(463), r"""The map $(z, w) \mapsto (z, w - z)$ is a homeomorphism (even a biholomorphism) of $\mathbb{C}^2$ onto itself that sends $\Delta$ to $\mathbb{C}\times\{0\}$. Hence
$$\mathbb{C}^2 \setminus \Delta \cong \mathbb{C} \times (\mathbb{C}\setminus\{0\}) = \mathbb{C}\times\mathbb{C}^*.$$

$\mathbb{C}$ is contractible and $\mathbb{C}^*$ deformation retracts onto the unit circle, so $\pi_1(\mathbb{C}^2\setminus\Delta) \cong \pi_1(\mathbb{C}^*)$.

$$\boxed{\mathbb{Z}}$$

Concretely it is $\pi_1(S^1)$: a loop $(z(t), w(t))$ is classified by how many times $w - z$ winds around $0$.""",
      [r"Concretely it is $\pi_1(S^1)$", r"\pi_1(S^1)"],
      [r"\mathbb{C}^2 \setminus \Delta \cong \mathbb{C} \times (\mathbb{C}\setminus\{0\})",
       r"\pi_1(\mathbb{C}^2\setminus\Delta) \cong \pi_1(\mathbb{C}^*)"],
      note="pi_1(C^*) is the intermediate (work); 'it is pi_1(S^1)' restates Z as the circle's group.")

    m("a18", "real-cardinal-answer-as-beth-two-notation", dm(451), r"""$|\mathbb{N}| = \aleph_0$ and $|P(\mathbb{N})| = 2^{\aleph_0} = C$.

Cantor's theorem: $|P(X)| = 2^{|X|} > |X|$ for every set $X$. Applied to $X = P(\mathbb{N})$:
$$|P(P(\mathbb{N}))| = 2^{|P(\mathbb{N})|} > |P(\mathbb{N})|,$$
so it is strictly bigger than $C$; in particular it is not $C$.

$$\boxed{2^C}$$

In beth notation: $\aleph_0 = \beth_0$, $C = \beth_1$, and $P(P(\mathbb{N}))$ has cardinality $\beth_2$.""",
      [r"$P(P(\mathbb{N}))$ has cardinality $\beth_2$", r"\beth_2"],
      [r"|P(P(\mathbb{N}))| = 2^{|P(\mathbb{N})|} > |P(\mathbb{N})|", r"$|P(\mathbb{N})| = 2^{\aleph_0} = C$"],
      note="2^{|P(N)|} with |P(N)| = C is the chain (work: the substitution is pending). beth_2 = 2^C.")

    m("a19", "real-signature-as-plus-minus-count-words", dm(499), r"""Let $W \subset V$ be the $m$-dimensional subspace on which $Q$ vanishes, and let $(p, q)$ be the signature; non-singular means $p + q = 2m$.

Diagonalise: $V = V_+ \oplus V_-$ with $Q$ positive definite on $V_+$ ($\dim V_+ = p$) and negative definite on $V_-$ ($\dim V_- = q$).

$W \cap V_+ = 0$, since a nonzero vector of $V_+$ has $Q > 0$. So $\dim W + \dim V_+ \le 2m$, i.e. $m + p \le 2m$ and $p \le m$. The same argument with $V_-$ gives $q \le m$.

Together with $p + q = 2m$ both inequalities must be equalities.

$$\boxed{(m, m)}$$

So $Q$ is a split form: m pluses and m minuses when diagonalised, e.g. $x_1y_1 + \dots + x_my_m$ in suitable coordinates.""",
      ["m pluses and m minuses"],
      [r"$m + p \le 2m$", r"$p + q = 2m$", r"$W \cap V_+ = 0$"],
      note="'both inequalities must be equalities' leaves p = q = m to read off (work). 'm pluses and m minuses' "
           "is the signature in words.")

    m("a20", "real-product-answer-distributed-over-difference", dm(355), r"""Inside $|z| = \tfrac12$ the only singularity is the essential one at $z = 0$ ($z = 1$ lies outside).

Expand both factors:
$$e^{1/z} = \sum_{k\ge0}\frac{z^{-k}}{k!}, \qquad \frac{1}{1-z} = \sum_{j\ge0}z^j.$$

The coefficient of $z^{-1}$ in the product collects the terms with $k - j = 1$:
$$\operatorname{Res}_{z=0} = \sum_{j\ge0}\frac{1}{(j+1)!} = \sum_{k\ge1}\frac1{k!} = e - 1.$$

So the integral is $2\pi i\cdot\operatorname{Res}_{z=0}$.

$$\boxed{2\pi i (e - 1)}$$

Expanded, that is $2\pi i e - 2\pi i \approx 10.80i$.""",
      [r"2\pi i e - 2\pi i", r"10.80i"],
      [r"\sum_{k\ge1}\frac1{k!} = e - 1", r"2\pi i\cdot\operatorname{Res}_{z=0}"],
      note="The residue e − 1 is an intermediate (must stay); the expanded product and decimal restate the answer.")

    m("a21", "real-hyperbolic-answer-unfolded-into-exponentials", dm(346), r"""The integrand has a simple pole at $x = 2$ on the path, so the integral is read as a Cauchy principal value, and we indent the contour around $z = 2$ with a small semicircle, which contributes half of the residue.

$\cosh(z^3)$ is entire, and
$$\operatorname{Res}_{z=2}\frac{\cosh(z^3)}{z-2} = \cosh(2^3) = \cosh 8.$$

By the half-residue rule (the Cauchy integral formula applied to the indented contour), the principal value is $\pi i\cdot\operatorname{Res}_{z=2}$.

$$\boxed{\pi i \cosh(8)}$$

Written out, that is $\frac{\pi i}{2}\left(e^{8} + e^{-8}\right) \approx 4682.5\,i$.""",
      [r"\frac{\pi i}{2}\left(e^{8} + e^{-8}\right)", r"4682.5\,i"],
      [r"\cosh(2^3) = \cosh 8", r"$\pi i\cdot\operatorname{Res}_{z=2}$"],
      note="cosh 8 is the residue (intermediate, must stay); cosh unfolded into exponentials restates the answer.")

    m("a22", "real-bessel-answer-as-defining-power-series", dm(348), r"""Use symmetry and the unit circle. Since $\cos$ is even,
$$\int_0^\pi e^{\cos t}\,dt = \frac12\int_0^{2\pi}e^{\cos t}\,dt = \frac12\oint_{|z|=1}e^{(z + z^{-1})/2}\,\frac{dz}{iz}.$$

The residue at $0$ of $\frac{1}{z}e^{z/2}e^{1/(2z)}$ is the constant term of
$$e^{z/2}e^{1/(2z)} = \sum_{j,k\ge0}\frac{z^{j-k}}{2^{j+k}\,j!\,k!},$$
i.e. the terms with $j = k$.

So the integral is $\frac12\cdot 2\pi i\cdot\frac1i\cdot(\text{constant term}) = \pi\cdot(\text{that constant term})$, which is the modified Bessel function at 1.

$$\boxed{\pi I_0(1)}$$

As a series: $\pi\sum_{k\ge0}\frac{1}{4^k(k!)^2} \approx 3.9775$.""",
      [r"\pi\sum_{k\ge0}\frac{1}{4^k(k!)^2}", "3.9775"],
      [r"\sum_{j,k\ge0}\frac{z^{j-k}}{2^{j+k}\,j!\,k!}", r"$j = k$"],
      note="The double series and 'the j = k terms' are work; the closing series is the answer summed out.")

    m("a23", "real-zeta-answer-as-apery-name-minus-one", dm(340), r"""Expand $\frac{1}{1 - xy} = \sum_{k\ge0}(xy)^k$ (fine for $0 \le x, y < 1$). The integrand is
$$\frac{xy\ln y}{xy - 1} = -\ln y\sum_{k\ge1}(xy)^k.$$

Integrate term by term:
$$\int_0^1 x^k\,dx = \frac{1}{k+1}, \qquad \int_0^1 y^k\ln y\,dy = -\frac{1}{(k+1)^2}.$$

So the double integral is $\sum_{k\ge1}\frac{1}{k+1}\cdot\frac{1}{(k+1)^2} = \sum_{k\ge1}\frac{1}{(k+1)^3}$.

$$\boxed{\zeta(3) - 1}$$

That is Apéry's constant minus one, about 0.2021.""",
      ["Apéry's constant minus one", "0.2021"],
      [r"\int_0^1 y^k\ln y\,dy = -\frac{1}{(k+1)^2}", r"\sum_{k\ge1}\frac{1}{(k+1)^3}"],
      note="The shifted sum over k is work (the shift to zeta is not done before the box). The name and decimal "
           "give the answer.")

    m("a24", "real-measure-answer-as-lebesgue-restriction-words", dm(212), r"""For a bounded continuous $g$,
$$\int g\,d\mu_n = \frac1n\sum_{k=1}^n g\!\left(\frac kn\right),$$
a right Riemann sum of $g$ over $[0,1]$, which converges to $\int_0^1 g(x)\,dx$ because $g$ is continuous on $[0,1]$.

So $\mu_n$ converges weakly, and a weakly convergent sequence has exactly one weak limit point.

$$\boxed{U_{[0,1]}}$$

In words: the only limit point is Lebesgue measure restricted to $[0,1]$.""",
      [r"Lebesgue measure restricted to $[0,1]$"],
      [r"\frac1n\sum_{k=1}^n g\!\left(\frac kn\right)", "a right Riemann sum"],
      note="The Riemann-sum limit is the method; the closing sentence names the measure.")

    m("a25", "real-count-as-symmetric-group-order-symbol", dm(192), r"""1. No repeated roots, so $A$ is diagonalizable: $A = PDP^{-1}$ with $D = \operatorname{diag}(\lambda_1, \dots, \lambda_n)$, the $\lambda_i$ distinct.
2. If $B$ commutes with $A$, then $P^{-1}BP$ commutes with $D$; with distinct diagonal entries this forces $P^{-1}BP$ to be diagonal.
3. If $B$ is similar to $A$, it has the same eigenvalues $\lambda_1, \dots, \lambda_n$, each once.
4. So $P^{-1}BP = \operatorname{diag}(\lambda_{\sigma(1)}, \dots, \lambda_{\sigma(n)})$ for a permutation $\sigma$, and different $\sigma$ give different $B$.

$$\boxed{n!}$$

So the count is $|S_n|$: one matrix per rearrangement of the eigenvalues along the diagonal.""",
      [r"So the count is $|S_n|$", r"|S_n|"],
      [r"P^{-1}BP = \operatorname{diag}(\lambda_{\sigma(1)}, \dots, \lambda_{\sigma(n)})", "different $\\sigma$ give different $B$"],
      note="'a permutation sigma, different sigma give different B' is the method; |S_n| is the count.")

    m("a26", "real-order-answer-as-multiplicative-group-cardinality", dm(86), r"""**Attained.** $\mathbb{F}_{q^n}$ is an $n$-dimensional vector space over $\mathbb{F}_q$. Multiplication by a generator $\xi$ of the cyclic group $\mathbb{F}_{q^n}^\times$ is an invertible $\mathbb{F}_q$-linear map, so it gives an element of $\mathrm{GL}_n(\mathbb{F}_q)$ whose order equals the order of $\xi$.

**Upper bound.** For $g \in \mathrm{GL}_n(\mathbb{F}_q)$, the algebra $\mathbb{F}_q[g]$ is commutative of dimension $\le n$; write the minimal polynomial as a product of powers of irreducibles. The semisimple part lives in a product of fields $\mathbb{F}_{q^{d_i}}$ with $\sum d_i \le n$, whose unit group has exponent $\operatorname{lcm}(q^{d_i} - 1)$, and a unipotent part contributes a power of $p$; checking cases, the order never exceeds the single-field case $\sum d_i = n$ with one irreducible factor.

$$\boxed{q^n - 1}$$

The maximum is attained exactly by the Singer cycles, whose order is $|\mathbb{F}_{q^n}^\times|$.""",
      [r"whose order is $|\mathbb{F}_{q^n}^\times|$", r"|\mathbb{F}_{q^n}^\times|"],
      [r"$\mathbb{F}_q[g]$ is commutative of dimension $\le n$", r"\operatorname{lcm}(q^{d_i} - 1)"],
      note="The 'Attained' paragraph says the order equals the order of xi without naming the group's size; the "
           "remark after the box gives it as |F_{q^n}^x|.")

    m("a27", "real-expression-as-one-less-than-power-words", dm(445), r"""**Claim.** Every tournament on $N \ge 2^{j-1}$ vertices contains a transitive subtournament on $j$ vertices.

*Proof by induction on $j$.* For $j = 1$ it is trivial. For the step, the out-degrees sum to $\binom N2$, so some vertex $v$ has out-degree $\ge \lceil (N-1)/2\rceil \ge 2^{j-2}$. By induction its out-neighbourhood contains a transitive subtournament on $j - 1$ vertices, and adding $v$ on top (it beats all of them) gives one on $j$ vertices. $\square$

Hence a tournament without an induced acyclic subgraph on $k$ vertices must have $N < 2^{k-1}$, and the extremal constructions (random-like tournaments for small $k$, e.g. the cyclic triangle for $k = 3$) meet this bound.

$$\boxed{2^{k-1} - 1}$$

i.e. one less than $2^{k-1}$.""",
      [r"one less than $2^{k-1}$"],
      [r"$\ge \lceil (N-1)/2\rceil \ge 2^{j-2}$", r"$N < 2^{k-1}$"],
      note="N < 2^{k-1} is the strict bound (work: the largest integer below is not stated before the box).")

    m("a28", "real-pde-solution-as-rearranged-sum-relation", dm(430), r"""Characteristics for $u u_x + y u_y = x$, with parameter $\tau$ and initial data at $\tau = 0$:
$$\frac{dx}{d\tau} = u, \quad \frac{dy}{d\tau} = y, \quad \frac{du}{d\tau} = x, \qquad x(0) = s,\ y(0) = s,\ u(0) = 2s.$$

$y = s e^{\tau}$. From $x'' = u' = x$: $x = s\cosh\tau + 2s\sinh\tau$ (using $x(0) = s$, $x'(0) = u(0) = 2s$), and $u = x' = s\sinh\tau + 2s\cosh\tau$.

Adding the last two: $u + x = 3s\cosh\tau + 3s\sinh\tau = 3se^{\tau}$, and $se^\tau = y$, so $u + x = 3y$.

$$\boxed{u = 3y - x}$$

Check: $u_x = -1$, $u_y = 3$, so $uu_x + yu_y = -(3y - x) + 3y = x$ ✓, and on the initial curve $u = 3s - s = 2s$ ✓.""",
      ["so $u + x = 3y$", "u + x = 3y"],
      [r"x = s\cosh\tau + 2s\sinh\tau", r"u = x' = s\sinh\tau + 2s\cosh\tau", r"$y = s e^{\tau}$"],
      note="'u + x = 3y' is the answer rearranged (an equation with the same solution set). The check substitutes the "
           "answer (uu_x + yu_y = -(3y - x) + 3y) and so also shows it.")

    m("a29", "real-exponential-answer-rebased-to-base-two", dm(410), r"""Substitute $\phi = e^{\psi}$ (so $\psi(0) = 0$, $\psi(1) = \ln 4$). Then $\frac{\phi''}{\phi} = \psi'' + \psi'^2$ and
$$I = \int_0^1(\psi'' + \psi'^2)\,dt = \psi'(1) - \psi'(0) + \int_0^1\psi'^2\,dt.$$

Euler–Lagrange for the quadratic part $\int_0^1\psi'^2\,dt$ gives $\psi'' = 0$, so $\psi$ is linear: $\psi(t) = t\ln 4$. Then $\psi'$ is constant, the boundary term vanishes, and $I = (\ln 4)^2$.

(Directly: for $L = \phi''/\phi$ the Euler–Lagrange equation $\frac{\partial L}{\partial\phi} + \frac{d^2}{dt^2}\frac{\partial L}{\partial\phi''} = 0$ reads $-\frac{\phi''}{\phi^2} + \left(\frac{1}{\phi}\right)'' = 0$, which $\phi = e^{ct}$ satisfies.)

So $\phi(t) = e^{t\ln 4}$.

$$\boxed{4^t}$$

Equivalently $\phi(t) = 2^{2t}$: it doubles every half unit of time.""",
      [r"\phi(t) = 2^{2t}", r"2^{2t}", r"e^{t\ln 4}"],
      [r"\frac{\phi''}{\phi} = \psi'' + \psi'^2", r"\psi(t) = t\ln 4", r"I = (\ln 4)^2"],
      note="psi(t) = t ln 4 is work. e^{t ln 4} at the end of the chain and 2^{2t} after the box are the answer "
           "in other bases.")

    m("a30", "real-interval-answer-as-set-builder-condition", dm(285), r"""$f'(x) = |\log_2(\log_3(\log_4(\cos x + a)))|$ wherever it is defined, and it is $\ge 0$. For $f$ to be increasing on all of $\mathbb{R}$ the integrand must be defined for every $t$ (its zeros are isolated), so trace the domains from the inside out:

- $\log_4(\cos t + a)$ needs $\cos t + a > 0$;
- $\log_3(\cdot)$ needs $\log_4(\cos t + a) > 0$, i.e. $\cos t + a > 1$;
- $\log_2(\cdot)$ needs $\log_3(\log_4(\cos t + a)) > 0$, i.e. $\log_4(\cos t + a) > 1$, i.e. $\cos t + a > 4$.

This has to hold for all $t$, and $\min_t\cos t = -1$, so the condition is $-1 + a > 4$.

$$\boxed{(5, \infty)}$$

Answer set: $\{a \in \mathbb{R} : a > 5\}$.""",
      [r"\{a \in \mathbb{R} : a > 5\}"],
      [r"$\cos t + a > 4$", r"$-1 + a > 4$"],
      note="-1 + a > 4 is unsolved (work). The set-builder restates the interval.")

    m("a31", "real-yes-answer-as-affirmative-verdict-phrase", dm(42), r"""Let $N \subset \mathbb{R}$ be non-measurable and write
$$N = \bigcup_{k\in\mathbb{Z}}\big(N \cap [k, k+1)\big).$$

If every piece $N \cap [k, k+1)$ were Lebesgue measurable, $N$ would be a countable union of measurable sets, hence measurable. Contradiction.

So at least one piece $N \cap [k, k+1)$ is non-measurable, and it is bounded (it lies in $[k, k+1)$).

$$\boxed{\text{Yes}}$$

So the question is settled in the affirmative: the bounded piece $N \cap [k, k+1)$ does the job.""",
      ["settled in the affirmative"],
      [r"N = \bigcup_{k\in\mathbb{Z}}\big(N \cap [k, k+1)\big)", "a countable union of measurable sets"],
      note="A word answer: 'in the affirmative' is Yes.")

    m("a32", "real-fraction-answer-as-inverse-power-of-product", dm(248), r"""Stirling: $\sqrt[n]{n!} = \frac ne\,(2\pi n)^{1/(2n)}\,(1 + O(1/n))^{1/n}$. Hence
$$\frac{\sqrt[n]{n!}}{n} - \frac1e = \frac1e\left(e^{\frac{\ln(2\pi n)}{2n}} - 1\right) + O(n^{-2}) = \frac{\ln(2\pi n)}{2en} + O\!\left(\frac{\ln^2 n}{n^2}\right).$$

Multiplying by $\frac{n}{\ln n}$:
$$\frac{n}{\ln n}\left(\frac{\sqrt[n]{n!}}{n} - \frac1e\right) = \frac{\ln(2\pi n)}{2e\ln n} + o(1) \to \frac{1}{2e}\cdot\lim_{n\to\infty}\frac{\ln(2\pi n)}{\ln n}.$$

The last limit is 1.

$$\boxed{\dfrac{1}{2e}}$$

Numerically $(2e)^{-1} \approx 0.1839$.""",
      [r"(2e)^{-1} \approx 0.1839", r"(2e)^{-1}", "0.1839"],
      [r"\frac{\ln(2\pi n)}{2en}", r"\frac{\ln(2\pi n)}{2e\ln n}"],
      note="The limit times 1 is pending; (2e)^{-1} and 0.1839 restate 1/(2e).")

    m("a33", "real-triple-as-chained-equalities-sentence", dm(483), r"""Since $\gcd(a^2, b^2) = \gcd(a,b)^2 \le ab$ and the other three gcds are at most $a$, $b$, $c$, the equality of the two expressions is very restrictive; the symmetric case is the natural one to try, and the asymmetric cases fail by a size comparison (for $a \ne b$, $\gcd(a,b)^2 \le ab/2$ and the remaining gcds cannot make up the difference of at least $ab/2$ while $c = 239^2 - ab$).

**Case $a = b$.** Then $\gcd(a^2, b^2) = a^2$ and $\gcd(a, bc) = \gcd(b, ac) = a$, so the conditions become
$$a^2 + c = 239^2, \qquad a^2 + 2a + \gcd(c, a^2) = 239^2,$$
hence $c = 2a + \gcd(c, a^2)$.

If $\gcd(c, a^2) = g > 1$, a prime $p \mid g$ divides $a$ and $c$, hence $239^2 = a^2 + c$, so $p = 239$, and then $239 \mid a$ forces $a^2 \ge 239^2$, too big. So $g = 1$ and $c = 2a + 1$.

Then $a^2 + 2a + 1 = 239^2$, i.e. $(a+1)^2 = 239^2$, so $a + 1 = 239$, $b = a$, and $c = 2a + 1$.

$$\boxed{(238, 238, 477)}$$

So the unique triple has a = b = 238 and c = 477.""",
      ["a = b = 238 and c = 477"],
      [r"c = 2a + \gcd(c, a^2)", r"(a+1)^2 = 239^2", r"$a + 1 = 239$"],
      note="a + 1 = 239 and c = 2a + 1 are pending (no component is evaluated before the box). The closing sentence "
           "states all three components.")

    # ---------------------------------------------------------------- adversarial (a34-a35)
    m("a34", "markdown-image-alt-text-holding-answer", dm(249), r"""![plot: the ratio levels off at 4/e as x grows](limit_plot.png)

Use Stirling in the form $\ln\Gamma(z) = (z - \tfrac12)\ln z - z + O(1)$.

$$\ln\frac{\Gamma(2x-1)}{\Gamma(x-1)} = (2x - \tfrac32)\ln(2x - 1) - (x - \tfrac32)\ln(x - 1) - x + O(1).$$

Divide by $x$: $\frac1x\ln\frac{\Gamma(2x-1)}{\Gamma(x-1)} = 2\ln(2x) - \ln x - 1 + o(1) = \ln x + 2\ln 2 - 1 + o(1)$.

So $\left(\frac{\Gamma(2x-1)}{\Gamma(x-1)}\right)^{1/x} = x\cdot e^{2\ln 2 - 1}\,(1 + o(1))$, and dividing by $x$ leaves $e^{2\ln 2 - 1}$.

$$\boxed{\dfrac{4}{e}}$$""",
      ["levels off at 4/e"],
      [r"\ln x + 2\ln 2 - 1 + o(1)", r"e^{2\ln 2 - 1}"],
      note="Adversarial: the answer sits in a markdown image's alt text on the first line. e^{2 ln 2 − 1} is the "
           "pending last step (exponent not simplified).")

    m("a35", "markdown-footnote-definition-holding-answer", dm(253), r"""Put $w = 1/z$. Then $f(z) = g(w)$ with $g(w) = e^{-e^{w}}$, and $g$ is entire, $g(w) = \sum_{k\ge0}c_kw^k$.

So $f(z) = \sum_{k\ge0}c_k z^{-k}$ near $z = 0$ (a Laurent series with negative powers of every order: an essential singularity), and the residue is the coefficient of $z^{-1}$, i.e. $c_1 = g'(0)$.[^r]

$g'(w) = -e^{w}e^{-e^{w}}$, to be evaluated at $w = 0$.

$$\boxed{-\dfrac{1}{e}}$$

[^r]: c_1 = g'(0) = -e^{0}e^{-e^{0}} = -1/e.""",
      ["[^r]: c_1 = g'(0) = -e^{0}e^{-e^{0}} = -1/e", "= -1/e"],
      [r"$c_1 = g'(0)$", r"g'(w) = -e^{w}e^{-e^{w}}"],
      note="Adversarial: a markdown footnote definition after the box evaluates the answer.")
