"""``agon train --replay RUN_DIR``: the Agon steps of a new run take their rollouts from the
step records RUN_DIR saved (``train.save_rollouts``) instead of generating them.

Rewards, advantages, updates and the weight export run as in the original run, so a change
to the update can be tested and profiled without generation (docs/architecture_trainer.md).
"""
from __future__ import annotations

from pathlib import Path
from typing import List

from agon_mcore.agon import StepPlan
from agon_mcore.train.control import TrainingError
from agon_mcore.train.rollouts import StepRollouts, read_record, record_path


def replayed_step(folder: Path, plan: StepPlan, batch: List[str]) -> StepRollouts:
    """The record of step ``plan.step`` under ``folder``, checked against the step it replaces.

    Args:
        folder: the folder of records (:func:`replay_folder`).
        plan: the replaying run's plan of the step.
        batch: the problem ids the replaying run's sampler drew for the step.

    Raises:
        TrainingError: no record of the step (names the steps saved), or one of other
            problems or roles (the replay's ``data.*`` or ``algorithm.*`` differ from the
            original run's).
    """
    path = record_path(folder, plan.step)
    if not path.exists():
        raise TrainingError(f"--replay: no record of step {plan.step} at {path}; the original run saved "
                            f"steps {recorded_steps(folder) or 'none'} (train.save_rollouts=true); "
                            "lower train.steps or replay a run that trained longer")
    ro = read_record(path)
    kept = set(ro.problem_ids) | {d["problem_id"] for d in ro.dropped}
    if sorted(batch) != sorted(kept) or (ro.drafter, ro.challenger) != (plan.drafter, plan.challenger):
        raise TrainingError(
            f"--replay: the record of step {plan.step} ({path}) holds other problems or roles than this run's "
            f"step (drafter {ro.drafter} vs {plan.drafter}); replay with the original run's data.* and "
            "algorithm.* settings (its config.yaml)")
    return ro


def replay_folder(spec: str) -> Path:
    """The folder of step records that ``--replay spec`` names: ``spec/rollouts`` or ``spec``.

    Raises:
        TrainingError: neither holds a step record.
    """
    for folder in (Path(spec) / "rollouts", Path(spec)):
        if recorded_steps(folder):
            return folder
    raise TrainingError(f"--replay {spec}: no step records (rollouts/step_<t>.record.json) there; the run to replay "
                        "must be trained with train.save_rollouts=true")


def recorded_steps(folder: Path) -> List[int]:
    return sorted(int(p.name.split("_")[1].split(".")[0]) for p in Path(folder).glob("step_*.record.json"))
