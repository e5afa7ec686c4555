import { ReviewPaths, TaskType, WindowId, type TryCheckResultDto } from '@school/contracts';
import { buildTestApp, loginAs } from '../test/test-app';
import { dataOf, errorOf } from '../test/body';
import { Task } from './entities';
import { mergeWindows } from './staff-check-routes';

type Session = Awaited<ReturnType<typeof loginAs>>;

jest.setTimeout(120_000);

describe('mergeWindows', () => {
  it('puts the edited windows over the stored ones, in window order', () => {
    expect(mergeWindows([{ windowId: 17, text: 'old' }, { windowId: 3, text: 'check' }], [{ windowId: 17, text: 'new' }, { windowId: 2, text: 'start' }])).toEqual([
      { windowId: 2, text: 'start' },
      { windowId: 3, text: 'check' },
      { windowId: 17, text: 'new' },
    ]);
    expect(mergeWindows([{ windowId: 1, text: 'a' }])).toEqual([{ windowId: 1, text: 'a' }]);
  });
});

/** The author runs the task's server check against the solution before students meet it. */
describe('learning: staff try the check of a task', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let s1: Session, teacher: Session, author: Session;
  let python: Task, written: Task, page: Task;

  const tryCheck = (who: Session, taskId: number, body: object = {}) => ctx.app.inject({ method: 'POST', url: ReviewPaths.tryCheck(taskId), headers: who.auth, payload: body });

  beforeAll(async () => {
    ctx = await buildTestApp();
    [s1, teacher, author] = await Promise.all((['student1', 'teacher', 'author'] as const).map((l) => loginAs(ctx.app, l)));
    const em = ctx.app.em().fork();
    python = await em.findOneOrFail(Task, { taskName: 'Три строки', taskType: TaskType.Python });
    written = await em.findOneOrFail(Task, { taskType: TaskType.PlainText }, { orderBy: { id: 'asc' } });
    page = await em.findOneOrFail(Task, { taskName: 'Заголовок и абзац', taskType: TaskType.Frontend });
  }, 300_000);
  afterAll(() => ctx.close());

  it('passes the stored solution and fails a broken edit with the failed expectation’s message', async () => {
    const stored = await tryCheck(author, python.id);
    expect(stored.statusCode).toBe(200);
    expect(dataOf(stored)).toEqual(expect.objectContaining({ passed: true, message: 'Проверка пройдена' }));
    const broken = await tryCheck(author, python.id, { taskText: [{ windowId: WindowId.solution, text: 'print("Я учу Python")\nprint("Пока!")\n' }] });
    expect(broken.statusCode).toBe(200);
    const verdict = dataOf<TryCheckResultDto>(broken);
    expect(verdict.passed).toBe(false);
    expect(verdict.message).toContain('Нужно вывести ровно три строки');
    // Nothing was saved by trying.
    const again = await tryCheck(teacher, python.id);
    expect(dataOf<TryCheckResultDto>(again).passed).toBe(true);
  });

  it('checks a web page task’s solution page with the page check, naming the failed expectation', async () => {
    const stored = await tryCheck(author, page.id);
    expect(stored.statusCode).toBe(200);
    expect(dataOf(stored)).toEqual(expect.objectContaining({ passed: true }));
    const broken = await tryCheck(author, page.id, { taskText: [{ windowId: WindowId.solution, text: '<!DOCTYPE html><html><body><p>я здесь</p></body></html>' }] });
    expect(broken.statusCode).toBe(200);
    const verdict = dataOf<TryCheckResultDto>(broken);
    expect(verdict.passed).toBe(false);
    expect(verdict.message).toMatch(/h1/);
  });

  it('refuses students, tasks without a server check and empty solutions with clear JSON errors', async () => {
    expect((await tryCheck(s1, python.id)).statusCode).toBe(403);
    const noCheck = await tryCheck(author, written.id);
    expect(noCheck.statusCode).toBe(400);
    expect(errorOf(noCheck).code).toBe('NO_SERVER_CHECK');
    const empty = await tryCheck(author, python.id, { taskText: [{ windowId: WindowId.solution, text: '   ' }] });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).code).toBe('NO_SOLUTION');
    const noCheckWindow = await tryCheck(author, python.id, { taskText: [{ windowId: WindowId.pythonCheck, text: '' }] });
    expect(errorOf(noCheckWindow).code).toBe('NO_CHECK');
    expect((await tryCheck(author, python.id, { taskText: [{ windowId: 99, text: 'x' }] })).statusCode).toBe(400);
    expect((await tryCheck(author, python.id, { taskText: 'print(1)' })).statusCode).toBe(400);
    expect((await tryCheck(author, 99_999_999)).statusCode).toBe(404);
  });
});
