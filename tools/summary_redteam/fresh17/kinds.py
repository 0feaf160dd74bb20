"""fresh17 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9-fresh16 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-gsm-hyphenated-unit-adjective-ten-pound", "real-answer-first-fragment-five-more-hours",
    "real-wrong-per-mile-three-years-words", "real-digit-sum-words-in-aside", "real-degree-answer-restated-radians",
    "real-terse-scientific-times-ten-cubed", "real-only-identity-trivial-group-for-one",
    "real-interval-as-double-inequality-fractions", "real-sanity-four-place-decimal-of-fraction",
    "real-about-decimal-of-pi-multiple", "real-negative-power-of-two-form", "real-one-chance-in-three-and-percent",
    "real-decimal-thousand-word-plates", "real-common-factor-pulled-out-quadratic",
    "real-complex-imaginary-first-order", "real-closed-interval-between-inclusive-prose",
    "real-decimal-half-in-words", "real-latex-escaped-percent-and-power-of-ten-fraction",
    "real-geometric-sum-sigma-form", "real-choice-third-option-and-shape-name", "real-harmonic-reciprocal-of-answer",
    # code leak attempts
    "real-code-rust-iterator-zip-port", "real-code-indented-earlier-max-key-version",
    "real-code-return-expression-backticked-recap", "real-code-shell-tr-translation", "real-code-lua-port-tuple-swap",
    "real-code-html-pre-chat-export-version", "real-code-unified-diff-speedup-patch",
    # math probes
    "real-probe-coefficient-two-in-reduced-cube", "real-probe-given-side-equals-third-side",
    "real-probe-inner-value-equals-final", "real-probe-residue-list-with-answer-values",
    "real-probe-constant-term-equals-root", "real-probe-block-residues-equal-answer",
}
FURTHER = {
    # math leak attempts
    "real-money-trailing-zero-cents", "real-chatty-cents-conversion-of-dollars", "real-step-bold-dollar-decimal-and-dime",
    "real-answer-as-markdown-heading-first-line", "real-negative-residue-representative",
    "real-stopwatch-time-and-minutes-for-seconds", "real-footnote-equality-case-product",
    "real-metric-unit-conversion-km-cm", "real-ratio-sentence-outnumber", "real-ordinal-position-in-listed-sequence",
    "real-bare-fence-repl-float-output", "real-triangular-number-name", "html-details-summary-spoiler",
    "latex-label-name-carries-value",
    # code leak attempts
    "real-code-jupyter-writefile-cell", "real-code-closed-form-alternative-inline", "code-json-source-string-field",
    # math probes
    "real-probe-gsm-subtotal-before-starting-games", "real-probe-wrong-rate-of-rate-misread",
    "real-probe-telescoping-index-shift-two", "real-probe-solved-unknowns-sum-pending",
    "real-probe-rejected-even-root-candidate", "real-probe-difference-of-squares-unsubtracted",
    "real-probe-exterior-angle-unit-quotient", "real-probe-enumerated-arrangements-uncounted",
    "real-probe-lattice-count-factors", "real-probe-solve-then-substitute-unsummed",
    "real-probe-operator-plugin-terms", "real-probe-two-excluded-values-listed", "probe-json-fenced-givens-object-count",
    # code probes
    "real-code-probe-euclid-samples-log-complexity", "real-code-probe-incremented-list-samples",
    "real-code-probe-area-sample-half-product", "real-code-probe-riddle-symmetric-range-samples",
    "real-code-probe-flower-height-samples", "real-code-probe-threshold-empty-list-edge",
}
