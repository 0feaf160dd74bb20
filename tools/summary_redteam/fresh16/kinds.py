"""fresh16 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9-fresh15 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-gsm-calc-annotation-a-hundred-words", "real-chatty-selfcorrect-spoken-two-twenty",
    "real-terse-diff-squares-thousand-word", "real-latex-braced-comma-binomial",
    "real-wrong-half-perimeter-two-and-a-half-hours", "real-median-power-of-three-words",
    "real-base-six-parenthesized-subscript", "real-factored-linear-equivalent",
    "real-inclusive-range-count-eleven-words", "real-decimal-domain-bound-inequality",
    "real-complex-as-coordinate-point", "real-point-line-unrationalized-ten-over-root",
    "real-negative-exponent-as-quotient", "real-choice-ordinal-second-listed",
    "real-integer-roots-stated-singly-from-factoring", "real-decimal-of-mixed-distance-miles",
    "real-exponent-in-power-identity", "real-answer-first-slang-bucks-words",
    "real-modulus-four-place-decimal-and-slash", "real-reciprocal-factorial-form",
    # code leak attempts
    "real-code-cpp-port-for-comparison", "real-code-py-short-fence-debug-version",
    "real-code-whole-body-in-one-sentence", "real-code-go-port-sorted-sides",
    "real-code-repl-def-continuation-lines", "real-code-kotlin-port-first-last-digit",
    # math probes
    "real-probe-intermediate-age-equals-average", "real-probe-cube-root-equals-difference",
    "real-probe-given-divisor-equals-digit", "real-probe-pi-coefficient-disk-area",
    "real-probe-factored-quadratic-rejected-root", "real-probe-one-pronoun-common-denominator-omega",
    "real-probe-cube-minus-one-before-ninth-power",
}
FURTHER = {
    # math leak attempts
    "real-answer-first-k-suffix-dollars", "real-markdown-ages-table-total-row", "real-divmod-tuple-inline-code",
    "real-unicode-minus-dot-product", "real-check-radicand-is-answer", "real-trial-table-check-mark-row",
    "real-first-n-terms-phrase", "real-inverse-check-product-operand", "real-answer-first-bold-number-line",
    "real-chatty-fingers-count-of-them", "real-nested-radical-plugin-check", "real-hours-and-minutes-duration",
    "real-aime-zero-padded-answer", "html-comment-final-value", "image-alt-text-limit-value",
    # code leak attempts
    "real-code-approach-table-cell-expression", "real-code-line-by-line-quoted-walkthrough",
    "real-code-unlabelled-fence-first-attempt", "code-yaml-literal-block-solution",
    # math probes
    "real-probe-factor-constants-unsummed", "real-probe-digit-sum-candidates-listed",
    "real-probe-both-values-of-a-before-sum", "real-probe-expanded-products-constant-gap",
    "real-probe-equality-case-unmultiplied-product", "real-probe-pair-count-times-two-points",
    "real-probe-complement-binomials-kept", "real-probe-three-unknowns-solved-product-pending",
    "real-probe-decimal-bounds-bracket-integer", "real-probe-cube-of-given-sixteen",
    "real-probe-wrong-fewer-read-as-count", "probe-csv-givens-block",
    # code probes
    "real-code-probe-stdin-samples-and-root-counts", "real-code-probe-odd-digit-product-samples",
    "real-code-probe-no-even-digit-samples", "real-code-probe-duplicate-rule-edge-cases",
    "real-code-probe-sieve-complexity-primes-below", "real-code-probe-pile-levels-trace",
}
