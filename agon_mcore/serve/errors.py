"""Errors of ``agon serve``, each with its HTTP status and OpenAI error ``type``.

The body every error is returned with is OpenAI's error shape
(https://platform.openai.com/docs/guides/error-codes)::

    {"error": {"message": "...", "type": "invalid_request_error", "param": "temperature", "code": null}}
"""
from __future__ import annotations

from typing import Any, Dict, Optional


class ServeError(Exception):
    """An error answered to the client; the message names the problem and the fix.

    Attributes:
        status: HTTP status code.
        type: OpenAI error type (``invalid_request_error``, ``not_found_error``, ...).
        param: the request field at fault, or None.
        code: a short machine-readable code, or None.
        retry_after: seconds for a ``Retry-After`` header (429/503), or None.
    """

    status = 500
    type = "server_error"

    def __init__(self, message: str, *, param: Optional[str] = None, code: Optional[str] = None,
                 retry_after: Optional[float] = None):
        super().__init__(message)
        self.message = message
        self.param = param
        self.code = code
        self.retry_after = retry_after

    def body(self) -> Dict[str, Any]:
        """The OpenAI error body: ``{"error": {message, type, param, code}}``."""
        return {"error": {"message": self.message, "type": self.type, "param": self.param, "code": self.code}}


class BadRequest(ServeError):
    """400: the request is malformed or a parameter is out of range."""

    status = 400
    type = "invalid_request_error"


class ModelNotFound(ServeError):
    """404: the ``model`` is not one this server serves."""

    status = 404
    type = "not_found_error"

    def __init__(self, message: str, **kw):
        kw.setdefault("param", "model")
        kw.setdefault("code", "model_not_found")
        super().__init__(message, **kw)


class QueueFull(ServeError):
    """429: the bounded request queue is full; retry after the given seconds."""

    status = 429
    type = "rate_limit_error"


class EngineUnavailable(ServeError):
    """503: the engine died, hung, is restarting or could not be restarted."""

    status = 503
    type = "engine_unavailable"


class ServeConfigError(ValueError):
    """``agon serve`` cannot start: bad flags or an unusable run; the message names the fix."""
