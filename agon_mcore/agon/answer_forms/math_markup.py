"""Math written in markup, normalised to the plain or LaTeX form the value reader reads (``markup.markup_edits``).

A person reading rendered text reads ``<sup>3</sup>&frasl;<sub>2</sub>`` as the fraction three halves, ``7<sup>2</sup>``
as a power, ``1011<sub>2</sub>`` as a base-2 numeral and ``<math><mfrac><mn>3</mn><mn>2</mn></mfrac></math>`` as a
fraction. Removing the tags (as other formatting tags are) loses that structure or builds a wrong number
(``7<sup>2</sup>`` read as ``72``). One normalisation, by structure, not a rule per tag:

* **positional markup** (HTML ``<sup>``/``<sub>``, Unicode superscript and subscript digits): a superscript
  followed by a fraction slash (``&frasl;``, U+2044, U+2215 or ``/``) and a subscript is the fraction numerator over
  denominator (``A/B``; after a digit a space first, so ``1<sup>1</sup>&frasl;<sub>2</sub>`` reads as the mixed
  number ``1 1/2``); any other ``<sup>`` is a power (``^``) and any other ``<sub>`` an index (``_``) of what stands
  before it; two or more pieces of digits raised and lowered in turn with no base before them are one numeral's
  pieces (``= <sup>2</sup><sub>4</sub>`` reads as ``= 24``); a bare fraction slash is ``/``;
* **MathML** (a ``<math>`` block, or a presentation element such as ``<mfrac>`` written without one): the tree is
  read element by element into LaTeX (``mfrac`` -> ``\\frac``, ``msup`` -> ``^``, ``msub`` -> ``_``, ``msqrt`` /
  ``mroot`` -> ``\\sqrt``, token elements ``mn``/``mi``/``mo``/``mtext`` -> their text, ``mrow`` and the rest -> their
  children in order) and the whole block becomes ``$...$``.

:func:`math_markup_edits` returns the edits in ``markup.markup_edits``' form; a reading inside an edited piece maps
back onto the whole piece (the whole block is hidden when it states the answer).
"""
from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from typing import Dict, List, Optional, Tuple

__all__ = ["math_markup_edits", "mathml_latex", "HINT"]

HINT = re.compile(r"<(?:sup|sub|math|m[a-z]{1,9})\b|[\u2044\u2215]|[\u2070\u00b9\u00b2\u00b3\u2074-\u207b]", re.IGNORECASE)

_SUPD = dict(zip("\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079\u207b", "0123456789-"))
_SUBD = dict(zip("\u2080\u2081\u2082\u2083\u2084\u2085\u2086\u2087\u2088\u2089\u208b", "0123456789-"))
_SLASH = r"(?:&frasl;|&#8260;|&#x2044;|[\u2044\u2215/])"
_HTML_FRAC = re.compile(r"<sup(?:\s[^<>\n]{0,80})?>\s*([^<>\n]{1,40}?)\s*</sup>\s*" + _SLASH +
                        r"\s*<sub(?:\s[^<>\n]{0,80})?>\s*([^<>\n]{1,40}?)\s*</sub>", re.IGNORECASE)
_UNI_FRAC = re.compile("([%s]+)\\s*[\u2044\u2215/]\\s*([%s]+)" % ("".join(_SUPD), "".join(_SUBD)))
# two or more superscript or subscript pieces of digits glued together with no base before them ("= <sup>2</sup><sub>4</sub>"):
# a numeral spread over raised and lowered pieces, read as the numeral (a power or an index needs a base)
_SCRIPT_RUN = re.compile(r"(?<![\w)\]}>])(?:<(?:sup|sub)(?:\s[^<>\n]{0,80})?>\s*\d+\s*</(?:sup|sub)\s*>){2,}", re.IGNORECASE)
_HTML_SCRIPT = re.compile(r"<(sup|sub)(?:\s[^<>\n]{0,80})?>([^<>\n]{1,60}?)</\1\s*>", re.IGNORECASE)
_BARE_SLASH = re.compile("[\u2044\u2215]")
_MATH_BLOCK = re.compile(r"<(?:[A-Za-z]+:)?math\b[^<>]{0,400}>.{0,4000}?</(?:[A-Za-z]+:)?math\s*>", re.IGNORECASE | re.DOTALL)
# a presentation element written without a <math> wrapper (outermost one only; nested ones are inside it)
_BARE_ML = re.compile(r"<(mfrac|msup|msub|msubsup|msqrt|mroot|mrow|mfenced)\b[^<>]{0,200}>", re.IGNORECASE)
_ENTITY = re.compile(r"&(?!(?:lt|gt|amp|quot|apos);)(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_SIMPLE = re.compile(r"[-−]?[A-Za-z0-9.]+")


def _group(tex: str) -> str:
    """``tex`` as one operand: as is when it is one token, else in braces."""
    tex = tex.strip()
    return tex if _SIMPLE.fullmatch(tex) and (len(tex) == 1 or not tex[0].isalpha() or tex.isalpha()) else "{" + tex + "}"


def _latex(el: ET.Element) -> str:
    """The LaTeX of one MathML element (module docstring)."""
    tag = el.tag.rsplit("}", 1)[-1].split(":")[-1].lower()
    kids = [c for c in el if c.tag.rsplit("}", 1)[-1].lower() not in ("annotation", "annotation-xml")]
    parts = [_latex(c) for c in kids]
    if tag in ("mn", "mi", "mo", "mtext", "ms", "mglyph"):
        t = "".join(el.itertext()).strip()
        return {"\u2062": "", "\u2061": "", "\u00d7": "\\times ", "\u22c5": "\\cdot ", "\u2212": "-"}.get(t, t)
    if tag == "mfrac" and len(parts) >= 2:
        return "\\frac{%s}{%s}" % (parts[0], parts[1])
    if tag in ("msup", "mover") and len(parts) >= 2:
        return "%s^%s" % (_group(parts[0]), _group(parts[1]))
    if tag in ("msub", "munder") and len(parts) >= 2:
        return "%s_%s" % (_group(parts[0]), _group(parts[1]))
    if tag in ("msubsup", "munderover") and len(parts) >= 3:
        return "%s_%s^%s" % (_group(parts[0]), _group(parts[1]), _group(parts[2]))
    if tag == "msqrt":
        return "\\sqrt{%s}" % "".join(parts)
    if tag == "mroot" and len(parts) >= 2:
        return "\\sqrt[%s]{%s}" % (parts[1], parts[0])
    if tag == "mfenced":
        o, c = el.get("open", "("), el.get("close", ")")
        return o + el.get("separators", ",")[:1].join(parts) + c
    if tag == "semantics":
        return parts[0] if parts else ""
    return " ".join(p for p in parts if p) if tag in ("mtable", "mtr") else "".join(parts)


def mathml_latex(block: str) -> Optional[str]:
    """The LaTeX a MathML fragment renders (module docstring): ``<mfrac><mn>3</mn><mn>2</mn></mfrac>`` ->
    ``\\frac{3}{2}``. None when the fragment is not well-formed XML. Raises nothing."""
    src = _ENTITY.sub(lambda m: html.escape(html.unescape(m.group(0))), block)
    src = re.sub(r"<(/?)[A-Za-z]+:", r"<\1", src)  # a namespace prefix (<m:math>)
    src = re.sub(r"\sxmlns(?::\w+)?=\"[^\"]*\"", "", src)
    try:
        return re.sub(r"\s+", " ", _latex(ET.fromstring(src))).strip()
    except ET.ParseError:
        return None


def _sub_or_sup(tex: str, kind: str) -> str:
    t = tex.strip()
    body = t if _SIMPLE.fullmatch(t) and len(t) <= 12 else "{" + t + "}"
    return ("^" if kind == "sup" else "_") + body


def math_markup_edits(text: str) -> Dict[int, Tuple[int, str]]:
    """The edits that write math markup in ``text`` as plain or LaTeX math (module docstring): ``{start: (end,
    replacement)}``, non-overlapping, the ``markup.markup_edits`` form. Raises nothing."""
    if not HINT.search(text):
        return {}
    edits: Dict[int, Tuple[int, str]] = {}
    taken: List[Tuple[int, int]] = []

    def add(s: int, e: int, rep: str) -> None:
        if e > s and not any(a < e and s < b for a, b in taken):
            edits[s] = (e, rep)
            taken.append((s, e))

    def lead(s: int) -> str:  # a fraction after a digit is a mixed number's part: "1 1/2"
        return " " if s > 0 and text[s - 1].isdigit() else ""

    if "<" in text:
        for m in _MATH_BLOCK.finditer(text):
            tex = mathml_latex(m.group(0))
            if tex:
                add(m.start(), m.end(), " $%s$ " % tex)
        for m in _BARE_ML.finditer(text):
            if any(a <= m.start() < b for a, b in taken):
                continue
            close = re.compile(r"</%s\s*>" % m.group(1), re.IGNORECASE)
            for c in close.finditer(text, m.end(), m.end() + 4000):  # the matching close: the shortest well-formed one
                tex = mathml_latex(text[m.start():c.end()])
                if tex:
                    add(m.start(), c.end(), " $%s$ " % tex)
                    break
        for m in _SCRIPT_RUN.finditer(text):  # digits raised and lowered in turn with no base: one numeral's pieces
            add(m.start(), m.end(), "".join(re.findall(r">\s*(\d+)\s*<", m.group(0))))
        for m in _HTML_FRAC.finditer(text):
            a, b = (html.unescape(g).strip() for g in m.groups())
            rep = "%s/%s" % (a, b) if _SIMPLE.fullmatch(a) and _SIMPLE.fullmatch(b) else "$\\frac{%s}{%s}$" % (a, b)
            add(m.start(), m.end(), lead(m.start()) + rep)
        for m in _HTML_SCRIPT.finditer(text):
            if m.start() > 0 and not text[m.start() - 1].isspace():  # a power or an index of what stands before it
                rep = _sub_or_sup(html.unescape(m.group(2)), m.group(1).lower())
                if text[m.start() - 1].isdigit() and rep.startswith("^") and rep[1:].isdigit():
                    rep = rep[0] + "{" + rep[1:] + "}"  # a number's power braced: "3<sup>4</sup>" reads as 3^{4}, 81
                add(m.start(), m.end(), rep)
    for m in _UNI_FRAC.finditer(text):
        a = "".join(_SUPD[c] for c in m.group(1))
        b = "".join(_SUBD[c] for c in m.group(2))
        add(m.start(), m.end(), lead(m.start()) + "%s/%s" % (a, b))
    for m in _BARE_SLASH.finditer(text):
        add(m.start(), m.end(), "/")
    return edits
