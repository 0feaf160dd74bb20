"""Kinds of fresh6's cases that the summary task's own list of leak kinds (numbers in words, notations, pieces, choices, LaTeX, code forms, over-hiding) does not name (table.py splits by them).

Issue kinds used here: words (numbers in words or other scripts), notation, pieces, choice,
latex, code_forms, probe_issue (the issue's over-hiding list).
"""
FURTHER = {
    "reused_operand",   # the answer used as an operand of a later check or comparison
    "digits_reused",    # the answer's digits listed or described for a check
    "premise",          # the answer stated as a guess, a "since"/"with" premise before the work
    "witness",          # a witness or example that settles the question
    "numbered_list",    # a count as the last index of an enumeration
    "list",             # the answer marked in a list or as a recap bullet
    "description",      # the answer described by a familiar count or "the top of the range"
    "comparison",       # the answer as "one more than 11"
    "lang",             # number words in another language (Polish, Turkish)
    "units",            # the answer in other units (metres for centimetres, ks for seconds)
    "ratio_phrase",     # a probability as odds
    "check",            # the answer in a log-like check line
    "code_container",   # the program as a shell one-liner, an org-mode block, a string in a helper script
    "tool_output",      # the program as a terminal `cat` listing
    "code_in_test",     # the program as a function inside a test file
    "code_prose_lang",  # the program restated line by line in another natural language
    "probe_further",    # must-stay probes the issue does not list (step labels, procedure, givens, samples)
}
