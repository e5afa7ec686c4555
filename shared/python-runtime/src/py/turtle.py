"""The school's turtle module: CPython's turtle API, drawing through a log instead of Tk.

Every visible change is one op (a dict) appended to _LOG and passed to the host's emit hook, so a
browser canvas animates it in order with print/input, and a check reads the same log.
Ops carry screen coordinates: origin in the centre of the 600x600 canvas, y up, angles in degrees
counter-clockwise from east, whatever mode (standard, logo, world) the program chose. Turtle
shapes travel as polygons in the turtle's own frame (x forward, y left, pixels), so the canvas
draws any registered or compound shape without knowing the module's tables.
"""
import math as _math
import time as _time

from _turtle_colors import COLORS as _COLORS

__all__ = [
    "ScrolledCanvas", "TurtleScreen", "Screen", "RawTurtle", "Turtle", "RawPen", "Pen", "Shape", "Vec2D",
    "addshape", "bgcolor", "bgpic", "bye", "clearscreen", "colormode", "delay", "exitonclick", "getcanvas",
    "getshapes", "listen", "mainloop", "mode", "numinput", "onkey", "onkeypress", "onkeyrelease",
    "onscreenclick", "ontimer", "register_shape", "resetscreen", "screensize", "setup", "setworldcoordinates",
    "textinput", "title", "tracer", "turtles", "update", "window_height", "window_width", "back", "backward",
    "begin_fill", "begin_poly", "bk", "circle", "clear", "clearstamp", "clearstamps", "clone", "color",
    "degrees", "distance", "dot", "down", "end_fill", "end_poly", "fd", "fillcolor", "filling", "forward",
    "get_poly", "getpen", "getscreen", "get_shapepoly", "getturtle", "goto", "heading", "hideturtle", "home",
    "ht", "isdown", "isvisible", "left", "lt", "onclick", "ondrag", "onrelease", "pd", "pen", "pencolor",
    "pendown", "pensize", "penup", "pos", "position", "pu", "radians", "right", "reset", "resizemode", "rt",
    "seth", "setheading", "setpos", "setposition", "settiltangle", "setundobuffer", "setx", "sety", "shape",
    "shapesize", "shapetransform", "shearfactor", "showturtle", "speed", "st", "stamp", "tilt", "tiltangle",
    "towards", "turtlesize", "undo", "undobufferentries", "up", "width", "write", "xcor", "ycor",
    "write_docstringdict", "done", "Terminator",
]

SIZE = 600  # the canvas is always 600x600 pixels
_LOG = []
_emit = None  # set by the host: receives each op as it happens
_timers = None  # set by the host: schedules ontimer callbacks
_pace_frames = False  # set by the browser host: update() waits for the next frame like Tk would
_KEYS = {}  # key-press handlers by Tk key name; None: any key
_KEY_RELEASES = {}  # key-release handlers (onkey/onkeyrelease, as in CPython)
_CLICKS = []  # screen click handlers: (button, fun(x, y))
_TURTLE_CLICKS = []  # (turtle, kind, button, fun(x, y)); kind is click, release or drag
_DRAGGING = []  # the turtle a pressed button drags, with its button
_DEFAULT = []  # the anonymous turtle of the module functions
# The browser's key names for the Tk names programs use.
_BROWSER_KEYS = {
    "ArrowUp": "Up", "ArrowDown": "Down", "ArrowLeft": "Left", "ArrowRight": "Right", " ": "space",
    "Enter": "Return", "Backspace": "BackSpace", "Escape": "Escape", "Tab": "Tab", "Shift": "Shift_L",
    "Control": "Control_L", "Alt": "Alt_L", "Delete": "Delete", "Home": "Home", "End": "End",
    "PageUp": "Prior", "PageDown": "Next",
}
_NO_TK = "no Tk canvas here: %s"  # errors.ts explains this message to the child


class Terminator(Exception):
    """Raised by turtle commands after the window was closed (bye)."""


class TurtleGraphicsError(Exception):
    """A turtle command got something it cannot use."""


class _State:
    def __init__(self):
        self.colormode = 1.0
        self.tracing = 1  # tracer(n): n; 0 shows nothing until update()
        self.delay = 10
        self.mode = "standard"
        self.world = None  # (llx, lly, urx, ury) in world mode
        self.bg = None  # a _Colour once the program sets one
        self.bgpic = "nopic"
        self.canvsize = (SIZE, SIZE)
        self.window = (SIZE, SIZE)
        self.title = "Python Turtle Graphics"
        self.closed = False
        self.turtles = []
        self.next_id = 0
        self.next_key = 0
        self.last_frame = 0.0
        self.shapes = {}


_STATE = _State()


def _op(kind, **data):
    if _STATE.closed:
        raise Terminator()
    data["t"] = kind
    _LOG.append(data)
    if _emit is not None:
        _emit(data)
    return data


def _new_key():
    _STATE.next_key += 1
    return _STATE.next_key


# --- colours ---------------------------------------------------------------------------------------
def _rgb(args):
    """Any turtle colour spelling -> [r, g, b] bytes (Tk's names, #rgb/#rrggbb, a tuple in colormode)."""
    value = args[0] if len(args) == 1 else tuple(args)
    if isinstance(value, str):
        name = value.strip().lower().replace(" ", "")
        if name in _COLORS:
            return list(_COLORS[name])
        if name.startswith("#") and len(name) in (4, 7, 13):
            digits = name[1:]
            step = len(digits) // 3
            try:
                parts = [int(digits[i * step:(i + 1) * step], 16) for i in range(3)]
            except ValueError:
                parts = None
            if parts is not None:
                return [p * 17 if step == 1 else p if step == 2 else p >> 8 for p in parts]
        raise TurtleGraphicsError("bad color string: %s" % value)
    if isinstance(value, (tuple, list)) and len(value) == 3:
        try:
            numbers = [float(c) for c in value]
        except (TypeError, ValueError):
            raise TurtleGraphicsError("bad color sequence: %r" % (value,))
        if any(c < 0 or c > _STATE.colormode for c in numbers):
            raise TurtleGraphicsError("bad color sequence: %r" % (value,))
        scale = 255 / _STATE.colormode
        return [int(round(c * scale)) for c in numbers]
    raise TurtleGraphicsError("bad color arguments: %r" % (value,))


class _Colour:
    """A colour as the program named it (returned as given) and as bytes (drawn)."""

    def __init__(self, args):
        self.rgb = _rgb(args)
        value = args[0] if len(args) == 1 else None
        self.name = value if isinstance(value, str) and not value.startswith("#") else None

    def out(self):
        if self.name is not None:
            return self.name
        if _STATE.colormode == 255:
            return tuple(self.rgb)
        return tuple(c / 255 for c in self.rgb)


# --- coordinates -----------------------------------------------------------------------------------
def _scale():
    if _STATE.world is None:
        return 1.0, 1.0
    llx, lly, urx, ury = _STATE.world
    return SIZE / (urx - llx), SIZE / (ury - lly)


def _to_screen(x, y):
    if _STATE.world is None:
        return float(x), float(y)
    llx, lly, urx, ury = _STATE.world
    sx, sy = _scale()
    return (x - llx) * sx - SIZE / 2, (y - lly) * sy - SIZE / 2


def _from_screen(x, y):
    if _STATE.world is None:
        return float(x), float(y)
    llx, lly, urx, ury = _STATE.world
    sx, sy = _scale()
    return (x + SIZE / 2) / sx + llx, (y + SIZE / 2) / sy + lly


class Vec2D(tuple):
    """A 2D vector: a + b, a - b, a * b (dot product), k * a, abs(a), -a, a.rotate(angle)."""

    def __new__(cls, x, y):
        return tuple.__new__(cls, (x, y))

    def __add__(self, other):
        return Vec2D(self[0] + other[0], self[1] + other[1])

    def __mul__(self, other):
        if isinstance(other, Vec2D):
            return self[0] * other[0] + self[1] * other[1]
        return Vec2D(self[0] * other, self[1] * other)

    def __rmul__(self, other):
        if isinstance(other, (int, float)):
            return Vec2D(self[0] * other, self[1] * other)
        return NotImplemented

    def __sub__(self, other):
        return Vec2D(self[0] - other[0], self[1] - other[1])

    def __neg__(self):
        return Vec2D(-self[0], -self[1])

    def __abs__(self):
        return _math.hypot(self[0], self[1])

    def rotate(self, angle):
        turned = _math.radians(angle)
        c, s = _math.cos(turned), _math.sin(turned)
        return Vec2D(self[0] * c - self[1] * s, self[0] * s + self[1] * c)

    def __getnewargs__(self):
        return (self[0], self[1])

    def __repr__(self):
        return "(%.2f,%.2f)" % self


# --- shapes ----------------------------------------------------------------------------------------
class Shape:
    """A turtle shape: "polygon" (points), "image" (a picture) or "compound" (coloured polygons).

    Points are in the shape's own frame: the turtle looks along +y, its right side is +x.
    """

    def __init__(self, type_, data=None):
        if type_ == "polygon":
            if isinstance(data, list):
                data = tuple(data)
            data = tuple((float(x), float(y)) for x, y in data)
        elif type_ == "compound":
            data = []
        elif type_ != "image":
            raise TurtleGraphicsError("There is no shape type %s" % type_)
        self._type = type_
        self._data = data

    def addcomponent(self, poly, fill, outline=None):
        if self._type != "compound":
            raise TurtleGraphicsError("Cannot add component to %s Shape" % self._type)
        if outline is None:
            outline = fill
        self._data.append([tuple((float(x), float(y)) for x, y in poly), fill, outline])


def _circle_points(radius, count):
    return tuple((radius * _math.cos(2 * _math.pi * i / count), radius * _math.sin(2 * _math.pi * i / count)) for i in range(count))


def _builtin_shapes():
    return {
        "arrow": Shape("polygon", ((-10, 0), (10, 0), (0, 10))),
        "turtle": Shape("polygon", (
            (0, 16), (-2, 14), (-1, 10), (-4, 7), (-7, 9), (-9, 8), (-6, 5), (-7, 1), (-5, -3), (-8, -6),
            (-6, -8), (-4, -5), (0, -7), (4, -5), (6, -8), (8, -6), (5, -3), (7, 1), (6, 5), (9, 8), (7, 9),
            (4, 7), (1, 10), (2, 14))),
        "circle": Shape("polygon", _circle_points(10, 20)),
        "square": Shape("polygon", ((10, -10), (10, 10), (-10, 10), (-10, -10))),
        "triangle": Shape("polygon", ((10, -5.77), (0, 11.55), (-10, -5.77))),
        "classic": Shape("polygon", ((0, 0), (-5, -9), (0, -7), (5, -9))),
        "blank": Shape("image", None),
    }


# --- the screen ------------------------------------------------------------------------------------
def _check_canvas(cv):
    if cv is not None and not isinstance(cv, TurtleScreen):
        raise TurtleGraphicsError(_NO_TK % type(cv).__name__)


class TurtleScreen:
    """The drawing surface: the browser canvas (a Tk canvas in CPython)."""

    _RUNNING = True

    def __init__(self, cv=None, mode="standard", colormode=1.0, delay=10):
        _check_canvas(cv)

    # drawing surface -------------------------------------------------------------------------------
    def bgcolor(self, *args):
        if not args:
            return "white" if _STATE.bg is None else _STATE.bg.out()
        colour = _Colour(args)
        _STATE.bg = colour
        _op("bg", c=colour.rgb)

    def bgpic(self, picname=None):
        if picname is None:
            return _STATE.bgpic
        if picname != "nopic":
            raise TurtleGraphicsError("couldn't open \"%s\": pictures are not available here" % picname)
        _STATE.bgpic = picname

    def clear(self):
        """Deletes all drawings and all turtles; the screen is as new (white, standard mode)."""
        for turtle in _STATE.turtles:
            _op("remove", id=turtle._id)
        _STATE.turtles = []
        _DEFAULT.clear()
        _op("clear", id=None)
        _STATE.bg = None
        _op("bg", c=[255, 255, 255])
        _KEYS.clear()
        _KEY_RELEASES.clear()
        del _CLICKS[:]
        del _TURTLE_CLICKS[:]
        _STATE.tracing = 1
        _STATE.mode = "standard"
        _STATE.world = None
        _STATE.colormode = 1.0

    clearscreen = clear

    def reset(self):
        for turtle in list(_STATE.turtles):
            turtle._set_mode_defaults()
            turtle.reset()

    resetscreen = reset

    def colormode(self, cmode=None):
        if cmode is None:
            return _STATE.colormode if _STATE.colormode == 255 else 1.0
        if cmode not in (1, 1.0, 255):
            raise TurtleGraphicsError("colormode must be 1.0 or 255")
        _STATE.colormode = 255 if cmode == 255 else 1.0

    def mode(self, mode=None):
        if mode is None:
            return _STATE.mode
        mode = str(mode).lower()
        if mode not in ("standard", "logo", "world"):
            raise TurtleGraphicsError("No turtle-graphics-mode %s" % mode)
        _STATE.mode = mode
        if mode in ("standard", "logo"):
            _STATE.world = None
        self.reset()

    def setworldcoordinates(self, llx, lly, urx, ury):
        if urx == llx or ury == lly:
            raise TurtleGraphicsError("setworldcoordinates: the corners must differ")
        if _STATE.mode != "world":
            _STATE.mode = "world"
        _STATE.world = (float(llx), float(lly), float(urx), float(ury))
        for turtle in _STATE.turtles:
            turtle._sync()

    def tracer(self, n=None, delay=None):
        if n is None:
            return _STATE.tracing
        _STATE.tracing = int(n)
        if delay is not None:
            self.delay(delay)
        _op("tracer", n=_STATE.tracing)
        if _STATE.tracing:
            self.update()

    def update(self):
        for turtle in _STATE.turtles:
            turtle._sync()
        _op("update")
        if _pace_frames:
            # Tk redraws at most about 60 times a second; a loop of update() runs at that pace.
            wait = 1 / 60 - (_time.monotonic() - _STATE.last_frame)
            if wait > 0:
                _time.sleep(wait)
            _STATE.last_frame = _time.monotonic()

    def delay(self, delay=None):
        if delay is None:
            return _STATE.delay
        _STATE.delay = int(delay)

    def turtles(self):
        return list(_STATE.turtles)

    def getcanvas(self):
        raise TurtleGraphicsError(_NO_TK % "getcanvas()")

    def getshapes(self):
        return sorted(_STATE.shapes)

    def register_shape(self, name, shape=None):
        if shape is None:
            raise TurtleGraphicsError("couldn't open \"%s\": pictures are not available here" % name)
        if isinstance(shape, (tuple, list)):
            shape = Shape("polygon", shape)
        if not isinstance(shape, Shape):
            raise TurtleGraphicsError("register_shape needs a Shape or a tuple of points")
        _STATE.shapes[name] = shape

    addshape = register_shape

    def window_width(self):
        return _STATE.window[0]

    def window_height(self):
        return _STATE.window[1]

    def screensize(self, canvwidth=None, canvheight=None, bg=None):
        if canvwidth is canvheight is bg is None:
            return _STATE.canvsize
        if canvwidth is not None or canvheight is not None:
            width, height = _STATE.canvsize
            _STATE.canvsize = (canvwidth or width, canvheight or height)
        if bg is not None:
            self.bgcolor(bg)

    # events ----------------------------------------------------------------------------------------
    def listen(self, xdummy=None, ydummy=None):
        pass

    def onkeyrelease(self, fun, key):
        _bind(_KEY_RELEASES, key, fun)

    onkey = onkeyrelease

    def onkeypress(self, fun, key=None):
        _bind(_KEYS, key, fun)

    def ontimer(self, fun, t=0):
        if _timers is not None:
            _timers(fun, max(0, int(t)))

    def onclick(self, fun, btn=1, add=None):
        if not add:
            _CLICKS[:] = [item for item in _CLICKS if item[0] != btn]
        if fun is not None:
            _CLICKS.append((btn, fun))

    onscreenclick = onclick

    def textinput(self, title, prompt):
        try:
            return input(str(prompt))
        except EOFError:
            return None

    def numinput(self, title, prompt, default=None, minval=None, maxval=None):
        while True:
            answer = self.textinput(title, prompt)
            if answer is None:
                return None
            if not answer.strip() and default is not None:
                return float(default)
            try:
                value = float(answer.replace(",", "."))
            except ValueError:
                continue
            if (minval is None or value >= minval) and (maxval is None or value <= maxval):
                return value

    def mainloop(self):
        """The page keeps the program's handlers alive after its last line: nothing to wait for here."""

    done = mainloop


class _Screen(TurtleScreen):
    """The one screen of a program (Screen() always returns it)."""

    _root = None
    _canvas = None

    def setup(self, width=0.5, height=0.75, startx=None, starty=None):
        def pixels(value, whole):
            return int(value * whole) if isinstance(value, float) and 0 <= value <= 1 else int(value)
        _STATE.window = (pixels(width, SIZE), pixels(height, SIZE))

    def title(self, titlestring):
        _STATE.title = str(titlestring)

    def bye(self):
        """Closes the window: handlers stop, later turtle commands raise Terminator."""
        _KEYS.clear()
        _KEY_RELEASES.clear()
        del _CLICKS[:]
        del _TURTLE_CLICKS[:]
        _STATE.closed = True

    def exitonclick(self):
        self.onclick(lambda x, y: self.bye())


_SCREEN = _Screen()


def Screen():
    return _SCREEN


class ScrolledCanvas:
    """A Tk widget in CPython; there is no Tk in the browser."""

    def __init__(self, master=None, width=500, height=350, canvwidth=600, canvheight=500):
        raise TurtleGraphicsError(_NO_TK % "ScrolledCanvas")


# --- turtles ---------------------------------------------------------------------------------------
def _undoable(method):
    """One call is one entry of the undo buffer, however many steps it takes (circle, goto...)."""

    def wrapper(self, *args, **kwargs):
        if self._recording is not None or self._undo is None:
            return method(self, *args, **kwargs)
        before = self._snapshot()
        self._recording = []
        try:
            return method(self, *args, **kwargs)
        finally:
            keys, self._recording = self._recording, None
            self._undo.append((before, keys))
            if len(self._undo) > self._undo_size:
                del self._undo[0]

    wrapper.__name__ = method.__name__
    wrapper.__doc__ = method.__doc__
    return wrapper


class RawTurtle:
    """A turtle on the screen (RawTurtle(screen) or Turtle())."""

    _STATE_KEYS = ("_x", "_y", "_angle", "_pen", "_width", "_pencolor", "_fillcolor", "_visible", "_shape",
                   "_stretch", "_outline", "_shear", "_tilt", "_trafo", "_resizemode", "_speed")

    def __init__(self, canvas=None, shape="classic", undobuffersize=1000, visible=True):
        _check_canvas(canvas)
        if _STATE.closed:
            raise Terminator()
        _STATE.next_id += 1
        self._id = _STATE.next_id
        self.screen = _SCREEN
        self._undo_size = undobuffersize
        self._undo = [] if undobuffersize else None
        self._recording = None
        self._look_sent = self._look_key = self._look_cache = None
        self._stamps = []
        self._poly = None
        self._filling = None
        self._fill_first = None
        self._speed = 3
        self._visible = visible
        self._set_mode_defaults()
        self._init_state()
        if shape not in _STATE.shapes:
            raise TurtleGraphicsError("There is no shape named %s" % shape)
        self._shape = shape
        _STATE.turtles.append(self)
        self._sync()

    def _init_state(self):
        self._x = self._y = 0.0
        self._angle = self._angle_offset  # degrees counter-clockwise from east, in world coordinates
        self._pen = True
        self._width = 1
        self._pencolor = _Colour(("black",))
        self._fillcolor = _Colour(("black",))
        self._stretch = (1.0, 1.0)
        self._outline = 1
        self._shear = 0.0
        self._tilt = 0.0  # radians, as CPython keeps it
        self._trafo = (1.0, 0.0, 0.0, 1.0)
        self._resizemode = "noresize"

    def _set_mode_defaults(self):
        self._fullcircle = 360.0
        self._angle_offset = 90.0 if _STATE.mode == "logo" else 0.0
        self._angle_orient = -1.0 if _STATE.mode == "logo" else 1.0

    # --- what the canvas sees ---------------------------------------------------------------------
    def _screen_angle(self):
        """The heading on the canvas: world units may stretch x and y differently."""
        sx, sy = _scale()
        rad = _math.radians(self._angle)
        return _math.degrees(_math.atan2(_math.sin(rad) * sy, _math.cos(rad) * sx))

    def _ms(self, amount, per_unit):
        if not _STATE.tracing or self._speed == 0:
            return 0
        return abs(amount) * per_unit * (11 - self._speed) / 10 / _STATE.tracing

    def _look(self):
        """The turtle's shape as coloured polygons in its own frame (x forward, y left, pixels)."""
        shape = _STATE.shapes[self._shape]
        if shape._type == "image":
            return []
        if shape._type == "polygon":
            width = {"noresize": 1, "auto": self._width}.get(self._resizemode, self._outline)
            parts = [(self._shape_poly(shape._data), self._fillcolor.rgb, self._pencolor.rgb, width)]
        else:
            parts = [(self._shape_poly(poly, True), _rgb((fill,)), _rgb((outline,)), self._outline) for poly, fill, outline in shape._data]
        return [{"pts": [[round(y, 3), round(-x, 3)] for x, y in poly], "fill": fill, "line": line, "w": w} for poly, fill, line, w in parts]

    def _shape_poly(self, polygon, compound=False):
        if self._resizemode == "user" or compound:
            t11, t12, t21, t22 = self._trafo
        elif self._resizemode == "auto":
            k = max(1, self._width / 5.0)
            t11, t12, t21, t22 = k, 0, 0, k
        else:
            return tuple(polygon)
        return tuple((t11 * x + t12 * y, t21 * x + t22 * y) for x, y in polygon)

    def _look_now(self):
        """The shape's polygons, computed again only when something they depend on changed."""
        key = (self._shape, self._resizemode, self._trafo, self._width, self._outline, self._pencolor.rgb,
               self._fillcolor.rgb, id(_STATE.shapes.get(self._shape)))
        if key != self._look_key:
            self._look_key, self._look_cache = key, self._look()
        return self._look_cache

    def _sync(self, ms=0):
        look = self._look_now()
        if look is not self._look_sent:
            self._look_sent = look
            _op("look", id=self._id, polys=look)
        x, y = _to_screen(self._x, self._y)
        _op("turtle", id=self._id, x=x, y=y, h=self._screen_angle(), pen=self._pen, w=self._width,
            c=self._pencolor.rgb, fc=self._fillcolor.rgb, v=self._visible, shape=self._shape, ms=ms)

    def _drawn(self, kind, **data):
        """An item on the canvas that undo, clearstamp and clear can take back."""
        key = _new_key()
        if self._recording is not None:
            self._recording.append(key)
        if self._filling is not None and self._fill_first is None:
            self._fill_first = key
        _op(kind, id=self._id, k=key, **data)
        return key

    def _snapshot(self):
        state = {name: getattr(self, name) for name in self._STATE_KEYS}
        state["_filling"] = None if self._filling is None else list(self._filling)
        state["_fill_first"] = self._fill_first
        return state

    def _move_to(self, x, y):
        if _STATE.closed:
            raise Terminator()
        x, y = float(x), float(y)
        (ax, ay), (bx, by) = _to_screen(self._x, self._y), _to_screen(x, y)
        ms = self._ms(_math.hypot(bx - ax, by - ay), 2.5)
        if self._pen:
            self._drawn("line", x1=ax, y1=ay, x2=bx, y2=by, w=self._width, c=self._pencolor.rgb, ms=ms)
        self._x, self._y = x, y
        if self._filling is not None:
            self._filling.append((x, y))
        if self._poly is not None:
            self._poly.append(Vec2D(x, y))
        self._sync(0 if self._pen else ms)

    def _turn_to(self, angle):
        turned = angle - self._angle
        self._angle = angle % 360
        self._sync(self._ms(turned, 1.2))

    def _units(self, angle):
        """A program's angle (in its degrees() units) in plain degrees."""
        return angle * 360.0 / self._fullcircle

    # --- motion ------------------------------------------------------------------------------------
    @_undoable
    def forward(self, distance):
        rad = _math.radians(self._angle)
        self._move_to(self._x + distance * _math.cos(rad), self._y + distance * _math.sin(rad))

    fd = forward

    def backward(self, distance):
        self.forward(-distance)

    back = bk = backward

    @_undoable
    def left(self, angle):
        self._turn_to(self._angle + self._units(angle))

    lt = left

    def right(self, angle):
        self.left(-angle)

    rt = right

    @_undoable
    def goto(self, x, y=None):
        if y is None:
            x, y = x
        self._move_to(x, y)

    setpos = setposition = goto

    @_undoable
    def setx(self, x):
        self._move_to(x, self._y)

    @_undoable
    def sety(self, y):
        self._move_to(self._x, y)

    @_undoable
    def setheading(self, to_angle):
        self._turn_to(self._angle_offset + self._angle_orient * self._units(to_angle))

    seth = setheading

    @_undoable
    def home(self):
        self._move_to(0, 0)
        self._turn_to(self._angle_offset)

    @_undoable
    def circle(self, radius, extent=None, steps=None):
        """An arc of a circle centred radius units left of the turtle (right when negative)."""
        extent = self._fullcircle if extent is None else extent
        if steps is None:
            fraction = abs(extent) / self._fullcircle
            steps = 1 + int(min(11 + abs(radius) / 6.0, 59.0) * fraction)
        step = self._units(extent) / steps
        chord = 2.0 * radius * _math.sin(_math.radians(step / 2))
        if radius < 0:
            chord, step = -chord, -step
        self._angle = (self._angle + step / 2) % 360
        for i in range(steps):
            rad = _math.radians(self._angle)
            self._move_to(self._x + chord * _math.cos(rad), self._y + chord * _math.sin(rad))
            if i < steps - 1:
                self._angle = (self._angle + step) % 360
        self._turn_to(self._angle + step / 2)

    def teleport(self, x=None, y=None, *, fill_gap=False):
        pen, self._pen = self._pen, False
        try:
            self._move_to(self._x if x is None else x, self._y if y is None else y)
        finally:
            self._pen = pen

    # --- state -------------------------------------------------------------------------------------
    def position(self):
        return Vec2D(self._x, self._y)

    pos = position

    def xcor(self):
        return self._x

    def ycor(self):
        return self._y

    def heading(self):
        angle = (self._angle - self._angle_offset) * self._angle_orient
        return round(angle * self._fullcircle / 360.0, 10) % self._fullcircle

    def _point(self, x, y):
        if y is not None:
            return float(x), float(y)
        if isinstance(x, RawTurtle):
            return x._x, x._y
        return float(x[0]), float(x[1])

    def towards(self, x, y=None):
        tx, ty = self._point(x, y)
        angle = _math.degrees(_math.atan2(ty - self._y, tx - self._x))
        angle = (angle - self._angle_offset) * self._angle_orient
        return round(angle * self._fullcircle / 360.0, 10) % self._fullcircle

    def distance(self, x, y=None):
        tx, ty = self._point(x, y)
        return _math.hypot(tx - self._x, ty - self._y)

    def degrees(self, fullcircle=360.0):
        self._fullcircle = float(fullcircle)

    def radians(self):
        self.degrees(2 * _math.pi)

    # --- pen ---------------------------------------------------------------------------------------
    @_undoable
    def penup(self):
        self._pen = False
        self._sync()

    pu = up = penup

    @_undoable
    def pendown(self):
        self._pen = True
        self._sync()

    pd = down = pendown

    def isdown(self):
        return self._pen

    def pensize(self, width=None):
        if width is None:
            return self._width
        self.pen(pensize=width)

    width = pensize

    def pencolor(self, *args):
        if not args:
            return self._pencolor.out()
        self.pen(pencolor=_Colour(args))

    def fillcolor(self, *args):
        if not args:
            return self._fillcolor.out()
        self.pen(fillcolor=_Colour(args))

    def color(self, *args):
        if not args:
            return self._pencolor.out(), self._fillcolor.out()
        if len(args) == 1 and isinstance(args[0], (tuple, list)) and len(args[0]) == 2:
            args = tuple(args[0])
        if len(args) == 2:
            self.pen(pencolor=_Colour((args[0],)), fillcolor=_Colour((args[1],)))
        else:
            colour = _Colour(args)
            self.pen(pencolor=colour, fillcolor=colour)

    def speed(self, speed=None):
        if speed is None:
            return self._speed
        names = {"fastest": 0, "fast": 10, "normal": 6, "slow": 3, "slowest": 1}
        speed = names.get(speed, speed)
        if isinstance(speed, str):
            raise TurtleGraphicsError("bad speed: %s" % speed)
        speed = float(speed)
        self._speed = int(round(speed)) if 0.5 < speed < 10.5 else 0

    def showturtle(self):
        self.pen(shown=True)

    st = showturtle

    def hideturtle(self):
        self.pen(shown=False)

    ht = hideturtle

    def isvisible(self):
        return self._visible

    def pen(self, pen=None, **pendict):
        """Returns the pen's attributes as a dict, or sets them from a dict and/or keywords."""
        if pen is None and not pendict:
            return {
                "shown": self._visible, "pendown": self._pen, "pencolor": self._pencolor.out(),
                "fillcolor": self._fillcolor.out(), "pensize": self._width, "speed": self._speed,
                "resizemode": self._resizemode, "stretchfactor": self._stretch, "shearfactor": self._shear,
                "outline": self._outline, "tilt": self._tilt,
            }
        settings = dict(pen or {})
        settings.update(pendict)
        self._set_pen(settings)

    @_undoable
    def _set_pen(self, settings):
        for name in ("pencolor", "fillcolor"):
            if name in settings and not isinstance(settings[name], _Colour):
                value = settings[name]
                settings[name] = _Colour((value,))
        if "shown" in settings:
            self._visible = bool(settings["shown"])
        if "pendown" in settings:
            self._pen = bool(settings["pendown"])
        if "pencolor" in settings:
            self._pencolor = settings["pencolor"]
        if "fillcolor" in settings:
            self._fillcolor = settings["fillcolor"]
        if "pensize" in settings:
            if settings["pensize"] < 0:
                raise TurtleGraphicsError("bad pensize: %r" % settings["pensize"])
            self._width = settings["pensize"]
        if "speed" in settings:
            self.speed(settings["speed"])
        if "resizemode" in settings:
            self._resizemode = settings["resizemode"]
        if "stretchfactor" in settings:
            stretch = settings["stretchfactor"]
            self._stretch = (stretch, stretch) if isinstance(stretch, (int, float)) else tuple(stretch)
        if "shearfactor" in settings:
            self._shear = settings["shearfactor"]
        if "outline" in settings:
            self._outline = settings["outline"]
        if "tilt" in settings:
            self._tilt = settings["tilt"]
        if any(name in settings for name in ("stretchfactor", "tilt", "shearfactor")):
            scx, scy = self._stretch
            sa, ca = _math.sin(self._tilt), _math.cos(self._tilt)
            self._trafo = (scx * ca, scy * (self._shear * ca + sa), -scx * sa, scy * (ca - self._shear * sa))
        self._sync()

    # --- shape -------------------------------------------------------------------------------------
    @_undoable
    def shape(self, name=None):
        if name is None:
            return self._shape
        if name not in _STATE.shapes:
            raise TurtleGraphicsError("There is no shape named %s" % name)
        self._shape = name
        self._sync()

    def resizemode(self, rmode=None):
        if rmode is None:
            return self._resizemode
        rmode = rmode.lower()
        if rmode in ("auto", "user", "noresize"):
            self.pen(resizemode=rmode)

    def shapesize(self, stretch_wid=None, stretch_len=None, outline=None):
        if stretch_wid is None and stretch_len is None and outline is None:
            return self._stretch[0], self._stretch[1], self._outline
        if stretch_wid == 0 or stretch_len == 0:
            raise TurtleGraphicsError("stretch_wid/stretch_len must not be zero")
        if stretch_wid is not None:
            stretch = (stretch_wid, stretch_wid if stretch_len is None else stretch_len)
        elif stretch_len is not None:
            stretch = (self._stretch[0], stretch_len)
        else:
            stretch = self._stretch
        self.pen(resizemode="user", stretchfactor=stretch, outline=self._outline if outline is None else outline)

    turtlesize = shapesize

    def shearfactor(self, shear=None):
        if shear is None:
            return self._shear
        self.pen(resizemode="user", shearfactor=shear)

    def tiltangle(self, angle=None):
        if angle is None:
            tilt = -_math.degrees(self._tilt) * self._angle_orient
            return (tilt * self._fullcircle / 360.0) % self._fullcircle
        tilt = -self._units(angle) * self._angle_orient
        self.pen(resizemode="user", tilt=_math.radians(tilt) % (2 * _math.pi))

    def settiltangle(self, angle):
        self.tiltangle(angle)

    def tilt(self, angle):
        self.tiltangle(angle + self.tiltangle())

    def shapetransform(self, t11=None, t12=None, t21=None, t22=None):
        if t11 is None and t12 is None and t21 is None and t22 is None:
            return self._trafo
        m11, m12, m21, m22 = self._trafo
        m11 = m11 if t11 is None else t11
        m12 = m12 if t12 is None else t12
        m21 = m21 if t21 is None else t21
        m22 = m22 if t22 is None else t22
        if m11 * m22 - m12 * m21 == 0:
            raise TurtleGraphicsError("Bad shape transform matrix: must not be singular")
        self._trafo = (m11, m12, m21, m22)
        alfa = _math.atan2(-m21, m11) % (2 * _math.pi)
        sa, ca = _math.sin(alfa), _math.cos(alfa)
        a11, a12, a22 = ca * m11 - sa * m21, ca * m12 - sa * m22, sa * m12 + ca * m22
        self._stretch = (a11, a22)
        self._shear = a12 / a22
        self._tilt = alfa
        self.pen(resizemode="user")

    def get_shapepoly(self):
        shape = _STATE.shapes[self._shape]
        if shape._type == "polygon":
            return self._shape_poly(shape._data)
        return None

    # --- drawing -----------------------------------------------------------------------------------
    @_undoable
    def dot(self, size=None, *color):
        if isinstance(size, (str, tuple, list)):
            color, size = (size,) + color, None
        if size is None:
            size = max(self._width + 4, self._width * 2)
        rgb = _rgb(color) if color else self._pencolor.rgb
        x, y = _to_screen(self._x, self._y)
        self._drawn("dot", x=x, y=y, size=size, c=rgb)

    def stamp(self):
        """Leaves a print of the turtle's shape; returns its id for clearstamp."""
        x, y = _to_screen(self._x, self._y)
        key = self._drawn("stamp", x=x, y=y, h=self._screen_angle(), shape=self._shape, c=self._pencolor.rgb,
                          fc=self._fillcolor.rgb, polys=self._look_now())
        self._stamps.append(key)
        if self._undo is not None and self._recording is None:
            self._undo.append((self._snapshot(), [key]))
        return key

    def clearstamp(self, stampid):
        if stampid in self._stamps:
            self._stamps.remove(stampid)
            _op("erase", keys=[stampid])

    def clearstamps(self, n=None):
        if n is None:
            chosen = list(self._stamps)
        elif n >= 0:
            chosen = self._stamps[:n]
        else:
            chosen = self._stamps[n:]
        for key in chosen:
            self.clearstamp(key)

    @_undoable
    def write(self, arg, move=False, align="left", font=("Arial", 8, "normal")):
        font = tuple(font) + ("Arial", 8, "normal")[len(tuple(font)):]
        if align not in ("left", "center", "right"):
            raise TurtleGraphicsError("align must be left, center or right")
        text = str(arg)
        x, y = _to_screen(self._x, self._y)
        self._drawn("write", x=x, y=y, text=text, align=align, font=[str(font[0]), int(font[1]), str(font[2])],
                    c=self._pencolor.rgb)
        if move:
            # Tk measures the text; about 0.6 em a character, a point being 4/3 of a pixel.
            width = max((len(line) for line in text.split("\n")), default=0) * abs(int(font[1])) * 0.8
            shift = {"left": width, "center": width / 2, "right": 0}[align]
            sx, _ = _scale()
            self._move_to(self._x + shift / sx, self._y)

    @_undoable
    def begin_fill(self):
        self._filling = [(self._x, self._y)]
        self._fill_first = None

    @_undoable
    def end_fill(self):
        """Fills the path since begin_fill as Tk does: even-odd, so a star's middle stays empty."""
        if self._filling is not None and len(self._filling) > 2:
            points = [list(_to_screen(x, y)) for x, y in self._filling]
            self._drawn("fill", pts=points, c=self._fillcolor.rgb, under=self._fill_first)
        self._filling = None
        self._fill_first = None

    def filling(self):
        return self._filling is not None

    def begin_poly(self):
        self._poly = [Vec2D(self._x, self._y)]

    def end_poly(self):
        self._recorded_poly = tuple(self._poly or ())
        self._poly = None

    def get_poly(self):
        return getattr(self, "_recorded_poly", None)

    # --- whole turtle ------------------------------------------------------------------------------
    def clear(self):
        """Deletes this turtle's drawings; the turtle stays where it is."""
        _op("clear", id=self._id)
        self._stamps = []
        self._filling = None if self._filling is None else [(self._x, self._y)]
        if self._undo is not None:
            self._undo = []

    def reset(self):
        self.clear()
        self._init_state()
        self._filling = None
        self._sync()

    def clone(self):
        twin = RawTurtle.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        _STATE.next_id += 1
        twin._id = _STATE.next_id
        twin._undo = [] if self._undo is not None else None
        twin._stamps = []
        twin._look_sent = twin._look_key = None
        twin._filling = None if self._filling is None else list(self._filling)
        twin._poly = None if self._poly is None else list(self._poly)
        _STATE.turtles.append(twin)
        twin._sync()
        return twin

    def getturtle(self):
        return self

    getpen = getturtle

    def getscreen(self):
        return _SCREEN

    def setundobuffer(self, size):
        self._undo_size = size
        self._undo = [] if size else None

    def undobufferentries(self):
        return 0 if self._undo is None else len(self._undo)

    def undo(self):
        """Takes back the last action: the turtle returns and what it drew disappears."""
        if not self._undo:
            return
        before, keys = self._undo.pop()
        for name, value in before.items():
            setattr(self, name, value)
        self._stamps = [key for key in self._stamps if key not in keys]
        if keys:
            _op("erase", keys=list(keys))
        self._sync()

    # --- events ------------------------------------------------------------------------------------
    def _bind(self, kind, fun, btn, add):
        if not add:
            _TURTLE_CLICKS[:] = [item for item in _TURTLE_CLICKS if not (item[0] is self and item[1] == kind and item[2] == btn)]
        if fun is not None:
            _TURTLE_CLICKS.append((self, kind, btn, fun))

    def onclick(self, fun, btn=1, add=None):
        self._bind("click", fun, btn, add)

    def onrelease(self, fun, btn=1, add=None):
        self._bind("release", fun, btn, add)

    def ondrag(self, fun, btn=1, add=None):
        self._bind("drag", fun, btn, add)

    def _hit(self, sx, sy):
        """True when a screen point lies on the turtle's shape (or within a few pixels of it)."""
        if not self._visible:
            return False
        cx, cy = _to_screen(self._x, self._y)
        rad = _math.radians(self._screen_angle())
        c, s = _math.cos(rad), _math.sin(rad)
        dx, dy = sx - cx, sy - cy
        lx, ly = dx * c + dy * s, -dx * s + dy * c
        for part in self._look_now():
            if _inside(part["pts"], lx, ly):
                return True
        return _math.hypot(dx, dy) <= 6


RawPen = RawTurtle


class Turtle(RawTurtle):
    """A turtle on the one screen."""

    def __init__(self, shape="classic", undobuffersize=1000, visible=True):
        RawTurtle.__init__(self, _SCREEN, shape=shape, undobuffersize=undobuffersize, visible=visible)


Pen = Turtle


def _inside(points, x, y):
    inside = False
    for i in range(len(points)):
        (x1, y1), (x2, y2) = points[i - 1], points[i]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


# --- the host's events -----------------------------------------------------------------------------
def _bind(handlers, key, fun):
    if fun is None:
        handlers.pop(key, None)
    else:
        handlers[key] = fun


def _dispatch_key(key, released=False):
    """A browser key event: press handlers (or the any-key one), or release handlers."""
    name = _BROWSER_KEYS.get(key, key)
    if released:
        fun = _KEY_RELEASES.get(name) or (_KEY_RELEASES.get(name.lower()) if len(name) == 1 else None)
    else:
        fun = _KEYS.get(name) or (_KEYS.get(name.lower()) if len(name) == 1 else None) or _KEYS.get(None)
    if fun is not None:
        fun()


def _dispatch_click(x, y, phase="press", btn=1):
    """A mouse event on the canvas in screen coordinates: the topmost turtle under it, else the screen."""
    wx, wy = _from_screen(x, y)
    if phase == "drag":
        for turtle, kind, button, fun in list(_TURTLE_CLICKS):
            if _DRAGGING and turtle is _DRAGGING[0] and kind == "drag" and button == btn:
                fun(wx, wy)
        return
    if phase == "release":
        target = _DRAGGING[0] if _DRAGGING else None
        del _DRAGGING[:]
        for turtle, kind, button, fun in list(_TURTLE_CLICKS):
            if kind == "release" and button == btn and (turtle is target or turtle._hit(x, y)):
                fun(wx, wy)
        return
    for turtle in reversed(_STATE.turtles):
        if turtle._hit(x, y) and any(t is turtle and b == btn for t, _, b, _ in _TURTLE_CLICKS):
            _DRAGGING[:] = [turtle]
            for bound, kind, button, fun in list(_TURTLE_CLICKS):
                if bound is turtle and kind == "click" and button == btn:
                    fun(wx, wy)
            return
    for button, fun in list(_CLICKS):
        if button == btn:
            fun(wx, wy)


def _listening():
    """True while the program waits for keys or clicks (the run stays open for them)."""
    return bool(_KEYS or _KEY_RELEASES or _CLICKS or _TURTLE_CLICKS)


def _school_reset():
    """A new run: a new screen, no turtles, no handlers, the built-in shapes only."""
    _LOG.clear()
    _KEYS.clear()
    _KEY_RELEASES.clear()
    del _CLICKS[:]
    del _TURTLE_CLICKS[:]
    del _DRAGGING[:]
    _DEFAULT.clear()
    fresh = _State()
    _STATE.__dict__.clear()
    _STATE.__dict__.update(fresh.__dict__)
    _STATE.shapes = _builtin_shapes()


_STATE.shapes = _builtin_shapes()


# --- module functions: the anonymous turtle and the screen --------------------------------------
def _pen():
    if not _DEFAULT or _DEFAULT[0] not in _STATE.turtles:
        _DEFAULT[:] = [Turtle()]
    return _DEFAULT[0]


def getturtle():
    return _pen()


getpen = getturtle

_TURTLE_METHODS = [
    "back", "backward", "begin_fill", "begin_poly", "bk", "circle", "clear", "clearstamp", "clearstamps",
    "clone", "color", "degrees", "distance", "dot", "down", "end_fill", "end_poly", "fd", "fillcolor",
    "filling", "forward", "get_poly", "getscreen", "get_shapepoly", "goto", "heading", "hideturtle", "home",
    "ht", "isdown", "isvisible", "left", "lt", "onclick", "ondrag", "onrelease", "pd", "pen", "pencolor",
    "pendown", "pensize", "penup", "pos", "position", "pu", "radians", "right", "reset", "resizemode", "rt",
    "seth", "setheading", "setpos", "setposition", "settiltangle", "setundobuffer", "setx", "sety", "shape",
    "shapesize", "shapetransform", "shearfactor", "showturtle", "speed", "st", "stamp", "tilt", "tiltangle",
    "towards", "turtlesize", "undo", "undobufferentries", "up", "width", "write", "xcor", "ycor", "teleport",
]
_SCREEN_METHODS = [
    "addshape", "bgcolor", "bgpic", "bye", "clearscreen", "colormode", "delay", "exitonclick", "getcanvas",
    "getshapes", "listen", "mainloop", "mode", "numinput", "onkey", "onkeypress", "onkeyrelease",
    "onscreenclick", "ontimer", "register_shape", "resetscreen", "screensize", "setup", "setworldcoordinates",
    "textinput", "title", "tracer", "turtles", "update", "window_height", "window_width", "done",
]


def _make_function(name, owner):
    def function(*args, **kwargs):
        return getattr(owner(), name)(*args, **kwargs)
    function.__name__ = name
    function.__doc__ = getattr(RawTurtle if owner is _pen else _Screen, name).__doc__
    return function


for _name in _TURTLE_METHODS:
    globals()[_name] = _make_function(_name, _pen)
for _name in _SCREEN_METHODS:
    globals()[_name] = _make_function(_name, Screen)
del _name


def write_docstringdict(filename="turtle_docstringdict"):
    """Writes the docstrings of the module's functions to filename.py (a dict, as CPython does)."""
    docs = {}
    for name in _TURTLE_METHODS:
        docs["Turtle." + name] = getattr(RawTurtle, name).__doc__
    for name in _SCREEN_METHODS:
        docs["_Screen." + name] = getattr(_Screen, name).__doc__
    with open("%s.py" % filename, "w") as f:
        f.write("docsdict = %r\n" % {k: v for k, v in docs.items() if v})
