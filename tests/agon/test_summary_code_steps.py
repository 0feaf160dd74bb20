"""The graded program restated statement by statement in prose or pseudo-code (``agon_mcore.agon.code_steps``):
the run is hidden; the idea in one sentence, the complexity, samples and I/O advice stay. Inputs written for
this test."""
from agon_mcore.agon.code_steps import clause_tokens, statement_tokens, step_run_spans
from agon_mcore.agon.summary import summarize_draft

RUNS = """```python
n = int(input())
a = list(map(int, input().split()))
best = cur = 1
for i in range(1, n):
    cur = cur + 1 if a[i] > a[i - 1] else 1
    best = max(best, cur)
print(best)
```"""
SUMS = """```python
n = int(input())
total = 0
for k in range(1, n + 1):
    if k % 3 == 0 or k % 5 == 0:
        total += k
print(total)
```"""

PROSE_RUNS = ("Set best and cur to one. For i from one to n minus one: if a of i is greater than a of i minus one, add one to "
              "cur, otherwise reset cur to one; then set best to the larger of best and cur. Print best.\n\n")
PSEUDO_SUMS = ("Pseudo-code:\n\ntotal ← 0\nFOR k ← 1 TO n DO\n  IF k mod 3 = 0 OR k mod 5 = 0 THEN total ← total + k\n"
               "OUTPUT total\n\n")


def test_a_line_by_line_translation_is_hidden():
    for prose, code, form in ((PROSE_RUNS, RUNS, "larger of best and cur"), (PSEUDO_SUMS, SUMS, "total ← total + k")):
        s = summarize_draft(prose + code, domain="code").text
        assert form not in s and "[hidden: the final code]" in s, s


def test_the_idea_complexity_and_samples_stay():
    keep = ("Keep the length of the current increasing run and the best one seen; one pass, O(n).\n\n"
            "Sample: 5 / 1 2 2 3 4 gives 3.\n\n")
    s = summarize_draft(keep + RUNS, domain="code").text
    assert "Keep the length of the current increasing run and the best one seen; one pass, O(n)." in s, s
    assert "Sample: 5 / 1 2 2 3 4 gives 3." in s
    keep = ("Add every k up to n that 3 or 5 divides. Reading n with int(input()) is enough; print the total. "
            "For n = 10 that is 33.\n\n")
    s = summarize_draft(keep + SUMS, domain="code").text
    assert "Add every k up to n that 3 or 5 divides." in s and "For n = 10 that is 33." in s, s


def test_tokens_and_runs():
    assert {"best", "max", "cur", "="} <= statement_tokens("    best = max(best, cur)")
    assert {"best", "cur", "max", "="} <= clause_tokens("then set best to the larger of best and cur", {"best", "cur", "max"})
    assert "a" not in clause_tokens("a larger value", {"a"}) and "a" in clause_tokens("a of i", {"a"})  # article vs name
    code = RUNS.strip("`").replace("python\n", "")
    vis = PROSE_RUNS
    (lo, hi, ph), = step_run_spans(vis, code, [], "X")
    assert vis[lo:hi].startswith("Set best") and vis[lo:hi].endswith("Print best.")
    assert step_run_spans("Track the run length. O(n).", code, [], "X") == []  # one sentence of idea: no run
