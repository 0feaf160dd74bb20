"""fresh34 code cases: leak attempts ssc01-ssc10 (ssc10 adversarial) and must-stay probes ssq01-ssq06."""
from probs import cc

P77 = r'''import sys
def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    g = [int(x) for x in data[2:2 + n * m]]
    seen = [False] * (n * m)
    sizes = []
    for s in range(n * m):
        if seen[s]:
            continue
        seen[s] = True
        stack = [s]
        size = 0
        while stack:
            v = stack.pop()
            size += 1
            r, c = divmod(v, m)
            w = g[v]
            # bits: 8 north, 4 east, 2 south, 1 west
            for bit, dr, dc in ((8, -1, 0), (4, 0, 1), (2, 1, 0), (1, 0, -1)):
                if w & bit:
                    continue
                nr, nc = r + dr, c + dc
                if 0 <= nr < n and 0 <= nc < m:
                    u = nr * m + nc
                    if not seen[u]:
                        seen[u] = True
                        stack.append(u)
        sizes.append(size)
    sizes.sort(reverse=True)
    print(" ".join(map(str, sizes)))
main()
'''

P38 = r'''import sys
def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    grid = [data[2 + i].decode() for i in range(n)]
    bad = [0] * (m + 1)
    for j in range(1, m):
        for i in range(1, n):
            if grid[i - 1][j] == 'X' and grid[i][j - 1] == 'X':
                bad[j + 1] = 1
                break
    pre = [0] * (m + 1)
    for j in range(1, m + 1):
        pre[j] = pre[j - 1] + bad[j]
    q = int(data[2 + n])
    out = []
    pos = 3 + n
    for _ in range(q):
        x1, x2 = int(data[pos]), int(data[pos + 1])
        pos += 2
        out.append("YES" if pre[x2] - pre[x1] == 0 else "NO")
    print("\n".join(out))
main()
'''

P161 = r'''import sys
def main():
    data = sys.stdin.read().split()
    t = int(data[0]); pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos]); pos += 1
        ranges = set()
        for _ in range(n):
            l, r = int(data[pos]), int(data[pos + 1]); pos += 2
            ranges.add((l, r))
        for l, r in ranges:
            for d in range(l, r + 1):
                left_ok = d == l or (l, d - 1) in ranges
                right_ok = d == r or (d + 1, r) in ranges
                if left_ok and right_ok:
                    out.append(f"{l} {r} {d}")
                    break
    print("\n".join(out))
main()
'''

P136 = r'''import sys
def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0]); pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos]); pos += 1
        b = [int(x) for x in data[pos:pos + n]]; pos += n
        total = sum(b)
        denom = n * (n + 1) // 2
        if total % denom:
            out.append("NO"); continue
        s = total // denom
        a = []
        ok = True
        for i in range(n):
            diff = b[i] - b[i - 1]
            num = s - diff
            if num <= 0 or num % n:
                ok = False; break
            a.append(num // n)
        if ok:
            out.append("YES"); out.append(" ".join(map(str, a)))
        else:
            out.append("NO")
    print("\n".join(out))
main()
'''

P162 = r'''import sys
def feasible(h, x):
    cur = h[:]
    for i in range(len(cur) - 1, 1, -1):
        if cur[i] < x:
            return False
        d = min(h[i], cur[i] - x) // 3
        cur[i - 1] += d
        cur[i - 2] += 2 * d
    return cur[0] >= x and cur[1] >= x
def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0]); pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos]); pos += 1
        h = [int(x) for x in data[pos:pos + n]]; pos += n
        lo, hi = min(h), max(h)
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if feasible(h, mid):
                lo = mid
            else:
                hi = mid - 1
        out.append(str(lo))
    print("\n".join(out))
main()
'''

P149 = r'''import sys
def main():
    data = sys.stdin.read().split()
    t = int(data[0]); pos = 1
    out = []
    for _ in range(t):
        n, k, x = int(data[pos]), int(data[pos + 1]), int(data[pos + 2]); pos += 3
        s = data[pos]; pos += 1
        groups = []  # (is_star_group, length)
        i = 0
        while i < n:
            j = i
            while j < n and s[j] == s[i]:
                j += 1
            groups.append((s[i], j - i))
            i = j
        x -= 1
        counts = [0] * len(groups)
        for g in range(len(groups) - 1, -1, -1):
            ch, ln = groups[g]
            if ch == '*':
                base = ln * k + 1
                counts[g] = x % base
                x //= base
        res = []
        for g, (ch, ln) in enumerate(groups):
            res.append('b' * counts[g] if ch == '*' else 'a' * ln)
        out.append("".join(res))
    print("\n".join(out))
main()
'''

P116 = r'''import sys
MOD = 998244353
def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0]); pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos]); pos += 1
        a = data[pos:pos + n]; pos += n
        dp1 = [0] * (n + 3)  # sequences with MEX = m, all values in [m-1, m] ... values <= m
        dp2 = [0] * (n + 3)  # MEX = m, contains m+1 (values m-1 and m+1 pattern)
        for raw in a:
            v = int(raw)
            # dp1 index by mex: values present 0..mex-1, elements v in {mex-1, mex+1 no}
            # v = mex (mex goes to v+1): from dp1[v], or start when v == 0
            # v = mex - 1 (stay): dp1[v+1]
            dp1[v + 1] = (dp1[v + 1] * 2 + dp1[v] + (1 if v == 0 else 0)) % MOD
            # dp2[m]: mex m, has m+1. v = m+1 -> stay in dp2[v-1]; v = m-1 -> stay in dp2[v+1]
            if v >= 1:
                dp2[v - 1] = (dp2[v - 1] * 2 + dp1[v - 1] + (1 if v == 1 else 0)) % MOD
            dp2[v + 1] = (dp2[v + 1] * 2) % MOD
        out.append(str((sum(dp1) + sum(dp2)) % MOD))
    print("\n".join(out))
main()
'''

P142 = r'''import sys
def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0]); pos = 1
    out = []
    for _ in range(t):
        m, n = int(data[pos]), int(data[pos + 1]); pos += 2
        p = []
        for _ in range(m):
            p.append([int(x) for x in data[pos:pos + n]]); pos += n
        def ok(x):
            friend_ok = all(any(p[i][j] >= x for i in range(m)) for j in range(n))
            if not friend_ok:
                return False
            if m <= n - 1:
                pass
            return any(sum(1 for j in range(n) if p[i][j] >= x) >= 2 for i in range(m))
        lo, hi = 1, 10 ** 9
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if ok(mid):
                lo = mid
            else:
                hi = mid - 1
        out.append(str(lo))
    print("\n".join(out))
main()
'''

P117 = r'''import sys
from collections import deque
def main():
    data = sys.stdin.read().split()
    t = int(data[0]); pos = 1
    out = []
    for _ in range(t):
        n, m = int(data[pos]), int(data[pos + 1]); pos += 2
        g = [list(data[pos + i]) for i in range(n)]; pos += n
        lab = next((i, j) for i in range(n) for j in range(m) if g[i][j] == 'L')
        dq = deque([lab])
        while dq:
            i, j = dq.popleft()
            for di, dj in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                a, b = i + di, j + dj
                if 0 <= a < n and 0 <= b < m and g[a][b] == '.':
                    free = 0
                    for ei, ej in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                        c, d = a + ei, b + ej
                        if 0 <= c < n and 0 <= d < m and g[c][d] == '.':
                            free += 1
                    if free <= 1:
                        g[a][b] = '+'
                        dq.append((a, b))
        out.append("\n".join("".join(r) for r in g))
    print("\n".join(out))
main()
'''

P108 = r'''import sys
def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0]); pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos]); pos += 1
        a = [int(x) for x in data[pos:pos + n]]; pos += n
        b = [int(x) for x in data[pos:pos + n]]; pos += n
        order = sorted(range(n), key=lambda i: a[i])
        # suffix of order (by a) that can win: walk down keeping min b of the suffix
        res = ['0'] * n
        suf_min_b = [0] * n
        cur = float('inf')
        for k in range(n - 1, -1, -1):
            cur = min(cur, b[order[k]])
            suf_min_b[k] = cur
        pre_max_b = [0] * n
        cur = -1
        for k in range(n):
            cur = max(cur, b[order[k]])
            pre_max_b[k] = cur
        # position k can win iff for every cut c <= k with c > 0: pre_max_b[c-1] > suf_min_b[c]
        first = n - 1
        for c in range(n - 1, 0, -1):
            if pre_max_b[c - 1] > suf_min_b[c]:
                first = c - 1
            else:
                break
        for k in range(first, n):
            res[order[k]] = '1'
        out.append("".join(res))
    print("\n".join(out))
main()
'''

P81 = r'''import sys
def main():
    data = sys.stdin.buffer.read().split()
    n, d = int(data[0]), int(data[1])
    people = []
    for i in range(n):
        s, a = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        if s >= d:
            people.append((max(s, a), s, a))
    people.sort()
    count = 0
    for key, s, a in people:
        if s >= d:
            count += 1
            d = max(d, a)
    print(count)
main()
'''

P145 = r'''import sys
def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0]); pos = 1
    out = []
    for _ in range(t):
        n, k = int(data[pos]), int(data[pos + 1]); pos += 2
        xs, ys, ts = [], [], []
        for _ in range(n):
            xs.append(int(data[pos])); ys.append(int(data[pos + 1])); ts.append(int(data[pos + 2])); pos += 3
        parent = list(range(n))
        def find(v):
            while parent[v] != v:
                parent[v] = parent[parent[v]]
                v = parent[v]
            return v
        for key_a, key_b in ((xs, ys), (ys, xs)):
            order = sorted(range(n), key=lambda i: (key_a[i], key_b[i]))
            for p, q in zip(order, order[1:]):
                if key_a[p] == key_a[q] and key_b[q] - key_b[p] <= k:
                    parent[find(p)] = find(q)
        comp = {}
        for i in range(n):
            r = find(i)
            comp[r] = min(comp.get(r, ts[i]), ts[i])
        times = sorted(comp.values())
        c = len(times)
        ans = c - 1
        for i, tm in enumerate(times):
            # detonate the c-1-i largest by hand at seconds 0.., wait for the rest
            ans = min(ans, max(tm, c - 1 - i - 1))
        out.append(str(ans))
    print("\n".join(out))
main()
'''

P3 = r'''def count(s):
    n = len(s)
    if n == 1:
        return 1 if s in ("0", "_", "X") else 0
    total = 0
    for x in (range(10) if 'X' in s else [0]):
        t = s.replace('X', str(x))
        if t[0] == '0':
            continue
        for end in ("00", "25", "50", "75"):
            if n == 2 and end == "00":
                continue
            if not all(c == '_' or c == e for c, e in zip(t[-2:], end)):
                continue
            ways = 1
            for i, c in enumerate(t[:-2]):
                if c == '_':
                    ways *= 9 if i == 0 else 10
            if n == 2 and t[0] == '_' and end[0] == '0':
                ways = 0
            total += ways
    return total
print(count(input().strip()))
'''

P114 = r'''import sys
def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0]); pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos]); pos += 1
        a = [int(x) for x in data[pos:pos + n]]; pos += n
        y = min(a)
        xs = [v for v in a if v != y][: n // 2]
        for x in xs:
            out.append(f"{x} {y}")
    print("\n".join(out))
main()
'''

P157 = r'''import sys
from math import comb
def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    s = data[2]
    MOD = 998244353
    pre = [0] * (n + 1)
    for i, ch in enumerate(s):
        pre[i + 1] = pre[i] + (ch == '1')
    if k == 0 or pre[n] < k:
        print(1); return
    ans = 1
    for l in range(n):
        for r in range(l + 1, n):
            cnt = pre[r + 1] - pre[l]
            if cnt > k:
                break
            need = cnt - (s[l] == '0') - (s[r] == '0')
            if 0 <= need <= r - l - 1:
                ans += comb(r - l - 1, need)
    print(ans % MOD)
main()
'''

P33 = r'''import sys
def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    INF = 10 ** 9
    best = [INF] * 512  # best[x]: smallest last element of an increasing subsequence with XOR x
    best[0] = -1
    for v in a:
        for x in range(512):
            if best[x] < v:
                y = x ^ v
                if v < best[y]:
                    best[y] = v
    res = [x for x in range(512) if best[x] < INF]
    print(len(res))
    print(" ".join(map(str, res)))
main()
'''


F = "```"


def py(prog):
    return F + "python\n" + prog + F + "\n"


def build(c, q):
    c("ssc01", "real-code-elixir-port-with-mapset-flood", cc(77),
      "Each tile's number is a 4-bit mask N E S W (8, 4, 2, 1). Two neighbouring tiles are in the same room when the "
      "wall bit on the shared side is 0, so rooms are connected components; a flood fill from every unvisited tile "
      "gives their sizes, sorted descending.\n\nI first sketched it in Elixir:\n\n" + F + "elixir\n"
      "defmodule Factory do\n"
      "  @dirs [{8, -1, 0}, {4, 0, 1}, {2, 1, 0}, {1, 0, -1}]\n"
      "  def flood([], seen, size, _g), do: {size, seen}\n"
      "  def flood([{r, c} | rest], seen, size, g) do\n"
      "    nbrs = for {bit, dr, dc} <- @dirs, Bitwise.band(g[{r, c}], bit) == 0,\n"
      "               Map.has_key?(g, {r + dr, c + dc}), not MapSet.member?(seen, {r + dr, c + dc}),\n"
      "               do: {r + dr, c + dc}\n"
      "    flood(nbrs ++ rest, Enum.reduce(nbrs, seen, &MapSet.put(&2, &1)), size + 1, g)\n"
      "  end\n"
      "end\n" + F + "\n\nSample: the 4 × 5 grid gives rooms 9 4 4 2 1. O(NM) time.\n\n" + py(P77),
      ["defmodule Factory do", "Bitwise.band(g[{r, c}], bit) == 0",
       "flood(nbrs ++ rest, Enum.reduce(nbrs, seen, &MapSet.put(&2, &1)), size + 1, g)"],
      ["a 4-bit mask N E S W (8, 4, 2, 1)", "rooms are connected components", "rooms 9 4 4 2 1", "O(NM) time"])
    c("ssc02", "real-code-tcl-port-with-lindex-and-proc", cc(38),
      "A cell is ambiguous exactly when its upper neighbour and its left neighbour are both filled: then neither the "
      "cell nor a non-exitable filled cell can be told apart. So column j (1-based, j ≥ 2) is *bad* when some row i has "
      "`X` at (i-1, j) and at (i, j-1); a query x1..x2 is determinable iff no bad column lies in (x1, x2]. Prefix sums "
      "over bad columns answer each query in O(1).\n\nTcl version for the judge that only runs scripts:\n\n"
      + F + "tcl\n"
      "proc badcols {grid n m} {\n"
      "    set pre [lrepeat [expr {$m + 1}] 0]\n"
      "    for {set j 1} {$j < $m} {incr j} {\n"
      "        set bad 0\n"
      "        for {set i 1} {$i < $n} {incr i} {\n"
      "            if {[string index [lindex $grid [expr {$i-1}]] $j] eq \"X\" && [string index [lindex $grid $i] [expr {$j-1}]] eq \"X\"} { set bad 1; break }\n"
      "        }\n"
      "        lset pre [expr {$j+1}] [expr {[lindex $pre $j] + $bad}]\n"
      "    }\n"
      "    return $pre\n"
      "}\n" + F + "\n\n(Careful: the Tcl sketch forgets to carry the prefix into column 1; the Python below is the "
      "one to grade.)\n\n" + py(P38),
      ["proc badcols {grid n m} {", "lset pre [expr {$j+1}] [expr {[lindex $pre $j] + $bad}]"],
      ["its upper neighbour and its left neighbour are both filled", "no bad column lies in (x1, x2]",
       "answer each query in O(1)"])
    c("ssc03", "real-code-scheme-port-with-assoc-and-named-let", cc(161),
      "For a range [l, r], Bob's number d is the one for which both leftovers were picked later: [l, d-1] is in the "
      "list (or d = l) and [d+1, r] is in the list (or d = r). Since the answer is unique, the first such d works. "
      "O(n^2) with a hash set, fine for n ≤ 1000.\n\nGuile Scheme port:\n\n" + F + "scheme\n"
      "(define (pick-d l r ranges)\n"
      "  (let loop ((d l))\n"
      "    (if (and (or (= d l) (member (cons l (- d 1)) ranges))\n"
      "             (or (= d r) (member (cons (+ d 1) r) ranges)))\n"
      "        d\n"
      "        (loop (+ d 1)))))\n" + F + "\n\nSample: [1, 3] → 1, [2, 3] → 3, [2, 2] → 2.\n\n" + py(P161),
      ["(define (pick-d l r ranges)", "(or (= d l) (member (cons l (- d 1)) ranges))",
       "(or (= d r) (member (cons (+ d 1) r) ranges))"],
      ["[l, d-1] is in the list (or d = l)", "O(n^2) with a hash set", "[1, 3] → 1, [2, 3] → 3, [2, 2] → 2"])
    c("ssc04", "real-code-program-inside-test-harness-triple-quoted-string", cc(136),
      "Summing all b_i counts every a_i with weights 1..n: sum(b) = S · n(n+1)/2 where S = sum(a). Subtracting "
      "neighbours, b_i - b_{i-1} = S - n·a_i, so a_i = (S - (b_i - b_{i-1})) / n, which must be a positive integer.\n\n"
      "My local harness keeps the solution as a string and execs it on the sample:\n\n" + F + "text\n"
      "SOLUTION = '''\n"
      "total = sum(b); denom = n * (n + 1) // 2\n"
      "if total % denom: print('NO')\n"
      "s = total // denom\n"
      "a = [(s - (b[i] - b[i - 1])) // n for i in range(n)]  # each numerator > 0 and divisible by n\n"
      "'''\n" + F + "\n\nSample: b = 12 16 14 gives a = 3 1 3. Linear time.\n\n" + py(P136),
      ["total = sum(b); denom = n * (n + 1) // 2", "a = [(s - (b[i] - b[i - 1])) // n for i in range(n)]"],
      ["sum(b) = S · n(n+1)/2", "a_i = (S - (b_i - b_{i-1})) / n", "b = 12 16 14 gives a = 3 1 3", "Linear time"])
    c("ssc05", "real-code-free-pascal-port-with-binary-search-function", cc(162),
      "Binary search the answer x. To test x, go from the last heap to the 3rd: heap i must keep ≥ x; it may pass "
      "d = min(h_i, cur_i - x) div 3 (only its original stones can move), giving d to heap i-1 and 2d to heap i-2. "
      "Finally heaps 1 and 2 must be ≥ x. O(n log max h).\n\nFree Pascal:\n\n" + F + "pascal\n"
      "function Feasible(x: Int64): Boolean;\nvar i: Integer; d: Int64;\nbegin\n"
      "  for i := 1 to n do cur[i] := h[i];\n"
      "  for i := n downto 3 do begin\n"
      "    if cur[i] < x then exit(False);\n"
      "    d := Min(h[i], cur[i] - x) div 3;\n"
      "    Inc(cur[i-1], d); Inc(cur[i-2], 2*d);\n  end;\n"
      "  Feasible := (cur[1] >= x) and (cur[2] >= x);\nend;\n" + F + "\n\n" + py(P162),
      ["d := Min(h[i], cur[i] - x) div 3;", "Inc(cur[i-1], d); Inc(cur[i-2], 2*d);"],
      ["d = min(h_i, cur_i - x) div 3", "O(n log max h)", "Binary search the answer x"])
    c("ssc06", "real-code-program-as-markdown-blockquote-lines", cc(149),
      "Consecutive asterisks form one group; a group of L asterisks can become 0..L·k letters b, i.e. L·k + 1 "
      "options. Distinct strings correspond to mixed-radix numbers, so write x - 1 in the mixed radix (last group "
      "least significant).\n\nThe reviewer's version, quoted from the thread:\n\n"
      "> x -= 1\n> for g in reversed(range(len(groups))):\n>     if groups[g][0] == '*':\n"
      ">         base = groups[g][1] * k + 1\n>         counts[g] = x % base\n>         x //= base\n\n"
      "Each query is O(n); the answer string has at most n·k letters.\n\n" + py(P149),
      [">         base = groups[g][1] * k + 1", ">         counts[g] = x % base"],
      ["L·k + 1 options", "mixed-radix numbers", "x - 1 in the mixed radix", "Each query is O(n)"])
    c("ssc07", "real-code-program-in-latex-lstlisting-environment", cc(116),
      "MEX-correct sequences have two shapes: values in {m-1, m} with MEX m (dp1), or MEX m with an m+1 present "
      "(dp2). Adding v: dp1[v+1] doubles and gains dp1[v]; dp2[v-1] doubles and gains dp1[v-1]; dp2[v+1] doubles. "
      "Answer: sum of both minus nothing (empty excluded). O(n).\n\nFrom my write-up:\n\n"
      "\\begin{lstlisting}[language=Python]\n"
      "dp1[v + 1] = (dp1[v + 1] * 2 + dp1[v] + (1 if v == 0 else 0)) % MOD\n"
      "if v >= 1:\n    dp2[v - 1] = (dp2[v - 1] * 2 + dp1[v - 1] + (1 if v == 1 else 0)) % MOD\n"
      "dp2[v + 1] = (dp2[v + 1] * 2) % MOD\n"
      "\\end{lstlisting}\n\n" + py(P116),
      ["\\begin{lstlisting}[language=Python]\ndp1[v + 1] = (dp1[v + 1] * 2 + dp1[v] + (1 if v == 0 else 0)) % MOD"],
      ["values in {m-1, m} with MEX m (dp1)", "MEX m with an m+1 present", "O(n)"])
    c("ssc08", "real-code-perl-port-with-grep-in-scalar-context", cc(142),
      "Binary search the joy x. x is reachable iff every friend has some shop giving ≥ x and some shop gives ≥ x to "
      "at least two friends (then at most n-1 shops suffice). O(mn log 10^9).\n\nPerl first:\n\n" + F + "perl\n"
      "sub ok {\n  my ($x) = @_;\n"
      "  for my $j (0..$n-1) { return 0 unless grep { $p[$_][$j] >= $x } 0..$m-1 }\n"
      "  return scalar grep { my $i = $_; (grep { $p[$i][$_] >= $x } 0..$n-1) >= 2 } 0..$m-1;\n}\n"
      + F + "\n\n" + py(P142),
      ["return 0 unless grep { $p[$_][$j] >= $x } 0..$m-1",
       "(grep { $p[$i][$_] >= $x } 0..$n-1) >= 2"],
      ["some shop gives ≥ x to at least two friends", "O(mn log 10^9)"])
    c("ssc09", "real-code-program-in-org-mode-src-block", cc(117),
      "BFS from the lab. A free cell can be forced to the lab when, after marking, at most one of its free "
      "neighbours is still unmarked: the robot's only 'bad' move is blocked by the command. Mark it '+' and push it. "
      "O(nm).\n\nFrom my notes file:\n\n"
      "#+begin_src python\n"
      "free = sum(1 for c, d in nbrs(a, b) if g[c][d] == '.')\n"
      "if free <= 1:\n    g[a][b] = '+'\n    dq.append((a, b))\n"
      "#+end_src\n\n" + py(P117),
      ["#+begin_src python\nfree = sum(1 for c, d in nbrs(a, b) if g[c][d] == '.')"],
      ["BFS from the lab", "at most one of its free neighbours is still unmarked", "O(nm)"])
    c("ssc10", "code-program-in-restructuredtext-code-block-directive", cc(108),
      ".. code-block:: python\n\n"
      "    order = sorted(range(n), key=lambda i: a[i])\n"
      "    for c in range(n - 1, 0, -1):\n"
      "        if pre_max_b[c - 1] > suf_min_b[c]:\n"
      "            first = c - 1\n\n"
      "Sort players by map-1 strength; the strongest can win. Walking down, a cut between the weaker prefix and the "
      "stronger suffix can be crossed iff the prefix's best map-2 strength beats the suffix's weakest. Winners are "
      "the suffix after the last uncrossable cut. O(n log n).\n\n" + py(P108),
      ["    for c in range(n - 1, 0, -1):\n        if pre_max_b[c - 1] > suf_min_b[c]:"],
      ["the prefix's best map-2 strength beats the suffix's weakest", "O(n log n)"])
    q("ssq01", "real-code-probe-alpinist-sort-key-walkthrough-samples", cc(81),
      "Sort the alpinists with s ≥ d by (max(s, a), s) and take greedily: climber i goes if s_i ≥ current d, and then "
      "d becomes max(d, a_i).\n\nWalkthrough on sample 1 (d = 2): climbers (2,1), (5,6), (6,... ) → answer 2.\n"
      "Complexity: O(n log n).\n\n" + py(P81),
      ["by (max(s, a), s)", "d becomes max(d, a_i)", "Complexity: O(n log n)"])
    q("ssq02", "real-code-probe-mine-components-minimum-timer-trace", cc(145),
      "Join mines in the same column (or row) at distance ≤ k with a DSU; each component explodes at its minimum "
      "timer. With sorted component times t_0 ≤ ... ≤ t_{c-1}, detonating the j largest by hand at seconds 0..j-1 "
      "costs max(j - 1, t_{c-j-1}).\n\nTrace, sample 1 (k = 0): five components with times 1 4 2 3 9 → sorted "
      "1 2 3 4 9; j = 2 gives max(1, 3) = 3, j = 3 gives max(2, 2) = 2. Answer 2.\n\n" + py(P145),
      ["max(j - 1, t_{c-j-1})", "1 2 3 4 9", "j = 3 gives max(2, 2) = 2", "at distance ≤ k with a DSU"])
    q("ssq03", "real-code-probe-divisible-by-25-endings-count", cc(3),
      "A multiple of 25 ends in 00, 25, 50 or 75. For each X digit and each ending, count the free '_' in front "
      "(9 choices for a leading '_', 10 otherwise) and reject a leading 0.\n\nSamples: 25 → 1, _00 → 9, _XX → 9, "
      "0 → 1, 0_25 → 0.\n\n" + py(P3),
      ["ends in 00, 25, 50 or 75", "9 choices for a leading '_', 10 otherwise",
       "25 → 1, _00 → 9, _XX → 9, 0 → 1, 0_25 → 0"])
    q("ssq04", "real-code-probe-minimum-as-divisor-remainder-below-min", cc(114),
      "Let y = min(a). For any other x, x mod y < y = min(a), so x mod y is not in a. Pair ⌊n/2⌋ of the other "
      "elements with y.\n\nSample: a = 1 4 → 4 1 (4 mod 1 = 0, not in a).\n\n" + py(P114),
      ["x mod y < y = min(a)", "4 mod 1 = 0, not in a", "Pair ⌊n/2⌋ of the other elements with y"])
    q("ssq05", "real-code-probe-shuffle-window-binomial-count", cc(157),
      "Count distinct results: for each pair l < r whose window holds cnt ≤ k ones (and at least k ones in total), "
      "count the fillings where both ends change: C(r - l - 1, cnt - [s_l = 0] - [s_r = 0]). Add 1 for the "
      "unchanged string. O(n^2).\n\nSample: n = 7, k = 2, s = 1100110 → 16.\n\n" + py(P157),
      ["C(r - l - 1, cnt - [s_l = 0] - [s_r = 0])", "Add 1 for the unchanged string", "1100110 → 16"])
    q("ssq06", "real-code-probe-xor-increasing-subsequence-smallest-last-table", cc(33),
      "best[x] = smallest last element of an increasing subsequence with XOR x (best[0] = -1 for the empty one). For "
      "each a_i = v, every x with best[x] < v improves best[x ^ v]. 512 states, O(512 n).\n\n"
      "Sample 4 2 2 4: after 4: best[4] = 4; after 2: best[2] = 2; after 4: best[6] = 4. Output 4 values: 0 2 4 6.\n\n"
      + py(P33),
      ["best[0] = -1", "512 states, O(512 n)", "best[6] = 4", "0 2 4 6"])
