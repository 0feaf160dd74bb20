"""Heterogeneous rivals exchange text only: a draft decoded by its own rival's
tokenizer reaches the other rival's prompt unchanged, whatever the two tokenizers."""
import pytest

from agon_mcore.agon import challenger_message, summarize_draft
from agon_mcore.config import ConfigError, load_config
from agon_mcore.data.prompts import build_prompt_ids
from agon_mcore.data.tokenizer import load_tokenizer

DRAFTS = [
    "<think>Let me see: 3 + 4 = 7.</think>Since $\\frac{a}{b} \\geq \\sqrt{2}$ and "
    "$\\nabla \\cdot F = 0$, we get x = 7. \\boxed{7}",
    "<think>π ≈ 3.14159…</think>Die Lösung: ∑_{k=1}^n k = n(n+1)/2 — also \\boxed{\\frac{n(n+1)}{2}} 😀",
]


@pytest.mark.parametrize("draft", DRAFTS)
def test_summary_round_trips_through_two_tokenizers(draft):
    byte, bpe = load_tokenizer("builtin:byte"), load_tokenizer("builtin:bpe")
    assert byte.get_vocab() != bpe.get_vocab()
    # The drafter (byte tokenizer) generated these ids; it decodes them itself.
    ids = byte.encode(draft, add_special_tokens=False)
    text = byte.decode(ids, skip_special_tokens=False)
    assert text == draft
    summary = summarize_draft(text)
    assert "[hidden" in summary.text and "boxed{7}" not in summary.text
    msg = challenger_message("What is x?", summary)
    # The challenger (BPE) builds its own prompt from the text; decoding it gives the text back.
    prompt = build_prompt_ids(bpe, msg)
    back = bpe.decode(prompt, skip_special_tokens=False)
    assert summary.text in back and msg in back
    assert prompt != build_prompt_ids(byte, msg)  # different ids for the same text


def test_validation_names_the_offending_rival():
    with pytest.raises(ConfigError, match="rival B: num_attention_heads=6 is not divisible by TP=4"):
        load_config(overrides=["parallel.tp=4", "model.num_attention_heads=8", "model.num_kv_heads=4",
                               "model.ffn_hidden_size=192", "rivals.B.model.num_attention_heads=6",
                               "rivals.B.model.num_kv_heads=3"])
    with pytest.raises(ConfigError, match="rival B: num_layers=3 is not divisible by PP=2"):
        load_config(overrides=["parallel.pp=2", "model.num_layers=2", "rivals.B.model.num_layers=3"])
