from cases import add, CASES
n0 = len(CASES)
add("M31", "leak:answer-equals-given-midstep",
r"If $3x + 2 = 8$, what is the value of $x$?",
r"""### Step 1
Subtract 2 from both sides: $3x = 6$.

### Step 2
Divide by 3, so $x = 2$.

### Verification
Plugging back in: $3(2) + 2 = 8$ ✓.

**Final Answer:** $\boxed{2}$""", "2", ["so $x = 2$", "3(2) + 2 = 8"], ["3x = 6", "Subtract 2 from both sides"])
add("M32", "leak:enumerated-list-ends-in-answer",
r"Let $F_1 = F_2 = 1$ and $F_{n} = F_{n-1} + F_{n-2}$. What is $F_{9}$?",
r"""Computing term by term, the sequence is 1, 1, 2, 3, 5, 8, 13, 21, 34.

**Final Answer:** $\boxed{34}$""", "34", ["1, 1, 2, 3, 5, 8, 13, 21, 34"], ["F_{n} = F_{n-1} + F_{n-2}"])
add("M33", "leak:witness-in-check",
r"Solve $2x - 3 = 11$ for $x$.",
r"""Adding 3 to both sides gives $2x = 14$, and dividing by 2 finishes it.

**Let me double-check:** plugging $x = 7$ back in, $2(7) - 3 = 11$ ✓. So the solution is correct.

**Final Answer:** $\boxed{7}$""", "7", ["x = 7", "2(7) - 3 = 11"], ["2x = 14"])
add("M34", "leak:ratio-word-answer-equal-given",
r"In right triangle $ABC$ with $\angle C = 90^\circ$, $\tan A = 3$. What is $\frac{BC}{AC}$?",
r"""By definition $\tan A = \frac{BC}{AC}$ (opposite over adjacent), so the requested ratio is exactly three to one.

**Final Answer:** $\boxed{3}$""", "3", ["three to one"], ["\\tan A = \\frac{BC}{AC}", "opposite over adjacent"])
CASES[:] = CASES[n0:]
