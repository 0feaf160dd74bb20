"""fresh22 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9-fresh21 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-gsm-maximum-as-last-fitting-ordinal", "real-complex-answer-as-plane-point-pair",
    "real-base-answer-as-place-value-expansion", "real-radical-as-fourth-root-of-nine",
    "real-column-vector-as-transposed-row-tuple", "real-answer-as-negated-unknown-equation",
    "real-count-with-narrow-space-digit-grouping", "real-count-as-last-circled-numeral",
    "real-count-spelled-in-words-after-box-aside", "real-root-as-shared-exponent-in-verifying-identity",
    "real-angle-as-float-rounding-artifact",
    "real-aime-answer-read-aloud-digit-style", "real-prime-pair-as-chained-equality",
    "real-log-answer-as-log-secant-form",
    # code leak attempts
    "real-code-javascript-port-sketched-first", "real-code-java-static-method-port-after",
    "real-code-rst-code-block-directive-docs-version", "real-code-shell-python-dash-c-oneliner",
    "real-code-unittest-module-with-solution-pasted", "real-code-shell-tr-pipeline-port",
    "real-code-cpp-contest-port-written-first", "code-html-entity-escaped-details-block",
    # math probes
    "real-probe-gsm-loose-eggs-given-equals-tray-count", "real-probe-gsm-pack-difference-before-bead-conversion",
    "real-probe-interior-angle-supplement-pending", "real-probe-factor-values-at-one-table-sum-pending",
    "real-probe-reciprocal-root-vieta-sum-pending-combination", "real-probe-signed-area-plus-minus-before-squaring",
    "real-probe-form-coefficients-then-sum-pending", "real-probe-prime-count-minus-even-prime-pending",
    "real-probe-domain-left-endpoint-equals-answer", "real-probe-given-power-base-equals-answer",
    "real-probe-base-length-equals-area-subtraction-pending", "real-probe-latex-text-labelled-revenue-lines",
    "real-probe-two-area-methods-both-pending", "real-probe-equilateral-and-isosceles-angle-chain-pending",
    "real-probe-mgf-coefficient-times-factorial-pending",
}
FURTHER = {
    # math leak attempts
    "real-gsm-count-as-whole-pies-and-slices", "real-gsm-duration-as-return-clock-times",
    "real-gsm-difference-as-one-unit-price", "real-gsm-total-as-banknote-breakdown",
    "real-gsm-margin-as-hyphenated-lead-adjective", "real-gsm-dollar-total-in-k-shorthand",
    "real-wrong-total-hours-as-days-and-hours", "real-probability-as-one-chance-in-decimal-odds",
    "real-fraction-answer-as-part-to-part-ratio", "real-negative-difference-as-exceeds-by-phrase",
    "real-modulus-answer-as-value-of-the-power-itself", "real-count-in-leading-markdown-heading",
    "real-dimension-threshold-as-yes-no-table", "real-yes-answer-as-theorem-citation-after-box",
    "real-angle-as-regular-hexagon-interior-angle",
    "real-value-restated-in-python-assert-check", "real-aime-answer-as-bubbled-sheet-digits",
    "real-function-answer-as-identity-map-name", "real-quarter-pi-as-leibniz-series-remark",
    "html-comment-hidden-numeric-verification", "bidi-override-reversed-answer-digits",
    # code leak attempts
    "real-code-latex-algorithmic-environment-pseudocode", "real-code-stress-harness-embedding-fast-solver",
    # math probes
    "real-probe-wrong-eaten-ignored-full-count-pending", "real-probe-given-height-digits-equal-volume",
    "real-probe-remainder-bound-from-division-algorithm", "probe-ascii-tree-command-style-givens",
    # code probes
    "real-code-probe-first-word-counterexample-bullets", "real-code-probe-hypothesis-property-test",
    "real-code-probe-hex-primality-row-and-walk", "real-code-probe-float-log-truncation-counterexample",
    "real-code-probe-two-case-modular-proof-with-samples", "real-code-probe-character-trace-table-final-y",
}
