import { AI_TEXTS, COMMON_TEXTS, LABIRINT_TEXTS, TURTLE_TEXTS } from '@school/contracts';
import { TPython } from '@school/contracts/src/texts-python';
import { describeSqlError, explainSqlError, TSql } from '@school/sql-kind';
import { codeLine, explainError, lineOf, offlineAnswer } from './explain-error';
import { tutorOf } from '../task-context';

const o = AI_TEXTS.offline;
const traceback = (line: number, last: string) =>
  `Traceback (most recent call last):\n  File "<exec>", line ${line}, in <module>\n${last}`;

describe('offline tutor: Python errors', () => {
  it.each([
    ['NameError', traceback(3, "NameError: name 'pritn' is not defined"), o.python.NameError('pritn'), 3],
    ['SyntaxError', '  File "<exec>", line 2\n    if x > 1\n            ^\nSyntaxError: expected \':\'', TPython.errorDetails.colon, 2],
    ['SyntaxError', '  File "<exec>", line 2\n    if x > 1 print(x)\n            ^\nSyntaxError: invalid syntax', o.python.SyntaxError, 2],
    ['IndentationError', '  File "<exec>", line 4\n    print(x)\nIndentationError: expected an indented block', o.python.IndentationError, 4],
    ['TabError', '  File "<exec>", line 5\nTabError: inconsistent use of tabs and spaces in indentation', o.python.IndentationError, 5],
    ['TypeError', traceback(7, 'TypeError: can only concatenate str (not "int") to str'), o.python.TypeError, 7],
    ['ValueError', traceback(1, "ValueError: invalid literal for int() with base 10: 'abc'"), o.python.ValueError, 1],
    ['ZeroDivisionError', traceback(9, 'ZeroDivisionError: division by zero'), o.python.ZeroDivisionError, 9],
    ['IndexError', traceback(6, 'IndexError: list index out of range'), o.python.IndexError, 6],
    ['KeyError', traceback(8, "KeyError: 'apple'"), o.python.KeyError("'apple'"), 8],
  ])('%s: names the error and its line', (kind, output, text, line) => {
    expect(explainError(output, 'python')).toEqual({ kind, line, text });
  });

  it('an endless loop stopped by the runner', () => {
    const e = explainError('Программа работала слишком долго и была остановлена (timeout 5 s)', 'python');
    expect(e?.kind).toBe('Timeout');
    expect(e?.text).toBe(o.python.Timeout);
    expect(explainError('KeyboardInterrupt', 'python')?.kind).toBe('Timeout');
  });
});

describe('offline tutor: JS errors', () => {
  it('ReferenceError with the name and the line', () => {
    const e = explainError('ReferenceError: scroe is not defined\n    at main.js:12:5', 'js');
    expect(e).toEqual({ kind: 'ReferenceError', line: 12, text: o.js.ReferenceError('scroe') });
  });
  it('TypeError: not a function, and of undefined', () => {
    expect(explainError('TypeError: document.getElementByID is not a function\n at script.js:3:10', 'js')).toEqual({
      kind: 'TypeError',
      line: 3,
      text: o.js.TypeErrorNotFunction('document.getElementByID'),
    });
    expect(explainError("TypeError: Cannot read properties of null (reading 'style') (line 4)", 'js')?.text).toBe(o.js.TypeErrorOfUndefined);
  });
  it('SyntaxError and RangeError', () => {
    expect(explainError('SyntaxError: Unexpected token } (line 2)', 'js')?.text).toBe(o.js.SyntaxError);
    expect(explainError('RangeError: Maximum call stack size exceeded', 'js')?.text).toBe(o.js.RangeError);
  });
});

describe('offline tutor: block games', () => {
  it.each([
    [COMMON_TEXTS.commandLimitExceeded(12, 10), o.games.commandLimit],
    [COMMON_TEXTS.blockLimitExceeded, o.games.blockLimit],
    [COMMON_TEXTS.addStartBlock, o.games.addStartBlock],
    [LABIRINT_TEXTS.notAtExit, o.games.notAtExit],
    [LABIRINT_TEXTS.wrongKey, o.games.wrongItem],
    [TURTLE_TEXTS.mismatch, o.games.turtle],
  ])('%s', (message, hint) => {
    expect(explainError(message, 'blocks')).toEqual({ kind: 'game', line: null, text: hint });
  });
});

describe('offline tutor: the answer', () => {
  it('finds the last line number mentioned', () => {
    expect(lineOf('File "a", line 2\nFile "b", line 14')).toBe(14);
    expect(lineOf('no numbers')).toBeNull();
  });
  it('unknown errors get the generic text; no error asks to run', () => {
    expect(explainError('WeirdThing: out of order\nerror', 'python')?.text).toBe(o.unknownError);
    expect(explainError('MemoryError: out of memory', 'python')?.text).toBe(TPython.errors.MemoryError);
    expect(explainError('Hello, world', 'python')).toBeNull();
    expect(explainError('   ', 'python')).toBeNull();
  });
  it('explains, points at the line and restates the goal', () => {
    const text = offlineAnswer({ output: traceback(3, "NameError: name 'x' is not defined"), language: 'python', goal: 'Выведи  сумму\nдвух чисел' });
    expect(text).toContain(o.python.NameError('x'));
    expect(text).toContain(o.atLine(3));
    expect(text).toContain(o.goal('Выведи сумму двух чисел'));
  });
  it('without an error or a goal it still helps', () => {
    const text = offlineAnswer({ output: '', language: 'js', goal: '' });
    expect(text).toContain(o.noError);
    expect(text).toContain(o.noGoal);
  });
});

/** Last lines of real tracebacks (Pyodide's CPython 3.14 and the workspace console) and what the tutor must say. */
describe('offline tutor: the explanation matches the error class and message', () => {
  const d = TPython.errorDetails;
  it.each([
    ["AttributeError: module 'turtle' has no attribute 'forwad'. Did you mean: 'forward'?", `${d.noSuchName('turtle', 'forwad')} ${d.didYouMean('forward')}`],
    ["ImportError: cannot import name 'forwad' from 'turtle' (/school_lib/turtle.py). Did you mean: 'forward'?", `${d.noSuchName('turtle', 'forwad')} ${d.didYouMean('forward')}`],
    ["TypeError: Turtle.forward() got an unexpected keyword argument 'steps'", d.noSuchParameter('steps')],
    ["TypeError: Turtle.forward() missing 1 required positional argument: 'distance'", d.missingArguments],
    ["TypeError: 'int' object is not callable", d.notCallable],
    ['TypeError: unsupported operand type(s) for +: \'int\' and \'str\'', o.python.TypeError],
    ["NameError: name 'forwad' is not defined. Did you mean: 'forward'?", `${o.python.NameError('forwad')} ${d.didYouMean('forward')}`],
    ["NameError: name 'math' is not defined. Did you forget to import 'math'?", d.forgotImport('math')],
    ["AttributeError: 'str' object has no attribute 'uper'. Did you mean: 'upper'?", `${d.noSuchAttribute('uper')} ${d.didYouMean('upper')}`],
    ["ModuleNotFoundError: No module named 'turtel'", d.noSuchModule('turtel')],
    ['RecursionError: maximum recursion depth exceeded', TPython.errors.RecursionError],
    ['EOFError: EOF when reading a line', TPython.errors.EOFError],
    ["UnboundLocalError: cannot access local variable 'x' where it is not associated with a value", TPython.errors.UnboundLocalError],
  ])('%s', (last, text) => {
    expect(explainError(traceback(2, last), 'python')?.text).toBe(text);
  });

  it('a JavaScript error under a Python task still gets the JavaScript text', () => {
    expect(explainError('ReferenceError: scroe is not defined', 'python')?.text).toBe(o.js.ReferenceError('scroe'));
  });
});

describe('offline tutor: it sees the program', () => {
  const code = 'from turtle import *\nforwad(100)\nleft(90)\n';
  const console = "Ошибка в строке 2. Python не знает такого имени.\n  строка 2: forwad(100)\nNameError: name 'forwad' is not defined. Did you mean: 'forward'?";

  it("uses Python's suggestion and quotes the line of the student's program", () => {
    const text = offlineAnswer({ output: console, language: 'python', goal: 'Нарисуй квадрат', code });
    expect(text).toContain('Может быть, ты имел в виду forward?');
    expect(text).toContain(o.atLineCode(2, 'forwad(100)'));
    expect(text).not.toContain(o.unknownError);
  });

  it('without the program, or past its end, it names the line only', () => {
    expect(offlineAnswer({ output: console, language: 'python', goal: '' })).toContain(o.atLine(2));
    expect(offlineAnswer({ output: console, language: 'python', goal: '', code: 'print(1)' })).toContain(o.atLine(2));
  });

  it('does not quote a saved line that is not the one the error is about (the answer was saved before the run)', () => {
    const stale = offlineAnswer({ output: console, language: 'python', goal: '', code: 'import turtle\nprint("старый код")\n' });
    expect(stale).toContain(o.atLine(2));
    expect(stale).not.toContain('старый код');
  });

  it('quotes a long line shortened and never an empty one', () => {
    expect(codeLine(`x = ${'1'.repeat(300)}`, 1)).toHaveLength(121);
    expect(codeLine('a = 1\n\n', 2)).toBeNull();
    expect(codeLine('a = 1', 0)).toBeNull();
  });
});

describe('offline tutor: a kind package’s own rules (SQL)', () => {
  const tutor = tutorOf('Sql');
  it('the SQL kind’s rules explain SQLite’s error before the general rules see it', () => {
    const shown = describeSqlError(explainSqlError('near "SELEC": syntax error'));
    expect(explainError(shown, tutor.language, tutor.explain)).toEqual({ kind: 'sql', line: null, text: `${TSql.errors.syntaxNear('SELEC')}\n\n${TSql.tutor.queryHint}` });
    // Without them the runaway query would read as Python's endless loop.
    expect(explainError(TSql.run.tooLong, tutor.language, tutor.explain)?.text).toContain(TSql.tutor.tooLongHint);
    expect(offlineAnswer({ output: shown, language: tutor.language, explain: tutor.explain, goal: 'Выведи имена питомцев.' })).toContain(TSql.errors.syntaxNear('SELEC'));
  });
});
