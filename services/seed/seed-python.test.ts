import { checkServiceForTests } from '../code-check/test-support';
import { checkPythonProgram } from '../code-check/python/python-verifier';
import { TaskType } from '@school/contracts';
import { PYTHON_PRACTICE_LESSONS } from './seed-python';
import { PYTHON_LESSONS } from './seed-learning-content';

const service = checkServiceForTests();

/** Every seeded Python check passes its solution and refuses the typical wrong program (in the check service). */
describe('seeded Python tasks', () => {
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
    expect(await checkPythonProgram(service.client, solution, check, solution)).toEqual({ passed: true });
    const wrong = await checkPythonProgram(service.client, t.wrong, check, solution);
    expect(wrong.passed).toBe(false);
    expect(wrong.message).toMatch(/[а-яё]/i);
    // The starting code is not a solution either.
    expect((await checkPythonProgram(service.client, t.texts.pythonCode!, check, solution)).passed).toBe(false);
  });
});

/** The Python tasks of the demo courses: their solutions pass, the near misses children write do not. */
describe('seeded Python tasks of the demo course', () => {
  const tasks = PYTHON_LESSONS.flatMap((l) => l.tasks).filter((t) => t.type === TaskType.Python && t.texts.pythonCheck);
  const byName = (name: string) => tasks.find((t) => t.name === name)!.texts;

  it.each(tasks.map((t) => [t.name, t.texts] as const))('%s: the solution passes', async (_name, texts) => {
    expect(await checkPythonProgram(service.client, texts.solution!, texts.pythonCheck!, texts.solution!)).toEqual({ passed: true });
  });

  it('a program that prompts for its input passes as in CPython (the prompt and the answer share a line)', async () => {
    const sum = PYTHON_PRACTICE_LESSONS.flatMap((l) => l.tasks).find((t) => t.name === 'Сумма двух чисел')!.texts;
    const prompted = 'a = int(input("Первое число: "))\nb = int(input("Второе число: "))\nprint(a + b)\n';
    expect(await checkPythonProgram(service.client, prompted, sum.pythonCheck!, sum.solution!)).toEqual({ passed: true });
  });

  it('near misses fail: a square of side 10, a table from 7 x 0', async () => {
    const square = byName('Квадрат на Python');
    const small = 'from turtle import *\nfor i in range(4):\n    forward(10)\n    right(90)';
    expect((await checkPythonProgram(service.client, small, square.pythonCheck!, square.solution!)).passed).toBe(false);
    const green = 'from turtle import *\npensize(3)\ncolor("green")\nfor i in range(4):\n    forward(100)\n    left(90)';
    expect(await checkPythonProgram(service.client, green, square.pythonCheck!, square.solution!)).toEqual({ passed: true });
    const table = byName('Таблица умножения');
    const fromZero = 'for i in range(0, 11):\n    print(f"7 x {i} = {7 * i}")';
    expect((await checkPythonProgram(service.client, fromZero, table.pythonCheck!, table.solution!)).passed).toBe(false);
  });
});
