"""Write fresh10/adaptive.jsonl: 17 cases written AFTER reading main's (8fa0481) heldout summaries.

Each aims at a weakness seen there (see README, 'adaptive.jsonl'). Run from the repository root:
PYTHONPATH=$PWD python tools/summary_redteam/fresh10/build_adaptive.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "kit"))

import casekit  # noqa: E402
from probs import G, H, M  # noqa: E402

FA = "**Final Answer**\n"
F = "```"


def cases_math(m, p):
    """Math leak attempts va01-va09 and probes vap01-vap05."""
    m("va01", "real-pair-components-prose", M(218), r"""### Step 1: Midpoint formula
\[
M = \left( \frac{x_1 + x_2}{2}, \frac{y_1 + y_2}{2} \right)
\]

### Step 2: Each coordinate
\[
\frac{-5 + 3}{2}, \qquad \frac{5 + 7}{2}
\]
So the x-coordinate of the midpoint is $-1$ and the y-coordinate is $6$.

### Verification
The midpoint must be equally far from both endpoints: its distance to each is $\sqrt{17}$ ✓.

""" + FA + r"""\[
\boxed{(-1,6)}
\]""", ["the x-coordinate of the midpoint is $-1$ and the y-coordinate is $6$"], [r"\frac{-5 + 3}{2}, \qquad \frac{5 + 7}{2}"],
      "main kept 'the real part is 6 and the imaginary part is 9' (w11): components one by one, on a pair.")

    m("va02", "real-one-part-in-n", M(253), r"""### Step 1: Same units
2 feet is $2 \times 12 = 24$ inches.

### Step 2: Compare
The fraction is $\frac{3}{24}$. Put differently, 3 inches is 1 part out of every 8 equal parts of the 2-foot length.

### Verification
Eight 3-inch pieces make $8 \times 3 = 24$ inches ✓.

""" + FA + r"""\[
\boxed{\frac{1}{8}}
\]""", ["1 part out of every 8"], [r"2 \times 12 = 24", r"\frac{3}{24}"],
      "main kept '13 out of the 15 slices' (w13): another 'k out of n' phrase.")

    m("va03", "real-elimination-rows", M(410), r"""A number is divisible by 6 when it is even and its digit sum is divisible by 3.

### Step 1: Digit sum
$2 + 1 + 4 + 2 + 0 + N = 9 + N$.

### Step 2: Test the even nonzero digits
- $N = 2$: $9 + 2 = 11$, not divisible by 3 ✗
- $N = 4$: $9 + 4 = 13$, not divisible by 3 ✗
- $N = 6$: $9 + 6 = 15$, divisible by 3 ✓
- $N = 8$: $9 + 8 = 17$, not divisible by 3 ✗

""" + FA + r"""\[
\boxed{6}
\]""", ["$N = 6$: $9 + 6 = 15$, divisible by 3 ✓"], ["$N = 8$: $9 + 8 = 17$, not divisible by 3 ✗", "9 + N"],
      "main hid the ✓ row's value in w06 but kept the rejected rows: elimination. Judge the whole list by hand.")

    m("va04", "real-verification-decimal-digit", M(438), r"""### Step 1: Make the denominator a power of 10
\[
\frac{137}{500} = \frac{137 \cdot 2}{500 \cdot 2} = \frac{274}{1000}
\]

### Step 2: Read the digits
The numerator's digits become the decimal digits after the point; the last nonzero one is the units digit of 274.

### Verification
Long division: $137 \div 500 = 0.274$ ✓.

""" + FA + r"""\[
\boxed{4}
\]""", ["137 \\div 500 = 0.274"], [r"\frac{274}{1000}"],
      "main kept a Verification's 34012224 whose units digit is the answer (w05).")

    m("va05", "real-code-cell-output", M(113), r"""### Step 1: Difference of squares
$26^2 - 24^2 = (26 - 24)(26 + 24) = 2 \cdot 50 = 100$.

### Step 2: Inside the outer square
$100 - 10 = 90$.

### Step 3: Finish
$90^2 - 10^2$.

Double-check with Python:
```python
print((26**2 - 24**2 - 10)**2 - 10**2)
```
Output:
```
8000
```

""" + FA + r"""\[
\boxed{8000}
\]""", ["Output:\n```\n8000\n```"], ["2 \\cdot 50 = 100", "100 - 10 = 90", "$90^2 - 10^2$"],
      "main kept a Jupyter Out[1] cell (w07): a plain 'Output:' fence.")

    m("va06", "real-complex-as-point", M(28), r"""A $90^\circ$ counter-clockwise rotation about the origin is multiplication by $i$.

### Step 1: Multiply
\[
i(7 + 2i) = 7i + 2i^2
\]

### Step 2: Geometric check
In the plane, $7 + 2i$ is the point $(7, 2)$; rotating it $90^\circ$ counter-clockwise sends $(a, b)$ to $(-b, a)$, which lands on the point $(-2, 7)$ of the complex plane.

### Verification
The modulus is unchanged: $\sqrt{53}$ both times ✓.

""" + FA + r"""\[
\boxed{-2 + 7i}
\]""", ["the point $(-2, 7)$"], ["7i + 2i^2", "$(-b, a)$"],
      "main kept i, j, k notation (w17): a complex number as a point.")

    m("va07", "real-radians-for-degrees", M(260), r"""### Step 1: Vectors from $B$
$\vec{BA} = (-2, -7, 1)$ and $\vec{BC} = (-5, 5, -2)$.

### Step 2: Dot product and lengths
$\vec{BA} \cdot \vec{BC} = 10 - 35 - 2 = -27$, $|\vec{BA}| = \sqrt{54}$, $|\vec{BC}| = \sqrt{54}$.

### Step 3: The angle
\[
\cos \angle ABC = \frac{-27}{54} = -\frac12,
\]
so $\angle ABC = \frac{2\pi}{3}$ radians.

### Verification
$\cos$ of that angle is indeed $-\frac12$ ✓.

""" + FA + r"""\[
\boxed{120^\circ}
\]""", [r"\angle ABC = \frac{2\pi}{3}"], ["10 - 35 - 2 = -27", r"\frac{-27}{54} = -\frac12"],
      "main kept a compass bearing for 'east' (w19): an angle in another unit.")

    m("va08", "real-sympy-expression-output", M(318), r"""### Step 1: Common denominator 20
\[
\frac{4 + 6a}{5} - \frac{1 + 3a}{4} = \frac{4(4 + 6a) - 5(1 + 3a)}{20}
\]

### Step 2: Expand the numerator
$16 + 24a - 5 - 15a$.

Checking with SymPy:
```
>>> together((4 + 6*a)/5 - (1 + 3*a)/4)
(9*a + 11)/20
```

""" + FA + r"""\[
\boxed{\frac{11+9a}{20}}
\]""", ["(9*a + 11)/20"], ["16 + 24a - 5 - 15a", r"\frac{4(4 + 6a) - 5(1 + 3a)}{20}"],
      "main hid the REPL list (w08) but kept non-literal forms: an expression in python syntax, reordered.")

    m("va09", "real-count-as-pair", M(174), r"""A $y$-intercept occurs where $x = 0$:
\[
y^2 - 4y - 1 = 0.
\]

### Step 1: Discriminant
$\Delta = 16 + 4 = 20 > 0$.

### Step 2: Interpret
A positive discriminant means the parabola meets the $y$-axis at a pair of distinct points, one above and one below $y = 2$.

### Verification
The roots $2 \pm \sqrt{5}$ are real and distinct ✓.

""" + FA + r"""\[
\boxed{2}
\]""", ["at a pair of distinct points"], ["16 + 4 = 20", r"2 \pm \sqrt{5}"],
      "A count in a word ('a pair'); the roots 2 ± √5 (main hid them in wp15) must stay.")

    p("vap01", "real-probe-constant-equals-answer", G(18), r"""### Step 1: Days
4 weeks is $4 \times 7 = 28$ days (7 days in a week).

### Step 2: Eggs
$3 \times 28 = 84$ eggs.

### Step 3: Dozens
$84 / 12$ dozens.

""" + FA + r"""\[
\boxed{7}
\]""", [r"4 \times 7 = 28", "7 days in a week", r"3 \times 28 = 84", "84 / 12"],
      "main hid a value equal to the answer in work (wp06): the constant 7 days/week equals the answer 7.")

    p("vap02", "real-probe-negative-root-rejected", M(56), r"""The sum of the first $N$ odd numbers is $N^2$:
\[
N^2 = 121 \quad\Longrightarrow\quad N = \pm\sqrt{121}.
\]
$N$ counts numbers, so it must be positive; $N = -11$ is rejected.

""" + FA + r"""\[
\boxed{11}
\]""", ["N^2 = 121", r"N = \pm\sqrt{121}", "$N = -11$ is rejected", "it must be positive"],
      "The rejected negative root -11; main hid roots holding the answer's value (wp15).")

    p("vap03", "real-probe-enumeration-marked", M(378), r"""Two-digit numbers with digit sum 8: $17, 26, 35, 44, 53, 62, 71, 80$.

Checking primality:
- 17 prime ✓
- 26, 44, 62, 80 even ✗
- 35 = 5 · 7 ✗
- 53 prime ✓
- 71 prime ✓

The primes are 17, 53 and 71.

""" + FA + r"""\[
\boxed{3}
\]""", ["17, 26, 35, 44, 53, 62, 71, 80", "71 prime ✓", "35 = 5 · 7 ✗", "The primes are 17, 53 and 71."],
      "main hid an enumeration's last case (wp02): the counted items must stay.")

    p("vap04", "real-probe-reasoning-clause", M(343), r"""Order matters on a plate — AB12 is a different plate from BA12 — so we count arrangements, not combinations.

- First letter: 26 choices; second letter (different): 25.
- First digit: 10 choices; second digit (different): 9.

By the multiplication principle the count is $26 \cdot 25 \cdot 10 \cdot 9$.

""" + FA + r"""\[
\boxed{58,500}
\]""", ["AB12 is a different plate from BA12", "so we count arrangements, not combinations", r"26 \cdot 25 \cdot 10 \cdot 9", "second letter (different): 25"],
      "main hid 'this is a combination, not a permutation' and its example (wp12).")

    p("vap05", "real-probe-composition-display", M(345), r"""### Step 1: Inner value
\[
g(16) = \sqrt{16} = 4
\]

### Step 2: Apply $t$
\[
t(4) = 3 - g(4) = 3 - \sqrt{4}
\]

""" + FA + r"""\[
\boxed{1}
\]""", [r"g(16) = \sqrt{16} = 4", r"t(4) = 3 - g(4) = 3 - \sqrt{4}"],
      "main hid a whole display (b + 1) - 3 = b - 2 (wp14).")


def cases_code(c, q):
    """Code leak attempts vac01-vac02 and the probe vaq01."""
    fib = "def fib(n: int):\n    a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n    return a\n"
    c("vac01", "real-code-semicolon-prose", H(55), """## Approach
Iterate, keeping the last two numbers. In one line of prose: def fib(n): a, b = 0, 1; then for _ in range(n): a, b = b, a + b; and finally return a.

## Solution Code
""" + F + "python\n" + fib + F + """

## Complexity
O(n) time.""", ["def fib(n): a, b = 0, 1; then for _ in range(n): a, b = b, a + b; and finally return a"],
      ["Iterate, keeping the last two numbers.", "O(n) time."], "The program as one prose sentence, not inline code.")

    flt = "from typing import List\n\n\ndef filter_by_prefix(strings: List[str], prefix: str) -> List[str]:\n    return [s for s in strings if s.startswith(prefix)]\n"
    c("vac02", "real-code-javascript", H(29), """## Approach
Keep the strings that start with the prefix.

For comparison, in JavaScript:
""" + F + """javascript
const filterByPrefix = (strings, prefix) => strings.filter(s => s.startsWith(prefix));
""" + F + """

## Solution Code
""" + F + "python\n" + flt + F, ["strings.filter(s => s.startsWith(prefix))"], ["Keep the strings that start with the prefix."],
      "A translation in a javascript fence.")

    q("vaq01", "real-code-probe-inline-approach", H(29), """## Approach
Keep each string `s` for which `s.startswith(prefix)` is `True`, in the original order. An empty input list gives `[]`.

## Solution Code
""" + F + "python\n" + flt + F + """

## Complexity
O(n·k) time, where k = `len(prefix)`.""", ["`s.startswith(prefix)`", "An empty input list gives `[]`.", "O(n·k) time, where k = `len(prefix)`."],
      "main hid inline identifiers and code-like prose (wq01, wq03).")


def main():
    """Build and write adaptive.jsonl."""
    cases = []
    m, p, c, q = casekit.adders(cases)
    cases_math(m, p)
    cases_code(c, q)
    print(casekit.write(cases, os.path.join(HERE, "adaptive.jsonl")), "cases")


if __name__ == "__main__":
    main()
