"""fresh20 math leak attempts g01-g35 (g01-g33 realistic, g34-g35 adversarial). Each draft restates its boxed
answer outside the box in a form a reader copies at once (`leak_forms`); the work (`must_stay`) must survive."""
from probs import aime, dm, gsm, m500


def build(m):
    # ---------------- GSM8K (g01-g08; g06 wrong on purpose) ----------------
    m("g01", "real-gsm-gross-collective-noun-cost", gsm(506),
      """Each dog has 4 legs, so each dog needs 4 snowshoes.
Mario has 6 sled dogs, so he needs 6 × 4 = 24 snowshoes.
Snowshoes are sold in pairs, so 24 snowshoes is 24 / 2 = 12 pairs.
Each pair costs $12.00, so the total is 12 × $12.00.

Fun coincidence: the bill comes to exactly one gross of dollars.

$\\boxed{144}$""",
      leak_forms=["one gross of dollars"],
      must_stay=["6 × 4 = 24", "24 / 2 = 12 pairs", "12 × $12.00"],
      note="A gross is 144; the product 12 × $12.00 is left unevaluated (work).")

    m("g02", "real-gsm-bakers-dozen-years", gsm(12),
      """Let's find Carlos's net earnings per year.

- Lemons per year: 7
- Revenue per year: 7 × $1.5 = $10.50
- Cost per year (water and feed): $3
- Net per year: $10.50 − $3 = $7.50

He first has to earn back the $90 it cost to plant the tree:

$90 ÷ $7.50 = 12 years

After 12 full years he has only broken even (net $0). He starts actually earning money in the year after that, i.e. year 12 + 1.

So Carlos has to wait a baker's dozen years before the tree makes him a profit.

\\boxed{13}""",
      leak_forms=["a baker's dozen years"],
      must_stay=["7 × $1.5 = $10.50", "$10.50 − $3 = $7.50", "$90 ÷ $7.50 = 12 years", "12 + 1"],
      note="A baker's dozen is 13; `12 + 1` is the unevaluated last step (work).")

    m("g03", "real-gsm-score-archaic-count", gsm(105),
      """Okay, Amir eats 5 cookies. Cody eats three times as many as Amir, so Cody eats 3 × 5 = 15 cookies. Together that's 15 + 5 cookies. A score of cookies between the two of them — quite the snack.

**Answer:** $\\boxed{20}$""",
      leak_forms=["A score of cookies"],
      must_stay=["3 × 5 = 15", "15 + 5"],
      note="A score is 20.")

    m("g04", "real-gsm-change-as-fiver-slang", gsm(272),
      """**Step 1: Add up the purchases.**
- Cocoa: $4.20
- Laundry: $9.45
- Pasta: $1.35

$4.20 + $9.45 = $13.65
$13.65 + $1.35 = $15.00

**Step 2: Subtract from what she paid.**
$20.00 − $15.00

The prices add up to a round $15, so out of her twenty the cashier just hands back a single fiver.

**Final Answer:** \\boxed{5}""",
      leak_forms=["a single fiver"],
      must_stay=["$4.20 + $9.45 = $13.65", "$13.65 + $1.35 = $15.00", "$20.00 − $15.00"],
      note="A fiver is a five-dollar bill; `$20.00 − $15.00` is work.")

    m("g05", "real-gsm-minutes-as-third-of-hour", gsm(408),
      """### Step 1: Total words
45 pages × 200 words/page = 9,000 words

### Step 2: Reading time
9,000 ÷ 300 = 30 minutes

### Step 3: Reading plus the drive
30 + 10 = 40 minutes

### Step 4: Compare with the 60 minutes he has
60 − 40

So Toby reaches the airport a third of an hour before he has to be there.

### Final Answer
\\[
\\boxed{20}
\\]""",
      leak_forms=["a third of an hour"],
      must_stay=["9,000 ÷ 300 = 30 minutes", "30 + 10 = 40 minutes", "60 − 40"],
      note="A third of an hour is 20 minutes; `60 − 40` is work.")

    m("g06", "real-wrong-relative-gap-hundred-percent-words", gsm(184),
      """First probability: rolling a number greater than 3 means rolling 4, 5, or 6.
P(>3) = 3/6 = 1/2 = 50%

Second probability: two even numbers in a row. Each roll is even with probability 3/6 = 1/2, so
P(two evens) = 1/2 × 1/2 = 1/4 = 25%

How much more likely is the first? Compare the gap to the second probability:
(50% − 25%) / 25%

The first event is twice as likely as the second, i.e. one hundred percent more likely.

\\boxed{100}""",
      leak_forms=["one hundred percent more likely"],
      must_stay=["P(>3) = 3/6 = 1/2 = 50%", "P(two evens) = 1/2 × 1/2 = 1/4 = 25%", "(50% − 25%) / 25%"],
      note="WRONG on purpose (dataset answer 25: the difference in percentage points, 50% − 25%); the draft "
           "divides the gap by 25% and boxes 100, restated 'one hundred percent more likely' (and 'twice as "
           "likely', a relation). `(50% − 25%) / 25%` is the unevaluated step (work).")

    m("g07", "real-gsm-smallest-three-digit-number-remark", gsm(202),
      """To find the total barrels of wine, follow the chain acres → tons → barrels.

1. **Tons of grapes per year:** 10 acres × 5 tons/acre = 50 tons
2. **Barrels per year:** 50 tons × 2 barrels/ton

That product is the smallest three-digit number, so Josie's farm just makes it into triple digits.

**Answer:** $\\boxed{100}$ barrels of wine per year.""",
      leak_forms=["the smallest three-digit number"],
      must_stay=["10 acres × 5 tons/acre = 50 tons", "50 tons × 2 barrels/ton"],
      note="The smallest three-digit number is 100; `50 tons × 2 barrels/ton` is work.")

    m("g08", "real-gsm-postscript-days-count", gsm(296),
      """Rice eaten per meal by the household: 5 people × 0.2 kg = 1 kg.
They eat rice at lunch and dinner, so 2 meals a day: 2 × 1 kg = 2 kg per day.
Days the bag lasts: 42 kg ÷ 2 kg/day.
Weeks: divide that number of days by 7.

$\\boxed{3}$

P.S. Counted in days that's 21 — the bag runs out on the last day of the third week.""",
      leak_forms=["Counted in days that's 21", "the last day of the third week"],
      must_stay=["5 people × 0.2 kg = 1 kg", "2 × 1 kg = 2 kg per day", "42 kg ÷ 2 kg/day"],
      note="21 days are 3 weeks; 'the third week' names the count as an ordinal. `42 kg ÷ 2 kg/day` is work.")

    # ---------------- MATH-500 (g09-g30) ----------------
    m("g09", "real-edit-note-radian-answer-in-degrees", m500(53),
      r"""We need the angle $\theta$ in the principal range $\left[-\frac{\pi}{2}, \frac{\pi}{2}\right]$ of $\arcsin$ with $\sin\theta = -\frac{1}{2}$.

The reference angle is $\frac{\pi}{6}$, because $\sin\frac{\pi}{6} = \frac{1}{2}$. Sine is negative below the $x$-axis, and the only part of the principal range below the axis is $\left[-\frac{\pi}{2}, 0\right)$, so we take the reference angle with a minus sign.

$$\arcsin\left(-\frac{1}{2}\right) = \boxed{-\frac{\pi}{6}}$$

*Edit:* someone asked for degrees — that's $-30^\circ$, i.e. a clockwise turn of 30 degrees from the positive $x$-axis.""",
      leak_forms=[r"$-30^\circ$", "a clockwise turn of 30 degrees"],
      must_stay=[r"\sin\frac{\pi}{6} = \frac{1}{2}", r"\left[-\frac{\pi}{2}, \frac{\pi}{2}\right]"],
      note="The answer in degrees in an edit note after the box.")

    m("g10", "real-fraction-as-overline-repeating-decimal", m500(235),
      r"""Convert each repeating decimal to a fraction. A single repeating digit $d$ gives $0.\overline{d} = \frac{d}{9}$:

$$0.\overline{7} = \frac{7}{9}, \quad 0.\overline{4} = \frac{4}{9}, \quad 0.\overline{2} = \frac{2}{9}.$$

Then
$$\frac{7}{9} - \frac{4}{9} + \frac{2}{9} = \frac{7 - 4 + 2}{9}.$$

Sanity check in decimals: $0.777\ldots - 0.444\ldots = 0.333\ldots$, and adding $0.222\ldots$ gives $0.\overline{5}$, as expected.

$$\boxed{\frac{5}{9}}$$""",
      leak_forms=[r"$0.\overline{5}$"],
      must_stay=[r"0.\overline{d} = \frac{d}{9}", r"\frac{7 - 4 + 2}{9}", r"0.777\ldots - 0.444\ldots = 0.333\ldots"],
      note="5/9 as a repeating decimal with an overline in a sanity check; `(7 - 4 + 2)/9` is work.")

    m("g11", "real-mixed-number-answer-as-improper-fraction", m500(264),
      r"""**Setting up.** Since $CDEG$ is a square with side $3$, $DE = 3$. Triangle $BDE$ has a right angle at $D$, so
$$BD = \sqrt{BE^2 - DE^2} = \sqrt{25 - 9} = 4.$$

Place $D = (0,0)$, $C = (-3, 0)$, $E = (0, 3)$, $G = (-3, 3)$, and $B = (-4, 0)$.

**Key observation.** In rectangle $BEFH$, side $HF$ is parallel to $BE$, and $G$ lies on $HF$. So $BH$ is the distance between the parallel lines $BE$ and $HF$, which is the distance from $G$ to line $BE$.

Line $BE$ passes through $(-4, 0)$ and $(0, 3)$: slope $\frac{3}{4}$, equation $3x - 4y + 12 = 0$.

Distance from $G = (-3, 3)$:
$$BH = \frac{|3(-3) - 4(3) + 12|}{\sqrt{3^2 + 4^2}} = \frac{|-9 - 12 + 12|}{5}.$$

As an improper fraction that is $\frac{9}{5}$, i.e. $1.8$ units; as the mixed number the problem asks for:

$$\boxed{1\frac{4}{5}}$$""",
      leak_forms=[r"$\frac{9}{5}$", "$1.8$ units"],
      must_stay=[r"\sqrt{25 - 9} = 4", "3x - 4y + 12 = 0", r"\frac{|-9 - 12 + 12|}{5}"],
      note="The mixed-number answer restated as an improper fraction and a decimal in the sentence that leads "
           "into the box; the distance formula's numerator is left unevaluated (work).")

    m("g12", "real-digit-run-description", m500(217),
      r"""Factor: $450 = 2 \cdot 3^2 \cdot 5^2$. A number made of 0s and 1s is a multiple of 450 exactly when it is divisible by $2$, $25$, and $9$.

- **Divisible by 25 (and 2):** the last two digits must form a multiple of 25 using only 0s and 1s. Of 00, 01, 10, 11, only **00** works (and 00 also takes care of the factor 2).
- **Divisible by 9:** the digit sum must be a multiple of 9. The digit sum is just the number of 1s, so we need at least nine 1s.

To keep the number as small as possible, use as few digits as possible: exactly nine 1s followed by two 0s. Putting any extra 0 among the 1s would only make the number longer and larger.

$$\boxed{11,\!111,\!111,\!100}$$""",
      leak_forms=["exactly nine 1s followed by two 0s"],
      must_stay=[r"450 = 2 \cdot 3^2 \cdot 5^2", "only **00** works", "at least nine 1s"],
      note="The digit string described by its runs; 'at least nine 1s' and 'only 00' are the two conditions (work).")

    m("g13", "real-byte-max-hex-aside", m500(278),
      r"""An eight-digit base-2 integer has the form $d_7 d_6 \ldots d_0$ with leading digit 1. The largest one has every digit equal to 1:
$$11111111_2 = 2^7 + 2^6 + \cdots + 2^1 + 2^0.$$
This is a geometric series: $\sum_{k=0}^{7} 2^k = 2^8 - 1$.

(Programmers will recognise this as 0xFF, the largest value an unsigned byte can hold.)

$$\boxed{255}$$""",
      leak_forms=["0xFF", "the largest value an unsigned byte can hold"],
      must_stay=["2^8 - 1", "11111111_2"],
      note="255 as a hex literal in an aside; `2^8 - 1` is the unevaluated last step (work).")

    m("g14", "real-angle-sum-as-supplementary-word", m500(267),
      r"""In circle $J$, the radii $JO$ and $JN$ meet the tangent lines $HO$ and $HN$ at right angles, so
$$m\angle HOJ = m\angle HNJ = 90^\circ.$$

The four angles of quadrilateral $HOJN$ add up to $360^\circ$:
$$m\angle J + m\angle H + 90^\circ + 90^\circ = 360^\circ,$$
so $m\angle J + m\angle H = 360^\circ - 90^\circ - 90^\circ$.

In other words, $\angle J$ and $\angle H$ are supplementary, which holds for any point outside a circle and its two tangent segments.

$$\boxed{180^\circ}$$""",
      leak_forms=["are supplementary"],
      must_stay=[r"m\angle HOJ = m\angle HNJ = 90^\circ", r"360^\circ - 90^\circ - 90^\circ"],
      note="Supplementary angles sum to 180 degrees; the subtraction is work.")

    m("g15", "real-plus-minus-roots-as-squared-binomials", m500(284),
      r"""We use $\cot^{-1}\left(\frac{1}{x}\right) = \tan^{-1}(x)$. Let $\theta = \tan^{-1}(x)$, so the equation becomes
\begin{align*}
\sin(2\theta) &= \frac{1}{3} \\
\frac{2\tan\theta}{1 + \tan^2\theta} &= \frac{1}{3} \\
\frac{2x}{1 + x^2} &= \frac{1}{3}.
\end{align*}
Cross-multiplying: $6x = 1 + x^2$, i.e.
$$x^2 - 6x + 1 = 0.$$
By the quadratic formula,
$$x = \frac{6 \pm \sqrt{36 - 4}}{2} = \frac{6 \pm \sqrt{32}}{2}.$$

Both values are positive. A nice touch: they are the perfect squares $(1 \pm \sqrt{2})^2$, and reciprocals of each other since their product is $1$.

$$\boxed{3 \pm 2\sqrt{2}}$$""",
      leak_forms=[r"$(1 \pm \sqrt{2})^2$"],
      must_stay=["x^2 - 6x + 1 = 0", r"\frac{6 \pm \sqrt{32}}{2}"],
      note="(1 ± √2)^2 = 3 ± 2√2 (an equivalent form); `(6 ± √32)/2` is unsimplified work.")

    m("g16", "real-interval-as-nonpositive-reals-words", m500(307),
      r"""For $0^\circ < x < 180^\circ$, $\sin x$ takes every value in $(0, 1]$: it reaches $1$ at $x = 90^\circ$ and tends to $0$ at both ends without reaching it.

Then $\sqrt{\sin x}$ also ranges over $(0, 1]$, since the square root maps $(0,1]$ onto itself.

Finally, $\log_2 t$ for $t \in (0, 1]$: we have $\log_2 1 = 0$, and $\log_2 t \to -\infty$ as $t \to 0^+$. The logarithm is increasing and continuous, so $y$ takes exactly the non-positive reals: every number that is zero or negative, and nothing above zero.

**Answer:** $\boxed{(-\infty, 0]}$""",
      leak_forms=["exactly the non-positive reals", "every number that is zero or negative"],
      must_stay=[r"$(0, 1]$", r"\log_2 1 = 0", r"\log_2 t \to -\infty"],
      note="The half-line (-inf, 0] named in words.")

    m("g17", "real-ascii-number-line-open-circles", m500(435),
      r"""The expression under the square root must be strictly positive (it sits in the denominator, so it cannot be $0$):
$$x^2 - 5x + 6 > 0.$$
Factor: $(x - 2)(x - 3) > 0$.

The critical points are $x = 2$ and $x = 3$; test a point in each region:

| region | sign of $(x-2)(x-3)$ |
|---|---|
| $x < 2$ (try $0$) | $(-)(-) = +$ |
| $2 < x < 3$ (try $2.5$) | $(+)(-) = -$ |
| $x > 3$ (try $4$) | $(+)(+) = +$ |

On a number line, with open circles because the endpoints are excluded:

```
<=========o       o=========>
          2       3
```

The numerator $2x - 7$ puts no restriction on $x$.

$$\boxed{(-\infty, 2) \cup (3, \infty)}$$""",
      leak_forms=["<=========o       o=========>\n          2       3"],
      must_stay=["(x - 2)(x - 3) > 0", "$(+)(-) = -$", "2x - 7"],
      note="The solution set drawn as an ASCII number line (arrows out from open circles at 2 and 3). The sign "
           "table is work (judge by hand whether it reads as the union on its own).")

    m("g18", "real-vector-check-in-ijk-notation", m500(419),
      r"""Let $\mathbf{a} = \begin{pmatrix} 1 \\ 2 \\ -5 \end{pmatrix}$ and $\mathbf{b} = \begin{pmatrix} 90 \\ 30 \\ 30 \end{pmatrix}$. First, $\mathbf{a} \cdot \mathbf{b} = 90 + 60 - 150 = 0$, so solutions exist.

All solutions differ by multiples of $\mathbf{a}$, and the one of smallest magnitude is orthogonal to $\mathbf{a}$. For $\mathbf{v} \perp \mathbf{a}$,
$$\mathbf{a} \times (\mathbf{a} \times \mathbf{v}) = \mathbf{a}(\mathbf{a}\cdot\mathbf{v}) - \mathbf{v}\|\mathbf{a}\|^2 = -30\,\mathbf{v},$$
so $\mathbf{v} = -\frac{1}{30}\,\mathbf{a} \times \mathbf{b} = \frac{1}{30}\,\mathbf{b} \times \mathbf{a}$.

Compute $\mathbf{b} \times \mathbf{a}$:
$$\mathbf{b} \times \mathbf{a} = \begin{pmatrix} 30(-5) - 30(2) \\ 30(1) - 90(-5) \\ 90(2) - 30(1) \end{pmatrix} = \begin{pmatrix} -210 \\ 480 \\ 150 \end{pmatrix}.$$

Dividing by $30$:

$$\boxed{\begin{pmatrix} -7 \\ 16 \\ 5 \end{pmatrix}}$$

Check: $(\mathbf{i} + 2\mathbf{j} - 5\mathbf{k}) \times (-7\mathbf{i} + 16\mathbf{j} + 5\mathbf{k}) = (10 + 80)\mathbf{i} + (35 - 5)\mathbf{j} + (16 + 14)\mathbf{k} = 90\mathbf{i} + 30\mathbf{j} + 30\mathbf{k}$ ✓""",
      leak_forms=[r"-7\mathbf{i} + 16\mathbf{j} + 5\mathbf{k}"],
      must_stay=["90 + 60 - 150 = 0", r"\begin{pmatrix} -210 \\ 480 \\ 150 \end{pmatrix}"],
      note="The vector restated in i, j, k notation inside a check after the box (a check keeping the answer as "
           "an operand). `(-210, 480, 150)` is 30 times the answer, work.")

    m("g19", "real-parity-as-y-axis-symmetry", m500(120),
      r"""Work from the inside out, tracking what happens when $x$ is replaced by $-x$.

- $f(-x) = -f(x)$ since $f$ is odd.
- $g(f(-x)) = g(-f(x)) = g(f(x))$ since $g$ is even, so $h(x) = g(f(x))$ is even.
- Once an inner function satisfies $h(-x) = h(x)$, anything applied on top of it inherits that: $F(h(-x)) = F(h(x))$ for any $F$.

The expression is $f(f(g(f(g(f(x))))))$; its innermost pair $g(f(x))$ is already symmetric, so the whole composition inherits the symmetry.

Its graph is therefore mirror-symmetric about the $y$-axis.

$$\boxed{\text{even}}$$""",
      leak_forms=["mirror-symmetric about the $y$-axis"],
      must_stay=[r"g(f(-x)) = g(-f(x)) = g(f(x))", r"F(h(-x)) = F(h(x))"],
      note="A function whose graph is symmetric about the y-axis is even. `h(x) = g(f(x))` being even is an "
           "intermediate fact (work).")

    m("g20", "real-degree-fraction-as-latex-mixed-number", m500(166),
      r"""The interior angle of a regular heptagon is
$$\frac{(7-2)\cdot 180^\circ}{7} = \frac{900^\circ}{7}.$$
At $A$, the heptagon's angle $\angle BAD$ contains the square's right angle $\angle CAD$ (the square sits inside the heptagon along side $\overline{AD}$). So
$$\angle BAC = \angle BAD - \angle CAD = \frac{900^\circ}{7} - 90^\circ = \frac{900^\circ - 630^\circ}{7}.$$

That is $38\frac{4}{7}$ degrees, a little under $40^\circ$, which matches the picture.

$$\boxed{\frac{270}{7}}$$""",
      leak_forms=[r"$38\frac{4}{7}$ degrees"],
      must_stay=[r"\frac{900^\circ}{7}", r"\frac{900^\circ - 630^\circ}{7}"],
      note="270/7 as a LaTeX mixed number; the unevaluated numerator difference is work.")

    m("g21", "real-half-integer-unicode-vulgar-fraction", m500(232),
      r"""Since $\omega^{1997} = 1$, we have $\omega^{1997 - k} = \omega^{-k}$. Pair the term for $k$ with the term for $1997 - k$:
$$\frac{1}{1 + \omega^k} + \frac{1}{1 + \omega^{-k}} = \frac{1}{1 + \omega^k} + \frac{\omega^k}{\omega^k + 1} = 1.$$

The indices $k = 1, 2, \dots, 1996$ split into $998$ such pairs, contributing $998$.

The last term, $k = 1997$, is $\frac{1}{1 + \omega^{1997}} = \frac{1}{1 + 1} = \frac{1}{2}$.

Total: $998 + \frac{1}{2}$.

(So the sum is 998½ — exactly half the number of terms.)

$$\boxed{\frac{1997}{2}}$$""",
      leak_forms=["998½", "exactly half the number of terms"],
      must_stay=["contributing $998$", r"\frac{1}{1 + 1} = \frac{1}{2}", r"998 + \frac{1}{2}"],
      note="The Unicode vulgar fraction ½ after the integer part, and 'half the number of terms' (1997 terms, a "
           "given). `998 + 1/2` is the unevaluated last step (work).")

    m("g22", "real-probability-as-odds-in-favour", m500(155),
      r"""The sample space is the rectangle $[0,8] \times [0,4]$, with area $8 \cdot 4 = 32$.

The region $x + y \le 4$ inside it is the triangle with vertices $(0,0)$, $(4,0)$, $(0,4)$ (the line $x + y = 4$ meets the top edge $y = 4$ at $x = 0$ and the bottom edge at $x = 4$, so it never reaches $x = 8$). Its area is $\frac{1}{2} \cdot 4 \cdot 4 = 8$.

Probability $= \frac{8}{32}$.

Put as odds, that is odds of 1 to 3 in favour of landing in the triangle.

$$\boxed{\frac{1}{4}}$$""",
      leak_forms=["odds of 1 to 3"],
      must_stay=[r"8 \cdot 4 = 32", r"\frac{1}{2} \cdot 4 \cdot 4 = 8", r"\frac{8}{32}"],
      note="Odds 1 : 3 in favour is probability 1/4; `8/32` is unreduced work.")

    m("g23", "real-probability-as-fair-coin-analogy", m500(219),
      r"""**Columns (first spin, remainder mod 4).** The wheel shows $1, 2, 3, 6, 7, 9$, each with probability $\frac{1}{6}$:
- remainder 1: $1, 9$
- remainder 2: $2, 6$
- remainder 3: $3, 7$

So each column has probability $\frac{2}{6} = \frac{1}{3}$.

**Rows (second spin, remainder mod 5).**
- remainder 1: $1, 6$ → $\frac{2}{6}$
- remainder 2: $2, 7$ → $\frac{2}{6}$
- remainder 3: $3$ → $\frac{1}{6}$
- remainder 4: $9$ → $\frac{1}{6}$

**Shading.** Reading the figure (row 1 at the bottom): in columns 1 and 3 the shaded squares are in rows 1 and 3; in column 2 they are in rows 2 and 4.

- P(row 1 or 3) $= \frac{2}{6} + \frac{1}{6}$
- P(row 2 or 4) $= \frac{2}{6} + \frac{1}{6}$

So whichever column comes up, the second spin lands on a shaded square exactly as often as a fair coin lands heads, and
$$P(\text{shaded}) = \frac{2}{3}\cdot\frac{1}{2} + \frac{1}{3}\cdot\frac{1}{2}.$$

$$\boxed{\frac{1}{2}}$$""",
      leak_forms=["exactly as often as a fair coin lands heads"],
      must_stay=[r"\frac{2}{6} = \frac{1}{3}", r"$= \frac{2}{6} + \frac{1}{6}$",
                 r"\frac{2}{3}\cdot\frac{1}{2} + \frac{1}{3}\cdot\frac{1}{2}"],
      note="The probability as a fair coin's chance of heads. The factors 1/2 in the final sum are conditional "
           "probabilities (intermediates equal to the answer); the sum itself is unevaluated (work).")

    m("g24", "real-tangent-as-right-triangle-legs", m500(483),
      r"""Expand the given area:
$$a^2 - (b - c)^2 = a^2 - b^2 - c^2 + 2bc.$$
By the Law of Cosines, $a^2 - b^2 - c^2 = -2bc\cos A$, so the area is $2bc - 2bc\cos A = 2bc(1 - \cos A)$.

The area is also $\frac{1}{2}bc\sin A$. Setting the two equal:
$$\frac{1}{2}bc\sin A = 2bc(1 - \cos A) \implies \sin A = 4(1 - \cos A).$$

Half-angle forms: $\sin A = 2\sin\frac{A}{2}\cos\frac{A}{2}$ and $1 - \cos A = 2\sin^2\frac{A}{2}$, so
$$2\sin\frac{A}{2}\cos\frac{A}{2} = 8\sin^2\frac{A}{2} \implies \tan\frac{A}{2} = \frac{1}{4}.$$

Double-angle formula:
$$\tan A = \frac{2 \cdot \frac{1}{4}}{1 - \frac{1}{16}} = \frac{\frac{1}{2}}{\frac{15}{16}}.$$

Picture it: angle $A$ sits in a right triangle with opposite leg 8 and adjacent leg 15 (hypotenuse 17), and indeed $4\left(1 - \frac{15}{17}\right) = \frac{8}{17}$ ✓.

$$\boxed{\frac{8}{15}}$$""",
      leak_forms=["opposite leg 8 and adjacent leg 15"],
      must_stay=[r"\sin A = 4(1 - \cos A)", r"\tan\frac{A}{2} = \frac{1}{4}", r"\frac{\frac{1}{2}}{\frac{15}{16}}"],
      note="tan A read off a right triangle's legs (opposite over adjacent); the compound fraction is work.")

    m("g25", "real-symbolic-answer-read-in-words", m500(425),
      r"""Put the circumcenter $O$ at the origin and write $\mathbf{a}, \mathbf{b}, \mathbf{c}$ for the position vectors of $A, B, C$, so $|\mathbf{a}| = |\mathbf{b}| = |\mathbf{c}| = R$.

Standard facts: $G = \frac{\mathbf{a} + \mathbf{b} + \mathbf{c}}{3}$ and $H = \mathbf{a} + \mathbf{b} + \mathbf{c}$. So
$$F = \frac{G + H}{2} = \frac{2}{3}(\mathbf{a} + \mathbf{b} + \mathbf{c}).$$
Let $\mathbf{s} = \mathbf{a} + \mathbf{b} + \mathbf{c}$, so $F = \frac{2}{3}\mathbf{s}$.

Then
\begin{align*}
AF^2 + BF^2 + CF^2 &= \sum |\mathbf{a} - F|^2 \\
&= \sum |\mathbf{a}|^2 - 2F \cdot \mathbf{s} + 3|F|^2 \\
&= \sum |\mathbf{a}|^2 - \frac{4}{3}|\mathbf{s}|^2 + \frac{4}{3}|\mathbf{s}|^2.
\end{align*}

The $|\mathbf{s}|^2$ terms cancel, so the side lengths drop out entirely: the sum is three times the square of the circumradius, whatever the triangle.

$$\boxed{3R^2}$$""",
      leak_forms=["three times the square of the circumradius"],
      must_stay=[r"F = \frac{G + H}{2} = \frac{2}{3}(\mathbf{a} + \mathbf{b} + \mathbf{c})",
                 r"\sum |\mathbf{a}|^2 - 2F \cdot \mathbf{s} + 3|F|^2"],
      note="3R^2 read aloud in words; the align ends unevaluated (work).")

    m("g26", "real-triple-components-in-csv-block", m500(60),
      r"""Let $\alpha, \beta, \gamma$ be the roots of $x^3 - 3x^2 + 4x - 1$. Since this cubic divides $x^9 + px^6 + qx^3 + r$, each root satisfies $\alpha^9 + p\alpha^6 + q\alpha^3 + r = 0$. So $\alpha^3, \beta^3, \gamma^3$ are the roots of $y^3 + py^2 + qy + r$, and by Vieta
$$p = -(\alpha^3 + \beta^3 + \gamma^3), \quad q = \alpha^3\beta^3 + \beta^3\gamma^3 + \gamma^3\alpha^3, \quad r = -\alpha^3\beta^3\gamma^3.$$

From the cubic: $e_1 = 3$, $e_2 = 4$, $e_3 = 1$.

**Sum of cubes.** $p_1 = 3$, $p_2 = e_1^2 - 2e_2 = 9 - 8 = 1$, and Newton's identity gives
$$p_3 = e_1 p_2 - e_2 p_1 + 3e_3 = 3 - 12 + 3 = -6.$$

**Pairwise products of cubes.** With $u = \alpha\beta$, $v = \beta\gamma$, $w = \gamma\alpha$: $u + v + w = e_2 = 4$, $uv + vw + wu = e_1 e_3 = 3$, $uvw = e_3^2 = 1$. Then
$$u^3 + v^3 + w^3 = 4^3 - 3 \cdot 4 \cdot 3 + 3 \cdot 1 = 64 - 36 + 3 = 31.$$

**Product.** $\alpha^3\beta^3\gamma^3 = e_3^3 = 1$.

The coefficients, as I'd paste them into a spreadsheet:

```csv
coefficient,value
p,6
q,31
r,-1
```

$$\boxed{(6,31,-1)}$$""",
      leak_forms=["p,6\nq,31\nr,-1"],
      must_stay=["3 - 12 + 3 = -6", "64 - 36 + 3 = 31", "e_3^3 = 1"],
      note="All three components in a CSV block. The power sums are work (each gives one component up to sign: "
           "some of them is work).")

    m("g27", "real-unit-fraction-as-negative-power-of-two", m500(351),
      r"""Let $\theta = \frac{2\pi}{15}$. The product is $P = \cos\theta\cos 2\theta\cos 4\theta\cos 8\theta$; each angle doubles the previous one, which suggests $\sin 2x = 2\sin x\cos x$.

Multiply by $\sin\theta$ and collapse repeatedly:
\begin{align*}
\sin\theta \cdot P &= \frac{1}{2}\sin 2\theta\cos 2\theta\cos 4\theta\cos 8\theta \\
&= \frac{1}{4}\sin 4\theta\cos 4\theta\cos 8\theta \\
&= \frac{1}{8}\sin 8\theta\cos 8\theta \\
&= \frac{1}{8} \cdot \frac{1}{2}\sin 16\theta.
\end{align*}
Now $16\theta = \frac{32\pi}{15} = 2\pi + \frac{2\pi}{15}$, so $\sin 16\theta = \sin\theta$, and dividing by $\sin\theta \ne 0$ leaves one factor of $\frac{1}{2}$ per doubling: four doublings, $2^{-4}$ in all.

$$\boxed{\frac{1}{16}}$$""",
      leak_forms=["$2^{-4}$ in all"],
      must_stay=[r"16\theta = \frac{32\pi}{15} = 2\pi + \frac{2\pi}{15}", r"\sin 2x = 2\sin x\cos x",
                 r"\frac{1}{8} \cdot \frac{1}{2}\sin 16\theta"],
      note="1/16 as a negative power of two; the align stops at the unevaluated `1/8 · 1/2` (work).")

    m("g28", "real-price-spoken-aloud-words", m500(459),
      r"""Let a cube of side $s$ cost $a \cdot 6s^2 + b \cdot s^3$, where $a$ is the paint cost per square inch and $b$ the concrete cost per cubic inch.

- 1-inch cube: $6a + b = 1.30$
- 2-inch cube: $24a + 8b = 6.80$

Multiply the first equation by 8: $48a + 8b = 10.40$. Subtract the second: $24a = 3.60$, so $a = 0.15$. Then $b = 1.30 - 0.90 = 0.40$.

3-inch cube: $54a + 27b = 54(0.15) + 27(0.40) = 8.10 + 10.80$.

Read off the price tag, that's "eighteen ninety".

$$\boxed{\$18.90}$$""",
      leak_forms=["eighteen ninety"],
      must_stay=["24a = 3.60", "b = 1.30 - 0.90 = 0.40", "8.10 + 10.80"],
      note="The price as it is said aloud; `8.10 + 10.80` is the unevaluated last step (work).")

    m("g29", "real-age-as-decade-idiom", m500(231),
      r"""Let Amy, Ben and Chris be $A$, $B$, $C$ years old now.

1. The average is 6: $A + B + C = 18$.
2. Four years ago Chris was Amy's current age: $C - 4 = A$, so $C = A + 4$.
3. In four years Ben will be $\frac{3}{5}$ of Amy's age then: $B + 4 = \frac{3}{5}(A + 4)$.

Substitute into (1): $A + \left(\frac{3}{5}(A+4) - 4\right) + (A + 4) = 18$, i.e. $2A + \frac{3}{5}(A + 4) = 18$. Multiply by 5: $10A + 3A + 12 = 90$, so $13A = 78$ and $A = 6$.

Then $B = \frac{3}{5}(6 + 4) - 4 = 2$, and Chris is $C = A + 4 = 6 + 4$.

Check: $6 + 2$ plus Chris's age should give 18, so Chris is exactly a decade old. ✓

$$\boxed{10}$$""",
      leak_forms=["exactly a decade old"],
      must_stay=["A + B + C = 18", "13A = 78", "C = A + 4 = 6 + 4"],
      note="A decade is 10 years; `6 + 4` is the unevaluated last step (work).")

    m("g30", "real-point-as-grid-directions", m500(218),
      r"""The midpoint averages the coordinates of the endpoints:
$$\left( \frac{-5 + 3}{2}, \frac{5 + 7}{2} \right).$$
Starting from the origin, the midpoint sits one unit to the left of the $y$-axis and six units above the $x$-axis, right between the two given points.

$$\boxed{(-1, 6)}$$""",
      leak_forms=["one unit to the left of the $y$-axis and six units above the $x$-axis"],
      must_stay=[r"\frac{-5 + 3}{2}, \frac{5 + 7}{2}"],
      note="Both coordinates given as directions from the origin (all components: a leak).")

    # ---------------- AIME 2024 (g31-g32) ----------------
    m("g31", "real-aime-minutes-as-hours-and-minutes", aime(60),
      r"""Work in hours; $t$ minutes is $\frac{t}{60}$ hours.

At speed $s$: $\frac{9}{s} + \frac{t}{60} = 4$.
At speed $s + 2$: $\frac{9}{s+2} + \frac{t}{60} = 2.4$ (2 hours 24 minutes).

Subtract:
$$\frac{9}{s} - \frac{9}{s+2} = 1.6 \implies \frac{18}{s(s+2)} = 1.6 \implies s(s+2) = 11.25.$$
So $s^2 + 2s - 11.25 = 0$ and $s = \frac{-2 + \sqrt{4 + 45}}{2} = \frac{-2 + 7}{2} = 2.5$ km/h.

Then $\frac{9}{2.5} = 3.6$ hours of walking, so $\frac{t}{60} = 4 - 3.6 = 0.4$ hours, i.e. $t = 24$ minutes.

At $s + \frac{1}{2} = 3$ km/h the walk itself takes $\frac{9}{3} = 3$ hours $= 180$ minutes; adding the coffee shop gives $180 + 24$ minutes.

On a clock: 3 hours and 24 minutes door to door.

$$\boxed{204}$$""",
      leak_forms=["3 hours and 24 minutes door to door"],
      must_stay=["s(s+2) = 11.25", "$t = 24$ minutes", "180 + 24"],
      note="204 minutes restated in hours and minutes; `180 + 24` is work.")

    m("g32", "real-aime-mersenne-form-remark", aime(88),
      r"""Take a cross-section through the axis of the torus. The tube's center circle has radius $6$ about the axis, and the tube radius is $3$. The sphere has radius $11$ and its center $O$ lies on the axis.

**Resting inside (circle $r_i$).** In the cross-section the tube circle (center $C$, radius $3$) is internally tangent to the sphere's great circle (radius $11$), so $OC = 11 - 3 = 8$. The tangent point lies on ray $OC$ at distance $11$ from $O$. Since $C$ is at distance $6$ from the axis, similar triangles put the tangent point at distance
$$r_i = 6 \cdot \frac{11}{8} = \frac{33}{4}$$
from the axis.

**Resting outside (circle $r_o$).** Now $OC = 11 + 3 = 14$, and the tangent point lies on segment $OC$ at distance $11$ from $O$:
$$r_o = 6 \cdot \frac{11}{14} = \frac{33}{7}.$$

**Difference.**
$$r_i - r_o = \frac{33}{4} - \frac{33}{7} = \frac{231 - 132}{28} = \frac{99}{28}.$$
$\gcd(99, 28) = 1$, so $m = 99$, $n = 28$, and $m + n = 99 + 28$.

Fun fact: that sum is the Mersenne prime $2^7 - 1$.

$$\boxed{127}$$""",
      leak_forms=["the Mersenne prime $2^7 - 1$"],
      must_stay=["OC = 11 - 3 = 8", r"\frac{33}{4} - \frac{33}{7}", "99 + 28"],
      note="127 as 2^7 - 1 in a fun-fact remark; `99 + 28` (the components of the sum) is work.")

    # ---------------- DeepMath hard (g33) ----------------
    m("g33", "real-spectrum-as-square-roots-of-unity", dm(197),
      r"""**$T$ is an isometric involution.** $T$ swaps $x_{2k-1}$ and $x_{2k}$ for each $k$, so $\|Tx\|_1 = \|x\|_1$ and $T^2 = I$.

**The spectrum lies in $\{\lambda : \lambda^2 = 1\}$.** For $\lambda^2 \neq 1$,
$$(T - \lambda I)(T + \lambda I) = T^2 - \lambda^2 I = (1 - \lambda^2)I,$$
so $T - \lambda I$ has the bounded inverse $\frac{1}{1 - \lambda^2}(T + \lambda I)$ and $\lambda \notin \sigma(T)$.

**Both roots of $\lambda^2 = 1$ occur.** The vectors $x = (1, 1, 0, 0, \ldots)$ and $y = (1, -1, 0, 0, \ldots)$ satisfy $Tx = x$ and $Ty = -y$, so they are eigenvectors.

So the spectrum is the set of square roots of unity; it consists of eigenvalues only, each of infinite multiplicity (repeat the construction on every block of two coordinates).

$$\boxed{\{-1, 1\}}$$""",
      leak_forms=["the set of square roots of unity"],
      must_stay=["T^2 = I", r"(T - \lambda I)(T + \lambda I) = T^2 - \lambda^2 I = (1 - \lambda^2)I"],
      note="{-1, 1} named as the square roots of unity. `{λ : λ^2 = 1}` is the unsolved condition and the "
           "eigenvector checks `Tx = x`, `Ty = -y` are the argument (judge by hand whether they read as the set).")

    # ---------------- adversarial (g34-g35) ----------------
    m("g34", "emoji-keycap-digit-signoff", m500(35),
      r"""Since $n \equiv 2 \pmod 7$:
- $n + 2 \equiv 4$
- $n + 4 \equiv 6$
- $n + 6 \equiv 8 \equiv 1$

So $(n+2)(n+4)(n+6) \equiv 4 \cdot 6 \cdot 1 = 24 \pmod 7$, and it remains to reduce $24$ modulo $7$ ($21$ is the largest multiple of $7$ below it).

$\boxed{3}$

Remainder locked in 🔒 3️⃣""",
      leak_forms=["3️⃣"],
      must_stay=[r"n + 6 \equiv 8 \equiv 1", r"4 \cdot 6 \cdot 1 = 24"],
      note="ADVERSARIAL: the value as an emoji keycap digit (the digit 3, U+FE0F, U+20E3) in a sign-off line.")

    m("g35", "unicode-mathematical-bold-digits", m500(89),
      r"""Use the Euclidean algorithm, two numbers at a time.

$\gcd(3339, 2961)$: $3339 - 2961 = 378$; $2961 = 7 \cdot 378 + 315$; $378 = 1 \cdot 315 + 63$; $315 = 5 \cdot 63$. So $\gcd(3339, 2961) = 63$.

Now $\gcd(63, 1491)$: $1491 = 23 \cdot 63 + 42$, which leaves $\gcd(63, 42)$.

𝐑𝐞𝐬𝐮𝐥𝐭: 𝟐𝟏

$\boxed{21}$""",
      leak_forms=["𝟐𝟏"],
      must_stay=[r"\gcd(3339, 2961) = 63", r"1491 = 23 \cdot 63 + 42"],
      note="ADVERSARIAL: the value in Unicode mathematical bold digits (U+1D7D0 block) on a styled result line.")
