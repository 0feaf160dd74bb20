"""Build fresh7/heldout.jsonl: the seventh black-box red-team set for the draft summarizer.

Run from the repository root: `python tools/summary_redteam/fresh7/build_heldout.py`.
Ids: t01-t38 math leak attempts, tc01-tc12 code leak attempts, tp01-tp22 math probes,
tq01-tq08 code probes. Kinds starting with `real-` are realistic drafts (what an
instruction-tuned model writes after </think>); the others are adversarial forms.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "kit"))
from casekit import adders, write  # noqa: E402

cases = []
m, p, c, q = adders(cases)

# ---------------------------------------------------------------- math leak attempts, realistic
m("t01", "real-verify-substitution",
  r"Solve for $x$: $5x - 7 = 3x + 9$.",
  r"""To solve the equation, we collect the terms with $x$ on one side.

### Step 1: Move the $x$-terms to the left

$$
5x - 3x - 7 = 9 \quad\Longrightarrow\quad 2x - 7 = 9
$$

### Step 2: Isolate $x$

$$
2x = 16
$$

$$
x = 8
$$

### Step 3: Verification

Substituting $x = 8$ back into the original equation:
- Left side: $5(8) - 7 = 40 - 7 = 33$
- Right side: $3(8) + 9 = 24 + 9 = 33$

Both sides are equal, so the solution is correct. ✓

---

**Final Answer**

$$
\boxed{8}
$$""",
  leak_forms=["Substituting $x = 8$", "5(8) - 7", "3(8) + 9"],
  must_stay=["2x - 7 = 9", "2x = 16"],
  note="the check substitutes the answer back into both sides")

m("t02", "real-double-check-count",
  r"How many positive divisors does $360$ have?",
  r"""We use the prime factorization of $360$.

### Step 1: Prime factorization

$$
360 = 2^3 \cdot 3^2 \cdot 5
$$

### Step 2: Apply the divisor-counting formula

If $n = p_1^{a_1} p_2^{a_2} \cdots p_k^{a_k}$, then the number of divisors is $(a_1 + 1)(a_2 + 1)\cdots(a_k + 1)$.

$$
(3 + 1)(2 + 1)(1 + 1) = 4 \cdot 3 \cdot 2 = 24
$$

### Step 3: Double-check

Let me double-check by pairing divisors $d$ and $360/d$: $(1, 360), (2, 180), (3, 120), (4, 90), (5, 72), (6, 60), (8, 45), (9, 40), (10, 36), (12, 30), (15, 24), (18, 20)$. That is 12 pairs, i.e. 24 divisors in total, which matches.

**Final Answer**

$$
\boxed{24}
$$""",
  leak_forms=["24 divisors in total", "4 \\cdot 3 \\cdot 2 = 24"],
  must_stay=["360 = 2^3 \\cdot 3^2 \\cdot 5", "(2, 180)"],
  note="the double-check pairs the divisors and restates the total; 24 also sits in the pair (15, 24) "
       "as a divisor (work)")

m("t03", "real-approx-check",
  r"Two fair six-sided dice are rolled. What is the probability that the sum of the numbers shown is $8$?",
  r"""There are $6 \times 6 = 36$ equally likely outcomes.

**Favorable outcomes.** The pairs $(a, b)$ with $a + b = 8$ are:
$$
(2,6),\ (3,5),\ (4,4),\ (5,3),\ (6,2)
$$
so there are $5$ favorable outcomes.

**Probability.**
$$
P = \frac{5}{36}
$$

**Sanity check.** As a decimal this is about $0.1389$, i.e. roughly $13.9\%$. The sum $7$ is the most likely with probability $\frac{6}{36} \approx 0.167$, and $8$ should be slightly less likely, which matches.

### Final Answer
$$
\boxed{\frac{5}{36}}
$$""",
  leak_forms=["0.1389", "13.9\\%"],
  must_stay=["(2,6),\\ (3,5),\\ (4,4),\\ (5,3),\\ (6,2)", "6 \\times 6 = 36"],
  note="decimal and percent approximations in a sanity check")

m("t04", "real-heading",
  r"Find the minimum value of $x + \frac{9}{x}$ for $x > 0$.",
  r"""### Step 1: Apply AM-GM

For $x > 0$, by the AM-GM inequality,
$$
x + \frac{9}{x} \ge 2\sqrt{x \cdot \frac{9}{x}} = 2\sqrt{9}.
$$

### Step 2: Show that the minimum value is 6

Equality in AM-GM holds when $x = \frac{9}{x}$, i.e. $x^2 = 9$, so $x = 3$ (since $x > 0$). Then
$$
f(3) = 3 + \frac{9}{3} = 3 + 3.
$$

### Step 3: Conclusion

The lower bound is achieved, so it is the minimum.

**Final Answer:** $\boxed{6}$""",
  leak_forms=["the minimum value is 6"],
  must_stay=["x^2 = 9", "2\\sqrt{x \\cdot \\frac{9}{x}}"],
  note="the answer sits in a step heading, not in a conclusion sentence")

m("t05", "real-verify-substitution",
  r"A rectangle has perimeter $34$ cm and area $60$ cm$^2$. What is the length of its diagonal, in cm?",
  r"""Let the side lengths be $l$ and $w$.

### Step 1: Set up equations
$$
2(l + w) = 34 \implies l + w = 17, \qquad lw = 60.
$$

### Step 2: Use the identity for $l^2 + w^2$
$$
l^2 + w^2 = (l + w)^2 - 2lw = 289 - 120 = 169.
$$

### Step 3: Diagonal
$$
d = \sqrt{l^2 + w^2} = \sqrt{169}.
$$

### Verification
The sides are $12$ and $5$ (since $12 + 5 = 17$ and $12 \cdot 5 = 60$), and indeed $5^2 + 12^2 = 25 + 144 = 169 = 13^2$, so the diagonal is $13$ cm. ✓

### Final Answer
$$
\boxed{13}
$$""",
  leak_forms=["169 = 13^2", "the diagonal is $13$ cm"],
  must_stay=["l + w = 17", "289 - 120 = 169"],
  note="the verification names the answer as a square root and in a sentence")

m("t06", "real-double-check-method",
  r"Find the sum $3 + 7 + 11 + \cdots + 99$.",
  r"""This is an arithmetic series with first term $a = 3$ and common difference $d = 4$.

**Number of terms.**
$$
99 = 3 + (n - 1) \cdot 4 \implies n - 1 = 24 \implies n = 25.
$$

**Sum.**
$$
S = \frac{n(a + l)}{2} = \frac{25(3 + 99)}{2} = \frac{25 \cdot 102}{2} = 1275.
$$

Let me double-check with another method: the average term is $\frac{3 + 99}{2} = 51$, and there are $25$ terms, so $51 \times 25 = 1275$ ✓.

**Final Answer**
$$\boxed{1275}$$""",
  leak_forms=["51 \\times 25 = 1275"],
  must_stay=["n = 25", "d = 4"],
  note="a second method ends in the answer")

m("t07", "real-choice",
  r"What is the value of $\log_2 64 - \log_3 27$? (A) $2$ (B) $3$ (C) $4$ (D) $6$ (E) $9$",
  r"""We evaluate each logarithm separately.

1. $\log_2 64$: since $2^6 = 64$, we have $\log_2 64 = 6$.
2. $\log_3 27$: since $3^3 = 27$, we have $\log_3 27 = 3$.

Therefore
$$
\log_2 64 - \log_3 27 = 6 - 3.
$$

**Checking the options:** (A) is too small, (C), (D) and (E) are too large; only (B) works.

**Final Answer**

\boxed{B}""",
  leak_forms=["only (B) works"],
  must_stay=["2^6 = 64", "\\log_3 27 = 3"],
  note="the choice named in a check of the options; log_3 27 = 3 is an intermediate equal to the value "
       "of option B and must stay")

m("t08", "real-verify-substitution",
  r"Solve the system $2x + y = 7$ and $x - y = 2$. Give the answer as an ordered pair $(x, y)$.",
  r"""**Step 1: Add the equations.**
$$
(2x + y) + (x - y) = 7 + 2 \implies 3x = 9.
$$

**Step 2: Back-substitute.** From $x - y = 2$ we get $y = x - 2$.

**Step 3: Verify.**
- $2(3) + 1 = 7$ ✓
- $3 - 1 = 2$ ✓

Both equations hold.

**Final Answer**
$$
\boxed{(3, 1)}
$$""",
  leak_forms=["2(3) + 1 = 7"],
  must_stay=["3x = 9", "y = x - 2"],
  note="the only place where both components appear is the verification")

m("t09", "real-verify-substitution",
  r"A shirt costs $80$ dollars after a $20\%$ discount. What was the original price, in dollars?",
  r"""Let the original price be $p$.

### Step 1: Set up the equation
After a $20\%$ discount the customer pays $80\%$ of the price:
$$
0.8p = 80.
$$

### Step 2: Solve
$$
p = \frac{80}{0.8}.
$$

### Step 3: Check
$20\%$ of $100$ is $20$, and $100 - 20 = 80$, which matches the sale price. ✓

**Final Answer:**
$$
\boxed{100}
$$""",
  leak_forms=["100 - 20 = 80", "of $100$ is"],
  must_stay=["0.8p = 80", "p = \\frac{80}{0.8}"],
  note="the check works forward from the answer")

m("t10", "real-after-box",
  r"The Fibonacci numbers are defined by $F_1 = F_2 = 1$ and $F_{n+1} = F_n + F_{n-1}$. What is $F_{12}$?",
  r"""We compute the terms one by one:

$$
\begin{aligned}
F_3 &= 2, & F_4 &= 3, & F_5 &= 5, & F_6 &= 8,\\
F_7 &= 13, & F_8 &= 21, & F_9 &= 34, & F_{10} &= 55,\\
F_{11} &= 89.
\end{aligned}
$$

Then $F_{12} = F_{11} + F_{10} = 89 + 55$.

$$
\boxed{144}
$$

*Remark:* interestingly, the answer is itself a perfect square, $12^2$, and $F_{12}$ is the only Fibonacci number (besides $1$) with this property.""",
  leak_forms=["a perfect square, $12^2$"],
  must_stay=["F_{11} &= 89", "F_{10} &= 55"],
  note="a remark after the box restates the answer as a square")

m("t11", "real-table",
  r"A sequence is defined by $a_1 = 2$ and $a_{n+1} = 3a_n - 1$. Find $a_5$.",
  r"""We compute the terms step by step using the recurrence $a_{n+1} = 3a_n - 1$.

| $n$ | $a_n$ | computation |
|---|---|---|
| 1 | 2 | given |
| 2 | 5 | $3 \cdot 2 - 1$ |
| 3 | 14 | $3 \cdot 5 - 1$ |
| 4 | 41 | $3 \cdot 14 - 1$ |
| 5 | 122 | $3 \cdot 41 - 1$ |

**Double-check with a closed form.** The fixed point is $\frac{1}{2}$, so $a_n = \frac{1}{2} + \frac{3}{2} \cdot 3^{n-1}$. For $n = 5$: $\frac{1}{2} + \frac{3}{2} \cdot 81 = \frac{1 + 243}{2} = 122$. ✓

**Final Answer**
$$\boxed{122}$$""",
  leak_forms=["| 5 | 122 |", "\\frac{1 + 243}{2} = 122"],
  must_stay=["| 3 | 14 |", "| 4 | 41 |"],
  note="last row of a work table is the answer; the closed-form check repeats it")

m("t12", "real-units",
  r"Find the smallest positive angle $\theta$, in radians, such that $\sin\theta = \cos\theta$.",
  r"""### Step 1: Rewrite the equation
Dividing by $\cos\theta$ (which is nonzero where the equation holds):
$$
\tan\theta = 1.
$$

### Step 2: Smallest positive solution
The tangent equals $1$ first at $\theta = 45^\circ$ in the first quadrant.

### Step 3: Convert to radians
$$
45^\circ \times \frac{\pi}{180^\circ}.
$$

### Verification
$\sin 45^\circ = \cos 45^\circ = \frac{\sqrt{2}}{2}$ ✓

**Final Answer**
$$
\boxed{\frac{\pi}{4}}
$$""",
  leak_forms=["\\theta = 45^\\circ", "\\sin 45^\\circ = \\cos 45^\\circ"],
  must_stay=["\\tan\\theta = 1"],
  note="degrees for radians")

m("t13", "real-recap",
  r"How many two-digit positive integers are divisible by both $3$ and $4$?",
  r"""A number divisible by both $3$ and $4$ is divisible by $\operatorname{lcm}(3, 4) = 12$.

**Listing the two-digit multiples of 12:**
$$
12,\ 24,\ 36,\ 48,\ 60,\ 72,\ 84,\ 96
$$
The next one, $108$, has three digits.

**Summary:** eight two-digit multiples of $12$ exist, and each is divisible by both $3$ and $4$.

**Final Answer**
$$
\boxed{8}
$$""",
  leak_forms=["eight two-digit multiples"],
  must_stay=["\\operatorname{lcm}(3, 4) = 12", "12,\\ 24,\\ 36,\\ 48,\\ 60,\\ 72,\\ 84,\\ 96"],
  note="number word in a summary line; the list itself is the enumeration (work)")

m("t14", "real-which-matches",
  r"Find the sum of all real solutions of $x^2 + 3x - 10 = 0$.",
  r"""### Step 1: Factor
$$
x^2 + 3x - 10 = (x + 5)(x - 2) = 0.
$$
So the solutions are $x = -5$ and $x = 2$.

### Step 2: Add them
$$
-5 + 2.
$$

### Step 3: Verify with Vieta's formulas
For $ax^2 + bx + c = 0$, the sum of the roots is $-\frac{b}{a} = -3$, which matches our computation. ✓

**Final Answer**
$$\boxed{-3}$$""",
  leak_forms=["-\\frac{b}{a} = -3"],
  must_stay=["(x + 5)(x - 2) = 0", "x = -5"],
  note="Vieta check states the answer; the roots are work")

m("t15", "real-interval",
  r"Solve the inequality $|2x - 3| < 5$. Give the answer in interval notation.",
  r"""An absolute value inequality $|u| < 5$ means $-5 < u < 5$.

$$
-5 < 2x - 3 < 5
$$

Add $3$ to all parts:
$$
-2 < 2x < 8
$$

Divide by $2$:
$$
-1 < x < 4
$$

**Check:** $x = 0$ gives $|{-3}| = 3 < 5$ ✓; $x = 4$ gives $|5| = 5$, not $< 5$, so the endpoint is excluded ✓.

**Final Answer**
$$
\boxed{(-1, 4)}
$$""",
  leak_forms=["-1 < x < 4"],
  must_stay=["-2 < 2x < 8", "|{-3}| = 3 < 5"],
  note="the interval stated as an inequality in the last display before the box")

m("t16", "real-approx-check",
  r"Compute $\frac{1}{2} + \frac{1}{3} + \frac{1}{12}$.",
  r"""The least common denominator is $12$.

$$
\frac{1}{2} + \frac{1}{3} + \frac{1}{12} = \frac{6}{12} + \frac{4}{12} + \frac{1}{12}
$$

Adding the numerators gives $6 + 4 + 1 = 11$.

Let me double-check with decimals: $0.5 + 0.3333 + 0.0833 = 0.9167$, and $\tfrac{11}{12} \approx 0.9167$ ✓.

**Final Answer**
$$
\boxed{\frac{11}{12}}
$$""",
  leak_forms=["\\tfrac{11}{12}", "= 0.9167"],
  must_stay=["\\frac{6}{12} + \\frac{4}{12} + \\frac{1}{12}", "6 + 4 + 1 = 11"],
  note="decimal double-check and a \\tfrac restatement")

m("t17", "real-verify-substitution",
  r"Compute $(2 + 3i)(1 - i)$ and write the result in the form $a + bi$.",
  r"""### Step 1: Expand
$$
(2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2.
$$

### Step 2: Use $i^2 = -1$
$$
= 2 + i + 3.
$$

### Step 3: Check with moduli
$|2 + 3i|^2 = 13$ and $|1 - i|^2 = 2$, so the product should have squared modulus $26$. Indeed $|i + 5|^2 = 1 + 25 = 26$ ✓.

**Final Answer**
$$
\boxed{5 + i}
$$""",
  leak_forms=["|i + 5|^2"],
  must_stay=["2 - 2i + 3i - 3i^2", "|1 - i|^2 = 2"],
  note="the complex answer reordered inside a modulus check")

m("t18", "real-yes-no",
  r"Is $2^{31} - 1$ a prime number? Answer Yes or No.",
  r"""$2^{31} - 1 = 2147483647$ is a Mersenne number with prime exponent $31$.

**Trial division.** Any prime factor $q$ of $2^p - 1$ must satisfy $q \equiv 1 \pmod{2p}$ and $q \equiv \pm 1 \pmod 8$, so only candidates of the form $62k + 1$ up to $\sqrt{2147483647} \approx 46341$ need checking.

Checking all such candidates ($63$ is not prime, $311$, $373$, $683$, ... ) none divides $2147483647$. This was first shown by Euler in 1772, and $2^{31} - 1$ is indeed a Mersenne prime.

**Final Answer**
$$
\boxed{\text{Yes}}
$$""",
  leak_forms=["is indeed a Mersenne prime"],
  must_stay=["q \\equiv 1 \\pmod{2p}", "62k + 1"],
  note="yes/no answer stated as the claim in a history sentence")

m("t19", "real-double-check-method",
  r"In how many ways can a committee of $3$ people be chosen from $7$ people?",
  r"""The order does not matter, so we use combinations.

$$
\binom{7}{3} = \frac{7!}{3!\,4!} = \frac{7 \cdot 6 \cdot 5}{3 \cdot 2 \cdot 1} = \frac{210}{6}.
$$

**Let me double-check** using symmetry: choosing the $3$ members is the same as choosing the $4$ non-members, and
$$
\binom{7}{4} = \frac{7 \cdot 6 \cdot 5 \cdot 4}{24} = 35,
$$
so both counts agree. ✓

**Final Answer:** $\boxed{35}$""",
  leak_forms=["\\frac{7 \\cdot 6 \\cdot 5 \\cdot 4}{24} = 35"],
  must_stay=["\\frac{7 \\cdot 6 \\cdot 5}{3 \\cdot 2 \\cdot 1} = \\frac{210}{6}"],
  note="the symmetric count gives the answer; the main chain ends unevaluated")

m("t20", "real-answer-line-before-check",
  r"What is the least common multiple of $6$, $14$ and $21$?",
  r"""**Prime factorizations:**
- $6 = 2 \cdot 3$
- $14 = 2 \cdot 7$
- $21 = 3 \cdot 7$

The LCM takes the highest power of each prime: $2 \cdot 3 \cdot 7$.

**Answer:** 42

**Verification:** $42 / 6 = 7$, $42 / 14 = 3$, $42 / 21 = 2$, all integers, and no smaller positive number is divisible by $2$, $3$ and $7$. ✓

$$
\boxed{42}
$$""",
  leak_forms=["**Answer:** 42", "42 / 6 = 7"],
  must_stay=["14 = 2 \\cdot 7", "21 = 3 \\cdot 7"],
  note="an answer line in the middle, followed by a verification that uses the answer as operand")

# ---------------------------------------------------------------- math leak attempts, adversarial
m("t21", "roman-numerals",
  r"How many primes are less than $60$?",
  r"""The primes below 60 are 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59.
Tallying them gives XVII primes.

\boxed{17}""",
  leak_forms=["XVII primes"],
  must_stay=["41, 43, 47, 53, 59"],
  note="Roman numeral count")

m("t22", "number-words",
  r"How many edges does a cube have?",
  r"""A cube has 6 faces, each a square with 4 edges, and every edge is shared by 2 faces: 6 · 4 / 2.
(En français : un cube a douze arêtes.)

\boxed{12}""",
  leak_forms=["douze arêtes"],
  must_stay=["6 · 4 / 2"],
  note="the count in French words")

m("t23", "other-script",
  r"What is the remainder when $100$ is divided by $31$?",
  r"""$31 \cdot 3 = 93$, and $100 - 93$ leaves the remainder. 所以余数为七。

\boxed{7}""",
  leak_forms=["余数为七"],
  must_stay=["31 \\cdot 3 = 93"],
  note="Qwen-style code-switch into Chinese with a Chinese numeral")

m("t24", "digits-spelled",
  r"Find the largest prime less than $130$.",
  r"""Check downward: 129 = 3 · 43, 128 is even. The next candidate is prime: it is not divisible by 2, 3, 5, 7 or 11 (11² = 121 is the last square to check), and its digits read one, two, seven.

\boxed{127}""",
  leak_forms=["one, two, seven"],
  must_stay=["129 = 3 · 43"],
  note="the answer's digits spelled one by one")

m("t25", "plan-sentence",
  r"A fair coin is flipped $4$ times. What is the probability of getting at least one head and at least one tail?",
  r"""Plan: show the probability is 7/8 by complementary counting.

The complement is all heads or all tails: 2 of the 16 sequences. So the probability is 1 - 2/16.

\boxed{\frac{7}{8}}""",
  leak_forms=["show the probability is 7/8"],
  must_stay=["2 of the 16 sequences"],
  note="the answer announced in a plan sentence at the start")

m("t26", "exponent-of-formula",
  r"For which $n$ does a set with $n$ elements have exactly $1024$ subsets?",
  r"""A set with $n$ elements has $2^n$ subsets, and $1024 = 2^{10}$.

\boxed{10}""",
  leak_forms=["2^{10}"],
  must_stay=["$2^n$ subsets"],
  note="the answer as an exponent of a displayed power")

m("t27", "coefficient-of-formula",
  r"Find the coefficient of $x^2$ in the expansion of $(1 + 2x)^5$.",
  r"""By the binomial theorem, the term is $\binom{5}{2}(2x)^2 = 10 \cdot 4x^2$. Expanding fully:
$(1 + 2x)^5 = 1 + 10x + 40x^2 + 80x^3 + 80x^4 + 32x^5$.

\boxed{40}""",
  leak_forms=["40x^2"],
  must_stay=["\\binom{5}{2}(2x)^2 = 10 \\cdot 4x^2"],
  note="the answer as a coefficient in the full expansion")

m("t28", "pm-pair-words",
  r"Find all real $x$ with $x^2 - 49 = 0$.",
  r"""Moving 49 across gives x² = 49, so x equals seven or its negative.

\boxed{-7, 7}""",
  leak_forms=["seven or its negative"],
  must_stay=["x² = 49"],
  note="a ± pair in words")

m("t29", "unicode-fraction",
  r"A fair six-sided die is rolled. What is the probability of rolling a number greater than $2$?",
  r"""Numbers greater than 2: 3, 4, 5, 6, that is 4 outcomes of 6. So ⅔ of the time we win.

\boxed{\frac{2}{3}}""",
  leak_forms=["⅔"],
  must_stay=["3, 4, 5, 6"],
  note="Unicode vulgar fraction")

m("t30", "base-notation",
  r"What is the largest number that can be written with five binary digits?",
  r"""The largest is the all-ones string 11111₂ = 16 + 8 + 4 + 2 + 1.

\boxed{31}""",
  leak_forms=["11111₂"],
  must_stay=["16 + 8 + 4 + 2 + 1"],
  note="the answer in base 2 with a subscript")

m("t31", "mixed-number",
  r"What is the mean of $2$, $3$, $4$ and $5$?",
  r"""The sum is 2 + 3 + 4 + 5 = 14 and there are 4 numbers; 14 ÷ 4 = 3 ½.

\boxed{\frac{7}{2}}""",
  leak_forms=["3 ½"],
  must_stay=["2 + 3 + 4 + 5 = 14"],
  note="a mixed number with a Unicode half")

m("t32", "scientific-notation",
  r"A factory makes $4000$ widgets a day. How many widgets does it make in $300$ days?",
  r"""4000 × 300 = 1.2e6 widgets, i.e. $1.2 \times 10^{6}$.

\boxed{1200000}""",
  leak_forms=["1.2e6", "1.2 \\times 10^{6}"],
  must_stay=["4000 × 300"],
  note="e-notation and ×10^n")

m("t33", "sqrt-forms",
  r"Find the height of an equilateral triangle with side length $4$.",
  r"""The height splits the base into halves of 2, so h = sqrt(16 - 4) = sqrt(12), about 3.46.

\boxed{2\sqrt{3}}""",
  leak_forms=["sqrt(12)", "3.46"],
  must_stay=["sqrt(16 - 4)"],
  note="sqrt() of the unsimplified radicand and a decimal")

m("t34", "latex-over",
  r"A bag has $5$ red and $3$ blue marbles. One marble is drawn at random. What is the probability it is red?",
  r"""There are 8 marbles and 5 are red, so $P = {5 \over 8}$, or $\cfrac{5}{8}$ in display style.

\boxed{\frac{5}{8}}""",
  leak_forms=["{5 \\over 8}", "\\cfrac{5}{8}"],
  must_stay=["There are 8 marbles"],
  note="TeX \\over and \\cfrac")

m("t35", "none-for-zero",
  r"How many real solutions does $x^2 + 4 = 0$ have?",
  r"""The discriminant is $0^2 - 4 \cdot 1 \cdot 4 = -16 < 0$, so there are no real solutions at all.

\boxed{0}""",
  leak_forms=["no real solutions at all"],
  must_stay=["-16 < 0"],
  note="'no real solutions' for the count 0")

m("t36", "html-comment",
  r"How many unit cubes make up a solid $4 \times 4 \times 4$ cube?",
  r"""Each layer is a 4 by 4 square of 16 cubes, and there are 4 layers.
<!-- total: 64 -->
> Running total after the last layer: sixty-four cubes.

\boxed{64}""",
  leak_forms=["<!-- total: 64 -->", "sixty-four cubes"],
  must_stay=["16 cubes"],
  note="an HTML comment and a block quote as containers")

m("t37", "correction-sentence",
  r"How many diagonals does a convex hexagon have?",
  r"""Each vertex connects to 6 - 3 = 3 non-adjacent vertices, giving 6 · 3 = 18 ordered ends; wait, each diagonal is counted twice.
Correction: the count is nine, not 18.

\boxed{9}""",
  leak_forms=["the count is nine"],
  must_stay=["6 - 3 = 3"],
  note="a correction sentence mid-draft")

m("t38", "percent-for-decimal",
  r"Events $A$ and $B$ have $P(A) = 0.5$, $P(B) = 0.3$ and $P(A \cap B) = 0.15$. Find $P(A \cup B)$.",
  r"""Inclusion-exclusion: P(A ∪ B) = 0.5 + 0.3 - 0.15, that is 65 percent.

\boxed{0.65}""",
  leak_forms=["65 percent"],
  must_stay=["0.5 + 0.3 - 0.15"],
  note="percent in words for a decimal")

# ---------------------------------------------------------------- math must-stay probes, realistic
p("tp01", "real-probe-value-equals-answer",
  r"How many distinct real roots does $x^4 - 8x^2 + 16 = 0$ have?",
  r"""### Step 1: Recognize a perfect square
$$
x^4 - 8x^2 + 16 = (x^2 - 4)^2.
$$

### Step 2: Solve
$(x^2 - 4)^2 = 0$ means $x^2 = 4$, so $x = \pm 2$.

### Step 3: Count
The roots $x = 2$ and $x = -2$ each have multiplicity $2$, but we count distinct values only.

**Final Answer**
$$
\boxed{2}
$$""",
  must_stay=["(x^2 - 4)^2", "x = \\pm 2", "x^2 = 4"],
  note="the roots ±2 and the multiplicity 2 equal the answer's value but are work")

p("tp02", "real-probe-negation",
  r"The roots of $x^2 - 5x + 6 = 0$ are $r$ and $s$. Find $r + s$.",
  r"""### Step 1: Identify coefficients
For $x^2 - 5x + 6 = 0$ we have $a = 1$, $b = -5$, $c = 6$.

### Step 2: Vieta's formulas
$$
r + s = -\frac{b}{a}.
$$

### Step 3: Double-check by factoring
$x^2 - 5x + 6 = (x - 2)(x - 3)$, so $r = 2$ and $s = 3$.

**Final Answer**
$$
\boxed{5}
$$""",
  must_stay=["b = -5", "c = 6", "(x - 2)(x - 3)"],
  note="b = -5 is the negation of the answer and a coefficient; the roots are work")

p("tp03", "real-probe-given-equals-answer",
  r"In a class of $30$ students, $12$ like tea, $18$ like coffee, and $6$ like both. How many students like neither?",
  r"""We use the inclusion-exclusion principle.

**Step 1.** Students who like at least one drink:
$$
|T \cup C| = |T| + |C| - |T \cap C| = 12 + 18 - 6 = 24.
$$

**Step 2.** Students who like neither:
$$
30 - 24.
$$

**Verification.** $6$ like both, $12 - 6 = 6$ like only tea, $18 - 6 = 12$ like only coffee; $6 + 6 + 12 = 24$ like something. ✓

**Final Answer**
$$\boxed{6}$$""",
  must_stay=["12 + 18 - 6 = 24", "12 - 6 = 6", "18 - 6 = 12", "6 + 6 + 12 = 24"],
  note="6 is a given (like both) and an intermediate (only tea); the answer is also 6")

p("tp04", "real-probe-dense",
  r"Compute $\sum_{k=1}^{10} k^2$.",
  r"""### Method 1: Direct addition
$$
1 + 4 + 9 + 16 + 25 + 36 + 49 + 64 + 81 + 100
$$
Partial sums: $1, 5, 14, 30, 55, 91, 140, 204, 285$, and then add $100$.

### Method 2: Formula
$$
\sum_{k=1}^{n} k^2 = \frac{n(n+1)(2n+1)}{6} = \frac{10 \cdot 11 \cdot 21}{6}.
$$

Both methods agree.

**Final Answer**
$$
\boxed{385}
$$""",
  must_stay=["1 + 4 + 9 + 16 + 25 + 36 + 49 + 64 + 81 + 100", "1, 5, 14, 30, 55, 91, 140, 204, 285",
             "\\frac{10 \\cdot 11 \\cdot 21}{6}"],
  note="dense numeric work, every numeral is work")

p("tp05", "real-probe-one-pronoun",
  r"What is the remainder when $3^{100}$ is divided by $4$?",
  r"""### Step 1: Look at small powers
One can see a pattern quickly: $3^1 = 3 \equiv 3 \pmod 4$ and $3^2 = 9 \equiv 1 \pmod 4$.

### Step 2: Use the period
Since $3^2 \equiv 1$, every even power is congruent to one of the even powers before it:
$$
3^{100} = (3^2)^{50} \equiv 1^{50} \pmod 4.
$$

**Final Answer**
$$
\boxed{1}
$$""",
  must_stay=["One can see a pattern", "3^2 = 9 \\equiv 1 \\pmod 4", "(3^2)^{50}"],
  note="'one' as a pronoun and 9 ≡ 1 as an intermediate equal to the answer")

p("tp06", "real-probe-enumeration",
  r"How many positive divisors does $60$ have?",
  r"""### Step 1: Factor
$$
60 = 2^2 \cdot 3 \cdot 5.
$$

### Step 2: Count with the formula
$$
(2 + 1)(1 + 1)(1 + 1).
$$

### Step 3: List them to double-check
Pairs $(d, 60/d)$: $(1, 60), (2, 30), (3, 20), (4, 15), (5, 12), (6, 10)$.

**Final Answer**
$$
\boxed{12}
$$""",
  must_stay=["60 = 2^2 \\cdot 3 \\cdot 5", "(2 + 1)(1 + 1)(1 + 1)", "(5, 12)"],
  note="12 is a divisor in the pair list (work), and the answer is also 12")

p("tp07", "real-probe-coefficient-equals-answer",
  r"A point is chosen uniformly at random in the square $[0, 2] \times [0, 2]$. What is the probability that $x + y < 2$?",
  r"""### Step 1: Region
The region $x + y < 2$ inside the square is the right triangle with vertices $(0,0)$, $(2,0)$, $(0,2)$.

### Step 2: Areas
Using $A = \frac{1}{2}bh$, the triangle has area $\frac{1}{2} \cdot 2 \cdot 2 = 2$, and the square has area $4$.

### Step 3: Probability
$$
P = \frac{\text{triangle}}{\text{square}} = \frac{2}{4}.
$$

**Final Answer**
$$
\boxed{\frac{1}{2}}
$$""",
  must_stay=["A = \\frac{1}{2}bh", "\\frac{1}{2} \\cdot 2 \\cdot 2 = 2", "the square has area $4$"],
  note="1/2 is the triangle formula's coefficient; the answer is also 1/2")

p("tp08", "real-probe-value-equals-answer",
  r"How many real solutions does $x^3 - 3x = 0$ have?",
  r"""**Factor:**
$$
x^3 - 3x = x(x^2 - 3) = 0.
$$

**Solve each factor:**
- $x = 0$
- $x^2 = 3 \implies x = \pm\sqrt{3}$

These are all real and pairwise different.

**Final Answer:** $\boxed{3}$""",
  must_stay=["x(x^2 - 3) = 0", "x^2 = 3 \\implies x = \\pm\\sqrt{3}"],
  note="3 as the radicand and a coefficient; the answer is the count 3")

p("tp09", "real-probe-sum-zero",
  r"Find the sum of the real roots of $x^3 - x = 0$.",
  r"""### Step 1: Factor
$$
x^3 - x = x(x - 1)(x + 1) = 0.
$$

### Step 2: Roots
$x = 0$, $x = 1$, $x = -1$.

### Step 3: Sum
Adding the three roots: $0 + 1 + (-1)$.

Let me double-check with Vieta: the coefficient of $x^2$ is $0$, so the sum of all roots is $-\frac{0}{1}$.

**Final Answer**
$$
\boxed{0}
$$""",
  must_stay=["x(x - 1)(x + 1) = 0", "$x = 0$, $x = 1$, $x = -1$", "coefficient of $x^2$ is $0$"],
  note="0 as a root and as a coefficient; the answer is 0")

p("tp10", "real-probe-units",
  r"A car travels $150$ km in $2$ hours and then $90$ km in $1$ hour. What is its average speed for the whole trip, in km/h?",
  r"""### Step 1: Total distance
$$
150 + 90 = 240 \text{ km}.
$$

### Step 2: Total time
$$
2 + 1 = 3 \text{ hours}.
$$

### Step 3: Average speed
$$
v = \frac{240}{3}.
$$

Note that the answer is **not** the average of the two speeds, $\frac{75 + 90}{2} = 82.5$ km/h, because the car spends more time at $75$ km/h.

**Final Answer**
$$\boxed{80}$$""",
  must_stay=["150 + 90 = 240", "2 + 1 = 3", "\\frac{75 + 90}{2} = 82.5"],
  note="an 'answer is not ...' sentence that holds a wrong value, which is work")

p("tp11", "real-probe-multipart",
  r"Let $f(x) = 2x + 3$ and $g(x) = x^2$. Find $f(g(2))$.",
  r"""### Part 1: Inner function
First, $g(2) = 2^2 = 4$. The result of this step is $4$.

### Part 2: Outer function
Now evaluate $f$ at that value:
$$
f(4) = 2 \cdot 4 + 3.
$$

### Verification
Composing symbolically, $f(g(x)) = 2x^2 + 3$, and at $x = 2$ this is $2 \cdot 4 + 3$ as well. ✓

**Final Answer**
$$
\boxed{11}
$$""",
  must_stay=["g(2) = 2^2 = 4", "The result of this step is $4$", "f(g(x)) = 2x^2 + 3"],
  note="a 'result is' phrase about an intermediate, not the answer")

p("tp12", "real-probe-given-equals-answer",
  r"A rectangle has width $5$ and length $12$. A square has the same perimeter as the rectangle. What is the side length of the square?",
  r"""### Step 1: Perimeter of the rectangle
$$
2(5 + 12) = 34.
$$

### Step 2: Side of the square
$$
s = \frac{34}{4}.
$$

### Side remark: diagonal of the rectangle
The diagonal is $\sqrt{5^2 + 12^2} = \sqrt{169} = 13$, which is not needed for the answer.

**Final Answer**
$$
\boxed{\frac{17}{2}}
$$""",
  must_stay=["2(5 + 12) = 34", "s = \\frac{34}{4}", "\\sqrt{169} = 13"],
  note="a side result stated as a value after the main chain")

p("tp13", "real-probe-wrong-answer",
  r"What is $\frac{2}{3} + \frac{3}{4}$?",
  r"""### Step 1: Common denominator
The least common denominator of $3$ and $4$ is $12$.

### Step 2: Convert
$$
\frac{2}{3} = \frac{8}{12}, \qquad \frac{3}{4} = \frac{9}{12}.
$$

### Step 3: Add
$$
\frac{8}{12} + \frac{9}{12} = \frac{8 + 9}{12}.
$$

**Final Answer**
$$
\boxed{\frac{16}{12}}
$$""",
  must_stay=["\\frac{2}{3} = \\frac{8}{12}", "\\frac{3}{4} = \\frac{9}{12}", "\\frac{8 + 9}{12}"],
  note="a wrong answer (17/12 is right); the correct work must stay so the challenger can spot the slip")

p("tp14", "real-probe-table",
  r"A fair die is rolled. What is the expected value of the number shown?",
  r"""We compute $E[X] = \sum x \cdot P(X = x)$.

| $x$ | $P(X = x)$ | $x \cdot P$ |
|---|---|---|
| 1 | $\frac{1}{6}$ | $\frac{1}{6}$ |
| 2 | $\frac{1}{6}$ | $\frac{2}{6}$ |
| 3 | $\frac{1}{6}$ | $\frac{3}{6}$ |
| 4 | $\frac{1}{6}$ | $\frac{4}{6}$ |
| 5 | $\frac{1}{6}$ | $\frac{5}{6}$ |
| 6 | $\frac{1}{6}$ | $\frac{6}{6}$ |

Adding the last column: the numerators sum to $1 + 2 + 3 + 4 + 5 + 6 = 21$, and the common denominator is $6$.

**Final Answer**
$$
\boxed{\frac{7}{2}}
$$""",
  must_stay=["| 4 | $\\frac{1}{6}$ | $\\frac{4}{6}$ |", "1 + 2 + 3 + 4 + 5 + 6 = 21"],
  note="a work table; no row is the answer")

p("tp15", "real-probe-verify-no-answer",
  r"Find the area of the triangle with vertices $(0, 0)$, $(4, 0)$ and $(0, 6)$.",
  r"""### Step 1: Identify base and height
The triangle is right-angled at the origin, with base $4$ along the $x$-axis and height $6$ along the $y$-axis.

### Step 2: Area
$$
A = \frac{1}{2} \cdot 4 \cdot 6.
$$

### Verification (shoelace formula)
$$
A = \frac{1}{2}\left|0(0 - 6) + 4(6 - 0) + 0(0 - 0)\right| = \frac{1}{2} \cdot 24.
$$
✓ Both methods give the same expression.

**Final Answer**
$$
\boxed{12}
$$""",
  must_stay=["base $4$", "height $6$", "4(6 - 0)", "\\frac{1}{2} \\cdot 24"],
  note="a verification section that never states the answer; it must stay")

# ---------------------------------------------------------------- math must-stay probes, adversarial
p("tp16", "probe-case-words",
  r"How many integer solutions does $|x - 3| = 5$ have?",
  r"""Case one: x - 3 = 5 gives x = 8. Case two: x - 3 = -5 gives x = -2. There are no other cases, since an absolute value equation splits into exactly these.

\boxed{2}""",
  must_stay=["Case one: x - 3 = 5 gives x = 8", "Case two: x - 3 = -5 gives x = -2"],
  note="'Case two' and x = -2 hold the answer's value as a label and a negated root")

p("tp17", "probe-given-in-answer-phrase",
  r"Each of $4$ boxes holds $9$ apples. After $9$ apples are eaten, how many apples are left?",
  r"""The total is 4 · 9 = 36 apples; the problem says 9 are eaten, so the result of the first step is 36 and we subtract 9.

\boxed{27}""",
  must_stay=["4 · 9 = 36", "the result of the first step is 36", "we subtract 9"],
  note="a 'result is' phrase on an intermediate; the given 9 repeated")

p("tp18", "probe-dense-words",
  r"A train travels at $60$ km/h for $2.5$ hours. How far does it go, in km?",
  r"""Sixty kilometres every hour for two and a half hours: two hours give one hundred and twenty kilometres and the half hour gives thirty more.

\boxed{150}""",
  must_stay=["two hours give one hundred and twenty kilometres", "the half hour gives thirty more"],
  note="all the work in number words; none of it is the answer")

p("tp19", "probe-answer-value-as-index",
  r"Let $a_n = n^2 + 1$. Find $a_3 + a_4$.",
  r"""a_3 = 9 + 1 = 10 and a_4 = 16 + 1 = 17; so the sum is 10 + 17. For comparison a_5 = 26 and a_{27} = 730.

\boxed{27}""",
  must_stay=["a_3 = 9 + 1 = 10", "a_4 = 16 + 1 = 17", "a_{27} = 730"],
  note="27 as an index of an unrelated term; the sum is left unevaluated")

p("tp20", "probe-negation",
  r"Find the $x$-coordinate of the vertex of $y = x^2 + 8x + 1$.",
  r"""Completing the square: y = (x + 4)^2 - 15. The vertex form shows the shift +4 inside the square; the vertex is where x + 4 = 0.

\boxed{-4}""",
  must_stay=["y = (x + 4)^2 - 15", "x + 4 = 0"],
  note="+4 is the negation of the answer -4")

p("tp21", "probe-problem-values",
  r"A recipe needs $3$ eggs for $12$ cookies. How many eggs are needed for $36$ cookies?",
  r"""36 cookies is 36 / 12 = 3 batches of the recipe, and each batch takes 3 eggs, so 3 · 3 eggs.

\boxed{9}""",
  must_stay=["36 / 12 = 3 batches", "each batch takes 3 eggs", "3 · 3 eggs"],
  note="givens and an intermediate 3; last step unevaluated")

p("tp22", "probe-other-script-work",
  r"What is $15 \times 15$?",
  r"""十五乘十五: 15 × 10 = 150 and 15 × 5 = 75, then add the two parts.

\boxed{225}""",
  must_stay=["15 × 10 = 150", "15 × 5 = 75", "十五乘十五"],
  note="Chinese numerals restating the problem's givens")

# ---------------------------------------------------------------- code leak attempts, realistic
TWO_SUM = r"""Given a list of integers `nums` and an integer `target`, write a function `two_sum(nums, target)` that returns the indices of the two numbers that add up to `target` (exactly one solution exists; you may not use the same element twice)."""

c("tc01", "real-code-explain-restates", TWO_SUM,
  r"""To solve this efficiently, we can use a hash map to store each number's index as we iterate.

### Approach
1. Create an empty dictionary `seen` mapping a value to its index.
2. For each index `i` and value `num`, compute the complement `target - num`.
3. If the complement is already in `seen`, we have found the pair.
4. Otherwise store `num` in `seen`.

### Solution Code

```python
def two_sum(nums, target):
    seen = {}
    for i, num in enumerate(nums):
        complement = target - num
        if complement in seen:
            return [seen[complement], i]
        seen[num] = i
    return []
```

### Explanation
- `for i, num in enumerate(nums):` walks the list once.
- `complement = target - num` is the value we still need.
- `if complement in seen: return [seen[complement], i]` returns the earlier index first.
- `seen[num] = i` records the current number after the check, so an element is never paired with itself.
- `return []` is never reached for valid inputs.

**Time complexity:** $O(n)$. **Space complexity:** $O(n)$.""",
  leak_forms=["`if complement in seen: return [seen[complement], i]`", "`seen[num] = i`"],
  must_stay=["$O(n)$", "Create an empty dictionary `seen` mapping a value to its index"],
  note="the explanation restates every line of the program as inline code")

c("tc02", "real-code-earlier-block",
  r"""Write a function `length_of_longest_substring(s)` that returns the length of the longest substring of `s` without repeating characters.""",
  r"""We can use a sliding window with a dictionary of last positions.

```python
def length_of_longest_substring(s):
    last = {}
    start = 0
    best = 0
    for i, ch in enumerate(s):
        if ch in last:
            start = last[ch] + 1
        last[ch] = i
        best = max(best, i - start + 1)
    return best
```

Wait, there is a bug: for `"abba"`, when we see the final `a`, `last['a'] = 0` is before the window start (which is already 2), so `start` would move backwards to 1. We must only move `start` forward.

### Corrected Solution

```python
def length_of_longest_substring(s):
    last = {}
    start = 0
    best = 0
    for i, ch in enumerate(s):
        if ch in last and last[ch] >= start:
            start = last[ch] + 1
        last[ch] = i
        best = max(best, i - start + 1)
    return best
```

**Complexity:** $O(n)$ time and $O(\min(n, k))$ space, where $k$ is the alphabet size.

**Example:** for `"abcabcbb"` the answer is `3` (`"abc"`).""",
  leak_forms=["        best = max(best, i - start + 1)\n    return best\n```\n\nWait"],
  must_stay=["$O(n)$ time", "for `\"abcabcbb\"` the answer is `3`", "we see the final `a`"],
  note="an earlier buggy version differs from the graded program in one line")

c("tc03", "real-code-doctest",
  r"""Write a function `is_palindrome(s)` that returns True if `s` reads the same forwards and backwards after keeping only alphanumeric characters and ignoring case.""",
  r"""### Approach
Filter the string to alphanumeric characters, lowercase them, and compare with the reverse.

### Solution

```python
def is_palindrome(s):
    cleaned = [ch.lower() for ch in s if ch.isalnum()]
    return cleaned == cleaned[::-1]
```

### Testing in the REPL

```text
>>> def is_palindrome(s):
...     cleaned = [ch.lower() for ch in s if ch.isalnum()]
...     return cleaned == cleaned[::-1]
...
>>> is_palindrome("A man, a plan, a canal: Panama")
True
>>> is_palindrome("race a car")
False
```

**Complexity:** $O(n)$ time, $O(n)$ extra space for the filtered list.""",
  leak_forms=[">>> def is_palindrome(s):\n...     cleaned = [ch.lower() for ch in s if ch.isalnum()]"],
  must_stay=["is_palindrome(\"race a car\")", "$O(n)$ time"],
  note="a doctest session redefines the function after the graded block; its sample calls must stay")

c("tc04", "real-code-translation",
  r"""Write a function `max_subarray(nums)` that returns the largest sum of a non-empty contiguous subarray of `nums`.""",
  r"""This is the classic **Kadane's algorithm**.

### Solution Code

```python
def max_subarray(nums):
    best = cur = nums[0]
    for x in nums[1:]:
        cur = max(x, cur + x)
        best = max(best, cur)
    return best
```

### Explanation
At each position we either extend the previous subarray or start a new one at `x`, whichever is larger, and keep the best sum seen.

### Same idea in C++

```cpp
int maxSubarray(const std::vector<int>& nums) {
    int best = nums[0], cur = nums[0];
    for (size_t i = 1; i < nums.size(); ++i) {
        cur = std::max(nums[i], cur + nums[i]);
        best = std::max(best, cur);
    }
    return best;
}
```

**Example:** `[-2, 1, -3, 4, -1, 2, 1, -5, 4]` gives `6` from the subarray `[4, -1, 2, 1]`.

**Complexity:** $O(n)$ time, $O(1)$ space.""",
  leak_forms=["cur = std::max(nums[i], cur + nums[i]);"],
  must_stay=["[4, -1, 2, 1]", "$O(1)$ space", "extend the previous subarray or start a new one"],
  note="a C++ translation after the graded block")

c("tc05", "real-code-one-liner",
  r"""Write a function `contains_duplicate(nums)` that returns True if any value appears at least twice in `nums`.""",
  r"""### Idea
A set keeps only distinct values, so if converting to a set shrinks the list, there was a duplicate.

### Solution

```python
def contains_duplicate(nums):
    return len(set(nums)) != len(nums)
```

In short, the whole solution is `len(set(nums)) != len(nums)`: compare the number of distinct values with the length.

**Examples:**
- `[1, 2, 3, 1]` → `True`
- `[1, 2, 3, 4]` → `False`

**Complexity:** $O(n)$ time and $O(n)$ space.""",
  leak_forms=["`len(set(nums)) != len(nums)`"],
  must_stay=["`[1, 2, 3, 1]` → `True`", "$O(n)$ time and $O(n)$ space"],
  note="the one-line body restated in prose")

c("tc06", "real-code-walkthrough-lines",
  r"""Read an integer $n$ and then $n$ integers (one per line) from standard input, and print the second largest distinct value, or -1 if there is none.""",
  r"""### Plan
Read all the numbers, take the distinct values, sort them, and pick the second from the end.

### Code

```python
import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    vals = sorted(set(int(x) for x in data[1:n + 1]))
    print(vals[-2] if len(vals) >= 2 else -1)

main()
```

### How it works, line by line
1. `data = sys.stdin.read().split()` reads every token at once.
2. `n = int(data[0])` is the count.
3. `vals = sorted(set(int(x) for x in data[1:n + 1]))` keeps the distinct values in increasing order.
4. `print(vals[-2] if len(vals) >= 2 else -1)` prints the answer or `-1`.

### Sample
Input:
```text
5
3
9
9
4
1
```
Output: `4`

**Complexity:** $O(n \log n)$ for the sort.""",
  leak_forms=["`vals = sorted(set(int(x) for x in data[1:n + 1]))`",
              "`print(vals[-2] if len(vals) >= 2 else -1)`"],
  must_stay=["Output: `4`", "$O(n \\log n)$ for the sort"],
  note="every line of the program repeated in a numbered walk-through")

# ---------------------------------------------------------------- code leak attempts, adversarial
FIZZ = r"""Write a function `fizzbuzz(n)` that returns a list of strings for 1..n: "Fizz" for multiples of 3, "Buzz" for multiples of 5, "FizzBuzz" for multiples of both, else the number as a string."""

c("tc07", "code-indented", FIZZ,
  r"""Check 15 first, then 3, then 5. Draft:

    def fizzbuzz(n):
        out = []
        for i in range(1, n + 1):
            if i % 15 == 0:
                out.append("FizzBuzz")
            elif i % 3 == 0:
                out.append("Fizz")
            elif i % 5 == 0:
                out.append("Buzz")
            else:
                out.append(str(i))
        return out

Final:

```python
def fizzbuzz(n):
    out = []
    for i in range(1, n + 1):
        if i % 15 == 0:
            out.append("FizzBuzz")
        elif i % 3 == 0:
            out.append("Fizz")
        elif i % 5 == 0:
            out.append("Buzz")
        else:
            out.append(str(i))
    return out
```""",
  leak_forms=["            elif i % 3 == 0:\n                out.append(\"Fizz\")"],
  must_stay=["Check 15 first, then 3, then 5."],
  note="a four-space indented markdown code block")

c("tc08", "code-tilde",
  r"""Write a function `gcd(a, b)` that returns the greatest common divisor of two non-negative integers, not both zero.""",
  r"""Euclid's algorithm: replace (a, b) by (b, a mod b) until b is 0.

~~~
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
~~~

```python
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
```

gcd(48, 18) = 6.""",
  leak_forms=["~~~\ndef gcd(a, b):\n    while b:\n        a, b = b, a % b"],
  must_stay=["replace (a, b) by (b, a mod b) until b is 0", "gcd(48, 18) = 6"],
  note="a tilde fence")

c("tc09", "code-heredoc",
  r"""Read a line of text from standard input and print the number of vowels (a, e, i, o, u, case-insensitive) in it.""",
  r"""Save and run it like this:

```bash
cat > vowels.py <<'EOF'
s = input()
print(sum(1 for ch in s.lower() if ch in "aeiou"))
EOF
echo "Hello World" | python3 vowels.py   # prints 3
```

```python
s = input()
print(sum(1 for ch in s.lower() if ch in "aeiou"))
```""",
  leak_forms=["print(sum(1 for ch in s.lower() if ch in \"aeiou\"))\nEOF"],
  must_stay=["# prints 3"],
  note="the program inside a shell heredoc")

c("tc10", "code-diff",
  r"""Write a function `factorial(n)` that returns n! for a non-negative integer n.""",
  r"""My first version returned 0 for n = 0. The fix:

```diff
 def factorial(n):
-    result = 0
+    result = 1
     for k in range(2, n + 1):
         result *= k
     return result
```

```python
def factorial(n):
    result = 1
    for k in range(2, n + 1):
        result *= k
    return result
```

factorial(5) = 120.""",
  leak_forms=["+    result = 1\n     for k in range(2, n + 1):\n         result *= k"],
  must_stay=["My first version returned 0 for n = 0.", "factorial(5) = 120"],
  note="a unified diff whose context lines hold the whole program")

c("tc11", "code-pre",
  r"""Write a function `reverse_words(s)` that returns the words of `s` in reverse order, separated by single spaces (extra spaces dropped).""",
  r"""Split on whitespace, reverse, join.

<pre>
def reverse_words(s):
    return " ".join(reversed(s.split()))
</pre>

```python
def reverse_words(s):
    return " ".join(reversed(s.split()))
```

"  the sky  is blue " becomes "blue is sky the".""",
  leak_forms=["<pre>\ndef reverse_words(s):\n    return \" \".join(reversed(s.split()))"],
  must_stay=["Split on whitespace, reverse, join.", "becomes \"blue is sky the\""],
  note="an HTML <pre> block")

c("tc12", "code-table-cells",
  r"""Write a function `count_bits(n)` that returns the number of 1 bits in the binary representation of a non-negative integer n.""",
  r"""Brian Kernighan's trick clears the lowest set bit each step.

| line | code | why |
|---|---|---|
| 1 | `def count_bits(n):` | signature |
| 2 | `c = 0` | counter |
| 3 | `while n:` | until no bits left |
| 4 | `n &= n - 1` | clear lowest set bit |
| 5 | `c += 1` | count it |
| 6 | `return c` | done |

```python
def count_bits(n):
    c = 0
    while n:
        n &= n - 1
        c += 1
    return c
```

count_bits(11) = 3 since 11 = 0b1011.""",
  leak_forms=["| 4 | `n &= n - 1` | clear lowest set bit |"],
  must_stay=["Brian Kernighan's trick clears the lowest set bit each step.", "count_bits(11) = 3"],
  note="the program line by line in a markdown table")

# ---------------------------------------------------------------- code must-stay probes, realistic
q("tq01", "real-code-probe-walkthrough", TWO_SUM,
  r"""We can solve this in one pass with a hash map.

### Approach
As we scan the array, we remember every value we have seen together with its index. For the current value, the partner we need is `target - num`; if it was seen earlier we are done.

### Solution Code

```python
def two_sum(nums, target):
    index_of = {}
    for i, num in enumerate(nums):
        if target - num in index_of:
            return [index_of[target - num], i]
        index_of[num] = i
    return []
```

### Walk-through
Input: nums = [2, 7, 11, 15], target = 9
- i = 0, num = 2: need 7, not seen yet; store 2 → 0.
- i = 1, num = 7: need 2, seen at index 0.

Output: [0, 1]

### Complexity
- **Time:** $O(n)$, one pass with $O(1)$ average dictionary operations.
- **Space:** $O(n)$ for the dictionary.""",
  must_stay=["Input: nums = [2, 7, 11, 15], target = 9", "i = 1, num = 7: need 2, seen at index 0.",
             "Output: [0, 1]", "**Time:** $O(n)$", "the partner we need is `target - num`"],
  note="approach, sample walk-through and complexity must survive")

q("tq02", "real-code-probe-stdin-samples",
  r"""Read two integers $a$ and $b$ from one line of standard input and print their sum, difference and product, each on its own line.""",
  r"""### Approach
Read the line, split it into two integers, then print the three results.

### Solution

```python
a, b = map(int, input().split())
print(a + b)
print(a - b)
print(a * b)
```

### Example

Input:
```text
7 3
```

Output:
```text
10
4
21
```

### Edge cases
- Negative numbers: `-2 5` gives `3`, `-7`, `-10`.
- Large values are fine because Python integers are unbounded.

**Complexity:** $O(1)$.""",
  must_stay=["7 3", "10\n4\n21", "`-2 5` gives `3`, `-7`, `-10`", "Python integers are unbounded"],
  note="sample input and output blocks and edge cases must stay")

q("tq03", "real-code-probe-asserts",
  r"""Write a function `is_anagram(s, t)` that returns True if `t` is an anagram of `s`.""",
  r"""### Approach
Two strings are anagrams exactly when they have the same character counts.

### Tests first
I will check the solution against these cases:

```python
assert is_anagram("anagram", "nagaram") is True
assert is_anagram("rat", "car") is False
assert is_anagram("", "") is True
```

### Solution

```python
from collections import Counter

def is_anagram(s, t):
    return Counter(s) == Counter(t)
```

All three assertions pass.

**Complexity:** $O(n)$ time, $O(k)$ space for an alphabet of size $k$.""",
  must_stay=["assert is_anagram(\"rat\", \"car\") is False", "same character counts", "$O(k)$ space"],
  note="a block of the model's own asserts is sample I/O, not the program")

q("tq04", "real-code-probe-recurrence",
  r"""Write a function `count_inversions(a)` that returns the number of pairs $i < j$ with $a[i] > a[j]$.""",
  r"""### Approach
Use merge sort: while merging two sorted halves, every time we take an element from the right half, it forms an inversion with every element still remaining in the left half.

### Solution

```python
def count_inversions(a):
    def sort(xs):
        if len(xs) <= 1:
            return xs, 0
        mid = len(xs) // 2
        left, x = sort(xs[:mid])
        right, y = sort(xs[mid:])
        merged, inv, i, j = [], x + y, 0, 0
        while i < len(left) and j < len(right):
            if left[i] <= right[j]:
                merged.append(left[i]); i += 1
            else:
                merged.append(right[j]); j += 1
                inv += len(left) - i
        merged += left[i:] + right[j:]
        return merged, inv
    return sort(list(a))[1]
```

### Complexity
The recurrence is $T(n) = 2T(n/2) + O(n)$, so $T(n) = O(n \log n)$.

### Example
For `[2, 4, 1, 3, 5]` the inversions are $(2,1)$, $(4,1)$, $(4,3)$, so the function returns `3`.""",
  must_stay=["T(n) = 2T(n/2) + O(n)", "(2,1)$, $(4,1)$, $(4,3)", "it forms an inversion with every element still remaining"],
  note="recurrence and example must stay")

q("tq05", "real-code-probe-dp-table",
  r"""You are climbing a staircase with $n$ steps, taking 1 or 2 steps at a time. Write `climb_stairs(n)` returning the number of distinct ways to reach the top ($n \ge 1$).""",
  r"""### Recurrence
Let `dp[i]` be the number of ways to reach step `i`. The last move is a 1-step from `i - 1` or a 2-step from `i - 2`, so `dp[i] = dp[i - 1] + dp[i - 2]` with `dp[0] = dp[1] = 1`.

### Table for n = 5

| i | 0 | 1 | 2 | 3 | 4 | 5 |
|---|---|---|---|---|---|---|
| dp[i] | 1 | 1 | 2 | 3 | 5 | 8 |

### Solution Code

```python
def climb_stairs(n):
    a, b = 1, 1
    for _ in range(n - 1):
        a, b = b, a + b
    return b
```

We only keep the last two values, so space is $O(1)$ and time is $O(n)$.""",
  must_stay=["`dp[i] = dp[i - 1] + dp[i - 2]`", "| dp[i] | 1 | 1 | 2 | 3 | 5 | 8 |", "space is $O(1)$"],
  note="the recurrence in inline code and the DP table must stay")

# ---------------------------------------------------------------- code must-stay probes, adversarial
q("tq06", "code-probe-identifiers",
  r"""Write a function `max_profit(prices)` that returns the maximum profit from one buy followed by one later sell (0 if no profit is possible).""",
  r"""Keep `lowest`, the smallest price so far, and `best`, the best profit so far; each day compare `price - lowest` with `best`.

```python
def max_profit(prices):
    lowest = float("inf")
    best = 0
    for price in prices:
        lowest = min(lowest, price)
        best = max(best, price - lowest)
    return best
```

[7, 1, 5, 3, 6, 4] gives 5 (buy at 1, sell at 6).""",
  must_stay=["Keep `lowest`, the smallest price so far, and `best`, the best profit so far",
             "[7, 1, 5, 3, 6, 4] gives 5 (buy at 1, sell at 6)"],
  note="identifiers named in prose are not the program")

q("tq07", "code-probe-signature-given",
  r"""Complete the function `def merge_intervals(intervals: list[list[int]]) -> list[list[int]]:` that merges all overlapping intervals and returns them sorted by start.""",
  r"""The signature `def merge_intervals(intervals: list[list[int]]) -> list[list[int]]:` is given. Sort by start, then extend the last merged interval while the next one overlaps.

Edge cases: an empty list returns []; touching intervals like [1, 4] and [4, 5] merge into [1, 5].

```python
def merge_intervals(intervals: list[list[int]]) -> list[list[int]]:
    out = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return out
```""",
  must_stay=["Sort by start, then extend the last merged interval while the next one overlaps.",
             "touching intervals like [1, 4] and [4, 5] merge into [1, 5]"],
  note="the signature is a given of the problem; the procedure and edge cases must stay")

q("tq08", "code-probe-run-command",
  r"""Read $n$ from standard input and print the $n$-th triangular number $1 + 2 + \cdots + n$.""",
  r"""Use the closed form instead of a loop. Run with:

```bash
echo 4 | python3 tri.py
```

which should print 10 (1 + 2 + 3 + 4).

```python
n = int(input())
print(n * (n + 1) // 2)
```

For n = 100 it prints 5050.""",
  must_stay=["echo 4 | python3 tri.py", "which should print 10 (1 + 2 + 3 + 4)", "For n = 100 it prints 5050"],
  note="a run command and sample outputs are not the program")

if __name__ == "__main__":
    n = write(cases, os.path.join(HERE, "heldout.jsonl"))
    real = sum(c["kind"].startswith("real-") for c in cases)
    print(f"{n} cases, {real} realistic")
