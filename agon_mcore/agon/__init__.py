"""The Agon method (AGON.md): role schedule, draft summaries with the answer hidden,
challenger prompts, rewards (coop, adv, margin, tiebreak), group-relative advantages and
the assembly of the drafter's and challenger's streams of one step."""
from agon_mcore.agon.advantages import group_advantages, sizes_to_offsets
from agon_mcore.agon.prompts import aggregator_message, challenger_message
from agon_mcore.agon.rewards import (
    MODES,
    RewardBatch,
    RewardBreakdown,
    challenger_reward,
    drafter_reward,
    stream_rewards,
)
from agon_mcore.agon.schedule import StepPlan, plan_step, roles_for_step
from agon_mcore.agon.streams import (
    SHARED_DRAFT,
    StepStreams,
    Stream,
    assemble_streams,
    conversion_rate,
    opponent_index,
)
from agon_mcore.agon.summary import DraftSummary, summarize_draft

__all__ = [
    "MODES", "SHARED_DRAFT", "DraftSummary", "RewardBatch", "RewardBreakdown", "StepPlan", "StepStreams", "Stream",
    "aggregator_message", "assemble_streams", "challenger_message", "challenger_reward", "conversion_rate",
    "drafter_reward", "group_advantages", "opponent_index", "plan_step", "roles_for_step", "sizes_to_offsets",
    "stream_rewards", "summarize_draft",
]
