"""Kinds of fresh5's cases that the summary task's own list of leak kinds (numbers in words, notations, pieces, choices, LaTeX, code forms, over-hiding) does not name (table.py splits by them).

Issue kinds used here: words (numbers in words or other scripts, "composite" for No), notation,
pieces, choice, latex, code_forms, probe_issue (the issue's over-hiding list).
"""
FURTHER = {
    "early_restate",     # the answer announced before the work (a plan, a guess, an expectation)
    "check",             # the answer substituted in a verification line (✓, "passes the test")
    "used_intermediate", # the answer named as a variable or list member that a later step uses
    "split",             # the answer's digits or parts in separate sentences
    "table_row",         # the answer as the asked row/cell of a table of values
    "running_tally",     # the answer as the last entry of a running count
    "aside",             # the answer in a parenthesis, dash aside or note to self
    "description",       # the answer described, not named (a full revolution, a century, the second player)
    "units",             # the answer in other units or a clock/stopwatch reading
    "ratio_phrase",      # a probability as "k in n", odds, "one out of every n"
    "lang",              # number words in another language (Italian, Russian, Korean, ...)
    "abbrev",            # a word answer abbreviated (Tue, Feb, NE)
    "code_container",    # the program unfenced, blockquoted, line-numbered, escaped, as pseudo-code
    "meta_reference",    # the answer attributed to a source (a textbook, a memory)
    "self_correction",   # the answer in a note that fixes an earlier slip
    "tool_output",       # the answer as a tool's output (a spreadsheet, a REPL)
    "numbered_list",     # a count as the last index of a numbered enumeration
    "bounds",            # the answer squeezed by a lower and an upper bound stated apart
    "code_split",        # the program split between a code block and prose
    "probe_further",     # must-stay probes the issue does not list (procedure, givens, later use, samples)
}
