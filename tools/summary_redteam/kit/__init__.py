"""Shared tooling of the summary red-team sets (fresh2, fresh3, fresh4, ...): `run` (judge a
summarizer on one split of a set), `casekit` (write and check cases), `judge_add` (record human
verdicts), `table` (runs side by side). Each set's folder holds its cases, judgement.json and
optionally kinds.py; the tools take the folder as an argument."""
