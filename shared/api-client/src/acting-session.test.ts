import { ACTING_STORAGE_KEY, ApiPaths, Role, type ActingSession } from '@school/contracts';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { readActingSession } from './acting-session';
import { loggedIn, loggedOut, tokenRefreshed } from './auth-slice';
import { baseQueryWithReauth } from './base-query';
import { makeStore } from './store';

/** A localStorage of this test's own (the unit project runs in Node). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}
const storage = new MemoryStorage();
Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });

/** An unsigned token with these claims (the client only decodes). */
const token = (claims: Record<string, unknown>) =>
  ['{"alg":"HS256"}', JSON.stringify({ iat: 1, exp: 4102444800, ...claims }), 'sig'].map((p, i) => (i < 2 ? Buffer.from(p).toString('base64url') : p)).join('.');

const TEACHER = { user: 'teacher', user_id: 7, role: Role.Teacher, sid: 'family-7' };
const teacherSession = { token: token(TEACHER), refreshToken: 'teacher-refresh-30-days', authExpire: 2, refreshExpire: 3, courseToken: null, role: Role.Teacher };
const actingToken = (n = 1) => token({ user: 'student1', user_id: 3, role: Role.Student, act: 7, sid: 'family-7', n });
const actingSession = { token: actingToken(), refreshToken: 'acting-refresh', authExpire: 4, refreshExpire: 3 };
const record: ActingSession = { teacherSession, teacherTitle: 'Анна Сергеевна', student: { id: 3, title: 'Маша' }, returnTo: '/teacher/group?groupId=1' };
const otherStudent = { token: token({ user: 'student2', user_id: 4, role: Role.Student, sid: 'family-4' }), refreshToken: 'r4', authExpire: 5, refreshExpire: 6 };

/** The browser of a teacher acting for a student, as the group page leaves it. */
function acting() {
  storage.clear();
  storage.setItem(ACTING_STORAGE_KEY, JSON.stringify(record));
  storage.setItem('school.session', JSON.stringify({ ...actingSession, courseToken: null, role: Role.Student }));
  return makeStore();
}
const kept = () => storage.getItem(ACTING_STORAGE_KEY);

describe('the teacher’s session put aside while acting for a student', () => {
  it('is kept and shown while the acting session is in use, also across its renewals', () => {
    const store = acting();
    expect(readActingSession(store.getState().auth.token)).toEqual(record);
    store.dispatch(tokenRefreshed({ token: actingToken(2), authExpire: 9, refreshToken: 'acting-refresh' }));
    expect(readActingSession(store.getState().auth.token)).toEqual(record);
    expect(kept()).not.toBeNull();
  });

  it('is removed by a logout (the teacher, or anyone, pressing Выход)', () => {
    const store = acting();
    store.dispatch(loggedOut());
    expect(kept()).toBeNull();
  });

  it('is removed by another user’s login on the same computer', () => {
    const store = acting();
    store.dispatch(loggedIn(otherStudent));
    expect(kept()).toBeNull();
    expect(readActingSession(store.getState().auth.token)).toBeNull();
  });

  it('is removed when the teacher goes back to their own session', () => {
    const store = acting();
    store.dispatch(loggedIn(teacherSession as never));
    expect(kept()).toBeNull();
  });

  it('left behind by an older client under another session, it is removed as the page loads', () => {
    storage.clear();
    storage.setItem(ACTING_STORAGE_KEY, JSON.stringify(record));
    storage.setItem('school.session', JSON.stringify({ ...otherStudent, courseToken: null, role: Role.Student }));
    makeStore();
    expect(kept()).toBeNull();
  });

  it('belongs only to that teacher’s acting token for that student', () => {
    acting();
    expect(readActingSession(token({ user: 'student2', user_id: 4, role: Role.Student, act: 7 }))).toBeNull();
    expect(readActingSession(token({ user: 'student1', user_id: 3, role: Role.Student, act: 8 }))).toBeNull();
    expect(readActingSession(token({ user: 'student1', user_id: 3, role: Role.Student }))).toBeNull();
    expect(readActingSession(null)).toBeNull();
    storage.setItem(ACTING_STORAGE_KEY, '{not json');
    expect(readActingSession(actingToken())).toBeNull();
  });
});

describe('a 403 while acting (a locked task)', () => {
  const RealRequest = globalThis.Request;
  const realFetch = globalThis.fetch;
  let calls: { url: string; body: unknown }[];
  beforeAll(() => {
    // fetchBaseQuery builds Requests from the page's relative URLs: resolve them as a page would.
    globalThis.Request = class extends RealRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://school.test') : input, init);
      }
    };
  });
  afterAll(() => {
    globalThis.Request = RealRequest;
    globalThis.fetch = realFetch;
  });

  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const apiOf = (store: ReturnType<typeof makeStore>): BaseQueryApi => ({
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: () => store.getState(),
    extra: undefined,
    endpoint: 'task',
    type: 'query',
  });

  it('refreshes the acting token and answers the 403: the teacher stays, acting, with the way back', async () => {
    const store = acting();
    const renewed = actingToken(3);
    calls = [];
    globalThis.fetch = (async (request: Request) => {
      const url = new URL(request.url).pathname;
      const body = request.method === 'POST' ? ((await request.clone().json()) as unknown) : undefined;
      calls.push({ url, body });
      if (url === ApiPaths.refresh) return json(200, { data: { token: renewed, authExpire: 99, refreshToken: 'acting-refresh' }, token: renewed, authExpire: 99 });
      return json(403, { code: 'TASK_LOCKED', message: 'Задание закрыто' });
    }) as typeof fetch;

    const result = await baseQueryWithReauth('/api/course/lesson/1/task/2', apiOf(store), {});
    expect(result.error?.status).toBe(403);
    // Refreshed with the acting session's own refresh token (never the teacher's), then retried once.
    expect(calls.map((c) => c.url)).toEqual(['/api/course/lesson/1/task/2', ApiPaths.refresh, '/api/course/lesson/1/task/2']);
    expect(calls[1].body).toEqual({ login: 'student1', password: 'acting-refresh', role: Role.Student });
    expect(store.getState().auth.token).toBe(renewed);
    expect(readActingSession(store.getState().auth.token)).toEqual(record);
  });

  it('when the teacher’s login has ended (the renewal is refused) it logs out and forgets the teacher’s session', async () => {
    const store = acting();
    globalThis.fetch = ((request: Request) =>
      Promise.resolve(new URL(request.url).pathname === ApiPaths.refresh ? json(401, { code: 'INVALID_REFRESH' }) : json(401, { code: 'UNAUTHORIZED' }))) as typeof fetch;
    await baseQueryWithReauth('/api/course/lesson/1/task/2', apiOf(store), {});
    expect(store.getState().auth.token).toBeNull();
    expect(kept()).toBeNull();
  });
});
