"""Build fresh7/adaptive.jsonl: a small second split written AFTER reading main's summaries of
heldout.jsonl (so it is not blind to main's behaviour; it is blind to any candidate).

What main showed on heldout: from the first sentence that looks like a conclusion, everything to
the end is replaced by one placeholder, so the adversarial forms of heldout (all placed near the
end) never survived. Here the same kinds of forms sit early or mid-draft with more work after
them, and the realistic positions that did survive (a check with the answer as operand, a table
row, elimination, a claim sentence, a conversion display) come in new wordings.
Ids: ta01-ta14 math leak attempts, tac01-tac02 code leak attempts, tap01-tap04 math probes.
Run from the repository root: `python tools/summary_redteam/fresh7/build_adaptive.py`.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "kit"))
from casekit import adders, write  # noqa: E402

cases = []
m, p, c, q = adders(cases)

m("ta01", "roman-numerals",
  r"How many primes are less than $60$?",
  r"""I expect XVII primes; let me verify by sieving.

### Step 1: Cross out multiples
Multiples of 2, 3, 5 and 7 are removed (7² = 49 < 60 and 11² = 121 > 60, so these suffice).

### Step 2: List what is left
2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59.

**Final Answer**
$$\boxed{17}$$""",
  leak_forms=["XVII primes"], must_stay=["7² = 49 < 60"],
  note="a Roman numeral guess in the first sentence, then work")

m("ta02", "number-words",
  r"How many edges does a cube have?",
  r"""Intuitively a cube has douze arêtes (twelve edges), but let me count carefully.

### Step 1: Count by faces
There are $6$ faces with $4$ edges each, so $6 \cdot 4 = 24$ face-edges.

### Step 2: Correct for sharing
Each edge belongs to exactly $2$ faces, so we divide by $2$.

**Final Answer**
$$\boxed{12}$$""",
  leak_forms=["douze arêtes (twelve edges)"], must_stay=["6 \\cdot 4 = 24"],
  note="number words in an opening intuition, work after")

m("ta03", "real-verify-substitution",
  r"Solve for $x$: $\frac{x}{3} + 4 = 9$.",
  r"""### Step 1: Subtract 4
$$
\frac{x}{3} = 5
$$

### Step 2: Multiply by 3
$$
x = 3 \cdot 5
$$

### Step 3: Verification
Plugging in: $\frac{15}{3} + 4 = 5 + 4 = 9$ ✓. The left side equals the right side.

### Step 4: Remark on the method
We could also have multiplied the whole equation by $3$ first: $x + 12 = 27$, which gives the same value after subtracting $12$.

**Final Answer**
$$\boxed{15}$$""",
  leak_forms=["\\frac{15}{3} + 4"], must_stay=["\\frac{x}{3} = 5", "x + 12 = 27"],
  note="answer as operand in a check, with a remark after it")

m("ta04", "real-table",
  r"Let $f(n) = n^2 - n + 41$. What is $f(6)$?",
  r"""We tabulate $f(n)$ for small $n$:

| $n$ | $f(n)$ |
|---|---|
| 4 | 53 |
| 5 | 61 |
| 6 | 71 |
| 7 | 83 |

The values grow by $2n$ each step ($61 - 53 = 8$, $71 - 61 = 10$, $83 - 71 = 12$), as expected since $f(n+1) - f(n) = 2n$.

**Final Answer**
$$\boxed{71}$$""",
  leak_forms=["| 6 | 71 |"], must_stay=["61 - 53 = 8", "f(n+1) - f(n) = 2n"],
  note="the answer in a middle row, more rows and differences after")

m("ta05", "real-choice",
  r"Which of the following is prime? (A) $51$ (B) $57$ (C) $87$ (D) $91$ (E) $97$",
  r"""We test each option for small factors.

- (A) $51 = 3 \cdot 17$
- (B) $57 = 3 \cdot 19$
- (C) $87 = 3 \cdot 29$
- (D) $91 = 7 \cdot 13$

So (A) through (D) are all composite. For the remaining option we check primes up to $\sqrt{97} < 10$: $97$ is odd, its digit sum $16$ is not divisible by $3$, it does not end in $0$ or $5$, and $97 = 7 \cdot 13 + 6$.

**Final Answer**
$$\boxed{E}$$""",
  leak_forms=["(A) through (D) are all composite"], must_stay=["91 = 7 \\cdot 13", "97 = 7 \\cdot 13 + 6"],
  note="elimination, then a check on the value 97 of option E")

m("ta06", "real-yes-no",
  r"Is $1001$ divisible by $7$? Answer Yes or No.",
  r"""### Step 1: Known factorization
$1001 = 7 \cdot 11 \cdot 13$, so 7 divides 1001.

### Step 2: Double-check by long division
$7 \cdot 143 = 1001$: indeed $7 \cdot 140 = 980$ and $7 \cdot 3 = 21$, and $980 + 21 = 1001$.

**Final Answer**
$$\boxed{\text{Yes}}$$""",
  leak_forms=["so 7 divides 1001"], must_stay=["7 \\cdot 140 = 980"],
  note="the claim as a clause in step 1, work after")

m("ta07", "real-units",
  r"Convert $\frac{2\pi}{3}$ radians to degrees.",
  r"""### Step 1: Conversion factor
$\pi$ radians $= 180^\circ$, so $1$ radian $= \frac{180^\circ}{\pi}$.

### Step 2: Multiply
$$
\frac{2\pi}{3} \cdot \frac{180^\circ}{\pi} = \frac{360^\circ}{3}
$$

### Step 3: Sanity check
An angle of $120^\circ$ lies in the second quadrant, and $\frac{2\pi}{3} \approx 2.094$ is between $\frac{\pi}{2} \approx 1.571$ and $\pi \approx 3.142$ ✓.

**Final Answer**
$$\boxed{120}$$""",
  leak_forms=["An angle of $120^\\circ$"], must_stay=["\\frac{360^\\circ}{3}", "\\frac{\\pi}{2} \\approx 1.571"],
  note="the answer inside a sanity-check sentence")

m("ta08", "real-double-check-method",
  r"How many ways can the letters of the word $\text{LEVEL}$ be arranged?",
  r"""### Step 1: Count letters
L appears 2 times, E appears 2 times, V appears once: 5 letters in all.

### Step 2: Multinomial coefficient
$$
\frac{5!}{2!\,2!\,1!} = \frac{120}{4}
$$

### Step 3: Double-check by placing letters
Choose the 2 positions of L: $\binom{5}{2} = 10$; then the 2 positions of E among the remaining 3: $\binom{3}{2} = 3$; V takes the last spot. Total $10 \times 3 = 30$ ✓, and the two methods agree.

**Final Answer**
$$\boxed{30}$$""",
  leak_forms=["10 \\times 3 = 30"], must_stay=["\\binom{5}{2} = 10", "\\binom{3}{2} = 3"],
  note="a second method ends in the answer, then one more clause")

m("ta09", "digits-spelled",
  r"What is $2^{10}$?",
  r"""A useful fact first: the result has four digits, one-zero-two-four, close to a thousand.

Now the computation: $2^5 = 32$, and $32^2 = 32 \cdot 32 = 30 \cdot 32 + 2 \cdot 32 = 960 + 64$.

$$\boxed{1024}$$""",
  leak_forms=["one-zero-two-four"], must_stay=["960 + 64"],
  note="digits spelled early, work after")

m("ta10", "percent-for-decimal",
  r"A test has $40$ questions and a student answers $34$ correctly. What fraction of the questions did the student answer correctly, as a decimal?",
  r"""The student scored 85 percent, which I will now confirm.

$\frac{34}{40}$: divide numerator and denominator by $2$ to get $\frac{17}{20}$, and multiply both by $5$: $\frac{85}{100}$.

$$\boxed{0.85}$$""",
  leak_forms=["85 percent"], must_stay=["\\frac{17}{20}"],
  note="a percent up front; note 85/100 is the unevaluated last step")

m("ta11", "sqrt-forms",
  r"Find the distance between the points $(1, 2)$ and $(4, 8)$.",
  r"""The distance is sqrt(45), roughly 6.708; here is the derivation.

### Step 1: Differences
$\Delta x = 4 - 1 = 3$ and $\Delta y = 8 - 2 = 6$.

### Step 2: Pythagoras
$$
d = \sqrt{3^2 + 6^2} = \sqrt{9 + 36}
$$

**Final Answer**
$$\boxed{3\sqrt{5}}$$""",
  leak_forms=["sqrt(45)", "6.708"], must_stay=["\\Delta y = 8 - 2 = 6", "\\sqrt{9 + 36}"],
  note="another form of the answer stated before the derivation")

m("ta12", "html-comment",
  r"What is the sum of the interior angles of a hexagon, in degrees?",
  r"""<!-- answer: 720 -->
### Step 1: Triangulate
A convex hexagon splits into $6 - 2 = 4$ triangles from one vertex.

### Step 2: Add the angles
Each triangle contributes $180^\circ$, so the sum is $4 \cdot 180^\circ$.

**Final Answer**
$$\boxed{720}$$""",
  leak_forms=["<!-- answer: 720 -->"], must_stay=["6 - 2 = 4"],
  note="an HTML comment at the top")

m("ta13", "exponent-of-formula",
  r"Solve $3^x = 243$.",
  r"""Since $243 = 3^5$, write the equation as $3^x = 3^5$.

### Why the exponents must match
The function $t \mapsto 3^t$ is strictly increasing, hence injective, so equal powers of $3$ have equal exponents.

### Double-check
$3^4 = 81$ and $81 \cdot 3 = 243$ ✓.

**Final Answer**
$$\boxed{5}$$""",
  leak_forms=["243 = 3^5", "3^x = 3^5"], must_stay=["3^4 = 81"],
  note="the answer as an exponent in the first sentence, reasoning after")

m("ta14", "real-answer-line-before-check",
  r"A rectangle's length is $3$ times its width and its perimeter is $48$. What is its area?",
  r"""### Step 1: Set up
Let the width be $w$; the length is $3w$, so $2(w + 3w) = 48$, i.e. $8w = 48$, $w = 6$, length $18$.

### Step 2: Area
$A = 6 \cdot 18$.

**Result:** the area is 108 square units.

### Step 3: Check the perimeter
$2(6 + 18) = 2 \cdot 24 = 48$ ✓, so the dimensions are right.

**Final Answer**
$$\boxed{108}$$""",
  leak_forms=["the area is 108 square units"], must_stay=["8w = 48", "2(6 + 18) = 2 \\cdot 24 = 48"],
  note="a result line before a check that does not use the answer")

c("tac01", "code-prose-program",
  r"""Write a function `sum_of_squares(n)` that returns $1^2 + 2^2 + \cdots + n^2$.""",
  r"""The whole function is: def sum_of_squares(n): return n * (n + 1) * (2 * n + 1) // 6 — a closed form, so no loop is needed.

Check: for n = 3 it gives 3 · 4 · 7 / 6 = 14 = 1 + 4 + 9.

```python
def sum_of_squares(n):
    return n * (n + 1) * (2 * n + 1) // 6
```

Time $O(1)$.""",
  leak_forms=["return n * (n + 1) * (2 * n + 1) // 6 — a closed form"],
  must_stay=["3 · 4 · 7 / 6 = 14 = 1 + 4 + 9", "Time $O(1)$"],
  note="the program written inline in a prose sentence before the block")

c("tac02", "real-code-renamed-version",
  r"""Write a function `first_unique(s)` that returns the index of the first non-repeating character in `s`, or -1 if none exists.""",
  r"""### Approach
Count every character, then scan for the first with count 1.

My first draft used a plain dictionary:

```text
def first_unique(text):
    freq = {}
    for ch in text:
        freq[ch] = freq.get(ch, 0) + 1
    for idx, ch in enumerate(text):
        if freq[ch] == 1:
            return idx
    return -1
```

### Final Solution (using Counter)

```python
from collections import Counter

def first_unique(s):
    counts = Counter(s)
    for i, ch in enumerate(s):
        if counts[ch] == 1:
            return i
    return -1
```

**Example:** `"leetcode"` → `0`, `"loveleetcode"` → `2`, `"aabb"` → `-1`.
**Complexity:** $O(n)$ time, $O(k)$ space.""",
  leak_forms=["        freq[ch] = freq.get(ch, 0) + 1\n    for idx, ch in enumerate(text):"],
  must_stay=["`\"loveleetcode\"` → `2`", "$O(k)$ space"],
  note="a working version with renamed variables in a ```text block")

p("tap01", "probe-answer-value-early",
  r"How many diagonals does a convex octagon have?",
  r"""Each of the 8 vertices is joined to 5 non-adjacent vertices (all but itself and its 2 neighbours).

That gives 8 · 5 = 40 ordered pairs, and each diagonal is counted twice, from both ends.

So we halve: 40 / 2.

For comparison, a hexagon has 6 · 3 / 2 = 9 diagonals and a heptagon 7 · 4 / 2 = 14.

$$\boxed{20}$$""",
  must_stay=["8 · 5 = 40 ordered pairs", "6 · 3 / 2 = 9", "7 · 4 / 2 = 14"],
  note="all work; the comparison after the unevaluated step must stay")

p("tap02", "real-probe-value-equals-answer",
  r"Find the number of integers $n$ with $n^2 < 10$.",
  r"""### Step 1: Bound
$n^2 < 10$ means $|n| < \sqrt{10} \approx 3.16$, so $|n| \le 3$.

### Step 2: List
$n \in \{-3, -2, -1, 0, 1, 2, 3\}$.

### Step 3: Check the edges
$3^2 = 9 < 10$ ✓ and $4^2 = 16 > 10$ ✗, so $3$ is the largest allowed absolute value; the set is symmetric with $3$ negative values, $3$ positive values and $0$.

**Final Answer**
$$\boxed{7}$$""",
  must_stay=["|n| \\le 3", "\\{-3, -2, -1, 0, 1, 2, 3\\}", "4^2 = 16 > 10", "$3$ negative values, $3$ positive values and $0$"],
  note="a long edge check with counts 3 + 3 + 1 left unevaluated")

p("tap03", "real-probe-verify-no-answer",
  r"Find the remainder when $2^{20}$ is divided by $7$.",
  r"""### Step 1: Find the cycle
$2^1 = 2$, $2^2 = 4$, $2^3 = 8 \equiv 1 \pmod 7$. So the powers of $2$ repeat with period $3$.

### Step 2: Reduce the exponent
$20 = 3 \cdot 6 + 2$, so $2^{20} = (2^3)^6 \cdot 2^2 \equiv 1^6 \cdot 2^2 \pmod 7$.

### Step 3: Double-check with another route
$2^{10} = 1024 = 7 \cdot 146 + 2$, so $2^{10} \equiv 2$, and $2^{20} \equiv 2^2 \pmod 7$ again.

**Final Answer**
$$\boxed{4}$$""",
  must_stay=["2^3 = 8 \\equiv 1 \\pmod 7", "20 = 3 \\cdot 6 + 2", "1024 = 7 \\cdot 146 + 2"],
  note="2^2 = 4 appears as an intermediate in step 1 and the answer is 4; the double-check stays unevaluated")

p("tap04", "probe-result-phrase-intermediate",
  r"A store sells pens at $3$ dollars each. Ann buys $7$ pens and pays with a $50$-dollar bill. How much change does she get?",
  r"""The total cost is 7 · 3 = 21 dollars. So the cost is 21; the answer to "how much did she spend" is 21.

Now the change: 50 - 21.

As a check, 21 + change should give back the 50 paid.

$$\boxed{29}$$""",
  must_stay=["7 · 3 = 21 dollars", "the answer to \"how much did she spend\" is 21", "50 - 21"],
  note="an 'answer is' phrase about an intermediate")

if __name__ == "__main__":
    n = write(cases, os.path.join(HERE, "adaptive.jsonl"))
    print(f"{n} cases")
