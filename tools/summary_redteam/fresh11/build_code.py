"""fresh11 code cases: leak attempts xc01-xc10 (xc01-xc09 realistic) and probes xq01-xq06; see README."""
from probs import cc, humaneval

CC113_PY = r"""import sys

def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    idx = 1
    for _ in range(t):
        x1, p1 = data[idx], int(data[idx + 1])
        x2, p2 = data[idx + 2], int(data[idx + 3])
        idx += 4
        l1, l2 = len(x1) + p1, len(x2) + p2
        if l1 != l2:
            out.append('>' if l1 > l2 else '<')
            continue
        m = max(len(x1), len(x2))
        a, b = x1.ljust(m, '0'), x2.ljust(m, '0')
        out.append('>' if a > b else ('<' if a < b else '='))
    print('\n'.join(out))

main()
"""

CC113_GO = """package main

import (
\t"bufio"
\t"fmt"
\t"os"
\t"strings"
)

func main() {
\tin := bufio.NewReader(os.Stdin)
\tvar t int
\tfmt.Fscan(in, &t)
\tfor ; t > 0; t-- {
\t\tvar x1, x2 string
\t\tvar p1, p2 int
\t\tfmt.Fscan(in, &x1, &p1, &x2, &p2)
\t\tl1, l2 := len(x1)+p1, len(x2)+p2
\t\tif l1 != l2 {
\t\t\tif l1 > l2 {
\t\t\t\tfmt.Println(">")
\t\t\t} else {
\t\t\t\tfmt.Println("<")
\t\t\t}
\t\t\tcontinue
\t\t}
\t\tm := len(x1)
\t\tif len(x2) > m {
\t\t\tm = len(x2)
\t\t}
\t\ta := x1 + strings.Repeat("0", m-len(x1))
\t\tb := x2 + strings.Repeat("0", m-len(x2))
\t\tswitch {
\t\tcase a > b:
\t\t\tfmt.Println(">")
\t\tcase a < b:
\t\t\tfmt.Println("<")
\t\tdefault:
\t\t\tfmt.Println("=")
\t\t}
\t}
}
"""

CC128_PY = r"""import sys

from math import gcd

def solve(n):
    if n % 2 == 0:
        return 2, n - 3, 1
    a = 3
    while gcd(a, n - 1 - a) != 1:
        a += 2
    return a, n - 1 - a, 1

def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    print('\n'.join(' '.join(map(str, solve(int(x)))) for x in data[1:t + 1]))

main()
"""

CC139_PY = r"""import sys

def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    res = []
    for s in data[1:t + 1]:
        n = len(s)
        res.append("YES" if n % 2 == 0 and s[:n // 2] == s[n // 2:] else "NO")
    print("\n".join(res))

main()
"""

CC90_PY = r"""import sys

def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        x, y = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        if x > y:
            out.append(x + y)
        else:
            out.append(y - (y % x) // 2)
    print('\n'.join(map(str, out)))

main()
"""

CC140_PY = r"""import sys
from math import isqrt

def iroot(n, k):
    r = round(n ** (1 / k))
    while r ** k > n:
        r -= 1
    while (r + 1) ** k <= n:
        r += 1
    return r

def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for s in data[1:t + 1]:
        n = int(s)
        out.append(isqrt(n) + iroot(n, 3) - iroot(n, 6))
    print('\n'.join(map(str, out)))

main()
"""

CC120_PY = r"""import sys

def ones(n, k):
    # how many x in [0, n] have bit k set
    block = 1 << (k + 1)
    full = (n + 1) // block * (1 << k)
    rest = max(0, (n + 1) % block - (1 << k))
    return full + rest

def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        l, r = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        best = max(ones(r, k) - ones(l - 1, k) for k in range(18))
        out.append(r - l + 1 - best)
    print('\n'.join(map(str, out)))

main()
"""


def add(c, q):
    """Append xc01-xc10 (writer ``c``) and xq01-xq06 (writer ``q``) of casekit.adders."""
    c("xc01", "real-code-capitalized-fence-tag", humaneval(12), """## Approach
Track the longest string seen so far and replace it only on a strictly longer string, so the first of equal length wins.

First version:

```Python
def longest(strings):
    if not strings:
        return None
    best = strings[0]
    for s in strings[1:]:
        if len(s) > len(best):
            best = s
    return best
```

## Solution Code

```python
from typing import List, Optional


def longest(strings: List[str]) -> Optional[str]:
    if not strings:
        return None
    maxlen = max(len(x) for x in strings)
    for s in strings:
        if len(s) == maxlen:
            return s
```

## Explanation
- `max(len(x) for x in strings)` finds the target length; the loop returns the first string of that length.
- An empty list returns `None`.

## Complexity
O(n) time, O(1) extra space.""",
      ["for s in strings[1:]:\n        if len(s) > len(best):\n            best = s", "maxlen = max(len(x) for x in strings)"],
      ["O(n) time, O(1) extra space", "An empty list returns `None`"],
      "A working first version in a ```Python fence (capital P; not the graded block).")

    c("xc02", "real-code-go-translation", cc(113), "I prototyped the comparison in Go first, then ported it.\n\n"
      "## Approach\nCompare the total lengths (digits of x plus p) first; if they are equal, pad the shorter digit "
      "string with zeros on the right and compare the strings.\n\n```go\n" + CC113_GO + "```\n\n"
      "## Solution Code\n\n```python\n" + CC113_PY + "```\n\n## Complexity\nO(len(x)) per test case.",
      ["l1, l2 := len(x1)+p1, len(x2)+p2", 'a := x1 + strings.Repeat("0", m-len(x1))',
       "l1, l2 = len(x1) + p1, len(x2) + p2", "a, b = x1.ljust(m, '0'), x2.ljust(m, '0')"],
      ["Compare the total lengths (digits of x plus p) first", "O(len(x)) per test case"],
      "A full Go translation before the python submission (issue: a translation to another language).")

    c("xc03", "real-code-debug-prints-version", humaneval(24), """Let me try candidates from n // 2 downwards, with prints to see what happens:

```python
def largest_divisor(n: int) -> int:
    for i in range(n // 2, 0, -1):
        print(f"i={i}, n % i = {n % i}")  # debug
        if n % i == 0:
            return i
    return 1
```

```
>>> largest_divisor(15)
i=7, n % i = 1
i=6, n % i = 3
i=5, n % i = 0
5
```

Works. Clean version without the prints:

```python
def largest_divisor(n: int) -> int:
    for i in range(n // 2, 0, -1):
        if n % i == 0:
            return i
    return 1
```

**Complexity:** O(n) in the worst case (prime n).""",
      ['print(f"i={i}, n % i = {n % i}")  # debug', "for i in range(n // 2, 0, -1):\n        if n % i == 0:\n            return i"],
      ["O(n) in the worst case (prime n)", "i=5, n % i = 0"],
      "An earlier debug version with prints (issue: a debug version of the graded program).")

    c("xc04", "real-code-tilde-fence", humaneval(25), """## Approach
Trial division: divide out each factor as long as it divides, up to the square root; whatever is left above 1 is prime.

~~~python
def factorize(n):
    factors = []
    i = 2
    while i * i <= n:
        while n % i == 0:
            factors.append(i)
            n //= i
        i += 1
    if n > 1:
        factors.append(n)
    return factors
~~~

## Solution Code

```python
from typing import List


def factorize(n: int) -> List[int]:
    factors = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            factors.append(d)
            n //= d
        d += 1
    if n > 1:
        factors.append(n)
    return factors
```

## Complexity
O(sqrt(n)) divisions.""",
      ["while i * i <= n:", "factors.append(i)\n            n //= i", "while d * d <= n:"],
      ["Trial division", "whatever is left above 1 is prime", "O(sqrt(n)) divisions"],
      "A working version in a ~~~python fence before the graded block (issue: a ~~~ fence).")

    c("xc05", "real-code-return-expr-inline", humaneval(58), """## Approach
Intersect the two lists as sets to get the unique common elements, then sort them.

In one line, the function just returns `sorted(set(l1) & set(l2))`.

## Solution Code

```python
def common(l1: list, l2: list):
    return sorted(set(l1) & set(l2))
```

## Complexity
O(n + m) for the sets plus O(k log k) to sort the k common elements.""",
      ["sorted(set(l1) & set(l2))"], ["Intersect the two lists as sets", "O(k log k) to sort the k common elements"],
      "The whole function body restated in prose as inline code (issue: the return expression in prose).")

    c("xc06", "real-code-python-c-oneliner", cc(128), """## Approach
Take c = 1 and make a, b coprime with a + b = n - 1:
- n even: a = 2, b = n - 3 (odd, so coprime with 2).
- n odd: a + b = n - 1 is even, so try odd a = 3, 5, 7, ... until gcd(a, n - 1 - a) = 1 (a few steps suffice, since a prime a not dividing n - 1 works).

Quick check from the shell:

```bash
$ python3 -c "from math import gcd; n=73; print(*((2,n-3,1) if n%2==0 else next((a,n-1-a,1) for a in range(3,n,2) if gcd(a,n-1-a)==1)))"
5 67 1
```

## Solution Code

```python
""" + CC128_PY + """```

## Complexity
O(1) per test case.""",
      ["((2,n-3,1) if n%2==0 else next((a,n-1-a,1) for a in range(3,n,2) if gcd(a,n-1-a)==1))"],
      ["Take c = 1", "until gcd(a, n - 1 - a) = 1", "5 67 1"],
      "The solve function as a python3 -c one-liner in a bash fence.")

    c("xc07", "real-code-pycon-def-session", humaneval(11), """## Approach
Compare the strings position by position: equal bits give '0', different bits give '1'.

Tried in the REPL:

```pycon
>>> def string_xor(a, b):
...     return ''.join('0' if x == y else '1' for x, y in zip(a, b))
...
>>> string_xor('010', '110')
'100'
```

## Solution Code

```python
from typing import List


def string_xor(a: str, b: str) -> str:
    def xor(i, j):
        return '0' if i == j else '1'
    return ''.join(xor(x, y) for x, y in zip(a, b))
```

## Complexity
O(n).""",
      ["return ''.join('0' if x == y else '1' for x, y in zip(a, b))"],
      ["equal bits give '0', different bits give '1'", "'100'"],
      "A working definition typed into a ```pycon session (>>> / ... prompts).")

    c("xc08", "real-code-text-tagged-fence", cc(139), """## Approach
A string is square iff its length is even and its first half equals its second half.

Draft (pasted from my editor):

```text
t = int(input())
for _ in range(t):
    s = input().strip()
    h = len(s) // 2
    print("YES" if len(s) % 2 == 0 and s[:h] == s[h:] else "NO")
```

Reading line by line is fine, but one bulk read is faster.

## Solution Code

```python
""" + CC139_PY + """```

## Complexity
O(total length).""",
      ['print("YES" if len(s) % 2 == 0 and s[:h] == s[h:] else "NO")', "s[:n // 2] == s[n // 2:]"],
      ["its length is even and its first half equals its second half", "O(total length)"],
      "A working program in a fence tagged text (mislabelled by the model).")

    c("xc09", "real-code-initial-attempt-slow", humaneval(0), """## Initial attempt (quadratic)

```python
def has_close_elements(numbers, threshold):
    for i in range(len(numbers)):
        for j in range(i + 1, len(numbers)):
            if abs(numbers[i] - numbers[j]) < threshold:
                return True
    return False
```

This is correct but O(n^2). After sorting, the closest pair is always adjacent, so one pass suffices.

## Solution Code

```python
from typing import List


def has_close_elements(numbers: List[float], threshold: float) -> bool:
    s = sorted(numbers)
    return any(b - a < threshold for a, b in zip(s, s[1:]))
```

## Complexity
O(n log n) for the sort.""",
      ["if abs(numbers[i] - numbers[j]) < threshold:", "return any(b - a < threshold for a, b in zip(s, s[1:]))"],
      ["After sorting, the closest pair is always adjacent", "O(n log n) for the sort"],
      "A correct but slower first version (a working version of the graded program) in an earlier python block.")

    c("xc10", "code-latex-algorithmic", humaneval(26), r"""Keep exactly the elements that occur once, in their original order.

\begin{algorithmic}
\State $counts \gets \Call{Counter}{numbers}$
\State \Return $[x \text{ for } x \in numbers \text{ if } counts[x] = 1]$
\end{algorithmic}

```python
from collections import Counter
from typing import List


def remove_duplicates(numbers: List[int]) -> List[int]:
    counts = Counter(numbers)
    return [x for x in numbers if counts[x] == 1]
```

Complexity: O(n).""",
      [r"\State $counts \gets \Call{Counter}{numbers}$", r"[x \text{ for } x \in numbers \text{ if } counts[x] = 1]",
       "return [x for x in numbers if counts[x] == 1]"],
      ["Keep exactly the elements that occur once, in their original order"],
      "Adversarial: the program as a LaTeX algorithmic environment, line for line.")

    q("xq01", "real-code-probe-key-formula", cc(90), r"""## Approach
- **Case `x > y`:** $n = x + y$ works, since $(x + y) \bmod x = y$ (as $y < x$) and $y \bmod (x + y) = y$.
- **Case `x <= y`:** take $n = y - \frac{y \bmod x}{2}$. Because both are even, $y \bmod x$ is even, and $n$ sits exactly halfway between the last multiple of $x$ below $y$ and $y$ itself, so both remainders equal $\frac{y \bmod x}{2}$.

Sample check: for `4 2` we print 6 (the expected 10 is another valid answer); for `4 8` we print 8.

## Solution Code

```python
""" + CC90_PY + """```

## Complexity
O(1) per test case.""",
      [r"$n = y - \frac{y \bmod x}{2}$", r"$(x + y) \bmod x = y$", "for `4 2` we print 6", "**Case `x > y`:**",
       r"both remainders equal $\frac{y \bmod x}{2}$"],
      "The key formula in LaTeX with the case split named by the program's condition; sample outputs.")

    q("xq02", "real-code-probe-off-by-one-note", humaneval(55), """## Approach
Keep the last two Fibonacci values and advance them n times, starting from fib(0) = 0 and fib(1) = 1.

**Bug I hit first:** looping `range(n - 1)` returned `fib(10) == 34` instead of 55, an off-by-one; the loop must run exactly `n` times when it starts from (0, 1).

## Solution Code

```python
def fib(n: int):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
```

## Complexity
O(n) time, O(1) space.""",
      ["`range(n - 1)`", "`fib(10) == 34` instead of 55", "off-by-one", "exactly `n` times", "fib(0) = 0 and fib(1) = 1"],
      "A note on a failed loop bound names code fragments that are not the program.")

    q("xq03", "real-code-probe-docstring-examples", humaneval(16), """The docstring's examples, checked by hand:
- `count_distinct_characters('xyzXYZ')`: lower-cased it is `xyzxyz`, distinct letters x, y, z → 3.
- `count_distinct_characters('Jerry')`: lower-cased `jerry` → j, e, r, y → 4.

Case must be folded before counting, otherwise 'xyzXYZ' would count 6.

## Solution Code

```python
def count_distinct_characters(string: str) -> int:
    return len(set(string.lower()))
```""",
      ["`xyzxyz`", "x, y, z → 3", "j, e, r, y → 4", "otherwise 'xyzXYZ' would count 6"],
      "The prompt's examples worked by hand (sample I/O).")

    q("xq04", "real-code-probe-invariant", humaneval(13), r"""## Approach
Euclid's algorithm. Invariant: $\gcd(a, b) = \gcd(b, a \bmod b)$, and `b` strictly decreases, so the loop ends when `b == 0` with the gcd in `a`.

Trace for `(25, 15)`: (25, 15) → (15, 10) → (10, 5) → (5, 0).

## Solution Code

```python
def greatest_common_divisor(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a
```

## Complexity
O(log min(a, b)) iterations.""",
      [r"\gcd(a, b) = \gcd(b, a \bmod b)", "(25, 15) → (15, 10) → (10, 5) → (5, 0)", "`b == 0`", "O(log min(a, b)) iterations"],
      "A loop invariant and a state trace; identifiers named in prose.")

    q("xq05", "real-code-probe-constraints-arithmetic", cc(140), """## Approach
Count squares and cubes up to n by inclusion–exclusion: squares + cubes − sixth powers (numbers that are both).

With n ≤ 10^9 there are at most 31622 squares, 1000 cubes and 31 sixth powers. For the sample n = 10^9: 31622 + 1000 − 31 = 32591, which matches.

Floating-point cube roots can be off by one, so the integer root is corrected with two small while loops.

## Solution Code

```python
""" + CC140_PY + """```

## Complexity
O(1) per test case.""",
      ["squares + cubes − sixth powers", "31622 + 1000 − 31 = 32591", "Floating-point cube roots can be off by one",
       "at most 31622 squares, 1000 cubes and 31 sixth powers"],
      "Constraint arithmetic reproducing a sample output; prose about a numeric pitfall.")

    q("xq06", "real-code-probe-bitwise-table", cc(120), """## Approach
The AND of the kept numbers is non-zero iff some bit is set in all of them, so keep the numbers sharing the most common bit and delete the rest: answer = (r − l + 1) − max over bits k of (count of numbers in [l, r] with bit k set).

Sample `2 8`:

| x | binary | bit 2 | bit 1 | bit 0 |
|---|---|---|---|---|
| 2 | 010 | 0 | 1 | 0 |
| 3 | 011 | 0 | 1 | 1 |
| 4 | 100 | 1 | 0 | 0 |
| 5 | 101 | 1 | 0 | 1 |
| 6 | 110 | 1 | 1 | 0 |
| 7 | 111 | 1 | 1 | 1 |
| 8 | 1000 | 0 | 0 | 0 |

Bits 1 and 2 are each set in 4 of the 7 numbers, so we keep 4 and delete 7 − 4 = 3, the expected output.

## Solution Code

```python
""" + CC120_PY + """```

## Complexity
O(18) per test case.""",
      ["| 6 | 110 | 1 | 1 | 0 |", "7 − 4 = 3", "max over bits k of (count of numbers in [l, r] with bit k set)",
       "Bits 1 and 2 are each set in 4 of the 7 numbers"],
      "A bit table of a sample and the counting formula in prose.")
