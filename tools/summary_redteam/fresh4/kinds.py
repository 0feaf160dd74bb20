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
