"""Cliff: the programmatic teacher on hand-written rollouts, the first-mistake split on hand
values, and the whole plug-in on real token ids (byte tokenizer: `<think>` and `</think>` are
one token each, then one token per character)."""
import math

import pytest
import torch

from agon_mcore.algorithms.cliff import cliff, cliff_token_advantages
from agon_mcore.algorithms.context import PluginContext
from agon_mcore.algorithms.teachers import judge_first_mistake, programmatic_first_mistake, split_steps, token_of_char
from agon_mcore.config import load_config
from agon_mcore.data.tokenizer import load_tokenizer
from agon_mcore.data.types import Problem

REF = "<think></think>3 + 8 = 11. 11 + 5 = 16. 16 + 7 = 23. \\boxed{23}"
RIGHT = REF
WRONG_2ND = "<think></think>3 + 8 = 11. 11 + 5 = 17. 17 + 7 = 24. \\boxed{24}"  # step 2 starts at char 27
WRONG_1ST = "<think></think>3 + 9 = 12. 12 + 5 = 17. 17 + 7 = 24. \\boxed{24}"  # step 1 at char 15
SKIPPED = "<think></think>3 + 8 = 11. \\boxed{11}"  # the missing step 2 starts at char 27 (the box)
BAD_BOX = "<think></think>3 + 8 = 11. 11 + 5 = 16. 16 + 7 = 23. \\boxed{22}"  # the box at char 53


@pytest.mark.parametrize("text, pos", [(RIGHT, None), (WRONG_2ND, 27), (WRONG_1ST, 15), (SKIPPED, 27),
                                       (BAD_BOX, 53)])
def test_programmatic_teacher_finds_the_first_wrong_step(text, pos):
    assert programmatic_first_mistake(text, REF, "23") == (True, pos)
    if pos is not None:  # the position is where the wrong step's text begins
        assert text[pos:].startswith(("11 + 5 = 17", "3 + 9", "\\boxed"))


def test_programmatic_teacher_cannot_judge_without_worked_steps():
    assert programmatic_first_mistake(WRONG_1ST, "<think></think>\\boxed{24}", "23") == (False, None)
    assert programmatic_first_mistake(WRONG_1ST, None, "23") == (False, None)


def test_char_to_token_with_the_byte_tokenizer():
    tok = load_tokenizer("builtin:byte")
    ids = tok.encode(WRONG_2ND, add_special_tokens=False)
    # <think> (chars 0-6) and </think> (7-14) are tokens 0 and 1, then one token per character
    assert token_of_char(tok, ids, 0) == 0 and token_of_char(tok, ids, 6) == 0 and token_of_char(tok, ids, 14) == 1
    assert token_of_char(tok, ids, 15) == 2 and token_of_char(tok, ids, 27) == 14
    assert token_of_char(tok, ids, len(WRONG_2ND)) == len(ids)


def test_split_on_hand_values():
    # A_cor = 1, A_inc = -1; lengths 4, 4, 2, 2; failed rollouts split at 2 and 0; lam = 0
    base = torch.tensor([1.0, -1.0, -1.0, 1.0])
    c = torch.tensor([1.0, 0.0, 0.0, 1.0])
    gi = torch.zeros(4, dtype=torch.long)
    out = cliff_token_advantages(base, c, gi, [4, 4, 2, 2], [None, 2, 0, None], lam=0.0)
    b = 2 / 12  # (4 + (0 + 0 - 1 - 1) + (-2) + 2) / 12 tokens
    exp = [[1 - b] * 4, [-b, -b, -1 - b, -1 - b], [-1 - b] * 2, [1 - b] * 2]
    for o, e in zip(out, exp):
        assert o.tolist() == pytest.approx(e, abs=1e-6)
    assert float(sum(o.sum() for o in out)) == pytest.approx(0.0, abs=1e-6)  # zero-mean over the group's tokens
    # lam = 0.5: the failed rollout's prefix gets 0.5 * A_cor before the offset b = 3/12
    out = cliff_token_advantages(base, c, gi, [4, 4, 2, 2], [None, 2, 0, None], lam=0.5)
    assert out[1].tolist() == pytest.approx([0.25, 0.25, -1.25, -1.25]) and out[0].tolist() == pytest.approx([0.75] * 4)
    # no offset; a group the teacher could not judge keeps its base advantages
    out = cliff_token_advantages(base, c, gi, [4, 4, 2, 2], [None, 2, 0, None], offset=False)
    assert out[1].tolist() == [0.0, 0.0, -1.0, -1.0] and out[0].tolist() == [1.0] * 4
    out = cliff_token_advantages(base, c, gi, [4, 4, 2, 2], [None, 2, 0, None], judged=[False])
    assert [o.tolist() for o in out] == [[1.0] * 4, [-1.0] * 4, [-1.0] * 2, [1.0] * 2]


def _ctx(texts, correct, truncated=None, teacher="programmatic"):
    tok = load_tokenizer("builtin:byte")
    cfg = load_config([], [f"algorithm.cliff.teacher={teacher}"])
    prob = Problem(id="p", prompt="What is 3 + 8 + 5 + 7?", answer="23", tests=None, domain="math", solution=REF)
    ids = [tok.encode(t, add_special_tokens=False) + [tok.eos_token_id] for t in texts]
    return PluginContext(role="single", step=0, correct=torch.tensor(correct), prompt_ids=[[1, 2]] * len(texts),
                         response_ids=ids, texts=list(texts), prompt_texts=[prob.prompt] * len(texts),
                         problems=[prob] * len(texts), extracted=[None] * len(texts),
                         rollout_logprobs=[None] * len(texts), tokenizer=tok, cfg=cfg,
                         truncated=truncated or [False] * len(texts))


def test_plugin_matches_the_paper_form_on_real_token_ids():
    """Binary rewards: correct rollouts get A_cor - b, failed ones lam*A_cor - b before the
    first wrong step's first token and A_inc - b from it (lam = 0, the paper's default)."""
    texts = [RIGHT, WRONG_2ND, WRONG_1ST, BAD_BOX]
    ctx = _ctx(texts, [1.0, 0.0, 0.0, 0.0])
    r = torch.tensor([1.0, 0.0, 0.0, 0.0])
    out = cliff(r, torch.zeros(4, dtype=torch.long), ctx)
    mu, sd = 0.25, float(r.std())  # the grpo kernel's std (unbiased)
    a_cor, a_inc = (1 - mu) / (sd + 1e-6), -mu / (sd + 1e-6)
    lens = ctx.response_lengths
    splits = [None, 14, 2, 40]  # tokens of chars 27, 15, 53 (two special tokens, then one per char)
    raw = [[a_cor] * lens[0]] + [[0.0] * p + [a_inc] * (n - p) for p, n in zip(splits[1:], lens[1:])]
    b = sum(map(sum, raw)) / sum(lens)
    for o, e in zip(out, raw):
        assert o.tolist() == pytest.approx([x - b for x in e], abs=1e-5)
    m = ctx.metrics
    assert m["cliff/found_frac"] == 1.0 and m["cliff/failed"] == 3
    assert m["cliff/first_mistake_rel"] == pytest.approx((14 / lens[1] + 2 / lens[2] + 40 / lens[3]) / 3)
    assert math.isnan(m["cliff/agreement"]) and m["cliff/teacher_calls"] == 0


def test_plugin_truncated_rollout_splits_at_zero():
    ctx = _ctx([RIGHT, WRONG_2ND], [1.0, 0.0], truncated=[False, True])
    out = cliff(torch.tensor([1.0, 0.0]), torch.zeros(2, dtype=torch.long), ctx)
    assert len(set(out[1].tolist())) == 1 and float(out[1][0]) < 0  # no prefix: one value, negative


def test_model_teacher_steps_and_agreement():
    """A judge that rejects every step containing '17' finds the same step as the exact teacher."""
    texts = [WRONG_2ND, WRONG_1ST]
    first, calls, rejected = judge_first_mistake(texts, ["q", "q"], lambda ps: [0.1 if "17" in p.split("\n\n")[2].split(". ")[-1]
                                                                        or p.rstrip().endswith("17.") else 0.9
                                                                        for p in ps])
    assert calls == 2 * 4 and rejected == 4  # 3 steps and the box each; steps 2 and 3 of each hold '17'
    assert first[0] == 27 and first[1] == 15 + len("3 + 9 = 12. ")  # the judge missed WRONG_1ST's first step
    assert split_steps(" 3 + 8 = 11. 11 + 5 = 1.5. \\boxed{1}") == [(1, 12), (13, 26), (27, 36)]
