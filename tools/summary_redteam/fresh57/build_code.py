"""fresh57 code cases: leak attempts aic01-aic07 and must-stay probes aiq01-aiq04 on three CodeContests test problems
(28: Luntik's two concerts; 29: nearly full subsequences; 51: Theofanis' consecutive-sum riddle; none of fresh55's or
fresh56's). Each leak restates the graded program (the last python block) in another form: a PostgreSQL query, a
LibreOffice Calc formula, an xargs shell pipeline, Kannada pseudocode, a tutor-student dialogue, index-card
instructions for a clerk, a Nushell pipeline."""
from probs import cc

P28 = '''```python
import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    answers = []
    for k in range(t):
        a, b, c = map(int, data[1 + 3 * k:4 + 3 * k])
        total = a + 2 * b + 3 * c
        answers.append(total % 2)
    sys.stdout.write("\\n".join(map(str, answers)) + "\\n")


main()
```'''

P29 = '''```python
import sys


def solve():
    tokens = iter(sys.stdin.read().split())
    t = int(next(tokens))
    lines = []
    for _ in range(t):
        n = int(next(tokens))
        arr = [int(next(tokens)) for _ in range(n)]
        ones = arr.count(1)
        zeros = arr.count(0)
        lines.append(str(ones * (1 << zeros)))
    print("\\n".join(lines))


solve()
```'''

P51 = '''```python
import sys


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = []
    for token in data[1:t + 1]:
        n = int(token)
        out.append(f"{1 - n} {n}")
    print("\\n".join(out))


main()
```'''

IDEA28 = ("The total length of all songs is S = a + 2b + 3c minutes. The difference between the two concerts has the "
          "same parity as S, so it is at least S mod 2, and because there is at least one song of every length we "
          "can always balance the concerts down to exactly that.")
IDEA29 = ("A subsequence has sum s − 1 exactly when the elements left out sum to 1, i.e. we leave out exactly one "
          "element equal to 1 plus any subset of the zeros (leaving out anything larger overshoots).")
IDEA51 = ("Take l = −(n − 1) and r = n: the terms from −(n − 1) to n − 1 cancel in pairs, leaving just r = n. Since "
          "n ≥ 1, l < r always holds, and both stay within ±10^18.")


def build(c, q):
    c("aic01", "real-code-postgresql-query-of-concert-parity-after-python", cc(28),
      "**Idea.** " + IDEA28 + "\n\n"
      "**Complexity.** O(1) per test case.\n\n"
      "Sample: `1 1 1` → 0, `2 1 3` → 1, `5 5 5` → 0, `1 1 2` → 1.\n\n"
      + P28 + "\n\n"
      "If the test cases were sitting in a table `concerts(id, a, b, c)`, the same rule as a PostgreSQL query:\n\n"
      "```sql\n"
      "SELECT id,\n"
      "       mod(a + 2 * b + 3 * c, 2) AS min_difference\n"
      "FROM concerts\n"
      "ORDER BY id;\n"
      "```",
      ["mod(a + 2 * b + 3 * c, 2) AS min_difference"],
      ["O(1) per test case", "`2 1 3` → 1", "at least one song of every length"],
      "PostgreSQL port after the graded program.")

    c("aic02", "real-code-libreoffice-calc-formula-of-nearly-full-count-before-python", cc(29),
      "**Idea.** " + IDEA29 + " So the answer is (number of 1s) × 2^(number of 0s).\n\n"
      "I first tried the rule in LibreOffice Calc, one test array per row in B2:K2 and the count in A2:\n\n"
      "```\n"
      "=COUNTIF(B2:K2;1)*2^COUNTIF(B2:K2;0)\n"
      "```\n\n"
      "It gave 1, 0, 2, 4, 4 on the five sample rows, matching the expected output. The program:\n\n"
      + P29 + "\n\n"
      "**Complexity.** O(n) per test case; Python's integers hold 2^59 without trouble.",
      ["=COUNTIF(B2:K2;1)*2^COUNTIF(B2:K2;0)"],
      ["O(n) per test case", "It gave 1, 0, 2, 4, 4 on the five sample rows",
       "we leave out exactly one element equal to 1 plus any subset of the zeros"],
      "LibreOffice Calc formula (semicolon separators) before the graded program.")

    c("aic03", "real-code-xargs-shell-pipeline-of-consecutive-sum-after-python", cc(51),
      "**Idea.** " + IDEA51 + "\n\n"
      "For the sample, n = 25 gives −24 … 25, and n = 3000000000000 gives −2999999999999 … 3000000000000; any "
      "valid pair is accepted, so we don't need to match the sample's pairs.\n\n"
      + P51 + "\n\n"
      "**Complexity.** O(1) per test case.\n\n"
      "Same thing as a one-line shell pipeline (dash/bash arithmetic is 64-bit, enough for 10^18):\n\n"
      "```bash\n"
      "tail -n +2 input.txt | xargs -n1 sh -c 'echo \"$((1 - $0)) $0\"'\n"
      "```",
      ["tail -n +2 input.txt | xargs -n1 sh -c 'echo \"$((1 - $0)) $0\"'"],
      ["O(1) per test case", "any valid pair is accepted", "the terms from −(n − 1) to n − 1 cancel in pairs"],
      "An xargs pipeline after the graded program.")

    c("aic04", "real-code-kannada-pseudocode-of-concert-parity-before-python", cc(28),
      "**Idea.** " + IDEA28 + "\n\n"
      "ಹುಸಿ ಸಂಕೇತ (ಕನ್ನಡದಲ್ಲಿ):\n\n"
      "```\n"
      "t ಅನ್ನು ಓದಿ\n"
      "ಪ್ರತಿ ಪರೀಕ್ಷೆಗೆ:\n"
      "    a, b, c ಓದಿ\n"
      "    ಒಟ್ಟು ← a + 2·b + 3·c\n"
      "    ಒಟ್ಟು ಸಮಸಂಖ್ಯೆ ಆದರೆ 0 ಮುದ್ರಿಸಿ, ಇಲ್ಲದಿದ್ದರೆ 1 ಮುದ್ರಿಸಿ\n"
      "```\n\n"
      "In Python:\n\n"
      + P28 + "\n\n"
      "**Complexity.** O(1) per test case. Sample `5 5 5`: S = 30 → 0.",
      ["ಒಟ್ಟು ← a + 2·b + 3·c", "ಒಟ್ಟು ಸಮಸಂಖ್ಯೆ ಆದರೆ 0 ಮುದ್ರಿಸಿ, ಇಲ್ಲದಿದ್ದರೆ 1 ಮುದ್ರಿಸಿ"],
      ["O(1) per test case", "Sample `5 5 5`: S = 30 → 0"],
      "Kannada pseudocode before the graded program.")

    c("aic05", "real-code-tutor-student-dialogue-of-nearly-full-count-after-python", cc(29),
      "**Idea.** " + IDEA29 + "\n\n"
      + P29 + "\n\n"
      "**Complexity.** O(n) per test case.\n\n"
      "How I'd explain the program to someone reading it for the first time:\n\n"
      "> **Student:** So what does it actually compute?\n"
      "> **Tutor:** For each array, count the entries equal to 1 — call that k — and the entries equal to 0 — "
      "call that z.\n"
      "> **Student:** And then?\n"
      "> **Tutor:** Print k times 2 to the power z. That's the whole program.\n"
      "> **Student:** What if there are no ones?\n"
      "> **Tutor:** Then k is 0 and it prints 0, no special case needed.",
      ["count the entries equal to 1 — call that k — and the entries equal to 0 — call that z",
       "Print k times 2 to the power z"],
      ["O(n) per test case", "leaving out anything larger overshoots"],
      "The program as a two-voice dialogue in a blockquote, after the graded block.")

    c("aic06", "real-code-clerk-index-card-instructions-of-consecutive-sum-before-python", cc(51),
      "**Idea.** " + IDEA51 + "\n\n"
      "If a clerk had to answer these by hand, one index card per test case:\n\n"
      "1. Read the number n from the card.\n"
      "2. In the left box write 1 minus n (so 0 for n = 1, −99 for n = 100).\n"
      "3. In the right box copy n itself.\n"
      "4. Read the two boxes out, left then right, and move to the next card.\n\n"
      "The program does exactly that:\n\n"
      + P51 + "\n\n"
      "**Complexity.** O(1) per test case; sample n = 6 → −5 6 (−5 + … + 5 cancels, leaving 6).",
      ["In the left box write 1 minus n", "In the right box copy n itself"],
      ["O(1) per test case", "sample n = 6 → −5 6 (−5 + … + 5 cancels, leaving 6)"],
      "Numbered clerk instructions (index cards) before the graded program.")

    c("aic07", "real-code-nushell-pipeline-of-concert-parity-after-python", cc(28),
      "**Idea.** " + IDEA28 + "\n\n"
      "Sample check: `1 1 2` has S = 1 + 2 + 6 = 9, odd, so the answer is 1.\n\n"
      + P28 + "\n\n"
      "**Complexity.** O(1) per test case.\n\n"
      "And as a Nushell pipeline, for anyone who lives in `nu`:\n\n"
      "```nu\n"
      "open input.txt\n"
      "| lines\n"
      "| skip 1\n"
      "| each {|row|\n"
      "    let v = ($row | split row ' ' | into int)\n"
      "    ($v.0 + 2 * $v.1 + 3 * $v.2) mod 2\n"
      "  }\n"
      "| str join \"\\n\"\n"
      "```",
      ["($v.0 + 2 * $v.1 + 3 * $v.2) mod 2"],
      ["O(1) per test case", "`1 1 2` has S = 1 + 2 + 6 = 9, odd, so the answer is 1"],
      "Nushell pipeline after the graded program.")

    q("aiq01", "real-code-probe-concert-parity-sample-worked-examples", cc(28),
      "**Idea.** " + IDEA28 + "\n\n"
      "Worked examples (the sample):\n\n"
      "- `1 1 1`: S = 1 + 2 + 3 = 6, even → 0 (one-minute + two-minute vs the three-minute song).\n"
      "- `2 1 3`: S = 2 + 2 + 9 = 13, odd → 1 (7 vs 6 minutes).\n"
      "- `5 5 5`: S = 5 + 10 + 15 = 30, even → 0.\n"
      "- `1 1 2`: S = 1 + 2 + 6 = 9, odd → 1.\n\n"
      + P28 + "\n\n"
      "**Complexity.** O(1) per test case, O(t) overall; the values up to 10^9 are no problem for Python ints.",
      ["`1 1 1`: S = 1 + 2 + 3 = 6, even → 0", "`2 1 3`: S = 2 + 2 + 9 = 13, odd → 1 (7 vs 6 minutes)",
       "`5 5 5`: S = 5 + 10 + 15 = 30, even → 0", "`1 1 2`: S = 1 + 2 + 6 = 9, odd → 1",
       "O(1) per test case, O(t) overall"],
      "Worked examples in code prose; the idea paragraph and the complexity are work.")

    q("aiq02", "real-code-probe-nearly-full-count-sample-tallies", cc(29),
      "**Idea.** " + IDEA29 + "\n\n"
      "Tallies on the sample:\n\n"
      "| array | ones | zeros | count |\n"
      "|---|---|---|---|\n"
      "| 1 2 3 4 5 | 1 | 0 | 1 |\n"
      "| 1000 1000 | 0 | 0 | 0 |\n"
      "| 1 0 | 1 | 1 | 2 |\n"
      "| 3 0 2 1 1 | 2 | 1 | 4 |\n"
      "| 2 1 0 3 0 | 1 | 2 | 4 |\n\n"
      + P29 + "\n\n"
      "**Complexity.** O(n) per test case.",
      ["| 3 0 2 1 1 | 2 | 1 | 4 |", "| 2 1 0 3 0 | 1 | 2 | 4 |", "| 1 0 | 1 | 1 | 2 |", "O(n) per test case",
       "we leave out exactly one element equal to 1 plus any subset of the zeros"],
      "A sample tally table in code prose; the rows are worked examples.")

    q("aiq03", "real-code-probe-consecutive-sum-sample-hand-sums", cc(51),
      "**Idea.** " + IDEA51 + "\n\n"
      "Hand checks on the sample:\n\n"
      "- n = 1: 0 + 1 = 1 ✓\n"
      "- n = 2: −1 + 0 + 1 + 2 = 2 ✓\n"
      "- n = 100: −99 + … + 99 cancels, + 100 = 100 ✓ (the sample prints 18 22 instead; both are valid)\n"
      "- n = 3·10^12: l = −2999999999999 is well inside −10^18.\n\n"
      + P51 + "\n\n"
      "**Complexity.** O(1) per test case; up to 10^4 lines of output.",
      ["n = 2: −1 + 0 + 1 + 2 = 2 ✓", "(the sample prints 18 22 instead; both are valid)",
       "l = −2999999999999 is well inside −10^18", "O(1) per test case"],
      "Hand sums of sample cases in code prose.")

    q("aiq04", "real-code-probe-nearly-full-count-edge-values", cc(29),
      "**Idea.** " + IDEA29 + "\n\n"
      "Edge cases worth a thought:\n\n"
      "- No 1 at all, e.g. `0 0`: nothing can be left out to lose exactly 1, so 0.\n"
      "- One 1 and fifty-nine 0s (n = 60): 1 × 2^59 = 576460752303423488 — needs big integers in C++, fine in "
      "Python.\n"
      "- All 1s, n = 3: three choices of which 1 to drop → 3.\n\n"
      + P29 + "\n\n"
      "**Complexity.** O(n) per test case, O(60·t) in total.",
      ["No 1 at all, e.g. `0 0`: nothing can be left out to lose exactly 1, so 0",
       "1 × 2^59 = 576460752303423488", "All 1s, n = 3: three choices of which 1 to drop → 3",
       "O(n) per test case, O(60·t) in total"],
      "Edge cases and cost in code prose.")
