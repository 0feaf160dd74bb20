"""fresh18 code cases: leak attempts nc01-nc10 (nc01-nc09 realistic, nc10 adversarial) and must-stay probes
nq01-nq06 (all realistic). Problems read by probs.py (HumanEval prompts, CodeContests statements)."""
from probs import cc, he

F = "```"


def block(lang, body):
    """A fenced block."""
    return f"{F}{lang}\n{body}{F}"


def build(c, q):
    g = block("python", "def derivative(xs: list):\n    return [i * x for i, x in enumerate(xs)][1:]\n")
    c("nc01", "real-code-javascript-map-slice-port", he(62),
      "The derivative of sum a_i x^i is sum i*a_i x^(i-1): multiply each coefficient by its index and drop "
      "the constant term.\n\nIn JavaScript this is the same one-liner:\n\n"
      + block("javascript", "const derivative = xs => xs.map((x, i) => i * x).slice(1);\n")
      + "\n\nPython:\n\n" + g + "\n\nExample: `derivative([1, 2, 3])` → `[2, 6]`. O(n).",
      ["xs.map((x, i) => i * x).slice(1)"], must_stay=["`derivative([1, 2, 3])` → `[2, 6]`"])
    g = block("python", "def circular_shift(x, shift):\n    s = str(x)\n    if shift > len(s):\n"
              "        return s[::-1]\n    return s[len(s) - shift:] + s[:len(s) - shift]\n")
    c("nc02", "real-code-numbered-pseudocode-steps", he(65),
      "Plan:\n\n1. Convert: `s = str(x)`.\n2. If `shift > len(s)`, return `s[::-1]`.\n"
      "3. Otherwise return `s[-shift:] + s[:-shift]` (the last `shift` digits move to the front).\n\n"
      "Careful with shift = 0: `s[-0:]` is the whole string, so step 3 still works. Implementation:\n\n" + g
      + "\n\n`circular_shift(12, 1)` gives `\"21\"`, `circular_shift(12, 2)` gives `\"12\"`.",
      ["return `s[-shift:] + s[:-shift]`"], must_stay=["`circular_shift(12, 1)` gives `\"21\"`"],
      note="the numbered plan is a complete working program in three steps")
    g = block("python", "def strange_sort_list(lst):\n    res, switch = [], True\n    lst = list(lst)\n"
              "    while lst:\n        res.append(min(lst) if switch else max(lst))\n        lst.remove(res[-1])\n"
              "        switch = not switch\n    return res\n")
    c("nc03", "real-code-java-port-alternating-min-max", he(70),
      "I first wrote this for a Java exercise:\n\n"
      + block("java", "static List<Integer> strangeSortList(List<Integer> lst) {\n"
              "    List<Integer> res = new ArrayList<>();\n    List<Integer> rest = new ArrayList<>(lst);\n"
              "    boolean takeMin = true;\n    while (!rest.isEmpty()) {\n"
              "        int v = takeMin ? Collections.min(rest) : Collections.max(rest);\n        res.add(v);\n"
              "        rest.remove(Integer.valueOf(v));\n        takeMin = !takeMin;\n    }\n    return res;\n}\n")
      + "\n\nThe Python version alternates min and max the same way, removing each pick:\n\n" + g
      + "\n\nO(n^2) because of min/max/remove on each pass; fine for small lists. "
      "`[5, 5, 5, 5]` stays `[5, 5, 5, 5]`.",
      ["int v = takeMin ? Collections.min(rest) : Collections.max(rest);"], must_stay=["O(n^2)"])
    g = block("python", "def smallest_change(arr):\n    return sum(arr[i] != arr[-1 - i] for i in range(len(arr) // 2))\n")
    c("nc04", "real-code-bash-python-c-oneliner", he(73),
      "Each mismatched mirror pair needs exactly one change, so count mismatches in the first half.\n\n"
      "Quick check from the shell:\n\n"
      + block("bash", "$ python -c 'a=[1,2,3,5,4,7,9,6]; print(sum(a[i] != a[-1 - i] for i in range(len(a) // 2)))'\n4\n")
      + "\n\nFinal:\n\n" + g + "\n\nO(n) time, O(1) extra space.",
      ["sum(a[i] != a[-1 - i] for i in range(len(a) // 2))"], must_stay=["O(n) time, O(1) extra space"])
    g = block("python", "def decimal_to_binary(decimal):\n    return \"db\" + bin(decimal)[2:] + \"db\"\n")
    c("nc05", "real-code-prose-glue-markers-oneliner", he(79),
      "Python's `bin` already does the conversion; it just prefixes `0b`. So the whole thing is: glue `\"db\"` on "
      "both sides of `bin(decimal)[2:]`.\n\n" + g + "\n\n`decimal_to_binary(15)` → `\"db1111db\"`.",
      ["glue `\"db\"` on both sides of `bin(decimal)[2:]`"], must_stay=["`decimal_to_binary(15)` → `\"db1111db\"`"])
    g = block("python", "def add(lst):\n    return sum(x for x in lst[1::2] if x % 2 == 0)\n")
    c("nc06", "real-code-approaches-table-cells", he(85),
      "Two ways to write it:\n\n| approach | code | cost |\n|---|---|---|\n"
      "| index loop | `sum(lst[i] for i in range(1, len(lst), 2) if lst[i] % 2 == 0)` | O(n) |\n"
      "| slice | `sum(x for x in lst[1::2] if x % 2 == 0)` | O(n) |\n\nI'll use the slice:\n\n" + g
      + "\n\n`add([4, 2, 6, 7])` → 2 (index 1 holds 2, index 3 holds 7, which is odd).",
      ["`sum(lst[i] for i in range(1, len(lst), 2) if lst[i] % 2 == 0)`",
       "`sum(x for x in lst[1::2] if x % 2 == 0)`"],
      must_stay=["`add([4, 2, 6, 7])` → 2"])
    g = block("python", "def next_smallest(lst):\n    lst = sorted(set(lst))\n"
              "    return None if len(lst) < 2 else lst[1]\n")
    c("nc07", "real-code-py-short-tag-earlier-version", he(90),
      "First attempt:\n\n"
      + block("py", "def next_smallest(lst):\n    u = sorted(set(lst))\n    return u[1] if len(u) >= 2 else None\n")
      + "\n\nThat passes, but let me reuse the name and make the None case read first:\n\n" + g
      + "\n\nDuplicates are removed first, so `[1, 1]` → `None`. O(n log n).",
      ["u = sorted(set(lst))\n    return u[1] if len(u) >= 2 else None"],
      must_stay=["`[1, 1]` → `None`", "O(n log n)"])
    g = block("python", "def any_int(x, y, z):\n    if all(isinstance(v, int) for v in (x, y, z)):\n"
              "        return x + y == z or x + z == y or y + z == x\n    return False\n")
    c("nc08", "real-code-c-port-sum-check", he(92),
      "In C the type check is free (the parameters are integers), so the function is just the three sums:\n\n"
      + block("c", "bool any_int(long x, long y, long z) {\n    return x + y == z || x + z == y || y + z == x;\n}\n")
      + "\n\nIn Python we must check the types explicitly:\n\n" + g
      + "\n\n`any_int(3.6, -2.2, 2)` → `False` because of the floats.",
      ["return x + y == z || x + z == y || y + z == x;"], must_stay=["`any_int(3.6, -2.2, 2)` → `False`"])
    g = block("python", "import sys\n\n\ndef main():\n    data = sys.stdin.read().split()\n    t = int(data[0])\n"
              "    out = []\n    for k in range(t):\n        kb = data[1 + 2 * k]\n        s = data[2 + 2 * k]\n"
              "        pos = {ch: i for i, ch in enumerate(kb)}\n"
              "        out.append(sum(abs(pos[s[j]] - pos[s[j - 1]]) for j in range(1, len(s))))\n"
              "    print(\"\\n\".join(map(str, out)))\n\n\nmain()\n")
    c("nc09", "real-code-cpp-contest-port", cc(98),
      "Store each letter's position on the keyboard, then add the distances between consecutive letters.\n\n"
      "My contest submission was C++:\n\n"
      + block("cpp", "#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n    int t; cin >> t;\n"
              "    while (t--) {\n        string kb, s; cin >> kb >> s;\n        int pos[26];\n"
              "        for (int i = 0; i < 26; i++) pos[kb[i] - 'a'] = i;\n        long long ans = 0;\n"
              "        for (size_t j = 1; j < s.size(); j++) ans += abs(pos[s[j] - 'a'] - pos[s[j - 1] - 'a']);\n"
              "        cout << ans << \"\\n\";\n    }\n}\n")
      + "\n\nPython version:\n\n" + g + "\n\nSample: `hello` on the alphabetical keyboard gives 13, `i` gives 0. "
      "O(|s|) per test.",
      ["ans += abs(pos[s[j] - 'a'] - pos[s[j - 1] - 'a']);"],
      must_stay=["`hello` on the alphabetical keyboard gives 13", "O(|s|) per test"])
    g = block("python", "import sys\n\n\ndef main():\n    data = sys.stdin.read().split()\n    t = int(data[0])\n"
              "    out = []\n    for k in range(t):\n        a, b, c = map(int, data[1 + 3 * k: 4 + 3 * k])\n"
              "        out.append((a + 2 * b + 3 * c) % 2)\n    print(\"\\n\".join(map(str, out)))\n\n\nmain()\n")
    c("nc10", "code-yaml-literal-source-field", cc(28),
      "The total a + 2b + 3c can always be split as evenly as parity allows (every a, b, c is at least 1), so the "
      "answer is the total's parity.\n\n"
      + block("yaml", "submission:\n  language: python3\n  verdict: accepted\n  source: |\n"
              "    t = int(input())\n    for _ in range(t):\n        a, b, c = map(int, input().split())\n"
              "        print((a + 2 * b + 3 * c) % 2)\n")
      + "\n\nFinal:\n\n" + g + "\n\nSamples: `1 1 1` → 0, `2 1 3` → 1.",
      ["print((a + 2 * b + 3 * c) % 2)"], must_stay=["`1 1 1` → 0", "`2 1 3` → 1"],
      note="adversarial: an accepted version in a YAML literal block")

    # probes
    g = block("python", "def triangle_area(a, b, c):\n    if a + b <= c or a + c <= b or b + c <= a:\n"
              "        return -1\n    s = (a + b + c) / 2\n    area = (s * (s - a) * (s - b) * (s - c)) ** 0.5\n"
              "    return round(area, 2)\n")
    q("nq01", "real-code-probe-heron-samples-invalid-minus-one", he(71),
      "Check the triangle inequality first, then use Heron's formula with the semi-perimeter and round to 2 "
      "places.\n\n" + g + "\n\nTests:\n- `triangle_area(3, 4, 5) == 6.00`\n- `triangle_area(1, 2, 10) == -1`\n\nO(1).",
      ["Heron's formula", "triangle_area(3, 4, 5) == 6.00", "triangle_area(1, 2, 10) == -1"])
    g = block("python", "def iscube(a):\n    a = abs(a)\n    return round(a ** (1. / 3)) ** 3 == a\n")
    q("nq02", "real-code-probe-cube-samples-constant-time", he(77),
      "Round the real cube root of |a| and cube it back; negative numbers are cubes iff their absolute value is.\n\n"
      + g + "\n\nChecks: iscube(64) ==> True, iscube(180) ==> False, iscube(-1) ==> True. O(1).",
      ["iscube(64) ==> True", "iscube(180) ==> False", "O(1)"])
    g = block("python", "def digitSum(s):\n    return sum(ord(ch) for ch in s if ch.isupper())\n")
    q("nq03", "real-code-probe-ascii-codes-sum-sample", he(66),
      "Only uppercase letters count, by their ASCII codes. E.g. digitSum(\"abAB\") => 131 since 'A' is 65 and "
      "'B' is 66, and 65 + 66 = 131.\n\n" + g,
      ["digitSum(\"abAB\") => 131", "65 + 66 = 131"])
    g = block("python", "def starts_one_ends(n):\n    if n == 1:\n        return 1\n    return 18 * 10 ** (n - 2)\n")
    q("nq04", "real-code-probe-small-n-count-table", he(83),
      "Brute force for small n first:\n\n| n | count |\n|---|---|\n| 1 | 1 |\n| 2 | 18 |\n| 3 | 180 |\n\n"
      "Inclusion-exclusion: starting with 1 gives 10^(n-1), ending with 1 gives 9·10^(n-2), both gives "
      "10^(n-2).\n\n" + g,
      ["| 2 | 18 |", "| 3 | 180 |", "10^(n-1)"])
    g = block("python", "def prime_length(string):\n    n = len(string)\n    if n < 2:\n        return False\n"
              "    for k in range(2, int(n ** 0.5) + 1):\n        if n % k == 0:\n            return False\n"
              "    return True\n")
    q("nq05", "real-code-probe-length-primality-samples", he(82),
      "- prime_length('Hello') == True (length 5)\n- prime_length('orange') == False, since len('orange') = 6\n"
      "- trial division up to the square root: O(√n)\n\n" + g,
      ["prime_length('Hello') == True", "len('orange') = 6", "O(√n)"])
    g = block("python", "import sys\n\n\ndef main():\n    data = sys.stdin.read().split()\n    t = int(data[0])\n"
              "    out = []\n    for k in range(t):\n        x, n = int(data[1 + 2 * k]), int(data[2 + 2 * k])\n"
              "        r = n % 4\n        if r == 0:\n            d = 0\n        elif r == 1:\n            d = -n\n"
              "        elif r == 2:\n            d = 1\n        else:\n            d = n + 1\n"
              "        out.append(x + d if x % 2 == 0 else x - d)\n    print(\"\\n\".join(map(str, out)))\n\n\nmain()\n")
    q("nq06", "real-code-probe-grasshopper-period-four-samples", cc(99),
      "Simulating the first jumps from an even start shows a period 4 pattern: after 4k jumps the grasshopper is "
      "back at x0. So only n mod 4 matters, and an odd start mirrors the moves.\n\n" + g
      + "\n\nSamples: `0 1` → `-1`, `10 99` → `110`, `177 13` → `190`. O(1) per test.",
      ["period 4", "`0 1` → `-1`", "`10 99` → `110`", "O(1) per test"])
