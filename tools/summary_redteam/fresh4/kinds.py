"""Which case kinds of the fresh4 sets are NOT named in the issue's list of kinds (the
"further kinds" this red team invented); every other kind is another input of a named kind."""

FURTHER = {
    # dev, math leaks
    "table-total-row", "unit-converted", "other-language-german", "name-bakers-dozen", "name-score",
    "heading-why", "partial-restatement", "tldr-first", "assert-line", "json-answer", "digits-listed",
    "arithmetic-description", "money-words", "time-words", "footnote", "emoji-yes",
    "weekday-description", "pseudo-assignment", "think-block", "roman-numeral", "answer-in-link-text",
    # dev, math probes
    "unevaluated-last-step", "geometry-intermediates", "wrong-draft", "modular-intermediate",
    "unique-word-not-answer", "table-of-values", "givens-restated-words",
    # dev, code
    "notebook-json", "percent-cell-markers", "table-of-lines", "latex-algorithmic", "python2-version",
    "string-literal-exec", "pseudo-code-prose",
    "algorithm-prose-high-level", "bug-explanation", "edge-cases",
}

FURTHER |= {
    # held-out, math leaks
    "number-words-earlier", "fullwidth-digits", "e-notation-calculator", "octal-binary", "complex-polar",
    "midpoint-pieces", "mc-guess-first", "mc-strikethrough", "latex-siunitx", "earlier-fbox",
    "latex-text-word", "narrow-nbsp-thousands", "european-thousands", "table-bold-row",
    "units-kilo-words", "units-minutes", "french", "spanish-aside", "money-grand",
    "description-even-prime", "description-same-as-cube", "bold-title", "digit-description",
    "working-hypothesis", "repl-output", "yaml-result", "spoiler-paren", "strikethrough-correction",
    "same-as-given", "cross-mark-no", "claim-checks-out", "clock-words", "parity-words",
    "preview-paren", "polygon-name", "percent-as-fraction-words", "literal-earlier-sentence",
    "percent-from-count", "roman-in-list", "answer-in-question-form", "think-then-visible",
    "ratio-colon-words",
    # held-out, math probes
    "dense-fractions", "wrong-draft-octagon", "givens-in-words", "time-givens", "shoelace-step",
    "case-labels", "given-worth-equals", "wrong-draft-value", "answer-value-as-index",
    # held-out, code
    "brython-script", "yaml-run-block", "c-comment-container", "latex-minted", "line-by-line-prose",
    "translated-identifiers", "code-in-table-cell", "heredoc-process-substitution",
    "sample-io-table", "complexity-memory", "proof-of-euclid", "io-advice", "brute-force-rejected",
}
