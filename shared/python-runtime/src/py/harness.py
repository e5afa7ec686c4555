"""Runs a student's program and an author's check; the host (browser worker or Node thread) calls
_school_run and _school_check with plain strings and reads plain JSON back."""
import builtins
import json
import sys
import traceback

import turtle as _turtle

_MAIN = "<main>"
_STATE = {"ns": None, "out": [], "out_size": 0, "inputs": [], "given": []}
# max_out: characters of output a run may print (None: no limit). The server's check sets it so an
# endless print loop ends at once with a clear error instead of filling the sandbox's memory.
_HOST = {"emit": None, "read_input": None, "max_out": None}


class TooMuchOutputError(BaseException):
    """Raised when a run prints more than the host allows. A BaseException, so `except Exception`
    in the program does not swallow it and keep printing."""


class _Stream:
    def __init__(self, kind):
        self.kind = kind

    def write(self, text):
        text = str(text)
        if not text:
            return 0
        if self.kind == "out":
            limit = _HOST["max_out"]
            if limit is not None and _STATE["out_size"] + len(text) > limit:
                raise TooMuchOutputError(f"more than {limit} characters of output")
            _STATE["out_size"] += len(text)
            _STATE["out"].append(text)
        emit = _HOST["emit"]
        if emit is not None:
            emit({"t": self.kind, "text": text})
        return len(text)

    def flush(self):
        pass

    def isatty(self):
        return False


def _input(prompt=""):
    prompt = str(prompt)
    if prompt:
        sys.stdout.write(prompt)
    if _STATE["inputs"]:
        value = _STATE["inputs"].pop(0)
    else:
        reader = _HOST["read_input"]
        value = reader(prompt) if reader is not None else None
        if value is None:
            raise EOFError("EOF when reading a line")
    value = str(value)
    _STATE["given"].append(value)
    emit = _HOST["emit"]
    if emit is not None:
        emit({"t": "echo", "text": value + "\n"})
    # The echo is for the console only: as in CPython with piped input, it is not program output.
    return value


def _student_frames(tb):
    """The traceback lines that point into the student's program (nothing of ours)."""
    frames = [f for f in traceback.extract_tb(tb) if f.filename == _MAIN]
    return frames


def _suggestion(exc):
    """Python's own hint (". Did you mean: 'forward'?"): the traceback adds it, str(exc) does not."""
    try:
        text = "".join(traceback.TracebackException.from_exception(exc).format_exception_only())
    except BaseException:  # noqa: B902 - no hint is better than a broken report
        return ""
    at = text.rfind(". Did you ")
    return text[at:].strip() if at >= 0 and str(exc) + text[at:].strip() in text else ""


def _describe(exc, tb, source):
    frames = _student_frames(tb)
    line = frames[-1].lineno if frames else None
    if isinstance(exc, SyntaxError) and exc.filename == _MAIN:
        line = exc.lineno
    lines = source.splitlines()
    trace = []
    for frame in frames:
        text = lines[frame.lineno - 1].strip() if frame.lineno and 0 < frame.lineno <= len(lines) else ""
        trace.append({"line": frame.lineno, "name": frame.name, "text": text})
    return {
        "type": type(exc).__name__,
        "message": str(exc) + _suggestion(exc) if not isinstance(exc, SyntaxError) else (exc.msg or ""),
        "line": line,
        "trace": trace,
    }


def _reset(inputs):
    _STATE["out"] = []
    _STATE["out_size"] = 0
    _STATE["inputs"] = list(inputs)
    _STATE["given"] = []
    _turtle._school_reset()
    _turtle._emit = _HOST["emit"]


def _school_run(source, inputs_json="[]"):
    """Runs a program in a fresh namespace; returns JSON {ok, error?}."""
    _reset(json.loads(inputs_json))
    _STATE["source"] = source
    ns = {"__name__": "__main__", "__builtins__": builtins}
    _STATE["ns"] = ns
    sys.stdout, sys.stderr = _Stream("out"), _Stream("err")
    try:
        code = compile(source, _MAIN, "exec")
        exec(code, ns)
        return json.dumps({"ok": True})
    except KeyboardInterrupt:
        return json.dumps({"ok": False, "stopped": True})
    except BaseException as exc:  # noqa: B902 - SystemExit and all: the program's outcome
        if isinstance(exc, SystemExit) and exc.code in (None, 0):
            return json.dumps({"ok": True})
        return json.dumps({"ok": False, "error": _describe(exc, exc.__traceback__, source)})
    finally:
        sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__


def _school_handle(fun, *args):
    """Runs a program's event handler (timer, key, click) after the program's main part, with the
    program's console; returns JSON {ok, error?} like _school_run."""
    sys.stdout, sys.stderr = _Stream("out"), _Stream("err")
    try:
        fun(*args)
        return json.dumps({"ok": True})
    except BaseException as exc:  # noqa: B902 - the handler's outcome, whatever it raised
        return json.dumps({"ok": False, "error": _describe(exc, exc.__traceback__, _STATE.get("source", ""))})
    finally:
        sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__


def _school_key(key, released=False):
    return _school_handle(_turtle._dispatch_key, key, released)


def _school_click(x, y, phase="press", btn=1):
    return _school_handle(_turtle._dispatch_click, x, y, phase, btn)


def _school_listening():
    return _turtle._listening()


def _school_drawing_json():
    return json.dumps(_turtle._LOG)


def _rerun(input=None, inputs=None):
    """For checks: runs the program again with other inputs and returns what it printed."""
    given = list(inputs) if inputs is not None else ([] if input is None else str(input).split("\n"))
    saved = dict(_STATE)
    saved_log = list(_turtle._LOG)
    emit, _HOST["emit"] = _HOST["emit"], None
    _turtle._emit = None
    try:
        result = json.loads(_school_run(saved.get("source", ""), json.dumps(given)))
        output = "".join(_STATE["out"])
        if not result["ok"] and result.get("error"):
            error = result["error"]
            raise AssertionError("Ошибка в программе (строка %s): %s: %s" % (error["line"], error["type"], error["message"]))
        return output
    finally:
        _STATE.update(saved)
        _turtle._LOG[:] = saved_log
        _HOST["emit"] = emit
        _turtle._emit = emit


def _turns(log=None):
    """How many times the turtles turned (heading changes in the log)."""
    count, last = 0, {}
    for op in _turtle._LOG if log is None else log:
        if op["t"] == "turtle":
            if op["id"] in last and abs(op["h"] - last[op["id"]]) > 1e-6:
                count += 1
            last[op["id"]] = op["h"]
    return count


def _path_closed(log=None):
    """True when the drawn lines end where they began."""
    lines = [op for op in (_turtle._LOG if log is None else log) if op["t"] == "line"]
    if not lines:
        return False
    first, last = lines[0], lines[-1]
    return abs(first["x1"] - last["x2"]) < 0.5 and abs(first["y1"] - last["y2"]) < 0.5


def _school_check(check_source, same_drawing=None):
    """Runs a check in the program's namespace: {status: pass|fail|broken, message}."""
    ns = _STATE["ns"] if _STATE["ns"] is not None else {"__builtins__": builtins}
    ns["output"] = "".join(_STATE["out"])
    ns["inputs"] = list(_STATE["given"])
    ns["drawing"] = [dict(op) for op in _turtle._LOG]
    ns["lines"] = [op for op in ns["drawing"] if op["t"] == "line"]
    ns["same_drawing"] = (lambda: bool(same_drawing())) if same_drawing is not None else (lambda: False)
    ns["run"] = _rerun
    ns["turtle_turns"] = _turns
    ns["turtle_path_closed"] = _path_closed
    saved = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = _Stream("check")
    try:
        exec(compile(check_source, "<check>", "exec"), ns)
        return json.dumps({"status": "pass"})
    except AssertionError as exc:
        return json.dumps({"status": "fail", "message": str(exc)})
    except BaseException as exc:  # noqa: B902
        return json.dumps({"status": "broken", "message": "%s: %s" % (type(exc).__name__, exc)})
    finally:
        sys.stdout, sys.stderr = saved


def _school_set_host(emit=None, read_input=None, timers=None):
    """emit receives each event as a JSON string (cheap to pass across the worker boundary)."""
    _HOST["emit"] = (lambda event: emit(json.dumps(event))) if emit is not None else None
    _HOST["read_input"] = read_input
    _turtle._emit = _HOST["emit"]
    _turtle._timers = timers


builtins.input = _input
