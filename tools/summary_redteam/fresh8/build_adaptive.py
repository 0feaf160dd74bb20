"""Write fresh8/adaptive.jsonl: 18 cases written AFTER reading main's (cb7add6) summaries of heldout.jsonl.

Not blind to main (reported apart); blind to every candidate. On main the conclusion placeholder
swallows the last paragraph(s), so here the restatements stand mid-draft with work after them, in
the forms that survived on main (a word answer, an equation of a line, parts, base words, inline
code) and in new realistic wordings; the probes carry the kinds of work main over-hid (reasoning
words near a placeholder, a numerator or list label equal to the answer, a unit in a table header,
square roots that are not the answer, a plain-fence output block).
Run: ``PYTHONPATH=$PWD python tools/summary_redteam/fresh8/build_adaptive.py``.
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

m("ua01", "real-category-word", P.m500("test/prealgebra/105.json"), T + r"""### Step 1: Remove full turns
$2250 = 6 \times 360 + 90$, so the spin is 6 full turns plus $90^\circ$.

### Step 2: The leftover quarter turn
Six full turns bring her back to facing north. The extra $90^\circ$ to her right turns her from north to facing east.

### Step 3: Sanity check on the direction of "right"
Facing north, her right hand points toward the rising sun; a quarter turn clockwise seen from above moves north → the next compass point clockwise. The 6 full turns do not matter, only $2250 \bmod 360 = 90$.

**Final Answer**
$$\boxed{\text{east}}$$""", ["north to facing east"], ["2250 = 6 \\times 360 + 90", "2250 \\bmod 360 = 90"],
  note="word answer mid-draft, with a check section after it")

m("ua02", "real-category-word", P.m500("test/intermediate_algebra/128.json"), T + r"""**Key fact.** Any composition that contains an even function somewhere inside is even: if $h$ is even then $k(h(-x)) = k(h(x))$ for every $k$.

**Apply it.** The innermost $g$ acts on $f(x)$: $g(f(-x)) = g(-f(x)) = g(f(x))$, so $g(f(x))$ is even, and therefore the whole tower $f(f(g(f(g(f(x))))))$ is an even function.

**Double-check with an example.** Take $f(x) = x$ and $g(x) = x^2$: the tower is $x^4$, which satisfies $p(-x) = p(x)$ ✓. Take $f(x) = x^3$, $g(x) = x^2$: the tower is $x^{324}$ ✓.

$$\boxed{\text{even}}$$""", ["is an even function"], ["g(f(-x)) = g(-f(x)) = g(f(x))"],
  note="the word answer as 'is an even function', with an example check after it")

m("ua03", "real-choice-by-name", P.m500("test/precalculus/452.json"), T + r"""## Convert to Cartesian coordinates

$\cos 2\theta = \cos^2\theta - \sin^2\theta$, so
$$r^2 \cos 2\theta = r^2\cos^2\theta - r^2\sin^2\theta = x^2 - y^2.$$
The equation is $x^2 - y^2 = 4$, a hyperbola.

## Check a point
$(x, y) = (2, 0)$: $r = 2$, $\theta = 0$, $r^2\cos 0 = 4$ ✓. As $\theta \to \pi/4$, $\cos 2\theta \to 0$ and $r \to \infty$: the curve has asymptotes, as it should.

**Final Answer**
$$\boxed{\text{(E)}}$$""", ["a hyperbola"], ["x^2 - y^2 = 4"],
  note="the option named by its value mid-draft (problem lists (E) Hyperbola)")

m("ua04", "real-components", P.m500("test/algebra/864.json"), T + r"""The midpoint averages the coordinates.

- **$x$-coordinate:** $\frac{-5 + 3}{2} = -1$.
- **$y$-coordinate:** $\frac{5 + 7}{2} = 6$.

**Check:** the midpoint should be equally far from both endpoints. From $(-5, 5)$ the step is $(+4, +1)$ and from the midpoint to $(3, 7)$ it is again $(+4, +1)$ ✓.

$$\boxed{(-1,6)}$$""", ["\\frac{-5 + 3}{2} = -1", "\\frac{5 + 7}{2} = 6"], ["(+4, +1)"],
  note="both components as the results of bullet steps, a check after")

m("ua05", "real-complex-reordered", P.m500("test/precalculus/779.json"), T + r"""A $90^\circ$ counter-clockwise rotation about the origin is multiplication by $i$:
$$i(7 + 2i) = 7i + 2i^2 = 7i - 2.$$

**Verification with coordinates:** the point $(7, 2)$ rotated by $90^\circ$ counter-clockwise goes to $(-2, 7)$, and the modulus is preserved: $\sqrt{49 + 4} = \sqrt{53}$ on both sides ✓.

$$\boxed{-2 + 7i}$$""", ["7i - 2", "(-2, 7)"], ["7i + 2i^2"],
  note="the chain ends in the answer reordered; the check gives it as a point")

m("ua06", "real-base-words", P.m500("test/number_theory/864.json"), T + r"""In base 10, $6_8 \cdot 7_8 = 6 \cdot 7 = 42$.

**Convert 42 to base 8.** $42 = 5 \cdot 8 + 2$: five eights and two ones.

**Check:** $5 \cdot 8 + 2 = 40 + 2 = 42$ ✓, and both digits are below 8.

$$\boxed{52_8}$$""", ["five eights and two ones", "42 = 5 \\cdot 8 + 2"], ["6 \\cdot 7 = 42"],
  note="the base-8 digits in words and as a place-value expansion, mid-draft")

m("ua07", "real-interval-inequality", P.m500("test/intermediate_algebra/1714.json"), T + r"""A fraction with numerator 1 is positive exactly when its denominator is positive:
$$x - 5 > 0 \iff x > 5.$$

**Test points.** $x = 6$: $\frac{1}{1} = 1 > 0$ ✓. $x = 4$: $\frac{1}{-1} = -1 < 0$ ✗. At $x = 5$ the expression is undefined.

$$\boxed{(5,\infty)}$$""", ["x > 5"], ["x - 5 > 0", "\\frac{1}{-1} = -1 < 0"],
  note="the interval as an inequality at the end of the chain, with test points after")

m("ua08", "real-verify-substitution", P.m500("test/geometry/347.json"), T + r"""### Step 1: Thales' theorem
Since $AB$ is a diameter, the angle at $C$ is a right angle: $\angle C = 90^\circ$.

### Step 2: Angle sum
$\angle B = 180^\circ - 90^\circ - 14^\circ$, and indeed $14^\circ + 76^\circ + 90^\circ = 180^\circ$.

### Step 3: Why the right angle is at $C$
The inscribed angle subtending the diameter $AB$ is the one at the third vertex, $C$; the angles at $A$ and $B$ are the two acute angles.

$$\boxed{76^\circ}$$""", ["14^\\circ + 76^\\circ + 90^\\circ"], ["\\angle C = 90^\\circ", "180^\\circ - 90^\\circ - 14^\\circ"],
  note="an angle-sum check with the answer as operand, then an explanation section")

m("ua09", "real-equation-reordered", P.m500("test/precalculus/356.json"), T + r"""The projection onto $\begin{pmatrix} 2 \\ 1 \end{pmatrix}$ is zero exactly when $\mathbf{v}$ is orthogonal to it:
$$\begin{pmatrix} x \\ y \end{pmatrix} \cdot \begin{pmatrix} 2 \\ 1 \end{pmatrix} = 2x + y = 0.$$
So the vectors lie on the line $2x + y = 0$ through the origin.

**Check:** $\begin{pmatrix} 1 \\ -2 \end{pmatrix}$ is on it, and $2 \cdot 1 + 1 \cdot (-2) = 0$ ✓.

$$\boxed{y = -2x}$$""", ["2x + y = 0"], ["2 \\cdot 1 + 1 \\cdot (-2) = 0"],
  note="the line as a reordered equation mid-draft")

m("ua10", "real-approx-units", P.m500("test/prealgebra/1423.json"), T + r"""**Distance per revolution.** The circumference is $2\pi \cdot 9 = 18\pi$ inches.

**Revolutions per second.** $\frac{2}{3}$.

**Speed.** $18\pi \cdot \frac{2}{3}$ inches per second, about 37.7 in/s (roughly 2.1 miles per hour).

**Unit check:** inches per revolution × revolutions per second = inches per second ✓.

$$\boxed{12\pi}$$""", ["37.7 in/s"], ["2\\pi \\cdot 9 = 18\\pi"],
  note="a decimal approximation with units, a unit check after it")

c("uac01", "real-code-return-expression-prose", P.he(29), T + r"""### Approach

Keep the strings for which `x.startswith(prefix)` holds; as a comprehension that is `[x for x in strings if x.startswith(prefix)]`, in the original order.

### Solution Code

```python
from typing import List


def filter_by_prefix(strings: List[str], prefix: str) -> List[str]:
    out = []
    for s in strings:
        if s.startswith(prefix):
            out.append(s)
    return out
```

### Examples
- `filter_by_prefix([], 'a')` → `[]`
- `filter_by_prefix(['abc', 'bcd', 'cde', 'array'], 'a')` → `['abc', 'array']`

### Complexity
$O(n \cdot |prefix|)$.""", ["`[x for x in strings if x.startswith(prefix)]`"], ["`['abc', 'array']`"],
  note="the return expression as inline code in the approach")

c("uac02", "real-code-lambda-aside", P.he(72), T + r"""### Approach

Two conditions: the list reads the same backwards (balanced) and its sum does not exceed `w`.

### Solution Code

```python
def will_it_fly(q, w):
    if sum(q) > w:
        return False
    return q == q[::-1]
```

### Remarks
Equivalently, as a one-liner: `will_it_fly = lambda q, w: q == q[::-1] and sum(q) <= w`. Both are $O(n)$.

### Examples
- `will_it_fly([1, 2], 5)` → `False` (unbalanced)
- `will_it_fly([3, 2, 3], 9)` → `True`""", ["`will_it_fly = lambda q, w: q == q[::-1] and sum(q) <= w`"], ["(unbalanced)"],
  note="a complete lambda in a remark after the graded block")

c("uac03", "real-code-python3-fence", P.he(35), T + r"""### First version

```python3
def max_element(l: list):
    return max(l)
```

That uses the built-in. Writing the loop out explicitly:

### Solution Code

```python
def max_element(l: list):
    best = l[0]
    for e in l[1:]:
        if e > best:
            best = e
    return best
```

### Complexity
$O(n)$ time.""", ["def max_element(l: list):\n    return max(l)"], ["$O(n)$ time"],
  note="a working first version in a ```python3 fence")

p("uap01", "real-probe-reasoning-before-conclusion", P.m500("test/number_theory/1201.json"), T + r"""### Step 1
$\text{lcm}(3, 4, 5) = 60$, since 3, 4 and 5 share no common factor pairwise except that 4 already contains $2^2$.

### Step 2
Multiples of 60 up to 100: $60$ is in range, and $120 > 100$ is not. Since no other multiple of 60 fits below 100 and every number divisible by all three must be a multiple of 60, the count is settled.

$$\boxed{1}$$""", ["$120 > 100$ is not", "every number divisible by all three must be a multiple of 60"],
  note="the reasoning sentence just before the box")

p("uap02", "real-probe-numerator-equals-answer", P.m500("test/geometry/178.json"), T + r"""Divide $\sin A = 2\cos A$ by $\cos A$ (nonzero for an acute angle).

**Check with the triangle.** Take legs $BC = 2$ and $AB = 1$: then $AC = \sqrt{5}$, $\sin A = \frac{2}{\sqrt{5}}$ and $\cos A = \frac{1}{\sqrt{5}}$, and indeed $\sin A = 2\cos A$ ✓.

$$\boxed{2}$$""", ["BC = 2", "\\sin A = \\frac{2}{\\sqrt{5}}", "nonzero for an acute angle"],
  note="a leg, a numerator and a coefficient equal the answer")

p("uap03", "real-probe-table-units", P.gsm("Cho hiked 14 kilometers"), T + r"""| Hiker | Speed (km/h) | Time (h) | Distance (km) |
|---|---|---|---|
| Cho | 14 | 8 | $14 \times 8 = 112$ |
| Chloe | 9 | 5 | $9 \times 5 = 45$ |

Cho hiked farther by the difference of the two distances.

$$\boxed{67}$$""", ["Speed (km/h)", "Time (h)", "$14 \\times 8 = 112$"],
  note="units in a table header; the difference is not written")

p("uap04", "real-probe-roots-not-answer", P.m500("test/number_theory/1065.json"), T + r"""### Step 1
$t(t + 2) \equiv 1 \pmod{23}$ means $(t + 1)^2 \equiv 2 \equiv 25$.

### Step 2
So $t + 1 \equiv \pm 5$, giving $t \equiv 4$ or $t \equiv -6 \pmod{23}$.

### Step 3
The problem wants the odd one with $0 < t < 23$; $4$ is even, so take the other residue, $-6 + 23$.

$$\boxed{17}$$""", ["t + 1 \\equiv \\pm 5", "t \\equiv 4", "4$ is even"],
  note="square roots ±5 and the rejected root 4 are work")

q("uap05", "real-code-probe-output-fence", P.cc("A string is called square"), T + r"""## Approach

Even length and equal halves.

## Solution Code

```python
t = int(input())
for _ in range(t):
    s = input().strip()
    h = len(s) // 2
    print("YES" if len(s) % 2 == 0 and s[:h] == s[h:] else "NO")
```

## Output on the sample

```
NO
YES
NO
YES
YES
YES
NO
NO
NO
YES
```

This matches the expected output.""", ["```\nNO\nYES\nNO\nYES\n", "This matches the expected output."],
  note="the sample output in a plain fence after the graded block")

n = casekit.write(cases, os.path.join(HERE, "adaptive.jsonl"))
print(f"wrote {n} cases to adaptive.jsonl")
