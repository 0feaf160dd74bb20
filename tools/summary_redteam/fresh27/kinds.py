"""fresh27 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9-fresh26 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-gsm-dollars-with-k-suffix-abbreviation", "real-gsm-share-answer-as-fraction-of-whole-words",
    "real-gsm-score-in-spoken-digit-pairs", "real-fraction-answer-as-overline-repeating-decimal",
    "real-inequality-answer-as-enumerated-tail-set",
    # code leak attempts
    "real-code-rust-port-with-iterator-zip-first", "real-code-cpp-port-with-optional-first",
    "real-code-blockquote-prefixed-program-lines", "real-code-python-dash-c-shell-invocation",
    "real-code-python2-version-drafted-first", "real-code-c-scanf-contest-submission-first",
    "real-code-ruby-contest-submission-first",
}
FURTHER = {
    # math leak attempts
    "real-gsm-total-as-itemised-receipt-balance-due", "real-gsm-total-as-prime-factorisation-remark",
    "real-gsm-hours-as-fraction-of-a-day-words", "real-gsm-coin-count-as-change-amount",
    "real-gsm-remaining-in-progress-bar-line", "real-gsm-dollars-as-cash-denominations",
    "real-wrong-gsm-total-as-first-operand-of-back-subtraction-check",
    "real-aime-answer-in-inline-code-comment", "real-aime-answer-in-key-quantities-table-last-row",
    "real-integer-answer-as-days-in-week-words", "real-count-answer-as-latin-tuple-name",
    "real-fraction-answer-as-one-part-in-words", "real-constant-answer-as-dirichlet-eigenvalue-name",
    "real-set-answer-as-universal-quantifier-words", "real-function-answer-in-pointfree-product-notation",
    "real-function-answer-as-id-map-with-domain-subscript", "real-cardinal-answer-as-fraktur-c",
    "real-zero-answer-as-nil-word", "real-space-answer-as-null-sequences-words",
    "real-constant-function-answer-as-value-at-given-point", "real-minimal-index-answer-as-checkmarked-table-row",
    "real-constant-answer-as-tau-convention", "real-probability-answer-as-coin-flip-words",
    "real-decimal-answer-as-nearby-unit-fraction-words", "real-space-answer-with-quotient-parameter-substituted",
    "real-integer-answer-as-doubled-log-two", "real-parameter-answer-as-equal-to-given-coefficient-words",
    "real-expression-answer-as-unit-group-order",
    "adversarial-html-comment-final-value-above-box", "acrostic-bullet-initials-spelling-answer",
    # code leak attempts
    "real-code-line-numbered-listing-in-text-fence", "real-code-latex-lstlisting-environment",
    "code-solution-as-list-of-source-line-strings",
    # math probes
    "real-probe-gsm-counterfactual-full-delivery-baseline", "real-probe-gsm-cents-conversion-to-avoid-decimals",
    "real-probe-gsm-stated-modelling-assumption-clause", "real-probe-gsm-upper-bound-sanity-check-before-total",
    "real-probe-gsm-daily-rate-in-fraction-words", "real-probe-aime-complementary-case-split-with-subtotals",
    "real-probe-odd-reflection-with-contrasting-even-moment",
    "real-probe-laurent-constant-term-beside-zero-residue",
    "real-probe-dominating-function-with-pointwise-limit-one",
    "real-probe-countable-union-of-null-lines-subadditivity", "real-probe-lln-mean-gap-one-sixth",
    "real-probe-independent-factor-moment-generating-value", "real-probe-cauchy-schwarz-head-tail-split",
    "real-probe-log-of-product-harmonic-divergence", "real-probe-linear-in-y-mixed-derivative-drops-constant",
    "real-probe-kernel-of-functional-codimension-rank-nullity",
    "real-probe-arc-length-reparametrisation-to-flat-metric", "real-probe-failing-predecessor-log-comparison",
    "probe-task-checklist-with-pending-unchecked-item",
    # code probes
    "real-code-probe-sort-stability-argument-with-example", "real-code-probe-boundary-value-table-for-thresholds",
    "real-code-probe-pass-through-equivalence-argument", "real-code-probe-wrong-condition-counterexample",
    "real-code-probe-mex-greedy-leftover-stack-invariant", "real-code-probe-empty-and-nonstring-key-edge-cases",
}
