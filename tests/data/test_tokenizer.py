"""Built-in tokenizers: HF folders AutoTokenizer loads, specials as single ids, lossless
byte round trips, a deterministic BPE with its own ids, an atomic cache."""
from __future__ import annotations

import json

import pytest
from transformers import AutoTokenizer

from agon_mcore.data import DataError, load_tokenizer
from agon_mcore.data.tokenizer import build_bpe_tokenizer, builtin_folder

SPECIALS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<think>", "</think>"]
TEXTS = [
    "What is 47 + 8 - 15?",
    "Soit $f(x)=\\frac{\\sqrt{x}}{2}$, où x ∈ ℝ; \\boxed{\\{1,2\\}} \\left(0, \\tfrac12\\right]",
    "日本語のテキスト 😀 — naïve café\t\ttabs\r\nand\x00nul",
]


@pytest.fixture(scope="module")
def byte_tok(tok_cache):
    return load_tokenizer("builtin:byte", cache_dir=str(tok_cache))


@pytest.fixture(scope="module")
def bpe_tok(tok_cache):
    return load_tokenizer("builtin:bpe", cache_dir=str(tok_cache))


def test_byte_tokenizer_ids_are_bytes_and_specials_follow(byte_tok):
    assert len(byte_tok) == 261
    assert byte_tok.encode("A\n", add_special_tokens=False) == [65, 10]
    assert [byte_tok.convert_tokens_to_ids(s) for s in SPECIALS] == [256, 257, 258, 259, 260]
    assert byte_tok.eos_token == "<|im_end|>" and byte_tok.eos_token_id == 258
    assert byte_tok.pad_token == "<|endoftext|>" and byte_tok.pad_token_id == 256


@pytest.mark.parametrize("text", TEXTS)
def test_byte_tokenizer_is_lossless(byte_tok, text):
    ids = byte_tok.encode(text, add_special_tokens=False)
    assert ids == list(text.encode("utf-8"))
    assert byte_tok.decode(ids) == text


@pytest.mark.parametrize("spec", ["builtin:byte", "builtin:bpe"])
def test_specials_are_single_tokens_and_think_survives_skip_special(spec, tok_cache):
    tok = load_tokenizer(spec, cache_dir=str(tok_cache))
    for s in SPECIALS:
        assert len(tok.encode(s, add_special_tokens=False)) == 1, s
    text = "<think>2+2=4.</think>So \\boxed{4}<|im_end|>"
    ids = tok.encode(text, add_special_tokens=False)
    assert tok.decode(ids) == text
    assert tok.decode(ids, skip_special_tokens=True) == "<think>2+2=4.</think>So \\boxed{4}"


@pytest.mark.parametrize("spec", ["builtin:byte", "builtin:bpe"])
def test_saved_folder_loads_with_autotokenizer(spec, tok_cache):
    tok = load_tokenizer(spec, cache_dir=str(tok_cache))
    folder = builtin_folder(spec, tok_cache)
    assert tok.name_or_path == str(folder)
    cfg = json.loads((folder / "tokenizer_config.json").read_text())
    assert cfg["tokenizer_class"] == "PreTrainedTokenizerFast" and "<|im_start|>" in cfg["chat_template"]
    auto = AutoTokenizer.from_pretrained(str(folder))
    for text in TEXTS:
        assert auto.encode(text, add_special_tokens=False) == tok.encode(text, add_special_tokens=False)
    msgs = [{"role": "user", "content": "What is 2 + 3?"}]
    rendered = auto.apply_chat_template(msgs, add_generation_prompt=True, tokenize=False)
    assert rendered == "<|im_start|>user\nWhat is 2 + 3?<|im_end|>\n<|im_start|>assistant\n"
    assert auto.apply_chat_template(msgs, add_generation_prompt=False, tokenize=False) == \
        "<|im_start|>user\nWhat is 2 + 3?<|im_end|>\n"
    # a path spec loads the same folder
    assert load_tokenizer(str(folder)).encode("x+1", add_special_tokens=False) == tok.encode("x+1", add_special_tokens=False)


def test_bpe_vocab_roundtrip_and_ids_differ_from_byte(bpe_tok, byte_tok):
    assert 400 <= len(bpe_tok) <= 1000
    for text in TEXTS:
        assert bpe_tok.decode(bpe_tok.encode(text, add_special_tokens=False)) == text
    q = "What is 47 + 8 - 15? <think>47 + 8 = 55.</think>"
    b, y = bpe_tok.encode(q, add_special_tokens=False), byte_tok.encode(q, add_special_tokens=False)
    assert b != y and len(b) < len(y)  # merges shorten the task text
    # digits are one token each, so numbers keep their digit structure
    assert bpe_tok.convert_ids_to_tokens(bpe_tok.encode("1234", add_special_tokens=False)) == ["1", "2", "3", "4"]
    assert bpe_tok.convert_tokens_to_ids("<|im_end|>") != byte_tok.convert_tokens_to_ids("<|im_end|>")


@pytest.mark.slow
def test_bpe_training_is_deterministic():
    assert build_bpe_tokenizer().to_str() == build_bpe_tokenizer().to_str()


def test_cache_is_reused_and_leaves_no_temp_folders(tmp_path):
    first = builtin_folder("builtin:byte", tmp_path)
    mtime = (first / "tokenizer.json").stat().st_mtime_ns
    assert builtin_folder("builtin:byte", tmp_path) == first
    assert (first / "tokenizer.json").stat().st_mtime_ns == mtime
    assert sorted(p.name for p in tmp_path.iterdir()) == ["byte-v1"]
    # a half-written folder (no tokenizer.json) is rebuilt
    (first / "tokenizer.json").unlink()
    assert (builtin_folder("builtin:byte", tmp_path) / "tokenizer.json").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["byte-v1"]


def test_default_cache_dir_honours_xdg(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    tok = load_tokenizer("builtin:byte")
    assert tok.name_or_path == str(tmp_path / "agon_mcore" / "tokenizers" / "byte-v1")


def test_bad_specs_are_clear_errors(tmp_path):
    with pytest.raises(DataError, match="unknown builtin tokenizer"):
        load_tokenizer("builtin:sentencepiece", cache_dir=str(tmp_path))
    with pytest.raises(DataError, match="cannot load tokenizer"):
        load_tokenizer(str(tmp_path / "no_such_folder"))
