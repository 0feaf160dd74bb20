"""fresh9 math must-stay probes (vp01-vp19); imported by build_heldout.py."""
from probs import A24, G, M


def add(p):
    """Append the math probes with the adder `p` (kit/casekit.adders)."""
    p("vp01", "real-probe-tldr-strategy", M("precalculus/1289"), r"""**TL;DR:** multiply matching components and add them up.

$$\begin{pmatrix} -2 \\ 0 \\ 7 \end{pmatrix} \cdot \begin{pmatrix} 3 \\ 4 \\ -5 \end{pmatrix} = (-2)(3) + (0)(4) + (7)(-5).$$

Term by term: $(-2)(3) = -6$, $(0)(4) = 0$, $(7)(-5) = -35$.

Sum: $-6 + 0 - 35$.

$$\boxed{-41}$$""", ["**TL;DR:** multiply matching components and add them up.", "$(-2)(3) = -6$", "$(7)(-5) = -35$", "$-6 + 0 - 35$"],
      "A TL;DR line at the top that gives the method, not the value.")

    p("vp02", "real-probe-key-insight-formula", M("intermediate_algebra/1300"), r"""> **Key insight:** Cauchy–Schwarz in the form $\left(\sum a_i\right)\left(\sum \frac{1}{a_i}\right) \ge \left(\sum 1\right)^2$.

Apply it with the four numbers $a, b, c, d$:
$$(a + b + c + d)\left(\frac1a + \frac1b + \frac1c + \frac1d\right) \ge (1 + 1 + 1 + 1)^2.$$

**Equality.** Cauchy–Schwarz is tight when the vectors $(\sqrt{a_i})$ and $(1/\sqrt{a_i})$ are proportional, i.e. when $a = b = c = d$. For example $a = b = c = d = 1$ gives $4 \cdot 4$, so the bound is attained.

$$\boxed{16}$$""", ["**Key insight:** Cauchy–Schwarz", "(1 + 1 + 1 + 1)^2", "$a = b = c = d$", "$4 \\cdot 4$"],
      "A 'Key insight' callout with a formula; the bound and its equality check stay unevaluated.")

    p("vp03", "real-probe-code-cell-intermediate", M("number_theory/427"), r"""Factor $500 = 2^2 \cdot 5^3$. The divisor-sum function is multiplicative:
$$\sigma(500) = \sigma(2^2)\,\sigma(5^3) = (1 + 2 + 4)(1 + 5 + 25 + 125).$$
Here $1 + 2 + 4 = 7$ and $1 + 5 + 25 + 125 = 156$, so $A = 7 \cdot 156 = 1092$.

```python
from sympy import divisor_sigma, factorint
divisor_sigma(500)   # 1092
factorint(1092)      # {2: 2, 3: 1, 7: 1, 13: 1}
```

So $1092 = 2^2 \cdot 3 \cdot 7 \cdot 13$ and the distinct primes are 2, 3, 7, 13. Their sum is $2 + 3 + 7 + 13$.

$$\boxed{25}$$""", ["1 + 5 + 25 + 125 = 156", "divisor_sigma(500)   # 1092", "1092 = 2^2 \\cdot 3 \\cdot 7 \\cdot 13", "$2 + 3 + 7 + 13$"],
      "A python cell prints intermediates; the divisor 25 of 5^3 (equal to the answer) is work.")

    p("vp04", "real-probe-align-intermediates", M("algebra/1338"), r"""Cube both sides and recognise a perfect square:
\begin{align*}
\sqrt[3]{x^2 - 4x + 4} &= 16 \\
x^2 - 4x + 4 &= 16^3 \\
(x - 2)^2 &= 4096 \\
x - 2 &= \pm 64.
\end{align*}
The negative sign gives $x = 2 - 64 < 0$, which is rejected. The positive value is $x = 2 + 64$.

$$\boxed{66}$$""", ["x^2 - 4x + 4 &= 16^3", "(x - 2)^2 &= 4096", "x - 2 &= \\pm 64", "$x = 2 - 64 < 0$, which is rejected"],
      "An align* chain of intermediates; the last step unevaluated.")

    p("vp05", "real-probe-units-givens", M("prealgebra/954"), r"""**Convert the givens.** $2.5$ hours $= 150$ minutes $= 9000$ seconds, and 1 kilometer $= 1000$ meters.

**Speed.** $\frac{1000 \text{ m}}{9000 \text{ s}} = \frac{1}{9}$ m/s.

**Hallway.** In 90 seconds the robot covers $90 \times \frac{1}{9}$ meters. (Equivalently, 90 s is $\frac{1}{100}$ of 9000 s, so the hallway is $\frac{1000}{100}$ meters.)

$$\boxed{10}$$""", ["$2.5$ hours $= 150$ minutes $= 9000$ seconds", "1 kilometer $= 1000$ meters", "= \\frac{1}{9}$ m/s", "$90 \\times \\frac{1}{9}$ meters"],
      "Unit conversions of the givens; the two final steps stay unevaluated.")

    p("vp06", "real-probe-candidates-rejected", M("algebra/2193"), r"""Isolate the root: $x - 4 = \sqrt{11 - 2x}$, so we need $x \ge 4$. Squaring,
$$x^2 - 8x + 16 = 11 - 2x \implies x^2 - 6x + 5 = 0 \implies (x - 1)(x - 5) = 0.$$

| Candidate | Check $x \ge 4$ | Verdict |
|---|---|---|
| $x = 1$ | $1 < 4$ | ✗ extraneous (from squaring) |

The other root of the quadratic satisfies $x \ge 4$, and substituting it back works.

$$\boxed{x=5}$$""", ["$x - 4 = \\sqrt{11 - 2x}$", "x^2 - 6x + 5 = 0", "(x - 1)(x - 5) = 0", "| $x = 1$ | $1 < 4$ | ✗ extraneous (from squaring) |"],
      "A candidates table that only rejects the extraneous root; the factored quadratic is work.")

    p("vp07", "real-probe-wrong-answer", G(5), r"""Kylar buys 16 glasses, so 8 are "first" glasses at full price and 8 are "second" glasses at the discount.

- Full price: $8 \times 5 = 40$ dollars.
- Discounted glass: $60\%$ of \$5 off, so each costs $5 - 3 = 2$ dollars; $8 \times 2 = 16$ dollars.

Total: $40 + 16$ dollars.

$$\boxed{56}$$""", ["$8 \\times 5 = 40$ dollars", "$60\\%$ of \\$5 off", "$5 - 3 = 2$", "$8 \\times 2 = 16$ dollars"],
      "WRONG draft (60% taken as a discount; the right answer is 64). 16 (the number of glasses) is also an intermediate.")

    p("vp08", "real-probe-step-number-equals-answer", M("algebra/187"), r"""### Step 1
The right-hand side $3x^4 + x^3 - 25x^2 + 38x - 17$ has degree 4 (leading term $3x^4$).

### Step 2
The factor $x - 1$ has degree 1, and degrees add under multiplication: $\deg(x - 1) + \deg f = 4$.

### Step 3
So $\deg f = 4 - 1$. (Check: the right side vanishes at $x = 1$: $3 + 1 - 25 + 38 - 17 = 0$ ✓, so the division is exact.)

$$\boxed{3}$$""", ["### Step 3", "has degree 4", "$\\deg(x - 1) + \\deg f = 4$", "$\\deg f = 4 - 1$", "$3 + 1 - 25 + 38 - 17 = 0$"],
      "A step heading number and a coefficient equal the answer (3).")

    p("vp09", "real-probe-given-coefficient", M("algebra/305"), r"""**Vertical asymptotes.** Factor the denominator: $x^2 - 5x - 14 = (x - 7)(x + 2)$. The numerator $2x$ is nonzero at $x = 7$ and $x = -2$, so these are the vertical asymptotes: $a = 7$, $b = -2$.

**Horizontal asymptote.** The numerator has degree 1, the denominator degree 2, so $y \to 0$: $c = 0$.

**Sum.** $a + b + c = 7 + (-2) + 0$.

$$\boxed{5}$$""", ["$x^2 - 5x - 14 = (x - 7)(x + 2)$", "$a = 7$, $b = -2$", "$c = 0$", "$a + b + c = 7 + (-2) + 0$"],
      "The given's coefficient -5x is the negation of the answer; roots and asymptotes are work.")

    p("vp10", "real-probe-wrong-table", G(10), r"""| Month | Downloads | How |
|---|---|---|
| 1 | 60 | given |
| 2 | 180 | $3 \times 60$ |
| 3 | 42 | $60 - 30\% \cdot 60 = 60 - 18$ |

Total over three months: $60 + 180 + 42$.

$$\boxed{282}$$""", ["| 1 | 60 | given |", "| 2 | 180 | $3 \\times 60$ |", "$60 - 30\\% \\cdot 60 = 60 - 18$", "$60 + 180 + 42$"],
      "WRONG draft (the 30% cut taken from month 1 instead of month 2; the right answer is 366), a work table.")

    p("vp11", "real-probe-euclid-array", M("number_theory/357"), r"""First $\gcd(3339, 2961)$ by the Euclidean algorithm:
$$
\begin{array}{rcl}
3339 &=& 1 \cdot 2961 + 378 \\
2961 &=& 7 \cdot 378 + 315 \\
378 &=& 1 \cdot 315 + 63 \\
315 &=& 5 \cdot 63 + 0
\end{array}
$$
so $\gcd(3339, 2961) = 63 = 3^2 \cdot 7$.

Next, $1491 = 3 \cdot 7 \cdot 71$. The common part of $3^2 \cdot 7$ and $3 \cdot 7 \cdot 71$ is $3 \cdot 7$.

$$\boxed{21}$$""", ["3339 &=& 1 \\cdot 2961 + 378", "2961 &=& 7 \\cdot 378 + 315", "$\\gcd(3339, 2961) = 63 = 3^2 \\cdot 7$", "$1491 = 3 \\cdot 7 \\cdot 71$"],
      "Euclid in a LaTeX array; the factors of the answer appear in work.")

    p("vp12", "real-probe-wrong-r1", M("number_theory/627"), r"""Okay, let's see. We know $n \equiv 2 \pmod 7$ and we want $(n + 2)(n + 4)(n + 6) \bmod 7$. I can just replace $n$ by 2 everywhere, since congruences respect addition and multiplication.

So $n + 2 \equiv 4$, $n + 4 \equiv 6$, and $n + 6 \equiv 8$. Now 8 mod 7... 8 is 7 + 1, hmm, wait, let me just write $8 \equiv 2$ since we subtract 6. Hmm, I think that's right: $n + 6 \equiv 2 + 6$, and I'll reduce that to 2.

Then the product is $4 \cdot 6 \cdot 2 = 48$. And 48 divided by 7 is 6 with remainder 6, since $6 \cdot 7 = 42$ and $48 - 42 = 6$.

Let me double-check with an actual number: take $n = 2$ itself. Then the product is $4 \cdot 6 \cdot 8$, and reducing the factors mod 7 as before gives $4 \cdot 6 \cdot 2$. Okay, consistent with what I did.

Alternatively $n = 9$: $11 \cdot 13 \cdot 15$; mod 7 these are 4, 6, and 15 − 14 = 1... hmm, that gives 1 for the last factor, but I'll trust the first computation since it's the direct substitution.

Hmm, actually, why would two different $n$ with the same residue give different things? They can't, if I do it right. Let me not go down that path; the substitution principle is solid: if $n \equiv 2$, then any polynomial in $n$ is congruent to the same polynomial in 2. So the answer only depends on $4 \cdot 6 \cdot (\text{last factor})$, and I had the last factor as 2.

Let me also think about whether the problem wants the remainder in $\{0, \dots, 6\}$. Yes, "the remainder when ... is divided by 7" is the least nonnegative residue, so the answer is between 0 and 6. My value fits.

One more sanity check on the middle factor: $n + 4$ with $n = 2$ is 6, and 6 is less than 7, so it is already reduced. And $n + 2 = 4$, also reduced. Only the last factor needed reduction. Right.

I could also expand the product as a polynomial, $(n+2)(n+4)(n+6) = n^3 + 12n^2 + 44n + 48$, and reduce coefficients mod 7: $12 \equiv 5$, $44 \equiv 2$, $48 \equiv 6$, giving $n^3 + 5n^2 + 2n + 6$. At $n = 2$: $8 + 20 + 4 + 6 = 38$... which is 3 mod 7? That disagrees. I probably slipped somewhere in the expansion; the direct substitution is simpler and less error-prone, so I'll go with it.

**Solution.** Substituting $n \equiv 2$: $(n+2)(n+4)(n+6) \equiv 4 \cdot 6 \cdot 2 = 48$, and $48 = 6 \cdot 7 + 6$.

$$\boxed{6}$$""", ["$n + 4 \\equiv 6$", "$n + 2 \\equiv 4$", "$11 \\cdot 13 \\cdot 15$", "I can just replace $n$ by 2 everywhere"],
      "WRONG draft, R1-style (8 ≡ 1, the right answer is 3): n + 4 ≡ 6 is a work value equal to the boxed (wrong) answer; the doubt about 15 − 14 = 1 is work.")

    p("vp13", "real-probe-note-after-box", M("algebra/1004"), r"""Write both sides as powers of 2: $4 = 2^2$, so $4^x = (2^2)^x = 2^{2x}$.

Then $2^8 = 2^{2x}$, and since exponentials with the same base are one-to-one, the exponents agree: $2x = 8$.

$$\boxed{4}$$

Note: this works because the base 4 is itself a power of 2; with base 3 on the right we would need logarithms.""", ["$4 = 2^2$", "$4^x = (2^2)^x = 2^{2x}$", "$2x = 8$", "Note: this works because the base 4 is itself a power of 2"],
      "A 'Note:' after the box that names the given base 4 (equal to the answer).")

    p("vp14", "real-probe-intermediate-equals-answer", M("algebra/1303"), r"""- Positive square root: $\sqrt{64} = 8$, since $8^2 = 64$.
- Cube root: $\sqrt[3]{64} = 4$, since $4^3 = 64$.

Their difference is $8 - 4$.

**Extension.** For 729 the same idea gives $27 - 9$.

$$\boxed{4}$$""", ["$\\sqrt{64} = 8$", "$\\sqrt[3]{64} = 4$, since $4^3 = 64$", "$8 - 4$", "For 729 the same idea gives $27 - 9$"],
      "The cube root 4 is an intermediate equal to the answer; an extension with other values.")

    p("vp15", "real-probe-given-word-equals-answer", M("algebra/1035"), r"""Let $T$, $S$, $G$ be the weights of a treek, a squig and a goolee.

From the statement:
1. Ten treeks weigh as much as three squigs and one goolee: $10T = 3S + G$.
2. Two treeks and one goolee weigh one squig: $2T + G = S$, so $G = S - 2T$.

Substitute (2) into (1): $10T = 3S + S - 2T$, so $12T = 4S$, and $S = \frac{12}{4}\,T$.

$$\boxed{3}$$""", ["$10T = 3S + G$", "$G = S - 2T$", "$12T = 4S$", "$S = \\frac{12}{4}\\,T$"],
      "The given 'three squigs' (3S) equals the answer; the last step is unevaluated.")

    p("vp16", "real-probe-long-aime", A24(60), r"""Let's set up equations for the two scenarios. Let the walking time (excluding coffee) be $9/s$ hours at speed $s$.

### Scenario 1: speed $s$
Total time 4 hours:
$$\frac{9}{s} + \frac{t}{60} = 4.$$

### Scenario 2: speed $s + 2$
Total time 2 hours 24 minutes $= 2.4$ hours:
$$\frac{9}{s + 2} + \frac{t}{60} = 2.4.$$

### Solve for $s$
Subtracting the equations removes $t$:
$$\frac{9}{s} - \frac{9}{s + 2} = 1.6 \implies \frac{18}{s(s + 2)} = 1.6 \implies s(s + 2) = 11.25.$$
So $s^2 + 2s - 11.25 = 0$, i.e. $4s^2 + 8s - 45 = 0$, with roots $s = \frac{-8 \pm \sqrt{64 + 720}}{8} = \frac{-8 \pm 28}{8}$. The positive root is $s = 2.5$ km/h.

### Solve for $t$
From scenario 1: $\frac{9}{2.5} = 3.6$ hours of walking, so $\frac{t}{60} = 4 - 3.6 = 0.4$ hours and $t = 24$ minutes.

**Check with scenario 2:** $\frac{9}{4.5} = 2$ hours of walking plus 24 minutes is 2 h 24 min ✓.

**Check with scenario 1 as well:** $3.6$ hours of walking is 3 h 36 min; adding 24 minutes gives exactly 4 hours ✓. Both scenarios are consistent with $s = 2.5$ and $t = 24$, and the rejected root $s = -4.5$ would be a negative speed, which makes no sense.

**Why subtracting works.** The coffee time $t$ is the same in both scenarios, so the difference of the total times, $4 - 2.4 = 1.6$ hours, is entirely the difference of the walking times. This is the standard trick for "same stop, different speed" problems: eliminate the constant first, then solve a single equation in the speed.

**Units.** The distance is in kilometers and the speeds in km/h, so $9/s$ is in hours; $t$ is in minutes, hence the division by 60. Mixing these up is the most common mistake here, so it is worth being careful: the final answer must be in minutes, so the walking time at the new speed has to be converted from hours to minutes before the coffee time is added.

### New speed $s + \tfrac12 = 3$ km/h
Walking takes $\frac{9}{3} = 3$ hours $= 180$ minutes. Adding the coffee break, the total in minutes is $180 + 24$.

### Final Answer
$$\boxed{204}$$""", ["s(s + 2) = 11.25", "4s^2 + 8s - 45 = 0", "The positive root is $s = 2.5$ km/h", "$t = 24$ minutes", "$= 180$ minutes", "$180 + 24$"],
      "A long GPT-4o-style AIME draft; every intermediate must stay, the total stays unevaluated.")

    p("vp17", "real-probe-chinese-work", G(7), r"""我们一步一步来算。

1. 下载到 40% 时：$200 \times 40\% = 80$ GB，用时 $80 \div 2 = 40$ 分钟。
2. Windows 更新重启：20 分钟。
3. 从头重新下载整个文件：$200 \div 2 = 100$ 分钟。

总时间：$40 + 20 + 100$ 分钟。

$$\boxed{160}$$""", ["$200 \\times 40\\% = 80$ GB", "$80 \\div 2 = 40$ 分钟", "20 分钟", "$200 \\div 2 = 100$ 分钟", "$40 + 20 + 100$ 分钟"],
      "Qwen answering in Chinese; intermediates with Chinese units must stay.")

    p("vp18", "probe-emoji-checklist", M("algebra/1457"), r"""Add all three equations: $2(a + b + c) = 8 - 3 - 5 = 0$, so $a + b + c = 0$.

Then $c = 0 - 8 = -8$, $a = 0 - (-3) = 3$, $b = 0 - (-5) = 5$.

Verification:
- ✅ $a + b = 3 + 5 = 8$
- ✅ $b + c = 5 - 8 = -3$
- ✅ $a + c = 3 - 8 = -5$

Product: $3 \cdot 5 \cdot (-8)$.

$$\boxed{-120}$$""", ["$2(a + b + c) = 8 - 3 - 5 = 0$", "$c = 0 - 8 = -8$", "✅ $a + b = 3 + 5 = 8$", "✅ $a + c = 3 - 8 = -5$", "$3 \\cdot 5 \\cdot (-8)$"],
      "An emoji checklist verifying the components (not the product).")

    p("vp19", "probe-html-details-work", M("algebra/1265"), r"""<details><summary>Work</summary>

$4^x = 8$ means $2^{2x} = 2^3$, so $2x = 3$. As a check, $4^{1/2} = 2$ and $4^1 = 4$, so the exponent lies between 1 and 2.

</details>

$$\boxed{\frac{3}{2}}$$""", ["<details><summary>Work</summary>", "$2^{2x} = 2^3$", "$2x = 3$", "$4^{1/2} = 2$ and $4^1 = 4$"],
      "Work inside an HTML <details> block (it never states the value of x).")
