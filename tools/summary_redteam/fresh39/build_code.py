"""fresh39 code cases: leak attempts nnc01-nnc10 (the graded program restated in another language or rendering) and
must-stay probes nnq01-nnq06, over five CodeContests test problems (67, 163, 124, 56, 138). Each problem's graded
program (the last ```python block) is the same in all of its cases and passes all of the problem's tests."""
from probs import cc

PROG67 = r'''import sys
from fractions import Fraction
from math import comb


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    p = Fraction(data[1])
    total = comb(n, 3)
    for k in range(n + 1):
        u = n - k
        good = 2 * (comb(k, 3) + comb(k, 2) * u) + k * comb(u, 2)
        if Fraction(good, 2 * total) >= p:
            print(k)
            return


main()
'''

PROG163 = r'''import sys
from math import gcd

MOD = 10**9 + 7


def solve(n, m, rb, cb, rd, cd, p):
    pr = p * pow(100, MOD - 2, MOD) % MOD
    q = (1 - pr) % MOD
    period = 4 * (n - 1) * (m - 1) // gcd(2 * (n - 1), 2 * (m - 1))
    r, c, dr, dc = rb, cb, 1, 1
    num = 0
    qpow = 1
    for t in range(period):
        if r == rd or c == cd:
            num = (num + qpow * pr % MOD * t) % MOD
            qpow = qpow * q % MOD
        if not 1 <= r + dr <= n:
            dr = -dr
        if not 1 <= c + dc <= m:
            dc = -dc
        r += dr
        c += dc
    num = (num + qpow * period) % MOD
    return num * pow((1 - qpow) % MOD, MOD - 2, MOD) % MOD


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        n, m, rb, cb, rd, cd, p = map(int, data[1 + 7 * i: 8 + 7 * i])
        out.append(solve(n, m, rb, cb, rd, cd, p))
    print("\n".join(map(str, out)))


main()
'''

PROG124 = r'''import sys

MOD = 10**9 + 7


def flip(s):
    out = []
    for i, ch in enumerate(s):
        if i % 2 == 1 and ch != "?":
            ch = "1" if ch == "0" else "0"
        out.append(ch)
    return out


def step(ways, a, b, n):
    new = [0] * (2 * n + 1)
    xs = (0, 1) if a == "?" else (int(a),)
    ys = (0, 1) if b == "?" else (int(b),)
    for x in xs:
        for y in ys:
            d = x - y
            for j in range(max(0, -d), min(2 * n + 1, 2 * n + 1 - d)):
                if ways[j]:
                    new[j + d] = (new[j + d] + ways[j]) % MOD
    return new


def solve(n, s, t):
    s, t = flip(s), flip(t)
    pre = [None] * (n + 1)
    suf = [None] * (n + 1)
    pre[0] = [0] * (2 * n + 1)
    pre[0][n] = 1
    for i in range(n):
        pre[i + 1] = step(pre[i], s[i], t[i], n)
    suf[n] = [0] * (2 * n + 1)
    suf[n][n] = 1
    for i in range(n - 1, -1, -1):
        suf[i] = step(suf[i + 1], s[i], t[i], n)
    total = 0
    for i in range(1, n):
        a, b = pre[i], suf[i]
        for d in range(-i, i + 1):
            if a[n + d] and b[n - d]:
                total = (total + abs(d) * a[n + d] % MOD * b[n - d]) % MOD
    return total


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        out.append(solve(n, data[pos + 1], data[pos + 2]))
        pos += 3
    print("\n".join(map(str, out)))


main()
'''

PROG56 = r'''import sys

MOD = 10**9 + 7
COLORS = ["white", "yellow", "green", "blue", "red", "orange"]


def main():
    data = sys.stdin.read().split()
    k = int(data[0])
    n = int(data[1])
    fixed = {}
    for i in range(n):
        fixed[int(data[2 + 2 * i])] = COLORS.index(data[3 + 2 * i])
    marked = set()
    for v in fixed:
        while v and v not in marked:
            marked.add(v)
            v //= 2
    dp = {}
    for v in sorted(marked, reverse=True):
        depth = v.bit_length() - 1
        child_size = (1 << (k - depth - 1)) - 1
        row = [0] * 6
        for c in range(6):
            if v in fixed and fixed[v] != c:
                continue
            ways = 1
            for u in (2 * v, 2 * v + 1):
                if depth == k - 1:
                    break
                if u in dp:
                    ways = ways * sum(dp[u][d] for d in range(6) if d // 2 != c // 2) % MOD
                else:
                    ways = ways * pow(4, child_size, MOD) % MOD
            row[c] = ways
        dp[v] = row
    print(sum(dp[1]) % MOD)


main()
'''

PROG138 = r'''import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, q = int(data[0]), int(data[1]), int(data[2])
    a = list(map(int, data[3:3 + n]))
    b = list(map(int, data[3 + n:3 + n + m]))
    ks = list(map(int, data[3 + n + m:3 + n + m + q]))
    items = sorted([(x, 1) for x in a] + [(x, 0) for x in b])
    vals = [x for x, _ in items]
    size = n + m
    prefix = [0] * (size + 1)
    for i, x in enumerate(vals):
        prefix[i + 1] = prefix[i] + x
    parent = list(range(size))
    right = list(range(size))
    mine = [own for _, own in items]
    total = sum(a)

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def best(root):
        r = right[root]
        return prefix[r + 1] - prefix[r + 1 - mine[root]]

    gaps = sorted(range(size - 1), key=lambda i: vals[i + 1] - vals[i])
    order = sorted(range(q), key=lambda i: ks[i])
    ans = [0] * q
    g = 0
    for qi in order:
        k = ks[qi]
        while g < size - 1 and vals[gaps[g] + 1] - vals[gaps[g]] <= k:
            i = gaps[g]
            x, y = find(i), find(i + 1)
            total -= best(x) + best(y)
            parent[y] = x
            right[x] = right[y]
            mine[x] += mine[y]
            total += best(x)
            g += 1
        ans[qi] = total
    print("\n".join(map(str, ans)))


main()
'''



def py(prog):
    """The graded program as a fenced python block."""
    return "```python\n" + prog + "```\n"

IDEA67 = (
    "Suppose Johnny studies k of the N maps and let s be the number of studied maps among the three shown. "
    "Johnny discards an unstudied map whenever there is one; the opponent discards one of the three uniformly at "
    "random; the game is played on a uniformly random map among those nobody discarded.\n"
    "- s = 0: probability 0; s = 3: probability 1.\n"
    "- s = 2: Johnny drops the unstudied map, and whatever the opponent drops only studied maps remain: 1.\n"
    "- s = 1: the opponent drops Johnny's map (1/3, then 1/2), the studied one (1/3, then 0) or the other "
    "unstudied one (1/3, then 1): total 1/2.\n"
    "So P(k) = [C(k,3) + C(k,2)(N-k) + C(k,1)C(N-k,2)/2] / C(N,3), which increases with k; scan k = 0..N and "
    "print the first k with P(k) >= P, using exact fractions (P has at most four decimals).\n\n")

IDEA163 = (
    "The robot's row position is periodic with period 2(n-1) and its column position with period 2(m-1), so the "
    "whole motion repeats after L = lcm(2(n-1), 2(m-1)) seconds. Simulate one period and record the seconds "
    "t_1 < t_2 < ... < t_c in [0, L) at which the robot shares a row or a column with the dirty cell. With "
    "p = P/100 and q = 1 - p, the first success is at t_i of the first period with probability q^(i-1) p, and after "
    "a failed period everything restarts L seconds later, so\n"
    "E = (sum_i q^(i-1) p t_i + q^c L) / (1 - q^c),\n"
    "computed modulo 10^9 + 7.\n\n")

IDEA124 = (
    "Flip every character at an odd position (0 <-> 1, ? stays) in both strings. An operation on two adjacent "
    "equal pieces becomes a swap of two adjacent different characters, so a start state can be turned into an "
    "end state iff both have the same number of ones, and then the minimum time is the sum over the n - 1 "
    "boundaries of |(ones of s before the boundary) - (ones of t before the boundary)|. Summing over all "
    "completions: pre[i][d] counts completions of the first i positions with prefix difference d, suf[i][d] the "
    "same for the suffix from i; the answer is the sum over boundaries i and differences d of "
    "|d| * pre[i][d] * suf[i][-d]. O(n^2) per test.\n\n")

IDEA56 = (
    "Every color forbids itself and its opposite face, so a child has exactly 4 allowed colors given its parent. "
    "An unconstrained subtree of s nodes therefore has 4^s colorings once its parent's color is fixed. Mark the "
    "special nodes and all their ancestors (at most n * k nodes); do a DP only on marked nodes, from the deepest "
    "index up: dp[v][c] is the number of colorings of v's subtree with v colored c (zero if v is special with "
    "another color); a marked child contributes the sum of its dp over colors from a different opposite-pair, an "
    "unmarked child contributes 4^(size of its subtree). The answer is the sum of dp[1].\n\n")

IDEA138 = (
    "Sort all n + m prices together. For a fixed k, join neighbours whose price gap is at most k; inside a "
    "block Monocarp can reach any item by chains of trades, so if he owns c items of the block he ends with its "
    "c most expensive ones (a suffix sum of the sorted prices). Answer the queries offline in increasing k: "
    "process the gaps in increasing order and merge blocks with a DSU that keeps the block's right end and owned "
    "count, updating the total by removing both blocks' contributions and adding the merged one.\n\n")

S67 = "Sample: `7 1.0000` prints `6`.\n\nComplexity: O(N) values of k, each O(1) with exact arithmetic.\n"
S163 = ("Samples: `2 2 1 1 2 1 25` prints `3`, `3 3 1 2 2 2 25` prints `3`, `10 10 1 1 10 10 75` prints `15`.\n\n"
        "Complexity: O(lcm(2(n-1), 2(m-1))) <= O(4nm) per test, at most 4 * 10^5 steps.\n")
S124 = ("Samples: `00`/`11` gives 1, `???`/`???` gives 16, `??1`/`0?0` gives 1.\n\n"
        "Complexity: O(n^2) per test with sum of n <= 2000.\n")
S56 = ("Samples: k = 3 with `5 orange`, `2 white` prints 1024; k = 2 with `1 white`, `2 white` prints 0.\n\n"
       "Complexity: O(n k) marked nodes, 36 color pairs each, plus one modular power per unmarked child.\n")
S138 = ("Sample: `3 4 5` / `10 30 15` / `12 31 14 18` / `0 1 2 3 4` prints 55, 56, 60, 64, 64.\n\n"
        "Complexity: O((n + m) log(n + m) + q log q).\n")

BC67 = r'''scale = 0
define c2(x) { return (x * (x - 1) / 2); }
define c3(x) { return (x * (x - 1) * (x - 2) / 6); }
n = read()
p = read()
t = c3(n)
for (k = 0; k <= n; k++) {
  u = n - k
  g = 2 * (c3(k) + c2(k) * u) + k * c2(u)
  if (g >= p * 2 * t) { print k, "\n"; break; }
}
quit
'''

XL67 = r'''=LET(
  n, A1,
  p, B1,
  k, SEQUENCE(n + 1, 1, 0),
  u, n - k,
  c2k, IF(k >= 2, COMBIN(k, 2), 0),
  c3k, IF(k >= 3, COMBIN(k, 3), 0),
  c2u, IF(u >= 2, COMBIN(u, 2), 0),
  good, 2 * (c3k + c2k * u) + k * c2u,
  XMATCH(TRUE, good / (2 * COMBIN(n, 3)) >= p - 1E-9) - 1
)'''

R163 = r'''MOD <- 1000000007
mulmod <- function(a, b) ((a * (b %/% 65536)) %% MOD * 65536 + a * (b %% 65536)) %% MOD
powmod <- function(a, e) {
  r <- 1; a <- a %% MOD
  while (e > 0) { if (e %% 2 == 1) r <- mulmod(r, a); a <- mulmod(a, a); e <- e %/% 2 }
  r
}
gcd <- function(a, b) if (b == 0) a else gcd(b, a %% b)
solve <- function(n, m, rb, cb, rd, cd, p) {
  pr <- mulmod(p, powmod(100, MOD - 2)); q <- (1 - pr) %% MOD
  period <- 4 * (n - 1) * (m - 1) / gcd(2 * (n - 1), 2 * (m - 1))
  r <- rb; c <- cb; dr <- 1; dc <- 1; num <- 0; qpow <- 1
  for (t in 0:(period - 1)) {
    if (r == rd || c == cd) {
      num <- (num + mulmod(mulmod(qpow, pr), t)) %% MOD
      qpow <- mulmod(qpow, q)
    }
    if (r + dr < 1 || r + dr > n) dr <- -dr
    if (c + dc < 1 || c + dc > m) dc <- -dc
    r <- r + dr; c <- c + dc
  }
  num <- (num + mulmod(qpow, period)) %% MOD
  mulmod(num, powmod((1 - qpow) %% MOD, MOD - 2))
}
v <- scan(file("stdin"), quiet = TRUE)
for (i in seq_len(v[1])) {
  a <- v[(2 + 7 * (i - 1)):(8 + 7 * (i - 1))]
  cat(format(solve(a[1], a[2], a[3], a[4], a[5], a[6], a[7]), scientific = FALSE), "\n", sep = "")
}
'''

SCALA163 = r'''import scala.io.StdIn

object Main {
  val MOD = 1000000007L

  def pw(b0: Long, e0: Long): Long = {
    var b = b0 % MOD; var e = e0; var r = 1L
    while (e > 0) { if ((e & 1) == 1) r = r * b % MOD; b = b * b % MOD; e >>= 1 }
    r
  }

  def gcd(a: Long, b: Long): Long = if (b == 0) a else gcd(b, a % b)

  def solve(n: Int, m: Int, rb: Int, cb: Int, rd: Int, cd: Int, p: Int): Long = {
    val pr = p * pw(100, MOD - 2) % MOD
    val q = (1 - pr + MOD) % MOD
    val period = 4L * (n - 1) * (m - 1) / gcd(2L * (n - 1), 2L * (m - 1))
    var r = rb; var c = cb; var dr = 1; var dc = 1
    var num = 0L; var qpow = 1L
    for (t <- 0L until period) {
      if (r == rd || c == cd) { num = (num + qpow * pr % MOD * t) % MOD; qpow = qpow * q % MOD }
      if (r + dr < 1 || r + dr > n) dr = -dr
      if (c + dc < 1 || c + dc > m) dc = -dc
      r += dr; c += dc
    }
    num = (num + qpow * (period % MOD)) % MOD
    num * pw((1 - qpow + MOD) % MOD, MOD - 2) % MOD
  }

  def main(args: Array[String]): Unit = {
    val t = StdIn.readLine().trim.toInt
    val out = (1 to t).map { _ =>
      val a = StdIn.readLine().trim.split("\\s+").map(_.toInt)
      solve(a(0), a(1), a(2), a(3), a(4), a(5), a(6))
    }
    println(out.mkString("\n"))
  }
}
'''

DOT124 = r'''digraph lego_sum {
  rankdir=TB;
  read   [shape=box, label="read t; per test read n, s, t"];
  flip   [shape=box, label="flip(s), flip(t): for i odd, '0'<->'1', '?' unchanged"];
  init   [shape=box, label="pre[0] = [0]*(2n+1); pre[0][n] = 1\nsuf[n] = [0]*(2n+1); suf[n][n] = 1"];
  fwd    [shape=box, label="for i in 0..n-1: pre[i+1] = step(pre[i], s[i], t[i], n)"];
  bwd    [shape=box, label="for i in n-1..0: suf[i] = step(suf[i+1], s[i], t[i], n)"];
  step   [shape=note, label="step(ways, a, b): xs = {0,1} if a=='?' else {a}; ys likewise\nfor x in xs, y in ys: d = x - y\nnew[j + d] += ways[j]  (mod 1e9+7)"];
  sum    [shape=box, label="total = 0\nfor i in 1..n-1, d in -i..i:\n  total += |d| * pre[i][n+d] * suf[i][n-d]  (mod 1e9+7)"];
  out    [shape=box, label="print total for each test, one per line"];
  read -> flip -> init -> fwd -> bwd -> sum -> out;
  fwd -> step [style=dashed]; bwd -> step [style=dashed];
}
'''

VALA56 = r'''const int64 MOD = 1000000007;
const string[] COLORS = {"white", "yellow", "green", "blue", "red", "orange"};

int64 pw (int64 b, int64 e) {
    int64 r = 1; b %= MOD;
    while (e > 0) { if ((e & 1) == 1) r = r * b % MOD; b = b * b % MOD; e >>= 1; }
    return r;
}

int color_index (string s) {
    for (int i = 0; i < 6; i++) if (COLORS[i] == s) return i;
    return -1;
}

int main () {
    int k = int.parse (stdin.read_line ().strip ());
    int n = int.parse (stdin.read_line ().strip ());
    var fixed = new HashTable<int64?, int> (int64_hash, int64_equal);
    var marked = new HashTable<int64?, bool> (int64_hash, int64_equal);
    for (int i = 0; i < n; i++) {
        string[] parts = stdin.read_line ().strip ().split (" ");
        int64 v = int64.parse (parts[0]);
        fixed.insert (v, color_index (parts[1]));
    }
    foreach (var key in fixed.get_keys ()) {
        int64 v = key;
        while (v > 0 && !marked.contains (v)) { marked.insert (v, true); v /= 2; }
    }
    var order = new GLib.List<int64?> ();
    foreach (var key in marked.get_keys ()) order.append (key);
    order.sort ((a, b) => a > b ? -1 : (a < b ? 1 : 0));
    var dp = new HashTable<int64?, int64[]> (int64_hash, int64_equal);
    foreach (var key in order) {
        int64 v = key;
        int depth = 0; for (int64 x = v; x > 1; x /= 2) depth++;
        int64 child_size = (((int64) 1) << (k - depth - 1)) - 1;
        int64[] row = new int64[6];
        for (int c = 0; c < 6; c++) {
            if (fixed.contains (v) && fixed.get (v) != c) continue;
            int64 ways = 1;
            if (depth != k - 1) {
                int64[] kids = {2 * v, 2 * v + 1};
                foreach (int64 u in kids) {
                    if (dp.contains (u)) {
                        int64 s = 0; int64[] du = dp.get (u);
                        for (int d = 0; d < 6; d++) if (d / 2 != c / 2) s += du[d];
                        ways = ways * (s % MOD) % MOD;
                    } else {
                        ways = ways * pw (4, child_size) % MOD;
                    }
                }
            }
            row[c] = ways;
        }
        dp.insert (v, row);
    }
    int64 total = 0; int64[] root = dp.get (1);
    for (int c = 0; c < 6; c++) total += root[c];
    stdout.printf ("%lld\n", total % MOD);
    return 0;
}
'''

WL138 = r'''lines = ReadList["!cat /dev/stdin", String];
{n, m, q} = ToExpression /@ StringSplit[lines[[1]]];
a = ToExpression /@ StringSplit[lines[[2]]];
b = ToExpression /@ StringSplit[lines[[3]]];
ks = ToExpression /@ StringSplit[lines[[4]]];
items = SortBy[Join[{#, 1} & /@ a, {#, 0} & /@ b], {First, Last}];
vals = items[[All, 1]]; size = n + m;
prefix = Prepend[Accumulate[vals], 0];
parent = Range[size]; right = Range[size]; mine = items[[All, 2]];
total = Total[a];
find[x_] := Module[{y = x}, While[parent[[y]] != y, parent[[y]] = parent[[parent[[y]]]]; y = parent[[y]]]; y];
best[root_] := prefix[[right[[root]] + 1]] - prefix[[right[[root]] + 1 - mine[[root]]]];
gaps = SortBy[Range[size - 1], vals[[# + 1]] - vals[[#]] &];
order = Ordering[ks]; ans = ConstantArray[0, q]; g = 1;
Do[
  k = ks[[qi]];
  While[g <= size - 1 && vals[[gaps[[g]] + 1]] - vals[[gaps[[g]]]] <= k,
    i = gaps[[g]]; x = find[i]; y = find[i + 1];
    total -= best[x] + best[y];
    parent[[y]] = x; right[[x]] = right[[y]]; mine[[x]] += mine[[y]];
    total += best[x]; g++];
  ans[[qi]] = total,
  {qi, order}];
Print /@ ans;
'''

NOWEB138 = r'''@ The trader solution, literate version (notangle -Rtrader.py trader.nw > trader.py).

<<trader.py>>=
import sys


def main():
    <<read input>>
    <<sort and prefix sums>>
    <<dsu helpers>>
    <<answer queries offline>>


main()
@

<<read input>>=
data = sys.stdin.buffer.read().split()
n, m, q = int(data[0]), int(data[1]), int(data[2])
a = list(map(int, data[3:3 + n]))
b = list(map(int, data[3 + n:3 + n + m]))
ks = list(map(int, data[3 + n + m:3 + n + m + q]))
@

<<sort and prefix sums>>=
items = sorted([(x, 1) for x in a] + [(x, 0) for x in b])
vals = [x for x, _ in items]
size = n + m
prefix = [0] * (size + 1)
for i, x in enumerate(vals):
    prefix[i + 1] = prefix[i] + x
@

<<dsu helpers>>=
parent = list(range(size))
right = list(range(size))
mine = [own for _, own in items]
total = sum(a)

def find(x):
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x

def best(root):
    r = right[root]
    return prefix[r + 1] - prefix[r + 1 - mine[root]]

@

<<answer queries offline>>=
gaps = sorted(range(size - 1), key=lambda i: vals[i + 1] - vals[i])
order = sorted(range(q), key=lambda i: ks[i])
ans = [0] * q
g = 0
for qi in order:
    k = ks[qi]
    while g < size - 1 and vals[gaps[g] + 1] - vals[gaps[g]] <= k:
        i = gaps[g]
        x, y = find(i), find(i + 1)
        total -= best(x) + best(y)
        parent[y] = x
        right[x] = right[y]
        mine[x] += mine[y]
        total += best(x)
        g += 1
    ans[qi] = total
print("\n".join(map(str, ans)))
@
'''


def adoc(prog):
    """The program inside an AsciiDoc source listing block."""
    return "[source,python]\n.theofanis_coloring.py\n----\n" + prog + "----\n"


def build(c, q):
    c("nnc01", "real-code-gnu-bc-port-of-map-study-scan-after-python", cc(67),
      IDEA67 + py(PROG67) + "\nThe same scan as a GNU bc script (run as `bc -q bubble.bc < input.txt`), handy "
      "because bc keeps the four decimals of P exactly:\n\n```bc\n" + BC67 + "```\n\n" + S67,
      ["define c3(x) { return (x * (x - 1) * (x - 2) / 6); }", "g = 2 * (c3(k) + c2(k) * u) + k * c2(u)",
       "if (g >= p * 2 * t) { print k, \"\\n\"; break; }"],
      ["s = 1: the opponent drops Johnny's map", "Sample: `7 1.0000` prints `6`."],
      "GNU bc port after the graded block")
    c("nnc02", "real-code-excel-let-formula-port-of-map-study-scan-before-python", cc(67),
      IDEA67 + "I first checked the formula in a spreadsheet (N in A1, P in B1):\n\n```\n" + XL67 + "\n```\n\n"
      "Then the submission:\n\n" + py(PROG67) + "\n" + S67,
      ["good, 2 * (c3k + c2k * u) + k * c2u,", "XMATCH(TRUE, good / (2 * COMBIN(n, 3)) >= p - 1E-9) - 1",
       "k, SEQUENCE(n + 1, 1, 0),"],
      ["s = 2: Johnny drops the unstudied map", "Sample: `7 1.0000` prints `6`."],
      "Excel LET/SEQUENCE/XMATCH formula implementing the same scan, before the graded block")
    c("nnc03", "real-code-r-port-of-robot-period-expectation-after-python", cc(163),
      IDEA163 + py(PROG163) + "\nR version for the stats-class comparison (`Rscript robot.R < in.txt`):\n\n```r\n"
      + R163 + "```\n\n" + S163,
      ["period <- 4 * (n - 1) * (m - 1) / gcd(2 * (n - 1), 2 * (m - 1))",
       "num <- (num + mulmod(mulmod(qpow, pr), t)) %% MOD",
       "mulmod(num, powmod((1 - qpow) %% MOD, MOD - 2))"],
      ["E = (sum_i q^(i-1) p t_i + q^c L) / (1 - q^c),", "`2 2 1 1 2 1 25` prints `3`"],
      "R port after the graded block")
    c("nnc04", "real-code-scala-port-of-robot-period-expectation-before-python", cc(163),
      IDEA163 + "Scala first (my usual JVM template):\n\n```scala\n" + SCALA163 + "```\n\nPython submission:\n\n"
      + py(PROG163) + "\n" + S163,
      ["val period = 4L * (n - 1) * (m - 1) / gcd(2L * (n - 1), 2L * (m - 1))",
       "if (r == rd || c == cd) { num = (num + qpow * pr % MOD * t) % MOD; qpow = qpow * q % MOD }",
       "num * pw((1 - qpow + MOD) % MOD, MOD - 2) % MOD"],
      ["whole motion repeats after L = lcm(2(n-1), 2(m-1)) seconds", "`10 10 1 1 10 10 75` prints `15`"],
      "Scala port before the graded block")
    c("nnc05", "real-code-graphviz-dot-flowchart-of-lego-prefix-dp", cc(124),
      IDEA124 + "Flow of the program (Graphviz, `dot -Tpng lego.dot`):\n\n```dot\n" + DOT124 + "```\n\n"
      + py(PROG124) + "\n" + S124,
      ["flip(s), flip(t): for i odd, '0'<->'1', '?' unchanged",
       "total += |d| * pre[i][n+d] * suf[i][n-d]  (mod 1e9+7)",
       "for x in xs, y in ys: d = x - y\\nnew[j + d] += ways[j]"],
      ["Flip every character at an odd position", "`???`/`???` gives 16"],
      "the program as a Graphviz DOT flowchart whose node labels carry every statement")
    c("nnc06", "real-code-github-suggestion-block-with-lego-program", cc(124),
      IDEA124 + "Review thread on the solutions repo — the reviewer's suggested change replaces the old O(n^3) "
      "file wholesale:\n\n```suggestion\n" + PROG124 + "```\n\nAccepted; the final file:\n\n" + py(PROG124)
      + "\n" + S124,
      ["```suggestion\nimport sys\n\nMOD = 10**9 + 7\n\n\ndef flip(s):",
       "total = (total + abs(d) * a[n + d] % MOD * b[n - d]) % MOD"],
      ["the minimum time is the sum over the n - 1 boundaries", "`00`/`11` gives 1"],
      "the whole program inside a GitHub ```suggestion block before the graded block")
    c("nnc07", "real-code-vala-port-of-rubik-tree-coloring-before-python", cc(56),
      IDEA56 + "Vala draft (compiled with `valac --pkg glib-2.0`):\n\n```vala\n" + VALA56 + "```\n\n"
      "Python submission:\n\n" + py(PROG56) + "\n" + S56,
      ["int64 child_size = (((int64) 1) << (k - depth - 1)) - 1;",
       "for (int d = 0; d < 6; d++) if (d / 2 != c / 2) s += du[d];",
       "ways = ways * pw (4, child_size) % MOD;"],
      ["an unmarked child contributes 4^(size of its subtree)", "prints 1024"],
      "Vala port before the graded block")
    c("nnc08", "real-code-asciidoc-source-listing-copy-of-tree-coloring", cc(56),
      IDEA56 + py(PROG56) + "\nFor the team handbook (AsciiDoc) the same file goes in as:\n\n" + adoc(PROG56)
      + "\n" + S56,
      ["[source,python]\n.theofanis_coloring.py\n----\nimport sys", "    print(sum(dp[1]) % MOD)\n\n\nmain()\n----"],
      ["Mark the special nodes and all their ancestors", "prints 0"],
      "the whole program again in an AsciiDoc [source,python] listing block, after the graded block")
    c("nnc09", "real-code-wolfram-language-port-of-trader-dsu-after-python", cc(138),
      IDEA138 + py(PROG138) + "\nWolfram Language version I used to cross-check small cases "
      "(`wolframscript -file trader.wl < in.txt`):\n\n```mathematica\n" + WL138 + "```\n\n" + S138,
      ["best[root_] := prefix[[right[[root]] + 1]] - prefix[[right[[root]] + 1 - mine[[root]]]];",
       "gaps = SortBy[Range[size - 1], vals[[# + 1]] - vals[[#]] &];",
       "parent[[y]] = x; right[[x]] = right[[y]]; mine[[x]] += mine[[y]];"],
      ["he ends with its c most expensive ones", "prints 55, 56, 60, 64, 64"],
      "Wolfram Language port after the graded block")
    c("nnc10", "real-code-noweb-literate-chunks-of-trader-program", cc(138),
      IDEA138 + "Literate source (noweb):\n\n```\n" + NOWEB138 + "```\n\nTangled result:\n\n" + py(PROG138)
      + "\n" + S138,
      ["<<answer queries offline>>=\ngaps = sorted(range(size - 1), key=lambda i: vals[i + 1] - vals[i])",
       "<<dsu helpers>>=\nparent = list(range(size))", "    return prefix[r + 1] - prefix[r + 1 - mine[root]]\n\n@"],
      ["process the gaps in increasing order", "prints 55, 56, 60, 64, 64"],
      "the whole program split into noweb chunks before the graded block")

    q("nnq01", "real-code-probe-map-study-probability-by-studied-count", cc(67),
      IDEA67 + "Check on the sample N = 7, P = 1.0000: with k = 5 the triple {studied, unstudied, unstudied} "
      "occurs C(5,1) C(2,2) = 5 times out of C(7,3) = 35 and is won only half the time, so P(5) = 1 - 5/70 < 1; "
      "with k = 6 at most one unstudied map can be shown, so P(6) = 1 and the answer is 6.\n\n"
      "| studied among the 3 shown | probability |\n|---|---|\n| 0 | 0 |\n| 1 | 1/2 |\n| 2 | 1 |\n| 3 | 1 |\n\n"
      + py(PROG67) + "\n" + S67,
      ["C(5,1) C(2,2) = 5 times out of C(7,3) = 35", "P(6) = 1 and the answer is 6", "| 1 | 1/2 |",
       "Sample: `7 1.0000` prints `6`."],
      "sample check and the probability table are work")
    q("nnq02", "real-code-probe-robot-every-second-sample-geometric", cc(163),
      IDEA163 + "Sample 1 (`2 2 1 1 2 1 25`): the robot alternates (1,1), (2,2), (1,1), ...; at (1,1) it shares "
      "column 1 with the dirt and at (2,2) row 2, so every second is a chance. L = lcm(2, 2) = 2 with both "
      "seconds counted, and E = q/p = 0.75/0.25 = 3, matching the expected output 3.\n\n"
      + py(PROG163) + "\n" + S163,
      ["L = lcm(2, 2) = 2", "E = q/p = 0.75/0.25 = 3", "`2 2 1 1 2 1 25` prints `3`"],
      "sample walkthrough is work")
    q("nnq03", "real-code-probe-lego-flip-trick-first-samples", cc(124),
      IDEA124 + "Sample 1: `00` -> `11` flips to `01` and `10`; one swap moves the single one, and the boundary "
      "difference is |0 - 1| = 1, so 1 second. Sample 2: all 8 x 8 pairs of `???` strings; the pairs with equal "
      "counts contribute their boundary sums, 16 in total.\n\n" + py(PROG124) + "\n" + S124,
      ["flips to `01` and `10`", "|0 - 1| = 1, so 1 second", "all 8 x 8 pairs", "16 in total"],
      "sample walkthroughs are work")
    q("nnq04", "real-code-probe-rubik-tree-sample-power-of-four", cc(56),
      IDEA56 + "Sample 1 by hand: node 2 is white and node 5 orange (allowed under white). Nodes 1, 4 and 3 each "
      "have 4 choices given their neighbour, and the leaves 6 and 7 have 4 choices each under node 3: "
      "4^5 = 1024. Sample 2: nodes 1 and 2 are both white and adjacent, so 0.\n\n" + py(PROG56) + "\n" + S56,
      ["4^5 = 1024", "nodes 1 and 2 are both white and adjacent, so 0"],
      "sample walkthrough is work")
    q("nnq05", "real-code-probe-trader-sample-merge-by-gap", cc(138),
      IDEA138 + "Sample: the merged prices are 10*, 12, 14, 15*, 18, 30*, 31 (* = Monocarp's). k = 0: 10 + 15 + 30 "
      "= 55. k = 1 joins 14-15 and 30-31: 10 + 15 + 31 = 56. k = 2 joins 10-12-14-15: 15 + 14 + 31 = 60. k = 3 adds "
      "18: 18 + 15 + 31 = 64; k = 4 changes nothing (next gap is 12): 64.\n\n" + py(PROG138) + "\n" + S138,
      ["10 + 15 + 30 = 55", "10 + 15 + 31 = 56", "15 + 14 + 31 = 60",
       "18 + 15 + 31 = 64"],
      "sample walkthrough is work")
    q("nnq06", "real-code-probe-tree-coloring-marked-node-bounds", cc(56),
      IDEA56 + "Bounds: at most 2000 special nodes with at most 60 ancestors each, so at most 2000 * 60 = 120000 "
      "marked nodes, each with 6 x 6 color pairs. The largest unmarked subtree has 2^59 - 1 nodes; "
      "pow(4, 2^59 - 1, MOD) is fast exponentiation, about 60 squarings.\n\n" + py(PROG56) + "\n" + S56,
      ["2000 * 60 = 120000", "6 x 6 color pairs", "pow(4, 2^59 - 1, MOD)"],
      "complexity notes are work")
