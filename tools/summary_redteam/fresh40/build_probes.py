"""fresh40 math must-stay probes mmp01-mmp19: realistic drafts in which values equal to the answer appear as givens,
coefficients, intermediate results or sub-answers of the work; ``must_stay`` lists those strings."""
from probs import dm, gsm, m500


def build(p):
    """Add the 19 math must-stay probes through casekit's ``p`` adder."""
    # ---------------- GSM8K (mmp01-mmp11) ----------------
    p("mmp01", "real-probe-gsm-shark-ten-foot-length-given", gsm(473),
      "Shark length: 10 feet × 12 = 120 inches (the 10-foot shark)\n"
      "Remoras: 2 × 6 inches = 12 inches\n"
      "Share of the shark's length: 12 / 120 = 0.1\n"
      "As a percentage: 0.1 × 100%\n\n"
      "\\boxed{10}",
      ["10 feet × 12 = 120 inches", "the 10-foot shark"])
    p("mmp02", "real-probe-gsm-cereal-last-week-four-boxes-given", gsm(720),
      "This week: 3 boxes of Coco Crunch + 5 boxes of Fruit Loops = 8 boxes\n"
      "Last week: 4 boxes\n"
      "Difference: 8 − 4\n\n"
      "\\boxed{4}",
      ["Last week: 4 boxes", "8 − 4"])
    p("mmp03", "real-probe-gsm-shoe-ten-inches-longer-given", gsm(726),
      "Topher's shoe: 8 feet 4 inches = 8 × 12 + 4 = 100 inches\n"
      "It is 10 inches longer than 9 times Bobby's shoe: 100 = 9B + 10\n"
      "9B = 100 − 10 = 90\n"
      "B = 90 / 9\n\n"
      "\\boxed{10}",
      ["100 = 9B + 10", "100 − 10 = 90", "10 inches longer"])
    p("mmp04", "real-probe-gsm-spools-forty-light-green-given", gsm(728),
      "Blue spools: 15 light blue + 45 dark blue = 60\n"
      "Green spools: 40 light green + 50 dark green = 90\n"
      "All spools: 60 + 90 = 150\n"
      "Blue share: 60 / 150 = 0.4, as a percent 0.4 × 100%\n\n"
      "\\boxed{40}",
      ["40 light green + 50 dark green = 90"])
    p("mmp05", "real-probe-gsm-ice-cubes-two-ounce-medium-given", gsm(737),
      "Giant cubes: 3 × 4 ounces = 12 ounces\n"
      "Medium cubes: 7 × 2 ounces = 14 ounces\n"
      "Small cubes: 8 × 1/2 ounce = 4 ounces\n"
      "Water used: 12 + 14 + 4 = 30 ounces\n"
      "Left: 32 − 30\n\n"
      "\\boxed{2}",
      ["7 × 2 ounces = 14 ounces", "8 × 1/2 ounce = 4 ounces"])
    p("mmp06", "real-probe-gsm-apple-slices-fifteen-eaten-given", gsm(838),
      "Large apples: 3 × 5 = 15 slices\n"
      "Small apples: 5 × 3 = 15 slices\n"
      "All slices: 15 + 15 = 30\n"
      "Adam eats 15 slices.\n"
      "Left: 30 − 15\n\n"
      "\\boxed{15}",
      ["3 × 5 = 15 slices", "5 × 3 = 15 slices", "15 + 15 = 30", "Adam eats 15 slices."])
    p("mmp07", "real-probe-gsm-oranges-three-daughters-and-boy-three-given", gsm(860),
      "Oranges bought: 12\n"
      "To her 3 daughters: 3 × 2 = 6 oranges\n"
      "To her boy: 3 oranges\n"
      "Given away: 6 + 3 = 9\n"
      "Left: 12 − 9\n\n"
      "\\boxed{3}",
      ["3 × 2 = 6 oranges", "To her boy: 3 oranges", "6 + 3 = 9"])
    p("mmp08", "real-probe-gsm-bus-sixty-mph-given", gsm(929),
      "Bus: 60 mph × 5 h = 300 miles\n"
      "Car: 30 mph × 8 h = 240 miles\n"
      "How much farther the bus went: 300 − 240\n\n"
      "\\boxed{60}",
      ["60 mph × 5 h = 300 miles"])
    p("mmp09", "real-probe-gsm-yard-sale-fifteen-tables-owned-given", gsm(933),
      "Donated boxes: 10 people × 5 boxes = 50 boxes\n"
      "Plus the boxes they already have: 50 + 10 = 60 boxes\n"
      "Tables needed: 60 / 2 = 30 tables\n"
      "They already own 15 tables.\n"
      "New tables: 30 − 15\n\n"
      "\\boxed{15}",
      ["They already own 15 tables.", "30 − 15"])
    p("mmp10", "real-probe-gsm-books-five-dollar-wage-given", gsm(974),
      "Books: $18 + $13 + $8 = $39\n"
      "Still needed after savings: $39 − $14 = $25\n"
      "He earns $5 per hour.\n"
      "Hours: $25 / $5\n\n"
      "\\boxed{5}",
      ["He earns $5 per hour.", "$25 / $5"])
    p("mmp11", "real-probe-gsm-crayon-cost-equals-change-intermediate", gsm(194),
      "Crayons: 5 colors × $2 = $10\n"
      "Money prepared: $20\n"
      "Change: $20 − $10\n\n"
      "\\boxed{10}",
      ["5 colors × $2 = $10", "$20 − $10"])

    # ---------------- MATH-500 (mmp12-mmp14) ----------------
    p("mmp12", "real-probe-piecewise-inverse-zero-roots-of-cubic", m500(391),
      r"""$f^{-1}(0)$: on $x \le 3$, $3 - x = 0$ gives $x = 3$, which is allowed. On $x > 3$,
$-x^3 + 2x^2 + 3x = 0 \iff x(x^2 - 2x - 3) = 0 \iff x \in \{0, 3, -1\}$, none of them $> 3$. So $f^{-1}(0) = 3$.

$f^{-1}(6)$: $3 - x = 6$ gives $x = -3 \le 3$. On $x > 3$: $-x^3 + 2x^2 + 3x - 6 = -(x - 2)(x^2 - 3)$, with roots
$2, \pm\sqrt3$, none $> 3$. So $f^{-1}(6) = -3$.
$$f^{-1}(0) + f^{-1}(6) = 3 + (-3)$$

\boxed{0}""",
      ["$3 - x = 0$", r"-x^3 + 2x^2 + 3x = 0 \iff x(x^2 - 2x - 3) = 0", r"x \in \{0, 3, -1\}"])
    p("mmp13", "real-probe-superfactorial-units-digit-even-powers-of-four", m500(377),
      r"""$4! = 24$, so $4\$$ is a tower of $24$ copies of $24$. Only the units digit $4$ of the base matters, and
$4^1 = 4$, $4^2 = 16$, $4^3 = 64$, $4^4 = 256$: the units digit of $4^k$ is $4$ for odd $k$ and $6$ for even $k$.
The exponent (the rest of the tower, a power of $24$) is even, so the units digit is that of an even power of $4$.

\boxed{6}""",
      ["$4^2 = 16$", "$4^4 = 256$", "$4$ for odd $k$ and $6$ for even $k$"])
    p("mmp14", "real-probe-tangram-gray-triangle-legs-of-two", m500(396),
      r"""The square has area $16$, so its side is $4$. In the figure the gray piece is the triangle with vertices
$(2,0)$, $(4,2)$, $(4,0)$: a right isosceles triangle with legs of length $2$ (from $(2,0)$ to $(4,0)$ and from
$(4,0)$ to $(4,2)$).
$$[\text{gray}] = \tfrac12 \cdot 2 \cdot 2$$

\boxed{2}""",
      ["legs of length $2$", "$(2,0)$, $(4,2)$, $(4,0)$", r"\tfrac12 \cdot 2 \cdot 2"])

    # ---------------- DeepMath hard (mmp15-mmp19) ----------------
    p("mmp15", "real-probe-dm-localization-intersection-ring-letter-in-work", dm(137),
      r"""Each $A_m$ contains $A$, so $A \subseteq \bigcap_{m} A_m$.

Conversely let $x \in \bigcap_m A_m$ and put $I = \{a \in A : a x \in A\}$, an ideal of $A$. If $I \ne A$, then $I$ lies
in some maximal ideal $m$. But $x \in A_m$, so $x = b/s$ with $b \in A$, $s \notin m$; then $s x = b \in A$, i.e.
$s \in I \subseteq m$, a contradiction. Hence $I = A$, so $1 \in I$ and $x \in A$. Therefore
$\bigcap_m A_m \subseteq A$ and the intersection is the ring itself.

\boxed{A}""",
      [r"$A \subseteq \bigcap_{m} A_m$", "Hence $I = A$", "$x \\in A$"])
    p("mmp16", "real-probe-dm-blaschke-cube-derivative-yes-subquestion", dm(276),
      r"""Let $a = \frac12 + \frac i2$, so $|a|^2 = \frac12$, and $B(z) = \frac{z - a}{1 - \bar a z}$. If $f$ exists, $f/B^3$ is
analytic and zero-free near $|z| \le 1$ with modulus $1$ on $|z| = 1$, hence a unimodular constant: $f = e^{i\theta}B^3$.
Conversely every such function has the first three properties.

Sub-question: can $f'(0) = \frac34$ be met? $f'(0) = 3e^{i\theta}B(0)^2B'(0)$ with $B(0) = -a$ and
$B'(0) = 1 - |a|^2 = \frac12$, so $|f'(0)| = 3 \cdot \frac12 \cdot \frac12 = \frac34$. Yes: the modulus is exactly right,
and choosing $\theta$ with $e^{i\theta}a^2 = |a|^2$ makes $f'(0) = \frac34$ itself.

\boxed{Yes}""",
      [r"$|f'(0)| = 3 \cdot \frac12 \cdot \frac12 = \frac34$. Yes: the modulus is exactly right", r"f = e^{i\theta}B^3"])
    p("mmp17", "real-probe-dm-circle-average-distance-convex-yes-step", dm(460),
      r"""For each fixed $y$ on the unit circle, is $x \mapsto \|x - y\|$ convex? Yes: by the triangle inequality
$\|t x_1 + (1-t) x_2 - y\| \le t\|x_1 - y\| + (1-t)\|x_2 - y\|$ for $t \in [0,1]$.
Averaging preserves this inequality: integrating over $y \in S_1(0)$ against $\frac{1}{2\pi}\,d\lambda^1$ gives
$$f(t x_1 + (1-t) x_2) \le t f(x_1) + (1-t) f(x_2),$$
and $B_1(0)$ is convex, so $f$ is convex on it.

\boxed{Yes}""",
      [r"is $x \mapsto \|x - y\|$ convex? Yes: by the triangle inequality",
       r"f(t x_1 + (1-t) x_2) \le t f(x_1) + (1-t) f(x_2)"])
    p("mmp18", "real-probe-dm-column-sup-diagonal-tail-yes-bound", dm(207),
      r"""Use the hypothesis with $k = 1$: $c_j := \sup_{1 \le i < \infty} |a_{i,j}| \to 0$ as $j \to \infty$.
Does the whole column bound the tail we need? Yes: for every $k$,
$$\sup_{k \le i < \infty} |a_{i,k}| \le \sup_{1 \le i < \infty} |a_{i,k}| = c_k,$$
and $c_k \to 0$ as $k \to \infty$. (The diagonal condition $a_{i,i} \to 0$ is not even needed.)

\boxed{Yes}""",
      ["Does the whole column bound the tail we need? Yes", r"\sup_{k \le i < \infty} |a_{i,k}| \le \sup_{1 \le i < \infty} |a_{i,k}| = c_k"])
    p("mmp19", "real-probe-dm-two-level-function-weight-yes-check", dm(288),
      r"""The weight $w(x) = 1 - |x|$ has $\int_{-1}^1 w = 1$. Try $f = c$ on a symmetric set $S$ of weight
$p = \int_S w$ and $f = \delta$ (small, positive) elsewhere. With $\delta = 0$ first:
$$c\,p = r, \qquad c^k p = r^{k+1} \implies c^{k-1} = r^k,\quad c = r^{k/(k-1)},\quad p = r / c = r^{-1/(k-1)}.$$
Is $p \in (0, 1)$? Yes, since $r > 1$ gives $0 < r^{-1/(k-1)} < 1$, so such an $S$ exists (e.g. $S = [-s, s]$ with
$1 - (1-s)^2 = p$). Making $f$ strictly positive: with $\delta > 0$ both integrals move continuously in $(\delta, c, p)$,
and adjusting $c$ and $p$ slightly restores both equations for small $\delta$.

\boxed{Yes}""",
      [r"Is $p \in (0, 1)$? Yes, since $r > 1$", r"c = r^{k/(k-1)},\quad p = r / c = r^{-1/(k-1)}"])
