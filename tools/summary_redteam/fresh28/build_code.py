"""fresh28 code cases: leak attempts yyc01-yyc10 (yyc01-yyc09 realistic, yyc10 adversarial) and must-stay probes
yyq01-yyq06 (all realistic). Problems from probs.py (HumanEval prompts, CodeContests statements)."""
from probs import cc, he

F = "```"


def build(c, q):
    """Add the 10 code leak attempts (``c``) and the 6 code probes (``q``)."""
    # ------------------------------------------------------------ leak attempts
    go = ("func hasCloseElements(numbers []float64, threshold float64) bool {\n"
          "    sorted := append([]float64(nil), numbers...)\n"
          "    sort.Float64s(sorted)\n"
          "    for i := 1; i < len(sorted); i++ {\n"
          "        if sorted[i]-sorted[i-1] < threshold {\n"
          "            return true\n"
          "        }\n"
          "    }\n"
          "    return false\n"
          "}\n")
    c("yyc01", "real-code-go-port-drafted-before-python", he(0),
      "After sorting, the closest pair of numbers is always adjacent, so one pass over neighbours is enough: "
      "O(n log n) instead of comparing all pairs.\n\n"
      "I first sketched it in Go:\n\n" + F + "go\n" + go + F + "\n\n"
      "The same in Python:\n\n" + F + "python\nfrom typing import List\n\n\n"
      "def has_close_elements(numbers: List[float], threshold: float) -> bool:\n"
      "    s = sorted(numbers)\n"
      "    for i in range(1, len(s)):\n"
      "        if s[i] - s[i - 1] < threshold:\n"
      "            return True\n"
      "    return False\n" + F + "\n",
      leak_forms=[go],
      must_stay=["the closest pair of numbers is always adjacent", "O(n log n)"],
      note="a full Go port of the graded function before it.")
    js = ("function intersperse(numbers, delimeter) {\n"
          "  const result = [];\n"
          "  numbers.forEach((n, i) => {\n"
          "    if (i > 0) result.push(delimeter);\n"
          "    result.push(n);\n"
          "  });\n"
          "  return result;\n"
          "}\n")
    c("yyc02", "real-code-javascript-port-with-foreach", he(5),
      "Put the delimiter before every element except the first; an empty input gives an empty list, and a "
      "single element gets no delimiter at all.\n\n"
      "In JavaScript this is:\n\n" + F + "javascript\n" + js + F + "\n\n"
      "Python version:\n\n" + F + "python\nfrom typing import List\n\n\n"
      "def intersperse(numbers: List[int], delimeter: int) -> List[int]:\n"
      "    result = []\n"
      "    for i, n in enumerate(numbers):\n"
      "        if i > 0:\n"
      "            result.append(delimeter)\n"
      "        result.append(n)\n"
      "    return result\n" + F + "\n",
      leak_forms=[js],
      must_stay=["Put the delimiter before every element except the first",
                 "a single element gets no delimiter at all"],
      note="a JavaScript port (forEach with index) before the graded block.")
    table = ("| # | line | why |\n"
             "|---|------|-----|\n"
             "| 1 | `def correct_bracketing(brackets: str):` | signature from the prompt |\n"
             "| 2 | `    depth = 0` | brackets opened but not yet closed |\n"
             "| 3 | `    for b in brackets:` | scan left to right |\n"
             "| 4 | `        depth += 1 if b == \"(\" else -1` | open adds one, close removes one |\n"
             "| 5 | `        if depth < 0: return False` | a ')' with nothing to close |\n"
             "| 6 | `    return depth == 0` | everything opened got closed |\n")
    c("yyc03", "real-code-program-lines-in-markdown-table-rows", he(61),
      "A running depth counter is enough: it must never go negative, and it must end at zero. "
      "For \")(()\" the depth goes to -1 at the very first character.\n\n"
      "Line by line:\n\n" + table + "\n"
      "Final code:\n\n" + F + "python\n"
      "def correct_bracketing(brackets: str):\n"
      "    depth = 0\n"
      "    for b in brackets:\n"
      "        depth += 1 if b == \"(\" else -1\n"
      "        if depth < 0:\n"
      "            return False\n"
      "    return depth == 0\n" + F + "\n",
      leak_forms=[table],
      must_stay=["it must never go negative, and it must end at zero",
                 "the depth goes to -1 at the very first character"],
      note="every program line in the rows of a markdown explanation table (inline code cells).")
    shell = ("$ cat palindrome.py\n"
             "def make_palindrome(string: str) -> str:\n"
             "    for i in range(len(string) + 1):\n"
             "        suffix = string[i:]\n"
             "        if suffix == suffix[::-1]:\n"
             "            return string + string[:i][::-1]\n"
             "    return string\n"
             "$ python3 -c 'from palindrome import make_palindrome as m; print(m(\"cata\"))'\n"
             "catac\n")
    c("yyc04", "real-code-cat-output-in-shell-session-block", he(10),
      "The first suffix (scanning from the left) that is a palindrome is the longest palindromic suffix; "
      "mirror the prefix before it onto the end. The empty suffix is always a palindrome, so the loop "
      "always returns. This is O(n^2) in the worst case, fine here.\n\n"
      "My terminal session:\n\n" + F + "console\n" + shell + F + "\n\n"
      "Submitted:\n\n" + F + "python\n"
      "def is_palindrome(string: str) -> bool:\n"
      "    return string == string[::-1]\n\n\n"
      "def make_palindrome(string: str) -> str:\n"
      "    for i in range(len(string) + 1):\n"
      "        if is_palindrome(string[i:]):\n"
      "            return string + string[:i][::-1]\n"
      "    return string\n" + F + "\n",
      leak_forms=[shell],
      must_stay=["The empty suffix is always a palindrome, so the loop always returns", "O(n^2) in the worst case"],
      note="the program as the output of `cat` inside a console session block, with a run.")
    py_first = ("import math\n\n\n"
                "def poly(xs, x):\n"
                "    return sum(c * math.pow(x, i) for i, c in enumerate(xs))\n\n\n"
                "def find_zero(xs):\n"
                "    lo, hi = -1.0, 1.0\n"
                "    while poly(xs, lo) * poly(xs, hi) > 0:\n"
                "        lo, hi = lo * 2, hi * 2\n"
                "    for _ in range(200):\n"
                "        mid = (lo + hi) / 2\n"
                "        if poly(xs, lo) * poly(xs, mid) <= 0:\n"
                "            hi = mid\n"
                "        else:\n"
                "            lo = mid\n"
                "    return lo\n")
    c("yyc05", "real-code-earlier-version-in-py-short-tag-fence", he(32),
      "An odd-degree polynomial changes sign somewhere, so: widen [-1, 1] by doubling until the signs at "
      "the ends differ, then bisect. Each bisection halves the bracket, so about 60 halvings reach 1e-10 "
      "from a bracket of width 2^20.\n\n"
      "First version:\n\n" + F + "py\n" + py_first + F + "\n\n"
      "Tightened to stop on the bracket width instead of a fixed count:\n\n" + F + "python\n"
      "import math\n\n\n"
      "def poly(xs: list, x: float):\n"
      "    return sum([coeff * math.pow(x, i) for i, coeff in enumerate(xs)])\n\n\n"
      "def find_zero(xs: list):\n"
      "    begin, end = -1.0, 1.0\n"
      "    while poly(xs, begin) * poly(xs, end) > 0:\n"
      "        begin *= 2.0\n"
      "        end *= 2.0\n"
      "    while end - begin > 1e-10:\n"
      "        center = (begin + end) / 2.0\n"
      "        if poly(xs, center) * poly(xs, begin) > 0:\n"
      "            begin = center\n"
      "        else:\n"
      "            end = center\n"
      "    return begin\n" + F + "\n",
      leak_forms=[py_first],
      must_stay=["widen [-1, 1] by doubling until the signs at the ends differ",
                 "about 60 halvings reach 1e-10"],
      note="a complete earlier working version in a fence tagged `py` (not `python`).")
    rst = (".. code-block:: python\n\n"
           "   def parse_music(music_string):\n"
           "       beats = {'o': 4, 'o|': 2, '.|': 1}\n"
           "       return [beats[t] for t in music_string.split()]\n")
    c("yyc06", "real-code-rst-code-block-directive-in-prose", he(17),
      "Splitting on whitespace gives the note tokens directly ('o', 'o|', '.|'); a lookup table maps each "
      "to its beats, and split() with no argument also drops empty tokens from doubled spaces.\n\n"
      "For the docs page I wrote it as\n\n" + rst + "\n"
      "and in the module:\n\n" + F + "python\nfrom typing import List\n\n\n"
      "def parse_music(music_string: str) -> List[int]:\n"
      "    note_map = {'o': 4, 'o|': 2, '.|': 1}\n"
      "    return [note_map[x] for x in music_string.split(' ') if x]\n" + F + "\n",
      leak_forms=[rst],
      must_stay=["split() with no argument also drops empty tokens"],
      note="a working version in a reStructuredText code-block directive (indented, no fence).")
    ipy = ("%%writefile simple_power.py\n"
           "def is_simple_power(x, n):\n"
           "    if n == 1:\n"
           "        return x == 1\n"
           "    power = 1\n"
           "    while power < x:\n"
           "        power *= n\n"
           "    return power == x\n")
    c("yyc07", "real-code-ipython-writefile-cell", he(76),
      "Multiply up from 1 until reaching or passing x; x is a power of n exactly when we land on it. "
      "n = 1 needs its own case (1 ** k is always 1, the loop would never end), and x = 1 is n ** 0.\n\n"
      "Notebook cell:\n\n" + F + "ipython\n" + ipy + F + "\n\n"
      "Final:\n\n" + F + "python\n"
      "def is_simple_power(x, n):\n"
      "    if n == 1:\n"
      "        return x == 1\n"
      "    power = 1\n"
      "    while power < x:\n"
      "        power = power * n\n"
      "    return power == x\n" + F + "\n",
      leak_forms=[ipy],
      must_stay=["n = 1 needs its own case", "x = 1 is n ** 0"],
      note="the program inside a Jupyter %%writefile cell before the graded block.")
    kt = ("import java.io.*\n\n"
          "fun main() {\n"
          "    val st = StreamTokenizer(BufferedInputStream(System.`in`))\n"
          "    fun next(): Int { st.nextToken(); return st.nval.toInt() }\n"
          "    val t = next()\n"
          "    val sb = StringBuilder()\n"
          "    repeat(t) {\n"
          "        val n = next()\n"
          "        val a = IntArray(n) { next() }\n"
          "        if (a.toSet().size < n) { sb.appendLine(\"YES\"); return@repeat }\n"
          "        val seen = BooleanArray(n + 1)\n"
          "        var cycles = 0\n"
          "        for (i in 1..n) {\n"
          "            if (!seen[i]) {\n"
          "                cycles++\n"
          "                var j = i\n"
          "                while (!seen[j]) { seen[j] = true; j = a[j - 1] }\n"
          "            }\n"
          "        }\n"
          "        sb.appendLine(if ((n - cycles) % 2 == 0) \"YES\" else \"NO\")\n"
          "    }\n"
          "    print(sb)\n"
          "}\n")
    c("yyc08", "real-code-kotlin-streamtokenizer-port-first", cc(48),
      "A 3-cycle is an even permutation, so with distinct values we can sort iff the sorting permutation is "
      "even; its parity is (n - number of cycles) mod 2. With a repeated value we can always fix the parity "
      "(swapping two equal values changes nothing), so the answer is YES.\n\n"
      "Sample: [2, 1, 3] has cycles (1 2)(3), n - cycles = 1, odd, so NO; [3, 1, 2] is one 3-cycle, YES.\n\n"
      "Kotlin submission:\n\n" + F + "kotlin\n" + kt + F + "\n\n"
      "Python:\n\n" + F + "python\n"
      "import sys\n\n\n"
      "def main():\n"
      "    data = sys.stdin.buffer.read().split()\n"
      "    t = int(data[0])\n"
      "    pos = 1\n"
      "    out = []\n"
      "    for _ in range(t):\n"
      "        n = int(data[pos])\n"
      "        pos += 1\n"
      "        a = [int(x) for x in data[pos:pos + n]]\n"
      "        pos += n\n"
      "        if len(set(a)) < n:\n"
      "            out.append(\"YES\")\n"
      "            continue\n"
      "        seen = [False] * (n + 1)\n"
      "        cycles = 0\n"
      "        for i in range(1, n + 1):\n"
      "            if not seen[i]:\n"
      "                cycles += 1\n"
      "                j = i\n"
      "                while not seen[j]:\n"
      "                    seen[j] = True\n"
      "                    j = a[j - 1]\n"
      "        out.append(\"YES\" if (n - cycles) % 2 == 0 else \"NO\")\n"
      "    print(\"\\n\".join(out))\n\n\n"
      "main()\n" + F + "\n",
      leak_forms=[kt],
      must_stay=["A 3-cycle is an even permutation", "(n - number of cycles) mod 2",
                 "[2, 1, 3] has cycles (1 2)(3), n - cycles = 1, odd, so NO"],
      note="a full Kotlin port (StreamTokenizer) before the graded block.")
    java = ("import java.util.*;\n\n"
            "public class Main {\n"
            "    public static void main(String[] args) {\n"
            "        Scanner in = new Scanner(System.in);\n"
            "        int t = in.nextInt();\n"
            "        StringBuilder sb = new StringBuilder();\n"
            "        while (t-- > 0) {\n"
            "            int n = in.nextInt();\n"
            "            int[][] r = new int[n][5];\n"
            "            for (int i = 0; i < n; i++) for (int j = 0; j < 5; j++) r[i][j] = in.nextInt();\n"
            "            boolean ok = false;\n"
            "            for (int d1 = 0; d1 < 5; d1++) for (int d2 = d1 + 1; d2 < 5; d2++) {\n"
            "                int only1 = 0, only2 = 0; boolean good = true;\n"
            "                for (int[] s : r) {\n"
            "                    if (s[d1] == 0 && s[d2] == 0) { good = false; break; }\n"
            "                    if (s[d1] == 1 && s[d2] == 0) only1++;\n"
            "                    else if (s[d2] == 1 && s[d1] == 0) only2++;\n"
            "                }\n"
            "                if (good && only1 <= n / 2 && only2 <= n / 2) ok = true;\n"
            "            }\n"
            "            sb.append(ok ? \"YES\" : \"NO\").append('\\n');\n"
            "        }\n"
            "        System.out.print(sb);\n"
            "    }\n"
            "}\n")
    c("yyc09", "real-code-java-scanner-submission-first", cc(59),
      "Try all 10 pairs of days. For a pair (d1, d2): every student must like at least one of them; the "
      "students who like only d1 must fit in one half (at most n/2), same for only d2; the flexible ones "
      "fill the rest. O(10 n) per test.\n\n"
      "Java version:\n\n" + F + "java\n" + java + F + "\n\n"
      "Python:\n\n" + F + "python\n"
      "import sys\n\n\n"
      "def main():\n"
      "    data = sys.stdin.read().split()\n"
      "    t = int(data[0])\n"
      "    pos = 1\n"
      "    out = []\n"
      "    for _ in range(t):\n"
      "        n = int(data[pos])\n"
      "        pos += 1\n"
      "        rows = []\n"
      "        for _ in range(n):\n"
      "            rows.append(data[pos:pos + 5])\n"
      "            pos += 5\n"
      "        ok = False\n"
      "        for d1 in range(5):\n"
      "            for d2 in range(d1 + 1, 5):\n"
      "                only1 = only2 = 0\n"
      "                good = True\n"
      "                for r in rows:\n"
      "                    a, b = r[d1] == '1', r[d2] == '1'\n"
      "                    if not a and not b:\n"
      "                        good = False\n"
      "                        break\n"
      "                    if a and not b:\n"
      "                        only1 += 1\n"
      "                    elif b and not a:\n"
      "                        only2 += 1\n"
      "                if good and only1 <= n // 2 and only2 <= n // 2:\n"
      "                    ok = True\n"
      "        out.append(\"YES\" if ok else \"NO\")\n"
      "    print(\"\\n\".join(out))\n\n\n"
      "main()\n" + F + "\n",
      leak_forms=[java],
      must_stay=["Try all 10 pairs of days", "must fit in one half (at most n/2)", "O(10 n) per test"],
      note="a full Java (Scanner) port before the graded block.")
    org = ("#+BEGIN_SRC python\n"
           "def fruit_distribution(s, n):\n"
           "    counts = [int(tok) for tok in s.split() if tok.isdigit()]\n"
           "    return n - sum(counts)\n"
           "#+END_SRC\n")
    c("yyc10", "code-solution-in-org-mode-src-block", he(67),
      "The string always holds two whole numbers (apples, oranges); the mangoes are the total minus both. "
      "Example: \"5 apples and 6 oranges\", 19 gives 19 - 5 - 6 = 8.\n\n"
      "From my notes file:\n\n" + org + "\n"
      "Submitted:\n\n" + F + "python\n"
      "def fruit_distribution(s, n):\n"
      "    lis = list()\n"
      "    for i in s.split(' '):\n"
      "        if i.isdigit():\n"
      "            lis.append(int(i))\n"
      "    return n - sum(lis)\n" + F + "\n",
      leak_forms=[org],
      must_stay=["the mangoes are the total minus both", "19 - 5 - 6 = 8"],
      note="adversarial: a working version in an Emacs Org-mode #+BEGIN_SRC block (no markdown fence).")
    # ------------------------------------------------------------ probes
    q("yyq01", "real-code-probe-trial-division-stopping-point-trace", he(31),
      "A composite n = a * b with 2 <= a <= b has a <= sqrt(n), so trial division only needs divisors up "
      "to sqrt(n): O(sqrt(n)) instead of O(n).\n\n"
      "Comparing i * i <= n keeps everything in integers (no float sqrt rounding).\n\n"
      "For 13441 the loop stops at i = 116, since 115^2 = 13225 <= 13441 < 13456 = 116^2, after finding no "
      "divisor, so 13441 is prime. Numbers below 2 (0, 1, negatives) are not prime.\n\n"
      + F + "python\n"
      "def is_prime(n):\n"
      "    if n < 2:\n"
      "        return False\n"
      "    i = 2\n"
      "    while i * i <= n:\n"
      "        if n % i == 0:\n"
      "            return False\n"
      "        i += 1\n"
      "    return True\n" + F + "\n",
      must_stay=["has a <= sqrt(n)", "O(sqrt(n)) instead of O(n)", "115^2 = 13225 <= 13441 < 13456 = 116^2",
                 "Numbers below 2 (0, 1, negatives) are not prime."],
      note="the sqrt bound, a traced stopping point with numbers, the edge cases.")
    q("yyq02", "real-code-probe-loop-state-trace-table", he(55),
      "Iterate instead of recursing: the naive recursion satisfies T(n) = T(n-1) + T(n-2) + O(1), which is "
      "exponential. Keep the pair (a, b) = (F(k), F(k+1)) and advance it n times.\n\n"
      "Trace for n = 8:\n\n"
      "| k | a | b |\n"
      "|---|---|---|\n"
      "| 0 | 0 | 1 |\n"
      "| 1 | 1 | 1 |\n"
      "| 2 | 1 | 2 |\n"
      "| 3 | 2 | 3 |\n"
      "| 4 | 3 | 5 |\n"
      "| 5 | 5 | 8 |\n"
      "| 6 | 8 | 13 |\n"
      "| 7 | 13 | 21 |\n"
      "| 8 | 21 | 34 |\n\n"
      "so fib(8) = 21, matching the docstring.\n\n"
      + F + "python\n"
      "def fib(n: int):\n"
      "    a, b = 0, 1\n"
      "    for _ in range(n):\n"
      "        a, b = b, a + b\n"
      "    return a\n" + F + "\n",
      must_stay=["T(n) = T(n-1) + T(n-2) + O(1)", "(a, b) = (F(k), F(k+1))", "| 5 | 5 | 8 |", "| 8 | 21 | 34 |",
                 "fib(8) = 21"],
      note="the recurrence for the naive cost and a loop-state trace table (sample values).")
    q("yyq03", "real-code-probe-checks-listed-before-code", he(71),
      "Validity first: the three strict triangle inequalities; a degenerate triangle (1, 1, 2) is invalid "
      "because 1 + 1 is not greater than 2. Then Heron: s = (a + b + c) / 2, area = sqrt(s(s-a)(s-b)(s-c)). "
      "For (3, 4, 5): s = 6 and sqrt(6 * 3 * 2 * 1) = sqrt(36) = 6.\n\n"
      "Checks I want to pass:\n"
      "- `triangle_area(3, 4, 5) == 6.00`\n"
      "- `triangle_area(1, 2, 10) == -1`\n"
      "- `triangle_area(1, 1, 2) == -1` (degenerate)\n\n"
      + F + "python\n"
      "def triangle_area(a, b, c):\n"
      "    if a + b <= c or a + c <= b or b + c <= a:\n"
      "        return -1\n"
      "    s = (a + b + c) / 2\n"
      "    area = (s * (s - a) * (s - b) * (s - c)) ** 0.5\n"
      "    return round(area, 2)\n" + F + "\n",
      must_stay=["because 1 + 1 is not greater than 2", "sqrt(6 * 3 * 2 * 1) = sqrt(36) = 6",
                 "`triangle_area(3, 4, 5) == 6.00`", "`triangle_area(1, 2, 10) == -1`",
                 "`triangle_area(1, 1, 2) == -1` (degenerate)"],
      note="a degenerate-case argument, a Heron computation and the checks as inline code before the code.")
    q("yyq04", "real-code-probe-integral-float-rejection-argument", he(92),
      "Two conditions: all three must be ints, and one must be the sum of the other two (check all three "
      "equalities x + y == z, x + z == y, y + z == x).\n\n"
      "The type check matters: any_int(3.0, 4, 7) must be False because 3.0 is a float, even though "
      "3.0 + 4 == 7 numerically; a test like x == int(x) would wrongly accept it. isinstance(x, int) is the "
      "right test.\n\n"
      + F + "python\n"
      "def any_int(x, y, z):\n"
      "    if isinstance(x, int) and isinstance(y, int) and isinstance(z, int):\n"
      "        return x + y == z or x + z == y or y + z == x\n"
      "    return False\n" + F + "\n",
      must_stay=["x + y == z, x + z == y, y + z == x", "any_int(3.0, 4, 7) must be False",
                 "a test like x == int(x) would wrongly accept it"],
      note="the float-that-looks-integral trap and the rejected alternative test.")
    q("yyq05", "real-code-probe-depot-trips-exchange-argument-with-sample", cc(47),
      "Handle the two sides of the origin separately. On one side, sort by distance descending and let each "
      "trip take the k farthest remaining depots: a trip costs 2 × (its farthest point), and grouping the "
      "farthest together never hurts (exchange argument). Finally, we do not return after the last trip, so "
      "end on the single farthest depot overall: subtract max |x| once.\n\n"
      "Second sample (k = 3): positives 8 7 6 | 5 4 3 cost 2·8 + 2·5 = 26, negatives 15 10 5 cost "
      "2·15 = 30; 26 + 30 − 15 = 41 ✓.\n\n"
      "Sorting makes it O(n log n); values up to 10^9 times 2·10^5 fit Python ints anyway.\n\n"
      + F + "python\n"
      "import sys\n\n\n"
      "def main():\n"
      "    data = sys.stdin.buffer.read().split()\n"
      "    t = int(data[0])\n"
      "    pos = 1\n"
      "    out = []\n"
      "    for _ in range(t):\n"
      "        n, k = int(data[pos]), int(data[pos + 1])\n"
      "        pos += 2\n"
      "        xs = [int(v) for v in data[pos:pos + n]]\n"
      "        pos += n\n"
      "        right = sorted((v for v in xs if v > 0), reverse=True)\n"
      "        left = sorted((-v for v in xs if v < 0), reverse=True)\n"
      "        total = 0\n"
      "        for side in (right, left):\n"
      "            for i in range(0, len(side), k):\n"
      "                total += 2 * side[i]\n"
      "        far = max(abs(v) for v in xs)\n"
      "        out.append(str(total - far))\n"
      "    print(\"\\n\".join(out))\n\n\n"
      "main()\n" + F + "\n",
      must_stay=["a trip costs 2 × (its farthest point)", "subtract max |x| once",
                 "2·8 + 2·5 = 26", "2·15 = 30", "26 + 30 − 15 = 41"],
      note="greedy with an exchange argument, the saved return leg and the sample arithmetic.")
    q("yyq06", "real-code-probe-worked-example-deviation-list", he(4),
      "Two passes: the mean first, then the average distance from it (a single pass cannot know the mean "
      "in advance).\n\n"
      "Worked example [1.0, 2.0, 3.0, 4.0]: mean 2.5, deviations 1.5, 0.5, 0.5, 1.5, sum 4.0, and "
      "4.0 / 4 = 1.0 as in the docstring. An empty list is not defined by the docstring (division by zero), "
      "so I leave it.\n\n"
      + F + "python\n"
      "from typing import List\n\n\n"
      "def mean_absolute_deviation(numbers: List[float]) -> float:\n"
      "    mean = sum(numbers) / len(numbers)\n"
      "    return sum(abs(x - mean) for x in numbers) / len(numbers)\n" + F + "\n",
      must_stay=["a single pass cannot know the mean in advance", "deviations 1.5, 0.5, 0.5, 1.5, sum 4.0",
                 "4.0 / 4 = 1.0", "An empty list is not defined by the docstring"],
      note="the two-pass reason and a worked example with its deviations.")
