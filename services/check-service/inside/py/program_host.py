"""The program's side of a server check: runs the student's program once and then answers the
check's questions (call a function, run again with other input) with plain data. Nothing here
decides a verdict: a program that rewrites this module only changes what it reports of itself."""
import json
import sys

import _school_harness as _h
import turtle as _turtle
from data_codec import encode

_MAX_OUTPUT = 1_000_000
# A run that prints more stops with TooMuchOutputError (a clear error, not a MemoryError later).
_h._HOST["max_out"] = _MAX_OUTPUT


class _Sink:
    def write(self, text):
        return len(text)

    def flush(self):
        pass


def _program_names():
    ns = _h._STATE["ns"] or {}
    names = {}
    for name, value in list(ns.items()):
        if isinstance(name, str) and not name.startswith("__"):
            names[name] = encode(value)
    return names


def run_program(source, inputs_json):
    """Runs the program: its outcome, what it printed, the input it read, its drawing and names."""
    outcome = json.loads(_h._school_run(source, inputs_json))
    output = "".join(_h._STATE["out"])
    report = {
        "outcome": outcome,
        "output": output[:_MAX_OUTPUT],
        "given": list(_h._STATE["given"]),
        "drawing": [dict(op) for op in _turtle._LOG][:200000],
    }
    try:
        report["names"] = _program_names()
    except BaseException:  # noqa: B902 - names the program made unreadable are simply missing
        report["names"] = {}
    return json.dumps(report)


def call(name, args_json):
    """Calls one of the program's functions with plain arguments; its prints go nowhere."""
    from data_codec import decode

    request = json.loads(args_json)
    ns = _h._STATE["ns"] or {}
    saved = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = _Sink()
    try:
        function = ns[name]
        value = function(*decode(request["args"]), **decode(request.get("kwargs") or {}))
        return json.dumps({"ok": True, "value": encode(value)})
    except BaseException as exc:  # noqa: B902 - whatever the program raised goes back as data
        error = _h._describe(exc, exc.__traceback__, _h._STATE.get("source", ""))
        return json.dumps({"ok": False, "error": error})
    finally:
        sys.stdout, sys.stderr = saved


def rerun(inputs_json):
    """Runs the program again with other input (a check's run(...)): what it printed, or its error."""
    try:
        return json.dumps({"output": _h._rerun(inputs=json.loads(inputs_json))[:_MAX_OUTPUT]})
    except AssertionError as exc:
        return json.dumps({"error": str(exc)})
