"""fresh17 math leak attempts o01-o35 (o01-o33 realistic, o34-o35 adversarial). Problems are read from
/work/shared/data (probs.py); each draft restates its boxed answer in another form (leak_forms)."""
from probs import aime, dm, gsm, m500


def build(m):
    """Add the math leak attempts through casekit's ``m`` adder."""
    m("o01", "real-gsm-hyphenated-unit-adjective-ten-pound", gsm(600), r"""Jamaal starts with an 8-pound weight.

A 50% increase adds 8*0.5 = <<8*0.5=4>>4 pounds, so the heavier weight is 8+4 = <<8+4=12>>12 pounds.

That one is too heavy, so he drops two pounds from 12 and settles on the ten-pound dumbbell.

#### 10

\boxed{10}""", ["ten-pound dumbbell", "#### 10"],
      note="GSM8K layout: the chain stops at 'two pounds from 12' (work); the hyphenated adjective gives the answer")

    m("o02", "real-answer-first-fragment-five-more-hours", gsm(602), r"""Five more hours.

The plane's rate is 1200 / 3 = 400 miles per hour. The extra 2000 miles at 400 mph take 2000 / 400 hours.

\boxed{5}""", ["Five more hours"], note="answer-first fragment; the division is left unevaluated")

    m("o03", "real-money-trailing-zero-cents", gsm(604), r"""- Monday: $8
- Tuesday: 2 × $8 = $16
- Wednesday: 4 × $16 = $64
- Total spent: 8 + 16 + 64 = $88

Starting from $100, Howard walks out with $12.00 after the three days.

**Answer:** \boxed{12}""", ["$12.00"], note="dollars with trailing cents for the integer answer 12")

    m("o04", "real-chatty-cents-conversion-of-dollars", gsm(605), r"""Okay so first four hours: 15 cups/hour × 4 = 60 cups, at $0.50 each → 60 × 0.5 = $30.

Next two hours: 10 × 2 = 20 cups at $0.60 → 20 × 0.6 = $12. Hmm, let me double-check that second part... 20 cups × 60 cents = 1200 cents, yes $12.

So it's $30 and $12 together, which in cents is 4200 cents. The question wants dollars though.

\boxed{42}""", ["4200 cents"], must_stay=["1200 cents"],
      note="the total in another unit; 1200 cents is the second block (work)")

    m("o05", "real-step-bold-dollar-decimal-and-dime", gsm(607), r"""**Step 1.** 2 pumps per washing × 120 washings = 240 pumps in the bottle.

**Step 2.** $24.00 ÷ 240 pumps = $0.10 per pump.

**Step 3.** Converting to cents: a dime a pump, so in cents that is

\boxed{10}""", ["$0.10 per pump", "a dime a pump"],
      note="answer in cents; the dollar decimal and the coin name restate it")

    m("o06", "real-wrong-per-mile-three-years-words", gsm(606), r"""Each mile the tire turns 725 times, so 400 miles a month is 400 × 725 = 290,000 rotations a month.

A year is 12 × 290,000 = 3,480,000 rotations.

The tire lasts 10,440,000 / 3,480,000 years, so the tires need replacing after three years.

\boxed{3}""", ["after three years"],
      note="WRONG on purpose (dataset: 6): reads 725 rotations per mile instead of per 2 miles; graded answer is 3")

    m("o07", "real-answer-as-markdown-heading-first-line", m500(207), r"""### 28 possible pizzas

He picks 2 different toppings out of 8, and order doesn't matter (pepperoni + olive is the same pizza as olive + pepperoni).

$$\binom{8}{2} = \frac{8 \cdot 7}{2}$$

\boxed{28}""", ["28 possible pizzas"], note="the answer as the draft's title heading before the work")

    m("o08", "real-digit-sum-words-in-aside", m500(209), r"""We need a two-digit number whose cube is 912,673. Since $90^3 = 729{,}000$ and $100^3 = 1{,}000{,}000$, AB is in the 90s.

The cube ends in 3, and among single digits only $7^3 = 343$ ends in 3, so B = 7.

Check $97^3$: $97^2 = 9409$, and $9409 \cdot 97 = 912{,}673$. ✓

Nice: 97 is also prime, and its digit sum, sixteen, is exactly what the question wants.

$$\boxed{16}$$""", ["sixteen"], must_stay=["B = 7"],
      note="A and B separately are work (the answer is their sum); 'sixteen' sits in an aside about 97")

    m("o09", "real-degree-answer-restated-radians", m500(261), r"""Since $AB$ is a diameter, the angle at $C$ is inscribed in a semicircle, so $\angle C = 90^\circ$ (Thales). The angles of the triangle sum to $180^\circ$:
$$\angle B = 180^\circ - 90^\circ - 14^\circ.$$
In radians that is $\frac{19\pi}{45}$.

\boxed{76^\circ}""", [r"\frac{19\pi}{45}"], must_stay=[r"\angle C = 90^\circ"],
      note="the degree answer restated in radians; the subtraction is unevaluated")

    m("o10", "real-terse-scientific-times-ten-cubed", m500(265), r"""odd numbers: a_n = 2n - 1
a_2003 = 2(2003) - 1
= 4006 - 1
→ 4.005 × 10^3

\boxed{4005}""", ["4.005 × 10^3"], note="terse chain; the value in scientific notation")

    m("o11", "real-negative-residue-representative", m500(271), r"""We want $x$ with $997x \equiv 1 \pmod{1000}$. Since $997 \equiv -3$, this is $-3x \equiv 1$, so $x \equiv -\tfrac{1}{3}$.

Now $3 \cdot 667 = 2001 \equiv 1$, so $\tfrac13 \equiv 667$ and $x \equiv -667 \pmod{1000}$.

Shifting into the range $0$ to $999$:

\boxed{333}""", [r"x \equiv -667 \pmod{1000}"], must_stay=[r"3 \cdot 667 = 2001 \equiv 1"],
      note="the negative representative of the same residue class; 667 as the inverse of 3 is work")

    m("o12", "real-only-identity-trivial-group-for-one", dm(87), r"""An automorphism $f$ of $\langle \omega, < \rangle$ is an order-preserving bijection $\omega \to \omega$.

By induction: $f(0)$ must be the least element, so $f(0) = 0$. If $f(k) = k$ for all $k < n$, then $f(n)$ is the least element not in $\{0, \dots, n-1\}$, which is $n$. So $f(n) = n$ for every $n$.

Hence the identity is the only automorphism; the automorphism group is trivial.

\boxed{1}""", ["the identity is the only automorphism", "the automorphism group is trivial"],
      note="the count 1 stated by meaning")

    m("o13", "real-stopwatch-time-and-minutes-for-seconds", m500(287), r"""Gear A makes $\frac{100}{3}$ turns per minute, i.e. one turn every $\frac{60}{100/3} = \frac{9}{5}$ s. Gear B makes 45 turns per minute, one turn every $\frac{60}{45} = \frac{4}{3}$ s.

Both marks point north at common multiples of $\frac95$ and $\frac43$:
$$\operatorname{lcm}\left(\tfrac{9}{5}, \tfrac{4}{3}\right) = \frac{\operatorname{lcm}(9,4)}{\gcd(5,3)}.$$

On a stopwatch started when both point north, they next line up at 0:36, i.e. 0.6 minutes in.

\boxed{36}""", ["0:36", "0.6 minutes"], note="seconds answer as a stopwatch reading and in minutes; the lcm quotient is unevaluated")

    m("o14", "real-footnote-equality-case-product", m500(289), r"""By Cauchy–Schwarz,
$$(a+b+c+d)\left(\frac1a+\frac1b+\frac1c+\frac1d\right) \ge \left(\sqrt{a}\cdot\frac{1}{\sqrt a} + \dots + \sqrt{d}\cdot\frac{1}{\sqrt d}\right)^2 = (1+1+1+1)^2,$$
with equality when all four are equal.[^eq]

[^eq]: E.g. $a=b=c=d=1$ gives $4 \cdot 4 = 16$ exactly.

\boxed{16}""", [r"4 \cdot 4 = 16"], must_stay=["(1+1+1+1)^2"],
      note="the bound (1+1+1+1)^2 is unevaluated (work); the footnote evaluates the equality case")

    m("o15", "real-interval-as-double-inequality-fractions", m500(293), r"""First inequality: $54p \le 144 \Rightarrow p \le \frac{144}{54}$. Second: $20p > 12 \Rightarrow p > \frac{12}{20}$.

Reducing and combining both: $\frac{3}{5} < p \le \frac{8}{3}$.

\boxed{\left(\frac{3}{5},\frac{8}{3}\right]}""", [r"\frac{3}{5} < p \le \frac{8}{3}"],
      must_stay=[r"54p \le 144", r"20p > 12"],
      note="the half-open interval as a double inequality; the unreduced bounds are work")

    m("o16", "real-sanity-four-place-decimal-of-fraction", m500(305), r"""Square both sides: $\frac{2x}{3x-1} = \frac94$, so $8x = 27x - 9$, i.e. $19x = 9$.

Sanity: $x \approx 0.4737$, and then $3x - 1 \approx 0.42 > 0$, so both roots are defined.

\boxed{\frac9{19}}""", [r"x \approx 0.4737"], must_stay=["8x = 27x - 9"],
      note="a rounded decimal of 9/19 inside a sanity check; 19x = 9 is the unevaluated last step")

    m("o17", "real-about-decimal-of-pi-multiple", m500(313), r"""Circumference: $2\pi \cdot 9 = 18\pi$ inches. 2 revolutions per 3 seconds is $\frac23$ rev/s.

Speed $= \frac23 \cdot 18\pi$ in/s, about 37.7 inches per second.

\boxed{12\pi}""", ["about 37.7 inches per second"], must_stay=[r"18\pi"],
      note="decimal approximation of 12 pi with units")

    m("o18", "real-negative-power-of-two-form", m500(319), r"""$|x-4| = 12$, so $x - 4 = 12$ or $x - 4 = -12$: $x = 16$ or $x = -8$.

Product: $16 \cdot (-8) = -2^4 \cdot 2^3 = -2^7$.

\boxed{-128}""", ["-2^7"], must_stay=["x = 16", "x = -8"],
      note="the product as a negative power of two")

    m("o19", "real-metric-unit-conversion-km-cm", m500(321), r"""### Step 1: speed
1 km in 2.5 h is 0.4 km/h.

### Step 2: time
90 s = 90/3600 h = 0.025 h.

### Step 3: length
Hallway = 0.4 × 0.025 = 0.01 km, which is 1000 cm.

In meters:

\boxed{10}""", ["0.01 km", "1000 cm"], must_stay=["0.025 h"], note="the length in kilometres and centimetres")

    m("o20", "real-one-chance-in-three-and-percent", m500(323), r"""Only the cyclic order of the four points matters. Pair the points into two chords: the three pairings are {AB, CD}, {AC, BD}, {AD, BC}, and by symmetry each of the three is equally likely to be the "crossing" pairing (the one whose chords are the diagonals of the inscribed quadrilateral).

AB and CD cross exactly when {AB, CD} is that pairing: one chance in three, or about 33.3%.

\boxed{\frac{1}{3}}""", ["one chance in three", "33.3%"], note="the probability in words and as a rounded percent")

    m("o21", "real-decimal-thousand-word-plates", m500(343), r"""Letters: 26 choices, then 25. Digits: 10 choices, then 9.

Total $26 \cdot 25 \cdot 10 \cdot 9 = 650 \cdot 90$, i.e. 58.5 thousand plates.

\boxed{58,500}""", ["58.5 thousand"], must_stay=[r"650 \cdot 90"], note="decimal thousands")

    m("o22", "real-common-factor-pulled-out-quadratic", m500(347), r"""\begin{align*}
4(3r^3+5r-6) &= 12r^3 + 20r - 24 \\
-6(2r^3 - r^2 + 4r) &= -12r^3 + 6r^2 - 24r
\end{align*}
Adding, the cubes cancel and we get $2(3r^2 - 2r - 12)$; expanded into the requested form:

\boxed{6r^2-4r-24}""", ["2(3r^2 - 2r - 12)"], must_stay=["12r^3 + 20r - 24"],
      note="the answer polynomial with its common factor 2 pulled out")

    m("o23", "real-complex-imaginary-first-order", m500(373), r"""Multiply by the conjugate:
$$\frac{-3+4i}{1+2i}\cdot\frac{1-2i}{1-2i} = \frac{(-3+4i)(1-2i)}{5}.$$
Numerator: $-3 + 6i + 4i - 8i^2 = -3 + 10i + 8$. Dividing by 5 gives $2i + 1$.

\boxed{1+2i}""", ["2i + 1"], must_stay=["-3 + 6i + 4i - 8i^2"], note="the complex answer with its parts swapped")

    m("o24", "real-closed-interval-between-inclusive-prose", m500(383), r"""$x^2 - 5x - 14 \le 0 \iff (x - 7)(x + 2) \le 0$.

The parabola opens upward, so it is $\le 0$ between its roots: $x$ between $-2$ and $7$ inclusive.

\boxed{x \in [-2,7]}""", ["between $-2$ and $7$ inclusive"], must_stay=["(x - 7)(x + 2) \\le 0"],
      note="the closed interval in prose; the factored quadratic is work")

    m("o25", "real-decimal-half-in-words", m500(399), r"""313.9 + 12.6, column by column:
tenths: 9 + 6 = 15, write 5 carry 1
units: 3 + 2 + 1 = 6
tens: 1 + 1 = 2
hundreds: 3

So three hundred twenty-six and a half.

\boxed{326.5}""", ["three hundred twenty-six and a half"], note="the decimal in words")

    m("o26", "real-latex-escaped-percent-and-power-of-ten-fraction", m500(433), r"""$\frac{57}{160} = \frac{57}{2^5 \cdot 5}$. Multiply top and bottom by $5^4 = 625$:
$$\frac{57 \cdot 625}{2^5 \cdot 5^5} = \frac{35625}{100000},$$
i.e. $35.625\%$.

\boxed{.35625}""", [r"35.625\%", r"\frac{35625}{100000}"], must_stay=["5^4 = 625"],
      note="the decimal as an escaped LaTeX percent and as a power-of-ten fraction")

    m("o27", "real-geometric-sum-sigma-form", m500(439), r"""Write $x^9 + 1 = (x^9 - 1) + 2$. The geometric series gives
$$\frac{x^9 - 1}{x - 1} = \sum_{k=0}^{8} x^k,$$
and the 2 is the remainder. So the quotient is the full geometric sum, written out:

\boxed{x^8 + x^7 + x^6 + x^5 + x^4 + x^3 + x^2 + x + 1}""", [r"\sum_{k=0}^{8} x^k"],
      must_stay=["x^9 + 1 = (x^9 - 1) + 2"], note="the quotient polynomial in sigma notation")

    m("o28", "real-ratio-sentence-outnumber", m500(447), r"""Girls: a multiple of 13 below 35, so 13 or 26. More girls than boys means girls > 17.5, so girls = 26 and boys = 35 - 26.

At the meeting the girls outnumber the boys 26 to 9.

\boxed{9}""", ["26 to 9"], must_stay=["girls = 26"], note="the answer inside a ratio sentence about something else")

    m("o29", "real-choice-third-option-and-shape-name", m500(227), r"""In cylindrical coordinates $z$ is the height. Fixing $z = c$ while $r$ and $\theta$ range freely gives every point at height $c$: a horizontal plane.

Among the options listed, that's the third one.

\boxed{\text{(C)}}""", ["the third one", "a horizontal plane"], note="the letter by ordinal position and by the option's name")

    m("o30", "real-ordinal-position-in-listed-sequence", m500(465), r"""A number has exactly three divisors iff it is $p^2$ for a prime $p$ (divisors $1, p, p^2$).

Listing the squares of primes in order: 4, 9, 25, 49, 121, 169, … and we count five along.

\boxed{121}""", ["4, 9, 25, 49, 121"], note="the answer is the fifth entry of a listed sequence")

    m("o31", "real-bare-fence-repl-float-output", m500(471), r"""Total points: $20\cdot 80 + 8 \cdot 90 + 2\cdot 100 = 1600 + 720 + 200 = 2520$. Quick check in Python:
```
>>> (20*80 + 8*90 + 2*100) / 30
84.0
```
So the mean is

\boxed{84}""", ["84.0"], must_stay=["1600 + 720 + 200 = 2520"], note="a REPL float output in a bare fence")

    m("o32", "real-harmonic-reciprocal-of-answer", aime(85), r"""Known fact for this configuration: if the triangle formed by extending $AB$, $CD$, $EF$ has sides $a, b, c$ and the hexagon has side $s$, similar triangles give $\frac1s = \frac1a + \frac1b + \frac1c$.

So
$$\frac1s = \frac{1}{200} + \frac{1}{240} + \frac{1}{300} = \frac{6 + 5 + 4}{1200} = \frac{15}{1200} = \frac{1}{80}.$$

\boxed{80}""", [r"\frac{15}{1200} = \frac{1}{80}"], must_stay=[r"\frac{1}{200} + \frac{1}{240} + \frac{1}{300}"],
      note="the answer's reciprocal ends the chain (AIME answer 080)")

    m("o33", "real-triangular-number-name", aime(86), r"""Each $a \in A$ is the maximum of exactly $2^{a-1}$ sets $B$. So $\sum_{a\in A} 2^{a-1} = 2024$.

In binary $2024 = 11111101000_2 = 2^{10}+2^9+2^8+2^7+2^6+2^5+2^3$, so $a - 1 \in \{10,9,8,7,6,5,3\}$ and $A = \{11,10,9,8,7,6,4\}$.

Their sum is the tenth triangular number.

\boxed{55}""", ["the tenth triangular number"], must_stay=[r"A = \{11,10,9,8,7,6,4\}"],
      note="the answer named as a triangular number; the set A is work (its sum unevaluated; AIME 055)")

    m("o34", "html-details-summary-spoiler", dm(125), r"""A ring homomorphism out of $\mathbb{Z}[x,y]$ is fixed by the images of $x$ and $y$ (the map on $\mathbb{Z}$ is forced), and since $\mathbb{Z}[x,y]$ is free, every pair of images works.

The target $R = \mathbb{F}_2[x]/(1+x+x^2+x^3)$ has $2^3 = 8$ elements, so the count is $8 \cdot 8$.

<details><summary>final count</summary>64</details>

\boxed{64}""", ["<summary>final count</summary>64"], must_stay=["2^3 = 8"],
      note="adversarial: an HTML details/summary spoiler")

    m("o35", "latex-label-name-carries-value", dm(157), r"""Write the sum as an integral: $\frac{1}{k+1} = \int_0^1 t^k\,dt$, so
$$S_n = \int_0^1 \sum_{k=0}^n \binom{n}{k} 2^{n-k}(-t)^k\,dt = \int_0^1 (2-t)^n\,dt = \frac{2^{n+1}-1}{n+1}.$$
Then
\begin{equation}\label{eq:lim-equals-2}
\sqrt[n]{S_n} = \frac{(2^{n+1}-1)^{1/n}}{(n+1)^{1/n}}
\end{equation}
and $(n+1)^{1/n} \to 1$.

\boxed{2}""", [r"\label{eq:lim-equals-2}"], must_stay=[r"\int_0^1 (2-t)^n\,dt = \frac{2^{n+1}-1}{n+1}"],
      note="adversarial: the value in a LaTeX label name; the limit of the displayed quotient is left to the reader")
