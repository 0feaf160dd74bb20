"""The HTTP API of ``agon serve`` (FastAPI), compatible with the official ``openai`` client.

Routes:

- ``POST /v1/chat/completions``: OpenAI's chat-completions request and response
  (https://platform.openai.com/docs/api-reference/chat); ``stream=true`` sends
  ``chat.completion.chunk`` objects as server-sent events, then ``data: [DONE]``. The
  response carries the extension field ``agon`` (docs/serving.md);
- ``GET /v1/models``: the served model names;
- ``GET /health``: 200 ``{"status": "ok", ...}`` while the engine serves, 503 otherwise;
- ``GET /metrics``: Prometheus counters (:mod:`agon_mcore.serve.metrics`).

Every error is answered in OpenAI's error shape with its status: 400 bad request, 404
unknown model or route, 429 queue full, 503 engine unavailable (``Retry-After`` where
retrying helps), 500 for a fault of ours.
"""
from __future__ import annotations

import json
import logging
import time
import uuid
from typing import Any, Dict

# this module is imported only to serve (agon_mcore.serve.server), so the web stack loads here;
# FastAPI resolves the handlers' annotations (Request) from this module's globals
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response, StreamingResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from agon_mcore.serve.errors import BadRequest, ServeError
from agon_mcore.serve.service import Service

log = logging.getLogger("agon.serve")


def _error_response(err: ServeError):
    headers = {"Retry-After": str(max(1, int(round(err.retry_after))))} if err.retry_after else None
    return JSONResponse(err.body(), status_code=err.status, headers=headers)


def build_app(service: Service):
    """The FastAPI app serving ``service``.

    Args:
        service: a :class:`~agon_mcore.serve.service.Service` (models, engine worker, metrics).

    Returns:
        A ``fastapi.FastAPI`` app (run it with uvicorn; :func:`agon_mcore.serve.server.serve`).
    """
    app = FastAPI(title="agon serve", version="1", docs_url=None, redoc_url=None)
    app.state.service = service
    metrics = service.metrics

    @app.exception_handler(ServeError)
    async def _serve_error(request: Request, exc: ServeError):
        return _error_response(exc)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException):
        kind = "not_found_error" if exc.status_code == 404 else "invalid_request_error"
        msg = f"{request.method} {request.url.path}: {exc.detail}"
        if exc.status_code == 404:
            msg += "; routes: POST /v1/chat/completions, GET /v1/models, GET /health, GET /metrics"
        return JSONResponse({"error": {"message": msg, "type": kind, "param": None, "code": None}},
                            status_code=exc.status_code)

    @app.exception_handler(RequestValidationError)
    async def _validation_error(request: Request, exc: RequestValidationError):
        return _error_response(BadRequest(f"invalid request: {exc.errors()}"))

    @app.exception_handler(Exception)
    async def _internal(request: Request, exc: Exception):
        log.exception("internal error on %s", request.url.path)
        return JSONResponse({"error": {"message": f"internal server error: {type(exc).__name__}: {exc}",
                                       "type": "server_error", "param": None, "code": None}}, status_code=500)

    @app.get("/health")
    async def health():
        w = service.worker.status()
        body = {"status": w["state"], "engine": w, "admitted": service.admitted, "max_queue": service.max_queue,
                "models": list(service.plans), "direction": service.direction,
                "direction_source": service.direction_source, **service.info}
        return JSONResponse(body, status_code=200 if w["state"] == "ok" else 503)

    @app.get("/metrics")
    async def prometheus():
        metrics.admitted.set(service.admitted)
        return Response(metrics.render(), media_type="text/plain; version=0.0.4; charset=utf-8")

    @app.get("/v1/models")
    async def models():
        return {"object": "list", "data": [
            {"id": name, "object": "model", "created": service.created, "owned_by": "agon",
             "agon": {"direction": plan.direction}} for name, plan in service.plans.items()]}

    @app.post("/v1/chat/completions")
    async def chat_completions(request: Request):
        t0 = time.perf_counter()
        model = "?"
        try:
            raw = await request.body()
            try:
                body = json.loads(raw) if raw else None
            except (ValueError, UnicodeDecodeError) as e:
                raise BadRequest(f"the request body is not valid JSON: {e}") from None
            if isinstance(body, dict) and isinstance(body.get("model"), str):
                model = body["model"] if body["model"] in service.plans else "unknown"
            req = service.parse(body)
            with service.admit():
                out = await service.run(req)
        except ServeError as e:
            metrics.requests.labels(model, str(e.status)).inc()
            return _error_response(e)
        metrics.requests.labels(req.model, "200").inc()
        metrics.request_seconds.labels(req.model).observe(time.perf_counter() - t0)
        cid = "chatcmpl-" + uuid.uuid4().hex
        created = int(time.time())
        ext = service.extension(out, req)
        usage = service.usage(out)
        if not req.stream:
            return JSONResponse({
                "id": cid, "object": "chat.completion", "created": created, "model": req.model,
                "choices": [{"index": 0, "message": {"role": "assistant", "content": out["text"]},
                             "logprobs": None, "finish_reason": out["finish_reason"]}],
                "usage": usage, "agon": ext,
            })
        pieces = service.rivals[out["answerer"]].pieces(out["answer_ids"])

        def chunk(delta: Dict[str, Any], finish=None, **extra) -> str:
            obj = {"id": cid, "object": "chat.completion.chunk", "created": created, "model": req.model,
                   "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}], **extra}
            return f"data: {json.dumps(obj)}\n\n"

        def events():
            yield chunk({"role": "assistant", "content": ""})
            for p in pieces:
                yield chunk({"content": p})
            yield chunk({}, out["finish_reason"], agon=ext)
            if req.include_usage:
                obj = {"id": cid, "object": "chat.completion.chunk", "created": created, "model": req.model,
                       "choices": [], "usage": usage}
                yield f"data: {json.dumps(obj)}\n\n"
            yield "data: [DONE]\n\n"

        return StreamingResponse(events(), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})

    return app
