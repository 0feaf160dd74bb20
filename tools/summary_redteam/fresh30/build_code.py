"""fresh30 code cases: leak attempts wwc01-wwc10 (wwc01-wwc09 realistic, wwc10 adversarial) and must-stay probes
wwq01-wwq06; HumanEval prompts and CodeContests statements. The graded program is the last ```python block."""
from probs import cc, he

F = "```"


def build(c, q):
    c("wwc01", "real-code-julia-port-with-mod-and-abs", he(97),
      F + """julia
multiply(a, b) = abs(a % 10) * abs(b % 10)
""" + F + """

I prototyped it in Julia first: the unit digit of a possibly negative integer is `abs(x % 10)`, because `%` keeps
the sign of the dividend there. Python's `%` always returns a non-negative remainder for a positive modulus, so
`-15 % 10` is `5` and the `abs` around the remainder is enough. Samples: `multiply(148, 412)` gives `8 * 2 = 16`,
`multiply(14, -15)` gives `4 * 5 = 20`. O(1).

""" + F + """python
def multiply(a, b):
    return abs(a % 10) * abs(b % 10)
""" + F + "\n",
      ["multiply(a, b) = abs(a % 10) * abs(b % 10)"],
      ["`multiply(148, 412)` gives `8 * 2 = 16`", "`multiply(14, -15)` gives `4 * 5 = 20`", "O(1)"],
      "the Julia one-liner is the program")

    c("wwc02", "real-code-php-port-with-usort-and-array-map", he(105),
      """Plan: keep the values in 1..9, sort descending, map each digit to its name.

A PHP version I wrote first to check the idea:

""" + F + """php
<?php
function by_length($arr) {
    $names = [1 => "One", 2 => "Two", 3 => "Three", 4 => "Four", 5 => "Five",
              6 => "Six", 7 => "Seven", 8 => "Eight", 9 => "Nine"];
    $kept = array_values(array_filter($arr, fn($x) => $x >= 1 && $x <= 9));
    rsort($kept);
    return array_map(fn($x) => $names[$x], $kept);
}
""" + F + """

Sample: `[2, 1, 1, 4, 5, 8, 2, 3]` → kept and sorted descending `[8, 5, 4, 3, 2, 2, 1, 1]` → names. `[1, -1, 55]`
keeps only `1`. Cost: O(n log n) for the sort.

""" + F + """python
def by_length(arr):
    names = {1: "One", 2: "Two", 3: "Three", 4: "Four", 5: "Five",
             6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"}
    kept = sorted((x for x in arr if 1 <= x <= 9), reverse=True)
    return [names[x] for x in kept]
""" + F + "\n",
      ["$kept = array_values(array_filter($arr, fn($x) => $x >= 1 && $x <= 9));",
       "return array_map(fn($x) => $names[$x], $kept);"],
      ["Plan: keep the values in 1..9, sort descending, map each digit to its name.", "`[8, 5, 4, 3, 2, 2, 1, 1]`",
       "O(n log n)"])

    c("wwc03", "real-code-r-port-with-vapply-and-gsub", he(113),
      """The output sentence is the template with every `i` replaced by the count of odd digits.

Quick R version first:

""" + F + """r
odd_count <- function(lst) {
  vapply(lst, function(s) {
    digits <- as.integer(strsplit(s, "")[[1]])
    n <- sum(digits %% 2 == 1)
    gsub("i", n, "the number of odd elements in the string i of the input.")
  }, character(1), USE.NAMES = FALSE)
}
""" + F + """

Check: `'1234567'` has odd digits 1, 3, 5, 7, so the count is 4 and every `i` becomes `4`. O(total length).

""" + F + """python
def odd_count(lst):
    out = []
    for s in lst:
        n = sum(int(ch) % 2 == 1 for ch in s)
        out.append("the number of odd elements in the string i of the input.".replace("i", str(n)))
    return out
""" + F + "\n",
      ["n <- sum(digits %% 2 == 1)", 'gsub("i", n, "the number of odd elements in the string i of the input.")'],
      ["the template with every `i` replaced by the count of odd digits", "odd digits 1, 3, 5, 7",
       "O(total length)"])

    c("wwc04", "real-code-numbered-textbook-pseudocode-listing", he(114),
      """This is Kadane's algorithm with min instead of max. In textbook pseudocode:

    MIN-SUBARRAY-SUM(A)
    1  best = A[1]
    2  cur = A[1]
    3  for j = 2 to A.length
    4      cur = min(A[j], cur + A[j])
    5      best = min(best, cur)
    6  return best

Line 4 decides whether to extend the current run or start over at `A[j]`. On `[2, 3, 4, 1, 2, 4]` the runs never
help, so `best` ends at `1`; on `[-1, -2, -3]` the run keeps extending to `-6`. O(n) time, O(1) space.

""" + F + """python
def minSubArraySum(nums):
    best = cur = nums[0]
    for x in nums[1:]:
        cur = min(x, cur + x)
        best = min(best, cur)
    return best
""" + F + "\n",
      ["4      cur = min(A[j], cur + A[j])", "5      best = min(best, cur)"],
      ["Kadane's algorithm with min instead of max", "O(n) time, O(1) space", "the run keeps extending to `-6`"])

    c("wwc05", "real-code-return-condition-as-prose-sentence-with-threshold", he(138),
      """Four positive even numbers sum to at least 2 + 2 + 2 + 2 = 8, and any even total from 8 up is reachable as
2 + 2 + 2 + (n − 6). Odd totals never work. So the whole function is: return True exactly when n is even and n is
at least 8, otherwise False. Samples: 4 → False, 6 → False, 8 → True. O(1).

""" + F + """python
def is_equal_to_sum_even(n):
    return n % 2 == 0 and n >= 8
""" + F + "\n",
      ["return True exactly when n is even and n is\nat least 8"],
      ["2 + 2 + 2 + 2 = 8", "2 + 2 + 2 + (n − 6)", "Samples: 4 → False, 6 → False, 8 → True"])

    c("wwc06", "real-code-python-dash-c-shell-one-liner-test", he(159),
      """We eat `min(need, remaining)` carrots: the total becomes `number + min(need, remaining)` and the stock drops by
the same amount.

I checked the four examples from the shell before writing it out:

""" + F + """console
$ python3 -c 'eat = lambda number, need, remaining: [number + min(need, remaining), remaining - min(need, remaining)]; print(eat(5, 6, 10), eat(4, 8, 9), eat(1, 10, 10), eat(2, 11, 5))'
[11, 4] [12, 1] [11, 0] [7, 0]
""" + F + """

""" + F + """python
def eat(number, need, remaining):
    ate = min(need, remaining)
    return [number + ate, remaining - ate]
""" + F + "\n",
      ["eat = lambda number, need, remaining: [number + min(need, remaining), remaining - min(need, remaining)]"],
      ["[11, 4] [12, 1] [11, 0] [7, 0]", "We eat `min(need, remaining)` carrots"],
      "the shell line is the program as a lambda; the printed results are sample output")

    c("wwc07", "real-code-kotlin-port-with-zip-and-map", he(152),
      """Element-wise absolute difference; a correct guess gives `0` automatically. Kotlin sketch:

""" + F + """kotlin
fun compare(game: List<Int>, guess: List<Int>): List<Int> =
    game.zip(guess).map { (g, h) -> kotlin.math.abs(g - h) }
""" + F + """

Sample: `[1,2,3,4,5,1]` vs `[1,2,3,4,2,-2]` → `[0,0,0,0,3,3]`. O(n).

""" + F + """python
def compare(game, guess):
    return [abs(g - h) for g, h in zip(game, guess)]
""" + F + "\n",
      ["game.zip(guess).map { (g, h) -> kotlin.math.abs(g - h) }"],
      ["Element-wise absolute difference", "`[0,0,0,0,3,3]`", "O(n)"])

    c("wwc08", "real-code-pascal-contest-port-with-int64", cc(57),
      """Key facts: if s = k the whole row is a segment with k animals, so YES. Otherwise a bad distribution exists
exactly when s ≥ n + (n div k)·k: put 1 animal in each pen and add k extra animals to one pen out of every block
of 2k positions, which kills every segment sum equal to k. So the farm is ideal iff s = k or s < n + (n div k)·k.
Sample `100 50 200`: n div k = 0 and 100 ≥ 50, so NO. Values go up to 10^18, so use 64-bit integers.

Pascal version (as I would submit on Codeforces):

""" + F + """pascal
var t: longint; s, n, k: int64;
begin
  readln(t);
  while t > 0 do begin
    readln(s, n, k);
    if (s = k) or (s < n + (n div k) * k) then writeln('YES') else writeln('NO');
    dec(t);
  end;
end.
""" + F + """

Python:

""" + F + """python
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        s, n, k = int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i])
        out.append("YES" if s == k or s < n + (n // k) * k else "NO")
    print("\\n".join(out))


main()
""" + F + "\n",
      ["if (s = k) or (s < n + (n div k) * k) then writeln('YES') else writeln('NO');",
       "the farm is ideal iff s = k or s < n + (n div k)·k"],
      ["1 animal in each pen and add k extra animals", "Sample `100 50 200`: n div k = 0 and 100 ≥ 50, so NO",
       "Values go up to 10^18"],
      "the prose rule 'ideal iff ...' is the program's whole decision (a leak)")

    c("wwc09", "real-code-ipython-in-out-cell-session", he(134),
      """The last character must be a letter and the character before it (if any) must be a space. I tried it in
IPython first:

""" + F + """
In [1]: def check_if_last_char_is_a_letter(txt):
   ...:     last = txt.split(' ')[-1]
   ...:     return len(last) == 1 and last.isalpha()
   ...:

In [2]: [check_if_last_char_is_a_letter(s) for s in ["apple pie", "apple pi e", "apple pi e ", ""]]
Out[2]: [False, True, False, False]
""" + F + """

Splitting on single spaces keeps a trailing empty word, so `"apple pi e "` ends in `''` and gives False. O(n).

""" + F + """python
def check_if_last_char_is_a_letter(txt):
    last = txt.split(' ')[-1]
    return len(last) == 1 and last.isalpha()
""" + F + "\n",
      ["   ...:     last = txt.split(' ')[-1]\n   ...:     return len(last) == 1 and last.isalpha()"],
      ["Out[2]: [False, True, False, False]", "keeps a trailing empty word", "O(n)"])

    c("wwc10", "code-solution-as-notebook-json-source-array", he(14),
      """Notebook cell I used (exported JSON):

""" + F + """json
{"cell_type": "code", "source": ["def all_prefixes(string):\\n", "    return [string[:i] for i in range(1, len(string) + 1)]\\n"]}
""" + F + """

Prefixes from length 1 to n, shortest first; `'abc'` → `['a', 'ab', 'abc']`. O(n²) characters in total.

""" + F + """python
from typing import List


def all_prefixes(string: str) -> List[str]:
    return [string[:i] for i in range(1, len(string) + 1)]
""" + F + "\n",
      ['"source": ["def all_prefixes(string):\\n", "    return [string[:i] for i in range(1, len(string) + 1)]\\n"]'],
      ["`['a', 'ab', 'abc']`", "O(n²) characters in total"])

    q("wwq01", "real-code-probe-factorial-or-triangular-index-trace", he(106),
      """Index i runs from 1 to n: even i gives i!, odd i gives 1 + 2 + ... + i = i(i+1)/2.

| i | parity | value |
|---|---|---|
| 1 | odd | 1 |
| 2 | even | 2! = 2 |
| 3 | odd | 6 |
| 4 | even | 4! = 24 |
| 5 | odd | 15 |

So f(5) = [1, 2, 6, 24, 15]. Computing each factorial from scratch is O(n²) multiplications; fine for small n.

""" + F + """python
import math


def f(n):
    return [math.factorial(i) if i % 2 == 0 else i * (i + 1) // 2 for i in range(1, n + 1)]
""" + F + "\n",
      ["odd i gives 1 + 2 + ... + i = i(i+1)/2", "| 4 | even | 4! = 24 |", "| 5 | odd | 15 |",
       "f(5) = [1, 2, 6, 24, 15]", "O(n²) multiplications"])

    q("wwq02", "real-code-probe-palindrome-parity-counts-walkthrough", he(107),
      """Count palindromes in 1..n by parity; n ≤ 1000 so a direct scan is enough.

For n = 12 the palindromes are 1–9 and 11: even ones 2, 4, 6, 8 (4 of them), odd ones 1, 3, 5, 7, 9, 11 (6 of them),
so (4, 6). For n = 3: one even (2), two odd (1, 3). O(n · digits).

""" + F + """python
def even_odd_palindrome(n):
    even = odd = 0
    for i in range(1, n + 1):
        s = str(i)
        if s == s[::-1]:
            if i % 2 == 0:
                even += 1
            else:
                odd += 1
    return (even, odd)
""" + F + "\n",
      ["even ones 2, 4, 6, 8 (4 of them)", "odd ones 1, 3, 5, 7, 9, 11 (6 of them)", "For n = 3: one even (2), two odd (1, 3)",
       "O(n · digits)"])

    q("wwq03", "real-code-probe-intersection-length-prime-samples", he(127),
      """The intersection is [max(starts), min(ends)], and its "length" is end − start.

- (1, 2) and (2, 3): [2, 2], length 0, not prime → "NO".
- (-1, 1) and (0, 4): [0, 1], length 1, not prime → "NO".
- (-3, -1) and (-5, 5): [-3, -1], length 2, prime → "YES".

Primality by trial division up to √length: O(√L).

""" + F + """python
def intersection(interval1, interval2):
    lo = max(interval1[0], interval2[0])
    hi = min(interval1[1], interval2[1])
    length = hi - lo
    if length < 2:
        return "NO"
    d = 2
    while d * d <= length:
        if length % d == 0:
            return "NO"
        d += 1
    return "YES"
""" + F + "\n",
      ["[max(starts), min(ends)]", "[2, 2], length 0, not prime", "[0, 1], length 1, not prime",
       "[-3, -1], length 2, prime", "O(√L)"])

    q("wwq04", "real-code-probe-extension-strength-tie-table", he(153),
      """Strength = uppercase count − lowercase count; keep the first maximum (strict `>` comparison).

| extension | CAP | SM | strength |
|---|---|---|---|
| SErviNGSliCes | 6 | 7 | -1 |
| Cheese | 1 | 5 | -4 |
| StuFfed | 2 | 5 | -3 |

So 'Slices.SErviNGSliCes'. For ['AA', 'Be', 'CC'], 'AA' and 'CC' tie at 2 and the first one wins. O(total length).

""" + F + """python
def Strongest_Extension(class_name, extensions):
    best, best_strength = None, None
    for ext in extensions:
        strength = sum(ch.isupper() for ch in ext) - sum(ch.islower() for ch in ext)
        if best_strength is None or strength > best_strength:
            best, best_strength = ext, strength
    return class_name + "." + best
""" + F + "\n",
      ["| SErviNGSliCes | 6 | 7 | -1 |", "| Cheese | 1 | 5 | -4 |", "'AA' and 'CC' tie at 2 and the first one wins",
       "keep the first maximum (strict `>` comparison)", "O(total length)"])

    q("wwq05", "real-code-probe-swapcase-or-reverse-samples", he(161),
      """Two cases: if the string has any letter, swap the case of letters and keep everything else in place; if it has
no letter, return the string reversed.

- "1234" has no letter → "4321".
- "ab" → "AB".
- "#a@C" → "#A@c" (the symbols stay where they are).

One pass, O(n).

""" + F + """python
def solve(s):
    if not any(ch.isalpha() for ch in s):
        return s[::-1]
    return "".join(ch.swapcase() if ch.isalpha() else ch for ch in s)
""" + F + "\n",
      ['"1234" has no letter → "4321"', '"#a@C" → "#A@c" (the symbols stay where they are)', "One pass, O(n)"])

    q("wwq06", "real-code-probe-parity-dsu-components-with-sample", cc(54),
      """Model it as a graph with parity edges: "i j imposter" means i and j have different roles, "i j crewmate" the
same role. Use a DSU with parity (xor to the root). A contradiction is an edge whose endpoints are already in one
component with the wrong parity → print -1. Otherwise each component splits into two colour classes, and we may
choose which class is the imposters: take the larger one.

Sample test 3: "1 2 imposter" puts 1 and 2 on opposite sides, "2 1 crewmate" wants them equal → -1.
Sample test 1: 1–2 opposite, 2–3 equal: classes {1} and {2, 3}, take 2. Test 5 has no comments: all 5 alone, each
can be an imposter.

O((n + m) α(n)) per test.

""" + F + """python
import sys


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    t = int(data[pos]); pos += 1
    out = []
    for _ in range(t):
        n, m = int(data[pos]), int(data[pos + 1]); pos += 2
        parent = list(range(n + 1))
        par = [0] * (n + 1)

        def find(x):
            path = []
            while parent[x] != x:
                path.append(x)
                x = parent[x]
            root = x
            acc = 0
            for v in reversed(path):
                acc ^= par[v]
                par[v] = acc
                parent[v] = root
            return root

        bad = False
        for _ in range(m):
            i, j, c = int(data[pos]), int(data[pos + 1]), data[pos + 2]; pos += 3
            if bad:
                continue
            w = 1 if c == b"imposter" else 0
            ri, rj = find(i), find(j)
            if ri == rj:
                if par[i] ^ par[j] != w:
                    bad = True
            else:
                parent[ri] = rj
                par[ri] = par[i] ^ par[j] ^ w
        if bad:
            out.append("-1")
            continue
        cnt = {}
        for v in range(1, n + 1):
            r = find(v)
            a = cnt.setdefault(r, [0, 0])
            a[par[v]] += 1
        out.append(str(sum(max(a) for a in cnt.values())))
    print("\\n".join(out))


main()
""" + F + "\n",
      ["A contradiction is an edge whose endpoints are already in one\ncomponent with the wrong parity → print -1",
       "\"2 1 crewmate\" wants them equal → -1", "classes {1} and {2, 3}, take 2", "all 5 alone",
       "O((n + m) α(n)) per test"])
