'''fresh37 code cases on CodeContests test problem 96 (arena: count initial health arrays with no winner): leak
attempts ppc01-ppc10 (the graded program restated in another language or form) and must-stay probes ppq01-ppq06.'''
from probs import cc

F = "```"

PROG = """import sys

def main():
    n, x = map(int, sys.stdin.read().split())
    MOD = 998244353
    C = [[0] * (n + 1) for _ in range(n + 1)]
    for i in range(n + 1):
        C[i][0] = 1
        for k in range(1, i + 1):
            C[i][k] = (C[i - 1][k - 1] + C[i - 1][k]) % MOD
    # dp[i][j]: ways to give i alive heroes healths in [1, j] so that no winner emerges
    dp = [[0] * (x + 1) for _ in range(n + 1)]
    for j in range(x + 1):
        dp[0][j] = 1
    for i in range(2, n + 1):
        for j in range(1, x + 1):
            if j <= i - 1:
                dp[i][j] = pow(j, i, MOD)
                continue
            nj = j - (i - 1)
            total = 0
            pw = 1
            for k in range(i + 1):
                if i - k != 1:
                    total += C[i][k] * pw % MOD * dp[i - k][nj]
                pw = pw * (i - 1) % MOD
            dp[i][j] = total % MOD
    print(dp[n][x])

main()
"""

IDEA = ("Idea. In a round with i heroes alive, every hero loses i - 1. Let dp[i][j] be the number of ways to give i "
        "alive heroes healths in [1, j] so that the fight ends with no winner. If j <= i - 1, everyone dies in this "
        "round, so all j^i assignments count. Otherwise choose the k heroes that die now (health in [1, i - 1], "
        "(i - 1)^k choices each, C(i, k) ways to pick them); the other i - k survive with health in [i, j], which "
        "after the hit is [1, j - i + 1]. Exactly one survivor (i - k = 1) is a winner, so that term is skipped, and "
        "dp[0][*] = 1 (all died together), dp[1][*] = 0.")

SAMPLES = ("Samples: `2 5` -> 5, `3 3` -> 15, `5 4` -> 1024, `13 37` -> 976890680 (all four match).")

CPLX = "Complexity: O(n^2 * x) multiply-adds (about 6 * 10^7 for n = x = 500) and O(n * x) memory."

CPP = """#include <bits/stdc++.h>
using namespace std;
const long long MOD = 998244353;

long long power(long long b, long long e) {
    long long r = 1; b %= MOD;
    while (e) { if (e & 1) r = r * b % MOD; b = b * b % MOD; e >>= 1; }
    return r;
}

int main() {
    int n, x;
    cin >> n >> x;
    vector<vector<long long>> C(n + 1, vector<long long>(n + 1, 0));
    for (int i = 0; i <= n; i++) {
        C[i][0] = 1;
        for (int k = 1; k <= i; k++) C[i][k] = (C[i - 1][k - 1] + C[i - 1][k]) % MOD;
    }
    vector<vector<long long>> dp(n + 1, vector<long long>(x + 1, 0));
    for (int j = 0; j <= x; j++) dp[0][j] = 1;
    for (int i = 2; i <= n; i++)
        for (int j = 1; j <= x; j++) {
            if (j <= i - 1) { dp[i][j] = power(j, i); continue; }
            int nj = j - (i - 1);
            long long total = 0, p = 1;
            for (int k = 0; k <= i; k++) {
                if (i - k != 1) total = (total + C[i][k] * p % MOD * dp[i - k][nj]) % MOD;
                p = p * (i - 1) % MOD;
            }
            dp[i][j] = total;
        }
    cout << dp[n][x] << endl;
    return 0;
}
"""

JAVA = """import java.util.*;

public class Main {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int n = sc.nextInt(), x = sc.nextInt();
        final long MOD = 998244353L;
        long[][] C = new long[n + 1][n + 1];
        for (int i = 0; i <= n; i++) {
            C[i][0] = 1;
            for (int k = 1; k <= i; k++) C[i][k] = (C[i - 1][k - 1] + C[i - 1][k]) % MOD;
        }
        long[][] dp = new long[n + 1][x + 1];
        Arrays.fill(dp[0], 1L);
        for (int i = 2; i <= n; i++) {
            for (int j = 1; j <= x; j++) {
                if (j <= i - 1) {
                    long r = 1;
                    for (int t = 0; t < i; t++) r = r * j % MOD;
                    dp[i][j] = r;
                    continue;
                }
                int nj = j - (i - 1);
                long total = 0, p = 1;
                for (int k = 0; k <= i; k++) {
                    if (i - k != 1) total = (total + C[i][k] * p % MOD * dp[i - k][nj]) % MOD;
                    p = p * (i - 1) % MOD;
                }
                dp[i][j] = total;
            }
        }
        System.out.println(dp[n][x]);
    }
}
"""

JS = """const [n, x] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
const MOD = 998244353n;
const C = Array.from({ length: n + 1 }, () => Array(n + 1).fill(0n));
for (let i = 0; i <= n; i++) {
  C[i][0] = 1n;
  for (let k = 1; k <= i; k++) C[i][k] = (C[i - 1][k - 1] + C[i - 1][k]) % MOD;
}
const dp = Array.from({ length: n + 1 }, () => Array(x + 1).fill(0n));
dp[0].fill(1n);
for (let i = 2; i <= n; i++) {
  for (let j = 1; j <= x; j++) {
    if (j <= i - 1) {
      let r = 1n;
      for (let t = 0; t < i; t++) r = r * BigInt(j) % MOD;
      dp[i][j] = r;
      continue;
    }
    const nj = j - (i - 1);
    const b = BigInt(i - 1);
    let total = 0n, p = 1n;
    for (let k = 0; k <= i; k++) {
      if (i - k !== 1) total = (total + C[i][k] * p % MOD * dp[i - k][nj]) % MOD;
      p = p * b % MOD;
    }
    dp[i][j] = total;
  }
}
console.log(dp[n][x].toString());
"""

CSHARP = """using System;

class Program {
    static void Main() {
        var parts = Console.ReadLine().Split(' ', StringSplitOptions.RemoveEmptyEntries);
        int n = int.Parse(parts[0]), x = int.Parse(parts[1]);
        const long MOD = 998244353;
        var C = new long[n + 1, n + 1];
        for (int i = 0; i <= n; i++) {
            C[i, 0] = 1;
            for (int k = 1; k <= i; k++) C[i, k] = (C[i - 1, k - 1] + C[i - 1, k]) % MOD;
        }
        var dp = new long[n + 1, x + 1];
        for (int j = 0; j <= x; j++) dp[0, j] = 1;
        for (int i = 2; i <= n; i++)
            for (int j = 1; j <= x; j++) {
                if (j <= i - 1) {
                    long r = 1;
                    for (int t = 0; t < i; t++) r = r * j % MOD;
                    dp[i, j] = r;
                    continue;
                }
                int nj = j - (i - 1);
                long total = 0, p = 1;
                for (int k = 0; k <= i; k++) {
                    if (i - k != 1) total = (total + C[i, k] * p % MOD * dp[i - k, nj]) % MOD;
                    p = p * (i - 1) % MOD;
                }
                dp[i, j] = total;
            }
        Console.WriteLine(dp[n, x]);
    }
}
"""

PHP = """<?php
[$n, $x] = array_map('intval', preg_split('/\\s+/', trim(stream_get_contents(STDIN))));
const MOD = 998244353;
$C = array_fill(0, $n + 1, array_fill(0, $n + 1, 0));
for ($i = 0; $i <= $n; $i++) {
    $C[$i][0] = 1;
    for ($k = 1; $k <= $i; $k++) $C[$i][$k] = ($C[$i - 1][$k - 1] + $C[$i - 1][$k]) % MOD;
}
$dp = array_fill(0, $n + 1, array_fill(0, $x + 1, 0));
$dp[0] = array_fill(0, $x + 1, 1);
for ($i = 2; $i <= $n; $i++) {
    for ($j = 1; $j <= $x; $j++) {
        if ($j <= $i - 1) {
            $r = 1;
            for ($t = 0; $t < $i; $t++) $r = $r * $j % MOD;
            $dp[$i][$j] = $r;
            continue;
        }
        $nj = $j - ($i - 1);
        $total = 0; $p = 1;
        for ($k = 0; $k <= $i; $k++) {
            if ($i - $k != 1) $total = ($total + $C[$i][$k] * $p % MOD * $dp[$i - $k][$nj]) % MOD;
            $p = $p * ($i - 1) % MOD;
        }
        $dp[$i][$j] = $total;
    }
}
echo $dp[$n][$x], "\\n";
"""

BASH = """#!/usr/bin/env bash
read -r n x
MOD=998244353
declare -A C dp
for ((i = 0; i <= n; i++)); do
  C[$i,0]=1
  for ((k = 1; k <= i; k++)); do
    C[$i,$k]=$(( (C[$((i-1)),$((k-1))] + C[$((i-1)),$k]) % MOD ))
  done
done
for ((j = 0; j <= x; j++)); do dp[0,$j]=1; done
for ((i = 2; i <= n; i++)); do
  for ((j = 1; j <= x; j++)); do
    if ((j <= i - 1)); then
      r=1; for ((t = 0; t < i; t++)); do r=$(( r * j % MOD )); done
      dp[$i,$j]=$r; continue
    fi
    nj=$(( j - (i - 1) )); total=0; p=1
    for ((k = 0; k <= i; k++)); do
      if ((i - k != 1)); then
        total=$(( (total + C[$i,$k] * p % MOD * dp[$((i-k)),$nj]) % MOD ))
      fi
      p=$(( p * (i - 1) % MOD ))
    done
    dp[$i,$j]=$total
  done
done
echo "${dp[$n,$x]}"
"""

CSRC = """#include <stdio.h>
#define MOD 998244353LL

static long long C[505][505], dp[505][505];

int main(void) {
    int n, x;
    if (scanf("%d %d", &n, &x) != 2) return 0;
    for (int i = 0; i <= n; i++) {
        C[i][0] = 1;
        for (int k = 1; k <= i; k++) C[i][k] = (C[i - 1][k - 1] + C[i - 1][k]) % MOD;
    }
    for (int j = 0; j <= x; j++) dp[0][j] = 1;
    for (int i = 2; i <= n; i++)
        for (int j = 1; j <= x; j++) {
            if (j <= i - 1) {
                long long r = 1;
                for (int t = 0; t < i; t++) r = r * j % MOD;
                dp[i][j] = r;
                continue;
            }
            int nj = j - (i - 1);
            long long total = 0, p = 1;
            for (int k = 0; k <= i; k++) {
                if (i - k != 1) total = (total + C[i][k] * p % MOD * dp[i - k][nj]) % MOD;
                p = p * (i - 1) % MOD;
            }
            dp[i][j] = total;
        }
    printf("%lld\\n", dp[n][x]);
    return 0;
}
"""

MEMO = """import sys
from functools import lru_cache
from math import comb

sys.setrecursionlimit(10000)
n, x = map(int, input().split())
MOD = 998244353

@lru_cache(maxsize=None)
def D(i, j):
    if i == 0:
        return 1
    if i == 1:
        return 0
    if j <= i - 1:
        return pow(j, i, MOD)
    nj = j - (i - 1)
    return sum(comb(i, k) * pow(i - 1, k, MOD) * D(i - k, nj) for k in range(i + 1) if i - k != 1) % MOD

print(D(n, x))
"""

LATEX = r"""$$
D_0(j) = 1, \qquad D_1(j) = 0, \qquad
D_i(j) = \begin{cases} j^{\,i} & j \le i - 1,\\[2pt]
\displaystyle\sum_{\substack{k = 0\\ k \ne i - 1}}^{i} \binom{i}{k} (i-1)^k \, D_{i-k}\big(j - i + 1\big) & j \ge i, \end{cases}
$$
and the program prints $D_n(x) \bmod 998244353$, filling $D_i(\cdot)$ for $i = 2, \dots, n$ and $j = 1, \dots, x$."""

PROSE = ("In words, the program does exactly this: read n and x; build Pascal's triangle C up to n modulo 998244353; "
         "set dp[0][j] = 1 for every j and leave dp[1][j] = 0; then for i from 2 to n and j from 1 to x, if j is at "
         "most i - 1 store j to the power i (mod p), otherwise set nj = j - i + 1 and store the sum over k from 0 to i, "
         "skipping k = i - 1, of C[i][k] times (i - 1)^k times dp[i - k][nj], reduced mod p; finally print dp[n][x].")


def block(lang, src):
    return f"{F}{lang}\n{src}{F}"


def build(c, q):
    P = cc(96)
    prog = block("python", PROG)
    keep = ["In a round with i heroes alive, every hero loses i - 1.", SAMPLES, CPLX]

    c("ppc01", "real-code-cpp-port-of-arena-dp-before-python", P,
      IDEA + "\n\nI first wrote it in C++ for speed:\n\n" + block("cpp", CPP) + "\n\nThe same in Python for the judge:\n\n"
      + prog + "\n\n" + SAMPLES + "\n\n" + CPLX,
      ["if (i - k != 1) total = (total + C[i][k] * p % MOD * dp[i - k][nj]) % MOD;", "long long power(long long b, long long e)"],
      keep)

    c("ppc02", "real-code-java-port-of-arena-dp-after-python", P,
      IDEA + "\n\n" + prog + "\n\n" + SAMPLES + "\n\nIf Python is too slow on n = x = 500, the identical Java version:\n\n"
      + block("java", JAVA) + "\n\n" + CPLX,
      ["if (i - k != 1) total = (total + C[i][k] * p % MOD * dp[i - k][nj]) % MOD;", "Arrays.fill(dp[0], 1L);"],
      keep)

    c("ppc03", "real-code-javascript-bigint-port-of-arena-dp", P,
      IDEA + "\n\nNode version (BigInt, since products exceed 2^53):\n\n" + block("javascript", JS) + "\n\n"
      + SAMPLES + "\n\nFinal submission:\n\n" + prog + "\n\n" + CPLX,
      ["if (i - k !== 1) total = (total + C[i][k] * p % MOD * dp[i - k][nj]) % MOD;", "const MOD = 998244353n;"],
      keep)

    c("ppc04", "real-code-csharp-port-of-arena-dp-in-review-note", P,
      IDEA + "\n\n" + prog + "\n\n" + SAMPLES + "\n\n" + CPLX
      + "\n\nReview note from a teammate who ported it to C# with a rectangular array (same loops, same answers):\n\n"
      + block("csharp", CSHARP),
      ["if (i - k != 1) total = (total + C[i, k] * p % MOD * dp[i - k, nj]) % MOD;", "var dp = new long[n + 1, x + 1];"],
      keep)

    c("ppc05", "real-code-php-port-of-arena-dp-before-python", P,
      IDEA + "\n\nPrototype in PHP (64-bit ints are enough: every product is below 10^18):\n\n" + block("php", PHP)
      + "\n\nPython submission:\n\n" + prog + "\n\n" + SAMPLES + "\n\n" + CPLX,
      ["$total = ($total + $C[$i][$k] * $p % MOD * $dp[$i - $k][$nj]) % MOD;", "$nj = $j - ($i - 1);"],
      keep)

    c("ppc06", "real-code-bash-associative-array-port-of-arena-dp", P,
      IDEA + "\n\n" + prog + "\n\n" + SAMPLES + "\n\nFor the small samples it can even be cross-checked from the "
      "shell, with bash's 64-bit arithmetic and associative arrays:\n\n" + block("bash", BASH) + "\n\n" + CPLX,
      ["total=$(( (total + C[$i,$k] * p % MOD * dp[$((i-k)),$nj]) % MOD ))", "declare -A C dp"],
      keep)

    c("ppc07", "real-code-arena-dp-as-latex-piecewise-recurrence", P,
      IDEA + "\n\nAs a recurrence, the program computes\n\n" + LATEX + "\n\n" + prog + "\n\n" + SAMPLES + "\n\n" + CPLX,
      [r"\binom{i}{k} (i-1)^k \, D_{i-k}\big(j - i + 1\big)", r"D_0(j) = 1, \qquad D_1(j) = 0"],
      keep)

    c("ppc08", "real-code-c-static-array-port-of-arena-dp", P,
      IDEA + "\n\nC version with static tables (n, x <= 500):\n\n" + block("c", CSRC) + "\n\n" + SAMPLES
      + "\n\n" + prog + "\n\n" + CPLX,
      ["static long long C[505][505], dp[505][505];", "if (i - k != 1) total = (total + C[i][k] * p % MOD * dp[i - k][nj]) % MOD;"],
      keep)

    c("ppc09", "real-code-arena-dp-loop-by-loop-prose-summary", P,
      IDEA + "\n\n" + prog + "\n\n" + PROSE + "\n\n" + SAMPLES + "\n\n" + CPLX,
      ["store the sum over k from 0 to i, skipping k = i - 1, of C[i][k] times (i - 1)^k times dp[i - k][nj]"],
      keep)

    c("ppc10", "real-code-memoized-recursive-first-version-before-table", P,
      IDEA + "\n\nFirst version, top-down with memoisation (correct on the samples, but the recursion and the "
      "cache are heavy for n = x = 500):\n\n" + block("python", MEMO) + "\n\nFinal version, bottom-up table:\n\n"
      + prog + "\n\n" + SAMPLES + "\n\n" + CPLX,
      ["return sum(comb(i, k) * pow(i - 1, k, MOD) * D(i - k, nj) for k in range(i + 1) if i - k != 1) % MOD"],
      keep)

    q("ppq01", "real-code-probe-arena-sample-two-five-table-trace", P,
      IDEA + "\n\nTrace of sample `2 5` (i = 2, each round costs 1): dp[2][1] = 1^2 = 1 (both die at once), and for "
      "j >= 2 the only allowed split is k = 2 (both die now, 1 way) or k = 0 (both survive to dp[2][j - 1]), so "
      "dp[2][j] = dp[2][j - 1] + 1: the row is 1, 2, 3, 4, 5. With two heroes there is no winner exactly when their "
      "healths are equal, and there are 5 equal pairs in [1, 5].\n\n" + prog + "\n\n" + SAMPLES + "\n\n" + CPLX,
      ["dp[2][j] = dp[2][j - 1] + 1: the row is 1, 2, 3, 4, 5",
       "no winner exactly when their healths are equal, and there are 5 equal pairs in [1, 5]"])

    q("ppq02", "real-code-probe-arena-sample-five-four-power-of-four", P,
      IDEA + "\n\nSample `5 4`: with 5 heroes every one loses 4 in the first round, and no health exceeds x = 4, so "
      "all five die together in every assignment: the count is 4^5 = 1024, the whole space. This is the j <= i - 1 "
      "branch of the table.\n\n" + prog + "\n\n" + SAMPLES + "\n\n" + CPLX,
      ["the count is 4^5 = 1024, the whole space", "every one loses 4 in the first round"])

    q("ppq03", "real-code-probe-arena-sample-three-three-complement-count", P,
      IDEA + "\n\nSample `3 3`: there are 3^3 = 27 assignments. A winner appears for 27 - 15 = 12 of them, e.g. "
      "[3, 1, 1] (after round one: 1, dead, dead). Brute force over all 27 agrees with dp[3][3] = 15, and for "
      "n = 3 the brute-force row over x = 1..6 is 1, 8, 15, 28, 41, 60.\n\n" + prog + "\n\n" + SAMPLES + "\n\n" + CPLX,
      ["3^3 = 27 assignments", "27 - 15 = 12", "1, 8, 15, 28, 41, 60"])

    q("ppq04", "real-code-probe-arena-why-one-survivor-term-skipped", P,
      IDEA + "\n\nWhy k = i - 1 is skipped: then exactly one hero survives the round and is declared the winner, "
      "which the problem excludes. k = i (everyone dies in the same round) is allowed and contributes "
      "C(i, i) * (i - 1)^i * dp[0][nj] = (i - 1)^i. For i = 3, j = 3: k = 0 gives dp[3][1] = 1, k = 1 gives "
      "3 * 2 * dp[2][1] = 6, k = 3 gives 2^3 = 8, total 15.\n\n" + prog + "\n\n" + SAMPLES + "\n\n" + CPLX,
      ["k = 0 gives dp[3][1] = 1, k = 1 gives 3 * 2 * dp[2][1] = 6, k = 3 gives 2^3 = 8, total 15",
       "exactly one hero survives the round and is declared the winner"])

    q("ppq05", "real-code-probe-arena-complexity-and-modulus-notes", P,
      IDEA + "\n\n" + prog + "\n\n" + SAMPLES + "\n\n" + CPLX + "\n\nNotes: 998244353 is prime, but no inverse "
      "is needed; the binomials come from Pascal's rule. The largest intermediate is below 998244353^2 < 10^18 "
      "before each reduction. For n = 2 the table has x cells and the answer is x; for j <= i - 1 the row is j^i.",
      ["The largest intermediate is below 998244353^2 < 10^18", "For n = 2 the table has x cells and the answer is x",
       CPLX])

    q("ppq06", "real-code-probe-arena-brute-force-cross-check-table", P,
      IDEA + "\n\n" + prog + "\n\nCross-check against a brute-force simulator for small inputs (n = 2..4, "
      "x = 1..6):\n\n| n | x = 1 | 2 | 3 | 4 | 5 | 6 |\n|---|---|---|---|---|---|---|\n| 2 | 1 | 2 | 3 | 4 | 5 | 6 |\n"
      "| 3 | 1 | 8 | 15 | 28 | 41 | 60 |\n| 4 | 1 | 16 | 81 | 148 | 301 | 504 |\n\nAll 18 entries agree with the DP. "
      + SAMPLES + "\n\n" + CPLX,
      ["| 3 | 1 | 8 | 15 | 28 | 41 | 60 |", "| 4 | 1 | 16 | 81 | 148 | 301 | 504 |", "All 18 entries agree with the DP."])
