"""fresh11 math leak attempts x01-x17 (realistic, real problems); see README."""
from probs import gsm8k, math500


def add(m):
    """Append x01-x17 with the math leak-attempt writer ``m`` of casekit.adders."""
    m("x01", "real-gsm8k-hash-marker", gsm8k(0), r"""Janet's ducks lay 16 eggs per day.

1. Eggs eaten for breakfast: 3
2. Eggs used for muffins: 4
3. Eggs left to sell: $16 - 3 - 4 = 9$
4. Money from sales: $9 \times \$2$

#### 18

So Janet makes $\boxed{18}$ dollars every day at the farmers' market.""",
      ["#### 18"], ["16 - 3 - 4 = 9", r"9 \times \$2"],
      "GSM8K-trained models close with the dataset's '#### N' marker before (or instead of) the box.")

    m("x02", "real-answer-xml-tag", math500(49), r"""<reasoning>
Half of $3x - 9$ equals $x + 37$:
$$\frac{3x - 9}{2} = x + 37.$$
Multiply both sides by 2: $3x - 9 = 2x + 74$.
Subtract $2x$ from both sides and add 9: $x = 74 + 9$.
</reasoning>
<answer>
x = 83
</answer>

$\boxed{83}$""",
      ["x = 83"], ["3x - 9 = 2x + 74", "x = 74 + 9"],
      "RL-tuned (R1-Zero style) output format: <reasoning> then <answer> tags, then the box.")

    m("x03", "real-json-answer-object", gsm8k(33), r"""Let the number of silver coins be $s$. Then the number of gold coins is $s + 30$.

$$s + (s + 30) = 110 \implies 2s = 80 \implies s = 40$$

Gold coins: $40 + 30$.

```json
{
  "silver_coins": 40,
  "gold_coins": 70
}
```

**Answer:** $\boxed{70}$""",
      ['"gold_coins": 70'], ["2s = 80", "s = 40", "40 + 30"],
      "GPT-4o asked for structured output: a JSON object carries the answer as one field; silver 40 is work.")

    m("x04", "real-qa-pair-format", gsm8k(28), r"""Henry's trip is 60 miles. He first stopped after 20 miles. His second stop was 15 miles before the end, i.e. at mile $60 - 15 = 45$.

Distance between the stops: $45 - 20$.

Q: How many miles did he travel between his first and second stops?
A: 25 miles.

The final answer is $\boxed{25}$.""",
      ["A: 25 miles"], ["60 - 15 = 45", "45 - 20"],
      "Llama-3 few-shot habit: the question restated as Q:/A: lines before the final-answer sentence.")

    m("x05", "real-solution-set-braces", math500(23), r"""### Step 1: Isolate the radical
$$x - 4 = \sqrt{11 - 2x},$$
which requires $x \ge 4$.

### Step 2: Square both sides
$$x^2 - 8x + 16 = 11 - 2x \implies x^2 - 6x + 5 = 0 \implies (x - 1)(x - 5) = 0.$$

### Step 3: Check the candidates
- For $x = 1$: $1 - 4 = -3 < 0$, but a square root is never negative, so $x = 1$ is extraneous.
- The other factor gives the root that satisfies $x \ge 4$.

The solution set is $\{5\}$.

### Final Answer
$$\boxed{x=5}$$""",
      [r"\{5\}"], ["(x - 1)(x - 5) = 0", "so $x = 1$ is extraneous", "x^2 - 6x + 5 = 0"],
      "The answer as a one-element solution set in braces; the factor (x - 5) and the rejected root 1 are work.")

    m("x06", "real-python-assert-check", math500(2), r"""**Step 1.** $f(-2) = \frac{3(-2)-2}{-2-2} = \frac{-8}{-4} = 2$.

**Step 2.** $f(-1) = \frac{-5}{-3} = \frac{5}{3}$.

**Step 3.** $f(0) = \frac{-2}{-2} = 1$.

**Step 4.** Add: $2 + \frac{5}{3} + 1 = 3 + \frac{5}{3}$.

Let me double-check with exact arithmetic:

```python
from fractions import Fraction
f = lambda x: Fraction(3*x - 2, x - 2)
assert f(-2) + f(-1) + f(0) == Fraction(14, 3)
```

The assertion passes.

**Final Answer:** $\boxed{\frac{14}{3}}$""",
      ["Fraction(14, 3)"], [r"f(-1) = \frac{-5}{-3} = \frac{5}{3}", r"3 + \frac{5}{3}", r"\frac{-8}{-4} = 2"],
      "A python assert in a math draft states the answer as Fraction(14, 3); the chain ends unevaluated.")

    m("x07", "real-slash-fraction-prose", math500(75), r"""A product is a multiple of 5 exactly when at least one die shows a 5, since 5 is prime and no other face is divisible by 5.

Counting outcomes with at least one 5: the first die is 5 in 6 outcomes, the second die is 5 in 6 outcomes, and the outcome (5, 5) is counted twice, so there are $6 + 6 - 1$ favorable outcomes out of $6 \times 6 = 36$.

Another way to see it: the complement (no 5 on either die) has $5 \times 5 = 25$ outcomes, so the favorable ones are $36 - 25$. Either way the chance comes to 11/36, a little under a third.

$$\boxed{\frac{11}{36}}$$""",
      ["11/36"], ["6 + 6 - 1", r"5 \times 5 = 25", "36 - 25"],
      "Claude-style prose: the answer as a plain slash fraction inside a sentence that goes on ('a little under a third').")

    m("x08", "real-fifty-fifty-phrase", math500(381), r"""Let me set this up geometrically. The point $(x, y)$ is uniform on the square $(0,3)^2$, of area 9.

Triangle inequality for sides $1, x, y$:
- $x + y > 1$
- $x + 1 > y$
- $y + 1 > x$

The excluded regions are:
- $x + y \le 1$: a triangle of area $\frac12 \cdot 1 \cdot 1 = \frac12$.
- $y \ge x + 1$: a triangle with legs 2, area $\frac12 \cdot 2 \cdot 2 = 2$.
- $x \ge y + 1$: likewise area 2.

Allowed area: $9 - \frac12 - 2 - 2 = 4.5$, so the probability is $\frac{4.5}{9}$ — a coin flip, fifty-fifty.

$\boxed{\frac{1}{2}}$""",
      ["fifty-fifty", "a coin flip"],
      [r"area $\frac12 \cdot 1 \cdot 1 = \frac12$", r"9 - \frac12 - 2 - 2 = 4.5", r"\frac{4.5}{9}"],
      "1/2 as 'a coin flip, fifty-fifty'; the excluded corner's area 1/2 equals the answer and is work.")

    m("x09", "real-hyphenated-adjective", math500(5), r"""### Step 1: Side length of a triangle
Each equilateral triangle has perimeter 21 inches, so its side is $21 \div 3 = 7$ inches.

### Step 2: The hexagon's boundary
The hexagon's perimeter is made of the 6 outer triangle sides (the other sides are internal), so it is $6 \times 7$ inches.

### Step 3: Sanity check
A regular hexagon's side equals its circumradius, and here both are 7 inches, consistent with the hexagon's 42-inch perimeter.

**Final Answer**
$$\boxed{42}$$""",
      ["42-inch"], [r"21 \div 3 = 7", r"6 \times 7"],
      "The answer as a hyphenated compound adjective ('42-inch perimeter') inside a sanity check.")

    m("x10", "real-therefore-symbol", math500(148), r"""Cross-multiplying:
$$2(x - 5) = 3 \cdot 4 = 12$$
Divide both sides by 2:
$$x - 5 = 6$$
∴ x = 11

$\boxed{11}$""",
      ["∴ x = 11"], [r"2(x - 5) = 3 \cdot 4 = 12", "x - 5 = 6"],
      "A plain-text line with the Unicode therefore sign; x - 5 = 6 is work.")

    m("x11", "real-exponent-match", math500(77), r"""We need $2^8 = 4^x$.

Write $4 = 2^2$: $4^x = (2^2)^x = 2^{2x}$.

So $2^{2x} = 2^8$, hence $2x = 8$.

Rewriting the original equation with this exponent: $2^8 = 4^{4}$, i.e. $256 = 256$.

**Answer:** $\boxed{4}$""",
      ["4^{4}"], [r"4^x = (2^2)^x = 2^{2x}", "2x = 8"],
      "The answer only as the exponent of the rewritten given equation (issue: the answer as an exponent); 4 = 2^2 is work.")

    m("x12", "real-ordinal-list-fifth", math500(465), r"""A positive integer has exactly three positive divisors iff it is the square of a prime $p$ (its divisors are $1, p, p^2$).

So the list is the squares of the primes in increasing order: $2^2, 3^2, 5^2, 7^2, 11^2, \dots$, that is
$$4, 9, 25, 49, 121, 169, \dots$$
The fifth prime is 11, and the fifth entry of the list is $11^2$.

$\boxed{121}$""",
      ["4, 9, 25, 49, 121"], ["1, p, p^2", "The fifth prime is 11", r"2^2, 3^2, 5^2, 7^2, 11^2"],
      "The answer as the fifth entry of a listed sequence the problem asks to index; the chain ends at 11^2.")

    m("x13", "real-base-unicode-subscript", math500(137), r"""**Step 1: Convert to base 10.**
$413_5 = 4 \cdot 25 + 1 \cdot 5 + 3 = 108$ and $2_5 = 2$.

**Step 2: Divide.** $108 \div 2 = 54$.

**Step 3: Back to base 5.** $54 = 2 \cdot 25 + 0 \cdot 5 + 4$, so the quotient is (204)₅.

**Final Answer:** $\boxed{204_5}$""",
      ["(204)₅"], [r"4 \cdot 25 + 1 \cdot 5 + 3 = 108", r"108 \div 2 = 54", r"54 = 2 \cdot 25 + 0 \cdot 5 + 4"],
      "A base-5 numeral written with parentheses and a Unicode subscript; the digit expansion is an unevaluated step.")

    m("x14", "real-angle-degrees-word", math500(499), r"""In triangle $ABC$, $\angle ACB = 180^\circ - 54^\circ - 52^\circ = 74^\circ$.

Quadrilateral $CDHE$ has right angles at $D$ and $E$ (the feet of the altitudes), so
$$\angle DHE = 360^\circ - 90^\circ - 90^\circ - 74^\circ.$$

Since $\angle AHB$ and $\angle DHE$ are vertical angles, they are equal. So angle AHB measures 106 degrees.

$\boxed{106^\circ}$""",
      ["106 degrees"], [r"180^\circ - 54^\circ - 52^\circ = 74^\circ", r"360^\circ - 90^\circ - 90^\circ - 74^\circ"],
      "An angle answer with the unit as a word ('106 degrees') in plain text.")

    m("x15", "real-transpose-row-vector", math500(99), r"""Let $\mathbf{v} = (x, y, z)$.

**Dot product:** $x + y + z = 2$.

**Cross product:** $\mathbf{a} \times \mathbf{v} = (z - y,\; x - z,\; y - x) = (1, -2, 1)$, so $z = y + 1$ and $x = y - 1$.

**Substitute:** $(y - 1) + y + (y + 1) = 3y = 2$.

**Verification:** with $\mathbf{v}^{T} = (-\tfrac13, \tfrac23, \tfrac53)$, the dot product is $\tfrac{-1 + 2 + 5}{3} = 2$ ✓ and the cross product is $(\tfrac33, -\tfrac63, \tfrac33)$ ✓.

$$\boxed{\begin{pmatrix} -1/3 \\ 2/3 \\ 5/3 \end{pmatrix}}$$""",
      [r"\mathbf{v}^{T} = (-\tfrac13, \tfrac23, \tfrac53)"], ["z = y + 1", "x = y - 1", "3y = 2"],
      "A column-vector answer as a transposed row inside a Verification line.")

    m("x16", "real-tuple-unpack-assignment", math500(78), r"""Expand the right side:
$$(x - a)^2 (x - b) = x^3 - (2a + b)x^2 + (a^2 + 2ab)x - a^2 b.$$
The left side is $x^3 + 3x^2 + 0 \cdot x + (1 - f(a))$.

Matching coefficients:
- $x^2$: $-(2a + b) = 3$
- $x^1$: $a^2 + 2ab = 0 \Rightarrow a(a + 2b) = 0$, and $a \neq 0$, so $a = -2b$.

Plug into the first: $-(-4b + b) = 3b = 3$.

Quick numeric check:
```python
import sympy as sp
x = sp.symbols('x')
a, b = -2, 1
f = lambda t: t**3 + 3*t**2 + 1
print(sp.expand(f(x) - f(a) - (x - a)**2 * (x - b)))  # 0
```

$$\boxed{(-2,1)}$$""",
      ["a, b = -2, 1"], ["a = -2b", "3b = 3", "a(a + 2b) = 0"],
      "The ordered pair as a python tuple assignment in a check cell; the chain ends at 3b = 3.")

    m("x17", "real-polynomial-regrouped", math500(66), r"""$$x\left(x(1+x)+2x\right)-3(x^2-x+2)$$

**Inner bracket:** $x(1+x) + 2x = x + x^2 + 2x = x^2 + 3x$.

**Multiply by $x$:** $x^3 + 3x^2$.

**Distribute the $-3$:** $-3x^2 + 3x - 6$.

**Combine:** $x^3 + 3x^2 - 3x^2 + 3x - 6$; the $x^2$ terms cancel, leaving $x^3 + 3(x - 2)$.

$$\boxed{x^3+3x-6}$$""",
      ["x^3 + 3(x - 2)"], ["x^2 + 3x", "-3x^2 + 3x - 6", "x^3 + 3x^2 - 3x^2 + 3x - 6"],
      "The polynomial answer in an equivalent regrouped form (issue: an equivalent polynomial in another form).")
