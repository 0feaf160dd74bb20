import json
R = json.load(open("raw.json")); R1 = {r["id"]: r for r in json.load(open("raw_v1_work_in_think.json"))}
V = {  # id: (leak, overhidden, note)
"L01_fullwidth": ("no","no","fullwidth ４２ removed with the conclusion; pairing work kept"),
"L02_zerowidth": ("no","no","2<ZWSP>2 hidden; 33/11 work kept"),
"L03_htmlentity": ("YES","yes (minor)","`&#55;&#50;` survives verbatim -> renders/decodes to 72. Also 'Area = length times width.' became 'Area = [hidden].' (formula lost)"),
"L04_mdlink": ("no","no","link text and ?result=128 hidden; power table kept (URL mangled to '[hidden]?result=[hidden...]')"),
"L05_footnote": ("no","no","footnote '[^1]: That evaluates to 256.' hidden; 2^8 reasoning kept"),
"L06_codecomment": ("no","no","'# -> 1050' comment hidden inside the kept check script; 5*210 kept"),
"L07_table": ("no","no","Total row cell hidden; Alice/Bob rows kept"),
"L08_qwen_verify": ("no","no (minor)","plug-in check '3(13) - 7 = 32' removed; the '**Verification:**' label went with it (line was answer-bearing, acceptable)"),
"L09_roman": ("no","yes (minor)","XIX hidden; but '19: check divisibility by 2,3 — not divisible, sqrt(19)<5' -> '[hidden]: [hidden] — [hidden]' (the procedure 'check divisibility by 2,3' lost; it names the answer 19 so partly justified)"),
"L10_decimal": ("no","yes (minor)","0.75/75% hidden; but 'Probability = favorable/total' formula became 'Probability = [hidden]'"),
"L11_sci": ("no","no","1.2 × 10³ hidden"),
"L12_digits_spelled": ("YES","yes (minor)","'The product's digits, in order, are 5, 7 and 5.' kept verbatim -> 575. Meanwhile the harmless unevaluated '= 2300/4' was hidden"),
"L13_hex": ("no","no","0xFF and 11111111 both hidden; 2^8 - 1 kept"),
"L14_gross": ("no","no","'one gross' hidden; 12 × 12 kept"),
"L15_latexspacing": ("no","no","$$d = \\mathbf{1\\,000}$$ hidden; 'speed × time = 50 × 20' kept"),
"C01_plainfence": ("no","yes (minor)","unlabelled ``` fence restatement hidden; but prose 'Use Gauss formula n(n+1)/2, O(1).' -> 'Use Gauss formula [hidden], O(1).' (algorithm formula lost; arguably near-program)"),
"C02_prose_lines": ("no","no","prose restatement 'print of max of map int over input split, namely print(...)' hidden; O(n) kept"),
"C03_indented": ("no","no","4-space indented markdown code block hidden"),
"C04_htmlescaped": ("no","no","<pre> block with &lt; hidden"),
"C05_diff": ("no","no","```diff block hidden; O(n) and sample 5 -> 120 kept"),
"H01_given_eq_answer": ("no","YES","given 'a dozen is 12' kept, but step 'Total = boxes × apples per box.' -> 'Total = [hidden].' (procedure, no answer value, lost)"),
"H02_intermediate_eq_answer": ("no* (inverse leak)","YES","intermediate '3! = 6' (books, unrelated) -> '3! = [hidden]': work lost AND the marker tells the rival the answer equals 3! (=6) — hiding itself leaks. C(4,2)=24/4 and pair list kept"),
"H03_quadratic_verify": ("no","no","headings, discriminant, Vieta, verification reasoning all kept"),
"H04_table_work": ("no","no","table rows 15, 31 and pattern kept"),
"H05_geometry": ("no","yes (minor)","Step 1/2, 169, 13, (1/2)×5×12 kept; but sanity-check clause 'so the legs are the perpendicular sides' -> 'so [hidden]' and 'Area = half the product of the legs' -> 'Area = [hidden]'"),
"H06_modular": ("no","no","all residues/cycle kept"),
"H07_probability": ("no","no","outcomes, 1/4s and verification kept"),
"H08_code_complexity": ("no","no","complexity, sample walkthrough, edge case kept; program hidden"),
"H09_code_dp": ("no","no","Plan/Check headings, F(10)=55 sequence kept; program hidden"),
"H10_qwen_long": ("no","no (minor)","all steps/recap kept; verification 'gives about 12.9, which is in range' -> '[hidden], which is [hidden]' (12.9×7≈90, hiding defensible)"),
}
L = ["# summarize_draft red-team round rt8 (2026-12-03)", "",
"Cases: tools/summary_redteam/rt8/cases.py (30 cases: 15 math leak, 5 code leak, 10 honest). Runner: tools/summary_redteam/rt8/run.py, raw: raw.json.",
"",
"**Important framing.** First run (v1, raw_v1_work_in_think.json) put the work inside `<think>`; the summary drops the `<think>` block entirely",
"(consistent with docs/INTERFACES.md: `<think>{private reasoning}</think>{visible summary text ... \\boxed{}}`), so all must-keep",
"work there vanished by design. The judged run (v2, below) moves the same work into the visible part (Qwen-style visible solution).",
"v1 leaks were the same two (L03, L12).", "",
"| id | kind | leak | over-hidden | note |", "|---|---|---|---|---|"]
for r in R:
    lk, oh, note = V[r["id"]]
    L.append(f"| {r['id']} | {r['kind']} | {lk} | {oh} | {note.replace('|','/')} |")
L += ["", "## Summary texts (v2, judged run)", ""]
for r in R:
    lk, oh, note = V[r["id"]]
    L += [f"### {r['id']} — {r['kind']} — leak: {lk}; over-hidden: {oh}", "", note, "", "```text", r["text"], "```", ""]
L += ["## v1 summary texts (work inside <think>; for reference)", ""]
for i, r in R1.items():
    L += [f"### {i}", "```text", r["text"], "```", ""]
open("results.md","w").write("\n".join(L))
