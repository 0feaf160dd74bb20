"""fresh16 code cases: leak attempts qc01-qc10 (qc01-qc09 realistic, qc10 adversarial) and must-stay probes
qq01-qq06 (all realistic). HumanEval prompts and two CodeContests problems; the graded program is the last
```python block, restated in other forms in the leak attempts."""
from probs import cc, he

F = "```"


def build(c, q):
    c("qc01", "real-code-cpp-port-for-comparison", he(139),
      "The Brazilian factorial is a product of factorials, so keep a running factorial and multiply it in at each "
      "step: O(n) multiplications instead of recomputing each k!.\n\n"
      "For comparison, the same loop in C++ (it overflows `unsigned long long` past n = 8, which is why Python's "
      "big ints are handy here):\n\n"
      f"{F}cpp\nunsigned long long special_factorial(int n) {{\n    unsigned long long fact_i = 1, special_fact = 1;\n"
      "    for (int i = 1; i <= n; ++i) {\n        fact_i *= i;\n        special_fact *= fact_i;\n    }\n"
      f"    return special_fact;\n}}\n{F}\n\n"
      "Python version:\n\n"
      f"{F}python\ndef special_factorial(n):\n    fact_i = 1\n    special_fact = 1\n    for i in range(1, n + 1):\n"
      f"        fact_i *= i\n        special_fact *= fact_i\n    return special_fact\n{F}\n\n"
      "`special_factorial(4)` gives 288 (1 · 2 · 6 · 24).\n",
      ["fact_i *= i;\n        special_fact *= fact_i;", "for (int i = 1; i <= n; ++i) {"],
      must_stay=["O(n) multiplications", "`special_factorial(4)` gives 288"],
      note="a C++ port of the graded loop; the sample and complexity stay")

    c("qc02", "real-code-py-short-fence-debug-version", he(155),
      "First I wrote it with prints to see what happens with negatives:\n\n"
      f"{F}py\ndef even_odd_count(num):\n    even_count = 0\n    odd_count = 0\n    for ch in str(abs(num)):\n"
      "        print(ch, int(ch) % 2)\n        if int(ch) % 2 == 0:\n            even_count += 1\n        else:\n"
      f"            odd_count += 1\n    return (even_count, odd_count)\n{F}\n\n"
      "`even_odd_count(-12)` printed `1 1` then `2 0` and returned `(1, 1)`, so `abs` handles the sign. Final version "
      "without the debug line:\n\n"
      f"{F}python\ndef even_odd_count(num):\n    even_count = 0\n    odd_count = 0\n    for ch in str(abs(num)):\n"
      f"        if int(ch) % 2 == 0:\n            even_count += 1\n        else:\n            odd_count += 1\n"
      f"    return (even_count, odd_count)\n{F}\n",
      ["print(ch, int(ch) % 2)", "for ch in str(abs(num)):\n        print(ch"],
      must_stay=["`even_odd_count(-12)`", "returned `(1, 1)`"],
      note="an earlier debug version in a ```py fence (not graded) is the program plus one print line")

    c("qc03", "real-code-whole-body-in-one-sentence", he(150),
      "n is prime exactly when n > 1 and no d in 2..⌊√n⌋ divides it, so the whole function body fits in one line: "
      "return x if n > 1 and all(n % d for d in range(2, int(n ** 0.5) + 1)) else y. "
      "Checking `x_or_y(7, 34, 12)` gives 34 and `x_or_y(15, 8, 5)` gives 5.\n\n"
      f"{F}python\ndef x_or_y(n, x, y):\n    if n > 1 and all(n % d for d in range(2, int(n ** 0.5) + 1)):\n"
      f"        return x\n    return y\n{F}\n",
      ["return x if n > 1 and all(n % d for d in range(2, int(n ** 0.5) + 1)) else y"],
      must_stay=["`x_or_y(7, 34, 12)` gives 34"],
      note="the program as a conditional expression inside a prose sentence")

    c("qc04", "real-code-go-port-sorted-sides", he(157),
      "Sort the sides so the largest is last, then test Pythagoras with a small tolerance (inputs may be floats).\n\n"
      "Go version I'd use in a service:\n\n"
      f"{F}go\nfunc rightAngleTriangle(a, b, c float64) bool {{\n    s := []float64{{a, b, c}}\n    sort.Float64s(s)\n"
      f"    return math.Abs(s[0]*s[0]+s[1]*s[1]-s[2]*s[2]) < 1e-9\n}}\n{F}\n\n"
      "And the Python answer:\n\n"
      f"{F}python\ndef right_angle_triangle(a, b, c):\n    s = sorted([a, b, c])\n"
      f"    return abs(s[0] * s[0] + s[1] * s[1] - s[2] * s[2]) < 1e-9\n{F}\n\n"
      "`right_angle_triangle(3, 4, 5)` is True, `right_angle_triangle(1, 2, 3)` is False.\n",
      ["math.Abs(s[0]*s[0]+s[1]*s[1]-s[2]*s[2]) < 1e-9", "sort.Float64s(s)"],
      must_stay=["`right_angle_triangle(3, 4, 5)` is True"],
      note="a Go port of the graded function")

    c("qc05", "real-code-repl-def-continuation-lines", he(163),
      "Only 2, 4, 6, 8 can ever be returned (single even digits), so clamp the range to [2, 8]. Tried it in the REPL:\n\n"
      f"{F}\n>>> def generate_integers(a, b):\n...     lower = max(2, min(a, b))\n...     upper = min(8, max(a, b))\n"
      "...     return [i for i in range(lower, upper + 1) if i % 2 == 0]\n...\n>>> generate_integers(8, 2)\n"
      f"[2, 4, 6, 8]\n>>> generate_integers(10, 14)\n[]\n{F}\n\n"
      f"{F}python\ndef generate_integers(a, b):\n    lower = max(2, min(a, b))\n    upper = min(8, max(a, b))\n"
      f"    return [i for i in range(lower, upper + 1) if i % 2 == 0]\n{F}\n",
      ["...     lower = max(2, min(a, b))", "...     return [i for i in range(lower, upper + 1) if i % 2 == 0]"],
      must_stay=["clamp the range to [2, 8]", ">>> generate_integers(10, 14)\n[]"],
      note="the function typed into a REPL with '...' continuation lines; the calls and outputs are samples "
           "(they stay)")

    c("qc06", "real-code-approach-table-cell-expression", he(151),
      "Two ways to do it:\n\n"
      "| approach | expression | notes |\n|---|---|---|\n"
      "| loop | accumulate `x*x` for qualifying `x` | clear but longer |\n"
      "| generator | `sum(x * x for x in lst if isinstance(x, int) and x > 0 and x % 2 == 1)` | one pass, O(n) |\n\n"
      "`isinstance(x, int)` drops floats like 1.5; note `True` is an int too but the tests don't use bools.\n\n"
      f"{F}python\ndef double_the_difference(lst):\n"
      f"    return sum(x * x for x in lst if isinstance(x, int) and x > 0 and x % 2 == 1)\n{F}\n",
      ["`sum(x * x for x in lst if isinstance(x, int) and x > 0 and x % 2 == 1)`"],
      must_stay=["one pass, O(n)"],
      note="the return expression in a markdown table cell")

    c("qc07", "real-code-kotlin-port-first-last-digit", he(146),
      "A number qualifies if it's > 10 and both its first and last digits are odd. String form makes the first "
      "digit easy.\n\n"
      "Kotlin sketch first (what I'd write on Android):\n\n"
      f"{F}kotlin\nfun specialFilter(nums: List<Int>): Int =\n"
      "    nums.count { it > 10 && it.toString().first().digitToInt() % 2 == 1 && "
      f"it.toString().last().digitToInt() % 2 == 1 }}\n{F}\n\n"
      f"{F}python\ndef specialFilter(nums):\n    count = 0\n    for num in nums:\n        if num > 10:\n"
      "            s = str(num)\n            if int(s[0]) % 2 == 1 and int(s[-1]) % 2 == 1:\n"
      f"                count += 1\n    return count\n{F}\n\n"
      "`specialFilter([15, -73, 14, -15])` → 1.\n",
      ["nums.count { it > 10 && it.toString().first().digitToInt() % 2 == 1"],
      must_stay=["`specialFilter([15, -73, 14, -15])` → 1"],
      note="a Kotlin one-expression port")

    c("qc08", "real-code-line-by-line-quoted-walkthrough", he(136),
      f"{F}python\ndef largest_smallest_integers(lst):\n    negs = [x for x in lst if x < 0]\n"
      "    poss = [x for x in lst if x > 0]\n"
      f"    return (max(negs) if negs else None, min(poss) if poss else None)\n{F}\n\n"
      "Line by line:\n\n"
      "1. `negs = [x for x in lst if x < 0]` — collect the negatives.\n"
      "2. `poss = [x for x in lst if x > 0]` — collect the positives (0 is in neither).\n"
      "3. `return (max(negs) if negs else None, min(poss) if poss else None)` — largest negative, smallest "
      "positive, None when a list is empty.\n\n"
      "`largest_smallest_integers([2, 4, 1, 3, 5, 7])` == `(None, 1)`; O(n) time.\n",
      ["`return (max(negs) if negs else None, min(poss) if poss else None)`", "`negs = [x for x in lst if x < 0]`"],
      must_stay=["`largest_smallest_integers([2, 4, 1, 3, 5, 7])` == `(None, 1)`", "0 is in neither"],
      note="code first, then every line quoted again in a walkthrough list")

    c("qc09", "real-code-unlabelled-fence-first-attempt", cc(139),
      "A string is square iff its length is even and the first half equals the second half.\n\n"
      "First attempt:\n\n"
      f"{F}\nt = int(input())\nfor _ in range(t):\n    s = input()\n"
      f"    print(\"YES\" if s[:len(s)//2] == s[len(s)//2:] else \"NO\")\n{F}\n\n"
      "That says YES for odd lengths? No — for \"aaa\" the halves are \"a\" and \"aa\", different, fine; but strip the "
      "newline just in case and test the parity explicitly:\n\n"
      f"{F}python\nt = int(input())\nfor _ in range(t):\n    s = input().strip()\n    n = len(s)\n"
      f"    print(\"YES\" if n % 2 == 0 and s[:n // 2] == s[n // 2:] else \"NO\")\n{F}\n\n"
      "On the sample: a → NO, aa → YES, abacaba → NO, xyxy → YES.\n",
      ["print(\"YES\" if s[:len(s)//2] == s[len(s)//2:] else \"NO\")"],
      must_stay=["length is even and the first half equals the second half", "abacaba → NO"],
      note="CodeContests: a working first attempt in a fence with no language tag")

    c("qc10", "code-yaml-literal-block-solution", he(122),
      "Sum the elements among the first k that have at most two digits (i.e. -99..99).\n\n"
      "```yaml\ntask: add_elements\nsolution: |\n  def add_elements(arr, k):\n"
      "      return sum(x for x in arr[:k] if len(str(abs(x))) <= 2)\ncomplexity: O(k)\n```\n\n"
      f"{F}python\ndef add_elements(arr, k):\n    return sum(x for x in arr[:k] if len(str(abs(x))) <= 2)\n{F}\n\n"
      "`add_elements([111, 21, 3, 4000, 5, 6, 7, 8, 9], 4)` is 24.\n",
      ["return sum(x for x in arr[:k] if len(str(abs(x))) <= 2)\ncomplexity"],
      must_stay=["`add_elements([111, 21, 3, 4000, 5, 6, 7, 8, 9], 4)` is 24"],
      note="adversarial: the program in a YAML literal block")

    q("qq01", "real-code-probe-stdin-samples-and-root-counts", cc(140),
      "Liked numbers up to n: squares ($\\lfloor\\sqrt n\\rfloor$ of them) plus cubes ($\\lfloor\\sqrt[3]n\\rfloor$) "
      "minus sixth powers, counted twice. Integer roots need care with floating point, so correct them by a step.\n\n"
      "Per test O(1) work; t ≤ 20.\n\n"
      f"{F}python\nimport math\n\n\ndef iroot(n, k):\n    r = int(round(n ** (1.0 / k)))\n"
      "    while r ** k > n:\n        r -= 1\n    while (r + 1) ** k <= n:\n        r += 1\n    return r\n\n\n"
      "t = int(input())\nfor _ in range(t):\n    n = int(input())\n"
      f"    print(math.isqrt(n) + iroot(n, 3) - iroot(n, 6))\n{F}\n\n"
      "Sample: 10 → 4 (1, 4, 8, 9), 25 → 6, 1000000000 → 32591.\n",
      ["10 → 4 (1, 4, 8, 9)", "25 → 6", "1000000000 → 32591", "Per test O(1) work",
       "minus sixth powers, counted twice"],
      note="sample I/O, complexity and the counting idea stay")

    q("qq02", "real-code-probe-odd-digit-product-samples", he(131),
      "Walk the digits, multiply the odd ones, and remember whether any odd digit was seen (all-even → 0).\n\n"
      f"{F}python\ndef digits(n):\n    product = 1\n    odd_count = 0\n    for d in str(n):\n        d = int(d)\n"
      f"        if d % 2 == 1:\n            product *= d\n            odd_count += 1\n"
      f"    return 0 if odd_count == 0 else product\n{F}\n\n"
      "digits(235) == 15 (3 · 5), digits(4) == 0, digits(1) == 1. O(number of digits).\n",
      ["digits(235) == 15 (3 · 5)", "digits(4) == 0", "O(number of digits)", "all-even → 0"],
      note="samples and complexity are not the program")

    q("qq03", "real-code-probe-no-even-digit-samples", he(104),
      "Keep x when none of its digits is even, then sort.\n\n"
      "- `unique_digits([15, 33, 1422, 1])` → `[1, 15, 33]`\n- `unique_digits([152, 323, 1422, 10])` → `[]`\n\n"
      "Sorting dominates: O(n log n).\n\n"
      f"{F}python\ndef unique_digits(x):\n"
      f"    return sorted(v for v in x if all(int(c) % 2 == 1 for c in str(v)))\n{F}\n",
      ["`unique_digits([15, 33, 1422, 1])` → `[1, 15, 33]`", "Sorting dominates: O(n log n)"],
      note="samples before the code must stay")

    q("qq04", "real-code-probe-duplicate-rule-edge-cases", he(126),
      "Two conditions: non-decreasing, and no value appears three or more times (a pair is allowed).\n\n"
      "Edge cases from the prompt: `[1, 2, 2, 3, 3, 4]` → True, `[1, 2, 2, 2, 3, 4]` → False, `[5]` → True.\n\n"
      f"{F}python\nfrom collections import Counter\n\n\ndef is_sorted(lst):\n"
      "    if any(c > 2 for c in Counter(lst).values()):\n        return False\n"
      f"    return all(lst[i] <= lst[i + 1] for i in range(len(lst) - 1))\n{F}\n\n"
      "O(n) time, O(n) extra space for the counter.\n",
      ["`[1, 2, 2, 2, 3, 4]` → False", "no value appears three or more times", "O(n) time, O(n) extra space"],
      note="the rule in prose and the edge cases stay")

    q("qq05", "real-code-probe-sieve-complexity-primes-below", he(96),
      "Sieve of Eratosthenes up to n − 1, O(n log log n). Examples: count_up_to(11) => [2, 3, 5, 7], "
      "count_up_to(1) => [], count_up_to(18) => [2, 3, 5, 7, 11, 13, 17].\n\n"
      f"{F}python\ndef count_up_to(n):\n    if n < 3:\n        return []\n    sieve = [True] * n\n"
      "    sieve[0] = sieve[1] = False\n    for i in range(2, int(n ** 0.5) + 1):\n        if sieve[i]:\n"
      "            for j in range(i * i, n, i):\n                sieve[j] = False\n"
      f"    return [i for i in range(n) if sieve[i]]\n{F}\n",
      ["O(n log log n)", "count_up_to(11) => [2, 3, 5, 7]", "count_up_to(18) => [2, 3, 5, 7, 11, 13, 17]"],
      note="complexity and the sample lists (outputs) stay")

    q("qq06", "real-code-probe-pile-levels-trace", he(100),
      "Each level has 2 more stones than the one below it, so odd n gives odd levels and even n gives even ones.\n\n"
      "Trace for n = 3: 3, 5, 7. For n = 4: 4, 6, 8, 10.\n\n"
      f"{F}python\ndef make_a_pile(n):\n    return [n + 2 * i for i in range(n)]\n{F}\n\n"
      "O(n).\n",
      ["Each level has 2 more stones than the one below it", "Trace for n = 3: 3, 5, 7.", "For n = 4: 4, 6, 8, 10."],
      note="the step of 2 in prose, the traces and the complexity are work")
