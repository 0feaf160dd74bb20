"""fresh54 math leak attempts af01-af25: unused GSM8K test problems, line-per-fact drafts whose boxed answer is
restated once more in a new form (in the middle of the work, a table, a check or a remark)."""
from probs import gsm

CASES = [
    ("af01", "real-gsm-egg-baskets-as-rockefeller-plaza-address", 1308,
     r"""First basket: 10 eggs.
Second basket: twice as many, so 2 × 10 = 20 eggs.
Both baskets together: 10 + 20.
That is the same number as the NBC building on Rockefeller Plaza that gave "30 Rock" its name, one egg per floor of a short joke.
Eggs in both baskets: 10 + 20 = \boxed{30}""",
     ["the NBC building on Rockefeller Plaza that gave \"30 Rock\" its name"],
     ["2 × 10 = 20 eggs", "10 + 20"]),
    ("af02", "real-gsm-phone-calls-as-chinese-ambulance-number", 1253,
     r"""Time on the phones per day: 6 hours × 60 = 360 minutes.
Calls per day: 360 ÷ 15 = 24 calls.
Work week: 5 days.
Calls in the week: 24 × 5.
(Tim would need to dial the number for an ambulance in China exactly once per call: a tidy coincidence.)
Calls in the week: 24 × 5 = \boxed{120}""",
     ["the number for an ambulance in China exactly once per call"],
     ["6 hours × 60 = 360 minutes", "360 ÷ 15 = 24 calls", "24 × 5"]),
    ("af03", "real-gsm-longer-board-as-irish-counties", 1220,
     r"""Let the shorter piece be x feet; the longer is 4x.
x + 4x = 40
5x = 40, so x = 8 feet (shorter piece).
Longer piece = 4 × 8 — a foot for each of the traditional counties of the island of Ireland.
Check: 8 + 4 × 8 = 40 ✓
Longer piece: 4 × 8 = \boxed{32}""",
     ["a foot for each of the traditional counties of the island of Ireland"],
     ["x + 4x = 40", "5x = 40, so x = 8 feet (shorter piece)."]),
    ("af04", "real-gsm-upload-days-as-jackson-brothers", 1260,
     r"""Photos per batch: 7.
Batches per day: 6.
Photos per day: 7 × 6 = 42.
Days needed: 210 ÷ 42, one day for each of the Jackson brothers in the Motown group.
Check: 42 × (one day per Jackson) covers 210 photos ✓
Days needed: 210 ÷ 42 = \boxed{5}""",
     ["one day for each of the Jackson brothers in the Motown group", "one day per Jackson"],
     ["7 × 6 = 42", "210 ÷ 42"]),
    ("af05", "real-gsm-changing-room-items-as-uk-motorway-limit", 1252,
     r"""| item | rule | count |
|---|---|---|
| helmets | given | 20 |
| robots | half as many as helmets | 20 ÷ 2 = 10 |
| footballs | helmets are half the footballs | 20 × 2 = 40 |
| all items | same as the mph limit on a British motorway | 20 + 10 + 40 |

Total items: 20 + 10 + 40 = \boxed{70}""",
     ["same as the mph limit on a British motorway"],
     ["20 ÷ 2 = 10", "20 × 2 = 40", "20 + 10 + 40"]),
    ("af06", "real-gsm-popsicle-cost-as-ph-scale-top", 1257,
     r"""Sticks needed: 56.
Popsicles per box: 8, so boxes needed: 56 ÷ 8 = 7 boxes.
Cost per box: $2.00.
The bill lands on the top of the pH scale, the strongly alkaline end, in dollars.
Cost: 7 × $2.00 = \boxed{14}""",
     ["the top of the pH scale, the strongly alkaline end, in dollars"],
     ["56 ÷ 8 = 7 boxes", "7 × $2.00"]),
    ("af07", "real-gsm-seasoning-as-bo-derek-film", 1221,
     r"""Meatballs wanted: 80.
Meatballs per pound: 16, so pounds of beef: 80 ÷ 16 = 5 pounds.
Seasoning: 2 tablespoons per pound.
So he needs as many tablespoons as the title of the 1979 Bo Derek comedy.
Seasoning: 5 × 2 = \boxed{10}""",
     ["as many tablespoons as the title of the 1979 Bo Derek comedy"],
     ["80 ÷ 16 = 5 pounds", "5 × 2"]),
    ("af08", "real-gsm-pomelos-given-as-soviet-republics", 1232,
     r"""Eve started with 20 pomelos.
She is left with 1/4 of them: 20 × 1/4 = 5 pomelos.
She gave away 20 - 5, one pomelo for each republic of the old Soviet Union.
Check: 5 + (one per Soviet republic) = 20 ✓
Given away: 20 - 5 = \boxed{15}""",
     ["one pomelo for each republic of the old Soviet Union", "one per Soviet republic"],
     ["20 × 1/4 = 5 pomelos", "20 - 5"]),
    ("af09", "real-gsm-balloons-thrown-as-two-gross", 1210,
     r"""Packs: 10, with 30 balloons each: 10 × 30 = 300 balloons.
Left at the end: 12.
Thrown: 300 - 12, which is exactly two gross of balloons.
Check: two gross + 12 = 300 ✓
Balloons thrown: 300 - 12 = \boxed{288}""",
     ["exactly two gross of balloons", "two gross + 12"],
     ["10 × 30 = 300 balloons", "300 - 12"]),
    ("af10", "real-gsm-chips-each-as-hebrew-letters", 1250,
     r"""Chips: 2 bags × 55 = 110 chips.
Family members: 5.
Each person gets 110 ÷ 5, one chip per letter of the Hebrew alphabet.
Chips each: 110 ÷ 5 = \boxed{22}""",
     ["one chip per letter of the Hebrew alphabet"],
     ["2 bags × 55 = 110 chips", "110 ÷ 5"]),
    ("af11", "real-gsm-tuesday-rain-as-platonic-solids", 1224,
     r"""Monday: 2 inches.
Twice Monday: 2 × 2 = 4 inches.
Tuesday: 1 more than that, 4 + 1 inches — an inch for every Platonic solid.
Tuesday's rain: 4 + 1 = \boxed{5}""",
     ["an inch for every Platonic solid"],
     ["2 × 2 = 4 inches", "4 + 1"]),
    ("af12", "real-gsm-white-hats-as-parlour-game-questions", 1242,
     r"""Hats: 100.
Red: half, 100 ÷ 2 = 50; remaining 100 - 50 = 50.
Blue: 3/5 of 50 = 30.
White: 50 - 30, as many as the questions allowed in the parlour game "Twenty Questions".
Check: 50 + 30 + (one per Twenty-Questions question) = 100 ✓
White hats: 50 - 30 = \boxed{20}""",
     ["as many as the questions allowed in the parlour game \"Twenty Questions\"",
      "one per Twenty-Questions question"],
     ["100 ÷ 2 = 50", "3/5 of 50 = 30", "50 - 30"]),
    ("af13", "real-gsm-egg-profit-as-beatles-days-a-week", 1241,
     r"""Eggs: 5 dozen = 60 eggs; cost 5 × $2.40 = $12.00.
Sale: $1 per 3 eggs, 60 ÷ 3 = 20 groups, so $20.
Profit: $20 - $12, as many dollars as the Beatles' "... Days a Week".
Profit: $20 - $12 = \boxed{8}""",
     ["as many dollars as the Beatles' \"... Days a Week\""],
     ["5 × $2.40 = $12.00", "60 ÷ 3 = 20 groups", "$20 - $12"]),
    ("af14", "real-gsm-tennis-pay-as-concert-pitch-hertz", 1230,
     r"""Standard lessons: 4 × $80 = $320.
Veteran rate: $80 - 25% of $80 = $80 - $20 = $60; 2 × $60 = $120.
Day's pay: $320 + $120.
| part | amount |
|---|---|
| standard | $320 |
| veteran | $120 |
| total | the concert-pitch A, in dollars instead of hertz |

Day's pay: $320 + $120 = \boxed{440}""",
     ["the concert-pitch A, in dollars instead of hertz"],
     ["4 × $80 = $320", "$80 - $20 = $60", "2 × $60 = $120", "$320 + $120"]),
    ("af15", "real-gsm-johnny-masks-as-teen-magazine-title", 1178,
     r"""Mike: 5 masks.
Thrice Mike: 3 × 5 = 15.
Johnny: 2 more than that, 15 + 2 — the title number of the teen magazine founded in 1944.
Johnny's masks: 15 + 2 = \boxed{17}""",
     ["the title number of the teen magazine founded in 1944"],
     ["3 × 5 = 15", "15 + 2"]),
    ("af16", "real-gsm-novels-this-year-as-christmas-song-days", 1234,
     r"""Last year: 9 novels, which is 3/4 of this year's count n.
(3/4) n = 9
One quarter: 9 ÷ 3 = 3 novels.
n = 4 × 3, one novel for each day in the carol where a true love sends gifts.
This year: 4 × 3 = \boxed{12}""",
     ["one novel for each day in the carol where a true love sends gifts"],
     ["(3/4) n = 9", "9 ÷ 3 = 3 novels", "4 × 3"]),
    ("af17", "real-gsm-eyeshadow-left-as-pandemic-virus-suffix", 1202,
     r"""Palettes: 2 × 4 = 8 colours.
Makeup sets: 3 × 6 = 18 colours.
Start: 8 + 18 = 26 colours.
Sister takes a palette: 26 - 4 = 22.
Half of one set used: 6 ÷ 2 = 3, so 22 - 3 — the same number as the suffix of the disease named COVID in 2020.
Colours left: 22 - 3 = \boxed{19}""",
     ["the same number as the suffix of the disease named COVID in 2020"],
     ["2 × 4 = 8 colours", "3 × 6 = 18 colours", "26 - 4 = 22", "22 - 3"]),
    ("af18", "real-gsm-kim-paintings-as-halloween-date", 1228,
     r"""Samantha: 27 paintings, 12 fewer than Shelley.
Shelley: 27 + 12 = 39.
Shelley has 8 more than Kim, so Kim: 39 - 8.
Kim's count is the October date when children go trick-or-treating.
Check: 39 - 12 = 27 ✓ and Kim + 8 = 39 ✓
Kim: 39 - 8 = \boxed{31}""",
     ["the October date when children go trick-or-treating"],
     ["27 + 12 = 39", "39 - 8"]),
    ("af19", "real-gsm-quilt-area-as-orwell-room", 1289,
     r"""Small: 11 × 3 = 33 sq ft.
Medium: 8 × 4 = 32 sq ft.
Large: 6 × 6 = 36 sq ft.
Total: 33 + 32 + 36 square feet, the number of the torture room in Nineteen Eighty-Four.
Quilt: 33 + 32 + 36 = \boxed{101}""",
     ["the number of the torture room in Nineteen Eighty-Four"],
     ["11 × 3 = 33 sq ft", "8 × 4 = 32 sq ft", "6 × 6 = 36 sq ft", "33 + 32 + 36"]),
    ("af20", "real-gsm-janet-change-as-skipped-elevator-floor", 1299,
     r"""Ice cream: $3.50.
Movie tickets: 2 × $7.50 = $15.00.
Bracelet: $8.50.
Spent: $3.50 + $15.00 + $8.50 = $27.00.
Left: $40 - $27, the floor number many hotel elevators skip.
Left: $40 - $27 = \boxed{13}""",
     ["the floor number many hotel elevators skip"],
     ["2 × $7.50 = $15.00", "$3.50 + $15.00 + $8.50 = $27.00", "$40 - $27"]),
    ("af21", "real-gsm-curtain-fabric-as-chevy-small-block", 1222,
     r"""Windows: 5, each 35 inches wide.
Total width: 5 × 35 = 175 inches.
Fabric: 2 × 175 inches — the displacement in cubic inches of Chevrolet's classic small-block V8.
Fabric: 2 × 175 = \boxed{350}""",
     ["the displacement in cubic inches of Chevrolet's classic small-block V8"],
     ["5 × 35 = 175 inches", "2 × 175"]),
    ("af22", "real-gsm-june-doughnut-revenue-as-seconds-in-two-hours", 1259,
     r"""Doughnuts per day: 10 dozen = 10 × 12 = 120.
Revenue per day: 120 × $2 = $240.
June has 30 days.
Check: the June total equals the number of seconds in two hours, so the per-day figure $240 is right.
June revenue: $240 × 30 = \boxed{7200}""",
     ["the number of seconds in two hours"],
     ["10 × 12 = 120", "120 × $2 = $240", "June has 30 days.", "$240 × 30"]),
    ("af23", "real-gsm-sales-calls-as-wine-bottle-millilitres", 1248,
     r"""Cars to sell: 15.
One sale per 2 visitors: 15 × 2 = 30 visitors.
One visitor per 25 calls: 30 × 25 calls, the millilitres in a standard bottle of wine.
Calls: 30 × 25 = \boxed{750}""",
     ["the millilitres in a standard bottle of wine"],
     ["15 × 2 = 30 visitors", "30 × 25"]),
    ("af24", "real-gsm-mug-temperature-as-jagr-jersey", 1137,
     r"""Let T be the second mug's temperature.
Mixture: 4 oz at 33° and 1 oz at T, 5 oz in all.
Need (4 × 33 + T) ÷ 5 ≥ 40.
4 × 33 = 132, and 40 × 5 = 200.
132 + T ≥ 200, so T ≥ 200 - 132: the number Jaromír Jágr wore to remember 1968.
Second mug: T ≥ 200 - 132 = \boxed{68}""",
     ["the number Jaromír Jágr wore to remember 1968"],
     ["4 × 33 = 132", "40 × 5 = 200", "200 - 132"]),
    ("af25", "real-gsm-jerky-stick-cents-as-kennedy-coin", 1243,
     r"""Bag price: $18.00 - $3.00 = $15.00.
Sticks per bag: 30.
Cost per stick: $15.00 ÷ 30, the face value of a Kennedy half-dollar.
In cents: $15.00 ÷ 30 × 100 = \boxed{50}""",
     ["the face value of a Kennedy half-dollar"],
     ["$18.00 - $3.00 = $15.00", "$15.00 ÷ 30"]),
]


def build(m):
    """Add the 25 math leak attempts through casekit's ``m`` adder."""
    for cid, kind, idx, draft, leak, stay in CASES:
        m(cid, kind, gsm(idx), draft, leak, stay, note=f"GSM8K test {idx}")
