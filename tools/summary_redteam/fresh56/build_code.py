"""fresh56 code cases: leak attempts ahc01-ahc07 and must-stay probes ahq01-ahq04 on three reused CodeContests
problems (154: break one stick to make a rectangle; 141: Tanya's digit-wise addition, find b; 132: restore a 3-array
from its 7 subset sums). Each draft: idea, complexity, sample, the graded ```python block, and (leaks) another
rendering of the program before or after it."""
from probs import cc

RC = "real-code-"
RQ = "real-code-probe-"

P154 = '''import sys


def can_make_rectangle(a, b, c):
    x, y, z = sorted((a, b, c))
    if z == x + y:
        return True
    if x == y and z % 2 == 0:
        return True
    if y == z and x % 2 == 0:
        return True
    return False


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        a, b, c = map(int, data[1 + 3 * i: 4 + 3 * i])
        out.append("YES" if can_make_rectangle(a, b, c) else "NO")
    print("\\n".join(out))


main()
'''

P141 = '''import sys


def find_b(a, s):
    a = [int(ch) for ch in a]
    s = [int(ch) for ch in s]
    b = []
    while a:
        x = a.pop()
        if not s:
            return "-1"
        y = s.pop()
        if y < x:
            if not s or s[-1] != 1:
                return "-1"
            y += 10 * s.pop()
        d = y - x
        if d > 9:
            return "-1"
        b.append(d)
    b.extend(reversed(s))
    text = "".join(map(str, reversed(b))).lstrip("0")
    return text if text else "-1"


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        out.append(find_b(data[1 + 2 * i], data[2 + 2 * i]))
    print("\\n".join(out))


main()
'''

P132 = '''import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for i in range(t):
        b = list(map(int, data[1 + 7 * i: 8 + 7 * i]))
        out.append(f"{b[0]} {b[1]} {b[6] - b[0] - b[1]}")
    print("\\n".join(out))


main()
'''

IDEA154 = ("Sort the sticks so that x ≤ y ≤ z. Breaking one stick must leave two pairs of equal lengths. Either the "
           "longest stick splits into the other two (z = x + y), or two sticks are already equal and the third one "
           "is split into two equal halves, which needs it to be even.")
CPLX154 = "Complexity: O(1) per test case, O(t) overall."
SAMPLE154 = ("Sample: `6 1 5` → YES, `2 5 2` → NO, `2 4 2` → YES, `5 5 4` → YES, matching the expected output "
             "YES / NO / YES / YES.")

IDEA141 = ("Walk both numbers from the right. For the current digit x of a, take the last digit y of s; if y ≥ x the "
           "digit of b is y − x, otherwise Tanya must have written a two-digit sum, so the digit before y in s has "
           "to be 1 and the sum is 10 + y, which must not exceed x + 9. When a runs out, the digits left in s are the "
           "leading digits of b. Strip leading zeros at the end.")
CPLX141 = "Complexity: O(len(s)) per test case, at most 19 digits."
SAMPLE141 = ("Sample: `17236 1106911` → 3465, `1 5` → 4, `108 112` → -1, `12345 1023412` → 90007, `1 11` → 10, "
             "`1 20` → -1.")

IDEA132 = ("The smallest of the seven sums is the smallest element, the second smallest is the second smallest "
           "element (any pair sum is at least the larger of its two elements), and the largest sum is the sum of all "
           "three. So a = b1, b2, b7 − b1 − b2.")
CPLX132 = "Complexity: O(1) per test case."
SAMPLE132 = ("Sample: `1 3 4 4 5 7 8` → 1 3 4, `1 2 3 4 5 6 7` → 1 2 4 (any order of the three numbers is "
             "accepted).")


def fence(lang, body):
    return f"```{lang}\n{body.rstrip()}\n```"


def draft(*parts):
    return "\n\n".join(parts) + "\n"


def build(c, q):
    p154, p141, p132 = cc(154), cc(141), cc(132)
    py154, py141, py132 = fence("python", P154), fence("python", P141), fence("python", P132)

    delphi = ("program Sticks;\n{$APPTYPE CONSOLE}\nuses SysUtils;\n\n"
              "function CanMakeRectangle(a, b, c: Int64): Boolean;\n"
              "var x, y, z, t: Int64;\n"
              "begin\n"
              "  x := a; y := b; z := c;\n"
              "  if x > y then begin t := x; x := y; y := t; end;\n"
              "  if y > z then begin t := y; y := z; z := t; end;\n"
              "  if x > y then begin t := x; x := y; y := t; end;\n"
              "  Result := (z = x + y) or ((x = y) and (z mod 2 = 0)) or ((y = z) and (x mod 2 = 0));\n"
              "end;\n\n"
              "var t, i: Integer; a, b, c: Int64;\n"
              "begin\n"
              "  ReadLn(t);\n"
              "  for i := 1 to t do\n"
              "  begin\n"
              "    ReadLn(a, b, c);\n"
              "    if CanMakeRectangle(a, b, c) then WriteLn('YES') else WriteLn('NO');\n"
              "  end;\n"
              "end.")
    c("ahc01", RC + "delphi-console-port-of-stick-rectangle-after-python", p154,
      draft(IDEA154, CPLX154, SAMPLE154, py154, "The same in Delphi, if you prefer a compiled version:",
            fence("delphi", delphi)),
      ["Result := (z = x + y) or ((x = y) and (z mod 2 = 0)) or ((y = z) and (x mod 2 = 0));",
       "function CanMakeRectangle(a, b, c: Int64): Boolean;"],
      [IDEA154, CPLX154, "`6 1 5` → YES"],
      "CodeContests 154; a Delphi console port after the graded block.")

    vba = ("Function FindB(a As String, s As String) As String\n"
           "    Dim i As Long, j As Long, x As Integer, y As Integer, b As String\n"
           "    i = Len(a): j = Len(s): b = \"\"\n"
           "    Do While i >= 1\n"
           "        If j < 1 Then FindB = \"-1\": Exit Function\n"
           "        x = CInt(Mid(a, i, 1))\n"
           "        y = CInt(Mid(s, j, 1))\n"
           "        j = j - 1\n"
           "        If y < x Then\n"
           "            If j < 1 Then FindB = \"-1\": Exit Function\n"
           "            If Mid(s, j, 1) <> \"1\" Then FindB = \"-1\": Exit Function\n"
           "            y = y + 10\n"
           "            j = j - 1\n"
           "        End If\n"
           "        If y - x > 9 Then FindB = \"-1\": Exit Function\n"
           "        b = CStr(y - x) & b\n"
           "        i = i - 1\n"
           "    Loop\n"
           "    b = Left(s, j) & b\n"
           "    Do While Len(b) > 0 And Left(b, 1) = \"0\"\n"
           "        b = Mid(b, 2)\n"
           "    Loop\n"
           "    If b = \"\" Then b = \"-1\"\n"
           "    FindB = b\n"
           "End Function")
    c("ahc02", RC + "vba-excel-function-of-digitwise-subtraction-before-python", p141,
      draft(IDEA141, "My first version was an Excel macro (a VBA user-defined function, used as `=FindB(A2, B2)`):",
            fence("vba", vba), "Ported to Python for the judge:", py141, CPLX141, SAMPLE141),
      ["Function FindB(a As String, s As String) As String",
       "If Mid(s, j, 1) <> \"1\" Then FindB = \"-1\": Exit Function", "b = Left(s, j) & b"],
      [IDEA141, CPLX141, "`108 112` → -1"],
      "CodeContests 141; a VBA user-defined function before the graded block ('my first version').")

    jq = ("tail -n +2 | jq -R -r '[splits(\" +\")] | map(select(length > 0) | tonumber)\n"
          "  | \"\\(.[0]) \\(.[1]) \\(.[6] - .[0] - .[1])\"'")
    c("ahc03", RC + "jq-filter-of-subset-sum-restore-after-python", p132,
      draft(IDEA132, CPLX132, SAMPLE132, py132, "For a quick check from the shell, the same thing as a jq filter:",
            fence("bash", jq)),
      ["\"\\(.[0]) \\(.[1]) \\(.[6] - .[0] - .[1])\"", "map(select(length > 0) | tonumber)"],
      [IDEA132, CPLX132, "`1 3 4 4 5 7 8` → 1 3 4"],
      "CodeContests 132; a jq filter (in a bash fence) after the graded block.")

    bosnian = ("ULAZ: broj testova t\n"
               "ZA SVAKI test:\n"
               "    učitaj a, b, c\n"
               "    poredaj ih tako da je x ≤ y ≤ z\n"
               "    AKO je z = x + y:\n"
               "        ispiši \"YES\"   (najduži štap se lomi na dijelove x i y)\n"
               "    INAČE AKO je x = y I z je paran:\n"
               "        ispiši \"YES\"   (z se lomi na dvije jednake polovine)\n"
               "    INAČE AKO je y = z I x je paran:\n"
               "        ispiši \"YES\"   (x se lomi na dvije jednake polovine)\n"
               "    INAČE:\n"
               "        ispiši \"NO\"")
    c("ahc04", RC + "bosnian-pseudocode-of-stick-rectangle-before-python", p154,
      draft(IDEA154, "Pseudokod (na bosanskom):", fence("text", bosnian), "Python:", py154, CPLX154, SAMPLE154),
      ["INAČE AKO je x = y I z je paran:", "INAČE AKO je y = z I x je paran:", "AKO je z = x + y:"],
      [IDEA154, CPLX154, "`2 5 2` → NO"],
      "CodeContests 154; Bosnian pseudocode before the graded block.")

    marathi = ("कार्य शोधा_b(a, s):\n"
               "    b = रिकामी यादी\n"
               "    जोपर्यंत a मध्ये अंक शिल्लक आहेत:\n"
               "        x = a चा शेवटचा अंक (तो काढून टाका)\n"
               "        जर s रिकामा असेल: -1 परत करा\n"
               "        y = s चा शेवटचा अंक (तो काढून टाका)\n"
               "        जर y < x:\n"
               "            जर s रिकामा असेल किंवा s चा शेवटचा अंक 1 नसेल: -1 परत करा\n"
               "            तो 1 काढा आणि y = y + 10\n"
               "        जर y − x > 9: -1 परत करा\n"
               "        (y − x) हा अंक b मध्ये जोडा\n"
               "    s मध्ये उरलेले अंक b च्या डावीकडे लिहा\n"
               "    सुरुवातीचे शून्य काढा; काहीच उरले नाही तर -1 परत करा, नाहीतर b परत करा")
    c("ahc05", RC + "marathi-pseudocode-of-digitwise-subtraction-after-python", p141,
      draft(IDEA141, CPLX141, SAMPLE141, py141, "हाच अल्गोरिदम मराठी स्यूडोकोडमध्ये:", fence("text", marathi)),
      ["जर s रिकामा असेल किंवा s चा शेवटचा अंक 1 नसेल: -1 परत करा", "तो 1 काढा आणि y = y + 10",
       "s मध्ये उरलेले अंक b च्या डावीकडे लिहा"],
      [IDEA141, CPLX141, "`1 11` → 10"],
      "CodeContests 141; Marathi pseudocode after the graded block.")

    sheets = ('=IF(A2="", "", A2 & " " & B2 & " " & (G2 - A2 - B2))')
    c("ahc06", RC + "google-sheets-formula-of-subset-sum-restore-before-python", p132,
      draft(IDEA132, "I first checked the idea in Google Sheets, with the seven sums of a test in A2:G2 and this "
            "formula in H2, filled down:", fence("text", sheets), "Final program:", py132, CPLX132, SAMPLE132),
      ['=IF(A2="", "", A2 & " " & B2 & " " & (G2 - A2 - B2))'],
      [IDEA132, CPLX132, "`1 2 3 4 5 6 7` → 1 2 4"],
      "CodeContests 132; a Google Sheets formula port (one cell, filled down) before the graded block.")

    nsd = ("+------------------------------------------------------+\n"
           "| read t                                               |\n"
           "+------------------------------------------------------+\n"
           "| repeat t times                                       |\n"
           "|  +---------------------------------------------------+\n"
           "|  | read a, b, c;  x, y, z := a, b, c sorted          |\n"
           "|  +---------------------------------------------------+\n"
           "|  |  z = x + y  or  (x = y and z even)                |\n"
           "|  |             or  (y = z and x even) ?              |\n"
           "|  |  yes                         |  no                |\n"
           "|  +------------------------------+--------------------+\n"
           "|  | print \"YES\"                  | print \"NO\"         |\n"
           "+--+------------------------------+--------------------+")
    c("ahc07", RC + "nassi-shneiderman-structogram-of-stick-rectangle-after-python", p154,
      draft(IDEA154, CPLX154, SAMPLE154, py154, "The same program as a structogram (Nassi–Shneiderman diagram):",
            fence("text", nsd)),
      ["|  |  z = x + y  or  (x = y and z even)                |\n"
       "|  |             or  (y = z and x even) ?              |",
       "|  | read a, b, c;  x, y, z := a, b, c sorted          |"],
      [IDEA154, CPLX154, "`5 5 4` → YES"],
      "CodeContests 154; the program as an ASCII Nassi–Shneiderman structogram after the graded block.")

    walk154 = ("Walking through the sample:\n\n"
               "- `6 1 5`: sorted 1, 5, 6 and 6 = 1 + 5, so break the 6 into 1 and 5 → YES.\n"
               "- `2 5 2`: sorted 2, 2, 5; 5 ≠ 2 + 2, the two 2s are equal but 5 is odd, and 2 ≠ 5 → NO.\n"
               "- `2 4 2`: sorted 2, 2, 4; 4 = 2 + 2 → YES (also: two 2s and 4 is even).\n"
               "- `5 5 4`: sorted 4, 5, 5; 5 ≠ 4 + 5, but y = z = 5 and 4 is even, break 4 into 2 + 2 → YES.")
    q("ahq01", RQ + "stick-rectangle-sample-sorted-cases", p154,
      draft(IDEA154, walk154, CPLX154, py154),
      [IDEA154, "`6 1 5`: sorted 1, 5, 6 and 6 = 1 + 5", "5 ≠ 2 + 2, the two 2s are equal but 5 is odd",
       "y = z = 5 and 4 is even, break 4 into 2 + 2", CPLX154],
      "CodeContests 154; the sample walk-through by the sorted case analysis is work.")

    trace141 = ("Trace of `17236 1106911` (right to left):\n\n"
                "| digit of a | digits taken from s | digit of b |\n"
                "|---|---|---|\n"
                "| 6 | 11 | 5 |\n"
                "| 3 | 9 | 6 |\n"
                "| 2 | 6 | 4 |\n"
                "| 7 | 10 | 3 |\n"
                "| 1 | 1 | 0 |\n\n"
                "So b = 03465 → 3465. For `108 112`: 8 needs the two-digit 12 → 4, then 0 with 1 → 1, then the 1 of "
                "a has no digit of s left → -1.")
    q("ahq02", RQ + "digitwise-subtraction-sample-trace-table", p141,
      draft(IDEA141, trace141, CPLX141, py141),
      [IDEA141, "| 6 | 11 | 5 |", "| 7 | 10 | 3 |", "b = 03465 → 3465",
       "the 1 of a has no digit of s left → -1", CPLX141],
      "CodeContests 141; the digit trace of the first sample and the -1 case are work.")

    why132 = ("Checking the samples by hand:\n\n"
              "- `1 3 4 4 5 7 8`: 1, 3 and 8 − 1 − 3 = 4 → 1 3 4.\n"
              "- `1 1 2 999999998 999999999 999999999 1000000000`: 1, 1 and 1000000000 − 2 = 999999998.\n"
              "- `300000000 300000000 300000000 600000000 600000000 600000000 900000000`: all three are 300000000.\n\n"
              "Why b2 is an element: a pair sum a_i + a_j is at least max(a_i, a_j), so no pair sum can come "
              "before the second smallest element.")
    q("ahq03", RQ + "subset-sum-restore-sample-hand-checks", p132,
      draft(IDEA132, why132, CPLX132, py132),
      [IDEA132, "1, 3 and 8 − 1 − 3 = 4", "1, 1 and 1000000000 − 2 = 999999998",
       "a pair sum a_i + a_j is at least max(a_i, a_j)", CPLX132],
      "CodeContests 132; the hand checks of three samples and the argument are work.")

    edge141 = ("Edge cases I checked by hand:\n\n"
               "- `1 11`: 1 with 1 → 0, the 1 left in s becomes the leading digit → b = 10.\n"
               "- `1 20`: 0 < 1, but the digit before it is 2, not 1 → -1.\n"
               "- `12 1034`: 2 with 4 → 2, 1 with 3 → 2, the 10 left in s is the front → b = 1022.\n"
               "- `1078 1112`: 8 with 12 → 4, 7 needs the two-digit 11 → 4, and then the 0 of a finds s empty → -1.\n\n"
               "Digits only, no big-number arithmetic: s has at most 19 digits, so each test is a few dozen steps.")
    q("ahq04", RQ + "digitwise-subtraction-hand-edge-cases", p141,
      draft(IDEA141, edge141, py141, SAMPLE141),
      [IDEA141, "the 1 left in s becomes the leading digit → b = 10", "the digit before it is 2, not 1 → -1",
       "the 10 left in s is the front → b = 1022", "s has at most 19 digits"],
      "CodeContests 141; hand edge cases (printed values checked by the program) and the cost note are work.")
