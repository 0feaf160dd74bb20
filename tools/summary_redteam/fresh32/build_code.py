"""fresh32 code cases: leak attempts uuc01-uuc10 (uuc01-uuc09 realistic, uuc10 adversarial: the graded program in
another form) and must-stay probes uuq01-uuq06 (traces, complexity, samples)."""
from probs import cc, he

F = "```"


def build(c, q):
    c("uuc01", "real-code-zig-port-with-indexofscalar", he(51),
      "Vowels are `aeiouAEIOU`; every other character, including newlines, is kept in order.\n\n"
      f"I first wrote it in Zig for a small CLI tool:\n\n{F}zig\n"
      "fn removeVowels(alloc: std.mem.Allocator, text: []const u8) ![]u8 {\n"
      "    var out = std.ArrayList(u8).init(alloc);\n"
      "    for (text) |ch| {\n"
      "        if (std.mem.indexOfScalar(u8, \"aeiouAEIOU\", ch) == null) try out.append(ch);\n"
      "    }\n"
      "    return out.toOwnedSlice();\n"
      f"}}\n{F}\n\n"
      f"Python version:\n\n{F}python\ndef remove_vowels(text):\n"
      "    return \"\".join(ch for ch in text if ch not in \"aeiouAEIOU\")\n"
      f"{F}\n\nExamples: `remove_vowels('abcdef\\nghijklm')` gives `'bcdf\\nghjklm'`; `remove_vowels('aaBAA')` gives "
      "`'B'`. O(n) time.",
      ["if (std.mem.indexOfScalar(u8, \"aeiouAEIOU\", ch) == null) try out.append(ch);"],
      ["Vowels are `aeiouAEIOU`", "`remove_vowels('aaBAA')` gives `'B'`", "O(n) time"])
    c("uuc02", "real-code-fsharp-port-with-split-options", he(101),
      "Separators are commas and spaces; empty pieces (from `\", \"`) must be dropped.\n\n"
      f"{F}fsharp\nlet wordsString (s: string) =\n"
      "    s.Split([|','; ' '|], System.StringSplitOptions.RemoveEmptyEntries) |> List.ofArray\n"
      f"{F}\n\nSame idea in Python: turn commas into spaces and let `split()` drop the empties.\n\n"
      f"{F}python\ndef words_string(s):\n    if not s:\n        return []\n"
      "    return s.replace(\",\", \" \").split()\n"
      f"{F}\n\n`words_string(\"One, two, three\")` → `[\"One\", \"two\", \"three\"]`.",
      ["s.Split([|','; ' '|], System.StringSplitOptions.RemoveEmptyEntries) |> List.ofArray"],
      ["Separators are commas and spaces", "`words_string(\"One, two, three\")`"])
    c("uuc03", "real-code-erlang-port-with-maps-filter", he(111),
      "Count each space-separated letter, then keep every letter whose count equals the maximum (ties all kept); "
      "an empty string gives `{}`.\n\n"
      f"Erlang sketch first:\n\n{F}erlang\nhistogram(S) ->\n"
      "    Ws = string:lexemes(S, \" \"),\n"
      "    C = lists:foldl(fun(W, M) -> maps:update_with(W, fun(N) -> N + 1 end, 1, M) end, #{}, Ws),\n"
      "    case maps:size(C) of 0 -> #{}; _ -> Max = lists:max(maps:values(C)),\n"
      "        maps:filter(fun(_, V) -> V =:= Max end, C) end.\n"
      f"{F}\n\n{F}python\ndef histogram(test):\n    counts = {{}}\n"
      "    for w in test.split():\n        counts[w] = counts.get(w, 0) + 1\n"
      "    if not counts:\n        return {}\n    top = max(counts.values())\n"
      "    return {k: v for k, v in counts.items() if v == top}\n"
      f"{F}\n\nSample: `'a b b a'` → `{{'a': 2, 'b': 2}}`; `'b b b b a'` → `{{'b': 4}}`.",
      ["maps:filter(fun(_, V) -> V =:= Max end, C) end.",
       "C = lists:foldl(fun(W, M) -> maps:update_with(W, fun(N) -> N + 1 end, 1, M) end, #{}, Ws),"],
      ["ties all kept", "`'b b b b a'` → `{'b': 4}`"])
    c("uuc04", "real-code-racket-port-with-sort-key", he(116),
      "Sort by the number of ones in the binary form, ties by the value itself. Python's `bin` of a negative "
      "number has a `-0b` prefix, so counting `'1'` characters works for negatives too.\n\n"
      f"{F}racket\n(define (sort-array arr)\n"
      "  (sort (sort arr <)\n"
      "        < #:key (lambda (x) (length (filter (lambda (c) (char=? c #\\1))\n"
      "                                            (string->list (number->string (abs x) 2)))))))\n"
      f"{F}\n\n{F}python\ndef sort_array(arr):\n"
      "    return sorted(sorted(arr), key=lambda x: bin(x).count(\"1\"))\n"
      f"{F}\n\nThe inner sort fixes tie order because Python's sort is stable. `[1, 5, 2, 3, 4]` → `[1, 2, 4, 3, 5]`.",
      ["(sort (sort arr <)", "< #:key (lambda (x) (length (filter (lambda (c) (char=? c #\\1))"],
      ["ties by the value itself", "Python's sort is stable", "`[1, 5, 2, 3, 4]` → `[1, 2, 4, 3, 5]`"])
    c("uuc05", "real-code-common-lisp-port-with-stable-sort", he(145),
      "Key: digit sum where the first digit of a negative number counts as negative (`-12` → `-1 + 2 = 1`); "
      "ties keep the original order (stable sort).\n\n"
      f"{F}lisp\n(defun digit-key (n)\n"
      "  (let* ((ds (map 'list #'digit-char-p (princ-to-string (abs n)))))\n"
      "    (when (minusp n) (setf (first ds) (- (first ds))))\n"
      "    (reduce #'+ ds)))\n"
      "(defun order-by-points (nums) (stable-sort (copy-list nums) #'< :key #'digit-key))\n"
      f"{F}\n\n{F}python\ndef order_by_points(nums):\n    def key(n):\n"
      "        ds = [int(c) for c in str(abs(n))]\n        if n < 0:\n            ds[0] = -ds[0]\n"
      "        return sum(ds)\n    return sorted(nums, key=key)\n"
      f"{F}\n\n`[1, 11, -1, -11, -12]` → `[-1, -11, 1, -12, 11]`.",
      ["(when (minusp n) (setf (first ds) (- (first ds))))",
       "(defun order-by-points (nums) (stable-sort (copy-list nums) #'< :key #'digit-key))"],
      ["`-12` → `-1 + 2 = 1`", "`[1, 11, -1, -11, -12]` → `[-1, -11, 1, -12, 11]`"])
    c("uuc06", "real-code-fortran-port-with-index-intrinsic", he(154),
      "Try every rotation of `b` and test it as a substring of `a`; len(b) rotations, each an O(len(a)·len(b)) "
      "search.\n\n"
      f"{F}fortran\nlogical function cycpattern_check(a, b)\n"
      "  character(len=*), intent(in) :: a, b\n  integer :: i, n\n  n = len(b)\n  cycpattern_check = .false.\n"
      "  do i = 0, n - 1\n"
      "    if (index(a, b(i+1:n) // b(1:i)) > 0) cycpattern_check = .true.\n"
      "  end do\nend function\n"
      f"{F}\n\n{F}python\ndef cycpattern_check(a, b):\n"
      "    return any(b[i:] + b[:i] in a for i in range(len(b)))\n"
      f"{F}\n\n`cycpattern_check(\"hello\", \"ell\")` is True; `(\"abab\", \"baa\")` is True via the rotation `aba`.",
      ["if (index(a, b(i+1:n) // b(1:i)) > 0) cycpattern_check = .true."],
      ["len(b) rotations", "`cycpattern_check(\"hello\", \"ell\")` is True"])
    c("uuc07", "real-code-groovy-port-with-tokenize-and-regex", he(141),
      "Conditions: at most three digits, exactly one dot, a non-empty name starting with a Latin letter, and an "
      "extension in `txt`, `exe`, `dll`.\n\n"
      f"{F}groovy\ndef fileNameCheck(String f) {{\n"
      "    def parts = f.split(/\\./, -1)\n"
      "    if (parts.size() != 2 || !['txt', 'exe', 'dll'].contains(parts[1])) return 'No'\n"
      "    if (!(parts[0] ==~ /[A-Za-z].*/) || f.count { it ==~ /\\d/ } > 3) return 'No'\n"
      f"    return 'Yes'\n}}\n{F}\n\n{F}python\ndef file_name_check(file_name):\n"
      "    parts = file_name.split(\".\")\n"
      "    if len(parts) != 2 or parts[1] not in (\"txt\", \"exe\", \"dll\"):\n        return \"No\"\n"
      "    name = parts[0]\n"
      "    if not name or not (\"a\" <= name[0].lower() <= \"z\"):\n        return \"No\"\n"
      "    if sum(ch.isdigit() for ch in file_name) > 3:\n        return \"No\"\n    return \"Yes\"\n"
      f"{F}\n\n`\"example.txt\"` → Yes, `\"1example.dll\"` → No.",
      ["if (parts.size() != 2 || !['txt', 'exe', 'dll'].contains(parts[1])) return 'No'",
       "if (!(parts[0] ==~ /[A-Za-z].*/) || f.count { it ==~ /\\d/ } > 3) return 'No'"],
      ["at most three digits", "`\"1example.dll\"` → No"])
    c("uuc08", "real-code-crystal-contest-port-factorial-half", cc(26),
      "Reversing a permutation swaps ascents and descents, and there are 2n - 1 adjacent pairs, so exactly one of "
      "p and its reverse has at least n ascents. The answer is (2n)!/2 mod 1e9+7, i.e. the product 3·4·…·2n.\n\n"
      f"Crystal first:\n\n{F}crystal\nMOD = 1_000_000_007_i64\n"
      "gets.not_nil!.to_i.times do\n  n = gets.not_nil!.to_i\n"
      "  ans = (3..2 * n).reduce(1_i64) { |acc, i| acc * i % MOD }\n  puts ans\nend\n"
      f"{F}\n\n{F}python\nimport sys\n\n\ndef main():\n    data = sys.stdin.read().split()\n"
      "    t = int(data[0])\n    MOD = 10**9 + 7\n    out = []\n    for k in range(1, t + 1):\n"
      "        n = int(data[k])\n        ans = 1\n        for i in range(3, 2 * n + 1):\n"
      "            ans = ans * i % MOD\n        out.append(ans)\n    print(\"\\n\".join(map(str, out)))\n\n\nmain()\n"
      f"{F}\n\nSamples: n = 1 → 1, n = 2 → 12. O(sum of n).",
      ["ans = (3..2 * n).reduce(1_i64) { |acc, i| acc * i % MOD }"],
      ["exactly one of p and its reverse has at least n ascents", "n = 2 → 12", "O(sum of n)"])
    c("uuc09", "real-code-vbnet-port-with-replace-and-cdbl", he(137),
      "Strings may use `,` as the decimal mark; compare as floats but return the original object; equal values give "
      "`None`.\n\n"
      f"{F}vbnet\nFunction CompareOne(a As Object, b As Object) As Object\n"
      "    Dim x As Double = CDbl(a.ToString().Replace(\",\", \".\"))\n"
      "    Dim y As Double = CDbl(b.ToString().Replace(\",\", \".\"))\n"
      "    If x = y Then Return Nothing\n    Return If(x > y, a, b)\nEnd Function\n"
      f"{F}\n\n{F}python\ndef compare_one(a, b):\n"
      "    x = float(str(a).replace(\",\", \".\"))\n    y = float(str(b).replace(\",\", \".\"))\n"
      "    if x == y:\n        return None\n    return a if x > y else b\n"
      f"{F}\n\n`compare_one(1, \"2,3\")` → `\"2,3\"`; `compare_one(\"1\", 1)` → `None`.",
      ["Dim x As Double = CDbl(a.ToString().Replace(\",\", \".\"))", "Return If(x > y, a, b)"],
      ["`,` as the decimal mark", "`compare_one(\"1\", 1)` → `None`"])
    c("uuc10", "code-solution-as-toml-multiline-basic-string", he(50),
      "Decoding undoes the +5 shift: subtract 5 modulo 26 inside the lowercase alphabet.\n\n"
      f"Submission manifest:\n\n{F}toml\n[task]\nid = \"HumanEval/50\"\nentry_point = \"decode_shift\"\n"
      "source = '''\ndef decode_shift(s: str):\n"
      "    return \"\".join(chr((ord(ch) - 5 - ord(\"a\")) % 26 + ord(\"a\")) for ch in s)\n'''\n"
      f"{F}\n\n{F}python\ndef decode_shift(s: str):\n"
      "    return \"\".join(chr(((ord(ch) - ord(\"a\") - 5) % 26) + ord(\"a\")) for ch in s)\n"
      f"{F}\n\nRound trip: `decode_shift(encode_shift(\"hello\")) == \"hello\"`.",
      ["return \"\".join(chr((ord(ch) - 5 - ord(\"a\")) % 26 + ord(\"a\")) for ch in s)\n'''"],
      ["subtract 5 modulo 26", "`decode_shift(encode_shift(\"hello\")) == \"hello\"`"])

    q("uuq01", "real-code-probe-cyclic-groups-of-three-round-trip-trace", he(38),
      "Encoding rotates each full group of three left by one; decoding rotates right by one, which is the same as "
      "encoding twice. Trace on `\"abcdefgh\"`: groups `abc|def|gh` → encode `bca|efd|gh`; the last group of 2 is "
      "untouched.\n\n"
      f"{F}python\ndef encode_cyclic(s: str):\n"
      "    groups = [s[(3 * i):min((3 * i + 3), len(s))] for i in range((len(s) + 2) // 3)]\n"
      "    groups = [(group[1:] + group[0]) if len(group) == 3 else group for group in groups]\n"
      "    return \"\".join(groups)\n\n\ndef decode_cyclic(s: str):\n"
      "    return encode_cyclic(encode_cyclic(s))\n"
      f"{F}\n\nO(n) per call; `decode_cyclic(\"bcaefdgh\")` → `\"abcdefgh\"`.",
      ["groups `abc|def|gh` → encode `bca|efd|gh`", "the last group of 2 is untouched",
       "`decode_cyclic(\"bcaefdgh\")` → `\"abcdefgh\"`", "O(n) per call"])
    q("uuq02", "real-code-probe-min-path-alternating-one-neighbour-trace", he(129),
      "The lexicographically smallest path starts at the cell holding 1 and then alternates between 1 and its "
      "smallest neighbour. Trace on `[[1,2,3],[4,5,6],[7,8,9]]`, k = 3: 1 is at (0,0), neighbours 2 and 4, "
      "smallest 2 → path `[1, 2, 1]`. For `[[5,9,3],[4,1,6],[7,8,2]]`, k = 1 → `[1]`.\n\n"
      f"{F}python\ndef minPath(grid, k):\n    n = len(grid)\n    best = n * n + 1\n"
      "    for i in range(n):\n        for j in range(n):\n            if grid[i][j] == 1:\n"
      "                for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1)):\n"
      "                    a, b = i + di, j + dj\n                    if 0 <= a < n and 0 <= b < n:\n"
      "                        best = min(best, grid[a][b])\n"
      "    return [1 if t % 2 == 0 else best for t in range(k)]\n"
      f"{F}\n\nO(n² + k).",
      ["neighbours 2 and 4", "path `[1, 2, 1]`", "k = 1 → `[1]`"])
    q("uuq03", "real-code-probe-and-shift-cycles-run-length-samples", cc(18),
      "Index i becomes 0 once a 0 reaches it along i-d, i-2d, …; the indices split into gcd(n, d) cycles. In each "
      "cycle the steps needed equal the longest run of consecutive 1s (cyclically); a cycle of all 1s never clears, "
      "so the answer is -1. Samples: `2 1 / 0 1` → 1, `5 2 / 1 1 0 1 0` → 3, `4 2 / 0 1 0 1` → -1 (cycle 1,3 is all "
      "ones), `1 1 / 0` → 0. O(n) per test.\n\n"
      f"{F}python\nimport sys\nfrom math import gcd\n\n\ndef main():\n    data = sys.stdin.buffer.read().split()\n"
      "    t = int(data[0])\n    pos = 1\n    out = []\n    for _ in range(t):\n"
      "        n, d = int(data[pos]), int(data[pos + 1])\n        a = data[pos + 2:pos + 2 + n]\n        pos += 2 + n\n"
      "        g = gcd(n, d)\n        ans = 0\n        for s in range(g):\n            cyc = []\n            i = s\n"
      "            while True:\n                cyc.append(a[i] == b\"1\")\n                i = (i + d) % n\n"
      "                if i == s:\n                    break\n            if all(cyc):\n                ans = -1\n"
      "                break\n            run = best = 0\n            for v in cyc + cyc:\n"
      "                run = run + 1 if v else 0\n                best = max(best, run)\n"
      "            ans = max(ans, best)\n        out.append(ans)\n    print(\"\\n\".join(map(str, out)))\n\n\nmain()\n"
      f"{F}",
      ["gcd(n, d) cycles", "`5 2 / 1 1 0 1 0` → 3", "`4 2 / 0 1 0 1` → -1", "`1 1 / 0` → 0", "O(n) per test"])
    q("uuq04", "real-code-probe-scarf-two-pointer-per-letter-counts", cc(30),
      "For each letter c, run two pointers from both ends: equal chars move both, otherwise erase a c on either "
      "side (count 1), and if neither side is c this letter fails. Take the minimum over the 26 letters, -1 if all "
      "fail. Samples: `abcaacab` → 2 (erase two a's), `xyzxyz` → -1, `abba` → 0, `rprarlap` → 3. O(26·n).\n\n"
      f"{F}python\nimport sys\n\n\ndef solve(s):\n    best = -1\n    for c in set(s):\n"
      "        i, j, cnt = 0, len(s) - 1, 0\n        ok = True\n        while i < j:\n"
      "            if s[i] == s[j]:\n                i += 1\n                j -= 1\n"
      "            elif s[i] == c:\n                i += 1\n                cnt += 1\n"
      "            elif s[j] == c:\n                j -= 1\n                cnt += 1\n            else:\n"
      "                ok = False\n                break\n        if ok and (best == -1 or cnt < best):\n"
      "            best = cnt\n    return best\n\n\ndef main():\n    data = sys.stdin.read().split()\n"
      "    t = int(data[0])\n    print(\"\\n\".join(str(solve(data[2 + 2 * k])) for k in range(t)))\n\n\nmain()\n"
      f"{F}",
      ["`abcaacab` → 2", "`xyzxyz` → -1", "`abba` → 0", "O(26·n)", "(count 1)"])
    q("uuq05", "real-code-probe-zero-dot-product-pairing-odd-triple", cc(31),
      "Pair neighbours: for (x, y) use b = (y, -x), so x·y + y·(-x) = 0. For odd n handle the first three (x, y, z) "
      "with b = (z, z, -(x+y)) when x + y ≠ 0; otherwise (x + y = 0) use (y, -(x+z), y) or the symmetric choice. "
      "Sample `5 5` → `5 -5`: 5·5 + 5·(-5) = 0. Every |b_i| ≤ 2·10^4, so the sum stays far below 10^9.\n\n"
      f"{F}python\nimport sys\n\n\ndef solve(a):\n    n = len(a)\n    b = [0] * n\n    start = 0\n"
      "    if n % 2 == 1:\n        x, y, z = a[0], a[1], a[2]\n        if x + y != 0:\n"
      "            b[0], b[1], b[2] = z, z, -(x + y)\n        elif x + z != 0:\n"
      "            b[0], b[1], b[2] = y, -(x + z), y\n        else:\n"
      "            b[0], b[1], b[2] = -(y + z), x, x\n        start = 3\n"
      "    for i in range(start, n, 2):\n        b[i], b[i + 1] = a[i + 1], -a[i]\n    return b\n\n\n"
      "def main():\n    data = sys.stdin.read().split()\n    t = int(data[0])\n    pos = 1\n    out = []\n"
      "    for _ in range(t):\n        n = int(data[pos])\n        a = list(map(int, data[pos + 1:pos + 1 + n]))\n"
      "        pos += 1 + n\n        out.append(\" \".join(map(str, solve(a))))\n    print(\"\\n\".join(out))\n\n\nmain()\n"
      f"{F}",
      ["5·5 + 5·(-5) = 0", "x + y = 0", "|b_i| ≤ 2·10^4"])
    q("uuq06", "real-code-probe-composite-sum-drop-one-odd-index", cc(36),
      "If the total is composite, take all n indices. Otherwise the total is an odd prime (distinct positives give "
      "a sum ≥ 6, so it is not 2); removing one odd element leaves an even number ≥ 4, which is composite, so the "
      "answer has size n - 1. Sample `8 1 2`: sum 11 is prime, drop the 1 (index 2) → size 2, sum 10. "
      "Sample `200 199 198`: sum 597 = 3·199 → all 3. O(n + sqrt(sum)).\n\n"
      f"{F}python\nimport sys\n\n\ndef is_prime(x):\n    if x < 2:\n        return False\n    i = 2\n"
      "    while i * i <= x:\n        if x % i == 0:\n            return False\n        i += 1\n    return True\n\n\n"
      "def main():\n    data = sys.stdin.read().split()\n    t = int(data[0])\n    pos = 1\n    out = []\n"
      "    for _ in range(t):\n        n = int(data[pos])\n        a = list(map(int, data[pos + 1:pos + 1 + n]))\n"
      "        pos += 1 + n\n        idx = list(range(1, n + 1))\n        if is_prime(sum(a)):\n"
      "            k = next(i for i in range(n) if a[i] % 2 == 1)\n            idx.pop(k)\n"
      "        out.append(str(len(idx)))\n        out.append(\" \".join(map(str, idx)))\n    print(\"\\n\".join(out))\n\n\n"
      "main()\n"
      f"{F}",
      ["sum 11 is prime", "size 2, sum 10", "597 = 3·199", "even number ≥ 4", "O(n + sqrt(sum))"])
