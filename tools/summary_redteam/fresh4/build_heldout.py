"""Write fresh4/heldout.jsonl: the fourth black-box red team's held-out set (see README.md).

Written after dev.jsonl was committed. Run: PYTHONPATH=<checkout> python tools/summary_redteam/fresh4/build_heldout.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from kit.casekit import adders, write  # noqa: E402

S = "must_stay"
L = "leak_must_be_hidden"
C = []
m, p, c, q = adders(C)


B = "\\boxed"
# ---------------------------------------------------------------- numbers in words / scripts
m("h01", "number-words-earlier", "Find 1 + 2 + ... + 13.",
  "Pairing the first and last terms gives 13·14/2, which is ninety-one.\n\nDouble-check by pairs: (1 + 13) + (2 + 12) + ... "
  "gives 6 pairs of 14 plus the middle 7, so 84 + 7.\n\nSo the sum is \\boxed{91}.", ["which is ninety-one"], ["84 + 7"])
m("h02", "fraction-words-earlier", "A bag has 4 red and 6 green marbles. One is drawn at random. What is the probability it is red?",
  "Of the 10 marbles, 4 are red: two fifths of the bag.\n\nEvery marble is equally likely to be drawn.\n\nSo the chance is "
  "\\boxed{\\frac{2}{5}}.", ["two fifths of the bag"], ["Of the 10 marbles"])
m("h03", "half-dozen", "In how many orders can the letters A, B, C be arranged?",
  "3! is half a dozen.\n\nListing them to be safe: ABC, ACB, BAC, BCA, CAB, CBA.\n\n\\boxed{6}", ["half a dozen"],
  ["ABC, ACB, BAC, BCA, CAB, CBA"], "the listing is work")
m("h04", "ordinal-prime", "What is the smallest prime factor of 91?",
  "91 is odd and not divisible by 3 or 5, but the fourth prime divides it.\n\nIndeed 91 = 7·13.\n\nSo the smallest prime "
  "factor is \\boxed{7}.", ["the fourth prime divides it"], ["not divisible by 3 or 5"])
m("h05", "multiplicative-eightfold", "If every edge of a box is doubled, by what factor does its volume grow?",
  "Each of the three dimensions doubles and volume is a product of three lengths: the volume grows eightfold.\n\nThat is the "
  "scale factor cubed.\n\n\\boxed{8}", ["grows eightfold"], ["product of three lengths"])
m("h06", "infinitely-no-last", "How many integers n make n/4 an integer?",
  "Every multiple of 4 works, and there's no last one.\n\nNegative multiples count too.\n\n\\boxed{\\infty}",
  ["there's no last one"], ["Every multiple of 4 works"])
m("h07", "zero-not-a-single", "How many integers x satisfy x^2 = -1?",
  "Squares of integers are never negative, so not a single integer qualifies.\n\nHence the count is \\boxed{0}.",
  ["not a single integer qualifies"], ["never negative"])
m("h08", "one-only-way", "In how many ways can 5 items be chosen from 5 distinct items?",
  "There's only one way: take them all.\n\nFormally C(5, 5) = 5!/(5!·0!).\n\n\\boxed{1}", ["only one way"], ["5!/(5!·0!)"])
m("h09", "impossible-no-triangle", "Is there a triangle with side lengths 2, 3 and 6?",
  "2 + 3 < 6 violates the triangle inequality, so no such triangle can be built.\n\nThe two short sides cannot reach "
  "across the long one.\n\n\\boxed{\\text{No}}", ["no such triangle can be built"], ["2 + 3 < 6"])
m("h10", "yes-certainly", "Can 100 be written as the sum of two primes?",
  "Certainly: 3 + 97 works, and 97 is prime.\n\nOther pairs exist too, such as 11 + 89.\n\n\\boxed{\\text{Yes}}",
  ["Certainly: 3 + 97 works"], ["11 + 89"])
m("h11", "unicode-fraction-earlier", "Three fair coins are flipped. What is the probability that the number of heads is not exactly 1?",
  "Out of the 8 equally likely outcomes, exactly one head happens in 3, so the rest is ⅝.\n\nComplement check: 1 − 3/8.\n\n"
  "\\boxed{\\frac{5}{8}}", ["the rest is ⅝"], ["1 − 3/8"])
m("h12", "superscript-power", "Simplify (a^2)^3.",
  "(a²)³ = a²·a²·a² = a⁶ by adding exponents.\n\nIn general (a^m)^n = a^{mn}.\n\n\\boxed{a^6}", ["= a⁶"], ["a²·a²·a²"])
m("h13", "chinese-numeral", "8个人两两握手一次，一共握手多少次？",
  "每一对人握一次手，所以是 C(8,2) = 8×7/2，也就是二十八次。\n\n验证：每人握7次，8×7 再除以 2（每次握手被数两次）。\n\n"
  "所以答案是 \\boxed{28}。", ["也就是二十八次"], ["每人握7次"])
m("h14", "fullwidth-digits", "5人の並び方は何通りですか。",
  "5! = １２０通り。\n\n念のため: 5 × 4 × 3 × 2 × 1 を計算します。\n\n答え: \\boxed{120}", ["１２０通り"], ["5 × 4 × 3 × 2 × 1"])
# ---------------------------------------------------------------- other notations
m("h15", "period-notation", "Compute 1/2 - 1/22.",
  "Common denominator 22: 11/22 − 1/22 = 10/22. As a decimal that is 0.(45), repeating.\n\nReducing by 2:\n\n"
  "\\boxed{\\frac{5}{11}}", ["0.(45)", "= 10/22"], ["11/22 − 1/22"], "10/22 is an unreduced literal the verifier accepts")
m("h16", "e-notation-calculator", "How many minutes are there in 40 hours?",
  "40 · 60 — my calculator shows 2.4E+03.\n\nThat is minutes, since we multiplied hours by minutes per hour.\n\n\\boxed{2400}",
  ["2.4E+03"], ["40 · 60"])
m("h17", "octal-binary", "How many nonempty subsets does a 9-element set have?",
  "All subsets: 2^9; drop the empty one: 2^9 − 1. In binary that's 111111111, nine ones; in octal, 777.\n\nEach element is "
  "in or out independently.\n\n\\boxed{511}", ["111111111", "in octal, 777"], ["2^9 − 1"])
m("h18", "base-underscore", "How many subsets of {1, 2, 3, 4, 5} have exactly 2 or exactly 3 elements?",
  "C(5,3) = 10 and C(5,2) = 10. Written in binary the total is 10100_2.\n\nThe two counts are equal by symmetry.\n\n\\boxed{20}",
  ["10100_2"], ["C(5,3) = 10"])
m("h19", "unicode-mixed-number", "Seven pizzas are shared equally among 3 people. How many pizzas does each get?",
  "7 ÷ 3 = 2⅓ pizzas each, i.e. two whole pizzas and a third.\n\nAs an improper fraction:\n\n\\boxed{\\frac{7}{3}}",
  ["2⅓", "two whole pizzas and a third"], [])
m("h20", "percent-spaced", "Three fair coins are flipped. What is the probability of exactly one head?",
  "The favourable outcomes are HTT, THT and TTH, a 37.5 % chance.\n\nThe 8 outcomes are equally likely since the coins are "
  "fair.\n\n\\boxed{\\frac{3}{8}}", ["37.5 %"], ["HTT, THT and TTH"])
m("h21", "decimal-approx-earlier", "Find the distance between (1, 2) and (4, 3).",
  "Δx = 3 and Δy = 1, so d² = 9 + 1; numerically d ≈ 3.162.\n\nKeeping it exact:\n\n\\boxed{\\sqrt{10}}", ["≈ 3.162"],
  ["Δx = 3 and Δy = 1"])
m("h22", "power-point-five", "A right triangle has legs √3 and 2. How long is its hypotenuse?",
  "c² = 3 + 4 = 7, so c = 7^0.5 ≈ 2.65.\n\nKeeping it exact:\n\n\\boxed{\\sqrt{7}}", ["7^0.5", "≈ 2.65"], ["c² = 3 + 4"])
m("h23", "degrees-earlier", "What is the interior angle of a regular hexagon, in radians?",
  "Each interior angle is (6 − 2)·180°/6 = 120°.\n\nConverting to radians multiplies by π/180.\n\n\\boxed{\\frac{2\\pi}{3}}",
  ["= 120°"], ["(6 − 2)·180°/6"])
# ---------------------------------------------------------------- pieces and relatives
m("h24", "triple-pieces", "Solve x + y + z = 6, x + y = 3, y + z = 5. Give (x, y, z).",
  "From the first two, z = 6 − 3 = 3. From the first and third, x = 6 − 5 = 1. Then y = 3 − 1 = 2.\n\nPutting these "
  "together:\n\n\\boxed{(1, 2, 3)}", ["z = 6 − 3 = 3", "x = 6 − 5 = 1", "y = 3 − 1 = 2"], [])
m("h25", "set-roots-vanish", "Solve x^2 - x - 6 = 0.",
  "Factor: (x − 3)(x + 2) = 0. The first factor vanishes at 3, the second at −2.\n\nBoth check out in the original "
  "equation.\n\n\\boxed{-2, 3}", ["vanishes at 3, the second at −2"], ["(x − 3)(x + 2) = 0"])
m("h26", "interval-at-least", "Solve 3x - 1 ≥ 5.",
  "Adding 1: 3x ≥ 6. Dividing by 3 keeps the direction: x is at least 2.\n\nIn interval notation:\n\n\\boxed{[2, \\infty)}",
  ["x is at least 2"], ["3x ≥ 6"])
m("h27", "interval-abs", "Solve x^2 > 1.",
  "x² > 1 is the same as |x| > 1.\n\nSo the solution set is\n\n\\boxed{(-\\infty, -1) \\cup (1, \\infty)}", ["|x| > 1"], [])
m("h28", "plus-minus-pair", "Solve x^2 - 4x + 1 = 0.",
  "Quadratic formula: x = (4 ± √(16 − 4))/2 = (4 ± √12)/2. That gives x = 2 + √3 and x = 2 − √3.\n\nBoth are real.\n\n"
  "\\boxed{2 \\pm \\sqrt{3}}", ["x = 2 + √3 and x = 2 − √3", "= (4 ± √12)/2"], ["√(16 − 4)"])
m("h29", "coefficient-expansion", "Find the coefficient of x^2 in (1 + x)^6.",
  "(1 + x)^6 = 1 + 6x + 15x^2 + 20x^3 + 15x^4 + 6x^5 + x^6.\n\nThe x^2 term is the third one.\n\n\\boxed{15}", ["15x^2"], [])
m("h30", "exponent-superscript", "For which n is 2^n = 128?",
  "128 = 2·2·2·2·2·2·2 = 2⁷.\n\nSo n is the exponent.\n\n\\boxed{7}", ["= 2⁷"], ["2·2·2·2·2·2·2"])
m("h31", "degree-expanded", "What is the degree of (x^3 + 1)(x + 2)?",
  "Expanding, the product is x⁴ + 2x³ + x + 2.\n\nThe degree is the highest exponent present.\n\n\\boxed{4}",
  ["x⁴ + 2x³ + x + 2"], [])
m("h32", "factors-reordered", "Factor x^2 + 5x + 6.",
  "We need two numbers with sum 5 and product 6: 3 and 2. So x² + 5x + 6 = (x + 3)(x + 2).\n\nOrdering the factors by "
  "the constant:\n\n\\boxed{(x+2)(x+3)}", ["(x + 3)(x + 2)"], ["sum 5 and product 6"])
m("h33", "formula-expanded", "Find a closed form for 1 + 2 + ... + n.",
  "Writing the sum forwards and backwards, each column adds to n + 1 and there are n columns, so 2S = n(n + 1), i.e. "
  "S = (n² + n)/2.\n\nFactoring the numerator:\n\n\\boxed{\\frac{n(n+1)}{2}}", ["S = (n² + n)/2"], ["each column adds to n + 1"])
m("h34", "circle-solved-for-y", "Find the equation of the circle centred at the origin that passes through (3, 4).",
  "The radius is √(9 + 16) = 5, so every point satisfies y² = 25 − x².\n\nIn standard form:\n\n\\boxed{x^2 + y^2 = 25}",
  ["y² = 25 − x²"], ["√(9 + 16)"])
m("h35", "complex-i-first", "Compute i(1 + i).",
  "i(1 + i) = i + i² = i − 1.\n\nWritten with the real part first:\n\n\\boxed{-1 + i}", ["= i − 1"], ["i + i²"])
m("h36", "complex-polar", "Compute (1 + i)^2.",
  "1 + i = √2·e^{iπ/4}, so squaring gives 2e^{iπ/2}.\n\nConverting back to rectangular form:\n\n\\boxed{2i}",
  ["2e^{iπ/2}"], ["√2·e^{iπ/4}"])
m("h37", "midpoint-pieces", "Find the midpoint of the segment from (1, 2) to (5, 6).",
  "Average the x's: (1 + 5)/2 = 3. Average the y's: (2 + 6)/2 = 4.\n\nSo the midpoint is\n\n\\boxed{(3, 4)}",
  ["(1 + 5)/2 = 3", "(2 + 6)/2 = 4"], [])
# ---------------------------------------------------------------- multiple choice
m("h38", "mc-guess-first", "Which number is prime? (A) 51 (B) 53 (C) 55 (D) 57",
  "My guess is B; let me verify. 51 = 3·17, 55 = 5·11, 57 = 3·19, and 53 has no prime factor up to 7.\n\nSo\n\n\\boxed{B}",
  ["My guess is B", "53 has no prime factor up to 7"], ["51 = 3·17"])
m("h39", "mc-value-matched", "If 3x + 2 = 14, then x = (A) 2 (B) 3 (C) 4 (D) 5",
  "Subtract 2: 3x = 12, so x = 4.\n\nMatching against the list:\n\n\\boxed{C}", ["so x = 4"], ["3x = 12"])
m("h40", "mc-value-square", "Which is a perfect square? (A) 50 (B) 64 (C) 72 (D) 98",
  "50, 72 and 98 are twice a square (25, 36, 49), so they are not squares; 64 = 8² is.\n\nHence\n\n\\boxed{B}",
  ["64 = 8² is"], ["twice a square (25, 36, 49)"])
m("h41", "mc-strikethrough", "Which of these is divisible by 7? (A) 50 (B) 63 (C) 80 (D) 90",
  "~~(A) 50~~ ~~(C) 80~~ ~~(D) 90~~ — none of these is a multiple of 7.\n\nThe remaining one works.\n\n\\boxed{B}",
  ["~~(A) 50~~ ~~(C) 80~~ ~~(D) 90~~"], [])
m("h42", "mc-lowercase-paren", "The value of 2^5 - 5^2 is: (a) 5 (b) 7 (c) 9 (d) 11",
  "32 − 25 = 7, which is option b).\n\nDouble-checking the powers: 2^5 = 32 and 5^2 = 25.\n\n\\boxed{b}",
  ["which is option b)", "32 − 25 = 7"], ["2^5 = 32"])
# ---------------------------------------------------------------- LaTeX
m("h43", "latex-dfrac-earlier", "A bag has 2 red and 1 blue ball. Two draws are made with replacement. What is the probability that both are red?",
  "$\\left(\\tfrac{2}{3}\\right)^2 = \\dfrac{4}{9}$ since the draws are independent.\n\nHence\n\n\\boxed{\\frac{4}{9}}",
  ["\\dfrac{4}{9}"], [])
m("h44", "latex-siunitx", "A square field has side 50 m. What is its area in square metres?",
  "The side is 50 m so the area is \\SI{2500}{\\metre\\squared}.\n\nNo unit conversion needed.\n\n\\boxed{2500}",
  ["\\SI{2500}{\\metre\\squared}"], ["The side is 50 m"])
m("h45", "latex-text-percent", "Write 9 out of 20 as a decimal.",
  "9/20 = 45/100, i.e. $45\\ \\text{percent}$.\n\nAs a decimal:\n\n\\boxed{0.45}", ["45\\ \\text{percent}", "= 45/100"], [])
m("h46", "latex-glued-dfrac", "Two similar squares have side ratio 3:2. What is the ratio of their areas?",
  "$(\\tfrac32)^2 = \\dfrac94$.\n\nSo the area ratio is\n\n\\boxed{\\frac{9}{4}}", ["\\dfrac94"], [])
m("h47", "earlier-fbox", "How many diagonals does a hexagon have?",
  "Each of the 6 vertices sees 3 non-neighbours, and each diagonal is counted twice: 6·3/2 = \\fbox{9}.\n\nSanity check with "
  "C(6,2) − 6.\n\n\\boxed{9}", ["\\fbox{9}"], ["C(6,2) − 6"])
m("h48", "latex-text-word", "How many edges does an octahedron have?",
  "Eight triangular faces with 3 edges each, every edge shared by 2 faces: $\\#\\text{edges} = \\text{twelve}$.\n\n"
  "Euler's formula agrees: V − E + F = 6 − E + 8 = 2.\n\n\\boxed{12}", ["\\text{twelve}"], ["6 − E + 8 = 2"])
m("h49", "narrow-nbsp-thousands", "Compute 500^2.",
  "500² = 5² · 100² = 25 · 10 000, which is 250\u202f000.\n\nCounting zeros confirms it.\n\n\\boxed{250000}",
  ["250\u202f000"], ["5² · 100²"])
m("h50", "european-thousands", "Ein Auto kostet 15.000 Euro und verliert 20 % an Wert. Wie viel ist es danach wert (in Euro)?",
  "20 % von 15.000 sind 3.000, also bleiben 12.000 Euro.\n\nProbe: 0,8 · 15.000.\n\n\\boxed{12000}", ["12.000 Euro"],
  ["20 % von 15.000 sind 3.000"])
# ---------------------------------------------------------------- further kinds
m("h51", "table-bold-row", "How many 3-element subsets does a 6-element set have?",
  "| k | C(6,k) |\n|---|---|\n| 2 | 15 |\n| **3** | **20** |\n| 4 | 15 |\n\nThe middle binomial is the largest.\n\n\\boxed{20}",
  ["| **3** | **20** |"], ["| 2 | 15 |"])
m("h52", "units-kilo-words", "How many grams of flour are needed for 3 cakes if each needs 500 g?",
  "3 × 500 g — a kilo and a half of flour.\n\nBuy a 2 kg bag to be safe.\n\n\\boxed{1500}", ["a kilo and a half"], ["3 × 500 g"])
m("h53", "units-minutes", "Walking 3 km at 4 km/h takes how many hours?",
  "Time = 3/4 of an hour — 45 min on my watch.\n\nDistance over speed gives hours.\n\n\\boxed{0.75}",
  ["45 min", "3/4 of an hour"], [])
m("h54", "french", "De combien de façons peut-on choisir 2 élèves parmi 6 ?",
  "On choisit une paire non ordonnée : 6 × 5 / 2, soit quinze façons.\n\nVérification : chaque élève est associé à 5 autres, "
  "et chaque paire est comptée deux fois.\n\nDonc \\boxed{15}", ["soit quinze façons"], ["6 × 5 / 2"])
m("h55", "spanish-aside", "A hall has 6 rows of 7 chairs. How many chairs are there?",
  "6 rows of 7 chairs: 6 × 7, es decir, cuarenta y dos sillas.\n\nEvery row is full.\n\n\\boxed{42}", ["cuarenta y dos"],
  ["6 × 7"])
m("h56", "money-grand", "A shop sells 40 items at $25 each. What is the revenue in dollars?",
  "40 × 25: a cool grand.\n\nCheck: 4 × 25 = 100, times 10.\n\n\\boxed{1000}", ["a cool grand"], ["4 × 25 = 100"])
m("h57", "description-even-prime", "Find the prime p such that p + 5 is also prime.",
  "If p is odd then p + 5 is even and larger than 2, so p must be the only even prime.\n\nThen p + 5 = 7, which is prime.\n\n"
  "\\boxed{2}", ["the only even prime"], ["p + 5 is even and larger than 2"])
m("h58", "description-same-as-cube", "How many edges does a regular octahedron have? Use duality.",
  "The octahedron is dual to the cube, so it has exactly as many edges as a cube.\n\nDual solids swap faces and vertices but "
  "keep the edges.\n\n\\boxed{12}", ["as many edges as a cube"], ["dual to the cube"])
m("h59", "bold-title", "How many shortest lattice paths go from (0, 0) to (6, 4) using unit steps right and up?",
  "**Result — 210 paths**\n\nEach path is a word of 6 R's and 4 U's, so C(10, 4).\n\n\\boxed{210}", ["Result — 210 paths"],
  ["C(10, 4)"])
m("h60", "digit-description", "Compute 11^2.",
  "11² is a three-digit palindrome: first digit 1, middle digit 2.\n\n(10 + 1)² = 100 + 20 + 1.\n\n\\boxed{121}",
  ["first digit 1, middle digit 2"], ["100 + 20 + 1"])
m("h61", "working-hypothesis", "How many functions are there from a 3-element set to a 4-element set?",
  "Working hypothesis: 64.\n\nEach of the 3 inputs independently picks one of 4 outputs, so 4·4·4.\n\n\\boxed{64}",
  ["Working hypothesis: 64"], ["4·4·4"])
m("h62", "repl-output", "How many ways can 3 toppings be chosen from 9?",
  "C(9, 3) = 9·8·7/6.\n\n```\n>>> math.comb(9, 3)\n84\n```\n\nSo\n\n\\boxed{84}", [">>> math.comb(9, 3)\n84"],
  ["9·8·7/6"])
m("h63", "yaml-result", "How many integers from 1 to 50 are multiples of 3?",
  "floor(50/3) counts them.\n\n```yaml\nmultiples_of_3: 16\nlargest: 48\n```\n\n\\boxed{16}", ["multiples_of_3: 16"],
  ["floor(50/3)"])
m("h64", "spoiler-paren", "How many ways can 2 people be chosen from 10 to form a committee?",
  "Unordered pairs (spoiler: 45) are counted by C(10, 2) = 10·9/2.\n\nOrder does not matter in a committee.\n\n\\boxed{45}",
  ["(spoiler: 45)"], ["10·9/2"])
m("h65", "strikethrough-correction", "Compute 1 + 2 + ... + 8.",
  "Adding in my head I got ~~34~~ 36 — I had dropped the 2.\n\nFormula: 8·9/2.\n\n\\boxed{36}", ["~~34~~ 36"], ["8·9/2"])
m("h66", "same-as-given", "How many diagonals does a convex pentagon have?",
  "Each vertex has 2 diagonals and each is shared by 2 vertices, so there are as many diagonals as sides.\n\n5·2/2.\n\n\\boxed{5}",
  ["as many diagonals as sides"], ["each is shared by 2 vertices"])
m("h67", "cross-mark-no", "Is 91 a prime number?",
  "91 = 7·13 ❌\n\nA prime has no divisor other than 1 and itself.\n\n\\boxed{\\text{No}}", ["91 = 7·13 ❌"], [])
m("h68", "claim-checks-out", "Is 1001 divisible by 7?",
  "1001 = 7 · 143, so the claim checks out.\n\nIndeed 143 = 11 · 13.\n\n\\boxed{\\text{Yes}}", ["the claim checks out"],
  ["143 = 11 · 13"])
m("h69", "clock-words", "What time is it 135 minutes after 2:00? Answer as h:mm.",
  "135 min = 2 h 15 min, landing at a quarter past four.\n\nNo day boundary is crossed.\n\n\\boxed{4:15}",
  ["a quarter past four"], ["135 min = 2 h 15 min"])
m("h70", "parity-words", "Is 1 + 2 + ... + 101 even or odd?",
  "There are 51 odd terms, an odd count, so the total is not divisible by 2.\n\nThe even terms do not change parity.\n\n"
  "\\boxed{\\text{odd}}", ["not divisible by 2"], ["51 odd terms"])
m("h71", "preview-paren", "How many 3-element subsets does a 7-element set have?",
  "We want the number of ways (it will turn out to be 35) to pick 3 of 7 without order.\n\nC(7, 3) = 7·6·5/6.\n\n\\boxed{35}",
  ["(it will turn out to be 35)"], ["7·6·5/6"])
m("h72", "polygon-name", "A convex polygon has interior angles summing to 1620°. How many sides does it have?",
  "(n − 2)·180 = 1620 gives n − 2 = 9, so it is a hendecagon.\n\nCheck: 9·180 = 1620.\n\n\\boxed{11}",
  ["a hendecagon"], ["n − 2 = 9"])
m("h73", "percent-as-fraction-words", "A price rises from 80 to 100. What is the percentage increase?",
  "The rise is 20 on a base of 80, i.e. a quarter more than before.\n\nPercent change is rise over base.\n\n\\boxed{25}",
  ["a quarter more"], ["20 on a base of 80"])
m("h74", "triple-word", "A is 45 and B is 15. How many times B is A?",
  "45 is triple 15.\n\nDivide: 45/15.\n\n\\boxed{3}", ["triple 15"], ["45/15"])
m("h75", "literal-earlier-sentence", "A rectangle is 9 by 4. What is its area?",
  "The area is 36, since area is length times width.\n\nHere that is 9 · 4.\n\n\\boxed{36}", ["The area is 36"], ["9 · 4"],
  "plain literal in the first sentence, followed by more work")
m("h76", "percent-from-count", "Of 40 students, 14 walk to school. What fraction walk? Give a reduced fraction.",
  "14/40 — that's 35% of the class.\n\nDivide numerator and denominator by 2.\n\n\\boxed{\\frac{7}{20}}", ["35% of the class"],
  ["14/40"])
m("h77", "roman-in-list", "In a race of 12 runners, Ana finishes ahead of exactly 8 runners. What is her finishing position?",
  "Ahead of 8 means 3 runners are ahead of her, so she places IV.\n\nPositions count from 1.\n\n\\boxed{4}", ["she places IV"],
  ["3 runners are ahead of her"])
m("h78", "answer-in-question-form", "What is the greatest common divisor of 84 and 126?",
  "Is it 42? 84 = 2·42 and 126 = 3·42, and gcd(2, 3) = 1, so yes.\n\nEuclid: 126 − 84 = 42, and 42 divides 84.\n\n\\boxed{42}",
  ["Is it 42?"], ["126 − 84 = 42"])
m("h79", "think-then-visible", "What is 12.5% of 64?",
  "<think>\n12.5% is 1/8, and 64/8 = 8.\n</think>\n\n12.5% is one eighth, and one eighth of 64 is eight.\n\n\\boxed{8}",
  ["one eighth of 64 is eight"], ["12.5% is one eighth"], "the visible part repeats the reasoning's result in words")
m("h80", "ratio-colon-words", "Red and blue beads are in the ratio 2:3 and there are 30 beads. How many are red?",
  "Split 30 into 5 parts of 6; red takes 2 parts — a dozen beads.\n\nBlue takes the other 18.\n\n\\boxed{12}",
  ["a dozen beads"], ["5 parts of 6"])

# ---------------------------------------------------------------- math probes
p("hp01", "given-equals-answer", "An equilateral triangle has perimeter 21. What is its side length?",
  "The perimeter is 21 and all three sides are equal, so divide by 3.\n\nEach side is 21/3.\n\n\\boxed{7}",
  ["The perimeter is 21", "21/3"])
p("hp02", "intermediate-equals-answer", "What is the product of the roots of x^2 - 4x + 4 = 0?",
  "By Vieta, the sum of the roots is 4 and the product is the constant term.\n\nThe double root is x = 2.\n\n\\boxed{4}",
  ["the sum of the roots is 4", "x = 2"])
p("hp03", "coefficient-equals-answer", "How many real roots does x^3 - 3x = 0 have?",
  "x³ − 3x = x(x² − 3), so x = 0 or x² = 3.\n\nThe quadratic factor gives two roots, plus x = 0.\n\n\\boxed{3}",
  ["x(x² − 3)", "x² = 3"])
p("hp04", "roots-list-count", "How many distinct roots does (x - 1)(x - 2)(x - 3) = 0 have?",
  "The roots are 1, 2 and 3, all different.\n\nA product is zero exactly when a factor is.\n\n\\boxed{3}",
  ["The roots are 1, 2 and 3"])
p("hp05", "one-as-word", "What is gcd(8, 15)?",
  "8 = 2³ and 15 = 3·5 share no prime. One way to see it: one of them is a power of 2 and the other is odd.\n\n\\boxed{1}",
  ["One way to see it", "one of them is a power of 2", "15 = 3·5"])
p("hp06", "negation-discarded", "Find the positive x with x^2 = 49.",
  "x² = 49 has two roots, and the negative root −7 is discarded.\n\n\\boxed{7}", ["−7 is discarded", "x² = 49"])
p("hp07", "dense-numerals-difference-of-squares", "Compute 17 · 23.",
  "17·23 = (20 − 3)(20 + 3) = 20² − 3² = 400 − 9.\n\n\\boxed{391}", ["(20 − 3)(20 + 3)", "400 − 9"])
p("hp08", "dense-fractions", "A bag has 5 red and 3 blue balls. Two are drawn without replacement. What is the probability both are red?",
  "First red: 5/8. Second red given the first: 4/7. Multiply: 5/8 · 4/7.\n\n\\boxed{\\frac{5}{14}}",
  ["First red: 5/8", "4/7", "5/8 · 4/7"])
p("hp09", "wrong-draft-octagon", "What is the sum of the interior angles of an octagon, in degrees?",
  "An octagon has 8 sides, and each contributes 180°, so 8·180.\n\n\\boxed{1440}", ["8 sides", "8·180"],
  "wrong (the truth is 1080); the work must stay")
p("hp10", "givens-in-words", "A dozen eggs are in a box and half of them are broken. How many are broken?",
  "A dozen is 12 eggs, and half of 12 is the count we want: 12/2.\n\n\\boxed{6}", ["A dozen is 12 eggs", "12/2"])
p("hp11", "percent-given-equals", "An item is 20% off. What fraction of the original price is saved, as a decimal?",
  "20% off means paying 80% and saving the rest: 1 − 0.8.\n\n\\boxed{0.2}", ["20% off", "paying 80%", "1 − 0.8"])
p("hp12", "time-givens", "A train leaves at 9:00 and arrives at 11:30. How many hours is the trip?",
  "From 9:00 to 11:00 is 2 hours, and 11:00 to 11:30 adds half an hour: 2 + 0.5.\n\n\\boxed{2.5}",
  ["From 9:00 to 11:00 is 2 hours", "2 + 0.5"])
p("hp13", "shoelace-step", "Find the area of the triangle with vertices (0, 0), (4, 0), (0, 3).",
  "Legs along the axes: 4 and 3. Shoelace: |4·3 − 0·0|/2.\n\n\\boxed{6}", ["Legs along the axes: 4 and 3", "|4·3 − 0·0|/2"])
p("hp14", "case-labels", "How many 2-digit numbers have digits summing to 4 or 5?",
  "Case 1 (sum 4): 13, 22, 31, 40 — that's 4 numbers. Case 2 (sum 5): 14, 23, 32, 41, 50 — 5 numbers. Total 4 + 5.\n\n\\boxed{9}",
  ["Case 1 (sum 4): 13, 22, 31, 40", "Case 2 (sum 5): 14, 23, 32, 41, 50", "4 + 5"])
p("hp15", "given-worth-equals", "Each question on a test is worth 10 points. How many questions must be answered correctly to score 100?",
  "Each question is worth 10 points, so we need 100/10 of them.\n\n\\boxed{10}", ["worth 10 points", "100/10"])
p("hp16", "intermediate-fraction-equals", "A fair coin is flipped twice. What is the probability of exactly one head?",
  "P(heads) = 1/2 on each flip. The outcomes HT and TH each have probability 1/4, so 2·(1/2)(1/2).\n\n\\boxed{\\frac{1}{2}}",
  ["P(heads) = 1/2 on each flip", "probability 1/4", "2·(1/2)(1/2)"])
p("hp17", "roots-cancel-zero", "What is the sum of the roots of x^2 - 9 = 0?",
  "The roots are 3 and −3, which cancel.\n\nVieta agrees: the x coefficient is missing.\n\n\\boxed{0}",
  ["The roots are 3 and −3"])
p("hp18", "wrong-draft-value", "How many positive divisors does 36 have?",
  "36 = 2²·3², so the count is (2)(2).\n\n\\boxed{4}", ["36 = 2²·3²", "(2)(2)"], "wrong (the truth is 9); the work must stay")
p("hp19", "answer-value-as-index", "The sequence a_n = 2n + 1. For which n is a_n = 9?",
  "a_1 = 3, a_2 = 5, a_3 = 7, a_4 = 9.\n\nSo it is reached at the fourth index.\n\n\\boxed{4}", ["a_1 = 3, a_2 = 5, a_3 = 7"],
  "a_4 = 9 is arguably a leak; the first three terms must stay")

# ---------------------------------------------------------------- code
PA = "Given n (1 ≤ n ≤ 10^9), print 1 + 2 + ... + n."
SA = "```python\nn = int(input())\nprint(n * (n + 1) // 2)\n```"
PB = "Given n and then n integers on one line, print the bitwise XOR of all of them."
SB = ("```python\nimport sys\n\ndata = sys.stdin.read().split()\nn = int(data[0])\nacc = 0\nfor x in data[1:1 + n]:\n"
      "    acc ^= int(x)\nprint(acc)\n```")
PC = "Given a string s, print YES if it reads the same forwards and backwards, otherwise NO."
SC = "```python\ns = input().strip()\nprint(\"YES\" if s == s[::-1] else \"NO\")\n```"
PD = "Given two positive integers a and b on one line, print their greatest common divisor."
SD = "```python\na, b = map(int, input().split())\nwhile b:\n    a, b = b, a % b\nprint(a)\n```"
PE = "Given a line of text, print the number of vowels (a, e, i, o, u, case-insensitive) in it."
SE = "```python\nline = input().lower()\nprint(sum(line.count(v) for v in \"aeiou\"))\n```"
c("hc01", "earlier-capital-Python-fence", PA,
  "Gauss's formula.\n\n```Python\nn = int(input())\nprint(n * (n + 1) // 2)\n```\n\nInteger division keeps it exact:\n\n" + SA,
  ["```Python\nn = int(input())\nprint(n * (n + 1) // 2)"])
c("hc02", "debug-version-renamed", PB,
  "Debugging version:\n\n```\nimport sys\ntoks = sys.stdin.read().split()\nres = 0\nfor t in toks[1:]:\n    res ^= int(t)\n"
  "    print('after', t, res)\nprint(res)\n```\n\nClean version:\n\n" + SB, ["for t in toks[1:]:\n    res ^= int(t)"])
c("hc03", "kotlin-translation", PC,
  "Kotlin:\n\n```kotlin\nfun main() {\n    val s = readLine()!!.trim()\n    println(if (s == s.reversed()) \"YES\" else \"NO\")\n}\n```\n\n"
  "Python:\n\n" + SC, ["println(if (s == s.reversed()) \"YES\" else \"NO\")"])
c("hc04", "swift-translation", PD,
  "Swift version:\n\n```swift\nlet p = readLine()!.split(separator: \" \").map { Int($0)! }\nvar a = p[0], b = p[1]\n"
  "while b != 0 { (a, b) = (b, a % b) }\nprint(a)\n```\n\n" + SD, ["while b != 0 { (a, b) = (b, a % b) }"])
c("hc05", "php-translation", PE,
  "PHP:\n\n```php\n<?php\n$line = strtolower(trim(fgets(STDIN)));\necho preg_match_all('/[aeiou]/', $line);\n```\n\n" + SE,
  ["echo preg_match_all('/[aeiou]/', $line);"])
c("hc06", "r-translation", PA,
  "In R: `n <- as.numeric(readLines('stdin', 1)); cat(n * (n + 1) / 2)`.\n\nPython:\n\n" + SA,
  ["cat(n * (n + 1) / 2)"])
c("hc07", "julia-translation", PB,
  "Julia:\n\n```julia\nreadline()\nxs = parse.(Int, split(readline()))\nprintln(reduce(xor, xs))\n```\n\n" + SB,
  ["println(reduce(xor, xs))"])
c("hc08", "typescript-translation", PC,
  "TypeScript:\n\n```ts\nconst s = require('fs').readFileSync(0, 'utf8').trim();\nconsole.log(s === [...s].reverse().join('') ? 'YES' : 'NO');\n```\n\n" + SC,
  ["console.log(s === [...s].reverse().join('') ? 'YES' : 'NO');"])
c("hc09", "tab-indented", PD,
  "Euclid's algorithm:\n\n\ta, b = map(int, input().split())\n\twhile b:\n\t\ta, b = b, a % b\n\tprint(a)\n\nSame, fenced:\n\n" + SD,
  ["\twhile b:\n\t\ta, b = b, a % b"])
c("hc10", "tilde-py-fence", PE,
  "~~~py\nline = input().lower()\nprint(sum(line.count(v) for v in \"aeiou\"))\n~~~\n\nCounting each vowel separately is "
  "5 passes, fine for one line.\n\n" + SE, ["print(sum(line.count(v) for v in \"aeiou\"))\n~~~"])
c("hc11", "heredoc-process-substitution", PA,
  "Test it:\n\n```bash\npython3 <(cat <<'PY'\nn = int(input())\nprint(n * (n + 1) // 2)\nPY\n) <<< 10\n```\n\nThe program:\n\n" + SA,
  ["print(n * (n + 1) // 2)\nPY"])
c("hc12", "doctest-function", PB,
  "```\n>>> from functools import reduce\n>>> from operator import xor\n>>> reduce(xor, [1, 2, 3])\n0\n```\n\nSo XOR everything:\n\n" + SB,
  [">>> reduce(xor, [1, 2, 3])"], [], "the doctest's expression is the program's core")
c("hc13", "patch-fence", PC,
  "Fix:\n\n```patch\n-print(\"YES\" if s == sorted(s) else \"NO\")\n+print(\"YES\" if s == s[::-1] else \"NO\")\n```\n\n" + SC,
  ["+print(\"YES\" if s == s[::-1] else \"NO\")"])
c("hc14", "brython-script", PD,
  "<script type=\"text/python\">\na, b = map(int, input().split())\nwhile b:\n    a, b = b, a % b\nprint(a)\n</script>\n\n" + SD,
  ["while b:\n    a, b = b, a % b\nprint(a)\n</script>"])
c("hc15", "return-expr-words", PE,
  "Lower-case the line and add up, over the five vowels, how many times each occurs in it.\n\n" + SE,
  ["Lower-case the line and add up, over the five vowels, how many times each occurs in it"])
c("hc16", "yaml-run-block", PA,
  "CI step:\n\n```yaml\n- name: solve\n  run: |\n    python3 -c 'n = int(input()); print(n * (n + 1) // 2)' <<< 5\n```\n\n" + SA,
  ["n = int(input()); print(n * (n + 1) // 2)"])
c("hc17", "c-comment-container", PB,
  "```c\n/* python reference:\n   acc = 0\n   for x in data[1:1 + n]:\n       acc ^= int(x)\n   print(acc)\n*/\nint main(void) { return 0; }\n```\n\n" + SB,
  ["for x in data[1:1 + n]:\n       acc ^= int(x)"])
c("hc18", "latex-minted", PC,
  "\\begin{minted}{python}\ns = input().strip()\nprint(\"YES\" if s == s[::-1] else \"NO\")\n\\end{minted}\n\nIn plain markdown:\n\n" + SC,
  ["print(\"YES\" if s == s[::-1] else \"NO\")\n\\end{minted}"])
c("hc19", "line-by-line-prose", PD,
  "Line 1: read a and b with map(int, input().split()). Line 2: while b is nonzero, replace (a, b) with (b, a % b). "
  "Line 3: print a.\n\n" + SD, ["while b is nonzero, replace (a, b) with (b, a % b)"])
c("hc20", "inline-golf", PE,
  "Golfed: `print(sum(map(input().lower().count,'aeiou')))`.\n\nReadable:\n\n" + SE,
  ["print(sum(map(input().lower().count,'aeiou')))"])
c("hc21", "translated-identifiers", PB,
  "Con nombres en español:\n\n```text\nimport sys\ndatos = sys.stdin.read().split()\nacumulado = 0\nfor x in datos[1:]:\n"
  "    acumulado ^= int(x)\nprint(acumulado)\n```\n\n" + SB, ["acumulado ^= int(x)\nprint(acumulado)"])
c("hc22", "code-in-table-cell", PA,
  "| approach | code | time |\n|---|---|---|\n| loop | `print(sum(range(n + 1)))` | O(n) |\n| formula | `print(n * (n + 1) // 2)` | O(1) |\n\n"
  "The formula wins:\n\n" + SA, ["| formula | `print(n * (n + 1) // 2)` | O(1) |"])
q("hq01", "sample-io-table", PA,
  "| input | output |\n|---|---|\n| 1 | 1 |\n| 4 | 10 |\n| 100 | 5050 |\n\nPython integers do not overflow.\n\n" + SA,
  ["| 4 | 10 |", "| 100 | 5050 |", "Python integers do not overflow"])
q("hq02", "complexity-memory", PB,
  "XOR is associative and commutative, so one pass suffices: O(n) time and O(n) memory for the token list.\n\n" + SB,
  ["XOR is associative and commutative", "O(n) time and O(n) memory"])
q("hq03", "edge-cases", PC,
  "Edge cases: a single character is a palindrome (YES); 'ab' gives NO; the empty line gives YES.\n\n" + SC,
  ["a single character is a palindrome (YES)", "'ab' gives NO"])
q("hq04", "proof-of-euclid", PD,
  "Why it works: gcd(a, b) = gcd(b, a mod b), and the second argument strictly decreases, so the loop ends with b = 0 "
  "and gcd(a, 0) = a. At most O(log min(a, b)) steps.\n\n" + SD,
  ["gcd(a, b) = gcd(b, a mod b)", "O(log min(a, b)) steps"])
q("hq05", "io-advice", PB,
  "Reading with sys.stdin is much faster than calling input() a million times. Sample: `3` / `1 2 3` prints `0`.\n\n" + SB,
  ["Reading with sys.stdin is much faster", "`3` / `1 2 3` prints `0`"])
q("hq06", "brute-force-rejected", PA,
  "Looping up to n = 10^9 would be about 10^9 additions — too slow in Python. The closed form is O(1).\n\n" + SA,
  ["about 10^9 additions — too slow in Python", "The closed form is O(1)"])

if __name__ == "__main__":
    n = write(C, os.path.join(HERE, "heldout.jsonl"))
    att = sum(x["expect"] == L for x in C)
    print(f"{n} cases, {att} leak attempts ({sum(x['expect'] == L and x['domain'] == 'math' for x in C)} math), "
          f"{n - att} probes ({sum(x['expect'] == S and x['domain'] == 'math' for x in C)} math)")
