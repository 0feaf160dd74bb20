# ruff: noqa: F821  (encode/decode/dumps/read_frame/NotPlain come from _codec.py, prepended at run time)
# The launcher that runs inside the sandbox (or, with sandbox=none, unconfined): it is the
# program's own interpreter, so nothing here is trusted by the verifier. It proves the sandbox
# started (one byte on the ready fd, before any program code runs), sets the limits, reads
# the program from a pipe and compiles it here (never in the trainer), then either runs it
# as __main__ (stdio tasks) or imports it and serves calls on the channel (function tasks).
# Prepended: the source of _codec.py. argv: mode ready_fd program_fd cpu_s mem_bytes
# fsize_bytes nproc nofile.
import os as _os
import resource as _resource
import sys as _sys


def _limits(cpu, mem, fsize, nproc, nofile):
    def lim(which, value):
        try:
            _resource.setrlimit(which, (value, value))
        except (ValueError, OSError):
            pass
    lim(_resource.RLIMIT_CORE, 0)
    lim(_resource.RLIMIT_CPU, cpu)
    lim(_resource.RLIMIT_FSIZE, fsize)
    lim(_resource.RLIMIT_NOFILE, nofile)
    lim(_resource.RLIMIT_NPROC, nproc)
    if mem > 0:
        lim(_resource.RLIMIT_AS, mem)


def _read_all(fd):
    chunks = []
    while True:
        c = _os.read(fd, 1 << 20)
        if not c:
            break
        chunks.append(c)
    _os.close(fd)
    return b"".join(chunks)


def _split_future(text):
    """(``from __future__`` lines at column 0, the rest): the future imports are hoisted to
    the top of the assembled program, where Python requires them."""
    fut, rest = [], []
    for line in text.splitlines(keepends=True):
        (fut if line.startswith("from __future__ import") else rest).append(line)
    return "".join(fut), "".join(rest)


def _defines(tree, name):
    import ast
    return any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.name == name
               for n in tree.body) or any(
        isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in n.targets)
        for n in tree.body)


def _assemble(prompt, code, entry):
    """The module text of a function task and its syntax tree (see the code package's doc):
    ``prompt + code`` when that parses; else, when the block alone defines the entry point,
    the prompt's text before ``def entry`` (when it parses) and the block."""
    import ast
    import re
    pf, prompt = _split_future(prompt)
    cf, code = _split_future(code)
    future = pf + cf
    joined = f"{future}{prompt}\n{code}\n"
    try:
        return joined, ast.parse(joined, "solution.py")
    except (SyntaxError, ValueError, RecursionError, MemoryError) as e:
        first = e
    try:
        tree = ast.parse(future + code, "solution.py")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        raise first from None
    if not _defines(tree, entry):
        raise first
    m = re.search(rf"^[ \t]*(?:async[ \t]+)?def[ \t]+{re.escape(entry)}\b", prompt, re.MULTILINE)
    head = prompt[: m.start()] if m else ""
    text = f"{future}{head}\n{code}\n"
    try:
        return text, ast.parse(text, "solution.py")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return f"{future}{code}\n", tree


def _import_program(prompt, code, entry):
    """Run the module's top-level statements one by one in the namespace of module
    ``solution`` (its ``if __name__ == "__main__":`` block does not run). Once the entry point
    exists, a failing later statement (an example-usage print, the model's own asserts) is
    reported on stderr and skipped: it is not the solution. Returns (namespace, error)."""
    import __future__ as fut

    import ast
    import traceback
    try:
        _, tree = _assemble(prompt, code, entry)
    except BaseException as e:  # the program's syntax error (or a parser limit) is a wrong answer
        return None, f"the program does not compile: {type(e).__name__}: {e}"
    ns = {"__name__": "solution", "__file__": "solution.py", "__builtins__": __builtins__}
    flags = 0
    for stmt in tree.body:
        if isinstance(stmt, ast.ImportFrom) and stmt.module == "__future__":
            for a in stmt.names:
                feat = getattr(fut, a.name, None)
                if feat is not None:
                    flags |= feat.compiler_flag
        had = entry in ns
        try:
            exec(compile(ast.Module([stmt], []), "solution.py", "exec", flags=flags, dont_inherit=True), ns)
        except BaseException as e:
            if not had:
                tb = traceback.format_exception_only(type(e), e)[-1].strip()
                return None, f"the program failed before defining {entry}: {tb} (line {stmt.lineno})"
            print(f"[verifier] skipped a failing top-level statement after {entry} (line {stmt.lineno}): "
                  f"{type(e).__name__}: {e}", file=_sys.stderr)
    if entry not in ns:
        return None, f"the program does not define {entry}"
    return ns, None


def _serve(req_fd, rep_fd, ns, error, entry):
    _read, _write = _os.read, _os.write
    while True:
        try:
            msg = read_frame(req_fd, _read)
        except EOFError:
            return
        if error is not None:
            out = {"x": error}
        else:
            try:
                args = [decode(a) for a in msg["a"]]
                kwargs = {k: decode(v) for k, v in msg["k"]}
            except Exception as e:
                out = {"x": f"bad call message: {e}"}
            else:
                try:
                    value = ns[entry](*args, **kwargs)
                except BaseException as e:
                    out = {"e": [type(e).__name__, str(e)[:500]]}
                else:
                    try:
                        out = {"r": encode(value)}
                    except NotPlain as e:
                        out = {"n": str(e)}
                    except RecursionError:
                        out = {"n": "nested too deep"}
        try:
            frame = dumps(out)
        except (NotPlain, ValueError, RecursionError) as e:
            frame = dumps({"n": str(e)[:500]})
        try:
            _write_all(rep_fd, frame, _write)
        except OSError:
            return


def _write_all(fd, data, _write):
    view = memoryview(data)
    while view:
        n = _write(fd, view)
        view = view[n:]


def _main():
    mode = _sys.argv[1]
    ready, prog_fd, cpu, mem, fsize, nproc, nofile = (int(x) for x in _sys.argv[2:9])
    _os.write(ready, b"S")
    _os.close(ready)
    _limits(cpu, mem, fsize, nproc, nofile)
    import json
    spec = json.loads(_read_all(prog_fd).decode("utf-8", "surrogatepass"))
    _sys.argv = ["solution.py"]
    if mode == "stdio":
        # the program runs as a script would: exceptions print a traceback and exit 1,
        # sys.exit(n) exits n
        g = {"__name__": "__main__", "__file__": "solution.py", "__builtins__": __builtins__}
        code = compile(spec["code"], "solution.py", "exec", dont_inherit=True)
        del spec
        exec(code, g)
        return
    # function task: the channel is the process's stdin/stdout; the program's own prints go
    # to stderr, and its stdin is empty
    req_fd, rep_fd = _os.dup(0), _os.dup(1)
    null = _os.open("/dev/null", _os.O_RDONLY)
    _os.dup2(null, 0)
    _os.close(null)
    _os.dup2(2, 1)
    entry = spec["entry"]
    ns, error = _import_program(spec.get("prompt", ""), spec["code"], entry)
    _serve(req_fd, rep_fd, ns, error, entry)
    _sys.stdout.flush()
    _os._exit(0)


_main()
