from cases import add, CASES
n0 = len(CASES)
add("M21", "leak:answer-heading-midway",
r"If 4 daps = 7 yaps, and 5 yaps = 3 baps, how many daps equal 42 baps?",
r"""First convert baps to yaps: $42 \cdot \frac{5}{3} = 70$ yaps. Then yaps to daps: $70 \cdot \frac{4}{7}$.

## Answer: 40 daps

Let me verify backwards: 40 daps = 70 yaps (since $40 \cdot \frac74 = 70$), and 70 yaps = 42 baps ✓.

**Final Answer:** $\boxed{40}$""", "40", ["Answer: 40 daps", "40 daps = 70 yaps", "40 \\cdot \\frac74 = 70"], ["42 \\cdot \\frac{5}{3} = 70", "70 \\cdot \\frac{4}{7}"])
add("M22", "leak:scientific-notation",
"How many seconds are there in 20 minutes?",
r"""Each minute has 60 seconds, so we need $20 \times 60$ seconds, that's $1.2 \times 10^3$ s.

**Sanity check:** 20 minutes is a third of an hour and an hour is 3600 s; $3600 / 3$ agrees ✓.

**Final Answer:** $\boxed{1200}$""", "1200", ["1.2 \\times 10^3"], ["20 \\times 60", "3600 / 3"])
add("M23", "leak:dozen-midstep",
"Tom has 3 boxes with 4 pencils in each box. How many pencils does Tom have?",
r"""**Step 1.** Each box holds 4 pencils and there are 3 boxes, so Tom has a dozen pencils in all.

**Step 2 (check).** Adding box by box: $4 + 4 + 4$, consistent with $3 \times 4$.

**Final Answer:** $\boxed{12}$""", "12", ["a dozen pencils"], ["4 + 4 + 4", "3 \\times 4"])
add("M24", "leak:plus-minus-pair",
r"Find all real $x$ such that $x^2 = 9$. Enter all the solutions, separated by commas.",
r"""Taking square roots of both sides, $x = \pm 3$.

**Verification:** $3^2 = 9$ and $(-3)^2 = 9$ ✓.

**Final Answer:** $\boxed{3, -3}$""", "3, -3", ["x = \\pm 3", "3^2 = 9", "(-3)^2 = 9"], [])
add("M25", "leak:degrees-for-radians",
r"Compute $\arccos \frac{1}{2}$. Express your answer in radians.",
r"""We need the angle in $[0, \pi]$ whose cosine is $\frac12$. From the 30-60-90 triangle, that angle is $60^\circ$.

Converting: multiply degrees by $\frac{\pi}{180}$.

**Final Answer:** $\boxed{\frac{\pi}{3}}$""", r"\frac{\pi}{3}", ["60^\\circ"], ["[0, \\pi]", "\\frac{\\pi}{180}", "30-60-90 triangle"])
add("M26", "leak:equivalent-polynomial-form",
r"Simplify $(x+1)^2 - 1$.",
r"""Expanding, $(x+1)^2 = x^2 + 2x + 1$, so subtracting 1 leaves a quadratic with no constant term, which factors as $x(x+2)$.

Double-check at $x = 1$: $(1+1)^2 - 1 = 3$ and $1\cdot 3 = 3$ ✓.

**Final Answer:** $\boxed{x^2+2x}$""", "x^2+2x", ["x(x+2)"], ["(x+1)^2 = x^2 + 2x + 1", "(1+1)^2 - 1 = 3"])
add("M27", "leak:fivefold",
r"The side of a square is multiplied by $\sqrt{5}$. By what factor is its area multiplied?",
r"""Area scales with the square of the side: $(\sqrt5)^2$. So the area grows fivefold.

**Final Answer:** $\boxed{5}$""", "5", ["fivefold"], ["(\\sqrt5)^2", "square of the side"])
add("M28", "leak:answer-first-then-why",
"What is the sum of the integers from 1 to 100?",
r"""**Short answer:** the sum is 5050. Here is why.

Pair the first and last terms: $1 + 100 = 101$, $2 + 99 = 101$, and so on. There are $50$ such pairs, so the total is $50 \times 101$.

**Final Answer:** $\boxed{5050}$""", "5050", ["the sum is 5050"], ["1 + 100 = 101", "50 \\times 101"])
add("M29", "leak:percent-answer-as-fraction-words",
"What percent of 80 is 20?",
r"""We want $\frac{20}{80}$ as a percent. This fraction simplifies to one quarter, i.e. 0.25 of the whole.

Multiply by 100 to convert to percent.

**Final Answer:** $\boxed{25}$""", "25", ["0.25", "one quarter"], ["\\frac{20}{80}", "Multiply by 100"])
add("M30", "leak:interval-in-words",
r"Solve the inequality $x^2 - 5x + 6 < 0$. Express your answer in interval notation.",
r"""The quadratic factors as $(x-2)(x-3)$, an upward parabola with roots 2 and 3, so it is negative only for x strictly between 2 and 3, endpoints excluded.

**Final Answer:** $\boxed{(2,3)}$""", "(2,3)", ["strictly between 2 and 3, endpoints excluded"], ["(x-2)(x-3)", "roots 2 and 3"])
C05 = '''def longest(strings):
    if not strings:
        return None
    maxlen = max(len(x) for x in strings)
    for s in strings:
        if len(s) == maxlen:
            return s'''
add("C05", "leak:inline-code-pieces",
"Complete the following function:\n\nfrom typing import List, Optional\n\ndef longest(strings: List[str]) -> Optional[str]:\n    \"\"\" Out of list of strings, return the longest one. Return the first one in case of multiple\n    strings of the same length. Return None in case the input list is empty.\n    \"\"\"\n",
"""### Approach
First `if not strings: return None`. Then compute `maxlen = max(len(x) for x in strings)` and loop `for s in strings:` returning the first `s` with `len(s) == maxlen`.

### Solution
```python
""" + C05 + """
```

### Complexity
Two passes, O(n).""", C05, ["`maxlen = max(len(x) for x in strings)`", "`len(s) == maxlen`"], ["Two passes, O(n)"], domain="code")
C06 = '''def truncate_number(number: float) -> float:
    return number - int(number)'''
add("C06", "leak:heredoc+pre",
"Complete the following function:\n\ndef truncate_number(number: float) -> float:\n    \"\"\"Return the decimal part of the number.\n    >>> truncate_number(3.5)\n    0.5\n    \"\"\"\n",
"""**Approach:** subtract the integer part.

To test locally:

    cat > sol.py <<'EOF'
    def truncate_number(number):
        return number - int(number)
    EOF

<pre>
def truncate_number(number):
    return number - int(number)
</pre>

**Solution**
```python
""" + C06 + """
```

**Example:** `truncate_number(3.5)` returns `0.5`.""", C06, ["return number - int(number)"], ["subtract the integer part", "`truncate_number(3.5)` returns `0.5`"], domain="code")
CASES[:] = CASES[n0:]
