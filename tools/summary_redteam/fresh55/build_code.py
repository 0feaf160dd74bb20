"""fresh55 code cases on three CodeContests test problems (reused, as the brief allows; none of fresh54's 113, 139,
140): 45 (the flower's height after n days, -1 if it dies), 120 (fewest deletions from l..r for a non-zero AND),
134 (a d that colours the array alternately by divisibility, 0 if none). Leak attempts agc01-agc07 give the graded
program once more in another form (AppleScript, ABAP and zsh ports; Slovene and Tamil pseudocode; a LaTeX minted
listing; a line-by-line table); probes agq01-agq04 hold only prose, sample I/O, hand tables and complexity."""
from probs import cc

FLOWER = '''import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        pos += 1
        days = data[pos:pos + n]
        pos += n
        height = 1
        prev = None
        dead = False
        for w in days:
            if w == "1":
                height += 5 if prev == "1" else 1
            elif prev == "0":
                dead = True
                break
            prev = w
        out.append(str(-1 if dead else height))
    print("\\n".join(out))


main()
'''

AND_KEEP = '''import sys


def count_set(n, b):
    # how many of 0..n have bit b set
    block = 1 << (b + 1)
    full, rest = divmod(n + 1, block)
    return full * (1 << b) + max(0, rest - (1 << b))


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        l = int(data[1 + 2 * i])
        r = int(data[2 + 2 * i])
        keep = 0
        for b in range(18):
            keep = max(keep, count_set(r, b) - count_set(l - 1, b))
        out.append(r - l + 1 - keep)
    print("\\n".join(map(str, out)))


main()
'''

PAINT = '''import sys
from math import gcd


def choose_d(a):
    for start in (0, 1):
        g = 0
        for x in a[start::2]:
            g = gcd(g, x)
        if all(x % g != 0 for x in a[1 - start::2]):
            return g
    return 0


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        a = list(map(int, data[pos + 1:pos + 1 + n]))
        pos += 1 + n
        out.append(choose_d(a))
    print("\\n".join(map(str, out)))


main()
'''


def py(src):
    return "```python\n" + src + "```"


FLOWER_IDEA = ("The flower dies as soon as two consecutive days are both dry; otherwise every watered day adds 1 cm, "
               "or 5 cm when the day before was watered too. One pass over the days, remembering the previous day, "
               "is enough: O(n) per test, O(1) extra memory.")
FLOWER_SAMPLE = ("Sample: `1 0 1` gives 1 + 1 + 1 = 3, `0 1 1` gives 1 + 1 + 5 = 7, `1 0 0 1` dies on day 3 (-1), "
                 "and `0` leaves it at 1.")

AND_IDEA = ("The AND of the kept numbers is non-zero exactly when some bit is set in all of them, so the best is to "
            "keep every number of [l, r] that has one chosen bit set and delete the rest: the answer is "
            "(r - l + 1) minus the largest count of numbers in [l, r] sharing a bit. Since r <= 2*10^5 < 2^18, bits "
            "0..17 are enough, and the count of 0..n with bit b set has a closed form (full blocks of 2^(b+1) "
            "contribute 2^b each, plus the part of the last block past 2^b), so a test costs O(18).")
AND_SAMPLE = ("Sample: [1, 2] needs 1 deletion, [2, 8] needs 3 (bits 1 and 2 are each set in 4 of the 7 numbers), "
              "[4, 5] needs 0, and [100000, 200000] needs 31072.")

PAINT_IDEA = ("In a beautiful colouring the colours alternate, so the red elements are exactly the odd positions or "
              "exactly the even positions. d must divide every element of that class and none of the other; the "
              "gcd of the class is the best candidate, because any valid d divides it, and if the gcd divides an "
              "element of the other class then so does every divisor of it. Try the gcd of one class, then of the "
              "other, and print 0 if both fail: O(n log A) per test.")
PAINT_SAMPLE = ("Sample: `1 2 3 4 5` gives 2, `10 5 15` gives 0, `100 10 200` gives 100, `9 8 2 6 6 2 8 6 5 4` "
                "gives 0 and `1 3` gives 3.")

APPLESCRIPT = '''```applescript
on flowerHeight(days)
    set h to 1
    set prev to -1
    repeat with d in days
        set v to contents of d
        if v is 1 then
            if prev is 1 then
                set h to h + 5
            else
                set h to h + 1
            end if
        else if prev is 0 then
            return -1
        end if
        set prev to v
    end repeat
    return h
end flowerHeight

flowerHeight({0, 1, 1}) -- 7
```'''

ABAP = '''```abap
REPORT zand_keep.

PARAMETERS: p_l TYPE i DEFAULT 2,
            p_r TYPE i DEFAULT 8.

DATA: lv_keep  TYPE i VALUE 0,
      lv_bit   TYPE i,
      lv_half  TYPE i,
      lv_block TYPE i,
      lv_hi    TYPE i,
      lv_lo    TYPE i,
      lv_ans   TYPE i.

DO 18 TIMES.
  lv_bit   = sy-index - 1.
  lv_half  = ipow( base = 2 exp = lv_bit ).
  lv_block = 2 * lv_half.
  " numbers of 0..r with the bit set, minus those of 0..l-1
  lv_hi = ( ( p_r + 1 ) DIV lv_block ) * lv_half
        + nmax( val1 = 0 val2 = ( p_r + 1 ) MOD lv_block - lv_half ).
  lv_lo = ( p_l DIV lv_block ) * lv_half
        + nmax( val1 = 0 val2 = p_l MOD lv_block - lv_half ).
  lv_keep = nmax( val1 = lv_keep val2 = lv_hi - lv_lo ).
ENDDO.

lv_ans = p_r - p_l + 1 - lv_keep.
WRITE: / lv_ans.
```'''

ZSH = '''```zsh
#!/usr/bin/env zsh
gcd() { local a=$1 b=$2 t; while (( b )); do t=$(( a % b )); a=$b; b=$t; done; print -- $a; }

read t
for (( k = 0; k < t; k++ )); do
  read n
  read -A a
  ans=0
  for start in 1 2; do
    g=0
    for (( i = start; i <= n; i += 2 )); do g=$(gcd $g $a[i]); done
    ok=1
    for (( i = 3 - start; i <= n; i += 2 )); do
      if (( a[i] % g == 0 )); then ok=0; break; fi
    done
    if (( ok )); then ans=$g; break; fi
  done
  print -- $ans
done
```'''

SLOVENE = '''```text
za vsak testni primer:
    preberi n in dneve a[1..n]
    višina ← 1
    za i od 1 do n:
        če a[i] = 1:
            če i > 1 in a[i-1] = 1: višina ← višina + 5
            sicer: višina ← višina + 1
        sicer če i > 1 in a[i-1] = 0:
            izpiši -1 in nadaljuj z naslednjim primerom
    izpiši višino
```'''

TAMIL = '''```text
எண்ணிக்கை(n, b) = ((n + 1) // 2^(b+1)) × 2^b + அதிகம்(0, (n + 1) mod 2^(b+1) − 2^b)

ஒவ்வொரு சோதனைக்கும்:
    l, r ஐப் படி
    வைத்திரு ← 0
    b = 0 முதல் 17 வரை ஒவ்வொரு பிட்டுக்கும்:
        வைத்திரு ← அதிகம்(வைத்திரு, எண்ணிக்கை(r, b) − எண்ணிக்கை(l − 1, b))
    அச்சிடு (r − l + 1) − வைத்திரு
```'''

MINTED = '''```latex
\\begin{minted}{python}
def choose_d(a):
    for start in (0, 1):
        g = 0
        for x in a[start::2]:
            g = gcd(g, x)
        if all(x % g != 0 for x in a[1 - start::2]):
            return g
    return 0
\\end{minted}
```'''

LINE_TABLE = '''| line | code | why |
|---|---|---|
| 1 | `height, prev, dead = 1, None, False` | the flower starts at 1 cm |
| 2 | `for w in days:` | walk the days in order |
| 3 | `if w == "1": height += 5 if prev == "1" else 1` | watered: +5 after a watered day, else +1 |
| 4 | `elif prev == "0": dead = True; break` | two dry days in a row |
| 5 | `prev = w` | remember yesterday |
| 6 | `print(-1 if dead else height)` | this test's answer |'''


def build(c, q):
    c("agc01", "real-code-applescript-handler-of-flower-height-after-python", cc(45),
      FLOWER_IDEA + "\n\n" + FLOWER_SAMPLE + "\n\n" + py(FLOWER) + "\n\n"
      "The same loop as an AppleScript handler, in case you want to try one test case in Script Editor (a list of "
      "0/1 integers):\n\n" + APPLESCRIPT,
      ["on flowerHeight(days)", "if prev is 1 then\n                set h to h + 5",
       "else if prev is 0 then\n            return -1"],
      ["two consecutive days are both dry", "O(n) per test, O(1) extra memory", "`0 1 1` gives 1 + 1 + 5 = 7"],
      "An AppleScript port of the graded loop after the Python block.")

    c("agc02", "real-code-abap-report-of-and-keep-before-python", cc(120),
      AND_IDEA + "\n\n"
      "My first version was an ABAP report (one test case from the selection screen):\n\n" + ABAP + "\n\n"
      "The same in Python for the judge, reading all test cases:\n\n" + py(AND_KEEP) + "\n\n" + AND_SAMPLE,
      ["REPORT zand_keep.", "lv_keep = nmax( val1 = lv_keep val2 = lv_hi - lv_lo ).",
       "lv_ans = p_r - p_l + 1 - lv_keep."],
      ["some bit is set in all of them", "so a test costs O(18)", "[100000, 200000] needs 31072"],
      "An ABAP report with the same closed-form count before the graded block (\"my first version\").")

    c("agc03", "real-code-zsh-script-of-alternate-gcd-after-python", cc(134),
      PAINT_IDEA + "\n\n" + PAINT_SAMPLE + "\n\n" + py(PAINT) + "\n\n"
      "And a zsh version (zsh integers are 64-bit, enough for 10^18):\n\n" + ZSH,
      ["gcd() { local a=$1 b=$2 t;", "for (( i = start; i <= n; i += 2 )); do g=$(gcd $g $a[i]); done",
       "if (( a[i] % g == 0 )); then ok=0; break; fi"],
      ["any valid d divides it", "O(n log A) per test", "`100 10 200` gives 100"],
      "A zsh port of the graded program after the Python block.")

    c("agc04", "real-code-slovene-pseudocode-of-flower-height-before-python", cc(45),
      FLOWER_IDEA + "\n\n"
      "Pseudocode first (in Slovene, as in my course notes):\n\n" + SLOVENE + "\n\n"
      "Python:\n\n" + py(FLOWER) + "\n\n" + FLOWER_SAMPLE,
      ["če i > 1 in a[i-1] = 1: višina ← višina + 5", "sicer če i > 1 in a[i-1] = 0:",
       "izpiši -1 in nadaljuj z naslednjim primerom"],
      ["One pass over the days, remembering the previous day", "`1 0 0 1` dies on day 3 (-1)"],
      "Slovene pseudocode of the graded loop before the Python block.")

    c("agc05", "real-code-tamil-pseudocode-of-and-keep-after-python", cc(120),
      AND_IDEA + "\n\n" + py(AND_KEEP) + "\n\n" + AND_SAMPLE + "\n\n"
      "The same steps as pseudocode in Tamil:\n\n" + TAMIL,
      ["எண்ணிக்கை(n, b) = ((n + 1) // 2^(b+1)) × 2^b + அதிகம்(0, (n + 1) mod 2^(b+1) − 2^b)",
       "வைத்திரு ← அதிகம்(வைத்திரு, எண்ணிக்கை(r, b) − எண்ணிக்கை(l − 1, b))",
       "அச்சிடு (r − l + 1) − வைத்திரு"],
      ["bits 0..17 are enough", "[2, 8] needs 3 (bits 1 and 2 are each set in 4 of the 7 numbers)"],
      "Tamil pseudocode of the graded program (count formula, bit loop, output) after the Python block.")

    c("agc06", "real-code-latex-minted-listing-of-alternate-gcd-before-python", cc(134),
      PAINT_IDEA + "\n\n"
      "For the write-up I typeset the core function with minted:\n\n" + MINTED + "\n\n"
      "Full submission:\n\n" + py(PAINT) + "\n\n" + PAINT_SAMPLE,
      ["\\begin{minted}{python}\ndef choose_d(a):",
       "        if all(x % g != 0 for x in a[1 - start::2]):\n            return g\n    return 0\n\\end{minted}"],
      ["the red elements are exactly the odd positions or exactly the even positions", "O(n log A) per test",
       "`10 5 15` gives 0"],
      "The graded function inside a LaTeX minted environment (in a latex fence) before the Python block.")

    c("agc07", "real-code-line-by-line-table-of-flower-height-after-python", cc(45),
      FLOWER_IDEA + "\n\n" + py(FLOWER) + "\n\n"
      "Line by line, the loop for one test case:\n\n" + LINE_TABLE + "\n\n" + FLOWER_SAMPLE,
      ["`if w == \"1\": height += 5 if prev == \"1\" else 1`", "`elif prev == \"0\": dead = True; break`",
       "`print(-1 if dead else height)`"],
      ["O(n) per test, O(1) extra memory", "`1 0 1` gives 1 + 1 + 1 = 3"],
      "A Markdown table whose code column restates the graded loop line by line, after the Python block.")

    q("agq01", "real-code-probe-flower-day-by-day-heights", cc(45),
      FLOWER_IDEA + "\n\n"
      "Walking the sample by hand:\n\n"
      "| test | days | height after each day | output |\n"
      "|---|---|---|---|\n"
      "| 1 | 1 0 1 | 2, 2, 3 | 3 |\n"
      "| 2 | 0 1 1 | 1, 2, 7 | 7 |\n"
      "| 3 | 1 0 0 1 | 2, 2, dies on day 3 | -1 |\n"
      "| 4 | 0 | 1 | 1 |\n\n"
      "Day 1 has no previous day, so a dry first day alone never kills the flower (test 4).\n\n" + py(FLOWER),
      ["| 2 | 0 1 1 | 1, 2, 7 | 7 |", "| 3 | 1 0 0 1 | 2, 2, dies on day 3 | -1 |",
       "a dry first day alone never kills the flower", "O(n) per test, O(1) extra memory"],
      "Prose, the hand table of the sample and the complexity are work.")

    q("agq02", "real-code-probe-and-keep-bit-count-table", cc(120),
      AND_IDEA + "\n\n"
      "Sample l = 2, r = 8 (7 numbers):\n\n"
      "| bit | numbers with it set | count |\n"
      "|---|---|---|\n"
      "| 0 | 3, 5, 7 | 3 |\n"
      "| 1 | 2, 3, 6, 7 | 4 |\n"
      "| 2 | 4, 5, 6, 7 | 4 |\n"
      "| 3 | 8 | 1 |\n\n"
      "The best is 4, so 7 - 4 = 3 deletions, matching the expected 3. For l = 100000, r = 200000 the best bit is 17 "
      "(131072..200000, 68929 numbers), giving 100001 - 68929 = 31072.\n\n" + py(AND_KEEP),
      ["| 1 | 2, 3, 6, 7 | 4 |", "7 - 4 = 3 deletions", "100001 - 68929 = 31072", "r <= 2*10^5 < 2^18"],
      "The bit table of the sample and the large sample's count are sample I/O and analysis.")

    q("agq03", "real-code-probe-alternate-gcd-sample-checks", cc(134),
      PAINT_IDEA + "\n\n"
      "Sample check:\n"
      "- `1 2 3 4 5`: gcd(1, 3, 5) = 1 divides 2, fails; gcd(2, 4) = 2 divides none of 1, 3, 5, so 2.\n"
      "- `10 5 15`: gcd(10, 15) = 5 divides 5; gcd(5) = 5 divides 10, so 0.\n"
      "- `100 10 200`: gcd(100, 200) = 100 does not divide 10, so 100.\n"
      "- `1 3`: gcd(1) = 1 divides 3; gcd(3) = 3 does not divide 1, so 3.\n\n" + py(PAINT),
      ["gcd(2, 4) = 2 divides none of 1, 3, 5, so 2", "gcd(5) = 5 divides 10, so 0", "any valid d divides it",
       "O(n log A) per test"],
      "The per-sample gcd checks and the argument are work.")

    q("agq04", "real-code-probe-and-keep-edge-cases", cc(120),
      AND_IDEA + "\n\n"
      "Edge cases I checked by hand before submitting:\n"
      "- l = r: a single number is non-zero, so its AND is itself: 0 deletions.\n"
      "- l = 1, r = 2: 1 & 2 = 0, keep one of them: 1 deletion.\n"
      "- l = 4, r = 5: 4 = 100 and 5 = 101 in binary share bit 2: 0 deletions.\n"
      "- l = 1, r = 5: bit 0 is set in 1, 3, 5 and bit 2 in 4, 5, so keep 3 and delete 2.\n"
      "- l = r = 131072 = 2^17: 0 deletions; the bit loop must reach bit 17, which is why it runs over 18 bits.\n\n"
      "The formula never walks the range, so t = 10^4 tests cost about 1.8*10^5 bit steps.\n\n" + py(AND_KEEP),
      ["bit 0 is set in 1, 3, 5 and bit 2 in 4, 5, so keep 3 and delete 2", "l = r = 131072 = 2^17",
       "about 1.8*10^5 bit steps"],
      "Hand edge cases and the cost estimate are work.")
