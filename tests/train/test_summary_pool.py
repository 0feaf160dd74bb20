"""train.summary_workers: a step's summaries in worker processes equal the inline ones, in order; small batches stay
inline; a broken pool falls back to inline without losing a summary; the auto setting by core count."""
from __future__ import annotations

import json
import logging
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest

from agon_mcore.agon.summary import summarize_draft
from agon_mcore.config import ConfigError, load_config
from agon_mcore.train.summary_pool import MIN_POOLED, SummaryPool, resolve_workers

_DRAFTS = [json.loads(x) for x in (Path(__file__).parents[1] / "data" / "summary_drafts.jsonl").read_text().splitlines()]


def _jobs(n):
    return [(r["draft"], "stop", r["domain"], "", r["problem"]) for r in _DRAFTS[:n]]


@pytest.mark.parametrize("setting,cores,want", [(-1, 2, 0), (-1, 4, 0), (-1, 6, 4), (-1, 16, 8), (-1, 128, 8),
                                                  (0, 16, 0), (3, 2, 3)])
def test_resolve_workers(setting, cores, want):
    assert resolve_workers(setting, cores) == want


def test_bad_setting_is_refused_by_config_and_resolver():
    with pytest.raises(ValueError, match="summary_workers"):
        resolve_workers(-2, 8)
    with pytest.raises(ConfigError, match="summary_workers"):
        load_config(None, ["train.summary_workers=-3"])


def test_small_batch_stays_inline():
    pool = SummaryPool(2)
    got = pool.summarize(_jobs(MIN_POOLED - 1))
    assert pool._pool is None and len(got) == MIN_POOLED - 1
    assert [s.text for s in got] == [summarize_draft(*j[:2], domain=j[2], opened=j[3], problem=j[4]).text for j in _jobs(MIN_POOLED - 1)]


@pytest.mark.slow
def test_pooled_summaries_equal_inline_in_order():
    jobs = _jobs(24)
    inline = [summarize_draft(t, f, domain=d, opened=o, problem=p) for t, f, d, o, p in jobs]
    pool = SummaryPool(2)
    try:
        pooled = pool.summarize(jobs)
        assert pool._pool is not None  # real worker processes ran them
    finally:
        pool.close()
    assert [(s.text, s.hidden_answer, s.numerals, s.numerals_hidden) for s in pooled] == \
        [(s.text, s.hidden_answer, s.numerals, s.numerals_hidden) for s in inline]
    assert pool._pool is None


def test_broken_pool_falls_back_inline(caplog):
    # a stand-in executor whose map raises as a pool with a killed worker does (error handling only)
    class BrokenExecutor:
        def map(self, *a, **k):
            raise BrokenProcessPool("a child process terminated abruptly")

        def shutdown(self, **k):
            pass

    pool = SummaryPool(2)
    pool._pool = BrokenExecutor()
    jobs = _jobs(MIN_POOLED)
    with caplog.at_level(logging.WARNING, logger="agon.train"):
        got = pool.summarize(jobs)
    assert len(got) == MIN_POOLED and pool.workers == 0 and pool._pool is None
    assert "summarizing inline" in caplog.text
    assert [s.text for s in got] == [summarize_draft(t, f, domain=d, opened=o, problem=p).text for t, f, d, o, p in jobs]
