"""Results fail closed: a place where a draft states a result keeps its content only when licensed.

The reader-based pass (``agon_mcore.agon.failclosed``) hides a kept mention only when the reader
*reads* it as the answer, so a form the reader does not know ("a cool grand", "a hendecagon", octal
``777``, "❌", "Certainly", "My guess is B") survives. This pass inverts the default where a draft
states results. It finds **result slots** by structure in every kept text segment
(:func:`result_slots`):

* ``relation``: the right side of the last relation of a chain (``= X``, ``≈ X``, ``≡ X``, ``→ X``),
  and ``: X`` after an expression (``40 × 25: a cool grand``);
* ``connective``: the clause after a conclusion connective (so, thus, hence, therefore, gives,
  yields, makes, which is, it is, that is, i.e., must be, equals, comes to, there is/are, we get,
  leaves, is the same as, means, my guess is, ...) up to the clause's end, and an appositive after a
  dash (``3 × 500 g — a kilo and a half``); a clause that holds a relation is left to the relation slot;
* ``heading``: a markdown heading or a bold line (``**Result — 210 paths**``; "Step 2", "Case 1" and
  the like are labels), the content after a preamble label (TL;DR, Claim, Guess, Answer, Spoiler,
  Verdict, ...), an opening yes/no word ("Certainly:", "Nope.");
* ``keyvalue``: the value of a ``key: value`` line in a data block (YAML, JSON, text) or of a
  ``snake_case: value`` line, the cells of a table's total row;
* ``aside``: a parenthetical of words after a space, when it holds a value;
* ``question``: "Is it X?", "Could it be X?";
* ``mark``: a check mark or cross (✓ ✔ ✅ ❌ ✗ ✘ ☑);
* ``choice`` (a problem with an option list): a letter or an ordinal named as an option
  ("option b)", "pick C", "the fourth choice") and struck-out text (``~~(A) 50~~``).

A slot's content stays only when it is **licensed** (:func:`licensed`), in this order: a mark or a choice
never; a title, a preamble claim or a guess only as procedure; (b) a value in it is *used later*: read again
as an operand or a relation's left side in later kept work or in the conclusion (its operands, not its box),
so it is an intermediate the challenger needs; (a) every value is a given of the problem (a relation's right
side), or it holds one value stated before, or an aside holds only values stated before (a short formula of
givens is still a result when the answer is a formula: ``= i − 1``; a predicate clause is one when the answer
is a verdict); (e) a plain number or a lone radical after a relation (``6 × 6 = 36 outcomes``, ``s = -3``,
``\\sqrt{4 + 1} = \\sqrt5``): the reader reads that
form and already hid it where it is the answer, unless it is an option's value; (c) arithmetic still to do
(``7·6/2``, ``\\frac{12 \\cdot 11}{2}``, ``C(10, 4)``, a decomposition ``91 = 7·13``; not a fraction computed
by work ``= 10/22``, not a formula for a formula answer; a fraction multiplied by a sign, ``4!\\cdot\\frac{t^2}{8}``,
for any answer), a formula in words, an enumeration
(``30, 60, 90``), a count in digits of a thing the problem names other than the asked one, "there are ...";
(d) procedural prose: a value-free clause led by the drafter acting ("we use complementary counting",
"let's check"), a value-free explaining aside ("(by symmetry)"), a reason with no number-bearing token (for a
formula, constant or relation answer, none that bears a symbol either: ``agon.number_free``), a value-free section
title (after a line label
"Method 1:", unless a result word opens it; an aside in a heading is the title's), a bare verdict word about
something else when the answer is a value ("which is wrong"); (f) work in the problem's terms
(``agon.workprose``): a value-free formula or clause whose words are operation, generic or the problem's words,
a title naming only values the reader has, a licensed clause followed by procedure ("... is 36 and we subtract 9"). Everything else becomes
:data:`HIDDEN`, whatever its form: no reading of the answer is needed, because the answer is the
derivation's final dead end and intermediates are used later. A value-free statement ("so p must be the only
even prime", "so it is a hendecagon", "so the claim checks out") is a result by this rule and is hidden.
Relations in a defining clause ("Let ...", "Use i^2 = -1"), equations still to solve (``2x = 6``), roots of a
counting problem, and numbers as evidence for a verdict answer are no result slots; nor is a clause of a yes/no draft
that names neither the question's predicate nor a verdict word (:func:`verdict_terms`: "it is a σ-algebra" for "is f
necessarily measurable?"). Slots are decided last
first, so "used later" counts only later work that stays. A slot that quotes the problem (four words or more in its
order: "There are twice as many boys as girls") restates a given and stays (:func:`quotes_problem`).
"""
from __future__ import annotations

import re
import unicodedata
from fractions import Fraction
from typing import Any, List, Optional, Sequence, Tuple

from agon_mcore.agon.answer_forms.calendar import other_calendar_value
from agon_mcore.agon.answer_forms import HIDDEN, number_mentions, parse_answer, problem_values, values_equal, word_mentions
from agon_mcore.agon.operand_end import known_operands
from agon_mcore.agon.operand_later import final_operands, operated_later
from agon_mcore.agon.answer_forms.components import component_spans
from agon_mcore.agon.answer_forms.phrases import phrase_spans
from agon_mcore.agon.answer_forms.word_answers import word_answer_spans
from agon_mcore.agon.slot_arity import too_few_values
from agon_mcore.agon.unevaluated import calculus_to_do, constant_expression, final_expression, limit_variable_form, pending_arithmetic, words_then_arithmetic  # noqa: F401 (summary imports final_expression here)
from agon_mcore.agon.value_work import LazyRegions, restore, slot_work
from agon_mcore.agon.failclosed import blank_hidden
from agon_mcore.agon.answer_forms.formulas import fraction_product
from agon_mcore.agon.number_free import number_free, one_other_number, symbol_free
from agon_mcore.agon.conclusion import asked_noun
from agon_mcore.agon.spans import currency_blanked  # (re-exported)
from agon_mcore.agon.spans import evaluated_left, first_outside_brackets
from agon_mcore.agon.segments import Segment
from agon_mcore.agon.slot_subject import other_object_slot
from agon_mcore.agon.slot_reason import reason_slot
from agon_mcore.agon.joined_values import functions_to_do, joined_known
from agon_mcore.agon.value_kind import other_formula
from agon_mcore.agon.slot_position import conversion, drop_other_subjects, intermediate_slot, other_subject, other_values_only
from agon_mcore.agon.workprose import _LONE_FRACTION, RESULT_LABEL, in_own_terms, line_label_end, work_clause

__all__ = ["result_slots", "licensed", "result_slot_spans", "values_in", "currency_blanked", "rational_only"]

_REL = r"(?<![<>!=:])(?:=|≈|≡|→|⇒|\\approx|\\equiv|\\to|\\Rightarrow|\\implies)(?![=>])"
# a clause ends at a sentence end, a semicolon, a comma before a new clause word, a newline or closing math
_CLAUSE_END = re.compile(r"(?<!i\.e)(?<!e\.g)[.;!?](?=\s|$)|\n|\?|,\s+(?=(?:and|but|so|which|because|since|as|while|then|i\.e\.|that is)\b)|"
                         r"\s+(?:but|because|since|as\s+(?:expected|required|claimed|given))\b|,\s+(?=[a-z]+ing\b)|\s(?:—|–|--)\s")
_CONNECTIVE = re.compile(
    r"(?<!\bto\s)\b(?:so(?!\s+(?:far|that|on|much|many|long)\b)|thus|hence|therefore|gives?|giving|yields?|yielding|makes?|making|which\s+(?:is|are|means|makes|gives)|"
    r"it\s+is|it[’']s|that\s+is|that[’']s|must\s+be|equals|equal\s+to|comes?\s+to|there\s+(?:is|are)|there[’']s|"
    r"we\s+(?:get|obtain|find|end\s+up\s+with)|leaves|leaving|is\s+the\s+same\s+as|is\s+equivalent\s+to|means|"
    r"(?:my\s+)?(?:guess|bet|hunch|claim|hypothesis|prediction)\s+(?:is|would\s+be))\b:?|\bi\.e\.,?|"
    # a participle clause after a result ("..., landing at a quarter past four"); procedure aside
    r"(?<=,)\s+(?!(?:us|apply|not|assum|tak|writ|count|check|consider|start|includ|exclud|ignor|keep|treat|follow|"
    r"according|noth|someth|everyth|bring|being)ing)[a-z]{2,}ing(?:\s+(?:at|to|on|in|with|up\s+at|out\s+at))?\b", re.IGNORECASE)
_EXPLAIN_LEAD = re.compile(r"(?i)(?:since|because|by|via|using)\b")
_MATH_END = re.compile(r"\s+and\s+(?=[^\s=]{1,12}\s*=)")
_DASH = re.compile(r"\s(?:—|–|--)\s")
# the drafter acting, not stating: the clause is procedure
_PROCEDURAL = re.compile(
    r"^\s*(?:(?:we|I|let's|let\s+us|you|one)\s+(?:can|could|should|must|need|needs|will|would|may|might|use|try|count|"
    r"compute|check|consider|apply|write|take|look|split|pair|add|subtract|multiply|divide|factor|expand|"
    r"substitute|solve|set|sum|want|have\s+to|only\s+need|go|work|start|treat|list|test|get\s+to|'ll|'d)\b|"
    r"(?:let|note|recall|consider|suppose|assume|observe|notice|check|compute|use|apply)\b|"
    r"it\s+(?:suffices|remains|is\s+(?:enough|easier|useful|natural)|helps)\b|to\s+\w+|if\b|when\b|"
    r"for\s+(?:each|every|all|any)\b|"
    r"(?:by|using|via|applying)\s+(?:the\s+|a\s+)?(?-i:[A-Z])[\w'’]*(?:[-–—]\s*(?-i:[A-Z])[\w'’]*)?(?:'s)?(?:\s+(?:theorem|lemma|inequality|"
    r"formula|rule|identity|bound|estimate|criterion|test))?\s*[.,;:]?\s*$)", re.IGNORECASE)  # "by Cauchy–Schwarz": a method named
_PREAMBLE = re.compile(r"^\s*(?:[-*>#]+\s*)?\**\s*(?:tl;?dr|short\s+(?:answer|version)|quick\s+answer|answer|claim|guess|"
                       r"spoiler|verdict|result|conclusion|bottom\s+line|hypothesis|working\s+hypothesis|prediction|"
                       r"in\s+short|preview|summary)\s*\**\s*(?::|—|–|-|\))\s*\**", re.IGNORECASE)
_OPENER = re.compile(r"^\s*\**\s*(?:certainly|sure|yes|yep|yeah|no|nope|nah|indeed|absolutely|definitely|of\s+course|"
                     r"correct|incorrect|right|wrong|true|false|affirmative|negative)\b\**(?=\s*[,:!.—–-])", re.IGNORECASE)
_HEADING = re.compile(r"^[ \t]*(?:#{1,6}[ \t]+(.+?)|\*\*([^*\n]+?)\*\*[.:]?|__([^_\n]+?)__)[ \t]*$", re.MULTILINE)
_LABEL_HEADING = re.compile(r"^\W*(?:step|case|part|stage|phase|method|approach|idea|plan|setup|check|verification|"
                            r"solution|proof|claim\s*\d|lemma|observation|answer|final\s+answer|conclusion)\b\W*\d*\W*$|"
                            r"^\W*(?:step|case|part|stage|phase|lemma)\s*\d+\b", re.IGNORECASE)
_STEP_LABEL = re.compile(r"(?i)\b(?:step|case|part|stage|phase|lemma|round|pass|line|item|rule|attempt|try|day|week|move|turn)"
                         r"\s*#?\d+[a-z]?\)?$")
_KEYVALUE = re.compile(r"^[ \t]*[-*]?[ \t]*[\"']?([A-Za-z_][\w]*_[\w]*|[A-Za-z_]\w*(?=[\"']))[\"']?[ \t]*:[ \t]*(.+?)[ \t,]*$",
                       re.MULTILINE)
_DATA_KEY = re.compile(r"^[ \t]*[-*]?[ \t]*[\"']?[A-Za-z_][\w ]{0,30}[\"']?[ \t]*:[ \t]*(.+?)[ \t,]*$", re.MULTILINE)
_TOTAL_ROW = re.compile(r"^[ \t]*\|[ \t]*\**(?:total|sum|answer|result|overall|all|count|final)\b[^|\n]*\|(.+)$",
                        re.IGNORECASE | re.MULTILINE)
_ASIDE = re.compile(r"(?<=\s)\(([^()\n]{3,80})\)")
_QUESTION = re.compile(r"\b(?:is\s+it|could\s+it\s+be|might\s+it\s+be|maybe|perhaps|what\s+about|or\s+is\s+it)\s+([^?.\n]{1,40})\?",
                       re.IGNORECASE)
_MARK = re.compile(r"[✓✔✅❌✗✘☑❎✖]\ufe0f?")
_CHOICE = re.compile(r"\b(?:option|choice|letter|answer|pick|choose|select|go\s+with|circle)\s*[:(]?\s*\(?([A-Ea-e])\b\)?|"
                     r"\b(?:pick|choose|select|go\s+with|take)\s+the\s+(?:first|second|third|fourth|fifth|last)\s+(?:option|choice|one)\b", re.IGNORECASE)
_STRUCK = re.compile(r"~~[^~\n]+~~|<(?:s|del|strike)>[^<\n]+</(?:s|del|strike)>")
_BOX = re.compile(r"\\(?:boxed|fbox)\s*\{(?:[^{}]|\{[^{}]*\})*\}")
# a formula that is a value: single-letter names, numerals, operations, no relation sign and no word ("n^2", "2n + 1")
_VALUE_FORMULA = re.compile(r"\s*\$?\s*(?:[A-Za-z](?![A-Za-z])|\d+(?:\.\d+)?|[-+*/^_{}()\s·×−!]|\\(?:cdot|times|frac|dfrac|sqrt|left|right)"
                            r"(?![A-Za-z]))+\$?\s*[.,;]?\s*")
_NUMERIC_BOUND = re.compile(r"\s*\$?\s*(?:<|>|≤|≥|\\le|\\ge|\\leq|\\geq|\\lt|\\gt)\s*[-−]?\d+(?:\.\d+)?\s*\$?\s*[.,;]?\s*")
_STOP = frozenset("that this with from into have will then when what which there their these those than such each "
                  "some only also does done your about over under must more most less both either neither being were "
                  "been provide justification answer justify determine whether prove show true false".split())


def math_value(content: str) -> bool:
    """``content`` is a formula or a tuple in symbols only (``|x|^2\\mathbf{1}_{\\mathbb{Q}^n}(x)``, ``(1,1,1,\\ldots)``):
    no word of two letters outside command names, no relation sign. It names a value, never a verdict."""
    bare = re.sub(r"\\[A-Za-z]+", " ", content)
    return not re.search(r"[A-Za-z]{2,}|[=<>≤≥≠∈∉⊂⊆]", bare) and bool(re.search(r"[\w]", bare))


# words that state a verdict about whatever is asked ("the claim checks out", "such a pair does exist")
_GENERIC_VERDICT = re.compile(r"(?i)\b(?:claim|statement|assertion|conjecture|hypothesis|holds?|true|false|works?|fails?|"
                              r"checks?\s+out|correct|valid|exists?|possible|impossible|always|never|necessarily|answer)\b")


def other_property(content: str, problem: Optional[str]) -> bool:
    """For a verdict answer: the slot's ``content`` names a property with words, none of which the problem uses (a word
    of four letters or more, one containing the other counts: "unbounded" shares "bounded"), so it predicates something
    the question does not ask ("which is not uniform in $x$" where it asks continuity). False without such a word."""
    if not problem:
        return False
    words = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", re.sub(r"\\[A-Za-z]+|\$[^$]*\$", " ", content))} - _STOP
    if not words or _GENERIC_VERDICT.search(content):
        return False
    asked = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", re.sub(r"\\[A-Za-z]+", " ", problem))} - _STOP
    return not any(p in w or w in p for w in words for p in asked)


_LETTERS = re.compile(r"[A-Za-z\u00C0-\u024F\u0370-\u03FF\u4e00-\u9fff]")
_ARITH = re.compile(r"\b[CPc]\(\s*\d+\s*,\s*\d+\s*\)|\bchoose\b|\\binom|\d\s*!|\)\s*(?:/|÷)\s*\d|\\[dtc]?frac\s*\{?\s*\d|"
                    r"\d\s*\)\s*(?:\^|\(\s*[-−]?\d)|"  # "(−1)^10", "(2)(2)"
                    r"(?<![√^\w.])\d+(?:\.\d+)?\s*(?:[°²³kK]|\^\s*\{?\\circ\}?)?\s*\)?\s*(?:[-+*/×·÷^−]|\\cdot|\\times|\\div)\s*\(?\s*[-−]?\d")


def _lettered_value(v: Any) -> bool:
    """``p > n``, an interval, a set or a finite constant (``\\pi\\coth\\pi``): an answer that letters state, not a word.
    Infinity stays a verdict ("there is no last one" states it)."""
    import sympy as sp

    return isinstance(v, (sp.StrictGreaterThan, sp.StrictLessThan, sp.GreaterThan, sp.LessThan, sp.Set)) or \
        bool(getattr(v, "is_number", False) and getattr(v, "is_finite", False))


# a variable of the work: a letter other than the constants e and i (and the article "a" or the pronoun "I" before a
# word), outside LaTeX commands
_VARIABLE = re.compile(r"(?<![A-Za-z\\])(?![ei](?![A-Za-z]))(?![aAI]\s+[A-Za-z]{2,})[A-Za-z](?![A-Za-z])")
_COMMAND = re.compile(r"\\[A-Za-z]+|\\text\{[^}]*\}")
_SYMBOLIC = re.compile(r"(?<![A-Za-z\\])[A-Za-z](?![A-Za-z])|[√π∞]|\\(?:sqrt|pi|infty)")
_SUP = "⁰¹²³⁴⁵⁶⁷⁸⁹"
_SUP_RUN = re.compile("[" + _SUP + "]+")
_NUM = re.compile(r"[0-9]+(?:\.[0-9]+)?")


def _fraction(v: Any) -> Optional[Fraction]:
    try:
        return Fraction(str(v))
    except (ValueError, ZeroDivisionError, TypeError):
        return None


_GLUED_FRAC = re.compile(r"\\[dtc]?frac\s*(\d)\s*(\d)")


def values_in(text: str) -> List[Tuple[int, int, Fraction]]:
    """The values written in ``text``: digit runs (superscripts and vulgar fractions too) and number
    words (``answer_forms.word_mentions``), as ``(start, end, value)`` with spans in ``text``."""
    out: List[Tuple[int, int, Fraction]] = []
    glued = {m.start(1): m for m in _GLUED_FRAC.finditer(text)}  # "\\tfrac65": two digits, 6 over 5
    seconds = {m.start(2) for m in glued.values()}
    for m in _NUM.finditer(text):
        if m.start() in seconds:
            continue
        if m.start() in glued:
            g = glued[m.start()]
            out += [(g.start(1), g.end(1), Fraction(g.group(1))), (g.start(2), g.end(2), Fraction(g.group(2)))]
            continue
        out.append((m.start(), m.end(), Fraction(m.group(0))))
        if re.match(r"\s*(?:%|\\%|percent)", text[m.end():m.end() + 9]):  # "80%" is also 0.8
            out.append((m.start(), m.end(), Fraction(m.group(0)) / 100))
    for m in _SUP_RUN.finditer(text):  # "2⁷": the exponent is a value of its own
        out.append((m.start(), m.end(), Fraction("".join(str(unicodedata.digit(c)) for c in m.group(0)))))
    for i, c in enumerate(text):
        if not c.isascii() and c not in _SUP and unicodedata.numeric(c, None) is not None and not c.isdigit():
            f = _fraction(Fraction(unicodedata.numeric(c)).limit_denominator(100))
            if f is not None:
                out.append((i, i + 1, f))
    if _LETTERS.search(text):
        for m in word_mentions(text):
            if re.fullmatch(r"(?i)double|twice|half|triple|once|single|pair|couple", text[m.start:m.end]):
                continue  # an operation or a grouping, not a stated value
            f = _fraction(m.value)
            if f is not None:
                out.append((m.start, m.end, f))
    return out


def _clause_end(t: str, start: int, stop_at_connective: bool = True) -> int:
    m = _CLAUSE_END.search(t, start)
    end = m.start() if m else len(t)
    if stop_at_connective:
        c = _CONNECTIVE.search(t, start + 1, end)
        if c and t[start:c.start()].strip():
            end = c.start()
    return end


def _trim(t: str, s: int, e: int) -> Tuple[int, int]:
    while s < e and t[s] in " \t*$,:":
        s += 1
    while e > s and t[e - 1] in " \t*$,.:|":
        e -= 1
    return s, e


def result_slots(t: str, *, options: bool = False, data: bool = False) -> List[Tuple[int, int, str]]:
    """The result slots of segment text ``t`` (module docstring) as ``(start, end, kind)``, the content's
    span. ``options``: the problem lists options (choice slots); ``data``: ``t`` is a data block
    (every ``key: value`` line is a slot)."""
    out: List[Tuple[int, int, str]] = []
    if data:
        for m in _DATA_KEY.finditer(t):
            out.append((m.start(1), m.end(1), "keyvalue"))
        return out
    # relations: the last one of each clause
    pos = 0
    while pos < len(t):
        end = _clause_end(t, pos, stop_at_connective=False)
        me = _MATH_END.search(t, pos, end)
        end = me.start() if me and me.start() > pos and me.group(0) != "$" else end
        rels = list(re.finditer(_REL, t[pos:end]))
        if rels:
            r = rels[-1]
            closes = [x for x in (t.find("$", pos + r.end(), end), t.find("\\]", pos + r.end(), end),
                                  t.find("\\)", pos + r.end(), end)) if x >= 0]
            dollar = min(closes) if closes else -1  # the math closes: "$...$", "\\[ ... = k \\]has a solution": prose after
            colon_at = first_outside_brackets(t, pos + r.end(), end)  # ": ..." and ", ..." open clauses (not a tuple's comma)
            stop = min(dollar if dollar >= 0 else end, _clause_end(t, pos + r.end()),  # "x = 3 gives ...": two slots
                       colon_at if colon_at >= 0 else end)
            s, e = _trim(t, pos + r.end(), stop)
            if e > s:
                out.append((s, e, "relation"))
        colon = re.search(r"(?:\d|\)):\s+(?=\S)", t[pos:end])  # "12 : 20" is a ratio, no slot
        if colon and not _STEP_LABEL.search(t[pos:pos + colon.start() + 1]):  # "Step 2: drop 5" is a label
            s, e = _trim(t, pos + colon.end(), end)
            if line_label_end(t[pos:end]) == colon.end() and not values_in(t[s:e]):
                s = e  # "Method 1: Direct addition": a line label before a value-free title
            if e > s and not re.search(_REL, t[s:e]):
                out.append((s, e, "relation"))
        pos = end + 1
    for m in _CONNECTIVE.finditer(t):
        end = _clause_end(t, m.end())
        nxt = _CONNECTIVE.search(t, m.end(), _clause_end(t, m.end(), stop_at_connective=False))
        if nxt and end < len(t) and nxt.start() == end:
            continue  # "so p must be ...": the subject before the next connective is no result
        s, e = _trim(t, m.end(), end)
        if e > s and not re.search(_REL, t[s:e]):
            out.append((s, e, "connective"))
    for m in _DASH.finditer(t):
        s, e = _trim(t, m.end(), _clause_end(t, m.end()))
        if e > s and not _CONNECTIVE.match(t, s) and not _EXPLAIN_LEAD.match(t, s) and not re.search(_REL, t[s:e]):  # "— so we multiply ...": the
            # connective's slot; "— since 7 · 143 = 1001": an explanation (its relation is a relation slot)
            out.append((s, e, "connective"))
    for m in _HEADING.finditer(t):
        g = next(i for i in (1, 2, 3) if m.group(i) is not None)
        if not _LABEL_HEADING.search(m.group(g)):  # a line label's number ("Method 1:") is no value of the title
            out.append((m.start(g) + line_label_end(m.group(g)), m.end(g), "title"))
    pm = _PREAMBLE.match(t)
    if pm:
        s, e = _trim(t, pm.end(), _clause_end(t, pm.end(), stop_at_connective=False))
        if e > s:
            out.append((s, e, "heading"))
    om = _OPENER.match(t)
    if om:
        out.append((om.start() + len(om.group(0)) - len(om.group(0).lstrip(" *")), om.end(), "heading"))
    for m in _KEYVALUE.finditer(t):
        out.append((m.start(2), m.end(2), "keyvalue"))
    for m in _TOTAL_ROW.finditer(t):
        out.append((m.start(1), m.end(1), "keyvalue"))
    for m in _ASIDE.finditer(t):
        if re.search(r"[A-Za-z]{2,}", m.group(1)) and not re.match(r"\s*(?:mod|e\.g\.|see|cf\.)", m.group(1)):
            in_title = any(h.start() <= m.start() and m.end() <= h.end() for h in _HEADING.finditer(t))
            out.append((m.start(1), m.end(1), "title" if in_title else "aside"))  # "### Check (shoelace formula)": the title's
    for m in _QUESTION.finditer(t):
        out.append((m.start(1), m.end(1), "question"))
    for m in _MARK.finditer(t):
        out.append((m.start(), m.end(), "mark"))
    if options:
        for m in _CHOICE.finditer(t):
            out.append((m.start(1), m.end(1), "choice") if m.group(1) else (m.start(), m.end(), "choice"))
        for m in _STRUCK.finditer(t):
            out.append((m.start(), m.end(), "choice"))
    return out


def _in(v: Fraction, vals: Sequence[Fraction]) -> bool:
    return any(v == w or v == -w for w in vals)


def _operand_at(t: str, s: int, e: int) -> bool:
    before, after = t[max(0, s - 8):s], t[e:e + 8]
    return bool(re.search(r"(?:[-+*/×·÷^−(,{]|\\cdot|\\times|\\[dtc]?frac\{?|\\sqrt\{?|√|\btimes|\bplus|\bminus|\bof|\bby|\bdivides?)\s*\$?\s*$",
                          before) or re.match(r"\s*\$?\s*(?:[-+*/×·÷^−)=<>≤≥!,→⇒]|\\cdot|\\times|\b(?:times|plus|minus))", after))

# a relation in a clause that defines or recalls ("Let s = ...", "Use i^2 = -1", "where n = 5"): no result
_DEFINES = re.compile(r"(?:^|[.;:]\s+|\n)\s*(?:let|use|using|recall|note\s+that|set|define|substitute|plug\s+in|suppose|assume|"
                      r"where|with|given|since|because|as)\b[^.;\n]*$", re.IGNORECASE)
# the left side still holds an operation on an unknown and the right side is a number ("2x = 6"): an equation to solve
_TO_SOLVE = re.compile(r"(?:\d\s*[a-z]\b|\b[a-z]\s*[-+*/·×]\s*[a-z]\b|[a-z]\s*(?:\^|[²³])|[a-z]\s*[-+*/·×]\s*\d|\d\s*[-+*/·×]\s*[a-z]\b)[^=]*=\s*\$?\s*$")

# a number in plain digits leading the right side ("36 equally likely outcomes", "900°", "8.56")
_PLAIN_NUM = re.compile(r"[-−]?\d{1,9}(?:\.\d{1,6})?(?:\s*(?:°|%|cm²|m²))?(?![\d/^.⁰¹²³⁴⁵⁶⁷⁸⁹]|\s*(?:[-+*/×·÷^(−]|\\cdot|\\times|\\div))")
# a lone radical ("= \\sqrt5", "= 2\\sqrt{3}", "= √7"): a number in closed form, which the reader reads by value
_PLAIN_RADICAL = re.compile(r"\$?\s*\d{0,6}\s*(?:\\sqrt\s*(?:\{\s*\d{1,6}\s*\}|\d{1,6})|√\s*\d{1,6})\s*\$?"
                            r"(?!\s*(?:[-+*/×·÷^(−]|\\cdot|\\times|\\div))")
# the left side of a relation is shown arithmetic on digits, or a function of digits
_WORK_LEFT = re.compile(r"(?:\w\([^()=]*\d[^()=]*\)|\d\s*(?:°|²|³|\^\{?\d+\}?)?\s*(?:[-+*/×·÷^−]|\\cdot|\\times)\s*[\d(][^=≈]*?)"
                        r"\s*\$?\s*(?:=|≈)\s*\$?\s*$")
# a clause that predicates ("the total is not divisible by 2"): for a verdict or word answer, a verdict
_PREDICATE = re.compile(r"(?i)\b(?:is|are|isn't|aren't|not|cannot|can't|does|doesn't|has|have|must)\b")
_EXPLAINS = re.compile(r"\s*(?:by|via|using|see|since|because|as|from|for|e\.g\.|i\.e\.|cf\.|note|not|mod|where|with|if|"
                       r"in|on|at|per|each|every|all|both|neither|either|without|including|excluding)\b|\s*\w+$", re.IGNORECASE)
_VERDICT_ONLY = re.compile(r"(?:(?:also|clearly|indeed|not|still)\s+)?(?:wrong|right|correct|incorrect|true|false|fine|valid|invalid|"
                           r"impossible|possible|consistent|inconsistent|too\s+(?:big|small|large))", re.IGNORECASE)
_ALL_NONE = re.compile(r"\s*(?:none|neither|all|each|both)(?:\s+of\s+(?:them|these|those))?\s+(?:works?|fails?|fits?|qualif(?:y|ies)|(?:is|are)\s+(?:" + _VERDICT_ONLY.pattern + r"))\s*", re.I)

# an aside led by the drafter's operation ("(add the fives, then ...)"): procedure, whatever its values
_DOING = re.compile(r"\s*(?:add|subtract|remove|drop|multiply|divide|count|take|pair|group|list|cancel|double|halve|"
                    r"expand|factor|substitute|plug|carry|borrow|round|reduce|simplify|sort|skip)\b", re.IGNORECASE)
_EXPR_OP = re.compile(r"[-+*/×·÷^−]|\\(?:cdot|times|frac|dfrac|tfrac|sqrt)|√|[²³⁴⁵⁶⁷⁸⁹]|\)\s*\(|[\w)]\s*\(")
_LONE_VALUE = re.compile(r"\s*\$?\s*[-−]?\d+(?:\.\d+)?\s*(?:/\s*\d+)?\s*\$?\s*|\s*\\[dtc]?frac\s*(?:\{\s*\d+\s*\}|\d)\s*(?:\{\s*\d+\s*\}|\d)\s*")
_LINEAR_FACTOR = re.compile(r"\(\s*[a-z]\s*[-+−]\s*\d+(?:\.\d+)?\s*\)")  # "(x − 2)": states a root
_VERBAL_OP = re.compile(r"(?i)\b(?:pairs?|groups?|sets?|rows?|lots|copies|batches|stacks|piles|bags|boxes)\s+of\b|"
                        r"\b(?:plus|minus|times|more\s+times|squared|cubed)\b")


_ROOT_OF_SUM = re.compile(r"\s*\$?\s*(?:\\sqrt\s*\{|√\s*\()\s*\d+(?:\s*(?:\^\s*\{?\d+\}?|[²³]))?"
                          r"(?:\s*(?:[-+*·×−]|\\cdot|\\times)\s*\d+(?:\s*(?:\^\s*\{?\d+\}?|[²³]))?)+\s*[})]\s*\$?\s*")


def _expression(content: str) -> bool:
    """``content`` is an expression with an operation in symbols only (``x(x − 1)(x − 3)``, ``3³``,
    ``√2·e^{iπ/4}``): a form of the left side, not a stated value; a tuple or list (a comma) or a lone
    value (``10/22``, ``\\frac{5}{9}``) is none."""
    bare = re.sub(r"\\[A-Za-z]+|\be\^", "", content)
    if re.search(r"[A-Za-z]{3,}|,|;", bare) or _LONE_VALUE.fullmatch(content):
        return False
    body = content.strip(" $")
    return bool(_EXPR_OP.search(body[1:]))  # an operation after the first character (a sign is none)


def _new_exponent(content: str, vals_at: Sequence[Tuple[int, int, Fraction]], known: Sequence[Fraction]) -> bool:
    """A value the draft has not stated before written as an exponent (``= 2⁷``, ``= 3^{5}``): the
    expression states a new value in that place (a logarithm's result), so it is no mere form."""
    return any(not _in(v, known) and (content[s] in _SUP and re.search(r"\d$", content[:s]) or
                                      re.search(r"\d\s*\^\s*\{?\s*$", content[:s]))
               for s, _, v in vals_at)


def _verbal_arith(content: str, vals_at: Sequence[Tuple[int, int, Fraction]]) -> bool:
    """Arithmetic written in words, every value an operand of an operation word ("4 pairs of 10 plus the
    middle 5", "six more times"); "out of" (a ratio) is none."""
    ops = [m.span() for m in _VERBAL_OP.finditer(content)]
    if not ops or re.search(r"(?i)\bout\s+of\b", content):
        return False
    return all(any(0 <= os_ - e <= 16 or 0 <= s - oe <= 16 for os_, oe in ops) for s, e, _ in vals_at)


# a share counted, not yet divided ("10 of the 36 outcomes", "21 times out of 36")
_PART_OF = re.compile(r"\s*(\d+)\s+(?:[a-z-]+\s+){0,2}?(?:out\s+)?of\s+(?:all\s+)?(?:the\s+)?(\d+)(?:\s+[a-z][a-z -]*)?\s*")
_ENUMERATION = re.compile(r"\s*\w{1,8}(?:\s*,\s*\w{1,8}){2,}\s*")
_COUNT_LIST = re.compile(r"\s*\d+\s+[a-z][a-z ]{0,24}(?:,\s*(?:and\s+)?\d+\s+[a-z][a-z ]{0,24}){2,}\s*")
_PRONOUN = re.compile(r"(?i)\s*(?:it|this|that|them|these|those|both)\s*")
# a power of a number still to evaluate ("3³", "2^{5}")
_POWER = re.compile(r"(?<![\w.])\d+\s*(?:[²³⁴⁵⁶⁷⁸⁹]|\^\s*\{?\s*\d)")


_RATIONAL_ONLY_STOP = re.compile(r"(?i)\\(?!frac|dfrac|tfrac\b)[A-Za-z]+|\b(?:half|twice|double|times|over|of|plus|minus|"
                                 r"squared?|cubed?|roots?|powers?|reciprocal|inverse|pi|e|sinh|cosh|tanh|sin|cos|tan|cot|sec|"
                                 r"csc|arc\w+|ln|log|exp|sqrt|erf|gamma|zeta|euler|catalan|golden)\b|[π√^*/·×÷+−]|"
                                 r"(?<![\d\s{])-|\d[A-Za-z]")


def rational_only(content: str, answer_floats: Sequence[float] = ()) -> bool:
    """``content`` states only plain rational numbers (digits, decimals, ``\\frac{1}{2}``) and words that are no
    operation or constant: no command but a fraction's, no operation word ("half", "times", "of"), no symbol of an
    irrational (π, √, a power), and no value within 5% of one of ``answer_floats`` (a decimal approximation of the
    answer, "about 0.577" for γ, is its statement). Such a clause cannot state an irrational answer."""
    vals = values_in(content)
    if not vals or any(abs(float(v) - a) <= 0.05 * abs(a) + 1e-9 for _, _, v in vals for a in answer_floats):
        return False
    return not _RATIONAL_ONLY_STOP.search(_LONE_FRACTION.sub(" 1 ", content))  # a fraction literal is one value


def _unknown_chain(before: str) -> bool:
    """The relation chain ending at the slot starts from a side in a letter of its own (``1/t = 1/3 + 1/6 = 3/6 =``):
    the chain solves for that unknown, so its evaluated value is the unknown's relation, no mere arithmetic; a function
    at a point (``f(-1) = ...``) or a label (``Minutes: 45 × 20 =``) is no unknown."""
    line = re.split(r"[.;:\n]\s", before)[-1]
    head = re.sub(r"\\[A-Za-z]+", " ", line.split("=")[0])
    head = head.rsplit("$", 1)[-1] if head.count("$") % 2 else \
        re.search(r"(?:[^A-Za-z]|(?<![A-Za-z])[A-Za-z](?![A-Za-z]))*$", head).group(0)  # the math of the side, no prose
    return bool(re.search(r"(?<![A-Za-z\\])[A-Za-z](?![A-Za-z(])", head))


def _answer_value(v: Fraction, answers: Sequence[str]) -> bool:
    """``v`` equals one of the graded answer's values, compared as values (``10/22`` is ``\\frac{5}{11}``)."""
    import sympy as sp

    return any(values_equal(sp.Rational(v.numerator, v.denominator), x) for a in answers for x in parse_answer(a).values)


def _words(text: str) -> List[str]:
    return re.findall(r"[a-z0-9]+", text.lower().replace("$", ""))


def quotes_problem(content: str, problem: str) -> bool:
    """``content`` is a run of at least four words that the problem writes in the same order (case, spacing, math
    delimiters and punctuation aside): a given restated, no result of the draft's."""
    w = _words(content)
    if len(w) < 4:
        return False
    return (" " + " ".join(w) + " ") in (" " + " ".join(_words(problem)) + " ")


def licensed(content: str, kind: str, *, known: Sequence[Fraction], givens: Sequence[Fraction], later: str,
             connective: Optional[str] = None, numeric_answer: bool = True, counts_other=None, work_before: bool = False,
             options: Sequence[Fraction] = (), symbolic_answer: bool = False, choice_problem: bool = False,
             scalar_answer: bool = False, vocabulary: Optional[str] = None, derived: Sequence[Fraction] = (),
             answer_values: Sequence[Fraction] = ()) -> bool:
    """Whether a slot's ``content`` stays (module docstring: givens or one value stated before, used later,
    arithmetic still to do, procedural prose). ``known``: the givens and the values the kept text
    before the slot states; ``givens``: the problem's values alone; ``later``: the kept text after it;
    ``connective``: the word that opened a connective slot; ``numeric_answer``: the answer is a value (a
    bare verdict word about something else then stays); ``counts_other``: ``f(end)`` says whether the value
    ending at ``end`` of ``content`` counts a thing the problem names other than the asked one; ``work_before``:
    the relation's left side is shown arithmetic (``6 × 6``, ``gcd(18, 42)``, ``C(5,3)``); ``options``: the
    values of the problem's options (a plain number equal to one is a choice); ``symbolic_answer``: the answer
    is a formula (then a short formula of givens is a result of its kind); ``choice_problem``: the problem
    lists options (a check mark names one); ``scalar_answer``: the answer is one value (neither a tuple,
    a set, a ± pair nor a choice), so two values listed ("5 or 6") are alternatives, not the answer; ``vocabulary``: the
    problem's text (a value-free formula or clause in its terms is work,
    ``agon.workprose.in_own_terms``); ``derived``: values the draft derived before the slot with work on the
    left (``4 · 9 = 36``), the answer's aside: known to a clause that procedure follows ("... is 36 and we subtract 9");
    ``answer_values``: the answer's values (a title naming one states it)."""
    content = currency_blanked(content)  # "$750 + $430 + $700": dollar amounts, no math delimiters
    if vocabulary and kind in ("connective", "aside", "relation") and quotes_problem(content, vocabulary):
        return True  # "There are twice as many boys as girls": the problem's own words, a given restated
    vals_at = values_in(content)
    vals = [v for _, _, v in vals_at]
    verdict_clause = not numeric_answer and kind == "connective" and bool(_PREDICATE.search(content))
    if numeric_answer and not choice_problem and work_clause(content, kind, vals, vocabulary or "", answer_values): return True  # noqa: E701
    if kind == "mark":
        return numeric_answer and not choice_problem  # a check after a test; for a verdict or a choice it names one
    if kind == "choice":
        return False
    if kind == "aside" and _DOING.match(content):
        return True  # "(add the fives, then remove the double-counted fifteens)": procedure
    if kind == "aside" and re.fullmatch(r"\s*(?:in\s+)?(?:base|radix|mod(?:ulo)?)\s+\d+\s*", content):
        return True  # "Compare logs (base 10)": the setting of the work, a label
    if kind == "aside" and scalar_answer and not choice_problem and vals and answer_values and other_values_only(content, vals_at, answer_values):
        return True  # "(because 2024 = 4·506)", "(no divisor among 2, 3)": every value read, none the answer's in any unit
    if numeric_answer and ((not vals and _VERDICT_ONLY.fullmatch(content)) or (_ALL_NONE.fullmatch(re.sub(r"\s*\([^()]*\)\s*$", "", content)) and 0 not in answer_values and not values_in(re.sub(r"\s*\([^()]*\)\s*$", "", content)))):
        return True  # "which is wrong" about a rejected guess, "none works" over listed candidates (no count answer 0)
    if not vals:
        if kind in ("aside", "connective", "relation") and numeric_answer and not (choice_problem or scalar_answer) and \
                too_few_values(content, vals_at, answer_values):
            return True  # a value-free slot cannot state a tuple or set answer (agon.slot_arity)
        if kind in ("aside", "connective") and numeric_answer and not choice_problem and \
                (symbol_free(content, answer_values) if symbolic_answer else
                 number_free(content, answer_values) or one_other_number(content, answer_values)):
            return True  # a reason with no number-bearing token ("(the larger one, so not the answer)"), none that bears a
            # symbol either where the answer is a formula or constant ("(odd moments vanish)"): agon.number_free
        if kind in ("relation", "connective") and _PRONOUN.fullmatch(content):
            return True  # "... out of 36 give it": a pronoun for a value named before, no statement
        if kind == "title" and (not re.search(r"\s(?:—|–|-)\s|:\s", content) or numeric_answer and not choice_problem and
                                not RESULT_LABEL.match(content)):
            return True  # a section title without a value ("## Counting pairs", "Side remark: the diagonal"); not "Verdict: ..."
        if kind in ("relation", "connective") and numeric_answer and not choice_problem and vocabulary is not None and \
                in_own_terms(content, vocabulary):
            return True  # a formula or clause in the draft's own terms ("Total = boxes × apples per box")
        if kind == "aside" and not choice_problem and _ENUMERATION.fullmatch(content):
            return True  # "(HH, HT, TH, TT)": the cases listed, work
        if kind == "aside" and _EXPLAINS.match(content):
            return True  # "(by symmetry)", "(see above)"
        if kind == "relation" and not re.search(r"[A-Za-z]{4,}", re.sub(r"\\[A-Za-z]+", "", content)):
            return True  # a formula in symbols only: no value stated
        return bool(_PROCEDURAL.match(content))
    if kind == "title" and numeric_answer and not choice_problem and answer_values and not RESULT_LABEL.match(content) and \
            all(_in(v, [*known, *derived]) and not _in(v, answer_values) for v in vals):
        return True  # a section title naming only values the reader has ("Listing the multiples of 12:"), none the answer's
    if kind in ("heading", "title", "question"):
        return False  # a title, a preamble claim or a guess states; it neither computes nor is given
    halves = re.split(r",?\s+and\s+(?:then\s+)?(?=(?:we|I|let's)\b)", content, maxsplit=1)
    if kind == "connective" and scalar_answer and len(halves) == 2 and _PROCEDURAL.match(halves[1]) and \
            licensed(halves[0], kind, known=[*known, *derived], givens=givens, later=halves[1] + later, connective=connective,
                     numeric_answer=numeric_answer, scalar_answer=scalar_answer):
        return True  # "the result of the first step is 36 and we subtract 9": a licensed clause, then procedure
    part = _PART_OF.fullmatch(content)
    if part and int(part.group(1)) < int(part.group(2)) and (kind == "relation" or kind == "connective" and connective == "—"):
        return True  # "= 10 of the 36 outcomes", "— 3 of the 8 equally likely outcomes": the counts of a share, still to divide
    if kind in ("relation", "connective") and numeric_answer and not symbolic_answer and not choice_problem and (
            kind == "relation" and _expression(content) and not _new_exponent(content, vals_at, known) and (
                scalar_answer or not _LINEAR_FACTOR.search(content)) or
            _verbal_arith(content, vals_at)):
        return True  # an expression, not a stated value ("= x(x − 1)(x − 3)", "= 5²", "4 pairs of 10 plus the middle 5")
    if any(v == lv and _operand_at(later, s, e) for lv in vals for s, e, v in values_in(later)):
        return True  # (b) an intermediate: used again later (later work, the conclusion's operands)
    arith = [(m.start(), m.end() + 12) for m in _ARITH.finditer(content)]  # or in arithmetic later in its own clause
    if any(v == lv and s >= ce and re.match(r"[%°]?\s+[a-z]{3,}", content[ce:]) and any(x <= s < y for x, y in arith)
           for _, ce, lv in vals_at for s, _, v in vals_at):
        return True  # "1 corner across: \\frac{4 \\cdot 1}{2}"
    symbolic = bool(_SYMBOLIC.search(re.sub(r"\\(?:[dtc]?frac|cdot|times|left|right|text)|\b(?:and|or|the|of|is|are)\b", "", content)))
    if symbolic and len(vals) > 4:
        return True  # a long expansion ("x^4 + 8x^3 + 24x^2 + ...") is work shown
    if kind == "connective" and scalar_answer and numeric_answer and not choice_problem and known_operands(vals, [*known, *derived], answer_values, content):
        return True  # "so it compares 2.4 to 0.2": known values, none the answer's, set out as operands (agon.operand_end)
    if verdict_clause or symbolic and symbolic_answer and kind in ("relation", "connective"):
        pass  # a short formula of givens is a new result ("= i − 1", "|x| > 1"), a long expansion is work shown;
        # a verdict clause for a verdict answer is a result
    elif kind == "relation" and all(_in(v, givens) for v in vals) or (len(vals) == 1 and _in(vals[0], known)) or \
            kind == "aside" and all(_in(v, known) for v in vals):
        return True  # (a) givens, or one value stated before (several may compose a new result)
    if _COUNT_LIST.fullmatch(content):
        return True  # the parts counted one by one ("4 on top, 4 on the bottom, 4 vertical"): a sum still to do
    lead = (_PLAIN_NUM.match(content) or _PLAIN_RADICAL.match(content)) if kind == "relation" else None
    if lead and _in(vals[0], options):
        lead = None  # an option's value: a choice, not a number the reader weighs
    if lead:  # (e) a plain number after a relation ("6 × 6 = 36 outcomes", "s = -3"): the reader reads that form; the rest
        rest = content[lead.end():]  # of the clause is read as a clause of its own ("= 100, times 10" is no work)
        return not values_in(rest) or licensed(rest, "connective", known=[*known, *vals[:1]], givens=givens, later=later)
    if re.search(r"[A-Za-z]{3,}\s*[-+*/×·]\s*[A-Za-z(]|[\d)]\s*\(\s*[A-Za-z]{3,}", content) and kind == "relation":
        return True  # (c) a formula in words ("2(length + width)"): an expression still to evaluate
    if kind == "connective" and re.match(r"there\s+(?:is|are)|there's", connective or "", re.IGNORECASE):
        return True  # "there are 5 red and 3 blue": quantities of the setting
    listed = re.sub(r"\\[{}]|\\(?:left|right)\b", " ", re.sub(r"^[A-Za-z][\w\s']{0,40}?(?:\b(?:is|are)\b|:)\s*", "", content))  # "the list is 30, 60, 90", "\\{3, 5\\}"
    if (len(vals) >= 3 or len(vals) == 2 and scalar_answer and abs(vals[0]) != abs(vals[1])) and re.fullmatch(r"[-−\s\d.,;()\[\]{}$]+(?:,?\s*(?:and|or)\s*[-−\s\d.,()$]+)?[.…\s]*", listed):
        return True  # an enumeration "30, 60, 90": listing is work
    counted = [content[cs:ce].isdigit() and counts_other(ce) for cs, ce, _ in vals_at] if counts_other else []
    if any(counted) and all(c or _in(v, known) for c, v in zip(counted, vals)):
        return True  # "12 marbles": a count in digits of a thing the problem names, not of the asked one
    expr = re.sub(r"^(?:the\s+)?[A-Za-z][\w\s]{0,40}?\b(?:is|are|was|equals|becomes)\s+", "", content)  # "the count is ..."
    head = re.match(r"[-−\d\s+*/×·÷^()²³.°]+(?=\s+[A-Za-z]{3,})", expr) if kind == "relation" else None
    if head and _ARITH.search(head.group(0)):  # "= 3·5 share no prime": the arithmetic is work, the words a clause
        rest = expr[head.end():]
        return not values_in(rest) or licensed(rest, "connective", known=known, givens=givens, later=later)
    if (kind == "relation" and (_ROOT_OF_SUM.fullmatch(content) or limit_variable_form(content, vocabulary or ""))) or (kind in ("connective", "relation") and words_then_arithmetic(content)):
        return True  # (c) a root of arithmetic still to do ("= \\sqrt{9 + 36}"), a formula in words then its arithmetic (agon.unevaluated)
    if kind in ("relation", "connective") and not choice_problem and calculus_to_do(content):
        return True  # (c) a clause that ends in an integral, a sum or a limit still to evaluate ("so the integral becomes
        # $\int_1^\infty \frac{du}{u^s}$"): the step, not its value (the reader reads it where it writes the answer)
    if kind in ("relation", "connective") and not choice_problem and fraction_product(content):
        return True  # (c) a fraction multiplied by a sign ("4!\\cdot\\frac{t^2}{8}"): a product still to do, any answer
    if kind in ("relation", "connective") and numeric_answer and not choice_problem and \
            (not symbolic_answer or constant_expression(content)) and pending_arithmetic(content, known):
        return True  # (c) a clause that ends in arithmetic still to do ("the total time is 11 × 4 hours", "$4\\pi \\cdot 2$")
    constants = not _SYMBOLIC.search(re.sub(r"π|\\pi\b|\\(?:[dtc]?frac|cdot|times|left|right|text)|\b(?:and|or|the|of|is|are)\b", "", content))
    to_do = _ARITH.search(expr) or (_POWER.search(expr) and not _new_exponent(content, vals_at, known))  # "3³", "π · 2²"
    if to_do and kind in ("relation", "connective", "aside") and not (symbolic and symbolic_answer and not constants) and not re.search(
            r"[A-Za-z]{3,}", re.sub(r"\\[A-Za-z]+|\b(?:and|or|of|times|plus|minus|choose)\b", "", expr)):
        if not (work_before and re.fullmatch(r"\s*\d+\s*/\s*\d+\s*", expr)):  # "= 10/22" after work: a value
            return True  # (c) arithmetic still to do (a decomposition "91 = 7·13" too: work on a value)
    return kind == "connective" and bool(_PROCEDURAL.match(content))


# words that state a verdict whatever the predicate ("so the claim holds", "(it fails)", "so no", "always")
_VERDICT_WORD = re.compile(r"(?i)\b(?:yes|no|true|false|holds?|fails?|works?|correct|incorrect|wrong|right|valid|invalid|"
                           r"possible|impossible|always|never|necessarily|exists?|counterexample|claim|statement|implication|"
                           r"affirmative|negative|indeed)\b")


_ASKS_EXISTENCE = re.compile(r"(?i)\b(?:whether|if)\s+there\s+(?:exists?|is|are)\b|\bdoes\s+there\s+exist\b|\b(?:is|are)\s+there\s+(?:an?\s+|any\s+)?\w+")


def verdict_terms(content: str, problem: Optional[str]) -> bool:
    """A clause of a yes/no draft says the verdict only where it holds the asked predicate
    (``answer_forms.relatives.problem_predicate``: "measurable" for "is f necessarily measurable?"), its antonym or a
    verdict word ("holds", "fails", "always"; a negation alone, "it is not 1", judges a step). One that holds none
    ("it is a σ-algebra", "(irreducible cubic)", "so it is $p$") is a step of the proof. Where the question asks
    whether a relation holds ("determine if $R^G \\leq QR$"), its sides take the predicate's place
    (``answer_forms.statements.asked_relation_sides``); where it asks whether something exists, a verdict or existence
    word ("such a sequence exists", "none can"). True where the problem names none of these (fail closed)."""
    from agon_mcore.agon.answer_forms.relatives import _ANTONYM, problem_predicate
    from agon_mcore.agon.answer_forms.statements import asked_relation_sides, canonical_side

    pred = problem_predicate(problem or "")
    if not pred and _ASKS_EXISTENCE.search(problem or ""):  # "Determine whether there exists a sequence ...": a clause
        # says the verdict with a verdict or existence word ("such a sequence exists"); "hence constant" is a step
        return bool(_VERDICT_WORD.search(content)) or bool(re.search(r"(?i)\bsuch\b|\bexist|\bnone\b|\bno\s+\w+\s+(?:can|will|does)\b", content))
    if not pred:
        sides = asked_relation_sides(problem or "")
        if sides is None:
            return True
        flat = canonical_side(content.replace("$", " "))  # "determine if $R^G \leq QR$": the relation's sides
        return bool(_VERDICT_WORD.search(content)) or any(x in flat for x in sides)
    stems = [pred[:max(4, len(pred) - 2)], *([_ANTONYM[pred][:max(4, len(_ANTONYM[pred]) - 2)]] if pred in _ANTONYM else [])]
    return bool(_VERDICT_WORD.search(content)) or any(re.search(r"(?i)" + re.escape(x), content) for x in stems)


_LISTED = re.compile(r"(?:(?<![\d.])[-−]?\d+(?:\.\d+)?\s*,\s*){2,}(?:and\s+)?[-−]?\d+(?:\.\d+)?\s*(?:[,;:(—–]|--)?\s*(?:which|that|so|i\.e\.)?"
                     r"\s*(?:is|are|makes?|gives?|comes\s+to)?\s*$")


def _listed_count(before: str) -> List[Fraction]:
    """The length of an enumeration that ends right before a slot ("the primes are 101, 103, 107, ..., 127, which is 6
    more"): a count the reader sees by counting, known like any shown value (the caller drops it where it is the
    answer's value: then the slot states the count asked)."""
    m = _LISTED.search(before)
    return [Fraction(len(re.findall(r"(?<![\d.])[-−]?\d+(?:\.\d+)?", m.group(0))))] if m else []


def result_slot_spans(vis: str, segs: Sequence[Segment], spans: Sequence[Tuple[int, int, str]], givens: Sequence[Any],
                      problem: Optional[str], *, options: bool = False, answers: Sequence[str] = (), count_root: bool = False,
                      conclusion: Optional[str] = None) -> List[Tuple[int, int, str]]:
    """The :data:`HIDDEN` spans to add: the content of every result slot of a kept segment before the
    conclusion that is not licensed (:func:`licensed`).

    ``spans``: what is hidden so far (the conclusion's spans carry the placeholder ``conclusion``);
    ``givens``: the problem's values; ``options``: the problem lists options; ``answers``: the graded
    answer (only its type is used: for a verdict or word answer, numbers and arithmetic are evidence);
    ``count_root``: the problem counts solutions (a root ``x = 3`` is one of the counted things). Code
    segments are read only as data blocks (``key: value`` lines). A relation in a defining clause
    ("Let ...", "Use i^2 = -1") and an equation still to solve (``2x = 6``) are no results."""
    hidden = [(s, e) for s, e, _ in spans]
    cut = min([s for s, _, ph in spans if ph == conclusion] + [len(vis)])
    # a verdict or a word answer: no numeral and no value that letters state (an order relation, a set or a constant:
    # "p > n", "\mathbb{R}", "\pi\coth\pi"; their statement needs a symbol, agon.number_free.symbol_free); a function
    # in letters keeps the verdict reading
    verdict = bool(answers) and not any(values_in(a) for a in answers) and \
        not any(_lettered_value(v) for a in answers for v in parse_answer(a).values)
    yes_no = bool(answers) and all(re.fullmatch(r"(?i)\s*(?:\\text\{\s*)?(?:yes|no|true|false)\s*\}?\s*", a) for a in answers)
    symbolic_answer = any(_SYMBOLIC.search(re.sub(r"\\(?:[dtc]?frac|dfrac|cdot|times|left|right|text\{[^}]*\})", "", a)) for a in answers)
    # a constant answer (2\pi i(e - 1), \sqrt 2: one number) cannot be stated by a formula in a variable of the work
    # (``\frac{1}{1-z} = \sum_j z^j``), which is then read as for a numeric answer; a formula, an interval or a set
    # can (``S > 2`` states ``(2, \infty)``)
    formula_answer = any(not getattr(v, "is_number", False) for a in answers for v in parse_answer(a).values)
    opt_values = [v for m in re.finditer(r"\(([A-Ea-e])\)\s*([^()]+?)(?=\s*\([A-Ea-e]\)|$)", problem or "")
                  for _, _, v in values_in(m.group(2))]
    options = options or len(opt_values) >= 2
    scalar_answer = bool(answers) and not options and not any(re.search(r"[,;±]|\\pm|\bor\b", a) for a in answers)
    if options and all(re.fullmatch(r"\s*(?:\\text\{)?\(?[A-Ea-e]\)?\}?\s*", a) for a in answers):
        verdict = symbolic_answer = False  # a choice: the options' values are the answer's
    # an answer that is one of the problem's own symbols (the ring "A" of "Prove that $\bigcap_m A_m = A$"): a slot states
    # it only as the symbol itself or a relation's last side equal to it
    sym = re.fullmatch(r"\s*(?:\\(?:text|mathrm|mathbf)\{)?\s*([A-Za-z])\s*\}?\s*", answers[0]) if answers and not options else None
    given_symbol = sym.group(1) if sym and re.search(r"(?:\$|\\\(|\\\[)[^$]*?(?<![A-Za-z\\])" + sym.group(1) + r"(?![A-Za-z])",
                                                     problem or "") else None
    am = re.search(r"(?i)\bhow\s+(?:many|much)\s+(?:[a-z]+\s+)?([a-z]{3,}?)(?:e?s)?\b|\bnumber\s+of\s+([a-z]{3,}?)(?:e?s)?\b",
                   problem or "")
    asked = (am.group(1) or am.group(2)) if am else None
    known0 = [Fraction(0)]  # the problem's numbers as written (not values it implies: "3^4" gives no 81)
    count_root = count_root or bool(re.search(r"(?i)\bhow\s+many\b|\bnumber\s+of\b", problem or ""))
    stem = re.split(r"\([A-Ea-e]\)", problem or "")[0] if options else problem or ""  # the options are no givens
    known0 += [v for _, _, v in values_in(stem)]
    out: List[Tuple[int, int, str]] = []
    answer_vals = [v for x in answers for _, _, v in values_in(x)]
    # an answer that is a real constant and no rational literal (γ, √2, π/4): its numeric values, for rational_only
    consts = [v for a in answers for v in parse_answer(a).values or [None]]
    irrational = bool(answers) and all(getattr(v, "is_number", False) and v.is_real and not v.is_Rational and
                                       not getattr(v, "is_Float", False) for v in consts)
    irrational = irrational and [float(v) for v in consts]
    # an answer with no letter in its values (a number, an interval, a set of numbers): a relation in its unknown is
    # stated only with the unknown alone on its side
    numbers_only = bool(answers) and all(getattr(v, "free_symbols", None) == set() for a in answers for v in parse_answer(a).values or [None])
    kept = blank_hidden(vis, 0, len(vis), hidden)
    given_back = LazyRegions(vis, spans, answers, problem, HIDDEN)  # work the summary gives back, shown (agon.value_work)
    slots = []
    for sg in _units(vis, segs):
        if all(a <= sg.start and sg.end <= b for a, b in hidden):
            continue
        t = vis[sg.start:sg.end]
        data = sg.kind == "code"
        if not data or re.match(r"\s*(?:```|~~~)\s*(?:ya?ml|json|toml|ini|text|txt|output)?\s*\n", t):
            slots += [(sg.start + s, sg.start + e, kind, sg) for s, e, kind in result_slots(t, options=options, data=data)]
    series = [(a, kind, _template(vis[a:b])) for a, b, kind, _ in slots]
    # the last slot first: "used later" reads only the later work that stays
    final_ops = final_operands(vis, cut)  # the final step kept as arithmetic to do: its numbers (agon.operand_later)
    for a, b, kind, sg in sorted(slots, key=lambda x: (-x[0], x[1])):
        b = min(b, cut)  # the conclusion's part is the conclusion's
        if b <= a:
            continue
        if kind == "relation" and (_DEFINES.search(vis[max(sg.start, a - 80):a]) or _TO_SOLVE.search(vis[max(sg.start, a - 30):a]) and
                                   not _LETTERS.search(vis[a:b])) or (count_root and re.search(r"\b[a-z]\s*=\s*\$?\s*$", vis[a - 6:a])):
            continue
        if verdict and kind in ("relation", "aside", "keyvalue") and not _LETTERS.search(re.sub(r"\\[A-Za-z]+", "", vis[a:b])):
            continue  # numbers are evidence for a verdict or a word answer
        if verdict and kind in ("relation", "connective") and (_VALUE_FORMULA.fullmatch(vis[a:b]) or _NUMERIC_BOUND.fullmatch(vis[a:b])
                                                               or yes_no and kind == "relation" and math_value(vis[a:b])):
            continue  # a value in symbols ("= n^2") or a bound on a number ("which is $\\le 9$") states no verdict: evidence
        if yes_no and kind == "connective" and re.search(r"\d", vis[a:b]) and not _GENERIC_VERDICT.search(vis[a:b]) and \
                not re.search(r"(?i)\b(?:not|no|never|cannot|can't|impossible|only)\b|n't\b", vis[a:b]):
            continue  # "so the board has 32 squares of one colour and 30 of the other": counts, the evidence of a yes/no
        if yes_no and kind in ("connective", "aside") and other_property(vis[a:b], problem):
            continue  # "which is not uniform in $x$" where the question asks continuity: a property it does not ask
        if any(x <= a and b <= y for x, y in hidden + [(x, y) for x, y, _ in out]):
            continue
        if given_symbol and not re.search(r"(?:^|=|\bis\b|\bequals\b|\bjust\b|\bitself\b)[\s$(]*" + re.escape(given_symbol) +
                                          r"[\s$)]*[.,;:]?\s*$", vis[a:b].strip()):
            continue  # the problem's own object in a relation ("$A \subseteq \bigcap_m A_m$"): work on it, no statement
        content = vis[a:b]  # read whole: a part hidden before licenses nothing
        if not kept[a:b].strip():
            continue
        tpl = _template(content)
        if kind in ("aside", "relation") and re.search(r"[a-z]{3,}", tpl) and any(
                x > b and k == kind and t == tpl for x, k, t in series):
            continue  # one of a series ("(so far 9)", "(so far 13)", ... ; "(1 way)", "(3 ways)"): the series' last is its result
        if kind in ("relation", "connective") and conversion(vis, max(sg.start, a - 40), a, content):
            continue  # "135 min = 2 h 15 min", "15 more days make 2 weeks and 1 day": a quantity stated before, in other units
        before = blank_hidden(kept, 0, a, [(x, y) for x, y, _, _ in slots if y <= a])  # undecided statements tell nothing
        # (but a plain list of numbers before the slot is an enumeration, licensed as listed work: its length is seen)
        known = known0 + [v for _, _, v in values_in(before)] + [c for c in _listed_count(kept[:a]) if c not in answer_vals]
        if other_calendar_value(content, answers, problem):
            continue  # a date, weekday or time of day other than the asked one: an intermediate (answer_forms.calendar)
        if intermediate_slot(content, kind, kept[b:cut], known, answers, numeric_answer=not verdict, choice_problem=options, asked=asked_noun(problem)) or \
                verdict and kind == "connective" and other_subject(vis, a, b, problem) or \
                yes_no and kind in ("connective", "aside") and not verdict_terms(content, problem) or \
                other_object_slot(vis, a, b, kind, problem, answers if scalar_answer and not options else [], [v for _, _, v in values_in(content)], vis[cut:]) or \
                scalar_answer and joined_known(content, [v for _, _, v in values_in(content)], known, answer_vals) or \
                kind == "relation" and functions_to_do(content) or not options and \
                reason_slot(vis, a, b, kind, answers, answer_vals, known, problem, asked, scalar_answer):  # agon.joined_values; agon.slot_reason
            continue  # an intermediate, another object's property: no answer position (agon.slot_position)
        if kind == "relation" and scalar_answer and not verdict and not options and not _unknown_chain(vis[sg.start:a]) and \
                (ev := evaluated_left(vis[sg.start:a], content)) is not None and \
                not any(ev == x for x in answer_vals) and not _answer_value(ev, answers):
            continue  # "f(-1) = (-3-2)/(-3) = 5/3" for 14/3: the shown arithmetic's own value, read exactly, none of the answer's
        if numbers_only and kind in ("relation", "connective") and still_to_solve(content):
            continue  # "so $2 < 2x < 8$" for the interval (1, 4), "2x = 6": the unknown still under an operation, a step to do
        if scalar_answer and kind in ("relation", "connective") and _term_of_answer(content, before, answers, problem):
            continue  # "P(both even) = 1/4 and P(both odd) = 1/4" for 1/2: a term of the final step still to do
        conn = _CONNECTIVE.search(vis, max(sg.start, a - 30), a) if kind == "connective" else None
        dash = kind == "connective" and conn is None and bool(re.search(r"\s(?:—|–|--)\s*$", vis[max(sg.start, a - 4):a]))
        later = restore(kept[b:cut], vis, b, given_back) + _BOX.sub(lambda x: " " * len(x.group(0)), vis[cut:])  # the conclusion's operands, not its box

        def counts_other(ce: int, a: int = a) -> bool:
            m = re.match(r"\$?\s+(?:[a-z]+\s+)??([a-z]{3,}?)(?:e?s)?\b", vis[a + ce:a + ce + 30])
            return bool(m and problem and asked != m.group(1) and re.search(r"(?i)\b" + m.group(1), problem) and
                        m.group(1) not in ("and", "the", "for", "more", "less", "times", "ways", "are", "was", "has"))
        if kind not in ("mark", "choice") and slot_work(content, scalar_answer=scalar_answer, answer_values=answer_vals, problem=problem):
            continue  # a constraint: bounds, a candidate set (agon.value_work)
        if kind in ("relation", "connective") and scalar_answer and not verdict and operated_later([v for _, _, v in values_in(content)], vis[b:cut], answer_vals, values_in, _operand_at,
                                                                                                 final_ops):
            continue  # an intermediate a later step operates on, hidden or not (agon.operand_later)
        if symbolic_answer and formula_answer and kind in ("relation", "connective", "aside") and other_formula(content, answers):
            continue  # a formula of the work that is not the answer's, compared as a value (agon.value_kind.other_formula)
        if irrational and kind in ("relation", "connective", "aside") and rational_only(content, irrational):
            continue  # "the integrand tends to 1/2" for the answer γ: rationals, no operation word or symbol, state no irrational
        if not licensed(content, kind, known=known, givens=known0, later=later, connective=conn.group(0).strip() if conn else "—" if dash else None,
                        numeric_answer=not verdict, counts_other=counts_other, options=opt_values,
                        symbolic_answer=symbolic_answer and (formula_answer or not _VARIABLE.search(_COMMAND.sub(" ", content))),
                        choice_problem=options, scalar_answer=scalar_answer,
                        vocabulary=problem or "", derived=_derived_before(vis[:a], answers),
                        answer_values=answer_vals,
                        work_before=kind == "relation" and bool(_WORK_LEFT.search(vis[max(sg.start, a - 50):a]))):
            out.append((a, b, HIDDEN))
            kept = kept[:a] + " " * (b - a) + kept[b:]
    # a word answer (a conic, a direction, the chosen option's word) wherever it stands outside the problem's text
    out += [(a, b, HIDDEN) for a, b in drop_other_subjects(vis, word_answer_spans(vis, answers, problem, hidden + [(a, b) for a, b, _ in out]), problem)]
    # a structured answer's components stated together, or its relation rearranged (answer_forms.components)
    taken = hidden + [(a, b) for a, b, _ in out]  # and one value in another notation (answer_forms.phrases)
    out += [(a, b, HIDDEN) for a, b in component_spans(vis, answers, problem, taken) + phrase_spans(vis, answers, problem, taken)]
    return out


_REL_SIGNS = re.compile(r"=|<|>|≤|≥|\\(?:[lg]eq?|[lg]t)(?![A-Za-z])")
_ONE_LETTER = re.compile(r"(?<![A-Za-z\\])[a-z](?![A-Za-z])")


def still_to_solve(content: str) -> bool:
    """``content`` is a relation chain in one unknown whose every side that holds the unknown still applies an
    operation to it (``2 < 2x < 8``, ``2x = 6``, ``3x - 5 > 1``; not ``1 < x < 4``): a step still to solve, the work
    before the result, not a statement of it. Raises nothing."""
    text = re.sub(r"\\(?:cdot|times)", "*", content.replace("$", " "))
    if re.search(r"\\[A-Za-z]", text) or not _REL_SIGNS.search(text):
        return False
    letters = set(_ONE_LETTER.findall(text))
    if len(letters) != 1 or re.search(r"[A-Za-z]{2,}", text):
        return False
    x = letters.pop()
    sides = [side.strip() for side in _REL_SIGNS.split(text)]
    with_x = [side for side in sides if re.search(rf"(?<![A-Za-z]){x}(?![A-Za-z])", side)]
    return bool(with_x) and all(side != x and re.fullmatch(r"[-−+*/().\d\s" + x + r"]+", side) for side in with_x)


def _term_of_answer(content: str, before: str, answers: Sequence[str], problem: Optional[str]) -> bool:
    """The slot's one value ``v`` (not the answer's) makes the answer with a value ``w`` of the work stated before it
    (``before``: the kept text; no given of ``problem``, no integer of size 2 or less) by one addition or
    multiplication (``v + w``, ``v·w``): a term or factor of the final step still to do (work, as the pending
    arithmetic of the last line is): "P(both even) = 1/4 and P(both odd) = 1/4" for 1/2. Values as the answer reader
    reads them (fractions too). Raises nothing."""
    vs = [m.value for m in number_mentions(content) if getattr(m.value, "is_number", False)]
    targets = [v for a in answers for v in parse_answer(a).values if getattr(v, "is_number", False)]
    if len(vs) != 1 or not targets:
        return False
    v = vs[0]
    givens = problem_values(problem)
    ws = [m.value for m in number_mentions(before) if getattr(m.value, "is_number", False) and
          not any(values_equal(m.value, g) for g in givens) and not (m.value.is_integer and abs(m.value) <= 2)]
    try:
        return not any(values_equal(v, x) for x in targets) and any(
            values_equal(v + w, x) or values_equal(v * w, x) for w in ws for x in targets)
    except TypeError:  # a value no arithmetic takes
        return False


_FUNC_LEFT = re.compile(r"(?:[\w}]\([^()=]*\d[^()=]*\)|\\(?:sqrt|frac|dfrac|tfrac|binom)\{[^{}=]*\d[^=]*\})\s*\$?\s*(?:=|≈)\s*$")  # \sqrt{5.76} =


def _derived_before(before: str, answers: Sequence[str]) -> List[Fraction]:
    """The values right of a relation with arithmetic on its left in ``before`` (``4 · 9 = 36``), except the answer's."""
    ans = [v for a in answers for _, _, v in values_in(a)]
    out = []
    for m in re.finditer(r"(?:=|≈)\s*\$?\s*(\d+(?:\.\d+)?)(?![\d.])", before):
        left = before[max(0, m.start() - 50):m.start() + 1]
        if (_WORK_LEFT.search(left) or _FUNC_LEFT.search(left)) and Fraction(m.group(1)) not in ans:
            out.append(Fraction(m.group(1)))
    return out


def _template(content: str) -> str:
    """``content`` with its values as ``#`` and plurals folded ("so far 13" and "so far 14", "1 way" and "3 ways"
    share one): slots of one series."""
    t = content.lower()
    for s, e, _ in sorted(values_in(t), reverse=True):
        t = t[:s] + "#" + t[e:]
    return re.sub(r"(?<=[a-z]{2})s\b", "", re.sub(r"#+", "#", re.sub(r"\s+", " ", t))).strip(" .,;")


def _units(vis: str, segs: Sequence[Segment]) -> List[Segment]:
    """Code segments as they are; the text between them by lines (a segment may split a sentence at "so")."""
    out: List[Segment] = []
    pos = 0
    for sg in [*[x for x in segs if x.kind == "code"], Segment(len(vis), len(vis), "end")]:
        for m in re.finditer(r"[^\n]+", vis[pos:sg.start]):
            out.append(Segment(pos + m.start(), pos + m.end(), "text"))
        if sg.kind == "code":
            out.append(sg)
        pos = max(pos, sg.end)
    return out
