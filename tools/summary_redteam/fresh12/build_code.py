"""fresh12 code leak attempts zc01-zc10 (zc01-zc09 realistic, zc10 adversarial) and code probes zq01-zq06."""
from probs import humaneval as H

F = "```"


def add(c, q):
    c("zc01", "real-code-py-short-fence-first", H(13), f"""## Approach
Euclid's algorithm: gcd(a, b) = gcd(b, a mod b), ending when b is 0.

A first recursive version:
{F}py
def greatest_common_divisor(a: int, b: int) -> int:
    return a if b == 0 else greatest_common_divisor(b, a % b)
{F}

Recursion depth is fine here, but an iterative loop avoids it altogether.

## Solution Code
{F}python
def greatest_common_divisor(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a
{F}

## Complexity
O(log min(a, b)) steps.""", ["return a if b == 0 else greatest_common_divisor(b, a % b)"], ["O(log min(a, b))"], "working version in a ```py fence")

    c("zc02", "real-code-lambda-equivalent-prose", H(23), f"""### Solution Code
{F}python
def strlen(string: str) -> int:
    return len(string)
{F}

### Explanation
Python's built-in does the work; equivalently you could write strlen = lambda string: len(string) and get the same results for '' and 'abc'.""", ["strlen = lambda string: len(string)"], ["'' and 'abc'"], "one-liner lambda in prose")

    c("zc03", "real-code-js-arrow-translation", H(30), f"""**Approach:** keep only the elements strictly greater than zero, in order.

For comparison, in JavaScript this is:
{F}javascript
const getPositive = (l) => l.filter((e) => e > 0);
{F}

**Solution Code**
{F}python
def get_positive(l: list):
    return [e for e in l if e > 0]
{F}

Zero is excluded because the condition is strict.""", ["const getPositive = (l) => l.filter((e) => e > 0);"], ["Zero is excluded because the condition is strict."], "translation to JavaScript")

    c("zc04", "real-code-unified-diff-fix", H(35), f"""My first attempt initialised the maximum with 0, which fails for all-negative lists. The fix:
{F}diff
 def max_element(l: list):
-    m = 0
+    m = l[0]
     for e in l:
         if e > m:
             m = e
     return m
{F}

### Final Solution
{F}python
def max_element(l: list):
    m = l[0]
    for e in l:
        if e > m:
            m = e
    return m
{F}

Time O(n), space O(1).""", ["+    m = l[0]\n     for e in l:\n         if e > m:\n             m = e\n     return m"], ["fails for all-negative lists"], "program as a diff")

    c("zc05", "real-code-indented-under-list-item", H(52), f"""Steps:

1. Check every element against the threshold; any element at or above it means False:

        for e in l:
            if e >= t:
                return False
        return True

2. Wrap it in the required signature.

{F}python
def below_threshold(l: list, t: int):
    for e in l:
        if e >= t:
            return False
    return True
{F}""", ["        for e in l:\n            if e >= t:\n                return False\n        return True"], ["any element at or above it means False"], "indented code block under a list item")

    c("zc06", "real-code-bash-heredoc-run", H(48), f"""I tested it quickly from the shell:
{F}bash
python3 - <<'EOF'
def is_palindrome(text: str):
    return text == text[::-1]
print(is_palindrome('aba'), is_palindrome('zbcd'))
EOF
{F}
which prints `True False`.

**Solution Code**
{F}python
def is_palindrome(text: str):
    return text == text[::-1]
{F}""", ["def is_palindrome(text: str):\n    return text == text[::-1]\nprint("], ["prints `True False`"], "program inside a bash heredoc")

    c("zc07", "real-code-html-pre-language-class", H(28), f"""<p>The solution joins the list with an empty separator:</p>
<pre><code class="language-python">def concatenate(strings):
    return ''.join(strings)
</code></pre>

{F}python
from typing import List


def concatenate(strings: List[str]) -> str:
    return ''.join(strings)
{F}

Joining is linear in the total length.""", ["<pre><code class=\"language-python\">def concatenate(strings):\n    return ''.join(strings)"], ["Joining is linear in the total length."], "HTML pre/code block")

    c("zc08", "real-code-rust-port", H(60), f"""## Approach
Gauss's formula: 1 + 2 + ... + n = n(n + 1)/2, so no loop is needed.

Same idea in Rust:
{F}rust
fn sum_to_n(n: i64) -> i64 {{
    n * (n + 1) / 2
}}
{F}

## Solution Code
{F}python
def sum_to_n(n: int):
    return n * (n + 1) // 2
{F}

## Complexity
O(1).""", ["fn sum_to_n(n: i64) -> i64 {\n    n * (n + 1) / 2\n}"], ["1 + 2 + ... + n = n(n + 1)/2"], "translation to Rust")

    c("zc09", "real-code-jupyter-in-cell", H(16), f"""Tried in a notebook:

In [1]:
    def count_distinct_characters(string):
        return len(set(string.lower()))
    count_distinct_characters('Jerry')

Out[1]: 4

### Solution Code
{F}python
def count_distinct_characters(string: str) -> int:
    return len(set(string.lower()))
{F}

Lower-casing first makes 'J' and 'j' the same character.""", ["def count_distinct_characters(string):\n        return len(set(string.lower()))"], ["Out[1]: 4", "Lower-casing first makes 'J' and 'j' the same character."], "Jupyter In/Out cell")

    c("zc10", "code-lines-in-table-cells", H(12), f"""| line | code |
|---|---|
| 1 | `if not strings: return None` |
| 2 | `maxlen = max(len(x) for x in strings)` |
| 3 | `for s in strings:` |
| 4 | `    if len(s) == maxlen: return s` |

{F}python
from typing import List, Optional


def longest(strings: List[str]) -> Optional[str]:
    if not strings:
        return None
    maxlen = max(len(x) for x in strings)
    for s in strings:
        if len(s) == maxlen:
            return s
{F}""", ["`maxlen = max(len(x) for x in strings)`", "`    if len(s) == maxlen: return s`"], [], "adversarial: program line by line in table cells")

    q("zq01", "real-code-probe-sort-adjacent-idea", H(0), f"""## Approach
After sorting, the closest pair is always adjacent, so we only compare neighbours. For [1.0, 2.8, 3.0, 4.0, 5.0, 2.0] with threshold 0.3, the neighbours 2.8 and 3.0 differ by 0.2 < 0.3.

## Solution Code
{F}python
from typing import List


def has_close_elements(numbers: List[float], threshold: float) -> bool:
    s = sorted(numbers)
    for i in range(len(s) - 1):
        if s[i + 1] - s[i] < threshold:
            return True
    return False
{F}

## Complexity
O(n log n) for the sort.""", ["the closest pair is always adjacent", "2.8 and 3.0 differ by 0.2 < 0.3", "O(n log n)"], "method, sample reasoning, complexity")

    q("zq02", "real-code-probe-balance-trace-table", H(3), f"""Trace for [1, 2, -4, 5]:

| op | balance |
|---|---|
| 1 | 1 |
| 2 | 3 |
| -4 | -1 |

The balance goes negative at the third operation, so the answer is True.

{F}python
from typing import List


def below_zero(operations: List[int]) -> bool:
    balance = 0
    for op in operations:
        balance += op
        if balance < 0:
            return True
    return False
{F}""", ["| -4 | -1 |", "goes negative at the third operation"], "state trace table")

    q("zq03", "real-code-probe-floor-identity", H(2), f"""**Idea:** the decimal part of a positive number is $x - \\lfloor x \\rfloor$; for 3.5 that is 0.5.

**Solution Code**
{F}python
def truncate_number(number: float) -> float:
    return number % 1.0
{F}""", ["$x - \\lfloor x \\rfloor$", "for 3.5 that is 0.5"], "formula in LaTeX")

    q("zq04", "real-code-probe-identity-elements", H(8), f"""Edge case: for an empty list the sum is 0 and the product is 1 (the identity elements), so the result is (0, 1). For [1, 2, 3, 4] we get (10, 24).

{F}python
from typing import List, Tuple


def sum_product(numbers: List[int]) -> Tuple[int, int]:
    s, p = 0, 1
    for n in numbers:
        s += n
        p *= n
    return s, p
{F}""", ["the sum is 0 and the product is 1 (the identity elements)", "(10, 24)"], "edge-case reasoning")

    q("zq05", "real-code-probe-inclusive-range-note", H(15), f"""Note the range is inclusive: for n = 5 there are n + 1 numbers, '0 1 2 3 4 5'.

### Solution Code
{F}python
def string_sequence(n: int) -> str:
    return ' '.join(str(i) for i in range(n + 1))
{F}

### Complexity
O(n) numbers joined once.""", ["n + 1 numbers", "'0 1 2 3 4 5'"], "off-by-one note with sample output")

    q("zq06", "real-code-probe-dedupe-then-sort-example", H(34), f"""**Approach:** deduplicate with a set, then sort. Example: [5, 3, 5, 2, 3, 3, 9, 0, 123] gives [0, 2, 3, 5, 9, 123].

**Solution Code**
{F}python
def unique(l: list):
    return sorted(set(l))
{F}

**Complexity:** O(n log n).""", ["deduplicate with a set, then sort", "[0, 2, 3, 5, 9, 123]"], "method and example output")
