# ruff: noqa: F821  (encode/decode/dumps/read_frame/NotPlain come from _codec.py, prepended at run time)
# The trusted test runner of function tasks: the dataset's test code runs here, in its own
# process, never in the program's interpreter. `candidate` is a proxy that sends the
# arguments through the channel to the sandboxed program and rebuilds the plain-data reply
# (builtin objects only); anything else is a wrong answer. Prepended: the source of
# _codec.py. argv: ready_fd req_fd rep_fd result_fd cpu_s mem_bytes; the test spec (JSON
# with prompt, test, entry) arrives on stdin.
import builtins as _builtins
import json
import os
import resource
import sys
import traceback

# exceptions that steer the test code's own control flow (a StopIteration raised inside
# map() ends the iteration: all(map(...)) of nothing is True) are never re-raised as such
_CONTROL_FLOW = (StopIteration, StopAsyncIteration)


class CandidateFault(BaseException):
    """The program's answer is not acceptable (not plain data, the program ended, or it
    raised a non-builtin exception). A BaseException, so that test code's ``except
    Exception`` does not swallow it."""


def _main():
    ready, req_fd, rep_fd, result_fd, cpu, mem = (int(x) for x in sys.argv[1:7])
    os.write(ready, b"S")
    os.close(ready)
    for which, value in ((resource.RLIMIT_CPU, cpu), (resource.RLIMIT_AS, mem), (resource.RLIMIT_CORE, 0)):
        if value > 0:
            try:
                resource.setrlimit(which, (value, value))
            except (ValueError, OSError):
                pass
    spec = json.loads(sys.stdin.buffer.read().decode("utf-8"))
    calls = [0]

    def candidate(*args, **kwargs):
        try:
            frame = dumps({"a": [encode(a) for a in args], "k": [[k, encode(v)] for k, v in kwargs.items()]})
        except NotPlain as e:
            if calls[0] == 0:  # the program has not answered yet: the problem's own test code
                raise _TestSetupError(f"the tests pass an argument that is not plain data: {e}") from None
            raise CandidateFault(f"an argument built from the program's earlier answers is not plain data: {e}") from None
        calls[0] += 1
        try:
            view = memoryview(frame)
            while view:
                view = view[os.write(req_fd, view):]
            msg = read_frame(rep_fd, os.read)
        except (EOFError, BrokenPipeError):
            raise CandidateFault("the program ended before returning (see its stderr)") from None
        except NotPlain as e:
            raise CandidateFault(f"unreadable reply: {e}") from None
        if type(msg) is not dict or len(msg) != 1:
            raise CandidateFault("unreadable reply")
        (tag, v), = msg.items()
        if tag == "r":
            try:
                return decode(v)
            except NotPlain as e:
                raise CandidateFault(f"the return value is not plain data: {e}") from None
            except RecursionError:
                raise CandidateFault("the return value is nested too deep") from None
        if tag == "e" and type(v) is list and len(v) == 2 and all(type(x) is str for x in v):
            exc = getattr(_builtins, v[0], None)
            if isinstance(exc, type) and issubclass(exc, Exception) and not issubclass(exc, _CONTROL_FLOW):
                raise exc(v[1])  # a builtin exception type the tests may expect (ValueError, ...)
            raise CandidateFault(f"the program raised {v[0]}: {v[1]}")
        if tag == "n" and type(v) is str:
            raise CandidateFault(f"the return value is not plain data: {v}")
        if tag == "x" and type(v) is str:
            raise CandidateFault(v)
        raise CandidateFault("unreadable reply")

    out = os.fdopen(result_fd, "w", encoding="utf-8")
    # the test code's own prints must not reach the result pipe
    os.dup2(2, 1)
    ns = {"__name__": "__main__", "__builtins__": _builtins}
    prompt, test, entry = spec.get("prompt") or "", spec["test"], spec["entry"]
    try:
        try:  # the prompt's helpers (some tests call them: poly, encode_cyclic)
            exec(compile(prompt, "prompt.py", "exec", dont_inherit=True), ns)
        except SyntaxError:
            import re
            m = re.search(rf"^[ \t]*(?:async[ \t]+)?def[ \t]+{re.escape(entry)}\b", prompt, re.MULTILINE)
            head = prompt[: m.start()] if m else ""
            try:
                exec(compile(head, "prompt.py", "exec", dont_inherit=True), ns)
            except SyntaxError:
                pass
        exec(compile(test, "tests.py", "exec", dont_inherit=True), ns)
        ns[entry] = candidate
        check = ns["check"]
    except BaseException as e:
        json.dump({"ok": False, "setup": True, "detail": f"the tests could not be set up: {type(e).__name__}: {e}"}, out)
        out.close()
        return
    test_lines = test.splitlines()
    try:
        check(candidate)
    except _TestSetupError as e:
        json.dump({"ok": False, "setup": True, "detail": str(e)}, out)
    except BaseException as e:
        where = ""
        for fr in reversed(traceback.extract_tb(e.__traceback__)):
            if fr.filename == "tests.py" and 0 < fr.lineno <= len(test_lines):
                where = f" at tests line {fr.lineno}: {test_lines[fr.lineno - 1].strip()[:160]}"
                break
        msg = str(e)[:300]
        json.dump({"ok": False, "detail": f"{type(e).__name__}{': ' + msg if msg else ''}{where}", "calls": calls[0]}, out)
    else:
        json.dump({"ok": True, "calls": calls[0]}, out)
    out.close()


class _TestSetupError(Exception):
    pass


_main()
