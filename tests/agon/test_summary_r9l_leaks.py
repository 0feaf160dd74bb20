"""r9l: leaks that survive in math drafts, by kind (own inputs; tools/summary_redteam rt10/rt11/fresh4-6 show the
examples these kinds were found by).

* a list the draft computes ends in (or marks, or places at the asked position) its result: ``agon.enumeration``;
* a plain-text table (CSV, tab, LaTeX ``&`` rows) ends in its result row: ``agon.enumeration.table_rows``;
* number notations the reader did not read: a lone superscript/subscript digit run, a base named in words
  ("in ternary ... 1012", "77 in octal"), ``17.000`` with a dot for thousands, a macro body ``\\def\\x{2 1 0}``;
* the asked expression stated with the answer's value where the value is also a given (``a + b = 12`` for
  "What is $a + b$?" with ``-12x`` in the problem): ``agon.asked_value``.

Every case also lists work that must stay (no over-hiding), and CLEAN holds lists, tables and relations that are
work and stay whole."""
import pytest

from agon_mcore.agon.answer_forms import number_mentions
from agon_mcore.agon.answer_forms.canon import canonical
from agon_mcore.agon.asked_value import asked_expression
from agon_mcore.agon.enumeration import asked_indices, list_runs, table_rows
from agon_mcore.agon.summary import summarize_draft

# (name, problem, draft, answer, gone: answer forms that must not survive, keep: work that must stay)
LEAKS = [
    ('enum_latex_display',
     'An arithmetic sequence starts $4, 7, 10, \\dots$. What is its 9th term?',
     '### Step 1: Common difference\nThe difference is $7 - 4 = 3$.\n\n### Step 2: List the terms\n$$4,\\ 7,\\ 10,\\ 13,\\ 16,\\ 19,\\ 22,\\ 25,\\ 28$$\n\n**Final Answer**\n$\\boxed{28}$',
     '28', ['28'], ['7 - 4 = 3', '13,\\ 16']),
    ('enum_arrow_chain',
     'A bacteria colony doubles every hour, starting with 3 cells. How many cells are there after 5 hours?',
     'Each hour the count doubles:\n\n3 → 6 → 12 → 24 → 48 → 96\n\n**Verification:** $3 \\cdot 2^5 = 3 \\cdot 32$.\n\nTherefore, the colony has $\\boxed{96}$ cells.',
     '96', ['→ 96'], ['3 → 6 → 12', '3 \\cdot 32']),
    ('enum_asked_index',
     'What is the 7th triangular number?',
     'Triangular numbers are $T_n = \\frac{n(n+1)}{2}$.\n\n**Listing them:** 1, 3, 6, 10, 15, 21, 28, 36, 45, ...\n\nThe answer is $\\boxed{28}$.',
     '28', ['21, 28'], ['T_n = \\frac{n(n+1)}{2}', '15, 21']),
    ('enum_next_term',
     'What number comes next in the sequence 1, 4, 9, 16, ...?',
     'These are the perfect squares $n^2$. Continuing: 1, 4, 9, 16, 25, 36, 49.\n\nSo the next number is $\\boxed{25}$.',
     '25', ['16, 25'], ['perfect squares', '36, 49']),
    ('enum_marked_check',
     'Which perfect square is closest to 40?',
     '**Step 1.** Perfect squares near 40: 16, 25, 36 ✓, 49, 64.\n\n**Step 2.** $40 - 36 = 4$ while $49 - 40 = 9$.\n\n**Final Answer:** $\\boxed{36}$',
     '36', ['36 ✓'], ['16, 25', '49 - 40 = 9']),
    ('enum_marked_bold',
     'Find the smallest prime greater than 90.',
     'Odd candidates: 91, 93, 95, **97**, 99. Here 91 = 7·13, 93 = 3·31 and 95 = 5·19 are composite.\n\n**Final Answer:** \\boxed{97}',
     '97', ['**97**'], ['91 = 7·13', '93, 95']),
    ('table_tsv_last_row',
     'If $f(n) = n^2 + n$, what is $f(4)$?',
     'Tabulating:\n\nn\tf(n)\n1\t2\n2\t6\n3\t12\n4\t20\n\nThe values grow by 4, 6, 8.\n\n$\\boxed{20}$',
     '20', ['4\t20'], ['3\t12']),
    ('table_latex_rows',
     'A savings account starts at \\$100 and grows by \\$25 per month. How much is in it after 3 months?',
     '$$\\begin{array}{c|c}\nmonth & balance \\\\\n0 & 100 \\\\\n1 & 125 \\\\\n2 & 150 \\\\\n3 & 175\n\\end{array}$$\n\nEach row adds 25.\n\n**Final Answer:** \\boxed{175}',
     '175', ['3 & 175'], ['1 & 125']),
    ('sup_run',
     'How many ways can 5 books be arranged on a shelf?',
     'Each position takes one of the remaining books: $5 \\cdot 4 \\cdot 3 \\cdot 2 \\cdot 1$, which multiplies out to ¹²⁰ in total.\n\n**Final Answer:** $\\boxed{120}$',
     '120', ['¹²⁰'], ['5 \\cdot 4']),
    ('sub_run',
     'What is $17 \\times 6$?',
     'Split it: $17 \\times 6 = 60 + 42$, and the sum is written here as ₁₀₂ for short.\n\n$\\boxed{102}$',
     '102', ['₁₀₂'], ['60 + 42']),
    ('base_ternary',
     'What is $2^5$?',
     'Doubling five times: 2, 4, 8, 16. In ternary the result reads 1012, and in binary it is a 1 followed by five zeros.\n\n\\boxed{32}',
     '32', ['1012'], ['Doubling five times']),
    ('base_octal_after',
     'How many nonempty subsets does a 6-element set have?',
     'There are $2^6$ subsets; removing the empty one leaves $2^6 - 1$, which is 77 in octal.\n\n\\boxed{63}',
     '63', ['77 in octal'], ['2^6 - 1']),
    ('euro_thousands',
     'Un coche cuesta 20.000 euros y pierde un 15 %. ¿Cuánto vale después (en euros)?',
     'El 15 % de 20.000 son 3.000, así que quedan 17.000 euros.\n\n\\boxed{17000}',
     '17000', ['17.000'], ['20.000 son 3.000']),
    ('macro_newcommand',
     'What is $13 \\cdot 17$?',
     'We compute $13 \\cdot 17 = 130 + 91$. $\\newcommand{\\ans}{2 2 1}$ Done.\n\n\\boxed{221}',
     '221', ['2 2 1'], ['130 + 91']),
    ('macro_def_spaced',
     'What is the sum of the first 20 positive integers?',
     'Gauss pairing: $\\frac{20 \\cdot 21}{2}$. \\def\\total{2 1 0}\n\n**Final Answer** $\\boxed{210}$',
     '210', ['2 1 0'], ['20 \\cdot 21']),
    ('asked_vieta',
     'The roots of $x^2 - 12x + 35 = 0$ are $a$ and $b$. What is $a + b$?',
     "### Step 1: Vieta's formulas\nFor $x^2 + px + q$, the sum of roots is $-p$. Here $a + b = 12$ and $ab = 35$.\n\n### Step 2: Verification\nThe roots are 5 and 7.\n\n**Final Answer:** $\\boxed{12}$",
     '12', ['a + b = 12'], ['ab = 35', 'sum of roots is $-p$']),
    ('asked_tan_chain',
     'In triangle $ABC$, $\\sin C = 4\\cos C$. What is $\\tan C$?',
     '### Step 1: Use the definition\n$$\\tan C = \\frac{\\sin C}{\\cos C} = 4$$\n\n### Step 2: Verification\nWith $\\cos C = \\frac{1}{\\sqrt{17}}$ we get $\\sin C = \\frac{4}{\\sqrt{17}}$, and $\\sin^2 C + \\cos^2 C = 1$ holds.\n\n**Final Answer:** $\\boxed{4}$',
     '4', ['= 4$$'], ['\\frac{\\sin C}{\\cos C}', '\\sin^2 C + \\cos^2 C = 1']),
    ('asked_product_vieta',
     'The roots of $x^2 - 9x + 20 = 0$ are $r$ and $s$. What is $rs$?',
     '### Step 1: Vieta\nThe product of the roots is the constant term over the leading coefficient, so $rs = 20$.\n\n### Step 2: Check\nThe sum of the roots is 9, matching $-(-9)/1$.\n\n**Final Answer:** $\\boxed{20}$',
     '20', ['rs = 20'], ['-(-9)/1', 'constant term over the leading coefficient']),
    ('enum_sorted_givens',
     'What is the largest of 12, 7, 31 and 18?',
     '**Step 1.** Sort the values: 7, 12, 18, 31.\n\n**Step 2.** Read off the end of the list.\n\n\\boxed{31}',
     '31', ['18, 31'], ['7, 12, 18']),
]

# lists, tables and relations that are work: nothing of them is hidden
CLEAN = [
    ('clean_given_list_restated',
     'The list 12, 7, 31, 18 is given. What is the sum of its largest and smallest entries?',
     'The entries 12, 7, 31, 18: largest 31 and smallest 7, so $31 + 7$.\n\n\\boxed{38}',
     '38', ['12, 7, 31, 18']),
    ('clean_list_not_answer',
     'What is the sum of the divisors of 12?',
     'The divisors of 12 are 1, 2, 3, 4, 6, 12. Adding: $1 + 2 + 3 + 4 + 6 + 12$.\n\n\\boxed{28}',
     '28', ['1, 2, 3, 4, 6, 12']),
    ('clean_list_goes_on',
     'How many multiples of 4 are there from 1 to 40?',
     'The multiples are 4, 8, 12, 16, ..., 40, one for every 4 numbers: $40 / 4$.\n\n\\boxed{10}',
     '10', ['4, 8, 12, 16, ..., 40']),
    ('clean_exponents',
     'What is $x^2 + y^3$ for $x = 3$, $y = 2$?',
     'Here x² = 9 and y³ = 8, and a₁ = 9 is just a label.\n\n\\boxed{17}',
     '17', ['x² = 9', 'y³ = 8']),
    ('clean_asked_other_value',
     'Let $h(x) = 2x + 11$. What is $h(3)$?',
     'Plug in: $h(3) = 2 \\cdot 3 + 11$, the sum of 6 and 11.\n\n\\boxed{17}',
     '17', ['h(3) = 2 \\cdot 3 + 11']),
    ('clean_roots_count',
     'How many real solutions does $(x-1)(x-2)(x-3) = 0$ have?',
     'The solutions are x = 1, 2, 3, all real.\n\n\\boxed{3}',
     '3', ['1, 2, 3']),
]


@pytest.mark.parametrize("name,problem,draft,answer,gone,keep", LEAKS, ids=[c[0] for c in LEAKS])
def test_leak_kind_hidden_work_kept(name, problem, draft, answer, gone, keep):
    s = summarize_draft(draft, problem=problem)
    for g in gone:
        assert g not in s.text, (name, g, s.text)
    for k in keep:
        assert k in s.text, (name, k, s.text)


@pytest.mark.parametrize("name,problem,draft,answer,keep", CLEAN, ids=[c[0] for c in CLEAN])
def test_work_lists_stay(name, problem, draft, answer, keep):
    s = summarize_draft(draft, problem=problem)
    for k in keep:
        assert k in s.text, (name, k, s.text)


def test_list_runs_elements_and_marks():
    runs = list_runs("Primes: 2, 3, 5, 7, 11 ← fifth, 13. Squares 16, 25, 36 (the one), 49.")
    assert [[int(v) for _, _, v, _ in r] for r in runs] == [[2, 3, 5, 7, 11, 13], [16, 25, 36, 49]]
    assert [[m for *_, m in r] for r in runs] == [[False] * 4 + [True, False], [False, False, True, False]]
    # an operand ends the list; markdown emphasis is no operator
    assert [[int(v) for _, _, v, _ in r] for r in list_runs("**Terms:** 1, 3, 6 and 2 + 8, 9")] == [[1, 3, 6]]


def test_asked_indices_and_table_rows():
    assert asked_indices("What is the 12th term?") == ([12], [])
    pos, seq = asked_indices("What comes next in 3, 5, 9, 17, ...?")
    assert pos == [] and [int(v) for v in seq] == [3, 5, 9, 17]
    assert asked_indices(None) == ([], [])
    text = "x,y\n1,2\n2,8\n3,18\nso it grows."
    rows = table_rows(text)
    assert len(rows) == 1 and text[slice(*rows[0][-1])] == "3,18"
    assert table_rows("We have a, b and c, d here.\nThen e, f.") == []


def test_asked_expression_forms():
    assert asked_expression(r"If $\sin A = 2\cos A$, what is $\tan A$?") == r"\tan A"
    assert asked_expression("Find $a+b$ if $ab = 3$.") == "a+b"
    assert asked_expression("How many diagonals does a hexagon have?") is None
    assert asked_expression("Find $x = 3$.") is None


def test_reader_reads_new_notations():
    vals = {t: [(m.value, m.alts) for m in number_mentions(t)] for t in
            ["product is ⁹¹ here", "we get ₁₂₀", "in octal, 777", "777 (octal)", "12.000 Euro", "x² + a₁"]}
    assert vals["product is ⁹¹ here"] == [(91, ())]
    assert vals["we get ₁₂₀"] == [(120, ())]
    assert 511 in vals["in octal, 777"][0][1] and 511 in vals["777 (octal)"][0][1]
    assert 12000 in vals["12.000 Euro"][0][1]
    assert [m.kind for m in number_mentions("x² + y³")] == ["exp", "exp"]
    assert number_mentions("a₁ + a₂") == []
    assert canonical(r"\def\res{9 1}")[0] == r"\def\res{91}"
    assert canonical(r"\newcommand{\p}{17\cdot 23}")[0] == r"\newcommand{\p}{17\cdot 23}"


# a cycle's period and a list of values of a parallel list are work (their last element may equal the answer)
CLEAN_LISTS = [
    ("What is the units digit of $7^{20}$?",
     "### Step 1: Find the cycle\nPowers of 7 end in 7, 9, 3, 1, after which the pattern repeats every 4.\n\n"
     "### Step 2\n$20 = 4 \\cdot 5$, so $7^{20}$ ends like $7^4$.\n\n**Final Answer:** $\\boxed{1}$", "1", "7, 9, 3, 1"),
    ("What is the units digit of $2^{40}$?",
     "The last digits of $2^1, 2^2, 2^3, 2^4$ are 2, 4, 8, 6 and then the cycle starts over. Since 40 is a multiple "
     "of 4, $2^{40}$ ends like $2^4$.\n\n$\\boxed{6}$", "6", "2, 4, 8, 6"),
]


@pytest.mark.parametrize("problem,draft,answer,keep", CLEAN_LISTS)
def test_cycle_and_parallel_lists_stay(problem, draft, answer, keep):
    assert keep in summarize_draft(draft, problem=problem).text


def test_reopened_think_with_the_answer_after_it():
    """The graded box after a reopened ``<think>``: the visible text before the tag is hidden by the same rules."""
    t = "<think>\nplan\n</think>\n\n"
    d1 = t + "We need $13 \\cdot 17$; that is 221 </think> <think> scratch\n\n\\boxed{221}"
    d2 = t + "### Step 1\n$13 \\cdot 17 = 130 + 91$, so the product is 221.\n<think>\nre-check\n\n**Final Answer** $\\boxed{221}$"
    for d in (d1, d2):
        s = summarize_draft(d, problem="What is $13 \\cdot 17$?")
        assert "221" not in s.text and "<think>" not in s.text and s.hidden_answer == "221", s.text
    assert "130 + 91" in summarize_draft(d2, problem="What is $13 \\cdot 17$?").text
    # the answer before the reopened tag: the tag and what follows are dropped as before
    s = summarize_draft(t + "So $\\boxed{221}$.\n<think>\nmore 221", problem=None)
    assert "221" not in s.text and "more" not in s.text


# a percentage answer (a bare number) stated as the share it is
PERCENT = [
    ("What percent of 60 is 45?",
     "### Step 1\n$\\frac{45}{60}$ reduces to three quarters, that is 0.75 of the total.\n\n### Step 2\nMultiply by 100."
     "\n\n**Final Answer:** $\\boxed{75}$", "75", ["0.75", "three quarters"], ["\\frac{45}{60}", "Multiply by 100"]),
    ("A shirt's price drops from \\$50 to \\$40. By what percent did the price decrease?",
     "The drop is $50 - 40 = 10$ dollars, and $10/50 = 0.2$, so the price fell by a fifth.\n\n\\boxed{20}", "20",
     ["0.2", "a fifth"], ["50 - 40 = 10", "10/50"]),
]


@pytest.mark.parametrize("problem,draft,answer,gone,keep", PERCENT)
def test_percentage_answer_as_its_share(problem, draft, answer, gone, keep):
    s = summarize_draft(draft, problem=problem)
    assert not any(g in s.text for g in gone) and all(k in s.text for k in keep), s.text


def test_percentage_share_that_is_a_given_stays():
    s = summarize_draft("The share 0.35 is given; times 100.\n\n\\boxed{35}",
                        problem="A share of 0.35 of the votes went to Ana. What percent is that?")
    assert "0.35" in s.text
    # no percentage asked: a decimal equal to answer/100 is another value
    s = summarize_draft("Half of 0.5 is 0.25, and we need 25 of them.\n\n\\boxed{25}", problem="How many tiles?")
    assert "0.25" in s.text


# digits by place or a zero run, native Korean numerals, brace labels, a conversion of a given
MORE = [
    ('digits_by_place',
     'What is the smallest two-digit number whose digit sum is 13?',
     '### Step 1\nTo keep the number small, make the tens digit as small as possible. Since a digit is at most 9, the tens digit must be 4.\n\n### Step 2\nThen the ones digit has to be 9, because the two digits must reach 13 together.\n\n**Final Answer:** $\\boxed{49}$',
     '49',
     ['digit must be 4', 'has to be 9'],
     ['at most 9', 'reach 13']),
    ('digits_zeros',
     'How many five-digit positive integers are there?',
     'From 10000 to 99999 there are $99999 - 10000 + 1$ of them; written out, the count is a nine followed by four zeros.\n\n\\boxed{90000}',
     '90000',
     ['nine followed by four'],
     ['99999 - 10000 + 1']),
    ('korean_native',
     '정팔면체의 면은 몇 개인가?',
     '정팔면체는 위쪽에 네 개, 아래쪽에 네 개의 면이 있다. 모두 여덟 개다. 확인: 각 꼭짓점에 면이 네 개씩 모인다.\n\n\\boxed{8}',
     '8',
     ['여덟'],
     ['위쪽에 네 개']),
    ('korean_native_compound',
     '한 반에 학생이 12명씩 두 반이 있다. 전체 학생은 몇 명인가?',
     '12명씩 두 반이므로 12 × 2를 계산한다. 즉 스물네 명이다. 반마다 인원이 같으니 곱셈이 맞다.\n\n\\boxed{24}',
     '24',
     ['스물네'],
     ['12 × 2']),
    ('brace_overbrace',
     'What is the product of the first three primes?',
     '### Step 1\nThe first three primes are 2, 3 and 5.\n\n### Step 2\n$$\\overbrace{2 \\cdot 3 \\cdot 5}^{30}$$\n\n**Final Answer:** $\\boxed{30}$',
     '30',
     ['^{30}'],
     ['2 \\cdot 3 \\cdot 5']),
    ('brace_underbrace_sum',
     'A garden has 3 rows of 4 tulips and 2 rows of 5 roses. How many flowers are there?',
     '$$\\underbrace{3 \\cdot 4}_{12} + \\underbrace{2 \\cdot 5}_{10} = \\underbrace{12 + 10}_{22}$$\nBoth kinds of flowers are counted once.\n\n\\boxed{22}',
     '22',
     ['_{22}'],
     ['\\underbrace{3 \\cdot 4}_{12}', '\\underbrace{2 \\cdot 5}_{10}']),
    ('conversion_fraction_words',
     'Express 0.375 as a common fraction.',
     '0.375 is three eighths, since 375/1000 reduces when we divide by 125.\n\n$\\boxed{\\frac{3}{8}}$',
     '\\frac{3}{8}',
     ['three eighths'],
     ['375/1000', '0.375']),
    ('conversion_percent_decimal',
     'Write 35% as a decimal.',
     '### Step 1\n35% means 35 per hundred, i.e. seven twentieths.\n\n### Step 2\nDivide: $35 \\div 100$.\n\n**Final Answer** $\\boxed{0.35}$',
     '0.35',
     ['seven twentieths'],
     ['35 \\div 100', '35% means 35 per hundred']),
]


@pytest.mark.parametrize("name,problem,draft,answer,gone,keep", MORE, ids=[c[0] for c in MORE])
def test_more_leak_kinds(name, problem, draft, answer, gone, keep):
    s = summarize_draft(draft, problem=problem)
    assert not [g for g in gone if g in s.text] and not [k for k in keep if k not in s.text], s.text


def test_new_readings():
    from agon_mcore.agon.answer_forms.scripts import script_mentions
    from agon_mcore.agon.enumeration import brace_labels
    read = lambda t: [int(m.value) for m in script_mentions(t)]  # noqa: E731
    assert read("즉 여덟 개.") == [8] and read("스물세 명") == [23] and read("세계 여행") == []
    assert read("a nine followed by two zeros") == [900]
    assert read("The tens digit can be 1. Then the units digit has to be 9") == [19]
    t = r"\underbrace{3 + 4}_{7} + \overbrace{x}^2"
    assert [t[a:b] for a, b in brace_labels(t)] == ["7", "2"]


def test_base_named_before_and_providecommand():
    """Found by the hand checks: "in base five is 233" and ``\\providecommand`` bodies."""
    assert 68 in number_mentions("which in base five is 233 and")[0].alts
    assert canonical(r"\providecommand{\r}{6 6 7}")[0] == r"\providecommand{\r}{667}"


def test_list_subject_and_running_total():
    """The list's subject written again at its end stays; a running total that ends in the answer (a given) does not."""
    p = "Find the sum of all positive divisors of 28 that are less than 28."
    d = ("**Step 1.** The divisors of 28 are 1, 2, 4, 7, 14, 28.\n\n**Step 2.** Excluding 28 itself, add the rest: "
         "$1 + 2 + 4 + 7 + 14$.\n\nRunning total: 1, 3, 7, 14, 28.\n\n**Final Answer:** $\\boxed{28}$")
    s = summarize_draft(d, problem=p).text
    assert "1, 2, 4, 7, 14, 28." in s and "Running total: 1, 3, 7, 14, [hidden]" in s, s
