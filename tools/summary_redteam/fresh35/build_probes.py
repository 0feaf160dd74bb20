"""fresh35 math must-stay probes rrp01-rrp19: drafts whose correct summary keeps givens and intermediate values that
look like the answer (equal values as givens, roots, bounds, checks; "one" as a pronoun; many numerals). The last
step and the line that states the answer are the conclusion and are never listed as must-stay."""
from probs import dm, gsm


def build(p):
    p("rrp01", "real-probe-gsm-age-half-thirteen-minus-ten-given", gsm(1162),
      "Haley is 26, half of that is 26 / 2 = 13.\nGeb is 10 less than 13.\nGeb's age: 13 - 10\n\n\\boxed{3}",
      ["26 / 2 = 13", "Geb is 10 less than 13."])
    p("rrp02", "real-probe-gsm-rope-yellow-twelve-blue-five-equation", gsm(1168),
      "Let Y be the yellow rope. Blue = Y - 7, red = 4(Y - 7).\n"
      "Y + (Y - 7) + 4(Y - 7) = 37\n6Y - 35 = 37\n6Y = 72, so Y = 12 cm.\nBlue = 12 - 7 = 5 cm.\n"
      "Red = 4 × 5\n\n\\boxed{20}",
      ["Y + (Y - 7) + 4(Y - 7) = 37", "6Y - 35 = 37", "6Y = 72, so Y = 12 cm.", "Blue = 12 - 7 = 5 cm."])
    p("rrp03", "real-probe-gsm-mural-pints-one-of-three-colours", gsm(1170),
      "Half the mural is yellow, so the non-yellow half uses 12 / 2 = 6 pints.\n"
      "Red, white and purple share those equally; red is one of the three.\n"
      "Red: 6 / 3\n\n\\boxed{2}",
      ["12 / 2 = 6 pints", "red is one of the three"])
    p("rrp04", "real-probe-gsm-pods-one-per-cycle-ten-cents-each", gsm(1173),
      "The special box has 20% more pods: 100 × 1.2 = 120 pods for $12.\n"
      "One pod costs $12 / 120 = $0.10, and one pod runs one cycle.\n"
      "Cycles per dollar: 1 / 0.10\n\n\\boxed{10}",
      ["100 × 1.2 = 120 pods", "$12 / 120 = $0.10", "one pod runs one cycle"])
    p("rrp05", "real-probe-gsm-soccer-halves-many-small-counts", gsm(1175),
      "First half: A 4, B 4 - 2 = 2; together 4 + 2 = 6.\n"
      "Second half: B scores 4 × 2 = 8, A scores 8 / 4 = 2; together 8 + 2 = 10.\n"
      "Match: 6 + 10\n\n\\boxed{16}",
      ["B 4 - 2 = 2", "4 + 2 = 6", "4 × 2 = 8", "8 / 4 = 2", "8 + 2 = 10"])
    p("rrp06", "real-probe-gsm-chalk-two-inch-threshold-equals-answer", gsm(1176),
      "Monday: 45% of 5 in = 2.25 in used, 5 - 2.25 = 2.75 in left.\n"
      "Day 1 after: 20% of 2.75 = 0.55, leaving 2.2 in (still ≥ 2 in).\n"
      "Day 2 after: 20% of 2.2 = 0.44, leaving 1.76 in (< 2 in, recycle).\n"
      "Days of normal use: 1 + 1\n\n\\boxed{2}",
      ["5 - 2.25 = 2.75 in left", "leaving 2.2 in (still ≥ 2 in)", "leaving 1.76 in (< 2 in, recycle)"],
      note="'2 in' is the problem's given threshold, equal to the answer")
    p("rrp07", "real-probe-gsm-varsity-girls-four-boys-three", gsm(1177),
      "Class: 12 + 12 = 24 students.\nGirls on varsity: 12 × 1/3 = 4. Boys on varsity: 12 × 1/4 = 3.\n"
      "On varsity: 4 + 3 = 7.\nNot on varsity: 24 - 7\n\n\\boxed{17}",
      ["12 + 12 = 24 students", "12 × 1/3 = 4", "12 × 1/4 = 3", "4 + 3 = 7"])
    p("rrp08", "real-probe-gsm-colin-age-linear-equation-forty", gsm(1181),
      "Let x be Colin's age. Wendy = 5(x + 7).\nIn 25 years Colin is a third of Wendy now: 3(x + 25) = 5(x + 7).\n"
      "3x + 75 = 5x + 35\n40 = 2x\nx = 40 / 2\n\n\\boxed{20}",
      ["3(x + 25) = 5(x + 7)", "3x + 75 = 5x + 35", "40 = 2x"])
    p("rrp09", "real-probe-quintic-discriminant-coefficients-25-16", dm(50),
      "For $x^5 + ax + b$ the discriminant is $\\Delta = 5^5 b^4 + 4^4 a^5 = 3125b^4 + 256a^5$.\n"
      "Note $25b^4 + 16a^5$ is $\\Delta / 125$ only when $a$ scales; take $a = 0$: the quantity is $25b^4 = (5b^2)^2$, "
      "a square, so we need $a \\ne 0$.\n"
      "Take $p = 7$ and $x^5 - x - 1$ style searches: $a = 1$, $b = 3$ gives $25\\cdot 81 + 16 = 2041 \\equiv 4$, a "
      "square; $a = 3, b = 1$ gives $25 + 16\\cdot 243 = 3913 \\equiv 0$... continue to $a = 1, b = 1$: "
      "$25 + 16 = 41 \\equiv 6 \\pmod 7$, a non-square, and $x^5 + x + 1$ must then be checked irreducible.\n"
      "Counting: half of the $p - 1$ units are non-squares, and irreducible quintics have density about "
      "$1/5$, so such a pair exists.\n\n\\boxed{Yes}",
      ["$\\Delta = 5^5 b^4 + 4^4 a^5 = 3125b^4 + 256a^5$", "$25b^4 = (5b^2)^2$",
       "$25 + 16 = 41 \\equiv 6 \\pmod 7$", "density about $1/5$"])
    p("rrp10", "real-probe-finite-field-degree-d-factors-one-each", dm(68),
      "Over $\\mathbb F_p$, $x^{p^n} - x = \\prod_{d \\mid n} \\prod_{f \\text{ monic irr.}, \\deg f = d} f$.\n"
      "Each irreducible of degree $d$ appears exactly once (the polynomial is squarefree: its derivative is "
      "$-1$).\nThe number of them is $\\frac1d\\sum_{e\\mid d}\\mu(e)p^{d/e}$, which is at least 2 for $d = 1$ "
      "($x$ and $x - 1$).\n\n\\boxed{Yes}",
      ["its derivative is $-1$", "which is at least 2 for $d = 1$", "Each irreducible of degree $d$ appears exactly once"])
    p("rrp11", "real-probe-sylow-involution-centralizer-trivial-one", dm(99),
      "$|R| = 2$, $R = \\langle r \\rangle$. $C_Q(R) = 1$ means $r$ inverts $Q$ (coprime action, $q$ odd).\n"
      "Then $QR$ is a Frobenius-like group and every conjugate $r^g$, $g = xy$ with $x \\in P$, $y \\in Q$, "
      "gives $r^{xy} = r^y \\in QR$ since $P$ centralizes $r$.\n"
      "Conjugates by $R$ itself are trivial. So each conjugate lies in $QR$.\n\n\\boxed{Yes}",
      ["$C_Q(R) = 1$ means $r$ inverts $Q$", "$r^{xy} = r^y \\in QR$", "Conjugates by $R$ itself are trivial."])
    p("rrp12", "real-probe-free-group-rank-two-quotient-nontrivial", dm(101),
      "$F_n$ is residually free of rank 2 (even residually $F_2$), so some homomorphism to $F_2$ does not kill "
      "$g$. It need not be onto; fix that by sending one basis element $x_1 \\mapsto a$ and using $n \\ge 2$ "
      "extra generators.\n"
      "Since $\\phi(g) \\neq 1$ is an open condition on $\\operatorname{Hom}(F_n, F_2)$, a small perturbation "
      "keeps it and makes $\\phi$ onto.\n\n\\boxed{Yes}",
      ["residually free of rank 2", "$x_1 \\mapsto a$", "using $n \\ge 2$"])
    p("rrp13", "real-probe-card-ordering-question-budget-numerals", dm(443),
      "Insert cards one at a time into a sorted list. With a triple query we compare the new card with two sorted "
      "neighbours at once, splitting the list into 3 parts.\n"
      "Card $k$ costs $\\lceil \\log_3 k \\rceil$ queries; $\\sum_{k=2}^{365} \\lceil \\log_3 k\\rceil \\le "
      "364 \\cdot 6 = 2184$ is too crude, but the exact sum is $1 + 1\\cdot 6 + 2\\cdot 18 + 3 \\cdot 54 + 4 "
      "\\cdot 162 + 5\\cdot 123 = 1468$.\n"
      "$1468 \\le 2000$.\n\n\\boxed{Yes}",
      ["$\\lceil \\log_3 k \\rceil$", "364 \\cdot 6 = 2184",
       "1 + 1\\cdot 6 + 2\\cdot 18 + 3 \\cdot 54 + 4 \\cdot 162 + 5\\cdot 123 = 1468"])
    p("rrp14", "real-probe-gaussian-sum-three-squares-with-one-and-i", dm(486),
      "$a + 2bi = x^2 + y^2 + z^2$ with Gaussian integers. Try $x = \\frac{a+1}{2} + \\dots$: better, use "
      "$(u + 1)^2 - u^2 = 2u + 1$ and $i^2 = -1$.\n"
      "$2bi = (b + i)^2 - b^2 + 1$, so $a + 2bi = (b+i)^2 + (\\text{something})$ and $a - b^2 + 1$ is a Gaussian "
      "integer that is a sum of two squares as every integer $m = ((m+1)/2)^2 - ((m-1)/2)^2$ up to a factor $i$.\n\n"
      "\\boxed{Yes}",
      ["$(u + 1)^2 - u^2 = 2u + 1$", "$i^2 = -1$", "$2bi = (b + i)^2 - b^2 + 1$"])
    p("rrp15", "real-probe-form-value-one-primitive-representation", dm(122),
      "$g(u,v) = 1$ with $\\gcd(u,v) = 1$ (a form value 1 forces this). Complete $(u, v)$ to a matrix "
      "$\\begin{pmatrix} u & r \\\\ v & s\\end{pmatrix}$ of determinant 1.\n"
      "The transformed form has leading coefficient $g(u,v) = 1$: $x^2 + b'xy + c'y^2$; reduce $b'$ mod 2 by "
      "$x \\mapsto x + ty$ to $b' \\in \\{0, 1\\}$, fixed by $\\mathbf D$.\n"
      "That is the principal form of discriminant $\\mathbf D$.\n\n\\boxed{Yes}",
      ["$\\gcd(u,v) = 1$", "of determinant 1", "$b' \\in \\{0, 1\\}$"])
    p("rrp16", "real-probe-edge-colouring-pairs-from-five-colours", dm(449),
      "Each edge gets a 2-subset of $\\{1,\\dots,5\\}$; there are $\\binom52 = 10$ such pairs.\n"
      "At a degree-3 vertex the three pairs pairwise intersect in one colour or are disjoint as required, and a "
      "degree-1 vertex imposes nothing.\n"
      "The Petersen colouring conjecture's 5-colour form is known for such graphs, which is what we need.\n\n"
      "\\boxed{Yes}",
      ["$\\binom52 = 10$", "intersect in one colour", "a degree-1 vertex imposes nothing"])
    p("rrp17", "real-probe-positive-cone-one-and-minus-one", dm(91),
      "Take $B = (0, \\infty)$. For $x \\neq 0$ exactly one of $x, -x$ is in $B$; $0$: neither, but the rule "
      "says 'either', so put $B = [0,\\infty)$? Then $0$ and $-0$ coincide: exactly one element.\n"
      "$1 \\in B$ and $-1 \\notin B$; products of positives are positive, so $B$ is multiplicatively closed.\n\n"
      "\\boxed{Yes}",
      ["exactly one of $x, -x$ is in $B$", "$1 \\in B$ and $-1 \\notin B$"])
    p("rrp18", "real-probe-affine-complement-pushforward-zero-cohomology", dm(0),
      "$U$ affine, so $i$ is an affine morphism and $R^q i_* M = 0$ for $q \\ge 1$.\n"
      "$i_*M$ is the colimit of coherent subsheaves $\\mathcal F_k \\subset i_*M$, e.g. $\\mathcal F_k$ generated "
      "by sections with poles of order at most $k$ along $Z$ ($k \\ge 1$).\n\n\\boxed{Yes}",
      ["$R^q i_* M = 0$ for $q \\ge 1$", "poles of order at most $k$ along $Z$ ($k \\ge 1$)"])
    p("rrp19", "probe-refund-ledger-in-csv-fence", gsm(1180),
      "```csv\nitem,gallons,price,amount\npurchased,4000,3.5,14000\nexpired share,2/5,,\nexpired,1600,3.5,\n```\n"
      "Expired milk: 2/5 × 4000 = 1600 gallons.\nRefund: 1600 × $3.5\n\n\\boxed{5600}",
      ["purchased,4000,3.5,14000", "2/5 × 4000 = 1600 gallons"])
