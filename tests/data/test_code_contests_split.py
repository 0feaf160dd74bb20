"""configs/code_contests_cpu.yaml's data: CodeContests split by a stable hash of the id into
train / validation / held-out test, disjoint, with the real sandboxed tests attached."""
from pathlib import Path

from agon_mcore.config import load_config
from agon_mcore.data import load_problems, question_text

ROOT = Path(__file__).resolve().parents[2]


def test_code_contests_config_splits_are_disjoint_and_fixed(data_root):
    cfg = load_config([str(ROOT / "configs/code_contests_cpu.yaml")], [])
    # warm-up and Agon steps on the synthetic code task; held-out evaluation on CodeContests
    assert cfg.data.train == cfg.sft.data == "synthetic_code:train" and cfg.data.eval == "code_contests_split:test"
    kw = dict(data_root=str(data_root), heldout_size=cfg.data.heldout_size)
    splits = {s: load_problems(f"code_contests_split:{s}", **kw) for s in ("train", "validation", "test")}
    assert {s: len(p) for s, p in splits.items()} == {"train": 105, "validation": 20, "test": 40}
    ids = {s: {p.id for p in ps} for s, ps in splits.items()}
    assert not (ids["train"] & ids["test"]) and not (ids["train"] & ids["validation"]) and not (ids["validation"] & ids["test"])
    every = {p.prompt for p in load_problems("code_contests:test", data_root=str(data_root))}
    assert {p.prompt for ps in splits.values() for p in ps} == every  # the same 165 problems
    assert all(p.domain == "code" and p.tests["inputs"] and len(p.tests["inputs"]) == len(p.tests["outputs"])
               for ps in splits.values() for p in ps)
    # the prompt limit of the config keeps a usable pool and held-out set (byte tokenizer)
    fits = {s: sum(len(question_text(p).encode()) + 40 <= cfg.data.max_prompt_tokens for p in ps)
            for s, ps in splits.items()}
    assert fits["train"] >= 30 and fits["test"] >= 10, fits
    # fixed: a second load gives the same held-out ids
    assert {p.id for p in load_problems("code_contests_split:test", **kw)} == ids["test"]
