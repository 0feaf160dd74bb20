from agon_mcore.agon.summary import summarize_draft
from agon_mcore.agon.leak import answer_readable
T = "<think>\nok\n</think>\n\n"
P = [("sinA=2cosA, problem given=2", r"In right triangle $ABC$ with $\angle B = 90^\circ$, we have $\sin A = 2\cos A$.  What is $\tan A$?",
 r"Divide by $\cos A$: $$\frac{\sin A}{\cos A} = 2 \quad\Longrightarrow\quad \tan A = 2.$$ Let me double-check: $\cos A = \frac{1}{\sqrt5}$, $\sin A = \frac{2}{\sqrt5}$ ✓." + "\n\n**Final Answer** $\\boxed{2}$", "2"),
 ("same, problem None", None,
 r"Divide by $\cos A$: $$\frac{\sin A}{\cos A} = 2 \quad\Longrightarrow\quad \tan A = 2.$$ Let me double-check: $\cos A = \frac{1}{\sqrt5}$, $\sin A = \frac{2}{\sqrt5}$ ✓." + "\n\n**Final Answer** $\\boxed{2}$", "2"),
 ("sinA=3cosA given=3", r"In right triangle $ABC$ with $\angle B = 90^\circ$, we have $\sin A = 3\cos A$.  What is $\tan A$?",
 r"Divide by $\cos A$: $$\tan A = 3.$$ Let me double-check: $\cos A = \frac{1}{\sqrt{10}}$, $\sin A = \frac{3}{\sqrt{10}}$ ✓." + "\n\n**Final Answer** $\\boxed{3}$", "3"),
 ("seq list prose", r"What is the eighth term of the geometric sequence $\frac{125}{9}, \frac{25}{3}, 5, 3, \ldots$?",
 r"The ratio is $\frac35$. Writing out terms: $5, 3, \frac{9}{5}, \frac{27}{25}, \frac{81}{125}, \frac{243}{625}$, and we can check each is $\frac35$ of the previous." + "\n\n**Final Answer** $\\boxed{\\frac{243}{625}}$", r"\frac{243}{625}"),
 ("percent as decimal mid", "A shirt costs $40 and is discounted by $10. By what percent is it discounted?",
 r"The discount fraction is $\frac{10}{40}$, which is 0.25 as a decimal. Then convert to percent by multiplying by 100." + "\n\n**Final Answer** $\\boxed{25}$", "25"),
]
for name, prob, d, a in P:
    s = summarize_draft(T + d, domain="math", problem=prob).text
    print("==", name, "| reader:", answer_readable(s, a, "math", problem=prob)); print(s)
