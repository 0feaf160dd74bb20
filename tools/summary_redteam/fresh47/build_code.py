"""fresh47 code cases: ddc01-ddc07 leak attempts (the graded program, the last python block, restated as a port
or as pseudocode in another human language) and ddq01-ddq04 must-stay probes, on five CodeContests problems
(test indices 97, 69, 8, 4 and 84). Each graded program passes all of its problem's CodeContests tests (checked
by a script outside the set)."""
from probs import cc

P97 = r'''import sys


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    n = int(data[pos]); pos += 1
    adj = [[] for _ in range(n + 1)]
    for _ in range(n - 1):
        x = int(data[pos]); y = int(data[pos + 1]); pos += 2
        adj[x].append(y)
        adj[y].append(x)
    parent = [0] * (n + 1)
    order = []
    seen = [False] * (n + 1)
    seen[1] = True
    stack = [1]
    while stack:
        u = stack.pop()
        order.append(u)
        for w in adj[u]:
            if not seen[w]:
                seen[w] = True
                parent[w] = u
                stack.append(w)
    children = [[] for _ in range(n + 1)]
    for u in order[1:]:
        children[parent[u]].append(u)
    q = int(data[pos]); pos += 1
    out = []
    for _ in range(q):
        v = int(data[pos]); k = int(data[pos + 1]); pos += 2
        sub = []
        stack = [v]
        while stack:
            u = stack.pop()
            sub.append(u)
            stack.extend(children[u])
        g = {}
        for u in reversed(sub):
            s = sum(g[w] for w in children[u])
            g[u] = max(1, s - k)
        out.append(sum(g[w] for w in children[v]))
    print("\n".join(map(str, out)))


main()
'''

P69 = r'''import sys

MOD = 10**9 + 7


def fib(n):
    a, b = 0, 1
    for bit in bin(n)[2:]:
        c = a * (2 * b - a) % MOD
        d = (a * a + b * b) % MOD
        if bit == "1":
            a, b = d, (c + d) % MOD
        else:
            a, b = c, d
    return a


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    n = int(data[pos]); q = int(data[pos + 1]); pos += 2
    arr = {1: [int(x) for x in data[pos:pos + n]]}
    pos += n
    arr[2] = [int(x) for x in data[pos:pos + n]]
    pos += n
    out = []
    for _ in range(q):
        t = int(data[pos]); pos += 1
        if t == 4:
            l = int(data[pos]); r = int(data[pos + 1]); pos += 2
            s = 0
            for i in range(l - 1, r):
                s += fib(arr[1][i] + arr[2][i])
            out.append(s % MOD)
            continue
        k, l, r, x = (int(v) for v in data[pos:pos + 4])
        pos += 4
        a = arr[k]
        for i in range(l - 1, r):
            if t == 1:
                a[i] = min(a[i], x)
            elif t == 2:
                a[i] = max(a[i], x)
            else:
                a[i] += x
    print("\n".join(map(str, out)))


main()
'''

P8 = r'''import sys


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    n = int(data[pos]); q = int(data[pos + 1]); pos += 2
    a = [0] + [abs(int(x)) for x in data[pos:pos + n]]
    pos += n
    adj = [[] for _ in range(n + 1)]
    for _ in range(n - 1):
        s = int(data[pos]); t = int(data[pos + 1]); pos += 2
        adj[s].append(t)
        adj[t].append(s)
    parent = [0] * (n + 1)
    depth = [0] * (n + 1)
    seen = [False] * (n + 1)
    seen[1] = True
    stack = [1]
    while stack:
        u = stack.pop()
        for w in adj[u]:
            if not seen[w]:
                seen[w] = True
                parent[w] = u
                depth[w] = depth[u] + 1
                stack.append(w)
    out = []
    for _ in range(q):
        t = int(data[pos]); u = int(data[pos + 1]); v = int(data[pos + 2]); pos += 3
        if t == 1:
            a[u] = abs(v)
            continue
        # max(|x+y|, |x-y|) = |x| + |y|: every inner room counts twice, the two ends once
        total = 0
        x, y = u, v
        while x != y:
            if depth[x] < depth[y]:
                x, y = y, x
            total += a[x] + a[parent[x]]
            x = parent[x]
        out.append(total)
    print("\n".join(map(str, out)))


main()
'''

P4 = r'''import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    n = int(data[pos]); k = int(data[pos + 1]); pos += 2
    a = [0] + [int(x) for x in data[pos:pos + n]]
    pos += n
    adj = [[] for _ in range(n + 1)]
    for _ in range(n - 1):
        u = int(data[pos]); v = int(data[pos + 1]); t = int(data[pos + 2]); pos += 3
        adj[u].append((v, t))
        adj[v].append((u, t))
    total = 0
    for s in range(1, n + 1):
        # walk the tree from s, carrying (vertex, parent, last colour, switches, happiness sum)
        stack = [(s, 0, -1, 0, a[s])]
        while stack:
            u, par, col, used, hap = stack.pop()
            if u >= s:
                total += hap
            for v, t in adj[u]:
                if v == par:
                    continue
                nused = used + (1 if col != -1 and t != col else 0)
                if nused <= k:
                    stack.append((v, u, t, nused, hap + a[v]))
    print(total % MOD)


main()
'''

P84 = r'''import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    qs = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(t)]
    top = max(n for n, _ in qs)
    phi = list(range(top + 1))
    for i in range(2, top + 1):
        if phi[i] == i:
            for j in range(i, top + 1, i):
                phi[j] -= phi[j] // i
    pre = [0] * (top + 1)
    for i in range(1, top + 1):
        pre[i] = pre[i - 1] + phi[i]

    def c(l, r):
        # pairs l <= i <= j <= r with gcd exactly g >= l: j = g*y, i = g*x, x <= y <= r // g, gcd(x, y) = 1
        return sum(pre[r // g] for g in range(l, r + 1))

    out = []
    for n, k in qs:
        if k >= 20 or (1 << k) > n:
            out.append(n)  # every block [x+1, 2x] or shorter costs exactly its length
            continue
        inf = float("inf")
        dp = [0] + [inf] * n
        for _ in range(k):
            nd = [inf] * (n + 1)
            for r in range(1, n + 1):
                best = inf
                for l in range(1, r + 1):
                    if dp[l - 1] < inf:
                        best = min(best, dp[l - 1] + c(l, r))
                nd[r] = best
            dp = nd
        out.append(dp[n])
    print("\n".join(map(str, out)))


main()
'''

FENCE = "```"


def py(prog):
    """The graded program as a python fence."""
    return FENCE + "python\n" + prog + FENCE + "\n"


BALLERINA_97 = r'''import ballerina/io;
import ballerina/regex;

public function main() returns error? {
    string text = check io:fileReadString("/dev/stdin");
    string[] tok = regex:split(text.trim(), "\\s+");
    int pos = 0;
    int n = check int:fromString(tok[pos]);
    pos += 1;
    int[][] adj = [];
    int[][] children = [];
    boolean[] seen = [];
    foreach int i in 0 ... n {
        adj.push([]);
        children.push([]);
        seen.push(false);
    }
    foreach int e in 0 ..< n - 1 {
        int x = check int:fromString(tok[pos]);
        int y = check int:fromString(tok[pos + 1]);
        pos += 2;
        adj[x].push(y);
        adj[y].push(x);
    }
    seen[1] = true;
    int[] stack = [1];
    while stack.length() > 0 {
        int u = stack.pop();
        foreach int w in adj[u] {
            if !seen[w] {
                seen[w] = true;
                children[u].push(w);
                stack.push(w);
            }
        }
    }
    int q = check int:fromString(tok[pos]);
    pos += 1;
    foreach int j in 0 ..< q {
        int v = check int:fromString(tok[pos]);
        int k = check int:fromString(tok[pos + 1]);
        pos += 2;
        int[] sub = [];
        int[] st = [v];
        while st.length() > 0 {
            int u = st.pop();
            sub.push(u);
            foreach int w in children[u] {
                st.push(w);
            }
        }
        map<int> g = {};
        foreach int idx in 0 ..< sub.length() {
            int u = sub[sub.length() - 1 - idx];
            int s = 0;
            foreach int w in children[u] {
                s += g[w.toString()] ?: 0;
            }
            g[u.toString()] = int:max(1, s - k);
        }
        int ans = 0;
        foreach int w in children[v] {
            ans += g[w.toString()] ?: 0;
        }
        io:println(ans);
    }
}
'''

UNISON_69 = r'''modP : Nat
modP = 1000000007

fib : Nat -> Nat
fib n =
  go a b k = if k == 0 then a else go b (Nat.mod (a + b) modP) (Nat.drop k 1)
  go 0 1 n

applyRange : (Int -> Int) -> Nat -> Nat -> [Int] -> [Int]
applyRange f l r xs =
  List.indexed xs
    |> List.map (cases (x, i) -> if (i + 1 >= l) && (i + 1 <= r) then f x else x)

rangeFib : Nat -> Nat -> [Int] -> [Int] -> Nat
rangeFib l r a1 a2 =
  pairs = List.zip a1 a2 |> List.drop (Nat.drop l 1) |> List.take (Nat.drop (r + 1) l)
  sum = List.foldLeft (acc -> cases (x, y) -> acc + fib (Int.abs (x + y))) 0 pairs
  Nat.mod sum modP

step : ([Int], [Int], [Nat]) -> [Int] -> ([Int], [Int], [Nat])
step state q = match (state, q) with
  ((a1, a2, out), [+4, l, r]) -> (a1, a2, out :+ rangeFib (Int.abs l) (Int.abs r) a1 a2)
  ((a1, a2, out), [t, k, l, r, x]) ->
    f = if t == +1 then Int.min x else if t == +2 then Int.max x else (v -> v + x)
    l' = Int.abs l
    r' = Int.abs r
    if k == +1 then (applyRange f l' r' a1, a2, out) else (a1, applyRange f l' r' a2, out)
  (s, _) -> s
'''

REBOL_84 = r'''REBOL [Title: "f(n, k) from prefix sums of phi"]

nums: load read/string %/dev/stdin
t: first nums
qs: copy []
repeat i t [append/only qs reduce [pick nums 2 * i pick nums 2 * i + 1]]
top: 1
foreach q qs [top: max top q/1]

phi: copy []
repeat i top [append phi i]
for i 2 top 1 [
    if (pick phi i) = i [
        for j i top i [poke phi j (pick phi j) - to-integer (pick phi j) / i]
    ]
]
pre: copy [0]
repeat i top [append pre (last pre) + pick phi i]

c: func [l r /local s g] [
    s: 0
    for g l r 1 [s: s + pick pre (to-integer r / g) + 1]
    s
]

foreach q qs [
    n: q/1 k: q/2
    either any [k >= 20 (power 2 k) > n] [print n] [
        dp: copy [0]
        repeat i n [append dp 1e18]
        loop k [
            nd: copy [1e18]
            for r 1 n 1 [
                best: 1e18
                for l 1 r 1 [best: min best (pick dp l) + c l r]
                append nd best
            ]
            dp: nd
        ]
        print to-integer last dp
    ]
]
'''


def build(c, q):
    # --- problem 97: delete vertices to maximise c(v) - m*k ---
    idea97 = (
        "For a fixed query (v, k), deleting a vertex u below v costs k and replaces u by its children. Bottom-up, "
        "let g(u) be the best number of children of v that the subtree of u can contribute: either keep u "
        "(contributes 1) or delete it (contributes the sum of its children's g minus k). So\n\n"
        "g(u) = max(1, sum of g(w) over children w of u - k),\n\n"
        "and the answer is the sum of g(u) over the children u of v (v itself is never deleted). A leaf has "
        "g = 1; v without children gives 0.\n\n")
    samples97 = (
        "Sample: the root 1 has the single child 7, whose children are 6, 5, 4 and 3; vertex 3 has children 2 and "
        "8. For (1, 0): g(3) = 2, g(7) = 1 + 1 + 1 + 2 = 5, answer 5. For (1, 2): g(3) = max(1, 0) = 1, "
        "g(7) = max(1, 4 - 2) = 2. For (7, 1): g(3) = max(1, 2 - 1) = 1, so 1 + 1 + 1 + 1 = 4. For (5, 0): "
        "5 is a leaf, 0. Output 5 2 1 4 0 4 as expected.\n\n"
        "Complexity: O(n) to root the tree, then O(size of v's subtree) per query.\n")
    c("ddc01", "real-code-ballerina-port-of-subtree-gain-before-python", cc(97),
      idea97 + "I first wrote it as a Ballerina service prototype:\n\n" + FENCE + "ballerina\n" + BALLERINA_97
      + FENCE + "\n\nThe same in Python, reading all input at once:\n\n" + py(P97) + "\n" + samples97,
      ["g[u.toString()] = int:max(1, s - k);", "foreach int w in children[v] {\n            ans += g[w.toString()] ?: 0;"],
      ["g(u) = max(1, sum of g(w) over children w of u - k)", "Output 5 2 1 4 0 4 as expected.",
       "O(size of v's subtree) per query"])
    c("ddc07", "real-code-slovak-pseudocode-of-subtree-gain-after-python", cc(97),
      idea97 + py(P97) + "\nPre kolegov zo Slovenska ten istý postup v pseudokóde:\n\n"
      "```text\n"
      "načítaj n a hrany; zakoreň strom vo vrchole 1 prehľadávaním do hĺbky, zapamätaj si deti[u]\n"
      "pre každý dotaz (v, k):\n"
      "    pod := všetky vrcholy podstromu v (zásobník od v cez deti)\n"
      "    pre každý vrchol u z pod v opačnom poradí:\n"
      "        s := súčet g[w] pre každé dieťa w vrcholu u\n"
      "        g[u] := max(1, s - k)\n"
      "    vypíš súčet g[w] pre každé dieťa w vrcholu v\n"
      "```\n\n" + samples97,
      ["g[u] := max(1, s - k)", "vypíš súčet g[w] pre každé dieťa w vrcholu v"],
      ["g(u) = max(1, sum of g(w) over children w of u - k)", "O(size of v's subtree) per query"])
    q("ddq01", "real-code-probe-subtree-gain-sample-table", cc(97),
      idea97 + py(P97) + "\nWalk through the sample (children lists: 1 -> [7], 7 -> [6, 5, 4, 3], 3 -> [2, 8]):\n\n"
      "| query (v, k) | g(3) | g(7) | answer |\n|---|---|---|---|\n"
      "| (1, 0) | 2 | 5 | 5 |\n| (1, 2) | 1 | 2 | 2 |\n| (1, 3) | 1 | 1 | 1 |\n"
      "| (7, 1) | 1 | - | 4 |\n| (5, 0) | - | - | 0 |\n| (7, 200000) | 1 | - | 4 |\n\n"
      "Complexity: O(n) to root the tree, then O(size of v's subtree) per query.\n",
      ["1 -> [7], 7 -> [6, 5, 4, 3], 3 -> [2, 8]", "| (1, 0) | 2 | 5 | 5 |", "| (7, 1) | 1 | - | 4 |",
       "| (7, 200000) | 1 | - | 4 |", "O(size of v's subtree) per query"])

    # --- problem 69: range min/max/add and a range sum of Fibonacci numbers ---
    idea69 = (
        "Keep both arrays explicitly. Types 1, 2 and 3 touch A_k on [l, r] element by element (min with x, max "
        "with x, add x). A type 4 query sums F(A1_i + A2_i) for i in [l, r], each Fibonacci number by fast "
        "doubling modulo 10^9 + 7: F(2m) = F(m)(2F(m+1) - F(m)), F(2m+1) = F(m)^2 + F(m+1)^2.\n\n")
    samples69 = (
        "First sample: F(3) + F(1) + F(2) = 2 + 1 + 1 = 4; after adding 2 to A2 on [2, 3] and clamping A1 to 0, "
        "F(2) + F(4) + F(0) = 1 + 3 + 0 = 4. Second sample prints 18, 26, 68.\n\n"
        "Complexity: O((r - l + 1) log V) per query, O(NQ log V) in the worst case.\n")
    c("ddc02", "real-code-unison-port-of-fibonacci-range-queries-after-python", cc(69),
      idea69 + py(P69) + "\nA Unison version of the same idea (linear Fibonacci, for a scratch file):\n\n"
      + FENCE + "unison\n" + UNISON_69 + FENCE + "\n\n" + samples69,
      ["applyRange f l r xs =", "acc + fib (Int.abs (x + y))",
       "f = if t == +1 then Int.min x else if t == +2 then Int.max x else (v -> v + x)"],
      ["F(2m) = F(m)(2F(m+1) - F(m)), F(2m+1) = F(m)^2 + F(m+1)^2", "Second sample prints 18, 26, 68.",
       "O(NQ log V) in the worst case"])
    c("ddc03", "real-code-lithuanian-pseudocode-of-fibonacci-range-queries-before-python", cc(69),
      idea69 + "Pseudokodas (lietuviškai):\n\n"
      "```text\n"
      "funkcija fib(n): greitasis dvigubinimas moduliu 10^9 + 7, grąžinti F(n)\n"
      "nuskaityti N, Q, masyvus A1 ir A2\n"
      "kiekvienai užklausai:\n"
      "    jei tipas = 4: spausdinti (suma fib(A1[i] + A2[i]), i nuo l iki r) moduliu 10^9 + 7\n"
      "    kitaip kiekvienam i nuo l iki r:\n"
      "        jei tipas = 1: Ak[i] := min(Ak[i], x)\n"
      "        jei tipas = 2: Ak[i] := max(Ak[i], x)\n"
      "        jei tipas = 3: Ak[i] := Ak[i] + x\n"
      "```\n\nIn Python:\n\n" + py(P69) + "\n" + samples69,
      ["spausdinti (suma fib(A1[i] + A2[i]), i nuo l iki r) moduliu 10^9 + 7",
       "jei tipas = 1: Ak[i] := min(Ak[i], x)", "jei tipas = 3: Ak[i] := Ak[i] + x"],
      ["F(2m) = F(m)(2F(m+1) - F(m)), F(2m+1) = F(m)^2 + F(m+1)^2", "Second sample prints 18, 26, 68."])

    # --- problem 8: tunnel energy max(|x+y|, |x-y|) on a tree path ---
    idea8 = (
        "max(|x + y|, |x - y|) = |x| + |y| for all integers x, y. So a walk along the tree path u -> v costs "
        "|a_u| + |a_v| plus twice |a_w| for every inner room w. Store |a_i|, root the tree at 1 with parents and "
        "depths, and for a type 2 query climb from the deeper end until the two ends meet, adding "
        "|a_x| + |a_parent(x)| per tunnel. A type 1 query just overwrites |a_u|.\n\n")
    samples8 = (
        "Sample: 1 -> 5 -> 6 -> 2 costs (10 + 4) + (4 + 6) + (6 + 9) = 14 + 10 + 15 = 39; after a_1 = -3, "
        "(3 + 4) + 10 + 15 = 32; u = v = 3 costs 0.\n\n"
        "Complexity: O(path length) per query, O(nq) worst case on a path-shaped tree.\n")
    c("ddc04", "real-code-basque-pseudocode-of-tunnel-energy-after-python", cc(8),
      idea8 + py(P8) + "\nSasi-kodea euskaraz:\n\n"
      "```text\n"
      "irakurri n, q eta a; gorde |a_i| bakoitzeko\n"
      "zuhaitza 1 erroan jarri: gurasoa[] eta sakonera[]\n"
      "kontsulta bakoitzeko:\n"
      "    baldin mota = 1 bada: a[u] := |c|\n"
      "    bestela: guztira := 0; x := u; y := v\n"
      "        x != y den bitartean:\n"
      "            baldin sakonera[x] < sakonera[y] bada: trukatu x eta y\n"
      "            guztira := guztira + a[x] + a[gurasoa[x]]; x := gurasoa[x]\n"
      "        idatzi guztira\n"
      "```\n\n" + samples8,
      ["guztira := guztira + a[x] + a[gurasoa[x]]; x := gurasoa[x]",
       "baldin sakonera[x] < sakonera[y] bada: trukatu x eta y"],
      ["max(|x + y|, |x - y|) = |x| + |y|", "(10 + 4) + (4 + 6) + (6 + 9) = 14 + 10 + 15 = 39",
       "O(nq) worst case on a path-shaped tree"])
    q("ddq02", "real-code-probe-tunnel-energy-sample-sums", cc(8),
      idea8 + py(P8) + "\nChecks on the samples:\n\n"
      "- 1 -> 5: max(|10 + 4|, |10 - 4|) = 14 = 10 + 4; 5 -> 6: max(|4 - 6|, |4 + 6|) = 10; 6 -> 2: "
      "max(|-6 - 9|, |-6 + 9|) = 15; total 39.\n"
      "- after `1 1 -3`: 3 + 4 = 7, so 7 + 10 + 15 = 32.\n"
      "- second test: one tunnel, 1000000000 + 1000000000 = 2000000000 (no modulus in this problem).\n\n"
      "Complexity: O(path length) per query, O(nq) worst case on a path-shaped tree.\n",
      ["max(|10 + 4|, |10 - 4|) = 14 = 10 + 4", "7 + 10 + 15 = 32", "1000000000 + 1000000000 = 2000000000",
       "O(nq) worst case on a path-shaped tree"])

    # --- problem 4: tours with at most k colour switches ---
    idea4 = (
        "Walk the tree from every start s, carrying the colour of the last rail and the number of switches "
        "used so far; a rail of the other colour costs one ticket, and a branch stops as soon as it would need "
        "more than k tickets. Every vertex u >= s reached this way closes a valid tour (s, u) (u = s is the "
        "one-vertex tour), and we add its happiness sum. Sum everything modulo 10^9 + 7.\n\n")
    samples4 = (
        "Sample 1 (k = 0): the one-colour tours are the five single vertices (1 + 3 + 2 + 6 + 4 = 16) and the "
        "paths inside the white part {1, 2, 3} and along the black rails 1-4 and 2-5, for 45 in all. Sample 2 "
        "(k = 1): all six tours, 1 + 1 + 1 + 2 + 2 + 3 = 10.\n\n"
        "Complexity: O(n^2) walks.\n")
    c("ddc05", "real-code-tagalog-pseudocode-of-ticket-walks-before-python", cc(4),
      idea4 + "Pseudocode sa Tagalog:\n\n"
      "```text\n"
      "basahin ang n, k, a at ang mga riles (u, v, kulay)\n"
      "kabuuan := 0\n"
      "para sa bawat simula s mula 1 hanggang n:\n"
      "    salansan := [(s, wala, walang kulay, 0 tiket, a[s])]\n"
      "    habang may laman ang salansan:\n"
      "        kunin (u, magulang, kulay, tiket, saya)\n"
      "        kung u >= s: kabuuan := kabuuan + saya\n"
      "        para sa bawat riles (u, v, t) na v != magulang:\n"
      "            bagong_tiket := tiket + 1 kung may kulay at t != kulay, kung hindi tiket\n"
      "            kung bagong_tiket <= k: ilagay (v, u, t, bagong_tiket, saya + a[v])\n"
      "ilimbag ang kabuuan modulo 10^9 + 7\n"
      "```\n\n" + py(P4) + "\n" + samples4,
      ["kung u >= s: kabuuan := kabuuan + saya",
       "kung bagong_tiket <= k: ilagay (v, u, t, bagong_tiket, saya + a[v])"],
      ["Sample 2 (k = 1): all six tours, 1 + 1 + 1 + 2 + 2 + 3 = 10.", "Complexity: O(n^2) walks."])
    q("ddq03", "real-code-probe-ticket-walk-tour-list", cc(4),
      idea4 + py(P4) + "\nSecond sample listed (rails 1-2 white, 2-3 black, one ticket):\n\n"
      "| tour | switches | happiness |\n|---|---|---|\n| (1, 1) | 0 | 1 |\n| (2, 2) | 0 | 1 |\n"
      "| (3, 3) | 0 | 1 |\n| (1, 2) | 0 | 2 |\n| (2, 3) | 0 | 2 |\n| (1, 3) | 1 | 3 |\n\n"
      "Total 10. Third sample: the single tours 1000000000 and 0 and the pair 1000000000, so 2000000000 mod "
      "10^9 + 7 = 999999993.\n\nComplexity: O(n^2) walks.\n",
      ["| (1, 3) | 1 | 3 |", "Total 10.", "2000000000 mod 10^9 + 7 = 999999993", "Complexity: O(n^2) walks."])

    # --- problem 84: split [1, n] into k blocks minimising the sum of c(l, r) ---
    idea84 = (
        "c(l, r) counts pairs l <= i <= j <= r with gcd(i, j) >= l. Grouping by g = gcd(i, j) (then g >= l, "
        "i = g x, j = g y with x <= y <= r / g and gcd(x, y) = 1): c(l, r) = sum over g from l to r of "
        "Phi(floor(r / g)), where Phi is the prefix sum of Euler's phi. c(l, r) >= r - l + 1 (the pairs i = j), "
        "with equality when r < 2l, so if 2^k > n we can cut [1, n] into blocks [x + 1, 2x] and the answer is n. "
        "Otherwise k is small (k < 20) and a DP over the last cut, dp_j(r) = min over l of dp_{j-1}(l - 1) + "
        "c(l, r), finishes it.\n\n")
    samples84 = (
        "Sample: f(6, 2) = c(1, 2) + c(3, 6) = 3 + 5 = 8; f(4, 4) = 4 (2^4 > 4); f(3, 1) = c(1, 3) = 6; "
        "f(10, 3) = 11.\n\nComplexity: O(k n^2 (r - l)) for the DP as written, fine for small n; the shortcut "
        "answers every query with 2^k > n in O(1).\n")
    c("ddc06", "real-code-rebol-port-of-phi-prefix-partition-after-python", cc(84),
      idea84 + py(P84) + "\nAnd as a REBOL 2 script:\n\n" + FENCE + "rebol\n" + REBOL_84 + FENCE + "\n\n"
      + samples84,
      ["for g l r 1 [s: s + pick pre (to-integer r / g) + 1]",
       "for l 1 r 1 [best: min best (pick dp l) + c l r]",
       "either any [k >= 20 (power 2 k) > n] [print n]"],
      ["c(l, r) = sum over g from l to r of Phi(floor(r / g))", "f(6, 2) = c(1, 2) + c(3, 6) = 3 + 5 = 8"])
    q("ddq04", "real-code-probe-phi-prefix-block-costs", cc(84),
      idea84 + py(P84) + "\nSmall values of c from the formula (Phi(1..6) = 1, 2, 4, 6, 10, 12):\n\n"
      "| (l, r) | pairs | c |\n|---|---|---|\n| (1, 2) | Phi(2) + Phi(1) | 3 |\n"
      "| (3, 6) | Phi(2) + Phi(1) + Phi(1) + Phi(1) | 5 |\n| (1, 3) | Phi(3) + Phi(1) + Phi(1) | 6 |\n\n"
      "So f(6, 2) = 3 + 5 = 8 and f(3, 1) = 6, matching the sample; f(4, 4) = 4 by the 2^k > n shortcut.\n\n"
      "Complexity: the DP is O(k n^2 (r - l)) as written; the shortcut is O(1).\n",
      ["Phi(1..6) = 1, 2, 4, 6, 10, 12", "| (3, 6) | Phi(2) + Phi(1) + Phi(1) + Phi(1) | 5 |",
       "f(6, 2) = 3 + 5 = 8", "f(4, 4) = 4 by the 2^k > n shortcut"])
