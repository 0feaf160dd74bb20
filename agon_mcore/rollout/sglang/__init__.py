"""Rollouts from SGLang servers over HTTP, with per-step weight updates.

The package's rooms: :mod:`.client` (one server's HTTP API, retries, the supported version
range), :mod:`.pool` (servers holding the same weights, least-loaded pick, dead servers),
:mod:`.weights` (the per-step weight push: NCCL group, CUDA IPC tensors, disk; alternate
pool swaps), :mod:`.lora` (LoRA adapters: one pool serves both rivals) and :mod:`.engine`
(:class:`SGLangEngine`, the rollout engine that ties them together).

API reference: SGLang's native endpoints (docs.sglang.ai "Native APIs" and
``python/sglang/srt/entrypoints/http_server.py``; request fields from
``python/sglang/srt/managers/io_struct.py``):

- ``POST /generate`` with ``input_ids``, ``sampling_params`` (``max_new_tokens``,
  ``temperature``, ``top_p``, ``top_k``, ``stop``, ``stop_token_ids``, ``n``,
  ``sampling_seed``), ``return_logprob``; the answer (a dict, or a list of ``n`` dicts) has
  ``output_ids`` and ``meta_info`` with ``output_token_logprobs`` (``[logprob, token_id,
  text]`` per token), ``finish_reason`` (``{"type": "stop" | "length" | "abort", ...}``),
  ``weight_version`` and ``e2e_latency``.
- ``GET /health_generate``, ``POST /flush_cache``, ``POST /abort_request``
  (``{"rid": ..., "abort_all": ...}``).
- ``POST /init_weights_update_group`` (``master_address``, ``master_port``, ``rank_offset``,
  ``world_size``, ``group_name``, ``backend``), ``POST /update_weights_from_distributed``
  (``names``, ``dtypes``, ``shapes``, ``group_name``, ``flush_cache``, ``weight_version``),
  ``POST /destroy_weights_update_group``, ``POST /update_weights_from_tensor``
  (``serialized_named_tensors``, ``flush_cache``, ``weight_version``),
  ``POST /update_weights_from_disk`` (``model_path``, ``weight_version``, ``flush_cache``);
  each answers ``{"success": bool, "message": str}``.
- ``POST /release_memory_occupation`` / ``/resume_memory_occupation`` (``tags``; only for
  servers started with ``--enable-memory-saver``; the client speaks them, the engine does not
  use them),
  ``POST /load_lora_adapter`` (``lora_name``, ``lora_path``), ``/unload_lora_adapter``.

Supported servers: ``SGLANG_REQUIREMENT`` below (the one place the range lives; setup.py's
``gpu`` extra and the contract tests read it). From 0.5.21 SGLang accepts
``/update_weights_from_distributed`` and ``/update_weights_from_tensor`` only between
``POST /begin_weight_update`` and ``POST /end_weight_update`` (its
``managers/scheduler_components/weight_updater.py``), and the weight version is read from
``GET /model_info`` (``/weight_version`` is gone). The engine checks each server's
``GET /server_info`` ``version`` against the range before its first weight update.

LoRA rivals (every ``RivalSpec.lora`` set): ONE pool serves the shared base and both
adapters at once (servers launched with ``--enable-lora --max-lora-rank --lora-target-modules
--max-loras-per-batch``, :func:`agon_mcore.rollout.launcher.lora_server_args`). Each
``/generate`` body carries ``lora_path`` = the rival's current adapter name, so roles never
swap weights. Every ``update_weights`` of a rival writes its adapter as a peft folder
(``<lora_dir>/<rival>/v<version>``, written to a temp folder and renamed), loads it on every
server under a new versioned name (``A@v12``; ``/load_lora_adapter``), switches the rival's
requests to it and unloads the previous name (``/unload_lora_adapter``; SGLang finishes the
requests still using it first). SGLang keys its prefix cache by adapter id
(``schedule_batch.py``: the ``lora_id`` joins the radix cache's extra key), so a new name
never reuses KV computed with the old adapter. The base goes once, in the first update that carries it,
through ``weight_sync``; never again. sglang 0.5.23 also has ``/load_lora_adapter_from_tensors``
(CUDA-IPC/shared-memory handles per TP rank); it is not used: it only works when the servers
share the trainer's host, while a folder on the shared file system works for every placement.

Weight versions are sent to the servers as ``"<rival>:<version>"`` (SGLang's
``weight_version`` string) and read back from every result's ``meta_info``, so a result
produced by the other rival's or an older weights is detectable.

Log-probs: SGLang reports the log-prob of each sampled token; whether it is taken after
temperature/top-p processing depends on the server version and settings (recent SGLang
returns the processed distribution's log-probs unless ``SGLANG_RETURN_ORIGINAL_LOGPROB``
is set). The local engine's convention is documented in :mod:`agon_mcore.rollout.sampling`.
"""
from agon_mcore.rollout.sglang.client import (
    SGLANG_REQUIREMENT,
    SGLANG_TESTED,
    ServerRequestError,
    ServerUnavailableError,
    SGLangClient,
    parse_output,
    parse_weight_version,
    sampling_body,
    sglang_version_supported,
)
from agon_mcore.rollout.sglang.engine import SGLangEngine
from agon_mcore.rollout.sglang.pool import ServerHandle, ServerPool

__all__ = [
    "SGLANG_REQUIREMENT",
    "SGLANG_TESTED",
    "SGLangClient",
    "SGLangEngine",
    "ServerHandle",
    "ServerPool",
    "ServerRequestError",
    "ServerUnavailableError",
    "parse_output",
    "parse_weight_version",
    "sampling_body",
    "sglang_version_supported",
]
