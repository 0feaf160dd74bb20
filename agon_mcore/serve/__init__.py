"""``agon serve``: the trained pair behind an OpenAI-compatible HTTP endpoint (docs/serving.md).

- :mod:`~agon_mcore.serve.service`: the served models (one rival, or the two-stage cascade
  run by training's own prompt, template and summary code) and request validation;
- :mod:`~agon_mcore.serve.batcher`: the engine worker (batching, fault handling, restarts);
- :mod:`~agon_mcore.serve.app`: the FastAPI routes (``/v1/chat/completions``,
  ``/v1/models``, ``/health``, ``/metrics``);
- :mod:`~agon_mcore.serve.loading`: a run's newest checkpoint and its cascade direction;
- :mod:`~agon_mcore.serve.server`: uvicorn in the foreground or on a background thread.

The web stack (fastapi, uvicorn, prometheus_client) is imported only when serving.
"""
from agon_mcore.serve.errors import (
    BadRequest,
    EngineUnavailable,
    ModelNotFound,
    QueueFull,
    ServeConfigError,
    ServeError,
)
from agon_mcore.serve.service import MODEL_NAMES

__all__ = ["BadRequest", "EngineUnavailable", "ModelNotFound", "QueueFull", "ServeConfigError", "ServeError",
           "MODEL_NAMES"]
