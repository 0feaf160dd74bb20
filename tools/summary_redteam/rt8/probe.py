from agon_mcore.agon.summary import summarize_draft
T="<think>\nok\n</think>\n\n"
P=[("hexent","A rectangle has sides 8 and 9. What is its area?", T+"The sides multiply. The area is &#x37;&#x32; square units.\n\n\\boxed{72}"),
   ("named-ent","A rectangle has sides 8 and 9. What is its area?", T+"Area is 72&nbsp;units... no: area equals &#55;2.\n\n\\boxed{72}"),
   ("digits2","What is 23 * 25?", T+"Work: 23*25. Reading it out digit by digit: five, seven, five.\n\n\\boxed{575}"),
   ("inverse","How many ways to choose 2 of 4 pens?", T+"Side note: 3! = 6 arrangements of the books.\n\nC(4,2) = 24/4.\n\n\\boxed{6}")]
for i,p,d in P:
    print("==",i); print(summarize_draft(d,domain="math",problem=p).text)
