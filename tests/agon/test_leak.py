"""The answer reader (answer_readable) and the leak / hiding metrics built on it: every kind
of restatement, two inputs each, and the over-reading cases that must stay unread."""
import math

import pytest

from agon_mcore.agon.leak import answer_readable, hiding_stats, leak_rate, summary_leaks
from agon_mcore.agon.summary import DraftSummary, summarize_draft

# (kind, text, answer): the answer must be read back from the text
READABLE = [
    ("number words", "so in the end nineteen pupils stayed", "19"),
    ("number words", "which leaves two hundred and six coins", "206"),
    ("fraction words", "two thirds of the cake is gone", r"\frac{2}{3}"),
    ("fraction words", "exactly five eighths of them", "0.625"),
    ("dozen", "she bought a dozen pencils", "12"),
    ("dozen", "three dozen bottles in the crate", "36"),
    ("ordinal", "Maya finished the seventh race first", "7"),
    ("ordinal", "it is the twelfth term", "12"),
    ("fold", "the area grew sixfold", "6"),
    ("fold", "a ten-fold increase", "10"),
    ("infinitely many", "there are infinitely many primes of this form", r"\infty"),
    ("infinitely many", "an infinite number of lattice points", r"\infty"),
    ("no such number for 0", "we find no such triangle exists", "0"),
    ("no such number for 0", "there are no real solutions", "0"),
    ("unique for 1", "this is the unique minimiser", "1"),
    ("unique for 1", "exactly one pair works", "1"),
    ("impossible for no", "so such a tiling is impossible", r"\text{No}"),
    ("impossible for no", "the knight cannot reach the corner", "No"),
    ("unicode fraction", "about ⅝ of the area", r"\frac{5}{8}"),
    ("unicode fraction", "it takes 2½ hours", r"\frac{5}{2}"),
    ("superscript", "the leading term is y⁷", "7"),
    ("superscript", "10⁶ grains", "1000000"),
    ("CJK numeral", "答案是八", "8"),
    ("CJK numeral", "共有二十三个", "23"),
    ("repeating decimal", "the decimal is 0.(27)", r"\frac{3}{11}"),
    ("repeating decimal", "we get 0.4166... here", r"\frac{5}{12}"),
    ("scientific", "roughly 3.5e4 metres", "35000"),
    ("scientific", r"$6.02 \times 10^{2}$ items", "602"),
    ("base", "in hex that is 0x2A", "42"),
    ("base", "written 212_3 in base three", "23"),
    ("mixed number", "we need 3 3/4 cups", r"\frac{15}{4}"),
    ("mixed number", r"$2\frac{2}{5}$ km", "2.4"),
    ("percent", "a 65% chance", "0.65"),
    ("percent", "only 5 percent failed", r"\frac{1}{20}"),
    ("decimal approximation", "the side is about 2.449", r"\sqrt{6}"),
    ("decimal approximation", "roughly 0.7854 radians", r"\frac{\pi}{4}"),
    ("root notation", "the length is sqrt(11)", r"\sqrt{11}"),
    ("root notation", "which is 11^(1/2)", r"\sqrt{11}"),
    ("degrees", "the angle is 30°", r"\frac{\pi}{6}"),
    ("degrees", "so it measures 120 degrees", r"\frac{2\pi}{3}"),
    ("components one by one", "Hence a is 4 and b is -2.", "(4, -2)"),
    ("components one by one", "we get p = 1, q = 7", "(1, 7)"),
    ("interval as inequality", "$0 \\le t < 5$", "[0, 5)"),
    ("interval as inequality", "so x > 3", r"(3, \infty)"),
    ("plus-minus pair", r"$y = \pm 6$", "6, -6"),
    ("plus-minus pair", "t = ±1", r"\{-1, 1\}"),
    ("coefficient or exponent", r"$q(x) = 9x^2 + 1$", "9"),
    ("coefficient or exponent", r"$z^{11} - 1$", "11"),
    ("equivalent polynomial", r"$(x-3)^2$", "x^2 - 6x + 9"),
    ("equivalent polynomial", r"$x(x+4)$", "x^2+4x"),
    ("reordered equation", r"$3x - y = 2$", "y = 3x - 2"),
    ("reordered equation", r"$x + y = 10$", "y = 10 - x"),
    ("complex reordered", r"$5i - 2$", "-2 + 5i"),
    ("complex reordered", "z = 7i + 1", "1 + 7i"),
    ("choice in prose", "so I pick D", "D"),
    ("choice in prose", "B is the only one left standing", "B"),
    ("latex cfrac", r"$\cfrac{7}{8}$", "0.875"),
    ("latex over", r"${5 \over 6}$", r"\frac{5}{6}"),
    ("latex displaystyle", r"$\displaystyle \frac{9}{4}$", "2.25"),
    ("latex glued fraction", r"$\tfrac58$", "0.625"),
    ("latex spaced thousands", r"$45\,000$", "45000"),
    ("latex percent word", r"it is $30\%$", "0.3"),
]

# (kind, text, answer): nothing in the text states the answer
UNREADABLE = [
    ("negation", "$b = -5$ from the first equation", "5"),
    ("negation", "the shift is -12 units", "12"),
    ("pronoun one", "one of the angles is obtuse", "1"),
    ("pronoun one", "pick one side and extend it", "1"),
    ("plus-minus is not the count", r"$x = \pm 2$", "2"),
    ("plus-minus is not the count", r"roots $\pm 3$", "3"),
    ("arithmetic to do", "$6 + 6$ apples in all", "12"),
    ("arithmetic to do", "the ratio 12/16 before reducing", r"\frac{3}{4}"),
    ("other numbers", "we have 13 and 14 left", "12"),
    ("other numbers", "twenty-one is too many", "20"),
]


@pytest.mark.parametrize("kind,text,answer", READABLE, ids=[f"{k}:{t[:20]}" for k, t, _ in READABLE])
def test_reader_reads_every_kind(kind, text, answer):
    assert answer_readable(text, answer), (kind, text, answer)


@pytest.mark.parametrize("kind,text,answer", UNREADABLE, ids=[f"{k}:{t[:20]}" for k, t, _ in UNREADABLE])
def test_reader_does_not_over_read(kind, text, answer):
    assert not answer_readable(text, answer), (kind, text, answer)


def test_givens_of_the_problem_do_not_count():
    assert answer_readable("the width is 8", "8")
    assert not answer_readable("the width is 8", "8", problem="A plot is 8 m wide and 3 m long.")


PROGRAM = "n = int(input())\nxs = list(map(int, input().split()))\nprint(max(xs) - min(xs))"


@pytest.mark.parametrize("text", [
    "```python\nn = int(input())\nxs = list(map(int, input().split()))\nprint(max(xs) - min(xs))\n```",
    "~~~\nxs = list(map(int, input().split()))\nprint(max(xs) - min(xs))\n~~~",
    "    xs = list(map(int, input().split()))\n    print(max(xs) - min(xs))",
    "<pre>xs = list(map(int, input().split()))\nprint(max(xs)-min(xs))</pre>",
    "python3 - <<'PY'\nxs = list(map(int, input().split()))\nprint(max(xs) - min(xs))\nPY",
    ">>> xs = [4, 1, 9]\n>>> print(max(xs) - min(xs))\n8",
    "--- a.py\n+++ b.py\n@@ -1 +1 @@\n-print(max(xs))\n+print(max(xs) - min(xs))",
    "It prints max(xs) - min(xs) at the end.",
    "```cpp\nint n; std::cin >> n; std::vector<int> xs(n); for (auto &x : xs) std::cin >> x;\n"
    "std::cout << *max_element(xs.begin(), xs.end()) - *min_element(xs.begin(), xs.end());\n```",
    "```js\nconst xs = readline().split(' ').map(Number);\nconsole.log(Math.max(...xs) - Math.min(...xs));\n```",
])
def test_code_reader_reads_every_form(text):
    assert answer_readable(text, PROGRAM, "code")


@pytest.mark.parametrize("text", [
    "Sort once, O(n log n); read the numbers and subtract the extremes.",
    "Sample:\n\n```text\n3\n4 1 9\n```\n\nOutput: 8",
])
def test_code_reader_keeps_prose_and_sample_io(text):
    assert not answer_readable(text, PROGRAM, "code")


def test_bad_inputs():
    with pytest.raises(TypeError, match="must be str"):
        answer_readable(b"x", "1")
    with pytest.raises(ValueError, match="domain='proof'"):
        answer_readable("x", "1", "proof")
    with pytest.raises(TypeError, match="DraftSummary"):
        summary_leaks(["x"])


def test_leak_rate_and_hiding_stats_on_summaries():
    problem = "A shop sells 4 boxes of 6 eggs. How many eggs?"
    tight = summarize_draft("Each box holds 6 and there are 4 boxes.\nSo there are twenty-four eggs.\n\\boxed{24}", problem=problem)
    loose = DraftSummary("The count is twenty-four.", True, "24", False, "math", ["24"], [], 0, 0, problem)
    none = summarize_draft("I am not sure.")
    assert summary_leaks([tight, loose, none]) == [False, True, None]
    assert leak_rate([tight, loose]) == 0.5
    assert math.isnan(leak_rate([none]))
    h = hiding_stats([tight])
    assert h["placeholders_not_answer_frac"] == 0.0  # the one placeholder is the conclusion
    assert h["numerals_hidden_frac"] == pytest.approx(1 / 3)  # 6 and 4 stay, the box's 24 is hidden


@pytest.mark.slow
def test_synthetic_reference_solutions_keep_steps_and_hide_the_answer():
    """The built-in task's reference solutions: the worked steps before the last one stay
    readable to the challenger, the last step and the box are hidden, and the answer cannot be
    read back from any summary."""
    from agon_mcore.data import load_problems
    from agon_mcore.verify.answer import split_response

    problems = load_problems("synthetic:train")[:200] + load_problems("synthetic:test")[:100]
    kept_any = False
    for p in problems:
        s = summarize_draft(p.solution, domain="math", problem=p.prompt)
        assert s.had_answer and s.hidden_answer == p.answer
        assert not answer_readable(s.text, p.answer, problem=p.prompt), s.text
        steps = [x.strip() for x in split_response(p.solution)[1].split(". ") if "=" in x]
        assert len(steps) >= 2
        kept = [st for st in steps[:-1] if st.rsplit("=", 1)[1].strip(" .") != p.answer]
        for step in kept:  # every intermediate step whose result is not the answer stays verbatim
            assert step.rstrip(".") in s.text, (step, s.text)
        kept_any = kept_any or bool(kept)
    assert kept_any


# The reader never discounts the box or an answer-position mention, even when the value is a
# given of the problem; a given elsewhere still does not count.
@pytest.mark.parametrize("problem,text,answer,readable", [
    ("6 rows of 7 apples; there are also 42 pears.", "Short answer: the answer is 42, the same as the pears.", "42", True),
    ("6 rows of 7 apples; there are also 42 pears.", r"Multiply rows by columns: \boxed{42}", "42", True),
    ("A square has side 6. Find its side plus 0.", "So the answer is 6.", "6", True),
    ("Ten birds sit on a wire, 10 more arrive.", "Therefore the total is 10 + 10 = 20, not 10.", "10", False),
    ("A square has side 6. Find its side plus 0.", "The side is 6 as given, and adding 0 changes nothing.", "6", False),
    ("There are 42 pears.", "The pears number 42, which we keep in mind.", "42", False),
])
def test_a_given_in_answer_position_is_read(problem, text, answer, readable):
    assert answer_readable(text, answer, problem=problem) is readable


@pytest.mark.parametrize("text,answer", [
    ("It is 3/4.", r"\frac{3}{4}"),
    ("x = 7/2.", r"\frac{7}{2}"),
    ("The ratio works out to 11/13.", r"\frac{11}{13}"),
    ("So y = 1 1/2.", r"\frac{3}{2}"),
])
def test_a_plain_fraction_before_a_full_stop_is_read(text, answer):
    assert answer_readable(text, answer)


def test_a_plain_fraction_is_not_read_as_its_numerator_or_denominator():
    assert not answer_readable("It is 3/4.", "4")
    assert not answer_readable("x = 7/2.", "2")


@pytest.mark.parametrize("text,answer,problem,readable", [
    ("Only 7 has no divisors besides 1 and itself, so I'd go for (c).", "C", None, True),
    ("After ruling out the rest, option d is left.", "D", None, True),
    ("We choose a number and test it.", "A", None, False),
    ("4, 6 and 8 are even, leaving 7 as the prime listed.", "C", "Which is prime? (A) 4 (B) 6 (C) 7 (D) 8", True),
    ("Only 42 equals 6 times 7, so choose the option holding 42.", r"\text{C}", "Which is 6 times 7? (A) 40 (B) 41 (C) 42 (D) 43", True),
    ("21 = 3*7, 25 = 5*5 and 27 = 3*9 are composite.", "C", "Which is prime? (A) 21 (B) 23 (C) 25 (D) 27", False),
])
def test_choice_letters_any_case_and_through_the_option_list(text, answer, problem, readable):
    assert answer_readable(text, answer, problem=problem) is readable


@pytest.mark.parametrize("text,answer", [
    ("The only one that fits is 2.", "1"),
    ("None of these steps is hard.", "0"),
    ("Just one of the factors, 3, is odd.", "1"),
    ("None of the computations needs a calculator.", "0"),
])
def test_pronoun_one_and_none_of_the_work_are_not_counts(text, answer):
    assert not answer_readable(text, answer)


@pytest.mark.parametrize("text,answer", [("Exactly one pair works.", "1"), ("None of the numbers is prime.", "0")])
def test_counts_in_words_are_still_read(text, answer):
    assert answer_readable(text, answer)


@pytest.mark.parametrize("text,answer", [
    (r"So the pick is \boxed{C}", "C"),
    (r"Hence \boxed{\text{(b)}}.", "B"),
    (r"thus \boxed{\sqrt{2}} is the side", r"\sqrt{2}"),
    (r"the angle is \boxed{\frac{\pi}{3}}", r"\frac{\pi}{3}"),
])
def test_a_box_outside_math_delimiters_is_read(text, answer):
    assert answer_readable(text, answer)
