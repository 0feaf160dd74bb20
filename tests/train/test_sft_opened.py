"""SFT targets under chat templates that already opened the reasoning block: the target is
what the model writes after the template, so template + target is the well-formed reference response (phi 1, the verifier reads the right answer)."""
from __future__ import annotations

import pytest

from agon_mcore.config import ModelConfig, SamplingConfig
from agon_mcore.data.synthetic import make_problem
from agon_mcore.train.rivals import Rival
from agon_mcore.train.sft import sft_samples
from agon_mcore.verify import format_reward, split_response
from agon_mcore.verify.answer import continuation_after, last_boxed

BODY = "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
OPEN, CLOSED = "<think>\n", "<think>\n\n</think>\n\n"
SOLUTION = "<think>47 + 8 = 55. 55 - 15 = 40.</think>47 + 8 - 15 = \\boxed{40}"


@pytest.mark.parametrize(
    "opened, expected",
    [
        ("", SOLUTION),
        (OPEN, "47 + 8 = 55. 55 - 15 = 40.</think>47 + 8 - 15 = \\boxed{40}"),
        (CLOSED, "47 + 8 - 15 = \\boxed{40}"),
    ],
)
def test_continuation_after_opened(opened, expected):
    cont = continuation_after(SOLUTION, opened)
    assert cont == expected
    assert format_reward(cont, "math", opened=opened) == 1.0
    assert last_boxed(split_response(cont, opened)[1]) == "40"
    assert continuation_after("no think tags \\boxed{1}", OPEN) == "no think tags \\boxed{1}"


@pytest.fixture(scope="module")
def tok_cache(tmp_path_factory):
    return tmp_path_factory.mktemp("tok")


@pytest.mark.parametrize("gen, opened", [("<|im_start|>assistant\n", ""), ("<|im_start|>assistant\n<think>\n", OPEN),
                                         ("<|im_start|>assistant\n<think>\n\n</think>\n\n", CLOSED)])
def test_sft_targets_follow_the_template(tok_cache, gen, opened):
    from agon_mcore.data import load_tokenizer

    tok = load_tokenizer("builtin:byte", cache_dir=str(tok_cache))
    template = BODY + "{% if add_generation_prompt %}" + gen + "{% endif %}"
    rival = Rival("A", ModelConfig(chat_template=template), tok, SamplingConfig(), None, None,
                  [tok.eos_token_id])
    p = make_problem([47, 8, 15], ["+", "-"], "train")
    samples = sft_samples(rival, [p], challenger_fraction=0.0)
    target = rival.decode(samples[0].response_ids)
    assert target == continuation_after(p.solution, opened)
    assert tok.decode(samples[0].prompt_ids, skip_special_tokens=False).endswith(gen)
    assert format_reward(target, "math", opened=opened) == 1.0
