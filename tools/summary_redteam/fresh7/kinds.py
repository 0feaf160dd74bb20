"""fresh7's kinds that the list of kinds in the summaries issue (the one that asks for
structure-and-value summaries and a reader) does not name.

Issue kinds used here: number-words, other-script, unicode-fraction, base-notation, mixed-number,
scientific-notation, sqrt-forms, latex-over, none-for-zero, percent-for-decimal, pm-pair-words,
exponent-of-formula, coefficient-of-formula, real-approx-check, real-choice, real-units,
real-recap, real-interval, the code forms (real-code-earlier-block, real-code-doctest,
real-code-translation, real-code-one-liner, code-indented, code-tilde, code-heredoc, code-diff,
code-pre) and the issue's over-hiding list (real-probe-value-equals-answer, real-probe-negation,
real-probe-given-equals-answer, real-probe-dense, real-probe-one-pronoun,
real-probe-coefficient-equals-answer, probe-negation, probe-problem-values).
Kinds starting with ``real-`` are realistic drafts (see README.md), whichever list they are in.
"""
FURTHER = {
    # math leak attempts: new positions of a restatement in realistic drafts
    "real-verify-substitution", "real-double-check-count", "real-heading", "real-double-check-method",
    "real-after-box", "real-table", "real-which-matches", "real-yes-no", "real-answer-line-before-check",
    # math leak attempts: new forms and containers
    "roman-numerals", "digits-spelled", "plan-sentence", "html-comment", "correction-sentence",
    # math probes
    "real-probe-enumeration", "real-probe-sum-zero", "real-probe-units", "real-probe-multipart",
    "real-probe-wrong-answer", "real-probe-table", "real-probe-verify-no-answer", "probe-case-words",
    "probe-given-in-answer-phrase", "probe-dense-words", "probe-answer-value-as-index",
    "probe-other-script-work",
    # code
    "real-code-explain-restates", "real-code-walkthrough-lines", "code-table-cells",
    "real-code-probe-walkthrough", "real-code-probe-stdin-samples", "real-code-probe-asserts",
    "real-code-probe-recurrence", "real-code-probe-dp-table", "code-probe-identifiers",
    "code-probe-signature-given", "code-probe-run-command",
    # adaptive.jsonl only (code-prose-program and real-code-renamed-version are issue kinds)
    "probe-answer-value-early", "probe-result-phrase-intermediate",
}
