"""The conclusion placeholder takes the statement of the answer, not the work beside it.

Kinds (drafts written for this test, in other wordings, problems and notations than the cases that showed them):

* an operation still to do that a lead-in without a result word announces ("Subtract $5i$: $8 + 12i - 5i$"),
  followed by a unit that states the result: the step stays (a base conversion ``20 = 2 \\cdot 7 + 6`` for the answer
  ``26_7`` spells the answer's digits, and goes with the statement since fresh24: ``answer_forms.factorisation``)
  (``agon.conclusion_extent._step_before``); after "The answer is:" it is the statement and is hidden;
* a clause after the statement in the same sentence, about another quantity or another object ("... and the blue
  box holds 2 + 9 marbles", "; the second one is already fine"), and a comparison that gives the reason ("($60 >
  50$)"): work that stays (``agon.after_statement``); a clause that names the result ("that's the total", "the
  answer is seven") or the answer's value stays hidden;
* the start of a range written as a list with an ellipsis (``1, \\dots, 50``) is data, not a statement
  (``agon.conclusion.in_list``).
"""
import pytest

from agon_mcore.agon.after_statement import other_work, statement_end

from ._checks import hidden_and_kept

STEP = [
 [
  "Evaluate $(2+3i)4-5i$.",
  "Distribute: $(2+3i)\\cdot 4 = 8 + 12i$. Subtract $5i$: $8 + 12i - 5i$. Combining like terms gives a number with real part $8$ and imaginary part $7$.\n\n$\\boxed{8+7i}$",
  "8+7i",
  [
   "8 + 12i - 5i"
  ]
 ],
 [
  "Evaluate $3(1-i)+2i$.",
  "Expand: $3(1 - i) = 3 - 3i$. Add $2i$: $3 - 3i + 2i$. Collecting the imaginary terms leaves real part 3 and imaginary part $-1$.\n\n$\\boxed{3-i}$",
  "3-i",
  [
   "3 - 3i + 2i"
  ]
 ],
 [
  "Find $5_7 \\cdot 4_7$ in base 7.",
  "In base 10, $5 \\cdot 4 = 20$. To write 20 in base 7: $20 = 2 \\cdot 7 + 6$, so it is 2 sevens and 6 ones.\n\n$\\boxed{26_7}$",
  "26_7",
  [
   "In base 10, $5 \\cdot 4 = 20$. To write 20 in base 7:"
  ]
 ],
 [
  "Compute $14 \\cdot 3 - 9$.",
  "Multiply first: $14 \\cdot 3 = 42$. Now subtract: $42 - 9$. The difference is thirty-three.\n\n$\\boxed{33}$",
  "33",
  [
   "42 - 9"
  ]
 ]
]
STEP_HIDE = [
 ["What is six times six?", "Six sixes. The answer is: $30 + 6$. That is thirty-six.\n\n$\\boxed{36}$", "36", []],
 ["What is six times six?", "Total: $30 + 6$. That is thirty-six.\n\n$\\boxed{36}$", "36", []]
]
CONJ = [
 [
  "The red box holds 3 marbles fewer than 8, and the blue box holds 9 more than 2. How many marbles are in the red box?",
  "Red: $8 - 3 = 5$. So the red box holds 5 marbles and the blue box holds 2 + 9 marbles.\n\n$\\boxed{5}$",
  "5",
  [
   "the blue box holds 2 + 9 marbles"
  ]
 ],
 [
  "Tom is twice as old as 6 and his sister is 5 years older than 3. How old is Tom?",
  "Tom: $2 \\cdot 6 = 12$. Hence Tom is 12 years old, while his sister is 3 + 5 years old.\n\n$\\boxed{12}$",
  "12",
  [
   "his sister is 3 + 5 years old"
  ]
 ],
 [
  "A shelf has 4 books and gets 2 more; a second shelf has 5 and loses 1. How many books are on the first shelf?",
  "First shelf: $4 + 2 = 6$. Thus the first shelf ends with 6 books, but the second one with $5 - 1$ books.\n\n$\\boxed{6}$",
  "6",
  [
   "the second one with $5 - 1$ books"
  ]
 ],
 [
  "Each box should hold 7 apples. The first box has 10 apples and the second has 7. How many apples must be removed in total?",
  "Compare each box with 7. The first box has $10 - 7$ too many; the second one is already fine.\n\n$\\boxed{3}$",
  "3",
  [
   "the second one is already fine"
  ]
 ]
]
COMPARE = [
 [
  "How many multiples of 30 are at most 50?",
  "Multiples of 30 among $1, \\dots, 50$: 30 is the only one ($60 > 50$).\n\n$\\boxed{1}$",
  "1",
  [
   "60 > 50",
   "1, \\dots, 50"
  ]
 ],
 [
  "How many perfect squares lie between 1 and 10, exclusive?",
  "Squares among $2, \\ldots, 9$: $4$ and $9$; $16 > 10$ is out. So there are 2.\n\n$\\boxed{2}$",
  "2",
  [
   "2, \\ldots, 9"
  ]
 ],
 [
  "How many multiples of 7 are between 1 and 10?",
  "Between $1, \\dots, 10$ only 7 is a multiple of 7, the lone one ($14 > 10$).\n\n$\\boxed{1}$",
  "1",
  [
   "14 > 10"
  ]
 ]
]
CONJ_HIDE = [
 [
  "How many apples?",
  "We have $3 + 4 = 7$. So there are 7 apples and that's the total of three and four.\n\n$\\boxed{7}$",
  "7",
  []
 ],
 [
  "How many apples?",
  "We have $3 + 4 = 7$. So there are 7 apples and the answer is seven.\n\n$\\boxed{7}$",
  "7",
  []
 ],
 [
  "How many pencils does Ann have if she has 2 more than 5?",
  "Ann: $5 + 2$. So Ann has 7 pencils and Ben has 7 as well.\n\n$\\boxed{7}$",
  "7",
  []
 ]
]


@pytest.mark.parametrize("problem,draft,answer,keep", STEP)
def test_step_after_lead_in_stays(problem, draft, answer, keep):
    text = hidden_and_kept(problem, draft, answer, keep)
    assert all(k in text for k in keep) and "[hidden" in text


@pytest.mark.parametrize("problem,draft,answer,keep", STEP_HIDE)
def test_step_after_answer_phrase_is_hidden(problem, draft, answer, keep):
    text = hidden_and_kept(problem, draft, answer, keep)
    assert "30 + 6" not in text


@pytest.mark.parametrize("problem,draft,answer,keep", CONJ + COMPARE)
def test_clause_after_statement_stays(problem, draft, answer, keep):
    text = hidden_and_kept(problem, draft, answer, keep)
    assert all(k in text for k in keep) and "[hidden" in text


@pytest.mark.parametrize("problem,draft,answer,keep", CONJ_HIDE)
def test_clause_naming_the_result_is_hidden(problem, draft, answer, keep):
    text = hidden_and_kept(problem, draft, answer, keep)
    assert "three and four" not in text and "seven" not in text and "as well" not in text


def test_statement_end_splits_after_last_mention():
    t = "So the red box holds 5 marbles and the blue box holds 2 + 9 marbles."
    k = statement_end(t, ["5"])
    assert t[k:].strip().startswith("and the blue box")
    assert statement_end("So there are 5 marbles and 5 more in all.", ["5"]) == 0  # the answer after the boundary


def test_other_work_rejects_answer_forms():
    v = "So it is 7 and that makes 3 + 4."
    a = v.index(" and")
    assert not other_work(v, a, len(v), 0, ["7"], None)  # a result word
    v = "So it is 7 and the other is 5 + 2."
    assert not other_work(v, v.index(" and"), len(v), 0, ["7"], None)  # arithmetic equal to the answer
    v = "So it is 7 and the other is 5 + 3."
    assert other_work(v, v.index(" and"), len(v), 0, ["7"], None)
    v = "So it is 1 ($100 > 60$)."
    assert other_work(v, v.index(" ("), len(v), 0, ["1"], None)  # compared numbers: no unit step of 1
    v = "So it is 100 ($100 > 60$)."
    assert not other_work(v, v.index(" ("), len(v), 0, ["100"], None)
