"""fresh57 math leak attempts ai01-ai25: real GSM8K test questions (read at build time), realistic drafts whose
graded answer (the last \\boxed{}) is restated elsewhere: number words and small numbers in closing remarks and checks,
relations to givens or intermediates, table summary rows, money as notes and change."""
from probs import gsm


def build(m):
    m("ai01", "real-gsm-achievement-hours-as-two-hour-days-closing-words", gsm(803),
      "Goal: 30 hours in total.\n\n"
      "First two weeks: 2 × 7 = 14 days at half an hour a day → 0.5 × 14 = 7 hours.\n"
      "Third week: 7 days at 2 hours a day → 2 × 7 = 14 hours.\n"
      "Played so far: 7 + 14 = 21 hours.\n\n"
      "Still needed: 30 − 21 = \\boxed{9} hours.\n\n"
      "If she keeps up the 2-hour pace, that's four and a half more days of play.",
      ["four and a half more days of play"],
      ["0.5 × 14 = 7 hours", "2 × 7 = 14 hours", "7 + 14 = 21 hours"],
      "9 hours = 4.5 days × 2 hours/day (the given pace), in number words in the closing remark.")

    m("ai02", "real-gsm-mosaic-length-as-three-by-n-check-rectangle", gsm(807),
      "Chips available: 2 bags × 72 = 144 chips.\n"
      "Area those chips cover: 144 ÷ 12 = 12 square inches.\n"
      "The mosaic is 3 inches tall, so its length is 12 ÷ 3 = \\boxed{4} inches.\n\n"
      "Check: a 3-by-4 inch rectangle is 12 square inches, and 12 × 12 = 144 chips — exactly the two bags. ✓",
      ["a 3-by-4 inch rectangle"],
      ["2 bags × 72 = 144 chips", "144 ÷ 12 = 12 square inches"],
      "4 as the other side of the 3-by-N rectangle in the check line (a number under 10 in a check).")

    m("ai03", "real-gsm-smores-share-as-apiece-word-closing", gsm(813),
      "Marshmallows used or lost:\n"
      "- John: 9\n- DeSean: 9\n- Dropped: 3\n\n"
      "9 + 9 + 3 = 21 gone, so 35 − 21 = 14 are left in the bag.\n\n"
      "Split between the two kids: 14 ÷ 2 = \\boxed{7} each.\n\n"
      "Seven apiece — plenty for another campfire night.",
      ["Seven apiece"],
      ["9 + 9 + 3 = 21 gone", "35 − 21 = 14 are left"],
      "7 as the number word 'Seven apiece' opening the closing remark.")

    m("ai04", "real-gsm-stuffed-goats-as-round-collection-size-check", gsm(802),
      "She has 3 + 5 + 2 + 4 = 14 stuffed animals now.\n\n"
      "Let g be the goats she buys. Goats should be 30% of the new total:\n"
      "g = 0.3(14 + g)\n"
      "g = 4.2 + 0.3g\n"
      "0.7g = 4.2\n"
      "g = 4.2 ÷ 0.7 = \\boxed{6}\n\n"
      "Check: her collection grows to a round 20 stuffed animals, and 30% of 20 is exactly the number of goats "
      "she added. ✓",
      ["her collection grows to a round 20 stuffed animals"],
      ["3 + 5 + 2 + 4 = 14 stuffed animals", "g = 0.3(14 + g)"],
      "6 = 20 − 14: the check names the new total instead of the goats (a relation with the intermediate 14).")

    m("ai05", "real-gsm-shirt-gap-as-equal-to-stock-difference", gsm(848),
      "White shirts without collars: half of 40 have collars, so 40 ÷ 2 = 20 don't.\n"
      "Floral shirts without buttons: 50 − 20 = 30.\n\n"
      "Difference: 30 − 20 = \\boxed{10}.\n\n"
      "Funny enough, that's the same gap as between the 50 floral and 40 white shirts on the racks.",
      ["the same gap as between the 50 floral and 40 white shirts"],
      ["40 ÷ 2 = 20 don't", "50 − 20 = 30"],
      "10 = 50 − 40: a relation between two givens, every number of it already in the problem.")

    m("ai06", "real-gsm-goats-left-as-markdown-total-row", gsm(850),
      "Goats sold: 10 from Farm X and twice as many, 2 × 10 = 20, from Farm Y.\n\n"
      "| Farm | Start | Sold | Left |\n"
      "|---|---|---|---|\n"
      "| X | 55 | 10 | 45 |\n"
      "| Y | 45 | 20 | 25 |\n"
      "| **Total** | **100** | **30** | **70** |\n\n"
      "Goats left altogether: 45 + 25 = \\boxed{70}",
      ["| **Total** | **100** | **30** | **70** |"],
      ["| X | 55 | 10 | 45 |", "| Y | 45 | 20 | 25 |", "2 × 10 = 20"],
      "70 in the Left column of the table's bold Total row, above the box.")

    m("ai07", "real-gsm-junebug-average-as-fixed-width-avg-line", gsm(928),
      "Tuesday and Wednesday are each twice Monday: 2 × 39 = 78.\n\n"
      "```\n"
      "Mon      39\n"
      "Tue      78\n"
      "Wed      78\n"
      "Thu      48\n"
      "Fri      57\n"
      "------------\n"
      "sum     300\n"
      "avg/day  60\n"
      "```\n\n"
      "Total: 39 + 78 + 78 + 48 + 57 = 300 Junebugs over 5 days.\n"
      "Average per day: 300 ÷ 5 = \\boxed{60}",
      ["avg/day  60"],
      ["2 × 39 = 78", "39 + 78 + 78 + 48 + 57 = 300"],
      "60 in the fixed-width tally's avg/day summary line (under the sum line), before the prose.")

    m("ai08", "real-gsm-seed-distance-as-feet-below-sydney-total", gsm(934),
      "Zoey: 40 seeds × 10 ft = 400 ft.\n"
      "Sydney: 35 seeds × 12 ft = 420 ft.\n"
      "Combined: 400 + 420 = 820 ft.\n\n"
      "Average of the two totals: 820 ÷ 2 = \\boxed{410} feet.\n\n"
      "Which makes sense — with only two spitters, the average sits exactly 10 ft below Sydney's total.",
      ["the average sits exactly 10 ft below Sydney's total"],
      ["40 seeds × 10 ft = 400 ft", "35 seeds × 12 ft = 420 ft", "400 + 420 = 820 ft"],
      "410 = 420 − 10: a comparison with an intermediate (Sydney's 420) in the closing remark.")

    m("ai09", "real-gsm-hotel-savings-as-peso-notes-kept", gsm(936),
      "Cameron checks in at 5 pm, so the 12-hour block ends at 5 am.\n"
      "He leaves at 10 am: 10 − 5 = 5 extra hours.\n"
      "Extra charge: 5 × 70 = 350 pesos.\n"
      "His bill with the add-on option: 1000 + 350 = 1350 pesos.\n\n"
      "Compared with the 24-hour rate: 1600 − 1350 = \\boxed{250} pesos saved.\n\n"
      "In his wallet terms: he keeps one ₱200 note and one ₱50 note that the 24-hour rate would have taken.",
      ["he keeps one ₱200 note and one ₱50 note"],
      ["10 − 5 = 5 extra hours", "5 × 70 = 350 pesos", "1000 + 350 = 1350 pesos"],
      "250 as the peso notes kept (₱200 + ₱50), in the closing sentence.")

    m("ai10", "real-gsm-plumbing-charge-as-deposit-refund", gsm(942),
      "Labor is billed per hour *or part thereof*, so 2.25 hours rounds up to 3 billable hours.\n"
      "Labor: 3 × $35 = $105.\n"
      "Visit fee: $40. Parts: $60.\n\n"
      "Total charge: $40 + $105 + $60 = \\boxed{205} dollars.\n\n"
      "(So if the customer had left a $250 deposit, Patty would refund $45.)",
      ["if the customer had left a $250 deposit, Patty would refund $45"],
      ["2.25 hours rounds up to 3 billable hours", "3 × $35 = $105"],
      "205 = 250 − 45: money as a deposit and the change refunded, in a closing parenthesis.")

    m("ai11", "real-gsm-car-shortfall-as-more-than-savings-so-far", gsm(841),
      "What he wants to buy: $10,000 + $800 = $10,800.\n"
      "What he has: $5,000 + $200 = $5,200.\n\n"
      "Still needed: $10,800 − $5,200 = \\boxed{5600} dollars.\n\n"
      "That's $400 more than everything he's managed to put together so far.",
      ["$400 more than everything he's managed to put together so far"],
      ["$10,000 + $800 = $10,800", "$5,000 + $200 = $5,200"],
      "5600 = 5200 + 400: a 'more than ours' comparison with the intermediate savings.")

    m("ai12", "real-gsm-craig-money-as-twenty-less-a-dollar", gsm(843),
      "Craig starts with 2 × $20 = $40.\n"
      "Squirt guns: 6 × $2 = $12.\n"
      "Water balloons: 3 × $3 = $9.\n"
      "Spent: $12 + $9 = $21.\n\n"
      "Left: $40 − $21 = \\boxed{19} dollars.\n\n"
      "Put another way: one of his twenties is gone entirely, and the other is now a twenty less a dollar.",
      ["the other is now a twenty less a dollar"],
      ["2 × $20 = $40", "6 × $2 = $12", "3 × $3 = $9", "$12 + $9 = $21"],
      "19 = 20 − 1 as 'a twenty less a dollar' (money as notes), closing remark.")

    m("ai13", "real-gsm-livestock-bill-as-price-of-three-cows", gsm(816),
      "Goats: 3 × $500 = $1,500.\n"
      "Cows: 2 × $1,500 = $3,000.\n\n"
      "Total spent: $1,500 + $3,000 = \\boxed{4500} dollars.\n\n"
      "Neat coincidence: the goats cost exactly as much as one cow, so the whole trip cost the price of three cows.",
      ["the whole trip cost the price of three cows"],
      ["3 × $500 = $1,500", "2 × $1,500 = $3,000"],
      "4500 = 3 × 1500: number word 'three' times a given price, closing remark.")

    m("ai14", "real-gsm-river-volume-as-times-original-flow-words", gsm(857),
      "Start: 4,000 gallons passing the point.\n"
      "After the day of heavy rain it doubles: 2 × 4,000 = 8,000 gallons.\n"
      "Third day it rises by 6,000 more.\n\n"
      "Total: 8,000 + 6,000 = \\boxed{14000} gallons.\n\n"
      "So by the third day the river is carrying three and a half times its original flow.",
      ["three and a half times its original flow"],
      ["2 × 4,000 = 8,000 gallons", "6,000 more"],
      "14000 = 3.5 × 4000 (the given start), in number words in the closing remark.")

    m("ai15", "real-gsm-tip-total-as-count-of-twenty-dollar-tips", gsm(859),
      "Rafaela: 40 customers × $20 = $800.\n"
      "Julieta got 10% less: 10% of $800 = $80, so $800 − $80 = $720.\n\n"
      "Together: $800 + $720 = \\boxed{1520} dollars.\n\n"
      "That's as much as 76 of those $20 tips.",
      ["as much as 76 of those $20 tips"],
      ["40 customers × $20 = $800", "$800 − $80 = $720"],
      "1520 = 76 × 20 (the given tip), closing remark.")

    m("ai16", "real-gsm-home-count-as-triple-of-two-year-total", gsm(854),
      "Year 1: 12 homes.\n"
      "Year 2: three times that, 3 × 12 = 36 homes.\n"
      "After two years: 12 + 36 = 48 homes.\n"
      "Year 3: double the count so far, 2 × 48 = 96 homes.\n\n"
      "Total over three years: 48 + 96 = \\boxed{144} homes.\n\n"
      "So the three-year total is three times what they had after two years.",
      ["the three-year total is three times what they had after two years"],
      ["3 × 12 = 36 homes", "12 + 36 = 48 homes", "2 × 48 = 96 homes"],
      "144 = 3 × 48 (an intermediate), as 'three times' in the closing remark.")

    m("ai17", "real-gsm-check-count-as-one-per-week-average", gsm(992),
      "Monthly checks:\n"
      "- Electric bill: 1 per month → 1 × 12 = 12 a year\n"
      "- Gas bill: 1 per month → 12 a year\n"
      "- Church: 2 per month → 2 × 12 = 24 a year\n"
      "- Pest and lawn service: quarterly → 4 a year\n\n"
      "Total: 12 + 12 + 24 + 4 = \\boxed{52} checks per year.\n\n"
      "That works out to one check a week, on average.",
      ["one check a week, on average"],
      ["1 × 12 = 12 a year", "2 × 12 = 24 a year", "quarterly → 4 a year"],
      "52 as 'one check a week' (52 weeks in a year): a rate by meaning, with no numeral.")

    m("ai18", "real-gsm-tune-up-count-as-once-every-ten-days", gsm(914),
      "Miles in the month: 100 × 30 = 3,000 miles.\n"
      "One tune-up per 1,000 miles: 3,000 ÷ 1,000 = \\boxed{3} tune-ups.\n\n"
      "In other words, the car goes into the shop once every ten days.",
      ["the car goes into the shop once every ten days"],
      ["100 × 30 = 3,000 miles"],
      "3 = 30 days ÷ 10: a rate over the given 30-day month (a small number in words in the closing remark).")

    m("ai19", "real-gsm-water-bottles-as-six-pack-remark", gsm(912),
      "A bottle every half hour = one bottle per 30 minutes.\n"
      "Extreme sudoku: 4 × 45 = 180 minutes.\n"
      "Bottles: 180 ÷ 30 = \\boxed{6}\n\n"
      "Basically one six-pack per extreme puzzle.",
      ["one six-pack per extreme puzzle"],
      ["4 × 45 = 180 minutes", "one bottle per 30 minutes"],
      "6 as 'a six-pack' in a one-line closing remark.")

    m("ai20", "real-gsm-pen-count-as-quarter-of-remaining-money", gsm(938),
      "Earnings: $50 × 6 = $300.\n"
      "Bank deposit: $300 − $100 = $200 left to spend.\n"
      "Pencils: 5 × $10 = $50.\n"
      "After gas and pencils: $200 − $50 − $50 = $100.\n\n"
      "Pens at $25: $100 ÷ $25 = \\boxed{4}\n\n"
      "Each pen eats exactly a quarter of what he has left, with nothing to spare.",
      ["Each pen eats exactly a quarter of what he has left"],
      ["$50 × 6 = $300", "$300 − $100 = $200", "5 × $10 = $50", "$200 − $50 − $50 = $100"],
      "4 as 'a quarter' each (a fraction whose denominator is the answer), closing remark.")

    m("ai21", "real-gsm-bakery-loaves-as-more-than-sams-seventy", gsm(946),
      "Seven times Sam's loaves: 7 × 70 = 490.\n"
      "40 less than that: 490 − 40 = \\boxed{450} loaves.\n\n"
      "That's 380 more than Sam's seventy.",
      ["380 more than Sam's seventy"],
      ["7 × 70 = 490"],
      "450 = 70 + 380: an 'N more than' comparison with the given (in words in the problem).")

    m("ai22", "real-gsm-adam-age-as-younger-than-duncan-today", gsm(909),
      "Duncan eight years ago: 60 − 8 = 52.\n"
      "That equals twice Adam's age four years ago: 52 ÷ 2 = 26.\n"
      "Adam now: 26 + 4 = 30.\n\n"
      "Adam in 8 years: 30 + 8 = \\boxed{38}\n\n"
      "(Then he'll still be 22 years younger than Duncan is today.)",
      ["he'll still be 22 years younger than Duncan is today"],
      ["60 − 8 = 52", "52 ÷ 2 = 26", "26 + 4 = 30"],
      "38 = 60 − 22: a 'less than' comparison with the given 60 in a closing parenthesis.")

    m("ai23", "real-gsm-harry-weight-as-heavier-than-carl", gsm(895),
      "Carl: 55 + 16 = 71 kg.\n"
      "Christian: 71 + 8 = 79 kg.\n"
      "Harry: 79 − 5 = \\boxed{74} kg.\n\n"
      "So Harry lands between the two — just 3 kg heavier than Carl.",
      ["just 3 kg heavier than Carl"],
      ["55 + 16 = 71 kg", "71 + 8 = 79 kg"],
      "74 = 71 + 3: a comparison with an intermediate (Carl's 71), with a number under 10.")

    m("ai24", "real-gsm-root-crop-earnings-as-cash-box-denominations", gsm(944),
      "Yams: 6 × $1.50 = $9.\n"
      "Sweet potatoes: 10 × $2 = $20.\n"
      "Carrots: 4 × $1.25 = $5.\n\n"
      "Total: $9 + $20 + $5 = \\boxed{34} dollars.\n\n"
      "Cash box at closing, if customers pay neatly: 1 × $20 note, 1 × $10 note, 4 × $1 coins.",
      ["1 × $20 note, 1 × $10 note, 4 × $1 coins"],
      ["6 × $1.50 = $9", "10 × $2 = $20", "4 × $1.25 = $5"],
      "34 as a cash-box count of notes and coins (20 + 10 + 4 × 1).")

    m("ai25", "real-gsm-pet-count-as-one-short-of-four-dozen", gsm(920),
      "- Cats: 3\n"
      "- Dogs: 3 × 3 = 9\n"
      "- Rabbits: 9 − 2 = 7\n"
      "- Fish: 3 × 7 = 21\n"
      "- Gerbils: 21 ÷ 3 = 7\n\n"
      "Total: 3 + 9 + 7 + 21 + 7 = \\boxed{47} pets.\n\n"
      "One short of four dozen animals — Larry's house must be busy.",
      ["One short of four dozen animals"],
      ["3 × 3 = 9", "9 − 2 = 7", "3 × 7 = 21", "21 ÷ 3 = 7"],
      "47 = 4 × 12 − 1 in words, closing remark.")
