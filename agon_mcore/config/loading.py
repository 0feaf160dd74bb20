"""Loading a run configuration: defaults -> YAML file(s) -> ``key=value`` overrides, then
validation; writing it back as YAML; the configs that come with agon-mcore."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Dict, List, Optional

from omegaconf import MISSING, DictConfig, OmegaConf  # noqa: F401  (MISSING re-exported)
from omegaconf.errors import ConfigKeyError, ValidationError

from agon_mcore.config.schema import AgonConfig, ConfigError, ModelConfig, rival_model
from agon_mcore.config.validation import validate

# ----------------------------------------------------------------------------- loading


def _schema() -> DictConfig:
    return OmegaConf.structured(AgonConfig)


def shipped_config_dirs() -> List[Path]:
    """Folders holding the configs that come with agon-mcore, in search order: the installed
    package's ``agon_mcore/configs/`` (a wheel; setup.py maps the checkout's ``configs/``
    there), then the checkout's ``configs/`` beside the package (editable installs, PYTHONPATH)."""
    here = Path(__file__).resolve().parent.parent  # agon_mcore/
    return [d for d in (here / "configs", here.parent / "configs") if d.is_dir()]


def shipped_configs() -> Dict[str, Path]:
    """``{name: path}`` of the configs that come with agon-mcore (``qwen3_4b_agon`` ->
    ``.../configs/qwen3_4b_agon.yaml``); the first folder of :func:`shipped_config_dirs` wins."""
    out: Dict[str, Path] = {}
    for d in shipped_config_dirs():
        for f in sorted(d.glob("*.yaml")):
            out.setdefault(f.stem, f)
    return out


def resolve_config_path(spec: str) -> Path:
    """The YAML file ``--config spec`` means: an existing path, else a shipped config by name
    (``qwen3_4b_agon``, ``qwen3_4b_agon.yaml``, or ``configs/qwen3_4b_agon.yaml`` outside a
    checkout).

    Raises:
        ConfigError: neither, listing the shipped names.
    """
    path = Path(spec)
    if path.is_file():
        return path
    shipped = shipped_configs()
    name = path.name[: -len(".yaml")] if path.name.endswith(".yaml") else path.name
    if name in shipped and (path.parent == Path(".") or path.parent.name == "configs"):
        return shipped[name]
    raise ConfigError(f"config file {spec!r} not found; pass a YAML path, or the name of a shipped config: "
                      f"{', '.join(shipped) or '(none found)'}")


def load_config(paths: Optional[List[str]] = None, overrides: Optional[List[str]] = None) -> AgonConfig:
    """Build a validated config: defaults, then each YAML in ``paths``, then overrides.

    Args:
        paths: YAML files merged in order (later wins); each a path or the name of a shipped
            config (:func:`resolve_config_path`).
        overrides: ``key=value`` strings with dotted keys, e.g. ``algorithm.mode=coop``,
            ``rivals.B.model.num_layers=4``.

    Returns:
        An :class:`AgonConfig` instance (a plain dataclass, not a DictConfig).

    Raises:
        ConfigError: unknown key, wrong type, unreadable file or an impossible value;
            the message names the key and how to fix it.
    """
    cfg = _schema()
    for p in paths or []:
        path = resolve_config_path(str(p))
        try:
            loaded = OmegaConf.load(path)
        except Exception as e:  # yaml errors
            raise ConfigError(f"config file {p!r} is not valid YAML: {e}") from e
        cfg = _merge(cfg, loaded, where=str(p))
    if overrides:
        bad = [o for o in overrides if "=" not in o]
        if bad:
            raise ConfigError(f"override {bad[0]!r} is not key=value; write e.g. algorithm.mode=coop")
        cfg = _merge(cfg, OmegaConf.from_dotlist(list(overrides)), where="command line")
    obj = OmegaConf.to_object(cfg)
    assert isinstance(obj, AgonConfig)
    validate(obj)
    return obj


# Settings that allowed one value only and were removed: dotted key -> (that value, why).
# A config that sets one to its old value still loads (the run's config.yaml and checkpoints
# of older versions hold them); any other value is refused with the reason.
REMOVED_KEYS: Dict[str, tuple] = {
    "algorithm.kl_coef": (0.0, "agon-mcore keeps no frozen reference policy, so there is no KL penalty to weigh; "
                               "the update's trust region is the PPO clip (algorithm.clip_eps_low/high) and the "
                               "train/rollout mismatch correction algorithm.tis_cap"),
    "checkpoint.format": ("torch_dist", "checkpoints are always megatron-core torch_dist; their optimizer layout is "
                                        "checkpoint.optimizer_format, and `agon convert mcore-to-hf` writes HF folders"),
}


def drop_removed_keys(conf: Any, where: str) -> Any:
    """``conf`` (a DictConfig, or anything else unchanged) without the :data:`REMOVED_KEYS` that
    hold their old value.

    Raises:
        ConfigError: a removed key set to another value; names the key and why it went.
    """
    if not isinstance(conf, DictConfig):
        return conf
    for key, (old, why) in REMOVED_KEYS.items():
        section, name = key.rsplit(".", 1)
        node = OmegaConf.select(conf, section)
        if not isinstance(node, DictConfig) or name not in node:
            continue
        if node[name] != old:
            raise ConfigError(f"{key}={node[name]!r} (from {where}): this setting was removed ({why}); "
                              f"delete it from the config")
        del node[name]
    return conf


def saved_config_text(text: str) -> DictConfig:
    """A run's saved config YAML (``config.yaml``, a checkpoint's marker) as a DictConfig
    that merges into :class:`AgonConfig`: removed keys at their old value are dropped."""
    return drop_removed_keys(OmegaConf.create(text), "a saved config")


def _merge(base: DictConfig, other: Any, where: str) -> DictConfig:
    # rivals.X.model / .sampling are free-form dicts in the schema; their keys are checked
    # in validate() against ModelConfig / SamplingConfig.
    try:
        return OmegaConf.merge(base, drop_removed_keys(other, where))
    except ConfigKeyError as e:
        key = e.full_key or str(e)
        raise ConfigError(
            f"unknown config key {key!r} (from {where}); check the spelling against agon_mcore/config/schema.py"
        ) from None
    except ValidationError as e:
        raise ConfigError(f"bad value for {e.full_key!r} (from {where}): {e.msg}") from None


def to_yaml(cfg: AgonConfig) -> str:
    """The config as YAML text (what ``<run_dir>/config.yaml`` holds)."""
    return OmegaConf.to_yaml(OmegaConf.structured(cfg))


def save_config(cfg: AgonConfig, path: str | Path) -> None:
    Path(path).write_text(to_yaml(cfg))


# the fields of a model read from model.hf_path's config.json (so a config can leave them to the checkpoint)
RESOLVED_MODEL_KEYS = ("arch", "tokenizer", "hidden_size", "num_layers", "num_attention_heads", "num_kv_heads", "head_dim",
                       "ffn_hidden_size", "vocab_size", "max_position_embeddings", "rope_theta", "rms_norm_eps",
                       "tie_word_embeddings")


def record_model_sizes(cfg: AgonConfig, resolved: Dict[str, ModelConfig]) -> None:
    """Write into ``cfg`` the sizes each rival's model really has, in place.

    A rival with ``model.hf_path`` takes its sizes from that folder's ``config.json``; the
    config (and so ``<run_dir>/config.yaml`` and the checkpoints' copy) then records those,
    not the dataclass defaults. Values go where the rival's ``hf_path`` is set: the rival's
    own ``rivals.X.model`` overrides, or the shared ``model`` section.

    Args:
        resolved: ``{rival: effective ModelConfig}`` (e.g. ``Rival.model_cfg`` after build).
    """
    for name, m in resolved.items():
        if not rival_model(cfg, name).hf_path:
            continue
        own = cfg.rivals[name].model
        for k in RESOLVED_MODEL_KEYS:
            if "hf_path" in own:
                own[k] = getattr(m, k)
            else:
                setattr(cfg.model, k, getattr(m, k))
