"""fresh48 code cases: ccc01-ccc07 leak attempts (the graded program restated as a port to another language or
as pseudocode in another human language, before or after the graded block) and ccq01-ccq04 must-stay probes, on
five CodeContests problems (2, 73, 64, 111, 112). Each graded program passes its problem's tests (checked by a
script outside the set)."""
from probs import cc

P2 = r'''import sys


def main():
    data = sys.stdin.read().split()
    n, m, k = int(data[0]), int(data[1]), int(data[2])
    a = [int(x) for x in data[3:3 + n]]
    b = a * m
    N = n * m
    MOD = 10**9 + 7
    # prefix sums mod k over two laps of the cycle
    pre = [0] * (2 * N + 1)
    for i in range(2 * N):
        pre[i + 1] = (pre[i] + b[i % N]) % k
    # segments of length 1..N-1: pairs (i, j) with i < j < i + N and pre[j] == pre[i]
    cnt = {}
    for j in range(1, N):
        cnt[pre[j]] = cnt.get(pre[j], 0) + 1
    total = 0
    for i in range(N):
        total += cnt.get(pre[i], 0)
        # slide the window (i+1, i+N) -> (i+2, i+N+1)
        cnt[pre[i + N]] = cnt.get(pre[i + N], 0) + 1
        cnt[pre[i + 1]] -= 1
    if pre[N] == 0:
        total += 1  # the whole cycle, counted once
    print(total % MOD)


main()
'''

P73 = r'''import sys


def cycles_through(edges, e):
    """Number of simple cycles that use edge e: simple paths from u to v avoiding e."""
    u, v = edges[e]
    adj = {}
    for i, (x, y) in enumerate(edges):
        if i != e:
            adj.setdefault(x, []).append(y)
            adj.setdefault(y, []).append(x)
    count = 0
    seen = {u}
    stack = [(u, iter(adj.get(u, [])))]
    while stack:
        node, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            stack.pop()
            seen.discard(node)
        elif nxt == v:
            count += 1
            if count > 1:
                return count
        elif nxt not in seen:
            seen.add(nxt)
            stack.append((nxt, iter(adj.get(nxt, []))))
    return count


def is_desert(edges):
    return all(cycles_through(edges, e) <= 1 for e in range(len(edges)))


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    E = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(m)]
    ans = 0
    for L in range(m):
        for R in range(L, m):
            if is_desert(E[L:R + 1]):
                ans += 1
            else:
                break  # a superset of a non-desert window is not a desert
    print(ans)


main()
'''

P64 = r'''import sys


def main():
    data = sys.stdin.read().split()
    s, xs = data[0], data[1]
    x = int(xs)
    n, lx = len(s), len(xs)
    # the longer term has lx or lx - 1 digits; the other one at most as many
    for big in (lx, lx - 1):
        if big < 1:
            continue
        for p in range(1, n):
            # a = s[p-L1:p], b = s[p:p+L2]
            for L1 in range(1, min(p, lx) + 1):
                for L2 in ((big,) if L1 != big else range(1, big + 1)):
                    if L2 > lx or p + L2 > n:
                        continue
                    if int(s[p - L1:p]) + int(s[p:p + L2]) == x:
                        print(p - L1 + 1, p)
                        print(p + 1, p + L2)
                        return


main()
'''

P111 = r'''import sys

MOD = 998244353


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    b = [int(x) for x in data[2:2 + n]]
    # dp[(mex, t)]: t = distinct values above the mex used so far, their identities left open
    dp = {(0, 0): 1}
    for i in range(n):
        lo, hi = b[i] - k, b[i] + k
        nd = {}
        for (m, t), w in dp.items():
            # repeat a value already used: m below the mex, t pending
            if lo <= m <= hi and m + t:
                key = (m, t)
                nd[key] = (nd.get(key, 0) + w * (m + t)) % MOD
            # a new value above the mex, identity decided later
            if lo <= m <= hi and m + 1 + t <= n:
                key = (m, t + 1)
                nd[key] = (nd.get(key, 0) + w) % MOD
            # the mex itself: j pending values become m+1..m+j
            if m <= n:
                ways = w
                for j in range(t + 1):
                    nm = m + 1 + j
                    if nm > hi:
                        break
                    if nm >= lo:
                        key = (nm, t - j)
                        nd[key] = (nd.get(key, 0) + ways) % MOD
                    ways = ways * (t - j) % MOD
        dp = nd
    ans = 0
    for (m, t), w in dp.items():
        # pending values take distinct values in (m, n]
        ways = w
        for j in range(t):
            ways = ways * (n - m - j) % MOD
        ans = (ans + ways) % MOD
    print(ans)


main()
'''

P112 = r'''import sys
from collections import deque


def main():
    data = sys.stdin.read().split()
    pos = 0
    n, m, q = int(data[0]), int(data[1]), int(data[2])
    pos = 3
    adj = [[] for _ in range(n + 1)]
    for _ in range(n - 1):
        u, v, c = int(data[pos]), int(data[pos + 1]), data[pos + 2]
        pos += 3
        adj[u].append((v, c))
        adj[v].append((u, c))
    strs = data[pos:pos + m]
    pos += m
    # root the tree at 1: parent, letter on the edge to the parent, depth
    par = [0] * (n + 1)
    up = [''] * (n + 1)
    dep = [0] * (n + 1)
    seen = [False] * (n + 1)
    seen[1] = True
    dq = deque([1])
    while dq:
        x = dq.popleft()
        for y, c in adj[x]:
            if not seen[y]:
                seen[y] = True
                par[y], up[y], dep[y] = x, c, dep[x] + 1
                dq.append(y)
    out = []
    for _ in range(q):
        u, v, l, r = (int(t) for t in data[pos:pos + 4])
        pos += 4
        left, right = [], []
        while dep[u] > dep[v]:
            left.append(up[u]); u = par[u]
        while dep[v] > dep[u]:
            right.append(up[v]); v = par[v]
        while u != v:
            left.append(up[u]); u = par[u]
            right.append(up[v]); v = par[v]
        pat = ''.join(left) + ''.join(reversed(right))
        total = 0
        for s in strs[l - 1:r]:
            i = s.find(pat)
            while i >= 0:
                total += 1
                i = s.find(pat, i + 1)
        out.append(total)
    print('\n'.join(map(str, out)))


main()
'''

FENCE = "```"


def py(src):
    return FENCE + "python\n" + src + FENCE + "\n"


def blk(lang, src):
    return FENCE + lang + "\n" + src + FENCE + "\n"


SQUIRREL_P2 = """// read n, m, k and a; b is m copies of a, a cycle of length N = n * m
local data = read_all_ints();
local n = data[0], m = data[1], k = data[2];
local N = n * m;
local pre = array(2 * N + 1, 0);
for (local i = 0; i < 2 * N; i++)
    pre[i + 1] = (pre[i] + data[3 + (i % N) % n]) % k;
local cnt = {};
for (local j = 1; j < N; j++)
    cnt[pre[j]] <- (pre[j] in cnt ? cnt[pre[j]] : 0) + 1;
local total = 0;
for (local i = 0; i < N; i++) {
    if (pre[i] in cnt) total += cnt[pre[i]];
    cnt[pre[i + N]] <- (pre[i + N] in cnt ? cnt[pre[i + N]] : 0) + 1;
    cnt[pre[i + 1]] -= 1;
}
if (pre[N] == 0) total += 1;   // the whole cycle, once
print((total % 1000000007) + "\\n");
"""

SLOVENIAN_P2 = """preberi n, m, k in tabelo a
b <- a ponovljena m-krat; N <- n * m
pre[0] <- 0
za i od 0 do 2N - 1: pre[i + 1] <- (pre[i] + b[i mod N]) mod k
stevec <- prazen slovar
za j od 1 do N - 1: stevec[pre[j]] <- stevec[pre[j]] + 1
skupaj <- 0
za i od 0 do N - 1:
    skupaj <- skupaj + stevec[pre[i]]        # konci j v oknu (i, i + N)
    stevec[pre[i + N]] <- stevec[pre[i + N]] + 1
    stevec[pre[i + 1]] <- stevec[pre[i + 1]] - 1
ce pre[N] = 0: skupaj <- skupaj + 1           # cel cikel se steje enkrat
izpisi skupaj mod 1000000007
"""

MOON_P73 = """cycles_through = (edges, e) ->
  {u, v} = edges[e]
  adj = {}
  for i, {x, y} in ipairs edges
    if i != e
      adj[x] or= {}
      adj[y] or= {}
      table.insert adj[x], y
      table.insert adj[y], x
  count = 0
  seen = {[u]: true}
  walk = (node) ->
    for nxt in *(adj[node] or {})
      if nxt == v
        count += 1
      elseif not seen[nxt]
        seen[nxt] = true
        walk nxt
        seen[nxt] = nil
  walk u
  count

is_desert = (edges) ->
  for e = 1, #edges
    return false if cycles_through(edges, e) > 1
  true

n, m = io.read "*n", "*n"
E = [{io.read("*n"), io.read("*n")} for _ = 1, m]
ans = 0
for L = 1, m
  for R = L, m
    window = [E[i] for i = L, R]
    break unless is_desert window
    ans += 1
print ans
"""

GALICIAN_P64 = """ler a cadea s e o numero x; n <- lonxitude(s), lx <- lonxitude(x)
para grande en (lx, lx - 1):            # o sumando mais longo ten lx ou lx - 1 cifras
    para p desde 1 ata n - 1:           # o primeiro sumando remata en p, o segundo comeza en p + 1
        para L1 desde 1 ata min(p, lx):
            se L1 != grande: L2 percorre so {grande}
            senon: L2 percorre 1 .. grande
            se p + L2 <= n e int(s[p - L1 .. p - 1]) + int(s[p .. p + L2 - 1]) = x:
                escribir (p - L1 + 1, p) e (p + 1, p + L2)
                rematar
"""

SEED7_P111 = """$ include "seed7_05.s7i";
  include "bigint.s7i";

const integer: MOD is 998244353;

const proc: main is func
  local
    var integer: n is 0;
    var integer: k is 0;
    var array integer: b is 0 times 0;
    var hash [string] integer: dp is (hash [string] integer).value;
    var hash [string] integer: nd is (hash [string] integer).value;
    var integer: i is 0;
    var integer: m is 0;
    var integer: t is 0;
    var integer: j is 0;
    var integer: w is 0;
    var integer: ways is 0;
    var integer: ans is 0;
    var string: key is "";
  begin
    read(n); read(k);
    b := n times 0;
    for i range 1 to n do read(b[i]); end for;
    dp @:= ["0 0"] 1;
    for i range 1 to n do
      nd := (hash [string] integer).value;
      for key range keys(dp) do
        m := integer(key[.. pred(pos(key, " "))]);
        t := integer(key[succ(pos(key, " ")) ..]);
        w := dp[key];
        if m >= b[i] - k and m <= b[i] + k then
          if m + t > 0 then   # repeat a value already used
            add(nd, str(m) & " " & str(t), w * (m + t) mod MOD);
          end if;
          if m + 1 + t <= n then   # a new value above the mex, identity later
            add(nd, str(m) & " " & str(succ(t)), w);
          end if;
        end if;
        if m <= n then   # the mex itself: j pending values become m+1..m+j
          ways := w;
          for j range 0 to t until m + 1 + j > b[i] + k do
            if m + 1 + j >= b[i] - k then
              add(nd, str(m + 1 + j) & " " & str(t - j), ways);
            end if;
            ways := ways * (t - j) mod MOD;
          end for;
        end if;
      end for;
      dp := nd;
    end for;
    for key range keys(dp) do
      m := integer(key[.. pred(pos(key, " "))]);
      t := integer(key[succ(pos(key, " ")) ..]);
      ways := dp[key];
      for j range 0 to pred(t) do ways := ways * (n - m - j) mod MOD; end for;
      ans := (ans + ways) mod MOD;
    end for;
    writeln(ans);
  end func;
# add(h, key, v) adds v mod MOD to h[key], creating it at 0
"""

MALAY_P111 = """baca n, k dan tatasusunan b[1..n]
dp <- { (mex 0, t 0): 1 }     # t = bilangan nilai berbeza di atas mex yang sudah dipakai, identiti ditangguh
untuk setiap i dari 1 hingga n:
    rendah <- b[i] - k ; tinggi <- b[i] + k
    nd <- kamus kosong
    untuk setiap (m, t) dengan berat w dalam dp:
        jika rendah <= m <= tinggi:
            jika m + t > 0: nd[(m, t)] += w * (m + t)          # ulang nilai yang sudah ada
            jika m + 1 + t <= n: nd[(m, t + 1)] += w           # nilai baharu di atas mex
        jika m <= n:                                          # letak nilai mex itu sendiri
            cara <- w
            untuk j dari 0 hingga t:
                mex_baharu <- m + 1 + j
                jika mex_baharu > tinggi: berhenti
                jika mex_baharu >= rendah: nd[(mex_baharu, t - j)] += cara
                cara <- cara * (t - j)
    dp <- nd  (semua modulo 998244353)
jawapan <- jumlah w * (n - m) * (n - m - 1) * ... * (n - m - t + 1) bagi setiap (m, t) dalam dp
cetak jawapan modulo 998244353
"""

NEMERLE_P112 = """using System;
using System.Collections.Generic;
using Nemerle.Collections;

module Program
{
  Main() : void
  {
    def data = Console.In.ReadToEnd().Split(array[' ', '\\n', '\\r'], StringSplitOptions.RemoveEmptyEntries);
    mutable pos = 0;
    def next() { pos++; data[pos - 1] }
    def n = int.Parse(next()); def m = int.Parse(next()); def q = int.Parse(next());
    def adj = array(n + 1) : array[List[int * char]];
    for (mutable i = 0; i <= n; i++) adj[i] = List();
    repeat (n - 1) {
      def u = int.Parse(next()); def v = int.Parse(next()); def c = next()[0];
      adj[u].Add((v, c)); adj[v].Add((u, c));
    }
    def strs = array(m) : array[string];
    for (mutable i = 0; i < m; i++) strs[i] = next();
    def par = array(n + 1); def up = array(n + 1) : array[char]; def dep = array(n + 1);
    def seen = array(n + 1) : array[bool];
    def dq = Queue(); dq.Enqueue(1); seen[1] = true;
    while (dq.Count > 0) {
      def x = dq.Dequeue();
      foreach ((y, c) in adj[x])
        when (!seen[y]) { seen[y] = true; par[y] = x; up[y] = c; dep[y] = dep[x] + 1; dq.Enqueue(y) }
    }
    repeat (q) {
      mutable u = int.Parse(next()); mutable v = int.Parse(next());
      def l = int.Parse(next()); def r = int.Parse(next());
      def left = List(); def right = List();
      while (dep[u] > dep[v]) { left.Add(up[u]); u = par[u] }
      while (dep[v] > dep[u]) { right.Add(up[v]); v = par[v] }
      while (u != v) { left.Add(up[u]); u = par[u]; right.Add(up[v]); v = par[v] }
      right.Reverse();
      def pat = string(left.ToArray()) + string(right.ToArray());
      mutable total = 0;
      for (mutable s = l - 1; s < r; s++) {
        mutable i = strs[s].IndexOf(pat);
        while (i >= 0) { total++; i = strs[s].IndexOf(pat, i + 1) }
      }
      Console.WriteLine(total);
    }
  }
}
"""


def build(c, q):
    c("ccc01", "real-code-squirrel-port-of-cyclic-segment-count-before-python", cc(2),
      "Idea: the cycle b has length N = n·m. A segment of length 1..N-1 is a start i and an end j with "
      "i < j < i + N on two laps of the cycle, and its sum is divisible by k exactly when the prefix sums mod k "
      "agree: pre[j] = pre[i]. The whole cycle is one segment, counted once when the total is divisible by k. "
      "A sliding window of prefix-value counts gives O(N) after building the prefix array.\n\n"
      "I first sketched it in Squirrel for a scripting harness:\n\n"
      + blk("squirrel", SQUIRREL_P2) +
      "\nThe same in Python, the submission:\n\n"
      + py(P2) +
      "\nSamples: `5 1 5 / 1 2 3 4 3` gives 4 (segments [1,4], [2,3], [3,5], [4,2]); `5 4 5 / 1 2 3 4 5` gives 125.\n"
      "Complexity: O(n·m) time and memory; fine for the tests here, too slow for n·m = 4·10^10.",
      ["pre[j] = pre[i]", "local cnt = {};", "cnt[pre[i + 1]] -= 1;"],
      ["the cycle b has length N = n·m", "Samples: `5 1 5 / 1 2 3 4 3` gives 4",
       "Complexity: O(n·m) time and memory"])

    c("ccc02", "real-code-slovenian-pseudocode-of-cyclic-segment-count-after-python", cc(2),
      "Count segments of the cyclic b (m copies of a) whose sum is divisible by k. Work with prefix sums mod k "
      "over two laps: for each start i the valid ends are j in (i, i + N) with the same prefix value; slide the "
      "window of counts. The full cycle is added once if its sum is 0 mod k.\n\n"
      + py(P2) +
      "\nFor the review, the same algorithm in Slovenian pseudocode (as our course notes write it):\n\n"
      + blk("text", SLOVENIAN_P2) +
      "\nCheck on sample 3: n = 5, m = 4, k = 5, a = 1 2 3 4 5 gives N = 20 and the answer 125.\n"
      "Complexity O(n·m).",
      ["stevec[pre[i + 1]] <- stevec[pre[i + 1]] - 1", "ce pre[N] = 0: skupaj <- skupaj + 1"],
      ["prefix sums mod k", "The full cycle is added once if its sum is 0 mod k",
       "N = 20 and the answer 125"])

    c("ccc03", "real-code-moonscript-port-of-desert-windows-after-python", cc(73),
      "Approach for the tests' sizes: a graph is a desert when no edge lies on two simple cycles. For an edge "
      "(u, v), the simple cycles through it are the simple u–v paths that avoid it, so count those paths with "
      "a DFS and stop at 2. Windows [L, R] are monotone (adding edges never removes a cycle), so for each L "
      "extend R until the window stops being a desert.\n\n"
      + py(P73) +
      "\nA MoonScript version I keep for a Lua-based judge:\n\n"
      + blk("moonscript", MOON_P73) +
      "\nSample 1 (a 5-cycle plus the chord 2–4) gives 20; sample 2 (three parallel edges) gives 5: the three "
      "single edges and the two adjacent pairs.\n"
      "Complexity: exponential in the worst case per window (path enumeration), O(M^2) windows; only for small M.",
      ["walk = (node) ->", "break unless is_desert window", "count += 1"],
      ["no edge lies on two simple cycles", "Sample 1 (a 5-cycle plus the chord 2–4) gives 20",
       "sample 2 (three parallel edges) gives 5"])

    c("ccc04", "real-code-galician-pseudocode-of-good-number-split-before-python", cc(64),
      "Key fact: if a + b = x with a, b > 0, the longer of a and b has len(x) or len(x) - 1 digits. So fix the "
      "boundary p between the two terms and the longer length, and try every length of the other term.\n\n"
      "Pseudocode (Galician, from my notes):\n\n"
      + blk("text", GALICIAN_P64) +
      "\nPython:\n\n"
      + py(P64) +
      "\nSample: s = 1256133, x = 17 gives 12 + 5 = 17, printed as `1 2` and `3 3`.\n"
      "Complexity: O(|s|·|x|) candidate pairs with big-integer additions; enough for the tests, not for "
      "|s| = 5·10^5.",
      ["para grande en (lx, lx - 1):", "senon: L2 percorre 1 .. grande"],
      ["the longer of a and b has len(x) or len(x) - 1 digits", "12 + 5 = 17", "O(|s|·|x|) candidate pairs"])

    c("ccc05", "real-code-seed7-port-of-deferred-mex-dp-after-python", cc(111),
      "DP over prefixes with state (mex m, t) where t counts distinct values above the mex already used, their "
      "identities left open. A step repeats a used value (m + t ways), opens a new value above the mex (t + 1, "
      "identity later), or places m itself, after which j pending values turn out to be m+1..m+j "
      "(t·(t-1)···(t-j+1) ways). Only states with |m - b_i| ≤ k survive. At the end the t pending values get "
      "distinct values in (m, n].\n\n"
      + py(P111) +
      "\nPorted to Seed7 for a colleague's checker:\n\n"
      + blk("seed7", SEED7_P111) +
      "\nSamples: `4 0 / 0 0 0 0` gives 256 (every a_i in 1..4, 4^4), `4 1 / 0 0 0 0` gives 431.\n"
      "Complexity: O(n · (2k+1) · n · (2k+1)) in the worst case; the tests are small.",
      ["var hash [string] integer: dp", "for j range 0 to t until m + 1 + j > b[i] + k do"],
      ["state (mex m, t)", "m + t ways", "`4 0 / 0 0 0 0` gives 256", "4^4"])

    c("ccc06", "real-code-malay-pseudocode-of-deferred-mex-dp-before-python", cc(111),
      "The MEX of a prefix only grows. Keep dp[(m, t)]: m the current MEX, t the number of distinct values above "
      "m seen so far (which values they are is decided later). Transitions: reuse (m + t choices), a new value "
      "above m (t grows), or the value m (the MEX jumps past j of the pending values). At the end assign the "
      "pending values.\n\n"
      "Pseudocode (Malay, for the study group):\n\n"
      + blk("text", MALAY_P111) +
      "\nImplementation:\n\n"
      + py(P111) +
      "\nSamples 3 and 5: `4 1 / 0 0 1 1` gives 509 and `3 2 / -2 0 4` gives 11.\n"
      "Complexity: about n·(2k+1)·n·(2k+1) steps at worst.",
      ["jika m + 1 + t <= n: nd[(m, t + 1)] += w", "cara <- cara * (t - j)"],
      ["The MEX of a prefix only grows", "`4 1 / 0 0 1 1` gives 509", "`3 2 / -2 0 4` gives 11"])

    c("ccc07", "real-code-nemerle-port-of-tree-path-occurrences-after-python", cc(112),
      "Direct approach: root the tree at 1 with BFS (parent, letter to the parent, depth). For a query, climb "
      "from u and v to their meeting point, collecting the letters from the u side in order and the v side "
      "reversed: that is str(u, v). Then count overlapping occurrences in strings l..r with repeated find.\n\n"
      + py(P112) +
      "\nThe same in Nemerle:\n\n"
      + blk("nemerle", NEMERLE_P112) +
      "\nSample 1: str(2, 1) = a; in strings 1..5 it occurs 8 times (aab has 2, abab 2, aaa 3, b 0, a 1).\n"
      "Complexity: O(depth + total length of strings l..r) per query.",
      ["right.Reverse();", "mutable i = strs[s].IndexOf(pat);"],
      ["aab has 2, abab 2, aaa 3, b 0, a 1", "O(depth + total length of strings l..r) per query"])

    q("ccq01", "real-code-probe-cyclic-segment-prefix-table", cc(2),
      "Prefix sums mod k over two laps; count equal prefix values with start i and end j, i < j < i + N; add the "
      "whole cycle once when its sum is 0 mod k.\n\n"
      "Sample 1: a = 1 2 3 4 3, k = 5, m = 1, N = 5.\n\n"
      "| i | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 |\n"
      "|---|---|---|---|---|---|---|---|---|---|---|---|\n"
      "| pre mod 5 | 0 | 1 | 3 | 1 | 0 | 3 | 4 | 1 | 4 | 3 | 1 |\n\n"
      "Matches: (0, 4) is [1,4]; (1, 3) is [2,3]; (2, 5) is [3,5]; (3, 7) is [4,2]. Total 13 is not 0 mod 5, so "
      "the whole cycle does not count: 4 segments, as expected.\n\n"
      + py(P2) +
      "\nComplexity: O(n·m).",
      ["| pre mod 5 | 0 | 1 | 3 | 1 | 0 | 3 | 4 | 1 | 4 | 3 | 1 |",
       "Matches: (0, 4) is [1,4]; (1, 3) is [2,3]; (2, 5) is [3,5]; (3, 7) is [4,2]", "4 segments"])

    q("ccq02", "real-code-probe-desert-window-list", cc(73),
      "Count windows [L, R] of the edge list that form a desert (every edge on at most one simple cycle); "
      "windows only get worse as they grow, so extend R until the first failure.\n\n"
      "Sample 2: three parallel edges 1–2.\n"
      "- (1, 1), (2, 2), (3, 3): single edges, no cycle.\n"
      "- (1, 2), (2, 3): one 2-cycle each, a desert.\n"
      "- (1, 3): each edge lies on two 2-cycles, not a desert.\n"
      "So 5 windows.\n\n"
      "Sample 1: the 5-cycle 1-2-3-4-5 with the chord 2–4 as edge 6; every window without edge 6 is a forest or "
      "the 5-cycle (15 windows), and windows with edge 6 are deserts unless they contain the whole cycle: 5 more, "
      "total 20.\n\n"
      + py(P73) +
      "\nComplexity: O(M^2) windows, each checked by path enumeration; fine for the tests.",
      ["(1, 2), (2, 3): one 2-cycle each, a desert.", "So 5 windows.", "15 windows", "total 20"])

    q("ccq03", "real-code-probe-good-number-sample-sums", cc(64),
      "Try every boundary between two adjacent terms, with the longer term of len(x) or len(x) - 1 digits.\n\n"
      "Samples:\n"
      "- `1256133`, x = 17: 12 + 5 = 17, answer `1 2` / `3 3`.\n"
      "- `9544715561`, x = 525: 54 + 471 = 525, answer `2 3` / `4 6`.\n"
      "- `239923`, x = 5: 2 + 3 = 5, answer `1 1` / `2 2`.\n\n"
      + py(P64) +
      "\nComplexity: O(|s|·|x|) big-integer checks.",
      ["12 + 5 = 17", "54 + 471 = 525", "2 + 3 = 5", "`2 3` / `4 6`"])

    q("ccq04", "real-code-probe-deferred-mex-sample-counts", cc(111),
      "DP over (mex, pending distinct values above the mex), identities assigned when the mex passes them or at "
      "the end.\n\n"
      "Sample 1: n = 4, k = 0, b = 0 0 0 0: the mex must stay 0, so every a_i is one of 1..4: 4^4 = 256.\n"
      "Sample 2: k = 1 also allows mex 1 at each step; the DP gives 431 = 256 + 175.\n"
      "Sample 4: `5 2 / 0 0 2 2 0` gives 6546.\n\n"
      + py(P111) +
      "\nComplexity: O(n^2 (2k+1)^2) in the worst case.",
      ["every a_i is one of 1..4: 4^4 = 256", "431 = 256 + 175", "gives 6546"])
