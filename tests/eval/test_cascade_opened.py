"""run_eval with a chat template whose generation prompt opens the reasoning block:
the responses are verified, scored and summarised as opened + response. A FIXED-TEXT
TEST ENGINE (not a model) answers every request with the same continuation."""
from __future__ import annotations

import re

from agon_mcore.eval import run_eval
from agon_mcore.rollout.types import GenerationResult

OPEN_TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n<think>\n{% endif %}"
)
CONTINUATION = "12+30 is 42.\n</think>\n\nAdding gives 42, so \\boxed{42}."  # the reported response, restating 42


class FixedTextEngine:
    """Answers every request with CONTINUATION (a test engine, not a model)."""

    def __init__(self, toks, stops):
        self.toks, self.stops, self.prompts = toks, stops, []

    def generate(self, requests, sampling):
        out = []
        for req in requests:
            self.prompts.append(self.toks[req.rival].decode(req.prompt_ids, skip_special_tokens=False))
            ids = list(self.toks[req.rival].encode(CONTINUATION, add_special_tokens=False)) + [self.stops[req.rival][0]]
            out.append([GenerationResult([], ids, [0.0] * len(ids), "stop", 0, req.rival, 0.0)
                        for _ in range(sampling.n)])
        return out

    def update_weights(self, rival, named_tensors, version):
        pass

    def weight_version(self, rival):
        return 0

    def shutdown(self):
        pass


def test_eval_reads_responses_with_the_opened_think_block(rival_tokenizers, verifier):
    from agon_mcore.data.prompts import stop_token_ids
    from agon_mcore.data.types import Problem
    from agon_mcore.rollout.types import SamplingParams

    toks = {"A": rival_tokenizers["A"], "B": rival_tokenizers["A"]}
    stops = {r: stop_token_ids(t) for r, t in toks.items()}
    engine = FixedTextEngine(toks, stops)
    problems = [Problem(id="p0", prompt="What is 12 + 30?", answer="42", tests=None, domain="math",
                        metadata={"source": "synthetic"})]
    rep = run_eval(engine, toks, {"A": OPEN_TEMPLATE, "B": OPEN_TEMPLATE}, problems, verifier,
                   SamplingParams(n=1, temperature=1.0, max_new_tokens=64), k=(1,), keep_samples=True)
    assert engine.prompts[0].endswith("<|im_start|>assistant\n<think>\n")
    assert rep["A"].correct == [1] and rep["A->B"].correct == [1]
    drafts = [s for s in rep.samples if s["setting"] == "A"]
    assert drafts[0]["response"] == "<think>\n" + CONTINUATION  # what the template opened, then the output
    # the challenger read the visible part with the value hidden, reasoning dropped
    challenge_prompt = engine.prompts[-1]
    assert "[hidden: the conclusion and final answer]" in challenge_prompt and "42" not in re.split(r"Rival's draft|\nDraft: ", challenge_prompt, maxsplit=1)[1]
    assert "12+30 is" not in challenge_prompt
