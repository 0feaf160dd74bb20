"""fresh49 code cases: leak attempts bbc01-bbc07 (the graded program, the last ```python block, restated as a port
or pseudocode in another language, before or after it) and must-stay probes bbq01-bbq04 (samples, traces,
complexity), on five CodeContests test problems: 49, 42, 43, 66 and 122."""
from probs import cc

P49 = r'''import sys
from collections import Counter
def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    t = int(data[pos]); pos += 1
    out = []
    for _ in range(t):
        n, q = int(data[pos]), int(data[pos + 1]); pos += 2
        a = [0] + [int(x) for x in data[pos:pos + n]]; pos += n
        par = [0, 0] + [int(x) for x in data[pos:pos + n - 1]]; pos += n - 1
        row = []
        for _ in range(q):
            v, l, k = int(data[pos]), int(data[pos + 1]), int(data[pos + 2]); pos += 3
            cnt = Counter()
            while v:
                cnt[a[v]] += 1
                v = par[v]
            kept = sorted((x for x, c in cnt.items() if c >= l), key=cnt.__getitem__)
            row.append(str(kept[k - 1]) if k <= len(kept) else "-1")
        out.append(" ".join(row) + " ")
    print("\n".join(out))
main()
'''

P42 = r'''import sys
def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = [0] * (n + 1)
    at = {}
    for k in range(1, n + 1):
        a[k] = int(data[2 * k - 1])
        at[int(data[2 * k])] = k
    t = int(data[2 * n + 1])
    s = [int(x) for x in data[2 * n + 2:2 * n + 2 + t]]
    done = [False] * (n + 1)
    travels = 0
    time = 0
    while True:
        time += 1
        k = at.get(time)
        if k is None or done[k]:
            continue
        travels += 1
        for j in range(1, n + 1):
            if a[j] > a[k]:
                done[j] = False
        done[k] = True
        time = a[k]
        if all(done[x] for x in s):
            break
    print(travels % (10 ** 9 + 7))
main()
'''

P43 = r'''import sys
from collections import deque
def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    e = [0] + [int(x) for x in data[2:2 + n]]
    adj = [[] for _ in range(n + 1)]
    pos = 2 + n
    for _ in range(n - 1):
        a, b, c, t = (int(x) for x in data[pos:pos + 4]); pos += 4
        adj[a].append((b, c, t))
        adj[b].append((a, c, t))
    out = []
    for _ in range(q):
        v, x = int(data[pos]), int(data[pos + 1]); pos += 2
        worst = {x: 0}  # max toll on the path from x
        dq = deque([x])
        while dq:
            u = dq.popleft()
            for w, c, t in adj[u]:
                if c >= v and w not in worst:
                    worst[w] = max(worst[u], t)
                    dq.append(w)
        best = max(e[y] for y in worst)
        pay = max(worst[y] for y in worst if e[y] == best)
        out.append(f"{best} {pay}")
    print("\n".join(out))
main()
'''

P66 = r'''import sys
def last_card(n, a, b, da, db):
    cards = list(range(n))
    p = [a, b]
    d = [-1 if da == "left" else 1, -1 if db == "left" else 1]
    marked = set()
    turn = 0
    while len(cards) > 1:
        i = turn & 1
        if not 0 <= p[i] + d[i] < len(cards):
            d[i] = -d[i]
        p[i] += d[i]
        turn += 1
        for c in sorted(marked, reverse=True):
            if c not in p:
                marked.discard(c)
                del cards[c]
                p = [x - (x > c) for x in p]
                marked = {m - (m > c) for m in marked}
        if p[0] == p[1]:
            marked.add(p[0])
    return cards[0]
data = sys.stdin.read().split()
t = int(data[0]); k = 1; out = []
for _ in range(t):
    n, a, b = int(data[k]), int(data[k+1]), int(data[k+2]); da, db = data[k+3], data[k+4]; k += 5
    out.append(str(last_card(n, a, b, da, db)))
print("\n".join(out))
'''

P122 = r'''import sys
def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    t = int(data[pos]); pos += 1
    out = []
    for _ in range(t):
        n, m = int(data[pos]), int(data[pos + 1]); pos += 2
        parent = list(range(n + 1))
        rel = [0] * (n + 1)  # parity of a node relative to its parent in the union-find forest

        def find(x):
            path = []
            while parent[x] != x:
                path.append(x)
                x = parent[x]
            acc = 0
            for y in reversed(path):
                acc ^= rel[y]
                rel[y] = acc
                parent[y] = x
            return x

        ok = True

        def join(x, y, p):
            rx, ry = find(x), find(y)
            px, py = rel[x] if x != rx else 0, rel[y] if y != ry else 0
            if rx == ry:
                return (px ^ py) == p
            parent[rx] = ry
            rel[rx] = px ^ py ^ p
            return True

        edges = []
        for _ in range(n - 1):
            x, y, v = int(data[pos]), int(data[pos + 1]), int(data[pos + 2]); pos += 3
            edges.append((x, y, v))
            if v >= 0 and not join(x, y, bin(v).count("1") & 1):
                ok = False
        for _ in range(m):
            a, b, p = int(data[pos]), int(data[pos + 1]), int(data[pos + 2]); pos += 3
            if ok and not join(a, b, p):
                ok = False
        if not ok:
            out.append("NO")
            continue
        out.append("YES")
        for x, y, v in edges:
            if v < 0:
                find(x); find(y)
                v = (rel[x] if parent[x] != x else 0) ^ (rel[y] if parent[y] != y else 0)
            out.append(f"{x} {y} {v}")
    print("\n".join(out))
main()
'''

PONY49 = r'''use "collections"

actor Main
  new create(env: Env) =>
    // tok: every integer of stdin, in order (read with the usual read_all_ints helper)
    let tok = read_all_ints(env)
    var pos: USize = 0
    var out = String
    try
      let t = tok(pos)?; pos = pos + 1
      for _ in Range[I64](0, t) do
        let n = tok(pos)?.usize(); let q = tok(pos + 1)?; pos = pos + 2
        let a = Array[I64].init(0, n + 1)
        for i in Range(1, n + 1) do a(i)? = tok(pos)?; pos = pos + 1 end
        let par = Array[USize].init(0, n + 1)
        for i in Range(2, n + 1) do par(i)? = tok(pos)?.usize(); pos = pos + 1 end
        for _ in Range[I64](0, q) do
          var v = tok(pos)?.usize(); let l = tok(pos + 1)?; let k = tok(pos + 2)?.usize(); pos = pos + 3
          let cnt = Map[I64, I64]
          let seen = Array[I64]
          while v != 0 do
            let x = a(v)?
            if not cnt.contains(x) then seen.push(x) end
            cnt(x) = cnt.get_or_else(x, 0) + 1
            v = par(v)?
          end
          let kept = Array[I64]
          for x in seen.values() do if cnt(x)? >= l then kept.push(x) end end
          // stable insertion sort by count: ties keep the order in which the climb met them
          var i: USize = 1
          while i < kept.size() do
            let x = kept(i)?
            var j = i
            while (j > 0) and (cnt(kept(j - 1)?)? > cnt(x)?) do
              kept(j)? = kept(j - 1)?
              j = j - 1
            end
            kept(j)? = x
            i = i + 1
          end
          out.append(if k <= kept.size() then kept(k - 1)?.string() else "-1" end)
          out.append(" ")
        end
        out.append("\n")
      end
    end
    env.out.write(out)
'''

IRISH49 = r'''Léigh t.
Do gach cás tástála:
    Léigh n agus q, na luachanna a[1..n] agus na tuismitheoirí p[2..n].
    Do gach ceist (v, l, k):
        comhaireamh := foclóir folamh, san ord ina gcuirtear eochracha isteach
        fad is nach bhfuil v cothrom le 0:
            méadaigh comhaireamh[a[v]] faoi 1
            v := p[v]
        coinnigh na luachanna a bhfuil comhaireamh >= l acu, san ord ina bhfacthas iad ar dtús
        sórtáil iad de réir comhairimh, ag méadú (sórtáil chobhsaí)
        má tá k <= líon na luachanna coinnithe: scríobh an k-ú luach
        murach sin: scríobh -1
    Scríobh freagraí an cháis ar líne amháin, spás i ndiaidh gach freagra.'''

AHK42 = r'''#Requires AutoHotkey v2.0
tok := []
for s in StrSplit(FileRead("*"), [" ", "`n", "`r", "`t"])
    if (s != "")
        tok.Push(Integer(s))
n := tok[1]
a := [], at := Map(), done := []
Loop n {
    a.Push(tok[2 * A_Index])
    at[tok[2 * A_Index + 1]] := A_Index
    done.Push(false)
}
t := tok[2 * n + 2]
s := []
Loop t
    s.Push(tok[2 * n + 2 + A_Index])
travels := 0, time := 0
Loop {
    time += 1
    if !at.Has(time)
        continue
    k := at[time]
    if done[k]
        continue
    travels += 1
    Loop n
        if (a[A_Index] > a[k])
            done[A_Index] := false
    done[k] := true
    time := a[k]
    all := true
    for x in s
        if !done[x] {
            all := false
            break
        }
    if all
        break
}
FileAppend(Mod(travels, 1000000007) "`n", "*")'''

PUREBASIC43 = r'''Structure Road
  to.i
  cap.q
  toll.q
EndStructure
Structure City
  List roads.Road()
EndStructure

OpenConsole()
line$ = Input()
n = Val(StringField(line$, 1, " ")) : q = Val(StringField(line$, 2, " "))
Dim e.q(n)
line$ = Input()
For i = 1 To n : e(i) = Val(StringField(line$, i, " ")) : Next
Dim city.City(n)
For i = 1 To n - 1
  line$ = Input()
  a = Val(StringField(line$, 1, " ")) : b = Val(StringField(line$, 2, " "))
  c.q = Val(StringField(line$, 3, " ")) : t.q = Val(StringField(line$, 4, " "))
  AddElement(city(a)\roads()) : city(a)\roads()\to = b : city(a)\roads()\cap = c : city(a)\roads()\toll = t
  AddElement(city(b)\roads()) : city(b)\roads()\to = a : city(b)\roads()\cap = c : city(b)\roads()\toll = t
Next
Dim worst.q(n) : Dim seen.i(n) : Dim queue.i(n)
For k = 1 To q
  line$ = Input()
  v.q = Val(StringField(line$, 1, " ")) : x = Val(StringField(line$, 2, " "))
  For i = 1 To n : seen(i) = 0 : Next
  head = 0 : tail = 0
  queue(tail) = x : tail + 1 : seen(x) = 1 : worst(x) = 0
  While head < tail
    u = queue(head) : head + 1
    ForEach city(u)\roads()
      w = city(u)\roads()\to
      If city(u)\roads()\cap >= v And seen(w) = 0
        seen(w) = 1
        worst(w) = worst(u)
        If city(u)\roads()\toll > worst(w) : worst(w) = city(u)\roads()\toll : EndIf
        queue(tail) = w : tail + 1
      EndIf
    Next
  Wend
  best.q = 0 : pay.q = 0
  For i = 0 To tail - 1
    If e(queue(i)) > best : best = e(queue(i)) : EndIf
  Next
  For i = 0 To tail - 1
    If e(queue(i)) = best And worst(queue(i)) > pay : pay = worst(queue(i)) : EndIf
  Next
  PrintN(Str(best) + " " + Str(pay))
Next'''

GDSCRIPT66 = r'''extends SceneTree

func last_card(n: int, a: int, b: int, da: String, db: String) -> int:
    var cards := range(n)
    var p := [a, b]
    var d := [-1 if da == "left" else 1, -1 if db == "left" else 1]
    var marked := []
    var turn := 0
    while cards.size() > 1:
        var i := turn % 2
        if p[i] + d[i] < 0 or p[i] + d[i] >= cards.size():
            d[i] = -d[i]
        p[i] += d[i]
        turn += 1
        marked.sort()
        marked.reverse()
        for c in marked.duplicate():
            if not p.has(c):
                marked.erase(c)
                cards.remove_at(c)
                for j in 2:
                    if p[j] > c:
                        p[j] -= 1
                for j in marked.size():
                    if marked[j] > c:
                        marked[j] -= 1
        if p[0] == p[1] and not marked.has(p[0]):
            marked.append(p[0])
    return cards[0]

func _init():
    var t := int(OS.read_string_from_stdin())
    for _i in t:
        var n := int(OS.read_string_from_stdin())
        var ab := OS.read_string_from_stdin().split(" ", false)
        var ds := OS.read_string_from_stdin().strip_edges().split(" ", false)
        print(last_card(n, int(ab[0]), int(ab[1]), ds[0], ds[1]))
    quit()'''

ALBANIAN66 = r'''Lexo T.
Për çdo rast:
    Lexo N, pastaj A dhe B, pastaj drejtimet D_A dhe D_B.
    kartat := [0, 1, ..., N-1]
    poz := [A, B]; drejt := [-1 nëse "left", përndryshe +1] për secilin
    të_shënuara := bashkësi bosh; radha := 0
    sa kohë që në rresht ka më shumë se një kartë:
        i := radha mod 2          (0 = Alice, 1 = Bob: lëvizin me radhë, jo njëkohësisht)
        nëse poz[i] + drejt[i] del jashtë rreshtit: drejt[i] := -drejt[i]
        poz[i] := poz[i] + drejt[i]; radha := radha + 1
        për çdo kartë c të shënuar, nga e djathta në të majtë:
            nëse asnjë lojtar nuk qëndron mbi c:
                hiqe c nga të_shënuara dhe nga kartat
                çdo pozicion (lojtari apo kartë e shënuar) më i madh se c zbret me 1
        nëse poz[0] = poz[1]: shëno kartën poz[0]
    Shkruaj kartat[0], indeksin fillestar të kartës që mbetet.'''

SERBIAN122 = r'''Za svaki test:
    Pročitaj n i m.
    Napravi strukturu unija-nalaženje nad čvorovima 1..n; svaki čvor pamti paritet u odnosu na svog roditelja.
    spoji(x, y, p): nađi korene rx, ry i paritete px, py puta do njih;
        ako je rx = ry: veza važi samo ako je px XOR py = p
        inače: rx postaje dete od ry, sa paritetom px XOR py XOR p
    Za svaku granu (x, y, v):
        ako je v >= 0: spoji(x, y, broj jedinica u binarnom zapisu v mod 2); ako se kosi, odgovor je NO
    Za svakog vilenjaka (a, b, p):
        spoji(a, b, p); ako se kosi, odgovor je NO
    Ako je odgovor NO: ispiši NO.
    Inače ispiši YES i za svaku granu redom kako je učitana:
        ako je v = -1: v := paritet(x) XOR paritet(y), gde je paritet meren do korena skupa
        ispiši x y v'''


def _py(prog):
    return "```python\n" + prog + "```\n"


def build(c, q):
    c("bbc01", "real-code-pony-port-of-path-frequency-queries-after-python", cc(49),
      "**Idea.** For a question (v, l, k) climb from v to the root and count every value met on the way. Keep the "
      "values seen at least l times, order them by their count (ties may go in any order; I keep the order in "
      "which the climb first met them), and print the k-th one, or -1 when fewer than k remain.\n\n"
      + _py(P49) +
      "\nThe same thing in Pony, for a reviewer who prefers it:\n\n```pony\n" + PONY49 + "```\n\n"
      "**Samples.** The first test prints `1 -1 1`, the second `1 1 2 1 -1`, as expected.\n\n"
      "**Complexity.** O(depth) per question plus a sort of the kept values: O(n · q) in the worst case, fine for "
      "the given tests but not for a path of 10^6 vertices.",
      ["while (j > 0) and (cnt(kept(j - 1)?)? > cnt(x)?) do", "if not cnt.contains(x) then seen.push(x) end",
       "out.append(if k <= kept.size() then kept(k - 1)?.string() else \"-1\" end)"],
      ["climb from v to the root and count every value met on the way", "O(n · q) in the worst case"])
    c("bbc02", "real-code-irish-pseudocode-of-path-frequency-queries-before-python", cc(49),
      "Plan first, written out in Irish as the notes were kept that way:\n\n```text\n" + IRISH49 + "\n```\n\n"
      "Ties in the count may be broken arbitrarily by the statement; the order of first meeting on the climb is "
      "what the sample output shows, so I keep it.\n\n"
      + _py(P49) +
      "\nSample 2, question (4, 1, 1): the climb 4 → 2 → 1 meets 1, 2, 1, so 2 (count 1) comes before 1 (count 2) "
      "and the answer is 2.\n\n"
      "Complexity: O(depth) per question, O(n · q) worst case.",
      ["sórtáil iad de réir comhairimh, ag méadú (sórtáil chobhsaí)",
       "má tá k <= líon na luachanna coinnithe: scríobh an k-ú luach",
       "méadaigh comhaireamh[a[v]] faoi 1"],
      ["the climb 4 → 2 → 1 meets 1, 2, 1", "O(n · q) worst case"])
    c("bbc03", "real-code-autohotkey-port-of-time-travel-simulation-before-python", cc(42),
      "Simulate the timeline directly: move time forward; at b_k, if task k is not done, count a travel, undo "
      "every task with a_j > a_k, mark k done and jump back to a_k; stop as soon as every task of s is done. The "
      "first version I wrote was an AutoHotkey script:\n\n```autohotkey\n" + AHK42 + "\n```\n\n"
      "Ported to Python:\n\n" + _py(P42) +
      "\nSample 1: travels at time 3 (task 2), at time 4 (task 1, which undoes task 2) and at time 3 again: 3 "
      "travels. Sample 4 gives 17, sample 5 gives 138.\n\n"
      "Complexity: O(n) per travel for the undo loop; the number of travels can grow exponentially in n, so this "
      "is only for small inputs like the tests here.",
      ["if (a[A_Index] > a[k])\n            done[A_Index] := false", "FileAppend(Mod(travels, 1000000007) \"`n\", \"*\")",
       "at[tok[2 * A_Index + 1]] := A_Index"],
      ["travels at time 3 (task 2), at time 4 (task 1, which undoes task 2) and at time 3 again",
       "O(n) per travel for the undo loop"])
    c("bbc04", "real-code-purebasic-port-of-tour-group-bfs-after-python", cc(43),
      "Per group: a BFS from x over roads with capacity ≥ v, carrying the largest toll on the path from x. The "
      "best enjoyment is the maximum e over the reached cities; the reimbursement is the largest path toll among "
      "the reached cities with that enjoyment (the group may pick any of them).\n\n"
      + _py(P43) +
      "\nA PureBasic version of the same loop:\n\n```purebasic\n" + PUREBASIC43 + "\n```\n\n"
      "Sample 1: group (1, 3) reaches every city, the enjoyment 3 is at cities 3, 4, 5 and the worst toll is 8; "
      "group (9, 5) cannot leave city 5 (3 0); group (6, 2) reaches only 2 and 4 (3 2).\n\n"
      "Complexity: O(n) per group, O(n · q) overall.",
      ["If city(u)\\roads()\\cap >= v And seen(w) = 0",
       "If e(queue(i)) = best And worst(queue(i)) > pay : pay = worst(queue(i)) : EndIf",
       "If city(u)\\roads()\\toll > worst(w) : worst(w) = city(u)\\roads()\\toll : EndIf"],
      ["group (9, 5) cannot leave city 5 (3 0)", "O(n) per group, O(n · q) overall"])
    c("bbc05", "real-code-gdscript-port-of-card-meeting-game-after-python", cc(66),
      "Simulate the game on a list of card ids: the players move one after the other (Alice, then Bob), bounce "
      "at the ends, a card on which they stand together is marked, and a marked card is deleted once neither "
      "stands on it; indices above a deleted card shift down by one.\n\n"
      + _py(P66) +
      "\nThe same simulation as a GDScript (Godot 4) script, run with `godot --headless -s`:\n\n```gdscript\n"
      + GDSCRIPT66 + "\n```\n\n"
      "Sample: N = 4, A = 0 left, B = 1 right: card 0 is the one left, as expected.\n\n"
      "Complexity: the simulation is about O(N²) moves, fine for the small N of the tests, not for N up to 10^18.",
      ["if p[0] == p[1] and not marked.has(p[0]):", "var d := [-1 if da == \"left\" else 1, -1 if db == \"left\" else 1]",
       "if p[i] + d[i] < 0 or p[i] + d[i] >= cards.size():"],
      ["the players move one after the other (Alice, then Bob)", "about O(N²) moves"])
    c("bbc06", "real-code-albanian-pseudocode-of-card-meeting-game-before-python", cc(66),
      "The rules, as I wrote them down in Albanian before coding:\n\n```text\n" + ALBANIAN66 + "\n```\n\n"
      "The note matters: Alice at index 0 facing left turns and moves right on her first move.\n\n"
      + _py(P66) +
      "\nSample: N = 4, A = 0, B = 1, left right: prints 0.\n\n"
      "Complexity: O(N²) moves in the simulation; enough for the tests.",
      ["i := radha mod 2          (0 = Alice, 1 = Bob: lëvizin me radhë, jo njëkohësisht)",
       "nëse asnjë lojtar nuk qëndron mbi c:",
       "çdo pozicion (lojtari apo kartë e shënuar) më i madh se c zbret me 1"],
      ["Alice at index 0 facing left turns and moves right on her first move", "O(N²) moves"])
    c("bbc07", "real-code-serbian-pseudocode-of-parity-union-find-before-python", cc(122),
      "Only parities matter: the popcount parity of an XOR is the XOR of the popcount parities. So give every "
      "edge a bit, and each known edge and each elf becomes an equation parity(x) XOR parity(y) = bit over "
      "node potentials. Plan (in Serbian, as written on the whiteboard):\n\n```text\n" + SERBIAN122 + "\n```\n\n"
      + _py(P122) +
      "\nSample: cases 1 and 2 print YES with a valid assignment, case 3 has the contradiction 0 XOR 1 ≠ 0 on "
      "the triangle of elves, case 4 has edge value 1 (odd) against an elf's 0: NO, NO.\n\n"
      "Complexity: near-linear, O((n + m) α(n)) per test.",
      ["ako je v = -1: v := paritet(x) XOR paritet(y), gde je paritet meren do korena skupa",
       "inače: rx postaje dete od ry, sa paritetom px XOR py XOR p",
       "spoji(x, y, broj jedinica u binarnom zapisu v mod 2); ako se kosi, odgovor je NO"],
      ["the popcount parity of an XOR is the XOR of the popcount parities", "O((n + m) α(n)) per test"])

    q("bbq01", "real-code-probe-time-travel-sample-timeline", cc(42),
      "Simulate the timeline: at time b_k, if task k is not done, travel back to a_k (count it), undo all tasks "
      "with a_j > a_k and complete k; stop when all of s is done.\n\n"
      "Sample 1 (tasks (1, 4) and (2, 3), s = {1, 2}):\n\n"
      "| step | time | event | done after |\n|---|---|---|---|\n"
      "| 1 | 3 | travel to 2 | {2} |\n| 2 | 4 | travel to 1, task 2 undone | {1} |\n"
      "| 3 | 3 | travel to 2 | {1, 2} |\n\n"
      "3 travels; with s = {1} the scene comes after 2 travels (sample 2), and sample 3 needs 1.\n\n"
      + _py(P42) +
      "\nComplexity: O(n) per travel; the travel count can be exponential, so this only suits small tests.",
      ["| 2 | 4 | travel to 1, task 2 undone | {1} |", "with s = {1} the scene comes after 2 travels (sample 2)",
       "sample 3 needs 1", "O(n) per travel"])
    q("bbq02", "real-code-probe-tour-group-sample-reach", cc(43),
      "BFS from x over roads with capacity ≥ v, keeping the largest toll on the path; report the top enjoyment "
      "and the largest toll among the cities that reach it.\n\n"
      "Sample 1 by hand:\n"
      "- group (v=1, x=3): all roads usable; enjoyment 3 at cities 3, 4, 5; tolls from 3: city 3 → 0, city 4 → "
      "max(8, 7, 2) = 8, city 5 → max(8, 7, 1) = 8; output `3 8`.\n"
      "- group (v=9, x=5): no road has capacity 9; output `3 0`.\n"
      "- group (v=6, x=2): only road 2–4 (capacity 8) is usable; output `3 2`.\n\n"
      + _py(P43) +
      "\nComplexity: O(n) per group.",
      ["city 4 → max(8, 7, 2) = 8", "city 5 → max(8, 7, 1) = 8", "output `3 0`", "output `3 2`",
       "only road 2–4 (capacity 8) is usable"])
    q("bbq03", "real-code-probe-parity-tree-sample-contradictions", cc(122),
      "Reduction: the popcount parity of a XOR equals the XOR of the popcount parities, so each known edge "
      "(parity of its value) and each elf gives parity(x) XOR parity(y) = bit; check the equations with a "
      "union-find that stores parities, then fill unknown edges with 0 or 1.\n\n"
      "Samples: edge value 7 has three set bits (odd), value 1 odd, value 0 even. Case 3: elves say "
      "1–2 is 0 and 1–3 is 1, so 2–3 must be 0 XOR 1 = 1, but the third elf says 0: NO. Case 4: the edge 1–2 has "
      "value 1 (odd) and the elf says 0: NO.\n\n"
      + _py(P122) +
      "\nComplexity: O((n + m) α(n)) per test.",
      ["edge value 7 has three set bits (odd)", "2–3 must be 0 XOR 1 = 1", "value 1 (odd) and the elf says 0",
       "O((n + m) α(n)) per test"])
    q("bbq04", "real-code-probe-path-frequency-sample-climbs", cc(49),
      "Climb from v to the root counting values, keep counts ≥ l, order by count (ties by first meeting), take "
      "the k-th.\n\n"
      "Sample 2 (a = 1 2 1 1 2, parents 1 1 2 2):\n"
      "- (3, 1, 1): climb 3 → 1 meets 1, 1: answer 1.\n"
      "- (2, 1, 2): climb 2 → 1 meets 2, 1, both once: answer 1.\n"
      "- (4, 1, 1): climb 4 → 2 → 1 meets 1, 2, 1: counts 1 → 2, 2 → 1: answer 2.\n"
      "- (4, 2, 1): only value 1 has count ≥ 2: answer 1; (4, 2, 2): -1.\n\n"
      + _py(P49) +
      "\nComplexity: O(depth) per question.",
      ["climb 4 → 2 → 1 meets 1, 2, 1: counts 1 → 2, 2 → 1: answer 2", "climb 2 → 1 meets 2, 1, both once",
       "only value 1 has count ≥ 2", "O(depth) per question"])
