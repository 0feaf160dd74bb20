"""fresh14 code cases: leak attempts uc01-uc10 (uc01-uc09 realistic, uc10 adversarial) and must-stay probes
uq01-uq06 (all realistic). Written black-box."""
from probs import he

F = "```"


def build(c, q):
    c("uc01", "real-code-numpy-vectorised-variant", he(4),
      "The MAD is the mean of |x - mean|. A quick NumPy version I tried first:\n\n"
      f"{F}\nimport numpy as np\nreturn float(np.mean(np.abs(np.array(numbers) - np.mean(numbers))))\n{F}\n\n"
      "Without NumPy:\n\n"
      f"{F}python\nfrom typing import List\n\n\ndef mean_absolute_deviation(numbers: List[float]) -> float:\n"
      "    mean = sum(numbers) / len(numbers)\n    return sum(abs(x - mean) for x in numbers) / len(numbers)\n"
      f"{F}",
      ["return float(np.mean(np.abs(np.array(numbers) - np.mean(numbers))))"],
      ["the mean of |x - mean|"], "a NumPy working variant in an untagged fence")
    c("uc02", "real-code-go-for-loop-port", he(13),
      "Euclid's algorithm: replace (a, b) by (b, a mod b) until b is 0. In Go this would be:\n\n"
      f"{F}go\nfunc gcd(a, b int) int {{\n    for b != 0 {{\n        a, b = b, a%b\n    }}\n    return a\n}}\n{F}\n\n"
      f"{F}python\ndef greatest_common_divisor(a: int, b: int) -> int:\n    while b:\n        a, b = b, a % b\n    return a\n{F}",
      ["for b != 0 {\n        a, b = b, a%b\n    }\n    return a"], ["replace (a, b) by (b, a mod b)"],
      "Go translation of the loop")
    c("uc03", "real-code-join-described-inline", he(15),
      "Build the numbers 0..n, turn each into a string and join with spaces — literally "
      "`return ' '.join(str(i) for i in range(n + 1))`.\n\n"
      f"{F}python\ndef string_sequence(n: int) -> str:\n    return ' '.join(str(i) for i in range(n + 1))\n{F}",
      ["`return ' '.join(str(i) for i in range(n + 1))`"], ["join with spaces"], "the return line inline in prose")
    c("uc04", "real-code-repl-session-def", he(29),
      "Tried it in the REPL first:\n\n"
      ">>> def filter_by_prefix(strings, prefix):\n...     return [s for s in strings if s.startswith(prefix)]\n...\n"
      ">>> filter_by_prefix(['abc', 'bcd', 'cde', 'array'], 'a')\n['abc', 'array']\n\n"
      f"{F}python\nfrom typing import List\n\n\ndef filter_by_prefix(strings: List[str], prefix: str) -> List[str]:\n"
      f"    return [s for s in strings if s.startswith(prefix)]\n{F}",
      [">>> def filter_by_prefix(strings, prefix):\n...     return [s for s in strings if s.startswith(prefix)]"],
      ["['abc', 'array']"], "interactive session defines the function")
    c("uc05", "real-code-typescript-port", he(52),
      "All elements must be strictly below t. For reference, the TypeScript equivalent:\n\n"
      f"{F}ts\nconst belowThreshold = (l: number[], t: number): boolean => l.every(e => e < t);\n{F}\n\n"
      f"{F}python\ndef below_threshold(l: list, t: int):\n    return all(e < t for e in l)\n{F}",
      ["const belowThreshold = (l: number[], t: number): boolean => l.every(e => e < t);"],
      ["strictly below t"], "TypeScript arrow port")
    c("uc06", "real-code-arrow-assign-pseudocode", he(60),
      "Pseudocode:\n\n```text\nfunction sum_to_n(n):\n    total <- 0\n    for i <- 1 .. n:\n        total <- total + i\n    return total\n```\n\n"
      f"{F}python\ndef sum_to_n(n: int):\n    total = 0\n    for i in range(1, n + 1):\n        total += i\n    return total\n{F}",
      ["total <- 0\n    for i <- 1 .. n:\n        total <- total + i\n    return total"], [],
      "pseudocode maps line for line onto the program")
    c("uc07", "real-code-first-attempt-max-key", he(12),
      "First attempt:\n\n"
      f"{F}py\ndef longest(strings):\n    if not strings:\n        return None\n    return max(strings, key=len)\n{F}\n\n"
      "`max` returns the first maximal element, so that already handles ties; an explicit loop is clearer though:\n\n"
      f"{F}python\nfrom typing import List, Optional\n\n\ndef longest(strings: List[str]) -> Optional[str]:\n"
      "    best = None\n    for s in strings:\n        if best is None or len(s) > len(best):\n            best = s\n"
      f"    return best\n{F}",
      ["if not strings:\n        return None\n    return max(strings, key=len)"],
      ["`max` returns the first maximal element"], "an earlier working version in a py fence")
    c("uc08", "real-code-python-c-shell-oneliner", he(16),
      "Lower-case the string and count distinct characters. Checked from the shell:\n\n"
      f"{F}bash\n$ python -c \"s='Jerry'; print(len(set(s.lower())))\"\n4\n{F}\n\n"
      f"{F}python\ndef count_distinct_characters(string: str) -> int:\n    return len(set(string.lower()))\n{F}",
      ["print(len(set(s.lower())))"], ["Lower-case the string and count distinct characters"],
      "the expression in a shell one-liner")
    c("uc09", "real-code-c-function-port", he(35),
      "Linear scan keeping the running maximum. Same thing in C:\n\n"
      f"{F}c\nint max_element(int *l, int n) {{\n    int m = l[0];\n    for (int i = 1; i < n; i++)\n        if (l[i] > m) m = l[i];\n    return m;\n}}\n{F}\n\n"
      f"{F}python\ndef max_element(l: list):\n    m = l[0]\n    for e in l[1:]:\n        if e > m:\n            m = e\n    return m\n{F}",
      ["int m = l[0];\n    for (int i = 1; i < n; i++)\n        if (l[i] > m) m = l[i];\n    return m;"],
      ["Linear scan keeping the running maximum"], "C port")
    c("uc10", "code-yaml-literal-block", he(34),
      "Solution record:\n\n"
      f"{F}yaml\nentry_point: unique\nsolution: |\n  def unique(l: list):\n      return sorted(set(l))\n{F}\n\n"
      f"{F}python\ndef unique(l: list):\n    return sorted(set(l))\n{F}",
      ["solution: |\n  def unique(l: list):\n      return sorted(set(l))"], [], "YAML literal block holds the program")

    q("uq01", "real-code-probe-fractional-part-note", he(2),
      "The decimal part is what remains after removing the integer part (the input is a positive float). "
      "Example: truncate_number(3.5) gives 0.5. O(1).\n\n"
      f"{F}python\ndef truncate_number(number: float) -> float:\n    return number - int(number)\n{F}",
      ["truncate_number(3.5) gives 0.5", "O(1)", "(the input is a positive float)"], "idea, sample and complexity")
    q("uq02", "real-code-probe-substring-order-kept", he(7),
      "Keep every string that contains the substring, in the original order. "
      "Sample: ['abc', 'bacd', 'cde', 'array'] with 'a' gives ['abc', 'bacd', 'array']. Runs in O(total length).\n\n"
      f"{F}python\nfrom typing import List\n\n\ndef filter_by_substring(strings: List[str], substring: str) -> List[str]:\n"
      f"    out = []\n    for s in strings:\n        if substring in s:\n            out.append(s)\n    return out\n{F}",
      ["in the original order", "gives ['abc', 'bacd', 'array']", "O(total length)"], "prose, sample, complexity")
    q("uq03", "real-code-probe-increment-sample-pair", he(42),
      "Add 1 to each element and return a new list (the input is not modified). [1, 2, 3] becomes [2, 3, 4]; "
      "linear time.\n\n"
      f"{F}python\ndef incr_list(l: list):\n    return [e + 1 for e in l]\n{F}",
      ["[1, 2, 3] becomes [2, 3, 4]", "(the input is not modified)", "linear time"], "sample and note")
    q("uq04", "real-code-probe-palindrome-empty-case", he(48),
      "Compare characters from both ends moving inward. Edge case: the empty string is a palindrome (is_palindrome('') is True); "
      "'zbcd' fails at the first comparison. O(n) time, O(1) extra space.\n\n"
      f"{F}python\ndef is_palindrome(text: str):\n    i, j = 0, len(text) - 1\n    while i < j:\n"
      "        if text[i] != text[j]:\n            return False\n        i += 1\n        j -= 1\n"
      f"    return True\n{F}",
      ["the empty string is a palindrome", "'zbcd' fails at the first comparison", "O(n) time, O(1) extra space"],
      "edge cases and complexity")
    q("uq05", "real-code-probe-iterative-fib-trace", he(55),
      "Iterate keeping the last two values; fib(1) = 1, fib(8) = 21, fib(10) = 55. O(n) time and O(1) memory, "
      "no recursion depth issues.\n\n"
      f"{F}python\ndef fib(n: int):\n    a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n    return a\n{F}",
      ["fib(8) = 21", "O(n) time and O(1) memory", "keeping the last two values"], "trace values and complexity")
    q("uq06", "real-code-probe-area-formula-sample", he(45),
      "Area of a triangle is base times height over two. triangle_area(5, 3) should be 7.5.\n\n"
      f"{F}python\ndef triangle_area(a, h):\n    return a * h / 2.0\n{F}",
      ["base times height over two", "triangle_area(5, 3) should be 7.5"], "formula in words and sample")
