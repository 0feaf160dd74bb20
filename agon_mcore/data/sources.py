"""Problem sources: file readers for the layouts of ``shared/data`` (README there), local
files with auto-detected fields, and hub datasets, all read through ``datasets``.

Row layouts understood (any source; the reader is picked from the first row's fields):

- math: question from ``question`` | ``problem`` | ``prompt`` | ``query`` | ``instruction``;
  gold from ``final_answer`` (DeepMath) | ``answer`` | the last ``\\boxed{}`` of ``solution``.
  GSM8K answers keep only the text after ``####`` (thousands commas dropped); numbers are
  normalised (AMC's ``27.0`` -> ``27``, AIME's ``025`` -> ``25``); a gold that is a lone
  ``\\boxed{...}`` is unwrapped.
- code_contests: ``problem`` (or a question field) + ``tests`` ``{"inputs": [...],
  "outputs": [...]}`` (stdin/stdout pairs; a JSON string is accepted).
- humaneval: ``task_id``, ``prompt``, ``entry_point``, ``test`` (+ ``canonical_solution``,
  kept in metadata).

Bad rows (empty question, missing answer/tests, text that is not valid UTF-8 or not JSON)
are skipped; each is logged with its index on logger ``agon.data`` (the first few one by
one, then a count).
"""
from __future__ import annotations

import gzip
import hashlib
import json
import logging
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agon_mcore.data.types import DataError, Problem

log = logging.getLogger("agon.data")

QUESTION_KEYS = ("question", "problem", "prompt", "query", "instruction")
ANSWER_KEYS = ("final_answer", "answer")
ID_KEYS = ("id", "task_id", "unique_id", "problem_id", "name")
META_KEYS = ("difficulty", "topic", "subject", "level", "url")
MAX_LOGGED_BAD_ROWS = 5


class BadRow(ValueError):
    """A row that cannot become a Problem; the message is the reason."""


@dataclass(frozen=True)
class Source:
    """A named source laid out like ``shared/data``.

    ``file`` is relative to the data root; ``layout`` is ``math`` | ``code_contests`` |
    ``humaneval``; ``min_difficulty`` filters rows (rows without a difficulty are dropped);
    ``heldout`` means the splits are ``train``/``test`` by a stable hash of the id;
    ``validation_size`` > 0 also draws a ``validation`` split of that many problems from
    what the test split leaves (another stable hash; ``train`` is the rest).
    """

    file: str
    splits: tuple[str, ...]
    layout: str
    min_difficulty: float | None = None
    heldout: bool = False
    validation_size: int = 0


SOURCES: dict[str, Source] = {
    # 542 problems: 300 test (data.heldout_size), 50 validation (cascade direction), 192 train
    "deepmath_hard": Source("deepmath/deepmath_hard_ge8.jsonl", ("train", "validation", "test"), "math", 8.0, True,
                            validation_size=50),
    "deepmath": Source("deepmath/deepmath_7to9_union.jsonl", ("all",), "math"),
    "gsm8k": Source("gsm8k/test.jsonl", ("test",), "math"),
    "math500": Source("math500/test.jsonl", ("test",), "math"),
    "aime24": Source("aime24/test.jsonl", ("test",), "math"),
    "amc23": Source("amc23/test.jsonl", ("test",), "math"),
    "code_contests": Source("code_contests_test/code_contests.json", ("test",), "code_contests"),
    # the same 165 problems split by a stable hash of the id (configs/code_contests_cpu.yaml):
    # data.heldout_size test, 20 validation, the rest train
    "code_contests_split": Source("code_contests_test/code_contests.json", ("train", "validation", "test"),
                                  "code_contests", heldout=True, validation_size=20),
    "humaneval": Source("humaneval/HumanEval.jsonl.gz", ("test",), "humaneval"),
}

# ----------------------------------------------------------------------------- text fixes

# JSON that lost a backslash turns "\tau" into TAB + "au", "\nabla" into LF + "abla", ...
# Only control characters followed by the rest of a known LaTeX command are repaired; a
# newline followed by an ordinary word ("\nwhere") is a real newline and stays.
_ESCAPE_DAMAGE = {
    "\t": ("au", "heta", "imes", "ext", "frac", "an", "anh", "o", "op", "riangle", "ilde", "extbf"),
    "\n": ("abla", "eq", "eg", "otin", "ewline"),
    "\r": ("ho", "ightarrow", "ight", "angle", "m", "ceil"),
    "\f": ("rac", "orall", "box"),
    "\b": ("eta", "inom", "oxed", "ar", "ig", "egin", "f", "m", "ot"),
    "\x07": ("lpha", "pprox", "leph"),
    "\v": ("arphi", "ec", "arepsilon", "ee", "dots"),
}
_ESCAPE_NAMES = {"\t": "t", "\n": "n", "\r": "r", "\f": "f", "\b": "b", "\x07": "a", "\v": "v"}
_ESCAPE_RE = re.compile(
    "(" + "|".join(re.escape(c) for c in _ESCAPE_DAMAGE) + r")([A-Za-z]+)"
)


def repair_latex_escapes(text: str) -> tuple[str, int]:
    """Undo JSON escape damage to LaTeX commands (``TAB+"au"`` -> ``\\tau``).

    A control character is replaced only when it plus the letters after it spell a known
    command exactly (``\\n`` + ``abla`` -> ``\\nabla``; ``\\n`` + ``where`` is left alone).

    Returns:
        (repaired text, number of repairs).
    """
    count = 0

    def fix(m: re.Match) -> str:
        nonlocal count
        ch, word = m.group(1), m.group(2)
        if word in _ESCAPE_DAMAGE[ch]:
            count += 1
            return "\\" + _ESCAPE_NAMES[ch] + word
        return m.group(0)

    out = _ESCAPE_RE.sub(fix, text)
    return out, count


def normalize_gold(value: Any) -> str | None:
    """A gold answer as a clean string, or ``None`` when there is none.

    Floats with integral values become integers (``27.0`` -> ``27``), other floats use
    ``repr``; integer strings lose leading zeros (``025`` -> ``25``); GSM8K-style text keeps
    what follows the last ``####`` with thousands commas dropped; a lone ``\\boxed{X}`` or
    ``$X$`` is unwrapped to ``X``.
    """
    if value is None:
        return None
    if isinstance(value, bool):
        return "True" if value else "False"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            return None
        return str(int(value)) if value.is_integer() else repr(value)
    if not isinstance(value, str):
        return None
    s = value.strip()
    if "####" in s:
        s = s.rsplit("####", 1)[1].strip()
        if re.fullmatch(r"[-+]?\d{1,3}(,\d{3})+(\.\d+)?", s):
            s = s.replace(",", "")
    if s.startswith("$") and s.endswith("$") and len(s) > 1:
        s = s.strip("$").strip()
    if s.startswith(("\\boxed", "\\fbox")):
        from agon_mcore.verify.answer import boxed_spans

        spans = boxed_spans(s)
        if len(spans) == 1 and spans[0][1] == len(s):
            s = s[spans[0][2]:spans[0][3]].strip()
    if re.fullmatch(r"[-+]?0\d+", s):
        s = str(int(s))
    return s or None


# ----------------------------------------------------------------------------- row readers


def _text(row: dict, keys: tuple[str, ...], what: str) -> str:
    for k in keys:
        v = row.get(k)
        if v is None:
            continue
        if not isinstance(v, str):
            raise BadRow(f"{what} field {k!r} is {type(v).__name__}, not text")
        try:
            v.encode("utf-8")
        except UnicodeEncodeError as e:
            raise BadRow(f"{what} field {k!r} is not valid UTF-8 ({e.reason})") from None
        if v.strip():
            return v
    raise BadRow(f"empty {what} (looked for {', '.join(keys)})")


def _row_id(row: dict, prefix: str, text: str) -> str:
    for k in ID_KEYS:
        v = row.get(k)
        if isinstance(v, bool) or v is None or v == "":
            continue
        if isinstance(v, (int, float)):
            return f"{prefix}-{int(v)}"
        if isinstance(v, str):
            return v
    return f"{prefix}-{hashlib.sha256(text.encode('utf-8')).hexdigest()[:12]}"


def _meta(row: dict, source: str) -> dict:
    meta: dict = {"source": source}
    for k in META_KEYS:
        if row.get(k) is not None:
            meta[k] = row[k]
    return meta


def read_math(row: dict, source: str) -> Problem:
    """A math row -> :class:`Problem` (see the module doc for the fields read).

    Raises:
        BadRow: empty question, missing answer, non-text fields.
    """
    question = _text(row, QUESTION_KEYS, "question")
    question, repairs = repair_latex_escapes(question)
    gold = None
    for k in ANSWER_KEYS:
        if row.get(k) is not None:
            gold = normalize_gold(row[k])
            if gold is not None:
                break
    if gold is None and isinstance(row.get("solution"), str):
        from agon_mcore.verify.answer import last_boxed

        gold = normalize_gold(last_boxed(row["solution"]))
    if gold is None:
        raise BadRow("missing answer (looked for final_answer, answer, \\boxed{} in solution)")
    meta = _meta(row, source)
    if repairs:
        meta["escape_repairs"] = repairs
    # A row may carry a reference response in our format (SFT warm-up data); a plain
    # human-written solution (MATH-500's) is not in that format and is not used.
    sol = row.get("solution")
    solution = sol if isinstance(sol, str) and "</think>" in sol and "\\boxed" in sol else None
    return Problem(id=_row_id(row, source, question), prompt=question, answer=gold, tests=None,
                   domain="math", solution=solution, metadata=meta)


def read_code_contests(row: dict, source: str) -> Problem:
    """A stdin/stdout code row -> :class:`Problem` with ``tests={"inputs", "outputs"}``.

    Raises:
        BadRow: empty statement, tests missing, not lists of text, or of unequal length.
    """
    question = _text(row, QUESTION_KEYS + ("description",), "problem statement")
    tests = row.get("tests", row.get("input_output"))
    if isinstance(tests, str):
        try:
            tests = json.loads(tests)
        except json.JSONDecodeError:
            raise BadRow("tests is a string that is not JSON") from None
    if not isinstance(tests, dict):
        raise BadRow("missing tests (need {'inputs': [...], 'outputs': [...]})")
    inputs, outputs = tests.get("inputs"), tests.get("outputs")
    if not isinstance(inputs, list) or not isinstance(outputs, list) or not inputs:
        raise BadRow("tests need non-empty 'inputs' and 'outputs' lists")
    if len(inputs) != len(outputs):
        raise BadRow(f"tests have {len(inputs)} inputs but {len(outputs)} outputs")
    if not all(isinstance(x, str) for x in inputs + outputs):
        raise BadRow("test inputs/outputs must be text")
    meta = _meta(row, source)
    meta["num_tests"] = len(inputs)
    return Problem(id=_row_id(row, source, question), prompt=question, answer=None,
                   tests={"inputs": list(inputs), "outputs": list(outputs)}, domain="code", metadata=meta)


def read_humaneval(row: dict, source: str) -> Problem:
    """A HumanEval row -> :class:`Problem` with ``tests={"prompt", "test", "entry_point"}``.

    Raises:
        BadRow: missing prompt, test or entry_point.
    """
    prompt = _text(row, ("prompt",), "prompt")
    test = _text(row, ("test",), "test")
    entry = _text(row, ("entry_point",), "entry_point").strip()
    meta = _meta(row, source)
    if isinstance(row.get("canonical_solution"), str):
        meta["canonical_solution"] = row["canonical_solution"]
    return Problem(id=_row_id(row, source, prompt), prompt=prompt, answer=None,
                   tests={"prompt": prompt, "test": test, "entry_point": entry}, domain="code", metadata=meta)


READERS = {"math": read_math, "code_contests": read_code_contests, "humaneval": read_humaneval}


def detect_layout(rows: list[dict]) -> str:
    """Pick the reader from the fields of the first rows: ``humaneval`` (entry_point + test),
    ``code_contests`` (tests / input_output), else ``math``."""
    keys: set[str] = set()
    for r in rows[:20]:
        if isinstance(r, dict):
            keys |= {k for k, v in r.items() if v is not None}
    if {"entry_point", "test"} <= keys:
        return "humaneval"
    if "tests" in keys or "input_output" in keys:
        return "code_contests"
    return "math"


# ----------------------------------------------------------------------------- file reading

_BUILDERS = {".jsonl": "json", ".json": "json", ".parquet": "parquet", ".csv": "csv"}


def _builder(path: Path) -> str:
    suffixes = [s for s in path.suffixes if s not in (".gz", ".bz2", ".xz", ".zst")]
    b = _BUILDERS.get(suffixes[-1] if suffixes else "")
    if b is None:
        raise DataError(
            f"{path}: unsupported file type; use .jsonl, .json, .parquet or .csv (optionally .gz)"
        )
    return b


def _quiet_datasets():
    import datasets

    datasets.disable_progress_bars()
    datasets.utils.logging.set_verbosity_error()
    return datasets


def _tolerant_json_rows(path: Path) -> list[Any]:
    """Line-by-line reader used when ``datasets`` rejects a file: each line that is not
    valid UTF-8 JSON object becomes a :class:`BadRow` in place, the rest are kept."""
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rb") as f:
        raw = f.read()
    if raw.lstrip()[:1] == b"[":  # a JSON array cannot be read row by row
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as e:
            raise DataError(f"{path} is a JSON array that cannot be decoded ({e}); fix the file or convert it to JSONL") from e
        return [r if isinstance(r, dict) else BadRow("row is not a JSON object") for r in data]
    rows: list[Any] = []
    for line in raw.split(b"\n"):
        if not line.strip():
            continue
        try:
            obj = json.loads(line.decode("utf-8"))
            rows.append(obj if isinstance(obj, dict) else BadRow("row is not a JSON object"))
        except UnicodeDecodeError as e:
            rows.append(BadRow(f"undecodable text (not UTF-8: {e.reason} at byte {e.start})"))
        except json.JSONDecodeError as e:
            rows.append(BadRow(f"undecodable JSON ({e.msg} at column {e.colno})"))
    return rows


def read_rows(path: str | Path) -> list[Any]:
    """All rows of a local file as dicts (in file order), via ``datasets.load_dataset``.

    When ``datasets`` cannot read a JSON/JSONL file (a broken line, bytes that are not
    UTF-8, mixed types), the file is re-read line by line and broken lines come back as
    :class:`BadRow` objects at their index.

    Raises:
        DataError: missing or unreadable file.
    """
    path = Path(path)
    if not path.is_file():
        raise DataError(f"data file {path} not found")
    builder = _builder(path)
    datasets = _quiet_datasets()
    try:
        ds = datasets.load_dataset(builder, data_files=str(path), split="train")
        return ds.to_list()
    except Exception as e:  # pyarrow / datasets errors have many types
        if builder != "json":
            raise DataError(f"cannot read {path} with datasets ({type(e).__name__}: {e})") from e
        log.warning("%s: datasets could not read the file (%s); reading it line by line", path, type(e).__name__)
        return _tolerant_json_rows(path)


def read_hub(dataset_id: str, split: str) -> list[Any]:
    """Rows of a hub dataset (``datasets.load_dataset(dataset_id, split=split)``).

    Raises:
        DataError: the dataset cannot be loaded (no network, unknown id or split).
    """
    datasets = _quiet_datasets()
    try:
        return datasets.load_dataset(dataset_id, split=split).to_list()
    except Exception as e:
        raise DataError(
            f"cannot load hub dataset {dataset_id!r} split {split!r} ({type(e).__name__}: {e}). "
            "This machine may be offline (set HF_HUB_OFFLINE=1 to fail fast): download it where there is "
            "network and pass the local .jsonl/.parquet path instead, or set data.data_root to a folder "
            "laid out like shared/data"
        ) from e


def to_problems(rows: list[Any], layout: str, source: str, where: str) -> list[Problem]:
    """Convert rows with the ``layout`` reader, skipping (and logging) bad rows.

    Args:
        rows: dicts or :class:`BadRow` placeholders, in file order.
        layout: ``math`` | ``code_contests`` | ``humaneval``.
        source: name recorded in ``metadata["source"]`` and id prefixes.
        where: file or spec named in the log lines.
    """
    reader = READERS[layout]
    out: list[Problem] = []
    bad = 0
    for i, row in enumerate(rows):
        try:
            if isinstance(row, BadRow):
                raise row
            out.append(reader(row, source))
        except BadRow as e:
            bad += 1
            if bad <= MAX_LOGGED_BAD_ROWS:
                log.warning("%s: row %d skipped: %s", where, i, e)
    if bad:
        log.warning("%s: skipped %d of %d rows (bad rows)", where, bad, len(rows))
    return out
