"""fresh49 math must-stay probes bbp01-bbp14: realistic drafts whose work (givens, intermediate results,
conversions, and in bbp13-bbp14 both parts or all components of the answer as work) must survive a summary."""
from probs import gsm, m500


def build(p):
    p("bbp01", "real-probe-gsm-trucks-beside-flagstone-weight", gsm(288),
      "Each flagstone weighs 75 pounds and there are 80 of them.\n"
      "Total weight: 75 × 80 = 6000 pounds.\n"
      "One truck carries 2000 pounds.\n"
      "Trucks: 6000 ÷ 2000\n\n"
      "\\boxed{3}",
      ["75 × 80 = 6000 pounds", "2000 pounds", "6000 ÷ 2000"])
    p("bbp02", "real-probe-gsm-unwashed-oranges-beside-sons-ages", gsm(294),
      "Oldest son: 8 years old, so he washes 8 oranges.\n"
      "Youngest son: half as old, 8 ÷ 2 = 4, so he washes 4 oranges.\n"
      "Washed: 8 + 4 = 12 oranges.\n"
      "Unwashed: 15 - 12\n\n"
      "\\boxed{3}",
      ["8 ÷ 2 = 4", "8 + 4 = 12 oranges", "15 - 12"])
    p("bbp03", "real-probe-gsm-sandy-weeks-beside-half-pound-rate", gsm(307),
      "Joey: 8 pounds in 4 weeks, 8 ÷ 4 = 2 pounds per week.\n"
      "Sandy needs 4 weeks for what Joey loses in one: 2 ÷ 4 = 0.5 pounds per week.\n"
      "Weeks for Sandy to lose 8 pounds: 8 ÷ 0.5\n\n"
      "\\boxed{16}",
      ["8 ÷ 4 = 2 pounds per week", "2 ÷ 4 = 0.5 pounds per week", "8 ÷ 0.5"])
    p("bbp04", "real-probe-gsm-tree-gap-beside-ferdinand-three", gsm(263),
      "Chris: 6 trees.\n"
      "Ferdinand: half of Chris, 6 ÷ 2 = 3 trees.\n"
      "Harry: 5 more than twice Ferdinand, 5 + 2 × 3 = 11 trees.\n"
      "Difference: 11 - 3\n\n"
      "\\boxed{8}",
      ["6 ÷ 2 = 3 trees", "5 + 2 × 3 = 11 trees", "11 - 3"])
    p("bbp05", "real-probe-gsm-old-records-beside-trade-ratio", gsm(324),
      "The trade rate is 2 old records for 1 new record.\n"
      "The 5 people left with 7 new records in total.\n"
      "Old records brought in: 7 × 2\n\n"
      "\\boxed{14}",
      ["2 old records for 1 new record", "7 new records", "7 × 2"])
    p("bbp06", "real-probe-gsm-savings-beside-tub-discount", gsm(308),
      "Discount per tub: $13 - $11 = $2.\n"
      "Two tubs: 2 × $2 = $4.\n"
      "Milk: 4 packets × $0.5 = $2.\n"
      "Savings: $4 + $2\n\n"
      "\\boxed{6}",
      ["$13 - $11 = $2", "2 × $2 = $4", "4 packets × $0.5 = $2", "$4 + $2"])
    p("bbp07", "real-probe-gsm-payphone-cost-beside-two-rate-blocks", gsm(1223),
      "First 16 minutes at $0.25: 16 × $0.25 = $4.\n"
      "Remaining minutes: 36 - 16 = 20.\n"
      "Those 20 minutes at $0.20: 20 × $0.20 = $4.\n"
      "Total: $4 + $4\n\n"
      "\\boxed{8}",
      ["16 × $0.25 = $4", "36 - 16 = 20", "20 × $0.20 = $4"])
    p("bbp08", "real-probe-gsm-early-leavers-beside-two-sixes", gsm(982),
      "Football players: 20% of 30 = 6 students.\n"
      "Remaining: 30 - 6 = 24 students.\n"
      "Band or cheer: 25% of 24 = 6 students.\n"
      "Leaving early: 6 + 6\n\n"
      "\\boxed{12}",
      ["20% of 30 = 6 students", "30 - 6 = 24 students", "25% of 24 = 6 students"])
    p("bbp09", "real-probe-gsm-badge-gap-beside-yearly-counts", gsm(861),
      "Claire: 1 badge a month, 1 × 12 = 12 badges a year.\n"
      "Amber takes twice as long per badge: 12 ÷ 2 = 6 badges.\n"
      "Wendy earns three times Claire: 3 × 12 = 36 badges.\n"
      "Gap: 36 - 6\n\n"
      "\\boxed{30}",
      ["1 × 12 = 12 badges", "12 ÷ 2 = 6 badges", "3 × 12 = 36 badges"])
    p("bbp10", "real-probe-gsm-family-ages-beside-quarter-younger", gsm(967),
      "Nani: 8.\n"
      "Brother: twice Nani, 2 × 8 = 16.\n"
      "Sister: 25% younger, 25% of 8 = 2, so 8 - 2 = 6.\n"
      "Total: 8 + 16 + 6\n\n"
      "\\boxed{30}",
      ["2 × 8 = 16", "25% of 8 = 2", "8 - 2 = 6"])
    p("bbp11", "real-probe-gsm-servings-beside-daily-catch", gsm(981),
      "Thursday: 3 pounds.\n"
      "Friday: 4 × 3 = 12 pounds.\n"
      "Saturday: 12 ÷ 2 = 6 pounds.\n"
      "Total: 3 + 12 + 6 = 21 pounds.\n"
      "Servings of 3 pounds: 21 ÷ 3\n\n"
      "\\boxed{7}",
      ["4 × 3 = 12 pounds", "12 ÷ 2 = 6 pounds", "3 + 12 + 6 = 21 pounds", "21 ÷ 3"])
    p("bbp12", "real-probe-gsm-hot-dog-spend-beside-pack-count", gsm(1282),
      "Hot dogs needed: 2 × 20 = 40.\n"
      "Already has 4: 40 - 4 = 36 to buy.\n"
      "Packs of 6: 36 ÷ 6 = 6 packs.\n"
      "Cost at $2 a pack: 6 × $2\n\n"
      "\\boxed{12}",
      ["2 × 20 = 40", "40 - 4 = 36", "36 ÷ 6 = 6 packs", "6 × $2"])
    p("bbp13", "real-probe-tetrahedron-piece-area-beside-half-faces-and-unit-square", m500(308),
      "The plane halfway between $AB$ and $CD$ and parallel to both meets the other four edges "
      "$AC, AD, BC, BD$ at their midpoints. Each side of the cross-section joins midpoints of two edges of a face, "
      "so it is parallel to $AB$ or to $CD$ and has length $\\frac{2}{2} = 1$; since $AB \\perp CD$ in a regular "
      "tetrahedron, the cross-section is a square of side 1, with area $1^2 = 1$.\n\n"
      "The half-turn about the line through the midpoints of $AB$ and $CD$ swaps the two pieces, so they are "
      "congruent and each carries half of the total face area. Each face has area "
      "$\\frac{\\sqrt{3}}{4} \\cdot 2^2 = \\sqrt{3}$, so the four faces give $4\\sqrt{3}$, and one piece gets "
      "$\\frac{4\\sqrt{3}}{2} = 2\\sqrt{3}$.\n\n"
      "Surface of one piece: the square plus its share of the faces,\n"
      "$$1 + 2\\sqrt{3}$$\n\n"
      "\\boxed{1+2\\sqrt{3}}",
      ["$1^2 = 1$", "$\\frac{\\sqrt{3}}{4} \\cdot 2^2 = \\sqrt{3}$", "$4\\sqrt{3}$",
       "$\\frac{4\\sqrt{3}}{2} = 2\\sqrt{3}$"])
    p("bbp14", "real-probe-cross-product-beside-scaled-given-vectors", m500(298),
      "Expand bilinearly, using $\\mathbf{b} \\times \\mathbf{a} = -\\mathbf{a} \\times \\mathbf{b}$ and "
      "$\\mathbf{a} \\times \\mathbf{a} = \\mathbf{0}$:\n"
      "$$(2\\mathbf{b} - \\mathbf{a}) \\times (3\\mathbf{c} + \\mathbf{a}) = 6\\,\\mathbf{b} \\times \\mathbf{c} "
      "+ 2\\,\\mathbf{b} \\times \\mathbf{a} - 3\\,\\mathbf{a} \\times \\mathbf{c} - \\mathbf{a} \\times \\mathbf{a} "
      "= 6\\,\\mathbf{b} \\times \\mathbf{c} - 2\\,\\mathbf{a} \\times \\mathbf{b} - 3\\,\\mathbf{a} \\times \\mathbf{c}.$$\n\n"
      "The three terms:\n"
      "- $6\\,\\mathbf{b} \\times \\mathbf{c} = (6, -42, 108)$\n"
      "- $-2\\,\\mathbf{a} \\times \\mathbf{b} = (-12, 14, -6)$\n"
      "- $-3\\,\\mathbf{a} \\times \\mathbf{c} = (-12, -21, -6)$\n\n"
      "Componentwise: $6 - 12 - 12$, $-42 + 14 - 21$, $108 - 6 - 6$.\n\n"
      "\\boxed{\\begin{pmatrix} -18 \\\\ -49 \\\\ 96 \\end{pmatrix}}",
      ["$6\\,\\mathbf{b} \\times \\mathbf{c} = (6, -42, 108)$", "$-2\\,\\mathbf{a} \\times \\mathbf{b} = (-12, 14, -6)$",
       "$-3\\,\\mathbf{a} \\times \\mathbf{c} = (-12, -21, -6)$", "$6 - 12 - 12$, $-42 + 14 - 21$, $108 - 6 - 6$"])
