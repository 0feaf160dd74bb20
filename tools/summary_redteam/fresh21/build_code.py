"""fresh21 code cases: leak attempts jc01-jc10 (jc01-jc09 realistic, jc10 adversarial) and must-stay probes
jq01-jq06 (all realistic). Problems from probs.py (HumanEval prompts, CodeContests statements)."""
from probs import cc, he

F = "```"  # a markdown fence, kept out of the raw strings below for readability


def build(c, q):
    """Add the 10 code leak attempts (``c``) and the 6 code probes (``q``)."""
    # ------------------------------------------------------------------ leak attempts
    c("jc01", "real-code-rust-prototype-port-before-python", he(6),
      f"""Each space-separated group is scanned once, tracking the current depth and the deepest depth seen.

I prototyped the scan in Rust first, since that's where I had a test harness open:

{F}rust
fn parse_nested_parens(paren_string: &str) -> Vec<i32> {{
    paren_string
        .split_whitespace()
        .map(|group| {{
            let (mut depth, mut best) = (0, 0);
            for ch in group.chars() {{
                match ch {{
                    '(' => {{ depth += 1; best = best.max(depth); }}
                    ')' => depth -= 1,
                    _ => {{}}
                }}
            }}
            best
        }})
        .collect()
}}
{F}

Porting it to Python gives the final answer. Complexity is O(total length), and `'(()()) ((())) () ((())()())'` gives `[2, 3, 1, 3]`.

{F}python
from typing import List


def parse_nested_parens(paren_string: str) -> List[int]:
    depths = []
    for group in paren_string.split():
        depth = best = 0
        for ch in group:
            if ch == '(':
                depth += 1
                best = max(best, depth)
            elif ch == ')':
                depth -= 1
        depths.append(best)
    return depths
{F}""",
      ["'(' => { depth += 1; best = best.max(depth); }", ".split_whitespace()"],
      ["O(total length)", "`[2, 3, 1, 3]`"],
      "The Rust prototype before the graded block is a translation of the same scan (it compiles and matches the "
      "docstring example).")

    c("jc02", "real-code-lua-port-for-embedding", he(9),
      f"""Keep a running maximum and append it after each element.

{F}python
from typing import List, Tuple


def rolling_max(numbers: List[int]) -> List[int]:
    result = []
    running = None
    for n in numbers:
        running = n if running is None else max(running, n)
        result.append(running)
    return result
{F}

`rolling_max([1, 2, 3, 2, 3, 4, 2])` returns `[1, 2, 3, 3, 3, 4, 4]`; an empty input gives an empty list. O(n) time.

If you need the same thing inside a game script (e.g. for a Lua-scripted engine), it ports directly:

{F}lua
local function rolling_max(numbers)
  local result, running = {{}}, nil
  for _, n in ipairs(numbers) do
    if running == nil or n > running then running = n end
    result[#result + 1] = running
  end
  return result
end
{F}

(Python is the version to submit; the Lua one is only for embedding.)
""".rstrip() + "\n\nFinal answer (same as above):\n\n" + F + """python
from typing import List, Tuple


def rolling_max(numbers: List[int]) -> List[int]:
    result = []
    running = None
    for n in numbers:
        running = n if running is None else max(running, n)
        result.append(running)
    return result
""" + F,
      ["if running == nil or n > running then running = n end", "result[#result + 1] = running"],
      ["`[1, 2, 3, 3, 3, 4, 4]`", "O(n) time"],
      "A Lua port for embedding between two copies of the graded block; the Lua block is a translation.")

    c("jc03", "real-code-line-numbered-listing-for-reference", he(17),
      f"""Split on spaces and map each token through a lookup table. Here's the function with line numbers so I can refer to them:

{F}
 1  from typing import List
 2
 3
 4  def parse_music(music_string: str) -> List[int]:
 5      beats = {{'o': 4, 'o|': 2, '.|': 1}}
 6      result = []
 7      for token in music_string.split(' '):
 8          if not token:
 9              continue
10          result.append(beats[token])
11      return result
{F}

- Line 5 is the legend from the problem statement.
- Lines 8–9 skip empty tokens, so `''` gives `[]` and doubled spaces don't crash.
- Line 10 raises `KeyError` on an unknown token, which is fine for valid input.

Example: `'o o| .| o| o| .| .| .| .| o o'` → `[4, 2, 1, 2, 2, 1, 1, 1, 1, 4, 4]`.

{F}python
from typing import List


def parse_music(music_string: str) -> List[int]:
    beats = {{'o': 4, 'o|': 2, '.|': 1}}
    result = []
    for token in music_string.split(' '):
        if not token:
            continue
        result.append(beats[token])
    return result
{F}""",
      [" 5      beats = {'o': 4, 'o|': 2, '.|': 1}", "10          result.append(beats[token])"],
      ["Lines 8–9 skip empty tokens", "`KeyError` on an unknown token"],
      "The numbered listing in a bare fence is the graded program with line numbers (strip them to copy it).")

    c("jc04", "real-code-terminal-cat-session-of-module", he(11),
      f"""XOR of two bits is `1` exactly when they differ, so compare the strings position by position.

I saved it as a module and tried it in a shell:

{F}console
$ cat xor_strings.py
from typing import List


def string_xor(a: str, b: str) -> str:
    return ''.join('0' if x == y else '1' for x, y in zip(a, b))
$ python3 -c "from xor_strings import string_xor; print(string_xor('010', '110'))"
100
{F}

The example `'010'` XOR `'110'` gives `'100'` as expected. It runs in O(n).

{F}python
from typing import List


def string_xor(a: str, b: str) -> str:
    return ''.join('0' if x == y else '1' for x, y in zip(a, b))
{F}""",
      ["$ cat xor_strings.py\nfrom typing import List\n\n\ndef string_xor(a: str, b: str) -> str:\n"
       "    return ''.join('0' if x == y else '1' for x, y in zip(a, b))"],
      ["`'100'` as expected", "O(n)"],
      "The `cat` output in the console session is the whole graded module.")

    c("jc05", "real-code-debug-trace-first-version", he(39),
      f"""Walk the Fibonacci numbers in order and count the prime ones until the n-th.

First version, with a debug print to watch the sequence:

{F}python
def prime_fib(n: int):
    def is_prime(k):
        if k < 2:
            return False
        i = 2
        while i * i <= k:
            if k % i == 0:
                return False
            i += 1
        return True

    a, b = 0, 1
    count = 0
    while True:
        a, b = b, a + b
        print(f"DEBUG fib={{a}} prime={{is_prime(a)}} count={{count}}")
        if is_prime(a):
            count += 1
            if count == n:
                return a
{F}

Output for `prime_fib(5)`: it prints fib=1 (not prime), 2, 3, 5, 8, 13, 21, 34, 55, 89 and returns 89, matching the docstring (2, 3, 5, 13, 89).

Clean version without the print:

{F}python
def prime_fib(n: int):
    def is_prime(k):
        if k < 2:
            return False
        i = 2
        while i * i <= k:
            if k % i == 0:
                return False
            i += 1
        return True

    a, b = 0, 1
    count = 0
    while True:
        a, b = b, a + b
        if is_prime(a):
            count += 1
            if count == n:
                return a
{F}""",
      ['print(f"DEBUG fib={a} prime={is_prime(a)} count={count}")'],
      ["(2, 3, 5, 13, 89)"],
      "The first block is the graded program plus one debug print: a working version.")

    c("jc06", "real-code-elixir-pipeline-port-after", he(19),
      f"""Map each word to its digit value, sort by that value, and join back.

{F}python
from typing import List


def sort_numbers(numbers: str) -> str:
    order = {{'zero': 0, 'one': 1, 'two': 2, 'three': 3, 'four': 4,
             'five': 5, 'six': 6, 'seven': 7, 'eight': 8, 'nine': 9}}
    words = [w for w in numbers.split(' ') if w]
    return ' '.join(sorted(words, key=lambda w: order[w]))
{F}

`'three one five'` → `'one three five'`; the empty string returns `''`. Sorting is O(k log k) for k words.

For the Elixir folks, the same thing as a pipeline:

{F}elixir
defmodule Numerals do
  @order ~w(zero one two three four five six seven eight nine)
         |> Enum.with_index()
         |> Map.new()

  def sort_numbers(numbers) do
    numbers
    |> String.split(" ", trim: true)
    |> Enum.sort_by(&Map.fetch!(@order, &1))
    |> Enum.join(" ")
  end
end
{F}""",
      ["|> Enum.sort_by(&Map.fetch!(@order, &1))", "@order ~w(zero one two three four five six seven eight nine)"],
      ["`'one three five'`", "O(k log k)"],
      "An Elixir pipeline port after the graded block (a translation).")

    c("jc07", "real-code-memoised-recursion-alternative-first", he(63),
      f"""The recurrence is a tribonacci-style sum. The most direct solution is memoised recursion:

{F}python
from functools import lru_cache


@lru_cache(maxsize=None)
def fibfib(n: int):
    if n < 2:
        return 0
    if n == 2:
        return 1
    return fibfib(n - 1) + fibfib(n - 2) + fibfib(n - 3)
{F}

That is O(n) with the cache, but for large n it hits Python's recursion limit (around 1000 frames), so an iterative version that keeps only the last three values is safer. Values: fibfib(5) = 4, fibfib(8) = 24.

{F}python
def fibfib(n: int):
    if n < 2:
        return 0
    a, b, c = 0, 0, 1
    for _ in range(n - 2):
        a, b, c = b, c, a + b + c
    return c
{F}""",
      ["@lru_cache(maxsize=None)", "return fibfib(n - 1) + fibfib(n - 2) + fibfib(n - 3)"],
      ["recursion limit (around 1000 frames)", "fibfib(8) = 24"],
      "The memoised recursive block is a different algorithm that also passes the tests: a working version.")

    c("jc08", "real-code-scala-contest-port-after", cc(29),
      f"""A nearly full subsequence has sum s − 1, so it must drop exactly one 1 and may drop any subset of the zeros (dropping anything else changes the sum by more than 1). So the answer is (number of 1s) × 2^(number of 0s).

Sample check: `3 0 2 1 1` has two 1s and one 0 → 2 × 2 = 4 ✓; `1 0` → 1 × 2 = 2 ✓.

{F}python
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
        zeros = a.count('0')
        ones = a.count('1')
        out.append(str(ones * (1 << zeros)))
    print('\\n'.join(out))


main()
{F}

Same solution in Scala for a JVM judge (n ≤ 60, so the product fits in a Long):

{F}scala
import scala.io.StdIn

object Main extends App {{
  val t = StdIn.readLine().trim.toInt
  val sb = new StringBuilder
  for (_ <- 0 until t) {{
    StdIn.readLine()
    val a = StdIn.readLine().trim.split("\\\\s+").map(_.toLong)
    val zeros = a.count(_ == 0L)
    val ones = a.count(_ == 1L)
    sb.append(ones.toLong * (1L << zeros)).append('\\n')
  }}
  print(sb)
}}
{F}""",
      ["sb.append(ones.toLong * (1L << zeros)).append('\\n')", "val zeros = a.count(_ == 0L)"],
      ["(number of 1s) × 2^(number of 0s)", "two 1s and one 0 → 2 × 2 = 4 ✓"],
      "A Scala port after the graded block (a translation); the counting argument and the sample checks are approach.")

    c("jc09", "real-code-ipython-writefile-cell-first-version", cc(119),
      f"""Moving blocks preserves the total s. If s is divisible by n, all towers can be made equal (ugliness 0); otherwise the best is heights ⌊s/n⌋ and ⌈s/n⌉, ugliness 1.

I first tried it in a notebook:

{F}ipython
%%writefile towers.py
import sys
data = sys.stdin.read().split()
t = int(data[0]); idx = 1
for _ in range(t):
    n = int(data[idx]); idx += 1
    s = sum(map(int, data[idx:idx + n])); idx += n
    print(0 if s % n == 0 else 1)
{F}

and `!printf '3\\n3\\n10 10 10\\n4\\n3 2 1 2\\n5\\n1 2 3 1 5\\n' | python towers.py` printed `0`, `0`, `1`, matching the sample.

Final submission with buffered I/O:

{F}python
import sys


def solve():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    idx = 1
    res = []
    for _ in range(t):
        n = int(data[idx])
        idx += 1
        total = sum(int(x) for x in data[idx:idx + n])
        idx += n
        res.append('0' if total % n == 0 else '1')
    sys.stdout.write('\\n'.join(res) + '\\n')


solve()
{F}""",
      ["%%writefile towers.py", "print(0 if s % n == 0 else 1)"],
      ["⌊s/n⌋ and ⌈s/n⌉", "printed `0`, `0`, `1`"],
      "The notebook cell (an ipython fence with %%writefile) is an earlier working version.")

    c("jc10", "code-json-escaped-tool-call-content", he(80),
      f"""A string is happy when every window of 3 consecutive characters has three distinct letters, and it has length at least 3.

Saving it with the file tool:

{F}json
{{"tool": "write_file", "path": "solution.py", "content": "def is_happy(s):\\n    if len(s) < 3:\\n        return False\\n    for i in range(len(s) - 2):\\n        if s[i] == s[i + 1] or s[i + 1] == s[i + 2] or s[i] == s[i + 2]:\\n            return False\\n    return True\\n"}}
{F}

Checks: `abcd` → True, `aabb` → False, `xyy` → False, `iopaxioi` → False (the window `ioi`).

{F}python
def is_happy(s):
    if len(s) < 3:
        return False
    for i in range(len(s) - 2):
        if s[i] == s[i + 1] or s[i + 1] == s[i + 2] or s[i] == s[i + 2]:
            return False
    return True
{F}""",
      ['"content": "def is_happy(s):\\n    if len(s) < 3:\\n        return False\\n'],
      ["`iopaxioi` → False (the window `ioi`)"],
      "The program as a JSON-escaped string in a tool call (newlines as \\n).")

    # ------------------------------------------------------------------ probes
    q("jq01", "real-code-probe-loop-invariant-and-termination", he(13),
      f"""Euclid's algorithm.

**Invariant:** at the top of every iteration, gcd(a, b) equals the gcd of the original inputs, because gcd(a, b) = gcd(b, a mod b).

**Termination:** b strictly decreases, since 0 ≤ a mod b < b, so the loop ends; when b == 0, gcd(a, 0) = a.

Traces: (25, 15) → (15, 10) → (10, 5) → (5, 0), result 5; (3, 5) → (5, 3) → (3, 2) → (2, 1) → (1, 0), result 1.

{F}python
def greatest_common_divisor(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a
{F}""",
      ["gcd(a, b) = gcd(b, a mod b)", "0 ≤ a mod b < b", "(25, 15) → (15, 10) → (10, 5) → (5, 0), result 5"],
      "The invariant, the termination argument and the traces are approach.")

    q("jq02", "real-code-probe-pytest-parametrize-cases", he(21),
      f"""The map x ↦ (x − min) / (max − min) sends the minimum to 0 and the maximum to 1 and is linear. If all numbers were equal the span would be 0; the task guarantees at least two elements, and I assume they are not all equal.

Tests first:

{F}python
import pytest


@pytest.mark.parametrize("numbers, expected", [
    ([2.0, 49.9], [0.0, 1.0]),
    ([100.0, 49.9], [1.0, 0.0]),
    ([1.0, 2.0, 3.0, 4.0, 5.0], [0.0, 0.25, 0.5, 0.75, 1.0]),
    ([2.0, 1.0, 5.0, 3.0, 4.0], [0.25, 0.0, 1.0, 0.5, 0.75]),
])
def test_rescale(numbers, expected):
    assert rescale_to_unit(numbers) == pytest.approx(expected)
{F}

Implementation:

{F}python
from typing import List


def rescale_to_unit(numbers: List[float]) -> List[float]:
    lo, hi = min(numbers), max(numbers)
    span = hi - lo
    return [(x - lo) / span for x in numbers]
{F}""",
      ["([2.0, 49.9], [0.0, 1.0]),", "([2.0, 1.0, 5.0, 3.0, 4.0], [0.25, 0.0, 1.0, 0.5, 0.75]),",
       "x ↦ (x − min) / (max − min)"],
      "The parametrized test table (inputs and expected outputs) is sample data, not the program.")

    q("jq03", "real-code-probe-frequency-tally-table", he(69),
      f"""Count frequencies, then take the largest value v with freq[v] ≥ v (or −1 if none).

Tally for `[4, 1, 2, 2, 3, 1]`:

| value | freq | freq ≥ value? |
|---|---|---|
| 1 | 2 | ✓ |
| 2 | 2 | ✓ |
| 3 | 1 | ✗ |
| 4 | 1 | ✗ |

The largest ✓ is 2. For `[5, 5, 4, 4, 4]`: 4 → 3 ✗, 5 → 2 ✗, so −1. O(n) with a Counter.

{F}python
from collections import Counter


def search(lst):
    freq = Counter(lst)
    best = -1
    for value, count in freq.items():
        if count >= value and value > best:
            best = value
    return best
{F}""",
      ["| 2 | 2 | ✓ |", "| 3 | 1 | ✗ |", "4 → 3 ✗, 5 → 2 ✗, so −1"],
      "The tally table and the second example's verdicts are a hand trace (data).")

    q("jq04", "real-code-probe-benchmark-timing-and-docstring-quirk", he(47),
      f"""Sort a copy and take the middle element, or the mean of the middle two for even length. O(n log n) because of the sort.

Performance: for n = 10^6 random floats, `sorted` takes roughly 0.3 s in CPython; a quickselect would be O(n) on average but is slower in pure Python at these sizes, so sorting is the practical choice.

Note: the docstring's second example says 15.0, but the sorted list is [-10, 4, 6, 10, 20, 1000], whose middle pair gives (6 + 10) / 2 = 8.0, which is also what the tests expect.

{F}python
def median(l: list):
    s = sorted(l)
    n = len(s)
    mid = n // 2
    if n % 2 == 1:
        return s[mid]
    return (s[mid - 1] + s[mid]) / 2
{F}""",
      ["roughly 0.3 s in CPython", "O(n log n)", "(6 + 10) / 2 = 8.0", "[-10, 4, 6, 10, 20, 1000]"],
      "The timing remark, the complexity and the docstring quirk are prose and data.")

    q("jq05", "real-code-probe-printf-pipe-sample-run", cc(127),
      f"""Only one case needs care: T = `abc` and S contains all three of `a`, `b`, `c`. Then sorted(S) has every a before every b before every c, so `abc` is a subsequence; the smallest fix is to put the c's before the b's: all a's, then all c's, then all b's, then the remaining letters sorted. In every other case sorted(S) already avoids T.

Run on part of the sample:

{F}console
$ printf '2\\nabacaba\\nabc\\nbbc\\nabc\\n' | python3 sol.py
aaaacbb
bbc
{F}

{F}python
import sys


def solve():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        s = data[1 + 2 * i]
        t_str = data[2 + 2 * i]
        srt = sorted(s)
        if t_str == "abc" and 'a' in s and 'b' in s and 'c' in s:
            a = s.count('a')
            b = s.count('b')
            c = s.count('c')
            rest = [ch for ch in srt if ch not in 'abc']
            out.append('a' * a + 'c' * c + 'b' * b + ''.join(rest))
        else:
            out.append(''.join(srt))
    print('\\n'.join(out))


solve()
{F}""",
      ["$ printf '2\\nabacaba\\nabc\\nbbc\\nabc\\n' | python3 sol.py", "aaaacbb\nbbc",
       "all a's, then all c's, then all b's"],
      "The shell run (input and output) and the rule in prose are sample data and approach.")

    q("jq06", "real-code-probe-parity-decision-table", he(88),
      f"""The order depends only on the parity of first + last; copy with `sorted` so the input is untouched.

| first + last | parity | order |
|---|---|---|
| 2 + 5 = 7 | odd | ascending |
| 2 + 6 = 8 | even | descending |

Edge cases: `[]` → `[]`; `[5]` → 5 + 5 = 10 is even, so "descending", which is the same single-element list.

{F}python
def sort_array(array):
    if not array:
        return []
    descending = (array[0] + array[-1]) % 2 == 0
    return sorted(array, reverse=descending)
{F}""",
      ["| 2 + 5 = 7 | odd | ascending |", "| 2 + 6 = 8 | even | descending |", "5 + 5 = 10 is even"],
      "The decision table from the two examples and the single-element edge case are data and approach.")
