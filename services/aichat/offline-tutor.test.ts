import { AI_TEXTS, AiChatResult, ApiPaths, WindowId } from '@school/contracts';
import { TPython } from '@school/contracts/src/texts-python';
import { formatError } from '@school/python-runtime';
import { loginAs } from '../test/test-app';
import { checkServiceForTests } from '../code-check/test-support';
import { buildWithEnv, reach, sendStream, taskNamed, type Ctx, type Session } from './test/kit';

const checks = checkServiceForTests();

/**
 * The tutor without a language model sees the student's saved program and the error of its last
 * run as the workspace console shows it (here: made by the real Python of the check service), and
 * answers with Python's own suggestion and the line it quotes from the program.
 */
describe('the offline tutor reads the program and the error', () => {
  let ctx: Ctx & { base: string };
  let s1: Session;
  beforeAll(async () => {
    ctx = await buildWithEnv({ AI_RATE_PER_MINUTE: '100' });
    s1 = await loginAs(ctx.app, 'student1');
  });
  afterAll(() => ctx.close());

  it('forwad(100) gets «Может быть, ты имел в виду forward?» with its line', async () => {
    const code = 'from turtle import *\nforwad(100)\nleft(90)\n';
    const answer = await checks.client.python({ subject: 'tutor-test', code, check: 'assert True', inputs: [] });
    if (!answer.ok || !('run' in answer.value)) throw new Error('the check service did not run the program');
    const error = answer.value.run.outcome.ok ? null : answer.value.run.outcome.error;
    expect(error).toMatchObject({ type: 'NameError', line: 2, message: "name 'forwad' is not defined. Did you mean: 'forward'?" });
    const console = formatError(error!);

    const task = await taskNamed(ctx, 'Квадрат на Python');
    await reach(ctx, s1, task);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.answer(task.id),
      headers: s1.auth,
      payload: { studentId: s1.userId, lessonTaskId: task.id, autoCheckPassed: false, answer: [{ windowId: WindowId.pythonCode, answerText: code }], projectId: null, resources: [], action: 'Save', revision: 1 },
    });
    expect([saved.statusCode, saved.body]).toEqual([200, saved.body]);

    const out = await sendStream(ctx.base, s1, { message: 'Почему черепашка не идёт?', taskId: task.id, context: console });
    expect(out.done.result).toBe(AiChatResult.Ok);
    expect(out.done.response).toContain('Может быть, ты имел в виду forward?');
    expect(out.done.response).toContain(AI_TEXTS.offline.atLineCode(2, 'forwad(100)'));
    expect(out.done.response).not.toContain(TPython.errors.ImportError);
  });

  it('a student who pastes only the error into the message gets the suggestion too', async () => {
    const task = await taskNamed(ctx, 'Привет, мир!');
    const out = await sendStream(ctx.base, s1, { message: "AttributeError: module 'turtle' has no attribute 'forwad'. Did you mean: 'forward'?", taskId: task.id, context: '' });
    expect(out.done.response).toContain(TPython.errorDetails.noSuchName('turtle', 'forwad'));
    expect(out.done.response).toContain('Может быть, ты имел в виду forward?');
  });
});
