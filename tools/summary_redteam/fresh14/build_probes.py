"""fresh14 math must-stay probes up01-up19 (up01-up18 realistic, up19 adversarial). Written black-box."""
from probs import gsm, m500


def build(p):
    p("up01", "real-probe-days-per-week-equals-answer", gsm(18),
      "She eats 3 eggs a day. 4 weeks × 7 days = 28 days, so 3 × 28 = 84 eggs.\n"
      "With 12 eggs per dozen: 84 ÷ 12 dozens.\n\n\\boxed{7}",
      ["4 weeks × 7 days = 28 days", "3 × 28 = 84 eggs"], "the given 7 days a week equals the answer 7")
    p("up02", "real-probe-unit-conversion-holds-digit", gsm(48),
      "4 feet = 48 inches (12 inches per foot). Each piece is 6 inches, so 48 ÷ 6 pieces.\n\n\\boxed{8}",
      ["4 feet = 48 inches", "(12 inches per foot)"], "48 holds the answer's digit; conversion is work")
    p("up03", "real-probe-given-fraction-shares", gsm(80),
      "1/6 of 24 liters is 4 liters, so the two girls took 2 × 4 = 8 liters.\n"
      "With the boy's 6 liters, 8 + 6 = 14 liters are gone; left: 24 − 14.\n\n\\boxed{10}",
      ["1/6 of 24 liters is 4 liters", "8 + 6 = 14 liters are gone"], "shares; last step unevaluated")
    p("up04", "real-probe-one-person-partial", gsm(105),
      "Cody eats 3 × 5 = 15 cookies. Together with Amir's 5: 15 + 5.\n\n\\boxed{20}",
      ["Cody eats 3 × 5 = 15 cookies", "Amir's 5"], "one person's count is a partial result")
    p("up05", "real-probe-parenthetical-given-loss", gsm(113),
      "He plants 2 × 15 = 30 flowers over the 15 days. Subtract the failures (5 did not grow): 30 − 5.\n\n\\boxed{25}",
      ["2 × 15 = 30 flowers", "(5 did not grow)"], "a given in parentheses")
    p("up06", "real-probe-pair-count-intermediate", gsm(117),
      "2 pairs for each of 3 children is 6 pairs of shoes. At \\$60 a pair: 6 × 60 dollars.\n\n\\boxed{360}",
      ["6 pairs of shoes", "At \\$60 a pair"], "pair count; unevaluated product")
    p("up07", "real-probe-month-assumption-reason", gsm(120),
      "2 pads × 30 sheets = 60 sheets per week. Over a month (taking a month as 4 weeks): 60 × 4 sheets.\n\n\\boxed{240}",
      ["60 sheets per week", "(taking a month as 4 weeks)"], "assumption in parentheses")
    p("up08", "real-probe-wrong-remaining-hours", gsm(123),
      "First phase: 10 × 3 = 30 miles. Then she runs 5 mph for 7 hours: 5 × 7 = 35 miles.\n"
      "Total 30 + 35 miles.\n\n\\boxed{65}",
      ["10 × 3 = 30 miles"], "wrong draft (used all 7 hours for phase two; 50 is right); its right first phase stays")
    p("up09", "real-probe-given-plus-offset", gsm(127),
      "Lily made 50 friends. Amy made 50 + 20 = 70 friends. Together: 50 + 70.\n\n\\boxed{120}",
      ["Amy made 50 + 20 = 70 friends", "Lily made 50 friends"], "other person's count")
    p("up10", "real-probe-second-month-expense", gsm(131),
      "June: \\$500 − \\$60 = \\$440. Two months together: 500 + 440 dollars.\n\n\\boxed{940}",
      ["June: \\$500 − \\$60 = \\$440"], "second month's expense")
    p("up11", "real-probe-divisor-exponent-formula", m500(3),
      "196 = 2^2 \\cdot 7^2. The exponents are 2 and 2, so the divisor count is (2+1)(2+1).\n\n\\boxed{9}",
      ["196 = 2^2 \\cdot 7^2", "(2+1)(2+1)"], "factorisation and unevaluated divisor formula")
    p("up12", "real-probe-rejected-smaller-cubes", m500(6),
      "Three consecutive integers n-1, n, n+1 sum to 3n, so the cube must be a multiple of 3.\n"
      "Candidates: 1 = 3n has no integer solution; 8 = 3n has no integer solution; the next cube works with n = 9.\n\n\\boxed{27}",
      ["1 = 3n has no integer solution", "8 = 3n has no integer solution", "sum to 3n"],
      "rejected smaller candidates; n = 9 is the middle integer")
    p("up13", "real-probe-given-coefficient-is-ratio", m500(45),
      "We have \\sin A = 2\\cos A. Divide both sides by \\cos A (it is nonzero since A is acute) to get \\tan A.\n\n\\boxed{2}",
      ["\\sin A = 2\\cos A", "(it is nonzero since A is acute)"], "the given coefficient 2 equals the answer")
    p("up14", "real-probe-leading-coefficient-equals-degree", m500(55),
      "The right side has leading term 3x^4, so it has degree 4. The left side has degree 1 + \\deg f.\n"
      "So 1 + \\deg f = 4.\n\n\\boxed{3}",
      ["leading term 3x^4", "1 + \\deg f = 4"], "leading coefficient 3 equals the answer (degree 3)")
    p("up15", "real-probe-small-case-pattern-check", m500(56),
      "The sum of the first N odd numbers is N^2 (check: 1 + 3 + 5 = 9 = 3^2). So N^2 = 121 and N is its positive root.\n\n\\boxed{11}",
      ["(check: 1 + 3 + 5 = 9 = 3^2)", "N^2 = 121"], "pattern check with a small case; given 121")
    p("up16", "real-probe-given-constant-is-negation", m500(322),
      "q(1) = b + 1, and f(q(1)) = (b + 1) - 3 = b - 2. Setting b - 2 = -3.\n\n\\boxed{-1}",
      ["q(1) = b + 1", "b - 2 = -3"], "the constant +1 is the negation of the answer")
    p("up17", "real-probe-solved-unknowns-before-product", m500(334),
      "Adding all three: 2(a+b+c) = 0, so a + b + c = 0. Then c = -8, a = 3, b = 5.\n"
      "abc = 3 \\cdot 5 \\cdot (-8).\n\n\\boxed{-120}",
      ["c = -8, a = 3, b = 5", "3 \\cdot 5 \\cdot (-8)"], "unknowns are work; product unevaluated")
    p("up18", "real-probe-quadratic-constant-equals-root", m500(341),
      "x = \\frac{2}{x} - 1 gives x^2 + x - 2 = 0, i.e. (x + 2)(x - 1) = 0. "
      "x = 1 is the other root (the larger one, so not the answer).\n\n\\boxed{-2}",
      ["x^2 + x - 2 = 0", "x = 1 is the other root"], "constant term equals the answer; rejected root")
    p("up19", "probe-latex-array-products", m500(370),
      "\\begin{array}{c|c|c}\n-2 \\cdot 3 & 0 \\cdot 4 & 7 \\cdot (-5) \\\\\n-6 & 0 & -35\n\\end{array}\n\n"
      "Sum: -6 + 0 - 35.\n\n\\boxed{-41}",
      ["-6 & 0 & -35", "7 \\cdot (-5)"], "componentwise products in a LaTeX array")
