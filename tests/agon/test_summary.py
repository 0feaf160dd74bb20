"""Draft summaries (AGON.md step 3): reasoning dropped, answers hidden, edge cases."""
import pytest

from agon_mcore.agon import summarize_draft
from agon_mcore.agon.summary import BOXED_PLACEHOLDER, CODE_PLACEHOLDER

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
    assert "(x - 2)(x - 3)" in s.text and "**Final Answer**" in s.text
    assert BOXED_PLACEHOLDER in s.text and r"\boxed{5}" not in s.text
    assert "<|im_end|>" not in s.text  # chat markup cannot leak into the challenger's prompt


def test_nested_braces_and_every_boxed_answer_hidden():
    s = summarize_draft(NESTED_DRAFT)
    # boxes with different values are read together (final_answer): the graded answer lists them
    assert s.hidden_answer == r"\frac{1}{2}, \dfrac{\pi}{4}, \{0, \tfrac{\pi}{2}\}"
    assert s.text.count(BOXED_PLACEHOLDER) == 3
    assert r"\frac{1}{2}" not in s.text and r"\dfrac{\pi}{4}" not in s.text and "tfrac" not in s.text
    # text around the boxes is kept exactly
    assert "Hence the value is $" + BOXED_PLACEHOLDER + "$ and the set" in s.text
    assert r"\int_0^1 \frac{du}{1+u^2}" in s.text


def test_box_forms_nested_fbox_and_tex_space_form():
    s = summarize_draft(r"<think>.</think>a \boxed{\boxed{1}} b \fbox {y} c \boxed 7 d \framebox{z} e")
    assert s.text == f"a {BOXED_PLACEHOLDER} b {BOXED_PLACEHOLDER} c {BOXED_PLACEHOLDER} d {BOXED_PLACEHOLDER} e"
    assert s.hidden_answer == r"\boxed{1}, y, 7, z"  # several boxes: final_answer lists their values


def test_reasoning_never_closes_has_no_visible_part():
    s = summarize_draft("<think>\nLet me compute 17*23. 17*20=340, 17*3=51, so \\boxed{391}", "length")
    assert s.text == "" and not s.had_answer and s.hidden_answer is None and s.truncated
    # same when the model stopped inside its reasoning (EOS before </think>)
    s = summarize_draft("<think>\nI give up \\boxed{3}", "stop")
    assert s.text == "" and not s.had_answer and s.truncated


def test_no_boxed_answer():
    s = summarize_draft("<think>hmm</think>\n\nThe answer is probably seven, but I am unsure.")
    assert s.text == "The answer is probably seven, but I am unsure."
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
    assert s.text == f"Step two {BOXED_PLACEHOLDER}."
    assert "secret" not in s.text and "trailing" not in s.text and s.hidden_answer == "4"


def test_template_opened_think_only_close_tag_present():
    # templates that put <think> in the generation prompt: the output starts inside the block
    s = summarize_draft("reasoning here\n</think>\n\nSo $n = 6$. \\boxed{6}")
    assert s.text == f"So $n = [hidden]$. {BOXED_PLACEHOLDER}" and s.hidden_answer == "6"  # value hidden in prose too


def test_no_think_tags_at_all_whole_text_is_visible():
    # a non-thinking model: the verifier reads the whole response as the answer part
    s = summarize_draft("Adding gives 9. \\boxed{9}<|im_end|>")
    assert s.text == f"Adding gives [hidden]. {BOXED_PLACEHOLDER}" and s.hidden_answer == "9" and not s.truncated


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
    assert "def brute(n):" in s.text  # earlier helper block stays
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
