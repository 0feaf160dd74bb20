"""fresh38 code cases: leak attempts ooc01-ooc10 and must-stay probes ooq01-ooq06 over five CodeContests test
problems (9 dropping balls, 32 increasing segment sums, 62 staircases, 63 bracket prefixes, 146 permutation
queries). Each graded program is the last ```python block; the leak attempts carry the program in another form."""
from probs import cc

PY9 = r'''
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, k = int(data[0]), int(data[1]), int(data[2])
    W = n + 1  # column-major cells; row n of each column is the exit
    d = bytearray(W * m)
    par = list(range(W * m))
    for r in range(n):
        base = 3 + r * m
        for y in range(m):
            v = data[base + y][0] - 48
            u = y * W + r
            d[u] = v
            if v == 2:
                par[u] = u + 1

    def find(u):
        root = u
        while par[root] != root:
            root = par[root]
        while par[u] != root:
            par[u], u = root, par[u]
        return root

    out = []
    for c in data[3 + n * m:3 + n * m + k]:
        y = int(c) - 1
        r = 0
        while True:
            u = find(y * W + r)
            r = u - y * W
            if r == n:
                break
            v = d[u]
            d[u] = 2
            par[u] = u + 1
            y += 1 if v == 1 else -1
        out.append(y + 1)
    print(" ".join(map(str, out)))


main()
'''

PY32 = r'''
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        pos += 1
        a = list(map(int, data[pos:pos + n]))
        pos += n
        pre = [0] * (n + 1)
        for i, x in enumerate(a):
            pre[i + 1] = pre[i] + x
        prev = [0] * (n + 2)  # prev[i]: largest head sum of a valid chain starting at >= i (0 = none)
        best = 0
        for i in range(n - 1, -1, -1):
            if a[i] > best:
                best = a[i]
            prev[i] = best
        ans = 1
        j = 2
        while j * (j + 1) // 2 <= n:
            cur = [0] * (n + 2)
            best = 0
            for i in range(n - j, -1, -1):
                s = pre[i + j] - pre[i]
                if best < s < prev[i + j]:
                    best = s
                cur[i] = best
            if best == 0:
                break
            ans = j
            prev = cur
            j += 1
        out.append(ans)
    print("\n".join(map(str, out)))


main()
'''

PY62 = r'''
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, q = int(data[0]), int(data[1]), int(data[2])
    free = [[False] * (m + 2)] + [[False] + [True] * m + [False] for _ in range(n)] + [[False] * (m + 2)]
    total = 0
    fr_below = [0] * (m + 2)
    for x in range(n, 0, -1):
        fr = [0] * (m + 2)
        fd = [0] * (m + 2)
        for y in range(m, 0, -1):
            fr[y] = 1 + fd[y + 1]
            fd[y] = 1 + fr_below[y]
            total += fr[y] + fd[y] - 1
        fr_below = fr

    def run(x, y, dx1, dy1, dx2, dy2):
        c = 0
        while True:
            x += dx1
            y += dy1
            if not free[x][y]:
                return c
            c += 1
            dx1, dy1, dx2, dy2 = dx2, dy2, dx1, dy1

    def through(x, y):
        a = (1 + run(x, y, 0, 1, 1, 0)) * (1 + run(x, y, -1, 0, 0, -1))
        b = (1 + run(x, y, 1, 0, 0, 1)) * (1 + run(x, y, 0, -1, -1, 0))
        return a + b - 1

    out = []
    pos = 3
    for _ in range(q):
        x, y = int(data[pos]), int(data[pos + 1])
        pos += 2
        if free[x][y]:
            total -= through(x, y)
            free[x][y] = False
        else:
            free[x][y] = True
            total += through(x, y)
        out.append(total)
    print("\n".join(map(str, out)))


main()
'''

PY63 = r'''
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    strs = data[1:1 + n]
    bal = []
    low = []
    cnt = []
    for s in strs:
        b = 0
        mn = 0
        c = {}
        for ch in s:
            b += 1 if ch == "(" else -1
            if b < mn:
                mn = b
            if b == mn:
                c[b] = c.get(b, 0) + 1
        bal.append(b)
        low.append(mn)
        cnt.append(c)
    full = 1 << n
    sbal = [0] * full
    for mask in range(1, full):
        i = (mask & -mask).bit_length() - 1
        sbal[mask] = sbal[mask ^ (1 << i)] + bal[i]
    dp = [-1] * full
    dp[0] = 0
    best = 0
    for mask in range(full):
        cur = dp[mask]
        if cur < 0:
            continue
        if cur > best:
            best = cur
        B = sbal[mask]
        for i in range(n):
            if mask >> i & 1:
                continue
            gain = cnt[i].get(-B, 0)
            if low[i] + B >= 0:
                nm = mask | (1 << i)
                if cur + gain > dp[nm]:
                    dp[nm] = cur + gain
            elif cur + gain > best:
                best = cur + gain
    print(best)


main()
'''

PY146 = r'''
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    p = [0] + [int(x) for x in data[2:2 + n]]
    inv = [0] * (n + 1)
    for i in range(1, n + 1):
        inv[p[i]] = i
    Q = max(1, int(n ** 0.5))
    jump = [0] * (n + 1)  # jump[i] = p applied Q times to i
    seen = [False] * (n + 1)
    for s in range(1, n + 1):
        if seen[s]:
            continue
        cyc = []
        j = s
        while not seen[j]:
            seen[j] = True
            cyc.append(j)
            j = p[j]
        L = len(cyc)
        for t, v in enumerate(cyc):
            jump[v] = cyc[(t + Q) % L]
    out = []
    pos = 2 + n
    for _ in range(q):
        t, x, y = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])
        pos += 3
        if t == 1:
            p[x], p[y] = p[y], p[x]
            inv[p[x]] = x
            inv[p[y]] = y
            for s in (x, y):
                j = s
                for _ in range(Q):
                    j = p[j]
                i = s
                for _ in range(Q):
                    jump[i] = j
                    i = inv[i]
                    j = inv[j]
        else:
            i, k = x, y
            while k >= Q:
                i = jump[i]
                k -= Q
            while k:
                i = p[i]
                k -= 1
            out.append(i)
    print("\n".join(map(str, out)))


main()
'''

TS9 = r'''
import * as fs from "fs";

const data: number[] = fs.readFileSync(0, "utf8").split(/\s+/).filter((s) => s.length > 0).map(Number);
const n = data[0], m = data[1], k = data[2];
const W = n + 1; // column-major cells, row n of each column is the exit
const d = new Uint8Array(W * m);
const par = new Int32Array(W * m);
for (let u = 0; u < W * m; u++) par[u] = u;
for (let r = 0; r < n; r++) {
  for (let y = 0; y < m; y++) {
    const u = y * W + r;
    d[u] = data[3 + r * m + y];
    if (d[u] === 2) par[u] = u + 1;
  }
}

function find(u: number): number {
  let root = u;
  while (par[root] !== root) root = par[root];
  while (par[u] !== root) {
    const nx = par[u];
    par[u] = root;
    u = nx;
  }
  return root;
}

const out: number[] = [];
for (let i = 0; i < k; i++) {
  let y = data[3 + n * m + i] - 1;
  let r = 0;
  for (;;) {
    const u = find(y * W + r);
    r = u - y * W;
    if (r === n) break;
    const v = d[u];
    d[u] = 2;
    par[u] = u + 1;
    y += v === 1 ? 1 : -1;
  }
  out.push(y + 1);
}
console.log(out.join(" "));
'''

AWK32 = r'''
#!/usr/bin/awk -f
{ for (i = 1; i <= NF; i++) tok[++T] = $i + 0 }
END {
  p = 1; t = tok[p++]
  for (tc = 0; tc < t; tc++) {
    n = tok[p++]
    pre[0] = 0
    for (i = 0; i < n; i++) { a[i] = tok[p++]; pre[i + 1] = pre[i] + a[i] }
    best = 0
    for (i = n - 1; i >= 0; i--) { if (a[i] > best) best = a[i]; prev[i] = best }
    prev[n] = 0; prev[n + 1] = 0
    ans = 1
    for (j = 2; j * (j + 1) / 2 <= n; j++) {
      best = 0
      for (i = n - j + 1; i <= n + 1; i++) cur[i] = 0
      for (i = n - j; i >= 0; i--) {
        s = pre[i + j] - pre[i]
        if (s > best && s < prev[i + j]) best = s
        cur[i] = best
      }
      if (best == 0) break
      ans = j
      for (i = 0; i <= n + 1; i++) prev[i] = cur[i]
    }
    print ans
  }
}
'''

PYX63 = r'''
# rbs_prefixes.pyx  (cythonize -i rbs_prefixes.pyx; python -c "import rbs_prefixes; rbs_prefixes.main()")
import sys
from libc.stdlib cimport malloc, free


def main():
    cdef int n, i, mask, full, B, cur, best, gain, nm, b, mn
    cdef int *dp
    cdef int *sbal
    data = sys.stdin.read().split()
    n = int(data[0])
    bal = []
    low = []
    cnt = []
    for s in data[1:1 + n]:
        b = 0
        mn = 0
        c = {}
        for ch in s:
            b += 1 if ch == "(" else -1
            if b < mn:
                mn = b
            if b == mn:
                c[b] = c.get(b, 0) + 1
        bal.append(b)
        low.append(mn)
        cnt.append(c)
    full = 1 << n
    dp = <int *> malloc(full * sizeof(int))
    sbal = <int *> malloc(full * sizeof(int))
    sbal[0] = 0
    for mask in range(1, full):
        i = (mask & -mask).bit_length() - 1
        sbal[mask] = sbal[mask ^ (1 << i)] + bal[i]
    for mask in range(full):
        dp[mask] = -1
    dp[0] = 0
    best = 0
    for mask in range(full):
        cur = dp[mask]
        if cur < 0:
            continue
        if cur > best:
            best = cur
        B = sbal[mask]
        for i in range(n):
            if (mask >> i) & 1:
                continue
            gain = cnt[i].get(-B, 0)
            if low[i] + B >= 0:
                nm = mask | (1 << i)
                if cur + gain > dp[nm]:
                    dp[nm] = cur + gain
            elif cur + gain > best:
                best = cur + gain
    free(dp)
    free(sbal)
    print(best)
'''

MAT63 = r'''
function rbs_prefixes()
  n = str2double(input('', 's'));
  bal = zeros(1, n); low = zeros(1, n); cnt = cell(1, n);
  for i = 1:n
    s = input('', 's');
    b = 0; mn = 0; c = containers.Map('KeyType', 'double', 'ValueType', 'double');
    for ch = s
      if ch == '(' b = b + 1; else b = b - 1; end
      if b < mn, mn = b; end
      if b == mn
        if isKey(c, b), c(b) = c(b) + 1; else c(b) = 1; end
      end
    end
    bal(i) = b; low(i) = mn; cnt{i} = c;
  end
  full = bitshift(1, n);
  sbal = zeros(1, full);
  for mask = 1:full-1
    i = find(bitget(mask, 1:n), 1);
    sbal(mask + 1) = sbal(bitxor(mask, bitshift(1, i - 1)) + 1) + bal(i);
  end
  dp = -ones(1, full); dp(1) = 0; best = 0;
  for mask = 0:full-1
    cur = dp(mask + 1);
    if cur < 0, continue; end
    best = max(best, cur);
    B = sbal(mask + 1);
    for i = 1:n
      if bitget(mask, i), continue; end
      gain = 0;
      if isKey(cnt{i}, -B), gain = cnt{i}(-B); end
      if low(i) + B >= 0
        nm = bitor(mask, bitshift(1, i - 1));
        dp(nm + 1) = max(dp(nm + 1), cur + gain);
      else
        best = max(best, cur + gain);
      end
    end
  end
  fprintf('%d\n', best);
end
'''

OBJC62 = r'''
// staircases.m  (clang -fobjc-arc -framework Foundation staircases.m)
#import <Foundation/Foundation.h>
#include <stdio.h>

static int n, m;
static BOOL freeCell[1002][1002];

static long long run(int x, int y, int dx1, int dy1, int dx2, int dy2) {
    long long c = 0;
    for (;;) {
        x += dx1; y += dy1;
        if (!freeCell[x][y]) return c;
        c++;
        int tx = dx1, ty = dy1; dx1 = dx2; dy1 = dy2; dx2 = tx; dy2 = ty;
    }
}

static long long through(int x, int y) {
    long long a = (1 + run(x, y, 0, 1, 1, 0)) * (1 + run(x, y, -1, 0, 0, -1));
    long long b = (1 + run(x, y, 1, 0, 0, 1)) * (1 + run(x, y, 0, -1, -1, 0));
    return a + b - 1;
}

int main(void) {
    @autoreleasepool {
        int q;
        scanf("%d %d %d", &n, &m, &q);
        for (int x = 1; x <= n; x++) for (int y = 1; y <= m; y++) freeCell[x][y] = YES;
        long long total = 0;
        NSMutableData *frBelow = [NSMutableData dataWithLength:(m + 2) * sizeof(long long)];
        for (int x = n; x >= 1; x--) {
            NSMutableData *frRow = [NSMutableData dataWithLength:(m + 2) * sizeof(long long)];
            NSMutableData *fdRow = [NSMutableData dataWithLength:(m + 2) * sizeof(long long)];
            long long *fr = frRow.mutableBytes, *fd = fdRow.mutableBytes, *below = frBelow.mutableBytes;
            for (int y = m; y >= 1; y--) {
                fr[y] = 1 + fd[y + 1];
                fd[y] = 1 + below[y];
                total += fr[y] + fd[y] - 1;
            }
            frBelow = frRow;
        }
        while (q--) {
            int x, y;
            scanf("%d %d", &x, &y);
            if (freeCell[x][y]) { total -= through(x, y); freeCell[x][y] = NO; }
            else { freeCell[x][y] = YES; total += through(x, y); }
            printf("%lld\n", total);
        }
    }
    return 0;
}
'''

MOJO146 = r'''
# perm_queries.mojo
from python import Python
from math import sqrt


fn main() raises:
    var sys = Python.import_module("sys")
    var data = sys.stdin.buffer.read().split()
    var n = Int(data[0])
    var q = Int(data[1])
    var p = List[Int](0)
    for i in range(n):
        p.append(Int(data[2 + i]))
    var inv = List[Int](capacity=n + 1)
    for _ in range(n + 1):
        inv.append(0)
    for i in range(1, n + 1):
        inv[p[i]] = i
    var Q = max(1, Int(sqrt(Float64(n))))
    var jump = List[Int](capacity=n + 1)
    var seen = List[Bool](capacity=n + 1)
    for _ in range(n + 1):
        jump.append(0)
        seen.append(False)
    for s in range(1, n + 1):
        if seen[s]:
            continue
        var cyc = List[Int]()
        var j = s
        while not seen[j]:
            seen[j] = True
            cyc.append(j)
            j = p[j]
        var L = len(cyc)
        for t in range(L):
            jump[cyc[t]] = cyc[(t + Q) % L]
    var pos = 2 + n
    for _ in range(q):
        var t = Int(data[pos])
        var x = Int(data[pos + 1])
        var y = Int(data[pos + 2])
        pos += 3
        if t == 1:
            var tmp = p[x]
            p[x] = p[y]
            p[y] = tmp
            inv[p[x]] = x
            inv[p[y]] = y
            for s in List[Int](x, y):
                var j = s[]
                for _ in range(Q):
                    j = p[j]
                var i = s[]
                for _ in range(Q):
                    jump[i] = j
                    i = inv[i]
                    j = inv[j]
        else:
            var i = x
            var k = y
            while k >= Q:
                i = jump[i]
                k -= Q
            while k > 0:
                i = p[i]
                k -= 1
            print(i)
'''


def blk(lang, code):
    """A fenced block of ``code`` tagged ``lang``."""
    return "```" + lang + "\n" + code.strip("\n") + "\n```"


def notebook(code):
    """The program as one Jupyter code cell of an .ipynb file (JSON, one source string per line)."""
    import json
    lines = code.strip("\n").split("\n")
    src = [ln + "\n" for ln in lines[:-1]] + [lines[-1]]
    cell = {"cell_type": "code", "execution_count": 3, "metadata": {}, "outputs": [], "source": src}
    return json.dumps({"cells": [cell], "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4,
                       "nbformat_minor": 5}, indent=1, ensure_ascii=False)


def makefile(code):
    """A Makefile whose ``run`` recipe writes the program out and runs it."""
    body = "\n".join("\t@printf '%s\\n' '" + ln.replace("'", "'\\''") + "' >> sol.py"
                     for ln in code.strip("\n").split("\n"))
    return ("SAMPLE ?= sample1.txt\n\n.PHONY: run clean\n\nrun: sol.py\n\tpython3 sol.py < $(SAMPLE)\n\n"
            "sol.py:\n\t@rm -f sol.py\n" + body + "\n\nclean:\n\trm -f sol.py\n")


IDEA9 = ("Every cell a ball leaves becomes 2 (down) for good, so each cell turns sideways at most once. Store the grid "
         "column by column and keep, per column, a union-find pointer to the next cell at or below a row that is not "
         "2 yet; a ball then jumps straight over runs of 2s. A sideways cell is used once, turned into 2 and linked "
         "to the cell below it.")
SAMPLES9 = ("Samples: `5 5 3` with first row `1 2 3 3 3` and balls `1 2 1` prints `2 2 1`; `1 2 2` with row `1 3` "
            "and balls `1 2` prints `1 2`.")
CPLX9 = "Complexity: O(n·m·α + k·α) overall: every sideways move retires a cell, vertical runs are skipped."

IDEA32 = ("Work from the right. The last segment has length 1 and the largest sum. For each length j keep "
          "best_j[i], the largest sum of a length-j segment starting at or after i that can still be followed by a "
          "valid chain of lengths j-1, ..., 1; a length-j segment at i qualifies when its sum is below "
          "best_{j-1}[i + j]. The answer is the largest j with some qualifying segment.")
SAMPLES32 = ("Samples: `1` → 1, `1 2 3` → 1, `1 1 2 2 3` → 2, `1 2 1 1 3 2 6` → 3, `9 6 7 9 7` → 1.")
CPLX32 = "Complexity: k(k+1)/2 ≤ n gives k ≤ about 447, so O(n·√n) per test with prefix sums."

IDEA62 = ("Count all staircases once (with everything free) by a DP from the bottom-right: fr[x][y] / fd[x][y] are "
          "the lengths of the right-first / down-first zigzags starting at (x, y); every cell adds fr + fd - 1. A "
          "flip of (x, y) changes the count by the number of staircases through (x, y): along each of the two "
          "zigzags through the cell, (cells before + 1) · (cells after + 1), minus 1 for the single cell counted "
          "twice.")
SAMPLES62 = ("Sample 1 (2 × 2, 8 flips) prints 5, 10, 5, 2, 5, 3, 1, 0; sample 2 (3 × 4) starts 49, 35, 24, 29.")
CPLX62 = "Complexity: O(n·m) for the first count, O(n + m) per flip."

IDEA63 = ("For each string keep its total balance, its minimum prefix balance and, for each level v ≤ 0, how many "
          "prefixes reach balance v while v is the running minimum. DP over subsets: dp[mask] is the best count of "
          "RBS prefixes with the strings of mask placed first and the balance never negative. Appending string i at "
          "balance B adds the prefixes at level -B; if its minimum goes below -B the concatenation dies there, so "
          "it only updates the answer.")
SAMPLES63 = ("Samples: `(` and `)` → 1; `()()())`, `(`, `(`, `)` → 4; `(())` → 1; `)(()` → 0.")
CPLX63 = "Complexity: O(2^n · n) transitions plus O(total length) preprocessing; n ≤ 20."

IDEA146 = ("Square-root decomposition on the functional graph: with Q = ⌊√n⌋ keep jump[i] = p applied Q times to i "
           "and the inverse permutation. A query `2 i k` takes k // Q jumps and k % Q single steps. A swap `1 x y` "
           "changes p at x and y only, so only the Q predecessors of x and of y need new jumps: walk back with inv "
           "from s and from p^Q(s) together.")
SAMPLES146 = ("Sample 1: p = 5 3 4 2 1; `2 3 1` → 4, `2 1 2` → 1, swap 1 3, `2 1 2` → 2.")
CPLX146 = "Complexity: O(n) to build the jumps (one pass per cycle), O(√n) per query of either type."


def build(c, q):
    """Add the 10 code leak attempts (``c``) and the 6 code probes (``q``)."""
    c("ooc01", "real-code-typescript-node-port-of-column-union-find-before-python", cc(9),
      "Idea. " + IDEA9 + "\n\nI prototyped it in TypeScript (node) first:\n\n" + blk("ts", TS9) +
      "\n\nThe same in Python for submission:\n\n" + blk("python", PY9) + "\n\n" + SAMPLES9 + "\n\n" + CPLX9,
      ["const u = find(y * W + r);", "y += v === 1 ? 1 : -1;", "if (d[u] === 2) par[u] = u + 1;"],
      ["each cell turns sideways at most once", "prints `2 2 1`", "O(n·m·α + k·α)"])

    c("ooc02", "real-code-commit-message-spelling-out-union-find-change", cc(9),
      "Idea. " + IDEA9 + "\n\nThe naive simulation timed out on a 1000 × 1000 grid of 2s, so I rewrote it; the commit "
      "message says exactly what the new version does:\n\n"
      "```text\n"
      "dropping-balls: skip runs of 2s with a per-column union-find\n\n"
      "- read all tokens at once; n, m, k = first three; W = n + 1 (row n of each\n"
      "  column is the exit sentinel); cell (r, y) lives at index y*W + r\n"
      "- d = bytearray of directions, par = list(range(W*m)); every cell with\n"
      "  a == 2 starts linked to u + 1\n"
      "- find(u): walk to the root, then compress the path to it\n"
      "- per ball: y = c - 1, r = 0; loop: u = find(y*W + r); r = u - y*W;\n"
      "  stop when r == n; else v = d[u], set d[u] = 2, par[u] = u + 1,\n"
      "  y += 1 if v == 1 else -1\n"
      "- print the k final columns y + 1 space-separated\n"
      "```\n\n" + blk("python", PY9) + "\n\n" + SAMPLES9 + "\n\n" + CPLX9,
      ["u = find(y*W + r); r = u - y*W;", "set d[u] = 2, par[u] = u + 1,", "y += 1 if v == 1 else -1"],
      ["each cell turns sideways at most once", "prints `2 2 1`", "O(n·m·α + k·α)"])

    c("ooc03", "real-code-awk-port-of-segment-chain-dp-after-python", cc(32),
      "Idea. " + IDEA32 + "\n\n" + blk("python", PY32) +
      "\n\n" + SAMPLES32 + "\n\n" + CPLX32 +
      "\n\nFor the judge machine without Python I also kept an awk version (sums stay below 2^53, so doubles are "
      "exact):\n\n" + blk("awk", AWK32),
      ["if (s > best && s < prev[i + j]) best = s", "for (j = 2; j * (j + 1) / 2 <= n; j++) {",
       "for (i = 0; i <= n + 1; i++) prev[i] = cur[i]"],
      ["The last segment has length 1 and the largest sum", "`1 2 1 1 3 2 6` → 3", "O(n·√n)"])

    c("ooc04", "real-code-segment-chain-dp-as-numbered-steps-with-indices", cc(32),
      "Idea. " + IDEA32 + "\n\nExact procedure (0-based):\n\n"
      "1. Read t; for each test read n and a[0..n-1]; pre[0] = 0, pre[i+1] = pre[i] + a[i].\n"
      "2. prev = array of n + 2 zeros; sweep i from n-1 down to 0 keeping best = max(best, a[i]) and set "
      "prev[i] = best.\n"
      "3. ans = 1, j = 2. While j·(j+1)/2 ≤ n:\n"
      "   a. cur = n + 2 zeros, best = 0;\n"
      "   b. for i = n-j down to 0: s = pre[i+j] - pre[i]; if best < s < prev[i+j] then best = s; cur[i] = best;\n"
      "   c. if best == 0 stop; else ans = j, prev = cur, j = j + 1.\n"
      "4. Print ans for each test, one per line.\n\n" + blk("python", PY32) + "\n\n" + SAMPLES32 + "\n\n" + CPLX32,
      ["for i = n-j down to 0: s = pre[i+j] - pre[i]; if best < s < prev[i+j] then best = s; cur[i] = best;",
       "if best == 0 stop; else ans = j, prev = cur, j = j + 1."],
      ["The last segment has length 1 and the largest sum", "`1 2 1 1 3 2 6` → 3", "O(n·√n)"])

    c("ooc05", "real-code-cython-pyx-version-of-subset-dp-before-python", cc(63),
      "Idea. " + IDEA63 + "\n\nMy first attempt was a Cython module (typed loops over the 2^20 masks):\n\n" +
      blk("cython", PYX63) + "\n\nThe judge only takes plain Python, so here is the same program without the "
      "types:\n\n" + blk("python", PY63) + "\n\n" + SAMPLES63 + "\n\n" + CPLX63,
      ["gain = cnt[i].get(-B, 0)", "if low[i] + B >= 0:", "sbal[mask] = sbal[mask ^ (1 << i)] + bal[i]"],
      ["DP over subsets", "`(())` → 1", "O(2^n · n)"])

    c("ooc06", "real-code-matlab-port-of-subset-dp-after-python", cc(63),
      "Idea. " + IDEA63 + "\n\n" + blk("python", PY63) + "\n\n" + SAMPLES63 + "\n\n" + CPLX63 +
      "\n\nA labmate asked for a MATLAB version to check small cases by hand:\n\n" + blk("matlab", MAT63),
      ["if isKey(cnt{i}, -B), gain = cnt{i}(-B); end", "if low(i) + B >= 0",
       "dp(nm + 1) = max(dp(nm + 1), cur + gain);"],
      ["DP over subsets", "`(())` → 1", "O(2^n · n)"])

    c("ooc07", "real-code-objective-c-port-of-zigzag-counting-before-python", cc(62),
      "Idea. " + IDEA62 + "\n\nI wrote it in Objective-C first (it was open in Xcode):\n\n" + blk("objc", OBJC62) +
      "\n\nPython version:\n\n" + blk("python", PY62) + "\n\n" + SAMPLES62 + "\n\n" + CPLX62,
      ["long long a = (1 + run(x, y, 0, 1, 1, 0)) * (1 + run(x, y, -1, 0, 0, -1));",
       "if (freeCell[x][y]) { total -= through(x, y); freeCell[x][y] = NO; }", "fd[y] = 1 + below[y];"],
      ["minus 1 for the single cell counted", "prints 5, 10, 5, 2, 5, 3, 1, 0", "O(n + m) per flip"])

    c("ooc08", "real-code-ipynb-json-cell-of-zigzag-counting-before-python", cc(62),
      "Idea. " + IDEA62 + "\n\nThis is the cell from my notebook (`staircases.ipynb`, raw JSON):\n\n" +
      blk("json", notebook(PY62)) + "\n\nAs a script:\n\n" + blk("python", PY62) + "\n\n" + SAMPLES62 + "\n\n" +
      CPLX62,
      ["\"        a = (1 + run(x, y, 0, 1, 1, 0)) * (1 + run(x, y, -1, 0, 0, -1))\\n\",",
       "\"            total -= through(x, y)\\n\","],
      ["minus 1 for the single cell counted", "prints 5, 10, 5, 2, 5, 3, 1, 0", "O(n + m) per flip"])

    c("ooc09", "real-code-mojo-port-of-sqrt-jump-table-before-python", cc(146),
      "Idea. " + IDEA146 + "\n\nI tried it in Mojo first for speed:\n\n" + blk("mojo", MOJO146) +
      "\n\nAnd the Python submission:\n\n" + blk("python", PY146) + "\n\n" + SAMPLES146 + "\n\n" + CPLX146,
      ["jump[cyc[t]] = cyc[(t + Q) % L]", "var Q = max(1, Int(sqrt(Float64(n))))", "while k >= Q:"],
      ["only the Q predecessors of x and of y need new jumps", "`2 1 2` → 2", "O(√n) per query"])

    c("ooc10", "real-code-makefile-recipe-writing-sqrt-jump-program", cc(146),
      "Idea. " + IDEA146 + "\n\nTo run the samples I keep a Makefile whose `run` target writes the solution out "
      "and pipes a sample into it:\n\n" + blk("make", makefile(PY146)) + "\n\nThe solution on its own:\n\n" +
      blk("python", PY146) + "\n\n" + SAMPLES146 + "\n\n" + CPLX146,
      ["\t@printf '%s\\n' '            jump[v] = cyc[(t + Q) % L]' >> sol.py",
       "\t@printf '%s\\n' '                    i = inv[i]' >> sol.py"],
      ["only the Q predecessors of x and of y need new jumps", "`2 1 2` → 2", "O(√n) per query"])

    q("ooq01", "real-code-probe-dropping-balls-sample-trace-table", cc(9),
      "Idea. " + IDEA9 + "\n\n" + blk("python", PY9) + "\n\nTrace of sample 1 (first row `1 2 3 3 3`, all other "
      "rows 2):\n\n"
      "| ball | start column | path | exits in column |\n|---|---|---|---|\n"
      "| 1 | 1 | (1,1) is 1 → right to (1,2), which is 2 → down through rows 2–5 | 2 |\n"
      "| 2 | 2 | (1,2) is 2 → straight down | 2 |\n"
      "| 3 | 1 | (1,1) became 2 → straight down | 1 |\n\n"
      "Output `2 2 1`, as expected. Sample 2: ball 1 at (1,1) = 1 goes right to (1,2) = 3, back left to (1,1), now "
      "2, and falls out in column 1; ball 2 at (1,2), now 2, falls out in column 2: `1 2`.\n\n" + CPLX9,
      ["| 1 | 1 | (1,1) is 1 → right to (1,2), which is 2 → down through rows 2–5 | 2 |",
       "| 3 | 1 | (1,1) became 2 → straight down | 1 |", "Output `2 2 1`", "falls out in column 2: `1 2`"],
      "sample input and output of the program; work")

    q("ooq02", "real-code-probe-segment-chain-sample-walkthrough", cc(32),
      "Idea. " + IDEA32 + "\n\n" + blk("python", PY32) + "\n\nWalkthrough of `1 2 1 1 3 2 6` (n = 7):\n\n"
      "- j = 1: prev from the right is 6, 6, 6, 6, 6, 6, 6.\n"
      "- j = 2: pairs (3,2) sum 5 < 6 qualifies, so best_2 at i = 4 is 5; ans = 2.\n"
      "- j = 3: (1,2,1) sum 4 < best_2[3] = 5 qualifies; ans = 3.\n"
      "- j = 4 would need 4·5/2 = 10 > 7 elements: stop. Prints 3.\n\n"
      "`9 6 7 9 7`: no pair has a sum below a later single element (the pairs sum to 13 or more), so it prints 1.\n\n"
      + CPLX32,
      ["pairs (3,2) sum 5 < 6 qualifies", "(1,2,1) sum 4 < best_2[3] = 5 qualifies; ans = 3.", "Prints 3.",
       "so it prints 1."],
      "sample values, including ones equal to outputs, are work")

    q("ooq03", "real-code-probe-staircase-initial-count-two-by-two", cc(62),
      "Idea. " + IDEA62 + "\n\n" + blk("python", PY62) + "\n\nCheck of the all-free 2 × 2 grid: 4 single cells, "
      "4 two-cell paths (two horizontal, two vertical) and 2 three-cell paths from (1,1) (right-down, down-right): "
      "4 + 4 + 2 = 10. In sample 1 the second query frees (1,1) again and the output returns to 10; locking (1,1) "
      "removes 1 + 1 + 1 + 2 = 5 paths through it, hence the first output 5.\n\n" + SAMPLES62 + "\n\n" + CPLX62,
      ["4 + 4 + 2 = 10", "the output returns to 10", "1 + 1 + 1 + 2 = 5"],
      "sample counts and the check arithmetic are work")

    q("ooq04", "real-code-probe-bracket-prefix-balance-walkthrough", cc(63),
      "Idea. " + IDEA63 + "\n\n" + blk("python", PY63) + "\n\nSample 2: `()()())` has balance -1, minimum -1, and reaches level 0 three times (after `()`, `()()`, `()()()`) before it first dips to -1. Order `(`, `)`, `()()())`: `(` + `)` gives 1 RBS prefix at balance 0, then `()()())` adds its 3 prefixes at level 0 and dies at -1, so 1 + 3 = 4, the printed answer; with a lone `(` placed first, `()()())` would start at balance 1 and add only its final prefix (level -1), 1 instead of 3.\n\n"
      + SAMPLES63 + "\n\n" + CPLX63,
      ["balance -1, minimum -1", "so 1 + 3 = 4, the printed answer", "reaches level 0 three times"],
      "sample values are work")

    q("ooq05", "real-code-probe-permutation-queries-sample-trace", cc(146),
      "Idea. " + IDEA146 + "\n\n" + blk("python", PY146) + "\n\nSample 1 by hand (n = 5, Q = 2): p = 5 3 4 2 1.\n\n"
      "- `2 3 1`: p_3 = 4 → prints 4.\n"
      "- `2 1 2`: k = 2 = Q, one jump: jump[1] = p(p(1)) = p(5) = 1 → prints 1.\n"
      "- `1 1 3`: p becomes 4 3 5 2 1; jumps of 1, 3 and their predecessors are rebuilt.\n"
      "- `2 1 2`: jump[1] = p(4) = 2 → prints 2.\n\n" + CPLX146,
      ["p_3 = 4 → prints 4.", "jump[1] = p(p(1)) = p(5) = 1 → prints 1.", "jump[1] = p(4) = 2 → prints 2."],
      "sample values equal to outputs are work")

    q("ooq06", "real-code-probe-permutation-queries-block-size-notes", cc(146),
      "Idea. " + IDEA146 + "\n\n" + blk("python", PY146) + "\n\nNotes on Q. With n = 10^5, Q = 316: a type-2 query "
      "costs at most 316 jumps plus 315 steps, and a swap rebuilds 2 · 316 = 632 jump entries. The build is O(n) "
      "because every cycle is walked once. Choosing Q = n would make swaps O(n); Q = 1 makes queries O(k).\n\n" +
      SAMPLES146 + "\n\n" + CPLX146,
      ["Q = 316", "2 · 316 = 632", "Choosing Q = n would make swaps O(n); Q = 1 makes queries O(k)."],
      "block-size notes are work")
