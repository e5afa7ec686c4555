"""Plain data across the sandbox boundary: Python values <-> JSON with tags for what JSON lacks.

Only data crosses: a value the codec does not know leaves as its repr and comes back as an opaque
object, so the check side never holds anything of the program's but numbers, strings and containers.
"""
import builtins
import math

_LIMIT = 20000  # items per container: a huge list is cut, never a reason to run out of memory


def encode(value, depth=0):
    if value is None or value is True or value is False:
        return value
    if isinstance(value, bool):
        return bool(value)
    if isinstance(value, int):
        number = int.__int__(value)
        return number if -(2 ** 53) < number < 2 ** 53 else {"$i": int.__repr__(number)}
    if isinstance(value, float):
        number = float.__float__(value)
        return number if math.isfinite(number) else {"$f": float.__repr__(number)}
    if isinstance(value, str):
        return str.__str__(value)
    if depth > 30:
        return {"$r": "..."}
    if isinstance(value, tuple):
        return {"$t": [encode(v, depth + 1) for v in list(tuple.__iter__(value))[:_LIMIT]]}
    if isinstance(value, list):
        return [encode(v, depth + 1) for v in list(list.__iter__(value))[:_LIMIT]]
    if isinstance(value, (set, frozenset)):
        return {"$s": [encode(v, depth + 1) for v in list(value)[:_LIMIT]]}
    if isinstance(value, dict):
        return {"$d": [[encode(k, depth + 1), encode(v, depth + 1)] for k, v in list(dict.items(value))[:_LIMIT]]}
    if isinstance(value, type(builtins)):
        return {"$m": getattr(value, "__name__", "")}
    if callable(value):
        return {"$c": str(getattr(value, "__name__", ""))}
    try:
        text = repr(value)
    except BaseException:  # noqa: B902 - a broken __repr__ is the program's
        text = "<?>"
    return {"$r": str(text)[:500]}


class Opaque:
    """A value of the program's that is not plain data: equal to nothing, shown as its repr."""

    def __init__(self, text):
        self._text = text

    def __repr__(self):
        return self._text

    __str__ = __repr__


def decode(data, make_callable=None):
    if isinstance(data, list):
        return [decode(v, make_callable) for v in data]
    if not isinstance(data, dict):
        return data
    if "$t" in data:
        return tuple(decode(v, make_callable) for v in data["$t"])
    if "$s" in data:
        items = [decode(v, make_callable) for v in data["$s"]]
        try:
            return set(items)
        except TypeError:
            return items
    if "$d" in data:
        result = {}
        for key, value in data["$d"]:
            key = decode(key, make_callable)
            try:
                result[key] = decode(value, make_callable)
            except TypeError:
                result[repr(key)] = decode(value, make_callable)
        return result
    if "$i" in data:
        return int(data["$i"])
    if "$f" in data:
        return float(data["$f"])
    if "$c" in data:
        return make_callable(data["$c"]) if make_callable is not None else Opaque("<function %s>" % data["$c"])
    if "$m" in data:
        return Opaque("<module %r>" % data["$m"])
    return Opaque(str(data.get("$r", "<?>")))
