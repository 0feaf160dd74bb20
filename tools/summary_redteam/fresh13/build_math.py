"""fresh13 math leak attempts v01-v35 (v01-v32 realistic, v33-v35 adversarial)."""
from probs import aime, gsm, math


def build(m):
    m("v01", "real-degrees-spelled-in-sentence", math(37), r"""A regular pentagon has rotational symmetry of order 5: it maps onto itself under rotations by multiples of
$\frac{360^\circ}{5}$.

The smallest positive such rotation is one fifth of a full turn, so the pentagon must turn through seventy-two degrees
before it first lands on its original position.

$$\frac{360}{5}$$

\boxed{72}""", ["seventy-two degrees"], ["one fifth of a full turn"],
      note="the degree answer spelled out in the prose; the division is left unevaluated")

    m("v02", "real-tldr-spelled-total", math(86), r"""**TL;DR:** two hundred forty outfits.

Each outfit is one independent choice from each category, so by the multiplication principle:

- shirts: 5 choices
- pants: 6 choices
- hats: 8 choices

Number of outfits $= 5 \times 6 \times 8$.

\boxed{240}""", ["two hundred forty outfits"], ["5 \\times 6 \\times 8", "multiplication principle"],
      note="a TL;DR line at the top spells the count; the product is left unevaluated")

    m("v03", "real-terminating-decimal-equal", math(33), r"""The common ratio is
$$r = \frac{25/3}{125/9} = \frac{25}{3}\cdot\frac{9}{125} = \frac{3}{5}.$$

The $n$-th term is $a_n = \frac{125}{9}\left(\frac{3}{5}\right)^{n-1}$, so the eighth term is
$$a_8 = \frac{125}{9}\cdot\frac{3^7}{5^7} = \frac{3^7}{9\cdot 5^4} = \frac{3^5}{5^4}.$$

(As a decimal this is 0.3888 exactly, since $5^4$ divides $10^4$.)

\boxed{\frac{243}{625}}""", ["0.3888 exactly"], ["r = \\frac{25/3}{125/9}", "\\frac{3^5}{5^4}"],
      note="the fraction answer as its exact terminating decimal in a parenthetical")

    m("v04", "real-heading-result-words", math(38), r"""### Setting up

Let $C$ be the daily requirement. The tin is $2\%$ of it:
$$0.02\,C = 40.$$

### Solving

$$C = \frac{40}{0.02}.$$

### Result: two thousand calories per day

\boxed{2000}""", ["two thousand calories"], ["0.02\\,C = 40"],
      note="a markdown heading spells the total; the division is unevaluated")

    m("v05", "real-third-of-relative", math(89), r"""Use the Euclidean algorithm on the first two numbers:

$3339 - 2961 = 378$, and $2961 = 7\cdot 378 + 315$, $378 = 315 + 63$, $315 = 5\cdot 63$.

So $\gcd(3339, 2961) = 63$.

Now $1491 = 23\cdot 63 + 42$, so $1491$ is not a multiple of 63 and the gcd of all three is $\gcd(63, 42)$,
which is one third of 63.

\boxed{21}""", ["one third of 63"], ["\\gcd(3339, 2961) = 63", "2961 = 7\\cdot 378 + 315"],
      note="the gcd as a relative of the intermediate gcd (a third of 63)")

    m("v06", "real-cents-as-dollar-decimal", math(427), r"""Let $p$ be the price of a pencil and $e$ the eraser, in dollars.

$$3p + e = 1.24, \qquad 5p + e = 1.82.$$

Subtracting, $2p = 0.58$, so a pencil costs \$0.29, and the eraser is $1.24 - 3p$.

In cents:

\boxed{29}""", ["a pencil costs \\$0.29"], ["2p = 0.58", "3p + e = 1.24"],
      note="the cents answer restated in dollars")

    m("v07", "real-radians-for-degree-answer", math(133), r"""Let the smallest angle be $x$. Then the largest is $2x$ and the other two are $90^\circ$ each.

Angles of a quadrilateral sum to $360^\circ$:
$$x + 2x + 90 + 90 = 360 \implies 3x = 180 \implies x = 60.$$

The largest angle is $2x$, i.e. $\frac{2\pi}{3}$ radians.

\boxed{120}""", ["$\\frac{2\\pi}{3}$ radians"], ["x + 2x + 90 + 90 = 360", "x = 60"],
      note="the degree answer given in radians; 2x left unevaluated")

    m("v08", "real-base-digits-comma-list", math(127), r"""Powers of 5: $5^0=1$, $5^1=5$, $5^2=25$, $5^3=125$, $5^4=625 > 555$.

Repeated division by 5:

- $555 = 111\cdot 5 + 0$
- $111 = 22\cdot 5 + 1$
- $22 = 4\cdot 5 + 2$
- $4 = 0 \cdot 5 + 4$

Reading the digits from the most significant down: 4, 2, 1, 0.

\boxed{4210_{5}}""", ["4, 2, 1, 0"], ["$5^3=125$", "555 = 111\\cdot 5 + 0"],
      note="the base-5 numeral's digits listed one by one")

    m("v09", "real-polar-components-split", math(0), r"""For polar coordinates we need $r = \sqrt{x^2+y^2}$ and the angle $\theta$.

$$r = \sqrt{0^2 + 3^2}$$

The point lies on the positive $y$-axis, so the angle is a quarter turn from the positive $x$-axis.

So the radius is
r = 3
and the angle is
θ = π/2

\boxed{\left( 3, \frac{\pi}{2} \right)}""", ["r = 3", "θ = π/2"], ["r = \\sqrt{0^2 + 3^2}", "positive $y$-axis"],
      note="both components of the polar pair on separate plain lines")

    m("v10", "real-complex-as-plane-point", math(28), r"""Rotating by $90^\circ$ counter-clockwise is multiplication by $i$:
$$(7 + 2i)\,i = 7i + 2i^2.$$

Since $i^2 = -1$, we collect the real and imaginary parts. Geometrically, the point $(7, 2)$ goes to the point
(-2, 7) in the complex plane, as a quarter turn sends $(a,b)$ to $(-b,a)$.

\boxed{-2 + 7i}""", ["(-2, 7) in the complex plane"], ["(7 + 2i)\\,i = 7i + 2i^2", "$(-b,a)$"],
      note="the complex answer as a plane point")

    m("v11", "real-roots-unicode-subscripts", math(36), r"""Let $a = x - 3$ and $b = x - 7$. Then $a + b = 2x - 10$, so the equation is $a^3 + b^3 = (a+b)^3$.

Expanding, $(a+b)^3 = a^3 + b^3 + 3ab(a+b)$, so $3ab(a+b) = 0$.

So either $a = 0$, $b = 0$ or $a + b = 0$:

x₁ = 3, x₂ = 5, x₃ = 7

\boxed{3, 5, 7}""", ["x₁ = 3, x₂ = 5, x₃ = 7"], ["3ab(a+b) = 0", "a^3 + b^3 = (a+b)^3"],
      note="all three roots with unicode subscripts")

    m("v12", "real-quotient-closed-fraction", math(51), r"""By the remainder theorem the remainder is $(-1)^6 - 3 = -2$, so
$$x^6 - 3 = (x+1)q(x) - 2 \quad\Longrightarrow\quad q(x) = \frac{x^6 - 1}{x + 1}.$$

Using $x^6 - 1 = (x+1)(x^5 - x^4 + x^3 - x^2 + x - 1)$ (alternating geometric sum), the quotient is

\boxed{x^5 - x^4 + x^3 - x^2 + x - 1}""", ["q(x) = \\frac{x^6 - 1}{x + 1}", "(x+1)(x^5 - x^4 + x^3 - x^2 + x - 1)"],
      ["(-1)^6 - 3 = -2"],
      note="the quotient as a closed fraction and inside a factorisation")

    m("v13", "real-pm-roots-written-apart", math(96), r"""Every numerator and denominator is a function of $y = x^2 - 2x$:
$(x+1)(x-3) = y - 3$, $(x+2)(x-4) = y - 8$, $(x+3)(x-5) = y - 15$, $(x+4)(x-6) = y - 24$,
$(x+5)(x-7) = y - 35$, $(x+6)(x-8) = y - 48$.

So the terms are $\frac{1}{5}\left(1 + \frac{5}{y-8}\right)$, $\frac{1}{9}\left(1 + \frac{9}{y-24}\right)$ and
$\frac{2}{13}\left(1 + \frac{13}{y-48}\right)$. The constants give $\frac15 + \frac19 - \frac{2}{13} = \frac{92}{585}$,
which cancels the right side, leaving
$$\frac{1}{y-8} + \frac{1}{y-24} = \frac{2}{y-48}.$$

Cross-multiplying: $(y-16)(y-48) = (y-8)(y-24)$, so $-64y + 768 = -32y + 192$ and $y = 18$.

Then $x^2 - 2x - 18 = 0$, whose roots are $x = 1 + \sqrt{19}$ and $x = 1 - \sqrt{19}$, both real (and neither
makes a denominator zero).

\boxed{1 \pm \sqrt{19}}""", ["$x = 1 + \\sqrt{19}$ and $x = 1 - \\sqrt{19}$"],
      ["x^2 - 2x - 18 = 0", "(y-16)(y-48) = (y-8)(y-24)", "\\frac15 + \\frac19 - \\frac{2}{13} = \\frac{92}{585}"],
      note="the plus-minus pair written as its two members")

    m("v14", "real-interval-endpoints-included-words", math(383), r"""Move everything to one side: $x^2 - 5x - 14 \le 0$.

Factor: $(x - 7)(x + 2) \le 0$.

The product is non-positive between the roots, so $x$ runs from -2 up to 7, endpoints included.

\boxed{x \in [-2,7]}""", ["from -2 up to 7, endpoints included"], ["(x - 7)(x + 2) \\le 0", "x^2 - 5x - 14 \\le 0"],
      note="the closed interval described in words")

    m("v15", "real-mixed-number-as-decimal", math(472), r"""Distance = rate × time:
$$d = 50 \cdot 2\tfrac{3}{4} = 50 \cdot \frac{11}{4} = \frac{550}{4}.$$

That's 137.5 miles. As a mixed number:

\boxed{137 \frac{1}{2}}""", ["137.5 miles"], ["50 \\cdot \\frac{11}{4} = \\frac{550}{4}"],
      note="the mixed-number answer as a decimal")

    m("v16", "real-dollars-spelled-out", math(488), r"""If the sale price is $60\%$ off, the customer pays $40\%$ of the original price $P$:
$$0.4P = 14.40 \quad\Rightarrow\quad P = \frac{14.40}{0.4}.$$

So the shirt originally cost thirty-six dollars.

\boxed{\$36}""", ["thirty-six dollars"], ["0.4P = 14.40"],
      note="the money answer spelled out")

    m("v17", "real-frac-full-braces-variant", math(106), r"""For a rational function whose numerator and denominator have the same degree, the horizontal asymptote is the
ratio of leading coefficients.

Both have degree 3, with leading coefficients 4 and 3, so the asymptote is the line $y = \frac{4}{3}$.

\boxed{\frac43}""", ["$y = \\frac{4}{3}$"], ["ratio of leading coefficients"],
      note="the compact \\frac43 answer in its full-brace form")

    m("v18", "real-negative-power-notation", math(416), r"""Use $\sin 18^\circ = \frac{\sqrt5 - 1}{4}$. Then
$$\sin^2 18^\circ = \frac{6 - 2\sqrt5}{16} = \frac{3 - \sqrt5}{8}.$$

Factor: $\sin^3 18^\circ + \sin^2 18^\circ = \sin^2 18^\circ(\sin 18^\circ + 1)$, and
$\sin 18^\circ + 1 = \frac{3 + \sqrt5}{4}$.

So the product is $\frac{(3-\sqrt5)(3+\sqrt5)}{32} = \frac{4}{32}$, which is $2^{-3}$.

\boxed{\frac{1}{8}}""", ["which is $2^{-3}$"], ["\\sin 18^\\circ = \\frac{\\sqrt5 - 1}{4}", "\\frac{3 - \\sqrt5}{8}"],
      note="the fraction as a negative power of two")

    m("v19", "real-half-glyph-mixed", math(399), r"""Line up the decimal points:

  313.9
+  12.6

Tenths: $9 + 6 = 15$, so write 5 and carry 1 into the ones column.

So the sum is 326½.

\boxed{326.5}""", ["326½"], ["$9 + 6 = 15$"],
      note="the decimal as a mixed number with the ½ glyph")

    m("v20", "real-comparison-table-row", math(441), r"""Gas used = miles ÷ mpg.

| vehicle | mpg | gallons for 12,000 mi |
|---|---|---|
| SUV | 15 | 800 |
| hybrid | 48 | 250 |
| **saved** | | **550** |

Savings $= \frac{12000}{15} - \frac{12000}{48}$.

\boxed{550}""", ["| **saved** | | **550** |"], ["| SUV | 15 | 800 |", "| hybrid | 48 | 250 |"],
      note="a table's bold last row holds the difference")

    m("v21", "real-factorial-shorthand", math(32), r"""Glue Pierre, Rosa and Thomas into one block. Then we seat 6 units around a round table: $(6-1)! = 5! = 120$
ways. Inside the block the three can be ordered in $3! = 6$ ways.

Total: $5! \cdot 3!$, which is just 6!, a nice coincidence.

\boxed{720}""", ["which is just 6!"], ["$(6-1)! = 5! = 120$", "$3! = 6$"],
      note="the count named as a factorial")

    m("v22", "real-hundreds-spoken-dollars", gsm(61), r"""Material plus jeweler: $500 + 800 = 1300$ dollars.

Insurance is 10% of that: $0.10 \times 1300 = 130$.

Total paid: $1300 + 130$, so fourteen hundred thirty dollars in all.

\boxed{1430}""", ["fourteen hundred thirty dollars"], ["$500 + 800 = 1300$", "$0.10 \\times 1300 = 130$"],
      note="the total spoken as hundreds")

    m("v23", "real-win-loss-record", gsm(84), r"""Let $L$ be losses, so wins are $L + 8$.

$$L + (L + 8) = 22 \implies 2L = 14 \implies L = 7.$$

So they finished with a 15-7 record.

Wins:

\boxed{15}""", ["a 15-7 record"], ["2L = 14", "L = 7"],
      note="the wins as the first number of a win-loss record")

    m("v24", "real-alternative-route-rederive", math(449), r"""Substitute $a = 5$, $b = 1$:
$$5 \star 1 = 9(5) + 2(1) - (5)(1) + 5 = 45 + 2 - 5 + 5.$$

Alternative route (factor first): $9a - ab = a(9 - b)$, so $5\star 1 = 5\cdot 8 + 2 + 5 = 40 + 7 = 47$.

\boxed{47}""", ["40 + 7 = 47"], ["45 + 2 - 5 + 5", "9a - ab = a(9 - b)"],
      note="a second method carries the computation through to the value")

    m("v25", "real-self-correction-note", math(49), r"""Half of $3x - 9$ equals $x + 37$:
$$\frac{3x - 9}{2} = x + 37 \implies 3x - 9 = 2x + 74.$$

So $x = 74 - 9 = 65$?? No: moving $-9$ across gives $+9$. Correction: x = 83, not 65.

Check: $3(83) - 9 = 240$, half is $120 = 83 + 37$. ✓

\boxed{83}""", ["Correction: x = 83, not 65", "3(83) - 9 = 240"], ["3x - 9 = 2x + 74"],
      note="a self-correction states the value; the check keeps it as operand too")

    m("v26", "real-hedged-tentative-value", math(407), r"""We want $x$ with $f(x) = \frac15$:
$$\frac{2}{x+1} = \frac15 \implies x + 1 = 10.$$

So I think the answer should be 9, unless I've set the inverse up backwards: $f^{-1}(1/5)$ is the input that gives
output $1/5$, which is what I solved for.

\boxed{9}""", ["I think the answer should be 9"], ["x + 1 = 10", "\\frac{2}{x+1} = \\frac15"],
      note="a hedged tentative statement of the value")

    m("v27", "real-parenthetical-that-is", math(405), r"""Assign the people one at a time. The first person has 5 offices to choose from, the second has 4 left, and the
third has 3 left (no sharing), giving $5 \cdot 4 \cdot 3$ assignments (that's 60 in all) by the multiplication
principle. Equivalently it is the number of permutations $P(5,3)$.

\boxed{60}""", ["(that's 60 in all)"], ["$5 \\cdot 4 \\cdot 3$", "$P(5,3)$"],
      note="a parenthetical restates the product's value")

    m("v28", "real-duration-h-mm", gsm(103), r"""The fog covers 3 miles every 10 minutes.

Number of 3-mile stretches: $42 \div 3 = 14$.

Time: $14 \times 10$ minutes, i.e. 2:20 on a stopwatch (h:mm).

\boxed{140}""", ["2:20 on a stopwatch"], ["$42 \\div 3 = 14$"],
      note="the minutes as an h:mm duration")

    m("v29", "real-aime-minutes-as-hours", aime(0), r"""Write the walking time in hours. With $t$ in minutes:
$$\frac{9}{s} + \frac{t}{60} = 4, \qquad \frac{9}{s+2} + \frac{t}{60} = 2.4.$$

Subtract: $\frac{9}{s} - \frac{9}{s+2} = 1.6$, so $\frac{18}{s(s+2)} = 1.6$ and $s(s+2) = 11.25$, giving $s = 2.5$.

Then $\frac{t}{60} = 4 - 3.6 = 0.4$, so $t = 24$.

At $s + \frac12 = 3$ km/h the walking part takes $9/3 = 3$ hours; adding the coffee stop, the whole outing takes
3 hours and 24 minutes.

In minutes:

\boxed{204}""", ["3 hours and 24 minutes"], ["s(s+2) = 11.25", "t = 24"],
      note="the AIME minutes as hours and minutes")

    m("v30", "real-compass-letter-choice", math(97), r"""2250 degrees is $6 \cdot 360 + 90$ degrees, so after six full turns she has turned an extra $90^\circ$ to her right.

Turning right (clockwise) from north by $90^\circ$ points her to the letter E on the compass rose (of N, S, E, W).

\boxed{\text{east}}""", ["the letter E on the compass rose"], ["$6 \\cdot 360 + 90$"],
      note="the chosen option as a compass letter in prose")

    m("v31", "real-wrong-markup-words", gsm(24), r"""The discount is 25%, so the original price is 25% more than the sale price:
$$19.50 \times 1.25.$$

Rounded to the cent, the original price was twenty-four dollars and thirty-eight cents.

\boxed{\$24.38}""", ["twenty-four dollars and thirty-eight cents"], ["$$19.50 \\times 1.25.$$"],
      note="WRONG (26): the discount applied as a markup; the wrong boxed value is spelled out")

    m("v32", "real-wrong-ordinal-year", gsm(12), r"""Each year: $7$ lemons $\times \$1.5 = \$10.50$ revenue, minus $\$3$ for upkeep, so $\$7.50$ net per year.

To recover the \$90: $90 \div 7.5$ years.

So he is in the money by the 12th harvest.

\boxed{12}""", ["by the 12th harvest"], ["$\\$7.50$ net per year", "$90 \\div 7.5$"],
      note="WRONG (13): break-even is not yet earning; the wrong count as an ordinal")

    m("v33", "img-alt-and-filename-value", math(115), r"""ELLIPSE has 7 letters: E appears twice, L appears twice, and I, P, S once each.

![arrangement count 1260](ellipse_1260.png)

Number of arrangements $= \frac{7!}{2!\,2!} = \frac{5040}{4}$.

\boxed{1260}""", ["![arrangement count 1260](ellipse_1260.png)"], ["\\frac{7!}{2!\\,2!}"],
      note="ADVERSARIAL: the count in an image's alt text and file name")

    m("v34", "html-details-summary-answer", math(111), r"""Choose the boys and the girls independently:
$$\binom{7}{3} = 35, \qquad \binom{4}{2} = 6.$$

<details><summary>Answer: 210 groups</summary>Multiply the two counts.</details>

Total $= 35 \cdot 6$.

\boxed{210}""", ["<details><summary>Answer: 210 groups</summary>"], ["\\binom{7}{3} = 35", "\\binom{4}{2} = 6"],
      note="ADVERSARIAL: the answer in a collapsed HTML details summary")

    m("v35", "latex-tag-equation-number", math(113), r"""Difference of squares: $26^2 - 24^2 = (26-24)(26+24) = 2 \cdot 50 = 100$.

So the inner part is $100 - 10 = 90$, and
\begin{equation}
90^2 - 10^2 = (90 - 10)(90 + 10) \tag{8000}
\end{equation}

\boxed{8000}""", ["\\tag{8000}"], ["(26-24)(26+24) = 2 \\cdot 50 = 100", "$100 - 10 = 90$"],
      note="ADVERSARIAL: the value as a LaTeX equation tag")
