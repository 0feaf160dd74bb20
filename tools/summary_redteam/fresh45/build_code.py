"""fresh45 code cases: leak attempts ffc01-ffc07 (the graded program, the last ```python block, restated as a port
or as pseudocode in another human language, before or after it) and must-stay probes ffq01-ffq04 (sample walkthroughs,
hand checks, complexity). Five CodeContests test problems (by index): 82, 123, 110, 164, 118. Each graded program
was run on its problem's tests by a script outside the set."""
from probs import cc

FENCE = "```"

# CodeContests 82: the graded program
P82 = r'''import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q, k = int(data[0]), int(data[1]), int(data[2])
    a = [int(x) for x in data[3:3 + n]]
    # w[i] = min(a[i-k+1..i]): the cheapest ticket bought in the k days before a block starts at i
    w = a[:]
    from collections import deque
    dq = deque()
    for i in range(n):
        while dq and a[dq[-1]] >= a[i]:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()
        w[i] = a[dq[0]]
    out = []
    pos = 3 + n
    for _ in range(q):
        l, r = int(data[pos]) - 1, int(data[pos + 1]) - 1
        pos += 2
        best = a[l]
        total = best
        t = l + k
        while t <= r:
            if w[t] < best:
                best = w[t]
            total += best
            t += k
        out.append(total)
    print("\n".join(map(str, out)))


main()
'''

# CodeContests 123: the graded program
P123 = r'''import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    for i in range(n - 1):
        u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        adj[u].append(v)
        adj[v].append(u)
    parent = [0] * (n + 1)
    order = []
    seen = [False] * (n + 1)
    seen[1] = True
    stack = [1]
    while stack:
        u = stack.pop()
        order.append(u)
        for v in adj[u]:
            if not seen[v]:
                seen[v] = True
                parent[v] = u
                stack.append(v)
    depth = [0] * (n + 1)  # longest downward chain (in nodes) starting at u
    heavy = [0] * (n + 1)
    for u in reversed(order):
        depth[u] += 1
        p = parent[u]
        if p and depth[u] > depth[p]:
            depth[p] = depth[u]
            heavy[p] = u
    chains = []
    for u in order:
        if u == 1 or heavy[parent[u]] != u:
            chains.append(depth[u])
    chains.sort(reverse=True)
    leaves = len(chains)
    ans = -10 ** 30
    covered = 0
    for r in range(1, k + 1):
        if r <= leaves:
            covered += chains[r - 1]
        b = min(n - covered, n // 2)
        ans = max(ans, (n - r - b) * (r - b))
    print(ans)


main()
'''

# CodeContests 110: the graded program
P110 = r'''import sys
from itertools import permutations


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    pts = [(int(data[1 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i]) - 1) for i in range(n)]
    layouts = []
    for rot in range(4):
        cur = [[] for _ in range(3)]
        for x, y, c in pts:
            for _ in range(rot):
                x, y = y, -x
            cur[c].append((x, y))
        for c in range(3):
            cur[c].sort()
        layouts.append(cur)

    def feasible(m):
        for cur in layouts:
            for A, B, C in permutations(range(3)):
                xa = cur[A][m - 1][0]  # left strip: the m leftmost cells of colour A
                bx = [x for x, y in cur[B] if x > xa]
                if len(bx) >= m:
                    xb = bx[m - 1]
                    if sum(1 for x, y in cur[C] if x > xb) >= m:
                        return True
                by = sorted(y for x, y in cur[B] if x > xa)
                if len(by) >= m:
                    yb = by[m - 1]
                    if sum(1 for x, y in cur[C] if x > xa and y > yb) >= m:
                        return True
        return False

    lo, hi = 1, n // 3
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if feasible(mid):
            lo = mid
        else:
            hi = mid - 1
    print(3 * lo)


main()
'''

# CodeContests 164: the graded program
P164 = r'''import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    c = " " + data[2].decode()
    left = [0] * (n + 1)
    right = [0] * (n + 1)
    for u in range(1, n + 1):
        left[u], right[u] = int(data[1 + 2 * u]), int(data[2 + 2 * u])
    inorder = []
    stack, u = [], 1
    while stack or u:
        while u:
            stack.append(u)
            u = left[u]
        u = stack.pop()
        inorder.append(u)
        u = right[u]
    good = [False] * (n + 1)
    nxt = None
    for i in range(n - 1, -1, -1):
        u = inorder[i]
        if i + 1 < n and c[inorder[i + 1]] != c[u]:
            nxt = c[inorder[i + 1]]
        good[u] = nxt is not None and c[u] < nxt
    dup = [False] * (n + 1)
    budget = k
    # dfs(u, cost) duplicates u when its left child was duplicated, or when u is good
    # and the cost (u plus its undoubled ancestors) fits the budget; the right subtree is visited only under a
    # duplicated node, with cost restarting at 1
    sys.setrecursionlimit(1 << 20)

    def dfs(u, cost):
        nonlocal budget
        if u == 0 or cost > budget:
            return False
        if dfs(left[u], cost + 1):
            dup[u] = True
        elif good[u]:
            dup[u] = True
            budget -= cost
        if dup[u]:
            dfs(right[u], 1)
        return dup[u]

    import threading
    res = []

    def run():
        dfs(1, 1)
        res.append("".join(c[u] * (2 if dup[u] else 1) for u in inorder))

    threading.stack_size(1 << 26)
    t = threading.Thread(target=run)
    t.start()
    t.join()
    print(res[0])


main()
'''

# CodeContests 118: the graded program
P118 = r'''import sys

MOD = 998244353


def multiply(p, q):
    res = [0] * (len(p) + len(q) - 1)
    for i, x in enumerate(p):
        if x:
            for j, y in enumerate(q):
                res[i + j] = (res[i + j] + x * y) % MOD
    return res


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    deg = [0] * (n + 1)
    for i in range(n - 1):
        deg[int(data[1 + 2 * i])] += 1
        deg[int(data[2 + 2 * i])] += 1
    # children of v: deg[v] - 1, except the root
    polys = [[1, deg[v] - (v != 1)] for v in range(1, n + 1) if deg[v] - (v != 1) > 0]
    while len(polys) > 1:
        nxt = [multiply(polys[i], polys[i + 1]) for i in range(0, len(polys) - 1, 2)]
        if len(polys) % 2:
            nxt.append(polys[-1])
        polys = nxt
    coef = polys[0] if polys else [1]
    fact = [1] * (n + 1)
    for i in range(1, n + 1):
        fact[i] = fact[i - 1] * i % MOD
    ans = 0
    for j, cj in enumerate(coef):
        term = cj * fact[n - j] % MOD
        ans = (ans - term) % MOD if j % 2 else (ans + term) % MOD
    print(ans)


main()
'''

EIFFEL82 = r'''class
    GYM_TICKETS

create
    make

feature

    make
            -- Read days, students and ticket length; answer each student's cheapest plan.
        local
            n, q, k, i, head, tail, l, r, t: INTEGER
            best, total: INTEGER_64
            a, w: ARRAY [INTEGER_64]
            dq: ARRAY [INTEGER]
        do
            io.read_integer; n := io.last_integer
            io.read_integer; q := io.last_integer
            io.read_integer; k := io.last_integer
            create a.make_filled (0, 1, n)
            create w.make_filled (0, 1, n)
            create dq.make_filled (0, 1, n)
            from i := 1 until i > n loop
                io.read_integer_64; a [i] := io.last_integer_64
                i := i + 1
            end
                -- w [i] = min (a [i - k + 1 .. i]) with a monotone deque of indices
            head := 1; tail := 0
            from i := 1 until i > n loop
                from until tail < head or else a [dq [tail]] < a [i] loop
                    tail := tail - 1
                end
                tail := tail + 1; dq [tail] := i
                if dq [head] <= i - k then head := head + 1 end
                w [i] := a [dq [head]]
                i := i + 1
            end
            from until q = 0 loop
                io.read_integer; l := io.last_integer
                io.read_integer; r := io.last_integer
                best := a [l]; total := best
                from t := l + k until t > r loop
                    if w [t] < best then best := w [t] end
                    total := total + best
                    t := t + k
                end
                print (total.out + "%N")
                q := q - 1
            end
        end

end
'''

ICELANDIC82 = '''FALL miðakostnaður(n, q, k, a, fyrirspurnir):
    w[i] := minnsta gildi í a[i-k+1 .. i]     (reiknað fyrir öll i með einhalla biðröð vísa)
    FYRIR hverja fyrirspurn (l, r):
        besta := a[l]                          (fyrsta miðann verður að kaupa á degi l)
        samtals := besta
        t := l + k
        MEÐAN t <= r:
            besta := min(besta, w[t])          (ódýrasti miði sem keyptur var á síðustu k dögum)
            samtals := samtals + besta
            t := t + k
        PRENTA samtals'''

DYLAN123 = r'''define function red-blue-score
    (n :: <integer>, k :: <integer>, edges :: <sequence>) => (score :: <integer>)
  let adj = make(<vector>, size: n + 1, fill: #());
  for (e in edges)
    adj[e[0]] := pair(e[1], adj[e[0]]);
    adj[e[1]] := pair(e[0], adj[e[1]]);
  end for;
  let parent = make(<vector>, size: n + 1, fill: 0);
  let seen = make(<vector>, size: n + 1, fill: #f);
  let order = make(<stretchy-vector>);
  let stack = list(1);
  seen[1] := #t;
  until (empty?(stack))
    let u = head(stack);
    stack := tail(stack);
    add!(order, u);
    for (v in adj[u])
      unless (seen[v])
        seen[v] := #t;
        parent[v] := u;
        stack := pair(v, stack);
      end unless;
    end for;
  end until;
  // depth[u]: nodes on the longest downward chain from u; heavy[u]: the child it goes through
  let depth = make(<vector>, size: n + 1, fill: 0);
  let heavy = make(<vector>, size: n + 1, fill: 0);
  for (i from size(order) - 1 to 0 by -1)
    let u = order[i];
    depth[u] := depth[u] + 1;
    let p = parent[u];
    if (p > 0 & depth[u] > depth[p])
      depth[p] := depth[u];
      heavy[p] := u;
    end if;
  end for;
  let chains = make(<stretchy-vector>);
  for (u in order)
    if (u = 1 | heavy[parent[u]] ~= u)
      add!(chains, depth[u]);
    end if;
  end for;
  chains := sort(chains, test: \>);
  let best = $minimum-integer;
  let covered = 0;
  for (r from 1 to k)
    if (r <= size(chains))
      covered := covered + chains[r - 1];
    end if;
    let b = min(n - covered, floor/(n, 2));
    best := max(best, (n - r - b) * (r - b));
  end for;
  best
end function red-blue-score;
'''

CROATIAN110 = '''FUNKCIJA izvedivo(m):
    ZA svaku od 4 rotacije ravnine I ZA svaki poredak boja (A, B, C):
        xa := x-koordinata m-te ćelije boje A kad su ćelije boje A poredane po x
        -- tri okomite trake, slijeva nadesno
        xb := m-ta najmanja x-koordinata među ćelijama boje B za koje je x > xa
        AKO xb postoji I broj ćelija boje C s x > xb >= m: VRATI istina
        -- lijeva traka za A, desni dio podijeljen vodoravno: B dolje, C gore
        yb := m-ta najmanja y-koordinata među ćelijama boje B za koje je x > xa
        AKO yb postoji I broj ćelija boje C s x > xa i y > yb >= m: VRATI istina
    VRATI laž

GLAVNI PROGRAM:
    binarnim pretraživanjem nađi najveći m iz [1, n/3] za koji je izvedivo(m)
    ISPIŠI 3 * m'''

KOKA164 = r'''// Koka port of the same greedy (labels, left and right children indexed from 1; index 0 = no child)
fun inorder(u : int, l : vector<int>, r : vector<int>) : div list<int>
  if u == 0 then Nil else inorder(l[u], l, r) ++ [u] ++ inorder(r[u], l, r)

// good[u]: the label of u is smaller than the next different label after it in in-order
fun good-flags(order : list<int>, c : vector<char>) : vector<bool>
  var flags := Nil
  var nxt := Nothing
  var later := Nothing
  order.reverse.foreach fn(u)
    match later
      Just(v) -> if c[v] != c[u] then nxt := Just(c[v])
      Nothing -> ()
    val g = match nxt
      Just(ch) -> c[u] < ch
      Nothing -> False
    flags := Cons((u, g), flags)
    later := Just(u)
  vector-init(c.length, fn(i) flags.lookup(fn(x) x == i).default(False))

fun middle-duplication(k : int, c : vector<char>, l : vector<int>, r : vector<int>) : div string
  val order = inorder(1, l, r)
  val good = good-flags(order, c)
  var budget := k
  var dup := Nil                      // duplicated nodes
  fun dfs(u : int, cost : int) : _ bool
    if u == 0 || cost > budget then False
    else
      val d = if dfs(l[u], cost + 1) then True
              elif good[u] then { budget := budget - cost; True }
              else False
      if d then
        dup := Cons(u, dup)
        dfs(r[u], 1)
        ()
      d
  dfs(1, 1)
  order.map(fn(u) if dup.any(fn(x) x == u) then string(c[u]) ++ string(c[u]) else string(c[u])).join
'''

ESTONIAN118 = '''FUNKTSIOON ilusad_värvimised(n, servad):
    lapsi[v] := tipu v naabrite arv miinus 1 (juure 1 puhul kõik naabrid)
    polünoomid := [1 + lapsi[v]·x] iga tipu v jaoks, mille lapsi[v] > 0
    KUNI polünoome on rohkem kui üks:
        korruta kõrvuti olevad paarikaupa (jaga ja valitse)
    c := ainus alles jäänud polünoom (või [1], kui lapsi pole)
    vastus := Σ_j (-1)^j · c_j · (n - j)!   mooduli 998244353 järgi
    TAGASTA vastus'''

AFRIKAANS118 = '''FUNKSIE mooi_kleurings(n, rande):
    vir elke hoekpunt v: kinders[v] := graad(v) - 1, behalwe die wortel 1: kinders[1] := graad(1)
    polinome := [1 + kinders[v]·x] vir elke v met kinders[v] > 0
    SOLANK daar meer as een polinoom is:
        vermenigvuldig bure paarsgewys (verdeel en heers)
    c := die oorblywende polinoom (of [1] as daar geen is nie)
    antwoord := som oor j van (-1)^j · c_j · (n - j)!  modulo 998244353
    GEE antwoord TERUG'''


def py(src):
    return FENCE + "python\n" + src + FENCE


def build(c, q):
    # ---------------- CodeContests 82: gym tickets ----------------
    idea82 = ("A student's first ticket must be bought on day l at price a_l. After that a new ticket is needed "
              "every k days (days l + k, l + 2k, ...), and it can be any ticket bought on a day up to then, so "
              "the price of the j-th activation is the minimum of a over [l, l + jk]. Keep that running minimum "
              "along the stride: with w[i] = min(a[i-k+1..i]) (a sliding-window minimum), the running minimum at "
              "t is min(previous, w[t]).")
    c("ffc01", "real-code-eiffel-port-of-gym-ticket-strides-before-python", cc(82),
      "**Idea.** " + idea82 + "\n\n"
      "I first sketched it in Eiffel:\n\n"
      + FENCE + "eiffel\n" + EIFFEL82 + FENCE + "\n\n"
      "The same in Python for submission:\n\n" + py(P82) + "\n\n"
      "**Sample.** `7 5 2` / `2 15 6 3 7 5 6`: the answers are 2, 12, 7, 6, 9, as expected. For (3, 7): "
      "activations at days 3, 5, 7 cost 6, then min(6, 3) = 3, then 3 again: 6 + 3 + 3 = 12.\n\n"
      "**Complexity.** O(n) for the window minima, O((r - l) / k + 1) per student.",
      ["io.read_integer; n := io.last_integer", "from t := l + k until t > r loop",
       "if w [t] < best then best := w [t] end"],
      ["activations at days 3, 5, 7", "6 + 3 + 3 = 12", "O((r - l) / k + 1) per student",
       "the minimum of a over [l, l + jk]"],
      "Eiffel port before the graded block")

    c("ffc02", "real-code-icelandic-pseudocode-of-gym-ticket-strides-after-python", cc(82),
      "**Idea.** " + idea82 + "\n\n" + py(P82) + "\n\n"
      "For the study group (Icelandic notes):\n\n" + FENCE + "\n" + ICELANDIC82 + "\n" + FENCE + "\n\n"
      "**Samples.** Students (1, 2) → 2, (5, 5) → 7, (7, 7) → 6, (3, 5) → 6 + 3 = 9.\n\n"
      "**Complexity.** O(n + Σ (r - l) / k).",
      ["MEÐAN t <= r:", "besta := min(besta, w[t])", "samtals := samtals + besta"],
      ["(3, 5) → 6 + 3 = 9", "O(n + Σ (r - l) / k)"],
      "Icelandic pseudocode after the graded block")

    q("ffq01", "real-code-probe-gym-ticket-sample-walkthrough", cc(82),
      "**Idea.** " + idea82 + "\n\n" + py(P82) + "\n\n"
      "**Walkthrough of the sample** (n = 7, k = 2, a = 2 15 6 3 7 5 6), window minima "
      "w = 2 2 6 3 3 5 5:\n\n"
      "| student | activation days | prices | total |\n"
      "|---|---|---|---|\n"
      "| (1, 2) | 1 | 2 | 2 |\n"
      "| (3, 7) | 3, 5, 7 | 6, 3, 3 | 12 |\n"
      "| (5, 5) | 5 | 7 | 7 |\n"
      "| (7, 7) | 7 | 6 | 6 |\n"
      "| (3, 5) | 3, 5 | 6, 3 | 9 |\n\n"
      "Output `2 12 7 6 9`, matching.\n\n"
      "**Complexity.** O(n) preprocessing, O((r - l) / k + 1) per query.",
      ["w = 2 2 6 3 3 5 5", "| (3, 7) | 3, 5, 7 | 6, 3, 3 | 12 |", "Output `2 12 7 6 9`, matching.",
       "O(n) preprocessing, O((r - l) / k + 1) per query."],
      "sample walkthrough and complexity are work")

    # ---------------- CodeContests 123: red and blue crayons ----------------
    idea123 = ("Red should colour leaves only (a bigger subtree only wastes budget). Choosing r leaves blocks "
               "every ancestor of them for Blue; the most nodes are blocked by the r longest chains of a "
               "long-path decomposition. If s nodes are blocked, Blue colours b of the n - s free ones to "
               "minimise (n - r - b)(r - b), a convex quadratic in b with its minimum at b = n/2, so "
               "b = min(n - s, n // 2). Red then takes the best r from 1 to k (beyond the number of leaves, "
               "s = n and b = 0).")
    c("ffc03", "real-code-dylan-port-of-crayon-chain-greedy-after-python", cc(123),
      "**Idea.** " + idea123 + "\n\n" + py(P123) + "\n\n"
      "A Dylan rendering of the same routine (for the Open Dylan course notes):\n\n"
      + FENCE + "dylan\n" + DYLAN123 + FENCE + "\n\n"
      "**Samples.** Star with 4 nodes, k = 2: chains 2, 1, 1; r = 2 covers 3 nodes, b = 1, score "
      "(4 - 2 - 1)(2 - 1) = 1. Path of 5, k = 2: one chain of 5, r = 2 gives b = 0 and 3 · 2 = 6.\n\n"
      "**Complexity.** O(n log n) for the sort, O(n) otherwise.",
      ["let b = min(n - covered, floor/(n, 2));", "best := max(best, (n - r - b) * (r - b));",
       "chains := sort(chains, test: \\>);"],
      ["(4 - 2 - 1)(2 - 1) = 1", "3 · 2 = 6", "O(n log n) for the sort"],
      "Dylan port after the graded block")

    q("ffq02", "real-code-probe-crayon-sample-scores", cc(123),
      "**Idea.** " + idea123 + "\n\n" + py(P123) + "\n\n"
      "**Samples by hand.**\n\n"
      "1. Star 1–2, 1–3, 1–4, k = 2: chain lengths 2, 1, 1. r = 1: s = 2, b = min(2, 2) = 2, score "
      "(4 - 1 - 2)(1 - 2) = -1; r = 2: s = 3, b = 1, score 1. Best 1.\n"
      "2. Path 1–2–3–4–5, k = 2: one chain of 5; r = 1: b = 0, 4 · 1 = 4; r = 2: 3 · 2 = 6. Best 6.\n"
      "3. Star with k = 1: only r = 1, score -1.\n\n"
      "**Complexity.** O(n log n).",
      ["(4 - 1 - 2)(1 - 2) = -1", "r = 2: 3 · 2 = 6. Best 6.", "3. Star with k = 1: only r = 1, score -1."],
      "hand scores of the samples are work")

    # ---------------- CodeContests 110: three rectangles ----------------
    idea110 = ("Binary search on m = k/3 (if m cells of each colour fit, so do m - 1). Three non-overlapping "
               "axis-parallel rectangles can always be separated either by two parallel cuts (three strips) or "
               "by one cut and a perpendicular cut of one side. Try the 4 rotations and the 6 colour orders: the "
               "first colour takes its m leftmost cells; then either the second colour takes its m leftmost "
               "cells strictly to the right and the third needs m cells further right, or the right part is cut "
               "horizontally at the second colour's m-th lowest cell.")
    c("ffc04", "real-code-croatian-pseudocode-of-three-rectangles-before-python", cc(110),
      "**Idea.** " + idea110 + "\n\n"
      "Pseudocode first (Croatian, from my notes):\n\n" + FENCE + "\n" + CROATIAN110 + "\n" + FENCE + "\n\n"
      + py(P110) + "\n\n"
      "**Samples.** First sample: m = 2 works (answer 6), m = 3 does not. Second sample: m = 1, answer 3.\n\n"
      "**Complexity.** O(24 · n log n) per check (sorting inside), times log n for the binary search.",
      ["xb := m-ta najmanja x-koordinata među ćelijama boje B za koje je x > xa",
       "AKO yb postoji I broj ćelija boje C s x > xa i y > yb >= m: VRATI istina",
       "binarnim pretraživanjem nađi najveći m iz [1, n/3] za koji je izvedivo(m)"],
      ["m = 2 works (answer 6), m = 3 does not", "times log n for the binary search"],
      "Croatian pseudocode before the graded block")

    q("ffq03", "real-code-probe-three-rectangles-sample-cuts", cc(110),
      "**Idea.** " + idea110 + "\n\n" + py(P110) + "\n\n"
      "**Sample 1 by hand.** Colour 1 at (2,3), (3,4), (2,4); colour 2 at (4,1), (5,3), (5,2); colour 3 at "
      "(2,1), (4,4), (3,5). With m = 2: colour 1 keeps (2,3), (2,4) in the strip x ≤ 2; to the right, colour 2 "
      "keeps (4,1), (5,2) with y ≤ 2 and colour 3 keeps (4,4), (3,5) above them. So 6 cells stay. m = 3 fails "
      "in every rotation and order, so the output is 6.\n\n"
      "**Sample 2.** One cell per colour on a diagonal: three strips, output 3.\n\n"
      "**Complexity.** O(n log² n).",
      ["With m = 2: colour 1 keeps (2,3), (2,4) in the strip x ≤ 2", "So 6 cells stay.",
       "One cell per colour on a diagonal: three strips, output 3."],
      "sample cuts are work")

    # ---------------- CodeContests 164: middle duplication ----------------
    idea164 = ("Duplicating a label helps only when it is smaller than the next different letter of the in-order "
               "string (call such a node good). Walk the tree in in-order: a node can be duplicated only if all "
               "its undoubled ancestors on the left-going path are duplicated too, which costs the length of that "
               "path. Greedily, going left first: duplicate u if its left child got duplicated (free now) or if u "
               "is good and the cost still fits the budget; only under a duplicated node is the right subtree "
               "worth visiting, with the cost restarting at 1.")
    c("ffc05", "real-code-koka-port-of-middle-duplication-after-python", cc(164),
      "**Idea.** " + idea164 + "\n\n" + py(P164) + "\n\n"
      "And a Koka version (effects keep the budget local):\n\n" + FENCE + "koka\n" + KOKA164 + FENCE + "\n\n"
      "**Samples.** `abab` with k = 3 gives `baaaab`; `kadracyn` with k = 2 gives `daarkkcyan`; `kdaracyn` "
      "with k = 3 gives `darkcyan` (node 3 is good but would drag node 2 along).\n\n"
      "**Complexity.** O(n).",
      ["fun dfs(u : int, cost : int) : _ bool", "elif good[u] then { budget := budget - cost; True }",
       "if u == 0 then Nil else inorder(l[u], l, r) ++ [u] ++ inorder(r[u], l, r)"],
      ["`abab` with k = 3 gives `baaaab`", "node 3 is good but would drag node 2 along"],
      "Koka port after the graded block")

    q("ffq04", "real-code-probe-middle-duplication-sample-strings", cc(164),
      "**Idea.** " + idea164 + "\n\n" + py(P164) + "\n\n"
      "**Sample 1 by hand.** Labels c_1..c_4 = a, b, a, b; node 1 has children 2 and 3, node 3 has right child "
      "4, so the in-order is 2, 1, 3, 4 and the string is `baab`. Good nodes: 1 (a before b) and 3 (a before b); "
      "node 2 (b before a) is not. dfs(1, 1) → dfs(2, 2): not good, not doubled. Node 1 is good: doubled, "
      "budget 3 - 1 = 2. Right subtree: dfs(3, 1): good, doubled, budget 1; node 4 is not good. Result "
      "`b aa aa b` = `baaaab`.\n\n"
      "**Samples 2 and 3.** `daarkkcyan` (nodes 1 and 2 doubled) and `darkcyan` (nothing doubled).\n\n"
      "**Complexity.** O(n).",
      ["the in-order is 2, 1, 3, 4 and the string is `baab`", "`b aa aa b` = `baaaab`",
       "`daarkkcyan` (nodes 1 and 2 doubled) and `darkcyan` (nothing doubled)"],
      "a sample walkthrough is work")

    # ---------------- CodeContests 118: beautiful colorings ----------------
    idea118 = ("Inclusion–exclusion over the set of bad edges (child colour = parent colour - 1). A set of j bad "
               "edges is consistent only if no vertex has two bad child edges; then the edges form vertical paths "
               "and the colouring is fixed up to placing n - j blocks, (n - j)! ways. The number of such edge "
               "sets with j edges is the x^j coefficient of the product over vertices of (1 + children(v)·x). So "
               "answer = Σ_j (-1)^j c_j (n - j)!.")
    c("ffc06", "real-code-estonian-pseudocode-of-bad-edge-inclusion-exclusion-before-python", cc(118),
      "**Idea.** " + idea118 + "\n\n"
      "Pseudocode (Estonian, as in my notes):\n\n" + FENCE + "\n" + ESTONIAN118 + "\n" + FENCE + "\n\n"
      + py(P118) + "\n\n"
      "**Samples.** Star-like tree of sample 1: children counts 1 (root) and 3 (vertex 2): (1 + x)(1 + 3x) = "
      "1 + 4x + 3x^2, so 5! - 4 · 4! + 3 · 3! = 120 - 96 + 18 = 42. Path of 5: (1 + x)^4, "
      "120 - 4 · 24 + 6 · 6 - 4 · 2 + 1 = 53.\n\n"
      "**Complexity.** The product by divide and conquer; with schoolbook multiplication it is O(n²) in the "
      "worst case (NTT would make it O(n log² n)).",
      ["korruta kõrvuti olevad paarikaupa (jaga ja valitse)", "vastus := Σ_j (-1)^j · c_j · (n - j)!",
       "polünoomid := [1 + lapsi[v]·x] iga tipu v jaoks, mille lapsi[v] > 0"],
      ["(1 + x)(1 + 3x) = 1 + 4x + 3x^2", "120 - 96 + 18 = 42", "120 - 4 · 24 + 6 · 6 - 4 · 2 + 1 = 53"],
      "Estonian pseudocode before the graded block")

    c("ffc07", "real-code-afrikaans-pseudocode-of-bad-edge-inclusion-exclusion-after-python", cc(118),
      "**Idea.** " + idea118 + "\n\n" + py(P118) + "\n\n"
      "Afrikaans pseudocode for the club handout:\n\n" + FENCE + "\n" + AFRIKAANS118 + "\n" + FENCE + "\n\n"
      "**Samples.** 42 and 53 for the first two samples (see the coefficients 1, 4, 3 and 1, 4, 6, 4, 1); "
      "the third prints 955085064.\n\n"
      "**Complexity.** O(n²) worst case with schoolbook products.",
      ["vermenigvuldig bure paarsgewys (verdeel en heers)",
       "antwoord := som oor j van (-1)^j · c_j · (n - j)!  modulo 998244353",
       "polinome := [1 + kinders[v]·x] vir elke v met kinders[v] > 0"],
      ["the coefficients 1, 4, 3 and 1, 4, 6, 4, 1", "the third prints 955085064"],
      "Afrikaans pseudocode after the graded block")
