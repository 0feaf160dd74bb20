"""Prometheus counters of ``agon serve`` (``GET /metrics``, text exposition format).

Each server has its own ``prometheus_client.CollectorRegistry`` (two servers in one process,
as in the tests, do not share counters). Names:

- ``agon_serve_requests_total{model, status}``: finished chat-completion requests by HTTP status;
- ``agon_serve_tokens_total{model, stage, rival, kind}``: tokens per stage (``kind`` is
  ``prompt`` or ``completion``, counted in that rival's own tokenizer);
- ``agon_serve_stage_seconds{model, stage}``: latency of each stage (queue wait included);
- ``agon_serve_request_seconds{model}``: latency of whole requests;
- ``agon_serve_batch_size``: jobs per engine call;
- ``agon_serve_admitted``: requests admitted and not yet answered;
- ``agon_serve_engine_restarts_total``.
"""
from __future__ import annotations

from typing import Any, Dict, List

_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25, 60, 120, 300)


class ServeMetrics:
    """The server's counters on a private registry; :meth:`render` gives the exposition text."""

    def __init__(self):
        from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

        self.registry = CollectorRegistry()
        r = self.registry
        self.requests = Counter("agon_serve_requests", "chat-completion requests by model and HTTP status",
                                ["model", "status"], registry=r)
        self.tokens = Counter("agon_serve_tokens", "tokens per stage, in the stage rival's tokenizer",
                              ["model", "stage", "rival", "kind"], registry=r)
        self.stage_seconds = Histogram("agon_serve_stage_seconds", "latency of one stage (queue wait included)",
                                       ["model", "stage"], buckets=_BUCKETS, registry=r)
        self.request_seconds = Histogram("agon_serve_request_seconds", "latency of a whole request", ["model"],
                                         buckets=_BUCKETS, registry=r)
        self.batch_size = Histogram("agon_serve_batch_size", "jobs per engine generate call",
                                    buckets=(1, 2, 4, 8, 16, 32, 64, 128), registry=r)
        self.admitted = Gauge("agon_serve_admitted", "requests admitted and not yet answered", registry=r)
        self.restarts = Counter("agon_serve_engine_restarts", "engine restarts after a fault", registry=r)

    def stages(self, model: str, stages: List[Dict[str, Any]]) -> None:
        for s in stages:
            self.tokens.labels(model, s["stage"], s["rival"], "prompt").inc(s["prompt_tokens"])
            self.tokens.labels(model, s["stage"], s["rival"], "completion").inc(s["completion_tokens"])
            self.stage_seconds.labels(model, s["stage"]).observe(s["seconds"])

    def batch(self, jobs) -> None:
        self.batch_size.observe(len(jobs))

    def render(self) -> bytes:
        from prometheus_client import generate_latest

        return generate_latest(self.registry)
