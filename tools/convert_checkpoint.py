#!/usr/bin/env python
"""Convert checkpoints between Hugging Face folders and megatron dist checkpoints.

Same as ``agon convert``; see ``agon_mcore/convert.py`` for the formats::

    python tools/convert_checkpoint.py hf-to-mcore --hf HF_DIR --out CKPT [--tp 2 --pp 1]
    python tools/convert_checkpoint.py mcore-to-hf --ckpt CKPT --out HF_DIR
    torchrun --standalone --nproc_per_node 2 tools/convert_checkpoint.py hf-to-mcore --hf HF_DIR --out CKPT --tp 2
"""
import sys

from agon_mcore.convert import main

if __name__ == "__main__":  # torch_dist saving needs the guard (worker processes re-import)
    sys.exit(main(sys.argv[1:]))
