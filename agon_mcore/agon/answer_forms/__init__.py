"""Values stated in a text, whatever their form: the reader behind the draft summary and the
leak metric.

:func:`value_mentions` finds every value a text states, with its character span, and reads
each as a value (a sympy number, expression, tuple, set, interval or relation; a choice
letter; a yes/no word), whatever the notation:

* digits (``12``, ``-12``, ``12.0``, ``12,000``, ``12\\,000``, ``12{,}000``), fractions
  (``24/2``, ``\\frac{3}{4}``, ``\\tfrac34``, ``\\cfrac{3}{4}``, ``{3 \\over 4}``), mixed
  numbers (``1 1/2``, ``1\\frac{1}{2}``, ``1½``), Unicode fractions and superscripts
  (``⅔``, ``10³``), scientific forms (``1.2e3``, ``1.2×10³``, ``1.2 \\times 10^{3}``),
  repeating decimals (``0.1(6)``, ``0.1\\overline{6}``, ``0.1666...``), bases (``0x1F``,
  ``0b11``, ``1011₂``, ``1011_2``), percent (``40%``, ``40\\%``, ``40 percent``: also read
  as 0.4) and degrees (``60°``, ``60^\\circ``: also read as pi/3 radians), a sign or
  ``±`` (``±2`` is the set {-2, 2});
* number words through ``text2num`` (``forty-two``, ``a dozen``, ``three quarters``,
  ``the fourth``, ``fivefold``, ``twice``), CJK numerals (``五``, ``十二``), and the words
  that state a count or a verdict (``infinitely many`` = oo, ``no such number`` / ``no
  solution`` / ``none`` = 0, ``the unique solution`` / ``exactly one`` = 1, ``impossible``
  = no); a lone ``one`` only where it states a count (``there is one``), not the pronoun;
* plain-text constants (``sqrt(5)``, ``√5``, ``5^(1/2)``, ``2*sqrt(3)``, ``π/3``) through
  sympy, LaTeX (each side of a relation in a math span, each math span whole, each
  bracketed group) through ``latex2sympy2_extended`` (math-verify's own parser);
* a choice letter in a selection phrase (``pick C``, ``option C``, ``(C) is correct``,
  ``C is the only one left``) and coefficients and exponents of a formula (``kind`` says
  which, so a caller can tell a stated value from a part of a formula).

:func:`parse_answer` reads a graded answer the same way and :func:`matches` compares: exactly
(sympy; a negation ``-5`` is not ``5``), a truncated decimal within half a unit of its last
place (``2.236`` for ``\\sqrt 5``; only when the decimal has at least two places and the
answer is not that decimal exactly; a decimal of five places or more off by one unit in its last place is
floating-point noise, ``35.9999999`` for 36), sets and tuples elementwise, an inequality as the
interval it describes, equations up to a nonzero factor and sides swapped, expressions up
to expansion.

Code answers: :func:`code_regions` finds code in any form (fences with any tag or ``~~~``,
``<pre>`` / ``<code>``, heredocs, doctest sessions, diffs, indented blocks, inline code) and
:func:`code_similarity` compares a region with the graded program by normalised line and
token overlap (language keywords and type names dropped, so a translation still overlaps).

Layout (one concern a module): ``values`` (data types, sympy readings, comparison), ``notation``
(digits in any notation), ``words`` (number words, other scripts, counts, verdicts), ``choices``
(choice letters, option lists), ``formulas`` (math spans, plain-text formulas), ``compare`` (the
reader: mentions of an answer, answer position, givens), ``code`` (code regions, similarity),
``languages`` (number words of any language, generated from the answer with ``num2words``), ``operands``
(the answer's value inside a numeric relation, for the leak metric's upper bound).
"""
from agon_mcore.agon.answer_forms.choices import CHOSEN_BEFORE, choice_letter, choice_mentions, choice_options
from agon_mcore.agon.answer_forms.code import (
    CodeRegion,
    code_regions,
    code_similarity,
    code_tokens,
    expression_regex,
    formula_spans,
    is_pipeline_program,
    iter_flat,
    looks_like_io,
    restates_program,
    return_expressions,
    runs_the_solution,
)
from agon_mcore.agon.answer_forms.compare import (
    answer_mentions,
    in_answer_position,
    matches,
    numeral_spans,
    parse_answer,
    problem_values,
    states_answer,
    unwrap,
    value_mentions,
)
from agon_mcore.agon.answer_forms.formulas import latex_mentions, math_spans, plain_mentions
from agon_mcore.agon.answer_forms.notation import number_mentions
from agon_mcore.agon.answer_forms.values import (
    HIDDEN,
    Answer,
    Mention,
    Word,
    latex_value,
    normalize_latex,
    plain_value,
    values_equal,
)
from agon_mcore.agon.answer_forms.words import count_mentions, word_mentions

__all__ = [
    "CHOSEN_BEFORE", "HIDDEN", "Answer", "CodeRegion", "Mention", "Word", "answer_mentions", "choice_letter", "choice_mentions",
    "choice_options", "code_regions", "code_similarity", "code_tokens", "count_mentions", "expression_regex", "formula_spans",
    "in_answer_position", "is_pipeline_program", "iter_flat", "latex_mentions", "latex_value", "looks_like_io", "matches", "math_spans",
    "normalize_latex", "number_mentions", "numeral_spans", "parse_answer", "plain_mentions", "plain_value",
    "problem_values", "restates_program", "return_expressions", "runs_the_solution", "states_answer", "unwrap", "value_mentions",
    "values_equal", "word_mentions",
]
