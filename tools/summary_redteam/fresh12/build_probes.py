"""fresh12 math must-stay probes zp01-zp19 (zp01-zp18 realistic, zp19 adversarial)."""
from probs import math500 as M, gsm8k as G


def add(p):
    p("zp01", "real-probe-residue-product", M(35), r"""Since $n \equiv 2 \pmod 7$:
- $n + 2 \equiv 4$
- $n + 4 \equiv 6$
- $n + 6 \equiv 8 \equiv 1$

So the product is $\equiv 4 \cdot 6 \cdot 1 = 24 \pmod 7$, and $24 = 3 \cdot 7 + 3$.

**Final Answer:** $\boxed{3}$""", ["4 \\cdot 6 \\cdot 1 = 24", "n + 6 \\equiv 8 \\equiv 1"], "residues and the product are work")

    p("zp02", "real-probe-exponent-rewrite-setup", M(77), r"""Rewrite the right side: $4^x = (2^2)^x = 2^{2x}$. So $2^8 = 2^{2x}$, which means $2x = 8$.

$\boxed{4}$""", ["(2^2)^x = 2^{2x}", "2x = 8"], "base 4 of the given equals the answer")

    p("zp03", "real-probe-partial-product-pairs", M(86), r"""By the multiplication principle: first choose a shirt and pants, $5 \times 6 = 30$ shirt-and-pants pairs; then each pair goes with any of the 8 hats, so $30 \times 8$ outfits.

$\boxed{240}$""", ["$5 \\times 6 = 30$ shirt-and-pants pairs"], "partial product")

    p("zp04", "real-probe-lcd-equals-answer", M(121), r"""The least common denominator of 2 and 3 is 6. Multiplying both sides by 6: $3x + 2x = 30$, so $5x = 30$.

**Answer:** $\boxed{6}$""", ["least common denominator of 2 and 3 is 6", "3x + 2x = 30"], "the LCD equals the answer")

    p("zp05", "real-probe-rejected-negative-root", M(160), r"""Let the integers be $x$ and $x+2$. Then $x(x+2) = 288$, i.e. $x^2 + 2x - 288 = 0$, which factors as $(x + 18)(x - 16) = 0$. We reject $x = -18$ since the integers are positive, so $x = 16$ and the greater one is $x + 2$.

$\boxed{18}$""", ["(x + 18)(x - 16) = 0", "reject $x = -18$"], "factor and rejected root hold the answer's magnitude")

    p("zp06", "real-probe-difference-from-two-terms", M(172), r"""From $a_4 = 200$ and $a_8 = 500$: $4d = 300$, so $d = 75$. Then $a_6 = a_4 + 2d = 200 + 150$.

$\boxed{350}$""", ["4d = 300", "d = 75", "a_6 = a_4 + 2d"], "difference and setup are work")

    p("zp07", "real-probe-other-unknown-solved", M(187), r"""Let $d$ be dimes and $n$ nickels: $d + n = 11$ and $10d + 5n = 75$. Subtract 5 times the first: $5d = 20$, so $d = 4$. Then $n = 11 - 4$.

$\boxed{7}$""", ["10d + 5n = 75", "5d = 20", "d = 4"], "the other unknown solved")

    p("zp08", "real-probe-mean-times-count", M(199), r"""The four numbers sum to $4 \times 9 = 36$. The known ones give $7 + 2 + 10 = 19$, so $19 + x = 36$.

$\boxed{17}$""", ["4 \\times 9 = 36", "19 + x = 36"], "totals are work")

    p("zp09", "real-probe-ordered-then-halved", M(207), r"""Choosing an ordered pair of different toppings: $8 \times 7 = 56$ ordered choices. Each pizza is counted twice (order does not matter), so we divide by 2: $\binom{8}{2} = \frac{56}{2}$.

$\boxed{28}$""", ["$8 \\times 7 = 56$ ordered choices", "counted twice"], "double count and halving")

    p("zp10", "real-probe-tiny-sum-parts", G(1), r"""- Blue fiber: 2 bolts.
- White fiber: half that much, so $2 \div 2 = 1$ bolt.
- Total: $2 + 1$ bolts.

#### $\boxed{3}$""", ["$2 \\div 2 = 1$ bolt"], "parts of a small total")

    p("zp11", "real-probe-odd-sum-identity", M(56), r"""The sum of the first $N$ odd numbers is $1 + 3 + \dots + (2N - 1) = N^2$. So $N^2 = 121$ and, with $N$ positive, $N = \sqrt{121}$.

$\boxed{11}$""", ["1 + 3 + \\dots + (2N - 1) = N^2", "N^2 = 121"], "identity and the given square")

    p("zp12", "real-probe-discriminant-positive", M(174), r"""A $y$-intercept has $x = 0$: $y^2 - 4y - 1 = 0$. The discriminant is $b^2 - 4ac = 16 + 4 = 20 > 0$, so there are real solutions $y = 2 \pm \sqrt{5}$.

$\boxed{2}$""", ["b^2 - 4ac = 16 + 4 = 20 > 0", "y = 2 \\pm \\sqrt{5}"], "discriminant and roots are work")

    p("zp13", "real-probe-matching-exponents", M(185), r"""$(3^k)^6 = 3^{6k}$, so $3^{6k} = 3^6$ and therefore $6k = 6$.

$\boxed{1}$""", ["3^{6k} = 3^6", "6k = 6"], "coefficient 6 on both sides")

    p("zp14", "real-probe-evens-minus-sixes", M(162), r"""Divisible by 2: there are 50 even numbers in 1 to 100. Of these, the ones divisible by 3 are the multiples of 6: $\lfloor 100/6 \rfloor = 16$. So $50 - 16 = 34$ numbers qualify, out of 100.

The probability is $\frac{34}{100}$.

$\boxed{\dfrac{17}{50}}$""", ["\\lfloor 100/6 \\rfloor = 16", "50 - 16 = 34"], "probability: the count 34 is twice the numerator")

    p("zp15", "real-probe-intermediate-quotient-equals-answer", M(211), r"""Compute each piece:
- $5^5 \div 5^4 = 5^1 = 5$
- $5^3 = 125$
- $5^2 \cdot 5^1 = 5^3 = 125$

So the expression is $5 - 125 + 125$.

**Final Answer** $\boxed{5}$""", ["5^5 \\div 5^4 = 5^1 = 5", "5^2 \\cdot 5^1 = 5^3 = 125"], "an intermediate equals the answer")

    p("zp16", "real-probe-wrong-inverted-rate", M(200), r"""**Step 1.** 5 yaps = 3 baps, so 42 baps = $42 \cdot \frac{5}{3} = 70$ yaps, i.e. 42 baps = 70 yaps.

**Step 2.** 4 daps = 7 yaps, so 1 yap is $\frac{7}{4}$ daps and 70 yaps = $70 \cdot \frac{7}{4}$ daps.

$\boxed{122.5}$""", ["42 baps = 70 yaps"], "wrong draft (rate inverted in step 2; true 40); step 1 is right")

    p("zp17", "real-probe-cube-multiple-of-three", M(6), r"""Three consecutive integers $(m-1) + m + (m+1) = 3m$, so the cube must be a multiple of 3, hence of 27. The cubes 1 and 8 are not multiples of 3; the next cube $3^3$ is, with $m = 9$.

$\boxed{27}$""", ["(m-1) + m + (m+1) = 3m", "m = 9"], "the sum identity and the middle term")

    p("zp18", "real-probe-unknown-root-cancels", M(195), r"""Write $p(x) = (x-1)(x-2)(x-3)(x-r)$. Then
- $p(0) = (-1)(-2)(-3)(-r) = 6r$
- $p(4) = 3 \cdot 2 \cdot 1 \cdot (4 - r) = 24 - 6r$

Adding, the $r$ terms cancel: $6r + 24 - 6r$.

$\boxed{24}$""", ["p(0) = (-1)(-2)(-3)(-r) = 6r", "p(4) = 3 \\cdot 2 \\cdot 1 \\cdot (4 - r) = 24 - 6r"], "a partial value holds the answer's digits")

    p("zp19", "probe-blockquote-given-restated", M(79), r"""> Given: $2^3 \cdot 3^x = 72$

Divide by $2^3 = 8$: $3^x = 9 = 3^2$.

$\boxed{2}$""", ["> Given: $2^3 \\cdot 3^x = 72$", "3^x = 9 = 3^2"], "adversarial: givens in a blockquote; the exponent 2 is work")
