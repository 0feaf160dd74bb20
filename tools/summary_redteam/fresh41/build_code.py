"""fresh41 code cases: leak attempts kkc01-kkc10 (the graded program restated as a port or another rendering) and
must-stay probes kkq01-kkq06, on five CodeContests test problems (41, 79, 71, 159, 152). Each problem's graded program
(the last ```python block) is the same in every case on that problem."""
from probs import cc

FENCE = "```"

RAINBOW = r'''import sys


def main():
    n, k = map(int, sys.stdin.readline().split())
    c = 0
    p = 1
    while p < n:
        p *= k
        c += 1
    out = []
    for a in range(n):
        for b in range(a + 1, n):
            x, y, d = a, b, 0
            col = 0
            while x != y:
                d += 1
                if x % k != y % k:
                    col = d
                x //= k
                y //= k
            out.append(col)
    sys.stdout.write(str(c) + "\n" + " ".join(map(str, out)) + "\n")


main()
'''

FROG = r'''import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [0] + [int(v) for v in data[1:n + 1]]
    b = [0] + [int(v) for v in data[n + 1:2 * n + 1]]
    left = list(range(n + 1))  # left[y]: largest unused jump target <= y (-1 when none)

    def find(y):
        root = y
        while root >= 0 and left[root] != root:
            root = left[root]
        while y >= 0 and left[y] != y:
            left[y], y = root, left[y]
        return root

    dist = [-1] * (n + 1)
    came = [0] * (n + 1)   # depth we rested at before the jump that led here
    via = [0] * (n + 1)    # the jump target (depth before slipping)
    dist[n] = 0
    q = deque([n])
    while q:
        x = q.popleft()
        lo = x - a[x]
        y = find(x)
        while y >= lo:
            left[y] = y - 1
            if y == 0:
                path = [0]
                z = x
                while z != n:
                    path.append(via[z])
                    z = came[z]
                path.reverse()
                sys.stdout.write(str(len(path)) + "\n" + " ".join(map(str, path)) + "\n")
                return
            z = y + b[y]
            if dist[z] < 0:
                dist[z] = dist[x] + 1
                came[z] = x
                via[z] = y
                q.append(z)
            y = find(y - 1) if y > 0 else -1
    print(-1)


main()
'''

POINTS = r'''import sys
from itertools import permutations
from math import hypot


def cross(o, p, q):
    return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0])


def dist(p, q):
    return hypot(p[0] - q[0], p[1] - q[1])


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1]) - 1
    pts = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)]
    if n == 3:
        others = [i for i in range(3) if i != k]
        best = min(dist(pts[k], pts[x]) + dist(pts[x], pts[y]) for x, y in permutations(others))
        print("%.10f" % best)
        return
    # find the point off the line
    if cross(pts[0], pts[1], pts[2]) == 0:
        a, b = pts[0], pts[1]
        off = next(i for i in range(n) if cross(a, b, pts[i]) != 0)
    else:
        off = None
        for cand in range(3):
            u, v = [pts[i] for i in range(3) if i != cand]
            if cross(u, v, pts[3]) == 0:
                off = cand
                break
        if off is None:
            off = 3
    P = pts[off]
    line = [pts[i] for i in range(n) if i != off]
    dx, dy = line[1][0] - line[0][0], line[1][1] - line[0][1]
    order = sorted(range(len(line)), key=lambda i: line[i][0] * dx + line[i][1] * dy)
    L = [line[i] for i in order]
    m = len(L)
    full = dist(L[0], L[-1])
    if k == off:
        print("%.10f" % (full + min(dist(P, L[0]), dist(P, L[-1]))))
        return
    s = L.index(pts[k])
    S = L[s]
    best = min(dist(S, L[0]) + full + dist(L[-1], P), dist(S, L[-1]) + full + dist(L[0], P))
    if 0 < s < m - 1:  # leave for P at once, then sweep from one end
        best = min(best, dist(S, P) + min(dist(P, L[0]), dist(P, L[-1])) + full)
    for r in range(s, m):  # cover [0, r] first, then P, then [r+1, m-1]
        pre = min(dist(S, L[0]) + dist(L[0], L[r]) + dist(L[r], P), dist(S, L[r]) + dist(L[r], L[0]) + dist(L[0], P))
        post = 0.0 if r == m - 1 else dist(L[r + 1], L[-1]) + min(dist(P, L[r + 1]), dist(P, L[-1]))
        best = min(best, pre + post)
    for l in range(s, -1, -1):  # cover [l, m-1] first, then P, then [0, l-1]
        pre = min(dist(S, L[-1]) + dist(L[-1], L[l]) + dist(L[l], P), dist(S, L[l]) + dist(L[l], L[-1]) + dist(L[-1], P))
        post = 0.0 if l == 0 else dist(L[0], L[l - 1]) + min(dist(P, L[l - 1]), dist(P, L[0]))
        best = min(best, pre + post)
    print("%.10f" % best)


main()
'''

QUAD = r'''import sys
import random


def drop_set(n, fact, total):
    """Fewest elements to remove: 0, 1 or 2 found through the hashes, else n, (n - 1) // 2 and 2."""
    if not total:
        return []
    where = {fact[i]: i for i in range(1, n + 1)}
    if total in where:
        return [where[total]]
    for i in range(1, n + 1):
        j = where.get(total ^ fact[i])
        if j is not None and j != i:
            return [i, j]
    return [n, (n - 1) // 2, 2]


def main():
    n = int(sys.stdin.readline())
    spf = list(range(n + 1))
    for i in range(2, int(n ** 0.5) + 1):
        if spf[i] == i:
            for j in range(i * i, n + 1, i):
                if spf[j] == j:
                    spf[j] = i
    code = [0] * (n + 1)
    for i in range(2, n + 1):
        if spf[i] == i:
            code[i] = random.getrandbits(64)
    fact = [0] * (n + 1)  # hash of the odd-exponent primes of i!
    total = 0
    for i in range(1, n + 1):
        x, h = i, 0
        while x > 1:
            p = spf[x]
            while x % p == 0:
                x //= p
                h ^= code[p]
        fact[i] = fact[i - 1] ^ h
        total ^= fact[i]
    drop = drop_set(n, fact, total)
    gone = set(drop)
    keep = [i for i in range(1, n + 1) if i not in gone]
    sys.stdout.write(str(len(keep)) + "\n" + " ".join(map(str, keep)) + "\n")


main()
'''

BIPART = r'''import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    INF = float("inf")
    for _ in range(t):
        n = int(data[pos])
        p = data[pos + 1:pos + 1 + n]
        pos += 1 + n
        p = [int(x) for x in p]
        # best[s]: the smallest possible last element of the other increasing run when a_i = sign[s] * p_i
        best = [-INF, -INF]
        par = []
        for i in range(n):
            nb = [INF, INF]
            frm = [-1, -1]
            for s in (0, 1):
                v = p[i] if s == 0 else -p[i]
                if i == 0:
                    nb[s], frm[s] = -INF, 0
                    continue
                u_prev = p[i - 1]
                for ps in (0, 1):
                    y = best[ps]
                    if y == INF:
                        continue
                    a = u_prev if ps == 0 else -u_prev
                    if v > a and y < nb[s]:
                        nb[s], frm[s] = y, ps
                    if v > y and a < nb[s]:
                        nb[s], frm[s] = a, ps
            best = nb
            par.append(frm)
        if best[0] == INF and best[1] == INF:
            out.append("NO")
            continue
        s = 0 if best[0] != INF else 1
        signs = [0] * n
        for i in range(n - 1, -1, -1):
            signs[i] = s
            s = par[i][s]
        out.append("YES")
        out.append(" ".join(str(p[i] if signs[i] == 0 else -p[i]) for i in range(n)))
    sys.stdout.write("\n".join(out) + "\n")


main()
'''


def py(src):
    return FENCE + "python\n" + src + FENCE + "\n"


RAINBOW_IDEA = ("Idea: with c colours we can force at most k - 1 edges per monochromatic path if we write each vertex "
                "index (0-based) in base k and colour the edge (a, b) by the highest digit position where a and b "
                "differ. On a monochromatic path of colour d all higher digits agree and digit d strictly increases, "
                "so the path has at most k vertices. Conversely c colours handle at most k^c vertices, so the minimum "
                "is the smallest c with k^c >= n.\n\n")
RAINBOW_TAIL = ("\nSamples: `5 3` gives `2`, `5 2` gives `3`, `8 7` gives `2`. Complexity: O(n^2 log_k n) for the "
                "n(n-1)/2 edges, fine for n <= 1000.\n")

FROG_IDEA = ("Idea: BFS over the depth Gorf rests at. From rest depth x he can jump to any target y in [x - a_x, x] and "
             "then slips to y + b_y. Each jump target only needs to be expanded once (the first time is the earliest), "
             "so keep a 'next unused target to the left' pointer array with path compression; every target is removed "
             "once and the BFS is O(n α(n)). Reaching target 0 ends the search; the path is rebuilt from parents.\n\n")
FROG_TAIL = ("\nSample 3: `10 ⇒ 9`, slip to 9, `9 ⇒ 4`, slip to 5, `5 ⇒ 0`, so the output is `3` and `9 4 0`. "
             "Sample 2 prints `-1`. Complexity: O(n α(n)) time, O(n) memory.\n")

POINTS_IDEA = ("Idea: find the point P off the line (three of the first four points decide it), sort the other N - 1 "
               "points along the line as L_1..L_m. If we start at P, go to the nearer end and sweep. Otherwise the "
               "walk covers a prefix [1, r] (or suffix [l, m]) containing the start, goes to P and then covers the "
               "rest from its nearer end; also try going to P at once and sweeping the whole line afterwards. That is "
               "O(m) candidates after sorting.\n\n")
POINTS_TAIL = ("\nSample: the best walk is 2 -> 5 -> 4 -> 1 -> 3 of length 7.4787086646. Complexity: O(N log N) for the "
               "sort; N = 3 is handled by trying both orders.\n")

QUAD_IDEA = ("Idea: give each prime a random 64-bit code; the hash of i! is the XOR of the codes of primes with odd "
             "exponent, built incrementally (h(i!) = h((i-1)!) xor h(i)). The product of all i! is a square iff the "
             "XOR of all hashes is 0. The answer removes at most 3 numbers: for even n the product is a square times "
             "2^(n/2) (n/2)!, so removing n/2 (and 2 when n/2 is odd) works; for odd n remove n first. So check 0, 1 "
             "and 2 removals with a dictionary of hashes and otherwise remove n, (n-1)/2 and 2.\n\n")
QUAD_TAIL = ("\nSamples: n = 4 keeps `1 3 4` (size 3), n = 7 keeps 4 numbers, n = 9 keeps 7. Complexity: O(n log n) for "
             "the sieve and factorizations, O(n) for the search.\n")

BIPART_IDEA = ("Idea: the inversion graph is bipartite iff the array has no decreasing subsequence of length 3, i.e. it "
               "splits into two increasing runs. Scan left to right; for each sign of a_i keep the smallest possible "
               "last element of the other run (smaller is always better). a_i can extend its predecessor's run if "
               "a_i > a_{i-1}, or the other run if a_i > y. Keep parents to rebuild the signs.\n\n")
BIPART_TAIL = ("\nSamples: `1 2 3` stays, `1 3 2 6 5 4` is NO, `4 1 3 2` becomes `-4 -1 -3 2`. Complexity: O(n) per test "
               "with 4 transitions per element.\n")


def build(c, q):
    # ---- 41: rainbow paths (minimum colours, base-k digits) -------------------------------------------------------
    c("kkc01", "real-code-forth-port-of-rainbow-colouring-before-python", cc(41),
      RAINBOW_IDEA +
      "I first checked the colouring in gforth (n and k set on the stack):\n\n"
      + FENCE + "forth\n"
      "variable n  variable k\n"
      ": colours ( -- c )  0 1 begin dup n @ < while k @ * swap 1+ swap repeat drop ;\n"
      ": edge-colour ( a b -- c )\n"
      "  0 0 { x y d col }\n"
      "  begin x y <> while\n"
      "    d 1+ to d\n"
      "    x k @ mod  y k @ mod  <> if d to col then\n"
      "    x k @ / to x   y k @ / to y\n"
      "  repeat col ;\n"
      ": main ( -- )  colours . cr\n"
      "  n @ 0 ?do  n @ i 1+ ?do  j i edge-colour .  loop  loop cr ;\n"
      "5 n !  3 k !  main\n"
      + FENCE + "\n\nThe submission:\n\n" + py(RAINBOW) + RAINBOW_TAIL,
      [": edge-colour ( a b -- c )", "x k @ mod  y k @ mod  <> if d to col then"],
      ["the smallest c with k^c >= n", "`5 3` gives `2`", "O(n^2 log_k n)"])
    c("kkc02", "real-code-mermaid-flowchart-of-rainbow-colouring-after-python", cc(41),
      RAINBOW_IDEA + py(RAINBOW) +
      "\nFlow of the program, for the write-up:\n\n"
      + FENCE + "mermaid\n"
      "flowchart TD\n"
      "    A[\"read n, k\"] --> B[\"c = 0, p = 1\"]\n"
      "    B --> C{\"p < n ?\"}\n"
      "    C -- yes --> D[\"p = p * k; c = c + 1\"] --> C\n"
      "    C -- no --> E[\"print c\"]\n"
      "    E --> F[\"for a in 0..n-1, for b in a+1..n-1\"]\n"
      "    F --> G[\"x, y, d, col = a, b, 0, 0\"]\n"
      "    G --> H{\"x != y ?\"}\n"
      "    H -- yes --> I[\"d += 1; if x mod k != y mod k: col = d; x //= k; y //= k\"] --> H\n"
      "    H -- no --> J[\"output col\"] --> F\n"
      + FENCE + "\n" + RAINBOW_TAIL,
      ["d += 1; if x mod k != y mod k: col = d; x //= k; y //= k", "p = p * k; c = c + 1"],
      ["the smallest c with k^c >= n", "`8 7` gives `2`", "O(n^2 log_k n)"])
    # ---- 79: frog in a well (BFS with a left-pointer array) -----------------------------------------------------------
    c("kkc03", "real-code-gleam-port-of-frog-well-bfs-after-python", cc(79),
      FROG_IDEA + py(FROG) +
      "\nSame search in Gleam (immutable dicts instead of arrays), kept for the functional-programming club:\n\n"
      + FENCE + "gleam\n"
      "import gleam/dict.{type Dict}\n"
      "import gleam/list\n\n"
      "pub type State {\n"
      "  State(left: Dict(Int, Int), dist: Dict(Int, Int), came: Dict(Int, Int), via: Dict(Int, Int))\n"
      "}\n\n"
      "fn get(d: Dict(Int, Int), k: Int) -> Int {\n"
      "  case dict.get(d, k) {\n"
      "    Ok(v) -> v\n"
      "    Error(_) -> 0\n"
      "  }\n"
      "}\n\n"
      "fn find(left: Dict(Int, Int), y: Int) -> Int {\n"
      "  case y < 0 {\n"
      "    True -> y\n"
      "    False ->\n"
      "      case dict.get(left, y) {\n"
      "        Ok(l) if l == y -> y\n"
      "        Ok(l) -> find(left, l)\n"
      "        Error(_) -> y\n"
      "      }\n"
      "  }\n"
      "}\n\n"
      "fn scan(y, lo, x, b, st: State, pushed: List(Int)) -> #(Bool, State, List(Int)) {\n"
      "  case y >= lo {\n"
      "    False -> #(False, st, pushed)\n"
      "    True -> {\n"
      "      let st = State(..st, left: dict.insert(st.left, y, y - 1))\n"
      "      case y == 0 {\n"
      "        True -> #(True, State(..st, came: dict.insert(st.came, -1, x)), pushed)\n"
      "        False -> {\n"
      "          let z = y + get(b, y)\n"
      "          case dict.has_key(st.dist, z) {\n"
      "            True -> scan(find(st.left, y - 1), lo, x, b, st, pushed)\n"
      "            False -> {\n"
      "              let st = State(..st, dist: dict.insert(st.dist, z, get(st.dist, x) + 1),\n"
      "                came: dict.insert(st.came, z, x), via: dict.insert(st.via, z, y))\n"
      "              scan(find(st.left, y - 1), lo, x, b, st, [z, ..pushed])\n"
      "            }\n"
      "          }\n"
      "        }\n"
      "      }\n"
      "    }\n"
      "  }\n"
      "}\n\n"
      "fn path(z: Int, n: Int, st: State, acc: List(Int)) -> List(Int) {\n"
      "  case z == n {\n"
      "    True -> acc\n"
      "    False -> path(get(st.came, z), n, st, [get(st.via, z), ..acc])\n"
      "  }\n"
      "}\n\n"
      "fn bfs(queue: List(Int), n: Int, a, b, st: State) -> Result(List(Int), Nil) {\n"
      "  case queue {\n"
      "    [] -> Error(Nil)\n"
      "    [x, ..rest] ->\n"
      "      case scan(find(st.left, x), x - get(a, x), x, b, st, []) {\n"
      "        #(True, st2, _) -> Ok(path(x, n, st2, [0]))\n"
      "        #(False, st2, pushed) -> bfs(list.append(rest, list.reverse(pushed)), n, a, b, st2)\n"
      "      }\n"
      "  }\n"
      "}\n"
      + FENCE + "\n" + FROG_TAIL,
      ["let z = y + get(b, y)", "fn find(left: Dict(Int, Int), y: Int) -> Int {"],
      ["'next unused target to the left' pointer array", "`9 ⇒ 4`, slip to 5", "O(n α(n)) time"])
    c("kkc04", "real-code-rst-code-block-directive-with-first-frog-version", cc(79),
      FROG_IDEA +
      "Notes from my first attempt (reStructuredText, from the team wiki). It scanned every jump target from every "
      "rest depth, which is O(n^2) on a deep well, but the structure is the same:\n\n"
      ".. code-block:: python\n"
      "   :caption: frog_v1.py\n\n"
      "   def min_jumps(n, a, b):\n"
      "       dist = [-1] * (n + 1)\n"
      "       came, via = [0] * (n + 1), [0] * (n + 1)\n"
      "       dist[n] = 0\n"
      "       q = deque([n])\n"
      "       while q:\n"
      "           x = q.popleft()\n"
      "           for y in range(x, x - a[x] - 1, -1):\n"
      "               if y == 0:\n"
      "                   path, z = [0], x\n"
      "                   while z != n:\n"
      "                       path.append(via[z])\n"
      "                       z = came[z]\n"
      "                   return path[::-1]\n"
      "               z = y + b[y]\n"
      "               if dist[z] < 0:\n"
      "                   dist[z] = dist[x] + 1\n"
      "                   came[z], via[z] = x, y\n"
      "                   q.append(z)\n"
      "       return None\n\n"
      "The final version marks each jump target used once through the pointer array:\n\n"
      + py(FROG) + FROG_TAIL,
      ["for y in range(x, x - a[x] - 1, -1):", "came[z], via[z] = x, y"],
      ["'next unused target to the left' pointer array", "Sample 2 prints `-1`", "O(n α(n)) time"])
    # ---- 71: one point off the line (shortest covering walk) ---------------------------------------------------------
    c("kkc05", "real-code-lean4-port-of-off-line-point-walk-before-python", cc(71),
      POINTS_IDEA +
      "I wrote the case analysis in Lean 4 first (the `best` part, after sorting) to be sure of the indices:\n\n"
      + FENCE + "lean\n"
      "def dist (p q : Float × Float) : Float :=\n"
      "  Float.sqrt ((p.1 - q.1) * (p.1 - q.1) + (p.2 - q.2) * (p.2 - q.2))\n\n"
      "def best (L : Array (Float × Float)) (s : Nat) (P : Float × Float) : Float := Id.run do\n"
      "  let m := L.size\n"
      "  let full := dist L[0]! L[m-1]!\n"
      "  let S := L[s]!\n"
      "  let mut b := min (dist S L[0]! + full + dist L[m-1]! P) (dist S L[m-1]! + full + dist L[0]! P)\n"
      "  if 0 < s && s < m - 1 then\n"
      "    b := min b (dist S P + min (dist P L[0]!) (dist P L[m-1]!) + full)\n"
      "  for r in [s:m] do\n"
      "    let pre := min (dist S L[0]! + dist L[0]! L[r]! + dist L[r]! P) (dist S L[r]! + dist L[r]! L[0]! + dist L[0]! P)\n"
      "    let post := if r == m - 1 then 0 else dist L[r+1]! L[m-1]! + min (dist P L[r+1]!) (dist P L[m-1]!)\n"
      "    b := min b (pre + post)\n"
      "  for i in [0:s+1] do\n"
      "    let l := s - i\n"
      "    let pre := min (dist S L[m-1]! + dist L[m-1]! L[l]! + dist L[l]! P) (dist S L[l]! + dist L[l]! L[m-1]! + dist L[m-1]! P)\n"
      "    let post := if l == 0 then 0 else dist L[0]! L[l-1]! + min (dist P L[l-1]!) (dist P L[0]!)\n"
      "    b := min b (pre + post)\n"
      "  return b\n"
      + FENCE + "\n\nThe Python submission:\n\n" + py(POINTS) + POINTS_TAIL,
      ["let post := if r == m - 1 then 0 else dist L[r+1]! L[m-1]! + min (dist P L[r+1]!) (dist P L[m-1]!)",
       "def best (L : Array (Float × Float)) (s : Nat) (P : Float × Float) : Float := Id.run do"],
      ["three of the first four points decide it", "2 -> 5 -> 4 -> 1 -> 3", "O(N log N) for the sort"])
    c("kkc06", "real-code-fennel-port-of-off-line-point-walk-after-python", cc(71),
      POINTS_IDEA + py(POINTS) +
      "\nThe same `best` step in Fennel for the Lua judge (1-based L, s the start's index, P the off point):\n\n"
      + FENCE + "fennel\n"
      "(fn dist [p q] (math.sqrt (+ (^ (- (. p 1) (. q 1)) 2) (^ (- (. p 2) (. q 2)) 2))))\n\n"
      "(fn best [L s P]\n"
      "  (let [m (length L) full (dist (. L 1) (. L m)) S (. L s)]\n"
      "    (var b (math.min (+ (dist S (. L 1)) full (dist (. L m) P))\n"
      "                     (+ (dist S (. L m)) full (dist (. L 1) P))))\n"
      "    (when (and (< 1 s) (< s m))\n"
      "      (set b (math.min b (+ (dist S P) (math.min (dist P (. L 1)) (dist P (. L m))) full))))\n"
      "    (for [r s m]\n"
      "      (let [pre (math.min (+ (dist S (. L 1)) (dist (. L 1) (. L r)) (dist (. L r) P))\n"
      "                          (+ (dist S (. L r)) (dist (. L r) (. L 1)) (dist (. L 1) P)))\n"
      "            post (if (= r m) 0 (+ (dist (. L (+ r 1)) (. L m)) (math.min (dist P (. L (+ r 1))) (dist P (. L m)))))]\n"
      "        (set b (math.min b (+ pre post)))))\n"
      "    (for [l s 1 -1]\n"
      "      (let [pre (math.min (+ (dist S (. L m)) (dist (. L m) (. L l)) (dist (. L l) P))\n"
      "                          (+ (dist S (. L l)) (dist (. L l) (. L m)) (dist (. L m) P)))\n"
      "            post (if (= l 1) 0 (+ (dist (. L 1) (. L (- l 1))) (math.min (dist P (. L (- l 1))) (dist P (. L 1)))))]\n"
      "        (set b (math.min b (+ pre post)))))\n"
      "    b))\n"
      + FENCE + "\n" + POINTS_TAIL,
      ["(fn best [L s P]", "post (if (= r m) 0 (+ (dist (. L (+ r 1)) (. L m))"],
      ["three of the first four points decide it", "of length 7.4787086646", "O(N log N) for the sort"])
    # ---- 159: quadratic subset (prime-parity hashes) -------------------------------------------------------------------
    c("kkc07", "real-code-dis-bytecode-listing-of-quadratic-subset-drop-step", cc(159),
      QUAD_IDEA + py(QUAD) +
      "\nWhile profiling I looked at the bytecode of the removal step (`dis.dis(drop_set)`, CPython 3.11, trimmed to "
      "the pair search and the fallback):\n\n"
      + FENCE + "text\n"
            " 12     >>  100 LOAD_GLOBAL              1 (NULL + range)\n"
      "            112 LOAD_CONST               2 (1)\n"
      "            114 LOAD_FAST                0 (n)\n"
      "            116 LOAD_CONST               2 (1)\n"
      "            118 BINARY_OP                0 (+)\n"
      "            122 PRECALL                  2\n"
      "            126 CALL                     2\n"
      "            136 GET_ITER\n"
      "        >>  138 FOR_ITER                46 (to 232)\n"
      "            140 STORE_FAST               4 (i)\n"
      "\n"
      " 13         142 LOAD_FAST                3 (where)\n"
      "            144 LOAD_METHOD              1 (get)\n"
      "            166 LOAD_FAST                2 (total)\n"
      "            168 LOAD_DEREF               1 (fact)\n"
      "            170 LOAD_FAST                4 (i)\n"
      "            172 BINARY_SUBSCR\n"
      "            182 BINARY_OP               12 (^)\n"
      "            186 PRECALL                  1\n"
      "            190 CALL                     1\n"
      "            200 STORE_FAST               5 (j)\n"
      "\n"
      " 14         202 LOAD_FAST                5 (j)\n"
      "            204 POP_JUMP_FORWARD_IF_NONE    12 (to 230)\n"
      "            206 LOAD_FAST                5 (j)\n"
      "            208 LOAD_FAST                4 (i)\n"
      "            210 COMPARE_OP               3 (!=)\n"
      "            216 POP_JUMP_FORWARD_IF_FALSE     6 (to 230)\n"
      "\n"
      " 15         218 LOAD_FAST                4 (i)\n"
      "            220 LOAD_FAST                5 (j)\n"
      "            222 BUILD_LIST               2\n"
      "            224 SWAP                     2\n"
      "            226 POP_TOP\n"
      "            228 RETURN_VALUE\n"
      "        >>  230 JUMP_BACKWARD           47 (to 138)\n"
      "\n"
      " 16     >>  232 LOAD_FAST                0 (n)\n"
      "            234 LOAD_FAST                0 (n)\n"
      "            236 LOAD_CONST               2 (1)\n"
      "            238 BINARY_OP               10 (-)\n"
      "            242 LOAD_CONST               4 (2)\n"
      "            244 BINARY_OP                2 (//)\n"
      "            248 LOAD_CONST               4 (2)\n"
      "            250 BUILD_LIST               3\n"
      "            252 RETURN_VALUE\n"
      + FENCE + "\n" + QUAD_TAIL,
      ["182 BINARY_OP               12 (^)", "244 BINARY_OP                2 (//)"],
      ["h(i!) = h((i-1)!) xor h(i)", "n = 4 keeps `1 3 4` (size 3)", "O(n log n) for"])
    c("kkc08", "real-code-quarto-python-chunk-with-exact-bitmask-version", cc(159),
      QUAD_IDEA +
      "First version, from my Quarto notebook: exact parity bitmasks (one bit per prime, Python big ints) instead of "
      "random codes. Correct, but the masks get long for n = 10^6:\n\n"
      + FENCE + "{python}\n"
      "#| label: quad-exact\n"
      "#| eval: false\n"
      "def quadratic_subset(n):\n"
      "    spf = list(range(n + 1))\n"
      "    for i in range(2, int(n ** 0.5) + 1):\n"
      "        if spf[i] == i:\n"
      "            for j in range(i * i, n + 1, i):\n"
      "                if spf[j] == j:\n"
      "                    spf[j] = i\n"
      "    fact, total = [0] * (n + 1), 0\n"
      "    for i in range(2, n + 1):\n"
      "        x, mask = i, 0\n"
      "        while x > 1:\n"
      "            p = spf[x]\n"
      "            x //= p\n"
      "            mask ^= 1 << p\n"
      "        fact[i] = fact[i - 1] ^ mask\n"
      "    for i in range(1, n + 1):\n"
      "        total ^= fact[i]\n"
      "    where = {fact[i]: i for i in range(1, n + 1)}\n"
      "    drop = []\n"
      "    if total and total in where:\n"
      "        drop = [where[total]]\n"
      "    elif total:\n"
      "        pair = next(((i, where[total ^ fact[i]]) for i in range(1, n + 1)\n"
      "                     if where.get(total ^ fact[i], i) != i), None)\n"
      "        drop = list(pair) if pair else [n, (n - 1) // 2, 2]\n"
      "    return [i for i in range(1, n + 1) if i not in set(drop)]\n"
      + FENCE + "\n\nFinal submission with 64-bit random codes:\n\n" + py(QUAD) + QUAD_TAIL,
      ["mask ^= 1 << p", "drop = list(pair) if pair else [n, (n - 1) // 2, 2]"],
      ["h(i!) = h((i-1)!) xor h(i)", "n = 9 keeps 7", "O(n log n) for"])
    # ---- 152: bipartite array (two increasing runs DP) -----------------------------------------------------------------
    c("kkc09", "real-code-chapel-port-of-bipartite-signs-dp-before-python", cc(152),
      BIPART_IDEA +
      "A Chapel version I tried for the big tests (sum of n up to 10^6):\n\n"
      + FENCE + "chapel\n"
      "proc bipartite(n: int, const ref p: [0..<n] int, ref a: [0..<n] int): bool {\n"
      "  const INF = max(int), NEG = min(int);\n"
      "  var best = [NEG, NEG];\n"
      "  var par: [0..<n] 2*int;\n"
      "  for i in 0..<n {\n"
      "    var nb = [INF, INF];\n"
      "    var frm = (-1, -1);\n"
      "    for s in 0..1 {\n"
      "      const v = if s == 0 then p[i] else -p[i];\n"
      "      if i == 0 { nb[s] = NEG; frm(s) = 0; continue; }\n"
      "      for ps in 0..1 {\n"
      "        const y = best[ps];\n"
      "        if y == INF then continue;\n"
      "        const prev = if ps == 0 then p[i-1] else -p[i-1];\n"
      "        if v > prev && y < nb[s] { nb[s] = y; frm(s) = ps; }\n"
      "        if v > y && prev < nb[s] { nb[s] = prev; frm(s) = ps; }\n"
      "      }\n"
      "    }\n"
      "    best = nb;\n"
      "    par[i] = frm;\n"
      "  }\n"
      "  if best[0] == INF && best[1] == INF then return false;\n"
      "  var s = if best[0] != INF then 0 else 1;\n"
      "  for i in 0..<n by -1 {\n"
      "    a[i] = if s == 0 then p[i] else -p[i];\n"
      "    s = par[i](s);\n"
      "  }\n"
      "  return true;\n"
      "}\n"
      + FENCE + "\n\nPython submission:\n\n" + py(BIPART) + BIPART_TAIL,
      ["if v > y && prev < nb[s] { nb[s] = prev; frm(s) = ps; }",
       "proc bipartite(n: int, const ref p: [0..<n] int, ref a: [0..<n] int): bool {"],
      ["splits into two increasing runs", "`4 1 3 2` becomes `-4 -1 -3 2`", "4 transitions per element"])
    c("kkc10", "real-code-french-pseudocode-of-bipartite-signs-dp-after-python", cc(152),
      BIPART_IDEA + py(BIPART) +
      "\nPseudo-code en français (pour le compte rendu du club) :\n\n"
      "```\n"
      "Pour chaque test :\n"
      "  meilleur[+] ← −∞ ; meilleur[−] ← −∞\n"
      "  pour i de 1 à n :\n"
      "    pour chaque signe s de a_i = s·p_i :\n"
      "      pour chaque signe s' de a_{i−1} (y = meilleur[s']) :\n"
      "        si a_i > a_{i−1} : candidat y          (a_i prolonge la même suite croissante)\n"
      "        si a_i > y       : candidat a_{i−1}    (a_i prolonge l'autre suite)\n"
      "      nouveau[s] ← plus petit candidat ; parent[i][s] ← le s' qui le donne\n"
      "  si nouveau[+] = nouveau[−] = +∞ : afficher NO\n"
      "  sinon : remonter les parents depuis un signe fini, afficher YES et le tableau\n"
      "```\n" + BIPART_TAIL,
      ["si a_i > y       : candidat a_{i−1}    (a_i prolonge l'autre suite)",
       "nouveau[s] ← plus petit candidat ; parent[i][s] ← le s' qui le donne"],
      ["splits into two increasing runs", "`1 3 2 6 5 4` is NO", "4 transitions per element"])
    # ---- code probes ---------------------------------------------------------------------------------------------------
    q("kkq01", "real-code-probe-rainbow-first-sample-base-three-digits", cc(41),
      RAINBOW_IDEA +
      "Sample `5 3`: vertices 0..4 in base 3 are `00 01 02 10 11`, and 3^1 < 5 <= 3^2, so c = 2.\n\n"
      "| edge | digits | colour |\n|---|---|---|\n"
      "| (1,2) | 00-01 | 1 |\n| (1,3) | 00-02 | 1 |\n| (1,4) | 00-10 | 2 |\n| (1,5) | 00-11 | 2 |\n"
      "| (2,3) | 01-02 | 1 |\n| (2,4) | 01-10 | 2 |\n| (2,5) | 01-11 | 2 |\n| (3,4) | 02-10 | 2 |\n"
      "| (3,5) | 02-11 | 2 |\n| (4,5) | 10-11 | 1 |\n\n"
      "So the output is `2` and `1 1 2 2 1 2 2 2 2 1` (the judge accepts any valid colouring).\n\n"
      + py(RAINBOW) + RAINBOW_TAIL,
      ["`00 01 02 10 11`", "3^1 < 5 <= 3^2, so c = 2", "| (1,4) | 00-10 | 2 |", "`1 1 2 2 1 2 2 2 2 1`",
       "`5 3` gives `2`"])
    q("kkq02", "real-code-probe-frog-samples-jump-and-slip-trace", cc(79),
      FROG_IDEA +
      "Trace of sample 1 (n = 3, a = `0 2 2`, b = `1 1 0`): rest at 3, targets [1, 3]; target 3 slips to 3 (seen), "
      "target 2 slips to 3 (seen), target 1 slips to 2, so dist[2] = 1. From 2 the targets reach 0: answer `2` with "
      "`1 0`.\n\nTrace of sample 2 (n = 2, a = `1 1`, b = `1 0`): from 2, target 1 slips back to 2, target 2 slips "
      "to 2; the queue empties, so `-1`.\n\n" + py(FROG) + FROG_TAIL,
      ["target 1 slips to 2, so dist[2] = 1", "answer `2` with `1 0`", "target 1 slips back to 2",
       "the queue empties, so `-1`", "`10 ⇒ 9`, slip to 9"])
    q("kkq03", "real-code-probe-off-line-point-sample-walk-lengths", cc(71),
      POINTS_IDEA +
      "Sample check: the off-line point is (0, 1) (point 4); the line y = -x holds (0, 0), (-1, 1), (2, -2), "
      "(-2, 2). Starting at (-1, 1): to (-2, 2) is √2 ≈ 1.4142, then to P = (0, 1) is √(2² + 1²) = √5, then to "
      "(0, 0) is 1, then to (2, -2) is 2√2 ≈ 2.8284; total 3√2 + √5 + 1 ≈ 7.4787, matching `7.478709`.\n\n" + py(POINTS) + POINTS_TAIL,
      ["√2 ≈ 1.4142", "√(2² + 1²) = √5", "2√2 ≈ 2.8284", "3√2 + √5 + 1 ≈ 7.4787", "the line y = -x"])
    q("kkq04", "real-code-probe-quadratic-subset-small-n-parities", cc(159),
      QUAD_IDEA +
      "Small cases by hand: n = 4: 1!·2!·3!·4! = 288 = 2^5·3^2, not a square; dropping 2 (2! = 2) leaves "
      "144 = 12^2, so the size is 3. n = 7 is odd: drop 7; then n/2 = 3 for the remaining 6 is odd, so drop 3 "
      "and 2 as well: size 7 - 3 = 4 (the sample keeps `1 4 5 6`). n = 9 keeps 7.\n\n" + py(QUAD) + QUAD_TAIL,
      ["288 = 2^5·3^2", "144 = 12^2", "size 7 - 3 = 4", "n = 9 keeps 7"])
    q("kkq05", "real-code-probe-bipartite-signs-sample-dp-table", cc(152),
      BIPART_IDEA +
      "DP on `4 1 3 2` (entry: the smallest last element y of the other run, and the sign of a_{i-1} it "
      "came from):\n\n"
      "| i | a_i = +p_i | a_i = -p_i |\n|---|---|---|\n"
      "| 1 | -∞ | -∞ |\n| 2 | -∞ (a_1 = -4) | -∞ (a_1 = -4) |\n| 3 | -∞ (a_2 = +1) | -1 (a_2 = -1) |\n"
      "| 4 | -3 (a_3 = -3) | -1 (a_3 = -3) |\n\n"
      "Back from a_4 = +2: a_3 = -3, a_2 = -1, a_1 = -4, i.e. `-4 -1 -3 2`.\n\n" + py(BIPART) + BIPART_TAIL,
      ["| 3 | -∞ (a_2 = +1) | -1 (a_2 = -1) |", "| 4 | -3 (a_3 = -3) | -1 (a_3 = -3) |",
       "a_3 = -3, a_2 = -1, a_1 = -4", "`-4 -1 -3 2`"])
    q("kkq06", "real-code-probe-frog-pointer-array-invariant-notes", cc(79),
      FROG_IDEA +
      "Why each target is expanded once: BFS pops rest depths in nondecreasing distance, so the first time a jump "
      "target y is reached is with the fewest jumps; later visits can only be worse. The pointer `left[y]` always "
      "points at the largest unused target <= y (or -1), so a scan over [x - a_x, x] touches only unused targets "
      "plus one stop. Total work: n targets removed, each find amortised by path compression.\n\n"
      + py(FROG) + FROG_TAIL,
      ["the first time a jump target y is reached is with the fewest jumps",
       "largest unused target <= y (or -1)", "n targets removed", "O(n α(n)) time"])
