#!/usr/bin/env python
"""Start the SGLang rollout servers (and sglang_router) of a run config; stop them on Ctrl-C.

    python launch/sglang_server.py -c configs/run.yaml --model-path /ckpt/qwen3 --dry-run
    python launch/sglang_server.py rollout.sglang.num_servers=4 rollout.sglang.tp=2 --model-path /ckpt/qwen3

Servers bind to rollout.sglang.host (127.0.0.1 unless set to the node's address). See
agon_mcore/rollout/launcher.py for the command lines and readiness rules.
"""
import sys

from agon_mcore.rollout.launcher import main

if __name__ == "__main__":
    sys.exit(main())
