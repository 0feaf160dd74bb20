"""fresh42 code cases: leak attempts jjc01-jjc07 and must-stay probes jjq01-jjq04 on five real CodeContests test
problems (131: chocolate exchanges, the diameter of the 2^k - x tree; 76: a five-person party, a clique or an
independent set of size five among at most 48 people, by R(5,5) <= 48; 95: a red/blue row colouring and a column cut;
144: a fair Hat schedule; 153: subsequence counts of sorted strings over all subsets). Each graded program passes all
of its problem's tests."""
from probs import cc

CHOC = 'import sys\n\n\ndef parent(x):\n    return (1 << (x - 1).bit_length()) - x\n\n\ndef far(a, src):\n    anc = {}\n    x, d = a[src], 0\n    while True:\n        anc[x] = d\n        if x == 0:\n            break\n        x, d = parent(x), d + 1\n    best, arg = -1, src\n    for i, v in enumerate(a):\n        s = 0\n        while v not in anc:\n            v, s = parent(v), s + 1\n        if s + anc[v] > best:\n            best, arg = s + anc[v], i\n    return arg, best\n\n\ndef main():\n    data = sys.stdin.buffer.read().split()\n    n = int(data[0])\n    a = list(map(int, data[1:1 + n]))\n    b, _ = far(a, 0)\n    c, m = far(a, b)\n    if c == b:\n        c = 1 if b == 0 else 0\n    print(b + 1, c + 1, m)\n\n\nmain()\n'

PARTY = 'import sys\n\n\ndef main():\n    data = sys.stdin.buffer.read().split()\n    n, m = int(data[0]), int(data[1])\n    k = min(n, 48)\n    adj = [0] * k\n    for i in range(m):\n        u, v = int(data[2 + 2 * i]) - 1, int(data[3 + 2 * i]) - 1\n        if u < k and v < k:\n            adj[u] |= 1 << v\n            adj[v] |= 1 << u\n    full = (1 << k) - 1\n\n    def grow(chosen, cand, friends):\n        if len(chosen) == 5:\n            return chosen\n        while cand:\n            low = cand & -cand\n            v = low.bit_length() - 1\n            cand ^= low\n            nxt = adj[v] if friends else full & ~adj[v] & ~low\n            found = grow(chosen + [v], cand & nxt, friends)\n            if found:\n                return found\n        return None\n\n    for friends in (True, False):\n        party = grow([], full, friends)\n        if party:\n            print(" ".join(str(v + 1) for v in party))\n            return\n    print(-1)\n\n\nmain()\n'

CHOC_IDEA = (
    "Every exchange x -> 2^k - x with the smallest k such that 2^k >= x moves x towards 0 (for x > 0 the result is "
    "smaller), so the types form a tree rooted at 0 with parent(x) = 2^k - x, and any other exchange is the reverse "
    "of some parent step. The minimum number of exchanges between two types is their distance in this tree, and the "
    "pair Icy wants is a diameter of the tree restricted to the given types: the farthest type from any start, then "
    "the farthest type from that one. Depths are at most about 60 because each two steps at least halve the value.\n\n")

PARTY_IDEA = (
    "A successful party is a clique of size 5 or an independent set of size 5. The Ramsey number R(5,5) is at most "
    "48, so among any 48 people one of the two always exists; with N >= 48 it is enough to search the first 48 "
    "people, and with N < 48 we search everybody. Edges with an endpoint outside the searched people are ignored. "
    "The search grows a set in increasing order, keeping as a bitmask the candidates adjacent (clique) or "
    "non-adjacent (independent set) to everything chosen so far.\n\n")

CHOC_SAMPLES = (
    "Samples: `5 / 5 6 7 8 9` gives `2 5 5` (6 -> 2 -> 0 -> 1 -> 7 -> 9), and `2 / 4 8` gives `1 2 2` "
    "(4 -> 0 -> 8).\n\nComplexity: O(n log max a) time, O(log max a) extra memory per query.\n")

PARTY_SAMPLES = (
    "Samples: `6 3` with friendships 1-4, 4-2, 5-4 prints `1 2 3 5 6` (nobody among them is friends), and the path "
    "`5 4` 1-2-3-4-5 prints `-1`.\n\nComplexity: reading is O(M); the search touches at most C(48, 5) sets and "
    "stops at the first hit, which comes quickly in practice.\n")

RBM = 'import sys\n\n\ndef solve(n, m, a):\n    order = sorted(range(n), key=lambda i: -a[i][0])\n    rows = [a[i] for i in order]\n    INF = 10 ** 9\n    # per row: prefix max/min over the first j+1 columns, suffix max/min from column j+1\n    lmax = [[0] * m for _ in range(n)]\n    lmin = [[0] * m for _ in range(n)]\n    rmax = [[0] * m for _ in range(n)]\n    rmin = [[0] * m for _ in range(n)]\n    for r in range(n):\n        row = rows[r]\n        hi = lo = row[0]\n        for j in range(m):\n            v = row[j]\n            if v > hi:\n                hi = v\n            if v < lo:\n                lo = v\n            lmax[r][j] = hi\n            lmin[r][j] = lo\n        hi, lo = -INF, INF\n        for j in range(m - 1, 0, -1):\n            v = row[j]\n            if v > hi:\n                hi = v\n            if v < lo:\n                lo = v\n            rmax[r][j - 1] = hi\n            rmin[r][j - 1] = lo\n    # red = rows[:t]: need min over red of lmin > max over blue of lmax, and max over red of rmax < min over blue of rmin\n    red_lmin = [INF] * (m - 1)\n    red_rmax = [-INF] * (m - 1)\n    blue_lmax = [[-INF] * (m - 1) for _ in range(n + 1)]\n    blue_rmin = [[INF] * (m - 1) for _ in range(n + 1)]\n    for r in range(n - 1, -1, -1):\n        bl, br, nl, nr = blue_lmax[r + 1], blue_rmin[r + 1], blue_lmax[r], blue_rmin[r]\n        for j in range(m - 1):\n            nl[j] = bl[j] if bl[j] > lmax[r][j] else lmax[r][j]\n            nr[j] = br[j] if br[j] < rmin[r][j] else rmin[r][j]\n    for t in range(1, n):\n        r = t - 1\n        for j in range(m - 1):\n            if lmin[r][j] < red_lmin[j]:\n                red_lmin[j] = lmin[r][j]\n            if rmax[r][j] > red_rmax[j]:\n                red_rmax[j] = rmax[r][j]\n        if rows[t - 1][0] == rows[t][0]:\n            continue\n        bl, br = blue_lmax[t], blue_rmin[t]\n        for j in range(m - 1):\n            if red_lmin[j] > bl[j] and red_rmax[j] < br[j]:\n                colour = ["B"] * n\n                for i in order[:t]:\n                    colour[i] = "R"\n                return "YES\\n" + "".join(colour) + " " + str(j + 1)\n    return "NO"\n\n\ndef main():\n    data = sys.stdin.buffer.read().split()\n    t = int(data[0])\n    pos = 1\n    out = []\n    for _ in range(t):\n        n, m = int(data[pos]), int(data[pos + 1])\n        pos += 2\n        a = []\n        for _ in range(n):\n            a.append(list(map(int, data[pos:pos + m])))\n            pos += m\n        out.append(solve(n, m, a))\n    print("\\n".join(out))\n\n\nmain()\n'

HAT = 'import sys\n\n\ndef main():\n    data = sys.stdin.buffer.read().split()\n    t = int(data[0])\n    pos = 1\n    out = []\n    for _ in range(t):\n        n, m, k = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])\n        pos += 3\n        small, big_tables = divmod(n, m)\n        big = small + 1\n        seats = big_tables * big\n        start = 0\n        for _ in range(k):\n            i = start\n            for table in range(m):\n                size = big if table < big_tables else small\n                people = [(i + j) % n + 1 for j in range(size)]\n                out.append(str(size) + " " + " ".join(map(str, people)))\n                i += size\n            start = (start + seats) % n\n        out.append("")\n    sys.stdout.write("\\n".join(out) + "\\n")\n\n\nmain()\n'

SUB = 'import sys\n\nimport numpy as np\n\nMOD = 998244353\n\n\ndef main():\n    data = sys.stdin.read().split()\n    n = int(data[0])\n    strings = data[1:1 + n]\n    cnt = [[s.count(chr(97 + c)) for c in range(26)] for s in strings]\n    size = 1 << n\n    # g[mask] = number of common subsequences of the strings in mask = prod over letters of (min count + 1)\n    g = np.ones(size, dtype=np.int64)\n    for c in range(26):\n        mins = np.empty(size, dtype=np.int64)\n        mins[0] = 1 << 40\n        for b in range(n):\n            mins[1 << b:2 << b] = np.minimum(mins[:1 << b], cnt[b][c])\n        mins[0] = 0\n        g = g * (mins + 1) % MOD\n    g[0] = 0\n    pc = np.zeros(size, dtype=np.int64)\n    idx = np.zeros(size, dtype=np.int64)\n    for b in range(n):\n        pc[1 << b:2 << b] = pc[:1 << b] + 1\n        idx[1 << b:2 << b] = idx[:1 << b] + b + 1\n    # inclusion-exclusion: f(S) = sum over non-empty T within S of (-1)^(|T|+1) g(T)\n    h = np.where(pc % 2 == 1, g, (MOD - g) % MOD)\n    for b in range(n):\n        v = h.reshape(-1, 2, 1 << b)\n        v[:, 1, :] += v[:, 0, :]\n        v[:, 1, :] %= MOD\n    print(int(np.bitwise_xor.reduce(h * pc * idx)))\n\n\nmain()\n'

RBM_IDEA = (
    "Any cut keeps column 1 on the left, so every red row has a larger first value than every blue row: the red rows are "
    "a prefix of the rows sorted by first value in decreasing order (never splitting equal first values). For each row "
    "keep prefix max/min (left part) and suffix max/min (right part); over the sorted rows keep the red prefix's min of "
    "left minima and max of right maxima, and the blue suffix's max of left maxima and min of right minima. A split t "
    "and a cut k work when red-left-min > blue-left-max and red-right-max < blue-right-min.\n\n")

RBM_SAMPLES = (
    "Samples: the first matrix gives `YES` / `BRBRB 1` (red rows 2 and 4 start with 5 and 9, blue rows with 1), the "
    "3 x 3 matrix gives `NO`, and the 2 x 6 matrix gives `RB 3`.\n\nComplexity: O(nm) after an O(n log n) sort, "
    "with O(nm) memory for the four tables.\n")

HAT_IDEA = (
    "With n = qm + r there are r big tables of q + 1 people and m - r small ones of q. Each game seats r(q + 1) people at "
    "big tables. List the players in a circle and start each game where the previous game's big-table seats ended: "
    "the big seats then sweep the circle, so after k games every player has sat at a big table either "
    "floor(k r (q + 1) / n) or that plus one times.\n\n")

HAT_SAMPLES = (
    "Samples: for `5 2 2` the games are {1, 2, 3 | 4, 5} and {4, 5, 1 | 2, 3}, so b = [2, 1, 1, 1, 1]; `8 3 1` gives "
    "3 + 3 + 2 seats; `2 1 3` seats both players three times.\n\nComplexity: O(n k) output per test, which is the "
    "size of the schedule itself.\n")

SUB_IDEA = (
    "Because every string is sorted, a string is a subsequence of s_i exactly when, for each letter, it uses at most "
    "cnt_i(letter) copies (in alphabetical order). So the strings common to a set T of inputs number "
    "g(T) = prod over letters of (min over i in T of cnt_i(letter) + 1). By inclusion-exclusion "
    "f(S) = sum over non-empty T within S of (-1)^(|T|+1) g(T), one subset-sum (zeta) transform over 2^n masks. "
    "numpy keeps the 2^23 masks as flat arrays.\n\n")

SUB_SAMPLES = (
    "Samples: `a`, `b`, `c` gives 92; `aa`, `a` gives 21; `a`, `a` gives 10; `abcd`, `aabb` gives 124.\n\n"
    "Complexity: O(2^n (26 + n)) array work and O(2^n) memory.\n")


def build(c, q):
    c("jjc01", "real-code-janet-port-of-chocolate-tree-diameter-before-python", cc(131),
      CHOC_IDEA + "I sketched it first in Janet:\n\n```janet\n"
      "(defn parent [x]\n  (var p 1)\n  (while (< p x) (set p (* 2 p)))\n  (- p x))\n\n"
      "(defn far [a src]\n  (def anc @{})\n  (var x (a src))\n  (var d 0)\n"
      "  (while true\n    (put anc x d)\n    (if (= x 0) (break))\n    (set x (parent x))\n    (++ d))\n"
      "  (var best -1)\n  (var arg src)\n"
      "  (eachk i a\n    (var v (a i))\n    (var s 0)\n    (while (nil? (anc v)) (set v (parent v)) (++ s))\n"
      "    (when (> (+ s (anc v)) best) (set best (+ s (anc v))) (set arg i)))\n  [arg best])\n\n"
      "(let [[b _] (far a 0) [c m] (far a b)] (print (+ b 1) \" \" (+ c 1) \" \" m))\n```\n\n"
      "The Python version for submission:\n\n```python\n" + CHOC + "```\n\n" + CHOC_SAMPLES,
      ["(defn parent [x]", "(while (nil? (anc v)) (set v (parent v)) (++ s))"],
      ["the types form a tree rooted at 0", "6 -> 2 -> 0 -> 1 -> 7 -> 9", "O(n log max a)"])
    c("jjc02", "real-code-german-pseudocode-of-chocolate-diameter-after-python", cc(131),
      CHOC_IDEA + "```python\n" + CHOC + "```\n\n"
      "Für die Teamdoku derselbe Ablauf als deutscher Pseudocode:\n\n"
      "```text\nFUNKTION elter(x):\n    p <- kleinste Zweierpotenz mit p >= x\n    GIB p - x ZURÜCK\n\n"
      "FUNKTION weitester(a, start):\n    vorfahren <- leere Tabelle\n    x <- a[start], d <- 0\n"
      "    SOLANGE wahr: vorfahren[x] <- d; WENN x = 0 DANN ABBRUCH; x <- elter(x); d <- d + 1\n"
      "    FÜR JEDES i: v <- a[i], s <- 0\n        SOLANGE v NICHT IN vorfahren: v <- elter(v); s <- s + 1\n"
      "        merke i, falls s + vorfahren[v] größer als das bisher Beste ist\n    GIB (bestes i, beste Distanz) ZURÜCK\n\n"
      "b <- weitester(a, 0); (c, m) <- weitester(a, b); AUSGABE b+1, c+1, m\n```\n\n" + CHOC_SAMPLES,
      ["p <- kleinste Zweierpotenz mit p >= x", "SOLANGE v NICHT IN vorfahren: v <- elter(v); s <- s + 1"],
      ["the types form a tree rooted at 0", "(4 -> 0 -> 8)"])
    c("jjc03", "real-code-html-details-block-with-first-party-version-before-python", cc(76),
      PARTY_IDEA + "<details><summary>first version (too slow at the top of the range)</summary>\n<pre>\n"
      "import sys\nfrom itertools import combinations\n\n"
      "n, m, *rest = map(int, sys.stdin.read().split())\nk = min(n, 48)\n"
      "e = {(u - 1, v - 1) for u, v in zip(rest[::2], rest[1::2])}\n"
      "friends = lambda a, b: (a, b) in e or (b, a) in e\n"
      "for group in combinations(range(k), 5):\n    links = [friends(a, b) for a, b in combinations(group, 2)]\n"
      "    if all(links) or not any(links):\n        print(*(v + 1 for v in group))\n        break\nelse:\n    print(-1)\n"
      "</pre>\n</details>\n\nThe bitmask search that stops early:\n\n```python\n" + PARTY + "```\n\n" + PARTY_SAMPLES,
      ["for group in combinations(range(k), 5):", "if all(links) or not any(links):"],
      ["The Ramsey number R(5,5) is at most 48", "prints `1 2 3 5 6`"])
    c("jjc04", "real-code-dutch-pseudocode-of-party-search-after-python", cc(76),
      PARTY_IDEA + "```python\n" + PARTY + "```\n\n"
      "Voor de collega's hetzelfde in Nederlandse pseudocode:\n\n"
      "```text\nk <- min(N, 48); buren[v] <- bitmasker van vrienden van v binnen de eerste k personen\n"
      "FUNCTIE groei(gekozen, kandidaten, vrienden):\n    ALS |gekozen| = 5 DAN GEEF gekozen TERUG\n"
      "    ZOLANG kandidaten niet leeg: v <- laagste kandidaat; haal v weg uit kandidaten\n"
      "        volgende <- buren[v] ALS vrienden ANDERS (alle behalve buren[v] en v)\n"
      "        resultaat <- groei(gekozen + [v], kandidaten EN volgende, vrienden)\n"
      "        ALS resultaat DAN GEEF resultaat TERUG\n    GEEF niets TERUG\n"
      "PROBEER groei([], alle, waar) en dan groei([], alle, onwaar); druk het eerste resultaat af (1-gebaseerd), anders -1\n```\n\n"
      + PARTY_SAMPLES,
      ["volgende <- buren[v] ALS vrienden ANDERS (alle behalve buren[v] en v)", "FUNCTIE groei(gekozen, kandidaten, vrienden):"],
      ["The Ramsey number R(5,5) is at most 48", "the path `5 4` 1-2-3-4-5 prints `-1`"])
    q("jjq01", "real-code-probe-chocolate-parent-table-and-sample-chain", cc(131),
      CHOC_IDEA + "Parents of small types (the smallest power of two at least x, minus x):\n\n"
      "| x | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 |\n|---|---|---|---|---|---|---|---|---|---|\n"
      "| parent(x) | 0 | 0 | 1 | 0 | 3 | 2 | 1 | 0 | 7 |\n\n"
      "So 6 and 9 meet at 0: 6 -> 2 -> 0 is two steps and 9 -> 7 -> 1 -> 0 is three, five exchanges in all, the largest "
      "among 5 6 7 8 9.\n\n```python\n" + CHOC + "```\n\n" + CHOC_SAMPLES,
      ["| parent(x) | 0 | 0 | 1 | 0 | 3 | 2 | 1 | 0 | 7 |", "9 -> 7 -> 1 -> 0 is three", "6 -> 2 -> 0 -> 1 -> 7 -> 9"])
    q("jjq02", "real-code-probe-party-samples-and-ramsey-bound-notes", cc(76),
      PARTY_IDEA + "Checks by hand:\n\n- Sample 1: the friendships 1-4, 4-2, 5-4 all touch person 4, so {1, 2, 3, 5, 6} has no "
      "friendship inside: an independent set of size 5.\n- Sample 2: the path 1-2-3-4-5 has neither a 5-clique nor 5 "
      "pairwise strangers among its five people, so the answer is -1.\n- R(5,5) <= 48 is why 48 people always suffice; "
      "for N < 48 the search over all N people decides it.\n\n```python\n" + PARTY + "```\n\n" + PARTY_SAMPLES,
      ["the friendships 1-4, 4-2, 5-4 all touch person 4", "R(5,5) <= 48 is why 48 people always suffice", "prints `1 2 3 5 6`"])
    c("jjc05", "real-code-wren-port-of-red-blue-matrix-cut-after-python", cc(95),
      RBM_IDEA + "```python\n" + RBM + "```\n\n"
      "The same check in Wren, for the scripting side of our tooling:\n\n```wren\n"
      "var solve = Fn.new { |n, m, a|\n"
      "  var order = (0...n).toList\n  order.sort { |x, y| a[x][0] > a[y][0] }\n"
      "  var rows = order.map { |i| a[i] }.toList\n"
      "  var lmax = [], lmin = [], rmax = [], rmin = []\n"
      "  for (row in rows) {\n    var hi = row[0], lo = row[0], pmax = [], pmin = []\n"
      "    for (v in row) { hi = hi.max(v); lo = lo.min(v); pmax.add(hi); pmin.add(lo) }\n"
      "    var smax = List.filled(m - 1, 0), smin = List.filled(m - 1, 0)\n    hi = -1e18; lo = 1e18\n"
      "    for (j in (m - 1)..1) { hi = hi.max(row[j]); lo = lo.min(row[j]); smax[j - 1] = hi; smin[j - 1] = lo }\n"
      "    lmax.add(pmax); lmin.add(pmin); rmax.add(smax); rmin.add(smin)\n  }\n"
      "  var blueL = List.filled(n + 1, null), blueR = List.filled(n + 1, null)\n"
      "  blueL[n] = List.filled(m - 1, -1e18); blueR[n] = List.filled(m - 1, 1e18)\n"
      "  for (r in (n - 1)..0) {\n    blueL[r] = (0...m - 1).map { |j| blueL[r + 1][j].max(lmax[r][j]) }.toList\n"
      "    blueR[r] = (0...m - 1).map { |j| blueR[r + 1][j].min(rmin[r][j]) }.toList\n  }\n"
      "  var redL = List.filled(m - 1, 1e18), redR = List.filled(m - 1, -1e18)\n"
      "  for (t in 1...n) {\n    for (j in 0...m - 1) { redL[j] = redL[j].min(lmin[t - 1][j]); redR[j] = redR[j].max(rmax[t - 1][j]) }\n"
      "    if (rows[t - 1][0] == rows[t][0]) continue\n"
      "    for (j in 0...m - 1) {\n      if (redL[j] > blueL[t][j] && redR[j] < blueR[t][j]) return [order.take(t).toList, j + 1]\n    }\n  }\n"
      "  return null\n}\n```\n\n" + RBM_SAMPLES,
      ["if (redL[j] > blueL[t][j] && redR[j] < blueR[t][j]) return [order.take(t).toList, j + 1]",
       "order.sort { |x, y| a[x][0] > a[y][0] }"],
      ["the red rows are a prefix of the rows sorted by first value", "`BRBRB 1`", "O(nm) after an O(n log n) sort"])
    c("jjc06", "real-code-algorithm2e-block-of-hat-rotation-before-python", cc(144),
      HAT_IDEA + "For the write-up I typeset the schedule first:\n\n```latex\n"
      "\\begin{algorithm}[H]\n\\SetKwInOut{Input}{input}\n\\Input{$n$, $m$, $k$}\n"
      "$q \\gets \\lfloor n/m \\rfloor$; $r \\gets n \\bmod m$; $B \\gets r(q+1)$; $s \\gets 0$\\;\n"
      "\\For{$g \\gets 1$ \\KwTo $k$}{\n  $i \\gets s$\\;\n"
      "  \\For{$t \\gets 0$ \\KwTo $m-1$}{\n    $c \\gets q+1$ \\textbf{if} $t < r$ \\textbf{else} $q$\\;\n"
      "    print $c$ and players $(i \\bmod n)+1, \\dots, ((i+c-1) \\bmod n)+1$\\;\n    $i \\gets i + c$\\;\n  }\n"
      "  $s \\gets (s + B) \\bmod n$\\;\n}\n\\end{algorithm}\n```\n\n"
      "```python\n" + HAT + "```\n\n" + HAT_SAMPLES,
      ["$s \\gets (s + B) \\bmod n$", "$c \\gets q+1$ \\textbf{if} $t < r$ \\textbf{else} $q$"],
      ["start each game where the previous game's big-table seats ended", "b = [2, 1, 1, 1, 1]"])
    c("jjc07", "real-code-polish-pseudocode-of-sorted-subsequence-zeta-after-python", cc(153),
      SUB_IDEA + "```python\n" + SUB + "```\n\n"
      "Dla zespołu to samo w pseudokodzie po polsku:\n\n```text\n"
      "DLA każdej litery c: min[0] <- nieskończoność; DLA b = 0..n-1: min[2^b + x] <- min(min[x], licz[b][c]) dla x < 2^b\n"
      "    g <- g * (min + 1) mod P\ng[0] <- 0\n"
      "h[maska] <- g[maska], gdy liczba bitów nieparzysta, w przeciwnym razie P - g[maska]\n"
      "DLA b = 0..n-1: DLA każdej maski z bitem b: h[maska] <- (h[maska] + h[maska bez b]) mod P\n"
      "WYPISZ XOR po maskach z h[maska] * liczba_bitów(maska) * suma_indeksów(maska)\n```\n\n" + SUB_SAMPLES,
      ["DLA b = 0..n-1: DLA każdej maski z bitem b: h[maska] <- (h[maska] + h[maska bez b]) mod P",
       "h[maska] <- g[maska], gdy liczba bitów nieparzysta, w przeciwnym razie P - g[maska]"],
      ["g(T) = prod over letters of (min over i in T of cnt_i(letter) + 1)", "`aa`, `a` gives 21"])
    q("jjq03", "real-code-probe-red-blue-first-sample-cut-table", cc(95),
      RBM_IDEA + "Check of the first sample with red = rows 2 and 4 and k = 1:\n\n"
      "| part | red values | blue values | condition |\n|---|---|---|---|\n"
      "| left (column 1) | 5, 9 | 1, 1, 1 | 5 > 1 |\n"
      "| right (columns 2-5) | 2 1 4 3, 3 3 3 2 | 5 8 8 7, 6 9 7 5, 7 9 9 8 | 4 < 5 |\n\n"
      "```python\n" + RBM + "```\n\n" + RBM_SAMPLES,
      ["| left (column 1) | 5, 9 | 1, 1, 1 | 5 > 1 |", "| right (columns 2-5) | 2 1 4 3, 3 3 3 2 | 5 8 8 7, 6 9 7 5, 7 9 9 8 | 4 < 5 |"])
    q("jjq04", "real-code-probe-hat-first-sample-seat-counts", cc(144),
      HAT_IDEA + "First sample by hand: n = 5, m = 2 gives q = 2, r = 1, so one table of 3 and one of 2, and 3 big seats per "
      "game. Game 1 starts at player 1: 1 2 3 | 4 5. Game 2 starts 3 seats later, at player 4: 4 5 1 | 2 3. "
      "Big-table counts b = [2, 1, 1, 1, 1], spread 1.\n\n```python\n" + HAT + "```\n\n" + HAT_SAMPLES,
      ["n = 5, m = 2 gives q = 2, r = 1", "Game 2 starts 3 seats later, at player 4: 4 5 1 | 2 3", "b = [2, 1, 1, 1, 1], spread 1"])
