"""Round 9, code drafts (r9c): the result expression restated in words (agon.code_words), complexity notes with
nested calls (agon.code_words.drop_complexity), crash traces as output (agon.code_trace), and the code reader
discounting code the problem shows (leak.answer_readable(..., problem=)). Drafts written for this test on
HumanEval-style and CodeContests-style problems; each kind has leak inputs and must-stay inputs."""
from agon_mcore.agon.code_summary import CODE_PLACEHOLDER
from agon_mcore.agon.code_words import drop_complexity, expression_tokens
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def fence(code, tag="python"):
    return f"```{tag}\n{code.strip()}\n```"


def summ(draft, problem):
    return summarize_draft(draft, domain="code", problem=problem).text


COMMON_P = 'def common(l1: list, l2: list):\n    """Return sorted unique common elements for two lists.\n    >>> common([5, 3, 2, 8], [3, 2])\n    [2, 3]\n    """\n'
COMMON = COMMON_P + "    return sorted(set(l1) & set(l2))\n"
PREFIX_P = ('from typing import List\n\n\ndef filter_by_prefix(strings: List[str], prefix: str) -> List[str]:\n'
            '    """ Filter an input list of strings only for ones that start with a given prefix.\n    >>> filter_by_prefix([], \'a\')\n    []\n    """\n')
PREFIX = PREFIX_P + "    return [x for x in strings if x.startswith(prefix)]\n"
SUM_P = 'def sum_to_n(n: int):\n    """sum_to_n is a function that sums numbers from 1 to n.\n    >>> sum_to_n(5)\n    15\n    """\n'
SUM = SUM_P + "    return sum(range(n + 1))\n"
GCD_P = 'def greatest_common_divisor(a: int, b: int) -> int:\n    """ Return a greatest common divisor of two integers a and b\n    >>> greatest_common_divisor(25, 15)\n    5\n    """\n'
GCD = GCD_P + "    while b:\n        a, b = b, a % b\n    return a\n"


def test_expression_tokens_read_the_structure():
    ops, content, operands = expression_tokens("sorted(set(l1) & set(l2))")
    assert {"sorted", "set", "&"} <= content and operands == {"l1", "l2"}
    ops, content, operands = expression_tokens("[x for x in strings if x.startswith(prefix)]")
    assert {"startswith", "each"} <= content and {"for", "if"} <= ops and operands == {"strings", "prefix"}


def test_result_expression_in_words_is_hidden_explanation_section():
    draft = ("**Approach.** Intersect the two sets and sort; duplicates vanish on the way.\n\n**Explanation of the code:** it "
             "returns sorted applied to set of l1 intersected with set of l2.\n\n" + fence(COMMON) +
             "\n\n**Verification**: `common([5, 3, 2, 8], [3, 2])` gives `[2, 3]`.")
    s = summ(draft, COMMON_P)
    assert "set of l1 intersected" not in s and "Intersect the two sets and sort" in s and "`[2, 3]`" in s
    assert answer_readable("It returns sorted applied to set of l1 intersected with set of l2.", COMMON, "code", problem=COMMON_P)


def test_result_expression_in_words_is_hidden_comprehension_spelled_out():
    draft = ("### Approach\n\nA list comprehension does it.\n\n**In plain words:** the function gives back each x in strings "
             "such that x starts with prefix.\n\n### Solution Code\n\n" + fence(PREFIX) +
             "\n\n### Example\n\n`filter_by_prefix(['abc', 'bcd', 'array'], 'a')` returns `['abc', 'array']`.")
    s = summ(draft, PREFIX_P)
    assert "starts with prefix" not in s and "A list comprehension does it" in s and "`['abc', 'array']`" in s


def test_result_expression_in_words_is_hidden_range_sum():
    draft = ("## Approach\nThe body is a single line; spelled out, it returns the sum over range of n plus 1.\n\n" + fence(SUM) +
             "\n\n## Tests\n| n | expected |\n|---|---|\n| 30 | 465 |\n| 5 | 15 |")
    s = summ(draft, SUM_P)
    assert "range of n plus 1" not in s and "| 30 | 465 |" in s


def test_idea_in_words_stays():
    # the operations without the operands or a result framing: the approach, not the program
    draft = "### Approach\n\nUse a set intersection to find the shared values and sort them.\n\n" + fence(COMMON)
    assert "Use a set intersection to find the shared values and sort them." in summ(draft, COMMON_P)
    # restating the task's own docstring ("ones that start with a given prefix") is no leak
    draft = "Keep each string that starts with the prefix, in order.\n\n" + fence(PREFIX)
    assert "Keep each string that starts with the prefix, in order." in summ(draft, PREFIX_P)


def test_complexity_with_nested_calls_stays():
    assert drop_complexity("O(log(min(a, b))) iterations; Θ(n·log(n)) total").strip().startswith("iterations")
    draft = ("Euclid. First try:\n\n    def greatest_common_divisor(a, b):\n        return a if b == 0 else "
             "greatest_common_divisor(b, a % b)\n\nNow iterative.\n\n**Complexity:** O(log(min(a, b))) in the worst case.\n\n" +
             fence(GCD) + "\n\n## Complexity\nΘ(log(max(a, b))) loop turns.")
    s = summ(draft, GCD_P)
    assert "O(log(min(a, b))) in the worst case" in s and "Θ(log(max(a, b))) loop turns." in s
    assert "greatest_common_divisor(b, a % b)" not in s


def test_traceback_blocks_stay_as_output():
    prob = "def max_element(l: list):\n    \"\"\"Return maximum element in the list.\"\"\"\n"
    prog = prob + "    return max(l)\n"
    draft = ("I first tried indexing before checking:\n\n```text\n$ python3 -c \"from sol import max_element; max_element([])\"\n"
             "Traceback (most recent call last):\n  File \"sol.py\", line 4, in max_element\n    m = l[0]\n        ~^^^\n"
             "IndexError: list index out of range\n```\n\nThe builtin is enough.\n\n" + fence(prog))
    s = summ(draft, prob)
    assert "IndexError: list index out of range" in s and 'File "sol.py", line 4' in s and "return max(l)" not in s
    cc = "n = int(input())\na = list(map(int, input().split()))\nprint(sum(a) // n)\n"
    draft = ("The Java version crashed:\n\n```\nException in thread \"main\" java.lang.ArithmeticException: / by zero\n"
             "\tat Main.main(Main.java:9)\n```\n\nFixed order in Python:\n\n" + fence(cc))
    s = summ(draft, "Print the floor of the mean of n integers.")
    assert "java.lang.ArithmeticException: / by zero" in s and "at Main.main(Main.java:9)" in s and "sum(a) // n" not in s


def test_traceback_echo_of_the_graded_line_is_hidden():
    prob = "Read n and print n * (n - 1) // 2."
    prog = "n = int(input())\nprint(n * (n - 1) // 2)\n"
    draft = ("```\nTraceback (most recent call last):\n  File \"a.py\", line 2, in <module>\n    print(n * (n - 1) // 2)\n"
             "TypeError: can't multiply sequence by non-int of type 'str'\n```\n\nI forgot the int().\n\n" + fence(prog))
    s = summ(draft, prob)
    assert "TypeError: can't multiply" in s and "print(n * (n - 1) // 2)" not in s


def test_code_reader_discounts_what_the_problem_shows():
    prob = "Complete `def below_zero(operations: List[int]) -> bool:` (True once the balance goes negative)."
    prog = ("def below_zero(operations: List[int]) -> bool:\n    balance = 0\n    for op in operations:\n        balance += op\n"
            "        if balance < 0:\n            return True\n    return False\n")
    text = f"The stub `def below_zero(operations: List[int]) -> bool:` is given; keep a running balance.\n\n{CODE_PLACEHOLDER}"
    assert not answer_readable(text, prog, "code", problem=prob)
    assert answer_readable(text, prog, "code")  # without the problem the signature reads as the program's
    assert answer_readable(text + "\n\n" + fence(prog), prog, "code", problem=prob)


def test_test_case_loop_answer_in_words_is_hidden():
    # the answer is appended per test case, not printed directly: the appended expression is the result
    prog = ("import sys\nfrom collections import Counter\n\ndef main():\n    data = sys.stdin.read().split()\n    t = int(data[0])\n"
            "    out = []\n    idx = 1\n    for _ in range(t):\n        n = int(data[idx]); idx += 1\n        a = data[idx:idx + n]; idx += n\n"
            "        c = Counter(a)\n        out.append(str(n - max(c.values())))\n    print(\"\\n\".join(out))\n\nmain()\n")
    prob = "Given n integers, change the fewest elements so that all are equal; print the number of changes."
    draft = ("### Approach\n\nKeep the most frequent value and change the rest.\n\n" + fence(prog) +
             "\n\n### Explanation\n\n1. **Counting**: `Counter(a)` gives each value's frequency.\n"
             "2. **Answer**: per test case, n minus the max of the values of c.\n\n### Complexity\n\n$O(\\sum n)$.")
    s = summ(draft, prob)
    assert "n minus the max of the values of c" not in s and "**Answer**:" in s
    assert "Keep the most frequent value and change the rest." in s and "`Counter(a)` gives each value's frequency." in s


def test_whole_program_in_one_sentence_through_operand_definitions():
    # print(sum(a[:k])) has one call; with a = sorted(...) the sentence names every operation and operand
    prog = "n, k = map(int, input().split())\na = sorted(map(int, input().split()))\nprint(sum(a[:k]))\n"
    prob = "You are given n prices and may buy exactly k items. Print the minimum total cost."
    s = summ("The whole program in one sentence: it prints the sum of the first k values of a after sorting a.\n\n" + fence(prog), prob)
    assert "sum of the first k values" not in s and "The whole program in one sentence:" in s
    s = summ("### Approach\nGreedy: the k cheapest items give the minimum. Sorting makes them the first k.\n\n" + fence(prog) +
             "\n\n| input | output |\n|---|---|\n| `5 3` / `4 1 3 2 5` | `6` |", prob)
    assert "Sorting makes them the first k." in s and "| `5 3` / `4 1 3 2 5` | `6` |" in s


FIB_P = ('def fib(n: int):\n    """Return n-th Fibonacci number.\n    >>> fib(10)\n    55\n    >>> fib(1)\n    1\n    >>> fib(8)\n    21\n'
         '    """\n')
FIB = FIB_P + "    a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n    return a\n"


def test_walkthrough_of_a_docstring_program_is_hidden():
    # the problem's docstring is part of the graded program's text: its lines are no statements to cover
    walk = ("Walk-through: start with a equal to zero and b equal to one; repeat n times: replace a with b and b with "
            "a plus b; finally return a.")
    s = summ(walk + "\n\n" + fence(FIB) + "\n\nfib(10) = 55, fib(8) = 21.", FIB_P)
    assert "replace a with b and b with a plus b" not in s and "fib(10) = 55, fib(8) = 21." in s
    assert answer_readable(walk, FIB, "code", problem=FIB_P)


def test_test_table_labels_stay():
    draft = ("### Approach\nKeep the last two values.\n\n" + fence(FIB) + "\n\n| n | fib(n) |\n|---|---|\n| 10 | 55 |\n| 8 | 21 |\n\n"
             "| call | result |\n|---|---|\n| `fib(1)` | 1 |")
    s = summ(draft, FIB_P)
    assert "| n | fib(n) |" in s and "| 10 | 55 |" in s and "| `fib(1)` | 1 |" in s


def test_walkthrough_in_other_words_and_table_why_column():
    prob = 'def max_element(l: list):\n    """Return maximum element in the list."""\n'
    prog = prob + "    m = l[0]\n    for e in l:\n        if e > m:\n            m = e\n    return m\n"
    walk = "Plan: let m be the first element of l; go through every e in l and whenever e is greater than m, set m to e; at the end return m."
    s = summ(walk + "\n\n" + fence(prog), prob)
    assert "set m to e" not in s and "Plan:" in s
    table = ("| line | code | why |\n|---|---|---|\n| 1 | `m = l[0]` | start from the first |\n| 2 | `for e in l:` | scan |\n"
             "| 3 | `if e > m:` | bigger? |\n| 4 | `m = e` | keep it |\n| 5 | `return m` | done |")
    s = summ(table + "\n\n" + fence(prog), prob)
    assert "| start from the first |" in s and "| keep it |" in s and "| bigger? |" in s


def test_numbered_walkthrough_is_hidden_and_numbered_ideas_stay():
    prob = ("from typing import List\n\n\ndef below_zero(operations: List[int]) -> bool:\n    \"\"\" Detect if at any point the balance "
            "falls below zero.\n    >>> below_zero([1, 2, -4, 5])\n    True\n    \"\"\"\n")
    prog = prob + "    balance = 0\n    for op in operations:\n        balance += op\n        if balance < 0:\n            return True\n    return False\n"
    walk = ("1. Start balance at 0.\n2. For each op in operations, add op to balance.\n3. If balance is below zero, return True.\n"
            "4. Return False after the loop.")
    s = summ("### How it works\n" + walk + "\n\n" + fence(prog), prob)
    assert "add op to balance" not in s and "If balance is below zero" not in s
    ideas = ("1. A running sum is all we need.\n2. The first time it goes negative we can stop early.\n"
             "3. An empty list never goes below zero.")
    s = summ("### Explanation\n" + ideas + "\n\n" + fence(prog) + "\n\n### Complexity\nO(n) time, O(1) space.", prob)
    assert ideas in s and "O(n) time, O(1) space." in s
