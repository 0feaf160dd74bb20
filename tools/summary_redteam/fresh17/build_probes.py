"""fresh17 math must-stay probes op01-op19 (op01-op18 realistic, op19 adversarial): honest drafts whose work holds
values equal to the answer or looking like an answer (givens, intermediates, coefficients, candidates)."""
from probs import gsm, m500


def build(p):
    """Add the math probes through casekit's ``p`` adder."""
    p("op01", "real-probe-gsm-subtotal-before-starting-games", gsm(601), r"""Year 1: 1 game a month for 12 months = 12*1=<<12*1=12>>12 games.
Year 2: 2 games a month = 12*2=<<12*2=24>>24 games.
Year 3: 4 games a month = 12*4=<<12*4=48>>48 games.
Christmas: 5 games a year for 3 years = 5*3=<<5*3=15>>15 games.
Bought and gifted: 12+24+48+15=<<12+24+48+15=99>>99 games.
Add the 5 he got with the console: 5+99.

#### 104

\boxed{104}""", ["12*4=<<12*4=48>>48", "5*3=<<5*3=15>>15", "12+24+48+15=<<12+24+48+15=99>>99", "5+99"],
      note="a subtotal that looks like an answer (99) and the unevaluated last step must stay")

    p("op02", "real-probe-wrong-rate-of-rate-misread", gsm(603), r"""Ruiz makes 120 pounds in 2 hours, so 60 pounds per hour.

Marissa makes 3/4 of Ruiz's hourly amount: 3/4 × 60 = 45 pounds per hour.

Together: 60 + 45 = 105 pounds per hour. Over 12 hours: 105 × 12.

\boxed{1260}""", ["120 pounds in 2 hours", "60 pounds per hour", "3/4 × 60 = 45 pounds per hour", "105 × 12"],
      note="WRONG on purpose (dataset: 1800): Marissa's hourly amount is 3/4 of Ruiz's two-hour amount (90), "
           "misread as 3/4 of his hourly rate; the givens and rates must stay")

    p("op03", "real-probe-telescoping-index-shift-two", m500(213), r"""Use $F_{n+1} = F_{n+2} - F_n$:
$$\frac{F_{n+1}}{F_n F_{n+2}} = \frac{F_{n+2} - F_n}{F_n F_{n+2}} = \frac{1}{F_n} - \frac{1}{F_{n+2}}.$$
The sum telescopes; only the first two positive terms survive (the tail $\frac{1}{F_{N+1}} + \frac{1}{F_{N+2}} \to 0$):
$$\frac{1}{F_1} + \frac{1}{F_2}, \qquad F_1 = F_2 = 1,$$
which is $1 + 1$.

\boxed{2}""", [r"\frac{1}{F_n} - \frac{1}{F_{n+2}}", "F_1 = F_2 = 1", "1 + 1"],
      note="the index shift 2 and the unevaluated 1 + 1 must stay")

    p("op04", "real-probe-coefficient-two-in-reduced-cube", m500(215), r"""From $x^2 - x - 1 = 0$: $x^2 = x + 1$.

Then $x^3 = x \cdot x^2 = x^2 + x = 2x + 1$.

So $x^3 - 2x + 1 = (2x + 1) - 2x + 1$: the $x$ terms cancel, leaving $1 + 1$.

\boxed{2}""", ["x^2 = x + 1", "x^3 = x \\cdot x^2 = x^2 + x = 2x + 1", "(2x + 1) - 2x + 1"],
      note="the coefficient 2 of 2x equals the answer; it is work")

    p("op05", "real-probe-solved-unknowns-sum-pending", m500(237), r"""Multiply all three: $(xyz)^2 = 24 \cdot 48 \cdot 72 = 82944$, so $xyz = 288$.

Then $x = \frac{288}{72} = 4$, $y = \frac{288}{48} = 6$, $z = \frac{288}{24} = 12$.

$x + y + z = 4 + 6 + 12$.

\boxed{22}""", ["xyz = 288", r"x = \frac{288}{72} = 4", r"y = \frac{288}{48} = 6", r"z = \frac{288}{24} = 12", "4 + 6 + 12"],
      note="solved unknowns and the unevaluated sum must stay")

    p("op06", "real-probe-given-side-equals-third-side", m500(243), r"""Triangle inequality with sides 1 and 3: the third side $s$ satisfies $3 - 1 < s < 3 + 1$, i.e. $2 < s < 4$.

The only integer strictly between 2 and 4:

\boxed{3}""", ["3 - 1 < s < 3 + 1", "2 < s < 4"],
      note="the given side 3 equals the answer; the bounds are work")

    p("op07", "real-probe-rejected-even-root-candidate", m500(249), r"""We need $t(t+2) \equiv 1 \pmod{23}$, i.e. $t^2 + 2t + 1 \equiv 2$, i.e. $(t+1)^2 \equiv 2 \pmod{23}$.

Since $5^2 = 25 \equiv 2$, we get $t + 1 \equiv \pm 5$.

- $t + 1 \equiv 5$: $t = 4$, even, rejected.
- $t + 1 \equiv -5$: reduce into $0 < t < 23$; this one is odd.

\boxed{17}""", [r"(t+1)^2 \equiv 2 \pmod{23}", r"5^2 = 25 \equiv 2", r"t + 1 \equiv \pm 5", "$t = 4$, even, rejected"],
      note="a rejected candidate and the square root of 2 mod 23 must stay")

    p("op08", "real-probe-difference-of-squares-unsubtracted", m500(259), r"""The radical conjugate of $5+\sqrt{3}$ is $5-\sqrt{3}$.

$(5+\sqrt{3})(5-\sqrt{3}) = 5^2 - (\sqrt{3})^2 = 25 - 3$.

\boxed{22}""", [r"5-\sqrt{3}", r"5^2 - (\sqrt{3})^2 = 25 - 3"], note="the unevaluated difference must stay")

    p("op09", "real-probe-exterior-angle-unit-quotient", m500(263), r"""Interior + exterior = $180^\circ$ at each vertex. With interior $= 6.5 \times$ exterior $E$:
$$7.5E = 180^\circ \implies E = 24^\circ.$$
Exterior angles sum to $360^\circ$, so $n = \frac{360}{24}$.

\boxed{15}""", [r"7.5E = 180^\circ", r"E = 24^\circ", r"n = \frac{360}{24}"], note="the exterior angle and the quotient")

    p("op10", "real-probe-enumerated-arrangements-uncounted", m500(269), r"""Four slots, two identical IMO medals (I) and two identical IPhO medals (P):
$$\frac{4!}{2!\,2!} = \frac{24}{4}.$$
Listing them to be safe: IIPP, IPIP, IPPI, PIIP, PIPI, PPII.

\boxed{6}""", [r"\frac{4!}{2!\,2!} = \frac{24}{4}", "IIPP, IPIP, IPPI, PIIP, PIPI, PPII"],
      note="the multinomial quotient and the enumeration (uncounted) must stay")

    p("op11", "real-probe-inner-value-equals-final", m500(275), r"""$f(5) = 2 \cdot 5 - 3 = 7$.

$f(5) - 1 = 6$, and $g(6) = 6 + 1$.

\boxed{7}""", [r"f(5) = 2 \cdot 5 - 3 = 7", "f(5) - 1 = 6", "g(6) = 6 + 1"],
      note="the inner value f(5) = 7 equals the answer but is an intermediate")

    p("op12", "real-probe-lattice-count-factors", m500(291), r"""Strictly inside means $-5 < x < 5$ and $-4 < y < 4$.

| coordinate | integers | count |
|---|---|---|
| $x$ | $-4, \dots, 4$ | 9 values |
| $y$ | $-3, \dots, 3$ | 7 values |

Total $9 \times 7$.

\boxed{63}""", ["-5 < x < 5", "-4 < y < 4", "9 values", "7 values", r"9 \times 7"], note="factor counts must stay")

    p("op13", "real-probe-residue-list-with-answer-values", m500(311), r"""A number is congruent to its digit sum mod 9 (e.g. $12 \equiv 1 + 2 = 3 \pmod 9$).

Digit sums of the eight terms: 1, 3, 6, 10, 15, 21, 28, 36.
Mod 9: 1, 3, 6, 1, 6, 3, 1, 0.

Sum of residues: $1+3+6+1+6+3+1+0 = 21$, and we need $21 \bmod 9$.

\boxed{3}""", [r"12 \equiv 1 + 2 = 3 \pmod 9", "1, 3, 6, 10, 15, 21, 28, 36", "1, 3, 6, 1, 6, 3, 1, 0", "21 \\bmod 9"],
      note="residues equal to the answer (12 ≡ 3) are intermediates")

    p("op14", "real-probe-constant-term-equals-root", m500(341), r"""Let the number be $x$: $x = \frac{2}{x} - 1$. Multiply by $x$: $x^2 + x - 2 = 0$.

Roots: $x = 1$ and the negative root; we want the smaller one.

\boxed{-2}""", ["x^2 + x - 2 = 0", "x = 1"],
      note="the constant term -2 equals the answer; the other root 1 is a candidate")

    p("op15", "real-probe-solve-then-substitute-unsummed", m500(397), r"""$3x + 2 + 2x = 17 \Rightarrow 5x = 15 \Rightarrow x = 3$.

Then $6x + 5 = 18 + 5$.

\boxed{23}""", ["5x = 15", "x = 3", "18 + 5"], note="solved x and the unevaluated sum")

    p("op16", "real-probe-operator-plugin-terms", m500(449), r"""With $a = 5$, $b = 1$:
$$5 \star 1 = 9(5) + 2(1) - (5)(1) + 5 = 45 + 2 - 5 + 5.$$

\boxed{47}""", ["a = 5", "b = 1", "9(5) + 2(1) - (5)(1) + 5 = 45 + 2 - 5 + 5"], note="the plugged-in terms must stay")

    p("op17", "real-probe-two-excluded-values-listed", m500(463), r"""Undefined where the denominator is zero: $x^2 - 9 = 0$, so $x = 3$ or $x = -3$.

($x = 5$ only makes the numerator zero, which is fine.)

\boxed{2}""", ["x^2 - 9 = 0", "x = 3", "x = -3", "x = 5"],
      note="the exponent 2 and the two listed values (the count is the answer) are work")

    p("op18", "real-probe-block-residues-equal-answer", m500(487), r"""Group the terms in fours:
- $1+2+3+4 = 10 \equiv 2 \pmod 4$
- $5+6+7+8 = 26 \equiv 2$
- $9+10+11+12 = 42 \equiv 2$

Total $\equiv 2 + 2 + 2 = 6$, and $6 \bmod 4$ is

\boxed{2}""", [r"10 \equiv 2 \pmod 4", r"26 \equiv 2", r"42 \equiv 2"],
      note="each block's residue equals the answer; they are intermediates")

    p("op19", "probe-json-fenced-givens-object-count", m500(455), r"""Givens:

```json
{"students": 6, "to_select": 5}
```

Choosing 5 to take is the same as choosing 1 to leave out: $\binom{6}{5} = \binom{6}{1}$.

\boxed{6}""", ['{"students": 6, "to_select": 5}', r"\binom{6}{5} = \binom{6}{1}"],
      note="adversarial: givens in a JSON block; the given 6 equals the answer")
