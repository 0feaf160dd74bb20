"""Code drafts: work written in code syntax stays (tests on literals, sample runs, recurrences, base cases,
labels before a block, code the problem gives), while the graded program in every form stays hidden."""
import pytest

from agon_mcore.agon.code_data import is_base_case, is_recurrence, is_test_line
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def _summ(draft, problem=None):
    s = summarize_draft(draft, domain="code", problem=problem)
    assert s.hidden_answer, "the draft has a graded program"
    return s.text, s.hidden_answer


# ---------------------------------------------------------------- tests on literals in a block stay

PROG_RUNS = "def longest_run(xs):\n    best = cur = 1\n    for p, q in zip(xs, xs[1:]):\n        cur = cur + 1 if q > p else 1\n        best = max(best, cur)\n    return best\n"
PROG_VOWELS = "def vowels(w):\n    return sum(ch in 'aeiou' for ch in w.lower())\n"


@pytest.mark.parametrize("draft,stay", [
    ("Count the current increasing run and keep the best.\n\nMy checks:\n\n```python\nassert longest_run([3, 1, 2, 5, 4]) == 3\n"
     "assert longest_run([9]) == 1, \"one element\"\n```\n\n```python\n" + PROG_RUNS + "```\n",
     ["assert longest_run([3, 1, 2, 5, 4]) == 3", 'assert longest_run([9]) == 1, "one element"']),
    ("Lower-case, then count.\n\n```python\nprint(vowels(\"Queue\"))  # 4\nvowels(\"xyz\")\n```\n\n```python\n" + PROG_VOWELS + "```\n",
     ['print(vowels("Queue"))  # 4', 'vowels("xyz")']),
])
def test_tests_on_literals_stay(draft, stay):
    text, prog = _summ(draft)
    for w in stay:
        assert w in text
    assert not answer_readable(text, prog, "code")


@pytest.mark.parametrize("draft", [
    # a definition in the same block as its tests: the tests stay, the definition does not
    "Runs.\n\n```python\ndef longest_run(xs):\n    best = cur = 1\n    for p, q in zip(xs, xs[1:]):\n        cur = cur + 1 if q > p else 1\n"
    "        best = max(best, cur)\n    return best\n\nassert longest_run([1, 2]) == 2\n```\n\n```python\n" + PROG_RUNS + "```\n",
    # a test whose string argument is a program, and calls on names or methods: code
    "Runs.\n\n```python\nassert run(\"best = cur = 1\\nfor p, q in zip(xs, xs[1:]): cur = cur + 1 if q > p else 1\") == 3\n"
    "out.append(\"best = max(best, cur)\")\n```\n\n```python\n" + PROG_RUNS + "```\n",
])
def test_tests_that_carry_code_are_hidden(draft):
    text, prog = _summ(draft)
    assert "cur + 1 if q > p else 1" not in text and "best = max(best, cur)" not in text
    assert not answer_readable(text, prog, "code")


def test_test_line_structure():
    assert is_test_line('assert f("3\\n1 2 3") == "6"')
    assert is_test_line("assert Solution().two_sum([2, 7], 9) == [0, 1]")
    assert not is_test_line("assert f(x) == sum(a)")  # expected value computed
    assert not is_test_line("reduce(xor, [1, 2, 3])")  # a name among the arguments
    assert not is_test_line("out.append('x')")  # a method call: a statement
    assert not is_test_line("main()")


# ---------------------------------------------------------------- a sample run stays, a heredoc does not

PROG_REV = "s = input()\nprint(s[::-1])\n"
PROG_SQ = "n = int(input())\nprint(sum(i * i for i in range(1, n + 1)))\n"


@pytest.mark.parametrize("draft,stay,gone", [
    ("Reverse with a slice.\n\n```console\n$ python3 rev.py < word.txt\nolleh\n$ echo abc | python3 rev.py\ncba\n```\n\n```python\n" + PROG_REV + "```\n",
     ["$ python3 rev.py < word.txt\nolleh", "$ echo abc | python3 rev.py\ncba"], []),
    ("Sum the squares.\n\n```bash\ncat > sq.py <<'PY'\nn = int(input())\nprint(sum(i * i for i in range(1, n + 1)))\nPY\n"
     "echo 3 | python3 sq.py   # 14\n```\n\n```python\n" + PROG_SQ + "```\n",
     ["echo 3 | python3 sq.py   # 14"], ["cat > sq.py", "sum(i * i"]),
])
def test_sample_run_stays_program_hidden(draft, stay, gone):
    text, prog = _summ(draft)
    for w in stay:
        assert w in text
    for w in gone:
        assert w not in text
    assert not answer_readable(text, prog, "code")


def test_cat_of_the_program_is_hidden():
    draft = "Reverse.\n\n```console\n$ cat rev.py\ns = input()\nprint(s[::-1])\n$ echo ab | python3 rev.py\nba\n```\n\n```python\n" + PROG_REV + "```\n"
    text, prog = _summ(draft)
    assert "s[::-1]" not in text and "$ echo ab | python3 rev.py\nba" in text
    assert not answer_readable(text, prog, "code")


# ---------------------------------------------------------------- recurrences and base cases stay

PROG_ROB = "def rob(a):\n    p, q = 0, 0\n    for x in a:\n        p, q = q, max(q, p + x)\n    return q\n"
PROG_PATHS = "def paths(r, c):\n    row = [1] * c\n    for _ in range(r - 1):\n        for j in range(1, c):\n            row[j] += row[j - 1]\n    return row[-1]\n"


@pytest.mark.parametrize("draft,stay", [
    ("Let `best[i]` be the most we can take from the first i houses: `best[i] = max(best[i - 1], best[i - 2] + a[i])`, "
     "with `best[0] = 0`.\n\n```python\n" + PROG_ROB + "```\n",
     ["`best[i] = max(best[i - 1], best[i - 2] + a[i])`", "`best[0] = 0`"]),
    ("Grid paths: ways(i, j) = ways(i - 1, j) + ways(i, j - 1), and with w = v = 1 on the border every cell follows.\n\n"
     "```python\n" + PROG_PATHS + "```\n",
     ["ways(i, j) = ways(i - 1, j) + ways(i, j - 1)", "w = v = 1"]),
])
def test_recurrence_and_base_cases_stay(draft, stay):
    text, prog = _summ(draft)
    for w in stay:
        assert w in text
    assert "[hidden" not in text.replace("# [hidden: the final code]", "")


def test_recurrence_structure():
    assert is_recurrence("dp[i] = dp[i - 1] + dp[i - 2]") and is_recurrence("T(n) = 2T(n/2) + n")
    assert not is_recurrence("seen[num] = i")  # no use of the same name on the right
    assert not is_recurrence("dp[i] = dp[i - 1] + 1; print(dp[n])")
    assert is_base_case("dp[0] = dp[1] = 1") and not is_base_case("best = cur")


def test_closed_form_output_expression_is_hidden():
    # decided: the program's whole computation in another notation is the answer, not a recurrence
    draft = "Closed form: the sum of the first n cubes is (n(n+1)/2)^2, O(1).\n\n```python\nn = int(input())\nprint((n * (n + 1) // 2) ** 2)\n```\n"
    text, prog = _summ(draft)
    assert "(n(n+1)/2)^2" not in text and "O(1)" in text


# ---------------------------------------------------------------- prose labels and givens stay


@pytest.mark.parametrize("label", ["Scratch version (kept for the write-up):", "Timing harness (run on my laptop):"])
def test_prose_label_before_block_stays(label):
    draft = f"Two pointers.\n\n{label}\n\n```\n" + PROG_REV + "```\n\nFinal:\n\n```python\n" + PROG_REV + "```\n"
    text, prog = _summ(draft)
    assert label in text and "s[::-1]" not in text


@pytest.mark.parametrize("sig,problem", [
    ("def rob(a):", "Complete `def rob(a):` that returns the largest sum of non-adjacent elements."),
    ("int paths(int r, int c)", "Implement int paths(int r, int c) counting monotone lattice paths."),
])
def test_code_given_by_the_problem_stays(sig, problem):
    draft = f"The stub `{sig}` is given; keep two running values.\n\n```python\n" + PROG_ROB + "```\n"
    text, _ = _summ(draft, problem)
    assert f"`{sig}`" in text


@pytest.mark.parametrize("block,stay", [
    ('cases = [("3\\n1 2 3", "6"), ("1\\n9", "9")]\nfor inp, exp in cases:\n    assert run(inp) == exp',
     'cases = [("3\\n1 2 3", "6"), ("1\\n9", "9")]'),
    ("LIMIT = 10**6\nassert longest_run([5, 6, 7]) == 3", "LIMIT = 10**6"),
])
def test_test_data_in_a_test_block_stays(block, stay):
    text, prog = _summ(f"Runs.\n\n```python\n{block}\n```\n\n```python\n{PROG_RUNS}```\n")
    assert stay in text and "for inp, exp in cases" not in text
    assert not answer_readable(text, prog, "code")


def test_a_table_of_values_alone_is_no_test_block():
    # an assignment of literals decides no block by itself: a lookup-table program stays hidden whole
    draft = "Precomputed:\n\n```python\nans = [0, 1, 1, 2, 3, 5, 8]\nprint(ans[int(input())])\n```\n\n```python\nans = [0, 1, 1, 2, 3, 5, 8]\nprint(ans[int(input())])\n```\n"
    text, _ = _summ(draft)
    assert "ans = [0, 1, 1, 2, 3, 5, 8]" not in text


@pytest.mark.parametrize("inline", ["`n = 2 * 10**5`", "`MOD = 10**9 + 7`"])
def test_constant_in_inline_code_stays(inline):
    text, _ = _summ(f"Limits: {inline} fits in memory.\n\n```python\n{PROG_RUNS}```\n")
    assert inline in text


# realistic honest drafts (written for this test): every must-stay piece of work survives
H = []
H.append(("cases-list", """### Approach
Prefix sums: `pre[i] = pre[i - 1] + a[i]`, then each query is `pre[r] - pre[l - 1]`.

### Tests
```python
cases = [("5 1\\n1 2 3 4 5\\n2 4", "9"), ("1 1\\n7\\n1 1", "7")]
for inp, exp in cases:
    assert run(inp) == exp
```

### Solution
```python
import sys
data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
pre = [0] * (n + 1)
for i in range(n):
    pre[i + 1] = pre[i] + int(data[2 + i])
out = []
for k in range(q):
    l, r = int(data[2 + n + 2 * k]), int(data[3 + n + 2 * k])
    out.append(pre[r] - pre[l - 1])
print("\\n".join(map(str, out)))
```

**Complexity:** $O(n + q)$.""", ['("5 1\\n1 2 3 4 5\\n2 4", "9")', "`pre[i] = pre[i - 1] + a[i]`", "`pre[r] - pre[l - 1]`", "$O(n + q)$"]))
H.append(("edge-inline", """Binary search on the answer.

**Edge cases**
- `n = 1`: the answer is `a[0]`.
- All equal, e.g. `[4, 4, 4]` with `k = 2` → `4`.
- Large input: `n = 2 * 10**5` fits easily.

```python
def solve(a, k):
    lo, hi = min(a), max(a)
    while lo < hi:
        mid = (lo + hi) // 2
        if sum(1 for x in a if x <= mid) >= k:
            hi = mid
        else:
            lo = mid + 1
    return lo
```

Time $O(n \\log V)$.""", ["`n = 1`: the answer is `a[0]`", "`[4, 4, 4]` with `k = 2` → `4`", "`n = 2 * 10**5`"]))
H.append(("run-output", """Compile and run:

```
$ g++ -O2 -o sol sol.cpp
$ ./sol < sample1.txt
3
$ ./sol < sample2.txt
-1
```

```python
n = int(input())
v = sorted(set(map(int, input().split())))
print(v[-2] if len(v) >= 2 else -1)
```""", ["$ ./sol < sample1.txt\n3", "$ ./sol < sample2.txt\n-1"]))
H.append(("dp-table-trace", """Let `f[i][j]` be the LCS length of prefixes. `f[i][j] = f[i-1][j-1] + 1` if `s[i] == t[j]`, else `f[i][j] = max(f[i-1][j], f[i][j-1])`.

| | "" | a | c |
|---|---|---|---|
| "" | 0 | 0 | 0 |
| a | 0 | 1 | 1 |
| b | 0 | 1 | 1 |

```python
def lcs(s, t):
    m, n = len(s), len(t)
    f = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            f[i][j] = f[i-1][j-1] + 1 if s[i-1] == t[j-1] else max(f[i-1][j], f[i][j-1])
    return f[m][n]
```""", ["`f[i][j] = f[i-1][j-1] + 1`", "`f[i][j] = max(f[i-1][j], f[i][j-1])`", "| a | 0 | 1 | 1 |"]))
H.append(("pytest-block", """Tests I ran:

```python
def test_examples():
    assert lcs("abcde", "ace") == 3
    assert lcs("abc", "def") == 0
```

```python
def lcs(s, t):
    m, n = len(s), len(t)
    f = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            f[i][j] = f[i-1][j-1] + 1 if s[i-1] == t[j-1] else max(f[i-1][j], f[i][j-1])
    return f[m][n]
```""", ['assert lcs("abcde", "ace") == 3', 'assert lcs("abc", "def") == 0']))
H.append(("io-format", """Input format: first line `n`, second line `n` integers. Output: one integer.

Read with `n = int(input())` and `a = list(map(int, input().split()))`.

```python
n = int(input())
a = list(map(int, input().split()))
print(max(a) - min(a))
```""", ["Input format: first line `n`, second line `n` integers. Output: one integer."]))
H.append(("complexity-formula", """Each pair is counted once, so there are $\\binom{n}{2}$ pairs; checking each is $O(1)$, total $O(n^2)$. For n = 4 that is 6 pairs: (1,2), (1,3), (1,4), (2,3), (2,4), (3,4).

```python
n = int(input())
a = list(map(int, input().split()))
print(sum(1 for i in range(n) for j in range(i + 1, n) if a[i] > a[j]))
```""", ["$O(n^2)$", "(1,2), (1,3), (1,4), (2,3), (2,4), (3,4)"]))
H.append(("json-sample", """Sample input as JSON for the harness:

```json
{"nums": [2, 7, 11, 15], "target": 9, "expected": [0, 1]}
```

```python
def two_sum(nums, target):
    seen = {}
    for i, x in enumerate(nums):
        if target - x in seen:
            return [seen[target - x], i]
        seen[x] = i
```""", ['{"nums": [2, 7, 11, 15], "target": 9, "expected": [0, 1]}']))


@pytest.mark.parametrize("name,draft,stay", H, ids=[h[0] for h in H])
def test_realistic_code_work_stays(name, draft, stay):
    text, prog = _summ(draft)
    for w in stay:
        assert w in text, (name, w, text)
    assert not answer_readable(text, prog, "code")
