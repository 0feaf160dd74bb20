"""Draft summaries (AGON.md step 3): reasoning dropped, answers hidden, edge cases."""
import pytest

from agon_mcore.agon import summarize_draft
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import BOXED_PLACEHOLDER, CODE_PLACEHOLDER, CONCLUSION_PLACEHOLDER, segments

QWEN3_DRAFT = r"""<think>
Okay, so I need to find the sum of all real $x$ with $x^2 - 5x + 6 = 0$. Factor: $(x-2)(x-3)$.
Wait, let me double check: $2 \cdot 3 = 6$ and $2 + 3 = 5$. So the roots are 2 and 3, sum \boxed{5}.
</think>

To solve $x^2 - 5x + 6 = 0$, factor the quadratic:

$$x^2 - 5x + 6 = (x - 2)(x - 3).$$

The roots are $x = 2$ and $x = 3$, and by Vieta's formulas their sum is $\frac{-(-5)}{1}$.

**Final Answer**
\[
\boxed{5}
\]<|im_end|>"""

NESTED_DRAFT = r"""<think>
Compute the integral... I think it's \frac{\pi}{4}.
</think>
We use the substitution $u = \tan x$, so the integral becomes $\int_0^1 \frac{du}{1+u^2}$.
A first guess was \boxed{\frac{1}{2}}, which is wrong.
Hence the value is $\boxed{\dfrac{\pi}{4}}$ and the set of critical points is \boxed{\{0, \tfrac{\pi}{2}\}}."""


def test_qwen3_draft_drops_reasoning_and_hides_answer():
    s = summarize_draft(QWEN3_DRAFT, "stop")
    assert s.had_answer and s.hidden_answer == "5" and not s.truncated
    assert "<think>" not in s.text and "Okay, so I need" not in s.text and "double check" not in s.text
    assert s.text.startswith("To solve $x^2 - 5x + 6 = 0$, factor the quadratic:")
    assert "(x - 2)(x - 3)" in s.text and "The roots are $x = 2$ and $x = 3$" in s.text
    # the heading and the box are the conclusion; the final step's result is hidden in place
    assert s.text.endswith(CONCLUSION_PLACEHOLDER) and r"\boxed{5}" not in s.text and "**Final Answer**" not in s.text
    assert r"their sum is $\frac{-(-5)}{1}$" in s.text  # an expression still to evaluate is reasoning
    assert "<|im_end|>" not in s.text  # chat markup cannot leak into the challenger's prompt


def test_nested_braces_and_every_boxed_answer_hidden():
    s = summarize_draft(NESTED_DRAFT)
    # boxes with different values are read together (final_answer): the graded answer lists them
    assert s.hidden_answer == r"\frac{1}{2}, \dfrac{\pi}{4}, \{0, \tfrac{\pi}{2}\}"
    assert r"\frac{1}{2}" not in s.text and r"\dfrac{\pi}{4}" not in s.text and "tfrac" not in s.text
    # an earlier box is hidden in place, the concluding sentence with the last box is one placeholder
    assert f"A first guess was {BOXED_PLACEHOLDER}, which is wrong." in s.text
    assert s.text.endswith(CONCLUSION_PLACEHOLDER) and "Hence the value" not in s.text
    assert r"\int_0^1 \frac{du}{1+u^2}" in s.text


def test_box_forms_nested_fbox_and_tex_space_form():
    s = summarize_draft(r"<think>.</think>a \boxed{\boxed{1}} b \fbox {y} c \boxed 7 d \framebox{z} e")
    assert s.text == CONCLUSION_PLACEHOLDER  # one sentence holding the last box: all conclusion
    assert s.hidden_answer == r"\boxed{1}, y, 7, z"  # several boxes: final_answer lists their values


def test_reasoning_never_closes_has_no_visible_part():
    s = summarize_draft("<think>\nLet me compute 17*23. 17*20=340, 17*3=51, so \\boxed{391}", "length")
    assert s.text == "" and not s.had_answer and s.hidden_answer is None and s.truncated
    # same when the model stopped inside its reasoning (EOS before </think>)
    s = summarize_draft("<think>\nI give up \\boxed{3}", "stop")
    assert s.text == "" and not s.had_answer and s.truncated


def test_no_boxed_answer():
    s = summarize_draft("<think>hmm</think>\n\nThe answer is probably seven, but I am unsure.")
    # no graded answer: the values fail closed and the closing statement is hidden (agon.unboxed)
    assert s.text == CONCLUSION_PLACEHOLDER
    assert not s.had_answer and s.hidden_answer is None and not s.truncated


def test_truncated_inside_final_box_hides_the_partial_answer():
    draft = "<think>ok</think>\nFirst \\boxed{12} then correcting: the answer is \\boxed{\\frac{3"
    s = summarize_draft(draft, "length")
    # the last box is broken, so the verifier reads no answer: had_answer follows it
    assert s.truncated and not s.had_answer and s.hidden_answer is None
    assert s.text == f"First {BOXED_PLACEHOLDER} then correcting: the answer is {BOXED_PLACEHOLDER}"
    assert "frac{3" not in s.text


def test_truncated_visible_part_without_box():
    s = summarize_draft("<think>short</think>We expand the product and collect", "length")
    assert s.text == "We expand the product and collect" and s.truncated and not s.had_answer


def test_visible_part_is_after_the_last_think_close_and_reopened_think_dropped():
    # same rule as the verifier (split_response): everything before the LAST </think> is reasoning
    draft = "<think>a</think>Step one. <think>secret second thoughts</think>Step two \\boxed{4}. <think>trailing"
    s = summarize_draft(draft)
    assert s.text == CONCLUSION_PLACEHOLDER
    assert "secret" not in s.text and "trailing" not in s.text and s.hidden_answer == "4"


def test_template_opened_think_only_close_tag_present():
    # templates that put <think> in the generation prompt: the output starts inside the block
    s = summarize_draft("reasoning here\n</think>\n\nSo $n = 6$. \\boxed{6}")
    assert s.text == CONCLUSION_PLACEHOLDER and s.hidden_answer == "6"  # "So $n = 6$." restates it: conclusion


def test_no_think_tags_at_all_whole_text_is_visible():
    # a non-thinking model: the verifier reads the whole response as the answer part
    s = summarize_draft("Adding gives 9. \\boxed{9}<|im_end|>")
    # the final derivation keeps its left side (the work), its result joins the conclusion
    assert s.text == "Adding gives " + CONCLUSION_PLACEHOLDER and s.hidden_answer == "9" and not s.truncated


CODE_DRAFT = """<think>
Read n, print the sum 1..n.
</think>
We read $n$ and use the closed form $n(n+1)/2$. A helper to check small cases:

```python
def brute(n):
    return sum(range(n + 1))
```

Final solution:

```python
n = int(input())
print(n * (n + 1) // 2)
```
"""


def test_code_final_block_hidden_helper_kept():
    s = summarize_draft(CODE_DRAFT, domain="code")
    assert s.had_answer and s.hidden_answer == "n = int(input())\nprint(n * (n + 1) // 2)"
    # prose stays; the returned expression restated as a formula is the program's answer
    assert "We read $n$ and use the closed form $[hidden]$." in s.text
    assert "print(n * (n + 1) // 2)" not in s.text
    assert s.text.endswith(f"```python\n{CODE_PLACEHOLDER}\n```")
    assert summarize_draft(CODE_DRAFT) == s  # detected as code: no boxed answer, has a fence


def test_code_duplicate_and_unclosed_blocks_hidden():
    draft = "<think>x</think>Solution:\n```python\nprint(42)\n```\nSame again:\n```python\nprint(42)\n```\n"
    s = summarize_draft(draft, domain="code")
    assert "print(42)" not in s.text and s.text.count(CODE_PLACEHOLDER) == 2
    cut = "<think>x</think>Try:\n```python\nprint(1)\n```\nBetter:\n```python\nimport sys\nprint(sum(map(int"
    s = summarize_draft(cut, "length", domain="code")
    assert s.truncated and "sum(map" not in s.text and "print(1)" not in s.text
    assert s.hidden_answer == "print(1)"


def test_math_domain_keeps_code_blocks():
    draft = "<think>x</think>Check numerically:\n```python\nprint(2**10)\n```\nSo \\boxed{1024}"
    s = summarize_draft(draft)
    assert "print(2**10)" in s.text and s.hidden_answer == "1024"


def test_max_chars_cuts_after_hiding():
    s = summarize_draft(QWEN3_DRAFT, max_chars=20)
    assert s.text == "To solve $x^2 - 5x +" + " [...]" and s.had_answer


def test_problem_must_be_text():
    with pytest.raises(TypeError, match="problem must be the question text"):
        summarize_draft("x \\boxed{1}", problem=3)


@pytest.mark.parametrize(
    "args,kwargs,exc,match",
    [
        ((b"<think></think>",), {}, TypeError, "decode the drafter's output ids"),
        (("x", "eos"), {}, ValueError, "finish_reason='eos'"),
        (("x",), {"domain": "proof"}, ValueError, "domain='proof'"),
        (("x",), {"max_chars": 0}, ValueError, "max_chars=0"),
    ],
)
def test_bad_inputs(args, kwargs, exc, match):
    with pytest.raises(exc, match=match):
        summarize_draft(*args, **kwargs)


# Every kind of restatement, two drafts each: (kind, problem, draft, graded answer, texts to keep).
# After summarising, the answer must not be readable (answer_readable, givens excepted) and the
# reasoning texts must stay.
KINDS = [
    ("number words", "A shelf has 3 rows of 5 books. How many books?",
     "There are 3 rows and 5 books in each row.\nMultiply the rows by the books per row.\nSo fifteen books stand on the shelf.\n\\boxed{15}",
     "15", ["There are 3 rows and 5 books in each row."]),
    ("number words", "Sam had 40 stamps and gave away 12. How many remain?",
     "Start from 40 and take away 12.\n\\boxed{28}\nThat is twenty-eight stamps left.", "28", ["Start from 40 and take away 12."]),
    ("fraction words", "Of 20 pupils, 15 walk. What fraction walks?",
     "15 of the 20 pupils walk; divide both by 5.\nThus three quarters of the class walks.\n$$\\boxed{\\tfrac34}$$", r"\tfrac34",
     ["15 of the 20 pupils walk; divide both by 5."]),
    ("fraction words", "A jug of 9 l is filled with 6 l. What fraction is full?",
     "We compare 6 with 9 and cancel the 3.\nHence the jug is two-thirds full.\n\\boxed{\\frac{2}{3}}", r"\frac{2}{3}", ["We compare 6 with 9"]),
    ("dozen / ordinal / fold", "Eggs come in boxes of 12; Ana has 36 eggs. How many boxes?",
     "Each box is 12 eggs and 36 = 3 \\cdot 12.\nSo Ana has three boxes, i.e. three dozen.\n\\boxed{3}", "3", ["36 = 3 \\cdot 12"]),
    ("dozen / ordinal / fold", "A cell divides; from 2 cells we get 16. By what factor?",
     "Divide 16 by 2.\nThe population grew eightfold.\n\\boxed{8}", "8", ["Divide 16 by 2."]),
    ("counts in words", "How many primes are even and greater than 2?",
     "Any even number above 2 has the factor 2.\nTherefore there is no such prime.\n\\boxed{0}", "0", ["Any even number above 2 has the factor 2."]),
    # a root equal to the count stays (a root is not the count), so the roots here differ from it
    ("counts in words", "How many n satisfy n^2 = 3n and n > 0?",
     "Factor: n(n - 3) = 0 gives n = 0 or n = 3, and only n > 0 counts.\nSo this is the unique solution.\n\\boxed{1}", "1",
     ["Factor: n(n - 3) = 0"]),
    ("notations", "Compute 1 / 6 as a fraction from the sum 1/12 + 1/12.",
     "Add the two twelfths.\nThe sum is 0.1(6) as a decimal.\n\\boxed{\\frac{1}{6}}", r"\frac{1}{6}", ["Add the two twelfths."]),
    ("notations", "How many bits are set... convert the hex value of a byte with all bits set.",
     "All eight bits are one.\nThat byte reads 0xFF.\n\\boxed{255}", "255", ["All eight bits are one."]),
    ("percent / approximation", "What is the probability of heads twice with a fair coin, as a decimal?",
     "Multiply the two independent halves.\nSo the chance is 25%.\n\\boxed{0.25}", "0.25", ["Multiply the two independent halves."]),
    ("percent / approximation", "Find the diagonal of a 1 by 2 rectangle.",
     "By Pythagoras the square of the diagonal is 1 + 4.\nNumerically it is 2.236.\n\\boxed{\\sqrt{5}}", r"\sqrt{5}",
     ["By Pythagoras the square of the diagonal is 1 + 4."]),
    ("pieces", "Solve a + b = 3 and a - b = 5.",
     "Adding gives $2a = 8$, subtracting gives $2b = -2$.\nTherefore a is 4 and b is -1.\n\\boxed{(4, -1)}", "(4, -1)",
     ["$2a = 8$", "$2b = -2$"]),
    ("pieces", "Solve x^2 < 9.",
     "The parabola x^2 - 9 opens upward with roots at 3 and -3.\nSo $-3 < x < 3$.\n\\boxed{(-3, 3)}", "(-3, 3)",
     ["The parabola x^2 - 9 opens upward"]),
    ("multiple choice", "Which is a square? (A) 10 (B) 12 (C) 16 (D) 18",
     "Only one of these is a perfect square: 16 = 4^2.\nSo I pick C.\n\\boxed{C}", "C", ["16 = 4^2"]),
    ("multiple choice", "Which is odd? (A) 2 (B) 4 (C) 6 (D) 9",
     "The first three are even.\nOption D is the only one left.\n\\boxed{D}", "D", ["The first three are even."]),
    ("latex variants", "Compute 3 / 4 of 1.",
     "Take three of four equal parts.\nThe result is $\\cfrac{3}{4}$.\n\\boxed{0.75}", "0.75", ["Take three of four equal parts."]),
    ("latex variants", "How many metres is 12 km?",
     "One km is 1000 m, multiply by 12.\nThe distance is $12\\,000$ m.\n\\boxed{12000}", "12000", ["One km is 1000 m, multiply by 12."]),
]


@pytest.mark.parametrize("kind,problem,draft,answer,keep", KINDS, ids=[f"{k}-{i}" for i, (k, *_ ) in enumerate(KINDS)])
def test_every_kind_is_hidden_and_reasoning_kept(kind, problem, draft, answer, keep):
    s = summarize_draft(draft, problem=problem)
    assert s.had_answer and s.hidden_answer == answer
    assert not answer_readable(s.text, answer, problem=problem), (kind, s.text)
    for k in keep:
        assert k in s.text, (kind, k, s.text)


# Over-hiding: values equal to the answer that are givens, roots, coefficients or intermediate
# results, the answer's negation, "one" as a pronoun, and a derivation's numerals stay.
OVERHIDE = [
    ("How many real roots does x^2 = 4 have?", "Taking square roots, $x = \\pm 2$, two distinct real roots.\n\\boxed{2}", "2",
     ["$x = \\pm 2$"]),
    ("How many real roots does x^2 - 9 = 0 have?", "So $x = 3$ or $x = -3$.\nBoth are real.\n\\boxed{2}", "2", ["$x = 3$ or $x = -3$"]),
    ("Find |b| if b + 5 = 0.", "From $b + 5 = 0$ we get $b = -5$.\nIts absolute value is what is asked.\n\\boxed{5}", "5",
     ["$b = -5$", "$b + 5 = 0$"]),
    ("Find |c| if c = 7 - 14.", "Here $c = -7$, a negative number.\nDrop the sign.\n\\boxed{7}", "7", ["$c = -7$"]),
    ("How many even primes are there?", "One of the primes is 2; every other even number has 2 as a factor.\n\\boxed{1}", "1",
     ["One of the primes is 2"]),
    ("How many primes divide 49?", "Pick one prime factor, 7, and divide: 49 = 7 \\cdot 7.\nNo other prime appears.\n\\boxed{1}", "1",
     ["Pick one prime factor, 7"]),
    ("A square has side 6. Find its side plus 0.", "The side is 6 as given, and adding 0 changes nothing.\nSo the answer is 6.\n\\boxed{6}", "6",
     ["The side is 6 as given"]),
    ("A triangle has sides 3, 4, 5. Find the longest side.", "The sides are 3, 4 and 5 and the largest is the hypotenuse.\nThus the longest side is 5.\n\\boxed{5}",
     "5", ["The sides are 3, 4 and 5"]),
    ("Legs 9 and 12; find the hypotenuse.", "Square: $9^2 = 81$, $12^2 = 144$.\nAdd: $81 + 144 = 225$.\nRoot: $\\sqrt{225} = 15$.\n\\boxed{15}", "15",
     ["$9^2 = 81$", "$12^2 = 144$", "$81 + 144 = 225$"]),
    ("Double 8 and add 4.", "Doubling gives $2 \\cdot 8 = 16$.\nAdding 4 gives $16 + 4 = 20$.\n\\boxed{20}", "20", ["$2 \\cdot 8 = 16$", "$16 + 4"]),
]


@pytest.mark.parametrize("problem,draft,answer,keep", OVERHIDE, ids=[f"overhide-{i}" for i in range(len(OVERHIDE))])
def test_values_equal_to_the_answer_outside_answer_position_stay(problem, draft, answer, keep):
    s = summarize_draft(draft, problem=problem)
    for k in keep:
        assert k in s.text, (k, s.text)


def test_segments_split_sentences_clauses_displays_and_code():
    vis = "First, $a = 1$. Then b = 2, so c = 3.\n\n$$d = 4$$\n\n```python\nprint(5)\n```\n- item six"
    got = [(vis[g.start:g.end], g.kind) for g in segments(vis)]
    assert got == [("First, $a = 1$.", "text"), ("Then b = 2,", "text"), ("so c = 3.", "text"), ("$$d = 4$$", "display"),
                   ("```python\nprint(5)\n```", "code"), ("- item six", "text")]


CODE_PROGRAM_DRAFT = """Read the list and print the largest minus the smallest, O(n).

Sample:

```text
3
4 1 9
```

A first try in C++:

```cpp
int n; std::cin >> n; std::vector<int> xs(n); for (auto &x : xs) std::cin >> x;
std::cout << *max_element(xs.begin(), xs.end()) - *min_element(xs.begin(), xs.end());
```

Checked in a session:

>>> xs = [4, 1, 9]
>>> print(max(xs) - min(xs))
8

So the program prints max(xs) - min(xs):

```python
n = int(input())
xs = list(map(int, input().split()))
print(max(xs) - min(xs))
```
"""


def test_code_every_form_of_the_program_hidden_prose_and_sample_io_kept():
    s = summarize_draft(CODE_PROGRAM_DRAFT, domain="code")
    assert s.had_answer and "max(xs) - min(xs)" not in s.text and "max_element" not in s.text
    assert "Read the list and print the largest minus the smallest, O(n)." in s.text
    assert "```text\n3\n4 1 9\n```" in s.text
    assert not answer_readable(s.text, s.hidden_answer, "code")


@pytest.mark.parametrize("wrap", [
    lambda p: "~~~\n" + p + "\n~~~",
    lambda p: "<pre>\n" + p + "\n</pre>",
    lambda p: "cat > sol.py <<EOF\n" + p + "\nEOF",
    lambda p: "\n".join("+" + ln for ln in ["--- a/s.py", "++ b/s.py"][:0] + p.split("\n")) + "\n+# done",
    lambda p: "\n".join("    " + ln for ln in p.split("\n")),
])
def test_code_earlier_versions_in_other_forms_hidden(wrap):
    prog = "n = int(input())\nprint(n * (n + 1) // 2)"
    draft = f"Closed form, O(1).\n\n{wrap(prog)}\n\nFinal:\n\n```python\n{prog}\n```\n"
    s = summarize_draft(draft, domain="code")
    assert "n * (n + 1)" not in s.text and "Closed form, O(1)." in s.text


# A value that is also a given of the problem, restated in answer position, IS the answer:
# (problem, draft, answer, the restatement that must go, what must stay)
GIVEN_IN_ANSWER_POSITION = [
    ("A farm has 42 pears and 6 rows of 7 apples. How many apples?",
     "Short answer: the answer is 42, the same number as the pears.\n\nDetails: 6 rows times 7 apples per row.\n\n\\boxed{42}",
     "42", "the answer is 42", ["6 rows times 7 apples"]),
    ("A triangle has base 10 and height 2. Find its area.",
     "Area = (1/2)·base·height = (1/2)·10·2 = 10.\n\n\\boxed{10}", "10", "= 10.", ["(1/2)·10·2"]),
    ("Twelve eggs fill a box; 3 boxes hold 36 eggs. How many eggs are in 3 boxes?",
     "The total is 36 eggs, as stated, and indeed 3 \\cdot 12 = 36 checks it.\nWe keep the boxes in mind.\n\\boxed{36}",
     "36", "The total is 36", ["3 \\cdot 12"]),
    ("Tom has 9 coins and gives none away. How many coins does he have?",
     "Nothing changes: the result is 9 coins.\nHe still holds them all.\n\\boxed{9}", "9", "the result is 9", ["Nothing changes"]),
]


@pytest.mark.parametrize("problem,draft,answer,gone,keep", GIVEN_IN_ANSWER_POSITION,
                         ids=[f"given-in-answer-position-{i}" for i in range(len(GIVEN_IN_ANSWER_POSITION))])
def test_a_given_restated_in_answer_position_is_hidden(problem, draft, answer, gone, keep):
    s = summarize_draft(draft, problem=problem)
    assert gone not in s.text, s.text
    for k in keep:
        assert k in s.text, (k, s.text)
    assert not answer_readable(s.text, answer, problem=problem), s.text


# A plain fraction a/b right before a full stop is one value, hidden as a whole
PLAIN_FRACTION_AT_FULL_STOP = [
    ("Add 1/2 and 1/4.", "Common denominator 4: 1/2 = 2/4. Then 2/4 + 1/4 = 3/4.\n\n\\boxed{\\frac{3}{4}}", r"\frac{3}{4}", "3/4."),
    ("Solve 2x = 7.", "Divide both sides by 2, so x = 7/2.\n\\boxed{\\frac{7}{2}}", r"\frac{7}{2}", "7/2"),
    ("What share of 8 slices is 5 slices?", "Five of eight slices means the share is 5/8.\nThat settles it.\n\\boxed{\\frac58}",
     r"\frac{5}{8}", "5/8"),
    ("Simplify 6/9.", "Cancel the common factor 3: 6/9 = 2/3.\n\\boxed{\\frac{2}{3}}", r"\frac{2}{3}", "= 2/3"),
]


@pytest.mark.parametrize("problem,draft,answer,gone", PLAIN_FRACTION_AT_FULL_STOP,
                         ids=[f"plain-fraction-{i}" for i in range(len(PLAIN_FRACTION_AT_FULL_STOP))])
def test_a_plain_fraction_before_a_full_stop_is_one_value(problem, draft, answer, gone):
    s = summarize_draft(draft, problem=problem)
    assert gone not in s.text, s.text
    assert not answer_readable(s.text, answer, problem=problem), s.text
    assert answer_readable(draft.split("\\boxed")[0], answer, problem=problem)


@pytest.mark.parametrize("problem,draft,keep", [
    ("Find b if x=5 is a root of x + b = 0... find -b.",
     "Plug x = 5: 5 + b = 0 gives b = -5. Then -b is the required value.\n\n\\boxed{5}", "Plug x = 5:"),
    ("Let n = 12. How many months are in n months?", "Set n = 12 as given, then count each month once.\n\\boxed{12}", "Set n = 12"),
])
def test_a_given_assigned_to_a_variable_is_not_a_final_step(problem, draft, keep):
    assert keep in summarize_draft(draft, problem=problem).text


# A markdown bullet list is prose: its answer-position items are hidden like any sentence
@pytest.mark.parametrize("draft,gone,keep", [
    # after the graded answer nothing derives anything new: the whole recap joins the conclusion
    ("Multiply 6 by 7.\n\n\\boxed{42}\n\nRecap:\n- rows: 6\n- we get $n=42$ apples\n", "n=42", ["Multiply 6 by 7."]),
    ("Steps:\n- there are 5 red and 3 blue marbles\n- so the total is 8 marbles\n\n\\boxed{8}", "total is 8",
     ["5 red and 3 blue"]),
    ("Plan:\n- split 12 into 3 groups\n- each group gets 4\n- therefore the answer is 4\n\\boxed{4}", "answer is 4",
     ["split 12 into 3 groups"]),
])
def test_a_bullet_list_is_prose_not_a_diff(draft, gone, keep):
    s = summarize_draft(draft)
    assert gone not in s.text, s.text
    for k in keep:
        assert k in s.text, (k, s.text)


def test_a_bullet_list_is_not_a_code_region_but_a_real_diff_is():
    from agon_mcore.agon.answer_forms import code_regions
    assert not [r for r in code_regions("Notes:\n- first item\n- second item\n- third")]
    assert [r.form for r in code_regions("--- a.py\n+++ b.py\n-x = 1\n+x = 2")] == ["diff"]
    assert [r.form for r in code_regions("-    return a\n+    return a + b")] == ["diff"]


# In a math draft, code keeps its work but not the answer where it stands in answer position
@pytest.mark.parametrize("draft,gone,keep", [
    ("Let me compute it:\n```python\n>>> 6*7\n42\n```\nThat settles it.\n\n\\boxed{42}", "\n42\n", [">>> 6*7"]),
    # code after the graded answer that prints or asserts it is part of the conclusion
    ("Multiply rows and columns.\n\n\\boxed{42}\n\n```\n# sanity check output\n42\n```", "42\n```", ["Multiply rows and columns."]),
    ("Sum the series.\n```python\ntotal = sum(range(1, 11))\nprint(total)  # prints 55\n```\n\\boxed{55}", "prints 55",
     ["sum(range(1, 11))"]),
    ("Brute force:\n```python\nfor a in range(30):\n    if a == 3 * 9:\n        answer = 27\n```\nwhich I trust.\n\\boxed{27}",
     "answer = 27", ["a == 3 * 9"]),
    ("Count them.\n\\boxed{27}\n\n~~~\nassert 3 ** 3 == 27\n~~~", "== 27", ["Count them."]),
    ("Let me check:\n```python\nassert sum(range(1, 200, 2)) == 10000\n```\nThe rule holds.\n\\boxed{10000}", "== 10000",
     ["sum(range(1, 200, 2))"]),
])
def test_a_math_drafts_code_hides_the_answer_in_answer_position(draft, gone, keep):
    s = summarize_draft(draft)
    assert gone not in s.text, s.text
    for k in keep:
        assert k in s.text, (k, s.text)


@pytest.mark.parametrize("problem,draft,gone,keep", [
    ("Which is 6 times 7? (A) 40 (B) 41 (C) 42 (D) 43",
     "Rows times columns is what is asked. The answer is 42, so the letter follows.\nOn to the box.\n\\boxed{C}", "answer is 42",
     ["Rows times columns"]),
    ("Which is a square? (A) 10 (B) 12 (C) 16 (D) 18",
     "Only one of these is a perfect square: 16 = 4^2.\nI'd go for (c) then.\n\\boxed{C}", "(c)", ["16 = 4^2"]),
])
def test_a_choice_is_hidden_by_letter_in_any_case_and_by_option_value(problem, draft, gone, keep):
    s = summarize_draft(draft, problem=problem)
    assert gone not in s.text, s.text
    for k in keep:
        assert k in s.text, (k, s.text)


# Over-hiding: a derivation step whose result is not the answer is work, not a restatement;
# an earlier result equal to the answer is intermediate when the conclusion holds the last step
@pytest.mark.parametrize("draft,keep", [
    ("Subtract 5: $3x = 15$. Divide by 3: $x = 5$.\n\n\\boxed{5}", ["Subtract 5: $3x = 15$."]),
    ("Add 4: $2y = 14$. Halve it: $y = 7$.\n\\boxed{7}", ["Add 4: $2y = 14$."]),
    ("First 3+3 = 6. Then 6*7 = 42. Finally 42 - 36 = 6.\n\n\\boxed{6}", ["3+3 = 6", "6*7 = 42"]),
    ("Start with 2*4 = 8. Square it: 8^2 = 64. So 64 - 56 = 8.\n\\boxed{8}", ["2*4 = 8", "8^2 = 64"]),
])
def test_work_before_the_conclusion_stays(draft, keep):
    s = summarize_draft(draft)
    for k in keep:
        assert k in s.text, (k, s.text)
    assert CONCLUSION_PLACEHOLDER in s.text
