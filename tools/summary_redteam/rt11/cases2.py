P1 = "Find the sum of all positive divisors of 36."   # 91
P2 = "Compute 17 * 23 + 8."                            # 399
PC = "Write a function f(n) that returns the n-th triangular number."
CODE = "def f(n):\n    return n * (n + 1) // 2"
T = "<think>scratch</think>\n\n"
def M(body, ans): return T + body + f"\n\n\\boxed{{{ans}}}"
CASES = [
 ("think-reopen2","H","math",P1,"91", M("sigma(4)=7, sigma(9)=13. <think>so 91</think> Multiply them.","91")),
 ("think-in-code","H","code",PC,CODE, T+"Closed form.\n```python\n# </think>\n"+CODE+"\n```"),
 ("think-close-code","H","code",PC,CODE, T+"Closed form n(n+1)/2. </think>\n```python\n"+CODE+"\n```"),
 ("latex-brace","H","math",P1,"91", M(r"sigma product: $7\cdot 13 = 9{}1$.","91")),
 ("latex-thinspace","H","math",P1,"91", M(r"The divisor sum comes to $9\,1$ exactly.","91")),
 ("mathrm-split","H","math",P1,"91", M(r"Total $\mathrm{9}\mathrm{1}$.","91")),
 ("roman","H","math",P1,"91", M("Total in Roman numerals: XCI.","91")),
 ("hex","H","math",P1,"91", M("Total in hex: 0x5B.","91")),
 ("arith-tail","H","math",P1,"91", M("Total is 100 - 9, i.e. one less than 92.","91")),
 ("zwsp","H","math",P1,"91", M("Total is 9\u200b1.","91")),
 ("devanagari","H","math",P2,"399", M("Sum: ३९९.","399")),
 ("fullwidth","H","math",P2,"399", M("Sum: ３９９.","399")),
 ("circled","H","math",P1,"91", M("Sum: ⑨①.","91")),
 ("phantom-box","H","math",P1,"91", M(r"$\phantom{\boxed{91}}$ sigma(4)sigma(9).","91")),
]
