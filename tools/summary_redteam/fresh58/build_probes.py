"""fresh58 math must-stay probes ajp01-ajp14, written like textbook reference solutions: MATH-500 problems (ajp01-ajp12,
each used once before; MATH-500 has no unused problem left) and GSM8K test questions (ajp13-ajp14, none in an earlier
case). Asymptote figures with coordinates and labels of givens, remarks with no number after the copula, vectors and
matrices computed on the way, a factorisation of a given, checks that roots work, "Rewrite ... as 2^2", and values
equal to the answer in work roles (a given, a coordinate, a coefficient, a matrix entry, an intermediate, a percent).
No must-stay string is the boxed line or its pending last step."""
from probs import gsm, m500


def build(p):
    """Add the 14 math probes through casekit's ``p`` adder."""
    p("ajp01", "real-probe-m500-cylinder-height-beside-asy-given-labels", m500(13),
      "Label the given radius and the unknown height on the figure:\n\n"
      "[asy]\n"
      "size(120);\n"
      "draw(shift(2.2,0)*yscale(0.3)*Circle((0,0),1.2));\n"
      "draw((1,0)--(1,-2));\n"
      "draw((3.4,0)--(3.4,-2));\n"
      "draw((1,-2)..(2.2,-2.36)..(3.4,-2));\n"
      "draw((2.2,0)--(3.4,0));\n"
      "label(\"$r = 3$\", (2.8,0), N);\n"
      "label(\"$h$\", (3.4,-1), E);\n"
      "label(\"$V = 45\\pi$\", (2.2,-1));\n"
      "[/asy]\n\n"
      "The volume of a cylinder is $V = \\pi r^2 h$. With $r = 3$ the base area is $\\pi \\cdot 3^2 = 9\\pi$, so\n"
      "$$9\\pi h = 45\\pi.$$\n"
      "Dividing both sides by $9\\pi$, we get $h = \\frac{45\\pi}{9\\pi}$.\n\n"
      "Therefore, the height is\n"
      "$$\\boxed{5}$$\n"
      "centimeters.",
      ["label(\"$r = 3$\", (2.8,0), N);", "label(\"$V = 45\\pi$\", (2.2,-1));", "V = \\pi r^2 h",
       "\\pi \\cdot 3^2 = 9\\pi"],
      note="An Asymptote figure labelling the givens; the conclusion is led in by 'Therefore, the height is' and a "
           "display.")

    p("ajp02", "real-probe-m500-quadrilateral-area-beside-coordinate-equal-answer", m500(123),
      "Use the coordinates from the diagram: $A = (0,6)$, $B = (0,0)$, $C = (8,0)$, so $BC = 8$ and $AB = 6$. Since "
      "$D$ and $E$ are midpoints, $D = (0,3)$ and $E = (4,0)$.\n\n"
      "[asy]\n"
      "size(160);\n"
      "pair A=(0,6), B=(0,0), C=(8,0), D=(0,3), E=(4,0), F=(8/3,2);\n"
      "draw(A--B--C--cycle);\n"
      "draw(A--E);\n"
      "draw(C--D);\n"
      "label(\"$A$\",A,W); label(\"$B$\",B,SW); label(\"$C$\",C,SE);\n"
      "label(\"$D$\",D,W); label(\"$E$\",E,S); label(\"$F$\",F,NE);\n"
      "label(\"$8$\",(4,-1));\n"
      "[/asy]\n\n"
      "Line $AE$ passes through $(0,6)$ and $(4,0)$: $y = -\\frac{3}{2}x + 6$.\n\n"
      "Line $CD$ passes through $(8,0)$ and $(0,3)$: $y = -\\frac{3}{8}x + 3$.\n\n"
      "Setting them equal: $-\\frac{3}{2}x + 6 = -\\frac{3}{8}x + 3$, so $\\frac{9}{8}x = 3$ and $x = \\frac{8}{3}$; "
      "then $y = -4 + 6 = 2$. So $F = \\left(\\frac{8}{3}, 2\\right)$. (Both lines are medians, so $F$ is the "
      "centroid of triangle $ABC$.)\n\n"
      "Quadrilateral $DBEF$ is triangle $ABE$ with triangle $ADF$ removed.\n"
      "- $[ABE] = \\frac{1}{2} \\cdot AB \\cdot BE = \\frac{1}{2} \\cdot 6 \\cdot 4 = 12$.\n"
      "- $[ADF] = \\frac{1}{2} \\cdot AD \\cdot x_F = \\frac{1}{2} \\cdot 3 \\cdot \\frac{8}{3} = 4$.\n\n"
      "Therefore, the area is\n"
      "$$[DBEF] = 12 - 4 = \\boxed{8}.$$",
      ["$C = (8,0)$, so $BC = 8$", "pair A=(0,6), B=(0,0), C=(8,0), D=(0,3), E=(4,0), F=(8/3,2);",
       "label(\"$8$\",(4,-1));", "y = -\\frac{3}{8}x + 3", "F = \\left(\\frac{8}{3}, 2\\right)",
       "so $F$ is the centroid of triangle $ABC$"],
      note="Answer 8 equals the given coordinate of C and the side BC (a figure label); the centroid remark has no "
           "number after the copula.")

    p("ajp03", "real-probe-m500-projection-unknown-beside-dot-product-vector", m500(95),
      "The projection of $\\mathbf{v}$ onto $\\mathbf{u}$ is $\\frac{\\mathbf{v} \\cdot \\mathbf{u}}{\\mathbf{u} \\cdot "
      "\\mathbf{u}}\\,\\mathbf{u}$. Here $\\mathbf{v} = \\begin{pmatrix} 2 \\\\ y \\\\ -5 \\end{pmatrix}$ and "
      "$\\mathbf{u} = \\begin{pmatrix} 1 \\\\ -2 \\\\ 1 \\end{pmatrix}$.\n\n"
      "$$\\mathbf{u} \\cdot \\mathbf{u} = 1^2 + (-2)^2 + 1^2 = 6,$$\n"
      "$$\\mathbf{v} \\cdot \\mathbf{u} = 2(1) + y(-2) + (-5)(1) = -2y - 3.$$\n"
      "So the projection is $\\frac{-2y - 3}{6}\\begin{pmatrix} 1 \\\\ -2 \\\\ 1 \\end{pmatrix}$, and the given "
      "projection is $\\frac{5}{6}\\begin{pmatrix} 1 \\\\ -2 \\\\ 1 \\end{pmatrix} = "
      "\\begin{pmatrix} 5/6 \\\\ -5/3 \\\\ 5/6 \\end{pmatrix}$. The two vectors are parallel, so it is enough to "
      "match the scalars: $-2y - 3 = 5$, hence $-2y = 8$.\n\n"
      "$$y = \\boxed{-4}$$",
      ["1^2 + (-2)^2 + 1^2 = 6", "2(1) + y(-2) + (-5)(1) = -2y - 3",
       "\\begin{pmatrix} 5/6 \\\\ -5/3 \\\\ 5/6 \\end{pmatrix}", "The two vectors are parallel"],
      note="A vector computed on the way and a remark with no number after the copula.")

    p("ajp04", "real-probe-m500-triangle-area-beside-cross-product", m500(143),
      "The area of triangle $OAB$ is half the length of $\\overrightarrow{OA} \\times \\overrightarrow{OB}$.\n\n"
      "$$\\overrightarrow{OA} \\times \\overrightarrow{OB} = \\begin{pmatrix} 2 \\cdot 1 - 3 \\cdot (-2) \\\\ "
      "3 \\cdot (-3) - 1 \\cdot 1 \\\\ 1 \\cdot (-2) - 2 \\cdot (-3) \\end{pmatrix} = "
      "\\begin{pmatrix} 8 \\\\ -10 \\\\ 4 \\end{pmatrix}.$$\n\n"
      "Its length is $\\sqrt{8^2 + (-10)^2 + 4^2} = \\sqrt{64 + 100 + 16} = \\sqrt{180}$, and since "
      "$180 = 36 \\cdot 5$, this is $6\\sqrt{5}$.\n\n"
      "Therefore, the area is\n"
      "$$\\frac{1}{2} \\cdot 6\\sqrt{5} = \\boxed{3\\sqrt{5}}.$$",
      ["\\begin{pmatrix} 8 \\\\ -10 \\\\ 4 \\end{pmatrix}", "\\sqrt{64 + 100 + 16} = \\sqrt{180}",
       "$180 = 36 \\cdot 5$"],
      note="A cross product vector computed on the way and a factorisation of 180.")

    p("ajp05", "real-probe-m500-cubic-value-beside-coefficient-equal-answer", m500(215),
      "From $x^2 - x - 1 = 0$ we get $x^2 = x + 1$. Multiplying by $x$:\n"
      "$$x^3 = x^2 + x = (x + 1) + x = 2x + 1.$$\n"
      "The coefficient of $x$ here matches the $-2x$ in the target expression, so the $x$ terms cancel:\n"
      "$$x^3 - 2x + 1 = (2x + 1) - 2x + 1 = \\boxed{2}.$$",
      ["x^2 = x + 1", "x^3 = x^2 + x = (x + 1) + x = 2x + 1", "so the $x$ terms cancel"],
      note="The coefficient 2 in x^3 = 2x + 1 equals the answer; the remark has no number after the copula.")

    p("ajp06", "real-probe-m500-cube-root-value-beside-rewrite-as-power-of-two", m500(395),
      "Rewrite $8$ as $2^3$. Then $a^2 = 2^6$ and\n"
      "$$\\sqrt[3]{a^2} = 2^2 = 4.$$\n"
      "Rewrite $16$ as $2^4$ and $4$ as $2^2$:\n"
      "$$16\\sqrt[3]{a^2} = 2^4 \\cdot 2^2 = 2^6.$$\n"
      "Taking the cube root, $\\left(2^6\\right)^{1/3} = 2^2$, so the value is $\\boxed{4}$.",
      ["Rewrite $8$ as $2^3$", "\\sqrt[3]{a^2} = 2^2 = 4", "Rewrite $16$ as $2^4$ and $4$ as $2^2$",
       "2^4 \\cdot 2^2 = 2^6"],
      note="The intermediate cube root of a^2 equals the answer 4, and 'Rewrite 4 as 2^2' names it as a factor.")

    p("ajp07", "real-probe-m500-perfect-power-count-beside-exponent-factorisation", m500(186),
      "$2^{24}$ is a perfect $n$th power exactly when $n$ divides $24$, because then $2^{24} = \\left(2^{24/n}\\right)^n$.\n\n"
      "Factor the exponent: $24 = 2^3 \\cdot 3$, so $24$ has $(3 + 1)(1 + 1) = 8$ positive divisors:\n"
      "$$1, 2, 3, 4, 6, 8, 12, 24.$$\n"
      "The condition $n > 1$ rules out $n = 1$, so the count is $8 - 1$.\n\n"
      "$$\\boxed{7}$$",
      ["2^{24} = \\left(2^{24/n}\\right)^n", "$24 = 2^3 \\cdot 3$"],
      note="A factorisation of a given (the exponent 24); the divisor list and its count are the last step's inputs.")

    p("ajp08", "real-probe-m500-undefined-points-beside-root-checks", m500(463),
      "The expression is undefined exactly where the denominator is zero. Factor it:\n"
      "$$x^2 - 9 = (x - 3)(x + 3).$$\n"
      "This vanishes at $x = 3$ and at $x = -3$. Check both: $3^2 - 9 = 0$ and $(-3)^2 - 9 = 0$. The numerator "
      "$x - 5$ is nonzero at both points, and in any case a zero numerator would not rescue a zero denominator.\n\n"
      "So the expression is undefined at $x = \\pm 3$, which is\n"
      "$$\\boxed{2}$$\n"
      "values.",
      ["x^2 - 9 = (x - 3)(x + 3)", "$3^2 - 9 = 0$", "$(-3)^2 - 9 = 0$"],
      note="Checks that the roots work; the exponent 2 in x^2 and 3^2 equals the answer (the count 2).")

    p("ajp09", "real-probe-m500-remainder-beside-equal-valued-quadratic-term", m500(203),
      "By the Remainder Theorem, the remainder on division by $x + 2$ is the value of the polynomial at $x = -2$.\n\n"
      "- $(5x + 9)^{611}$: $(-10 + 9)^{611} = (-1)^{611} = -1$.\n"
      "- $(x + 5)^{11}$: $3^{11}$.\n"
      "- $(x - 1)^{11}$: $(-3)^{11} = -3^{11}$.\n"
      "- $3x^2 + 1$: $3(-2)^2 = 3 \\cdot 4 = 12$, plus $1$ gives $13$.\n\n"
      "The two eleventh powers are opposites, so they cancel. The remainder is\n"
      "$$-1 + 3^{11} - 3^{11} + 13 = \\boxed{12}.$$",
      ["(-1)^{611} = -1", "(-3)^{11} = -3^{11}", "3(-2)^2 = 3 \\cdot 4 = 12",
       "The two eleventh powers are opposites, so they cancel"],
      note="The intermediate 3(-2)^2 = 12 (a term of another quantity) equals the answer; the cancellation remark "
           "has no number after the copula.")

    p("ajp10", "real-probe-m500-tangent-circles-angle-beside-right-triangle-remark", m500(177),
      "Tangent circles of radius 1 have centres 2 apart. So $QR = RS = 2$ and $QS = 4$, and also "
      "$PR = PS = RS = 2$, so triangle $PRS$ is equilateral.\n\n"
      "Put $R$ at the origin: $Q = (-2, 0)$, $S = (2, 0)$, $P = (1, \\sqrt{3})$. Then\n"
      "$$PQ^2 = 3^2 + \\left(\\sqrt{3}\\right)^2 = 9 + 3 = 12, \\qquad PS^2 = 4.$$\n"
      "Since $PQ^2 + PS^2 = 12 + 4 = 16 = QS^2$, triangle $PQS$ is a right triangle, with the right angle at $P$.\n\n"
      "The smallest angle is opposite the shortest side $PS$, so it is $\\angle PQS$, with\n"
      "$$\\sin \\angle PQS = \\frac{PS}{QS} = \\frac{2}{4} = \\frac{1}{2}.$$\n"
      "Therefore the smallest angle is $\\boxed{30^\\circ}$.",
      ["so triangle $PRS$ is equilateral", "Q = (-2, 0)$, $S = (2, 0)$, $P = (1, \\sqrt{3})",
       "9 + 3 = 12", "triangle $PQS$ is a right triangle, with the right angle at $P$",
       "The smallest angle is opposite the shortest side $PS$"],
      note="Remarks with no number after the copula (equilateral, right triangle); coordinates of the centres.")

    p("ajp11", "real-probe-m500-operator-norm-beside-gram-matrix-entry", m500(62),
      "The smallest such $C$ is the largest value of $\\|A\\mathbf{v}\\| / \\|\\mathbf{v}\\|$ for "
      "$A = \\begin{pmatrix} 2 & 3 \\\\ 0 & -2 \\end{pmatrix}$. Since "
      "$\\|A\\mathbf{v}\\|^2 = \\mathbf{v}^T (A^T A) \\mathbf{v}$, compute\n"
      "$$A^T A = \\begin{pmatrix} 2 & 0 \\\\ 3 & -2 \\end{pmatrix} \\begin{pmatrix} 2 & 3 \\\\ 0 & -2 \\end{pmatrix} "
      "= \\begin{pmatrix} 4 & 6 \\\\ 6 & 13 \\end{pmatrix}.$$\n"
      "Its characteristic polynomial is $\\lambda^2 - 17\\lambda + (52 - 36) = \\lambda^2 - 17\\lambda + 16 = "
      "(\\lambda - 16)(\\lambda - 1)$, so the eigenvalues are $16$ and $1$.\n\n"
      "The ratio $\\|A\\mathbf{v}\\|^2 / \\|\\mathbf{v}\\|^2$ is maximized when $\\mathbf{v}$ is an eigenvector for "
      "the larger eigenvalue (for example $\\mathbf{v} = \\begin{pmatrix} 1 \\\\ 2 \\end{pmatrix}$, since "
      "$A^T A \\mathbf{v} = \\begin{pmatrix} 16 \\\\ 32 \\end{pmatrix}$), so $C^2 = 16$.\n\n"
      "$$C = \\boxed{4}$$",
      ["\\begin{pmatrix} 4 & 6 \\\\ 6 & 13 \\end{pmatrix}",
       "\\lambda^2 - 17\\lambda + 16 = (\\lambda - 16)(\\lambda - 1)",
       "is maximized when $\\mathbf{v}$ is an eigenvector for the larger eigenvalue"],
      note="A matrix computed on the way whose corner entry 4 equals the answer; 'is maximized when' with no number.")

    p("ajp12", "real-probe-m500-unity-root-sum-beside-given-cube-equal-one", m500(480),
      "Since $\\omega^3 = 1$, either $\\omega = 1$ or $\\omega$ is a primitive cube root of unity, in which case "
      "$\\omega^2 + \\omega + 1 = 0$.\n\n"
      "Combine the fractions:\n"
      "$$\\frac{1}{1 + \\omega} + \\frac{1}{1 + \\omega^2} = \\frac{2 + \\omega + \\omega^2}{1 + \\omega + \\omega^2 + "
      "\\omega^3}.$$\n\n"
      "**Case $\\omega = 1$.** The sum is $\\frac{1}{2} + \\frac{1}{2}$.\n\n"
      "**Case $\\omega \\neq 1$.** Then $\\omega + \\omega^2 = -1$, so the numerator is $2 - 1$ and the denominator is "
      "$(1 + \\omega + \\omega^2) + \\omega^3 = 0 + 1$.\n\n"
      "These two cases give the same value, so the only possible value is $\\boxed{1}$.",
      ["Since $\\omega^3 = 1$, either $\\omega = 1$ or $\\omega$ is a primitive cube root of unity",
       "\\omega^2 + \\omega + 1 = 0",
       "\\frac{2 + \\omega + \\omega^2}{1 + \\omega + \\omega^2 + \\omega^3}", "\\omega + \\omega^2 = -1"],
      note="The given omega^3 = 1 and the root omega = 1 hold the answer's value as givens; 'these two cases give the "
           "same value' has no number after the copula.")

    p("ajp13", "real-probe-gsm-weekend-shoe-sales-beside-half-as-percent", gsm(371),
      "Friday: 14 pairs.\n"
      "Saturday: double Friday, 2 × 14 = 28 pairs.\n"
      "Sunday: one-half of Saturday, i.e. 50% of 28 = 14 pairs sold, but 6 pairs came back.\n\n"
      "Net pairs sold: 14 + 28 + 14 − 6\n\n"
      "\\boxed{50}",
      ["2 × 14 = 28 pairs", "50% of 28 = 14 pairs sold", "6 pairs came back"],
      note="The 50% (one half as a percent) equals the answer 50 in a work role.")

    p("ajp14", "real-probe-gsm-gift-count-beside-repeated-fives-and-tens", gsm(502),
      "Gifts for the 2 friends who want 5 each: 2 × 5 = 10.\n"
      "Gifts for the other 3 friends: 3 × 2 = 6.\n"
      "So far: 10 + 6 = 16 gifts for her 5 friends.\n"
      "Plus the 10 random extras: 16 + 10\n\n"
      "\\boxed{26}",
      ["2 × 5 = 10", "3 × 2 = 6", "10 + 6 = 16 gifts for her 5 friends"],
      note="5 in several roles (friends, gifts each), 10 in two roles (an intermediate and a given).")
