"""Value-free reasons: a result slot with no number-bearing token cannot state a numeric answer.

The results pass (``agon_mcore.agon.results``) fails closed on a value-free clause or aside after a connective
("so it is a hendecagon", "a cool grand"), because an unread form of the answer could hide there. The price is
every reason ("(the larger one, so not the answer)", "so no solutions are lost", "(consistent with Vieta)").
This module decides by VALUE: a slot's content can state a number only through a number-bearing token, and the
lexicon of such tokens is GENERATED, not listed from examples (:func:`number_tokens`):

* digits of any script, vulgar fractions, superscripts (any character with a numeric value);
* number words of every language the reader knows (``answer_forms.languages``: the words of each converter's
  renderings of 0..100, the hundreds and a thousand), English cardinals, ordinals, fraction words and
  multiplicatives (``answer_forms.words``: "twice", "fivefold", "thirds") and their verb forms ("the area
  quadruples", "doubled", "tripling"), and any word ending in ``-fold``,
  ``-tuple``, ``-some`` on a number word;
* collective nouns and named quantities (``answer_forms.relatives``: dozen, score, gross, pair, trio, ...; and
  grand, myriad, googol, century, decade, fortnight, week, ... the calendar names), shapes and solids named by a
  count (Greek and Latin numeral prefixes times ``-gon``, ``-hedron``, ``-angle``, ``-lateral``, ...; square, cube),
  exponents in words (squared, cubed), Roman numerals (an upper-case token of I V X L C D M, the pronoun "I" aside);
* a description that names a quantity (a value pointer: "the number of ...", "as many as", "equal to ...",
  "the sum of ...") or pins one (a superlative or an "only/unique/sole" noun phrase: "the only even prime",
  "the smallest perfect number");
* a run of two capitalised words (a name, a title or an acrostic: the initials can spell a number);
* words that state the small values themselves when the answer is one of them: 0 (no, none, nothing, never,
  empty, ...), 1 (a, an, unique, single, itself, and every word of an existence statement, of certainty or of
  wholeness: there, exists, exactly, only, always, surely, whole, all, injective, ...), 2 (both, either, neither, twin,
  ...), 1/2 (half, even, evens, fair), 100 (all, every: a percentage); for -1 the words of a sign (minus, negative,
  opposite, inverse, ...).

"one" as a pronoun (after a determiner or an adjective: "the larger one", "each one", "no one", "a new one") is
no number. The caller licenses a value-free slot only for a numeric answer of a problem without options, and
never for a verdict or a word answer (the slot then holds the predicate).

A formula or a constant answer (``3st(t - s)``, ``-1/e``, ``\\sqrt 2``) can be stated only through a token that bears a
number or a symbol (:func:`symbol_free`): besides the number-bearing tokens, a single letter other than the articles
and the pronoun "I" (a variable, e), any math markup or symbol character, a Greek letter's name, the name of a
constant or a function (pi, tau, Euler, golden, sqrt, log, exp, sin, ...) or a word that composes values (times,
plus, minus, over, reciprocal, inverse, root, squared). A reason with none of them ("(odd moments vanish)", "(a
Laurent series with negative powers of every order: an essential singularity)") is work for such an answer too. Cost: about 2 s of ``num2words`` calls
the first time the multilingual lexicon is needed in a process, then one set lookup per word.
"""
from __future__ import annotations

import functools
import re
import unicodedata
from fractions import Fraction
from typing import FrozenSet, Sequence

__all__ = ["number_tokens", "number_free", "symbol_free", "one_other_number"]

_GREEK = ("mono hen di do duo tri tetra tessara penta hexa hepta octa okta ennea nona deca deka hendeca undeca "
          "dodeca icosa triaconta tetraconta pentaconta hecta hecto chilia kilo myria").split()
_LATIN = "uni bi tri quadri quadru quinque quinqu quint sex sext septem sept octo novem nove dec deci decem centi milli".split()
_SHAPE_ENDS = ("gon", "gons", "gonal", "hedron", "hedra", "hedrons", "hedral", "angle", "angles", "angular", "lateral",
               "laterals", "ad", "ads", "tuple", "tuples", "plet", "plets", "ennial", "mester", "cycle", "pod", "ped")
_NAMED = ("dozen dozens score scores gross grand grands myriad myriads googol googolplex century centuries decade decades "
          "millennium millennia fortnight fortnights week weeks weekend biennium lustrum score pair pairs couple couples "
          "brace trio trios quartet quintet sextet septet octet nonet duet duets twin twins triplet triplets quadruplet "
          "quintuplet dual duo solo single singles triad tetrad square squares squared cube cubes cubed cubic quadratic "
          "linear quartic quintic hundreds thousands millions billions trillion trillions zillion lakh crore unity nil "
          "nought naught zilch dime dimes nickel nickels penny pennies quarter quarters buck bucks fiver tenner "
          "percent cent cents deck alphabet octave hat-trick monday tuesday wednesday thursday friday saturday sunday "
          "january february march april june july august september october november december "
          # units: one of them names a quantity in another (a mile is 5280 feet, a revolution 360 degrees)
          "revolution revolutions rev revs turn turns radian radians degree degrees circle circles semicircle quadrant "
          "hour hours minute minutes second seconds day days month months year years mile miles yard yards foot feet "
          "inch inches gallon gallons quart quarts pint pints ton tons tonne stone league leagues furlong fathom acre "
          "hectare liter litre liters litres meter metre meters metres kilogram kilograms gram grams pound pounds ounce "
          "ounces dollar dollars euro euros "
          # a modifier that makes a unit a quantity ("a whole revolution", "a full day"), a famous number's epithet
          "whole full complete entire perfect lucky unlucky magic beast famous famously").split()
# shapes named by their vertices ("triangle $PRS$"): the problem's figure, no count
_FIGURE_WORDS = frozenset("triangle triangles quadrilateral rectangle square rhombus parallelogram trapezoid trapezium "
                           "pentagon hexagon heptagon octagon polygon cube tetrahedron prism pyramid".split())
# the units of _NAMED (a quantity only with a count or a modifier: "a full circle"), and the determiners that
# make one of them a thing of the problem instead
_UNIT_NOUNS = frozenset(_NAMED[_NAMED.index("revolution"):_NAMED.index("whole")])
_DEFINITE = frozenset("the these those this that its their our my your his her".split())
_POINTER = re.compile(r"(?i)\b(?:(?:number|count|amount|total|sum|product|quotient|difference|value|size|age|quantity|answer|meaning)\s+(?:of|to|for)|"
                      r"as\s+(?:many|much|large|big|old)|how\s+(?:many|much)|equals?|equal\s+to|same\s+as|the\s+same|"
                      r"only|unique|uniquely|sole|lone|solely|exactly|precisely|most|least|max(?:imum|imal)?|min(?:imum|imal)?|"
                      r"\w{2,}est)\b")
_NOT_SUPERLATIVE = frozenset("test rest interest suggest request honest manifest contest digest protest arrest invest "
                             "guest quest forest modest earnest harvest nest west best".split())  # "best" is one, but pins nothing numeric
_SMALL = {0: "no none nothing nobody never empty neither nor zero nil null vanishes vanish cancels cancel".split(),
          1: "a an unique single sole itself alone once identity unit whole certain certainly surely always".split(),
          2: "both either neither twin twice double pair couple other second".split()}
_HALF = "half halves even evens fair".split()
# what states 1 besides its own words: an existence statement ("there is", "it exists", "has a root"), certainty and
# wholeness (a probability or a share of 1: "always", "surely", "the whole")
_ONE = ("there exist exists existed existing existence exactly only sure guaranteed guarantees inevitable inevitably "
        "definite definitely full fully entire entirely whole total totally all every everything everywhere always "
        "certain certainty same identical injective bijective one-to-one singleton lone solitary trivial trivially").split()
_MINUS = "minus negative negatively negated negation negate opposite reversed reverse inverse".split()
_HUNDRED = "all every always certain".split()
_ONE_PRONOUN_BEFORE = re.compile(r"(?i)\b(?:the|each|every|no|any|which|this|that|another|some|a|an|such|what|only|last|new|"
                                 r"other|same|right|wrong|first|second)\s+(?:[a-z]+(?:er|est|ive|ous|al|ic|ed|ing|ve|ll|ong|ht|ig|ew)\s+)?$")
_WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")


@functools.lru_cache(maxsize=1)
def _foreign() -> FrozenSet[str]:
    from agon_mcore.agon.answer_forms.languages import NOT_NUMBER_WORDS, _keep, _languages, _vocabulary

    out = set()
    for lang in _languages():
        out |= {w for w in _vocabulary(lang) if _keep(w) and w not in NOT_NUMBER_WORDS}
    return frozenset(out)


@functools.lru_cache(maxsize=1)
def number_tokens() -> FrozenSet[str]:
    """The English and generated number-bearing words (lower case; module docstring), without the multilingual
    words (read lazily by :func:`number_free`). Raises nothing."""
    from agon_mcore.agon.answer_forms.words import _CARD, _FRACW, _MULT, _ORD

    base = set(_CARD) | set(_ORD) | set(_FRACW) | set(_MULT) | set(_NAMED)
    base |= {w + "s" for w in _CARD} | {w + "fold" for w in _CARD} | {w + "some" for w in _CARD}
    base |= {p + e for p in _GREEK + _LATIN for e in _SHAPE_ENDS}
    base |= {"triangle", "triangles", "quadrilateral", "rectangle", "rectangles", "pentagram", "hexagram", "trillion",
             "bicycle", "tricycle", "unicycle", "tripod", "biped", "quadruped", "centipede", "millipede", "bifold",
             "triple", "triples", "quadruple", "quintuple", "sextuple", "septuple", "octuple", "nonuple", "decuple",
             "tenfold", "hundredfold", "thousandfold", "manifold"}
    base |= {w[:-1] + e for w in list(base) if w.endswith(("ple", "ble")) and w != "couple" for e in ("es", "ed", "ing")}  # "quadruples"
    base.discard("one")  # decided by its place (a pronoun or a number)
    return frozenset(base)


def _norm(w: str) -> str:
    s = unicodedata.normalize("NFKD", w.casefold())
    return "".join(c for c in s if unicodedata.category(c)[0] == "L")


def number_free(content: str, answer_values: Sequence[Fraction]) -> bool:
    """Whether ``content`` (a value-free slot's text) holds no number-bearing token and no description that names or
    pins a quantity (module docstring), for an answer with the values ``answer_values`` (the small values' own words
    count then). Any digit or numeric character, a Roman numeral, "one" not a pronoun, or no answer value: False.
    Raises nothing."""
    if not answer_values or any(unicodedata.numeric(c, None) is not None for c in content):
        return False
    content = re.sub(r"\\[A-Za-z]+", " ", content)  # a LaTeX command is markup, no word ("$\\triangle ABC$")
    # a shape named by its vertices is the problem's figure, no count ("triangle $PRS$ is equilateral", "the centroid of
    # triangle ABC"); a shape word alone may state its sides or its angle sum
    content = re.sub(r"(?i)\b[a-z]+(?=\s+\$?\s*(?-i:[A-Z]{2,8})\b)", lambda m: " " if m.group().casefold() in _FIGURE_WORDS else m.group(),
                     content)
    words = _WORD.findall(content)
    lows = [w.casefold() for w in words]
    lex = set(number_tokens())
    for v in answer_values:
        lex |= set(_SMALL.get(int(abs(v)), ())) if abs(v) in (0, 1, 2) else set()
        lex |= set(_ONE) if abs(v) == 1 else set()
        lex |= set(_MINUS) if v == -1 else set()
        lex |= set(_HALF) if abs(v) == Fraction(1, 2) else set()
        lex |= set(_HUNDRED) if abs(v) == 100 else set()
    # a unit word after a definite determiner names the problem's objects ("choose the circles generically")
    lows = [w for w, prev in zip(lows, ["", *lows]) if not (w in _UNIT_NOUNS and prev in _DEFINITE)]
    if any(x in lex or x.replace("-", "") in lex or re.sub(r"[-'’]s$", "", x) in lex for w in lows for x in [w, *re.split(r"[-'’]", w)]):
        return False
    if re.search(r"\b[A-Z][^\W\d_]*[^\w\n]+[A-Z]", re.sub(r"\$[^$]*\$|\b[A-Z]{1,3}\b(?!')", " ", content)):  # (math and
        # vertex names aside: "so $\\triangle ABC \\sim \\triangle EDC$")
        return False  # a run of capitalised words: a name, a title or an acrostic ("Naively Exposes", after "Nicely, Iterating")
    if any(re.fullmatch(r"[IVXLCDM]{2,}|[VXLCDM]", w) for w in words):
        return False  # a Roman numeral (the pronoun "I" aside)
    for m in _POINTER.finditer(content):
        if m.group(0).casefold() not in _NOT_SUPERLATIVE:
            return False  # a value pointer or a definite description that pins a value
    for m in re.finditer(r"(?i)\bone\b", content):
        if not _ONE_PRONOUN_BEFORE.search(content[:m.start()]):
            return False  # "one" as a number
    foreign = _foreign()
    parts = [x for w in words for x in [w, *re.split(r"[-'’]", w)] if not x.isascii() or len(_norm(x)) >= 4]
    if any(_norm(x) in foreign for x in parts):
        return False  # a word or a hyphenated part ("vingt-deux")
    # a compound beyond the vocabulary (Dutch "honderdtachtig", German "dreihundert"): a long word that opens or ends
    # with a number word of five letters or more
    return not any(len(n) >= 8 and any(n[:k] in foreign or n[-k:] in foreign for k in range(5, len(n) - 2))
                   for n in (_norm(w) for w in words))


_GREEK_NAMES = frozenset("alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa lambda mu nu xi "
                         "omicron pi varpi rho varrho sigma varsigma tau upsilon phi varphi chi psi omega".split())
# names of constants and functions, and the words that compose a formula from values
_FORMULA_WORDS = frozenset("e pi tau euler euler's napier napier's golden silver catalan catalan's apery apery's infinity "
                           "sqrt root roots radical log ln logarithm exp exponential sin cos tan cot sec csc sinh cosh tanh "
                           "arcsin arccos arctan sine cosine tangent erf bessel gamma zeta times plus minus over divided "
                           "reciprocal inverse squared cubed product quotient".split())
_ARTICLES = frozenset({"a", "A", "I"})


def symbol_free(content: str, answer_values: Sequence[Fraction]) -> bool:
    """Whether ``content`` (a value-free slot's text) holds no token that could state a formula or constant answer
    (module docstring): :func:`number_free` for the answer's numerals other than 1 (an existence statement states no
    formula), and no single letter but the articles, no math markup, no Greek letter's name, no constant, function or
    composing word. Raises nothing."""
    values = [v for v in answer_values if abs(v) != 1] or [Fraction(7919)]  # a prime no small-value word names
    if not number_free(content, values):
        return False
    if re.search(r"[\\$^_{}=<>+*/|√π∞∑∫]|[^\x00-\x7f]", content):
        return False  # math markup or a symbol character (a non-ASCII letter may be a Greek one)
    words = _WORD.findall(content)
    if any(len(w) == 1 and w not in _ARTICLES for w in words):
        return False  # a variable or the constant e
    return not any(w.casefold() in _GREEK_NAMES or w.casefold() in _FORMULA_WORDS for w in words)


# the value each counting word states (:func:`one_other_number`): cardinals through the reader, "one", and the words
# for a group of so many; a unit ("fortnight": 14 days, 2 weeks), a shape or a solid ("cube": 6 faces, 8 vertices, 12
# edges) or a power word states several values at once and is never licensed by it (atk_s127 m08, m09)
_NAMED_VALUE = {**{w: 1 for w in "one single solo".split()}, **{w: 2 for w in "pair couple duo".split()},
                **{w: 3 for w in "trio triplet".split()}, "quartet": 4, "quintet": 5, "sextet": 6}


_COMPOSING = re.compile(r"(?i)\b(?:more|fewer|less|than|times|plus|minus|over|under|short|extra|before|after|left|remain\w*|"
                        r"another|additional|again|back|ago|later|earlier|by|per|each|every|apart|off|up|down|too|of|"
                        r"not|no|never|without|nor|neither|none|nothing|n['’]t)\b|n['’]t\b")


def _token_value(word: str):
    """The one value a number-bearing ``word`` states, or None (a unit, a modifier, a word of several values)."""
    from agon_mcore.agon.answer_forms import word_mentions

    from agon_mcore.agon.answer_forms.words import _CARD

    w = word.casefold()
    if w in _NAMED_VALUE:
        return _NAMED_VALUE[w]
    if w not in _CARD or w == "zero":  # a cardinal alone; "zero" is the small values' own word
        return None
    ms = word_mentions(w)
    return ms[0].value if len(ms) == 1 and ms[0].start == 0 and ms[0].end == len(w) else None


def one_other_number(content: str, answer_values: Sequence[Fraction]) -> bool:
    """Whether ``content`` (a value-free slot's text) states exactly one number, in one word whose value is known and
    is none of ``answer_values``, and is otherwise :func:`number_free` ("that is, with one seat between them" where the
    answer is 144; "so the trio sits together" for 6): one word states one
    value, and with no second number-bearing word, no pointer and no word that relates it to another value (more,
    fewer, than, times, by, per, of, ...: "so the shelf holds one fewer" after "the 19th"; a negation: "not a single
    integer qualifies" states 0) there is nothing to make the answer of it. A word of the small values' own vocabulary, a digit, two number words or a word of unknown value: False.
    Raises nothing."""
    if not answer_values or any(unicodedata.numeric(c, None) is not None for c in content):
        return False
    lex = number_tokens()
    hits = [m for m in _WORD.finditer(content)
            if m.group().casefold() in lex or re.sub(r"[-'’]s$", "", m.group().casefold()) in lex
            or m.group().casefold() == "one" and not _ONE_PRONOUN_BEFORE.search(content[:m.start()])]
    if len(hits) != 1 or _COMPOSING.search(content):
        return False  # (a relation word makes the one value a relative of another: "so the shelf holds one fewer")
    v = _token_value(re.sub(r"[-'’]s$", "", hits[0].group()))
    if v is None or any(Fraction(v) == abs(a) or Fraction(1, 1) / Fraction(v) == abs(a) for a in answer_values):
        return False
    blanked = content[:hits[0].start()] + " " + content[hits[0].end():]
    return number_free(blanked, answer_values)
