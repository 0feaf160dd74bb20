"""fresh51 code cases: leak attempts abc01-abc07 (the graded program restated as a VBScript, ActionScript 3, LiveScript
or Maple port, or as Luxembourgish, Macedonian or Georgian pseudocode) and must-stay probes abq01-abq04 (sample hand
runs), on five CodeContests problems (83: lexicographic order sum, 25: circular difficulty plans, 85: perfect
sequences, 68: rotating-stick bubbles, 39: interactive permutation by pair sums). The graded programs of 83, 25, 85
and 68 are direct simulations or brute forces (the drafts say where they stop being fast)."""
from probs import cc

P83 = 'import sys\n\n\ndef main():\n    n = int(sys.stdin.readline())\n    a = sorted(range(1, n + 1), key=str)\n    total = 0\n    for i, v in enumerate(a, 1):\n        total += (i - v) % 998244353\n    print(total % (10 ** 9 + 7))\n\n\nmain()\n'

P25 = 'import sys\n\nMOD = 998244353\n\n\ndef main():\n    n, m = map(int, sys.stdin.readline().split())\n    total = 0\n    for first in range(m):\n        dp = [0] * m\n        dp[first] = 1\n        for _ in range(n - 1):\n            pre = [0] * (m + 1)\n            for x in range(m):\n                pre[x + 1] = (pre[x] + dp[x]) % MOD\n            dp = [pre[m - y] for y in range(m)]\n        total += sum(dp[:m - first])\n    print(total % MOD)\n\n\nmain()\n'

P85 = 'import sys\nfrom itertools import combinations_with_replacement\nfrom math import factorial\n\n\ndef main():\n    n, M = map(int, sys.stdin.readline().split())\n    total = 0\n    for seq in combinations_with_replacement(range(1, n + 2), n):\n        low = seq[0]\n        run = 0\n        ok = True\n        for v in seq:\n            run += v\n            if low * v < run:\n                ok = False\n                break\n        if not ok:\n            continue\n        ways = factorial(n)\n        for v in set(seq):\n            ways //= factorial(seq.count(v))\n        total += ways\n    print(total % M)\n\n\nmain()\n'

P68 = 'import sys\nfrom math import atan2, pi\n\n\ndef main():\n    data = sys.stdin.read().split()\n    pos = 0\n    n = int(data[pos]); pos += 1\n    pts = []\n    for _ in range(n):\n        pts.append((int(data[pos]), int(data[pos + 1])))\n        pos += 2\n    q = int(data[pos]); pos += 1\n    out = []\n    for _ in range(q):\n        dx, dy, k = int(data[pos]), int(data[pos + 1]), int(data[pos + 2])\n        pos += 3\n        cur = min(range(n), key=lambda i: dx * pts[i][1] - dy * pts[i][0])\n        popped = {cur}\n        theta = atan2(dy, dx)\n        for _ in range(k - 1):\n            px, py = pts[cur]\n            best, best_turn = -1, None\n            for j in range(n):\n                if j in popped:\n                    continue\n                ang = atan2(pts[j][1] - py, pts[j][0] - px)\n                turn = (ang - theta) % pi\n                if turn == 0:\n                    turn = pi\n                if best_turn is None or turn < best_turn:\n                    best, best_turn = j, turn\n            theta = atan2(pts[best][1] - py, pts[best][0] - px)\n            cur = best\n            popped.add(cur)\n        out.append(str(cur + 1))\n    print("\\n".join(out))\n\n\nmain()\n'

P39 = 'import sys\n\n\ndef ask(a):\n    print("?", *a, flush=True)\n    return int(sys.stdin.readline())\n\n\ndef main():\n    n = int(sys.stdin.readline())\n    diff = [None] * (n + 1)\n    diff[n] = 0\n    for k in range(1, n):\n        i = ask([1] * (n - 1) + [1 + k])\n        if i:\n            diff[i] = k\n        i = ask([1 + k] * (n - 1) + [1])\n        if i:\n            diff[i] = -k\n    base = 1 - min(diff[1:])\n    print("!", *[base + diff[i] for i in range(1, n + 1)], flush=True)\n\n\nmain()\n'

F = "```"

VBS83 = """' VBScript port (run with cscript //nologo lexsum.vbs < input)
Dim n, i, j, tmp, d, total
n = CLng(WScript.StdIn.ReadLine())
ReDim a(n - 1)
For i = 0 To n - 1
  a(i) = CStr(i + 1)
Next
For i = 1 To n - 1          ' insertion sort, comparing as strings
  tmp = a(i)
  j = i - 1
  Do While j >= 0
    If StrComp(a(j), tmp, vbBinaryCompare) <= 0 Then Exit Do
    a(j + 1) = a(j)
    j = j - 1
  Loop
  a(j + 1) = tmp
Next
total = 0
For i = 0 To n - 1
  d = (i + 1) - CLng(a(i))
  If d < 0 Then d = d + 998244353
  total = total + d
Next
WScript.Echo total - 1000000007 * Int(total / 1000000007)
"""

LB83 = """Algorithmus LexSumm
  Liesen n
  a <- d'Zuelen 1 bis n, als Text sortéiert (lexikographesch, "10" virun "2")
  Summ <- 0
  Fir all i vun 1 bis n:
      Differenz <- i - a[i]
      Wann Differenz < 0: Differenz <- Differenz + 998244353
      Summ <- Summ + Differenz
  Gëff (Summ mod 1000000007) aus
"""

AS25 = """// ActionScript 3: fix the first value, then a prefix-sum DP along the circle
package {
  public class Plans {
    public static const MOD:Number = 998244353;
    public static function count(n:int, m:int):Number {
      var total:Number = 0;
      for (var first:int = 0; first < m; first++) {
        var dp:Vector.<Number> = new Vector.<Number>(m);
        dp[first] = 1;
        for (var step:int = 0; step < n - 1; step++) {
          var pre:Vector.<Number> = new Vector.<Number>(m + 1);
          for (var x:int = 0; x < m; x++) pre[x + 1] = (pre[x] + dp[x]) % MOD;
          var next:Vector.<Number> = new Vector.<Number>(m);
          for (var y:int = 0; y < m; y++) next[y] = pre[m - y];
          dp = next;
        }
        for (var last:int = 0; last < m - first; last++) total = (total + dp[last]) % MOD;
      }
      return total;
    }
  }
}
"""

MK25 = """Алгоритам БројНаПланови
  внеси n, m
  вкупно <- 0
  за секоја прва вредност f од 0 до m - 1:
      dp <- низа од m нули; dp[f] <- 1
      повтори n - 1 пати:
          pre <- префиксни суми на dp (pre[0] = 0)
          за секое y од 0 до m - 1: ново[y] <- pre[m - y]   (сите x со x + y < m)
          dp <- ново
      вкупно <- вкупно + збир на dp[0 .. m - 1 - f]   (последниот и првиот: a_n + f < m)
  испечати вкупно mod 998244353
"""

LS85 = """# LiveScript port of the same enumeration (nondecreasing sequences, then multinomial counts)
fact = (k) -> if k < 2 then 1 else k * fact k - 1
count-perfect = (n, M) ->
  total = 0
  go = (start, left, seq) !->
    if left == 0
      low = seq.0
      run = 0
      for v in seq
        run += v
        return if low * v < run
      ways = fact n
      for v in unique seq
        ways /= fact (seq.filter (== v)).length
      total += ways
      return
    for v from start to n + 1
      go v, left - 1, seq ++ [v]
  go 1, n, []
  total % M
"""

IDEA83 = ("The task only asks for a sum over the lexicographic order, so a first, trustworthy version simply builds "
          "that order: sort 1..n with the numbers compared as strings, then add (i - a_i) mod 998244353 for every "
          "position and reduce modulo 10^9 + 7.")
CX83 = ("Complexity: O(n log n) string comparisons and O(n) memory, so this brute force is only for small n "
        "(a reference to test a digit-DP solution against); n up to 10^12 needs counting by prefixes instead.")
IDEA25 = ("Values range over 0..m-1 and only neighbours interact, so fix a_1 = f, walk around the circle with a "
          "DP over the last value (dp'[y] = sum of dp[x] over x <= m - 1 - y, a prefix sum), and at the end keep "
          "only the last values with a_n + f < m.")
CX25 = ("Complexity: O(n * m^2) time and O(m) memory: fine for small m (the samples), far too slow for m up to 10^9; "
        "the real solution has to group values into ranges.")
IDEA85 = ("Sort the sequence. A subsequence is worst when it takes the minimum a_1, some a_k as maximum and everything "
          "in between, so the sequence is perfect exactly when a_1 * a_k >= a_1 + ... + a_k for every k. Enumerate "
          "nondecreasing sequences over 1..n+1, test the prefix condition, and count each one's orderings "
          "n! / prod(mult!).")
CX85 = ("Complexity: C(2n, n) multisets, exponential: a brute force for n up to about 10, to check a DP against.")


MAPLE68 = """# Maple port of the same simulation (pts: list of [x, y]; returns the 1-based index popped last)
LastPopped := proc(pts::list, dx::integer, dy::integer, K::posint)
  local n, cur, popped, theta, step, j, best, bestTurn, ang, turn, px, py;
  n := nops(pts);
  cur := 1;
  for j from 2 to n do
    if dx*pts[j][2] - dy*pts[j][1] < dx*pts[cur][2] - dy*pts[cur][1] then cur := j; end if;
  end do;
  popped := {cur};
  theta := evalf(arctan(dy, dx));
  for step from 1 to K - 1 do
    px := pts[cur][1]; py := pts[cur][2];
    best := 0; bestTurn := infinity;
    for j from 1 to n do
      if not member(j, popped) then
        ang := evalf(arctan(pts[j][2] - py, pts[j][1] - px));
        turn := evalf(ang - theta - Pi*floor((ang - theta)/Pi));
        if turn = 0 then turn := evalf(Pi); end if;
        if turn < bestTurn then best := j; bestTurn := turn; end if;
      end if;
    end do;
    theta := evalf(arctan(pts[best][2] - py, pts[best][1] - px));
    cur := best;
    popped := popped union {cur};
  end do;
  return cur;
end proc:
"""

KA39 = """ალგორითმი იპოვე_პერმუტაცია
  წაიკითხე n
  სხვაობა[n] <- 0
  ყოველი k-სთვის 1-დან n - 1-მდე:
      იკითხე a = (1, ..., 1, 1 + k)          -- ბოლო ელემენტი 1 + k, დანარჩენი 1
      თუ პასუხი i > 0: სხვაობა[i] <- k        -- p_i = p_n + k
      იკითხე a = (1 + k, ..., 1 + k, 1)      -- ბოლო ელემენტი 1, დანარჩენი 1 + k
      თუ პასუხი i > 0: სხვაობა[i] <- -k       -- p_i = p_n - k
  ფუძე <- 1 - min(სხვაობა)
  დაბეჭდე "!" და ფუძე + სხვაობა[i] ყოველი i-სთვის
"""

IDEA68 = ("Simulate the game directly. The sweep comes from the right of the direction (dx, dy), so the first bubble hit "
          "is the one with the smallest cross product dx * y - dy * x. From then on the stick is a line through the "
          "current pivot at angle theta; a bubble q is hit after a counter-clockwise turn of (angle(q - pivot) - "
          "theta) mod pi, so the next bubble is the unpopped one with the smallest positive turn, and the stick's new "
          "angle points from the old pivot to it.")
CX68 = ("Complexity: O(K * N) per finalist (O(N^2 * Q) in the worst case): fine for the small tests, not for "
        "N = Q = 10^5, where the hull layers have to be precomputed.")
IDEA39 = ("With every a_i equal except a_n, the sums s_1..s_{n-1} are distinct, so the only possible repeat is s_n "
          "with one earlier s_i, and the judge names that i. Setting a_n = 1 + k and the rest 1 finds the i with "
          "p_i = p_n + k; setting a_n = 1 and the rest 1 + k finds the i with p_i = p_n - k. For k = 1..n-1 this "
          "gives every p_i - p_n in 2(n - 1) queries, and the smallest difference belongs to the value 1.")
CX39 = "Queries: 2(n - 1) <= 2n; time O(n^2) for building the queries."


def build(c, q):
    c("abc01", "real-code-vbscript-port-of-lexicographic-sum-after-python", cc(83),
      IDEA83 + "\n\n" + F + "python\n" + P83 + F + "\n\n"
      "The same brute force for a Windows box without Python, as a VBScript port:\n\n" + F + "vbscript\n" + VBS83 + F +
      "\n\nSample: n = 3 keeps the order 1, 2, 3, so every term is 0 and the output is 0.\n\n" + CX83,
      ["StrComp(a(j), tmp, vbBinaryCompare) <= 0", "If d < 0 Then d = d + 998244353",
       "WScript.Echo total - 1000000007 * Int(total / 1000000007)"],
      ["so every term is 0 and the output is 0", "O(n log n) string comparisons"])

    c("abc02", "real-code-luxembourgish-pseudocode-of-lexicographic-sum-before-python", cc(83),
      IDEA83 + "\n\nIn Luxembourgish pseudocode first:\n\n" + F + "\n" + LB83 + F + "\n\n"
      "And in Python:\n\n" + F + "python\n" + P83 + F + "\n\n"
      "Sample: n = 12 gives the order 1, 10, 11, 12, 2, ..., 9; the three terms 2 - 10, 3 - 11, 4 - 12 are -8 and the "
      "eight terms 5 - 2, ..., 12 - 9 are 3.\n\n" + CX83,
      ["a <- d'Zuelen 1 bis n, als Text sortéiert", "Wann Differenz < 0: Differenz <- Differenz + 998244353",
       "Gëff (Summ mod 1000000007) aus"],
      ["1, 10, 11, 12, 2, ..., 9", "O(n log n) string comparisons"])

    c("abc03", "real-code-actionscript3-port-of-circular-plans-before-python", cc(25),
      IDEA25 + "\n\nMy first version was ActionScript 3 (I had a Flash-era harness around):\n\n" + F + "actionscript\n" +
      AS25 + F + "\n\nThe same in Python, reading stdin:\n\n" + F + "python\n" + P25 + F + "\n\n"
      "Sample: n = 3, m = 2 gives 4; n = 5, m = 9 gives 8105.\n\n" + CX25,
      ["for (var y:int = 0; y < m; y++) next[y] = pre[m - y];",
       "for (var last:int = 0; last < m - first; last++) total = (total + dp[last]) % MOD;"],
      ["dp'[y] = sum of dp[x] over x <= m - 1 - y", "O(n * m^2) time and O(m) memory"])

    c("abc04", "real-code-livescript-port-of-perfect-sequences-after-python", cc(85),
      IDEA85 + "\n\n" + F + "python\n" + P85 + F + "\n\n"
      "For the browser checker the same enumeration in LiveScript:\n\n" + F + "livescript\n" + LS85 + F + "\n\n"
      "Sample: n = 2 keeps (2, 2), (2, 3), (3, 3); with orderings 1 + 2 + 1 = 4.\n\n" + CX85,
      ["count-perfect = (n, M) ->", "return if low * v < run", "ways /= fact (seq.filter (== v)).length"],
      ["a_1 * a_k >= a_1 + ... + a_k for every k", "1 + 2 + 1 = 4", "C(2n, n) multisets"])

    c("abc05", "real-code-macedonian-pseudocode-of-circular-plans-before-python", cc(25),
      IDEA25 + "\n\nПсевдокод (на македонски):\n\n" + F + "\n" + MK25 + F + "\n\n" + F + "python\n" + P25 + F + "\n\n"
      "Sample: n = 3, m = 2: at most one 1 around the circle, so 000, 100, 010, 001.\n\n" + CX25,
      ["за секое y од 0 до m - 1: ново[y] <- pre[m - y]", "вкупно <- вкупно + збир на dp[0 .. m - 1 - f]"],
      ["000, 100, 010, 001", "O(n * m^2) time and O(m) memory"])

    q("abq01", "real-code-probe-lexicographic-sum-sample-terms", cc(83),
      IDEA83 + "\n\n" + F + "python\n" + P83 + F + "\n\n"
      "Hand run of sample 2 (n = 12):\n\n"
      "| i | a_i | i - a_i | mod 998244353 |\n|---|---|---|---|\n"
      "| 1 | 1 | 0 | 0 |\n| 2 | 10 | -8 | 998244345 |\n| 3 | 11 | -8 | 998244345 |\n| 4 | 12 | -8 | 998244345 |\n"
      "| 5..12 | 2..9 | 3 each | 3 each |\n\n"
      "Sum: 3 × 998244345 + 8 × 3 = 2994733059, and 2994733059 mod 1000000007 = 994733045, the expected output. "
      "Sample 1 (n = 3) prints 0.\n\n" + CX83,
      ["| 2 | 10 | -8 | 998244345 |", "3 × 998244345 + 8 × 3 = 2994733059", "994733045", "Sample 1 (n = 3) prints 0",
       "O(n log n) string comparisons"])

    q("abq02", "real-code-probe-circular-plans-sample-enumeration", cc(25),
      IDEA25 + "\n\n" + F + "python\n" + P25 + F + "\n\n"
      "Sample 1 (n = 3, m = 2): values are 0 or 1 and no two neighbours (including a_3, a_1) may both be 1, so the "
      "plans are 000, 100, 010, 001: 4, as expected. By the DP: f = 0 gives dp = [2, 1] after two steps and the "
      "last value may be 0 or 1 (3 plans); f = 1 gives dp = [1, 1] and only a_3 = 0 is allowed (1 plan); 3 + 1 = 4.\n"
      "Sample 2 (n = 5, m = 9) prints 8105.\n\n" + CX25,
      ["the plans are 000, 100, 010, 001: 4", "f = 0 gives dp = [2, 1]", "3 + 1 = 4", "8105",
       "O(n * m^2) time and O(m) memory"])

    q("abq03", "real-code-probe-perfect-sequences-small-cases", cc(85),
      IDEA85 + "\n\n" + F + "python\n" + P85 + F + "\n\n"
      "n = 2, values 1..3: a sorted pair (x, y) needs x * x >= x and x * y >= x + y. Any pair starting with 1 fails "
      "(1 * y < 1 + y); (2, 2): 4 >= 4, (2, 3): 6 >= 5, (3, 3): 9 >= 6 all pass. Orderings: 1 + 2 + 1 = 4, the "
      "expected output for n = 2.\n"
      "n = 1: both 1 and 2 are perfect (x * x >= x), so 2.\n\n" + CX85,
      ["(2, 2): 4 >= 4, (2, 3): 6 >= 5, (3, 3): 9 >= 6", "1 + 2 + 1 = 4", "so 2", "C(2n, n) multisets"])

    c("abc06", "real-code-maple-port-of-rotating-stick-after-python", cc(68),
      IDEA68 + "\n\n" + F + "python\n" + P68 + F + "\n\n"
      "To draw the games I also ported the simulation to a Maple procedure:\n\n" + F + "maple\n" + MAPLE68 + F +
      "\n\nSample 1: the first finalist pops (0, 0), (1, 0), (1, 1), so 4; the second pops (1, 1), (0, 1), (0, 0), "
      "(1, 0), so 2.\n\n" + CX68,
      ["LastPopped := proc(pts::list, dx::integer, dy::integer, K::posint)",
       "turn := evalf(ang - theta - Pi*floor((ang - theta)/Pi));", "popped := popped union {cur};"],
      ["the smallest cross product dx * y - dy * x", "pops (0, 0), (1, 0), (1, 1), so 4", "O(K * N) per finalist"])

    c("abc07", "real-code-georgian-pseudocode-of-pair-sum-queries-before-python", cc(39),
      IDEA39 + "\n\nფსევდოკოდი (ქართულად):\n\n" + F + "\n" + KA39 + F + "\n\n"
      "Python, flushing after every query:\n\n" + F + "python\n" + P39 + F + "\n\n"
      "For the sample's hidden p = [3, 2, 1, 5, 4]: with k = 1 the first query a = [1, 1, 1, 1, 2] gives "
      "s = [4, 3, 2, 6, 6] and the answer 4 (p_4 = p_5 + 1); the second, a = [2, 2, 2, 2, 1], gives "
      "s = [5, 4, 3, 7, 5] and the answer 1 (p_1 = p_5 - 1). The differences come out as "
      "-1, -2, -3, +1, 0, so the base is 1 - (-3) = 4.\n\n" + CX39,
      ["იკითხე a = (1, ..., 1, 1 + k)", "თუ პასუხი i > 0: სხვაობა[i] <- -k", "ფუძე <- 1 - min(სხვაობა)"],
      ["The differences come out as -1, -2, -3, +1, 0", "2(n - 1) <= 2n"])

    q("abq04", "real-code-probe-rotating-stick-sample-turns", cc(68),
      IDEA68 + "\n\n" + F + "python\n" + P68 + F + "\n\n"
      "Hand run of sample 1, first finalist (dx, dy) = (1, -1), K = 3:\n\n"
      "| step | pivot | candidates and turns | popped |\n|---|---|---|---|\n"
      "| sweep | - | x + y: 0, 1, 1, 2 | #1 (0, 0) |\n"
      "| 1 | (0, 0) at -45° | (1, 0): 45°, (1, 1): 90°, (0, 1): 135° | #2 (1, 0) |\n"
      "| 2 | (1, 0) at 0° | (1, 1): 90°, (0, 1): 135° | #4 (1, 1) |\n\n"
      "So the first finalist's last bubble is 4. The second finalist ((-1, 1), K = 4) sweeps to (1, 1) first and "
      "then pops (0, 1), (0, 0), (1, 0): the last is 2. Expected output: 4 and 2.\n\n" + CX68,
      ["| 1 | (0, 0) at -45° | (1, 0): 45°, (1, 1): 90°, (0, 1): 135° | #2 (1, 0) |",
       "| 2 | (1, 0) at 0° | (1, 1): 90°, (0, 1): 135° | #4 (1, 1) |", "Expected output: 4 and 2",
       "O(K * N) per finalist"])
