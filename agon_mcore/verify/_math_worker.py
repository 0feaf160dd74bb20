"""Math-verify worker process (run as a script by :class:`agon_mcore.verify.math.MathVerifier`).

Kept free of ``agon_mcore`` imports so a (re)start costs only the math-verify import.

Protocol: JSON lines. On start the worker writes ``{"ready": true}`` (or
``{"fatal": "<traceback>"}``). Then for each request line
``{"i": int, "pred": str, "gold": str, "soft_s": float}`` (or ``"parts": [str, ...]`` instead
of ``"pred"``: several boxed values, correct if every one equals the gold, or if the gold is
a set of several elements and the values together are that set; optional ``"delay_s"``: a
test hook that sleeps first, simulating a loaded machine) it writes
``{"i": int, "reason": "correct" | "wrong" | "timeout" | "error", "detail": str}``.
``soft_s`` arms a SIGALRM timer around the whole parse+verify so slow sympy work usually
stops in-process (reason ``timeout``); the parent's hard deadline kills the process when
even that does not return. EOF on stdin ends the worker; it also dies with its parent
(``PR_SET_PDEATHSIG``).
"""
from __future__ import annotations

import functools
import json
import os
import signal
import sys
import time
import traceback

PARSE_CACHE = 4096  # parsed answers kept per worker: golds repeat across a group's responses


class SoftTimeout(BaseException):  # BaseException: math-verify catches Exception
    pass


def _on_alarm(signum, frame):
    raise SoftTimeout()


def _die_with_parent() -> None:
    try:
        import ctypes

        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except Exception:
        pass  # not Linux: the EOF on stdin still ends an idle worker


def _wrap(s: str) -> str:
    return "\\boxed{" + s + "}"


def judge(parse, verify, req: dict) -> tuple[str, str]:
    """One request: ``(reason, detail)``. ``parse`` takes the raw answer (it is wrapped in
    ``\\boxed{}`` here, stricter than ``$...$``)."""
    gold_parsed = parse(_wrap(req["gold"]))
    if not gold_parsed:
        return "error", "gold answer could not be parsed"
    parts = req.get("parts")
    if parts is None:
        pred_parsed = parse(_wrap(req["pred"]))
        if not pred_parsed:
            return "wrong", "answer could not be parsed"
        return ("correct", "") if verify(gold_parsed, pred_parsed) else ("wrong", "")
    parsed = [parse(_wrap(p)) for p in parts]
    if all(p and verify(gold_parsed, p) for p in parsed):
        return "correct", "boxes restate one value"
    if _is_set(gold_parsed[0]) and len(gold_parsed[0]) > 1:
        joined = parse(_wrap(", ".join(parts)))
        if joined and verify(gold_parsed, joined):
            return "correct", "boxes are the elements of the gold set"
    return "wrong", f"hedged: {len(parts)} different boxed answers"


def _is_set(x) -> bool:
    from sympy import FiniteSet

    return isinstance(x, FiniteSet)


def main() -> None:
    out = sys.stdout.buffer
    sys.stdout = sys.stderr  # library prints must not corrupt the protocol

    def send(obj: dict) -> None:
        out.write(json.dumps(obj).encode("utf-8") + b"\n")
        out.flush()

    _die_with_parent()
    try:
        import logging

        logging.disable(logging.CRITICAL)  # math-verify warns about disabled inner timeouts
        from math_verify import parse as mv_parse
        from math_verify import verify as mv_verify
    except BaseException:
        send({"fatal": traceback.format_exc()})
        return
    @functools.lru_cache(maxsize=PARSE_CACHE)
    def parse(text: str):
        return tuple(mv_parse(text, parsing_timeout=None))

    def verify(gold, pred) -> bool:
        return mv_verify(list(gold), list(pred), timeout_seconds=None)

    signal.signal(signal.SIGALRM, _on_alarm)
    send({"ready": True})
    for line in sys.stdin.buffer:
        if not line.strip():
            continue
        req = json.loads(line)
        soft = float(req.get("soft_s") or 0.0)
        try:
            if soft > 0:
                signal.setitimer(signal.ITIMER_REAL, soft)
            try:
                if req.get("delay_s"):
                    time.sleep(float(req["delay_s"]))
                reason, detail = judge(parse, verify, req)
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
        except SoftTimeout:
            reason, detail = "timeout", f"math-verify exceeded {soft:.2f} s"
        except Exception as e:  # a checker failure, not a wrong answer
            reason, detail = "error", f"{type(e).__name__}: {e}"[:200]
        send({"i": req["i"], "reason": reason, "detail": detail})


if __name__ == "__main__":
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    main()
