"""User-turn texts and prompt token ids.

The response format every part agrees on (docs/INTERFACES.md)::

    <think>{private reasoning}</think>{visible summary ... \\boxed{ANSWER}}

:func:`question_text` turns a :class:`Problem` into the user turn (the problem plus a short
instruction asking for that format); :func:`build_prompt_ids` wraps a user turn in the
tokenizer's chat template (one user turn + the generation prompt, Qwen style);
:func:`stop_token_ids` lists the ids that end a response.
"""
from __future__ import annotations

from pathlib import Path

from agon_mcore.data.types import DataError, Problem

MATH_INSTRUCTION = (
    "Reason step by step inside <think></think>, then write a short summary of your solution "
    "with the final answer in \\boxed{}."
)
# The tiny models of the embedded default read this every prompt: keep it a few tokens.
SYNTHETIC_INSTRUCTION = "Think in <think></think>, answer in \\boxed{}."
CODE_INSTRUCTION = (
    "Reason step by step inside <think></think>, then give a complete Python 3 program that reads "
    "standard input and writes standard output, in one ```python code block."
)
FUNCTION_INSTRUCTION = (
    "Complete the following Python function. Reason step by step inside <think></think>, then give "
    "the complete function (with its imports) in one ```python code block."
)

END_TOKENS = ("<|im_end|>", "<|endoftext|>")


def question_text(problem: Problem) -> str:
    """The user-turn text for ``problem``: the problem plus the format instruction.

    Synthetic arithmetic gets a very short instruction; math gets the think/boxed
    instruction; stdin/stdout code asks for a full program; HumanEval-style problems
    (``tests`` has ``entry_point``) show the stub in a code block and ask for the function.

    Raises:
        DataError: unknown ``problem.domain``.
    """
    q = problem.prompt.strip()
    if problem.domain == "math":
        if problem.metadata.get("source") == "synthetic":
            return f"{q}\n{SYNTHETIC_INSTRUCTION}"
        return f"{q}\n\n{MATH_INSTRUCTION}"
    if problem.domain == "code":
        if problem.tests and "entry_point" in problem.tests:
            return f"{FUNCTION_INSTRUCTION}\n\n```python\n{problem.prompt.rstrip()}\n```"
        return f"{q}\n\n{CODE_INSTRUCTION}"
    raise DataError(f"problem {problem.id!r} has domain {problem.domain!r}; expected 'math' or 'code'")


def _resolve_template(tokenizer, chat_template: str | None) -> str:
    if chat_template is not None:
        if "{" not in chat_template and Path(chat_template).is_file():
            return Path(chat_template).read_text()
        return chat_template
    template = getattr(tokenizer, "chat_template", None)
    if not template:
        raise DataError(
            f"tokenizer {getattr(tokenizer, 'name_or_path', '?')!r} has no chat template; set "
            "model.chat_template to a Jinja template (string or .jinja file) or use builtin:byte / builtin:bpe"
        )
    return template


def build_prompt_ids(tokenizer, user_text: str, chat_template: str | None = None) -> list[int]:
    """Token ids of the chat prompt: one user turn, then the assistant generation prompt.

    For the builtin tokenizers (and Qwen) this is
    ``<|im_start|>user\\n{user_text}<|im_end|>\\n<|im_start|>assistant\\n``.

    Args:
        tokenizer: a ``transformers`` tokenizer (from :func:`load_tokenizer`).
        user_text: the user turn (e.g. :func:`question_text`).
        chat_template: a Jinja template string or a path to a ``.jinja`` file; ``None``
            uses the tokenizer's own template.

    Returns:
        ``list[int]``, no padding; special tokens in the template (``<|im_start|>`` ...)
        are single ids.

    Raises:
        DataError: no chat template available.
    """
    template = _resolve_template(tokenizer, chat_template)
    text = tokenizer.apply_chat_template(
        [{"role": "user", "content": user_text}],
        chat_template=template,
        add_generation_prompt=True,
        tokenize=False,
    )
    return list(tokenizer.encode(text, add_special_tokens=False))


def generation_prompt_text(tokenizer, chat_template: str | None = None) -> str:
    """The text the chat template adds for the assistant turn (``add_generation_prompt``).

    Rendered for one user turn with and without the generation prompt; the difference is
    e.g. ``<|im_start|>assistant\\n``, or ``<|im_start|>assistant\\n<think>\\n`` for templates
    that open the reasoning block for the model (R1-distill, Qwen3 thinking variants).
    ``agon_mcore.verify.answer.template_opened`` of it is what every reader of a response
    prepends.

    Raises:
        DataError: no chat template available.
    """
    template = _resolve_template(tokenizer, chat_template)
    msgs = [{"role": "user", "content": "x"}]
    kw = dict(chat_template=template, tokenize=False)
    with_gen = tokenizer.apply_chat_template(msgs, add_generation_prompt=True, **kw)
    without = tokenizer.apply_chat_template(msgs, add_generation_prompt=False, **kw)
    return with_gen[len(without):] if with_gen.startswith(without) else with_gen[with_gen.rfind("x") + 1:]


def stop_token_ids(tokenizer) -> list[int]:
    """Ids that end a response: the tokenizer's EOS, then ``<|im_end|>`` and ``<|endoftext|>``
    where the vocabulary has them (deduplicated, EOS first)."""
    ids: list[int] = []
    if tokenizer.eos_token_id is not None:
        ids.append(int(tokenizer.eos_token_id))
    vocab = tokenizer.get_vocab()
    for tok in END_TOKENS:
        i = vocab.get(tok)
        if i is not None and i not in ids:
            ids.append(int(i))
    if not ids:
        raise DataError(
            f"tokenizer {getattr(tokenizer, 'name_or_path', '?')!r} has no EOS token and no <|im_end|>; "
            "set eos_token in its tokenizer_config.json"
        )
    return ids
