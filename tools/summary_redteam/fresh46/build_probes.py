"""fresh46 math must-stay probes eep01-eep14: GSM8K test (eep01-eep10) and MATH-500 (eep11-eep14) drafts whose work
holds givens and intermediate values (some equal to the answer) that a summary must keep."""
from probs import gsm, m500


def build(p):
    p("eep01", "real-probe-gsm-puzzle-hour-beside-one-minute-rate", gsm(228),
      "Kalinda: 4 pieces per minute.\n"
      "Her mom: half as many, 4 ÷ 2 = 2 pieces per minute.\n"
      "In 1 minute they place 4 + 2 = 6 pieces together.\n\n"
      "Time for the whole puzzle: 360 ÷ 6 = 60 minutes.\n"
      "Convert to hours: 60 minutes ÷ 60 minutes per hour.\n\n"
      "\\boxed{1}",
      ["4 ÷ 2 = 2 pieces per minute", "In 1 minute they place 4 + 2 = 6 pieces together.",
       "360 ÷ 6 = 60 minutes"])
    p("eep02", "real-probe-gsm-notebook-gap-beside-start-count", gsm(897),
      "Martha ends with 7 notebooks after buying 5, so she started with 7 - 5 = 2.\n"
      "Joseph has 3 times Martha's original count: 3 × 2 = 6 notebooks.\n\n"
      "Martha now: 7. Joseph: 6.\n"
      "Difference: 7 - 6\n\n"
      "\\boxed{1}",
      ["7 - 5 = 2", "3 × 2 = 6 notebooks", "Martha now: 7. Joseph: 6."])
    p("eep03", "real-probe-gsm-boot-price-gap-beside-shipping-double", gsm(592),
      "Amazon: $16 + $4 shipping = $20.\n"
      "eBay shipping: twice Amazon's, 2 × $4 = $8.\n"
      "eBay: $13 + $8 = $21.\n\n"
      "| site | boots | shipping | total |\n|---|---|---|---|\n| Amazon | $16 | $4 | $20 |\n"
      "| eBay | $13 | $8 | $21 |\n\n"
      "Extra on eBay: $21 - $20\n\n"
      "\\boxed{1}",
      ["2 × $4 = $8", "$13 + $8 = $21", "| Amazon | $16 | $4 | $20 |"])
    p("eep04", "real-probe-gsm-shortfall-beside-ball-and-savings", gsm(431),
      "Cost of the three items: $6 + $11 + $2 = $19.\n"
      "Money she has: $2 saved + $16 from her mother = $18.\n\n"
      "Shortfall: $19 - $18\n\n"
      "\\boxed{1}",
      ["$6 + $11 + $2 = $19", "$2 saved + $16 from her mother = $18"])
    p("eep05", "real-probe-gsm-hot-dog-gap-beside-luke-count", gsm(337),
      "Luke: 2 hot dogs.\n"
      "Thomas: three times Luke's amount, 3 × 2 = 6 hot dogs.\n"
      "John: half of Thomas's, 6 ÷ 2 = 3 hot dogs.\n\n"
      "John minus Luke: 3 - 2\n\n"
      "\\boxed{1}",
      ["Luke: 2 hot dogs.", "3 × 2 = 6 hot dogs", "6 ÷ 2 = 3 hot dogs"])
    p("eep06", "real-probe-gsm-juice-gap-beside-markups", gsm(344),
      "Juice Box A: $4.\n"
      "Juice Box B: $4 + $5 = $9.\n"
      "Juice Box C: $4 + $7 = $11.\n\n"
      "C minus B: $11 - $9\n\n"
      "\\boxed{2}",
      ["$4 + $5 = $9", "$4 + $7 = $11"])
    p("eep07", "real-probe-gsm-extra-cows-beside-cows-needed", gsm(839),
      "Milk per cow: 5 liters a day.\n"
      "Now: 3 cows × 5 liters = 15 liters a day.\n"
      "Needed: 25 liters ÷ 5 liters per cow = 5 cows.\n\n"
      "Extra cows: 5 - 3\n\n"
      "\\boxed{2}",
      ["3 cows × 5 liters = 15 liters a day", "25 liters ÷ 5 liters per cow = 5 cows"])
    p("eep08", "real-probe-gsm-bars-per-child-beside-packet-count", gsm(291),
      "Bars in all: 8 packets × 5 bars = 40 bars.\n"
      "Adults take 4 × 6 = 24 bars.\n"
      "Left for the children: 40 - 24 = 16 bars.\n\n"
      "Per child: 16 ÷ 8 children\n\n"
      "\\boxed{2}",
      ["8 packets × 5 bars = 40 bars", "4 × 6 = 24 bars", "40 - 24 = 16 bars"])
    p("eep09", "real-probe-gsm-hires-beside-offer-funnel", gsm(718),
      "Applicants: 100.\n"
      "Interviews: 30% of 100 = 30.\n"
      "Offers: 20% of 30 = 6.\n\n"
      "| stage | people |\n|---|---|\n| applied | 100 |\n| interviewed | 30 |\n| offered | 6 |\n\n"
      "Accept: a third of 6, that is 6 ÷ 3\n\n"
      "\\boxed{2}",
      ["30% of 100 = 30", "20% of 30 = 6", "| interviewed | 30 |"])
    p("eep10", "real-probe-gsm-charge-hours-beside-rate", gsm(328),
      "Charge still needed: 100% - 60% = 40 percentage points.\n"
      "At 1 percentage point per 3 minutes: 40 × 3 = 120 minutes.\n\n"
      "In hours: 120 ÷ 60\n\n"
      "\\boxed{2}",
      ["100% - 60% = 40 percentage points", "40 × 3 = 120 minutes"])
    p("eep11", "real-probe-ring-difference-beside-outer-radius", m500(279),
      "The regions are the disc and the two rings:\n"
      "- $X$ (inside radius 4): $\\pi \\cdot 4^2 = 16\\pi$\n"
      "- $Y$ (between radii 4 and 6): $36\\pi - 16\\pi = 20\\pi$\n"
      "- $Z$ (between radii 6 and 7): $49\\pi - 36\\pi = 13\\pi$\n\n"
      "The outer radius 7 gives the outer ring the smallest area even though it is outermost, since it is only 1 "
      "unit wide.\n\n"
      "Largest is $Y = 20\\pi$, smallest is $Z = 13\\pi$:\n"
      "$$20\\pi - 13\\pi$$\n\n"
      "$$\\boxed{7\\pi}$$",
      ["$Z$ (between radii 6 and 7): $49\\pi - 36\\pi = 13\\pi$", "The outer radius 7",
       "$Y$ (between radii 4 and 6): $36\\pi - 16\\pi = 20\\pi$"])
    p("eep12", "real-probe-semicircle-radius-beside-big-radius-14", m500(400),
      "Put $Q$ at the origin with $A = (14, 0)$ and $B = (0, 14)$. The larger semicircle has diameter $QA$, so its "
      "centre is $(7, 0)$ and its radius is $7$. The smaller semicircle has its diameter on $QB$ ending at $B$: centre "
      "$(0, 14 - r)$, radius $r$.\n\n"
      "Tangency of the two semicircles: distance of centres $= 7 + r$:\n"
      "$$\\sqrt{7^2 + (14 - r)^2} = 7 + r.$$\n"
      "Squaring: $49 + 196 - 28r + r^2 = 49 + 14r + r^2$, so $196 = 42r$.\n\n"
      "$$r = \\frac{196}{42}$$\n\n"
      "$$\\boxed{\\frac{14}{3}}$$",
      ["$A = (14, 0)$", "$(0, 14 - r)$", "$49 + 196 - 28r + r^2 = 49 + 14r + r^2$", "$196 = 42r$"])
    p("eep13", "real-probe-trapezoid-angle-beside-doubled-x", m500(240),
      "The exterior angle at $R$ is $128^\\circ$, so the interior angle $\\angle QRT = 180^\\circ - 128^\\circ = "
      "52^\\circ$.\n\n"
      "Since $PT \\parallel QR$, co-interior angles along $TR$ are supplementary:\n"
      "$$2x + 52 = 180 \\quad\\Longrightarrow\\quad 2x = 128,\\ x = 64.$$\n\n"
      "Along $PQ$, again co-interior: $\\angle QPT + \\angle PQR = 180^\\circ$ with $\\angle QPT = x^\\circ = 64^\\circ$.\n\n"
      "$$\\angle PQR = 180^\\circ - 64^\\circ$$\n\n"
      "$$\\boxed{116}$$",
      ["$\\angle QRT = 180^\\circ - 128^\\circ = 52^\\circ$", "2x = 128,\\ x = 64"])
    p("eep14", "real-probe-circumcentre-angle-beside-base-angle-sum", m500(372),
      "$D$ lies on $BC$ with $AD = BD = CD$.\n\n"
      "In $\\triangle ADC$: $AD = CD$, so $\\angle DAC = \\angle DCA = 40^\\circ$ and $\\angle ADC = 100^\\circ$.\n"
      "Then $\\angle ADB = 180^\\circ - 100^\\circ = 80^\\circ$.\n"
      "In $\\triangle ADB$: $AD = BD$, so $\\angle DAB = \\angle DBA = \\frac{180^\\circ - 80^\\circ}{2} = 50^\\circ$.\n\n"
      "Check with the angle sum: $\\angle ABC + \\angle ACB = 50^\\circ + 40^\\circ = 90^\\circ$, leaving the rest of "
      "$180^\\circ$ for $A$.\n\n"
      "$$\\angle BAC = \\angle DAB + \\angle DAC = 50^\\circ + 40^\\circ$$\n\n"
      "$$\\boxed{90^\\circ}$$",
      ["$\\angle DAC = \\angle DCA = 40^\\circ$", "$\\angle ADB = 180^\\circ - 100^\\circ = 80^\\circ$",
       "$\\angle ABC + \\angle ACB = 50^\\circ + 40^\\circ = 90^\\circ$"])
