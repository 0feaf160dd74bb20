"""Plain-data codec of the function-test channel (self-contained: its source also runs inside
the sandbox, where the project is not importable).

A value crosses as UTF-8 JSON with type tags, so that the receiver builds genuine builtin
objects only: ``None``, ``bool``, ``str`` and ``list`` as JSON; every other type as a one-key
object: ``{"i": "<decimal>"}`` int, ``{"f": "<repr>"}`` float (nan, inf, -0.0 kept),
``{"c": [re, im]}`` complex (reprs), ``{"b": "<hex>"}`` bytes, ``{"t": [...]}`` tuple,
``{"d": [[k, v], ...]}`` dict, ``{"s": [...]}`` set, ``{"z": [...]}`` frozenset. Exact types
only (a subclass of ``int`` or a class with its own ``__eq__`` is not plain data). A frame
is a 4-byte big-endian length and the JSON text.
"""
import json as _json

MAX_DEPTH = 64
MAX_ITEMS = 1_000_000
MAX_FRAME = 16 << 20
MAX_INT_DIGITS = 4000
_INT_LIMIT = 10 ** MAX_INT_DIGITS


class NotPlain(ValueError):
    """A value that is not plain data, or breaks the size/depth limits."""


def encode(value, _depth=0, _count=None):
    """``value`` as the JSON-able tagged form. Raises :class:`NotPlain`."""
    if _count is None:
        _count = [0]
    _count[0] += 1
    if _count[0] > MAX_ITEMS:
        raise NotPlain(f"more than {MAX_ITEMS} items")
    if _depth > MAX_DEPTH:
        raise NotPlain(f"nested deeper than {MAX_DEPTH}")
    t = type(value)
    if value is None or t is bool or t is str:
        return value
    if t is int:
        if not -_INT_LIMIT < value < _INT_LIMIT:
            raise NotPlain(f"an int with more than {MAX_INT_DIGITS} digits")
        return {"i": str(value)}
    if t is float:
        return {"f": repr(value)}
    if t is complex:
        return {"c": [repr(value.real), repr(value.imag)]}
    if t is bytes:
        return {"b": value.hex()}
    d = _depth + 1
    if t is list:
        return [encode(v, d, _count) for v in value]
    if t is tuple:
        return {"t": [encode(v, d, _count) for v in value]}
    if t is dict:
        return {"d": [[encode(k, d, _count), encode(v, d, _count)] for k, v in value.items()]}
    if t is set:
        return {"s": [encode(v, d, _count) for v in value]}
    if t is frozenset:
        return {"z": [encode(v, d, _count) for v in value]}
    raise NotPlain(f"a {t.__module__}.{t.__qualname__} object is not plain data")


def decode(obj, _depth=0, _count=None):
    """The value of a tagged form (builtin types only). Raises :class:`NotPlain`."""
    if _count is None:
        _count = [0]
    _count[0] += 1
    if _count[0] > MAX_ITEMS:
        raise NotPlain(f"more than {MAX_ITEMS} items")
    if _depth > MAX_DEPTH:
        raise NotPlain(f"nested deeper than {MAX_DEPTH}")
    t = type(obj)
    if obj is None or t is bool or t is str:
        return obj
    d = _depth + 1
    if t is list:
        return [decode(v, d, _count) for v in obj]
    if t is not dict or len(obj) != 1:
        raise NotPlain(f"bad tagged value of type {t.__name__}")
    (tag, v), = obj.items()
    try:
        if tag == "i" and type(v) is str and len(v) <= MAX_INT_DIGITS + 1:
            return int(v)
        if tag == "f" and type(v) is str and len(v) < 64:
            return float(v)
        if tag == "c" and type(v) is list and len(v) == 2 and all(type(x) is str and len(x) < 64 for x in v):
            return complex(float(v[0]), float(v[1]))
        if tag == "b" and type(v) is str:
            return bytes.fromhex(v)
        if type(v) is list:
            if tag == "t":
                return tuple(decode(x, d, _count) for x in v)
            if tag == "s":
                return {decode(x, d, _count) for x in v}
            if tag == "z":
                return frozenset(decode(x, d, _count) for x in v)
            if tag == "d":
                out = {}
                for kv in v:
                    if type(kv) is not list or len(kv) != 2:
                        raise NotPlain("bad dict item")
                    out[decode(kv[0], d, _count)] = decode(kv[1], d, _count)
                return out
    except TypeError as e:  # an unhashable set element or dict key
        raise NotPlain(f"unhashable element: {e}") from None
    except ValueError as e:
        raise NotPlain(str(e)) from None
    raise NotPlain(f"unknown tag {tag!r}")


def dumps(msg) -> bytes:
    """A frame holding the JSON of ``msg`` (already tagged)."""
    body = _json.dumps(msg, ensure_ascii=False, allow_nan=False, separators=(",", ":")).encode("utf-8", "surrogatepass")
    if len(body) > MAX_FRAME:
        raise NotPlain(f"a message of {len(body)} bytes (limit {MAX_FRAME})")
    return len(body).to_bytes(4, "big") + body


def read_exact(fd, n, _read):
    buf = b""
    while len(buf) < n:
        chunk = _read(fd, min(n - len(buf), 1 << 20))
        if not chunk:
            raise EOFError("the other side closed the channel")
        buf += chunk
    return buf


def read_frame(fd, _read):
    """The JSON message of the next frame on ``fd``. Raises EOFError, :class:`NotPlain`."""
    n = int.from_bytes(read_exact(fd, 4, _read), "big")
    if n > MAX_FRAME:
        raise NotPlain(f"a message of {n} bytes (limit {MAX_FRAME})")
    try:
        return _json.loads(read_exact(fd, n, _read).decode("utf-8", "surrogatepass"))
    except RecursionError:
        raise NotPlain("nested too deep") from None
    except ValueError as e:
        raise NotPlain(f"not a valid message: {e}") from None
