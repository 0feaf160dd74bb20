"""`agon convert mcore-to-hf --ckpt <run>/checkpoints/step_N --rival X --out DIR`:
a rival trained by `agon train` becomes a Hugging Face folder that transformers loads and
that gives the trainer's log-probs; plus item 9's config.yaml sizes for a local HF model."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import torch

sys.path.insert(0, str(Path(__file__).parent))

from agon_mcore.config import load_config  # noqa: E402

TINY = [
    "sft.steps=0", "data.batch_size=2", "rollout.sampling.n=2", "rollout.sampling.max_new_tokens=8",
    "eval.num_problems=2", "eval.at_end=false", "logging.progress=false", "logging.tensorboard=false",
    "data.synthetic.num_train=8", "data.synthetic.num_test=4", "checkpoint.save_every=1", "train.steps=2",
    "optimizer.lr=0.01",  # large enough that the trained rivals differ visibly from their start
]


def _train(run_dir, *extra):
    from agon_mcore.train.run import run_train

    run_train(load_config([], TINY + [f"train.run_dir={run_dir}", *extra]))
    return run_dir


@pytest.fixture(scope="module")
def trained_run(tmp_path_factory):
    return _train(tmp_path_factory.mktemp("export") / "run")


def _trainer_logprobs(run_dir, rival, prompt, response):
    """The trainer's own log-probs: the run resumed from its newest checkpoint (trainer code path)."""
    from agon_mcore.policy.batch import Sample
    from agon_mcore.policy.parallel import destroy_parallel
    from agon_mcore.train.trainer import AgonTrainer

    cfg = load_config([str(Path(run_dir) / "config.yaml")], ["rollout.sampling.temperature=1.0"])
    t = AgonTrainer(cfg, run_dir=str(run_dir), resume=True, save_config=False, check_resume=False)
    try:
        return t.rivals[rival].policy.logprobs([Sample(prompt, response, 0.0)])[0], t.rivals[rival].tokenizer
    finally:
        if t.engine is not None:
            t.engine.shutdown()
        if t.verifier is not None:
            t.verifier.close()
        destroy_parallel()


def _hf_logprobs(folder, prompt, response):
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(str(folder), dtype=torch.float32).eval()
    ids = torch.tensor([prompt + response])
    with torch.no_grad():
        logits = model(ids).logits[0, len(prompt) - 1: -1].float()
    return torch.log_softmax(logits, -1).gather(1, torch.tensor(response)[:, None])[:, 0]


@pytest.mark.slow
@pytest.mark.parametrize("rival", ["A", "B"])
def test_exported_rival_loads_in_transformers_and_gives_the_trainers_logprobs(trained_run, tmp_path, rival):
    from transformers import AutoTokenizer

    from agon_mcore.convert import main

    step = sorted((trained_run / "checkpoints").glob("step_*"))[-1]
    out = tmp_path / f"hf_{rival}"
    assert main(["mcore-to-hf", "--ckpt", str(step), "--rival", rival, "--out", str(out)]) == 0
    for f in ("config.json", "model.safetensors.index.json", "tokenizer.json", "generation_config.json",
              "agon_export.json"):
        assert (out / f).is_file(), f
    tok = AutoTokenizer.from_pretrained(str(out))
    prompt = tok.apply_chat_template([{"role": "user", "content": "What is 12+30?"}], add_generation_prompt=True,
                                     tokenize=False)
    assert prompt.endswith("<|im_start|>assistant\n")  # the chat template travelled
    p_ids = list(tok.encode(prompt, add_special_tokens=False))
    r_ids = list(tok.encode("12+30 is 42.", add_special_tokens=False))
    ref, run_tok = _trainer_logprobs(trained_run, rival, p_ids, r_ids)
    assert run_tok.encode(prompt, add_special_tokens=False) == p_ids  # the same tokenizer
    got = _hf_logprobs(out, p_ids, r_ids)
    assert torch.allclose(got, ref, atol=1e-4), (got - ref).abs().max()
    meta = json.loads((out / "agon_export.json").read_text())
    assert meta["rival"] == rival and meta["step"] == 2
    assert json.loads((out / "generation_config.json").read_text())["eos_token_id"]


@pytest.mark.slow
def test_the_two_exported_rivals_differ_and_a_run_dir_selects_the_newest_checkpoint(trained_run, tmp_path):
    from agon_mcore.bridge.hf_io import iter_hf_tensors
    from agon_mcore.convert import export_rival_hf
    from agon_mcore.policy.parallel import destroy_parallel

    a = export_rival_hf(trained_run, "A", tmp_path / "a")  # the run directory: newest checkpoint
    destroy_parallel()
    export_rival_hf(trained_run / "checkpoints" / "step_000001", "B", tmp_path / "b")
    destroy_parallel()
    assert json.loads((tmp_path / "a" / "agon_export.json").read_text())["step"] == 2
    ta, tb = dict(iter_hf_tensors(tmp_path / "a")), dict(iter_hf_tensors(tmp_path / "b"))
    assert set(ta) == set(tb) == set(a["weight_map"])
    assert any(not torch.equal(ta[k], tb[k]) for k in ta)


@pytest.mark.slow  # needs the module's trained run (about 5 s on an idle 2-core machine)
@pytest.mark.parametrize("args,message", [
    (["--rival", "C"], r"holds rivals \['A', 'B'\], not 'C'"),
    ([], "name the rival to export: --rival A or --rival B"),
])
def test_export_errors_name_the_fix(trained_run, tmp_path, capsys, args, message):
    from agon_mcore.convert import main

    step = sorted((trained_run / "checkpoints").glob("step_*"))[-1]
    assert main(["mcore-to-hf", "--ckpt", str(step), "--out", str(tmp_path / "o"), *args]) == 2
    assert __import__("re").search(message, capsys.readouterr().out)
    assert not (tmp_path / "o").exists()


def test_export_of_a_folder_that_is_no_checkpoint(tmp_path, capsys):
    from agon_mcore.convert import main

    (tmp_path / "x").mkdir()
    assert main(["mcore-to-hf", "--ckpt", str(tmp_path / "x"), "--rival", "A", "--out", str(tmp_path / "o")]) == 2
    assert "no training checkpoint" in capsys.readouterr().out


# ---------------------------------------------------------------- item 9: config.yaml records the model's sizes


def _local_hf_model(folder, **sizes):
    from transformers import AutoModelForCausalLM

    from agon_mcore.bridge import hf_config_for
    from agon_mcore.config import ModelConfig
    from agon_mcore.data.tokenizer import load_tokenizer

    vocab = len(load_tokenizer("builtin:byte"))
    torch.manual_seed(0)
    AutoModelForCausalLM.from_config(hf_config_for(ModelConfig(**sizes), vocab)).save_pretrained(str(folder))
    return vocab


@pytest.mark.slow
@pytest.mark.parametrize("sizes,where", [
    (dict(hidden_size=32, num_layers=1, num_attention_heads=2, num_kv_heads=1, head_dim=16, ffn_hidden_size=48), "model"),
    (dict(hidden_size=48, num_layers=3, num_attention_heads=4, num_kv_heads=4, head_dim=12, ffn_hidden_size=64,
          tie_word_embeddings=False), "model"),
    (dict(hidden_size=32, num_layers=2, num_attention_heads=4, num_kv_heads=2, head_dim=8, ffn_hidden_size=40,
          arch="llama"), "rivals.B"),
])
def test_a_run_with_a_local_hf_model_records_its_sizes_in_config_yaml(tmp_path, sizes, where):
    from agon_mcore.policy.parallel import destroy_parallel
    from agon_mcore.train.trainer import AgonTrainer

    vocab = _local_hf_model(tmp_path / "hf", **sizes)
    key = "model.hf_path" if where == "model" else "rivals.B.model={hf_path: " + str(tmp_path / "hf") + ", arch: llama}"
    over = [f"{key}={tmp_path / 'hf'}"] if where == "model" else [key, "rollout.placement=split"]
    cfg = load_config([], TINY + [f"train.run_dir={tmp_path / 'run'}", "train.steps=0", *over])
    t = AgonTrainer(cfg, run_dir=str(tmp_path / "run"))
    try:
        saved = load_config([str(tmp_path / "run" / "config.yaml")])
    finally:
        if t.verifier is not None:
            t.verifier.close()
        destroy_parallel()
    from agon_mcore.config import rival_model

    m = rival_model(saved, "A" if where == "model" else "B")
    for k, v in sizes.items():
        assert getattr(m, k) == v, (k, getattr(m, k), v)
    assert m.vocab_size == vocab and m.hf_path == str(tmp_path / "hf")
    if where != "model":  # the other rival keeps its own (default) sizes
        assert rival_model(saved, "A").hidden_size == 64


@pytest.mark.slow  # needs the module's trained run (about 5 s on an idle 2-core machine)
def test_export_of_a_damaged_checkpoint_names_it_and_the_fix(trained_run, tmp_path, capsys):
    import shutil

    from agon_mcore.convert import main

    step = tmp_path / "step_000002"
    shutil.copytree(sorted((trained_run / "checkpoints").glob("step_*"))[-1], step)
    shard = sorted(step.glob("*.distcp"))[0]
    shard.write_bytes(shard.read_bytes()[: shard.stat().st_size // 3])  # truncated
    assert main(["mcore-to-hf", "--ckpt", str(step), "--rival", "A", "--out", str(tmp_path / "o")]) == 2
    out = capsys.readouterr().out
    assert str(step) in out and "pass an older checkpoints/step_N folder" in out


@pytest.mark.slow
def test_an_exported_lora_rival_is_the_merged_model_with_the_trainers_logprobs(tmp_path):
    """LoRA rivals (one frozen base + adapters; the checkpoint holds the adapters): the
    export is the merged ``W + (alpha/r) B A``, rebuilt from the recorded run config."""
    from transformers import AutoTokenizer

    from agon_mcore.convert import main

    run = _train(tmp_path / "run", "rivals.A.kind=lora", "rivals.B.kind=lora", "train.steps=1")
    step = sorted((run / "checkpoints").glob("step_*"))[-1]
    assert main(["mcore-to-hf", "--ckpt", str(step), "--rival", "B", "--out", str(tmp_path / "hf_B")]) == 0
    tok = AutoTokenizer.from_pretrained(str(tmp_path / "hf_B"))
    text = tok.apply_chat_template([{"role": "user", "content": "What is 2+3?"}], add_generation_prompt=True,
                                   tokenize=False)
    p_ids, r_ids = list(tok.encode(text, add_special_tokens=False)), list(tok.encode("2+3 is 5.", add_special_tokens=False))
    ref, _ = _trainer_logprobs(run, "B", p_ids, r_ids)
    assert torch.allclose(_hf_logprobs(tmp_path / "hf_B", p_ids, r_ids), ref, atol=1e-4)
    assert json.loads((tmp_path / "hf_B" / "agon_export.json").read_text())["kind"] == "lora"
