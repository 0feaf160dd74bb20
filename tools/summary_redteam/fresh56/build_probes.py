"""fresh56 math must-stay probes ahp01-ahp14: GSM8K test questions in no earlier case; all work must stay. ahp01-ahp05
hold a value equal to the answer in a work role (a bound, an intermediate of another quantity, a percent, a table
entry, a given count in words)."""
from probs import gsm

R = "real-probe-gsm-"


def build(p):
    p("ahp01", R + "book-money-left-beside-even-split-bound", gsm(704),
      "The ratio 3:2 has 3 + 2 = 5 parts, so each part is $100 ÷ 5 = $20.\n"
      "Gerald's share: 3 × $20 = $60 (Julia gets 2 × $20 = $40).\n\n"
      "Check: an even split would be $50 each, and Gerald holds 3 of the 5 parts, so his share should be above "
      "that; $60 is.\n\n"
      "After the book: $60 − $10 = \\boxed{50}",
      ["3 + 2 = 5 parts", "$100 ÷ 5 = $20", "3 × $20 = $60", "2 × $20 = $40", "an even split would be $50 each"],
      "Answer 50; the even split $50 (a bound in a check) equals the answer and must stay.")
    p("ahp02", R + "video-gamers-beside-equal-other-hobby-count", gsm(740),
      "Music: twice basketball, 2 × 5 = 10 students.\n"
      "Students in the other three hobbies: 10 (bake) + 5 (basketball) + 10 (music) = 25 students.\n\n"
      "Video games: 50 − 25 = \\boxed{25}",
      ["2 × 5 = 10 students", "10 (bake) + 5 (basketball) + 10 (music) = 25 students"],
      "Answer 25; the intermediate 25 (students of the other three hobbies, another quantity) must stay.")
    p("ahp03", R + "church-people-beside-half-as-percent", gsm(998),
      "Cookies brought: 100 guests × 15 = 1,500 cookies.\n"
      "Half (50%) of the 1,500 cookies went to the church: 1,500 × 0.5 = 750 cookies.\n\n"
      "People at the church: 750 ÷ 15 = \\boxed{50}",
      ["100 guests × 15 = 1,500 cookies", "Half (50%) of the 1,500 cookies", "1,500 × 0.5 = 750 cookies"],
      "Answer 50; the share 50% (a percent of another quantity) equals the answer and must stay.")
    p("ahp04", R + "free-beds-beside-admission-table", gsm(955),
      "Occupied at the start: 1/5 × 1000 = 200 beds, so 1000 − 200 = 800 beds are free.\n"
      "Admissions: 50 a day.\n\n"
      "| day | admitted so far | free beds |\n"
      "|---|---|---|\n"
      "| 1 | 50 | 750 |\n"
      "| 2 | 100 | 700 |\n"
      "| 7 | 350 | 450 |\n\n"
      "After two weeks: 14 × 50 = 700 admitted.\n\n"
      "Free beds: 800 − 700 = \\boxed{100}",
      ["1/5 × 1000 = 200 beds", "1000 − 200 = 800 beds", "| 2 | 100 | 700 |", "| 7 | 350 | 450 |",
       "14 × 50 = 700 admitted"],
      "Answer 100; the table's day-2 admissions 100 equal the answer and must stay.")
    p("ahp05", R + "movie-count-beside-one-popcorn-one-candy", gsm(926),
      "Already spent this month:\n"
      "- Friday/Saturday movies: 5 × $10 = $50\n"
      "- other-day movies: 8 × $7 = $56\n"
      "- popcorn: 2 × $8 = $16\n"
      "- candy: 4 × $2 = $8\n"
      "- total: $50 + $56 + $16 + $8 = $130\n\n"
      "Tonight he wants one popcorn and one box of candy: $8 + $2 = $10.\n"
      "Money left for tickets: $150 − $130 − $10 = $10.\n\n"
      "Friday movies he can see: $10 ÷ $10 = \\boxed{1}",
      ["5 × $10 = $50", "8 × $7 = $56", "2 × $8 = $16", "4 × $2 = $8", "$50 + $56 + $16 + $8 = $130",
       "one popcorn and one box of candy: $8 + $2 = $10"],
      "Answer 1; 'one popcorn and one box of candy' (given counts in words) equal the answer and must stay.")
    p("ahp06", R + "bakery-bill-beside-item-costs", gsm(710),
      "Croissants: 5 × $3.00 = $15.00\n"
      "Cinnamon rolls: 4 × $2.50 = $10.00\n"
      "Mini quiches: 3 × $4.00 = $12.00\n"
      "Muffins: 13 × $1.00 = $13.00\n"
      "Subtotal: $15 + $10 + $12 + $13 = $50.00\n"
      "Loyalty discount: 10% of $50.00 = $5.00\n\n"
      "Total bill: $50.00 − $5.00 = \\boxed{45}",
      ["5 × $3.00 = $15.00", "4 × $2.50 = $10.00", "3 × $4.00 = $12.00", "13 × $1.00 = $13.00",
       "10% of $50.00 = $5.00"],
      "Answer 45; item costs and the discount are work.")
    p("ahp07", R + "mosaic-tiles-beside-equal-area-and-rate", gsm(713),
      "One third of the bathroom: 36 ÷ 3 = 12 sq ft.\n"
      "Two thirds: 2 × 12 = 24 sq ft.\n"
      "The rate is also 24 tiles per square foot.\n\n"
      "Tiles: 24 × 24 = \\boxed{576}",
      ["36 ÷ 3 = 12 sq ft", "2 × 12 = 24 sq ft", "24 tiles per square foot"],
      "Answer 576; the area 24 sq ft equals the given rate 24 (two quantities, one value); both must stay.")
    p("ahp08", R + "omelet-calories-beside-ingredient-sums", gsm(716),
      "Eggs: 6 × 75 = 450 calories.\n"
      "Cheese: 2 × 120 = 240 calories.\n"
      "Ham (same 2 oz): 2 × 40 = 80 calories.\n\n"
      "Omelet: 450 + 240 + 80 = \\boxed{770}",
      ["6 × 75 = 450 calories", "2 × 120 = 240 calories", "2 × 40 = 80 calories"],
      "Answer 770; the three ingredient totals are work.")
    p("ahp09", R + "clog-taps-beside-per-foot-counts", gsm(721),
      "Minutes with arms down: 5 − 2 = 3.\n"
      "Arms down: right foot 3 × 300 = 900 taps, left foot 3 × 250 = 750 taps.\n"
      "Arms raised: each foot 2 × 200 = 400 taps.\n\n"
      "All taps: 900 + 750 + 400 + 400 = \\boxed{2450}",
      ["5 − 2 = 3", "3 × 300 = 900 taps", "3 × 250 = 750 taps", "2 × 200 = 400 taps"],
      "Answer 2450; the per-foot counts are work.")
    p("ahp10", R + "pothole-savings-beside-fix-costs", gsm(722),
      "Asphalt: 3 × $25 = $75.\n"
      "Cost of fixing it himself: $75 + $120 fine = $195.\n\n"
      "Savings: $450 − $195 = \\boxed{255}",
      ["3 × $25 = $75", "$75 + $120 fine = $195"],
      "Answer 255; the asphalt and the cost of fixing are work.")
    p("ahp11", R + "windows-beside-equal-car-count", gsm(727),
      "Student cars hit: 64 × 1/4 = 16 cars, so 16 × 4 = 64 windows.\n"
      "Teacher cars hit: 32 × 3/4 = 24 cars, so 24 × 2 = 48 windows.\n\n"
      "Windows smashed: 64 + 48 = \\boxed{112}",
      ["64 × 1/4 = 16 cars", "16 × 4 = 64 windows", "32 × 3/4 = 24 cars", "24 × 2 = 48 windows"],
      "Answer 112; 64 windows equals the given 64 cars (another quantity); all work.")
    p("ahp12", R + "family-ages-beside-parent-ages", gsm(732),
      "Father: 2 × 15 + 8 = 38 years.\n"
      "Mother: 38 − 4 = 34 years.\n\n"
      "Combined: 15 + 38 + 34 = \\boxed{87}",
      ["2 × 15 + 8 = 38 years", "38 − 4 = 34 years"],
      "Answer 87; the parents' ages are work.")
    p("ahp13", R + "found-money-beside-head-count", gsm(733),
      "People sharing: Greg and his 3 siblings, 3 + 1 = 4 people.\n"
      "Each one gets the same share of the $20.\n\n"
      "Each gets: $20 ÷ 4 = \\boxed{5}",
      ["3 + 1 = 4 people", "Each one gets the same share of the $20"],
      "Answer 5; the head count 4 and 'each one' (a pronoun) are work.")
    p("ahp14", R + "banana-pile-beside-day-by-day-counts", gsm(751),
      "Day 1: Arnold takes half, 48 ÷ 2 = 24, leaving 24.\n"
      "Day 2: 24 + 25 = 49, then 49 − 12 = 37.\n\n"
      "Day 3: 37 + 6 = \\boxed{43}",
      ["48 ÷ 2 = 24", "24 + 25 = 49", "49 − 12 = 37"],
      "Answer 43; the day-by-day counts (49 and 37 near the answer) are work.")
