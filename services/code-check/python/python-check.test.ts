import { TPython } from '@school/contracts/src/texts-python';
import { checkServiceForTests } from '../test-support';
import { checkPythonProgram } from './python-verifier';

/** The turtle module and the check runner, run by the check service in sandboxes as the server runs them. */
describe('Python checks in Pyodide', () => {
  const service = checkServiceForTests();

  const verdict = (code: string, check: string, solution = '') => checkPythonProgram(service.client, code, check, solution);

  it('turtle: motion, queries and circles follow Python turtle', async () => {
    const code = [
      'import turtle',
      't = turtle.Turtle()',
      't.forward(100); t.left(90); t.fd(50)',
      'a = t.pos(); h1 = t.heading()',
      't.goto(-20, 30); t.setx(10); t.sety(-10)',
      'b = (t.xcor(), t.ycor()); d = t.distance(0, 0)',
      't.home(); t.circle(50)',
      'c = t.position(); h2 = t.heading()',
      't.right(45); t.backward(10); h3 = t.heading()',
    ].join('\n');
    const check = [
      'assert abs(a[0] - 100) < 1e-6 and abs(a[1] - 50) < 1e-6, a',
      'assert h1 == 90, h1',
      'assert b == (10, -10), b',
      'assert abs(d - 200 ** 0.5) < 1e-9, d',
      'assert abs(c[0]) < 1e-6 and abs(c[1]) < 1e-6, c',
      'assert abs(h2) < 1e-6 or abs(h2 - 360) < 1e-6, h2',
      'assert h3 == 315, h3',
      'assert len(lines) > 20',
    ].join('\n');
    expect(await verdict(code, check)).toEqual({ passed: true });
  });

  it('turtle: pen, colours, fill, dot, write and shapes reach the drawing log', async () => {
    const code = [
      'from turtle import *',
      'screen = Screen(); screen.bgcolor("lightblue"); colormode(255)',
      'pensize(4); color("red", (0, 128, 255)); begin_fill()',
      'for _ in range(3):',
      '    forward(80); left(120)',
      'end_fill(); penup(); goto(0, -50); pendown(); dot(20, "gold")',
      'write("Привет", font=("Arial", 16, "bold")); shape("turtle"); hideturtle(); speed(0); done()',
    ].join('\n');
    const check = [
      'kinds = [op["t"] for op in drawing]',
      'assert "bg" in kinds and "fill" in kinds and "dot" in kinds and "write" in kinds, kinds',
      'assert all(op["c"] == [255, 0, 0] and op["w"] == 4 for op in lines), lines[0]',
      'fill = [op for op in drawing if op["t"] == "fill"][0]',
      'assert fill["c"] == [0, 128, 255] and len(fill["pts"]) == 4, fill',
      'last = [op for op in drawing if op["t"] == "turtle"][-1]',
      'assert last["shape"] == "turtle" and last["v"] is False',
      'assert [op for op in drawing if op["t"] == "write"][0]["font"] == ["Arial", 16, "bold"]',
    ].join('\n');
    expect(await verdict(code, check)).toEqual({ passed: true });
  });

  it('turtle games: key presses and releases by their browser names, clicks on the screen and on a turtle', async () => {
    // The check sees the program's results as data, so the program plays the events itself here
    // (as the browser worker does) and the check reads what it printed. Clicks arrive as floats,
    // as CPython's canvas coordinates do.
    const code = [
      'import turtle',
      't = turtle.Turtle()',
      'screen = turtle.Screen()',
      'events = []',
      'screen.onkeypress(lambda: t.forward(10), "Up")',
      'screen.onkey(lambda: events.append("released space"), "space")',
      'screen.onscreenclick(lambda x, y: events.append(("screen", x, y)))',
      't.onclick(lambda x, y: events.append("turtle"))',
      'screen.listen()',
      'print(turtle._listening())',
      'turtle._dispatch_key("ArrowUp"); turtle._dispatch_key("ArrowUp")',
      'print(t.pos())',
      'turtle._dispatch_key("ArrowUp", True); turtle._dispatch_key(" ")',
      'print(events)',
      'turtle._dispatch_key(" ", True)',
      'turtle._dispatch_click(21, 3)',
      'turtle._dispatch_click(-100, 50)',
      'print(events)',
      't.onclick(None); screen.onkeypress(None, "Up"); screen.onkey(None, "space"); screen.onscreenclick(None)',
      'print(turtle._listening())',
    ].join('\n');
    const check = [
      'assert output.splitlines() == ["True", "(20.00,0.00)", "[]", "[\'released space\', \'turtle\', (\'screen\', -100.0, 50.0)]", "False"], output',
      'assert events == ["released space", "turtle", ("screen", -100, 50)], events',
    ].join('\n');
    expect(await verdict(code, check)).toEqual({ passed: true });
  });

  it('drawings compare like the block Turtle game: another order passes, another shape fails', async () => {
    const square = 'import turtle\nt = turtle.Turtle()\nfor i in range(4):\n    t.forward(100)\n    t.left(90)\n';
    const otherOrder = 'import turtle\nt = turtle.Turtle()\nt.left(90)\nfor i in range(4):\n    t.forward(100)\n    t.right(90)\n';
    const check = 'assert same_drawing(), "Рисунок не совпадает"';
    expect(await verdict(otherOrder, check, square)).toEqual({ passed: true });
    expect(await verdict('import turtle\nturtle.circle(50)\n', check, square)).toEqual({ passed: false, message: 'Рисунок не совпадает' });
  });

  it('output, inputs from the check and run() with other inputs', async () => {
    const code = 'a = int(input("a? "))\nb = int(input())\nprint(a * b)\n';
    const check = '# inputs: ["6", "7"]\nassert inputs == ["6", "7"], inputs\nassert output.endswith("42\\n"), repr(output)\nassert run(inputs=["2", "3"]).strip().endswith("6")';
    expect(await verdict(code, check)).toEqual({ passed: true });
  });

  it('verdicts: program error with the student line, broken check, empty code, endless loop', async () => {
    expect(await verdict('x = 1\n\nprint(y)\n', 'assert True')).toEqual({ passed: false, message: TPython.verdict.programError(TPython.errors.NameError, 3) });
    expect(await verdict('print(1)', 'assert undefined_name == 1')).toEqual({ passed: false, message: TPython.verdict.brokenCheck });
    expect(await verdict('print(1)', 'assert output == "2\\n"')).toEqual({ passed: false, message: TPython.verdict.failed });
    expect(await verdict('   \n', 'assert True')).toEqual({ passed: false, message: TPython.verdict.noCode });
    expect(await verdict('while True:\n    pass\n', 'assert True')).toEqual({ passed: false, message: TPython.verdict.timeLimit });
    // The service replaced the killed interpreters and still answers.
    expect(await verdict('print(2)', 'assert output == "2\\n"')).toEqual({ passed: true });
  }, 60000);

  it('memory: a program that wants too much gets MemoryError, and the service goes on', async () => {
    expect(await verdict('data = bytearray(600 * 1024 * 1024)\nprint(len(data))', 'assert True')).toEqual({
      passed: false,
      message: TPython.verdict.programError(TPython.errors.MemoryError, 1),
    });
    expect(await verdict('print(3)', 'assert output == "3\\n"')).toEqual({ passed: true });
  });

  it('student code cannot reach JavaScript (no network, no files)', async () => {
    for (const code of ['import js\nprint(js.process)', 'import pyodide.code\npyodide.code.run_js("1")', 'from pyodide.http import pyfetch']) {
      const result = await verdict(code, 'assert True');
      expect(result.passed).toBe(false);
    }
  });
});
