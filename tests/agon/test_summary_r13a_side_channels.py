"""Round 13 (r13a): numbers in side channels, read by structure (agon_mcore.agon.answer_forms.side_channels).

Sub-kinds (two self-written drafts each, realistic model style): a file name or a path, a URL (path, query, anchor),
an identifier (underscore-joined, glued, in inline code), an attribute / a link's text / a LaTeX reference argument.
Each: the reader reads the part in the summary text as the summarizer would return it without the part hidden, and
``summarize_draft`` hides exactly the part (the placeholder replaces the digits inside the token). Must stay:
subscripts and variable names, an index after a label noun, a hex colour and a hash, a version, a given of the
problem in a file name, layout attributes; only parts equal to the answer are read.
"""
from agon_mcore.agon.answer_forms.side_channels import side_channel_spans, spoken_groups
from agon_mcore.agon.leak import answer_readable, reading_spans
from agon_mcore.agon.summary import summarize_draft


def _summary(draft, problem):
    return summarize_draft(draft, problem=problem).text


def _read(text, answer, problem=None):
    return [text[s:e] for s, e in side_channel_spans(text, answer, problem)]


# -- a file name or a path ---------------------------------------------------------------------------------------------

def test_figure_file_name_with_the_count_hidden_inside_the_name():
    problem = "How many lattice paths go from $(0,0)$ to $(5,3)$ using unit steps right and up?"
    draft = ("### Step 1: Draw the grid\n![lattice paths on the grid](figures/grid5x3_paths-total-56.svg)\n\n"
             "### Step 2: Count the moves\nEvery path uses 5 right moves and 3 up moves, 8 moves in all.\n\n"
             "### Step 3: Choose the up moves\nThe number of paths is $\\binom{8}{3}$.\n\n"
             "**Final Answer**\n\\[\n\\boxed{56}\n\\]")
    assert _read("![lattice paths on the grid](figures/grid5x3_paths-total-56.svg)", "56", problem) == ["56"]
    assert _read("I saved the sketch as lattice-56.heic.", "56", problem) == ["56"]  # any file type's extension
    text = _summary(draft, problem)
    assert not answer_readable(text, "56", problem=problem)
    assert "paths-total-[hidden].svg" in text and "5 right moves and 3 up moves" in text


def test_path_in_prose_with_the_value_glued_to_a_name_hidden():
    problem = "What is the sum of all positive divisors of 45?"
    draft = ("**Step 1.** $45 = 3^2 \\cdot 5$, so $\\sigma(45) = (1 + 3 + 9)(1 + 5) = 13 \\cdot 6$.\n\n"
             "**Step 2.** I cross-checked with a script; the log is in out/divisor_sums/n45/sigma-78.txt.\n\n"
             "**Final Answer:** $\\boxed{78}$")
    assert _read("the log is in out/divisor_sums/n45/sigma-78.txt.", "78", problem) == ["78"]
    text = _summary(draft, problem)
    assert not answer_readable(text, "78", problem=problem)
    assert "sigma-78" not in text and "(1 + 3 + 9)(1 + 5)" in text
    # (the path's number alone, "n45/sigma-[hidden].txt", or the whole closing remark that carried it joins the conclusion:
    # a unit after the work whose value another pass hid carries it, agon.closing_remarks._carries)
    assert "n45/sigma-[hidden].txt" in text or "[hidden: the conclusion and final answer]" in text.split("**Step 2.**")[1]


# -- a URL: path, query, anchor ----------------------------------------------------------------------------------------

def test_url_query_and_path_hidden():
    problem = "In how many ways can a committee of 3 be chosen from 7 people?"
    draft = ("## Solution\n\nI first checked https://www.wolframalpha.com/input?i=binomial(7,3)#subsets-35 and "
             "https://example.org/committees/seven-choose-three-is-35.html, then did it by hand.\n\n"
             "Order does not matter, so we count subsets of size 3: there are $7 \\cdot 6 \\cdot 5$ ordered picks, "
             "each subset counted $3!$ times.\n\n"
             "So the count is $\\binom{7}{3}$.\n\n**Final Answer**\n$\\boxed{35}$")
    assert _read("see https://example.org/combinatorics/committees/35/ now", "35", problem) == ["35"]
    assert _read("see https://example.org/q?size=3&from=7&subsets=thirty-five", "35", problem) == ["thirty-five"]
    text = _summary(draft, problem)
    assert not answer_readable(text, "35", problem=problem)
    assert "#subsets-[hidden]" in text and "binomial(7,3)" in text and "seven-choose-three-is-[hidden].html" in text
    assert "7 \\cdot 6 \\cdot 5" in text


def test_link_anchor_in_words_and_reference_definition_hidden():
    problem = "How many diagonals does a convex heptagon have?"
    draft = ("Check: [the table][t] or [the anchor](#diagonal-count-is-fourteen).\n\n"
             "### Step 1\nEach of the 7 vertices joins $7 - 3 = 4$ non-adjacent vertices.\n\n"
             "### Step 2\nEach diagonal is counted twice, so we halve $7 \\cdot 4$.\n\n"
             "**Final Answer**\n\\boxed{14}\n\n[t]: https://example.org/polygons/heptagon#diagonals_14")
    assert _read("[jump to the check](#diagonal-count-is-fourteen)", "14", problem) == ["fourteen"]
    text = _summary(draft, problem)
    assert not answer_readable(text, "14", problem=problem)
    assert _read("[t]: https://example.org/polygons/heptagon#diagonals_14", "14", problem) == ["14"]
    assert "#diagonal-count-is-[hidden]" in text and "7 - 3 = 4" in text
    assert "diagonals_14" not in text


# -- an identifier -----------------------------------------------------------------------------------------------------

def test_underscore_identifier_in_prose_hidden():
    problem = "A triangle has sides 13, 14 and 15. What is its area?"
    draft = ("**Step 1: Semi-perimeter.** $s = \\frac{13 + 14 + 15}{2} = 21$.\n\n"
             "**Step 2: Heron.** Area $= \\sqrt{21 \\cdot 8 \\cdot 7 \\cdot 6}$; I keep it as final_area_84 for later.\n\n"
             "**Final Answer**\n$$\\boxed{84}$$")
    assert _read("I keep it as final_area_84 for later.", "84", problem) == ["84"]
    assert _read("$A = \\text{final\\_area\\_84}$", "84", problem) == ["84"]  # text inside math is prose
    assert _read("$A_{84} = \\text{area}_{84}$", "84", problem) == []  # its subscripts are not
    text = _summary(draft, problem)
    assert not answer_readable(text, "84", problem=problem)
    # the identifier's digits hidden where they stand, or with the clause after the final derivation's pending
    # expression (since r26 that clause joins the conclusion)
    assert "final_area_84" not in text and "21 \\cdot 8 \\cdot 7 \\cdot 6" in text


def test_glued_name_and_hyphen_slug_in_inline_code_hidden():
    problem = "In how many ways can 6 different books be arranged on a shelf?"
    draft = ("### Step 1\nThe first place has 6 choices, the next 5, and so on: $6!$ orders.\n\n"
             "### Step 2\nIn my notebook this is ans720 (file tag `books-shelf-orders-720`).\n\n"
             "**Final Answer**\n\\boxed{720}")
    assert _read("this is `perm720` (tag `books-shelf-orders-720`)", "720", problem) == ["720", "720"]
    assert _read("In my notebook this is ans720.", "720", problem) == ["720"]
    assert _read("it is ans720 here", "720", problem) == ["720"]
    assert _read("I tagged the note shelf-720 and answer-720.", "720", problem) == ["720", "720"]
    assert _read("so x-720 = 0, a degree-3 factor, a 720-page book", "720", problem) == []  # arithmetic, compounds
    text = _summary(draft, problem)
    assert not answer_readable(text, "720", problem=problem)
    assert "ans[hidden]" in text and "books-shelf-orders-[hidden]" in text and "$6!$" in text


# -- an attribute, a link's text, a LaTeX reference argument ----------------------------------------------------------

def test_html_alt_text_and_title_hidden():
    problem = "A full binary tree has 41 nodes in all. How many of them are leaves?"
    draft = ('<img src="tree.png" alt="a tree with twenty-one leaves" title="leaves: 21">\n\n'
             "**Step 1.** In a full binary tree, leaves $L$ and internal nodes $I$ satisfy $L = I + 1$.\n\n"
             "**Step 2.** $L + I = 41$ gives $2I + 1 = 41$, so $I = 20$.\n\n"
             "**Final Answer**\n$\\boxed{21}$")
    assert _read('<img src="tree.png" alt="a tree with twenty-one leaves">', "21", problem) == ["twenty-one"]
    text = _summary(draft, problem)
    assert not answer_readable(text, "21", problem=problem)
    assert "2I + 1 = 41" in text and 'src="tree.png"' in text


def test_link_text_spoken_in_groups_and_latex_label_hidden():
    problem = "How many 5-element subsets does a 10-element set have?"
    draft = ("See also [two-fifty-two](https://en.wikipedia.org/wiki/Central_binomial_coefficient).\n\n"
             "### Step 1\nWe need $\\binom{10}{5} = \\frac{10!}{5!\\,5!}$ \\label{res:two-fifty-two}.\n\n"
             "### Step 2\n$$\\binom{10}{5} = \\frac{30240}{120}$$\n\n"
             "**Final Answer**\n\\boxed{252}")
    assert spoken_groups(["two", "fifty", "two"]) == 252 and spoken_groups(["twelve", "sixty"]) == 1260
    assert spoken_groups(["one", "two", "six"]) == 126 and spoken_groups(["twenty", "six"]) is None
    assert _read("See also [two-fifty-two](https://x.org/a).", "252", problem) == ["two-fifty-two"]
    text = _summary(draft, problem)
    assert not answer_readable(text, "252", problem=problem)
    assert "[[hidden]](https://en.wikipedia.org/wiki/Central_binomial_coefficient)" in text
    assert "\\frac{10!}{5!\\,5!}" in text


# -- must stay ---------------------------------------------------------------------------------------------------------

def test_subscripts_variables_functions_and_indices_are_not_side_channels():
    problem = "The terms of the sequence 2, 5, 8, ... go up by 3. Which term of the sequence equals 29?"
    text = ("Let $a_n = 2 + 3(n - 1)$; in code a_10, x_10, v10, log10 and T_10 are names. "
            "See fig_10.png, step-10 and Problem_10, #step-10, IMG_10.JPG.")
    assert side_channel_spans(text, "10", problem) == []
    assert not answer_readable("in code a_10, x_10, v10, log10 and T_10 are names; see fig_10.png", "10", problem=problem)


def test_hex_hash_version_date_layout_and_givens_stay():
    problem = "A 12 by 12 grid is cut along lines. How many squares of any size does it contain?"
    text = ("Colours #650aa6 and #a650ff, commit 650e3fa9, numpy 1.650.2, report_2024-06-50.txt, "
            '<img src="grid_12x12.png" width="650"> and grid_12_by_12.png.')
    assert side_channel_spans(text, "650", problem) == []
    assert side_channel_spans("grid_12x12.png and board-size-12", "12", problem) == []  # a given in a name
    draft = ("### Step 1\nA $k \\times k$ square fits in $(13 - k)^2$ positions (see grid_12x12.png, rendered with "
             "numpy 1.650.2, colour #650aa6).\n\n### Step 2\nSum $\\sum_{k=1}^{12} (13-k)^2 = \\sum_{j=1}^{12} j^2$.\n\n"
             "**Final Answer**\n$\\boxed{650}$")
    out = _summary(draft, problem)
    assert not answer_readable(out, "650", problem=problem)
    for keep in ("grid_12x12.png", "numpy 1.650.2", "#650aa6", "(13 - k)^2"):
        assert keep in out


def test_only_parts_equal_to_the_answer_are_read():
    text = "See https://doi.org/10.1000/xyz2019 and smith2019_notes.pdf, run_2024/out-17.txt (v3.2)."
    assert side_channel_spans(text, "18") == []
    assert _read(text, "17") == ["17"]
    assert _read(text, "2019") == ["2019", "2019"]  # equal: read wherever it stands
    assert reading_spans("no side channel here: total 126 paths", "7") == []
