"""Code drafts: a result statement of the graded program quoted in an equivalent spelling is hidden (normalised
token overlap, ``agon.code_restated``); math in the prose (relations with subscripts and ``..`` ranges, LaTeX,
complexity bounds and what the cost is spent on) is reasoning and stays (``agon.code_notation``). Drafts written
for this test: other problems, names and notations than the dev examples."""
from agon_mcore.agon.code_notation import complexity_reason, is_math_relation, math_relation_spans
from agon_mcore.agon.code_restated import restates_statement
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

H = "# [hidden: the final code]"


def fence(code):
    return f"```python\n{code.strip()}\n```"


def summ(draft, problem):
    return summarize_draft(draft, domain="code", problem=problem).text


SWAP_P = 'def swap_ends(word):\n    """Swap the first and last characters of word (len >= 2)."""\n'
SWAP = SWAP_P + "    return word[len(word) - 1] + word[1:len(word) - 1] + word[0]\n"
ODDSQ_P = 'def odd_squares(nums):\n    """Sum of the squares of the odd numbers in nums."""\n'
ODDSQ = ODDSQ_P + "    return sum(x * x for x in nums if x % 2 == 1)\n"
DIST = "a, b = map(int, input().split())\nprint(abs(a - b) * 2 + min(a, b))\n"
GAIN_P = 'def max_gain(a):\n    """Largest a[j] - a[i] with i < j, or 0."""\n'
GAIN = GAIN_P + "    lo = a[0]\n    best = 0\n    for x in a[1:]:\n        best = max(best, x - lo)\n        lo = min(lo, x)\n    return best\n"
RESCALE_P = 'def rescale(xs):\n    """Map xs linearly so that min -> 0 and max -> 1."""\n'
RESCALE = RESCALE_P + "    lo = min(xs)\n    hi = max(xs)\n    return [(v - lo) / (hi - lo) for v in xs]\n"


# --- kind 1: a result statement restated in an equivalent spelling


def test_negative_index_spelling_of_the_return_is_hidden():
    draft = ("Plan:\n1. Take the last character, the middle and the first.\n2. Return `word[-1] + word[1:-1] + word[0]`.\n\n"
             + fence(SWAP) + "\n\n`swap_ends('abcd')` gives `'dbca'`; the last index is `len(word) - 1`.")
    s = summ(draft, SWAP_P)
    assert "word[-1] + word[1:-1] + word[0]" not in s and "`len(word) - 1`" in s and "`swap_ends('abcd')`" in s
    assert answer_readable("Return `word[-1] + word[1:-1] + word[0]`.", SWAP, "code")


def test_bare_expression_in_prose_respaced_is_hidden():
    draft = ("Filter the odd ones and square them: the whole thing is sum(x*x for x in nums if x % 2), one pass.\n\n"
             + fence(ODDSQ) + "\n\nO(n).")
    s = summ(draft, ODDSQ_P)
    assert "sum(x*x" not in s and "Filter the odd ones" in s and "O(n)" in s


def test_reordered_printed_expression_is_hidden():
    draft = ("Walk to the nearer friend, back, then to the other: print `2*abs(a-b) + min(a,b)`.\n\n" + fence(DIST) +
             "\n\nSample: `3 5` -> `7`.")
    s = summ(draft, None)
    assert "2*abs(a-b)" not in s and "`3 5` -> `7`" in s


def test_generic_fragments_and_loop_pieces_stay():
    # a name's offset, a condition, a comprehension's element, input reading: work, not the program
    assert not restates_statement("len(word) - 1", SWAP) and not restates_statement("word[0]", SWAP)
    assert not restates_statement("(v - lo) / (hi - lo)", RESCALE)
    assert restates_statement("[(y - lo) / (hi - lo) for y in xs]", RESCALE)
    assert not restates_statement("x - lo", GAIN) and not restates_statement("max(best, x - lo)", GAIN)
    prog = "import sys\ndata = sys.stdin.read().split()\nn = int(data[0])\nprint(sum(map(int, data[1:n + 1])) % 7)\n"
    assert not restates_statement("sys.stdin.read().split()", prog) and not restates_statement("int(data[0])", prog)
    prog2 = ("import sys\nit = iter(sys.stdin.read().split())\nk = int(next(it))\nout = [int(next(it)) ** 2 for _ in range(k)]\n"
             "print('\\n'.join(map(str, out)))\n")
    assert not restates_statement("iter(sys.stdin.read().split())", prog2) and not restates_statement("'\\n'.join(map(str, out))", prog2)
    assert restates_statement("[int(next(it))**2 for _ in range(k)]", prog2)
    draft = ("Apply `(v - lo) / (hi - lo)` to every value; `lo` is `min(xs)`.\n\n" + fence(RESCALE))
    assert "`(v - lo) / (hi - lo)`" in summ(draft, RESCALE_P)


# --- kind 2: math notation and complexity reasons in the prose stay


def test_subscript_and_range_relations_stay():
    draft = ("Let lo_j = min(a[0..j-1]). The best gain ending at j is a[j] - lo_j; just track min(a[0..j-1]).\n"
             "The recurrence is best_j = max(best_{j-1}, a_j - lo_{j-1}) for j = 1..n-1.\n\n" + fence(GAIN) +
             "\n\nO(n) time.")
    s = summ(draft, GAIN_P)
    for w in ("lo_j = min(a[0..j-1])", "just track min(a[0..j-1])", "best_j = max(best_{j-1}, a_j - lo_{j-1})"):
        assert w in s, w
    assert "best = max(best, x - lo)" not in s


def test_latex_and_inline_math_relations_stay():
    draft = ("Invariant: lo \\le a_i for all i < j. In code terms `S_k = S_{k-1} + a_k`, and Σ_{i<j} a_i bounds it.\n\n"
             + fence(GAIN))
    s = summ(draft, GAIN_P)
    assert "`S_k = S_{k-1} + a_k`" in s and "lo \\le a_i" in s
    assert is_math_relation("S_k = S_{k-1} + a_k") and is_math_relation("x_i \\le x_{i+1}")
    assert not is_math_relation("best = max(best, x - lo)") and not is_math_relation("lo = min(lo, x)")


def test_complexity_reason_naming_operations_stays():
    prog = "def dedup_sorted(items):\n    out = sorted(set(items))\n    out.reverse()\n    return out\n"
    draft = fence(prog) + "\n\nO(n log n) because of set/sorted/reverse on the input; fine for small lists."
    s = summ(draft, "def dedup_sorted(items):\n    pass\n")
    assert "O(n log n) because of set/sorted/reverse" in s
    assert complexity_reason("O(n^2) because of min/max/remove on each pass;", GAIN)


# --- leak safety: statements written in code stay hidden even beside math


def test_statements_beside_math_are_still_hidden():
    draft = ("With lo_j = min(a[0..j-1]): ans = max(ans, a[j] - lo) for j in range(1, n).\n"
             "Update `best = max(best, x - lo)` then `lo = min(lo, x)`.\n\n" + fence(GAIN))
    s = summ(draft, GAIN_P)
    assert "best = max(best, x - lo)" not in s and "lo = min(lo, x)" not in s and "ans = max(ans" not in s
    assert not math_relation_spans("ans = max(ans, a[j] - lo) for j in range(1, n)")
    # a complexity clause that applies the operations to the program's values is no cost reason
    assert not complexity_reason("O(n log n) to sort the set of items and reverse out", "def f(items):\n    out = 1\n")
