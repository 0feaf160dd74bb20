"""Loaders on the real files of shared/data, the DeepMath hard split, local files with
bad rows, and the errors."""
from __future__ import annotations

import gzip
import json
import logging
import os
import random
import subprocess
import sys

import pytest

from agon_mcore.data import SPECS, DataError, load_problems
from agon_mcore.data.sources import normalize_gold, repair_latex_escapes
from agon_mcore.data.splits import heldout_key, heldout_split


@pytest.fixture(scope="module")
def hard(data_root):
    train = load_problems("deepmath_hard:train", data_root=str(data_root))
    test = load_problems("deepmath_hard:test", data_root=str(data_root))
    return train, test


def test_deepmath_hard_split_is_300_disjoint_and_complete(hard, data_root):
    train, test = hard
    val = load_problems("deepmath_hard:validation", data_root=str(data_root))
    assert len(test) == 300 and len(val) == 50 and len(train) == 542 - 300 - 50
    assert not {p.id for p in train} & {p.id for p in test}
    assert not {p.id for p in val} & ({p.id for p in train} | {p.id for p in test})
    with open(data_root / "deepmath" / "deepmath_hard_ge8.jsonl") as f:
        ids = {json.loads(line)["id"] for line in f}
    assert {p.id for p in train} | {p.id for p in val} | {p.id for p in test} == ids
    assert all(p.metadata["difficulty"] >= 8 for p in train + test)
    assert {p.metadata["split"] for p in test} == {"test"}
    # the held-out set is the 300 smallest sha256 keys, whatever the file order
    assert {p.id for p in test} == set(sorted(ids, key=heldout_key)[:300])


def test_deepmath_hard_split_is_reproducible_and_order_independent(hard, data_root):
    train, test = hard
    again = load_problems("deepmath_hard:test", data_root=str(data_root))
    assert [p.id for p in again] == [p.id for p in test]
    shuffled = train + test
    random.Random(3).shuffle(shuffled)
    tr2, te2 = heldout_split(shuffled, 300)
    assert {p.id for p in te2} == {p.id for p in test} and {p.id for p in tr2} >= {p.id for p in train}
    # a different size is a different, still disjoint split
    tr3, te3 = heldout_split(train + test, 100)
    assert len(te3) == 100 and {p.id for p in te3} <= {p.id for p in test}
    with pytest.raises(DataError, match="heldout_size=542"):
        load_problems("deepmath_hard:train", data_root=str(data_root), heldout_size=542)


def test_deepmath_rows(hard, data_root):
    train, test = hard
    p = next(p for p in train + test if p.id == "deepmath7to9_0000")
    assert p.domain == "math" and p.answer == "Yes" and p.tests is None
    assert p.metadata["source"] == "deepmath_hard" and p.metadata["topic"].startswith("Mathematics")
    union = load_problems("deepmath:all", data_root=str(data_root))
    assert len(union) == 938 and {p.metadata["difficulty"] for p in union} == {7.0, 8.0, 9.0}
    # LaTeX escape damage (TAB for \tau, LF for \nabla) is repaired in the prompt
    tau = next(p for p in union if p.id == "deepmath7to9_0118")
    assert "\\tau: A \\to" in tau.prompt and "\t" not in tau.prompt and tau.metadata["escape_repairs"] == 1
    nabla = next(p for p in union if p.id == "deepmath7to9_0562")
    assert "$\\nabla$-finite" in nabla.prompt


def test_eval_sets(data_root):
    root = str(data_root)
    gsm = load_problems("gsm8k:test", data_root=root)
    assert len(gsm) == 1319 and gsm[0].answer == "18"
    assert all(p.answer.lstrip("-").isdigit() for p in gsm)  # "#### 1,600" -> "1600"
    assert gsm[0].id.startswith("gsm8k-") and len({p.id for p in gsm}) == 1319
    m5 = load_problems("math500:test", data_root=root)
    assert len(m5) == 500 and m5[0].answer == "\\left( 3, \\frac{\\pi}{2} \\right)"
    assert m5[0].id == "test/precalculus/807.json" and m5[0].metadata["level"] == 2
    aime = load_problems("aime24:test", data_root=root)
    assert len(aime) == 30 and aime[0].id == "aime24-60" and aime[0].answer == "204"
    assert next(p for p in aime if p.id == "aime24-67").answer == "25"  # "025"
    amc = load_problems("amc23:test", data_root=root)
    assert len(amc) == 40 and amc[0].answer == "27"  # 27.0
    assert all("." not in p.answer for p in amc if float(p.answer).is_integer())


def test_code_sets(data_root):
    cc = load_problems("code_contests:test", data_root=str(data_root))
    assert len(cc) == 165 and all(p.domain == "code" and p.answer is None for p in cc)
    assert cc[0].tests == {"inputs": ["5 2\nAA\nAB\nBB\nBA\nAZ\n"], "outputs": ["5 2 1 3 4 \n"]}
    assert max(len(p.tests["inputs"]) for p in cc) == 138
    he = load_problems("humaneval:test", data_root=str(data_root))
    assert len(he) == 164 and he[0].id == "HumanEval/0"
    assert he[0].tests["entry_point"] == "has_close_elements" and he[0].tests["prompt"] == he[0].prompt
    assert "def check(candidate)" in he[0].tests["test"] and "canonical_solution" in he[0].metadata


@pytest.mark.slow
def test_local_file_with_bad_rows_is_skipped_and_logged(tmp_path, caplog):
    f = tmp_path / "mine.jsonl"
    lines = [
        json.dumps({"question": "What is 1+1?", "answer": "2"}).encode(),
        json.dumps({"question": "   ", "answer": "3"}).encode(),  # 1: empty question
        json.dumps({"question": "Find x.", "answer": None}).encode(),  # 2: missing answer
        b'{"question": "caf\xe9?", "answer": "1"}',  # 3: not UTF-8
        b'{"question": "broken", ',  # 4: not JSON
        json.dumps({"problem": "Compute 2^3.", "answer": 8.0, "id": 7}).encode(),
        json.dumps({"question": "GSM style", "answer": "so 1,000 + 600\n#### 1,600"}).encode(),
    ]
    f.write_bytes(b"\n".join(lines) + b"\n")
    with caplog.at_level(logging.WARNING, logger="agon.data"):
        ps = load_problems(str(f))
    assert [p.prompt for p in ps] == ["What is 1+1?", "Compute 2^3.", "GSM style"]
    assert [p.answer for p in ps] == ["2", "8", "1600"]
    assert ps[1].id == "mine-7" and ps[0].id.startswith("mine-")
    text = caplog.text
    for idx, why in [(1, "empty question"), (2, "missing answer"), (3, "not UTF-8"), (4, "undecodable JSON")]:
        assert f"row {idx} skipped" in text and why in text
    assert "skipped 4 of 7 rows" in text


def test_local_parquet_and_gz_and_code_layout(tmp_path):
    import datasets

    rows = [{"problem": "Echo the input.", "tests": {"inputs": ["a\n"], "outputs": ["a\n"]}},
            {"problem": "No tests here.", "tests": {"inputs": [], "outputs": []}}]
    pq = tmp_path / "code.parquet"
    datasets.Dataset.from_list(rows).to_parquet(str(pq))
    ps = load_problems(str(pq))
    assert len(ps) == 1 and ps[0].domain == "code" and ps[0].tests["outputs"] == ["a\n"]
    gz = tmp_path / "he.jsonl.gz"
    with gzip.open(gz, "wt") as f:
        f.write(json.dumps({"task_id": "T/0", "prompt": "def f():\n", "entry_point": "f", "test": "def check(c): pass"}) + "\n")
    (p,) = load_problems(str(gz))
    assert p.id == "T/0" and p.tests["entry_point"] == "f"


def test_empty_result_and_bad_specs_are_clear_errors(tmp_path, data_root):
    f = tmp_path / "empty.jsonl"
    f.write_text(json.dumps({"question": "q", "answer": ""}) + "\n")
    with pytest.raises(DataError, match="no usable problems"):
        load_problems(str(f))
    with pytest.raises(DataError, match="unknown data spec 'nonsense'"):
        load_problems("nonsense")
    with pytest.raises(DataError, match="deepmath_hard has splits train, validation, test"):
        load_problems("deepmath_hard:all", data_root=str(data_root))
    with pytest.raises(DataError, match="does not exist; set \\$AGON_DATA_ROOT"):
        load_problems("gsm8k:test", data_root=str(tmp_path))
    with pytest.raises(DataError, match="not found"):
        load_problems(str(tmp_path / "missing.jsonl"))
    # an empty filtered result names the spec and the filters
    (tmp_path / "deepmath").mkdir()
    (tmp_path / "deepmath" / "deepmath_hard_ge8.jsonl").write_text(
        json.dumps({"question": "q", "final_answer": "1", "difficulty": 5.0, "id": "a"}) + "\n")
    with pytest.raises(DataError, match=r"'deepmath_hard:test'.*difficulty >= 8"):
        load_problems("deepmath_hard:test", data_root=str(tmp_path))
    assert "deepmath_hard:test" in SPECS and "humaneval:test" in SPECS


def test_data_root_from_environment(monkeypatch, data_root):
    monkeypatch.setenv("AGON_DATA_ROOT", str(data_root))
    assert len(load_problems("amc23:test")) == 40


@pytest.mark.slow
def test_hub_spec_offline_is_a_clear_error():
    code = ("from agon_mcore.data import load_problems, DataError\n"
            "try:\n    load_problems('hub:openai/gsm8k:test')\n"
            "except DataError as e:\n    print('DATAERROR', e)\n")
    env = dict(os.environ, HF_HUB_OFFLINE="1", HF_DATASETS_OFFLINE="1")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert "DATAERROR cannot load hub dataset 'openai/gsm8k' split 'test'" in out.stdout, out.stderr[-2000:]
    assert "offline" in out.stdout


def test_normalisers():
    assert normalize_gold(27.0) == "27" and normalize_gold(0.25) == "0.25" and normalize_gold(3) == "3"
    assert normalize_gold("025") == "25" and normalize_gold("-007") == "-7" and normalize_gold("0") == "0"
    assert normalize_gold("blah\n#### 1,234") == "1234" and normalize_gold(" \\boxed{\\frac{1}{2}} ") == "\\frac{1}{2}"
    assert normalize_gold("$x^2$") == "x^2" and normalize_gold("  ") is None and normalize_gold(None) is None
    assert normalize_gold("\\boxed{1} and \\boxed{2}") == "\\boxed{1} and \\boxed{2}"
    assert repair_latex_escapes("a\tau b\nabla c\nwhere\tx") == ("a\\tau b\\nabla c\nwhere\tx", 2)
