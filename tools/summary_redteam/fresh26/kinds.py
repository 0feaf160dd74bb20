"""fresh26 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9-fresh25 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-gsm-dollars-in-european-decimal-comma-locale", "real-gsm-dollars-restated-as-cents",
    "real-gsm-centimetres-restated-in-millimetres", "real-gsm-answer-in-chinese-code-switch-closing",
    "real-fraction-answer-as-square-of-quarter-words", "real-log-answer-folded-into-single-logarithm",
    "real-inequality-answer-as-half-open-interval-with-infinity", "real-galois-group-in-sym-notation",
    "real-distribution-answer-with-sifted-variable-swap", "real-interval-answer-as-positive-reals-blackboard-set",
    # code leak attempts
    "real-code-javascript-port-drafted-first", "real-code-go-port-with-closure-first",
    "real-code-haskell-port-with-zip", "real-code-java-contest-submission-first",
    "real-code-kotlin-contest-submission-first", "real-code-ipython-in-out-session",
}
FURTHER = {
    # math leak attempts
    "real-gsm-percentage-as-betting-odds-against", "real-gsm-feet-answer-with-prime-mark-notation",
    "real-gsm-answer-in-json-output-object", "real-gsm-total-in-markdown-footnote",
    "real-gsm-duration-as-double-of-direct-walk", "real-wrong-gsm-total-as-spreadsheet-cell-value",
    "real-aime-answer-as-narcissistic-digit-cubes-remark", "real-aime-answer-as-answer-sheet-place-values",
    "real-constant-answer-as-base-of-natural-logarithm-words", "real-cardinal-answer-as-number-of-subsets-words",
    "real-matrix-answer-as-scalar-matrix-words", "real-constant-answer-as-unit-sphere-area-words",
    "real-prime-answer-as-prime-index-ordinal", "real-inequality-answer-as-above-critical-exponent-words",
    "real-constant-answer-as-gamma-at-one-half-remark", "real-exponential-answer-in-problem-alias-parameter",
    "real-reciprocal-answer-as-reciprocal-of-zero-order-words",
    "real-polynomial-answer-as-the-given-polynomial-itself", "real-group-answer-as-tetrahedron-rotations-words",
    "real-prime-splitting-answer-as-inert-verdict", "real-count-answer-as-one-more-than-dimension-words",
    "real-asymptotic-answer-as-up-to-constant-words", "real-integer-answer-as-gods-number-name",
    "image-alt-text-carrying-optimum", "zero-width-space-splitting-constant-digits",
    # code leak attempts
    "real-code-numbered-pseudocode-line-for-line", "real-code-line-by-line-explanation-table",
    "real-code-incremental-snippets-assembled", "code-solution-as-escaped-json-string",
    # math probes
    "real-probe-gsm-hourly-accumulation-table-pending-last-row", "real-probe-gsm-dimensional-analysis-units-line",
    "real-probe-gsm-less-than-phrase-interpretation", "real-probe-gsm-backward-chain-from-observed-count",
    "real-probe-gsm-ballpark-estimate-before-exact", "real-probe-aime-circle-centre-by-chord-symmetry",
    "real-probe-reciprocal-substitution-gives-negative-of-itself", "real-probe-leading-term-integral-equal-to-limit",
    "real-probe-laurent-coefficient-bookkeeping-with-unasked-term", "real-probe-cantor-function-reflection-symmetry",
    "real-probe-morley-degree-equal-value-beside-rank", "real-probe-ito-product-rule-cross-variation-drop",
    "real-probe-euler-characteristic-by-tetrahedron-count", "real-probe-umlaufsatz-rotation-index-for-convex-curve",
    "real-probe-pole-outside-contour-and-inside-contrast", "real-probe-quadratic-form-eigenvalue-lower-bound",
    "real-probe-unit-integral-equal-to-negated-answer", "real-probe-adjugate-minor-degree-bound",
    "probe-ascii-number-line-diagram-of-positions",
    # code probes
    "real-code-probe-property-list-for-random-testing", "real-code-probe-first-attempt-bug-postmortem",
    "real-code-probe-dry-run-depth-table", "real-code-probe-float-cube-root-rounding-pitfall",
    "real-code-probe-blocked-column-argument-and-constraints",
    "real-code-probe-regex-split-and-prefix-check-explained",
}
