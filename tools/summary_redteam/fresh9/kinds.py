"""fresh9 kind names that the issue's list does not name (FURTHER); the rest are issue kinds."""
ISSUE = {
    "real-scientific-notation", "real-mixed-number-unicode", "real-number-word-plain",
    "real-degrees-for-radians-pair", "real-set-reordered", "real-interval-words",
    "real-wrong-fraction-for-percent", "real-choice-by-expression", "real-decimal-vector",
    "real-sigma-notation", "real-code-cpp-translation", "real-code-diff-fix",
    "real-code-line-bullets", "roman-numeral",
    "real-probe-given-coefficient", "real-probe-intermediate-equals-answer",
    "real-probe-step-number-equals-answer", "real-probe-given-word-equals-answer",
    "real-probe-code-cell-intermediate",
}
FURTHER = {
    "real-tldr-top", "real-key-insight-callout", "real-code-cell-comment", "real-units-conversion",
    "real-next-part-restated", "real-align-env", "real-array-table", "real-candidates-marked",
    "real-translation-final", "real-r1-think-mid", "real-closing-remark", "real-gpt4o-paren-delims",
    "real-wrong-llama-step-heading", "real-underbrace-label", "real-perpendicular-word",
    "real-money-k-suffix", "real-place-value-words", "real-factored-vector",
    "html-details-spoiler", "reddit-spoiler", "markdown-split-emphasis", "zero-width-split",
    "math-bold-digits", "latex-textcolor-hidden",
    "real-code-line-table", "real-code-list-nested-fence", "real-code-snippets",
    "real-code-cat-session", "real-code-numbered-listing", "code-json-tool-call", "code-org-src",
    "real-code-probe-complexity-table", "real-code-probe-io-table", "real-code-probe-recurrence-latex",
    "real-code-probe-shell-run", "real-code-probe-edge-cases", "code-probe-error-quote",
    "real-probe-tldr-strategy", "real-probe-key-insight-formula", "real-probe-align-intermediates",
    "real-probe-units-givens", "real-probe-candidates-rejected", "real-probe-wrong-answer",
    "real-probe-wrong-table", "real-probe-euclid-array", "real-probe-wrong-r1",
    "real-probe-note-after-box", "real-probe-long-aime", "real-probe-chinese-work",
    "probe-emoji-checklist", "probe-html-details-work",
}
ISSUE |= {"real-equivalent-expression", "real-factored-reordered", "real-interval-words-mid", "real-degrees-mid",
          "real-number-phrase-mid", "real-code-pre-html", "real-code-heredoc", "real-probe-cycle-equals-answer"}
FURTHER |= {"real-array-total-row", "real-candidates-table-marked", "real-blockquote-summary-top", "real-r1-mid-statement",
            "real-underbrace-label-2", "real-probe-tldr-method", "real-probe-note-after-box-2",
            "real-probe-r1-reasoning-words", "real-code-probe-wrong-attempt-inline"}
