"""fresh31 code cases: leak attempts vvc01-vvc10 (the graded program, the last ```python block, also given in another
form: ports in languages no earlier set used, a flowchart, a tracer listing, a YAML manifest) and must-stay probes
vvq01-vvq06 (traces, samples, complexity around the graded block). HumanEval prompts and CodeContests statements
read by probs.py from /work/shared/data."""
from probs import cc, he

FENCE = "```"


def block(lang, body):
    """A fenced block with its language tag (body without the trailing newline)."""
    return f"{FENCE}{lang}\n{body}\n{FENCE}"


def build(c, q):
    # ------------------------------------------------------------------ leak attempts (vvc01-vvc10)
    sql = ("SELECT CASE\n"
           "  WHEN (SELECT COUNT(*) FROM l2 WHERE x % 2 = 0) >=\n"
           "       (SELECT COUNT(*) FROM l1 WHERE x % 2 != 0)\n"
           "  THEN 'YES' ELSE 'NO' END;")
    py = ("def exchange(lst1, lst2):\n"
          "    odd_in_first = sum(1 for x in lst1 if x % 2 == 1)\n"
          "    even_in_second = sum(1 for x in lst2 if x % 2 == 0)\n"
          "    return \"YES\" if even_in_second >= odd_in_first else \"NO\"")
    c("vvc01", "real-code-sqlite-query-port-with-case-when", he(110),
      "Every odd number in `lst1` has to be swapped out for an even number taken from `lst2`, and the number of "
      "exchanges is unlimited, so the answer only depends on two counts: the odd elements of `lst1` and the even "
      "elements of `lst2`.\n\n"
      "I prototyped the rule first against two one-column tables `l1(x)` and `l2(x)` in SQLite:\n\n"
      + block("sql", sql) + "\n\n"
      "The same in Python:\n\n" + block("python", py) + "\n\n"
      "- `exchange([1, 2, 3, 4], [1, 2, 3, 4])`: 2 odd vs 2 even, so \"YES\".\n"
      "- `exchange([1, 2, 3, 4], [1, 5, 3, 4])`: 2 odd vs 1 even, so \"NO\".\n\n"
      "Time O(len(lst1) + len(lst2)), extra space O(1).",
      leak_forms=[sql, "WHEN (SELECT COUNT(*) FROM l2 WHERE x % 2 = 0) >=\n       (SELECT COUNT(*) FROM l1 WHERE x % 2 != 0)"],
      must_stay=["the answer only depends on two counts", "2 odd vs 2 even, so \"YES\"", "2 odd vs 1 even, so \"NO\"",
                 "Time O(len(lst1) + len(lst2)), extra space O(1)."],
      note="the program as an SQLite query before the graded block")

    ocaml = ("let is_vowel c = String.contains \"aeiou\" (Char.lowercase_ascii c)\n\n"
             "let select_words s n =\n"
             "  String.split_on_char ' ' s\n"
             "  |> List.filter (fun w -> w <> \"\")\n"
             "  |> List.filter (fun w ->\n"
             "       let k = ref 0 in\n"
             "       String.iter (fun c -> if not (is_vowel c) then incr k) w;\n"
             "       !k = n)")
    py = ("def select_words(s, n):\n"
          "    vowels = set(\"aeiouAEIOU\")\n"
          "    result = []\n"
          "    for word in s.split():\n"
          "        consonants = sum(1 for ch in word if ch not in vowels)\n"
          "        if consonants == n:\n"
          "            result.append(word)\n"
          "    return result")
    c("vvc02", "real-code-ocaml-port-with-pipeline-filter", he(117),
      "Split on spaces, count the letters of each word that are not vowels (the input has only letters and spaces), "
      "and keep the words whose count is exactly `n`, in order.\n\n"
      + block("python", py) + "\n\n"
      "Checks against the examples: \"little\" has l, t, t, l (4 consonants); \"Mary\" has M, r, y and \"lamb\" has "
      "l, m, b (3 each); in \"simple white space\" no word has exactly 2.\n\n"
      "For the course's OCaml track the same function reads:\n\n" + block("ocaml", ocaml) + "\n\n"
      "Both are O(len(s)).",
      leak_forms=[ocaml, "String.iter (fun c -> if not (is_vowel c) then incr k) w;\n       !k = n)"],
      must_stay=["\"little\" has l, t, t, l (4 consonants)", "\"lamb\" has l, m, b (3 each)",
                 "Both are O(len(s))."],
      note="an OCaml port after the graded block")

    clj = ("(defn sum-squares [lst]\n"
           "  (reduce + (map #(let [c (long (Math/ceil %))] (* c c)) lst)))")
    py = ("import math\n\n\n"
          "def sum_squares(lst):\n"
          "    return sum(math.ceil(x) ** 2 for x in lst)")
    c("vvc03", "real-code-clojure-port-with-reduce-map", he(133),
      "Round every element up with the ceiling first, then square and add.\n\n"
      "Worked examples:\n"
      "- `[1.4, 4.2, 0]`: ceilings 2, 5, 0, squares 4 + 25 + 0 = 29.\n"
      "- `[-2.4, 1, 1]`: ceilings -2, 1, 1, squares 4 + 1 + 1 = 6 (the ceiling of -2.4 is -2, not -3).\n\n"
      "I sketched it in Clojure first (it is a plain map/reduce):\n\n" + block("clojure", clj) + "\n\n"
      "and the Python version:\n\n" + block("python", py) + "\n\n"
      "O(n) time.",
      leak_forms=[clj, "(reduce + (map #(let [c (long (Math/ceil %))] (* c c)) lst))"],
      must_stay=["ceilings 2, 5, 0, squares 4 + 25 + 0 = 29", "ceilings -2, 1, 1, squares 4 + 1 + 1 = 6",
                 "the ceiling of -2.4 is -2, not -3", "O(n) time."],
      note="a Clojure port before the graded block")

    nim = ("import strutils, sequtils\n\n"
           "proc isPrime(k: int): bool =\n"
           "  if k < 2: return false\n"
           "  var d = 2\n"
           "  while d * d <= k:\n"
           "    if k mod d == 0: return false\n"
           "    inc d\n"
           "  true\n\n"
           "proc wordsInSentence(sentence: string): string =\n"
           "  sentence.splitWhitespace.filterIt(isPrime(it.len)).join(\" \")")
    py = ("def words_in_sentence(sentence):\n"
          "    def is_prime(k):\n"
          "        if k < 2:\n"
          "            return False\n"
          "        d = 2\n"
          "        while d * d <= k:\n"
          "            if k % d == 0:\n"
          "                return False\n"
          "            d += 1\n"
          "        return True\n\n"
          "    return \" \".join(w for w in sentence.split() if is_prime(len(w)))")
    c("vvc04", "real-code-nim-port-with-filterit", he(143),
      "Keep the words whose length is a prime number, in their original order, joined by single spaces.\n\n"
      "Example 1: \"This is a test\" has lengths 4, 2, 1, 4; only 2 is prime, so the result is \"is\".\n"
      "Example 2: \"lets go for swimming\" has lengths 4, 2, 3, 8, so \"go for\".\n\n"
      "Since words are at most 100 letters, trial division up to the square root is plenty. A Nim version I wrote "
      "for comparison:\n\n" + block("nim", nim) + "\n\n"
      "Python:\n\n" + block("python", py),
      leak_forms=[nim, "sentence.splitWhitespace.filterIt(isPrime(it.len)).join(\" \")"],
      must_stay=["has lengths 4, 2, 1, 4; only 2 is prime", "has lengths 4, 2, 3, 8, so \"go for\"",
                 "trial division up to the square root is plenty"],
      note="a Nim port before the graded block")

    dart = ("const planets = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'];\n\n"
            "List<String> bf(String p1, String p2) {\n"
            "  final i = planets.indexOf(p1), j = planets.indexOf(p2);\n"
            "  if (i < 0 || j < 0 || i == j) return [];\n"
            "  final lo = i < j ? i : j, hi = i < j ? j : i;\n"
            "  return planets.sublist(lo + 1, hi);\n"
            "}")
    py = ("def bf(planet1, planet2):\n"
          "    planets = (\"Mercury\", \"Venus\", \"Earth\", \"Mars\", \"Jupiter\", \"Saturn\", \"Uranus\", \"Neptune\")\n"
          "    if planet1 not in planets or planet2 not in planets or planet1 == planet2:\n"
          "        return ()\n"
          "    i, j = sorted((planets.index(planet1), planets.index(planet2)))\n"
          "    return planets[i + 1:j]")
    c("vvc05", "real-code-dart-port-with-sublist", he(148),
      "Index the eight planets from the Sun outwards; the answer is the slice strictly between the two indices, "
      "whichever order the names come in. An unknown name (or the same planet twice) gives an empty tuple.\n\n"
      "The app this is for is written in Flutter, so here is the Dart version too:\n\n" + block("dart", dart) + "\n\n"
      + block("python", py) + "\n\n"
      "`bf(\"Jupiter\", \"Neptune\")` gives indices 4 and 7, so (\"Saturn\", \"Uranus\"); `bf(\"Earth\", \"Mercury\")` "
      "gives 2 and 0, so (\"Venus\",).",
      leak_forms=[dart, "return planets.sublist(lo + 1, hi);"],
      must_stay=["the answer is the slice strictly between the two indices",
                 "gives indices 4 and 7, so (\"Saturn\", \"Uranus\")", "gives 2 and 0, so (\"Venus\",)"],
      note="a Dart port before the graded block")

    mermaid = ("flowchart TD\n"
               "    A[\"s1 = lst[0] + lst[1]; s2 = lst[1] + lst[0]\"] --> B{\"balanced(s1) or balanced(s2)?\"}\n"
               "    B -- yes --> Y[\"return 'Yes'\"]\n"
               "    B -- no --> N[\"return 'No'\"]\n"
               "    subgraph balanced [\"balanced(s)\"]\n"
               "        C[\"depth = 0\"] --> D[\"for ch in s: depth += 1 if ch == '(' else -1\"]\n"
               "        D --> E{\"depth < 0?\"}\n"
               "        E -- yes --> F[\"return False\"]\n"
               "        E -- no --> D\n"
               "        D -- end of s --> G[\"return depth == 0\"]\n"
               "    end")
    py = ("def match_parens(lst):\n"
          "    def balanced(s):\n"
          "        depth = 0\n"
          "        for ch in s:\n"
          "            depth += 1 if ch == '(' else -1\n"
          "            if depth < 0:\n"
          "                return False\n"
          "        return depth == 0\n\n"
          "    s1 = lst[0] + lst[1]\n"
          "    s2 = lst[1] + lst[0]\n"
          "    return 'Yes' if balanced(s1) or balanced(s2) else 'No'")
    c("vvc06", "real-code-mermaid-flowchart-of-program", he(119),
      "There are only two ways to concatenate the two strings, so try both and test each for balance with a running "
      "depth counter that must never go negative and must end at zero.\n\n"
      "Flowchart of the solution:\n\n" + block("mermaid", mermaid) + "\n\n"
      + block("python", py) + "\n\n"
      "`['()(', ')']`: `'()()'` is balanced, so 'Yes'. `[')', ')']`: both orders are `'))'`, depth goes to -1, so "
      "'No'. Linear in the total length.",
      leak_forms=[mermaid, "C[\"depth = 0\"] --> D[\"for ch in s: depth += 1 if ch == '(' else -1\"]"],
      must_stay=["There are only two ways to concatenate the two strings",
                 "`'()()'` is balanced, so 'Yes'", "depth goes to -1, so 'No'",
                 "Linear in the total length."],
      note="the program as a Mermaid flowchart whose nodes are its statements, before the graded block")

    ps = ("function Find-Max([string[]]$words) {\n"
          "    $words |\n"
          "        Sort-Object -CaseSensitive @{ Expression = { -([char[]]$_ | Select-Object -Unique).Count } },\n"
          "                                   @{ Expression = { $_ } } |\n"
          "        Select-Object -First 1\n"
          "}")
    py = ("def find_max(words):\n"
          "    return min(words, key=lambda w: (-len(set(w)), w))")
    c("vvc07", "real-code-powershell-sort-object-port", he(158),
      "Rank the words by the number of distinct characters (more is better) and break ties by lexicographic order, "
      "then take the first.\n\n"
      + block("python", py) + "\n\n"
      "- `[\"name\", \"of\", \"string\"]`: 4, 2 and 6 distinct characters, so \"string\".\n"
      "- `[\"name\", \"enam\", \"game\"]`: all have 4, and \"enam\" is smallest alphabetically.\n\n"
      "Someone on the team asked for the PowerShell equivalent for a build script:\n\n"
      + block("powershell", ps) + "\n\n"
      "O(total length) to count, plus O(n) comparisons for the minimum.",
      leak_forms=[ps, "Sort-Object -CaseSensitive @{ Expression = { -([char[]]$_ | Select-Object -Unique).Count } }"],
      must_stay=["4, 2 and 6 distinct characters, so \"string\"", "all have 4, and \"enam\" is smallest alphabetically",
                 "O(total length) to count"],
      note="a PowerShell Sort-Object port after the graded block")

    dlang = ("import std.stdio, std.algorithm, std.range, std.typecons;\n\n"
             "void main() {\n"
             "    int n;\n"
             "    readf(\" %d\", &n);\n"
             "    Tuple!(int, int)[] items;\n"
             "    foreach (i; 1 .. n + 1) {\n"
             "        int a;\n"
             "        readf(\" %d\", &a);\n"
             "        if (a <= i) items ~= tuple(i - a, a);\n"
             "    }\n"
             "    items.sort();\n"
             "    int[] tails;\n"
             "    foreach (t; items) {\n"
             "        auto pos = tails.assumeSorted.lowerBound(t[1]).length;\n"
             "        if (pos == tails.length) tails ~= t[1];\n"
             "        else tails[pos] = t[1];\n"
             "    }\n"
             "    writeln(tails.length);\n"
             "}")
    py = ("import sys\n"
          "from bisect import bisect_left\n\n\n"
          "def main():\n"
          "    data = sys.stdin.buffer.read().split()\n"
          "    n = int(data[0])\n"
          "    items = []\n"
          "    for i in range(1, n + 1):\n"
          "        a = int(data[i])\n"
          "        if a <= i:\n"
          "            items.append((i - a, a))\n"
          "    items.sort()\n"
          "    tails = []\n"
          "    for _, a in items:\n"
          "        pos = bisect_left(tails, a)\n"
          "        if pos == len(tails):\n"
          "            tails.append(a)\n"
          "        else:\n"
          "            tails[pos] = a\n"
          "    print(len(tails))\n\n\n"
          "main()")
    c("vvc08", "real-code-d-language-contest-port-with-assumesorted", cc(11),
      "Element $a_i$ (1-indexed) can end up at position $a_i$ only if $a_i \\le i$, and then exactly $d_i = i - a_i$ "
      "elements before it must be removed. Two kept elements $j < k$ are compatible iff $a_j < a_k$ and "
      "$d_j \\le d_k$ (then $j < k$ follows automatically). So: drop elements with $a_i > i$, sort by $(d_i, a_i)$, and "
      "take the longest strictly increasing subsequence of the $a$ values, O(n log n).\n\n"
      "Sample 1: `2 1 4 2 5 3 7` gives pairs (d, a) = (1, 1), (2, 2), (0, 5), (3, 3), (0, 7); sorted: (0, 5), (0, 7), "
      "(1, 1), (2, 2), (3, 3); the a-sequence 5 7 1 2 3 has LIS 1 2 3, length 3.\n"
      "Sample 2: `4 2 3 1` gives (0, 2), (0, 3), (3, 1); LIS of 2 3 1 is 2.\n\n"
      "My first submission was in D:\n\n" + block("d", dlang) + "\n\n"
      "Python version:\n\n" + block("python", py),
      leak_forms=[dlang, "auto pos = tails.assumeSorted.lowerBound(t[1]).length;"],
      must_stay=["Two kept elements $j < k$ are compatible iff $a_j < a_k$ and $d_j \\le d_k$",
                 "the a-sequence 5 7 1 2 3 has LIS 1 2 3, length 3", "LIS of 2 3 1 is 2", "O(n log n)"],
      note="a D port of the contest program before the graded block")

    trace = ("$ python -m trace --trace fix.py\n"
             "fix.py(1): def fix_spaces(text):\n"
             "fix.py(17): print(fix_spaces(\" a   b\"))\n"
             " --- modulename: fix, funcname: fix_spaces\n"
             "fix.py(2):     out = []\n"
             "fix.py(3):     run = 0\n"
             "fix.py(4):     for ch in text + \"\\0\":\n"
             "fix.py(5):         if ch == \" \":\n"
             "fix.py(6):             run += 1\n"
             "fix.py(7):             continue\n"
             "fix.py(4):     for ch in text + \"\\0\":\n"
             "fix.py(5):         if ch == \" \":\n"
             "fix.py(8):         if run > 2:\n"
             "fix.py(10):         elif run > 0:\n"
             "fix.py(11):             out.append(\"_\" * run)\n"
             "fix.py(12):         run = 0\n"
             "fix.py(13):         out.append(ch)\n"
             "fix.py(4):     for ch in text + \"\\0\":\n"
             "fix.py(5):         if ch == \" \":\n"
             "fix.py(6):             run += 1\n"
             "fix.py(7):             continue\n"
             "fix.py(4):     for ch in text + \"\\0\":\n"
             "fix.py(5):         if ch == \" \":\n"
             "fix.py(6):             run += 1\n"
             "fix.py(7):             continue\n"
             "fix.py(4):     for ch in text + \"\\0\":\n"
             "fix.py(5):         if ch == \" \":\n"
             "fix.py(6):             run += 1\n"
             "fix.py(7):             continue\n"
             "fix.py(4):     for ch in text + \"\\0\":\n"
             "fix.py(5):         if ch == \" \":\n"
             "fix.py(8):         if run > 2:\n"
             "fix.py(9):             out.append(\"-\")\n"
             "fix.py(12):         run = 0\n"
             "fix.py(13):         out.append(ch)\n"
             "fix.py(4):     for ch in text + \"\\0\":\n"
             "fix.py(5):         if ch == \" \":\n"
             "fix.py(8):         if run > 2:\n"
             "fix.py(10):         elif run > 0:\n"
             "fix.py(12):         run = 0\n"
             "fix.py(13):         out.append(ch)\n"
             "fix.py(4):     for ch in text + \"\\0\":\n"
             "fix.py(14):     return \"\".join(out[:-1])\n"
             "_a-b")
    py = ("def fix_spaces(text):\n"
          "    out = []\n"
          "    run = 0\n"
          "    for ch in text + \"\\0\":\n"
          "        if ch == \" \":\n"
          "            run += 1\n"
          "            continue\n"
          "        if run > 2:\n"
          "            out.append(\"-\")\n"
          "        elif run > 0:\n"
          "            out.append(\"_\" * run)\n"
          "        run = 0\n"
          "        out.append(ch)\n"
          "    return \"\".join(out[:-1])")
    c("vvc09", "real-code-python-trace-module-line-listing", he(140),
      "Scan the string once and count the current run of spaces. When a non-space character arrives, flush the run: "
      "more than 2 spaces become a single `-`, 1 or 2 spaces become that many `_`. A sentinel character appended to "
      "the text flushes a trailing run, and is dropped at the end.\n\n"
      "To make sure the branches fire in the right order I saved the function in `fix.py` with a call on `\" a   b\"` "
      "and ran it under the standard tracer:\n\n" + block("text", trace) + "\n\n"
      "The single leading space became `_` and the run of three became `-`, as required.\n\n"
      + block("python", py) + "\n\n"
      "O(len(text)) time and space.",
      leak_forms=[trace, "fix.py(8):         if run > 2:\nfix.py(9):             out.append(\"-\")"],
      must_stay=["more than 2 spaces become a single `-`, 1 or 2 spaces become that many `_`",
                 "The single leading space became `_` and the run of three became `-`",
                 "O(len(text)) time and space."],
      note="a `python -m trace --trace` listing that shows every source line of the program, before the graded block")

    manifest = ("task: HumanEval/162\n"
                "entry_point: string_to_md5\n"
                "language: python3\n"
                "solution: |\n"
                "  import hashlib\n\n"
                "  def string_to_md5(text):\n"
                "      if text == \"\":\n"
                "          return None\n"
                "      return hashlib.md5(text.encode(\"utf-8\")).hexdigest()")
    py = ("import hashlib\n\n\n"
          "def string_to_md5(text):\n"
          "    if text == \"\":\n"
          "        return None\n"
          "    return hashlib.md5(text.encode(\"utf-8\")).hexdigest()")
    c("vvc10", "code-solution-as-yaml-literal-block-scalar", he(162),
      "Use `hashlib.md5` on the UTF-8 bytes and return the hex digest; the empty string maps to `None`. For "
      "'Hello world' the digest is '3e25960a79dbc69b674cd4ec67a72c62', matching the docstring.\n\n"
      "Submission manifest for the grader:\n\n" + block("yaml", manifest) + "\n\n"
      + block("python", py),
      leak_forms=[manifest, "      return hashlib.md5(text.encode(\"utf-8\")).hexdigest()"],
      must_stay=["the empty string maps to `None`", "For 'Hello world' the digest is '3e25960a79dbc69b674cd4ec67a72c62'"],
      note="the program inside a YAML literal block scalar (solution: |) of a submission manifest")

    # ------------------------------------------------------------------ must-stay probes (vvq01-vvq06)
    py = ("def rounded_avg(n, m):\n"
          "    if m < n:\n"
          "        return -1\n"
          "    return bin(round((n + m) / 2))")
    q("vvq01", "real-code-probe-rounded-average-banker-rounding-table", he(103),
      "The integers from n to m form an arithmetic series, so their average is simply (n + m) / 2; no loop is "
      "needed. Python's `round` rounds halves to the even neighbour, which is what the examples expect.\n\n"
      "| n | m | (n + m) / 2 | round | bin |\n"
      "|---|---|---|---|---|\n"
      "| 1 | 5 | 3.0 | 3 | 0b11 |\n"
      "| 10 | 20 | 15.0 | 15 | 0b1111 |\n"
      "| 20 | 33 | 26.5 | 26 | 0b11010 |\n"
      "| 7 | 5 | (n > m) | | -1 |\n\n"
      + block("python", py) + "\n\n"
      "O(1) time, versus O(m - n) for summing the range.",
      must_stay=["average is simply (n + m) / 2", "rounds halves to the even neighbour",
                 "| 20 | 33 | 26.5 | 26 | 0b11010 |", "| 1 | 5 | 3.0 | 3 | 0b11 |", "| 7 | 5 | (n > m) | | -1 |",
                 "O(1) time, versus O(m - n)"],
      note="a sample table with the half-to-even case; complexity")

    py = ("def split_words(txt):\n"
          "    if \" \" in txt:\n"
          "        return txt.split()\n"
          "    if \",\" in txt:\n"
          "        return txt.replace(\",\", \" \").split()\n"
          "    return sum(1 for ch in txt if ch.islower() and (ord(ch) - ord(\"a\")) % 2 == 1)")
    q("vvq02", "real-code-probe-odd-alphabet-order-count-samples", he(125),
      "Three cases in priority order: whitespace present, split on whitespace; otherwise commas present, split on "
      "commas; otherwise count lower-case letters whose alphabet order (a = 0, b = 1, ...) is odd.\n\n"
      "- \"Hello world!\" has a space: [\"Hello\", \"world!\"].\n"
      "- \"Hello,world!\" has a comma only: [\"Hello\", \"world!\"].\n"
      "- \"abcdef\": the odd orders are b (1), d (3), f (5), so 3.\n"
      "- \"aaaBb\": only the lower-case b counts (B is upper case), so 1.\n\n"
      + block("python", py) + "\n\n"
      "Each case is one pass over the string: O(len(txt)).",
      must_stay=["b (1), d (3), f (5), so 3", "only the lower-case b counts (B is upper case), so 1",
                 "\"Hello,world!\" has a comma only", "O(len(txt))"],
      note="sample outputs and the letter orders (numerals) around the graded block")

    py = ("def is_nested(string):\n"
          "    opens = [i for i, ch in enumerate(string) if ch == \"[\"]\n"
          "    closes = [i for i, ch in enumerate(string) if ch == \"]\"][::-1]\n"
          "    matched = 0\n"
          "    k = 0\n"
          "    for i in opens:\n"
          "        if k < len(closes) and i < closes[k]:\n"
          "            matched += 1\n"
          "            k += 1\n"
          "    return matched >= 2")
    q("vvq03", "real-code-probe-bracket-pairing-matched-count-walkthrough", he(132),
      "A nested pair exists iff we can pick two opening brackets that are both matched, in order, by closing brackets "
      "further right. Greedily pair the openings from the left with the closings from the right and count the pairs.\n\n"
      "| input | opens | closes (reversed) | matched | result |\n"
      "|---|---|---|---|---|\n"
      "| `[[]]` | 0, 1 | 3, 2 | 2 | True |\n"
      "| `[][]` | 0, 2 | 3, 1 | 1 | False |\n"
      "| `[]` | 0 | 1 | 1 | False |\n"
      "| `[[][]]` | 0, 1, 3 | 5, 4, 2 | 2 | True |\n\n"
      + block("python", py) + "\n\n"
      "O(n) time and O(n) space for the two index lists.",
      must_stay=["| `[][]` | 0, 2 | 3, 1 | 1 | False |", "| `[[]]` | 0, 1 | 3, 2 | 2 | True |",
                 "| `[[][]]` | 0, 1, 3 | 5, 4, 2 | 2 | True |", "Greedily pair the openings from the left",
                 "O(n) time and O(n) space"],
      note="a walkthrough table of matched counts; complexity")

    py = ("def sum_squares(lst):\n"
          "    total = 0\n"
          "    for i, x in enumerate(lst):\n"
          "        if i % 3 == 0:\n"
          "            total += x ** 2\n"
          "        elif i % 4 == 0:\n"
          "            total += x ** 3\n"
          "        else:\n"
          "            total += x\n"
          "    return total")
    q("vvq04", "real-code-probe-index-multiple-square-cube-trace", he(142),
      "Index rule: a multiple of 3 is squared; otherwise a multiple of 4 is cubed; everything else is added as is. "
      "Index 0 is a multiple of 3, so the first element is always squared.\n\n"
      "Trace for `[-1, -5, 2, -1, -5]`:\n\n"
      "| i | x | rule | contribution | running total |\n"
      "|---|---|---|---|---|\n"
      "| 0 | -1 | square | 1 | 1 |\n"
      "| 1 | -5 | keep | -5 | -4 |\n"
      "| 2 | 2 | keep | 2 | -2 |\n"
      "| 3 | -1 | square | 1 | -1 |\n"
      "| 4 | -5 | cube | -125 | -126 |\n\n"
      + block("python", py) + "\n\n"
      "`[1, 2, 3]` gives 1 + 2 + 3 = 6 and `[]` gives 0. One pass, O(n).",
      must_stay=["| 4 | -5 | cube | -125 | -126 |", "| 1 | -5 | keep | -5 | -4 |", "| 0 | -1 | square | 1 | 1 |",
                 "`[1, 2, 3]` gives 1 + 2 + 3 = 6", "`[]` gives 0", "One pass, O(n)."],
      note="a trace table whose running totals include the sample outputs")

    py = ("def sorted_list_sum(lst):\n"
          "    evens = [w for w in lst if len(w) % 2 == 0]\n"
          "    return sorted(evens, key=lambda w: (len(w), w))")
    q("vvq05", "real-code-probe-even-length-filter-sort-samples", he(149),
      "Drop the strings of odd length, then sort what is left by length and, within a length, alphabetically. "
      "Duplicates are kept.\n\n"
      "- `[\"aa\", \"a\", \"aaa\"]`: lengths 2, 1, 3, only \"aa\" is even, so `[\"aa\"]`.\n"
      "- `[\"ab\", \"a\", \"aaa\", \"cd\"]`: \"ab\" and \"cd\" survive, both of length 2, so `[\"ab\", \"cd\"]`.\n"
      "- `[\"d\", \"dcba\", \"abcd\", \"a\"]`: `[\"abcd\", \"dcba\"]` (same length, alphabetical).\n\n"
      + block("python", py) + "\n\n"
      "O(n log n) for the sort.",
      must_stay=["lengths 2, 1, 3, only \"aa\" is even", "both of length 2, so `[\"ab\", \"cd\"]`",
                 "`[\"abcd\", \"dcba\"]` (same length, alphabetical)", "O(n log n) for the sort."],
      note="samples with lengths and outputs around the graded block")

    py = ("import sys\n\n"
          "MOD = 998244353\n\n\n"
          "def main():\n"
          "    data = sys.stdin.buffer.read().split()\n"
          "    n = int(data[0])\n"
          "    a = [int(x) for x in data[1:1 + n]]\n"
          "    stack = []  # (value, sum of g[j] over the j whose range minimum is value)\n"
          "    total = 0   # sum over the stack of value * block sum\n"
          "    dp = 1      # dp[0]\n"
          "    for i in range(1, n + 1):\n"
          "        g = dp if (i - 1) % 2 == 0 else (MOD - dp) % MOD  # g[i-1] = (-1)^(i-1) dp[i-1]\n"
          "        cur = g\n"
          "        v = a[i - 1]\n"
          "        while stack and stack[-1][0] >= v:\n"
          "            val, s = stack.pop()\n"
          "            total = (total - val * s) % MOD\n"
          "            cur = (cur + s) % MOD\n"
          "        stack.append((v, cur))\n"
          "        total = (total + v * cur) % MOD\n"
          "        dp = total if (i - 1) % 2 == 0 else (MOD - total) % MOD\n"
          "    print(dp)\n\n\n"
          "main()")
    q("vvq06", "real-code-probe-inclusion-exclusion-monotonic-stack-walkthrough", cc(50),
      "Inclusion–exclusion over the positions where neighbours are forced equal: a block of equal values over "
      "positions j+1..i can take min(a[j+1..i]) values, and each forced equality flips the sign, so\n\n"
      "dp[i] = sum over j < i of dp[j] * (-1)^(i-1-j) * min(a[j+1..i]),  dp[0] = 1.\n\n"
      "With g[j] = (-1)^j dp[j] this is dp[i] = (-1)^(i-1) * sum_j g[j] * min(a[j+1..i]); a monotonic stack of "
      "(minimum, sum of g) blocks keeps that sum up to date in amortised O(1), so the whole thing is O(n).\n\n"
      "Walkthrough of sample 1 (`2 2 2`): dp = 1, 2, 2, 2, answer 2 (the arrays [1, 2, 1] and [2, 1, 2]).\n"
      "Sample 2 (`2 3`): dp[1] = 2, dp[2] = 2 * 3 - 1 * 2 = 4.\n"
      "Sample 3 (`1 1 1`): dp[1] = 1, dp[2] = 1 * 1 - 1 * 1 = 0, and the answer is 0.\n\n"
      + block("python", py),
      must_stay=["dp[i] = sum over j < i of dp[j] * (-1)^(i-1-j) * min(a[j+1..i]),  dp[0] = 1.",
                 "dp = 1, 2, 2, 2, answer 2", "dp[2] = 2 * 3 - 1 * 2 = 4", "dp[2] = 1 * 1 - 1 * 1 = 0",
                 "so the whole thing is O(n)"],
      note="a dp walkthrough of the three samples with the recurrence and complexity (CodeContests)")
