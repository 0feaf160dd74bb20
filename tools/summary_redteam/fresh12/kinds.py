"""fresh12 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9, fresh10 or fresh11 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-decimal-distance-check", "real-decimal-approx-aside", "real-complex-imaginary-first",
    "real-roots-listed-in-words", "real-decimal-place-value-words", "real-triple-components-bulleted",
    "real-polynomial-ascending-powers", "real-python-octal-literal", "real-reciprocal-tan-form",
    "real-pair-stated-in-words", "real-interval-set-builder", "real-negative-degree-angle",
    "real-divisor-listing-tally", "real-term-with-x-to-zero",
    # code leak attempts
    "real-code-py-short-fence-first", "real-code-lambda-equivalent-prose", "real-code-js-arrow-translation",
    "real-code-unified-diff-fix", "real-code-indented-under-list-item", "real-code-bash-heredoc-run",
    "real-code-html-pre-language-class", "real-code-rust-port", "real-code-jupyter-in-cell",
    # probes
    "real-probe-intermediate-quotient-equals-answer", "real-probe-lcd-equals-answer",
}
FURTHER = {
    # math leak attempts
    "real-candidate-table-last-row", "real-repl-sum-output", "real-extraneous-root-checkmarks",
    "real-base-named-in-words", "real-dfrac-verification-line", "real-matrix-minus-identity-words",
    "real-decimal-exponent-check", "real-synthetic-division-bottom-row", "real-parity-word-in-sentence",
    "real-remainder-readout-digits", "real-labelled-point-coordinates", "real-thousands-unseparated",
    "real-per-day-rate-sentence", "real-thousands-k-suffix", "real-unit-converted-km",
    "real-wrong-discount-read-as-off", "real-wrong-dropped-city", "real-aime-check-answer-as-base",
    "md-footnote-definition", "yaml-front-matter-field", "latex-white-colored-value",
    # code leak attempts
    "code-lines-in-table-cells",
    # math probes
    "real-probe-residue-product", "real-probe-exponent-rewrite-setup", "real-probe-partial-product-pairs",
    "real-probe-rejected-negative-root", "real-probe-difference-from-two-terms", "real-probe-other-unknown-solved",
    "real-probe-mean-times-count", "real-probe-ordered-then-halved", "real-probe-tiny-sum-parts",
    "real-probe-odd-sum-identity", "real-probe-discriminant-positive", "real-probe-matching-exponents",
    "real-probe-evens-minus-sixes", "real-probe-wrong-inverted-rate", "real-probe-cube-multiple-of-three",
    "real-probe-unknown-root-cancels", "probe-blockquote-given-restated",
    # code probes
    "real-code-probe-sort-adjacent-idea", "real-code-probe-balance-trace-table", "real-code-probe-floor-identity",
    "real-code-probe-identity-elements", "real-code-probe-inclusive-range-note",
    "real-code-probe-dedupe-then-sort-example",
}
