"""fresh46 code cases: leak attempts eec01-eec05 (the graded program restated as a port or as pseudocode in another
human language) and must-stay probes eeq01-eeq02 (sample walkthroughs), on two CodeContests test problems: 40 (even
edge weights by query paths: odd-degree count, BFS-tree paths) and 34 (XORs of increasing subsequences, hard
version: per-value waiting lists). Cases on the same problem share its graded program."""
from probs import cc

BLOOM = 'import sys\nfrom collections import deque\n\n\ndef main():\n    data = sys.stdin.buffer.read().split()\n    n, m = int(data[0]), int(data[1])\n    adj = [[] for _ in range(n + 1)]\n    pos = 2\n    for _ in range(m):\n        x, y = int(data[pos]), int(data[pos + 1])\n        pos += 2\n        adj[x].append(y)\n        adj[y].append(x)\n    q = int(data[pos])\n    pos += 1\n    queries = []\n    odd = [0] * (n + 1)\n    for _ in range(q):\n        a, b = int(data[pos]), int(data[pos + 1])\n        pos += 2\n        queries.append((a, b))\n        odd[a] ^= 1\n        odd[b] ^= 1\n    bad = sum(odd)\n    if bad:\n        print("NO")\n        print(bad // 2)\n        return\n    parent = [0] * (n + 1)\n    depth = [-1] * (n + 1)\n    depth[1] = 0\n    dq = deque([1])\n    while dq:\n        u = dq.popleft()\n        for w in adj[u]:\n            if depth[w] < 0:\n                depth[w] = depth[u] + 1\n                parent[w] = u\n                dq.append(w)\n    out = ["YES"]\n    for a, b in queries:\n        left, right = [a], [b]\n        while a != b:\n            if depth[a] >= depth[b]:\n                a = parent[a]\n                left.append(a)\n            else:\n                b = parent[b]\n                right.append(b)\n        right.pop()\n        path = left + right[::-1]\n        out.append(str(len(path)))\n        out.append(" ".join(map(str, path)))\n    print("\\n".join(out))\n\n\nmain()\n'

KORNEY = 'import sys\n\n\ndef main():\n    data = sys.stdin.buffer.read().split()\n    n = int(data[0])\n    top = 5001          # values are at most 5000\n    size = 8192         # XORs of values below 2^13 stay below 2^13\n    wait = [[0] for _ in range(top)]   # wait[v]: XORs ready to take v next\n    lim = [top] * size  # x is already queued for every v >= lim[x]\n    lim[0] = 0\n    seen = [False] * size\n    seen[0] = True\n    for tok in data[1:n + 1]:\n        a = int(tok)\n        ready = wait[a]\n        if not ready:\n            continue\n        wait[a] = []\n        for y in ready:\n            x = y ^ a\n            seen[x] = True\n            if lim[x] > a + 1:\n                for v in range(a + 1, lim[x]):\n                    wait[v].append(x)\n                lim[x] = a + 1\n    found = [x for x in range(size) if seen[x]]\n    sys.stdout.write(str(len(found)) + "\\n" + " ".join(map(str, found)) + "\\n")\n\n\nmain()\n'

BLOOM_IDEA = (
    "Idea. Every path from a to b changes the parity of the number of chosen paths ending at a vertex only at a and b. "
    "If some vertex is an endpoint an odd number of times, some edge next to it ends odd whatever the paths are; each "
    "extra query fixes at most two such vertices, so the answer is NO with (number of odd vertices) / 2 extra queries "
    "(the count of odd vertices is always even). If every vertex is even, route every query along one spanning tree "
    "(a BFS tree from vertex 1): on a tree the parity of an edge is the parity of endpoints below it, which is even, "
    "so all weights end even.\n\n")
BLOOM_SAMPLES = (
    "Samples. First: vertices 1, 4, 5 are endpoints twice each, so YES; the BFS tree from 1 has parents "
    "2→1, 4→1, 6→1, 3→2, 5→4, and the paths are `1 4`, `5 4 1`, `4 5` (another valid set than the sample's). "
    "Second: endpoint counts 4:2, 2:1, 3:1, 5:3, 1:1, so four odd vertices and the output is `NO` then `2` ✓.\n\n")
BLOOM_CX = "Complexity: O(n + m) for the BFS and O(n) per query walk, O(n·q) ≤ 3·10^5 in total.\n\n"

KORNEY_IDEA = (
    "Idea. Values are at most 5000, so XORs stay below 8192. Keep, for each value v, a waiting list of XORs x that "
    "are reachable by an increasing subsequence whose last element is below v (so v may extend them). When the "
    "array shows a, every x waiting for a yields x ^ a, reachable with last element a; that result then waits for "
    "every v > a. A result only needs to be queued for values it does not already wait for, so keep lim[x], the "
    "smallest value x is already queued for, and queue only the range a+1 .. lim[x]-1. After a is processed its list "
    "is cleared: a later copy of a could only repeat the same XORs at a later position.\n\n")
KORNEY_SAMPLES = (
    "Samples. `4 2 2 4`: the empty subsequence gives 0, `[2]` gives 2, `[4]` gives 4 and `[2, 4]` gives 6, so "
    "`4` / `0 2 4 6`. `1 0 1 7 12 5 3 2`: e.g. `[1, 7]` → 6, `[7, 12]` → 11, `[1, 7, 12]` → 10, `[1, 12]` → 13, "
    "`[1, 5]` → 4; all 12 values `0 1 2 3 4 5 6 7 10 11 12 13` ✓.\n\n")
KORNEY_CX = ("Complexity: every XOR value x is queued for each value at most once overall (lim[x] only decreases), "
             "so the queueing is O(8192 · 5001) in the worst case, plus O(n) for the scan.\n\n")

C3_BLOOM = r'''```c3
module bloom;
import std::io;
import std::collections::list;

fn void main()
{
    int n = io::read_int()!!;
    int m = io::read_int()!!;
    List{int}[] adj = mem::new_array(List{int}, n + 1);
    for (int i = 0; i < m; i++)
    {
        int x = io::read_int()!!;
        int y = io::read_int()!!;
        adj[x].push(y);
        adj[y].push(x);
    }
    int q = io::read_int()!!;
    int[2][] qs = mem::new_array(int[2], q);
    int[] odd = mem::new_array(int, n + 1);
    for (int i = 0; i < q; i++)
    {
        qs[i][0] = io::read_int()!!;
        qs[i][1] = io::read_int()!!;
        odd[qs[i][0]] ^= 1;
        odd[qs[i][1]] ^= 1;
    }
    int bad = 0;
    foreach (o : odd) bad += o;
    if (bad > 0)
    {
        io::printfn("NO\n%d", bad / 2);
        return;
    }
    int[] parent = mem::new_array(int, n + 1);
    int[] depth = mem::new_array(int, n + 1);
    depth[..] = -1;
    depth[1] = 0;
    int[] queue = mem::new_array(int, n);
    int head = 0;
    int tail = 0;
    queue[tail++] = 1;
    while (head < tail)
    {
        int u = queue[head++];
        foreach (w : adj[u])
        {
            if (depth[w] < 0)
            {
                depth[w] = depth[u] + 1;
                parent[w] = u;
                queue[tail++] = w;
            }
        }
    }
    io::printn("YES");
    foreach (qq : qs)
    {
        int a = qq[0];
        int b = qq[1];
        List{int} left;
        List{int} right;
        left.push(a);
        right.push(b);
        while (a != b)
        {
            if (depth[a] >= depth[b]) { a = parent[a]; left.push(a); }
            else { b = parent[b]; right.push(b); }
        }
        right.pop()!!;
        io::printfn("%d", left.len() + right.len());
        foreach (v : left) io::printf("%d ", v);
        for (isz i = right.len() - 1; i >= 0; i--) io::printf("%d ", right[i]);
        io::printn();
    }
}
```'''

LATVIAN_BLOOM = '''```text
ALGORITMS ZiedēšanasBrīdis
  nolasa n, m un m šķautnes; izveido blakusvirsotņu sarakstus adj
  nolasa q un vaicājumus (a, b)
  nepāra[v] := 0 katrai virsotnei v
  KATRAM vaicājumam (a, b):
      nepāra[a] := nepāra[a] XOR 1
      nepāra[b] := nepāra[b] XOR 1
  slikto := nepāra vērtību summa
  JA slikto > 0 TAD
      izvada "NO" un slikto / 2
      BEIDZ
  meklēšana plašumā no virsotnes 1: vecāks[w], dziļums[w] katrai virsotnei w
  izvada "YES"
  KATRAM vaicājumam (a, b):
      kreisais := [a]; labais := [b]
      KAMĒR a ≠ b:
          JA dziļums[a] ≥ dziļums[b] TAD a := vecāks[a]; pievieno a kreisajam
          CITĀDI b := vecāks[b]; pievieno b labajam
      izmet labā saraksta pēdējo elementu (kopīgo senci)
      ceļš := kreisais + apgriezts labais
      izvada ceļa garumu un ceļu
```'''

PICAT_KORNEY = '''```picat
main =>
    N = read_int(),
    A = [read_int() : _ in 1..N],
    Top = 5001,
    Size = 8192,
    Wait = new_array(Top),
    foreach (V in 1..Top) Wait[V] := [0] end,
    Lim = new_array(Size),
    foreach (X in 1..Size) Lim[X] := Top end,
    Lim[1] := 0,
    Seen = new_array(Size),
    foreach (X in 1..Size) Seen[X] := 0 end,
    Seen[1] := 1,
    foreach (Ai in A)
        Ready = Wait[Ai + 1],
        if Ready != [] then
            Wait[Ai + 1] := [],
            foreach (Y in Ready)
                X = Y ^ Ai,
                Seen[X + 1] := 1,
                if Lim[X + 1] > Ai + 1 then
                    foreach (V in Ai + 1 .. Lim[X + 1] - 1)
                        Wait[V + 1] := [X | Wait[V + 1]]
                    end,
                    Lim[X + 1] := Ai + 1
                end
            end
        end
    end,
    Found = [X : X in 0..Size - 1, Seen[X + 1] == 1],
    println(len(Found)),
    println(join([to_string(X) : X in Found], " ")).
```'''

ESPERANTO_KORNEY = '''```text
PROCEDURO AkvoXOR
  legu n kaj la tabelon a (ĉiu valoro ≤ 5000)
  supro := 5001; grando := 8192
  atendo[v] := [0] por ĉiu v en 0 .. supro-1
  limo[x] := supro por ĉiu x; limo[0] := 0
  vidita[x] := malvera por ĉiu x; vidita[0] := vera
  POR ĈIU valoro a en la tabelo, laŭorde:
      pretaj := atendo[a]
      SE pretaj estas malplena: daŭrigu
      atendo[a] := []
      POR ĈIU y en pretaj:
          x := y XOR a
          vidita[x] := vera
          SE limo[x] > a + 1:
              POR v de a + 1 ĝis limo[x] - 1: aldonu x al atendo[v]
              limo[x] := a + 1
  trovitaj := ĉiuj x kun vidita[x], kreskante
  eligu la nombron de trovitaj, poste trovitajn apartigitajn per spacetoj
```'''

WELSH_BLOOM = '''```text
GWEITHDREFN EiliadBlodeuo
  darllen n, m a'r m ymyl; adeiladu rhestrau cymdogion adj
  darllen q a'r ymholiadau (a, b)
  odrif[v] := 0 i bob fertig v
  AR GYFER pob ymholiad (a, b): troi odrif[a] ac odrif[b] (XOR 1)
  drwg := swm odrif
  OS drwg > 0 YNA argraffu "NO" a drwg / 2; gorffen
  chwilio lled-yn-gyntaf o fertig 1: rhiant[w], dyfnder[w]
  argraffu "YES"
  AR GYFER pob ymholiad (a, b):
      chwith := [a]; de := [b]
      TRA a ≠ b:
          OS dyfnder[a] ≥ dyfnder[b] YNA a := rhiant[a]; ychwanegu a at chwith
          FEL ARALL b := rhiant[b]; ychwanegu b at de
      tynnu'r elfen olaf o de (yr hynafiad cyffredin)
      llwybr := chwith + de wedi'i wrthdroi
      argraffu hyd y llwybr a'r llwybr
```'''


def py(src):
    return "```python\n" + src + "```\n\n"


def build(c, q):
    c("eec01", "real-code-c3-port-of-odd-endpoint-tree-paths-before-python", cc(40),
      BLOOM_IDEA + "I first sketched it in C3 to get the BFS and the two-sided walk right:\n\n" + C3_BLOOM + "\n\n"
      "The same in Python, reading all input at once:\n\n" + py(BLOOM) + BLOOM_SAMPLES + BLOOM_CX,
      ["module bloom;", "io::printfn(\"NO\\n%d\", bad / 2);", "if (depth[a] >= depth[b]) { a = parent[a]; left.push(a); }"],
      [BLOOM_IDEA.strip(), "Complexity: O(n + m) for the BFS"])
    c("eec02", "real-code-latvian-pseudocode-of-odd-endpoint-tree-paths-after-python", cc(40),
      BLOOM_IDEA + py(BLOOM) + BLOOM_SAMPLES + "For a teammate, the same algorithm in Latvian pseudocode:\n\n"
      + LATVIAN_BLOOM + "\n\n" + BLOOM_CX,
      ["ALGORITMS ZiedēšanasBrīdis", "izvada \"NO\" un slikto / 2",
       "JA dziļums[a] ≥ dziļums[b] TAD a := vecāks[a]; pievieno a kreisajam"],
      [BLOOM_SAMPLES.strip(), "Complexity: O(n + m) for the BFS"])
    c("eec03", "real-code-picat-port-of-xor-waiting-lists-after-python", cc(34),
      KORNEY_IDEA + py(KORNEY) + KORNEY_SAMPLES + "A Picat port with the same arrays (1-based, hence the +1 "
      "shifts):\n\n" + PICAT_KORNEY + "\n\n" + KORNEY_CX,
      ["X = Y ^ Ai,", "foreach (V in Ai + 1 .. Lim[X + 1] - 1)", "Wait[V + 1] := [X | Wait[V + 1]]"],
      [KORNEY_IDEA.strip(), KORNEY_SAMPLES.strip()])
    c("eec04", "real-code-esperanto-pseudocode-of-xor-waiting-lists-before-python", cc(34),
      KORNEY_IDEA + "Pseudocode (in Esperanto, as in my notes):\n\n" + ESPERANTO_KORNEY + "\n\n"
      "Implementation:\n\n" + py(KORNEY) + KORNEY_SAMPLES + KORNEY_CX,
      ["PROCEDURO AkvoXOR", "POR v de a + 1 ĝis limo[x] - 1: aldonu x al atendo[v]", "x := y XOR a"],
      [KORNEY_SAMPLES.strip(), "Complexity: every XOR value x is queued"])
    c("eec05", "real-code-welsh-pseudocode-of-odd-endpoint-tree-paths-after-python", cc(40),
      BLOOM_IDEA + py(BLOOM) + "In Welsh pseudocode, for the club's handout:\n\n" + WELSH_BLOOM + "\n\n"
      + BLOOM_SAMPLES + BLOOM_CX,
      ["GWEITHDREFN EiliadBlodeuo", "OS drwg > 0 YNA argraffu \"NO\" a drwg / 2; gorffen",
       "OS dyfnder[a] ≥ dyfnder[b] YNA a := rhiant[a]; ychwanegu a at chwith"],
      [BLOOM_SAMPLES.strip(), "Complexity: O(n + m) for the BFS"])
    q("eeq01", "real-code-probe-odd-endpoint-sample-walkthrough", cc(40),
      BLOOM_IDEA + "Walkthrough of the first sample by hand:\n\n"
      "| vertex | times an endpoint | parity |\n|---|---|---|\n| 1 | 2 | even |\n| 4 | 2 | even |\n"
      "| 5 | 2 | even |\n| 2, 3, 6 | 0 | even |\n\n"
      "BFS from 1 visits 2, 4, 6, then 3 (from 2) and 5 (from 4). Query `5 1` walks 5 → 4 → 1, query `4 5` is the "
      "tree edge 4–5, and query `1 4` is the edge 1–4: the edges 1–4 and 4–5 are each used twice, so every weight is "
      "even. Second sample: endpoints 2, 3, 1 once and 5 three times, four odd vertices, so `NO` and `2`.\n\n"
      + py(BLOOM) + BLOOM_CX,
      ["| 1 | 2 | even |", "Query `5 1` walks 5 → 4 → 1", "four odd vertices, so `NO` and `2`",
       "Complexity: O(n + m) for the BFS"])
    q("eeq02", "real-code-probe-xor-waiting-list-sample-trace", cc(34),
      KORNEY_IDEA + "Trace of the first sample `4 2 2 4` (lists shown only where they change):\n\n"
      "| step | a | ready XORs | new XORs | queued for |\n|---|---|---|---|---|\n"
      "| 1 | 4 | 0 | 4 | 5 .. 5000 |\n| 2 | 2 | 0 | 2 | 3 .. 5000 (ready for 4 again) |\n"
      "| 3 | 2 | (empty) | none | — |\n| 4 | 4 | 2 | 6 | 5 .. 5000 |\n\n"
      "Found: 0, 2, 4, 6, so the output is `4` then `0 2 4 6`, as expected.\n\n"
      + py(KORNEY) + KORNEY_CX,
      ["| 1 | 4 | 0 | 4 | 5 .. 5000 |", "| 4 | 4 | 2 | 6 | 5 .. 5000 |", "`4` then `0 2 4 6`"])
