"""Server pools: servers that hold the same weights, the least-loaded pick, dead servers."""
from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field
from typing import Any, List, Optional, Tuple

from agon_mcore.rollout.sglang.client import SGLangClient
from agon_mcore.rollout.types import RolloutError

log = logging.getLogger("agon.rollout")




@dataclass
class ServerHandle:
    """One server of a pool: its client, TP size and state."""

    client: SGLangClient
    tp: int = 1
    alive: bool = True
    inflight: int = 0
    error: str = ""

    @property
    def url(self) -> str:
        return self.client.url


@dataclass
class ServerPool:
    """Servers holding the same weights (one rival's, or the alternate pool's current one)."""

    name: str
    servers: List[ServerHandle]
    router: Optional[SGLangClient] = None
    loaded: Optional[str] = None  # rival whose weights the servers hold (None: startup weights)
    broken: Optional[str] = None  # last weight update failed: refuse to generate
    group: Any = None  # NCCL weight-update group
    group_name: str = ""
    group_members: Tuple[str, ...] = ()
    lock: threading.Lock = field(default_factory=threading.Lock)

    def alive(self) -> List[ServerHandle]:
        return [s for s in self.servers if s.alive]

    def pick(self) -> ServerHandle:
        """The healthy server with the fewest requests in flight (counted as started)."""
        with self.lock:
            live = self.alive()
            if not live:
                raise RolloutError(
                    f"pool {self.name}: every SGLang server is dead: "
                    + "; ".join(f"{s.url} ({s.error})" for s in self.servers)
                )
            s = min(live, key=lambda h: h.inflight)
            s.inflight += 1
            return s

    def release(self, s: ServerHandle) -> None:
        with self.lock:
            s.inflight -= 1

    def mark_dead(self, s: ServerHandle, error: str) -> None:
        with self.lock:
            if s.alive:
                s.alive, s.error = False, error
                log.error("SGLang server %s (pool %s) marked dead: %s; its requests go to the other servers",
                          s.url, self.name, error)
