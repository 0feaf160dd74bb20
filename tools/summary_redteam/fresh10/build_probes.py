"""fresh10 math must-stay probes wp01-wp19 (wp01-wp17 realistic, wp18-wp19 adversarial)."""
from probs import A, G, M

FA = "**Final Answer**\n"


def add(p):
    """Append the math probes with the writer ``p`` (casekit ``adders``)."""
    p("wp01", "real-probe-reciprocal-given", M(90), r"""Dividing by a fraction is the same as multiplying by its reciprocal.

### Step 1: Identify the divisor
Remmy wants $10 \div \frac{2}{3}$.

### Step 2: Flip the divisor
The reciprocal of $\frac{2}{3}$ is found by swapping its numerator and denominator.

### Step 3: Rewrite the division
\[
10 \div \frac{2}{3} = 10 \times (\text{reciprocal of } \tfrac{2}{3})
\]

""" + FA + r"""\[
\boxed{\frac{3}{2}}
\]""", [r"10 \div \frac{2}{3}", "swapping its numerator and denominator", "The reciprocal of $\\frac{2}{3}$"],
      "The given 2/3 is the answer's reciprocal; the method must stay.")

    p("wp02", "real-probe-enumeration-list", M(226), r"""Since neither the balls nor the boxes are distinguishable, an arrangement is just a way of writing 5 as a sum of at most 2 parts, ignoring order.

- **Case 1:** all five balls in one box: $5 + 0$
- **Case 2:** four and one: $4 + 1$
- **Case 3:** three and two: $3 + 2$

Any other split (like $2 + 3$) is the same as one above because the boxes can be swapped.

""" + FA + r"""\[
\boxed{3}
\]""", ["$5 + 0$", "$4 + 1$", "$3 + 2$", "**Case 3:**", "like $2 + 3$"],
      "The enumerated cases (whose count is the answer, and 'Case 3', '3 + 2') are work.")

    p("wp03", "real-probe-inner-function-value", M(275), r"""### Step 1: Evaluate the inner function
\[
f(5) = 2(5) - 3 = 7
\]

### Step 2: Subtract 1
\[
f(5) - 1 = 6
\]

### Step 3: Apply $g$
\[
g(6) = 6 + 1
\]

""" + FA + r"""\[
\boxed{7}
\]""", ["f(5) = 2(5) - 3 = 7", "f(5) - 1 = 6", "g(6) = 6 + 1"],
      "The inner value f(5) = 7 equals the answer; the last step is unevaluated.")

    p("wp04", "real-probe-unevaluated-product", M(111), r"""The boys and the girls are chosen independently, and order does not matter.

### Step 1: Choose the boys
\[
\binom{7}{3} = \frac{7 \cdot 6 \cdot 5}{3!} = 35
\]

### Step 2: Choose the girls
\[
\binom{4}{2} = \frac{4 \cdot 3}{2!} = 6
\]

### Step 3: Combine
By the multiplication principle the number of groups is $35 \cdot 6$.

""" + FA + r"""\[
\boxed{210}
\]""", [r"\binom{7}{3} = \frac{7 \cdot 6 \cdot 5}{3!} = 35", r"\binom{4}{2} = \frac{4 \cdot 3}{2!} = 6", r"$35 \cdot 6$"],
      "Intermediates and an unevaluated final product.")

    p("wp05", "real-probe-vieta-method-line", M(157), r"""### Step 1: Clear the denominator
Multiply both sides by $x$ (note $x \neq 0$):
\[
1 + 5x^3 = 6x^2 - 24x \quad\Longrightarrow\quad 5x^3 - 6x^2 + 24x + 1 = 0.
\]

### Step 2: Vieta's formulas
By Vieta's formulas, for $px^3 + qx^2 + rx + s = 0$ the sum of the roots is $-\frac{q}{p}$. Here $p = 5$ and $q = -6$, so
\[
a + b + c = \frac{-(-6)}{5}.
\]

""" + FA + r"""\[
\boxed{\frac65}
\]""", ["5x^3 - 6x^2 + 24x + 1 = 0", "By Vieta's formulas", r"\frac{-(-6)}{5}", "$q = -6$"],
      "A method line and an unevaluated final quotient.")

    p("wp06", "real-probe-same-number-other-unit", G(19), r"""### Step 1: Total time allowed
To average 4 mph over 12 miles, Marissa must finish in $12 / 4 = 3$ hours.

### Step 2: Time and distance left
She has already used 2 hours, so $3 - 2 = 1$ hour remains. The remaining distance is $12 - 4 - 2 = 6$ miles.

### Step 3: Required speed
\[
\text{speed} = \frac{6 \text{ miles}}{1 \text{ hour}}
\]

""" + FA + r"""\[
\boxed{6}
\]""", ["12 / 4 = 3", "3 - 2 = 1", "12 - 4 - 2 = 6", r"\frac{6 \text{ miles}}{1 \text{ hour}}"],
      "The remaining distance 6 miles equals the answer 6 mph; unevaluated last step.")

    p("wp07", "real-probe-rejected-root", M(87), r"""Split into the two cases of the absolute value.

**Case 1:** $5x - 1 = x + 3$. Then $4x = 4$.

**Case 2:** $5x - 1 = -(x + 3)$. Then $6x = -2$, so $x = -\frac{1}{3}$. Check: $|5(-\tfrac13) - 1| = \tfrac83$ and $-\tfrac13 + 3 = \tfrac83$ ✓, so it is a valid solution, just not the largest.

""" + FA + r"""\[
\boxed{1}
\]""", ["$4x = 4$", "$6x = -2$", r"$x = -\frac{1}{3}$", r"\tfrac83", "just not the largest"],
      "The other root and its check must stay; Case 1's equation is unevaluated.")

    p("wp08", "real-probe-common-difference", M(172), r"""Let the common difference be $d$.

### Step 1: Find $d$
From the 4th term to the 8th term is 4 steps:
\[
4d = 500 - 200 = 300, \qquad d = 75.
\]

### Step 2: The 6th term
The 6th term is 2 steps after the 4th:
\[
a_6 = 200 + 2 \cdot 75
\]
(equivalently, the average of the 4th and 8th terms).

""" + FA + r"""\[
\boxed{350}
\]""", ["4d = 500 - 200 = 300", "d = 75", r"a_6 = 200 + 2 \cdot 75", "average of the 4th and 8th terms"],
      "Intermediates and an unevaluated last step.")

    p("wp09", "real-probe-other-candidates-fail", M(342), r"""Multiply the inequality by 7:
\[
\frac{7}{4} < x < \frac{7}{3}, \quad\text{i.e.}\quad 1.75 < x < 2.33\ldots
\]

**Checking the neighbours:**
- $x = 1$ fails since $\frac{1}{7} < \frac{1}{4}$.
- $x = 3$ fails since $\frac{3}{7} > \frac{1}{3}$.

Only one integer lies strictly between 1.75 and 2.33.

""" + FA + r"""\[
\boxed{2}
\]""", [r"\frac{7}{4} < x < \frac{7}{3}", "1.75 < x < 2.33", r"$x = 1$ fails since $\frac{1}{7} < \frac{1}{4}$", r"$x = 3$ fails since $\frac{3}{7} > \frac{1}{3}$"],
      "The rejected neighbours and the bounds are work.")

    p("wp10", "real-probe-wrong-cartons", G(27), r"""### Step 1: Servings needed
Cynthia eats 1 serving per night for 60 days: 60 servings.

### Step 2: Cartons needed
Each carton has 15 servings, so she needs $60 / 15 = 5$ cartons.

### Step 3: Cost
Each carton costs \$4.00, so she spends $5 \times \$4.00$.

""" + FA + r"""\[
\boxed{20}
\]""", ["1 serving per night", "60 servings", r"$5 \times \$4.00$", "Each carton has 15 servings"],
      "WRONG on purpose (20 for 16): 60/15 taken as 5. Work must stay.")

    p("wp11", "real-probe-wrong-triangle-bound", M(243), r"""By the triangle inequality, the third side $c$ satisfies
\[
3 - 1 \le c \le 3 + 1,
\]
that is, $3 - 1 = 2$ and $3 + 1 = 4$ are the bounds. The largest integer allowed is the upper bound itself.

""" + FA + r"""\[
\boxed{4}
\]""", ["3 - 1 = 2", "3 + 1 = 4", r"3 - 1 \le c \le 3 + 1", "triangle inequality"],
      "WRONG on purpose (4 for 3): non-strict inequality, and a unique length asked. The bound 3 + 1 = 4 is work.")

    p("wp12", "real-probe-claude-prose", M(207), r"""Order doesn't matter here — pepperoni-then-mushroom is the same pizza as mushroom-then-pepperoni — so this is a combination, not a permutation.

We need the number of ways to choose 2 toppings out of 8, which is
$$\binom{8}{2} = \frac{8 \cdot 7}{2}.$$

There are 8 choices for the first topping and 7 for the second, and dividing by 2 removes the double counting.

$\boxed{28}$""", ["so this is a combination, not a permutation", r"\frac{8 \cdot 7}{2}", "dividing by 2 removes the double counting", "8 choices for the first topping and 7 for the second"],
      "Claude prose with no headings; unevaluated last step.")

    p("wp13", "real-probe-bold-given-labels", M(59), r"""**Given:** 50 students; 28 in MATHCOUNTS; 21 in science club; 6 in neither.
**Goal:** the number in both.

**Step 1.** Students in at least one club: $50 - 6 = 44$.

**Step 2.** By inclusion–exclusion, $|M \cup S| = |M| + |S| - |M \cap S|$, so
$$|M \cap S| = 28 + 21 - 44.$$

**Final Answer:** $\boxed{5}$""", ["**Given:**", "**Goal:**", "50 - 6 = 44", "28 + 21 - 44", "inclusion–exclusion"],
      "Bold labels and an unevaluated inclusion-exclusion.")

    p("wp14", "real-probe-equation-last-step", M(322), r"""### Step 1: Evaluate $q(1)$
\[
q(1) = b + 1
\]

### Step 2: Apply $f$
\[
f(q(1)) = (b + 1) - 3 = b - 2
\]

### Step 3: Set equal to $-3$
\[
b - 2 = -3
\]

""" + FA + r"""\[
\boxed{-1}
\]""", ["q(1) = b + 1", "(b + 1) - 3 = b - 2", "b - 2 = -3"],
      "The last step is an equation still to solve; the given -3 stays.")

    p("wp15", "real-probe-roots-contain-answer", M(174), r"""A $y$-intercept is a point where $x = 0$. Setting $x = 0$:
\[
y^2 - 4y - 1 = 0.
\]

### Step 1: Discriminant
$\Delta = (-4)^2 - 4(1)(-1) = 16 + 4 = 20 > 0$, so there are distinct real roots.

### Step 2: The roots
\[
y = \frac{4 \pm \sqrt{20}}{2} = 2 \pm \sqrt{5}.
\]

Each root gives one $y$-intercept.

""" + FA + r"""\[
\boxed{2}
\]""", ["16 + 4 = 20", r"2 \pm \sqrt{5}", r"\frac{4 \pm \sqrt{20}}{2}", "y^2 - 4y - 1 = 0"],
      "The roots 2 ± √5 hold the answer's value 2 as a part.")

    p("wp16", "real-probe-long-aime-binary", A(86), r"""### Step 1: Count Bob's sets for each element of $A$
If $a \in A$, the sets $B$ with maximum $a$ are $\{a\} \cup S$ for any subset $S \subseteq \{1, \ldots, a-1\}$: there are $2^{a-1}$ of them.

### Step 2: Total
So $\sum_{a \in A} 2^{a-1} = 2024$. Since the powers are distinct, this is the binary expansion of 2024.

### Step 3: Binary expansion
\[
2024 = 1024 + 512 + 256 + 128 + 64 + 32 + 8 = 11111101000_2,
\]
so the exponents $a - 1$ are $10, 9, 8, 7, 6, 5, 3$.

### Step 4: The elements of $A$
Adding 1 to each exponent: $A = \{4, 6, 7, 8, 9, 10, 11\}$.

### Step 5: Sum
\[
4 + 6 + 7 + 8 + 9 + 10 + 11
\]

""" + FA + r"""\[
\boxed{55}
\]""", ["2^{a-1}", "11111101000_2", "1024 + 512 + 256 + 128 + 64 + 32 + 8", "10, 9, 8, 7, 6, 5, 3", r"A = \{4, 6, 7, 8, 9, 10, 11\}", "4 + 6 + 7 + 8 + 9 + 10 + 11"],
      "A long AIME draft; binary of a given, the set and an unevaluated sum.")

    p("wp17", "real-probe-ratio-parts", G(30), r"""### Step 1: Parts
The ratio $7:11$ has $7 + 11 = 18$ parts.

### Step 2: One part
$162 / 18 = 9$ years per part.

### Step 3: Allen's age now
$11 \times 9 = 99$.

### Step 4: In 10 years
$99 + 10$.

""" + FA + r"""\[
\boxed{109}
\]""", ["7 + 11 = 18", "162 / 18 = 9", r"11 \times 9 = 99", "$99 + 10$"],
      "Intermediates, an unevaluated last step.")

    p("wp18", "probe-ascii-number-line", M(386), r"""$|x - 2| \le 5.6$ means $-5.6 \le x - 2 \le 5.6$, i.e. $-3.6 \le x \le 7.6$.

```
 -3.6                                   7.6
  [---|---|---|---|---|---|---|---|---|---|---]
     -3  -2  -1   0   1   2   3   4   5   6   7
```

The integers in the interval are $-3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7$.

$\boxed{11}$""", [r"-3.6 \le x \le 7.6", "-3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7", "-3  -2  -1   0   1   2   3   4   5   6   7"],
      "An ASCII number line and the listed integers (the count is the answer).")

    p("wp19", "probe-yaml-work", M(253), r"""```yaml
given:
  whole: 2 feet = 24 inches
  part: 3 inches
ratio: 3/24
simplify: divide top and bottom by 3
```

$\boxed{\frac{1}{8}}$""", ["2 feet = 24 inches", "ratio: 3/24", "divide top and bottom by 3"],
      "Work as YAML notes; the ratio unevaluated.")
