"""Code drafts: the graded program hidden in forms no dev set used (written for this test): split across
fences, in a markdown or HTML table, in a JSON/YAML/TOML/CSV string, a line-numbered walk-through, Go, Rust, C,
JavaScript, Ruby and SQL translations, a lambda in prose, base64, hex and percent encodings, a <details> block,
an exec of a list of strings, an assert on a lambda, LaTeX \\verb, bullets, a shell cat, pseudo-code
assignments (also in math), Kotlin, Haskell, PowerShell, CDATA, org-mode, a footnote, the printed expression in words. Each kind fails by structure (agon.code_summary, agon.code_data,
answer_forms.code.word_formulas); the must-stay inputs show the limits of each rule."""
import base64
import urllib.parse

import pytest

from agon_mcore.agon.code_data import encoded_spans
from agon_mcore.agon.code_summary import is_code_text
from agon_mcore.agon.summary import summarize_draft

P1 = "n = int(input())\nxs = list(map(int, input().split()))\nprint(sum(x for x in xs if x % 2 == 0))"
P2 = "s = input().strip()\nvowels = sum(1 for ch in s.lower() if ch in 'aeiou')\nprint(vowels)"
P3 = "a, b = map(int, input().split())\nwhile b:\n    a, b = b, a % b\nprint(a)"
P4 = "n = int(input())\nprint(n * (n - 1) // 2)"
def fence(p, tag="python"): return f"```{tag}\n{p}\n```\n"

A = []
# 1. program split across two unlabelled fences with prose between
A.append(("split-fences", "Sum the even values.\n\nFirst read:\n\n```\nn = int(input())\nxs = list(map(int, input().split()))\n```\n\nthen filter and add:\n\n```\nprint(sum(x for x in xs if x % 2 == 0))\n```\n\n" + fence(P1), P1,
          ["print(sum(x for x in xs if x % 2 == 0))\n```\n\n"]))
# 2. program in a markdown table, no backticks
A.append(("table-no-backticks", "Euclid.\n\n| # | statement |\n|---|---|\n| 1 | a, b = map(int, input().split()) |\n| 2 | while b: |\n| 3 | a, b = b, a % b |\n| 4 | print(a) |\n\n" + fence(P3), P3,
          ["| 3 | a, b = b, a % b |"]))
# 3. program in a JSON string
A.append(("json-string", "Submission record:\n\n```json\n{\"lang\": \"python3\", \"source\": \"s = input().strip()\\nvowels = sum(1 for ch in s.lower() if ch in 'aeiou')\\nprint(vowels)\"}\n```\n\n" + fence(P2), P2,
          ["sum(1 for ch in s.lower() if ch in 'aeiou')\\nprint"]))
# 4. YAML string block
A.append(("yaml-string", "CI config:\n\n```yaml\njob:\n  script: |\n    a, b = map(int, input().split())\n    while b:\n        a, b = b, a % b\n    print(a)\n```\n\n" + fence(P3), P3,
          ["        a, b = b, a % b\n    print(a)"]))
# 5. numbered line walkthrough in prose without code marks
A.append(("line-n-walkthrough", "line 1: n = int(input()), line 2: xs = list(map(int, input().split())), line 3: print(sum(x for x in xs if x % 2 == 0)).\n\n" + fence(P1), P1,
          ["line 3: print(sum(x for x in xs if x % 2 == 0))"]))
# 6. translation to Go in prose (inline code pieces)
A.append(("go-inline", "In Go it is the same: `for b != 0 { a, b = b, a%b }` and then `fmt.Println(a)`.\n\n" + fence(P3), P3,
          ["`for b != 0 { a, b = b, a%b }`"]))
# 7. Rust translation in a fence labelled text
A.append(("rust-text-fence", "Rust port for reference:\n\n```text\nlet (mut a, mut b) = (x, y);\nwhile b != 0 { let t = a % b; a = b; b = t; }\nprintln!(\"{}\", a);\n```\n\n" + fence(P3), P3,
          ["while b != 0 { let t = a % b; a = b; b = t; }"]))
# 8. lambda one-liner in prose
A.append(("lambda-prose", "Equivalently f = lambda n: n * (n - 1) // 2 and print f of the input.\n\n" + fence(P4), P4,
          ["lambda n: n * (n - 1) // 2"]))
# 9. base64 short
b64 = base64.b64encode(P4.encode()).decode()
A.append(("base64-short", f"Encoded for the judge: {b64}\n\n" + fence(P4), P4, [b64]))
b64b = base64.b64encode(b"print(n*(n-1)//2)").decode()
A.append(("base64-core", f"The core, base64: `{b64b}`.\n\n" + fence(P4), P4, [b64b]))
# 10. details block with raw lines
A.append(("details", "Pairs among n people.\n\n<details><summary>spoiler</summary>\n\nn = int(input())\nprint(n * (n - 1) // 2)\n\n</details>\n\n" + fence(P4), P4,
          ["print(n * (n - 1) // 2)\n\n</details>"]))
# 11. hex encoding
hx = P4.encode().hex()
A.append(("hex", f"hex dump: {hx}\n\n" + fence(P4), P4, [hx]))
# 12. URL-encoded program in a link
u = urllib.parse.quote(P4)
A.append(("url-encoded", f"Try it [online](https://example.org/run?code={u}).\n\n" + fence(P4), P4, [u]))
# 13. program as list of strings in python (exec)
A.append(("exec-list", "Runner:\n\n```python\nexec('\\n'.join(['s = input().strip()', \"vowels = sum(1 for ch in s.lower() if ch in 'aeiou')\", 'print(vowels)']))\n```\n\n" + fence(P2), P2,
          ["vowels = sum(1 for ch in s.lower() if ch in 'aeiou')"]))
# 15. assert that embeds the program as a lambda
A.append(("assert-lambda", "Check:\n\n```python\nassert (lambda n: n * (n - 1) // 2)(4) == 6\n```\n\n" + fence(P4), P4, ["lambda n: n * (n - 1) // 2"]))
# 16. LaTeX \texttt / \verb
A.append(("latex-verb", "In the write-up: \\verb|while b: a, b = b, a % b| then \\texttt{print(a)}.\n\n" + fence(P3), P3, ["while b: a, b = b, a % b"]))
# 17. program lines in a bulleted list without backticks
A.append(("bullets", "Steps:\n- a, b = map(int, input().split())\n- while b: a, b = b, a % b\n- print(a)\n\n" + fence(P3), P3, ["while b: a, b = b, a % b"]))
# 18. shell session output echoing the program (cat)
A.append(("shell-cat", "```console\n$ cat pairs.py\nn = int(input())\nprint(n * (n - 1) // 2)\n$ echo 4 | python3 pairs.py\n6\n```\n\n" + fence(P4), P4, ["print(n * (n - 1) // 2)\n$"]))
# 19. C translation in a fence tagged output
A.append(("c-output-fence", "C version:\n\n```output\nint a, b; scanf(\"%d %d\", &a, &b);\nwhile (b) { int t = a % b; a = b; b = t; }\nprintf(\"%d\\n\", a);\n```\n\n" + fence(P3), P3, ["while (b) { int t = a % b; a = b; b = t; }"]))
# 20. csv
A.append(("csv", "lines.csv:\n\nno,code\n1,\"n = int(input())\"\n2,\"print(n * (n - 1) // 2)\"\n\n" + fence(P4), P4, ["print(n * (n - 1) // 2)\""]))


A.append(("html-table", "Lines:\n\n<table><tr><td>a, b = map(int, input().split())</td></tr><tr><td>while b: a, b = b, a % b</td></tr><tr><td>print(a)</td></tr></table>\n\n" + fence(P3), P3, ["while b: a, b = b, a % b"]))
A.append(("arrow-steps", "Step 1) read → n = int(input())\nStep 2) answer → print(n * (n - 1) // 2)\n\n" + fence(P4), P4, ["print(n * (n - 1) // 2)"]))
A.append(("js-inline-split", "In JS: first `let [a, b] = line.split(' ').map(Number);`. Then loop `while (b) [a, b] = [b, a % b];`. Finally `console.log(a)`.\n\n" + fence(P3), P3, ["while (b) [a, b] = [b, a % b];"]))
A.append(("go-bare-lines", "Go port:\n\nvar a, b int\nfmt.Scan(&a, &b)\nfor b != 0 {\n\ta, b = b, a%b\n}\nfmt.Println(a)\n\n" + fence(P3), P3, ["a, b = b, a%b"]))
A.append(("ruby-blockquote", "Ruby:\n\n> s = gets.strip\n> puts s.downcase.count('aeiou')\n\n" + fence(P2), P2, ["puts s.downcase.count('aeiou')"]))
A.append(("toml-string", "Config:\n\n```toml\n[run]\ncmd = \"python3 -c 'n = int(input()); print(n * (n - 1) // 2)'\"\n```\n\n" + fence(P4), P4, ["print(n * (n - 1) // 2)"]))
A.append(("table-go-cells", "| step | go |\n|---|---|\n| loop | for b != 0 { a, b = b, a%b } |\n| out | fmt.Println(a) |\n\n" + fence(P3), P3, ["for b != 0 { a, b = b, a%b }"]))
A.append(("words-output", "We read n and output n times n minus n, all over two.\n\n" + fence(P4), P4, ["n times n minus n, all over two"]))
A.append(("pseudo-assign", "Pseudo: A ← first, B ← second; repeat (A, B) ← (B, A mod B) until B = 0; output A.\n\n" + fence(P3), P3, ["(A, B) ← (B, A mod B)"]))
A.append(("sql", "Same in SQL: SELECT SUM(x) FROM xs WHERE x % 2 = 0;\n\n" + fence(P1), P1, ["SELECT SUM(x) FROM xs WHERE x % 2 = 0"]))

# a third batch, written after the rules above were in place (one leaked: pseudo-code in math)
P5 = "s = input()\nprint(s == s[::-1])"
P6 = "n = int(input())\nfact = 1\nfor k in range(2, n + 1):\n    fact *= k\nprint(fact)"
A.append(("kotlin-inline-sentence", "Kotlin: `val n = readLine()!!.toInt()`, then `println(n * (n - 1) / 2)`.\n\n" + fence(P4), P4, ["println(n * (n - 1) / 2)"]))
A.append(("haskell-lines", "Haskell:\n\nmain = do\n  n <- readLn\n  print (n * (n - 1) `div` 2)\n\n" + fence(P4), P4, ["print (n * (n - 1) `div` 2)"]))
A.append(("fact-words", "Start fact at one; for k from two to n multiply fact by k; print fact.\n\n" + fence(P6), P6, ["for k from two to n multiply fact by k"]))
A.append(("xml-cdata", "<solution><![CDATA[\nn = int(input())\nfact = 1\nfor k in range(2, n + 1):\n    fact *= k\nprint(fact)\n]]></solution>\n\n" + fence(P6), P6, ["    fact *= k"]))
A.append(("md-footnote", "Use a running product.[^1]\n\n[^1]: fact = 1; for k in range(2, n + 1): fact *= k; print(fact)\n\n" + fence(P6), P6, ["fact *= k"]))
A.append(("org-src", "#+begin_src python\ns = input()\nprint(s == s[::-1])\n#+end_src\n\n" + fence(P5), P5, ["print(s == s[::-1])\n#+end_src"]))
A.append(("reversed-expr-words", "The program reads s and prints whether s equals s reversed, i.e. s == s[::-1].\n\n" + fence(P5), P5, ["s == s[::-1]"]))
A.append(("math-latex-loop", "Compute $\\prod_{k=2}^{n} k$ with a loop: $f \\leftarrow 1$; for $k = 2..n$: $f \\leftarrow f \\cdot k$; output $f$.\n\n" + fence(P6), P6, ["f \\leftarrow f \\cdot k"]))
A.append(("powershell", "```powershell\nPS> $n = [int](Read-Host); $f = 1; 2..$n | % { $f *= $_ }; $f\n```\n\n" + fence(P6), P6, ["$f *= $_"]))
A.append(("csv-lines-quoted-list", "Program as data: [\"s = input()\", \"print(s == s[::-1])\"]\n\n" + fence(P5), P5, ["print(s == s[::-1])"]))

# a fourth batch, written after all rules above (one more, 'print the maximum minus the minimum', stays: decided below)
P7 = "n = int(input())\nprint(bin(n).count('1'))"
P8 = "a = list(map(int, input().split()))\nprint(max(a) - min(a))"
A.append(("mermaid", "```mermaid\ngraph TD\n  A[a, b = map(int, input().split())] --> B{while b}\n  B --> C[a, b = b, a % b]\n  C --> B\n  B --> D[print(a)]\n```\n\n" + fence(P3), P3, ["a, b = b, a % b"]))
A.append(("comment-in-prose-code", "Approach (one line, as I'd write it): print(bin(int(input())).count('1'))\n\n" + fence(P7), P7, ["print(bin(int(input())).count('1'))"]))
A.append(("js-arrow", "JS equivalent: const f = a => Math.max(...a) - Math.min(...a);\n\n" + fence(P8), P8, ["Math.max(...a) - Math.min(...a)"]))
A.append(("markdown-list-inline", "1. `a = list(map(int, input().split()))`\n2. `print(max(a) - min(a))`\n\n" + fence(P8), P8, ["`print(max(a) - min(a))`"]))
A.append(("r-lang", "In R:\n\nx <- scan()\ncat(max(x) - min(x))\n\n" + fence(P8), P8, ["cat(max(x) - min(x))"]))
A.append(("quoted-string-prose", "Run it as: python3 -c \"a = list(map(int, input().split())); print(max(a) - min(a))\"\n\n" + fence(P8), P8, ["print(max(a) - min(a))"]))
A.append(("base32", "b32: " + __import__('base64').b32encode(P8.encode()).decode() + "\n\n" + fence(P8), P8, [__import__('base64').b32encode(P8.encode()).decode()]))


@pytest.mark.parametrize("name,draft,program,forms", A, ids=[a[0] for a in A])
def test_program_form_hidden(name, draft, program, forms):
    text = summarize_draft(draft, domain="code").text
    for f in forms:
        assert f not in text, (name, text)


@pytest.mark.parametrize("text", [
    "See [the statement](https://example.org/problems/sum%20of%20evens%20%28easy%29) for limits.",
    "The run id 3f2a9c1e is in the log; the function is count_pairs_with_distance.",
])
def test_encoded_rule_keeps_plain_urls_and_ids(text):
    assert encoded_spans(text, P4) == []


def test_encodings_hidden_whatever_they_decode_to():
    b = base64.b64encode(b"unrelated note, not code").decode()
    h = b"another plain note".hex()
    u = urllib.parse.quote("while b: a, b = b, a % b")
    assert len(encoded_spans(f"x {b} y {h} z {u}", P3)) == 3


@pytest.mark.parametrize("line,code", [
    ("SELECT SUM(x) FROM xs WHERE x % 2 = 0;", True),
    ("int r = gcd(a, b);", True),
    ("With q up to 2e5 queries, input() is too slow;", False),
    ("Use max(a) and sort the rest of the values;", False),
])
def test_semicolon_lines(line, code):
    assert is_code_text(line) is code


@pytest.mark.parametrize("draft,stay", [
    ("The loop runs n times and each step adds one.\n\n" + fence(P4), "The loop runs n times and each step adds one."),
    ("For n = 4 it prints 6: four times three over two.\n\n" + fence(P4), "For n = 4 it prints 6"),
])
def test_words_that_are_no_formula_of_the_program_stay(draft, stay):
    assert stay in summarize_draft(draft, domain="code").text


def test_printed_expression_in_words_hidden():
    for words in ("prints n times n minus n, all over two", "outputs n times (n minus one) over two"):
        text = summarize_draft(f"We read n and {words}.\n\n" + fence(P4), domain="code").text
        assert "over two" not in text, text


def test_procedure_in_words_stays():
    # decided: the procedure in words, with no code syntax and none of the program's arithmetic, is the
    # approach (a reader still writes the program); only its printed expression in words is hidden
    draft = "Read a line, strip it, lower-case it, count the characters that are in aeiou, print that count.\n\n" + fence(P2)
    assert "count the characters that are in aeiou" in summarize_draft(draft, domain="code").text


READER_FORMS = ["rust-text-fence", "c-output-fence", "base64-short", "hex", "url-encoded", "table-no-backticks", "table-go-cells"]


@pytest.mark.parametrize("name", READER_FORMS)
def test_reader_reads_the_form_in_the_draft(name):
    from agon_mcore.agon.leak import answer_readable

    _, draft, program, _ = next(a for a in A if a[0] == name)
    assert answer_readable(draft[:draft.rfind("```python")], program, "code")


def test_reader_keeps_sample_output_and_plain_tables():
    from agon_mcore.agon.leak import answer_readable

    assert not answer_readable("Output:\n\n```text\n6\n10\n```\n\n| n | out |\n|---|---|\n| 4 | 6 |\n", P4, "code")


PROG_SECOND = "n = int(input())\nv = sorted(set(map(int, input().split())))\nprint(v[-2] if len(v) >= 2 else -1)"


@pytest.mark.parametrize("prose,form", [
    ("Ligne par ligne : lit n ; lit la liste, la met dans un ensemble et la trie dans v ; si v a au moins deux "
     "éléments affiche v[-2], sinon affiche -1.", "sinon affiche -1"),
    ("Zeile für Zeile: liest n; liest die Liste, macht eine Menge daraus und sortiert sie in v; wenn v mindestens "
     "zwei Elemente hat, gib aus v[-2], sonst gib aus -1.", "sonst gib aus -1"),
])
def test_program_line_by_line_in_another_language_hidden(prose, form):
    text = summarize_draft(prose + "\n\n" + fence(PROG_SECOND), domain="code").text
    assert form not in text and "v[-2]" not in text, text


def test_idea_in_another_language_stays():
    idea = "Idea: quitar duplicados y ordenar; el segundo mayor es el penúltimo. Complejidad O(n log n)."
    assert idea in summarize_draft(idea + "\n\n" + fence(PROG_SECOND), domain="code").text


def test_aggregates_in_words_stay():
    # decided (and asserted in test_summary.py): aggregates described in words ("the maximum minus the minimum")
    # are the approach; only the printed expression over the program's own variables is hidden ("n times n")
    draft = "Read the numbers and print the maximum minus the minimum.\n\n" + fence(P8)
    assert "the maximum minus the minimum" in summarize_draft(draft, domain="code").text
