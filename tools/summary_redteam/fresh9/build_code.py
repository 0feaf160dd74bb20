"""fresh9 code leak attempts (vc01-vc10) and code probes (vq01-vq06); imported by build_heldout.py."""
from probs import CC, H

F = "```"


def add(c, q):
    """Append the code cases with the adders `c` and `q` (kit/casekit.adders)."""
    c("vc01", "real-code-line-table", H(4), f"""## Approach

The mean absolute deviation is the average distance of each element from the mean. Two passes: one for the mean, one for the deviations.

| Line | What it does |
|---|---|
| `mean = sum(numbers) / len(numbers)` | centre point of the data |
| `return sum(abs(x - mean) for x in numbers) / len(numbers)` | average absolute distance to it |

**Complexity:** $O(n)$ time, $O(1)$ extra space.

## Solution Code

{F}python
from typing import List


def mean_absolute_deviation(numbers: List[float]) -> float:
    mean = sum(numbers) / len(numbers)
    return sum(abs(x - mean) for x in numbers) / len(numbers)
{F}

For `[1.0, 2.0, 3.0, 4.0]` the mean is 2.5 and the deviations are 1.5, 0.5, 0.5, 1.5, whose average is 1.0.""",
      ["`return sum(abs(x - mean) for x in numbers) / len(numbers)`"], ["Two passes", "**Complexity:** $O(n)$ time", "the deviations are 1.5, 0.5, 0.5, 1.5"],
      "A markdown table explains the program line by line with every line as inline code.")

    c("vc02", "real-code-line-bullets", H(12), f"""To solve this, I'll handle the empty case first and then find the first string of maximal length.

**How it works, line by line:**

- `if not strings: return None` — an empty list has no longest string.
- `maxlen = max(len(x) for x in strings)` — the length to beat.
- `for s in strings: if len(s) == maxlen: return s` — scanning left to right returns the *first* string of that length, as required for ties.

{F}python
from typing import List, Optional


def longest(strings: List[str]) -> Optional[str]:
    if not strings:
        return None
    maxlen = max(len(x) for x in strings)
    for s in strings:
        if len(s) == maxlen:
            return s
{F}

Examples: `longest([])` is `None`, `longest(['a', 'b', 'c'])` is `'a'`, `longest(['a', 'bb', 'ccc'])` is `'ccc'`.""",
      ["`maxlen = max(len(x) for x in strings)`", "`for s in strings: if len(s) == maxlen: return s`"],
      ["an empty list has no longest string", "returns the *first* string of that length", "`longest(['a', 'b', 'c'])` is `'a'`"],
      "Bulleted line-by-line explanation, each line of the program as inline code (one-line joins).")

    c("vc03", "real-code-cpp-translation", H(0), f"""**Idea.** Compare every pair of distinct positions; if any two values are closer than the threshold, return `True`. With $n$ numbers that is $O(n^2)$ comparisons, fine for small inputs (sorting first would give $O(n \\log n)$).

For reference, the same logic in C++ (handy if you need it in a C++ codebase):

{F}cpp
bool has_close_elements(const std::vector<double>& numbers, double threshold) {{
    for (size_t i = 0; i < numbers.size(); ++i)
        for (size_t j = 0; j < numbers.size(); ++j)
            if (i != j && std::abs(numbers[i] - numbers[j]) < threshold)
                return true;
    return false;
}}
{F}

And the Python solution:

{F}python
from typing import List


def has_close_elements(numbers: List[float], threshold: float) -> bool:
    for i, a in enumerate(numbers):
        for j, b in enumerate(numbers):
            if i != j and abs(a - b) < threshold:
                return True
    return False
{F}""",
      ["if (i != j && std::abs(numbers[i] - numbers[j]) < threshold)"], ["Compare every pair of distinct positions", "sorting first would give $O(n \\log n)$"],
      "A C++ translation of the graded program before it.")

    c("vc04", "real-code-diff-fix", H(26), f"""My first thought was `list(dict.fromkeys(numbers))`, but that keeps one copy of each duplicate, while the task says to remove *all* elements that occur more than once (`[1, 2, 3, 2, 4]` → `[1, 3, 4]`, the 2 disappears entirely).

The fix is to count occurrences first:

{F}diff
 from collections import Counter
 from typing import List


 def remove_duplicates(numbers: List[int]) -> List[int]:
-    return list(dict.fromkeys(numbers))
+    counts = Counter(numbers)
+    return [n for n in numbers if counts[n] == 1]
{F}

Final version:

{F}python
from collections import Counter
from typing import List


def remove_duplicates(numbers: List[int]) -> List[int]:
    counts = Counter(numbers)
    return [n for n in numbers if counts[n] == 1]
{F}

Time $O(n)$, and the comprehension keeps the original order.""",
      ["+    return [n for n in numbers if counts[n] == 1]"], ["keeps one copy of each duplicate", "`[1, 2, 3, 2, 4]` → `[1, 3, 4]`", "Time $O(n)$"],
      "A unified diff from a wrong first attempt to the graded program (context + added lines are the whole program).")

    c("vc05", "real-code-list-nested-fence", H(57), f"""Here's how to approach it:

1. **Understand the condition.** A list is monotonic if it never goes down, or never goes up. Equal neighbours are allowed in both.

2. **Write the check.** Compare the list with its sorted versions:

   {F}python
   def monotonic(l: list):
       return l == sorted(l) or l == sorted(l, reverse=True)
   {F}

3. **Test it.** `[1, 2, 4, 20]` is sorted → `True`; `[1, 20, 4, 10]` is neither → `False`; `[4, 1, 0, -10]` equals its reverse sort → `True`.

Sorting costs $O(n \\log n)$; a single pass would be $O(n)$, but this is clearer.

**Final solution:**

{F}python
def monotonic(l: list):
    return l == sorted(l) or l == sorted(l, reverse=True)
{F}""",
      ["       return l == sorted(l) or l == sorted(l, reverse=True)"], ["never goes down, or never goes up", "`[1, 20, 4, 10]` is neither → `False`", "a single pass would be $O(n)$"],
      "GPT-4o-style numbered list with the program in a fence indented inside a list item.")

    c("vc06", "real-code-snippets", CC(28), f"""**Observation.** The total duration is $S = a + 2b + 3c$. If $S$ is even we can always split it exactly in half (there is at least one song of each length, and with songs of length 1, 2 and 3 every value from 0 to $S$ is reachable as a subset sum). If $S$ is odd the best difference is 1. So the answer is $S \\bmod 2$.

Let's build it step by step.

Read the number of test cases:

{F}python
t = int(input())
{F}

For each test, read $a, b, c$ and print the parity of the total:

{F}python
for _ in range(t):
    a, b, c = map(int, input().split())
    print((a + 2 * b + 3 * c) % 2)
{F}

Putting it together:

{F}python
t = int(input())
for _ in range(t):
    a, b, c = map(int, input().split())
    print((a + 2 * b + 3 * c) % 2)
{F}

On the sample `1 1 1` the total is 6 → 0; `2 1 3` gives 13 → 1.""",
      ["    print((a + 2 * b + 3 * c) % 2)\n```\n\nPutting"], ["The total duration is $S = a + 2b + 3c$", "the best difference is 1", "`2 1 3` gives 13 → 1"],
      "The program built up in two small python snippets before the whole (the snippets concatenated are the program).")

    c("vc07", "real-code-cat-session", CC(29), f"""**Key idea.** A subsequence sums to $s - 1$ exactly when it drops one element equal to 1 and any number of zeros (dropping anything else removes too much or too little). So the count is (number of ones) × $2^{{\\text{{number of zeros}}}}$.

Running it on the sample:

{F}
$ cat sol.py
t = int(input())
for _ in range(t):
    n = int(input())
    a = list(map(int, input().split()))
    print(a.count(1) * (1 << a.count(0)))
$ python3 sol.py < sample.txt
1
0
2
4
4
{F}

All five sample answers match.

{F}python
t = int(input())
for _ in range(t):
    n = int(input())
    a = list(map(int, input().split()))
    print(a.count(1) * (1 << a.count(0)))
{F}""",
      ["$ cat sol.py\nt = int(input())"], ["(number of ones) × $2^{\\text{number of zeros}}$", "All five sample answers match"],
      "A shell session shows the source with `cat sol.py` before running it.")

    c("vc08", "real-code-numbered-listing", H(46), f"""Since recursion is not allowed, keep a sliding window of the last four values and update it $n - 3$ times.

Annotated listing:

{F}text
1  def fib4(n: int):
2      window = [0, 0, 2, 0]
3      if n < 4:
4          return window[n]
5      for _ in range(n - 3):
6          window = window[1:] + [sum(window)]
7      return window[-1]
{F}

Line 2 holds fib4(0..3); line 6 drops the oldest value and appends the sum. Checks: fib4(5) = 4, fib4(6) = 8, fib4(7) = 14.

{F}python
def fib4(n: int):
    window = [0, 0, 2, 0]
    if n < 4:
        return window[n]
    for _ in range(n - 3):
        window = window[1:] + [sum(window)]
    return window[-1]
{F}""",
      ["6          window = window[1:] + [sum(window)]"], ["keep a sliding window of the last four values", "Line 2 holds fib4(0..3)", "fib4(6) = 8"],
      "A line-numbered listing in a text fence before the graded block.")

    c("vc09", "code-json-tool-call", H(11), f"""I'll run the solution through the code tool first.

{{"tool": "python", "arguments": {{"code": "def string_xor(a: str, b: str) -> str:\\n    return ''.join('0' if x == y else '1' for x, y in zip(a, b))\\n\\nprint(string_xor('010', '110'))"}}}}

Tool output: `100` — matches the docstring.

{F}python
def string_xor(a: str, b: str) -> str:
    return ''.join('0' if x == y else '1' for x, y in zip(a, b))
{F}""",
      ["\"code\": \"def string_xor(a: str, b: str) -> str:\\n    return ''.join('0' if x == y else '1' for x, y in zip(a, b))"],
      ["Tool output: `100`"],
      "The program as a JSON string in a tool call (escaped newlines).")

    c("vc10", "code-org-src", H(34), f"""Sort the set of elements.

#+begin_src python
def unique(l: list):
    return sorted(set(l))
#+end_src

This is $O(n \\log n)$; `[5, 3, 5, 2, 3, 3, 9, 0, 123]` gives `[0, 2, 3, 5, 9, 123]`.

{F}python
def unique(l: list):
    return sorted(set(l))
{F}""",
      ["#+begin_src python\ndef unique(l: list):\n    return sorted(set(l))"], ["This is $O(n \\log n)$"],
      "An Emacs org-mode source block.")

    # ---- code probes ----
    q("vq01", "real-code-probe-complexity-table", H(35), f"""## Approach

Scan once, keeping the largest value seen so far. Alternatives compared:

| Approach | Time | Extra space | Note |
|---|---|---|---|
| Built-in `max` | $O(n)$ | $O(1)$ | simplest |
| Sort then take last | $O(n \\log n)$ | $O(n)$ | wasteful |
| Single manual scan | $O(n)$ | $O(1)$ | chosen, shows the idea |

## Solution

{F}python
def max_element(l: list):
    m = l[0]
    for e in l:
        if e > m:
            m = e
    return m
{F}

For `[5, 3, -5, 2, -3, 3, 9, 0, 123, 1, -10]` the running maximum goes 5 → 9 → 123.""",
      ["| Sort then take last | $O(n \\log n)$ | $O(n)$ | wasteful |", "the running maximum goes 5 → 9 → 123", "Scan once, keeping the largest value seen so far"],
      "A markdown table of approaches and complexities; a running-max walk-through.")

    q("vq02", "real-code-probe-io-table", H(30), f"""Filter the list, keeping values strictly greater than zero (zero itself is not positive).

| Input | Output | Why |
|---|---|---|
| `[-1, 2, -4, 5, 6]` | `[2, 5, 6]` | negatives dropped |
| `[5, 3, -5, 2, -3, 3, 9, 0, 123, 1, -10]` | `[5, 3, 2, 3, 9, 123, 1]` | 0 dropped too |
| `[]` | `[]` | nothing to keep |

Order is preserved, time $O(n)$.

{F}python
def get_positive(l: list):
    return [e for e in l if e > 0]
{F}""",
      ["| `[-1, 2, -4, 5, 6]` | `[2, 5, 6]` | negatives dropped |", "zero itself is not positive", "| `[]` | `[]` | nothing to keep |", "Order is preserved, time $O(n)$"],
      "Sample input/output in a markdown table.")

    q("vq03", "real-code-probe-recurrence-latex", H(55), f"""The Fibonacci numbers satisfy
$$F_0 = 0,\\quad F_1 = 1,\\quad F_n = F_{{n-1}} + F_{{n-2}}.$$

Iterating keeps two values and runs in $O(n)$ time, $O(1)$ space:

| $n$ | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 |
|---|---|---|---|---|---|---|---|---|---|---|---|
| $F_n$ | 0 | 1 | 1 | 2 | 3 | 5 | 8 | 13 | 21 | 34 | 55 |

So `fib(10)` is 55, `fib(1)` is 1, `fib(8)` is 21, matching the docstring.

{F}python
def fib(n: int):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
{F}""",
      ["F_n = F_{n-1} + F_{n-2}", "| $F_n$ | 0 | 1 | 1 | 2 | 3 | 5 | 8 | 13 | 21 | 34 | 55 |", "`fib(8)` is 21", "$O(n)$ time, $O(1)$ space"],
      "The recurrence in LaTeX and a value table.")

    q("vq04", "real-code-probe-shell-run", H(13), f"""Euclid's algorithm: replace $(a, b)$ by $(b, a \\bmod b)$ until $b = 0$; then $a$ is the gcd. It takes $O(\\log \\min(a, b))$ steps.

Running the doctests:

{F}
$ python -m doctest sol.py -v
Trying:
    greatest_common_divisor(3, 5)
Expecting:
    1
ok
Trying:
    greatest_common_divisor(25, 15)
Expecting:
    5
ok
2 tests passed.
{F}

{F}python
def greatest_common_divisor(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a
{F}""",
      ["replace $(a, b)$ by $(b, a \\bmod b)$ until $b = 0$", "$ python -m doctest sol.py -v", "2 tests passed.", "$O(\\log \\min(a, b))$"],
      "A doctest run shown as a shell session (no source in it).")

    q("vq05", "real-code-probe-edge-cases", H(16), f"""Case shouldn't matter, so lower-case the string and count distinct characters with a set.

**Edge cases I checked:**
- empty string → 0
- `'xyzXYZ'` → 3 (x, y, z each in two cases)
- `'Jerry'` → 4 (j, e, r, y; the two r's count once)
- spaces and punctuation count as characters too

Time $O(n)$, space $O(k)$ for $k$ distinct characters.

{F}python
def count_distinct_characters(string: str) -> int:
    return len(set(string.lower()))
{F}""",
      ["empty string → 0", "`'xyzXYZ'` → 3 (x, y, z each in two cases)", "`'Jerry'` → 4 (j, e, r, y; the two r's count once)", "space $O(k)$ for $k$ distinct characters"],
      "An edge-case list with sample values.")

    q("vq06", "code-probe-error-quote", H(46), f"""A recursive version hits `RecursionError: maximum recursion depth exceeded` for large n (and is exponential anyway), so iterate with four running values instead. The first values are 0, 0, 2, 0, then 2, 4, 8, 14.

{F}python
def fib4(n: int):
    a, b, c, d = 0, 0, 2, 0
    for _ in range(n):
        a, b, c, d = b, c, d, a + b + c + d
    return a
{F}""",
      ["`RecursionError: maximum recursion depth exceeded`", "The first values are 0, 0, 2, 0, then 2, 4, 8, 14."],
      "An error message quoted inline (not code) and a value sequence.")
