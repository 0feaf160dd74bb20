"""Round 18 (r18b): values and value-free text doing work, by role.

Kinds (inputs written for this round, in other wordings, notations and draft styles than the dev examples):
* a value-free result slot about another object than the asked quantity, or a formula in a free variable
  (``agon.slot_subject``): it stays; a description of the asked quantity, or one with a count-bearing word,
  stays hidden;
* a chain whose named left side later work uses (``agon.named_result``): its result is an intermediate;
* a given restated as data (``agon.data_givens``): ``{"players": 7}`` for "a squad of 7 players" stays; a
  result key stays hidden;
* a notebook cell's shell escape that runs the solution on a sample (``agon.code_session``): the run and its
  output stay, the program stays hidden.
"""
import re
from fractions import Fraction

from agon_mcore.agon.summary import summarize_draft
from agon_mcore.agon.slot_subject import other_object_slot
from agon_mcore.agon.named_result import chain_subject, subject_used_later
from agon_mcore.agon.data_givens import given_pair
from agon_mcore.agon.code_session import runs_inline

H = "[hidden"


def _s(draft, problem, domain="math"):
    return summarize_draft(draft, domain=domain, problem=problem).text


# --- a value-free slot about another object ------------------------------------------------------------------

def test_function_value_described_by_order_stays():
    p = "How many order-preserving bijections from $\\{1,2,3,4\\}$ to itself are there?"
    d = ("Let $g$ be one. By induction, $g(1)$ must be the least element of the set.\n\nGiven $g(1), \\dots, g(k)$ fixed, "
         "$g(k+1)$ is the least element left, which is $k+1$.\n\nSo $g$ fixes $1, 2, 3, 4$.\n\nHence only the identity works.\n\n\\boxed{1}")
    out = _s(d, p)
    assert "$g(1)$ must be the least element of the set" in out
    assert "\\boxed{1}" not in out


def test_aside_about_two_instances_stays_chatty():
    p = ("How many different two-scoop cones can be made from 6 flavours if the two scoops must be different and "
         "order does not matter?")
    d = ("Choose the two flavours; order doesn't matter (vanilla on chocolate is the same cone as chocolate on vanilla).\n\n"
         "$$\\binom{6}{2} = \\frac{6 \\cdot 5}{2}$$\n\n\\boxed{15}")
    out = _s(d, p)
    assert "(vanilla on chocolate is the same cone as chocolate on vanilla)" in out
    assert "15" not in out


def test_die_face_aside_stays_for_a_fraction_answer():
    p = "Two fair dice are rolled. What is the probability that the sum is 7?"
    d = ("The first die can show anything; the second die must be the complement to 7 of the first (a single face).\n\n"
         "$\\frac{6}{36}$\n\n\\boxed{\\frac{1}{6}}")
    assert "(a single face)" in _s(d, p)


def test_formula_in_a_free_variable_stays():
    p = "When the positive integers with exactly four positive divisors that are cubes are listed, what is the third?"
    vis = "Such a number is $q^3$ for a prime $q$ (divisors $1, q, q^2, q^3$). Cubes of primes: 8, 27, 125.\n\n\\boxed{125}"
    a = vis.index("q^3$ for")
    b = vis.index(" (divisors")
    assert other_object_slot(vis, a, b, "connective", p, ["125"], [Fraction(3)])


def test_a_description_of_the_asked_quantity_stays_hidden():
    p = "How many sides does a regular polygon with interior angles of 147.27 degrees have?"
    d = "Exterior angle $180 - 147.27 = 32.73$, and $360 / 32.73$. So the polygon must be a hendecagon.\n\n\\boxed{11}"
    assert "hendecagon" not in _s(d, p)
    p2 = "Find the prime $p$ such that $p + 11$ is also prime and even."
    d2 = "If $p$ is odd then $p + 11$ is even and bigger than 2, not prime... so $p$ must be the only even prime.\n\n\\boxed{2}"
    assert "only even prime" not in _s(d2, p2)


def test_count_word_or_assigned_variable_licenses_nothing():
    p = "How many eggs are in the box?"
    vis = "The box of the shop must be a dozen, surely. Then \\boxed{12}"
    a = vis.index("a dozen")
    assert not other_object_slot(vis, a, a + len("a dozen"), "connective", p, ["12"], [])
    vis2 = "Set $n = 12$. The count of the shop is $n$ here. \\boxed{12}"
    a2 = vis2.index("$n$ here") + 1
    assert not other_object_slot(vis2, a2, a2 + 1, "connective", p, ["12"], [])
    vis3 = "So it is $12$. \\boxed{12}"
    assert not other_object_slot(vis3, 9, 11, "connective", p, ["12"], [Fraction(12)])


# --- a chain whose named left side later work uses -------------------------------------------------------------

def test_named_intermediate_used_later_stays():
    p = "Let $u(x) = 3x - 2$ and $v(x) = x - 5$. What is $v(u(4) + 5)$?"
    d = "$u(4) = 3 \\cdot 4 - 2 = 10$.\n\n$u(4) + 5 = 15$, and $v(15) = 15 - 5$.\n\n\\boxed{10}"
    assert "$u(4) = 3 \\cdot 4 - 2 = 10$" in _s(d, p)


def test_named_intermediate_inside_another_call_terse():
    t = "h(3) = 3 \\times 3 + 1 = 10"
    assert chain_subject(t, t.index("3 \\times")) == "h(3)"
    assert subject_used_later(t, t.index("3 \\times"), ", then k(h(3)) = 2")
    assert subject_used_later(t, t.index("3 \\times"), "; 2 h(3) + 1 ... no: 2 \\cdot h(3) = 20")


def test_named_result_restated_is_no_use():
    t = "$u(4) = 3 \\cdot 4 - 2 = 10$"
    assert not subject_used_later(t, t.index("3 \\cdot"), " So $u(4) = 10$ and u(4) is 10.")
    assert chain_subject("so the total = 3 \\cdot 4 = 12", 17) is None  # a noun phrase, no name
    p = "Let $u(x) = 3x - 2$. What is $u(4)$?"
    d = "$u(4) = 3 \\cdot 4 - 2 = 10$.\n\nSo $u(4) = 10$, and $10$ is our value.\n\n\\boxed{10}"
    assert "10" not in _s(d, p).replace("\\cdot 4 - 2", "")


# --- a given restated as data ------------------------------------------------------------------------------------

def test_json_given_equal_to_the_answer_stays():
    p = "In how many ways can 6 players be picked from a squad of 7 players?"
    d = ("Data first:\n\n```json\n{\"players\": 7, \"picked\": 6}\n```\n\nPicking 6 is leaving out 1: "
         "$\\binom{7}{6} = \\binom{7}{1}$.\n\n\\boxed{7}")
    assert '{"players": 7, "picked": 6}' in _s(d, p)


def test_given_pair_forms():
    p = "A shelf holds 12 jars; 3 jars break. How many jars are left?"
    for vis, val in [("shelf = {'jars': 12}", "12"), ("jars_on_shelf = 12", "12"), ("jars_total = 12", None), ("{'answer': 12}", None), ("{'left': 9}", None)]:
        v = re.search(r"\d+", vis).group(0)
        a = vis.index(v)
        assert given_pair(vis, a, a + len(v), p) is (val is not None)


def test_result_keys_stay_hidden():
    p = "In how many ways can 6 players be picked from a squad of 7 players?"
    assert "7" not in _s("```json\n{\"players_total\": 5, \"ways\": 7}\n```\n\n\\boxed{7}", p)
    assert "7" not in _s("```python\nresult = {'players': 6, 'answer': 7}\n```\n\n\\boxed{7}", p)


# --- a notebook shell escape that runs the solution -----------------------------------------------------------------

def test_notebook_shell_escape_sample_run_stays():
    prob = 'def dedup(xs: list):\n    """Return the distinct elements, ascending.\n    >>> dedup([4, 1, 4, 2])\n    [1, 2, 4]\n    """\n'
    d = ("Notebook log:\n\n```python\n%%writefile dd.py\ndef dedup(xs: list):\n    return sorted(set(xs))\n```\n\n"
         "```python\n!python3 -c 'from dd import dedup; print(dedup([4, 1, 4, 2]))'\n[1, 2, 4]\n```\n\n"
         "```python\ndef dedup(xs: list):\n    return sorted(set(xs))\n```\n")
    out = _s(d, prob, domain="code")
    assert "[1, 2, 4]" in out and "from dd import dedup" in out
    assert "sorted(set(xs))" not in out


def test_shell_escape_forms():
    assert runs_inline("!python -c \"from sol import f; print(f(3))\"")
    assert runs_inline("%sx python3 -c 'from sol import f; print(f(3))'")
    assert not runs_inline("!python -c \"print(sorted(set([3, 1, 3])))\"")  # computes by itself


def test_article_before_a_number_is_no_variable():
    p = "A fair die is rolled. What is the probability of rolling a five?"
    d = "Six faces, equally likely, and one of them is a five, so it is a 1-in-6 shot.\n\n\\boxed{\\frac{1}{6}}"
    assert "1-in-6" not in _s(d, p)
    vis = "so it is a 1-in-6 shot"
    assert not other_object_slot(vis, 9, len(vis), "connective", p, ["\\frac{1}{6}"], [Fraction(1), Fraction(6)])


# --- known values joined for a sum still to do -------------------------------------------------------------------

def test_known_values_joined_stay():
    from agon_mcore.agon.joined_values import joined_known

    p = "Ann picked 14 apples in the morning and 9 more in the afternoon. At 5 cents an apple, how many cents did she earn?"
    d = ("Morning: 14 apples. Afternoon: 9 apples. So it's 14 and 9 together, which at 5 cents each is 115 cents.\n\n"
         "That's the earnings.\n\n\\boxed{115}")
    out = _s(d, p)
    assert "14 and 9 together" in out and "115" not in out
    p2 = "Tom has $18 and Sue has $25. How much do they have, in dollars?"
    out2 = _s("Tom: $18. Sue: $25. So it's $18 and $25 together, i.e. 4300 cents.\n\n\\boxed{43}", p2)
    assert "$18 and $25 together" in out2 and "4300" not in out2
    F = Fraction
    assert joined_known("it's $30 and $12 together", [F(30), F(12)], [F(30), F(12)], [F(42)])
    assert joined_known("8 + 5 altogether", [F(8), F(5)], [F(8), F(5), F(2)], [F(13)])
    assert not joined_known("it's 20 and 3 together", [F(20), F(3)], [F(30), F(12)], [F(23)])  # new values: a result
    assert not joined_known("14 and 9 together, 23 in all", [F(14), F(9), F(23)], [F(14), F(9), F(23)], [F(23)])
    assert not joined_known("14 and 9", [F(14), F(9)], [F(14), F(9)], [F(23)])  # no combination word: a pair stated


# --- a set written with LaTeX braces, whose aggregate is the answer ----------------------------------------------

def test_latex_brace_set_is_an_enumeration():
    p = "Find the sum of the even positive divisors of 12."
    d = ("The divisors of 12 are $1, 2, 3, 4, 6, 12$, so the even ones give $E = \\{2, 4, 6, 12\\}$.\n\n"
         "Adding them up comes next.\n\n\\boxed{24}")
    out = _s(d, p)
    assert "E = \\{2, 4, 6, 12\\}" in out and "24" not in out
    p2 = "What is the product of the roots of $x^3 - 6x^2 + 11x - 6 = 0$?"
    d2 = ("Try small integers: it factors as $(x-1)(x-2)(x-3)$, hence the root set is $R = \\left\\{1, 2, 3\\right\\}$.\n\n"
          "Multiply them.\n\n\\boxed{6}")
    assert "\\left\\{1, 2, 3\\right\\}" in _s(d2, p2)


def test_function_values_still_to_compute_stay():
    from agon_mcore.agon.joined_values import functions_to_do

    assert functions_to_do("\\gcd(12, 18) \\cdot \\operatorname{lcm}(2,3)")
    assert functions_to_do("\\frac{\\binom{7}{2}}{\\binom{7}{1}}")
    assert functions_to_do("max(3, 8) - min(4, 6)")
    assert not functions_to_do("\\frac{\\operatorname{lcm}(9,4)}{\\gcd(5,3)} = 36")  # a value stated
    assert not functions_to_do("36")
    p = "Two lighthouses flash every 12 and every 18 seconds, starting together. After how many seconds do they next flash together?"
    d = ("### Step 1\nThe common flashes are common multiples: $T = \\operatorname{lcm}(12, 18) = \\frac{12 \\cdot 18}{\\gcd(12,18)}$.\n\n"
         "### Step 2\nWith $\\gcd(12, 18) = 6$ that is $216 / 6$.\n\n\\boxed{36}")
    out = _s(d, p)
    assert "\\frac{12 \\cdot 18}{\\gcd(12,18)}" in out and "36" not in out


def test_a_numeral_in_another_base_is_no_value_free_slot():
    p = "Express $100_{10}$ in base 7."
    d = ("- 100 ÷ 49 = 2 remainder 2\n- 2 ÷ 7 = 0 remainder 2\n- 2 ÷ 1 = 2\n\n"
         "Collecting the digits from the top, the rightmost step gives $(202)_7$.\n\n\\boxed{202_7}")
    assert "(202)_7" not in _s(d, p)
    vis = "Reading the quotients top to bottom gives $(4343)_6$."
    a = vis.index("(4343")
    assert not other_object_slot(vis, a, a + 8, "connective", "Express 999 in base six.", ["4343_6"], [])


def test_prose_with_a_variable_or_a_small_value_word_is_no_formula():
    p = "How many times does the graph of $y = x^2 + 1$ meet the $x$-axis?"
    vis = "A positive minimum means the graph never touches the $x$-axis at all."
    a = vis.index("the graph never")
    assert not other_object_slot(vis, a, len(vis) - 1, "connective", p, ["0"], [])
    vis2 = "Each of the two cases means the pair is both of the $k$ values."
    a2 = vis2.index("the pair")
    assert not other_object_slot(vis2, a2, len(vis2) - 1, "connective", "How many values of k work?", ["2"], [])
