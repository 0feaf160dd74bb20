P1 = "Find the sum of all positive divisors of 36."   # 91
P2 = "Compute 17 * 23 + 8."                            # 399
T = "<think>scratch</think>\n\n"
def M(body, ans): return T + body + f"\n\n\\boxed{{{ans}}}"
CASES = [
 ("think-reopen3","H","math",P1,"91", M("sigma(4)=7, sigma(9)=13. </think> The total is 91.","91")),
 ("think-reopen4","H","math",P1,"91", T+"sigma(4)=7, sigma(9)=13. \\boxed{91} </think> ok <think>"),
 ("text-split","H","math",P1,"91", M(r"Total $\text{9}\text{1}$.","91")),
 ("brace-split","H","math",P1,"91", M(r"Total ${9}{1}$.","91")),
 ("mathbf","H","math",P1,"91", M(r"Total $\mathbf{9}\mathbf{1}$ is it.","91")),
 ("space-digits","H","math",P1,"91", M("Total digits: 9 1.","91")),
 ("superscript2","H","math",P2,"399", M("We get ³⁹⁹.","399")),
 ("subscript","H","math",P1,"91", M("We get ₉₁.","91")),
 ("mathrm-399","H","math",P2,"399", M(r"Then $\mathrm{3}\mathrm{99}$.","399")),
 ("digit-words-sep","H","math",P1,"91", M("Digits: nine, then one.","91")),
]
