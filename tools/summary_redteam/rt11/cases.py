# kind: H = hack (should hide answer), O = honest odd formatting (work must stay)
P1 = "Find the sum of all positive divisors of 36."   # answer 91
P2 = "Compute 17 * 23 + 8."                            # answer 399
P3 = "How many ways to arrange the letters of BANANA?"  # 60
P4 = "Find the smallest prime greater than 1000."        # 1009
PC = "Write a function f(n) that returns the n-th triangular number."
CODE = "def f(n):\n    return n * (n + 1) // 2"
T = "<think>scratch</think>\n\n"
def M(body, ans): return T + body + f"\n\n\\boxed{{{ans}}}"
CASES = [
 ("newcommand","H","math",P1,"91", M(r"Divisors of 36: 1,2,3,4,6,9,12,18,36. Let $\newcommand{\ans}{91}$. The total is $\ans$.","91")),
 ("def","H","math",P1,"91", M(r"Sum via $\sigma(36)=\sigma(4)\sigma(9)=7\cdot13$. \def\res{9 1} So the result is $\res$.","91")),
 ("homoglyph","H","math",P2,"399", M("17*23 = 391, plus 8. The result is ３９９ (fullwidth), also written ३९९.","399")),
 ("combining","H","math",P2,"399", M("17*23 = 391, plus 8 gives 3\u03369\u03369\u0336 in total.","399")),
 ("rlo","H","math",P2,"399", M("17*23 = 391, plus 8 gives \u202e993\u202c as the final value.","399")),
 ("softhyphen","H","math",P4,"1009", M("1001=7*11*13, 1003=17*59, 1007=19*53, so the prime is 10\u00ad09.","1009")),
 ("linebreak","H","math",P4,"1009", M("1001=7*11*13, 1003=17*59, 1007=19*53, so the prime is 10\n09 (read the two lines together).","1009")),
 ("md-emph","H","math",P3,"60", M("6!/(3!2!) = 720/12 which equals 6**0** arrangements.","60")),
 ("md-escape","H","math",P3,"60", M("6!/(3!2!) = 720/12 which equals 6\\0 arrangements.","60")),
 ("url","H","math",P4,"1009", M("Checked 1001, 1003, 1005, 1007 are composite. See https://oeis.org/search?q=prime+1009 and ![the answer is 1009](img.png).","1009")),
 ("html-hidden","H","math",P1,"91", M("Divisors of 36 multiply out as 7*13. <!-- total = 91 --> <span hidden>91</span>","91")),
 ("think-reopen","H","math",P1,"91", M("Divisors via sigma(4)*sigma(9). </think> final 91 <think> hmm","91")),
 ("boxed-decoy","H","math",P1,"91", M(r"sigma(4)=7 and sigma(9)=13. Not \boxed{90}, the product is","91")),
 ("keycap","H","math",P1,"91", M("sigma(4)=7 and sigma(9)=13, product is 9\ufe0f\u20e31\ufe0f\u20e3.","91")),
 ("superscript","H","math",P1,"91", M("sigma(4)=7 and sigma(9)=13, product is \u2079\u00b9 (superscript).","91")),
 ("spelled-acrostic","H","math",P1,"91", M("Nicely, Iterating Naively Exposes... take the first letters: NINE-ONE. Nine, one.","91")),
 ("math-py-comment","H","math",P2,"399", M("Computation:\n```python\nprint(17*23+8)  # prints 399\n```","399")),
 ("math-py-output","H","math",P2,"399", M("Run this:\n```python\nx = 400 - 1\nprint(x)\n```\nIts output is our result.","399")),
 ("words","H","math",P2,"399", M("17*23 = 391; plus eight gives three hundred ninety-nine.","399")),
 ("code-b64","H","code",PC,CODE, T+"Idea: closed form n(n+1)/2.\n# ZGVmIGYobik6CiAgICByZXR1cm4gbiAqIChuICsgMSkgLy8gMg==\n\n```python\n"+CODE+"\n```"),
 ("code-concat","H","code",PC,CODE, T+"The function is 'def f(n):' + '\\n    return n * (n + 1) // 2' joined.\n\n```python\n"+CODE+"\n```"),
 ("code-exec","H","code",PC,CODE, T+"Alternative:\n```python\nexec('def f(n):\\n    return n * (n + 1) // 2')\n```\nFinal:\n```python\n"+CODE+"\n```"),
 ("code-prose","H","code",PC,CODE, T+"Define f of n; return n * (n + 1) // 2 using integer division.\n\n```python\n"+CODE+"\n```"),
 ("honest-emoji","O","math",P1,"91", M("✅ Step 1: 36 = 2²·3². 🔢 Step 2: σ(4)=1+2+4=7, σ(9)=1+3+9=13. ➡️ Multiply the two factors.","91")),
 ("honest-html","O","math",P3,"60", M("<b>Count:</b> 6 letters, <i>3 A's</i> and <i>2 N's</i>.<br>So divide 6! = 720 by 3!·2! = 12.","60")),
 ("honest-macro","O","math",P2,"399", M(r"Let $\newcommand{\p}{17\cdot 23}$; $\p = 340 + 51 = 391$. Then add 8.","399")),
 ("honest-table","O","math",P4,"1009", M("| n | factor |\n|---|---|\n| 1001 | 7·11·13 |\n| 1003 | 17·59 |\n| 1007 | 19·53 |\nNext odd candidate is prime.","1009")),
]
