"""Round 15, r15c: forms spread over markup and malformed drafts (docs/summaries.md, section "Round 15 (r15c)").

Kinds, each read by structure and value in ``answer_forms.spread`` / ``.markup`` (the reader), and hidden by the
summarizer through its reader pass (``agon.reader_closed``): a numeral broken by a line break or split into emphasis or
code pieces; an anchored pattern that matches one string; digits reversed where a reverse reading is announced; a
place-value row (table or list, digits or tallies); HTML character references (math and code). Beside them: a draft's
own placeholder-like text is marked as the draft's; code over-hiding (a formula in a prose sentence ended by ``;``,
an inline definition in notation) stays.
"""
from agon_mcore.agon.leak import answer_readable
from agon_mcore.agon.summary import summarize_draft

JANET = ("Janet's ducks lay 16 eggs per day. She eats three for breakfast every morning and bakes muffins for her "
         "friends every day with four. She sells the remainder at the farmers' market daily for $2 per fresh duck egg. "
         "How much in dollars does she make every day at the farmers' market?")
CHAIRS = "A hall has 15 rows of chairs with 23 chairs in each row. How many chairs are in the hall?"
PAIRS = "Ten people each shake hands once with every other person. How many handshakes take place?"


def _summary(draft, problem):
    return summarize_draft(draft, domain="math", problem=problem).text


# ---------------------------------------------------------------- a numeral broken by a line break or by markup
def test_line_break_inside_the_numeral_reads_and_is_hidden():
    d = ("Janet sells 16 - 3 - 4 = <<16-3-4=9>>9 eggs a day.\nShe makes 9 * 2 = $1\n8 every day.\n\n#### 18\n\n"
         "**Final Answer** $\\boxed{18}$")
    assert answer_readable("She makes 9 * 2 = $1\n8 every day.", "18", problem=JANET)
    text = _summary(d, JANET)
    assert "16 - 3 - 4" in text and "$1\n8" not in text and not answer_readable(text, "18", problem=JANET)
    assert answer_readable("So the hall holds 34\n5 chairs.", "345", problem=CHAIRS)


def test_numeral_split_into_emphasis_and_code_pieces():
    assert answer_readable("Total handshakes: `4`**5**.", "45", problem=PAIRS)
    assert answer_readable("The hall holds ~~3~~*45* chairs in all.", "345", problem=CHAIRS)
    d = "### Step 1\nEach of the 10 people meets 9 others.\n\n### Step 2\nTotal handshakes: `4`**5**.\n\n$\\boxed{45}$"
    text = _summary(d, PAIRS)
    assert "meets 9 others" in text and "**5**" not in text and not answer_readable(text, "45", problem=PAIRS)


def test_pieces_of_other_numerals_and_columns_stay():
    assert not answer_readable("Total handshakes: `4`**6**.", "45", problem=PAIRS)  # joins to 46
    assert not answer_readable("The rows:\n4\n5\nare the last two.", "45", problem=PAIRS)  # a column of values
    assert not answer_readable("First x = 4\n5. Then we add the rest.", "45", problem=PAIRS)  # a list marker


# ---------------------------------------------------------------- a pattern that matches exactly one string
def test_anchored_literal_pattern_states_its_string():
    assert answer_readable("The test asserts `/^18$/.test(out)` on the printed value.", "18", problem=JANET)
    assert answer_readable('The checker uses re.fullmatch("^3(?:4)5$", out).', "345", problem=CHAIRS)
    assert not answer_readable('It matches r"^3\\(4\\)5$" literally.', "345", problem=CHAIRS)  # escaped: "3(4)5"
    d = ("15 rows of 23 chairs: $15 \\cdot 23$.\n\nThe grader compares with the pattern r'^3(4)5$'.\n\n"
         "**Answer:** $\\boxed{345}$")
    text = _summary(d, CHAIRS)
    assert "15 \\cdot 23" in text and "3(4)5" not in text and not answer_readable(text, "345", problem=CHAIRS)


def test_patterns_of_many_strings_stay():
    assert not answer_readable("Any three digits pass: r'^\\d{3}$'.", "345", problem=CHAIRS)
    assert not answer_readable("Either passes: r'^3(4|5)5$'.", "345", problem=CHAIRS)


# ---------------------------------------------------------------- digits reversed, a reverse reading announced
def test_reversed_numeral_with_a_reverse_reading():
    assert answer_readable("Written from the last digit to the first, the count is 543.", "345", problem=CHAIRS)
    assert answer_readable("Her daily income, reversed, reads 81 dollars.", "18", problem=JANET)
    d = ("$15 \\times 23$ chairs.\n\nFun fact: read backwards the total is 543.\n\n$\\boxed{345}$")
    text = _summary(d, CHAIRS)
    assert "15 \\times 23" in text and "543" not in text and not answer_readable(text, "345", problem=CHAIRS)


def test_reversed_numerals_that_stay():
    assert not answer_readable("The total is 543 chairs.", "345", problem=CHAIRS)  # no reverse reading announced
    p = "Reversing the digits of $n$ gives 543. Find $n$."
    assert not answer_readable("We reverse the given 543 digit by digit.", "345", problem=p)  # a given
    assert not answer_readable("Reversed, 23 becomes 32.", "345", problem=CHAIRS)
    assert not answer_readable("Read backwards, 62 is 26.", "26000")  # all digits count: 26000 reversed is 00062
    assert answer_readable("Read backwards, the product is 00062.", "26000")


# ---------------------------------------------------------------- place-value rows
def test_place_value_table_and_list_read_their_value():
    table = "| Thousands | Hundreds | Tens | Ones |\n|---|---|---|---|\n| 1 | 0 | 2 | 4 |\n"
    assert answer_readable(table, "1024")
    assert answer_readable("hundreds, tens, ones: 3, 4, 5", "345", problem=CHAIRS)
    assert answer_readable("Tally by place (tens/ones): |||| / |||||", "45", problem=PAIRS)
    d = ("$15 \\cdot 23$ chairs.\n\n| hundreds | tens | ones |\n|---|---|---|\n| 3 | 4 | 5 |\n\n$\\boxed{345}$")
    text = _summary(d, CHAIRS)
    assert "| hundreds | tens | ones |" in text and "| 3 | 4 | 5 |" not in text
    assert not answer_readable(text, "345", problem=CHAIRS)


def test_place_value_table_with_a_label_column():
    table = "| | Hundreds | Tens | Ones |\n|---|---|---|---|\n| chairs | 3 | 4 | 5 |\n"
    assert answer_readable(table, "345", problem=CHAIRS)
    assert not answer_readable(table.replace("chairs", "2"), "345", problem=CHAIRS)  # a fourth digit: 2345


def test_place_value_rows_of_other_values_stay():
    table = "| hundreds | tens | ones |\n|---|---|---|\n| 3 | 4 | 6 |\n| 0 | 2 | 3 |\n"
    assert not answer_readable(table, "345", problem=CHAIRS)
    assert not answer_readable("tens/ones: ||| / |||||", "45", problem=PAIRS)  # 35


# ---------------------------------------------------------------- HTML character references
def test_character_references_decoded_in_math_and_code():
    assert answer_readable("So she makes &#49;&#56; dollars a day.", "18", problem=JANET)
    assert answer_readable("The hall holds &#x33;&#x34;&#x35; chairs.", "345", problem=CHAIRS)
    assert not answer_readable("She starts from &#49;&#54; eggs.", "18", problem=JANET)  # 16, a given
    prob = "def tri(b: int, h: int) -> int:\n    \"\"\"Area of a triangle with integer sides, floored.\"\"\""
    code = "def tri(b: int, h: int) -> int:\n    return b * h // 2"
    draft = ("## Approach\nHalf the product: r&#101;turn b &#42; h // 2 in one line.\n\n## Code\n```python\n" + code +
             "\n```\n")
    assert answer_readable("i.e. r&#101;turn b &#42; h // 2", code, "code", problem=prob)
    text = summarize_draft(draft, domain="code", problem=prob).text
    assert "&#42; h" not in text and "Half the product" in text and not answer_readable(text, code, "code", problem=prob)


# ---------------------------------------------------------------- malformed drafts: the draft's own markers
def test_drafts_own_placeholder_text_is_marked_as_the_drafts():
    d = ("Each of the 10 people meets 9 others.\n\n[HIDDEN]\n\n[ hidden: the conclusion and final answer ]\n\nSo $\\boxed{45}$.")
    text = _summary(d, PAIRS)
    assert "[HIDDEN]" not in text and "[ hidden:" not in text and text.count("[draft text: hidden") == 2
    assert "meets 9 others" in text


# ---------------------------------------------------------------- code over-hiding: formulas and notation in prose
def test_formula_and_notation_in_prose_stay_in_code_summaries():
    prob = "Given t test cases, each an integer n, print the number of pairs among n people."
    code = ("import sys\n\ndef main():\n    data = sys.stdin.read().split()\n    t = int(data[0])\n"
            "    for i in range(1, t + 1):\n        n = int(data[i])\n        print(n * (n - 1) // 2)\n\nmain()")
    draft = ("## Approach\nCount pairs with the formula n(n-1)/2; Python ints do not overflow. First let "
             "`p = count/2` be half the count as a sanity bound.\n\n## Solution\n```python\n" + code + "\n```\n")
    text = summarize_draft(draft, domain="code", problem=prob).text
    approach = text.split("## Solution")[0]  # the formula is the printed expression (a value, hidden); its prose stays
    assert "Count pairs with the formula" in approach and "; Python ints do not overflow" in approach
    assert "`p = count/2`" in approach and "final code" not in approach
    assert "sys.stdin" not in text


# ---------------------------------------------------------------- invisible characters, code literals
def test_invisible_characters_inside_a_numeral():
    assert answer_readable("So the hall holds 3\u200b4\u00ad5 chairs.", "345", problem=CHAIRS)
    assert answer_readable("Janet makes 1\u20608 dollars every day.", "18", problem=JANET)
    assert not answer_readable("So the hall holds 3\u200b4\u00ad6 chairs.", "345", problem=CHAIRS)


def test_nothing_between_two_digits_joins_them():
    assert answer_readable("So the hall holds $3{}45$ chairs.", "345", problem=CHAIRS)
    assert answer_readable("Janet makes $1\\!8$ dollars a day, i.e. 1<!-- ok -->8 dollars.", "18", problem=JANET)
    assert answer_readable("So the hall holds 34<wbr>5 chairs.", "345", problem=CHAIRS)
    assert not answer_readable("So the hall holds $3{}46$ chairs.", "345", problem=CHAIRS)
    assert not answer_readable("$x^{}2 + 3{} = 45$", "345", problem=CHAIRS)
    assert answer_readable("So the hall holds <b>3</b><i>45</i> chairs.", "345", problem=CHAIRS)  # a run of tags
    assert not answer_readable("So the hall holds <b>3</b> <i>45</i> chairs.", "345", problem=CHAIRS)


def test_spoken_digits_and_right_to_left_reading():
    assert answer_readable("Let me say the digits slowly: 3... 4... 5.", "345", problem=CHAIRS)
    assert answer_readable("Read right to left, the digit string is 5, 4, 3.", "345", problem=CHAIRS)
    assert not answer_readable("Using the digits 1...9 once each.", "19")  # a range
    assert not answer_readable("Using the digits 1 ... 9 once each.", "19")


def test_code_literal_reversed_or_escaped_is_its_value():
    assert answer_readable('Sanity: print(int("81"[::-1])) prints her income.', "18", problem=JANET)
    assert answer_readable("expected = ''.join(reversed('543'))", "345", problem=CHAIRS)
    assert answer_readable('EXPECTED = "\\x33\\x34\\x35"  # what the grader wants', "345", problem=CHAIRS)
    assert not answer_readable('s = "\\x33\\x34\\x36"; t = "23"[::-1]', "345", problem=CHAIRS)
    assert not answer_readable("n = 543; m = int(str(n)[::-1])", "18", problem=JANET)


# ---------------------------------------------------------------- malformed drafts: an unclosed fence
def test_unclosed_bare_fence_ends_before_a_tagged_fence():
    prob = "def pairs(n: int) -> int:\n    \"\"\"Number of unordered pairs among n people.\"\"\""
    code = "def pairs(n: int) -> int:\n    return n * (n - 1) // 2"
    draft = ("## Idea\nEvery person pairs with the n - 1 others, each pair counted twice.\n\nScratch:\n```\n"
             "def pairs(n):\n    return n*(n-1)//2\n\n```python\n" + code + "\n```\n\n## Cost\nO(1) time, O(1) space.")
    text = summarize_draft(draft, domain="code", problem=prob).text
    assert "## Cost\nO(1) time, O(1) space." in text and "each pair counted twice" in text
    assert text.count("```") % 2 == 0  # the summary's fences balance: the scratch block ends before ```python
    assert "n - 1) // 2" not in text and "n*(n-1)//2" not in text and not answer_readable(text, code, "code", problem=prob)
