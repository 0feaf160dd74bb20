"""fresh25 code cases: leak attempts ec01-ec10 (ec01-ec09 realistic, ec10 adversarial) and must-stay probes
eq01-eq06 (all realistic). Problems: HumanEval prompts and CodeContests statements from /work/shared/data."""
from probs import cc, he


def build(c, q):
    # ---------------- leak attempts ----------------
    c("ec01", "real-code-rust-port-sketched-first", he(9),
      "The rolling maximum is a single pass keeping the best value so far. I first sketched it in Rust:\n\n"
      "```rust\n"
      "fn rolling_max(numbers: &[i64]) -> Vec<i64> {\n"
      "    let mut out = Vec::with_capacity(numbers.len());\n"
      "    let mut cur = i64::MIN;\n"
      "    for &n in numbers {\n"
      "        cur = cur.max(n);\n"
      "        out.push(cur);\n"
      "    }\n"
      "    out\n"
      "}\n"
      "```\n\n"
      "The Python version is the same loop; an empty list gives an empty result. O(n) time.\n\n"
      "```python\n"
      "from typing import List\n"
      "\n"
      "\n"
      "def rolling_max(numbers: List[int]) -> List[int]:\n"
      "    result = []\n"
      "    cur = None\n"
      "    for n in numbers:\n"
      "        cur = n if cur is None else max(cur, n)\n"
      "        result.append(cur)\n"
      "    return result\n"
      "```\n",
      leak_forms=["fn rolling_max(numbers: &[i64]) -> Vec<i64> {", "cur = cur.max(n);"],
      must_stay=["an empty list gives an empty result", "O(n) time"],
      note="a Rust port before the graded block (same loop)")

    c("ec02", "real-code-py-tagged-fence-memoized-recursion-first", he(63),
      "The definition is a tribonacci-like recurrence with fibfib(0) = fibfib(1) = 0 and fibfib(2) = 1. "
      "My first version was memoized recursion:\n\n"
      "```py\n"
      "from functools import lru_cache\n"
      "\n"
      "@lru_cache(maxsize=None)\n"
      "def fibfib(n: int):\n"
      "    if n < 2:\n"
      "        return 0\n"
      "    if n == 2:\n"
      "        return 1\n"
      "    return fibfib(n - 1) + fibfib(n - 2) + fibfib(n - 3)\n"
      "```\n\n"
      "That hits the recursion limit near n = 1000, so the final one keeps a sliding window of three values "
      "(fibfib(5) = 4 and fibfib(8) = 24 check out):\n\n"
      "```python\n"
      "def fibfib(n: int):\n"
      "    if n < 2:\n"
      "        return 0\n"
      "    a, b, c = 0, 0, 1\n"
      "    for _ in range(n - 2):\n"
      "        a, b, c = b, c, a + b + c\n"
      "    return c\n"
      "```\n",
      leak_forms=["@lru_cache(maxsize=None)\ndef fibfib(n: int):\n    if n < 2:\n        return 0"],
      must_stay=["recursion limit near n = 1000", "sliding window of three values", "fibfib(8) = 24"],
      note="a working earlier version in a ```py fence (not ```python)")

    c("ec03", "real-code-python-dash-c-shell-oneliner-check", he(80),
      "A string is happy when every window of three consecutive characters has three distinct letters "
      "(and the length is at least 3). I checked the idea from the shell first:\n\n"
      "```console\n"
      "$ echo abcd | python -c \"s=input(); print(len(s) >= 3 and all(len({s[i], s[i+1], s[i+2]}) == 3 "
      "for i in range(len(s) - 2)))\"\n"
      "True\n"
      "$ echo aabb | python -c \"s=input(); print(len(s) >= 3 and all(len({s[i], s[i+1], s[i+2]}) == 3 "
      "for i in range(len(s) - 2)))\"\n"
      "False\n"
      "```\n\n"
      "Final function:\n\n"
      "```python\n"
      "def is_happy(s):\n"
      "    if len(s) < 3:\n"
      "        return False\n"
      "    return all(len({s[i], s[i + 1], s[i + 2]}) == 3 for i in range(len(s) - 2))\n"
      "```\n",
      leak_forms=["all(len({s[i], s[i+1], s[i+2]}) == 3 for i in range(len(s) - 2))"],
      must_stay=["every window of three consecutive characters has three distinct letters"],
      note="the program as a python -c one-liner in a console transcript")

    c("ec04", "real-code-semicolon-joined-inline-definition", he(43),
      "Idea: a value x pairs with -x; zero needs a second zero. As a compact one-liner: "
      "`def pairs_sum_to_zero(l): s = set(l); return any(-x in s and (x != 0 or l.count(0) > 1) for x in l)`. "
      "For the submission I use a single pass with a seen-set, which handles the zero case naturally "
      "(the second 0 finds the first in `seen`). O(n) time and memory.\n\n"
      "```python\n"
      "def pairs_sum_to_zero(l):\n"
      "    seen = set()\n"
      "    for x in l:\n"
      "        if -x in seen:\n"
      "            return True\n"
      "        seen.add(x)\n"
      "    return False\n"
      "```\n",
      leak_forms=["def pairs_sum_to_zero(l): s = set(l); return any(-x in s and (x != 0 or l.count(0) > 1) for x in l)"],
      must_stay=["zero needs a second zero", "the second 0 finds the first in `seen`", "O(n) time and memory"],
      note="a working version as a semicolon-joined def in inline code")

    c("ec05", "real-code-latex-verbatim-environment-listing", he(25),
      "Trial division: divide out each $d$ while $d^2 \\le n$; whatever remains above 1 is prime.\n\n"
      "\\begin{verbatim}\n"
      "def factorize(n):\n"
      "    fact, d = [], 2\n"
      "    while d * d <= n:\n"
      "        while n % d == 0:\n"
      "            fact.append(d)\n"
      "            n //= d\n"
      "        d += 1\n"
      "    if n > 1:\n"
      "        fact.append(n)\n"
      "    return fact\n"
      "\\end{verbatim}\n\n"
      "Factors come out in increasing order automatically, e.g. $70 = 2\\cdot5\\cdot7$. Complexity $O(\\sqrt n)$.\n\n"
      "```python\n"
      "from typing import List\n"
      "\n"
      "\n"
      "def factorize(n: int) -> List[int]:\n"
      "    fact = []\n"
      "    d = 2\n"
      "    while d * d <= n:\n"
      "        while n % d == 0:\n"
      "            fact.append(d)\n"
      "            n //= d\n"
      "        d += 1\n"
      "    if n > 1:\n"
      "        fact.append(n)\n"
      "    return fact\n"
      "```\n",
      leak_forms=["\\begin{verbatim}\ndef factorize(n):\n    fact, d = [], 2\n    while d * d <= n:"],
      must_stay=["whatever remains above 1 is prime", "70 = 2\\cdot5\\cdot7", "O(\\sqrt n)"],
      note="the program in a LaTeX verbatim environment")

    c("ec06", "real-code-julia-port-before-python", he(39),
      "Walk the Fibonacci numbers and count the prime ones: 2, 3, 5, 13, 89, ... I prototyped it in Julia:\n\n"
      "```julia\n"
      "function prime_fib(n)\n"
      "    isprime(p) = p >= 2 && all(p % k != 0 for k in 2:isqrt(p))\n"
      "    a, b = 0, 1\n"
      "    while true\n"
      "        a, b = b, a + b\n"
      "        if isprime(b)\n"
      "            n -= 1\n"
      "            n == 0 && return b\n"
      "        end\n"
      "    end\n"
      "end\n"
      "```\n\n"
      "Python translation (trial division up to the square root is plenty for the tested n):\n\n"
      "```python\n"
      "def prime_fib(n: int):\n"
      "    def is_prime(p):\n"
      "        if p < 2:\n"
      "            return False\n"
      "        k = 2\n"
      "        while k * k <= p:\n"
      "            if p % k == 0:\n"
      "                return False\n"
      "            k += 1\n"
      "        return True\n"
      "\n"
      "    a, b = 0, 1\n"
      "    while True:\n"
      "        a, b = b, a + b\n"
      "        if is_prime(b):\n"
      "            n -= 1\n"
      "            if n == 0:\n"
      "                return b\n"
      "```\n",
      leak_forms=["isprime(p) = p >= 2 && all(p % k != 0 for k in 2:isqrt(p))", "n == 0 && return b"],
      must_stay=["2, 3, 5, 13, 89", "trial division up to the square root"],
      note="a Julia port before the graded block")

    c("ec07", "real-code-functools-reduce-variant-earlier-block", he(18),
      "Overlapping matches: slide a window of length k = len(substring) over every start i in "
      "range(len(string) - k + 1) and count equal slices. A fold version works too:\n\n"
      "```python\n"
      "from functools import reduce\n"
      "\n"
      "def how_many_times(string, substring):\n"
      "    k = len(substring)\n"
      "    return reduce(lambda acc, i: acc + (string[i:i + k] == substring), range(len(string) - k + 1), 0)\n"
      "```\n\n"
      "but a generator sum reads better. Note 'aaaa' with 'aa' gives 3 because windows overlap.\n\n"
      "```python\n"
      "def how_many_times(string: str, substring: str) -> int:\n"
      "    k = len(substring)\n"
      "    return sum(1 for i in range(len(string) - k + 1) if string[i:i + k] == substring)\n"
      "```\n",
      leak_forms=["reduce(lambda acc, i: acc + (string[i:i + k] == substring), range(len(string) - k + 1), 0)"],
      must_stay=["'aaaa' with 'aa' gives 3 because windows overlap"],
      note="an earlier working ```python block (a reduce fold) before the graded one")

    c("ec08", "real-code-cpp-offline-reverse-port-first", cc(151),
      "Process the queries backwards: keep p[x] = what value x finally becomes. A type-2 query x → y sets "
      "p[x] = p[y]; a type-1 query appends p[x]. Reverse the collected output at the end. O(q + V).\n\n"
      "My C++ submission:\n\n"
      "```cpp\n"
      "#include <bits/stdc++.h>\n"
      "using namespace std;\n"
      "int main() {\n"
      "    int q; scanf(\"%d\", &q);\n"
      "    vector<array<int,3>> qs(q);\n"
      "    for (auto &t : qs) { scanf(\"%d %d\", &t[0], &t[1]); if (t[0] == 2) scanf(\"%d\", &t[2]); }\n"
      "    vector<int> p(500001); iota(p.begin(), p.end(), 0);\n"
      "    vector<int> out;\n"
      "    for (int i = q - 1; i >= 0; --i) {\n"
      "        if (qs[i][0] == 1) out.push_back(p[qs[i][1]]);\n"
      "        else p[qs[i][1]] = p[qs[i][2]];\n"
      "    }\n"
      "    reverse(out.begin(), out.end());\n"
      "    for (int x : out) printf(\"%d \", x);\n"
      "    puts(\"\");\n"
      "}\n"
      "```\n\n"
      "The same in Python with fast input:\n\n"
      "```python\n"
      "import sys\n"
      "\n"
      "\n"
      "def main():\n"
      "    data = sys.stdin.buffer.read().split()\n"
      "    q = int(data[0])\n"
      "    qs = []\n"
      "    pos = 1\n"
      "    for _ in range(q):\n"
      "        t = int(data[pos])\n"
      "        if t == 1:\n"
      "            qs.append((1, int(data[pos + 1]), 0))\n"
      "            pos += 2\n"
      "        else:\n"
      "            qs.append((2, int(data[pos + 1]), int(data[pos + 2])))\n"
      "            pos += 3\n"
      "    p = list(range(500001))\n"
      "    out = []\n"
      "    for t, x, y in reversed(qs):\n"
      "        if t == 1:\n"
      "            out.append(p[x])\n"
      "        else:\n"
      "            p[x] = p[y]\n"
      "    out.reverse()\n"
      "    print(\" \".join(map(str, out)) + \" \")\n"
      "\n"
      "\n"
      "main()\n"
      "```\n",
      leak_forms=["for (int i = q - 1; i >= 0; --i) {\n        if (qs[i][0] == 1) out.push_back(p[qs[i][1]]);\n"
                  "        else p[qs[i][1]] = p[qs[i][2]];"],
      must_stay=["Process the queries backwards", "p[x] = p[y]", "O(q + V)"],
      note="a full C++ contest submission before the graded Python block")

    c("ec09", "real-code-python2-legacy-submission-first", cc(75),
      "Only the two strictly increasing runs at the ends matter: L from the left (a[0] < a[1] < ...) and R from the "
      "right (a[n-1] < a[n-2] < ...). Once a player takes from one end, the other end is blocked unless it "
      "continues its run, so the first player wins iff L or R is odd. Samples: [5, 8, 2, 1, 10, 9] has L = R = 2 "
      "→ Bob; [5, 4, 5] has L = 1 → Alice.\n\n"
      "My old Python 2 submission:\n\n"
      "```python2\n"
      "n = int(raw_input())\n"
      "a = map(int, raw_input().split())\n"
      "l = 1\n"
      "while l < n and a[l] > a[l - 1]:\n"
      "    l += 1\n"
      "r = 1\n"
      "while r < n and a[n - 1 - r] > a[n - r]:\n"
      "    r += 1\n"
      "print \"Alice\" if l % 2 == 1 or r % 2 == 1 else \"Bob\"\n"
      "```\n\n"
      "Ported to Python 3:\n\n"
      "```python\n"
      "n = int(input())\n"
      "a = list(map(int, input().split()))\n"
      "l = 1\n"
      "while l < n and a[l] > a[l - 1]:\n"
      "    l += 1\n"
      "r = 1\n"
      "while r < n and a[n - 1 - r] > a[n - r]:\n"
      "    r += 1\n"
      "print(\"Alice\" if l % 2 == 1 or r % 2 == 1 else \"Bob\")\n"
      "```\n",
      leak_forms=["while r < n and a[n - 1 - r] > a[n - r]:\n    r += 1\nprint \"Alice\" if l % 2 == 1 or r % 2 == 1 else \"Bob\""],
      must_stay=["the first player wins iff L or R is odd", "[5, 8, 2, 1, 10, 9] has L = R = 2"],
      note="a Python 2 version (print statement, raw_input) before the graded Python 3 block")

    c("ec10", "code-details-collapsible-unlabelled-fence", he(36),
      "Count the digit 7 over all i < n divisible by 11 or 13; fizz_buzz(78) = 2 (from 77 only, which has two 7s).\n\n"
      "<details><summary>Compact version (click to expand)</summary>\n\n"
      "```\n"
      "def fizz_buzz(n):\n"
      "    return sum(str(i).count('7') for i in range(n) if i % 11 == 0 or i % 13 == 0)\n"
      "```\n\n"
      "</details>\n\n"
      "```python\n"
      "def fizz_buzz(n: int):\n"
      "    count = 0\n"
      "    for i in range(n):\n"
      "        if i % 11 == 0 or i % 13 == 0:\n"
      "            count += str(i).count('7')\n"
      "    return count\n"
      "```\n",
      leak_forms=["return sum(str(i).count('7') for i in range(n) if i % 11 == 0 or i % 13 == 0)"],
      must_stay=["fizz_buzz(78) = 2 (from 77 only, which has two 7s)"],
      note="adversarial: the program in an HTML <details> block with an unlabelled fence")

    # ---------------- must-stay probes ----------------
    q("eq01", "real-code-probe-edge-case-table-with-expected-outputs", he(19),
      "Map each word to its digit and sort by that key. Edge cases I checked:\n\n"
      "- `sort_numbers('')` → `''` (split(' ') gives [''], which the filter drops)\n"
      "- `sort_numbers('three  one')` → `'one three'` (double space leaves an empty token)\n"
      "- `sort_numbers('nine zero')` → `'zero nine'`\n\n"
      "```python\n"
      "from typing import List\n"
      "\n"
      "\n"
      "def sort_numbers(numbers: str) -> str:\n"
      "    words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']\n"
      "    rank = {w: i for i, w in enumerate(words)}\n"
      "    return ' '.join(sorted((w for w in numbers.split(' ') if w), key=rank.__getitem__))\n"
      "```\n",
      must_stay=["`sort_numbers('')` → `''`", "split(' ') gives ['']", "`sort_numbers('three  one')` → `'one three'`",
                 "`sort_numbers('nine zero')` → `'zero nine'`"],
      note="edge cases with expected outputs are work")

    q("eq02", "real-code-probe-complexity-comparison-of-two-approaches", he(58),
      "The nested-loop version would be O(len(l1)·len(l2)); a set intersection is O(len(l1) + len(l2)) on average, "
      "and sorting the k common values adds O(k log k). Duplicates disappear in the sets, which is exactly the "
      "'unique' requirement.\n\n"
      "```python\n"
      "def common(l1: list, l2: list):\n"
      "    return sorted(set(l1) & set(l2))\n"
      "```\n",
      must_stay=["O(len(l1)·len(l2))", "O(len(l1) + len(l2)) on average", "O(k log k)",
                 "Duplicates disappear in the sets"],
      note="complexity comparison is work")

    q("eq03", "real-code-probe-original-array-parity-decision-trace", he(88),
      "The direction depends on the ORIGINAL array's first and last values, and sorted() returns a new list so the "
      "input is not changed. Traces: [2, 4, 3, 0, 1, 5]: 2 + 5 = 7 is odd → ascending; "
      "[2, 4, 3, 0, 1, 5, 6]: 2 + 6 = 8 is even → descending. Empty input must not index [0].\n\n"
      "```python\n"
      "def sort_array(array):\n"
      "    if not array:\n"
      "        return []\n"
      "    return sorted(array, reverse=(array[0] + array[-1]) % 2 == 0)\n"
      "```\n",
      must_stay=["sorted() returns a new list so the input is not changed", "2 + 5 = 7 is odd → ascending",
                 "2 + 6 = 8 is even → descending", "Empty input must not index [0]"],
      note="the parity traces and the copy decision are work")

    q("eq04", "real-code-probe-variable-glossary-and-frequency-trace", he(69),
      "Glossary: `freq[v]` is how many times v occurs; `best` is the largest v seen with freq[v] >= v, starting "
      "at -1. Trace for [4, 1, 2, 2, 3, 1]: freq = {4: 1, 1: 2, 2: 2, 3: 1}; 1 qualifies (2 ≥ 1), 2 qualifies "
      "(2 ≥ 2), 3 and 4 do not.\n\n"
      "```python\n"
      "from collections import Counter\n"
      "\n"
      "\n"
      "def search(lst):\n"
      "    freq = Counter(lst)\n"
      "    best = -1\n"
      "    for v, f in freq.items():\n"
      "        if v > 0 and f >= v and v > best:\n"
      "            best = v\n"
      "    return best\n"
      "```\n",
      must_stay=["`freq[v]` is how many times v occurs", "starting at -1", "freq = {4: 1, 1: 2, 2: 2, 3: 1}",
                 "1 qualifies (2 ≥ 1), 2 qualifies (2 ≥ 2), 3 and 4 do not"],
      note="glossary and trace are work")

    q("eq05", "real-code-probe-greedy-sample-walkthrough-contest", cc(94),
      "We need the smallest s needing k + 1 notes. Greedy from the smallest denomination: type i can be used at most "
      "10^(a[i+1] − a[i]) − 1 times before it rolls over into the next one. Sample 1 (a = 0 1 2, k = 13): we need "
      "14 notes; 1-burle notes at most 9, 14 − 9 = 5 left; 10-burle notes take the 5, so s = 9 + 5·10 = 59. "
      "The last type takes whatever remains.\n\n"
      "```python\n"
      "import sys\n"
      "\n"
      "\n"
      "def main():\n"
      "    data = sys.stdin.read().split()\n"
      "    t = int(data[0])\n"
      "    pos = 1\n"
      "    out = []\n"
      "    for _ in range(t):\n"
      "        n, k = int(data[pos]), int(data[pos + 1])\n"
      "        pos += 2\n"
      "        a = [int(x) for x in data[pos:pos + n]]\n"
      "        pos += n\n"
      "        need = k + 1\n"
      "        s = 0\n"
      "        for i in range(n - 1):\n"
      "            cap = 10 ** (a[i + 1] - a[i]) - 1\n"
      "            take = min(need, cap)\n"
      "            s += take * 10 ** a[i]\n"
      "            need -= take\n"
      "        s += need * 10 ** a[n - 1]\n"
      "        out.append(str(s))\n"
      "    print(\"\\n\".join(out))\n"
      "\n"
      "\n"
      "main()\n"
      "```\n",
      must_stay=["10^(a[i+1] − a[i]) − 1 times", "14 notes", "14 − 9 = 5 left", "s = 9 + 5·10 = 59"],
      note="the sample walk-through is work (its 59 is a sample output, not the graded program)")

    q("eq06", "real-code-probe-float-exactness-and-unguarded-division-note", he(21),
      "Map x to (x − min) / (max − min). The doctest values [0.0, 0.25, 0.5, 0.75, 1.0] come out exactly because they "
      "are dyadic fractions; in general results should be compared with a tolerance like 1e-9. If all numbers were "
      "equal, max − min = 0 would divide by zero; the docstring promises at least two elements but not distinct ones, "
      "and the tests never pass that, so I leave it unguarded.\n\n"
      "```python\n"
      "from typing import List\n"
      "\n"
      "\n"
      "def rescale_to_unit(numbers: List[float]) -> List[float]:\n"
      "    lo, hi = min(numbers), max(numbers)\n"
      "    return [(x - lo) / (hi - lo) for x in numbers]\n"
      "```\n",
      must_stay=["they are dyadic fractions", "a tolerance like 1e-9", "max − min = 0 would divide by zero",
                 "the tests never pass that, so I leave it unguarded"],
      note="numerical remarks and the unguarded-division decision are work")
