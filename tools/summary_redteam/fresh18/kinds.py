"""fresh18 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9-fresh17 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-gsm-eight-bucks-and-change-from-ten", "real-answer-first-bold-sentence-in-words",
    "real-wrong-today-only-pages-ahead", "real-k-suffix-shorthand-calories", "real-decimal-as-hundredths-words",
    "real-hundreds-count-words-ninety-nine-hundred", "real-negative-as-minus-word",
    "real-complex-real-imag-parts-named", "real-complex-rotated-point-coordinates", "real-base-digits-as-place-value-words",
    "real-mixed-number-words-one-and-a-half", "real-ordinal-of-last-term-added", "real-polynomial-ascending-order",
    "real-trig-quotient-form-of-cot", "real-space-grouped-thousands", "real-lone-witness-for-one",
    "real-natural-log-decimal-and-log-e", "real-aime-count-words-all-four-items",
    # code leak attempts
    "real-code-javascript-map-slice-port", "real-code-java-port-alternating-min-max",
    "real-code-prose-glue-markers-oneliner", "real-code-py-short-tag-earlier-version", "real-code-c-port-sum-check",
    "real-code-cpp-contest-port",
    # math probes
    "real-probe-exponent-six-in-factorization", "real-probe-endpoint-zero-given-twice",
    "real-probe-coefficient-two-in-exponent-equation", "real-probe-negated-root-factor",
    "real-probe-root-center-equals-count", "real-probe-factored-numerator-equation-unsolved",
}
FURTHER = {
    # math leak attempts
    "real-gsm-free-hours-as-minutes", "real-gsm-per-ticket-slash-rate", "real-gsm-yards-to-feet-conversion",
    "real-quoted-speech-restatement", "real-python-check-comment-float-output", "real-table-caption-sum-in-parens",
    "real-ratio-colon-one-form", "real-double-as-diameter", "real-miles-to-km-approx",
    "real-complement-short-of-modulus", "real-attaining-example-gcd-check", "real-prime-factorization-of-sum",
    "real-section-heading-carries-value", "real-fun-fact-minutes-in-a-week", "real-italic-figure-caption-chain",
    "markdown-image-alt-text-value", "html-comment-hidden-answer-note",
    # code leak attempts
    "real-code-numbered-pseudocode-steps", "real-code-bash-python-c-oneliner", "real-code-approaches-table-cells",
    "code-yaml-literal-source-field",
    # math probes
    "real-probe-gsm-removed-counts-sum-pending", "real-probe-wrong-forgot-empty-box-partitions",
    "real-probe-one-polar-component-computed", "real-probe-three-values-sum-pending",
    "real-probe-candidate-cubes-list", "real-probe-cross-multiply-add-back-pending", "real-probe-radicand-unrooted",
    "real-probe-divisor-list-filtered-uncounted", "real-probe-perfect-square-unsquared",
    "real-probe-missing-angle-ten-degrees", "real-probe-gauss-sum-and-nearest-multiple",
    "real-probe-intercepts-slope-sum-pending", "probe-yaml-front-matter-givens",
    # code probes
    "real-code-probe-heron-samples-invalid-minus-one", "real-code-probe-cube-samples-constant-time",
    "real-code-probe-ascii-codes-sum-sample", "real-code-probe-small-n-count-table",
    "real-code-probe-length-primality-samples", "real-code-probe-grasshopper-period-four-samples",
}
