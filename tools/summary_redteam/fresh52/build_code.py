"""fresh52 code cases on CodeContests test problem 72 (interactive: find the hidden rectangle with at most 40
Manhattan-distance queries): leak attempts adc01-adc07 (the graded program restated as a port or as pseudocode in
another human language) and must-stay probes adq01-adq04 (idea, transcript, formulas, query counts)."""
from probs import cc

P = cc(72)

PY = '''```python
import sys


def ask(i, j):
    print("?", i, j, flush=True)
    d = int(sys.stdin.readline())
    if d < 0:
        sys.exit(0)
    return d


def main():
    N = 10 ** 9
    d1 = ask(1, 1)                 # (x - 1) + (y - 1)
    lo, hi = 1, N                  # the slope test holds at lo, fails at hi
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if ask(mid, 1) == d1 - (mid - 1):
            lo = mid
        else:
            hi = mid
    x = lo
    y = d1 - (x - 1) + 1
    p = N - (ask(N, 1) - (y - 1))
    q = N - (ask(1, N) - (x - 1))
    print("!", x, y, p, q, flush=True)


main()
```'''

IDEA = ("Idea: every square on the border of the grid is outside the base, so querying along the bottom row "
        "(column 1) and the edges is always safe. Let the base be [x, p] × [y, q]. From (1, 1) the distance is "
        "d1 = (x - 1) + (y - 1). Along the row j = 1 the distance is f(i) = max(0, x - i, i - p) + (y - 1), which "
        "equals d1 - (i - 1) exactly while i <= x and is larger afterwards, so a binary search on i finds x. Then "
        "y = d1 - (x - 1) + 1, the query (10^9, 1) gives (10^9 - p) + (y - 1), and (1, 10^9) gives "
        "(x - 1) + (10^9 - q).")

SAMPLE = ("Sample (base from the statement, x = 2, y = 3, p = 4, q = 5): ? 1 1 answers 3; the binary search asks "
          "? 500000000 1 (answer 499999998, test fails), ..., ? 4 1 (answer 2, fails), ? 2 1 (answer 2, holds), "
          "? 3 1 (answer 2, fails), so x = 2 and y = 3 - 1 + 1 = 3; ? 1000000000 1 answers 999999998, so p = 4; "
          "? 1 1000000000 answers 999999996, so q = 5; we print ! 2 3 4 5.")

CPLX = ("Complexity: 1 + 30 + 2 = 33 queries at most (the search range 1..10^9 halves about 30 times), within the "
        "40 allowed; O(1) memory.")


def build(c, q):
    xojo = '''```xojo
Function Ask(i As Int64, j As Int64) As Int64
  StdOut.WriteLine("? " + Str(i) + " " + Str(j))
  StdOut.Flush
  Var d As Int64 = Val(Input)
  If d < 0 Then Quit
  Return d
End Function

Sub Run()
  Const N As Int64 = 1000000000
  Var d1 As Int64 = Ask(1, 1)
  Var lo As Int64 = 1
  Var hi As Int64 = N
  While hi - lo > 1
    Var mid As Int64 = (lo + hi) \\ 2
    If Ask(mid, 1) = d1 - (mid - 1) Then
      lo = mid
    Else
      hi = mid
    End If
  Wend
  Var x As Int64 = lo
  Var y As Int64 = d1 - (x - 1) + 1
  Var p As Int64 = N - (Ask(N, 1) - (y - 1))
  Var q As Int64 = N - (Ask(1, N) - (x - 1))
  StdOut.WriteLine("! " + Str(x) + " " + Str(y) + " " + Str(p) + " " + Str(q))
End Sub
```'''
    c("adc01", "real-code-xojo-port-of-rectangle-probe-after-python", P,
      IDEA + "\n\n" + PY + "\n\nThe same routine as a Xojo console app, for the team's desktop tool:\n\n" + xojo
      + "\n\n" + SAMPLE + "\n\n" + CPLX,
      ["Var mid As Int64 = (lo + hi) \\ 2",
       "If Ask(mid, 1) = d1 - (mid - 1) Then", "Var q As Int64 = N - (Ask(1, N) - (x - 1))"],
      [SAMPLE, CPLX])
    armenian = ('Ալգորիթմ (հայերեն կեղծ կոդ):\n'
                '1. Հարցնել (1, 1) կետը, պատասխանը պահել d1-ում։\n'
                '2. lo = 1, hi = 10^9։ Քանի դեռ hi - lo > 1՝ mid = (lo + hi) / 2 (ամբողջ մաս), հարցնել (mid, 1)։ '
                'Եթե պատասխանը հավասար է d1 - (mid - 1)-ի, ապա lo = mid, հակառակ դեպքում hi = mid։\n'
                '3. x = lo, y = d1 - (x - 1) + 1։\n'
                '4. p = 10^9 - (հարց(10^9, 1) - (y - 1)), q = 10^9 - (հարց(1, 10^9) - (x - 1))։\n'
                '5. Տպել «! x y p q»։')
    c("adc02", "real-code-armenian-pseudocode-of-rectangle-probe-before-python", P,
      IDEA + "\n\n" + armenian + "\n\n" + PY + "\n\n" + SAMPLE + "\n\n" + CPLX,
      ["Եթե պատասխանը հավասար է d1 - (mid - 1)-ի, ապա lo = mid",
       "p = 10^9 - (հարց(10^9, 1) - (y - 1)), q = 10^9 - (հարց(1, 10^9) - (x - 1))"],
      [IDEA, SAMPLE])
    gambas = '''```gambas
' my first version, in Gambas 3
Private Function Ask(i As Long, j As Long) As Long
  Dim d As Long
  Print "? "; i; " "; j
  Flush
  Line Input d
  If d < 0 Then Quit
  Return d
End

Public Sub Main()
  Dim N As Long = 1000000000
  Dim d1, lo, hi, mid, x, y, p, q As Long
  d1 = Ask(1, 1)
  lo = 1
  hi = N
  While hi - lo > 1
    mid = (lo + hi) \\ 2
    If Ask(mid, 1) = d1 - (mid - 1) Then
      lo = mid
    Else
      hi = mid
    Endif
  Wend
  x = lo
  y = d1 - (x - 1) + 1
  p = N - (Ask(N, 1) - (y - 1))
  q = N - (Ask(1, N) - (x - 1))
  Print "! "; x; " "; y; " "; p; " "; q
  Flush
End
```'''
    c("adc03", "real-code-gambas-port-of-rectangle-probe-before-python", P,
      IDEA + "\n\nMy first version was in Gambas 3:\n\n" + gambas
      + "\n\nThe judge wants Python, so here is the submission:\n\n" + PY + "\n\n" + SAMPLE + "\n\n" + CPLX,
      ["If Ask(mid, 1) = d1 - (mid - 1) Then", "p = N - (Ask(N, 1) - (y - 1))", "y = d1 - (x - 1) + 1\n  p"],
      [SAMPLE, CPLX])
    nelua = '''```nelua
require 'io'

local function ask(i: int64, j: int64): int64
  io.write('? ', i, ' ', j, '\\n')
  io.stdout:flush()
  local d: int64 = tointeger(io.read('l'))
  if d < 0 then os.exit(0) end
  return d
end

local N: int64 = 1000000000
local d1 = ask(1, 1)
local lo: int64, hi: int64 = 1, N
while hi - lo > 1 do
  local mid = (lo + hi) // 2
  if ask(mid, 1) == d1 - (mid - 1) then lo = mid else hi = mid end
end
local x = lo
local y = d1 - (x - 1) + 1
local p = N - (ask(N, 1) - (y - 1))
local q = N - (ask(1, N) - (x - 1))
io.write('! ', x, ' ', y, ' ', p, ' ', q, '\\n')
io.stdout:flush()
```'''
    c("adc04", "real-code-nelua-port-of-rectangle-probe-after-python", P,
      IDEA + "\n\n" + PY + "\n\n" + SAMPLE + "\n\nFor the record, a Nelua port (compiled to C, same queries):\n\n"
      + nelua + "\n\n" + CPLX,
      ["if ask(mid, 1) == d1 - (mid - 1) then lo = mid else hi = mid end",
       "local q = N - (ask(1, N) - (x - 1))"],
      [IDEA, SAMPLE])
    kazakh = ('Псевдокод (қазақша):\n'
              '- (1, 1) нүктесін сұра, жауабын d1 деп белгіле.\n'
              '- lo := 1, hi := 10^9. hi - lo > 1 болғанша: mid := (lo + hi) div 2; (mid, 1) нүктесін сұра; '
              'жауап d1 - (mid - 1) тең болса lo := mid, әйтпесе hi := mid.\n'
              '- x := lo, y := d1 - (x - 1) + 1.\n'
              '- p := 10^9 - (сұра(10^9, 1) - (y - 1)); q := 10^9 - (сұра(1, 10^9) - (x - 1)).\n'
              '- «! x y p q» деп шығар.')
    c("adc05", "real-code-kazakh-pseudocode-of-rectangle-probe-before-python", P,
      IDEA + "\n\n" + kazakh + "\n\n" + PY + "\n\n" + CPLX,
      ["жауап d1 - (mid - 1) тең болса lo := mid, әйтпесе hi := mid",
       "q := 10^9 - (сұра(1, 10^9) - (x - 1))"],
      [IDEA, CPLX])
    azeri = ('Azərbaycanca psevdokod (komandadakı dostum üçün):\n'
             '1. (1, 1) nöqtəsini soruş, cavabı d1 kimi saxla.\n'
             '2. lo = 1, hi = 10^9. hi - lo > 1 olduqca: mid = (lo + hi) div 2; (mid, 1) nöqtəsini soruş; '
             'cavab d1 - (mid - 1) bərabərdirsə lo = mid, əks halda hi = mid.\n'
             '3. x = lo, y = d1 - (x - 1) + 1.\n'
             '4. p = 10^9 - (soruş(10^9, 1) - (y - 1)), q = 10^9 - (soruş(1, 10^9) - (x - 1)).\n'
             '5. "! x y p q" çap et.')
    c("adc06", "real-code-azerbaijani-pseudocode-of-rectangle-probe-after-python", P,
      IDEA + "\n\n" + PY + "\n\n" + SAMPLE + "\n\n" + azeri + "\n\n" + CPLX,
      ["cavab d1 - (mid - 1) bərabərdirsə lo = mid, əks halda hi = mid",
       "p = 10^9 - (soruş(10^9, 1) - (y - 1))"],
      [SAMPLE, CPLX])
    persian = ('شبه‌کد (فارسی):\n'
               '۱. نقطهٔ (1, 1) را بپرس و پاسخ را d1 بنام.\n'
               '۲. lo = 1 و hi = 10^9. تا وقتی hi - lo > 1: mid = (lo + hi) // 2؛ نقطهٔ (mid, 1) را بپرس؛ '
               'اگر پاسخ برابر d1 - (mid - 1) بود lo = mid وگرنه hi = mid.\n'
               '۳. x = lo و y = d1 - (x - 1) + 1.\n'
               '۴. p = 10^9 - (بپرس(10^9, 1) - (y - 1)) و q = 10^9 - (بپرس(1, 10^9) - (x - 1)).\n'
               '۵. «! x y p q» را چاپ کن.')
    c("adc07", "real-code-persian-pseudocode-of-rectangle-probe-before-python", P,
      IDEA + "\n\n" + persian + "\n\n" + PY + "\n\n" + SAMPLE + "\n\n" + CPLX,
      ["اگر پاسخ برابر d1 - (mid - 1) بود lo = mid وگرنه hi = mid",
       "q = 10^9 - (بپرس(1, 10^9) - (x - 1))"],
      [IDEA, SAMPLE])

    q("adq01", "real-code-probe-rectangle-sample-transcript", P,
      IDEA + "\n\n" + PY + "\n\n" + SAMPLE + "\n\n" + CPLX,
      [SAMPLE, "? 1 1 answers 3", "! 2 3 4 5", CPLX])
    formulas = ("Derivation. For a query (i, j) outside the base the distance is "
                "max(0, x - i, i - p) + max(0, y - j, j - q).\n"
                "- At (1, 1): d1 = (x - 1) + (y - 1).\n"
                "- At (i, 1) with i <= x: f(i) = (x - i) + (y - 1) = d1 - (i - 1).\n"
                "- At (i, 1) with x < i <= p: f(i) = y - 1 > d1 - (i - 1).\n"
                "- At (10^9, 1): (10^9 - p) + (y - 1), so p = 10^9 - (answer - (y - 1)).\n"
                "- At (1, 10^9): (x - 1) + (10^9 - q), so q = 10^9 - (answer - (x - 1)).")
    q("adq02", "real-code-probe-rectangle-distance-formulas", P,
      formulas + "\n\n" + PY + "\n\n" + CPLX,
      ["d1 = (x - 1) + (y - 1)", "f(i) = (x - i) + (y - 1) = d1 - (i - 1)", "f(i) = y - 1 > d1 - (i - 1)",
       "p = 10^9 - (answer - (y - 1))", "q = 10^9 - (answer - (x - 1))"])
    table = ("Query budget by phase:\n\n| phase | queries |\n|---|---|\n| corner (1, 1) | 1 |\n"
             "| binary search on row 1 | 30 |\n| corner (10^9, 1) | 1 |\n| corner (1, 10^9) | 1 |\n"
             "| total | 33 of 40 |\n\n"
             "Safety: every query has i = 1, j = 1, i = 10^9 or j = 10^9, and the base avoids the border, so no "
             "answer is -1 for a correct program.")
    q("adq03", "real-code-probe-rectangle-query-budget-table", P,
      IDEA + "\n\n" + PY + "\n\n" + table,
      ["| binary search on row 1 | 30 |", "| total | 33 of 40 |", "the base avoids the border"])
    small = ("Hand check on a second base, x = 999999998, y = 2, p = 999999999, q = 3 (a corner case next to the "
             "right edge): ? 1 1 answers 999999998; every row-1 query with mid <= 999999998 answers "
             "999999998 - (mid - 1), so lo climbs to 999999998 and x = 999999998, y = 999999998 - 999999997 + 1 = 2; "
             "? 1000000000 1 answers 1 + 1 = 2, so p = 10^9 - (2 - 1) = 999999999; ? 1 1000000000 answers "
             "999999997 + 999999997 = 1999999994, so q = 10^9 - (1999999994 - 999999997) = 3.")
    q("adq04", "real-code-probe-rectangle-edge-hand-check", P,
      IDEA + "\n\n" + PY + "\n\n" + small + "\n\n" + CPLX,
      ["? 1 1 answers 999999998", "y = 999999998 - 999999997 + 1 = 2", "p = 10^9 - (2 - 1) = 999999999",
       "q = 10^9 - (1999999994 - 999999997) = 3"])
