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
