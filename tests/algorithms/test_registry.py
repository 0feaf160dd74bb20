"""The plug-in registry: resolution by name and dotted path, and the errors for each kind of
bad plug-in (bad path, wrong signature, wrong shape/dtype, NaN), each naming the plug-in."""
import sys
import textwrap

import pytest
import torch

from agon_mcore.algorithms import PluginError, register_advantage, registered, resolve
from agon_mcore.algorithms.registry import group_index_of, offsets_of


@pytest.fixture
def user_module(tmp_path, monkeypatch):
    """Write a module of user plug-ins (good and bad) and put it on sys.path."""
    def make(name, source):
        (tmp_path / f"{name}.py").write_text(textwrap.dedent(source))
        monkeypatch.syspath_prepend(str(tmp_path))
        sys.modules.pop(name, None)
        return name
    return make


def test_builtins_are_registered_like_user_plugins():
    assert {"grpo", "mean_only", "rloo", "reasoning_arena", "grail", "cliff", "opd_then_rl",
            "ib_rl"} <= set(registered("advantage"))
    assert "gar" in registered("reward_term")
    p = resolve("advantage", "grpo")
    assert p.builtin and p.name == "grpo"


def test_grpo_builtin_matches_hand_values():
    r = torch.tensor([1.0, 0.0, 3.0, 3.0, 2.0], dtype=torch.float32)
    gi = torch.tensor([0, 0, 1, 1, 1])
    adv = resolve("advantage", "grpo")(r, gi)
    # sample std (n - 1): group 0: mean .5, std sqrt(.5); group 1: mean 8/3, std sqrt(1/3)
    s0, s1 = 0.5 ** 0.5, (1 / 3) ** 0.5
    exp = torch.tensor([0.5 / s0, -0.5 / s0, (1 / 3) / s1, (1 / 3) / s1, (-2 / 3) / s1])
    assert torch.allclose(adv, exp, atol=1e-4)


def test_dotted_path_two_argument_form(user_module):
    mod = user_module("plug_ok", """
        import torch
        def adv(rewards, group_index):
            return rewards * 2.0
    """)
    p = resolve("advantage", f"{mod}:adv")
    assert not p.wants_ctx
    out = p(torch.tensor([1.0, 2.0]), torch.tensor([0, 0]))
    assert out.tolist() == [2.0, 4.0]


@pytest.mark.parametrize("spec, words", [
    ("no_such_module_xyz:fn", "cannot import module 'no_such_module_xyz'"),
    ("agon_mcore.algorithms.registry:not_there", "has no attribute 'not_there'"),
    ("agon_mcore.algorithms.registry:KINDS", "not a function"),
    (":fn", "both parts non-empty"),
    ("nonexistent_name", "no advantage plug-in named 'nonexistent_name'"),
])
def test_bad_paths_are_named(spec, words):
    with pytest.raises(PluginError, match=words.replace("(", r"\(").replace(")", r"\)")) as e:
        resolve("advantage", spec)
    assert spec in str(e.value) or spec.lstrip(":") in str(e.value)


@pytest.mark.parametrize("src", [
    "def f(rewards):\n    return rewards\n",
    "def f():\n    return 0\n",
    "def f(a, b, c, d):\n    return a\n",
    "def f(a, b, *, scale):\n    return a\n",
])
def test_wrong_signatures_are_refused_at_resolution(user_module, src):
    mod = user_module("plug_sig", src)
    with pytest.raises(PluginError, match=f"'{mod}:f' has signature"):
        resolve("advantage", f"{mod}:f")


@pytest.mark.parametrize("body, words", [
    ("return rewards[:-1]", r"returned shape \(2,\); expected \(3,\)"),
    ("return rewards.reshape(3, 1)", r"returned shape \(3, 1\)"),
    ("return group_index", "returned dtype torch.int64"),
    ("return rewards.tolist()", r"returned float\[0\]; return a torch.Tensor"),
    ("return 1.0", "returned float"),
    ("return rewards / 0.0 * 0.0", "non-finite value nan at index 0"),
    ("return torch.tensor([0.0, float('inf'), 1.0])", "non-finite value inf at index 1"),
])
def test_bad_outputs_are_named(user_module, body, words):
    mod = user_module("plug_out", f"import torch\ndef f(rewards, group_index):\n    {body}\n")
    p = resolve("advantage", f"{mod}:f")
    with pytest.raises(PluginError, match=words) as e:
        p(torch.tensor([1.0, 0.0, 1.0]), torch.tensor([0, 0, 0]))
    assert f"'{mod}:f'" in str(e.value)


def test_a_type_error_inside_the_plugin_is_not_hidden(user_module):
    mod = user_module("plug_inner", "def f(rewards, group_index):\n    return len(5)\n")
    with pytest.raises(TypeError, match="has no len"):
        resolve("advantage", f"{mod}:f")(torch.ones(2), torch.zeros(2, dtype=torch.long))


def test_registering_a_taken_name_is_refused():
    with pytest.raises(PluginError, match="already registered"):
        register_advantage("grpo")(lambda r, g: r)


def test_group_index_helpers():
    gi = group_index_of([2, 1, 3])
    assert gi.tolist() == [0, 0, 1, 2, 2, 2]
    assert offsets_of(gi).tolist() == [0, 2, 3, 6]
    with pytest.raises(PluginError, match="contiguous"):
        offsets_of(torch.tensor([0, 1, 0]))
