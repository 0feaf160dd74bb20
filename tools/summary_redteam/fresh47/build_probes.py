"""fresh47 must-stay probes ddp01-ddp14: real GSM8K and MATH-500 problems whose work holds givens, intermediate
results and (where the problem allows) values equal to the answer; every must_stay string is work."""
from probs import gsm, m500


def build(p):
    p("ddp01", "real-probe-gsm-soup-servings-beside-one-bowl-meals", gsm(901),
      "The pot fills 4 adult bowls or 8 child bowls, so 1 adult bowl = 8 ÷ 4 = 2 child bowls.\n"
      "At dinner everyone eats 1 bowl: 2 adult bowls for Calvin and his wife, and 2 child bowls = 1 adult bowl for "
      "the children.\n"
      "Used: 2 + 1 = 3 adult bowls, so 4 - 3 = 1 adult bowl is left, i.e. 2 child bowls.\n"
      "The 2 children share those 2 child bowls at lunch: 2 ÷ 2.\n\n"
      "\\boxed{1}",
      ["1 adult bowl = 8 ÷ 4 = 2 child bowls", "everyone eats 1 bowl", "2 child bowls = 1 adult bowl",
       "2 + 1 = 3 adult bowls", "4 - 3 = 1 adult bowl is left", "2 ÷ 2"])
    p("ddp02", "real-probe-gsm-beanstalk-days-beside-doubling-table", gsm(593),
      "Start: 4 feet; it doubles every day; the window is at 20 feet.\n\n"
      "| day | height (ft) | taller than 20 ft? |\n|---|---|---|\n| 0 | 4 | no |\n| 1 | 8 | no |\n"
      "| 2 | 16 | no |\n| 3 | 32 | yes |\n\n"
      "After 2 days it is 16 feet, still short; one more doubling gives 2 × 16 = 32 > 20.\n"
      "Days: 2 + 1.\n\n"
      "\\boxed{3}",
      ["| 1 | 8 | no |", "| 2 | 16 | no |", "After 2 days it is 16 feet", "2 × 16 = 32 > 20", "2 + 1"])
    p("ddp03", "real-probe-gsm-gas-pints-beside-container-split", gsm(433),
      "Each container: 15 ÷ 5 = 3 gallons.\n"
      "Josey needs 1/4 of a container: 3 × 1/4 = 0.75 gallons.\n"
      "There are 8 pints in a gallon: 0.75 × 8.\n\n"
      "\\boxed{6}",
      ["15 ÷ 5 = 3 gallons", "3 × 1/4 = 0.75 gallons", "8 pints in a gallon", "0.75 × 8"])
    p("ddp04", "real-probe-gsm-bedroom-perimeter-beside-yard-conversion", gsm(440),
      "Length: 3 yards = 3 × 3 = 9 feet.\n"
      "Width: 360 ÷ 9 = 40 feet.\n"
      "Perimeter: 2 × (9 + 40) = 2 × 49.\n\n"
      "\\boxed{98}",
      ["3 × 3 = 9 feet", "360 ÷ 9 = 40 feet", "2 × (9 + 40) = 2 × 49"])
    p("ddp05", "real-probe-gsm-house-temperature-beside-oven-gain", gsm(442),
      "Baking: 3 hours × 5 degrees = 15 degrees, so 40 + 15 = 55 degrees.\n"
      "Window: 30 minutes ÷ 10 = 3 intervals × 2 degrees = 6 degrees.\n"
      "Final: 55 - 6.\n\n"
      "\\boxed{49}",
      ["3 hours × 5 degrees = 15 degrees", "40 + 15 = 55 degrees", "3 intervals × 2 degrees = 6 degrees",
       "55 - 6"])
    p("ddp06", "real-probe-gsm-triathlon-run-beside-split-table", gsm(443),
      "| leg | Jon (min) | James (min) |\n|---|---|---|\n| swim | 40 | 40 × 0.9 = 36 |\n"
      "| bike | 80 | 80 + 5 = 85 |\n| run | 50 | ? |\n\n"
      "Jon's total: 40 + 80 + 50 = 170 minutes. Jon won by 10 minutes, so James took 170 + 10 = 180 minutes.\n"
      "James's run: 180 - 36 - 85.\n\n"
      "\\boxed{59}",
      ["40 × 0.9 = 36", "80 + 5 = 85", "40 + 80 + 50 = 170 minutes", "170 + 10 = 180 minutes", "180 - 36 - 85"])
    p("ddp07", "real-probe-gsm-popcorn-price-beside-saving", gsm(450),
      "Super ticket with popcorn and soda: $20 + $1 = $21.\n"
      "Saving $2 means the regular route cost $21 - $2 = $19.\n"
      "Regular: $12 ticket + $3 soda + popcorn = $19, so popcorn = $19 - $12 - $3.\n\n"
      "\\boxed{4}",
      ["$20 + $1 = $21", "$21 - $2 = $19", "$19 - $12 - $3"])
    p("ddp08", "real-probe-gsm-delivery-total-beside-fifth-tip", gsm(463),
      "Tip: 1/5 of $15 = $15 ÷ 5 = $3.\n"
      "Total to hand over: $15 + $3.\n\n"
      "\\boxed{18}",
      ["1/5 of $15 = $15 ÷ 5 = $3", "$15 + $3"])
    p("ddp09", "real-probe-gsm-girl-pomeranians-beside-thirds", gsm(488),
      "Pomeranians: 2/3 × 27 = 18.\n"
      "Girls: 1/3 of 18 = 18 ÷ 3.\n\n"
      "\\boxed{6}",
      ["2/3 × 27 = 18", "18 ÷ 3"])
    p("ddp10", "real-probe-gsm-sister-age-beside-four-years", gsm(496),
      "In four years Angela will be 3 × 14 = 42.\n"
      "Now she is 4 years younger: 42 - 4.\n\n"
      "\\boxed{38}",
      ["3 × 14 = 42", "42 - 4"])
    p("ddp11", "real-probe-null-projection-line-beside-dot-product", m500(492),
      "The projection onto $\\begin{pmatrix} 2 \\\\ 1 \\end{pmatrix}$ is zero exactly when "
      "$\\mathbf{v} \\cdot \\begin{pmatrix} 2 \\\\ 1 \\end{pmatrix} = 0$. With $\\mathbf{v} = "
      "\\begin{pmatrix} x \\\\ y \\end{pmatrix}$ this is $2x + y = 0$.\n\n"
      "Check: $\\begin{pmatrix} 1 \\\\ -2 \\end{pmatrix}$ satisfies $2 \\cdot 1 + (-2) = 0$, so the line is spanned by "
      "$(1, -2)$ and passes through the origin.\n\n"
      "Solving $2x + y = 0$ for $y$:\n\n"
      "\\[\\boxed{y = -2x}\\]",
      ["$2x + y = 0$", "$2 \\cdot 1 + (-2) = 0$", "$(1, -2)$"])
    p("ddp12", "real-probe-add-multiply-sequence-beside-threshold-125", m500(282),
      "Continue the pattern (add $k$, then multiply by $k$):\n\n"
      "$0 \\xrightarrow{+1} 1 \\xrightarrow{\\times 1} 1 \\xrightarrow{+2} 3 \\xrightarrow{\\times 2} 6 "
      "\\xrightarrow{+3} 9 \\xrightarrow{\\times 3} 27 \\xrightarrow{+4} 31 \\xrightarrow{\\times 4} 124$.\n\n"
      "$124$ is still not greater than $125$, so the next step is $+5$: $124 + 5$.\n\n"
      "\\[\\boxed{129}\\]",
      ["\\xrightarrow{+4} 31", "\\xrightarrow{\\times 4} 124", "$124$ is still not greater than $125$", "$124 + 5$"])
    p("ddp13", "real-probe-shaded-area-beside-two-triangles", m500(210),
      "The rectangle is $3 \\times 4$. The two shaded regions are triangles:\n\n"
      "- left: vertices $(0,4), (0,0), (2,0)$, legs $2$ and $4$: area $\\frac12 \\cdot 2 \\cdot 4 = 4$;\n"
      "- right: vertices $(0,4), (3,4), (3,0)$, legs $3$ and $4$: area $\\frac12 \\cdot 3 \\cdot 4 = 6$.\n\n"
      "They overlap only along the vertex $(0,4)$, so the total is $4 + 6$.\n\n"
      "\\[\\boxed{10}\\]",
      ["$\\frac12 \\cdot 2 \\cdot 4 = 4$", "$\\frac12 \\cdot 3 \\cdot 4 = 6$", "$4 + 6$"])
    p("ddp14", "real-probe-grid-squares-beside-size-counts", m500(168),
      "On a $3 \\times n$ grid of points (3 rows, $n$ columns):\n\n"
      "- $1 \\times 1$ squares: $2$ rows of cells, $n - 1$ each: $2(n-1)$;\n"
      "- $2 \\times 2$ squares: $n - 2$;\n"
      "- tilted squares of side $\\sqrt{2}$ (inside each $2 \\times 2$ block): $n - 2$.\n\n"
      "Total: $2(n-1) + (n-2) + (n-2) = 4n - 6 = 70$, so $4n = 76$.\n\n"
      "\\[\\boxed{19}\\]",
      ["$2(n-1)$", "4n - 6 = 70", "$4n = 76$"])
