"""Our SGLang client checked against the REAL sglang package (not our fake), on CPU.

CI installs the tested version without its GPU dependencies
(``pip install --no-deps -r tests/contract-requirements.txt``; see SGLANG_CONTRACT.md). What
is checked, and how:

- every (method, path) the client sends is a route of ``srt/entrypoints/http_server.py``
  (its ``@app.get/post/api_route`` decorators, read with ``ast``: the module needs a GPU
  stack to import);
- every ``/generate`` body decodes under sglang's own JSON contract
  (``sglang.api.v1.api_types.GenerateRequest.from_json_value``: unknown sampling keys are
  a 400 there), and every other body has only fields of the request class its route
  handler takes, with all required ones (``srt/managers/io_struct.py`` read with ``ast``:
  it imports torchvision through the multimodal configs, whose PyPI wheels do not load
  against the CPU torch wheel);
- a ``/generate`` answer built with sglang's response types parses with our ``parse_output``;
- every launch flag our launcher writes parses with ``ServerArgs.add_cli_args``
  (``sglang.srt.server_args`` imports on CPU); ``sglang_router`` is not installed here, so
  the router command line is not checked;
- the CUDA-IPC payload decodes with sglang's ``MultiprocessingSerializer`` (its
  ``SafeUnpickler``), and a CUDA-shaped payload names only globals that unpickler allows;
- the rules the fake server enforces (sessions, sampling keys, LoRA) are sglang's;
- LoRA: the adapter load/unload bodies match ``LoadLoRAAdapterReqInput`` /
  ``UnloadLoRAAdapterReqInput``, ``lora_path`` is a ``GenerateReqInput`` field and passes the
  ``/generate`` schema, and the LoRA launch flags parse to the intended ``ServerArgs`` values
  (``tests/rollout/test_sglang_lora.py`` runs the per-step adapter sync against the fake).

Every client call is made against the FAKE server (tests/rollout/fake_sglang.py), which
records the requests; the checks compare those recorded requests with the real package.
"""
from __future__ import annotations

import ast
import base64
import importlib.util
import inspect
import pickletools
import re
from functools import lru_cache
from importlib import metadata
from pathlib import Path

import pytest
import torch
from conftest import EOS, PAD, tiny_qwen3
from fake_sglang import SAMPLING_KEYS, FakeSGLang

from agon_mcore.config import SGLangConfig
from agon_mcore.rollout.sglang import SGLANG_REQUIREMENT, SGLANG_TESTED, SGLangClient, SGLangEngine, parse_output
from agon_mcore.rollout.types import GenerationRequest, RivalSpec, SamplingParams
from agon_mcore.rollout.weight_sync import WeightBucket, serialize_named_tensors

_SPEC = importlib.util.find_spec("sglang")
pytestmark = pytest.mark.skipif(
    _SPEC is None,
    reason="sglang is not installed, so the contract with the real package is not checked; "
           "install it with: pip install --no-deps -r tests/contract-requirements.txt (.ci/run does)",
)
ROOT = Path(__file__).resolve().parents[2]


def sglang_file(rel: str) -> Path:
    return Path(_SPEC.submodule_search_locations[0]) / rel


# ---------------------------------------------------------------- the real package, read with ast


@lru_cache(maxsize=None)
def routes():
    """``{(METHOD, path): request class name or None}`` from http_server.py's decorators."""
    tree = ast.parse(sglang_file("srt/entrypoints/http_server.py").read_text())
    out = {}
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        req = None
        for a in node.args.args:
            ann = a.annotation
            if isinstance(ann, ast.Subscript) and isinstance(ann.value, ast.Name) and ann.value.id == "Annotated":
                ann = ann.slice.elts[0] if isinstance(ann.slice, ast.Tuple) else ann.slice
            if a.arg == "obj" and isinstance(ann, ast.Name):
                req = ann.id
        for d in node.decorator_list:
            if not (isinstance(d, ast.Call) and isinstance(d.func, ast.Attribute) and d.args
                    and isinstance(d.func.value, ast.Name) and d.func.value.id == "app"
                    and isinstance(d.args[0], ast.Constant) and isinstance(d.args[0].value, str)):
                continue
            kind = d.func.attr
            if kind in ("get", "post", "put", "delete"):
                methods = [kind.upper()]
            elif kind == "api_route":
                kw = {k.arg: k.value for k in d.keywords}
                methods = [e.value for e in kw["methods"].elts] if "methods" in kw else ["GET"]
            else:
                continue
            for m in methods:
                out[(m, d.args[0].value)] = req
    return out


@lru_cache(maxsize=None)
def request_fields():
    """``{class name: {field: has_default}}`` from io_struct.py, base-class fields included."""
    tree = ast.parse(sglang_file("srt/managers/io_struct.py").read_text())
    own, bases = {}, {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            own[node.name] = {s.target.id: s.value is not None for s in node.body
                              if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)}
            bases[node.name] = [b.id for b in node.bases if isinstance(b, ast.Name)]

    def resolve(name):
        fields = {}
        for b in bases.get(name, []):
            fields.update(resolve(b))
        fields.update(own.get(name, {}))
        return fields

    return {name: resolve(name) for name in own}


# ---------------------------------------------------------------- what our client sends


def write_adapter(folder, r: int = 2, hidden: int = 8) -> str:
    """A small real peft adapter folder (q_proj of one layer), for load requests."""
    from agon_mcore.bridge.hf_io import save_peft_adapter

    save_peft_adapter([("model.layers.0.self_attn.q_proj.lora_A.weight", torch.zeros(r, hidden)),
                       ("model.layers.0.self_attn.q_proj.lora_B.weight", torch.zeros(hidden, r))],
                      folder, r=r, lora_alpha=2 * r, target_modules=["q_proj"])
    return str(folder)


@pytest.fixture(scope="module")
def traffic(tmp_path_factory):
    """Every request the client and the engine make, recorded by the fake: one call of each
    public SGLangClient endpoint method plus engine generation (seeded and not) and updates
    by tensor, disk and (request side of) distributed, and a LoRA engine's per-step sync."""
    fake = FakeSGLang(vocab=50, enable_lora=True)
    fake.start()
    adapter = write_adapter(tmp_path_factory.mktemp("lora") / "a")
    c = SGLangClient(fake.url, max_retries=0)
    called = set()

    def call(name, *a, **kw):
        called.add(name)
        return getattr(c, name)(*a, **kw)

    bucket = WeightBucket()
    bucket.add("model.norm.weight", torch.ones(4, dtype=torch.bfloat16))
    call("generate", {"input_ids": [1, 2], "sampling_params": {"max_new_tokens": 2}, "return_logprob": True})
    call("health_generate")
    call("flush_cache")
    call("abort_request", "rid-1")
    call("abort_request", abort_all=True)
    fake.aborted.clear()
    call("weight_version")
    call("server_version")
    call("init_weights_update_group", "127.0.0.1", 29999, 1, 2, "agon_g", "nccl")
    call("begin_weight_update")
    call("update_weights_from_distributed", bucket, "agon_g", True, "A:1")
    call("update_weights_from_tensor", [serialize_named_tensors(bucket.named_tensors())], True, "A:1")
    call("end_weight_update")
    call("destroy_weights_update_group", "agon_g")
    call("update_weights_from_disk", "/tmp/model", "A:2")
    call("release_memory_occupation", ["weights"])
    call("release_memory_occupation")
    call("resume_memory_occupation", ["weights"])
    call("resume_memory_occupation")
    call("load_lora_adapter", "agon_A", adapter)
    call("unload_lora_adapter", "agon_A")
    public = {n for n, f in inspect.getmembers(SGLangClient, inspect.isfunction)
              if not n.startswith("_") and n not in ("request", "post", "close")}
    assert called == public, f"client methods without a contract check: {sorted(public - called)}"
    c.close()
    # the engine's own bodies (sampling_body, lora_path, seeds)
    spec = RivalSpec(hf_config=tiny_qwen3(), eos_token_ids=[EOS], pad_token_id=PAD)
    for det in (False, True):
        eng = SGLangEngine(SGLangConfig(weight_sync="tensor", deterministic_inference=det, max_retries=0),
                           {"A": spec}, placement="alternate", urls=[fake.url], backoff_s=0.01)
        eng.update_weights("A", [("model.norm.weight", torch.ones(4))], version=1)
        eng.load_lora_adapter("A", adapter)
        for sp in (SamplingParams(n=2, max_new_tokens=3), SamplingParams(n=2, max_new_tokens=3, seed=5, top_k=20,
                                                                           top_p=0.9, temperature=0.7, stop=["\n\n"])):
            eng.generate([GenerationRequest([1, 2, 3], "A")], sp)
        eng.unload_lora_adapter("A")
        eng.shutdown()
    # LoRA rivals: base once, then per-step adapter folders loaded/unloaded by versioned name
    lora = {"r": 2, "lora_alpha": 4.0, "target_modules": ["q_proj"]}
    lspec = RivalSpec(hf_config=tiny_qwen3(), eos_token_ids=[EOS], pad_token_id=PAD, lora=lora)
    eng = SGLangEngine(SGLangConfig(weight_sync="tensor", max_retries=0), {"A": lspec, "B": lspec},
                       placement="alternate", urls=[fake.url], backoff_s=0.01,
                       lora_dir=str(tmp_path_factory.mktemp("lora_sync")))
    ad = [("model.layers.0.self_attn.q_proj.lora_A.weight", torch.ones(2, 64)),
          ("model.layers.0.self_attn.q_proj.lora_B.weight", torch.ones(64, 2))]
    eng.update_weights("A", [("model.norm.weight", torch.ones(64))] + ad, version=0)
    eng.update_weights("B", ad, version=0)
    eng.update_weights("A", ad, version=1)
    eng.generate([GenerationRequest([1, 2, 3], "A"), GenerationRequest([4, 5], "B")], SamplingParams(n=2, max_new_tokens=3))
    eng.shutdown()
    fake.stop()
    return list(fake.requests)


# ---------------------------------------------------------------- the checks


def test_installed_sglang_is_the_tested_pin_and_in_the_supported_range():
    from agon_mcore.rollout.sglang import sglang_version_supported

    installed = metadata.version("sglang")
    assert sglang_version_supported(installed), f"installed sglang {installed} is outside {SGLANG_REQUIREMENT}"
    pins = dict(re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)", (ROOT / "tests/contract-requirements.txt").read_text(), re.M))
    assert pins["sglang"] == SGLANG_TESTED
    assert sglang_version_supported(SGLANG_TESTED)


def test_setup_py_gpu_extra_reads_the_one_version_constant():
    text = (ROOT / "setup.py").read_text()
    assert "SGLANG_REQUIREMENT" in text
    assert not re.search(r"sglang(\[all\])?\s*[<>=]=?\s*\d", text), "setup.py hard-codes an sglang version"


@pytest.mark.slow
def test_every_path_the_client_calls_is_a_route_of_the_real_server(traffic):
    real = routes()
    assert ("POST", "/begin_weight_update") in real and len(real) > 50  # the parse found the routes
    sent = {(m, p) for m, p, _ in traffic}
    missing = sorted(x for x in sent if x not in real)
    assert not missing, f"the client calls routes sglang {metadata.version('sglang')} does not have: {missing}"
    # the removed weight-version routes are not used
    assert not {p for _, p in sent} & {"/weight_version", "/get_weight_version"}


@pytest.mark.slow
def test_every_generate_body_passes_sglangs_own_schema(traffic):
    from sglang.api.v1.api_types import GenerateRequest, SamplingParams as RealSampling

    bodies = [b for _, p, b in traffic if p == "/generate"]
    assert len(bodies) >= 5
    for b in bodies:
        GenerateRequest.from_json_value(b)  # raises JsonContractError (a 400 on the server)
        RealSampling.from_json_value(b["sampling_params"])
    assert any("sampling_seed" in b["sampling_params"] for b in bodies)  # deterministic pool
    assert any("lora_path" in b for b in bodies)
    assert {b["lora_path"] for b in bodies if "lora_path" in b} >= {"A@v1", "B@v0"}  # the LoRA engine's names


def test_lora_path_is_a_generate_field_of_the_real_io_struct():
    fields = request_fields()
    assert "lora_path" in fields["GenerateReqInput"]
    assert set(fields["LoadLoRAAdapterReqInput"]) >= {"lora_name", "lora_path"}
    assert {k for k, has_default in fields["LoadLoRAAdapterReqInput"].items() if not has_default} == {
        "lora_name", "lora_path"}
    assert {k for k, has_default in fields["UnloadLoRAAdapterReqInput"].items() if not has_default} == {"lora_name"}
    assert routes()[("POST", "/load_lora_adapter")] == "LoadLoRAAdapterReqInput"
    assert routes()[("POST", "/unload_lora_adapter")] == "UnloadLoRAAdapterReqInput"


def test_lora_launch_flags_parse_to_the_intended_server_args(tmp_path):
    import argparse

    from sglang.srt.server_args import ServerArgs

    from agon_mcore.policy.lora import hf_target_modules
    from agon_mcore.rollout.launcher import LORA_SLOTS, lora_server_args, plan_pools, server_command

    def parse(cmd):
        p = argparse.ArgumentParser()
        ServerArgs.add_cli_args(p)
        return p.parse_args(cmd[3:])

    all4 = hf_target_modules(["linear_qkv", "linear_proj", "linear_fc1", "linear_fc2"])
    for specs, rank, modules in (
        ([{"r": 16, "target_modules": all4}] * 2, 16, all4),  # the paper's rank-16 pair
        ([{"r": 8, "target_modules": ["q_proj", "k_proj", "v_proj"]}, {"r": 4, "target_modules": ["down_proj"]}],
         8, ["q_proj", "k_proj", "v_proj", "down_proj"]),  # ranks differ: the larger; modules: the union
        ([{"r": 1, "target_modules": ["gate_proj", "up_proj"]}] * 2, 1, ["gate_proj", "up_proj"]),
    ):
        a = parse(server_command("/m", 30001, lora_specs=specs))
        assert a.enable_lora is True and a.max_lora_rank == rank
        assert list(a.lora_target_modules) == modules
        assert a.max_loras_per_batch == LORA_SLOTS >= len(specs) + 1
    for proc in plan_pools(SGLangConfig(num_servers=2, router=False), {"shared": "/m"}, tmp_path, trainer_gpus=2,
                           node_gpus=8, lora_specs=[{"r": 16, "target_modules": all4}] * 2)[0]:
        assert parse(proc.cmd).enable_lora and "--max-loras-per-batch" in proc.cmd
    with pytest.raises(ValueError, match="max_loras_per_batch=2"):
        lora_server_args([{"r": 2, "target_modules": ["q_proj"]}] * 2, max_loras_per_batch=2)
    # the real parser refuses a module SGLang cannot adapt (so the check can fail)
    with pytest.raises(SystemExit):
        parse(server_command("/m", 1, lora_specs=[{"r": 2, "target_modules": ["linear_qkv"]}]))


def test_the_fakes_lora_rules_are_sglangs():
    src = "".join(sglang_file(f).read_text() for f in (
        "srt/managers/tokenizer_manager.py", "srt/managers/tokenizer_control_mixin.py", "srt/lora/lora_registry.py",
        "srt/lora/lora_manager.py", "srt/arg_groups/fields/lora.py", "srt/arg_groups/lora_hook.py"))
    flat = re.sub(r'"\s*\n\s*f?"', "", src)  # join implicitly concatenated string literals
    for rule in ("LoRA is not enabled. Please set `--enable-lora` to enable LoRA.",
                 "because it is already loaded", "does not exist. Loaded LoRAs:",
                 "Got LoRA adapter that has never been loaded:", "was requested, but LoRA is not enabled",
                 "is incompatible with the current LoRA memory pool configuration",
                 "Failed to implicitly load LoRA adapter", "Reloading evicted adapter",
                 "Maximum number of adapters for a running batch, include base-only request",
                 "you need to specify both --max-lora-rank and --lora-target-modules",
                 "wait_for_unload"):
        assert rule in flat, rule
    fake_src = (Path(__file__).parent / "fake_sglang.py").read_text()
    for msg in ("LoRA is not enabled. Please set `--enable-lora` to enable LoRA.", "because it is already loaded",
                "does not exist. Loaded LoRAs:", "Got LoRA adapter that has never been loaded:",
                "was requested, but LoRA is not enabled", "is incompatible with the current LoRA memory pool"):
        assert msg in fake_src, msg


def test_an_unknown_sampling_key_is_what_the_real_schema_rejects():
    from sglang.api.v1.api_types import GenerateRequest, JsonContractError

    for key in ("seed", "random_seed", "logprobs"):
        with pytest.raises(JsonContractError, match=key):
            GenerateRequest.from_json_value({"input_ids": [1], "sampling_params": {key: 1}})


def test_every_control_body_matches_its_request_class(traffic):
    real, fields = routes(), request_fields()
    checked = set()
    for method, path, body in traffic:
        cls = real.get((method, path))
        if path == "/generate" or cls is None:
            continue
        assert cls in fields, f"{path}: handler takes {cls}, not found in io_struct.py"
        known = fields[cls]
        unknown = sorted(set(body) - set(known))
        assert not unknown, f"{method} {path}: {unknown} are not fields of {cls} (sglang ignores them silently)"
        missing = sorted(k for k, has_default in known.items() if not has_default and k not in body)
        assert not missing, f"{method} {path}: required {cls} fields {missing} not sent"
        checked.add(path)
    assert {"/init_weights_update_group", "/update_weights_from_distributed", "/update_weights_from_tensor",
            "/update_weights_from_disk", "/begin_weight_update", "/end_weight_update", "/abort_request",
            "/load_lora_adapter", "/unload_lora_adapter", "/release_memory_occupation"} <= checked


def test_generate_answers_built_with_sglangs_types_parse():
    from sglang.api.v1 import api_types as t

    def answer(finish, ids, lps):
        meta = t.GenerateMetaInfo(id="r", finish_reason=finish, weight_version="A:3", e2e_latency=0.25,
                                  output_token_logprobs=[t.LogprobEntry(logprob=lp, token_id=i) for i, lp in zip(ids, lps)])
        return t.GenerateResponse(text="", output_ids=ids, meta_info=meta).to_json_value()

    assert parse_output(answer(t.FinishStop(matched=EOS), [5, EOS], [-0.5, -1.25]), "u") == (
        [5, EOS], [-0.5, -1.25], "stop", "A:3", 0.25)
    assert parse_output(answer(t.FinishLength(length=3), [1, 2, 3], [-1.0, -2.0, -3.0]), "u")[2] == "length"
    assert parse_output(answer(t.FinishAbort(message="Abort"), [], []), "u")[:3] == ([], [], "abort")


@pytest.mark.slow
def test_every_launch_flag_parses_with_sglangs_server_args(tmp_path):
    import argparse

    from sglang.srt.server_args import ServerArgs

    from agon_mcore.rollout.launcher import plan_pools, server_command

    def parse(cmd):
        assert cmd[1:3] == ["-m", "sglang.launch_server"]
        p = argparse.ArgumentParser()
        ServerArgs.add_cli_args(p)
        return p.parse_args(cmd[3:])  # SystemExit on an unknown flag

    a = parse(server_command("/m", 30001, tp=2, mem_fraction_static=0.45, base_gpu_id=4, weight_version="A:0",
                             skip_tokenizer_init=True, enable_memory_saver=True, deterministic_inference=True,
                             host="10.0.0.3"))
    assert (a.model_path, a.tp_size, a.port, a.mem_fraction_static, a.base_gpu_id, a.weight_version) == (
        "/m", 2, 30001, 0.45, 4, "A:0")
    assert a.skip_tokenizer_init and a.enable_memory_saver and a.enable_deterministic_inference
    assert a.sampling_backend == "pytorch" and a.host == "10.0.0.3"
    for cfg in (SGLangConfig(num_servers=2, router=False), SGLangConfig(colocate=True, weight_sync="tensor", tp=2,
                                                                        deterministic_inference=True, router=False)):
        for proc in plan_pools(cfg, {"A": "/m/a", "B": "/m/b"}, tmp_path, trainer_gpus=2, node_gpus=8)[0]:
            parse(proc.cmd)
    with pytest.raises(SystemExit):  # the check can fail: a flag sglang does not know
        parse(server_command("/m", 1, extra_args=["--no-such-flag"]))


def test_tensor_payload_decodes_with_sglangs_safe_unpickler():
    from sglang.srt.utils.common import MultiprocessingSerializer

    named = [("model.embed_tokens.weight", torch.randn(3, 2)), ("model.norm.weight", torch.ones(2, dtype=torch.bfloat16))]
    text = serialize_named_tensors(named)
    got = MultiprocessingSerializer.deserialize(base64.b64decode(text))
    assert [n for n, _ in got] == [n for n, _ in named]
    assert all(torch.equal(a, b) and a.dtype == b.dtype for (_, a), (_, b) in zip(got, named))


def test_cuda_shaped_payload_uses_only_globals_sglangs_unpickler_allows(monkeypatch):
    from sglang.srt.utils.common import SafeUnpickler
    from torch.multiprocessing import reductions

    from agon_mcore.rollout import weight_sync as ws

    marker = torch.zeros(2)
    n_args = len(inspect.signature(reductions.rebuild_cuda_tensor).parameters)
    real_reduce = reductions.reduce_tensor
    monkeypatch.setattr(reductions, "reduce_tensor", lambda t: (reductions.rebuild_cuda_tensor, tuple(
        0 if i == ws._device_arg_position() else i for i in range(n_args))) if t is marker else real_reduce(t))
    monkeypatch.setattr(ws, "gpu_uuid", lambda i: "GPU-0000")
    data = base64.b64decode(serialize_named_tensors([("w", marker)]))
    used, strings = set(), []
    for op, arg, _ in pickletools.genops(data):
        if op.name in ("SHORT_BINUNICODE", "BINUNICODE", "UNICODE"):
            strings.append(arg)
        if op.name == "STACK_GLOBAL":
            used.add((strings[-2], strings[-1]))
        elif op.name == "GLOBAL":
            used.add(tuple(arg.split(" ", 1)))
    assert ("torch.multiprocessing.reductions", "rebuild_cuda_tensor") in used
    allowed = SafeUnpickler.ALLOWED_GLOBALS
    assert used <= allowed, used - allowed
    assert "GPU-0000" in strings


def test_the_fakes_rules_are_sglangs():
    from sglang.api.v1.api_types import SamplingParams as RealSampling

    assert SAMPLING_KEYS == frozenset(RealSampling.__struct_fields__)
    updater = sglang_file("srt/managers/scheduler_components/weight_updater.py").read_text()
    for rule in ("update_weights_from_distributed must run between", "update_weights_from_tensor must run between",
                 "a weight-update session is already open", "no weight-update session is open",
                 "the cache was not flushed because"):
        assert rule in updater.replace('"\n                ', "").replace("\" \"", ""), rule
    fake_paths = {p for _, p in routes()} | {"/received", "/_fake/script"}
    src = (Path(__file__).parent / "fake_sglang.py").read_text()
    for path in set(re.findall(r'"(/[a-z_]+)"', src)):
        assert path in fake_paths, f"the fake answers {path}, which sglang does not have"


def test_the_deferred_flush_after_an_update_is_sglangs():
    # the engine sends updates with flush_cache=false and then /flush_cache?timeout=<s>: the real
    # route takes that query parameter and defers the flush until the scheduler is idle
    http = sglang_file("srt/entrypoints/http_server.py").read_text()
    assert re.search(r'@app\.api_route\("/flush_cache", methods=\["GET", "POST"\]\)\s*\n(?:@.*\n)*'
                     r'async def flush_cache\(timeout: float = Query\(', http)
    wrapper = sglang_file("srt/managers/scheduler_components/flush_wrapper.py").read_text()
    assert "self._is_fully_idle()" in wrapper and "Timed out waiting for idle state." in wrapper
    # /get_server_info is deprecated in favour of /server_info, which the client uses
    assert "deprecated - use /server_info instead" in http
    for f in (ROOT / "agon_mcore" / "rollout" / "sglang").glob("*.py"):
        assert "/get_server_info" not in f.read_text(), f
    assert "/get_server_info" not in (ROOT / "tools" / "gpu_check.py").read_text()
