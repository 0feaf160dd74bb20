"""fresh54 math must-stay probes afp01-afp14: unused GSM8K test problems, plain line-per-fact drafts whose givens and
intermediate results must survive (afp01: an intermediate equal to the answer; afp02: the ordinal "second" equal to
the answer)."""
from probs import gsm

CASES = [
    ("afp01", "real-probe-gsm-jelly-error-beside-equal-base-area", 1215,
     r"""Base of the jar: 6 × 6 = 36 square inches.
Volume: 36 × 15 = 540 cubic inches.
Beans that fit loosely: 540 ÷ 0.15 = 3600.
With 80% packing: 3600 × 0.8 = 2880 beans.
Red guess: 2880 × 0.3 = 864.
Off by: 900 - 864 = \boxed{36}""",
     ["6 × 6 = 36 square inches", "36 × 15 = 540 cubic inches", "540 ÷ 0.15 = 3600", "3600 × 0.8 = 2880",
      "2880 × 0.3 = 864", "900 - 864"]),
    ("afp02", "real-probe-gsm-root-beer-share-beside-second-day", 1199,
     r"""Made on the first day: 24 gallons.
Children drank 4: 24 - 4 = 20 gallons.
On the second day Barbie spilled 7: 20 - 7 = 13 gallons.
On the third day Ronnie took 5: 13 - 5 = 8 gallons.
People sharing: Fred + 3 guests = 4.
Each: 8 ÷ 4 = \boxed{2}""",
     ["On the second day Barbie spilled 7", "24 - 4 = 20 gallons", "20 - 7 = 13 gallons", "13 - 5 = 8 gallons",
      "Fred + 3 guests = 4", "8 ÷ 4"]),
    ("afp03", "real-probe-gsm-cartoon-days-beside-size-splits", 1147,
     r"""Large scenes: 45 ÷ 5 = 9 days.
Medium scenes: 36 ÷ 6 = 6 days.
Small scenes: 49 ÷ 7 = 7 days.
Total: 9 + 6 + 7 = \boxed{22}""",
     ["45 ÷ 5 = 9 days", "36 ÷ 6 = 6 days", "49 ÷ 7 = 7 days", "9 + 6 + 7"]),
    ("afp04", "real-probe-gsm-frog-minutes-beside-half-distances", 1256,
     r"""Half the distance: 200 ÷ 2 = 100 yards each on land and in water.
Land: 100 ÷ 20 = 5 minutes.
Water: 100 ÷ 10 = 10 minutes.
Total: 5 + 10 = \boxed{15}""",
     ["200 ÷ 2 = 100 yards", "100 ÷ 20 = 5 minutes", "100 ÷ 10 = 10 minutes", "5 + 10"]),
    ("afp05", "real-probe-gsm-red-blocks-beside-yellow-count", 1268,
     r"""Blue: 4 blocks.
Yellow: twice as many, 2 × 4 = 8 blocks.
Blue and yellow: 4 + 8 = 12 blocks.
Red: 32 - 12 = \boxed{20}""",
     ["2 × 4 = 8 blocks", "4 + 8 = 12 blocks", "32 - 12"]),
    ("afp06", "real-probe-gsm-escape-minutes-beside-group-count", 1218,
     r"""Grades 4 to 7: 4 grades.
Students going: 4 × 10 = 40.
Groups of 8: 40 ÷ 8 = 5 groups.
Time: 5 × 45 = \boxed{225}""",
     ["4 × 10 = 40", "40 ÷ 8 = 5 groups", "5 × 45"]),
    ("afp07", "real-probe-gsm-dehumidifier-litres-beside-setting-rates", 1209,
     r"""Rates: low 1 L/day, medium 2 × 1 = 2 L/day, high 2 × 2 = 4 L/day.
Low for 3 days: 3 × 1 = 3 L.
Medium for 3 days: 3 × 2 = 6 L.
High for 5 days: 5 × 4 = 20 L.
Total: 3 + 6 + 20 = \boxed{29}""",
     ["2 × 1 = 2 L/day", "2 × 2 = 4 L/day", "3 × 1 = 3 L", "3 × 2 = 6 L", "5 × 4 = 20 L", "3 + 6 + 20"]),
    ("afp08", "real-probe-gsm-outage-lights-beside-candle-halves", 1249,
     r"""Flashlights: 4 people × 1 + 8 rooms × 2 = 4 + 16 = 20.
Small candles: half the rooms, 4 × 4 = 16.
Medium candles: other half, 4 × 5 = 20.
Candles: 16 + 20 = 36.
Everything: 20 + 36 = \boxed{56}""",
     ["4 + 16 = 20", "4 × 4 = 16", "4 × 5 = 20", "16 + 20 = 36", "20 + 36"]),
    ("afp09", "real-probe-gsm-tree-total-beside-second-day-pines", 1198,
     r"""Day 1: 20 White Oak, 2 × 20 = 40 Lodgepole Pine.
Day 2 oak: 20 + 10 = 30.
Day 2 pine: 40 + 1/4 × 40 = 40 + 10 = 50.
Day totals: 20 + 40 = 60 and 30 + 50 = 80.
Both days: 60 + 80 = \boxed{140}""",
     ["2 × 20 = 40 Lodgepole Pine", "20 + 10 = 30", "40 + 10 = 50", "20 + 40 = 60", "30 + 50 = 80", "60 + 80"]),
    ("afp10", "real-probe-gsm-walk-minutes-beside-sidewalk-pace", 1133,
     r"""Beach: 2 miles in 40 minutes, so 40 ÷ 2 = 20 minutes per mile.
Sidewalk: twice the speed, 20 ÷ 2 = 10 minutes per mile.
Sidewalk mile: 1 × 10 = 10 minutes.
Whole walk: 40 + 10 = \boxed{50}""",
     ["40 ÷ 2 = 20 minutes per mile", "20 ÷ 2 = 10 minutes per mile", "40 + 10"]),
    ("afp11", "real-probe-gsm-varnish-delay-beside-old-and-new-totals", 1254,
     r"""Old varnish: 6 × 7 = 42 minutes.
New varnish: 6 × 12 = 72 minutes.
Extra time: 72 - 42 = \boxed{30}""",
     ["6 × 7 = 42 minutes", "6 × 12 = 72 minutes", "72 - 42"]),
    ("afp12", "real-probe-gsm-cube-minutes-beside-side-times", 1251,
     r"""Side 1: 5 minutes.
Sides 2 and 3: 2 × 5 = 10 minutes each, 20 minutes together.
Sides 4 and 5: 5 ÷ 2 = 2.5 minutes each, 5 minutes together.
Side 6 is done when the 5th is.
Total: 5 + 20 + 5 = \boxed{30}""",
     ["2 × 5 = 10 minutes each", "20 minutes together", "5 ÷ 2 = 2.5 minutes each", "5 + 20 + 5"]),
    ("afp13", "real-probe-gsm-second-test-beside-pass-mark", 1244,
     r"""Questions in all: 70 + 40 = 110.
Needed: 70% of 110 = 77.
First test: 60% of 70 = 42 correct.
Second test: 77 - 42 = \boxed{35}""",
     ["70 + 40 = 110", "70% of 110 = 77", "60% of 70 = 42", "77 - 42"]),
    ("afp14", "real-probe-gsm-school-capacity-beside-class-eighths", 1212,
     r"""Ali's class: 120 students.
Each of John's classes: 120 ÷ 8 = 15 students.
John's school: 2 × 15 = 30 students.
Both schools: 120 + 30 = \boxed{150}""",
     ["120 ÷ 8 = 15 students", "2 × 15 = 30 students", "120 + 30"]),
]


def build(p):
    """Add the 14 math probes through casekit's ``p`` adder."""
    for cid, kind, idx, draft, stay in CASES:
        p(cid, kind, gsm(idx), draft, stay, note=f"GSM8K test {idx}")
