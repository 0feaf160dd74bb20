"""Build fresh9/adaptive.jsonl: 17 cases written AFTER reading main's (0df6019) heldout summaries.

They aim at the weak spots seen there (restatements mid-draft in tables, arrays, block quotes,
underbrace labels, equivalent forms and words; over-hiding of answer-valued work, TL;DR lines,
notes after the box, reasoning words). Not blind to main; blind to every candidate.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "kit"))

import casekit  # noqa: E402
from probs import CC, G, H, M  # noqa: E402,F401

F = "```"


def build():
    """Return the adaptive cases."""
    cases = []
    m, p, c, q = casekit.adders(cases)

    m("va01", "real-array-total-row", M("counting_and_probability/216"), r"""Count all subcommittees, then subtract the one-party ones (complementary counting).

$$
\begin{array}{l|r}
\text{case} & \text{count} \\ \hline
\text{any 5 of 14} & \binom{14}{5} = 2002 \\
\text{all Republican} & -\binom{8}{5} = -56 \\
\text{all Democrat} & -\binom{6}{5} = -6 \\ \hline
\text{at least one of each} & 1940
\end{array}
$$

Why subtraction is safe: a 5-member subcommittee cannot be all Republican and all Democrat at once, so the two bad cases do not overlap and nothing is subtracted twice.

Therefore, the number of ways is $\boxed{1940}$.""", ["\\text{at least one of each} & 1940"], ["\\binom{14}{5} = 2002", "-\\binom{8}{5} = -56", "-\\binom{6}{5} = -6", "the two bad cases do not overlap"],
      "main kept v07's array footer: a total row in a LaTeX array, with reasoning after it.")

    m("va02", "real-candidates-table-marked", M("algebra/2023"), r"""For $f(x)$ to be real we need the radicand nonnegative and the denominator nonzero: $x - 1 \ge 0$ and $x \ne 2$.

| $x$ | $x - 1 \ge 0$? | $x \ne 2$? | real? |
|---|---|---|---|
| 0 | ✗ | ✓ | no |
| 1 | ✓ | ✓ | ✅ smallest |
| 2 | ✓ | ✗ | no |

At $x = 0$ the radicand is $-1$, so smaller integers fail too. At the marked row the numerator is $\sqrt{0}$ and the denominator $-1$, a real quotient.

$$\boxed{1}$$""", ["| 1 | ✓ | ✓ | ✅ smallest |"], ["$x - 1 \\ge 0$ and $x \\ne 2$", "| 0 | ✗ | ✓ | no |", "| 2 | ✓ | ✗ | no |", "At $x = 0$ the radicand is $-1$"],
      "main kept v08's marked candidate row: again a candidates table with one row marked, work after it.")

    m("va03", "real-blockquote-summary-top", M("number_theory/911"), r"""> **Summary.** Every number is congruent to its digit sum mod 9, so the whole sum is $\equiv 3 \pmod 9$.

**Digit sums of the terms.** The $k$-th term $123\ldots k$ has digit sum $1 + 2 + \dots + k = \frac{k(k+1)}{2}$:
$$1,\ 3,\ 6,\ 10,\ 15,\ 21,\ 28,\ 36.$$

**Add them.** $1 + 3 + 6 + 10 + 15 + 21 + 28 + 36 = 120$, and $120 = 13 \cdot 9 + (120 - 117)$.

So $n$ is $120 - 117$:

$$\boxed{3}$$""", ["$\\equiv 3 \\pmod 9$"], ["\\frac{k(k+1)}{2}", "1 + 3 + 6 + 10 + 15 + 21 + 28 + 36 = 120", "$120 - 117$"],
      "main kept v02's Key-insight block quote: a Summary block quote at the top.")

    m("va04", "real-equivalent-expression", M("algebra/2735"), r"""Use the common denominator 20:
$$\frac{4+6a}{5}-\frac{1+3a}{4} = \frac{4(4+6a) - 5(1+3a)}{20} = \frac{16 + 24a - 5 - 15a}{20}.$$

Collecting terms, the expression equals $\frac{11}{20} + \frac{9}{20}a$, a linear function of $a$.

Check at $a = 1$: the original is $\frac{10}{5} - \frac{4}{4} = 2 - 1 = 1$, and the collected form gives the same. At $a = 0$: $\frac45 - \frac14 = \frac{11}{20}$ ✓.

$$\boxed{\frac{11+9a}{20}}$$""", ["\\frac{11}{20} + \\frac{9}{20}a"], ["\\frac{4(4+6a) - 5(1+3a)}{20}", "\\frac{16 + 24a - 5 - 15a}{20}", "2 - 1 = 1"],
      "main kept v16's sigma form: an equivalent expression (split fraction) mid-draft, checks after.")

    m("va05", "real-factored-reordered", M("intermediate_algebra/431"), r"""Group the terms in pairs with a common factor:
$$ab + 5b + 2a + 10 = b(a + 5) + 2(a + 5).$$

Now $a + 5$ is a common factor, so the expression is $(b + 2)(a + 5)$.

Check by expanding: $(b + 2)(a + 5) = ab + 5b + 2a + 10$ ✓. With $a = b = 1$: $1 + 5 + 2 + 10 = 18$ and $3 \cdot 6 = 18$ ✓.

$$\boxed{(a+5)(b+2)}$$""", ["the expression is $(b + 2)(a + 5)$"], ["b(a + 5) + 2(a + 5)", "$1 + 5 + 2 + 10 = 18$"],
      "The factorization with the factors in the other order, mid-draft, then checks.")

    m("va06", "real-interval-words-mid", M("intermediate_algebra/1714"), r"""A fraction with numerator 1 is positive exactly when its denominator is positive, so we need $x - 5 > 0$: all real numbers greater than 5.

Spot checks: $x = 6$ gives $\frac{1}{1} > 0$ ✓; $x = 4$ gives $\frac{1}{-1} < 0$ ✗; $x = 5$ is excluded (division by zero).

In interval notation:

$$\boxed{(5,\infty)}$$""", ["all real numbers greater than 5"], ["denominator is positive", "$x = 4$ gives $\\frac{1}{-1} < 0$ ✗", "division by zero"],
      "main kept v18's interval in words: again, mid-draft, checks after.")

    m("va07", "real-r1-mid-statement", G(7), r"""Okay, let me figure out how long Carla's download takes. The file is 200 GB and she downloads at 2 GB per minute normally.

She gets 40% of the way through before Windows restarts. 40% of 200 is 80 GB. At 2 GB/minute that's 40 minutes.

Then the restart takes 20 minutes. And then — important — she has to restart the download from the beginning, so she downloads the full 200 GB again, which is 100 minutes.

So total: 40 + 20 + 100 = 160 minutes. Wait, is that right? Let me re-read. "40% of the way through the download, Windows forces a restart to install updates, which takes 20 minutes. Then Carla has to restart the download from the beginning." Yes, so the first 40 minutes are wasted but still count toward the total time, then 20 minutes of update, then the full download.

Hmm, could "restart from the beginning" mean she resumes? No, "from the beginning" means from 0 GB. So the full 100 minutes.

Let me double check the rate: 200 GB / 2 GB per minute = 100 minutes for a full download. 80 GB / 2 = 40. Yes.

**Solution.** Time before the restart: $80 \div 2 = 40$ min. Update: 20 min. Full download: $200 \div 2 = 100$ min. Total: $40 + 20 + 100$ min.

$$\boxed{160}$$""", ["40 + 20 + 100 = 160 minutes"], ["40% of 200 is 80 GB", "which is 100 minutes", "the first 40 minutes are wasted but still count", "$200 \\div 2 = 100$ min"],
      "main kept v10's mid-monologue product: an R1-style monologue states the total, then 'Wait, is that right?'.")

    m("va08", "real-underbrace-label-2", M("counting_and_probability/134"), r"""Glue Pierre, Rosa and Thomas into one block. Then we seat 6 units (the block and the 5 others) around the table, where rotations are the same: $(6 - 1)!$ ways. Inside the block the three can be ordered in $3!$ ways:
$$\underbrace{5!}_{\text{units around the table}} \cdot \underbrace{3!}_{\text{inside the block}} = \underbrace{120 \cdot 6}_{720}.$$

Sanity check: without the restriction there would be $7! = 5040$ seatings, and the block condition should cut that a lot. It does.

$$\boxed{720}$$""", ["_{720}"], ["$(6 - 1)!$ ways", "$3!$ ways", "$7! = 5040$"],
      "main kept v21's underbrace label: the product labelled again, sanity check after.")

    m("va09", "real-degrees-mid", M("precalculus/1105"), r"""We need the angle $\theta \in \left[-\frac{\pi}{2}, \frac{\pi}{2}\right]$ with $\sin\theta = -\frac12$.

Since $\sin 30^\circ = \frac12$ and sine is odd, $\sin(-30^\circ) = -\frac12$, and $-30^\circ$ lies in $[-90^\circ, 90^\circ]$. So $\arcsin\left(-\frac12\right) = -30^\circ$.

Converting to radians: $-30 \cdot \frac{\pi}{180}$.

$$\boxed{-\frac{\pi}{6}}$$""", ["\\arcsin\\left(-\\frac12\\right) = -30^\\circ"], ["$\\sin 30^\\circ = \\frac12$", "sine is odd", "$-30 \\cdot \\frac{\\pi}{180}$"],
      "main kept v25's degrees: the answer in degrees mid-draft, conversion after (-30° also appears as work in the sine check).")

    m("va10", "real-number-phrase-mid", M("prealgebra/1761"), r"""Dividing by a fraction is the same as multiplying by its reciprocal. The reciprocal of $\frac{2}{3}$ is obtained by flipping it, which gives one and a half.

Check: $10 \div \frac{2}{3}$ asks how many two-thirds fit in 10; each whole holds one and a half of them, so 10 wholes hold 15, and indeed $\frac{10}{2/3} = 15$.

$$\boxed{\frac{3}{2}}$$""", ["which gives one and a half"], ["Dividing by a fraction is the same as multiplying by its reciprocal", "$\\frac{10}{2/3} = 15$"],
      "main kept v28's place-value words: a number phrase mid-draft; the check repeats it.")

    c("vac01", "real-code-pre-html", H(28), f"""`str.join` concatenates in one pass, which avoids building intermediate strings in a loop.

<pre><code>def concatenate(strings: List[str]) -> str:
    return ''.join(strings)
</code></pre>

Examples: `[]` → `''`, `['a', 'b', 'c']` → `'abc'`. Time $O(\\text{{total length}})$.

{F}python
from typing import List


def concatenate(strings: List[str]) -> str:
    return ''.join(strings)
{F}""",
      ["<pre><code>def concatenate(strings: List[str]) -> str:\n    return ''.join(strings)"], ["`['a', 'b', 'c']` → `'abc'`"],
      "The program in an HTML <pre><code> block (main hid every fenced form).")

    c("vac02", "real-code-heredoc", H(13), f"""I'll write the file and run the doctests.

{F}bash
cat > sol.py << 'EOF'
def greatest_common_divisor(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a
EOF
python -c "from sol import greatest_common_divisor as g; print(g(3, 5), g(25, 15))"
{F}

Output: `1 5`, matching the docstring. Euclid's algorithm takes $O(\\log \\min(a, b))$ steps.

{F}python
def greatest_common_divisor(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return a
{F}""",
      ["cat > sol.py << 'EOF'\ndef greatest_common_divisor(a: int, b: int) -> int:\n    while b:\n        a, b = b, a % b"], ["Output: `1 5`", "$O(\\log \\min(a, b))$"],
      "An agent-style bash heredoc writes the program before the graded block.")

    p("vap01", "real-probe-cycle-equals-answer", M("number_theory/686"), r"""Only the units digit matters, so look at powers of 8: $8^1 = 8$, $8^2 = 64$, $8^3 = 512$, $8^4 = 4096$.

The units digits cycle $8, 4, 2, 6$ with period 4.

Since $6 = 4 \cdot 1 + 2$, the units digit of $18^6$ is the same as that of $8^2$.

$$\boxed{4}$$""", ["$8^2 = 64$", "cycle $8, 4, 2, 6$ with period 4", "$6 = 4 \\cdot 1 + 2$"],
      "main over-hid values equal to the answer (vp14, vp13): the period 4 and the cycle entry 4 are work.")

    p("vap02", "real-probe-tldr-method", M("algebra/634"), r"""**TL;DR:** factor the numerator and cancel the common factor.

The numerator factors as $6r^2 - 19r - 7 = (2r - 7)(3r + 1)$ (check: $6r^2 + 2r - 21r - 7$ ✓).

For $r \ne \frac{7}{2}$ the left side is $3r + 1$, so the equation is $3r + 1 = 4r - 3$, i.e. $r = 1 + 3$ (which is not $\frac72$, so the cancellation was allowed).

$$\boxed{4}$$""", ["**TL;DR:** factor the numerator and cancel the common factor.", "(2r - 7)(3r + 1)", "$3r + 1 = 4r - 3$", "$r \\ne \\frac{7}{2}$"],
      "main hid vp01's TL;DR that gives only the method: again, with the given coefficient 4 in 4r - 3.")

    p("vap03", "real-probe-note-after-box-2", M("prealgebra/192"), r"""Divide both sides by $2^3 = 8$: $3^x = \frac{72}{8} = 9$.

Since $9 = 3 \cdot 3$, the power of 3 is read off from the number of factors of 3.

$$\boxed{2}$$

Note: dividing 72 by $2^3 = 8$ first isolates the power of 3; the exponent 3 on the 2 is a given.""", ["$3^x = \\frac{72}{8} = 9$", "$9 = 3 \\cdot 3$", "Note: dividing 72 by $2^3 = 8$ first isolates the power of 3"],
      "main dropped vp13's Note after the box: a Note again; the given base 2 equals the answer.")

    p("vap04", "real-probe-r1-reasoning-words", M("prealgebra/307"), r"""Okay, so this is a multiplication-principle problem: an outfit is one shirt, one pair of pants and one hat, and the three choices are independent — any shirt goes with any pants and any hat.

Is there any restriction, like some shirt that can't go with some hat? No, the problem doesn't mention any. So every combination counts.

Shirts and pants first: 5 times 6 is 30 combinations. Then each of those 30 can go with any of the 8 hats, so 30 times 8 in all.

Hmm, should I worry about order — is (shirt, pants, hat) different from (hat, shirt, pants)? No, an outfit is a set of three items, one of each type, so each combination is counted once.

$$\boxed{240}$$""", ["this is a multiplication-principle problem", "any shirt goes with any pants and any hat", "Is there any restriction", "5 times 6 is 30 combinations", "30 times 8 in all", "an outfit is a set of three items"],
      "main hid reasoning phrases in v10's monologue: an R1-style monologue whose work never states the product.")

    q("vaq01", "real-code-probe-wrong-attempt-inline", H(57), f"""My first try, `all(a < b for a, b in zip(l, l[1:]))`, is too strict: it rejects equal neighbours and only handles increasing lists. Comparing with both sorted orders handles both directions and ties.

Examples: `[1, 2, 4, 20]` → `True`, `[1, 20, 4, 10]` → `False`, `[4, 1, 0, -10]` → `True`. Time $O(n \\log n)$.

{F}python
def monotonic(l: list):
    return l == sorted(l) or l == sorted(l, reverse=True)
{F}""",
      ["`all(a < b for a, b in zip(l, l[1:]))`", "is too strict: it rejects equal neighbours", "`[1, 20, 4, 10]` → `False`"],
      "main hid vc04's wrong first attempt: a wrong attempt inline must stay.")
    return cases


def main():
    """Write adaptive.jsonl next to this script."""
    cases = build()
    n = casekit.write(cases, os.path.join(HERE, "adaptive.jsonl"))
    print(n, "cases")


if __name__ == "__main__":
    main()
