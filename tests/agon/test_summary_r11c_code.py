"""Round 11, code drafts (r11c): approach prose that names identifiers, expressions and bounds stays; the program
is hidden where a span restates it (its lines, its returned expression with what defines it, a one-liner computed
from the inputs alone). Drafts written for this test (fresh10 wq01 wq03 wq04 wc01 vaq01 are the dev examples; these
use other problems, wording and positions)."""
from agon_mcore.agon.code_summary import CODE_PLACEHOLDER, is_code_text
from agon_mcore.agon.inline_program import is_inline_program
from agon_mcore.agon.summary import summarize_draft


def fence(code, tag="python"):
    return f"```{tag}\n{code.strip()}\n```"


def summ(draft, problem):
    return summarize_draft(draft, domain="code", problem=problem).text


CLOSE_P = ('from typing import List\n\n\ndef has_close_elements(numbers: List[float], threshold: float) -> bool:\n'
           '    """ Check if in given list of numbers, are any two numbers closer to each other than given threshold.\n'
           '    >>> has_close_elements([1.0, 2.0, 3.0], 0.5)\n    False\n    """\n')
CLOSE = CLOSE_P + ("    for i in range(len(numbers)):\n        for j in range(i + 1, len(numbers)):\n"
                   "            if abs(numbers[i] - numbers[j]) < threshold:\n                return True\n    return False\n")
SORTED_P = 'def is_sorted(arr):\n    """Return True if arr is in non-decreasing order."""\n'
SORTED = SORTED_P + ("    last = len(arr) - 1\n    k = 0\n    while k < last:\n        if arr[k] > arr[k + 1]:\n"
                     "            return False\n        k += 1\n    return True\n")
UNIQUE_P = 'def unique(l: list):\n    """Return sorted unique elements in a list\n    >>> unique([5, 3, 5, 2])\n    [2, 3, 5]\n    """\n'
UNIQUE = UNIQUE_P + "    return sorted(set(l))\n"


# --- kind 1: inline code in prose that reads a loop's index or element is the approach, not the program


def test_inline_expressions_reading_loop_values_stay():
    draft = ("### Approach\n\nCompare every pair once: for indices `i < j`, the pair is close when "
             "`abs(numbers[i] - numbers[j]) < threshold`, and we can stop at the first such pair.\n\n"
             "### Solution Code\n\n" + fence(CLOSE) + "\n\n### Complexity\n\nO(n^2) pairs.")
    s = summ(draft, CLOSE_P)
    assert "`abs(numbers[i] - numbers[j]) < threshold`" in s and "`i < j`" in s
    assert "for j in range" not in s and CODE_PLACEHOLDER in s
    assert not is_inline_program("abs(numbers[i] - numbers[j]) < threshold", ["numbers", "threshold"])


def test_inline_index_bounds_stay_and_one_liner_is_hidden():
    draft = ("**Idea.** Walk `k` from 0 up to the last index `len(arr) - 1` and look at neighbours: if `arr[k] > arr[k + 1]` "
             "anywhere, the list is not sorted.\n\n" + fence(SORTED) +
             "\n\nA shorter version is `all(arr[k] <= arr[k + 1] for k in range(len(arr) - 1))`.")
    s = summ(draft, SORTED_P)
    assert "`len(arr) - 1`" in s and "`arr[k] > arr[k + 1]`" in s
    assert "all(arr[k] <= arr[k + 1]" not in s  # computed from the input alone: a version of the program
    assert not is_inline_program("len(arr) - 1", ["arr"]) and is_inline_program("n * (n + 1) // 2", ["n"])


# --- kind 2: the result expression's operand is filled by the program's loop: its words are the approach

DISTINCT_REM = ("import sys\n\ndef main():\n    data = sys.stdin.read().split()\n    n, k = int(data[0]), int(data[1])\n"
                "    seen = set()\n    for i in range(n):\n        x = int(data[2 + i])\n        seen.add(x % k)\n"
                "    print(len(seen))\n\nmain()\n")
MODE_COUNT = ("from collections import defaultdict\n\nn = int(input())\ncnt = defaultdict(int)\nfor v in map(int, input().split()):\n"
              "    cnt[v] += 1\nprint(max(cnt.values()))\n")


def test_words_of_a_filled_collection_stay():
    problem = "Given n integers and k, print how many different remainders modulo k they have."
    draft = ("## Approach\nCollect the remainders in a set as the numbers are read; the answer is its size.\n\n"
             "## Solution Code\n" + fence(DISTINCT_REM) + "\n\n## Complexity\nO(n).")
    s = summ(draft, problem)
    assert "Collect the remainders in a set as the numbers are read; the answer is its size." in s
    assert "seen.add" not in s


def test_words_of_a_counted_dictionary_stay_and_one_liner_words_hidden():
    problem = "Given n integers, print how many times the most frequent value occurs."
    draft = ("### Step 1: Count\nTally each value in a dictionary, then print the maximum of its values.\n\n"
             "### Step 2: Code\n" + fence(MODE_COUNT))
    s = summ(draft, problem)
    assert "Tally each value in a dictionary, then print the maximum of its values." in s
    # an operand defined once and never changed: the expression with its definition is the program
    prog = "from collections import Counter\n\nn = int(input())\ns = input().strip()\nc = Counter(s)\nprint(n - max(c.values()))\n"
    draft = "**In words:** print n minus the largest value of the counter of s.\n\n" + fence(prog)
    s = summ(draft, "Given a string s of length n, print the fewest characters to change so that all characters are equal.")
    assert "largest value of the counter" not in s


# --- kind 3: the task's own statement restated with the expression's names, without presenting it as the result

SUB_P = ('from typing import List\n\n\ndef filter_by_suffix(strings: List[str], suffix: str) -> List[str]:\n'
         '    """ Filter an input list of strings only for ones that end with a given suffix.\n    """\n')
SUB = SUB_P + "    return [s for s in strings if s.endswith(suffix)]\n"


def test_task_restated_with_names_stays():
    draft = ("## Approach\nRetain each string `s` of `strings` when `s.endswith(suffix)` holds, keeping the input order.\n\n"
             "## Solution Code\n" + fence(SUB))
    s = summ(draft, SUB_P)
    assert "Retain each string `s` of `strings` when `s.endswith(suffix)` holds, keeping the input order." in s


def test_task_restated_as_the_result_is_hidden():
    draft = ("## Approach\nOne comprehension.\n\n**Spelled out:** the function gives back every s in strings for which s "
             "ends with suffix.\n\n" + fence(SUB))
    s = summ(draft, SUB_P)
    assert "ends with suffix" not in s and "One comprehension." in s


# --- kind 4: an expression inside a prose sentence (no inline code) is the sentence's operand


def test_plain_expression_in_prose_stays():
    bs_p = 'def find(a, x):\n    """Return the index of x in the sorted list a, or -1."""\n'
    bs = bs_p + ("    lo, hi = 0, len(a) - 1\n    while lo <= hi:\n        mid = (lo + hi) // 2\n        if a[mid] == x:\n"
                 "            return mid\n        if a[mid] < x:\n            lo = mid + 1\n        else:\n            hi = mid - 1\n"
                 "    return -1\n")
    draft = ("### Complexity\nEach halving step is one comparison, so about log2(len(a)) + 1 steps in the worst case.\n\n"
             "### Code\n" + fence(bs))
    assert "about log2(len(a)) + 1 steps in the worst case" in summ(draft, bs_p)
    assert not is_code_text("so about log2(len(a)) + 1 steps in the worst case", ["a", "x"])
    assert is_code_text("so about log2(len(a)) + 1 steps in the worst case")  # no inputs known: fails closed


def test_plain_expression_from_every_input_is_hidden():
    sum_p = 'def sum_to_n(n: int):\n    """sum_to_n is a function that sums numbers from 1 to n."""\n'
    loop = sum_p + "    total = 0\n    for i in range(1, n + 1):\n        total += i\n    return total\n"
    draft = "A loop is clear. Shorter: it is just sum(range(n + 1)) in one go.\n\n" + fence(loop)
    s = summ(draft, sum_p)
    assert "sum(range(n + 1))" not in s and "A loop is clear." in s


def test_plain_expression_in_prose_of_a_stdin_program():
    prog = ("import sys\n\ndata = sys.stdin.read().split()\nn = int(data[0])\na = list(map(int, data[1:1 + n]))\n"
            "g = 0\nfor x in a:\n    g = gcd(g, x)\nprint(g)\n")
    problem = "Given n integers, print their greatest common divisor."
    draft = ("**Why it is fast.** Each gcd step shrinks the value, so a query costs about log(max(a)) steps in the worst case.\n\n"
             "A shorter program is print(reduce(gcd, map(int, input().split()))) if the count is dropped.\n\n" + fence(prog))
    s = summ(draft, problem)
    assert "about log(max(a)) steps in the worst case" in s
    assert "reduce(gcd" not in s  # it reads the input and prints: a whole program in a sentence


COLLATZ_P = 'def collatz_steps(n):\n    """Return how many steps the Collatz map takes to reach 1 from n."""\n'
COLLATZ = COLLATZ_P + ("    steps = 0\n    while n != 1:\n        if n % 2 == 0:\n            n //= 2\n        else:\n"
                       "            n = 3 * n + 1\n        steps += 1\n    return steps\n")


def test_a_minor_piece_of_a_program_line_stays_an_alternative_is_hidden():
    draft = ("### Approach\nSimulate: while `n != 1`, halve `n` when `n % 2 == 0`, otherwise map it to `3 * n + 1`, and count "
             "the steps.\n\n" + fence(COLLATZ) + "\n\n### Check\n`collatz_steps(6)` is 8.")
    s = summ(draft, COLLATZ_P)
    assert "`n % 2 == 0`" in s and "`3 * n + 1`" in s and "`collatz_steps(6)` is 8" in s
    assert is_inline_program("n % 2 == 0", ["n"]) and not is_inline_program("n % 2 == 0", ["n"], COLLATZ)
    pal_p = 'def is_palindrome(text: str):\n    """Checks if given string is a palindrome."""\n'
    pal = pal_p + ("    i, j = 0, len(text) - 1\n    while i < j:\n        if text[i] != text[j]:\n            return False\n"
                   "        i += 1\n        j -= 1\n    return True\n")
    draft = "## Approach\nTwo pointers. Equivalently the whole body is text == text[::-1] in one line.\n\n" + fence(pal)
    s = summ(draft, pal_p)
    assert "text[::-1]" not in s and "Two pointers." in s and "in one line." in s
