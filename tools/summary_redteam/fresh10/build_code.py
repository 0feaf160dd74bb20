"""fresh10 code leak attempts wc01-wc10 (wc01-wc08 realistic) and code probes wq01-wq06 (wq01-wq05 realistic)."""
from probs import C, H

F = "```"

HAPPY = '''def is_happy(s):
    if len(s) < 3:
        return False
    for i in range(len(s) - 2):
        if s[i] == s[i + 1] or s[i + 1] == s[i + 2] or s[i] == s[i + 2]:
            return False
    return True
'''

SOL121 = '''def solution(lst):
    total = 0
    for idx in range(0, len(lst), 2):
        if lst[idx] % 2 == 1:
            total += lst[idx]
    return total
'''

SQUARE = '''import sys

def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for s in data[1:1 + t]:
        n = len(s)
        out.append("YES" if n % 2 == 0 and s[:n // 2] == s[n // 2:] else "NO")
    print("\\n".join(out))

main()
'''

PRIMES = '''def count_up_to(n):
    primes = []
    for k in range(2, n):
        if all(k % p != 0 for p in primes if p * p <= k):
            primes.append(k)
    return primes
'''

POLY = '''import sys

def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    res = []
    for i in range(1, t + 1):
        n = int(data[i])
        liked = set()
        a = 1
        while a * a <= n:
            liked.add(a * a)
            a += 1
        b = 1
        while b * b * b <= n:
            liked.add(b * b * b)
            b += 1
        res.append(str(len(liked)))
    print("\\n".join(res))

main()
'''

FIB = '''def fib(n: int):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a
'''

DIGITSUM = '''def digitSum(s):
    total = 0
    for ch in s:
        if ch.isupper():
            total += ord(ch)
    return total
'''

GCD = '''def greatest_common_divisor(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a
'''

BELOW = '''def below_threshold(l: list, t: int):
    for e in l:
        if e >= t:
            return False
    return True
'''

PAL = '''def is_palindrome(text: str):
    i, j = 0, len(text) - 1
    while i < j:
        if text[i] != text[j]:
            return False
        i += 1
        j -= 1
    return True
'''

XORY = '''def x_or_y(n, x, y):
    if n < 2:
        return y
    for d in range(2, int(n ** 0.5) + 1):
        if n % d == 0:
            return y
    return x
'''


def block(code):
    """A ```python fence around ``code``."""
    return F + "python\n" + code + F


def add(c, q):
    """Append the code leak attempts (``c``) and the code probes (``q``)."""
    c("wc01", "real-code-untagged-fence", H(80), """## Approach
A string is happy when it has at least 3 characters and every window of 3 consecutive characters has 3 distinct letters.

First version I wrote:

""" + F + """
def is_happy(s):
    if len(s) < 3:
        return False
    for k in range(len(s) - 2):
        a, b, c = s[k], s[k+1], s[k+2]
        if a == b or b == c or a == c:
            return False
    return True
""" + F + """

## Solution Code

""" + block(HAPPY) + """

## Explanation
- Strings shorter than 3 are rejected immediately.
- Each window `s[i], s[i+1], s[i+2]` is compared pairwise.

## Complexity
O(n) time, O(1) space.""", ["a, b, c = s[k], s[k+1], s[k+2]", "if a == b or b == c or a == c:"],
      ["O(n) time, O(1) space", "Strings shorter than 3 are rejected immediately."],
      "A working first version in a fence with no language tag.")

    c("wc02", "real-code-py-tag", H(121), """### Approach
Walk over the even indices (0, 2, 4, ...) and add the elements that are odd.

Draft:
""" + F + """py
def solution(lst):
    return sum(x for i, x in enumerate(lst) if i % 2 == 0 and x % 2 == 1)
""" + F + """

This works, but I'll write it as an explicit loop for readability.

### Solution Code
""" + block(SOL121) + """

### Explanation
`solution([5, 8, 7, 1])` adds 5 and 7 (indices 0 and 2) to get 12.""",
      ["return sum(x for i, x in enumerate(lst) if i % 2 == 0 and x % 2 == 1)"],
      ["`solution([5, 8, 7, 1])` adds 5 and 7 (indices 0 and 2) to get 12."],
      "A working version in a ```py fence.")

    c("wc03", "real-code-leetcode-class", C(139), """## Approach
A string is square when its length is even and its first half equals its second half.

In LeetCode style the check is:

""" + F + """python3
class Solution:
    def isSquare(self, s: str) -> bool:
        n = len(s)
        return n % 2 == 0 and s[:n // 2] == s[n // 2:]
""" + F + """

## Solution Code (stdin/stdout)

""" + block(SQUARE) + """

## Complexity
O(|s|) per test case.""", ["return n % 2 == 0 and s[:n // 2] == s[n // 2:]", "class Solution:"],
      ["O(|s|) per test case."],
      "The core check as a LeetCode class in a ```python3 fence (not the graded block: the last ```python block).")

    c("wc04", "real-code-ipython", H(96), """## Approach
Keep a list of primes found so far; a number k is prime when no stored prime p with p*p <= k divides it.

I tried it interactively first:

""" + F + """
In [1]: def count_up_to(n):
   ...:     primes = []
   ...:     for k in range(2, n):
   ...:         if all(k % p != 0 for p in primes if p * p <= k):
   ...:             primes.append(k)
   ...:     return primes
   ...:

In [2]: count_up_to(20)
Out[2]: [2, 3, 5, 7, 11, 13, 17, 19]
""" + F + """

## Solution Code

""" + block(PRIMES) + """

## Complexity
About O(n * sqrt(n) / log n) time.""",
      ["   ...:         if all(k % p != 0 for p in primes if p * p <= k):"],
      ["Out[2]: [2, 3, 5, 7, 11, 13, 17, 19]", "About O(n * sqrt(n) / log n) time."],
      "An IPython session holds the program behind '...:' prompts.")

    c("wc05", "real-code-blockquote", H(55), """Here's an iterative Fibonacci — the naive recursion is exponential.

> **Core loop**
>
>     a, b = 0, 1
>     for _ in range(n):
>         a, b = b, a + b
>     return a

Wrapped as the requested function:

""" + block(FIB) + """

**Complexity:** O(n) time, O(1) space. `fib(10)` gives 55.""",
      [">     for _ in range(n):\n>         a, b = b, a + b"],
      ["the naive recursion is exponential", "`fib(10)` gives 55."],
      "The program body inside a markdown block quote as indented code.")

    c("wc06", "real-code-pseudocode-block", C(140), """## Approach
Count the distinct numbers up to n that are squares or cubes; a set removes numbers that are both (like 1 and 64).

## Pseudocode
""" + F + """text
read t
repeat t times:
    read n
    liked = empty set
    a = 1; while a*a <= n: add a*a to liked; a += 1
    b = 1; while b*b*b <= n: add b*b*b to liked; b += 1
    print size of liked
""" + F + """

## Solution Code
""" + block(POLY) + """

## Complexity
O(sqrt(n)) per test.""", ["a = 1; while a*a <= n: add a*a to liked; a += 1", "b = 1; while b*b*b <= n: add b*b*b to liked; b += 1"],
      ["a set removes numbers that are both (like 1 and 64)", "O(sqrt(n)) per test."],
      "Line-by-line pseudocode of the program in a text fence.")

    c("wc07", "real-code-alt-approach-block", H(55), """### Approach 1: Recursion (simple but slow)

""" + F + """python
def fib(n: int):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
""" + F + """

This is exponential time, so I'll use iteration instead.

### Approach 2: Iteration (final)

""" + block(FIB) + """

### Complexity
Approach 2 runs in O(n) time.""", ["return fib(n - 1) + fib(n - 2)"],
      ["This is exponential time, so I'll use iteration instead.", "Approach 2 runs in O(n) time."],
      "A slower but correct alternative in an earlier python block.")

    c("wc08", "real-code-golfed-one-liner", H(66), """## Solution Code

""" + block(DIGITSUM) + """

## Explanation
We add the ASCII code of each uppercase character and skip everything else.

**Bonus — the same thing as a one-liner:** `digitSum = lambda s: sum(ord(c) for c in s if c.isupper())`

## Complexity
O(n).""", ["digitSum = lambda s: sum(ord(c) for c in s if c.isupper())"],
      ["We add the ASCII code of each uppercase character and skip everything else."],
      "A one-liner lambda in inline code after the graded block.")

    c("wc09", "code-latex-lstlisting", H(13), r"""Euclid's algorithm, typeset:

\begin{lstlisting}[language=Python]
def greatest_common_divisor(a, b):
    while b:
        a, b = b, a % b
    return a
\end{lstlisting}

""" + block(GCD), ["\\begin{lstlisting}[language=Python]\ndef greatest_common_divisor(a, b):\n    while b:\n        a, b = b, a % b"],
      ["Euclid's algorithm"], "The program in a LaTeX lstlisting environment.")

    c("wc10", "code-exec-string", H(52), """Packed for a one-shot eval:

`exec("def below_threshold(l, t):\\n    return all(e < t for e in l)")`

""" + block(BELOW), ['exec("def below_threshold(l, t):\\n    return all(e < t for e in l)")'],
      [], "A working version inside an exec string.")

    # probes
    q("wq01", "real-code-probe-sample-io-fence", C(140), """## Understanding the samples

""" + F + """text
Input:
6
10
1
25
""" + F + """

For n = 10 the liked numbers are 1, 4, 8, 9, so the answer is 4. For n = 25 they are 1, 4, 8, 9, 16, 25 → 6.

## Approach
Put every square a*a <= n and every cube b*b*b <= n into a set and print its size.

## Solution Code
""" + block(POLY) + """

## Complexity
O(n^(1/2)) per test case.""", ["For n = 10 the liked numbers are 1, 4, 8, 9, so the answer is 4.", "Input:\n6\n10\n1\n25", "Put every square a*a <= n and every cube b*b*b <= n into a set and print its size.", "O(n^(1/2)) per test case."],
      "Sample input in a text fence and hand-worked samples.")

    q("wq02", "real-code-probe-trace-table", H(121), """## Trace on `[5, 8, 7, 1]`

| idx | value | even position? | odd value? | running total |
|---|---|---|---|---|
| 0 | 5 | yes | yes | 5 |
| 1 | 8 | no | – | 5 |
| 2 | 7 | yes | yes | 12 |
| 3 | 1 | no | – | 12 |

## Solution Code
""" + block(SOL121) + """

## Complexity
O(n) time.""", ["| 2 | 7 | yes | yes | 12 |", "| idx | value | even position? | odd value? | running total |", "O(n) time."],
      "A trace table of the sample.")

    q("wq03", "real-code-probe-approach-identifiers", H(48), """## Approach
Use two pointers: `i` starts at index 0 and `j` at `len(text) - 1`. While `i < j`, compare `text[i]` with `text[j]`; on a mismatch return `False`, otherwise move both pointers inward. The empty string and single characters are palindromes.

## Solution Code
""" + block(PAL) + """

## Complexity
O(n) time, O(1) extra space.""", ["Use two pointers: `i` starts at index 0 and `j` at `len(text) - 1`.", "compare `text[i]` with `text[j]`", "The empty string and single characters are palindromes.", "O(n) time, O(1) extra space."],
      "Approach prose naming identifiers.")

    q("wq04", "real-code-probe-complexity-derivation", H(96), """## Approach
Trial division by the primes found so far, stopping at the square root.

## Complexity derivation
For each k < n we test at most the primes up to sqrt(k); there are about sqrt(k) / ln(sqrt(k)) of them, so the total is
$$\\sum_{k<n} \\frac{\\sqrt{k}}{\\ln \\sqrt{k}} = O\\!\\left(\\frac{n^{3/2}}{\\log n}\\right).$$

## Solution Code
""" + block(PRIMES), ["Trial division by the primes found so far, stopping at the square root.", "O\\!\\left(\\frac{n^{3/2}}{\\log n}\\right)", "there are about sqrt(k) / ln(sqrt(k)) of them"],
      "A complexity derivation in LaTeX.")

    q("wq05", "real-code-probe-failed-test-output", H(150), """## Approach
Return `x` when `n` is prime, else `y`.

My first run failed one hidden case:

""" + F + """text
AssertionError: x_or_y(1, 12, 5) returned 12, expected 5
""" + F + """

1 is not prime, so numbers below 2 must return `y`. Trial division up to the square root handles the rest.

## Solution Code
""" + block(XORY) + """

## Complexity
O(sqrt(n)).""", ["AssertionError: x_or_y(1, 12, 5) returned 12, expected 5", "1 is not prime, so numbers below 2 must return `y`.", "O(sqrt(n))."],
      "A failing test's output and the fix in prose.")

    q("wq06", "code-probe-ascii-diagram", C(139), """Split in the middle and compare halves:

""" + F + """
abab    ->  ab | ab   -> YES
abacaba ->  odd length -> NO
xxyy    ->  xx | yy   -> NO
""" + F + """

""" + block(SQUARE), ["abab    ->  ab | ab   -> YES", "abacaba ->  odd length -> NO", "xxyy    ->  xx | yy   -> NO"],
      "An ASCII diagram of the samples.")
