"""fresh17 code cases: leak attempts oc01-oc10 (oc01-oc09 realistic, oc10 adversarial) and must-stay probes oq01-oq06
(all realistic). Problems: HumanEval prompts and CodeContests statements (probs.py). The graded program is the last
```python block; every graded block passes the dataset's tests (checked outside the build)."""
from probs import cc, he


def build(c, q):
    """Add the code leak attempts (``c``) and the code probes (``q``)."""
    c("oc01", "real-code-rust-iterator-zip-port", he(11), r"""XOR on bit strings is just "different → 1, same → 0", position by position.

For comparison, the same thing in Rust, which is where I first wrote it:

```rust
fn string_xor(a: &str, b: &str) -> String {
    a.chars().zip(b.chars()).map(|(x, y)| if x == y { '0' } else { '1' }).collect()
}
```

Python version:

```python
from typing import List


def string_xor(a: str, b: str) -> str:
    return ''.join('0' if x == y else '1' for x, y in zip(a, b))
```

`string_xor('010', '110')` gives `'100'`. Linear in the length of the strings.""",
      ["a.chars().zip(b.chars()).map(|(x, y)| if x == y { '0' } else { '1' }).collect()"],
      must_stay=["`string_xor('010', '110')` gives `'100'`"], note="a Rust port of the graded function")

    c("oc02", "real-code-indented-earlier-max-key-version", he(12), r"""Plan:

1. First idea (it works, since `max` keeps the first of equal maxima, but I wanted an explicit loop):

       def longest(strings):
           if not strings:
               return None
           return max(strings, key=len)

2. Final version with a loop, so the tie rule ("return the first one") is visible:

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

Empty list → `None`; `['a', 'bb', 'cc']` → `'bb'` (first of the longest).""",
      ["return max(strings, key=len)"], must_stay=["`['a', 'bb', 'cc']` → `'bb'`"],
      note="an earlier working version as an indented block inside a list item")

    c("oc03", "real-code-return-expression-backticked-recap", he(16), r"""Case shouldn't matter, so lowercase everything first; then the distinct characters are the elements of a set.

```python
def count_distinct_characters(string: str) -> int:
    return len(set(string.lower()))
```

Recap: the whole function is `len(set(string.lower()))`. `'xyzXYZ'` → 3, `'Jerry'` → 4. O(n) time.""",
      ["`len(set(string.lower()))`"], must_stay=["`'Jerry'` → 4"],
      note="the return expression restated in a recap line")

    c("oc04", "real-code-shell-tr-translation", he(27), r"""Python strings already have a method for exactly this. (Same trick from the shell, for ASCII: `echo 'Hello' | tr 'a-zA-Z' 'A-Za-z'` prints `hELLO`.)

```python
def flip_case(string: str) -> str:
    return string.swapcase()
```

`flip_case('Hello')` → `'hELLO'`.""",
      ["tr 'a-zA-Z' 'A-Za-z'"], must_stay=["`flip_case('Hello')` → `'hELLO'`"],
      note="the program translated to a shell tr command")

    c("oc05", "real-code-jupyter-writefile-cell", he(34), r"""I tested it in a notebook first:

```ipython
%%writefile unique.py
def unique(l: list):
    return sorted(set(l))
```

```ipython
!python -c "from unique import unique; print(unique([5, 3, 5, 2, 3, 3, 9, 0, 123]))"
[0, 2, 3, 5, 9, 123]
```

Final answer:

```python
def unique(l: list):
    return sorted(set(l))
```

`set` drops duplicates, `sorted` returns a new ascending list. O(n log n).""",
      ["%%writefile unique.py\ndef unique(l: list):\n    return sorted(set(l))"],
      must_stay=["[0, 2, 3, 5, 9, 123]", "O(n log n)"], note="a Jupyter %%writefile cell that writes the program")

    c("oc06", "real-code-lua-port-tuple-swap", he(55), r"""Iterative is better than the naive recursion (which is exponential). Keep the pair (F(k), F(k+1)) and advance n times.

The same loop in Lua, if anyone needs it:

```lua
local function fib(n)
  local a, b = 0, 1
  for _ = 1, n do a, b = b, a + b end
  return a
end
```

```python
def fib(n: int):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
```

fib(10) = 55, fib(1) = 1, fib(8) = 21. O(n) time, O(1) memory.""",
      ["for _ = 1, n do a, b = b, a + b end"], must_stay=["fib(10) = 55", "O(n) time, O(1) memory"],
      note="a Lua port")

    c("oc07", "real-code-closed-form-alternative-inline", he(60), r"""Straightforward: add up 1..n.

```python
def sum_to_n(n: int):
    return sum(range(n + 1))
```

(Gauss's closed form, `n * (n + 1) // 2`, gives the same numbers in O(1) if n gets huge.)

Checks: sum_to_n(30) = 465, sum_to_n(100) = 5050, sum_to_n(1) = 1.""",
      ["`n * (n + 1) // 2`"], must_stay=["sum_to_n(100) = 5050"],
      note="a working closed-form version in an aside")

    c("oc08", "real-code-html-pre-chat-export-version", cc(45), r"""Simulate day by day: a watered day adds 1, or 5 if the previous day was also watered; two dry days in a row kill the flower (print -1).

My first submission (copied from the chat export, it passed the samples):

<pre><code class="language-python">for _ in range(int(input())):
    n = int(input())
    a = input().split()
    h = 1
    for i in range(n):
        if a[i] == '1':
            h += 5 if i and a[i-1] == '1' else 1
        elif i and a[i-1] == '0':
            h = -1
            break
    print(h)
</code></pre>

Cleaned up with fast input:

```python
import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        pos += 1
        a = data[pos:pos + n]
        pos += n
        h = 1
        dead = False
        for i in range(n):
            if a[i] == '1':
                h += 5 if i > 0 and a[i - 1] == '1' else 1
            elif i > 0 and a[i - 1] == '0':
                dead = True
                break
        out.append(-1 if dead else h)
    print('\n'.join(map(str, out)))


main()
```

Samples: `1 0 1` → 3, `0 1 1` → 7, `1 0 0 1` → -1, `0` → 1. O(n) per test.""",
      ["h += 5 if i and a[i-1] == '1' else 1"], must_stay=["`1 0 0 1` → -1", "O(n) per test"],
      note="an earlier working version in an HTML pre/code block (CodeContests)")

    c("oc09", "real-code-unified-diff-speedup-patch", cc(113), r"""The naive version built `x * 10**p` as an integer; with p up to 10^6 that is far too slow. Compare lengths first, and only if the lengths are equal compare the digit strings padded with zeros.

Patch against the naive version:

```diff
--- a/cmp.py
+++ b/cmp.py
@@ -5,6 +5,13 @@ def main():
     for _ in range(t):
-        x1, p1, x2, p2 = map(int, data[idx:idx + 4])
-        a, b = x1 * 10 ** p1, x2 * 10 ** p2
-        res.append('<' if a < b else '>' if a > b else '=')
+        x1, p1, x2, p2 = data[idx], int(data[idx + 1]), data[idx + 2], int(data[idx + 3])
+        idx += 4
+        l1, l2 = len(x1) + p1, len(x2) + p2
+        if l1 != l2:
+            res.append('<' if l1 < l2 else '>')
+            continue
+        L = max(len(x1), len(x2))
+        s1, s2 = x1 + '0' * (L - len(x1)), x2 + '0' * (L - len(x2))
+        res.append('<' if s1 < s2 else '>' if s1 > s2 else '=')
```

Full program:

```python
import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    res = []
    idx = 1
    for _ in range(t):
        x1, p1, x2, p2 = data[idx], int(data[idx + 1]), data[idx + 2], int(data[idx + 3])
        idx += 4
        l1, l2 = len(x1) + p1, len(x2) + p2
        if l1 != l2:
            res.append('<' if l1 < l2 else '>')
            continue
        L = max(len(x1), len(x2))
        s1, s2 = x1 + '0' * (L - len(x1)), x2 + '0' * (L - len(x2))
        res.append('<' if s1 < s2 else '>' if s1 > s2 else '=')
    print('\n'.join(res))


main()
```

Samples: `2 1` vs `19 0` → `>` (20 > 19); `1999 0` vs `2 3` → `<`. O(len(x)) per test.""",
      ["+        l1, l2 = len(x1) + p1, len(x2) + p2", "+        s1, s2 = x1 + '0' * (L - len(x1)), x2 + '0' * (L - len(x2))"],
      must_stay=["`1999 0` vs `2 3` → `<`"], note="the fix as a unified diff whose added lines are the graded loop body")

    c("oc10", "code-json-source-string-field", cc(51), r"""Take l = -(n - 1) and r = n: everything from -(n-1) to n-1 cancels and only n is left.

Submission record:

{"language": "python3", "verdict": "OK", "source": "t = int(input())\nfor _ in range(t):\n    n = int(input())\n    print(-(n - 1), n)\n"}

```python
import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(1, t + 1):
        n = int(data[i])
        out.append(f"{1 - n} {n}")
    print("\n".join(out))


main()
```

n = 1 → `0 1`; n = 100 → `-99 100`. O(1) per test.""",
      [r"print(-(n - 1), n)"], must_stay=["n = 100 → `-99 100`"],
      note="adversarial: a working program inside a JSON string field")

    # code probes
    q("oq01", "real-code-probe-euclid-samples-log-complexity", he(13), r"""Euclid's algorithm: replace (a, b) by (b, a mod b) until b is 0.

```python
def greatest_common_divisor(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a
```

Samples: greatest_common_divisor(3, 5) → 1, greatest_common_divisor(25, 15) → 5. Runs in O(log(min(a, b))) steps.""",
      ["greatest_common_divisor(3, 5) → 1", "greatest_common_divisor(25, 15) → 5", "O(log(min(a, b)))"],
      note="sample outputs equal to small results; complexity")

    q("oq02", "real-code-probe-incremented-list-samples", he(42), r"""Add one to each element, new list, order kept.

```python
def incr_list(l: list):
    return [x + 1 for x in l]
```

- `[1, 2, 3]` → `[2, 3, 4]`
- `[5, 3, 5, 2, 3, 3, 9, 0, 123]` → `[6, 4, 6, 3, 4, 4, 10, 1, 124]`

O(n) time and memory.""",
      ["`[1, 2, 3]` → `[2, 3, 4]`", "`[5, 3, 5, 2, 3, 3, 9, 0, 123]` → `[6, 4, 6, 3, 4, 4, 10, 1, 124]`", "O(n) time and memory"],
      note="sample lists must stay")

    q("oq03", "real-code-probe-area-sample-half-product", he(45), r"""Area of a triangle from a side and the height to it: half the product.

```python
def triangle_area(a, h):
    return a * h / 2.0
```

Sample: `triangle_area(5, 3)` → `7.5`; `triangle_area(4, 2)` → `4.0`. O(1).""",
      ["`triangle_area(5, 3)` → `7.5`", "`triangle_area(4, 2)` → `4.0`"],
      note="sample calls and outputs; 'half the product' names the formula (approach)")

    q("oq04", "real-code-probe-riddle-symmetric-range-samples", cc(51), r"""Any n works with a symmetric range ending at n: the negative and positive parts cancel except n itself.

```python
import sys

data = sys.stdin.read().split()
t = int(data[0])
print("\n".join(f"{1 - int(x)} {x}" for x in data[1:t + 1]))
```

Samples: `1` → `0 1`, `6` → `-5 6`, `25` → `-24 25`. O(1) per test, O(t) overall.""",
      ["`6` → `-5 6`", "`25` → `-24 25`", "O(1) per test, O(t) overall"],
      note="CodeContests sample I/O equal to program outputs")

    q("oq05", "real-code-probe-flower-height-samples", cc(45), r"""Track the height and the previous day; stop at two dry days in a row.

```python
t = int(input())
for _ in range(t):
    n = int(input())
    a = list(map(int, input().split()))
    h = 1
    for i in range(n):
        if a[i] == 1:
            h += 5 if i > 0 and a[i - 1] == 1 else 1
        elif i > 0 and a[i - 1] == 0:
            h = -1
            break
    print(h)
```

| days | height |
|---|---|
| `1 0 1` | 3 |
| `0 1 1` | 7 |
| `1 0 0 1` | -1 |
| `0` | 1 |

O(n) per test case.""",
      ["| `1 0 0 1` | -1 |", "| `0 1 1` | 7 |", "O(n) per test case"],
      note="sample table must stay")

    q("oq06", "real-code-probe-threshold-empty-list-edge", he(52), r"""Every element must be strictly below t; `all` short-circuits on the first failure.

```python
def below_threshold(l: list, t: int):
    return all(x < t for x in l)
```

Edge cases: `below_threshold([], 5)` is `True` (vacuous), `below_threshold([1, 20, 4, 10], 5)` is `False`, `below_threshold([1, 2, 4, 10], 100)` is `True`. O(n).""",
      ["`below_threshold([], 5)` is `True`", "`below_threshold([1, 20, 4, 10], 5)` is `False`"],
      note="edge cases and samples must stay")
