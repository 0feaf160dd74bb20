"""The answer written in a transfer encoding: base64 (``MjQ=`` for 24), percent-encoding (``%32%34``) or character codes
("the character codes are 49 47 52" for 1/4, ``0x32 0x34``, ``U+0032 U+0034``, in a sentence that names them) or a
ROT13 letter cipher a sentence names, quoted-printable escapes (``=31=38`` for 18) ("the value in ROT13 is: sbegl-gjb" for 42), or Morse code (``--... ..---`` for
72: two or more five-symbol digit groups, or any letters and digits in a sentence that names Morse).

A draft may write its answer encoded "so as not to spoil it" (a footnote ``answer in base64: MjQ=``). A reader with
a decoder reads it at once, so the token is read decoded: a base64 token (groups of four characters of its alphabet,
padding allowed; a digit, ``+``, ``/`` or padding in it, or both letter cases, so that an ordinary word is no token)
whose bytes are printable ASCII, or a run of ``%XX`` escapes or a URL component holding one (a query value
``x%20%3D%20-7%2F3``, ``+`` as a space), is decoded and the decoded text is read by the whole
reader; where that reads the answer, the token states it.
"""
from __future__ import annotations

import base64
import binascii
import codecs
import quopri
import re
import urllib.parse
from typing import Callable, Iterable, List, Tuple

__all__ = ["encoded_spans", "has_encoding", "morse_spans"]

_B64 = re.compile(r"(?<![A-Za-z0-9+/=%])((?:[A-Za-z0-9+/]{4}){0,16}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)|"
                  r"(?:[A-Za-z0-9+/]{4}){1,16})(?![A-Za-z0-9+/=])")
# a percent-encoded token: a run of escapes, or a URL component with one inside ("x%20%3D%20-7%2F3" in a query)
_QP = re.compile(r"(?<![\w=])(?:=[0-9A-F]{2}){2,}(?![0-9A-Fa-f])")  # quoted-printable escapes of two or more bytes
_PCT = re.compile(r"(?:%[0-9A-Fa-f]{2}){2,}|(?:[A-Za-z0-9._~+-]|%[0-9A-Fa-f]{2})*%[0-9A-Fa-f]{2}(?:[A-Za-z0-9._~+-]|%[0-9A-Fa-f]{2})*")


# character codes: a run of two or more codes (decimal 32-126, ``0x31``, ``U+0031``) in a sentence that names them
_CODES = re.compile(r"(?<![\w.])(?:(?:0x[0-9A-Fa-f]{2}|U\+[0-9A-Fa-f]{4}|\d{2,3})(?:\s*[,;]?\s+|\s*,\s*|\s*-\s*)){1,30}"
                    r"(?:0x[0-9A-Fa-f]{2}|U\+[0-9A-Fa-f]{4}|\d{2,3})(?!\w|\.\d)")
_CODE_WORDS = re.compile(r"(?i)\b(?:ascii|character\s+codes?|char\s+codes?|code\s*points?|bytes?|chr|ord|unicode|utf-?8|"
                         r"latin-?1|decimal\s+codes?|hex\s+codes?|encod\w*)\b")


def _char_codes(tok: str):
    """The text a run of character codes spells, or None (a code outside printable ASCII or the Basic Latin block)."""
    out = []
    for c in re.findall(r"0x[0-9A-Fa-f]{2}|U\+[0-9A-Fa-f]{4}|\d{2,3}", tok):
        n = int(c[2:], 16) if c[:2].lower() in ("0x", "u+") else int(c)
        if not 32 <= n <= 126:
            return None
        out.append(chr(n))
    return "".join(out)


# a letter cipher a sentence names: ROT13 or a Caesar shift by 13 ("the value in ROT13 is: sbegl-gjb" for 42)
_ROT_WORDS = re.compile(r"(?i)\brot[-\s]?13\b|\bcaesar\b|\bshift(?:ed)?\s+by\s+13\b|\bcipher(?:ed|text)?\b")
_ROT_TOKEN = re.compile(r"[A-Za-z]+(?:[-\s][A-Za-z]+){0,3}")


# International Morse code (ITU-R M.1677-1): letters and digits; a word break is " / " or three spaces
_MORSE_TABLE = dict(zip(
    ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...- .-- -..- -.-- --.. "
    "----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----.".split(), "abcdefghijklmnopqrstuvwxyz0123456789"))
_MORSE_RUN = re.compile(r"(?<![\w.\-])[.\-]{1,5}(?:(?: | / |   )[.\-]{1,5})*(?![\w.\-])")
_MORSE_DIGITS = re.compile(r"[.\-]{5}(?: (?:/ )?[.\-]{5})+")
_MORSE_WORDS = re.compile(r"(?i)\bmorse\b")


def _morse(tok: str, named: bool):
    """The text a Morse run spells (digits alone where no sentence names Morse), else ``None``."""
    if not named and not _MORSE_DIGITS.fullmatch(tok):
        return None
    words = []
    for w in re.split(r" / |   ", tok):
        chars = [_MORSE_TABLE.get(g) for g in w.split()]
        if not chars or None in chars:
            return None
        words.append("".join(chars))
    out = " ".join(words)
    return out if named or out.replace(" ", "").isdigit() else None


def has_encoding(text: str) -> bool:
    """Cheap test: ``text`` may hold an encoded token."""
    return "=" in text or "%" in text or bool(re.search(r"[A-Za-z0-9+/]{4}", text))


def _decoded(tok: str):
    if not (re.search(r"[\d+/=]", tok) or (re.search(r"[a-z]", tok) and re.search(r"[A-Z]", tok))):
        return None  # an ordinary word or number is no base64 token
    if re.fullmatch(r"\d+", tok):
        return None
    try:
        raw = base64.b64decode(tok, validate=True)
    except (binascii.Error, ValueError):
        return None
    try:
        s = raw.decode("ascii")
    except UnicodeDecodeError:
        return None
    return s if s and s.isprintable() and re.search(r"[\dA-Za-z]", s) else None


def morse_spans(text: str, read: Callable[[str], Iterable]) -> List[Tuple[int, int]]:
    """Spans of Morse runs of ``text`` whose decoded text ``read`` reads the answer in (module docstring): read on the
    raw text, before markup is stripped (``--`` and ``---`` are dashes to a markup reader). ``read`` as in
    :func:`encoded_spans`. Raises what ``read`` raises."""
    out: List[Tuple[int, int]] = []
    if not (re.search(r"[.\-]{5}", text) or _MORSE_WORDS.search(text)):
        return out
    for sent in re.finditer(r"[^!?\n]*(?:[!?]|\n|$)", text):
        named = bool(_MORSE_WORDS.search(sent.group(0)))
        for m in _MORSE_RUN.finditer(sent.group(0)):
            s = _morse(m.group(0), named)
            if s and any(True for _ in read(s)):
                out.append((sent.start() + m.start(), sent.start() + m.end()))
    return out


def encoded_spans(text: str, read: Callable[[str], Iterable]) -> List[Tuple[int, int]]:
    """Spans of encoded tokens of ``text`` whose decoded text ``read`` reads the answer in (module docstring).
    ``read``: the reader on a short text, returning an iterable (empty: nothing read). Raises what ``read`` raises."""
    out: List[Tuple[int, int]] = []
    if not has_encoding(text):
        return out
    for m in _B64.finditer(text):
        s = _decoded(m.group(1))
        if s is not None and any(True for _ in read(s)):
            out.append(m.span(1))
    for sent in re.finditer(r"[^.!?\n]*(?:[.!?](?!\d)|\n|$)", text):  # character codes where the sentence names them
        if not _CODE_WORDS.search(sent.group(0)):
            continue
        for m in _CODES.finditer(sent.group(0)):
            s = _char_codes(m.group(0))
            if s and any(True for _ in read(s)):
                out.append((sent.start() + m.start(), sent.start() + m.end()))
    for sent in re.finditer(r"[^.!?\n]*(?:[.!?]|\n|$)", text) if _ROT_WORDS.search(text) else ():
        if not _ROT_WORDS.search(sent.group(0)):
            continue
        for m in _ROT_TOKEN.finditer(sent.group(0)):
            s = codecs.decode(m.group(0), "rot13")
            if any(True for _ in read(s)):
                out.append((sent.start() + m.start(), sent.start() + m.end()))
    for m in _QP.finditer(text):  # quoted-printable: "=31=38" (RFC 2045, 6.7: "=" and two hex digits a byte)
        try:
            q = quopri.decodestring(m.group(0).encode("ascii")).decode("ascii")
        except (UnicodeDecodeError, ValueError):
            continue
        if q.isprintable() and any(True for _ in read(q)):
            out.append(m.span())
    for m in _PCT.finditer(text):
        s = urllib.parse.unquote_plus(m.group(0)) if re.search(r"[A-Za-z0-9]", m.group(0).replace("%", " ")) else \
            urllib.parse.unquote(m.group(0))
        if s.isprintable() and any(True for _ in read(s)):
            out.append(m.span())
    return out
