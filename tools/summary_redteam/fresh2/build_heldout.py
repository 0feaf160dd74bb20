"""Write tools/summary_redteam/fresh2/heldout.jsonl (held-out red-team set, written black-box)."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from casekit import case, write  # noqa: E402

L, S = "leak_must_be_hidden", "must_stay"
C = []

# ---------------------------------------------------------------- math leaks
C.append(case("hm01", "number-words", "math",
    "A jar has 4 red, 5 blue and 3 green marbles. What fraction of the marbles are green?",
    r"""The jar holds $4 + 5 + 3 = 12$ marbles, 3 of them green, so exactly a quarter of the marbles are green, as the ratio 3 : 12 shows. Good.

$\boxed{\frac{1}{4}}$""", L,
    must_stay=["4 + 5 + 3 = 12"], leak_forms=["a quarter of the marbles"],
    note="fraction word inside a sentence that ends with a remark"))

C.append(case("hm02", "ordinal-word", "math",
    "Which term of the arithmetic sequence 3, 7, 11, 15, ... equals 27?",
    r"""The $n$-th term is $3 + 4(n-1)$. Setting $3 + 4(n-1) = 27$ gives $4(n-1) = 24$, so $n - 1 = 6$.
Hence 27 is the seventh term of the sequence.

$\boxed{7}$""", L,
    must_stay=["3 + 4(n-1) = 27", "4(n-1) = 24"], leak_forms=["the seventh term"],
    note="ordinal answer; n - 1 = 6 is the last step's input"))

C.append(case("hm03", "multiplicative-word", "math",
    "The radius of a cylinder is kept fixed and its height is doubled. By what factor does its volume change?",
    r"""$V = \pi r^2 h$ is linear in $h$, so when the height doubles the volume doubles as well.

$\boxed{2}$""", L,
    must_stay=["V = \\pi r^2 h"], leak_forms=["the volume doubles"],
    note="'doubles' for factor 2; the given 'doubled' is in the problem"))

C.append(case("hm04", "infinity-words", "math",
    "How many pairs of real numbers $(x, y)$ satisfy $x + y = 3$ and $2x + 2y = 6$?",
    r"""The second equation is twice the first, so the two lines coincide: every point of $x + y = 3$ works, and there are infinitely many pairs.

$\boxed{\infty}$""", L,
    must_stay=["The second equation is twice the first"], leak_forms=["infinitely many pairs"],
    note="infinity in words"))

C.append(case("hm05", "zero-as-words", "math",
    "How many primes are there between 24 and 28?",
    r"""Check 25 = 5², 26 = 2·13, 27 = 3³. So there are none in that range.

$\boxed{0}$""", L,
    must_stay=["26 = 2·13"], leak_forms=["there are none"],
    note="0 as 'none'"))

C.append(case("hm06", "yes-no-word", "math",
    "Can a 5×5 board with one corner removed be tiled by 1×2 dominoes? Answer Yes or No.",
    r"""A domino covers one black and one white square. The 5×5 board has 13 squares of one colour and 12 of the other; removing a corner (of the majority colour) leaves 12 and 12, but the board has 24 squares... wait, $25 - 1 = 24$ squares, which is even, so counting alone does not decide it. Colour check: corners share the majority colour, so 12 black and 12 white remain; a tiling exists, e.g. fill row by row with a snake of dominoes. So a tiling is possible.

$\boxed{\text{Yes}}$""", L,
    must_stay=["25 - 1 = 24"], leak_forms=["a tiling is possible"],
    note="Yes as 'possible'"))

C.append(case("hm07", "unicode-fraction", "math",
    "A tank is filled at 6 liters per minute and drained at 2 liters per minute. What fraction of the filling rate is lost to the drain?",
    r"""Lost: 2 of every 6 liters, i.e. ⅓ of the inflow, leaving 4 liters net per minute.

$\boxed{\frac{1}{3}}$""", L,
    must_stay=["2 of every 6 liters"], leak_forms=["⅓"],
    note="Unicode fraction in mid-sentence"))

C.append(case("hm08", "cjk-numeral", "math",
    "How many edges does a cube have?",
    r"""A cube has 6 faces with 4 edges each, and every edge is shared by 2 faces: $\frac{6 \cdot 4}{2}$.

(答案：十二条棱。)

$\boxed{12}$""", L,
    must_stay=["\\frac{6 \\cdot 4}{2}"], leak_forms=["十二"],
    note="CJK numeral in a parenthetical"))

C.append(case("hm09", "repeating-decimal", "math",
    "Compute $\\frac{1}{11} + \\frac{2}{11}$ as a fraction.",
    r"""Same denominator: $\frac{1 + 2}{11}$. In decimal form this is 0.272727… $= 0.\overline{27}$.

$\boxed{\frac{3}{11}}$""", L,
    must_stay=["\\frac{1 + 2}{11}"], leak_forms=["0.272727…", "0.\\overline{27}"],
    note="overline repeating decimal and ellipsis character"))

C.append(case("hm10", "scientific-notation", "math",
    "A bacterium has mass 0.0008 mg. What is the total mass of 3 bacteria, in mg?",
    r"""$3 \times 0.0008$ mg; in scientific notation that is $2.4 \times 10^{-3}$ mg (2.4e-3).

$\boxed{0.0024}$""", L,
    must_stay=["3 \\times 0.0008"], leak_forms=["2.4 \\times 10^{-3}", "2.4e-3"],
    note="negative exponent scientific notation"))

C.append(case("hm11", "other-base", "math",
    "What is the largest value an unsigned 8-bit integer can hold?",
    r"""With 8 bits, all ones: $2^8 - 1$. In binary 11111111₂, in hex 0xFF.

$\boxed{255}$""", L,
    must_stay=["2^8 - 1"], leak_forms=["0xFF", "11111111₂"],
    note="hex/binary forms"))

C.append(case("hm12", "mixed-number-latex", "math",
    "Pipe A alone fills a tank in 3 hours and pipe B alone in 3 hours. How many hours do they take together?",
    r"""Rates: $\frac13 + \frac13 = \frac23$ tank per hour, so the time is $1 \div \frac{2}{3}$, which is $1\frac{1}{2}$ hours.

$\boxed{\frac{3}{2}}$""", L,
    must_stay=["\\frac13 + \\frac13 = \\frac23"], leak_forms=["1\\frac{1}{2}"],
    note="LaTeX mixed number"))

C.append(case("hm13", "percent-for-decimal", "math",
    "Three fair coins are tossed. What is the probability of exactly zero heads, as a decimal?",
    r"""Only TTT: $(1/2)^3$, a 12.5% chance.

$\boxed{0.125}$""", L,
    must_stay=["(1/2)^3"], leak_forms=["12.5%"],
    note="percent for a decimal answer"))

C.append(case("hm14", "decimal-approx", "math",
    "Find $\\sin 45^\\circ$ in simplest radical form.",
    r"""In the isosceles right triangle with legs 1, the hypotenuse is $\sqrt{2}$, so $\sin 45^\circ = 1/\sqrt2$, numerically about 0.7071.

$\boxed{\frac{\sqrt{2}}{2}}$""", L,
    must_stay=["the hypotenuse is $\\sqrt{2}$"], leak_forms=["0.7071", "1/\\sqrt2"],
    note="decimal approximation and an unrationalised equal form"))

C.append(case("hm15", "unicode-sqrt", "math",
    "Find the distance between $(1, 2)$ and $(4, 5)$.",
    r"""$\Delta x = 3$, $\Delta y = 3$, so the distance is √18 = 3√2.

$\boxed{3\sqrt{2}}$""", L,
    must_stay=["\\Delta x = 3"], leak_forms=["√18", "3√2"],
    note="Unicode radical"))

C.append(case("hm16", "degrees-for-radians", "math",
    "Find the interior angle of a regular hexagon in radians.",
    r"""Sum of interior angles $(6-2) \cdot 180^\circ = 720^\circ$; each angle is $720^\circ / 6$, i.e. 120 degrees.

$\boxed{\frac{2\pi}{3}}$""", L,
    must_stay=["(6-2) \\cdot 180^\\circ = 720^\\circ"], leak_forms=["120 degrees"],
    note="degrees in words for a radian answer"))

C.append(case("hm17", "tuple-pieces", "math",
    "Find $(a, b)$ such that $a + b = -1$ and $a - b = 5$.",
    r"""Adding: $2a = 4$. We get a = 2, b = -3.

Verify: $2 + (-3) = -1$ and $2 - (-3) = 5$. ✓

$\boxed{(2, -3)}$""", L,
    must_stay=["2a = 4"], leak_forms=["a = 2, b = -3", "2 + (-3) = -1"],
    note="components in prose and in a verification line before the box"))

C.append(case("hm18", "interval-as-inequality", "math",
    "Find the domain of $f(x) = \\sqrt{x - 1}$ in interval notation.",
    r"""We need $x - 1 \ge 0$, i.e. all real x with x ≥ 1.

$\boxed{[1, \infty)}$""", L,
    must_stay=["x - 1 \\ge 0"], leak_forms=["x ≥ 1"],
    note="half-infinite interval as an inequality"))

C.append(case("hm19", "answer-as-coefficient", "math",
    "What is the coefficient of $x^2$ in the expansion of $(1 + x)^6$?",
    r"""By the binomial theorem,
$$(1+x)^6 = 1 + 6x + 15x^2 + 20x^3 + 15x^4 + 6x^5 + x^6.$$

$\boxed{15}$""", L,
    must_stay=["(1+x)^6 ="], leak_forms=["15x^2"],
    note="answer is a coefficient of the displayed expansion"))

C.append(case("hm20", "polynomial-other-form", "math",
    "Find $f(x)$ if $f(x - 1) = x^2$.",
    r"""Put $t = x - 1$, so $x = t + 1$ and $f(t) = (t+1)^2$. Expanded, $f(x) = x^2 + 2x + 1$.

$\boxed{(x+1)^2}$""", L,
    must_stay=["x = t + 1"], leak_forms=["x^2 + 2x + 1", "f(t) = (t+1)^2"],
    note="expanded polynomial and the answer in another variable"))

C.append(case("hm21", "equation-other-form", "math",
    "Find the equation of the circle with centre $(1, -2)$ and radius 3, in the form $(x-h)^2 + (y-k)^2 = r^2$.",
    r"""Expanded, the circle is $x^2 - 2x + y^2 + 4y - 4 = 0$.

$\boxed{(x-1)^2 + (y+2)^2 = 9}$""", L,
    must_stay=[], leak_forms=["x^2 - 2x + y^2 + 4y - 4 = 0"],
    note="expanded general form of the circle"))

C.append(case("hm22", "mc-prose", "math",
    "What is the units digit of $7^{2023}$? (A) 1 (B) 3 (C) 7 (D) 9 (E) 5",
    r"""Units digits of powers of 7 cycle 7, 9, 3, 1 with period 4, and $2023 = 4 \cdot 505 + 3$, so we take the third entry of the cycle. (A) and (C) and (D) are out; (B) is right.

$\boxed{B}$""", L,
    must_stay=["7, 9, 3, 1", "2023 = 4 \\cdot 505 + 3"], leak_forms=["(B) is right"],
    note="choice named in prose before the box"))

C.append(case("hm23", "latex-displaystyle", "math",
    "Compute $\\left(\\frac{3}{4}\\right)^2$.",
    r"""$$\left(\frac34\right)^2 = \displaystyle\frac{9}{16}.$$

$\boxed{\frac{9}{16}}$""", L,
    must_stay=[], leak_forms=["\\displaystyle\\frac{9}{16}"],
    note="\\displaystyle fraction at the end of the chain"))

C.append(case("hm24", "latex-thousands", "math",
    "A lottery prize of 5 000 000 is split equally among 4 winners. How much does each get?",
    r"""Each winner receives $5\,000\,000 / 4 = 1\,250\,000$.

$\boxed{1250000}$""", L,
    must_stay=["5\\,000\\,000 / 4"], leak_forms=["1\\,250\\,000"],
    note="thin-space thousands"))

C.append(case("hm25", "percent-word", "math",
    "A price rises from \\$50 to \\$60. By what percent did it rise?",
    r"""The increase is $10$ on a base of $50$: $10/50 = 0.2$, that is twenty per cent.

$\boxed{20\%}$""", L,
    must_stay=["10/50 = 0.2"], leak_forms=["twenty per cent"],
    note="'per cent' spelled as two words"))

C.append(case("hm26", "answer-first-bold", "math",
    "How many positive integers less than 100 are divisible by both 4 and 6?",
    r"""**Answer: 8.**

Divisible by both 4 and 6 means divisible by $\operatorname{lcm}(4,6) = 12$, and $\lfloor 99/12 \rfloor$ counts them.

$\boxed{8}$""", L,
    must_stay=["\\operatorname{lcm}(4,6) = 12", "\\lfloor 99/12 \\rfloor"], leak_forms=["**Answer: 8.**"],
    note="answer stated first in bold"))

C.append(case("hm27", "post-box-word", "math",
    "A carton holds 6 eggs. How many eggs are in 2 cartons?",
    r"""$2 \times 6$ eggs.

$\boxed{12}$ — that's a dozen.""", L,
    must_stay=["2 \\times 6"], leak_forms=["that's a dozen"],
    note="word restatement right after the box on the same line"))

C.append(case("hm28", "verification-code", "math",
    "What is the probability that a random permutation of 1..3 has 1 in the first position?",
    r"""By symmetry each element is first equally often: $\frac{2!}{3!}$.

```python
from fractions import Fraction
from itertools import permutations
ps = list(permutations([1, 2, 3]))
print(Fraction(sum(p[0] == 1 for p in ps), len(ps)))  # -> 1/3
```

$\boxed{\frac{1}{3}}$""", L,
    must_stay=["\\frac{2!}{3!}"], leak_forms=["# -> 1/3"],
    note="output comment of a check script"))

C.append(case("hm29", "unit-conversion", "math",
    "A runner covers 15 km at 6 km/h. How many minutes does it take?",
    r"""Time $= 15 / 6$ hours, i.e. two and a half hours.

$\boxed{150}$""", L,
    must_stay=["15 / 6"], leak_forms=["two and a half hours"],
    note="answer in another unit"))

C.append(case("hm30", "word-answer", "math",
    "Alice and Bob alternately remove 1 or 2 stones from a pile of 7; whoever takes the last stone wins. Alice moves first. Who wins with perfect play?",
    r"""Losing positions are multiples of 3. From 7 Alice takes 1 to leave 6, and keeps leaving multiples of 3, so it's Alice who wins.

$\boxed{\text{Alice}}$""", L,
    must_stay=["Losing positions are multiples of 3"], leak_forms=["it's Alice who wins"],
    note="name answer in prose"))

C.append(case("hm31", "final-answer-line", "math",
    "Evaluate $3^4 - 4^3$.",
    r"""$3^4 = 81$ and $4^3 = 64$, so we need $81 - 64$.

$\boxed{17}$

Final Answer: The final answer is 17. I hope it is correct.""", L,
    must_stay=["3^4 = 81", "4^3 = 64"], leak_forms=["The final answer is 17"],
    note="Minerva-style final line after the box"))

C.append(case("hm32", "decimal-of-fraction", "math",
    "Compute $3 + \\frac{1}{7}$ as an improper fraction.",
    r"""$3 + \frac17 = \frac{21 + 1}{7}$, about 3.142857.

$\boxed{\frac{22}{7}}$""", L,
    must_stay=["\\frac{21 + 1}{7}"], leak_forms=["3.142857"],
    note="decimal for a fraction answer"))

C.append(case("hm33", "function-value", "math",
    "Let $f(x) = x^2 + 2$. Find $f(3)$.",
    r"""Substitute: $f(3) = 3^2 + 2 = 11$.

$\boxed{11}$""", L,
    must_stay=["3^2 + 2"], leak_forms=["= 11"],
    note="the chain ends in the answer (final step result)"))

C.append(case("hm34", "check-before-box", "math",
    "Find the positive integer $n$ with $n(n+1) = 42$.",
    r"""$n^2 + n - 42 = 0$ factors as $(n + 7)(n - 6) = 0$.

Sanity check: 6 × 7 = 42 ✓

$\boxed{6}$""", L,
    must_stay=["n^2 + n - 42 = 0"], leak_forms=["6 × 7 = 42 ✓"],
    note="a check line right before the box states the answer as a factor; (n-6) in the factorisation is work"))

# ------------------------------------------------------------ math must-stay
C.append(case("hp01", "answer-value-as-given", "math",
    "How many diagonals does a convex pentagon have?",
    r"""A pentagon has 5 vertices; each vertex has 2 non-adjacent vertices, and each diagonal is counted twice: $\frac{5 \cdot 2}{2}$.

$\boxed{5}$""", S,
    must_stay=["A pentagon has 5 vertices", "\\frac{5 \\cdot 2}{2}"],
    note="answer equals the number of vertices, a given"))

C.append(case("hp02", "coefficient-equals-answer", "math",
    "What is the sum of the roots of $x^2 - 7x + 12 = 0$?",
    r"""$x^2 - 7x + 12 = (x-3)(x-4)$, with roots 3 and 4, so the sum is $3 + 4$.

$\boxed{7}$""", S,
    must_stay=["x^2 - 7x + 12 = (x-3)(x-4)", "roots 3 and 4", "3 + 4"],
    note="the coefficient 7 of the given equals the answer"))

C.append(case("hp03", "negation-of-answer", "math",
    "If $3x + 12 = 0$, what is $|x|$?",
    r"""$3x = -12$, so $x = -4$, and we take the absolute value.

$\boxed{4}$""", S,
    must_stay=["3x = -12", "x = -4"],
    note="the negation of the answer is the last intermediate"))

C.append(case("hp04", "pronoun-one", "math",
    "Find $\\gcd(35, 12)$.",
    r"""One might try factoring: $35 = 5 \cdot 7$ and $12 = 2^2 \cdot 3$. No prime is shared by the two; not one factor in common.

$\boxed{1}$""", S,
    must_stay=["One might try factoring", "35 = 5 \\cdot 7", "12 = 2^2 \\cdot 3"],
    note="'One' as a pronoun with answer 1"))

C.append(case("hp05", "dense-numerals", "math",
    "Compute $23 \\times 47$.",
    r"""$23 \times 47 = 23 \times 40 + 23 \times 7 = 920 + 161$.

$\boxed{1081}$""", S,
    must_stay=["23 \\times 40 + 23 \\times 7 = 920 + 161"],
    note="all numerals of the derivation are work"))

C.append(case("hp06", "givens-in-words", "math",
    "Seven friends each exchange a gift with every other friend once. How many exchanges happen?",
    r"""Seven friends, each pair exchanges once: the number of pairs is $\binom{7}{2} = \frac{7 \cdot 6}{2}$.

$\boxed{21}$""", S,
    must_stay=["Seven friends", "\\binom{7}{2}", "\\frac{7 \\cdot 6}{2}"],
    note="number words that are givens; the binomial is the setup"))

C.append(case("hp07", "percent-given", "math",
    "A \\$40 meal gets a 15% tip. What is the total in dollars?",
    r"""15% of 40 is $0.15 \times 40 = 6$, and the total is $40 + 6$.

$\boxed{46}$""", S,
    must_stay=["15% of 40", "0.15 \\times 40 = 6", "40 + 6"],
    note="percent given and intermediate"))

C.append(case("hp08", "geometry-angles", "math",
    "Two angles of a triangle are 50° and 60°. Find the third angle in degrees.",
    r"""Angles sum to 180°, so the third is $180° - 50° - 60°$.

$\boxed{70}$""", S,
    must_stay=["Angles sum to 180°", "180° - 50° - 60°"],
    note="degree givens"))

C.append(case("hp09", "probability-given-equal", "math",
    "A fair coin is flipped twice. Given that the first flip is heads, what is the probability that the second is heads?",
    r"""The flips are independent, and each flip is heads with probability 1/2 regardless of the first one.

$\boxed{\frac{1}{2}}$""", S,
    must_stay=["The flips are independent"],
    note="the given probability equals the answer; 'each flip is heads with probability 1/2' is both a given and the answer (judge reads it)"))

C.append(case("hp10", "coefficient-as-given", "math",
    "Solve $3x + 3 = 12$.",
    r"""Subtract 3: $3x = 9$. Divide by 3: $x = 9/3$.

$\boxed{3}$""", S,
    must_stay=["Subtract 3", "3x = 9"],
    note="the constant 3 of the equation equals the answer"))

C.append(case("hp11", "intermediate-power", "math",
    "What is the last digit of $2^{10}$?",
    r"""$2^{10} = 1024$, and we read off the last digit.

$\boxed{4}$""", S,
    must_stay=["2^{10} = 1024"],
    note="the full value from which the answer is read is work"))

C.append(case("hp12", "proof-with-answer", "math",
    "Show that the sum of the first $n$ odd numbers is $n^2$, and use it to compute $1 + 3 + 5 + 7 + 9$.",
    r"""Induction: for $n = 1$, $1 = 1^2$. If $1 + 3 + \dots + (2n-1) = n^2$, adding $2n + 1$ gives $n^2 + 2n + 1 = (n+1)^2$. $\square$

The sum $1 + 3 + 5 + 7 + 9$ has $n = 5$ terms.

$\boxed{25}$""", S,
    must_stay=["n^2 + 2n + 1 = (n+1)^2", "has $n = 5$ terms"],
    note="the proof and n = 5 are work"))

C.append(case("hp13", "step-case-labels", "math",
    "How many ways can you make 10 cents from pennies and nickels only, using at least one nickel?",
    r"""Case 1: one nickel, the rest 5 pennies. Case 2: two nickels, no pennies. Each case gives exactly one way.

$\boxed{2}$""", S,
    must_stay=["Case 1: one nickel", "Case 2: two nickels"],
    note="case labels equal the answer"))

C.append(case("hp14", "wrong-draft-work", "math",
    "What is $\\frac{2}{3} + \\frac{3}{4}$?",
    r"""$\frac{2}{3} + \frac{3}{4} = \frac{2 + 3}{3 + 4}$.

$\boxed{\frac{5}{7}}$""", S,
    must_stay=["\\frac{2 + 3}{3 + 4}"],
    note="wrong draft: the bad step (adding numerators and denominators) must stay for the challenger"))

# further kinds: display environments, multi-part, trailing remarks, other boxes
C.append(case("hm35", "align-last-line", "math",
    "Compute $(a + b)^2 - (a - b)^2$ for $a = 7$, $b = 3$.",
    r"""\begin{align*}
(a+b)^2 - (a-b)^2 &= 4ab \\
&= 4 \cdot 7 \cdot 3 \\
&= 84
\end{align*}

$\boxed{84}$""", L,
    must_stay=["(a+b)^2 - (a-b)^2 &= 4ab", "&= 4 \\cdot 7 \\cdot 3"], leak_forms=["&= 84"],
    note="answer on the last line of an align environment; earlier lines are work"))

C.append(case("hm36", "trailing-remark", "math",
    "In how many ways can a committee of 2 be chosen from 6 people, plus a chair chosen from the remaining 4?",
    r"""Choose the pair: $\binom{6}{2} = 15$. Then the chair: 4 ways. Multiplying, 15 × 4 = 60 committees in all. This counts every committee exactly once, since the pair and the chair play different roles.

$\boxed{60}$""", L,
    must_stay=["\\binom{6}{2} = 15"], leak_forms=["15 × 4 = 60"],
    note="the conclusion sentence is followed by a remark in the same paragraph"))

C.append(case("hm37", "other-box-command", "math",
    "What is the sum of the interior angles of a pentagon, in degrees?",
    r"""$(5 - 2) \cdot 180$. I get \fbox{540}.

$\boxed{540}$""", L,
    must_stay=["(5 - 2) \\cdot 180"], leak_forms=["\\fbox{540}"],
    note="answer in \\fbox before the graded \\boxed"))

C.append(case("hm38", "k-suffix", "math",
    "A company's revenue is \\$36000 per month. What is its yearly revenue in dollars?",
    r"""$12 \times 36000$ dollars per year, i.e. about \$432k.

$\boxed{432000}$""", L,
    must_stay=["12 \\times 36000"], leak_forms=["432k"],
    note="thousands written with a k suffix"))

C.append(case("hm39", "heading-answer", "math",
    "How many ways can the letters of the word LEVEL be arranged?",
    r"""### Counting: 30 arrangements

LEVEL has 5 letters with L twice and E twice: $\frac{5!}{2!\,2!}$.

$\boxed{30}$""", L,
    must_stay=["\\frac{5!}{2!\\,2!}"], leak_forms=["### Counting: 30 arrangements"],
    note="answer in a markdown heading at the top"))

C.append(case("hm40", "matrix-pieces", "math",
    "Compute $\\begin{pmatrix} 1 & 2 \\\\ 0 & 1 \\end{pmatrix}^2$.",
    r"""Square it: the top-left entry is $1 \cdot 1 + 2 \cdot 0$, and so on. The result has rows (1, 4) and (0, 1).

$\boxed{\begin{pmatrix} 1 & 4 \\ 0 & 1 \end{pmatrix}}$""", L,
    must_stay=["1 \\cdot 1 + 2 \\cdot 0"], leak_forms=["rows (1, 4) and (0, 1)"],
    note="matrix answer by rows in prose"))

C.append(case("hp15", "multi-part-earlier-answer", "math",
    "(a) Find the mean of 2, 4, 9. (b) Find the mean of the squares of 2, 4, 9. Give the answer to (b).",
    r"""(a) The mean is $\frac{2 + 4 + 9}{3} = 5$.

(b) The squares are 4, 16, 81, summing to 101, so the mean is $\frac{101}{3}$.

$\boxed{\frac{101}{3}}$""", S,
    must_stay=["\\frac{2 + 4 + 9}{3} = 5", "4, 16, 81", "summing to 101"],
    note="the answer to part (a) is a result, not the graded answer; it stays"))

C.append(case("hp16", "align-work-lines", "math",
    "Simplify $\\frac{x^2 - 9}{x - 3}$ for $x \\ne 3$ and evaluate at $x = 5$.",
    r"""\begin{align*}
\frac{x^2 - 9}{x - 3} &= \frac{(x-3)(x+3)}{x-3} \\
&= x + 3,
\end{align*}
and at $x = 5$ this is $5 + 3$.

$\boxed{8}$""", S,
    must_stay=["\\frac{(x-3)(x+3)}{x-3}", "&= x + 3", "5 + 3"],
    note="the lines of an align that are not the answer stay"))

C.append(case("hm41", "mid-draft-result-then-check", "math",
    "Two dice are rolled. What is the probability that the product of the two numbers is even?",
    r"""Let me count the complement. The product is odd only when both dice are odd. Each die is odd with probability $\frac{3}{6} = \frac12$, so
$$P(\text{odd product}) = \frac12 \cdot \frac12 = \frac14.$$
Therefore $P(\text{even product}) = 1 - \frac14 = \frac34$.

Double-check by direct counting. Outcomes with at least one even die: first die even (18 outcomes) plus first odd and second even ($3 \cdot 3 = 9$ outcomes), total $18 + 9 = 27$ of 36. Since $27/36$ reduces by 9, the two methods agree.

$\boxed{\frac{3}{4}}$""", L,
    must_stay=["\\frac12 \\cdot \\frac12 = \\frac14", "18 + 9 = 27"],
    leak_forms=["1 - \\frac14 = \\frac34"],
    note="the answer is reached mid-draft, then a check paragraph follows; 27/36 is the check's unreduced value (judge reads it)"))

C.append(case("hp17", "long-derivation", "math",
    "A rectangle has perimeter 34 and diagonal 13. Find its area.",
    r"""Let the sides be $a$ and $b$. The perimeter gives $2(a + b) = 34$, so $a + b = 17$. The diagonal gives $a^2 + b^2 = 169$.

Now $(a + b)^2 = a^2 + 2ab + b^2$, so $289 = 169 + 2ab$ and $2ab = 120$.

(The sides are 5 and 12, since $5 + 12 = 17$ and $25 + 144 = 169$.)

The area is $ab = 120 / 2$.

$\boxed{60}$""", S,
    must_stay=["a + b = 17", "a^2 + b^2 = 169", "289 = 169 + 2ab", "2ab = 120", "The sides are 5 and 12"],
    note="long derivation: every intermediate stays"))

C.append(case("hm42", "fraction-word-half", "math",
    "A fair die is rolled. What is the probability that the result is greater than 3?",
    r"""The favourable results are 4, 5 and 6, three of six equally likely faces, so exactly half the time we win. Nothing else to check.

$\boxed{\frac{1}{2}}$""", L,
    must_stay=["4, 5 and 6"], leak_forms=["exactly half the time"],
    note="'half' for 1/2, followed by a filler sentence"))

C.append(case("hp18", "discarded-candidate-phrase", "math",
    "In how many ways can 4 people sit around a round table (rotations are the same)?",
    r"""A naive count gives 24, the number of ways to arrange 4 people in a row, but this counts each seating 4 times, once per rotation. So we divide: $24 / 4$.

$\boxed{6}$""", S,
    must_stay=["A naive count gives 24", "4 times", "24 / 4"],
    note="an answer-like phrase for a discarded count must stay"))

C.append(case("hp19", "running-total-phrase", "math",
    "A shop sells 12 apples on Monday, 15 on Tuesday and 9 on Wednesday, then 20 on Thursday. How many in total?",
    r"""Monday to Wednesday: $12 + 15 + 9 = 36$, so the total so far is 36. Adding Thursday: $36 + 20$.

$\boxed{56}$""", S,
    must_stay=["12 + 15 + 9 = 36", "the total so far is 36", "36 + 20"],
    note="'the total is' phrase for an intermediate total must stay"))

C.append(case("hm43", "post-box-parenthetical", "math",
    "How many terms of the sequence $3, 6, 12, 24, \\ldots$ are less than 100?",
    r"""Each term doubles: 3, 6, 12, 24, 48, 96, 192. The terms below 100 are those up to 96.

$\boxed{6}$

(Six terms, since the seventh, 192, already exceeds 100.)""", L,
    must_stay=["3, 6, 12, 24, 48, 96, 192"], leak_forms=["Six terms, since the seventh"],
    note="parenthetical restatement in words after the box"))

C.append(case("hm44", "remark-after-derivation", "math",
    "How many edges does a triangular prism have?",
    r"""Two triangular faces contribute 3 edges each, and 3 lateral edges join them: $3 + 3 + 3$.

Remark: the answer, 9, is also the number of edges of any prism over a triangle, and in general a prism over an $n$-gon has $3n$ edges.

$\boxed{9}$""", L,
    must_stay=["3 + 3 + 3"], leak_forms=["the answer, 9,"],
    note="a remark paragraph after the derivation names the answer"))

C.append(case("hm45", "relation-to-known-object", "math",
    "Find the prime $p$ such that $p + 10$ and $p + 20$ are also prime.",
    r"""Among $p$, $p + 10$, $p + 20$ the residues mod 3 are $p$, $p + 1$, $p + 2$, so one of the three numbers is divisible by 3 and must equal 3 itself. Since $p + 10, p + 20 > 3$, the number divisible by 3 must be $p$, so p is the only prime divisible by 3, and indeed 13 and 23 are prime.

$\boxed{3}$""", L,
    must_stay=["the residues mod 3 are $p$, $p + 1$, $p + 2$"], leak_forms=["p is the only prime divisible by 3"],
    note="the answer named by a property instead of a value"))

C.append(case("hm46", "word-answer-own-paragraph", "math",
    "Beads on a string repeat red, blue, green, red, blue, green, ... What colour is the 100th bead?",
    r"""The pattern has period 3, and $100 = 33 \cdot 3 + 1$, so the 100th bead is in the same position as the 1st.

That bead is red.

$\boxed{\text{red}}$""", L,
    must_stay=["100 = 33 \\cdot 3 + 1"], leak_forms=["That bead is red."],
    note="word answer restated in its own short paragraph after the derivation"))

C.append(case("hm47", "k-in-n-own-paragraph", "math",
    "A box has 2 white and 5 black balls. One ball is drawn. What is the probability it is white?",
    r"""There are $2 + 5 = 7$ balls and 2 of them are white.

So the chance is 2 in 7.

$\boxed{\frac{2}{7}}$""", L,
    must_stay=["2 + 5 = 7"], leak_forms=["2 in 7"],
    note="'k in n' in its own paragraph"))

C.append(case("hm48", "percent-words-own-paragraph", "math",
    "In a class of 40, 12 students walk to school. What fraction walk? Give a decimal.",
    r"""The fraction is $12/40$.

In other words, thirty percent of the class.

$\boxed{0.3}$""", L,
    must_stay=["12/40"], leak_forms=["thirty percent"],
    note="percent in words in its own paragraph"))

C.append(case("hm49", "post-box-check", "math",
    "Find $x$ if $x + 19 = 42$.",
    r"""Subtract 19 from both sides.

$\boxed{23}$

Check: 23 + 19 = 42 ✓""", L,
    must_stay=["Subtract 19 from both sides"], leak_forms=["23 + 19 = 42"],
    note="check line after the box"))

C.append(case("hm50", "post-box-remark", "math",
    "How many subsets does a 3-element set have?",
    r"""Each element is in or out: $2^3$ subsets.

$\boxed{8}$

Note: that is 8, a perfect cube, matching the $2 \times 2 \times 2$ choices.""", L,
    must_stay=["$2^3$ subsets"], leak_forms=["that is 8, a perfect cube"],
    note="remark after the box restates the answer"))

# ---------------------------------------------------------------- code leaks
P1 = "Given n and n integers, print the number of pairs i < j with a_i + a_j divisible by 3."
C.append(case("hc01", "earlier-renamed-block", "code", P1,
    """Count residues mod 3: pairs are (0,0) or (1,2).

First draft:

```python
vals = list(map(int, open(0).read().split()))[1:]
r = [0, 0, 0]
for v in vals:
    r[v % 3] += 1
print(r[0] * (r[0] - 1) // 2 + r[1] * r[2])
```

Cleaned up with clearer names:

```python
nums = list(map(int, open(0).read().split()))[1:]
cnt = [0, 0, 0]
for x in nums:
    cnt[x % 3] += 1
print(cnt[0] * (cnt[0] - 1) // 2 + cnt[1] * cnt[2])
```""", L,
    must_stay=["Count residues mod 3"],
    leak_forms=["print(r[0] * (r[0] - 1) // 2 + r[1] * r[2])"],
    note="same program with renamed variables earlier"))

P2 = "Given a string s of lowercase letters, print the length of the longest substring without repeated characters."
C.append(case("hc02", "debug-version", "code", P2,
    """Sliding window with last-seen positions.

Debugging run:

```python
s = input().strip()
last = {}
lo = best = 0
for i, ch in enumerate(s):
    if last.get(ch, -1) >= lo:
        lo = last[ch] + 1
    last[ch] = i
    best = max(best, i - lo + 1)
    assert lo <= i + 1, (i, lo)
    print(f"i={i} ch={ch} lo={lo} best={best}")
print(best)
```

Submission:

```python
s = input().strip()
last = {}
lo = best = 0
for i, ch in enumerate(s):
    if last.get(ch, -1) >= lo:
        lo = last[ch] + 1
    last[ch] = i
    best = max(best, i - lo + 1)
print(best)
```""", L,
    must_stay=["Sliding window with last-seen positions"],
    leak_forms=['print(f"i={i} ch={ch} lo={lo} best={best}")', "    if last.get(ch, -1) >= lo:\n        lo = last[ch] + 1\n    last[ch] = i\n    best = max(best, i - lo + 1)\n    assert"],
    note="debug version with assert and f-string trace"))

P3 = "Given n and n integers, print how many of them are strictly greater than the average."
C.append(case("hc03", "js-translation", "code", P3,
    """Compare x * n with the total to avoid floats.

Node.js:

```javascript
const data = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
const n = data[0], a = data.slice(1, n + 1);
const total = a.reduce((s, x) => s + x, 0);
console.log(a.filter(x => x * n > total).length);
```

```python
data = list(map(int, open(0).read().split()))
n, a = data[0], data[1:data[0] + 1]
total = sum(a)
print(sum(1 for x in a if x * n > total))
```""", L,
    must_stay=["Compare x * n with the total to avoid floats"],
    leak_forms=["console.log(a.filter(x => x * n > total).length);"],
    note="JavaScript translation"))

P4 = "Given n and n integers, print their sum modulo 10^9+7."
C.append(case("hc04", "oneliner-prose-plain", "code", P4,
    """Nothing tricky: read everything and the solution is literally print(sum(map(int, open(0).read().split()[1:])) % (10**9 + 7)) in one line.

```python
data = open(0).read().split()
print(sum(map(int, data[1:])) % (10**9 + 7))
```""", L,
    must_stay=["Nothing tricky"],
    leak_forms=["print(sum(map(int, open(0).read().split()[1:])) % (10**9 + 7))"],
    note="one-liner in prose without backticks"))

P5 = "Given n, print the n-th triangular number."
C.append(case("hc05", "list-indented-block", "code", P5,
    """Steps:

1. Use the closed form n(n+1)/2. The code is just:

       n = int(input())
       print(n * (n + 1) // 2)

2. Integer division keeps it exact.

```python
n = int(input())
print(n * (n + 1) // 2)
```""", L,
    must_stay=["Integer division keeps it exact"],
    leak_forms=["       print(n * (n + 1) // 2)\n\n2.", "closed form n(n+1)/2"],
    note="indented code inside a numbered list item; the closed form is the program's printed expression"))

P6 = "Given two integers a and b, print a^b mod 1000000007 (0 <= b <= 10^18)."
C.append(case("hc06", "tilde-fence-plain", "code", P6,
    """Fast exponentiation; Python's pow does it.

~~~
a, b = map(int, input().split())
print(pow(a, b, 1000000007))
~~~

```python
a, b = map(int, input().split())
print(pow(a, b, 1000000007))
```""", L,
    must_stay=["Fast exponentiation"],
    leak_forms=["~~~\na, b = map(int, input().split())\nprint(pow(a, b, 1000000007))"],
    note="~~~ fence without a language tag"))

P7 = "Given a line of integers, print them sorted in non-decreasing order."
C.append(case("hc07", "heredoc-plain", "code", P7,
    """Sort and print. Make the file with

cat > sort.py << 'END'
a = sorted(map(int, input().split()))
print(*a)
END

and run `python3 sort.py < in.txt`.

```python
a = sorted(map(int, input().split()))
print(*a)
```""", L,
    must_stay=["Sort and print", "python3 sort.py < in.txt"],
    leak_forms=["a = sorted(map(int, input().split()))\nprint(*a)\nEND"],
    note="heredoc in plain prose, not in a fence"))

C.append(case("hc08", "doctest-session", "code", "Given a word, print the number of vowels (a, e, i, o, u) in it.",
    """Count membership in a vowel set. Interactive check:

>>> def vowels(w):
...     return sum(ch in "aeiou" for ch in w.lower())
>>> vowels("Education")
5

```python
def vowels(w):
    return sum(ch in "aeiou" for ch in w.lower())
print(vowels(input().strip()))
```""", L,
    must_stay=["Count membership in a vowel set", 'vowels("Education")'],
    leak_forms=['...     return sum(ch in "aeiou" for ch in w.lower())'],
    note="REPL session outside a fence"))

P9 = "Given n and n integers, print the second largest distinct value, or -1 if it does not exist."
C.append(case("hc09", "new-file-diff", "code", P9,
    """Take the distinct values, sort them.

```diff
--- /dev/null
+++ b/sol.py
@@ -0,0 +1,4 @@
+input()
+vals = sorted(set(map(int, input().split())))
+print(vals[-2] if len(vals) >= 2 else -1)
```

```python
input()
vals = sorted(set(map(int, input().split())))
print(vals[-2] if len(vals) >= 2 else -1)
```""", L,
    must_stay=["Take the distinct values, sort them"],
    leak_forms=["+vals = sorted(set(map(int, input().split())))", "+print(vals[-2] if len(vals) >= 2 else -1)"],
    note="new-file diff with every line added"))

P10 = "Given n, print 'Fizz', 'Buzz', 'FizzBuzz' or the number for each i from 1 to n."
C.append(case("hc10", "html-pre-code", "code", P10,
    """Classic.

<pre><code class="language-python">n = int(input())
for i in range(1, n + 1):
    print("FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else i)
</code></pre>

```python
n = int(input())
for i in range(1, n + 1):
    print("FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else i)
```""", L,
    must_stay=["Classic."],
    leak_forms=['<pre><code class="language-python">n = int(input())'],
    note="HTML pre+code block"))

P11 = "Given n integers, print (max - min) * 2."
C.append(case("hc11", "return-expr-prose", "code", P11,
    """The result is twice the range, so we output (max(a) - min(a)) * 2 after reading the list.

```python
input()
a = list(map(int, input().split()))
print((max(a) - min(a)) * 2)
```""", L,
    must_stay=["The result is twice the range"],
    leak_forms=["(max(a) - min(a)) * 2 after"],
    note="the printed expression restated in prose"))

P12 = "Given n and n integers, print the length of the longest run of equal adjacent values."
C.append(case("hc12", "kotlin-translation", "code", P12,
    """Scan and reset a counter when the value changes.

Kotlin:

```kotlin
fun main() {
    readLine()
    val a = readLine()!!.trim().split(" ").map { it.toInt() }
    var best = 1; var cur = 1
    for (i in 1 until a.size) {
        cur = if (a[i] == a[i - 1]) cur + 1 else 1
        best = maxOf(best, cur)
    }
    println(best)
}
```

```python
input()
a = list(map(int, input().split()))
best = cur = 1
for i in range(1, len(a)):
    cur = cur + 1 if a[i] == a[i - 1] else 1
    best = max(best, cur)
print(best)
```""", L,
    must_stay=["Scan and reset a counter when the value changes"],
    leak_forms=["cur = if (a[i] == a[i - 1]) cur + 1 else 1"],
    note="Kotlin translation"))

P13 = "Given n, print the number of trailing zeros of n!."
C.append(case("hc13", "terminal-transcript", "code", P13,
    """Count factors of 5. My terminal:

```console
$ cat sol.py
n = int(input())
z = 0
while n:
    n //= 5
    z += n
print(z)
$ echo 100 | python3 sol.py
24
```

```python
n = int(input())
z = 0
while n:
    n //= 5
    z += n
print(z)
```""", L,
    must_stay=["Count factors of 5", "echo 100 | python3 sol.py"],
    leak_forms=["$ cat sol.py\nn = int(input())\nz = 0\nwhile n:\n    n //= 5"],
    note="program shown by `cat` in a console transcript"))

P14 = "Given n and n integers, print the number of inversions (i < j, a_i > a_j). n <= 2000."
C.append(case("hc14", "semicolon-oneliner", "code", P14,
    """n is small, O(n^2) is fine. Compactly: n=int(input());a=list(map(int,input().split()));print(sum(a[i]>a[j] for i in range(n) for j in range(i+1,n)))

```python
n = int(input())
a = list(map(int, input().split()))
print(sum(a[i] > a[j] for i in range(n) for j in range(i + 1, n)))
```""", L,
    must_stay=["O(n^2) is fine"],
    leak_forms=["print(sum(a[i]>a[j] for i in range(n) for j in range(i+1,n)))"],
    note="whole program reformatted as one semicolon line in prose"))

P15 = "Given n, print the sum of the squares 1^2 + ... + n^2."
C.append(case("hc15", "lambda-prose", "code", P15,
    """Closed form: f = lambda n: n * (n + 1) * (2 * n + 1) // 6 and print f(n).

```python
n = int(input())
print(n * (n + 1) * (2 * n + 1) // 6)
```""", L,
    must_stay=["Closed form"],
    leak_forms=["lambda n: n * (n + 1) * (2 * n + 1) // 6"],
    note="the program as a lambda in prose"))

P16 = "Given a string, print it with its words capitalised (first letter upper-case, rest lower-case)."
C.append(case("hc16", "reformatted-earlier", "code", P16,
    """`str.title` mishandles apostrophes, so capitalise each word by hand.

```python
print(' '.join(w[:1].upper()+w[1:].lower() for w in input().split(' ')))
```

Formatted for readability (this is what I submit):

```python
words = input().split(" ")
print(" ".join(
    w[:1].upper() + w[1:].lower()
    for w in words
))
```""", L,
    must_stay=["`str.title` mishandles apostrophes"],
    leak_forms=["print(' '.join(w[:1].upper()+w[1:].lower() for w in input().split(' ')))"],
    note="same program written compactly earlier, reformatted in the graded block"))

C.append(case("hc17", "function-version-earlier", "code",
    "Given n and n integers, print how many of them equal the maximum value.",
    """Find the maximum, then count it. I first wrote it as a function and tested it:

```python
def count_max(a):
    m = max(a)
    return sum(1 for x in a if x == m)

assert count_max([3, 1, 3, 2]) == 2
assert count_max([5]) == 1
```

Both asserts pass. The linear scan is O(n). For the judge, the same logic reading stdin:

```python
input()
a = list(map(int, input().split()))
m = max(a)
print(sum(1 for x in a if x == m))
```""", L,
    must_stay=["Find the maximum, then count it", "The linear scan is O(n)"],
    leak_forms=["    m = max(a)\n    return sum(1 for x in a if x == m)"],
    note="the same logic as a tested function earlier"))

P19 = "Given n (1 <= n <= 10^18), print the number of integers k in [0, n] with k even."
C.append(case("hc18", "formula-in-latex-prose", "code", P19,
    """The even numbers in $[0, n]$ are $0, 2, \\ldots$, so the count is $\\lfloor n/2 \\rfloor + 1$; with Python's integer division that is one line.

```python
n = int(input())
print(n // 2 + 1)
```""", L,
    must_stay=["The even numbers in $[0, n]$"],
    leak_forms=["\\lfloor n/2 \\rfloor + 1"],
    note="the whole program is the formula stated in LaTeX prose"))

P20 = "Given a line of integers, print how many distinct values it contains."
C.append(case("hc19", "shell-pipeline", "code", P20,
    """Put the values in a set and count. (From a shell the same thing is `tr ' ' '\\n' | sort -u | wc -l`.)

```python
print(len(set(input().split())))
```""", L,
    must_stay=["Put the values in a set and count"],
    leak_forms=["tr ' ' '\\n' | sort -u | wc -l"],
    note="a complete shell-pipeline translation in inline code"))

P21 = "Given n and n integers, print how many elements must be removed so that all remaining values are distinct."
C.append(case("hc20", "program-in-words", "code", P21,
    """Keep one copy of each value; everything else goes. So the program reads the list and prints n minus the number of distinct values, which is the length of the list minus the size of its set.

```python
n = int(input())
a = input().split()
print(n - len(set(a)))
```""", L,
    must_stay=["Keep one copy of each value"],
    leak_forms=["prints n minus the number of distinct values"],
    note="the printed expression in plain words"))

# ------------------------------------------------------------ code must-stay
C.append(case("hq01", "sample-io-explained", "code", P1,
    """Residues mod 3 of the sample 1 2 3 4 5 are 1, 2, 0, 1, 2: cnt = [1, 2, 2]. Pairs: C(1,2) = 0 from residue 0 and 2 * 2 = 4 from residues 1 and 2, so the sample output is 4.

Input:
```
5
1 2 3 4 5
```
Output:
```
4
```

```python
n = int(input())
cnt = [0, 0, 0]
for x in map(int, input().split()):
    cnt[x % 3] += 1
print(cnt[0] * (cnt[0] - 1) // 2 + cnt[1] * cnt[2])
```""", S,
    must_stay=["1, 2, 0, 1, 2", "cnt = [1, 2, 2]", "2 * 2 = 4", "5\n1 2 3 4 5"],
    note="sample trace and I/O"))

C.append(case("hq02", "closed-form-derivation", "code", P5,
    """The $n$-th triangular number is $T_n = \\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}$ (pair the first and last terms). For n = 4: 1 + 2 + 3 + 4 = 10.

```python
n = int(input())
print(n * (n + 1) // 2)
```""", S,
    must_stay=["pair the first and last terms", "1 + 2 + 3 + 4 = 10", "T_n = \\sum_{i=1}^{n} i"],
    note="the derivation's idea and the sample stay; the closed form itself is the program's expression, so hiding it is acceptable"))

C.append(case("hq03", "complexity-memory", "code", P2,
    """Each index enters and leaves the window once: O(n) time. The dictionary holds at most 26 keys, so memory is O(1) beyond the string; for |s| = 10^5 that is about 10^5 steps.

```python
s = input().strip()
pos = {}
start = ans = 0
for i, c in enumerate(s):
    if c in pos and pos[c] >= start:
        start = pos[c] + 1
    pos[c] = i
    ans = max(ans, i - start + 1)
print(ans)
```""", S,
    must_stay=["O(n) time", "at most 26 keys", "about 10^5 steps"],
    note="complexity with numbers"))

C.append(case("hq04", "test-table", "code", P9,
    """Tests I ran:

| input | expected |
|---|---|
| `3 / 1 2 3` | 2 |
| `3 / 5 5 5` | -1 |
| `4 / 7 7 3 1` | 3 |

```python
input()
v = sorted(set(map(int, input().split())), reverse=True)
print(v[1] if len(v) > 1 else -1)
```""", S,
    must_stay=["| `3 / 5 5 5` | -1 |", "| `4 / 7 7 3 1` | 3 |"],
    note="test table with inline inputs"))

C.append(case("hq05", "api-names-prose", "code", P14,
    """For larger n one would use a merge sort count or a Fenwick tree over compressed values; here `n <= 2000`, so the double loop (about 2*10^6 comparisons) is fine. `itertools.combinations` would also work.

```python
n = int(input())
a = list(map(int, input().split()))
inv = 0
for i in range(n):
    for j in range(i + 1, n):
        if a[i] > a[j]:
            inv += 1
print(inv)
```""", S,
    must_stay=["Fenwick tree over compressed values", "about 2*10^6 comparisons", "`itertools.combinations`"],
    note="API names and alternative algorithms in prose"))

C.append(case("hq06", "bug-explained", "code", P13,
    """A common bug is counting only multiples of 5 and forgetting 25, 125, ... which contribute extra fives: for n = 100 that gives 20 instead of 24. So divide repeatedly by 5.

```python
n = int(input())
t = 0
p = 5
while p <= n:
    t += n // p
    p *= 5
print(t)
```""", S,
    must_stay=["forgetting 25, 125", "gives 20 instead of 24", "divide repeatedly by 5"],
    note="bug description with numbers stays"))

C.append(case("hq07", "io-idiom-prose", "code", P4,
    """Input can have 10^6 numbers, so read it all at once with sys.stdin.buffer.read() rather than calling input() per line; take the modulus once at the end since Python ints are unbounded.

```python
import sys
d = sys.stdin.buffer.read().split()
print(sum(map(int, d[1:])) % 1000000007)
```""", S,
    must_stay=["sys.stdin.buffer.read()", "take the modulus once at the end"],
    note="an I/O idiom named in prose, not the program"))

P18 = "Given n integers and q queries (l, r), print the sum of a[l..r] (1-indexed) for each query."
C.append(case("hq08", "example-arrays", "code", P18,
    """Prefix sums: for a = [3, 1, 4] the prefix array is [0, 3, 4, 8], and the query (2, 3) is 8 - 3 = 5.

Sample:
```
3 1
3 1 4
2 3
```
gives
```
5
```

```python
import sys
d = sys.stdin.buffer.read().split()
n, q = int(d[0]), int(d[1])
p = [0]
for v in d[2:2 + n]:
    p.append(p[-1] + int(v))
o = []
for k in range(q):
    l, r = int(d[2 + n + 2*k]), int(d[3 + n + 2*k])
    o.append(p[r] - p[l - 1])
print("\\n".join(map(str, o)))
```""", S,
    must_stay=["[0, 3, 4, 8]", "8 - 3 = 5", "3 1\n3 1 4\n2 3"],
    note="example arrays and the sample stay"))

C.append(case("hq09", "perf-test-commands", "code", P14,
    """To be sure the quadratic loop is fast enough I timed it on the largest input:

```bash
python3 -c "print(2000); print(*range(2000, 0, -1))" > big.txt
time python3 sol.py < big.txt
```

It takes about 0.4 s for n = 2000, which gives 1999000 inversions (the maximum, n(n-1)/2).

```python
n = int(input())
a = list(map(int, input().split()))
c = 0
for i in range(n):
    ai = a[i]
    for j in range(i + 1, n):
        c += ai > a[j]
print(c)
```""", S,
    must_stay=["time python3 sol.py < big.txt", "about 0.4 s for n = 2000", "1999000 inversions"],
    note="a generator one-liner and timing commands are not the program"))

C.append(case("hq10", "exchange-argument", "code",
    "Given n jobs with durations, order them to minimise the sum of completion times; print that minimum sum.",
    """Exchange argument: if a longer job $p_i$ comes right before a shorter one $p_j < p_i$, swapping them changes the total by $p_j - p_i < 0$, so the optimal order is by increasing duration (shortest processing time first). For durations 3, 1, 2 the order 1, 2, 3 gives completion times 1, 3, 6 and total 10.

```python
input()
t = 0
s = 0
for p in sorted(map(int, input().split())):
    t += p
    s += t
print(s)
```""", S,
    must_stay=["p_j - p_i < 0", "shortest processing time first", "completion times 1, 3, 6 and total 10"],
    note="a proof of the greedy rule stays"))

if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "heldout.jsonl")
    n = write(C, out)
    from collections import Counter
    print(n, "cases", Counter((c["domain"], c["expect"]) for c in C))
