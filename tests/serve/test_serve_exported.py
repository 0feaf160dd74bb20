"""``agon serve --rival-a/--rival-b``: rivals exported by ``agon convert mcore-to-hf`` answer
as the run's checkpoint did in ``agon eval`` (greedy, fp32 on CPU)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def exported(tiny_run, tmp_path_factory):
    out = tmp_path_factory.mktemp("exported")
    ckpt = sorted((tiny_run / "checkpoints").glob("step_*"))[-1]
    env = dict(os.environ, OMP_NUM_THREADS="1", MKL_NUM_THREADS="1", PYTHONWARNINGS="ignore")
    for r in ("A", "B"):
        subprocess.run([sys.executable, "-m", "agon_mcore.cli", "convert", "mcore-to-hf", "--ckpt", str(ckpt),
                        "--rival", r, "--out", str(out / r)], cwd=REPO, env=env, check=True, capture_output=True)
    return out


def test_exported_rivals_answer_as_the_evaluated_checkpoint(exported, eval_report):
    import openai

    from agon_mcore.serve.loading import load_rivals
    from agon_mcore.serve.server import BackgroundServer, build_service

    loaded = load_rivals(str(exported / "A"), str(exported / "B"), max_tokens=24)
    assert loaded.direction is None
    service = build_service(loaded, direction="A->B")
    assert service.direction_source == "--direction"
    questions = {s["problem_id"]: s["prompt"] for s in eval_report["samples"] if s["setting"] == "A"}
    with BackgroundServer(service) as srv:
        client = openai.OpenAI(base_url=srv.url + "/v1", api_key="unused", max_retries=0)
        for model, setting in (("agon-cascade", "A->B"), ("agon-cascade-ba", "B->A"), ("agon-a", "A")):
            for s in (x for x in eval_report["samples"] if x["setting"] == setting):
                r = client.chat.completions.create(
                    model=model, temperature=0, messages=[{"role": "user", "content": questions[s["problem_id"]]}])
                assert r.choices[0].message.content == s["response"], (model, s["problem_id"])


def test_exported_rivals_without_a_recorded_direction_do_not_serve_agon_cascade(exported):
    from agon_mcore.serve.errors import ModelNotFound
    from agon_mcore.serve.loading import load_rivals
    from agon_mcore.serve.service import Defaults, Service

    loaded = load_rivals(str(exported / "A"), str(exported / "B"))
    svc = Service(loaded.rivals, worker=None, defaults=loaded.defaults, direction=None)
    assert "agon-cascade" not in svc.plans and "agon-cascade-ab" in svc.plans
    with pytest.raises(ModelNotFound, match="--direction A->B"):
        svc.parse({"model": "agon-cascade", "messages": [{"role": "user", "content": "1+1?"}]})
    assert isinstance(loaded.defaults, Defaults) and loaded.defaults.max_tokens >= 1


def test_bad_rival_folders_are_named(tmp_path, exported):
    from agon_mcore.serve.errors import ServeConfigError
    from agon_mcore.serve.loading import load_rivals

    with pytest.raises(ServeConfigError, match="no such folder"):
        load_rivals(str(tmp_path / "nope"), str(exported / "B"))
    (tmp_path / "empty").mkdir()
    with pytest.raises(ServeConfigError, match="no config.json"):
        load_rivals(str(exported / "A"), str(tmp_path / "empty"))
    (tmp_path / "adapter").mkdir()
    (tmp_path / "adapter" / "adapter_config.json").write_text('{"base_model_name_or_path": "Qwen/Qwen3-0.6B"}')
    with pytest.raises(ServeConfigError, match="--base"):
        load_rivals(str(tmp_path / "adapter"), str(exported / "B"))


def test_a_peft_adapter_rival_answers_as_transformers_does_with_the_adapter(exported, tmp_path):
    """A peft adapter (non-zero, so it changes the answers) on an exported base, served as
    rival A, answers as ``transformers``' own greedy ``generate`` of ``PeftModel`` does."""
    import openai
    import torch
    from peft import LoraConfig, PeftModel, get_peft_model
    from transformers import AutoModelForCausalLM

    from agon_mcore.serve.loading import load_rivals
    from agon_mcore.serve.server import BackgroundServer, build_service

    base = exported / "A"
    torch.manual_seed(0)
    model = get_peft_model(AutoModelForCausalLM.from_pretrained(base, dtype=torch.float32),
                           LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"],
                                      init_lora_weights=False))
    model.save_pretrained(tmp_path / "adapter")
    loaded = load_rivals(str(tmp_path / "adapter"), str(exported / "B"), base=str(base), max_tokens=8)
    assert "peft adapter" in loaded.info["rivals"]["A"]
    question = "What is 2 + 5?\nThink in <think></think>, answer in \\boxed{}."
    rival = loaded.rivals["A"]
    ids = torch.tensor([rival.prompt_ids(question)])
    ref = PeftModel.from_pretrained(AutoModelForCausalLM.from_pretrained(base, dtype=torch.float32),
                                    str(tmp_path / "adapter")).eval()
    plain = AutoModelForCausalLM.from_pretrained(base, dtype=torch.float32).eval()
    with torch.no_grad():
        kw = dict(max_new_tokens=8, do_sample=False, eos_token_id=list(rival.stop_ids),
                  pad_token_id=rival.tokenizer.pad_token_id)
        want = rival.read(ref.generate(ids, **kw)[0, ids.shape[1]:].tolist())
        without = rival.read(plain.generate(ids, **kw)[0, ids.shape[1]:].tolist())
    with BackgroundServer(build_service(loaded)) as srv:
        client = openai.OpenAI(base_url=srv.url + "/v1", api_key="unused", max_retries=0)
        got = client.chat.completions.create(model="agon-a", temperature=0,
                                             messages=[{"role": "user", "content": question}])
    assert got.choices[0].message.content == want
    assert want != without, "the adapter should change the answer (else this test proves nothing)"
