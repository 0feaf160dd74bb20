"""Weight sync towards servers on other nodes: the address the servers reach the trainer at
(the NCCL group's master), and CUDA-IPC sync (``weight_sync=tensor``) refused when the servers
are not on this node. Remote hosts are TEST-NET addresses (RFC 5737): a UDP ``connect`` to
them only asks the kernel for the route, nothing is sent."""
from __future__ import annotations

import socket

import pytest
from conftest import EOS, PAD, tiny_qwen3

from agon_mcore.config import SGLangConfig, load_config
from agon_mcore.rollout.sglang import SGLangEngine
from agon_mcore.rollout.types import RivalSpec, WeightSyncError
from agon_mcore.rollout.weight_sync import (
    is_local_host,
    local_address_towards,
    weight_sync_master_address,
)

REMOTE = ["203.0.113.7", "198.51.100.20", "10.255.0.9"]  # hosts of "other nodes"


def _route_or_skip(host: str) -> str:
    addr = local_address_towards(host)
    if addr is None:
        pytest.skip(f"this machine has no route to {host} (no default route), so no interface can be chosen")
    return addr


def specs():
    s = RivalSpec(hf_config=tiny_qwen3(), eos_token_ids=[EOS], pad_token_id=PAD)
    return {"A": s, "B": s}


def test_local_hosts_are_recognised():
    assert is_local_host("127.0.0.1") and is_local_host("localhost") and is_local_host("127.0.1.1")
    assert is_local_host(socket.gethostname())
    for h in REMOTE + ["no-such-node.invalid"]:
        assert not is_local_host(h), h
    own = local_address_towards(REMOTE[0])
    if own is not None:  # this machine's own interface address is local too
        assert is_local_host(own)


@pytest.mark.parametrize("remote", REMOTE)
def test_master_address_is_the_interface_that_routes_to_the_servers(remote, monkeypatch):
    addr = _route_or_skip(remote)
    # the old fallback: /etc/hosts often maps the host name to 127.0.1.1 (or 127.0.0.1 here)
    monkeypatch.setattr(socket, "gethostbyname", lambda name: "127.0.1.1")
    got = weight_sync_master_address([remote, "127.0.0.1"], env={})
    assert got == addr and not got.startswith("127.") and is_local_host(got)
    # what the engine uses for the NCCL group
    eng = SGLangEngine(SGLangConfig(weight_sync="distributed"), specs(), urls=[f"http://{remote}:30000"])
    assert eng._master(eng.pools["shared"].servers) == addr
    eng.shutdown()


def test_master_address_local_servers_and_explicit_override():
    assert weight_sync_master_address(["127.0.0.1", "localhost"], env={"MASTER_ADDR": "10.0.0.5"}) == "127.0.0.1"
    eng = SGLangEngine(SGLangConfig(weight_sync="distributed"), specs(), urls=["http://203.0.113.7:30000"],
                       master_address="10.9.8.7")
    assert eng._master(eng.pools["shared"].servers) == "10.9.8.7"
    eng.shutdown()


def test_master_address_falls_back_to_master_addr_then_explains(monkeypatch):
    import agon_mcore.rollout.weight_sync as ws

    monkeypatch.setattr(ws, "local_address_towards", lambda host, port=9: None)  # no route
    assert weight_sync_master_address(["203.0.113.7"], env={"MASTER_ADDR": "node-0.cluster"}) == "node-0.cluster"
    for env in ({}, {"MASTER_ADDR": "127.0.0.1"}, {"MASTER_ADDR": "localhost"}):
        with pytest.raises(ValueError, match="set MASTER_ADDR"):
            weight_sync_master_address(["203.0.113.7"], env=env)
    eng = SGLangEngine(SGLangConfig(weight_sync="distributed"), specs(), urls=["http://203.0.113.7:30000"])
    monkeypatch.delenv("MASTER_ADDR", raising=False)
    with pytest.raises(WeightSyncError, match="MASTER_ADDR"):
        eng._master(eng.pools["shared"].servers)
    eng.shutdown()


@pytest.mark.parametrize("urls", [["http://203.0.113.7:30000"], ["http://127.0.0.1:30000", "http://10.255.0.9:30001"],
                                  ["http://gpu-node-3.invalid:30000"]])
def test_tensor_sync_to_servers_on_other_nodes_is_refused_with_the_fix(urls):
    with pytest.raises(ValueError, match=r"weight_sync=tensor .* other hosts .*weight_sync=distributed"):
        SGLangEngine(SGLangConfig(weight_sync="tensor"), specs(), urls=urls)
    # each fix the message names is accepted for the same servers
    for sync in ("distributed", "disk"):
        SGLangEngine(SGLangConfig(weight_sync=sync), specs(), urls=urls).shutdown()


def test_tensor_sync_to_this_node_is_accepted():
    own = local_address_towards(REMOTE[0])
    urls = ["http://127.0.0.1:30000", "http://localhost:30001", f"http://{socket.gethostname()}:30002"]
    if own is not None:
        urls.append(f"http://{own}:30003")  # this node's interface address (servers bound to it)
    eng = SGLangEngine(SGLangConfig(weight_sync="tensor"), specs(), urls=urls)  # no refusal ...
    try:  # ... and the engine keeps tensor sync for every one of these servers (no silent fallback)
        assert eng.weight_sync == "tensor"
        assert sorted(s.url for p in eng.pools.values() for s in p.servers) == sorted(urls)
    finally:
        eng.shutdown()


def test_the_config_route_refuses_it_too(tmp_path):
    # rollout.sglang.urls from a run config reach the same check through build_engine
    from agon_mcore.rollout import build_engine

    cfg = load_config(None, ["rollout.engine=sglang", "rollout.sglang.weight_sync=tensor",
                             "rollout.sglang.urls=[http://203.0.113.7:30000]", f"train.run_dir={tmp_path}"])
    with pytest.raises(ValueError, match="weight_sync=tensor"):
        build_engine(cfg, specs())
