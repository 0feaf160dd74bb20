"""Teachers that read a rollout: where its first mistake is, and a teacher model's log-probs.

Used by Cliff (:mod:`agon_mcore.algorithms.cliff`: the first mistake of a failed rollout)
and OPD-then-RL (:mod:`agon_mcore.algorithms.opd`: a teacher's token log-probs).

First-mistake teachers map ``(problem, visible text)`` to the character position where the
first wrong step starts, or None (no mistake found):

- :func:`programmatic_first_mistake`: exact, for tasks whose reference solution is worked
  steps ``a op b = c.`` (the built-in arithmetic task). The response's steps are read in
  order; step ``k`` is wrong when its result differs from the reference's ``k``-th
  intermediate value or its own arithmetic is wrong (``a op b != c``). Fewer steps than the
  reference, all right: the mistake is where the missing step should start (what follows
  the last right step, usually a premature box). All steps right but the boxed value
  missing or wrong: the mistake is the box. Everything right: None.
- :func:`judge_first_mistake`: a model judges the steps one prefix at a time ("is the last
  step correct? Yes/No", by its log-probs of the two words, the way the arena judge scores
  "A"/"B"); the first step whose ``P(No) > threshold`` is the mistake.

:func:`token_of_char` maps a character position of a response's decoded text to the index
of the token that holds it (decoding prefixes, binary search).
"""
from __future__ import annotations

import math
import re
from typing import Callable, Dict, List, Optional, Sequence, Tuple

import torch

from agon_mcore.algorithms.registry import PluginError

STEP_RE = re.compile(r"(-?\d+)\s*([+\-*])\s*(-?\d+)\s*=\s*(-?\d+)")
BOX_RE = re.compile(r"\\boxed\{\s*(-?\d+)\s*\}")
THINK_END = "</think>"

JUDGE_STEP_PROMPT = (
    "A partial solution to a problem follows. Check only its LAST step.\n\n"
    "Problem:\n{problem}\n\nPartial solution:\n{steps}\n\n"
    "Is the last step correct? Reply with one word: Yes or No."
)


def visible_start(text: str) -> int:
    """Character offset where the visible part of a response starts (after the last ``</think>``; 0 without one)."""
    k = text.rfind(THINK_END)
    return k + len(THINK_END) if k >= 0 else 0


def reference_steps(solution: Optional[str]) -> Optional[List[Tuple[int, str, int, int]]]:
    """The worked steps ``(a, op, b, c)`` of a reference solution, or None when it has none."""
    if not solution:
        return None
    steps = [(int(a), op, int(b), int(c)) for a, op, b, c in STEP_RE.findall(solution[visible_start(solution):])]
    return steps or None


def _arith(a: int, op: str, b: int) -> int:
    return a + b if op == "+" else a - b if op == "-" else a * b


def programmatic_first_mistake(text: str, solution: Optional[str], answer: Optional[str]) -> Tuple[bool, Optional[int]]:
    """The exact teacher of the built-in task (module docstring).

    Args:
        text: the response as decoded (reasoning block included; only the visible part is read).
        solution: the problem's reference solution (worked steps and a box).
        answer: the gold final answer.

    Returns:
        ``(judged, pos)``: ``judged`` False when the reference has no worked steps (this
        teacher cannot judge the problem); ``pos`` the character offset in ``text`` where
        the first wrong step starts, or None when every step and the box are right.
    """
    ref = reference_steps(solution)
    if ref is None:
        return False, None
    v0 = visible_start(text)
    vis = text[v0:]
    box = BOX_RE.search(vis)
    body_end = box.start() if box else len(vis)
    cursor = 0  # where the next step should start (relative to vis)
    k = 0
    for m in STEP_RE.finditer(vis[:body_end]):
        a, op, b, c = int(m.group(1)), m.group(2), int(m.group(3)), int(m.group(4))
        if k >= len(ref) or c != ref[k][3] or _arith(a, op, b) != c:
            return True, v0 + _step_start(vis, cursor, m.start())
        k += 1
        cursor = m.end()
    if k < len(ref):  # a step missing: the mistake starts where it should have
        return True, v0 + _step_start(vis, cursor, body_end if box else len(vis))
    if box is None or answer is None or box.group(1).strip() != str(answer).strip():
        return True, v0 + (box.start() if box else _step_start(vis, cursor, len(vis)))
    return True, None


def _step_start(vis: str, after: int, at: int) -> int:
    """Start of the sentence holding ``at``: past the end of the previous step and its
    trailing period and spaces, never beyond ``at``."""
    j = after
    while j < at and vis[j] in ". \n\t":
        j += 1
    return min(j, at)


def split_steps(visible: str) -> List[Tuple[int, int]]:
    """Spans ``[a, b)`` of the steps of a visible text: sentences ending in '.' or a newline
    (a decimal point between digits does not end one), and the rest (the box) as the last."""
    spans, start = [], 0
    n = len(visible)
    for j, ch in enumerate(visible):
        end = ch == "\n" or (ch == "." and not (0 < j < n - 1 and visible[j - 1].isdigit() and visible[j + 1].isdigit()))
        if end:
            if visible[start:j + 1].strip():
                spans.append((start, j + 1))
            start = j + 1
    if visible[start:].strip():
        spans.append((start, n))
    # leading whitespace is not part of a step
    return [(a + len(visible[a:b]) - len(visible[a:b].lstrip()), b) for a, b in spans]


# A yes/no scorer maps prompt texts to P(Yes) in (0, 1).
YesNo = Callable[[Sequence[str]], List[float]]


def judge_first_mistake(texts: Sequence[str], problems: Sequence[str], scorer: YesNo, threshold: float = 0.5,
                        max_steps: int = 16) -> Tuple[List[Optional[int]], int, int]:
    """The first step each text's judge rejects (module docstring).

    Args:
        texts: ``[R]`` responses; problems: ``[R]`` their problem statements.
        scorer: see :data:`YesNo`; asked once per (text, step prefix), all in one call.
        threshold: a step is a mistake when ``1 - P(Yes) > threshold``.
        max_steps: only the first ``max_steps`` steps of each text are judged.

    Returns:
        ``(positions, calls, rejected)``: per text the character offset of the first rejected
        step (None: none rejected), the number of judge prompts scored and how many of them
        the judge rejected (a judge that rejects everything agrees with any teacher that
        finds the first step wrong: the rate says how informative it is).
    """
    prompts, owner = [], []
    spans_of = []
    for r, text in enumerate(texts):
        v0 = visible_start(text)
        spans = [(a + v0, b + v0) for a, b in split_steps(text[v0:])][:max_steps]
        spans_of.append(spans)
        for k in range(len(spans)):
            shown = " ".join(text[a:b].strip() for a, b in spans[:k + 1])
            prompts.append(JUDGE_STEP_PROMPT.format(problem=problems[r], steps=shown))
            owner.append((r, k))
    p_yes = scorer(prompts) if prompts else []
    first: List[Optional[int]] = [None] * len(texts)
    rejected = 0
    for (r, k), p in zip(owner, p_yes):
        if (1.0 - float(p)) > threshold:
            rejected += 1
            if first[r] is None:
                first[r] = spans_of[r][k][0]
    return first, len(prompts), rejected


def token_of_char(tokenizer, ids: Sequence[int], pos: int) -> int:
    """Index of the token of ``ids`` that holds character ``pos`` of
    ``tokenizer.decode(ids, skip_special_tokens=False)``: the smallest ``k`` with
    ``len(decode(ids[:k+1])) > pos`` (``len(ids)`` when ``pos`` is past the end)."""
    lo, hi = 0, len(ids)
    while lo < hi:
        mid = (lo + hi) // 2
        if len(tokenizer.decode(list(ids[:mid + 1]), skip_special_tokens=False)) > pos:
            hi = mid
        else:
            lo = mid + 1
    return lo


def word_ids(tokenizer, words: Tuple[str, str] = ("Yes", "No")) -> Tuple[List[int], List[int]]:
    """Token ids of the two answer words.

    Raises:
        PluginError: they encode to nothing or to the same ids.
    """
    a = list(tokenizer.encode(words[0], add_special_tokens=False))
    b = list(tokenizer.encode(words[1], add_special_tokens=False))
    if not a or not b or a == b:
        raise PluginError(f"the judge's tokenizer encodes {words[0]!r} as {a} and {words[1]!r} as {b}; they must be "
                          "two different, non-empty token sequences")
    return a, b


def _fit(ids: List[int], limit: int) -> List[int]:
    return ids[-limit:] if len(ids) > limit else ids


def policy_yes_no(policy, tokenizer, build_prompt: Callable[[str], List[int]]) -> YesNo:
    """A :data:`YesNo` scorer from a Megatron policy (``policy.logprobs``; collective)."""
    from agon_mcore.policy import Sample

    y_ids, n_ids = word_ids(tokenizer)
    limit = int(policy.model_cfg.max_position_embeddings) - max(len(y_ids), len(n_ids)) - 1

    def score(prompts):
        samples = []
        for text in prompts:
            p = _fit(build_prompt(text), limit)
            samples += [Sample(p, list(y_ids), 0.0), Sample(p, list(n_ids), 0.0)]
        lps = policy.logprobs(samples) if samples else []
        return [1.0 / (1.0 + math.exp(float(lps[2 * k + 1].sum()) - float(lps[2 * k].sum())))
                for k in range(len(prompts))]

    return score


_HF_CACHE: Dict[str, tuple] = {}


def load_hf_causal_lm(folder: str, who: str):
    """``(tokenizer, model)`` of a local Hugging Face causal-LM folder, cached (nothing downloaded).

    Raises:
        PluginError: the folder does not load (naming ``who``, the setting that named it).
    """
    if folder not in _HF_CACHE:
        try:
            from transformers import AutoModelForCausalLM, AutoTokenizer  # lazy: only HF teachers need it

            tok = AutoTokenizer.from_pretrained(folder, local_files_only=True)
            model = AutoModelForCausalLM.from_pretrained(folder, local_files_only=True, dtype=torch.float32)
        except Exception as e:  # noqa: BLE001 - any load failure is a config problem
            raise PluginError(f"{who}={folder!r} does not load as a local Hugging Face causal LM folder "
                              f"({type(e).__name__}: {e}); export a run's rival with `agon convert mcore-to-hf "
                              "--ckpt RUN --rival A --out DIR` and name DIR") from e
        model.eval()
        _HF_CACHE[folder] = (tok, model)
    return _HF_CACHE[folder]


@torch.no_grad()
def hf_token_logprobs(model, prompt: Sequence[int], response: Sequence[int], temperature: float = 1.0) -> torch.Tensor:
    """``Tensor[T]`` float32: ``log p(response_t | prompt, response_<t)`` under an HF causal LM
    (logits divided by ``temperature``; 0 scores at 1)."""
    ids = torch.tensor([list(prompt) + list(response)])
    logits = model(ids).logits[0].float()
    t = float(temperature) if temperature and temperature > 0 else 1.0
    lp = torch.log_softmax(logits[len(prompt) - 1: -1] / t, dim=-1)
    return lp[torch.arange(len(response)), torch.tensor(list(response))].float()


def hf_yes_no(folder: str) -> YesNo:
    """A :data:`YesNo` scorer from a local HF causal LM (chat template when it has one)."""
    tok, model = load_hf_causal_lm(folder, "algorithm.cliff.teacher")
    y_ids, n_ids = word_ids(tok)
    limit = int(getattr(model.config, "max_position_embeddings", 2048)) - max(len(y_ids), len(n_ids)) - 1

    def build(text: str) -> List[int]:
        if getattr(tok, "chat_template", None):
            return list(tok.apply_chat_template([{"role": "user", "content": text}], add_generation_prompt=True,
                                                tokenize=True))
        return list(tok.encode(text))

    def score(prompts):
        out = []
        for text in prompts:
            p = _fit(build(text), limit)
            ly, ln = float(hf_token_logprobs(model, p, y_ids).sum()), float(hf_token_logprobs(model, p, n_ids).sum())
            out.append(1.0 / (1.0 + math.exp(ln - ly)))
        return out

    return score


def same_tokenizer(a, b) -> bool:
    """Whether two tokenizers map every token to the same id (vocabulary and special tokens)."""
    return a.get_vocab() == b.get_vocab() and a.eos_token_id == b.eos_token_id


__all__ = ["programmatic_first_mistake", "judge_first_mistake", "token_of_char", "reference_steps", "split_steps",
           "policy_yes_no", "hf_yes_no", "load_hf_causal_lm", "hf_token_logprobs", "same_tokenizer", "visible_start"]
