"""fresh50 code cases on five CodeContests test problems: leak attempts aac01-aac07 (the graded program, the last
```python block, restated as a port to another language or as pseudocode in another human language, before or after
the graded block) and must-stay probes aaq01-aaq04 (samples, hand-runs and complexity that must survive).
Problems: 74 (array beautifier), 21 (Cartesian-tree depth counting), 5 (expected operations until all equal),
126 (reindeer leaderboard requirements), 44 (two-same-neighbour mosaic). Each program passed its problem's tests."""
from probs import cc

P74 = r'''import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    b = [int(x) for x in data[1:1 + n]]
    cycle = find_cycle(b)
    if cycle is None:
        print("NO")
        return
    kind, idx = cycle
    a = [0] * n
    if kind == "odd":
        i, j, k = idx
        a[0] = (b[i] - b[j] + b[k]) // 2
        a[1] = b[i] - a[0]
        a[2] = b[j] - a[1]
        used = {i, j, k}
        nxt = 3
    else:
        p, q = idx
        order = []
        for x, y in zip(p, q):
            order += [x, y]
        a[0] = 0
        for t in range(len(order) - 1):
            a[t + 1] = b[order[t]] - a[t]
        used = set(order)
        nxt = len(order)
    for t in range(n):
        if t not in used:
            a[nxt] = b[t] - a[0]
            nxt += 1
    print("YES")
    print(" ".join(map(str, a)))


def find_cycle(b):
    n = len(b)
    seen = {}
    for t, v in enumerate(b):
        if v in seen:
            return "even", ([seen[v]], [t])
        seen[v] = t
    ev = [t for t in range(n) if b[t] % 2 == 0]
    od = [t for t in range(n) if b[t] % 2 == 1]
    if len(ev) >= 3:
        return "odd", tuple(ev[:3])
    if ev and len(od) >= 2:
        return "odd", (od[0], ev[0], od[1])
    sums = {}
    for mask in range(1, 1 << min(n, 22)):
        size = bin(mask).count("1")
        s = sum(b[t] for t in range(n) if mask >> t & 1)
        key = (size, s)
        if key in sums:
            other = sums[key]
            common = mask & other
            p = [t for t in range(n) if (mask & ~common) >> t & 1]
            q = [t for t in range(n) if (other & ~common) >> t & 1]
            return "even", (p, q)
        sums[key] = mask
    return None


main()
'''

P21 = r'''import sys
from functools import lru_cache


def main():
    n, m, k, p = map(int, sys.stdin.read().split())
    if k > n:
        print(0)
        return
    fact = [1] * (n + 1)
    for i in range(1, n + 1):
        fact[i] = fact[i - 1] * i % p
    comb = [[0] * (n + 1) for _ in range(n + 1)]
    for i in range(n + 1):
        comb[i][0] = 1 % p
        for j in range(1, i + 1):
            comb[i][j] = (comb[i - 1][j - 1] + comb[i - 1][j]) % p

    @lru_cache(maxsize=None)
    def count(size, depth):
        # count(size, depth)[g]: permutations of `size` whose Cartesian tree has g nodes at `depth`
        if size == 0:
            return (1 % p,)
        if depth == 1:
            return (0, fact[size])
        if depth > size:
            return (fact[size],)
        res = [0] * (min(size, k) + 1)
        for left in range(size):
            right = size - 1 - left
            lo = count(left, depth - 1)
            hi = count(right, depth - 1)
            c = comb[size - 1][left]
            for x, u in enumerate(lo):
                if u == 0:
                    continue
                cu = c * u % p
                for y in range(min(len(hi), k + 1 - x)):
                    if hi[y]:
                        res[x + y] = (res[x + y] + cu * hi[y]) % p
        while len(res) > 1 and res[-1] == 0:
            res.pop()
        return tuple(res)

    ans = count(n, m)
    print(ans[k] % p if k < len(ans) else 0)


main()
'''

P5 = r'''import sys
from collections import Counter

MOD = 10**9 + 7


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    inv = lambda x: pow(x % MOD, MOD - 2, MOD)
    # potential phi(c) of a value held by c elements: each step lowers the total by 1 in expectation
    phi = [0] * (n + 1)
    for c in range(1, n):
        stay = c * (k - 1) % MOD * inv(n * k) % MOD * (phi[c - 1] - phi[c]) % MOD
        phi[c + 1] = (phi[c] + n * k % MOD * inv(n - c) % MOD * (-c * inv(n) - stay)) % MOD
    free = a.count(-1)
    fixed = Counter(x for x in a if x != -1)
    p = inv(k)
    q = (1 - p) % MOD
    binom = [1] * (free + 1)
    for x in range(1, free + 1):
        binom[x] = binom[x - 1] * (free - x + 1) % MOD * inv(x) % MOD
    weight = [binom[x] * pow(p, x, MOD) % MOD * pow(q, free - x, MOD) % MOD for x in range(free + 1)]

    def expected_phi(f):
        return sum(weight[x] * phi[f + x] for x in range(free + 1)) % MOD

    total = 0
    for f, how_many in Counter(fixed.values()).items():
        total += how_many * expected_phi(f)
    total += (k - len(fixed)) % MOD * expected_phi(0)
    print((total - phi[n]) % MOD)


main()
'''

P126 = r'''import sys
from collections import deque

INF = float("inf")


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    req = [(int(data[2 + n + 2 * t]) - 1, int(data[3 + n + 2 * t]) - 1) for t in range(m)]
    vals = sorted(set(a))
    b = [vals[0]] * n
    for j in range(len(vals) - 1):
        upper = closure_side(n, a, req, vals[j])
        for i in upper:
            b[i] = vals[j + 1]
    print(" ".join(map(str, b)))


def closure_side(n, a, req, t):
    """Minimal set S closed under u -> v (u in S forces v in S) minimising #{a_i > t, i not in S} + #{a_i <= t, i in S}."""
    s, sink = n, n + 1
    cap = [dict() for _ in range(n + 2)]

    def add(u, v, c):
        cap[u][v] = cap[u].get(v, 0) + c
        cap[v].setdefault(u, 0)

    for i in range(n):
        if a[i] > t:
            add(s, i, 1)
        else:
            add(i, sink, 1)
    for u, v in req:
        add(u, v, INF)
    while True:
        parent = {s: None}
        queue = deque([s])
        while queue and sink not in parent:
            u = queue.popleft()
            for v, c in cap[u].items():
                if c > 0 and v not in parent:
                    parent[v] = u
                    queue.append(v)
        if sink not in parent:
            return [i for i in parent if i < n]
        v = sink
        while parent[v] is not None:
            u = parent[v]
            cap[u][v] -= 1
            cap[v][u] += 1
            v = u


main()
'''

P44 = r'''import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    grid = data[1:1 + n]
    fixed = [[None if ch == "." else int(ch == "S") for ch in row] for row in grid]
    found = []
    row0 = [0] * n
    row1 = [0] * n

    def need_below(r, c, rows):
        # how many same-coloured neighbours cell (r, c) still needs from the row below
        me = rows[r][c]
        same = 0
        if r > 0 and rows[r - 1][c] == me:
            same += 1
        if c > 0 and rows[r][c - 1] == me:
            same += 1
        if c + 1 < n and rows[r][c + 1] == me:
            same += 1
        return 2 - same

    def first_row_cell(c):
        need = need_below(0, c, [row0])
        if need not in (0, 1) or (n == 1 and need != 0):
            return False
        if n > 1:
            row1[c] = row0[c] if need == 1 else 1 - row0[c]
            if fixed[1][c] is not None and fixed[1][c] != row1[c]:
                return False
        return True

    def finish():
        rows = [row0[:]]
        if n > 1:
            rows.append(row1[:])
        for r in range(1, n):
            nxt = []
            for c in range(n):
                need = need_below(r, c, rows)
                if r == n - 1:
                    if need != 0:
                        return
                    continue
                if need not in (0, 1):
                    return
                colour = rows[r][c] if need == 1 else 1 - rows[r][c]
                if fixed[r + 1][c] is not None and fixed[r + 1][c] != colour:
                    return
                nxt.append(colour)
            if r < n - 1:
                rows.append(nxt)
        found.append(rows)

    def dfs(c):
        if len(found) > 1:
            return
        if c == n:
            if first_row_cell(n - 1):
                finish()
            return
        for colour in (0, 1):
            if fixed[0][c] is not None and fixed[0][c] != colour:
                continue
            row0[c] = colour
            if c >= 1 and not first_row_cell(c - 1):
                continue
            dfs(c + 1)

    dfs(0)
    if not found:
        print("NONE")
    elif len(found) > 1:
        print("MULTIPLE")
    else:
        print("UNIQUE")
        for row in found[0]:
            print("".join("S" if x else "G" for x in row))


main()
'''

FENCE = "```"


def py(src):
    return FENCE + "python\n" + src + FENCE


IDEA74 = (
    "Every value of B must be a sum a_i + a_j of two different positions. Think of positions as vertices and of "
    "each B value as an edge between the two positions whose sum it is. If two B values are equal they can share "
    "one edge, which is a 2-cycle; otherwise there are N edges on N vertices, so the edges must close a cycle. "
    "A cycle of odd length can be solved exactly when its sum is even; a cycle of even length needs its "
    "alternating sum to vanish, i.e. two disjoint groups of the same size with equal sums. Every B value outside "
    "the cycle hangs a new vertex off vertex 1.")
SAMPLES74 = "Samples: `2 / 5 5` gives YES, `3 / 1 2 3` gives YES, `3 / 2 4 5` gives NO, `4 / 1 3 5 7` gives YES."
CPLX74 = ("Complexity: O(N) for the equal-value and parity checks, then at most 2^min(N, 22) masks for the "
          "equal-sum search (fine for the tests, not for adversarial N = 1000 all-odd inputs).")

IDEA21 = (
    "For a number x, the different maxima of the subsegments containing x are exactly the ancestors of x in the "
    "Cartesian tree of the permutation (maximum at the root), x included, so x is good when its depth is m. "
    "Count permutations by the position of the maximum: the left part gets C(n-1, left) of the values, and both "
    "parts are counted one level deeper, so the vector of counts by number of nodes at depth m is a convolution "
    "of the two parts' vectors, truncated at k.")
CPLX21 = ("Complexity: at most n·m memoised (size, depth) pairs, each a sum over the root position of a "
          "convolution truncated at k; under a second for n = 100.")

IDEA5 = (
    "Use a potential: give a value held by c elements the weight phi(c), chosen so that every operation lowers "
    "the sum of phi over all k values by exactly 1 in expectation. A value held by c elements loses one with "
    "probability c/n · (k-1)/k and gains one with probability (n-c)/n · 1/k; asking each value's expected change "
    "to be -c/n gives phi(0) = phi(1) = 0 and a recurrence for phi(c+1). Then f(b) = sum_v phi(c_v) - phi(n). "
    "The -1 entries are independent, so a value held by f fixed elements gets f + Binomial(free, 1/k) in total.")
CPLX5 = "Complexity: O(n log M) for phi, O(free) per distinct fixed count, so O(n sqrt(n)) at worst."

IDEA126 = (
    "This is L1 isotonic regression on the requirement graph. Some optimum uses only values that occur in a, and "
    "it decomposes by threshold: for each pair of consecutive distinct values, the set of reindeer that end above "
    "the threshold is a closed set (u in it forces v in it) minimising the number of reindeer on the wrong side, "
    "which is a minimum cut (source edges for a_i above the threshold, sink edges for the others, infinite edges "
    "u -> v). The minimal source sides are nested, so each reindeer takes the highest value whose set holds it.")
CPLX126 = ("Complexity: one max-flow per distinct value, each at most n augmenting BFS passes over n + m edges, "
           "about O(n^2 (n + m)); fast on the tests.")

IDEA44 = (
    "Once the first row is fixed, everything below is forced: a cell in row r sees its neighbours above, left and "
    "right, so it still needs 2 - (same-coloured among those) from the cell below, which must be 0 or 1 and "
    "decides the colour below. So search over first rows left to right, computing row 1 as soon as three "
    "first-row cells are known, then propagate row by row, checking Omkar's tiles and that the last row needs "
    "nothing from below; stop after two solutions.")
CPLX44 = ("Complexity: first rows without an isolated cell number about Fibonacci(n), each propagation is O(n^2); "
          "fine for the tests (n <= 20), not for n = 2000.")


def build(c, q):
    hack74 = r"""```hack
use namespace HH\Lib\{C, Str, Vec};

<<__EntryPoint>>
function main(): void {
  $tok = \preg_split('/\s+/', \trim(\file_get_contents('php://stdin')));
  $n = (int)$tok[0];
  $b = vec[];
  for ($t = 1; $t <= $n; $t++) {
    $b[] = (int)$tok[$t];
  }
  $found = find_cycle($b);
  if ($found is null) {
    echo "NO\n";
    return;
  }
  list($kind, $first, $second) = $found;
  $a = Vec\fill($n, 0);
  $used = keyset[];
  if ($kind === 'odd') {
    $i = $first[0]; $j = $first[1]; $k = $first[2];
    $a[0] = \intdiv($b[$i] - $b[$j] + $b[$k], 2);
    $a[1] = $b[$i] - $a[0];
    $a[2] = $b[$j] - $a[1];
    $used = keyset[$i, $j, $k];
    $next = 3;
  } else {
    $order = vec[];
    for ($t = 0; $t < C\count($first); $t++) {
      $order[] = $first[$t];
      $order[] = $second[$t];
    }
    for ($t = 0; $t + 1 < C\count($order); $t++) {
      $a[$t + 1] = $b[$order[$t]] - $a[$t];
    }
    foreach ($order as $x) {
      $used[] = $x;
    }
    $next = C\count($order);
  }
  for ($t = 0; $t < $n; $t++) {
    if (!C\contains_key($used, $t)) {
      $a[$next] = $b[$t] - $a[0];
      $next++;
    }
  }
  echo "YES\n".Str\join(Vec\map($a, $x ==> (string)$x), ' ')."\n";
}

function find_cycle(vec<int> $b): ?(string, vec<int>, vec<int>) {
  $n = C\count($b);
  $seen = dict[];
  for ($t = 0; $t < $n; $t++) {
    if (C\contains_key($seen, $b[$t])) {
      return tuple('even', vec[$seen[$b[$t]]], vec[$t]);
    }
    $seen[$b[$t]] = $t;
  }
  $even = Vec\filter(Vec\range(0, $n - 1), $t ==> $b[$t] % 2 === 0);
  $odd = Vec\filter(Vec\range(0, $n - 1), $t ==> $b[$t] % 2 === 1);
  if (C\count($even) >= 3) {
    return tuple('odd', Vec\take($even, 3), vec[]);
  }
  if (C\count($even) >= 1 && C\count($odd) >= 2) {
    return tuple('odd', vec[$odd[0], $even[0], $odd[1]], vec[]);
  }
  $sums = dict[];
  $limit = 1 << \min($n, 22);
  for ($mask = 1; $mask < $limit; $mask++) {
    $size = 0;
    $s = 0;
    for ($t = 0; $t < $n; $t++) {
      if ((($mask >> $t) & 1) === 1) {
        $size++;
        $s += $b[$t];
      }
    }
    $key = $size.':'.$s;
    if (C\contains_key($sums, $key)) {
      $other = $sums[$key];
      $common = $mask & $other;
      $p = Vec\filter(Vec\range(0, $n - 1), $t ==> ((($mask & ~$common) >> $t) & 1) === 1);
      $q = Vec\filter(Vec\range(0, $n - 1), $t ==> ((($other & ~$common) >> $t) & 1) === 1);
      return tuple('even', $p, $q);
    }
    $sums[$key] = $mask;
  }
  return null;
}
```"""
    c("aac01", "real-code-hack-port-of-pair-sum-cycle-after-python", cc(74),
      "**Idea.** " + IDEA74 + "\n\n" + py(P74) + "\n\n"
      "The same program in Hack (HHVM), for the judge that runs PHP-family submissions:\n\n" + hack74 + "\n\n"
      + SAMPLES74 + "\n\n" + CPLX74,
      ["function find_cycle(vec<int> $b): ?(string, vec<int>, vec<int>)",
       "$a[0] = \\intdiv($b[$i] - $b[$j] + $b[$k], 2);",
       "$a[$t + 1] = $b[$order[$t]] - $a[$t];"],
      ["two disjoint groups of the same size with equal sums", SAMPLES74, CPLX74])

    maltese74 = (
        "```text\n"
        "PROĊEDURA SebbaħArray(B, N)\n"
        "  għal kull t minn 0 sa N-1:\n"
        "    jekk B[t] diġà deher fl-indiċi s: ċiklu ta' tul 2 bl-indiċijiet (s, t); waqqaf it-tfittxija\n"
        "  E := l-indiċijiet tal-valuri pari; O := l-indiċijiet tal-valuri fard\n"
        "  jekk |E| >= 3: ċiklu fard (E[0], E[1], E[2])\n"
        "  inkella jekk |E| >= 1 u |O| >= 2: ċiklu fard (O[0], E[0], O[1])\n"
        "  inkella: għal kull maskra fuq l-ewwel min(N, 22) element:\n"
        "      ċavetta := (daqs, somma)\n"
        "      jekk iċ-ċavetta diġà nstabet b'maskra oħra M:\n"
        "          neħħi l-elementi komuni; P := li fadal mill-maskra, Q := li fadal minn M; ċiklu pari (P, Q)\n"
        "  jekk ma nstab l-ebda ċiklu: ikteb \"NO\" u ieqaf\n"
        "  ċiklu fard (i, j, k): A[0] := (B[i] - B[j] + B[k]) / 2; A[1] := B[i] - A[0]; A[2] := B[j] - A[1]\n"
        "  ċiklu pari: ordni := P[0], Q[0], P[1], Q[1], ...; A[0] := 0; A[t+1] := B[ordni[t]] - A[t]\n"
        "  kull B[t] barra ċ-ċiklu: vertiċi ġdid, A[li jmiss] := B[t] - A[0]\n"
        "  ikteb \"YES\" u A\n"
        "```")
    c("aac02", "real-code-maltese-pseudocode-of-pair-sum-cycle-before-python", cc(74),
      "**Idea.** " + IDEA74 + "\n\n"
      "I sketched it first in Maltese for my study group:\n\n" + maltese74 + "\n\n"
      "And in Python:\n\n" + py(P74) + "\n\n" + SAMPLES74 + "\n\n" + CPLX74,
      ["A[0] := (B[i] - B[j] + B[k]) / 2; A[1] := B[i] - A[0]; A[2] := B[j] - A[1]",
       "ordni := P[0], Q[0], P[1], Q[1], ...; A[0] := 0; A[t+1] := B[ordni[t]] - A[t]",
       "jekk iċ-ċavetta diġà nstabet b'maskra oħra M:"],
      ["two disjoint groups of the same size with equal sums", SAMPLES74, CPLX74])

    ceylon21 = r"""```ceylon
import ceylon.collection { HashMap }

shared void run() {
    value words = (process.readLine() else "").split().sequence();
    value nums = [for (w in words) if (is Integer v = Integer.parse(w)) v];
    assert (exists n = nums[0], exists m = nums[1], exists k = nums[2], exists p = nums[3]);
    if (k > n) {
        print(0);
        return;
    }
    value fact = Array.ofSize(n + 1, 1);
    for (i in 1..n) {
        fact[i] = (fact[i - 1] else 1) * i % p;
    }
    value comb = Array { for (i in 0..n) Array.ofSize(n + 1, 0) };
    for (i in 0..n) {
        comb[i]?.set(0, 1 % p);
        for (j in 1..i) {
            value up = comb[i - 1] else Array.ofSize(n + 1, 0);
            comb[i]?.set(j, ((up[j - 1] else 0) + (up[j] else 0)) % p);
        }
    }
    value memo = HashMap<[Integer, Integer], Integer[]>();
    Integer[] count(Integer size, Integer depth) {
        if (exists cached = memo[[size, depth]]) {
            return cached;
        }
        Integer[] res;
        if (size == 0) {
            res = [1 % p];
        } else if (depth == 1) {
            res = [0, fact[size] else 0];
        } else if (depth > size) {
            res = [fact[size] else 0];
        } else {
            value acc = Array.ofSize(min({size, k}) + 1, 0);
            for (left in 0:size) {
                value right = size - 1 - left;
                value lo = count(left, depth - 1);
                value hi = count(right, depth - 1);
                value c = comb[size - 1]?.get(left) else 0;
                for (x -> u in lo.indexed) {
                    if (u == 0) {
                        continue;
                    }
                    value cu = c * u % p;
                    for (y in 0:min({hi.size, k + 1 - x})) {
                        value h = hi[y] else 0;
                        if (h != 0) {
                            acc[x + y] = ((acc[x + y] else 0) + cu * h) % p;
                        }
                    }
                }
            }
            variable value last = acc.size;
            while (last > 1 && (acc[last - 1] else 0) == 0) {
                last--;
            }
            res = acc[0:last].sequence();
        }
        memo[[size, depth]] = res;
        return res;
    }
    value ans = count(n, m);
    print((ans[k] else 0) % p);
}
```"""
    c("aac03", "real-code-ceylon-port-of-cartesian-depth-count-before-python", cc(21),
      "**Idea.** " + IDEA21 + "\n\n"
      "My first version was in Ceylon:\n\n" + ceylon21 + "\n\n"
      "The Python submission, same recursion with `lru_cache`:\n\n" + py(P21) + "\n\n"
      "Samples: `4 3 2 10007` gives 4, `6 4 1 769626776` gives 472, `66 11 9 786747482` gives 206331312.\n\n"
      + CPLX21,
      ["Integer[] count(Integer size, Integer depth) {",
       "acc[x + y] = ((acc[x + y] else 0) + cu * h) % p;",
       "value c = comb[size - 1]?.get(left) else 0;"],
      ["the ancestors of x in the Cartesian tree", "`4 3 2 10007` gives 4", CPLX21])

    cobra5 = r"""```cobra
class Program

    const modulus as int64 = 1_000_000_007

    def powMod(b as int64, e as int64) as int64 is shared
        b = ((b % modulus) + modulus) % modulus
        r as int64 = 1
        while e > 0
            if e % 2 == 1, r = r * b % modulus
            b = b * b % modulus
            e = e // 2
        return r

    def inv(x as int64) as int64 is shared
        return .powMod(x, modulus - 2)

    def expectedPhi(f as int, phi as List<of int64>, weight as List<of int64>, free as int) as int64 is shared
        s as int64 = 0
        for x in 0 : free + 1
            s = (s + weight[x] * phi[f + x]) % modulus
        return s

    def main is shared
        head = Console.readLine.trim.split(c' ')
        n = int.parse(head[0])
        k = int64.parse(head[1])
        a = for w in Console.readLine.trim.split(c' ') get int.parse(w)
        phi = List<of int64>()
        for i in n + 1, phi.add(0)
        for c in 1 : n
            stay = c * (k - 1) % modulus * .inv(n * k) % modulus * (phi[c - 1] - phi[c] + modulus) % modulus
            t = ((-c * .inv(n) - stay) % modulus + modulus) % modulus
            phi[c + 1] = (phi[c] + n * k % modulus * .inv(n - c) % modulus * t) % modulus
        free = 0
        fixed = Dictionary<of int, int>()
        for x in a
            if x == -1
                free += 1
            else
                fixed[x] = (if(fixed.containsKey(x), fixed[x], 0)) + 1
        p = .inv(k)
        q = (1 - p + modulus) % modulus
        binom = List<of int64>()
        binom.add(1)
        for x in 1 : free + 1
            binom.add(binom[x - 1] * (free - x + 1) % modulus * .inv(x) % modulus)
        weight = List<of int64>()
        for x in 0 : free + 1
            weight.add(binom[x] * .powMod(p, x) % modulus * .powMod(q, free - x) % modulus)
        groups = Dictionary<of int, int64>()
        for f in fixed.values
            groups[f] = (if(groups.containsKey(f), groups[f], 0)) + 1
        total as int64 = 0
        for f in groups.keys
            total = (total + groups[f] * .expectedPhi(f, phi, weight, free)) % modulus
        total = (total + (k - fixed.count) % modulus * .expectedPhi(0, phi, weight, free)) % modulus
        print ((total - phi[n]) % modulus + modulus) % modulus
```"""
    c("aac04", "real-code-cobra-port-of-potential-expectation-after-python", cc(5),
      "**Idea.** " + IDEA5 + "\n\n" + py(P5) + "\n\n"
      "A Cobra (.NET) port, with int64 arithmetic, so the negative intermediate is normalised before the "
      "multiplication:\n\n" + cobra5 + "\n\n"
      "Samples: `2 2 / 0 1` gives 2, `2 2 / 0 -1` gives 1, `3 3 / 0 1 1` gives 12, `3 3 / -1 -1 -1` gives 11. "
      "Check of sample 1 by hand: phi(2) = 0 + 4 · (-1/2) = -2, so f = phi(1) + phi(1) - phi(2) = 2.\n\n" + CPLX5,
      ["t = ((-c * .inv(n) - stay) % modulus + modulus) % modulus",
       "phi[c + 1] = (phi[c] + n * k % modulus * .inv(n - c) % modulus * t) % modulus",
       "def expectedPhi(f as int, phi as List<of int64>, weight as List<of int64>, free as int) as int64 is shared"],
      ["phi(0) = phi(1) = 0", "phi(2) = 0 + 4 · (-1/2) = -2", CPLX5])

    io126 = r"""```io
tokens := File standardInput readLines join(" ") split(" ") select(w, w size > 0) map(asNumber)
n := tokens at(0)
m := tokens at(1)
a := tokens slice(2, 2 + n)
req := list()
for(t, 0, m - 1, req append(list(tokens at(2 + n + 2 * t) - 1, tokens at(3 + n + 2 * t) - 1)))
big := 1000000000  // more than any cut can cost

closureSide := method(thr,
    s := n
    sink := n + 1
    cap := list()
    for(i, 0, n + 1, cap append(Map clone))
    add := block(u, v, c,
        cap at(u) atPut(v asString, (cap at(u) at(v asString) ifNilEval(0)) + c)
        if(cap at(v) hasKey(u asString) not, cap at(v) atPut(u asString, 0))
    )
    for(i, 0, n - 1, if(a at(i) > thr, add call(s, i, 1), add call(i, sink, 1)))
    req foreach(e, add call(e at(0), e at(1), big))
    loop(
        parent := Map clone
        parent atPut(s asString, nil)
        queue := list(s)
        while(queue size > 0 and parent hasKey(sink asString) not,
            u := queue removeFirst
            cap at(u) foreach(v, c,
                if(c > 0 and parent hasKey(v) not,
                    parent atPut(v, u)
                    queue append(v asNumber)
                )
            )
        )
        if(parent hasKey(sink asString) not,
            return parent keys map(asNumber) select(i, i < n)
        )
        v := sink
        while(parent at(v asString) != nil,
            u := parent at(v asString)
            cap at(u) atPut(v asString, cap at(u) at(v asString) - 1)
            cap at(v) atPut(u asString, cap at(v) at(u asString) + 1)
            v = u
        )
    )
)

vals := a unique sort
b := a map(x, vals at(0))
for(j, 0, vals size - 2,
    closureSide(vals at(j)) foreach(i, b atPut(i, vals at(j + 1)))
)
b map(x, x asString(0, 0)) join(" ") println
```"""
    c("aac05", "real-code-io-port-of-threshold-min-cut-after-python", cc(126),
      "**Idea.** " + IDEA126 + "\n\n" + py(P126) + "\n\n"
      "For fun, the same thing in Io (numbers are doubles there, which is exact for scores up to 10^9):\n\n"
      + io126 + "\n\n"
      "Sample 1 (`7 6`, scores `3 1 4 9 2 5 6`, a chain 1 <= 2 <= ... <= 7) prints `1 1 4 4 4 5 6`, cost 9.\n\n"
      + CPLX126,
      ["closureSide := method(thr,", "for(i, 0, n - 1, if(a at(i) > thr, add call(s, i, 1), add call(i, sink, 1)))",
       "closureSide(vals at(j)) foreach(i, b atPut(i, vals at(j + 1)))"],
      ["L1 isotonic regression", "prints `1 1 4 4 4 5 6`, cost 9", CPLX126])

    bulgarian44 = (
        "```text\n"
        "АЛГОРИТЪМ Мозайка(n, решетка)\n"
        "  Щом първият ред е избран, всеки следващ ред е определен:\n"
        "    за клетка (r, c) броим съседите със същия цвят отгоре, отляво и отдясно; нужни := 2 - брой\n"
        "    ако нужни не е 0 или 1 -> този първи ред отпада\n"
        "    клетката отдолу получава същия цвят, ако нужни = 1, иначе обратния\n"
        "  ТЪРСЕНЕ(c): цветовете на първия ред се избират отляво надясно (с връщане назад);\n"
        "    щом са известни c-2, c-1 и c, изчисляваме клетка (1, c-1) и я сверяваме с поставените плочки\n"
        "  ДОВЪРШВАНЕ: за r от 1 до n-2 строим ред r+1 от редове r-1 и r;\n"
        "    на последния ред нужни трябва да е 0 навсякъде; несъвпадение с поставена плочка -> отпада\n"
        "  спираме, щом намерим две решения\n"
        "  0 решения -> NONE; 2 -> MULTIPLE; 1 -> UNIQUE и решетката (1 = S, 0 = G)\n"
        "```")
    c("aac06", "real-code-bulgarian-pseudocode-of-forced-rows-mosaic-before-python", cc(44),
      "**Idea.** " + IDEA44 + "\n\n"
      "Plan, written out in Bulgarian first:\n\n" + bulgarian44 + "\n\n"
      "Python:\n\n" + py(P44) + "\n\n"
      "Samples: the 4 × 4 grid gives MULTIPLE, the 6 × 6 grid gives NONE, the 10 × 10 grid gives UNIQUE with "
      "concentric rings, and `1 / .` gives NONE (a lone tile has no neighbours at all).\n\n" + CPLX44,
      ["нужни := 2 - брой", "клетката отдолу получава същия цвят, ако нужни = 1, иначе обратния",
       "ДОВЪРШВАНЕ: за r от 1 до n-2 строим ред r+1 от редове r-1 и r;"],
      ["Once the first row is fixed, everything below is forced", "the 4 × 4 grid gives MULTIPLE", CPLX44])

    ukrainian5 = (
        "```text\n"
        "АЛГОРИТМ ОчікуванаКількістьОперацій(n, k, a)\n"
        "  φ(0) := 0; φ(1) := 0\n"
        "  для c від 1 до n-1:\n"
        "    φ(c+1) := φ(c) + n·k/(n-c) · ( -c/n - c/n · (k-1)/k · (φ(c-1) - φ(c)) )\n"
        "  вільні := кількість -1 у a; для кожного значення v: f_v := скільки разів v уже стоїть у a\n"
        "  вага(x) := C(вільні, x) · (1/k)^x · (1 - 1/k)^(вільні - x)\n"
        "  E(f) := сума по x від 0 до вільні: вага(x) · φ(f + x)\n"
        "  відповідь := сума по наявних значеннях v: E(f_v)  +  (k - кількість наявних значень) · E(0)  -  φ(n)\n"
        "  усе за модулем 10^9 + 7, ділення через обернений елемент\n"
        "```")
    c("aac07", "real-code-ukrainian-pseudocode-of-potential-expectation-before-python", cc(5),
      "**Idea.** " + IDEA5 + "\n\n"
      "Pseudocode (in Ukrainian, as I explained it to a teammate):\n\n" + ukrainian5 + "\n\n"
      "Python:\n\n" + py(P5) + "\n\n"
      "Samples: `3 3 / 0 1 1` gives 12 and `3 3 / -1 -1 -1` gives 11; the fifth sample gives 652419213.\n\n"
      + CPLX5,
      ["φ(c+1) := φ(c) + n·k/(n-c) · ( -c/n - c/n · (k-1)/k · (φ(c-1) - φ(c)) )",
       "вага(x) := C(вільні, x) · (1/k)^x · (1 - 1/k)^(вільні - x)",
       "відповідь := сума по наявних значеннях v: E(f_v)  +  (k - кількість наявних значень) · E(0)  -  φ(n)"],
      ["f(b) = sum_v phi(c_v) - phi(n)", "`3 3 / 0 1 1` gives 12", CPLX5])

    # probes
    q("aaq01", "real-code-probe-pair-sum-cycle-sample-hand-runs", cc(74),
      "**Idea.** " + IDEA74 + "\n\n"
      "Hand runs of the samples:\n\n"
      "| B | what the search finds | A printed | check |\n"
      "|---|---|---|---|\n"
      "| 5 5 | equal values, 2-cycle | 0 5 | 0 + 5 = 5 twice |\n"
      "| 1 2 3 | odd triangle (1, 2, 3), sum 6 even | 1 0 2 | 1 + 0 = 1, 0 + 2 = 2, 2 + 1 = 3 |\n"
      "| 2 4 5 | distinct, two evens, 2 + 4 + 5 = 11 odd, no equal-sum groups | NO | |\n"
      "| 1 3 5 7 | all odd, groups {1, 7} and {3, 5} both sum 8 | 0 1 2 5 | 0 + 1 = 1, 1 + 2 = 3, 2 + 5 = 7, 5 + 0 = 5 |\n\n"
      + py(P74) + "\n\n" + CPLX74,
      ["| 5 5 | equal values, 2-cycle | 0 5 | 0 + 5 = 5 twice |",
       "2 + 4 + 5 = 11 odd", "groups {1, 7} and {3, 5} both sum 8",
       "0 + 1 = 1, 1 + 2 = 3, 2 + 5 = 7, 5 + 0 = 5", CPLX74])

    q("aaq02", "real-code-probe-cartesian-depth-sample-permutations", cc(21),
      "**Idea.** " + IDEA21 + "\n\n"
      "Sample 1 (`4 3 2 10007`): the good permutations are [1, 3, 2, 4], [2, 3, 1, 4], [4, 1, 3, 2] and "
      "[4, 2, 3, 1]. In [1, 3, 2, 4] the depths of 1, 3, 2, 4 are 3, 2, 3, 1, so exactly two numbers sit at depth "
      "3, as required; the answer is 4. Sample 2 (`6 4 1 769626776`) gives 472.\n\n"
      + py(P21) + "\n\n" + CPLX21,
      ["[1, 3, 2, 4], [2, 3, 1, 4], [4, 1, 3, 2] and [4, 2, 3, 1]", "are 3, 2, 3, 1",
       "the answer is 4", "gives 472", CPLX21])

    q("aaq03", "real-code-probe-mosaic-sample-grids", cc(44),
      "**Idea.** " + IDEA44 + "\n\n"
      "Sample 1 is MULTIPLE: both\n\n"
      "```\nSSSS\nSGGS\nSGGS\nSSSS\n```\n\nand\n\n```\nSSGG\nSSGG\nGGSS\nGGSS\n```\n\n"
      "fit the placed tiles S at (1, 1), G at (2, 3) and S at (4, 4). Sample 4 (`1 / .`) is NONE because the only "
      "cell has no neighbours; every odd n is NONE as well (the search finds no first row).\n\n"
      + py(P44) + "\n\n" + CPLX44,
      ["SSSS\nSGGS\nSGGS\nSSSS", "SSGG\nSSGG\nGGSS\nGGSS", "S at (1, 1), G at (2, 3) and S at (4, 4)",
       "every odd n is NONE", CPLX44])

    q("aaq04", "real-code-probe-reindeer-sample-thresholds", cc(126),
      "**Idea.** " + IDEA126 + "\n\n"
      "Sample 1: scores `3 1 4 9 2 5 6`, requirements form the chain 1 <= 2 <= ... <= 7. The distinct values are "
      "1, 2, 3, 4, 5, 6, 9; the cuts at thresholds 1, 2 and 3 all keep reindeer 3 to 7 above, the cut at 4 keeps "
      "6 and 7, the cut at 5 keeps 7, the cut at 6 keeps nobody. So the scores become `1 1 4 4 4 5 6`, "
      "cost 2 + 0 + 0 + 5 + 2 + 0 + 0 = 9.\n\n"
      + py(P126) + "\n\n" + CPLX126,
      ["3 1 4 9 2 5 6", "1, 2, 3, 4, 5, 6, 9", "the cut at 4 keeps 6 and 7", "`1 1 4 4 4 5 6`",
       "2 + 0 + 0 + 5 + 2 + 0 + 0 = 9", CPLX126])
