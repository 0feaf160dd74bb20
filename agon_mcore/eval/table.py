"""The final results table (``rich``), for one report or rows gathered from several runs.

Columns: setting, kind, pass@1 % with its Clopper-Pearson interval, any other pass@k %,
correct / total, mean answer length (answerer's tokens) and truncated answers. Rows from
several runs (GRPO, coop, Agon, ...) go in one table with :func:`results_table`, the way
the paper's main table compares methods.
"""
from __future__ import annotations

import io
from typing import Optional, Sequence, Tuple

from rich.console import Console
from rich.table import Table

from agon_mcore.eval.cascade import EvalReport, SettingResult


def results_table(rows: Sequence[Tuple[str, SettingResult]], title: Optional[str] = None,
                  alpha: float = 0.05) -> Table:
    """A ``rich.table.Table`` with one row per ``(label, SettingResult)``.

    Args:
        rows: ``(label, result)`` pairs, e.g. ``("Agon A->B", report["A->B"])``.
        title: table title.
        alpha: the intervals' alpha (only used for the column header).

    Raises:
        ValueError: ``rows`` is empty.
    """
    if not rows:
        raise ValueError("results_table: no rows; pass (label, SettingResult) pairs")
    ks = sorted({k for _, r in rows for k in r.pass_at_k if k != 1})
    level = round(100 * (1 - alpha))
    t = Table(title=title, show_lines=False)
    t.add_column("setting")
    t.add_column("kind")
    t.add_column("pass@1 %", justify="right")
    t.add_column(f"{level}% CI", justify="right")
    for k in ks:
        t.add_column(f"pass@{k} %", justify="right")
    t.add_column("correct", justify="right")
    t.add_column("mean tokens", justify="right")
    t.add_column("truncated", justify="right")
    for label, r in rows:
        lo, hi = r.ci
        cells = [label, r.kind, f"{100 * r.pass1:.1f}", f"{100 * lo:.1f}-{100 * hi:.1f}"]
        cells += [f"{100 * r.pass_at_k[k]:.1f}" if k in r.pass_at_k else "-" for k in ks]
        cells += [f"{r.total_correct}/{r.total}", f"{r.mean_tokens:.0f}", str(r.truncated)]
        t.add_row(*cells)
    return t


def report_table(report: EvalReport, title: Optional[str] = None) -> Table:
    """:func:`results_table` of every setting of ``report`` (title: split, problems, n)."""
    if title is None:
        title = f"{report.split or 'eval'}: {len(report.problem_ids)} problems, n={report.n}"
    return results_table(list(report.settings.items()), title=title, alpha=report.alpha)


def format_table(table: Table, width: int = 120) -> str:
    """Render a table to plain text (for logs and files; no colour codes)."""
    buf = io.StringIO()
    Console(file=buf, width=width, color_system=None, force_terminal=False).print(table)
    return buf.getvalue()


def reading_table(evals) -> Optional[Table]:
    """The reading channel of the last evaluation that measured it (``eval.json``'s
    ``reading``: :mod:`agon_mcore.eval.reading`) as a table: one row per measurement and
    evaluation row, value % with its 95% interval; None when no evaluation measured it.

    Args:
        evals: evaluation dicts (``eval.json`` entries, oldest first).
    """
    from agon_mcore.eval.reading import reading_lines

    ev = next((e for e in reversed(list(evals)) if e.get("reading")), None)
    if ev is None:
        return None
    t = Table(title=f"reading channel ({ev.get('label', 'eval')}, step {ev.get('step', '-')}; "
                    f"{ev.get('split')}, pass@1 %)",
              caption="oracle_reading_gain: Y reading the summary of a reference solution (ref->Y) minus Y "
                      "reading nothing (none->Y: an empty draft). reading_gain: the cascade minus its challenger "
                      "alone. wrong_copy_rate: answers equal to the drafter's wrong answer, of the wrong drafts "
                      "that state one; beside it the same for Y reading nothing. Brackets: "
                      + ev["reading"].get("method", "95% interval"))
    for c in ("measurement", "row", "value %", "95% interval"):
        t.add_column(c, justify="left" if c != "95% interval" else "right")
    for row in reading_lines(ev["reading"]):
        t.add_row(*row)
    return t
