"""User-turn texts, chat-template prompt ids and stop ids."""
from __future__ import annotations

import pytest

from agon_mcore.data import (
    DataError,
    Problem,
    build_prompt_ids,
    load_tokenizer,
    question_text,
    stop_token_ids,
)
from agon_mcore.data.synthetic import make_problem


@pytest.fixture(scope="module")
def byte_tok(tok_cache):
    return load_tokenizer("builtin:byte", cache_dir=str(tok_cache))


def test_question_text_per_kind():
    syn = make_problem([47, 8], ["+"], "train")
    assert question_text(syn) == "What is 47 + 8?\nThink in <think></think>, answer in \\boxed{}."
    math = Problem("m1", "Find $x$ if $2x = 4$.", "2", None, "math", metadata={"source": "math500"})
    t = question_text(math)
    assert t.startswith("Find $x$ if $2x = 4$.\n\n") and "<think></think>" in t and "\\boxed{}" in t
    code = Problem("c1", "Read n and print n+1.", None, {"inputs": ["1\n"], "outputs": ["2\n"]}, "code")
    assert "standard input" in question_text(code) and "```python" in question_text(code)
    stub = "def f(x):\n    \"\"\"Return x + 1.\"\"\"\n"
    he = Problem("HumanEval/x", stub, None, {"prompt": stub, "test": "", "entry_point": "f"}, "code")
    assert question_text(he).endswith("```python\n" + stub.rstrip() + "\n```")
    with pytest.raises(DataError, match="domain"):
        question_text(Problem("x", "q", "1", None, "chemistry"))


def test_build_prompt_ids_is_the_chatml_prompt(byte_tok):
    ids = build_prompt_ids(byte_tok, "What is 2 + 3?")
    assert byte_tok.decode(ids) == "<|im_start|>user\nWhat is 2 + 3?<|im_end|>\n<|im_start|>assistant\n"
    assert ids[0] == byte_tok.convert_tokens_to_ids("<|im_start|>")
    assert ids.count(byte_tok.convert_tokens_to_ids("<|im_end|>")) == 1
    assert all(isinstance(i, int) for i in ids)
    # the default synthetic prompt stays short for tiny models
    syn = build_prompt_ids(byte_tok, question_text(make_problem([47, 8], ["+"], "t")))
    assert len(syn) < 80


def test_chat_template_override_and_missing_template(byte_tok, tmp_path):
    tpl = "{% for m in messages %}[{{ m['role'] }}] {{ m['content'] }}\n{% endfor %}{% if add_generation_prompt %}>{% endif %}"
    assert byte_tok.decode(build_prompt_ids(byte_tok, "hi", chat_template=tpl)) == "[user] hi\n>"
    f = tmp_path / "t.jinja"
    f.write_text(tpl)
    assert byte_tok.decode(build_prompt_ids(byte_tok, "hi", chat_template=str(f))) == "[user] hi\n>"
    saved = byte_tok.chat_template
    byte_tok.chat_template = None
    try:
        with pytest.raises(DataError, match="no chat template"):
            build_prompt_ids(byte_tok, "hi")
    finally:
        byte_tok.chat_template = saved


def test_stop_token_ids(byte_tok, tok_cache):
    assert stop_token_ids(byte_tok) == [258, 256]  # <|im_end|> (eos), <|endoftext|>
    bpe = load_tokenizer("builtin:bpe", cache_dir=str(tok_cache))
    ids = stop_token_ids(bpe)
    assert ids[0] == bpe.eos_token_id and set(bpe.convert_ids_to_tokens(ids)) == {"<|im_end|>", "<|endoftext|>"}
