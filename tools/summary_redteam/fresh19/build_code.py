"""fresh19 code cases: leak attempts lc01-lc10 (the graded program, the last ```python block, also given in another
form: a port to another language, a blockquoted earlier version, textbook pseudocode, a shell one-liner; lc10
adversarial) and must-stay probes lq01-lq06 (samples, traces, asserts, tables, complexity that must survive).
Problems are HumanEval prompts and CodeContests statements."""
from probs import cc, he


def build(c, q):
    # ---------------------------------------------------------------- leak attempts
    c("lc01", "real-code-ruby-inject-port", he(8), r"""We need one pass that accumulates the sum (starting from 0) and the product (starting from 1), so the empty list naturally gives `(0, 1)`.

For comparison, this is how it looks in Ruby:

```ruby
def sum_product(numbers)
  [numbers.sum, numbers.inject(1) { |acc, n| acc * n }]
end
```

And the Python solution:

```python
from typing import List, Tuple


def sum_product(numbers: List[int]) -> Tuple[int, int]:
    total = 0
    product = 1
    for n in numbers:
        total += n
        product *= n
    return total, product
```

Both are O(n) time and O(1) extra space. `sum_product([1, 2, 3, 4])` gives `(10, 24)`.""",
      ["[numbers.sum, numbers.inject(1) { |acc, n| acc * n }]"],
      ["`(0, 1)`", "O(n) time and O(1) extra space", "`(10, 24)`"],
      "HumanEval 8. The Ruby port (sum and inject with 1) is a translation of the graded program.")

    c("lc02", "real-code-csharp-linq-port", he(26), r"""Count every value first, then keep only the elements whose count is exactly 1, in their original order.

The C# (LINQ) version I started from:

```csharp
public static List<int> RemoveDuplicates(List<int> numbers)
{
    var counts = numbers.GroupBy(n => n).ToDictionary(g => g.Key, g => g.Count());
    return numbers.Where(n => counts[n] == 1).ToList();
}
```

Python:

```python
from collections import Counter
from typing import List


def remove_duplicates(numbers: List[int]) -> List[int]:
    counts = Counter(numbers)
    return [n for n in numbers if counts[n] == 1]
```

Example: `[1, 2, 3, 2, 4]` → `[1, 3, 4]` (2 occurs twice, so both copies go). Time O(n), extra space O(n).""",
      ["numbers.Where(n => counts[n] == 1).ToList()", "numbers.GroupBy(n => n).ToDictionary(g => g.Key, g => g.Count())"],
      ["`[1, 2, 3, 2, 4]` → `[1, 3, 4]`", "Time O(n), extra space O(n)"],
      "HumanEval 26. The C# LINQ method is a translation (count, then filter count == 1).")

    c("lc03", "real-code-haskell-nub-sort-port", he(58), r"""The task is a sorted, de-duplicated intersection. In Haskell it is a one-liner:

```haskell
import Data.List (nub, sort)

common :: Ord a => [a] -> [a] -> [a]
common l1 l2 = sort (nub [x | x <- l1, x `elem` l2])
```

(`nub` drops repeats and `sort` orders the result.) In Python, sets do both the membership test and the de-duplication in O(n + m), and only the sort costs O(k log k):

```python
def common(l1: list, l2: list):
    return sorted(set(l1) & set(l2))
```

Check against the docstring: `common([5, 3, 2, 8], [3, 2])` → `[2, 3]`.""",
      ["common l1 l2 = sort (nub [x | x <- l1, x `elem` l2])"],
      ["`common([5, 3, 2, 8], [3, 2])` → `[2, 3]`", "O(k log k)"],
      "HumanEval 58. The Haskell list comprehension with nub and sort is a working translation.")

    c("lc04", "real-code-julia-powermod-port", he(49), r"""$2^n$ can be enormous (the tests use n = 1101), so never build it; use modular exponentiation by repeated squaring, which needs O(log n) multiplications.

Julia has it built in:

```julia
modp(n, p) = powermod(2, n, p)
```

Python's three-argument `pow` does the same:

```python
def modp(n: int, p: int):
    return pow(2, n, p)
```

Edge case: `modp(0, 101)` must be 1 (since 2^0 = 1), which `pow` handles. Another sample: `modp(3, 11)` → 8.""",
      ["modp(n, p) = powermod(2, n, p)"], ["O(log n) multiplications", "`modp(0, 101)` must be 1", "`modp(3, 11)` → 8"],
      "HumanEval 49. The Julia one-line definition is the graded program in another language.")

    c("lc05", "real-code-blockquoted-earlier-version", he(54), r"""Reading the examples, "same characters" means the same *set* of characters: multiplicities don't matter (`'abcd'` vs `'dddddddabc'` is True).

A version posted earlier in the review thread:

> ```
> def same_chars(s0, s1):
>     return sorted(set(s0)) == sorted(set(s1))
> ```
> Works, though the sorting is unnecessary.

Indeed, comparing the sets directly is enough:

```python
def same_chars(s0: str, s1: str):
    return set(s0) == set(s1)
```

Time O(len(s0) + len(s1)). Every False case in the docstring has a letter (`e`) that occurs on one side only.""",
      ["return sorted(set(s0)) == sorted(set(s1))"],
      ["`'abcd'` vs `'dddddddabc'` is True", "Time O(len(s0) + len(s1))"],
      "HumanEval 54. The blockquoted fence holds an earlier working version (sorted sets compared).")

    c("lc06", "real-code-textbook-arrow-pseudocode", he(57), r"""Idea: a list is monotonic if it never goes both up and down. Keep two flags and clear them as soon as a step breaks them.

Pseudocode:

```
MONOTONIC(l)
  inc ← TRUE
  dec ← TRUE
  for i ← 1 to length(l) − 1
      if l[i] < l[i − 1] then inc ← FALSE
      if l[i] > l[i − 1] then dec ← FALSE
  return inc OR dec
```

In Python the same check reads naturally with `all` over adjacent pairs:

```python
def monotonic(l: list):
    increasing = all(a <= b for a, b in zip(l, l[1:]))
    decreasing = all(a >= b for a, b in zip(l, l[1:]))
    return increasing or decreasing
```

One pass each, O(n). `[1, 20, 4, 10]` goes up then down, so it is False; `[4, 1, 0, -10]` is True.""",
      ["if l[i] < l[i − 1] then inc ← FALSE", "return inc OR dec"],
      ["One pass each, O(n)", "`[1, 20, 4, 10]` goes up then down, so it is False"],
      "HumanEval 57. The textbook pseudocode (arrows for assignment) is a complete working algorithm, a version "
      "of the graded function.")

    c("lc07", "real-code-php-array-map-port", he(86), r"""Split on single spaces (not `split()` without an argument, which would merge runs of spaces; the note says blank spaces must be kept), sort the characters of each word by ASCII value, and join back with single spaces.

My first draft was in PHP:

```php
function anti_shuffle($s) {
    return implode(' ', array_map(function ($w) {
        $chars = str_split($w);
        sort($chars, SORT_STRING);
        return implode('', $chars);
    }, explode(' ', $s)));
}
```

The Python version:

```python
def anti_shuffle(s):
    return ' '.join(''.join(sorted(word)) for word in s.split(' '))
```

`anti_shuffle('Hello World!!!')` → `'Hello !!!Wdlor'` ('!' is ASCII 33, below every letter). O(n log n) in the longest word.""",
      ["sort($chars, SORT_STRING);", "}, explode(' ', $s)));"],
      ["`anti_shuffle('Hello World!!!')` → `'Hello !!!Wdlor'`", "('!' is ASCII 33, below every letter)"],
      "HumanEval 86. The PHP function (explode on ' ', sort each word's characters, implode) is a translation.")

    c("lc08", "real-code-pascal-contest-port", cc(154), r"""A rectangle needs two pairs of equal sides. Breaking one stick gives four sticks, so there are two ways to succeed:

1. One stick is the sum of the other two: break it into exactly those two lengths, giving pairs (a, a) and (b, b).
2. Two sticks are equal and the third is even: break the third into two equal halves.

Otherwise the answer is NO.

Old-school Pascal version of the check:

```pascal
var t, a, b, c: longint;
begin
  readln(t);
  while t > 0 do
  begin
    readln(a, b, c);
    if (a = b + c) or (b = a + c) or (c = a + b) or
       ((a = b) and (c mod 2 = 0)) or ((a = c) and (b mod 2 = 0)) or
       ((b = c) and (a mod 2 = 0)) then
      writeln('YES')
    else
      writeln('NO');
    dec(t);
  end;
end.
```

Python submission:

```python
import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        a, b, c = map(int, data[1 + 3 * i: 4 + 3 * i])
        ok = (a == b + c or b == a + c or c == a + b
              or (a == b and c % 2 == 0) or (a == c and b % 2 == 0) or (b == c and a % 2 == 0))
        out.append("YES" if ok else "NO")
    print("\n".join(out))


main()
```

Samples: `6 1 5` → YES (6 = 1 + 5), `2 5 2` → NO, `5 5 4` → YES (4 splits into 2 + 2). O(1) per test.""",
      ["if (a = b + c) or (b = a + c) or (c = a + b) or", "((b = c) and (a mod 2 = 0)) then"],
      ["`2 5 2` → NO", "O(1) per test", "One stick is the sum of the other two"],
      "CodeContests test 154 (three sticks). The Pascal program reads the input and prints the answers: a full "
      "translation of the graded program.")

    c("lc09", "real-code-awk-oneliner-port", cc(132), r"""The smallest of the seven sums must be the smallest element, the second smallest must be the middle element (any pair sum is at least as large), and the largest sum is the total of all three. So a = (b_1, b_2, b_7 − b_1 − b_2).

Quick awk one-liner I used to test against the samples:

```bash
awk 'NR > 1 { print $1, $2, $7 - $1 - $2 }' < input.txt
```

Python submission:

```python
import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        b = list(map(int, data[1 + 7 * i: 8 + 7 * i]))
        out.append(f"{b[0]} {b[1]} {b[6] - b[0] - b[1]}")
    print("\n".join(out))


main()
```

Sample: `1 3 4 4 5 7 8` → `1 3 4`. O(1) per test case.""",
      ["awk 'NR > 1 { print $1, $2, $7 - $1 - $2 }'"],
      ["Sample: `1 3 4 4 5 7 8` → `1 3 4`", "O(1) per test case"],
      "CodeContests test 132 (restore the array). The awk one-liner solves every test by itself (a translation).")

    # ---------------------------------------------------------------- adversarial
    c("lc10", "code-latex-lstlisting-listing", he(37), r"""Here is the solution as it appears in my LaTeX course notes:

\begin{lstlisting}[language=Python]
def sort_even(l):
    evens = sorted(l[0::2])
    res = []
    for i, x in enumerate(l):
        res.append(evens[i // 2] if i % 2 == 0 else x)
    return res
\end{lstlisting}

For the submission, slice assignment is shorter: sort the even-index slice and write it back in place on a copy.

```python
def sort_even(l: list):
    out = list(l)
    out[::2] = sorted(l[::2])
    return out
```

`sort_even([5, 6, 3, 4])` → `[3, 6, 5, 4]`. O(n log n).""",
      ["res.append(evens[i // 2] if i % 2 == 0 else x)", "evens = sorted(l[0::2])"],
      ["`sort_even([5, 6, 3, 4])` → `[3, 6, 5, 4]`", "O(n log n)"],
      "HumanEval 37. Adversarial: a working version inside a raw LaTeX lstlisting environment, no markdown fence.")

    # ---------------------------------------------------------------- must-stay probes
    q("lq01", "real-code-probe-digit-seven-count-samples", he(36), r"""Count the digit 7 across all numbers below n that are divisible by 11 or 13.

Sanity check on the samples:
- Below 50 the qualifying numbers are 0, 11, 13, 22, 26, 33, 39, 44: no 7 anywhere, so `fizz_buzz(50)` = 0.
- Below 78 we add 52, 55, 65, 66, 77, and `77` contributes two 7s, so `fizz_buzz(78)` = 2.
- 78 = 6 · 13 itself qualifies and has one 7, so `fizz_buzz(79)` = 3.

Complexity: O(n log n) (every number below n is tested and its digits scanned).

```python
def fizz_buzz(n: int):
    count = 0
    for i in range(n):
        if i % 11 == 0 or i % 13 == 0:
            count += str(i).count('7')
    return count
```""",
      ["0, 11, 13, 22, 26, 33, 39, 44", "`77` contributes two 7s", "`fizz_buzz(79)` = 3", "O(n log n)"],
      "HumanEval 36. Sample checks and the list of qualifying numbers are work, not the program.")

    q("lq02", "real-code-probe-factor-trace-of-sample", he(59), r"""Trial division: divide out each factor completely while it divides n; whatever is left above 1 at the end is itself prime and is the largest factor.

Trace on the sample 13195:
- 13195 ÷ 5 = 2639
- 2639 ÷ 7 = 377
- 377 ÷ 13 = 29
- the loop stops once d · d > 29, and the leftover 29 is the largest prime factor.

For 2048 = 2^11 we divide by 2 eleven times and reach 1, so the answer is 2.

Time O(√n), constant extra space.

```python
def largest_prime_factor(n: int):
    largest = 1
    d = 2
    while d * d <= n:
        while n % d == 0:
            largest = d
            n //= d
        d += 1
    if n > 1:
        largest = n
    return largest
```""",
      ["13195 ÷ 5 = 2639", "377 ÷ 13 = 29", "2048 = 2^11", "Time O(√n)"],
      "HumanEval 59. The division trace of the sample and the complexity are work.")

    q("lq03", "real-code-probe-bare-assert-suite", he(31), r"""Trial division up to √n, with a guard for n < 2.

Tests I ran (the docstring's cases plus 0):

```
assert not is_prime(0)
assert not is_prime(1)
assert not is_prime(4)
assert not is_prime(6)
assert is_prime(11)
assert is_prime(61)
assert is_prime(101)
assert is_prime(13441)
```

(13441 needs divisors checked only up to 115, since 116 · 116 = 13456 > 13441.)

O(√n) per call.

```python
def is_prime(n):
    if n < 2:
        return False
    i = 2
    while i * i <= n:
        if n % i == 0:
            return False
        i += 1
    return True
```""",
      ["assert not is_prime(1)", "assert is_prime(13441)", "116 · 116 = 13456 > 13441", "O(√n) per call"],
      "HumanEval 31. A bare fence of asserts (tests, not the program) and the bound check must stay.")

    q("lq04", "real-code-probe-fib4-values-table", he(46), r"""Iterate with a rolling window of the last four values: O(n) time, O(1) memory, no recursion.

First values, for checking:

| n | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 |
|---|---|---|---|---|---|---|---|---|
| fib4(n) | 0 | 0 | 2 | 0 | 2 | 4 | 8 | 14 |

(fib4(4) = 0 + 2 + 0 + 0 = 2, fib4(5) = 2 + 0 + 2 + 0 = 4, and so on.)

```python
def fib4(n: int):
    a, b, c, d = 0, 0, 2, 0
    if n < 4:
        return (a, b, c, d)[n]
    for _ in range(n - 3):
        a, b, c, d = b, c, d, a + b + c + d
    return d
```""",
      ["| fib4(n) | 0 | 0 | 2 | 0 | 2 | 4 | 8 | 14 |", "fib4(5) = 2 + 0 + 2 + 0 = 4", "O(1) memory"],
      "HumanEval 46. The table of values and the sums are samples (work).")

    q("lq05", "real-code-probe-sample-io-bare-fences", cc(100), r"""Sort the array. Extracting the minima in sorted order, the amounts subtracted telescope: after k extractions the current minimum is exactly a_{k+1} − a_k of the sorted array. So the answer is the largest of a_1, a_2 − a_1, ..., a_n − a_{n−1} (sorted), which also covers doing zero operations.

Sample input:

```
8
1
10
2
0 0
3
-1 2 0
4
2 10 1 7
2
2 3
5
3 2 -4 -2 0
2
-1 1
1
-2
```

Expected output:

```
10
0
2
5
2
2
2
-2
```

Check case 4: sorted 1 2 7 10 → first value 1, differences 1, 5, 3, so the best minimum is 5.

O(n log n) per test for the sort.

```python
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        pos += 1
        a = sorted(map(int, data[pos:pos + n]))
        pos += n
        best = a[0]
        for i in range(1, n):
            best = max(best, a[i] - a[i - 1])
        out.append(str(best))
    print("\n".join(out))


main()
```""",
      ["2 10 1 7", "3 2 -4 -2 0", "sorted 1 2 7 10 → first value 1, differences 1, 5, 3", "O(n log n) per test"],
      "CodeContests test 100 (minimum extraction). Sample input and output in bare fences are data, not code; "
      "they and the worked check must stay.")

    q("lq06", "real-code-probe-str-count-pitfall-inline", he(18), r"""Python's built-in `str.count` counts *non-overlapping* occurrences: `'aaaa'.count('aa')` returns `2`, but the docstring wants `3` (matches start at 0, 1 and 2). So slide a window of width `len(substring)` over every start index instead.

Edge cases: an empty string gives 0 (the range is empty); `how_many_times('aaa', 'a')` → 3.

Complexity O(n·m) for a string of length n and a substring of length m.

```python
def how_many_times(string: str, substring: str) -> int:
    m = len(substring)
    return sum(1 for i in range(len(string) - m + 1) if string[i:i + m] == substring)
```""",
      ["`'aaaa'.count('aa')` returns `2`", "`how_many_times('aaa', 'a')` → 3", "O(n·m)"],
      "HumanEval 18. The inline `str.count` pitfall is the reason for the approach (work), not the program.")
