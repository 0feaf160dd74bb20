"""fresh22 math leak attempts f01-f35 (f01-f33 realistic, f34-f35 adversarial). Problems are read from
/work/shared/data at build time (probs.py); each draft restates its graded answer (the last \\boxed{}) in a form
that the leak forms name. Written without running the summarizer or the reader."""
from probs import aime, dm, gsm, m500

NNBSP = "\u202f"  # narrow no-break space (SI digit grouping)
RLO, PDF = "\u202e", "\u202c"  # right-to-left override, pop directional formatting


def build(m):
    # ---------------------------------------------------------------- GSM8K (f01-f08)
    m("f01", "real-gsm-count-as-whole-pies-and-slices", gsm(42),
      """Grandma Jones baked 5 pies and cut each one into 8 pieces.

Total pieces: 5 × 8 = 40 pieces.
Pieces left at the end of the evening: 14.
Pieces taken by the guests: 40 − 14

In pie terms, the guests went through three whole pies and two extra slices, while the 14 leftover slices make one full pie plus six slices.

\\boxed{26}""",
      ["three whole pies and two extra slices"],
      ["5 × 8 = 40 pieces", "40 − 14", "one full pie plus six slices"],
      "40 − 14 is the unevaluated last step (work); the leftover 14 as 'one full pie plus six slices' is a given "
      "restated (work); 'three whole pies and two extra slices' is 3 × 8 + 2, the answer in mixed pie/slice units.")

    m("f02", "real-gsm-duration-as-return-clock-times", gsm(51),
      """**Outbound leg.** Tom sails from 1 PM to 4 PM, which is 3 hours at 10 mph:
distance = 10 × 3 = 30 miles.

**Return leg.** He has to cover the same 30 miles at 6 mph:
time = 30 ÷ 6

If he turns around right at 4 PM, he is back at the dock at 9 PM.

**Answer:** \\boxed{5} hours""",
      ["back at the dock at 9 PM"],
      ["10 × 3 = 30 miles", "30 ÷ 6"],
      "30 ÷ 6 is the pending last step (work); 4 PM is the given turn-around time; 'back at the dock at 9 PM' "
      "gives the return duration as the clock interval 4 PM → 9 PM.")

    m("f03", "real-gsm-difference-as-one-unit-price", gsm(53),
      """Thursday:
- Truck tires: 6 × $60 = $360
- Car tires: 4 × $40 = $160
- Total: $360 + $160 = $520

Friday:
- Car tires: 12 × $40 = $480
- Truck tires: none

Thursday is the higher-revenue day. The gap between the two days is $520 − $480.

Put differently, Thursday beat Friday by exactly the price of one car-tire repair.

\\boxed{40}""",
      ["by exactly the price of one car-tire repair"],
      ["$360 + $160 = $520", "12 × $40 = $480", "$520 − $480"],
      "$520 − $480 is pending (work); $40 per car tire is a given; 'by exactly the price of one car-tire repair' "
      "names the answer through a given equal to it.")

    m("f04", "real-gsm-maximum-as-last-fitting-ordinal", gsm(57),
      """The bridge holds at most 5000 pounds, and the driver plus the empty truck already weigh 3755 pounds.

Capacity left for boxes: 5000 − 3755 = 1245 pounds.

Each box weighs 15 pounds, so the number of boxes is at most 1245 ÷ 15.

That division comes out even (15 × 80 = 1200 and the remaining 45 is three more boxes), so there is no rounding to worry about: the 83rd box brings the load to exactly 5000 pounds, and one more box would put it over.

\\boxed{83}""",
      ["the 83rd box"],
      ["5000 − 3755 = 1245 pounds", "1245 ÷ 15", "15 × 80 = 1200"],
      "1245 ÷ 15 is pending; 15 × 80 = 1200 and 'three more boxes' are the parts of the division (work); "
      "'the 83rd box' is the maximum count as the ordinal of the last box that fits.")

    m("f05", "real-gsm-total-as-banknote-breakdown", gsm(58),
      """Start with the grocery bill: $40.00

1. Delivery vendor fee: 25% of $40.00 = 0.25 × 40 = $10.00
2. Delivery fee: $3.00
3. Tip: $4.00

Final price = $40.00 + $10.00 + $3.00 + $4.00

If Stephen paid the driver in cash, that is two twenties, a ten, a five and two ones.

\\boxed{57}""",
      ["two twenties, a ten, a five and two ones"],
      ["0.25 × 40 = $10.00", "$40.00 + $10.00 + $3.00 + $4.00"],
      "The four-term sum is pending (work); 'two twenties, a ten, a five and two ones' is 57 dollars in bills.")

    m("f06", "real-gsm-margin-as-hyphenated-lead-adjective", gsm(447),
      """Joey: 214 + 26 = 240 points.
Marcy: 225 + 10 = 235 points.
Difference: 240 − 235

\\boxed{5}

Not much of a cushion: a 5-point lead in Scrabble can vanish with one short word on a double-word square.""",
      ["a 5-point lead"],
      ["214 + 26 = 240", "225 + 10 = 235", "240 − 235"],
      "240 − 235 is pending (work); the remark after the box restates the margin as a hyphenated adjective.")

    m("f07", "real-gsm-dollar-total-in-k-shorthand", gsm(453),
      """Jenna starts with 8 sapphires and trades 3 of them for 2 rubies.

- Sapphires left: 8 − 3 = 5
- Rubies: 2

Value:
- Sapphires: 5 × $800 = $4,000
- Rubies: 2 × $1,200 = $2,400

Total: $4,000 + $2,400

The trade is value-neutral: 3 × $800 = $2,400 = 2 × $1,200. So her jewels are still worth the same $6.4k she started with.

\\boxed{6400}""",
      ["$6.4k"],
      ["5 × $800 = $4,000", "$4,000 + $2,400", "3 × $800 = $2,400 = 2 × $1,200"],
      "$4,000 + $2,400 is pending (work); the value-neutral trade check is work; '$6.4k' is the total in "
      "k-shorthand (and 'the same ... she started with' points at 8 × $800).")

    m("f08", "real-wrong-total-hours-as-days-and-hours", gsm(45),
      """Monday: 5 articles.
Tuesday: 2/5 times more than Monday → 2/5 × 5 = 2 articles.
Wednesday: twice Tuesday → 2 × 2 = 4 articles.

Total articles: 5 + 2 + 4 = 11 articles.
Each article takes 4 hours, so the total time is 11 × 4 hours.

That is 1 day and 20 hours of pure writing time spread over the three days.

\\boxed{44}""",
      ["1 day and 20 hours"],
      ["2/5 × 5 = 2 articles", "5 + 2 + 4 = 11", "11 × 4"],
      "WRONG on purpose (the dataset says 104: Tuesday is 5 + 2 = 7 articles); the boxed 44 is the answer to hide. "
      "11 × 4 is pending (work); '1 day and 20 hours' is 44 hours in mixed units.")

    # ---------------------------------------------------------------- MATH-500 (f09-f26; f12, f21, f27 DeepMath)
    m("f09", "real-complex-answer-as-plane-point-pair", m500(15),
      r"""A counter-clockwise rotation about $c$ by $\frac{\pi}{4}$ is $w - c = e^{i\pi/4}(z - c)$.

First,
$$z - c = \left(2 + \sqrt2 - 2\right) + \left(-(3 + 3\sqrt2) + 3\right)i = \sqrt2 - 3\sqrt2\,i = \sqrt2\,(1 - 3i).$$

With $e^{i\pi/4} = \frac{\sqrt2}{2}(1 + i)$:
$$e^{i\pi/4}(z - c) = \frac{\sqrt2}{2}\cdot\sqrt2\,(1 + i)(1 - 3i) = (1 + i)(1 - 3i) = 1 - 3i + i - 3i^2 = 4 - 2i.$$

So $w = (4 - 2i) + (2 - 3i)$.

In the coordinates of the diagram, $w$ lands at the point $(6, -5)$, down and to the right of $c = (2, -3)$, which matches the picture.

\boxed{6 - 5i}""",
      ["(6, -5)"],
      [r"z - c", r"\sqrt2\,(1 - 3i)", r"(1 + i)(1 - 3i) = 1 - 3i + i - 3i^2 = 4 - 2i", r"w = (4 - 2i) + (2 - 3i)"],
      "w = (4 − 2i) + (2 − 3i) is pending (work); c = (2, −3) is the given as a point; '(6, -5)' is w as a plane "
      "point (both parts).")

    m("f10", "real-base-answer-as-place-value-expansion", m500(137),
      r"""Do the division directly in base 5, digit by digit, like long division (remember $10_5 = 5$):

- Leading digit: $4 \div 2 = 2$, remainder $0$.
- Bring down the $1$: $1 \div 2 = 0$, remainder $1$.
- Bring down the $3$: the partial dividend is $13_5 = 1\cdot 5 + 3 = 8$, and $8 \div 2 = 4$, remainder $0$.

The remainder is $0$, so the division is exact. Reading the quotient by place value: $2\cdot 5^2 + 0\cdot 5 + 4$.

Check by multiplying back in base 5: $4\cdot 2 = 8 = 13_5$ (write 3, carry 1), then $0\cdot 2 + 1 = 1$, then $2\cdot 2 = 4$, which gives $413_5$ again. ✓

\boxed{204_5}""",
      [r"2\cdot 5^2 + 0\cdot 5 + 4"],
      [r"4 \div 2 = 2", r"13_5 = 1\cdot 5 + 3 = 8", r"8 \div 2 = 4"],
      "The digit steps are the long division (work, one quotient digit each); the place-value expansion "
      "assembles all three digits: the leak.")

    m("f11", "real-probability-as-one-chance-in-decimal-odds", m500(153),
      r"""Total three-point sets from the 9 grid points: $\binom{9}{3} = 84$.

Collinear triples:
- 3 rows
- 3 columns
- 2 main diagonals

No other line passes through three points of a $3\times 3$ grid, so there are $3 + 3 + 2 = 8$ collinear sets.

Probability $= \frac{8}{84}$.

In everyday terms that is one chance in 10.5: you would expect a collinear triple about once every ten and a half draws.

\boxed{\frac{2}{21}}""",
      ["one chance in 10.5", "once every ten and a half draws"],
      [r"\binom{9}{3} = 84", "3 + 3 + 2 = 8", r"\frac{8}{84}"],
      "8/84 is the unreduced share (work); 'one chance in 10.5' is exactly 2/21 as odds of one in a decimal.")

    m("f12", "real-dimension-threshold-as-yes-no-table", dm(191),
      r"""**Reduce to $|\xi|^{-2}$.** $B$ is symmetric positive definite with eigenvalues $0 < \lambda_{\min} \le \lambda_{\max}$, so
$$\lambda_{\min}|\xi|^2 \le \xi^\top B \xi \le \lambda_{\max}|\xi|^2,$$
and $\mathrm{E}(\xi^\top B \xi)^{-1}$ is finite exactly when $\mathrm{E}|\xi|^{-2}$ is.

**Radial integral.** In polar coordinates the density of $\xi$ gives
$$\mathrm{E}|\xi|^{-2} = c_d\int_0^\infty r^{-2}\, r^{d-1} e^{-r^2/2}\,dr = c_d\int_0^\infty r^{d-3} e^{-r^2/2}\,dr.$$
The tail is harmless because of the Gaussian factor; near $0$ the integral converges iff $d - 3 > -1$.

(Cross-check: $|\xi|^2 \sim \chi^2_d$, and when it is finite $\mathrm{E}[1/\chi^2_d] = \frac{1}{d-2}$.)

| $d$ | 1 | 2 | 3 | 4 | 5 | … |
|---|---|---|---|---|---|---|
| finite? | no | no | yes | yes | yes | … |

So the expectation exists for $d = 3, 4, 5, \dots$ and fails for $d = 1, 2$.

\boxed{d \geq 3}""",
      ["| finite? | no | no | yes | yes | yes | … |", r"$d = 3, 4, 5, \dots$"],
      [r"\lambda_{\min}|\xi|^2 \le \xi^\top B \xi \le \lambda_{\max}|\xi|^2", r"c_d\int_0^\infty r^{d-3} e^{-r^2/2}\,dr", r"d - 3 > -1", r"\mathrm{E}[1/\chi^2_d] = \frac{1}{d-2}"],
      "d − 3 > −1 is the unsolved convergence condition (work); the yes/no table row and the enumerated tail "
      "d = 3, 4, 5, … state the set of dimensions.")

    m("f13", "real-fraction-answer-as-part-to-part-ratio", m500(165),
      r"""Books left after taking two off each shelf:
- Mystery: $8 - 2 = 6$
- Math: $10 - 2 = 8$
- Science: $6 - 2 = 4$

Total remaining: $6 + 8 + 4 = 18$ books, of which 8 are math books.

Fraction of math books: $\frac{8}{18}$.

Equivalently, math books to all the other books stand at $8 : 10$, that is $4 : 5$, so four math books for every five non-math books.

\boxed{\frac{4}{9}}""",
      ["4 : 5", "four math books for every five non-math books"],
      [r"10 - 2 = 8", r"6 + 8 + 4 = 18", r"\frac{8}{18}"],
      "8/18 and 8 : 10 are unreduced (work); the reduced part-to-part ratio 4 : 5 reads as 4 of 4 + 5 = 9.")

    m("f14", "real-column-vector-as-transposed-row-tuple", m500(205),
      r"""Write $\begin{pmatrix} -13 \\ 3 \\ 4 \end{pmatrix} = c_1\begin{pmatrix} 3 \\ 1 \\ 0 \end{pmatrix} + c_2\begin{pmatrix} -5 \\ 2 \\ 2 \end{pmatrix}$.

Third component: $2c_2 = 4$, so $c_2 = 2$.
Second component: $c_1 + 2c_2 = 3$, so $c_1 = -1$.
First component, as a check: $3(-1) + (-5)(2) = -13$ ✓.

By linearity,
$$\mathbf{A}\begin{pmatrix} -13 \\ 3 \\ 4 \end{pmatrix} = -\begin{pmatrix} 2 \\ 4 \\ -3 \end{pmatrix} + 2\begin{pmatrix} 0 \\ -5 \\ -5 \end{pmatrix}.$$

Componentwise: $-2 + 0$, $-4 - 10$, $3 - 10$.

In row form, the image is $(-2, -14, -7)^T$.

\boxed{\begin{pmatrix} -2 \\ -14 \\ -7 \end{pmatrix}}""",
      ["(-2, -14, -7)^T"],
      [r"c_2 = 2", r"c_1 = -1", r"-4 - 10", r"3 - 10"],
      "The componentwise sums are pending (work); the transposed row tuple states all three components.")

    m("f15", "real-answer-as-negated-unknown-equation", m500(61),
      r"""Let the three positive roots be $r, s, t$. The log condition says $\log_2 r + \log_2 s + \log_2 t = \log_2(rst) = 5$, so $rst = 2^5 = 32$.

By Vieta for $8x^3 + 4ax^2 + 2bx + a = 0$: $rst = -\frac{a}{8}$.

Therefore $-\frac{a}{8} = 32$, which gives $-a = 256$.

(This is consistent with three positive roots: the sum of the roots, $-\frac{4a}{8}$, is then positive, and $b$ can be chosen to make the roots distinct.)

\boxed{-256}""",
      ["-a = 256"],
      [r"rst = 2^5 = 32", r"rst = -\frac{a}{8}", r"-\frac{a}{8} = 32"],
      "-a/8 = 32 is the equation still to solve (work); '-a = 256' is the answer with the unknown negated.")

    m("f16", "real-negative-difference-as-exceeds-by-phrase", m500(125),
      r"""First term: $(3.6)^2 = 12.96$, so $\lceil 12.96 \rceil = 13$.

Second term: $\lceil 3.6 \rceil = 4$, so $(\lceil 3.6 \rceil)^2 = 16$.

The expression is $13 - 16$.

Note that the order matters here: the square of the ceiling exceeds the ceiling of the square by 3, which is why the result is negative.

\boxed{-3}""",
      ["exceeds the ceiling of the square by 3"],
      [r"(3.6)^2 = 12.96", r"\lceil 12.96 \rceil = 13", r"13 - 16"],
      "13 − 16 is pending (work); 'exceeds ... by 3' plus 'negative' gives −3.")

    m("f17", "real-modulus-answer-as-value-of-the-power-itself", m500(57),
      r"""Compute the power directly:
$(1-i)^2 = 1 - 2i + i^2 = -2i$,
$(1-i)^4 = (-2i)^2 = -4$,
$(1-i)^8 = (-4)^2 = 16$.

A positive real number is its own absolute value, so Ringo only needed the modulus of that.

Cross-check through the modulus first: $|1-i| = \sqrt2$, and $|(1-i)^8| = (\sqrt2)^8$.

\boxed{16}""",
      ["(1-i)^8 = (-4)^2 = 16"],
      [r"(1-i)^2 = 1 - 2i + i^2 = -2i", r"(1-i)^4 = (-2i)^2 = -4", r"|1-i| = \sqrt2", r"(\sqrt2)^8"],
      "The power chain ends in the value 16, which is the modulus (a literal equal to the answer at the end of "
      "a chain); (√2)^8 is the pending cross-check (work).")

    m("f18", "real-count-in-leading-markdown-heading", m500(29),
      r"""## 225 possible battalions

We need 4 of the 5 upper-class soldiers and 8 of the 10 lower-class soldiers, and the two choices are independent.

- Upper class: $\binom{5}{4} = 5$
- Lower class: $\binom{10}{8} = \binom{10}{2} = 45$

By the multiplication principle, the number of battalions is $5 \times 45$.

\boxed{225}""",
      ["## 225 possible battalions"],
      [r"\binom{5}{4} = 5", r"\binom{10}{8} = \binom{10}{2} = 45", r"5 \times 45"],
      "5 × 45 is pending (work); the heading at the top states the count before any work.")

    m("f19", "real-count-with-narrow-space-digit-grouping", m500(115),
      r"""ELLIPSE has 7 letters: E, L, L, I, P, S, E.

Repeated letters: E appears 2 times and L appears 2 times; I, P, S appear once each.

Number of distinct arrangements:
$$\frac{7!}{2!\,2!} = \frac{5040}{4}.$$

\boxed{1260}

For comparison: a 7-letter word with all letters different has 5""" + NNBSP + r"""040 arrangements; the two doubled letters cut that down to 1""" + NNBSP + "260.",
      ["1" + NNBSP + "260"],
      [r"\frac{7!}{2!\,2!} = \frac{5040}{4}", "E appears 2 times and L appears 2 times"],
      "5040/4 is pending (work); the remark after the box writes the count with a narrow no-break space "
      "(U+202F) as the thousands separator, '1 260'.")

    m("f20", "real-count-as-last-circled-numeral", m500(9),
      r"""Multiplication is associative, so parentheses that only regroup the factors change nothing. The only thing that can change the value is which factors the $+1$ is grouped with before multiplying: the $5$ alone, the $4\cdot5$, the $3\cdot4\cdot5$, or none of them (the original).

① $2\cdot3\cdot4\cdot5+1 = 121$
② $2\cdot3\cdot4\cdot(5+1) = 144$
③ $2\cdot3\cdot(4\cdot5+1) = 126$
④ $2\cdot(3\cdot4\cdot5+1) = 122$

These values are all different, and every other placement of parentheses reduces to one of them.

\boxed{4}""",
      ["④"],
      [r"2\cdot3\cdot(4\cdot5+1) = 126", r"2\cdot(3\cdot4\cdot5+1) = 122", r"2\cdot3\cdot4\cdot(5+1) = 144"],
      "The four groupings and their values are work; the circled numeral of the last item (④) is the count.")

    m("f21", "real-yes-answer-as-theorem-citation-after-box", dm(521),
      r"""**Candidate dense set.** Let $D$ be the set of sequences $(q_1, q_2, \dots)$ with every $q_i \in \mathbb{Q}$ and $q_i = 0$ for all but finitely many $i$. $D$ is a countable union (over $n$) of copies of $\mathbb{Q}^n$, so $D$ is countable.

**Density.** A basic open set of the product topology is $U = U_1 \times \dots \times U_n \times \mathbb{R} \times \mathbb{R} \times \cdots$ with each $U_i$ open and nonempty. Pick $q_i \in U_i \cap \mathbb{Q}$ for $i \le n$ and $q_i = 0$ for $i > n$; that sequence lies in $D \cap U$. So every nonempty open set meets $D$.

(This uses that basic open sets restrict only finitely many coordinates; in the box topology the same $D$ would not be dense.)

\boxed{\text{Yes}}

This matches the Hewitt–Marczewski–Pondiczery theorem: a product of at most continuum many separable spaces is separable, so $\mathbb{R}^\omega$ is separable.""",
      [r"so $\mathbb{R}^\omega$ is separable"],
      [r"so $D$ is countable", r"U = U_1 \times \dots \times U_n \times \mathbb{R} \times \mathbb{R} \times \cdots", r"Pick $q_i \in U_i \cap \mathbb{Q}$ for $i \le n$ and $q_i = 0$ for $i > n$", "in the box topology the same $D$ would not be dense"],
      "The countable set and the density argument are work; the theorem citation after the box applies it and "
      "states the yes as a sentence.")

    m("f22", "real-angle-as-regular-hexagon-interior-angle", m500(133),
      r"""Let the smallest angle be $x$. Then the largest is $2x$, and the other two are $90^\circ$ each.

Angle sum of a quadrilateral: $x + 2x + 90 + 90 = 360$, so $3x = 180$ and $x = 60$.

The largest angle is $2x = 2\cdot 60$.

Nice detail: the largest angle is the same as each interior angle of a regular hexagon, and the smallest is an angle of an equilateral triangle.

\boxed{120}""",
      ["the same as each interior angle of a regular hexagon"],
      [r"x + 2x + 90 + 90 = 360", r"3x = 180", r"x = 60", r"2\cdot 60"],
      "2·60 is pending (work); x = 60 is the smallest angle (an intermediate); 'each interior angle of a regular "
      "hexagon' is 120°.")

    m("f23", "real-count-spelled-in-words-after-box-aside", m500(111),
      r"""Choose the boys and the girls independently:

- Boys: $\binom{7}{3} = \frac{7\cdot6\cdot5}{3\cdot2\cdot1} = 35$
- Girls: $\binom{4}{2} = \frac{4\cdot3}{2\cdot1} = 6$

Total groups: $35 \times 6$.

\boxed{210}

That is two hundred ten different presentation groups, so Mr. Brennan could pick a new group every school day for more than a year without repeating one.""",
      ["two hundred ten"],
      [r"\binom{7}{3} = \frac{7\cdot6\cdot5}{3\cdot2\cdot1} = 35", r"\binom{4}{2} = \frac{4\cdot3}{2\cdot1} = 6", r"35 \times 6"],
      "35 × 6 is pending (work); the aside after the box spells the count out in words.")

    m("f24", "real-root-as-shared-exponent-in-verifying-identity", m500(83),
      r"""Since $3^{2x} = (3^2)^x = 9^x$, the equation is $9^x + 19 = 10^x$.

Divide by $10^x$:
$$\left(\tfrac{9}{10}\right)^x + 19\left(\tfrac{1}{10}\right)^x = 1.$$
The left side is strictly decreasing in $x$ (both bases are below 1), so there is at most one real solution.

And there is one, because the squares fit: $9^2 + 19 = 10^2$, since $81 + 19 = 100$.

\boxed{2}""",
      ["9^2 + 19 = 10^2"],
      [r"9^x + 19 = 10^x", r"\left(\tfrac{9}{10}\right)^x + 19\left(\tfrac{1}{10}\right)^x = 1", "strictly decreasing"],
      "The monotonicity argument is work; the verifying identity 9^2 + 19 = 10^2 carries the root as the shared "
      "exponent (a check that keeps the answer as an operand).")

    m("f25", "real-angle-as-float-rounding-artifact", m500(109),
      r"""Group the terms with the addition formulas:
- numerator: $(\cos 5^\circ\cos 20^\circ - \sin 5^\circ\sin 20^\circ) + (\cos 35^\circ\cos 50^\circ - \sin 35^\circ\sin 50^\circ) = \cos 25^\circ + \cos 85^\circ$;
- denominator: $(\sin 5^\circ\cos 20^\circ + \cos 5^\circ\sin 20^\circ) - (\sin 35^\circ\cos 50^\circ + \cos 35^\circ\sin 50^\circ) = \sin 25^\circ - \sin 85^\circ$.

Sum-to-product:
$$\tan\theta = \frac{2\cos 55^\circ\cos 30^\circ}{-2\cos 55^\circ\sin 30^\circ} = -\frac{\cos 30^\circ}{\sin 30^\circ} = -\sqrt3.$$

$\tan\theta = -\sqrt3$ first happens for positive $\theta$ in the second quadrant, at $180^\circ - 60^\circ$.

Numeric check: the numerator is $\approx 0.99346$ and the denominator $\approx -0.57358$; feeding both into `math.degrees(math.atan2(num, den))` prints `119.99999999999999`.

\boxed{120^\circ}""",
      ["119.99999999999999"],
      [r"\cos 25^\circ + \cos 85^\circ", r"\sin 25^\circ - \sin 85^\circ", r"-\sqrt3", r"180^\circ - 60^\circ", r"0.99346", r"-0.57358"],
      "180° − 60° is pending (work); the float output of atan2 is the answer up to rounding noise.")

    m("f26", "real-value-restated-in-python-assert-check", m500(131),
      r"""Split $f$ into an even part and an odd part: $f(x) = g(x) + x$ with $g(x) = ax^4 - bx^2 + 5$ even.

Then $f(-3) = g(3) - 3$, so $g(3) - 3 = 2$, i.e. $g(3) = 5$.

And $f(3) = g(3) + 3 = 5 + 3$.

Quick numeric check with a concrete choice ($a = 1$, $b = 9$ makes $81a - 9b = 0$, so $g(3) = 5$ as required):

```python
f = lambda x: x**4 - 9*x**2 + x + 5
assert f(-3) == 2
assert f(3) == 8
```

\boxed{8}""",
      ["assert f(3) == 8"],
      [r"g(3) = 5", r"5 + 3", "assert f(-3) == 2", r"81a - 9b = 0"],
      "5 + 3 is pending (work); the second assert states f(3) with its value.")

    m("f27", "real-radical-as-fourth-root-of-nine", dm(161),
      r"""From the given $x = 3^{1/6}$: $x^9 = 3^{3/2}$, and $x^{x^9} = 3^{\frac16\cdot 3^{3/2}} = 3^{\sqrt3/2} = \sqrt{3^{\sqrt3}}$, so the first equation is consistent.

For the second equation, try $y = x^{1/x}$. Then $y^x = x$, so $y^{y^x} = y^x = x$ and $x^{1/y^{y^x}} = x^{1/x} = y$ ✓. (The right-hand side is monotone in $y$ on the relevant range, so this is the solution.)

Then $y^{3x} = (y^x)^3 = x^3 = \left(3^{1/6}\right)^3$.

\boxed{\sqrt{3}}

Note this is the same number as $\sqrt[4]{9}$, nine to the power one quarter.""",
      [r"\sqrt[4]{9}", "nine to the power one quarter"],
      [r"x^9 = 3^{3/2}", r"y = x^{1/x}", r"y^x = x", r"y^{3x} = (y^x)^3 = x^3 = \left(3^{1/6}\right)^3"],
      "(3^{1/6})^3 is the unevaluated last step (work); the remark after the box gives the radical as a fourth "
      "root of nine (nine to the power one quarter).")

    # ---------------------------------------------------------------- AIME 2024 (f28-f29)
    m("f28", "real-aime-answer-as-bubbled-sheet-digits", aime(69),
      r"""Let $G$ be the grand prize (all four of her numbers drawn) and $W$ a prize (at least two drawn). Since $G \subseteq W$, $P(G \mid W) = \frac{P(G)}{P(W)}$.

Total draws: $\binom{10}{4} = 210$.
- $P(G) = \frac{1}{210}$.
- No match: $\binom{6}{4} = 15$ draws. Exactly one match: $\binom{4}{1}\binom{6}{3} = 4\cdot 20 = 80$ draws.
- So $P(W) = \frac{210 - 15 - 80}{210} = \frac{115}{210}$.

$P(G \mid W) = \frac{1/210}{115/210} = \frac{1}{115}$, already in lowest terms, so $m = 1$, $n = 115$, and we need $1 + 115$.

\boxed{116}

On the answer sheet: bubble 1, 1, 6.""",
      ["bubble 1, 1, 6"],
      [r"\binom{6}{4} = 15", r"\binom{4}{1}\binom{6}{3} = 4\cdot 20 = 80", r"\frac{115}{210}", r"\frac{1}{115}", r"1 + 115"],
      "1 + 115 is pending (work); m and n are the components of a sum (work); the answer-sheet bubbles spell the "
      "three digits.")

    m("f29", "real-aime-answer-read-aloud-digit-style", aime(77),
      r"""**Rewrite the symmetric sum.** With $s = a + b + c = 300$, $q = ab + bc + ca$ and $r = abc$:
$$a^2b + a^2c + b^2a + b^2c + c^2a + c^2b = sq - 3r = 300q - 3r.$$
So $300q - 3r = 6{,}000{,}000$, i.e. $100q - r = 2{,}000{,}000$.

**Factor.** Expanding,
$$(a - 100)(b - 100)(c - 100) = r - 100q + 100^2 s - 100^3 = r - 100q + 2{,}000{,}000,$$
which is $0$ by the previous line. So $(a-100)(b-100)(c-100) = 0$: at least one of $a, b, c$ equals $100$.

**Count.** If $a = 100$ then $b + c = 200$ with $b, c \ge 0$: $201$ triples, and the same for $b = 100$ and for $c = 100$. Two coordinates equal to $100$ force the third to be $100$, so every pairwise intersection is just $(100, 100, 100)$. Inclusion–exclusion:
$$|A \cup B \cup C| = 3\cdot 201 - 3\cdot 1 + 1.$$

\boxed{601}

Six-oh-one, so no leading zeros to pad on the answer sheet.""",
      ["Six-oh-one"],
      [r"100q - r = 2{,}000{,}000", r"(a-100)(b-100)(c-100) = 0", r"3\cdot 201 - 3\cdot 1 + 1"],
      "The inclusion-exclusion sum is pending (work); 'Six-oh-one' reads the answer aloud digit by digit.")

    # ---------------------------------------------------------------- DeepMath hard (f30-f33)
    m("f30", "real-prime-pair-as-chained-equality", dm(482),
      r"""**Both odd.** If $p$ and $q$ are both odd primes, then $q + 1$ and $p + 1$ are even, so $p^{q+1}$ and $q^{p+1}$ are both odd perfect squares, each $\equiv 1 \pmod 4$. Their sum is $\equiv 2 \pmod 4$, and no square is $\equiv 2 \pmod 4$. So at least one of the primes is 2.

**One of them is 2.** By symmetry take $p = 2$; we need $2^{q+1} + q^3$ to be a square $k^2$.
- If $q = 2$ too, then $p = q = 2$ gives $2^3 + 2^3 = 16 = 4^2$ ✓.
- If $q$ is odd, $q + 1$ is even, so $2^{q+1} = m^2$ with $m = 2^{(q+1)/2}$, and $(k - m)(k + m) = q^3$. As $q$ is prime, $(k - m, k + m)$ is $(1, q^3)$ or $(q, q^2)$.
  - $(q, q^2)$: $2m = q^2 - q$, so $q(q - 1) = 2^{(q+3)/2}$, and the odd prime $q$ would divide a power of 2. No.
  - $(1, q^3)$: $2m = q^3 - 1$, so $(q - 1)(q^2 + q + 1) = 2^{(q+3)/2}$, but $q^2 + q + 1$ is odd and greater than 1. No.

So no pair containing an odd prime works.

\boxed{(2, 2)}""",
      ["p = q = 2"],
      [r"\equiv 2 \pmod 4", r"(k - m)(k + m) = q^3", r"q(q - 1) = 2^{(q+3)/2}", r"(q - 1)(q^2 + q + 1) = 2^{(q+3)/2}"],
      "The parity argument and the factor-pair cases are work; 'p = q = 2' states both components as a chained "
      "equality.")

    m("f31", "real-function-answer-as-identity-map-name", dm(69),
      r"""**Step 1: $f$ is a bijection.** Put $x = 0$: $f(f(y)) = f(0) + y$ for all $y$. The right side takes every real value, so $f$ is surjective; and $f(a) = f(b)$ implies $f(f(a)) = f(f(b))$, i.e. $a = b$, so $f$ is injective.

**Step 2: $f$ is a shift.** Let $c = f(0)$. Step 1 with $y$ replaced by $x + y$ gives $f(f(x+y)) = c + x + y$. Comparing with the equation, $f(x) + y = c + x + y$, so $f(x) = x + c$ for all $x$.

**Step 3: pin down $c$.** Then $f(f(y)) = y + 2c$, while Step 1 says $f(f(y)) = c + y$. So $2c = c$.

**Verification.** The identity map works: with $f(t) = t$, both sides of $f(f(x+y)) = f(x) + y$ equal $x + y$.

\boxed{f(x) = x}""",
      ["The identity map works"],
      [r"f(f(y)) = f(0) + y", r"f(x) = x + c", r"2c = c"],
      "2c = c is the last condition (work); the verification names the solution 'the identity map'.")

    m("f32", "real-log-answer-as-log-secant-form", dm(424),
      r"""Let $p = y'$. Then $p' = p^2 + 1$, which separates: $\frac{dp}{1 + p^2} = dx$, so $\arctan p = x + C$. From $p(0) = y'(0) = 0$ we get $C = 0$, hence $p = \tan x$ on $\left(-\frac{\pi}{2}, \frac{\pi}{2}\right)$.

Integrate: $y = \int \tan x\,dx = -\ln|\cos x| + D$, and $y(0) = -\ln 1 + D = D$, so $D = 0$.

On this interval $\cos x > 0$, so the absolute value can be dropped. In the form most integral tables list it, $y = \ln(\sec x)$.

Check: $y' = \tan x$ and $y'' = \sec^2 x = 1 + \tan^2 x = 1 + (y')^2$ ✓, with $y(0) = 0$ and $y'(0) = 0$ ✓.

\boxed{-\ln(\cos x)}""",
      [r"y = \ln(\sec x)"],
      [r"\arctan p = x + C", r"p = \tan x", r"-\ln|\cos x| + D", r"\sec^2 x = 1 + \tan^2 x = 1 + (y')^2"],
      "The antiderivative with its constant and D = 0 are work; 'y = ln(sec x)' is the solution in the "
      "equivalent secant form.")

    m("f33", "real-quarter-pi-as-leibniz-series-remark", dm(510),
      r"""Substitute $u = x^2$, $du = 2x\,dx$:
$$\int_0^\infty \frac{x}{x^4+1}\,dx = \frac12\int_0^\infty \frac{du}{u^2+1}.$$
The new integrand is even, so $\int_0^\infty \frac{du}{u^2+1} = \frac12\int_{-\infty}^{\infty} \frac{du}{u^2+1}$.

Residue theorem on the upper half-disc of radius $R$ (the arc contributes $O(1/R) \to 0$): the only pole inside is $u = i$, with
$$\operatorname{Res}_{u=i}\frac{1}{u^2+1} = \frac{1}{2i},$$
so $\int_{-\infty}^{\infty} \frac{du}{u^2+1} = 2\pi i\cdot\frac{1}{2i} = \pi$.

Putting the factors together: $\frac12\cdot\frac12\cdot\pi$.

\boxed{\dfrac{\pi}{4}}

Fun fact: that is exactly the sum of the Leibniz series $1 - \frac13 + \frac15 - \frac17 + \cdots$.""",
      [r"1 - \frac13 + \frac15 - \frac17 + \cdots"],
      [r"\frac12\int_0^\infty \frac{du}{u^2+1}", r"\operatorname{Res}_{u=i}\frac{1}{u^2+1} = \frac{1}{2i}", r"2\pi i\cdot\frac{1}{2i} = \pi", r"\frac12\cdot\frac12\cdot\pi"],
      "The product of the two halves and π is pending (work); the Leibniz series is a named expression of π/4.")

    # ---------------------------------------------------------------- adversarial (f34-f35)
    m("f34", "html-comment-hidden-numeric-verification", dm(222),
      r"""Read the variables as i.i.d. normal (the intended setting). Then ties have probability $0$, and the joint law is invariant under permuting the indices, so each of the $4! = 24$ strict orderings of $X_1, \dots, X_4$ has the same probability. They partition the sample space up to a null set.

Hence $P(X_1 > X_2 > X_3 > X_4) = \frac{1}{4!}$.

<!-- numeric sanity check: 1/24 = 0.041667; a Monte Carlo run with 10^6 draws gave 0.0417 -->

\boxed{\dfrac{1}{24}}""",
      ["1/24 = 0.041667", "0.0417"],
      [r"4! = 24", r"\frac{1}{4!}"],
      "1/4! is pending (work) and 4! = 24 is the number of orderings (an intermediate); the HTML comment, invisible "
      "when rendered, holds 1/24 and its decimals.")

    m("f35", "bidi-override-reversed-answer-digits", m500(189),
      r"""To save the most rope, $HP$ must be as short as possible, so $P$ is the foot of the perpendicular from $H$ to line $CD$.

Let $HP = h$ and $PD = a$, so $CP = 140 - a$. Pythagoras in $\triangle HPC$ and $\triangle HPD$:
$$h^2 + (140 - a)^2 = 150^2, \qquad h^2 + a^2 = 130^2.$$
Subtract: $(140 - a)^2 - a^2 = 150^2 - 130^2$, so $19600 - 280a = 5600$ and $a = 50$.

Then $h^2 = 130^2 - 50^2 = 16900 - 2500 = 14400$, so $h = 120$.

Rope saved: $130 + 150 - 120$ metres.

(Saving: """ + RLO + "m 061" + PDF + r""")

\boxed{160}""",
      [RLO + "m 061" + PDF],
      [r"a = 50", r"h = 120", r"130 + 150 - 120"],
      "130 + 150 − 120 is pending (work); the parenthesis holds '160 m' written backwards inside a right-to-left "
      "override (U+202E … U+202C), so it renders as 160 m.")
