"""generation_prompt_text + template_opened: how the reasoning state a chat template leaves
open is found from the tokenizer's template."""
import pytest

from agon_mcore.data.prompts import generation_prompt_text
from agon_mcore.verify.answer import template_opened

BODY = "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"


@pytest.mark.parametrize(
    "gen, opened",
    [
        ("<|im_start|>assistant\n<think>\n", "<think>\n"),  # R1-distill / Qwen3 thinking style
        ("<|im_start|>assistant\n<think>\n\n</think>\n\n", "<think>\n\n</think>\n\n"),  # enable_thinking=False
        ("<|im_start|>assistant\n", ""),  # the builtin template: nothing opened
    ],
)
def test_opened_state_from_the_template(tok_cache, gen, opened):
    from agon_mcore.data import load_tokenizer

    tok = load_tokenizer("builtin:byte", cache_dir=str(tok_cache))
    template = BODY + "{% if add_generation_prompt %}" + gen + "{% endif %}"
    assert generation_prompt_text(tok, template) == gen
    assert template_opened(generation_prompt_text(tok, template)) == opened
    # the user turn's own "<think></think>" instruction is not mistaken for an opened block
    assert template_opened(generation_prompt_text(tok)) == ""
