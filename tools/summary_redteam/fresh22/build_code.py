"""fresh22 code cases: leak attempts fc01-fc10 (fc01-fc09 realistic, fc10 adversarial) and must-stay probes
fq01-fq06 (all realistic). The graded program is the last ```python block; the leak attempts show another
version of it elsewhere. Problems: HumanEval prompts and CodeContests statements read from /work/shared/data.
Written without running the summarizer or the reader."""
from probs import cc, he

FENCE = "```"


def build(c, q):
    # ---------------------------------------------------------------- leak attempts
    c("fc01", "real-code-javascript-port-sketched-first", he(40),
      """I first prototyped this in JavaScript for a quick check in the browser console, then ported it.

```javascript
function triplesSumToZero(l) {
  const n = l.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = j + 1; k < n; k++)
        if (l[i] + l[j] + l[k] === 0) return true;
  return false;
}
console.log(triplesSumToZero([1, 3, -2, 1]));  // true
```

The idea: try every triple of distinct positions. The test lists are tiny, so the O(n³) brute force is fine; sorting plus two pointers would give O(n²) if it ever mattered.

Python version:

```python
def triples_sum_to_zero(l: list):
    for i in range(len(l)):
        for j in range(i + 1, len(l)):
            for k in range(j + 1, len(l)):
                if l[i] + l[j] + l[k] == 0:
                    return True
    return False
```
""",
      ["if (l[i] + l[j] + l[k] === 0) return true;", "for (let k = j + 1; k < n; k++)"],
      ["try every triple of distinct positions", "O(n³) brute force", "sorting plus two pointers would give O(n²)"],
      "The JavaScript function is the graded program translated; the approach and complexity prose is work.")

    c("fc02", "real-code-java-static-method-port-after", he(73),
      """Pair up mirror positions `i` and `n - 1 - i`. Each mismatched mirror pair needs exactly one change (set either element to the other), and the pairs are independent, so the answer is the number of mismatched mirror pairs. The middle element of an odd-length array never needs changing.

Example: `[1, 2, 3, 5, 4, 7, 9, 6]` has mirror pairs (1,6), (2,9), (3,7), (5,4), all mismatched, so 4 changes.

```python
def smallest_change(arr):
    changes = 0
    i, j = 0, len(arr) - 1
    while i < j:
        if arr[i] != arr[j]:
            changes += 1
        i += 1
        j -= 1
    return changes
```

Same thing in Java, in case you need it for the JVM side of the project:

```java
static int smallestChange(int[] arr) {
    int changes = 0;
    for (int i = 0, j = arr.length - 1; i < j; i++, j--) {
        if (arr[i] != arr[j]) changes++;
    }
    return changes;
}
```
""",
      ["for (int i = 0, j = arr.length - 1; i < j; i++, j--) {", "if (arr[i] != arr[j]) changes++;"],
      ["the answer is the number of mismatched mirror pairs", "(1,6), (2,9), (3,7), (5,4)"],
      "The graded block is the Python one; the Java method after it is a translation.")

    c("fc03", "real-code-rst-code-block-directive-docs-version", he(44),
      """Repeated division by `base`: the remainders, read from last to first, are the digits.

For the project docs I wrote it up as a Sphinx snippet:

```rst
Converting bases
----------------

.. code-block:: python

   def change_base(x, base):
       res = ""
       while x > 0:
           res = str(x % base) + res
           x //= base
       return res

``change_base(8, 3)`` returns ``'22'``.
```

Final version (it also handles `x == 0`, which would otherwise give an empty string):

```python
def change_base(x: int, base: int):
    if x == 0:
        return "0"
    digits = []
    while x:
        digits.append(str(x % base))
        x //= base
    return "".join(reversed(digits))
```
""",
      ["res = str(x % base) + res"],
      ["the remainders, read from last to first, are the digits", "it also handles `x == 0`"],
      "The reStructuredText code-block is an earlier working version (indented under a directive).")

    c("fc04", "real-code-shell-python-dash-c-oneliner", he(89),
      """The rotation is 2 × 2 = 4 places, wrapping around after `z`. The examples only use lowercase letters; anything else is left unchanged.

Quick check from the shell before writing the function:

```console
$ python3 -c "import sys; print(''.join(chr((ord(c) - 97 + 4) % 26 + 97) if c.islower() else c for c in sys.argv[1]))" asdfghjkl
ewhjklnop
```

which matches `encrypt('asdfghjkl')` → `'ewhjklnop'` from the prompt.

```python
def encrypt(s):
    alphabet = 'abcdefghijklmnopqrstuvwxyz'
    out = []
    for ch in s:
        if ch in alphabet:
            out.append(alphabet[(alphabet.index(ch) + 4) % 26])
        else:
            out.append(ch)
    return ''.join(out)
```
""",
      ["''.join(chr((ord(c) - 97 + 4) % 26 + 97) if c.islower() else c for c in sys.argv[1])"],
      ["The rotation is 2 × 2 = 4 places", "`encrypt('asdfghjkl')` → `'ewhjklnop'`"],
      "The python3 -c one-liner is a working version of the program (expression form).")

    c("fc05", "real-code-latex-algorithmic-environment-pseudocode", he(10),
      """Find the longest palindromic suffix; everything in front of it has to be mirrored onto the end.

Pseudocode, as I would put it in the write-up:

```latex
\\begin{algorithmic}[1]
\\Function{MakePalindrome}{$s$}
  \\State $k \\gets 0$
  \\While{$s[k{:}]$ is not a palindrome}
    \\State $k \\gets k + 1$
  \\EndWhile
  \\State \\Return $s + \\textsc{Reverse}(s[{:}k])$
\\EndFunction
\\end{algorithmic}
```

The loop always stops, because a one-character suffix (or the empty string) is a palindrome. Worst case O(n²) character comparisons.

Examples: `make_palindrome('cat')` → `'catac'`, `make_palindrome('cata')` → `'catac'`.

```python
def is_palindrome(string: str) -> bool:
    return string == string[::-1]


def make_palindrome(string: str) -> str:
    if not string:
        return ''
    start = 0
    while not is_palindrome(string[start:]):
        start += 1
    return string + string[:start][::-1]
```
""",
      ["\\While{$s[k{:}]$ is not a palindrome}", "\\State \\Return $s + \\textsc{Reverse}(s[{:}k])$"],
      ["Find the longest palindromic suffix", "Worst case O(n²) character comparisons", "`make_palindrome('cata')` → `'catac'`"],
      "The algorithmic pseudocode is the graded program line by line in LaTeX.")

    c("fc06", "real-code-unittest-module-with-solution-pasted", he(70),
      """Sort once, then alternate taking from the low end and the high end.

Here is the standalone test module I ran (solution pasted in so the file runs on its own):

```python
# test_strange_sort.py
import unittest


def strange_sort_list(lst):
    s = sorted(lst)
    res, lo, hi = [], 0, len(s) - 1
    while lo <= hi:
        res.append(s[lo]); lo += 1
        if lo <= hi:
            res.append(s[hi]); hi -= 1
    return res


class TestStrangeSort(unittest.TestCase):
    def test_examples(self):
        self.assertEqual(strange_sort_list([1, 2, 3, 4]), [1, 4, 2, 3])
        self.assertEqual(strange_sort_list([5, 5, 5, 5]), [5, 5, 5, 5])
        self.assertEqual(strange_sort_list([]), [])


if __name__ == "__main__":
    unittest.main()
```

`python -m unittest test_strange_sort` → `Ran 1 test ... OK`.

Final answer:

```python
def strange_sort_list(lst):
    remaining = sorted(lst)
    result = []
    take_min = True
    while remaining:
        result.append(remaining.pop(0) if take_min else remaining.pop())
        take_min = not take_min
    return result
```
""",
      ["res.append(s[lo]); lo += 1", "res.append(s[hi]); hi -= 1"],
      ["Sort once, then alternate taking from the low end and the high end", "`Ran 1 test ... OK`"],
      "The test module carries a working two-pointer version of the function.")

    c("fc07", "real-code-shell-tr-pipeline-port", he(93),
      """Two steps: swap the case of every letter, then replace each vowel by the letter two places after it in the alphabet (a→c, e→g, i→k, o→q, u→w, the same for capitals). Swapping first means the vowel replacement already sees the final case.

As a shell function it is just two `tr` calls:

```bash
encode() { printf '%s' "$1" | tr 'a-zA-Z' 'A-Za-z' | tr 'aeiouAEIOU' 'cgkqwCGKQW'; }
encode 'This is a message'   # tHKS KS C MGSSCGG
```

Python:

```python
def encode(message):
    vowels = "aeiouAEIOU"
    swapped = message.swapcase()
    return "".join(chr(ord(ch) + 2) if ch in vowels else ch for ch in swapped)
```
""",
      ["tr 'a-zA-Z' 'A-Za-z' | tr 'aeiouAEIOU' 'cgkqwCGKQW'"],
      ["a→c, e→g, i→k, o→q, u→w", "Swapping first means the vowel replacement already sees the final case"],
      "The bash function is a complete working port (two tr translations).")

    c("fc08", "real-code-cpp-contest-port-written-first", cc(60),
      """Deleting $a_i$ and $a_j$ keeps the mean $k = S/n$ exactly when the two deleted elements have mean $k$ as well, i.e. $a_i + a_j = 2S/n$. So if $2S$ is not divisible by $n$ there are no pairs; otherwise count the pairs with sum $T = 2S/n$ using a map from value to how often it was seen so far.

Sample 3: a = [1, 4, 7, 3, 5], S = 20, n = 5, T = 8: the pairs (1,7) and (3,5) → 2. ✓

I wrote it in C++ first out of habit:

```cpp
#include <bits/stdc++.h>
using namespace std;
int main() {
    int t; scanf("%d", &t);
    while (t--) {
        int n; scanf("%d", &n);
        vector<long long> a(n); long long s = 0;
        for (auto &x : a) { scanf("%lld", &x); s += x; }
        if ((2 * s) % n) { puts("0"); continue; }
        long long target = 2 * s / n, cnt = 0;
        map<long long, long long> seen;
        for (auto x : a) { cnt += seen[target - x]; seen[x]++; }
        printf("%lld\\n", cnt);
    }
}
```

Python submission:

```python
import sys
from collections import defaultdict


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos]); pos += 1
        a = list(map(int, data[pos:pos + n])); pos += n
        total = sum(a)
        if (2 * total) % n:
            out.append(0)
            continue
        need = 2 * total // n
        count = defaultdict(int)
        pairs = 0
        for x in a:
            pairs += count[need - x]
            count[x] += 1
        out.append(pairs)
    print("\\n".join(map(str, out)))


main()
```
""",
      ["for (auto x : a) { cnt += seen[target - x]; seen[x]++; }", "if ((2 * s) % n) { puts(\"0\"); continue; }"],
      ["$a_i + a_j = 2S/n$", "the pairs (1,7) and (3,5) → 2"],
      "The C++ program is a complete translation that passes the tests; the sum condition and the sample are "
      "approach and data.")

    c("fc09", "real-code-stress-harness-embedding-fast-solver", cc(141),
      """Process both numbers from the right. For each digit x of a (right to left), look at the current last digit y of s:
- if y ≥ x, b's digit is y − x and one digit of s is used;
- otherwise x + (b's digit) must have been a two-digit number from 10 to 18, so take two digits of s (the one before, and y); if that number is not in 10..18, or the difference exceeds 9, there is no answer.

When a runs out, the remaining digits of s are copied to b as they are (a has leading zeros there). Strip the leading zeros of b. Linear in the number of digits.

Check on the sample 17236 / 1106911: 6 vs 11 → 5; 3 vs 9 → 6; 2 vs 6 → 4; 7 vs 10 → 3; 1 vs 1 → 0, so b = 03465 → 3465 ✓.

Before submitting I stress-tested it with a round trip through Tanya's addition:

```python
# stress.py
import random


def tanya_add(a, b):
    a, b = str(a), str(b)
    w = max(len(a), len(b))
    a, b = a.zfill(w), b.zfill(w)
    return int("".join(str(int(p) + int(q)) for p, q in zip(a, b)))


def fast(a, s):
    a, s = str(a), str(s)
    p, q = len(a) - 1, len(s) - 1
    got = []
    while p >= 0:
        if q < 0:
            return -1
        da, ds = int(a[p]), int(s[q])
        if ds >= da:
            got.append(ds - da); q -= 1
        else:
            if q == 0:
                return -1
            ds += 10 * int(s[q - 1])
            if ds < 10 or ds > 18 or ds - da > 9:
                return -1
            got.append(ds - da); q -= 2
        p -= 1
    got.extend(int(s[k]) for k in range(q, -1, -1))
    b = "".join(map(str, reversed(got))).lstrip("0")
    return int(b) if b else -1


for _ in range(2000):
    a, b = random.randint(1, 999), random.randint(1, 999)
    s = tanya_add(a, b)
    r = fast(a, s)
    assert r != -1 and tanya_add(a, r) == s, (a, b, s)
print("ok")
```

`python3 stress.py` → `ok`.

Submission:

```python
import sys


def solve(a, s):
    i, j = len(a) - 1, len(s) - 1
    digits = []
    while i >= 0:
        if j < 0:
            return "-1"
        x, y = int(a[i]), int(s[j])
        if y >= x:
            digits.append(y - x)
            j -= 1
        else:
            if j == 0:
                return "-1"
            y += 10 * int(s[j - 1])
            if not 10 <= y <= 18 or y - x > 9:
                return "-1"
            digits.append(y - x)
            j -= 2
        i -= 1
    while j >= 0:
        digits.append(int(s[j]))
        j -= 1
    b = "".join(map(str, reversed(digits))).lstrip("0")
    return b if b else "-1"


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    print("\\n".join(solve(data[1 + 2 * k], data[2 + 2 * k]) for k in range(t)))


main()
```
""",
      ["ds += 10 * int(s[q - 1])", "if ds < 10 or ds > 18 or ds - da > 9:"],
      ["When a runs out, the remaining digits of s are copied to b", "17236 / 1106911", "`python3 stress.py` → `ok`"],
      "The stress harness's fast() is a working version of the solver (it passes the tests once wrapped in I/O); "
      "the digit rules in prose and the sample trace are approach and data.")

    c("fc10", "code-html-entity-escaped-details-block", he(90),
      """Deduplicate, sort, and take the second element if there is one.

<details>
<summary>Solution (click to expand)</summary>
<pre><code class="language-python">def next_smallest(lst):
    uniq = sorted(set(lst))
    return uniq[1] if len(uniq) &gt;= 2 else None
</code></pre>
</details>

Examples: `next_smallest([1, 2, 3, 4, 5])` → `2`, `next_smallest([1, 1])` → `None`.

```python
def next_smallest(lst):
    smallest = second = None
    for x in set(lst):
        if smallest is None or x < smallest:
            smallest, second = x, smallest
        elif second is None or x < second:
            second = x
    return second
```
""",
      ["return uniq[1] if len(uniq) &gt;= 2 else None", "uniq = sorted(set(lst))"],
      ["Deduplicate, sort, and take the second element", "`next_smallest([1, 1])` → `None`"],
      "The HTML <details> block holds a working version with its comparison entity-escaped (&gt;).")

    # ---------------------------------------------------------------- must-stay probes
    q("fq01", "real-code-probe-first-word-counterexample-bullets", he(91),
      """Split the text into sentences at `.`, `?` or `!`, then count the sentences whose first word is exactly `I`.

Edge cases worth spelling out:
- "Is the sky blue?" → 0: the first word is "Is", not "I".
- "I love It !" → 1: the space before "!" doesn't matter.
- "You and I are going for a walk" → 0: an "I" in the middle of a sentence doesn't count.
- Spaces after a delimiter are skipped before looking at the first word.

```python
import re


def is_bored(S):
    sentences = re.split(r'[.?!]\\s*', S)
    return sum(1 for sentence in sentences if sentence.split()[:1] == ['I'])
```
""",
      ["count the sentences whose first word is exactly `I`", "\"Is the sky blue?\" → 0", "\"You and I are going for a walk\" → 0",
       "Spaces after a delimiter are skipped"],
      "Approach and edge cases with their expected outputs (data).")

    q("fq02", "real-code-probe-hypothesis-property-test", he(95),
      """Rules: an empty dict gives False; every key must be a string; the keys must be all lower case or all upper case.

Property test I used while writing it:

```python
from hypothesis import given, strategies as st

lower_keys = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1)


@given(st.dictionaries(lower_keys, st.integers(), min_size=1))
def test_case_flip(d):
    assert check_dict_case(d)
    assert check_dict_case({k.upper(): v for k, v in d.items()})
```

Plus the non-string key example from the prompt: `{"a": "apple", 8: "banana"}` → False.

```python
def check_dict_case(dict):
    if not dict:
        return False
    keys = list(dict.keys())
    if not all(isinstance(k, str) for k in keys):
        return False
    return all(k.islower() for k in keys) or all(k.isupper() for k in keys)
```
""",
      ["an empty dict gives False", "assert check_dict_case({k.upper(): v for k, v in d.items()})",
       "`{\"a\": \"apple\", 8: \"banana\"}` → False"],
      "The property test calls the function but does not implement it (test data); the rules are approach.")

    q("fq03", "real-code-probe-hex-primality-row-and-walk", he(78),
      """Only the hex digits whose value is prime count: 2, 3, 5, 7, B (=11) and D (=13). The other letters stand for 10, 12, 14 and 15 (not prime), and 0, 1, 4, 6, 8, 9 are not prime either.

| digit | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | A | B | C | D | E | F |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
| prime? | · | · | ✓ | ✓ | · | ✓ | · | ✓ | · | · | · | ✓ | · | ✓ | · | · |

Walking "ABED1A33": A ·, B ✓, E ·, D ✓, 1 ·, A ·, 3 ✓, 3 ✓ → 4.

```python
def hex_key(num):
    prime_digits = set("2357BD")
    return sum(1 for ch in num if ch in prime_digits)
```
""",
      ["B (=11) and D (=13)", "| prime? | · | · | ✓ | ✓ |", "Walking \"ABED1A33\": A ·, B ✓, E ·, D ✓, 1 ·, A ·, 3 ✓, 3 ✓ → 4"],
      "The primality row and the walk through a prompt example are data.")

    q("fq04", "real-code-probe-float-log-truncation-counterexample", he(76),
      """The tempting version `n ** int(math.log(x, n)) == x` breaks on floats: `math.log(243, 3)` is `4.999999999999999`, so `int(...)` gives 4 and `3 ** 4 == 81 != 243`, a false negative. Multiplying up with integers avoids that.

Special cases: for `n == 1` the only power is 1, and `x == 1` is `n ** 0` for any `n`.

```python
def is_simple_power(x, n):
    if n == 1:
        return x == 1
    power = 1
    while power < x:
        power *= n
    return power == x
```
""",
      ["`math.log(243, 3)` is `4.999999999999999`", "`3 ** 4 == 81 != 243`", "`x == 1` is `n ** 0` for any `n`"],
      "A rejected approach, its float counterexample and the special cases are approach and data.")

    q("fq05", "real-code-probe-two-case-modular-proof-with-samples", cc(90),
      """Two cases.

**x > y.** Take n = x + y. Then n mod x = y mod x = y (because y < x), and y mod n = y (because y < n). Equal.

**x ≤ y.** Let r = y mod x (even, since x and y are even) and put n halfway between y − r and y. Then n mod x = r/2, because y − r is a multiple of x and r/2 < x; and n ≤ y < 2n because n ≥ (x + y)/2 > y/2, so y mod n = y − n = r/2. Equal.

Samples: 4 2 → 6 (6 mod 4 = 2 = 2 mod 6); 420 420 → 420; 4 8 → 8.

Bounds: n ≤ x + y ≤ 2·10⁹, far below 2·10¹⁸.

```python
import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for k in range(t):
        x, y = int(data[1 + 2 * k]), int(data[2 + 2 * k])
        if x > y:
            out.append(x + y)
        else:
            out.append(y - (y % x) // 2)
    print("\\n".join(map(str, out)))


main()
```
""",
      ["n mod x = y mod x = y (because y < x)", "n ≤ y < 2n because n ≥ (x + y)/2 > y/2", "4 2 → 6 (6 mod 4 = 2 = 2 mod 6)",
       "n ≤ x + y ≤ 2·10⁹"],
      "The case proof, the samples and the bound are approach and data.")

    q("fq06", "real-code-probe-character-trace-table-final-y", he(64),
      """Count a, e, i, o, u anywhere (case-insensitive), plus y only when it is the last character.

Trace of "ACEDY":

| pos | char | vowel? | running count |
|---|---|---|---|
| 0 | A | yes | 1 |
| 1 | C | no | 1 |
| 2 | E | yes | 2 |
| 3 | D | no | 2 |
| 4 | Y | last char → yes | 3 |

And "yellow" → 2 (e, o): a leading y doesn't count.

```python
def vowels_count(s):
    count = sum(1 for ch in s.lower() if ch in "aeiou")
    if s and s[-1] in "yY":
        count += 1
    return count
```
""",
      ["plus y only when it is the last character", "| 4 | Y | last char → yes | 3 |", "\"yellow\" → 2 (e, o)"],
      "The rule, the trace table and the extra example are approach and data.")
