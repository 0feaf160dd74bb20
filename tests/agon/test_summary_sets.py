"""The summarizer and the reader on the labelled drafts (tests/data/summary_drafts.jsonl) and on
the attack drafts of kinds beyond the original list (tools/summary_redteam/cases.py: ATTACK)."""
import importlib.util
import json
from pathlib import Path

import pytest

from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import CONCLUSION_PLACEHOLDER, summarize_draft

ROOT = Path(__file__).resolve().parents[2]


def _load(name):
    spec = importlib.util.spec_from_file_location(name.replace("/", "_"), ROOT / "tools" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


ATTACK = _load("summary_redteam/cases").ATTACK


@pytest.mark.parametrize("kind,problem,draft,domain,keep", ATTACK, ids=[c[0] for c in ATTACK])
def test_attack_drafts_do_not_leak_and_keep_reasoning(kind, problem, draft, domain, keep):
    s = summarize_draft(draft, domain=domain, problem=problem)
    assert s.had_answer
    # no statement of the answer left (the summarizer's contract); work through the answer's value
    # ("10 = 2*5" for the 5th term) stays and is counted by the metric's upper bound (count_work=True)
    assert not answer_readable(s.text, s.hidden_answer, domain, problem=problem, count_work=False), s.text
    for k in keep:
        assert k in s.text, (k, s.text)


@pytest.mark.parametrize("draft,kept", [
    ("9 + 1 + 8 = \\boxed{18}", "9 + 1 + 8 = "),
    ("Then $12 \\cdot 3 - 6 = \\boxed{30}$", "Then $12 \\cdot 3 - 6 = "),
])
def test_chain_ending_in_the_box_keeps_its_left_sides(draft, kept):
    s = summarize_draft(draft)
    assert s.text.startswith(kept) and s.text[len(kept):].startswith(CONCLUSION_PLACEHOLDER)
    assert not answer_readable(s.text, s.hidden_answer)


@pytest.mark.parametrize("draft,code_kept", [
    ("Check:\n```python\nprint(3**4)  # 81\n```\n\\boxed{81}", "print(3**4)"),
    ("Check:\n```js\nconsole.log(6*7) // 42\n```\n\\boxed{42}", "console.log(6*7)"),
])
def test_math_draft_code_kept_answer_in_comment_hidden(draft, code_kept):
    s = summarize_draft(draft, domain="math")
    assert code_kept in s.text and not answer_readable(s.text, s.hidden_answer)


@pytest.mark.slow  # ~160 summaries and ~370 reader calls: 10-30 s under load
def test_labelled_set_rates():
    rows = [json.loads(x) for x in (ROOT / "tests/data/summary_drafts.jsonl").read_text().splitlines() if x.strip()]
    assert len(rows) >= 150 and {r["domain"] for r in rows} == {"math", "code"} and any(not r["correct"] for r in rows)
    res = _load("eval_summaries").evaluate(rows)
    assert res["leak_rate"] == 0.0 and res["overhide_rate"] == 0.0
    assert res["reader"]["precision"] >= 0.98 and res["reader"]["recall"] >= 0.98
    assert res["hiding"]["placeholders_not_answer_frac"] < 0.05
