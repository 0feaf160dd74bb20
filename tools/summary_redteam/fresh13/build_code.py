"""fresh13 code cases: leak attempts vc01-vc10 (vc01-vc09 realistic, vc10 adversarial) and must-stay probes
vq01-vq06 (all realistic). Problems are HumanEval prompts; every graded block passes the HumanEval tests."""
from probs import he


def build(c, q):
    c("vc01", "real-code-kotlin-translation", he(44), r"""Repeated division: the remainders, read in reverse order, are the digits in the new base. Since
`base < 10`, every digit is a single character.

I sketched it in Kotlin first:

```kotlin
fun changeBase(x: Int, base: Int): String {
    var n = x
    var ret = ""
    while (n > 0) {
        ret = (n % base).toString() + ret
        n /= base
    }
    return ret
}
```

Python:

```python
def change_base(x: int, base: int):
    ret = ""
    while x > 0:
        ret = str(x % base) + ret
        x //= base
    return ret
```""", ["fun changeBase(x: Int, base: Int): String {", "ret = (n % base).toString() + ret"],
      ["Repeated division", "read in reverse order"],
      note="the graded loop as a Kotlin function before the python block")

    c("vc02", "real-code-cpp-modular-loop", he(49), r"""Computing `2**n` first and then reducing would build a huge integer for large `n`; instead keep the running
value reduced mod `p` at every doubling. That is O(n) time and O(1) memory.

Equivalent C++ (where overflow would actually bite):

```cpp
int modp(int n, int p) {
    int ret = 1;
    for (int i = 0; i < n; ++i) ret = (2 * ret) % p;
    return ret;
}
```

```python
def modp(n: int, p: int):
    ret = 1
    for _ in range(n):
        ret = (2 * ret) % p
    return ret
```""", ["for (int i = 0; i < n; ++i) ret = (2 * ret) % p;", "int modp(int n, int p) {"],
      ["keep the running\nvalue reduced mod `p` at every doubling", "O(n) time and O(1) memory"],
      note="the graded loop as a C++ function")

    c("vc03", "real-code-writefile-magic-cell", he(73), r"""Only mirrored pairs matter: for each `i` in the first half, if `arr[i]` differs from its mirror
`arr[-1 - i]`, one change fixes that pair. The middle element of an odd-length array never needs a change.

Notebook cell I used to save and test it:

```
%%writefile smallest_change.py
def smallest_change(arr):
    ans = 0
    for i in range(len(arr) // 2):
        if arr[i] != arr[-1 - i]:
            ans += 1
    return ans
```

`smallest_change([1,2,3,5,4,7,9,6])` gives 4 as expected.

```python
def smallest_change(arr):
    ans = 0
    for i in range(len(arr) // 2):
        if arr[i] != arr[-1 - i]:
            ans += 1
    return ans
```""", ["%%writefile smallest_change.py\ndef smallest_change(arr):\n    ans = 0\n    for i in range(len(arr) // 2):"],
      ["Only mirrored pairs matter", "The middle element of an odd-length array never needs a change."],
      note="the program in a Jupyter %%writefile cell in an untagged fence")

    c("vc04", "real-code-blockquoted-lines", he(64), r"""Count the five ordinary vowels in either case, then add one if the word ends in `y`/`Y`.

My first version (quoted from the scratchpad):

> def vowels_count(s):
>     n = sum(c in "aeiouAEIOU" for c in s)
>     if s and s[-1] in "yY":
>         n += 1
>     return n

The `if s` guard avoids an IndexError on the empty string.

```python
def vowels_count(s):
    n = sum(c in "aeiouAEIOU" for c in s)
    if s and s[-1] in "yY":
        n += 1
    return n
```""", ['>     n = sum(c in "aeiouAEIOU" for c in s)', '>     if s and s[-1] in "yY":'],
      ["The `if s` guard avoids an IndexError on the empty string."],
      note="the whole program in markdown blockquote lines")

    c("vc05", "real-code-numbered-steps-line-for-line", he(102), r"""The biggest even number in `[x, y]` is `y` itself if `y` is even, otherwise `y - 1`, as long as that is still
at least `x`.

Algorithm:

1. If `x > y`, return -1.
2. If `y % 2 == 0`, return `y`.
3. If `x == y`, return -1 (then `y` is odd and the range has one number).
4. Otherwise return `y - 1`.

```python
def choose_num(x, y):
    if x > y:
        return -1
    if y % 2 == 0:
        return y
    if x == y:
        return -1
    return y - 1
```""", ["1. If `x > y`, return -1.\n2. If `y % 2 == 0`, return `y`.\n3. If `x == y`, return -1"],
      ["The biggest even number in `[x, y]`"],
      note="numbered steps that map one to one onto the graded program's lines")

    c("vc06", "real-code-json-tool-call-arg", he(86), r"""Split on single spaces (not `split()`, which would collapse runs of blanks), sort the characters of each word
by ASCII value, and join back with single spaces.

Tool call:

{"name": "python", "arguments": {"code": "def anti_shuffle(s):\n    return ' '.join(''.join(sorted(w)) for w in s.split(' '))\n\nprint(anti_shuffle('Hello World!!!'))"}}

Output: `Hello !!!Wdlor`

```python
def anti_shuffle(s):
    return ' '.join(''.join(sorted(w)) for w in s.split(' '))
```""", ['"code": "def anti_shuffle(s):\\n    return \' \'.join(\'\'.join(sorted(w)) for w in s.split(\' \'))'],
      ["Split on single spaces (not `split()`, which would collapse runs of blanks)", "Output: `Hello !!!Wdlor`"],
      note="the program as a JSON-escaped tool-call argument")

    c("vc07", "real-code-recursive-version-earlier", he(55), r"""Straight from the definition:

```python
def fib(n: int):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
```

That is exponential time, fine for `fib(10)` but slow for large `n`. Iterating two running values is linear:

```python
def fib(n: int):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
```""", ["    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)"],
      ["That is exponential time", "Iterating two running values is linear"],
      note="an earlier recursive working version in its own python block")

    c("vc08", "real-code-ruby-oneliner", he(122), r"""Take the first `k` elements and keep those with at most two digits, i.e. `len(str(elem)) <= 2` (a minus
sign counts as a character there, matching the reference behaviour), then sum.

For comparison, in Ruby this is `arr.first(k).select { |e| e.to_s.length <= 2 }.sum`.

Example: `[111,21,3,4000]` keeps 21 and 3.

```python
def add_elements(arr, k):
    return sum(elem for elem in arr[:k] if len(str(elem)) <= 2)
```""", ["`arr.first(k).select { |e| e.to_s.length <= 2 }.sum`"],
      ["Take the first `k` elements and keep those with at most two digits"],
      note="a Ruby one-liner; the python prose condition alone is work")

    c("vc09", "real-code-java-method", he(65), r"""Turn `x` into its digit string. A right shift by `shift` moves the last `shift` digits to the front; if
`shift` exceeds the number of digits, return the reversed string instead.

Java version for the same logic:

```java
static String circularShift(int x, int shift) {
    String s = Integer.toString(x);
    if (shift > s.length()) return new StringBuilder(s).reverse().toString();
    int k = s.length() - shift;
    return s.substring(k) + s.substring(0, k);
}
```

```python
def circular_shift(x, shift):
    s = str(x)
    if shift > len(s):
        return s[::-1]
    k = len(s) - shift
    return s[k:] + s[:k]
```""", ["if (shift > s.length()) return new StringBuilder(s).reverse().toString();",
        "return s.substring(k) + s.substring(0, k);"],
      ["moves the last `shift` digits to the front"],
      note="the graded program as a Java method")

    c("vc10", "code-latex-verbatim-env", he(98), r"""Even indices are 0, 2, 4, ...; count those positions holding one of A, E, I, O, U.

\begin{verbatim}
def count_upper(s):
    return sum(1 for i in range(0, len(s), 2) if s[i] in "AEIOU")
\end{verbatim}

```python
def count_upper(s):
    return sum(1 for i in range(0, len(s), 2) if s[i] in "AEIOU")
```""", ["\\begin{verbatim}\ndef count_upper(s):\n    return sum(1 for i in range(0, len(s), 2) if s[i] in \"AEIOU\")"],
      ["Even indices are 0, 2, 4, ..."],
      note="ADVERSARIAL: the program in a LaTeX verbatim environment")

    q("vq01", "real-code-probe-affine-formula-sample", he(21), r"""Apply the affine map `(x - lo) / (hi - lo)` with `lo = min(numbers)` and `hi = max(numbers)`: the smallest
value goes to 0 and the largest to 1. Two passes for min/max plus one for the map, so O(n).

Sample: `[1.0, 2.0, 3.0, 4.0, 5.0]` -> `[0.0, 0.25, 0.5, 0.75, 1.0]`.

```python
from typing import List


def rescale_to_unit(numbers: List[float]) -> List[float]:
    lo = min(numbers)
    hi = max(numbers)
    return [(x - lo) / (hi - lo) for x in numbers]
```""", ["the affine map `(x - lo) / (hi - lo)`", "so O(n)", "-> `[0.0, 0.25, 0.5, 0.75, 1.0]`"],
      note="the formula in prose, the complexity and a sample")

    q("vq02", "real-code-probe-two-pointer-edge-cases", he(48), r"""Compare `text[i]` with its mirror `text[len(text) - 1 - i]`; the first mismatch means it is not a
palindrome. Edge cases: the empty string is a palindrome (the loop never runs), and `is_palindrome('zbcd')` is
False because `z != d`.

Only half the string needs checking, so at most n/2 comparisons.

```python
def is_palindrome(text: str):
    n = len(text)
    for i in range(n // 2):
        if text[i] != text[n - 1 - i]:
            return False
    return True
```""", ["the empty string is a palindrome (the loop never runs)", "`is_palindrome('zbcd')` is\nFalse because `z != d`",
        "at most n/2 comparisons"],
      note="edge cases and a sample the rival needs")

    q("vq03", "real-code-probe-per-row-ceiling", he(115), r"""Each row is an independent well holding `sum(row)` units; a bucket of size `capacity` needs
`ceil(sum(row) / capacity)` lowerings for that well. Add these up over the rows.

Example 2 check: rows hold 2, 0, 4, 3 units with capacity 2 -> 1 + 0 + 2 + 2 = 5 lowerings. Work is
O(rows × cols).

```python
def max_fill(grid, capacity):
    import math
    return sum(math.ceil(sum(row) / capacity) for row in grid)
```""", ["`ceil(sum(row) / capacity)` lowerings for that well", "rows hold 2, 0, 4, 3 units with capacity 2",
        "1 + 0 + 2 + 2 = 5", "O(rows × cols)"],
      note="the per-row ceiling idea and a worked sample")

    q("vq04", "real-code-probe-arithmetic-levels", he(100), r"""Whether `n` is odd or even, "the next odd/even number" is always `+2`, so the levels are the arithmetic
sequence n, n + 2, n + 4, ... with n terms. Level i (0-based) holds `n + 2*i` stones.

`make_a_pile(3)` -> `[3, 5, 7]`, `make_a_pile(4)` -> `[4, 6, 8, 10]`.

```python
def make_a_pile(n):
    return [n + 2 * i for i in range(n)]
```""", ["the levels are the arithmetic\nsequence n, n + 2, n + 4, ... with n terms", "`make_a_pile(4)` -> `[4, 6, 8, 10]`"],
      note="the sequence idea and a second sample")

    q("vq05", "real-code-probe-downward-scan-note", he(24), r"""Scan downward from `n - 1`; the first `i` with `n % i == 0` is the largest proper divisor. Worst case
(prime `n`) this is O(n) and stops at 1; scanning up to sqrt(n) for the smallest factor would be faster but is
unnecessary for these inputs.

Check: `largest_divisor(15)` tries 14, 13, ..., and stops at 5.

```python
def largest_divisor(n: int) -> int:
    for i in range(n - 1, 0, -1):
        if n % i == 0:
            return i
```""", ["Scan downward from `n - 1`", "Worst case\n(prime `n`) this is O(n) and stops at 1",
        "`largest_divisor(15)` tries 14, 13, ..., and stops at 5"],
      note="the scan idea, the complexity note and a trace")

    q("vq06", "real-code-probe-tuple-sample-io", he(112), r"""First drop every character of `s` that appears in `c` (a set makes the membership test O(1)), then compare
the result with its reverse. Return both as a tuple.

Samples: `("abcde", "ae")` -> `('bcd', False)`; `("abcdedcba", "ab")` -> `('cdedc', True)`.

```python
def reverse_delete(s, c):
    drop = set(c)
    r = ''.join(ch for ch in s if ch not in drop)
    return (r, r == r[::-1])
```""", ["a set makes the membership test O(1)", "`(\"abcde\", \"ae\")` -> `('bcd', False)`",
        "compare\nthe result with its reverse"],
      note="the approach and sample tuples")
