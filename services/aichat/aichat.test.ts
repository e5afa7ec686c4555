import { AI_CHAT_PAGE_SIZE, AI_TEXTS, AiChatResult, ApiPaths, TaskType, type AiChatDto, type AiChatHistoryPage } from '@school/contracts';
import { loginAs } from '../test/test-app';
import { dataOf } from '../test/body';
import type { Task } from '../learning/entities';
import { startFakeOpenAi, type FakeOpenAi } from './test/fake-openai';
import { buildWithEnv, reach, sendJson, sendStream, taskNamed, type Ctx, type SendBody, type Session } from './test/kit';

describe('aichat with an OpenAI-compatible provider', () => {
  let fake: FakeOpenAi;
  let ctx: Ctx & { base: string };
  let s1: Session;
  let s2: Session;
  let teacher: Session;
  let teacher2: Session;
  let python: Task;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await buildWithEnv({ AI_BASE_URL: fake.url, AI_DAILY_TOKENS: '100', AI_TIMEOUT_MS: '600', AI_RATE_PER_MINUTE: '1000' });
    [s1, s2, teacher, teacher2] = await Promise.all(
      (['student1', 'student2', 'teacher', 'teacher2'] as const).map((l) => loginAs(ctx.app, l)),
    );
    python = await taskNamed(ctx, 'Привет, мир!');
    await reach(ctx, s1, python);
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });
  beforeEach(() => {
    Object.assign(fake.options, { mode: 'ok', delayMs: 20, usageTokens: 10 });
  });

  it('streams the answer as it arrives and returns it in the spec shape', async () => {
    Object.assign(fake.options, { delayMs: 80 });
    const out = await sendStream(ctx.base, s1, { message: 'Почему не работает?', taskId: python.id, context: "NameError: name 'pritn' is not defined" });
    expect(out.deltas.map((d) => d.text).join('')).toBe(fake.options.pieces.join(''));
    expect(out.deltas.length).toBe(fake.options.pieces.length);
    // The first piece arrived well before the last: streamed, not buffered.
    expect(out.deltas[out.deltas.length - 1].at - out.deltas[0].at).toBeGreaterThanOrEqual(200);
    expect(out.done).toEqual({ result: AiChatResult.Ok, response: fake.options.pieces.join(''), chatId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });

    const chat = await ctx.app.inject({ method: 'GET', url: ApiPaths.aiChat(out.done.chatId), headers: s1.auth });
    expect(chat.statusCode).toBe(200);
    expect(dataOf(chat)).toMatchObject({
      chatId: out.done.chatId,
      taskId: python.id,
      messages: [
        { role: 'user', content: 'Почему не работает?' },
        { role: 'assistant', content: fake.options.pieces.join('') },
      ],
    });
  });

  it('assembles the context on the server without the solution or the check', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: ApiPaths.answer(python.id),
      headers: s1.auth,
      payload: { studentId: s1.userId, lessonTaskId: python.id, autoCheckPassed: false, answer: [{ windowId: 2, answerText: 'pritn("Привет")' }], projectId: null, resources: [], action: 'Save', revision: 1 },
    });
    const out = await sendJson(ctx.base, s1, { message: 'Помоги', taskId: python.id, context: 'Traceback: line 1' });
    expect(out.status).toBe(200);
    const sent = JSON.stringify(fake.requests.at(-1)!.messages);
    expect(sent).toContain('Привет, мир!'); // the description
    expect(sent).toContain('Traceback: line 1'); // the last run
    expect(sent).not.toContain('print(\\"Привет, мир!\\")'); // the solution (window 17)
    expect(sent).not.toContain('assert output'); // the check (window 3)
    expect(fake.requests.at(-1)!.messages[0]).toEqual({ role: 'system', content: AI_TEXTS.systemPrompt });
  });

  it('continues a chat with its history', async () => {
    const first = await sendJson(ctx.base, s1, { message: 'Первый вопрос' });
    const second = await sendJson(ctx.base, s1, { message: 'Второй вопрос', chatId: first.body.data.chatId });
    expect(second.body.data.chatId).toBe(first.body.data.chatId);
    const roles = fake.requests.at(-1)!.messages.map((m) => m.role);
    expect(roles.slice(-3)).toEqual(['user', 'assistant', 'user']);
  });

  it('refuses quiz tasks from the stored task type', async () => {
    const quiz = await taskNamed(ctx, 'Что выведет программа?');
    expect(quiz.taskType).toBe(TaskType.Quiz);
    const before = fake.requests.length;
    const out = await sendJson(ctx.base, teacher, { message: 'Какой ответ?', taskId: quiz.id });
    expect(out.body.data).toMatchObject({ result: AiChatResult.Refused, response: AI_TEXTS.quizRefusal });
    expect(fake.requests.length).toBe(before);
  });

  it('refuses bad input with 400 and a code', async () => {
    const cases: [SendBody & Record<string, unknown>, string][] = [
      [{ message: '   \n ' }, 'EMPTY_MESSAGE'],
      [{ message: 'x'.repeat(2001) }, 'MESSAGE_TOO_LONG'],
      [{ message: 'hi', context: 'e'.repeat(4001) }, 'CONTEXT_TOO_LONG'],
      [{ message: 'hi', media: 'image' }, 'VALIDATION'],
      [{ message: 'hi', taskId: 'abc' as unknown as number }, 'VALIDATION'],
    ];
    for (const [body, code] of cases) {
      const out = await sendJson(ctx.base, s1, body);
      expect([out.status, out.body.code]).toEqual([400, code]);
    }
    const bad = await ctx.app.inject({ method: 'GET', url: ApiPaths.aiChat('not-a-chat'), headers: s1.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('B cannot read or write A’s chat; A’s teacher can read it, another teacher or an author cannot', async () => {
    const a = await sendJson(ctx.base, s1, { message: 'Секрет Маши' });
    const chatId = a.body.data.chatId;
    const read = (s: Session) => ctx.app.inject({ method: 'GET', url: ApiPaths.aiChat(chatId), headers: s.auth });
    expect((await read(s2)).statusCode).toBe(403);
    expect((await sendJson(ctx.base, s2, { message: 'моё', chatId })).status).toBe(403);
    expect((await read(teacher)).statusCode).toBe(200);
    expect(dataOf<AiChatDto>(await read(teacher)).messages[0].content).toBe('Секрет Маши');
    expect((await read(teacher2)).statusCode).toBe(403);
    expect((await read(await loginAs(ctx.app, 'author'))).statusCode).toBe(403);
    const s2History = await ctx.app.inject({ method: 'GET', url: `/api/aichat?page=1&studentId=${s1.userId}`, headers: s2.auth });
    expect(s2History.statusCode).toBe(403);
    const teacherHistory = await ctx.app.inject({ method: 'GET', url: `/api/aichat?page=1&studentId=${s1.userId}`, headers: teacher.auth });
    expect(dataOf<AiChatHistoryPage>(teacherHistory).chats.map((c) => c.chatId)).toContain(chatId);
  });

  it('a slow provider and a provider that fails give the network text, not a 5xx', async () => {
    fake.options.mode = 'hang';
    const started = Date.now();
    const slow = await sendJson(ctx.base, s1, { message: 'Ты тут?' });
    expect(slow.status).toBe(200);
    expect(slow.body.data).toMatchObject({ result: AiChatResult.Unavailable, response: AI_TEXTS.networkError });
    expect(Date.now() - started).toBeLessThan(3000);
    fake.options.mode = 'fail';
    const failing = await sendStream(ctx.base, s1, { message: 'А сейчас?' });
    expect(failing.done).toMatchObject({ result: AiChatResult.Unavailable, response: AI_TEXTS.networkError });
  });

  it('counts tokens per student per day and answers NoTokens when the quota is used up', async () => {
    Object.assign(fake.options, { usageTokens: 60 });
    const s3 = await loginAs(ctx.app, 'student3');
    expect((await sendJson(ctx.base, s3, { message: 'раз' })).body.data.result).toBe(AiChatResult.Ok); // 60 of 100
    expect((await sendJson(ctx.base, s3, { message: 'два' })).body.data.result).toBe(AiChatResult.Ok); // 120 of 100
    const before = fake.requests.length;
    const out = await sendJson(ctx.base, s3, { message: 'три' });
    expect(out.body.data).toMatchObject({ result: AiChatResult.NoTokens, response: AI_TEXTS.noTokens });
    expect(fake.requests.length).toBe(before);
    // Another student still has their quota.
    expect((await sendJson(ctx.base, s2, { message: 'привет' })).body.data.result).toBe(AiChatResult.Ok);
  });

  it('pages the history newest first, filtered by task', async () => {
    const s2Chats = async (page: number, extra = '') =>
      dataOf<AiChatHistoryPage>(await ctx.app.inject({ method: 'GET', url: `${ApiPaths.aiChatHistory(page)}${extra}`, headers: s2.auth }));
    fake.options.usageTokens = 0; // 22 chats must fit in the daily quota of 100 tokens
    const already = (await s2Chats(1)).total;
    for (let i = 0; i < AI_CHAT_PAGE_SIZE + 2 - already; i += 1) await sendJson(ctx.base, s2, { message: `Вопрос ${i}` });
    const [p1, p2, p3] = [await s2Chats(1), await s2Chats(2), await s2Chats(3)];
    expect(p1).toMatchObject({ page: 1, pageSize: AI_CHAT_PAGE_SIZE, total: AI_CHAT_PAGE_SIZE + 2 });
    expect(p1.chats).toHaveLength(AI_CHAT_PAGE_SIZE);
    expect(p2.chats).toHaveLength(2);
    expect(p3.chats).toHaveLength(0);
    expect(p1.chats[0].title).toBe(`Вопрос ${AI_CHAT_PAGE_SIZE + 1 - already}`);
    expect(new Set([...p1.chats, ...p2.chats].map((c) => c.chatId)).size).toBe(AI_CHAT_PAGE_SIZE + 2);
    const s1ForTask = dataOf<AiChatHistoryPage>(await ctx.app.inject({ method: 'GET', url: `${ApiPaths.aiChatHistory(1)}&taskId=${python.id}`, headers: s1.auth }));
    expect(s1ForTask.chats.length).toBeGreaterThan(0);
    expect(s1ForTask.chats.every((c) => c.taskId === python.id)).toBe(true);
    const bad = await ctx.app.inject({ method: 'GET', url: ApiPaths.aiChatHistory(0), headers: s2.auth });
    expect(bad.statusCode).toBe(400);
  });
});

describe('aichat without a language model', () => {
  let ctx: Ctx & { base: string };
  let s1: Session;
  beforeAll(async () => {
    ctx = await buildWithEnv({ AI_RATE_PER_MINUTE: '3' });
    s1 = await loginAs(ctx.app, 'student1');
  });
  afterAll(() => ctx.close());

  it('explains the last Python error in Russian, pointing at the line, and restates the goal', async () => {
    const python = await taskNamed(ctx, 'Привет, мир!');
    await reach(ctx, s1, python);
    const out = await sendStream(ctx.base, s1, {
      message: 'Что не так?',
      taskId: python.id,
      context: 'Traceback (most recent call last):\n  File "<exec>", line 1, in <module>\nNameError: name \'pritn\' is not defined',
    });
    expect(out.done.result).toBe(AiChatResult.Ok);
    expect(out.done.response).toContain(AI_TEXTS.offline.python.NameError('pritn'));
    expect(out.done.response).toContain(AI_TEXTS.offline.atLine(1));
    expect(out.done.response).toContain('Напиши программу, которая выводит на экран фразу «Привет, мир!».');
    expect(out.deltas.map((d) => d.text).join('')).toBe(out.done.response);
  });

  it('limits the messages a student sends per minute (429)', async () => {
    const results: number[] = [];
    for (let i = 0; i < 3; i += 1) results.push((await sendJson(ctx.base, s1, { message: `вопрос ${i}` })).status);
    const limited = await sendJson(ctx.base, s1, { message: 'ещё' });
    expect(limited.body.message).toBe(AI_TEXTS.tooFast);
    // The explanation test above used one of the 3 sends of this minute.
    expect(results).toEqual([200, 200, 429]);
    expect([limited.status, limited.body.code]).toEqual([429, 'RATE_LIMITED']);
  });
});
