import { TaskType } from '@school/contracts';
import { checkServiceForTests } from '../code-check/test-support';
import { checkPythonProgram } from '../code-check/python/python-verifier';
import { PYTHON_PRACTICE_LESSONS } from './seed-python';
import { PYTHON_LESSONS } from './seed-learning-content';
import { PYTHON_TASK_CASES } from './seed-python-cases';

const service = checkServiceForTests();

/** Every seeded Python task with a check, from the practice module and the demo course. */
const tasks = [...PYTHON_PRACTICE_LESSONS.flatMap((l) => l.tasks), ...PYTHON_LESSONS.flatMap((l) => l.tasks)].filter(
  (t) => t.type === TaskType.Python && t.texts.pythonCheck,
);

const judge = (code: string, texts: (typeof tasks)[number]['texts']) => checkPythonProgram(service.client, code, texts.pythonCheck!, texts.solution ?? '');

/**
 * The seeded checks judge the result, not the spelling: correct programs in the styles children
 * write pass, typical mistakes fail with a message that names them — through the check service,
 * the way the server's verifier asks it.
 */
describe('seeded Python checks judge the result', () => {
  it('every seeded Python task has at least three correct and three wrong programs', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(12);
    for (const t of tasks) {
      const cases = PYTHON_TASK_CASES[t.name];
      expect({ task: t.name, right: (cases?.right.length ?? 0) >= 3, wrong: (cases?.wrong.length ?? 0) >= 3 }).toEqual({ task: t.name, right: true, wrong: true });
    }
  });

  const right = tasks.flatMap((t) => (PYTHON_TASK_CASES[t.name]?.right ?? []).map((c) => [t.name, c.style, c.code, t.texts] as const));
  it.each(right)('%s — correct (%s) passes', async (_name, _style, code, texts) => {
    expect(await judge(code, texts)).toEqual({ passed: true });
  });

  const wrong = tasks.flatMap((t) => (PYTHON_TASK_CASES[t.name]?.wrong ?? []).map((c) => [t.name, c.style, c.code, c.says, t.texts] as const));
  it.each(wrong)('%s — wrong (%s) fails and says why', async (_name, _style, code, says, texts) => {
    const verdict = await judge(code, texts);
    expect(verdict.passed).toBe(false);
    expect(verdict.message).toMatch(says);
  });
});
