"""The check's side of a server check, in an interpreter where no student code ever ran: the
check's namespace holds the program's results as plain data and stand-ins that ask the program's
interpreter (another sandboxed process) to call a function or run again. The verdict is made here."""
import builtins
import json

import _school_harness as _h
from data_codec import decode, encode

_BRIDGE = {"ask": None}


class ProgramFailed(Exception):
    """The program failed while the check was using it: the student's fault, never a broken check."""


def _ask(kind, payload):
    return json.loads(_BRIDGE["ask"](kind, json.dumps(payload)))


def _remote(name):
    def call(*args, **kwargs):
        answer = _ask("call", {"name": name, "args": encode(list(args)), "kwargs": encode(kwargs)})
        if answer.get("ok"):
            return decode(answer["value"], _remote)
        error = answer.get("error") or {}
        raise ProgramFailed(
            "Ошибка в программе (строка %s): %s: %s" % (error.get("line"), error.get("type"), error.get("message"))
        )

    call.__name__ = name
    call.__qualname__ = name
    return call


def _run(input=None, inputs=None):
    given = list(inputs) if inputs is not None else ([] if input is None else str(input).split("\n"))
    answer = _ask("rerun", {"inputs": [str(x) for x in given]})
    if "error" in answer:
        raise ProgramFailed(answer["error"])
    return answer["output"]


def run_check(check_source, data_json, ask, compare):
    """{status: pass|fail|broken, message, program?}: program=true when the program's failure decided it."""
    _BRIDGE["ask"] = ask
    data = json.loads(data_json)
    ns = {"__name__": "__main__", "__builtins__": builtins}
    for name, value in data.get("names", {}).items():
        ns[name] = decode(value, _remote)
    drawing = data.get("drawing", [])
    ns["output"] = data.get("output", "")
    ns["inputs"] = list(data.get("given", []))
    ns["drawing"] = drawing
    ns["lines"] = [op for op in drawing if op.get("t") == "line"]
    ns["same_drawing"] = lambda: bool(compare())
    ns["run"] = _run
    ns["turtle_turns"] = lambda: _h._turns(drawing)
    ns["turtle_path_closed"] = lambda: _h._path_closed(drawing)
    try:
        exec(compile(check_source, "<check>", "exec"), ns)
        return json.dumps({"status": "pass"})
    except AssertionError as exc:
        return json.dumps({"status": "fail", "message": str(exc)})
    except ProgramFailed as exc:
        return json.dumps({"status": "fail", "message": str(exc), "program": True})
    except BaseException as exc:  # noqa: B902 - the check itself broke
        return json.dumps({"status": "broken", "message": "%s: %s" % (type(exc).__name__, exc)})
