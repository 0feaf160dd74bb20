r"""fresh15 code cases: leak attempts rc01-rc10 (rc01-rc09 realistic, rc10 adversarial) restating the graded program
(the last ```python block), and must-stay probes rq01-rq06 (prose, complexity, sample I/O)."""
from probs import he

F = "```"


def C(parts, final_code):
    """A code draft: `### Step N` sections, then the graded block under **Final Answer**."""
    out = [f"### Step {i}: {t}\n\n{b}" for i, (t, b) in enumerate(parts, 1)]
    out.append(f"**Final Answer**\n\n{F}python\n{final_code}{F}")
    return "\n\n".join(out) + "\n"


BELOW_ZERO = '''from typing import List


def below_zero(operations: List[int]) -> bool:
    balance = 0
    for op in operations:
        balance += op
        if balance < 0:
            return True
    return False
'''

MAD = '''from typing import List


def mean_absolute_deviation(numbers: List[float]) -> float:
    mean = sum(numbers) / len(numbers)
    return sum(abs(x - mean) for x in numbers) / len(numbers)
'''

XOR = '''from typing import List


def string_xor(a: str, b: str) -> str:
    return ''.join('0' if x == y else '1' for x, y in zip(a, b))
'''

GCD = '''def greatest_common_divisor(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a
'''

DISTINCT = '''def count_distinct_characters(string: str) -> int:
    return len(set(string.lower()))
'''

LDIV = '''def largest_divisor(n: int) -> int:
    for i in range(n - 1, 0, -1):
        if n % i == 0:
            return i
'''

REMDUP = '''from typing import List
from collections import Counter


def remove_duplicates(numbers: List[int]) -> List[int]:
    counts = Counter(numbers)
    return [x for x in numbers if counts[x] == 1]
'''

UNIQUE = '''def unique(l: list):
    return sorted(set(l))
'''

BELOWT = '''def below_threshold(l: list, t: int):
    return all(x < t for x in l)
'''

SUMN = '''def sum_to_n(n: int):
    return n * (n + 1) // 2
'''


def build(c, q):
    c("rc01", "real-code-rust-balance-port", he(3), C([
        ("Idea", "Keep a running balance; the first time it dips under zero we can stop and report True."),
        ("Same logic in Rust (for comparison)", f"{F}rust\nfn below_zero(operations: &[i64]) -> bool {{\n    let mut balance = 0;\n    for op in operations {{\n        balance += op;\n        if balance < 0 {{\n            return true;\n        }}\n    }}\n    false\n}}\n{F}"),
        ("Samples", "`[1, 2, 3]` never dips, so False; `[1, 2, -4, 5]` reaches -1 after the third operation, so True."),
    ], BELOW_ZERO), ["        balance += op;\n        if balance < 0 {"], ["`[1, 2, -4, 5]` reaches -1 after the third operation, so True"])

    c("rc02", "real-code-tilde-fence-two-pass-draft", he(4), C([
        ("Two passes", "First compute the mean, then average the absolute deviations from it."),
        ("Draft", "~~~python\ndef mean_absolute_deviation(numbers):\n    mean = sum(numbers) / len(numbers)\n    return sum(abs(x - mean) for x in numbers) / len(numbers)\n~~~"),
        ("Check", "`[1.0, 2.0, 3.0, 4.0]`: mean 2.5, deviations 1.5, 0.5, 0.5, 1.5, average 1.0. O(n) time."),
    ], MAD), ["~~~python\ndef mean_absolute_deviation(numbers):\n    mean = sum(numbers) / len(numbers)"], ["mean 2.5, deviations 1.5, 0.5, 0.5, 1.5, average 1.0"])

    c("rc03", "real-code-generator-join-in-sentence", he(11), C([
        ("Bitwise rule", "XOR of two bits is 1 exactly when they differ."),
        ("Implementation", "Walk both strings in lockstep: the whole body is `return ''.join('0' if x == y else '1' for x, y in zip(a, b))`, which is linear in the length."),
        ("Sample", "`string_xor('010', '110')` gives `'100'`."),
    ], XOR), ["return ''.join('0' if x == y else '1' for x, y in zip(a, b))"], ["XOR of two bits is 1 exactly when they differ."])

    c("rc04", "real-code-java-euclid-port", he(13), C([
        ("Euclid", "Replace (a, b) by (b, a mod b) until b is zero; a is then the gcd. O(log min(a, b)) steps."),
        ("Java equivalent", f"{F}java\nstatic int greatestCommonDivisor(int a, int b) {{\n    while (b != 0) {{\n        int t = b;\n        b = a % b;\n        a = t;\n    }}\n    return a;\n}}\n{F}"),
        ("Samples", "(3, 5) -> 1 and (25, 15) -> 5."),
    ], GCD), ["    while (b != 0) {\n        int t = b;\n        b = a % b;\n        a = t;"], ["(3, 5) -> 1 and (25, 15) -> 5."])

    c("rc05", "real-code-bash-heredoc-save-file", he(16), C([
        ("Case folding", "Lower-case the string so 'x' and 'X' count once, then count distinct characters with a set."),
        ("Save and test", f"{F}bash\ncat > solution.py <<'PY'\ndef count_distinct_characters(string: str) -> int:\n    return len(set(string.lower()))\nPY\npython -c \"from solution import *; print(count_distinct_characters('Jerry'))\"   # 4\n{F}"),
    ], DISTINCT), ["    return len(set(string.lower()))\nPY"], ["Lower-case the string so 'x' and 'X' count once"])

    c("rc06", "real-code-unified-diff-fix-range", he(24), C([
        ("Bug in my first try", "I started the loop at n, which always divides n itself. The fix:"),
        ("Patch", f"{F}diff\n def largest_divisor(n: int) -> int:\n-    for i in range(n, 0, -1):\n+    for i in range(n - 1, 0, -1):\n         if n % i == 0:\n             return i\n{F}"),
        ("Sample", "`largest_divisor(15)` now returns 5 (15 % 5 == 0 and nothing between 6 and 14 divides 15). Worst case O(n)."),
    ], LDIV), ["+    for i in range(n - 1, 0, -1):\n         if n % i == 0:\n             return i"], ["`largest_divisor(15)` now returns 5"])

    c("rc07", "real-code-javascript-filter-port", he(26), C([
        ("Counting", "Count every value first, then keep, in input order, those whose count is exactly 1."),
        ("JavaScript version", f"{F}javascript\nfunction removeDuplicates(numbers) {{\n  const counts = new Map();\n  for (const x of numbers) counts.set(x, (counts.get(x) || 0) + 1);\n  return numbers.filter(x => counts.get(x) === 1);\n}}\n{F}"),
        ("Sample", "`[1, 2, 3, 2, 4]` -> `[1, 3, 4]`: 2 occurs twice and is dropped entirely."),
    ], REMDUP), ["  return numbers.filter(x => counts.get(x) === 1);"], ["`[1, 2, 3, 2, 4]` -> `[1, 3, 4]`"])

    c("rc08", "real-code-jupyter-cell-in-out", he(34), C([
        ("Approach", "Deduplicate with a set, then sort."),
        ("Notebook check", f"{F}\nIn [1]: def unique(l: list):\n   ...:     return sorted(set(l))\n\nIn [2]: unique([5, 3, 5, 2, 3, 3, 9, 0, 123])\nOut[2]: [0, 2, 3, 5, 9, 123]\n{F}"),
        ("Cost", "O(n log n) for the sort."),
    ], UNIQUE), ["In [1]: def unique(l: list):\n   ...:     return sorted(set(l))"], ["O(n log n) for the sort."])

    c("rc09", "real-code-haskell-all-oneliner", he(52), C([
        ("Reading", "True iff every element is strictly below t; an empty list is vacuously True."),
        ("Same thing in Haskell", f"{F}haskell\nbelowThreshold :: [Int] -> Int -> Bool\nbelowThreshold l t = all (< t) l\n{F}"),
        ("Samples", "`[1, 2, 4, 10], 100` -> True; `[1, 20, 4, 10], 5` -> False (20 is not below 5)."),
    ], BELOWT), ["belowThreshold l t = all (< t) l"], ["an empty list is vacuously True"])

    c("rc10", "code-html-details-spoiler-block", he(60), C([
        ("Formula", "Gauss: the sum 1 + ... + n is n(n+1)/2, always an integer since one of n, n+1 is even."),
        ("Spoiler", "<details><summary>closed form</summary>\n\n    def sum_to_n(n: int):\n        return n * (n + 1) // 2\n\n</details>"),
        ("Samples", "sum_to_n(30) = 465, sum_to_n(100) = 5050."),
    ], SUMN), ["        return n * (n + 1) // 2"], ["sum_to_n(30) = 465, sum_to_n(100) = 5050."])

    # --- must-stay probes ---
    q("rq01", "real-code-probe-sort-adjacent-gap-sample", he(0), C([
        ("Observation", "After sorting, the closest pair is adjacent, so comparing neighbours suffices; O(n log n) time, O(n) extra space for the sorted copy."),
        ("Samples", "`has_close_elements([1.0, 2.0, 3.0], 0.5)` -> False (every gap is 1.0); `has_close_elements([1.0, 2.8, 3.0, 4.0, 5.0, 2.0], 0.3)` -> True because 2.8 and 3.0 differ by 0.2."),
    ], "from typing import List\n\n\ndef has_close_elements(numbers: List[float], threshold: float) -> bool:\n    s = sorted(numbers)\n    return any(b - a < threshold for a, b in zip(s, s[1:]))\n"),
        ["After sorting, the closest pair is adjacent, so comparing neighbours suffices", "O(n log n) time", "True because 2.8 and 3.0 differ by 0.2"])

    q("rq02", "real-code-probe-swapcase-sample-note", he(27), C([
        ("Plan", "Each letter changes case; non-letters stay as they are. Python's built-in str.swapcase does exactly this in one linear pass."),
        ("Sample", "'Hello' -> 'hELLO'; digits and spaces are untouched, e.g. 'a1 B' -> 'A1 b'."),
    ], "def flip_case(string: str) -> str:\n    return string.swapcase()\n"),
        ["Each letter changes case; non-letters stay as they are.", "'Hello' -> 'hELLO'", "'a1 B' -> 'A1 b'"])

    q("rq03", "real-code-probe-sqrt-bound-one-pronoun", he(31), C([
        ("Trial division", "Numbers below 2 are not prime. For n >= 2, test divisors d with d*d <= n: if n = d*e with both factors above sqrt(n), the product would exceed n, so one of them is at most sqrt(n)."),
        ("Cost and samples", "O(sqrt(n)) divisions. is_prime(6) -> False (2 divides it), is_prime(61) -> True, is_prime(13441) -> True, is_prime(1) -> False."),
    ], "def is_prime(n):\n    if n < 2:\n        return False\n    d = 2\n    while d * d <= n:\n        if n % d == 0:\n            return False\n        d += 1\n    return True\n"),
        ["so one of them is at most sqrt(n)", "O(sqrt(n)) divisions.", "is_prime(6) -> False (2 divides it)", "is_prime(1) -> False"])

    q("rq04", "real-code-probe-single-pass-max-trace", he(35), C([
        ("Single pass", "Track the best value seen so far, starting from the first element; O(n) time, O(1) space."),
        ("Trace", "For [5, 3, -5, 2, -3, 3, 9, 0, 123, 1, -10] the running maximum goes 5, 5, 5, 5, 5, 5, 9, 9, 123, 123, 123, so the result is 123."),
    ], "def max_element(l: list):\n    best = l[0]\n    for x in l[1:]:\n        if x > best:\n            best = x\n    return best\n"),
        ["Track the best value seen so far, starting from the first element", "the running maximum goes 5, 5, 5, 5, 5, 5, 9, 9, 123, 123, 123", "O(n) time, O(1) space"])

    q("rq05", "real-code-probe-factor-stripping-trace", he(59), C([
        ("Strip small factors", "Divide out each factor d starting at 2 while it divides n; whatever remains above 1 at the end is itself the largest prime factor."),
        ("Trace", "13195 = 5 * 7 * 13 * 29: after removing 5, 7 and 13 the loop stops with 29 left, so the answer for 13195 is 29; 2048 = 2^11 gives 2."),
    ], "def largest_prime_factor(n: int):\n    d = 2\n    last = 1\n    while d * d <= n:\n        while n % d == 0:\n            last = d\n            n //= d\n        d += 1\n    return n if n > 1 else last\n"),
        ["13195 = 5 * 7 * 13 * 29", "2048 = 2^11 gives 2", "whatever remains above 1 at the end is itself the largest prime factor"])

    q("rq06", "real-code-probe-trivial-add-samples", he(53), C([
        ("Spec", "Plain integer addition; no overflow concerns in Python, O(1)."),
        ("Samples", "add(2, 3) -> 5 and add(5, 7) -> 12, matching the docstring; negative inputs work too: add(-4, 1) -> -3."),
    ], "def add(x: int, y: int):\n    return x + y\n"),
        ["add(2, 3) -> 5 and add(5, 7) -> 12", "add(-4, 1) -> -3", "no overflow concerns in Python, O(1)"])
