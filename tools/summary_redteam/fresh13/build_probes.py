"""fresh13 math must-stay probes vp01-vp19 (vp01-vp18 realistic, vp19 adversarial)."""
from probs import aime, gsm, math


def build(p):
    p("vp01", "real-probe-club-overlap-partial-sums", math(59), r"""Students in at least one club: $50 - 6 = 44$.

Counting memberships: $28 + 21 = 49$, which is more than 44 because the students in both clubs were counted twice.

So the number in both is the excess: $49 - 44$.

\boxed{5}""", ["$50 - 6 = 44$", "$28 + 21 = 49$", "counted twice"],
      note="partial sums the rival needs; the last step is unevaluated")

    p("vp02", "real-probe-base-rewritten-as-power", math(77), r"""Write everything with base 2. Since $4 = 2^2$,
$$4^x = (2^2)^x = 2^{2x}.$$

So $2^8 = 2^{2x}$, which gives $2x = 8$.

\boxed{4}""", ["$4 = 2^2$", "4^x = (2^2)^x = 2^{2x}", "$2x = 8$"],
      note="the base 4 of the given power equals the answer; it is a given, not the answer")

    p("vp03", "real-probe-prime-base-equals-answer", math(79), r"""Factor the right side: $72 = 8 \cdot 9$, and $2^3 = 8$.

So $8 \cdot 3^x = 8 \cdot 9$, i.e. $3^x = 9$.

\boxed{2}""", ["$72 = 8 \\cdot 9$", "$2^3 = 8$"],
      note="the base 2 in the given 2^3 equals the answer")

    p("vp04", "real-probe-bound-equals-answer", math(42), r"""Divide the compound inequality by 2:
$$-2 < x - 1 < 4.$$

Add 1 throughout:
$$-1 < x < 5,$$
so $a = -1$ and $b = 5$, and $a + b = -1 + 5$.

\boxed{4}""", ["-2 < x - 1 < 4", "-1 < x < 5"],
      note="the upper bound 4 of an intermediate inequality equals the answer; -4 (its negation) is a given")

    p("vp05", "real-probe-coefficient-equals-answer", math(117), r"""Square both sides (both are non-negative, so no solutions are lost):
$$3x - 5 = 4,$$
so $3x = 9$. Squaring a non-negative equation gives exactly one value here.

\boxed{3}""", ["(both are non-negative, so no solutions are lost)", "$$3x - 5 = 4,$$", "$3x = 9$"],
      note="the coefficient 3 equals the answer; a reason in parentheses")

    p("vp06", "real-probe-complement-choice-one-left", math(455), r"""Choosing 5 of the 6 students is the same as choosing the one to leave out, so
$$\binom{6}{5} = \binom{6}{1}.$$

There are as many ways as there are students to leave out.

\boxed{6}""", ["the one to leave out", "\\binom{6}{5} = \\binom{6}{1}"],
      note="'one' as a pronoun; the given 6 equals the answer")

    p("vp07", "real-probe-rejected-smaller-candidate", math(87), r"""Two cases.

**Case 1:** $5x - 1 = x + 3$, so $4x = 4$.

**Case 2:** $-(5x - 1) = x + 3$, so $-5x + 1 = x + 3$, $-6x = 2$, $x = -\frac{1}{3}$.

Both satisfy $x + 3 \ge 0$, so both are solutions; $x = -\frac{1}{3}$ is the smaller one, so we discard it.

\boxed{1}""", ["$-6x = 2$", "$x = -\\frac{1}{3}$", "-5x + 1 = x + 3"],
      note="a rejected candidate and its case work must stay")

    p("vp08", "real-probe-pair-count-negation", math(16), r"""Group the terms in consecutive pairs:
$$(1-2) + (3-4) + \dots + (99-100).$$

Each pair equals $-1$, and there are 50 pairs (100 terms, two per pair).

So the sum is $50 \cdot (-1)$.

\boxed{-50}""", ["(1-2) + (3-4) + \\dots + (99-100)", "there are 50 pairs", "Each pair equals $-1$"],
      note="the pair count 50 is the negation of the answer and is work")

    p("vp09", "real-probe-intermediate-root-equals-answer", math(374), r"""The positive square root: $\sqrt{64} = 8$ since $8^2 = 64$.

The cube root: $\sqrt[3]{64} = 4$ since $4^3 = 64$.

The difference is $8 - 4$.

\boxed{4}""", ["$\\sqrt{64} = 8$", "$\\sqrt[3]{64} = 4$", "$4^3 = 64$"],
      note="the cube root equals the answer but is an intermediate; the difference is unevaluated")

    p("vp10", "real-probe-consistency-check-difference", math(443), r"""$3^2 = 9$ and $3^4 = 81$. In an arithmetic sequence the middle term is the average of its neighbours:
$$x = \frac{9 + 81}{2}.$$

Consistency check: the sequence then has common difference 36 on both sides, so it is arithmetic.

\boxed{45}""", ["$3^4 = 81$", "x = \\frac{9 + 81}{2}", "common difference 36"],
      note="a consistency check that does not state the answer")

    p("vp11", "real-probe-coefficient-matching-equations", math(84), r"""Compare coefficients of the product with $12t^4+26t^3-8t^2-16t+6$.

- Constant term: $-2a = 6$, so $a = -3$.
- $t^3$: $3b + 20 = 26$, so $b = 2$.
- Check with $t$: $5(-2) + ab = -10 - 6 = -16$. ✓

So $a + b = -3 + 2$.

\boxed{-1}""", ["$-2a = 6$", "$3b + 20 = 26$", "5(-2) + ab = -10 - 6 = -16"],
      note="coefficient equations and a check that does not contain the answer")

    p("vp12", "real-probe-square-of-count-setup", math(366), r"""The odd numbers from 1 to 199 are the first 100 odd numbers, so
$$1 + 3 + \dots + 199 = 100^2.$$

Mod 7: $100 = 98 + 2$, so $100 \equiv 2$, and the sum is $\equiv 2^2 \pmod 7$.

\boxed{4}""", ["1 + 3 + \\dots + 199 = 100^2", "$100 = 98 + 2$", "first 100 odd numbers"],
      note="setup values the rival needs; 2^2 is unevaluated")

    p("vp13", "real-probe-work-backwards-steps", gsm(13), r"""Work backwards.

- She has 5 left after the orange house (she sold half of what was left there), so before the orange house she had
  $5 \times 2 = 10$.
- Before the red house she had $10 + 2 = 12$.
- Those 12 are what remained after selling a third at the green house, i.e. two thirds of her starting stock.

So she started with $12 \div \frac23$.

\boxed{18}""", ["$5 \\times 2 = 10$", "$10 + 2 = 12$", "(she sold half of what was left there)"],
      note="backward steps and a parenthetical reason")

    p("vp14", "real-probe-ratio-part-size", gsm(116), r"""The ratio 7:13 has $7 + 13 = 20$ parts.

Each part is $120 \div 20 = 6$ units.

Sugar is 7 parts: $7 \times 6$ teaspoons.

\boxed{42}""", ["$7 + 13 = 20$", "$120 \\div 20 = 6$"],
      note="the part size and part count must stay")

    p("vp15", "real-probe-parenthetical-age-reason", gsm(21), r"""Samantha is 31, so Raymond is $31 + 6 = 37$ (he is 6 years older than Samantha).

Raymond was 23 when his son was born, so that was $37 - 23$ years ago.

\boxed{14}""", ["$31 + 6 = 37$", "(he is 6 years older than Samantha)", "Raymond was 23"],
      note="a reason in parentheses and the intermediate age")

    p("vp16", "real-probe-wrong-misread-half", gsm(31), r"""Guesses:

1. First friend: 80.
2. Second: "20 more than half the first one" — I read this as half of $(80 + 20)$, i.e. $50$.
3. Third: $25\%$ more than 80 is 100.

Average: $\frac{80 + 50 + 100}{3} = \frac{230}{3} \approx 76.67$.

\boxed{76.67}""", ["$25\\%$ more than 80 is 100", "First friend: 80."],
      note="WRONG (80): the second guess misparsed; the right first and third guesses must stay")

    p("vp17", "real-probe-cyclotomic-identity-exponent", math(46), r"""Multiply by $z^2 - 1$:
$$(z^2 - 1)(z^4 + z^2 + 1) = z^6 - 1.$$

So every root of $z^4 + z^2 + 1$ is a sixth root of unity other than $\pm 1$ (since $z^2 = 1$ would give
$z = \pm 1$, which are not roots: $1 + 1 + 1 \neq 0$).

The roots are the primitive 3rd and 6th roots of unity, $e^{\pm i\pi/3}$ and $e^{\pm 2i\pi/3}$, so no smaller $n$
works: $e^{i\pi/3}$ has order exactly that.

\boxed{6}""", ["(z^2 - 1)(z^4 + z^2 + 1) = z^6 - 1", "$1 + 1 + 1 \\neq 0$", "e^{\\pm i\\pi/3}"],
      note="the identity's exponent equals the answer but is work")

    p("vp18", "real-probe-aime-multiplied-equations", aime(7), r"""Rewrite both equations with logs:

- $\log_x(y^x) = x \log_x y = 10$
- $\log_y(x^{4y}) = 4y \log_y x = 10$

Multiply them. Since $\log_x y \cdot \log_y x = 1$, we get
$$4xy = 100.$$

(Existence: e.g. one can check a pair with $x, y > 1$ works, as the problem promises.)

\boxed{025}""", ["x \\log_x y = 10", "4y \\log_y x = 10", "\\log_x y \\cdot \\log_y x = 1"],
      note="the multiplied equation is the work; 4xy = 100 left unevaluated")

    p("vp19", "probe-html-table-givens", math(81), r"""Givens:

<table>
<tr><td>10 treeks</td><td>3 squigs + 1 goolee</td></tr>
<tr><td>2 treeks + 1 goolee</td><td>1 squig</td></tr>
</table>

From the second row, $G = S - 2T$. Substitute into the first: $10T = 3S + S - 2T$, so $12T = 4S$.

\boxed{3}""", ["3 squigs + 1 goolee", "$12T = 4S$", "G = S - 2T"],
      note="ADVERSARIAL: givens in an HTML table; the given 3 squigs equals the answer")
