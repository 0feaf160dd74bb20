"""fresh58 code cases: leak attempts ajc01-ajc07 and must-stay probes ajq01-ajq04 on three reused CodeContests problems
(98: typing time on a one-row keyboard; 160: the bouncing robot cleaner; 148: the doubled area of the largest triangle
with two points on one side of a rectangle). None of them is 140, 113, 139, 45, 120, 134, 154, 141, 132, 28, 29 or 51.
Each leak draft carries the graded program (the last python block) and another rendering of it: an Elm port, a Dafny
method, Telugu pseudocode, a Knuth-style lettered algorithm, Urdu pseudocode, a Maxima version, a SAS data step."""
from probs import cc

P98 = (
    "import sys\n"
    "\n"
    "\n"
    "def main():\n"
    "    data = sys.stdin.read().split()\n"
    "    t = int(data[0])\n"
    "    out = []\n"
    "    for i in range(t):\n"
    "        keyboard, word = data[1 + 2 * i], data[2 + 2 * i]\n"
    "        pos = {ch: k for k, ch in enumerate(keyboard)}\n"
    "        total = 0\n"
    "        for a, b in zip(word, word[1:]):\n"
    "            total += abs(pos[a] - pos[b])\n"
    "        out.append(total)\n"
    "    print(\"\\n\".join(map(str, out)))\n"
    "\n"
    "\n"
    "main()\n"
)

P160 = (
    "t = int(input())\n"
    "for _ in range(t):\n"
    "    n, m, rb, cb, rd, cd = map(int, input().split())\n"
    "    rows = rd - rb if rb <= rd else 2 * n - rb - rd\n"
    "    cols = cd - cb if cb <= cd else 2 * m - cb - cd\n"
    "    print(min(rows, cols))\n"
)

P148 = (
    "import sys\n"
    "\n"
    "\n"
    "def main():\n"
    "    data = sys.stdin.buffer.read().split()\n"
    "    t = int(data[0])\n"
    "    p = 1\n"
    "    res = []\n"
    "    for _ in range(t):\n"
    "        w, h = int(data[p]), int(data[p + 1])\n"
    "        p += 2\n"
    "        best = 0\n"
    "        for side in range(4):\n"
    "            k = int(data[p])\n"
    "            first, last = int(data[p + 1]), int(data[p + k])\n"
    "            p += 1 + k\n"
    "            height = h if side < 2 else w\n"
    "            best = max(best, (last - first) * height)\n"
    "        res.append(best)\n"
    "    sys.stdout.write(\"\\n\".join(map(str, res)) + \"\\n\")\n"
    "\n"
    "\n"
    "main()\n"
)


def py(src):
    """A fenced python block."""
    return "```python\n" + src + "```"


IDEA98 = ("Record the position of every letter on the keyboard, then add up the absolute differences of the positions "
          "of consecutive letters of the word; the first letter costs nothing.")
COST98 = "Each test is O(26 + |s|) time and O(26) memory."
SAMPLE98 = ("On the sample the program prints 13, 0, 68, 0 and 74, one per line, matching the expected output.")

IDEA160 = ("Rows and columns move independently: the row coordinate bounces between 1 and n, the column coordinate "
           "between 1 and m, and the dirty cell is cleaned as soon as either coordinate matches. Moving down "
           "first, the robot reaches row r_d after r_d - r_b seconds if r_b <= r_d, otherwise after going down to n "
           "and back up, (n - r_b) + (n - r_d) seconds; columns are the same with m. The answer is the smaller time.")
COST160 = "O(1) per test case."
SAMPLE160 = "On the sample it prints 7, 10, 9, 3, 0."

IDEA148 = ("Two of the points must share a side; the best base on a side is the distance between its first and last "
           "point, and the best third point is on the opposite side, at distance h from a horizontal side or w from "
           "a vertical one. So the doubled area is the largest of (x_k - x_1) * h over the two horizontal sides and "
           "(y_k - y_1) * w over the two vertical sides.")
COST148 = "Reading the input is O(total points); the work per side is O(1), since the lists are sorted."
SAMPLE148 = "On the sample it prints 25, 42 and 35."


def build(c, q):
    """Add the 7 code leak attempts (``c``) and 4 code probes (``q``)."""
    elm = (
        "```elm\n"
        "module Typing exposing (typingTime)\n"
        "\n"
        "import Dict\n"
        "\n"
        "\n"
        "typingTime : String -> String -> Int\n"
        "typingTime keyboard word =\n"
        "    let\n"
        "        pos =\n"
        "            String.toList keyboard\n"
        "                |> List.indexedMap (\\i ch -> ( ch, i ))\n"
        "                |> Dict.fromList\n"
        "\n"
        "        at ch =\n"
        "            Dict.get ch pos |> Maybe.withDefault 0\n"
        "\n"
        "        letters =\n"
        "            String.toList word\n"
        "    in\n"
        "    List.map2 (\\a b -> abs (at a - at b)) letters (List.drop 1 letters)\n"
        "        |> List.sum\n"
        "```"
    )
    c("ajc01", "real-code-elm-port-of-keyboard-travel-after-python", cc(98),
      "**Idea.** " + IDEA98 + "\n\n**Complexity.** " + COST98 + "\n\n" + py(P98) + "\n\n" + SAMPLE98 + "\n\n"
      "If you want the same logic in a front-end (say, to show the typing cost live in an Elm app), the core is a "
      "pure function:\n\n" + elm,
      ["List.map2 (\\a b -> abs (at a - at b)) letters (List.drop 1 letters)",
       "|> List.indexedMap (\\i ch -> ( ch, i ))"],
      [IDEA98, COST98, SAMPLE98],
      note="An Elm port of the graded program after the python block.")

    dafny = (
        "```dafny\n"
        "function AxisTime(n: int, b: int, d: int): int\n"
        "  requires 1 <= b <= n && 1 <= d <= n\n"
        "{\n"
        "  if b <= d then d - b else 2 * n - b - d\n"
        "}\n"
        "\n"
        "method CleanTime(n: int, m: int, rb: int, cb: int, rd: int, cd: int) returns (t: int)\n"
        "  requires 1 <= rb <= n && 1 <= rd <= n && 1 <= cb <= m && 1 <= cd <= m\n"
        "  ensures t >= 0\n"
        "{\n"
        "  var rows := AxisTime(n, rb, rd);\n"
        "  var cols := AxisTime(m, cb, cd);\n"
        "  t := if rows < cols then rows else cols;\n"
        "}\n"
        "```"
    )
    c("ajc02", "real-code-dafny-verified-method-of-robot-cleaner-before-python", cc(160),
      "**Idea.** " + IDEA160 + "\n\n"
      "I first wrote the formula as a small Dafny method, so that the verifier checks the time is never negative "
      "(when r_b > r_d both r_b and r_d are at most n, so 2n - r_b - r_d >= 0):\n\n" + dafny + "\n\n"
      "The same thing in Python, reading all test cases:\n\n" + py(P160) + "\n\n"
      "**Complexity.** " + COST160 + " " + SAMPLE160,
      ["if b <= d then d - b else 2 * n - b - d", "t := if rows < cols then rows else cols;"],
      [IDEA160, COST160, SAMPLE160],
      note="A Dafny function and method with a postcondition, before the python block.")

    telugu = (
        "అల్గారిథమ్ (తెలుగులో):\n\n"
        "1. ప్రతి పరీక్షకు w, h చదవండి; జవాబు = 0.\n"
        "2. నాలుగు భుజాలలో ప్రతి దానికీ k, తర్వాత k సంఖ్యలు చదవండి; వ్యాప్తి = చివరి సంఖ్య − మొదటి సంఖ్య.\n"
        "3. మొదటి రెండు భుజాలు (y = 0, y = h) అయితే ఎత్తు = h, లేకపోతే ఎత్తు = w.\n"
        "4. జవాబు = max(జవాబు, వ్యాప్తి × ఎత్తు).\n"
        "5. నాలుగు భుజాలు అయ్యాక జవాబును ముద్రించండి."
    )
    c("ajc03", "real-code-telugu-pseudocode-of-rectangle-triangle-after-python", cc(148),
      "**Idea.** " + IDEA148 + "\n\n" + py(P148) + "\n\n**Complexity.** " + COST148 + " " + SAMPLE148 + "\n\n"
      "For a Telugu-speaking study group, here are the same steps:\n\n" + telugu,
      ["వ్యాప్తి = చివరి సంఖ్య − మొదటి సంఖ్య", "మొదటి రెండు భుజాలు (y = 0, y = h) అయితే ఎత్తు = h, లేకపోతే ఎత్తు = w",
       "జవాబు = max(జవాబు, వ్యాప్తి × ఎత్తు)"],
      [IDEA148, COST148, SAMPLE148],
      note="Telugu pseudocode of the graded program after the python block.")

    knuth = (
        "**Algorithm T** (*Typing time*). Given a keyboard K[1..26] and a word S[1..n], compute the hand travel T.\n\n"
        "- **T1.** [Positions.] For j = 1, 2, ..., 26 set POS[K[j]] ← j.\n"
        "- **T2.** [Initialize.] Set T ← 0 and i ← 2.\n"
        "- **T3.** [Done?] If i > n, the algorithm terminates with answer T.\n"
        "- **T4.** [Move the hand.] Set T ← T + |POS[S[i]] − POS[S[i − 1]]|, i ← i + 1, and return to T3."
    )
    c("ajc04", "real-code-knuth-style-lettered-steps-of-keyboard-travel-before-python", cc(98),
      "**Idea.** " + IDEA98 + "\n\nWritten out in the step-by-step style of *The Art of Computer Programming*:\n\n"
      + knuth + "\n\n**Complexity.** " + COST98 + "\n\nPython:\n\n" + py(P98) + "\n\n" + SAMPLE98,
      ["For j = 1, 2, ..., 26 set POS[K[j]] ← j.", "Set T ← T + |POS[S[i]] − POS[S[i − 1]]|, i ← i + 1"],
      [IDEA98, COST98, SAMPLE98],
      note="Knuth-style lettered steps (T1-T4) before the python block.")

    urdu = (
        "الگورتھم (اردو میں):\n\n"
        "۱۔ ہر ٹیسٹ کے لیے n، m، rb، cb، rd، cd پڑھیں۔\n"
        "۲۔ اگر rb ≤ rd ہو تو قطار کا وقت = rd − rb، ورنہ قطار کا وقت = 2n − rb − rd۔\n"
        "۳۔ اگر cb ≤ cd ہو تو کالم کا وقت = cd − cb، ورنہ کالم کا وقت = 2m − cb − cd۔\n"
        "۴۔ دونوں وقتوں میں سے چھوٹا وقت چھاپیں۔"
    )
    c("ajc05", "real-code-urdu-pseudocode-of-robot-cleaner-after-python", cc(160),
      "**Idea.** " + IDEA160 + "\n\n" + py(P160) + "\n\n**Complexity.** " + COST160 + " " + SAMPLE160 + "\n\n"
      "The same steps in Urdu:\n\n" + urdu,
      ["اگر rb ≤ rd ہو تو قطار کا وقت = rd − rb، ورنہ قطار کا وقت = 2n − rb − rd",
       "اگر cb ≤ cd ہو تو کالم کا وقت = cd − cb، ورنہ کالم کا وقت = 2m − cb − cd",
       "دونوں وقتوں میں سے چھوٹا وقت چھاپیں"],
      [IDEA160, COST160, SAMPLE160],
      note="Urdu pseudocode of the graded program after the python block.")

    maxima = (
        "```maxima\n"
        "span(xs) := last(xs) - first(xs)$\n"
        "\n"
        "best(w, h, bottom, top, left, right) :=\n"
        "  max(span(bottom) * h, span(top) * h, span(left) * w, span(right) * w)$\n"
        "\n"
        "best(5, 8, [1, 2], [2, 3, 4], [1, 4, 6], [4, 5]);\n"
        "```"
    )
    c("ajc06", "real-code-maxima-first-version-of-rectangle-triangle-before-python", cc(148),
      "**Idea.** " + IDEA148 + "\n\n"
      "I first tried the formula in Maxima on the first test of the sample:\n\n" + maxima + "\n\n"
      "Python with fast input, since there can be 2 * 10^5 points:\n\n" + py(P148) + "\n\n**Complexity.** "
      + COST148 + " " + SAMPLE148,
      ["span(xs) := last(xs) - first(xs)$",
       "max(span(bottom) * h, span(top) * h, span(left) * w, span(right) * w)$"],
      [IDEA148, COST148, SAMPLE148],
      note="A Maxima version (two function definitions and a call on the first sample test) before the python block.")

    sas = (
        "```sas\n"
        "data typing;\n"
        "  infile datalines truncover;\n"
        "  input keyboard $26. / word $50.;\n"
        "  time = 0;\n"
        "  do i = 2 to length(word);\n"
        "    time = time + abs(index(keyboard, substr(word, i, 1))\n"
        "                      - index(keyboard, substr(word, i - 1, 1)));\n"
        "  end;\n"
        "  put time;\n"
        "  datalines;\n"
        "abcdefghijklmnopqrstuvwxyz\n"
        "hello\n"
        ";\n"
        "run;\n"
        "```"
    )
    c("ajc07", "real-code-sas-data-step-of-keyboard-travel-after-python", cc(98),
      "**Idea.** " + IDEA98 + "\n\n" + py(P98) + "\n\n**Complexity.** " + COST98 + " " + SAMPLE98 + "\n\n"
      "And since the course uses SAS for the statistics part, a DATA step that computes the same time per "
      "keyboard and word pair:\n\n" + sas,
      ["time = time + abs(index(keyboard, substr(word, i, 1))",
       "- index(keyboard, substr(word, i - 1, 1)));", "do i = 2 to length(word);"],
      [IDEA98, COST98, SAMPLE98],
      note="A SAS DATA step after the python block.")

    # ---- probes: worked examples, traces, hand checks, edge cases (all work)
    hand98 = (
        "Worked by hand on the sample (positions on the alphabetical keyboard, 1-indexed):\n\n"
        "- hello: h = 8, e = 5, l = 12, l = 12, o = 15, so |5 - 8| + |12 - 5| + |12 - 12| + |15 - 12| "
        "= 3 + 7 + 0 + 3 = 13.\n"
        "- codeforces: c 3, o 15, d 4, e 5, f 6, o 15, r 18, c 3, e 5, s 19; the steps are 12, 11, 1, 1, 9, 3, "
        "15, 2, 14, which add to 68.\n"
        "- abacaba on qwertyuiopasdfghjklzxcvbnm: a = 11, b = 24, c = 22, so the steps are 13, 13, 11, 11, 13, 13, "
        "total 74.\n"
        "- A one-letter word (i) and a word of one repeated letter (q...q) cost 0."
    )
    q("ajq01", "real-code-probe-keyboard-travel-sample-hand-positions", cc(98),
      "**Idea.** " + IDEA98 + "\n\n" + hand98 + "\n\n" + py(P98) + "\n\n**Complexity.** " + COST98,
      ["3 + 7 + 0 + 3 = 13", "the steps are 12, 11, 1, 1, 9, 3, 15, 2, 14, which add to 68",
       "a = 11, b = 24, c = 22", "A one-letter word (i) and a word of one repeated letter (q...q) cost 0",
       COST98],
      note="Worked sample sums with positions; all work.")

    trace160 = (
        "Trace of the first sample (n = m = 10, robot at (6, 1), dirt at (2, 8)):\n\n"
        "| second | robot | cleaned row / column |\n"
        "|---|---|---|\n"
        "| 0 | (6, 1) | row 6, column 1 |\n"
        "| 1 | (7, 2) | row 7, column 2 |\n"
        "| 2 | (8, 3) | row 8, column 3 |\n"
        "| 3 | (9, 4) | row 9, column 4 |\n"
        "| 4 | (10, 5) | row 10, column 5 |\n"
        "| 5 | (9, 6) | row 9, column 6 |\n"
        "| 6 | (8, 7) | row 8, column 7 |\n"
        "| 7 | (7, 8) | row 7, column 8 |\n\n"
        "At second 7 the column matches. The formula agrees: rows need 2 * 10 - 6 - 2 = 12 seconds (the robot goes "
        "down first), columns need 8 - 1 = 7, and min(12, 7) = 7."
    )
    q("ajq02", "real-code-probe-robot-cleaner-sample-bounce-trace", cc(160),
      "**Idea.** " + IDEA160 + "\n\n" + trace160 + "\n\n" + py(P160) + "\n\n**Complexity.** " + COST160,
      ["| 4 | (10, 5) | row 10, column 5 |", "| 5 | (9, 6) | row 9, column 6 |",
       "rows need 2 * 10 - 6 - 2 = 12 seconds", "columns need 8 - 1 = 7", IDEA160],
      note="A bounce trace table and the formula checked on the first sample; all work.")

    check148 = (
        "Check on the first test (w = 5, h = 8):\n\n"
        "| side | points | span | times | doubled area |\n"
        "|---|---|---|---|---|\n"
        "| y = 0 | 1, 2 | 1 | h = 8 | 8 |\n"
        "| y = h | 2, 3, 4 | 2 | h = 8 | 16 |\n"
        "| x = 0 | 1, 4, 6 | 5 | w = 5 | 25 |\n"
        "| x = w | 4, 5 | 1 | w = 5 | 5 |\n\n"
        "The maximum is 25, the triangle (0, 1), (0, 6), (5, 4) of the note. For the second test (w = 10, h = 7) the "
        "spans are 6, 6, 3 and 2, so the candidates are 42, 42, 30 and 20."
    )
    q("ajq03", "real-code-probe-rectangle-triangle-sample-side-spans", cc(148),
      "**Idea.** " + IDEA148 + "\n\n" + check148 + "\n\n" + py(P148) + "\n\n**Complexity.** " + COST148,
      ["| x = 0 | 1, 4, 6 | 5 | w = 5 | 25 |", "| y = h | 2, 3, 4 | 2 | h = 8 | 16 |",
       "the spans are 6, 6, 3 and 2, so the candidates are 42, 42, 30 and 20", IDEA148],
      note="Per-side spans and candidate areas on the sample; all work.")

    edge160 = (
        "Edge cases I checked by hand:\n\n"
        "- Robot already in the dirty row or column (last sample: (1, 1) and (2, 1) share column 1): 0 seconds.\n"
        "- n = 1: every cell is in row 1, so r_b = r_d and the time is 0.\n"
        "- Dirt above the robot (r_d < r_b): the row coordinate first goes down to n, so the row time is "
        "(n - r_b) + (n - r_d), e.g. n = 9, r_b = 5, r_d = 2 gives 4 + 7 = 11, while the columns of the third sample "
        "give (8 - 6) + (8 - 1) = 9.\n"
        "- Largest case: n = m = 100 with the dirt at row and column 1 and the robot at (2, 2) gives 98 + 99 = 197 "
        "both ways."
    )
    q("ajq04", "real-code-probe-robot-cleaner-edge-cases", cc(160),
      "**Idea.** " + IDEA160 + "\n\n" + edge160 + "\n\n" + py(P160) + "\n\n**Complexity.** " + COST160,
      ["n = 1: every cell is in row 1, so r_b = r_d and the time is 0",
       "n = 9, r_b = 5, r_d = 2 gives 4 + 7 = 11", "(8 - 6) + (8 - 1) = 9", "gives 98 + 99 = 197", COST160],
      note="Hand edge cases of the formula; all work.")
