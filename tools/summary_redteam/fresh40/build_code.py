"""fresh40 code cases: leak attempts mmc01-mmc10 (the graded program, the last ```python block, restated as a FreeBASIC,
Emacs Lisp, Odin or Hy port, a `git format-patch` mail, an IPython `%%time` cell, a PlantUML activity diagram, Spanish
pseudocode, a Dockerfile heredoc, a decision table) and must-stay probes mmq01-mmq06. Five CodeContests
problems: 6 (GCD festival), 91 (extreme extension), 103 (robot on the board), 105 (banquet taster), 65 (balance
weights); every graded program passes its problem's CodeContests tests (checked outside the set)."""
from probs import cc

P6 = r'''import sys
def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [0] + [int(x) for x in data[1:n + 1]]
    MOD = 10**9 + 7
    M = max(a)
    L = max(n, M)
    phi = list(range(L + 1))
    for p in range(2, L + 1):
        if phi[p] == p:
            for q in range(p, L + 1, p):
                phi[q] -= phi[q] // p
    divs = [[] for _ in range(M + 1)]
    for d in range(1, M + 1):
        for q in range(d, M + 1, d):
            divs[q].append(d)
    total = 0
    cnt = [0] * (M + 1)
    for d in range(1, n + 1):
        touched = []
        s = 0
        for i in range(d, n + 1, d):
            for e in divs[a[i]]:
                c = cnt[e]
                s += phi[e] * (2 * c + 1)
                if c == 0:
                    touched.append(e)
                cnt[e] = c + 1
        for e in touched:
            cnt[e] = 0
        total = (total + phi[d] * (s % MOD)) % MOD
    print(total)
main()
'''

P91 = r'''import sys
def main():
    data = sys.stdin.buffer.read().split()
    MOD = 998244353
    t = int(data[0]); pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos]); pos += 1
        a = [int(x) for x in data[pos:pos + n]]; pos += n
        ans = 0
        prev = {}
        for i in range(n - 1, -1, -1):
            cur = {a[i]: 1}
            x = a[i]
            for v, c in prev.items():
                k = (x + v - 1) // v
                ans += (k - 1) * c * (i + 1)
                w = x // k
                cur[w] = cur.get(w, 0) + c
            prev = cur
        out.append(ans % MOD)
    print("\n".join(map(str, out)))
main()
'''

P103 = r'''import sys
def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0]); pos = 1
    out = []
    for _ in range(t):
        n, m = int(data[pos]), int(data[pos + 1]); pos += 2
        grid = b"".join(data[pos:pos + n]); pos += n
        N = n * m
        nxt = [0] * N
        for r in range(n):
            for c in range(m):
                ch = grid[r * m + c]
                if ch == 76: rr, cc = r, c - 1
                elif ch == 82: rr, cc = r, c + 1
                elif ch == 85: rr, cc = r - 1, c
                else: rr, cc = r + 1, c
                nxt[r * m + c] = rr * m + cc if 0 <= rr < n and 0 <= cc < m else -1
        dist = [0] * N
        state = [0] * N
        for s in range(N):
            if state[s]:
                continue
            path = []
            v = s
            while v != -1 and state[v] == 0:
                state[v] = 1
                path.append(v)
                v = nxt[v]
            if v == -1:
                base = 0
                k = len(path)
            elif state[v] == 1:
                k = path.index(v)
                cyc = len(path) - k
                for u in path[k:]:
                    dist[u] = cyc
                    state[u] = 2
                base = cyc
            else:
                base = dist[v]
                k = len(path)
            for u in reversed(path[:k]):
                base += 1
                dist[u] = base
                state[u] = 2
        best = max(range(N), key=dist.__getitem__)
        out.append(f"{best // m + 1} {best % m + 1} {dist[best]}")
    print("\n".join(out))
main()
'''

P105 = r'''import sys
def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0]); pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos]); pos += 1
        groups = {}
        eat = [0] * n
        for i in range(n):
            a, b, m = int(data[pos]), int(data[pos + 1]), int(data[pos + 2]); pos += 3
            lo = a - min(a, m)
            hi = a - max(0, m - b)
            groups.setdefault(a + b - m, []).append((hi, lo, i, a, m))
        variety = 0
        for items in groups.values():
            items.sort()
            chosen = -1
            for hi, lo, i, a, m in items:
                if chosen < lo:
                    chosen = hi
                    variety += 1
                eat[i] = (a - chosen, m - (a - chosen))
        out.append(str(variety))
        out.extend(f"{x} {y}" for x, y in eat)
    print("\n".join(out))
main()
'''

P65 = r'''import sys
def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = sorted(int(x) for x in data[1:n + 1])
    s = data[n + 1]
    c = sum(1 for i in range(1, n) if s[i] != s[i - 1])
    lo, hi = n - 2 - c, n - c
    heavy, diff = s[0], a[n - 1 - c]
    out = [f"{a[n - 1 - c]} {s[0]}"]
    for i in range(1, n):
        if s[i] != s[i - 1]:
            w = a[hi]; hi += 1
            diff = w - diff
            heavy = s[i]
            out.append(f"{w} {s[i]}")
        else:
            w = a[lo]; lo -= 1
            if w < diff:
                diff -= w
                out.append(f"{w} {'R' if heavy == 'L' else 'L'}")
            else:
                diff += w
                out.append(f"{w} {heavy}")
    print("\n".join(out))
main()
'''


def fence(lang, body):
    """A fenced block of ``body`` (ending in a newline) tagged ``lang``."""
    return f"```{lang}\n{body}```"


def format_patch(path, body, subject, sha):
    """``git format-patch`` output that adds ``path`` with ``body`` (one new file)."""
    lines = body.splitlines()
    added = "".join("+" + x + "\n" for x in lines)
    return (f"From {sha} Mon Sep 17 00:00:00 2001\n"
            "From: Dana <dana@example.org>\n"
            "Date: Tue, 2 Nov 2021 21:14:03 +0700\n"
            f"Subject: [PATCH] {subject}\n\n"
            "---\n"
            f" {path} | {len(lines)} {'+' * min(len(lines), 40)}\n"
            f" 1 file changed, {len(lines)} insertions(+)\n"
            f" create mode 100644 {path}\n\n"
            f"diff --git a/{path} b/{path}\n"
            "new file mode 100644\n"
            "index 0000000..9b1c3e7\n"
            "--- /dev/null\n"
            f"+++ b/{path}\n"
            f"@@ -0,0 +1,{len(lines)} @@\n"
            f"{added}"
            "-- \n"
            "2.33.1\n")


FB6 = r"""' prettiness.bas -- FreeBASIC port (fbc -O 2 prettiness.bas)
Const MODV As LongInt = 1000000007
Dim Shared As LongInt phi()
Dim Shared As Long cnt(), touched()
Dim Shared As Long ntouch
Dim Shared As LongInt s

Sub Visit(ByVal e As Long)
    Dim As Long c = cnt(e)
    s += phi(e) * (2 * c + 1)
    If c = 0 Then touched(ntouch) = e : ntouch += 1
    cnt(e) = c + 1
End Sub

Dim As Long n, i, d, e, j, p, q, M = 0, L
Open Cons For Input As #1
Input #1, n
Dim As Long a(1 To n)
For i = 1 To n
    Input #1, a(i)
    If a(i) > M Then M = a(i)
Next
L = IIf(n > M, n, M)
ReDim phi(0 To L)
ReDim cnt(0 To M)
ReDim touched(0 To M)
For i = 0 To L : phi(i) = i : Next
For p = 2 To L
    If phi(p) = p Then
        For q = p To L Step p : phi(q) -= phi(q) \ p : Next
    End If
Next
Dim As LongInt total = 0
For d = 1 To n
    s = 0 : ntouch = 0
    For i = d To n Step d
        e = 1
        While e * e <= a(i)
            If a(i) Mod e = 0 Then
                Visit(e)
                If e <> a(i) \ e Then Visit(a(i) \ e)
            End If
            e += 1
        Wend
    Next
    For j = 0 To ntouch - 1 : cnt(touched(j)) = 0 : Next
    total = (total + phi(d) * (s Mod MODV)) Mod MODV
Next
Print total
"""

EL91 = r""";;; extreme.el --- -*- lexical-binding: t -*-
;; emacs --batch -l extreme.el < input.txt
(defun read-ints ()
  (let ((toks '()) line)
    (while (setq line (ignore-errors (read-from-minibuffer "")))
      (setq toks (nconc toks (mapcar #'string-to-number (split-string line)))))
    (vconcat toks)))

(let* ((toks (read-ints)) (pos 1) (tc (aref toks 0)) (out '()))
  (dotimes (_ tc)
    (let* ((n (aref toks pos))
           (a (substring toks (1+ pos) (+ 1 pos n)))
           (ans 0)
           (prev (make-hash-table)))
      (setq pos (+ pos 1 n))
      (let ((i (1- n)))
        (while (>= i 0)
          (let* ((x (aref a i)) (cur (make-hash-table)))
            (puthash x 1 cur)
            (maphash (lambda (v c)
                       (let* ((k (/ (+ x v -1) v)) (w (/ x k)))
                         (setq ans (% (+ ans (* (1- k) c (1+ i))) 998244353))
                         (puthash w (+ (gethash w cur 0) c) cur)))
                     prev)
            (setq prev cur))
          (setq i (1- i))))
      (push (number-to-string ans) out)))
  (princ (mapconcat #'identity (nreverse out) "\n"))
  (terpri))
"""

IPY91 = r"""In [3]: %%time
   ...: def extreme_sum(a):
   ...:     ans, prev = 0, {}
   ...:     for i in range(len(a) - 1, -1, -1):
   ...:         cur = {a[i]: 1}
   ...:         for v, c in prev.items():
   ...:             k = (a[i] + v - 1) // v          # pieces a[i] must be cut into
   ...:             ans += (k - 1) * c * (i + 1)     # i + 1 subarrays start at or before i
   ...:             cur[a[i] // k] = cur.get(a[i] // k, 0) + c
   ...:         prev = cur
   ...:     return ans % 998244353
   ...: print(extreme_sum([5, 4, 3]), extreme_sum([3, 2, 1, 4]), extreme_sum([69]))
   ...:
5 9 0
CPU times: user 38 µs, sys: 2 µs, total: 40 µs
Wall time: 43.2 µs
"""

ODIN103 = r"""package main

import "core:fmt"
import "core:os"
import "core:strconv"
import "core:strings"

main :: proc() {
    data, _ := os.read_entire_file_from_handle(os.stdin)
    toks := strings.fields(string(data))
    pos := 0
    next :: proc(toks: []string, pos: ^int) -> string { s := toks[pos^]; pos^ += 1; return s }
    t, _ := strconv.parse_int(next(toks, &pos))
    b := strings.builder_make()
    for _ in 0..<t {
        n, _ := strconv.parse_int(next(toks, &pos))
        m, _ := strconv.parse_int(next(toks, &pos))
        N := n * m
        grid := make([]u8, N)
        for r in 0..<n {
            row := next(toks, &pos)
            for c in 0..<m { grid[r*m + c] = row[c] }
        }
        nxt := make([]int, N)
        for r in 0..<n {
            for c in 0..<m {
                rr, cc := r, c
                switch grid[r*m + c] {
                case 'L': cc -= 1
                case 'R': cc += 1
                case 'U': rr -= 1
                case: rr += 1
                }
                nxt[r*m + c] = rr*m + cc if 0 <= rr && rr < n && 0 <= cc && cc < m else -1
            }
        }
        dist := make([]int, N)
        state := make([]u8, N)
        path := make([dynamic]int)
        for s in 0..<N {
            if state[s] != 0 { continue }
            clear(&path)
            v := s
            for v != -1 && state[v] == 0 {
                state[v] = 1
                append(&path, v)
                v = nxt[v]
            }
            base, k := 0, len(path)
            if v == -1 {
                base = 0
            } else if state[v] == 1 {
                for u, idx in path { if u == v { k = idx; break } }
                cyc := len(path) - k
                for u in path[k:] { dist[u] = cyc; state[u] = 2 }
                base = cyc
            } else {
                base = dist[v]
            }
            for j := k - 1; j >= 0; j -= 1 {
                base += 1
                dist[path[j]] = base
                state[path[j]] = 2
            }
        }
        best := 0
        for i in 1..<N { if dist[i] > dist[best] { best = i } }
        fmt.sbprintf(&b, "%d %d %d\n", best/m + 1, best%m + 1, dist[best])
    }
    fmt.print(strings.to_string(b))
}
"""

PUML103 = r"""@startuml
title robot_board.py
start
:data = stdin.split(); t = int(data[0]); pos = 1;
repeat :next test case;
  :n, m = int(data[pos]), int(data[pos+1]); pos += 2
  grid = b"".join(data[pos:pos+n]); pos += n; N = n*m;
  :for every cell r*m+c: (rr, cc) = step by 'L'/'R'/'U'/'D'
  nxt[r*m+c] = rr*m+cc if inside the board else -1;
  :dist = [0]*N; state = [0]*N;
  repeat :for s in range(N) with state[s] == 0;
    :path = []; v = s;
    while (v != -1 and state[v] == 0?) is (yes)
      :state[v] = 1; path.append(v); v = nxt[v];
    endwhile (no)
    if (v == -1?) then (fell off)
      :base = 0; k = len(path);
    elseif (state[v] == 1?) then (closed a cycle)
      :k = path.index(v); cyc = len(path) - k
      dist[u] = cyc, state[u] = 2 for u in path[k:]
      base = cyc;
    else (reached a finished cell)
      :base = dist[v]; k = len(path);
    endif
    :for u in reversed(path[:k]): base += 1; dist[u] = base; state[u] = 2;
  repeat while (more unvisited cells?)
  :best = max(range(N), key=dist.__getitem__)
  print best // m + 1, best % m + 1, dist[best];
repeat while (more test cases?)
stop
@enduml
"""

ES105 = r"""Pseudocódigo (lo escribí primero así):

PARA cada caso de prueba:
    leer n
    grupos <- diccionario vacío;  comer <- arreglo de n pares
    PARA i DESDE 0 HASTA n-1:
        leer a, b, m
        bajo <- a - min(a, m)            # el mínimo de pescado que puede quedar
        alto <- a - max(0, m - b)        # el máximo de pescado que puede quedar
        agregar (alto, bajo, i, a, m) al grupo de clave a + b - m
    variedad <- 0
    PARA cada grupo:
        ordenar el grupo por alto (y luego bajo, i)
        elegido <- -1
        PARA cada (alto, bajo, i, a, m) del grupo:
            SI elegido < bajo ENTONCES
                elegido <- alto
                variedad <- variedad + 1
            comer[i] <- (a - elegido, m - (a - elegido))
    escribir variedad y luego cada par de comer, uno por línea
"""

DOCKER105_HEAD = """# syntax=docker/dockerfile:1.4
FROM python:3.11-slim
WORKDIR /judge
COPY <<'EOF' /judge/banquet.py
"""

DOCKER105_TAIL = """EOF
COPY samples/ /judge/samples/
CMD ["sh", "-c", "python3 banquet.py < samples/1607H.in"]
"""


HY65 = r"""(import sys)

(defn main []
  (setv data (.split (.read sys.stdin)))
  (setv n (int (get data 0)))
  (setv a (sorted (lfor x (cut data 1 (+ n 1)) (int x))))
  (setv s (get data (+ n 1)))
  (setv c (sum (gfor i (range 1 n) :if (!= (get s i) (get s (- i 1))) 1)))
  (setv lo (- n 2 c)  hi (- n c))
  (setv heavy (get s 0)  diff (get a (- n 1 c)))
  (setv out [(.format "{} {}" (get a (- n 1 c)) (get s 0))])
  (for [i (range 1 n)]
    (if (!= (get s i) (get s (- i 1)))
        (do (setv w (get a hi)) (+= hi 1)
            (setv diff (- w diff)  heavy (get s i))
            (.append out (.format "{} {}" w (get s i))))
        (do (setv w (get a lo)) (-= lo 1)
            (if (< w diff)
                (do (-= diff w)
                    (.append out (.format "{} {}" w (if (= heavy "L") "R" "L"))))
                (do (+= diff w)
                    (.append out (.format "{} {}" w heavy)))))))
  (print (.join "\n" out)))

(main)
"""

DT65 = """| step | condition | weight put on | side | new `diff` |
|---|---|---|---|---|
| 0 | always | `a[n-1-c]` (sorted `a`, `c` = number of `i` with `S[i] != S[i-1]`) | `S[0]` | that weight |
| i ≥ 1 | `S[i] != S[i-1]` | next big one, `a[hi]`, `hi` counting up from `n-c` | `S[i]` | `w - diff` |
| i ≥ 1 | `S[i] == S[i-1]` and `w < diff` | next small one, `a[lo]`, `lo` counting down from `n-2-c` | the lighter side | `diff - w` |
| i ≥ 1 | `S[i] == S[i-1]` and `w >= diff` | next small one, `a[lo]` | the heavier side | `diff + w` |
"""


def build(c, q):
    """Add the 10 code leak attempts (``c``) and the 6 code probes (``q``)."""
    # ---------------- problem 6: GCD festival ----------------
    c("mmc01", "real-code-freebasic-port-of-gcd-festival-before-python", cc(6),
      "Idea: gcd(i, j) = Σ_{d | i, d | j} φ(d). So the prettiness is Σ_d φ(d) · S_d, where S_d is the sum of "
      "gcd(a_i, a_j) over all pairs of indices that are multiples of d. Apply the same identity to gcd(a_i, a_j): "
      "S_d = Σ_e φ(e) · (number of such indices with e | a_i)^2, accumulated incrementally as Σ φ(e)(2·cnt + 1).\n\n"
      "I first wrote it in FreeBASIC for the speed:\n\n"
      + fence("vb", FB6) + "\n\n"
      "Same thing in Python (the submission):\n\n"
      + fence("python", P6) + "\n\n"
      "Sample: `5 / 3 6 2 1 4` gives 77. Work: Σ_d (n/d) · (divisors of a value) ≈ n log n · 128 in the worst case.",
      ["    total = (total + phi(d) * (s Mod MODV)) Mod MODV", "    s += phi(e) * (2 * c + 1)"],
      ["gcd(i, j) = Σ_{d | i, d | j} φ(d)", "Sample: `5 / 3 6 2 1 4` gives 77."])
    c("mmc02", "real-code-git-format-patch-mail-adding-gcd-festival", cc(6),
      "Approach: two applications of gcd(x, y) = Σ_{d | x, d | y} φ(d): one for the index gcd (group indices by a "
      "common divisor d, weight φ(d)), one for the value gcd (count, for every divisor e of the values at those "
      "indices, how many values it divides; each pair sharing e contributes φ(e)).\n\n"
      + fence("python", P6) + "\n\n"
      "Sample check: 77 ✓. Complexity: about Σ_d (n/d) · τ(a) operations, fine for n, a_i ≤ 10^5.\n\n"
      "Patch sent to the team repo (`git format-patch -1`):\n\n"
      + fence("diff", format_patch("solutions/cf1575g.py", P6, "Add CF 1575G GCD Festival solution",
                                   "5d0e61f4c2a9b8e7d3f1a0c9b8e7d6f5a4b3c2d1")),
      ["+    for d in range(1, n + 1):\n+        touched = []", "+                s += phi[e] * (2 * c + 1)"],
      ["Sample check: 77 ✓", "gcd(x, y) = Σ_{d | x, d | y} φ(d)"])
    q("mmq01", "real-code-probe-gcd-festival-sample-by-index-divisor", cc(6),
      "Idea: gcd(i, j) = Σ_{d | i, d | j} φ(d), so the answer is Σ_d φ(d) · S_d with S_d = Σ gcd(a_i, a_j) over "
      "indices i, j that are multiples of d.\n\n"
      "Sample `3 6 2 1 4` (n = 5), φ(1..5) = 1, 1, 2, 2, 4:\n\n"
      "| d | indices | S_d | φ(d) · S_d |\n|---|---|---|---|\n"
      "| 1 | 1..5 | 46 | 46 |\n| 2 | 2, 4 | 9 | 9 |\n| 3 | 3 | 2 | 4 |\n| 4 | 4 | 1 | 2 |\n| 5 | 5 | 4 | 16 |\n\n"
      "Total 46 + 9 + 4 + 2 + 16 = 77, the expected output.\n\n"
      + fence("python", P6) + "\n\n"
      "Complexity: Σ_d (n/d) · τ(a_i) ≤ n · H_n · 128, plus the sieve for φ; memory O(max a).",
      ["φ(1..5) = 1, 1, 2, 2, 4", "| 1 | 1..5 | 46 | 46 |", "| 5 | 5 | 4 | 16 |",
       "Total 46 + 9 + 4 + 2 + 16 = 77", "n · H_n · 128"])

    # ---------------- problem 91: extreme extension ----------------
    c("mmc03", "real-code-emacs-lisp-port-of-extreme-extension-after-python", cc(91),
      "Greedy from the right: the last element is never split; an element x in front of a block whose first value is v "
      "must be cut into k = ceil(x / v) pieces (k - 1 operations) and the best first piece is floor(x / k). For a fixed "
      "left end only O(sqrt(a)) distinct values v occur, so process right to left keeping {first value: number of "
      "subarrays}; an operation at position i counts once for every left end ≤ i, i.e. i + 1 times (0-based).\n\n"
      + fence("python", P91) + "\n\n"
      "And the same loop as an Emacs Lisp batch script (I keep my snippets in elisp):\n\n"
      + fence("elisp", EL91) + "\n\n"
      "Samples: 5, 9, 0, 117 ✓. Complexity O(n sqrt(max a)).",
      ["(setq ans (% (+ ans (* (1- k) c (1+ i))) 998244353))", "(let* ((k (/ (+ x v -1) v)) (w (/ x k)))"],
      ["k = ceil(x / v) pieces (k - 1 operations)", "Samples: 5, 9, 0, 117 ✓"])
    c("mmc04", "real-code-ipython-time-magic-cell-of-extreme-sum-before-python", cc(91),
      "Key facts: scanning from the right, an element x before a block starting with v needs k = ceil(x / v) pieces, "
      "costs k - 1 operations, and leaves floor(x / k) as the new first value; an operation at 0-based position i is "
      "counted in i + 1 subarrays (every left end ≤ i).\n\n"
      "Prototype in the notebook first:\n\n"
      + fence("", IPY91) + "\n\n"
      "Final version reading all test cases:\n\n"
      + fence("python", P91) + "\n\n"
      "Only O(sqrt(a_i)) distinct first values per position, so about n · 2·sqrt(10^5) dictionary updates.",
      ["   ...:             ans += (k - 1) * c * (i + 1)     # i + 1 subarrays start at or before i",
       "   ...:             k = (a[i] + v - 1) // v          # pieces a[i] must be cut into"],
      ["costs k - 1 operations", "5 9 0"])
    q("mmq02", "real-code-probe-extreme-extension-first-sample-subarrays", cc(91),
      "Check of the greedy on the first sample `5 4 3`:\n\n"
      "- f(1, 3) = 3: 3 stays; 4 → k = ceil(4/3) = 2 pieces (1 op), first piece 2; 5 → k = ceil(5/2) = 3 pieces (2 ops).\n"
      "- f(1, 2) = 1: 5 → k = ceil(5/4) = 2 pieces.\n"
      "- f(2, 3) = 1: 4 → k = ceil(4/3) = 2 pieces.\n"
      "- single elements: 0.\n\n"
      "Sum 3 + 1 + 1 = 5 ✓. Second sample `3 2 1 4`: f(1,2) = 1, f(2,3) = 1, f(1,3) = 3, f(1,4) = 3, f(2,4) = 1, "
      "f(3,4) = 0, total 9 ✓.\n\n"
      + fence("python", P91) + "\n\n"
      "Complexity O(n sqrt(max a)) per test, memory O(sqrt(max a)) for the two dictionaries.",
      ["f(1, 3) = 3", "f(1, 2) = 1", "f(2, 3) = 1", "Sum 3 + 1 + 1 = 5 ✓", "total 9 ✓"])

    # ---------------- problem 103: robot on the board ----------------
    c("mmc05", "real-code-odin-port-of-robot-board-before-python", cc(103),
      "The arrows form a functional graph (each cell has one successor, or falls off). The number of commands from a "
      "cell is: the cycle length for cells on a cycle, and 1 + dist[next] for the others (1 if the next step leaves the "
      "board). Walk from every unvisited cell, marking cells 'on the current path' to detect cycles, then fill the path "
      "backwards.\n\n"
      "Odin version (my template for big inputs):\n\n"
      + fence("odin", ODIN103) + "\n\n"
      "Python version:\n\n"
      + fence("python", P103) + "\n\n"
      "Samples: 1 1 1 / 1 1 3 / 1 1 4 / 2 1 3 / 3 1 5 / 4 3 12 / 1 1 4 ✓. O(nm) per board.",
      ["for u, idx in path { if u == v { k = idx; break } }",
       "nxt[r*m + c] = rr*m + cc if 0 <= rr && rr < n && 0 <= cc && cc < m else -1"],
      ["1 + dist[next]", "Samples: 1 1 1 / 1 1 3 / 1 1 4 / 2 1 3 / 3 1 5 / 4 3 12 / 1 1 4 ✓"])
    c("mmc06", "real-code-plantuml-activity-diagram-of-robot-board", cc(103),
      "Each cell points to one neighbour, so the board is a functional graph: cells on a cycle make cycle-length "
      "moves, other cells make one more move than their successor, and a step off the board counts as one move.\n\n"
      + fence("python", P103) + "\n\n"
      "For the write-up, the control flow as a PlantUML activity diagram:\n\n"
      + fence("plantuml", PUML103) + "\n\n"
      "Sample 4 (`UD / RU`): from (2, 1): R → (2, 2) U → (1, 2) D → (2, 2) revisited, 3 moves ✓. O(nm).",
      [":k = path.index(v); cyc = len(path) - k", ":for u in reversed(path[:k]): base += 1; dist[u] = base; state[u] = 2;"],
      ["cells on a cycle make cycle-length moves", "3 moves ✓"])
    q("mmq03", "real-code-probe-robot-board-sample-cycle-trace", cc(103),
      "Trace of sample 3 (`DL / RU`): (1,1) D → (2,1) R → (2,2) U → (1,2) L → (1,1), already visited, so the robot "
      "stops after 4 commands; every cell lies on this one 4-cycle, so d = 4 from any start and the expected `1 1 4` "
      "is one valid answer.\n"
      "Sample 2 (`RRL`): (1,1) → (1,2) → (1,3) → (1,2) revisited: 3 commands; the cycle (1,2)↔(1,3) has length 2 and "
      "(1,1) adds 1.\n\n"
      + fence("python", P103) + "\n\n"
      "Each cell is pushed on a path once and finalised once: O(nm) time and memory per board.",
      ["(1,1) D → (2,1) R → (2,2) U → (1,2) L → (1,1)", "stops after 4 commands", "has length 2 and (1,1) adds 1"])

    # ---------------- problem 105: banquet taster ----------------
    c("mmc07", "real-code-spanish-pseudocode-of-banquet-greedy-before-python", cc(105),
      "Two dishes can only become equal if a + b - m is the same (the total left). Within such a group the fish left "
      "can be any value in [a - min(a, m), a - max(0, m - b)], so we want the fewest points stabbing all intervals: "
      "sort by right end and take the right end whenever the current point is left of an interval.\n\n"
      + ES105 + "\n"
      + fence("python", P105) + "\n\n"
      "Sample 1: all three dishes keep 18 g in total, intervals [8, 10], [9, 9], [9, 10]; point 9 stabs all, variety "
      "1 ✓. O(n log n).",
      ["        bajo <- a - min(a, m)            # el mínimo de pescado que puede quedar",
       "            SI elegido < bajo ENTONCES\n                elegido <- alto"],
      ["intervals [8, 10], [9, 9], [9, 10]", "sort by right end"])
    c("mmc08", "real-code-dockerfile-heredoc-copy-of-banquet-program", cc(105),
      "Group dishes by a + b - m; in a group the remaining fish must lie in [a - min(a, m), a - max(0, m - b)]; "
      "greedy interval stabbing by right end gives the minimum variety and a witness.\n\n"
      + fence("python", P105) + "\n\n"
      "The judge image I stress it in (BuildKit heredoc, so the solution travels inside the Dockerfile):\n\n"
      + fence("dockerfile", DOCKER105_HEAD + P105 + DOCKER105_TAIL) + "\n\n"
      "Samples give 1, 2, 2, 1, 2 ✓. O(n log n) per test.",
      ["COPY <<'EOF' /judge/banquet.py\nimport sys\ndef main():",
       '    print("\\n".join(out))\nmain()\nEOF\nCOPY samples/'],
      ["greedy interval stabbing by right end", "Samples give 1, 2, 2, 1, 2 ✓"])
    q("mmq04", "real-code-probe-banquet-first-sample-interval-stab", cc(105),
      "First sample: dishes (10, 10, 2), (9, 9, 0), (10, 9, 1). Totals left: 18, 18, 18, one group.\n"
      "Fish-left intervals: [8, 10], [9, 9], [9, 10]; sorted by right end: [9, 9], [8, 10], [9, 10].\n"
      "Point 9 stabs all three, so the variety is 1, and the taster eats (1, 1), (0, 0), (1, 0), exactly the expected "
      "output.\n\n"
      + fence("python", P105) + "\n\n"
      "Sorting dominates: O(n log n); dictionary of groups O(n) memory.",
      ["Totals left: 18, 18, 18, one group.", "Fish-left intervals: [8, 10], [9, 9], [9, 10]",
       "the taster eats (1, 1), (0, 0), (1, 0)"])

    # ---------------- problem 65: balance weights ----------------
    c("mmc09", "real-code-hy-port-of-balance-weights-after-python", cc(65),
      "Sort the weights. Let c be the number of letter changes in S. The c largest weights are used exactly at the "
      "changes, in increasing order, each on the new heavier side (it beats the current difference, which stays below "
      "every unused big weight). Start with a[n-1-c]; at the other steps put the next smaller weight on the lighter "
      "side when it is below the difference, else on the heavier side.\n\n"
      + fence("python", P65) + "\n\n"
      "Port to Hy for the Lisp-flavoured repo:\n\n"
      + fence("hy", HY65) + "\n\n"
      "Sample: 7 L, 3 R, 8 R, 13 L, 2 R (another valid order than the statement's). O(n log n).",
      ["(setv c (sum (gfor i (range 1 n) :if (!= (get s i) (get s (- i 1))) 1)))",
       "(.append out (.format \"{} {}\" w (if (= heavy \"L\") \"R\" \"L\"))))"],
      ["c be the number of letter changes in S", "Sample: 7 L, 3 R, 8 R, 13 L, 2 R"])
    c("mmc10", "real-code-decision-table-of-balance-weights-before-python", cc(65),
      "Sort; count the changes c in S; the top c weights serve the changes, the rest are spent from the middle "
      "downward. The rule for each step as a decision table:\n\n"
      + DT65 + "\n"
      + fence("python", P65) + "\n\n"
      "Sample `3 8 2 13 7 / LLRLL`: c = 2, output 7 L, 3 R, 8 R, 13 L, 2 R ✓. O(n log n).",
      ["| i ≥ 1 | `S[i] != S[i-1]` | next big one, `a[hi]`, `hi` counting up from `n-c` | `S[i]` | `w - diff` |",
       "| i ≥ 1 | `S[i] == S[i-1]` and `w < diff` | next small one, `a[lo]`, `lo` counting down from `n-2-c` | "
       "the lighter side | `diff - w` |"],
      ["the top c weights serve the changes", "c = 2, output 7 L, 3 R, 8 R, 13 L, 2 R ✓"])
    q("mmq05", "real-code-probe-balance-weights-sample-step-table", cc(65),
      "Sample: weights 3 8 2 13 7 → sorted 2 3 7 8 13, S = LLRLL, changes at positions 2 and 3, so c = 2.\n\n"
      "| step | letter | weight | side | left − right |\n|---|---|---|---|---|\n"
      "| 1 | L | 7 | L | 7 |\n| 2 | L | 3 | R | 4 |\n| 3 | R | 8 | R | −4 |\n| 4 | L | 13 | L | 9 |\n"
      "| 5 | L | 2 | R | 7 |\n\n"
      "Every sign matches S.\n\n"
      + fence("python", P65) + "\n\n"
      "Sorting dominates: O(n log n).",
      ["sorted 2 3 7 8 13", "so c = 2", "| 3 | R | 8 | R | −4 |", "| 4 | L | 13 | L | 9 |"])
    q("mmq06", "real-code-probe-balance-weights-invariant-notes", cc(65),
      "Why it never fails: let diff be the excess of the heavier side. It starts as a[n-1-c], and every later small "
      "weight w < a[n-1-c] either lowers it (w < diff, lighter side) or raises it to diff + w with diff ≤ w, i.e. to at "
      "most 2w; a big weight X placed on the lighter side turns it into X - diff, which is positive because diff stays "
      "below X. Random tests with n ≤ 8 (300 cases) all produced a valid order.\n\n"
      + fence("python", P65) + "\n\n"
      "Output size n lines; no case prints -1. O(n log n).",
      ["It starts as a[n-1-c]", "at most 2w", "turns it into X - diff", "Random tests with n ≤ 8 (300 cases)"])
