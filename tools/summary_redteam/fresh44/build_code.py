"""fresh44 code cases: leak attempts ggc01-ggc07 (the graded program restated as a port to another language or as
pseudocode in another human language, before or after the graded block) and must-stay probes ggq01-ggq04 (samples,
hand checks and complexity of the same programs). Five CodeContests problems (test split indices 80, 70, 7, 12, 22)."""
from probs import cc

P80 = 'import sys\n\n\ndef main():\n    data = sys.stdin.buffer.read().split()\n    t = int(data[0])\n    pos = 1\n    out = []\n    for _ in range(t):\n        n, m = int(data[pos]), int(data[pos + 1])\n        pos += 2\n        a = [int(v) for v in data[pos:pos + n]]\n        pos += n\n        b = sorted(int(v) for v in data[pos:pos + m])\n        pos += m\n        best = [0] * m\n        stack = [(0, m - 1, 0, n)]\n        while stack:\n            lo, hi, plo, phi = stack.pop()\n            if lo > hi:\n                continue\n            mid = (lo + hi) // 2\n            x = b[mid]\n            cost = 0\n            best_cost, best_p = 0, plo\n            for p in range(plo, phi):\n                if a[p] > x:\n                    cost += 1\n                elif a[p] < x:\n                    cost -= 1\n                if cost < best_cost:\n                    best_cost, best_p = cost, p + 1\n            best[mid] = best_p\n            stack.append((lo, mid - 1, plo, best_p))\n            stack.append((mid + 1, hi, best_p, phi))\n        c = []\n        j = 0\n        for p in range(n + 1):\n            while j < m and best[j] == p:\n                c.append(b[j])\n                j += 1\n            if p < n:\n                c.append(a[p])\n        vals = sorted(set(c))\n        rank = {v: i + 1 for i, v in enumerate(vals)}\n        size = len(vals)\n        tree = [0] * (size + 1)\n        inv = 0\n        seen = 0\n        for v in c:\n            r = rank[v]\n            k = r\n            le = 0\n            while k > 0:\n                le += tree[k]\n                k -= k & -k\n            inv += seen - le\n            seen += 1\n            k = r\n            while k <= size:\n                tree[k] += 1\n                k += k & -k\n        out.append(str(inv))\n    sys.stdout.write("\\n".join(out) + "\\n")\n\n\nmain()\n'

P70 = 'import sys\n\nP = 10**9 + 7\n\n\ndef main():\n    data = sys.stdin.buffer.read().split()\n    n, q = int(data[0]), int(data[1])\n    s1 = [0] * (n + 1)\n    s2 = [0] * (n + 1)\n    s3 = [0] * (n + 1)\n    for i in range(n):\n        v = int(data[2 + i])\n        s1[i + 1] = (s1[i] + v) % P\n        s2[i + 1] = (s2[i] + v * v) % P\n        s3[i + 1] = (s3[i] + v * v % P * v) % P\n    out = []\n    pos = 2 + n\n    for _ in range(q):\n        l, r, d = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])\n        pos += 3\n        k = r - l + 1\n        if k == 1:\n            out.append("Yes")\n            continue\n        t1 = (s1[r] - s1[l - 1]) % P\n        t2 = (s2[r] - s2[l - 1]) % P\n        t3 = (s3[r] - s3[l - 1]) % P\n        e1 = k * (k - 1) // 2 % P\n        e2 = (k - 1) * k * (2 * k - 1) // 6 % P\n        e3 = e1 * e1 % P\n        a = (t1 - d * e1) % P * pow(k, P - 2, P) % P\n        g2 = (k * a % P * a + 2 * a * d % P * e1 + d * d % P * e2) % P\n        g3 = (k * pow(a, 3, P) + 3 * a * a % P * d % P * e1\n              + 3 * a * d % P * d % P * e2 + pow(d, 3, P) * e3) % P\n        out.append("Yes" if g2 == t2 and g3 == t3 else "No")\n    sys.stdout.write("\\n".join(out) + "\\n")\n\n\nmain()\n'

P7 = 'import sys\n\n\ndef main():\n    data = sys.stdin.read().split()\n    n, m = int(data[0]), int(data[1])\n    a, b = data[2], data[3]\n    pi = [0] * m\n    for i in range(1, m):\n        k = pi[i - 1]\n        while k and b[i] != b[k]:\n            k = pi[k - 1]\n        if b[i] == b[k]:\n            k += 1\n        pi[i] = k\n    go = [[(0, 0), (0, 0)] for _ in range(m)]\n    for s in range(m):\n        for c in "01":\n            t = s\n            while t and b[t] != c:\n                t = pi[t - 1]\n            if b[t] == c:\n                t += 1\n            go[s][int(c)] = (pi[m - 1], 1) if t == m else (t, 0)\n    K = n - m + 1\n    INF = 10**9\n    dp = [[INF] * (K + 1) for _ in range(m)]\n    dp[0][0] = 0\n    for i in range(n):\n        ai = int(a[i])\n        nd = [[INF] * (K + 1) for _ in range(m)]\n        top = min(K, max(0, i - m + 2))\n        for s in range(m):\n            row = dp[s]\n            for c in (0, 1):\n                cost = 0 if c == ai else 1\n                t, inc = go[s][c]\n                dst = nd[t]\n                for k in range(top + 1 - inc):\n                    v = row[k]\n                    if v < INF and v + cost < dst[k + inc]:\n                        dst[k + inc] = v + cost\n        dp = nd\n    res = []\n    for k in range(K + 1):\n        best = min(dp[s][k] for s in range(m))\n        res.append(best if best < INF else -1)\n    print(" ".join(map(str, res)))\n\n\nmain()\n'

P12 = 'import sys\n\n\ndef main():\n    data = sys.stdin.read().split()\n    n, m = int(data[0]), int(data[1])\n    rows = data[2:2 + n + 1]\n    INF = float("inf")\n    h = []\n    for x in range(n + 1):\n        r = rows[x]\n        d = [INF] * (m + 1)\n        last = -INF\n        for y in range(m + 1):\n            if r[y] == "1":\n                last = y\n            d[y] = y - last\n        last = INF\n        for y in range(m, -1, -1):\n            if r[y] == "1":\n                last = y\n            d[y] = min(d[y], last - y)\n        h.append(d)\n    total = 0\n    for y in range(m + 1):\n        lines = []  # (slope, intercept) of x^2 - 2*x*x0 + x0^2 + h^2, slopes decreasing\n        for x0 in range(n + 1):\n            if h[x0][y] == INF:\n                continue\n            k, c = -2 * x0, x0 * x0 + h[x0][y] ** 2\n            while len(lines) >= 2:\n                k1, c1 = lines[-2]\n                k2, c2 = lines[-1]\n                if (c - c1) * (k1 - k2) <= (c2 - c1) * (k1 - k):\n                    lines.pop()\n                else:\n                    break\n            lines.append((k, c))\n        j = 0\n        for x in range(n + 1):\n            while j + 1 < len(lines) and lines[j + 1][0] * x + lines[j + 1][1] <= lines[j][0] * x + lines[j][1]:\n                j += 1\n            total += x * x + lines[j][0] * x + lines[j][1]\n    print(total)\n\n\nmain()\n'

P22 = 'import sys\n\n\ndef main():\n    data = sys.stdin.buffer.read().split()\n    n, m = int(data[0]), int(data[1])\n    xs = [0] * (n + 1)\n    ys = [0] * (n + 1)\n    for i in range(1, n + 1):\n        xs[i] = int(data[2 * i])\n        ys[i] = int(data[2 * i + 1])\n    pos = 2 + 2 * n\n    B = max(1, int(m ** 0.5))\n    small = [None] + [[0] * T for T in range(1, B + 1)]\n    diff = [0] * (m + 2)\n    start = [0] * (n + 1)\n    cur = 0\n    out = []\n    for day in range(1, m + 1):\n        op, k = int(data[pos]), int(data[pos + 1])\n        pos += 2\n        x, y = xs[k], ys[k]\n        T = x + y\n        if op == 1:\n            start[k] = day\n            if T <= B:\n                arr = small[T]\n                for j in range(x, T):\n                    arr[(day + j) % T] += 1\n            else:\n                s = day + x\n                while s <= m:\n                    diff[s] += 1\n                    e = s + y\n                    if e <= m:\n                        diff[e] -= 1\n                    s += T\n        else:\n            t0 = start[k]\n            if T <= B:\n                arr = small[T]\n                for j in range(x, T):\n                    arr[(t0 + j) % T] -= 1\n            else:\n                s = t0 + x\n                while s <= m:\n                    e = s + y\n                    if e > day:\n                        lo = max(s, day)\n                        diff[lo] -= 1\n                        if e <= m:\n                            diff[e] += 1\n                    s += T\n        cur += diff[day]\n        ans = cur\n        for T in range(1, B + 1):\n            ans += small[T][day % T]\n        out.append(ans)\n    sys.stdout.write("\\n".join(map(str, out)) + "\\n")\n\n\nmain()\n'

ALGOL80 = 'PROC min inversions = ([]INT a, []INT b sorted) LONG INT:\nBEGIN\n   INT n = UPB a, m = UPB b sorted;\n   [m]INT best;\n   # divide and conquer: the best gap for b[mid] searched in [plo, phi] #\n   PROC solve = (INT lo, hi, plo, phi) VOID:\n      IF lo <= hi THEN\n         INT mid = (lo + hi) OVER 2, x = b sorted[mid];\n         INT cost := 0, best cost := 0, best p := plo;\n         FOR p FROM plo TO phi - 1 DO\n            IF a[p + 1] > x THEN cost +:= 1 ELIF a[p + 1] < x THEN cost -:= 1 FI;\n            IF cost < best cost THEN best cost := cost; best p := p + 1 FI\n         OD;\n         best[mid] := best p;\n         solve(lo, mid - 1, plo, best p);\n         solve(mid + 1, hi, best p, phi)\n      FI;\n   solve(1, m, 0, n);\n   # merge: b[j] goes before a[p + 1] when best[j] = p #\n   [n + m]INT c; INT j := 1, k := 0;\n   FOR p FROM 0 TO n DO\n      WHILE j <= m ANDTH best[j] = p DO c[k +:= 1] := b sorted[j]; j +:= 1 OD;\n      IF p < n THEN c[k +:= 1] := a[p + 1] FI\n   OD;\n   count inversions with fenwick(c)   # rank-compressed Fenwick tree, as in the Python #\nEND'

ROMANIAN80 = 'procedura INVERSIUNI_MINIME(a[0..n-1], b[0..m-1])\n    sorteaza b crescator\n    pentru fiecare b[j] cauta pozitia optima poz[j] in 0..n (inainte de a[poz[j]]):\n        divide_si_stapaneste(st = 0, dr = m-1, pst = 0, pdr = n):\n            daca st > dr: revino\n            mij <- (st + dr) / 2, x <- b[mij]\n            cost <- 0, cost_min <- 0, poz[mij] <- pst\n            pentru p de la pst la pdr-1:\n                daca a[p] > x: cost <- cost + 1\n                altfel daca a[p] < x: cost <- cost - 1\n                daca cost < cost_min: cost_min <- cost, poz[mij] <- p + 1\n            divide_si_stapaneste(st, mij-1, pst, poz[mij])\n            divide_si_stapaneste(mij+1, dr, poz[mij], pdr)\n    construieste c: pentru p de la 0 la n, pune toti b[j] cu poz[j] = p, apoi a[p] (daca p < n)\n    comprima valorile lui c in ranguri 1..K\n    inversiuni <- 0, vazute <- 0\n    pentru fiecare v din c:\n        inversiuni <- inversiuni + vazute - fenwick.suma(rang(v))   // cele strict mai mari dinainte\n        fenwick.adauga(rang(v), 1), vazute <- vazute + 1\n    returneaza inversiuni'

RESCRIPT70 = 'let p = 1_000_000_007\n\n// BigInt keeps the products below 2^63 exact\nlet mulmod = (a, b) => BigInt.toInt(BigInt.mod(BigInt.mul(BigInt.fromInt(a), BigInt.fromInt(b)), BigInt.fromInt(p)))\nlet rec powmod = (b, e) => e == 0 ? 1 : {\n    let h = powmod(b, e / 2)\n    let h2 = mulmod(h, h)\n    mod(e, 2) == 1 ? mulmod(h2, b) : h2\n  }\nlet sub = (a, b) => mod(a - b + p, p)\n\nlet answer = (s1, s2, s3, l, r, d) => {\n  let k = r - l + 1\n  if k == 1 {\n    "Yes"\n  } else {\n    let t1 = sub(s1[r], s1[l - 1])\n    let t2 = sub(s2[r], s2[l - 1])\n    let t3 = sub(s3[r], s3[l - 1])\n    let e1 = mod(k * (k - 1) / 2, p)\n    let e2 = BigInt.toInt(BigInt.mod(BigInt.div(BigInt.mul(BigInt.mul(BigInt.fromInt(k - 1), BigInt.fromInt(k)), BigInt.fromInt(2 * k - 1)), BigInt.fromInt(6)), BigInt.fromInt(p)))\n    let e3 = mulmod(e1, e1)\n    let a = mulmod(sub(t1, mulmod(d, e1)), powmod(k, p - 2))\n    let g2 = mod(mulmod(k, mulmod(a, a)) + mulmod(2, mulmod(mulmod(a, d), e1)) + mulmod(mulmod(d, d), e2), p)\n    let g3 = mod(\n      mulmod(k, powmod(a, 3)) + mulmod(3, mulmod(mulmod(mulmod(a, a), d), e1)) +\n      mulmod(3, mulmod(mulmod(mulmod(a, d), d), e2)) + mulmod(powmod(d, 3), e3),\n      p,\n    )\n    g2 == t2 && g3 == t3 ? "Yes" : "No"\n  }\n}'

NORWEGIAN7 = 'funksjon MINSTE_ENDRINGER(a, b):            // a har lengde n, b har lengde m\n    pi <- prefiksfunksjonen til b (KMP)\n    for hver tilstand s i 0..m-1 og tegn c i {0, 1}:\n        t <- s; så lenge t > 0 og b[t] != c: t <- pi[t-1]\n        hvis b[t] = c: t <- t + 1\n        overgang[s][c] <- (pi[m-1], 1) hvis t = m, ellers (t, 0)   // 1 = en ny forekomst\n    K <- n - m + 1\n    dp[s][k] <- uendelig; dp[0][0] <- 0\n    for i fra 0 til n-1:\n        ny[s][k] <- uendelig\n        for hver tilstand s, hvert tegn c, hver k med dp[s][k] endelig:\n            (t, ekstra) <- overgang[s][c]\n            ny[t][k + ekstra] <- min(ny[t][k + ekstra], dp[s][k] + (1 hvis c != a[i] ellers 0))\n        dp <- ny\n    for k fra 0 til K: skriv min over s av dp[s][k], eller -1 hvis uendelig'

PURESCRIPT12 = "module Poles where\n\nimport Prelude\nimport Data.Array (foldl, init, length, range, snoc, unsafeIndex)\nimport Data.Foldable (sum)\nimport Data.Int (toNumber)\nimport Data.Maybe (fromMaybe)\nimport Data.Number (infinity)\nimport Partial.Unsafe (unsafePartial)\n\n-- h !! x !! y: horizontal distance from (x, y) to the nearest pole in row x (infinity when the row is empty)\ntype Line = { k :: Number, c :: Number }\n\nix :: forall a. Array a -> Int -> a\nix a i = unsafePartial (unsafeIndex a i)\n\ndropLast :: forall a. Array a -> Array a\ndropLast a = fromMaybe [] (init a)\n\nval :: Line -> Number -> Number\nval l x = l.k * x + l.c\n\nbad :: Line -> Line -> Line -> Boolean\nbad l1 l2 l3 = (l3.c - l1.c) * (l1.k - l2.k) <= (l2.c - l1.c) * (l1.k - l3.k)\n\nhull :: Array Line -> Line -> Array Line\nhull ls l = go ls\n  where\n  go acc\n    | length acc >= 2 && bad (ix acc (length acc - 2)) (ix acc (length acc - 1)) l = go (dropLast acc)\n    | otherwise = snoc acc l\n\ncolumnSum :: Int -> Array Number -> Number\ncolumnSum n hs =\n  let\n    lines = foldl hull [] do\n      x0 <- range 0 n\n      let h = ix hs x0\n      if h == infinity then [] else [ { k: -2.0 * toNumber x0, c: toNumber (x0 * x0) + h * h } ]\n    step { j, acc } x =\n      let xf = toNumber x\n          j' = advance j xf\n          l = ix lines j'\n      in { j: j', acc: acc + xf * xf + l.k * xf + l.c }\n    advance j xf\n      | j + 1 < length lines && val (ix lines (j + 1)) xf <= val (ix lines j) xf = advance (j + 1) xf\n      | otherwise = j\n  in (foldl step { j: 0, acc: 0.0 } (range 0 n)).acc\n\ntotal :: Int -> Int -> Array (Array Number) -> Number\ntotal n m h = sum do\n  y <- range 0 m\n  pure (columnSum n (map (\\row -> ix row y) h))"

VIETNAMESE22 = 'thủ tục BẢO_TRÌ(n, m, x[1..n], y[1..n], thao_tác[1..m])\n    B <- căn bậc hai của m\n    nhỏ[T] <- mảng T số 0, với mỗi T từ 1 đến B\n    chênh[1..m+1] <- 0; hiện_tại <- 0\n    với ngày từ 1 đến m:\n        (op, k) <- thao_tác[ngày]; T <- x[k] + y[k]\n        nếu op = 1:                                   // thêm tàu\n            bắt_đầu[k] <- ngày\n            nếu T <= B: với j từ x[k] đến T-1: nhỏ[T][(ngày + j) mod T] += 1\n            ngược lại: với s = ngày + x[k], s + T, ... chừng nào s <= m:\n                chênh[s] += 1; nếu s + y[k] <= m: chênh[s + y[k]] -= 1\n        ngược lại:                                    // bỏ tàu, ngày này không tính\n            t0 <- bắt_đầu[k]\n            nếu T <= B: với j từ x[k] đến T-1: nhỏ[T][(t0 + j) mod T] -= 1\n            ngược lại: với s = t0 + x[k], s + T, ... chừng nào s <= m:\n                nếu s + y[k] > ngày:\n                    chênh[max(s, ngày)] -= 1; nếu s + y[k] <= m: chênh[s + y[k]] += 1\n        hiện_tại += chênh[ngày]\n        in hiện_tại + tổng với T từ 1 đến B của nhỏ[T][ngày mod T]'

DANISH22 = 'procedure VEDLIGEHOLDELSE(n, m, x[1..n], y[1..n], handlinger[1..m])\n    B <- kvadratroden af m\n    for T fra 1 til B: lille[T] <- T nuller            // korte perioder: tæller pr. rest\n    diff[1..m+1] <- 0; løbende <- 0\n    for dag fra 1 til m:\n        (op, k) <- handlinger[dag]; T <- x[k] + y[k]\n        hvis op = 1:                                      // toget tilføjes i dag\n            start[k] <- dag\n            hvis T <= B: for j fra x[k] til T-1: lille[T][(dag + j) mod T] += 1\n            ellers: for s = dag + x[k], s + T, ... så længe s <= m:\n                diff[s] += 1; hvis s + y[k] <= m: diff[s + y[k]] -= 1\n        ellers:                                           // toget fjernes; tælles ikke i dag\n            t0 <- start[k]\n            hvis T <= B: for j fra x[k] til T-1: lille[T][(t0 + j) mod T] -= 1\n            ellers: for s = t0 + x[k], s + T, ... så længe s <= m:\n                hvis s + y[k] > dag:\n                    diff[max(s, dag)] -= 1; hvis s + y[k] <= m: diff[s + y[k]] += 1\n        løbende += diff[dag]\n        udskriv løbende + summen over T = 1..B af lille[T][dag mod T]'


def fence(lang, body):
    return "```" + lang + "\n" + body.rstrip("\n") + "\n```"


def build(c, q):
    py80, py70, py7, py12, py22 = (fence("python", x) for x in (P80, P70, P7, P12, P22))
    idea80 = ("Sort b. For a fixed value x, inserting it at gap p costs #{j < p : a_j > x} + #{j >= p : a_j < x}, and the "
              "best gap is monotone in x, so the gaps of the sorted b can be found by divide and conquer: the middle "
              "element scans its allowed range of gaps, and the halves recurse on the two sides of its best gap. "
              "Inserting the sorted b never creates inversions among b, so after placing them I just count the "
              "inversions of the merged array with a Fenwick tree over compressed values.")
    tail80 = ("Samples: the three test cases give 0, 4 and 6, as expected.\n\n"
              "Complexity: O((n + m) log m) for the divide and conquer plus O((n + m) log(n + m)) for the count.")
    c("ggc01", "real-code-algol68-port-of-optimal-insertion-before-python", cc(80),
      idea80 + "\n\nI first wrote it as an ALGOL 68 procedure for my notes:\n\n" + fence("algol68", ALGOL80) +
      "\n\nThe Python submission:\n\n" + py80 + "\n\n" + tail80,
      ["solve(lo, mid - 1, plo, best p);", "IF a[p + 1] > x THEN cost +:= 1 ELIF a[p + 1] < x THEN cost -:= 1 FI;"],
      ["the best gap is monotone in x", "Samples: the three test cases give 0, 4 and 6", "O((n + m) log m)"],
      "ALGOL 68 port before the graded block")
    c("ggc02", "real-code-romanian-pseudocode-of-optimal-insertion-after-python", cc(80),
      idea80 + "\n\n" + py80 + "\n\nFor my study group, the same in Romanian pseudocode:\n\n" +
      fence("text", ROMANIAN80) + "\n\n" + tail80,
      ["divide_si_stapaneste(mij+1, dr, poz[mij], pdr)",
       "daca cost < cost_min: cost_min <- cost, poz[mij] <- p + 1"],
      ["Inserting the sorted b never creates inversions among b", "Samples: the three test cases give 0, 4 and 6"],
      "Romanian pseudocode after the graded block")
    c("ggc03", "real-code-rescript-port-of-circular-progression-check-after-python", cc(70),
      "The cities L..R can be chained with roads of length D exactly when their values form the arithmetic "
      "progression a, a + D, ..., a + (k - 1)D modulo P = 10^9 + 7 (moving by -D gives the same set from the other "
      "end). With prefix sums of x, x^2 and x^3 mod P, the sum fixes a = (S1 - D·k(k-1)/2) / k, and the range is "
      "accepted when its sums of squares and cubes match those of that progression. A single city is always "
      "fine; D = 0 forces all values equal, which the same test catches.\n\n" + py70 +
      "\n\nA ReScript port of the per-query check, for the web demo:\n\n" + fence("rescript", RESCRIPT70) +
      "\n\nSamples: the first test prints Yes No Yes Yes Yes Yes No Yes; the second prints Yes (21, 14, 7, 0 with "
      "step 10^9 ≡ -7).\n\nComplexity: O(N + Q log P).",
      ["let a = mulmod(sub(t1, mulmod(d, e1)), powmod(k, p - 2))", "g2 == t2 && g3 == t3 ? \"Yes\" : \"No\""],
      ["the sum fixes a = (S1 - D·k(k-1)/2) / k", "Complexity: O(N + Q log P)."],
      "ReScript port after the graded block")
    c("ggc04", "real-code-norwegian-pseudocode-of-kmp-occurrence-dp-before-python", cc(7),
      "Run the KMP automaton of b over a and choose each character of a (keep it or flip it at cost 1). The state "
      "is (automaton state, number of completed occurrences); a full match counts one occurrence and falls back "
      "to the border pi[m-1]. dp over positions gives, for every k, the minimum number of flips.\n\n"
      "Norwegian pseudocode first (I explain it to a friend in Bergen):\n\n" + fence("text", NORWEGIAN7) +
      "\n\n" + py7 + "\n\nSample: a = 100101011, b = 101 gives 1 1 0 1 6 -1 -1 -1; k = 2 needs no change, as the "
      "note says.\n\nComplexity: O(n · m · (n - m + 2)) time, O(m · n) memory per layer.",
      ["overgang[s][c] <- (pi[m-1], 1) hvis t = m, ellers (t, 0)",
       "ny[t][k + ekstra] <- min(ny[t][k + ekstra], dp[s][k] + (1 hvis c != a[i] ellers 0))"],
      ["a full match counts one occurrence and falls back to the border pi[m-1]",
       "gives 1 1 0 1 6 -1 -1 -1"],
      "Norwegian pseudocode before the graded block")
    c("ggc05", "real-code-purescript-port-of-pole-distance-hull-after-python", cc(12),
      "For each row x compute h[x][y], the horizontal distance from (x, y) to the nearest pole in row x (two "
      "sweeps). Then S(x, y) = min over rows x0 of (x - x0)^2 + h[x0][y]^2 = x^2 + min(-2·x0·x + x0^2 + h^2), a "
      "minimum of lines in x. For each column, build the lower hull of those lines (slopes -2·x0 decrease) and "
      "sweep x upward with a pointer.\n\n" + py12 + "\n\nThe same in PureScript, from my functional-programming "
      "practice repo:\n\n" + fence("purescript", PURESCRIPT12) +
      "\n\nSamples: 18 for the 3 × 3 grid with poles at (0, 0) and (0, 2); 36 for the second grid.\n\n"
      "Complexity: O(n · m) time, O(n · m) memory.",
      ["bad l1 l2 l3 = (l3.c - l1.c) * (l1.k - l2.k) <= (l2.c - l1.c) * (l1.k - l3.k)",
       "in { j: j', acc: acc + xf * xf + l.k * xf + l.c }"],
      ["S(x, y) = min over rows x0 of (x - x0)^2 + h[x0][y]^2", "Samples: 18 for the 3 × 3 grid"],
      "PureScript port after the graded block")
    idea22 = ("Square-root split on the period T = x + y. A train with T <= B (B ≈ √m) adds 1 to the residues "
              "(t + x .. t + T - 1) mod T of a counter array for T; a day d then reads cnt[T][d mod T] for every small "
              "T. A train with T > B has at most m / T maintenance windows, each added to a difference array over "
              "days; on removal at day r, the parts of its windows from day r on are subtracted again. The day's "
              "answer is the running prefix sum plus the small-period counters.")
    tail22 = ("Samples: 0 1 0 0 and 0 0 0 1, as expected.\n\n"
              "Complexity: O((n + m)·√m) time, O(m + B^2) memory.")
    c("ggc06", "real-code-vietnamese-pseudocode-of-train-maintenance-split-before-python", cc(22),
      idea22 + "\n\nPseudocode in Vietnamese (for my teammate in Hanoi):\n\n" + fence("text", VIETNAMESE22) +
      "\n\n" + py22 + "\n\n" + tail22,
      ["nếu T <= B: với j từ x[k] đến T-1: nhỏ[T][(ngày + j) mod T] += 1",
       "chênh[max(s, ngày)] -= 1; nếu s + y[k] <= m: chênh[s + y[k]] += 1"],
      ["Square-root split on the period T = x + y", "Samples: 0 1 0 0 and 0 0 0 1"],
      "Vietnamese pseudocode before the graded block")
    c("ggc07", "real-code-danish-pseudocode-of-train-maintenance-split-after-python", cc(22),
      idea22 + "\n\n" + py22 + "\n\nDanish pseudocode of the same, for the club wiki:\n\n" +
      fence("text", DANISH22) + "\n\n" + tail22,
      ["hvis T <= B: for j fra x[k] til T-1: lille[T][(dag + j) mod T] += 1",
       "diff[max(s, dag)] -= 1; hvis s + y[k] <= m: diff[s + y[k]] += 1"],
      ["at most m / T maintenance windows", "O((n + m)·√m) time"],
      "Danish pseudocode after the graded block")

    q("ggq01", "real-code-probe-optimal-insertion-sample-walkthrough", cc(80),
      idea80 + "\n\nHand check on the third test (a = 1 3 5 3 1, b = 4 3 6 1): sorted b = 1 3 4 6; the best gaps are "
      "0, 1, 5, 5, giving c = 1 1 3 3 5 3 1 4 6, which has 6 inversions (5 > 3, 5 > 1, 5 > 4, 3 > 1, 3 > 1, "
      "3 > 1).\n\n" + py80 + "\n\n" + tail80,
      ["c = 1 1 3 3 5 3 1 4 6, which has 6 inversions", "Samples: the three test cases give 0, 4 and 6",
       "sorted b = 1 3 4 6"],
      "the sample walkthrough and complexity are work")
    q("ggq02", "real-code-probe-circular-progression-sample-queries", cc(70),
      "Check each query by comparing the range's sums of x, x^2 and x^3 mod P = 10^9 + 7 with those of the "
      "progression a, a + D, ..., a + (k - 1)D, where a is solved from the plain sum.\n\n"
      "By hand on the first sample: query 2 3 12 covers 0 and 12 (step 12: Yes); query 2 3 6 covers 0 and 12 "
      "(step 6 would need 6 in between: No); query 2 8 2 covers 0 12 6 10 8 2 4 (0, 2, ..., 12: Yes).\n\n" + py70 +
      "\n\nComplexity: O(N + Q log P).",
      ["query 2 3 6 covers 0 and 12 (step 6 would need 6 in between: No)",
       "query 2 8 2 covers 0 12 6 10 8 2 4 (0, 2, ..., 12: Yes)", "Complexity: O(N + Q log P)."],
      "sample queries checked by hand")
    q("ggq03", "real-code-probe-kmp-occurrence-dp-sample-changes", cc(7),
      "KMP automaton of b over a, dp on (state, occurrences) with cost 1 per flipped character.\n\n"
      "Sample check: a = 100101011 already contains 101 at positions 4 and 6 (1-based), so k = 2 costs 0; "
      "flipping position 6 (100101011 → 100100011) leaves no occurrence, so k = 0 costs 1; k = 4 needs 6 "
      "changes (101010101) and k >= 5 is -1.\n\n" + py7 +
      "\n\nComplexity: O(n · m · (n - m + 2)).",
      ["contains 101 at positions 4 and 6 (1-based), so k = 2 costs 0", "k = 4 needs 6 changes",
       "(100101011 → 100100011)"],
      "the sample's costs per k are work")
    q("ggq04", "real-code-probe-pole-distance-sample-sum", cc(12),
      "Two sweeps per row give the horizontal distance to the nearest pole in that row; per column, a lower hull "
      "of the lines -2·x0·x + x0^2 + h^2 gives min over rows.\n\n"
      "First sample by hand: poles at (0, 0) and (0, 2). Column 0: 0 + 1 + 4 = 5; column 1: 1 + 2 + 5 = 8; "
      "column 2: 0 + 1 + 4 = 5; total 5 + 8 + 5 = 18.\n\n" + py12 + "\n\nComplexity: O(n · m).",
      ["Column 0: 0 + 1 + 4 = 5", "column 1: 1 + 2 + 5 = 8", "total 5 + 8 + 5 = 18"],
      "the hand sum of the first sample is work")
