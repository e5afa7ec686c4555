import { NodePython } from './testing/node-python';
import { sameDrawing, strokesOf } from './drawing';
import { explainError } from './errors';
import { TPython } from '@school/contracts/src/texts-python';
import type { TurtleOp } from './protocol';

/**
 * CPython's turtle API on our module, in a real Pyodide: one program per documented function,
 * its result read back (`result = ...`) and its drawing log checked where the canvas depends on it.
 */
const py = new NodePython();
beforeAll(() => py.start(), 180_000);
afterAll(() => py.stop());

async function run(code: string, inputs: string[] = []): Promise<{ result: unknown; ops: TurtleOp[]; error?: string }> {
  const { outcome, ops } = await py.run(code, inputs);
  if (!outcome.ok) return { result: null, ops, error: outcome.error ? `${outcome.error.type}: ${outcome.error.message}` : 'stopped' };
  const result = await py.json<unknown>('__import__("_school_harness")._STATE["ns"].get("result")');
  return { result, ops };
}

async function result(code: string, inputs: string[] = []): Promise<unknown> {
  const outcome = await run(code, inputs);
  if (outcome.error) throw new Error(outcome.error);
  return outcome.result;
}

const of = <T extends TurtleOp['t']>(ops: TurtleOp[], t: T) => ops.filter((op): op is Extract<TurtleOp, { t: T }> => op.t === t);

describe('turtle: the whole of CPython turtle.__all__', () => {
  it('has every name of CPython 3.11 turtle.__all__', async () => {
    const names = ['ScrolledCanvas', 'TurtleScreen', 'Screen', 'RawTurtle', 'Turtle', 'RawPen', 'Pen', 'Shape', 'Vec2D', 'addshape', 'bgcolor', 'bgpic', 'bye', 'clearscreen', 'colormode', 'delay', 'exitonclick', 'getcanvas', 'getshapes', 'listen', 'mainloop', 'mode', 'numinput', 'onkey', 'onkeypress', 'onkeyrelease', 'onscreenclick', 'ontimer', 'register_shape', 'resetscreen', 'screensize', 'setup', 'setworldcoordinates', 'textinput', 'title', 'tracer', 'turtles', 'update', 'window_height', 'window_width', 'back', 'backward', 'begin_fill', 'begin_poly', 'bk', 'circle', 'clear', 'clearstamp', 'clearstamps', 'clone', 'color', 'degrees', 'distance', 'dot', 'down', 'end_fill', 'end_poly', 'fd', 'fillcolor', 'filling', 'forward', 'get_poly', 'getpen', 'getscreen', 'get_shapepoly', 'getturtle', 'goto', 'heading', 'hideturtle', 'home', 'ht', 'isdown', 'isvisible', 'left', 'lt', 'onclick', 'ondrag', 'onrelease', 'pd', 'pen', 'pencolor', 'pendown', 'pensize', 'penup', 'pos', 'position', 'pu', 'radians', 'right', 'reset', 'resizemode', 'rt', 'seth', 'setheading', 'setpos', 'setposition', 'settiltangle', 'setundobuffer', 'setx', 'sety', 'shape', 'shapesize', 'shapetransform', 'shearfactor', 'showturtle', 'speed', 'st', 'stamp', 'tilt', 'tiltangle', 'towards', 'turtlesize', 'undo', 'undobufferentries', 'up', 'width', 'write', 'xcor', 'ycor', 'write_docstringdict', 'done', 'Terminator'];
    expect(await result(`import turtle\nresult = [n for n in ${JSON.stringify(names)} if not hasattr(turtle, n)]\nexec("from turtle import *")`)).toEqual([]);
    expect(await result('import turtle\nresult = sorted(set(turtle.__all__) ^ set(' + JSON.stringify(names) + '))')).toEqual([]);
  });

  it('moves: forward, back, left, right, goto, setx, sety, home, setheading, position, towards, distance', async () => {
    expect(await result('from turtle import *\nforward(100); left(90); fd(50); back(20); rt(90); bk(10)\nresult = [round(c, 6) for c in pos()] + [heading()]')).toEqual([90, 30, 0]);
    expect(await result('from turtle import *\ngoto(30, 40); setx(10); sety(-5); a = position(); seth(270); h = heading(); home()\nresult = [list(a), h, list(pos()), heading(), towards(0, 10), distance(3, 4)]')).toEqual([[10, -5], 270, [0, 0], 0, 90, 5]);
    expect(await result('from turtle import *\nt = Turtle(); t.goto(10, 0)\nresult = [towards(t), distance(t), round(t.distance((13, 4)), 6), xcor(), t.xcor(), t.ycor()]')).toEqual([0, 10, 5, 0, 10, 0]);
  });

  it('circle: a full circle ends where it began, an arc turns by its extent, steps draws a polygon', async () => {
    const { result: r, ops } = await run('from turtle import *\ncircle(50)\na = [round(xcor(), 6) + 0, round(ycor(), 6) + 0, round(heading(), 6)]\ncircle(50, 180)\nb = [round(xcor(), 6) + 0, round(ycor(), 6), round(heading(), 6)]\nresult = [a, b]');
    expect(r).toEqual([[0, 0, 0], [0, 100, 180]]);
    const { ops: hexagon } = await run('from turtle import *\ncircle(40, steps=6)');
    expect(of(hexagon, 'line')).toHaveLength(6);
    expect(of(ops, 'line').length).toBeGreaterThan(20);
  });

  it('mode: logo heads north and turns clockwise; standard east and counter-clockwise; mode() reports it', async () => {
    expect(await result('from turtle import *\nmode("logo")\nfd(10); a = [round(xcor(), 6), round(ycor(), 6), heading()]\nleft(90); b = heading(); seth(90); fd(10)\nresult = [mode(), a, b, [round(xcor(), 6), round(ycor(), 6)]]')).toEqual(['logo', [0, 10, 0], 270, [10, 10]]);
    expect((await run('from turtle import *\nmode("sideways")')).error).toMatch(/^TurtleGraphicsError: No turtle-graphics-mode/);
  });

  it('setworldcoordinates: world units map onto the 600x600 canvas and mode becomes world', async () => {
    const { result: r, ops } = await run('from turtle import *\nsetworldcoordinates(-1, -1, 1, 1)\ngoto(1, 1)\nresult = [mode(), list(pos())]');
    expect(r).toEqual(['world', [1, 1]]);
    expect(of(ops, 'line')[0]).toMatchObject({ x1: 0, y1: 0, x2: 300, y2: 300 });
    const { ops: wide } = await run('from turtle import *\nsetworldcoordinates(0, 0, 10, 100)\ngoto(5, 50); seth(45)');
    expect(of(wide, 'line')[0]).toMatchObject({ x1: -300, y1: -300, x2: 0, y2: 0 });
    expect(of(wide, 'turtle').at(-1)!.h).toBeCloseTo(5.71, 1);
  });

  it('colours: Tk names with numbered variants, #rgb, tuples in colormode 1.0 and 255; bad ones are errors', async () => {
    const { result: r, ops } = await run('from turtle import *\npencolor("red3"); fillcolor("Light Sky Blue"); a = [pencolor(), fillcolor()]\ncolor("gray10", "grey100"); fd(1)\ncolormode(255); pencolor(255, 128, 0); b = [pencolor(), colormode()]\ncolormode(1.0); pencolor((0, 0.5, 1)); c = pencolor()\npencolor("#f80"); d = pencolor()\nresult = [a, b, c, d, color()]');
    expect(r).toEqual([['red3', 'Light Sky Blue'], [[255, 128, 0], 255], [0, 128 / 255, 1], [1, 136 / 255, 0], [[1, 136 / 255, 0], 'grey100']]);
    expect(of(ops, 'line')[0].c).toEqual([26, 26, 26]);
    expect(of(ops, 'turtle').find((op) => op.c[0] === 205)?.c).toEqual([205, 0, 0]);
    expect((await run('from turtle import *\npencolor("blurple")')).error).toBe('TurtleGraphicsError: bad color string: blurple');
    expect((await run('from turtle import *\npencolor(2, 0, 0)')).error).toMatch(/^TurtleGraphicsError: bad color sequence/);
    expect((await run('from turtle import *\ncolormode(100)')).error).toMatch(/colormode must be 1.0 or 255/);
  });

  it('shapes: the six built-in ones (and blank), shape(), the look the canvas draws', async () => {
    const { result: r, ops } = await run('from turtle import *\nshape("square")\nresult = [getshapes(), shape()]');
    expect(r).toEqual([['arrow', 'blank', 'circle', 'classic', 'square', 'triangle', 'turtle'], 'square']);
    const square = of(ops, 'look').at(-1)!.polys[0];
    expect(square.pts).toHaveLength(4);
    expect(Math.max(...square.pts.map(([x]) => Math.abs(x)))).toBe(10);
    expect((await run('from turtle import *\nshape("dragon")')).error).toBe('TurtleGraphicsError: There is no shape named dragon');
  });

  it('shapesize/turtlesize, resizemode, shearfactor, tilt, tiltangle, settiltangle, shapetransform, get_shapepoly', async () => {
    const { result: r, ops } = await run('from turtle import *\nshape("square"); shapesize(2, 3, 4)\na = [shapesize(), resizemode()]\nturtlesize(1)\ntilt(30); b = round(tiltangle(), 6); settiltangle(45); c = round(tiltangle(), 6)\nshearfactor(0.5); d = shearfactor()\nresizemode("auto"); e = resizemode()\nresult = [a, b, c, d, e]');
    expect(r).toEqual([[[2, 3, 4], 'user'], 30, 45, 0.5, 'auto']);
    const stretched = of(ops, 'look').find((look) => look.polys[0].w === 4)!.polys[0];
    expect(Math.max(...stretched.pts.map(([x]) => Math.abs(x)))).toBe(30);
    expect(Math.max(...stretched.pts.map(([, y]) => Math.abs(y)))).toBe(20);
    expect(await result('from turtle import *\nshape("square"); shapetransform(4, -1, 0, 2)\nresult = [shapetransform(), get_shapepoly()]')).toEqual([[4, -1, 0, 2], [[50, -20], [30, 20], [-50, 20], [-30, -20]]]);
    expect((await run('from turtle import *\nshapetransform(1, 1, 1, 1)')).error).toMatch(/must not be singular/);
    expect((await run('from turtle import *\nshapesize(0)')).error).toMatch(/must not be zero/);
  });

  it('register_shape/addshape: polygons, Shape objects and compound shapes with their own colours', async () => {
    const { result: r, ops } = await run('from turtle import *\nregister_shape("tri", ((5, -3), (0, 5), (-5, -3)))\nshape("tri"); a = get_shapepoly()\ns = Shape("compound")\ns.addcomponent(((0, 0), (10, 0), (0, 10)), "red", "blue")\ns.addcomponent(((0, 0), (-10, 0), (0, -10)), "yellow")\naddshape("two", s); shape("two")\nresult = [a, "two" in getshapes()]');
    expect(r).toEqual([[[5, -3], [0, 5], [-5, -3]], true]);
    const compound = of(ops, 'look').at(-1)!.polys;
    expect(compound.map((part) => [part.fill, part.line])).toEqual([[[255, 0, 0], [0, 0, 255]], [[255, 255, 0], [255, 255, 0]]]);
    expect((await run('from turtle import *\nShape("polygon", ((0, 0), (1, 1), (1, 0))).addcomponent(((0, 0),), "red")')).error).toMatch(/Cannot add component to polygon Shape/);
    expect((await run('from turtle import *\nregister_shape("cat.gif")')).error).toMatch(/^TurtleGraphicsError: couldn't open "cat.gif"/);
  });

  it('stamp, clearstamp, clearstamps: prints of the shape that can be taken back', async () => {
    const { result: r, ops } = await run('from turtle import *\nshape("turtle")\nids = []\nfor i in range(5):\n    ids.append(stamp()); fd(30)\nclearstamp(ids[0]); clearstamps(2); clearstamps(-1)\nresult = ids');
    const ids = r as number[];
    expect(of(ops, 'stamp').map((op) => op.k)).toEqual(ids);
    expect(of(ops, 'stamp')[0].polys![0].pts).toHaveLength(24);
    expect(of(ops, 'erase').map((op) => op.keys)).toEqual([[ids[0]], [ids[1]], [ids[2]], [ids[4]]]);
  });

  it('clone: a second turtle with the same state and its own drawing', async () => {
    const { result: r, ops } = await run('from turtle import *\nt = Turtle(); t.color("red"); t.fd(10)\nu = t.clone(); u.left(90); u.fd(10)\nresult = [list(t.pos()), [round(c, 6) for c in u.pos()], u.pencolor(), len(turtles()), u.getscreen() is t.getscreen()]');
    expect(r).toEqual([[10, 0], [10, 10], 'red', 2, true]);
    const ids = new Set(of(ops, 'line').map((op) => op.id));
    expect(ids.size).toBe(2);
  });

  it('undo, setundobuffer, undobufferentries, Turtle(undobuffersize=...)', async () => {
    const { result: r, ops } = await run('from turtle import *\nfd(100); left(90); fd(50); circle(20)\nn = undobufferentries()\nundo(); undo(); undo()\nresult = [n, list(pos()), heading(), undobufferentries()]');
    expect(r).toEqual([4, [100, 0], 0, 1]);
    expect(strokesOf(ops)).toHaveLength(1);
    expect(await result('from turtle import *\nsetundobuffer(None); fd(10); undo()\nt = Turtle(undobuffersize=0); t.fd(5); t.undo()\nresult = [undobufferentries(), xcor(), t.undobufferentries(), t.xcor()]')).toEqual([0, 10, 0, 5]);
    expect(await result('from turtle import *\nsetundobuffer(2)\nfor i in range(5): fd(10)\nundo(); undo(); undo()\nresult = [undobufferentries(), xcor()]')).toEqual([0, 30]);
  });

  it('begin_fill/end_fill/filling: the path filled even-odd under its outline, in the fill colour at end_fill', async () => {
    const { result: r, ops } = await run('from turtle import *\ncolor("black", "gold")\na = filling(); begin_fill(); b = filling()\nfor i in range(5):\n    fd(100); rt(144)\nfillcolor("red"); end_fill()\nresult = [a, b, filling()]');
    expect(r).toEqual([false, true, false]);
    const [fill] = of(ops, 'fill');
    expect(fill).toMatchObject({ c: [255, 0, 0], under: of(ops, 'line')[0].k });
    expect(fill.pts).toHaveLength(6);
    expect(sameDrawing(ops, ops.filter((op) => op.t !== 'fill')).passed).toBe(true);
  });

  it('tracer/update/delay/speed: tracer(0) draws instantly and shows frames at update()', async () => {
    const { result: r, ops } = await run('from turtle import *\ntracer(0); delay(5); speed("fast")\nfor i in range(3):\n    fd(10); update()\nresult = [tracer(), delay(), speed()]\nspeed(0.2); result.append(speed()); speed(7.6); result.append(speed())');
    expect(r).toEqual([0, 5, 10, 0, 8]);
    expect(of(ops, 'tracer')).toEqual([{ t: 'tracer', n: 0 }]);
    expect(of(ops, 'update')).toHaveLength(3);
    expect(of(ops, 'line').every((op) => op.ms === 0)).toBe(true);
    expect((await run('from turtle import *\nspeed("warp")')).error).toMatch(/bad speed/);
  });

  it('write: text, align and font; move=True moves the turtle past the text', async () => {
    const { result: r, ops } = await run('from turtle import *\nwrite("Привет", align="center", font=("Courier", 16, "bold"))\nwrite("ab", True)\nresult = xcor() > 0');
    expect(r).toBe(true);
    expect(of(ops, 'write')[0]).toMatchObject({ text: 'Привет', align: 'center', font: ['Courier', 16, 'bold'] });
    expect((await run('from turtle import *\nwrite("x", align="middle")')).error).toMatch(/align/);
  });

  it('dot, pen, pensize, penup/pendown, isdown, hideturtle/showturtle, isvisible', async () => {
    const { result: r, ops } = await run('from turtle import *\ndot(); dot(20, "blue"); dot("red")\npensize(3); pu(); a = isdown(); pd(); ht(); b = isvisible(); st()\npen(pencolor="green", pensize=5, shown=False)\np = pen()\nresult = [a, b, p["pencolor"], p["pensize"], p["shown"], p["pendown"], width()]');
    expect(r).toEqual([false, false, 'green', 5, false, true, 5]);
    expect(of(ops, 'dot').map((op) => [op.size, op.c])).toEqual([[5, [0, 0, 0]], [20, [0, 0, 255]], [5, [255, 0, 0]]]);
  });

  it('degrees/radians, begin_poly/end_poly/get_poly, getturtle/getpen, Vec2D', async () => {
    expect(await result('from turtle import *\nimport math\nradians(); left(math.pi / 2); a = round(heading(), 6); degrees(); b = round(heading(), 6)\nresult = [a, b]')).toEqual([Math.round((Math.PI / 2) * 1e6) / 1e6, 90]);
    expect(await result('from turtle import *\nbegin_poly(); fd(10); lt(90); fd(10); end_poly()\nresult = [[round(c, 6) for c in p] for p in get_poly()] + [getturtle() is getpen()]')).toEqual([[0, 0], [10, 0], [10, 10], true]);
    expect(await result('from turtle import Vec2D\na = Vec2D(3, 4); b = Vec2D(1, 2)\nresult = [list(a + b), list(a - b), a * b, list(a * 2), list(2 * a), abs(a), list(-a), [round(c, 6) for c in Vec2D(1, 0).rotate(90)], repr(a)]')).toEqual([[4, 6], [2, 2], 11, [6, 8], [6, 8], 5, [-3, -4], [0, 1], '(3.00,4.00)']);
  });

  it('clear, reset, clearscreen, resetscreen, bgcolor, bgpic, title, screensize, setup, window_width/height', async () => {
    const { result: r, ops } = await run('from turtle import *\nfd(50); clear(); a = xcor()\nreset(); b = xcor()\nbgcolor("navy"); c = bgcolor()\nd = bgpic(); bgpic("nopic")\ntitle("Моя черепаха"); setup(800, 500)\ne = [window_width(), window_height(), screensize()]\nfd(10); clearscreen(); f = [bgcolor(), len(turtles())]\nfd(5); resetscreen()\nresult = [a, b, c, d, e, f, xcor()]');
    expect(r).toEqual([50, 0, 'navy', 'nopic', [800, 500, [600, 600]], ['white', 0], 0]);
    expect(of(ops, 'bg').map((op) => op.c)).toEqual([[0, 0, 128], [255, 255, 255]]);
    expect(strokesOf(ops)).toHaveLength(0);
    expect((await run('from turtle import *\nbgpic("space.gif")')).error).toMatch(/couldn't open "space.gif"/);
  });

  it('keys: onkey (release), onkeypress (with any-key), onkeyrelease, listen; clicks on the screen and on a turtle, drag and release', async () => {
    await run('from turtle import *\nlog = []\nonkey(lambda: log.append("up-released"), "Up")\nonkeypress(lambda: log.append("space"), "space")\nonkeypress(lambda: log.append("any"))\nonkeyrelease(lambda: log.append("a-released"), "a")\nonscreenclick(lambda x, y: log.append(("screen", x, y)))\nt = Turtle(); t.penup(); t.goto(100, 100)\nt.onclick(lambda x, y: log.append(("turtle", x, y)))\nt.ondrag(t.goto)\nt.onrelease(lambda x, y: log.append(("released", x, y)))\nlisten(); mainloop(); done()');
    await py.python('_school_key("ArrowUp", True); _school_key(" "); _school_key("x"); _school_key("a", True)');
    await py.python('_school_click(-50, 20); _school_click(100, 100); _school_click(150, 120, "drag"); _school_click(150, 120, "release")');
    const log = await py.json<unknown[]>('__import__("_school_harness")._STATE["ns"]["log"]');
    expect(log).toEqual(['up-released', 'space', 'any', 'a-released', ['screen', -50, 20], ['turtle', 100, 100], ['released', 150, 120]]);
    expect(await py.json('[round(c) for c in __import__("_school_harness")._STATE["ns"]["t"].pos()]')).toEqual([150, 120]);
    expect(await py.json('_school_listening()')).toBe(true);
  });

  it('ontimer calls back through the host; exitonclick and bye end the program; Terminator after bye', async () => {
    await py.python('import turtle as _t\n_t_queue = []\n_t._timers = lambda f, ms: _t_queue.append((f, ms))');
    try {
      const { result: r } = await run('from turtle import *\nticks = []\ndef tick():\n    ticks.append(1)\n    ontimer(tick, 50)\nontimer(tick, 50)\nresult = ticks');
      expect(r).toEqual([]);
      await py.python('for _i in range(3):\n    _f, _ms = _t_queue.pop(0); _school_handle(_f)');
      expect(await py.json('__import__("_school_harness")._STATE["ns"]["ticks"]')).toEqual([1, 1, 1]);
    } finally {
      await py.python('_t._timers = None');
    }
    expect((await run('from turtle import *\nbye()\nfd(10)')).error).toBe('Terminator: ');
    expect(await result('from turtle import *\ntry:\n    bye(); fd(1)\nexcept Terminator:\n    result = "closed"')).toBe('closed');
    await run('from turtle import *\nexitonclick()');
    await py.python('_school_click(0, 0)');
    expect(await py.json('_school_listening()')).toBe(false);
  });

  it('textinput and numinput read the console; numinput asks again until the number fits', async () => {
    expect(await result('from turtle import *\nname = textinput("Имя", "Как тебя зовут?")\nn = numinput("Число", "Сколько?", minval=1, maxval=10)\nresult = [name, n]', ['Маша', 'много', '50', '7'])).toEqual(['Маша', 7]);
    expect(await result('from turtle import *\nresult = [textinput("a", "b"), numinput("a", "b")]')).toEqual([null, null]);
  });

  it('Screen, TurtleScreen, RawTurtle, RawPen, Pen: one screen; a Tk canvas or tkinter gets a clear Russian message', async () => {
    expect(await result('from turtle import *\ns = Screen()\nt = RawTurtle(s); p = Pen(); q = RawPen(s)\nresult = [Screen() is s, isinstance(s, TurtleScreen), isinstance(p, RawTurtle), len(s.turtles()), t.screen is s]')).toEqual([true, true, true, 3, true]);
    const canvas = await run('from turtle import *\ngetcanvas()');
    expect(canvas.error).toMatch(/^TurtleGraphicsError: no Tk canvas here/);
    const { outcome } = await py.run('import tkinter\ncv = tkinter.Canvas()');
    expect(outcome.ok).toBe(false);
    const tkError = !outcome.ok ? outcome.error! : null;
    expect(explainError(tkError!)).toBe(TPython.errorDetails.noTk);
    expect(explainError({ type: 'TurtleGraphicsError', message: 'no Tk canvas here: getcanvas()', line: 1, trace: [] })).toBe(TPython.errorDetails.noTk);
    expect((await run('from turtle import *\nRawTurtle(object())')).error).toMatch(/no Tk canvas here: object/);
    expect((await run('from turtle import *\nScrolledCanvas(None)')).error).toMatch(/no Tk canvas here/);
  });

  it('write_docstringdict writes the docstrings to a file', async () => {
    expect(await result('import turtle, os\nturtle.write_docstringdict("/tmp/turtle_docs")\nresult = os.path.getsize("/tmp/turtle_docs.py") > 100')).toBe(true);
  });

  it('a subclass of Turtle (as CPython demos write them) works', async () => {
    expect(await result('from turtle import Turtle\nclass Runner(Turtle):\n    def __init__(self, speed):\n        Turtle.__init__(self, shape="turtle", visible=False)\n        self.step = speed\n    def run(self):\n        self.fd(self.step)\nr = Runner(7); r.run()\nresult = [r.xcor(), r.shape(), r.isvisible()]')).toEqual([7, 'turtle', false]);
  });
});
