"""Advantage estimators and reward terms as plug-ins (docs/plugins.md).

``algorithm.advantage`` names one advantage estimator and ``algorithm.reward_terms`` a list
of reward terms, each a registered name or a dotted path ``my_module:my_fn``. Built in:
``grpo`` / ``mean_only`` / ``rloo`` (the group-relative advantages GRPO and Agon use),
``reasoning_arena`` (judge tournaments on zero-variance groups, Bradley-Terry),
``grail`` (saliency-weighted token advantages) and the reward term ``gar``
(gradient-aligned reward). The trainer calls :func:`apply_step_plugins` once per step.
"""
from __future__ import annotations

from agon_mcore.algorithms.context import PluginContext
from agon_mcore.algorithms.registry import (
    Plugin,
    PluginError,
    register_advantage,
    register_reward_term,
    registered,
    resolve,
)

KERNEL_MODES = ("grpo", "mean_only", "rloo")


def kernel_mode(advantage: str) -> str:
    """The group-advantage kernel mode ``assemble_streams`` computes first: ``advantage``
    itself when it is one of :data:`KERNEL_MODES`, else ``"grpo"`` (the plug-in then
    replaces the advantages, see :func:`apply_step_plugins`)."""
    return advantage if advantage in KERNEL_MODES else "grpo"


def apply_step_plugins(trainer, streams, rollouts, problems, drafter, challenger, times=None):
    """See :func:`agon_mcore.algorithms.hook.apply_step_plugins`."""
    from agon_mcore.algorithms.hook import apply_step_plugins as _apply

    return _apply(trainer, streams, rollouts, problems, drafter, challenger, times)


def plugin_step_metrics(rollouts, times) -> dict:
    """The plug-ins' metrics of a finished step (``rollouts.plugin_metrics``), plus for each
    ``X/seconds`` an ``X/overhead_frac``: those seconds over the whole step's (``times["step"]``)."""
    m = dict(getattr(rollouts, "plugin_metrics", None) or {})
    step = float(times.get("step", 0.0)) if times else 0.0
    for k in [k for k in m if k.endswith("/seconds")]:
        m[k[: -len("seconds")] + "overhead_frac"] = m[k] / step if step > 0 else float("nan")
    return m


def validate_plugins(cfg) -> None:
    """Resolve ``algorithm.advantage`` and ``algorithm.reward_terms`` at config time.

    Raises:
        agon_mcore.config.ConfigError: naming the key, the plug-in and the fix.
    """
    from agon_mcore.algorithms.settings import validate_plugin_settings

    validate_plugin_settings(cfg)


__all__ = ["KERNEL_MODES", "Plugin", "PluginContext", "PluginError", "apply_step_plugins", "kernel_mode", "plugin_step_metrics",
           "register_advantage", "register_reward_term", "registered", "resolve", "validate_plugins"]
