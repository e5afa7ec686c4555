import { installJsHarness, judgeJsRun, errorLine, JS_HARNESS_SOURCE } from './js-harness';

/** What a call throws, undefined when it returns (toThrow's types take no asymmetric matcher). */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('JS harness', () => {
  it('prints values readably and exposes output, logs and assert', () => {
    const g: Record<string, unknown> = {};
    const seen: string[] = [];
    const h = installJsHarness(g, (level, text) => seen.push(`${level}:${text}`));
    const con = g.console as Record<string, (...a: unknown[]) => void>;
    con.log('Привет', 42, { a: 1, 'b c': [1, 'x'] }, [1, [2]], null, undefined);
    con.warn(new Error('boom'));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    con.log(cyclic, new Map([[1, 'a']]), new Set([2]), function named() {});
    expect(seen).toEqual([
      'log:Привет 42 { a: 1, "b c": [ 1, "x" ] } [ 1, [ 2 ] ] null undefined',
      'warn:Error: boom',
      'log:{ self: [Circular] } Map(1) { 1 => "a" } Set(1) { 2 } [Function: named]',
    ]);
    expect(h.output()).toBe('Привет 42 { a: 1, "b c": [ 1, "x" ] } [ 1, [ 2 ] ] null undefined\n{ self: [Circular] } Map(1) { 1 => "a" } Set(1) { 2 } [Function: named]');
    expect(h.logs).toHaveLength(3);
    expect(thrownBy(() => h.assert(false, 'Неверно'))).toEqual(expect.objectContaining({ __assert: true, message: 'Неверно' }));
    expect(JS_HARNESS_SOURCE).toContain('function installJsHarness');
  });

  it('judges: assert failure is a wrong answer, another check error is broken, program errors carry the line', () => {
    expect(judgeJsRun({})).toEqual({ passed: true });
    expect(judgeJsRun({ checkError: { assert: true, message: 'sum(2, 3) должно быть 5' } })).toEqual({ passed: false, message: 'sum(2, 3) должно быть 5' });
    expect(judgeJsRun({ checkError: { assert: false, message: 'x is not defined' } })).toMatchObject({ passed: false, broken: true });
    expect(judgeJsRun({ programError: { message: 'y is not defined', line: 3 } }).message).toBe('Ошибка в программе (строка 3): y is not defined');
    expect(judgeJsRun({ timedOut: true }).passed).toBe(false);
    expect(errorLine('    at f (program.js:7:3)\n    at <eval> (check.js:1)', 'program.js')).toBe(7);
    expect(errorLine(undefined, 'program.js')).toBeNull();
  });
});
