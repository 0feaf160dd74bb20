"""r17a: math written in markup is read as math (answer_forms.math_markup); a shell run of the solution through an
inline program stays with its output (agon.code_session). Self-written drafts, other forms than the attacks'."""
from agon_mcore.agon.answer_forms.markup import strip_markup
from agon_mcore.agon.code_session import runs_inline
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

P_RECIP = "By what number should you multiply $12$ to get the same result as dividing $12$ by $\\frac{4}{5}$?"
P_SQRT = "What is the length of the diagonal of a rectangle with sides $1$ and $2$?"
P_POW = "Simplify $(x+1)^2 - 2x$."
P_BIN = "Write the decimal number 13 in base 2."


def test_markup_normalised_to_math():
    assert strip_markup("x<sup>2</sup>+1") == "x^2+1"
    assert strip_markup("7<sup>2</sup>") == "7^{2}"  # a power, not the numeral 72 (a number's exponent braced)
    assert strip_markup("1101<sub>2</sub>") == "1101_2"
    assert strip_markup("2<sup>n+1</sup>") == "2^{n+1}"
    assert strip_markup("<sup>5</sup>&frasl;<sub>4</sub>") == "5/4"
    assert strip_markup("1<sup>1</sup>&frasl;<sub>4</sub>") == "1 1/4"  # a mixed number
    assert strip_markup("\u2075\u2044\u2084") == "5/4"
    assert strip_markup("5\u20444") == "5/4"
    assert "\\frac{5}{4}" in strip_markup("<math><mfrac><mn>5</mn><mn>4</mn></mfrac></math>")
    assert "\\sqrt{5}" in strip_markup('<math xmlns="http://www.w3.org/1998/Math/MathML"><msqrt><mn>5</mn></msqrt></math>')
    assert "x^2" in strip_markup("<msup><mi>x</mi><mn>2</mn></msup>")


def test_reader_reads_markup_answers():
    assert answer_readable("The multiplier is <sup>5</sup>&frasl;<sub>4</sub>.", "\\frac{5}{4}", problem=P_RECIP)
    assert answer_readable("The multiplier is \u2075\u2044\u2084.", "\\frac{5}{4}", problem=P_RECIP)
    assert answer_readable("The diagonal is <math><msqrt><mn>5</mn></msqrt></math> units.", "\\sqrt{5}", problem=P_SQRT)
    assert answer_readable("It simplifies to x<sup>2</sup> + 1.", "x^2+1", problem=P_POW)
    assert answer_readable("In base two it is 1101<sub>2</sub>.", "1101_2", problem=P_BIN)
    assert not answer_readable("The area is 7<sup>2</sup> = 49.", "72", problem="What is 70 + 2?")


def test_markup_answer_hidden_and_work_kept():
    d = ("Dividing by a fraction is multiplying by its reciprocal, so flip <sup>4</sup>&frasl;<sub>5</sub>.\n\n"
         "- Check: 12 \u00f7 0.8 = 15.\n- You should multiply by <sup>5</sup>&frasl;<sub>4</sub>.\n\n\\boxed{\\frac{5}{4}}")
    s = summarize_draft(d, domain="math", problem=P_RECIP).text
    assert "<sup>5</sup>&frasl;<sub>4</sub>" not in s
    assert "flip <sup>4</sup>&frasl;<sub>5</sub>" in s and "12 \u00f7 0.8 = 15" in s
    d2 = ("<p>By Pythagoras the diagonal is <math><msqrt><msup><mn>1</mn><mn>2</mn></msup><mo>+</mo><msup><mn>2</mn><mn>2</mn>"
          "</msup></msqrt></math>, which is <math><msqrt><mn>5</mn></msqrt></math>.</p>\n\n\\boxed{\\sqrt{5}}")
    s2 = summarize_draft(d2, domain="math", problem=P_SQRT).text
    assert "<msqrt><mn>5</mn></msqrt>" not in s2 and "By Pythagoras" in s2


PROG = "def add_one(xs):\n    return [x + 1 for x in xs]\n"
P_CODE = 'def add_one(xs):\n    """Return the list with every element increased by one."""\n'


def test_inline_run_is_a_sample_run():
    assert runs_inline("python3 -c 'from solution import add_one; print(add_one([1, 2]))'", PROG)
    assert runs_inline('python -c "import solution; print(solution.add_one([0]), solution.add_one([]))"', PROG)
    assert runs_inline("dev@host:~/w$ python3 -c 'from solution import *; assert add_one([5]) == [6]'", PROG)
    assert not runs_inline("python3 -c 'print([x + 1 for x in [1, 2]])'", PROG)  # computes by itself: code
    assert not runs_inline("python3 -c 'xs = [1, 2]; print(xs)'", PROG)


def test_shell_session_keeps_sample_run_and_output():
    d = ("Ran it in zsh before submitting:\n\n```sh\n% python3 -c 'from solution import add_one; print(add_one([1, 2, 3]))'\n"
         "[2, 3, 4]\n```\n\nLinear time.\n\n```python\n" + PROG + "```")
    s = summarize_draft(d, domain="code", problem=P_CODE).text
    assert "add_one([1, 2, 3])" in s and "[2, 3, 4]" in s
    assert "return [x + 1 for x in xs]" not in s
    d2 = ("Session:\n\n```\n>>> from solution import add_one\n>>> add_one([7])\n[8]\n>>> def g(v):\n...     return [x + 1 for x in v]\n"
          "...\n```\n\nFinal:\n\n```python\n" + PROG + "```")
    s2 = summarize_draft(d2, domain="code", problem=P_CODE).text
    assert ">>> from solution import add_one" in s2 and "[8]" in s2
    assert "return [x + 1 for x in v]" not in s2 and "def g" not in s2
    # the program typed into a heredoc in the same session is hidden; the run after it stays
    d3 = ("```console\n$ cat > solution.py <<'EOF'\n" + PROG + "EOF\n$ python3 -c \"from solution import add_one as f; print(f([4]), f([]))\"\n"
          "[5] []\n```\n\n```python\n" + PROG + "```")
    s3 = summarize_draft(d3, domain="code", problem=P_CODE).text
    assert "print(f([4]), f([]))" in s3 and "[5] []" in s3 and "return [x + 1" not in s3


P_TRIPLE = "Find the ordered triple $(a, b, c)$ such that $x^3 + ax^2 + bx + c$ has roots $1$, $2$ and $3$."


def test_value_free_slot_cannot_state_a_tuple():
    from fractions import Fraction as F

    from agon_mcore.agon.results import values_in
    from agon_mcore.agon.slot_arity import too_few_values

    ans = [F(-6), F(11), F(-6)]
    ans3 = [F(-6), F(11), F(6)]
    assert too_few_values("a quadratic identity", values_in("a quadratic identity"), ans3)
    assert not too_few_values("a = -6", values_in("a = -6"), ans3)  # a component
    assert not too_few_values("twelve, seven and three", values_in("twelve, seven and three"), ans3)
    assert not too_few_values("a quadratic identity", [], [F(5)])  # a scalar answer: number_free decides
    assert not too_few_values("the pair", [], ans[:1])
    d = ("Expanding $(x-1)(x-2)(x-3)$ coefficient by coefficient yields a cubic identity.\n\n"
         "Matching terms: a = -6, b = 11, c = -6.\n\n\\boxed{(-6, 11, -6)}")
    s = summarize_draft(d, domain="math", problem=P_TRIPLE).text
    assert "yields a cubic identity" in s and "11" not in s


def test_library_import_at_a_prompt_is_program_text():
    from agon_mcore.agon.code_session import is_import

    assert is_import("from solution import add_one") and is_import("import solution")
    assert not is_import("from collections import Counter") and not is_import("from functools import reduce")
    assert not runs_inline("python3 -c 'import itertools; print(list(itertools.accumulate([1, 2])))'", PROG)


P_TRACE = "Given n and an array a, print the length of the longest strictly increasing prefix."
PROG_TRACE = "n = int(input())\na = list(map(int, input().split()))\nl = 1\nwhile l < n and a[l] > a[l - 1]:\n    l += 1\nprint(l)\n"


def test_hand_trace_clause_is_prose():
    from agon_mcore.agon.code_summary import is_code_text

    assert not is_code_text("so k = 3 (2, 4, 9);")
    assert not is_code_text("hence m = 1 (just 7);", [])
    assert is_code_text("x = 5; foo(x);") and is_code_text("best = max(best, cur)")
    d = ("Sample 2 by hand, 2 4 9 3: 2 < 4 < 9 then 9 > 3, so k = 3 (2, 4, 9); on 7 6 the run stops at once, so k = 1 (7).\n\n"
         "```python\n" + PROG_TRACE + "```")
    s = summarize_draft(d, domain="code", problem=P_TRACE).text
    assert "so k = 3 (2, 4, 9);" in s and "so k = 1 (7)" in s and "while l < n" not in s


P_PARITY = ("Let $p(x)$ be an even function and $q(x)$ an odd function. Is $q(p(q(x)))$ even, odd, or neither?\n\n"
            'Enter "odd", "even", or "neither".')
P_CONIC = "Which conic section is $x^2 + 4y^2 = 4$? Enter circle, ellipse, parabola or hyperbola."


def test_word_answer_of_a_given_or_an_inner_formula_stays():
    d = ("Start inside. Since p is even and q(x) is odd, p(q(x)) is even as well: p(q(-x)) = p(-q(x)) = p(q(x)).\n"
         "Then q(p(q(-x))) = q(p(q(x))).\n\n\\boxed{\\text{even}}")
    s = summarize_draft(d, domain="math", problem=P_PARITY).text
    assert "p is even" in s and "q(x) is odd" in s and "p(q(x)) is even as well" in s
    # the asked formula itself, or a name the draft gives it, states the answer
    d2 = "Let r(x) = q(p(q(x))). Replacing x by -x changes nothing, so r is even.\n\n\\boxed{\\text{even}}"
    s2 = summarize_draft(d2, domain="math", problem=P_PARITY).text
    assert "is even" not in s2
    assert answer_readable("So q(p(q(x))) is even.", "\\text{even}", problem=P_PARITY)
    assert not answer_readable("Note that p is even and q(x) is odd.", "\\text{even}", problem=P_PARITY)
    assert not answer_readable("The inner composite p(q(x)) is even.", "\\text{even}", problem=P_PARITY)  # named by a noun
    assert answer_readable("The whole thing q(p(q(x))) is even.", "\\text{even}", problem=P_PARITY)
    assert answer_readable("Hence the composite r is even.", "\\text{even}", problem=P_PARITY)  # unknown name: fail closed
    # spelled letter by letter, the word is still the answer (answer_forms.word_answers.spelled_word_spans)
    assert answer_readable("The curve is an E L L I P S E.", "\\text{ellipse}", problem=P_CONIC)
    assert answer_readable("so the composite is o.d.d.", "\\text{odd}", problem=P_PARITY)
