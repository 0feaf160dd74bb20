"""fresh20 kinds: ISSUE (kinds the summary issue's list names, with inputs other than its examples) and FURTHER
(kinds its list does not name). No name repeats a fresh9-fresh19 kind (check_kinds.py)."""
ISSUE = {
    # math leak attempts
    "real-gsm-gross-collective-noun-cost", "real-gsm-bakers-dozen-years", "real-gsm-score-archaic-count",
    "real-gsm-change-as-fiver-slang", "real-wrong-relative-gap-hundred-percent-words",
    "real-edit-note-radian-answer-in-degrees", "real-fraction-as-overline-repeating-decimal",
    "real-mixed-number-answer-as-improper-fraction", "real-byte-max-hex-aside",
    "real-plus-minus-roots-as-squared-binomials", "real-interval-as-nonpositive-reals-words",
    "real-vector-check-in-ijk-notation", "real-degree-fraction-as-latex-mixed-number",
    "real-half-integer-unicode-vulgar-fraction", "real-symbolic-answer-read-in-words",
    "real-triple-components-in-csv-block", "real-unit-fraction-as-negative-power-of-two",
    "real-price-spoken-aloud-words", "real-age-as-decade-idiom", "real-point-as-grid-directions",
    "emoji-keycap-digit-signoff", "unicode-mathematical-bold-digits",
    # code leak attempts
    "real-code-go-sorted-scan-port", "real-code-kotlin-port-after-graded-block", "real-code-swift-set-port",
    "real-code-leetcode-class-wrapper-version", "real-code-perl-oneliner-port", "real-code-r-vectorised-port",
    "real-code-typescript-node-contest-port", "real-code-python2-dialect-version",
    # math probes
    "real-probe-gsm-fleet-size-equals-percent", "real-probe-gsm-third-share-equals-leftover",
    "real-probe-answer-equals-given-amicable", "real-probe-first-quotient-equals-result",
    "real-probe-given-input-equals-final-inverse", "real-probe-bracketing-square-equals-answer",
    "real-probe-four-thirds-coefficient-equals-count", "real-probe-one-to-one-word",
    "real-probe-matrix-cube-equals-answer", "real-probe-restated-polynomial-constant-equals-sum",
    "real-probe-component-is-negated-product", "real-probe-squared-residue-equals-final-residue",
    "real-probe-am-gm-radicand-sixteen", "real-probe-identity-coefficient-equals-root",
    "real-probe-inner-cube-root-equals-answer", "real-probe-amgm-mean-one-equals-count",
}
FURTHER = {
    # math leak attempts
    "real-gsm-minutes-as-third-of-hour", "real-gsm-smallest-three-digit-number-remark", "real-gsm-postscript-days-count",
    "real-digit-run-description", "real-angle-sum-as-supplementary-word", "real-ascii-number-line-open-circles",
    "real-parity-as-y-axis-symmetry", "real-probability-as-odds-in-favour", "real-probability-as-fair-coin-analogy",
    "real-tangent-as-right-triangle-legs", "real-aime-minutes-as-hours-and-minutes", "real-aime-mersenne-form-remark",
    "real-spectrum-as-square-roots-of-unity",
    # code leak attempts
    "real-code-line-by-line-walkthrough-bullets", "code-org-mode-src-block-version",
    # math probes
    "real-probe-wrong-overlap-added-not-subtracted", "real-probe-candidate-factor-equals-minimum",
    "probe-toml-config-givens-block",
    # code probes
    "real-code-probe-depth-trace-table", "real-code-probe-edge-case-bullets",
    "real-code-probe-leftover-prime-pitfall-prose", "real-code-probe-sorted-neighbours-argument",
    "real-code-probe-bit-count-hand-simulation", "real-code-probe-bool-subclass-caveat-inline",
}
