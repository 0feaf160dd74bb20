"""fresh11 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9 or fresh10 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-exponent-match", "real-polynomial-regrouped", "real-interval-unicode-inequality", "real-radical-ascii-sqrt",
    "real-roots-vanish-phrase", "real-percent-for-decimal", "real-signed-number-words", "real-fraction-over-words",
    # code leak attempts
    "real-code-go-translation", "real-code-debug-prints-version", "real-code-tilde-fence", "real-code-return-expr-inline",
    "real-code-pycon-def-session", "real-code-initial-attempt-slow",
    # probes
    "real-probe-base-equals-answer", "real-probe-given-ratio-equals-answer", "real-probe-given-equals-answer-count",
    "real-probe-count-equals-negated-answer",
}
FURTHER = {
    # math leak attempts
    "real-gsm8k-hash-marker", "real-answer-xml-tag", "real-json-answer-object", "real-qa-pair-format",
    "real-solution-set-braces", "real-python-assert-check", "real-slash-fraction-prose", "real-fifty-fifty-phrase",
    "real-hyphenated-adjective", "real-therefore-symbol", "real-ordinal-list-fifth", "real-base-unicode-subscript",
    "real-angle-degrees-word", "real-transpose-row-vector", "real-tuple-unpack-assignment", "real-money-decimal-cents",
    "real-clock-duration", "real-word-answer-heading", "real-summary-bullets-end", "real-wrong-markup-for-discount",
    "real-wrong-skipped-step", "real-aime-check-sum-operand", "real-interval-excluded-point",
    "latex-comment-line", "html-comment-final", "markdown-link-text", "latex-fbox-framed",
    # code leak attempts
    "real-code-capitalized-fence-tag", "real-code-python-c-oneliner", "real-code-text-tagged-fence",
    "code-latex-algorithmic",
    # math probes
    "real-probe-inverse-setup", "real-probe-inclusion-exclusion", "real-probe-complement-count",
    "real-probe-block-method", "real-probe-average-formula", "real-probe-factor-pair-table",
    "real-probe-clock-times-givens", "real-probe-remaining-vs-sold", "real-probe-r1-aime-system",
    "real-probe-factored-inequality", "real-probe-wrong-weekdays", "real-probe-wrong-serving-size",
    "real-probe-strict-bound", "real-probe-receipt-line-items", "probe-markdown-task-list",
    # code probes
    "real-code-probe-key-formula", "real-code-probe-off-by-one-note", "real-code-probe-docstring-examples",
    "real-code-probe-invariant", "real-code-probe-constraints-arithmetic", "real-code-probe-bitwise-table",
}
# adaptive.jsonl (written after reading main's heldout summaries; none repeats a heldout kind)
ADAPTIVE_ISSUE = {"real-roots-checked-one-by-one", "real-interval-between-words", "real-code-rst-code-block"}
ADAPTIVE_FURTHER = {
    "real-feet-and-inches", "real-r-stopifnot-check", "real-numpy-allclose-vector", "real-spreadsheet-cell-table",
    "real-python-assert-float", "real-clock-time-end", "real-sign-chart-table", "real-tool-call-result-line",
    "real-code-unfenced-plain-lines", "real-probe-parenthetical-reasons", "real-probe-interval-endpoint-work",
    "real-probe-units-check-after", "real-probe-squared-bounds", "real-code-probe-stdin-run-output",
}
