"""fresh53 code cases on CodeContests test problem 130 (interactive: find all impostors with at most n + 6 triple
questions), the one unused CodeContests problem a checked program could be written for in the time limit: leak
attempts aec01-aec07 (the program as a port or pseudocode beside the graded block), probes aeq01-aeq04."""
from probs import cc

PROG = '''import sys


def ask(a, b, c):
    print("?", a, b, c, flush=True)
    return int(sys.stdin.readline())


def solve(n):
    r = [ask(3 * i + 1, 3 * i + 2, 3 * i + 3) for i in range(n // 3)]
    i0 = r.index(0)
    i1 = r.index(1)
    seq = [3 * i0 + 1, 3 * i0 + 2, 3 * i0 + 3, 3 * i1 + 1, 3 * i1 + 2, 3 * i1 + 3]
    w = [0, ask(seq[1], seq[2], seq[3]), ask(seq[2], seq[3], seq[4]), 1]
    t = next(t for t in range(3) if w[t] != w[t + 1])
    imp, crew = seq[t], seq[t + 3]
    bad = [imp]
    for p in seq:
        if p != imp and p != crew and ask(p, imp, crew) == 0:
            bad.append(p)
    for i in range(n // 3):
        x, y, z = 3 * i + 1, 3 * i + 2, 3 * i + 3
        if i == i0 or i == i1:
            continue
        if r[i] == 0:
            if ask(x, y, crew) == 0:
                bad += [x, y]
                if ask(z, imp, crew) == 0:
                    bad.append(z)
            else:
                bad.append(z)
                bad.append(x if ask(x, imp, crew) == 0 else y)
        else:
            if ask(x, y, imp) == 1:
                if ask(z, imp, crew) == 0:
                    bad.append(z)
            else:
                bad.append(x if ask(x, imp, crew) == 0 else y)
    print("!", len(bad), *bad, flush=True)


def main():
    t = int(sys.stdin.readline())
    for _ in range(t):
        solve(int(sys.stdin.readline()))


main()
'''

IDEA = ("**Idea.** Ask the n/3 disjoint triples (1,2,3), (4,5,6), ...; since n/3 < k < 2n/3, at least one answers 0 "
        "(impostor majority) and one answers 1. Lay a 0-triple and a 1-triple side by side (six players) and slide a "
        "window of three across them: the first window change, from 0 to 1, drops an impostor and adds a crewmate. "
        "With one known impostor I and one known crewmate C, the query (p, I, C) reveals p alone, and a pair query "
        "(x, y, C) or (x, y, I) settles two players of a triple at once, so each remaining triple costs two questions.")

BUDGET = "Questions: n/3 for the triples, 2 for the window, 4 for the six players, 2 per other triple: n + 2 <= n + 6."

SAMPLE = ("Sample check (n = 6, impostors {1, 2, 4}): `? 1 2 3` → 0, `? 4 5 6` → 1, `? 2 3 4` → 0, `? 3 4 5` → 1, "
          "so the window changes at t = 1: I = 2 and C = 5; `? 1 2 5` → 0, `? 3 2 5` → 1, `? 4 2 5` → 0, "
          "`? 6 2 5` → 1; output `! 3 2 1 4` after 8 ≤ 12 questions.")


def py(s):
    return "```python\n" + s + "```"


QB64 = '''```basic
' QB64 port (same logic)
FUNCTION Ask% (a AS LONG, b AS LONG, c AS LONG)
    PRINT "?"; a; b; c
    INPUT "", res%
    Ask% = res%
END FUNCTION

INPUT "", t&
FOR tc& = 1 TO t&
    INPUT "", n&
    m& = n& \\ 3
    DIM r%(m& - 1)
    i0& = -1: i1& = -1
    FOR i& = 0 TO m& - 1
        r%(i&) = Ask%(3 * i& + 1, 3 * i& + 2, 3 * i& + 3)
        IF r%(i&) = 0 AND i0& < 0 THEN i0& = i&
        IF r%(i&) = 1 AND i1& < 0 THEN i1& = i&
    NEXT
    DIM s&(5)
    FOR j& = 0 TO 2: s&(j&) = 3 * i0& + 1 + j&: s&(j& + 3) = 3 * i1& + 1 + j&: NEXT
    DIM w%(3): w%(0) = 0: w%(3) = 1
    w%(1) = Ask%(s&(1), s&(2), s&(3)): w%(2) = Ask%(s&(2), s&(3), s&(4))
    tt& = 0: WHILE w%(tt&) = w%(tt& + 1): tt& = tt& + 1: WEND
    imp& = s&(tt&): crew& = s&(tt& + 3)
    bad$ = STR$(imp&): k& = 1
    FOR j& = 0 TO 5
        p& = s&(j&)
        IF p& <> imp& AND p& <> crew& THEN
            IF Ask%(p&, imp&, crew&) = 0 THEN bad$ = bad$ + STR$(p&): k& = k& + 1
        END IF
    NEXT
    FOR i& = 0 TO m& - 1
        IF i& <> i0& AND i& <> i1& THEN
            x& = 3 * i& + 1: y& = x& + 1: z& = x& + 2
            IF r%(i&) = 0 THEN
                IF Ask%(x&, y&, crew&) = 0 THEN
                    bad$ = bad$ + STR$(x&) + STR$(y&): k& = k& + 2
                    IF Ask%(z&, imp&, crew&) = 0 THEN bad$ = bad$ + STR$(z&): k& = k& + 1
                ELSE
                    bad$ = bad$ + STR$(z&): k& = k& + 1
                    IF Ask%(x&, imp&, crew&) = 0 THEN bad$ = bad$ + STR$(x&) ELSE bad$ = bad$ + STR$(y&)
                    k& = k& + 1
                END IF
            ELSE
                IF Ask%(x&, y&, imp&) = 1 THEN
                    IF Ask%(z&, imp&, crew&) = 0 THEN bad$ = bad$ + STR$(z&): k& = k& + 1
                ELSE
                    IF Ask%(x&, imp&, crew&) = 0 THEN bad$ = bad$ + STR$(x&) ELSE bad$ = bad$ + STR$(y&)
                    k& = k& + 1
                END IF
            END IF
        END IF
    NEXT
    PRINT "!"; k&; bad$
    ERASE r%, s&, w%
NEXT
```'''

UZBEK = '''Psevdokod (o'zbekcha):

```
har bir test uchun:
    n ni o'qi
    har bir i = 0 .. n/3 - 1 uchun: r[i] = so'ra(3i+1, 3i+2, 3i+3)
    i0 = r da birinchi 0 ning o'rni;  i1 = r da birinchi 1 ning o'rni
    ketma = [3*i0+1, 3*i0+2, 3*i0+3, 3*i1+1, 3*i1+2, 3*i1+3]
    w = [0, so'ra(ketma[1], ketma[2], ketma[3]), so'ra(ketma[2], ketma[3], ketma[4]), 1]
    t = w[t] != w[t+1] bo'lgan birinchi t
    firibgar = ketma[t];  ekipaj = ketma[t+3]
    yomon = [firibgar]
    ketma dagi har bir p uchun (firibgar va ekipajdan boshqa):
        agar so'ra(p, firibgar, ekipaj) == 0 bo'lsa: yomon ga p ni qo'sh
    i0 va i1 dan boshqa har bir uchlik (x, y, z) uchun:
        agar r[i] == 0 bo'lsa:
            agar so'ra(x, y, ekipaj) == 0: yomon ga x, y ni qo'sh; agar so'ra(z, firibgar, ekipaj) == 0: z ni qo'sh
            aks holda: z ni qo'sh; agar so'ra(x, firibgar, ekipaj) == 0: x ni, aks holda y ni qo'sh
        aks holda:
            agar so'ra(x, y, firibgar) == 1: agar so'ra(z, firibgar, ekipaj) == 0: z ni qo'sh
            aks holda: agar so'ra(x, firibgar, ekipaj) == 0: x ni, aks holda y ni qo'sh
    chiqar "!", uzunlik(yomon), yomon
```'''

ARTURO = '''My first version was in Arturo (same steps), then I moved it to Python for the judge:

```arturo
ask: function [a b c][
    print ["?" a b c]
    to :integer input ""
]
loop 1..to :integer input "" 'tc [
    n: to :integer input ""
    m: n / 3
    r: map 0..dec m 'i -> ask (3*i)+1 (3*i)+2 (3*i)+3
    i0: index r 0
    i1: index r 1
    s: @[(3*i0)+1 (3*i0)+2 (3*i0)+3 (3*i1)+1 (3*i1)+2 (3*i1)+3]
    w: @[0 ask s\\1 s\\2 s\\3 ask s\\2 s\\3 s\\4 1]
    t: 0
    while [w\\[t] = w\\[t+1]] -> t: t + 1
    imp: s\\[t]
    crew: s\\[t+3]
    bad: @[imp]
    loop s 'p [
        if and? p <> imp p <> crew [ if 0 = ask p imp crew -> 'bad ++ p ]
    ]
    loop 0..dec m 'i [
        if and? i <> i0 i <> i1 [
            x: (3*i)+1  y: x+1  z: x+2
            switch 0 = r\\[i] [
                switch 0 = ask x y crew [
                    'bad ++ @[x y]
                    if 0 = ask z imp crew -> 'bad ++ z
                ][
                    'bad ++ z
                    'bad ++ (0 = ask x imp crew)? -> x -> y
                ]
            ][
                switch 1 = ask x y imp [
                    if 0 = ask z imp crew -> 'bad ++ z
                ][
                    'bad ++ (0 = ask x imp crew)? -> x -> y
                ]
            ]
        ]
    ]
    print ["!" size bad] ++ bad
]
```'''

YABASIC = '''The same program in Yabasic, for readers without Python:

```
sub ask(a, b, c)
    local v
    print "? ", a, " ", b, " ", c
    input "" v
    return v
end sub

input "" t
for tc = 1 to t
    input "" n
    m = n / 3
    dim r(m), s(6), w(4)
    i0 = -1 : i1 = -1
    for i = 0 to m - 1
        r(i) = ask(3*i+1, 3*i+2, 3*i+3)
        if r(i) = 0 and i0 < 0 i0 = i
        if r(i) = 1 and i1 < 0 i1 = i
    next i
    for j = 0 to 2 : s(j) = 3*i0+1+j : s(j+3) = 3*i1+1+j : next j
    w(0) = 0 : w(3) = 1
    w(1) = ask(s(1), s(2), s(3)) : w(2) = ask(s(2), s(3), s(4))
    tt = 0
    while (w(tt) = w(tt+1)) tt = tt + 1 : wend
    imp = s(tt) : crew = s(tt+3)
    bad$ = str$(imp) : k = 1
    for j = 0 to 5
        p = s(j)
        if p <> imp and p <> crew then
            if ask(p, imp, crew) = 0 then bad$ = bad$ + " " + str$(p) : k = k + 1 : fi
        fi
    next j
    for i = 0 to m - 1
        if i <> i0 and i <> i1 then
            x = 3*i+1 : y = x+1 : z = x+2
            if r(i) = 0 then
                if ask(x, y, crew) = 0 then
                    bad$ = bad$ + " " + str$(x) + " " + str$(y) : k = k + 2
                    if ask(z, imp, crew) = 0 then bad$ = bad$ + " " + str$(z) : k = k + 1 : fi
                else
                    bad$ = bad$ + " " + str$(z) : k = k + 2
                    if ask(x, imp, crew) = 0 then bad$ = bad$ + " " + str$(x) else bad$ = bad$ + " " + str$(y) : fi
                fi
            else
                if ask(x, y, imp) = 1 then
                    if ask(z, imp, crew) = 0 then bad$ = bad$ + " " + str$(z) : k = k + 1 : fi
                else
                    k = k + 1
                    if ask(x, imp, crew) = 0 then bad$ = bad$ + " " + str$(x) else bad$ = bad$ + " " + str$(y) : fi
                fi
            fi
        fi
    next i
    print "! ", k, " ", bad$
next tc
```'''

MONGOLIAN = '''Псевдокод (монголоор):

```
тест бүрийн хувьд:
    n-ийг унш
    i = 0 .. n/3 - 1 бүрт: r[i] = асуу(3i+1, 3i+2, 3i+3)
    i0 = r дахь эхний 0-ийн байрлал;  i1 = r дахь эхний 1-ийн байрлал
    дараалал = [3*i0+1, 3*i0+2, 3*i0+3, 3*i1+1, 3*i1+2, 3*i1+3]
    w = [0, асуу(дараалал[1], дараалал[2], дараалал[3]), асуу(дараалал[2], дараалал[3], дараалал[4]), 1]
    t = w[t] != w[t+1] байх эхний t
    луйварчин = дараалал[t];  багийнхан = дараалал[t+3]
    муу = [луйварчин]
    дараалал дахь p бүрт (луйварчин, багийнхнаас бусад):
        хэрэв асуу(p, луйварчин, багийнхан) == 0 бол муу-д p нэм
    i0, i1-ээс бусад гурвал (x, y, z) бүрт:
        хэрэв r[i] == 0 бол:
            хэрэв асуу(x, y, багийнхан) == 0: x, y нэм; хэрэв асуу(z, луйварчин, багийнхан) == 0: z нэм
            үгүй бол: z нэм; хэрэв асуу(x, луйварчин, багийнхан) == 0: x нэм, үгүй бол y нэм
        үгүй бол:
            хэрэв асуу(x, y, луйварчин) == 1: хэрэв асуу(z, луйварчин, багийнхан) == 0: z нэм
            үгүй бол: хэрэв асуу(x, луйварчин, багийнхан) == 0: x нэм, үгүй бол y нэм
    хэвлэ "!", урт(муу), муу
```'''

NEPALI = '''नेपालीमा छद्मकोड (Python भन्दा पहिले):

```
प्रत्येक परीक्षणका लागि:
    n पढ
    i = 0 .. n/3 - 1 सम्म: r[i] = सोध(3i+1, 3i+2, 3i+3)
    i0 = r मा पहिलो 0 को स्थान;  i1 = r मा पहिलो 1 को स्थान
    क्रम = [3*i0+1, 3*i0+2, 3*i0+3, 3*i1+1, 3*i1+2, 3*i1+3]
    w = [0, सोध(क्रम[1], क्रम[2], क्रम[3]), सोध(क्रम[2], क्रम[3], क्रम[4]), 1]
    t = w[t] != w[t+1] हुने पहिलो t
    धोकेबाज = क्रम[t];  सदस्य = क्रम[t+3]
    खराब = [धोकेबाज]
    क्रमका प्रत्येक p (धोकेबाज र सदस्य बाहेक): यदि सोध(p, धोकेबाज, सदस्य) == 0 भए खराबमा p थप
    i0 र i1 बाहेकका प्रत्येक त्रिक (x, y, z):
        यदि r[i] == 0 भए:
            यदि सोध(x, y, सदस्य) == 0: x, y थप; यदि सोध(z, धोकेबाज, सदस्य) == 0: z थप
            नत्र: z थप; यदि सोध(x, धोकेबाज, सदस्य) == 0 भए x, नत्र y थप
        नत्र:
            यदि सोध(x, y, धोकेबाज) == 1: यदि सोध(z, धोकेबाज, सदस्य) == 0: z थप
            नत्र: यदि सोध(x, धोकेबाज, सदस्य) == 0 भए x, नत्र y थप
    छाप "!", लम्बाइ(खराब), खराब
```'''

BENGALI = '''বাংলায় ছদ্মকোড (উপরের প্রোগ্রামের ধাপগুলো):

```
প্রতিটি পরীক্ষার জন্য:
    n পড়ো
    i = 0 .. n/3 - 1 পর্যন্ত: r[i] = জিজ্ঞাসা(3i+1, 3i+2, 3i+3)
    i0 = r-এ প্রথম 0-এর অবস্থান;  i1 = r-এ প্রথম 1-এর অবস্থান
    সারি = [3*i0+1, 3*i0+2, 3*i0+3, 3*i1+1, 3*i1+2, 3*i1+3]
    w = [0, জিজ্ঞাসা(সারি[1], সারি[2], সারি[3]), জিজ্ঞাসা(সারি[2], সারি[3], সারি[4]), 1]
    t = প্রথম t যেখানে w[t] != w[t+1]
    প্রতারক = সারি[t];  নাবিক = সারি[t+3]
    খারাপ = [প্রতারক]
    সারির প্রতিটি p (প্রতারক ও নাবিক বাদে): যদি জিজ্ঞাসা(p, প্রতারক, নাবিক) == 0 হয়, খারাপ-এ p যোগ করো
    i0 ও i1 বাদে প্রতিটি ত্রয়ী (x, y, z):
        যদি r[i] == 0:
            যদি জিজ্ঞাসা(x, y, নাবিক) == 0: x, y যোগ করো; যদি জিজ্ঞাসা(z, প্রতারক, নাবিক) == 0: z যোগ করো
            নইলে: z যোগ করো; জিজ্ঞাসা(x, প্রতারক, নাবিক) == 0 হলে x, নইলে y যোগ করো
        নইলে:
            যদি জিজ্ঞাসা(x, y, প্রতারক) == 1: যদি জিজ্ঞাসা(z, প্রতারক, নাবিক) == 0: z যোগ করো
            নইলে: জিজ্ঞাসা(x, প্রতারক, নাবিক) == 0 হলে x, নইলে y যোগ করো
    ছাপো "!", দৈর্ঘ্য(খারাপ), খারাপ
```'''


def build(c, q):
    P = cc(130)
    ms = [IDEA.split(". ")[0], BUDGET]
    c("aec01", "real-code-qb64-port-of-impostor-triples-after-python", P,
      IDEA + "\n\n" + py(PROG) + "\n\n" + QB64 + "\n\n" + BUDGET,
      ["FUNCTION Ask% (a AS LONG, b AS LONG, c AS LONG)", "IF Ask%(x&, y&, crew&) = 0 THEN"], ms)
    c("aec02", "real-code-uzbek-pseudocode-of-impostor-triples-before-python", P,
      IDEA + "\n\n" + UZBEK + "\n\n" + py(PROG) + "\n\n" + BUDGET,
      ["firibgar = ketma[t];  ekipaj = ketma[t+3]", "agar so'ra(x, y, ekipaj) == 0"], ms)
    c("aec03", "real-code-arturo-port-of-impostor-triples-before-python", P,
      IDEA + "\n\n" + ARTURO + "\n\n" + py(PROG) + "\n\n" + SAMPLE + "\n\n" + BUDGET,
      ["ask: function [a b c][", "switch 0 = ask x y crew ["], ms + [SAMPLE.split(": ")[0]])
    c("aec04", "real-code-yabasic-port-of-impostor-triples-after-python", P,
      IDEA + "\n\n" + py(PROG) + "\n\n" + YABASIC + "\n\n" + BUDGET,
      ["sub ask(a, b, c)", "if ask(x, y, crew) = 0 then"], ms)
    c("aec05", "real-code-mongolian-pseudocode-of-impostor-triples-after-python", P,
      IDEA + "\n\n" + py(PROG) + "\n\n" + MONGOLIAN + "\n\n" + BUDGET,
      ["луйварчин = дараалал[t];  багийнхан = дараалал[t+3]", "хэрэв асуу(x, y, багийнхан) == 0"], ms)
    q("aeq01", "real-code-probe-impostor-sample-transcript", P,
      IDEA + "\n\n" + py(PROG) + "\n\n" + SAMPLE,
      ["`? 1 2 3` → 0, `? 4 5 6` → 1, `? 2 3 4` → 0, `? 3 4 5` → 1", "I = 2 and C = 5", "`! 3 2 1 4`"])
    q("aeq02", "real-code-probe-impostor-question-budget-table", P,
      IDEA + "\n\n" + py(PROG) + "\n\n"
      "| phase | questions | n = 6 | n = 9999 |\n|---|---|---|---|\n"
      "| disjoint triples | n/3 | 2 | 3333 |\n| sliding window | 2 | 2 | 2 |\n"
      "| the six players | 4 | 4 | 4 |\n| other triples | 2(n/3 - 2) | 0 | 6662 |\n"
      "| total | n + 2 | 8 | 10001 |\n\nLimit n + 6: 12 and 10005, so the budget holds.",
      ["| disjoint triples | n/3 | 2 | 3333 |", "| other triples | 2(n/3 - 2) | 0 | 6662 |",
       "| total | n + 2 | 8 | 10001 |", "Limit n + 6: 12 and 10005"])
    q("aeq03", "real-code-probe-impostor-pair-query-cases", P,
      IDEA + "\n\n" + py(PROG) + "\n\n"
      "Why two questions settle a 0-triple (two or three impostors): `(x, y, C)` → 0 means x and y are both "
      "impostors, and z is read by `(z, I, C)`; → 1 means at most one of x, y is, so z is an impostor and exactly "
      "one of x, y, read by `(x, I, C)`. A 1-triple is the mirror case with `(x, y, I)`. Complexity: O(n) time and "
      "memory per test.",
      ["`(x, y, C)` → 0 means x and y are both impostors", "`(z, I, C)`", "A 1-triple is the mirror case with `(x, y, I)`",
       "Complexity: O(n) time and memory per test."])
    c("aec06", "real-code-nepali-pseudocode-of-impostor-triples-before-python", P,
      IDEA + "\n\n" + NEPALI + "\n\n" + py(PROG) + "\n\n" + BUDGET,
      ["धोकेबाज = क्रम[t];  सदस्य = क्रम[t+3]", "यदि सोध(x, y, सदस्य) == 0"], ms)
    c("aec07", "real-code-bengali-pseudocode-of-impostor-triples-after-python", P,
      IDEA + "\n\n" + py(PROG) + "\n\n" + BENGALI + "\n\n" + BUDGET,
      ["প্রতারক = সারি[t];  নাবিক = সারি[t+3]", "যদি জিজ্ঞাসা(x, y, নাবিক) == 0"], ms)
    q("aeq04", "real-code-probe-impostor-window-hand-check", P,
      IDEA + "\n\n" + py(PROG) + "\n\n"
      "Hand check of the window on n = 9 with impostors {3, 4, 5, 7}: the triples answer 1 (only 3), 0 (4 and 5), "
      "1 (only 7), so i0 = 1 and i1 = 0 and the six players are 4, 5, 6, 1, 2, 3. Windows: (4, 5, 6) → 0, "
      "(5, 6, 1) → 1, (6, 1, 2) → 1, so t = 0: I = 4 and C = 1. Singles: `? 5 4 1` → 0, `? 6 4 1` → 1, `? 2 4 1` → 1, "
      "`? 3 4 1` → 0; the last triple (7, 8, 9) answered 1: `? 7 8 4` → 0, so `? 7 4 1` → 0 gives 7. "
      "Output `! 4 4 5 3 7` after 3 + 2 + 4 + 2 = 11 ≤ 15 questions.",
      ["the triples answer 1 (only 3), 0 (4 and 5), 1 (only 7)", "I = 4 and C = 1", "`! 4 4 5 3 7`",
       "3 + 2 + 4 + 2 = 11 ≤ 15"])
