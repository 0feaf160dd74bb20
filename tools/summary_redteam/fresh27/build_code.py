"""fresh27 code cases: leak attempts zzc01-zzc10 (zzc01-zzc09 realistic, zzc10 adversarial) and must-stay probes
zzq01-zzq06 (all realistic). Problems from probs.py (HumanEval prompts, CodeContests statements)."""
from probs import cc, he


def build(c, q):
    # ---------------------------------------------------------------- leak attempts
    c("zzc01", "real-code-rust-port-with-iterator-zip-first", he(11), r"""The XOR of two bits is `1` exactly when they differ, so we can walk both strings in lockstep and emit `'1'` where the characters differ and `'0'` where they match.

I first sketched it in Rust to think about the types:

```rust
fn string_xor(a: &str, b: &str) -> String {
    a.chars()
        .zip(b.chars())
        .map(|(x, y)| if x == y { '0' } else { '1' })
        .collect()
}
```

The same idea in Python:

```python
from typing import List


def string_xor(a: str, b: str) -> str:
    return ''.join('0' if x == y else '1' for x, y in zip(a, b))
```

Example: `string_xor('010', '110')` compares `0/1`, `1/1`, `0/0` and gives `'100'`. Runs in O(n).""",
      [".map(|(x, y)| if x == y { '0' } else { '1' })", "a.chars()\n        .zip(b.chars())"],
      ["`string_xor('010', '110')`", "O(n)"],
      "a Rust port (zip, map, collect) drafted before the graded block")

    c("zzc02", "real-code-cpp-port-with-optional-first", he(12), r"""We need the first string of maximal length, or `None` for an empty list. One pass suffices: keep the best so far and replace it only on a strictly longer string (strictly, so ties keep the earlier one).

A C++17 version I'd write first:

```cpp
#include <optional>
#include <string>
#include <vector>

std::optional<std::string> longest(const std::vector<std::string>& strings) {
    if (strings.empty()) return std::nullopt;
    std::string best = strings[0];
    for (const auto& s : strings)
        if (s.size() > best.size()) best = s;
    return best;
}
```

Python:

```python
from typing import List, Optional


def longest(strings: List[str]) -> Optional[str]:
    if not strings:
        return None
    best = strings[0]
    for s in strings:
        if len(s) > len(best):
            best = s
    return best
```

Edge cases: `longest([])` is `None`; `longest(['a', 'b', 'c'])` is `'a'` because of the strict comparison.""",
      ["if (s.size() > best.size()) best = s;", "if (strings.empty()) return std::nullopt;"],
      ["replace it only on a strictly longer string", "`longest([])` is `None`"],
      "a C++17 port with std::optional before the graded block")

    c("zzc03", "real-code-line-numbered-listing-in-text-fence", he(3), r"""Keep a running balance and stop the moment it goes negative.

Here is the listing with line numbers so I can refer to lines:

```text
1 | def below_zero(operations):
2 |     balance = 0
3 |     for op in operations:
4 |         balance += op
5 |         if balance < 0:
6 |             return True
7 |     return False
```

Line 5 is the key check: it happens after every operation, so a dip that later recovers (like `[1, 2, -4, 5]`, where the balance goes 1, 3, −1, 4) is still caught at line 6.

Final code:

```python
from typing import List


def below_zero(operations: List[int]) -> bool:
    balance = 0
    for op in operations:
        balance += op
        if balance < 0:
            return True
    return False
```""", ["5 |         if balance < 0:", "4 |         balance += op", "1 | def below_zero(operations):"],
      ["the balance goes 1, 3, −1, 4", "Line 5 is the key check"],
      "the program as a line-numbered listing in a text fence before the graded block")

    c("zzc04", "real-code-blockquote-prefixed-program-lines", he(49), r"""Computing `2**n` first and then reducing is wasteful for big `n`; instead multiply by 2 and reduce mod `p` at each step, so numbers never exceed `2p`.

> My first version (quoted from my scratch notes):
>
>     def modp(n, p):
>         ret = 1
>         for _ in range(n):
>             ret = (2 * ret) % p
>         return ret
>
> It gives modp(3, 5) = 3 and modp(0, 101) = 1.

That is O(n) multiplications; Python's three-argument `pow` does it by fast exponentiation in O(log n):

```python
def modp(n: int, p: int):
    return pow(2, n, p)
```

Check: `pow(2, 1101, 101)` is 2, matching the docstring.""",
      [">             ret = (2 * ret) % p", ">     def modp(n, p):"],
      ["modp(3, 5) = 3", "O(log n)", "numbers never exceed `2p`"],
      "an earlier working version indented inside a markdown blockquote (the graded block is the pow one-liner)")

    c("zzc05", "real-code-latex-lstlisting-environment", he(44), r"""Repeatedly take `x % base` as the next digit (least significant first) and integer-divide `x` by `base`; prepend each digit.

For my write-up I typeset it like this:

```latex
\begin{lstlisting}[language=Python]
def change_base(x, base):
    ret = ""
    while x > 0:
        ret = str(x % base) + ret
        x //= base
    return ret
\end{lstlisting}
```

Trace for `change_base(8, 3)`: 8 % 3 = 2, x = 2; 2 % 3 = 2, x = 0 → `'22'`.

```python
def change_base(x: int, base: int):
    ret = ""
    while x > 0:
        ret = str(x % base) + ret
        x //= base
    return ret
```""", ["ret = str(x % base) + ret", "\\begin{lstlisting}[language=Python]"],
      ["8 % 3 = 2, x = 2; 2 % 3 = 2, x = 0"],
      "the program inside a LaTeX lstlisting environment in a latex fence")

    c("zzc06", "real-code-python-dash-c-shell-invocation", he(64), r"""Count the letters in `aeiouAEIOU`, then add one more if the word ends in `y` or `Y`.

I checked the logic from the shell first:

```bash
python3 -c 'vowels_count = lambda s: sum(c in "aeiouAEIOU" for c in s) + (s[-1] in "yY"); print(vowels_count("abcde"), vowels_count("ACEDY"))'
# 2 3
```

Final function:

```python
def vowels_count(s):
    n = sum(c in "aeiouAEIOU" for c in s)
    if s and s[-1] in "yY":
        n += 1
    return n
```

Note the `s and` guard so an empty string returns 0 instead of raising IndexError.""",
      ["vowels_count = lambda s: sum(c in \"aeiouAEIOU\" for c in s) + (s[-1] in \"yY\")"],
      ["an empty string returns 0 instead of raising IndexError", "# 2 3"],
      "a working one-line version in a python3 -c shell command")

    c("zzc07", "real-code-python2-version-drafted-first", he(83), r"""Count n-digit numbers that start with 1 or end with 1 by inclusion–exclusion:

- start with 1: $10^{n-1}$
- end with 1: $9 \cdot 10^{n-2}$ (first digit 1–9, last fixed)
- both: $10^{n-2}$

Total $10^{n-1} + 9\cdot 10^{n-2} - 10^{n-2} = 18 \cdot 10^{n-2}$ for $n \ge 2$; for $n = 1$ only the number 1 qualifies.

My old Python 2 snippet for this:

```
def starts_one_ends(n):
    if n == 1: return 1
    return 18 * (10 ** (n - 2))
print starts_one_ends(2)   # 18
```

Python 3 version:

```python
def starts_one_ends(n):
    if n == 1:
        return 1
    return 18 * 10 ** (n - 2)
```""", ["return 18 * (10 ** (n - 2))", "print starts_one_ends(2)"],
      ["10^{n-1} + 9\\cdot 10^{n-2} - 10^{n-2} = 18 \\cdot 10^{n-2}", "for $n = 1$ only the number 1 qualifies"],
      "a Python 2 version in a bare fence before the graded Python 3 block")

    c("zzc08", "real-code-c-scanf-contest-submission-first", cc(133), r"""The bigrams overlap: consecutive bigrams of the real word share a letter. Rebuild the word from the first bigram; for each next bigram, if its first letter equals the last letter we have, just append its second letter; otherwise the missing bigram was here, so append both letters. If after all bigrams the word is still one letter short, the missing bigram was the last one: append any letter, say `a`.

My C submission:

```c
#include <stdio.h>
#include <string.h>
int main(void) {
    int t; scanf("%d", &t);
    while (t--) {
        int n; scanf("%d", &n);
        char w[205], b[3]; int len = 0;
        for (int i = 0; i < n - 2; i++) {
            scanf("%s", b);
            if (i == 0) { w[len++] = b[0]; w[len++] = b[1]; }
            else if (w[len-1] == b[0]) w[len++] = b[1];
            else { w[len++] = b[0]; w[len++] = b[1]; }
        }
        if (len < n) w[len++] = 'a';
        w[len] = 0; puts(w);
    }
    return 0;
}
```

Same in Python:

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
        bigrams = data[pos:pos + n - 2]
        pos += n - 2
        w = bigrams[0]
        for b in bigrams[1:]:
            if w[-1] == b[0]:
                w += b[1]
            else:
                w += b
        if len(w) < n:
            w += 'a'
        out.append(w)
    print("\n".join(out))


main()
```

Sample: `ab bb ba aa ba` with n = 7 gives `abbaaba`; `aa` with n = 3 gives `aaa`.""",
      ["else if (w[len-1] == b[0]) w[len++] = b[1];", "if (len < n) w[len++] = 'a';"],
      ["the missing bigram was here, so append both letters", "`aa` with n = 3 gives `aaa`"],
      "a C scanf submission before the graded block")

    c("zzc09", "real-code-ruby-contest-submission-first", cc(121), r"""An operation on a lit candle flips all the others. Two operations in a row (on candles i then j) just swap the states of i and j when they differ... the cleaner view: after an even number of operations the string is `a` with an even-sized set of mismatches fixed in pairs, after an odd number it is the complement of `a` with one lit candle kept.

Let `d` = number of positions where `a` and `b` differ.
- Even number of operations: possible iff `a` and `b` have the same number of 1s; it costs `d`.
- Odd number of operations: possible iff `(n − ones(a)) + 1 == ones(b)`; it costs `n − d`.

Take the minimum of the feasible ones, or −1.

Ruby first:

```ruby
gets.to_i.times do
  n = gets.to_i
  a = gets.chomp
  b = gets.chomp
  d = (0...n).count { |i| a[i] != b[i] }
  ca = a.count('1')
  cb = b.count('1')
  best = nil
  best = d if ca == cb
  best = [best || n - d, n - d].min if n - ca + 1 == cb
  puts best || -1
end
```

Python:

```python
import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos]); a = data[pos + 1]; b = data[pos + 2]
        pos += 3
        d = sum(1 for x, y in zip(a, b) if x != y)
        ca = a.count('1'); cb = b.count('1')
        best = -1
        if ca == cb:
            best = d
        if n - ca + 1 == cb:
            best = n - d if best == -1 else min(best, n - d)
        out.append(str(best))
    print("\n".join(out))


main()
```

Samples: `000`→`101` is −1 (no lit candle), `01`→`11` is 1.""",
      ["best = [best || n - d, n - d].min if n - ca + 1 == cb", "d = (0...n).count { |i| a[i] != b[i] }"],
      ["Even number of operations: possible iff `a` and `b` have the same number of 1s; it costs `d`",
       "`000`→`101` is −1 (no lit candle)"],
      "a Ruby submission before the graded block")

    # ---------------------------------------------------------------- adversarial leak attempt
    c("zzc10", "code-solution-as-list-of-source-line-strings", he(93), r"""Swap the case of every letter, then replace each vowel of the swapped string by the letter two places later (`a`→`c`, `E`→`G`, ...).

Source kept as data for my code generator:

```text
SRC = [
  "def encode(message):",
  "    vowels = 'aeiouAEIOU'",
  "    message = message.swapcase()",
  "    return ''.join(chr(ord(c) + 2) if c in vowels else c for c in message)",
]
```

```python
def encode(message):
    vowels = "aeiouAEIOU"
    swapped = message.swapcase()
    return "".join(chr(ord(ch) + 2) if ch in vowels else ch for ch in swapped)
```

`encode('test')` → `'TGST'`.""",
      ["\"    return ''.join(chr(ord(c) + 2) if c in vowels else c for c in message)\",",
       "\"    message = message.swapcase()\","],
      ["`encode('test')` → `'TGST'`", "replace each vowel of the swapped string by the letter two places later"],
      "adversarial: the program as a list of source-line strings in a text fence")

    # ---------------------------------------------------------------- must-stay probes
    q("zzq01", "real-code-probe-sort-stability-argument-with-example", he(87), r"""Collect every `(row, col)` where `lst[row][col] == x`. The order wanted is rows ascending, and within a row columns descending. Generating rows in order and, inside each row, scanning columns from right to left produces exactly that order, so no sort is needed.

Example from the docstring: row 1 is `[1,2,3,4,1,6]`; scanning right to left finds column 4 then column 0, giving `(1, 4), (1, 0)`.

Ragged rows are fine because each row uses its own `len(lst[i])`; `get_row([[], [1], [1, 2, 3]], 3)` gives `[(2, 2)]`.

```python
def get_row(lst, x):
    out = []
    for i, row in enumerate(lst):
        for j in range(len(row) - 1, -1, -1):
            if row[j] == x:
                out.append((i, j))
    return out
```""", ["scanning columns from right to left produces exactly that order, so no sort is needed",
        "finds column 4 then column 0, giving `(1, 4), (1, 0)`", "each row uses its own `len(lst[i])`",
        "`get_row([[], [1], [1, 2, 3]], 3)` gives `[(2, 2)]`"],
      "why no sort is needed, a docstring example traced, the ragged-row note")

    q("zzq02", "real-code-probe-boundary-value-table-for-thresholds", he(81), r"""Every threshold is strict (`>`), except that exactly 4.0 is `A+` and exactly 0.0 is `E`. So a GPA sitting exactly on a threshold falls into the lower grade. Boundary table I checked against:

| GPA | grade | why |
|---|---|---|
| 3.7 | A- | not > 3.7, but > 3.3 |
| 3.0 | B | not > 3.0, but > 2.7 |
| 1.7 | C- | not > 1.7, but > 1.3 |
| 0.0 | E | only exact zero |

This matches the docstring example where `3` maps to `B` and `1.7` to `C-`.

```python
def numerical_letter_grade(grades):
    table = [(3.7, "A"), (3.3, "A-"), (3.0, "B+"), (2.7, "B"), (2.3, "B-"), (2.0, "C+"),
             (1.7, "C"), (1.3, "C-"), (1.0, "D+"), (0.7, "D"), (0.0, "D-")]
    out = []
    for g in grades:
        if g == 4.0:
            out.append("A+")
            continue
        for cut, letter in table:
            if g > cut:
                out.append(letter)
                break
        else:
            out.append("E")
    return out
```""", ["a GPA sitting exactly on a threshold falls into the lower grade", "| 3.7 | A- | not > 3.7, but > 3.3 |",
        "| 0.0 | E | only exact zero |", "`3` maps to `B` and `1.7` to `C-`"],
      "a boundary-value table and the strict-threshold rule")

    q("zzq03", "real-code-probe-pass-through-equivalence-argument", he(41), r"""Because the cars pass through each other and keep going, a collision is just a crossing of two trajectories. Every left-to-right car starts left of every right-to-left car and they approach each other, so each of the n left-movers crosses each of the n right-movers exactly once, and no pair crosses twice (after crossing they move apart).

So the count is the number of (left-mover, right-mover) pairs. For n = 3 that is 3 × 3 = 9 crossings, and n = 0 gives none.

Overflow is not a concern in Python; the answer is O(1) to compute.

```python
def car_race_collision(n: int):
    return n * n
```""", ["a collision is just a crossing of two trajectories", "no pair crosses twice (after crossing they move apart)",
        "For n = 3 that is 3 × 3 = 9 crossings", "O(1)"],
      "the pass-through argument and a small worked instance")

    q("zzq04", "real-code-probe-wrong-condition-counterexample", he(72), r"""Two conditions: `q` must be a palindrome and `sum(q) <= w`.

A tempting shortcut is to test only `q[0] == q[-1]`. Counterexample: `[1, 2, 3, 1]` has equal ends but is not a palindrome (2 ≠ 3), so the shortcut would wrongly say it flies with `w = 10`.

Also note the comparison is `<=`, not `<`: `will_it_fly([3, 2, 3], 8)` must be True because 3 + 2 + 3 = 8 equals the limit.

```python
def will_it_fly(q, w):
    return q == q[::-1] and sum(q) <= w
```""", ["Counterexample: `[1, 2, 3, 1]` has equal ends but is not a palindrome (2 ≠ 3)",
        "the comparison is `<=`, not `<`", "3 + 2 + 3 = 8 equals the limit"],
      "a counterexample to a wrong shortcut and the <= boundary")

    q("zzq05", "real-code-probe-mex-greedy-leftover-stack-invariant", cc(143), r"""Process target MEX values i = 0, 1, ..., n in order.

- To make MEX exactly i, every value 0..i−1 must be present and no element may equal i. Elements equal to i must each be incremented once, costing `cnt[i]`.
- To have 0..i−1 present, we may only increase elements, so a missing value v must be filled by some spare element smaller than v; the cheapest is the largest spare, costing `v − spare`.

Invariant: before handling i, `base` is the minimum cost to make 0..i−1 present, and a stack holds the spare copies (values < i not needed as the first copy of their value). Then answer[i] = base + cnt[i]. After that, to extend to i + 1: if cnt[i] > 0, keep one copy of i and push the other cnt[i] − 1 copies; if cnt[i] == 0, pop the largest spare s and add i − s to base; if the stack is empty, every larger MEX is −1.

Sample `0 1 3` (n = 3): MEX 0 costs 1 (bump the 0), MEX 1 costs 1, MEX 2 costs 0, MEX 3 cannot be reached (no spare to fill 2): `1 1 0 -1`.

Complexity O(n) per test after counting; the sum of n is 2·10^5.

```python
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos]); pos += 1
        cnt = [0] * (n + 1)
        for k in range(n):
            cnt[int(data[pos + k])] += 1
        pos += n
        res = [-1] * (n + 1)
        stack = []
        base = 0
        for i in range(n + 1):
            res[i] = base + cnt[i]
            if i == n:
                break
            if cnt[i] > 0:
                stack.extend([i] * (cnt[i] - 1))
            else:
                if not stack:
                    break
                base += i - stack.pop()
        out.append(" ".join(map(str, res)))
    print("\n".join(out))


main()
```""", ["Elements equal to i must each be incremented once, costing `cnt[i]`",
        "the cheapest is the largest spare, costing `v − spare`", "answer[i] = base + cnt[i]",
        "MEX 3 cannot be reached (no spare to fill 2): `1 1 0 -1`", "the sum of n is 2·10^5"],
      "the greedy invariant, the cost rule and a traced sample")

    q("zzq06", "real-code-probe-empty-and-nonstring-key-edge-cases", he(95), r"""Three things to handle beyond the obvious:

1. Empty dict → False (explicitly required).
2. A non-string key (like `8`) → False, and we must check `isinstance` before calling `.islower()`, otherwise an int key raises AttributeError.
3. Mixed case such as `{"a": ..., "A": ...}` → False; a key like `"Name"` is neither all lower nor all upper, so it fails both tests.

```python
def check_dict_case(dict):
    keys = list(dict.keys())
    if not keys or not all(isinstance(k, str) for k in keys):
        return False
    return all(k.islower() for k in keys) or all(k.isupper() for k in keys)
```""", ["Empty dict → False (explicitly required)",
        "we must check `isinstance` before calling `.islower()`, otherwise an int key raises AttributeError",
        "a key like `\"Name\"` is neither all lower nor all upper"],
      "edge cases listed with the reason for the check order")
