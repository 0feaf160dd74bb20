"""fresh26 code leak attempts ic01-ic10 (ic01-ic09 realistic, ic10 adversarial) and code must-stay probes
iq01-iq06 (all realistic). Problems from probs.py: HumanEval prompts and CodeContests statements."""
import json

from probs import cc, he

F = "```"

# ---- graded programs -------------------------------------------------------------------------------------------

SEP = '''from typing import List


def separate_paren_groups(paren_string: str) -> List[str]:
    groups = []
    current = []
    depth = 0
    for ch in paren_string:
        if ch == '(':
            depth += 1
            current.append(ch)
        elif ch == ')':
            depth -= 1
            current.append(ch)
            if depth == 0:
                groups.append(''.join(current))
                current = []
    return groups
'''

NEST = '''from typing import List


def parse_nested_parens(paren_string: str) -> List[int]:
    def deepest(group):
        depth = best = 0
        for ch in group:
            if ch == '(':
                depth += 1
                best = max(best, depth)
            elif ch == ')':
                depth -= 1
        return best

    return [deepest(g) for g in paren_string.split(' ') if g]
'''

SMALL = '''def smallest_change(arr):
    changes = 0
    i, j = 0, len(arr) - 1
    while i < j:
        if arr[i] != arr[j]:
            changes += 1
        i += 1
        j -= 1
    return changes
'''

STRANGE = '''def strange_sort_list(lst):
    rest = sorted(lst)
    out = []
    take_min = True
    while rest:
        out.append(rest.pop(0) if take_min else rest.pop())
        take_min = not take_min
    return out
'''

ENC = '''def encrypt(s):
    alphabet = 'abcdefghijklmnopqrstuvwxyz'
    out = []
    for ch in s:
        if ch in alphabet:
            out.append(alphabet[(alphabet.index(ch) + 4) % 26])
        else:
            out.append(ch)
    return ''.join(out)
'''

HEX = '''def hex_key(num):
    primes = set('2357BD')
    return sum(1 for ch in num if ch in primes)
'''

CLOSE = '''from typing import List, Tuple


def find_closest_elements(numbers: List[float]) -> Tuple[float, float]:
    s = sorted(numbers)
    best = min(range(len(s) - 1), key=lambda i: s[i + 1] - s[i])
    return (s[best], s[best + 1])
'''

CASIMIR = '''import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = []
    for s in data[1:1 + t]:
        b = s.count('B')
        out.append('YES' if 2 * b == len(s) else 'NO')
    print('\\n'.join(out))


main()
'''

RECT = '''import sys


def main():
    data = sys.stdin.buffer.read().split()
    pos = 0
    t = int(data[pos]); pos += 1
    out = []
    for _ in range(t):
        w, h = int(data[pos]), int(data[pos + 1]); pos += 2
        best = 0
        for side in range(4):
            k = int(data[pos]); pos += 1
            coords = data[pos:pos + k]; pos += k
            span = int(coords[-1]) - int(coords[0])
            other = h if side < 2 else w
            best = max(best, span * other)
        out.append(str(best))
    print('\\n'.join(out))


main()
'''

DEDUP = '''from typing import List
from collections import Counter


def remove_duplicates(numbers: List[int]) -> List[int]:
    counts = Counter(numbers)
    return [n for n in numbers if counts[n] == 1]
'''

NEXT = '''def next_smallest(lst):
    distinct = sorted(set(lst))
    return distinct[1] if len(distinct) >= 2 else None
'''

TRIPLES = '''def triples_sum_to_zero(l: list):
    n = len(l)
    for i in range(n):
        for j in range(i + 1, n):
            for k in range(j + 1, n):
                if l[i] + l[j] + l[k] == 0:
                    return True
    return False
'''

BRACK = '''def correct_bracketing(brackets: str):
    depth = 0
    for b in brackets:
        depth += 1 if b == "<" else -1
        if depth < 0:
            return False
    return depth == 0
'''

CUBE = '''def iscube(a):
    a = abs(a)
    r = round(a ** (1.0 / 3))
    return any((r + d) ** 3 == a for d in (-1, 0, 1))
'''

GRID = '''import sys


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos]); top = data[pos + 1]; bottom = data[pos + 2]; pos += 3
        blocked = any(top[i] == '1' and bottom[i] == '1' for i in range(n))
        out.append('NO' if blocked else 'YES')
    print('\\n'.join(out))


main()
'''

BORED = '''import re


def is_bored(S):
    sentences = re.split(r'[.?!]\\s*', S)
    return sum(1 for s in sentences if s[:2] == 'I ')
'''


def py(body):
    return F + "python\n" + body + F


def build(c, q):
    c("ic01", "real-code-javascript-port-drafted-first", he(1),
      "I sketched it in JavaScript first, since the scan is the same in any language:\n\n"
      + F + "javascript\n"
      "function separateParenGroups(s) {\n"
      "  const groups = [];\n"
      "  let current = [];\n"
      "  let depth = 0;\n"
      "  for (const ch of s) {\n"
      "    if (ch === '(') { depth += 1; current.push(ch); }\n"
      "    else if (ch === ')') {\n"
      "      depth -= 1; current.push(ch);\n"
      "      if (depth === 0) { groups.push(current.join('')); current = []; }\n"
      "    }\n"
      "  }\n"
      "  return groups;\n"
      "}\n" + F + "\n\n"
      "Spaces are skipped because neither branch matches them. A group closes when the depth returns to 0.\n\n"
      "Python version:\n\n" + py(SEP),
      ["function separateParenGroups(s) {", "if (depth === 0) { groups.push(current.join('')); current = []; }"],
      ["A group closes when the depth returns to 0."],
      "A line-for-line JavaScript port before the graded block.")

    c("ic02", "real-code-go-port-with-closure-first", he(6),
      "Each space-separated group is scanned once, tracking the current and the deepest depth.\n\n"
      "Go draft:\n\n"
      + F + "go\n"
      "func parseNestedParens(s string) []int {\n"
      "\tres := []int{}\n"
      "\tdeepest := func(g string) int {\n"
      "\t\tdepth, best := 0, 0\n"
      "\t\tfor _, ch := range g {\n"
      "\t\t\tif ch == '(' {\n"
      "\t\t\t\tdepth++\n"
      "\t\t\t\tif depth > best { best = depth }\n"
      "\t\t\t} else if ch == ')' {\n"
      "\t\t\t\tdepth--\n"
      "\t\t\t}\n"
      "\t\t}\n"
      "\t\treturn best\n"
      "\t}\n"
      "\tfor _, g := range strings.Split(s, \" \") {\n"
      "\t\tif g != \"\" { res = append(res, deepest(g)) }\n"
      "\t}\n"
      "\treturn res\n"
      "}\n" + F + "\n\n"
      "Empty strings from double spaces are skipped. Example: `(()()) ((())) () ((())()())` gives `[2, 3, 1, 3]`.\n\n"
      + py(NEST),
      ["func parseNestedParens(s string) []int {", "for _, g := range strings.Split(s, \" \") {"],
      ["Empty strings from double spaces are skipped.", "gives `[2, 3, 1, 3]`"],
      "A Go port with a closure before the graded block.")

    c("ic03", "real-code-numbered-pseudocode-line-for-line", he(73),
      "Only mirrored pairs matter: each mismatched pair needs exactly one change, and the middle element of an odd "
      "array never does.\n\n"
      "Algorithm:\n\n"
      + F + "text\n"
      "1. changes <- 0\n"
      "2. i <- 0 ; j <- len(arr) - 1\n"
      "3. while i < j:\n"
      "4.     if arr[i] != arr[j]: changes <- changes + 1\n"
      "5.     i <- i + 1 ; j <- j - 1\n"
      "6. return changes\n"
      + F + "\n\n"
      "Check: `[1,2,3,5,4,7,9,6]` has 4 mismatched pairs, so 4.\n\n"
      + py(SMALL),
      ["4.     if arr[i] != arr[j]: changes <- changes + 1", "2. i <- 0 ; j <- len(arr) - 1"],
      ["each mismatched pair needs exactly one change", "has 4 mismatched pairs"],
      "Numbered pseudocode that maps line for line onto the graded function.")

    c("ic04", "real-code-line-by-line-explanation-table", he(70),
      "Sort once, then alternately pop from the front (minimum) and the back (maximum).\n\n"
      "| line | code | why |\n"
      "|---|---|---|\n"
      "| 1 | `rest = sorted(lst)` | ascending copy |\n"
      "| 2 | `out = []` | result |\n"
      "| 3 | `take_min = True` | start with the minimum |\n"
      "| 4 | `while rest:` | until all used |\n"
      "| 5 | `out.append(rest.pop(0) if take_min else rest.pop())` | min or max |\n"
      "| 6 | `take_min = not take_min` | alternate |\n"
      "| 7 | `return out` | done |\n\n"
      "Duplicates need no special care: `[5, 5, 5, 5]` stays as is.\n\n"
      + py(STRANGE),
      ["`out.append(rest.pop(0) if take_min else rest.pop())`", "`take_min = not take_min`"],
      ["alternately pop from the front (minimum) and the back (maximum)", "`[5, 5, 5, 5]` stays as is"],
      "The program in the code column of an explanation table.")

    c("ic05", "real-code-incremental-snippets-assembled", he(89),
      "\"Shift down by two multiplied to two places\" means a shift of 2 × 2 = 4: 'h' → 'l', 'i' → 'm'.\n\n"
      "Step 1, the alphabet:\n\n"
      + py("alphabet = 'abcdefghijklmnopqrstuvwxyz'\n") + "\n\n"
      "Step 2, one letter, wrapping past 'z':\n\n"
      + py("def shift(ch):\n    return alphabet[(alphabet.index(ch) + 4) % 26]\n") + "\n\n"
      "Step 3, the whole string, leaving other characters alone:\n\n"
      + py("def encrypt(s):\n    return ''.join(shift(ch) if ch in alphabet else ch for ch in s)\n") + "\n\n"
      "Putting it together in one function:\n\n" + py(ENC),
      ["return alphabet[(alphabet.index(ch) + 4) % 26]",
       "return ''.join(shift(ch) if ch in alphabet else ch for ch in s)"],
      ["a shift of 2 × 2 = 4", "wrapping past 'z'"],
      "Three small snippets that together are a working program, before the graded block.")

    c("ic06", "real-code-ipython-in-out-session", he(78),
      "The prime hex digits are 2, 3, 5, 7, B (11) and D (13); count them.\n\n"
      "Trying it in IPython:\n\n"
      + F + "\n"
      "In [1]: def hex_key(num):\n"
      "   ...:     return sum(ch in '2357BD' for ch in num)\n"
      "   ...:\n\n"
      "In [2]: hex_key(\"ABED1A33\")\n"
      "Out[2]: 4\n\n"
      "In [3]: hex_key(\"123456789ABCDEF0\")\n"
      "Out[3]: 6\n"
      + F + "\n\n"
      "Both match the examples; the empty string gives 0.\n\n" + py(HEX),
      ["In [1]: def hex_key(num):", "   ...:     return sum(ch in '2357BD' for ch in num)"],
      ["B (11) and D (13)", "the empty string gives 0"],
      "An IPython In/Out session that defines a working version.")

    c("ic07", "real-code-haskell-port-with-zip", he(20),
      "After sorting, the closest pair is adjacent, so compare neighbours only: O(n log n).\n\n"
      "Haskell version first:\n\n"
      + F + "haskell\n"
      "import Data.List (sort, minimumBy)\n"
      "import Data.Ord (comparing)\n\n"
      "findClosest :: [Double] -> (Double, Double)\n"
      "findClosest xs = minimumBy (comparing (\\(a, b) -> b - a)) (zip s (tail s))\n"
      "  where s = sort xs\n"
      + F + "\n\n"
      "Ties keep the first (smallest) pair, as `minimumBy` and Python's `min` both do.\n\n" + py(CLOSE),
      ["findClosest xs = minimumBy (comparing (\\(a, b) -> b - a)) (zip s (tail s))"],
      ["the closest pair is adjacent", "O(n log n)"],
      "A Haskell port before the graded block.")

    c("ic08", "real-code-java-contest-submission-first", cc(13),
      "Every turn removes exactly one B and one other letter, so the string empties iff the B's are exactly half "
      "of it: count(B) = count(A) + count(C).\n\n"
      "My Java submission:\n\n"
      + F + "java\n"
      "import java.util.*;\n\n"
      "public class Main {\n"
      "    public static void main(String[] args) {\n"
      "        Scanner in = new Scanner(System.in);\n"
      "        int t = in.nextInt();\n"
      "        StringBuilder sb = new StringBuilder();\n"
      "        while (t-- > 0) {\n"
      "            String s = in.next();\n"
      "            long b = s.chars().filter(ch -> ch == 'B').count();\n"
      "            sb.append(2 * b == s.length() ? \"YES\" : \"NO\").append('\\n');\n"
      "        }\n"
      "        System.out.print(sb);\n"
      "    }\n"
      "}\n" + F + "\n\n"
      "Sample: ABBA has 2 B's out of 4, YES; AC has none, NO.\n\n" + py(CASIMIR),
      ["long b = s.chars().filter(ch -> ch == 'B').count();",
       "sb.append(2 * b == s.length() ? \"YES\" : \"NO\").append('\\n');"],
      ["count(B) = count(A) + count(C)", "ABBA has 2 B's out of 4, YES"],
      "A Java port of the contest program before the graded block.")

    c("ic09", "real-code-kotlin-contest-submission-first", cc(148),
      "Two points on the same side give the base; the best base on a side is its extreme points, and the third "
      "point is on the opposite side, so the height is h for the horizontal sides and w for the vertical ones. "
      "The doubled area is base × height; take the maximum over the four sides.\n\n"
      "Kotlin first:\n\n"
      + F + "kotlin\n"
      "fun main() {\n"
      "    val t = readLine()!!.trim().toInt()\n"
      "    repeat(t) {\n"
      "        val (w, h) = readLine()!!.trim().split(\" \").map { it.toLong() }\n"
      "        var best = 0L\n"
      "        for (side in 0 until 4) {\n"
      "            val p = readLine()!!.trim().split(\" \").map { it.toLong() }\n"
      "            val span = p.last() - p[1]\n"
      "            best = maxOf(best, span * (if (side < 2) h else w))\n"
      "        }\n"
      "        println(best)\n"
      "    }\n"
      "}\n" + F + "\n\n"
      "First sample: the left side spans 6 − 1 = 5 and w = 5, so 25.\n\n" + py(RECT),
      ["val span = p.last() - p[1]", "best = maxOf(best, span * (if (side < 2) h else w))"],
      ["the left side spans 6 − 1 = 5 and w = 5, so 25", "take the maximum over the four sides"],
      "A Kotlin port of the contest program before the graded block.")

    c("ic10", "code-solution-as-escaped-json-string", he(26),
      "Count occurrences first, then keep the elements seen exactly once, in input order.\n\n"
      "Submission payload:\n\n"
      + F + "json\n"
      + json.dumps({"task": "remove_duplicates", "solution": DEDUP}) + "\n"
      + F + "\n\n" + py(DEDUP),
      ["counts = Counter(numbers)\\n    return [n for n in numbers if counts[n] == 1]"],
      ["keep the elements seen exactly once, in input order"],
      "Adversarial: the program as an escaped JSON string value (\\n for newlines).")

    q("iq01", "real-code-probe-property-list-for-random-testing", he(90),
      "Properties I checked with random lists before settling on the code:\n\n"
      "1. The result, when not None, is an element of `lst`.\n"
      "2. It is strictly greater than `min(lst)` (duplicates of the minimum do not count).\n"
      "3. No element lies strictly between `min(lst)` and the result.\n"
      "4. None exactly when `len(set(lst)) < 2`, e.g. `[]` and `[1, 1]`.\n\n" + py(NEXT),
      ["It is strictly greater than `min(lst)` (duplicates of the minimum do not count).",
       "None exactly when `len(set(lst)) < 2`, e.g. `[]` and `[1, 1]`.",
       "No element lies strictly between `min(lst)` and the result."],
      "A property list is work, not the program.")

    q("iq02", "real-code-probe-first-attempt-bug-postmortem", he(40),
      "First attempt used a set: `for a in set(l): for b in set(l): ...`. It failed on `[1, 3, -2, 1]`: the "
      "answer is True via 1 + 1 + (−2) = 0 with the two 1's at different positions, but the set has only one 1. "
      "Lesson: \"distinct elements\" means distinct positions, not distinct values, so iterate over indices "
      "i < j < k.\n\n"
      "n is small in the tests, so O(n³) is fine.\n\n" + py(TRIPLES),
      ["It failed on `[1, 3, -2, 1]`", "1 + 1 + (−2) = 0", "distinct positions, not distinct values",
       "O(n³) is fine"],
      "The failing input and the lesson drawn from it must stay.")

    q("iq03", "real-code-probe-dry-run-depth-table", he(56),
      "Dry run of the depth counter on `><<>`:\n\n"
      "| step | char | depth | note |\n"
      "|---|---|---|---|\n"
      "| 1 | > | -1 | below zero: return False |\n\n"
      "and on `<<><>>`:\n\n"
      "| step | char | depth |\n"
      "|---|---|---|\n"
      "| 1 | < | 1 |\n"
      "| 2 | < | 2 |\n"
      "| 3 | > | 1 |\n"
      "| 4 | < | 2 |\n"
      "| 5 | > | 1 |\n"
      "| 6 | > | 0 |\n\n"
      "It ends at 0, so True.\n\n" + py(BRACK),
      ["| 1 | > | -1 | below zero: return False |", "| 3 | > | 1 |", "| 6 | > | 0 |", "It ends at 0, so True."],
      "A dry-run table is work.")

    q("iq04", "real-code-probe-float-cube-root-rounding-pitfall", he(77),
      "Pitfall: `64 ** (1/3)` is `3.9999999999999996` in floating point, so `int(...)` would give 3 and wrongly "
      "reject 64. Rounding and then checking the neighbours r − 1, r, r + 1 with exact integer arithmetic avoids "
      "it. Negative inputs: a is a cube iff |a| is, since (−r)³ = −r³.\n\n" + py(CUBE),
      ["`64 ** (1/3)` is `3.9999999999999996`", "`int(...)` would give 3 and wrongly reject 64",
       "(−r)³ = −r³"],
      "A numerical pitfall note is work.")

    q("iq05", "real-code-probe-blocked-column-argument-and-constraints", cc(58),
      "Moves go to any of the 8 neighbours, so from column i you can reach column i + 1 in either row as long as "
      "that column has a safe cell. The only obstacle is a column whose two cells are both traps: then no path "
      "crosses it. So the answer is NO iff some column has '1' in both rows.\n\n"
      "Constraints: t ≤ 100 and n ≤ 100, so a single O(n) scan per test is trivially fast. Samples: `0111 / 1110` "
      "has column 2 and 3 blocked (both '1'), hence NO; `010101 / 101010` never has a blocked column, hence YES.\n\n"
      + py(GRID),
      ["NO iff some column has '1' in both rows", "t ≤ 100 and n ≤ 100", "`0111 / 1110` has column 2 and 3 blocked",
       "`010101 / 101010` never has a blocked column"],
      "The argument, constraints and samples are work.")

    q("iq06", "real-code-probe-regex-split-and-prefix-check-explained", he(91),
      "Split into sentences with the pattern `[.?!]\\s*` (a delimiter and the spaces after it), then count the "
      "sentences that start with the word \"I\". Checking `s[:2] == 'I '` avoids counting \"It\" or \"In\"; a "
      "sentence that is just \"I\" would be missed, which the examples never contain.\n\n"
      "Example: \"The sky is blue. The sun is shining. I love this weather\" splits into three sentences; only "
      "the third starts with \"I \", so 1.\n\n" + py(BORED),
      ["`[.?!]\\s*`", "Checking `s[:2] == 'I '` avoids counting \"It\" or \"In\"",
       "a sentence that is just \"I\" would be missed", "only the third starts with \"I \", so 1"],
      "The regex explanation and the prefix caveat are work.")
