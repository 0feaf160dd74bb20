"""One registry for advantage estimators and reward terms, built in or the user's.

A plug-in is a plain function. It is named in the config by a registered name
(``algorithm.advantage=grpo``) or by a dotted path to a module-level function
(``algorithm.advantage=my_module:my_fn``, the module importable from ``PYTHONPATH`` or the
working directory). Built-ins register themselves with the same decorators a user may use
(:func:`register_advantage`, :func:`register_reward_term`), so the two are found, checked
and called the same way.

Signatures (docs/plugins.md):

- advantage estimator, simplest form: ``fn(rewards, group_index) -> Tensor[B]``;
  context form: ``fn(rewards, group_index, ctx) -> Tensor[B]`` (sequence-level) or a
  list of ``B`` tensors ``[T_i]`` (token-level: one advantage per response token);
- reward term: ``fn(rewards, group_index, ctx) -> Tensor[B]`` (or the two-argument form),
  added to the stream's rewards before the advantage is computed.

``rewards`` is ``Tensor[B]`` float32, ``group_index`` ``Tensor[B]`` int64 (the responses
of one group share an index; groups are contiguous and numbered from 0) and ``ctx`` a
:class:`agon_mcore.algorithms.context.PluginContext`.
"""
from __future__ import annotations

import importlib
import inspect
from dataclasses import dataclass
from typing import Callable, Dict, List, Sequence, Union

import torch

KINDS = ("advantage", "reward_term")


class PluginError(ValueError):
    """A plug-in that cannot be found, has the wrong signature, or returned a bad value.

    The message names the plug-in (its config name) and the fix.
    """


@dataclass(frozen=True)
class Plugin:
    """A resolved plug-in.

    Attributes:
        name: the name it was selected by (``grpo`` or ``my_module:my_fn``).
        kind: ``"advantage"`` or ``"reward_term"``.
        fn: the function.
        wants_ctx: True when ``fn`` takes the third argument ``ctx``.
        builtin: registered by agon-mcore itself.
    """

    name: str
    kind: str
    fn: Callable
    wants_ctx: bool
    builtin: bool = False

    def __call__(self, rewards: torch.Tensor, group_index: torch.Tensor, ctx=None):
        """Call the plug-in and check its output.

        Returns:
            ``Tensor[B]`` float32, or for a token-level advantage a list of ``B`` float32
            tensors whose lengths are ``ctx.response_lengths``.

        Raises:
            PluginError: the call raised a ``TypeError`` from its signature, or the output
                has the wrong type, shape or non-finite values (named in the message).
        """
        try:
            out = self.fn(rewards, group_index, ctx) if self.wants_ctx else self.fn(rewards, group_index)
        except TypeError as e:
            if _is_call_error(e, self.fn):
                raise PluginError(f"{self.kind} plug-in {self.name!r} could not be called as "
                                  f"{_expected(self.kind)}: {e}") from e
            raise
        return check_output(self, out, rewards.numel(), ctx)


_REGISTRY: Dict[str, Dict[str, Plugin]] = {k: {} for k in KINDS}


def _register(kind: str, name: str, fn: Callable, builtin: bool) -> Callable:
    if ":" in name or not name:
        raise PluginError(f"register_{kind}({name!r}): a registered name is a plain word (no ':'); dotted paths "
                          "need no registration")
    old = _REGISTRY[kind].get(name)
    if old is not None and old.fn is not fn:
        raise PluginError(f"{kind} plug-in {name!r} is already registered (by {_where(old.fn)}); pick another name")
    _REGISTRY[kind][name] = Plugin(name, kind, fn, _check_signature(kind, name, fn), builtin)
    return fn


def register_advantage(name: str, *, builtin: bool = False):
    """Decorator: make ``fn`` selectable as ``algorithm.advantage=name``.

    Raises:
        PluginError: ``name`` taken by another function, or a signature that is not one
            of the documented forms.
    """
    return lambda fn: _register("advantage", name, fn, builtin)


def register_reward_term(name: str, *, builtin: bool = False):
    """Decorator: make ``fn`` selectable in ``algorithm.reward_terms: [name]``."""
    return lambda fn: _register("reward_term", name, fn, builtin)


def registered(kind: str) -> List[str]:
    """Names registered for ``kind`` (built-ins included), sorted."""
    _load_builtins()
    return sorted(_REGISTRY[kind])


def resolve(kind: str, spec: str) -> Plugin:
    """The plug-in ``spec`` names: a registered name or ``module:function``.

    Raises:
        PluginError: unknown name (the message lists the registered ones), module not
            importable, no such attribute, not callable, or a wrong signature.
    """
    if kind not in KINDS:
        raise PluginError(f"unknown plug-in kind {kind!r}; use one of {KINDS}")
    _load_builtins()
    spec = str(spec).strip()
    key = "algorithm.advantage" if kind == "advantage" else "algorithm.reward_terms"
    if ":" not in spec:
        if spec in _REGISTRY[kind]:
            return _REGISTRY[kind][spec]
        raise PluginError(f"{key}: no {kind} plug-in named {spec!r}; registered: {registered(kind)}, or give your "
                          "own function as a dotted path 'my_module:my_fn' (docs/plugins.md)")
    mod_name, _, attr = spec.partition(":")
    if not mod_name or not attr:
        raise PluginError(f"{key}={spec!r}: a dotted path is 'package.module:function' (both parts non-empty)")
    try:
        mod = importlib.import_module(mod_name)
    except ImportError as e:
        raise PluginError(f"{key}={spec!r}: cannot import module {mod_name!r} ({e}); put it on PYTHONPATH or in the "
                          "working directory") from e
    fn = mod
    for part in attr.split("."):
        if not hasattr(fn, part):
            raise PluginError(f"{key}={spec!r}: module {mod_name!r} has no attribute {attr!r}")
        fn = getattr(fn, part)
    if not callable(fn):
        raise PluginError(f"{key}={spec!r}: {attr!r} is a {type(fn).__name__}, not a function")
    return Plugin(spec, kind, fn, _check_signature(kind, spec, fn))


def _check_signature(kind: str, name: str, fn: Callable) -> bool:
    """Whether ``fn`` wants ``ctx``; raise when it cannot take 2 or 3 positional arguments."""
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return False  # builtins/C functions: take the simplest form, errors surface at call time
    params = [p for p in sig.parameters.values() if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    varargs = any(p.kind == p.VAR_POSITIONAL for p in sig.parameters.values())
    required = [p for p in params if p.default is p.empty]
    kw_required = [p.name for p in sig.parameters.values() if p.kind == p.KEYWORD_ONLY and p.default is p.empty]
    if kw_required or len(required) > 3 or (len(params) < 2 and not varargs):
        raise PluginError(f"{kind} plug-in {name!r} has signature {fn.__name__}{sig}; write it as "
                          f"{_expected(kind)} (docs/plugins.md)")
    return len(params) >= 3 or varargs


def _expected(kind: str) -> str:
    if kind == "advantage":
        return ("fn(rewards: Tensor[B] float32, group_index: Tensor[B] int64) -> Tensor[B] float32, or "
                "fn(rewards, group_index, ctx) -> Tensor[B] (or a list of B per-token tensors)")
    return "fn(rewards: Tensor[B], group_index: Tensor[B], ctx) -> Tensor[B] float32 (added to the rewards)"


def _is_call_error(e: TypeError, fn: Callable) -> bool:
    tb = e.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return tb is not None and tb.tb_frame.f_code is Plugin.__call__.__code__


def _where(fn: Callable) -> str:
    return f"{getattr(fn, '__module__', '?')}:{getattr(fn, '__qualname__', repr(fn))}"


def check_output(plugin: Plugin, out, batch: int, ctx=None) -> Union[torch.Tensor, List[torch.Tensor]]:
    """Validate a plug-in's output (see :meth:`Plugin.__call__`).

    Raises:
        PluginError: naming the plug-in, the shape or dtype found and the one expected,
            and the position of the first NaN/inf.
    """
    who = f"{plugin.kind} plug-in {plugin.name!r}"
    if isinstance(out, (list, tuple)) and plugin.kind == "advantage":
        lens = None if ctx is None else ctx.response_lengths
        if len(out) != batch:
            raise PluginError(f"{who} returned a list of {len(out)} per-token tensors for {batch} responses; "
                              "return one Tensor[T_i] per response (or a Tensor[B])")
        res = []
        for i, t in enumerate(out):
            t = _as_float(t, who, f"[{i}]")
            if lens is not None and t.numel() != lens[i]:
                raise PluginError(f"{who}: token advantages [{i}] have {t.numel()} entries, response {i} has "
                                  f"{lens[i]} tokens (ctx.response_lengths)")
            _finite(t, who, f"[{i}]")
            res.append(t.reshape(-1))
        return res
    t = _as_float(out, who, "")
    if t.shape != (batch,):
        raise PluginError(f"{who} returned shape {tuple(t.shape)}; expected ({batch},): one value per response "
                          "(Tensor[B] float32)")
    _finite(t, who, "")
    return t


def _as_float(x, who: str, at: str) -> torch.Tensor:
    if not isinstance(x, torch.Tensor):
        raise PluginError(f"{who} returned {type(x).__name__}{at}; return a torch.Tensor of float32")
    if not (x.is_floating_point()):
        raise PluginError(f"{who} returned dtype {x.dtype}{at}; return float32 (e.g. out.float())")
    return x.detach().to(torch.float32).cpu()


def _finite(t: torch.Tensor, who: str, at: str) -> None:
    bad = (~torch.isfinite(t)).nonzero()
    if bad.numel():
        i = int(bad[0])
        raise PluginError(f"{who} returned a non-finite value {float(t.reshape(-1)[i])} at index {i}{at} "
                          f"({bad.numel()} of {t.numel()} entries); check the plug-in's divisions and logs")


_BUILTINS_LOADED = False


def _load_builtins() -> None:
    global _BUILTINS_LOADED
    if _BUILTINS_LOADED:
        return
    _BUILTINS_LOADED = True
    for mod in ("builtin", "arena", "grail", "gar", "cliff", "opd", "ib_rl"):
        importlib.import_module(f"agon_mcore.algorithms.{mod}")


def offsets_of(group_index: torch.Tensor) -> torch.Tensor:
    """``LongTensor[G+1]`` offsets of contiguous groups numbered ``0..G-1``.

    Raises:
        PluginError: ``group_index`` not contiguous, not starting at 0, or with a gap.
    """
    gi = torch.as_tensor(group_index, dtype=torch.long).reshape(-1).cpu()
    if gi.numel() == 0:
        return torch.zeros(1, dtype=torch.long)
    steps = gi[1:] - gi[:-1]
    if int(gi[0]) != 0 or bool(((steps != 0) & (steps != 1)).any()):
        raise PluginError("group_index must number contiguous groups 0, 0, ..., 1, 1, ... (got "
                          f"{gi.tolist()[:12]}{'...' if gi.numel() > 12 else ''})")
    counts = torch.bincount(gi)
    return torch.cat([torch.zeros(1, dtype=torch.long), torch.cumsum(counts, 0)])


def group_index_of(sizes: Sequence[int]) -> torch.Tensor:
    """``Tensor[B]`` int64 group index of groups of the given sizes (in order)."""
    return torch.repeat_interleave(torch.arange(len(sizes)), torch.as_tensor(list(sizes), dtype=torch.long))


__all__ = ["Plugin", "PluginError", "register_advantage", "register_reward_term", "registered", "resolve",
           "check_output", "offsets_of", "group_index_of", "KINDS"]
