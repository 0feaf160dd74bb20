"""``agon serve`` against the official ``openai`` client, on a tiny run trained in this session.

The served cascade must be training's and ``agon eval``'s cascade: with greedy decoding
every served answer equals the evaluated answer of the same problem, in both directions
and for each rival alone, also when the requests arrive at once and share engine batches.
"""
from __future__ import annotations

import concurrent.futures as cf
import json

import httpx
import pytest

pytestmark = pytest.mark.slow  # a tiny `agon train` run per session (~30 s unloaded)

SETTING = {"agon-cascade-ab": "A->B", "agon-cascade-ba": "B->A", "agon-a": "A", "agon-b": "B"}


def _samples(report, setting):
    """problem_id -> (question user turn, evaluated response) of one setting (n = 1)."""
    questions = {s["problem_id"]: s["prompt"] for s in report["samples"] if s["setting"] == "A"}
    return {s["problem_id"]: (questions[s["problem_id"]], s["response"]) for s in report["samples"]
            if s["setting"] == setting}


def _ask(client, model, question, **kw):
    return client.chat.completions.create(model=model, messages=[{"role": "user", "content": question}],
                                          temperature=0, **kw)


@pytest.mark.parametrize("model", list(SETTING))
def test_served_answers_equal_agon_eval_answers(client, eval_report, model):
    rows = _samples(eval_report, SETTING[model])
    assert len(rows) == eval_report["num_problems"] >= 2
    # all at once: the engine worker batches them, and batching must not change an answer
    with cf.ThreadPoolExecutor(len(rows)) as ex:
        futs = {pid: ex.submit(_ask, client, model, q) for pid, (q, _) in rows.items()}
    for pid, (_, expected) in rows.items():
        r = futs[pid].result()
        assert r.model == model
        assert r.choices[0].message.content == expected, pid
        assert r.choices[0].message.role == "assistant"
        ext = r.model_extra["agon"]
        assert ext["direction"] == SETTING[model]
        stages = ext["stages"]
        assert [s["stage"] for s in stages] == (["draft", "answer"] if "->" in SETTING[model] else ["answer"])
        assert r.usage.prompt_tokens == sum(s["prompt_tokens"] for s in stages)
        assert r.usage.completion_tokens == sum(s["completion_tokens"] for s in stages)
        assert r.usage.total_tokens == r.usage.prompt_tokens + r.usage.completion_tokens
        assert all(s["completion_tokens"] >= 1 and s["prompt_tokens"] > 1 for s in stages)


def test_cascade_summary_is_the_one_the_challenger_read_in_agon_eval(client, eval_report):
    """The extension's summary is the text of the draft's summary in the evaluated challenger prompt."""
    from agon_mcore.agon.prompts import CHECK_ONE, COMPACT_CHECK_ONE, COMPACT_NO_SUMMARY, NO_SUMMARY

    prompts = {s["problem_id"]: s["prompt"] for s in eval_report["samples"] if s["setting"] == "A->B"}
    for pid, (q, _) in _samples(eval_report, "A->B").items():
        ext = _ask(client, "agon-cascade-ab", q).model_extra["agon"]
        p = prompts[pid]
        if "\nDraft: " in p:  # the built-in task's compact layout
            block, none = p.split("\nDraft: ", 1)[1].rsplit("\n" + COMPACT_CHECK_ONE, 1)[0], COMPACT_NO_SUMMARY
        else:
            block, none = p.split("Rival's draft (answer hidden):\n", 1)[1].rsplit("\n\n" + CHECK_ONE, 1)[0], NO_SUMMARY
        assert block == (ext["summary"].strip() or none)
        assert ext["summary_info"]["domain"] == "math"
        draft = ext["stages"][0]
        assert draft["rival"] == "A" and ext["stages"][1]["rival"] == "B"


def test_agon_cascade_uses_the_direction_the_run_chose_on_validation(client, eval_report, server):
    chosen = eval_report["cascade_direction"]["chosen"]
    assert server.service.direction == chosen
    assert "synthetic:validation" in server.service.direction_source
    rows = _samples(eval_report, chosen)
    for q, expected in rows.values():
        r = _ask(client, "agon-cascade", q)
        assert r.choices[0].message.content == expected
        assert r.model_extra["agon"]["direction"] == chosen


@pytest.mark.parametrize("model", ["agon-cascade-ab", "agon-b"])
def test_streaming_reassembles_to_the_same_text(client, eval_report, model):
    for q, expected in _samples(eval_report, SETTING[model]).values():
        chunks = list(_ask(client, model, q, stream=True, stream_options={"include_usage": True}))
        text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
        assert text == expected
        assert all(c.object == "chat.completion.chunk" and c.id == chunks[0].id for c in chunks)
        finals = [c for c in chunks if c.choices and c.choices[0].finish_reason]
        assert len(finals) == 1 and finals[0].choices[0].finish_reason in ("stop", "length")
        assert finals[0].model_extra["agon"]["direction"] == SETTING[model]
        assert chunks[-1].usage is not None and chunks[-1].usage.completion_tokens >= 1


def test_models_health_and_metrics(client, server):
    ids = [m.id for m in client.models.list().data]
    assert ids == ["agon-cascade", "agon-cascade-ab", "agon-cascade-ba", "agon-a", "agon-b"]
    h = httpx.get(server.url + "/health")
    assert h.status_code == 200 and h.json()["status"] == "ok"
    assert h.json()["step"] == 1 and h.json()["checkpoint"].endswith("step_000001")
    before = httpx.get(server.url + "/metrics").text
    r = client.chat.completions.create(model="agon-cascade-ab", messages=[{"role": "user", "content": "1+2?"}],
                                       temperature=0, max_tokens=5)
    after = httpx.get(server.url + "/metrics").text

    def value(text, line_start):
        got = [float(ln.rsplit(" ", 1)[1]) for ln in text.splitlines() if ln.startswith(line_start)]
        return got[0] if got else 0.0

    key = 'agon_serve_tokens_total{kind="completion",model="agon-cascade-ab",rival="B",stage="answer"}'
    assert value(after, key) - value(before, key) == r.model_extra["agon"]["stages"][1]["completion_tokens"]
    req = 'agon_serve_requests_total{model="agon-cascade-ab",status="200"}'
    assert value(after, req) - value(before, req) == 1
    assert 'agon_serve_stage_seconds_count{model="agon-cascade-ab",stage="draft"}' in after


def _post(server, body, raw=None):
    kw = {"content": raw, "headers": {"content-type": "application/json"}} if raw is not None else {"json": body}
    return httpx.post(server.url + "/v1/chat/completions", timeout=60, **kw)


USER = [{"role": "user", "content": "What is 2 + 3?"}]

# (body changes, status, param, words the message must hold)
BAD = [
    ({"model": "gpt-4o"}, 404, "model", ["`gpt-4o` does not exist", "agon-cascade-ab"]),
    ({"model": None}, 400, "model", ["'model' is required"]),
    ({"messages": [{"role": "user", "content": ""}]}, 400, "messages[0].content", ["empty"]),
    ({"messages": [{"role": "user", "content": " \n\t "}]}, 400, "messages[0].content", ["empty"]),
    ({"messages": []}, 400, "messages", ["non-empty list"]),
    ({"messages": "hi"}, 400, "messages", ["non-empty list"]),
    ({"messages": [{"role": "system", "content": "be brief"}, *USER]}, 400, "messages", ["one user turn"]),
    ({"messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "x"}}]}]}, 400,
     "messages[0].content", ["image_url", "only text"]),
    ({"messages": [{"role": "user", "content": "7 " * 5000}]}, 400, "messages", ["context", "tokens"]),
    ({"max_tokens": 100000}, 400, "messages", ["max_tokens=100000", "context"]),
    ({"max_tokens": 0}, 400, "max_tokens", ["out of range"]),
    ({"max_tokens": 2.5}, 400, "max_tokens", ["integer"]),
    ({"temperature": -0.5}, 400, "temperature", ["out of range", "[0.0, 2.0]"]),
    ({"temperature": 3}, 400, "temperature", ["out of range"]),
    ({"temperature": "hot"}, 400, "temperature", ["a number"]),
    ({"top_p": 0}, 400, "top_p", ["out of range", "(0.0"]),
    ({"top_p": 1.5}, 400, "top_p", ["out of range"]),
    ({"seed": -1}, 400, "seed", ["out of range"]),
    ({"n": 2}, 400, "n", ["not supported"]),
    ({"logprobs": True}, 400, "logprobs", ["not supported"]),
    ({"stop": ["\n"]}, 400, "stop", ["not supported"]),
    ({"stream": "yes"}, 400, "stream", ["true or false"]),
    ({"frobnicate": 1}, 400, "frobnicate", ["unknown request field"]),
    ({"agon": {"domain": "chemistry"}}, 400, "agon.domain", ["chemistry", "math"]),
]


@pytest.mark.parametrize("change, status, param, words", BAD, ids=[str(b[0])[:40] for b in BAD])
def test_bad_input_gets_its_status_and_a_message_naming_it(server, change, status, param, words):
    body = {"model": "agon-cascade-ab", "messages": USER, **change}
    r = _post(server, body)
    assert r.status_code == status, r.text
    err = r.json()["error"]
    assert err["param"] == param
    assert err["type"] == ("not_found_error" if status == 404 else "invalid_request_error")
    for w in words:
        assert w in err["message"], err["message"]


@pytest.mark.parametrize("raw, words", [(b"{not json", "not valid JSON"), (b"[1, 2]", "JSON object"),
                                        (b"", "JSON object")])
def test_a_body_that_is_no_json_object_is_a_400(server, raw, words):
    r = _post(server, None, raw=raw)
    assert r.status_code == 400 and words in r.json()["error"]["message"]


def test_openai_client_raises_its_typed_errors(client):
    import openai

    with pytest.raises(openai.NotFoundError, match="does not exist"):
        client.chat.completions.create(model="agon-c", messages=USER)
    with pytest.raises(openai.BadRequestError, match="temperature"):
        client.chat.completions.create(model="agon-a", messages=USER, temperature=9)


def test_unknown_route_is_a_404_in_openai_shape(server):
    r = httpx.post(server.url + "/v1/completions", json={"model": "agon-a", "prompt": "x"})
    assert r.status_code == 404 and "/v1/chat/completions" in r.json()["error"]["message"]


def test_bad_requests_after_good_ones_leave_the_server_serving(client, server):
    for change, *_ in BAD[:6]:
        _post(server, {"model": "agon-a", "messages": USER, **change})
    r = client.chat.completions.create(model="agon-a", messages=USER, temperature=0, max_tokens=4)
    assert r.choices[0].message.content is not None
    assert server.service.admitted == 0


def test_request_body_is_read_as_json_with_extra_body(client):
    r = client.chat.completions.create(model="agon-a", messages=USER, temperature=0, max_tokens=3,
                                       extra_body={"agon": {"domain": "code"}})
    assert r.model_extra["agon"]["domain"] == "code"
    json.dumps(r.model_dump())
