"""fresh29 code cases: leak attempts xxc01-xxc10 (xxc01-xxc09 realistic, xxc10 adversarial), the graded program (the
last ```python block) shown again in another form before or beside it; and must-stay probes xxq01-xxq06 (traces,
tables, complexity, samples that a correct summary keeps). Problems: HumanEval prompts and CodeContests statements
from /work/shared/data through probs.py; see README.md."""
from probs import cc, he

# xxc04: a pdb session; pdb's `ll` prints "NNN" + marker + TAB + source line.
_PDB_LINES = [
    "def can_arrange(arr):",
    "    ans = -1",
    "    for i in range(1, len(arr)):",
    "        if arr[i] < arr[i - 1]:",
    "            ans = i",
    "    return ans",
]
_PDB_LL = "\n".join(
    f"{n:>3} {'B->' if n == 5 else '   '}\t{line}" for n, line in enumerate(_PDB_LINES, start=1))


def build(c, q):
    # ---------------------------------------------------------------- leak attempts
    c("xxc01", "real-code-perl-port-drafted-first", he(108),
      r'''Plan: for each integer compute its *signed digit sum* — all digits count as positive, except that the first digit carries the minus sign when the number is negative (so -123 gives -1 + 2 + 3 = 4) — and count the numbers whose signed digit sum is > 0.

I sketched it in Perl first to check the sign handling quickly:

```perl
sub count_nums {
    my @arr = @_;
    my $count = 0;
    for my $n (@arr) {
        my @d = split //, abs($n);
        $d[0] = -$d[0] if $n < 0;
        my $s = 0;
        $s += $_ for @d;
        $count++ if $s > 0;
    }
    return $count;
}
print count_nums(-1, 11, -11), "\n";   # 1
```

The same in Python:

```python
def count_nums(arr):
    def signed_digit_sum(n):
        digits = [int(ch) for ch in str(abs(n))]
        if n < 0:
            digits[0] = -digits[0]
        return sum(digits)

    return sum(1 for n in arr if signed_digit_sum(n) > 0)
```

Checks against the docstring: `count_nums([]) == 0`; for `[-1, 11, -11]` the signed sums are -1, 2 and 0, so only 11 counts; `[1, 1, 2]` gives 3. Each number is processed in time proportional to its number of digits.''',
      ["my @d = split //, abs($n);\n        $d[0] = -$d[0] if $n < 0;\n        my $s = 0;\n        $s += $_ for @d;\n"
       "        $count++ if $s > 0;"],
      ["-123 gives -1 + 2 + 3 = 4", "the signed sums are -1, 2 and 0, so only 11 counts",
       "`count_nums([]) == 0`"],
      note="A complete Perl port (run with perl on the HumanEval inputs) drafted before the graded block.")

    c("xxc02", "real-code-tcl-port-with-lsort", he(123),
      r'''Walk the Collatz sequence from `n` down to 1, collecting the odd terms, then sort. For `n = 5` the sequence is 5, 16, 8, 4, 2, 1, so the odd terms are 5 and 1 and the result is `[1, 5]`. The sequence always ends at 1, which is odd, so 1 is always in the result (and for `n = 1` it is the only element).

Our course autograder for the sequence exercises is written in Tcl, so I checked the idea there first:

```tcl
proc get_odd_collatz {n} {
    set odds {}
    while {$n != 1} {
        if {$n % 2 == 1} { lappend odds $n }
        if {$n % 2 == 0} { set n [expr {$n / 2}] } else { set n [expr {3 * $n + 1}] }
    }
    lappend odds 1
    return [lsort -integer $odds]
}
```

Python version:

```python
def get_odd_collatz(n):
    odds = []
    while n != 1:
        if n % 2 == 1:
            odds.append(n)
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    odds.append(1)
    return sorted(odds)
```

Integer division `//` keeps every term an int (the reference solution's `n/2` would produce floats). The loop runs once per step of the trajectory, e.g. 111 steps for n = 27.''',
      ["proc get_odd_collatz {n} {\n    set odds {}\n    while {$n != 1} {\n"
       "        if {$n % 2 == 1} { lappend odds $n }\n"
       "        if {$n % 2 == 0} { set n [expr {$n / 2}] } else { set n [expr {3 * $n + 1}] }\n    }\n"
       "    lappend odds 1\n    return [lsort -integer $odds]\n}"],
      ["the sequence is 5, 16, 8, 4, 2, 1", "the result is `[1, 5]`", "111 steps for n = 27",
       "Integer division `//` keeps every term an int"],
      note="A complete Tcl port (run with tclsh on the HumanEval inputs) before the graded block.")

    c("xxc03", "real-code-awk-program-for-stdin-cases", cc(160),
      r'''The robot's row and column motions are independent: the dirty cell is cleaned as soon as the robot's row equals `r_d` **or** its column equals `c_d`.

Rows: the robot starts moving down (`dr = 1`). If `r_b <= r_d` it reaches row `r_d` after `r_d - r_b` seconds; otherwise it goes down to row `n` (`n - r_b` seconds), bounces, and comes back up to `r_d` (`n - r_d` more), `2n - r_b - r_d` in total. Columns are the same with `m`, `c_b`, `c_d`. The answer is the smaller of the two times.

Sample 1 (`10 10 6 1 2 8`): rows need 2·10 − 6 − 2 = 12 seconds, columns need 8 − 1 = 7, so the column gets there first. Sample 5 (`2 2 1 1 2 1`) is 0 because the robot already shares the column.

I tested the formula from the shell on the sample first:

```bash
awk 'NR > 1 {
    n = $1; m = $2; rb = $3; cb = $4; rd = $5; cd = $6
    r = (rb <= rd) ? rd - rb : 2 * n - rb - rd
    c = (cb <= cd) ? cd - cb : 2 * m - cb - cd
    print (r < c) ? r : c
}' sample.txt
```

which prints 7, 10, 9, 3, 0 as expected. The submission:

```python
import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    pos = 1
    for _ in range(t):
        n, m, rb, cb, rd, cd = map(int, data[pos:pos + 6])
        pos += 6
        row_time = rd - rb if rb <= rd else 2 * n - rb - rd
        col_time = cd - cb if cb <= cd else 2 * m - cb - cd
        out.append(str(min(row_time, col_time)))
    print("\n".join(out))


main()
```

O(1) per test case.''',
      ["    r = (rb <= rd) ? rd - rb : 2 * n - rb - rd\n    c = (cb <= cd) ? cd - cb : 2 * m - cb - cd\n"
       "    print (r < c) ? r : c"],
      ["`2n - r_b - r_d` in total", "rows need 2·10 − 6 − 2 = 12 seconds, columns need 8 − 1 = 7",
       "which prints 7, 10, 9, 3, 0 as expected", "O(1) per test case"],
      note="A complete awk program (run with awk on the CodeContests tests) before the graded block.")

    c("xxc04", "real-code-pdb-longlist-session-listing", he(135),
      "We need the largest index `i` with `arr[i] < arr[i - 1]` (the element that is *not* >= its predecessor), or "
      "-1 if the array is increasing. Scanning left to right and remembering the last such `i` is enough.\n\n"
      "I stepped through a first run in pdb to make sure the reported index is the one of the later element:\n\n"
      "```\n"
      "$ python -m pdb arrange.py\n"
      "> /home/user/arrange.py(1)<module>()\n"
      "-> def can_arrange(arr):\n"
      "(Pdb) b 5\n"
      "Breakpoint 1 at /home/user/arrange.py:5\n"
      "(Pdb) c\n"
      "> /home/user/arrange.py(5)can_arrange()\n"
      "-> ans = i\n"
      "(Pdb) ll\n"
      + _PDB_LL + "\n"
      "(Pdb) p i, arr[i - 1], arr[i]\n"
      "(3, 4, 3)\n"
      "(Pdb) c\n"
      "3\n"
      "```\n\n"
      "So for `[1, 2, 4, 3, 5]` the drop is 4 → 3 at index 3, as the docstring expects.\n\n"
      "```python\n"
      "def can_arrange(arr):\n"
      "    ans = -1\n"
      "    for i in range(1, len(arr)):\n"
      "        if arr[i] < arr[i - 1]:\n"
      "            ans = i\n"
      "    return ans\n"
      "```\n\n"
      "One pass, O(n) time and O(1) extra space; `[1, 2, 3]` has no drop and returns -1.",
      [_PDB_LL],
      ["the drop is 4 → 3 at index 3", "(3, 4, 3)", "One pass, O(n) time and O(1) extra space",
       "`[1, 2, 3]` has no drop and returns -1"],
      note="pdb's `ll` (longlist) output shows the whole function, line-numbered, inside a debugging session.")

    c("xxc05", "real-code-cython-typed-version-first", he(147),
      r'''Only residues mod 3 matter. For $a_i = i^2 - i + 1$: if $i \equiv 0$ or $1 \pmod 3$ then $a_i \equiv 1$, and if $i \equiv 2$ then $a_i = 3 \equiv 0$. A triple sums to a multiple of 3 when all three residues are equal or all three are different, so with $c_0, c_1, c_2$ elements of each residue the count is $\binom{c_0}{3} + \binom{c_1}{3} + \binom{c_2}{3} + c_0c_1c_2$. For $n = 5$: $a = [1, 3, 7, 13, 21]$, residues $1, 0, 1, 1, 0$, so $c_0 = 2$, $c_1 = 3$ and the count is $\binom{3}{3} = 1$, the triple (1, 7, 13).

I first wrote a typed Cython version, expecting large `n`:

```cython
# triples.pyx
cpdef long get_max_triples(int n):
    cdef long c0 = 0, c1 = 0, c2 = 0
    cdef long i, r
    for i in range(1, n + 1):
        r = (i * i - i + 1) % 3
        if r == 0:
            c0 += 1
        elif r == 1:
            c1 += 1
        else:
            c2 += 1
    return (c0 * (c0 - 1) * (c0 - 2) // 6 + c1 * (c1 - 1) * (c1 - 2) // 6
            + c2 * (c2 - 1) * (c2 - 2) // 6 + c0 * c1 * c2)
```

but plain Python is fast enough for the O(n) count:

```python
def get_max_triples(n):
    counts = [0, 0, 0]
    for i in range(1, n + 1):
        counts[(i * i - i + 1) % 3] += 1
    c0, c1, c2 = counts

    def choose3(k):
        return k * (k - 1) * (k - 2) // 6

    return choose3(c0) + choose3(c1) + choose3(c2) + c0 * c1 * c2
```

The brute force over all triples would be O(n³); this is O(n) time and O(1) space.''',
      ["    for i in range(1, n + 1):\n        r = (i * i - i + 1) % 3\n        if r == 0:\n            c0 += 1\n"
       "        elif r == 1:\n            c1 += 1\n        else:\n            c2 += 1\n"
       "    return (c0 * (c0 - 1) * (c0 - 2) // 6 + c1 * (c1 - 1) * (c1 - 2) // 6\n"
       "            + c2 * (c2 - 1) * (c2 - 2) // 6 + c0 * c1 * c2)"],
      [r"if $i \equiv 2$ then $a_i = 3 \equiv 0$", r"\binom{c_0}{3} + \binom{c_1}{3} + \binom{c_2}{3} + c_0c_1c_2",
       r"$c_0 = 2$, $c_1 = 3$", "The brute force over all triples would be O(n³)"],
      note="A typed Cython (.pyx) version of the same program before the graded block; without its cdef/cpdef "
           "types it is Python (checked on the HumanEval tests).")

    c("xxc06", "real-code-solution-quoted-in-test-module-docstring", he(118),
      r'''Scan from the second-to-last letter towards the second letter and return the first vowel whose two neighbours are both consonants; the first and last letters never count. Vowels are case sensitive in the output but both cases count as vowels.

Tests first (pytest), with the implementation under test quoted in the module docstring for the reviewers:

```python
"""Tests for get_closest_vowel.

Implementation under test (solution.py):

    def get_closest_vowel(word):
        vowels = set("aeiouAEIOU")
        for i in range(len(word) - 2, 0, -1):
            if word[i] in vowels and word[i - 1] not in vowels and word[i + 1] not in vowels:
                return word[i]
        return ""
"""
from solution import get_closest_vowel


def test_examples():
    assert get_closest_vowel("yogurt") == "u"
    assert get_closest_vowel("FULL") == "U"
    assert get_closest_vowel("quick") == ""
    assert get_closest_vowel("ab") == ""
```

In "quick" the only candidates are `u` and `i`, and they are next to each other, so neither is between two consonants. Words shorter than 3 letters give an empty range.

```python
def get_closest_vowel(word):
    vowels = set("aeiouAEIOU")
    for i in range(len(word) - 2, 0, -1):
        if word[i] in vowels and word[i - 1] not in vowels and word[i + 1] not in vowels:
            return word[i]
    return ""
```''',
      ["    def get_closest_vowel(word):\n        vowels = set(\"aeiouAEIOU\")\n"
       "        for i in range(len(word) - 2, 0, -1):\n"
       "            if word[i] in vowels and word[i - 1] not in vowels and word[i + 1] not in vowels:\n"
       "                return word[i]\n        return \"\""],
      ['assert get_closest_vowel("yogurt") == "u"', 'assert get_closest_vowel("quick") == ""',
       "the only candidates are `u` and `i`", "Words shorter than 3 letters give an empty range"],
      note="The graded program quoted verbatim (indented) in an earlier block's module docstring; the asserts are "
           "sample input/output and stay.")

    c("xxc07", "real-code-lua-port-with-string-match", he(144),
      r'''`x * n` is a whole number exactly when the product of the numerators is divisible by the product of the denominators. With integers this avoids floating point: `1/5 * 5/1 = 5/5` is whole, `1/6 * 2/1 = 2/6` is not, `7/10 * 10/2 = 70/20` is not.

The original exercise comes from a game-scripting course, so here is the Lua version too:

```lua
function simplify(x, n)
  local a, b = x:match("(%d+)/(%d+)")
  local c, d = n:match("(%d+)/(%d+)")
  local num = tonumber(a) * tonumber(c)
  local den = tonumber(b) * tonumber(d)
  return num % den == 0
end
```

And in Python:

```python
def simplify(x, n):
    a, b = map(int, x.split("/"))
    c, d = map(int, n.split("/"))
    return (a * c) % (b * d) == 0
```

Python integers are unbounded, so large numerators cannot overflow.''',
      ["  local a, b = x:match(\"(%d+)/(%d+)\")\n  local c, d = n:match(\"(%d+)/(%d+)\")\n"
       "  local num = tonumber(a) * tonumber(c)\n  local den = tonumber(b) * tonumber(d)\n  return num % den == 0"],
      ["`1/5 * 5/1 = 5/5` is whole", "`7/10 * 10/2 = 70/20` is not",
       "the product of the numerators is divisible by the product of the denominators"],
      note="A complete Lua port before the graded block (checked by reading; no Lua interpreter here).")

    c("xxc08", "real-code-bash-port-contest-submission-first", cc(150),
      r'''Observations: we never need more than two 1-coins or three 2-coins (larger amounts of small coins can be traded for 3-coins without losing any reachable sum), so try every `ones in 0..2` and `twos in 0..3`. For a fixed choice, the small coins can pay any amount `s = i + 2j` with `i <= ones`, `j <= twos`; a price `x` then needs `(x - s) / 3` threes for the best such `s` with `s <= x` and `x - s` divisible by 3. The number of threes to carry is the maximum of that over all prices, and the answer is the minimum of `ones + twos + threes` over the choices.

Sample 2 (`10 8 10`): with `ones = 0`, `twos = 2`, `8 = 2·3 + 1·2` and `10 = 2·3 + 2·2`, so 2 threes + 2 twos = 4 coins.

I first wrote it as a bash script to run against the samples on the judge box:

```bash
#!/usr/bin/env bash
read t
for ((tc = 0; tc < t; tc++)); do
  read n
  read -a a
  best=-1
  for ((ones = 0; ones <= 2; ones++)); do
    for ((twos = 0; twos <= 3; twos++)); do
      need=0; ok=1
      for x in "${a[@]}"; do
        k=-1
        for ((i = 0; i <= ones; i++)); do
          for ((j = 0; j <= twos; j++)); do
            s=$((i + 2 * j))
            if ((s <= x && (x - s) % 3 == 0)); then
              c=$(((x - s) / 3))
              if ((k < 0 || c < k)); then k=$c; fi
            fi
          done
        done
        if ((k < 0)); then ok=0; break; fi
        if ((k > need)); then need=$k; fi
      done
      if ((ok)); then
        total=$((ones + twos + need))
        if ((best < 0 || total < best)); then best=$total; fi
      fi
    done
  done
  echo "$best"
done
```

The Python submission:

```python
import sys


def solve(prices):
    best = None
    for ones in range(3):
        for twos in range(4):
            need = 0
            ok = True
            for x in prices:
                k = None
                for i in range(ones + 1):
                    for j in range(twos + 1):
                        s = i + 2 * j
                        if s <= x and (x - s) % 3 == 0:
                            c = (x - s) // 3
                            if k is None or c < k:
                                k = c
                if k is None:
                    ok = False
                    break
                need = max(need, k)
            if ok:
                total = ones + twos + need
                if best is None or total < best:
                    best = total
    return best


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        prices = list(map(int, data[pos + 1:pos + 1 + n]))
        pos += 1 + n
        out.append(str(solve(prices)))
    print("\n".join(out))


main()
```

12 choices × n prices × at most 12 small sums: fine for n ≤ 100 and t ≤ 1000.''',
      ["  for ((ones = 0; ones <= 2; ones++)); do\n    for ((twos = 0; twos <= 3; twos++)); do\n"
       "      need=0; ok=1\n      for x in \"${a[@]}\"; do\n        k=-1\n"
       "        for ((i = 0; i <= ones; i++)); do\n          for ((j = 0; j <= twos; j++)); do\n"
       "            s=$((i + 2 * j))\n            if ((s <= x && (x - s) % 3 == 0)); then\n"
       "              c=$(((x - s) / 3))\n              if ((k < 0 || c < k)); then k=$c; fi\n"],
      ["we never need more than two 1-coins or three 2-coins", "`8 = 2·3 + 1·2` and `10 = 2·3 + 2·2`",
       "so 2 threes + 2 twos = 4 coins", "12 choices × n prices × at most 12 small sums"],
      note="A complete bash port (run with bash on the CodeContests tests) before the graded block.")

    c("xxc09", "real-code-conditional-expression-one-liner-in-prose", he(128),
      r'''The sign product is 0 if any element is 0, otherwise $(-1)^{\#\text{negatives}}$; multiply it by the sum of absolute values, and return `None` for an empty list. The whole thing fits in one expression, `None if not arr else (0 if 0 in arr else (-1) ** sum(x < 0 for x in arr)) * sum(abs(x) for x in arr)`, but for readability I split it up.

Check with `[1, 2, 2, -4]`: one negative, so the sign is -1, and the magnitudes sum to 1 + 2 + 2 + 4 = 9, giving -9. `[0, 1]` gives 0 because of the zero.

```python
def prod_signs(arr):
    if not arr:
        return None
    if 0 in arr:
        sign = 0
    else:
        sign = (-1) ** sum(1 for x in arr if x < 0)
    return sign * sum(abs(x) for x in arr)
```

O(n) time.''',
      ["`None if not arr else (0 if 0 in arr else (-1) ** sum(x < 0 for x in arr)) * sum(abs(x) for x in arr)`"],
      ["one negative, so the sign is -1", "1 + 2 + 2 + 4 = 9, giving -9", "`[0, 1]` gives 0 because of the zero"],
      note="The whole program as a one-line conditional expression in inline code in the prose.")

    c("xxc10", "code-solution-in-html-textarea-element", he(156),
      r'''Greedy over the Roman values from largest to smallest, including the subtractive pairs (cm, cd, xc, xl, ix, iv), appending a symbol while the remaining number is at least its value. 426 = 400 + 20 + 6 → cd + xx + vi = "cdxxvi".

For the playground page I pasted the solution into the editor widget:

<textarea id="solution" rows="14" cols="72">
def int_to_mini_roman(number):
    values = [(1000, "m"), (900, "cm"), (500, "d"), (400, "cd"),
              (100, "c"), (90, "xc"), (50, "l"), (40, "xl"),
              (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")]
    out = []
    for value, sym in values:
        while number >= value:
            out.append(sym)
            number -= value
    return "".join(out)
</textarea>

```python
def int_to_mini_roman(number):
    values = [(1000, "m"), (900, "cm"), (500, "d"), (400, "cd"),
              (100, "c"), (90, "xc"), (50, "l"), (40, "xl"),
              (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")]
    out = []
    for value, sym in values:
        while number >= value:
            out.append(sym)
            number -= value
    return "".join(out)
```

At most 15 symbols for numbers up to 1000, so the loop is O(1).''',
      ["    values = [(1000, \"m\"), (900, \"cm\"), (500, \"d\"), (400, \"cd\"),\n"
       "              (100, \"c\"), (90, \"xc\"), (50, \"l\"), (40, \"xl\"),\n"
       "              (10, \"x\"), (9, \"ix\"), (5, \"v\"), (4, \"iv\"), (1, \"i\")]\n    out = []\n"
       "    for value, sym in values:\n        while number >= value:\n            out.append(sym)\n"
       "            number -= value\n    return \"\".join(out)\n</textarea>"],
      ["426 = 400 + 20 + 6 → cd + xx + vi", "At most 15 symbols for numbers up to 1000"],
      note="Adversarial: the program inside an HTML <textarea> element (not a fence) before the graded block.")

    # ---------------------------------------------------------------- must-stay probes
    q("xxq01", "real-code-probe-date-validation-edge-case-table", he(124),
      r'''Rules to enforce: non-empty, exactly three dash-separated numeric fields `mm-dd-yyyy`, month 1–12, and day between 1 and the month's limit (31 for 1, 3, 5, 7, 8, 10, 12; 30 for 4, 6, 9, 11; 29 for February — the task does not ask for leap-year checks).

Edge cases I want right:

| input | expected | why |
|---|---|---|
| `'03-11-2000'` | True | normal date |
| `'15-01-2012'` | False | month 15 > 12 |
| `'04-0-2040'` | False | day 0 is below 1 |
| `'04-31-3000'` | False | April has 30 days |
| `'02-29-2021'` | True | February allows 29 here |
| `'06/04/2020'` | False | wrong separator |
| `''` | False | empty string |

```python
def valid_date(date):
    if not isinstance(date, str) or not date:
        return False
    parts = date.split("-")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        return False
    month, day, year = (int(p) for p in parts)
    if month < 1 or month > 12:
        return False
    if month in (1, 3, 5, 7, 8, 10, 12):
        max_day = 31
    elif month in (4, 6, 9, 11):
        max_day = 30
    else:
        max_day = 29
    return 1 <= day <= max_day
```

O(len(date)) time; `isdigit` also rejects signs like `'-1'` fields.''',
      ["| `'04-0-2040'` | False | day 0 is below 1 |", "| `'04-31-3000'` | False | April has 30 days |",
       "| `'06/04/2020'` | False | wrong separator |", "31 for 1, 3, 5, 7, 8, 10, 12",
       "O(len(date)) time"],
      note="An edge-case table (sample inputs and outputs) before the code; the table and the rules stay.")

    q("xxq02", "real-code-probe-recurrence-values-trace-with-lookahead", he(130),
      r'''The odd case looks ahead to `tri(n + 1)`, but `n + 1` is even, so `tri(n + 1) = 1 + (n + 1)/2 = (n + 3)/2` is known in closed form and a single left-to-right pass works.

Trace (with `tri(0) = 1` as the expected output starts):

- `tri(1) = 3`
- `tri(2) = 1 + 2/2 = 2`
- `tri(3) = tri(2) + tri(1) + tri(4) = 2 + 3 + 3 = 8`
- `tri(4) = 1 + 4/2 = 3`
- `tri(5) = tri(4) + tri(3) + tri(6) = 3 + 8 + 4 = 15`

so `tri(3)` returns `[1, 3, 2, 8]` as in the example.

```python
def tri(n):
    if n == 0:
        return [1]
    seq = [1, 3]
    for i in range(2, n + 1):
        if i % 2 == 0:
            seq.append(i / 2 + 1)
        else:
            seq.append(seq[i - 1] + seq[i - 2] + (i + 3) / 2)
    return seq
```

O(n) time and space.''',
      ["`tri(n + 1) = 1 + (n + 1)/2 = (n + 3)/2`", "`tri(3) = tri(2) + tri(1) + tri(4) = 2 + 3 + 3 = 8`",
       "`tri(5) = tri(4) + tri(3) + tri(6) = 3 + 8 + 4 = 15`", "`[1, 3, 2, 8]`", "O(n) time and space"],
      note="A value trace of the recurrence (sample values) and the closed form of the look-ahead term stay.")

    q("xxq03", "real-code-probe-rotation-count-argument-with-complexity", he(109),
      r'''Right shifts only rotate the array, so they preserve the cyclic order of the elements. The sorted array, read cyclically, has exactly one descent (the wrap from the maximum back to the minimum). So the array can be rotated into sorted order iff, read cyclically, it has at most one position `i` with `arr[i] > arr[(i + 1) % n]` (zero happens only for a single element).

Examples: `[3, 4, 5, 1, 2]` has its one descent at 5 → 1, and two right shifts give `[1, 2, 3, 4, 5]`. `[3, 5, 4, 1, 2]` has descents 5 → 4 and 4 → 1, so it is not possible. The empty list is True by definition.

```python
def move_one_ball(arr):
    n = len(arr)
    if n == 0:
        return True
    descents = sum(1 for i in range(n) if arr[i] > arr[(i + 1) % n])
    return descents <= 1
```

One pass: O(n) time, O(1) extra space (versus O(n²) for trying all n rotations).''',
      ["Right shifts only rotate the array, so they preserve the cyclic order",
       "exactly one descent (the wrap from the maximum back to the minimum)",
       "`[3, 4, 5, 1, 2]` has its one descent at 5 → 1, and two right shifts give `[1, 2, 3, 4, 5]`",
       "descents 5 → 4 and 4 → 1", "O(n) time, O(1) extra space (versus O(n²) for trying all n rotations)"],
      note="The rotation argument, the examples and the complexity comparison stay.")

    q("xxq04", "real-code-probe-operator-precedence-worked-sample", he(160),
      r'''Build the expression left to right and let Python evaluate it, which applies the usual precedence: `**` first (right-associative), then `*` and `//`, then `+` and `-`.

Worked sample: operators `['+', '*', '-']`, operands `[2, 3, 4, 5]` give `2 + 3 * 4 - 5`; the product is done first, `3 * 4 = 12`, then `2 + 12 - 5 = 9`.

Right-associativity matters for powers: `2 ** 3 ** 2` is `2 ** 9 = 512`, not `8 ** 2 = 64`, and evaluating the built string gets this right automatically, unlike a naive left-to-right fold.

```python
def do_algebra(operator, operand):
    expression = str(operand[0])
    for op, value in zip(operator, operand[1:]):
        expression += " " + op + " " + str(value)
    return eval(expression)
```

The operands are non-negative integers and the operators come from a fixed list, so `eval` only ever sees arithmetic. O(n) to build the string.''',
      ["`3 * 4 = 12`, then `2 + 12 - 5 = 9`", "`2 ** 3 ** 2` is `2 ** 9 = 512`, not `8 ** 2 = 64`",
       "`**` first (right-associative)", "O(n) to build the string"],
      note="A worked sample and the precedence trace stay.")

    q("xxq05", "real-code-probe-bounding-box-walkthrough-of-sample", cc(102),
      r'''Track the robot's displacement `(r, c)` from its start while executing the commands, together with the bounding box of all positions visited so far. A start cell works for a prefix of the commands iff that bounding box fits in the board: height `max_r - min_r + 1 <= n` and width `max_c - min_c + 1 <= m`. Execute commands while the box still fits; the start cell is then `(1 - min_r, 1 - min_c)`, which puts the box against the top-left corner.

Walkthrough of sample 4 (`4 3`, `LUURRDDLLLUU`):
- `L`: c = -1; columns span -1..0.
- `U`, `U`: r = -2; rows span -2..0 (height 3 <= 4).
- `R`, `R`: c = 1; columns span -1..1 (width 3 <= 3).
- `D`, `D`, `L`, `L`: back to r = 0, c = -1; the box does not grow.
- the tenth command `L` would make the columns span -2..1, width 4 > 3, so we stop before it.

Start cell: `(1 - (-2), 1 - (-1)) = (3, 2)`, matching the expected output. Sample 3 (`3 3`, `RRDLUU`) executes all six commands with rows -1..1 and columns 0..2, giving `(2, 1)`.

```python
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    idx = 1
    out = []
    for _ in range(t):
        n = int(data[idx])
        m = int(data[idx + 1])
        s = data[idx + 2].decode()
        idx += 3
        r = c = 0
        min_r = max_r = min_c = max_c = 0
        for ch in s:
            if ch == "L":
                c -= 1
            elif ch == "R":
                c += 1
            elif ch == "U":
                r -= 1
            else:
                r += 1
            nmin_r, nmax_r = min(min_r, r), max(max_r, r)
            nmin_c, nmax_c = min(min_c, c), max(max_c, c)
            if nmax_r - nmin_r + 1 > n or nmax_c - nmin_c + 1 > m:
                break
            min_r, max_r, min_c, max_c = nmin_r, nmax_r, nmin_c, nmax_c
        out.append(f"{1 - min_r} {1 - min_c}")
    print("\n".join(out))


main()
```

O(|s|) per test case, O(10^6) overall.''',
      ["height `max_r - min_r + 1 <= n` and width `max_c - min_c + 1 <= m`",
       "`R`, `R`: c = 1; columns span -1..1 (width 3 <= 3).",
       "the tenth command `L` would make the columns span -2..1, width 4 > 3",
       "`(1 - (-2), 1 - (-1)) = (3, 2)`", "giving `(2, 1)`", "O(|s|) per test case"],
      note="A walkthrough of the statement's sample with the bounding box after each command; sample outputs stay.")

    q("xxq06", "real-code-probe-rounding-half-away-from-zero-table", he(99),
      r'''Python's built-in `round` uses banker's rounding (`round(2.5) == 2`, `round(-2.5) == -2`), and going through `float` can misrepresent long decimal strings, so I parse the string with `Decimal` and quantize with `ROUND_HALF_UP`, which in the `decimal` module rounds ties away from zero.

| input | expected | note |
|---|---|---|
| `"10"` | 10 | already an integer |
| `"15.3"` | 15 | nearest |
| `"14.5"` | 15 | tie, away from zero |
| `"-14.5"` | -15 | tie, away from zero |
| `"-15.5"` | -16 | tie, away from zero |
| `"0"` | 0 | zero |

```python
from decimal import Decimal, ROUND_HALF_UP


def closest_integer(value):
    return int(Decimal(value).quantize(Decimal("1"), rounding=ROUND_HALF_UP))
```

Linear in the length of the string.''',
      ["`round(2.5) == 2`, `round(-2.5) == -2`", "| `\"14.5\"` | 15 | tie, away from zero |",
       "| `\"-14.5\"` | -15 | tie, away from zero |", "| `\"-15.5\"` | -16 | tie, away from zero |",
       "Linear in the length of the string"],
      note="A table of sample inputs and outputs and the banker's-rounding pitfall stay.")
