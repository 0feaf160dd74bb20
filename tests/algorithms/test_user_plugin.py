"""A user's own advantage function, copied from docs/plugins.md exactly, selected by dotted
path and trained with for one real step (tiny rivals, local engine, real verifier)."""
import re
import sys
from pathlib import Path

import pytest
import torch

from agon_mcore.algorithms import validate_plugins
from agon_mcore.config import ConfigError, load_config

DOCS = Path(__file__).resolve().parents[2] / "docs" / "plugins.md"
TINY = ["sft.steps=0", "data.batch_size=2", "rollout.sampling.n=3", "rollout.sampling.max_new_tokens=8",
        "eval.num_problems=2", "eval.at_end=false", "logging.progress=false", "logging.tensorboard=false",
        "data.synthetic.num_train=16", "data.synthetic.num_test=4", "train.steps=1"]


def _docs_block(first_line: str) -> str:
    blocks = re.findall(r"```python\n(.*?)```", DOCS.read_text(), flags=re.S)
    hits = [b for b in blocks if b.startswith(first_line)]
    assert len(hits) == 1, f"docs/plugins.md must hold one python block starting with {first_line!r}"
    return hits[0]


@pytest.fixture
def my_adv(tmp_path, monkeypatch):
    (tmp_path / "my_adv.py").write_text(_docs_block("# my_adv.py"))
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("my_adv", None)
    yield
    sys.modules.pop("my_adv", None)


def test_docs_function_computes_group_centred_rewards(my_adv):
    import my_adv as m

    r = torch.tensor([1.0, 3.0, 0.0, 0.0, 3.0])
    out = m.centered(r, torch.tensor([0, 0, 1, 1, 1]))
    assert out.tolist() == pytest.approx([-1.0, 1.0, -1.0, -1.0, 2.0])


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["grpo", "adv"])
def test_docs_function_trains_by_dotted_path(my_adv, tmp_path, mode):
    from agon_mcore.train.trainer import AgonTrainer

    cfg = load_config([], TINY + [f"algorithm.mode={mode}", "algorithm.advantage=my_adv:centered",
                                  f"train.run_dir={tmp_path / 'run'}"])
    tr = AgonTrainer(cfg)
    try:
        m = tr.step()
        ro = tr._last_rollouts
    finally:
        tr.close()
    streams = [ro.drafts] + ([ro.challenges] if mode != "grpo" else [])
    for groups in streams:
        for row in groups:
            rew = [s.reward for s in row]
            mean = sum(rew) / len(rew)
            assert [s.advantage for s in row] == pytest.approx([x - mean for x in rew], abs=1e-6)
    assert m["step"] == 0


def test_bad_user_plugin_is_refused_when_the_config_loads(my_adv):
    with pytest.raises(ConfigError, match="'my_adv:nope'.*has no attribute"):
        validate_plugins(load_config([], ["algorithm.advantage=my_adv:nope"]))
    with pytest.raises(ConfigError, match="no reward_term plug-in named 'centred'"):
        validate_plugins(load_config([], ["algorithm.reward_terms=[centred]"]))
