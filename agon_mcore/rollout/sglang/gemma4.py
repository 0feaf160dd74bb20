"""What the pinned SGLang (0.5.23, ``SGLANG_TESTED``) can serve of Gemma 4, read from its source.

SGLang builds Gemma 4 from ``srt/models/gemma4_causal.py`` (``Gemma4ForCausalLM``) and
``srt/models/gemma4_mm.py`` (``Gemma4ForConditionalGeneration``). Both keep one attention shape
per layer kind: full layers read ``config.head_dim`` / ``num_key_value_heads`` and sliding layers
``swa_head_dim`` / ``swa_num_key_value_heads`` (``gemma4_causal.py`` lines 332-341 and 566-571).
transformers states Gemma 4's sliding/full split as a ``per_layer_config`` and refuses a global
``head_dim`` read on such a config (``AmbiguousGlobalPerLayerAttributeError``); SGLang flattens it
into those attributes in ``srt/utils/hf_transformers/config.py::_apply_gemma4_attention_overrides``
(lines 115-145), but only for the ``model_type`` values of ``_GEMMA4_MODEL_TYPES`` (lines 66-72:
``gemma4``, ``gemma4_assistant``, ``gemma4_unified``, ..., not ``gemma4_text``; applied at lines
311-312) and through ``config.text_config``. A text-only ``gemma4_text``
checkpoint (``Gemma4ForCausalLM``) with sliding and full layers of different shapes is
therefore not flattened, and building its full layers reads the refused ``head_dim``. The
multimodal checkpoints (``model_type`` ``gemma4``, as released) are served.

Weight names: agon's push sends the bridge's HF names (``model.language_model.*`` for
``gemma4``, ``model.*`` for ``gemma4_text``), which both loaders map onto their parameters
(checked in ``tests/rollout/test_sglang_gemma4_names.py``).
"""
from __future__ import annotations

from typing import Optional

from agon_mcore.rollout.sglang.client import SGLANG_TESTED


def sglang_gemma4_problem(hf_config) -> Optional[str]:
    """Why the pinned SGLang cannot serve this Gemma 4 checkpoint config (None when it can, or not Gemma 4).

    Args:
        hf_config: the rival's HF config (``Gemma4Config``, ``Gemma4TextConfig`` or another family).

    Returns:
        None, or a message for a ``gemma4_text`` config whose sliding and full layers differ in
        head size or KV heads (``is_heterogeneous``), naming the SGLang version and the way out.
    """
    if getattr(hf_config, "model_type", None) != "gemma4_text" or not getattr(hf_config, "is_heterogeneous", False):
        return None
    return (f"SGLang {SGLANG_TESTED} cannot serve a text-only Gemma 4 checkpoint (model_type 'gemma4_text', "
            "Gemma4ForCausalLM) whose sliding and full layers differ in head size or KV heads: it flattens "
            "Gemma 4's per-layer attention shapes only for model_type 'gemma4' (the multimodal checkpoint; "
            "sglang/srt/utils/hf_transformers/config.py, _GEMMA4_MODEL_TYPES and "
            "_apply_gemma4_attention_overrides), and its Gemma4ForCausalLM then reads config.head_dim, which "
            "transformers refuses for this config. Use the multimodal checkpoint (model_type 'gemma4', "
            "Gemma4ForConditionalGeneration, as released) as model.hf_path, or rollout.engine=local")
