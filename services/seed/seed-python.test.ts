import { createPyodidePool, type PyodidePool } from '../code-check/python/pyodide-pool';
import { checkPythonProgram } from '../code-check/python/python-verifier';
import { PYTHON_PRACTICE_LESSONS } from './seed-python';

/** Every seeded Python check passes its solution and refuses the typical wrong program (Pyodide in a thread). */
describe('seeded Python tasks', () => {
  let pool: PyodidePool;
  beforeAll(async () => {
    pool = createPyodidePool(1);
    await pool.warm();
  }, 60000);
  afterAll(() => pool.close());

  const tasks = PYTHON_PRACTICE_LESSONS.flatMap((l) => l.tasks);

  it('has at least 8 tasks with windows 1, 2, 3 and 17', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(8);
    for (const t of tasks) {
      expect(t.texts.description && t.texts.pythonCode && t.texts.pythonCheck && t.texts.solution).toBeTruthy();
    }
  });

  it.each(tasks.map((t) => [t.name, t] as const))('%s: the solution passes, the wrong program fails with the check message', async (_name, t) => {
    const check = t.texts.pythonCheck!;
    const solution = t.texts.solution!;
    expect(await checkPythonProgram(pool, solution, check, solution)).toEqual({ passed: true });
    const wrong = await checkPythonProgram(pool, t.wrong, check, solution);
    expect(wrong.passed).toBe(false);
    expect(wrong.message).toMatch(/[а-яё]/i);
    // The starting code is not a solution either.
    expect((await checkPythonProgram(pool, t.texts.pythonCode!, check, solution)).passed).toBe(false);
  });
});
