"""A program's own text is substituted literally when its result statements are expanded
(``agon.code_restated.result_statements``): a regex literal's ``\\s``, ``\\d`` or ``\\1`` in the program is no
escape of ``re.sub``'s template (fresh22 fq01 made both the summarizer and the reader fault: ``bad escape \\s``)."""
import json
from pathlib import Path

import pytest

from agon_mcore.agon.code_restated import result_statements
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

_SETS = Path(__file__).resolve().parents[2] / "tools" / "summary_redteam"


@pytest.mark.parametrize("program,expanded", [
    ("def f(S):\n    parts = re.split(r'[.?!]\\s*', S)\n    return len(parts)\n",
     "len((re.split(r'[.?!]\\s*', S)))"),
    ("def g(s):\n    t = re.sub(r'(\\d+)', r'<\\1>', s)\n    return t.upper()\n",
     "(re.sub(r'(\\d+)', r'<\\1>', s)).upper()"),
])
def test_program_text_substituted_literally(program, expanded):
    assert expanded in result_statements(program)


def test_fresh22_fq01_no_fault():
    row = next(json.loads(x) for x in open(_SETS / "fresh22" / "heldout.jsonl") if json.loads(x)["id"] == "fq01")
    out = summarize_draft(row["draft"], problem=row["problem"])
    assert out.fault is None
    for k in row["must_stay"]:
        assert k in out.text, (k, out.text)
    assert not answer_readable(out.text, row["answer"], "code", problem=row["problem"])
