"""agon-mcore: a Megatron-core trainer for Agon, two rival policies trained together.

Entry points: the ``agon`` command (:mod:`agon_mcore.cli`), :func:`agon_mcore.config.load_config`
and :class:`agon_mcore.train.trainer.AgonTrainer`. See README.md and docs/INTERFACES.md.
"""

__version__ = "0.1.0"
