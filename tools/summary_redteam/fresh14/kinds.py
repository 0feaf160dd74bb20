"""fresh14 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9-fresh13 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-future-age-spelled-sentence", "real-speed-abbrev-in-words", "real-hyphen-duration-adjective",
    "real-wrong-forgot-popcorn-words", "real-self-correct-double-count", "real-mixed-slash-fraction",
    "real-unsimplified-radical-and-decimal", "real-complex-parts-named", "real-octal-subscript-glyph",
    "real-root-set-braces", "real-exponent-decimal-equals-frac", "real-degree-equivalent-of-radian",
    "real-triple-unicode-minus-sentence", "real-arrow-chain-words", "real-slang-bucks-words",
    "real-wrong-spoken-price-no-interest",
    # code leak attempts
    "real-code-go-for-loop-port", "real-code-join-described-inline", "real-code-repl-session-def",
    "real-code-typescript-port", "real-code-first-attempt-max-key", "real-code-c-function-port",
    # math probes
    "real-probe-days-per-week-equals-answer", "real-probe-parenthetical-given-loss",
    "real-probe-given-coefficient-is-ratio", "real-probe-leading-coefficient-equals-degree",
    "real-probe-given-constant-is-negation", "real-probe-quadratic-constant-equals-root",
    "real-probe-one-person-partial",
}
FURTHER = {
    # math leak attempts
    "real-metres-to-kilometres-aside", "real-weekly-hours-as-minutes", "real-checkmark-total-verify",
    "real-recap-bullet-per-person", "real-receipt-total-line", "real-per-week-slash-unit",
    "real-column-addition-layout", "real-fraction-of-basket-count", "real-dozens-count-form",
    "real-option-table-savings-cell", "real-currency-code-suffix", "real-pound-abbrev-recap",
    "real-inline-code-comment-value", "real-thousand-word-mixed", "real-part-of-whole-parenthetical",
    "real-hours-to-minutes-difference", "real-cubic-inch-superscript",
    "html-comment-scratch-note", "csv-block-coordinates",
    # code leak attempts
    "real-code-numpy-vectorised-variant", "real-code-arrow-assign-pseudocode", "real-code-python-c-shell-oneliner",
    "code-yaml-literal-block",
    # math probes
    "real-probe-unit-conversion-holds-digit", "real-probe-given-fraction-shares", "real-probe-pair-count-intermediate",
    "real-probe-month-assumption-reason", "real-probe-wrong-remaining-hours", "real-probe-given-plus-offset",
    "real-probe-second-month-expense", "real-probe-divisor-exponent-formula", "real-probe-rejected-smaller-cubes",
    "real-probe-small-case-pattern-check", "real-probe-solved-unknowns-before-product", "probe-latex-array-products",
    # code probes
    "real-code-probe-fractional-part-note", "real-code-probe-substring-order-kept",
    "real-code-probe-increment-sample-pair", "real-code-probe-palindrome-empty-case",
    "real-code-probe-iterative-fib-trace", "real-code-probe-area-formula-sample",
}
