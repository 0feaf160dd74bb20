"""The trainer logs the leak metric and reads responses with what its chat
template opened: real trainer, real verifier; drafts replaced by known
texts so the expected values are exact."""
from __future__ import annotations

import math
from pathlib import Path

import pytest

from agon_mcore.agon.summary import CONCLUSION_PLACEHOLDER
from agon_mcore.config import load_config
from agon_mcore.train.advantages import compute_advantages
from agon_mcore.train.rollouts import Response
from agon_mcore.train.step_metrics import step_metrics

ROOT = Path(__file__).resolve().parents[2]
TINY = [
    "data.batch_size=2", "rollout.sampling.n=2", "rollout.sampling.max_new_tokens=8", "logging.progress=false",
    "logging.tensorboard=false", "data.synthetic.num_train=16", "data.synthetic.num_test=4", "train.steps=4",
]
# the builtin template, with the reasoning block opened in the generation prompt (R1-distill style)
OPEN_TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n<think>\n{% endif %}"
)


pytestmark = pytest.mark.slow  # builds a trainer (two Megatron rivals, engine): ~20 s under load


@pytest.fixture(scope="module")
def trainer(tmp_path_factory):
    from agon_mcore.train.trainer import AgonTrainer

    d = tmp_path_factory.mktemp("leak")
    (d / "open_think.jinja").write_text(OPEN_TEMPLATE)
    tr = AgonTrainer(load_config([], TINY + [f"train.run_dir={d / 'run'}", f"model.chat_template={d / 'open_think.jinja'}"]))
    yield tr
    tr.engine.shutdown()
    tr.verifier.close()


def _scripted(tr, texts_for):
    """Replace generation by fixed texts: ``texts_for(rival, user_text, j)``."""

    def generate(rival, user_texts, n, seed):
        out = []
        for u in user_texts:
            row = []
            for j in range(n):
                text = texts_for(rival, u, j)
                ids = tr.rivals[rival].tokenizer.encode(text, add_special_tokens=False)
                row.append(Response(rival, [1, 2], list(ids), [0.0] * len(ids), text, "stop", tr.version[rival], u))
            out.append(row)
        return out

    return generate


def test_leak_metric_and_opened_template(trainer, monkeypatch):
    tr = trainer
    assert tr.opened("A") == tr.opened("B") == "<think>\n"
    problems = {}

    def drafts_and_challenges(rival, user_text, j):
        if "Rival's draft" in user_text or "\nDraft: " in user_text:  # a challenger: answers without copying anything
            return "no idea\n</think>\nI cannot tell."
        p = problems[user_text]
        # the template opened <think>: the draft continues inside it; the visible part
        # restates the value twice before boxing it
        return f"{p.answer}\n</think>\nAdd the numbers one by one.\nIt is {p.answer}, i.e. {p.answer}. \\boxed{{{p.answer}}}"

    from agon_mcore.data.prompts import question_text

    for p in tr.sampler.problems if hasattr(tr.sampler, "problems") else []:
        problems[question_text(p)] = p
    orig_next = tr.sampler.next_batch

    def next_batch():
        batch = orig_next()
        for p in batch:
            problems[question_text(p)] = p
        return batch

    monkeypatch.setattr(tr.sampler, "next_batch", next_batch)
    monkeypatch.setattr(tr, "generate", _scripted(tr, drafts_and_challenges))
    plan = tr.plan(0)
    ro = tr.rollout_step(plan, {})
    compute_advantages(ro, plan, tr.algo, tr.max_new_tokens(), tr.kernel_impl())
    drafts = [s for row in ro.drafts for s in row]
    assert drafts and all(s.correct == 1.0 and s.fmt == 1.0 for s in drafts)  # phi reads <think> + response
    # what the challenger saw: the reasoning dropped, the value hidden in the box and in prose
    # the sentence holding the box (and its restatements) is the conclusion: one placeholder
    assert all(s.summary == "Add the numbers one by one.\n" + CONCLUSION_PLACEHOLDER for s in drafts), drafts[0].summary
    assert ro.leak_rate == 0.0
    challenges = [s for row in ro.challenges for s in row]
    assert all(s.fmt == 0.0 and s.correct == 0.0 for s in challenges)
    m = step_metrics(ro, plan, {}, {"step": 1.0}, {}, shared_opponent=False, dropped_total=0, skipped_too_long=0)
    assert m["challenge/leak_rate"] == 0.0
    # every numeral of the visible parts restated the answer, and the one placeholder each is the answer
    assert m["challenge/numerals_hidden_frac"] == 1.0 and m["challenge/placeholders_not_answer_frac"] == 0.0
    # the step's math verdicts by path (README "Math grading"): 4 boxed integer drafts, each decided
    # without a worker (fast path, or the cache for a repeated answer); no_answer challenges count nowhere
    assert m["verify/math_fast"] >= 1 and m["verify/math_fast"] + m["verify/math_cache_hits"] == len(drafts) == 4
    assert m["verify/math_worker"] == m["verify/math_retries"] == m["verify/math_timeouts"] == 0.0


def test_leak_metric_is_nan_without_graded_answers(trainer, monkeypatch):
    tr = trainer
    monkeypatch.setattr(tr, "generate", _scripted(tr, lambda rival, u, j: "r\n</think>\nno answer here"))
    ro = tr.rollout_step(tr.plan(1), {})
    assert math.isnan(ro.leak_rate)
