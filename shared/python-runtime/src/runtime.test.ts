import { checkSpecOf, needsReference } from './runner';
import { sameDrawing, strokesOf } from './drawing';
import { TPython } from '@school/contracts/src/texts-python';
import { explainError, formatError } from './errors';
import type { TurtleOp } from './protocol';

const line = (x1: number, y1: number, x2: number, y2: number, id = 1): TurtleOp => ({ t: 'line', id, x1, y1, x2, y2, w: 1, c: [0, 0, 0], ms: 0 });
const square = [line(0, 0, 100, 0), line(100, 0, 100, 100), line(100, 100, 0, 100), line(0, 100, 0, 0)];

describe('python-runtime (pure)', () => {
  it('turtle coordinates become canvas pixels; clear wipes one turtle or all', () => {
    expect(strokesOf([line(0, 0, 100, 50)])[0]).toMatchObject({ from: { x: 300, y: 300 }, to: { x: 400, y: 250 } });
    expect(strokesOf([...square, line(0, 0, 10, 10, 2), { t: 'clear', id: 1 }])).toHaveLength(1);
    expect(strokesOf([...square, { t: 'clear', id: null }])).toHaveLength(0);
  });

  it('compares drawings with the block Turtle tolerance: order does not matter, shape does', () => {
    expect(sameDrawing([...square].reverse(), square).passed).toBe(true);
    expect(sameDrawing(square.slice(0, 3), square).passed).toBe(false);
    expect(sameDrawing([], square).passed).toBe(false);
  });

  it('reads the inputs a check supplies and whether it compares drawings', () => {
    expect(checkSpecOf('# inputs: ["5", "Маша"]\nassert True', 'print(1)')).toEqual({ check: '# inputs: ["5", "Маша"]\nassert True', solution: 'print(1)', inputs: ['5', 'Маша'] });
    expect(checkSpecOf('# inputs: [oops\nassert True').inputs).toEqual([]);
    expect(needsReference('assert same_drawing(), "нет"')).toBe(true);
    expect(needsReference('assert output')).toBe(false);
  });

  it('names the missing command, the unknown parameter and the argument count when Python does', () => {
    const err = (type: string, message: string) => explainError({ type, message, line: 1, trace: [] });
    expect(err('ImportError', "cannot import name 'setworldcoordinate' from 'turtle' (/school_lib/turtle.py)")).toBe('В модуле turtle нет команды setworldcoordinate: проверь название.');
    expect(err('AttributeError', "module 'turtle' has no attribute 'fd2'")).toBe('В модуле turtle нет команды fd2: проверь название.');
    expect(err('TypeError', "Turtle.forward() got an unexpected keyword argument 'steps'")).toBe('У этой команды нет параметра steps: проверь, как он называется.');
    expect(err('TypeError', "forward() missing 1 required positional argument: 'distance'")).toBe('Команде не хватает значений в скобках.');
    expect(err('TypeError', 'forward() takes 1 positional argument but 2 were given')).toBe('В скобках у команды лишние значения.');
    expect(err('TypeError', 'can only concatenate str (not "int") to str')).toBe(TPython.errors.TypeError);
  });

  it('formats an error for a child: explanation, student lines, Python message', () => {
    const text = formatError({ type: 'NameError', message: "name 'y' is not defined", line: 3, trace: [{ line: 3, name: '<module>', text: 'print(y)' }] });
    expect(text.split('\n')).toEqual([
      'Ошибка в строке 3. Python не знает такого имени: проверь, что переменная или функция создана и написана без опечаток.',
      '  строка 3: print(y)',
      "NameError: name 'y' is not defined",
    ]);
  });
});
