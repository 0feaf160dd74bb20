"""A bound of an inequality equal to the answer is work, unless the problem asks an extremum.

Kind: a value that bounds another quantity (``-2 < x - 1 < 4``, ``t \\le 12``) states no value of it; where the
question asks a largest, smallest, maximum or minimum, the bound is where the answer stands (``n \\le 4`` for the
largest n) and it is read (and hidden) as the answer. One role in ``agon.failclosed.work_reason`` (the reader and
the fail-closed pass) and the summarizer's restatement rule.
"""
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft


def _s(draft, problem):
    return summarize_draft(draft, domain="math", problem=problem).text


def test_bound_in_a_compound_inequality_stays():
    p = "The solution to $-4 < 2(x - 1) < 8$ is expressed in the form $a < x < b$. Find the value of $a + b$."
    d = ("Divide the compound inequality by 2:\n$$-2 < x - 1 < 4.$$\n\nAdd 1 throughout:\n$$-1 < x < 5,$$\n"
         "so $a = -1$ and $b = 5$, and $a + b = -1 + 5$.\n\n\\boxed{4}")
    text = _s(d, p)
    assert "$$-2 < x - 1 < 4.$$" in text and "\\boxed" not in text


def test_bound_on_a_time_stays():
    p = "A tank holds 60 litres and drains at 5 litres per minute. Pipe B fills 3 litres per minute. After how many minutes is it empty?"
    d = ("### Step 1: Net rate\nThe tank loses $5 - 3 = 2$ litres per minute, so it empties within the first half hour: "
         "$t \\le 30$.\n\n### Step 2: Time\n$t = \\frac{60}{2}$ minutes.\n\n**Final Answer**\n\\boxed{30}")
    assert not answer_readable("so it empties within the first half hour: $t \\le 30$.", "30", problem=p, count_work=False)
    assert "$5 - 3 = 2$" in _s(d, p)


def test_bound_is_the_answer_when_an_extremum_is_asked():
    p = "What is the largest integer $n$ with $n^2 < 20$?"
    assert answer_readable("so $n \\le 4$ since $5^2 = 25$.", "4", problem=p, count_work=False)
    text = _s("We need $n^2 < 20$, so $n \\le 4$ since $5^2 = 25$.\n\n\\boxed{4}", p)
    assert "\\le 4" not in text and "n^2 < 20" in text
    p2 = "Find the smallest positive integer $k$ such that $3k > 20$."
    assert answer_readable("Dividing, $k > 6.67$, so $k \\ge 7$.", "7", problem=p2, count_work=False)
