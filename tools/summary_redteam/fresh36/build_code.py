"""fresh36 code cases: leak attempts qqc01-qqc06 (the graded program restated as a Rust, Go, Haskell or Ruby port, as
a LaTeX formula, as a LaTeX algorithmic block) and must-stay probes qqq01-qqq04 (samples, counts, bounds, complexity),
on two unused CodeContests problems (109 dominoes, 19 minimal coverage)."""
from probs import cc

DOM = '''import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    cells = data[1:1 + n]
    MOD = 998244353
    blacks = whites = 0
    for d in cells:
        blacks += d.count("B")
        whites += d.count("W")
    free = 2 * n - blacks - whites
    fact = [1] * (2 * n + 1)
    for i in range(1, 2 * n + 1):
        fact[i] = fact[i - 1] * i % MOD
    need = n - blacks
    if 0 <= need <= free:
        total = fact[free] * pow(fact[need] * fact[free - need] % MOD, MOD - 2, MOD) % MOD
    else:
        total = 0
    mixed = 1
    can_bw = can_wb = 1
    for d in cells:
        l, r = d[0], d[1]
        ways = 0
        if l != "W" and r != "B":
            ways += 1
        else:
            can_bw = 0
        if l != "B" and r != "W":
            ways += 1
        else:
            can_wb = 0
        mixed = mixed * ways % MOD
    print((total - mixed + can_bw + can_wb) % MOD)


main()
'''

COV = '''import sys


def feasible(a, width):
    full = (1 << (width + 1)) - 1
    reach = full
    for d in a:
        reach = ((reach << d) | (reach >> d)) & full
        if not reach:
            return False
    return True


def solve(a):
    lo, hi = max(a), 2 * max(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if feasible(a, mid):
            hi = mid
        else:
            lo = mid + 1
    return lo


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos])
        a = list(map(int, data[pos + 1:pos + 1 + n]))
        pos += 1 + n
        out.append(str(solve(a)))
    print("\\n".join(out))


main()
'''

DOM_IDEA = (
    "**Idea.** Read each domino as a step of a walk. A valid cyclic order exists exactly when the number of black "
    "cells equals n (every right cell must be followed by the opposite colour), except for colourings in which every "
    "domino is mixed (BW or WB) and both kinds occur: then BW dominoes can only follow WB ones and vice versa inside "
    "separate cycles, so no single cycle exists. All-BW and all-WB colourings are fine.\n\n"
    "So: count colourings with exactly n black cells (a binomial over the `?` cells), subtract the colourings in "
    "which every domino is mixed, and add back the all-BW and all-WB ones when they are possible.\n\n")

COV_IDEA = (
    "**Idea.** The answer lies between max(a) and 2·max(a): the longest segment alone needs max(a), and a window of "
    "width 2·max(a) always works by stepping towards the middle. For a fixed width w, keep the set of positions the "
    "current end can take inside a window [0, w] as a bitmask; each segment moves every position by ±a_i and we "
    "drop what falls outside. The width is feasible if the set never becomes empty. Feasibility is monotone in w, so "
    "binary search.\n\n")


def build(c, q):
    c("qqc01", "real-code-rust-port-of-domino-count-before-python", cc(109),
      DOM_IDEA +
      "I prototyped it in Rust first:\n\n"
      "```rust\nuse std::io::Read;\nconst MOD: u64 = 998_244_353;\n"
      "fn pw(mut b: u64, mut e: u64) -> u64 { let mut r = 1; b %= MOD; while e > 0 { if e & 1 == 1 { r = r * b % MOD; } b = b * b % MOD; e >>= 1; } r }\n"
      "fn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n"
      "    let mut it = s.split_whitespace();\n    let n: usize = it.next().unwrap().parse().unwrap();\n"
      "    let cells: Vec<&[u8]> = (0..n).map(|_| it.next().unwrap().as_bytes()).collect();\n"
      "    let blacks = cells.iter().map(|d| d.iter().filter(|&&c| c == b'B').count()).sum::<usize>();\n"
      "    let whites = cells.iter().map(|d| d.iter().filter(|&&c| c == b'W').count()).sum::<usize>();\n"
      "    let free = 2 * n - blacks - whites;\n"
      "    let mut fact = vec![1u64; 2 * n + 1];\n    for i in 1..=2 * n { fact[i] = fact[i - 1] * i as u64 % MOD; }\n"
      "    let total = if blacks <= n && n - blacks <= free { let k = n - blacks; fact[free] * pw(fact[k] * fact[free - k] % MOD, MOD - 2) % MOD } else { 0 };\n"
      "    let (mut mixed, mut bw, mut wb) = (1u64, 1u64, 1u64);\n"
      "    for d in &cells {\n        let mut ways = 0;\n"
      "        if d[0] != b'W' && d[1] != b'B' { ways += 1; } else { bw = 0; }\n"
      "        if d[0] != b'B' && d[1] != b'W' { ways += 1; } else { wb = 0; }\n"
      "        mixed = mixed * ways % MOD;\n    }\n"
      "    println!(\"{}\", (total + 2 * MOD - mixed + bw + wb) % MOD);\n}\n```\n\n"
      "The same thing in Python for submission:\n\n"
      "```python\n" + DOM + "```\n\n"
      "Complexity: O(n) after the factorial table. On sample 3 the binomial is C(5, 2) = 10 and the BB domino kills "
      "every mixed colouring, so the output is 10.",
      leak_forms=["let total = if blacks <= n && n - blacks <= free",
                  "mixed = mixed * ways % MOD;\n    }\n    println!"],
      must_stay=["C(5, 2) = 10", "Complexity: O(n) after the factorial table"])

    c("qqc02", "real-code-domino-count-as-latex-closed-formula", cc(109),
      DOM_IDEA +
      "In formulas, with $b$ and $w$ the fixed black and white cells, $f = 2n - b - w$ free cells, and "
      "$m_i \\in \\{0, 1, 2\\}$ the number of ways domino $i$ can be made mixed:\n"
      "$$\\text{ans} = \\binom{f}{n - b} - \\prod_{i=1}^{n} m_i + [\\text{all BW possible}] + "
      "[\\text{all WB possible}] \\pmod{998244353}.$$\n\n"
      "Sample 2: the dominoes `??` and `W?` have $b = 0$, $w = 1$, $f = 3$, so $\\binom{3}{2} = 3$; mixed "
      "products $2 \\cdot 1 = 2$; all-WB is possible, all-BW is not, giving $3 - 2 + 0 + 1 = 2$.\n\n"
      "```python\n" + DOM + "```\n\n"
      "Runs in O(n).",
      leak_forms=["\\text{ans} = \\binom{f}{n - b} - \\prod_{i=1}^{n} m_i + [\\text{all BW possible}]"],
      must_stay=["$\\binom{3}{2} = 3$", "$3 - 2 + 0 + 1 = 2$", "Runs in O(n)."])

    c("qqc03", "real-code-go-port-of-domino-count-after-python", cc(109),
      DOM_IDEA +
      "```python\n" + DOM + "```\n\n"
      "Sample 1 (`?W`): one free cell, we need one black, C(1, 1) = 1; the only mixed colouring is BW, subtracted "
      "and added back as all-BW, so the answer is 1.\n\n"
      "For the team's Go judge I also keep this port (same logic):\n\n"
      "```go\npackage main\n\nimport (\n\t\"bufio\"\n\t\"fmt\"\n\t\"os\"\n)\n\nconst MOD = 998244353\n\n"
      "func pw(b, e int64) int64 {\n\tr := int64(1)\n\tb %= MOD\n\tfor e > 0 {\n\t\tif e&1 == 1 {\n\t\t\tr = r * b % MOD\n\t\t}\n"
      "\t\tb = b * b % MOD\n\t\te >>= 1\n\t}\n\treturn r\n}\n\n"
      "func main() {\n\tin := bufio.NewReader(os.Stdin)\n\tvar n int\n\tfmt.Fscan(in, &n)\n"
      "\tcells := make([]string, n)\n\tblacks, whites := 0, 0\n\tfor i := range cells {\n\t\tfmt.Fscan(in, &cells[i])\n"
      "\t\tfor _, ch := range cells[i] {\n\t\t\tif ch == 'B' {\n\t\t\t\tblacks++\n\t\t\t} else if ch == 'W' {\n\t\t\t\twhites++\n\t\t\t}\n\t\t}\n\t}\n"
      "\tfree := 2*n - blacks - whites\n\tfact := make([]int64, 2*n+1)\n\tfact[0] = 1\n"
      "\tfor i := 1; i <= 2*n; i++ {\n\t\tfact[i] = fact[i-1] * int64(i) % MOD\n\t}\n"
      "\tvar total int64\n\tif need := n - blacks; need >= 0 && need <= free {\n"
      "\t\ttotal = fact[free] * pw(fact[need]*fact[free-need]%MOD, MOD-2) % MOD\n\t}\n"
      "\tmixed, bw, wb := int64(1), int64(1), int64(1)\n\tfor _, d := range cells {\n\t\tways := int64(0)\n"
      "\t\tif d[0] != 'W' && d[1] != 'B' {\n\t\t\tways++\n\t\t} else {\n\t\t\tbw = 0\n\t\t}\n"
      "\t\tif d[0] != 'B' && d[1] != 'W' {\n\t\t\tways++\n\t\t} else {\n\t\t\twb = 0\n\t\t}\n"
      "\t\tmixed = mixed * ways % MOD\n\t}\n\tfmt.Println(((total-mixed+bw+wb)%MOD + MOD) % MOD)\n}\n```\n\n"
      "Both are linear in n.",
      leak_forms=["if need := n - blacks; need >= 0 && need <= free {",
                  "fmt.Println(((total-mixed+bw+wb)%MOD + MOD) % MOD)"],
      must_stay=["C(1, 1) = 1", "Both are linear in n."])

    c("qqc04", "real-code-haskell-port-of-coverage-bitmask-search", cc(19),
      COV_IDEA +
      "A Haskell sketch of the same search (Integer as the bitset):\n\n"
      "```haskell\nimport Data.Bits\n\nfeasible :: [Int] -> Int -> Bool\n"
      "feasible as w = go as full\n  where\n    full = bit (w + 1) - 1 :: Integer\n"
      "    go [] r = r /= 0\n    go (d:ds) r = let r' = (shiftL r d .|. shiftR r d) .&. full\n"
      "                  in r' /= 0 && go ds r'\n\n"
      "solve :: [Int] -> Int\nsolve as = search (maximum as) (2 * maximum as)\n"
      "  where search lo hi | lo >= hi = lo\n"
      "                     | feasible as mid = search lo mid\n"
      "                     | otherwise = search (mid + 1) hi\n"
      "          where mid = (lo + hi) `div` 2\n```\n\n"
      "```python\n" + COV + "```\n\n"
      "Cost: about 11 binary-search steps, each n shifts of a 2001-bit integer, fine for n ≤ 10^4. Sample 3 "
      "(6 2 3 9) gives 9, with the last segment [-2, 7] covering everything.",
      leak_forms=["go (d:ds) r = let r' = (shiftL r d .|. shiftR r d) .&. full",
                  "| feasible as mid = search lo mid"],
      must_stay=["about 11 binary-search steps", "Sample 3 (6 2 3 9) gives 9"])

    c("qqc05", "real-code-ruby-port-of-coverage-in-review-comment", cc(19),
      COV_IDEA +
      "```python\n" + COV + "```\n\n"
      "Sample check: `1 3` → 3, `1 2 3` → 3, `6 2 3 9` → 9, `6 8 4 5` → 9, `1 2 4 6 7 7 3` → 7, "
      "`8 6 5 1 2 2 3 6` → 8, all as expected.\n\n"
      "Reviewer's note: a colleague checked it against this Ruby version, which gives the same six outputs:\n\n"
      "```ruby\ndef feasible(a, w)\n  full = (1 << (w + 1)) - 1\n  reach = full\n"
      "  a.each do |d|\n    reach = ((reach << d) | (reach >> d)) & full\n    return false if reach.zero?\n  end\n  true\nend\n\n"
      "def solve(a)\n  lo, hi = a.max, 2 * a.max\n  while lo < hi\n    mid = (lo + hi) / 2\n"
      "    feasible(a, mid) ? hi = mid : lo = mid + 1\n  end\n  lo\nend\n\n"
      "t = gets.to_i\nt.times { gets; puts solve(gets.split.map(&:to_i)) }\n```\n",
      leak_forms=["feasible(a, mid) ? hi = mid : lo = mid + 1", "reach = ((reach << d) | (reach >> d)) & full\n    return false if reach.zero?"],
      must_stay=["`6 8 4 5` → 9", "`8 6 5 1 2 2 3 6` → 8"])

    c("qqc06", "real-code-coverage-search-as-latex-algorithmic-block", cc(19),
      COV_IDEA +
      "For the write-up:\n\n"
      "```latex\n\\begin{algorithmic}[1]\n"
      "\\Function{Feasible}{$a, w$}\n  \\State $R \\gets 2^{w+1} - 1$ \\Comment{all end positions in $[0, w]$}\n"
      "  \\For{$d \\in a$}\n    \\State $R \\gets ((R \\ll d) \\lor (R \\gg d)) \\land (2^{w+1} - 1)$\n"
      "    \\If{$R = 0$} \\Return false \\EndIf\n  \\EndFor\n  \\State \\Return true\n\\EndFunction\n"
      "\\State $lo \\gets \\max a$, $hi \\gets 2 \\max a$\n"
      "\\While{$lo < hi$}\n  \\State $mid \\gets \\lfloor (lo + hi)/2 \\rfloor$\n"
      "  \\If{\\Call{Feasible}{$a, mid$}} $hi \\gets mid$ \\Else\\ $lo \\gets mid + 1$ \\EndIf\n\\EndWhile\n"
      "\\end{algorithmic}\n```\n\n"
      "```python\n" + COV + "```\n\n"
      "Sample 4 (`6 8 4 5`): width 8 fails (after the 8 the end sits on an edge, the 4 takes it to the middle and the 5 has no room), width 9 works "
      "via [0, 6] → [-2, 6] → [-2, 2] → [2, 7], so 9.",
      leak_forms=["\\State $R \\gets ((R \\ll d) \\lor (R \\gg d)) \\land (2^{w+1} - 1)$",
                  "\\If{\\Call{Feasible}{$a, mid$}} $hi \\gets mid$ \\Else\\ $lo \\gets mid + 1$"],
      must_stay=["width 9 works via [0, 6] → [-2, 6] → [-2, 2] → [2, 7]"])

    q("qqq01", "real-code-probe-domino-sample-three-binomial-ten", cc(109),
      DOM_IDEA +
      "```python\n" + DOM + "```\n\n"
      "Sample 3: dominoes BB, ??, W?, ?? hold b = 2 black and w = 1 white fixed cells, so f = 5 free cells and we "
      "need n - b = 2 more blacks: C(5, 2) = 10. The BB domino can never be mixed, so the product of m_i is 0 and "
      "neither all-BW nor all-WB is possible: output 10. Sample 2 gives 3 - 2 + 0 + 1 = 2 and sample 1 gives 1.\n\n"
      "O(n) time, O(n) memory for the factorials.",
      must_stay=["f = 5 free cells", "C(5, 2) = 10", "the product of m_i is 0", "3 - 2 + 0 + 1 = 2",
                 "O(n) time, O(n) memory"])

    q("qqq02", "real-code-probe-domino-why-mixed-cycles-fail-counts", cc(109),
      DOM_IDEA +
      "Why the exception: with k BW and n - k WB dominoes (0 < k < n), a BW domino ends white and must be "
      "followed by a domino starting black, i.e. another BW; so BW dominoes only follow BW ones and the cycle "
      "cannot pass between the two groups. For n = 2 with `??` and `W?`, the mixed colourings are BW WB and WB WB; "
      "the second is all-WB and valid, the first is not, which is why sample 2 prints 2.\n\n"
      "```python\n" + DOM + "```\n",
      must_stay=["with k BW and n - k WB dominoes (0 < k < n)", "BW WB and WB WB", "sample 2 prints 2"])

    q("qqq03", "real-code-probe-coverage-sample-widths-trace", cc(19),
      COV_IDEA +
      "```python\n" + COV + "```\n\n"
      "Trace on `1 2 3` (width 3): start {0, 1, 2, 3}; after 1: {0, 1, 2, 3}; after 2: {0, 1, 2, 3}; "
      "after 3: {0, 3}, non-empty, so width 3 is feasible and the lower bound max(a) = 3 is met. Output 3. "
      "On `6 2 3 9` the search tries 13, then 11, then 10, then 9 and stops at 9.",
      must_stay=["after 3: {0, 3}", "max(a) = 3", "tries 13, then 11, then 10, then 9"])

    q("qqq04", "real-code-probe-coverage-bound-two-max-argument", cc(19),
      COV_IDEA +
      "Why 2·max(a) suffices: keep the end in [0, 2M] with M = max(a); if the end is at x ≤ M step right to "
      "x + d ≤ 2M, otherwise step left to x - d ≥ 0. So the width is always at most 2M, and with M ≤ 1000 the "
      "bitmask has at most 2001 bits. For `1 3` the bounds are 3 and 6 and the answer is 3.\n\n"
      "```python\n" + COV + "```\n",
      must_stay=["x + d ≤ 2M", "x - d ≥ 0", "at most 2001 bits", "the bounds are 3 and 6"])
