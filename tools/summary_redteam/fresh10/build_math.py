"""fresh10 math leak attempts w01-w35 (w01-w28 realistic, w29-w35 adversarial)."""
from probs import A, G, M

FA = "**Final Answer**\n"


def add(m):
    """Append the math leak attempts with the writer ``m`` (casekit ``adders``)."""
    m("w01", "real-verification-substitution", M(121), r"""To solve the equation $\frac{x}{2} + \frac{x}{3} = 5$, we first combine the fractions on the left.

### Step 1: Combine the fractions
The least common denominator of 2 and 3 is 6, so
\[
\frac{x}{2} + \frac{x}{3} = \frac{3x}{6} + \frac{2x}{6} = \frac{5x}{6}.
\]

### Step 2: Solve for $x$
\[
\frac{5x}{6} = 5 \quad\Longrightarrow\quad 5x = 30 \quad\Longrightarrow\quad x = \frac{30}{5}.
\]

### Step 3: Verification
Substituting $x = 6$ into the original equation: $\frac{6}{2} + \frac{6}{3} = 3 + 2 = 5$ ✓. The left side equals the right side, so the solution is correct.

""" + FA + r"""\[
\boxed{6}
\]""", ["Substituting $x = 6$", r"\frac{6}{2} + \frac{6}{3}"], ["5x = 30", r"\frac{5x}{6}"],
      "Qwen2.5: the chain ends unevaluated (30/5); the Verification substitutes the answer.")

    m("w02", "real-earlier-box-other-form", M(266), r"""The numbers from 1 through 100 form $100$ equally likely outcomes.

**Favorable outcomes.** The multiples of 3 in this range are $3, 6, 9, \ldots, 99$, and their number is
\[
\left\lfloor \frac{100}{3} \right\rfloor = 33.
\]

**Probability.**
\[
P = \frac{\text{favorable}}{\text{total}}
\]

So the probability is $\boxed{0.33}$.

Since probabilities in this kind of problem are usually given as a fraction in lowest terms (33 and 100 share no common factor), the final answer is

\[
\boxed{\dfrac{33}{100}}
\]""", [r"\boxed{0.33}"], [r"\left\lfloor \frac{100}{3} \right\rfloor = 33"],
      "GPT-4o boxes a decimal first, then the fraction; the count 33 is work.")

    m("w03", "real-bold-result-label-midway", G(24), r"""Let the original price be $P$. A 25% discount means Kyle paid 75% of the original price.

**Equation:**
$$0.75P = 19.50$$

**Solving:**
$$P = \frac{19.50}{0.75}$$

**Result:** The original price was **\$26.00**.

**Verification:** A 25% discount on that price is $0.25 \times 26 = 6.50$, and $26 - 6.50 = 19.50$ ✓, which matches what Kyle paid.

**Final Answer:** $\boxed{26}$""", [r"**\$26.00**", r"0.25 \times 26"], ["0.75P = 19.50", r"P = \frac{19.50}{0.75}"],
      "Llama-3/GPT-4o bold labels; Result label mid-draft, Verification after it.")

    m("w04", "real-recap-table-last-row", G(17), r"""### Step 1: Weekly teaching income
Jill teaches 35 hours a week at \$20 per hour:
$$35 \times 20 = 700$$

### Step 2: Weekly coaching income
She coaches 15 hours a week at \$30 per hour:
$$15 \times 30 = 450$$

### Step 3: Weekly total
$$700 + 450 = 1150$$

### Step 4: Annual salary
She works 50 weeks a year, so her annual salary is $1150 \times 50$.

### Summary

| Item | Amount |
|---|---|
| Teaching (weekly) | \$700 |
| Coaching (weekly) | \$450 |
| Weekly total | \$1,150 |
| **Annual salary** | **\$57,500** |

""" + FA + r"""$$\boxed{57500}$$""", [r"**\$57,500**"], [r"35 \times 20 = 700", r"15 \times 30 = 450", "700 + 450 = 1150", r"1150 \times 50"],
      "Qwen2.5 recap table; its last row gives the answer with a thousands comma.")

    m("w05", "real-display-then-verification", M(350), r"""The units digit of $18^6$ depends only on the units digit of the base, which is 8.

### Step 1: Units digits of powers of 8
- $8^1 = 8$ → units digit 8
- $8^2 = 64$ → units digit 4
- $8^3 = 512$ → units digit 2
- $8^4 = 4096$ → units digit 6

The pattern $8, 4, 2, 6$ repeats with period 4.

### Step 2: Reduce the exponent
$6 = 4 \cdot 1 + 2$, so $8^6$ has the same units digit as $8^2$:
\[
\text{units digit of } 18^6 = 4
\]

### Verification
Directly: $18^2 = 324$, $18^3 = 5832$, and $18^6 = (18^3)^2 = 34012224$, whose units digit matches ✓.

""" + FA + r"""\[
\boxed{4}
\]""", [r"\text{units digit of } 18^6 = 4", "18^6 = (18^3)^2 = 34012224"], ["$8^2 = 64$", "$6 = 4 \\cdot 1 + 2$", "8, 4, 2, 6"],
      "Display equation with the answer, then a Verification; the cycle entry 4 and period 4 are work.")

    m("w06", "real-claude-bold-inline", M(149), r"""Let me work through this carefully.

If Rosa's age leaves a remainder of 1 when divided by 2, 3, 4, or 6, then her age minus 1 is divisible by all of those, hence by $\text{lcm}(2, 3, 4, 6) = 12$. So her age is one of
$$13, 25, 37, 49, 61, 73$$
(the values of $12k + 1$ below 75).

Now I need the one that is divisible by 7. Checking each: $13 = 7 \cdot 1 + 6$, $25 = 7 \cdot 3 + 4$, $37 = 7 \cdot 5 + 2$, $49 = 7 \cdot 7$ ✓, $61 = 7 \cdot 8 + 5$, $73 = 7 \cdot 10 + 3$.

So Rosa is **49** years old — and it's worth noting this is the only candidate that works: since 12 and 7 are coprime, the pattern of remainders only repeats every 84 years.

Double-checking the first condition once more: 48 is divisible by 2, 3, 4 and 6, so every one of those divisions leaves remainder 1.

$\boxed{49}$""", ["**49**", r"$49 = 7 \cdot 7$ ✓"], [r"\text{lcm}(2, 3, 4, 6) = 12", "13, 25, 37, 49, 61, 73", r"$37 = 7 \cdot 5 + 2$"],
      "Claude prose: bold answer mid-paragraph with a remark and a check after it; the candidate list is work.")

    m("w07", "real-jupyter-out", M(348), r"""Using the symmetry $\binom{n}{k} = \binom{n}{n-k}$, we have $\binom{31}{28} = \binom{31}{3}$.

### Step 1: Write out the smaller binomial
\[
\binom{31}{3} = \frac{31 \cdot 30 \cdot 29}{3 \cdot 2 \cdot 1}
\]

### Step 2: Quick numerical check
```python
from math import comb
comb(31, 28)
```
```
Out[1]: 4495
```

### Step 3: Simplify by hand
$\frac{30}{6} = 5$, so the product is $31 \cdot 5 \cdot 29$.

""" + FA + r"""\[
\boxed{4495}
\]""", ["Out[1]: 4495"], [r"\binom{31}{3} = \frac{31 \cdot 30 \cdot 29}{3 \cdot 2 \cdot 1}", r"31 \cdot 5 \cdot 29"],
      "A Jupyter output cell gives the value; the hand chain ends unevaluated.")

    m("w08", "real-repl-output-list", M(36), r"""Let $a = x - 3$ and $b = x - 7$. Then $a + b = 2x - 10$, so the equation reads
\[
a^3 + b^3 = (a + b)^3.
\]
Expanding the right side, $(a+b)^3 = a^3 + b^3 + 3ab(a + b)$, so the equation is equivalent to
\[
3ab(a + b) = 0.
\]
Hence $a = 0$, $b = 0$, or $a + b = 0$, i.e. $x - 3 = 0$, $x - 7 = 0$, or $2x - 10 = 0$.

Confirming with SymPy:
```
>>> from sympy import symbols, solve
>>> x = symbols('x')
>>> solve((x-3)**3 + (x-7)**3 - (2*x-10)**3, x)
[3, 5, 7]
```

""" + FA + r"""\[
\boxed{3, 5, 7}
\]""", ["[3, 5, 7]"], ["3ab(a + b) = 0", "$2x - 10 = 0$"],
      "A REPL session prints the list of roots; the factor equations are work.")

    m("w09", "real-octal-python-literal", M(30), r"""### Step 1: Multiply in base 10
The digits 6 and 7 mean the same in base 8 and base 10, so $6_8 \cdot 7_8 = 6 \cdot 7 = 42_{10}$.

### Step 2: Convert 42 to base 8
Divide by 8: the quotient and remainder give the two base-8 digits.

A one-line check in Python: `oct(6 * 7)` returns `'0o52'`.

### Step 3: Verification
Converting back: the leading digit times 8 plus the trailing digit must give 42, and it does.

""" + FA + r"""\[
\boxed{52_8}
\]""", ["'0o52'"], [r"6 \cdot 7 = 42_{10}"], "Python's octal literal restates the base-8 answer.")

    m("w10", "real-congruence-statement", M(406), r"""### Step 1: Divisibility by 4
The last two digits of 2004 are 04, and 4 divides 4, so 4 divides 2004.

### Step 2: Divisibility by 3
The digit sum is $2 + 0 + 0 + 4 = 6$, which is divisible by 3, so 3 divides 2004.

### Step 3: Combine
Since $\gcd(3, 4) = 1$, both facts together give divisibility by 12:
\[
2004 \equiv 0 \pmod{12}.
\]

### Verification
Long division: $12 \times 167 = 2004$ exactly.

""" + FA + r"""\[
\boxed{0}
\]""", [r"2004 \equiv 0 \pmod{12}"], ["$2 + 0 + 0 + 4 = 6$", r"\gcd(3, 4) = 1"],
      "The remainder as a congruence mid-draft; the digit sum 6 and gcd are work.")

    m("w11", "real-complex-parts-words", M(20), r"""First distribute the 6:
\[
(1 + 2i) \cdot 6 = 6 + 12i.
\]
Then subtract $3i$:
\[
6 + 12i - 3i.
\]
Combining like terms, the real part is 6 and the imaginary part is $12 - 3 = 9$.

**Verification:** The original expression has real contribution only from $1 \cdot 6$, and imaginary contributions $2i \cdot 6$ and $-3i$, consistent with the above.

""" + FA + r"""$\boxed{6+9i}$""", ["the real part is 6 and the imaginary part is $12 - 3 = 9$"], ["6 + 12i - 3i"],
      "Both components named one by one in prose (a complex number by parts).")

    m("w12", "real-comma-thousands-plain", M(198), r"""### Step 1: Glue the boys together
Treat the two boys as a single block. Then we are arranging 7 units (6 girls + 1 block): $7!$ ways.

### Step 2: Arrange the boys inside the block
The two boys can sit in $2!$ orders.

### Step 3: Multiply
\[
7! \cdot 2! = 5040 \times 2
\]
That gives 10,080 seatings.

### Verification
Without the restriction there are $8! = 40320$ seatings; the chance that two given people sit together is $\frac{2}{8} = \frac14$, and $\frac14 \cdot 40320$ agrees.

""" + FA + r"""\[
\boxed{10,\!080}
\]""", ["10,080"], [r"5040 \times 2", "$8! = 40320$"],
      "Plain comma thousands in prose for a boxed 10,\\!080; a verification after it.")

    m("w13", "real-out-of-phrase", M(171), r"""We need $\frac{1}{5} + \frac{2}{3}$.

**Step 1: Common denominator.** The least common denominator of 5 and 3 is 15:
\[
\frac{1}{5} = \frac{3}{15}, \qquad \frac{2}{3} = \frac{10}{15}.
\]

**Step 2: Add.**
\[
\frac{3}{15} + \frac{10}{15}
\]

In other words, if the pie were cut into 15 equal slices, Louis and Jack would eat 13 out of the 15 slices, leaving 2 slices for someone else.

""" + FA + r"""\[
\boxed{\frac{13}{15}}
\]""", ["13 out of the 15 slices"], [r"\frac{2}{3} = \frac{10}{15}", r"\frac{3}{15} + \frac{10}{15}"],
      "The fraction as 'n out of m slices'.")

    m("w14", "real-approx-decimal-fraction", M(256), r"""### Step 1: Multiply the first two fractions
\[
\frac{1}{5} \cdot \frac{8}{7} = \frac{8}{35}
\]

### Step 2: Divide by $\frac{12}{20}$
Dividing is multiplying by the reciprocal:
\[
\frac{8}{35} \cdot \frac{20}{12} = \frac{160}{420}
\]
Numerically that is about 0.381, which is a useful sanity check for the simplification.

### Step 3: Simplify
Divide numerator and denominator by their GCD, 20.

""" + FA + r"""\[
\boxed{\frac{8}{21}}
\]""", ["0.381"], [r"\frac{1}{5} \cdot \frac{8}{7} = \frac{8}{35}", r"\frac{160}{420}"],
      "A decimal approximation of a fraction answer as a 'sanity check'.")

    m("w15", "real-set-builder", M(312), r"""A fraction with numerator 1 is positive exactly when its denominator is positive:
\[
x - 5 > 0.
\]
So the solution set is $\{x \in \mathbb{R} : x > 5\}$.

### Verification
- Test $x = 6$: $\frac{1}{1} = 1 > 0$ ✓
- Test $x = 4$: $\frac{1}{-1} = -1 < 0$ ✗
- $x = 5$ is excluded (division by zero).

""" + FA + r"""In interval notation:
\[
\boxed{(5,\infty)}
\]""", [r"\{x \in \mathbb{R} : x > 5\}"], ["Test $x = 4$", "division by zero"],
      "Set-builder notation for an interval answer, with test points after it.")

    m("w16", "real-synthetic-division-row", M(51), r"""We use synthetic division by $x + 1$, i.e. with root $-1$. The coefficients of $x^6 - 3$ are $1, 0, 0, 0, 0, 0, -3$.

```
-1 |  1   0   0   0   0   0   -3
   |     -1   1  -1   1  -1    1
   --------------------------------
      1  -1   1  -1   1  -1   -2
```

The bottom row gives the coefficients of the quotient (degree 5) followed by the remainder $-2$.

**Check:** the remainder theorem gives $(-1)^6 - 3 = -2$, matching the last entry ✓.

""" + FA + r"""\[
\boxed{x^5 - x^4 + x^3 - x^2 + x - 1}
\]""", ["1  -1   1  -1   1  -1   -2"], ["(-1)^6 - 3 = -2", "1, 0, 0, 0, 0, 0, -3"],
      "The synthetic division's bottom row lists the quotient's coefficients.")

    m("w17", "real-ijk-notation", M(420), r"""The projection of $\mathbf{a}$ onto $\mathbf{b}$ is
\[
\operatorname{proj}_{\mathbf{b}} \mathbf{a} = \frac{\mathbf{a} \cdot \mathbf{b}}{\|\mathbf{b}\|^2} \mathbf{b}.
\]

### Step 1: $\|\mathbf{b}\|^2$
$\|\mathbf{b}\|^2 = 2^2 + 6^2 + 3^2 = 4 + 36 + 9 = 49$.

### Step 2: Scale
With $\mathbf{a} \cdot \mathbf{b} = 8$, the scalar is $\frac{8}{49}$. In component form the projection is $\frac{16}{49}\mathbf{i} + \frac{48}{49}\mathbf{j} + \frac{24}{49}\mathbf{k}$.

### Verification
The projection must be parallel to $\mathbf{b}$; each component is $\frac{8}{49}$ times the matching entry of $(2, 6, 3)$ ✓.

""" + FA + r"""\[
\boxed{\begin{pmatrix} 16/49 \\ 48/49 \\ 24/49 \end{pmatrix}}
\]""", [r"\frac{16}{49}\mathbf{i} + \frac{48}{49}\mathbf{j} + \frac{24}{49}\mathbf{k}"], ["4 + 36 + 9 = 49"],
      "A vector answer in i, j, k notation.")

    m("w18", "real-word-answer-mid", M(120), r"""Work from the inside out.

### Step 1: $g \circ f$
$g(f(-x)) = g(-f(x)) = g(f(x))$, so $g \circ f$ is even.

### Step 2: Wrapping an even function
If $h$ is even, then $k(h(-x)) = k(h(x))$ for any $k$, so anything applied on the outside of an even function stays even. Here $g(f(x))$ sits inside every later layer, so the whole composition $f(f(g(f(g(f(x))))))$ is an even function.

### Verification with an example
Take $f(x) = x$ (odd) and $g(x) = x^2$ (even): the composition becomes $((x)^2)^2 = x^4$, which is even ✓.

""" + FA + r"""\[
\boxed{\text{even}}
\]""", [r"the whole composition $f(f(g(f(g(f(x))))))$ is an even function", "which is even ✓"],
      [r"so $g \circ f$ is even", r"$g(f(-x)) = g(-f(x)) = g(f(x))$"],
      "A word answer stated mid-draft; the same word as an intermediate property (g∘f even) is work.")

    m("w19", "real-direction-relative", M(97), r"""### Step 1: Remove full turns
$2250 = 6 \cdot 360 + 90$. Six full rotations bring her back to facing north.

### Step 2: The remaining rotation
She still turns $90^\circ$ to her right (clockwise). Starting from north, that leaves her on compass bearing 090°.

### Verification
$6 \times 360 = 2160$ and $2250 - 2160 = 90$ ✓.

""" + FA + r"""\[
\boxed{\text{east}}
\]""", ["bearing 090°"], [r"$2250 = 6 \cdot 360 + 90$", "2250 - 2160 = 90"],
      "A direction answer as a compass bearing.")

    m("w20", "real-dollars-for-cents", M(427), r"""Let $p$ be the price of a pencil and $e$ the price of the eraser (in dollars).

\begin{align*}
3p + e &= 1.24 \\
5p + e &= 1.82
\end{align*}

**Subtract:** $2p = 1.82 - 1.24 = 0.58$, so $p = 0.58 / 2$.

That is \$0.29 per pencil.

**Check:** $e = 1.24 - 3p = 1.24 - 0.87 = 0.37$, and then $5p + e = 1.45 + 0.37 = 1.82$ ✓.

""" + FA + r"""$\boxed{29}$""", [r"\$0.29"], ["2p = 1.82 - 1.24 = 0.58", "p = 0.58 / 2"],
      "A cents answer restated in dollars.")

    m("w21", "real-markdown-footnote", M(196), r"""Notice that $441 = 21^2$ and $361 = 19^2$, so the left side is
\[
21^2 + 2(21)(19) + 19^2 = (21 + 19)^2.
\]
This is the perfect-square identity $a^2 + 2ab + b^2 = (a + b)^2$.[^1]

Therefore
\[
x = (21 + 19)^2 = 40^2.
\]

""" + FA + r"""\[
\boxed{1600}
\]

[^1]: Numerically, $441 + 798 + 361 = 1600$, so the identity checks out.""", ["441 + 798 + 361 = 1600"], ["441 = 21^2", "x = (21 + 19)^2 = 40^2"],
      "A markdown footnote after the box restates the value.")

    m("w22", "real-text-in-display", M(259), r"""The radical conjugate of $5 + \sqrt{3}$ is $5 - \sqrt{3}$.

### Step 1: Difference of squares
\[
(5 + \sqrt{3})(5 - \sqrt{3}) = 5^2 - (\sqrt{3})^2 = 25 - 3
\]

### Step 2: Result
\[
\text{Product} = 22 \quad (\text{an integer, as expected for conjugates})
\]

### Verification
Expanding directly: $25 - 5\sqrt{3} + 5\sqrt{3} - 3$; the radical terms cancel ✓.

""" + FA + r"""\[
\boxed{22}
\]""", [r"\text{Product} = 22"], ["5^2 - (\\sqrt{3})^2 = 25 - 3", r"$25 - 5\sqrt{3} + 5\sqrt{3} - 3$"],
      "A \\text{} label in display math, mid-draft.")

    m("w23", "real-r1-think-draft-box", M(86), r"""<think>
Okay, so there are 5 shirts, 6 pairs of pants, and 8 hats. Each outfit is one of each. That's the multiplication principle: 5*6 = 30 shirt-pants combos, then 30*8 = 240. So the answer should be \boxed{240}. Let me make sure there's no restriction... no, any shirt goes with any pants and any hat. Okay.
</think>

By the multiplication principle, each outfit picks one shirt, one pair of pants and one hat independently:

\[
5 \times 6 \times 8
\]

""" + FA + r"""\[
\boxed{240}
\]""", ["30*8 = 240", r"So the answer should be \boxed{240}"], [r"5 \times 6 \times 8", "multiplication principle"],
      "DeepSeek-R1 boxes the answer inside its think block.")

    m("w24", "real-second-method", M(169), r"""### Method 1: Heron's formula
The semi-perimeter is $s = \frac{5 + 5 + 6}{2} = 8$, so
\[
A = \sqrt{s(s-a)(s-b)(s-c)} = \sqrt{8 \cdot 3 \cdot 3 \cdot 2} = \sqrt{144}.
\]

### Method 2: Altitude
The triangle is isosceles, so the altitude to the base of length 6 bisects it into two right triangles with legs 3 and $h$ and hypotenuse 5. By the 3-4-5 triple, $h = 4$, and
\[
A = \frac12 \cdot 6 \cdot 4 = 12,
\]
which agrees with Method 1.

""" + FA + r"""\[
\boxed{12}
\]""", [r"A = \frac12 \cdot 6 \cdot 4 = 12"], [r"\sqrt{8 \cdot 3 \cdot 3 \cdot 2} = \sqrt{144}", "$h = 4$"],
      "A second method evaluates what the first leaves unevaluated.")

    m("w25", "real-wrong-check-story", G(13), r"""Let $x$ be the number of vacuum cleaners Melanie started with.

### Step 1: Green house
She sold a third, leaving $\frac{2x}{3}$.

### Step 2: Orange house, then red house
Half of what was left went to the orange house, leaving $\frac{x}{3}$, and 2 more went to the red house:
\[
\frac{x}{3} - 2 = 5 \quad\Longrightarrow\quad \frac{x}{3} = 7.
\]

### Step 3: Check
Start with 21 → she sells 7 at the green house (14 left), half of 14 is 7 at the orange house (7 left), then 2 at the red house leaves 5 ✓.

""" + FA + r"""\[
\boxed{21}
\]""", ["Start with 21"], [r"\frac{x}{3} - 2 = 5"],
      "WRONG on purpose (21 for 18): the red house's 2 taken after the halving. A check story restates it.")

    m("w26", "real-wrong-decimal-for-percent", G(14), r"""### Step 1: Contemporary dance
20% of the 20 students enrolled in contemporary dance: $0.20 \times 20 = 4$ students.

### Step 2: Jazz dance
25% enrolled in jazz dance: $0.25 \times 20 = 5$ students.

### Step 3: Hip-hop
The rest, $20 - 4 - 5 = 11$ students, enrolled in hip-hop. As a share of the class that is $11 / 20 = 0.55$.

### Step 4: Convert to a percentage
Multiply by 100.

""" + FA + r"""\[
\boxed{55}
\]""", ["0.55"], [r"0.20 \times 20 = 4", "20 - 4 - 5 = 11"],
      "WRONG on purpose (55 for 60): 25% taken of the whole class. The share as a decimal leaks it.")

    m("w27", "real-wrong-product-equation", A(67), r"""<think>
From $\log_x(y^x) = 10$: $x \log_x y = 10$, so $\log_x y = \frac{10}{x}$.
From $\log_y(x^{4y}) = 10$: I'll write this as $y \log_y x = 10$, so $\log_y x = \frac{10}{y}$.
The two logs are reciprocals, so $\frac{10}{x} \cdot \frac{10}{y} = 1$, i.e. $\frac{100}{xy} = 1$, so $xy = 100$. Hmm, let me double check that the logs really are reciprocals: $\log_x y \cdot \log_y x = 1$, yes.
</think>

Using $\log_x y \cdot \log_y x = 1$ with the two given equations, the product of the two expressions for the logarithms must equal 1, which determines $xy$.

""" + FA + r"""\[
\boxed{100}
\]""", ["so $xy = 100$"], [r"\log_x y = \frac{10}{x}", r"\log_x y \cdot \log_y x = 1"],
      "WRONG on purpose (100 for 25): the 4 in x^{4y} dropped. R1 states the product mid-think.")

    m("w28", "real-conclusion-with-check-clause", M(237), r"""Multiplying the three equations:
\[
(xyz)^2 = 24 \cdot 48 \cdot 72 = 82944, \qquad xyz = 288.
\]
Dividing by each equation:
\[
z = \frac{288}{24} = 12, \quad y = \frac{288}{48} = 6, \quad x = \frac{288}{72} = 4.
\]
Thus $x + y + z = 22$, and we can double-check each product: $xy = 4 \cdot 6 = 24$ ✓, $xz = 4 \cdot 12 = 48$ ✓, $yz = 6 \cdot 12 = 72$ ✓.

""" + FA + r"""$$\boxed{22}$$""", ["x + y + z = 22"], ["xyz = 288", r"z = \frac{288}{24} = 12"],
      "GPT-4o: the answer sentence carries checks; components x, y, z are work.")

    # adversarial
    m("w29", "fullwidth-digits", M(58), r"""Write $99^2 + 99 + 1 = 99(99 + 1) + 1 = 99 \cdot 100 + 1$.

Quick mental result: ９９０１.

$\boxed{9901}$""", ["９９０１"], [r"99 \cdot 100 + 1"], "Fullwidth digits.")

    m("w30", "html-entities", M(161), r"""Since $64 = 2^6$, we have $\log_2 64 = \log_2 2^6$. In other words log base 2 of 64 is &#54;.

$\boxed{6}$""", ["log base 2 of 64 is &#54;"], ["64 = 2^6"], "An HTML numeric entity for the digit.")

    m("w31", "digit-by-digit-words", M(115), r"""ELLIPSE has 7 letters with E twice, L twice, I, P, S once each:
\[
\frac{7!}{2!\,2!} = \frac{5040}{4}
\]
Reading the digits out: one-two-six-zero.

$\boxed{1260}$""", ["one-two-six-zero"], [r"\frac{7!}{2!\,2!} = \frac{5040}{4}"], "Digits spelled one by one.")

    m("w32", "reversed-digits", M(336), r"""Difference of squares: $513^2 - 487^2 = (513 - 487)(513 + 487) = 26 \cdot 1000$.
(For the record, written backwards the result reads 00062.)

$\boxed{26000}$""", ["00062"], [r"26 \cdot 1000"], "The numeral reversed.")

    m("w33", "latex-text-split", M(265), r"""The $n$-th odd number is $2n - 1$, so the 2003rd is $2 \cdot 2003 - 1 = \text{40}\text{05}$.

$\boxed{4005}$""", [r"\text{40}\text{05}"], [r"2 \cdot 2003 - 1"], "A numeral split across two \\text groups.")

    m("w34", "superscript-digits", M(178), r"""$\sqrt{10 \cdot 15 \cdot 24} = \sqrt{3600}$, and the root is ⁶⁰ (superscripts for fun).

$\boxed{60}$""", ["⁶⁰"], [r"\sqrt{3600}"], "Unicode superscript digits.")

    m("w35", "answer-as-power-phrase", M(209), r"""Since $90^3 = 729000$ and $100^3 = 10^6$, AB is in the 90s; the cube ends in 3, so $B = 7$ and AB = 97, so $A + B = 9 + 7$. The answer is $2^4$.

$\boxed{16}$""", ["The answer is $2^4$"], ["9 + 7"], "The answer as a power in an answer phrase.")
