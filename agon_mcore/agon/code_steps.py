"""The graded program restated step by step: a run of prose clauses that each restate one of its statements.

``agon_mcore.agon.code_prose`` hides a paragraph that names most of the program's *operations* at once;
a translation one statement a clause ("Set best and cur to one. For i from one to n minus one: if a of i
equals a of i minus one, add one to cur, ...", pseudo-code ``FOR i ← 2 TO ⌊√n⌋ DO``, "Line 2: while b is
nonzero, replace (a, b) with (b, a % b)") names few operations per clause and the program's own names.
In a code draft the graded program is the answer, so such a translation is the answer in another form.

Both sides become **statement tokens**: the program's names (variables, functions, methods), its operators
and keywords (``for``, ``while``, ``if``, ``else``) and its numbers; prose words map to the same tokens
(``plus``/``add`` -> ``+``, ``equals`` -> ``==``, ``larger of`` -> ``max``, ``remainder`` -> ``%``,
``one`` -> ``1``, ``←`` -> ``=``, ``otherwise`` -> ``else``). A clause (a line, or a part after ``.``, ``;``,
``:``, ``, then`` or a comma before a statement word: ``, if``, ``, append``, ``, return``; a condition and its
consequence stay one clause) **restates a statement** when it shares a weight of :data:`CLAUSE_MIN` with it (a name of
two or more characters counts 2, any other shared token 1) and at least one shared token is a name of the
program. A **run** is a paragraph's clauses that restate statements; it is a restatement when its clauses
are consecutive (a clause that restates nothing ends it; hidden text and line labels neither count nor
end it), and it is a restatement when it has at least :data:`RUN_MIN` clauses restating together at least
:data:`RUN_MIN` distinct statements and :data:`RUN_COVER` of the program's statements that do more than read
input. A clause that matches more than two statements best names only their common names and counts as none;
clauses with math, complexity, samples or lists of values are no statements. The run, from its
first restating clause to its last, is hidden; an idea in one sentence, the complexity, samples and I/O
advice restate one or two statements and stay.
"""
from __future__ import annotations

import keyword
import re
from typing import List, Sequence, Set, Tuple

from agon_mcore.agon.inline_program import function_params

__all__ = ["CLAUSE_MIN", "RUN_MIN", "RUN_COVER", "LISTING_COVER", "statement_tokens", "clause_tokens", "step_run_spans"]

CLAUSE_MIN = 2  # weight a clause shares with one statement (a name and an operation at least)
RUN_MIN = 3  # distinct statements a run restates
RUN_COVER = 0.5  # share of the program's working statements
LISTING_COVER = 0.2  # the same, for a run of a list's items (numbered or bulleted: an algorithm by its form)

_KEYWORDS = {"for", "while", "if", "else", "elif", "return", "break", "continue", "in", "not", "and", "or", "True", "False",
             "None"}
_IO_NAMES = {"int", "input", "map", "split", "list", "range", "sys", "stdin", "read", "readline", "print", "str",
             "data", "strip", "import", "def", "main", "solve"}
_OPS = re.compile(r"//|\*\*|==|!=|<=|>=|\+=|-=|\*=|\^=|%|\+|-|\*|<|>|\^|(?<![=!<>])=(?!=)")
_WORDS = [
    (r"\b(?:plus|add(?:s|ed|ing)?|increase[sd]?|increment(?:s|ed)?|more)\b", "+"), (r"\b(?:minus|subtract\w*|decrement\w*|less)\b", "-"),
    (r"\b(?:times|multipl\w+|product)\b|·|×", "*"), (r"\b(?:equals?|equal\s+to|same\s+as)\b", "=="),
    (r"\b(?:nonzero|non-zero|not\s+zero)\b", "0"), (r"\b(?:larger|largest|max(?:imum)?|bigger|greater\s+of)\b", "max"),
    (r"\b(?:smaller|smallest|min(?:imum)?|lesser)\b", "min"), (r"\b(?:remainder|mod(?:ulo)?)\b", "%"),
    (r"\b(?:integer[- ]divid\w*|floor[- ]divi\w*)\b|⌊", "//"), (r"\bxor\b|⊕", "^"), (r"\bsum\b|\badd\s+up\b|Σ", "sum"),
    (r"\b(?:squared?|power|root)\b|√", "**"), (r"\bsort\w*\b", "sorted"), (r"\blower[- ]?case\b|\blower\b", "lower"),
    (r"\b(?:count|occurs?|how\s+many\s+times)\b", "count"), (r"\b(?:set|let|assign|reset|replace|becomes?|store|start\s+with|initiali[sz]e[sd]?|empty\s+(?:list|array|set|dict))\b|←|:=", "="),
    (r"\b(?:otherwise|else)\b", "else"), (r"\b(?:if|when\w*)\b", "if"),
    (r"\b(?:for|each|every|from|repeat\w*|loop\w*|iterat\w*|go(?:es)?\s+through|walk\w*\s+through)\b", "for"),
    (r"\b(?:greater|more|larger|bigger)\s+than\b|\bexceeds?\b", ">"), (r"\b(?:less|smaller|fewer)\s+than\b|\bbelow\b", "<"),
    (r"\breturn(?:s|ed|ing)?\b|\bgive\s+back\b", "return"), (r"\btrue\b", "True"), (r"\bfalse\b", "False"),
    (r"\bnone\b", "None"), (r"\bdiffers?\b|\bnot\s+equal\b|\bdifferent\b", "!="),
    (r"\bwhile\b", "while"),
    (r"\b(?:print|output|write)\w*\b", "print"), (r"\bzero\b", "0"), (r"\bone\b", "1"), (r"\btwo\b", "2"),
]
# the same statement words in the other languages drafts are written in (Spanish, French, German, Italian,
# Portuguese): a program restated line by line in another language is the same kind as in English
_WORDS += [
    (r"\b(?:read\w*|lee|leer|lire|lit|liest|lesen|legg[ei]|ler|lê)\b", "input"),
    (r"\b(?:at\s+least|al\s+menos|au\s+moins|mindestens|almeno|pelo\s+menos)\b", ">="),
    (r"\b(?:at\s+most|como\s+mucho|au\s+plus|höchstens|al\s+massimo|no\s+máximo)\b", "<="),
    (r"\b(?:imprim[ea]\w*|muestra|escrib[ea]\w*|affiche\w*|ausgeb\w*|gib\s+aus|drucke|stampa\w*|mostra\w*|escreve\w*)\b", "print"),
    (r"\b(?:si\s+no|sino|sinon|sonst|altrimenti|senão|caso\s+contrário)\b", "else"),
    (r"\b(?:si|wenn|falls|se)\b", "if"), (r"\b(?:mientras|tant\s+que|solange|finché|enquanto)\b", "while"),
    (r"\b(?:para\s+cada|pour\s+chaque|für\s+jede[nrs]?|per\s+ogni)\b", "for"),
    (r"\b(?:orden[ae]\w*|trie\w*|sortier\w*|ordin[ae]\w*)\b", "sorted"),
    (r"\b(?:conjunto|ensemble|menge|insieme)\b", "set"), (r"\b(?:longitud|longueur|länge|lunghezza|comprimento)\b", "len"),
    (r"\b(?:suma|somme|summe|somma)\b", "sum"), (r"\b(?:dos|deux|zwei|due|dois)\b", "2"), (r"\b(?:uno|eins)\b", "1"),
]
_WORDS_RE = [(re.compile(p, re.IGNORECASE), t) for p, t in _WORDS]
_MATH_SIGNS = str.maketrans({"≤": "<=", "≥": ">=", "≠": "!=", "−": "-", "–": "-", "÷": "/", "⩽": "<=", "⩾": ">="})
_NAME_USE = re.compile(r"\s*(?:$|[^\w\s]|(?:of|and|or|is|equals?|with|to|by|minus|plus|times|mod)\b)")
_LABEL = re.compile(r"(?i)\W*(?:(?:line|step|row)\s*)?\d+\s*[:.)。．۔।]?\s*")  # "Line 2:", a list's "2." ("۲۔")
_DATA = re.compile(r"\$|\bO\(|≈|\b[A-Za-z_]\w*\s*=\s*-?\d+(?:\.\d+)?\s*(?![\w\s]*[-+*/%^])|\bsample\b|\bexample\b|\[\s*-?\d+\s*(?:,\s*-?\d+\s*){2,}\]|\d+\s*,\s*\d+\s*,\s*\d+\s*,")
_STOP = {"a", "the", "to", "of", "and", "is", "it", "with", "by", "as", "at", "be", "on", "an"}


def statement_tokens(line: str) -> Set[str]:
    """The tokens of one program statement: names (keywords aside, except the control ones), operators, numbers."""
    code = re.sub(r"#.*|(['\"]).*?\1", " ", line)
    names = {n for n in re.findall(r"[A-Za-z_]\w*", code) if not keyword.iskeyword(n) or n in _KEYWORDS}
    ops = set(_OPS.findall(code))
    ops = {"+" if o == "+=" else "-" if o == "-=" else "*" if o == "*=" else "^" if o == "^=" else o for o in ops} | \
        ({"="} if re.search(r"(?<![=!<>])=(?!=)|[-+*^]=", code) else set())
    return names | ops | set(re.findall(r"(?<![\w.])\d+(?![\w.])", code))


def clause_tokens(text: str, names: Set[str]) -> Set[str]:
    """The tokens prose names: its words through the synonym table, its operators and numbers, and the words
    that are names of the program (``names``)."""
    out = {t for rx, t in _WORDS_RE if rx.search(text)}
    text = text.translate(_MATH_SIGNS)  # "rb ≤ rd", "rd − rb" in any script's prose: the program's operators
    text = re.sub(r"(?<![\w.])(\d+)(?=[A-Za-z_])", r"\1*", text)  # "2n": a coefficient times a name
    out |= set(_OPS.findall(text)) | set(re.findall(r"(?<![\w.])\d+(?![\w.])", text))
    for m in re.finditer(r"[A-Za-z_]\w*", text):
        w = m.group(0)
        if w in names and (w.lower() not in _STOP or len(w) == 1 and _NAME_USE.match(text, m.end())):
            out.add(w)  # "a" is a name where it is used as one ("a of i", "(a, b)", "print a."), not an article
    return out


def _weight(shared: Set[str], names: Set[str]) -> int:
    return sum(2 if t in names and len(t) >= 2 and t not in _KEYWORDS else 1 for t in shared)


def _clauses(vis: str, lo: int, hi: int) -> List[Tuple[int, int]]:
    out, start = [], lo
    # (the full stops of other scripts split too: Armenian ։, Devanagari ।, CJK 。, Arabic ؛, Urdu ۔, Ethiopic ።; their
    # commas split like the Latin one, before an assignment only: "n، m، rb" is one list of names, "if ... ، otherwise ..."
    # one statement, "Քանի դեռ hi - lo > 1՝ mid = ..." two)
    for m in re.finditer(r"[.;:](?=\s)|[։।。؛۔።]\s*|\n|,\s+(?:then|otherwise|and)\b|,\s+(?=[A-Za-z_]\w*\s*=(?!=))|[،、՝፣]\s*(?=[A-Za-z_]\w*\s*=(?!=))|"
                         r",\s+(?=(?:if|for|while|when|else|append|add|"
                         r"return|set|increment|push|remove|swap|break|skip)\b)", vis[lo:hi]):
        out.append((start, lo + m.end()))
        start = lo + m.end()
    out.append((start, hi))
    merged: List[Tuple[int, int]] = []
    for a, b in out:  # "If `x > y`, return -1": a condition and its consequence are one clause (one statement)
        if merged and vis[merged[-1][0]:merged[-1][1]].rstrip().endswith(",") and \
                re.match(r"\s*(?:\d+[.)]\s*)?(?:if|when|while|for|otherwise|else)\b", vis[merged[-1][0]:merged[-1][1]], re.I):
            merged[-1] = (merged[-1][0], b)
        else:
            merged.append((a, b))
    return [(a + len(vis[a:b]) - len(vis[a:b].lstrip()), b) for a, b in merged if vis[a:b].strip()]


def step_run_spans(vis: str, code: str, taken: List[Tuple[int, int]], placeholder: str,
                   code_spans: Sequence[Tuple[int, int]] = ()) -> List[Tuple[int, int, str]]:
    """Spans of ``vis`` (outside ``taken``) where a paragraph restates the program statement by statement. A
    clause already hidden as a statement (in ``code_spans``) is part of a run as a statement of its own (a
    pseudo-code listing whose assignments are hidden line by line ends in the line that prints). Docstrings and
    comments are no statements (a HumanEval docstring's lines would dilute the share a run must cover)."""
    code = re.sub(r"(?m)^\s*#.*$", "", re.sub(r"(\"\"\"|\'\'\')[\s\S]*?\1", "", code))
    stmts = [statement_tokens(ln) for ln in code.split("\n") if ln.strip() and not re.match(r"\s*(?:import|from)\s", ln)]
    names = {t for s in stmts for t in s if re.match(r"[A-Za-z_]", t) and t not in _KEYWORDS}
    working = [i for i, s in enumerate(stmts) if (s & names) - _IO_NAMES or "return" in s]  # "return True" works too
    variables = {v for ln in code.split("\n") for m in re.finditer(r"^\s*([\w\s,\[\]]+?)\s*[-+*^%/]?=(?!=)|\bfor\s+(\w+)", ln)
                 for v in re.findall(r"[A-Za-z_]\w*", m.group(1) or m.group(2))} - _IO_NAMES - _KEYWORDS
    variables |= set(function_params(code)) - _IO_NAMES  # the function's parameters are its names too ("repeat n times")
    if len(working) < RUN_MIN:
        return []
    out: List[Tuple[int, int, str]] = []
    vb, inline = _blank_inline(vis, taken)  # hidden inline code is no prose: clauses are read on what stays
    for para in re.finditer(r"(?:[^\n]+(?:\n(?!\s*\n)|(?=\n)|$))+", vis):
        if all(ln.lstrip().startswith("|") for ln in para.group(0).split("\n") if ln.strip()):
            continue  # a table: its code cells are read cell by cell (agon.code_summary), its other cells are prose
        runs: List[List[Tuple[int, int, Set[int]]]] = [[]]
        for a, b in _clauses(vb, para.start(), para.end()):
            a = next((x for x, y in inline if x >= para.start() and y <= a and not vb[y:a].strip()), a)  # its inline code
            ls = vis.rfind("\n", 0, a) + 1
            le = vis.find("\n", a) if vis.find("\n", a) >= 0 else len(vis)
            lab = _NUMBERED.match(vis, ls)  # a numbered listing's item
            # one statement a line: a line hidden as a statement, or a numbered listing's item hidden whole by another pass
            # (inline code hidden inside an item that explains it is no statement of the item: "1. `...` a helper")
            hid = ls if any(x <= a < y for x, y in code_spans) or \
                (lab and any(x <= lab.end() and a < y and y >= len(vis[:le].rstrip()) for x, y in taken)) else None
            if hid is not None:
                if not runs[-1] or runs[-1][-1][2] != {-hid - 1}:
                    runs[-1].append((a, b, {-hid - 1}))  # a statement of its own, hidden already
                continue
            if any(x <= a < y for x, y in taken) or _LABEL.fullmatch(vis[a:b]):
                continue  # hidden already, or a line label ("Line 2:"): neither part of a run nor a break
            if runs[-1] and _DATA.search(vis[a:b]) and "=" in vis[a:b] and _NUMBERED.match(vis, ls):
                continue  # "2. lo = 1, hi = 10^9": an initialisation in a numbered listing's item neither counts nor breaks
            hit = _restated(vis[a:b], working, stmts, names, variables, item=_item(vis, ls))
            if hit:  # ("while b is nonzero, replace ...": two); more: only common names
                # the clause's own prose restates it (its hidden inline code aside), or only its hidden code does
                prose = any(x < b and a < y for x, y in inline) and _restated(vb[a:b], working, stmts, names, variables)
                runs[-1].append((a, b, hit) if prose or not any(x < b and a < y for x, y in inline) else (a, b, hit, 0))
            elif runs[-1]:
                runs.append([])  # a clause that restates nothing ends the run
        for run in runs:
            distinct = set().union(*[c[2] for c in run]) if run else set()
            # a listing's items ("1. ...", "2. ...", "- ...") are an algorithm by their form: a fifth of the working
            # statements suffices (a listing of the main loop leaves out the helpers and the input reading)
            items = {vis.rfind("\n", 0, c[0]) for c in run if _item(vis, vis.rfind("\n", 0, c[0]) + 1)}
            listing = len(items) >= 2 and len(items) == len({vis.rfind("\n", 0, c[0]) for c in run})
            need = max(RUN_MIN, (LISTING_COVER if listing else RUN_COVER) * len(working))
            if any(i >= 0 for i in distinct) and len(run) >= RUN_MIN and len(distinct) >= need:
                # a clause restating only by its inline code, hidden already, keeps its prose ("`if not s: return None`
                # -- an empty list has no longest string"): the run is hidden in pieces around those clauses
                pieces = _pieces(run)
                for k, piece in enumerate(pieces):
                    lo, hi = piece[0][0], piece[-1][1]
                    if listing and k == len(pieces) - 1:  # a listing restated is the algorithm: its later items too
                        le = vis.find("\n", hi - 1)  # ("4. print the smaller of the two times" in words no table maps)
                        while le >= 0 and _item(vis, le + 1):
                            nxt = vis.find("\n", le + 1)
                            hi, le = (len(vis), -1) if nxt < 0 else (nxt, nxt)
                    for x, y in sorted(taken):  # a hidden span it overlaps is covered whole (no part of it comes back)
                        if x < hi and lo < y:
                            lo, hi = min(lo, x), max(hi, y)
                    hi = lo + len(vis[lo:hi].rstrip())  # (the line break after it stays: the next line keeps its place)
                    out.append((lo, hi, placeholder))
    return out


# a numbered list item's label at a line's start ("2. ", "3) ", "Step 4: ")
_NUMBERED = re.compile(r"(?i)[ \t]*(?:\d{1,3}[.)。．۔।]|(?:line|step)\s*\d{1,3}\s*[:.)])[ \t]+")  # (other scripts' stops: "۲۔")


def _item(vis: str, ls: int) -> bool:
    """The line starting at ``ls`` is an item of a numbered or bulleted list ("2. ...", "- ...", "• ...")."""
    return bool(_NUMBERED.match(vis, ls)) or bool(re.match(r"[ \t]*[-*•][ \t]+\S", vis[ls:ls + 8]))


def _restated(text: str, working: List[int], stmts: List[Set[str]], names: Set[str], variables: Set[str],
              item: bool = False) -> Set[int]:
    """The program statements a clause restates best (one or two; more: only their common names, none). ``item``: the
    clause is a list item's (a listing may name a statement by three of its variables alone)."""
    ws = {}
    if not _DATA.search(text):  # complexity, math, samples and lists of values are no statements
        toks = clause_tokens(text, names)
        for i in working:
            shared = toks & stmts[i]
            # a shared variable, or the whole of a statement without one ("return True"), and an operation or a keyword
            # besides, or, in a list's item, three of the statement's variables (a step in words no table maps: "ہر ٹیسٹ کے
            # لیے n، m، rb ... پڑھیں"; in a paragraph of prose, names alone are the idea's, "ties cell (ax + i, ay + j)")
            if _weight(shared, names) >= CLAUSE_MIN and (shared & variables or shared == stmts[i]) and \
                    (shared - variables or item and len(shared & variables) >= 3):  # (an item: "read n, m, rb, ...")
                ws[i] = _weight(shared, names)
    hit = {i for i, w in ws.items() if w == max(ws.values())}
    return hit if len(hit) <= 2 else set()


def _blank_inline(vis: str, taken: Sequence[Tuple[int, int]]) -> Tuple[str, List[Tuple[int, int]]]:
    """``vis`` with every hidden inline code span (one line, in backticks) blanked, and those spans."""
    inline = [(x, y) for x, y in taken if y - x >= 2 and vis[x] == "`" and vis[y - 1] == "`" and "\n" not in vis[x:y]]
    chars = list(vis)
    for x, y in inline:
        chars[x:y] = " " * (y - x)
    return "".join(chars), inline


def _pieces(run: list) -> List[list]:
    """The run's clauses in stretches, split at the clauses that restate only by hidden inline code."""
    out: List[list] = [[]]
    for c in run:
        if len(c) > 3:
            out.append([])
        else:
            out[-1].append(c)
    return [p for p in out if p]
