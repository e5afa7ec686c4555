import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NodePython } from './testing/node-python';

/**
 * CPython's own turtledemo programs (all but two_canvases, which builds a second Tk canvas) run
 * through our module in Pyodide without a Python error. Demos loop forever on timers or in a
 * while loop: each gets a budget of drawing ops and a fixed number of timer ticks.
 */
const OPS_BUDGET = 12_000;
const TIMER_TICKS = 40;

function demoFolder(): string | null {
  try {
    return execFileSync('python3', ['-c', 'import turtledemo, os; print(os.path.dirname(turtledemo.__file__))'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

const folder = demoFolder();
const demos = folder ? readdirSync(folder).filter((name) => name.endsWith('.py') && !['__init__.py', '__main__.py', 'two_canvases.py'].includes(name)).sort() : [];
const py = new NodePython();

beforeAll(async () => {
  await py.start();
  // The host's hooks for a headless run: timers queue up, and a run past its budget stops.
  await py.python(
    [
      'import turtle as _t',
      'class _Budget(BaseException): pass',
      '_queue = []',
      '_count = [0]',
      'def _emit(op):',
      '    _count[0] += 1',
      `    if _count[0] > ${OPS_BUDGET}: raise _Budget()`,
      '_t._timers = lambda fun, ms: _queue.append(fun)',
    ].join('\n'),
  );
}, 180_000);
afterAll(() => py.stop());

(folder ? describe : describe.skip)('CPython turtledemo programs run headless through our turtle module', () => {
  it('finds the demos', () => {
    expect(demos.length).toBeGreaterThanOrEqual(18);
  });

  it.each(demos)('%s', async (name) => {
    const source = readFileSync(path.join(folder!, name), 'utf8');
    await py.python('_queue.clear(); _count[0] = 0');
    const report = await py.python(
      [
        'import json',
        'import _school_harness as _h',
        '_h._HOST["emit"] = _emit',
        `_out = json.loads(_school_run(${JSON.stringify(source)}))`,
        '_ticks = 0',
        `while _out["ok"] and _queue and _ticks < ${TIMER_TICKS}:`,
        '    _ticks += 1',
        '    _out = json.loads(_school_handle(_queue.pop(0)))',
        '_h._HOST["emit"] = None',
        'json.dumps([_out, len(_t._LOG)])',
      ].join('\n'),
    );
    const [outcome, drawn] = JSON.parse(report ?? '[]') as [{ ok: boolean; error?: { type: string; message: string; line: number } }, number];
    // Over budget is a demo that would go on drawing: not an error of ours.
    const error = outcome.ok || outcome.error?.type === '_Budget' ? null : outcome.error;
    expect(error).toBeNull();
    expect(drawn).toBeGreaterThan(0);
  }, 120_000);
});
