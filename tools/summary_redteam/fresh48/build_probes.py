"""fresh48 math must-stay probes ccp01-ccp14: realistic drafts whose work holds givens and intermediate values
(some equal to the answer) that a summary must keep. Problems are real (probs.py) and in no earlier set's case."""
from probs import gsm, m500


def build(p):
    p("ccp01", "real-probe-gsm-missable-classes-beside-ten-dollar-cap", gsm(635),
      "Total price: $60 for 10 classes.\n"
      "The cost per class attended must not exceed $10.\n"
      "Fewest classes he must attend: 60 ÷ 10 = 6 classes (then each attended class costs exactly $10).\n"
      "If he attends only 5, each costs 60 ÷ 5 = $12, which is more than $10.\n"
      "Classes he can miss = 10 - 6\n\n"
      "$\\boxed{4}$",
      ["$60 for 10 classes", "60 ÷ 10 = 6 classes", "60 ÷ 5 = $12", "Classes he can miss = 10 - 6"])

    p("ccp02", "real-probe-gsm-howl-minutes-beside-twice-factor", gsm(994),
      "Tobias: 20 seconds per howl.\n"
      "Chikote howls twice as long: 20 × 2 = 40 seconds.\n"
      "Igneous howls as long as both together: 20 + 40 = 60 seconds.\n"
      "All three: 20 + 40 + 60 = 120 seconds.\n"
      "In minutes: 120 ÷ 60\n\n"
      "$\\boxed{2}$",
      ["20 × 2 = 40 seconds", "20 + 40 = 60 seconds", "20 + 40 + 60 = 120 seconds", "120 ÷ 60"])

    p("ccp03", "real-probe-gsm-insect-share-beside-bodhi-eighteen", gsm(500),
      "Let Bodhi find B insects.\n"
      "David = B/2.\n"
      "Lily = B/2 + 7.\n"
      "Total: B + B/2 + B/2 + 7 = 43, so 2B + 7 = 43.\n"
      "2B = 36, B = 18.\n"
      "David = 18 ÷ 2 = 9.\n"
      "Lily = 9 + 7\n\n"
      "$\\boxed{16}$",
      ["2B + 7 = 43", "2B = 36, B = 18.", "David = 18 ÷ 2 = 9.", "Lily = 9 + 7"])

    p("ccp04", "real-probe-gsm-couch-length-beside-rug-width", gsm(503),
      "Chair width: 3 feet.\n"
      "Rug width: 3 + 5 = 8 feet.\n"
      "Twice the rug width: 2 × 8 = 16 feet.\n"
      "Couch length: 16 + 2\n\n"
      "$\\boxed{18}$",
      ["Chair width: 3 feet.", "3 + 5 = 8 feet", "2 × 8 = 16 feet", "16 + 2"])

    p("ccp05", "real-probe-gsm-twin-age-beside-triplet-six", gsm(687),
      "Let a triplet be T years old; a twin is T + 7.\n"
      "Two twins and three triplets: 2(T + 7) + 3T = 44.\n"
      "2T + 14 + 3T = 44\n"
      "5T = 30\n"
      "T = 6\n"
      "Twin = 6 + 7\n\n"
      "$\\boxed{13}$",
      ["2(T + 7) + 3T = 44", "5T = 30", "T = 6", "Twin = 6 + 7"])

    p("ccp06", "real-probe-gsm-initial-weight-beside-monthly-loss", gsm(548),
      "Loss per month: 10 pounds.\n"
      "Months: 3.\n"
      "Total loss: 10 × 3 = 30 pounds.\n"
      "Final weight: 70 pounds.\n"
      "Initial weight = 70 + 30\n\n"
      "$\\boxed{100}$",
      ["10 × 3 = 30 pounds", "Final weight: 70 pounds.", "Initial weight = 70 + 30"])

    p("ccp07", "real-probe-gsm-tea-gallons-beside-quart-tally", gsm(808),
      "Four students: 4 × 1.5 = 6 quarts.\n"
      "Sixteen students: 16 × 2 = 32 quarts.\n"
      "Drunk: 6 + 32 = 38 quarts.\n"
      "Left over: 10 quarts, so at the start 38 + 10 = 48 quarts.\n"
      "A gallon is 4 quarts: 48 ÷ 4\n\n"
      "$\\boxed{12}$",
      ["4 × 1.5 = 6 quarts", "16 × 2 = 32 quarts", "6 + 32 = 38 quarts", "38 + 10 = 48 quarts", "48 ÷ 4"])

    p("ccp08", "real-probe-gsm-cleaning-hours-beside-rooms-per-hour", gsm(853),
      "Half of the rooms: 90 ÷ 2 = 45 rooms.\n"
      "At 20 minutes per room, housekeeping cleans 60 ÷ 20 = 3 rooms per hour.\n"
      "Minutes: 45 × 20 = 900 minutes.\n"
      "Hours: 45 ÷ 3\n\n"
      "$\\boxed{15}$",
      ["90 ÷ 2 = 45 rooms", "60 ÷ 20 = 3 rooms per hour", "45 × 20 = 900 minutes", "45 ÷ 3"])

    p("ccp09", "real-probe-gsm-glue-packs-beside-six-pack-shortfall", gsm(856),
      "Glue sticks needed: 27 × 2 = 54.\n"
      "Packs of 8: 54 ÷ 8 = 6.75.\n"
      "6 packs give 6 × 8 = 48 sticks, 6 short of 54.\n"
      "Round 6.75 up to the next whole pack.\n\n"
      "$\\boxed{7}$",
      ["27 × 2 = 54", "54 ÷ 8 = 6.75", "6 × 8 = 48 sticks", "Round 6.75 up"])

    p("ccp10", "real-probe-gsm-azibo-points-beside-bahati-equation", gsm(950),
      "Let Bahati score B.\n"
      "Azibo = B - 20, Dinar = B - 10.\n"
      "B + (B - 20) + (B - 10) = 45\n"
      "3B - 30 = 45\n"
      "3B = 75, B = 25\n"
      "Azibo = 25 - 20\n\n"
      "$\\boxed{5}$",
      ["Azibo = B - 20, Dinar = B - 10.", "3B - 30 = 45", "3B = 75, B = 25", "Azibo = 25 - 20"])

    p("ccp11", "real-probe-nonagon-buffer-perimeter-beside-side-sum", m500(274),
      "The boundary of $S$ is the outer boundary of the 1-unit band around the nonagon.\n\n"
      "Along each side the boundary is a segment parallel to the side, of the same length $2$, at distance $1$ "
      "outside. The nine sides give $9 \\cdot 2 = 18$.\n\n"
      "At each vertex the boundary is a circular arc of radius $1$ whose angle is the exterior angle "
      "$\\frac{360^\\circ}{9} = 40^\\circ$. The nine arcs together turn through $360^\\circ$, i.e. one full circle "
      "of radius $1$: $2\\pi \\cdot 1 = 2\\pi$.\n\n"
      "Perimeter $= 18 + 2\\pi$.\n\n"
      "$\\boxed{18+2\\pi}$",
      ["$9 \\cdot 2 = 18$", "\\frac{360^\\circ}{9} = 40^\\circ", "$2\\pi \\cdot 1 = 2\\pi$"])

    p("ccp12", "real-probe-three-plane-sphere-volume-beside-radius-six", m500(228),
      "Distances: $d_1 = \\frac{|x - z|}{\\sqrt{2}}$, $d_2 = \\frac{|x - 2y + z|}{\\sqrt{6}}$, "
      "$d_3 = \\frac{|x + y + z|}{\\sqrt{3}}$.\n\n"
      "The normals $(1,0,-1)$, $(1,-2,1)$, $(1,1,1)$ are pairwise orthogonal, so the three unit normals form an "
      "orthonormal basis and\n"
      "$$d_1^2 + d_2^2 + d_3^2 = x^2 + y^2 + z^2.$$\n\n"
      "Expanding confirms it: $\\frac{(x - z)^2}{2} + \\frac{(x - 2y + z)^2}{6} + \\frac{(x + y + z)^2}{3}$ has "
      "coefficient $\\frac12 + \\frac16 + \\frac13 = 1$ on $x^2$, and all cross terms cancel.\n\n"
      "So $S$ is the sphere $x^2 + y^2 + z^2 = 36$ of radius $6$, and the volume is\n"
      "$$\\frac{4}{3}\\pi \\cdot 6^3 = \\frac{4}{3}\\pi \\cdot 216.$$\n\n"
      "$\\boxed{288 \\pi}$",
      ["d_1^2 + d_2^2 + d_3^2 = x^2 + y^2 + z^2", "\\frac12 + \\frac16 + \\frac13 = 1",
       "x^2 + y^2 + z^2 = 36", "radius $6$", "\\frac{4}{3}\\pi \\cdot 6^3 = \\frac{4}{3}\\pi \\cdot 216"])

    p("ccp13", "real-probe-root-sum-beside-leading-coefficients", m500(478),
      "Multiply both sides by $(x^2 - 1)(x^2 - 2)(x^2 - 3)(x^2 - 4)$. The left side becomes a polynomial of "
      "degree at most $6$; the right side is $(2010x - 4)(x^2 - 1)(x^2 - 2)(x^2 - 3)(x^2 - 4)$, of degree $9$.\n\n"
      "Its top terms: $2010x^9 - 4x^8 + \\dots$ (the product of the four quadratics is $x^8 - 10x^6 + \\dots$).\n\n"
      "So the equation is $2010x^9 - 4x^8 + (\\text{degree} \\le 7) = 0$. None of $\\pm 1, \\pm\\sqrt2, "
      "\\pm\\sqrt3, \\pm 2$ is a root (there the left side of the original is undefined but the polynomial's left "
      "part is nonzero), so all nine roots are solutions.\n\n"
      "By Vieta, the sum of the roots is $-\\frac{-4}{2010} = \\frac{4}{2010}$.\n\n"
      "$\\boxed{\\frac{2}{1005}}$",
      ["2010x^9 - 4x^8", "x^8 - 10x^6", "-\\frac{-4}{2010} = \\frac{4}{2010}", "(2010x - 4)"])

    p("ccp14", "real-probe-unit-circle-maximum-beside-half-t", m500(401),
      "Write $z = \\cos\\theta + i\\sin\\theta$. Then $|1 + z|^2 = 2 + 2\\cos\\theta$.\n\n"
      "Since $|z| = 1$, $|1 - z + z^2| = |z|\\,|z^{-1} - 1 + z| = |2\\cos\\theta - 1|$.\n\n"
      "Let $t = |1 + z| \\in [0, 2]$, so $2\\cos\\theta = t^2 - 2$ and $2\\cos\\theta - 1 = t^2 - 3$. We maximise\n"
      "$$f(t) = t + |t^2 - 3|.$$\n\n"
      "For $t \\ge \\sqrt3$: $f = t + t^2 - 3$, increasing, $f(2) = 3$.\n\n"
      "For $t \\le \\sqrt3$: $f = t + 3 - t^2$, a parabola with vertex at $t = \\frac{1}{2}$:\n"
      "$$f\\left(\\tfrac12\\right) = \\frac12 + 3 - \\frac14,$$\n"
      "which exceeds $3$.\n\n"
      "$\\boxed{\\frac{13}{4}}$",
      ["|1 + z|^2 = 2 + 2\\cos\\theta", "|2\\cos\\theta - 1|", "f(t) = t + |t^2 - 3|", "f(2) = 3",
       "t = \\frac{1}{2}", "\\frac12 + 3 - \\frac14"])
