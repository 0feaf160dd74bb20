"""Round 16, r16b: structure (docs/summaries.md, section "Round 16 (r16b)").

Kinds, each decided by structure, with inputs written for this round (not the fresh16 examples' wording):

* an HTML comment is a side channel: not rendered, but text a reader of the source sees; its content is read on its
  own (``answer_forms.side_channels``), so a later use of the value as an operand does not make a note of the result
  work, and its delimiters are markup (``answer_forms.markup``), not an arrow ``3 -->``;
* a check marked true after the sentence's own stop (``... = 6$. ✓``) is marked like one inside the clause
  (``answer_forms.check_roles``), whatever the operand's nesting (radicals, fractions).
"""
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

BAKERY = ("A bakery makes 14 trays of 12 rolls and sells all but 26 rolls. How many rolls does it sell?")
RADICAL = "Solve $\\sqrt{x + 9} = 4$."
RATIO = "Solve $\\frac{x}{x - 8} = 3$."


def _summary(draft, problem):
    return summarize_draft(draft, domain="math", problem=problem).text


# ---------------------------------------------------------------- HTML comments
def test_comment_note_of_the_result_is_hidden_though_the_value_is_reused():
    d = ("<!-- result = 142 -->\n14 trays of 12 rolls: 14 * 12 = 168 rolls. Sold: 168 - 26 = 142, "
         "and 142 + 26 = 168 checks the count.\n\n$\\boxed{142}$")
    text = _summary(d, BAKERY)
    assert "14 * 12 = 168" in text and "<!--" in text
    assert not answer_readable(text, "142", problem=BAKERY)


def test_comment_over_lines_at_the_end_is_hidden():
    d = ("**Step 1.** Rolls baked: $14 \\times 12 = 168$.\n\n**Step 2.** Rolls sold: $168 - 26$.\n\n"
         "<!--\nnote to self\nfinal: 142\n-->\n\n**Answer:** $\\boxed{142}$\n")
    text = _summary(d, BAKERY)
    assert "14 \\times 12 = 168" in text
    assert not answer_readable(text, "142", problem=BAKERY)


def test_comment_without_the_answer_stays_with_the_work():
    d = ("<!-- tidy the wording later -->\nBaked: 14 x 12 = 168. Sold: 168 - 26 = 142.\n\nThe bakery sells 142 rolls.\n\n\\boxed{142}")
    text = _summary(d, BAKERY)
    assert "<!-- tidy the wording later -->" in text and "14 x 12 = 168" in text
    assert not answer_readable(text, "142", problem=BAKERY)


NESTED = "Evaluate $\\sqrt{2 + \\sqrt{2 + \\sqrt{2 + \\cdots}}}$."


def test_comment_delimiters_are_not_an_arrow():
    assert answer_readable("<!-- final: 142 -->\nthen 142 + 26 = 168", "142", problem=BAKERY, count_work=False)
    assert answer_readable("<!-- final: 2 -->\nCall it $y$; then $y = \\sqrt{2 + y}$.", "2", problem=NESTED, count_work=False)
    assert answer_readable("Let $y^2 = 2 + y$.\n<!--\nend result: 2\n-->\nso $y > 0$.", "2", problem=NESTED, count_work=False)
    assert not answer_readable("2<!-- -->04 is a year", "142", problem=BAKERY)


# ---------------------------------------------------------------- a check marked after the sentence's stop
RADICALS = "Solve $\\sqrt{x + 9} + \\sqrt{x - 3} = 6$."
FRACTIONS = "Solve $\\frac{x}{x - 8} + \\frac{x}{4} = 6$."


def test_check_inside_radicals_marked_after_the_stop_is_read():
    assert answer_readable("Plug in: $x - 3 \\ge 0$, then $\\sqrt{7 + 9} + \\sqrt{7 - 3} = 4 + 2 = 6$. ✓", "7",
                           problem=RADICALS, count_work=False)
    assert answer_readable("Back in the equation, $\\sqrt{16} + \\sqrt{7-3} = 6$. ✓ The other root is extraneous.",
                           "7", problem=RADICALS, count_work=False)


def test_check_inside_fractions_marked_after_the_stop_is_read():
    assert answer_readable("Substituting, $\\frac{12}{12 - 8} + \\frac{12}{4} = 3 + 3 = 6$.  ✅", "12",
                           problem=FRACTIONS, count_work=False)


def test_mark_on_the_next_line_does_not_mark_the_relation():
    assert not answer_readable("Substituting, $\\frac{12}{12 - 8} + \\frac{12}{4} = 3 + 3 = 6$.\n✅ next", "12",
                               problem=FRACTIONS, count_work=False)


def test_marked_check_in_a_summary_is_hidden_and_the_work_stays():
    d = ("Square once: $2x + 6 + 2\\sqrt{(x + 9)(x - 3)} = 36$, so $\\sqrt{x^2 + 6x - 27} = 15 - x$.\n\n"
         "Square again: $x^2 + 6x - 27 = 225 - 30x + x^2$, so $36x = 252$.\n\n"
         "Plug in: $x - 3 \\ge 0$, then $\\sqrt{7 + 9} + \\sqrt{7 - 3} = 4 + 2 = 6$. ✓\n\n$\\boxed{7}$")
    text = _summary(d, RADICALS)
    assert "36x = 252" in text and "225 - 30x + x^2" in text
    assert "\\sqrt{7 + 9}" not in text and not answer_readable(text, "7", problem=RADICALS)


# ---------------------------------------------------------------- a piece of a longer sum is not the final derivation
DIGIT = "The five-digit number $2612d$ is divisible by 9. What is the digit $d$?"
LAMPS = ("A shop sold 9, 3, 4, 7 and $x$ lamps on five days, and the mean over the five days is 6. How many lamps were "
         "sold on the fifth day?")


def test_run_inside_a_longer_sum_does_not_start_the_conclusion_in_a_list():
    # "6 + 1" equals the answer 7 but is a piece of "2 + 6 + 1 + 2 + d": the bullets after it are reasoning
    d = ("- known digits: $2 + 6 + 1 + 2 + d = 11 + d$\n- the next multiple of nine fixes $d$, which must be a "
         "single digit\n\n$\\boxed{7}$")
    text = _summary(d, DIGIT)
    assert "2 + 6 + 1 + 2 + d = 11 + d" in text and "the next multiple of nine fixes $d$" in text
    assert not answer_readable(text, "7", problem=DIGIT)


def test_run_inside_a_longer_sum_does_not_start_the_conclusion_in_steps():
    d = ("### Step 1\nThe total is $5 \\cdot 6 = 30$.\n\n### Step 2\nKnown days: $9 + 3 + 4 + 7 + x = 23 + x$, so the "
         "fifth day makes up the gap.\n\n### Step 3\nThe gap to 30 is what was sold.\n\n$\\boxed{7}$")
    text = _summary(d, LAMPS)
    assert "so the fifth day makes up the gap" in text and "The gap to 30 is what was sold." in text
    assert not answer_readable(text, "7", problem=LAMPS)


def test_a_sum_that_is_the_whole_expression_still_derives_the_answer():
    d = "Known days: $9 + 3 + 4 + 7 = 23$ lamps, so the fifth day has $30 - 23 = 7$.\n\n$\\boxed{7}$"
    text = _summary(d, LAMPS)
    assert "9 + 3 + 4 + 7 = 23" in text and not answer_readable(text, "7", problem=LAMPS)


# ---------------------------------------------------------------- a table row of a code draft: cell by cell
GAP = 'def max_gap(nums):\n    """Return the largest difference between consecutive sorted values, or 0 for fewer than two."""\n'
MULT3 = 'def positive_multiples_of_three(xs):\n    """Return the distinct positive multiples of 3 in xs, sorted ascending."""\n'


def test_table_row_restating_the_program_loses_only_its_code_cell():
    d = ("| step | what | why |\n|---|---|---|\n| 1 | if len(nums) < 2: return 0 | nothing to compare |\n"
         "| 2 | s = sorted(nums) | neighbours become adjacent |\n"
         "| 3 | return max(b - a for a, b in zip(s, s[1:])) | one scan after the sort, O(n log n) |\n\n"
         "```python\ndef max_gap(nums):\n    if len(nums) < 2:\n        return 0\n    s = sorted(nums)\n"
         "    return max(b - a for a, b in zip(s, s[1:]))\n```\n")
    text = summarize_draft(d, domain="code", problem=GAP).text
    assert "one scan after the sort, O(n log n)" in text and "neighbours become adjacent" in text
    assert "zip(s, s[1:])" not in text and "sorted(nums)" not in text


def test_comparison_table_keeps_its_prose_cells():
    d = ("Two candidates:\n\n| way | body | remark |\n|---|---|---|\n| explicit loop | collect into a set, then sort | verbose |\n"
         "| one-liner | `sorted({x for x in xs if x > 0 and x % 3 == 0})` | a set comprehension, then one sort |\n\n"
         "Zero is excluded by `x > 0` on purpose.\n\n"
         "```python\ndef positive_multiples_of_three(xs):\n    return sorted({x for x in xs if x > 0 and x % 3 == 0})\n```\n")
    text = summarize_draft(d, domain="code", problem=MULT3).text
    assert "a set comprehension, then one sort" in text and "collect into a set, then sort" in text
    assert "x % 3 == 0}" not in text


# ---------------------------------------------------------------- a value-free reason naming the problem's objects
CIRCLES = "Five distinct circles are drawn in a plane. What is the largest number of points where two of them can meet?"
WORKERS = "Each of 7 workers works 6 hours a day for 4 days. How many worker-hours is that in total?"
POLYGON = "A regular polygon has interior angles of 140 degrees each. How many sides does it have?"


def test_reason_naming_the_circles_stays():
    d = ("Any two circles cross at most twice. With $\\binom{5}{2} = 10$ pairs, and all crossings distinct (wiggle the "
         "circles a little if needed), at most $10 \\cdot 2$.\n\n$\\boxed{20}$")
    text = _summary(d, CIRCLES)
    assert "(wiggle the circles a little if needed)" in text and not answer_readable(text, "20", problem=CIRCLES)


def test_reason_naming_units_as_things_stays():
    d = "Per worker $6 \\cdot 4 = 24$ hours (keep the days apart), so all of them give $7 \\cdot 24$.\n\n$\\boxed{168}$"
    text = _summary(d, WORKERS)
    assert "(keep the days apart)" in text and not answer_readable(text, "168", problem=WORKERS)
    d2 = ("- each exterior angle is $180 - 140 = 40$ degrees (measure the degrees outside the polygon)\n"
          "- the exterior angles total $360$, so the count is $360 / 40$\n\n$\\boxed{9}$")
    text2 = _summary(d2, POLYGON)
    assert "(measure the degrees outside the polygon)" in text2 and not answer_readable(text2, "9", problem=POLYGON)


def test_a_unit_with_a_count_or_a_modifier_still_names_a_quantity():
    from fractions import Fraction

    from agon_mcore.agon.number_free import number_free

    assert not number_free("a full circle", [Fraction(360)])
    assert not number_free("half a day", [Fraction(12)])
    assert not number_free("measured in degrees", [Fraction(360)])
    assert number_free("choose the circles generically", [Fraction(12)])
