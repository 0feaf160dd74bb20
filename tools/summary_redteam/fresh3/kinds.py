"""Which case kinds of the fresh3 sets are NOT named in the issue's list of kinds (the
"further kinds" the red team invented); every other kind is another input of a named kind."""

FURTHER = {
    # dev
    "substitution-check", "currency", "comma-thousands", "answer-first-short", "table-row",
    "verification-output", "code-comment-value", "named-constant", "bullet-result",
    "units-in-words", "post-box-words", "radians-for-degrees", "hours-minutes", "yes-word-true",
    "rst-code-block", "latex-lstlisting", "bullet-statements",
    "givens-in-words", "geometry-intermediates", "wrong-draft-work", "step-labels",
    "problem-words-probe", "time-givens",
    "constraints-edge-cases", "two-pointer-prose", "hand-trace", "io-idiom-note",
    # held-out
    "weekday-name", "check-with-value", "comma-thousands-remark", "claim-first",
    "verification-prints", "no-as-not-prime", "claim-then-verify", "self-correction-double-check",
    "k-out-of-n", "heading-result", "k-in-n-hyphen", "counterfactual-aside", "answer-in-bold-mid",
    "ratio-colon",
    "text-fence", "python-c-semicolons", "verbatim-env", "numbered-lines-plain", "split-fences",
    "ipython-session", "blockquote-code",
    "inclusion-exclusion", "heron-intermediates", "case-labels", "am-gm-bound",
    "multi-part-earlier", "floor-sums", "answer-in-problem-words",
    "greedy-proof", "edge-cases", "run-command", "bug-in-words", "test-table", "io-advice",
}
