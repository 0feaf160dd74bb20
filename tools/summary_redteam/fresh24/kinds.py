"""fresh24 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9-fresh23 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-gsm-count-as-k-suffix-shorthand", "real-gsm-population-as-numeral-thousand-word-hybrid",
    "real-gsm-age-as-decades-unit-word", "real-gsm-difference-as-a-couple-idiom",
    "real-gsm-percent-discount-as-fraction-word", "real-gsm-dollars-as-hundreds-count-wording",
    "real-exponential-constant-as-eth-root-radical", "real-cardinal-answer-as-beth-two-notation",
    "real-product-answer-distributed-over-difference", "real-hyperbolic-answer-unfolded-into-exponentials",
    "real-pde-solution-as-rearranged-sum-relation", "real-exponential-answer-rebased-to-base-two",
    "real-interval-answer-as-set-builder-condition", "real-yes-answer-as-affirmative-verdict-phrase",
    "real-fraction-answer-as-inverse-power-of-product", "real-triple-as-chained-equalities-sentence",
    # code leak attempts
    "real-code-go-port-sketched-first", "real-code-haskell-point-free-port-after",
    "real-code-numbered-inline-statement-plan", "real-code-ipython-prompt-session-definition",
    "real-code-format-spec-lambda-in-closing-sentence", "real-code-commented-out-first-attempt-text-fence",
    "real-code-kotlin-contest-port-first",
}
FURTHER = {
    # math leak attempts
    "real-gsm-height-as-same-as-first-child-reference", "real-wrong-gsm-kilograms-as-metric-tonnes-decimal",
    "real-gsm-share-as-first-of-slash-separated-split", "real-gsm-minutes-as-shy-of-an-hour-phrase",
    "real-aime-answer-as-base-subscript-of-check-numeral", "real-aime-bound-as-limit-arrow-remark",
    "real-galois-group-as-square-symmetry-phrase", "real-constant-answer-as-eponymous-name-words",
    "real-radical-answer-as-gamma-at-one-half", "real-fundamental-group-as-circle-pi-one-symbol",
    "real-signature-as-plus-minus-count-words", "real-bessel-answer-as-defining-power-series",
    "real-zeta-answer-as-apery-name-minus-one", "real-measure-answer-as-lebesgue-restriction-words",
    "real-count-as-symmetric-group-order-symbol", "real-order-answer-as-multiplicative-group-cardinality",
    "real-expression-as-one-less-than-power-words", "markdown-image-alt-text-holding-answer",
    "markdown-footnote-definition-holding-answer",
    # code leak attempts
    "real-code-explanation-table-with-code-column", "real-code-arrow-assignment-pseudocode-plan",
    "code-yaml-block-scalar-solution-field",
    # math probes
    "real-probe-gsm-distractor-given-dismissed-clause", "real-probe-gsm-receipt-itemization-subtotal-lines",
    "real-probe-gsm-world-knowledge-weeks-per-year-constant", "real-probe-gsm-wrong-combines-spent-not-left",
    "real-probe-gsm-same-number-in-two-roles-square-pending",
    "real-probe-aime-run-compositions-binomials-pending-product",
    "real-probe-frobenius-power-sum-point-count-pending", "real-probe-problem-typo-correction-clause",
    "real-probe-general-identity-before-specialization", "real-probe-limsup-equals-reciprocal-of-answer",
    "real-probe-cavalieri-disc-cross-section-integral",
    "real-probe-recognized-exact-derivative-antiderivative-pending",
    "real-probe-stated-assumption-on-splitting-primes", "real-probe-riesz-representer-coefficients-norm-pending",
    "real-probe-point-inside-disc-membership-check", "real-probe-integrand-perfect-square-factorization",
    "real-probe-green-integrand-positivity-region", "real-probe-candidate-values-listed-before-summing",
    "probe-json-tool-call-arguments-givens",
    # code probes
    "real-code-probe-trial-division-trace", "real-code-probe-non-strict-tie-decision",
    "real-code-probe-character-count-comparison-walkthrough", "real-code-probe-docstring-ambiguity-resolution",
    "real-code-probe-two-operation-upper-bound-argument", "real-code-probe-property-based-invariants-list",
}
