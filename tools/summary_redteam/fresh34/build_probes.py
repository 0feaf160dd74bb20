"""fresh34 math must-stay probes ssp01-ssp19 (ssp19 adversarial)."""
from probs import dm, gsm


def build(p):
    p("ssp01", "real-probe-gsm-book-price-with-remaining-budget-and-count", gsm(1115),
      "Budget left before today: 16 - 4 = 12 dollars.\nShe still has $2, so the 2 books cost 12 - 2 = 10 dollars.\n"
      "Each one: 10 / 2 = 5 dollars.\n\n\\boxed{5}",
      ["16 - 4 = 12 dollars", "12 - 2 = 10 dollars", "the 2 books cost", "Each one"])
    p("ssp02", "real-probe-gsm-fish-tally-with-five-female-goldfish-given", gsm(1118),
      "Males: 4 + 3 + 2 + 2 = 11.\nFemales: 7 + 5 + 1 + 3 = 16 (the 5 female goldfishes included).\n"
      "Difference: 16 - 11 = 5.\n\n\\boxed{5}",
      ["4 + 3 + 2 + 2 = 11", "7 + 5 + 1 + 3 = 16", "the 5 female goldfishes included", "16 - 11 = 5"])
    p("ssp03", "real-probe-gsm-eggs-sarah-nine-camden-twenty-one", gsm(1129),
      "Camden + Sarah = 30 and Camden - Sarah = 12, so Sarah = (30 - 12) / 2 = 9 and Camden = 21.\n"
      "Arnold + Madeline = 56 - 30 = 26, so Arnold = 13.\nCamden - Arnold = 21 - 13 = 8.\n\n\\boxed{8}",
      ["Sarah = (30 - 12) / 2 = 9", "Camden = 21", "56 - 30 = 26", "Arnold = 13", "21 - 13 = 8"])
    p("ssp04", "real-probe-gsm-savings-weeks-with-eight-weeks-given", gsm(1134),
      "Saved so far: 8 weeks × $4 = $32.\nStill needed: 60 - 32 = $28.\nWeeks: 28 / 4 = 7 more weeks (a total of 15 weeks, "
      "one week at a time).\n\n\\boxed{7}",
      ["8 weeks × $4 = $32", "60 - 32 = $28", "28 / 4 = 7", "a total of 15 weeks", "one week at a time"])
    p("ssp05", "real-probe-gsm-scoop-riddle-many-small-differences", gsm(1140),
      "Gomer ate 23 - 5 = 18 scoops.\n6 - 3 = 3 potatoes make 3 - 1 = 2 scoops, so 1.5 potatoes per scoop.\n"
      "18 × 1.5 = 27 potatoes.\n\n\\boxed{27}",
      ["23 - 5 = 18 scoops", "6 - 3 = 3 potatoes", "3 - 1 = 2 scoops", "1.5 potatoes per scoop", "18 × 1.5 = 27"])
    p("ssp06", "real-probe-gsm-jellybeans-blue-nine-after-red-doubling", gsm(1142),
      "Red: 2 × 17 = 34.\nGreen and red: 17 + 34 = 51.\nBlue: 60 - 51 = 9.\n\n\\boxed{9}",
      ["2 × 17 = 34", "17 + 34 = 51", "60 - 51 = 9"])
    p("ssp07", "real-probe-gsm-bus-ratio-parts-with-thirty-four", gsm(1144),
      "Parts: 5 + 9 = 14, and 84 / 14 = 6 passengers per part.\nWomen: 9 × 6 = 54; men: 5 × 6 = 30.\n"
      "After 20 women leave: 54 - 20 = 34 women.\n\n\\boxed{34}",
      ["5 + 9 = 14", "84 / 14 = 6", "9 × 6 = 54", "5 × 6 = 30", "54 - 20 = 34 women"])
    p("ssp08", "real-probe-gsm-easter-eggs-per-child-nine-each", gsm(1148),
      "Three dozen eggs: 3 × 12 = 36 eggs.\nFour children, each one gets the same: 36 / 4 = 9 eggs each.\n\n\\boxed{9}",
      ["3 × 12 = 36 eggs", "each one gets the same", "36 / 4 = 9 eggs each"])
    p("ssp09", "real-probe-perfect-group-extension-trivial-center-order-one", dm(8),
      "Take $V = \\mathbb{F}_2^4$ with $A_5$ acting through $A_5 \\cong SL_2(4)$, $V$ its natural module over "
      "$\\mathbb{F}_4$.\n\nThen $C_V(A_5) = 0$, so $V$ is not central, and $V$ is not cyclic (rank 4, not rank 1). "
      "The split extension $V \\rtimes A_5$ has centre of order 1.\n\n$$\\boxed{Yes}$$",
      ["$C_V(A_5) = 0$", "not rank 1", "centre of order 1", "\\mathbb{F}_2^4"])
    p("ssp10", "real-probe-enriques-torsion-two-and-betti-zero", dm(13),
      "An Enriques surface $X$ has $\\pi_1(X) = \\mathbb{Z}/2$, $b_1 = 0$, and $H_1(X,\\mathbb{Z}) = \\mathbb{Z}/2$.\n\n"
      "By universal coefficients, $\\mathrm{Tors}\\,H^2(X,\\mathbb{Z}) \\cong \\mathrm{Tors}\\,H_1 = \\mathbb{Z}/2 \\neq 0$.\n\n"
      "$$\\boxed{Yes}$$",
      ["$b_1 = 0$", "$\\pi_1(X) = \\mathbb{Z}/2$", "\\mathbb{Z}/2 \\neq 0"])
    p("ssp11", "real-probe-metric-isometry-myers-steenrod-one-to-one", dm(33),
      "By Myers–Steenrod, a distance-preserving surjection between connected Riemannian manifolds is smooth and its "
      "differential preserves the metric; a bijection is one-to-one and onto, so it applies.\n\n"
      "Infinitesimally $|d\\phi(v)| = |v|$ for every tangent vector; polarisation gives $g(d\\phi v, d\\phi w) = g(v,w)$.\n\n"
      "$$\\boxed{Yes}$$",
      ["one-to-one and onto", "$|d\\phi(v)| = |v|$", "Myers–Steenrod"])
    p("ssp12", "real-probe-norm-integer-with-half-integer-element", dm(46),
      "Take $L = \\mathbb{Q}(i)$, $\\alpha = \\tfrac{1}{2} + \\tfrac{1}{2}i$... that has norm $\\tfrac12$. Try "
      "$\\alpha = \\tfrac{3+4i}{5}$: $N(\\alpha) = \\tfrac{9+16}{25} = 1$, an integer, while $\\alpha$ is not an "
      "algebraic integer (its minimal polynomial $x^2 - \\tfrac65 x + 1$ has a non-integral coefficient).\n\n"
      "$$\\boxed{Yes}$$",
      ["$N(\\alpha) = \\tfrac{9+16}{25} = 1$", "$x^2 - \\tfrac65 x + 1$", "norm $\\tfrac12$"])
    p("ssp13", "real-probe-cyclotomic-reduction-mod-p-coefficients-one", dm(61),
      "$\\Phi_r(X) \\in \\mathbb{Z}[X]$ is monic with integer coefficients, e.g. $\\Phi_3 = X^2 + X + 1$ with all "
      "coefficients 1, $\\Phi_6 = X^2 - X + 1$ with a $-1$.\n\nReducing mod $p$ sends each coefficient to "
      "$\\mathbb{F}_p$, and the leading 1 stays 1.\n\n$$\\boxed{Yes}$$",
      ["$\\Phi_3 = X^2 + X + 1$", "all coefficients 1", "the leading 1 stays 1", "$\\Phi_6 = X^2 - X + 1$"])
    p("ssp14", "real-probe-two-adic-anisotropic-form-units-one-three-five", dm(65),
      "Take $\\langle 1, 1, 1, 1\\rangle$? It represents $0$ non-trivially only if $-1$ is a sum of three squares in "
      "$\\mathbb{Q}_2$; $-1 \\equiv 7 \\pmod 8$ is not, so the form $x^2+y^2+z^2+w^2$ is anisotropic.\n\n"
      "All coefficients are 1, odd, so 2 divides none of them.\n\n$$\\boxed{Yes}$$",
      ["$-1 \\equiv 7 \\pmod 8$", "All coefficients are 1", "$x^2+y^2+z^2+w^2$"])
    p("ssp15", "real-probe-quotient-by-maximal-power-dimension-count", dm(138),
      "By the Nullstellensatz $M = (x_1 - a_1, \\dots, x_n - a_n)$ and $R/M \\cong \\mathbb{C}$, dimension 1.\n\n"
      "$R/M^k$ is spanned by monomials in $x_i - a_i$ of degree $< k$: dimension $\\binom{n+k-1}{n}$, finite; for "
      "$k = 2$ it is $1 + n$.\n\n$$\\boxed{Yes}$$",
      ["dimension 1", "$\\binom{n+k-1}{n}$", "for $k = 2$ it is $1 + n$"])
    p("ssp16", "real-probe-balanced-hull-of-convex-neighbourhood-radius-one", dm(200),
      "Let $U$ be a convex neighbourhood of $0$. Then $V = \\bigcap_{|\\lambda| = 1} \\lambda U$ is convex, balanced, "
      "and contains $U \\cap (-U)$'s balanced core, which is a neighbourhood (scalar multiplication is continuous at "
      "$(1, 0)$).\n\nThe sets $\\tfrac1n V$ form the base.\n\n$$\\boxed{Yes}$$",
      ["\\bigcap_{|\\lambda| = 1} \\lambda U", "$(1, 0)$", "$\\tfrac1n V$"])
    p("ssp17", "real-probe-borel-preimage-open-sets-sigma-algebra", dm(425),
      "Let $\\mathcal{S} = \\{E \\subseteq B : f^{-1}(E) \\in \\mathcal{B}_A\\}$; it is a $\\sigma$-algebra.\n\n"
      "Continuity puts every open set in $\\mathcal{S}$, so $\\mathcal{B}_B \\subseteq \\mathcal{S}$. "
      "(Hausdorff is not even needed; yes, the argument is one line.)\n\n$$\\boxed{Yes}$$",
      ["$\\mathcal{B}_B \\subseteq \\mathcal{S}$", "yes, the argument is one line", "Hausdorff is not even needed"])
    p("ssp18", "real-probe-tangent-vector-curve-chart-coefficients", dm(467),
      "In a chart $(x^1,\\dots,x^m)$ with $x(p) = 0$, write $v = \\sum v^i \\partial_i$.\n\n"
      "Take $\\gamma(t) = x^{-1}(t v^1, \\dots, t v^m)$ for $|t| < \\varepsilon$: $\\gamma(0) = p$ and $\\gamma'(0) = v$.\n\n"
      "$$\\boxed{Yes}$$",
      ["$\\gamma(0) = p$", "$\\gamma'(0) = v$", "$x(p) = 0$"])
    p("ssp19", "probe-roses-ledger-in-ini-config-block", gsm(1150),
      "```ini\n[roses]\nstart = 30\ngiven_to_mother = 24\nafter_gift = 6\nbought = 15\n```\n\n"
      "30 - 24 = 6, then 6 + 15 = 21.\n\n\\boxed{21}",
      ["given_to_mother = 24", "after_gift = 6", "bought = 15", "30 - 24 = 6"])
