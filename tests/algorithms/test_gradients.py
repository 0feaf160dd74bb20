"""GRAIL saliency weights and GAR gradient vectors on a tiny real megatron policy, against
autograd references that run the whole model, and the two methods' mappings on hand values."""
import math

import pytest
import torch

from agon_mcore.algorithms.gar import gar_bonus
from agon_mcore.algorithms.grail import answer_span, saliency_weights, weight_stats
from agon_mcore.algorithms.lm_grad import (
    embedding_saliency,
    gpt_model,
    grad_activation_vector,
    lm_head_inputs,
    output_weight,
)
from agon_mcore.config import AgonConfig, ModelConfig

pytestmark = pytest.mark.usefixtures("megatron_world")

VOCAB = 261
PROMPT = [5, 17, 99, 3, 42, 7]
RESP = [[11, 12, 13, 14, 15, 16, 2], [200, 19, 18, 15, 4, 2], [60, 61, 62, 63, 64]]


@pytest.fixture(scope="module")
def policy(megatron_world):
    from agon_mcore.policy import Policy

    cfg = AgonConfig()
    for tie in (False,):  # untied: the output projection is its own weight
        cfg.model = ModelConfig(hidden_size=32, num_layers=2, num_attention_heads=4, num_kv_heads=2, head_dim=8,
                                ffn_hidden_size=64, vocab_size=VOCAB, tie_word_embeddings=tie)
    cfg.parallel.micro_batch_tokens = 128
    return Policy("A", cfg.model, VOCAB, cfg, seed=5)


def _full(policy, ids):
    model = gpt_model(policy)
    tok = torch.tensor([ids])
    return model, model(tok, torch.arange(len(ids)).unsqueeze(0), None)


def _reference_gar_vector(policy, prompt, resp):
    """Full backprop: the loss from the model's own logits, gradient at the output layer's input."""
    model = gpt_model(policy)
    got = []
    h = model.output_layer.register_forward_pre_hook(lambda m, a: got.append(a[0]))
    with torch.enable_grad(), policy.rl_forward():
        _, logits = _full(policy, prompt + resp[:-1])
        h.remove()
        hid = got[0]
        p = len(prompt)
        lg = logits[0, p - 1: p - 1 + len(resp), :VOCAB]
        loss = torch.nn.functional.cross_entropy(lg.float(), torch.tensor(resp))
        (g,) = torch.autograd.grad(loss, hid)
    s = (g[p - 1: p - 1 + len(resp), 0] * hid.detach()[p - 1: p - 1 + len(resp), 0]).mean(0)
    return s / s.norm()


def test_gar_cosine_equals_the_full_backprop_cosine(policy):
    W = output_weight(gpt_model(policy))
    ours = [grad_activation_vector(lm_head_inputs(policy, PROMPT, r), r, W, VOCAB) for r in RESP]
    ref = [_reference_gar_vector(policy, PROMPT, r) for r in RESP]
    for v, w in zip(ours, ref):
        assert float(v.norm()) == pytest.approx(1.0, abs=1e-5)
        assert torch.allclose(v, w, atol=1e-5)
    for i in range(3):
        for j in range(3):
            assert float(ours[i] @ ours[j]) == pytest.approx(float(ref[i] @ ref[j]), abs=1e-5)
    assert abs(float(ours[0] @ ours[1])) < 0.999  # different responses, different directions
    # no parameter gradient was touched
    assert all(p.grad is None or float(p.grad.abs().sum()) == 0 for p in gpt_model(policy).parameters())


def test_gar_span_keeps_the_last_tokens(policy):
    W = output_weight(gpt_model(policy))
    r = RESP[0]
    h = lm_head_inputs(policy, PROMPT, r)
    full = grad_activation_vector(h[-3:], r[-3:], W, VOCAB)
    cut = grad_activation_vector(h, r, W, VOCAB, max_tokens=3)
    assert torch.allclose(full, cut, atol=1e-6)


def test_gar_bonus_hand_values():
    cos = torch.tensor([0.2, 0.5, 0.9, 0.7, 0.4, -0.3, 0.1])
    correct = torch.tensor([1.0, 1.0, 1.0, 0.0, 1.0, 1.0, 0.0])
    gi = torch.tensor([0, 0, 0, 0, 1, 2, 2])
    b = gar_bonus(cos, correct, gi, beta=0.5)
    # group 0: centre over the 3 correct = 0.5333; only 0.9 is above: 0.5 * 0.3667; the wrong one gets 0
    # group 1: one correct -> centre 0 -> 0.5 * 0.4; group 2: one correct, cosine < 0 -> 0
    assert b.tolist() == pytest.approx([0.0, 0.0, 0.5 * (0.9 - 1.6 / 3), 0.0, 0.2, 0.0, 0.0], abs=1e-6)


def _reference_saliency(policy, prompt, resp, span):
    """dL/de by a zero perturbation added to the embedding output (autograd), times e."""
    model = gpt_model(policy)
    full = prompt + resp
    delta = torch.zeros(len(full), 1, 32, requires_grad=True)
    keep = []

    def hook(m, a, out):
        keep.append(out.detach())
        return out + delta

    hk = model.embedding.register_forward_hook(hook)
    with torch.enable_grad(), policy.rl_forward():
        _, logits = _full(policy, full)
    hk.remove()
    p = len(prompt)
    a0, a1 = span
    lp = torch.log_softmax(logits[0, :, :VOCAB].float(), -1)
    nll = -torch.stack([lp[p - 1 + t, full[p + t]] for t in range(a0, a1)]).mean()
    nll.backward()
    return (delta.grad[:, 0] * keep[0][:, 0]).sum(-1).abs()[p:]


def _hand_weights(s, sigma=0.5, lo=0.5, hi=5.0):
    ls = [math.log(max(x, max(s) * 1e-12)) for x in s]
    mu = sum(ls) / len(ls)
    sd = math.sqrt(sum((x - mu) ** 2 for x in ls) / len(ls))
    w = [min(hi, max(lo, 1 + sigma * (x - mu) / sd)) for x in ls]
    m = sum(w) / len(w)
    return [x / m for x in w]


def test_grail_weights_equal_the_autograd_reference(policy):
    for r, span in zip(RESP, [(4, 6), (0, 5), (2, 5)]):
        ours = saliency_weights(embedding_saliency(policy, PROMPT, r, span))
        ref_s = _reference_saliency(policy, PROMPT, r, span)
        assert torch.allclose(embedding_saliency(policy, PROMPT, r, span), ref_s, rtol=1e-4, atol=1e-9)
        assert ours.tolist() == pytest.approx(_hand_weights(ref_s.tolist()), abs=1e-4)
        assert float(ours.mean()) == pytest.approx(1.0, abs=1e-6)


def test_saliency_mapping_hand_values():
    e = math.e
    w = saliency_weights(torch.tensor([1.0, e, e ** 2, e ** 3]))
    # log = 0,1,2,3: mean 1.5, std sqrt(1.25); 1 + 0.5 z = .329 (clipped to .5), .776, 1.224, 1.671; / mean 1.0428
    assert w.tolist() == pytest.approx([0.4795, 0.7444, 1.1735, 1.6026], abs=1e-3)
    assert saliency_weights(torch.tensor([2.0, 2.0, 2.0])).tolist() == [1.0, 1.0, 1.0]
    st = weight_stats([w, torch.ones(5)])
    assert st["grail/weight_max"] == pytest.approx(1.6026, abs=1e-3)
    assert 0 < st["grail/weight_entropy"] < 1


def test_answer_span_finds_the_extracted_answer():
    from agon_mcore.data.tokenizer import load_tokenizer

    tok = load_tokenizer("builtin:byte")
    text = "3 + 4 = 7, so \\boxed{7}"
    ids = tok.encode(text, add_special_tokens=False)
    a, b = answer_span(tok, ids + [tok.eos_token_id], text, "7", fallback=4)
    assert tok.decode(ids[a:b]) == "7" and a == len(text) - 2
    assert answer_span(tok, ids + [tok.eos_token_id], text, "99", fallback=4) == (len(ids) - 4, len(ids))
