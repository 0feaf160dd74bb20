"""The trainer hook with the default plug-ins recomputes exactly the advantages the trainer
computed before plug-ins existed (random verdicts, both streams, filtered responses), and
hands per-token advantages to the responses. The trainer is a stand-in holding only what
the hook reads (config, step, rivals' names); everything else is the real code."""
import random
import sys
import textwrap
from types import SimpleNamespace

import pytest
import torch

from agon_mcore.agon.streams import assemble_streams
from agon_mcore.algorithms import apply_step_plugins
from agon_mcore.config import load_config
from agon_mcore.train.rollouts import Response, Scored, StepRollouts


def _rollouts(G, N, seed):
    rng = random.Random(seed)
    def mk():
        return Scored(Response("A", [1, 2], [rng.randrange(5, 50) for _ in range(rng.randint(1, 6))], [], "t", "stop",
                                     0), float(rng.random() < 0.5), "ok", float(rng.random() < 0.7))
    ro = StepRollouts(0, "A", "B", [f"p{g}" for g in range(G)])
    ro.drafts = [[mk() for _ in range(N)] for _ in range(G)]
    ro.challenges = [[mk() for _ in range(N)] for _ in range(G)]
    return ro


def _trainer(*over):
    cfg = load_config([], list(over))
    rival = SimpleNamespace(policy=None, tokenizer=None, prompt_ids=None)
    return SimpleNamespace(cfg=cfg, step_idx=3, rivals={"A": rival, "B": rival})


def _assemble(ro, mode, adv, keep=None):
    def nest(groups, f):
        return [[f(s) for s in row] for row in groups]
    return assemble_streams(
        nest(ro.drafts, lambda s: s.correct), nest(ro.drafts, lambda s: s.fmt), mode="adv", lam=0.5,
        challenge_correct=nest(ro.challenges, lambda s: s.correct), challenge_phi=nest(ro.challenges, lambda s: s.fmt),
        advantage=adv, impl="torch", draft_keep=keep, challenge_keep=keep)


@pytest.mark.parametrize("adv", ["grpo", "mean_only", "rloo"])
@pytest.mark.parametrize("filtered", [False, True])
def test_default_plugins_leave_the_advantages_unchanged(adv, filtered):
    for seed in range(5):
        ro = _rollouts(G=4, N=5, seed=seed)
        keep = [[(i + g + seed) % 4 != 0 for i in range(5)] for g in range(4)] if filtered else None
        st = _assemble(ro, "adv", adv, keep)
        before = (st.drafter.advantages.clone(), st.challenger.advantages.clone(), st.drafter.rewards.total.clone())
        st = apply_step_plugins(_trainer(f"algorithm.advantage={adv}"), st, ro, [], "A", "B", {})
        assert torch.equal(st.drafter.advantages, before[0]) and torch.equal(st.challenger.advantages, before[1])
        assert torch.equal(st.drafter.rewards.total, before[2])
        assert all(s.token_advantages is None for row in ro.drafts for s in row)


def test_token_level_user_plugin_reaches_the_responses(tmp_path, monkeypatch):
    (tmp_path / "tok_plug.py").write_text(textwrap.dedent("""
        import torch
        def ramp(rewards, group_index, ctx):
            return [torch.linspace(0, 1, n) * r for n, r in zip(ctx.response_lengths, rewards.tolist())]
    """))
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("tok_plug", None)
    ro = _rollouts(G=2, N=3, seed=1)
    st = _assemble(ro, "adv", "grpo")
    st = apply_step_plugins(_trainer("algorithm.advantage=tok_plug:ramp"), st, ro, [], "A", "B", {})
    for groups, stream in ((ro.drafts, st.drafter), (ro.challenges, st.challenger)):
        flat = [s for row in groups for s in row]
        for k, s in enumerate(flat):
            n = len(s.response.output_ids)
            exp = torch.linspace(0, 1, n) * float(stream.rewards.total[k])
            assert s.token_advantages == pytest.approx(exp.tolist())
            assert float(stream.advantages[k]) == pytest.approx(float(exp.mean()))
