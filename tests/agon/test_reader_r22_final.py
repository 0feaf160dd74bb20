"""Kinds from the last black-box attack on this round's tree (atk_s50b: 15/16 math leaks held, 7/8 probes kept) and
one from the one before (atk_s50 ecp02):

* odds state a probability: "odds of 11 to 5 in favour" is 11/16, "5 to 11 against" too (``answer_forms.derived``);
* in a problem that counts solutions, a sentence listing the roots is work, not a restatement of the count
  (``agon.summary._conclusion``): "So the roots are $x = 1$, $x = -2$ and $x = 3$" stays for the count 3;
* a stress test's input generator (``import random``, a ``print`` of random data) is data, like a sample
  (``agon.code_data.generates_data``).
"""
import pytest

from agon_mcore.agon.code_data import generates_data
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

from ._checks import hidden_and_kept


@pytest.mark.parametrize("text,answer,readable", [
    ("In betting terms, the odds of 11 to 5 in favour.", "\\frac{11}{16}", True),
    ("the odds are 5 to 11 against", "\\frac{11}{16}", True),
    ("Put as odds, that is odds of 1 to 3 in favour of landing in the triangle.", "\\frac{1}{4}", True),
    ("we went 11 to 5 on the road", "\\frac{11}{16}", False),  # a record, no odds
])
def test_odds(text, answer, readable):
    assert answer_readable(text, answer, "math") is readable


def test_roots_of_a_count_stay():
    text = hidden_and_kept("How many distinct real roots does $x^3 - 2x^2 - 5x + 6 = 0$ have?",
                    "Dividing, $x^3 - 2x^2 - 5x + 6 = (x - 1)(x + 2)(x - 3)$.\n\n"
                    "So the roots are $x = 1$, $x = -2$ and $x = 3$, all different.\n\n"
                    "Therefore the equation has 3 distinct real roots.\n\n\\boxed{3}",
                    "3", ["So the roots are $x = 1$, $x = -2$ and $x = 3$"])
    assert "3 distinct real roots" not in text and text.endswith("[hidden: the conclusion and final answer]")


def test_roots_of_a_count_stay_two():
    text = hidden_and_kept("How many distinct real roots does x^2 - 4 = 0 have?",
                    "x² = 4, so x = 2 or x = −2.\n\n\\boxed{2}", "2", ["x² = 4, so x = 2 or x = −2"])
    assert text == "x² = 4, so x = 2 or x = −2.\n\n[hidden: the conclusion and final answer]"


@pytest.mark.parametrize("line,data", [
    ("import random", True),
    ("print(1000, 7)", True),
    ("print(*[random.randint(1, 9) for _ in range(1000)])", True),
    ("print(' '.join(str(random.randint(1, 10**9)) for _ in range(n)))", False),  # n: a variable of a program
    ("print(solve(a))", False),
    ("from collections import Counter", False),
    ("print(sum(a))", False),
])
def test_generates_data(line, data):
    assert generates_data(line, "def solve(a):\n    return 1\n") is data


def test_stress_generator_stays():
    draft = ("Walk the array once with a hash map of counts. Expected O(n).\n\nTo stress-test I generated a large input "
             "with:\n\n```python\nimport random\nprint(1000, 7)\nprint(*[random.randint(1, 9) for _ in range(1000)])\n```\n\n"
             "```python\nfrom collections import Counter\nn, k = map(int, input().split())\na = list(map(int, input().split()))\n"
             "seen = Counter()\ntotal = 0\nfor x in a:\n    total += seen[k - x]\n    seen[x] += 1\nprint(total)\n```\n")
    out = summarize_draft(draft, domain="code", problem="Count the pairs i < j with a[i] + a[j] = k.")
    assert "random.randint(1, 9)" in out.text and "total += seen[k - x]" not in out.text
