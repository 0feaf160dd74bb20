"""Write fresh11/adaptive.jsonl: 17 cases written AFTER reading main's summaries of heldout.jsonl.

ya01-ya10 math leak attempts, yac01-yac02 code leak attempts, yap01-yap04 math probes, yaq01 a code
probe; all realistic, real problems (probs.py), strict casekit. Not blind to main: reported apart.
Raises ValueError (casekit, check_kinds) when a case breaks a rule.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "kit"))

import casekit  # noqa: E402
import check_kinds  # noqa: E402
from kinds import ADAPTIVE_FURTHER, ADAPTIVE_ISSUE, FURTHER, ISSUE  # noqa: E402
from probs import cc, gsm8k, humaneval, math500  # noqa: E402

CC139_PY = r"""import sys

def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    res = []
    for s in data[1:t + 1]:
        h = len(s) // 2
        res.append("YES" if len(s) % 2 == 0 and s[:h] == s[h:] else "NO")
    print("\n".join(res))

main()
"""


def build():
    """Return the 17 adaptive cases."""
    cases = []
    m, p, c, q = casekit.adders(cases)

    m("ya01", "real-feet-and-inches", gsm8k(1085), r"""The crocodile grows $8 \div 4 = 2$ inches per year.

Over 13 years: $2 \times 13$ inches, a bit over two feet (2 ft 2 in, to be exact).

$\boxed{26}$""",
      ["2 ft 2 in"], [r"8 \div 4 = 2", r"2 \times 13"],
      "After x19 (hours and minutes kept on main): a length answer in feet and inches.")

    m("ya02", "real-r-stopifnot-check", math500(92), r"""This is binomial with $n = 7$, $k = 4$, $p = \frac15$:
$$P = \binom{7}{4}\left(\frac15\right)^4\left(\frac45\right)^3 = 35 \cdot \frac{1}{625} \cdot \frac{64}{125} = \frac{35 \cdot 64}{78125}.$$

Cross-check in R:

```r
stopifnot(all.equal(dbinom(4, 7, 1/5), 448/15625))
```

(no error).

$\boxed{\frac{448}{15625}}$""",
      ["448/15625"], [r"\binom{7}{4}\left(\frac15\right)^4\left(\frac45\right)^3", r"\frac{35 \cdot 64}{78125}"],
      "After x06 (a python assert kept on main): the answer as a literal in an R check.")

    m("ya03", "real-numpy-allclose-vector", math500(420), r"""$\operatorname{proj}_{\mathbf b}\mathbf a = \frac{\mathbf a \cdot \mathbf b}{\|\mathbf b\|^2}\mathbf b$, with $\|\mathbf b\|^2 = 4 + 36 + 9 = 49$.

So the projection is $\frac{8}{49}\begin{pmatrix} 2 \\ 6 \\ 3 \end{pmatrix}$.

```python
import numpy as np
b = np.array([2, 6, 3])
proj = 8 / (b @ b) * b
print(np.allclose(proj, [16/49, 48/49, 24/49]))  # True
```

$$\boxed{\begin{pmatrix} 16/49 \\ 48/49 \\ 24/49 \end{pmatrix}}$$""",
      ["[16/49, 48/49, 24/49]"], ["4 + 36 + 9 = 49", r"\frac{8}{49}\begin{pmatrix} 2 \\ 6 \\ 3 \end{pmatrix}"],
      "After x06: a vector answer as a python list inside np.allclose.")

    m("ya04", "real-roots-checked-one-by-one", math500(36), r"""Let $a = x - 3$ and $b = x - 7$; then $a + b = 2x - 10$ and the equation is $a^3 + b^3 = (a + b)^3$.

Since $(a + b)^3 - a^3 - b^3 = 3ab(a + b)$, we need $3ab(a + b) = 0$.

So $x - 3 = 0$, $x - 7 = 0$, or $2x - 10 = 0$.

**Check each root:**
- $x = 3$: $0^3 + (-4)^3 = -64 = (-4)^3$ ✓
- $x = 5$: $2^3 + (-2)^3 = 0 = 0^3$ ✓
- $x = 7$: $4^3 + 0^3 = 64 = 4^3$ ✓

$\boxed{3, 5, 7}$""",
      ["$x = 3$: $0^3 + (-4)^3", "$x = 5$: $2^3 + (-2)^3", "$x = 7$: $4^3 + 0^3"],
      ["3ab(a + b) = 0", "$x - 3 = 0$, $x - 7 = 0$, or $2x - 10 = 0$"],
      "After x25 (zero checks kept on main): every root of a list answer checked one by one.")

    m("ya05", "real-interval-between-words", math500(435), r"""The square root needs $x^2 - 5x + 6 > 0$ (strictly, since it is in the denominator).

Factor: $(x - 2)(x - 3) > 0$.

A product of two factors is positive when both have the same sign, so any x below 2 or above 3 works, and nothing in between.

$\boxed{(-\infty, 2) \cup (3, \infty)}$""",
      ["any x below 2 or above 3"], ["x^2 - 5x + 6 > 0", "(x - 2)(x - 3) > 0", "both have the same sign"],
      "After x31 (an interval in words kept on main): a union of rays in words.")

    m("ya06", "real-spreadsheet-cell-table", gsm8k(17), r"""Teaching pays $20 \times 35 \times 50$ dollars a year and coaching $30 \times 15 \times 50$.

In a spreadsheet:

| cell | formula | value |
|---|---|---|
| B1 | `=20*35*50` | 35000 |
| B2 | `=30*15*50` | 22500 |
| B3 | `=B1+B2` | 57500 |

$\boxed{57500}$""",
      ["| B3 | `=B1+B2` | 57500 |"], [r"20 \times 35 \times 50", "| B1 | `=20*35*50` | 35000 |", "| B2 | `=30*15*50` | 22500 |"],
      "After x06 (code-like checks kept on main): the total as a spreadsheet cell's value.")

    m("ya07", "real-python-assert-float", math500(433), r"""$\frac{57}{160} = \frac{57}{2^5 \cdot 5}$. Multiply numerator and denominator by $5^4 = 625$ to get a power of 10 in the denominator: $\frac{57 \cdot 625}{100000}$.

```python
assert 57 / 160 == 0.35625
```

$\boxed{.35625}$""",
      ["0.35625"], [r"\frac{57}{2^5 \cdot 5}", "5^4 = 625", r"\frac{57 \cdot 625}{100000}"],
      "After x06: a decimal answer (boxed without the leading 0) as a float literal in an assert.")

    m("ya08", "real-clock-time-end", gsm8k(581), r"""First movie: 1 hour 30 minutes $= 60 + 30 = 90$ minutes.

Second movie: 2 hours 5 minutes $= 120 + 5 = 125$ minutes.

Together: $90 + 125$ minutes. If he starts the first at 7:00 PM and watches them back to back, he'll finish at 10:35 PM.

$\boxed{215}$""",
      ["10:35 PM"], ["60 + 30 = 90", "120 + 5 = 125", "90 + 125"],
      "After x19: a duration as the end time on a clock from a stated start.")

    m("ya09", "real-sign-chart-table", math500(356), r"""$-4 < x^4 + 4x^2$ always holds, since $x^4 + 4x^2 \ge 0$.

For the right side: $x^4 + 4x^2 - 21 = (x^2 + 7)(x^2 - 3) = (x^2 + 7)(x - \sqrt3)(x + \sqrt3)$, and $x^2 + 7 > 0$.

Sign chart of $(x + \sqrt3)(x - \sqrt3)$:

| interval | $x + \sqrt3$ | $x - \sqrt3$ | product | $< 0$? |
|---|---|---|---|---|
| $x < -\sqrt3$ | − | − | + | ✗ |
| $-\sqrt3 < x < \sqrt3$ | + | − | − | ✓ |
| $x > \sqrt3$ | + | + | + | ✗ |

$\boxed{(-\sqrt{3}, \sqrt{3})}$""",
      [r"| $-\sqrt3 < x < \sqrt3$ | + | − | − | ✓ |"], [r"x^4 + 4x^2 \ge 0", r"(x^2 + 7)(x^2 - 3)", r"| $x < -\sqrt3$ | − | − | + | ✗ |"],
      "After x31: the interval as the ✓ row of a sign chart.")

    m("ya10", "real-tool-call-result-line", math500(39), r"""Euclid: $6432 = 48 \cdot 132 + 96$, $132 = 1 \cdot 96 + 36$, $96 = 2 \cdot 36 + 24$, $36 = 1 \cdot 24 + 12$, $24 = 2 \cdot 12$, so the GCF is 12, and the result is $12 + 11$.

**Tool call** `calculator(expression="gcd(6432, 132) + 11")`
**Tool result** `23`

$\boxed{23}$""",
      ["**Tool result** `23`"], [r"6432 = 48 \cdot 132 + 96", "12 + 11", "the GCF is 12"],
      "After x06: an agent's tool-call transcript line with the result.")

    c("yac01", "real-code-unfenced-plain-lines", humaneval(35), """Here is my code:

def max_element(l: list):
    m = l[0]
    for e in l:
        if e > m:
            m = e
    return m

It keeps a running maximum. Python's built-in does the same in C:

```python
def max_element(l: list):
    return max(l)
```""",
      ["m = l[0]\n    for e in l:\n        if e > m:\n            m = e"], ["It keeps a running maximum"],
      "After the heldout code set (all fences hidden on main): a working version with no fence at all.")

    c("yac02", "real-code-rst-code-block", humaneval(30), """A first take, written as a reStructuredText snippet:

.. code-block:: python

   def get_positive(l):
       return list(filter(lambda e: e > 0, l))

The list comprehension reads better:

```python
def get_positive(l: list):
    return [e for e in l if e > 0]
```

Complexity: O(n).""",
      ["list(filter(lambda e: e > 0, l))", "return [e for e in l if e > 0]"], ["Complexity: O(n)."],
      "A working version in an reST code-block directive (indented, no fence).")

    p("yap01", "real-probe-parenthetical-reasons", gsm8k(16), r"""Each train goes 80 miles west on day 1 (both cover the same route) and 150 miles north on day 2 (again, the same for both).

Distance per train: $80 + 150$ miles.

$\boxed{230}$""",
      ["(both cover the same route)", "(again, the same for both)", "80 + 150"],
      "After x09 (a parenthetical reason hidden on main): reasons in parentheses.")

    p("yap02", "real-probe-interval-endpoint-work", math500(495), r"""**Inner log:** $x - 2 > 0$, so $x > 2$.

**Outer log:** $2 - \log(x - 2) > 0$, so $\log(x - 2) < 2$, i.e. $x - 2 < 100$ and $x < 102$.

**Denominator:** $\log(2 - \log(x - 2)) \neq 0$ means $2 - \log(x - 2) \neq 1$, i.e. $\log(x - 2) \neq 1$.

$\boxed{(2,12) \cup (12,102)}$""",
      ["x > 2", "x - 2 < 100", "x < 102", r"\log(x - 2) \neq 1"],
      "After x31 (x = ±9 hidden on main): bounds equal to the answer's endpoints as work; the excluded 12 is not stated.")

    p("yap03", "real-probe-units-check-after", gsm8k(52), r"""Comics removed: $30 \times \frac14 = 7.5$ pounds.

Weight still to remove: $15 - 7.5 = 7.5$ pounds.

Toys: $\frac{7.5}{0.5}$.

Units check: pounds divided by pounds per toy gives a number of toys, as it should.

$\boxed{15}$""",
      [r"30 \times \frac14 = 7.5", "15 - 7.5 = 7.5", r"\frac{7.5}{0.5}", "pounds divided by pounds per toy gives a number of toys"],
      "After xp08 (a check sentence swallowed on main): a units check after the unevaluated step; the given 15 pounds equals the answer.")

    p("yap04", "real-probe-squared-bounds", math500(468), r"""Square all parts (everything is positive): $2 < \sqrt t < 3.5 \iff 4 < t < 12.25$.

The integers strictly between 4 and 12.25 run from 5 to 12.

Count: $12 - 5 + 1$.

$\boxed{8}$""",
      ["4 < t < 12.25", "from 5 to 12", "12 - 5 + 1"],
      "Bounds and an enumeration range; the count is unevaluated.")

    q("yaq01", "real-code-probe-stdin-run-output", cc(139), """## Approach
A string is square iff its length is even and its two halves are equal.

Running it on part of the sample:

```console
$ printf '4\\naa\\naaa\\nabab\\nxyyx\\n' | python3 sol.py
YES
NO
YES
NO
```

## Solution Code

```python
""" + CC139_PY + """```

## Complexity
O(total length).""",
      ["printf '4\\naa\\naaa\\nabab\\nxyyx\\n' | python3 sol.py", "YES\nNO\nYES\nNO", "its two halves are equal"],
      "After xc06/xc03 (sample output lines hidden on main): a shell run with its output.")
    return cases


def main():
    cases = build()
    check_kinds.check(cases, ISSUE | ADAPTIVE_ISSUE, FURTHER | ADAPTIVE_FURTHER)
    used = (ISSUE | FURTHER) & {k["kind"] for k in cases}
    if used:
        raise ValueError(f"adaptive kinds repeat heldout kinds: {sorted(used)}")
    n = casekit.write(cases, os.path.join(HERE, "adaptive.jsonl"))
    print(f"wrote {n} adaptive cases")


if __name__ == "__main__":
    main()
