"""Math written in a code draft's prose: relations in math notation and complexity reasons are the reasoning.

A code draft explains its program in math as often as in code: a definition or recurrence with subscripts and
ranges ("let lo_j = min(a[0..j-1])", "best_j = max(best_{j-1}, a_j - lo_{j-1})"), a bound (``x_i \\le x_{i+1}``), a
sum (``Σ_{k<j} a_k``), and the cost of the program with what it is spent on ("O(n^2) because of min/max/remove on
each pass"). None of this runs: ``..`` ranges, subscripts (``_j``, ``_{j-1}``), LaTeX commands and math symbols are no
Python. Read by structure:

* :func:`is_math_notation`: text carries a math marker: a ``..`` range between operands (``0..j-1``: Python reads
  ``0.`` and an attribute, a program never does), a brace subscript ``_{..}``, a LaTeX relation or operator
  (``\\le``, ``\\sum``, ``\\min``, ``\\cdot``), or a math symbol (``≤ ≥ Σ ∑ ∏ ∈ ∀ ⌊ ⌈ …``).
* :func:`math_relation_spans`: in running text, each relation ``LHS = RHS`` (to the clause's end, as a recurrence,
  ``agon.code_data.recurrence_spans``) that has a math marker, or whose left side is a subscripted name
  (``lo_j``, ``dp_i``, ``S_{k}``) and whose right side has one too: math, the work a reader should get, not a
  program statement. A relation with a statement word (``for``, ``return``, ``if``, ``;``) is not read as math.
* :func:`complexity_reason`: a clause that states a complexity bound (``O(..)``, ``Θ(..)``) and names none of the
  program's values (its variables, its parameters) lists what the cost is spent on; its operation words are no
  restatement of the program (``agon.code_prose``), which would need the operations applied to the program's data.

A program restated statement by statement in such notation is still a run (``agon.code_steps``); a Python
expression in the prose is read by overlap (``agon.code_restated``).
"""
from __future__ import annotations

import re
from typing import List, Optional, Set, Tuple

from agon_mcore.agon.code_data import right_side_end

__all__ = ["is_math_notation", "math_relation_spans", "is_math_relation", "complexity_reason", "program_values"]

_MARK = re.compile(r"(?:\w|\))\s*\.\.\s*(?:\w|\()|_\{|\\(?:le|ge|leq|geq|lt|gt|neq|sum|prod|min|max|in|cdot|times|dots|ldots|cdots|"
                   r"forall|exists|lfloor|rfloor|lceil|rceil|mid|sqrt|frac|binom|log)(?![A-Za-z])|[≤≥≠Σ∑∏∈∀∃⌊⌋⌈⌉…√]")
_SUB = re.compile(r"(?<![\w.])[A-Za-z][A-Za-z0-9]*_(?:\{[^{}\n]*\}|[A-Za-z0-9]{1,2}(?![\w(]))")
_LHS = re.compile(r"(?<![\w.])[A-Za-z][A-Za-z0-9]*(?:_(?:\{[^{}\n]*\}|[A-Za-z0-9]{1,2}))?\s*(?:\[[^\]\n]*\]|\([^()\n]*\))?\s*"
                  r"(?:=(?!=)|≤|≥|<=|>=|\\le(?:q)?(?![A-Za-z])|\\ge(?:q)?(?![A-Za-z]))")
_CONNECTIVE = re.compile(r"\s+(?:and|with|where|so|then|which|is|gives?)\b")  # ends a relation's right side
_STATEMENT_WORD = re.compile(r"\b(?:for\s+\w+\s+in|return|yield|print|def|lambda|while|elif)\b|;|:\s*$|\+=|-=|\*=")
_BIG_O = re.compile(r"(?<![A-Za-z])(?:O|Θ|Ω|o|\\Theta|\\Omega|\\mathcal\{O\})\s*\(")


def is_math_notation(text: str) -> bool:
    """``text`` carries a math marker (module docstring)."""
    return bool(_MARK.search(text))


def math_relation_spans(text: str) -> List[Tuple[int, int]]:
    """Spans of the relations in math notation written in ``text`` (module docstring)."""
    out: List[Tuple[int, int]] = []
    for m in _LHS.finditer(text):
        if out and m.start() < out[-1][1]:
            continue
        j = right_side_end(text, m.end(), _CONNECTIVE)
        rel = text[m.start():j]
        lhs, rhs = text[m.start():m.end()], text[m.end():j]
        if not rhs.strip() or _STATEMENT_WORD.search(rel):
            continue
        if is_math_notation(rel) or (_SUB.match(lhs) and _SUB.search(rhs)):
            out.append((m.start(), j))
    return out


def complexity_reason(clause: str, program: Optional[str], names: Optional[Set[str]] = None) -> bool:
    """``clause`` states a complexity bound and names none of the program's values (module docstring)."""
    if not _BIG_O.search(clause) or not program:
        return False
    from agon_mcore.agon.code_words import drop_complexity

    if names is None:
        names = program_values(program)
    rest = drop_complexity(clause)
    return not any(re.search(rf"(?<![\w.]){re.escape(n)}(?![\w(])", rest) for n in names)


def program_values(program: str) -> Set[str]:
    """The names of the program's values: what it assigns or loops over, and its function's parameters."""
    from agon_mcore.agon.answer_forms.code import _assigned_names
    from agon_mcore.agon.inline_program import function_params

    defs = set(re.findall(r"\bdef\s+([A-Za-z_]\w*)", program)) | {"import", "sys"}
    return (_assigned_names(program) | set(function_params(program))) - defs


def is_math_relation(text: str) -> bool:
    """``text`` (inline code, say) is one relation in math notation, whole (:func:`math_relation_spans`), or a value of
    a function stated as an identity (``tri(n + 1) = 1 + (n + 1)/2 = (n + 3)/2``: a call left of a single ``=`` is no
    Python, it is a closed form the reasoning states)."""
    t = text.strip().rstrip(".")
    if re.match(r"[A-Za-z_]\w*\s*\([^()]*\)\s*=(?!=)", t):
        import ast

        try:
            ast.parse(t)
        except (SyntaxError, ValueError, RecursionError):
            return True
    return any(a == 0 and b >= len(t.rstrip()) for a, b in math_relation_spans(t))
