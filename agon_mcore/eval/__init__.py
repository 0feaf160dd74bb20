"""Evaluation: the cascade in both directions, baselines (zero-shot, self-refinement,
Mixture-of-Agents), unbiased pass@k and Clopper-Pearson intervals, and the results table."""
from agon_mcore.eval.cascade import EvalError, EvalReport, SettingResult, choose_direction, run_eval
from agon_mcore.eval.metrics import clopper_pearson, mean_pass_at_k, pass_at_k, problem_interval
from agon_mcore.eval.table import format_table, reading_table, report_table, results_table

__all__ = [
    "EvalError", "EvalReport", "SettingResult", "choose_direction", "clopper_pearson", "format_table",
    "mean_pass_at_k", "pass_at_k", "problem_interval", "reading_table", "report_table", "results_table", "run_eval",
]
