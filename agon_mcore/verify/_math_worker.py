"""Math-verify worker process (run as a script by :class:`agon_mcore.verify.math.MathVerifier`).

Kept free of ``agon_mcore`` imports so a (re)start costs only the math-verify import.

Protocol: JSON lines. On start the worker writes ``{"ready": true}`` (or
``{"fatal": "<traceback>"}``). Then for each request line
``{"i": int, "pred": str, "gold": str, "soft_s": float}`` it writes
``{"i": int, "reason": "correct" | "wrong" | "timeout" | "error", "detail": str}``.
``soft_s`` arms a SIGALRM timer around the whole parse+verify so slow sympy work usually
stops in-process (reason ``timeout``); the parent's hard deadline kills the process when
even that does not return. EOF on stdin ends the worker; it also dies with its parent
(``PR_SET_PDEATHSIG``).
"""
from __future__ import annotations

import json
import os
import signal
import sys
import traceback


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


def judge(parse, verify, pred: str, gold: str) -> tuple[str, str]:
    gold_parsed = parse(_wrap(gold), parsing_timeout=None)
    if not gold_parsed:
        return "error", "gold answer could not be parsed"
    pred_parsed = parse(_wrap(pred), parsing_timeout=None)
    if not pred_parsed:
        return "wrong", "answer could not be parsed"
    ok = verify(gold_parsed, pred_parsed, timeout_seconds=None)
    return ("correct", "") if ok else ("wrong", "")


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
        from math_verify import parse, verify
    except BaseException:
        send({"fatal": traceback.format_exc()})
        return
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
                reason, detail = judge(parse, verify, req["pred"], req["gold"])
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
