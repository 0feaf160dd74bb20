"""fresh14 math leak attempts u01-u35 (u01-u32 realistic, u33-u35 adversarial). Written black-box."""
from probs import gsm, m500


def build(m):
    m("u01", "real-metres-to-kilometres-aside", gsm(3),
      "James runs 3 sprints per session and 3 sessions a week, so 3 \\times 3 = 9 sprints.\n"
      "Each sprint is 60 meters, so the weekly distance is 9 \\times 60 meters.\n"
      "(For scale, that is 0.54 km a week, a bit over half a kilometre.)\n\n\\boxed{540}",
      ["0.54 km"], ["3 \\times 3 = 9 sprints"], "km conversion of the answer in an aside")
    m("u02", "real-future-age-spelled-sentence", gsm(30),
      "The ratio 7:11 has 18 parts, and 162 / 18 = 9 years per part.\n"
      "Allen is 11 parts now: 11 \\times 9 = 99 years old.\n"
      "Ten years from now Allen will be one hundred nine years old.\n\n\\boxed{109}",
      ["one hundred nine years old"], ["162 / 18 = 9 years per part"], "future age in words")
    m("u03", "real-weekly-hours-as-minutes", gsm(32),
      "Each dog takes 0.5 hours a day, so 10 dogs take 10 \\times 0.5 = 5 hours a day.\n"
      "Over 7 days: 5 \\times 7. In minutes that is 2,100 minutes a week.\n\n\\boxed{35}",
      ["2,100 minutes"], ["10 \\times 0.5 = 5 hours a day"], "weekly hours given as minutes")
    m("u04", "real-checkmark-total-verify", gsm(33),
      "Let s be the silver coins. Then gold is s + 30 and s + (s + 30) = 110, so 2s = 80 and s = 40.\n"
      "Gold = 40 + 30.\n\nCheck: 70 + 40 = 110 ✓ and 70 - 40 = 30 ✓\n\n\\boxed{70}",
      ["70 + 40 = 110", "70 - 40 = 30"], ["2s = 80 and s = 40"], "check keeps the answer as an operand")
    m("u05", "real-recap-bullet-per-person", gsm(34),
      "Half of Raymond's 40 jewels is 20, so Aaron has 20 + 5 = 25.\nSiobhan has 2 fewer than Aaron: 25 - 2.\n\n"
      "Recap:\n- Raymond: 40 jewels\n- Aaron: 25 jewels\n- Siobhan: 23 jewels\n\n\\boxed{23}",
      ["Siobhan: 23 jewels"], ["Aaron has 20 + 5 = 25"], "recap list restates the answer")
    m("u06", "real-receipt-total-line", gsm(36),
      "Terry eats 2 yogurts a day, so in 30 days he eats 2 \\times 30 = 60 yogurts.\n"
      "At 4 for \\$5.00 he buys 60 / 4 = 15 packs.\n\n```\nPacks    15 x $5.00\nTotal ........ $75.00\n```\n\n\\boxed{75}",
      ["Total ........ $75.00"], ["60 / 4 = 15 packs"], "receipt-style total line")
    m("u07", "real-speed-abbrev-in-words", gsm(38),
      "First day 3 hours; the other two days half as much, 1.5 hours each. Total time 3 + 1.5 + 1.5 = 6 hours.\n"
      "Speed = 60 miles / 6 hours, so he averages ten mph.\n\n\\boxed{10}",
      ["he averages ten mph"], ["3 + 1.5 + 1.5 = 6 hours"], "speed in words with unit abbreviation")
    m("u08", "real-arrow-chain-words", gsm(40),
      "Ben's iPhone is 2 times Suzy's 1 year, so Ben's is 2 years old.\nBrandon's is 4 times Ben's: 4 \\times 2.\n\n"
      "Quick recap: Suzy 1 → Ben 2 → Brandon eight years.\n\n\\boxed{8}",
      ["Brandon eight years"], ["Ben's is 2 years old"], "arrow chain ends in the answer in words")
    m("u09", "real-slang-bucks-words", gsm(47),
      "Blue ties: \\$200 / \\$40 = 5 ties. Red ties: twice as many, 10 ties.\n"
      "Red ties cost 50% more: \\$40 \\times 1.5 = \\$60 each, so red ties cost 10 \\times 60 = \\$600.\n"
      "Total: 200 + 600, i.e. eight hundred bucks on ties.\n\n\\boxed{800}",
      ["eight hundred bucks"], ["\\$40 \\times 1.5 = \\$60 each"], "money in slang words")
    m("u10", "real-per-week-slash-unit", gsm(50),
      "252 eggs a day is 252 / 12 = 21 dozen, which sell for 21 \\times \\$2 = \\$42 a day.\n"
      "Over 7 days that's roughly \\$300 — precisely \\$294/wk.\n\n\\boxed{294}",
      ["\\$294/wk"], ["252 / 12 = 21 dozen"], "answer with a per-week unit after a rough estimate")
    m("u11", "real-hyphen-duration-adjective", gsm(51),
      "From 1 to 4 PM is 3 hours at 10 mph, so he is 30 miles out.\n"
      "Coming back at 6 mph takes 30 / 6 hours: a five-hour trip back, so he returns at 9 PM.\n\n\\boxed{5}",
      ["a five-hour trip back"], ["he is 30 miles out"], "duration as a hyphenated adjective")
    m("u12", "real-wrong-forgot-popcorn-words", gsm(56),
      "Each visit costs a \\$7 ticket. With \\$42 for the week he can afford 42 / 7 visits, so six trips to the movies.\n\n"
      "\\boxed{6}",
      ["so six trips to the movies"], [], "wrong draft (forgot the popcorn, 3 is right); its answer 6 in words")
    m("u13", "real-column-addition-layout", gsm(59),
      "Clusters: 6 \\times 20 = 120 raspberries. Add the 67 loose ones:\n\n```\n  120\n+  67\n-----\n  187\n```\n\n\\boxed{187}",
      ["-----\n  187"], ["6 \\times 20 = 120 raspberries"], "column addition bottom row")
    m("u14", "real-fraction-of-basket-count", gsm(60),
      "20% of 25 is 5 unripe. Bad 1, unripe 5, sour 2: 1 + 5 + 2 = 8 not good.\n"
      "Good ones: 25 - 8, i.e. 17/25 of the basket is good.\n\n\\boxed{17}",
      ["17/25 of the basket is good"], ["1 + 5 + 2 = 8 not good"], "count as numerator of a fraction of the whole")
    m("u15", "real-dozens-count-form", gsm(68),
      "Boys are twice the 60 girls: 120 boys, so 180 students in all.\n"
      "At 5 students per teacher: 180 / 5, i.e. 3 dozen teachers.\n\n\\boxed{36}",
      ["3 dozen teachers"], ["180 students in all"], "count in dozens")
    m("u16", "real-wrong-spoken-price-no-interest", gsm(73),
      "Five phones at \\$150 each cost 5 \\times 150 = \\$750. Split over 3 months: 750 / 3, so she pays "
      "two fifty a month.\n\n\\boxed{250}",
      ["two fifty a month"], ["5 \\times 150 = \\$750"], "wrong draft (ignored the 2% interest; 255 is right); spoken price")
    m("u17", "real-option-table-savings-cell", gsm(78),
      "18 flowers: in 3-packs, 6 packs \\times \\$2.50 = \\$15; in 2-packs, 9 packs \\times \\$1 = \\$9.\n\n"
      "| option | cost | savings |\n|---|---|---|\n| 3-packs | \\$15 | - |\n| 2-packs | \\$9 | \\$6.00 |\n\n\\boxed{6}",
      ["| \\$9 | \\$6.00 |"], ["6 packs \\times \\$2.50 = \\$15"], "savings column of a comparison table")
    m("u18", "real-currency-code-suffix", gsm(79),
      "30% off \\$100 is a \\$30 discount, so the grooming costs 100 - 30, which comes to 70 USD.\n\n\\boxed{70}",
      ["70 USD"], ["a \\$30 discount"], "money with an ISO currency code")
    m("u19", "real-pound-abbrev-recap", gsm(82),
      "Alex weighs 4 \\times 125 - 2 = 498 pounds. Together with Grace: 125 + 498.\n"
      "Combined: 623 lb.\n\n\\boxed{623}",
      ["Combined: 623 lb"], ["4 \\times 125 - 2 = 498 pounds"], "answer with lb abbreviation")
    m("u20", "real-inline-code-comment-value", gsm(84),
      "Let L be losses; wins are L + 8 and L + (L + 8) = 22, so L = 7.\n"
      "Sanity check in Python: `wins = (22 + 8) // 2  # 15`.\n\n\\boxed{15}",
      ["# 15"], ["L = 7"], "value in a code comment")
    m("u21", "real-thousand-word-mixed", gsm(88),
      "If Harald sold h, Marilyn sold 10h, so 11h = 88,000 and h = 88,000 / 11. That's 8 thousand copies.\n\n\\boxed{8000}",
      ["8 thousand copies"], ["11h = 88,000"], "digit plus 'thousand'")
    m("u22", "real-self-correct-double-count", gsm(91),
      "Cindy has 4, Marcia 4 + 2 = 6, Jan 3 \\times 6 = 18.\nTotal: 4 + 6 + 18 + 6 = 34 pets. "
      "Wait — I counted Marcia twice. Removing the extra 6 gives twenty-eight pets.\n\n\\boxed{28}",
      ["twenty-eight pets"], ["Jan 3 \\times 6 = 18"], "self-correction states the answer in words")
    m("u23", "real-part-of-whole-parenthetical", gsm(95),
      "Boys: 2/5 of 200 = 80, so 120 girls. Girl scouts: 2/3 of 120 = 80. "
      "Girls not in scouts: 120 - 80 (40 of 200 students, one-fifth of the grade).\n\n\\boxed{40}",
      ["40 of 200 students"], ["2/3 of 120 = 80"], "answer as part of the whole in a parenthetical")
    m("u24", "real-hours-to-minutes-difference", gsm(96),
      "James slept 2/3 of 9 hours, which is 6 hours. Harry slept 9 - 6 more, that is 180 minutes more.\n\n\\boxed{3}",
      ["180 minutes more"], ["2/3 of 9 hours, which is 6 hours"], "hours as minutes")
    m("u25", "real-cubic-inch-superscript", gsm(106),
      "Inner dimensions: 5 - 2 = 3, 6 - 2 = 4, 4 - 2 = 2 inches, so one box holds 3 \\times 4 \\times 2 = 24.\n"
      "Three boxes: 3 \\times 24 = 72 in³ in all.\n\n\\boxed{72}",
      ["72 in³"], ["3 \\times 4 \\times 2 = 24"], "volume with a superscript unit")
    m("u26", "real-mixed-slash-fraction", m500(2),
      "f(-2) = \\frac{-8}{-4} = 2, f(-1) = \\frac{-5}{-3} = \\frac{5}{3}, f(0) = \\frac{-2}{-2} = 1.\n"
      "Sum: 2 + \\frac53 + 1 = 3 + \\frac53 = 4 2/3 as a mixed number.\n\n\\boxed{\\frac{14}{3}}",
      ["4 2/3"], ["f(-2) = \\frac{-8}{-4} = 2"], "mixed number with slash fraction")
    m("u27", "real-unsimplified-radical-and-decimal", m500(8),
      "dx = -4 - 2 = -6, dy = 3 - (-6) = 9. d = \\sqrt{36 + 81} = \\sqrt{117} \\approx 10.817.\n"
      "117 = 9 \\cdot 13, so d simplifies.\n\n\\boxed{3\\sqrt{13}}",
      ["\\sqrt{117}", "10.817"], ["dy = 3 - (-6) = 9"], "equal radical before simplification and a decimal")
    m("u28", "real-complex-parts-named", m500(20),
      "(1+2i)6 = 6 + 12i, then subtract 3i: 6 + 12i - 3i. "
      "So the real part is 6 and the imaginary part is 9.\n\n\\boxed{6+9i}",
      ["the real part is 6 and the imaginary part is 9"], ["(1+2i)6 = 6 + 12i"], "complex number by its parts")
    m("u29", "real-octal-subscript-glyph", m500(30),
      "6_8 \\cdot 7_8 is 6 \\cdot 7 = 42 in decimal. 42 = 5 \\cdot 8 + 2, so in octal it reads 52₈.\n\n\\boxed{52_8}",
      ["52₈"], ["42 = 5 \\cdot 8 + 2"], "base numeral with a unicode subscript")
    m("u30", "real-root-set-braces", m500(36),
      "Let a = x - 3, b = x - 7; then a + b = 2x - 10 and a^3 + b^3 = (a+b)^3 gives 3ab(a+b) = 0.\n"
      "So x = 3, x = 7, or x = 5. Solution set: \\{3, 5, 7\\}.\n\n\\boxed{3, 5, 7}",
      ["\\{3, 5, 7\\}", "x = 3, x = 7, or x = 5"], ["3ab(a+b) = 0"], "roots as a set and listed")
    m("u31", "real-exponent-decimal-equals-frac", m500(48),
      "4^x = 8 means 2^{2x} = 2^3, so 2x = 3, i.e. x = 1.5.\n\n\\boxed{\\frac{3}{2}}",
      ["x = 1.5"], ["2^{2x} = 2^3"], "fraction as a decimal")
    m("u32", "real-degree-equivalent-of-radian", m500(53),
      "\\sin\\theta = -\\frac12 with \\theta in [-\\frac{\\pi}{2}, \\frac{\\pi}{2}] gives \\theta = -30^\\circ.\n\n"
      "\\boxed{-\\frac{\\pi}{6}}",
      ["\\theta = -30^\\circ"], ["[-\\frac{\\pi}{2}, \\frac{\\pi}{2}]"], "radian answer in degrees")
    m("u33", "real-triple-unicode-minus-sentence", m500(60),
      "Let the roots of x^3 - 3x^2 + 4x - 1 be a, b, c. Then a^3, b^3, c^3 are roots of y^3 + py^2 + qy + r.\n"
      "With e_1 = 3, e_2 = 4, e_3 = 1: Newton: -p = \\sum a^3 = 27 - 36 + 3 = -6.\n"
      "Solving gives p=6, q=31 and r=−1.\n\n\\boxed{(6,31,-1)}",
      ["p=6, q=31 and r=−1"], ["\\sum a^3 = 27 - 36 + 3 = -6"], "triple as components with a unicode minus")
    m("u34", "html-comment-scratch-note", m500(70),
      "58_9 - 18_9: the units digits 8 - 8 = 0, the nines digits 5 - 1 = 4.\n<!-- answer: 40 base 9 -->\n\n\\boxed{40_9}",
      ["answer: 40 base 9"], ["5 - 1 = 4"], "HTML comment note")
    m("u35", "csv-block-coordinates", m500(218),
      "Midpoint = (\\frac{-5+3}{2}, \\frac{5+7}{2}).\n\n```csv\nx,y\n-1,6\n```\n\n\\boxed{(-1,6)}",
      ["x,y\n-1,6"], ["\\frac{5+7}{2}"], "CSV block with the pair")
