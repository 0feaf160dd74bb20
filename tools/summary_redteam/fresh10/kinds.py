"""fresh10 kinds: FURTHER (kinds the summary issue's list of restatements does not name) and ISSUE (named
there, other inputs)."""
ISSUE = {
    "real-earlier-box-other-form", "real-comma-thousands-plain", "real-approx-decimal-fraction",
    "real-complex-parts-words", "real-set-builder", "real-wrong-decimal-for-percent",
    "real-dollars-for-cents", "digit-by-digit-words", "real-code-alt-approach-block",
    "real-code-golfed-one-liner", "real-probe-inner-function-value", "real-probe-roots-contain-answer",
    "real-probe-unevaluated-product", "real-probe-same-number-other-unit",
}
FURTHER = {
    "real-verification-substitution", "real-bold-result-label-midway", "real-recap-table-last-row",
    "real-display-then-verification", "real-claude-bold-inline", "real-jupyter-out", "real-repl-output-list",
    "real-octal-python-literal", "real-congruence-statement", "real-out-of-phrase", "real-synthetic-division-row",
    "real-ijk-notation", "real-word-answer-mid", "real-direction-relative", "real-markdown-footnote",
    "real-text-in-display", "real-r1-think-draft-box", "real-second-method", "real-wrong-check-story",
    "real-wrong-product-equation", "real-conclusion-with-check-clause", "fullwidth-digits", "html-entities",
    "reversed-digits", "latex-text-split", "superscript-digits", "answer-as-power-phrase",
    "real-code-untagged-fence", "real-code-py-tag", "real-code-leetcode-class", "real-code-ipython",
    "real-code-blockquote", "real-code-pseudocode-block", "code-latex-lstlisting", "code-exec-string",
    "real-code-probe-sample-io-fence", "real-code-probe-trace-table", "real-code-probe-approach-identifiers",
    "real-code-probe-complexity-derivation", "real-code-probe-failed-test-output", "code-probe-ascii-diagram",
    "real-probe-reciprocal-given", "real-probe-enumeration-list", "real-probe-vieta-method-line",
    "real-probe-rejected-root", "real-probe-common-difference", "real-probe-other-candidates-fail",
    "real-probe-wrong-cartons", "real-probe-wrong-triangle-bound", "real-probe-claude-prose",
    "real-probe-bold-given-labels", "real-probe-equation-last-step", "real-probe-long-aime-binary",
    "real-probe-ratio-parts", "probe-ascii-number-line", "probe-yaml-work",
}
# adaptive.jsonl (written after reading main's heldout summaries)
ISSUE |= {"real-pair-components-prose", "real-radians-for-degrees", "real-code-javascript",
          "real-code-semicolon-prose", "real-probe-negative-root-rejected", "real-probe-constant-equals-answer"}
FURTHER |= {"real-one-part-in-n", "real-elimination-rows", "real-verification-decimal-digit", "real-code-cell-output",
            "real-complex-as-point", "real-sympy-expression-output", "real-count-as-pair",
            "real-probe-enumeration-marked", "real-probe-reasoning-clause", "real-probe-composition-display",
            "real-code-probe-inline-approach"}
