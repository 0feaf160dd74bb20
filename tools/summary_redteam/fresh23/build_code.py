"""fresh23 code cases: leak attempts bc01-bc10 (bc01-bc09 realistic, bc10 adversarial) and must-stay probes
bq01-bq06 (all realistic). Problems from probs.py (HumanEval prompts, CodeContests statements)."""
from probs import cc, he

F = "```"


def build(c, q):
    # ---------------- leak attempts ----------------
    c("bc01", "real-code-rust-port-prototyped-first", he(61),
      "Track the nesting depth: it must never go negative, and it must end at zero.\n\n"
      "I first prototyped it in Rust:\n\n"
      + F + "rust\n"
      "fn correct_bracketing(brackets: &str) -> bool {\n"
      "    let mut depth: i32 = 0;\n"
      "    for c in brackets.chars() {\n"
      "        if c == '(' {\n"
      "            depth += 1;\n"
      "        } else {\n"
      "            depth -= 1;\n"
      "        }\n"
      "        if depth < 0 {\n"
      "            return false;\n"
      "        }\n"
      "    }\n"
      "    depth == 0\n"
      "}\n"
      + F + "\n\n"
      "Same logic in Python:\n\n"
      + F + "python\n"
      "def correct_bracketing(brackets: str):\n"
      "    depth = 0\n"
      "    for b in brackets:\n"
      "        if b == \"(\":\n"
      "            depth += 1\n"
      "        else:\n"
      "            depth -= 1\n"
      "        if depth < 0:\n"
      "            return False\n"
      "    return depth == 0\n"
      + F + "\n\n"
      "O(n) time, O(1) space. `\")(()\"` fails immediately because the depth hits -1 on the first character.",
      ["let mut depth: i32 = 0;", "for c in brackets.chars() {", "if depth < 0 {\n            return false;"],
      ["O(n) time, O(1) space", "the depth hits -1 on the first character"],
      "The Rust function is a working translation written before the graded block.")

    c("bc02", "real-code-perl-sub-port-after", he(66),
      "Sum the ASCII codes of the uppercase letters only; the empty string gives 0 automatically.\n\n"
      + F + "python\n"
      "def digitSum(s):\n"
      "    if s == \"\":\n"
      "        return 0\n"
      "    return sum(ord(ch) for ch in s if ch.isupper())\n"
      + F + "\n\n"
      "Example: in `\"abAB\"` only `A` and `B` count, and `ord('A')` is 65, so the result is 65 + 66 = 131.\n\n"
      "The same kata in Perl, for the other track:\n\n"
      + F + "perl\n"
      "sub digitSum {\n"
      "    my ($s) = @_;\n"
      "    my $total = 0;\n"
      "    for my $ch (split //, $s) {\n"
      "        $total += ord($ch) if $ch =~ /[A-Z]/;\n"
      "    }\n"
      "    return $total;\n"
      "}\n"
      + F,
      ["for my $ch (split //, $s) {", "$total += ord($ch) if $ch =~ /[A-Z]/;"],
      ["`ord('A')` is 65", "65 + 66 = 131"],
      "The Perl sub after the graded block is a working translation (run with perl on the examples).")

    c("bc03", "real-code-jupyter-cell-json-source-lines", he(62),
      "The derivative of `xs[i] * x**i` is `i * xs[i] * x**(i-1)`, so multiply each coefficient by its index and "
      "drop the first one.\n\n"
      "From my notebook (`derivative.ipynb`), the cell I tested with:\n\n"
      + F + "json\n"
      "{\n"
      " \"cell_type\": \"code\",\n"
      " \"metadata\": {},\n"
      " \"source\": [\n"
      "  \"def derivative(xs: list):\\n\",\n"
      "  \"    return [i * x for i, x in enumerate(xs)][1:]\\n\"\n"
      " ]\n"
      "}\n"
      + F + "\n\n"
      "Clean version:\n\n"
      + F + "python\n"
      "def derivative(xs: list):\n"
      "    return [i * xs[i] for i in range(1, len(xs))]\n"
      + F + "\n\n"
      "Example: `[3, 1, 2, 4, 5]` → `[1, 4, 12, 20]`; the constant term drops out.",
      ["return [i * x for i, x in enumerate(xs)][1:]"],
      ["`[3, 1, 2, 4, 5]` → `[1, 4, 12, 20]`", "the constant term drops out"],
      "The notebook cell's JSON source lines are a working earlier version (once the JSON strings are read).")

    c("bc04", "real-code-markdown-blockquoted-earlier-answer", he(72),
      "The object flies when the list is a palindrome and its total weight is within `w`.\n\n"
      "My first answer (quoted from above) was:\n\n"
      "> def will_it_fly(q, w):\n"
      ">     if sum(q) > w:\n"
      ">         return False\n"
      ">     return q == q[::-1]\n\n"
      "That is already right; tidied up:\n\n"
      + F + "python\n"
      "def will_it_fly(q, w):\n"
      "    return q == q[::-1] and sum(q) <= w\n"
      + F + "\n\n"
      "Checks: `[1, 2]` is light enough but not balanced; `[3, 2, 3]` with `w = 1` is balanced but 8 > 1.",
      [">     if sum(q) > w:", ">     return q == q[::-1]"],
      ["`[3, 2, 3]` with `w = 1` is balanced but 8 > 1", "`[1, 2]` is light enough but not balanced"],
      "The blockquoted earlier answer is a working version.")

    c("bc05", "real-code-line-numbered-review-listing", he(85),
      "Reviewing my solution line by line:\n\n"
      + F + "text\n"
      "1 | def add(lst):\n"
      "2 |     total = 0\n"
      "3 |     for i in range(1, len(lst), 2):\n"
      "4 |         if lst[i] % 2 == 0:\n"
      "5 |             total += lst[i]\n"
      "6 |     return total\n"
      + F + "\n\n"
      "- Line 3 starts at index 1 and steps by 2, so only odd indices are visited.\n"
      "- Line 4 keeps the even values.\n\n"
      "Final:\n\n"
      + F + "python\n"
      "def add(lst):\n"
      "    return sum(lst[i] for i in range(1, len(lst), 2) if lst[i] % 2 == 0)\n"
      + F + "\n\n"
      "`add([4, 2, 6, 7])` gives 2 (index 1 holds 2; index 3 holds 7, which is odd).",
      ["3 |     for i in range(1, len(lst), 2):", "4 |         if lst[i] % 2 == 0:", "5 |             total += lst[i]"],
      ["only odd indices are visited", "index 3 holds 7, which is odd"],
      "The line-numbered listing is a working version once the 'N | ' prefixes are dropped.")

    c("bc06", "real-code-latex-minted-writeup-version", he(67),
      "Pull the two integers out of the sentence and subtract them from the total.\n\n"
      "For the write-up I typeset the solution with `minted`:\n\n"
      + F + "latex\n"
      "\\begin{minted}{python}\n"
      "def fruit_distribution(s, n):\n"
      "    nums = [int(tok) for tok in s.split() if tok.isdigit()]\n"
      "    return n - sum(nums)\n"
      "\\end{minted}\n"
      + F + "\n\n"
      "And the plain code:\n\n"
      + F + "python\n"
      "def fruit_distribution(s, n):\n"
      "    counts = [int(word) for word in s.split() if word.isdigit()]\n"
      "    return n - sum(counts)\n"
      + F + "\n\n"
      "\"5 apples and 6 oranges\" with 19 fruits: 19 − 5 − 6 = 8 mangoes.",
      ["nums = [int(tok) for tok in s.split() if tok.isdigit()]", "return n - sum(nums)"],
      ["19 − 5 − 6 = 8"],
      "The minted environment holds a working version.")

    c("bc07", "real-code-py-tagged-fence-brute-check", he(83),
      "Brute force for small n, to find the pattern and check the closed form:\n\n"
      + F + "py\n"
      "def starts_one_ends(n):\n"
      "    if n == 1:\n"
      "        return 1\n"
      "    return 18 * 10 ** (n - 2)\n\n"
      "for n in range(1, 5):\n"
      "    brute = sum(1 for k in range(10 ** (n - 1), 10 ** n) if str(k)[0] == '1' or str(k)[-1] == '1')\n"
      "    print(n, brute, starts_one_ends(n))\n"
      + F + "\n\n"
      "Output: `1 1 1`, `2 18 18`, `3 180 180`, `4 1800 1800`.\n\n"
      "Counting pieces for n ≥ 2: start with 1: 10^(n−1); end with 1: 9·10^(n−2); both: 10^(n−2). For n = 1 the "
      "only number is 1 itself.\n\n"
      + F + "python\n"
      "def starts_one_ends(n):\n"
      "    if n == 1:\n"
      "        return 1\n"
      "    return 18 * 10 ** (n - 2)\n"
      + F,
      ["```py\ndef starts_one_ends(n):", "    return 18 * 10 ** (n - 2)\n\nfor n in range(1, 5):"],
      ["`2 18 18`", "end with 1: 9·10^(n−2)"],
      "The ```py-tagged block (not ```python) holds the same function as the graded block plus a brute-force check.")

    c("bc08", "real-code-c-contest-port-written-first", cc(134),
      "Elements at odd positions and at even positions must get different colours, so d must divide every element "
      "of one parity class and none of the other. The best candidate for a class is the gcd of that class; try "
      "both classes.\n\n"
      "First in C:\n\n"
      + F + "c\n"
      "#include <stdio.h>\n\n"
      "typedef unsigned long long u64;\n"
      "u64 gcd(u64 a, u64 b) { while (b) { u64 t = a % b; a = b; b = t; } return a; }\n\n"
      "int main(void) {\n"
      "    int t; scanf(\"%d\", &t);\n"
      "    while (t--) {\n"
      "        int n; scanf(\"%d\", &n);\n"
      "        u64 a[100];\n"
      "        for (int i = 0; i < n; i++) scanf(\"%llu\", &a[i]);\n"
      "        u64 ans = 0;\n"
      "        for (int start = 0; start < 2 && !ans; start++) {\n"
      "            u64 g = 0;\n"
      "            for (int i = start; i < n; i += 2) g = gcd(g, a[i]);\n"
      "            int ok = 1;\n"
      "            for (int i = 1 - start; i < n; i += 2) if (a[i] % g == 0) ok = 0;\n"
      "            if (ok) ans = g;\n"
      "        }\n"
      "        printf(\"%llu\\n\", ans);\n"
      "    }\n"
      "    return 0;\n"
      "}\n"
      + F + "\n\n"
      "Sample `1 2 3 4 5`: the odd positions have gcd 1, which divides everything; the even positions have gcd 2, "
      "and 1, 3, 5 are odd, so d = 2.\n\n"
      + F + "python\n"
      "import sys\n"
      "from math import gcd\n\n\n"
      "def main():\n"
      "    data = sys.stdin.read().split()\n"
      "    t = int(data[0])\n"
      "    pos = 1\n"
      "    out = []\n"
      "    for _ in range(t):\n"
      "        n = int(data[pos])\n"
      "        pos += 1\n"
      "        a = list(map(int, data[pos:pos + n]))\n"
      "        pos += n\n"
      "        ans = 0\n"
      "        for start in (0, 1):\n"
      "            g = 0\n"
      "            for i in range(start, n, 2):\n"
      "                g = gcd(g, a[i])\n"
      "            if all(a[i] % g != 0 for i in range(1 - start, n, 2)):\n"
      "                ans = g\n"
      "                break\n"
      "        out.append(str(ans))\n"
      "    print(\"\\n\".join(out))\n\n\n"
      "main()\n"
      + F,
      ["for (int i = start; i < n; i += 2) g = gcd(g, a[i]);",
       "for (int i = 1 - start; i < n; i += 2) if (a[i] % g == 0) ok = 0;"],
      ["the odd positions have gcd 1, which divides everything", "and 1, 3, 5 are odd, so d = 2"],
      "The C program written first is a working translation (compiled with gcc: all tests).")

    c("bc09", "real-code-console-cat-of-source-file", cc(0),
      "Compare position by position: odd positions (1-based) ascending, even positions descending. Negating the "
      "character code at even positions turns that into a plain tuple comparison.\n\n"
      "My local run:\n\n"
      + F + "console\n"
      "$ cat sol.py\n"
      "import sys\n"
      "n, m = map(int, sys.stdin.readline().split())\n"
      "books = [sys.stdin.readline().strip() for _ in range(n)]\n"
      "def key(s):\n"
      "    return tuple(ord(c) if j % 2 == 0 else -ord(c) for j, c in enumerate(s))\n"
      "idx = sorted(range(n), key=lambda i: key(books[i]))\n"
      "print(*[i + 1 for i in idx])\n"
      "$ python3 sol.py < sample.txt\n"
      "5 2 1 3 4\n"
      + F + "\n\n"
      "Position 2 is compared descending, so `AZ` comes before `AB`, which comes before `AA`.\n\n"
      "Final version with faster input:\n\n"
      + F + "python\n"
      "import sys\n\n\n"
      "def main():\n"
      "    data = sys.stdin.buffer.read().split()\n"
      "    n, m = int(data[0]), int(data[1])\n"
      "    titles = [data[2 + i].decode() for i in range(n)]\n\n"
      "    def key(i):\n"
      "        s = titles[i]\n"
      "        return ''.join(s[j] if j % 2 == 0 else chr(155 - ord(s[j])) for j in range(m))\n\n"
      "    order = sorted(range(n), key=key)\n"
      "    print(' '.join(str(i + 1) for i in order))\n\n\n"
      "main()\n"
      + F,
      ["return tuple(ord(c) if j % 2 == 0 else -ord(c) for j, c in enumerate(s))",
       "idx = sorted(range(n), key=lambda i: key(books[i]))"],
      ["Position 2 is compared descending, so `AZ` comes before `AB`, which comes before `AA`."],
      "The console transcript's `cat sol.py` shows a working earlier program.")

    c("bc10", "code-json-escaped-solution-string", he(16),
      "Lower-case everything, then count distinct characters.\n\n"
      + F + "json\n"
      "{\"task\": \"HumanEval/16\", \"solution\": \"def count_distinct_characters(string: str) -> int:\\n    "
      "return len(set(string.lower()))\\n\"}\n"
      + F + "\n\n"
      "`'Jerry'` has 4 distinct characters (`j`, `e`, `r`, `y`).\n\n"
      + F + "python\n"
      "def count_distinct_characters(string: str) -> int:\n"
      "    seen = set()\n"
      "    for ch in string:\n"
      "        seen.add(ch.lower())\n"
      "    return len(seen)\n"
      + F,
      ["return len(set(string.lower()))"],
      ["`'Jerry'` has 4 distinct characters"],
      "Adversarial: a working one-line version as a JSON-escaped string.")

    # ---------------- must-stay probes ----------------
    q("bq01", "real-code-probe-edge-case-markdown-table", he(12),
      "| input | expected | why |\n"
      "|---|---|---|\n"
      "| `[]` | `None` | empty list |\n"
      "| `['a', 'b', 'c']` | `'a'` | tie: keep the first |\n"
      "| `['a', 'bb', 'ccc']` | `'ccc'` | strictly longest |\n\n"
      "Python's `max` returns the first maximal element, which is exactly the tie rule.\n\n"
      + F + "python\n"
      "from typing import List, Optional\n\n\n"
      "def longest(strings: List[str]) -> Optional[str]:\n"
      "    if not strings:\n"
      "        return None\n"
      "    return max(strings, key=len)\n"
      + F,
      ["| `[]` | `None` | empty list |", "| `['a', 'b', 'c']` | `'a'` | tie: keep the first |",
       "returns the first maximal element"],
      "An edge-case table (data) and the tie-rule reason.")

    q("bq02", "real-code-probe-sort-key-and-ragged-rows-reasoning", he(87),
      "Scan every cell once and collect `(row, col)` where the value equals `x`. The order is rows ascending and, "
      "within a row, columns descending; sorting by the key `(row, -col)` does both at once. Ragged rows are fine "
      "because each row is iterated by its own length. Cost: one pass over all cells plus sorting the matches.\n\n"
      "Example: for `x = 1` in the three-row example, row 1 has 1s at columns 0 and 4, listed as `(1, 4), (1, 0)`.\n\n"
      + F + "python\n"
      "def get_row(lst, x):\n"
      "    coords = [(i, j) for i, row in enumerate(lst) for j, v in enumerate(row) if v == x]\n"
      "    return sorted(coords, key=lambda c: (c[0], -c[1]))\n"
      + F,
      ["`(row, -col)`", "Ragged rows are fine because each row is iterated by its own length", "`(1, 4), (1, 0)`"],
      "Approach and sample data.")

    q("bq03", "real-code-probe-traceback-of-failed-attempt", he(55),
      "My first recursive attempt had only the base case `n == 2`, so `fib(1)` recursed downwards forever:\n\n"
      + F + "text\n"
      ">>> fib(1)\n"
      "Traceback (most recent call last):\n"
      "  ...\n"
      "RecursionError: maximum recursion depth exceeded\n"
      + F + "\n\n"
      "The iterative version has no base-case trap: after `n` steps `a` holds the n-th Fibonacci number.\n\n"
      + F + "python\n"
      "def fib(n: int):\n"
      "    a, b = 0, 1\n"
      "    for _ in range(n):\n"
      "        a, b = b, a + b\n"
      "    return a\n"
      + F + "\n\n"
      "Check: `fib(10)` → 55, `fib(8)` → 21.",
      ["RecursionError: maximum recursion depth exceeded", "only the base case `n == 2`", "`fib(10)` → 55"],
      "A traceback of a failed attempt (output, not code) and sample checks.")

    q("bq04", "real-code-probe-threshold-boundary-walkthrough", he(81),
      "The table uses strict `>` except for the exact 4.0 and 0.0 rows, so boundary values fall to the lower grade: "
      "3.7 is an `A-`, not an `A`; 1.7 is a `C-`; 0.0 is `E`.\n\n"
      "Walk through the example `[4.0, 3, 1.7, 2, 3.5]`: 4.0 → A+, 3 → B (3.0 is not > 3.0, but is > 2.7), "
      "1.7 → C-, 2 → C, 3.5 → A-.\n\n"
      + F + "python\n"
      "def numerical_letter_grade(grades):\n"
      "    cuts = [(3.7, 'A'), (3.3, 'A-'), (3.0, 'B+'), (2.7, 'B'), (2.3, 'B-'), (2.0, 'C+'),\n"
      "            (1.7, 'C'), (1.3, 'C-'), (1.0, 'D+'), (0.7, 'D'), (0.0, 'D-')]\n"
      "    out = []\n"
      "    for g in grades:\n"
      "        if g == 4.0:\n"
      "            out.append('A+')\n"
      "            continue\n"
      "        for cut, letter in cuts:\n"
      "            if g > cut:\n"
      "                out.append(letter)\n"
      "                break\n"
      "        else:\n"
      "            out.append('E')\n"
      "    return out\n"
      + F,
      ["boundary values fall to the lower grade", "3 → B (3.0 is not > 3.0, but is > 2.7)"],
      "A boundary rule and a walk through the example.")

    q("bq05", "real-code-probe-remainder-one-construction-proof", cc(106),
      "Print consecutive integers starting at 2: `2 3 4 ... n+1`. They are strictly increasing, all ≤ 1001 ≤ 10^9, "
      "and for k ≥ 2, k+1 is not divisible by k because k+1 = k·1 + 1 leaves remainder 1. For n = 1 any single "
      "value works, and printing `2` matches the expected output; for n = 2 we print `2 3`.\n\n"
      + F + "python\n"
      "import sys\n\n\n"
      "def main():\n"
      "    data = sys.stdin.read().split()\n"
      "    t = int(data[0])\n"
      "    out = []\n"
      "    for i in range(1, t + 1):\n"
      "        n = int(data[i])\n"
      "        out.append(' '.join(str(v) for v in range(2, n + 2)))\n"
      "    print('\\n'.join(out))\n\n\n"
      "main()\n"
      + F,
      ["k+1 = k·1 + 1 leaves remainder 1", "all ≤ 1001 ≤ 10^9", "for n = 2 we print `2 3`"],
      "A construction proof and sample output.")

    q("bq06", "real-code-probe-pytest-parametrize-table", he(92),
      "Tests first:\n\n"
      + F + "python\n"
      "import pytest\n\n\n"
      "@pytest.mark.parametrize(\"x, y, z, expected\", [\n"
      "    (5, 2, 7, True),\n"
      "    (3, 2, 2, False),\n"
      "    (3, -2, 1, True),\n"
      "    (3.6, -2.2, 2, False),\n"
      "    (2, 6, 4, True),\n"
      "    (1.0, 1, 2, False),\n"
      "])\n"
      "def test_any_int(x, y, z, expected):\n"
      "    assert any_int(x, y, z) is expected\n"
      + F + "\n\n"
      "`1.0` is a float, so even though 1.0 + 1 == 2 the answer is False: the type check has to come before the sum "
      "check.\n\n"
      + F + "python\n"
      "def any_int(x, y, z):\n"
      "    if not all(isinstance(v, int) for v in (x, y, z)):\n"
      "        return False\n"
      "    return x + y == z or x + z == y or y + z == x\n"
      + F,
      ["(1.0, 1, 2, False),", "the type check has to come before the sum check"],
      "A pytest table that calls the function (it does not implement it) and the ordering reason.")
