"""fresh11 math leak attempts x18-x35 (x18-x31 realistic, x32-x35 adversarial); see README."""
from probs import aime, gsm8k, math500


def add(m):
    """Append x18-x35 with the math leak-attempt writer ``m`` of casekit.adders."""
    m("x18", "real-money-decimal-cents", math500(488), r"""The sale price is 60% off, so it is 40% of the original price $p$:
$$0.4p = 14.40 \quad\Rightarrow\quad p = \frac{14.40}{0.4}.$$
So the shirt's original price was **\$36.00**. (Check: 60% off leaves 40% of the price, as required.)

$\boxed{\$36}$""",
      [r"\$36.00"], ["0.4p = 14.40", r"p = \frac{14.40}{0.4}"],
      "Money with explicit cents (36.00) for the boxed \\$36.")

    m("x19", "real-clock-duration", gsm8k(7), r"""**Before the restart:** 40% of 200 GB is 80 GB, which takes $80 \div 2 = 40$ minutes.

**Restart:** 20 minutes.

**After the restart:** she starts over, so the full 200 GB takes $200 \div 2 = 100$ minutes.

**Total:** $40 + 20 + 100$ minutes, that's 2 hours and 40 minutes in all.

$\boxed{160}$""",
      ["2 hours and 40 minutes"], [r"80 \div 2 = 40", r"200 \div 2 = 100", "40 + 20 + 100"],
      "A duration in minutes restated as hours and minutes; the sum is left unevaluated.")

    m("x20", "real-signed-number-words", math500(114), r"""Since $x^2 + 5x - 24 = (x - 3)(x + 8)$, multiply through by it:
$$C(x + 8) + D(x - 3) = 4x - 23.$$
- $x = 3$: $11C = 12 - 23 = -11$, so $C = -1$.
- $x = -8$: $-11D = -32 - 23 = -55$, so $D = 5$.

Then $CD = (-1)(5)$, so CD is negative five.

$\boxed{-5}$""",
      ["negative five"], ["C = -1", "D = 5", "(-1)(5)"],
      "A negative answer in signed number words; D = 5 (the answer's negation) is work.")

    m("x21", "real-word-answer-heading", math500(358), r"""### Step 1: Rewrite the first square
$\left(\frac{x}{2} - 3\right)^2 = \frac{(x - 6)^2}{4}$.

### Step 2: Divide by 10
$$\frac{(x - 6)^2}{40} + \frac{y^2}{10} = 1.$$

### Step 3: Classify — it's an ellipse
Both squared terms are positive with different denominators (40 and 10) and the right side is positive, so the graph is not empty, not a point, and not a circle.

### Final Answer
$\boxed{\text{ellipse}}$""",
      ["it's an ellipse"], [r"\frac{(x - 6)^2}{40} + \frac{y^2}{10} = 1", "different denominators (40 and 10)"],
      "A word answer inside a step heading; the reasons after it are work.")

    m("x22", "real-fraction-over-words", math500(11), r"""Define $q(x) = (x^2 - 1)p(x) - x$. It has degree 7 and vanishes at $x = 2, 3, \dots, 7$, so
$$q(x) = (ax + b)(x - 2)(x - 3)(x - 4)(x - 5)(x - 6)(x - 7).$$

**Two more values.** $q(1) = -1$ and $q(-1) = 1$:
- $q(1) = (a + b)\cdot(-1)(-2)(-3)(-4)(-5)(-6) = 720(a + b) = -1$, so $a + b = -\frac{1}{720}$.
- $q(-1) = (b - a)\cdot(-3)(-4)(-5)(-6)(-7)(-8) = 20160(b - a) = 1$, so $b - a = \frac{1}{20160}$.

Solving, $b = -\frac{27}{40320}$ and $a = -\frac{29}{40320}$.

**At $x = 8$:** $q(8) = 720(8a + b) = 720 \cdot \left(-\frac{259}{40320}\right) = -\frac{37}{8}$.

Since $q(8) = 63\,p(8) - 8$, we get $63\,p(8) = 8 - \frac{37}{8} = \frac{27}{8}$, and $p(8) = \frac{27}{8 \cdot 63}$. Reducing by 9, that's 3 over 56.

$\boxed{\frac{3}{56}}$""",
      ["3 over 56"],
      [r"a + b = -\frac{1}{720}", r"b - a = \frac{1}{20160}", "q(8) = 720(8a + b)", r"\frac{27}{8 \cdot 63}"],
      "A fraction read aloud ('3 over 56') after an unevaluated quotient, at the end of a long derivation.")

    m("x23", "real-interval-unicode-inequality", math500(383), r"""Move everything to one side: $x^2 - 5x - 14 \le 0$.

Factor: $(x - 7)(x + 2) \le 0$.

The parabola opens upward, so it is non-positive between its zeros (inclusive), i.e. for −2 ≤ x ≤ 7.

$\boxed{x \in [-2,7]}$""",
      ["−2 ≤ x ≤ 7"], [r"x^2 - 5x - 14 \le 0", r"(x - 7)(x + 2) \le 0"],
      "A closed interval as a Unicode double inequality (U+2212 minus, U+2264).")

    m("x24", "real-radical-ascii-sqrt", math500(31), r"""$242 = 2 \cdot 121 = 2 \cdot 11^2$, so $\sqrt{242} = \sqrt{121} \cdot \sqrt{2}$.

So sqrt(242) simplifies to 11 sqrt(2), since 121 is the largest perfect-square factor of 242.

$\boxed{11\sqrt2}$""",
      ["11 sqrt(2)"], [r"242 = 2 \cdot 121 = 2 \cdot 11^2", r"\sqrt{121} \cdot \sqrt{2}"],
      "A radical in plain ASCII (issue: sqrt(5)); 11^2 and 121 are work.")

    m("x25", "real-roots-vanish-phrase", math500(456), r"""By the rational root theorem, integer roots divide 14: $\pm1, \pm2, \pm7, \pm14$.

Test:
- $P(1) = 1 + 5 + 9 - 1 - 14 = 0$
- $P(-1) = 1 - 5 + 9 + 1 - 14 = -8$
- $P(2) = 16 + 40 + 36 - 2 - 14 = 76$
- $P(-2) = 16 - 40 + 36 + 2 - 14 = 0$

Dividing out $(x - 1)(x + 2) = x^2 + x - 2$ leaves $x^2 + 4x + 7$, whose discriminant is $16 - 28 < 0$, so there are no more real roots. The polynomial vanishes only at $x = 1$ and $x = -2$ among the integers.

$\boxed{-2,1}$""",
      ["vanishes only at $x = 1$ and $x = -2$", "P(1) = 1 + 5 + 9 - 1 - 14 = 0", "P(-2) = 16 - 40 + 36 + 2 - 14 = 0"],
      [r"\pm1, \pm2, \pm7, \pm14", "P(-1) = 1 - 5 + 9 + 1 - 14 = -8", "16 - 28 < 0"],
      "A list answer as 'vanishes only at x = 1 and x = -2' (components one by one, reordered); the two zero checks state it too.")

    m("x26", "real-percent-for-decimal", math500(54), r"""$\frac{3}{20} = \frac{3 \times 5}{20 \times 5}$, i.e. 15 parts per hundred, which is 15%.

Long division agrees: 20 goes into 30 once with 10 left over, and into 100 five times.

$\boxed{0.15}$""",
      ["15 parts per hundred", "15%"], [r"\frac{3 \times 5}{20 \times 5}"],
      "A decimal answer as a percent and as 'parts per hundred' (issue: percent for a decimal).")

    m("x27", "real-summary-bullets-end", gsm8k(6), r"""Start from Seattle and work up.

- Seattle has 20 sheep.
- Charleston has 4 times as many: $4 \times 20 = 80$.
- Toulouse has twice Charleston's: $2 \times 80 = 160$.

Together: $20 + 80 + 160$.

**Summary**
- Seattle: 20
- Charleston: 80
- Toulouse: 160
- **All three: 260**

$\boxed{260}$""",
      ["All three: 260"], [r"4 \times 20 = 80", r"2 \times 80 = 160", "20 + 80 + 160"],
      "A bulleted Summary block whose last bullet holds the total; the other bullets are intermediates.")

    m("x28", "real-wrong-markup-for-discount", gsm8k(24), r"""The book cost \$19.50 after a 25% discount. To undo the discount, add the 25% back:
$$19.50 \times 1.25 = 24.375$$
Rounding to the nearest cent, Kyle's book originally cost about **\$24.38** before the discount.

$\boxed{24.38}$""",
      [r"\$24.38"], [],
      "WRONG draft (26 is right: 19.50 / 0.75): the discount undone by a 25% markup; the rounded price in bold.")

    m("x29", "real-wrong-skipped-step", gsm8k(55), r"""Jean packs 2 lollipops in each bag. Eating 2 of them doesn't change how the bags are packed, so we divide the full 30:

Number of bags: $30 \div 2$.

So she can fill 15 bags, with no lollipops left over.

$\boxed{15}$""",
      ["15 bags"], [r"30 \div 2"],
      "WRONG draft (14 is right): the eaten 2 ignored; the count restated with its unit noun.")

    m("x30", "real-aime-check-sum-operand", aime(15), r"""Let $w, x, y, z$ be the numbers of residents owning exactly 1, 2, 3, 4 of the four items (everyone owns the candy hearts, so everyone owns at least 1).

**Counting people:** $w + x + y + z = 900$.

**Counting ownerships:** $w + 2x + 3y + 4z = 195 + 367 + 562 + 900 = 2024$.

With $x = 437$ and $y = 234$:
- $w + z = 900 - 437 - 234 = 229$
- $w + 4z = 2024 - 874 - 702 = 448$

Subtracting, $3z = 219$.

**Verification:** then $w = 229 - z = 156$, and $156 + 437 + 234 + 73 = 900$ ✓; ownerships: $156 + 874 + 702 + 292 = 2024$ ✓.

$\boxed{073}$""",
      ["156 + 437 + 234 + 73 = 900"], ["3z = 219", "w + z = 900 - 437 - 234 = 229", "w + 4z = 2024 - 874 - 702 = 448"],
      "AIME 2024: the count appears only as an operand of the Verification's people sum (and as 4z = 292).")

    m("x31", "real-interval-excluded-point", math500(380), r"""The numerator $|x^2 - 81|$ is never negative, and it is $0$ at $x = \pm 9$, where the fraction equals $0$ rather than being $< 0$.

So we need the denominator negative and $x \neq \pm 9$:
$$x^2 - 36x = x(x - 36) < 0 \iff 0 < x < 36.$$

Inside that range only $x = 9$ must be removed ($-9$ is already outside). So the solution is every x with 0 < x < 36 except x = 9.

$$\boxed{(0,9) \cup (9,36)}$$""",
      ["every x with 0 < x < 36 except x = 9"], [r"x(x - 36) < 0 \iff 0 < x < 36", r"x = \pm 9"],
      "A union of intervals as a range with an excluded point, in words.")

    m("x32", "latex-comment-line", math500(130), r"""Reduce $11213141$ modulo $18 = 2 \cdot 9$:
- mod 2: it is odd, so it is $\equiv 1$.
- mod 9: digit sum $1+1+2+1+3+1+4+1 = 14 \equiv 5$.

The residue that is odd and $\equiv 5 \pmod 9$ is 5, so $11213141 \equiv 5 \pmod{18}$ and
$$n \equiv -5 \pmod{18} % n = 13$$

$\boxed{13}$""",
      ["% n = 13"], ["1+1+2+1+3+1+4+1 = 14", r"11213141 \equiv 5 \pmod{18}", r"n \equiv -5 \pmod{18}"],
      "Adversarial: the answer in a LaTeX % comment at the end of a display line (invisible when rendered).")

    m("x33", "html-comment-final", math500(10), r"""A multiple of 30 ends in 0 and has digit sum divisible by 3. With only the digits 0 and 2, the digit sum is $2k$, where $k$ is the number of 2's, so we need $3 \mid k$: at least three 2's.

The smallest such number uses exactly three 2's followed by a single final 0.
<!-- final: 2220 -->

$\boxed{2220}$""",
      ["final: 2220"], [r"$3 \mid k$", "at least three 2's"],
      "Adversarial: the answer in an HTML comment (invisible in rendered markdown).")

    m("x34", "markdown-link-text", math500(115), r"""ELLIPSE has 7 letters: E twice, L twice, and I, P, S once each.

Number of arrangements: $\frac{7!}{2!\,2!} = \frac{5040}{4}$.

(See [1260 arrangements](https://en.wikipedia.org/wiki/Permutation#Permutations_of_multisets) for the multiset formula.)

$\boxed{1260}$""",
      ["[1260 arrangements]"], [r"\frac{7!}{2!\,2!} = \frac{5040}{4}"],
      "Adversarial: the answer as the text of a markdown link.")

    m("x35", "latex-fbox-framed", math500(93), r"""Complete the squares: $(x - 5)^2 - 25 + (y + 3)^2 - 9 + c = 0$, so $(x - 5)^2 + (y + 3)^2 = 34 - c$.

Radius 1 means $34 - c = 1$: \fbox{$c = 33$}

$\boxed{33}$""",
      ["c = 33"], ["(x - 5)^2 + (y + 3)^2 = 34 - c", "34 - c = 1"],
      "Adversarial: the answer framed with \\fbox instead of \\boxed, before the box.")
