"""Validation splits (synthetic, DeepMath hard) and the overlap checks between the train,
validation and test sets: a validation set is refused when it shares a problem
(id or normalised text) with the test set, whatever its name; an eval set that overlaps
the training set is refused unless data.allow_eval_overlap says otherwise."""
from __future__ import annotations

import json
import random

import pytest

from agon_mcore.config import DataConfig, SyntheticConfig
from agon_mcore.data import DataError, check_data_splits, load_problems, normalize_text, shared_problems
from agon_mcore.data.splits import validation_key, validation_split

SYN = SyntheticConfig(num_validation=100)


def _ids(ps):
    return {p.id for p in ps}


def test_synthetic_validation_is_disjoint_stable_and_carved_by_hash():
    train = load_problems("synthetic:train", synthetic=SYN)
    val = load_problems("synthetic:validation", synthetic=SYN)
    test = load_problems("synthetic:test", synthetic=SYN)
    assert (len(train), len(val), len(test)) == (700, 100, 200)
    assert not _ids(val) & _ids(train) and not _ids(val) & _ids(test) and not _ids(train) & _ids(test)
    full = load_problems("synthetic:train")  # num_validation=0: the whole pool, as before
    assert len(full) == 800 and _ids(train) | _ids(val) == _ids(full)
    assert _ids(val) == set(sorted(_ids(full), key=validation_key)[:100])
    assert {p.metadata["split"] for p in val} == {"validation"}
    with pytest.raises(DataError, match="num_validation=0"):
        load_problems("synthetic:validation")


def test_deepmath_hard_validation_is_disjoint_and_order_independent(data_root):
    kw = dict(data_root=str(data_root))
    train, val, test = (load_problems(f"deepmath_hard:{s}", **kw) for s in ("train", "validation", "test"))
    assert (len(train), len(val), len(test)) == (192, 50, 300)
    assert not (_ids(val) & (_ids(train) | _ids(test)))
    pool = train + val
    random.Random(7).shuffle(pool)
    tr2, va2 = validation_split(pool, 50)
    assert _ids(va2) == _ids(val) and _ids(tr2) == _ids(train)
    with pytest.raises(DataError, match="more than 50"):
        validation_split(val, 50)


def _write(path, problems, keep_ids=True, mangle=False):
    with open(path, "w") as f:
        for p in problems:
            q = p.prompt
            if mangle:  # same problem, different whitespace and case
                q = "  " + q.upper().replace(" ", "   ") + "\n"
            row = {"question": q, "final_answer": p.answer}
            if keep_ids:
                row["id"] = p.id
            f.write(json.dumps(row) + "\n")
    return str(path)


# --- the three inputs first reported, each with two more of the same kind ---------------------

@pytest.mark.parametrize("val,eval_spec", [
    ("deepmath_hard:train", "deepmath:all"),          # the input first reported: train pool inside the eval set
    ("deepmath_hard:validation", "deepmath:all"),     # a real validation split, but the eval set contains it
    ("deepmath:all", "deepmath_hard:test"),           # the union file contains the test split
])
def test_validation_sharing_ids_with_test_is_refused(data_root, val, eval_spec):
    d = DataConfig(train="deepmath_hard:train", eval=eval_spec, validation=val, data_root=str(data_root),
                   allow_eval_overlap=True)
    with pytest.raises(DataError, match=r"data.validation=.*shares \d+ of its \d+ problems with data.eval"):
        check_data_splits(d)


@pytest.mark.parametrize("keep_ids,mangle", [(True, False), (False, False), (False, True)])
def test_validation_file_holding_the_test_problems_is_refused(data_root, tmp_path, keep_ids, mangle):
    # the input first reported is a path to the test file (same ids); also without ids (matched by
    # text) and with whitespace/case changed (matched by normalised text)
    test = load_problems("deepmath_hard:test", data_root=str(data_root))
    path = _write(tmp_path / "held_out_copy.jsonl", test[:40], keep_ids=keep_ids, mangle=mangle)
    d = DataConfig(train="deepmath_hard:train", eval="deepmath_hard:test", validation=path,
                   data_root=str(data_root))
    with pytest.raises(DataError, match=r"shares 40 of its 40 problems with data.eval='deepmath_hard:test'"):
        check_data_splits(d)


@pytest.mark.parametrize("val", ["deepmath_hard:test ", " deepmath_hard:test", "\tdeepmath_hard:test\n"])
def test_test_split_name_with_whitespace_is_refused(data_root, val):
    d = DataConfig(train="deepmath_hard:train", eval="deepmath_hard:test", validation=val, data_root=str(data_root))
    with pytest.raises(DataError, match="shares 300 of its 300 problems"):
        check_data_splits(d)


def test_proper_validation_splits_pass(data_root):
    d = DataConfig(train="deepmath_hard:train", eval="deepmath_hard:test", validation="deepmath_hard:validation",
                   data_root=str(data_root))
    assert check_data_splits(d) == {"eval_in_train": 0}
    d = DataConfig(validation="synthetic:validation", synthetic=SYN)
    assert check_data_splits(d) == {"eval_in_train": 0}
    # synthetic:validation with the default num_validation=0 is a clear error, not a silent overlap
    with pytest.raises(DataError, match="num_validation"):
        check_data_splits(DataConfig(validation="synthetic:validation"))


@pytest.mark.parametrize("how", ["train_split", pytest.param("file_part", marks=pytest.mark.slow), "synthetic_train"])  # file_part: 5 s
def test_validation_overlapping_train_is_allowed_with_a_warning(data_root, tmp_path, caplog, how):
    # the reported `deepmath_hard:train` as the validation set: disjoint from the test set, so
    # not refused, but the cascade direction would be chosen on trained-on problems: warned
    if how == "synthetic_train":
        d, n, total = DataConfig(validation="synthetic:train", synthetic=SYN), 700, 700
    else:
        train = load_problems("deepmath_hard:train", data_root=str(data_root))
        val = "deepmath_hard:train"
        n = total = 192
        if how == "file_part":
            val = _write(tmp_path / "val.jsonl", train[:10] + load_problems("gsm8k:test", data_root=str(data_root))[:5])
            n, total = 10, 15
        d = DataConfig(train="deepmath_hard:train", eval="deepmath_hard:test", validation=val, data_root=str(data_root))
    with caplog.at_level("WARNING", logger="agon.data"):
        assert check_data_splits(d) == {"eval_in_train": 0}
    assert f"shares {n} of its {total} problems with data.train" in caplog.text
    caplog.clear()
    with caplog.at_level("WARNING", logger="agon.data"):  # a disjoint validation split: no warning
        check_data_splits(DataConfig(train="deepmath_hard:train", eval="deepmath_hard:test",
                                     validation="deepmath_hard:validation", data_root=str(data_root)))
    assert "data.train" not in caplog.text


# --- data.train vs data.eval -----------------------------------------------------------------

@pytest.mark.parametrize("how", ["same_spec", "file_copy", "text_only"])
def test_eval_overlapping_train_is_refused_unless_allowed(data_root, tmp_path, how):
    train = load_problems("deepmath_hard:train", data_root=str(data_root))
    if how == "same_spec":
        ev = "deepmath_hard:train"
    else:
        ev = _write(tmp_path / "eval.jsonl", train[:10] + load_problems("gsm8k:test", data_root=str(data_root))[:5],
                    keep_ids=how == "file_copy", mangle=how == "text_only")
    d = DataConfig(train="deepmath_hard:train", eval=ev, data_root=str(data_root))
    with pytest.raises(DataError, match=r"data.eval=.* shares \d+ of its \d+ problems with data.train.*allow_eval_overlap"):
        check_data_splits(d)
    d.allow_eval_overlap = True
    assert check_data_splits(d)["eval_in_train"] == (192 if how == "same_spec" else 10)


def test_normalize_text_and_shared_problems():
    assert normalize_text("  What is\t1 + 2?\n") == normalize_text("what IS 1 + 2?") == "what is 1 + 2?"
    assert normalize_text("ﬁve") == "five"  # NFKC
    a = load_problems("synthetic:test")[:3]
    assert [how for _, _, how in shared_problems(a, a)] == ["id"] * 3
    assert shared_problems(a, load_problems("synthetic:train")) == []
