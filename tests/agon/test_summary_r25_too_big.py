"""Numbers too large to evaluate (fresh27 zz13, zz15, zzp18: the summarizer never finished on them).

``8^{8^{8^8}}`` or ``(2x-1)^{2017}`` made sympy and Python evaluate powers exactly, without end. The value readers now
return no value for a text that writes a number of more than 100 000 digits or a bracket with a variable raised beyond
300 (``answer_forms.values.too_big``: the parse entry points ``latex_value``, ``plain_value``,
``relatives._formula_value``, ``compare``'s plain formulas, code expressions and ``value_kind``'s lenient read check
it), and an answer that is such a number is read as its notation (``agon.leak``). Each case runs in a child process
with a deadline, so a regression fails the test instead of hanging the suite.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from agon_mcore.agon.answer_forms.values import too_big
from agon_mcore.agon.leak import answer_readable

_SET = Path(__file__).parents[2] / "tools" / "summary_redteam" / "fresh27" / "heldout.jsonl"
_ROWS = {r["id"]: r for r in map(json.loads, _SET.open())}

_CHILD = """
import json, sys
from agon_mcore.agon.summary import summarize_draft
r = json.loads(sys.stdin.read())
print(json.dumps(summarize_draft(r["draft"], domain=r["domain"], problem=r["problem"]).text))
"""


def _summary_in_child(row: dict, deadline_s: float = 120.0) -> str:
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    out = subprocess.run([sys.executable, "-c", _CHILD], input=json.dumps(row), capture_output=True, text=True,
                         timeout=deadline_s, env=env, check=True)
    return json.loads(out.stdout)


@pytest.mark.parametrize("text,big", [
    ("4444^{4444^{4444}}", True),
    ("10^{6\\cdot 10^{6\\cdot 10^6}}", True),
    ("8^{8^{8^8}}", True),
    ("\\left[\\frac{(2x-1)^{2017}}{2\\cdot 2017}\\right]_0^1", True),
    ("9**9**9**9", True),
    ("2^{10}", False),
    ("2^{2^3}", False),
    ("e^{x^2}", False),
    ("2^{2^n}", False),
    ("3^{100}", False),
    ("10^{99999}", False),
])
def test_too_big(text, big):
    assert too_big(text) is big


@pytest.mark.parametrize("cid,keep", [
    ("zz13", "$4444 = 9\\cdot 493 + 7$"),
    ("zz15", "\\int_0^1 (2x-1)^{2016}\\,dx"),
    ("zzp18", "$7^7 = 823543$"),
])
def test_fresh27_drafts_that_hung_finish(cid, keep):
    r = _ROWS[cid]
    text = _summary_in_child(r)
    assert "could not be summarized" not in text and keep in text
    assert "\\boxed" not in text


@pytest.mark.parametrize("draft", [
    "$N = 4444^{4444^{4444}}$ has many digits, so \\boxed{3}",
    "$A = 10^{6\\cdot 10^{6\\cdot 10^6}}$ and then \\boxed{3}",
    "We have 8**8**8**8 and 9^9^9^9, so \\boxed{3}",
    "$\\left[\\frac{(2x-1)^{2017}}{2\\cdot 2017}\\right]_0^1 = \\frac{2}{4034}$ so \\boxed{\\frac{1}{2017}}",
])
def test_one_line_drafts_that_hung_finish(draft):
    text = _summary_in_child({"draft": draft, "domain": "math", "problem": ""})
    assert "[hidden: the conclusion and final answer]" in text


def test_an_answer_too_large_to_evaluate_is_read_as_its_notation():
    assert answer_readable("so it is 8^{8^{8^8}}", "8^{8^{8^8}}")
    assert answer_readable("so it is $8^{8^{8^{8}}}$", "8^{8^{8^8}}")
    assert not answer_readable("so it is 8^{8^{9}}", "8^{8^{8^8}}")
    text = _summary_in_child({"draft": "The value is huge: $8^{8^{8^8}}$. So \\boxed{8^{8^{8^8}}}", "domain": "math",
                              "problem": ""})
    assert "8^{8" not in text
