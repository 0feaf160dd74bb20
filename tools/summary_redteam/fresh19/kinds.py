"""fresh19 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9-fresh18 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-gsm-grand-slang-leftover", "real-gsm-degrees-below-zero-phrase", "real-gsm-percent-answer-as-decimal-chance",
    "real-gsm-fifty-percent-as-half-phrase", "real-gsm-blockquote-recap-two-dozen",
    "real-wrong-original-speed-half-an-hour", "real-vector-scalar-factored-out", "real-quotient-coefficients-in-division-array",
    "real-base-remainders-read-upward", "real-python-octal-literal-in-code-comment",
    "real-plane-equation-negated-before-sign-fix", "real-degree-as-cubic-name", "real-count-as-trio-word",
    "real-radical-unsimplified-and-decimal", "real-decimal-as-hundredths-fraction-align",
    "real-count-as-power-of-ten-divisibility", "real-gcd-one-as-coprime-word", "real-qwen-chinese-code-switch-count",
    "real-underbrace-label-total", "real-hyperbolic-as-exponential-quotient", "roman-numeral-parenthetical-aside",
    # code leak attempts
    "real-code-ruby-inject-port", "real-code-csharp-linq-port", "real-code-haskell-nub-sort-port",
    "real-code-julia-powermod-port", "real-code-blockquoted-earlier-version", "real-code-php-array-map-port",
    "real-code-pascal-contest-port", "real-code-awk-oneliner-port",
    # math probes
    "real-probe-gsm-given-count-equals-average", "real-probe-given-base-four-equals-exponent",
    "real-probe-coefficient-three-radical-equation", "real-probe-example-intermediate-equals-minimum",
    "real-probe-clearing-denominator-six", "real-probe-term-value-equals-remainder",
    "real-probe-middle-coefficient-asymptote-sum-pending", "real-probe-given-ratio-legs-unreduced",
    "real-probe-series-first-term-equals-parameter", "real-probe-twice-cosine-negated-answer",
    "real-probe-domain-bounds-equal-maximum",
}
FURTHER = {
    # math leak attempts
    "real-gsm-dollar-as-four-quarters", "real-gsm-dozens-as-egg-cartons", "real-right-angle-as-perpendicular-aside",
    "real-zero-as-point-on-x-axis", "real-answer-as-factorial-after-box-remark", "real-perfect-cube-markdown-footnote",
    "real-probability-as-times-in-throws-remark", "real-fraction-as-pie-slices-analogy",
    "real-fraction-as-prime-power-quotient", "real-compass-abbreviation-table-marker", "real-named-constant-zeta-form",
    "real-substituted-vector-check-component", "real-markdown-task-list-recheck", "latex-percent-comment-in-align",
    # code leak attempts
    "real-code-textbook-arrow-pseudocode", "code-latex-lstlisting-listing",
    # math probes
    "real-probe-wrong-joint-for-conditional-quarter-given", "real-probe-quartic-degree-equals-candidate-count",
    "real-probe-conjugate-sum-integer-one-above", "real-probe-absolute-value-cases-unsolved-unit",
    "real-probe-missing-vertex-coordinates-sum-pending", "real-probe-edge-count-bound-quotients-pending",
    "real-probe-exponent-bounds-product-pending", "probe-html-table-givens-median",
    # code probes
    "real-code-probe-digit-seven-count-samples", "real-code-probe-factor-trace-of-sample",
    "real-code-probe-bare-assert-suite", "real-code-probe-fib4-values-table", "real-code-probe-sample-io-bare-fences",
    "real-code-probe-str-count-pitfall-inline",
}
