"""Round 10, code drafts (r10c): hide the program's text at the span level and keep the prose around it.

Kinds (each with drafts written for this test on HumanEval and CodeContests-style problems, Approach / Solution
Code / Explanation / Complexity as models write them):

* inline program lines in an explanation list: the inline code is hidden, the explanation beside it stays
  (``agon.code_steps`` reads clauses with hidden inline code blanked);
* a ``;`` where the segmenter cut a prose sentence is no end of a statement line (``code_summary._line_cut``);
* an attempt the draft rejects, inline, that is no version of the graded program stays (``agon.code_attempts``);
  a version of it, or an alternative the draft does not reject, is hidden;
* an IPython session (``In [1]:`` / ``...:``) is a code region; its calls on literals and ``Out`` lines stay;
* inline code that is a line of the graded program (``seen.add(x)``) is hidden (``code_attempts.is_program_line``).
"""
from agon_mcore.agon.code_attempts import is_program_line, is_version, rejected_attempt
from agon_mcore.agon.code_summary import CODE_PLACEHOLDER
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def fence(code, tag="python"):
    return f"```{tag}\n{code.strip()}\n```"


def summ(draft, problem):
    s = summarize_draft(draft, domain="code", problem=problem)
    return s.text, s.hidden_answer


PAIRS_P = ('def pairs_sum_to_zero(l):\n    """\n    it returns True if there are two distinct elements in the list that\n'
           '    sum to zero, and False otherwise.\n    >>> pairs_sum_to_zero([1, 3, -2, 1])\n    False\n    """\n')
PAIRS = ("def pairs_sum_to_zero(l):\n    seen = set()\n    for x in l:\n        if -x in seen:\n            return True\n"
         "        seen.add(x)\n    return False\n")
FIB_P = 'def fib(n: int):\n    """Return n-th Fibonacci number.\n    >>> fib(10)\n    55\n    """\n'
FIB = "def fib(n: int):\n    a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n    return a\n"
UNIQUE_P = 'def unique(l: list):\n    """Return sorted unique elements in a list\n    >>> unique([5, 3, 5, 2, 3, 3, 9, 0, 123])\n    [0, 2, 3, 5, 9, 123]\n    """\n'
UNIQUE = "def unique(l: list):\n    return sorted(set(l))\n"
COMMON_P = 'def common(l1: list, l2: list):\n    """Return sorted unique common elements for two lists.\n    >>> common([5, 3, 2, 8], [3, 2])\n    [2, 3]\n    """\n'
COMMON = "def common(l1: list, l2: list):\n    return sorted(set(l1) & set(l2))\n"
DUP_P = ('from typing import List\n\n\ndef remove_duplicates(numbers: List[int]) -> List[int]:\n'
         '    """ From a list of integers, remove all elements that occur more than once.\n    """\n')
DUP = ("from collections import Counter\nfrom typing import List\n\n\ndef remove_duplicates(numbers: List[int]) -> List[int]:\n"
       "    counts = Counter(numbers)\n    return [n for n in numbers if counts[n] == 1]\n")
RUN_P = ("You are given an array of n integers. Find the length of the longest strictly increasing contiguous subarray.\n"
         "Input: n, then n integers.\nOutput: one integer.")
RUN = ("n = int(input())\na = list(map(int, input().split()))\nbest = cur = 1\nfor i in range(1, n):\n"
       "    cur = cur + 1 if a[i] > a[i - 1] else 1\n    best = max(best, cur)\nprint(best)\n")


# ---- inline program lines in an explanation list: the code goes, the explanation stays

def test_numbered_inline_lines_keep_their_explanations():
    draft = ("## Approach\nScan once and remember what we've seen.\n\n"
             "1. `seen = set()` — nothing has been seen before the first element.\n"
             "2. `if -x in seen: return True` — its partner already appeared, so a zero-sum pair exists.\n"
             "3. `seen.add(x)` — remember x for the elements after it.\n"
             "4. `return False` — no pair was found after the whole scan.\n\n## Solution Code\n" + fence(PAIRS) +
             "\n\n## Complexity\nTime $O(n)$, space $O(n)$.")
    text, prog = summ(draft, PAIRS_P)
    for stay in ("nothing has been seen before the first element", "its partner already appeared",
                 "remember x for the elements after it", "no pair was found after the whole scan", "Time $O(n)$"):
        assert stay in text
    for gone in ("if -x in seen", "seen = set()", "seen.add(x)"):
        assert gone not in text
    assert not answer_readable(text, prog, "code", problem=PAIRS_P)


def test_bulleted_inline_lines_with_colons_keep_their_explanations():
    draft = ("**Explanation**\n\n* `a, b = 0, 1`: these are F(0) and F(1).\n* `for _ in range(n):` we advance the pair n times;\n"
             "* `a, b = b, a + b` shifts the window by one, so after k steps a holds F(k).\n"
             "* `return a` gives F(n); fib(10) = 55 as in the docstring.\n\n" + fence(FIB))
    text, prog = summ(draft, FIB_P)
    for stay in ("these are F(0) and F(1)", "shifts the window by one, so after k steps a holds F(k)", "gives F(n)",
                 "fib(10) = 55"):
        assert stay in text
    for gone in ("a, b = b, a + b", "for _ in range(n)", "return a`"):
        assert gone not in text
    assert not answer_readable(text, prog, "code", problem=FIB_P)


def test_a_walkthrough_in_prose_is_still_hidden():
    # the prose itself restates the program statement by statement: it goes (agon.code_steps)
    draft = ("Set best and cur to one. For i from one to n minus one: if a of i is greater than a of i minus one, add one "
             "to cur, otherwise set cur to one; then set best to the larger of best and cur. Print best.\n\n" + fence(RUN))
    text, _ = summ(draft, RUN_P)
    assert "larger of best and cur" not in text and "add one to cur" not in text


# ---- a ';' the segmenter cut at is no statement end

def test_semicolon_clause_with_a_call_stays_prose():
    draft = ("The set intersection does the work; sorted() turns the set back into a list. Check: common([5, 3, 2, 8], "
             "[3, 2]) gives [2, 3].\n\n" + fence(COMMON))
    text, _ = summ(draft, COMMON_P)
    assert "The set intersection does the work;" in text and "sorted() turns the set back into a list" in text


def test_semicolon_clause_naming_a_line_stays_prose():
    draft = ("Line 3 starts both counters at one; line 5 extends or restarts the current run. "
             "Reading with input() is fine here; n is at most 2*10^5 so no fast reader is needed.\n\n" + fence(RUN))
    text, _ = summ(draft, RUN_P)
    assert "Line 3 starts both counters at one;" in text and "Reading with input() is fine here;" in text


def test_c_statements_ending_in_semicolons_still_hidden():
    draft = "In C it reads: scanf(\"%d\", &n); for (int i = 1; i < n; i++) cur = a[i] > a[i-1] ? cur + 1 : 1;\n\n" + fence(RUN)
    text, _ = summ(draft, RUN_P)
    assert "cur + 1 : 1" not in text


# ---- an attempt the draft rejects stays; a version of the program or an unrejected alternative does not

def test_rejected_attempt_inline_stays_tempting_but():
    draft = ("### Approach\nA tempting one-liner is `list(set(l))`, but sets are unordered, so the output order is "
             "arbitrary. Sorting fixes that.\n\n### Solution Code\n" + fence(UNIQUE) + "\n\n### Complexity\n$O(n \\log n)$.")
    text, prog = summ(draft, UNIQUE_P)
    assert "`list(set(l))`" in text and "sets are unordered" in text
    assert not answer_readable(text, prog, "code", problem=UNIQUE_P)


def test_rejected_attempt_inline_stays_which_is_wrong():
    draft = ("My initial version was `any(x + y == 0 for x in l for y in l)`, which is wrong: it pairs an element with "
             "itself, so `[0]` would return True. We need two distinct positions.\n\n" + fence(PAIRS))
    text, prog = summ(draft, PAIRS_P)
    assert "`any(x + y == 0 for x in l for y in l)`" in text and "it pairs an element with itself" in text
    assert not answer_readable(text, prog, "code", problem=PAIRS_P)


def test_buggy_version_of_the_program_is_hidden_though_rejected():
    draft = ("My first try, `[n for n in numbers if counts[n] > 1]`, is wrong: it keeps exactly the duplicates. "
             "Flipping the test fixes it.\n\n" + fence(DUP))
    text, _ = summ(draft, DUP_P)
    assert "counts[n] > 1" not in text


def test_alternative_not_rejected_is_hidden():
    draft = ("A shorter way: `sorted(set(l1).intersection(l2))` does the same in one line, but I'll keep it explicit.\n\n"
             + fence(COMMON))
    text, _ = summ(draft, COMMON_P)
    assert "intersection(l2)" not in text


def test_rejected_attempt_reading():
    vis = "My first try, `all(a < b for a, b in zip(l, l[1:]))`, is too strict: it rejects ties."
    prog = "def monotonic(l: list):\n    return l == sorted(l) or l == sorted(l, reverse=True)\n"
    s = vis.index("`")
    e = vis.index("`", s + 1) + 1
    assert rejected_attempt(vis, s, e, prog) and not rejected_attempt(vis, s, e, None)
    works = "My first try, `all(a <= b for a, b in zip(l, l[1:]))`, works and passes, but it is long."
    s = works.index("`")
    assert not rejected_attempt(works, s, works.index("`", s + 1) + 1, prog)
    assert is_version("l == sorted(l)", prog) and not is_version("all(a < b for a, b in zip(l, l[1:]))", prog)


# ---- IPython sessions are code

def test_ipython_session_definition_is_hidden_calls_stay():
    draft = ("Notebook cells:\n\nIn [1]: def fib(n):\n   ...:     a, b = 0, 1\n   ...:     for _ in range(n):\n"
             "   ...:         a, b = b, a + b\n   ...:     return a\n\nIn [2]: fib(10)\nOut[2]: 55\n\n" + fence(FIB))
    text, prog = summ(draft, FIB_P)
    assert "a, b = 0, 1" not in text and "return a" not in text and "Out[2]: 55" in text and "fib(10)" in text
    assert answer_readable(draft.rsplit("```python", 1)[0], prog, "code", problem=FIB_P)


def test_ipython_session_one_liner_is_hidden():
    draft = ("Quick check in IPython:\n\nIn [3]: unique = lambda l: sorted(set(l))\n\nIn [4]: unique([5, 3, 5, 2])\n"
             "Out[4]: [2, 3, 5]\n\n" + fence(UNIQUE))
    text, _ = summ(draft, UNIQUE_P)
    assert "sorted(set(l))" not in text and "Out[4]: [2, 3, 5]" in text


# ---- inline code that is a line of the program

def test_program_line_reading():
    assert is_program_line("seen.add(x)", PAIRS) and is_program_line("if -x in seen: return True", PAIRS)
    assert not is_program_line("return False", PAIRS) and not is_program_line("x", PAIRS)
    assert not is_program_line("seen.add(y)", PAIRS) and not is_program_line("seen.add(x)", None)


def test_program_lines_as_inline_calls_are_hidden():
    draft = ("The loop body is two calls: `best = max(best, cur)` and then `print(best)` after the loop; the second only "
             "prints. Each element is read once.\n\n" + fence(RUN))
    text, _ = summ(draft, RUN_P)
    assert "max(best, cur)" not in text and "Each element is read once." in text and CODE_PLACEHOLDER in text


def test_session_output_after_a_statement_stays():
    draft = ('>>> words = "to be or not to be".split()\n>>> print(len(set(words)))\n4\n\n'
             + fence("print(len(set(input().split())))"))
    text, _ = summ(draft, "Read a line and print how many distinct words it has.")
    assert "\n4\n" in text and "len(set(words))" not in text
    draft = ('In [7]: from collections import Counter\nIn [8]: c = Counter("banana"); print(max(c, key=c.get))\na\n\n'
             + fence('from collections import Counter\nc = Counter(input())\nprint(max(c, key=c.get))'))
    text, _ = summ(draft, "Print the most frequent letter of a word.")
    assert "\na\n" in text and "max(c, key=c.get)" not in text


def test_a_fix_beside_a_rejected_attempt_is_hidden():
    mono_p = ('def monotonic(l: list):\n    """Return True is list elements are monotonically increasing or decreasing.\n'
              '    >>> monotonic([1, 20, 4, 10])\n    False\n    """\n')
    mono = "def monotonic(l: list):\n    return l == sorted(l) or l == sorted(l, reverse=True)\n"
    draft = ("My first try `all(a < b for a, b in zip(l, l[1:]))` fails on ties; `all(a <= b for a, b in zip(l, l[1:])) or "
             "all(a >= b for a, b in zip(l, l[1:]))` works too, but I prefer sorting.\n\n" + fence(mono))
    text, _ = summ(draft, mono_p)
    assert "`all(a < b for a, b in zip(l, l[1:]))`" in text and "a >= b" not in text
