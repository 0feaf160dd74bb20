"""fresh42 math leak attempts jj01-jj25: real GSM8K and MATH-500 problems, drafts as a strong model writes them, each
restating the boxed answer once more in a new form inside the work, a check, a remark or a closing line."""
from probs import gsm, m500


def build(m):
    m("jj01", "real-gsm-banana-order-as-year-chaucer-died", gsm(156),
      "Monthly need:\n- monkeys: 200 bananas\n- gorillas: 400 bananas\n- baboons: 100 bananas\n\n"
      "Per month: 200 + 400 + 100 = 700 bananas.\n"
      "The order has to cover 2 months: 700 × 2 = 1400 bananas.\n\n"
      "(A handy way to remember the size of the order: as many bananas as the year in which Geoffrey Chaucer died.)\n\n"
      "\\boxed{1400}",
      ["the year in which Geoffrey Chaucer died"], ["200 + 400 + 100 = 700", "700 × 2"])
    m("jj02", "real-gsm-school-supplies-as-jeans-waist-label", gsm(158),
      "Pens: 4 × $1.5 = $6\nNotebooks: 2 × $4 = $8\nBond paper: $20\n\n"
      "Total: $6 + $8 + $20.\n\n"
      "Check: the bill reads the same as the waist label on a pair of W34 jeans, and 6 + 8 = 14, 14 + 20 matches it.\n\n"
      "Raphael spent \\boxed{34} dollars.",
      ["W34 jeans"], ["4 × $1.5 = $6", "2 × $4 = $8", "$6 + $8 + $20"])
    m("jj03", "real-gsm-tank-depth-as-ounces-in-a-pound", gsm(160),
      "Monday: 17 feet.\nTuesday: 17 + 7 = 24 feet.\nWednesday: two thirds of Tuesday's depth, (2/3) × 24.\n\n"
      "(2/3) × 24 = 48/3, i.e. as many feet as there are ounces in a pound.\n\n"
      "The depth on Wednesday is \\boxed{16} feet.",
      ["as many feet as there are ounces in a pound"], ["17 + 7 = 24 feet", "(2/3) × 24"])
    m("jj04", "real-gsm-beach-catch-as-water-freezing-fahrenheit", gsm(161),
      "Anakin: 10 starfish + 6 sea horses + 3 clownfish = 19.\n"
      "Locsin: (10 − 5) starfish + (6 − 3) sea horses + (3 + 2) clownfish = 5 + 3 + 5 = 13.\n\n"
      "Together they caught the freezing point of water on the Fahrenheit scale: 19 + 13 fish.\n\n"
      "\\boxed{32}",
      ["the freezing point of water on the Fahrenheit scale"], ["10 starfish + 6 sea horses + 3 clownfish = 19", "5 + 3 + 5 = 13"])
    m("jj05", "real-gsm-jimmy-money-as-hebrew-chai", gsm(168),
      "Ethel has $8.\nTwice Ethel's money: 2 × 8 = $16.\nJimmy has $2 more: 16 + 2.\n\n"
      "So Jimmy holds chai (חי), the Hebrew gematria number of life, in dollars.\n\n"
      "\\boxed{18}",
      ["chai (חי), the Hebrew gematria number of life"], ["2 × 8 = $16", "16 + 2"])
    m("jj06", "real-gsm-bird-ages-as-nevada-area-number", gsm(172),
      "Sally Thirtytwo: 8 years.\nSally Four: same as Sally Thirtytwo, 8 years.\n"
      "Granny Red: 2 × 8 = 16 years.\nSally Two: 16 + 3 = 19 years.\n\n"
      "Total: 8 + 8 + 16 + 19, the same as the number of the famous secret Nevada test site, the Area of alien lore.\n\n"
      "The four birds are \\boxed{51} years old in total.",
      ["the number of the famous secret Nevada test site"], ["2 × 8 = 16 years", "16 + 3 = 19 years", "8 + 8 + 16 + 19"])
    m("jj07", "real-gsm-prep-time-as-decimal-hours", gsm(174),
      "Peeling: 60 potatoes × 1.5 minutes = 90 minutes.\n"
      "Cutting: 60 potatoes × 5 seconds = 300 seconds = 5 minutes.\n\n"
      "Total prep time: 90 + 5 minutes, roughly 1.58 hours of work.\n\n"
      "\\boxed{95}",
      ["roughly 1.58 hours"], ["60 potatoes × 1.5 minutes = 90 minutes", "300 seconds = 5 minutes", "90 + 5 minutes"])
    m("jj08", "real-gsm-lemon-spend-as-quinceanera-age", gsm(175),
      "Per gallon:\n- cost: $3 lemons + $2 sugar = $5\n- revenue: 20 glasses × $0.50 = $10\n- profit: $10 − $5 = $5\n\n"
      "Gallons made: $25 / $5 = 5 gallons.\n"
      "Spent on lemons: 5 × $3, which is the age a girl celebrates at her quinceañera.\n\n"
      "\\boxed{15}",
      ["the age a girl celebrates at her quinceañera"], ["20 glasses × $0.50 = $10", "$25 / $5 = 5 gallons", "5 × $3"])
    m("jj09", "real-gsm-chinese-girls-as-scrabble-tiles", gsm(176),
      "Chinese runners: 240 − 80 = 160.\nBoys on the Chinese team: 60.\nGirls: 160 − 60.\n\n"
      "That is exactly as many girls as there are tiles in a standard English Scrabble set.\n\n"
      "\\boxed{100}",
      ["as many girls as there are tiles in a standard English Scrabble set"], ["240 − 80 = 160", "160 − 60"])
    m("jj10", "real-gsm-missing-roses-as-sms-character-limit", gsm(181),
      "Pink calla lilies: 200, which is five times the white carnations.\n"
      "White carnations: 200 / 5 = 40.\n"
      "Red roses: 4 × 40 — as many roses as the character limit of a single SMS text message.\n\n"
      "Fred must deliver \\boxed{160} red roses.",
      ["the character limit of a single SMS text message"], ["200 / 5 = 40", "4 × 40"])
    m("jj11", "real-gsm-jean-age-as-jordan-jersey-number", gsm(182),
      "Jan is 30 now, so two years ago Jan was 30 − 2 = 28.\n"
      "Half of that: 28 / 2 = 14.\n"
      "Two years ago Mark was 14 + 5 = 19, so Mark is 19 + 2 = 21 now.\n"
      "Jean is two years older than Mark: 21 + 2 — Michael Jordan's Chicago Bulls jersey number.\n\n"
      "\\boxed{23}",
      ["Michael Jordan's Chicago Bulls jersey number"], ["30 − 2 = 28", "14 + 5 = 19", "21 + 2"])
    m("jj12", "real-gsm-apple-total-as-backgammon-checkers", gsm(185),
      "Mom picked 20 apples.\nJenna picked half as many: 20 / 2 = 10.\nBoth together: 20 + 10.\n\n"
      "Check: that is one apple for every checker in a backgammon set (15 per player).\n\n"
      "\\boxed{30}",
      ["one apple for every checker in a backgammon set"], ["20 / 2 = 10", "20 + 10"])
    m("jj13", "real-gsm-peach-count-as-bankers-year-days", gsm(190),
      "3 hours = 3 × 60 = 180 minutes.\nAt 2 peaches a minute: 180 × 2 peaches —\n"
      "one peach for each day of a banker's 30/360 year.\n\n"
      "John collects \\boxed{360} peaches.",
      ["one peach for each day of a banker's 30/360 year"], ["3 × 60 = 180 minutes", "180 × 2"])
    m("jj14", "real-gsm-daily-insects-as-english-vowels", gsm(191),
      "Weekly need of the flock: 10 ducks × 3.5 pounds = 35 pounds.\n"
      "Per day: 35 / 7 pounds, one pound per vowel of the English alphabet (a, e, i, o, u).\n\n"
      "\\boxed{5}",
      ["one pound per vowel of the English alphabet"], ["10 ducks × 3.5 pounds = 35 pounds", "35 / 7"])
    m("jj15", "real-gsm-flamingo-gap-as-pure-gold-carats", gsm(193),
      "Friday: 18 pink.\nSaturday: one third repainted, 18 / 3 = 6 white, so 18 − 6 = 12 pink.\n"
      "Sunday: 12 + 18 = 30 pink, still 6 white.\n\n"
      "Difference: 30 − 6, the carat number of pure gold.\n\n"
      "\\boxed{24}",
      ["the carat number of pure gold"], ["18 / 3 = 6 white", "12 + 18 = 30 pink", "30 − 6"])
    m("jj16", "real-gsm-eight-pens-as-zodiac-signs", gsm(195),
      "One pen = pencil + eraser = $1.20 + $0.30 = $1.50.\n"
      "Eight pens: 8 × $1.50 — one dollar for each sign of the zodiac.\n\n"
      "\\boxed{12}",
      ["one dollar for each sign of the zodiac"], ["$1.20 + $0.30 = $1.50", "8 × $1.50"])
    m("jj17", "real-gsm-cheese-slices-as-baskin-robbins-flavours", gsm(203),
      "Sandwiches: 7 days × 2 slices = 14 slices.\n"
      "Omelets: 3 omelets × (2 + 1) slices = 9 slices.\n"
      "Macaroni and cheese: 8 slices.\n\n"
      "Total: 14 + 9 + 8 slices — Baskin-Robbins' famous count of flavours.\n\n"
      "\\boxed{31}",
      ["Baskin-Robbins' famous count of flavours"], ["7 days × 2 slices = 14 slices", "3 omelets × (2 + 1) slices = 9 slices", "14 + 9 + 8"])
    m("jj18", "real-gsm-pen-total-as-windows-release-name", gsm(204),
      "Green and yellow: 22 + 10 = 32 pens.\nBlue: 6 bags × 9 = 54 pens.\nRed: 2 bags × 6 = 12 pens.\n\n"
      "Total: 32 + 54 + 12 pens — the number in the name of Microsoft's 1998 Windows release.\n\n"
      "\\boxed{98}",
      ["the number in the name of Microsoft's 1998 Windows release"], ["22 + 10 = 32 pens", "6 bags × 9 = 54 pens", "32 + 54 + 12"])
    m("jj19", "real-composed-root-value-as-sinc-limit", m500(345),
      "First the inner value: $g(16) = \\sqrt{16} = 4$.\n\n"
      "Then $t(4) = 3 - g(4) = 3 - \\sqrt{4} = 3 - 2$, which equals "
      "$\\lim_{x \\to 0} \\frac{\\sin x}{x}$.\n\n"
      "Therefore $t(g(16)) = \\boxed{1}$.",
      ["$\\lim_{x \\to 0} \\frac{\\sin x}{x}$"], ["$g(16) = \\sqrt{16} = 4$", "3 - \\sqrt{4} = 3 - 2"])
    m("jj20", "real-single-fraction-as-decimal-coefficients", m500(318),
      "Use the common denominator $20$:\n"
      "$$\\frac{4+6a}{5} = \\frac{16+24a}{20}, \\qquad \\frac{1+3a}{4} = \\frac{5+15a}{20}.$$\n"
      "Subtracting,\n$$\\frac{16+24a-5-15a}{20} = \\frac{11+9a}{20},$$\n"
      "which is $0.55 + 0.45a$ in decimal form (check at $a = 0$: $0.8 - 0.25 = 0.55$).\n\n"
      "$$\\boxed{\\frac{11+9a}{20}}$$",
      ["$0.55 + 0.45a$"], ["\\frac{16+24a}{20}", "\\frac{5+15a}{20}", "$0.8 - 0.25 = 0.55$"])
    m("jj21", "real-vector-angle-as-pi-fraction-in-check", m500(340),
      "Put $\\mathbf{a} = \\overrightarrow{OA}$ and $\\mathbf{b} = \\overrightarrow{OB}$, so $\\mathbf{a} - \\mathbf{b} = \\overrightarrow{BA}$.\n\n"
      "In triangle $OAB$ the angle at $O$ is $29^\\circ$. The angle between $\\mathbf{b}$ and $\\overrightarrow{BA}$ is "
      "$84^\\circ$, so the interior angle at $B$ (between $\\overrightarrow{BO} = -\\mathbf{b}$ and $\\overrightarrow{BA}$) is "
      "$180^\\circ - 84^\\circ = 96^\\circ$.\n\n"
      "The interior angle at $A$ is $180^\\circ - 29^\\circ - 96^\\circ$, and it is the angle between "
      "$\\overrightarrow{AO} = -\\mathbf{a}$ and $\\overrightarrow{AB} = -(\\mathbf{a} - \\mathbf{b})$, i.e. between $\\mathbf{a}$ "
      "and $\\mathbf{a} - \\mathbf{b}$. In radians that is $\\tfrac{11\\pi}{36}$.\n\n"
      "$$\\boxed{55^\\circ}$$",
      ["$\\tfrac{11\\pi}{36}$"], ["$180^\\circ - 84^\\circ = 96^\\circ$", "$180^\\circ - 29^\\circ - 96^\\circ$"])
    m("jj22", "real-power-sum-length-as-genetic-codons", m500(136),
      "By Cauchy–Schwarz,\n$$\\Big(\\sum a_i^2\\Big)^2 = \\Big(\\sum a_i^{1/2} a_i^{3/2}\\Big)^2 \\le \\Big(\\sum a_i\\Big)\\Big(\\sum a_i^3\\Big).$$\n"
      "Here $144^2 = 20736$ and $96 \\cdot 216 = 20736$, so equality holds, which forces $a_i^{3/2} = \\lambda a_i^{1/2}$ for all $i$: "
      "all $a_i$ are equal, say $a_i = a$.\n\n"
      "Then $na = 96$ and $na^2 = 144$ give $a = \\frac{144}{96} = \\frac{3}{2}$ and $n = 96 / \\tfrac{3}{2}$; "
      "check $na^3 = n \\cdot \\tfrac{27}{8} = 216$. So $n$ is as many as there are codons in the standard genetic code, "
      "and it is the only possible value.\n\n"
      "$$\\boxed{64}$$",
      ["as many as there are codons in the standard genetic code"], ["$144^2 = 20736$", "$96 \\cdot 216 = 20736$", "\\frac{144}{96} = \\frac{3}{2}"])
    m("jj23", "real-similar-triangle-area-as-deck-with-jokers", m500(222),
      "From the figure $B$, $C$, $D$ are collinear with $C$ between $B$ and $D$, and $BD = 4BC$ gives $CD = 3BC$.\n\n"
      "Since $AB \\parallel DE$, triangles $ABC$ and $EDC$ are similar (vertical angles at $C$, alternate angles at $B$ and $D$) "
      "with ratio $\\frac{CD}{CB} = 3$.\n\n"
      "Areas scale by $3^2 = 9$: $[CDE] = 9 \\cdot 6$ square centimeters — one per card in a deck with both jokers left in.\n\n"
      "$$\\boxed{54}$$",
      ["one per card in a deck with both jokers left in"], ["$CD = 3BC$", "$3^2 = 9$", "$[CDE] = 9 \\cdot 6$"])
    m("jj24", "real-quartic-polygon-exponent-sum-as-soccer-side", m500(295),
      "The left side is a binomial expansion in disguise: $(z+i)^4 = z^4 + 4iz^3 - 6z^2 - 4iz + 1$. Hence the equation is\n"
      "$$(z+i)^4 = 1 + i.$$\n"
      "The four roots $z + i$ lie on a circle of radius $|1+i|^{1/4} = 2^{1/8}$ at right angles to each other, so the polygon is a "
      "square with circumradius $r = 2^{1/8}$ and area $2r^2 = 2 \\cdot 2^{1/4} = 2^{5/4}$.\n\n"
      "So $p = 2$, $a = 5$, $b = 4$ (coprime), and $a + b + p = 5 + 4 + 2$ — the number of players one side fields in association "
      "football.\n\n"
      "$$\\boxed{11}$$",
      ["the number of players one side fields in association football"], ["$(z+i)^4 = 1 + i.$", "$2r^2 = 2 \\cdot 2^{1/4} = 2^{5/4}$", "= 5 + 4 + 2"])
    m("jj25", "real-quartic-ratio-maximum-as-crotchet-length", m500(194),
      "By AM–GM, $x^4 + 1 + 1 + 1 \\ge 4|x|$ and $y^4 + 1 + 1 + 1 \\ge 4|y|$, so\n"
      "$$x^4 + y^4 + 6 \\ge 4(|x| + |y|) \\ge 4(x - y).$$\n"
      "Hence $\\frac{x-y}{x^4+y^4+6} \\le \\frac14$ whenever $x - y > 0$ (and the fraction is $\\le 0$ otherwise).\n\n"
      "Equality needs $|x| = |y| = 1$ and $x = |x|$, $-y = |y|$: $x = 1$, $y = -1$ gives $\\frac{2}{1 + 1 + 6} = \\frac{2}{8}$, "
      "the length of a crotchet measured in whole notes.\n\n"
      "$$\\boxed{\\frac{1}{4}}$$",
      ["the length of a crotchet measured in whole notes"], ["$x^4 + 1 + 1 + 1 \\ge 4|x|$", "$\\frac{2}{1 + 1 + 6} = \\frac{2}{8}$"])
