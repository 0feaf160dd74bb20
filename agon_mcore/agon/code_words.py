"""The graded program's result expression restated in words, read by structure.

``agon.code_prose`` needs three or more of the program's operations in one paragraph and ``agon.code_steps``
a run of statements; a one-liner (``return sorted(set(l))``) has two operations, and "in words: return the
sorted version of the set of l" rebuilds it. Its structure is read instead of a phrase list:

* **The expression's tokens** (:func:`expression_tokens`): each returned or printed expression of the
  program (and what a test-case loop appends for printing) is parsed (``ast``); its *operations* are the functions and methods it calls (``sorted``,
  ``set``, ``startswith``), its operators (``//``, ``%``, ``&``, comparisons, ``and``/``not``), a
  comprehension (``for``, with ``if``), a reversing, prefix or suffix slice and its numbers from 2 up, with
  the operations of an operand the program defines once (``a = sorted(...)`` for ``print(sum(a[:k]))``); its
  *operands* are its free names (the function's parameters, the input's variables).
* **The prose's tokens** (:func:`words_tokens`): its words mapped to the same tokens (``sort`` ->
  ``sorted``, ``distinct`` -> ``set``, ``intersection`` -> ``&``, ``remainder`` -> ``%``, ``each`` ->
  ``for``, ``longest`` -> ``max``), and the program's own names it writes out (a one-letter name only where
  it is used as one: "of l", "(a, b)").
* A clause (or two adjacent clauses of one sentence) **restates** the expression when it names every
  operation, at least two of them content (a call, an arithmetic operator, a reversing slice, a number; one content
  operation with a comparison or a connective, ``text == text[::-1]``, counts only with every operand and a result
  framing: "return whether text is equal to text read with a slice of step minus one"), and
  either every operand or a result framing ("return", "prints", "the body is", "in words") that the
  problem's own statement does not already carry (restating the task is no leak: "Return sorted unique
  elements" is the HumanEval docstring; without the problem a framing does not count, so "print the
  maximum minus the minimum" stays there). Where a sentence of the problem names every operation and operand
  itself (HumanEval's "Filter ... strings only for ones that start with a given prefix"), only a
  transliteration restates the program: the clause must also name the expression's own bound names and present
  itself as the result ("the function gives back each x in strings such that x starts with prefix"); "keep each
  string `s` for which `s.startswith(prefix)` is true" says what the task says and stays. The approach "use a set
  intersection and sort them" names the operations without the operands or a result framing: it is the idea, and stays.
* **An operand's definition** counts with the expression only when the program never changes the operand after
  it (no augmented or item assignment, no mutating method call, no loop over it as target): ``len(liked)`` with
  ``liked = set()`` filled by two loops is the program's last step, and "put every square and cube into a set and
  print its size" is the approach.

Complexity notes, math, table rows and sample calls are no restatement. Decided: a clause that names
every operation and every operand *is* the program (a human rebuilds ``sorted(set(l))`` from it).
"""
from __future__ import annotations

import ast
import re
from functools import lru_cache
from typing import Dict, FrozenSet, List, Optional, Sequence, Set, Tuple

from agon_mcore.agon.answer_forms import code_regions, return_expressions

__all__ = ["result_expressions", "expression_tokens", "words_tokens", "expression_word_spans", "drop_complexity", "given_code_dropped"]

_SKIP_CALLS = {"list", "tuple", "int", "str", "float", "dict", "bool", "print", "input", "map", "iter", "next", "type",
               "split", "strip", "rstrip", "readline", "read", "readlines"}  # reading input: every program does
_CHEAP = {"==", "!=", "<", ">", "<=", ">=", "in", "and", "or", "not", "if", "for"}
_BIN = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//", ast.Mod: "%", ast.Pow: "**",
        ast.BitAnd: "&", ast.BitOr: "|", ast.BitXor: "^", ast.LShift: "<<", ast.RShift: ">>"}
_CMP = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.Gt: ">", ast.LtE: "<=", ast.GtE: ">=", ast.In: "in",
        ast.NotIn: "in", ast.Is: "==", ast.IsNot: "!="}
# prose words -> tokens (English; the program's own names are matched literally as well)
_WORDS: List[Tuple[str, str]] = [
    (r"sort(?:s|ed|ing)?|ascending|descending|in\s+order", "sorted"), (r"sets?|distinct|unique|dedup\w*|duplicates?", "set"),
    (r"length|len|size|number\s+of|how\s+many|count\s+of", "len"),
    (r"max(?:imum)?|largest|biggest|greatest|longest|highest|most", "max"),
    (r"min(?:imum)?|smallest|shortest|lowest|least|fewest", "min"), (r"sum(?:s|med)?|total|add\s+up|added\s+up", "sum"),
    (r"abs(?:olute)?", "abs"), (r"revers\w*|backwards?|mirror\w*|step\s+(?:of\s+)?(?:minus|negative)\s+one|step\s+(?:of\s+)?-1", "reversed"),
    (r"intersect\w*|common|shared|in\s+both", "&"), (r"union|either\s+of", "|"), (r"xor|symmetric\s+difference", "^"),
    (r"plus|add(?:s|ed|ing)?|increase[sd]?\s+by|sum\s+of", "+"), (r"minus|subtract\w*|less|decrease[sd]?\s+by|difference|gaps?|"
                                                                  r"distances?|apart", "-"),
    (r"times|multipl\w+|product|twice|double[sd]?", "*"), (r"divided|over|ratio|quotient|halve[sd]?|half", "/"),
    (r"integer[- ]divi\w+|floor[- ]divi\w+|div|halve[sd]?|half", "//"), (r"mod(?:ulo)?|remainder|divisible|parity|even|odd", "%"),
    (r"even|odd|parity|twice|doubled?|halve[sd]?|half", "2"),  # the 2 these words carry ("n is even": n % 2 == 0)
    (r"power|squared?|cubed?|exponent\w*", "**"), (r"equals?|equal\s+to|same\s+as|is|matches", "=="),
    (r"differs?|not\s+equal|different|unequal", "!="), (r"less\s+than|smaller\s+than|below|under|fewer\s+than|before", "<"),
    (r"greater\s+than|more\s+than|larger\s+than|exceeds?|above|bigger\s+than|after", ">"),
    (r"at\s+most|no\s+more\s+than|up\s+to", "<="), (r"at\s+least|no\s+less\s+than", ">="),
    (r"in|among|contain\w*|member|inside|within|appears?", "in"), (r"and|both", "and"), (r"or|either|any", "or"),
    (r"not|no|non|isn't|without|never|empty", "not"), (r"for|each|every|all|over|through|per|consecutive|adjacent|successive", "for"), (r"each|every|all|those|ones|elements|items|members", "each"),
    (r"if|where|when|whose|that|such|which|keep\w*|filter\w*|only|those", "if"),
    (r"lower(?:[- ]?case)?|lowercas\w*", "lower"), (r"upper(?:[- ]?case)?|uppercas\w*|capitali\w*", "upper"),
    (r"strip\w*|trim\w*|whitespace", "strip"), (r"split\w*|words|tokens|pieces", "split"), (r"join\w*|concatenat\w*|glue\w*", "join"),
    (r"count\w*|occurrences?|occurs?|how\s+many\s+times", "count"), (r"starts?\s+with|begins?\s+with|prefix\w*", "startswith"),
    (r"ends?\s+with|suffix\w*", "endswith"), (r"replac\w*|substitut\w*", "replace"), (r"digits?|numeric", "isdigit"),
    (r"letters?|alphabetic", "isalpha"), (r"index\w*|position\w*|enumerat\w*", "enumerate"),
    (r"pair\w*|zip\w*|consecutive|adjacent|neighbou?r\w*|successive", "zip"),
    (r"key|keyed|by|according\s+to", "key"), (r"round\w*", "round"), (r"gcd|greatest\s+common\s+divisor", "gcd"),
    (r"choose|combinations?|binomial", "comb"), (r"factorial", "factorial"), (r"square\s+root|sqrt|root", "sqrt"),
    (r"char(?:acter)?\s+codes?|ord(?:inal)?|ascii", "ord"), (r"chr|character\s+for", "chr"), (r"any|some|at\s+least\s+one", "any"),
    (r"all|every", "all"), (r"filter\w*|keep\w*", "filter"),
    (r"first|leading|top|prefix\w*|head", "[:k]"), (r"last|trailing|suffix\w*|tail|rest|remaining|drop\w*|skip\w*|from|consecutive|adjacent|neighbou?r\w*|successive|"
                                                                            r"next", "[k:]"),
]
_WORDS_RE = [(re.compile(rf"\b(?:{p})\b", re.IGNORECASE), t) for p, t in _WORDS]
_BY_TOKEN: Dict[str, list] = {}
for _rx, _t in _WORDS_RE:
    _BY_TOKEN.setdefault(_t, []).append(_rx)
_NUMBER_WORDS = {w: str(i) for i, w in enumerate("zero one two three four five six seven eight nine ten".split())}
_FRAMING = re.compile(r"\b(?:return(?:s|ed|ing)?|print(?:s|ed|ing)?|outputs?|the\s+result\s+is|result\s+is|gives?\s+back|"
                      r"evaluates?\s+to|in\s+words|the\s+answer\s+is|one[- ]liner|the\s+(?:whole\s+)?body|body\s+is|just|simply|computes?)\b",
                      re.IGNORECASE)
_BUILTINS = set(dir(__import__("builtins")))
_NAME_USE = re.compile(r"\s*(?:$|[^\w\s]|(?:of|and|or|is|with|to|by|in|from|into|over)\b)")


def expression_tokens(expr: str) -> Optional[Tuple[Set[str], Set[str], Set[str]]]:
    """``(operations, content, operands)`` of one Python expression (module docstring); ``None`` when it does
    not parse. ``content`` is the part of ``operations`` that is not a comparison, a connective or a loop."""
    try:
        tree = ast.parse(expr.strip(), mode="eval").body
    except (SyntaxError, ValueError, RecursionError):
        return None
    ops: Set[str] = set()
    bound: Set[str] = set()
    called: Set[str] = set()
    loads: Set[str] = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.Name):
            (loads if isinstance(n.ctx, ast.Load) else bound).add(n.id)  # a comprehension's target is a Store
        elif isinstance(n, ast.Lambda):
            bound |= {a.arg for a in n.args.args}
        if isinstance(n, ast.Call):
            f = n.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
            if isinstance(f, ast.Name):
                called.add(f.id)
            if name and name not in _SKIP_CALLS:
                ops.add("set" if name == "frozenset" else "sorted" if name == "sort" else name.lower())
            for k in n.keywords:
                if k.arg == "key":
                    ops.add("key")
                    if isinstance(k.value, ast.Name):
                        ops.add(k.value.id.lower())
                        called.add(k.value.id)
        elif isinstance(n, ast.BinOp) and type(n.op) in _BIN:
            ops.add(_BIN[type(n.op)])
            if isinstance(n.op, (ast.Mod, ast.FloorDiv)) and isinstance(n.right, ast.Constant) and \
                    type(n.right.value) in (int, float) and n.right.value == 1:
                ops.add("1")  # "modulo one" (``x % 1.0``: the fractional part): the 1 is the operation's content
        elif isinstance(n, ast.Compare):
            ops |= {_CMP[type(o)] for o in n.ops if type(o) in _CMP}
            ops |= {"not" for o in n.ops if isinstance(o, (ast.NotIn, ast.IsNot))}
        elif isinstance(n, ast.BoolOp):
            ops.add("and" if isinstance(n.op, ast.And) else "or")
        elif isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.Not):
            ops.add("not")
        elif isinstance(n, ast.comprehension):  # a map or a filter: content (the loop of a statement is not)
            ops |= {"for", "each"}
            if n.ifs:
                ops.add("if")
        elif isinstance(n, ast.IfExp):
            ops.add("if")
        elif isinstance(n, ast.Slice) and isinstance(n.step, ast.UnaryOp) and isinstance(n.step.op, ast.USub):
            ops.add("reversed")
        elif isinstance(n, ast.Slice) and n.step is None and (n.lower is None) != (n.upper is None):
            ops.add("[:k]" if n.lower is None else "[k:]")  # a prefix ("the first k") or a suffix ("from k on")
        elif isinstance(n, ast.Constant) and type(n.value) in (int, float) and n.value >= 2 and float(n.value).is_integer():
            ops.add(str(int(n.value)))  # 2.0 is the 2 of the prose
    operands = loads - bound - called - _BUILTINS
    return ops, ops - _CHEAP, operands


def words_tokens(text: str, names: Sequence[str] = (), want: Optional[Set[str]] = None) -> Set[str]:
    """The tokens ``text`` names: its words through the table (module docstring), its numbers (digits and
    number words), and those of ``names`` it writes out (a one-letter name only where used as a name).
    ``want``: only these table tokens are looked for (the rest of the table is not run)."""
    if want is None:
        out = {t for rx, t in _WORDS_RE if rx.search(text)}
    else:
        out = {t for t in want for rx in _BY_TOKEN.get(t, ()) if rx.search(text)}
    out |= set(re.findall(r"(?<![\w.])\d+(?!\w|\.\d)", text))  # "modulo 1." ends a sentence, "1.5" is no 1
    out |= set(re.findall(r"(?<![\w.])(\d+)\.0+(?![\w.]|\.\d)", text))  # "mod 1.0" names the 1 of ``x % 1.0``
    out |= {_NUMBER_WORDS[w.lower()] for w in re.findall(r"[A-Za-z]+", text) if w.lower() in _NUMBER_WORDS}
    low = text.lower()
    for nm in names:
        n = nm.lower()
        forms = {n, n.replace("_", " ")} | ({n[:-1]} if len(n) > 3 and n.endswith("s") else set())
        for f in forms:
            for m in re.finditer(rf"(?<![\w'-]){re.escape(f)}(?![\w'-])", low):
                if len(f) > 1 or (f not in ("a", "i") or _NAME_USE.match(low, m.end())):
                    out.add(nm.lower())
                    break
    return out


def _clauses(vis: str, lo: int, hi: int) -> List[Tuple[int, int]]:
    """``vis[lo:hi]`` split after ``.``/``;``/``:``/``!``/``?`` before a blank, at a dash between blanks and at line breaks."""
    out, start = [], lo
    for m in re.finditer(r"[.;:!?](?=\s|$)|\s[—–]\s|\s-\s|\n", vis[lo:hi]):
        out.append((start, lo + m.end()))
        start = lo + m.end()
    out.append((start, hi))
    return [(a + len(vis[a:b]) - len(vis[a:b].lstrip()), b) for a, b in out if vis[a:b].strip()]


# math, complexity, a table row, a prompt, and a sample's data (a list of literals: "the set of [5, 3, 5] is ...")
_NOT_PROSE = re.compile(r"\$|\\\(|\\\[|\b[OΘΩ]\(|^\s*\||^\s*(?:>>>|\$ )|[\[(]\s*(?:-?\d+|'[^']*'|\"[^\"]*\")\s*,")


def result_expressions(code: str) -> List[str]:
    """What the program returns or prints (``answer_forms.return_expressions``), what it collects for
    printing: ``out.append(str(n - max(c.values())))``, ``sys.stdout.write(...)`` (a test-case loop's answer), and the
    expression a search loop computes (:func:`_search_loops`)."""
    out = list(return_expressions(code)) + _search_loops(code)
    for m in re.finditer(r"(?m)^\s*(?:\w+\.append|sys\.stdout\.write|\w+\.write)\((.+)\)\s*$", code):
        out.append(re.sub(r"^str\((.*)\)$", r"\1", m.group(1).strip()))
    return out


def _search_loops(code: str) -> List[str]:
    """The expression of each search loop of ``code``: ``for T in I: if C: return True`` followed by ``return False``
    is ``any(C for T in I)`` (the loop's result, though every ``return`` returns a constant); with the constants the
    other way round, ``all(not (C) for T in I)``. Empty where the code does not parse."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError):
        return []
    out = []
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for loop, after in zip(body, body[1:]):
            if not (isinstance(loop, ast.For) and len(loop.body) == 1 and isinstance(loop.body[0], ast.If) and
                    not loop.body[0].orelse and len(loop.body[0].body) == 1 and isinstance(loop.body[0].body[0], ast.Return)
                    and isinstance(after, ast.Return)):
                continue
            hit, miss = loop.body[0].body[0].value, after.value
            if not (isinstance(hit, ast.Constant) and isinstance(miss, ast.Constant) and {hit.value, miss.value} == {True, False}):
                continue
            cond, target, it = (ast.unparse(x) for x in (loop.body[0].test, loop.target, loop.iter))
            out.append(f"any({cond} for {target} in {it})" if hit.value is True else f"all(not ({cond}) for {target} in {it})")
    return out


_ASSIGN = re.compile(r"(?m)^\s*([A-Za-z_]\w*)\s*(\[[^\]\n]*\]\s*)?([-+*/%|&^@]|//|\*\*|<<|>>)?=(?!=)")


def _changed_names(code: str) -> Set[str]:
    """Names the program changes after assigning them: an augmented or item assignment, a mutating method call
    (``liked.add(a * a)``, ``res.append(x)``), a loop target. Such a name's one definition (``liked = set()``) is
    not its value: the loop that fills it is the program, and the result expression read with that definition
    is only the program's last step ("print the size of the set")."""
    seen: Dict[str, int] = {}
    out: Set[str] = set()
    for m in _ASSIGN.finditer(code):  # (name, item, operator): twice assigned, item-assigned or augmented
        seen[m.group(1)] = seen.get(m.group(1), 0) + 1
        if m.group(2) or m.group(3) or seen[m.group(1)] > 1:
            out.add(m.group(1))
    out |= set(re.findall(r"\b([A-Za-z_]\w*)\.(?:add|append|extend|insert|update|pop|remove|discard|clear|sort|reverse|"
                          r"setdefault|appendleft|popleft|push)\(", code))
    out |= set(re.findall(r"\bfor\s+([A-Za-z_]\w*)\s+in\b", code))
    return out


def _bound_names(expr: str) -> Set[str]:
    """The names an expression binds itself (a comprehension's target, a lambda's arguments), one letter or more."""
    try:
        tree = ast.parse(re.sub(r"^lambda[^:]*:", "", expr.strip()), mode="eval")
    except (SyntaxError, ValueError, RecursionError):
        return set()
    return {t.id for c in ast.walk(tree) if isinstance(c, ast.comprehension) for t in ast.walk(c.target)
            if isinstance(t, ast.Name)}


@lru_cache(maxsize=256)
def _problem_sentences(problem: str, names: Tuple[str, ...]) -> Tuple[Tuple[bool, FrozenSet[str]], ...]:
    """``(framed, tokens)`` of each sentence of the problem (cached: a group's drafts share their problem)."""
    return tuple((bool(_FRAMING.search(x)), frozenset(words_tokens(x, names)))
                 for x in re.split(r"(?<=[.!?\n])\s+", problem) if x.strip())


def _stated_by_problem(problem: Optional[str], need: Set[str], names: Sequence[str], framed: bool) -> bool:
    """A sentence of the problem names every token of ``need`` (with a result framing when ``framed``): the
    task's own docstring ("Return sorted unique elements in a list"), no restatement of the program."""
    if not problem:
        return framed  # without the task statement a framing cannot be told from restating the task
    return any((not framed or f) and need <= t for f, t in _problem_sentences(problem, tuple(names)))


def expression_word_spans(vis: str, code: str, taken: Sequence[Tuple[int, int]] = (),
                          problem: Optional[str] = None) -> List[Tuple[int, int]]:
    """Spans of ``vis`` (outside ``taken``; fenced blocks are the caller's ``taken``) where a clause, or two
    adjacent clauses of one sentence, restate one of ``code``'s returned or printed expressions in words
    (module docstring). ``problem``: the task statement (a framing it carries itself is no restatement)."""
    exprs: List[Tuple[Set[str], Set[str], bool, bool]] = []
    defs: Dict[str, List[str]] = {}
    for m in re.finditer(r"(?m)^\s*([A-Za-z_]\w*)\s*=(?!=)\s*(.+?)\s*$", code):
        defs.setdefault(m.group(1), []).append(m.group(2))
    changed = _changed_names(code)
    for e in result_expressions(code):
        got = expression_tokens(re.sub(r"^lambda[^:]*:", "", e.strip()))
        if not got:
            continue
        ops0, content0, operands = got
        ops, content = set(ops0), set(content0)
        for v in operands:  # an operand defined once by an expression: its operations are the result's too
            d = expression_tokens(defs[v][0]) if len(defs.get(v, ())) == 1 and v not in changed else None
            if d:
                ops, content = ops | d[0], content | d[1]
        # the expression alone ("n minus the max of the values of c") or with its operands' definitions
        for ops, content in {(frozenset(ops0), frozenset(content0)), (frozenset(ops), frozenset(content))}:
            single = len(content) == 1 and len(ops) >= 2  # one content operation and a comparison or a connective
            if len(content) < 2 and not single:
                continue
            nm = sorted(operands | {o for o in ops if re.fullmatch(r"[a-z_]\w+", o)})
            if single:  # ("text == text[::-1]"): restated only with every operand and a result framing ("return
                exprs.append((set(ops), set(operands), True, True))  # whether text equals text reversed")
                continue
            told = _stated_by_problem(problem, ops | operands, nm, False)  # the task's own words say it all
            bound = _bound_names(e) if told else set()  # then only a transliteration ("each x in strings ...")
            exprs.append((set(ops), operands | bound, told, _stated_by_problem(problem, set(content), nm, True)))
    if not exprs:
        return []
    names = sorted({n for ops, o, _, _ in exprs for n in o | {x for x in ops if re.fullmatch(r"[a-z_]\w+", x)}})
    out: List[Tuple[int, int]] = []
    cache: Dict[Tuple[int, int], Set[str]] = {}
    masked = vis
    for x, y in taken:  # what is hidden already is not read again
        masked = masked[:x] + " " * (min(y, len(vis)) - x) + masked[y:]

    want = set().union(*[ops for ops, _, _, _ in exprs])

    def toks(a: int, b: int) -> Set[str]:
        if (a, b) not in cache:
            cache[(a, b)] = words_tokens(masked[a:b].replace("`", " "), names, want)
        return cache[(a, b)]

    for para in re.finditer(r"[^\n]+(?:\n[^\n]+)*", vis):
        if not any(ops <= toks(para.start(), para.end()) for ops, _, _, _ in exprs):
            continue  # a clause names no more than its paragraph
        cl = [(a, b) for a, b in _clauses(vis, para.start(), para.end())
              if not any(x <= a < y for x, y in taken) and not _NOT_PROSE.search(vis[a:b])]
        def restates(wa: int, wb: int, t: Set[str]) -> bool:
            framed = bool(_FRAMING.search(masked[wa:wb]))
            return any(ops <= t and (operands <= t and operands and (framed or not told) or framed and not given and not told)
                       for ops, operands, told, given in exprs)

        for k, (a, b) in enumerate(cl):
            if restates(a, b, toks(a, b)):
                out.append((a, b))
            elif k + 1 < len(cl) and not re.search(r"[.!?]\s*$", vis[a:b]) and not vis[b:cl[k + 1][0]].count("\n") and \
                    not restates(*cl[k + 1], toks(*cl[k + 1])) and restates(a, cl[k + 1][1], toks(a, b) | toks(*cl[k + 1])):
                out.append((a, cl[k + 1][1]))  # two clauses together (a label alone, "**Answer**:", stays)
    return out


_BIG_O = re.compile(r"(?<![\w.])(?:O|o|Θ|Ω|\\Theta|\\Omega|\\mathcal\{O\})\s*\(")


def drop_complexity(text: str) -> str:
    """``text`` with every complexity note (``O(...)``, ``Θ(...)``, ``Ω(...)``) blanked, parentheses balanced at
    any depth (``O(log(min(a, b)))``, ``O(n log n + q·log(n))``); an unclosed one is left as it is."""
    out, pos = [], 0
    for m in _BIG_O.finditer(text):
        if m.start() < pos:
            continue
        depth, i = 1, m.end()
        while i < len(text) and depth and text[i] != "\n":
            depth += text[i] == "("
            depth -= text[i] == ")"
            i += 1
        if depth == 0:
            out.append(text[pos:m.start()] + " ")
            pos = i
    return "".join(out) + text[pos:]


def given_code_dropped(text: str, problem: Optional[str]) -> str:
    """``text`` with every code region (any form, inline included) that the problem statement itself shows
    (spacing aside, six characters or more: a signature to complete, an example call) blanked: the reader
    counts what the summary adds, not what the task gave (a ``def`` line copied from the problem is no leak)."""
    if not problem:
        return text
    given = re.sub(r"\s+", "", problem)
    out = text
    for r in reversed(code_regions(text)):
        body = re.sub(r"\s+", "", r.code)
        if len(body) >= 6 and body in given:
            out = out[:r.start] + " " * (r.end - r.start) + out[r.end:]
    return out
