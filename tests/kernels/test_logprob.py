"""agon_kernels.logprob, torch reference path: fp64 agreement, gradients, robustness, determinism."""
from __future__ import annotations

import math

import agon_kernels.logprob as K
import pytest
import torch
from agon_kernels.logprob import linear_token_logprobs, token_logprobs
from agon_kernels.policy_loss import ppo_clip_loss
from kernel_refs import ref_logprobs
from torch.autograd.gradcheck import GradcheckError


def _gen(seed=0):
    return torch.Generator().manual_seed(seed)


def _problem(T=64, H=48, V=1100, seed=0, scale=1.0):
    g = _gen(seed)
    h = torch.randn(T, H, generator=g, dtype=torch.float64)
    w = torch.randn(V, H, generator=g, dtype=torch.float64) * (scale / math.sqrt(H))
    y = torch.randint(0, V, (T,), generator=g)
    return h, w, y


# ------------------------------------------------------------------------------------------
# agreement with fp64 (fp32 compute: forward within 1e-5, gradients within 5e-4)
# ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("temperature", [0.6, 1.0, 1.5])
@pytest.mark.parametrize("num_valid", [None, 1000])
def test_token_logprobs_matches_fp64_reference(temperature, num_valid):
    _check_token_logprobs_vs_fp64(temperature, num_valid)


def _check_token_logprobs_vs_fp64(temperature, num_valid):
    h, w, y = _problem(scale=4.0)
    logits64 = (h @ w.T).requires_grad_()
    if num_valid is not None:
        y = y % num_valid
        with torch.no_grad():
            logits64[:, num_valid:] = 60.0  # padded rows with large logits must not leak in
    y[5] = -100
    ref_lp, ref_ent = ref_logprobs(logits64, y, temperature, num_valid)
    up1, up2 = torch.randn(2, y.shape[0], generator=_gen(1), dtype=torch.float64)
    ref_g = torch.autograd.grad((ref_lp * up1).sum() + (ref_ent * up2).sum(), logits64)[0]

    x = logits64.detach().float().requires_grad_()
    lp, ent = token_logprobs(x, y, temperature=temperature, num_valid_vocab=num_valid, return_entropy=True,
                             impl="torch")
    assert lp.dtype == torch.float32 and ent.dtype == torch.float32 and lp.shape == (64,)
    torch.testing.assert_close(lp.double(), ref_lp, atol=1e-5, rtol=0)
    torch.testing.assert_close(ent.double(), ref_ent, atol=1e-5, rtol=0)
    assert lp[5] == 0.0
    g = torch.autograd.grad((lp * up1.float()).sum() + (ent * up2.float()).sum(), x)[0]
    torch.testing.assert_close(g.double(), ref_g, atol=5e-4, rtol=0)
    if num_valid is not None:
        assert torch.all(g[:, num_valid:] == 0)


@pytest.mark.parametrize("temperature", [0.6, 1.0])
def test_linear_token_logprobs_matches_fp64_reference(temperature):
    _check_linear_vs_fp64(temperature)


def _check_linear_vs_fp64(temperature):
    h64, w64, y = _problem(scale=4.0)
    h64.requires_grad_()
    w64.requires_grad_()
    nv = 1000
    y = y % nv
    y[7] = -100
    ref_lp, ref_ent = ref_logprobs(h64 @ w64.T, y, temperature, nv)
    up1, up2 = torch.randn(2, y.shape[0], generator=_gen(2), dtype=torch.float64)
    ref_gh, ref_gw = torch.autograd.grad((ref_lp * up1).sum() + (ref_ent * up2).sum(), [h64, w64])

    h = h64.detach().float().requires_grad_()
    w = w64.detach().float().requires_grad_()
    lp, ent = linear_token_logprobs(h, w, y, temperature=temperature, num_valid_vocab=nv, return_entropy=True,
                                   chunk_size=512, impl="torch")
    torch.testing.assert_close(lp.double(), ref_lp, atol=1e-5, rtol=0)
    torch.testing.assert_close(ent.double(), ref_ent, atol=1e-5, rtol=0)
    gh, gw = torch.autograd.grad((lp * up1.float()).sum() + (ent * up2.float()).sum(), [h, w])
    torch.testing.assert_close(gh.double(), ref_gh, atol=5e-4, rtol=0)
    torch.testing.assert_close(gw.double(), ref_gw, atol=5e-4, rtol=0)
    assert torch.all(gw[nv:] == 0), "padded weight rows must get zero gradient"


def test_bf16_logits_accumulate_in_fp32():
    h, w, y = _problem(T=32, V=700, scale=3.0)
    x = (h @ w.T).to(torch.bfloat16)
    lp = token_logprobs(x, y, impl="torch")
    ref_lp, _ = ref_logprobs(x.double(), y)
    assert lp.dtype == torch.float32
    torch.testing.assert_close(lp.double(), ref_lp, atol=1e-5, rtol=0)
    xb = x.detach().requires_grad_()
    token_logprobs(xb, y, impl="torch").sum().backward()
    assert xb.grad.dtype == torch.bfloat16


# ------------------------------------------------------------------------------------------
# gradcheck (fp64, tiny) and a deliberately broken backward that the suite must catch
# ------------------------------------------------------------------------------------------
def _gradcheck_logits(fast=True):
    g = _gen(3)
    x = torch.randn(3, 530, generator=g, dtype=torch.float64, requires_grad=True)
    y = torch.tensor([3, 519, -100])

    def f(inp):
        return token_logprobs(inp, y, temperature=0.7, num_valid_vocab=520, return_entropy=True, impl="torch")

    return torch.autograd.gradcheck(f, (x,), fast_mode=fast, atol=1e-6, rtol=1e-4)


def _gradcheck_linear(fast=True):
    g = _gen(4)
    h = torch.randn(2, 3, generator=g, dtype=torch.float64, requires_grad=True)
    w = torch.randn(530, 3, generator=g, dtype=torch.float64, requires_grad=True)
    y = torch.tensor([0, 519])

    def f(hh, ww):
        return linear_token_logprobs(hh, ww, y, temperature=1.3, num_valid_vocab=520, return_entropy=True,
                                     chunk_size=256, impl="torch")

    return torch.autograd.gradcheck(f, (h, w), fast_mode=fast, atol=1e-6, rtol=1e-4)


@pytest.mark.slow
def test_gradcheck_token_logprobs_fp64():
    assert _gradcheck_logits(fast=False)


@pytest.mark.slow
def test_gradcheck_linear_token_logprobs_fp64():
    assert _gradcheck_linear(fast=False)


def _broken_no_temperature(z, lse, ez, g_lp, g_ent, tgt_loc, owned, c0, temperature):
    return _REAL_GRAD_Z(z, lse, ez, g_lp, g_ent, tgt_loc, owned, c0, 1.0)


def _broken_entropy_sign(z, lse, ez, g_lp, g_ent, tgt_loc, owned, c0, temperature):
    return _REAL_GRAD_Z(z, lse, ez, g_lp, None if g_ent is None else -g_ent, tgt_loc, owned, c0, temperature)


def _broken_target_column(z, lse, ez, g_lp, g_ent, tgt_loc, owned, c0, temperature):
    return _REAL_GRAD_Z(z, lse, ez, g_lp, g_ent, tgt_loc + 1, owned, c0, temperature)


_REAL_GRAD_Z = K._grad_z


@pytest.mark.slow
@pytest.mark.parametrize("broken", [_broken_no_temperature, _broken_entropy_sign, _broken_target_column])
def test_broken_backward_is_caught(monkeypatch, broken):
    """Each wrong backward must fail the fp64-reference tests and gradcheck above."""
    monkeypatch.setattr(K, "_grad_z", broken)
    with pytest.raises(AssertionError):
        _check_token_logprobs_vs_fp64(0.6, 1000)
    with pytest.raises(AssertionError):
        _check_linear_vs_fp64(0.6)
    with pytest.raises(GradcheckError):
        _gradcheck_logits(fast=True)


# ------------------------------------------------------------------------------------------
# robustness matrix: Qwen-size vocabularies, odd sizes, peaked rows, padding, ignored rows
# ------------------------------------------------------------------------------------------
_BIG = [(V, T) for V in (151936, 151669, 32003, 1000) for T in (1, 127, 1937)]


def _matrix_params():
    out = []
    for V, T in _BIG:
        for temp in (0.6, 1.0, 1.5):
            # the T=1937 x V>=151669 cases take seconds each: one stays in the fast suite
            big = T == 1937 and V >= 151669
            marks = [pytest.mark.slow] if big and (V, temp) != (151936, 1.0) else []
            out.append(pytest.param(V, T, temp, marks=marks, id=f"V{V}-T{T}-t{temp}"))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("V,T,temperature", _matrix_params())
def test_robustness_matrix(V, T, temperature):
    torch.manual_seed(V + T)
    H = 64
    # V = 151936 is Qwen3's padded vocabulary: its real size is 151669.
    nv = 151669 if V == 151936 else V
    w = torch.randn(V, H) / math.sqrt(H)
    w[nv:] = 5.0  # padded rows would dominate the softmax if they leaked in
    h = torch.randn(T, H)
    y = torch.randint(0, nv, (T,))
    # peaked rows: hidden aligned with the target's embedding (target logit ~ 60 / temperature)
    peaked = torch.arange(0, T, 3)
    h[peaked] = w[y[peaked]] * (60.0 / w[y[peaked]].norm(dim=1, keepdim=True) ** 2)
    ignored = torch.arange(1, T, 5)
    y[ignored] = -100
    lp, ent = linear_token_logprobs(h, w, y, temperature=temperature, num_valid_vocab=nv, return_entropy=True,
                                    impl="torch")
    assert torch.isfinite(lp).all() and torch.isfinite(ent).all()
    assert (lp <= 0).all()
    assert (ent >= -1e-6).all() and (ent <= math.log(nv) + 1e-4).all()
    assert (lp[ignored] == 0).all()
    rows = torch.unique(torch.cat([peaked[:4], torch.tensor([0, T // 2, T - 1])]))
    ref_lp, ref_ent = ref_logprobs(h[rows].double() @ w.double().T, y[rows], temperature, nv)
    torch.testing.assert_close(lp[rows].double(), ref_lp, atol=1e-5, rtol=0)
    torch.testing.assert_close(ent[rows].double(), ref_ent, atol=1e-5, rtol=0)
    top = ref_lp[(y[rows] >= 0) & torch.isin(rows, peaked)].exp()
    assert top.numel() == 0 or top.min() >= 0.999, "peaked rows must really be peaked"
    if T * V <= 64_000_000:
        lp2, ent2 = token_logprobs(h @ w.T, y, temperature=temperature, num_valid_vocab=nv, return_entropy=True,
                                   impl="torch")
        torch.testing.assert_close(lp2, lp, atol=2e-6, rtol=0)
        torch.testing.assert_close(ent2, ent, atol=2e-6, rtol=0)


@pytest.mark.slow
@pytest.mark.parametrize("V", [151936, 32003])
def test_robustness_gradients_on_sampled_rows(V):
    torch.manual_seed(V)
    T, H = 127, 32
    nv = 151669 if V == 151936 else V
    w = (torch.randn(V, H) / math.sqrt(H)).requires_grad_()
    with torch.no_grad():
        w[nv:] = 5.0
    h = torch.randn(T, H)
    y = torch.randint(0, nv, (T,))
    h[::4] = w.detach()[y[::4]] * (40.0 / w.detach()[y[::4]].norm(dim=1, keepdim=True) ** 2)
    h.requires_grad_()
    rows = torch.tensor([0, 4, 63, 126])
    up = torch.zeros(T)
    up[rows] = torch.tensor([1.0, -0.5, 2.0, 0.7])
    lp, ent = linear_token_logprobs(h, w, y, temperature=1.5, num_valid_vocab=nv, return_entropy=True, impl="torch")
    gh, gw = torch.autograd.grad((lp * up).sum() + (ent * up).sum(), [h, w])
    h64 = h.detach()[rows].double().requires_grad_()
    w64 = w.detach().double().requires_grad_()
    rl, re = ref_logprobs(h64 @ w64.T, y[rows], 1.5, nv)
    rgh, rgw = torch.autograd.grad((rl * up[rows].double()).sum() + (re * up[rows].double()).sum(), [h64, w64])
    torch.testing.assert_close(gh[rows].double(), rgh, atol=5e-4, rtol=0)
    torch.testing.assert_close(gw.double(), rgw, atol=5e-4, rtol=0)
    assert torch.count_nonzero(gh[torch.tensor([1, 2, 3])]) == 0


# ------------------------------------------------------------------------------------------
# determinism and the policy-vs-itself ratio
# ------------------------------------------------------------------------------------------
def test_bitwise_repeatable_and_chunk_size_independent():
    h, w, y = _problem(T=96, H=40, V=5003, scale=3.0)
    h, w = h.float(), w.float()
    outs = [linear_token_logprobs(h, w, y, return_entropy=True, temperature=0.8, chunk_size=c, impl="torch")
            for c in (512, 1000, 2048, 5003, None)]
    for lp, ent in outs[1:]:
        assert torch.equal(lp, outs[0][0]) and torch.equal(ent, outs[0][1])
    again = linear_token_logprobs(h, w, y, return_entropy=True, temperature=0.8, chunk_size=512, impl="torch")
    assert torch.equal(again[0], outs[0][0])
    # row chunking of the logits path does not change a row's result either
    x = h @ w.T
    a = token_logprobs(x, y, impl="torch")
    old = K.CHUNK_ELEMS
    try:
        K.CHUNK_ELEMS = 7 * 5003
        b = token_logprobs(x, y, impl="torch")
    finally:
        K.CHUNK_ELEMS = old
    assert torch.equal(a, b)


def test_bitwise_repeatable_gradients():
    h, w, y = _problem(T=50, H=24, V=3000)
    h, w = h.float().requires_grad_(), w.float().requires_grad_()
    grads = []
    for _ in range(2):
        lp = linear_token_logprobs(h, w, y, chunk_size=1024, impl="torch")
        grads.append(torch.autograd.grad(lp.sum(), [h, w]))
    assert torch.equal(grads[0][0], grads[1][0]) and torch.equal(grads[0][1], grads[1][1])


def test_policy_ratio_to_itself_is_exactly_one():
    h, w, y = _problem(T=80, H=32, V=4000, scale=2.0)
    h, w = h.float().requires_grad_(), w.float()
    old = linear_token_logprobs(h.detach(), w, y, chunk_size=4096, impl="torch")  # rollout-time recomputation
    new = linear_token_logprobs(h, w, y, chunk_size=512, impl="torch")  # train-time, other chunking
    loss, m = ppo_clip_loss(new, old, torch.randn(80), torch.ones(80), eps_low=0.2, eps_high=0.2, impl="torch")
    assert m["ratio_mean"] == 1.0 and m["ratio_max"] == 1.0 and m["ratio_min"] == 1.0 and m["clip_frac"] == 0.0


# ------------------------------------------------------------------------------------------
# memory contract, edge cases and errors
# ------------------------------------------------------------------------------------------
def test_nothing_of_size_T_by_V_is_saved_for_backward():
    T, H, V = 64, 16, 4096
    h = torch.randn(T, H, requires_grad=True)
    w = torch.randn(V, H, requires_grad=True)
    lp, ent = linear_token_logprobs(h, w, torch.randint(0, V, (T,)), return_entropy=True, chunk_size=512,
                                    impl="torch")
    saved = lp.grad_fn.saved_tensors
    assert max(t.numel() for t in saved) == V * H  # the weight itself, nothing T x V
    assert all(t.numel() < T * V for t in saved if t.shape != w.shape)


def test_empty_batch_and_single_shard_padding_only_rejected():
    x = torch.randn(0, 10, requires_grad=True)
    out = token_logprobs(x, torch.zeros(0, dtype=torch.long), impl="torch")
    assert out.shape == (0,)
    with pytest.raises(ValueError, match="no valid column"):
        token_logprobs(torch.randn(2, 10), torch.zeros(2, dtype=torch.long), vocab_start=10, num_valid_vocab=5)


@pytest.mark.parametrize(
    "kwargs,match",
    [
        (dict(temperature=0.0), "temperature"),
        (dict(temperature=float("nan")), "temperature"),
        (dict(num_valid_vocab=0), "num_valid_vocab"),
        (dict(impl="cuda"), "impl"),
        (dict(vocab_start=-1), "vocab_start"),
    ],
)
def test_bad_arguments_raise_clear_errors(kwargs, match):
    with pytest.raises(ValueError, match=match):
        token_logprobs(torch.randn(3, 10), torch.tensor([1, 2, 3]), **kwargs)


def test_bad_targets_and_shapes_raise():
    with pytest.raises(ValueError, match="target id 10 >= vocabulary size 10"):
        token_logprobs(torch.randn(2, 10), torch.tensor([1, 10]))
    with pytest.raises(ValueError, match="target id 7 >= vocabulary size 6"):
        token_logprobs(torch.randn(2, 10), torch.tensor([1, 7]), num_valid_vocab=6)
    with pytest.raises(ValueError, match=r"targets must be \[T\]=2"):
        token_logprobs(torch.randn(2, 10), torch.tensor([1, 2, 3]))
    with pytest.raises(ValueError, match="int64/int32"):
        token_logprobs(torch.randn(2, 10), torch.tensor([1.0, 2.0]))
    with pytest.raises(ValueError, match="not transposed"):
        linear_token_logprobs(torch.randn(2, 8), torch.randn(8, 10), torch.tensor([1, 2]))


def test_triton_on_cpu_without_interpreter_falls_back_to_torch(monkeypatch):
    # (was a RuntimeError: train.kernels=triton crashed at step 1; see tests/kernels/test_dispatch.py)
    from agon_kernels import _dispatch
    from agon_kernels._dispatch import resolve_impl

    monkeypatch.setenv("TRITON_INTERPRET", "0")
    monkeypatch.setattr(_dispatch, "_warned", set())
    with pytest.warns(RuntimeWarning, match="running the torch reference"):
        assert resolve_impl("triton", torch.randn(2), "token_logprobs") == "torch"
    assert resolve_impl("auto", torch.randn(2), "token_logprobs") == "torch"


def _masked_reference_grad(row: list, target: int, temperature: float, w_ent: float):
    """Gradient of ``logp + w_ent * entropy`` w.r.t. the finite logits only (masked logits
    have probability 0 and therefore gradient 0), computed in fp64 by autograd."""
    x = torch.tensor(row, dtype=torch.float64)
    keep = torch.isfinite(x)
    z = x[keep].clone().requires_grad_()
    lp_all = torch.log_softmax(z / temperature, -1)
    tgt = int(keep[:target].sum())
    ent = -(lp_all.exp() * lp_all).sum()
    (g,) = torch.autograd.grad(lp_all[tgt] + w_ent * ent, z)
    full = torch.zeros_like(x)
    full[keep] = g
    return full


@pytest.mark.parametrize("row,target,temperature", [
    ([1.0, -math.inf, 0.5], 0, 1.0),                          # the reported logits, verbatim
    ([-math.inf, 2.0, -math.inf, -math.inf, 0.3, 1.1], 4, 0.7),  # top-k style mask, T != 1
    ([0.2] * 5 + [-math.inf] * 300 + [3.0], 305, 1.3),        # most of a row masked, blocks of -inf
])
@pytest.mark.parametrize("w_ent", [0.0, 0.01])
def test_entropy_with_masked_logits_keeps_gradients_finite(row, target, temperature, w_ent):
    x = torch.tensor([row], requires_grad=True)
    lp, ent = token_logprobs(x, torch.tensor([target]), temperature=temperature, return_entropy=True)
    assert torch.isfinite(lp).all() and torch.isfinite(ent).all()
    (lp.sum() + w_ent * ent.sum()).backward()
    assert torch.isfinite(x.grad).all()
    ref = _masked_reference_grad(row, target, temperature, w_ent)
    assert torch.allclose(x.grad[0].double(), ref, atol=1e-6)
