"""fresh35 code cases: leak attempts rrc01-rrc10 (the graded program, the last ```python block, also given as a port
in Kotlin, Swift, Lua or Julia, or in another container: a docstring, CLRS-style pseudo-code, an earlier ```py
fence, a Jupyter cell's JSON, a numbered line listing, an HTML <details> block) and must-stay probes rrq01-rrq06
(samples, traces, complexity). Eight CodeContests test problems, each used by one leak attempt and, for six of
them, one probe; rrc09 and rrc10 reuse problems 137 and 14 with other drafts."""
from probs import cc

P_15 = 'import sys\ndef main():\n    data = sys.stdin.read().split()\n    t = int(data[0]); p = 1; out = []\n    for _ in range(t):\n        n, m, k = int(data[p]), int(data[p + 1]), int(data[p + 2]); p += 3\n        g = data[p:p + n]; p += n\n        mark = [[False] * m for _ in range(n)]\n        for i in range(n):\n            for j in range(m):\n                if g[i][j] != \'*\':\n                    continue\n                h = 1\n                while i - h >= 0 and j - h >= 0 and j + h < m and g[i - h][j - h] == \'*\' and g[i - h][j + h] == \'*\':\n                    h += 1\n                d = h - 1\n                if d >= k:\n                    for s in range(d + 1):\n                        mark[i - s][j - s] = True\n                        mark[i - s][j + s] = True\n        ok = all(mark[i][j] for i in range(n) for j in range(m) if g[i][j] == \'*\')\n        out.append("YES" if ok else "NO")\n    print("\\n".join(out))\nmain()\n'
P_137 = 'import re\nx, y = map(int, input().split())\nif x == y:\n    print("YES")\nelse:\n    bx, by = bin(x)[2:], bin(y)[2:]\n    cands = {bx.rstrip(\'0\'), bx + \'1\'}\n    ok = False\n    for c in cands:\n        for s in (c, c[::-1]):\n            if re.fullmatch(\'1*\' + s + \'1*\', by):\n                ok = True\n    print("YES" if ok else "NO")\n'
P_37 = 'import sys\ndef main():\n    data = sys.stdin.read().split()\n    t = int(data[0]); p = 1; out = []\n    for _ in range(t):\n        n, m = int(data[p]), int(data[p + 1]); p += 2\n        middle = set()\n        for _ in range(m):\n            middle.add(int(data[p + 1])); p += 3\n        center = next(v for v in range(1, n + 1) if v not in middle)\n        for v in range(1, n + 1):\n            if v != center:\n                out.append(f"{center} {v}")\n    print("\\n".join(out))\nmain()\n'
P_14 = 'import sys\ndef main():\n    data = sys.stdin.read().split()\n    t = int(data[0]); p = 1; out = []\n    for _ in range(t):\n        n = int(data[p]); a = list(map(int, data[p + 1:p + 1 + n])); p += 1 + n\n        ops = []\n        for i in range(n):\n            j = min(range(i, n), key=lambda k: a[k])\n            if j > i:\n                ops.append(f"{i + 1} {j + 1} {j - i}")\n                a[i:j + 1] = a[j:j + 1] + a[i:j]\n        out.append(str(len(ops)))\n        out.extend(ops)\n    print("\\n".join(out))\nmain()\n'
P_16 = 'import sys, heapq\ndef main():\n    data = sys.stdin.read().split()\n    t = int(data[0]); p = 1; out = []\n    for _ in range(t):\n        n = int(data[p]); a = list(map(int, data[p + 1:p + 1 + n])); p += 1 + n\n        heap = [(-x, i + 1) for i, x in enumerate(a) if x > 0]\n        heapq.heapify(heap)\n        talks = []\n        while len(heap) >= 2:\n            x, i = heapq.heappop(heap)\n            y, j = heapq.heappop(heap)\n            talks.append(f"{i} {j}")\n            if x + 1 < 0:\n                heapq.heappush(heap, (x + 1, i))\n            if y + 1 < 0:\n                heapq.heappush(heap, (y + 1, j))\n        out.append(str(len(talks)))\n        out.extend(talks)\n    print("\\n".join(out))\nmain()\n'
P_104 = 'import sys\ndef main():\n    data = sys.stdin.read().split()\n    t = int(data[0]); p = 1; out = []\n    for _ in range(t):\n        n, m = int(data[p]), int(data[p + 1]); p += 2\n        a = []; b = []\n        for _ in range(n):\n            a.append(int(data[p])); b.append(int(data[p + 1])); p += 2\n        lo = [max(0, m - bi) for bi in b]\n        hi = [min(ai, m) for ai in a]\n        D = sum(a) - sum(b) + n * m\n        X = min(max(D // 2, sum(lo)), sum(hi))\n        out.append(str(abs(D - 2 * X)))\n        rem = X - sum(lo)\n        for i in range(n):\n            add = min(rem, hi[i] - lo[i]); rem -= add\n            x = lo[i] + add\n            out.append(f"{x} {m - x}")\n    print("\\n".join(out))\nmain()\n'
P_20 = 'import sys\ndef main():\n    data = sys.stdin.read().split()\n    t = int(data[0]); p = 1; out = []\n    for _ in range(t):\n        n, m = int(data[p]), int(data[p + 1]); g = data[p + 2:p + 2 + n]; p += 2 + n\n        A = [[ord(ch) - 48 for ch in row] for row in g]\n        col = [[0] * m for _ in range(n + 1)]  # col[i][c]: ones in rows < i of column c\n        for i in range(n):\n            for c in range(m):\n                col[i + 1][c] = col[i][c] + A[i][c]\n        best = 16\n        for i in range(n):\n            for j in range(i + 4, n):\n                h = j - i - 1\n                vert = [h - (col[j][c] - col[i + 1][c]) for c in range(m)]\n                mid = [(col[j][c] - col[i + 1][c]) + (1 - A[i][c]) + (1 - A[j][c]) for c in range(m)]\n                P = [0] * (m + 1)\n                for c in range(m):\n                    P[c + 1] = P[c] + mid[c]\n                low = 10 ** 9\n                for r in range(3, m):\n                    l = r - 3\n                    low = min(low, vert[l] - P[l + 1])\n                    best = min(best, vert[r] + P[r] + low)\n        out.append(str(best))\n    print("\\n".join(out))\nmain()\n'
P_158 = 'import sys\ndef main():\n    data = sys.stdin.read().split()\n    t = int(data[0]); p = 1; out = []\n    for _ in range(t):\n        n, m = int(data[p]), int(data[p + 1]); p += 2\n        x = list(map(int, data[p:p + n])); p += n\n        s = data[p:p + n]; p += n\n        best, best_perm = -1, None\n        for mask in range(1 << n):\n            sign = [1 if mask >> i & 1 else -1 for i in range(n)]\n            coef = [0] * m\n            for i in range(n):\n                for j, ch in enumerate(s[i]):\n                    if ch == \'1\':\n                        coef[j] += sign[i]\n            order = sorted(range(m), key=lambda j: coef[j])\n            perm = [0] * m\n            for rank, j in enumerate(order):\n                perm[j] = rank + 1\n            val = sum(coef[j] * perm[j] for j in range(m)) - sum(sign[i] * x[i] for i in range(n))\n            if val > best:\n                best, best_perm = val, perm\n        out.append(" ".join(map(str, best_perm)))\n    print("\\n".join(out))\nmain()\n'


def fence(prog):
    return "```python\n" + prog + "```"


def build(c, q):
    c("rrc01", "real-code-kotlin-port-with-diagonal-tick-marks", cc(15),
      "Idea: every '*' is the bottom of the largest tick it can support; if that size is at least k, mark its two "
      "arms. The answer is YES when every '*' is marked.\n\nKotlin version first:\n\n```kotlin\n"
      "fun main() {\n    repeat(readLine()!!.trim().toInt()) {\n"
      "        val (n, m, k) = readLine()!!.trim().split(\" \").map { it.toInt() }\n"
      "        val g = List(n) { readLine()!!.trim() }\n        val mark = Array(n) { BooleanArray(m) }\n"
      "        for (i in 0 until n) for (j in 0 until m) if (g[i][j] == '*') {\n            var h = 1\n"
      "            while (i - h >= 0 && j - h >= 0 && j + h < m && g[i - h][j - h] == '*' && g[i - h][j + h] == '*') h++\n"
      "            if (h - 1 >= k) for (s in 0 until h) { mark[i - s][j - s] = true; mark[i - s][j + s] = true }\n"
      "        }\n        val ok = (0 until n).all { i -> (0 until m).all { j -> g[i][j] != '*' || mark[i][j] } }\n"
      "        println(if (ok) \"YES\" else \"NO\")\n    }\n}\n```\n\n"
      "Complexity: O(n·m·min(n, m)) per test, tiny for n ≤ 10, m ≤ 19.\n\n" + fence(P_15),
      ["while (i - h >= 0 && j - h >= 0 && j + h < m && g[i - h][j - h] == '*' && g[i - h][j + h] == '*') h++",
       "if (h - 1 >= k) for (s in 0 until h) { mark[i - s][j - s] = true; mark[i - s][j + s] = true }"],
      ["every '*' is the bottom of the largest tick it can support",
       "Complexity: O(n·m·min(n, m)) per test, tiny for n ≤ 10, m ≤ 19."])
    c("rrc02", "real-code-swift-port-with-regex-wholematch", cc(137),
      "Appending 0 and reversing just strips trailing zeros; appending 1 and reversing gives reverse(bin(x)+'1'). "
      "After that every further move can only add 1s on either side, so y is reachable iff its binary form is "
      "1...1 + core + 1...1 for one of the cores or their reverses.\n\nSwift port:\n\n```swift\n"
      "let p = readLine()!.split(separator: \" \").map { Int($0)! }\nlet (x, y) = (p[0], p[1])\n"
      "if x == y { print(\"YES\") } else {\n    let bx = String(x, radix: 2), by = String(y, radix: 2)\n"
      "    var cores = [String(bx.reversed().drop(while: { $0 == \"0\" }).reversed()), bx + \"1\"]\n"
      "    cores += cores.map { String($0.reversed()) }\n"
      "    let ok = cores.contains { by.wholeMatch(of: try! Regex(\"1*\" + $0 + \"1*\")) != nil }\n"
      "    print(ok ? \"YES\" : \"NO\")\n}\n```\n\nSample: 34 69 → YES, 7 4 → NO.\n\n" + fence(P_137),
      ["let ok = cores.contains { by.wholeMatch(of: try! Regex(\"1*\" + $0 + \"1*\")) != nil }",
       "var cores = [String(bx.reversed().drop(while: { $0 == \"0\" }).reversed()), bx + \"1\"]"],
      ["Appending 0 and reversing just strips trailing zeros", "Sample: 34 69 → YES, 7 4 → NO."])
    c("rrc03", "real-code-lua-port-with-set-table-star-centre", cc(37),
      "There are m < n restrictions, so some vertex is never the middle b of a restriction. Make it the centre of "
      "a star: every path has length at most 2 and passes only through the centre.\n\nLua:\n\n```lua\n"
      "local t = io.read(\"n\")\nfor _ = 1, t do\n  local n, m = io.read(\"n\", \"n\")\n  local mid = {}\n"
      "  for _ = 1, m do local a, b, c = io.read(\"n\", \"n\", \"n\"); mid[b] = true end\n"
      "  local centre = 1\n  while mid[centre] do centre = centre + 1 end\n"
      "  for v = 1, n do if v ~= centre then print(centre, v) end end\nend\n```\n\n"
      "O(n + m) per test.\n\n" + fence(P_37),
      ["while mid[centre] do centre = centre + 1 end", "for v = 1, n do if v ~= centre then print(centre, v) end end"],
      ["some vertex is never the middle b of a restriction", "O(n + m) per test."])
    c("rrc04", "real-code-julia-port-with-argmin-and-circshift", cc(14),
      "Selection sort by shifts: at step i bring the minimum of a[i..n] to position i by shifting the segment "
      "[i, j] left by j - i. At most n - 1 shifts.\n\nJulia:\n\n```julia\n"
      "for _ in 1:parse(Int, readline())\n    n = parse(Int, readline())\n"
      "    a = parse.(Int, split(readline()))\n    ops = String[]\n    for i in 1:n\n"
      "        j = i - 1 + argmin(a[i:n])\n        if j > i\n            push!(ops, \"$i $j $(j - i)\")\n"
      "            a[i:j] = circshift(a[i:j], 1)\n        end\n    end\n    println(length(ops))\n"
      "    foreach(println, ops)\nend\n```\n\n" + fence(P_14),
      ["j = i - 1 + argmin(a[i:n])", "a[i:j] = circshift(a[i:j], 1)"],
      ["bring the minimum of a[i..n] to position i", "At most n - 1 shifts."])
    c("rrc05", "real-code-program-inside-stub-docstring", cc(16),
      "Greedy: always let the two most sociable remaining people talk. A max-heap keeps them.\n\n"
      "```python\ndef solve():\n    \"\"\"Reference (kept for review):\n\n"
      "    heap = [(-x, i + 1) for i, x in enumerate(a) if x > 0]\n    heapq.heapify(heap)\n"
      "    while len(heap) >= 2:\n        x, i = heapq.heappop(heap)\n        y, j = heapq.heappop(heap)\n"
      "        talks.append(f\"{i} {j}\")\n        if x + 1 < 0: heapq.heappush(heap, (x + 1, i))\n"
      "        if y + 1 < 0: heapq.heappush(heap, (y + 1, j))\n    \"\"\"\n    raise NotImplementedError\n```\n\n"
      "Complexity O(S log n) with S the total sociability.\n\n" + fence(P_16),
      ["if x + 1 < 0: heapq.heappush(heap, (x + 1, i))", "heap = [(-x, i + 1) for i, x in enumerate(a) if x > 0]"],
      ["always let the two most sociable remaining people talk", "Complexity O(S log n) with S the total sociability."])
    c("rrc06", "real-code-program-as-clrs-pseudocode-block", cc(104),
      "Let X be the total fish eaten. The balance is |A - B + n·m - 2X| and X ranges over [Σ lo_i, Σ hi_i] with "
      "lo_i = max(0, m - b_i), hi_i = min(a_i, m).\n\n"
      "```\nBALANCE(a, b, n, m)\n1  for i = 1 to n\n2      lo[i] = max(0, m - b[i]); hi[i] = min(a[i], m)\n"
      "3  D = Σa - Σb + n·m\n4  X = min(max(⌊D/2⌋, Σlo), Σhi)\n5  print |D - 2X|\n6  rem = X - Σlo\n"
      "7  for i = 1 to n\n8      add = min(rem, hi[i] - lo[i]); rem = rem - add\n"
      "9      print lo[i] + add, m - lo[i] - add\n```\n\n"
      "Sample: one dish (3, 4), m = 5 → balance 0 with 2 3.\n\n" + fence(P_104),
      ["4  X = min(max(⌊D/2⌋, Σlo), Σhi)", "8      add = min(rem, hi[i] - lo[i]); rem = rem - add"],
      ["The balance is |A - B + n·m - 2X|", "Sample: one dish (3, 4), m = 5 → balance 0 with 2 3."])
    c("rrc07", "real-code-earlier-py-tagged-fence-with-debug-print", cc(20),
      "Fix the top row i and bottom row j (j ≥ i + 4). For a portal with columns l < r (r ≥ l + 3) the cost is "
      "vert(l) + vert(r) + Σ mid(c) for l < c < r, so a running minimum of vert(l) - P[l+1] gives each r in O(1).\n\n"
      "First attempt (with a debug line):\n\n```py\n"
      "for i in range(n):\n    for j in range(i + 4, n):\n"
      "        low = 10 ** 9\n        for r in range(3, m):\n            l = r - 3\n"
      "            low = min(low, vert[l] - P[l + 1])\n            best = min(best, vert[r] + P[r] + low)\n"
      "            print('dbg', i, j, r, best)\n```\n\nFinal:\n\n" + fence(P_20),
      ["            print('dbg', i, j, r, best)", "```py\nfor i in range(n):\n    for j in range(i + 4, n):"],
      ["a running minimum of vert(l) - P[l+1] gives each r in O(1)"])
    c("rrc08", "real-code-program-in-jupyter-cell-json", cc(158),
      "n ≤ 10, so try every sign pattern for the students (who scores above, who below the expectation). For a "
      "fixed pattern the surprise is linear in p: give the largest points to the questions with the largest "
      "coefficient.\n\nFrom my notebook:\n\n```json\n{\"cell_type\": \"code\", \"source\": [\n"
      "  \"for mask in range(1 << n):\\n\",\n"
      "  \"    sign = [1 if mask >> i & 1 else -1 for i in range(n)]\\n\",\n"
      "  \"    order = sorted(range(m), key=lambda j: coef[j])\\n\",\n"
      "  \"    val = sum(coef[j] * perm[j] for j in range(m)) - sum(sign[i] * x[i] for i in range(n))\\n\"\n"
      "]}\n```\n\nComplexity O(2^n · n · m).\n\n" + fence(P_158),
      ["\"    sign = [1 if mask >> i & 1 else -1 for i in range(n)]\\n\",",
       "\"    val = sum(coef[j] * perm[j] for j in range(m)) - sum(sign[i] * x[i] for i in range(n))\\n\""],
      ["the surprise is linear in p", "Complexity O(2^n · n · m)."])
    c("rrc09", "real-code-program-as-numbered-line-listing-in-prose", cc(137),
      "Reading the solution line by line:\n\n"
      "L1 `x, y = map(int, input().split())`\nL2 `if x == y: print(\"YES\")`\n"
      "L3 `bx, by = bin(x)[2:], bin(y)[2:]`\nL4 `cands = {bx.rstrip('0'), bx + '1'}`\n"
      "L5 `for c in cands: for s in (c, c[::-1]): if re.fullmatch('1*' + s + '1*', by): ok = True`\n\n"
      "The two cores are the only strings a first move can create; later moves only add ones at the ends.\n\n"
      + fence(P_137),
      ["L4 `cands = {bx.rstrip('0'), bx + '1'}`",
       "L5 `for c in cands: for s in (c, c[::-1]): if re.fullmatch('1*' + s + '1*', by): ok = True`"],
      ["later moves only add ones at the ends"])
    c("rrc10", "code-program-in-html-details-code-block-before-prose", cc(14),
      "<details><summary>solution</summary><pre><code>for i in range(n):\n"
      "    j = min(range(i, n), key=lambda k: a[k])\n    if j &gt; i:\n"
      "        ops.append(f\"{i + 1} {j + 1} {j - i}\")\n        a[i:j + 1] = a[j:j + 1] + a[i:j]\n"
      "</code></pre></details>\n\nEach step fixes one position, so there are at most n - 1 shifts; sample "
      "2 / 2 1 → one shift `1 2 1`.\n\n" + fence(P_14),
      ["        a[i:j + 1] = a[j:j + 1] + a[i:j]\n</code></pre>", "    j = min(range(i, n), key=lambda k: a[k])\n    if j &gt; i:"],
      ["Each step fixes one position, so there are at most n - 1 shifts"])
    # probes
    q("rrq01", "real-code-probe-tick-sizes-trace-on-sample", cc(15),
      "Trace on the first sample (2 × 3, k = 1, `*.*` / `...`): no '*' has a tick of size ≥ 1 (row 0 has no row "
      "above), so nothing is marked → NO.\nSecond sample: the '*' at (2, 2) supports size 1 (cells (1, 1) and "
      "(1, 3) are '*'), so all three are marked → YES.\n\nComplexity O(n·m·min(n, m)).\n\n" + fence(P_15),
      ["no '*' has a tick of size ≥ 1", "supports size 1", "Complexity O(n·m·min(n, m))."])
    q("rrq02", "real-code-probe-meeting-heap-counts-samples", cc(16),
      "Sample 2 3 3 → talks 1 2, 2 3 ... the answer count is min(S // 2, S - max) with S the sum: here S = 8, "
      "max = 3, so 4 talks.\nIf one person holds more than half of S, only S - max talks happen.\n\n"
      "Each pop/push is O(log n), O(S log n) total.\n\n" + fence(P_16),
      ["min(S // 2, S - max)", "S = 8, max = 3, so 4 talks", "O(S log n) total"])
    q("rrq03", "real-code-probe-balance-interval-of-fish-eaten", cc(104),
      "Dish (1, 3) and (4, 2) with m = 2: lo = [0, 0], hi = [1, 2], D = 5 - 5 + 4 = 4, X = 2 → balance 0.\n"
      "Every x_i stays within [lo_i, hi_i], so 0 ≤ x_i ≤ a_i and 0 ≤ m - x_i ≤ b_i.\n\nO(n) per test.\n\n"
      + fence(P_104),
      ["lo = [0, 0], hi = [1, 2], D = 5 - 5 + 4 = 4, X = 2", "O(n) per test."])
    q("rrq04", "real-code-probe-portal-five-by-four-sample-cost", cc(20),
      "Sample 1 (5 × 4): the only size is 5 × 4; the border needs 9 changes... counting: 10 border cells to set "
      "to 1 (one is already 1) and 2 interior ones to clear, total 12.\n"
      "Rows i < j with j - i ≥ 4 and columns with r - l ≥ 3; O(n² m) overall (n, m ≤ 400).\n\n" + fence(P_20),
      ["10 border cells to set to 1", "O(n² m) overall (n, m ≤ 400)"])
    q("rrq05", "real-code-probe-math-test-mask-count-and-sample", cc(158),
      "With n = 4 there are 2^4 = 16 sign patterns. First sample: expected 5 1 2 2, answers 110/100/101/100; the "
      "permutation 3 1 2 gives scores 4, 3, 5, 3 and surprise 1 + 2 + 3 + 1 = 7.\n\n"
      "O(2^n · n · m) with the sum of m at most 10^4.\n\n" + fence(P_158),
      ["2^4 = 16 sign patterns", "scores 4, 3, 5, 3", "1 + 2 + 3 + 1 = 7", "O(2^n · n · m)"])
    q("rrq06", "real-code-probe-restriction-star-centre-sample", cc(37),
      "Sample: n = 7 with middles {2, 4, 6}... vertex 1 is never a middle, so the star centred at 1 works: edges "
      "1 2, 1 3, ..., 1 7.\nA star has diameter 2, so a path a–c is a, centre, c.\n\nO(n + m).\n\n" + fence(P_37),
      ["vertex 1 is never a middle", "A star has diameter 2", "O(n + m)."])
