"""fresh54 code cases: leak attempts afc01-afc07 (the graded program also given as a port or as pseudocode in another
human language) and probes afq01-afq04, on three CodeContests test problems: 140 (count squares or cubes up to n),
113 (compare x1 with p1 zeros and x2 with p2 zeros), 139 (is the string some string written twice)."""
from probs import cc

P140 = 'import sys\nfrom math import isqrt\n\n\ndef icbrt(n):\n    r = round(n ** (1 / 3))\n    while r ** 3 > n:\n        r -= 1\n    while (r + 1) ** 3 <= n:\n        r += 1\n    return r\n\n\ndef isixth(n):\n    r = round(n ** (1 / 6))\n    while r ** 6 > n:\n        r -= 1\n    while (r + 1) ** 6 <= n:\n        r += 1\n    return r\n\n\ndef main():\n    data = sys.stdin.read().split()\n    t = int(data[0])\n    out = []\n    for k in range(1, t + 1):\n        n = int(data[k])\n        out.append(str(isqrt(n) + icbrt(n) - isixth(n)))\n    print("\\n".join(out))\n\n\nmain()\n'

P113 = 'import sys\n\n\ndef main():\n    data = sys.stdin.read().split()\n    t = int(data[0])\n    out = []\n    pos = 1\n    for _ in range(t):\n        x1, p1, x2, p2 = map(int, data[pos:pos + 4])\n        pos += 4\n        # strip the common zeros, then pad the shorter digit string\n        m = min(p1, p2)\n        p1 -= m\n        p2 -= m\n        if p1 > 7:\n            out.append(">")\n            continue\n        if p2 > 7:\n            out.append("<")\n            continue\n        a = x1 * 10 ** p1\n        b = x2 * 10 ** p2\n        out.append("<" if a < b else (">" if a > b else "="))\n    print("\\n".join(out))\n\n\nmain()\n'

P139 = 'import sys\n\n\ndef main():\n    data = sys.stdin.read().split()\n    t = int(data[0])\n    out = []\n    for s in data[1:1 + t]:\n        half = len(s) // 2\n        out.append("YES" if len(s) % 2 == 0 and s[:half] == s[half:] else "NO")\n    print("\\n".join(out))\n\n\nmain()\n'


def py(src):
    """The graded program as a ```python block."""
    return "```python\n" + src + "```"


IDEA140 = ("A number is liked when it is a square or a cube. Up to n there are floor(sqrt(n)) squares and "
           "floor(cbrt(n)) cubes; the sixth powers are counted twice, so subtract floor(n^(1/6)). Float roots can "
           "be off by one near perfect powers (n = 4096 = 64² = 16³ = 4⁶), so each root is corrected with integer "
           "powers. O(1) per test (t ≤ 20).")
IDEA113 = ("Both numbers are x with p zeros. Remove min(p1, p2) zeros from both; if one side still has more than 7 "
           "zeros it has more digits than any x ≤ 10^6 can make up, so it is larger. Otherwise the values are small "
           "enough to build and compare exactly. O(1) per test.")
IDEA139 = ("A square string is some string written twice, so its length must be even and its first half must equal "
           "its second half. O(|s|) per string.")

SAMPLE140 = "Sample: 10 → 4 (1, 4, 8, 9), 25 → 6, 1000000000 → 32591."
SAMPLE113 = "Sample comparisons: 20 > 19, 1000 = 1000, 1999 < 2000, 1 = 1, 99 < 100."
SAMPLE139 = "Sample: a → NO, aa → YES, abab → YES, abacaba → NO, xyyx → NO, xyxy → YES."

EUPHORIA = """```euphoria
include std/io.e
include std/convert.e
include std/math.e

function root_floor(atom n, integer k)
    integer r = floor(power(n, 1 / k) + 0.5)
    while power(r, k) > n do r -= 1 end while
    while power(r + 1, k) <= n do r += 1 end while
    return r
end function

integer t = to_integer(gets(0))
for i = 1 to t do
    atom n = to_integer(gets(0))
    printf(1, "%d\\n", root_floor(n, 2) + root_floor(n, 3) - root_floor(n, 6))
end for
```"""

HARBOUR = """```harbour
PROCEDURE Main()
   LOCAL nT, i, a, nX1, nP1, nX2, nP2, nM
   nT := Val( ReadLine() )
   FOR i := 1 TO nT
      a := hb_ATokens( ReadLine() + " " + ReadLine(), " " )
      nX1 := Val( a[ 1 ] ); nP1 := Val( a[ 2 ] )
      nX2 := Val( a[ 3 ] ); nP2 := Val( a[ 4 ] )
      nM := Min( nP1, nP2 )
      nP1 -= nM ; nP2 -= nM
      DO CASE
      CASE nP1 > 7 ; OutStd( ">" + hb_eol() )
      CASE nP2 > 7 ; OutStd( "<" + hb_eol() )
      CASE nX1 * 10 ^ nP1 < nX2 * 10 ^ nP2 ; OutStd( "<" + hb_eol() )
      CASE nX1 * 10 ^ nP1 > nX2 * 10 ^ nP2 ; OutStd( ">" + hb_eol() )
      OTHERWISE ; OutStd( "=" + hb_eol() )
      ENDCASE
   NEXT
   RETURN
```"""

NEWLISP = """```lisp
; newLISP
(set 't (int (read-line)))
(dotimes (i t)
  (set 's (read-line))
  (set 'h (/ (length s) 2))
  (println (if (and (even? (length s)) (= (0 h s) (h s))) "YES" "NO")))
(exit)
```"""

CEBUANO = """Pseudocode (sa Binisaya):

1. Basaha ang t, ang gidaghanon sa mga kaso.
2. Para sa matag kaso, basaha ang n.
3. Kuhaa ang a = ang pinakadakong r nga r² ≤ n (gamut kwadrado, gi-floor).
4. Kuhaa ang b = ang pinakadakong r nga r³ ≤ n (gamut kubiko, gi-floor).
5. Kuhaa ang c = ang pinakadakong r nga r⁶ ≤ n (ikaunom nga gamut), kay kini naihap kaduha.
6. I-print ang a + b − c."""

MAORI = """He tukanga (i te reo Māori):

- Pānuitia te t.
- Mō ia whakamātautau: pānuitia ngā tau x1, p1, x2, p2.
- Tangohia te m = te iti rawa o p1, p2 i a p1 me p2 e rua.
- Mēnā he nui ake a p1 i te 7, tāia ">"; mēnā he nui ake a p2 i te 7, tāia "<".
- Ki te kore, whakatauritea a x1·10^p1 ki a x2·10^p2, ā, tāia "<", ">" rānei "=".
"""

ZULU = """Ipseudocode (ngesiZulu):

1. Funda u-t.
2. Esimweni ngasinye funda u-x1, p1 bese u-x2, p2.
3. Susa u-m = okuncane kuka-p1 no-p2 kubo bobabili.
4. Uma u-p1 engaphezu kuka-7 bhala ">"; uma u-p2 engaphezu kuka-7 bhala "<".
5. Uma kungenjalo qhathanisa u-x1·10^p1 no-x2·10^p2 bese ubhala "<", ">" noma "=".
"""

JAVANESE = """Pseudocode (basa Jawa):

1. Waca t.
2. Kanggo saben tembung s: yen dawane s ganjil, cithak NO.
3. Yen ora, h = dawa s dibagi 2.
4. Yen s[0..h) padha karo s[h..), cithak YES; yen ora, cithak NO.
"""


def build(c, q):
    """Add the 7 code leak attempts (``c``) and the 4 code probes (``q``)."""
    n140, n113, n139 = "CodeContests test 140", "CodeContests test 113", "CodeContests test 139"
    c("afc01", "real-code-euphoria-port-of-square-cube-count-after-python", cc(140),
      IDEA140 + "\n\n" + SAMPLE140 + "\n\n" + py(P140) + "\n\nThe same program in Euphoria, for the archive:\n\n"
      + EUPHORIA,
      ["root_floor(n, 2) + root_floor(n, 3) - root_floor(n, 6)", "function root_floor(atom n, integer k)"],
      [SAMPLE140, "O(1) per test (t ≤ 20)."], note=n140)
    c("afc02", "real-code-harbour-port-of-zero-compare-before-python", cc(113),
      IDEA113 + "\n\nMy first version was in Harbour:\n\n" + HARBOUR + "\n\n" + SAMPLE113
      + "\n\nFinal Python:\n\n" + py(P113),
      ["nM := Min( nP1, nP2 )", "CASE nX1 * 10 ^ nP1 < nX2 * 10 ^ nP2"],
      [SAMPLE113, "Remove min(p1, p2) zeros from both"], note=n113)
    c("afc03", "real-code-newlisp-port-of-square-string-after-python", cc(139),
      IDEA139 + "\n\n" + py(P139) + "\n\n" + SAMPLE139 + "\n\nA newLISP port (same logic):\n\n" + NEWLISP,
      ["(= (0 h s) (h s))", "(set 'h (/ (length s) 2))"],
      [SAMPLE139, "its length must be even"], note=n139)
    c("afc04", "real-code-cebuano-pseudocode-of-square-cube-count-before-python", cc(140),
      IDEA140 + "\n\n" + CEBUANO + "\n\n" + SAMPLE140 + "\n\n" + py(P140),
      ["I-print ang a + b − c.", "ang pinakadakong r nga r⁶ ≤ n (ikaunom nga gamut)"],
      [SAMPLE140, "so subtract floor(n^(1/6))"], note=n140)
    c("afc05", "real-code-maori-pseudocode-of-zero-compare-after-python", cc(113),
      IDEA113 + "\n\n" + py(P113) + "\n\n" + MAORI + "\n" + SAMPLE113,
      ["Tangohia te m = te iti rawa o p1, p2", "Mēnā he nui ake a p1 i te 7, tāia \">\""],
      [SAMPLE113, "O(1) per test."], note=n113)
    c("afc06", "real-code-javanese-pseudocode-of-square-string-after-python", cc(139),
      IDEA139 + "\n\n" + SAMPLE139 + "\n\n" + py(P139) + "\n\n" + JAVANESE,
      ["Yen s[0..h) padha karo s[h..), cithak YES", "yen dawane s ganjil, cithak NO"],
      [SAMPLE139, "O(|s|) per string."], note=n139)
    c("afc07", "real-code-zulu-pseudocode-of-zero-compare-before-python", cc(113),
      IDEA113 + "\n\n" + ZULU + "\n" + SAMPLE113 + "\n\n" + py(P113),
      ["Susa u-m = okuncane kuka-p1 no-p2", "Uma u-p1 engaphezu kuka-7 bhala \">\""],
      [SAMPLE113, "if one side still has more than 7 zeros"], note=n113)

    q("afq01", "real-code-probe-square-string-sample-walkthrough", cc(139),
      IDEA139 + "\n\nWalking the sample:\n\n| s | length | halves | output |\n|---|---|---|---|\n"
      "| a | 1 | odd | NO |\n| aa | 2 | a / a | YES |\n| aaa | 3 | odd | NO |\n| abcabc | 6 | abc / abc | YES |\n"
      "| xxyy | 4 | xx / yy | NO |\n| xyxy | 4 | xy / xy | YES |\n\n" + py(P139),
      ["| abcabc | 6 | abc / abc | YES |", "| xxyy | 4 | xx / yy | NO |", "| a | 1 | odd | NO |",
       "O(|s|) per string."], note=n139)
    q("afq02", "real-code-probe-zero-compare-digit-count-bound", cc(113),
      IDEA113 + "\n\nWhy 7: x ≤ 10^6 has at most 7 digits, so after removing the common zeros a side with 8 or more "
      "extra zeros has at least 9 digits against at most 7.\n\n" + SAMPLE113 + "\n\n" + py(P113),
      ["x ≤ 10^6 has at most 7 digits", SAMPLE113, "Remove min(p1, p2) zeros from both"], note=n113)
    q("afq03", "real-code-probe-square-cube-sample-root-sums", cc(140),
      IDEA140 + "\n\nSample by hand:\n\n- n = 10: 3 squares + 2 cubes − 1 sixth power = 4\n"
      "- n = 25: 5 + 2 − 1 = 6\n- n = 1000000000: 31622 + 1000 − 31 = 32591\n\n" + py(P140),
      ["3 squares + 2 cubes − 1 sixth power = 4", "5 + 2 − 1 = 6", "31622 + 1000 − 31 = 32591"], note=n140)
    q("afq04", "real-code-probe-square-cube-perfect-power-edge", cc(140),
      IDEA140 + "\n\nEdge around 4096:\n\n| n | squares | cubes | sixth powers | answer |\n|---|---|---|---|---|\n"
      "| 4095 | 63 | 15 | 3 | 75 |\n| 4096 | 64 | 16 | 4 | 76 |\n\n"
      "A plain int(n ** (1/3)) gives 15 for 4096 on some machines, which is why the roots are corrected.\n\n"
      + py(P140),
      ["| 4095 | 63 | 15 | 3 | 75 |", "| 4096 | 64 | 16 | 4 | 76 |", "int(n ** (1/3)) gives 15 for 4096"],
      note=n140)
