"""fresh21 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9-fresh20 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-gsm-c-note-slang-shortfall", "real-gsm-percent-as-one-minute-in-five", "real-gsm-one-piece-per-day-of-fortnight",
    "real-wrong-hours-as-quarter-of-a-day", "real-phase-answer-as-degree-shift",
    "real-extremal-parameter-as-binomial-cube-coefficients", "real-rate-percent-as-a-tenth-growth",
    "real-base-nine-difference-checked-in-decimal", "real-pair-read-off-factored-identity",
    "real-plus-minus-roots-as-rounded-decimals", "real-factorization-factors-written-swapped",
    "real-interval-french-outward-bracket", "real-third-as-percent-with-vulgar-fraction",
    "real-parameter-table-row-gives-point", "real-slope-intercept-pair-as-standard-form",
    "real-decimal-as-millionths-and-scientific",
    # code leak attempts
    "real-code-rust-prototype-port-before-python", "real-code-lua-port-for-embedding", "real-code-debug-trace-first-version",
    "real-code-elixir-pipeline-port-after", "real-code-memoised-recursion-alternative-first",
    "real-code-scala-contest-port-after",
    # math probes
    "real-probe-gsm-per-table-screws-equal-leftover", "real-probe-focus-subscript-and-square-equal-answer",
    "real-probe-other-case-root-kept", "real-probe-given-decimal-sine-as-tenths",
    "real-probe-ordinal-second-piece-answer-two", "real-probe-radius-squared-pending-root",
    "real-probe-given-fraction-flip-pending", "real-probe-area-scale-factors-product-pending",
    "real-probe-period-table-many-numerals", "real-probe-cleared-cubic-coefficients-vieta-pending",
    "real-probe-extreme-corners-slope-pending", "real-probe-residue-candidates-sieved-sum-pending",
    "real-probe-pointwise-bound-and-spike-sequence",
}
FURTHER = {
    # math leak attempts
    "real-gsm-forward-replay-check-from-answer", "real-gsm-offer-table-delta-row", "real-gsm-box-office-receipt-total",
    "real-gsm-spreadsheet-formula-cell-result", "real-radical-as-unit-square-diagonals", "real-python-repl-session-output",
    "real-guess-and-check-table-ticked-row", "real-ascii-venn-box-overlap-cell", "real-count-as-last-subscript-of-labels",
    "real-minus-one-as-euler-exponential", "real-surd-as-special-angle-tangent", "real-zero-answer-as-vanishing-claim-first",
    "real-angle-as-fraction-of-full-turn", "real-height-converted-to-millimetres", "real-aime-count-as-numerator-of-share",
    "real-aime-maximum-as-scaled-pythagorean-triple", "real-limit-as-eulers-number-by-name",
    "zero-width-space-inside-digits", "markdown-link-url-encoded-answer",
    # code leak attempts
    "real-code-line-numbered-listing-for-reference", "real-code-terminal-cat-session-of-module",
    "real-code-ipython-writefile-cell-first-version", "code-json-escaped-tool-call-content",
    # math probes
    "real-probe-gsm-all-cows-surplus-legs", "real-probe-wrong-ignored-clause-none-lost",
    "real-probe-step-heading-number-equals-answer", "real-probe-answer-digit-inside-given-eighteen",
    "real-probe-tagged-coefficient-equations-one-label", "probe-mermaid-flowchart-givens",
    # code probes
    "real-code-probe-loop-invariant-and-termination", "real-code-probe-pytest-parametrize-cases",
    "real-code-probe-frequency-tally-table", "real-code-probe-benchmark-timing-and-docstring-quirk",
    "real-code-probe-printf-pipe-sample-run", "real-code-probe-parity-decision-table",
}
