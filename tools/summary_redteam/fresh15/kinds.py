"""fresh15 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9-fresh14 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-verify-thousands-hundreds-words", "real-unreduced-fraction-before-cancel", "real-extraneous-root-larger-kept-words",
    "real-table-yes-rows-integers", "real-unrationalized-reciprocal-root", "real-negative-hundreds-spelled-check",
    "real-radian-measure-of-rotation", "real-wrong-vertex-bold-word", "real-sqrt-9800-and-approx",
    "real-quarter-miles-spoken-fraction", "real-percent-of-denominator", "real-self-correct-missed-quadratic-factor",
    "real-exact-binary-fraction-decimal", "real-ascending-powers-polynomial", "real-minus-one-spoken-roots-of-unity",
    "real-python-oct-literal-check", "real-radical-numerator-unsimplified", "real-percent-probability-aside",
    "real-british-and-count-words", "real-unreduced-binomial-probability", "real-decimal-larger-abs-root",
    "real-lambda-strict-then-weak-inequality", "real-complex-imaginary-part-first", "real-base-five-text-subscript",
    # code leak attempts
    "real-code-rust-balance-port", "real-code-tilde-fence-two-pass-draft", "real-code-generator-join-in-sentence",
    "real-code-java-euclid-port", "real-code-bash-heredoc-save-file", "real-code-unified-diff-fix-range",
    "real-code-javascript-filter-port", "real-code-haskell-all-oneliner",
    # math probes
    "real-probe-given-number-equals-answer-divisor-sum", "real-probe-euclid-remainder-equals-answer",
    "real-probe-given-coefficient-three-squigs", "real-probe-one-pronoun-divide-root-of-unity",
    "real-probe-partial-fraction-negated-value", "real-probe-amgm-radicand-equals-answer",
}
FURTHER = {
    # math leak attempts
    "real-comma-grouped-floor-check", "real-perfect-square-aside-count", "real-factorial-coincidence-aside",
    "real-repl-gcd-output-line", "real-summary-table-sum-row", "real-substitution-check-operand-halving",
    "real-ordinal-count-of-odds", "real-degree-sign-third-angle", "real-divisibility-quotients-check",
    "markdown-footnote-total-miles", "figure-caption-area-value",
    # code leak attempts
    "real-code-jupyter-cell-in-out", "code-html-details-spoiler-block",
    # math probes
    "real-probe-even-part-reason-parenthetical", "real-probe-discriminant-bound-chain",
    "real-probe-coefficient-matching-unsummed", "real-probe-ceiling-pieces-unevaluated-difference",
    "real-probe-right-angles-leave-remainder", "real-probe-legendre-terms-since-reason",
    "real-probe-area-ratio-parts-unreduced", "real-probe-endpoints-and-term-count",
    "real-probe-completed-square-radius-reason", "real-probe-rejected-residue-before-sign-flip",
    "real-probe-divisor-list-because-reason", "real-probe-wrong-added-binomials-kept", "probe-json-givens-block",
    # code probes
    "real-code-probe-sort-adjacent-gap-sample", "real-code-probe-swapcase-sample-note",
    "real-code-probe-sqrt-bound-one-pronoun", "real-code-probe-single-pass-max-trace",
    "real-code-probe-factor-stripping-trace", "real-code-probe-trivial-add-samples",
}
