"""fresh43 code cases: leak attempts hhc01-hhc10 (the graded program restated as a COBOL, Idris, Modula-2, REXX or
Oberon port, or as Finnish, Turkish, Czech, Hungarian or Greek pseudocode, before or after the graded block) and
must-stay probes hhq01-hhq06 (samples worked by hand, tables and complexity notes), on five CodeContests problems:
10 (batik patterns), 86 (sequences with no subsequence XOR equal to x), 23 (subsequence value over a Cartesian tree),
1 (smallest circle through the origin holding k points) and 35 (simple segments of a multiply/divide path)."""
from probs import cc

P10 = r'''import sys


def main():
    data = sys.stdin.read().split()
    n, m, k, r, c = map(int, data[:5])
    ax, ay, bx, by = map(int, data[5:9])
    MOD = 10**9 + 7
    free = n * m
    if (ax, ay) != (bx, by):
        free -= r * c
    print(pow(k, free, MOD))


main()
'''

P86 = r'''import sys

MOD = 998244353


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    qs = [tuple(map(int, data[1 + 3 * i:4 + 3 * i])) for i in range(t)]
    top = max(q[1] for q in qs) + 1
    # g[i] = prod_{j=1..i} (2^j - 1), the q-factorial at q = 2
    g = [1] * (top + 1)
    p = 1
    for i in range(1, top + 1):
        p = p * 2 % MOD
        g[i] = g[i - 1] * (p - 1) % MOD
    ig = [1] * (top + 1)
    ig[top] = pow(g[top], MOD - 2, MOD)
    p = pow(2, top, MOD)
    for i in range(top, 0, -1):
        ig[i - 1] = ig[i] * (p - 1) % MOD
        p = p * ((MOD + 1) // 2) % MOD
    out = []
    for n, k, x in qs:
        pk, pn = pow(2, k, MOD), pow(2, n, MOD)
        if x == 0:
            if n > k:
                out.append(0)
                continue
            res, pi = 1, 1
            for _ in range(n):
                res = res * (pk - pi) % MOD
                pi = pi * 2 % MOD
            out.append(res)
            continue
        kk = k - 1  # subspaces avoiding x: 2^r * [k-1 choose r]_2 of each dimension r
        res, span, pr = 0, 1, 1
        for r in range(min(n, kk) + 1):
            if r:
                span = span * (pn - pr) % MOD
                pr = pr * 2 % MOD
            qb = g[kk] * ig[r] % MOD * ig[kk - r] % MOD
            res = (res + pr * qb % MOD * span) % MOD
        out.append(res)
    print("\n".join(map(str, out)))


main()
'''

P23 = r'''import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    left, right, st = [-1] * n, [-1] * n, []
    for i in range(n):  # Cartesian tree by minimum
        last = -1
        while st and a[st[-1]] > a[i]:
            last = st.pop()
        left[i] = last
        if st:
            right[st[-1]] = i
        st.append(i)
    root = st[0]
    order, stack = [], [root]
    while stack:
        v = stack.pop()
        order.append(v)
        for u in (left[v], right[v]):
            if u >= 0:
                stack.append(u)
    NEG = float("-inf")
    dp = [None] * n
    for v in reversed(order):
        L = dp[left[v]] if left[v] >= 0 else [0]
        R = dp[right[v]] if right[v] >= 0 else [0]
        av = a[v]
        cur = [NEG] * (len(L) + len(R))
        for i, li in enumerate(L):
            if li == NEG:
                continue
            for j, rj in enumerate(R):
                if rj == NEG:
                    continue
                s = li + rj
                w = s - 2 * av * i * j
                if w > cur[i + j]:
                    cur[i + j] = w
                w = s + (m - 1) * av - 2 * av * (i * j + i + j)
                if w > cur[i + j + 1]:
                    cur[i + j + 1] = w
        dp[v] = cur[:m + 1]
        if left[v] >= 0:
            dp[left[v]] = None
        if right[v] >= 0:
            dp[right[v]] = None
    print(dp[root][m])


main()
'''

P1 = r'''import math
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    pts = []
    at_origin = 0
    for i in range(n):
        x, y = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        if x == 0 and y == 0:
            at_origin += 1
        else:
            pts.append((math.hypot(x, y), math.atan2(y, x)))
    need = k - at_origin
    if need <= 0:
        print("%.10f" % 0.0)
        return
    TWO_PI = 2 * math.pi

    def enough(r):
        ev = []
        for d, phi in pts:
            if d > 2 * r:
                continue
            alpha = math.acos(min(1.0, d / (2 * r)))
            s = (phi - alpha) % TWO_PI
            e = s + 2 * alpha
            ev.append((s, -1))
            ev.append((e, 1))
            ev.append((s + TWO_PI, -1))
            ev.append((e + TWO_PI, 1))
        if len(ev) < 4 * need:
            return False
        ev.sort()
        cur = 0
        for _, t in ev:
            cur -= t
            if cur >= need:
                return True
        return False

    lo, hi = 0.0, 2e5
    for _ in range(45):
        mid = (lo + hi) / 2
        if enough(mid):
            hi = mid
        else:
            lo = mid
    print("%.10f" % hi)


main()
'''

P35 = r'''import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    b = data[1 + n].decode()
    top = max(a) + 1
    spf = list(range(top))
    i = 2
    while i * i < top:
        if spf[i] == i:
            for j in range(i * i, top, i):
                if spf[j] == j:
                    spf[j] = i
        i += 1
    stacks = {}
    lft = [0] * (n + 1)
    for i in range(1, n + 1):
        x = a[i - 1]
        if b[i - 1] == "*":
            lft[i] = i
            while x > 1:
                p = spf[x]
                x //= p
                stacks.setdefault(p, []).append(i)
        else:
            low = i
            while x > 1:
                p = spf[x]
                x //= p
                s = stacks.get(p)
                if s:
                    low = min(low, s.pop())
                else:
                    low = 0
            lft[i] = low
    total, st = 0, []
    for l in range(n, 0, -1):
        st.append(l)
        while st and lft[st[-1]] >= l:
            st.pop()
        r = st[-1] if st else n + 1
        total += r - l
    print(total)


main()
'''


def py(src):
    """A fenced python block of the graded program."""
    return "```python\n" + src + "```\n"


COBOL_10 = r'''       IDENTIFICATION DIVISION.
       PROGRAM-ID. BATIK.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 WS-N      PIC 9(10).
       01 WS-M      PIC 9(10).
       01 WS-K      PIC 9(10).
       01 WS-R      PIC 9(7).
       01 WS-C      PIC 9(7).
       01 WS-AX     PIC 9(10).
       01 WS-AY     PIC 9(10).
       01 WS-BX     PIC 9(10).
       01 WS-BY     PIC 9(10).
       01 WS-FREE   PIC 9(20).
       01 WS-BASE   PIC 9(20).
       01 WS-RES    PIC 9(20) VALUE 1.
       01 WS-MOD    PIC 9(10) VALUE 1000000007.
       PROCEDURE DIVISION.
           ACCEPT WS-N WS-M WS-K WS-R WS-C
           ACCEPT WS-AX WS-AY WS-BX WS-BY
           COMPUTE WS-FREE = WS-N * WS-M
           IF WS-AX NOT = WS-BX OR WS-AY NOT = WS-BY
               COMPUTE WS-FREE = WS-FREE - WS-R * WS-C
           END-IF
           COMPUTE WS-BASE = FUNCTION MOD(WS-K, WS-MOD)
           PERFORM UNTIL WS-FREE = 0
               IF FUNCTION MOD(WS-FREE, 2) = 1
                   COMPUTE WS-RES = FUNCTION MOD(WS-RES * WS-BASE, WS-MOD)
               END-IF
               COMPUTE WS-BASE = FUNCTION MOD(WS-BASE * WS-BASE, WS-MOD)
               COMPUTE WS-FREE = WS-FREE / 2
           END-PERFORM
           DISPLAY WS-RES
           STOP RUN.
'''

FINNISH_10 = '''ALGORITMI batiikki
  LUE n, m, k, r, c
  LUE ax, ay, bx, by
  vapaat ← n · m
  JOS (ax, ay) ≠ (bx, by) NIIN
      vapaat ← vapaat − r · c      // jokainen toisen suorakulmion ruutu kopioi ensimmäisen ruudun värin
  LOPPU JOS
  TULOSTA k^vapaat mod (10^9 + 7)   // nopea potenssiin korotus
LOPPU
'''

IDRIS_86 = r'''module Main

import Data.String

md : Integer
md = 998244353

powMod : Integer -> Integer -> Integer
powMod b e = go (b `mod` md) e 1
  where
    go : Integer -> Integer -> Integer -> Integer
    go _ 0 acc = acc
    go b e acc = go (b * b `mod` md) (e `div` 2) (if e `mod` 2 == 1 then acc * b `mod` md else acc)

inv : Integer -> Integer
inv a = powMod a (md - 2)

-- [m choose r] at q = 2
qbinom : Integer -> Integer -> Integer
qbinom m r = go 0 1
  where
    go : Integer -> Integer -> Integer
    go i acc = if i == r then acc
               else go (i + 1) (acc * (powMod 2 (m - i) - 1) `mod` md * inv (powMod 2 (i + 1) - 1) `mod` md)

answer : Integer -> Integer -> Integer -> Integer
answer n k 0 = if n > k then 0 else prodIndep 0 1
  where
    prodIndep : Integer -> Integer -> Integer
    prodIndep i acc = if i == n then acc
                      else prodIndep (i + 1) (acc * ((powMod 2 k - powMod 2 i) `mod` md) `mod` md)
answer n k x = sumR 0 1 0
  where
    top : Integer
    top = min n (k - 1)
    sumR : Integer -> Integer -> Integer -> Integer
    sumR r span acc =
      if r > top then acc
      else let span' = if r == 0 then 1 else span * ((powMod 2 n - powMod 2 (r - 1)) `mod` md) `mod` md
               term  = powMod 2 r * qbinom (k - 1) r `mod` md * span' `mod` md
           in sumR (r + 1) span' ((acc + term) `mod` md)

main : IO ()
main = do
  t <- map cast getLine
  loop t
  where
    loop : Integer -> IO ()
    loop 0 = pure ()
    loop t = do
      line <- getLine
      case map cast (words line) of
        [n, k, x] => printLn (answer n k x)
        _ => pure ()
      loop (t - 1)
'''

TURKISH_86 = '''ALGORİTMA xor_yok
  OKU t
  HER test İÇİN (n, k, x):
    EĞER x = 0 İSE
      EĞER n > k İSE YAZ 0; DEVAM ET
      sonuç ← Π_{i=0}^{n-1} (2^k − 2^i)          // dizi doğrusal bağımsız olmalı
    DEĞİLSE
      sonuç ← 0
      HER r = 0 .. min(n, k − 1) İÇİN
        alt_uzay ← 2^r · [k−1 seç r]_2           // x'i içermeyen r boyutlu alt uzaylar
        örtme   ← Π_{i=0}^{r-1} (2^n − 2^i)      // o alt uzayı tam geren n'li diziler
        sonuç ← sonuç + alt_uzay · örtme
    YAZ sonuç mod 998244353
SON
'''

MODULA_23 = r'''MODULE Subseq;
FROM InOut IMPORT ReadLongInt, WriteLongInt, WriteLn;
CONST MaxN = 4000; NegInf = MIN(LONGINT);
VAR n, m, i, j, top, root, v, k: LONGINT;
    a, left, right, stack, order, size: ARRAY [0..MaxN] OF LONGINT;
    dp: ARRAY [0..MaxN] OF POINTER TO ARRAY [0..MaxN] OF LONGINT;
    cur: ARRAY [0..MaxN + 1] OF LONGINT;

PROCEDURE Merge(v: LONGINT);
VAR i, j, li, rj, ls, rs, w, av: LONGINT;
BEGIN
  av := a[v];
  IF left[v] >= 0 THEN ls := size[left[v]] ELSE ls := 0 END;
  IF right[v] >= 0 THEN rs := size[right[v]] ELSE rs := 0 END;
  FOR i := 0 TO ls + rs + 1 DO cur[i] := NegInf END;
  FOR i := 0 TO ls DO
    IF left[v] >= 0 THEN li := dp[left[v]]^[i] ELSE li := 0 END;
    FOR j := 0 TO rs DO
      IF right[v] >= 0 THEN rj := dp[right[v]]^[j] ELSE rj := 0 END;
      IF (li # NegInf) AND (rj # NegInf) THEN
        w := li + rj - 2 * av * i * j;
        IF w > cur[i + j] THEN cur[i + j] := w END;
        w := li + rj + (m - 1) * av - 2 * av * (i * j + i + j);
        IF w > cur[i + j + 1] THEN cur[i + j + 1] := w END
      END
    END
  END;
  size[v] := ls + rs + 1;
  NEW(dp[v]);
  FOR i := 0 TO size[v] DO dp[v]^[i] := cur[i] END
END Merge;

BEGIN
  ReadLongInt(n); ReadLongInt(m);
  top := 0;
  FOR i := 0 TO n - 1 DO
    ReadLongInt(a[i]); left[i] := -1; right[i] := -1; k := -1;
    WHILE (top > 0) AND (a[stack[top - 1]] > a[i]) DO DEC(top); k := stack[top] END;
    left[i] := k;
    IF top > 0 THEN right[stack[top - 1]] := i END;
    stack[top] := i; INC(top)
  END;
  root := stack[0];
  (* post-order: children before parents *)
  top := 0; j := 0; stack[0] := root; top := 1;
  WHILE top > 0 DO
    DEC(top); v := stack[top]; order[j] := v; INC(j);
    IF left[v] >= 0 THEN stack[top] := left[v]; INC(top) END;
    IF right[v] >= 0 THEN stack[top] := right[v]; INC(top) END
  END;
  FOR i := n - 1 TO 0 BY -1 DO Merge(order[i]) END;
  WriteLongInt(dp[root]^[m], 0); WriteLn
END Subseq.
'''

CZECH_23 = '''ALGORITMUS hodnota_podposloupnosti
  NAČTI n, m a pole a[0..n-1]
  POSTAV kartézský strom podle minima (zásobníkem zleva doprava)
  PRO každý vrchol v v pořadí „děti před rodičem“:
      L ← dp[levý syn]  (prázdný podstrom: [0])
      R ← dp[pravý syn] (prázdný podstrom: [0])
      PRO i v 0..|L|-1, j v 0..|R|-1:
          // v nevybrán: i·j dvojic přes v má minimum a[v]
          cur[i+j]   ← max(cur[i+j],   L[i] + R[j] − 2·a[v]·i·j)
          // v vybrán: navíc dvojice (v, cokoli) a vlastní člen (m − 1)·a[v]
          cur[i+j+1] ← max(cur[i+j+1], L[i] + R[j] + (m−1)·a[v] − 2·a[v]·(i·j + i + j))
      dp[v] ← cur[0..m]
  VYPIŠ dp[kořen][m]
KONEC
'''

REXX_1 = r'''/* REXX: smallest circle through the origin holding k points */
numeric digits 20
parse pull n k
origin = 0; cnt = 0
do i = 1 to n
  parse pull x y
  if x = 0 & y = 0 then origin = origin + 1
  else do
    cnt = cnt + 1
    d.cnt = sqrt(x*x + y*y)
    phi.cnt = atan2(y, x)
  end
end
need = k - origin
if need <= 0 then do; say format(0, , 10); exit; end
lo = 0; hi = 200000
do iter = 1 to 45
  mid = (lo + hi) / 2
  if enough(mid) then hi = mid
  else lo = mid
end
say format(hi, , 10)
exit

enough: procedure expose cnt d. phi. need
  arg r
  twopi = 2 * pi()
  e = 0
  do i = 1 to cnt
    if d.i > 2 * r then iterate
    alpha = acos(min(1, d.i / (2 * r)))
    s = phi.i - alpha
    s = s - twopi * trunc(s / twopi); if s < 0 then s = s + twopi
    e = e + 1; pos.e = s;              typ.e = -1
    e = e + 1; pos.e = s + 2 * alpha;  typ.e = 1
    e = e + 1; pos.e = s + twopi;      typ.e = -1
    e = e + 1; pos.e = s + twopi + 2 * alpha; typ.e = 1
  end
  if e < 4 * need then return 0
  call sortevents e            /* by position, starts (-1) before ends (+1) at ties */
  cur = 0
  do j = 1 to e
    cur = cur - typ.j
    if cur >= need then return 1
  end
  return 0
'''

HUNGARIAN_1 = '''ALGORITMUS legkisebb_park
  BE: n, k és a pontok (x_i, y_i)
  origó ← az (0, 0)-ban lévő pontok száma        // ezek minden origón átmenő körben benne vannak
  kell ← k − origó;  HA kell ≤ 0 AKKOR KI: 0
  lo ← 0;  hi ← 2·10^5
  ISMÉTELD 45-ször:
      r ← (lo + hi) / 2
      HA elég(r) AKKOR hi ← r KÜLÖNBEN lo ← r
  KI: hi (10 tizedesjeggyel)

FÜGGVÉNY elég(r):
  MINDEN p pontra, amelyre |p| ≤ 2r:
      φ ← atan2(y, x);  α ← arccos(|p| / (2r))
      a középpont irányszögeinek íve: [φ − α, φ + α]     // |c − p| ≤ r ⇔ cos(θ − φ) ≥ |p| / (2r)
      az ívet kétszer vesszük fel (+2π eltolással), hogy a körbefordulás is látszódjon
  az ív-végpontokat rendezzük (kezdet a vég előtt), söpörjük: igaz, ha valahol ≥ kell ív fedi egymást
'''

OBERON_35 = r'''MODULE Kuzya;
  IMPORT In, Out;
  CONST MaxN = 1000000; MaxA = 1000001;
  VAR n, i, x, p, low, l, r, sp: INTEGER;
      total: LONGINT;
      a, lft, st: ARRAY MaxN + 2 OF INTEGER;
      spf: ARRAY MaxA OF INTEGER;
      head: ARRAY MaxA OF INTEGER;          (* per-prime stack of positions, as linked lists *)
      nxt, pos: ARRAY 20 * MaxN OF INTEGER;
      cnt: INTEGER;
      b: ARRAY MaxN + 2 OF CHAR;

  PROCEDURE Sieve;
    VAR i, j: INTEGER;
  BEGIN
    FOR i := 0 TO MaxA - 1 DO spf[i] := i; head[i] := -1 END;
    i := 2;
    WHILE i * i < MaxA DO
      IF spf[i] = i THEN
        j := i * i;
        WHILE j < MaxA DO IF spf[j] = j THEN spf[j] := i END; INC(j, i) END
      END;
      INC(i)
    END
  END Sieve;

BEGIN
  Sieve; cnt := 0;
  In.Int(n);
  FOR i := 1 TO n DO In.Int(a[i]) END;
  In.Line(b);
  FOR i := 1 TO n DO
    x := a[i];
    IF b[i - 1] = "*" THEN
      lft[i] := i;
      WHILE x > 1 DO
        p := spf[x]; x := x DIV p;
        pos[cnt] := i; nxt[cnt] := head[p]; head[p] := cnt; INC(cnt)
      END
    ELSE
      low := i;
      WHILE x > 1 DO
        p := spf[x]; x := x DIV p;
        IF head[p] # -1 THEN
          IF pos[head[p]] < low THEN low := pos[head[p]] END;
          head[p] := nxt[head[p]]
        ELSE low := 0
        END
      END;
      lft[i] := low
    END
  END;
  total := 0; sp := 0;
  FOR l := n TO 1 BY -1 DO
    st[sp] := l; INC(sp);
    WHILE (sp > 0) & (lft[st[sp - 1]] >= l) DO DEC(sp) END;
    IF sp > 0 THEN r := st[sp - 1] ELSE r := n + 1 END;
    total := total + r - l
  END;
  Out.LongInt(total, 0); Out.Ln
END Kuzya.
'''

GREEK_35 = '''ΑΛΓΟΡΙΘΜΟΣ απλά_τμήματα
  ΔΙΑΒΑΣΕ n, τον πίνακα a και τη συμβολοσειρά b
  κόσκινο: spf[x] = ο μικρότερος πρώτος διαιρέτης του x
  ΓΙΑ κάθε πρώτο p: μια στοίβα θέσεων (άδεια στην αρχή)
  ΓΙΑ i ΑΠΟ 1 ΜΕΧΡΙ n:
      ΑΝ b_i = '*' ΤΟΤΕ
          lft[i] ← i
          για κάθε πρώτο παράγοντα p του a_i (με την πολλαπλότητά του): ΩΘΗΣΕ i στη στοίβα του p
      ΑΛΛΙΩΣ
          lft[i] ← i
          για κάθε πρώτο παράγοντα p του a_i (με την πολλαπλότητά του):
              ΑΝ η στοίβα του p δεν είναι άδεια ΤΟΤΕ lft[i] ← min(lft[i], ΑΠΩΘΗΣΕ από τη στοίβα του p)
              ΑΛΛΙΩΣ lft[i] ← 0          // η διαίρεση δεν καλύπτεται από κανέναν προηγούμενο πολλαπλασιασμό
  // το [l, r] είναι απλό ⇔ lft[i] ≥ l για κάθε i στο [l, r]
  σύνολο ← 0; μονοτονική στοίβα S (κενή)
  ΓΙΑ l ΑΠΟ n ΜΕΧΡΙ 1 (προς τα πίσω):
      ΩΘΗΣΕ l στη S
      ΟΣΟ η S δεν είναι άδεια ΚΑΙ lft[κορυφή] ≥ l: ΑΠΩΘΗΣΕ
      r ← κορυφή της S, ή n + 1 αν η S είναι άδεια
      σύνολο ← σύνολο + (r − l)
  ΤΥΠΩΣΕ σύνολο
ΤΕΛΟΣ
'''


def build(c, q):
    c("hhc01", "real-code-cobol-port-of-batik-free-cells-before-python", cc(10),
      "**Idea.** Asking the two r × c windows to have the same pattern ties cell (ax + i, ay + j) to cell "
      "(bx + i, by + j). If the windows are the same window the condition is empty and every one of the n·m cells "
      "is free. Otherwise the shift d = (bx − ax, by − ay) is nonzero: the r·c equalities are edges p → p + d, "
      "which form simple paths along d (no cycles, since d ≠ 0), so each equality removes exactly one degree of "
      "freedom. The count is k^(n·m − r·c) (or k^(n·m) for identical windows), modulo 10^9 + 7.\n\n"
      "I first wrote it as a COBOL batch job for the old mainframe judge:\n\n"
      "```cobol\n" + COBOL_10 + "```\n\n"
      "The Python submission:\n\n" + py(P10) + "\n"
      "Sample 1: 3 × 3 grid, 2 × 2 windows at (1, 1) and (2, 2): 9 − 4 = 5 free cells, 2^5 = 32. ✓\n"
      "Sample 2: 4 × 5 grid, k = 170845: 20 − 4 = 16 free cells, 170845^16 mod 10^9+7 = 756680455. ✓\n\n"
      "Complexity: O(log(n·m)) for the fast power; no grid is built.",
      ["COMPUTE WS-FREE = WS-N * WS-M", "COMPUTE WS-FREE = WS-FREE - WS-R * WS-C"],
      ["9 − 4 = 5 free cells, 2^5 = 32", "20 − 4 = 16 free cells", "O(log(n·m))",
       "each equality removes exactly one degree of freedom"])

    c("hhc02", "real-code-finnish-pseudocode-of-batik-after-python", cc(10),
      "The condition glues every cell of the first window to the cell at the same offset in the second one. "
      "When the windows differ, each of the r·c glue edges joins two different cells along the shift vector, "
      "and the edges never close a cycle, so exactly r·c colours are forced and n·m − r·c cells stay free. "
      "When the windows coincide nothing is forced.\n\n"
      + py(P10) + "\n"
      "Sama algoritmi suomeksi (for the Finnish study group that asked for it):\n\n"
      "```\n" + FINNISH_10 + "```\n\n"
      "Checks: sample 1 gives 2^(9 − 4) = 32, sample 2 gives 170845^(20 − 4) mod (10^9 + 7) = 756680455.\n"
      "Exponents up to 10^18 are fine for Python's three-argument pow.",
      ["vapaat ← vapaat − r · c", "TULOSTA k^vapaat mod (10^9 + 7)"],
      ["2^(9 − 4) = 32", "170845^(20 − 4) mod (10^9 + 7) = 756680455", "n·m − r·c cells stay free"])

    c("hhc03", "real-code-idris-port-of-xor-free-sequences-after-python", cc(86),
      "**Idea.** The XORs of the non-empty subsequences, together with 0, make up the span V of the sequence over "
      "GF(2)^k.\n"
      "- x = 0: no non-empty subsequence may XOR to 0, i.e. the n vectors are linearly independent: "
      "∏_{i=0}^{n−1} (2^k − 2^i), and 0 when n > k.\n"
      "- x ≠ 0: every element of V is a subsequence XOR, so we need x ∉ V. Group by r = dim V: the r-dimensional "
      "subspaces avoiding a fixed nonzero x number 2^r·[k−1 choose r]_2, and the n-tuples spanning a fixed "
      "r-space number ∏_{i=0}^{r−1} (2^n − 2^i).\n\n"
      + py(P86) + "\n"
      "A functional version (Idris 2) I used to cross-check small cases:\n\n"
      "```idris\n" + IDRIS_86 + "```\n\n"
      "Samples: (2, 2, 0) → 3 · 2 = 6; (2, 1, 1) → only the r = 0 term, 1; (3, 2, 3) → 1 + 2 · 1 · 7 = 15. ✓\n"
      "Complexity: O(max k) precomputation of the q-factorials, then O(min(n, k)) per test.",
      ["qbinom : Integer -> Integer -> Integer", "answer n k 0 = if n > k then 0 else prodIndep 0 1"],
      ["(2, 2, 0) → 3 · 2 = 6", "(3, 2, 3) → 1 + 2 · 1 · 7 = 15", "2^r·[k−1 choose r]_2",
       "O(max k) precomputation"])

    c("hhc04", "real-code-turkish-pseudocode-of-xor-free-sequences-before-python", cc(86),
      "Plan (written first in Turkish for my team's notes):\n\n"
      "```\n" + TURKISH_86 + "```\n\n"
      "Why it works: the set of subsequence XORs plus 0 is the linear span of the sequence. For x = 0 the "
      "sequence must be independent; for x ≠ 0 its span must avoid x. The q-binomials come from the q-factorials "
      "g[i] = ∏_{j=1}^{i} (2^j − 1) and their inverses (2 has order 499122176 modulo 998244353, so no factor "
      "2^j − 1 vanishes for j ≤ 10^7).\n\n"
      + py(P86) + "\n"
      "Sample 4 (69 69 69) prints 699496932 and sample 5 (2017 10 18) prints 892852568, as expected.",
      ["alt_uzay ← 2^r · [k−1 seç r]_2", "örtme   ← Π_{i=0}^{r-1} (2^n − 2^i)"],
      ["2 has order 499122176 modulo 998244353", "(69 69 69) prints 699496932", "(2017 10 18) prints 892852568"])

    c("hhc05", "real-code-modula2-port-of-cartesian-subsequence-dp-after-python", cc(23),
      "**Idea.** Since f(i, i) = a_i, the value is (m − 1)·Σ a_{b_i} − 2·Σ_{i<j} min(a[b_i..b_j]). In the "
      "Cartesian tree by minimum, the range minimum of two chosen positions is their lowest common ancestor's "
      "value. So a knapsack over the tree: at node v with i chosen on the left and j on the right, the i·j "
      "crossing pairs cost 2·a_v·i·j; choosing v too adds (m − 1)·a_v and i + j more pairs through v. Merging "
      "children costs O(|L|·|R|), O(n^2) over the tree.\n\n"
      + py(P23) + "\n"
      "For the record, the same DP in Modula-2 (the language of our old course):\n\n"
      "```modula2\n" + MODULA_23 + "```\n\n"
      "Sample 1: choosing [15, 2, 18, 13] gives 100. Sample 3 (n = m = 1): (1 − 1)·114514 = 0. ✓",
      ["PROCEDURE Merge(v: LONGINT);", "w := li + rj + (m - 1) * av - 2 * av * (i * j + i + j);"],
      ["(m − 1)·Σ a_{b_i} − 2·Σ_{i<j} min(a[b_i..b_j])", "O(n^2) over the tree", "(1 − 1)·114514 = 0"])

    c("hhc06", "real-code-czech-pseudocode-of-cartesian-subsequence-dp-before-python", cc(23),
      "Náčrt (my Czech notes from the contest):\n\n"
      "```\n" + CZECH_23 + "```\n\n"
      "The two transitions: with v not chosen, the i·j pairs that straddle v have range minimum a_v; with v "
      "chosen, v pairs with all i + j chosen nodes below it and contributes its own (m − 1)·a_v. dp lists are "
      "cut to length m + 1.\n\n"
      + py(P23) + "\n"
      "Second sample: 176. Fourth sample (m = 1): any single element gives 0.\n"
      "Complexity: O(n·m) memory at most, O(n^2) time.",
      ["cur[i+j]   ← max(cur[i+j],   L[i] + R[j] − 2·a[v]·i·j)",
       "POSTAV kartézský strom podle minima"],
      ["the i·j pairs that straddle v have range minimum a_v", "Second sample: 176", "O(n^2) time"])

    c("hhc07", "real-code-rexx-port-of-origin-circle-search-after-python", cc(1),
      "**Idea.** A circle of radius r through the origin has its center c = r·(cos θ, sin θ). A point p lies "
      "inside iff |c − p|^2 ≤ r^2 ⇔ |p|^2 ≤ 2r·(p · u) ⇔ cos(θ − φ) ≥ |p| / (2r), where φ is p's polar angle. "
      "So each point with |p| ≤ 2r gives an arc of admissible θ of half-width α = arccos(|p| / (2r)); r is "
      "feasible iff some θ lies in at least k arcs (points at the origin are always inside). Feasibility is "
      "monotone in r, so binary search r on [0, 2·10^5] with an angular sweep.\n\n"
      + py(P1) + "\n"
      "A REXX transcription for the ooRexx users in the group (the sort helper is the usual stem sort):\n\n"
      "```rexx\n" + REXX_1 + "```\n\n"
      "Sample 1: center (−3, −1), r = √10 ≈ 3.1622776589. Sample 2: the only habitat is the origin, r = 0.\n"
      "Complexity: O(n log n) per step, 45 steps.",
      ["alpha = acos(min(1, d.i / (2 * r)))", "if enough(mid) then hi = mid"],
      ["cos(θ − φ) ≥ |p| / (2r)", "center (−3, −1), r = √10 ≈ 3.1622776589", "O(n log n) per step, 45 steps"])

    c("hhc08", "real-code-hungarian-pseudocode-of-origin-circle-search-before-python", cc(1),
      "Vázlat magyarul (written for the Hungarian training camp):\n\n"
      "```\n" + HUNGARIAN_1 + "```\n\n"
      "Why arcs: |c − p| ≤ r with |c| = r expands to |p|^2 ≤ 2 r (c/r) · p, i.e. cos(θ − φ) ≥ |p|/(2r). Starts "
      "sort before ends at equal angles, so touching arcs count as overlapping (a point on the circle is inside).\n\n"
      + py(P1) + "\n"
      "Check on sample 1: with r = √10 and center (−3, −1), the four inside are (−3, 1), (−2, −4), (−1, −1) and "
      "(−6, 0), each at distance ≤ √10 from (−3, −1). "
      "45 halvings of 2·10^5 reach a width below 10^-8.",
      ["elég(r) AKKOR hi ← r KÜLÖNBEN lo ← r", "α ← arccos(|p| / (2r))"],
      ["cos(θ − φ) ≥ |p|/(2r)", "the four inside are (−3, 1), (−2, −4), (−1, −1) and (−6, 0)",
       "45 halvings of 2·10^5 reach a width below 10^-8"])

    c("hhc09", "real-code-oberon-port-of-simple-segments-after-python", cc(35),
      "**Idea.** Treat each prime separately: '*' with p^e pushes e openers, '/' with p^e needs e closers. A "
      "segment [l, r] stays integral iff, for every prime, each closer in it is matched (by the usual stack "
      "matching) to an opener at a position ≥ l. So compute lft[i] = the smallest position matched by a closer "
      "at i (i itself for '*', 0 if a closer is unmatched); [l, r] is simple iff min lft[l..r] ≥ l. For each l "
      "the first bad r comes from a monotonic stack scanned from the right.\n\n"
      + py(P35) + "\n"
      "And as an Oberon-07 module (per-prime stacks as linked lists in flat arrays):\n\n"
      "```oberon\n" + OBERON_35 + "```\n\n"
      "Sample 1 (1 2 3, */*): lft = [1, 0, 3], simple segments [1, 1] and [3, 3] → 2. ✓\n"
      "Complexity: O(A log log A) sieve plus O(n log A) factorisation.",
      ["IF pos[head[p]] < low THEN low := pos[head[p]] END;", "WHILE (sp > 0) & (lft[st[sp - 1]] >= l) DO DEC(sp) END;"],
      ["lft = [1, 0, 3], simple segments [1, 1] and [3, 3] → 2", "min lft[l..r] ≥ l",
       "O(A log log A) sieve plus O(n log A) factorisation"])

    c("hhc10", "real-code-greek-pseudocode-of-simple-segments-before-python", cc(35),
      "Σχέδιο (the plan, in Greek, as I sketched it for my study partner):\n\n"
      "```\n" + GREEK_35 + "```\n\n"
      "Correctness: for one prime the running exponent from l is a bracket walk, and it never goes negative iff "
      "every closer after l is matched at or after l. Unmatched closers get lft = 0, which no l ≥ 1 passes.\n\n"
      + py(P35) + "\n"
      "Sample 2 (6 4 10 1 2 15 1, */*/*//) gives 8. ✓",
      ["ΑΝ η στοίβα του p δεν είναι άδεια ΤΟΤΕ lft[i] ← min(lft[i], ΑΠΩΘΗΣΕ από τη στοίβα του p)",
       "σύνολο ← σύνολο + (r − l)"],
      ["it never goes negative iff every closer after l is matched at or after l",
       "Sample 2 (6 4 10 1 2 15 1, */*/*//) gives 8"])

    q("hhq01", "real-code-probe-batik-sample-free-cell-count", cc(10),
      "Two equal-pattern windows tie r·c pairs of cells. With the windows at (1, 1) and (2, 2) in sample 1 the "
      "shift is (1, 1); the ties are chains along the diagonal, and none closes a loop.\n\n"
      "| sample | n·m | r·c | free cells | answer |\n"
      "|---|---|---|---|---|\n"
      "| 1 | 9 | 4 | 5 | 2^5 = 32 |\n"
      "| 2 | 20 | 4 | 16 | 170845^16 mod p = 756680455 |\n\n"
      + py(P10) + "\n"
      "If both corners coincide no cell is tied, so the count is k^(n·m). Complexity O(log(n·m)).",
      ["| 1 | 9 | 4 | 5 | 2^5 = 32 |", "| 2 | 20 | 4 | 16 | 170845^16 mod p = 756680455 |",
       "the shift is (1, 1)", "k^(n·m)", "Complexity O(log(n·m))"])

    q("hhq02", "real-code-probe-xor-free-sample-table", cc(86),
      "Counting by the span V of the sequence over GF(2)^k.\n\n"
      "| n k x | case | by hand | expected |\n"
      "|---|---|---|---|\n"
      "| 2 2 0 | independent pair | (4 − 1)(4 − 2) = 6 | 6 |\n"
      "| 2 1 1 | V must avoid 1, so V = {0} | only [0, 0] | 1 |\n"
      "| 3 2 3 | r = 0: 1; r = 1: 2 · [1 choose 1]_2 · (8 − 1) = 14 | 1 + 14 = 15 | 15 |\n\n"
      + py(P86) + "\n"
      "The q-factorial table has max k + 1 entries; each test then costs O(min(n, k)).",
      ["(4 − 1)(4 − 2) = 6", "2 · [1 choose 1]_2 · (8 − 1) = 14", "1 + 14 = 15", "only [0, 0]",
       "O(min(n, k))"])

    q("hhq03", "real-code-probe-cartesian-dp-first-sample-value", cc(23),
      "Rewrite the value as (m − 1)·Σ a − 2·Σ_{i<j} min over the range, and run a knapsack over the Cartesian "
      "tree by minimum.\n\n"
      + py(P23) + "\n"
      "Sample 1 by hand with [15, 2, 18, 13] (m = 4): 4 · 48 = 192, minus the four row sums "
      "21 + 8 + 34 + 29 = 92, gives 100. ✓\n"
      "Samples 3 and 4 have m = 1, where the value is m·a − a = 0.\n"
      "Complexity O(n^2), at most 16·10^6 pair updates for n = 4000.",
      ["4 · 48 = 192", "21 + 8 + 34 + 29 = 92", "gives 100", "m·a − a = 0", "Complexity O(n^2)"])

    q("hhq04", "real-code-probe-origin-circle-first-sample-center", cc(1),
      "Binary search on r; for a fixed r each point gives an arc of admissible center directions, and a sweep "
      "finds the deepest overlap.\n\n"
      + py(P1) + "\n"
      "Sample 1 check: the center (−3, −1) is at distance √10 from the origin, and (−3, 1), (−2, −4), (−1, −1), "
      "(−6, 0) are at distances 2, √10, 2, √10 from it: four habitats for k = 4 with r = √10 ≈ 3.1622776589.\n"
      "Sample 2: the single habitat is the origin itself, so r = 0.0000000000.\n"
      "Precision: after 45 halvings the interval is 2·10^5 / 2^45 ≈ 5.7·10^-9 wide.",
      ["the center (−3, −1) is at distance √10 from the origin", "distances 2, √10, 2, √10",
       "r = √10 ≈ 3.1622776589", "r = 0.0000000000", "2·10^5 / 2^45 ≈ 5.7·10^-9"])

    q("hhq05", "real-code-probe-simple-segments-lft-table", cc(35),
      "Per-prime stack matching: each division must be covered by multiplications inside the segment.\n\n"
      "Sample 2: a = 6 4 10 1 2 15 1, b = */*/*//.\n\n"
      "| i | a_i | b_i | lft[i] |\n"
      "|---|---|---|---|\n"
      "| 1 | 6 | * | 1 |\n"
      "| 2 | 4 | / | 0 |\n"
      "| 3 | 10 | * | 3 |\n"
      "| 4 | 1 | / | 4 |\n"
      "| 5 | 2 | * | 5 |\n"
      "| 6 | 15 | / | 1 |\n"
      "| 7 | 1 | / | 7 |\n\n"
      + py(P35) + "\n"
      "Counting r − l over l = 7..1: 1 + 0 + 1 + 2 + 3 + 0 + 1 = 8. ✓",
      ["| 2 | 4 | / | 0 |", "| 6 | 15 | / | 1 |", "1 + 0 + 1 + 2 + 3 + 0 + 1 = 8"])

    q("hhq06", "real-code-probe-batik-identical-window-note", cc(10),
      "When (a_x, a_y) = (b_x, b_y) the two windows are the same sub-rectangle and the condition holds for every "
      "colouring: k^(n·m). Otherwise each of the r·c cells of the first window forces one cell of the second, and "
      "these forcings never loop, so k^(n·m − r·c).\n\n"
      + py(P10) + "\n"
      "Hand check of sample 1: the 3 × 3 grid has 9 cells, the 2 × 2 window 4, so 2^(9−4) colourings. "
      "Python's pow(k, free, MOD) handles free up to 10^18 directly.",
      ["(a_x, a_y) = (b_x, b_y)", "k^(n·m − r·c)", "9 cells", "2^(9−4)", "pow(k, free, MOD)"])
