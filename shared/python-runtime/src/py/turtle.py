"""The school's turtle module: the turtle API children's courses use, drawing through a log.

Every visible change is one op (a dict) appended to _LOG and passed to the host's emit hook, so a
browser canvas animates it in order with print/input, and a check reads the same log.
Coordinates are turtle ones: origin in the centre of a 600x600 canvas, y up, heading 0 = east,
counter-clockwise in degrees.
"""
import math as _math

_LOG = []
_emit = None  # set by the host: receives each op as it happens
_timers = None  # set by the host: schedules ontimer callbacks (browser only)
_KEYS = {}  # key-press handlers by Tk key name; None: any key
_KEY_RELEASES = {}  # key-release handlers (onkey/onkeyrelease, as in CPython)
_CLICKS = []  # screen click handlers fun(x, y)
_TURTLE_CLICKS = []  # (turtle, fun(x, y)) for clicks on a turtle
# The browser's key names for the Tk names programs use.
_BROWSER_KEYS = {
    "ArrowUp": "Up", "ArrowDown": "Down", "ArrowLeft": "Left", "ArrowRight": "Right", " ": "space",
    "Enter": "Return", "Backspace": "BackSpace", "Escape": "Escape", "Tab": "Tab", "Shift": "Shift_L",
    "Control": "Control_L",
}
_CLICK_RADIUS = 12  # how near a turtle's centre a click must land to count as a click on it
_COLORS = {
    "black": (0, 0, 0), "white": (255, 255, 255), "red": (255, 0, 0), "green": (0, 128, 0),
    "lime": (0, 255, 0), "blue": (0, 0, 255), "yellow": (255, 255, 0), "orange": (255, 165, 0),
    "purple": (160, 32, 240), "violet": (238, 130, 238), "pink": (255, 192, 203), "brown": (165, 42, 42),
    "gray": (128, 128, 128), "grey": (128, 128, 128), "cyan": (0, 255, 255), "magenta": (255, 0, 255),
    "gold": (255, 215, 0), "navy": (0, 0, 128), "skyblue": (135, 206, 235), "lightblue": (173, 216, 230),
    "darkgreen": (0, 100, 0), "lightgreen": (144, 238, 144), "darkblue": (0, 0, 139), "darkred": (139, 0, 0),
    "silver": (192, 192, 192), "turquoise": (64, 224, 208), "indigo": (75, 0, 130), "coral": (255, 127, 80),
    "salmon": (250, 128, 114), "tomato": (255, 99, 71), "crimson": (220, 20, 60), "olive": (128, 128, 0),
    "teal": (0, 128, 128), "maroon": (128, 0, 0), "beige": (245, 245, 220), "khaki": (240, 230, 140),
    "chocolate": (210, 105, 30), "tan": (210, 180, 140), "lavender": (230, 230, 250), "plum": (221, 160, 221),
    "orchid": (218, 112, 214), "aqua": (0, 255, 255), "fuchsia": (255, 0, 255), "darkorange": (255, 140, 0),
    "hotpink": (255, 105, 180), "deeppink": (255, 20, 147), "forestgreen": (34, 139, 34),
    "seagreen": (46, 139, 87), "royalblue": (65, 105, 225), "steelblue": (70, 130, 180),
    "darkviolet": (148, 0, 211), "lightgray": (211, 211, 211), "lightgrey": (211, 211, 211),
    "darkgray": (169, 169, 169), "darkgrey": (169, 169, 169), "yellowgreen": (154, 205, 50),
    "chartreuse": (127, 255, 0), "limegreen": (50, 205, 50), "firebrick": (178, 34, 34),
}
_SHAPES = ("classic", "arrow", "turtle", "circle", "square", "triangle")


class Terminator(Exception):
    pass


class TurtleGraphicsError(Exception):
    pass


def _op(kind, **data):
    data["t"] = kind
    _LOG.append(data)
    if _emit is not None:
        _emit(data)


class _ScreenState:
    colormode = 1.0
    instant = False  # tracer(0)


_STATE = _ScreenState()


def _rgb(args):
    """Any turtle colour spelling -> [r, g, b] bytes."""
    if len(args) == 1:
        value = args[0]
    else:
        value = tuple(args)
    if isinstance(value, str):
        name = value.strip().lower().replace(" ", "")
        if name in _COLORS:
            return list(_COLORS[name])
        if name.startswith("#") and len(name) in (4, 7):
            digits = name[1:]
            if len(digits) == 3:
                digits = "".join(d * 2 for d in digits)
            try:
                return [int(digits[i:i + 2], 16) for i in (0, 2, 4)]
            except ValueError:
                pass
        raise TurtleGraphicsError("bad color string: %s" % value)
    if isinstance(value, (tuple, list)) and len(value) == 3:
        scale = 255 / _STATE.colormode if _STATE.colormode != 255 else 1
        try:
            parts = [int(round(float(c) * scale)) for c in value]
        except (TypeError, ValueError):
            raise TurtleGraphicsError("bad color sequence: %r" % (value,))
        if any(p < 0 or p > 255 for p in parts):
            raise TurtleGraphicsError("bad color sequence: %r" % (value,))
        return parts
    raise TurtleGraphicsError("bad color arguments: %r" % (value,))


def _colour_out(rgb):
    if _STATE.colormode == 255:
        return tuple(rgb)
    return tuple(round(c / 255, 4) for c in rgb)


_NEXT_ID = [0]


class Turtle:
    def __init__(self, shape="classic", visible=True):
        _NEXT_ID[0] += 1
        self._id = _NEXT_ID[0]
        self._x = 0.0
        self._y = 0.0
        self._heading = 0.0
        self._pen = True
        self._width = 1
        self._pencolor = [0, 0, 0]
        self._fillcolor = [0, 0, 0]
        self._visible = visible
        self._shape = shape if shape in _SHAPES else "classic"
        self._speed = 3
        self._filling = None
        self._sync()

    # --- state reported to the canvas -------------------------------------------------------------
    def _ms(self, amount, per_unit):
        if _STATE.instant or self._speed == 0:
            return 0
        return abs(amount) * per_unit * (11 - self._speed) / 10

    def _sync(self, ms=0):
        _op("turtle", id=self._id, x=self._x, y=self._y, h=self._heading, pen=self._pen, w=self._width,
            c=self._pencolor, fc=self._fillcolor, v=self._visible, shape=self._shape, ms=ms)

    def _move_to(self, x, y):
        x, y = float(x), float(y)
        distance = _math.hypot(x - self._x, y - self._y)
        ms = self._ms(distance, 2.5)
        if self._pen:
            _op("line", id=self._id, x1=self._x, y1=self._y, x2=x, y2=y, w=self._width, c=self._pencolor, ms=ms)
        self._x, self._y = x, y
        if self._filling is not None:
            self._filling.append((x, y))
        self._sync(0 if self._pen else ms)

    def _turn(self, angle):
        self._heading = (self._heading + angle) % 360
        self._sync(self._ms(angle, 1.2))

    # --- motion ------------------------------------------------------------------------------------
    def forward(self, distance):
        rad = _math.radians(self._heading)
        self._move_to(self._x + distance * _math.cos(rad), self._y + distance * _math.sin(rad))

    fd = forward

    def backward(self, distance):
        self.forward(-distance)

    back = bk = backward

    def left(self, angle):
        self._turn(angle)

    lt = left

    def right(self, angle):
        self._turn(-angle)

    rt = right

    def goto(self, x, y=None):
        if y is None:
            x, y = x
        self._move_to(x, y)

    setpos = setposition = goto

    def setx(self, x):
        self._move_to(x, self._y)

    def sety(self, y):
        self._move_to(self._x, y)

    def setheading(self, angle):
        self._heading = float(angle) % 360
        self._sync()

    seth = setheading

    def home(self):
        self._move_to(0, 0)
        self.setheading(0)

    def circle(self, radius, extent=None, steps=None):
        extent = 360 if extent is None else extent
        if steps is None:
            steps = max(4, min(int(abs(radius) * abs(extent) / 360 * 0.5) + 4, 90))
        w = extent / steps
        length = 2 * radius * _math.sin(_math.radians(w / 2))
        if radius < 0:
            length, w = -length, -w
        self._heading = (self._heading + w / 2) % 360
        for i in range(steps):
            self.forward(length)
            if i < steps - 1:
                self._heading = (self._heading + w) % 360
        self._heading = (self._heading + w / 2) % 360
        self._sync()

    def dot(self, size=None, *color):
        size = size if size is not None else max(self._width + 4, self._width * 2)
        rgb = _rgb(color) if color else self._pencolor
        _op("dot", id=self._id, x=self._x, y=self._y, size=size, c=rgb)

    def stamp(self):
        _op("stamp", id=self._id, x=self._x, y=self._y, h=self._heading, shape=self._shape, c=self._pencolor, fc=self._fillcolor)
        return len(_LOG)

    def write(self, arg, move=False, align="left", font=("Arial", 8, "normal")):
        font = tuple(font) + ("Arial", 8, "normal")[len(tuple(font)):]
        _op("write", id=self._id, x=self._x, y=self._y, text=str(arg), align=align, font=[str(font[0]), int(font[1]), str(font[2])], c=self._pencolor)
        if move:
            self._move_to(self._x + len(str(arg)) * int(font[1]) * 0.6, self._y)

    # --- state queries -----------------------------------------------------------------------------
    def position(self):
        return Vec2D(round(self._x, 10), round(self._y, 10))

    pos = position

    def xcor(self):
        return round(self._x, 10)

    def ycor(self):
        return round(self._y, 10)

    def heading(self):
        return round(self._heading, 10) % 360

    def towards(self, x, y=None):
        if y is None:
            x, y = x
        return _math.degrees(_math.atan2(y - self._y, x - self._x)) % 360

    def distance(self, x, y=None):
        if y is None:
            if isinstance(x, Turtle):
                x, y = x._x, x._y
            else:
                x, y = x
        return _math.hypot(x - self._x, y - self._y)

    # --- pen ---------------------------------------------------------------------------------------
    def penup(self):
        self._pen = False
        self._sync()

    pu = up = penup

    def pendown(self):
        self._pen = True
        self._sync()

    pd = down = pendown

    def isdown(self):
        return self._pen

    def pensize(self, width=None):
        if width is None:
            return self._width
        self._width = width
        self._sync()

    width = pensize

    def pencolor(self, *args):
        if not args:
            return _colour_out(self._pencolor)
        self._pencolor = _rgb(args)
        self._sync()

    def fillcolor(self, *args):
        if not args:
            return _colour_out(self._fillcolor)
        self._fillcolor = _rgb(args)
        self._sync()

    def color(self, *args):
        if not args:
            return _colour_out(self._pencolor), _colour_out(self._fillcolor)
        if len(args) == 2:
            self._pencolor, self._fillcolor = _rgb((args[0],)), _rgb((args[1],))
        else:
            self._pencolor = self._fillcolor = _rgb(args)
        self._sync()

    def begin_fill(self):
        self._filling = [(self._x, self._y)]

    def end_fill(self):
        if self._filling and len(self._filling) > 2:
            _op("fill", id=self._id, pts=[[x, y] for x, y in self._filling], c=self._fillcolor)
        self._filling = None

    def filling(self):
        return self._filling is not None

    def speed(self, speed=None):
        if speed is None:
            return self._speed
        names = {"fastest": 0, "fast": 10, "normal": 6, "slow": 3, "slowest": 1}
        speed = names.get(speed, speed)
        speed = int(round(float(speed)))
        self._speed = speed if 1 <= speed <= 10 else 0

    def hideturtle(self):
        self._visible = False
        self._sync()

    ht = hideturtle

    def showturtle(self):
        self._visible = True
        self._sync()

    st = showturtle

    def isvisible(self):
        return self._visible

    def shape(self, name=None):
        if name is None:
            return self._shape
        if name not in _SHAPES:
            raise TurtleGraphicsError("There is no shape named %s" % name)
        self._shape = name
        self._sync()

    def clear(self):
        _op("clear", id=self._id)

    def reset(self):
        _op("clear", id=self._id)
        self._x = self._y = self._heading = 0.0
        self._pen, self._width, self._pencolor, self._fillcolor = True, 1, [0, 0, 0], [0, 0, 0]
        self._sync()

    def getscreen(self):
        return _SCREEN

    def onclick(self, fun, btn=1, add=None):
        """Calls fun(x, y) when this turtle is clicked; fun=None removes the handlers."""
        if not add:
            _TURTLE_CLICKS[:] = [item for item in _TURTLE_CLICKS if item[0] is not self]
        if fun is not None:
            _TURTLE_CLICKS.append((self, fun))


class Vec2D(tuple):
    def __new__(cls, x, y):
        return tuple.__new__(cls, (x, y))

    def __add__(self, other):
        return Vec2D(self[0] + other[0], self[1] + other[1])

    def __sub__(self, other):
        return Vec2D(self[0] - other[0], self[1] - other[1])

    def __abs__(self):
        return _math.hypot(self[0], self[1])

    def __repr__(self):
        return "(%.2f,%.2f)" % self


class _Screen:
    def bgcolor(self, *args):
        if args:
            _op("bg", c=_rgb(args))

    def title(self, text):
        pass

    def setup(self, width=600, height=600, startx=None, starty=None):
        pass

    def screensize(self, *args, **kwargs):
        return (600, 600)

    def window_width(self):
        return 600

    def window_height(self):
        return 600

    def colormode(self, mode=None):
        if mode is None:
            return 255 if _STATE.colormode == 255 else 1.0
        if mode not in (1, 1.0, 255):
            raise TurtleGraphicsError("colormode must be 1.0 or 255")
        _STATE.colormode = 255 if mode == 255 else 1.0

    def tracer(self, n=None, delay=None):
        if n is None:
            return 0 if _STATE.instant else 1
        _STATE.instant = not n

    def update(self):
        pass

    def delay(self, delay=None):
        return 0

    def clear(self):
        _op("clear", id=None)

    clearscreen = clear

    def reset(self):
        _op("clear", id=None)
        _default_reset()

    resetscreen = reset

    def listen(self, xdummy=None, ydummy=None):
        pass

    def onkey(self, fun, key):
        _bind(_KEY_RELEASES, key, fun)

    onkeyrelease = onkey

    def onkeypress(self, fun, key=None):
        _bind(_KEYS, key, fun)

    def ontimer(self, fun, t=0):
        if _timers is not None:
            _timers(fun, int(t))

    def onclick(self, fun, btn=1, add=None):
        if not add:
            _CLICKS.clear()
        if fun is not None:
            _CLICKS.append(fun)

    onscreenclick = onclick

    def mainloop(self):
        pass

    done = exitonclick = bye = mainloop

    def turtles(self):
        return []


_SCREEN = _Screen()
_DEFAULT = []


def Screen():
    return _SCREEN


def _pen():
    if not _DEFAULT:
        _DEFAULT.append(Turtle())
    return _DEFAULT[0]


def _default_reset():
    if _DEFAULT:
        _DEFAULT[0].reset()


def _bind(handlers, key, fun):
    if fun is None:
        handlers.pop(key, None)
    else:
        handlers[key] = fun


def _dispatch_key(key, released=False):
    """A browser key event: press handlers (or the any-key one), or release handlers."""
    name = _BROWSER_KEYS.get(key, key)
    fun = _KEY_RELEASES.get(name) if released else (_KEYS.get(name) or _KEYS.get(None))
    if fun is not None:
        fun()


def _dispatch_click(x, y):
    """A click in turtle coordinates: the topmost visible turtle under it, else the screen's handlers."""
    for turtle, fun in reversed(_TURTLE_CLICKS):
        if turtle._visible and _math.hypot(turtle._x - x, turtle._y - y) <= _CLICK_RADIUS:
            fun(x, y)
            return
    for fun in list(_CLICKS):
        fun(x, y)


def _listening():
    """True while the program waits for keys or clicks (the run stays open for them)."""
    return bool(_KEYS or _KEY_RELEASES or _CLICKS or _TURTLE_CLICKS)


Pen = RawTurtle = Turtle

_TURTLE_METHODS = [
    "forward", "fd", "backward", "back", "bk", "left", "lt", "right", "rt", "goto", "setpos", "setposition",
    "setx", "sety", "setheading", "seth", "home", "circle", "dot", "stamp", "write", "position", "pos", "xcor",
    "ycor", "heading", "towards", "distance", "penup", "pu", "up", "pendown", "pd", "down", "isdown", "pensize",
    "width", "pencolor", "fillcolor", "color", "begin_fill", "end_fill", "filling", "speed", "hideturtle", "ht",
    "showturtle", "st", "isvisible", "shape", "onclick",
]
_SCREEN_METHODS = [
    "bgcolor", "title", "setup", "screensize", "window_width", "window_height", "colormode", "tracer", "update",
    "delay", "listen", "onkey", "onkeyrelease", "onkeypress", "ontimer", "onscreenclick", "mainloop", "done",
    "exitonclick", "bye",
]


def _make_turtle_function(name):
    def function(*args, **kwargs):
        return getattr(_pen(), name)(*args, **kwargs)
    function.__name__ = name
    return function


def _make_screen_function(name):
    def function(*args, **kwargs):
        return getattr(_SCREEN, name)(*args, **kwargs)
    function.__name__ = name
    return function


for _name in _TURTLE_METHODS:
    globals()[_name] = _make_turtle_function(_name)
for _name in _SCREEN_METHODS:
    globals()[_name] = _make_screen_function(_name)


def clear():
    _pen().clear()


def reset():
    _SCREEN.reset()


def clearscreen():
    _SCREEN.clear()
