"""The built-in synthetic code task: deterministic disjoint splits,
stable ids, generated stdin/stdout tests, reference programs in the code response format
that the sandboxed verifier grades correct (and wrong variants wrong), phi 1, summaries
that hide the program, and the overlap refusal."""
from __future__ import annotations

import contextlib
import dataclasses
import io

import pytest

from agon_mcore.agon.leak import summary_leaks
from agon_mcore.agon.summary import CODE_PLACEHOLDER, summarize_draft
from agon_mcore.config import DataConfig, SyntheticCodeConfig, SyntheticConfig
from agon_mcore.data import DataError, check_data_splits, load_problems
from agon_mcore.data.prompts import CODE_INSTRUCTION, question_text
from agon_mcore.data.synthetic_code import FAMILIES, FAMILY_BY_NAME, generate, make_problem, space_size
from agon_mcore.verify import CodeVerifier, format_reward, split_response
from agon_mcore.verify.code import extract_code, outputs_match


def _all(cfg: SyntheticCodeConfig | None = None):
    syn = SyntheticConfig(code=cfg) if cfg is not None else None
    return load_problems("synthetic_code:train", synthetic=syn) + load_problems("synthetic_code:test", synthetic=syn)


def _run_in_process(program: str, stdin: str) -> str:
    """Run a reference program here (trusted code, our own templates) for a fast sweep."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out), _stdin(stdin):
        exec(compile(program, "reference.py", "exec"), {"__name__": "__main__"})
    return out.getvalue()


@contextlib.contextmanager
def _stdin(text: str):
    import sys

    old, sys.stdin = sys.stdin, io.StringIO(text)
    try:
        yield
    finally:
        sys.stdin = old


@pytest.fixture(scope="module")
def cv():
    with CodeVerifier(num_workers=2, timeout_s=10.0, total_timeout_s=60.0) as v:
        yield v


@pytest.fixture(scope="module")
def mv():
    from agon_mcore.verify import MathVerifier

    with MathVerifier(num_workers=1, timeout_s=10.0) as m:
        yield m


def test_default_splits_sizes_disjoint_deterministic_stable_ids():
    train, test = load_problems("synthetic_code:train"), load_problems("synthetic_code:test")
    assert len(train) == 240 and len(test) == 40 and space_size(SyntheticCodeConfig()) == 300
    assert not {p.prompt for p in train} & {p.prompt for p in test}
    assert not {p.id for p in train} & {p.id for p in test}
    assert len({p.id for p in train + test}) == 280
    again = load_problems("synthetic_code:train")
    assert [(p.id, p.prompt, p.solution, p.tests) for p in again] == [(p.id, p.prompt, p.solution, p.tests)
                                                                        for p in train]
    assert all(p.id.startswith("synthetic_code-") and len(p.id) == len("synthetic_code-") + 12 for p in train)
    assert {p.metadata["split"] for p in train} == {"train"} and {p.metadata["split"] for p in test} == {"test"}
    assert all(p.domain == "code" and p.answer is None for p in train + test)
    # every family is in the training pool, so the warm-up sees each kind of program
    assert {p.metadata["family"] for p in train} == set(FAMILY_BY_NAME)


def test_test_split_ignores_num_train_and_seed_changes_it():
    cfg = SyntheticCodeConfig(num_train=20, num_test=15)
    a = generate(cfg, "test")
    assert [p.id for p in a] == [p.id for p in generate(dataclasses.replace(cfg, num_train=200), "test")]
    small = generate(cfg, "train")
    big = generate(dataclasses.replace(cfg, num_train=60), "train")
    assert [p.id for p in big[:20]] == [p.id for p in small]  # growing num_train only appends
    other = generate(dataclasses.replace(cfg, seed=1), "test")
    assert [p.id for p in other] != [p.id for p in a]
    # a problem's tests depend on its question only, not on the split or order it lands in
    p = a[0]
    q = make_problem(FAMILY_BY_NAME[p.metadata["family"]], p.metadata["k"], "train", cfg.num_tests)
    assert q.id == p.id and q.tests == p.tests


def test_validation_split_is_carved_from_train():
    syn = SyntheticConfig(code=SyntheticCodeConfig(num_validation=30))
    train = load_problems("synthetic_code:train", synthetic=syn)
    val = load_problems("synthetic_code:validation", synthetic=syn)
    test = load_problems("synthetic_code:test", synthetic=syn)
    assert len(val) == 30 and len(train) == 210
    ids = [{p.id for p in s} for s in (train, val, test)]
    assert not ids[0] & ids[1] and not ids[1] & ids[2] and not ids[0] & ids[2]
    assert {p.metadata["split"] for p in val} == {"validation"}
    with pytest.raises(DataError, match="num_validation=0"):
        load_problems("synthetic_code:validation")


@pytest.mark.parametrize("cfg,match", [
    (SyntheticCodeConfig(max_k=2, num_train=30, num_test=5), "max_k"),  # 20 questions < 35
    (SyntheticCodeConfig(max_k=0), "max_k=0"),
    (SyntheticCodeConfig(num_tests=0), "num_tests=0"),
])
def test_bad_shape_is_refused_with_the_fix(cfg, match):
    with pytest.raises(DataError, match=match):
        load_problems("synthetic_code:train", synthetic=SyntheticConfig(code=cfg))


def test_unknown_split_and_empty_split():
    with pytest.raises(DataError, match="synthetic_code:train, synthetic_code:validation"):
        load_problems("synthetic_code:dev")
    with pytest.raises(DataError, match="num_test"):
        load_problems("synthetic_code:test", synthetic=SyntheticConfig(code=SyntheticCodeConfig(num_test=0)))


def test_overlap_with_the_test_split_is_refused():
    ok = DataConfig(train="synthetic_code:train", eval="synthetic_code:test")
    assert check_data_splits(ok) == {"eval_in_train": 0}
    same = DataConfig(train="synthetic_code:train", eval="synthetic_code:train")
    with pytest.raises(DataError, match="allow_eval_overlap"):
        check_data_splits(same)


def test_tests_are_computed_independently_and_match_known_values():
    fam = FAMILY_BY_NAME
    assert fam["sum_plus"].answer([1, 2, 3], 7) == "13"
    assert fam["times_sum"].answer([1, -2, 3], 4) == "8"
    assert fam["count_divisible"].answer([-6, 3, 4, 0], 3) == "3"
    assert fam["count_greater"].answer([5, 6, 7], 6) == "1"
    assert fam["smallest_k"].answer([5, -1, 3, 2], 2) == "-1 2"
    assert fam["sorted_times"].answer([3, -1], 2) == "-2 6"
    assert fam["add_each"].answer([3, -1], 2) == "5 1"
    p = make_problem(fam["first_sum"], 9, "train", num_tests=5)
    for x in p.tests["inputs"]:
        n, vals = x.split("\n")[:2]
        assert int(n) >= 9 and len(vals.split()) == int(n)  # "n >= K" holds for the first-K tasks


def test_every_reference_program_passes_its_tests_in_process():
    problems = _all()
    bad = []
    for p in problems:
        prog = extract_code(split_response(p.solution)[1])
        for x, y in zip(p.tests["inputs"], p.tests["outputs"]):
            got = _run_in_process(prog, x)
            if not outputs_match(got, y):
                bad.append((p.id, x, y, got))
    assert not bad, bad[:3]


def test_reference_solutions_have_the_code_format_and_phi_1():
    for p in _all():
        assert format_reward(p.solution, "code") == 1.0
        assert format_reward(p.solution + "\n\\boxed{done}", "code") == 0.0
        assert question_text(p).endswith(CODE_INSTRUCTION)  # the code domain's instruction
        # short enough for the tiny byte-level models (one token per byte): configs/code_contests_cpu.yaml
        # generates up to rollout.sampling.max_new_tokens=176 tokens, room for the longest + EOS
        assert len(p.solution.encode()) <= 175


def test_summaries_hide_the_program_and_do_not_leak(mv):
    problems = _all()
    summaries = [summarize_draft(p.solution, domain="code") for p in problems]
    for s, p in zip(summaries, problems):
        prog = extract_code(split_response(p.solution)[1])
        assert s.had_answer and s.hidden_answer.strip() == prog.strip()
        assert CODE_PLACEHOLDER in s.text and "print(" not in s.text
    assert summary_leaks(summaries, mv) == [False] * len(problems)


def _one_per_family(k: int = 4):
    return [make_problem(f, k, "test") for f in FAMILIES]


@pytest.mark.slow
def test_sandbox_grades_each_family_reference_correct(cv):
    problems = _one_per_family()
    verdicts = cv.verify_batch([p.solution for p in problems], [p.tests for p in problems])
    assert [v.reason for v in verdicts] == ["correct"] * len(FAMILIES), [(v.reason, v.detail) for v in verdicts]


def _with_program(p, program: str) -> str:
    return p.solution.split("```python\n")[0] + "```python\n" + program + "```"


@pytest.mark.slow
def test_sandbox_grades_wrong_variants_wrong(cv):
    fam = FAMILY_BY_NAME
    p = make_problem(fam["sum_plus"], 7, "test")
    ref = extract_code(split_response(p.solution)[1])
    off_by_one = ref.replace("+7)", "+8)")
    other_family = ref.replace("print(sum(a)+7)", "print(max(a)+7)")
    q = make_problem(fam["smallest_k"], 3, "test")
    unsorted = extract_code(split_response(q.solution)[1]).replace("sorted(a)[:3]", "a[:3]")
    r = make_problem(fam["count_divisible"], 5, "test")
    crashes = "input()\nprint(int(input()))\n"  # several numbers on the line: ValueError
    cases = [(p, off_by_one), (p, other_family), (q, unsorted), (r, crashes), (p, "input()\n")]
    # each wrong program differs from the expected output on at least one case (checked here,
    # so the sandbox verdict below cannot pass by a coincidence of the generated inputs)
    for prob, prog in cases:
        outs = []
        for x in prob.tests["inputs"]:
            try:
                outs.append(_run_in_process(prog, x))
            except Exception:
                outs.append(None)
        assert any(o is None or not outputs_match(o, y) for o, y in zip(outs, prob.tests["outputs"]))
    verdicts = cv.verify_batch([_with_program(prob, prog) for prob, prog in cases], [prob.tests for prob, _ in cases])
    assert [v.reason for v in verdicts] == ["wrong"] * len(cases), [(v.reason, v.detail) for v in verdicts]


@pytest.mark.slow
def test_sandbox_grades_the_test_splits_reference_programs_correct(cv):
    """In the sandbox: the 40 problems evaluation grades (every family; every one of the 280
    reference programs passes its tests in process, test_every_reference_program_passes_its_tests_in_process;
    the sandbox's part is the same for each program, so the 240 training ones add no path)."""
    problems = load_problems("synthetic_code:test")
    assert {p.metadata["family"] for p in problems} == set(FAMILY_BY_NAME)
    verdicts = cv.verify_batch([p.solution for p in problems], [p.tests for p in problems])
    bad = [(p.id, v.reason, v.detail) for p, v in zip(problems, verdicts) if v.reason != "correct"]
    assert not bad, bad[:5]
