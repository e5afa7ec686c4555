import { TaskType, WindowId } from '@school/contracts';
import { taskKind } from '@school/task-kinds';
import { checkServiceForTests, judgedPage as checkPage } from '../code-check/test-support';
import { checkJsProgram } from '../code-check/js/js-verifier';
import { WEB_PRACTICE_LESSONS } from './seed-web';

const service = checkServiceForTests();

const tasks = WEB_PRACTICE_LESSONS.flatMap((lesson) => lesson.plan.tasks);
const checked = tasks.filter((t) => t.type === TaskType.JS || t.type === TaskType.Frontend);

describe('seeded web tasks', () => {
  it('cover the course: page, card, list, button with JS, a JS function and a file upload', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(6);
    expect(tasks.map((t) => t.type)).toEqual(expect.arrayContaining([TaskType.Frontend, TaskType.JS, TaskType.Files, TaskType.CodeEditor]));
    for (const task of tasks) {
      const content = { taskText: Object.entries(task.texts).map(([key, text]) => ({ windowId: WindowId[key as keyof typeof WindowId], text: text as string })) };
      expect(taskKind(task.type)?.parse(content)).toMatchObject({ ok: true });
    }
  });

  it.each(checked.map((t) => [t.name, t] as const))('%s: the solution passes the check, the starting point does not', async (_name, task) => {
    const t = task.texts;
    if (task.type === TaskType.JS) {
      expect(await checkJsProgram(service.client, t.solution ?? '', t.jsCheck ?? '')).toEqual({ passed: true });
      expect((await checkJsProgram(service.client, t.jsTemplate ?? '', t.jsCheck ?? '')).passed).toBe(false);
    } else {
      expect(await checkPage(service.client, { html: t.solution ?? '', css: '', js: '' }, t.frontendCheck ?? '')).toEqual({ passed: true, messages: [], broken: false });
      const start = await checkPage(service.client, { html: t.htmlTemplate ?? '', css: t.cssTemplate ?? '', js: t.jsTemplate ?? '' }, t.frontendCheck ?? '');
      expect(start.passed).toBe(false);
      expect(start.broken).toBe(false);
      expect(start.messages.length).toBeGreaterThan(0);
    }
  });
});
