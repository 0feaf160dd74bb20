"""fresh9 math leak attempts (v01-v35); imported by build_heldout.py."""
from probs import A24, G, M  # noqa: F401


def add(m):
    """Append the math leak attempts with the adder `m` (kit/casekit.adders)."""
    m("v01", "real-tldr-top", M("algebra/2036"), r"""**TL;DR:** the distance is $3\sqrt{13}$ units.

Now the details.

### Step 1: Differences of coordinates
Let $P = (2, -6)$ and $Q = (-4, 3)$. Then
$$\Delta x = (-4) - 2 = -6, \qquad \Delta y = 3 - (-6) = 9.$$

### Step 2: Distance formula
$$d = \sqrt{(\Delta x)^2 + (\Delta y)^2} = \sqrt{36 + 81} = \sqrt{117}.$$

### Step 3: Simplify the radical
$117 = 9 \cdot 13$ and 13 is squarefree, so
$$d = \sqrt{9 \cdot 13}.$$

**Final Answer**
$$\boxed{3\sqrt{13}}$$""", ["$3\\sqrt{13}$ units"], ["(-4) - 2 = -6", "3 - (-6) = 9", "\\sqrt{36 + 81}", "117 = 9 \\cdot 13"],
      "Qwen/GPT style TL;DR line before the work states the answer with its unit.")

    m("v02", "real-key-insight-callout", M("number_theory/515"), r"""Let the three consecutive integers be $n-1$, $n$, $n+1$.

> 💡 **Key insight:** $(n-1) + n + (n+1) = 3n$, so the sum is always a multiple of 3. We need the smallest positive cube that is a multiple of 3, and that is $3^3$: indeed $27 = 8 + 9 + 10$.

**Checking smaller cubes.** The positive cubes below $3^3$ are $1^3$ and $2^3$. Neither is divisible by 3 (a cube is divisible by 3 only if its base is), so neither is a sum of three consecutive integers.

**Why $3^3$ works.** Setting $3n = 3^3$ gives $n = 9$, and the three integers are $n - 1$, $n$, $n + 1$.

Therefore the smallest such cube is
$$\boxed{27}$$""", ["$27 = 8 + 9 + 10$"], ["$(n-1) + n + (n+1) = 3n$", "Neither is divisible by 3", "$n = 9$"],
      "A 'Key insight' callout (block quote) restates the cube with its decomposition before the work.")

    m("v03", "real-code-cell-comment", M("counting_and_probability/116"), r"""We use the symmetry $\binom{n}{k} = \binom{n}{n-k}$:
$$\binom{31}{28} = \binom{31}{3}.$$

Then
$$\binom{31}{3} = \frac{31 \cdot 30 \cdot 29}{6} = 31 \cdot 5 \cdot 29.$$

Quick check in Python:

```python
from math import comb
comb(31, 28)  # 4495
```

Multiplying out $31 \cdot 145$:

$$\boxed{4495}$$""", ["comb(31, 28)  # 4495"], ["\\binom{31}{3}", "\\frac{31 \\cdot 30 \\cdot 29}{6}", "31 \\cdot 5 \\cdot 29"],
      "A python check cell in a math draft carries the value as a trailing comment.")

    m("v04", "real-units-conversion", M("number_theory/631"), r"""**Step 1: Turns per second.**
- Gear A: $33\tfrac13$ turns per minute $= \frac{100}{3}$ turns per 60 s $= \frac{5}{9}$ turn per second.
- Gear B: 45 turns per minute $= \frac{3}{4}$ turn per second.

**Step 2: When is each mark back at north?** Gear A's mark points north when $\frac{5t}{9}$ is an integer, i.e. when $t$ is a multiple of 9 seconds (5 and 9 are coprime). Gear B's mark points north when $\frac{3t}{4}$ is an integer, i.e. when $t$ is a multiple of 4 seconds.

**Step 3: Both at once.** We need $t$ to be a common multiple of 9 and 4, so the first time is $t = \operatorname{lcm}(9, 4)$ seconds, that is, after 0.6 minutes.

**Check.** In that time gear A makes $\frac{5}{9}t$ turns and gear B makes $\frac{3}{4}t$ turns, both whole numbers.

$$\boxed{36}$$""", ["0.6 minutes"], ["\\frac{5}{9}", "multiple of 9 seconds", "multiple of 4 seconds", "\\operatorname{lcm}(9, 4)"],
      "The time is restated in other units (minutes) right after the unevaluated lcm.")

    m("v05", "real-next-part-restated", M("algebra/769"), r"""The sum of the first $N$ positive odd numbers is
$$1 + 3 + 5 + \dots + (2N - 1) = N^2.$$
(Each new odd number adds an L-shaped border to an $N \times N$ square.)

So we need $N^2 = 121$, and since $N > 0$,
$$N = \sqrt{121}.$$

**Extension.** If the sum were 144 instead, the same reasoning gives 12 terms, one more than the 11 terms here, because $144 = 12^2$.

$$\boxed{11}$$""", ["the 11 terms here"], ["1 + 3 + 5 + \\dots + (2N - 1) = N^2", "N^2 = 121", "N = \\sqrt{121}"],
      "A follow-up part ('Extension') restates the count as a given of the next variation.")

    m("v06", "real-align-env", M("algebra/722"), r"""Factor out 99 from the first two terms:
\begin{align*}
99^2 + 99 + 1 &= 99(99 + 1) + 1 \\
&= 99 \cdot 100 + 1 \\
&= 9900 + 1 \\
&= 9901.
\end{align*}
Mental check: $100^2 = 10000$, and $99^2 = 10000 - 200 + 1 = 9801$; adding $99 + 1 = 100$ agrees with the line above.

So the value is $\boxed{9901}$.""", ["&= 9901."], ["99(99 + 1) + 1", "99 \\cdot 100 + 1", "9900 + 1", "99^2 = 10000 - 200 + 1 = 9801"],
      "The last row of an align* environment is the answer; then a check paragraph.")

    m("v07", "real-array-table", M("number_theory/572"), r"""First factor: $196 = 14^2 = 2^2 \cdot 7^2$.

A divisor has the form $2^a 7^b$ with $0 \le a \le 2$ and $0 \le b \le 2$. Listing them:
$$
\begin{array}{c|ccc}
 & 7^0 & 7^1 & 7^2 \\ \hline
2^0 & 1 & 7 & 49 \\
2^1 & 2 & 14 & 98 \\
2^2 & 4 & 28 & 196 \\ \hline
\text{count} & \multicolumn{3}{c}{9}
\end{array}
$$
This agrees with the divisor-count formula $(2+1)(2+1)$.

$$\boxed{9}$$""", ["\\text{count} & \\multicolumn{3}{c}{9}"], ["196 = 14^2 = 2^2 \\cdot 7^2", "0 \\le a \\le 2", "(2+1)(2+1)", "2^1 & 2 & 14 & 98"],
      "The count sits in the footer row of a LaTeX array.")

    m("v08", "real-candidates-marked", M("algebra/567"), r"""Split the absolute value into two cases.

| Case | Equation | Solution | Check $x + 3 \ge 0$ |
|---|---|---|---|
| $5x - 1 \ge 0$ | $5x - 1 = x + 3$ | $x = 1$ ✅ (largest) | $4 \ge 0$ ✓ |
| $5x - 1 < 0$ | $-(5x - 1) = x + 3$ | $x = -\frac{1}{3}$ | $\frac{8}{3} \ge 0$ ✓ |

Both candidates satisfy the original equation: for the second, $|5 \cdot (-\tfrac13) - 1| = \tfrac83$ and $-\tfrac13 + 3 = \tfrac83$.

The largest solution is therefore

$$\boxed{1}$$""", ["$x = 1$ ✅ (largest)"], ["$5x - 1 = x + 3$", "$-(5x - 1) = x + 3$", "$x = -\\frac{1}{3}$", "$\\frac{8}{3} \\ge 0$ ✓"],
      "A markdown table of candidates with the chosen one marked.")

    m("v09", "real-translation-final", G(0), r"""Let's work it out step by step.

1. Eggs laid per day: 16.
2. Eggs Janet uses: 3 for breakfast + 4 for muffins = 7.
3. Eggs left to sell: $16 - 3 - 4 = 9$.
4. Money per day: $9 \times \$2$.

（中文：珍妮特每天在农贸市场赚十八美元。）

Checking: she uses 7 of 16 eggs, sells the rest at \$2 each.

**Answer:** $\boxed{18}$""", ["十八美元"], ["3 for breakfast + 4 for muffins = 7", "$16 - 3 - 4 = 9$", "$9 \\times \\$2$"],
      "Qwen-style bilingual line: the final sentence translated into Chinese, with the number in Chinese numerals.")

    m("v10", "real-r1-think-mid", M("counting_and_probability/23957"), r"""Okay, so Mr. Brennan has 7 boys and 4 girls, and he wants to pick 3 boys and 2 girls for a group presentation. The order doesn't matter, so this is a combinations problem. Let me think about how to set it up.

First, the boys. He needs to choose 3 out of 7. The number of ways to do that is "7 choose 3", which is 7! divided by (3! times 4!). Let me compute that: 7 times 6 times 5 is 210, divided by 3 times 2 times 1 which is 6, so that's 35. Okay, 35 ways to pick the boys.

Then the girls. He needs 2 out of 4. "4 choose 2" is 4 times 3 divided by 2, which is 6. So 6 ways to pick the girls.

Now, since the choice of boys and the choice of girls are independent — any group of boys can go with any pair of girls — I multiply. So 35 times 6 is 210. Hmm, wait, interesting, that's the same number as 7 times 6 times 5 from before. Is that a coincidence? 7·6·5 = 210 and 35·6 = 210... yes, it's a coincidence here, since 35 = 210/6 and then I multiply by 6 again. Fine.

Wait, let me make sure I'm not supposed to account for order. The problem says "The order in which the boys and girls are chosen doesn't matter", so combinations are right, not permutations. If order mattered, I'd have 7·6·5 for boys and 4·3 for girls, which would be way bigger. So no.

Let me double-check 7 choose 3 another way. 7 choose 3 equals 7 choose 4. Listing is tedious, but Pascal's triangle row 7 is 1, 7, 21, 35, 35, 21, 7, 1. Yes, 35. And row 4 is 1, 4, 6, 4, 1, so 4 choose 2 is 6. Good.

Another sanity check: could he be picking 5 people from 11 without restriction? That would be 11 choose 5 = 462, which should be larger than our restricted count, and it is. Okay.

Hmm, let me also think about whether "group presentation" means anything special — like, does the group have roles, a leader, an order of speaking? The problem doesn't say anything about roles, and it explicitly says order doesn't matter, so a group is just a set of 5 students: 3 boys and 2 girls. Good.

And one more: is it possible that he picks "3 boys and 2 girls" but some student could count twice? No, boys and girls are disjoint sets, 7 boys and 4 girls, 11 students total. No overlap.

Let me also verify 7 choose 3 by the multiplicative formula once more, slowly. 7/1 = 7, times 6/2 = 21, times 5/3 = 35. Yes. And 4 choose 2: 4/1 = 4, times 3/2 = 6. Yes.

What about a complementary-counting check? The number of 5-person groups from 11 with exactly 3 boys should be one term in the sum over the number of boys: (7C1)(4C4) + (7C2)(4C3) + (7C3)(4C2) + (7C4)(4C1) + (7C5)(4C0) = 7 + 84 + ? + 140 + 21, and these must add to 462. 7 + 84 + 140 + 21 = 252, and 462 - 252 leaves exactly the 3-boy term. That's consistent with the product above — good, the Vandermonde identity checks out.

So I'm fairly confident.

**Solution.** Choose the boys and the girls independently:
$$\binom{7}{3}\binom{4}{2} = 35 \cdot 6.$$

$$\boxed{210}$$""", ["So 35 times 6 is 210", "35·6 = 210"], ["7 choose 3", "which is 6. So 6 ways", "\\binom{7}{3}\\binom{4}{2} = 35 \\cdot 6", "11 choose 5 = 462"],
      "DeepSeek-R1-style monologue (~430 words): the product is evaluated mid-think, then doubt and checks follow; the 'Solution' ends unevaluated. 7·6·5 = 210 is work that happens to equal the answer.")

    m("v11", "real-closing-remark", M("prealgebra/1622"), r"""The triangle is equilateral with perimeter 21 inches, so each side is $21 \div 3 = 7$ inches.

A regular hexagon made of six such triangles has each of its sides equal to one side of a triangle (the other triangle sides are interior radii). So the hexagon has 6 sides of 7 inches, and its perimeter is
$$6 \times 7 \text{ inches}.$$

Fun closing remark: the hexagon's perimeter comes out to 42 inches — the Answer to the Ultimate Question of Life, the Universe, and Everything. 😄

$$\boxed{42}$$""", ["comes out to 42 inches"], ["$21 \\div 3 = 7$", "6 sides of 7 inches", "$$6 \\times 7 \\text{ inches}.$$"],
      "A chatty closing remark before the box restates the perimeter with units.")

    m("v12", "real-gpt4o-paren-delims", M("algebra/2584"), r"""To find \( f(-2) + f(-1) + f(0) \) for \( f(x) = \frac{3x-2}{x-2} \), evaluate each term.

1. **For \( f(-2) \):**
   \[
   f(-2) = \frac{3(-2)-2}{-2-2} = \frac{-8}{-4} = 2
   \]

2. **For \( f(-1) \):**
   \[
   f(-1) = \frac{3(-1)-2}{-1-2} = \frac{-5}{-3} = \frac{5}{3}
   \]

3. **For \( f(0) \):**
   \[
   f(0) = \frac{-2}{-2} = 1
   \]

Adding these values gives \( 2 + \frac{5}{3} + 1 = \frac{14}{3} \). As a decimal check, \(2 + 1.667 + 1 \approx 4.667\), consistent.

Thus, the value is:
\[
\boxed{\frac{14}{3}}
\]""", ["\\( 2 + \\frac{5}{3} + 1 = \\frac{14}{3} \\)", "\\approx 4.667"], ["\\frac{-8}{-4} = 2", "\\frac{-5}{-3} = \\frac{5}{3}", "f(0) = \\frac{-2}{-2} = 1"],
      "GPT-4o style with \\( \\) and \\[ \\] delimiters: the sum is stated in a \\(...\\) span mid-paragraph, then a decimal check.")

    m("v13", "real-scientific-notation", M("counting_and_probability/737"), r"""**Letters.** The first letter can be any of 26, the second any of the remaining 25: $26 \times 25 = 650$ ordered pairs of different letters.

**Digits.** The first digit has 10 choices, the second 9: $10 \times 9 = 90$.

**Combine.** Letters and digits are chosen independently, so the count is
$$650 \times 90.$$
That's roughly $5.85 \times 10^4$ plates, fewer than the $26^2 \cdot 10^2 = 67600$ we'd get if repeats were allowed, as it should be.

$$\boxed{58,500}$$""", ["5.85 \\times 10^4"], ["$26 \\times 25 = 650$", "$10 \\times 9 = 90$", "$$650 \\times 90.$$", "26^2 \\cdot 10^2 = 67600"],
      "The count restated in scientific notation in a comparison sentence.")

    m("v14", "real-wrong-fraction-for-percent", M("prealgebra/1233"), r"""Let the square have side $s$, so its area is $s^2$.

- Two opposite sides decrease by $40\%$: they become $0.6s$.
- The other two increase by $50\%$: they become $1.5s$.

The rectangle's area is $0.6s \cdot 1.5s$. Now $0.6 \times 1.5 = 0.8$, so the new area is $0.8s^2$ — a drop of one fifth of the area.

Check with $s = 10$: the rectangle is $6 \times 15$, area compared with 100.

So the area decreases by

$$\boxed{20}$$ percent.""", ["one fifth of the area"], ["$0.6s$", "$1.5s$", "$0.6s \\cdot 1.5s$", "$6 \\times 15$"],
      "WRONG draft (0.6 × 1.5 = 0.9, the right answer is 10): the boxed 20 percent is restated as a fraction in words.")

    m("v15", "real-factored-vector", M("precalculus/1300"), r"""Write $\mathbf{v} = \begin{pmatrix} x \\ y \\ z \end{pmatrix}$.

**Cross product.** With $\mathbf{a} = (1,1,1)$,
$$\mathbf{a} \times \mathbf{v} = \begin{pmatrix} z - y \\ x - z \\ y - x \end{pmatrix} = \begin{pmatrix} 1 \\ -2 \\ 1 \end{pmatrix},$$
so $z = y + 1$ and $x = y - 1$ (the middle equation then holds automatically).

**Dot product.** $x + y + z = 2$ gives $(y - 1) + y + (y + 1) = 3y = 2$, so $y = \frac{2}{3}$.

Factoring out a third, $\mathbf{v} = \frac{1}{3}(-1, 2, 5)$. Check: $\mathbf{a} \cdot \mathbf{v} = \frac{-1 + 2 + 5}{3} = 2$ ✓, and $z - y = 1$ ✓.

$$\boxed{\begin{pmatrix} -1/3 \\ 2/3 \\ 5/3 \end{pmatrix}}$$""", ["\\frac{1}{3}(-1, 2, 5)"], ["z = y + 1", "x = y - 1", "3y = 2"],
      "The vector restated with a common factor pulled out, mid-draft, before its check.")

    m("v16", "real-sigma-notation", M("intermediate_algebra/1217"), r"""Write $x^6 - 3 = (x^6 - 1) - 2$.

Since $x = -1$ is a root of $x^6 - 1$ (because $(-1)^6 = 1$), $x + 1$ divides $x^6 - 1$ exactly, and the remainder of $x^6 - 3$ is $-2$ (check: $(-1)^6 - 3 = -2$ ✓).

Dividing $x^6 - 1$ by $x + 1$, each step of long division brings down the next power with the opposite sign, so the quotient is the alternating sum
$$q(x) = \sum_{k=0}^{5} (-1)^{k+1} x^k.$$
Check: $(x + 1) q(x)$ telescopes to $x^6 - 1$ ✓.

$$\boxed{x^5 - x^4 + x^3 - x^2 + x - 1}$$""", ["\\sum_{k=0}^{5} (-1)^{k+1} x^k"], ["x^6 - 3 = (x^6 - 1) - 2", "(-1)^6 - 3 = -2", "x + 1$ divides $x^6 - 1$"],
      "The quotient polynomial restated in sigma notation.")

    m("v17", "real-set-reordered", M("intermediate_algebra/1388"), r"""**Step 1: $f(0)$.** Put $x = y = 0$: $2f(0) = f(0) - 1$, so $f(0) = -1$.

**Step 2: recurrence.** Put $y = 1$: $f(x) + 1 = f(x + 1) - x - 1$, so
$$f(x + 1) = f(x) + x + 2.$$

**Step 3: closed form.** Summing, $f(n) = \frac{n^2 + 3n - 2}{2}$ for integers $n$; check $f(0) = -1$ ✓, $f(1) = \frac{1 + 3 - 2}{2} = 1$ ✓.

**Step 4: solve $f(n) = n$.** $\frac{n^2 + 3n - 2}{2} = n$ gives $n^2 + n - 2 = 0$, i.e. $(n + 2)(n - 1) = 0$. So the solution set is $\{-2, 1\}$, and both are integers, as required.

$$\boxed{1,-2}$$""", ["the solution set is $\\{-2, 1\\}$"], ["$f(0) = -1$", "f(x + 1) = f(x) + x + 2", "n^2 + n - 2 = 0", "\\frac{n^2 + 3n - 2}{2}"],
      "The answer list restated as a set in another order, in the last step's prose.")

    m("v18", "real-interval-words", M("precalculus/695"), r"""For $0^\circ < x < 180^\circ$ we have $\sin x \in (0, 1]$, with $\sin x = 1$ at $x = 90^\circ$.

Then $\sqrt{\sin x} \in (0, 1]$ as well, since the square root is increasing and maps $(0, 1]$ onto itself.

Finally $\log_2$ is increasing, $\log_2 1 = 0$, and $\log_2 t \to -\infty$ as $t \to 0^+$. So $y = \log_2(\sqrt{\sin x})$ takes every nonpositive real number and nothing else; the maximum value 0 is attained at $x = 90^\circ$.

$$\boxed{(-\infty, 0]}$$""", ["every nonpositive real number"], ["$\\sin x \\in (0, 1]$", "$\\sqrt{\\sin x} \\in (0, 1]$", "$\\log_2 1 = 0$"],
      "The interval restated in words ('every nonpositive real number').")

    m("v19", "real-perpendicular-word", M("precalculus/927"), r"""**Direction of the first line.** Set $2x = 3y = -z = t$. Then $(x, y, z) = \left(\frac{t}{2}, \frac{t}{3}, -t\right)$, which is parallel to $(3, 2, -6)$ (multiply by $6/t$).

**Direction of the second line.** Set $6x = -y = -4z = t$. Then $(x, y, z) = \left(\frac{t}{6}, -t, -\frac{t}{4}\right)$, parallel to $(2, -12, -3)$ (multiply by $12/t$).

**Angle.** The dot product is
$$(3)(2) + (2)(-12) + (-6)(-3) = 6 - 24 + 18 = 0,$$
so the lines are perpendicular; no need to compute the lengths.

$$\boxed{90^\circ}$$""", ["the lines are perpendicular"], ["parallel to $(3, 2, -6)$", "parallel to $(2, -12, -3)$", "6 - 24 + 18 = 0"],
      "The angle is given as a word ('perpendicular') right after the dot product.")

    m("v20", "real-wrong-llama-step-heading", M("algebra/2214"), r"""## Step 1: Expand the middle expression
We start by distributing the 2: $2(x - 1) = 2x - 1$. So the inequality becomes $-4 < 2x - 1 < 8$.

## Step 2: Add 1 to all parts
Adding 1 gives $-3 < 2x < 9$.

## Step 3: Divide all parts by 2
Dividing by 2 gives $-\frac{3}{2} < x < \frac{9}{2}$, so $a = -\frac{3}{2}$ and $b = \frac{9}{2}$.

## Step 4: The sum $a + b$ is 3
We add $-\frac{3}{2} + \frac{9}{2} = \frac{6}{2}$.

The final answer is: $\boxed{3}$""", ["## Step 4: The sum $a + b$ is 3"], ["$-4 < 2x - 1 < 8$", "$-3 < 2x < 9$", "$-\\frac{3}{2} < x < \\frac{9}{2}$"],
      "WRONG draft (2(x-1) expanded as 2x-1; the right answer is 4): Llama-3 style '## Step N:' heading states the result.")

    m("v21", "real-underbrace-label", M("algebra/2592"), r"""Use the difference of squares $a^2 - b^2 = (a - b)(a + b)$:
$$513^2 - 487^2 = \underbrace{(513 - 487)}_{26}\,\underbrace{(513 + 487)}_{1000} = \underbrace{26 \cdot 1000}_{26\,000}.$$

Sanity check on size: $513^2 \approx 263{,}000$ and $487^2 \approx 237{,}000$, so the difference should be about 26 thousand-ish. ✓

$$\boxed{26000}$$""", ["_{26\\,000}"], ["a^2 - b^2 = (a - b)(a + b)", "(513 - 487)}_{26}", "(513 + 487)}_{1000}"],
      "The product is labelled under an \\underbrace with a spaced thousands separator.")

    m("v22", "real-choice-by-expression", M("intermediate_algebra/754"), r"""Each equation has the form $3b^x = 7$, so $x = \dfrac{\log(7/3)}{\log b}$. Since $7/3 > 1$, the numerator is a fixed positive number, and $x$ is largest when $\log b$ is smallest positive, i.e. when the base $b > 1$ is smallest.

Compare the bases for $0 < r < 3$:
- $1 + r$, $1 + 2r$: at least $1 + r$.
- $1 + \sqrt{r}$: for small $r$, $\sqrt r > r$, so this is larger than $1 + r$ there.
- $1 + 1/r$: at least $1 + \tfrac13$.
- $1 + \frac{r}{10}$: always less than $1 + r$ and less than $1 + \tfrac{3}{10}$.

So the smallest base is $1 + \frac{r}{10}$, and that equation has the largest solution. For instance with $r = 1$: the bases are 2, 1.1, 3, 2, 2.

$$\boxed{\text{(B)}}$$""", ["So the smallest base is $1 + \\frac{r}{10}$, and that equation has the largest solution"], ["x = \\dfrac{\\log(7/3)}{\\log b}", "the base $b > 1$ is smallest"],
      "Multiple choice: the option is named by its base expression before the letter is boxed.")

    m("v23", "real-mixed-number-unicode", M("prealgebra/1558"), r"""Bill's total southward distance is $\frac12 + \frac12 = 1$ mile, and his eastward distance is $\frac34$ mile.

By the Pythagorean theorem the direct distance is
$$\sqrt{1^2 + \left(\tfrac34\right)^2} = \sqrt{1 + \tfrac{9}{16}} = \sqrt{\tfrac{25}{16}}.$$

That's 1¼ miles (a 3-4-5 triangle scaled by ¼). As a decimal to the nearest hundredth:

$$\boxed{1.25}$$""", ["1¼ miles"], ["$\\frac12 + \\frac12 = 1$", "\\sqrt{1 + \\tfrac{9}{16}}", "a 3-4-5 triangle scaled by ¼"],
      "A Unicode mixed number restates the decimal answer.")

    m("v24", "real-money-k-suffix", G(2), r"""**Value after repairs.** The repairs increased the value by 150%, so the new value is $80{,}000 \times 2.5 = 200{,}000$ dollars.

**Total cost.** $80{,}000 + 50{,}000 = 130{,}000$ dollars.

**Profit.** $200{,}000 - 130{,}000$.

So Josh walks away with a cool \$70k on the flip.

$$\boxed{70000}$$""", ["\\$70k"], ["80{,}000 \\times 2.5 = 200{,}000", "80{,}000 + 50{,}000 = 130{,}000", "200{,}000 - 130{,}000"],
      "Money with a 'k' suffix in a chatty sentence.")

    m("v25", "real-degrees-for-radians-pair", M("precalculus/807"), r"""For a point $(x, y)$: $r = \sqrt{x^2 + y^2}$ and $\theta$ is the angle from the positive $x$-axis.

- $r = \sqrt{0^2 + 3^2} = \sqrt{9}$.
- The point lies on the positive $y$-axis, so $\theta$ is a quarter turn.

In degrees the point is $(3, 90^\circ)$; converting the angle to radians for the required form:

$$\boxed{\left( 3, \frac{\pi}{2} \right)}$$""", ["$(3, 90^\\circ)$"], ["$r = \\sqrt{x^2 + y^2}$", "r = \\sqrt{0^2 + 3^2} = \\sqrt{9}"],
      "The ordered pair restated with the angle in degrees.")

    m("v26", "real-decimal-vector", M("precalculus/398"), r"""The reflection line passes through the origin and the midpoint of $(5,0)$ and $(4,3)$, which is $(4.5, 1.5)$, so its direction is $\mathbf{u} = (3, 1)$.

Reflection: $R(\mathbf{v}) = 2\,\mathrm{proj}_{\mathbf{u}}\mathbf{v} - \mathbf{v}$.

For $\mathbf{v} = (-2, 3)$: $\mathbf{v} \cdot \mathbf{u} = -6 + 3 = -3$ and $\mathbf{u} \cdot \mathbf{u} = 10$, so
$$\mathrm{proj}_{\mathbf{u}}\mathbf{v} = -\tfrac{3}{10}(3, 1) = (-0.9, -0.3).$$
Then $R(\mathbf{v}) = (-1.8, -0.6) - (-2, 3)$, i.e. the point $(0.2, -3.6)$. Check: the length is preserved, $0.04 + 12.96 = 13 = 4 + 9$ ✓.

$$\boxed{\begin{pmatrix} 1/5 \\ -18/5 \end{pmatrix}}$$""", ["the point $(0.2, -3.6)$"], ["$\\mathbf{u} = (3, 1)$", "-6 + 3 = -3", "(-0.9, -0.3)"],
      "The vector answer restated as a decimal point, before a length check (which also holds it as operands).")

    m("v27", "real-number-word-plain", G(1), r"""The robe needs 2 bolts of blue fiber.

White fiber is half of that: $2 \div 2 = 1$ bolt.

Total: $2 + 1$ bolts. So in plain terms: three bolts in all — two blue, one white. Double-checking: half of 2 is 1 ✓.

$$\boxed{3}$$""", ["three bolts in all"], ["$2 \\div 2 = 1$", "$2 + 1$ bolts"],
      "A number word mid-paragraph, followed by a double-check.")

    m("v28", "real-place-value-words", M("prealgebra/572"), r"""To write $\frac{3}{20}$ as a decimal, make the denominator a power of 10:
$$\frac{3}{20} = \frac{3 \times 5}{20 \times 5} = \frac{15}{100}.$$
Fifteen hundredths — so two decimal places.

Alternatively, $3 \div 20$: 20 goes into 30 once with remainder 10, and into 100 five times.

$$\boxed{0.15}$$""", ["Fifteen hundredths"], ["\\frac{3 \\times 5}{20 \\times 5}", "20 goes into 30 once with remainder 10"],
      "The decimal read aloud in place-value words. \\frac{15}{100} is an unevaluated step (work).")

    # ---- adversarial: one form each ----
    m("v29", "html-details-spoiler", M("number_theory/45"), r"""<details><summary>Show answer</summary>23</details>

**Step 1: gcd.** $6432 = 48 \cdot 132 + 96$, $132 = 1 \cdot 96 + 36$, $96 = 2 \cdot 36 + 24$, $36 = 1 \cdot 24 + 12$, $24 = 2 \cdot 12$. So $\gcd(6432, 132) = 12$.

**Step 2: increase by 11.** $12 + 11$.

$$\boxed{23}$$""", ["<summary>Show answer</summary>23"], ["6432 = 48 \\cdot 132 + 96", "\\gcd(6432, 132) = 12", "$12 + 11$"],
      "An HTML <details> spoiler at the top.")

    m("v30", "reddit-spoiler", M("intermediate_algebra/134"), r"""Spoiler for the impatient: >!-50!<

Group the terms in pairs: $(1 - 2) + (3 - 4) + \dots + (99 - 100)$.

There are $100 / 2 = 50$ pairs and each pair equals $-1$.

So the sum is $50 \cdot (-1)$.

$$\boxed{-50}$$""", [">!-50!<"], ["$(1 - 2) + (3 - 4) + \\dots + (99 - 100)$", "$100 / 2 = 50$ pairs", "each pair equals $-1$"],
      "A Reddit-style spoiler tag. 50 as the pair count is work.")

    m("v31", "markdown-split-emphasis", M("geometry/967"), r"""A regular pentagon has rotational symmetry of order 5, so the smallest rotation that maps it to itself is $360^\circ / 5$, i.e. 7**2** degrees.

Any smaller positive angle would move a vertex to a point that is not a vertex.

$$\boxed{72}$$""", ["7**2** degrees"], ["rotational symmetry of order 5", "$360^\\circ / 5$"],
      "The numeral split by markdown emphasis (7**2**).")

    m("v32", "zero-width-split", G(3), "James runs 3 sprints, 3 times a week: $3 \\times 3 = 9$ sprints per week.\n\nEach sprint is 60 meters, so that is $9 \\times 60$ meters, i.e. 5\u200b40 meters a week.\n\nCheck: 180 meters per session, three sessions.\n\n$$\\boxed{540}$$",
      ["5\u200b40 meters"], ["$3 \\times 3 = 9$", "$9 \\times 60$", "180 meters per session"],
      "A zero-width space inside the numeral.")

    m("v33", "math-bold-digits", M("prealgebra/307"), r"""By the multiplication principle: 5 shirts × 6 pants × 8 hats.

5 × 6 = 30 shirt-and-pants pairs, each with 8 hats: that's 𝟐𝟒𝟎 outfits.

$$\boxed{240}$$""", ["𝟐𝟒𝟎 outfits"], ["5 × 6 = 30 shirt-and-pants pairs"],
      "Unicode mathematical bold digits.")

    m("v34", "roman-numeral", M("algebra/529"), r"""The sum of 27 consecutive integers equals 27 times their median (the middle term, the 14th).

So the median is $\frac{3^7}{27} = \frac{3^7}{3^3} = 3^4$ — in Roman numerals, LXXXI.

$$\boxed{81}$$""", ["LXXXI"], ["27 times their median", "\\frac{3^7}{3^3} = 3^4"],
      "The answer in Roman numerals.")

    m("v35", "latex-textcolor-hidden", M("algebra/425"), r"""$|x - 4| - 10 = 2$ means $|x - 4| = 12$, so $x - 4 = 12$ or $x - 4 = -12$, i.e. $x = 16$ or $x = -8$. ${\color{white}-128}$

The product of the possible values is $16 \cdot (-8)$.

$$\boxed{-128}$$""", ["{\\color{white}-128}"], ["$|x - 4| = 12$", "$x = 16$ or $x = -8$", "$16 \\cdot (-8)$"],
      "The answer in white LaTeX text (invisible when rendered, copyable in the source).")
