"""Shared pieces of the eval tests: the two builtin tokenizers and the real verifier."""
import pytest


@pytest.fixture(scope="session")
def rival_tokenizers():
    """A reads bytes, B a small BPE: two different vocabularies, so a token id handed across
    rivals would decode to garbage and the scripted engine would fail on it."""
    tok = pytest.importorskip("agon_mcore.data.tokenizer", reason="agon_mcore.data.tokenizer not built yet")
    return {"A": tok.load_tokenizer("builtin:byte"), "B": tok.load_tokenizer("builtin:bpe")}


@pytest.fixture(scope="session")
def verifier():
    """The project's real verifier (math-verify in a process pool), one per session."""
    try:
        from agon_mcore.verify import Verifier
    except ImportError as e:  # the verify package is another part; skip until it exists
        pytest.skip(f"agon_mcore.verify.Verifier not available yet ({e})")
    v = Verifier()
    yield v
    close = getattr(v, "close", None)
    if close is not None:
        close()
