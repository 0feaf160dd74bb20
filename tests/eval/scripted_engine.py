"""A SCRIPTED TEST ENGINE (not a model): implements the RolloutEngine protocol and answers
every request with a fixed text chosen from the decoded prompt, encoded with the requesting
rival's own tokenizer. It lets the cascade tests know every correct count in advance.

Script (problems are "What is a + b?" with gold a+b):
* plain prompt, rival R, sample i: ``<think>...</think>Route R{i}. ... \\boxed{x}`` with x the
  gold when ``DRAFT_OK[R][p][i]``, else a wrong number; ``TRUNCATED[R]`` problems end inside
  the reasoning block with finish reason ``length`` (no stop token);
* a challenger prompt (one rival's summary): B answers correctly whenever it can read a
  summary (it re-derives the sum), A answers correctly iff the draft it read was correct;
* an aggregator prompt (several summaries): correct iff any draft it read was correct.
Every prompt must decode, with the rival's own tokenizer, to a chat prompt of a known
problem; anything else (ids from the other rival's vocabulary) raises.
"""
from __future__ import annotations

import re

from agon_mcore.rollout.types import GenerationResult

QUESTIONS = [(2, 3), (3, 4), (5, 7), (4, 5)]
DRAFT_OK = {  # [problem][sample]
    "A": [[1, 1], [1, 0], [0, 0], [0, 0]],
    "B": [[1, 0], [1, 1], [0, 0], [1, 1]],
}
TRUNCATED = {"A": {3}, "B": set()}


class ScriptedEngine:
    """Scripted test engine: fixed token sequences, no model (see the module docstring)."""

    def __init__(self, tokenizers, stop_ids):
        self.toks = tokenizers
        self.stop = stop_ids
        self.prompts = {r: [] for r in tokenizers}  # decoded user turns, per rival
        self.calls = []  # (rival set, n, number of requests)
        self.versions = {r: 0 for r in tokenizers}

    # --- RolloutEngine protocol
    def generate(self, requests, sampling):
        self.calls.append(({r.rival for r in requests}, sampling.n, len(requests)))
        out = []
        for req in requests:
            user = self._user_turn(req)
            out.append([self._answer(req.rival, user, i) for i in range(sampling.n)])
        return out

    def update_weights(self, rival, named_tensors, version):
        self.versions[rival] = version

    def weight_version(self, rival):
        return self.versions[rival]

    def shutdown(self):
        pass

    # --- script
    def _user_turn(self, req):
        text = self.toks[req.rival].decode(req.prompt_ids, skip_special_tokens=False)
        m = re.fullmatch(r"<\|im_start\|>user\n(.*)<\|im_end\|>\n<\|im_start\|>assistant\n", text, re.DOTALL)
        if m is None:
            raise AssertionError(f"rival {req.rival}: prompt is not a chat prompt in its own vocabulary: {text[:80]!r}")
        self.prompts[req.rival].append(m.group(1))
        return m.group(1)

    def _problem(self, user):
        m = re.match(r"What is (\d+) \+ (\d+)\?", user)
        if m is None:
            raise AssertionError(f"unknown problem in prompt {user[:60]!r}")
        return QUESTIONS.index((int(m.group(1)), int(m.group(2))))

    def _result(self, rival, text, finish="stop"):
        ids = list(self.toks[rival].encode(text, add_special_tokens=False))
        if finish == "stop":
            ids.append(self.stop[rival][0])
        return GenerationResult(prompt_ids=[], output_ids=ids, output_logprobs=[0.0] * len(ids),
                                finish_reason=finish, weight_version=self.versions[rival], rival=rival, time_s=0.0)

    def _answer(self, rival, user, i):
        p = self._problem(user)
        a, b = QUESTIONS[p]
        gold = a + b
        read = re.findall(r"Route ([AB])(\d)", user)
        # both layouts: the full one, and the compact one of synthetic-task questions
        if "Draft 1 (answer hidden)" in user or "\nDraft 1: " in user:  # aggregator
            ok = any(DRAFT_OK[x][p][int(j)] for x, j in read)
        elif "Rival's draft (answer hidden)" in user or "\nDraft: " in user:  # challenger
            assert len(read) <= 1
            if rival == "B":
                ok = bool(read)
            else:
                ok = bool(read) and bool(DRAFT_OK[read[0][0]][p][int(read[0][1])])
        else:  # plain prompt: a draft
            if p in TRUNCATED[rival]:
                return self._result(rival, f"<think>Let me add {a} and {b} very slowly, first", "length")
            ok = DRAFT_OK[rival][p][i]
            x = gold if ok else gold + 10
            return self._result(rival, f"<think>{a} plus {b}.</think>Route {rival}{i}. We add {a} and {b}. "
                                       f"\\boxed{{{x}}}")
        x = gold if ok else gold + 20
        return self._result(rival, f"<think>check</think>Checked the sum. \\boxed{{{x}}}")
