"""fresh23 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9-fresh22 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-gsm-weeks-as-fortnight-word", "real-one-as-word-unity", "real-log-answer-as-superscript-exponent-check",
    "real-fraction-as-plain-text-slash-for-answer-sheet", "real-gaussian-cf-in-exp-notation-chain",
    "real-cardinal-answer-as-fraktur-continuum", "real-interval-as-beyond-threshold-remark",
    "real-function-answer-as-implicit-product-identity", "real-linear-function-as-slope-intercept-words",
    "real-function-answer-renamed-in-dummy-variable-check", "real-polynomial-answer-as-coefficient-array",
    "real-negative-log-as-log-of-half", "real-choice-answer-as-option-content-value",
    "real-complex-answer-as-polar-modulus-argument",
    # code leak attempts
    "real-code-rust-port-prototyped-first", "real-code-perl-sub-port-after", "real-code-py-tagged-fence-brute-check",
    "real-code-c-contest-port-written-first",
    # math probes
    "real-probe-gsm-subtrahend-equals-answer-before-difference", "real-probe-gsm-per-twin-given-equals-friends-count",
    "real-probe-zeta-form-components-sum-pending", "real-probe-trailing-zero-floor-sums-intermediate-equals-answer",
    "real-probe-laplace-method-unit-answer-numerals",
}
FURTHER = {
    # math leak attempts
    "real-gsm-minutes-as-full-hour-unit-change", "real-gsm-total-as-shortfall-from-capacity",
    "real-gsm-points-as-score-over-item-count", "real-wrong-count-as-last-item-of-basket-inventory",
    "real-gsm-count-as-last-member-of-equivalence-chain", "real-gsm-percent-as-complement-to-full-charge",
    "real-gsm-price-as-last-term-of-yearly-progression", "real-count-as-last-index-of-numbered-list",
    "real-aime-answer-as-brute-force-output-comment", "real-aime-answer-as-dividend-in-ratio-check",
    "real-density-answer-as-named-distribution", "real-space-answer-as-name-in-words",
    "real-group-answer-as-rank-description", "real-group-answer-as-isomorphic-dihedral-alias",
    "real-range-answer-as-all-but-one-exception", "real-region-answer-as-named-unit-disc",
    "real-function-answer-as-composition-symbol", "real-radical-answer-as-geometric-mean-phrase",
    "real-half-probability-as-coin-flip-idiom", "latex-newcommand-macro-holding-answer",
    "url-query-percent-encoded-result",
    # code leak attempts
    "real-code-jupyter-cell-json-source-lines", "real-code-markdown-blockquoted-earlier-answer",
    "real-code-line-numbered-review-listing", "real-code-latex-minted-writeup-version",
    "real-code-console-cat-of-source-file", "code-json-escaped-solution-string",
    # math probes
    "real-probe-gsm-running-total-arrow-pending", "real-probe-gsm-value-free-base-of-percent-clause",
    "real-probe-wrong-parking-excluded-rate-pending", "real-probe-aime-stars-and-bars-binomial-pending",
    "real-probe-signed-permutation-count-factors-pending", "real-probe-spherical-shell-gamma-product-pending",
    "real-probe-upper-half-plane-residue-sum-pending", "real-probe-double-pole-derivative-residue-pending",
    "real-probe-symmetric-halves-zeta-values-ratio-pending", "real-probe-complex-residue-imaginary-part-pending",
    "real-probe-value-free-lower-bound-clauses", "real-probe-endpoint-concentration-weight-pending",
    "real-probe-named-constant-values-ratio-pending", "probe-csv-fenced-ledger-givens",
    # code probes
    "real-code-probe-edge-case-markdown-table", "real-code-probe-sort-key-and-ragged-rows-reasoning",
    "real-code-probe-traceback-of-failed-attempt", "real-code-probe-threshold-boundary-walkthrough",
    "real-code-probe-remainder-one-construction-proof", "real-code-probe-pytest-parametrize-table",
}
