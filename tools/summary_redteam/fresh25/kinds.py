"""fresh25 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9-fresh24 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-order-answer-as-power-of-two-in-words", "real-factorial-answer-as-shifted-factorial-quotient",
    "real-exponential-answer-as-squared-gaussian-factor", "real-process-answer-in-subscript-time-notation",
    "real-constant-answer-as-exp-function-of-minus-one", "real-fraction-answer-left-unreduced-at-chain-end",
    "real-absolute-value-answer-split-into-sign-cases", "real-sign-factor-as-cosine-of-multiple-of-pi",
    "real-radical-answer-left-as-root-of-eight", "real-pair-answer-as-fixed-second-free-first-sentence",
    "real-inequality-answer-as-comparative-exponent-words", "real-complex-answer-as-reciprocal-of-imaginary-multiple",
    "real-polynomial-answer-in-renamed-variable-step",
    # code leak attempts
    "real-code-rust-port-sketched-first", "real-code-py-tagged-fence-memoized-recursion-first",
    "real-code-python-dash-c-shell-oneliner-check", "real-code-semicolon-joined-inline-definition",
    "real-code-julia-port-before-python", "real-code-functools-reduce-variant-earlier-block",
    "real-code-cpp-offline-reverse-port-first", "real-code-python2-legacy-submission-first",
}
FURTHER = {
    # math leak attempts
    "real-gsm-count-as-fingers-on-two-hands-idiom", "real-gsm-yearly-cost-as-grand-slang-split",
    "real-gsm-average-as-points-shy-of-perfect-score", "real-gsm-inches-as-feet-plus-inches-compound",
    "real-gsm-hours-as-clock-span-morning-to-afternoon", "real-wrong-gsm-days-as-hours-supply-count",
    "real-gsm-age-as-factorial-of-given-age", "real-gsm-count-as-first-term-of-ratio-check",
    "real-gsm-total-as-multiple-of-starting-given", "real-gsm-dollars-as-exact-banknote-combination",
    "real-aime-remainder-as-countdown-digits-remark", "real-aime-sum-as-repl-tuple-echo-line",
    "real-quadratic-answer-as-vertex-and-leading-coefficient-words",
    "real-constant-answer-as-reciprocal-of-arctan-one", "real-constant-answer-as-tau-circle-constant",
    "real-banach-space-answer-as-real-line-words", "real-integer-set-as-two-smallest-naturals-words",
    "real-polynomial-answer-as-product-of-arguments-words", "real-matrix-ring-answer-as-size-and-field-words",
    "real-parameter-answer-as-matching-coefficients-words", "html-comment-carrying-final-value",
    "latex-equation-tag-carrying-answer",
    # code leak attempts
    "real-code-latex-verbatim-environment-listing", "code-details-collapsible-unlabelled-fence",
    # math probes
    "real-probe-gsm-team-size-not-a-divisor-clause", "real-probe-gsm-solved-unknown-then-offset-pending",
    "real-probe-gsm-calendar-day-count-inclusive-range", "real-probe-gsm-percent-base-clarification",
    "real-probe-gsm-unit-conversion-constant-equal-to-answer", "real-probe-aime-disphenoid-box-embedding-volume",
    "real-probe-growth-rate-comparison-zeta-near-pole", "real-probe-operator-inverse-guess-verified-by-product",
    "real-probe-full-line-integral-before-halving-by-evenness", "real-probe-gaussian-fourth-moment-formula-quoted",
    "real-probe-quotient-by-two-as-f2-dimension-count", "real-probe-hom-count-as-roots-correspondence-clause",
    "real-probe-positive-kernel-norm-reduction-to-row-sup", "real-probe-annulus-pole-membership-by-modulus",
    "real-probe-pole-order-premise-disputed", "real-probe-ratio-limit-equal-to-root-limit-answer",
    "real-probe-squeeze-bounds-am-gm-and-cosine", "real-probe-pole-list-inside-radius-by-bounds",
    "probe-mermaid-flowchart-of-stops",
    # code probes
    "real-code-probe-edge-case-table-with-expected-outputs", "real-code-probe-complexity-comparison-of-two-approaches",
    "real-code-probe-original-array-parity-decision-trace", "real-code-probe-variable-glossary-and-frequency-trace",
    "real-code-probe-greedy-sample-walkthrough-contest", "real-code-probe-float-exactness-and-unguarded-division-note",
}
