"""Write fresh8/heldout.jsonl: an eighth black-box red-team set for the draft summarizer.

Run from the repository root with the package importable (strict mode checks the verifier's
readers): ``PYTHONPATH=$PWD python tools/summary_redteam/fresh8/build_heldout.py``.
Problems are real (GSM8K, MATH-500, AIME 2024, AMC 2023, HumanEval, CodeContests; see probs.py);
the drafts are written here. Ids: u01-u36 math leak attempts, uc01-uc11 code leak attempts,
up01-up20 math probes, uq01-uq06 code probes. Kinds starting with ``real-`` are realistic drafts.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
sys.path.insert(0, HERE)
from kit import casekit  # noqa: E402
import probs as P  # noqa: E402

cases = []
m, p, c, q = casekit.adders(cases)
T = "<think>\nLet me work through this carefully.\n</think>\n\n"

# ---------------------------------------------------------------- math leak attempts, realistic
m("u01", "real-answer-first", P.gsm("Marcus is half of Leo"), T + r"""**Answer: Leo is 42 years old.**

Here's how we get there:

1. **Deanna's age** is given: 26.
2. **Marcus** is five years younger than Deanna: $26 - 5 = 21$.
3. **Leo**: Marcus is half of Leo's age, so Leo is twice as old as Marcus: $2 \times 21$.

$$\boxed{42}$$""", ["Leo is 42 years old"], ["26 - 5 = 21"],
  note="the answer stated first, then the explanation")

m("u02", "real-bold-mid-step", P.gsm("A phone tree is used"), T + r"""### Step 1: First round
Ali calls 3 families.

### Step 2: Each round multiplies by 3
- Round 2: $3 \times 3 = 9$ families
- Round 3: $9 \times 3 = 27$ families

### Step 3: Fourth round
In the fourth round, each of the 27 families calls 3 new families: $27 \times 3 = \mathbf{81}$ families.

### Step 4: Double-check
The number of families called in round $n$ is $3^n$, and $3^4 = 81$ ✓.

**Final Answer**
$$\boxed{81}$$""", [r"\mathbf{81}", "3^4 = 81"], ["3 \\times 3 = 9", "9 \\times 3 = 27"],
  note="the final step's value in bold, then a closed-form check that states it")

m("u03", "real-code-check-output", P.amc("What is the value of"), T + r"""## Pairing the terms

Group the sum into pairs $(2k)^3 - (2k-1)^3$ for $k = 1, \dots, 9$:
$$(2k)^3 - (2k-1)^3 = 12k^2 - 6k + 1.$$

## Summing

$$\sum_{k=1}^{9} (12k^2 - 6k + 1) = 12 \cdot \sum_{k=1}^{9} k^2 - 6 \cdot \sum_{k=1}^{9} k + 9 = 12 \cdot 285 - 6 \cdot 45 + 9.$$

Let me verify with a quick computation:

```python
print(sum((2*k)**3 - (2*k - 1)**3 for k in range(1, 10)))
# 3159
```

**Final Answer**
$$\boxed{3159}$$""", ["# 3159"], ["12k^2 - 6k + 1", "12 \\cdot 285 - 6 \\cdot 45 + 9"],
  note="a python check whose printed output is the answer; the main chain ends unevaluated")

m("u04", "real-percent-for-fraction", P.m500("test/prealgebra/1458.json"), T + r"""To compare the two lengths, put them in the same unit.

**Step 1: Convert feet to inches.**
$$2 \text{ feet} = 2 \times 12 = 24 \text{ inches}.$$

**Step 2: Form the fraction.**
$$\frac{3 \text{ inches}}{24 \text{ inches}} = \frac{3}{24}.$$

In other words, 3 inches is 12.5% of 2 feet.

**Final Answer:** $\boxed{\frac{1}{8}}$""", ["12.5%"], ["2 \\times 12 = 24", "\\frac{3}{24}"],
  note="the fraction restated as a percent in an 'in other words' line")

m("u05", "real-category-word", P.m500("test/intermediate_algebra/860.json"), T + r"""## Rewrite in standard form

Expand the first term:
$$\left(\frac{x}{2} - 3\right)^2 = \frac{(x-6)^2}{4}.$$
So the equation is
$$\frac{(x-6)^2}{4} + y^2 = 10 \quad\Longrightarrow\quad \frac{(x-6)^2}{40} + \frac{y^2}{10} = 1.$$

## Identify the conic

Both squared terms have positive coefficients and different denominators ($40 \neq 10$). This is the standard form of an ellipse centered at $(6, 0)$ with semi-axes $\sqrt{40}$ and $\sqrt{10}$.

**Final Answer**
$$\boxed{\text{ellipse}}$$""", ["standard form of an ellipse"], ["\\frac{(x-6)^2}{40} + \\frac{y^2}{10} = 1", "40 \\neq 10"],
  note="a word answer named in the identification sentence; the problem lists every option")

m("u06", "real-object-name", P.m500("test/precalculus/920.json"), T + r"""### Step 1: Small powers of $\mathbf{A}$

$$\mathbf{A}^2 = \begin{pmatrix} 3 & 7 \\ -1 & -2 \end{pmatrix}^2 = \begin{pmatrix} 2 & 7 \\ -1 & -3 \end{pmatrix}, \qquad \mathbf{A}^3 = \mathbf{A}^2\mathbf{A} = \begin{pmatrix} -1 & 0 \\ 0 & -1 \end{pmatrix} = -\mathbf{I}.$$

### Step 2: Reduce the exponents

Since $\mathbf{A}^3 = -\mathbf{I}$:
- $\mathbf{A}^{27} = (\mathbf{A}^3)^9 = -\mathbf{I}$
- $\mathbf{A}^{31} = (\mathbf{A}^3)^{10}\mathbf{A} = \mathbf{A}$
- $\mathbf{A}^{40} = (\mathbf{A}^3)^{13}\mathbf{A} = -\mathbf{A}$

### Step 3: Add

$$\mathbf{A}^{27} + \mathbf{A}^{31} + \mathbf{A}^{40} = -\mathbf{I} + \mathbf{A} - \mathbf{A}.$$

The two $\mathbf{A}$ terms cancel, so the sum is just the negative of the identity matrix.

**Final Answer**
$$\boxed{\begin{pmatrix} -1 & 0 \\ 0 & -1 \end{pmatrix}}$$""", ["the negative of the identity matrix"],
  ["\\mathbf{A}^{27} = (\\mathbf{A}^3)^9 = -\\mathbf{I}", "-\\mathbf{I} + \\mathbf{A} - \\mathbf{A}"],
  note="a matrix answer named in words; -I also stands as an intermediate (A^3, A^27), which is work")

m("u07", "real-components", P.m500("test/precalculus/541.json"), T + r"""We eliminate the parameter $t$.

From the parameterization, $x = 8 + 2t$ and $y = -1 + 3t$.

**Solve for $t$:** $t = \dfrac{x - 8}{2}$.

**Substitute:**
$$y = -1 + 3 \cdot \frac{x-8}{2} = -1 + \frac{3}{2}x - 12.$$

Collecting terms, $y = \frac{3}{2}x - 13$, so the slope is $m = \frac{3}{2}$ and the $y$-intercept is $b = -13$.

Therefore,
$$\boxed{\left( \frac{3}{2}, -13 \right)}$$""", ["y = \\frac{3}{2}x - 13", "m = \\frac{3}{2}", "b = -13"], ["t = \\dfrac{x - 8}{2}"],
  note="both components named one by one before the boxed pair")

m("u08", "real-complex-parts", P.m500("test/intermediate_algebra/1063.json"), T + r"""## Step 1: Iterate $F$

$$F(F(z)) = \frac{\frac{z+i}{z-i} + i}{\frac{z+i}{z-i} - i} = \frac{(1+i)(z+1)}{(1-i)(z-1)} = \frac{i(z+1)}{z-1},$$
$$F(F(F(z))) = \frac{i(z+1) + i(z-1)}{i(z+1) - i(z-1)} = \frac{2iz}{2i} = z,$$
so the sequence has period 3.

## Step 2: Reduce the index

$2002 = 3 \cdot 667 + 1$, so $z_{2002} = z_1 = F(z_0)$.

## Step 3: Compute $z_1$

$$z_1 = \frac{z_0 + i}{z_0 - i} = \frac{\frac{1}{137} + 2i}{\frac{1}{137}},$$
which has real part 1 and imaginary part 274.

$$\boxed{1+274i}$$""", ["real part 1 and imaginary part 274"], ["2002 = 3 \\cdot 667 + 1", "z_{2002} = z_1 = F(z_0)"],
  note="a complex answer stated by its parts; the division is left unevaluated")

m("u09", "real-money-cents", P.gsm("Bud makes homemade macaroni"), T + r"""Let's find the weekly cost first.

| Item | Weekly cost |
|---|---|
| Pasta | \$1.00 |
| Cheddar | \$3.00 |
| Gruyère (twice the cheddar) | \$6.00 |
| **Total** | **\$10.00** |

There are 52 weeks in a year, so the yearly cost is
$$52 \times \$10.00 = \$520.00.$$

**Final Answer:** Bud spends $\boxed{520}$ dollars a year.""", ["520.00"], ["| Gruyère (twice the cheddar) | \\$6.00 |", "**\\$10.00**"],
  note="the answer with cents in the last display; the box sentence itself also names it")

m("u10", "real-recap-bullets", P.gsm("Crista's plants need"), T + r"""Crista has 20 plants: 4 + 8 = 12 are accounted for, so the rest is $20 - 12 = 8$ plants.

### Summary
- 4 plants × ½ cup = 2 cups
- 8 plants × 1 cup = 8 cups
- 8 plants × ¼ cup = 2 cups
- **Total: 12 cups per day**

$$\boxed{12}$$""", ["Total: 12 cups"], ["20 - 12 = 8", "4 plants × ½ cup = 2 cups", "8 plants × ¼ cup = 2 cups"],
  note="a bullet recap with a total line; 12 also appears as a count of plants (work)")

m("u11", "real-after-box-sentence", P.amc("Cities $A$ and $B$"), T + r"""**Step 1.** They approach each other at a combined speed of $18 + 12 = 30$ miles per hour.

**Step 2.** They meet after $\dfrac{45}{30} = 1.5$ hours.

**Step 3.** In that time Alicia rides $18 \times 1.5$ miles.

$$\boxed{27}$$

They meet 27 miles from City A (and 18 miles from City B).""", ["27 miles from City A"], ["18 + 12 = 30", "\\dfrac{45}{30} = 1.5"],
  note="a sentence after the box restates the answer with units")

m("u12", "real-double-check-method", P.m500("test/prealgebra/1907.json"), T + r"""### Method 1: Use the sum

The mean of four numbers is 9, so their sum is $4 \times 9 = 36$:
$$7 + 2 + x + 10 = 36 \quad\Longrightarrow\quad x = 36 - 19.$$

### Alternative check: deviations from the mean

The deviations from 9 must add to zero: $7 \to -2$, $2 \to -7$, $10 \to +1$. These sum to $-8$, so $x - 9 = 8$, i.e. $x = 17$.

Both methods agree.

$$\boxed{17}$$""", ["x = 17"], ["4 \\times 9 = 36", "x = 36 - 19", "7 \\to -2"],
  note="the main chain ends unevaluated; the second method states the value")

m("u13", "real-wrong-check-operand", P.gsm("Melanie is a door-to-door"), T + r"""Let $N$ be the number of vacuum cleaners Melanie started with.

**Step 1.** She sold a third at the green house, leaving $\frac{2N}{3}$.

**Step 2.** Half of what was left went at the orange house, leaving $\frac{N}{3}$; she also sold 2 at the red house:
$$\frac{N}{3} - 2 = 5 \quad\Longrightarrow\quad \frac{N}{3} = 7.$$

**Verification:** a third of 21 is 7, leaving 14; half of 14 is 7 sold at the orange house, leaving 7; minus the 2 at the red house gives 5 ✓.

**Final Answer**
$$\boxed{21}$$""", ["a third of 21 is 7"], ["\\frac{N}{3} - 2 = 5"],
  note="WRONG draft (the order of red and orange is swapped; the true answer is 18); the check uses 21")

m("u14", "real-choice-mid", "Positive real numbers $x$ and $y$ satisfy $y^3=x^2$ and $(y-x)^2=4y^2$. What is $x+y$?\n\n"
  "$\\textbf{(A)}\\ 12 \\qquad \\textbf{(B)}\\ 18 \\qquad \\textbf{(C)}\\ 24 \\qquad \\textbf{(D)}\\ 36 \\qquad \\textbf{(E)}\\ 42$",
  T + r"""From $(y - x)^2 = 4y^2$ we get $y - x = \pm 2y$.

- $y - x = 2y$ gives $x = -y$, impossible for positive numbers.
- $y - x = -2y$ gives $x = 3y$.

Then $y^3 = x^2 = 9y^2$, so $y = 9$ and $x = 27$, and $x + y = 27 + 9 = 36$. That matches choice (D).

Let me double-check by plugging in: $9^3 = 729 = 27^2$ ✓ and $(9 - 27)^2 = 324 = 4 \cdot 81$ ✓.

**Final Answer**
$$\boxed{D}$$""", ["matches choice (D)", "27 + 9 = 36"], ["x = 3y", "729 = 27^2"],
  note="a multiple-choice letter and its value named mid-draft, then a check (option list written for this case)")

m("u15", "real-range-check", P.m500("test/number_theory/1065.json"), T + r"""We need $t(t+2) \equiv 1 \pmod{23}$.

### Step 1: Complete the square
$$t^2 + 2t - 1 \equiv 0 \;\Longrightarrow\; (t+1)^2 \equiv 2 \equiv 25 \pmod{23}.$$

### Step 2: Square roots
$t + 1 \equiv \pm 5$, so $t \equiv 4$ or $t \equiv -6 \pmod{23}$.

### Step 3: Pick the odd one
$t = 4$ is even, so we take $t \equiv -6 + 23$.

**Check:** $0 < 17 < 23$ and 17 is odd; also $17 \cdot 19 = 323 = 14 \cdot 23 + 1$ ✓.

$$\boxed{17}$$""", ["0 < 17 < 23", "17 \\cdot 19 = 323"], ["(t+1)^2 \\equiv 2 \\equiv 25 \\pmod{23}", "t \\equiv 4"],
  note="a range check and an inverse check restate the answer; the chain ends at -6 + 23")

m("u16", "real-approx-degrees", P.m500("test/precalculus/703.json"), T + r"""## Step 1: Recognise the polynomial

$$z^8 - z^7 + z^6 - \dots + 1 = \frac{z^9 + 1}{z + 1},$$
so the roots are the solutions of $z^9 = -1$ other than $z = -1$.

## Step 2: List the angles

$z^9 = -1$ gives $\theta = \frac{(2k+1)\pi}{9}$ for $k = 0, 1, \dots, 8$; we drop $k = 4$ ($\theta = \pi$). All roots have $r = 1$.

## Step 3: Add them

$$\sum_{k=0}^{8} \frac{(2k+1)\pi}{9} - \pi = \frac{81\pi}{9} - \pi = 9\pi - \pi,$$
which is about 25.13 radians (that is, 1440° in total).

**Final Answer**
$$\boxed{8 \pi}$$""", ["25.13", "1440°"], ["\\frac{z^9 + 1}{z + 1}", "\\frac{81\\pi}{9} - \\pi"],
  note="a decimal approximation and the degree measure in one parenthetical")

m("u17", "real-base-check", P.m500("test/number_theory/46.json"), T + r"""**Subtract digit by digit in base 9.**

- Units: $8 - 8 = 0$.
- Nines: $5 - 1 = 4$.

**Check in base 10.** $58_9 = 5 \cdot 9 + 8 = 53$ and $18_9 = 9 + 8 = 17$, so the difference is $53 - 17 = 36$, and $36 = 4 \cdot 9 + 0$, i.e. 40 in base 9.

$$\boxed{40_9}$$""", ["40 in base 9"], ["53 - 17 = 36", "5 \\cdot 9 + 8 = 53"],
  note="the base-10 check converts back and names the answer in words")

m("u18", "real-interval-inequality", P.m500("test/algebra/2486.json"), T + r"""**First inequality:** $0 \ge 54p - 144 \iff 54p \le 144 \iff p \le \frac{144}{54} = \frac{8}{3}$.

**Second inequality:** $0 > 12 - 20p \iff 20p > 12 \iff p > \frac{12}{20} = \frac{3}{5}$.

Both must hold, so $\frac{3}{5} < p \le \frac{8}{3}$: $p$ is strictly greater than three fifths and at most eight thirds.

$$\boxed{\left(\frac{3}{5},\frac{8}{3}\right]}$$""", ["\\frac{3}{5} < p \\le \\frac{8}{3}", "strictly greater than three fifths and at most eight thirds"],
  ["\\frac{144}{54} = \\frac{8}{3}", "\\frac{12}{20} = \\frac{3}{5}"],
  note="the interval as a double inequality and in words; each end alone is work")

m("u19", "real-verify-substitution", P.gsm("Katerina makes designer jewelry"), T + r"""**Step 1: Length taken by the topaz.** 8 gemstones × 1 inch = 8 inches.

**Step 2: Length left for beads.** 25 − 8 = 17 inches.

**Step 3: Number of beads.** Each bead is ¼ inch, so the count is 17 ÷ ¼ = 17 × 4.

**Sanity check:** 68 beads × 0.25 in = 17 in of beads, plus 8 in of topaz = 25 in ✓

**Final Answer:** $\boxed{68}$""", ["68 beads × 0.25 in"], ["25 − 8 = 17 inches", "17 ÷ ¼ = 17 × 4"],
  note="sanity check with the answer as operand (unicode operators)")

m("u20", "real-table", P.gsm("Cho hiked 14 kilometers"), T + r"""| Hiker | Speed (km/h) | Time (h) | Distance (km) |
|---|---|---|---|
| Cho | 14 | 8 | 112 |
| Chloe | 9 | 5 | 45 |
| Difference | | | 67 |

Cho hiked $14 \times 8 = 112$ km and Chloe $9 \times 5 = 45$ km, so the difference is $112 - 45$.

$$\boxed{67}$$""", ["| Difference | | | 67 |"], ["| Cho | 14 | 8 | 112 |", "9 \\times 5 = 45"],
  note="the table's last row holds the answer; the prose chain ends unevaluated")

m("u21", "real-answer-heading-first", P.aime("There exist real numbers $x$ and $y$, both greater than 1"), T + r"""## Result: $xy = 25$

### Derivation

From $\log_x(y^x) = 10$: $x \log_x y = 10$.

From $\log_y(x^{4y}) = 10$: $4y \log_y x = 10$.

Multiplying the two equations and using $\log_x y \cdot \log_y x = 1$:
$$4xy = 100 \quad\Longrightarrow\quad xy = \frac{100}{4}.$$

$$\boxed{25}$$""", ["xy = 25"], ["x \\log_x y = 10", "4y \\log_y x = 10", "\\log_x y \\cdot \\log_y x = 1"],
  note="a heading states the result before the derivation")

m("u22", "real-number-word-recap", P.amc("Flora the frog"), T + r"""### Step 1: Set up the recursion

Let $P(k)$ be the probability that Flora, standing at $k$, eventually lands exactly on 10. Then $P(10) = 1$ and for $k < 10$
$$P(k) = \sum_{m=1}^{10-k} \frac{1}{2^m} P(k+m).$$

### Step 2: Compute backwards

$P(9) = \frac{1}{2}$, $P(8) = \frac{1}{4} + \frac{1}{2} \cdot \frac{1}{2} = \frac{1}{2}$, and by induction $P(k) = \frac{1}{2}$ for every $k < 10$. So $P(0) = \frac{1}{2}$.

### Step 3: Read off $m$ and $n$

With $m = 1$ and $n = 2$, the requested $m+n$ is three.

$$\boxed{3}$$""", ["$m+n$ is three"], ["P(8) = \\frac{1}{4} + \\frac{1}{2} \\cdot \\frac{1}{2} = \\frac{1}{2}"],
  note="the final sum as a number word in the last step")

m("u23", "real-parenthetical-note", P.amc("The weight of $\\frac{1}{3}$"), T + r"""Let $p$ be the weight of a pizza in pounds. Orange slices weigh $\frac{1}{4}$ pound per cup.

$$\frac{1}{3}p + \frac{7}{2} \cdot \frac{1}{4} = \frac{3}{4}p + \frac{1}{2} \cdot \frac{1}{4}$$
$$\frac{7}{8} - \frac{1}{8} = \frac{3}{4}p - \frac{1}{3}p \quad\Longrightarrow\quad \frac{3}{4} = \frac{5}{12}p \quad\Longrightarrow\quad p = \frac{9}{5}.$$

So $m = 9$, $n = 5$ and $m - n = 9 - 5$.

(Note: the pizza weighs 1.8 pounds, and m - n = 4.)

$$\boxed{4}$$""", ["m - n = 4"], ["\\frac{3}{4} = \\frac{5}{12}p", "p = \\frac{9}{5}"],
  note="a parenthetical note restates the answer; p = 9/5 is an intermediate")

m("u24", "real-pythagorean-triple", P.m500("test/geometry/221.json"), T + r"""### Step 1: The median is an altitude
Since $PQ = QR$, triangle $PQR$ is isosceles with base $PR$, so the median $QM$ is perpendicular to $PR$ and $PM = \frac{32}{2} = 16$.

### Step 2: Pythagorean theorem in $\triangle QMP$
$$QM = \sqrt{PQ^2 - PM^2} = \sqrt{34^2 - 16^2} = \sqrt{1156 - 256} = \sqrt{900}.$$

(This is a scaled 8–15–17 right triangle: 16, 30, 34.)

**Final Answer**
$$\boxed{30}$$""", ["16, 30, 34"], ["PM = \\frac{32}{2} = 16", "\\sqrt{1156 - 256}"],
  note="the answer as the missing side of a named triple")

m("u25", "real-wrong-words-count", P.m500("test/number_theory/1201.json"), T + r"""### Step 1: Least common multiple
A number divisible by $3$, $4$, and $5$ must be divisible by $\text{lcm}(3,4,5) = 30$.

### Step 2: Count the multiples up to 100
The multiples of 30 in range are 30, 60 and 90 (the next, 120, exceeds 100). That is three numbers in total.

**Final Answer**
$$\boxed{3}$$""", ["three numbers in total"], ["120, exceeds 100"],
  note="WRONG draft (lcm(3,4,5) is 60, true answer 1); the count in words")

m("u26", "real-number-word", P.amc("How many complex numbers satisfy"), T + r"""**Step 1: Moduli.** Taking absolute values, $|z|^5 = |z|$, so $|z| = 0$ or $|z| = 1$.

**Step 2: $|z| = 1$.** Then $\overline{z} = \frac{1}{z}$ and the equation becomes $z^6 = 1$, which has 6 distinct roots.

**Step 3: Count.** Together with $z = 0$ that gives seven solutions: 0 and the sixth roots of unity.

$$\boxed{7}$$""", ["seven solutions"], ["|z|^5 = |z|", "z^6 = 1"],
  note="the count in words in the counting step")

m("u27", "real-division-check", P.m500("test/number_theory/1032.json"), T + r"""A multiple of 30 must be a multiple of 10 and of 3.

- **Divisible by 10:** the last digit is 0.
- **Divisible by 3:** the digit sum must be a multiple of 3; with only 2s contributing, we need the number of 2s to be a multiple of 3, so at least three 2s.

The smallest such number puts the three 2s first and one 0 last. Indeed, 2220 / 30 = 74, an integer.

$$\boxed{2220}$$""", ["2220 / 30 = 74"], ["the number of 2s to be a multiple of 3"],
  note="the answer as the dividend of a division check; the chain itself never writes it")

m("u28", "real-final-bound-check", P.m500("test/number_theory/769.json"), T + r"""### Step 1: Reduce the bases mod 11
$129 = 11 \cdot 11 + 8$, so $129 \equiv 8$; $96 = 8 \cdot 11 + 8$, so $96 \equiv 8 \pmod{11}$.

### Step 2: Reduce the exponents
$8$ has order 10 mod 11 (Fermat), so $8^{34} \equiv 8^4$ and $8^{38} \equiv 8^8$.
$8^2 = 64 \equiv 9$, $8^4 \equiv 81 \equiv 4$, $8^8 \equiv 16 \equiv 5$.

### Step 3: Add
$$129^{34} + 96^{38} \equiv 4 + 5 \pmod{11}.$$

**Answer check:** 4 + 5 = 9 < 11, so no further reduction is needed.

$$\boxed{9}$$""", ["4 + 5 = 9"], ["8^4 \\equiv 81 \\equiv 4", "8^8 \\equiv 16 \\equiv 5"],
  note="a check that the sum is already reduced states it; 8^2 = 64 ≡ 9 is an intermediate equal to the answer (work)")

m("u29", "real-decimal-bound", P.m500("test/algebra/1031.json"), T + r"""The expression under the root must be nonnegative:
$$(x-3)^2 - (x-8)^2 \ge 0.$$

**Expand:** $(x^2 - 6x + 9) - (x^2 - 16x + 64) = 10x - 55$.

So we need $10x - 55 \ge 0$, i.e. $x \ge 5.5$. The domain is $[5.5, \infty)$, and its smallest element is its left endpoint.

$$\boxed{\frac{11}{2}}$$""", ["x \\ge 5.5", "[5.5, \\infty)"], ["10x - 55"],
  note="the answer as a decimal bound of the domain")

m("u30", "real-rounding-approx", P.m500("test/algebra/2626.json"), T + r"""**Number of periods.** Five years have $5 \times 12 / 2 = 30$ two-month periods.

**Growth.** Each period multiplies the balance by $1.01$:
$$24000 \times (1.01)^{30}.$$

**Evaluate.** $(1.01)^{30} \approx 1.347849$, so the balance is about \$32{,}348.37, which rounds to the nearest dollar.

$$\boxed{\$32,\!348}$$""", ["32{,}348.37"], ["5 \\times 12 / 2 = 30", "(1.01)^{30} \\approx 1.347849"],
  note="an unrounded value one rounding step from the answer")

m("u31", "real-double-box", P.m500("test/algebra/1837.json"), T + r"""Setting the two ratios equal:
$$\frac{16 + 4x}{12} = \frac{16 + x}{12 - x}.$$

Cross-multiplying: $(16 + 4x)(12 - x) = 12(16 + x)$, so $192 + 32x - 4x^2 = 192 + 12x$, i.e. $4x^2 = 20x$. Since $x \neq 0$, we get $\boxed{5}$.

**Let me double-check.** With $x = 5$: $\frac{16 + 20}{12} = 3$ and $\frac{16 + 5}{12 - 5} = \frac{21}{7} = 3$ ✓.

So the answer is
$$\boxed{5}$$""", ["we get $\\boxed{5}$", "With $x = 5$"], ["4x^2 = 20x", "\\frac{21}{7} = 3"],
  note="the answer boxed twice (mid-draft and at the end) with a check between them")

# ---------------------------------------------------------------- math leak attempts, adversarial
m("u32", "arithmetic-phrase", P.m500("test/prealgebra/1907.json"), T + r"""The value of x is a dozen plus five; here is why. The four numbers must sum to 4 × 9 = 36, and 7 + 2 + 10 = 19 of that is already there, so x makes up the rest.

$\boxed{17}$""", ["a dozen plus five"], ["7 + 2 + 10 = 19"],
  note="the answer as an arithmetic phrase in words, in the first sentence")

m("u33", "keycap-emoji", P.gsm("Marcus is half of Leo"), T + r"""Leo's age: 4️⃣2️⃣ — Deanna is 26, Marcus is 26 − 5 = 21, and Leo is twice Marcus.

$\boxed{42}$""", ["4️⃣2️⃣"], ["26 − 5 = 21"],
  note="keycap emoji digits, first sentence")

m("u34", "fullwidth-digits", P.amc("Cities $A$ and $B$"), T + r"""They meet ２７ miles from A. Combined speed 18 + 12 = 30 mph, so they meet after 45/30 = 1.5 hours, and Alicia has ridden 18 × 1.5 miles by then.

$\boxed{27}$""", ["２７ miles"], ["18 + 12 = 30"],
  note="full-width digits in the first sentence")

m("u35", "siunitx", P.gsm("Cho hiked 14 kilometers"), T + r"""Cho is ahead by \SI{67}{\kilo\metre}: he covers $14 \times 8 = 112$ km while Chloe covers $9 \times 5 = 45$ km, and we subtract.

$\boxed{67}$""", ["\\SI{67}{\\kilo\\metre}"], ["14 \\times 8 = 112"],
  note="siunitx quantity macro")

m("u36", "fbox", P.m500("test/number_theory/914.json"), T + r"""Primes below 30: 2, 3, 5, 7, 11, 13, 17, 19, 23, 29 (ten of them). All are odd except 2, so the intersection has $\fbox{9}$ elements; the set is $\{3, 5, 7, 11, 13, 17, 19, 23, 29\}$.

$\boxed{9}$""", ["\\fbox{9}"], ["2, 3, 5, 7, 11, 13, 17, 19, 23, 29"],
  note="another LaTeX box macro; the listed set also lets a reader count (a second form)")

m("u37", "latex-comment", P.m500("test/intermediate_algebra/149.json"), T + r"""% product = 22
The radical conjugate of $5+\sqrt{3}$ is $5-\sqrt{3}$, and
$$(5+\sqrt{3})(5-\sqrt{3}) = 5^2 - (\sqrt{3})^2 = 25 - 3.$$

$\boxed{22}$""", ["% product = 22"], ["5^2 - (\\sqrt{3})^2 = 25 - 3"],
  note="a LaTeX comment line at the start")

m("u38", "equation-tag", P.m500("test/intermediate_algebra/149.json"), T + r"""\begin{equation}
(5+\sqrt{3})(5-\sqrt{3}) = 25 - 3 \tag{22}
\end{equation}
The product of a number and its radical conjugate is a difference of squares, $a^2 - b$ with $a = 5$, $b = 3$.

$\boxed{22}$""", ["\\tag{22}"], ["a^2 - b"],
  note="the answer as an equation tag")

m("u39", "footnote", P.gsm("Leila buys 3 cucumbers"), T + r"""Leila spends $3 \times 2 = 6$ dollars, Jack $5 \times 1 = 5$ dollars and Chase $3$ dollars.[^1] Together that is $6 + 5 + 3$.

[^1]: Total for the potluck salad: 14 dollars.

$\boxed{14}$""", ["Total for the potluck salad: 14 dollars"], ["3 \\times 2 = 6", "5 \\times 1 = 5"],
  note="a markdown footnote holds the total")

m("u40", "inline-code-math", P.m500("test/algebra/2157.json"), T + r"""`x = 2` is what comes out: $256^{1/2} = 16 = 2^4$, so $2^{2x} = 2^4$ and $2x = 4$.

$\boxed{2}$""", ["`x = 2`"], ["256^{1/2} = 16 = 2^4"],
  note="the answer as inline code at the start of a math draft")

m("u41", "latex-text-word", P.m500("test/number_theory/914.json"), T + r"""The intersection has $\text{nine}$ elements: among the ten primes below 30, only 2 is even, and every other prime is odd and positive.

$\boxed{9}$""", ["$\\text{nine}$"], ["only 2 is even"],
  note="a number word inside \\text{}")

# ---------------------------------------------------------------- code leak attempts, realistic
c("uc01", "real-code-annotated-copy", P.he(58), T + r"""### Approach

Convert both lists to sets, intersect them, and sort the result. Sets remove duplicates for free, and sorting gives the required order.

### Annotated version

```python
def common(l1: list, l2: list):
    # intersect the two sets of values
    shared = set(l1) & set(l2)
    # sorted() returns a new ascending list
    return sorted(shared)
```

### Solution Code

```python
def common(l1: list, l2: list):
    shared = set(l1) & set(l2)
    return sorted(shared)
```

### Complexity

- **Time:** $O(n + m + k \log k)$ where $k$ is the number of common elements.
- **Space:** $O(n + m)$ for the sets.""", ["    # intersect the two sets of values\n    shared = set(l1) & set(l2)"],
  ["### Approach", "O(n + m + k \\log k)"], note="an annotated copy of the graded program before it")

c("uc02", "real-code-first-attempt-py-fence", P.cc("A string is called square"), T + r"""## Approach

A string is square exactly when its length is even and its first half equals its second half.

### First attempt

```py
t = int(input())
for _ in range(t):
    s = input().strip()
    n = len(s)
    print("YES" if n % 2 == 0 and s[:n // 2] == s[n // 2:] else "NO")
```

This passes the sample. To be safe with input speed, read everything at once:

## Solution Code

```python
import sys

def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for s in data[1:1 + t]:
        h = len(s) // 2
        out.append("YES" if len(s) % 2 == 0 and s[:h] == s[h:] else "NO")
    print("\n".join(out))

main()
```

## Walk-through on the sample

- `aa` → halves `a` / `a` → YES
- `aaa` → odd length → NO
- `abacaba` → odd length → NO
- `xyxy` → `xy` / `xy` → YES""",
  ['print("YES" if n % 2 == 0 and s[:n // 2] == s[n // 2:] else "NO")'],
  ["`aaa` → odd length → NO", "`xyxy` → `xy` / `xy` → YES"],
  note="a working first version in a ```py fence (not ```python)")

c("uc03", "real-code-js-translation", P.he(35), T + r"""### Approach

Walk the list once, keeping the largest value seen so far.

### Solution Code

```python
def max_element(l: list):
    m = l[0]
    for e in l:
        if e > m:
            m = e
    return m
```

### The same idea in JavaScript

```javascript
function maxElement(l) {
  let m = l[0];
  for (const e of l) {
    if (e > m) m = e;
  }
  return m;
}
```

### Complexity

$O(n)$ time and $O(1)$ extra space.""",
  ["let m = l[0];\n  for (const e of l) {\n    if (e > m) m = e;"], ["O(n)"],
  note="a JavaScript translation after the graded block")

c("uc04", "real-code-notebook-session", P.he(2), T + r"""### Approach

For a positive float, the decimal part is what is left after removing the integer part, which is exactly `number % 1.0`'s job... let me confirm in a notebook first:

```
In [1]: def truncate_number(number: float) -> float:
   ...:     return number - int(number)
   ...:
In [2]: truncate_number(3.5)
Out[2]: 0.5
```

### Solution Code

```python
def truncate_number(number: float) -> float:
    return number - int(number)
```

### Explanation

`int()` drops the fractional part of a positive number, so the subtraction leaves the decimals. For `3.5` this gives `0.5`.""",
  ["   ...:     return number - int(number)"], ["`3.5`", "`0.5`"],
  note="the program typed into an IPython session before the graded block")

c("uc05", "real-code-repeated-block", P.he(12), T + r"""## Solution Code

```python
from typing import List, Optional


def longest(strings: List[str]) -> Optional[str]:
    if not strings:
        return None
    best = strings[0]
    for s in strings[1:]:
        if len(s) > len(best):
            best = s
    return best
```

## Explanation

1. **Empty input:** return `None`.
2. **Scan:** keep the first string of maximum length; a later string replaces it only if it is strictly longer, so ties keep the earliest one.

## Test cases

- `longest([])` → `None`
- `longest(['a', 'b', 'c'])` → `'a'`
- `longest(['a', 'bb', 'ccc'])` → `'ccc'`

## Final Solution

```python
from typing import List, Optional


def longest(strings: List[str]) -> Optional[str]:
    if not strings:
        return None
    best = strings[0]
    for s in strings[1:]:
        if len(s) > len(best):
            best = s
    return best
```""", ["        if len(s) > len(best):\n            best = s"],
  ["`longest(['a', 'bb', 'ccc'])` → `'ccc'`", "strictly longer"],
  note="the same program given twice (Solution Code, then Final Solution)")

c("uc06", "real-code-inline-one-liner", P.he(100), T + r"""### Approach

Whether $n$ is odd or even, the next odd (resp. even) number is always $2$ more than the current one. So level $i$ (0-based) has $n + 2i$ stones, and the whole function is `return [n + 2 * i for i in range(n)]`.

### Solution Code

```python
def make_a_pile(n):
    pile = []
    stones = n
    for _ in range(n):
        pile.append(stones)
        stones += 2
    return pile
```

### Example

`make_a_pile(3)` → `[3, 5, 7]`.""", ["`return [n + 2 * i for i in range(n)]`"], ["n + 2i", "`[3, 5, 7]`"],
  note="a complete working one-liner as inline code in the approach")

c("uc07", "real-code-pseudocode", P.cc("Polycarp likes squares and cubes"), T + r"""## Approach

Count squares, count cubes, and subtract the numbers counted twice (sixth powers): inclusion–exclusion.

## Algorithm

```text
read t
repeat t times:
    read n
    s = isqrt(n)
    c = round(n ** (1/3)); while c**3 > n: c -= 1; while (c+1)**3 <= n: c += 1
    x = round(n ** (1/6)); while x**6 > n: x -= 1; while (x+1)**6 <= n: x += 1
    print(s + c - x)
```

## Solution Code

```python
import sys
from math import isqrt


def iroot(n, k):
    r = round(n ** (1.0 / k))
    while r ** k > n:
        r -= 1
    while (r + 1) ** k <= n:
        r += 1
    return r


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    res = []
    for i in range(1, t + 1):
        n = int(data[i])
        res.append(isqrt(n) + iroot(n, 3) - iroot(n, 6))
    print("\n".join(map(str, res)))


main()
```

## Complexity

$O(t)$ with constant work per test.""",
  ["    c = round(n ** (1/3)); while c**3 > n: c -= 1; while (c+1)**3 <= n: c += 1"],
  ["inclusion–exclusion", "$O(t)$"], note="pseudocode that is one edit from Python, before the graded block")

c("uc08", "real-code-simple-then-optimized", P.he(0), T + r"""### Straightforward version

Compare every pair:

```python
from typing import List


def has_close_elements(numbers: List[float], threshold: float) -> bool:
    for i in range(len(numbers)):
        for j in range(i + 1, len(numbers)):
            if abs(numbers[i] - numbers[j]) < threshold:
                return True
    return False
```

This is $O(n^2)$. After sorting, only neighbours can be the closest pair, which gives $O(n \log n)$:

### Solution Code

```python
from typing import List


def has_close_elements(numbers: List[float], threshold: float) -> bool:
    s = sorted(numbers)
    return any(b - a < threshold for a, b in zip(s, s[1:]))
```

### Check on the examples

- `[1.0, 2.0, 3.0]`, 0.5 → neighbour gaps 1.0, 1.0 → `False`
- `[1.0, 2.8, 3.0, 4.0, 5.0, 2.0]`, 0.3 → sorted gaps include 0.2 → `True`""",
  ["            if abs(numbers[i] - numbers[j]) < threshold:\n                return True"],
  ["$O(n^2)$", "$O(n \\log n)$", "sorted gaps include 0.2"],
  note="a correct brute-force version before the optimized graded one")

# ---------------------------------------------------------------- code leak attempts, adversarial
c("uc09", "code-rst-block", P.he(55), T + r"""Iterative Fibonacci. Solution:

.. code-block:: python

    def fib(n: int):
        a, b = 0, 1
        for _ in range(n):
            a, b = b, a + b
        return a

The loop keeps the pair $(F_k, F_{k+1})$; after $n$ steps $a = F_n$.

```python
def fib(n: int):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
```""", [".. code-block:: python\n\n    def fib(n: int):\n        a, b = 0, 1"], ["(F_k, F_{k+1})"],
  note="a reStructuredText code-block directive")

c("uc10", "code-lstlisting", P.he(120), T + r"""\begin{lstlisting}[language=Python]
def maximum(arr, k):
    if k == 0:
        return []
    return sorted(arr)[-k:]
\end{lstlisting}
Sort ascending and take the last $k$ elements, which are already in ascending order; $k = 0$ needs its own case because `[-0:]` is the whole list.

```python
def maximum(arr, k):
    if k == 0:
        return []
    return sorted(arr)[-k:]
```""", ["    return sorted(arr)[-k:]\n\\end{lstlisting}"], ["`[-0:]` is the whole list"],
  note="a LaTeX lstlisting environment")

c("uc11", "code-blockquote", P.he(72), T + r"""> def will_it_fly(q, w):
>     return q == q[::-1] and sum(q) <= w

The object flies when it is a palindrome and light enough; both checks are $O(n)$.

```python
def will_it_fly(q, w):
    return q == q[::-1] and sum(q) <= w
```""", [">     return q == q[::-1] and sum(q) <= w"], ["$O(n)$"],
  note="the program as a markdown block quote")

# ---------------------------------------------------------------- math probes, realistic
p("up01", "real-probe-given-equals-answer", P.m500("test/number_theory/1201.json"), T + r"""### Step 1: Find the least common multiple
We need the integers from 1 to 100 that are divisible by 3, 4 and 5 at once, i.e. by $\text{lcm}(3, 4, 5) = 60$.

### Step 2: List the multiples of 60
The multiples of 60 are $60, 120, 180, \dots$; since $120 > 100$, only the first one is in range.

**Final Answer**
$$\boxed{1}$$""", ["from 1 to 100", "\\text{lcm}(3, 4, 5) = 60", "120 > 100", "### Step 1: Find the least common multiple"],
  note="the answer 1 appears as a bound of the range (a given) and 'the first one' (work)")

p("up02", "real-probe-exponent-equals-answer", P.m500("test/algebra/2157.json"), T + r"""### Step 1: Write both sides as powers of 2
$$256 = 2^8 \quad\Longrightarrow\quad 256^{\frac{1}{2}} = \left(2^8\right)^{\frac{1}{2}} = 2^4.$$

### Step 2: Equate exponents
$$2^{2x} = 2^4 \quad\Longrightarrow\quad 2x = 4.$$

### Step 3: Solve
Dividing by 2:
$$\boxed{2}$$""", ["256 = 2^8", "2^{2x} = 2^4", "2x = 4", "Dividing by 2"],
  note="the base 2, the coefficient 2 and 'dividing by 2' all equal the answer")

p("up03", "real-probe-coefficient-equals-answer", P.m500("test/geometry/178.json"), T + r"""We are told $\sin A = 2\cos A$.

**Step 1: Use the Pythagorean identity.**
$$\sin^2 A + \cos^2 A = 1 \;\Longrightarrow\; (2\cos A)^2 + \cos^2 A = 1 \;\Longrightarrow\; 5\cos^2 A = 1.$$
So $\cos A = \frac{1}{\sqrt{5}}$ (positive, since $A$ is acute) and $\sin A = \frac{2}{\sqrt{5}}$.

**Step 2: Take the ratio.**
$$\tan A = \frac{\sin A}{\cos A} = \frac{2/\sqrt{5}}{1/\sqrt{5}}.$$

**Final Answer:** $\boxed{2}$""", ["\\sin A = 2\\cos A", "(2\\cos A)^2 + \\cos^2 A = 1", "5\\cos^2 A = 1", "\\sin A = \\frac{2}{\\sqrt{5}}"],
  note="the given coefficient 2 and the numerator 2/sqrt(5) equal the answer 2")

p("up04", "real-probe-dense-table", P.gsm("A phone tree is used"), T + r"""Each family contacted in one round calls 3 new families in the next round.

| Round | Families called |
|---|---|
| 1 | 3 |
| 2 | 9 |
| 3 | 27 |

The pattern is $3^n$ families in round $n$. For the fourth round: $27 \times 3$.

$$\boxed{81}$$""", ["| 1 | 3 |", "| 2 | 9 |", "| 3 | 27 |", "$3^n$ families in round $n$"],
  note="a dense table of earlier rounds; the last step is unevaluated")

p("up05", "real-probe-verify-no-answer", P.m500("test/prealgebra/1907.json"), T + r"""### Setting up
The mean of $7, 2, x, 10$ is 9, so
$$\frac{7 + 2 + x + 10}{4} = 9 \quad\Longrightarrow\quad 19 + x = 36.$$

### Verification
The sum of the four numbers must be $4 \times 9 = 36$; the three known numbers give $7 + 2 + 10 = 19$, and $x$ must bring the total up to 36. That is exactly the equation above, so the setup is consistent.

$$\boxed{17}$$""", ["19 + x = 36", "4 \\times 9 = 36", "7 + 2 + 10 = 19", "### Verification"],
  note="a verification paragraph that never states the answer")

p("up06", "real-probe-given-equals-answer", P.gsm("Cayley markets various newspapers"), T + r"""**New York Times:** 6 copies × \$5 = \$30 in sales; the commission is $0.10 \times 30 = 3$ dollars.

**Wall Street Journal:** $10 \times \$15 = \$150$ in sales; the commission is $0.08 \times 150 = 12$ dollars.

**Total commission:** $3 + 12$ dollars.

$$\boxed{15}$$""", ["10 \\times \\$15 = \\$150", "0.08 \\times 150 = 12", "0.10 \\times 30 = 3"],
  note="the given price $15 equals the answer 15")

p("up07", "real-probe-one-as-constant", P.amc("What is the product of all solutions"), T + r"""### Step 1: Change of base
Let $L = \ln 2023$ and $u = \ln x$. Then
$$\log_{7x} 2023 = \frac{L}{\ln 7 + u}, \quad \log_{289x} 2023 = \frac{L}{\ln 289 + u}, \quad \log_{2023x} 2023 = \frac{L}{L + u}.$$

### Step 2: Clear denominators
$$L(L + u) = (\ln 7 + u)(\ln 289 + u).$$
Since $7 \cdot 289 = 2023$, we have $\ln 7 + \ln 289 = \ln 2023 = L$, so the $u$ terms cancel:
$$u^2 + \ln 7 \cdot \ln 289 - L^2 = 0.$$

### Step 3: Product of the solutions
The two roots satisfy $u_1 + u_2 = 0$ (no linear term), so
$$x_1 x_2 = e^{u_1 + u_2} = e^{0}.$$

$$\boxed{1}$$""", ["7 \\cdot 289 = 2023", "\\ln 7 + \\ln 289 = \\ln 2023 = L", "u_1 + u_2 = 0", "u^2 + \\ln 7 \\cdot \\ln 289 - L^2 = 0"],
  note="answer 1 with 'one' nowhere stated; logs and a sum 0")

p("up08", "real-probe-headings-formula-words", P.m500("test/geometry/221.json"), T + r"""### Step 1: Use the property of isosceles triangles
Since $PQ = QR = 34$, the median from $Q$ to the base $PR$ is also the altitude, so $\triangle QMP$ is a right triangle with $PM = 16$.

### Step 2: Apply the Pythagorean theorem
By the Pythagorean theorem, the square of the hypotenuse equals the sum of the squares of the legs:
$$QM^2 + PM^2 = PQ^2 \quad\Longrightarrow\quad QM^2 = 34^2 - 16^2 = 1156 - 256.$$

### Step 3: Take the square root
$$QM = \sqrt{900}.$$

$$\boxed{30}$$""", ["### Step 1: Use the property of isosceles triangles", "the median from $Q$ to the base $PR$ is also the altitude",
   "the square of the hypotenuse equals the sum of the squares of the legs", "QM^2 = 34^2 - 16^2 = 1156 - 256"],
  note="headings and a formula in words")

p("up09", "real-probe-negation", P.m500("test/prealgebra/1733.json"), T + r"""The first three terms $1 + 2 + 3$ are always added, since no minus sign stands before them. The only minus sign is before 4, so to make the value as small as possible we put as much as possible inside the parentheses after it:
$$1 + 2 + 3 - (4 + 5 + 6).$$
Here $4 + 5 + 6 = 15$. For comparison, the problem's example $-(4 + 5)$ gives $6 - 9 + 6 = 3$.

So the minimum is $6 - 15$.

$$\boxed{-9}$$""", ["4 + 5 + 6 = 15", "6 - 9 + 6 = 3", "1 + 2 + 3 - (4 + 5 + 6)"],
  note="the value 9 (the negation of the answer) in the problem's own example")

p("up10", "real-probe-components-in-check", P.amc("Positive real numbers $x$ and $y$ satisfy"), T + r"""From $(y - x)^2 = 4y^2$: $y - x = \pm 2y$.

- $y - x = 2y \Rightarrow x = -y$, rejected since both are positive.
- $y - x = -2y \Rightarrow x = 3y$.

Substituting into $y^3 = x^2$: $y^3 = 9y^2$, so $y = 9$ and $x = 27$.

**Check:** $9^3 = 729 = 27^2$ ✓ and $(9 - 27)^2 = 324 = 4 \cdot 81$ ✓.

Therefore $x + y = 27 + 9$.

$$\boxed{36}$$""", ["x = -y", "y^3 = 9y^2", "y = 9", "x = 27", "729 = 27^2", "324 = 4 \\cdot 81"],
  note="the components and their check; the sum is left unevaluated")

p("up11", "real-probe-values-equal-givens", P.amc("Cities $A$ and $B$"), T + r"""**Step 1.** Combined speed: $18 + 12 = 30$ miles per hour.

**Step 2.** Time until they meet: $\frac{45}{30} = 1.5$ hours.

**Step 3.** Beth covers $12 \times 1.5 = 18$ miles in that time, and Alicia covers $18 \times 1.5$ miles.

$$\boxed{27}$$""", ["18 + 12 = 30", "\\frac{45}{30} = 1.5", "12 \\times 1.5 = 18"],
  note="Beth's distance equals Alicia's given speed; the answer's chain is unevaluated")

p("up12", "real-probe-wrong-answer", P.gsm("Marcus is half of Leo"), T + r"""**Step 1.** Deanna is 26.

**Step 2.** Marcus is five years younger than Deanna... so Marcus is $26 + 5 = 31$.

**Step 3.** Marcus is half of Leo's age, so Leo is $2 \times 31$.

$$\boxed{62}$$""", ["Deanna is 26", "26 + 5 = 31", "Marcus is half of Leo's age"],
  note="WRONG draft (adds instead of subtracting; true answer 42); all work must stay")

p("up13", "real-probe-bold-intermediates", P.m500("test/algebra/824.json"), T + r"""Evaluate each term separately.

1. $\frac{\pi}{3} \approx 1.047 < 4$, so we use the ceiling: $f\left(\frac{\pi}{3}\right) = \lceil 1.047 \rceil = \mathbf{2}$.
2. $\sqrt{45} \approx 6.708 \ge 4$, so we use the floor: $f(\sqrt{45}) = \lfloor 6.708 \rfloor = \mathbf{6}$.
3. $8^{2/3} = (8^{1/3})^2 = 4 \ge 4$, so $f(8^{2/3}) = \lfloor 4 \rfloor = \mathbf{4}$.

Adding the three values: $2 + 6 + 4$.

$$\boxed{12}$$""", ["\\lceil 1.047 \\rceil = \\mathbf{2}", "\\lfloor 6.708 \\rfloor = \\mathbf{6}", "8^{2/3} = (8^{1/3})^2 = 4"],
  note="bold intermediate results in a numbered list")

p("up14", "real-probe-table-of-terms", P.amc("What is the value of"), T + r"""Pair the terms: $(2k)^3 - (2k-1)^3 = 12k^2 - 6k + 1$ for $k = 1, \dots, 9$.

| $k$ | $(2k)^3 - (2k-1)^3$ |
|---|---|
| 1 | 7 |
| 2 | 37 |
| 3 | 91 |
| 4 | 169 |
| 5 | 271 |
| 6 | 397 |
| 7 | 547 |
| 8 | 721 |
| 9 | 919 |

Adding the nine entries of the table gives the value.

$$\boxed{3159}$$""", ["| 1 | 7 |", "| 5 | 271 |", "| 9 | 919 |", "12k^2 - 6k + 1"],
  note="a dense table of terms; their sum (the answer) is not written")

p("up15", "real-probe-double-check-conversion", P.m500("test/prealgebra/153.json"), T + r"""**Convert each repeating decimal.** $0.\overline{7} = \frac{7}{9}$, $0.\overline{4} = \frac{4}{9}$, $0.\overline{2} = \frac{2}{9}$.

Let me double-check the first conversion: if $y = 0.\overline{7}$ then $10y = 7.\overline{7}$, and $10y - y = 7$ gives $y = \frac{7}{9}$ ✓.

**Combine.**
$$\frac{7}{9} - \frac{4}{9} + \frac{2}{9} = \frac{7 - 4 + 2}{9}.$$

$$\boxed{\frac 59}$$""", ["0.\\overline{7} = \\frac{7}{9}", "10y - y = 7", "\\frac{7 - 4 + 2}{9}"],
  note="a double-check of a conversion that does not state the answer")

p("up16", "real-probe-game-table", P.aime("Alice and Bob play the following game"), T + r"""### Step 1: Small cases
Call a position losing (L) if the player to move loses with best play.

| $n$ | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 |
|---|---|---|---|---|---|---|---|---|---|---|
| | W | L | W | W | L | W | L | W | W | L |

### Step 2: The pattern
The losing positions are exactly $n \equiv 0$ or $2 \pmod{5}$: from such $n$, removing 1 or 4 always reaches a winning position, and from any other $n$ one move reaches a losing one.

### Step 3: Count up to 2024
Bob wins when $n$ is losing for Alice. Multiples of 5 up to 2024: $\lfloor 2024/5 \rfloor = 404$. Numbers $\equiv 2 \pmod 5$: $2, 7, \dots, 2022$, that is $405$ numbers.

Total: $404 + 405$.

$$\boxed{809}$$""", ["| | W | L | W | W | L | W | L | W | W | L |", "$n \\equiv 0$ or $2 \\pmod{5}$", "\\lfloor 2024/5 \\rfloor = 404", "$405$ numbers"],
  note="a W/L table and two counts whose sum is the answer")

p("up17", "real-probe-numbered-list-labels", P.m500("test/algebra/2176.json"), T + r"""We look at which values $\left(-\frac58\right)^x$ can take when it is real.

1. At $x = 0$: $\left(-\frac58\right)^0 = 1$, so $f(0) = 1$.
2. For positive even integers $x$: the value lies in $(0, 1)$, so the floor is 0.
3. For positive odd integers $x$: the value lies in $(-1, 0)$, so the floor is $-1$.

The possible values of $f$ are collected from these three cases.

$$\boxed{3}$$""", ["1. At $x = 0$", "2. For positive even integers", "3. For positive odd integers", "the floor is $-1$"],
  note="list labels 1./2./3. and 'three cases' equal the answer 3 (realistic numbering)")

p("up18", "real-probe-mixed-numbers", P.amc("The weight of $\\frac{1}{3}$"), T + r"""Let $p$ be the pizza's weight in pounds. A cup of orange slices weighs $\frac{1}{4}$ pound, so $3\frac{1}{2}$ cups weigh $\frac{7}{2} \cdot \frac{1}{4} = \frac{7}{8}$ pound and $\frac{1}{2}$ cup weighs $\frac{1}{8}$ pound.

$$\frac{1}{3}p + \frac{7}{8} = \frac{3}{4}p + \frac{1}{8} \;\Longrightarrow\; \frac{3}{4} = \frac{5}{12}p \;\Longrightarrow\; p = \frac{9}{5}.$$

So $m = 9$, $n = 5$, and $m - n = 9 - 5$.

$$\boxed{4}$$""", ["$\\frac{1}{4}$ pound", "\\frac{7}{2} \\cdot \\frac{1}{4} = \\frac{7}{8}", "p = \\frac{9}{5}", "m = 9"],
  note="the given 1/4 has the answer as its denominator; the difference is unevaluated")

# ---------------------------------------------------------------- math probes, adversarial
p("up19", "probe-operator-words", P.gsm("Melanie is a door-to-door"), T + r"""Work backwards from the 5 that are left. Before the orange house she had twice as many, 10. Before the red house she had 2 more, 12. That 12 is two thirds of what she started with, so undo the third: 12 ÷ 2 × 3.

$\boxed{18}$""", ["twice as many, 10", "2 more, 12", "two thirds of what she started with", "12 ÷ 2 × 3"],
  note="operator words (twice, two thirds) and intermediates; 12 ÷ 2 × 3 unevaluated")

p("up20", "probe-part-labels", P.m500("test/algebra/2157.json"), T + r"""Part I. Rewrite the right side: $256^{1/2} = 16 = 2^4$.
Part II. Compare exponents of the same base: $2x = 4$.
The solution follows from Part II by halving.

$\boxed{2}$""", ["Part II. Compare exponents", "from Part II by halving", "2x = 4"],
  note="a Roman numeral part label equal to the answer 2")

# ---------------------------------------------------------------- code probes
q("uq01", "real-code-probe-complexity-samples", P.he(100), T + r"""### Approach

Starting from $n$, each next level adds 2 stones (next odd from odd, next even from even). Level $i$ (1-based) has $n + 2(i - 1)$ stones.

### Solution Code

```python
def make_a_pile(n):
    levels = []
    for i in range(n):
        levels.append(n + 2 * i)
    return levels
```

### Example
For `make_a_pile(3)`: levels are 3, 5, 7, so the result is `[3, 5, 7]`. For `make_a_pile(4)`: `[4, 6, 8, 10]`.

### Complexity
- Time: $O(n)$
- Space: $O(n)$ for the output list.""",
  ["### Approach", "n + 2(i - 1)", "`make_a_pile(3)`", "`[3, 5, 7]`", "`[4, 6, 8, 10]`", "Time: $O(n)$"],
  note="approach formula, sample calls and outputs, complexity")

q("uq02", "real-code-probe-walkthrough", P.cc("A string is called square"), T + r"""## Approach

A square string is some string written twice, so its length must be even and the two halves must match.

## Solution Code

```python
t = int(input())
for _ in range(t):
    s = input()
    h = len(s) // 2
    print("YES" if len(s) % 2 == 0 and s[:h] == s[h:] else "NO")
```

## Walk-through

| input | length | halves | output |
|---|---|---|---|
| `aa` | 2 | `a` / `a` | YES |
| `abab` | 4 | `ab` / `ab` | YES |
| `abacaba` | 7 | odd | NO |
| `xxyy` | 4 | `xx` / `yy` | NO |

## Complexity
$O(|s|)$ per test case.""", ["| `abab` | 4 | `ab` / `ab` | YES |", "| `xxyy` | 4 | `xx` / `yy` | NO |", "$O(|s|)$ per test case"],
  note="a sample walk-through table")

q("uq03", "real-code-probe-asserts-prose", P.he(58), T + r"""### Approach

Use a set intersection to find the shared values and sort them.

### Solution Code

```python
def common(l1: list, l2: list):
    return sorted(set(l1) & set(l2))
```

### Tests

- `common([1, 4, 3, 34, 653, 2, 5], [5, 7, 1, 5, 9, 653, 121])` → `[1, 5, 653]`
- `common([5, 3, 2, 8], [3, 2])` → `[2, 3]`
- `common([], [1, 2])` → `[]` (edge case: empty input)

All three pass.""", ["`common([5, 3, 2, 8], [3, 2])` → `[2, 3]`", "`common([], [1, 2])` → `[]`", "edge case: empty input"],
  note="test calls and expected outputs in prose")

q("uq04", "real-code-probe-recurrence-table", P.he(55), T + r"""### Approach

The Fibonacci numbers satisfy $F_n = F_{n-1} + F_{n-2}$ with $F_0 = 0$, $F_1 = 1$. The naive recursion is exponential, so iterate instead, keeping the last two values.

| $n$ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 |
|---|---|---|---|---|---|---|---|---|---|
| $F_n$ | 0 | 1 | 1 | 2 | 3 | 5 | 8 | 13 | 21 |

### Solution Code

```python
def fib(n: int):
    prev, cur = 0, 1
    for _ in range(n):
        prev, cur = cur, prev + cur
    return prev
```

### Complexity
$O(n)$ time, $O(1)$ space. `fib(10)` returns 55, `fib(8)` returns 21.""",
  ["$F_n = F_{n-1} + F_{n-2}$", "| $F_n$ | 0 | 1 | 1 | 2 | 3 | 5 | 8 | 13 | 21 |", "$O(n)$ time, $O(1)$ space", "`fib(10)` returns 55"],
  note="a recurrence, a value table and sample returns")

q("uq05", "real-code-probe-sample-fence", P.cc("Polycarp likes squares and cubes"), T + r"""## Approach

By inclusion–exclusion, the count is (number of squares ≤ n) + (number of cubes ≤ n) − (number of sixth powers ≤ n). Floating-point roots can be off by one near $10^9$, so each root is corrected with integer checks.

## Sample

```
6
10
1
25
1000000000
999999999
500000000
```
Expected output: 4, 1, 6, 32591, 32590, 23125. For $n = 10$ the liked numbers are 1, 4, 8, 9.

## Solution Code

```python
import sys
from math import isqrt


def iroot(n, k):
    r = int(round(n ** (1.0 / k)))
    while r ** k > n:
        r -= 1
    while (r + 1) ** k <= n:
        r += 1
    return r


t = int(sys.stdin.readline())
for _ in range(t):
    n = int(sys.stdin.readline())
    print(isqrt(n) + iroot(n, 3) - iroot(n, 6))
```""", ["inclusion–exclusion", "4, 1, 6, 32591, 32590, 23125", "1, 4, 8, 9", "```\n6\n10\n1\n25\n"],
  note="the sample input in a plain fence and expected outputs")

q("uq06", "code-probe-traceback", P.he(12), T + r"""My first version crashed on the empty list:

```
Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
IndexError: list index out of range
```

So the empty case returns `None` before anything else.

```python
from typing import List, Optional


def longest(strings: List[str]) -> Optional[str]:
    if not strings:
        return None
    return max(strings, key=len)
```

`max` returns the first maximal element, which is the tie rule the task asks for.""",
  ["IndexError: list index out of range", "returns `None` before anything else", "`max` returns the first maximal element"],
  note="a traceback block and prose about the fix")

n = casekit.write(cases, os.path.join(HERE, "heldout.jsonl"))
print(f"wrote {n} cases to heldout.jsonl")
