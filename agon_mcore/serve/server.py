"""Putting it together: a :class:`Loaded` run -> engine worker -> service -> uvicorn.

:func:`build_service` makes the service; :func:`serve` runs it in the foreground (the
``agon serve`` command); :class:`BackgroundServer` runs it on a thread of this process
(tests, ``tools/bench_serve.py``).
"""
from __future__ import annotations

import logging
import signal
import threading
import time
from typing import Optional

from agon_mcore.rollout.weight_sync import free_port
from agon_mcore.serve.errors import ServeConfigError
from agon_mcore.serve.loading import Loaded
from agon_mcore.serve.service import Service

log = logging.getLogger("agon.serve")

LOCALHOST = "127.0.0.1"


def build_service(loaded: Loaded, *, direction: Optional[str] = None, max_queue: int = 64, max_batch: int = 32,
                  engine_timeout_s: Optional[float] = 600.0, max_restarts: int = 3) -> Service:
    """The service over a loaded run.

    Args:
        loaded: from :func:`agon_mcore.serve.loading.load_run`.
        direction: forces ``agon-cascade``'s direction (``"A->B"``/``"B->A"``) over the
            run's recorded validation choice.
        max_queue: requests admitted at once (429 beyond).
        max_batch: generations per engine call at most.
        engine_timeout_s: an engine call slower than this is a hung engine (503, restart).
        max_restarts: consecutive failed engine rebuilds before it is reported dead.
    """
    from agon_mcore.serve.batcher import EngineWorker
    from agon_mcore.serve.metrics import ServeMetrics

    metrics = ServeMetrics()
    worker = EngineWorker(loaded.engine_factory, max_batch=max_batch, timeout_s=engine_timeout_s,
                          max_restarts=max_restarts, on_batch=metrics.batch, on_restart=metrics.restarts.inc)
    src = loaded.direction_source
    if direction is not None:
        src = "--direction"
    return Service(loaded.rivals, worker, loaded.defaults, direction or loaded.direction, max_queue=max_queue,
                   info=loaded.info, metrics=metrics, direction_source=src)


def check_host(host: str, allow_remote: bool) -> None:
    """Refuse binding every interface (or a non-loopback address) unless asked for.

    Raises:
        ServeConfigError: ``host`` is not a loopback address and ``allow_remote`` is False.
    """
    loop = host in ("localhost", "::1") or host.startswith("127.")
    if not loop and not allow_remote:
        raise ServeConfigError(
            f"--host {host} would accept connections from other machines, and agon serve has no authentication; "
            "pass --allow-remote as well to do that on purpose (behind a firewall or an authenticating proxy)")


def serve(service: Service, host: str = LOCALHOST, port: int = 8000, log_level: str = "info",
          grace_s: float = 10.0) -> None:
    """Run the HTTP server in the foreground until Ctrl-C / SIGTERM.

    On the signal uvicorn stops accepting connections and lets running requests finish;
    after half of ``grace_s`` the engine worker is closed, so every request still waiting
    gets its 503 while its connection is open (none is dropped unanswered); then the
    engine is shut down.
    """
    import uvicorn

    from agon_mcore.serve.app import build_app

    timers = []

    class _Server(uvicorn.Server):
        def handle_exit(self, sig, frame) -> None:
            if not self.should_exit:
                t = threading.Timer(grace_s / 2, service.worker.close)
                t.daemon = True
                t.start()
                timers.append(t)
            super().handle_exit(sig, frame)

    class _Stopped(Exception):
        pass

    def _stopped(sig, frame):
        raise _Stopped(sig)

    # uvicorn re-raises the stop signal once it has shut down; these handlers turn it into
    # an exception here, so the engine (and the SGLang servers it launched) is always stopped
    old = {sig: signal.signal(sig, _stopped) for sig in (signal.SIGINT, signal.SIGTERM)}
    config = uvicorn.Config(build_app(service), host=host, port=port, log_level=log_level,
                            timeout_graceful_shutdown=int(grace_s))
    try:
        _Server(config).run()
    except _Stopped as e:
        log.info("agon serve: stopped by signal %s", e.args[0])
    finally:
        for t in timers:
            t.cancel()
        service.worker.close()
        for sig, h in old.items():
            signal.signal(sig, h)


class BackgroundServer:
    """The HTTP server of ``service`` on a thread of this process (tests, benchmarks).

    Use as a context manager; ``url`` is the base URL (``http://127.0.0.1:PORT``), append
    ``/v1`` for the ``openai`` client.
    """

    def __init__(self, service: Service, host: str = LOCALHOST, port: Optional[int] = None):
        import uvicorn

        from agon_mcore.serve.app import build_app

        self.service = service
        self.host = host
        self.port = port or free_port(host)
        self.url = f"http://{host}:{self.port}"
        config = uvicorn.Config(build_app(service), host=host, port=self.port, log_level="warning",
                                timeout_graceful_shutdown=5)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, name="agon-serve-http", daemon=True)

    def start(self, timeout_s: float = 30.0) -> "BackgroundServer":
        self.thread.start()
        t0 = time.perf_counter()
        while not self.server.started:
            if not self.thread.is_alive() or time.perf_counter() - t0 > timeout_s:
                raise RuntimeError(f"agon serve did not start on {self.url} within {timeout_s} s")
            time.sleep(0.05)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)
        self.service.worker.close()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()
