"""fresh20 code cases: leak attempts gc01-gc10 (gc01-gc09 realistic, gc10 adversarial) restate the graded program
(the last ```python block) in another shape outside it; must-stay probes gq01-gq06 (all realistic) hold samples,
traces, complexity and pitfalls that must survive while the graded block is hidden."""
from probs import cc, he


def build(c, q):
    # ---------------- leak attempts ----------------
    c("gc01", "real-code-go-sorted-scan-port", he(0),
      """To check whether any two numbers are closer than `threshold`, the simplest correct approach compares every pair: n(n−1)/2 comparisons, fine for small lists.

A faster alternative sorts first: after sorting, the closest pair must be adjacent, so one pass over neighbours suffices, O(n log n) overall.

I prototyped the sorted version in Go first:

```go
func hasCloseElements(numbers []float64, threshold float64) bool {
    s := append([]float64(nil), numbers...)
    sort.Float64s(s)
    for i := 1; i < len(s); i++ {
        if s[i]-s[i-1] < threshold {
            return true
        }
    }
    return false
}
```

The same idea in Python:

```python
from typing import List


def has_close_elements(numbers: List[float], threshold: float) -> bool:
    s = sorted(numbers)
    for i in range(1, len(s)):
        if s[i] - s[i - 1] < threshold:
            return True
    return False
```

Examples: `[1.0, 2.0, 3.0]` with threshold `0.5` gives `False` (every gap is 1.0); `[1.0, 2.8, 3.0, 4.0, 5.0, 2.0]` with `0.3` gives `True` (2.8 and 3.0 differ by 0.2).""",
      leak_forms=["sort.Float64s(s)", "if s[i]-s[i-1] < threshold {"],
      must_stay=["O(n log n)", "2.8 and 3.0 differ by 0.2", "every gap is 1.0"],
      note="A Go port of the graded program before it (a translation).")

    c("gc02", "real-code-kotlin-port-after-graded-block", he(33),
      """The indices divisible by three are 0, 3, 6, …; only those positions get sorted among themselves, everything else stays put.

Python makes this a slice assignment: take `l[::3]`, sort it, write it back into the same slice of a copy.

```python
def sort_third(l: list):
    l = list(l)
    l[::3] = sorted(l[::3])
    return l
```

Check on the docstring example: `[5, 6, 3, 4, 8, 9, 2]` has the values `5, 4, 2` at indices 0, 3, 6; sorted they become `2, 4, 5`, giving `[2, 6, 3, 4, 8, 9, 5]`.

For anyone porting this to Android, the Kotlin equivalent:

```kotlin
fun sortThird(l: List<Int>): List<Int> {
    val thirds = l.filterIndexed { i, _ -> i % 3 == 0 }.sorted()
    return l.mapIndexed { i, v -> if (i % 3 == 0) thirds[i / 3] else v }
}
```

Both run in O(n log n) because of the sort.""",
      leak_forms=["l.filterIndexed { i, _ -> i % 3 == 0 }.sorted()", "if (i % 3 == 0) thirds[i / 3] else v"],
      must_stay=["`5, 4, 2` at indices 0, 3, 6", "`[2, 6, 3, 4, 8, 9, 5]`", "O(n log n)"],
      note="A Kotlin port after the graded block (position: after, not before).")

    c("gc03", "real-code-swift-set-port", he(43),
      """Walk the list once and keep a set of the values seen so far. For each new `x`, if `-x` is already in the set, two distinct elements sum to zero. Checking before inserting means a single `0` does not pair with itself, while two zeros do.

```python
def pairs_sum_to_zero(l):
    seen = set()
    for x in l:
        if -x in seen:
            return True
        seen.add(x)
    return False
```

Time O(n), extra space O(n). On `[2, 4, -5, 3, 5, 7]` the pair is -5 and 5, so the result is `True`; `[1, 3, 5, 0]` gives `False`.

Swift version from my scratch playground, same logic:

```swift
func pairsSumToZero(_ l: [Int]) -> Bool {
    var seen = Set<Int>()
    for x in l {
        if seen.contains(-x) { return true }
        seen.insert(x)
    }
    return false
}
```""",
      leak_forms=["if seen.contains(-x) { return true }", "var seen = Set<Int>()"],
      must_stay=["Time O(n), extra space O(n)", "the pair is -5 and 5", "`[1, 3, 5, 0]` gives `False`"],
      note="A Swift port at the end of the draft.")

    c("gc04", "real-code-leetcode-class-wrapper-version", he(68),
      """We need the smallest even value and, among equal values, the smallest index.

My first pass was written LeetCode-style:

```
class Solution:
    def pluck(self, arr: List[int]) -> List[int]:
        best = None
        for i, v in enumerate(arr):
            if v % 2 == 0 and (best is None or v < best[0]):
                best = [v, i]
        return best or []
```

The strict `<` keeps the first index when a value repeats. HumanEval wants a plain function, so here is the final version, which lets tuple comparison handle the tie-break (value first, then index):

```python
def pluck(arr):
    evens = [(v, i) for i, v in enumerate(arr) if v % 2 == 0]
    if not evens:
        return []
    v, i = min(evens)
    return [v, i]
```

Examples: `[4, 2, 3]` gives `[2, 1]`; `[5, 0, 3, 0, 4, 2]` gives `[0, 1]` (two zeros, the first one wins); `[]` gives `[]`. One pass, O(n).""",
      leak_forms=["if v % 2 == 0 and (best is None or v < best[0]):", "return best or []"],
      must_stay=["`[5, 0, 3, 0, 4, 2]` gives `[0, 1]`", "One pass, O(n)", "The strict `<` keeps the first index"],
      note="An earlier working version as a LeetCode `class Solution` method in a bare fence.")

    c("gc05", "real-code-line-by-line-walkthrough-bullets", he(94),
      """Plan: find the largest prime in the list, then sum its decimal digits.

**Walkthrough, line by line:**

1. `def is_prime(n):` a helper for primality.
2. `if n < 2: return False` (0 and 1 are not prime).
3. `i = 2` and then `while i * i <= n:` (trial division only up to the square root).
4. `if n % i == 0: return False` (found a divisor).
5. `i += 1` inside the loop, and `return True` after it.
6. `largest = max((x for x in lst if is_prime(x)), default=0)` picks the largest prime.
7. `return sum(int(d) for d in str(largest))` adds its digits.

Cost: O(n·√M) for n numbers of size at most M.

Check with the first example: the largest prime is 181, and 1 + 8 + 1 = 10, matching the expected output.

```python
def skjkasdkd(lst):
    def is_prime(n):
        if n < 2:
            return False
        i = 2
        while i * i <= n:
            if n % i == 0:
                return False
            i += 1
        return True

    largest = max((x for x in lst if is_prime(x)), default=0)
    return sum(int(d) for d in str(largest))
```""",
      leak_forms=["`largest = max((x for x in lst if is_prime(x)), default=0)`",
                  "`return sum(int(d) for d in str(largest))`"],
      must_stay=["O(n·√M)", "the largest prime is 181, and 1 + 8 + 1 = 10"],
      note="A numbered walkthrough whose items, read in order, are the whole program (inline code).")

    c("gc06", "real-code-perl-oneliner-port", he(15),
      """We need the numbers 0 through n inclusive, that is n + 1 numbers, separated by single spaces with no trailing space.

```python
def string_sequence(n: int) -> str:
    return ' '.join(str(i) for i in range(n + 1))
```

`string_sequence(0)` is `'0'` and `string_sequence(5)` is `'0 1 2 3 4 5'`. Linear in the length of the output.

If you just want it from the shell, a Perl one-liner does the same: `perl -e 'print join(" ", 0..$ARGV[0]), "\\n"' 5` prints `0 1 2 3 4 5`.""",
      leak_forms=["""perl -e 'print join(" ", 0..$ARGV[0]), "\\n"' 5"""],
      must_stay=["n + 1 numbers", "`string_sequence(5)` is `'0 1 2 3 4 5'`", "no trailing space"],
      note="A Perl one-liner in inline code after the graded block (a translation).")

    c("gc07", "real-code-r-vectorised-port", he(4),
      """Mean absolute deviation: first the mean, then the average distance of each value from it.

In R this is a single vectorised expression (note that R's built-in `mad()` is the *median* absolute deviation, scaled by 1.4826, so it is not what we want):

```r
mean_abs_dev <- function(x) mean(abs(x - mean(x)))
```

Python version for the task:

```python
from typing import List


def mean_absolute_deviation(numbers: List[float]) -> float:
    mean = sum(numbers) / len(numbers)
    return sum(abs(x - mean) for x in numbers) / len(numbers)
```

Check: `[1.0, 2.0, 3.0, 4.0]` has mean 2.5; the distances are 1.5, 0.5, 0.5, 1.5, whose average is the expected `1.0`. Two passes, O(n).""",
      leak_forms=["mean_abs_dev <- function(x) mean(abs(x - mean(x)))"],
      must_stay=["R's built-in `mad()`", "mean 2.5", "1.5, 0.5, 0.5, 1.5", "Two passes, O(n)"],
      note="A vectorised R port before the graded block.")

    c("gc08", "real-code-typescript-node-contest-port", cc(147),
      """**Observation.** Go around the circle. Every `E` forces equality between neighbours and every `N` forces inequality. If there is exactly one `N`, then all the `E`s chain every element to the next and around the circle back to the pair that was supposed to differ, which is a contradiction. With zero `N`s all values are equal. With two or more `N`s we can use two values and switch between them at the `N` positions (with three values if needed), so an array always exists.

So the answer is `NO` exactly when the string contains exactly one `N`.

Samples: `EEE` gives `YES`, `EN` gives `NO`, `ENNEENE` gives `YES`, `NENN` gives `YES`. O(total length).

I first wrote it in TypeScript for Node:

```typescript
const lines = require("fs").readFileSync(0, "utf8").split("\\n");
const t = parseInt(lines[0]);
const out: string[] = [];
for (let i = 1; i <= t; i++) {
  const s = lines[i].trim();
  const n = s.split("").filter(c => c === "N").length;
  out.push(n === 1 ? "NO" : "YES");
}
console.log(out.join("\\n"));
```

Python submission:

```python
import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for s in data[1:1 + t]:
        out.append("NO" if s.count("N") == 1 else "YES")
    print("\\n".join(out))


main()
```""",
      leak_forms=['const n = s.split("").filter(c => c === "N").length;', 'out.push(n === 1 ? "NO" : "YES");'],
      must_stay=["exactly when the string contains exactly one `N`", "`EN` gives `NO`", "O(total length)"],
      note="CodeContests: a TypeScript (Node) port of the graded program. The one-N criterion in prose is the "
           "approach (work).")

    c("gc09", "real-code-python2-dialect-version", cc(52),
      """**Key idea.** A special number is a sum of distinct powers of n, i.e. a number whose base-n digits are all 0 or 1. Ordering them increasingly is the same as ordering those 0/1 digit strings as binary numbers. So the k-th special number is k's binary digits read in base n.

Example: n = 3, k = 4 = 100₂, so the answer is 3² = 9. For n = 2 the special numbers are all positive integers, and k = 12 gives 12.

Each query is O(log k): walk k's bits while keeping the current power of n mod 10^9+7.

An old judge I use still runs Python 2, so I first wrote:

```python2
import sys
MOD = 10**9 + 7
t = int(raw_input())
for _ in xrange(t):
    n, k = map(int, raw_input().split())
    ans, p = 0, 1
    while k:
        if k & 1:
            ans = (ans + p) % MOD
        p = p * n % MOD
        k >>= 1
    print ans
```

Python 3 version with fast input:

```python
import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    idx = 1
    for _ in range(t):
        n = int(data[idx])
        k = int(data[idx + 1])
        idx += 2
        ans = 0
        p = 1
        while k:
            if k & 1:
                ans = (ans + p) % MOD
            p = p * n % MOD
            k >>= 1
        out.append(ans)
    sys.stdout.write("\\n".join(map(str, out)) + "\\n")


main()
```""",
      leak_forms=["t = int(raw_input())", "n, k = map(int, raw_input().split())", "    print ans"],
      must_stay=["k-th special number is k's binary digits read in base n", "n = 3, k = 4", "O(log k)"],
      note="CodeContests: an earlier working version in the Python 2 dialect (`raw_input`, `xrange`, print "
           "statement) in a ```python2 fence before the graded Python 3 block.")

    c("gc10", "code-org-mode-src-block-version", he(56),
      """Track the nesting depth: `<` adds one, `>` subtracts one. The string is correctly bracketed when the depth never goes negative and ends at zero.

From my notes file (org-mode), the first version:

#+BEGIN_SRC python
def correct_bracketing(brackets):
    depth = 0
    for b in brackets:
        if b == "<":
            depth += 1
        else:
            depth -= 1
            if depth < 0:
                return False
    return depth == 0
#+END_SRC

Tightened up:

```python
def correct_bracketing(brackets: str):
    depth = 0
    for b in brackets:
        depth += 1 if b == "<" else -1
        if depth < 0:
            return False
    return depth == 0
```

`"<"` ends at depth 1, so `False`; `"><<>"` dips below zero at the first character, so `False`; `"<<><>>"` gives `True`. O(n) time, O(1) space.""",
      leak_forms=['        if b == "<":\n            depth += 1\n        else:\n            depth -= 1', "#+BEGIN_SRC python"],
      must_stay=['`"><<>"` dips below zero at the first character', "O(n) time, O(1) space"],
      note="ADVERSARIAL: an earlier working version in an org-mode #+BEGIN_SRC block (no markdown fence).")

    # ---------------- must-stay probes ----------------
    q("gq01", "real-code-probe-depth-trace-table", he(1),
      """Scan the string, skip spaces, and keep a depth counter. Append each parenthesis to the current group; when the depth returns to 0 after a `)`, the group is complete.

Trace on the third group `(( )( ))` (spaces skipped):

| char | depth after | current group |
|---|---|---|
| `(` | 1 | `(` |
| `(` | 2 | `((` |
| `)` | 1 | `(()` |
| `(` | 2 | `(()(` |
| `)` | 1 | `(()()` |
| `)` | 0 | `(()())` → emit |

So `separate_paren_groups('( ) (( )) (( )( ))')` returns `['()', '(())', '(()())']`. One pass, O(n).

```python
from typing import List


def separate_paren_groups(paren_string: str) -> List[str]:
    groups = []
    current = []
    depth = 0
    for ch in paren_string:
        if ch == ' ':
            continue
        current.append(ch)
        if ch == '(':
            depth += 1
        else:
            depth -= 1
            if depth == 0:
                groups.append(''.join(current))
                current = []
    return groups
```""",
      must_stay=["| `)` | 0 | `(()())` → emit |", "returns `['()', '(())', '(()())']`", "One pass, O(n)"],
      note="A depth trace table and the sample output are data, not the program.")

    q("gq02", "real-code-probe-edge-case-bullets", he(5),
      """Put the delimiter between consecutive elements only, so a list of length n gets len(numbers) - 1 copies of it (none for an empty or one-element list).

Edge cases to keep in mind:
- `intersperse([], 4)` → `[]`
- `intersperse([7], 4)` → `[7]`
- `intersperse([1, 2, 3], 4)` → `[1, 4, 2, 4, 3]`

Build the result in one pass, adding the delimiter before every element except the first. O(n).

```python
from typing import List


def intersperse(numbers: List[int], delimeter: int) -> List[int]:
    result = []
    for i, x in enumerate(numbers):
        if i:
            result.append(delimeter)
        result.append(x)
    return result
```""",
      must_stay=["len(numbers) - 1 copies", "`intersperse([], 4)` → `[]`", "`intersperse([7], 4)` → `[7]`",
                 "`intersperse([1, 2, 3], 4)` → `[1, 4, 2, 4, 3]`"],
      note="Edge-case bullets with expected outputs (tests), not code.")

    q("gq03", "real-code-probe-leftover-prime-pitfall-prose", he(25),
      """Trial division: divide out 2 as often as possible, then 3, and so on, while the divisor squared is at most what remains. Complexity O(√n).

A common pitfall: stopping at √n and forgetting whatever is left. For `factorize(70)`: divide by 2 (35 left), 3 does not divide, 5 divides (7 left), and now 6·6 > 7 so the loop stops, but the leftover 7 is itself prime and must be appended. That gives `[2, 5, 7]`. Likewise `factorize(8)` is `[2, 2, 2]` and `factorize(25)` is `[5, 5]`.

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
```""",
      must_stay=["Complexity O(√n)", "the leftover 7 is itself prime", "That gives `[2, 5, 7]`",
                 "`factorize(8)` is `[2, 2, 2]`"],
      note="The pitfall explained on a sample; prose and samples, not code.")

    q("gq04", "real-code-probe-sorted-neighbours-argument", he(20),
      """After sorting, the closest pair must be adjacent: if a < b < c then b − a and c − b are both at most c − a. So sort and compare neighbours only. O(n log n).

On `[1.0, 2.0, 3.0, 4.0, 5.0, 2.2]`: sorted it is `[1.0, 2.0, 2.2, 3.0, 4.0, 5.0]`, the neighbour gaps are 1.0, 0.2, 0.8, 1.0, 1.0, and the smallest gap gives `(2.0, 2.2)`. With a repeated value, `[1.0, 2.0, 3.0, 4.0, 5.0, 2.0]` gives `(2.0, 2.0)`.

```python
from typing import List, Tuple


def find_closest_elements(numbers: List[float]) -> Tuple[float, float]:
    s = sorted(numbers)
    best = min(range(len(s) - 1), key=lambda i: s[i + 1] - s[i])
    return (s[best], s[best + 1])
```""",
      must_stay=["the closest pair must be adjacent", "`[1.0, 2.0, 2.2, 3.0, 4.0, 5.0]`",
                 "1.0, 0.2, 0.8, 1.0, 1.0", "gives `(2.0, 2.2)`"],
      note="The adjacency argument and a worked sample; approach and data, not code.")

    q("gq05", "real-code-probe-bit-count-hand-simulation", cc(120),
      """The AND of the kept numbers is non-zero exactly when some bit is set in all of them. So for each bit b, count how many numbers in [l, r] have bit b set; keep the best bit and delete everything else. Answer = (r − l + 1) − max count.

Hand simulation on the sample line `2 8` (numbers 2..8):

| bit | numbers with the bit set | count |
|---|---|---|
| bit 0 | 3, 5, 7 | 3 |
| bit 1 | 2, 3, 6, 7 | 4 |
| bit 2 | 4, 5, 6, 7 | 4 |
| bit 3 | 8 | 1 |

Seven numbers, best count 4, so 7 − 4 = 3 deletions, matching the expected output. With up to 10^4 queries, precompute prefix counts per bit up to 2·10^5 (18 bits), then each query is O(18).

```python
import sys
from itertools import accumulate


def main():
    MAXV = 200000
    BITS = 18
    pref = [list(accumulate((v >> b) & 1 for v in range(MAXV + 1))) for b in range(BITS)]
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        l = int(data[1 + 2 * i])
        r = int(data[2 + 2 * i])
        best = max(pref[b][r] - pref[b][l - 1] for b in range(BITS))
        out.append(r - l + 1 - best)
    print("\\n".join(map(str, out)))


main()
```""",
      must_stay=["| bit 1 | 2, 3, 6, 7 | 4 |", "7 − 4 = 3 deletions", "Answer = (r − l + 1) − max count",
                 "each query is O(18)"],
      note="CodeContests: a hand simulation of a sample and the counting formula; data and approach, not code.")

    q("gq06", "real-code-probe-bool-subclass-caveat-inline", he(22),
      """Keep the values whose type is an integer. One caveat: in Python `bool` is a subclass of `int`, so `isinstance(True, int)` is `True`; if booleans should not count as integers they have to be excluded explicitly. Floats such as `3.14` are dropped either way.

Examples: `filter_integers(['a', 3.14, 5])` → `[5]`; `filter_integers([1, 2, 3, 'abc', {}, []])` → `[1, 2, 3]`. O(n).

```python
from typing import List, Any


def filter_integers(values: List[Any]) -> List[int]:
    return [x for x in values if isinstance(x, int) and not isinstance(x, bool)]
```""",
      must_stay=["`isinstance(True, int)` is `True`", "Floats such as `3.14` are dropped",
                 "`filter_integers(['a', 3.14, 5])` → `[5]`"],
      note="An inline-code caveat about bool and the samples; not the program.")
