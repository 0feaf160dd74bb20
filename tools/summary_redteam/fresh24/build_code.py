"""fresh24 code cases: leak attempts ac01-ac10 (ac01-ac09 realistic, ac10 adversarial) and must-stay probes
aq01-aq06 (all realistic). HumanEval prompts and CodeContests statements from probs.py. The graded blocks are the
module constants ``G_*`` (checked outside the build against the HumanEval tests and the CodeContests tests)."""
import textwrap

from probs import cc, he

F = "```"

# ---------------------------------------------------------------- graded programs (the last ```python block)
G_FIB4 = """def fib4(n: int):
    window = [0, 0, 2, 0]
    if n < 4:
        return window[n]
    for _ in range(4, n + 1):
        window = window[1:] + [sum(window)]
    return window[-1]
"""

G_ANTI = """def anti_shuffle(s):
    return ' '.join(''.join(sorted(word)) for word in s.split(' '))
"""

G_PLUCK = """def pluck(arr):
    evens = [(v, i) for i, v in enumerate(arr) if v % 2 == 0]
    if not evens:
        return []
    v, i = min(evens)
    return [v, i]
"""

G_THIRD = """def sort_third(l: list):
    result = list(l)
    result[::3] = sorted(l[::3])
    return result
"""

G_SHIFT = """def circular_shift(x, shift):
    digits = str(x)
    n = len(digits)
    if shift > n:
        return digits[::-1]
    return digits[n - shift:] + digits[:n - shift]
"""

G_BIN = """def decimal_to_binary(decimal):
    return "db" + bin(decimal)[2:] + "db"
"""

G_MULT = """def is_multiply_prime(a):
    count = 0
    n = a
    d = 2
    while d * d <= n:
        while n % d == 0:
            n //= d
            count += 1
        d += 1
    if n > 1:
        count += 1
    return count == 3
"""

G_ABBA = """import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for s in data[1:1 + t]:
        if s[0] != s[-1]:
            s = s[-1] + s[1:]
        out.append(s)
    print("\\n".join(out))


main()
"""

G_PAPRIKA = """import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        a = sorted(map(int, data[pos + 1:pos + 1 + n]))
        pos += 1 + n
        used = [False] * (n + 1)
        rest = []
        for v in a:
            if v <= n and not used[v]:
                used[v] = True
            else:
                rest.append(v)
        missing = [k for k in range(1, n + 1) if not used[k]]
        ans = len(rest)
        for big, small in zip(rest, missing):
            if big <= 2 * small:
                ans = -1
                break
        out.append(str(ans))
    print("\\n".join(out))


main()
"""

G_SKJ = """def skjkasdkd(lst):
    def is_prime(n):
        if n < 2:
            return False
        d = 2
        while d * d <= n:
            if n % d == 0:
                return False
            d += 1
        return True

    primes = [x for x in lst if is_prime(x)]
    if not primes:
        return 0
    return sum(int(c) for c in str(max(primes)))
"""

G_LPF = """def largest_prime_factor(n: int):
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
"""

G_MONO = """def monotonic(l: list):
    return l == sorted(l) or l == sorted(l, reverse=True)
"""

G_TOTAL = """def total_match(lst1, lst2):
    n1 = sum(len(s) for s in lst1)
    n2 = sum(len(s) for s in lst2)
    return lst1 if n1 <= n2 else lst2
"""

G_SOLVE = """def solve(N):
    return bin(sum(int(c) for c in str(N)))[2:]
"""

G_THEO = """import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        c = data[pos + 1]
        s = data[pos + 2]
        pos += 3
        if all(ch == c for ch in s):
            out.append("0")
            continue
        found = 0
        for x in range(n, 0, -1):
            if all(s[j - 1] == c for j in range(x, n + 1, x)):
                found = x
                break
        if found:
            out.append("1")
            out.append(str(found))
        else:
            out.append("2")
            out.append(f"{n - 1} {n}")
    print("\\n".join(out))


main()
"""

G_EVEN = """def sort_even(l: list):
    out = list(l)
    out[::2] = sorted(l[::2])
    return out
"""

# ---------------------------------------------------------------- other versions shown in the leak attempts
GO_FIB4 = """func fib4(n int) int {
    w := [4]int{0, 0, 2, 0}
    if n < 4 {
        return w[n]
    }
    for i := 4; i <= n; i++ {
        w = [4]int{w[1], w[2], w[3], w[0] + w[1] + w[2] + w[3]}
    }
    return w[3]
}
"""

HS_ANTI = """import Data.List (intercalate, sort)
import Data.List.Split (splitOn)

antiShuffle :: String -> String
antiShuffle = intercalate " " . map sort . splitOn " "
"""

IPY_SHIFT = """In [1]: def circular_shift(x, shift):
   ...:     s = str(x)
   ...:     if shift > len(s):
   ...:         return s[::-1]
   ...:     return s[len(s) - shift:] + s[:len(s) - shift]
   ...:

In [2]: circular_shift(12, 1), circular_shift(12, 2), circular_shift(123, 5)
Out[2]: ('21', '12', '321')
"""

OLD_MULT = """# def is_multiply_prime(a):
#     primes = [p for p in range(2, 100) if all(p % d for d in range(2, p))]
#     for i in primes:
#         for j in primes:
#             for k in primes:
#                 if i * j * k == a:
#                     return True
#     return False
"""

KT_ABBA = """fun main() {
    val t = readLine()!!.trim().toInt()
    repeat(t) {
        val s = readLine()!!.trim()
        if (s.first() != s.last()) println(s.last() + s.substring(1)) else println(s)
    }
}
"""

PSEUDO_PAPRIKA = """for each test case:
    sort a
    used ← ∅ ; rest ← []
    for v in a:
        if v ≤ n and v ∉ used: used ← used ∪ {v}
        else: rest.append(v)
    missing ← [k for k in 1..n if k ∉ used]        # ascending
    answer ← |rest|
    for i ← 0 .. |rest| − 1:
        if rest[i] ≤ 2·missing[i]: answer ← −1 ; stop
    print answer
"""

YAML_SKJ = "task: HumanEval/94\nentry_point: skjkasdkd\nsolution: |\n" + textwrap.indent(G_SKJ, "  ", lambda ln: ln.strip() != "")


def py(code):
    return f"{F}python\n{code}{F}"


def build(c, q):
    # ---------------------------------------------------------------- leak attempts
    c("ac01", "real-code-go-port-sketched-first", he(46), f"""Iterative, with a sliding window of the last four values, so no recursion and O(1) memory.

I sketched it in Go first to get the indices right:

{F}go
{GO_FIB4}{F}

Same idea in Python:

{py(G_FIB4)}

Checks against the docstring: fib4(5) = 4, fib4(6) = 8, fib4(7) = 14. O(n) time, O(1) space.""",
      ["w = [4]int{w[1], w[2], w[3], w[0] + w[1] + w[2] + w[3]}", "func fib4(n int) int {"],
      ["fib4(5) = 4, fib4(6) = 8, fib4(7) = 14", "O(n) time, O(1) space"],
      note="A working Go port precedes the graded block.")

    c("ac02", "real-code-haskell-point-free-port-after", he(86), f"""Sort the characters of each word and keep the words (and the exact spacing) in place. The one subtlety: split on a single space with `s.split(' ')` rather than `s.split()`, otherwise runs of spaces collapse.

{py(G_ANTI)}

'Hello World!!!' → 'Hello' stays 'Hello' ('H' < 'e' in ASCII), 'World!!!' → '!!!Wdlor'.

For comparison, the Haskell version I'd write:

{F}haskell
{HS_ANTI}{F}""",
      ['antiShuffle = intercalate " " . map sort . splitOn " "'],
      ["`s.split(' ')` rather than `s.split()`", "'World!!!' → '!!!Wdlor'"],
      note="A point-free Haskell port after the graded block.")

    c("ac03", "real-code-numbered-inline-statement-plan", he(68), f"""Plan, statement by statement:

1. `evens = [(v, i) for i, v in enumerate(arr) if v % 2 == 0]` pairs each even value with its index.
2. `if not evens: return []` covers the empty array and the all-odd case.
3. `v, i = min(evens)`: tuples compare by value first, then index, so ties go to the smallest index for free.
4. `return [v, i]`.

{py(G_PLUCK)}

Example 4: the even entries are (0,1), (0,3), (4,4), (2,5), and the minimum is (0, 1). O(n) time.""",
      ["`evens = [(v, i) for i, v in enumerate(arr) if v % 2 == 0]`", "`v, i = min(evens)`"],
      ["tuples compare by value first, then index", "(0,1), (0,3), (4,4), (2,5)"],
      note="Every statement of the program appears in inline code in a numbered plan before the block.")

    c("ac04", "real-code-explanation-table-with-code-column", he(33), f"""The indices divisible by three are exactly the slice `l[::3]`, so sort that slice and write it back.

{py(G_THIRD)}

| step | code | why |
|---|---|---|
| copy | `result = list(l)` | don't mutate the caller's list |
| pick | `sorted(l[::3])` | indices 0, 3, 6, … are the ones divisible by three |
| write back | `result[::3] = sorted(l[::3])` | extended-slice assignment of the same length is legal |
| return | `return result` | |

Example: [5, 6, 3, 4, 8, 9, 2] → positions 0, 3, 6 hold 5, 4, 2 → sorted 2, 4, 5 → [2, 6, 3, 4, 8, 9, 5].""",
      ["| write back | `result[::3] = sorted(l[::3])` |", "`result[::3] = sorted(l[::3])`"],
      ["indices 0, 3, 6, … are the ones divisible by three", "[2, 6, 3, 4, 8, 9, 5]"],
      note="The program's lines sit in the code column of an explanation table after the block.")

    c("ac05", "real-code-ipython-prompt-session-definition", he(65), f"""Trying it in IPython first:

{F}
{IPY_SHIFT}{F}

Careful with the edge case: shift == len(s) should give the original string back, and `s[0:] + s[:0]` does. Final version:

{py(G_SHIFT)}

Only shifts strictly larger than the number of digits reverse; a shift equal to the length is a full rotation.""",
      ["   ...:     return s[len(s) - shift:] + s[:len(s) - shift]", "In [1]: def circular_shift(x, shift):"],
      ["Out[2]: ('21', '12', '321')", "shift == len(s) should give the original string back"],
      note="A working definition typed at IPython prompts (In/...: continuation lines) in an untagged fence.")

    c("ac06", "real-code-format-spec-lambda-in-closing-sentence", he(79), f"""`bin(15)` is `'0b1111'`, so slicing off the `0b` prefix gives the digits; then wrap them in `db`.

{py(G_BIN)}

Examples: 15 → "db1111db", 32 → "db100000db", 0 → "db0db".

If you prefer, the whole thing fits in a format spec: `decimal_to_binary = lambda d: f"db{{d:b}}db"`.""",
      ['`decimal_to_binary = lambda d: f"db{d:b}db"`', 'lambda d: f"db{d:b}db"'],
      ["`bin(15)` is `'0b1111'`", '15 → "db1111db"'],
      note="A working one-line lambda in the closing sentence.")

    c("ac07", "real-code-commented-out-first-attempt-text-fence", he(75), f"""My first attempt, kept commented out for reference, brute-forces triples of primes below 100:

{F}text
{OLD_MULT}{F}

It works (i, j, k range independently, so repeats like 8 = 2·2·2 count), but it is cubic in the number of primes. The final version counts prime factors with multiplicity instead:

{py(G_MULT)}

30 = 2·3·5 → 3 factors → True; 8 = 2·2·2 → True; 10 = 2·5 → False.""",
      ["#                 if i * j * k == a:",
       "#     primes = [p for p in range(2, 100) if all(p % d for d in range(2, p))]"],
      ["8 = 2·2·2", "30 = 2·3·5 → 3 factors → True"],
      note="A working earlier version, commented out line by line, in a text fence.")

    c("ac08", "real-code-kotlin-contest-port-first", cc(92), f"""Key fact: AB(s) − BA(s) depends only on the first and last characters. Every maximal block boundary is an 'ab' or a 'ba', and they alternate, so the counts are equal iff s starts and ends with the same letter. So if the ends differ, one change (make the first letter equal to the last) is enough, and 0 changes if they already agree.

My contest submission was in Kotlin:

{F}kotlin
{KT_ABBA}{F}

Python version:

{py(G_ABBA)}

Samples: 'abbb' → 'bbbb', 'abbaab' → 'bbbaab', 'b' and 'aabbbabaa' unchanged.""",
      ["if (s.first() != s.last()) println(s.last() + s.substring(1)) else println(s)"],
      ["depends only on the first and last characters", "'abbb' → 'bbbb', 'abbaab' → 'bbbaab'"],
      note="A Kotlin contest port before the graded block (CodeContests).")

    c("ac09", "real-code-arrow-assignment-pseudocode-plan", cc(129), f"""Observations:
- a mod x < x and a mod x ≤ a − x, so one operation can turn a into any value v with 2v < a (take x = a − v), and into nothing else below a.
- Values already in 1..n that appear for the first time should be kept; every other element needs exactly one operation.
- Match the leftovers to the missing values greedily, both sorted ascending; if the i-th smallest leftover is ≤ 2 × the i-th smallest missing value, it fails.

Plan:

{F}text
{PSEUDO_PAPRIKA}{F}

{py(G_PAPRIKA)}

Sample 1: [1, 7] → 7 mod 5 = 2, one operation. Sample 2: [1, 5, 4] needs 2 and 3 from 5 and 4, but 4 ≤ 2·2, so −1.""",
      ["        if rest[i] ≤ 2·missing[i]: answer ← −1 ; stop",
       "        if v ≤ n and v ∉ used: used ← used ∪ {v}"],
      ["one operation can turn a into any value v with 2v < a", "[1, 7] → 7 mod 5 = 2, one operation"],
      note="Arrow-assignment pseudocode of the whole algorithm before the graded block (CodeContests).")

    c("ac10", "code-yaml-block-scalar-solution-field", he(94), f"""Submission record for the grader:

{F}yaml
{YAML_SKJ}{F}

Final answer:

{py(G_SKJ)}

First example: the largest prime in the list is 181, digit sum 1 + 8 + 1 = 10.""",
      ["solution: |\n  def skjkasdkd(lst):", "      primes = [x for x in lst if is_prime(x)]"],
      ["the largest prime in the list is 181, digit sum 1 + 8 + 1 = 10"],
      note="Adversarial: the program as a YAML block scalar (indented two spaces) under a 'solution' key.")

    # ---------------------------------------------------------------- must-stay probes
    q("aq01", "real-code-probe-trial-division-trace", he(59), f"""Trial division, dividing each factor out as soon as it is found; whatever is left above 1 at the end is itself prime and larger than every divisor tried.

Trace for 13195: divide by 5 → 2639; by 7 → 377; by 13 → 29; now 14·14 > 29, so the leftover 29 is prime.
For 2048 = 2^11: dividing by 2 eleven times leaves n = 1, so the answer is the last divisor, 2.

{py(G_LPF)}

Complexity O(√n).""",
      ["13195: divide by 5 → 2639; by 7 → 377; by 13 → 29", "2048 = 2^11", "Complexity O(√n)"],
      note="A hand trace of the algorithm on the docstring's inputs (work).")

    q("aq02", "real-code-probe-non-strict-tie-decision", he(57), f"""The docstring doesn't say what to do with equal neighbours. I read "monotonically increasing" as non-strict: `[1, 1, 2]` counts as increasing, and `[4, 4, 4]` is both. So compare with sorted order in both directions:

{py(G_MONO)}

O(n log n); a single pass would be O(n), but this is clearer. Empty and one-element lists return True.""",
      ["`[1, 1, 2]` counts as increasing", "Empty and one-element lists return True", "O(n log n)"],
      note="A decision about ties and the edge cases (work).")

    q("aq03", "real-code-probe-character-count-comparison-walkthrough", he(74), f"""Count characters across each list and return the one with fewer.

Example: ['hi', 'admin'] vs ['hI', 'hi', 'hi'] → 2 + 5 = 7 vs 2 + 2 + 2 = 6, so the second list is returned. On a tie return the first list (so `<=`).

{py(G_TOTAL)}""",
      ["2 + 5 = 7 vs 2 + 2 + 2 = 6", "On a tie return the first list (so `<=`)"],
      note="The counting walk-through and the tie rule (work).")

    q("aq04", "real-code-probe-docstring-ambiguity-resolution", he(84), f"""The docstring's wording is confusing: it is the sum of the *decimal* digits, written in binary.

- 1000 → 1+0+0+0 = 1 → "1"
- 150 → 1+5+0 = 6 → "110"
- 147 → 1+4+7 = 12 → "1100"

{py(G_SOLVE)}""",
      ["the sum of the *decimal* digits, written in binary", '147 → 1+4+7 = 12 → "1100"'],
      note="The reading of an ambiguous docstring and the worked examples (work).")

    q("aq05", "real-code-probe-two-operation-upper-bound-argument", cc(53), f"""Observations:
- If every character is already c: 0 operations.
- One operation with x works iff every position divisible by x already holds c (those are the only positions it leaves alone). Checking every x costs n/1 + n/2 + … = O(n log n).
- Otherwise two operations always suffice: x = n changes every position except n, and x = n − 1 then changes position n (n is not divisible by n − 1 for n ≥ 3).

{py(G_THEO)}""",
      ["x = n changes every position except n, and x = n − 1 then changes position n", "O(n log n)"],
      note="The upper-bound argument (two operations always suffice) is work (CodeContests).")

    q("aq06", "real-code-probe-property-based-invariants-list", he(37), f"""Properties the result must satisfy (I'd check them with hypothesis):

1. same length as the input;
2. odd positions are untouched: `out[1::2] == l[1::2]`;
3. even positions are sorted: `out[0::2] == sorted(l[0::2])`.

{py(G_EVEN)}

Example: [5, 6, 3, 4] → even positions 5, 3 → sorted 3, 5 → [3, 6, 5, 4].""",
      ["odd positions are untouched: `out[1::2] == l[1::2]`", "even positions are sorted: `out[0::2] == sorted(l[0::2])`",
       "[3, 6, 5, 4]"],
      note="Invariants stated as inline equalities (asserts, not the program).")
