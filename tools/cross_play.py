"""Cross-play of two runs: each trained rival with a partner from another seed (IB-RL's claim).

    python tools/cross_play.py runs/ib_rl_s0 runs/ib_rl_s1 --out runs/ib_rl_cross.json [eval.num_problems=50]

See agon_mcore/cross_play.py (docs/methods_teachers.md).
"""
import sys

from agon_mcore.cross_play import main

if __name__ == "__main__":
    sys.exit(main())
