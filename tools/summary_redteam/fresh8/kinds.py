"""Kinds of fresh8 that the issue's list does not name (kit/table.py splits issue vs further by it)."""
FURTHER = {
    # math leak attempts
    "real-answer-first", "real-bold-mid-step", "real-code-check-output", "real-category-word",
    "real-object-name", "real-money-cents", "real-recap-bullets", "real-after-box-sentence",
    "real-double-check-method", "real-wrong-check-operand", "real-range-check",
    "real-verify-substitution", "real-table", "real-answer-heading-first", "real-parenthetical-note",
    "real-pythagorean-triple", "real-division-check", "real-final-bound-check", "real-double-box",
    "arithmetic-phrase", "keycap-emoji", "siunitx", "fbox", "latex-comment", "equation-tag",
    "footnote", "inline-code-math",
    # code leak attempts
    "real-code-notebook-session", "real-code-pseudocode", "code-rst-block", "code-lstlisting",
    "code-blockquote",
    # probes
    "real-probe-verify-no-answer", "real-probe-headings-formula-words", "real-probe-components-in-check",
    "real-probe-wrong-answer", "real-probe-double-check-conversion", "real-probe-game-table",
    "real-probe-numbered-list-labels", "probe-operator-words", "probe-part-labels",
    "real-code-probe-complexity-samples", "real-code-probe-walkthrough", "real-code-probe-asserts-prose",
    "real-code-probe-recurrence-table", "real-code-probe-sample-fence", "code-probe-traceback",
    # adaptive.jsonl
    "real-probe-reasoning-before-conclusion", "real-probe-table-units", "real-code-probe-output-fence",
}
