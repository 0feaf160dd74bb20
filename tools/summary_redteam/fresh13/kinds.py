"""fresh13 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9, fresh10, fresh11 or fresh12 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-degrees-spelled-in-sentence", "real-terminating-decimal-equal", "real-radians-for-degree-answer",
    "real-base-digits-comma-list", "real-polar-components-split", "real-complex-as-plane-point",
    "real-roots-unicode-subscripts", "real-quotient-closed-fraction", "real-pm-roots-written-apart",
    "real-interval-endpoints-included-words", "real-mixed-number-as-decimal", "real-frac-full-braces-variant",
    "real-negative-power-notation", "real-half-glyph-mixed", "real-compass-letter-choice",
    # code leak attempts
    "real-code-kotlin-translation", "real-code-cpp-modular-loop", "real-code-blockquoted-lines",
    "real-code-recursive-version-earlier", "real-code-ruby-oneliner", "real-code-java-method",
    # math probes
    "real-probe-base-rewritten-as-power", "real-probe-prime-base-equals-answer", "real-probe-bound-equals-answer",
    "real-probe-coefficient-equals-answer", "real-probe-complement-choice-one-left", "real-probe-pair-count-negation",
    "real-probe-intermediate-root-equals-answer",
}
FURTHER = {
    # math leak attempts
    "real-tldr-spelled-total", "real-heading-result-words", "real-third-of-relative", "real-cents-as-dollar-decimal",
    "real-dollars-spelled-out", "real-comparison-table-row", "real-factorial-shorthand",
    "real-hundreds-spoken-dollars", "real-win-loss-record", "real-alternative-route-rederive",
    "real-self-correction-note", "real-hedged-tentative-value", "real-parenthetical-that-is", "real-duration-h-mm",
    "real-aime-minutes-as-hours", "real-wrong-markup-words", "real-wrong-ordinal-year",
    "img-alt-and-filename-value", "html-details-summary-answer", "latex-tag-equation-number",
    # code leak attempts
    "real-code-writefile-magic-cell", "real-code-numbered-steps-line-for-line", "real-code-json-tool-call-arg",
    "code-latex-verbatim-env",
    # math probes
    "real-probe-club-overlap-partial-sums", "real-probe-rejected-smaller-candidate",
    "real-probe-consistency-check-difference", "real-probe-coefficient-matching-equations",
    "real-probe-square-of-count-setup", "real-probe-work-backwards-steps", "real-probe-ratio-part-size",
    "real-probe-parenthetical-age-reason", "real-probe-wrong-misread-half", "real-probe-cyclotomic-identity-exponent",
    "real-probe-aime-multiplied-equations", "probe-html-table-givens",
    # code probes
    "real-code-probe-affine-formula-sample", "real-code-probe-two-pointer-edge-cases",
    "real-code-probe-per-row-ceiling", "real-code-probe-arithmetic-levels", "real-code-probe-downward-scan-note",
    "real-code-probe-tuple-sample-io",
}
