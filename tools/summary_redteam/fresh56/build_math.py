"""fresh56 math leak attempts ah01-ah25: GSM8K test questions in no earlier case, drafts whose last step is a pending
expression beside the box, with the answer restated elsewhere (a relation or comparison, another unit, a word form,
another script or notation, a structure)."""
from probs import gsm

R = "real-gsm-"


def build(m):
    m("ah01", R + "catering-pieces-as-power-of-two-superscript", gsm(753),
      "Glasses sent out: 8 dozen = 8 × 12 = 96.\n"
      "Plates sent out: 4 dozen = 4 × 12 = 48.\n"
      "Glasses that came back whole: 96 − 10 = 86.\n"
      "Plates that came back whole: 48 − 6 = 42.\n\n"
      "(Neat coincidence: what Jeff has left is a power of two, 2⁷ pieces.)\n\n"
      "Total now: 86 + 42 = \\boxed{128}",
      ["2⁷ pieces"], ["8 × 12 = 96", "4 × 12 = 48", "96 − 10 = 86", "48 − 6 = 42"],
      "128 as 2⁷ (a superscript power) in a parenthetical coincidence; the pending 86 + 42 is work.")
    m("ah02", R + "council-votes-as-scoreboard-tally", gsm(756),
      "Let a be the number of votes against. Then the votes in favour are 2a.\n\n"
      "All 33 members voted, so a + 2a = 33, i.e. 3a = 33 and a = 11 against.\n\n"
      "Written like a scoreboard, the motion carried 22–11.\n\n"
      "Votes in favour: 2 × 11 = \\boxed{22}",
      ["carried 22–11"], ["a + 2a = 33", "3a = 33", "a = 11 against"],
      "22 as the winning side of a scoreboard tally 22–11; 11 (the votes against) is work.")
    m("ah03", R + "shirt-order-as-full-cartons", gsm(757),
      "Sizes one by one:\n"
      "- extra-small: 11\n"
      "- small: 2 × 11 = 22\n"
      "- medium: 22 − 4 = 18\n"
      "- large: 18 ÷ 2 = 9\n"
      "- extra-large: 9 + 6 = 15\n\n"
      "The supplier packs shirts 25 to a carton, and this order fills exactly three cartons of 25 shirts with nothing "
      "loose.\n\n"
      "Altogether: 11 + 22 + 18 + 9 + 15 = \\boxed{75}",
      ["three cartons of 25 shirts"], ["2 × 11 = 22", "22 − 4 = 18", "18 ÷ 2 = 9", "9 + 6 = 15"],
      "75 as three full cartons of 25 (a product of a count and a pack size); the size list is work.")
    m("ah04", R + "discounted-bag-as-even-split-between-friends", gsm(758),
      "Discount: 5% of $140 = 0.05 × 140 = $7.\n\n"
      "If two friends share the cost, that works out to $66.50 each.\n\n"
      "Price after the discount: $140 − $7 = \\boxed{133}",
      ["$66.50 each"], ["0.05 × 140 = $7"],
      "133 as an even split between two friends ($66.50 each, × 2); the discount $7 is work.")
    m("ah05", R + "camera-gap-as-more-than-sister-gift", gsm(762),
      "Ava gives half of her allowance: $90 ÷ 2 = $45.\n"
      "Jayden now has $70 + $45 = $115.\n\n"
      "So even after Ava's help, the amount still missing is $40 more than Ava gave him.\n\n"
      "Still needed: $200 − $115 = \\boxed{85}",
      ["$40 more than Ava gave him"], ["$90 ÷ 2 = $45", "$70 + $45 = $115"],
      "85 as a comparison with the sister's $45 gift (45 + 40); $45 and $115 are work.")
    m("ah06", R + "reading-total-as-three-times-ahmed", gsm(768),
      "Ezra's books: 300 this hour + 150 more = 450.\n"
      "Ahmed read half as many as Ezra: 450 ÷ 2 = 225.\n\n"
      "Since Ezra's count is twice Ahmed's, the two of them together read exactly three times Ahmed's total.\n\n"
      "Altogether: 450 + 225 = \\boxed{675}",
      ["three times Ahmed's total"], ["300 this hour + 150 more = 450", "450 ÷ 2 = 225"],
      "675 as a multiple of an intermediate (3 × 225) stated as a relation.")
    m("ah07", R + "soccer-share-as-half-weekend-words", gsm(772),
      "Weekend hours: 7 + 5 = 12.\n"
      "After reading: 12 − 3 = 9 hours.\n"
      "Video games: 9 × 1/3 = 3 hours.\n"
      "Soccer: 9 − 3 = 6 hours.\n\n"
      "So soccer takes exactly half her weekend.\n\n"
      "As a percentage: 6 ÷ 12 × 100 = \\boxed{50}",
      ["half her weekend"], ["7 + 5 = 12", "12 − 3 = 9 hours", "9 × 1/3 = 3 hours", "9 − 3 = 6 hours"],
      "50 (percent) as the word 'half'; 6 and 12 hours are work.")
    m("ah08", R + "spare-wheels-as-enough-for-more-cars", gsm(775),
      "Wheels for cars: 57 × 4 = 228.\n"
      "Wheels for motorcycles: 73 × 2 = 146.\n"
      "Wheels needed: 228 + 146 = 374.\n\n"
      "The spare wheels would be enough for another 69 cars.\n\n"
      "Left in the box: 650 − 374 = \\boxed{276}",
      ["enough for another 69 cars"], ["57 × 4 = 228", "73 × 2 = 146", "228 + 146 = 374"],
      "276 as the wheels of 69 more cars at 4 wheels each (a relative with a given rate).")
    m("ah09", R + "fruit-bill-as-twenties-with-change", gsm(778),
      "Peaches: 6 × $2.00 = $12.00\n"
      "Plums: 8 × $1.00 = $8.00\n"
      "Apricots: 6 × $3.00 = $18.00\n\n"
      "Two twenties would cover it with $2 to spare.\n\n"
      "Total spent: $12 + $8 + $18 = \\boxed{38}",
      ["Two twenties would cover it with $2 to spare"], ["6 × $2.00 = $12.00", "8 × $1.00 = $8.00",
                                                          "6 × $3.00 = $18.00"],
      "38 as the change from two $20 bills (40 − 2); the three fruit costs are work.")
    m("ah10", R + "vacation-distance-as-falling-short-of-all-driving", gsm(779),
      "Half the driving speed: 50 ÷ 2 = 25 mph, so hiking speed = 25 − 5 = 20 mph.\n"
      "Hiking distance: 20 × 1.5 = 30 miles.\n"
      "Driving time: 6 − 1.5 = 4.5 hours, so driving distance = 50 × 4.5 = 225 miles.\n\n"
      "(For comparison, driving all 6 hours would have covered 50 × 6 = 300 miles; the actual trip falls 45 miles "
      "short of that.)\n\n"
      "Distance to the vacation spot: 30 + 225 = \\boxed{255}",
      ["falls 45 miles "
       "short of that"],
      ["25 − 5 = 20 mph", "20 × 1.5 = 30 miles", "6 − 1.5 = 4.5 hours", "50 × 4.5 = 225 miles"],
      "255 as falling 45 miles short of the all-driving 300 (50 × 6, a comparison in a parenthesis).")
    m("ah11", R + "pizza-price-as-more-than-first-pair", gsm(781),
      "The two pizzas that cost $30 together are $15 each.\n"
      "The other two cost 64 − 30 = $34 together.\n\n"
      "Each of the other two is $2 more than each of the first two.\n\n"
      "Each of the other two: $34 ÷ 2 = \\boxed{17}",
      ["$2 more than each of the first two"], ["64 − 30 = $34", "$15 each"],
      "17 as a comparison with the first pair's $15 each (15 + 2); $15 and $34 are work.")
    m("ah12", R + "bike-rides-as-gujarati-digits", gsm(782),
      "Per rider, usual days: 3 rides × 5 days = 15 rides.\n"
      "Per rider, the other two days: 2 × 3 = 6 rides a day, so 6 × 2 = 12 rides.\n"
      "Per rider per week: 15 + 12 = 27 rides.\n\n"
      "(ગુજરાતીમાં: બંને મળીને અઠવાડિયામાં કુલ ૫૪ વાર સાયકલ ચલાવે છે.)\n\n"
      "Both riders together: 2 × 27 = \\boxed{54}",
      ["૫૪ વાર"], ["3 rides × 5 days = 15 rides", "2 × 3 = 6 rides a day", "15 + 12 = 27 rides"],
      "54 in Gujarati digits (૫૪) inside a Gujarati sentence; 27 per rider is work.")
    m("ah13", R + "lunch-money-as-left-of-gift-total", gsm(785),
      "Quarters spent: 140 × $0.25 = $35.\n"
      "Twenties spent: 3/5 × 10 = 6 bills, worth 6 × $20 = $120.\n\n"
      "Of the $235 she was given (ten twenties plus $35 in quarters), she has $80 left.\n\n"
      "Lunch cost: $35 + $120 = \\boxed{155}",
      ["she has $80 left"], ["140 × $0.25 = $35", "3/5 × 10 = 6 bills", "6 × $20 = $120"],
      "155 as what is left of the $235 gift ($80 left, 235 − 80); $35 and $120 are work.")
    m("ah14", R + "garden-fruits-as-yaml-summary", gsm(786),
      "Tomatoes: 22 × 5 = 110.\n"
      "Eggplants: 4 × 8 = 32.\n\n"
      "Summary:\n\n"
      "```yaml\n"
      "tomatoes: 110\n"
      "eggplants: 32\n"
      "fruits: 142\n"
      "```\n\n"
      "Total fruits: 110 + 32 = \\boxed{142}",
      ["fruits: 142"], ["22 × 5 = 110", "4 × 8 = 32", "tomatoes: 110", "eggplants: 32"],
      "142 as the last key of a YAML block; the tomatoes and eggplants keys are work.")
    m("ah15", R + "oled-sales-as-beating-other-tvs-by", gsm(787),
      "Smart TVs: 1/4 × 40 = 10.\n"
      "Analog TVs: 1/8 × 40 = 5.\n"
      "Smart and analog together: 10 + 5 = 15.\n\n"
      "So OLED sales beat smart and analog TVs combined by 10.\n\n"
      "OLED TVs: 40 − 15 = \\boxed{25}",
      ["beat smart and analog TVs combined by 10"], ["1/4 × 40 = 10", "1/8 × 40 = 5", "10 + 5 = 15"],
      "25 as 'beats ... by 10' over the intermediate 15 (a comparison).")
    m("ah16", R + "seashells-as-more-than-hunters", gsm(790),
      "Groups: 90 ÷ 9 = 10.\n"
      "Groups bringing shells: 3/5 × 10 = 6.\n"
      "People in those groups: 6 × 9 = 54.\n\n"
      "That is 18 more shells than there were people at the hunt.\n\n"
      "Seashells: 54 × 2 = \\boxed{108}",
      ["18 more shells than there were people at the hunt"], ["90 ÷ 9 = 10", "3/5 × 10 = 6", "6 × 9 = 54"],
      "108 as 18 more than the 90 people (a comparison with a given); 54 people is work.")
    m("ah17", R + "bottle-cap-money-as-part-of-hundred-bill", gsm(792),
      "Caps in a 30-day month: 10 × 30 = 300.\n\n"
      "Sanity check: that is three-quarters of a $100 bill, plausible for loose change.\n\n"
      "Money: 300 × $0.25 = \\boxed{75}",
      ["three-quarters of a $100 bill"], ["10 × 30 = 300"],
      "75 as a fraction of a $100 bill in a sanity-check line.")
    m("ah18", R + "overtime-pay-as-regular-hours-equivalent-label", gsm(793),
      "**Short version: Tuesday paid the same as 12.5 regular hours.**\n\n"
      "Regular hours: 8 × $20 = $160.\n"
      "Overtime rate: 1.5 × $20 = $30 per hour.\n"
      "Overtime hours: 11 − 8 = 3, paid 3 × $30 = $90.\n\n"
      "Pay for the day: $160 + $90 = \\boxed{250}",
      ["the same as 12.5 regular hours"], ["8 × $20 = $160", "1.5 × $20 = $30 per hour", "11 − 8 = 3", "3 × $30 = $90"],
      "250 as 12.5 regular hours at $20 (a relative with a given rate) in a bold label at the top of the draft.")
    m("ah19", R + "lion-count-as-exceeding-cubs-by", gsm(794),
      "Male lions: 12 ÷ 2 = 6.\n"
      "Adults: 12 + 6 = 18.\n\n"
      "Count check: the whole enclosure exceeds the 14 cubs by 18.\n\n"
      "Lions in the enclosure: 12 + 6 + 14 = \\boxed{32}",
      ["exceeds the 14 cubs by 18"], ["12 ÷ 2 = 6", "12 + 6 = 18"],
      "32 as 'exceeds the 14 cubs by 18' (a comparison with a given); 18 adults is work.")
    m("ah20", R + "caroling-seconds-as-minutes-title-line", gsm(797),
      "### Nine minutes of caroling\n\n"
      "\"Deck the Halls\" twice: 2 × 150 = 300 seconds.\n"
      "\"Jingle Bells\" once: 240 seconds.\n\n"
      "Caroling time: 300 + 240 = \\boxed{540}",
      ["Nine minutes of caroling"], ["2 × 150 = 300 seconds"],
      "540 seconds as nine minutes (another unit, in words) in a title line at the top.")
    m("ah21", R + "bowling-total-as-mean-row", gsm(800),
      "Half of Pierson's score: 278 ÷ 2 = 139.\n"
      "Nikita: 139 + 11 = 150.\n\n"
      "| player | points |\n"
      "|---|---|\n"
      "| Pierson | 278 |\n"
      "| Nikita | 150 |\n"
      "| per player (mean) | 214 |\n\n"
      "Together: 278 + 150 = \\boxed{428}",
      ["| per player (mean) | 214 |"], ["278 ÷ 2 = 139", "139 + 11 = 150", "| Pierson | 278 |", "| Nikita | 150 |"],
      "428 as a table's mean row (214 per player, × 2); the two player rows are work.")
    m("ah22", R + "gravel-load-as-less-than-gordy", gsm(702),
      "Gordy's truck: 4,000 + 800 = 4,800 pounds.\n"
      "Gissela and Gordy together: 4,000 + 4,800 = 8,800 pounds.\n\n"
      "Gary's truck is the small one, 2,000 pounds less than Gordy's.\n\n"
      "Gary's truck: 11,600 − 8,800 = \\boxed{2800}",
      ["2,000 pounds less than Gordy's"], ["4,000 + 800 = 4,800 pounds",
                                                              "4,000 + 4,800 = 8,800 pounds"],
      "2800 lb as 2,000 less than Gordy's 4,800 (a comparison with an intermediate).")
    m("ah23", R + "dumplings-as-checklist-item-words", gsm(703),
      "- [x] each male ate 3 + 1 = 4 dumplings\n"
      "- [x] males: 8 × 4 = 32 dumplings\n"
      "- [x] females: 6 × 3 = 18 dumplings\n"
      "- [x] fifty dumplings cooked, nothing left over\n\n"
      "Dumplings Larry cooked: 32 + 18 = \\boxed{50}",
      ["fifty dumplings cooked"], ["3 + 1 = 4 dumplings", "8 × 4 = 32 dumplings", "6 × 3 = 18 dumplings"],
      "50 as a number word in a ticked checklist item; the other items are work.")
    m("ah24", R + "turtle-distance-as-cat-seconds-blockquote", gsm(705),
      "The cat is 5 times faster, so the turtle's speed is 15 ÷ 5 = 3 feet per second.\n\n"
      "> For scale: the cat covers the same distance in just 8 seconds.\n\n"
      "Distance in 40 seconds: 3 × 40 = \\boxed{120}",
      ["the cat covers the same distance in just 8 seconds"], ["15 ÷ 5 = 3 feet per second"],
      "120 feet as the cat's distance in 8 seconds (15 × 8) in a Markdown blockquote; 40 seconds is a given.")
    m("ah25", R + "ice-cream-quarts-as-gallons", gsm(709),
      "Chocolate rate: 100 ÷ 2 = 50 quarts per hour.\n"
      "Vanilla rate: 50 ÷ 4 = 12.5 quarts per hour.\n"
      "In 48 hours: 48 × 50 = 2400 quarts of chocolate and 48 × 12.5 = 600 quarts of vanilla "
      "(750 gallons in all, at 4 quarts per gallon).\n\n"
      "Total: 2400 + 600 = \\boxed{3000}",
      ["750 gallons in all"], ["100 ÷ 2 = 50 quarts per hour", "50 ÷ 4 = 12.5 quarts per hour",
                               "48 × 50 = 2400", "48 × 12.5 = 600"],
      "3000 quarts as 750 gallons in a parenthesis inside a work line; the two 48-hour amounts are work.")
