"""fresh11 math must-stay probes xp01-xp19 (xp01-xp18 realistic, xp19 adversarial); see README."""
from probs import aime, gsm8k, math500


def add(p):
    """Append xp01-xp19 with the math probe writer ``p`` of casekit.adders."""
    p("xp01", "real-probe-base-equals-answer", math500(116), r"""### Step 1: Write both sides as powers of 2
$256 = 2^8$, so $256^{\frac12} = (2^8)^{\frac12} = 2^4$.

### Step 2: Compare exponents
$2^{2x} = 2^4$, so $2x = 4$.

### Step 3: Solve
Dividing by 2 gives $x$.

**Final Answer**
$\boxed{2}$""",
      ["256 = 2^8", r"(2^8)^{\frac12} = 2^4", "2^{2x} = 2^4", "2x = 4", "Dividing by 2"],
      "The base 2 (and the divisor 2) equal the answer 2 and are work.")

    p("xp02", "real-probe-given-ratio-equals-answer", math500(45), r"""We're told $\sin A = 2\cos A$.

Since $\angle A$ is an acute angle of a right triangle, $\cos A \neq 0$, so we can divide both sides by $\cos A$:
$$\frac{\sin A}{\cos A} = 2 \cdot \frac{\cos A}{\cos A}.$$
The left side is exactly $\tan A$ by definition.

**Check with a concrete triangle:** legs opposite and adjacent to $A$ of lengths $2$ and $1$ give hypotenuse $\sqrt{5}$, $\sin A = \frac{2}{\sqrt5}$ and $\cos A = \frac{1}{\sqrt5}$, and indeed $\frac{2}{\sqrt5} = 2 \cdot \frac{1}{\sqrt5}$.

$\boxed{2}$""",
      [r"\sin A = 2\cos A", r"\frac{\sin A}{\cos A} = 2 \cdot \frac{\cos A}{\cos A}", r"\cos A \neq 0",
       r"\sin A = \frac{2}{\sqrt5}", r"\cos A = \frac{1}{\sqrt5}"],
      "The given coefficient 2 equals the answer (issue: a value equal to the answer used as a given); the concrete check is work.")

    p("xp03", "real-probe-inverse-setup", math500(407), r"""$f^{-1}\left(\frac15\right)$ is the input $x$ with $f(x) = \frac15$.

Set up the equation:
$$\frac{2}{x+1} = \frac{1}{5}$$

Cross-multiply: $x + 1 = 2 \cdot 5 = 10$.

Subtract 1 from both sides to get $x$.

Check the setup: $f$ is one-to-one on its domain $x \neq -1$, so the inverse value is unique.

$\boxed{9}$""",
      [r"\frac{2}{x+1} = \frac{1}{5}", r"x + 1 = 2 \cdot 5 = 10", r"x \neq -1", "Subtract 1 from both sides"],
      "An inverse-function setup; the last step is described, not evaluated.")

    p("xp04", "real-probe-inclusion-exclusion", math500(59), r"""**Students in at least one club:** $50 - 6 = 44$.

**Inclusion–exclusion:** $|M \cup S| = |M| + |S| - |M \cap S|$, so
$$44 = 28 + 21 - |M \cap S|.$$

Since $28 + 21 = 49$, the overlap is $49 - 44$.

$\boxed{5}$""",
      ["50 - 6 = 44", r"|M \cup S| = |M| + |S| - |M \cap S|", r"44 = 28 + 21 - |M \cap S|", "28 + 21 = 49", "49 - 44"],
      "Inclusion-exclusion with an unevaluated last subtraction.")

    p("xp05", "real-probe-complement-count", math500(107), r"""The primes less than 30 are
$$2, 3, 5, 7, 11, 13, 17, 19, 23, 29,$$
which is 10 primes. Every prime except 2 is odd, and all of them are greater than zero, so the intersection is this list with 2 removed.

Count: $10 - 1$.

$\boxed{9}$""",
      ["2, 3, 5, 7, 11, 13, 17, 19, 23, 29", "which is 10 primes", "Every prime except 2 is odd", "10 - 1"],
      "An enumeration whose complement gives the count; 29 (last prime) and 10 are work.")

    p("xp06", "real-probe-given-equals-answer-count", math500(455), r"""Choosing 5 students to select from 6 is the same as choosing the 1 student to leave out:
$$\binom{6}{5} = \binom{6}{1}.$$

There are 6 students in the group, and each one can be the student who is left out, giving one selection per student.

Alternatively, $\binom{6}{5} = \frac{6!}{5!\,1!}$.

$\boxed{6}$""",
      [r"\binom{6}{5} = \binom{6}{1}", "There are 6 students in the group", r"\frac{6!}{5!\,1!}"],
      "The given 6 (group size) equals the answer (issue: a value equal to the answer used as a given).")

    p("xp07", "real-probe-block-method", math500(32), r"""### Step 1: Glue Pierre, Rosa and Thomas into one block
Then we are seating $8 - 3 + 1 = 6$ units around the table.

### Step 2: Circular arrangements of the 6 units
Up to rotation: $(6-1)! = 5! = 120$.

### Step 3: Arrangements inside the block
The three friends can be ordered in $3! = 6$ ways.

### Step 4: Multiply
Total: $120 \times 6$.

$\boxed{720}$""",
      ["8 - 3 + 1 = 6", "(6-1)! = 5! = 120", "3! = 6", r"120 \times 6"],
      "The block method; the two 6s (units, internal orders) are work, the product is unevaluated.")

    p("xp08", "real-probe-average-formula", math500(443), r"""In an arithmetic sequence the middle term is the average of its neighbours.

- $3^2 = 9$
- $3^4 = 81$

So
$$x = \frac{9 + 81}{2}.$$

Check the common difference: it must be the same on both sides, $x - 9 = 81 - x$, which is the same equation.

$\boxed{45}$""",
      ["3^2 = 9", "3^4 = 81", r"x = \frac{9 + 81}{2}", "x - 9 = 81 - x"],
      "Middle-term formula with an unevaluated average; the check does not state the answer.")

    p("xp09", "real-probe-factor-pair-table", math500(357), r"""We need $xy = 54$ with $x \ge 2$ and $y \ge 5$.

$54 = 2 \cdot 3^3$ has $(1+1)(3+1) = 8$ divisors. All factor pairs:

| $x$ | $y = 54/x$ | $x \ge 2$? | $y \ge 5$? |
|---|---|---|---|
| 1 | 54 | no | yes |
| 2 | 27 | yes | yes |
| 3 | 18 | yes | yes |
| 6 | 9 | yes | yes |
| 9 | 6 | yes | yes |
| 18 | 3 | yes | no |
| 27 | 2 | yes | no |
| 54 | 1 | yes | no |

The valid rows are $x = 2, 3, 6, 9$.

$\boxed{4}$""",
      [r"54 = 2 \cdot 3^3", "(1+1)(3+1) = 8", "| 18 | 3 | yes | no |", "| 6 | 9 | yes | yes |"],
      "A table of factor pairs; the factor (3+1) equals the answer; the valid rows are the enumeration.")

    p("xp10", "real-probe-clock-times-givens", gsm8k(51), r"""**Time sailing out:** from 1 PM to 4 PM is $4 - 1 = 3$ hours.

**Distance out:** $3 \times 10 = 30$ miles.

**Time back:** he covers the same 30 miles at 6 mph, which takes $\frac{30}{6}$ hours.

$\boxed{5}$""",
      ["4 - 1 = 3", r"3 \times 10 = 30", "the same 30 miles at 6 mph", r"\frac{30}{6}"],
      "Clock times as givens; the quotient is unevaluated.")

    p("xp11", "real-probe-remaining-vs-sold", gsm8k(37), r"""1. Money spent on games: $8 \times 20 = 160$ dollars.
2. Money he had in total: $160 + 5 = 165$ dollars.
3. Lego sets sold: $165 \div 15 = 11$.
4. Lego sets left: $13 - 11$.

$\boxed{2}$""",
      [r"8 \times 20 = 160", "160 + 5 = 165", r"165 \div 15 = 11", "13 - 11"],
      "The sets sold (11) is an intermediate, not the answer; the last step is unevaluated.")

    p("xp12", "real-probe-r1-aime-system", aime(0), r"""<think>
Walk is 9 km. At speed s: 9/s hours walking plus t minutes. Total 4 hours. At s+2: total 2 h 24 min = 2.4 hours.
So 9/s + t/60 = 4 and 9/(s+2) + t/60 = 2.4. Subtract: 9/s - 9/(s+2) = 1.6.
18/(s(s+2)) = 1.6, so s(s+2) = 11.25, s^2 + 2s - 11.25 = 0. Discriminant 4 + 45 = 49, s = (-2 + 7)/2 = 2.5. Negative root -4.5 rejected.
Then t/60 = 4 - 9/2.5 = 4 - 3.6 = 0.4, so t = 24.
At s + 1/2 = 3 km/h: walking 9/3 = 3 hours = 180 minutes, plus 24.
</think>

Let $s$ be the speed (km/h) and $t$ the coffee-shop time (minutes).

**The two walks:**
$$\frac{9}{s} + \frac{t}{60} = 4, \qquad \frac{9}{s+2} + \frac{t}{60} = 2.4$$

**Subtract:** $\frac{9}{s} - \frac{9}{s+2} = 1.6$, so $s(s+2) = 11.25$, i.e. $s^2 + 2s - 11.25 = 0$, giving $s = 2.5$ (the root $-4.5$ is rejected).

**Coffee time:** $\frac{t}{60} = 4 - \frac{9}{2.5} = 0.4$, so $t = 24$.

**New speed** $s + \frac12 = 3$ km/h: walking takes $\frac{9}{3} = 3$ hours $= 180$ minutes, plus the $24$ minutes in the shop: $180 + 24$.

$\boxed{204}$""",
      ["s^2 + 2s - 11.25 = 0", "s = 2.5", "t = 24", r"\frac{9}{3} = 3", "180 + 24"],
      "AIME 2024 with an R1 think block; the visible part repeats the work; the last sum is unevaluated.")

    p("xp13", "real-probe-count-equals-negated-answer", math500(16), r"""Group the terms in consecutive pairs:
$$(1 - 2) + (3 - 4) + \dots + (99 - 100).$$

Each pair equals $-1$, and the 100 terms make 50 pairs.

So the sum is $50 \times (-1)$.

$\boxed{-50}$""",
      ["(1 - 2) + (3 - 4) + \\dots + (99 - 100)", "Each pair equals $-1$", "50 pairs", r"50 \times (-1)"],
      "The number of pairs (50) is the negation of the answer (issue: the negation of the answer).")

    p("xp14", "real-probe-factored-inequality", math500(356), r"""**Left inequality.** $x^4 + 4x^2 \ge 0 > -4$ for every real $x$, so it always holds.

**Right inequality.** $x^4 + 4x^2 - 21 < 0$ factors as
$$(x^2 + 7)(x^2 - 3) < 0.$$
Since $x^2 + 7 > 0$, this is equivalent to the second factor being negative.

$\boxed{(-\sqrt{3}, \sqrt{3})}$""",
      [r"x^4 + 4x^2 \ge 0 > -4", "(x^2 + 7)(x^2 - 3) < 0", "x^2 + 7 > 0"],
      "A factored inequality whose last step is still to solve; the factor x^2 - 3 holds the endpoints.")

    p("xp15", "real-probe-wrong-weekdays", gsm8k(32), r"""**Hours per day:** each dog takes 0.5 hours, so $10 \times 0.5 = 5$ hours a day.

**Hours per week:** he works with the dogs on weekdays, so $5 \times 5$.

$\boxed{25}$""",
      [r"10 \times 0.5 = 5", r"5 \times 5"],
      "WRONG draft (35 is right: 7 days): the daily hours 5 are right and are work.")

    p("xp16", "real-probe-wrong-serving-size", gsm8k(43), r"""**Calories left today:** $2000 - 1800 = 200$.

**Servings that fit:** $\frac{200}{250} = 0.8$ of a serving.

**Grams:** a serving comes from the 300 g bag, so $0.8 \times 300$ grams.

$\boxed{240}$""",
      ["2000 - 1800 = 200", r"\frac{200}{250} = 0.8"],
      "WRONG draft (48 is right: a serving is 300/5 = 60 g); the first two steps are right work.")

    p("xp17", "real-probe-strict-bound", math500(368), r"""Let the third side be $c$. The triangle inequality needs $8 + 8 > c$, i.e. $c < 16$ (the other two inequalities, $8 + c > 8$, hold for any positive $c$).

Since $c$ is a whole number, the largest allowed value is $c = 15$ — note $c = 16$ fails because $8 + 8 = 16$ is not strictly greater.

Perimeter: $8 + 8 + 15$.

$\boxed{31}$""",
      ["8 + 8 > c", "c < 16", "c = 15", "8 + 8 = 16", "8 + 8 + 15"],
      "A strict bound and the largest allowed side; the perimeter is unevaluated.")

    p("xp18", "real-probe-receipt-line-items", gsm8k(11), r"""| item | dozens | price per dozen | cost |
|---|---|---|---|
| donuts | 3 | \$68 | $3 \times 68 = 204$ |
| mini cupcakes | 2 | \$80 | $2 \times 80 = 160$ |
| mini cheesecakes | 6 | \$55 | $6 \times 55 = 330$ |

Total: $204 + 160 + 330$ dollars.

$\boxed{694}$""",
      [r"3 \times 68 = 204", r"2 \times 80 = 160", r"6 \times 55 = 330", "204 + 160 + 330"],
      "A receipt table of line items; the total is unevaluated.")

    p("xp19", "probe-markdown-task-list", math500(89), r"""Euclid, step by step:

- [x] $3339 - 2961 = 378$, so $\gcd(3339, 2961) = \gcd(2961, 378)$
- [x] $2961 = 7 \cdot 378 + 315$
- [x] $378 = 1 \cdot 315 + 63$ and $315 = 5 \cdot 63$, so $\gcd(3339, 2961) = 63$
- [x] $1491 = 23 \cdot 63 + 42$
- [x] $63 = 1 \cdot 42 + 21$ and $42 = 2 \cdot 21$

$\boxed{21}$""",
      ["3339 - 2961 = 378", r"2961 = 7 \cdot 378 + 315", r"\gcd(3339, 2961) = 63", r"1491 = 23 \cdot 63 + 42"],
      "Adversarial layout: Euclid's steps as a markdown task list; the last line ends at the gcd.")
